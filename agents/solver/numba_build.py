"""The exact solver of :mod:`agents.solver`, compiled with numba: the submission's solver where
its runtime has numba, and the one for labelling, books and benchmarks.

One algorithm, two builds: this module runs the same search as ``agents.solver.python_build.Solver`` (the
pure-Python build, which every runtime has) step for step - the same non-losing move filter, the
same move order (winning cells created, then centre first), the same transposition table layout,
indexing and replacement, the same enhanced transposition cutoffs, the same null-window sequence
at the root - so both return the same scores and, for the same table size, the same node counts
(the tests check both). Ideas from Pascal Pons' tutorial "Solving Connect Four"
(blog.gamesolver.org); scores in the benchmark's convention (see :mod:`agents.solver.base`).

This is the one ``agents`` module that imports anything beyond the standard library and numpy:
importing it raises ImportError where numba is missing, and :func:`agents.solver.make_solver`
then falls back to the pure-Python build. The bitboards are ``numpy.uint64``: boards whose
``(rows + 1) * columns`` bits exceed 64, or whose longest line shift reaches 64 bits, are not
supported (:func:`agents.solver.numba_supported`). The transposition table is ``table_size``
entries of 8 bytes (:data:`agents.solver.base.CHECK_SHIFT`), allocated once; it never grows.

The kernels compile on their first call (:func:`compile_kernels`), cached on disk by numba where
this module is a file; inside a submission's ``main.py`` (no file behind the module, and a
read-only file system on Kaggle) they compile at load, uncached. A search honours the solver's
``deadline`` as a node budget: the seconds left times the nodes per second measured so far (no
clock is readable inside the compiled code).

Memory, not arithmetic, bounds the search on a players' table: an entry is one uint64, the key's
quotient by the table size above its packed bound (one cache line read a probe, where a key and a
bound in two arrays took two), and a node, once its moves are ordered, prefetches its children's
entries (LLVM's ``llvm.prefetch``), so that their misses overlap instead of following one another.
Neither changes what the table holds or which entry a position takes.
"""

from __future__ import annotations

import os
import time

import numpy as np
from llvmlite import ir
from numba import njit, types
from numba.core.errors import NumbaError
from numba.extending import intrinsic

from agents.board import Geometry, Position
from agents.solver.base import (
    CHECK_SHIFT,
    DEFAULT_TABLE_SIZE,
    ETC_EMPTIES,
    MIN_TABLE_SIZE,
    ExactSolver,
    SolverTimeout,
    numba_supported,
)

MAX_TABLE_BYTES = 1 << 30
"""The largest table the constructor accepts: 1 GiB."""

_CACHE = os.path.isfile(globals().get("__file__") or "")
"""numba's disk cache needs the module's file (a submission's embedded module has none)."""

_ZERO = np.uint64(0)
_ONE = np.uint64(1)
_M1 = np.uint64(0x5555555555555555)
_M2 = np.uint64(0x3333333333333333)
_M4 = np.uint64(0x0F0F0F0F0F0F0F0F)
_H01 = np.uint64(0x0101010101010101)
_SHIFT = np.uint64(CHECK_SHIFT)
_BOUND = np.uint64((1 << CHECK_SHIFT) - 1)


@intrinsic
def _llvm_prefetch(typingctx, table, index):
    """Ask the processor to bring ``table[index]`` into its caches, for reading (LLVM's
    ``llvm.prefetch``, highest locality); no effect on the program's state."""

    def codegen(context, builder, signature, args):
        array = context.make_array(signature.args[0])(context, builder, args[0])
        address = builder.bitcast(builder.gep(array.data, [args[1]]), ir.IntType(8).as_pointer())
        i32 = ir.IntType(32)
        fn = builder.module.declare_intrinsic("llvm.prefetch", [address.type],
                                              ir.FunctionType(ir.VoidType(), [address.type, i32, i32, i32]))
        builder.call(fn, [address, ir.Constant(i32, 0), ir.Constant(i32, 3), ir.Constant(i32, 1)])
        return context.get_dummy_value()

    return types.void(table, index), codegen


