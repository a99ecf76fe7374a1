"""The exact solver's pure-Python build (:mod:`agents.solver.base` has the algorithm and the
scores): every runtime has it; the numba build (:mod:`agents.solver.numba_build`) runs the same
search step for step, faster."""

from __future__ import annotations

import time
from array import array

from agents.board import Geometry, winning_cells
from agents.solver.base import (
    CHECK_SHIFT,
    DEFAULT_TABLE_SIZE,
    ETC_EMPTIES,
    MIN_TABLE_SIZE,
    ExactSolver,
    SolverTimeout,
)

_CHECK_MASK = (1 << (64 - CHECK_SHIFT)) - 1
_BOUND_MASK = (1 << CHECK_SHIFT) - 1
_UPPER, _LOWER = 0, 1



class Solver(ExactSolver):
    """Exact negamax solver for one board size, pure Python; reuse it across positions (the
    table persists). The numba build is ``agents.solver.numba_build.NumbaSolver``.

    Args:
        geo: the board.
        table_size: transposition table entries (memory: 8 bytes each); a prime (see
            :mod:`agents.solver.base`).

    Attributes:
        deadline: a ``time.perf_counter()`` time after which a search raises
            :class:`SolverTimeout` (checked every 1,024 nodes), or None (the default).

    Raises:
        ValueError: a table size below 256 entries.
    """

    def __init__(self, geo: Geometry, table_size: int = DEFAULT_TABLE_SIZE):
        if table_size < MIN_TABLE_SIZE:
            raise ValueError(f"table_size must be at least {MIN_TABLE_SIZE}, got {table_size}")
        self.geo = geo
        self.size = table_size
        self.cells = geo.rows * geo.columns
        self.nodes = 0
        self.deadline: float | None = None
        self._column_masks = tuple(geo.column_masks[c] for c in geo.centre_order)  # centre first
        self.reset()

    def reset(self) -> None:
        """Forget the transposition table."""
        self.table = array("Q", bytes(8 * self.size))  # 0: empty (see agents.solver.base)

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
        check, slot = divmod(current + mask, self.size)
        check &= _CHECK_MASK
        table = self.table
        low = -((cells - 2 - ply) // 2)  # the opponent cannot win on its next move
        high = (cells - 1 - ply) // 2  # we cannot win on this move
        entry = table[slot]
        packed = entry & _BOUND_MASK if entry >> CHECK_SHIFT == check else 0
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
        if cells - ply >= ETC_EMPTIES:  # a child's stored upper bound may refute this node at once
            for _, _, bit, _ in moves:
                child_check, child_slot = divmod(opponent + (mask | bit), self.size)
                entry = table[child_slot]
                packed = entry & _BOUND_MASK if entry >> CHECK_SHIFT == child_check & _CHECK_MASK else 0
                if packed and (packed - 1) & 1 == _UPPER:
                    value = 64 - ((packed - 1) >> 1)
                    if value >= beta:
                        table[slot] = check << CHECK_SHIFT | ((value + 64) << 1 | _LOWER) + 1
                        return value
        for _, _, bit, created in moves:
            value = -self._negamax(opponent, mask | bit, ply + 1, -beta, -alpha, created)
            if value >= beta:
                table[slot] = check << CHECK_SHIFT | ((value + 64) << 1 | _LOWER) + 1
                return value
            if value > alpha:
                alpha = value
        table[slot] = check << CHECK_SHIFT | ((alpha + 64) << 1 | _UPPER) + 1
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
