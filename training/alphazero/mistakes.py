"""A network's mistakes on the solver benchmark sets (:mod:`training.exact.benchmark`), measured
while it trains.

Two players are judged on the same sample: the network alone (its highest prior) and the network
with a search of a fixed number of simulations, PUCT or Gumbel
(:func:`training.alphazero.selfplay.searches.search_moves`, all positions searched at once on the
training device).
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from agents.board import Geometry
from training.alphazero.selfplay.config import SelfPlayConfig
from training.alphazero.selfplay.network import LeafEvaluator, UniformLeafEvaluator
from training.alphazero.selfplay.searches import search_moves
from training.alphazero.tree_words import position_arrays
from training.exact.benchmark import BenchmarkSample, mistakes


def network_mistakes(evaluator: LeafEvaluator, samples: list[BenchmarkSample], simulations: int,
                     fits: Callable[[Geometry], bool] | None = None,
                     search: SelfPlayConfig | None = None) -> dict[str, float | None]:
    """Weak and strong mistakes of the network alone and with a search of ``simulations`` on each
    sample: keys ``{weak,strong}_{net,search}_{set name}`` and the means over the sets,
    ``{weak,strong}_{net,search}_mean`` (percentages). A sample whose board the network does not
    fit (``fits`` False) is searched with uniform priors and zero values, as the player searches
    it, and its ``net`` figures are None (not in the means). ``search``: the search's settings, as
    :func:`search_moves` takes them (None: its default, PUCT with an unvisited edge's Q 0, as the
    packaged player's)."""
    out: dict[str, float | None] = {}
    for sample in samples:
        pos = sample.positions
        geo = pos[0].geo
        fitted = fits is None or fits(geo)
        if fitted:
            priors, _ = evaluator.evaluate_bitboards(geo, *position_arrays(pos))
            legal = sample.scores > -1000
            net_moves = np.argmax(np.where(legal, priors, -1.0), axis=1)
            out[f"weak_net_{sample.name}"], out[f"strong_net_{sample.name}"] = mistakes(sample.scores, net_moves)
        else:
            out[f"weak_net_{sample.name}"] = out[f"strong_net_{sample.name}"] = None
        if simulations > 0:
            moves = search_moves(evaluator if fitted else UniformLeafEvaluator(), pos, simulations, search)
            out[f"weak_search_{sample.name}"], out[f"strong_search_{sample.name}"] = mistakes(sample.scores, moves)
    for kind in ("weak_net", "strong_net", "weak_search", "strong_search"):
        values = [v for k, v in out.items() if k.startswith(kind + "_") and v is not None]
        if values:
            out[f"{kind}_mean"] = float(np.mean(values))
    return out
