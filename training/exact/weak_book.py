"""A book for both sides: every position at chosen plies, one move of its best win/draw/loss value.

The first player's book (:mod:`training.exact.book_builder`) covers the positions a first-player
submission meets. A submission playing second, or dropped into a position from elsewhere (the
benchmark sets are positions from random games), meets any position; below ply 10 or so neither
the network nor the file's pure-Python solver is sure of them (the default's Begin-Hard
mistakes fall at plies 4-10). This book stores, for every position at the given plies, one column
that keeps the position's weak value (win, draw or loss; the "weak" mistake measure of the solver benchmark):

- the position is weakly solved by the numba solver (:class:`agents.solver.numba_build.NumbaSolver`);
- lost: no entry (every move loses; the file's own choice is as good);
- won or drawn: its columns are solved in the order of the network's priors (the default's own
  network, so the book's choice is the one the network liked best among the right ones) until one
  keeps the value; most of that proof is read back from the table the position's solve filled.

A position whose every child is already in the results (a deeper ply given first: ``--plies 3 2
1``) is not solved: its value is the best of its children's, negated, and its column the first in
the network's order that reaches it (negamax over one ply; seconds instead of a ply-2 solve).

Left out, because the file plays them without a book: positions after a line was made, positions
where the side to move wins at once, and positions with at most one move that does not lose at
once. A position and its mirror image are one entry (:func:`agents.book.canonical`).

Cost (numba, one core, measured here): a ply-6 position took 4.1 s on average (median 1.9 s, up to
55 s); a lone weak solve takes about 0.4-0.5 s at plies 8-9. The book holds 1,922 / 7,120 / 20,820
/ 67,557 positions at plies 5 / 6 / 7 / 8. So the run is parallel and resumable: every result is
appended to ``weak.tsv`` in the run folder (``key, value, column, nodes, seconds``) as soon as its
worker's chunk of four positions ends (a kill loses at most a chunk per worker, and a torn last
line is ignored) and a run started again skips what is there; ``book.bin`` is rewritten
(atomically) after every ply, merged over an optional ``base`` book whose entries win (a
first-player book's moves belong to its proof tree, which later plies rely on).
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterable
from concurrent.futures import as_completed

from agents.board import Position, geometry
from agents.book import OpeningBook, canonical
from agents.solver import DEFAULT_TABLE_SIZE, MIN_TABLE_SIZE
from agents.solver.numba_build import NumbaSolver
from durable.files import append_tsv, read_tsv_records, write_bytes
from durable.workers import process_pool
from training.exact.book_builder import Priors


def positions_at(ply: int, rows: int = 6, columns: int = 7, inarow: int = 4) -> list[Position]:
    """Every position at ``ply`` that the book holds (see the module docstring), one per mirror
    pair, in the canonical orientation, in depth-first order (neighbours share solver work).

    Raises:
        ValueError: a negative ply or one past the board's cells.
    """
    geo = geometry(rows, columns, inarow)
    if not 0 <= ply < geo.rows * geo.columns:
        raise ValueError(f"ply must be in [0, {geo.rows * geo.columns}), got {ply}")
    seen: set[int] = set()
    out: list[Position] = []

    def walk(position: Position) -> None:
        key, mirrored = canonical(position)
        if key in seen or position.is_won():
            return
        seen.add(key)
        if position.ply == ply:
            pos = position.mirror() if mirrored else position
            if not pos.winning_moves() and len(pos.non_losing_moves()) > 1:
                out.append(pos)
            return
        for col in position.legal_moves():
            walk(position.child(col))

    walk(Position(geo))
    return out


def best_column(solver, position: Position, order: Iterable[int]) -> tuple[int, int, int]:
    """``(value, column, nodes)``: the weak value of ``position`` for its side to move (1 won,
    0 drawn, -1 lost), the first column in ``order`` that keeps it (-1 when lost), and the nodes
    the solves took.

    ``solver`` is either build of the exact solver (:class:`agents.solver.ExactSolver`); the
    position must not be won at once (a won-at-once position is left out of the book).
    """
    result = solver.solve(position, weak=True)
    value, nodes = result.score, result.nodes
    if value < 0:
        return value, -1, nodes
    for col in order:
        if not position.can_play(col):
            continue
        child = position.child(col)
        if child.is_terminal():
            child_value = 0
        else:
            result = solver.solve(child, weak=True)
            child_value, nodes = -result.score, nodes + result.nodes
        if child_value == value:
            return value, col, nodes
    raise AssertionError(f"no column keeps the solved value {value} of {position}")


def _known_value(position: Position, values: dict[int, tuple[int, int]]) -> int | None:
    """The weak value of an unfinished ``position`` for its side to move where it is decided at
    once, forced into one that is, or in ``values``; else None."""
    if position.winning_moves():
        return 1
    safe = position.non_losing_moves()
    if not safe:
        return -1
    if len(safe) == 1:  # the one move that does not lose at once
        child = position.child(safe[0])
        return 0 if child.is_terminal() else _negated(_known_value(child, values))
    known = values.get(canonical(position)[0])
    return None if known is None else known[0]


def _negated(value: int | None) -> int | None:
    return None if value is None else -value


def backed_up(position: Position, values: dict[int, tuple[int, int]], order: Iterable[int]) -> tuple[int, int] | None:
    """``(value, column)`` of ``position`` from its children's weak values (``values``: ``{key:
    (value, column)}`` by :func:`agents.book.canonical` key, for the child's side to move), as
    :func:`best_column` would solve it; None when a child's value is not known. A full board is a
    draw; a child whose side to move wins at once, or must lose at once, or has one move that does
    not lose at once, is valued without ``values`` (the last by the position that move reaches)."""
    children: dict[int, int] = {}
    for col in position.legal_moves():
        child = position.child(col)
        known = 0 if child.is_terminal() else _known_value(child, values)
        if known is None:
            return None
        children[col] = -known
    value = max(children.values())
    if value < 0:
        return value, -1
    return value, next(col for col in order if children.get(col) == value)


_worker_solver: NumbaSolver | None = None


def _init_worker(rows: int, columns: int, inarow: int, table_size: int) -> None:
    global _worker_solver
    _worker_solver = NumbaSolver(geometry(rows, columns, inarow), table_size)


def _job(job: tuple[int, int, int, tuple[int, ...]]) -> tuple[int, int, int, int, float]:
    current, mask, ply, order = job
    start = time.perf_counter()
    value, col, nodes = best_column(_worker_solver, Position(_worker_solver.geo, current, mask, ply), order)
    return current + mask, value, col, nodes, time.perf_counter() - start


_CHUNK = 4
"""Positions a worker takes at a time: neighbours share its table; a kill loses at most a chunk
in flight per worker."""


def _chunk_job(jobs: list[tuple[int, int, int, tuple[int, ...]]]) -> list[tuple[int, int, int, int, float]]:
    return [_job(job) for job in jobs]


class _Results:
    """``{key: (value, column)}`` read from and appended to ``weak.tsv``."""

    def __init__(self, path: str):
        self.path = path
        self.values = {int(r[0]): (int(r[1]), int(r[2])) for r in read_tsv_records(path, 5)}

    def add(self, key: int, value: int, col: int, nodes: int, seconds: float) -> None:
        self.values[key] = (value, col)
        append_tsv(self.path, [key, value, col, nodes, f"{seconds:.4f}"])


def build_weak_book(plies: list[int], out: str, priors: Priors, rows: int = 6, columns: int = 7,
                    inarow: int = 4, base: OpeningBook | None = None, workers: int = 1,
                    table_size: int = DEFAULT_TABLE_SIZE, seconds: float | None = None,
                    progress: Callable[[str], None] | None = None) -> dict:
    """Solve every position at ``plies`` (in that order) into the run folder ``out``.

    Args:
        plies: plies to cover, solved in the order given (cheapest coverage first is a good order).
        out: run folder: ``weak.tsv`` (results, appended) and ``book.bin`` (:mod:`agents.book`).
        priors: move order for choosing among the right columns (see :mod:`training.exact.book_builder`).
        base: a book merged under this one: its entries are kept where both have the position.
        workers: solver processes, each with its own table of ``table_size`` entries (8 bytes each).
        seconds: stop starting new positions after this many seconds (the book is still written).

    Returns:
        ``{plies: {ply: [solved, of]}, entries, base_entries, bytes, new, solve_seconds, seconds}``.

    Raises:
        ValueError: a board the numba solver does not take, a bad ply, or a base book of another size.
    """
    geo = geometry(rows, columns, inarow)
    NumbaSolver(geo, MIN_TABLE_SIZE)  # raises on a board the numba build does not take
    if base is not None and base.board != (rows, columns, inarow):
        raise ValueError(f"the base book is for {base.board}, not {(rows, columns, inarow)}")
    os.makedirs(out, exist_ok=True)
    results = _Results(os.path.join(out, "weak.tsv"))
    start = time.perf_counter()
    new, solve_seconds = 0, 0.0
    coverage: dict[int, list[int]] = {}
    book = None
    pool = process_pool(workers, _init_worker, (rows, columns, inarow, table_size)) \
        if workers > 1 else None
    if pool is None:
        _init_worker(rows, columns, inarow, table_size)
    try:
        for ply in plies:
            every = positions_at(ply, rows, columns, inarow)
            todo = [p for p in every if p.key() not in results.values]
            total = len(every)
            coverage[ply] = [total - len(todo), total]
            if progress:
                progress(f"ply {ply}: {total} positions, {len(todo)} to solve")
            jobs = []
            for p in todo:
                scores = priors(p)
                order = tuple(sorted(range(columns), key=lambda c: -scores[c]))
                backed = backed_up(p, results.values, order)
                if backed is not None:
                    results.add(p.key(), *backed, 0, 0.0)
                    coverage[ply][0] += 1
                    new += 1
                else:
                    jobs.append((p.current, p.mask, p.ply, order))
            if progress and len(jobs) < len(todo):
                progress(f"ply {ply}: {len(todo) - len(jobs)} backed up from the ply below, {len(jobs)} to solve")
            if pool:  # chunks of neighbours to one worker; each result written as its chunk ends
                futures = [pool.submit(_chunk_job, jobs[i:i + _CHUNK]) for i in range(0, len(jobs), _CHUNK)]
                stream = (result for future in as_completed(futures) for result in future.result())
            else:
                stream = map(_job, jobs)
            for done, (key, value, col, nodes, secs) in enumerate(stream, 1):
                results.add(key, value, col, nodes, secs)
                coverage[ply][0] += 1
                new += 1
                solve_seconds += secs
                if progress and done % 500 == 0:
                    progress(f"ply {ply}: {done}/{len(jobs)} solved, {time.perf_counter() - start:.0f} s")
                if seconds is not None and time.perf_counter() - start > seconds:
                    break
            book = _write(results, base, rows, columns, inarow, out)
            if seconds is not None and time.perf_counter() - start > seconds:
                break
    finally:
        if pool:
            pool.shutdown(cancel_futures=True)
    if book is None:  # no ply given: the base alone
        book = _write(results, base, rows, columns, inarow, out)
    return {"plies": coverage, "entries": len(book), "base_entries": 0 if base is None else len(base),
            "bytes": 7 + 8 * len(book), "new": new, "solve_seconds": solve_seconds,
            "seconds": time.perf_counter() - start}


def _write(results: _Results, base: OpeningBook | None, rows: int, columns: int, inarow: int,
           out: str) -> OpeningBook:
    """The book of ``results`` (won and drawn positions) under ``base``, written to ``out/book.bin``."""
    moves = {key: col for key, (value, col) in results.values.items() if value >= 0}
    if base is not None:
        moves.update(base.moves)
    book = OpeningBook(rows, columns, inarow, moves)
    write_bytes(os.path.join(out, "book.bin"), book.to_bytes())
    return book
