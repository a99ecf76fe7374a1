"""Worker processes that end when their parent does, and run one thread each.

A ``ProcessPoolExecutor`` worker outlives a parent killed with SIGKILL until it next reads its
call queue, which takes as long as its current task (minutes for an episode or a solve). Each
worker here watches its parent's pid and exits within :data:`POLL_S` of the parent's death.

A worker ignores Ctrl-C (SIGINT, sent to the whole foreground process group): the parent stops
the work and says what was kept.

A pool has a worker a core, so each worker's libraries run one thread (:func:`one_thread_each`):
a BLAS or OpenMP library left at its default starts a thread a core in every worker, and threads
that wait for each other on shared cores spin while the one they wait for has none. On two cores,
a ladder of two workers played a numpy network agent's 100-simulation moves in 0.71 s each with
OpenBLAS's default threads, and in 0.021 s with one.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import sys
import threading
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from threadpoolctl import threadpool_limits

POLL_S = 0.25
"""How often a worker checks that its parent lives, in seconds."""

THREAD_VARIABLES = ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS", "NUMBA_NUM_THREADS")
"""The environment variables that set a library's threads when it loads."""


def usable_cores() -> int:
    """The CPU cores this process may run on: its affinity where the system has one (``taskset``,
    a container's cpuset), else every core."""
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1


def _watch_parent(parent_pid: int) -> None:
    while os.getppid() == parent_pid:
        time.sleep(POLL_S)
    os._exit(1)


def one_thread_each() -> None:
    """Run every BLAS and OpenMP library of this process on one thread: those already loaded
    through threadpoolctl, numba's parallel kernels in the calling thread where numba is loaded,
    and libraries loaded later through :data:`THREAD_VARIABLES` (set to 1 in ``os.environ``)."""
    for name in THREAD_VARIABLES:
        os.environ[name] = "1"
    threadpool_limits(1)
    if "numba" in sys.modules:
        sys.modules["numba"].set_num_threads(1)


def _start_worker(parent_pid: int, initializer: Callable[..., None] | None, initargs: tuple[Any, ...]) -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle: no traceback a worker
    one_thread_each()
    threading.Thread(target=_watch_parent, args=(parent_pid,), daemon=True, name="watch-parent").start()
    if initializer is not None:
        initializer(*initargs)


def process_pool(workers: int, initializer: Callable[..., None] | None = None,
                 initargs: tuple[Any, ...] = ()) -> ProcessPoolExecutor:
    """A pool of ``workers`` spawned processes (no state forked from the parent) that exit when
    the parent dies, each on one thread (:func:`one_thread_each`); ``initializer(*initargs)`` runs
    in each, as in ``ProcessPoolExecutor``."""
    return ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn"), initializer=_start_worker,
                               initargs=(os.getpid(), initializer, initargs))
