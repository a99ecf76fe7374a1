"""A transposition table of the network's answers during one self-play call, where the network
does not change: a leaf whose position was evaluated before (in another game, another search of
the same game, or earlier in the same batch) takes the stored priors and value instead of a place
in the batch. Leela Chess Zero keeps such a cache of network evaluations ("NNCache"); Connect
Four's games share their openings, so in a 200-game iteration of the ``cpu`` preset about a
quarter of the leaves repeat.

The table is open addressing with linear probing over ``2**n`` slots, keyed by a position's two
bitboards (the side to move's stones and every stone, ``K`` uint64 words each, as
:func:`training.alphazero.tree_words.word_layout` lays them out; the ply follows from the
stones). A slot is one record of uint64 words, 64 bytes on boards of one word, aligned to a cache
line: the key, then the float32 priors and value, so that a lookup and its answer read one line of a
table of hundreds of megabytes (separate arrays of keys and answers cost two misses). Beside the
records, one byte a slot says whether it is taken (it holds the generation the slot was filled in,
so forgetting every position is an increment); that array is small enough for the processor's
cache to hold, so a probe that ends at a free slot reads no record. It fills to three quarters
and then stops taking new positions: the ones it holds are answered still, the rest go to the
network uncached. A batch's lookups run in parallel over numba's threads, reading the table only;
then its new positions claim their slots one by one, in the batch's order (so the table, and which
row evaluates a position met twice, do not depend on the threads).
"""

from __future__ import annotations

import numpy as np
from numba import njit, prange

from agents.board import Geometry
from training.alphazero.tree_words import word_layout

_FILL = 0.75
_LINE_WORDS = 8  # uint64 words of a 64-byte cache line


@njit(cache=True, nogil=True, inline="always")
def _find(table: np.ndarray, taken: np.ndarray, generation: int, current: np.ndarray, mask: np.ndarray, i: int,
          at: int) -> tuple:
    """Row ``i``'s probe from slot ``at`` on: ``(slot, at)``, its slot (-1: not in the table) and
    the empty slot its probe ended at."""
    size, words = table.shape[0], current.shape[1]
    while taken[at] == generation:
        same = True
        for k in range(words):
            if table[at, k] != current[i, k] or table[at, words + k] != mask[i, k]:
                same = False
                break
        if same:
            return at, at
        at = (at + 1) & (size - 1)
    return -1, at


@njit(cache=True, nogil=True, parallel=True)
def _probe(table: np.ndarray, taken: np.ndarray, generation: int, current: np.ndarray, mask: np.ndarray,
           slots: np.ndarray, ends: np.ndarray) -> None:
    """Per row of ``current``/``mask`` (uint64 ``(B, K)``), in parallel and without writing the
    table: its slot (``slots``, -1: not held) and where its probe ended (``ends``: the first
    empty slot of its path)."""
    size, words = table.shape[0], current.shape[1]
    for i in prange(current.shape[0]):
        h = np.uint64(0x9E3779B97F4A7C15)
        for k in range(words):
            h = (h ^ current[i, k]) * np.uint64(0xBF58476D1CE4E5B9)
            h = (h ^ mask[i, k]) * np.uint64(0x94D049BB133111EB)
        h ^= h >> np.uint64(31)
        slots[i], ends[i] = _find(table, taken, generation, current, mask, i, np.int64(h & np.uint64(size - 1)))


@njit(cache=True, nogil=True)
def _claim(table: np.ndarray, taken: np.ndarray, generation: int, count: np.ndarray, limit: int,
           current: np.ndarray, mask: np.ndarray, slots: np.ndarray, ends: np.ndarray, fresh: np.ndarray,
           source: np.ndarray, rows: np.ndarray) -> int:
    """The rows :func:`_probe` did not find, in order: a slot claimed by an earlier row of this
    batch, or one claimed now (``fresh``) while the table is under ``limit``, else -1. The probe
    goes on from where :func:`_probe` stopped: the slots before it stay taken. The rows the
    network must evaluate (a claim, or a position the full table does not hold) are numbered in
    order, ``rows[:E]`` those rows; ``source[i]`` is the number of the evaluated row whose answer
    is row ``i``'s (its own, or its position's claimer's in this batch), -1 where the table
    answers it (a slot the probe found: an earlier call's). Until its answer is written, a slot
    claimed here holds its row's number in its first answer word. Returns ``E``."""
    words = current.shape[1]
    e = 0
    for i in range(current.shape[0]):
        fresh[i] = False
        source[i] = -1
        if slots[i] >= 0:
            continue
        slot, at = _find(table, taken, generation, current, mask, i, ends[i])
        if slot >= 0:  # claimed by an earlier row of this batch (the probe saw the table before it)
            source[i] = np.int64(table[slot, 2 * words])
        else:
            if count[0] < limit:
                taken[at] = generation
                for k in range(words):
                    table[at, k] = current[i, k]
                    table[at, words + k] = mask[i, k]
                table[at, 2 * words] = np.uint64(e)
                count[0] += 1
                slot = at
                fresh[i] = True
            source[i] = e
            rows[e] = i
            e += 1
        slots[i] = slot
    return e


