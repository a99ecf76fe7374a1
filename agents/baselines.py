"""The players of the source papers, besides AlphaZero (:mod:`agents.alphazero`).

======================  ===================================================================
name                    player
======================  ===================================================================
``random``              uniform among open columns (Kaggle's built-in)
``greedy``              one ply of look-ahead on the longest line (Gupta and Shah 2022)
``minimax``             alpha-beta on the windows heuristic (Gupta and Shah 2022)
``mcts``, ``hybrid``    UCT with random or minimax rollouts (Gupta and Shah 2022)
``mc-mlp``              one ply on a Monte Carlo-trained MLP value network
``td-linear``           alpha-beta on a TD-trained linear threat evaluation (Samuel and Kalev)
``policy-net``,         the policy or the value network alone, and the MCTS they augment
``value-net``,          (Hemo, Kim, Shavit and Sinha, "Learning to Play Connect Four from
``amcts``               Game Images")
======================  ===================================================================

Every player has ``choose(position, seconds=None) -> int`` (see :mod:`agents.players`).
"""

from __future__ import annotations

import math
import random

from agents.board import Position
from agents.evaluators import WindowHeuristic
from agents.rollouts import MinimaxRollout, RandomRollout
from agents.search.alphabeta import AlphaBeta, SearchResult
from agents.search.mcts import MCTS, MCTSResult
from agents.timing import tighter


class RandomPlayer:
    """Uniformly random among the open columns (Kaggle's built-in ``random``).

    Args:
        seed: seed of the player's random generator.
    """

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, position: Position, seconds: float | None = None) -> int:
        return self.rng.choice(position.legal_moves())


class GreedyPlayer:
    """Gupta and Shah 2022, "Reinforcement Learning for ConnectX", Algorithm 1: one step of greedy
    look-ahead. Each move is scored by the longest
    line of the player's stones through the new stone; a move that connects ``inarow`` scores
    highest, so it is played when there is one. Ties are broken at random.

    Args:
        seed: seed of the player's random generator.
    """

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, position: Position, seconds: float | None = None) -> int:
        scores = {col: line_through(position, col) for col in position.legal_moves()}
        best = max(scores.values())
        return self.rng.choice([col for col, score in scores.items() if score == best])


def line_through(position: Position, col: int) -> int:
    """Length of the longest line of the side to move's stones through the stone it would drop in
    the open column ``col`` (capped at ``inarow``)."""
    bit = position.move_bit(col)
    stones = position.current | bit
    longest = 1
    for s in position.geo.directions:
        n, b = 1, bit << s
        while b & stones:
            n, b = n + 1, b << s
        b = bit >> s
        while b & stones:
            n, b = n + 1, b >> s
        longest = max(longest, n)
    return min(longest, position.geo.inarow)


class MinimaxPlayer:
    """Gupta and Shah 2022's alpha-beta minimax with the windows heuristic (1000^(i-1) own, 2000^(i-1)
    opponent), transposition table and centre-first ordering, deepening one ply at a time.

    Args:
        depth: plies to search (Gupta and Shah 2022: 5); "none" to deepen until the time per move (its own
            ``seconds`` or the one ``choose`` is given) runs out.
        seconds: time per move; the deepest completed iteration is played.
        seed: breaks ties between equally scored root moves.

    Raises:
        ValueError: a depth below 1; from ``choose``, no depth and no time limit at all.
    """

    def __init__(self, depth: int | None = 5, seconds: float | None = None, seed: int = 0):
        if depth is not None and depth < 1:
            raise ValueError(f"minimax depth must be at least 1, got {depth}")
        self.depth, self.seconds = depth, seconds
        self.rng = random.Random(seed)
        self.last: SearchResult | None = None

    def choose(self, position: Position, seconds: float | None = None) -> int:
        search = AlphaBeta(WindowHeuristic(own_mark=position.mark), rng=self.rng)
        self.last = search.search(position, depth=self.depth, seconds=tighter(self.seconds, seconds))
        return self.last.move


