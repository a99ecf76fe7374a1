"""An exact ConnectX solver: the game value of a position under perfect play.

Ideas from Pascal Pons' tutorial "Solving Connect Four" (blog.gamesolver.org), written anew:
negamax with alpha-beta pruning; only moves that do not hand the opponent an immediate win are
searched; moves ordered by the number of winning cells they create, then centre first; a
transposition table of fixed size holding upper and lower bounds; and the root solved by a
sequence of null-window searches that narrow the score's interval. One idea beyond the tutorial:
a node with many empty cells left (:data:`ETC_EMPTIES`) first looks its children up in the table,
and a child whose stored upper bound already refutes it settles the node without a search (the
enhanced transposition cutoff of Plaat, Schaeffer, Pijls and de Bruin 1996, "Exploiting Graph
Properties of Game Trees", AAAI-96, section 3).

Scores follow the convention of Pons' benchmark sets (the tutorial's part 2), generalised to
any board of ``N = rows * columns`` cells: from the side to move's point of view, a win with its
``k``-th stone scores ``(N + 2) // 2 - k`` (22 - k on 6x7), a draw 0, a loss the negative of the
opponent's win. Equivalently, at ``ply`` stones on the board, winning on this move scores
``(N + 1 - ply) // 2``.

The search works on the two integers of :class:`agents.board.Position` directly. The
transposition table is ``table_size`` entries of 8 bytes, a position's at ``key % table_size``
(the key: ``current + mask``); it never grows. An entry holds the key's quotient
``key // table_size`` (which with the index gives the key back) above a packed bound
(:data:`CHECK_SHIFT`); 0 is an empty entry. Its size should be a prime: a key's low bits are the
first columns' cells, so a power of two would index the positions by those columns alone, and
positions alike there would evict each other. On boards of more than 64 bits two positions can
share an entry's check bits; the solver is exact on 6x7 and on every board of at most 8 rows x 7
columns.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from agents.board import Geometry, Position

DEFAULT_TABLE_SIZE = (1 << 23) + 9
"""Entries of the transposition table: 8,388,617 (about 67 MB); the one default of both solver
builds, the players' and the label and book builders'."""

CHECK_SHIFT = 8
"""A table entry is ``(key // table_size) << CHECK_SHIFT | packed``, ``packed`` a bound as
``((bound + 64) << 1 | lower) + 1`` (65 to 194 on a board of at most 64 cells; ``lower``: 1 for
a lower bound, 0 an upper). On a board of at most 64 bits the quotient fits the entry's other 56
bits wherever the table has at least :data:`MIN_TABLE_SIZE` entries; beyond, its low 56 bits."""

MIN_TABLE_SIZE = 1 << CHECK_SHIFT
"""The smallest table either build accepts: 256 entries (see :data:`CHECK_SHIFT`)."""

ETC_EMPTIES = 14
"""A node with at least this many empty cells reads its children's table entries before it
searches any of them (enhanced transposition cutoff): a child stored with an upper bound ``u``
(for the child's side to move) gives the node at least ``-u``, a cutoff where that reaches the
node's beta. Nearer the end a node's subtree is too small to repay the reads (on 6x7, Begin-Hard's
weak solves took 0.81x the nodes and 0.86x the time of no lookup, Begin-Easy's short ones 1.16x
the time; reading from 10 or from 18 empty cells on did no better there)."""


class SolverTimeout(Exception):
    """The pure-Python solver passed its ``deadline``; its table holds only finished results."""


@dataclass
class SolveResult:
    """A solved position: ``score`` (see the module docstring), ``nodes`` searched and
    ``seconds`` spent."""

    score: int
    nodes: int
    seconds: float


class ExactSolver:
    """What both builds of the solver share: argument checks, :meth:`solve`, :meth:`exceeds` and
    :meth:`analyze` around a build's ``_solve(current, mask, ply, weak) -> score`` and
    ``_exceeds(current, mask, ply, score) -> bool``, which set ``nodes``.

    Attributes:
        geo: the board; cells: ``rows * columns``; nodes: nodes searched by the last solve
            (:meth:`analyze`: by all its columns' solves).
    """

    geo: Geometry
    cells: int
    nodes: int

    def reset(self) -> None:
        """Forget the transposition table."""
        raise NotImplementedError

    def _solve(self, current: int, mask: int, ply: int, weak: bool) -> int:
        raise NotImplementedError

    def _exceeds(self, current: int, mask: int, ply: int, score: int) -> bool:
        raise NotImplementedError

    def _check(self, position: Position) -> None:
        if position.geo is not self.geo:
            raise ValueError("the position's board size is not the solver's")
        if position.is_terminal():
            raise ValueError("the game is over: nothing to solve")

    def solve(self, position: Position, weak: bool = False) -> SolveResult:
        """The exact score of ``position`` (``weak``: only its sign, -1 / 0 / 1, faster).

        Raises:
            ValueError: a finished game, or a position of another board size.
        """
        self._check(position)
        start = time.perf_counter()
        self.nodes = 0
        score = self._solve(position.current, position.mask, position.ply, weak)
        return SolveResult(score, self.nodes, time.perf_counter() - start)

    def exceeds(self, position: Position, score: int) -> bool:
        """Whether the exact score of ``position`` (for its side to move) is above ``score``: one
        null-window search, the cheapest question the solver answers (:meth:`solve` asks a
        sequence of them; weak, one or two). ``exceeds(p, 0)``: ``p`` is won; ``exceeds(p, -1)``:
        won or drawn. Sets ``nodes``.

        Raises:
            ValueError: as :meth:`solve`.
        """
        self._check(position)
        self.nodes = 0
        return self._exceeds(position.current, position.mask, position.ply, score)

    def analyze(self, position: Position, weak: bool = False) -> list[int | None]:
        """The score of every column for the side to move (None for a full column). Sets ``nodes``:
        the nodes of all its columns' solves.

        Raises:
            ValueError: as :meth:`solve`.
        """
        self._check(position)
        scores: list[int | None] = []
        total = 0
        for col in range(self.geo.columns):
            if not position.can_play(col):
                scores.append(None)
            elif position.is_winning_move(col):
                scores.append(1 if weak else (self.cells + 1 - position.ply) // 2)
            else:
                child = position.child(col)
                if child.is_terminal():
                    scores.append(0)
                else:
                    scores.append(-self.solve(child, weak).score)
                    total += self.nodes
        self.nodes = total
        return scores


def weak_value(score: int) -> int:
    """A score's win/draw/loss for the side to move: 1, 0 or -1 (a weak solve's score already is)."""
    return (score > 0) - (score < 0)


def numba_supported(geo: Geometry) -> bool:
    """True when the board fits the numba build's 64-bit bitboards (``agents.solver.numba_build``)."""
    return geo.height * geo.columns <= 64 and (geo.inarow - 1) * (geo.height + 1) < 64
