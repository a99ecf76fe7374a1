"""The shipped file on a CPU half as fast: full episodes in both seats at Kaggle's clock (2 s a
move, a 60 s bank) never leave its bank below the reserve it plans to keep."""

import os
import signal
import subprocess
import sys
import time

import psutil
import pytest

from agents.kaggle import TimeControl
from ladder.episode import play_episode
from packager.validate import half_a_core

DEFAULT = "submissions/default/main.py"


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(os, "sched_setaffinity"), reason="pinning to a core needs Linux")
def test_the_bank_never_falls_below_the_reserve_on_half_a_core():
    with half_a_core():
        result = play_episode(DEFAULT, DEFAULT, act_timeout=2.0, overage=60.0, seed=3)  # both seats, to the end
    assert result.statuses == ["DONE", "DONE"], result.statuses
    assert len(result.moves) >= 20, result.moves  # a full game, not a quick loss
    reserve = TimeControl().reserve_s
    print(f"half a core: {len(result.moves)} moves, score {result.score}, least bank {result.bank_low} s, "
          f"slowest move {[max(t) for t in result.move_seconds]} s")
    assert min(result.bank_low) >= reserve, f"bank fell to {result.bank_low} s (reserve {reserve} s)"


@pytest.mark.skipif(not hasattr(os, "sched_setaffinity"), reason="pinning to a core needs Linux")
def test_the_busy_loop_ends_with_a_parent_killed_by_a_signal():
    code = "from packager.validate import half_a_core\nimport time\nwith half_a_core():\n    print(1, flush=True)\n" \
           "    time.sleep(60)\n"
    parent = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
    try:
        assert parent.stdout.readline().strip() == "1"
        # the loop by its CPU time (a share of a window is too noisy when the test's neighbours load the cores)
        hogs: list = []
        deadline = time.monotonic() + 10
        while not hogs and time.monotonic() < deadline:
            time.sleep(0.2)
            hogs = [p for p in psutil.Process(parent.pid).children(recursive=True) if sum(p.cpu_times()[:2]) > 0.2]
        assert hogs, "no busy loop beside the block"
    finally:
        parent.send_signal(signal.SIGKILL)
        parent.wait()
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and any(h.is_running() and h.status() != psutil.STATUS_ZOMBIE for h in hogs):
        time.sleep(0.1)
    assert not any(h.is_running() and h.status() != psutil.STATUS_ZOMBIE for h in hogs), "the busy loop outlived it"
