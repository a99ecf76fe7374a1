"""Positions of self-play's trees as uint64 words (:mod:`training.alphazero.batched_puct`): the
layout (whole columns of ``rows + 1`` bits packed into words; one word, :mod:`agents.board`'s own
bitboard, up to 64 bits), the conversion from :class:`agents.board.Position`, and the
compiled probes the tree kernels share: a legal move, a stone, a move played and whether it made a
line (by shifts within one word, by probing the cells around the stone across several), random
openings, and the network's input planes.
"""

from __future__ import annotations

import functools

import numpy as np
from numba import njit

from agents.board import Geometry, Position


def supported(geo: Geometry) -> bool:
    """True when a column fits one 64-bit word with its sentinel bit (at most 63 rows)."""
    return geo.height <= 64


def word_layout(geo: Geometry) -> tuple[int, int]:
    """``(columns per word, words)``: whole columns of ``rows + 1`` bits packed into uint64 words,
    column ``c`` in word ``c // per_word`` at bit ``(c % per_word) * (rows + 1)``. A board of at
    most 64 bits is one word holding :mod:`agents.board`'s bitboard unchanged.

    Raises:
        ValueError: over 63 rows (:func:`supported`).
    """
    if not supported(geo):
        raise ValueError(f"batched search needs at most 63 rows, got {geo.rows}")
    per_word = 64 // geo.height
    return per_word, -(-geo.columns // per_word)


def to_words(geo: Geometry, bitboards: list[int]) -> np.ndarray:
    """:mod:`agents.board` bitboards (Python ints) in :func:`word_layout`'s words: uint64 ``(n, K)``."""
    per_word, words = word_layout(geo)
    width = per_word * geo.height
    out = np.zeros((len(bitboards), words), np.uint64)
    for i, b in enumerate(bitboards):
        for w in range(words):
            out[i, w] = (b >> (w * width)) & ((1 << width) - 1)
    return out


def position_arrays(positions: list[Position]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Positions of one board as the kernels take them: ``(current uint64 (n, K), mask uint64
    (n, K), ply int32 (n,))``."""
    geo = positions[0].geo
    return (to_words(geo, [p.current for p in positions]), to_words(geo, [p.mask for p in positions]),
            np.array([p.ply for p in positions], np.int32))


# --- board kernels ------------------------------------------------------------------------
# ``geo_u``: uint64 [shifts 1, height, height - 1, height + 1, bottoms (C), tops (C)], each column's
# bits within its word; ``geo_i``: int64 [rows, columns, inarow, words, word of each column (C),
# bit offset of each column in its word (C)].
DIRS, BOTTOMS = 0, 4
ROWS, COLUMNS, INAROW, WORDS, WORD_OF = 0, 1, 2, 3, 4
STEPS = ((0, 1), (1, 0), (1, -1), (1, 1))  # (column, row) steps of the four lines, as in agents.board


@njit(cache=True, nogil=True, inline="always")
def legal_move(nmsk, g, node, c, geo_u, geo_i, columns):
    return (nmsk[g, node, geo_i[WORD_OF + c]] & geo_u[BOTTOMS + columns + c]) == 0


@njit(cache=True, nogil=True, inline="always")
def stone_at(ncur, nmsk, g, node, c, r, geo_i, columns):
    """True when the player who just moved into ``node`` has a stone at column ``c``, row ``r``
    (0 = bottom)."""
    w = geo_i[WORD_OF + c]
    return ((ncur[g, node, w] ^ nmsk[g, node, w]) >> np.uint64(geo_i[WORD_OF + columns + c] + r)) & np.uint64(1)


@njit(cache=True, nogil=True)
def mover_won(ncur, nmsk, g, node, c, geo_u, geo_i):
    """True when the stone just played in column ``c`` (the position at ``node``) made a line.
    One word: the whole board by shifts (as ``agents.board.Geometry.has_won``); several: the
    cells around the new stone."""
    rows, columns, inarow = geo_i[ROWS], geo_i[COLUMNS], geo_i[INAROW]
    if geo_i[WORDS] == 1:
        stones = ncur[g, node, 0] ^ nmsk[g, node, 0]
        for d in range(4):
            s = geo_u[DIRS + d]
            r = stones
            for k in range(1, inarow):
                r &= stones >> (np.uint64(k) * s)
            if r:
                return True
        return False
    column = nmsk[g, node, geo_i[WORD_OF + c]] >> np.uint64(geo_i[WORD_OF + columns + c])
    row = rows - 1
    while row > 0 and not (column >> np.uint64(row)) & np.uint64(1):
        row -= 1
    for dc, dr in STEPS:
        run = 1
        for sign in (1, -1):
            cc, rr = c + sign * dc, row + sign * dr
            while 0 <= cc < columns and 0 <= rr < rows and stone_at(ncur, nmsk, g, node, cc, rr, geo_i, columns):
                run += 1
                cc, rr = cc + sign * dc, rr + sign * dr
        if run >= inarow:
            return True
    return False


@njit(cache=True, nogil=True, inline="always")
def play_move(scur, smsk, sg, snode, c, dcur, dmsk, dg, dnode, geo_u, geo_i):
    """Write into ``(dg, dnode)`` the position after column ``c`` is played at ``(sg, snode)``
    (the side to move swaps). Returns whether the move made a line."""
    w = geo_i[WORD_OF + c]
    for i in range(geo_i[WORDS]):
        m = smsk[sg, snode, i]
        dcur[dg, dnode, i] = scur[sg, snode, i] ^ m
        dmsk[dg, dnode, i] = m | (m + geo_u[BOTTOMS + c]) if i == w else m
    return mover_won(dcur, dmsk, dg, dnode, c, geo_u, geo_i)


@functools.cache
def geometry_arrays(geo: Geometry) -> tuple[np.ndarray, np.ndarray]:
    """The board's constants as the kernels take them: ``(geo_u uint64, geo_i int64)`` (shared:
    not to be written)."""
    per_word, words = word_layout(geo)
    h, cols = geo.height, range(geo.columns)
    offsets = [(c % per_word) * h for c in cols]
    geo_u = np.array([1, h, h - 1, h + 1, *(1 << o for o in offsets), *(1 << (o + geo.rows - 1) for o in offsets)],
                     dtype=np.uint64)
    geo_i = np.array([geo.rows, geo.columns, geo.inarow, words, *(c // per_word for c in cols), *offsets],
                     dtype=np.int64)
    return geo_u, geo_i


@njit(cache=True, nogil=True, inline="always")
def random_walk(cur, msk, a, ply, plies, draws, j, moves, geo_u, geo_i):
    """Play up to ``plies`` random moves from position ``(a, 0)`` of ``cur``/``msk`` (in place;
    ``(a, 1)`` scratch), at ply ``ply``, the ``i``-th drawn uniformly by ``draws[j, i]`` in [0, 1)
    among the moves that neither make a line nor fill the board (``moves``: int64 scratch of a
    row's columns); stop early where there is none. Returns the ply reached."""
    columns, cells = geo_i[COLUMNS], geo_i[ROWS] * geo_i[COLUMNS]
    for i in range(plies):
        count = 0
        if ply + 1 < cells:
            for c in range(columns):
                if legal_move(msk, a, 0, c, geo_u, geo_i, columns) and not play_move(cur, msk, a, 0, c, cur, msk, a,
                                                                                      1, geo_u, geo_i):
                    moves[count] = c
                    count += 1
        if count == 0:
            break
        play_move(cur, msk, a, 0, moves[min(count - 1, int(draws[j, i] * count))], cur, msk, a, 1, geo_u, geo_i)
        for w in range(cur.shape[2]):
            cur[a, 0, w], msk[a, 0, w] = cur[a, 1, w], msk[a, 1, w]
        ply += 1
    return ply


@njit(cache=True, nogil=True)
def encode(cur, msk, ply, geo_i, out):
    """Network planes (:func:`agents.encoding.encode`, version 2) of positions given as
    :func:`word_layout` bitboards (uint64 ``(B, K)``): ``out`` float32 ``(B, planes, R, C)`` is
    written in place, the board in the frame's bottom-left corner; when ``out`` has five planes
    (padded encoding), the fourth marks the board's cells and the fifth holds ``inarow / 4`` there.
    Serial, so that an evaluator thread may call it while the parallel tree kernels run (numba's
    default threading layer takes one parallel launch at a time)."""
    rows, columns, inarow = geo_i[ROWS], geo_i[COLUMNS], geo_i[INAROW]
    top = out.shape[2] - rows
    for i in range(cur.shape[0]):
        out[i, :, :, :] = 0.0
        first = ply[i] % 2 == 0
        for c in range(columns):
            w = geo_i[WORD_OF + c]
            own, other = cur[i, w], cur[i, w] ^ msk[i, w]
            for r in range(rows):
                bit = np.uint64(1) << np.uint64(geo_i[WORD_OF + columns + c] + rows - 1 - r)
                if own & bit:
                    out[i, 0, top + r, c] = 1.0
                elif other & bit:
                    out[i, 1, top + r, c] = 1.0
                if first:
                    out[i, 2, top + r, c] = 1.0
                if out.shape[1] > 3:
                    out[i, 3, top + r, c] = 1.0
                    out[i, 4, top + r, c] = inarow / 4.0
