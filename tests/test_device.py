"""The CPU's cores beside the network's device (training.nets.device.share_cores): each case in a
fresh process, since numba's OpenMP runtime reads its wait policy once, when it starts. libgomp's
``OMP_DISPLAY_ENV=verbose`` prints each runtime's settings as it starts: torch's at import, then
numba's at the trees' thread count. And cores set apart for the exact targets' solver threads
(training.nets.device.cores_apart), as many as asked or, automatically, as suit the machine
(training.nets.device.solver_cores). And the GPU's utilisation sampled while training
(training.nets.device.GpuUtilisation), its reader faked."""

import json
import os
import subprocess
import sys
import threading

import numba
import numpy as np
import pytest
import torch

from agents.board import Position
from durable.workers import usable_cores
from training.alphazero.exact_targets import ExactTargets
from training.alphazero.selfplay.config import SelfPlayConfig
from training.alphazero.selfplay.flight import self_play
from training.alphazero.selfplay.network import UniformLeafEvaluator
from training.nets import device as device_module
from training.nets.device import GpuUtilisation, cores_apart, share_cores, solver_cores

CASE = """
import json, os, sys
import numba, torch
from training.nets.device import share_cores
threads = share_cores(torch.device(sys.argv[1]))
print(json.dumps({"threads": threads, "numba": numba.get_num_threads(), "all": numba.config.NUMBA_NUM_THREADS,
                  "layer": numba.threading_layer(), "policy": os.environ.get("OMP_WAIT_POLICY")}))
"""


def _case(device: str, **env: str) -> tuple[dict, list[str]]:
    clean = {k: v for k, v in os.environ.items() if k not in ("NUMBA_NUM_THREADS", "OMP_WAIT_POLICY")}
    proc = subprocess.run([sys.executable, "-c", CASE, device], env={**clean, "OMP_DISPLAY_ENV": "verbose", **env},
                          capture_output=True, text=True, timeout=120, cwd=os.path.dirname(os.path.dirname(__file__)))
    assert proc.returncode == 0, proc.stderr
    spins = [line.split("=")[1].strip().strip("'") for line in proc.stderr.splitlines() if "GOMP_SPINCOUNT" in line]
    return json.loads(proc.stdout.strip().splitlines()[-1]), spins


def test_beside_a_gpu_two_cores_are_left_and_the_trees_threads_sleep_between_kernels():
    got, spins = _case("cuda")
    assert got["threads"] == got["numba"] == max(1, got["all"] - 2)
    assert got["policy"] == "passive"
    if got["layer"] == "omp":  # numba's runtime, the last to start, waits without spinning
        assert spins and spins[-1] == "0", spins


def test_on_the_cpu_every_core_and_the_wait_policy_untouched():
    got, spins = _case("cpu")
    assert got["threads"] == got["numba"] == got["all"]
    assert got["policy"] is None
    if got["layer"] == "omp":
        assert spins and spins[-1] != "0", spins


def test_a_users_settings_are_kept_beside_a_gpu():
    got, spins = _case("cuda", NUMBA_NUM_THREADS="2", OMP_WAIT_POLICY="active")
    assert got["threads"] == got["numba"] == got["all"] == 2
    assert got["policy"] == "active"
    if got["layer"] == "omp":
        assert spins and int(spins[-1]) > 300_000, spins


def test_in_this_process_the_cpu_keeps_every_core():
    assert share_cores(torch.device("cpu")) == numba.get_num_threads() == numba.config.NUMBA_NUM_THREADS


def _cores_of_a_thread_started_now() -> set[int]:
    seen = {}
    thread = threading.Thread(target=lambda: seen.update(cores=os.sched_getaffinity(0)))
    thread.start()
    thread.join()
    return seen["cores"]


@pytest.mark.skipif(not hasattr(os, "sched_setaffinity") or len(os.sched_getaffinity(0)) < 2,
                    reason="thread affinity (Linux) and two cores")
