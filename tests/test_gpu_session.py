"""The GPU session's script (docs/gpu-session.sh), dry-run on the CPU with the tiny preset: every
step runs and its figures come back in at most 8 files, as a lent GPU machine returns them."""

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import torch

ROOT = Path(__file__).resolve().parent.parent


def test_the_gpu_session_script_runs_every_step_on_the_cpu(tmp_path):
    out = tmp_path / "out"
    env = {**os.environ, "DEV": "cpu", "PRESET": "tiny", "MINUTES": "0.05", "BENCH_SECONDS": "0.2",
           "POSITIONS": "3", "OUT": str(out), "PY": sys.executable, "CACHE": "4096",
           "STEPS": "machine bench train mistakes distill small-mistakes",  # the default four, two more
           # the default settings on the tiny preset, which labels nothing of itself
           "SETTINGS": "--set exact_min_ply=10 --set exact_overlap=true --set exact_defer=true "
                       "--set train_graphs=true"}
    proc = subprocess.run(["bash", str(ROOT / "docs" / "gpu-session.sh")], env=env, capture_output=True, text=True,
                          timeout=600)
    assert proc.returncode == 0, proc.stderr
    steps = (out / "steps.txt").read_text()
    for name in ("machine", "bench", "train", "mistakes", "distill", "small-mistakes"):
        assert f"== {name} (rc 0," in steps, steps
    files = sorted(str(p.relative_to(out)) for p in out.rglob("*") if p.is_file())
    assert files == ["bench/selfplay.json", "best.pt", "metrics.jsonl", "mistakes.json", "small-mistakes.json",
                     "small.pt", "steps.txt"]  # a lent machine returns 8 files at most
    bench = json.loads((out / "bench" / "selfplay.json").read_text())
    assert bench["complete"] and bench["iteration_games"] == 4  # the tiny preset's iteration, both ways
    assert bench["carry_ratio"] == pytest.approx(bench["iteration_carried_simulations_per_s"]
                                                 / bench["iteration_ended_simulations_per_s"])
    assert bench["cache_entries"] == 4096 and bench["cache_ratio"] == pytest.approx(
        bench["network_simulations_per_s"] / bench["network_no_cache_simulations_per_s"])
    assert "2 skipped" in steps  # the CUDA tests of the training step
    last = json.loads((out / "metrics.jsonl").read_text().splitlines()[-1])
    assert last["iteration"] >= 1 and "selfplay_chunks" not in last and "exact_positions" in last


def test_the_short_bench_leaves_out_the_long_arms(tmp_path):
    """LONG_ARMS=0 STEPS=bench, for a session short of device time: no iteration arm;
    GAMES games in flight instead of the preset's, and the network alone by batch."""
    out = tmp_path / "out"
    env = {**os.environ, "DEV": "cpu", "PRESET": "tiny", "BENCH_SECONDS": "0.2", "OUT": str(out),
           "PY": sys.executable, "CACHE": "4096", "STEPS": "bench", "LONG_ARMS": "0", "GAMES": "8"}
    proc = subprocess.run(["bash", str(ROOT / "docs" / "gpu-session.sh")], env=env, capture_output=True, text=True,
                          timeout=300)
    assert proc.returncode == 0, proc.stderr
    command = (out / "steps.txt").read_text().split("== bench (rc 0,")[1].splitlines()[0]
    assert "--iteration" not in command and "--games-in-flight 8" in command
    bench = json.loads((out / "bench" / "selfplay.json").read_text())
    assert bench["complete"] and "carry_ratio" not in bench
    assert bench["games_in_flight"] == 8 and len(bench["network_batch_curve"]) >= 3  # the tiny preset has 4


def test_the_chain_step_brings_a_run_back_in_parts_that_resume_it(tmp_path):
    """STEPS=chain: a new run for LINK minutes, brought back as $OUT/chain.tar.NN without best.pt
    and as its light copy; unpacked and carried in again, the next call resumes it; on a machine
    that has lost it, the call after that goes on from the light copy; the mistakes step judges the
    chain's network (RUN)."""
    chain, light = tmp_path / "chain", tmp_path / "light"

    def link(out: Path, place: str = "") -> str:
        env = {**os.environ, "DEV": "cpu", "PRESET": "tiny", "LINK": "0.02", "OUT": str(out), "CHAIN": str(chain),
               "LIGHT": str(light), "PY": sys.executable, "STEPS": "chain", "PLACE": place,
               "SETTINGS": "--set iterations=50 --set gating=false"}  # no gating, as the gpu preset
        proc = subprocess.run(["bash", str(ROOT / "docs" / "gpu-session.sh")], env=env, capture_output=True,
                              text=True, timeout=300)
        assert proc.returncode == 0, proc.stderr
        steps = (out / "steps.txt").read_text()
        assert "== chain (rc 0," in steps, steps
        assert sorted(p.name for p in out.iterdir()) == ["chain.tar.00", "light.tar", "steps.txt"]
        return steps

    def iterations() -> int:
        return len((chain / "metrics.jsonl").read_text().splitlines())

    assert "--set iterations=50" in link(tmp_path / "first")
    first = iterations()
    assert 1 <= first < 50
    shutil.rmtree(chain)  # what a session keeps of it: the parts, unpacked
    chain.mkdir()
    subprocess.run(["tar", "-xf", str(tmp_path / "first" / "chain.tar.00"), "-C", str(chain)], check=True)
    assert sorted(p.name for p in chain.iterdir() if not p.name.startswith(".")) == [
        "config.json", "connectx-run.json", "latest.pt", "learning_curve.png", "metrics.jsonl", "replay.npz",
        "tensorboard"]
    # where its work runs may change, and its bound on iterations (a run begun under an earlier preset's)
    steps = link(tmp_path / "second", place="--set exact_workers=3 --iterations 60")
    command = steps.split("== chain")[1].splitlines()[0]
    assert "--resume --set exact_workers=3 --iterations 60" in command and "--set iterations" not in command
    assert iterations() > first and (chain / "best.pt").exists()
    config = torch.load(chain / "latest.pt", weights_only=False)["config"]
    assert config["exact_workers"] == 3 and config["iterations"] == 60  # the rest its own

    second = iterations()  # a later call that carries the light copy alone
    light.mkdir()
    subprocess.run(["tar", "-xf", str(tmp_path / "second" / "light.tar"), "-C", str(light)], check=True)
    assert sorted(p.name for p in light.iterdir() if not p.name.startswith(".")) == [
        "config.json", "connectx-run.json", "latest.pt", "metrics.jsonl"]
    assert torch.load(light / "latest.pt", weights_only=False)["optimizer"] is None
    shutil.rmtree(chain)
    command = link(tmp_path / "third").split("== chain")[1].splitlines()[0]
    assert "--resume" in command and iterations() > second
    assert len((light / "metrics.jsonl").read_text().splitlines()) == second  # the copy itself untouched

    judged = tmp_path / "judged"  # the chain's network judged where it was trained
    env = {**os.environ, "DEV": "cpu", "POSITIONS": "2", "OUT": str(judged), "PY": sys.executable,
           "STEPS": "mistakes", "RUN": str(chain)}
    proc = subprocess.run(["bash", str(ROOT / "docs" / "gpu-session.sh")], env=env, capture_output=True, text=True,
                          timeout=300)
    assert proc.returncode == 0 and "== mistakes (rc 0," in (judged / "steps.txt").read_text(), proc.stderr
    assert list(json.loads((judged / "mistakes.json").read_text())["networks"]) == [str(chain / "best.pt")]
