"""Every column's score beside the analysis board, as the exact solver settles it in about a second.

A column's score follows the solver benchmark's convention (Pons, "Solving Connect Four", 2019):
for the side to move, positive a win (the sooner, the larger), 0 a draw, negative a loss. Each
column's child is solved with a node budget that grows fourfold a round (the transposition table
kept between rounds, so a round reuses the last one's work), exactly where the budget allows,
else its win/draw/loss alone, until every column is exact or the time is spent. Asked again for
the same position, the analysis goes on where it stopped.

The first plies of 6x7 are beyond any budget of a second (a win/draw/loss solve at ply 3-4 takes
minutes). There an opening book whose moves keep their positions' win/draw/loss settles them
(:class:`ladder.review.Reviewer`: a book position's value is that of its book line's end), and
those solves take seconds to minutes too: a thread of their own works through the columns left
unsettled, the position asked last first, and a later answer carries what it found.
"""

from __future__ import annotations

import collections
import threading
import time
from dataclasses import dataclass
from typing import Any

from agents.board import Position
from agents.solver import SolverTimeout, weak_value
from ladder.review import Reviewer

FIRST_NODES = 50_000
"""The first round's node budget of each column's solve."""

ASSUMED_NODES_PER_S = 3_000_000.0
"""Until a solve has measured it: the compiled solver's speed, to keep a solve within the time left."""

WARM_UP_LINE = "2252576253462244111563365343671351441"
"""A 6x7 position the solver settles in a few nodes: its first solve loads the compiled kernels."""

EXACT, WDL, BOOK = "exact", "wdl", "book"
"""How a column's score was settled: its exact score, its win/draw/loss by the solver, or its
win/draw/loss through the opening book's lines."""


@dataclass
class _State:
    """What is known of one position: per column its score and how it was settled (None: not
    yet), the next round's budget, the seconds spent."""

    scores: list[int | None]
    kinds: list[str | None]
    nodes: int = FIRST_NODES
    seconds: float = 0.0
    queued: bool = False


