"""Board pictures (Hemo, Kim, Shavit and Sinha train their networks on RGB images of boards as well as on planes).

:func:`render` draws boards the way Hemo et al.'s pictures look: a blue frame with one disc per cell,
white when empty, red for mark 1, yellow for mark 2; ``cell`` pixels per cell (the paper's
144x144x3 images; 16 px cells give 96x112 on 6x7, 8 px 48x56: the same idea, smaller).
:func:`read_board` reads such a picture back (the nearest palette colour at each cell's centre),
so a user can hand ``connectx move --image`` a picture; :func:`resample` brings a picture to an
image network's size.
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np

from agents.board import Position

BACKGROUND = (0, 84, 180)
PALETTE = np.array([(245, 245, 245), (220, 30, 30), (240, 205, 40)], dtype=np.uint8)
"""Disc colours: empty, mark 1 (red), mark 2 (yellow)."""


@lru_cache(maxsize=8)
def _disc(cell: int) -> np.ndarray:
    """Boolean ``(cell, cell)``: the disc inside one cell (radius 0.4 cell)."""
    c = (np.arange(cell) + 0.5 - cell / 2) / cell
    return (c[:, None] ** 2 + c[None, :] ** 2) <= 0.4 ** 2


def render_codes(codes: np.ndarray, cell: int = 16) -> np.ndarray:
    """Pictures of boards given as cell codes.

    Args:
        codes: int ``(B, rows, columns)``, Kaggle's row order (row 0 on top): 0 empty, 1 mark 1,
            2 mark 2.
        cell: pixels per cell side (at least 4).

    Returns:
        uint8 ``(B, rows * cell, columns * cell, 3)``.

    Raises:
        ValueError: a cell below 4 pixels or codes outside 0-2.
    """
    if cell < 4:
        raise ValueError(f"cells must be at least 4 pixels, got {cell}")
    codes = np.asarray(codes)
    if codes.ndim != 3 or codes.min(initial=0) < 0 or codes.max(initial=0) > 2:
        raise ValueError("codes must be (B, rows, columns) with values 0, 1, 2")
    b, rows, cols = codes.shape
    discs = PALETTE[codes]  # (B, rows, cols, 3)
    big = np.repeat(np.repeat(discs, cell, axis=1), cell, axis=2)
    mask = np.tile(_disc(cell), (rows, cols))
    out = np.empty((b, rows * cell, cols * cell, 3), dtype=np.uint8)
    out[:] = np.array(BACKGROUND, dtype=np.uint8)
    out[:, mask] = big[:, mask]
    return out


def codes_of(positions: list[Position]) -> np.ndarray:
    """int8 ``(B, rows, columns)`` cell codes of positions (Kaggle's row order)."""
    geo = positions[0].geo
    return np.array([p.to_kaggle_board() for p in positions], dtype=np.int8).reshape(-1, geo.rows, geo.columns)


def render(position: Position, cell: int = 16) -> np.ndarray:
    """The picture of one position: uint8 ``(rows * cell, columns * cell, 3)``."""
    return render_codes(codes_of([position]), cell)[0]


def read_board(image: np.ndarray, rows: int = 6, columns: int = 7, inarow: int = 4) -> Position:
    """The position in a picture drawn like :func:`render`'s (any size that divides into the
    board's cells; a float image in [0, 1] or uint8, RGB or RGBA).

    Raises:
        ValueError: an image that is not ``H x W x 3/4``, or a board that cannot arise in play
            (floating stones, impossible counts; the message of :meth:`Position.from_kaggle`).
    """
    img = np.asarray(image)
    if img.ndim != 3 or img.shape[2] not in (3, 4):
        raise ValueError(f"expected an H x W x 3 (or 4) picture, got shape {img.shape}")
    if img.dtype != np.uint8:
        img = np.clip(np.round(img.astype(np.float64) * 255), 0, 255).astype(np.uint8)
    h, w = img.shape[:2]
    ys = ((np.arange(rows) + 0.5) * h / rows).astype(int)
    xs = ((np.arange(columns) + 0.5) * w / columns).astype(int)
    centres = img[ys][:, xs, :3].astype(np.int32)  # (rows, columns, 3)
    distance = ((centres[:, :, None, :] - PALETTE[None, None].astype(np.int32)) ** 2).sum(axis=-1)
    codes = distance.argmin(axis=-1)
    board = [int(v) for v in codes.reshape(-1)]
    mark = 1 if board.count(1) == board.count(2) else 2
    return Position.from_kaggle(board, mark, rows, columns, inarow)



def resample(image: np.ndarray, height: int, width: int) -> np.ndarray:
    """A picture (uint8, or float in [0, 1]; RGB or RGBA) at ``height x width`` by nearest
    pixel: float32 ``(height, width, 3)`` RGB in [0, 1], contiguous, as the image networks take."""
    img = np.asarray(image)
    h, w = img.shape[:2]
    ys = ((np.arange(height) + 0.5) * h / height).astype(int)
    xs = ((np.arange(width) + 0.5) * w / width).astype(int)
    pixels = img[ys][:, xs, :3].astype(np.float32)
    return np.ascontiguousarray(pixels / 255.0 if img.dtype == np.uint8 else pixels)
