"""Exact value targets for self-play positions the solver reaches: where a game's positions are
late enough that the compiled exact solver (:class:`agents.solver.numba_build.NumbaSolver`) settles them
within a node budget, their win/draw/loss replaces the game's result as the value target.

AlphaZero's value target is the game's result (Silver et al. 2017, "Mastering the game of Go without
human knowledge", Methods), a noisy label for every position where the self-play players still
erred after it. Connect Four's endgames are solved in milliseconds, so the last positions of a
game can be labelled exactly instead; the network's value then learns the truth there, and the
search carries it back to earlier positions. Each game is solved from its last position backwards,
one weak solve a position (win / draw / loss only), the solver's transposition table kept across the
game's positions and games (a later position's results help the earlier ones), until a position
before ``min_ply`` or the first one the budget does not settle (earlier ones would cost more). With
``stop_nodes`` set, it also stops after a settled position that took more than that many nodes:
the next, earlier position would most often not settle, and a solve that fails costs the whole
budget (with ``policy``, each column's).

With ``policy`` on, every legal column of a settled position is solved too (its children, most of
them already in the table), and the policy target keeps only the columns with the best exact
value: the search's own policy restricted to them and renormalised, or uniform over them where the
search gave them nothing. It is a target even after a fast search. This extends KataGo's
policy-target pruning (Wu 2019, "Accelerating Self-Play Learning in Go", section 3.2), which
removes the visits the search itself forced, to the moves the solver proves worse. The columns'
exact values are kept too (``GameRecord.action_values``), the action-value head's targets.
The games are shared among ``workers`` threads (the compiled solver releases the GIL), each with
its own solvers and tables; with ``cache_entries`` the threads share a cache of settled analyses
(:class:`agents.solver.numba_build.AnalysisCache`, one a board, kept for the run), so that a
position met again, in another game or a later iteration, is not solved again. The games can be
handed over as they end (:meth:`ExactTargets.submit`), so that the solver works while self-play
goes on, and with ``cores`` on cores of their own, which self-play's threads do not share.
"""

from __future__ import annotations

import os
import threading
import time
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field, fields
from itertools import pairwise
from typing import Any

import numpy as np

from agents.board import Position, geometry
from agents.solver import numba_supported
from agents.solver.numba_build import (
    NO_SCORE,
    AnalysisCache,
    NumbaSolver,
    check_cache_entries,
    check_table_size,
)
from training.alphazero.selfplay.records import NO_ACTION_VALUE, GameRecord
from training.exact.book_values import BookValues, installed_book_values

TABLE_SIZE = 262_139
"""Transposition table entries of each solver (one per board and thread; 8 bytes each, 2.1 MB):
a prime. The table is indexed by the key modulo its size, and a key's low bits hold the first
columns' cells, so a power of two would index by the first three columns of a 6x7 board alone,
and the positions of a game, alike there, would evict each other. Small enough to stay in a
core's cache."""


PLY_RANGES = (0, 6, 12, 18)
"""The first plies of the ranges whose exact targets' share the metrics report (the last range
open-ended): the book's plies, then where the solver begins to settle positions."""
PLY_NAMES = tuple(f"{a}_{b - 1}" for a, b in pairwise(PLY_RANGES)) + (f"{PLY_RANGES[-1]}_up",)


