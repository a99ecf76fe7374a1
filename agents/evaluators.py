"""Evaluators: what a search sees of a position beyond the rules.

Every evaluator has ``evaluate(position) -> float``, a value from the point of view of the side
to move at ``position`` (positive is good for it). The searches fix the scale they expect:

- MCTS (:mod:`agents.search.mcts`) wants a value in [-1, 1]: +1 a win, 0 a draw, -1 a loss, as
  the rollout evaluators of :mod:`agents.rollouts` return (one playout each, so a sample, not an
  expectation).
- Alpha-beta (:mod:`agents.search.alphabeta`) takes any finite score below its win score, as the
  window heuristic here returns (and the linear threat evaluator of :mod:`agents.threats`).

Evaluators may be called on non-terminal positions only; the searches handle the ends of games.
"""

from __future__ import annotations

from typing import Protocol

from agents.board import Position


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
