"""A run folder's files for the trainers: atomic writes (a crash leaves the previous file whole,
so a resumed run starts from the last state written), the check that ``--resume`` matches what
the folder holds, and the lookup of a named preset."""

from __future__ import annotations

import json
import os
from dataclasses import replace
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


def write_bytes(path: str, data: bytes) -> None:
    """Write ``data`` atomically."""
    tmp = _tmp(path)
    with open(tmp, "wb") as f:
        f.write(data)
    os.replace(tmp, path)


def write_npz(path: str, arrays: dict[str, np.ndarray]) -> None:
    """Write arrays as an ``.npz`` atomically."""
    tmp = _tmp(path) + ".npz"  # np.savez appends .npz to names without it
    np.savez(tmp, **arrays)
    os.replace(tmp, path)


def read_tsv_records(path: str, fields: int) -> list[list[str]]:
    """The complete records of a TSV file written by :func:`append_tsv`: lines of ``fields``
    tab-separated values. A torn last line (a kill mid-write) is left out, and the file is ended
    with a newline so that the next record starts on a line of its own. [] when there is no file."""
    if not os.path.exists(path):
        return []
    with open(path) as f:
        text = f.read()
    records = [line[:-1].split("\t") for line in text.splitlines(keepends=True)
               if line.endswith("\n") and line.count("\t") == fields - 1]
    if text and not text.endswith("\n"):
        with open(path, "a") as f:
            f.write("\n")
    return records


def append_tsv(path: str, values: list[Any]) -> None:
    """Append one record (values joined by tabs, one line) to a TSV file."""
    with open(path, "a") as f:
        f.write("\t".join(str(v) for v in values) + "\n")


def append_jsonl(path: str, record: dict[str, Any]) -> None:
    """Append one JSON line (flushed and synced, so a kill loses at most the line in flight)."""
    with open(path, "a") as f:
        f.write(json.dumps(record) + "\n")
        f.flush()
        os.fsync(f.fileno())


def check_run_folder(marker: str, resume: bool, kind: str) -> None:
    """Refuse to start over a run, or to resume none; ``marker`` is the file a run writes first.

    Raises:
        FileExistsError: ``marker`` exists and ``resume`` is False.
        FileNotFoundError: ``resume`` and no ``marker``.
    """
    folder = os.path.dirname(marker) or "."
    if os.path.exists(marker) and not resume:
        raise FileExistsError(f"{folder} already holds a {kind} run; pass --resume or another --out")
    if resume and not os.path.exists(marker):
        raise FileNotFoundError(f"no {kind} run to resume in {folder} (no {os.path.basename(marker)})")


def pick_preset(presets: dict[str, Any], name: str, kind: str, **overrides: Any) -> Any:
    """``presets[name]`` (a frozen dataclass) with top-level fields replaced.

    Raises:
        ValueError: an unknown name (the message lists the presets).
    """
    if name not in presets:
        raise ValueError(f"unknown {kind} preset {name!r}; presets: {', '.join(presets)}")
    return replace(presets[name], **overrides)
