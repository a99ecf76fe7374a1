"""Distillation from exact labels: targets, a run through the CLI, resume, bad input."""

import json

import numpy as np
import pytest

from training.alphazero.distill import DistillConfig, targets
from training.exact.labels import FULL, LabelConfig, label


def test_targets_from_scores():
    scores = np.array([[3, 3, -2, FULL, 0, -5, 1], [-4, -4, -4, -4, -4, -4, -6]], dtype=np.int8)
    plies = np.array([20, 30])
    pi, z, optimal = targets(scores, plies, 42, DistillConfig())
    assert np.allclose(pi[0], [0.5, 0.5, 0, 0, 0, 0, 0]) and np.allclose(pi[1, :6], 1 / 6) and pi[1, 6] == 0
    assert list(z) == [1.0, -1.0] and optimal[0].tolist() == [True, True] + [False] * 5
    pi, z, _ = targets(scores, plies, 42, DistillConfig(policy_target="softmax", value_target="distance"))
    assert np.isclose(pi[0].sum(), 1) and pi[0, 3] == 0 and pi[0, 0] > pi[0, 6] > pi[0, 4] > pi[0, 2] > 0
    assert np.isclose(z[0], 3 / 11) and np.isclose(z[1], -4 / 6)
    with pytest.raises(ValueError, match="policy_target"):
        DistillConfig(policy_target="best")


def test_distill_cli_trains_resumes_and_packages(tmp_path):
    from tests.helpers import run

    data = str(tmp_path / "labels.sqlite")
    label(LabelConfig(min_ply=22, players=("perfect:noise=0.3", "random"), table_size=100003), data, games=6,
          progress=lambda _: None)
    out = tmp_path / "distill"
    common = ("train", "distill", "--data", data, "--out", str(out))
    proc = run(*common, "--epochs", "2", "--device", "cpu")
    assert proc.returncode == 0, proc.stderr
    first = json.loads(proc.stdout.strip().splitlines()[-1])
    assert first["epoch"] == 2 and 0 <= first["val_top_move_optimal"] <= 1
    assert json.loads((out / "config.json").read_text())["epochs"] == 2  # the run's own, not the default
    assert run(*common, "--epochs", "3").returncode == 2  # the folder holds a run
    with open(out / "metrics.jsonl", "a") as f:
        f.write('{"epoch": 3, "loss_va')  # a kill mid-line, after the checkpoint of epoch 2
    proc = run(*common, "--epochs", "3", "--resume")
    assert proc.returncode == 0, proc.stderr
    assert "torn" in proc.stderr and json.loads(proc.stdout.strip().splitlines()[-1])["epoch"] == 3
    assert json.loads((out / "config.json").read_text())["epochs"] == 3
    lines = (out / "metrics.jsonl").read_text().splitlines()
    assert [json.loads(line)["epoch"] for line in lines] == [1, 2, 3]
    proc = run("export", str(out / "best.pt"), "--out", str(tmp_path / "d.npz"))
    assert proc.returncode == 0, proc.stderr
    proc = run("play", f"alphazero:weights={tmp_path / 'd.npz'},simulations=20", "random")
    assert proc.returncode == 0, proc.stderr
    assert run("train", "distill", "--out", str(tmp_path / "x")).returncode == 2  # no --data
