"""Ctrl-C held back while a library's C code runs that would turn it into another error.

matplotlib's renderer, when SIGINT arrives while it draws, reports the pending KeyboardInterrupt
as ``ValueError: Invalid bounding box``: a run stopped by Ctrl-C as it drew its learning curve
then ended as if the user's input were bad (exit code 2) instead of saying what was kept (130).
"""

from __future__ import annotations

import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def sigint_held() -> Iterator[None]:
    """Run the block with Ctrl-C (SIGINT) held; one that came meanwhile is raised as
    ``KeyboardInterrupt`` when the block ends, so the C code it interrupted never sees it.

    Nothing changes where SIGINT is not Python's default handler (a worker that ignores it, a
    handler of the caller's own) or off the main thread, where signal handlers cannot be set."""
    if (threading.current_thread() is not threading.main_thread()
            or signal.getsignal(signal.SIGINT) is not signal.default_int_handler):
        yield
        return
    came: list[int] = []
    signal.signal(signal.SIGINT, lambda signum, frame: came.append(signum))
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, signal.default_int_handler)
    if came:
        raise KeyboardInterrupt