@njit(cache=_CACHE, inline="always")
def _no_prefetch(table, index):
    """What :func:`_prefetch` is where this numba cannot compile LLVM's prefetch: nothing."""


@njit(cache=_CACHE)
def _prefetch_probe(table):
    _llvm_prefetch(table, 0)


def _checked_prefetch():
    """:func:`_llvm_prefetch` where this numba and llvmlite compile it (a runtime's older or newer
    ones may name LLVM's intrinsics otherwise), else :func:`_no_prefetch`: the search the same,
    only slower on a large table."""
    try:
        _prefetch_probe(np.zeros(1, np.uint64))
    except (NumbaError, RuntimeError, TypeError):
        return _no_prefetch
    return _llvm_prefetch


_prefetch = _checked_prefetch()


@njit(cache=_CACHE, inline="always")
def _popcount(x):
    x = x - ((x >> _ONE) & _M1)
    x = (x & _M2) + ((x >> np.uint64(2)) & _M2)
    x = (x + (x >> np.uint64(4))) & _M4
    return (x * _H01) >> np.uint64(56)


@njit(cache=_CACHE, inline="always")
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
# ``ints``: int64 [cells, columns, inarow, node counter, node limit, aborted (0/1), centre_order...];
# ``bits``: uint64 [the four line shifts, bottom, board_mask, column_masks...].
# ``buf``: uint64 (cells + 1, 2 * columns), per ply the ordered moves and their scores.
_NODES, _LIMIT, _ABORTED, _ORDER = 3, 4, 5, 6
_BOTTOM, _BOARD, _COLUMNS = 4, 5, 6


