"""Time limits of a move: the floor every search is given, and how two optional limits combine.

Every player takes ``seconds`` (a budget from the caller, e.g. Kaggle's clock through
:mod:`agents.kaggle`) on top of its own ``seconds`` parameter; the tighter of the two applies.
"""

from __future__ import annotations

MIN_MOVE_S = 0.05
"""The least time, in seconds, a search or a move is ever given: below it the fixed cost of a
search (a network call, building the root) is most of the move."""


def tighter(a: float | None, b: float | None) -> float | None:
    """The smaller of two optional time limits in seconds (None: no limit)."""
    if a is None:
        return b
    return a if b is None else min(a, b)
