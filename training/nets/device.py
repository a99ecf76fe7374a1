"""Device choice: CUDA when it is there, else the CPU; and the CPU's cores beside a GPU."""

from __future__ import annotations

import contextlib
import os
import subprocess
import threading
from collections.abc import Iterator

import numba
import torch

from durable.workers import usable_cores

CORES_FOR_THE_GPU = 2
"""Cores left out of the trees' numba threads when a network on CUDA answers them: one for the
thread that feeds the GPU, one for the rest of the process (the exact targets' solver threads)."""


def choose_device(name: str = "auto") -> torch.device:
    """``'auto'`` picks ``cuda`` when available, else ``cpu``; ``'cpu'``/``'cuda'``/``'cuda:N'``
    are taken as given.

    Raises:
        ValueError: ``cuda`` asked for on a machine without it, or an unknown name.
    """
    if name == "auto":
        return torch.device("cuda" if torch.cuda.is_available() else "cpu")
    if name.startswith("cuda") and not torch.cuda.is_available():
        raise ValueError(f"device {name!r} asked for, but torch sees no CUDA device here")
    try:
        return torch.device(name)
    except RuntimeError:
        raise ValueError(f"unknown device {name!r}: use auto, cpu, cuda or cuda:N") from None


SOLVER_SHARE = 3 / 8
"""The share of a GPU host's cores that an automatic ``exact_cores`` sets apart for the exact
targets' solver threads: 6 of 16 on the H200 host where the ``gpu`` preset's self-play, labelled
beside them, ran at 0.9-2.0 M simulations/s, more than an earlier build's unlabelled (1.33 M),
whose labelling on every core had cut it to a sixth."""


def solver_cores(requested: int, device: torch.device) -> int:
    """The cores to set apart for the exact targets' solver threads (:func:`cores_apart`):
    ``requested`` where it is 0 or more; -1 (automatic) :data:`SOLVER_SHARE` of the usable cores,
    rounded down, beside a GPU where at least 8 are usable, else 0 (on a CPU, where the network
    is the limit, set apart or sharing measured level).

    Raises:
        ValueError: ``requested`` below -1.
    """
    if requested < -1:
        raise ValueError(f"cores for the solver must be -1 (automatic) or at least 0, got {requested}")
    if requested >= 0:
        return requested
    cores = usable_cores()
    return int(cores * SOLVER_SHARE) if device.type == "cuda" and cores >= 8 else 0


def share_cores(device: torch.device) -> int:
    """Set the calling thread's numba threads (the trees' kernels in self-play and search) for a
    network on ``device``, and return their count.

    On the CPU: every core the thread may run on (numba's default where no affinity narrows it),
    the network and the trees taking turns. On CUDA: all those cores but :data:`CORES_FOR_THE_GPU`,
    and numba's OpenMP threads sleep between kernels instead of spinning
    (``OMP_WAIT_POLICY=passive``), so the thread that feeds the GPU always has a core: on one H100
    with 16 cores, the ``gpu`` preset's self-play made 978,000 simulations/s against 636,000 on 16
    spinning threads, and its training iterations' self-play ran twice as fast. A
    ``NUMBA_NUM_THREADS`` or ``OMP_WAIT_POLICY`` in the environment is kept as given, and a
    ``GOMP_SPINCOUNT`` there overrides the policy (libgomp's threads spin that many iterations,
    then sleep; ``bench selfplay``'s ``spinning_ratio`` measures a spinning count). The wait
    policy takes effect where numba's OpenMP runtime has not started yet in this process (it
    starts at the first parallel kernel or thread count set): call this first. The count is
    thread-local in numba: call it in the thread that runs the trees (again after
    :func:`cores_apart` changes its cores).
    """
    threads = numba.config.NUMBA_NUM_THREADS
    if "NUMBA_NUM_THREADS" not in os.environ:
        threads = min(threads, usable_cores())
        if device.type == "cuda":
            threads = max(1, threads - CORES_FOR_THE_GPU)
    if device.type == "cuda":
        os.environ.setdefault("OMP_WAIT_POLICY", "passive")
    numba.set_num_threads(threads)
    return threads


