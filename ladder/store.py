"""The results store: every entrant, run and episode in one SQLite file (default ``ladder.sqlite``).

Nothing is lost: each episode is committed on its own the moment it finishes (WAL journal, so a
reader never sees half a write and a killed ladder leaves every finished episode behind). A run
has a plan; the run with the same key (agents and settings, the number of games aside) is found
again and continued, and an episode's ``(run_id, idx)`` is unique, so a resumed run neither loses
nor duplicates episodes.

Tables:
  entrants(id, spec, kind, hash, validation)   kind: 'player' | 'file' | 'builtin'; hash: sha256
      of the file (files) or of the agents/ source (players); validation: NULL, 'ok' or 'error'
  runs(id, key, mode, settings, finished, created)
  episodes(id, run_id, idx, kind, agent0, agent1, seed, reward0, reward1, status0, status1,
      score0, moves, times0, times1, configuration, replay, created)
      kind: 'rated' | 'validation'; score0: seat 0's score (1, 0.5, 0); moves: 0-based columns
      as a compact string (see ``agents.board.move_string``, 1-based); times: JSON lists of
      seconds; replay: zlib-compressed kaggle-environments JSON.
"""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
import time
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import agents
from agents.board import move_string
from durable.files import file_sha256
from durable.sqlite import check_sqlite_file, create_schema

SCHEMA_VERSION = 1

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS entrants (
    id INTEGER PRIMARY KEY, spec TEXT NOT NULL, kind TEXT NOT NULL, hash TEXT NOT NULL,
    validation TEXT, UNIQUE (spec, hash));
CREATE TABLE IF NOT EXISTS runs (
    id INTEGER PRIMARY KEY, key TEXT NOT NULL, mode TEXT NOT NULL, settings TEXT NOT NULL,
    finished INTEGER NOT NULL DEFAULT 0, created REAL NOT NULL);
CREATE TABLE IF NOT EXISTS episodes (
    id INTEGER PRIMARY KEY, run_id INTEGER NOT NULL REFERENCES runs(id), idx INTEGER NOT NULL,
    kind TEXT NOT NULL, agent0 INTEGER NOT NULL REFERENCES entrants(id),
    agent1 INTEGER NOT NULL REFERENCES entrants(id), seed INTEGER NOT NULL,
    reward0 REAL, reward1 REAL, status0 TEXT NOT NULL, status1 TEXT NOT NULL, score0 REAL NOT NULL,
    moves TEXT NOT NULL, times0 TEXT NOT NULL, times1 TEXT NOT NULL, configuration TEXT NOT NULL,
    replay BLOB, created REAL NOT NULL, UNIQUE (run_id, idx));
"""


class StoreError(Exception):
    """The file is not a results store this version can read."""


@dataclass(frozen=True)
class Entrant:
    """One agent version. ``name`` is the spec, with ``@hash`` when the store holds several
    versions of the same spec."""

    id: int
    spec: str
    kind: str
    hash: str
    validation: str | None
    name: str


@dataclass(frozen=True)
class Episode:
    """One stored episode (see the module docstring for the fields)."""

    id: int
    run_id: int
    idx: int
    kind: str
    agent0: int
    agent1: int
    seed: int
    rewards: tuple[float | None, float | None]
    statuses: tuple[str, str]
    score0: float
    moves: str
    times: tuple[list[float], list[float]]
    configuration: dict[str, Any]


def _agents_source_hash() -> str:
    digest = hashlib.sha256()
    root = Path(agents.__file__).parent
    for path in sorted(root.rglob("*.py")):
        digest.update(path.relative_to(root).as_posix().encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()


def validation_verdict(statuses: list[str] | tuple[str, str]) -> str:
    """'ok' when both seats of an agent's game against itself ended DONE, else 'error' (Kaggle's
    validation episode: an ERROR, INVALID or TIMEOUT fails the submission)."""
    return "ok" if all(s == "DONE" for s in statuses) else "error"


def entrant_identity(spec: str) -> tuple[str, str]:
    """``(kind, hash)`` of an agent spec: a file's content hash, or the agents/ source hash for a
    named player (so a change of code is a new entrant), or the spec's hash for a built-in."""
    from ladder.episode import KAGGLE_BUILTINS, is_file_agent

    if is_file_agent(spec):
        return "file", file_sha256(spec)
    if spec in KAGGLE_BUILTINS:
        import kaggle_environments

        return "builtin", hashlib.sha256(f"{spec}@{kaggle_environments.__version__}".encode()).hexdigest()
    return "player", _agents_source_hash()


