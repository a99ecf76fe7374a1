"""Monte Carlo tree search with UCT selection (UCB1 applied to trees).

Each simulation descends from the root by UCB1, ``W/N + c * sqrt(ln N_parent / N)``, adds one
child (a random untried move), asks the evaluator for the value of the new position (a rollout:
random in plain UCT, shallow-minimax in the MCTS-minimax hybrid), and backs the reward up the path.

Rewards are stored per node from the point of view of the player who made the move into the
node, on the [0, 1] scale that UCB1 assumes: 1 a win, 0.5 a draw, 0 a loss. The move played is the
most visited child of the root.

With a ``warm_start`` evaluator (Hemo, Kim, Shavit and Sinha's ("Learning to Play Connect Four from
Game Images") augmented MCTS) every new node also gets a value
``V`` from it, and selection uses ``Q = gamma^n V + (1 - gamma^n) W/N`` in place of ``W/N``: the
estimate starts at the evaluator's and hands over to the rollouts as visits ``n`` grow.

Sources: Kocsis and Szepesvari, "Bandit based Monte-Carlo planning" (2006); Browne et al., "A
survey of Monte Carlo tree search methods" (2012), Algorithm 2; Gupta and Shah 2022, "Reinforcement
Learning for ConnectX" (plain MCTS with
c = sqrt 2 and draws worth half a win; the hybrid with c = 1/sqrt 2); Hemo et al. (the augmented
MCTS: value warm start and policy-network playouts).
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass

from agents.board import Position
from agents.evaluators import Evaluator


class Node:
    """One position of the tree, reached by ``move`` from ``parent``.

    Attributes:
        move: the 0-based column that led here (-1 at the root).
        parent: the node above (None at the root).
        children: expanded children.
        untried: legal moves not yet expanded (empty at a terminal position).
        visits: simulations through this node.
        reward: summed rewards in [0, 1] per simulation, for the player who made ``move``.
        terminal_value: for a terminal position, its value for the side to move there (-1 or 0);
            None otherwise.
        prior: the warm-start value in [0, 1] for the player who made ``move`` (0.5 without one).
    """

    __slots__ = ("move", "parent", "children", "untried", "visits", "reward", "terminal_value", "prior")

    def __init__(self, move: int, parent: Node | None, position: Position, rng: random.Random):
        self.move, self.parent = move, parent
        self.children: list[Node] = []
        self.terminal_value = position.outcome()
        self.untried = [] if self.terminal_value is not None else position.legal_moves()
        rng.shuffle(self.untried)
        self.visits = 0
        self.reward = 0.0
        self.prior = 0.5


@dataclass
class MCTSResult:
    """What a search found.

    Attributes:
        move: the most visited root move (0-based column).
        simulations: simulations run.
        seconds: wall time spent.
        visits: visit count per root move, {column: visits}.
        value: mean reward of ``move`` in [0, 1] for the side to move at the root.
    """

    move: int
    simulations: int
    seconds: float
    visits: dict[int, int]
    value: float


class MCTS:
    """UCT search over an evaluator that returns values in [-1, 1] (side to move).

    Args:
        evaluator: values new leaves, e.g. :class:`~agents.rollouts.RandomRollout`.
        rng: chooses the expansion order of untried moves.
        c: the UCB1 exploration constant (sqrt 2 for plain UCT, 1/sqrt 2 in Gupta and Shah 2022's hybrid).
        warm_start: values every new node once, in [-1, 1] for its side to move (a value
            network); None for plain UCT.
        gamma: the warm start's decay per visit, in [0, 1) (Hemo et al.).

    Raises:
        ValueError: ``gamma`` outside [0, 1).
    """

    def __init__(self, evaluator: Evaluator, rng: random.Random, c: float = math.sqrt(2),
                 warm_start: Evaluator | None = None, gamma: float = 0.9):
        if not 0.0 <= gamma < 1.0:
            raise ValueError(f"gamma must be in [0, 1), got {gamma}")
        self.evaluator, self.rng, self.c = evaluator, rng, c
        self.warm_start, self.gamma = warm_start, gamma

    def search(self, position: Position, simulations: int | None = None,
               seconds: float | None = None) -> MCTSResult:
        """Run simulations from ``position`` until either limit is reached.

        Args:
            position: a non-terminal position (left unchanged).
            simulations: the number of simulations; None for no count limit.
            seconds: wall-clock budget; None for no time limit. At least one simulation runs.

        Raises:
            ValueError: a terminal position, or neither limit given.
        """
        if position.is_terminal():
            raise ValueError("cannot search a terminal position")
        if simulations is None and seconds is None:
            raise ValueError("give a number of simulations, a time budget in seconds, or both")
        start = time.perf_counter()
        deadline = float("inf") if seconds is None else start + seconds
        limit = simulations if simulations is not None else 1 << 62
        rng, evaluator, c, warm, gamma = self.rng, self.evaluator, self.c, self.warm_start, self.gamma
        root = Node(-1, None, position, rng)
        n = 0
        while n < limit and (n == 0 or n % 16 or time.perf_counter() < deadline):
            n += 1
            node, pos = root, position.copy()
            # Selection: descend through fully expanded nodes by UCB1.
            while not node.untried and node.children:
                log_n = math.log(node.visits)
                best, best_ucb = None, -1.0
                if warm is None:  # plain UCT: the hot loop of the mcts and hybrid players
                    for child in node.children:
                        ucb = child.reward / child.visits + c * math.sqrt(log_n / child.visits)
                        if ucb > best_ucb:
                            best, best_ucb = child, ucb
                else:
                    for child in node.children:
                        g = gamma ** child.visits
                        q = g * child.prior + (1.0 - g) * child.reward / child.visits
                        ucb = q + c * math.sqrt(log_n / child.visits)
                        if ucb > best_ucb:
                            best, best_ucb = child, ucb
                node = best
                pos.play(node.move)
            # Expansion: one untried move.
            if node.untried:
                col = node.untried.pop()
                pos.play(col)
                child = Node(col, node, pos, rng)
                if warm is not None:
                    v = child.terminal_value if child.terminal_value is not None else warm.evaluate(pos)
                    child.prior = (1.0 - v) / 2.0
                node.children.append(child)
                node = child
            # Evaluation, for the side to move at ``node``.
            value = node.terminal_value if node.terminal_value is not None else evaluator.evaluate(pos)
            # Backup: the player who moved into ``node`` gets the opposite of ``value``.
            reward = (1.0 - value) / 2.0
            while node is not None:
                node.visits += 1
                node.reward += reward
                reward = 1.0 - reward
                node = node.parent
        best = max(root.children, key=lambda ch: (ch.visits, ch.reward))
        return MCTSResult(best.move, n, time.perf_counter() - start,
                          {ch.move: ch.visits for ch in root.children}, best.reward / best.visits)
