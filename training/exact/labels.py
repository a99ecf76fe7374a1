"""Exact labels: positions from diverse games, every column scored by the numba solver.

Games: each game's two sides are drawn from ``players`` (specs of :mod:`agents.players`, plus
``perfect:noise=X``: the solver's own best move, a uniformly random one with probability X, and
at random before ``min_ply``). The first ``random(0, opening)`` plies are uniformly random, for
variety. From ply ``min_ply`` on, every position of the game is analysed (the score of each
column, see :mod:`agents.solver`) and stored; earlier positions are played, not labelled (they
cost the solver seconds to minutes).
Consecutive positions of a game share the solver's transposition table, so the later plies are
almost free.

The store is SQLite, one row per distinct position (a position and its mirror image are one):

  positions(key INTEGER PRIMARY KEY, moves TEXT, ply INTEGER, scores BLOB, seconds REAL, source TEXT)

``key``: the smaller of the position's key and its mirror image's (``agents.book.canonical``),
minus 2**63 (SQLite integers are signed); ``moves``: the 1-based move string that reaches it;
``scores``: ``columns`` signed bytes, the score of each column of that position for the side to
move, -128 for a full column; ``seconds``: the solver's time.
Every game is committed as it ends (its positions and the count in ``meta`` in one transaction),
so a killed run keeps all finished games and a new run with the same file continues it (new seeds:
the games so far are counted in ``meta``) up to the total of games asked for.
"""

from __future__ import annotations

import os
import random
import sqlite3
import time
from concurrent.futures import FIRST_COMPLETED, wait
from dataclasses import dataclass
from urllib.parse import quote

import numpy as np

from agents.board import Geometry, Position, geometry, move_string
from agents.book import canonical
from agents.solver import DEFAULT_TABLE_SIZE, numba_supported
from durable.sqlite import check_sqlite_file, create_schema
from durable.workers import process_pool

FULL = -128
"""The score byte of a full column."""

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS positions (
    key INTEGER PRIMARY KEY, moves TEXT NOT NULL, ply INTEGER NOT NULL, scores BLOB NOT NULL,
    seconds REAL NOT NULL, source TEXT NOT NULL);
"""


@dataclass(frozen=True)
class LabelConfig:
    """What to label. Sizes as Kaggle's spec (the solver's 64-bit build: 6x7 and similar)."""

    rows: int = 6
    columns: int = 7
    inarow: int = 4
    min_ply: int = 8
    """First ply labelled (plies 0..min_ply-1 are played only)."""
    opening: int = 6
    """Up to this many uniformly random plies open each game."""
    players: tuple[str, ...] = ("perfect:noise=0.1", "perfect:noise=0.3", "perfect:noise=0.6", "greedy",
                                "minimax:depth=3", "mcts:simulations=200", "random")
    """The sides' specs; each game draws two."""
    table_size: int = DEFAULT_TABLE_SIZE
    """Solver transposition table entries per worker (8 bytes each)."""
    seed: int = 0


def _parse_perfect(spec: str) -> float | None:
    if not spec.startswith("perfect"):
        return None
    noise = 0.0
    for part in spec.partition(":")[2].split(","):
        if part.startswith("noise="):
            noise = float(part[6:])
        elif part:
            raise ValueError(f"perfect takes noise=X, got {part!r}")
    return noise


