"""Files that a kill never leaves half-written.

Every file is written beside its destination under a unique temporary name, synced, then renamed
over it (``os.replace`` is atomic on one file system), so a reader sees the old file or the new one
and never a mix; the temporary file is removed when the write fails, and by the next write of the
same file (or :func:`sweep`) when a kill left it. Journals (JSON lines, TSV) are appended and
synced one record at a time, and read back without the last record when a kill tore it.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import sys
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any


def _destination(path: str) -> str:
    """The folder to write ``path`` in (made if missing).

    Raises:
        ValueError: ``path`` is a folder, or its parent is a file.
    """
    if os.path.isdir(path):
        raise ValueError(f"{path} is a folder; give a file path")
    folder = os.path.dirname(os.path.abspath(path))
    if os.path.exists(folder) and not os.path.isdir(folder):
        raise ValueError(f"cannot write {path}: {folder} is a file, not a folder")
    os.makedirs(folder, exist_ok=True)
    return folder


def check_output(out: str, inputs: list[str], own: Callable[[str], bool], kind: str) -> None:
    """Refuse to write ``out`` over one of ``inputs`` (the same file by any path), or over an
    existing file that is not ``kind`` (``own(out)`` False), before anything is written.

    Raises:
        FileExistsError: either of the two.
        ValueError: ``out`` is a folder, or its parent is a file.
    """
    if os.path.isdir(out):
        raise ValueError(f"{out} is a folder; give a file path")
    if not os.path.exists(out):
        return
    for given in inputs:
        if given and os.path.exists(given) and os.path.samefile(out, given):
            raise FileExistsError(f"--out {out} is the input {given}: choose another --out (the input is kept)")
    if not own(out):
        raise FileExistsError(f"{out} exists and is not {kind}: connectx writes only over its own files; "
                              "move it or choose another --out")


def writable_folder(path: str) -> None:
    """Make the folder ``path`` (and its parents) if missing, and check that files can be made in
    it, before a long command's work rather than after.

    Raises:
        OSError: it cannot be made (a file in the way, no permission), or it is read-only.
    """
    os.makedirs(path, exist_ok=True)
    fd, probe = tempfile.mkstemp(dir=path, prefix=".connectx-probe-")
    os.close(fd)
    os.unlink(probe)


_TEMPORARY = re.compile(r"^\.(?P<name>.+)\.(?P<pid>\d+)-[^.]+\.tmp")
"""The name of :func:`atomic_path`'s temporary files: ``.NAME.PID-RANDOM.tmp[SUFFIX]``."""


def sweep(folder: str, name: str | None = None) -> None:
    """Remove the temporary files (of ``name`` only, if given) that killed writers left in
    ``folder``: those whose writer's pid no longer runs. A trainer calls it when it starts, so a
    kill after a run's last write leaves nothing behind once the run is resumed."""
    if not os.path.isdir(folder):
        return
    for entry in os.listdir(folder):
        match = _TEMPORARY.match(entry)
        if match and (name is None or match["name"] == name) and not _running(int(match["pid"])):
            try:
                os.unlink(os.path.join(folder, entry))
            except FileNotFoundError:
                pass


def _running(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


@contextmanager
def atomic_path(path: str, suffix: str = "") -> Iterator[str]:
    """A temporary path beside ``path`` for a library that writes to a path (``np.savez``,
    ``torch.save``, ``savefig``); when the block ends without an exception the file is synced and
    renamed to ``path``, otherwise removed. ``suffix``: an extension the library insists on. The
    temporary name holds the writer's pid, so leftovers of a killed writer are swept here. The
    file gets the permissions a plain ``open`` would give it (the umask's), not the owner-only
    ones of a temporary file.

    Raises:
        ValueError: ``path`` is a folder, or its parent is a file.
    """
    folder = _destination(path)
    name = os.path.basename(path)
    sweep(folder, name)
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=f".{name}.{os.getpid()}-", suffix=".tmp" + suffix)
    os.close(fd)
    try:
        yield tmp
        with open(tmp, "rb+") as f:
            os.fsync(f.fileno())
        os.chmod(tmp, 0o666 & ~_umask())
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def _umask() -> int:
    """The process's umask (read by setting it and putting it back)."""
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def file_sha256(path: str) -> str:
    """Hex sha256 of a file's bytes (a checkpoint's, a submission's: its identity).

    Raises:
        FileNotFoundError: no such file.
    """
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def write_bytes(path: str, data: bytes) -> None:
    """Write ``data`` to ``path`` atomically (see :func:`atomic_path`)."""
    with atomic_path(path) as tmp, open(tmp, "wb") as f:
        f.write(data)


def write_text(path: str, text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` atomically."""
    write_bytes(path, text.encode())


def write_json(path: str, data: Any, indent: int | None = 1) -> None:
    """Write ``data`` as JSON to ``path`` atomically."""
    write_text(path, json.dumps(data, indent=indent))


def read_json(path: str) -> Any:
    """The JSON in ``path``.

    Raises:
        ValueError: a file that is not JSON (the message names it).
    """
    try:
        with open(path) as f:
            return json.load(f)
    except (json.JSONDecodeError, UnicodeDecodeError) as e:
        raise ValueError(f"{path} is corrupt (not JSON): {e}") from None


def _append_line(path: str, line: str) -> None:
    with open(path, "a") as f:
        f.write(line + "\n")
        f.flush()
        os.fsync(f.fileno())


def _complete_lines(path: str) -> list[str]:
    """The lines of ``path`` that end in a newline; a torn last line (a kill mid-append) is cut
    off the file, with a warning on stderr, so that the next record starts on a line of its own."""
    if not os.path.exists(path):
        return []
    with open(path, "rb") as f:
        data = f.read()
    end = data.rfind(b"\n") + 1
    if end < len(data):
        print(f"warning: {path}: the last line is torn (a kill while writing it); dropped", file=sys.stderr)
        with open(path, "rb+") as f:
            f.truncate(end)
            os.fsync(f.fileno())
    return data[:end].decode(errors="replace").splitlines()


def append_jsonl(path: str, record: dict[str, Any]) -> None:
    """Append one JSON line to ``path``, flushed and synced: a kill loses at most this line."""
    _append_line(path, json.dumps(record))


def read_jsonl(path: str) -> list[Any]:
    """The records of a JSON-lines file written by :func:`append_jsonl`; [] when there is none.
    A torn last line is dropped (see :func:`_complete_lines`).

    Raises:
        ValueError: a line before the last that is not JSON (not a kill: a damaged file).
    """
    records = []
    for number, line in enumerate(_complete_lines(path), 1):
        if not line.strip():
            continue
        try:
            records.append(json.loads(line))
        except json.JSONDecodeError:
            raise ValueError(f"{path} is corrupt: line {number} is not JSON") from None
    return records


def append_tsv(path: str, values: list[Any]) -> None:
    """Append one record (values joined by tabs, one line) to a TSV file, synced."""
    _append_line(path, "\t".join(str(v) for v in values))


def read_tsv_records(path: str, fields: int) -> list[list[str]]:
    """The records of a TSV file written by :func:`append_tsv`; [] when there is none. A torn last
    line is dropped (see :func:`_complete_lines`).

    Raises:
        ValueError: a record without ``fields`` values (a damaged or foreign file).
    """
    records = []
    for number, line in enumerate(_complete_lines(path), 1):
        if not line:
            continue
        values = line.split("\t")
        if len(values) != fields:
            raise ValueError(f"{path} is corrupt: line {number} has {len(values)} fields, expected {fields}")
        records.append(values)
    return records
