"""Self-play and arena games with PUCT, many games in lockstep so one evaluator call serves the
leaves of all of them (the search is :mod:`agents.search.puct`, the one the players use).

Self-play follows seed 003: Dirichlet noise at every root, visit-count policy targets, moves
sampled in proportion to visits (temperature 1) for the first ``temperature_moves`` plies and the
most visited move after; the value target of a position is the final result for its side to
move. The search tree is kept from one move to the next (the chosen child becomes the root).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

import numpy as np

from agents.board import Position
from agents.encoding import encode
from agents.search.puct import BatchEvaluator, Tree


@dataclass(frozen=True)
class SelfPlayConfig:
    """How self-play games are searched and played."""

    simulations: int = 100
    """New PUCT simulations per move."""
    c_puct: float = 2.5
    """PUCT exploration constant (seed 003: 2 to 4)."""
    dirichlet_alpha: float = 1.0
    """Dirichlet noise concentration at the root (seed 003: 1)."""
    dirichlet_fraction: float = 0.25
    """Share x of noise in the root priors (seed 003: 0.25)."""
    temperature_moves: int = 10
    """Plies played by sampling visits (temperature 1); then the most visited move (seed 003: 10)."""
    leaves_per_game: int = 4
    """Leaves a game contributes to each evaluator call (collected under virtual loss)."""
    parallel_games: int = 32
    """Games in lockstep in one process."""
    virtual_loss: float = 1.0
    """Virtual visits per walk."""


@dataclass
class GameRecord:
    """One finished self-play game.

    Attributes:
        planes: float32 ``(T, planes, rows, columns)``, the encoded position before each ply.
        policies: float32 ``(T, columns)``, the visit distribution searched there.
        values: float32 ``(T,)``, the final result for the side to move there (+1, 0, -1).
        moves: the columns played.
        result: +1 the first player won, -1 the second, 0 a draw.
    """

    planes: np.ndarray
    policies: np.ndarray
    values: np.ndarray
    moves: list[int]
    result: int


@dataclass
class _Game:
    tree: Tree
    positions: list[Position] = field(default_factory=list)
    policies: list[np.ndarray] = field(default_factory=list)
    moves: list[int] = field(default_factory=list)
    target: int = 0
    searched_from: int = 0  # root visits when this move's search began


def _pick(visits: np.ndarray, sample: bool, rng: random.Random) -> int:
    if sample:
        return rng.choices(range(len(visits)), weights=visits.tolist())[0]
    return int(np.argmax(visits))


def self_play(evaluator: BatchEvaluator, games: int, config: SelfPlayConfig, start: Position,
              rng: random.Random, pad_to: tuple[int, int] | None = None) -> tuple[list[GameRecord], int]:
    """Play ``games`` self-play games from ``start``.

    Returns:
        The records, and the number of simulations run (new root visits, summed over moves).
    """
    records: list[GameRecord] = []
    started = 0
    active: list[_Game] = []
    simulations = 0

    def new_game() -> _Game:
        tree = Tree(start, config.c_puct, config.virtual_loss, rng=rng)
        tree.add_dirichlet_noise(config.dirichlet_alpha, config.dirichlet_fraction)
        return _Game(tree, target=config.simulations)

    while len(records) < games:
        while len(active) < config.parallel_games and started < games:
            active.append(new_game())
            started += 1
        leaves, owners = [], []
        for g in active:
            need = g.target - g.tree.simulations
            if need > 0:
                got = g.tree.collect(min(config.leaves_per_game, need))
                leaves += got
                owners += [g] * len(got)
        if leaves:
            priors, values = evaluator.evaluate_batch([leaf.position for leaf in leaves])
            by_game: dict[int, list[int]] = {}
            for k, g in enumerate(owners):
                by_game.setdefault(id(g), []).append(k)
            for g in {id(g): g for g in owners}.values():
                ks = by_game[id(g)]
                g.tree.apply([leaves[k] for k in ks], priors[ks], values[ks])
        still = []
        for g in active:
            if g.tree.simulations < g.target:
                still.append(g)
                continue
            simulations += g.tree.simulations - g.searched_from
            visits = g.tree.visit_counts()
            pos = g.tree.position
            g.positions.append(pos.copy())
            g.policies.append(visits / visits.sum())
            move = _pick(visits, len(g.moves) < config.temperature_moves, rng)
            g.moves.append(move)
            after = pos.child(move)
            if after.is_terminal():
                records.append(_record(g, after, pad_to))
                continue
            g.tree.advance(move)
            g.tree.add_dirichlet_noise(config.dirichlet_alpha, config.dirichlet_fraction)
            g.searched_from = g.tree.simulations
            g.target = g.searched_from + config.simulations
            still.append(g)
        active = still
    return records, simulations


def _record(game: _Game, final: Position, pad_to: tuple[int, int] | None) -> GameRecord:
    outcome = final.outcome()  # -1: the side to move at the end lost, i.e. the last mover won
    result = 0 if outcome == 0 else (1 if final.ply % 2 == 1 else -1)
    values = np.array([result if p.ply % 2 == 0 else -result for p in game.positions], dtype=np.float32)
    return GameRecord(encode(game.positions, pad_to), np.stack(game.policies).astype(np.float32), values,
                      game.moves, result)


def arena(evaluator_a: BatchEvaluator, evaluator_b: BatchEvaluator, games: int, simulations: int, start: Position,
          rng: random.Random, c_puct: float = 2.5, sampled_moves: int = 4, leaves_per_game: int = 4) -> list[float]:
    """Games of A against B (A first in even games), no noise, the first ``sampled_moves`` plies
    sampled from visits for variety, then the most visited move.

    Returns:
        A's score per game: 1 win, 0.5 draw, 0 loss.
    """
    scores: list[float] = []
    # each game: (trees for A and B, moves so far, A plays first?)
    active = [{"trees": [Tree(start, c_puct, rng=rng), Tree(start, c_puct, rng=rng)], "a_first": g % 2 == 0,
               "plies": 0, "target": simulations} for g in range(games)]
    evaluators = [evaluator_a, evaluator_b]
    while active:
        batches: list[list] = [[], []]
        for game in active:
            side = (game["plies"] % 2 == 0) != game["a_first"]  # 0: A to move, 1: B to move
            tree = game["trees"][side]
            need = game["target"] - tree.simulations
            if need > 0:
                for leaf in tree.collect(min(leaves_per_game, need)):
                    batches[side].append((tree, leaf))
        for side in (0, 1):
            if batches[side]:
                priors, values = evaluators[side].evaluate_batch([leaf.position for _, leaf in batches[side]])
                for k, (tree, leaf) in enumerate(batches[side]):
                    tree.apply([leaf], priors[k:k + 1], values[k:k + 1])
        still = []
        for game in active:
            side = (game["plies"] % 2 == 0) != game["a_first"]
            tree = game["trees"][side]
            if tree.simulations < game["target"]:
                still.append(game)
                continue
            move = _pick(tree.visit_counts(), game["plies"] < sampled_moves, rng)
            after = tree.position.child(move)
            game["plies"] += 1
            if after.is_terminal():
                if after.outcome() == 0:
                    scores.append(0.5)
                else:
                    scores.append(1.0 if side == 0 else 0.0)
                continue
            for t in game["trees"]:
                t.advance(move)
            other = game["trees"][1 - side]
            game["target"] = other.simulations + simulations
            still.append(game)
        active = still
    return scores