def play_and_label(config: LabelConfig, game_seed: int, solver) -> list[tuple[int, str, int, bytes, float, str]]:
    """One game; returns a row per labelled position: ``(key, moves, ply, scores, seconds,
    source)`` with ``source`` the two sides' specs."""
    from agents.players import make_player

    rng = random.Random(game_seed)
    geo = geometry(config.rows, config.columns, config.inarow)
    specs = [rng.choice(config.players) for _ in range(2)]
    sides = []
    for spec in specs:
        noise = _parse_perfect(spec)
        sides.append((noise, None if noise is not None else make_player(spec, seed=rng.randrange(1 << 30))))
    source = " vs ".join(specs)
    pos = Position(geo)
    moves: list[int] = []
    opening = rng.randint(0, config.opening)
    rows = []
    while not pos.is_terminal():
        scores = None
        if pos.ply >= config.min_ply:
            start = time.perf_counter()
            scores = solver.analyze(pos)
            seconds = time.perf_counter() - start
            packed = bytes((FULL if s is None else s) & 0xFF for s in scores)
            rows.append((canonical(pos)[0], move_string(moves), pos.ply, packed, seconds, source))
        noise, player = sides[pos.ply % 2]
        legal = [c for c in range(geo.columns) if pos.can_play(c)]
        if pos.ply < opening:
            col = rng.choice(legal)
        elif noise is not None:
            if scores is None or rng.random() < noise:  # before min_ply: random (solving costs minutes)
                col = rng.choice(legal)
            else:
                best = max(s for s in scores if s is not None)
                col = rng.choice([c for c, s in enumerate(scores) if s == best])
        else:
            col = player.choose(pos)
        pos.play(col)
        moves.append(col)
    return rows


_SOLVER = None  # one per worker process, kept between tasks


def _worker(config: LabelConfig, seeds: list[int]) -> list[tuple[list, float]]:
    from agents.solver.numba_build import NumbaSolver

    global _SOLVER
    if _SOLVER is None:
        _SOLVER = NumbaSolver(geometry(config.rows, config.columns, config.inarow), config.table_size)
    out = []
    for seed in seeds:
        start = time.perf_counter()
        rows = play_and_label(config, seed, _SOLVER)
        out.append((rows, time.perf_counter() - start))
    return out


class LabelStore:
    """The SQLite file of labelled positions (see the module docstring).

    Raises:
        ValueError: a file that is not a label store, or one for another board size.
    """

    def __init__(self, path: str, config: LabelConfig):
        self.path = path
        self.columns = config.columns
        board = f"{config.rows}x{config.columns}x{config.inarow}"
        found = check_sqlite_file(path, "a label store", ("meta", "positions"),
                                  "SELECT value FROM meta WHERE key='board'")
        if found is not None and found != board:
            raise ValueError(f"{path} holds {found} positions, not {board}")
        os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
        try:
            self.db = sqlite3.connect(path, timeout=30)
            self.db.execute("PRAGMA journal_mode=WAL")
            create_schema(self.db, _SCHEMA, [("INSERT OR IGNORE INTO meta VALUES ('board', ?)", (board,))])
        except sqlite3.Error as e:
            raise ValueError(f"{path}: cannot open the label store: {e}") from None

    def _meta(self, key: str) -> str | None:
        row = self.db.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return row[0] if row else None

    @property
    def games(self) -> int:
        """Games played into this store so far."""
        return int(self._meta("games") or 0)

    def add_game(self, rows: list) -> int:
        """Store one game's rows (a position already there is kept); returns the new ones."""
        before = self.db.total_changes
        with self.db:
            self.db.executemany("INSERT OR IGNORE INTO positions VALUES (?, ?, ?, ?, ?, ?)",
                                [(r[0] - (1 << 63), *r[1:]) for r in rows])  # SQLite integers are signed
            self.db.execute("INSERT OR REPLACE INTO meta VALUES ('games', ?)", (str(self.games + 1),))
        return self.db.total_changes - before - 1

    def count(self) -> int:
        return self.db.execute("SELECT COUNT(*) FROM positions").fetchone()[0]

    def rate_by_ply(self, bins: tuple[int, ...] = (0, 8, 12, 16, 20, 26, 43)) -> list[dict]:
        """Labelled positions per hour of solver time (one worker), by ply range: ``[{plies,
        positions, seconds, per_hour}]``; ranges with no position are left out."""
        out = []
        for lo, hi in zip(bins, bins[1:], strict=False):
            n, s = self.db.execute("SELECT COUNT(*), COALESCE(SUM(seconds), 0) FROM positions "
                                   "WHERE ply >= ? AND ply < ?", (lo, hi)).fetchone()
            if not n:
                continue
            out.append({"plies": f"{lo}-{hi - 1}", "positions": n, "seconds": s,
                        "per_hour": 3600 * n / s if s else None})
        return out

    def load(self) -> tuple[list[str], np.ndarray]:
        """Every position: ``(move strings, scores int8 (N, columns) with -128 for full)``."""
        rows = self.db.execute("SELECT moves, scores FROM positions ORDER BY key").fetchall()
        moves = [r[0] for r in rows]
        scores = np.frombuffer(b"".join(r[1] for r in rows), dtype=np.int8).reshape(len(rows), self.columns)
        return moves, scores

    def close(self) -> None:
        self.db.close()


