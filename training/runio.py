"""Atomic files for the numpy trainers (mc-mlp, td-linear): a crash leaves the previous file
whole, so a resumed run starts from the last state written."""

from __future__ import annotations

import json
import os
from typing import Any

import numpy as np


def _tmp(path: str) -> str:
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    return path + ".tmp"


def write_json(path: str, data: Any) -> None:
    """Write ``data`` as JSON atomically."""
    tmp = _tmp(path)
    with open(tmp, "w") as f:
        json.dump(data, f, indent=1)
    os.replace(tmp, path)


def read_json(path: str) -> Any:
    """The JSON in ``path``.

    Raises:
        ValueError: a file that is not JSON (the message names it).
    """
    try:
        with open(path) as f:
            return json.load(f)
    except json.JSONDecodeError as e:
        raise ValueError(f"{path} is corrupt (not JSON): {e}") from None


def write_npz(path: str, arrays: dict[str, np.ndarray]) -> None:
    """Write arrays as an ``.npz`` atomically."""
    tmp = _tmp(path) + ".npz"  # np.savez appends .npz to names without it
    np.savez(tmp, **arrays)
    os.replace(tmp, path)


def append_jsonl(path: str, record: dict[str, Any]) -> None:
    """Append one JSON line (flushed and synced, so a kill loses at most the line in flight)."""
    with open(path, "a") as f:
        f.write(json.dumps(record) + "\n")
        f.flush()
        os.fsync(f.fileno())
