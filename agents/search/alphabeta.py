"""Alpha-beta negamax with a transposition table, centre-first ordering and iterative deepening.

Values are from the point of view of the side to move. A win found by the search scores
``WIN_SCORE - ply_of_the_win`` (sooner is better), a loss the negative, a full board 0, and a
leaf at the depth horizon the evaluator's score, which must stay below ``WIN_SCORE / 2`` in
magnitude. With an evaluator that returns 0 everywhere the search is exact about every win or loss
within its depth.

Sources: negamax with alpha-beta pruning (Knuth and Moore 1975); transposition table with
exact/lower/upper bounds and iterative deepening (the chess-programming standard; Pons' Connect
Four tutorial, part 7 and 8, for the Connect Four setting); Gupta and Shah's (2022, "Reinforcement
Learning for ConnectX") minimax agent (depth 5).
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field

from agents.board import Position
from agents.evaluators import Evaluator

WIN_SCORE = 2**100
"""Score of a win at ply 0 (larger than any heuristic score); a win at ply p scores WIN_SCORE - p."""

_EXACT, _LOWER, _UPPER = 0, 1, 2
_CLOCK_EVERY = 256  # nodes between two looks at the clock


class SearchTimeout(Exception):
    """Raised inside the search when the deadline passes; the last full iteration is kept."""


@dataclass
class SearchResult:
    """What a search found.

    Attributes:
        move: best 0-based column.
        score: its value for the side to move (see the module docstring for the scale).
        depth: plies of the last completed iteration.
        nodes: positions visited, over all iterations.
        seconds: wall time spent.
        principal_variation: the expected line of play from the root, as columns.
    """

    move: int
    score: float
    depth: int
    nodes: int
    seconds: float
    principal_variation: list[int] = field(default_factory=list)


class AlphaBeta:
    """Depth-limited negamax search driven by an :class:`~agents.evaluators.Evaluator`.

    Args:
        evaluator: scores leaves at the depth horizon (side to move's point of view).
        rng: breaks ties among equally good root moves (root moves are tried in random order,
            the first best is kept); None tries them centre first.
        tt_entries: the transposition table is cleared when it holds this many entries.
    """

    def __init__(self, evaluator: Evaluator, rng: random.Random | None = None, tt_entries: int = 1_000_000):
        self.evaluator = evaluator
        self.rng = rng
        self.tt_entries = tt_entries
        self.tt: dict[int, tuple[int, int, float, int]] = {}  # key -> (depth, flag, value, move)
        self.nodes = 0
        self._deadline = float("inf")

    def search(self, position: Position, depth: int | None = None, seconds: float | None = None) -> SearchResult:
        """Iterative deepening from depth 1 up to ``depth`` plies, stopping early at the deadline.

        Args:
            position: a non-terminal position (left unchanged).
            depth: the deepest iteration; None searches until the game's end or the deadline.
            seconds: wall-clock budget; None means no limit (then ``depth`` must be given).

        Returns:
            The result of the deepest completed iteration (depth 1 always completes, whatever
            the budget, so a legal move always comes back).

        Raises:
            ValueError: the position is terminal, or neither ``depth`` nor ``seconds`` is given.
        """
        if position.is_terminal():
            raise ValueError("cannot search a terminal position")
        if depth is None and seconds is None:
            raise ValueError("give a depth, a time budget in seconds, or both")
        start = time.perf_counter()
        empties = position.geo.rows * position.geo.columns - position.ply
        max_depth = empties if depth is None else min(depth, empties)
        self.nodes = 0
        self.tt.clear()
        result: SearchResult | None = None
        for d in range(1, max_depth + 1):
            self._deadline = float("inf") if (seconds is None or d == 1) else start + seconds
            try:
                move, score = self._root(position.copy(), d)
            except SearchTimeout:
                break
            result = SearchResult(move, score, d, self.nodes, time.perf_counter() - start,
                                  self._pv(position, move, d))
            if abs(score) >= WIN_SCORE // 2:
                break  # a proven result: deeper search cannot change it
        assert result is not None
        result.nodes, result.seconds = self.nodes, time.perf_counter() - start
        return result

    def _root(self, pos: Position, depth: int) -> tuple[int, float]:
        wins = pos.winning_moves()
        if wins:
            return wins[0], WIN_SCORE - pos.ply - 1
        moves = list(pos.geo.centre_order)
        if self.rng is not None:
            self.rng.shuffle(moves)
        moves = [c for c in moves if pos.can_play(c)]
        alpha, beta = -WIN_SCORE, WIN_SCORE
        best_move = moves[0]
        for col in moves:
            pos.play(col)
            value = -self._negamax(pos, depth - 1, -beta, -alpha)
            pos.undo(col)
            if value > alpha:
                alpha, best_move = value, col
        self._store(pos.key(), depth, _EXACT, alpha, best_move)
        return best_move, alpha

    def _negamax(self, pos: Position, depth: int, alpha: float, beta: float) -> float:
        self.nodes += 1
        if self.nodes % _CLOCK_EVERY == 0 and time.perf_counter() > self._deadline:
            raise SearchTimeout
        geo = pos.geo
        if pos.mask == geo.board_mask:
            return 0
        wins = pos.winning_moves()
        if wins:
            return WIN_SCORE - pos.ply - 1
        if depth == 0:
            return self.evaluator.evaluate(pos)
        key = pos.key()
        entry = self.tt.get(key)
        tt_move = -1
        if entry is not None:
            e_depth, flag, value, tt_move = entry
            if e_depth >= depth:
                if flag == _EXACT:
                    return value
                if flag == _LOWER and value >= beta:
                    return value
                if flag == _UPPER and value <= alpha:
                    return value
        alpha0 = alpha
        best, best_move = -WIN_SCORE, -1
        order = geo.centre_order if tt_move < 0 else (tt_move, *[c for c in geo.centre_order if c != tt_move])
        for col in order:
            if pos.mask & geo.tops[col]:
                continue
            pos.play(col)
            value = -self._negamax(pos, depth - 1, -beta, -alpha)
            pos.undo(col)
            if value > best:
                best, best_move = value, col
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        break
        flag = _UPPER if best <= alpha0 else (_LOWER if best >= beta else _EXACT)
        self._store(key, depth, flag, best, best_move)
        return best

    def _store(self, key: int, depth: int, flag: int, value: float, move: int) -> None:
        if len(self.tt) >= self.tt_entries:
            self.tt.clear()
        self.tt[key] = (depth, flag, value, move)

    def _pv(self, position: Position, first: int, depth: int) -> list[int]:
        """The principal variation: ``first``, then the table's best moves, up to ``depth`` plies."""
        pos = position.child(first)
        line = [first]
        while len(line) < depth and not pos.is_terminal():
            entry = self.tt.get(pos.key())
            if entry is None or entry[3] < 0 or not pos.can_play(entry[3]):
                break
            line.append(entry[3])
            pos.play(entry[3])
        return line
