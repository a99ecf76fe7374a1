"""Threat features of a position (Samuel and Kalev's TD(0) evaluation of Connect Four) and the
linear evaluation on them (:class:`agents.evaluators.Evaluator`), from one mark's point of view."""

from __future__ import annotations

import math
from functools import lru_cache

from agents.board import Geometry, Position, winning_cells

THREAT_FEATURES = (
    "windows_1", "windows_2_horizontal", "windows_2_vertical", "windows_2_diagonal",
    "windows_3_horizontal", "windows_3_vertical", "windows_3_diagonal",
    "even_threats_p1", "odd_threats_p1", "even_threats_p2", "odd_threats_p2",
    "threat_over_own_threat", "threat_over_opponent_threat", "four_in_a_row",
)
"""Names of the 14 features of :func:`threat_features`, in order (Samuel and Kalev, "4 in a row")."""


@lru_cache(maxsize=16)
def _window_groups(geo: Geometry) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    """The board's windows split by direction: (horizontal, vertical, both diagonals)."""
    horizontal, vertical, diagonal = [], [], []
    for w in geo.windows:
        low = w & -w
        if geo.inarow == 1 or (low << 1) & w:
            vertical.append(w)
        elif (low << geo.height) & w:
            horizontal.append(w)
        else:
            diagonal.append(w)
    return tuple(horizontal), tuple(vertical), tuple(diagonal)


@lru_cache(maxsize=16)
def _odd_rows(geo: Geometry) -> int:
    """The cells of the odd rows counted from the bottom (1st, 3rd, ...; height 0, 2, ...)."""
    return sum(geo.bit(c, h) for c in range(geo.columns) for h in range(0, geo.rows, 2))


def threat_features(position: Position, mark: int) -> list[float]:
    """Samuel and Kalev's 14 features of a position, from the point of view of player ``mark``.

    Windows are the lines of ``inarow`` cells; a window "holds k coins" of a player when it has k
    of that player's stones and none of the opponent's. A threat of a player is an empty cell that
    would complete a line for it; it is odd or even by its row counted from the bottom (row 1 is
    odd). Features 0-6 count windows (1 coin in any direction; 2 and 3 coins horizontal,
    vertical, diagonal), features 11-12 count threats directly above another threat (of the same
    player; of the opponent), feature 13 is 1 when a player has a line: each as the player's count
    minus the opponent's. Features 7-10 are the threat counts themselves, of mark 1 and of mark 2
    (even, odd), whoever's point of view. Order and names: :data:`THREAT_FEATURES`.

    Args:
        position: any position (terminal ones included).
        mark: 1 or 2, the player whose point of view the differences take.

    Returns:
        14 floats (counts; any sign).

    Source: Samuel and Kalev (the linear evaluation with threat features, trained by Sarsa TD(0)).
    """
    geo = position.geo
    mover, other = position.current, position.current ^ position.mask
    own, opp = (mover, other) if position.mark == mark else (other, mover)
    horizontal, vertical, diagonal = _window_groups(geo)
    f = [0.0] * 14
    for slot, group in ((0, horizontal), (1, vertical), (2, diagonal)):
        for w in group:
            a, b = own & w, opp & w
            if a and not b:
                n, sign = a.bit_count(), 1.0
            elif b and not a:
                n, sign = b.bit_count(), -1.0
            else:
                continue
            if n == 1:
                f[0] += sign
            elif n == 2:
                f[1 + slot] += sign
            elif n == 3:
                f[4 + slot] += sign
    own_threats = winning_cells(geo, own, position.mask)
    opp_threats = winning_cells(geo, opp, position.mask)
    odd = _odd_rows(geo)
    p1, p2 = (own_threats, opp_threats) if mark == 1 else (opp_threats, own_threats)
    f[7] = float((p1 & ~odd).bit_count())
    f[8] = float((p1 & odd).bit_count())
    f[9] = float((p2 & ~odd).bit_count())
    f[10] = float((p2 & odd).bit_count())
    f[11] = float(((own_threats >> 1) & own_threats).bit_count() - ((opp_threats >> 1) & opp_threats).bit_count())
    f[12] = float(((own_threats >> 1) & opp_threats).bit_count() - ((opp_threats >> 1) & own_threats).bit_count())
    f[13] = float(geo.has_won(own)) - float(geo.has_won(opp))
    return f


class LinearThreatEvaluator:
    """Samuel and Kalev's evaluation ``w . a(s)`` over :func:`threat_features`, for alpha-beta.

    ``w`` belongs to one player (``own_mark``; Samuel and Kalev keep one weight vector per player); like
    :class:`WindowHeuristic`, ``evaluate`` returns the score when that player is to move and its
    negation otherwise.

    Args:
        weights: 14 floats, in the order of :data:`THREAT_FEATURES`.
        own_mark: Kaggle mark (1 or 2) whose point of view the features and weights take.

    Raises:
        ValueError: not 14 weights, a non-finite weight, or a mark other than 1 and 2.
    """

    def __init__(self, weights, own_mark: int):
        w = [float(x) for x in weights]
        if len(w) != len(THREAT_FEATURES) or not all(math.isfinite(x) for x in w):
            raise ValueError(f"a threat evaluation needs {len(THREAT_FEATURES)} finite weights, got {w}")
        if own_mark not in (1, 2):
            raise ValueError(f"own_mark must be 1 or 2, got {own_mark!r}")
        self.weights, self.own_mark = w, own_mark

    def score(self, position: Position) -> float:
        """``w . a(s)`` for ``own_mark``."""
        return sum(w * a for w, a in zip(self.weights, threat_features(position, self.own_mark), strict=True))

    def evaluate(self, position: Position) -> float:
        """``score`` from the side to move's point of view."""
        s = self.score(position)
        return s if position.mark == self.own_mark else -s
