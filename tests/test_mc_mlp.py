"""The Monte Carlo MLP value network: the 84-input encoding, the network, Monte Carlo training, its player."""

import json

import numpy as np
import pytest

from agents.board import Position, geometry
from agents.encoding import encode_cells
from agents.players import make_player
from agents.value_mlp import ValueMLP
from tests.helpers import run
from training.papers.mc_mlp import Episodes, MCMLPTrainer, initial_arrays, preset


def test_cells_encode_two_bits_per_cell_top_left_first():
    x = encode_cells([Position.from_moves("12")])[0]  # red (mark 1) in column 1, yellow in column 2
    assert x.shape == (84,) and x.sum() == 2
    bottom_left = 2 * (5 * 7 + 0)
    assert list(x[bottom_left:bottom_left + 4]) == [0, 1, 1, 0]  # red 01, then yellow 10
    assert encode_cells([Position()])[0].sum() == 0


def test_network_checks_its_arrays_and_values_lie_in_0_1():
    arrays = initial_arrays(preset("tiny"), np.random.default_rng(0))
    assert np.abs(arrays["hidden.w"]).max() <= 0.77
    net = ValueMLP(arrays)
    v = net.values([Position(), Position.from_moves("4")])
    assert v.shape == (2,) and ((0 < v) & (v < 1)).all()
    with pytest.raises(ValueError, match="do not fit"):
        ValueMLP({**arrays, "out.w": np.zeros(3)})
    with pytest.raises(ValueError, match="MLP value network"):
        ValueMLP({"meta": arrays["meta"]})


def test_successor_inputs_match_the_encoder():
    config = preset("tiny")
    loop = Episodes(config, initial_arrays(config, np.random.default_rng(0)), np.random.default_rng(0))
    pos = Position.from_moves("4453")
    succ = loop.successors(encode_cells([pos])[0].astype(np.float64), pos, pos.legal_moves())
    assert np.array_equal(succ, encode_cells([pos.child(c) for c in pos.legal_moves()]))


def test_an_episode_update_moves_values_toward_the_targets():
    config = preset("tiny", epsilon=1.0)
    arrays = initial_arrays(config, np.random.default_rng(0))
    loop = Episodes(config, arrays, np.random.default_rng(3))
    winner, plies, trained = loop.play(1.0)
    assert len(trained) == plies and all(ply >= 1 for _, ply, _ in trained)  # epsilon 1: every move trained
    xs = np.stack([s for s, _, _ in trained])
    targets = np.array([(0.5 if winner == 0 else float(m == winner)) * 0.97 ** (plies - p) for _, p, m in trained])
    before = ((loop.net.forward(xs)[1] - targets) ** 2).sum()
    loop.rng = np.random.default_rng(3)  # replay the same deterministic game
    loop.train(0.5)
    assert ((loop.net.forward(xs)[1] - targets) ** 2).sum() < before


def test_training_run_resumes_and_the_player_plays(tmp_path):
    out = tmp_path / "run"
    metrics = MCMLPTrainer(preset("tiny"), str(out)).run()
    assert metrics["episodes"] == 200 and metrics["wins"] + metrics["draws"] + metrics["losses"] == 20
    assert len((out / "metrics.jsonl").read_text().splitlines()) == 2  # every 100 episodes
    with pytest.raises(FileExistsError):
        MCMLPTrainer(preset("tiny"), str(out))
    longer = MCMLPTrainer(preset("tiny", episodes=300), str(out), resume=True)
    assert longer.episodes_done == 200 and longer.run()["episodes"] == 300
    player = make_player(f"mc-mlp:weights={out / 'weights.npz'}")
    pos = Position.from_moves("4455")
    assert pos.can_play(player.choose(pos))
    other = Position(geometry(5, 6, 4))
    assert other.can_play(player.choose(other))  # another board size: a random legal move
    (out / "weights.npz").write_bytes(b"garbage")
    with pytest.raises(ValueError, match="not a readable weights file"):
        MCMLPTrainer(preset("tiny"), str(out), resume=True)


def test_cli_trains_and_reports_the_winning_quota(tmp_path):
    proc = run("train", "mc-mlp", "--json", "--preset", "tiny", "--out", str(tmp_path / "m"), "--hidden", "40")
    assert proc.returncode == 0, proc.stderr
    assert "quota vs random" in proc.stderr and json.loads(proc.stdout.strip().splitlines()[-1])["episodes"] == 200
