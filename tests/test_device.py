"""The CPU's cores beside the network's device (training.nets.device.share_cores): each case in a
fresh process, since numba's OpenMP runtime reads its wait policy once, when it starts. libgomp's
``OMP_DISPLAY_ENV=verbose`` prints each runtime's settings as it starts: torch's at import, then
numba's at the trees' thread count."""

import json
import os
import subprocess
import sys

import torch

from training.nets.device import share_cores

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
    import numba

    assert share_cores(torch.device("cpu")) == numba.get_num_threads() == numba.config.NUMBA_NUM_THREADS
