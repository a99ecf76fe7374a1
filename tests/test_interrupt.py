"""Ctrl-C: a long command stopped by SIGINT ends with one line naming what was kept and the command
that continues, exit code 130, no traceback (from the process or its workers)."""

from __future__ import annotations

import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent



def interrupt(argv: list[str], ready, timeout: float = 180) -> subprocess.CompletedProcess:
    """Run ``connectx ARGV``, send it SIGINT once ``ready()`` holds, and return how it ended."""
    # Ctrl-C as a terminal delivers it: to a command whose SIGINT is the default (a Python started
    # with SIGINT ignored, as it would inherit from a test process that ignores it, never sees it)
    proc = subprocess.Popen([sys.executable, "-m", "cli.main", *argv], cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    deadline = time.monotonic() + timeout
    while not ready() and proc.poll() is None and time.monotonic() < deadline:
        time.sleep(0.1)
    time.sleep(0.5)
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=120)
    return subprocess.CompletedProcess(argv, proc.returncode, out, err)


def test_ctrl_c_in_training_says_where_the_run_is_and_how_to_resume(tmp_path):
    run = tmp_path / "run"
    argv = ["train", "alphazero", "--preset", "tiny", "--out", str(run), "--iterations", "500"]
    done = interrupt(argv, lambda: (run / "metrics.jsonl").exists())
    assert done.returncode == 130, done.stderr
    assert "Traceback" not in done.stderr
    line = done.stderr.strip().splitlines()[-1]
    assert line.startswith("connectx: interrupted: ") and "keeps the run at its last checkpoint" in line
    assert f"continue with: connectx train alphazero --preset tiny --out {run} --iterations 500 --resume" in line
    resumed = subprocess.run([sys.executable, "-m", "cli.main", *argv, "--resume", "--iterations", "1"], cwd=ROOT,
                             capture_output=True, text=True, timeout=300)
    assert resumed.returncode == 0, resumed.stderr


def test_ctrl_c_in_a_ladder_keeps_its_episodes_and_its_workers_stay_quiet(tmp_path):
    db = tmp_path / "ladder.sqlite"
    argv = ["ladder", "random", "negamax", "--games", "400", "--workers", "2", "--db", str(db),
            "--report-dir", str(tmp_path / "report"), "--no-progress"]
    done = interrupt(argv, db.exists)
    assert done.returncode == 130 and "Traceback" not in done.stderr, done.stderr
    assert done.stderr.strip().splitlines()[-1] == (
        f"connectx: interrupted: the episodes played so far are in {db}; continue with: connectx {' '.join(argv)}")


def test_ctrl_c_while_the_learning_curve_is_drawn_is_raised_once_the_picture_is_written(tmp_path):
    # matplotlib's renderer makes a Ctrl-C that comes while it draws a ValueError ("Invalid bounding
    # box"), which the CLI would report as bad input (exit 2) instead of an interrupted run (130)
    import os

    import matplotlib.figure
    import pytest

    from durable.files import append_jsonl
    from training.alphazero.learning_curve import plot_learning_curve

    metrics = tmp_path / "metrics.jsonl"
    for i in (1, 2):
        append_jsonl(str(metrics), {"iteration": i, "run_seconds": 60.0 * i, "loss": 1.0 / i,
                                    "loss_value": 0.5 / i, "loss_policy": 0.5 / i})
    png = tmp_path / "learning_curve.png"
    savefig = matplotlib.figure.Figure.savefig

    def interrupted_savefig(fig, *args, **kwargs):
        os.kill(os.getpid(), signal.SIGINT)  # Ctrl-C as the renderer starts
        return savefig(fig, *args, **kwargs)

    previous = signal.signal(signal.SIGINT, signal.default_int_handler)  # as in the CLI's process
    try:
        matplotlib.figure.Figure.savefig = interrupted_savefig
        with pytest.raises(KeyboardInterrupt):
            plot_learning_curve(str(metrics), str(png))
        assert png.read_bytes().startswith(b"\x89PNG")
        assert signal.getsignal(signal.SIGINT) is signal.default_int_handler
    finally:
        matplotlib.figure.Figure.savefig = savefig
        signal.signal(signal.SIGINT, previous)