@dataclass
class ExactStats:
    """What :meth:`ExactTargets.apply` (or one :meth:`ExactTargets.submit`) did: ``positions`` seen,
    ``solved`` (their value target now exact), ``changed`` (an exact value other than the target it
    replaces), ``pruned`` (policy targets whose search had put mass on a move the solver proves
    worse), ``stopped`` (games whose labelling ``stop_nodes`` ended before a position it would
    have tried), ``cached`` (positions the analysis cache answered), ``nodes`` (searched
    by the solver: the labelling's cost, the machine's speed aside), ``seconds`` spent (by the
    solver's threads, summed; :meth:`ExactTargets.apply`: wall time), ``wait_seconds`` (what
    self-play's end waited for the solver where the games were handed over as they ended),
    ``book`` (value targets the opening book settled, :mod:`training.exact.book_values`), and by
    the ply ranges of :data:`PLY_RANGES` the positions seen and those with an exact value target
    (``ply_positions``, ``ply_exact``: int64 ``(4,)``)."""

    positions: int = 0
    solved: int = 0
    changed: int = 0
    pruned: int = 0
    stopped: int = 0
    cached: int = 0
    nodes: int = 0
    seconds: float = 0.0
    wait_seconds: float = 0.0
    book: int = 0
    ply_positions: np.ndarray = field(default_factory=lambda: np.zeros(len(PLY_RANGES), np.int64))
    ply_exact: np.ndarray = field(default_factory=lambda: np.zeros(len(PLY_RANGES), np.int64))

    def add(self, other: ExactStats) -> None:
        """Add ``other``'s counts and seconds to these."""
        for f in fields(self):
            setattr(self, f.name, getattr(self, f.name) + getattr(other, f.name))

    def metrics(self) -> dict[str, float]:
        return {"exact_positions": self.solved, "exact_share": self.solved / max(1, self.positions),
                "exact_changed": self.changed, "exact_pruned": self.pruned, "exact_stopped": self.stopped,
                "exact_cached": self.cached, "exact_nodes_searched": self.nodes,
                "exact_seconds": self.seconds, "exact_wait_seconds": self.wait_seconds, "exact_book": self.book,
                **{f"exact_share_plies_{name}": int(exact) / max(1, int(seen))
                   for name, seen, exact in zip(PLY_NAMES, self.ply_positions, self.ply_exact, strict=True)}}


