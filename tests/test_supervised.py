"""Hemo et al.'s systems: board pictures, expert datasets, the four supervised networks, the policy/value
players, augmented MCTS, and a move from a picture."""

import json
import random

import matplotlib.image
import numpy as np
import pytest

from agents.board import Position
from agents.players import make_player
from agents.rollouts import RandomRollout
from agents.search.mcts import MCTS
from tests.helpers import run
from training.nets.export import export_arrays
from training.nets.model import ImageNetConfig, ImagePolicyValueNet
from training.papers.images import read_board, render
from training.papers.supervised import NETWORKS, SupervisedTrainer, datasets, preset


@pytest.mark.parametrize("moves", ["", "4453221", "44444432"])
def test_pictures_round_trip_through_png(tmp_path, moves):
    pos = Position.from_moves(moves)
    picture = render(pos, cell=12)
    assert picture.shape == (72, 84, 3) and picture.dtype == np.uint8
    path = tmp_path / "board.png"
    matplotlib.image.imsave(path, picture)
    assert read_board(matplotlib.image.imread(path)) == pos


def test_reading_an_impossible_picture_fails_clearly():
    pos = Position.from_moves("44")
    picture = render(pos, cell=8)
    picture[8 * 5:8 * 6, 8 * 3:8 * 4] = render(Position(), cell=8)[0:8, 0:8]  # blank the stone under the top one
    with pytest.raises(ValueError, match="floating stone"):
        read_board(picture)
    with pytest.raises(ValueError, match="H x W x 3"):
        read_board(np.zeros((10, 10)))


def test_datasets_take_the_winners_moves_and_one_sides_outcomes():
    games = [{"moves": "1212121", "winner": 1, "opening": 0}, {"moves": "4" * 6 + "5" * 6, "winner": 0, "opening": 0},
             {"moves": "34343434", "winner": 2, "opening": 2}]
    data = datasets(games, validation=0.0, seed=0)
    pol, val = data["policy"], data["value"]
    # game 1: mark 1's four moves (all column 0); game 3 after the 2-ply opening: mark 2's moves 4, 4, 4
    assert list(pol["move"]) == [0, 0, 0, 0, 3, 3, 3]
    assert not pol["val"].any() and pol["x"].shape == (7, 3, 6, 7) and pol["codes"].shape == (7, 6, 7)
    # value: the draw is left out; one side per decided game, labelled for the side to move
    assert set(val["z"]) <= {-1.0, 1.0} and len(val["z"]) in (3, 4, 6, 7)
    with pytest.raises(ValueError, match="no decided"):
        datasets(games[1:2], 0.0, 0)


def test_warm_start_steers_the_search_until_visits_take_over():
    class Favour:  # column 0 is excellent for the player who plays it, everything else is poor
        def evaluate(self, pos):
            return -1.0 if pos.mask & pos.geo.column_masks[0] else 1.0

    rng = random.Random(0)
    warm = MCTS(RandomRollout(rng), rng, warm_start=Favour(), gamma=0.99).search(Position(), 200)
    plain = MCTS(RandomRollout(random.Random(0)), random.Random(0)).search(Position(), 200)
    assert warm.move == 0 and warm.visits[0] > 100 and plain.visits[0] < 60
    with pytest.raises(ValueError, match="gamma"):
        MCTS(RandomRollout(rng), rng, gamma=1.0)


def test_tiny_run_trains_four_networks_and_their_players_play(tmp_path):
    out = tmp_path / "run"
    trainer = SupervisedTrainer(preset("tiny"), str(out))
    assert trainer.play_games() == 6 and trainer.play_games() == 0  # a rerun adds nothing more
    results = trainer.train_all()
    assert set(results) == set(NETWORKS)
    assert 0.0 <= results["policy-planes"]["val_accuracy"] <= 1.0 and results["value-image"]["val_mse"] >= 0
    lines = (out / "metrics.jsonl").read_text().splitlines()
    assert len(lines) == 4 * 2  # two epochs each
    assert SupervisedTrainer(preset("tiny"), str(out), resume=True).train_all() == results  # nothing retrained
    with pytest.raises(FileExistsError):
        SupervisedTrainer(preset("tiny"), str(out))
    pos = Position.from_moves("4453")
    policy, value = out / "policy-planes.npz", out / "value-planes.npz"
    for spec in (f"policy-net:weights={policy}", f"value-net:weights={value}",
                 f"amcts:policy={policy},value={value},simulations=20", f"amcts:value={value},simulations=20",
                 f"amcts:policy={policy},simulations=20"):
        assert pos.can_play(make_player(spec).choose(pos)), spec
    assert make_player(f"value-net:weights={value}").choose(Position.from_moves("121212")) == 0  # wins at once


def test_image_networks_stay_in_torch():
    with pytest.raises(ValueError, match="image network"):
        export_arrays(ImagePolicyValueNet(ImageNetConfig(blocks=1, filters=4, value_hidden=4, cell=4)))


def test_cli_trains_and_answers_a_picture(tmp_path):
    out = tmp_path / "sup"
    proc = run("train", "supervised", "--json", "--preset", "tiny", "--out", str(out), "--games", "4")
    assert proc.returncode == 0, proc.stderr
    assert set(json.loads(proc.stdout.strip().splitlines()[-1])) == set(NETWORKS)
    picture = tmp_path / "board.png"
    pos = Position.from_moves("44444")
    matplotlib.image.imsave(picture, render(pos, cell=20))  # another size than the network's 8 px cells
    for args in (("--checkpoint", str(out / "policy-image.pt")), ("--checkpoint", str(out / "policy-planes.pt")),
                 ("--player", "minimax:depth=2")):
        proc = run("move", "--image", str(picture), *args)
        assert proc.returncode == 0, proc.stderr
        col = int(proc.stdout.split("move: column ")[1].split()[0]) - 1
        assert pos.can_play(col) and col != 3  # the full centre column is never chosen
    bad = run("move", "--image", str(tmp_path / "missing.png"))
    assert bad.returncode == 2 and "missing.png" in bad.stderr
