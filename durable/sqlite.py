"""The check that a SQLite file is the store it is meant to be, made before anything writes to it:
opening a foreign database for writing would convert it (WAL journal, new tables) in place."""

from __future__ import annotations

import os
import sqlite3
from urllib.parse import quote

SQLITE_HEADER = b"SQLite format 3\x00"
"""The first 16 bytes of every SQLite 3 database file."""


def check_sqlite_file(path: str, what: str, tables: tuple[str, ...], version_sql: str) -> str | None:
    """Read-only look at ``path`` before it is opened as ``what`` (e.g. "a label store").

    Returns:
        The value ``version_sql`` selects (the store's own version or board) from a file with all of
        ``tables``, or None when it selects nothing there or the path holds nothing yet (no file,
        an empty file, a database without tables): a new store may be made there.

    Raises:
        ValueError: ``path`` is a folder, unreadable, not a SQLite database, a damaged one, or a
            database of something else; the message says which and that nothing was changed.
    """
    if os.path.isdir(path):
        raise ValueError(f"{path} is a folder; give the file path of {what}")
    if not os.path.exists(path) or os.path.getsize(path) == 0:
        return None
    try:
        with open(path, "rb") as f:
            header = f.read(len(SQLITE_HEADER))
    except OSError as e:
        raise ValueError(f"{path} cannot be read: {e.strerror}") from None
    if header != SQLITE_HEADER:
        content = "zeros" if not header.strip(b"\x00") else "other data"
        raise ValueError(f"{path} is not {what}: not a SQLite database (it starts with {content}); "
                         "nothing was changed")
    try:
        db = sqlite3.connect(f"file:{quote(os.path.abspath(path))}?mode=ro", uri=True, timeout=30)
        try:
            found = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
            row = db.execute(version_sql).fetchone() if set(tables) <= found else None  # (value,) or None
        finally:
            db.close()
    except sqlite3.Error as e:
        raise ValueError(f"{path} is not {what}: a damaged SQLite database ({e}); nothing was changed") from None
    if set(tables) <= found:
        return row[0] if row is not None else None
    if not found:
        return None
    raise ValueError(f"{path} is not {what}: a SQLite database with the tables {', '.join(sorted(found))}; "
                     "nothing was changed")


def create_schema(db: sqlite3.Connection, schema: str, rows: list[tuple[str, tuple]]) -> None:
    """Create ``schema`` (``;``-separated ``CREATE ... IF NOT EXISTS`` statements) and insert the
    ``(sql, parameters)`` rows in one transaction, so a kill leaves every table or none."""
    db.execute("BEGIN IMMEDIATE")
    try:
        for statement in filter(str.strip, schema.split(";")):
            db.execute(statement)
        for sql, parameters in rows:
            db.execute(sql, parameters)
    except BaseException:
        db.rollback()
        raise
    db.commit()
