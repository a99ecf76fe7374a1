"""PUCT Monte Carlo tree search over a batched policy/value evaluator, with virtual loss.

Selection maximises ``Q(s, a) + c_puct * P(s, a) * sqrt(N(s)) / (1 + N(s, a))`` (AlphaGo Zero,
Silver et al. 2017, "Methods: Select"; Cej, "Learning to Play Connect Four with AlphaZero" uses
c_puct in [2, 4]). Leaves are not evaluated
one by one: :meth:`Tree.collect` walks down several times, marking each path with a virtual loss
(``N += n_vl``, ``W -= n_vl``: the path looks lost, so the next walk goes elsewhere), and
:meth:`Tree.apply` takes the evaluator's answers for all of them at once, removes the virtual loss
and backs the values up (minigo's ``tree_search``). :class:`PUCT` drives a single tree for play;
self-play runs a compiled build of the same algorithm over many trees at once
(``training.alphazero.batched_puct``, checked against this one by the tests).

Values are from the side to move: the evaluator returns ``v`` in [-1, 1] for the side to move at
the leaf, an edge's ``W`` sums values for the side to move at the edge's parent, so the sign flips
at every ply. ``Q = W / N`` of an unvisited edge is ``fpu`` (first-play urgency, 0 by default).

The evaluator protocol: ``evaluate_batch(positions) -> (priors, values)``, ``priors`` float32
``(B, columns)`` probabilities over columns (illegal columns are masked and the rest renormalised
here), ``values`` float32 ``(B,)`` in [-1, 1].
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass
from typing import Protocol

import numpy as np

from agents.board import Position


class BatchEvaluator(Protocol):
    """A policy/value evaluator for many positions at once (side to move's point of view)."""

    def evaluate_batch(self, positions: list[Position]) -> tuple[np.ndarray, np.ndarray]: ...


class UniformEvaluator:
    """Uniform priors and value 0: PUCT then searches by the rules alone (tests, baselines)."""

    def evaluate_batch(self, positions: list[Position]) -> tuple[np.ndarray, np.ndarray]:
        columns = positions[0].geo.columns
        return (np.full((len(positions), columns), 1.0 / columns, dtype=np.float32),
                np.zeros(len(positions), dtype=np.float32))


class Node:
    """A position in the tree; its edges (one per legal move) hold the statistics.

    Attributes:
        moves: legal columns (empty until expanded, and at terminal positions).
        priors, visits, value_sums: per edge, P, N and W (W for the side to move here).
        children: per edge, the child node or None until first visited.
        terminal_value: value for the side to move if the position is terminal (-1 or 0).
        pending: a leaf awaiting evaluation in the current batch.
    """

    __slots__ = ("moves", "priors", "visits", "value_sums", "children", "terminal_value", "pending", "total")

    def __init__(self, terminal_value: float | None = None):
        self.moves: list[int] = []
        self.priors: list[float] = []
        self.visits: list[float] = []
        self.value_sums: list[float] = []
        self.children: list[Node | None] = []
        self.terminal_value = terminal_value
        self.pending = False
        self.total = 0.0  # sum of edge visits

    @property
    def expanded(self) -> bool:
        return bool(self.moves)

    def expand(self, moves: list[int], priors: np.ndarray) -> None:
        p = np.asarray([priors[m] for m in moves], dtype=np.float64)
        p = np.clip(p, 0.0, None)
        total = p.sum()
        p = p / total if total > 0 else np.full(len(moves), 1.0 / len(moves))
        self.moves = list(moves)
        self.priors = p.tolist()
        self.visits = [0.0] * len(moves)
        self.value_sums = [0.0] * len(moves)
        self.children = [None] * len(moves)


@dataclass
class Leaf:
    """A walk waiting for its evaluation: the edges taken and where they led."""

    path: list[tuple[Node, int]]
    node: Node
    position: Position


class Tree:
    """One search tree, grown in batches.

    Args:
        position: the root (copied; must not be terminal).
        c_puct: the exploration constant.
        virtual_loss: visits of virtual loss added per walk through an edge.
        fpu: Q of an unvisited edge, in [-1, 1].
    """

    def __init__(self, position: Position, c_puct: float = 2.5, virtual_loss: float = 1.0, fpu: float = 0.0):
        if position.is_terminal():
            raise ValueError("cannot search a terminal position")
        self.position = position.copy()
        self.root = Node()
        self.c_puct, self.virtual_loss, self.fpu = c_puct, virtual_loss, fpu

    @property
    def simulations(self) -> int:
        """Completed simulations (visits of the root's edges)."""
        return int(round(self.root.total))

    def _select(self, node: Node) -> int:
        sqrt_total = math.sqrt(node.total) if node.total > 0 else 1.0
        c, fpu = self.c_puct, self.fpu
        best, best_score = 0, -math.inf
        for i, (p, n, w) in enumerate(zip(node.priors, node.visits, node.value_sums, strict=True)):
            q = w / n if n > 0 else fpu
            score = q + c * p * sqrt_total / (1.0 + n)
            if score > best_score:
                best, best_score = i, score
        return best

    def collect(self, n: int) -> list[Leaf]:
        """Walk down up to ``n`` times; return the leaves that need the evaluator.

        Terminal leaves are backed up at once; a walk that reaches a leaf already waiting in this
        batch stops the collection early (its virtual loss is taken back).
        """
        leaves: list[Leaf] = []
        vl = self.virtual_loss
        for _ in range(n):
            node, pos, path = self.root, self.position.copy(), []
            while node.expanded:
                i = self._select(node)
                node.visits[i] += vl
                node.value_sums[i] -= vl
                node.total += vl
                path.append((node, i))
                pos.play(node.moves[i])
                child = node.children[i]
                if child is None:
                    child = node.children[i] = Node(pos.outcome())
                node = child
            if node.terminal_value is not None:
                self._backup(path, node.terminal_value)
            elif node.pending:
                self._revert(path)
                break
            else:
                node.pending = True
                leaves.append(Leaf(path, node, pos))
        return leaves

    def apply(self, leaves: list[Leaf], priors: np.ndarray, values: np.ndarray) -> None:
        """Expand the leaves with the evaluator's priors and back up its values."""
        for leaf, p, v in zip(leaves, priors, values, strict=True):
            leaf.node.pending = False
            leaf.node.expand(leaf.position.legal_moves(), p)
            self._backup(leaf.path, float(v))

    def _revert(self, path: list[tuple[Node, int]]) -> None:
        vl = self.virtual_loss
        for node, i in path:
            node.visits[i] -= vl
            node.value_sums[i] += vl
            node.total -= vl

    def _backup(self, path: list[tuple[Node, int]], value: float) -> None:
        """Replace the virtual loss on ``path`` by one real visit; ``value`` is for the side to
        move at the end of the path."""
        vl = self.virtual_loss
        for node, i in reversed(path):
            value = -value  # now for the side to move at ``node``
            node.visits[i] += 1.0 - vl
            node.value_sums[i] += value + vl
            node.total += 1.0 - vl

    def visit_counts(self) -> np.ndarray:
        """Root visits per column, float32 ``(columns,)`` (0 for illegal columns)."""
        counts = np.zeros(self.position.geo.columns, dtype=np.float32)
        for m, n in zip(self.root.moves, self.root.visits, strict=True):
            counts[m] = n
        return counts

    def root_value(self) -> float:
        """Visit-weighted mean value at the root, for the side to move, in [-1, 1]."""
        n = sum(self.root.visits)
        return sum(self.root.value_sums) / n if n > 0 else 0.0


@dataclass
class PUCTResult:
    """What a search found: the chosen ``move``, root ``visits`` per column, the root ``value``
    for the side to move, ``simulations`` run and ``seconds`` spent."""

    move: int
    visits: np.ndarray
    value: float
    simulations: int
    seconds: float


class PUCT:
    """PUCT search for play: one tree, leaves evaluated ``batch_size`` at a time.

    Args:
        evaluator: a :class:`BatchEvaluator`.
        c_puct: the exploration constant (Cej: 2 to 4).
        batch_size: leaves per evaluator call.
        virtual_loss: virtual visits per walk.

    The search is deterministic: the same evaluator and limits give the same visits.
    """

    def __init__(self, evaluator: BatchEvaluator, c_puct: float = 2.5, batch_size: int = 8,
                 virtual_loss: float = 1.0):
        self.evaluator, self.c_puct, self.batch_size, self.virtual_loss = evaluator, c_puct, batch_size, virtual_loss

    def search(self, position: Position, simulations: int | None = None, seconds: float | None = None) -> PUCTResult:
        """Search until ``simulations`` or ``seconds`` (at least one batch); play the most visited
        move (ties: the lowest column).

        Raises:
            ValueError: a terminal position, or neither limit given.
        """
        if simulations is None and seconds is None:
            raise ValueError("give a number of simulations, a time budget in seconds, or both")
        start = time.perf_counter()
        tree = Tree(position, self.c_puct, self.virtual_loss)
        limit = simulations if simulations is not None else 1 << 62
        deadline = math.inf if seconds is None else start + seconds
        while tree.simulations < limit:
            leaves = tree.collect(min(self.batch_size, limit - tree.simulations))
            if leaves:
                priors, values = self.evaluator.evaluate_batch([leaf.position for leaf in leaves])
                tree.apply(leaves, priors, values)
            if time.perf_counter() > deadline:
                break
        visits = tree.visit_counts()
        move = int(np.argmax(visits))
        return PUCTResult(move, visits, tree.root_value(), tree.simulations, time.perf_counter() - start)