class MCTSPlayer:
    """Plain UCT with random rollouts: c = sqrt 2, a draw worth half a win (Gupta and Shah 2022).

    Args:
        simulations: simulations per move; "none" for a time limit only (its own ``seconds`` or
            the budget ``choose`` is given).
        seconds: time per move.
        c: the UCB1 exploration constant.
        seed: seed of the tree's and the rollouts' random generator.
    """

    def __init__(self, simulations: int | None = 1000, seconds: float | None = None,
                 c: float = math.sqrt(2), seed: int = 0):
        if simulations is not None and simulations < 1:
            raise ValueError(f"simulations must be at least 1, got {simulations}")
        self.simulations, self.seconds = simulations, seconds
        self.rng = random.Random(seed)
        self.search = MCTS(self._evaluator(), self.rng, c)
        self.last: MCTSResult | None = None

    def _evaluator(self):
        return RandomRollout(self.rng)

    def choose(self, position: Position, seconds: float | None = None) -> int:
        self.last = self.search.search(position, self.simulations, tighter(self.seconds, seconds))
        return self.last.move


class HybridPlayer(MCTSPlayer):
    """Gupta and Shah 2022's MCTS-minimax hybrid (section 4.4): the same UCT with minimax rollouts (each
    rollout move chosen by a depth-2 minimax on wins and losses) and c = 1/sqrt 2.

    Args:
        simulations, seconds, seed: as for :class:`MCTSPlayer`.
        c: the UCB1 exploration constant (1/sqrt 2).
        rollout_depth: plies of the minimax inside rollouts, 1 or 2.
    """

    def __init__(self, simulations: int | None = 1000, seconds: float | None = None,
                 c: float = 1 / math.sqrt(2), rollout_depth: int = 2, seed: int = 0):
        self.rollout_depth = rollout_depth
        super().__init__(simulations, seconds, c, seed)

    def _evaluator(self):
        return MinimaxRollout(self.rng, self.rollout_depth)


class MCValuePlayer:
    """The Monte Carlo MLP value-network paper's player: one step of look-ahead on the Monte
    Carlo-trained MLP value network,
    the move whose resulting position has the highest ``V`` (ties at random). A board of another
    size than the network's gets a random move.

    Args:
        weights: path to the ``.npz`` that ``connectx train mc-mlp`` writes (or its arrays).
        seed: breaks ties.

    Raises:
        ValueError: an unreadable or malformed weights file.
    """

    def __init__(self, weights: str, seed: int = 0):
        from agents.nn import load_arrays
        from agents.value_mlp import ValueMLP

        self.network = ValueMLP(load_arrays(weights))
        self.rng = random.Random(seed)

    def choose(self, position: Position, seconds: float | None = None) -> int:
        moves = position.legal_moves()
        if not self.network.fits(position):
            return self.rng.choice(moves)
        values = self.network.values([position.child(c) for c in moves])
        best = values.max()
        return self.rng.choice([c for c, v in zip(moves, values, strict=True) if v == best])


class TDLinearPlayer:
    """Samuel and Kalev's ("4 in a row") player: alpha-beta minimax over the linear threat-feature evaluation
    (:class:`~agents.threats.LinearThreatEvaluator`) with the weight vector of its own mark.

    Args:
        weights: path to the ``.npz`` that ``connectx train td-linear`` writes (arrays ``w1``,
            ``w2``: 14 floats each, for mark 1 and mark 2), or its arrays.
        depth: plies of minimax (Samuel and Kalev play at 3 and 5); "none" to deepen until ``seconds``.
        seconds: time per move.
        seed: breaks ties between equally scored root moves.

    Raises:
        ValueError: an unreadable or malformed weights file, or a depth below 1.
    """

    def __init__(self, weights: str, depth: int | None = 3, seconds: float | None = None, seed: int = 0):
        from agents.nn import load_arrays
        from agents.threats import LinearThreatEvaluator

        arrays = load_arrays(weights)
        if depth is not None and depth < 1:
            raise ValueError(f"minimax depth must be at least 1, got {depth}")
        try:
            self.evaluators = {mark: LinearThreatEvaluator(arrays[f"w{mark}"].reshape(-1), mark) for mark in (1, 2)}
        except KeyError as e:
            raise ValueError(f"td-linear weights lack {e}") from None
        self.depth, self.seconds = depth, seconds
        self.rng = random.Random(seed)
        self.last: SearchResult | None = None

    def choose(self, position: Position, seconds: float | None = None) -> int:
        search = AlphaBeta(self.evaluators[position.mark], rng=self.rng)
        self.last = search.search(position, depth=self.depth, seconds=tighter(self.seconds, seconds))
        return self.last.move


