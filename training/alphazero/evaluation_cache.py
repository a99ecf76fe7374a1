"""A transposition table of the network's answers during one self-play call, where the network
does not change: a leaf whose position was evaluated before (in another game, another search of
the same game, or earlier in the same batch) takes the stored priors and value instead of a place
in the batch. Leela Chess Zero keeps such a cache of network evaluations ("NNCache"); Connect
Four's games share their openings, so in a 200-game iteration of the ``cpu`` preset about a
quarter of the leaves repeat.

The table is open addressing with linear probing over ``2**n`` slots, keyed by a position's two
bitboards (the side to move's stones and every stone, ``K`` uint64 words each, as
:func:`training.alphazero.batched_puct.word_layout` lays them out; the ply follows from the
stones). It fills to three quarters and then stops taking new positions: the ones it holds are
answered still, the rest go to the network uncached.
"""

from __future__ import annotations

import numpy as np
from numba import njit

from agents.board import Geometry
from training.alphazero.batched_puct import word_layout

_FILL = 0.75


@njit(cache=True, nogil=True)
def _slots(keys: np.ndarray, used: np.ndarray, count: np.ndarray, limit: int, current: np.ndarray,
           mask: np.ndarray, slots: np.ndarray, fresh: np.ndarray) -> None:
    """Per row of ``current``/``mask`` (uint64 ``(B, K)``): its slot in the table (``slots``,
    -1 where the table is full and does not hold it) and whether it was claimed now (``fresh``:
    its answer is still to be written)."""
    size = used.shape[0]
    words = current.shape[1]
    for i in range(current.shape[0]):
        h = np.uint64(0x9E3779B97F4A7C15)
        for k in range(words):
            h = (h ^ current[i, k]) * np.uint64(0xBF58476D1CE4E5B9)
            h = (h ^ mask[i, k]) * np.uint64(0x94D049BB133111EB)
        h ^= h >> np.uint64(31)
        at = np.int64(h & np.uint64(size - 1))
        slots[i] = -1
        fresh[i] = False
        while used[at]:
            same = True
            for k in range(words):
                if keys[at, k] != current[i, k] or keys[at, words + k] != mask[i, k]:
                    same = False
                    break
            if same:
                slots[i] = at
                break
            at = (at + 1) & (size - 1)
        if slots[i] < 0 and count[0] < limit:
            used[at] = True
            for k in range(words):
                keys[at, k] = current[i, k]
                keys[at, words + k] = mask[i, k]
            count[0] += 1
            slots[i] = at
            fresh[i] = True


class EvaluationCache:
    """The network's answers for positions of one board, while the network stays the same.

    Args:
        geo: the board (its columns: the priors' width; its words: the keys').
        entries: slots (rounded up to a power of two, at least 2); the table holds at most three
            quarters of them. A slot keeps the key, float32 priors and a float32 value: 49 bytes
            on 6x7 (about 13 MB for 2**18 slots).

    Use: :meth:`split` the leaves, evaluate the rows it marks, :meth:`answer` with the results.
    ``hits`` counts the rows answered from the table.

    Raises:
        ValueError: ``entries`` below 1.
    """

    def __init__(self, geo: Geometry, entries: int):
        if entries < 1:
            raise ValueError(f"an evaluation cache needs at least 1 entry, got {entries}")
        size = 1 << max(1, int(entries - 1).bit_length())
        words = word_layout(geo)[1]
        self.geo = geo
        self.keys = np.zeros((size, 2 * words), np.uint64)
        self.used = np.zeros(size, np.bool_)
        self.priors = np.zeros((size, geo.columns), np.float32)
        self.values = np.zeros(size, np.float32)
        self.count = np.zeros(1, np.int64)
        self.limit = int(size * _FILL)
        self.hits = 0

    def __len__(self) -> int:
        return int(self.count[0])

    def split(self, current: np.ndarray, mask: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Look up the leaves, uint64 ``(B, K)`` bitboards, claiming slots for new positions.

        Returns:
            ``(slots int64 (B,), fresh bool (B,), evaluate bool (B,))``: a row's slot (-1: not
            cached), whether it claimed its slot now, and the rows the network must evaluate (the
            first row of each new position, and every row the full table does not hold).
        """
        n = len(current)
        slots, fresh = np.empty(n, np.int64), np.empty(n, np.bool_)
        _slots(self.keys, self.used, self.count, self.limit, np.ascontiguousarray(current, np.uint64),
               np.ascontiguousarray(mask, np.uint64), slots, fresh)
        evaluate = fresh | (slots < 0)
        self.hits += n - int(evaluate.sum())
        return slots, fresh, evaluate

    def answer(self, slots: np.ndarray, fresh: np.ndarray, evaluate: np.ndarray, priors: np.ndarray,
               values: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Store the network's answers for the rows :meth:`split` marked ``evaluate`` (``priors``
        float32 ``(E, columns)``, ``values`` float32 ``(E,)``, in row order) and return every
        row's: float32 ``(B, columns)`` and ``(B,)``."""
        stored = fresh[evaluate]
        self.priors[slots[fresh]] = priors[stored]
        self.values[slots[fresh]] = values[stored]
        out_priors = np.empty((len(slots), self.geo.columns), np.float32)
        out_values = np.empty(len(slots), np.float32)
        out_priors[evaluate], out_values[evaluate] = priors, values
        hit = ~evaluate
        out_priors[hit], out_values[hit] = self.priors[slots[hit]], self.values[slots[hit]]
        return out_priors, out_values
