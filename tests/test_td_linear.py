"""Samuel and Kalev's system: the threat features, the linear evaluation's player, and Sarsa TD(0) training."""

import json

import numpy as np
import pytest

from agents.baselines import TDLinearPlayer
from agents.board import Position
from agents.players import make_player
from agents.threats import THREAT_FEATURES, LinearThreatEvaluator, threat_features
from tests.helpers import run
from training.papers.td_linear import Phase, TDLinearTrainer, preset


def features(moves, mark):
    return dict(zip(THREAT_FEATURES, threat_features(Position.from_moves(moves), mark), strict=True))


def test_features_count_windows_threats_and_stacked_threats():
    # X on the bottom row in columns 4-6, O on top of them: each has two open threes (3 and 7)
    f = features("4455666", 1)  # mark 2 to move
    assert f["windows_3_horizontal"] == 0  # two for X minus two for O
    assert (f["odd_threats_p1"], f["even_threats_p1"]) == (2, 0)  # X threatens row 1 (odd)
    assert (f["even_threats_p2"], f["odd_threats_p2"]) == (2, 0)  # O threatens row 2 (even)
    assert f["threat_over_opponent_threat"] == -2  # O's threats stand on X's
    assert f["four_in_a_row"] == 0
    # the point of view flips every difference but leaves the per-mark threat counts alone
    g = features("4455666", 2)
    assert g["threat_over_opponent_threat"] == 2 and g["odd_threats_p1"] == 2 and g["windows_1"] == -f["windows_1"]
    # one stone: windows with one coin, nothing else
    h = features("4", 1)
    assert h["windows_1"] == 7 and sum(abs(v) for k, v in h.items() if k != "windows_1") == 0
    # a vertical three with an open top, and a finished line
    assert features("1212121", 1)["four_in_a_row"] == 1 and features("1212121", 2)["four_in_a_row"] == -1
    assert features("121212", 1)["windows_3_vertical"] == 0  # a three each
    assert features("121213", 1)["windows_3_vertical"] == 1


def test_linear_evaluation_takes_the_owners_point_of_view():
    w = [0.0] * 14
    w[0] = 1.0  # one-coin windows
    pos = Position.from_moves("4")  # mark 2 to move, mark 1 has 7 such windows
    assert LinearThreatEvaluator(w, 1).evaluate(pos) == -7  # mark 2 to move: mark 1's score negated
    assert LinearThreatEvaluator(w, 2).evaluate(pos) == -7  # mark 2 to move, its own score is -7
    with pytest.raises(ValueError, match="14 finite weights"):
        LinearThreatEvaluator([1.0] * 3, 1)


def test_player_wins_and_blocks_with_any_weights(tmp_path):
    path = tmp_path / "w.npz"
    np.savez(path, w1=np.zeros(14), w2=np.zeros(14))
    player = make_player(f"td-linear:weights={path},depth=2")
    assert player.choose(Position.from_moves("121212")) == 0  # the vertical win
    assert player.choose(Position.from_moves("121374")) == 4  # the block of O's bottom-row three
    np.savez(path, w1=np.zeros(14))
    with pytest.raises(ValueError, match="lack"):
        TDLinearPlayer(str(path))


def test_td_update_moves_the_score_toward_the_target(tmp_path):
    trainer = TDLinearTrainer(preset("tiny"), str(tmp_path / "run"))
    a = np.array(threat_features(Position.from_moves("44"), 1))
    before = float(trainer.w[1] @ a)
    trainer._update(1, a, 1.0, 1e-2)
    after = float(trainer.w[1] @ a)
    assert before == 0.0 and 0.0 < after < 1.0 and trainer.updates == 1
    # epsilon = 1 / updates: the very first moves are random, so two seeds differ
    assert trainer.phase() == Phase(4, 2, 1, 1e-3)


def test_tiny_run_resumes_and_the_cli_trains(tmp_path):
    out = tmp_path / "run"
    metrics = TDLinearTrainer(preset("tiny"), str(out)).run()
    assert metrics["games"] == 6 and metrics["updates"] > 0 and len(metrics["w1"]) == 14
    with pytest.raises(FileExistsError):
        TDLinearTrainer(preset("tiny"), str(out))
    again = TDLinearTrainer(preset("tiny"), str(out), resume=True)
    assert again.games == 6 and again.phase() is None  # the stored curriculum is done
    assert again.run()["games"] == 6 and np.array_equal(again.w[1], np.load(out / "weights.npz")["w1"])
    (out / "state.json").write_text("{not json")
    with pytest.raises(ValueError, match="corrupt"):
        TDLinearTrainer(preset("tiny"), str(out), resume=True)
    cli_out = tmp_path / "cli"
    proc = run("train", "td-linear", "--json", "--preset", "tiny", "--out", str(cli_out))
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout.strip().splitlines()[-1])["games"] == 6
    play = run("play", f"td-linear:weights={cli_out / 'weights.npz'}", "random")
    assert play.returncode == 0 and "DONE" in play.stdout, play.stderr