def _thread_cores() -> dict[int, set[int]]:
    """Each of this process's threads (native id, Linux) and the cores it may run on; a thread
    that ends while it is read is left out."""
    cores = {}
    for tid in map(int, os.listdir("/proc/self/task")):
        with contextlib.suppress(ProcessLookupError):
            cores[tid] = os.sched_getaffinity(tid)
    return cores


@contextlib.contextmanager
def cores_apart(count: int) -> Iterator[frozenset[int]]:
    """Set ``count`` of the calling thread's cores apart (the highest-numbered): every thread of
    the process is kept off them, and so are the threads started within (a thread starts on its
    parent's cores), until the block ends and every thread may run on all of them again. Yields
    the cores set apart, for a pool of threads that confines itself to them
    (``os.sched_setaffinity(0, cores)`` in each; the exact targets' ``cores``). ``count`` 0, or a
    system without thread affinity (not Linux): nothing is set apart, and the set is empty.

    Threads that share cores can wait on each other: a solver thread on a core of self-play's
    trees holds up the whole parallel kernel whose thread it displaced, and a displaced thread that
    feeds a GPU holds up the network (the likeliest reading of a 16-core GPU host's figures, where
    four solver threads slowed self-play as much as sixteen).

    Raises:
        ValueError: ``count`` negative, or leaving the caller no core.
    """
    mine = os.sched_getaffinity(0) if hasattr(os, "sched_getaffinity") else set()
    if count < 0 or (count and mine and count >= len(mine)):
        raise ValueError(f"cores to set apart must be at least 0 and fewer than the {len(mine)} usable, got {count}")
    if not count or not mine or not os.path.isdir("/proc/self/task"):
        yield frozenset()
        return
    apart = frozenset(sorted(mine)[-count:])
    before = _thread_cores()
    for tid, cores in before.items():
        with contextlib.suppress(ProcessLookupError):  # a thread that ended meanwhile
            os.sched_setaffinity(tid, (cores - apart) or mine - apart)
    try:
        yield apart
    finally:
        for tid in _thread_cores():
            with contextlib.suppress(ProcessLookupError):
                os.sched_setaffinity(tid, before.get(tid, mine))


class GpuUtilisation:
    """The GPU's utilisation, sampled every ``every`` seconds inside a ``with`` block: the
    percentage NVML and nvidia-smi report (0-100, the share of the last sample period in which a
    kernel ran on ``device``), read through NVML (``torch.cuda.utilization``) or else the
    ``nvidia-smi`` command. On a CPU, or where neither answers, nothing is sampled and
    :meth:`mean` and :meth:`take` are None; a read that fails later ends the sampling.

    Args:
        device: the device whose GPU is sampled.
        every: seconds between samples.
    """

    def __init__(self, device: torch.device, every: float = 0.2):
        self.device, self.every, self.samples = device, every, []
        self._stop: threading.Event | None = None

    def _read(self) -> float:
        try:
            return float(torch.cuda.utilization(self.device))
        except Exception:  # no NVML bindings: ask the driver's command instead
            index = self.device.index or 0
            out = subprocess.run(["nvidia-smi", "--query-gpu=utilization.gpu", "--format=csv,noheader,nounits",
                                  "-i", str(index)], capture_output=True, text=True, timeout=5, check=True)
            return float(out.stdout.strip())

    def __enter__(self) -> GpuUtilisation:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def start(self) -> GpuUtilisation:
        """Begin sampling (as entering the ``with`` block does); returns itself."""
        if self.device.type != "cuda":
            return self
        try:
            self._read()
        except Exception:  # neither NVML nor nvidia-smi: report no figure rather than a wrong one
            return self
        self._stop = threading.Event()

        def sample() -> None:
            while not self._stop.wait(self.every):
                try:
                    self.samples.append(self._read())
                except Exception:  # the driver stopped answering: the samples so far stand
                    return

        self._thread = threading.Thread(target=sample, name="gpu-utilisation", daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        """End sampling (as leaving the ``with`` block does); the samples stay."""
        if self._stop is not None:
            self._stop.set()
            self._thread.join()

    def mean(self) -> float | None:
        """The mean of the samples so far, percent; None without any."""
        return sum(self.samples) / len(self.samples) if self.samples else None

    def take(self) -> float | None:
        """:meth:`mean`, and the samples cleared (the next call's mean starts from here)."""
        taken, self.samples = self.samples, []
        return sum(taken) / len(taken) if taken else None