def read_labels(path: str, count: int | None = None, skip: int = 0) -> tuple[Geometry, list[tuple[str, list[int]]]]:
    """A label store's board and its positions ``(moves, every column's exact score)`` in key
    order (a fixed, well-mixed order), the ``count`` after the first ``skip`` (all with None); a full
    column's score is -1000 (as :class:`training.exact.benchmark.BenchmarkSample`'s).

    Raises:
        ValueError: ``path`` is missing or not a label store (see :class:`LabelStore`).
    """
    if not os.path.isfile(path):
        raise ValueError(f"{path}: no such label store")
    board = check_sqlite_file(path, "a label store", ("meta", "positions"), "SELECT value FROM meta WHERE key='board'")
    if board is None:
        raise ValueError(f"{path} is not a label store: it names no board")
    rows, columns, inarow = (int(n) for n in board.split("x"))
    db = sqlite3.connect(f"file:{quote(os.path.abspath(path))}?mode=ro", uri=True, timeout=30)
    try:
        found = db.execute("SELECT moves, scores FROM positions ORDER BY key LIMIT ? OFFSET ?",
                           (-1 if count is None else count, skip)).fetchall()
    finally:
        db.close()
    lines = [(moves, [-1000 if s == FULL else s for s in np.frombuffer(scores, np.int8).tolist()])
             for moves, scores in found]
    return geometry(rows, columns, inarow), lines


def label(config: LabelConfig, path: str, games: int | None = None, seconds: float | None = None,
          workers: int = 1, progress=print) -> dict:
    """Play and label games into ``path`` until the store holds ``games`` games or ``seconds``
    pass (whichever comes first; at least one must be given), so a killed run given the same
    ``games`` again ends with exactly that many. Returns a summary (``games``: those this call
    added).

    Raises:
        ValueError: neither limit, workers below 1, a board the rules refuse or one over the numba
            solver's 64 bits, a bad player spec, or a bad store (see :class:`LabelStore`).
    """
    geo = geometry(config.rows, config.columns, config.inarow)
    if not numba_supported(geo):
        raise ValueError(f"a {config.rows}x{config.columns} board needs more than the numba solver's 64 bits "
                         "(at most 64 cells with the sentinel row)")
    if games is None and seconds is None:
        raise ValueError("give games or seconds (or both)")
    if workers < 1:
        raise ValueError(f"workers must be at least 1, got {workers}")
    from agents.players import parse_spec

    for spec in config.players:  # a bad spec fails here, not in a worker, and not only when games are due
        if _parse_perfect(spec) is None:
            parse_spec(spec)
    store = LabelStore(path, config)
    first = store.games
    start = time.perf_counter()
    done = added = 0
    next_seed = config.seed * 1_000_003 + first

    def more() -> bool:
        return (games is None or first + done + len(pending) < games) and \
            (seconds is None or time.perf_counter() - start < seconds)

    with process_pool(workers) as pool:
        pending = set()
        while True:
            while len(pending) < workers and more():
                pending.add(pool.submit(_worker, config, [next_seed]))
                next_seed += 1
            if not pending:
                break
            finished, pending = wait(pending, return_when=FIRST_COMPLETED)
            for future in finished:
                for rows, _ in future.result():
                    added += store.add_game(rows)
                    done += 1
            progress(f"{done} games, {added} new positions ({store.count()} in the store), "
                     f"{time.perf_counter() - start:.0f} s")
    summary = {"games": done, "new_positions": added, "positions": store.count(),
               "seconds": time.perf_counter() - start, "rate_by_ply": store.rate_by_ply()}
    store.close()
    return summary
