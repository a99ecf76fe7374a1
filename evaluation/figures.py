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
    """``figures`` with what makes them comparable (:func:`provenance`: the command, the commit,
    the machine), written (atomically) to ``out_dir/NAME.json`` and printed as one JSON line
    unless ``quiet``."""
    figures = {"bench": name, **provenance(), **figures}
    write_json(os.path.join(out_dir, f"{name}.json"), figures, indent=2)
    if not quiet:
        print(json.dumps(figures))


def provenance() -> dict[str, Any]:
    """The facts a bench's figures are read against: ``command`` (this process's command line),
    ``commit`` (the checkout's ``git`` commit, ``+`` where it has changes; None outside a
    checkout), ``python``, ``machine`` (the architecture), ``cpu`` (the model, Linux's
    ``/proc/cpuinfo``), ``cpus`` (all) and ``usable_cores`` (this process's), and ``blas`` (each
    BLAS library numpy loaded, with the kernel architecture it picked and its threads: OpenBLAS
    picks by the CPU, and its choice moves numpy's speed)."""
    import shlex
    import subprocess
    import sys

    from threadpoolctl import threadpool_info

    from durable.workers import usable_cores

    here = os.path.dirname(os.path.abspath(__file__))
    try:
        head = subprocess.run(["git", "-C", here, "rev-parse", "HEAD"], capture_output=True, text=True,
                              timeout=10).stdout.strip() or None
        dirty = head and subprocess.run(["git", "-C", here, "status", "--porcelain", "--untracked-files=no"],
                                        capture_output=True, text=True, timeout=10).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        head, dirty = None, ""
    cpu = None
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            cpu = next((line.split(":", 1)[1].strip() for line in f if line.startswith("model name")), None)
    except OSError:
        pass
    return {"command": shlex.join([os.path.basename(sys.argv[0]), *sys.argv[1:]]),
            "commit": head and head + ("+" if dirty else ""), "python": platform.python_version(),
            "machine": platform.machine(), "cpu": cpu or platform.processor() or None, "cpus": os.cpu_count(),
            "usable_cores": usable_cores(),
            "blas": [f"{i.get('internal_api')} {i.get('architecture') or ''} x{i.get('num_threads')}".replace("  ", " ")
                     for i in threadpool_info() if i.get("user_api") == "blas"]}


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
