"""Worker processes that end when their parent does.

A ``ProcessPoolExecutor`` worker outlives a parent killed with SIGKILL until it next reads its
call queue, which takes as long as its current task (minutes for an episode or a solve). Each
worker here watches its parent's pid and exits within :data:`POLL_S` of the parent's death.
"""

from __future__ import annotations

import multiprocessing
import os
import threading
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from typing import Any

POLL_S = 0.25
"""How often a worker checks that its parent lives, in seconds."""


def _watch_parent(parent_pid: int) -> None:
    while os.getppid() == parent_pid:
        time.sleep(POLL_S)
    os._exit(1)


def _start_worker(parent_pid: int, initializer: Callable[..., None] | None, initargs: tuple[Any, ...]) -> None:
    threading.Thread(target=_watch_parent, args=(parent_pid,), daemon=True, name="watch-parent").start()
    if initializer is not None:
        initializer(*initargs)


def process_pool(workers: int, initializer: Callable[..., None] | None = None,
                 initargs: tuple[Any, ...] = ()) -> ProcessPoolExecutor:
    """A pool of ``workers`` spawned processes (no state forked from the parent) that exit when
    the parent dies; ``initializer(*initargs)`` runs in each, as in ``ProcessPoolExecutor``."""
    return ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn"), initializer=_start_worker,
                               initargs=(os.getpid(), initializer, initargs))