@njit(cache=True, nogil=True, parallel=True)
def _gather(answers: np.ndarray, first: int, slots: np.ndarray, fresh: np.ndarray, source: np.ndarray,
            priors: np.ndarray, values: np.ndarray, out_priors: np.ndarray, out_values: np.ndarray) -> None:
    """Every row's answer: evaluated row ``source[i]``'s where it is at least 0 (written into the
    row's slot where it claimed one: its priors, then its value, from float32 column ``first`` of
    the table's float32 view ``answers``), else its slot's. The slots written (this batch's
    claims) are not the slots read (earlier calls'), so the rows run in parallel."""
    columns = out_priors.shape[1]
    for i in prange(slots.shape[0]):
        s = source[i]
        if s >= 0:
            out_priors[i] = priors[s]
            out_values[i] = values[s]
            if fresh[i]:
                answers[slots[i], first:first + columns] = priors[s]
                answers[slots[i], first + columns] = values[s]
        else:
            out_priors[i] = answers[slots[i], first:first + columns]
            out_values[i] = answers[slots[i], first + columns]


class EvaluationCache:
    """The network's answers for positions of one board, while the network stays the same.

    Args:
        geo: the board (its columns: the priors' width; its words: the keys').
        entries: slots (rounded up to a power of two, at least 2); the table holds at most three
            quarters of them. A slot keeps the key, float32 priors and a float32 value in whole
            cache lines, and a byte beside: 65 bytes on 6x7 (17 MB for 2**18 slots).

    Use: :meth:`split` the leaves, evaluate the rows it asks for, then :meth:`gather` every row's
    answer, which also stores the new positions' answers. A row may be answered by a slot that an
    earlier split claimed (its call perhaps still on its way through the network), so the splits'
    gathers must come in the order of the splits. ``hits`` counts the rows not evaluated.

    Raises:
        ValueError: ``entries`` below 1.
    """

    def __init__(self, geo: Geometry, entries: int):
        if entries < 1:
            raise ValueError(f"an evaluation cache needs at least 1 entry, got {entries}")
        size = 1 << max(1, int(entries - 1).bit_length())
        words = word_layout(geo)[1]
        self.geo = geo
        # a slot: the key's 2K words, then the answers' (columns + 1) float32 in whole words,
        # rounded up to whole cache lines
        width = -(-(2 * words + (geo.columns + 2) // 2) // _LINE_WORDS) * _LINE_WORDS
        # filled, not only allocated: the pages are touched now, in order, not one fault at a time
        # at random slots during self-play; the records start on a cache line
        buffer = np.full(size * width + _LINE_WORDS, 0, np.uint64)
        skip = (-buffer.ctypes.data % (8 * _LINE_WORDS)) // 8
        self.table = buffer[skip:skip + size * width].reshape(size, width)
        self.answers = self.table.view(np.float32)  # a slot's priors, then its value, from column first
        self.first = 4 * words
        self.taken = np.full(size, 0, np.uint8)  # a slot is taken when it holds the generation
        self.generation = np.uint8(1)
        self.count = np.zeros(1, np.int64)
        self.limit = int(size * _FILL)
        self.hits = 0

    def clear(self) -> None:
        """Forget every position (for another network), keeping the memory."""
        if self.generation == 255:  # the bytes' last generation: every slot free again
            self.taken[:] = 0
            self.generation = np.uint8(0)
        self.generation = np.uint8(self.generation + 1)
        self.count[0] = 0
        self.hits = 0

    def __len__(self) -> int:
        return int(self.count[0])

    def split(self, current: np.ndarray, mask: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        """Look up the leaves, uint64 ``(B, K)`` bitboards, claiming slots for new positions.

        Returns:
            ``(slots int64 (B,), fresh bool (B,), source int64 (B,), rows int64 (E,))``: a row's
            slot (-1: not cached), whether it claimed its slot now, the row among those the
            network must evaluate whose answer is its own (-1: the table answers it), and those
            rows in order (the first row of each new position, and every row the full table does
            not hold).
        """
        n = len(current)
        current, mask = np.ascontiguousarray(current, np.uint64), np.ascontiguousarray(mask, np.uint64)
        slots, ends, source, rows = (np.empty(n, np.int64) for _ in range(4))
        fresh = np.empty(n, np.bool_)
        _probe(self.table, self.taken, self.generation, current, mask, slots, ends)
        evaluated = _claim(self.table, self.taken, self.generation, self.count, self.limit, current, mask, slots,
                           ends, fresh, source, rows)
        self.hits += n - evaluated
        return slots, fresh, source, rows[:evaluated]

    def gather(self, slots: np.ndarray, fresh: np.ndarray, source: np.ndarray, priors: np.ndarray,
               values: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Every row's answer, float32 ``(B, columns)`` and ``(B,)``: the network's (``priors``,
        ``values`` of the rows :meth:`split` asked for, in its ``rows``' order) where it was
        asked or its position was claimed in the same batch, else the table's; the slots claimed
        get their answers on the way. The slots the table answers from were claimed by earlier
        splits, whose gathers must have come first."""
        out_priors = np.empty((len(slots), self.geo.columns), np.float32)
        out_values = np.empty(len(slots), np.float32)
        _gather(self.answers, self.first, slots, fresh, source, np.ascontiguousarray(priors, np.float32),
                np.ascontiguousarray(values, np.float32), out_priors, out_values)
        return out_priors, out_values
