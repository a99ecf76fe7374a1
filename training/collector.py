"""Python's garbage collector during a long run: the objects already made moved out of its scans.

A full collection (the oldest generation) walks every container object the process tracks, and
holds the interpreter's lock meanwhile, so every thread waits: self-play's trees, the thread
feeding the network, training. In a trainer that has imported torch and built its network and
replay window, that is about 440,000 objects and 250-300 ms a full collection on a two-core x86
CPU, every minute or so of the ``cpu`` preset's training. Those objects live as long as the run:
:func:`gc.freeze` moves them to a permanent generation that collections skip (the technique
Instagram's engineers described for their forked web servers, "Dismissing Python Garbage
Collection at Instagram", 2017), and the run's own garbage is collected as before.
"""

from __future__ import annotations

import contextlib
import gc
from collections.abc import Iterator


@contextlib.contextmanager
def objects_frozen() -> Iterator[int]:
    """Within the block, the objects tracked when it began (after a full collection, so that no
    garbage is kept) are out of the collector's scans; after it, back in its oldest generation.
    Yields how many were frozen; 0, doing nothing, inside another such block (whose objects stay
    frozen until it ends)."""
    if gc.get_freeze_count():
        yield 0
        return
    gc.collect()
    gc.freeze()
    try:
        yield gc.get_freeze_count()
    finally:
        gc.unfreeze()
