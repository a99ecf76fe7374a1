"""Rollout evaluators for MCTS (:mod:`agents.search.mcts`): one playout to the game's end, its
result +1, 0 or -1 for the side to move (a sample, not an expectation), and a network's value head
as an evaluator (:class:`agents.evaluators.Evaluator`)."""

from __future__ import annotations

import random

from agents.board import Position, random_playout


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