def test_cores_set_apart_keep_every_other_thread_off_them_and_the_solver_on_them():
    mine = os.sched_getaffinity(0)
    ready, release = threading.Event(), threading.Event()
    ids = {}

    def waiting() -> None:  # a thread started before the cores are set apart
        ids["before"] = threading.get_native_id()
        ready.set()
        release.wait()

    earlier = threading.Thread(target=waiting)
    earlier.start()
    ready.wait()
    games, _ = self_play(UniformLeafEvaluator(), 2, SelfPlayConfig(simulations=8, parallel_games=2, start_plies=2),
                         Position(), np.random.default_rng(0))
    try:
        with cores_apart(1) as apart:
            rest = mine - apart
            assert apart == {max(mine)} and os.sched_getaffinity(0) == rest
            assert os.sched_getaffinity(ids["before"]) == rest  # threads already running moved off them
            assert _cores_of_a_thread_started_now() == rest  # and threads started within begin off them
            assert usable_cores() == len(rest)
            if "NUMBA_NUM_THREADS" not in os.environ:
                assert share_cores(torch.device("cpu")) == numba.get_num_threads() == min(
                    numba.config.NUMBA_NUM_THREADS, len(rest))
            exact = ExactTargets(min_ply=14, nodes=10**9, workers=2, cores=apart)
            exact.submit(games).result()
            solver = {frozenset(exact._pool.submit(os.sched_getaffinity, 0).result()) for _ in range(4)}
            exact.close()
            assert solver == {apart}  # the solver's threads on the cores set apart alone
        assert os.sched_getaffinity(0) == os.sched_getaffinity(ids["before"]) == mine  # every core again
        assert _cores_of_a_thread_started_now() == mine
    finally:
        release.set()
        earlier.join()
        share_cores(torch.device("cpu"))
    with cores_apart(0) as none:
        assert none == frozenset() and os.sched_getaffinity(0) == mine
    for count in (-1, len(mine)):
        with pytest.raises(ValueError, match="cores to set apart"), cores_apart(count):
            pass


@pytest.mark.parametrize(("cores", "device", "apart"), [
    (16, "cuda", 6), (8, "cuda", 3), (12, "cuda", 4), (7, "cuda", 0), (2, "cuda", 0), (16, "cpu", 0)])
def test_automatic_solver_cores_are_three_eighths_of_a_gpu_hosts_cores(monkeypatch, cores, device, apart):
    monkeypatch.setattr(device_module, "usable_cores", lambda: cores)
    assert solver_cores(-1, torch.device(device)) == apart  # 6 of 16: the H200 host's measured count
    assert solver_cores(5, torch.device(device)) == 5 and solver_cores(0, torch.device(device)) == 0  # as asked
    with pytest.raises(ValueError, match="-1"):
        solver_cores(-2, torch.device(device))


def test_gpu_utilisation_samples_while_open_and_takes_the_mean_since_the_last_take(monkeypatch):
    values, gate = [40.0, 60.0, 80.0, 100.0], threading.Event()

    def read(self):
        if values:
            return values.pop(0)
        gate.wait()  # no more readings until the test lets it go on
        return 0.0

    monkeypatch.setattr(GpuUtilisation, "_read", read)
    with GpuUtilisation(torch.device("cuda"), every=0.001) as busy:  # the first reading checks the driver
        while len(busy.samples) < 3:
            threading.Event().wait(0.001)
        assert busy.take() == pytest.approx(80.0)  # 60, 80 and 100; the check's 40 is no sample
        assert busy.take() is None  # taken: the next mean starts afresh
        gate.set()
    assert busy._thread.name == "gpu-utilisation" and not busy._thread.is_alive()  # stopped with the block


def test_gpu_utilisation_is_none_on_a_cpu_or_without_a_driver_and_stops_when_the_driver_does(monkeypatch):
    with GpuUtilisation(torch.device("cpu"), every=0.001) as busy:
        threading.Event().wait(0.01)
    assert busy.mean() is None and busy.take() is None

    def absent(self):
        raise FileNotFoundError("nvidia-smi")

    monkeypatch.setattr(GpuUtilisation, "_read", absent)
    with GpuUtilisation(torch.device("cuda"), every=0.001) as busy:
        threading.Event().wait(0.01)
    assert busy.mean() is None  # no figure rather than a wrong one
    calls = iter([50.0, 30.0])

    def stops(self):
        return next(calls)  # StopIteration after the second: the driver stopped answering

    monkeypatch.setattr(GpuUtilisation, "_read", stops)
    busy = GpuUtilisation(torch.device("cuda"), every=0.001).start()
    busy._thread.join(timeout=5)
    assert not busy._thread.is_alive() and busy.mean() == 30.0  # the samples so far stand
    busy.stop()