class Analyst:
    """Analyses positions for the board: :meth:`analyse` within ``seconds`` each time it is asked.

    Args:
        reviewer: the solver and book of the answers within the time (its tables are kept).
        deep: a second :class:`ladder.review.Reviewer` (its own solver: it runs beside the first)
            whose thread settles through the book, with its larger budgets, what the time left
            open; None: no such thread.
        seconds: the time of one answer, in seconds (> 0).

    Raises:
        ValueError: ``seconds`` not above 0.
    """

    def __init__(self, reviewer: Reviewer, deep: Reviewer | None = None, seconds: float = 1.0):
        if not seconds > 0:
            raise ValueError(f"an analysis needs time above 0 s, got {seconds}")
        self.reviewer, self.deep, self.seconds = reviewer, deep, seconds
        self.states: dict[tuple[tuple[int, int, int], int], _State] = {}
        self.deep_values: dict[tuple[tuple[int, int, int], int], tuple[int, str] | None] = {}
        self.rates: dict[tuple[int, int, int], float] = {}
        self.lock = threading.Lock()
        self.queue: collections.deque[Position] = collections.deque()
        self.wake = threading.Condition()
        self.thread: threading.Thread | None = None

    def warm_up(self) -> None:
        """Make the 6x7 solver and load its compiled kernels (about half a second, once a process)
        before any answer's clock runs."""
        self.reviewer.solver((6, 7, 4)).solve(Position.from_moves(WARM_UP_LINE))

    def analyse(self, position: Position) -> dict[str, Any]:
        """Every column's score for the side to move of ``position`` (not a finished game).

        Returns:
            ``{"scores": [int | None] per column, "kinds": ["exact" | "wdl" | "book" | None] per
            column (None: a full column, or not settled), "settled": every open column exact or
            win/draw/loss, "pending": the book's thread still works on this position, "seconds":
            all the analyses of it so far}``.
        """
        board = (position.geo.rows, position.geo.columns, position.geo.inarow)
        key = (board, position.key())
        with self.lock:
            state = self.states.get(key)
            if state is None:
                state = self.states[key] = _first_scores(position)
            self._deepen(position, state)
            self._take_deep(position, state)
            open_ = [c for c in range(position.geo.columns) if position.can_play(c)]
            settled = all(state.kinds[c] is not None for c in open_)
            if not settled and self.deep is not None and not state.queued and self._fits_deep(position):
                state.queued = True
                self._enqueue(position)
            pending = not settled and state.queued and any(
                (board, position.child(c).key()) not in self.deep_values for c in open_ if state.kinds[c] is None)
            return {"scores": list(state.scores), "kinds": list(state.kinds), "settled": settled,
                    "pending": pending, "seconds": round(state.seconds, 3)}

    def _deepen(self, position: Position, state: _State) -> None:
        """Rounds of solves of the columns not yet exact, each round's budget four times the last's,
        until they are or ``seconds`` are spent."""
        board = (position.geo.rows, position.geo.columns, position.geo.inarow)
        solver = self.reviewer.solver(board)  # made (and compiled) before the clock starts
        start = time.perf_counter()
        deadline = start + self.seconds
        rate = self.rates.setdefault(board, ASSUMED_NODES_PER_S if hasattr(solver, "node_limit") else 100_000.0)
        while True:
            todo = [c for c in range(position.geo.columns) if position.can_play(c) and state.kinds[c] != EXACT]
            cut = False
            for column in todo:
                left = deadline - time.perf_counter()
                nodes = min(state.nodes, int(left * rate))
                if nodes < 1:
                    cut = True
                    break
                cut |= nodes < state.nodes
                child = position.child(column)
                for weak in (False, True):
                    if weak and state.kinds[column] is not None:
                        break
                    score, rate = self._solve(solver, child, weak, nodes, rate)
                    if score is not None:
                        state.scores[column], state.kinds[column] = -score, WDL if weak else EXACT
                        break
            if not todo or cut:
                break
            state.nodes *= 4
        self.rates[board] = rate
        state.seconds += time.perf_counter() - start

    @staticmethod
    def _solve(solver: Any, child: Position, weak: bool, nodes: int, rate: float) -> tuple[int | None, float]:
        """``child``'s score (``weak``: win/draw/loss) within ``nodes`` (the pure-Python solver:
        within the seconds they take at ``rate`` nodes a second), or None; and the rate, updated
        (within a factor of four a solve) where the budget ran out."""
        counted = hasattr(solver, "node_limit")
        start = time.perf_counter()
        try:
            if counted:
                solver.node_limit = nodes
            else:
                solver.deadline = start + nodes / rate
            result = solver.solve(child, weak=weak)
            return (weak_value(result.score) if weak else result.score), rate
        except SolverTimeout:  # the whole budget spent: the solver's speed, compiling aside
            spent = time.perf_counter() - start
            return None, (max(rate / 4, min(rate * 4, solver.nodes / spent)) if spent > 0.01 else rate)
        finally:
            if not counted:
                solver.deadline = None

    def _take_deep(self, position: Position, state: _State) -> None:
        """The book thread's win/draw/loss of each column still unsettled, where it found one."""
        board = (position.geo.rows, position.geo.columns, position.geo.inarow)
        for column in range(position.geo.columns):
            if position.can_play(column) and state.kinds[column] is None:
                found = self.deep_values.get((board, position.child(column).key()))
                if found is not None:
                    state.scores[column], state.kinds[column] = -found[0], found[1]

    def _fits_deep(self, position: Position) -> bool:
        """Whether the book's thread takes the position: a board of the compiled solver (which lets
        the interpreter run the requests meanwhile)."""
        solver = self.deep.solver((position.geo.rows, position.geo.columns, position.geo.inarow))
        return hasattr(solver, "node_limit")

    def _enqueue(self, position: Position) -> None:
        with self.wake:
            self.queue.appendleft(position.copy())
            if self.thread is None:
                self.thread = threading.Thread(target=self._work, name="book-lines", daemon=True)
                self.thread.start()
            self.wake.notify()

    def _work(self) -> None:
        """The book's thread: each queued position's unsettled columns, the newest position first."""
        while True:
            with self.wake:
                while not self.queue:
                    self.wake.wait()
                position = self.queue.popleft()
            board = (position.geo.rows, position.geo.columns, position.geo.inarow)
            with self.lock:
                state = self.states[(board, position.key())]
                columns = [c for c in range(position.geo.columns) if position.can_play(c) and state.kinds[c] is None]
            for column in columns:
                child = position.child(column)
                key = (board, child.key())
                if key not in self.deep_values:
                    value = self.deep.value(child)
                    kind = BOOK if self.deep.in_book(child) else WDL
                    self.deep_values[key] = None if value is None else (value, kind)
                if self.queue:  # a newer position came: it goes first, this one after
                    with self.wake:
                        self.queue.append(position)
                    break


def _first_scores(position: Position) -> _State:
    """The columns settled without a search: full ones, wins at once, draws that fill the board."""
    columns = position.geo.columns
    state = _State([None] * columns, [None] * columns)
    cells = position.geo.rows * columns
    for column in range(columns):
        if not position.can_play(column):
            continue
        if position.is_winning_move(column):
            state.scores[column], state.kinds[column] = (cells + 1 - position.ply) // 2, EXACT
        elif position.child(column).is_terminal():
            state.scores[column], state.kinds[column] = 0, EXACT
    return state
