"""An exact ConnectX solver: the game value of a position under perfect play.

Ideas from Pascal Pons' tutorial "Solving Connect Four" (blog.gamesolver.org), written anew:
negamax with alpha-beta pruning; only moves that do not hand the opponent an immediate win are
searched; moves ordered by the number of winning cells they create, then centre first; a
transposition table of fixed size holding upper and lower bounds; and the root solved by a
sequence of null-window searches that narrow the score's interval.

Scores follow the convention of Pons' benchmark sets (the tutorial's part 2), generalised to
any board of ``N = rows * columns`` cells: from the side to move's point of view, a win with its
``k``-th stone scores ``(N + 2) // 2 - k`` (22 - k on 6x7), a draw 0, a loss the negative of the
opponent's win. Equivalently, at ``ply`` stones on the board, winning on this move scores
``(N + 1 - ply) // 2``.

The search works on the two integers of :class:`agents.board.Position` directly. The
transposition table is two ``array`` buffers of ``table_size`` entries (10 bytes each): the key's
low 64 bits and a packed bound, indexed by ``key % table_size``; it never grows. On boards of more
than 64 bits two positions can share an entry's check bits; the solver is exact on 6x7 and on
every board of at most 8 rows x 7 columns.
"""

from __future__ import annotations

import time
from array import array
from dataclasses import dataclass

from agents.board import Geometry, Position, winning_cells

DEFAULT_TABLE_SIZE = (1 << 23) + 9
"""Entries of the transposition table: 8,388,617 (about 84 MB); the one default of both solver
builds, the players' and the label and book builders'."""