class ExactTargets:
    """The solvers (one per board, made on first use) and the budget.

    Args:
        min_ply: positions of at least this ply are solved (from the game's end back).
        nodes: the node budget of one solve.
        workers: threads solving games at once.
        table_size: transposition table entries of each board's solver (one per board and
            thread; a prime, see :data:`TABLE_SIZE`).
        policy: exact policy targets too (every column solved; see the module's text).
        stop_nodes: a game's labelling stops after a settled position whose solve (with
            ``policy``: its columns' solves together) took more than this many nodes; None: only
            where a solve runs out of ``nodes``.
        cores: the CPU cores the worker threads run on (Linux: each thread's own affinity), set
            apart for them by :func:`training.nets.device.cores_apart` so that no other thread
            shares them; may be set until the first :meth:`submit` after a :meth:`close`. Empty:
            the cores of the thread that starts them.
        cache_entries: entries of the analysis cache the threads share (16 bytes each; a prime,
            see :class:`agents.solver.numba_build.AnalysisCache`), kept until the object goes;
            0: none, every position solved.
        book: the opening's values read off an opening book
            (:class:`training.exact.book_values.BookValues`): the positions of its board before
            the first the solver settles take the value the book settles, and with ``policy``
            the columns that keep it where it settles every column; None: the solver's alone.

    Raises:
        ValueError: a negative ``min_ply``, a ``nodes`` or ``stop_nodes`` below 1, a
            ``table_size`` the solver does not take (below 1, over 1 GiB), ``cache_entries`` below
            0 or over 1 GiB.
    """

    def __init__(self, min_ply: int, nodes: int, workers: int = 1, table_size: int = TABLE_SIZE,
                 policy: bool = False, stop_nodes: int | None = None,
                 cores: frozenset[int] = frozenset(), cache_entries: int = 0,
                 book: BookValues | None = None):
        if min_ply < 0 or nodes < 1 or workers < 1 or (stop_nodes is not None and stop_nodes < 1):
            raise ValueError(f"exact targets need min_ply >= 0, nodes >= 1, workers >= 1 and stop_nodes >= 1, "
                             f"got {min_ply}, {nodes}, {workers} and {stop_nodes}")
        check_table_size(table_size)  # here, not in the solver's thread at the first game
        self.min_ply, self.nodes, self.workers, self.table_size = min_ply, nodes, workers, table_size
        self.policy, self.stop_nodes = policy, stop_nodes
        self.cores = cores
        if cache_entries < 0:
            raise ValueError(f"exact targets need cache_entries of at least 0, got {cache_entries}")
        if cache_entries:
            check_cache_entries(cache_entries)  # here, not in the solver's thread at the first game
        self.cache_entries = cache_entries
        self.book = book
        self._caches: dict[tuple[int, int, int], AnalysisCache] = {}  # one a board, shared by the threads
        self._caches_lock = threading.Lock()
        self._local = threading.local()  # each worker thread's solvers, one per board
        self._pool: ThreadPoolExecutor | None = None

    @classmethod
    def from_config(cls, config: Any, workers: int = 1, **settings: Any) -> ExactTargets:
        """The exact targets a run of ``config`` (an ``AlphaZeroConfig`` with ``exact_min_ply``
        set) labels with: its ply, node budget, policy targets, stop, opening book and analysis cache, on
        ``workers`` threads; ``settings`` (``stop_nodes``, ``cores``, ...) in place of the
        configuration's.

        Raises:
            ValueError: as the constructor.
        """
        fields_ = {"policy": config.exact_policy, "stop_nodes": config.exact_stop_nodes,
                   "cache_entries": config.exact_cache_entries,
                   "book": installed_book_values() if config.exact_book else None}
        return cls(config.exact_min_ply, config.exact_nodes, workers, **{**fields_, **settings})

    def _solver(self, board: tuple[int, int, int]):
        solvers = getattr(self._local, "solvers", None)
        if solvers is None:
            solvers = self._local.solvers = {}
        if board not in solvers:
            geo = geometry(*board)
            if not numba_supported(geo):
                solvers[board] = None  # over 64 bits: the game's results stay
            else:
                solver = NumbaSolver(geo, self.table_size)
                solver.node_limit = self.nodes
                solvers[board] = solver
        return solvers[board]

    def _cache(self, board: tuple[int, int, int]) -> AnalysisCache | None:
        """The analysis cache of ``board``'s positions, made on first use; None without
        ``cache_entries``."""
        if not self.cache_entries:
            return None
        with self._caches_lock:
            if board not in self._caches:
                self._caches[board] = AnalysisCache(self.cache_entries)
            return self._caches[board]

    def submit(self, records: list[GameRecord]) -> Future[ExactStats]:
        """Label ``records`` as :meth:`apply` does, in one of the ``workers`` threads (each with its
        own solvers and tables, kept between calls): returns at once, with the future of what it
        did (``seconds``: that thread's time on them). Self-play hands each step's finished games
        here, so the solver works while the other games play."""
        if self._pool is None:
            self._pool = ThreadPoolExecutor(self.workers, thread_name_prefix="exact-targets",
                                            initializer=self._start_worker)
        return self._pool.submit(self._apply, records)

    def _start_worker(self) -> None:
        """A worker thread's start: confined to ``cores`` (on Linux a thread's own: 0 is the
        calling thread to ``sched_setaffinity``)."""
        if self.cores and hasattr(os, "sched_setaffinity"):
            os.sched_setaffinity(0, self.cores)

    def apply(self, records: list[GameRecord]) -> ExactStats:
        """Replace the value targets of ``records`` (in place) where the solver settles them, and
        with ``policy`` their policy targets (``policies`` and ``full``) and their columns' exact
        values (``action_values``); the records shared among the workers. ``seconds``: the
        wall time.

        Records without bitboards (``current`` None) are left as they are.
        """
        start = time.perf_counter()
        stats = ExactStats()
        for part in [self.submit(records[w::self.workers]) for w in range(min(self.workers, len(records)))]:
            stats.add(part.result())
        stats.seconds = time.perf_counter() - start
        return stats

    def close(self) -> None:
        """Stop the worker threads (after the work submitted); their solvers go with them (the
        analysis caches stay)."""
        if self._pool is not None:
            self._pool.shutdown()
            self._pool = None

    def _apply(self, records: list[GameRecord]) -> ExactStats:
        start = time.perf_counter()
        stats = ExactStats()
        lines: dict[tuple[int, int, int], list[GameRecord]] = {}  # each board's records, in their order
        for record in records:
            stats.positions += len(record.values)
            if self._solver(record.board) is not None and record.current is not None:
                lines.setdefault(record.board, []).append(record)
        for board, mine in lines.items():
            # every line in one compiled call, which holds no lock: the threads solve in parallel,
            # and each takes the interpreter's lock back once for its lines, not once a line
            solver = self._solver(board)
            walks = solver.analyze_lines([(r.current[:, 0], r.mask[:, 0], r.ply) for r in mine],
                                         self.min_ply, self.policy, self.stop_nodes, self._cache(board))
            stats.cached += solver.cache_hits
            stats.nodes += solver.nodes
            for record, (first, stopped, best, scores) in zip(mine, walks, strict=True):
                self._label(record, first, stopped, best, scores, stats)
                exact = np.arange(len(record.values)) >= first
                if self.book is not None and self.book.book.board == board:
                    exact |= self._book_rows(record, first, stats)
                ranges = np.searchsorted(PLY_RANGES, record.ply, side="right") - 1
                stats.ply_positions += np.bincount(ranges, minlength=len(PLY_RANGES))
                stats.ply_exact += np.bincount(ranges[exact], minlength=len(PLY_RANGES))
        stats.seconds = time.perf_counter() - start
        return stats

    def _label(self, record: GameRecord, first: int, stopped: bool, best: np.ndarray, scores: np.ndarray,
               stats: ExactStats) -> None:
        """Write a walk's settled rows (``first`` on) into ``record``'s targets; count it in ``stats``."""
        rows = len(record.values) - first
        if rows == 0:
            return
        best, scores = best[first:], scores[first:]
        stats.solved += rows
        stats.stopped += int(stopped)
        stats.changed += int(np.count_nonzero(best != record.values[first:]))
        record.values[first:] = best
        if self.policy:
            stats.pruned += _prune(record, slice(first, None), scores == best[:, None])
            if record.action_values is None:
                record.action_values = np.full(record.policies.shape, NO_ACTION_VALUE, np.int8)
            record.action_values[first:, :scores.shape[1]] = np.where(scores == NO_SCORE, NO_ACTION_VALUE, scores)

    def _book_rows(self, record: GameRecord, first: int, stats: ExactStats) -> np.ndarray:
        """Give the rows before ``first`` that the book settles their exact value target (with
        ``policy``, where it settles every column, the columns that keep it as the policy target
        and the columns' values); bool ``(T,)``: the rows it settled."""
        settled = np.zeros(len(record.values), bool)
        geo = geometry(*record.board)
        for row in np.flatnonzero(record.ply[:first] < self.book.plies):
            position = Position(geo, int(record.current[row, 0]), int(record.mask[row, 0]), int(record.ply[row]))
            value, best = self.book.targets(position)
            if value is None:
                continue
            settled[row] = True
            stats.changed += int(record.values[row] != value)
            record.values[row] = value
            if self.policy and best is not None:
                keep = np.zeros((1, record.policies.shape[1]), bool)
                keep[0, best] = True
                stats.pruned += _prune(record, np.array([row]), keep)
                if record.action_values is None:
                    record.action_values = np.full(record.policies.shape, NO_ACTION_VALUE, np.int8)
                for column in position.legal_moves():
                    low, high = self.book.column_bounds(position, column)
                    record.action_values[row, column] = low if low == high else NO_ACTION_VALUE
        stats.book += int(settled.sum())
        stats.solved += int(settled.sum())
        return settled


def _prune(record: GameRecord, rows: slice | np.ndarray, best: np.ndarray) -> int:
    """Make the policy target of each of ``rows`` the search's policy over its ``best`` columns
    (bool ``(rows, columns)``; uniform over them where the search gave them nothing), and a
    target; the number of rows where the search had mass elsewhere."""
    policies = record.policies[rows]
    keep = np.zeros(policies.shape, bool)
    keep[:, :best.shape[1]] = best
    kept = np.where(keep, policies, 0.0)
    total = kept.sum(axis=1, keepdims=True)
    pruned = total[:, 0] < policies.sum(axis=1) - 1e-6
    record.policies[rows] = np.where(total > 0, kept / np.where(total > 0, total, 1.0),
                                     keep / keep.sum(axis=1, keepdims=True))
    if record.full is not None:
        record.full[rows] = True
    return int(np.count_nonzero(pruned))
