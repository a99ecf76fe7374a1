"""A training run's folder, owned and locked: a new run starts only in a new or empty folder and
marks it as its own; one process at a time works in it, under an operating-system lock that dies
with the process (a kill never leaves a stale lock). Within a process the lock is re-entrant: a
resumed run's trainer may be made while an earlier one of the same process lives."""

from __future__ import annotations

import json
import os

from filelock import FileLock, Timeout

from durable.files import write_json

MARKER = "connectx-run.json"
"""The file that says "a connectx run of this kind": ``{"kind": KIND}``, written first."""
LOCK = ".connectx.lock"
"""The lock file, held for as long as a process works in the folder."""


class RunFolder:
    """The folder ``path`` claimed for a run of ``kind`` (``alphazero``, ``distill``, ...): checked,
    then locked, then marked, before anything else is written in it; :meth:`release` (or the
    process's end) lets it go.

    A new run (``resume`` False) takes a folder that does not exist, is empty, or holds a run of
    ``kind`` that ended before writing ``run_file`` (its first checkpoint, e.g. ``latest.pt``); a
    resumed one needs ``run_file`` (folders of runs older than the marker have no marker).

    Raises:
        FileExistsError: a new run in a folder that holds a run (``run_file``, or another kind's
            marker) or files connectx did not write, or a folder another process holds.
        FileNotFoundError: ``resume`` and no run of ``kind`` there.
        NotADirectoryError: ``path`` is a file.
        ValueError: ``resume`` on another kind's run.
    """

    def __init__(self, path: str, kind: str, resume: bool, run_file: str | None = None):
        self.path, self.kind = path, kind
        self._check(resume, run_file)  # before anything is written
        os.makedirs(path, exist_ok=True)
        self._lock = FileLock(os.path.join(path, LOCK), is_singleton=True)  # re-entrant within a process
        try:
            self._lock.acquire(timeout=0)
        except Timeout:
            raise FileExistsError(f"{path} is in use by another connectx process: wait for it to end, "
                                  "or choose another --out") from None
        try:
            self._check(resume, run_file)  # again under the lock: another process may have begun a run
            if not resume or not os.path.exists(os.path.join(path, MARKER)):
                write_json(os.path.join(path, MARKER), {"kind": kind})
        except BaseException:
            self.release()
            raise

    def _check(self, resume: bool, run_file: str | None) -> None:
        if os.path.exists(self.path) and not os.path.isdir(self.path):
            raise NotADirectoryError(20, "a file, not a folder", self.path)
        entries = set(os.listdir(self.path)) - {LOCK} if os.path.isdir(self.path) else set()
        marked = _marked_kind(os.path.join(self.path, MARKER))
        held = (run_file in entries) if run_file is not None else marked is not None  # a run to resume
        if resume:
            if marked not in (None, self.kind):
                raise ValueError(f"{self.path} holds a run of train {marked}, not of train {self.kind}")
            if not held:
                raise FileNotFoundError(f"no run of train {self.kind} to resume in {self.path}"
                                        + (" (it ended before its first checkpoint: start it anew)" if marked else ""))
        elif held or marked not in (None, self.kind):
            raise FileExistsError(f"{self.path} already holds a run (train {marked or self.kind}): pass --resume "
                                  "to continue it, or choose another --out")
        elif marked is None and entries:
            shown = ", ".join(sorted(entries)[:3]) + (", ..." if len(entries) > 3 else "")
            raise FileExistsError(f"{self.path} holds files connectx did not write ({shown}): a new run "
                                  "takes a new or empty --out")

    def release(self) -> None:
        """Let the folder go (another process may then work in it)."""
        self._lock.release()


def _marked_kind(path: str) -> str | None:
    """The kind a marker file names; None where there is none or it is not a marker."""
    try:
        with open(path, encoding="utf-8") as f:
            kind = json.load(f).get("kind")
    except (OSError, ValueError, AttributeError):
        return None
    return kind if isinstance(kind, str) else None