_KEY_MASK = (1 << 64) - 1
_UPPER, _LOWER = 0, 1


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
        geo: the board; cells: ``rows * columns``; nodes: nodes searched by the last solve.
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
        """The score of every column for the side to move (None for a full column).

        Raises:
            ValueError: as :meth:`solve`.
        """
        self._check(position)
        scores: list[int | None] = []
        for col in range(self.geo.columns):
            if not position.can_play(col):
                scores.append(None)
            elif position.is_winning_move(col):
                scores.append(1 if weak else (self.cells + 1 - position.ply) // 2)
            else:
                child = position.child(col)
                scores.append(0 if child.is_terminal() else -self.solve(child, weak).score)
        return scores


def numba_supported(geo: Geometry) -> bool:
    """True when the board fits the numba build's 64-bit bitboards (``agents.solver_numba``)."""
    return geo.height * geo.columns <= 64 and (geo.inarow - 1) * (geo.height + 1) < 64


SOLVER_BUILDS = ("auto", "numba", "python")
"""The builds :func:`make_solver` makes."""

_NUMBA: dict[str, object] = {}
"""What :func:`prepare_build` found, once per process: ``ready`` (bool) and ``error`` (str)."""


def prepare_build(build: str = "auto") -> tuple[str, float]:
    """Get ``build`` ready before the first solve: for "auto" and "numba", import numba and compile
    the numba build's kernels (``agents.solver_numba.compile_kernels``) once per process.

    Returns:
        ``(the build make_solver gives a board that fits 64 bits, seconds this call spent)``:
        "auto" gives "numba", or "python" where numba is missing or fails to compile.

    Raises:
        ValueError: an unknown build; "numba" where it is missing or fails to compile.
    """
    if build not in SOLVER_BUILDS:
        raise ValueError(f"unknown solver build {build!r}: {', '.join(SOLVER_BUILDS)}")
    if build == "python":
        return "python", 0.0
    start = time.perf_counter()
    if not _NUMBA:
        try:
            from agents.solver_numba import compile_kernels

            compile_kernels()
            _NUMBA.update(ready=True, error="")
        except ImportError:
            _NUMBA.update(ready=False, error="numba is not installed")
        except Exception as e:  # numba failed to compile here: the Python build answers the same
            _NUMBA.update(ready=False, error=f"numba failed to compile the solver: {type(e).__name__}: {e}")
    if not _NUMBA["ready"] and build == "numba":
        raise ValueError(f"the numba solver build is not available: {_NUMBA['error']}")
    return ("numba" if _NUMBA["ready"] else "python"), time.perf_counter() - start


def make_solver(geo: Geometry, build: str = "auto", table_size: int = DEFAULT_TABLE_SIZE) -> ExactSolver:
    """A solver for ``geo``. ``build``: "python" (:class:`Solver`), "numba"
    (``agents.solver_numba.NumbaSolver``), or "auto": numba where it imports, compiles and fits
    the board (see :func:`prepare_build`), else the pure-Python build (the same answers, slower).

    Raises:
        ValueError: an unknown build; "numba" where numba is not available or the board does not
            fit 64-bit bitboards.
    """
    if build == "numba" and not numba_supported(geo):
        raise ValueError(f"a {geo.rows}x{geo.columns}x{geo.inarow} board does not fit the numba build's "
                         "64-bit bitboards")
    if numba_supported(geo) and prepare_build(build)[0] == "numba":
        from agents.solver_numba import NumbaSolver

        return NumbaSolver(geo, table_size)
    return Solver(geo, table_size)


class Solver(ExactSolver):
    """Exact negamax solver for one board size, pure Python; reuse it across positions (the
    table persists). The numba build is ``agents.solver_numba.NumbaSolver``.

    Args:
        geo: the board.
        table_size: transposition table entries (memory: 10 bytes each).

    Attributes:
        deadline: a ``time.perf_counter()`` time after which a search raises
            :class:`SolverTimeout` (checked every 1,024 nodes), or None (the default).

    Raises:
        ValueError: a table size below 1.
    """

    def __init__(self, geo: Geometry, table_size: int = DEFAULT_TABLE_SIZE):
        if table_size < 1:
            raise ValueError(f"table_size must be positive, got {table_size}")
        self.geo = geo
        self.size = table_size
        self.cells = geo.rows * geo.columns
        self.nodes = 0
        self.deadline: float | None = None
        self._column_masks = tuple(geo.column_masks[c] for c in geo.centre_order)  # centre first
        self.reset()

    def reset(self) -> None:
        """Forget the transposition table."""
        self.keys = array("Q", bytes(8 * self.size))
        self.bounds = array("h", bytes(2 * self.size))  # 0: empty; else packed value and flag

    # --- search -----------------------------------------------------------------------------

    def _negamax(self, current: int, mask: int, ply: int, alpha: int, beta: int, threats: int) -> int:
        """Score of the position (side to move has ``current``) within ``(alpha, beta)``, knowing
        the side to move cannot win at once; fail-hard: the result is clipped to the window.
        ``threats``: the opponent's winning cells, ``winning_cells(geo, current ^ mask, mask)``,
        which the parent computed already to order its moves (one call saved per node)."""
        self.nodes += 1
        if not self.nodes & 1023 and self.deadline is not None and time.perf_counter() > self.deadline:
            raise SolverTimeout
        geo = self.geo
        cells = self.cells
        playable = (mask + geo.bottom) & geo.board_mask
        forced = playable & threats
        if forced:
            if forced & (forced - 1):
                return -((cells - ply) // 2)  # two threats: the opponent wins next move
            playable = forced
        playable &= ~(threats >> 1)  # never play under an opponent's winning cell
        if not playable:
            return -((cells - ply) // 2)
        if ply >= cells - 2:
            return 0  # the last two stones cannot win: a draw
        key = current + mask
        slot = key % self.size
        keys, bounds = self.keys, self.bounds
        low = -((cells - 2 - ply) // 2)  # the opponent cannot win on its next move
        high = (cells - 1 - ply) // 2  # we cannot win on this move
        packed = bounds[slot] if keys[slot] == key & _KEY_MASK else 0
        if packed:  # a table entry: ((bound + 64) << 1 | flag) + 1
            packed -= 1
            if packed & 1 == _LOWER:
                low = max(low, (packed >> 1) - 64)
            else:
                high = min(high, (packed >> 1) - 64)
        if alpha < low:
            alpha = low
            if alpha >= beta:
                return alpha  # fail high: the score is at least alpha
        if beta > high:
            beta = high
            if alpha >= beta:
                return beta  # fail low: the score is at most beta
        # order: most winning cells created first, centre first among equals; the cells a move
        # creates are the threats its child faces
        moves = []
        for column in self._column_masks:
            bit = playable & column
            if bit:
                created = winning_cells(geo, current | bit, mask | bit)
                moves.append((created.bit_count(), -len(moves), bit, created))
        moves.sort(reverse=True)
        opponent = current ^ mask
        for _, _, bit, created in moves:
            value = -self._negamax(opponent, mask | bit, ply + 1, -beta, -alpha, created)
            if value >= beta:
                keys[slot] = key & _KEY_MASK
                bounds[slot] = ((value + 64) << 1 | _LOWER) + 1
                return value
            if value > alpha:
                alpha = value
        keys[slot] = key & _KEY_MASK
        bounds[slot] = ((alpha + 64) << 1 | _UPPER) + 1
        return alpha

    def _exceeds(self, current: int, mask: int, ply: int, score: int) -> bool:
        if winning_cells(self.geo, current, mask) & (mask + self.geo.bottom):
            return (self.cells + 1 - ply) // 2 > score
        threats = winning_cells(self.geo, current ^ mask, mask)
        return self._negamax(current, mask, ply, score, score + 1, threats) > score

    def _solve(self, current: int, mask: int, ply: int, weak: bool) -> int:
        cells = self.cells
        if winning_cells(self.geo, current, mask) & (mask + self.geo.bottom):
            win = (cells + 1 - ply) // 2
            return 1 if weak else win
        threats = winning_cells(self.geo, current ^ mask, mask)
        low, high = -((cells - ply) // 2), (cells + 1 - ply) // 2
        if weak:
            low, high = -1, 1
        while low < high:  # null-window searches narrow [low, high] to the score
            mid = low + (high - low) // 2
            if mid <= 0 and low // 2 < mid:
                mid = low // 2
            elif mid >= 0 and high // 2 > mid:
                mid = high // 2
            value = self._negamax(current, mask, ply, mid, mid + 1, threats)
            if value <= mid:
                high = value
            else:
                low = value
        return (low > 0) - (low < 0) if weak else low