class _NetworkPlayer:
    """A player around one policy/value network (:class:`agents.nn.Network`), no search.

    Args:
        weights: path to a network ``.npz`` (``connectx export`` of a checkpoint), or its arrays.
        seed: breaks ties (and picks a random move on a board the network cannot take).

    Raises:
        ValueError: an unreadable or malformed weights file.
    """

    def __init__(self, weights: str, seed: int = 0):
        from agents.nn import load_network

        self.network = load_network(weights)
        self.rng = random.Random(seed)


class PolicyNetPlayer(_NetworkPlayer):
    """Hemo, Kim, Shavit and Sinha's ("Learning to Play Connect Four from Game Images") policy
    network alone: the legal move with the highest prior, no search
    (``weights``: the ``policy-planes.npz`` of ``connectx train supervised``, or any network)."""

    def choose(self, position: Position, seconds: float | None = None) -> int:
        moves = position.legal_moves()
        if not self.network.fits(position):
            return self.rng.choice(moves)
        priors = self.network.evaluate_batch([position])[0][0]
        return max(moves, key=lambda c: priors[c])


class ValueNetPlayer(_NetworkPlayer):
    """Hemo et al.'s value network alone: a winning move when there is one, else the move after
    which the network values the opponent's position lowest; no search (``weights``: the
    ``value-planes.npz`` of ``connectx train supervised``)."""

    def choose(self, position: Position, seconds: float | None = None) -> int:
        wins = position.winning_moves()
        if wins:
            return wins[0]
        moves = position.legal_moves()
        if not self.network.fits(position):
            return self.rng.choice(moves)
        values = self.network.evaluate_batch([position.child(c) for c in moves])[1]
        best = values.min()
        return self.rng.choice([c for c, v in zip(moves, values, strict=True) if v == best])


class AMCTSPlayer:
    """Hemo et al.'s augmented MCTS: UCT whose new nodes start from the value network's estimate
    (``Q = gamma^n V + (1 - gamma^n) mean z``) and whose playouts follow the policy network
    (a random move with probability ``q``). Without ``value`` there is no warm start; without
    ``policy`` the playouts are random: the paper's one-network variants. A board the networks
    cannot take is searched by plain UCT.

    Args:
        policy: path to a network ``.npz`` for the playouts (or its arrays), or "none".
        value: path to a network ``.npz`` for the warm start (or its arrays), or "none".
        simulations: simulations per move; "none" for a time limit only.
        seconds: time per move.
        c: the UCB1 exploration constant.
        gamma: the warm start's decay per visit, in [0, 1).
        q: the playouts' random-move probability (Hemo et al.: 0.3).
        seed: seeds the tree and the playouts.

    Raises:
        ValueError: an unreadable weights file or bad parameters.
    """

    def __init__(self, policy: str | None = None, value: str | None = None, simulations: int | None = 200,
                 seconds: float | None = None, c: float = math.sqrt(2), gamma: float = 0.9, q: float = 0.3,
                 seed: int = 0):
        from agents.nn import load_network
        from agents.rollouts import NetworkValue, PolicyRollout

        if simulations is not None and simulations < 1:
            raise ValueError(f"simulations must be at least 1, got {simulations}")
        self.simulations, self.seconds = simulations, seconds
        self.rng = random.Random(seed)
        self.networks = [load_network(x) for x in (policy, value) if x is not None]
        rollout = RandomRollout(self.rng) if policy is None else PolicyRollout(self.networks[0], self.rng, q)
        warm = None if value is None else NetworkValue(self.networks[-1])
        self.search = MCTS(rollout, self.rng, c, warm, gamma)
        self.plain = MCTS(RandomRollout(self.rng), self.rng, c)
        self.last: MCTSResult | None = None

    def choose(self, position: Position, seconds: float | None = None) -> int:
        search = self.search if all(n.fits(position) for n in self.networks) else self.plain
        self.last = search.search(position, self.simulations, tighter(self.seconds, seconds))
        return self.last.move
