"""The one encoder from positions to network input planes, shared by training, the numpy
inference and the packaged submission.

Version 1, after Cej, "Learning to Play Connect Four with AlphaZero": three planes of shape
``(rows, columns)``, float32, in Kaggle's row
order (row 0 is the top row, column 0 the left column):

====  ==============================================================
0     stones of the side to move (1.0 where it has a stone)
1     stones of the opponent
2     side to move: all 1.0 when mark 1 (the first player) is to move, else all 0.0
====  ==============================================================

With ``pad_to=(R, C)`` (Gupta and Shah's (2022, "Reinforcement Learning for ConnectX") approach for
other board sizes) the planes are placed in the
bottom-left corner of an ``R x C`` frame, so that gravity still points down, and two planes are
added (planes 0-2 are 0.0 outside the board):

====  ==============================================================
3     the real board: 1.0 on its cells
4     the line length that wins: ``inarow / 4`` on the board's cells (1.0 for four in a row)
====  ==============================================================

The policy head then has ``C`` outputs and the columns beyond the board are masked as illegal.

Version 2 added plane 4 (one network for several ``inarow``); the unpadded planes are those of
version 1, so unpadded networks of either version load (:func:`compatible`).
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np

from agents.board import Position

ENCODER_VERSION = 2
"""Bumped whenever the planes change; checkpoints record it and the packager checks it."""


def compatible(version: int, padded: bool) -> bool:
    """Whether a network trained with encoder ``version`` reads this code's planes: the same
    version, or an unpadded network of version 1 (whose planes did not change)."""
    return version == ENCODER_VERSION or (version == 1 and not padded)


def planes_count(padded: bool) -> int:
    """Number of input planes: 3, or 5 (the board and its ``inarow``) when padding."""
    return 5 if padded else 3


def encode(positions: list[Position], pad_to: tuple[int, int] | None = None) -> np.ndarray:
    """Encode positions of one board size.

    Args:
        positions: positions of the same geometry.
        pad_to: ``(R, C)`` frame to pad into (bottom-left aligned), or None for the board's size.

    Returns:
        float32 array ``(len(positions), planes, rows, columns)`` (or ``R, C`` when padded).

    Raises:
        ValueError: mixed board sizes, or a board larger than ``pad_to``.
    """
    if not positions:
        raise ValueError("no positions to encode")
    geo = positions[0].geo
    rows, columns = geo.rows, geo.columns
    if any(p.geo is not geo for p in positions):
        raise ValueError("all positions must have the same board size")
    frame = (rows, columns) if pad_to is None else pad_to
    if frame[0] < rows or frame[1] < columns:
        raise ValueError(f"a {rows}x{columns} board does not fit in the {frame[0]}x{frame[1]} frame")
    n_planes = planes_count(pad_to is not None)
    out = np.zeros((len(positions), n_planes, frame[0], frame[1]), dtype=np.float32)
    top = frame[0] - rows
    bits = cell_bits(rows, columns)
    for i, pos in enumerate(positions):
        own = _unpack(pos.current, bits)
        other = _unpack(pos.current ^ pos.mask, bits)
        out[i, 0, top:, :columns] = own
        out[i, 1, top:, :columns] = other
        if pos.ply % 2 == 0:
            out[i, 2, top:, :columns] = 1.0
    if pad_to is not None:
        out[:, 3, top:, :columns] = 1.0
        out[:, 4, top:, :columns] = geo.inarow / 4.0
    return out


@lru_cache(maxsize=16)
def cell_bits(rows: int, columns: int) -> np.ndarray:
    """The bitboard bit of every Kaggle cell ``(r, c)``, ``(rows, columns)`` int64, so that all
    stones unpack at once (see the coordinates table in :mod:`agents.board`)."""
    height = rows + 1
    return np.array([[c * height + (rows - 1 - r) for c in range(columns)] for r in range(rows)], dtype=np.int64)


def _unpack(stones: int, bits: np.ndarray) -> np.ndarray:
    """0/1 float32 array of ``bits.shape``: which of the given bit indices are set in ``stones``."""
    n = int(bits.max()) + 1
    raw = np.frombuffer(stones.to_bytes((n + 7) // 8, "little"), dtype=np.uint8)
    flat = np.unpackbits(raw, bitorder="little")
    return flat[bits].astype(np.float32)


def encode_cells(positions: list[Position]) -> np.ndarray:
    """The Monte Carlo MLP value-network paper's input: two numbers per cell, Kaggle's row order
    (top-left cell first, row by
    row): ``(0, 1)`` a mark-1 (red) stone, ``(1, 0)`` a mark-2 (yellow) stone, ``(0, 0)`` empty.
    Colours are absolute, not the side to move's.

    Args:
        positions: positions of the same geometry.

    Returns:
        float32 ``(len(positions), 2 * rows * columns)`` (84 columns on 6x7).

    Raises:
        ValueError: no positions, or mixed board sizes.
    """
    if not positions:
        raise ValueError("no positions to encode")
    geo = positions[0].geo
    if any(p.geo is not geo for p in positions):
        raise ValueError("all positions must have the same board size")
    bits = cell_bits(geo.rows, geo.columns)
    out = np.zeros((len(positions), geo.rows * geo.columns, 2), dtype=np.float32)
    for i, pos in enumerate(positions):
        mover, other = pos.current, pos.current ^ pos.mask
        red, yellow = (mover, other) if pos.ply % 2 == 0 else (other, mover)
        out[i, :, 1] = _unpack(red, bits).reshape(-1)
        out[i, :, 0] = _unpack(yellow, bits).reshape(-1)
    return out.reshape(len(positions), -1)
