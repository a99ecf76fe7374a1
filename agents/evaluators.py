"""Evaluators: what a search sees of a position beyond the rules.

Every evaluator has ``evaluate(position) -> float``, a value from the point of view of the side
to move at ``position`` (positive is good for it). The searches fix the scale they expect:

- MCTS (:mod:`agents.search.mcts`) wants a value in [-1, 1]: +1 a win, 0 a draw, -1 a loss, as
  the rollout evaluators here return (one playout each, so a sample, not an expectation).
- Alpha-beta (:mod:`agents.search.alphabeta`) takes any finite score below its win score, as the
  window heuristic here returns.

Evaluators may be called on non-terminal positions only; the searches handle the ends of games.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache
from typing import Protocol

from agents.board import Geometry, Position, random_playout, winning_cells


class Evaluator(Protocol):
    """Anything with ``evaluate(position) -> float``, from the side to move's point of view."""

    def evaluate(self, position: Position) -> float: ...


class WindowHeuristic:
    """Gupta and Shah's (2022, "Reinforcement Learning for ConnectX") windows heuristic for
    alpha-beta minimax, from one player's point of view.

    ``H = sum_{i=2..X} 1000^(i-1) * own_i - 2000^(i-1) * opp_i``, where ``own_i`` counts the
    windows of ``X = inarow`` cells in a line holding exactly ``i`` of the player's stones and
    none of the opponent's, and ``opp_i`` the same for the opponent. The opponent weight is
    larger, so the player prefers to block. Source: Gupta and Shah 2022 (minimax agent, its heuristic).

    Because the weights are not symmetric, "own" is fixed to one player (``own_mark``, normally
    the player searching); ``evaluate`` returns ``H`` when that player is to move and ``-H``
    otherwise, so that negamax sees values from the side to move as usual.

    Args:
        own_mark: Kaggle mark (1 or 2) of the player whose windows weigh ``own_base``.
        own_base, opp_base: the bases of the weights (1000 and 2000 in Gupta and Shah 2022).
    """

    def __init__(self, own_mark: int, own_base: int = 1000, opp_base: int = 2000):
        if own_mark not in (1, 2):
            raise ValueError(f"own_mark must be 1 or 2, got {own_mark!r}")
        self.own_mark, self.own_base, self.opp_base = own_mark, own_base, opp_base

    def score(self, position: Position) -> int:
        """``H`` for ``own_mark`` (an int, any sign, magnitude up to ``2000^(X-1)`` x windows)."""
        mover, other = position.current, position.current ^ position.mask
        mover_counts, other_counts = window_counts(position, mover, other)
        if position.mark != self.own_mark:
            mover_counts, other_counts = other_counts, mover_counts
        own_w = opp_w = 1
        total = 0
        for i in range(2, position.geo.inarow + 1):
            own_w *= self.own_base
            opp_w *= self.opp_base
            total += own_w * mover_counts[i] - opp_w * other_counts[i]
        return total

    def evaluate(self, position: Position) -> float:
        """``score`` from the side to move's point of view."""
        h = self.score(position)
        return h if position.mark == self.own_mark else -h


def window_counts(position: Position, a: int, b: int) -> tuple[list[int], list[int]]:
    """Count the windows that hold only ``a`` stones and those that hold only ``b`` stones.

    Returns:
        ``(counts_a, counts_b)``, each a list of ``inarow + 1`` ints: entry ``i`` is the number of
        windows holding exactly ``i`` stones of that side and none of the other's (entry 0, the
        empty windows, is left at 0).
    """
    n = position.geo.inarow
    counts_a, counts_b = [0] * (n + 1), [0] * (n + 1)
    for w in position.geo.windows:
        wa = a & w
        wb = b & w
        if wa:
            if not wb:
                counts_a[wa.bit_count()] += 1
        elif wb:
            counts_b[wb.bit_count()] += 1
    return counts_a, counts_b


class RandomRollout:
    """Value by one uniformly random playout to the end: +1, 0 or -1 for the side to move.

    The rollout of plain UCT (Kocsis and Szepesvari 2006; Gupta and Shah 2022's MCTS agent).
    """

    def __init__(self, rng: random.Random):
        self.rng = rng

    def evaluate(self, position: Position) -> float:
        return float(random_playout(position, self.rng)[0])


class MinimaxRollout:
    """Value by one playout whose moves come from a shallow minimax on wins and losses.

    At every ply the mover searches ``depth`` plies ahead on terminal values only and plays a
    random move among the best: depth 1 plays an immediate win when there is one; depth 2 also
    avoids every move that lets the opponent win on the next ply (so it blocks a single threat),
    which is the MCTS-MR rollout of Baier and Winands ("MCTS-minimax hybrids", 2015, section 3.1)
    that Gupta and Shah 2022 (section 4.4) uses with depth 2. A mover with no move that avoids a loss plays a
    random move.

    Args:
        rng: the source of randomness.
        depth: 1 or 2 plies.

    Raises:
        ValueError: ``depth`` not 1 or 2.
    """

    def __init__(self, rng: random.Random, depth: int = 2):
        if depth not in (1, 2):
            raise ValueError(f"minimax rollout depth must be 1 or 2, got {depth}")
        self.rng, self.depth = rng, depth

    def evaluate(self, position: Position) -> float:
        pos = position.copy()
        rng, geo = self.rng, pos.geo
        sign = 1.0
        while pos.mask != geo.board_mask:
            if pos.winning_moves():
                return sign
            moves = pos.non_losing_moves() if self.depth == 2 else []
            if not moves:
                moves = pos.legal_moves()
            pos.play(moves[int(rng.random() * len(moves))])
            sign = -sign
        return 0.0


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


class PolicyRollout:
    """Value by one playout whose moves come from a policy network (Hemo, Kim, Shavit and Sinha's
    ("Learning to Play Connect Four from Game Images") augmented MCTS):
    at every ply a uniformly random legal move with probability ``q``, else the network's most
    probable legal move. +1, 0 or -1 for the side to move.

    Args:
        network: anything with ``evaluate_batch(positions) -> (priors (B, columns), values)``
            (:class:`agents.nn.Network`).
        rng: the source of randomness.
        q: probability of a random move, in [0, 1] (Hemo et al.: 0.3).

    Raises:
        ValueError: ``q`` outside [0, 1].
    """

    def __init__(self, network, rng: random.Random, q: float = 0.3):
        if not 0.0 <= q <= 1.0:
            raise ValueError(f"the random-move probability q must be in [0, 1], got {q}")
        self.network, self.rng, self.q = network, rng, q

    def evaluate(self, position: Position) -> float:
        pos = position.copy()
        sign = 1.0
        while True:
            moves = pos.legal_moves()
            if self.rng.random() < self.q:
                col = moves[int(self.rng.random() * len(moves))]
            else:
                priors = self.network.evaluate_batch([pos])[0][0]
                col = max(moves, key=lambda c: priors[c])
            won = pos.is_winning_move(col)
            pos.play(col)
            if won:
                return sign
            if not pos.legal_moves():
                return 0.0
            sign = -sign


class NetworkValue:
    """The value head of a network as an evaluator: ``v`` in [-1, 1] for the side to move.

    Args:
        network: anything with ``evaluate_batch`` (:class:`agents.nn.Network`).
    """

    def __init__(self, network):
        self.network = network

    def evaluate(self, position: Position) -> float:
        return float(self.network.evaluate_batch([position])[1][0])
