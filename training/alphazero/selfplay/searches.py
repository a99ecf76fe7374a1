"""One search from each of many positions, all in flight together (no noise): the moves a network
with search makes on the benchmark sets, measured while it trains."""

from __future__ import annotations

import numpy as np

from agents.board import Position
from training.alphazero import batched_puct
from training.alphazero.batched_puct import TreeBatch
from training.alphazero.selfplay.config import SelfPlayConfig
from training.alphazero.selfplay.flight import make_trees
from training.alphazero.selfplay.network import LeafEvaluator, Network


def search_moves(evaluator: LeafEvaluator, positions: list[Position], simulations: int,
                 config: SelfPlayConfig | None = None) -> np.ndarray:
    """The move of one search of ``simulations`` from each position, all in flight together,
    without noise: under PUCT (``config.search``, the default) the most visited column (lowest on
    ties); under Gumbel the candidate that survived sequential halving, its Gumbel variables 0
    (the top ``gumbel_candidates`` columns by prior; Danihelka et al., ICLR 2022, "Policy
    improvement by planning with Gumbel", sections 3 and 4).

    Returns:
        int64 ``(P,)``, a legal column of each position.

    Raises:
        ValueError: no positions, mixed boards, or a terminal position.
    """
    config = config or SelfPlayConfig(search="puct")
    trees = searched_trees(evaluator, positions, simulations, config)
    idx = np.arange(len(positions))
    if config.search == "gumbel":
        records = batched_puct.RootRecords.empty(trees.geo, len(idx))
        trees.gumbel_moves(idx, records, idx)
        return records.moves
    return np.argmax(trees.visit_counts(idx), axis=1)


def searched_trees(evaluator: LeafEvaluator, positions: list[Position], simulations: int,
                   config: SelfPlayConfig) -> TreeBatch:
    """Trees of ``config``'s search, each position's searched ``simulations`` times (no noise).

    Raises:
        ValueError: no positions, mixed boards, or a terminal position.
    """
    if not positions:
        raise ValueError("no positions to search")
    geo = positions[0].geo
    if any(p.geo is not geo or p.is_terminal() for p in positions):
        raise ValueError("positions must share one board and not be finished")
    trees = make_trees(geo, len(positions), config, simulations)
    trees.reset(np.arange(len(positions)), positions)
    run_searches(trees, Network(evaluator, threaded=False), np.full(len(positions), simulations))
    return trees


def run_searches(trees: TreeBatch, network: Network, target: np.ndarray) -> None:
    """Search every game of ``trees`` until its root has ``target`` simulations."""
    while trees.collect(target):
        network.finish(trees, network.submit(trees))
