"""The exact solver of :mod:`agents.solver`, compiled with numba for training-time labelling.

One algorithm, two builds: this module runs the same search as ``agents.solver.Solver`` (the
pure-Python build the submission carries) step for step - the same non-losing move filter, the
same move order (winning cells created, then centre first), the same transposition table layout,
indexing and replacement, the same null-window sequence at the root - so both return the same
scores and, for the same table size, the same node counts (the tests check both). Ideas from
Pascal Pons' tutorial "Solving Connect Four" (blog.gamesolver.org); scores in the benchmark's
convention (see ``agents/solver.py``).

The bitboards are ``numpy.uint64``: boards whose ``(rows + 1) * columns`` bits exceed 64, or whose
longest line shift reaches 64 bits, are not supported (:func:`supported`); use the pure-Python
build there. The transposition table is ``table_size`` entries of 10 bytes (a uint64 key and an
int16 packed bound), allocated once; it never grows.

The first call compiles the kernels (a few seconds; cached on disk by numba afterwards).
"""

from __future__ import annotations

import numpy as np
from numba import njit

from agents.board import Geometry
from agents.solver import DEFAULT_TABLE_SIZE, ExactSolver, Solver

MAX_TABLE_BYTES = 1 << 30
"""The largest table the constructor accepts: 1 GiB."""

_ZERO = np.uint64(0)
_ONE = np.uint64(1)
_M1 = np.uint64(0x5555555555555555)
_M2 = np.uint64(0x3333333333333333)
_M4 = np.uint64(0x0F0F0F0F0F0F0F0F)
_H01 = np.uint64(0x0101010101010101)


def supported(geo: Geometry) -> bool:
    """True when the board fits this build's 64-bit bitboards."""
    return geo.height * geo.columns <= 64 and (geo.inarow - 1) * (geo.height + 1) < 64


def make_solver(geo: Geometry, build: str = "auto", table_size: int | None = None) -> ExactSolver:
    """A solver for ``geo``: ``build`` "numba", "python", or "auto" (numba when the board fits).

    Raises:
        ValueError: an unknown build, or "numba" on a board it does not support.
    """
    if build not in ("auto", "numba", "python"):
        raise ValueError(f"unknown solver build {build!r}: auto, numba or python")
    if build == "numba" or (build == "auto" and supported(geo)):
        return NumbaSolver(geo) if table_size is None else NumbaSolver(geo, table_size)
    return Solver(geo) if table_size is None else Solver(geo, table_size)


@njit(cache=True, inline="always")
def _popcount(x):
    x = x - ((x >> _ONE) & _M1)
    x = (x & _M2) + ((x >> np.uint64(2)) & _M2)
    x = (x + (x >> np.uint64(4))) & _M4
    return (x * _H01) >> np.uint64(56)


@njit(cache=True, inline="always")
def _winning_cells(stones, mask, dirs, inarow, board_mask):
    """As ``agents.board.winning_cells``: empty cells that complete a line of ``inarow``."""
    cells = _ZERO
    if inarow == 4:  # the same cells, in fewer operations
        for d in range(4):
            s = dirs[d]
            r1, l1 = stones >> s, stones << s
            r2, l2 = r1 >> s, l1 << s
            cells |= (r1 & r2 & (l1 | (r2 >> s))) | (l1 & l2 & (r1 | (l2 << s)))
        return cells & board_mask & ~mask
    for d in range(4):
        s = dirs[d]
        below = ~_ZERO
        for j in range(inarow):
            if j > 0:
                below &= stones << (np.uint64(j) * s)
            above = ~_ZERO
            for k in range(1, inarow - j):
                above &= stones >> (np.uint64(k) * s)
            cells |= below & above
    return cells & board_mask & ~mask


# The kernels take the board as two arrays, to keep the recursive calls' arguments few:
# ``ints``: int64 [cells, columns, inarow, node counter, centre_order...];
# ``bits``: uint64 [the four line shifts, bottom, board_mask, column_masks...].
# ``buf``: uint64 (cells + 1, 2 * columns), per ply the ordered moves and their scores.
_NODES, _ORDER = 3, 4
_BOTTOM, _BOARD, _COLUMNS = 4, 5, 6


