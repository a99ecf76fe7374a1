"""The benches' figures: written to ``OUT/NAME.json`` with the machine's facts, printed as one
JSON line; and a loop timed for a number of seconds."""

from __future__ import annotations

import json
import os
import platform
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from durable.files import write_json

OUT = "bench-results"
"""The folder the benches write their figures to unless told."""

SHIPPED_FILE = os.path.join("submissions", "default", "main.py")
SHIPPED_NETWORK = os.path.join("submissions", "default", "network.pt")
"""The shipped submission and its network (from the repository's root): what a bench measures
unless told."""


def write_figures(name: str, figures: dict[str, Any], out_dir: str, quiet: bool = False) -> None:
    """``figures`` with the bench's name, Python's version, the machine and its CPU count, written
    (atomically) to ``out_dir/NAME.json`` and printed as one JSON line unless ``quiet``."""
    figures = {"bench": name, "python": platform.python_version(), "machine": platform.machine(),
               "cpus": os.cpu_count(), **figures}
    write_json(os.path.join(out_dir, f"{name}.json"), figures, indent=2)
    if not quiet:
        print(json.dumps(figures))


def timed(fn: Callable[[], int], seconds: float) -> tuple[int, float]:
    """Call ``fn`` (which returns a count) until ``seconds`` pass; total count and elapsed time."""
    total, start = 0, time.perf_counter()
    while True:
        total += fn()
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return total, elapsed


@contextmanager
def cudnn_benchmark() -> Iterator[None]:
    """Within the block, cuDNN times its algorithms for each new shape at its first pass and keeps
    the fastest (``torch.backends.cudnn.benchmark``), instead of choosing by heuristics; the flag as
    it was after."""
    import torch

    before = torch.backends.cudnn.benchmark
    torch.backends.cudnn.benchmark = True
    try:
        yield
    finally:
        torch.backends.cudnn.benchmark = before
