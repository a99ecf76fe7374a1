"""The longest defence in the opening: for the losing side, the move that loses latest.

The first player's book (:mod:`training.exact.book_builder`) proves its win, and the book for both sides
(:mod:`training.exact.weak_book`) gives won and drawn positions a move that keeps their value. A lost
position gets no entry there: every move loses, so any is right by the weak measure. It is not
by the strong one. Before the file's solver starts (ply 6 when compiled), the network picks among
the losing moves, and a perfect opponent then wins sooner than it must: on 6x7, where a perfect
second player loses with the first player's last stone (ply 41), the default lost every game as
the second player in 39 plies against a perfect first player (``connectx bench strength --seats
second``), two plies having gone at plies 1 and 3.

This book walks the lines of a winning first player, down to ply ``depth``:

- at the first player's turns, every column that keeps its win (a weak solve of each child, by
  the numba solver); before ply ``solve_from``, where such solves cost the solver hours, only the
  ``base`` book's move (the first player's proved book has one at every such position it reaches);
- at the second player's turns (lost), the column that loses latest, which becomes the entry:
  the loss at ``-m`` is kept by a column whose child's score for the first player is at most
  ``m`` (one null-window search, :meth:`agents.solver.ExactSolver.exceeds`), so ``m = 1, 2, ...``
  in turn, the columns in the network's order within each: the first column found loses latest,
  and among the columns that do, it is the one the network likes best. The walk goes on from it.

Scores as in Pons, "Solving Connect Four" (blog.gamesolver.org, 2019): a win with the winner's
``k``-th stone from the end of the board counts ``k``; ``-1`` is a loss with the opponent's last stone.

Every answer of the solver is appended to ``answers.tsv`` in the run folder as it arrives (``key,
question, answer, nodes, seconds``), so a run that is killed or runs out of ``seconds`` resumes
where it stopped; ``book.bin`` (the new entries merged under ``base``, whose entries win) is
rewritten at the end of every run.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable

from agents.board import Position, geometry
from agents.book import OpeningBook, canonical
from agents.solver import DEFAULT_TABLE_SIZE
from agents.solver.numba_build import NumbaSolver
from durable.files import append_tsv, read_tsv_records, write_bytes
from training.exact.book_builder import Priors


class _Answers:
    """The solver's answers by ``(canonical key, question)``: ``"weak"`` (the weak value for the
    side to move, -1 / 0 / 1) or ``"exceeds M"`` (1 when the score for the side to move is above
    ``M``, else 0), read from and appended to a TSV file."""

    def __init__(self, path: str, solver: NumbaSolver):
        self.path, self.solver = path, solver
        self.known = {(int(r[0]), r[1]): int(r[2]) for r in read_tsv_records(path, 5)}
        self.asked = 0
        self.seconds = 0.0

    def _ask(self, position: Position, question: str, run: Callable[[], tuple[int, int]]) -> int:
        key = canonical(position)[0]
        if (key, question) not in self.known:
            start = time.perf_counter()
            answer, nodes = run()
            seconds = time.perf_counter() - start
            self.known[key, question] = answer
            self.asked += 1
            self.seconds += seconds
            append_tsv(self.path, [key, question, answer, nodes, f"{seconds:.3f}"])
        return self.known[key, question]

    def weak(self, position: Position) -> int:
        def run():
            result = self.solver.solve(position, weak=True)
            return result.score, result.nodes
        return self._ask(position, "weak", run)

    def exceeds(self, position: Position, score: int) -> bool:
        def run():
            answer = self.solver.exceeds(position, score)
            return int(answer), self.solver.nodes
        return bool(self._ask(position, f"exceeds {score}", run))


def longest_defence(position: Position, order: list[int], answers: _Answers) -> tuple[int, int]:
    """``(column, score)`` of the move that loses latest in ``position``, the first such in
    ``order`` (every legal column, best liked first); ``score`` is the loss's, for the side to move.
    The position must be lost (the walk knows: it follows a winning move); asking whether it is
    would cost a solve of the position itself, the dearest question.

    Raises:
        ValueError: a column wins at once (the position is not lost).
    """
    cells = position.geo.rows * position.geo.columns
    for m in range(1, (cells - position.ply) // 2 + 2):
        for col in order:
            if position.is_winning_move(col):
                raise ValueError(f"{position} is not lost: column {col + 1} wins at once")
            child = position.child(col)
            if not answers.exceeds(child, m):
                return col, -m
    raise AssertionError(f"no column of {position} keeps any loss")


def build_defence_book(out: str, depth: int, priors: Priors, base: OpeningBook | None, rows: int = 6, columns: int = 7,
                       inarow: int = 4, solve_from: int = 2, table_size: int = DEFAULT_TABLE_SIZE,
                       seconds: float | None = None, progress: Callable[[str], None] = print) -> dict:
    """Walk the first player's winning lines to ply ``depth`` and give every lost second-player
    position on them its longest defence (see the module docstring); writes ``out/book.bin``.

    Returns:
        ``{entries, new, base_entries, bytes, positions, asked, solve_seconds, seconds, complete}``:
        ``new`` the defence entries found (in all runs), ``asked`` the solver questions this run
        put, ``complete`` False when ``seconds`` ran out before the walk ended.

    Raises:
        ValueError: ``depth`` or ``solve_from`` negative, a board over the numba solver's 64 bits,
            or a position before ``solve_from`` that ``base`` (None: no book) does not hold.
    """
    if depth < 0 or solve_from < 0:
        raise ValueError(f"depth and solve_from must be >= 0, got {depth} and {solve_from}")
    geo = geometry(rows, columns, inarow)
    os.makedirs(out, exist_ok=True)
    answers = _Answers(os.path.join(out, "answers.tsv"), NumbaSolver(geo, table_size))
    start = time.perf_counter()
    found = OpeningBook(rows, columns, inarow)
    seen: set[int] = set()
    complete = True

    def order(position: Position) -> list[int]:
        scores = priors(position)
        return sorted(position.legal_moves(), key=lambda c: -scores[c])

    def walk(position: Position) -> None:
        nonlocal complete
        key = canonical(position)[0]
        if position.ply > depth or key in seen or position.is_terminal():
            return
        if seconds is not None and time.perf_counter() - start > seconds:
            complete = False
            return
        seen.add(key)
        if position.ply % 2 == 0:  # the winner's turn: every column that keeps the win
            if position.ply < solve_from:
                move = base.lookup(position) if base is not None else None
                if move is None:
                    raise ValueError(f"the base book holds no move for {position} (ply {position.ply}, before "
                                     f"--solve-from {solve_from})")
                moves = [move]
            else:
                moves = [c for c in position.legal_moves()
                         if not position.is_winning_move(c) and answers.weak(position.child(c)) < 0]
            for col in moves:
                walk(position.child(col))
            return
        col, score = longest_defence(position, order(position), answers)
        found.add(position, col)
        progress(f"ply {position.ply}: {len(found)} positions, loses at best by {-score}: column {col + 1} "
                 f"({answers.asked} questions, {answers.seconds:.0f} s of solver time)")
        walk(position.child(col))

    walk(Position(geo))
    book = OpeningBook(rows, columns, inarow, dict(base.moves) if base is not None else {})
    new = {k: c for k, c in found.moves.items() if k not in book.moves}
    book.moves.update(new)
    data = book.to_bytes()
    write_bytes(os.path.join(out, "book.bin"), data)
    return {"entries": len(book), "new": len(new), "base_entries": len(base) if base is not None else 0,
            "bytes": len(data), "positions": len(seen), "asked": answers.asked, "solve_seconds": answers.seconds,
            "seconds": time.perf_counter() - start, "complete": complete}