# One compiled kernel of over 80 lines, kept whole: each node's work (the forced moves, the table
# probe, the move ordering, the recursion) runs millions of times a second, and the pure-Python
# build mirrors it line for line (agents.solver.Solver._negamax), which a split would unpair.
@njit(cache=_CACHE, nogil=True)
def _negamax(current, mask, ply, alpha, beta, ints, bits, table, buf):
    """``agents.solver.Solver._negamax``; past ``ints[_LIMIT]`` nodes it sets ``ints[_ABORTED]``
    and unwinds without writing the table."""
    ints[_NODES] += 1
    if ints[_NODES] > ints[_LIMIT]:
        ints[_ABORTED] = 1
        return 0
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
    size = np.uint64(table.shape[0])
    check, slot = key // size, key % size
    low = -((cells - 2 - ply) // 2)
    high = (cells - 1 - ply) // 2
    entry = table[slot]
    if entry >> _SHIFT == check and entry & _BOUND:
        packed = np.int64(entry & _BOUND) - 1
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
    if n > 1:  # the children's entries on their way while the first child is searched
        for i in range(n):
            _prefetch(table, (opponent + (mask | buf[ply, i])) % size)
    if cells - ply >= ETC_EMPTIES:  # a child's stored upper bound may refute this node at once
        for i in range(n):
            child = opponent + (mask | buf[ply, i])
            entry = table[child % size]
            if entry >> _SHIFT == child // size and entry & _BOUND:
                packed = np.int64(entry & _BOUND) - 1
                if not packed & 1:
                    value = 64 - (packed >> 1)
                    if value >= beta:
                        table[slot] = check << _SHIFT | np.uint64(((value + 64) << 1 | 1) + 1)
                        return value
    for i in range(n):
        value = -_negamax(opponent, mask | buf[ply, i], ply + 1, -beta, -alpha, ints, bits, table, buf)
        if ints[_ABORTED]:
            return 0
        if value >= beta:
            table[slot] = check << _SHIFT | np.uint64(((value + 64) << 1 | 1) + 1)
            return value
        if value > alpha:
            alpha = value
    table[slot] = check << _SHIFT | np.uint64(((alpha + 64) << 1) + 1)
    return alpha


@njit(cache=_CACHE, nogil=True)
def _solve(current, mask, ply, weak, ints, bits, table, buf):
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
        value = _negamax(current, mask, ply, mid, mid + 1, ints, bits, table, buf)
        if ints[_ABORTED]:
            return 0
        if value <= mid:
            high = value
        else:
            low = value
    if weak:
        return (low > 0) - (low < 0)
    return low


@njit(cache=_CACHE, nogil=True)
def _exceeds(current, mask, ply, score, ints, bits, table, buf):
    """``agents.solver.Solver._exceeds``: one null-window search."""
    ints[_NODES] = 0
    if _winning_cells(current, mask, bits, ints[2], bits[_BOARD]) & (mask + bits[_BOTTOM]):
        return (ints[0] + 1 - ply) // 2 > score
    return _negamax(current, mask, ply, score, score + 1, ints, bits, table, buf) > score


NO_SCORE = -128
"""The score :meth:`NumbaSolver.analyze_line` gives a full column (int8)."""

# An analysis cache entry's data word: flags in its top four bits (an entry, with every column's
# score or not, its solves over the stop, unsettled), two bits a column below (0 a full column,
# else the weak score plus 2).
_CACHE_VALID = np.uint64(1 << 63)
_CACHE_HEAVY = np.uint64(1 << 62)
_CACHE_FAILED = np.uint64(1 << 61)
_CACHE_POLICY = np.uint64(1 << 60)
CACHE_MAX_COLUMNS = 30
"""The widest board an :class:`AnalysisCache` takes: two bits a column below the entry's four flags."""


@njit(cache=_CACHE, inline="always")
def _mirrored(key, columns, height):
    """``key`` (``current + mask``) of the position mirrored left to right: its columns'
    ``height``-bit groups in the reverse order."""
    group = (_ONE << np.uint64(height)) - _ONE
    out = _ZERO
    for c in range(columns):
        out |= ((key >> np.uint64(c * height)) & group) << np.uint64((columns - 1 - c) * height)
    return out


# One compiled kernel of over 80 lines, kept whole: the walk back along a game shares its table,
# its counters and its stop rule between the positions' solves, which split over helpers would
# pass a dozen arrays each way a position.
@njit(cache=_CACHE, nogil=True)
def _analyze_line(currents, masks, plies, min_ply, policy, stop_nodes, limit, best, scores, ints, bits, table,
                  buf, cache, counts):
    """:meth:`NumbaSolver.analyze_line` in one call: ``(first, stopped)``, ``best`` and ``scores``
    written from row ``first`` on; each row looked up in ``cache`` first and written there once
    analysed (see :class:`AnalysisCache`); ``counts[0]`` counts the rows the cache answered,
    ``counts[1]`` the nodes searched."""
    cells, columns, inarow = ints[0], ints[1], ints[2]
    board = bits[_BOARD]
    entries = np.uint64(cache.shape[0] // 2)
    flag = _CACHE_VALID | (_CACHE_POLICY if policy else _ZERO)
    first = currents.shape[0]
    for t in range(currents.shape[0] - 1, -1, -1):
        ply = plies[t]
        if ply < min_ply:
            return first, False
        current, mask = currents[t], masks[t]
        slot, key, flip = 0, _ZERO, False
        if entries:  # the position or its mirror image, whichever key is smaller
            key = current + mask
            mirror = _mirrored(key, columns, cells // columns + 1)
            flip = mirror < key
            if flip:
                key = mirror
            slot = 2 * np.int64(key % entries)
            data = cache[slot + 1]
            if data & (_CACHE_VALID | _CACHE_POLICY) == flag and cache[slot] ^ data == key:
                counts[0] += 1
                if data & _CACHE_FAILED:
                    return first, False
                top = -2
                for col in range(columns if policy else 1):
                    code = np.int64(data >> np.uint64(2 * (columns - 1 - col if flip and policy else col))) & 3
                    score = NO_SCORE if code == 0 else code - 2
                    if policy:
                        scores[t, col] = score
                    if score != NO_SCORE and score > top:
                        top = score
                best[t] = top
                first = t
                if data & _CACHE_HEAVY:
                    return first, t > 0 and plies[t - 1] >= min_ply
                continue
        total = 0
        if policy:  # ExactSolver.analyze, weak: every column, the winning and the drawing ones unsearched
            wins = _winning_cells(current, mask, bits, inarow, board)
            top = -2
            for col in range(columns):
                bit = (mask + bits[_BOTTOM]) & bits[_COLUMNS + col]
                if bit == _ZERO:
                    score = NO_SCORE
                elif bit & wins:
                    score = 1
                elif ply + 1 == cells:
                    score = 0
                else:
                    ints[_LIMIT], ints[_ABORTED] = limit, 0
                    score = -_solve(current ^ mask, mask | bit, ply + 1, True, ints, bits, table, buf)
                    total += ints[_NODES]
                    counts[1] += ints[_NODES]
                    if ints[_ABORTED]:
                        scores[t, :col] = 0  # the row unsettled: its columns so far taken back
                        if entries:
                            cache[slot + 1] = flag | _CACHE_FAILED
                            cache[slot] = key ^ (flag | _CACHE_FAILED)
                        return first, False
                scores[t, col] = score
                if score != NO_SCORE and score > top:
                    top = score
        else:
            ints[_LIMIT], ints[_ABORTED] = limit, 0
            top = _solve(current, mask, ply, True, ints, bits, table, buf)
            total = ints[_NODES]
            counts[1] += total
            if ints[_ABORTED]:
                if entries:
                    cache[slot + 1] = flag | _CACHE_FAILED
                    cache[slot] = key ^ (flag | _CACHE_FAILED)
                return first, False
        best[t] = top
        first = t
        heavy = stop_nodes > 0 and total > stop_nodes
        if entries:
            data = flag | (_CACHE_HEAVY if heavy else _ZERO)
            if policy:
                for col in range(columns):
                    code = 0 if scores[t, col] == NO_SCORE else scores[t, col] + 2
                    data |= np.uint64(code) << np.uint64(2 * (columns - 1 - col if flip else col))
            else:
                data |= np.uint64(top + 2)
            cache[slot + 1] = data
            cache[slot] = key ^ data
        if heavy:
            return first, t > 0 and plies[t - 1] >= min_ply
    return first, False


@njit(cache=_CACHE, nogil=True)
def _analyze_lines(currents, masks, plies, starts, min_ply, policy, stop_nodes, limit, best, scores, firsts, stops,
                   ints, bits, table, buf, cache, counts):
    """:meth:`NumbaSolver.analyze_lines` in one call: line ``k`` is rows ``starts[k]`` to
    ``starts[k + 1] - 1``, walked as :func:`_analyze_line` walks it, its ``(first, stopped)`` in
    ``firsts[k]`` and ``stops[k]``."""
    for k in range(starts.shape[0] - 1):
        a, b = starts[k], starts[k + 1]
        firsts[k], stops[k] = _analyze_line(currents[a:b], masks[a:b], plies[a:b], min_ply, policy, stop_nodes, limit,
                                            best[a:b], scores[a:b], ints, bits, table, buf, cache, counts)


def check_table_size(table_size: int) -> None:
    """Refuse a transposition table the solver does not take.

    Raises:
        ValueError: ``table_size`` entries (8 bytes each) below
            :data:`agents.solver.base.MIN_TABLE_SIZE` or over 1 GiB in all.
    """
    if table_size < MIN_TABLE_SIZE or table_size * 8 > MAX_TABLE_BYTES:
        raise ValueError(f"table_size must be between {MIN_TABLE_SIZE} and {MAX_TABLE_BYTES // 8}, got {table_size}")


def check_cache_entries(entries: int) -> None:
    """Refuse an :class:`AnalysisCache` size the solver does not take.

    Raises:
        ValueError: ``entries`` (16 bytes each) below 1 or over 1 GiB in all.
    """
    if entries < 1 or entries * 16 > MAX_TABLE_BYTES:
        raise ValueError(f"an analysis cache needs between 1 and {MAX_TABLE_BYTES // 16} entries, got {entries}")


class NumbaSolver(ExactSolver):
    """Exact negamax solver for one board size, compiled; reuse it across positions (the table
    persists). The same interface and results as :class:`agents.solver.Solver`.

    Args:
        geo: the board (see :func:`agents.solver.numba_supported`).
        table_size: transposition table entries (8 bytes each; at most 1 GiB in all); a prime
            (see :mod:`agents.solver.base`).

    Attributes:
        deadline: a ``time.perf_counter()`` time after which a search raises
            :class:`agents.solver.SolverTimeout`, or None (the default): the search gets the
            seconds left times ``nodes_per_second`` nodes, and the table keeps only finished
            results (the first search with a deadline compiles the kernels first, outside it).
        nodes_per_second: the speed the node budget assumes: :func:`compile_kernels`'s
            measurement, or the last search's (of at least 10 ms) when that was slower.
        node_limit: at most this many nodes a search, or None (the default: no limit but the
            deadline's); past it the search raises :class:`agents.solver.SolverTimeout`. A
            budget that does not depend on the machine's speed (training targets).
        cache_hits: the rows the cache answered in the last :meth:`analyze_lines` call.

    Raises:
        ValueError: an unsupported board, a table size below 256 entries or over 1 GiB.
    """

    def __init__(self, geo: Geometry, table_size: int = DEFAULT_TABLE_SIZE):
        if not numba_supported(geo):
            raise ValueError(f"a {geo.rows}x{geo.columns}x{geo.inarow} board does not fit 64-bit "
                             "bitboards; use agents.solver.Solver")
        check_table_size(table_size)
        self.geo = geo
        self.size = table_size
        self.cells = geo.rows * geo.columns
        self.nodes = 0
        self.deadline: float | None = None
        self.node_limit: int | None = None
        self.nodes_per_second = _CALIBRATION["nodes_per_second"]
        self._ints = np.array([self.cells, geo.columns, geo.inarow, 0, 0, 0, *geo.centre_order], dtype=np.int64)
        self._bits = np.array([*geo.directions, geo.bottom, geo.board_mask, *geo.column_masks],
                              dtype=np.uint64)
        self._buf = np.zeros((self.cells + 1, 2 * geo.columns), dtype=np.uint64)
        self.cache_hits = 0
        self.reset()

    def reset(self) -> None:
        """Forget the transposition table (its memory is written now, so that the first solves
        do not pay for the operating system's zeroing of fresh pages)."""
        self.table = np.empty(self.size, dtype=np.uint64)
        self.table.fill(0)

    def _run(self, kernel, current: int, mask: int, ply: int, arg) -> int:
        """``kernel`` under the node budget of ``deadline`` and ``node_limit``; sets ``nodes``.

        Raises:
            SolverTimeout: the budget ran out (or the deadline had passed).
        """
        limit = _UNLIMITED
        if self.deadline is not None:
            if _CALIBRATION["compile_seconds"] is None:  # compile and measure outside the budget
                compile_kernels()
                self.nodes_per_second = _CALIBRATION["nodes_per_second"]
            left = self.deadline - time.perf_counter()
            if left <= 0:
                raise SolverTimeout
            limit = max(1, int(left * self.nodes_per_second))
        if self.node_limit is not None:
            limit = min(limit, max(1, self.node_limit))
        self._ints[_LIMIT], self._ints[_ABORTED] = limit, 0
        start = time.perf_counter()
        result = kernel(np.uint64(current), np.uint64(mask), ply, arg, self._ints, self._bits, self.table,
                        self._buf)
        elapsed = time.perf_counter() - start
        self.nodes = int(self._ints[_NODES])
        if elapsed >= 0.01:  # long enough to measure: a slower spell shrinks the next budget at once
            self.nodes_per_second = min(_CALIBRATION["nodes_per_second"], self.nodes / elapsed)
        if self._ints[_ABORTED]:
            raise SolverTimeout
        return int(result)

    def _solve(self, current: int, mask: int, ply: int, weak: bool) -> int:
        return self._run(_solve, current, mask, ply, weak)

    def _exceeds(self, current: int, mask: int, ply: int, score: int) -> bool:
        return bool(self._run(_exceeds, current, mask, ply, score))

    def analyze_line(self, current: np.ndarray, mask: np.ndarray, ply: np.ndarray, min_ply: int = 0,
                     policy: bool = True, stop_nodes: int | None = None
                     ) -> tuple[int, bool, np.ndarray, np.ndarray]:
        """The positions of one line of play, weakly solved from the last back in one compiled
        call (holding no lock, so that threads labelling lines at once run in parallel): each
        row as :meth:`analyze` (``policy``: every column's score, the best of them the row's) or
        :meth:`solve` gives it, each solve under ``node_limit`` (the ``deadline`` is not read),
        the same solves in the same order on the same table. The walk stops before the first row
        below ``min_ply``, at the first row a solve does not settle, or, with ``stop_nodes``, after
        a settled row whose solves took more nodes together.

        Args:
            current, mask: uint64 ``(T,)``, the rows' bitboards on this solver's board (the side to
                move's stones, every stone), in the order played; not finished games.
            ply: int ``(T,)``, the rows' stones on the board.

        Returns:
            ``(first, stopped, best, scores)``: rows ``first`` to ``T - 1`` settled; ``stopped``:
            ``stop_nodes`` ended the walk while the row before was at least ``min_ply``; ``best``
            int8 ``(T,)``, each settled row's score for its side to move (-1, 0, 1); ``scores``
            int8 ``(T, columns)``, with ``policy`` each settled row's columns' scores
            (:data:`NO_SCORE` for a full column). Rows before ``first`` hold 0.
        """
        return self.analyze_lines([(current, mask, ply)], min_ply, policy, stop_nodes)[0]

    def analyze_lines(self, lines: list[tuple[np.ndarray, np.ndarray, np.ndarray]], min_ply: int = 0,
                      policy: bool = True, stop_nodes: int | None = None, cache: AnalysisCache | None = None
                      ) -> list[tuple[int, bool, np.ndarray, np.ndarray]]:
        """:meth:`analyze_line` of each of ``lines`` (``(current, mask, ply)`` each), in their
        order on the same table, in one compiled call: a thread labelling many lines takes the
        interpreter's lock back once for them all instead of once a line, and waits for it once.
        Beside a thread that holds the lock in Python, each time can cost the interpreter's switch
        interval (5 ms): one thread labelling 400 games a line at a time took twice as long beside
        one as alone (beside self-play's trees, which give the lock up at every kernel, a few
        percent longer).

        Args:
            lines: ``(current, mask, ply)`` each, as :meth:`analyze_line` takes them.
            cache: the rows' analyses looked up there before they are solved, and written there
                after (see :class:`AnalysisCache`); ``cache_hits`` then counts the rows it
                answered. None: every row solved. A cache serves one ``stop_nodes`` and
                ``node_limit``: its entries keep what those decided (a row's solves over the
                stop, a row the budget did not settle).

        Sets ``nodes``: the nodes of all the lines' solves (their cost, the machine's speed aside).

        Returns:
            One ``(first, stopped, best, scores)`` a line, as :meth:`analyze_line`'s (``best`` and
            ``scores`` views of arrays the lines share).
        """
        starts = np.zeros(len(lines) + 1, np.int64)
        starts[1:] = np.cumsum([len(ply) for _, _, ply in lines])
        rows = int(starts[-1])
        best = np.zeros(rows, np.int8)
        scores = np.zeros((rows, self.geo.columns), np.int8)
        firsts, stops = np.zeros(len(lines), np.int64), np.zeros(len(lines), np.bool_)
        counts = np.zeros(2, np.int64)
        if rows:
            currents, masks, plies = (np.concatenate([np.asarray(line[i], dtype) for line in lines])
                                      for i, dtype in ((0, np.uint64), (1, np.uint64), (2, np.int64)))
            limit = _UNLIMITED if self.node_limit is None else max(1, self.node_limit)
            words = _NO_CACHE if cache is None or self.geo.columns > CACHE_MAX_COLUMNS else cache.words
            _analyze_lines(currents, masks, plies, starts, min_ply, policy, stop_nodes or 0, limit, best, scores,
                           firsts, stops, self._ints, self._bits, self.table, self._buf, words, counts)
        self.cache_hits, self.nodes = int(counts[0]), int(counts[1])
        return [(int(firsts[k]), bool(stops[k]), best[starts[k]:starts[k + 1]], scores[starts[k]:starts[k + 1]])
                for k in range(len(lines))]


_UNLIMITED = 1 << 62
"""The node limit of a search without a deadline."""

_NO_CACHE = np.zeros(0, np.uint64)
"""The kernels' empty cache: every row solved."""


class AnalysisCache:
    """The settled analyses of positions, shared by the threads that label lines
    (:meth:`NumbaSolver.analyze_lines`) and kept across their calls, so that a position met again
    (self-play games grow alike: on the 6x7 board 4 in 10 of a run's labelled positions of plies 12
    to 19 recur within four iterations) costs a lookup instead of its columns' solves. Where the
    transposition table holds bounds of the positions a search passes, for as long as they are
    not evicted, this holds the results of whole analyses: each column's weak score (two bits a
    column), whether the analysis took more than the labelling's ``stop_nodes``, or that it did not
    settle within the node budget.

    A position and its mirror image share an entry (the smaller of their keys, the columns' scores
    stored in its orientation). The entry is two uint64 words, the data and the key XOR the data
    (Hyatt and Mann 2002, "A lock-less transposition table implementation for parallel search"),
    so that threads write without a lock and a word torn by another thread's write reads as a
    miss; a new analysis replaces whatever held its entry.

    Args:
        entries: entries (16 bytes each), at least 1; a prime (the index is the key modulo it, as
            the transposition table's; see :mod:`agents.solver.base`).

    Raises:
        ValueError: fewer than one entry, or over 1 GiB.
    """

    def __init__(self, entries: int):
        check_cache_entries(entries)
        self.entries = entries
        self.words = np.zeros(2 * entries, np.uint64)


_CALIBRATION: dict[str, float | None] = {"nodes_per_second": 1e6, "compile_seconds": None}
"""What :func:`compile_kernels` measured: the nodes per second the node budgets assume (a
cautious 1,000,000 until then) and the seconds the compilation took (None: not compiled yet)."""

_COMPILE_MOVES = "52753311433677442422121"
"""A 6x7 position (1-based columns; ply 23) solved in milliseconds: it compiles the kernels."""

_CALIBRATION_MOVES = "5455174361263362"
"""A 6x7 position (ply 16) whose strong solve searches 1,058,874 nodes (about 50 ms compiled): the
speed measurement."""


def compile_kernels() -> float:
    """Compile the kernels (numba compiles on the first call; its disk cache, where there is one,
    makes it quicker), then measure the nodes per second that node budgets assume on a 6x7 solve.
    Only the first call does anything.

    Returns:
        The seconds the first call took, compilation and measurement (seconds).

    Raises:
        Whatever numba raises when it cannot compile (the caller falls back to the Python build).
    """
    if _CALIBRATION["compile_seconds"] is None:
        from agents.board import geometry

        start = time.perf_counter()
        geo = geometry(6, 7, 4)
        solver = NumbaSolver(geo, 1 << 16)
        solver.exceeds(Position.from_moves(_COMPILE_MOVES, geo), 0)  # compiles every kernel
        solver.solve(Position.from_moves(_COMPILE_MOVES, geo), weak=True)
        solver.reset()
        t0 = time.perf_counter()
        solver.solve(Position.from_moves(_CALIBRATION_MOVES, geo))
        # three quarters of the speed measured: a budget that errs short rather than long
        _CALIBRATION["nodes_per_second"] = max(1e5, 0.75 * solver.nodes / max(1e-6, time.perf_counter() - t0))
        _CALIBRATION["compile_seconds"] = time.perf_counter() - start
    return _CALIBRATION["compile_seconds"]