@njit(cache=True)
def _negamax(current, mask, ply, alpha, beta, ints, bits, keys, bounds, buf):
    """``agents.solver.Solver._negamax``."""
    ints[_NODES] += 1
    cells, columns, inarow = ints[0], ints[1], ints[2]
    board_mask = bits[_BOARD]
    opponent = current ^ mask
    playable = (mask + bits[_BOTTOM]) & board_mask
    threats = _winning_cells(opponent, mask, bits, inarow, board_mask)
    forced = playable & threats
    if forced:
        if forced & (forced - _ONE):
            return -((cells - ply) // 2)
        playable = forced
    playable &= ~(threats >> _ONE)
    if playable == _ZERO:
        return -((cells - ply) // 2)
    if ply >= cells - 2:
        return 0
    key = current + mask
    slot = key % np.uint64(keys.shape[0])
    low = -((cells - 2 - ply) // 2)
    high = (cells - 1 - ply) // 2
    if keys[slot] == key and bounds[slot] != 0:
        packed = np.int64(bounds[slot]) - 1
        value = (packed >> 1) - 64
        if packed & 1:
            low = max(low, value)
        else:
            high = min(high, value)
    if alpha < low:
        alpha = low
        if alpha >= beta:
            return alpha
    if beta > high:
        beta = high
        if alpha >= beta:
            return beta
    n = 0
    for i in range(columns):
        bit = playable & bits[_COLUMNS + ints[_ORDER + i]]
        if bit:
            score = _popcount(_winning_cells(current | bit, mask | bit, bits, inarow, board_mask))
            j = n
            while j > 0 and buf[ply, columns + j - 1] < score:  # stable: centre first among equals
                buf[ply, j] = buf[ply, j - 1]
                buf[ply, columns + j] = buf[ply, columns + j - 1]
                j -= 1
            buf[ply, j] = bit
            buf[ply, columns + j] = score
            n += 1
    for i in range(n):
        value = -_negamax(opponent, mask | buf[ply, i], ply + 1, -beta, -alpha, ints, bits, keys,
                          bounds, buf)
        if value >= beta:
            keys[slot] = key
            bounds[slot] = ((value + 64) << 1 | 1) + 1
            return value
        if value > alpha:
            alpha = value
    keys[slot] = key
    bounds[slot] = ((alpha + 64) << 1) + 1
    return alpha


@njit(cache=True)
def _solve(current, mask, ply, weak, ints, bits, keys, bounds, buf):
    """``agents.solver.Solver._solve``: the root's null-window sequence."""
    cells, inarow = ints[0], ints[2]
    ints[_NODES] = 0
    if _winning_cells(current, mask, bits, inarow, bits[_BOARD]) & (mask + bits[_BOTTOM]):
        return 1 if weak else (cells + 1 - ply) // 2
    low, high = -((cells - ply) // 2), (cells + 1 - ply) // 2
    if weak:
        low, high = -1, 1
    while low < high:
        mid = low + (high - low) // 2
        if mid <= 0 and low // 2 < mid:
            mid = low // 2
        elif mid >= 0 and high // 2 > mid:
            mid = high // 2
        value = _negamax(current, mask, ply, mid, mid + 1, ints, bits, keys, bounds, buf)
        if value <= mid:
            high = value
        else:
            low = value
    if weak:
        return (low > 0) - (low < 0)
    return low


@njit(cache=True)
def _exceeds(current, mask, ply, score, ints, bits, keys, bounds, buf):
    """``agents.solver.Solver._exceeds``: one null-window search."""
    ints[_NODES] = 0
    if _winning_cells(current, mask, bits, ints[2], bits[_BOARD]) & (mask + bits[_BOTTOM]):
        return (ints[0] + 1 - ply) // 2 > score
    return _negamax(current, mask, ply, score, score + 1, ints, bits, keys, bounds, buf) > score


class NumbaSolver(ExactSolver):
    """Exact negamax solver for one board size, compiled; reuse it across positions (the table
    persists). The same interface and results as :class:`agents.solver.Solver`.

    Args:
        geo: the board (see :func:`supported`).
        table_size: transposition table entries (10 bytes each; at most 1 GiB in all).

    Raises:
        ValueError: an unsupported board, a table size below 1 or over 1 GiB.
    """

    def __init__(self, geo: Geometry, table_size: int = DEFAULT_TABLE_SIZE):
        if not supported(geo):
            raise ValueError(f"a {geo.rows}x{geo.columns}x{geo.inarow} board does not fit 64-bit "
                             "bitboards; use agents.solver.Solver")
        if table_size < 1 or table_size * 10 > MAX_TABLE_BYTES:
            raise ValueError(f"table_size must be between 1 and {MAX_TABLE_BYTES // 10}, got {table_size}")
        self.geo = geo
        self.size = table_size
        self.cells = geo.rows * geo.columns
        self.nodes = 0
        self._ints = np.array([self.cells, geo.columns, geo.inarow, 0, *geo.centre_order],
                              dtype=np.int64)
        self._bits = np.array([*geo.directions, geo.bottom, geo.board_mask, *geo.column_masks],
                              dtype=np.uint64)
        self._buf = np.zeros((self.cells + 1, 2 * geo.columns), dtype=np.uint64)
        self.reset()

    def reset(self) -> None:
        """Forget the transposition table (its memory is written now, so that the first solves
        do not pay for the operating system's zeroing of fresh pages)."""
        self.keys = np.empty(self.size, dtype=np.uint64)
        self.bounds = np.empty(self.size, dtype=np.int16)
        self.keys.fill(0)
        self.bounds.fill(0)

    def _solve(self, current: int, mask: int, ply: int, weak: bool) -> int:
        score = _solve(np.uint64(current), np.uint64(mask), ply, weak, self._ints, self._bits,
                       self.keys, self.bounds, self._buf)
        self.nodes = int(self._ints[_NODES])
        return int(score)

    def _exceeds(self, current: int, mask: int, ply: int, score: int) -> bool:
        result = _exceeds(np.uint64(current), np.uint64(mask), ply, score, self._ints, self._bits,
                          self.keys, self.bounds, self._buf)
        self.nodes = int(self._ints[_NODES])
        return bool(result)
