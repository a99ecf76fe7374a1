"""How self-play games are searched and played: :class:`SelfPlayConfig` (Silver et al. 2017; Danihelka et
al. 2022; Wu 2019)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from training.settings import SWITCH, check_ranges, setting

RETIRED_SELFPLAY: dict[str, Any] = {
    "root_fpu_reduction": 0.0, "book_starts": "", "book_start_share": 0.0, "book_start_plies": ...,
    "full_search_plies": 0, "forced_playouts": 0.0, "lanes": ...}
"""The self-play settings older runs saved that this version no longer has, with the value that
meant "off" (``...``: any): the tried-and-rejected ledger of ``results/README.md``."""


@dataclass(frozen=True)
class SelfPlayConfig:
    """How self-play games are searched and played: each field's meaning, unit and range in its
    :class:`~training.settings.Setting` (``connectx train alphazero --settings``); what each
    measured: ``docs/recipe.md``."""

    simulations: int = setting(100, "simulations a move (PUCT: new ones on top of the reused subtree)",
                               "sims", 1, 100_000)
    search: str = setting("puct", "puct (Dirichlet noise, visit targets) or gumbel (Gumbel AlphaZero: "
                          "Danihelka et al. 2022)", choices=("puct", "gumbel"))
    c_puct: float = setting(2.5, "PUCT's exploration constant (Silver et al. 2017)", "", 0, 100)
    fpu_reduction: float = setting(0.0, "first-play urgency: an unvisited edge's Q is its node's value less this "
                                   "times sqrt(visited P), but at a noisy root (Leela Zero); 0: Q = 0", "", 0, 2,
                                   kind=SWITCH)
    dirichlet_alpha: float = setting(1.0, "concentration of the root's Dirichlet noise (PUCT)", "", 1e-3, 100)
    dirichlet_fraction: float = setting(0.25, "share of noise in the root priors (PUCT; Silver et al. 2017)",
                                        "share", 0, 1)
    temperature_moves: int = setting(10, "plies played by sampling visits (temperature 1), then the most "
                                     "visited move (PUCT)", "plies", 0, 10_000)
    gumbel_candidates: int = setting(8, "Gumbel: k, the root's candidates", "columns", 1, 1_000)
    c_visit: float = setting(50.0, "Gumbel: sigma's c_visit (Danihelka et al. 2022, eq. 8)", "", 0, 1e6)
    c_scale: float = setting(0.1, "Gumbel: sigma's c_scale (Danihelka et al. 2022, eq. 8)", "", 0, 1e6)
    leaves_per_game: int = setting(4, "leaves a game adds to a network call, under virtual loss", "leaves", 1, 256)
    parallel_games: int = setting(32, "games in flight at once, all in one batch of network calls", "games",
                                  1, 1 << 20)
    virtual_loss: float = setting(1.0, "virtual visits a walk adds on its way down", "visits", 0, 100)
    pipeline: bool = setting(False, "overlap the trees' walks and the network's calls: the games in groups, one "
                             "group walked while the others' leaves are evaluated", kind=SWITCH)
    pipeline_groups: int = setting(2, "groups of games of the pipeline (k-way pipelining)", "groups", 2, 64,
                                   needs="selfplay.pipeline")
    start_plies: int = setting(0, "games begin after a uniform 0..N random plies, not searched or recorded "
                               "(Wu 2019, as AlphaZero.jl's Gumbel run)", "plies", 0, 100, kind=SWITCH)
    full_search_share: float = setting(1.0, "playout-cap randomisation (Wu 2019, section 3.1): the share of moves "
                                       "searched in full (noise, policy targets); 1: every move", "share", 1e-6, 1,
                                       kind=SWITCH)
    fast_simulations: int = setting(20, "simulations of a fast search (no noise, no policy target)", "sims", 1,
                                    100_000, needs="selfplay.full_search_share")
    value_q_share: float = setting(0.0, "the value target's share of the search's root value: (1 - s) result + s Q "
                                   "(Prasad 2018)", "share", 0, 1, kind=SWITCH)
    carry_over: bool = setting(False, "the games in flight at a call's end go on in the next call, with the "
                               "network published then (one board)", kind=SWITCH)
    cache_entries: int = setting(0, "slots of the evaluation cache of network answers, per board, kept for one "
                                 "self-play call (a power of two); 0: none", "slots", 0, 1 << 30, kind=SWITCH)
    staggered_starts: bool = setting(False, "the games in flight begun over a full search's steps, so that their "
                                     "searches end in different steps", kind=SWITCH)

    @property
    def playout_caps(self) -> bool:
        """Some moves get a fast search: ``full_search_share`` below 1."""
        return self.full_search_share < 1.0

    def __post_init__(self):
        check_ranges(self, "selfplay.")
        if self.playout_caps and not 1 <= self.fast_simulations <= self.simulations:
            raise ValueError(f"fast_simulations must be in 1..simulations ({self.simulations}), "
                             f"got {self.fast_simulations}")
        if self.playout_caps and self.search != "puct":
            raise ValueError("playout-cap randomisation (full_search_share < 1) needs "
                             "search='puct': a Gumbel search's halving schedule is fixed per tree")


def with_search(config: SelfPlayConfig, search: str | None = None, simulations: int | None = None) -> SelfPlayConfig:
    """``config`` with another search (``puct`` or ``gumbel``) or simulation count (None: its own),
    and the fields that depend on them made to fit: a Gumbel search plays every move in full
    (playout caps are PUCT's), and a fast search has at most the full one's simulations.

    Raises:
        ValueError: an unknown search, or simulations below 1.
    """
    search = config.search if search is None else search
    simulations = config.simulations if simulations is None else simulations
    puct = search == "puct"
    capped = puct and config.playout_caps
    return replace(config, search=search, simulations=simulations,
                   full_search_share=config.full_search_share if puct else 1.0,
                   fast_simulations=min(config.fast_simulations, simulations) if capped else config.fast_simulations)
