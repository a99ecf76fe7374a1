"""The configuration of an AlphaZero run (Silver et al. 2017; the learning recipe's switches of
Wu 2019, "Accelerating Self-Play Learning in Go"), its named presets, and ``FIELD=VALUE`` settings
on top of a preset.

Every field is described in its metadata (:mod:`training.settings`: what, unit, range, kind);
``connectx train alphazero --settings`` prints them with each preset's value. A feature switch
exists only where the ``cpu`` or ``gpu`` preset turns it on, or the default configuration does
(docs/design.md); what each switch measured is in ``docs/recipe.md``, and the switches
tried and rejected are in the ledger of ``results/README.md``.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace
from typing import Any

from agents.board import geometry
from training.alphazero.boards import check_boards
from training.alphazero.selfplay.config import RETIRED_SELFPLAY, SelfPlayConfig
from training.nets.model import NetConfig
from training.runio import pick_preset
from training.settings import BOARD, PLACEMENT, SWITCH, check_ranges, described, setting, without_retired

ANALYSIS_CACHE_MAX = (1 << 30) // 16
"""The most entries of the exact targets' analysis cache: 1 GiB of 16-byte entries
(:class:`agents.solver.numba_build.AnalysisCache`)."""


@dataclass(frozen=True)
class AlphaZeroConfig:
    """Everything an AlphaZero run needs; saved in every checkpoint."""

    net: NetConfig = setting(what="the network's architecture", factory=NetConfig)
    selfplay: SelfPlayConfig = setting(what="how self-play games are searched and played", factory=SelfPlayConfig)
    rows: int = setting(6, "board rows of the games", "cells", 1, 63, kind=BOARD)
    columns: int = setting(7, "board columns of the games", "cells", 1, 64, kind=BOARD)
    inarow: int = setting(4, "line length that wins", "stones", 1, 64, kind=BOARD)
    boards: tuple[tuple[int, int, int, float], ...] = setting(
        (), "self-play's mixture of boards (rows, columns, inarow, weight) for one padded network (Gupta and "
        "Shah 2022); empty: rows x columns only", kind=BOARD)
    iterations: int = setting(50, "iterations at most", "iters", 1, 10_000_000)
    time_limit_s: float | None = setting(None, "no iteration begun after this long, over all the run's sessions",
                                         "s", 0, optional=True)
    games_per_iteration: int = setting(200, "self-play games an iteration", "games", 1, 10_000_000)
    replay_capacity: int = setting(200_000, "positions the replay window keeps", "positions", 1, 1 << 32)
    batch_size: int = setting(256, "positions an optimizer step", "positions", 1, 1 << 20)
    train_steps: int = setting(400, "optimizer steps an iteration (where train_reuse is 0)", "steps", 1, 10_000_000)
    train_reuse: float = setting(0.0, "replay reuse: training samples per new self-play position, the steps "
                                 "following from it; 0: train_steps", "samples", 0, 1_000, kind=SWITCH)
    position_averaging: bool = setting(False, "the window's rows of one position are one sample, their targets "
                                       "averaged, drawn by 1 + log2(n) (AlphaZero.jl)", kind=SWITCH)
    opponent_policy_weight: float = setting(0.0, "weight of the opponent-reply policy loss (Wu 2019, section "
                                            "3.4); needs net.opponent_policy", "", 0, 100, kind=SWITCH)
    action_value_weight: float = setting(0.0, "weight of the action-value head's loss on the exactly solved "
                                         "columns; needs net.action_values and exact_policy", "", 0, 100,
                                         kind=SWITCH)
    ownership_weight: float = setting(0.0, "weight of the ownership head's loss (Wu 2019, section 4.1); needs "
                                      "net.ownership", "", 0, 100, kind=SWITCH)
    threat_weight: float = setting(0.0, "weight of the threat head's loss (Allis 1988's threats); needs "
                                   "net.threats", "", 0, 100, kind=SWITCH)
    exact_min_ply: int | None = setting(None, "exact value targets: positions of at least this ply that the "
                                        "solver settles take their exact result; none: off", "plies", 0,
                                        optional=True, kind=SWITCH)
    exact_nodes: int = setting(20_000, "the solver's node budget a position", "nodes", 1, 1 << 40,
                               needs="exact_min_ply")
    exact_stop_nodes: int | None = setting(None, "a game's labelling stops after a settled position that took "
                                           "more than this many nodes; none: only at exact_nodes", "nodes", 1,
                                           optional=True, kind=SWITCH)
    exact_cache_entries: int = setting(0, "entries of the shared cache of settled analyses (a prime, 16 bytes "
                                       "each); 0: none", "entries", 0, ANALYSIS_CACHE_MAX, kind=PLACEMENT)
    exact_policy: bool = setting(False, "exact policy targets too: only the moves the solver proves best",
                                 kind=SWITCH)
    random_lines: int = setting(0, "random-play games an iteration whose positions the solver settles join the "
                                "replay window with their exact value and policy; needs exact_policy", "games", 0,
                                10_000_000, kind=SWITCH, off=0)
    exact_overlap: bool = setting(False, "each game labelled by the solver's threads as it ends, while the "
                                  "others play", kind=SWITCH)
    exact_defer: bool = setting(False, "with exact_overlap, an iteration's games join the window at the next "
                                "iteration's end, labelled while the network trains", kind=SWITCH)
    exact_book: bool = setting(False, "exact targets in the opening too: positions before the first the solver "
                               "settles take the win/draw/loss (and, where it settles every column, the "
                               "policy) that the installed opening book settles (6x7, plies 0-5)", kind=SWITCH)
    exact_workers: int = setting(0, "the solver's threads; 0: one a core", "threads", 0, 4096, kind=PLACEMENT)
    exact_cores: int = setting(0, "with exact_overlap, cores set apart for the solver's threads; -1: as suits "
                               "the machine (3/8 beside a GPU); 0: shared", "cores", -1, 4096, kind=PLACEMENT)
    learning_rate: float = setting(1e-3, "Adam's learning rate at the start", "", 1e-9, 10)
    lr_decay_at: tuple[float, ...] = setting((0.5, 0.75), "fractions of the run (iterations or time, whichever "
                                             "is further) after which the learning rate is multiplied by 0.1",
                                             "fraction", 0, 1)
    l2: float = setting(1e-4, "c of the c ||theta||^2 term", "", 0, 1)
    gating: bool = setting(True, "the best network replaced only when the new one wins the arena (Gupta and "
                           "Shah 2022)", kind=SWITCH)
    gate_threshold: float = setting(0.6, "share of the decided arena games the new network must win", "share",
                                    1e-6, 1, needs="gating")
    arena_games: int = setting(40, "arena games an iteration (seats alternate)", "games", 1, 100_000,
                               needs="gating")
    arena_simulations: int = setting(50, "PUCT simulations a move in the arena", "sims", 1, 100_000,
                                     needs="gating")
    eval_every: int = setting(5, "iterations between games against the baselines; 0: never", "iters", 0,
                              kind=SWITCH, off=0)
    eval_games: int = setting(10, "games a baseline (seats alternate)", "games", 1, 100_000, needs="eval_every")
    eval_simulations: int = setting(200, "PUCT simulations a move against the baselines", "sims", 1, 100_000,
                                    needs="eval_every")
    baselines: tuple[str, ...] = setting(("random", "minimax", "mcts:simulations=1000"), "player specs played "
                                         "against", needs="eval_every")
    workers: int = setting(0, "processes for the baseline games (1: this one; 0: one a core)", "processes", 0,
                           4096, kind=PLACEMENT, needs="eval_every")
    truth_every: int = setting(5, "iterations between mistakes measured on the solver benchmark sets; 0: never",
                               "iters", 0, kind=SWITCH, off=0)
    truth_positions: int = setting(100, "positions drawn from each of the six sets (the same each time)",
                                   "positions", 1, 1_000_000, needs="truth_every")
    truth_simulations: int = setting(200, "PUCT simulations a position for the figures with search; 0: network "
                                     "alone only", "sims", 0, 100_000, needs="truth_every")
    amp: bool = setting(False, "bfloat16 where the device computes it natively: the training steps under "
                        "autocast, self-play's network a bfloat16 copy", kind=SWITCH)
    graphs: bool = setting(False, "on CUDA, self-play's network replayed from CUDA graphs, one per batch size",
                           kind=PLACEMENT)
    compile_network: bool = setting(False, "self-play's network compiled by TorchInductor (torch.compile)",
                                    kind=PLACEMENT)
    train_graphs: bool = setting(False, "on CUDA, each training step replayed from one CUDA graph",
                                 kind=PLACEMENT)
    seed: int = setting(0, "seeds self-play, sampling and initialisation", "", 0, (1 << 63) - 1)

    def __post_init__(self):
        check_ranges(self)
        for weight, head in (("opponent_policy_weight", "opponent_policy"), ("action_value_weight", "action_values"),
                             ("ownership_weight", "ownership"), ("threat_weight", "threats")):
            if getattr(self, weight) > 0 and not getattr(self.net, head):
                raise ValueError(f"{weight} needs net.{head}=true")
        exact = self.exact_min_ply is not None
        for name in ("exact_policy", "exact_overlap", "exact_book"):
            if getattr(self, name) and not exact:
                raise ValueError(f"{name} needs exact_min_ply")
        if self.random_lines and not self.exact_policy:
            raise ValueError("random_lines needs exact_policy (their positions' targets are the solver's)")
        if self.exact_defer and not self.exact_overlap:
            raise ValueError("exact_defer needs exact_overlap")
        if self.exact_cores and not self.exact_overlap:
            raise ValueError(f"exact_cores must be 0 without exact_overlap, got {self.exact_cores}")
        if self.action_value_weight > 0 and not self.exact_policy:
            raise ValueError("action_value_weight needs exact_policy (its targets are the solved columns)")
        geometry(self.rows, self.columns, self.inarow)  # raises on an impossible board
        for rows, columns, *_ in ((self.rows, self.columns), *self.boards):
            if rows > self.net.rows or columns > self.net.columns:
                raise ValueError(f"a {rows}x{columns} board does not fit the network's "
                                 f"{self.net.rows}x{self.net.columns} input")
            if (rows, columns) != (self.net.rows, self.net.columns) and not self.net.padded:
                raise ValueError("a board other than the network's input size needs net.padded=true")
        if self.boards:
            check_boards(self.boards)

    def learning_rate_at(self, progress: float) -> float:
        """The learning rate at ``progress`` (the run's fraction done, from 0; past 1 read as 1):
        ``learning_rate`` times 0.1 after each fraction of ``lr_decay_at``."""
        progress = min(progress, 1.0)
        return self.learning_rate * 0.1 ** sum(progress >= f for f in self.lr_decay_at)

    def mixture(self) -> tuple[tuple[int, int, int, float], ...]:
        """The boards self-play and the arena play, with their weights (one board when ``boards``
        is empty)."""
        return self.boards or ((self.rows, self.columns, self.inarow, 1.0),)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> AlphaZeroConfig:
        """The configuration saved as :meth:`to_dict` (a checkpoint's), the retired settings of
        older runs dropped where they were off (:data:`RETIRED`).

        Raises:
            ValueError: a retired setting that was on, or a value out of range.
            TypeError: an unknown field.
        """
        data = without_retired(data, RETIRED)
        data["net"] = NetConfig.from_dict(data["net"])
        data["selfplay"] = SelfPlayConfig(**without_retired(data["selfplay"], RETIRED_SELFPLAY, "selfplay."))
        data["lr_decay_at"] = tuple(data["lr_decay_at"])
        data["baselines"] = tuple(data["baselines"])
        data["boards"] = tuple(tuple(b) for b in data.get("boards", ()))
        return cls(**data)


RETIRED: dict[str, Any] = {
    "window_start": 0, "window_exponent": ..., "window_slope": ..., "position_mirrors": False,
    "position_weight": "log", "policy_surprise_share": 0.0, "reanalyse_share": 0.0, "reanalyse_simulations": ...,
    "soft_policy_weight": 0.0, "exact_result": False, "lr_schedule": "step", "weight_average": 0.0,
    "selfplay_overlap": False, "optimizer": "adam", "momentum": ..., "fused_blocks": False, "exact_nice": ...}
"""The settings older runs saved that this version no longer has, with the value that meant
"off" (``...``: any, a value read only under another retired switch, or where the work ran): the
tried-and-rejected ledger of ``results/README.md``, whose tag holds their code."""

PRESETS: dict[str, AlphaZeroConfig] = {
    "tiny": AlphaZeroConfig(
        net=NetConfig(blocks=1, filters=8, value_hidden=8),
        selfplay=SelfPlayConfig(simulations=8, parallel_games=4, temperature_moves=4, cache_entries=1024),
        iterations=2, games_per_iteration=4, replay_capacity=2000, batch_size=32, train_steps=5,
        arena_games=2, arena_simulations=4, eval_every=1, eval_games=2, eval_simulations=8,
        baselines=("random",), truth_every=1, truth_positions=4, truth_simulations=8, workers=1),
    "cpu": AlphaZeroConfig(
        net=NetConfig(blocks=4, filters=48, value_hidden=64, wdl=True, opponent_policy=True, action_values=True,
                      ownership=True),
        selfplay=SelfPlayConfig(simulations=64, parallel_games=128, start_plies=2, full_search_share=0.25,
                                fast_simulations=20, fpu_reduction=0.25, temperature_moves=42, value_q_share=0.5,
                                cache_entries=1 << 18, carry_over=True),
        iterations=500, time_limit_s=3600, games_per_iteration=400, replay_capacity=150_000, batch_size=256,
        train_reuse=4.0, position_averaging=True, opponent_policy_weight=0.15, action_value_weight=1.0,
        ownership_weight=1.5, exact_min_ply=0, exact_nodes=200_000, exact_policy=True, exact_stop_nodes=50_000,
        exact_cache_entries=1_048_573, random_lines=3200, exact_book=True, lr_decay_at=(0.75,), gating=False,
        eval_every=0, truth_every=2, truth_positions=100, truth_simulations=200, amp=True, compile_network=True),
    "gpu": AlphaZeroConfig(
        net=NetConfig(blocks=8, filters=128, value_hidden=128, wdl=True, opponent_policy=True, action_values=True,
                      ownership=True, threats=True),
        selfplay=SelfPlayConfig(simulations=32, search="gumbel", gumbel_candidates=8, parallel_games=4096,
                                leaves_per_game=4, pipeline=True, start_plies=2, value_q_share=0.5,
                                cache_entries=1 << 22, carry_over=True, staggered_starts=True),
        iterations=1000, time_limit_s=1800, games_per_iteration=8192, replay_capacity=1_000_000, batch_size=1024,
        train_steps=600, position_averaging=True, opponent_policy_weight=0.15, action_value_weight=1.0,
        ownership_weight=1.5, threat_weight=1.5, exact_min_ply=0, exact_nodes=50_000,
        exact_policy=True, exact_stop_nodes=25_000, exact_cache_entries=1_048_573, lr_decay_at=(0.75,), gating=False,
        eval_every=0, truth_every=2, truth_positions=200, truth_simulations=200, amp=True, graphs=True,
        train_graphs=True, exact_overlap=True, exact_defer=True, exact_cores=-1),
}
"""Named configurations: ``tiny`` (tests: seconds on a CPU), ``cpu`` (the learning recipe in an
hour on two CPU cores) and ``gpu`` (the recipe in half an hour on one GPU, its CPU cores on the
trees and the solver). Both stop at their time limit, their iterations a bound no machine reaches
in it. What each turns on and why: docs/recipe.md; ``--settings`` prints them side by side."""


def config_with(config: AlphaZeroConfig, settings: list[str]) -> AlphaZeroConfig:
    """``config`` with fields set from ``FIELD=VALUE`` strings: a top-level field or ``net.FIELD``
    / ``selfplay.FIELD``; the value parsed as the field's default is typed (``true``/``false``
    for booleans, ``none`` for an optional field, comma-separated for a tuple).

    Raises:
        ValueError: not ``FIELD=VALUE``, an unknown field, a whole section, a value of the wrong
            type, or a configuration the checks refuse.
    """

    def parse(text: str, default: Any, name: str) -> Any:
        low = text.strip().lower()
        if low == "none":
            return None
        if isinstance(default, bool):
            if low not in ("true", "false", "1", "0"):
                raise ValueError(f"{name} takes true or false, got {text!r}")
            return low in ("true", "1")
        if isinstance(default, tuple):
            return tuple(parse(t, default[0] if default else 0.0, name) for t in text.split(",") if t.strip())
        kind = type(default) if default is not None else (float if "." in text else int)
        try:
            return kind(text)
        except ValueError:
            raise ValueError(f"{name} takes a {kind.__name__}, got {text!r}") from None

    changes: dict[str, dict[str, Any]] = {"": {}, "net": {}, "selfplay": {}}
    for entry in settings:
        name, sep, text = entry.partition("=")
        if not sep:
            raise ValueError(f"--set takes FIELD=VALUE, got {entry!r}")
        path = name.strip().split(".")
        if len(path) == 1 and path[0] in ("net", "selfplay"):
            raise ValueError(f"{path[0]} is a section: set one of its fields, e.g. {path[0]}.FIELD=VALUE")
        target = config if len(path) == 1 else getattr(config, path[0], None)
        known = {f.name for f in fields(target)} if target is not None and len(path) <= 2 else set()
        if path[-1] not in known or (len(path) == 2 and path[0] not in ("net", "selfplay")):
            raise ValueError(f"unknown setting {name!r}: a field of the alphazero configuration, "
                             "net.FIELD or selfplay.FIELD (connectx train alphazero --settings lists them)")
        changes["" if len(path) == 1 else path[0]][path[-1]] = parse(text, getattr(target, path[-1]), name)
    parts = {section: replace(getattr(config, section), **values)
             for section, values in changes.items() if section and values}
    return replace(config, **changes[""], **parts)


PLACEMENT_FIELDS = tuple(name for name, spec in described(AlphaZeroConfig) if spec.kind == PLACEMENT)
"""The fields that place a run's work on the machine (:data:`training.settings.PLACEMENT`:
processes, threads, their cores and priority, the memory its labels are looked up in, the
device's kernels) and change nothing it learns: a resumed run, on another machine say, may set
them again (:func:`placement_with`)."""


def placement_with(config: AlphaZeroConfig, settings: list[str]) -> AlphaZeroConfig:
    """``config`` (a resumed run's) with :data:`PLACEMENT_FIELDS` set from ``FIELD=VALUE``
    strings, as :func:`config_with` sets them.

    Raises:
        ValueError: a field outside :data:`PLACEMENT_FIELDS` (a resumed run keeps the rest), or as
            :func:`config_with`.
    """
    for entry in settings:
        name = entry.partition("=")[0].strip()
        if name not in PLACEMENT_FIELDS:
            raise ValueError(f"a resumed run keeps its own settings but where its work runs: --set takes "
                             f"{', '.join(PLACEMENT_FIELDS)} with --resume, got {name!r}")
    return config_with(config, settings)


def preset(name: str, **overrides: Any) -> AlphaZeroConfig:
    """A named preset with some top-level fields replaced.

    Raises:
        ValueError: an unknown preset name.
    """
    return pick_preset(PRESETS, name, "alphazero", **overrides)