class ResultsStore:
    """An open results store.

    Raises:
        StoreError: the file exists but is not a SQLite results store, or was written by a newer
            schema version.
    """

    def __init__(self, path: str | os.PathLike):
        self.path = str(path)
        try:
            version = check_sqlite_file(self.path, "a connectx results store", ("meta", "entrants", "runs", "episodes"),
                                        "SELECT value FROM meta WHERE key='schema_version'")
        except ValueError as e:
            raise StoreError(str(e)) from None
        if version is not None and (not str(version).isdigit() or int(version) > SCHEMA_VERSION):
            raise StoreError(f"{self.path} has schema version {version}; this connectx reads up to {SCHEMA_VERSION}")
        try:
            self.db = sqlite3.connect(self.path, timeout=30)
            self.db.execute("PRAGMA journal_mode=WAL")
            create_schema(self.db, _SCHEMA, [("INSERT OR IGNORE INTO meta VALUES ('schema_version', ?)",
                                              (str(SCHEMA_VERSION),))])
        except sqlite3.Error as e:
            raise StoreError(f"{self.path}: cannot open the results store: {e}") from None

    def close(self) -> None:
        self.db.close()

    # --- entrants -----------------------------------------------------------------------

    def entrant(self, spec: str) -> Entrant:
        """The entrant for ``spec`` as it is now (added if new)."""
        kind, digest = entrant_identity(spec)
        with self.db:
            self.db.execute("INSERT OR IGNORE INTO entrants (spec, kind, hash) VALUES (?, ?, ?)", (spec, kind, digest))
        row = self.db.execute("SELECT id FROM entrants WHERE spec=? AND hash=?", (spec, digest)).fetchone()
        return self.entrant_by_id(row[0])

    def entrant_by_id(self, entrant_id: int) -> Entrant:
        row = self.db.execute("SELECT id, spec, kind, hash, validation FROM entrants WHERE id=?",
                              (entrant_id,)).fetchone()
        versions = self.db.execute("SELECT COUNT(*) FROM entrants WHERE spec=?", (row[1],)).fetchone()[0]
        name = row[1] if versions == 1 else f"{row[1]}@{row[3][:6]}"
        return Entrant(*row, name=name)

    def entrants(self) -> list[Entrant]:
        return [self.entrant_by_id(r[0]) for r in self.db.execute("SELECT id FROM entrants ORDER BY id")]

    def repair_validations(self) -> None:
        """Give every entrant whose validation episode is stored but whose verdict is not (a store
        written before verdict and episode shared a transaction) the verdict of that episode."""
        rows = self.db.execute("SELECT e.agent0, e.status0, e.status1 FROM episodes e JOIN entrants n"
                               " ON n.id = e.agent0 WHERE e.kind='validation' AND n.validation IS NULL").fetchall()
        with self.db:
            for entrant_id, *statuses in rows:
                self.db.execute("UPDATE entrants SET validation=? WHERE id=?",
                                (validation_verdict(statuses), entrant_id))

    # --- runs ---------------------------------------------------------------------------

    def open_run(self, key: str, mode: str, settings: dict[str, Any]) -> tuple[int, bool]:
        """The latest run with this key, reopened with ``settings`` (True), or a new one (False). A
        run is extended, never repeated: what it already holds is not played again."""
        row = self.db.execute("SELECT id FROM runs WHERE key=? ORDER BY id DESC LIMIT 1", (key,)).fetchone()
        with self.db:
            if row is not None:
                self.db.execute("UPDATE runs SET settings=?, finished=0 WHERE id=?",
                                (json.dumps(settings, sort_keys=True), row[0]))
                return row[0], True
            cur = self.db.execute("INSERT INTO runs (key, mode, settings, created) VALUES (?, ?, ?, ?)",
                                  (key, mode, json.dumps(settings, sort_keys=True), time.time()))
        return cur.lastrowid, False

    def finish_run(self, run_id: int) -> None:
        with self.db:
            self.db.execute("UPDATE runs SET finished=1 WHERE id=?", (run_id,))

    # --- episodes -----------------------------------------------------------------------

    def add_episode(self, run_id: int, idx: int, kind: str, agent0: int, agent1: int, seed: int,
                    result: dict[str, Any]) -> int:
        """Store one finished episode (``result``: see ``ladder.episode.EpisodeResult.record``) and
        commit; a validation episode sets its entrant's verdict in the same transaction (see
        :func:`validation_verdict`), so a kill leaves both or neither."""
        moves = move_string(result["moves"])
        try:
            return self._insert_episode(run_id, idx, kind, agent0, agent1, seed, result, moves)
        except sqlite3.IntegrityError:
            raise StoreError(f"episode {idx} of run {run_id} is in the store already: another ladder is running "
                             "the same run on it; let that one finish it (this one stops here)") from None

    def _insert_episode(self, run_id: int, idx: int, kind: str, agent0: int, agent1: int, seed: int,
                        result: dict[str, Any], moves: str) -> int:
        with self.db:
            if kind == "validation":
                self.db.execute("UPDATE entrants SET validation=? WHERE id=?",
                                (validation_verdict(result["statuses"]), agent0))
            cur = self.db.execute(
                "INSERT INTO episodes (run_id, idx, kind, agent0, agent1, seed, reward0, reward1, status0, status1,"
                " score0, moves, times0, times1, configuration, replay, created)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (run_id, idx, kind, agent0, agent1, seed, *result["rewards"], *result["statuses"],
                 result["score0"], moves, json.dumps(result["move_seconds"][0]),
                 json.dumps(result["move_seconds"][1]), json.dumps(result["configuration"], sort_keys=True),
                 zlib.compress(json.dumps(result["replay"]).encode()), time.time()))
        return cur.lastrowid

    def episodes(self, run_id: int | None = None, kind: str | None = None,
                 entrant_ids: list[int] | None = None) -> list[Episode]:
        """Stored episodes in the order they finished, optionally of one run, one kind, or only
        those between the given entrants."""
        sql = ("SELECT id, run_id, idx, kind, agent0, agent1, seed, reward0, reward1, status0, status1, score0,"
               " moves, times0, times1, configuration FROM episodes WHERE 1=1")
        args: list[Any] = []
        if run_id is not None:
            sql += " AND run_id=?"
            args.append(run_id)
        if kind is not None:
            sql += " AND kind=?"
            args.append(kind)
        if entrant_ids is not None:
            marks = ",".join("?" * len(entrant_ids))
            sql += f" AND agent0 IN ({marks}) AND agent1 IN ({marks})"
            args += list(entrant_ids) * 2
        out = []
        for r in self.db.execute(sql + " ORDER BY id", args):
            out.append(Episode(r[0], r[1], r[2], r[3], r[4], r[5], r[6], (r[7], r[8]), (r[9], r[10]), r[11], r[12],
                               (json.loads(r[13]), json.loads(r[14])), json.loads(r[15])))
        return out

    def done_indices(self, run_id: int) -> set[int]:
        return {r[0] for r in self.db.execute("SELECT idx FROM episodes WHERE run_id=?", (run_id,))}

    def replay(self, episode_id: int) -> dict[str, Any]:
        """The kaggle-environments JSON of an episode.

        Raises:
            ValueError: no such episode.
        """
        row = self.db.execute("SELECT replay FROM episodes WHERE id=?", (episode_id,)).fetchone()
        if row is None:
            raise ValueError(f"no episode {episode_id} in {self.path}")
        return json.loads(zlib.decompress(row[0]))
