"""A run folder's files for the trainers: arrays written atomically (a crash leaves the previous
file whole, so a resumed run starts from the last state written; the other writers are in
:mod:`durable.files`), the run folder claimed, and the lookup
of a named preset."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import numpy as np

from durable.files import atomic_path, read_jsonl, sweep, write_text
from durable.run_folder import RunFolder


def write_npz(path: str, arrays: dict[str, np.ndarray]) -> None:
    """Write arrays as an ``.npz`` atomically (see :func:`durable.files.atomic_path`)."""
    with atomic_path(path, suffix=".npz") as tmp:
        np.savez(tmp, **arrays)


def repair_metrics(path: str, key: str, done: int, last: dict[str, Any]) -> None:
    """Make a run's ``metrics.jsonl`` hold one line per finished step after a kill: drop the lines
    whose ``key`` (``iteration``, ``epoch``) is past ``done`` (the checkpoint's) and a torn one, and
    add the checkpoint's own line ``last`` if the kill came before it was appended."""
    rows = [r for r in read_jsonl(path) if r[key] <= done]
    if last and (not rows or rows[-1][key] < done):
        rows.append(last)
    write_text(path, "".join(json.dumps(r) + "\n" for r in rows))


def claim_run_folder(folder: str, run_file: str, resume: bool, kind: str) -> RunFolder:
    """The run folder ``folder`` claimed for a ``kind`` run (:class:`durable.run_folder.RunFolder`;
    ``run_file``: the file a run writes at its first save), after removing what writers killed in
    it left (:func:`durable.files.sweep`).

    Raises:
        FileExistsError, FileNotFoundError, NotADirectoryError, ValueError: as
            :class:`~durable.run_folder.RunFolder`.
    """
    claimed = RunFolder(folder, kind, resume, run_file)
    sweep(folder)
    return claimed


def pick_preset(presets: dict[str, Any], name: str, kind: str, **overrides: Any) -> Any:
    """``presets[name]`` (a frozen dataclass) with top-level fields replaced.

    Raises:
        ValueError: an unknown name (the message lists the presets).
    """
    if name not in presets:
        raise ValueError(f"unknown {kind} preset {name!r}; presets: {', '.join(presets)}")
    return replace(presets[name], **overrides)
