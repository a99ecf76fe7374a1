"""The boards a run plays: a mixture of board sizes for one padded network (Gupta and Shah 2022,
"Reinforcement Learning for ConnectX": AlphaZero's input padded to a fixed frame so that one
network plays every board size Kaggle's specification allows), parsed, checked and shared among
the games.

A mixture is a tuple of boards ``(rows, columns, inarow, weight)``; each game is given a board by
its index in the run (game ``i`` draws ``u = frac((i + 1) * phi)``, the golden-ratio sequence, and
takes the board whose cumulative share of the weights covers ``u``), so that every stretch of
games holds each board in proportion to its weight and a resumed run goes on where it stopped.
"""

from __future__ import annotations

import math

import numpy as np

from agents.board import Geometry, geometry

MAX_TREE_ROWS = 63
"""The most rows self-play's compiled trees take (:func:`training.alphazero.tree_words.supported`)."""

Board = tuple[int, int, int, float]
"""``(rows, columns, inarow, weight)``: one board of a mixture and its share of the games."""

MIXTURES: dict[str, tuple[Board, ...]] = {
    "kaggle": ((6, 7, 4, 4.0), (5, 4, 3, 1.0), (6, 5, 4, 1.0), (5, 6, 4, 1.0), (7, 8, 4, 1.0), (7, 8, 5, 1.0),
               (6, 9, 5, 1.0)),
    "kaggle-10x12": ((6, 7, 4, 4.0), (5, 4, 3, 1.0), (6, 5, 4, 1.0), (5, 6, 4, 1.0), (7, 8, 4, 1.0),
                     (8, 9, 5, 1.0), (10, 12, 5, 1.0)),
}
"""Named mixtures. ``kaggle``: Kaggle's 6x7, four in a row, in 40% of the games, and six other
sizes the specification allows (three to five in a row, 4-9 columns) in 10% each; a 7x9 frame,
every board one 64-bit word. ``kaggle-10x12``: the same share for 6x7x4, and 5x4x3, 6x5x4, 5x6x4,
7x8x4, 8x9x5 and 10x12x5 (boards of two and three words); a 10x12 frame, 2.4 times the cells of
7x9 in every network call."""

_PHI = (math.sqrt(5.0) - 1.0) / 2.0


def parse_sizes(spec: str) -> list[Geometry]:
    """Boards from ``RxCxK,...`` (e.g. ``5x4x3,7x8x4,10x12x5``), any size the rules allow.

    Raises:
        ValueError: a malformed entry or a board the rules refuse.
    """
    boards = []
    for entry in spec.split(","):
        try:
            rows, columns, inarow = (int(v) for v in entry.strip().lower().split("x"))
        except ValueError:
            raise ValueError(f"board {entry.strip()!r} is not RxCxK (e.g. 7x8x4)") from None
        boards.append(geometry(rows, columns, inarow))
    return boards


def parse_boards(spec: str) -> tuple[Board, ...]:
    """A mixture from its name in :data:`MIXTURES` or from ``RxCxK[:WEIGHT],...`` (weight 1 when
    left out), e.g. ``6x7x4:4,5x4x3,7x8x5``.

    Raises:
        ValueError: an unknown name, a malformed entry, a board the rules refuse, a board listed
            twice, or a weight that is not positive.
    """
    if spec in MIXTURES:
        return MIXTURES[spec]
    boards: list[Board] = []
    for entry in spec.split(","):
        size, _, weight = entry.strip().partition(":")
        try:
            share = float(weight) if weight else 1.0
            geo = parse_sizes(size)[0]
        except ValueError as e:
            raise ValueError(f"board {entry.strip()!r} is not RxCxK[:WEIGHT] (e.g. 6x7x4:4), nor one of the "
                             f"mixtures {', '.join(MIXTURES)}: {e}") from None
        boards.append((geo.rows, geo.columns, geo.inarow, share))
    check_boards(tuple(boards))
    return tuple(boards)


def check_boards(boards: tuple[Board, ...]) -> None:
    """Refuse a mixture self-play cannot play.

    Raises:
        ValueError: an empty mixture, a board the rules refuse, one over the compiled trees' 63
            rows, a board listed twice, or a weight that is not positive.
    """
    if not boards:
        raise ValueError("a mixture needs at least one board")
    seen = set()
    for rows, columns, inarow, weight in boards:
        name = f"{rows}x{columns}x{inarow}"
        geo = geometry(rows, columns, inarow)  # raises on a board the rules refuse
        if geo.rows > MAX_TREE_ROWS:
            raise ValueError(f"board {name} has {rows} rows; self-play's compiled trees take at most {MAX_TREE_ROWS}")
        if (rows, columns, inarow) in seen:
            raise ValueError(f"board {name} is listed twice")
        if not weight > 0:
            raise ValueError(f"board {name} has weight {weight}; weights must be positive")
        seen.add((rows, columns, inarow))


def frame(boards: tuple[Board, ...]) -> tuple[int, int]:
    """The smallest frame every board fits: ``(max rows, max columns)``."""
    return max(b[0] for b in boards), max(b[1] for b in boards)


def board_name(board: tuple[int, ...]) -> str:
    """``"6x7x4"`` for ``(6, 7, 4, ...)``."""
    return "x".join(str(v) for v in board[:3])


def describe(boards: tuple[Board, ...]) -> str:
    """``"6x7x4 40%, 5x4x3 10%, ..."``: each board and its share of the games."""
    total = sum(b[3] for b in boards)
    return ", ".join(f"{board_name(b)} {100 * b[3] / total:.0f}%" for b in boards)


def assign(boards: tuple[Board, ...], first: int, games: int) -> np.ndarray:
    """Games ``first .. first + games - 1`` of a run counted per board: int64 ``(len(boards),)``
    (see the module docstring)."""
    if len(boards) == 1:
        return np.array([games], dtype=np.int64)
    weights = np.array([b[3] for b in boards], dtype=np.float64)
    edges = np.cumsum(weights / weights.sum())
    u = np.mod((np.arange(first, first + games, dtype=np.float64) + 1.0) * _PHI, 1.0)
    which = np.minimum(np.searchsorted(edges, u, side="right"), len(boards) - 1)
    return np.bincount(which, minlength=len(boards)).astype(np.int64)
