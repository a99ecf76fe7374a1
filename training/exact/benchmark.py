"""The solver benchmark sets, and the mistake measure on them.

The six sets of Pascal Pons' "Solving Connect Four" tutorial (blog.gamesolver.org, part 2) ship in
``training/exact/data/pons/`` with every column's exact score, so a move is judged without solving. A
move is a *weak* mistake when the sign of its score is below the sign of the best column's (a win
turned into a draw or loss, a draw into a loss), a *strong* one when its score is below the best
(AlphaZero.jl's benchmark reports the weak measure; ``evaluation.strength`` defines both the same way
for submission files).

A network's mistakes on them, alone and with search, are measured by
:func:`training.alphazero.mistakes.network_mistakes`.
"""

from __future__ import annotations

import os
from dataclasses import dataclass

import numpy as np

from agents.board import Position, geometry

CXX_MEAN_S = {"End-Easy": 4.6e-6, "Middle-Easy": 37e-6, "Middle-Medium": 3.2e-3, "Begin-Easy": 255e-6,
              "Begin-Medium": 97e-3, "Begin-Hard": 5.5}
"""Mean seconds per position of the tutorial's final C++ solver (the benchmark sets' own README)."""


DATA = os.path.join(os.path.dirname(__file__), "data", "pons")

SETS = (("End-Easy", "Test_L3_R1"), ("Middle-Easy", "Test_L2_R1"), ("Middle-Medium", "Test_L2_R2"),
        ("Begin-Easy", "Test_L1_R1"), ("Begin-Medium", "Test_L1_R2"), ("Begin-Hard", "Test_L1_R3"))
"""(name, file) of the six sets, easiest first."""


@dataclass
class BenchmarkSample:
    """Positions of one set with every column's exact score.

    Attributes:
        name: the set's name (``End-Easy`` ...; a label store's board, ``5x4x3``).
        positions: positions of one board size (6x7 for the six sets), none finished.
        scores: int ``(P, columns)``, each column's score for the side to move; ``-1000`` for a full
            column.
    """

    name: str
    positions: list[Position]
    scores: np.ndarray


def _draw(lines: list, count: int | None, seed: int) -> list:
    """``count`` of ``lines`` drawn at random with ``seed``, in their order (all with None)."""
    if count is None or count >= len(lines):
        return lines
    keep = np.sort(np.random.default_rng(seed).choice(len(lines), size=count, replace=False))
    return [lines[i] for i in keep]


def load_set(name: str, count: int | None = None, seed: int = 0) -> BenchmarkSample:
    """``count`` lines of a set drawn at random with ``seed`` (all 1,000 with None), in file order.

    Raises:
        ValueError: an unknown set name. OSError: the data file is unreadable.
    """
    files = dict(SETS)
    if name not in files:
        raise ValueError(f"unknown benchmark set {name!r}: one of {', '.join(files)}")
    lines = _draw(read_column_scores(files[name]), count, seed)
    geo = geometry(6, 7, 4)
    positions = [Position.from_moves(moves, geo) for moves, _ in lines]
    return BenchmarkSample(name, positions, np.array([scores for _, scores in lines], dtype=np.int64))


def load_labels(path: str, count: int | None = None, seed: int = 0) -> BenchmarkSample:
    """``count`` positions of a label store (``connectx label``: positions from games, every
    column's exact score) drawn at random with ``seed`` (all with None), named by the store's board
    (``5x4x3``).

    Raises:
        ValueError: ``path`` is missing or not a label store, or holds no positions.
    """
    from training.exact.labels import read_labels

    geo, lines = read_labels(path)
    if not lines:
        raise ValueError(f"{path} holds no positions")
    lines = _draw(lines, count, seed)
    positions = [Position.from_moves(moves, geo) for moves, _ in lines]
    return BenchmarkSample(f"{geo.rows}x{geo.columns}x{geo.inarow}", positions,
                           np.array([scores for _, scores in lines], dtype=np.int64))


def read_column_scores(file: str) -> list[tuple[str, list[int]]]:
    """``(moves, every column's exact score)`` of every line of a shipped set, by its file name
    (``Test_L3_R1`` ...); -1000 for a full column.

    Raises:
        OSError: no such file. ValueError: a line that is not ``MOVES s1 ... s7``.
    """
    path = os.path.join(DATA, file)
    with open(path) as f:
        lines = [line.split() for line in f if line.strip()]
    try:
        return [(parts[0], [-1000 if s == "x" else int(s) for s in parts[1:]]) for parts in lines]
    except ValueError:
        raise ValueError(f"{path} is not a benchmark set") from None


def read_scores(file: str, folder: str | None = None) -> list[tuple[str, int]]:
    """``(moves, exact score)`` of every line of a set, by its file name (``Test_L3_R1`` ...): from
    the shipped data (the score is the best column's), or from ``folder`` holding the public sets'
    two-column files (``MOVES SCORE`` per line).

    Raises:
        OSError: no such file. ValueError: a line of neither format.
    """
    if folder is None:
        return [(moves, max(scores)) for moves, scores in read_column_scores(file)]
    with open(os.path.join(folder, file)) as f:
        try:
            return [(moves, int(score)) for moves, score in (line.split() for line in f if line.strip())]
        except ValueError:
            raise ValueError(f"{os.path.join(folder, file)} is not a benchmark set") from None


def mistakes(scores: np.ndarray, moves: np.ndarray) -> tuple[float, float]:
    """``(weak %, strong %)`` of ``moves`` (int ``(P,)``, 0-based columns) given every column's
    ``scores`` (int ``(P, columns)``).

    Raises:
        ValueError: a move into a full column.
    """
    played = scores[np.arange(len(moves)), moves]
    if (played == -1000).any():
        raise ValueError("a move into a full column")
    best = scores.max(axis=1)
    weak = np.sign(played) < np.sign(best)
    return 100.0 * float(weak.mean()), 100.0 * float((played < best).mean())
