"""Arena games between two networks, each with its own trees, every step's leaves in one call a side."""

from __future__ import annotations

import numpy as np

from agents.board import Position
from training.alphazero.selfplay.config import SelfPlayConfig
from training.alphazero.selfplay.flight import make_trees, pick_moves
from training.alphazero.selfplay.network import LeafEvaluator, Network


def arena_starts(evaluator_a: LeafEvaluator, evaluator_b: LeafEvaluator, plan: list[tuple[Position, int]],
                 simulations: int, rng: np.random.Generator, c_puct: float = 2.5, sampled_moves: int = 4,
                 leaves_per_game: int = 4) -> list[list[float]]:
    """Games of A against B (A first in even games), PUCT without noise, the first
    ``sampled_moves`` plies sampled from visits for variety, then the most visited move; each
    side keeps its own tree from move to move. Several starts (the boards of a mixture) play at
    once: every step sends each side's leaves of all starts to its network in one call.

    Args:
        plan: ``[(start, games), ...]``.

    Returns:
        A's scores per start, in plan order, each in game order (1 win, 0.5 draw, 0 loss; empty
        for a start of no games).
    """
    config = SelfPlayConfig(simulations=simulations, c_puct=c_puct, leaves_per_game=leaves_per_game)
    networks = [Network(evaluator_a, threaded=False), Network(evaluator_b, threaded=False)]
    room = simulations + leaves_per_game + 1
    boards = [_ArenaBoard(start, games, config) for start, games in plan if games]
    while any(b.live.any() for b in boards):
        for side in (0, 1):
            for b in boards:
                mine = b.live & (b.b_to_move() == bool(side))
                trees = b.trees[side]
                trees.collect(b.target, mine)
            batches = [b.trees[side] for b in boards]
            networks[side].finish_many(batches, networks[side].submit_many(batches))
        for b in boards:
            trees, live, plies, target = b.trees, b.live, b.plies, b.target
            b_to_move = b.b_to_move()
            moved = np.zeros(len(live), bool)
            for side in (0, 1):
                done = np.flatnonzero(live & (b_to_move == bool(side)) & (trees[side].simulations() >= target))
                if not len(done):
                    continue
                moves = pick_moves(trees[side].visit_counts(done), plies[done] < sampled_moves, rng)
                ended = trees[side].advance(done, moves, keep=True, room=room)
                trees[1 - side].advance(done, moves, keep=True, room=room)
                for g, e in zip(done, ended, strict=True):
                    if e:
                        b.scores[g] = 0.5 if e == 2 else (1.0 if side == 0 else 0.0)
                        live[g] = False
                moved[done] = True
            plies[moved] += 1
            other = b.b_to_move().astype(int)  # the side to move next
            for side in (0, 1):
                sel = moved & live & (other == side)
                target[sel] = trees[side].simulations()[sel] + simulations
    played = iter(boards)
    return [next(played).scores.tolist() if games else [] for _, games in plan]


class _ArenaBoard:
    """One start's arena games: a tree per side (A's, B's), A first in even games."""

    def __init__(self, start: Position, games: int, config: SelfPlayConfig):
        idx = np.arange(games)
        self.trees = [make_trees(start.geo, games, config), make_trees(start.geo, games, config)]
        for t in self.trees:
            t.reset(idx, [start] * games)
        self.a_first = idx % 2 == 0
        self.plies = np.zeros(games, np.int64)
        self.live = np.ones(games, bool)
        self.scores = np.zeros(games)
        self.target = np.full(games, config.simulations)

    def b_to_move(self) -> np.ndarray:
        """Per game, whether B (side 1) is to move."""
        return (self.plies % 2 == 0) != self.a_first
