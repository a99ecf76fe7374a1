"""AlphaZero training (Silver et al. 2017, "Mastering the game of Go without human knowledge",
with the arena gating of its AlphaGo Zero pipeline): self-play with PUCT or Gumbel AlphaZero, a
replay window, the loss ``(z - v)^2 - pi . log p + c ||theta||^2``, and a gate that keeps the best
network.

One iteration: the best network plays ``games_per_iteration`` self-play games in this process,
``selfplay.parallel_games`` of them in flight, their trees in compiled arrays and every step's
leaves in one forward pass on the training device (:mod:`training.selfplay`), or on the workers
of a Ray cluster, which keep playing while this process trains (:mod:`distributed.selfplay`); their positions
join the replay window; the training network takes ``train_steps`` optimizer steps on batches
drawn from it (mirror-augmented); in the arena it meets the best network, and replaces it when it
scores at least ``gate_threshold`` of the decided games; every ``truth_every`` iterations the best
network's weak and strong mistakes on the solver benchmark sets are measured, alone and with
search (:mod:`training.solver_benchmark`); every ``eval_every`` iterations it plays fixed
baselines (worker processes). Everything is written after each step that produces it: the replay
buffer after every chunk of self-play games, ``latest.pt`` / ``best.pt`` and ``metrics.jsonl``
(plus TensorBoard scalars and ``learning_curve.png``) after every iteration, all atomically, so
``--resume`` loses at most the games in flight.
"""

from __future__ import annotations

import os
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, field, replace
from typing import Any

import numpy as np
import torch
from torch import nn

from agents.board import Position, geometry
from agents.game import play_game
from agents.players import make_player
from agents.search.puct import PUCT
from distributed.selfplay import RaySelfPlay, RaySettings
from durable.files import append_jsonl, atomic_path, read_jsonl, sweep, write_json
from durable.workers import process_pool
from training.checkpoint import CheckpointError, load_checkpoint, save_checkpoint
from training.device import choose_device
from training.evaluator import TorchEvaluator
from training.exact_targets import ExactStats, ExactTargets
from training.mixture import assign, board_metrics, board_name, check_boards, self_play_boards
from training.model import NetConfig, PolicyValueNet
from training.replay import ReplayBuffer
from training.runio import pick_preset, repair_metrics
from training.selfplay import SelfPlayConfig, arena_starts
from training.solver_benchmark import SETS, load_set, network_mistakes


@dataclass(frozen=True)
class AlphaZeroConfig:
    """Everything an AlphaZero run needs; saved in every checkpoint."""

    net: NetConfig = field(default_factory=NetConfig)
    """The network's architecture (its rows/columns: the frame it sees)."""
    selfplay: SelfPlayConfig = field(default_factory=SelfPlayConfig)
    """Search and play settings of self-play."""
    rows: int = 6
    """Board rows of the games."""
    columns: int = 7
    """Board columns of the games."""
    inarow: int = 4
    """Line length that wins."""
    boards: tuple[tuple[int, int, int, float], ...] = ()
    """Self-play's mixture of boards ``(rows, columns, inarow, weight)`` (:mod:`training.mixture`;
    Gupta and Shah 2022: one padded network for every size), the arena's too; empty: every game on
    ``rows x columns``, ``inarow``. The baselines and the solver benchmark sets play that board."""
    iterations: int = 50
    """Iterations at most."""
    time_limit_s: float | None = None
    """Stop starting new iterations after this many seconds of the run (None: no limit)."""
    games_per_iteration: int = 200
    """Self-play games per iteration."""
    replay_capacity: int = 200_000
    """Positions kept in the replay window."""
    batch_size: int = 256
    """Positions per optimizer step."""
    train_steps: int = 400
    """Optimizer steps per iteration (when ``train_reuse`` is 0)."""
    train_reuse: float = 0.0
    """Replay reuse: training samples per new self-play position; an iteration takes
    ``train_reuse * its positions / batch_size`` optimizer steps (0: ``train_steps``)."""
    opponent_policy_weight: float = 0.0
    """Weight of the opponent-reply policy loss (Wu 2019, "Accelerating Self-Play Learning in Go",
    section 4.2: 0.15); needs ``net.opponent_policy``. 0: no such term."""
    exact_min_ply: int | None = None
    """Exact value targets (:mod:`training.exact_targets`): self-play positions of at least this
    ply that the solver settles within ``exact_nodes`` get their exact win/draw/loss as the value
    target; None: the game's result everywhere."""
    exact_nodes: int = 20_000
    """The solver's node budget per position for exact targets."""
    exact_policy: bool = False
    """Exact policy targets too, where the exact value targets reach: the policy target keeps only
    the moves the solver proves best (:mod:`training.exact_targets`), and is a target even after a
    fast search. Needs ``exact_min_ply``."""
    optimizer: str = "adam"
    """'adam' or 'sgd' (with momentum)."""
    learning_rate: float = 1e-3
    """Initial learning rate."""
    lr_decay_at: tuple[float, ...] = (0.5, 0.75)
    """Fractions of the run (of ``iterations``, or of ``time_limit_s`` when that comes first)
    after which the learning rate is multiplied by 0.1."""
    momentum: float = 0.9
    """SGD momentum."""
    l2: float = 1e-4
    """c of the c ||theta||^2 term (Cej's AlphaZero for Connect Four: 1e-4)."""
    gating: bool = True
    """Replace the best network only when the new one wins the arena (gating, as Gupta and Shah 2022 do)."""
    gate_threshold: float = 0.6
    """Share of the decided arena games the new network must win (Gupta and Shah 2022: 0.6)."""
    arena_games: int = 40
    """Arena games per iteration (seats alternate)."""
    arena_simulations: int = 50
    """PUCT simulations per move in the arena."""
    eval_every: int = 5
    """Iterations between evaluations against the baselines (0: never), on the run's board and on
    each board of ``boards`` (``score_vs_SPEC`` and ``score_vs_SPEC_RxCxK``)."""
    eval_games: int = 10
    """Games per baseline (seats alternate)."""
    eval_simulations: int = 200
    """PUCT simulations per move when playing the baselines."""
    baselines: tuple[str, ...] = ("random", "minimax", "mcts:simulations=1000")
    """Player specs to evaluate against."""
    truth_every: int = 5
    """Iterations between measurements on the solver benchmark sets (0: never)."""
    truth_positions: int = 100
    """Positions drawn from each of the six sets (the same ones every time)."""
    truth_simulations: int = 200
    """PUCT simulations per position for the network-with-search figures (0: network alone only)."""
    workers: int = os.cpu_count() or 1
    """Worker processes for the games against the baselines (1: in this process); self-play and
    the arena run in this process, on the training device."""
    amp: bool = False
    """Mixed precision (bfloat16 autocast) on CUDA."""
    seed: int = 0
    """Seeds self-play, sampling and initialisation."""

    def __post_init__(self):
        if self.optimizer not in ("adam", "sgd"):
            raise ValueError(f"optimizer must be 'adam' or 'sgd', got {self.optimizer!r}")
        if not 0.0 < self.gate_threshold <= 1.0:
            raise ValueError(f"gate_threshold must be in (0, 1], got {self.gate_threshold}")
        if self.opponent_policy_weight < 0 or (self.opponent_policy_weight > 0 and not self.net.opponent_policy):
            raise ValueError("opponent_policy_weight must be 0, or positive with net.opponent_policy")
        if self.train_reuse < 0:
            raise ValueError(f"train_reuse must be at least 0, got {self.train_reuse}")
        if self.exact_min_ply is not None and (self.exact_min_ply < 0 or self.exact_nodes < 1):
            raise ValueError("exact_min_ply must be at least 0 and exact_nodes at least 1")
        if self.exact_policy and self.exact_min_ply is None:
            raise ValueError("exact_policy needs exact_min_ply")
        geometry(self.rows, self.columns, self.inarow)  # raises on an impossible board
        if self.rows > self.net.rows or self.columns > self.net.columns:
            raise ValueError(f"a {self.rows}x{self.columns} board does not fit the network's "
                             f"{self.net.rows}x{self.net.columns} input")
        if (self.rows, self.columns) != (self.net.rows, self.net.columns) and not self.net.padded:
            raise ValueError("a board smaller than the network's input needs net.padded=True")
        if self.boards:
            check_boards(self.boards)
            for rows, columns, *_ in self.boards:
                if rows > self.net.rows or columns > self.net.columns:
                    raise ValueError(f"a {rows}x{columns} board of the mixture does not fit the network's "
                                     f"{self.net.rows}x{self.net.columns} input")
                if (rows, columns) != (self.net.rows, self.net.columns) and not self.net.padded:
                    raise ValueError("a mixture of board sizes needs net.padded=True")

    def mixture(self) -> tuple[tuple[int, int, int, float], ...]:
        """The boards self-play and the arena play, with their weights (one board when ``boards``
        is empty)."""
        return self.boards or ((self.rows, self.columns, self.inarow, 1.0),)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> AlphaZeroConfig:
        data = dict(data)
        data["net"] = NetConfig(**data["net"])
        data["selfplay"] = SelfPlayConfig(**data["selfplay"])
        data["lr_decay_at"] = tuple(data["lr_decay_at"])
        data["baselines"] = tuple(data["baselines"])
        data["boards"] = tuple(tuple(b) for b in data.get("boards", ()))
        return cls(**data)


PRESETS: dict[str, AlphaZeroConfig] = {
    "tiny": AlphaZeroConfig(
        net=NetConfig(blocks=1, filters=8, value_hidden=8),
        selfplay=SelfPlayConfig(simulations=8, parallel_games=4, temperature_moves=4),
        iterations=2, games_per_iteration=4, replay_capacity=2000, batch_size=32, train_steps=5,
        arena_games=2, arena_simulations=4, eval_every=1, eval_games=2, eval_simulations=8,
        baselines=("random",), truth_every=1, truth_positions=4, truth_simulations=8, workers=1),
    "cpu": AlphaZeroConfig(
        net=NetConfig(blocks=4, filters=48, value_hidden=64, wdl=True, opponent_policy=True),
        selfplay=SelfPlayConfig(simulations=100, parallel_games=128, start_plies=2, full_search_share=0.25,
                                fast_simulations=20, temperature_moves=42),
        iterations=200, time_limit_s=3600, games_per_iteration=200, replay_capacity=150_000, batch_size=256,
        train_reuse=4.0, opponent_policy_weight=0.15, exact_min_ply=0, exact_nodes=200_000, exact_policy=True,
        lr_decay_at=(0.75,), gating=False,
        arena_games=40, arena_simulations=50, eval_every=0, truth_every=3, truth_positions=100,
        truth_simulations=200),
    "gpu": AlphaZeroConfig(
        net=NetConfig(blocks=8, filters=128, value_hidden=128, wdl=True, opponent_policy=True),
        selfplay=SelfPlayConfig(simulations=32, search="gumbel", gumbel_candidates=8, parallel_games=4096,
                                leaves_per_game=4, pipeline=True, start_plies=2),
        iterations=100, time_limit_s=1800, games_per_iteration=8192, replay_capacity=1_000_000, batch_size=1024,
        train_steps=600, opponent_policy_weight=0.15, exact_min_ply=0, exact_nodes=50_000, exact_policy=True,
        arena_games=200, arena_simulations=64, eval_every=0, truth_every=2, truth_positions=200,
        truth_simulations=200, amp=True),
}
"""Named configurations: ``tiny`` (tests: seconds on a CPU), ``cpu`` (an hour on two CPU cores:
every switch of the learning recipe, playout caps, replay reuse 4, exact value and policy targets,
moves sampled by visits all game long (the exact targets label the positions whatever the play),
one learning-rate decay at 3/4 of the run, no gating), ``gpu`` (half an
hour on one GPU: thousands of games in flight, Gumbel search, every CPU core on the trees; the
recipe's heads, openings and exact targets)."""


def _baseline_task(state: dict, net: dict, board: tuple[int, int, int], spec: str, games: int, simulations: int,
                   c_puct: float, seed: int) -> list[float]:
    """Worker process: the network with PUCT against a baseline player; the network's scores."""
    torch.set_num_threads(1)
    model = PolicyValueNet(NetConfig(**net))
    model.load_state_dict(state)
    network = _SearchPlayer(PUCT(TorchEvaluator(model, torch.device("cpu")), c_puct=c_puct), simulations)
    geo = geometry(*board)
    scores = []
    for g in range(games):
        opponent = make_player(spec, seed=seed + g)
        net_first = g % 2 == 0
        winner, _ = play_game(*((network, opponent) if net_first else (opponent, network)), Position(geo))
        scores.append(0.5 if winner == 0 else float((winner == 1) == net_first))
    return scores


class _SearchPlayer:
    """A PUCT search with a fixed number of simulations as a player of :func:`agents.game.play_game`."""

    def __init__(self, search: PUCT, simulations: int):
        self.search, self.simulations = search, simulations

    def choose(self, pos: Position, seconds: float | None = None) -> int:
        return self.search.search(pos, self.simulations).move


def decayed_parameters(model: nn.Module) -> list[torch.Tensor]:
    """The parameters the L2 term penalises: every convolution's and linear layer's (weights and
    biases), none of batch norm's (its scale and shift)."""
    return [p for m in model.modules() if isinstance(m, nn.Conv2d | nn.Linear) for p in m.parameters(recurse=False)]


def alphazero_loss(model: PolicyValueNet, heads: dict[str, torch.Tensor], pi: torch.Tensor, z: torch.Tensor,
                   l2: float, policy_weights: torch.Tensor | None = None, replies: torch.Tensor | None = None,
                   reply_weights: torch.Tensor | None = None,
                   reply_scale: float = 0.0) -> tuple[torch.Tensor, dict[str, torch.Tensor]]:
    """AlphaZero's loss (Silver et al. 2018; Cej) ``(z - v)^2 - pi . log p + c ||theta||^2``,
    batch-averaged, with the options of :class:`training.model.NetConfig`'s heads.

    The value term is the squared error of the tanh value, or with a win/draw/loss head the cross
    entropy against ``(max(z, 0), 1 - |z|, max(-z, 0))`` (one-hot for z in {-1, 0, 1}). The policy
    term is averaged over the positions whose ``policy_weights`` are 1 (playout-cap randomisation:
    Wu 2019, "Accelerating Self-Play Learning in Go", section 3.1). With ``reply_scale`` > 0 the
    opponent-reply head's cross entropy against ``replies`` (where ``reply_weights`` are 1) is
    added, times ``reply_scale`` (Wu 2019, section 4.2).

    Args:
        model: for the L2 term (:func:`decayed_parameters`).
        heads: :meth:`training.model.PolicyValueNet.heads`'s float32 outputs (``policy`` logits
            ``(B, columns)``, beyond-board columns already masked; ``value`` ``(B,)`` before the
            tanh, or ``wdl`` ``(B, 3)``; ``reply`` ``(B, columns)`` when ``reply_scale`` > 0).
        pi: ``(B, columns)`` search policy targets; z: ``(B,)`` results in [-1, 1] for the side to move.
        l2: c.
        policy_weights, reply_weights: float32 ``(B,)`` of 0 / 1 (None: all 1 / no reply term).
        replies: ``(B, columns)`` reply targets.

    Returns:
        ``(total, terms)``: ``terms`` the ``value``, ``policy``, ``l2`` and ``reply`` terms (scaled).
    """
    if "wdl" in heads:
        target = torch.stack([z.clamp(min=0), 1 - z.abs(), (-z).clamp(min=0)], dim=1)
        loss_value = -torch.mean(torch.sum(target * torch.log_softmax(heads["wdl"], dim=1), dim=1))
    else:
        loss_value = torch.mean((z - torch.tanh(heads["value"])) ** 2)

    def cross_entropy(logits: torch.Tensor, target: torch.Tensor, weights: torch.Tensor | None) -> torch.Tensor:
        ce = -torch.sum(target * torch.log_softmax(logits, dim=1), dim=1)
        return ce.mean() if weights is None else torch.sum(weights * ce) / weights.sum().clamp(min=1.0)

    terms = {"value": loss_value, "policy": cross_entropy(heads["policy"], pi, policy_weights),
             "l2": l2 * sum(torch.sum(p * p) for p in decayed_parameters(model))}
    if reply_scale > 0:
        terms["reply"] = reply_scale * cross_entropy(heads["reply"], replies, reply_weights)
    return sum(terms.values()), terms


class AlphaZeroTrainer:
    """One run in ``out_dir``. Use :meth:`run`.

    Raises:
        FileExistsError: ``out_dir`` holds a run and ``resume`` is False.
        CheckpointError: ``resume`` with a missing, corrupt or mismatched checkpoint.
    """

    def __init__(self, config: AlphaZeroConfig, out_dir: str, resume: bool = False, device: str = "auto",
                 progress: bool = True, workers: int | None = None, iterations: int | None = None,
                 ray: RaySettings | None = None, time_limit_s: float | None = None):
        self.out = out_dir
        self.ray = ray
        self.remote: RaySelfPlay | None = None
        self.latest, self.best_path = os.path.join(out_dir, "latest.pt"), os.path.join(out_dir, "best.pt")
        self.replay_path = os.path.join(out_dir, "replay.npz")
        self.metrics_path = os.path.join(out_dir, "metrics.jsonl")
        self.device = choose_device(device)
        self.progress = progress
        os.makedirs(out_dir, exist_ok=True)
        sweep(out_dir)  # temporary files a kill left after the run's last write
        if resume:
            model, data = load_checkpoint(self.latest, self.device)
            if data["kind"] != "alphazero":
                raise CheckpointError(f"{self.latest} was written by the {data['kind']} trainer, not alphazero")
            self.config = AlphaZeroConfig.from_dict(data["config"])
            if workers is not None:
                self.config = replace(self.config, workers=workers)
            if iterations is not None:
                self.config = replace(self.config, iterations=iterations)
            if time_limit_s is not None:
                self.config = replace(self.config, time_limit_s=time_limit_s)
            self.seconds_before = float(data["metrics"].get("run_seconds", 0.0))
            self.model = model
            self.best, _ = load_checkpoint(self.best_path, self.device)
            self.iteration = data["iteration"]
            self.optimizer = self._make_optimizer()
            self.optimizer.load_state_dict(data["optimizer"])
            self.replay = (ReplayBuffer.load(self.replay_path) if os.path.exists(self.replay_path)
                           else ReplayBuffer(self.config.replay_capacity))
            repair_metrics(self.metrics_path, "iteration", self.iteration, data["metrics"])
        else:
            if os.path.exists(self.latest):
                raise FileExistsError(f"{out_dir} already holds a run: pass --resume to continue it, "
                                      "or choose another --out")
            self.config = config if workers is None else replace(config, workers=workers)
            if iterations is not None:
                self.config = replace(self.config, iterations=iterations)
            if time_limit_s is not None:
                self.config = replace(self.config, time_limit_s=time_limit_s)
            self.seconds_before = 0.0
            torch.manual_seed(config.seed)
            self.model = PolicyValueNet(config.net).to(self.device)
            self.best = PolicyValueNet(config.net).to(self.device)
            self.best.load_state_dict(self.model.state_dict())
            self.iteration = 0
            self.optimizer = self._make_optimizer()
            self.replay = ReplayBuffer(config.replay_capacity)
            write_json(os.path.join(out_dir, "config.json"), self.config.to_dict())
        self.np_rng = np.random.default_rng([self.config.seed, self.iteration])
        self.peak_rss_mb = 0.0
        self.pad_to = (self.config.net.rows, self.config.net.columns) if self.config.net.padded else None
        self.board = (self.config.rows, self.config.columns, self.config.inarow)
        self._samples = None
        self.exact = (None if self.config.exact_min_ply is None
                      else ExactTargets(self.config.exact_min_ply, self.config.exact_nodes, _cores(),
                                        policy=self.config.exact_policy))
        self._positions_per_game: float | None = None

    def _bar(self, description: str, total: int, done: int = 0):
        """A tqdm progress bar on stderr (silent when progress is off)."""
        from tqdm import tqdm

        return tqdm(total=total, initial=done, desc=description, disable=not self.progress, leave=False)

    def _make_optimizer(self) -> torch.optim.Optimizer:
        c = self.config
        if c.optimizer == "adam":
            return torch.optim.Adam(self.model.parameters(), lr=c.learning_rate)
        return torch.optim.SGD(self.model.parameters(), lr=c.learning_rate, momentum=c.momentum)

    def _learning_rate(self, iteration: int, run_seconds: float) -> float:
        c = self.config
        progress = iteration / c.iterations
        if c.time_limit_s:
            progress = max(progress, run_seconds / c.time_limit_s)
        decays = sum(progress >= f for f in c.lr_decay_at)
        return c.learning_rate * (0.1 ** decays)

    # --- phases -------------------------------------------------------------------------

    def _self_play(self) -> dict[str, float]:
        """Play until the replay buffer has seen this iteration's games, in chunks of twice the
        games in flight; save the buffer after each chunk."""
        if self.remote is not None:
            return self._self_play_remote()
        c = self.config
        target = (self.iteration + 1) * c.games_per_iteration
        evaluator = TorchEvaluator(self.best, self.device, c.amp)
        chunk = 2 * c.selfplay.parallel_games
        start, positions, sims = time.perf_counter(), 0, 0
        bar = self._bar(f"iteration {self.iteration + 1} self-play", c.games_per_iteration,
                        c.games_per_iteration - (target - self.replay.games))
        played: list = []
        exact = ExactStats()
        while self.replay.games < target:
            n = min(chunk, target - self.replay.games)
            rng = np.random.default_rng([c.seed, self.iteration, self.replay.games])
            records, stats = self_play_boards(evaluator, n, c.selfplay, c.mixture(), self.replay.games, rng,
                                              self.pad_to)
            played += records
            self._exact_targets(records, exact)
            self.replay.add(records)
            positions += sum(len(r.moves) for r in records)
            sims += stats.simulations
            self.replay.save(self.replay_path)
            bar.update(n)
        bar.close()
        elapsed = time.perf_counter() - start
        self.peak_rss_mb = max(self.peak_rss_mb, process_tree_rss_mb())
        return {"selfplay_games_per_s": c.games_per_iteration / elapsed,
                "selfplay_positions_per_s": positions / elapsed,
                "mcts_simulations_per_s": sims / elapsed, "network_evaluations": evaluator.positions,
                "network_mean_batch": evaluator.positions / max(1, evaluator.calls),
                "selfplay_seconds": elapsed, "replay_positions": len(self.replay), **self._board_metrics(played),
                **self._played_metrics(played, exact)}

    def _exact_targets(self, records: list, stats: ExactStats) -> None:
        """Exact value targets for ``records`` (in place) when the run asks for them; ``stats`` summed."""
        if self.exact is not None:
            got = self.exact.apply(records)
            for name in ("positions", "solved", "changed", "pruned", "seconds"):
                setattr(stats, name, getattr(stats, name) + getattr(got, name))

    def _played_metrics(self, played: list, exact: ExactStats) -> dict[str, float]:
        """This iteration's games: the positions a game adds (the replay reuse's steps count on
        it), the share of policy targets (``full_search_share``: full searches, and exact policies
        where those are on), and what the exact targets did."""
        if played:
            self._positions_per_game = sum(len(r.moves) for r in played) / len(played)
        out = {}
        if played and self.config.selfplay.full_search_share < 1.0:
            out["full_search_share"] = float(np.mean(np.concatenate([r.policy_weights() for r in played])))
        if self.exact is not None:
            out.update(exact.metrics())
        return out

    def _board_metrics(self, records: list) -> dict[str, float]:
        """Per board of a mixture, what this iteration's self-play games were (nothing for one board)."""
        return board_metrics(records) if self.config.boards else {}

    def _self_play_remote(self) -> dict[str, float]:
        """As :meth:`_self_play`, with the games coming from the Ray workers: each chunk joins the
        replay window (and the saved buffer) as it returns. Chunks played while the learner
        trained count for this iteration; games beyond its target count for the next. The rates
        are over the session so far (the workers play on while the learner trains)."""
        c = self.config
        target = (self.iteration + 1) * c.games_per_iteration
        start = time.perf_counter()
        totals = self._ray_totals
        bar = self._bar(f"iteration {self.iteration + 1} self-play (Ray)", c.games_per_iteration,
                        max(0, c.games_per_iteration - (target - self.replay.games)))
        played: list = []
        exact = ExactStats()
        while self.replay.games < target:
            records, work = self.remote.receive()
            played += records
            self._exact_targets(records, exact)
            self.replay.add(records)
            self.replay.save(self.replay_path)
            work["games"], work["positions"] = len(records), sum(len(r.moves) for r in records)
            for key, value in work.items():
                totals[key] = totals.get(key, 0) + value
            bar.update(len(records))
        bar.close()
        now = time.perf_counter()
        seconds = now - self._ray_start
        return {"selfplay_games_per_s": totals.get("games", 0) / seconds,
                "selfplay_positions_per_s": totals.get("positions", 0) / seconds,
                "mcts_simulations_per_s": totals.get("simulations", 0) / seconds,
                "network_evaluations": totals.get("network_positions", 0),
                "network_mean_batch": totals.get("network_positions", 0) / max(1, totals.get("network_calls", 0)),
                "selfplay_seconds": now - start, "replay_positions": len(self.replay),
                "ray_workers": len(self.remote.actors), "ray_games_received": totals.get("games", 0),
                "ray_stale_chunks": totals.get("stale_chunks", 0), "ray_workers_replaced": self.remote.replaced,
                **self._board_metrics(played), **self._played_metrics(played, exact)}

    def _publish(self) -> None:
        """Send the best network to the Ray workers (their next chunks play with it)."""
        if self.remote is not None:
            self.remote.publish(self.best.state_dict())

    def _steps(self) -> int:
        """Optimizer steps this iteration: ``train_steps``, or with replay reuse as many as make
        ``train_reuse`` samples per position of an iteration's games (from the games played so far)."""
        c = self.config
        if not c.train_reuse or self._positions_per_game is None:
            return c.train_steps
        return max(1, round(c.train_reuse * c.games_per_iteration * self._positions_per_game / c.batch_size))

    def _train(self, run_seconds: float) -> dict[str, float]:
        c = self.config
        lr = self._learning_rate(self.iteration, run_seconds)
        for group in self.optimizer.param_groups:
            group["lr"] = lr
        self.model.train()
        steps = self._steps()
        totals: dict[str, float] = {}
        start = time.perf_counter()
        bar = self._bar(f"iteration {self.iteration + 1} training", steps)
        for _ in range(steps):
            batch = self.replay.sample(c.batch_size, self.np_rng)
            x, pi, z, w, replies, reply_w = (torch.from_numpy(a).to(self.device) for a in (
                batch.planes, batch.policies, batch.values, batch.policy_weights, batch.replies, batch.reply_weights))
            with torch.autocast(self.device.type, dtype=torch.bfloat16, enabled=c.amp and self.device.type == "cuda"):
                heads = self.model.heads(x)
            heads = {k: v.float() for k, v in heads.items()}
            if c.net.padded:  # the frame's columns beyond each position's board: no probability
                outside = x[:, 3, -1, :] == 0
                for key in ("policy", "reply"):
                    if key in heads:
                        heads[key] = heads[key].masked_fill(outside, -1e9)
            loss, terms = alphazero_loss(self.model, heads, pi, z, c.l2, w, replies, reply_w, c.opponent_policy_weight)
            self.optimizer.zero_grad(set_to_none=True)
            loss.backward()
            self.optimizer.step()
            for key, term in terms.items():
                totals[f"loss_{key}"] = totals.get(f"loss_{key}", 0.0) + term.item()
            bar.update(1)
        bar.close()
        elapsed = time.perf_counter() - start
        out = {k: v / steps for k, v in totals.items()}
        out["loss"] = sum(out.values())
        out.update(learning_rate=lr, train_steps=steps, train_samples_per_s=steps * c.batch_size / elapsed,
                   train_seconds=elapsed)
        return out

    def _gate(self) -> dict[str, float]:
        c = self.config
        if not c.gating:
            self.best.load_state_dict(self.model.state_dict())
            self._publish()
            return {"gate_accepted": 1.0}
        start = time.perf_counter()
        boards = c.mixture()
        new, best = TorchEvaluator(self.model, self.device, c.amp), TorchEvaluator(self.best, self.device, c.amp)
        # games in pairs, so that seats alternate on every board; every board's games at once
        plan = [(Position(geometry(*board[:3])), 2 * int(pairs))
                for board, pairs in zip(boards, assign(boards, 0, max(1, c.arena_games // 2)), strict=True)]
        results = arena_starts(new, best, plan, c.arena_simulations,
                               np.random.default_rng([c.seed, self.iteration, 1]), c.selfplay.c_puct)
        scores: list[float] = []
        per_board = {}
        for board, got in zip(boards, results, strict=True):
            if got:
                per_board[f"gate_score_{board_name(board)}"] = float(np.mean(got))
                scores += got
        wins, losses = scores.count(1.0), scores.count(0.0)
        rate = wins / (wins + losses) if wins + losses else 0.5
        accepted = rate >= c.gate_threshold
        if accepted:
            self.best.load_state_dict(self.model.state_dict())
            self._publish()
        return {"gate_win_rate": rate, "gate_wins": wins, "gate_draws": scores.count(0.5), "gate_losses": losses,
                "gate_accepted": float(accepted), "gate_seconds": time.perf_counter() - start,
                **(per_board if c.boards else {})}

    def _truth(self) -> dict[str, float]:
        """The best network's mistakes on the solver benchmark sets, alone and with search."""
        c = self.config
        if self._samples is None:
            self._samples = [load_set(name, c.truth_positions, seed=c.seed) for name, _ in SETS]
        start = time.perf_counter()
        out = network_mistakes(TorchEvaluator(self.best, self.device, c.amp), self._samples, c.truth_simulations)
        out["truth_seconds"] = time.perf_counter() - start
        return out

    def _evaluate(self, pool: ProcessPoolExecutor | None) -> dict[str, float]:
        """The best network with PUCT against each baseline, on every board the run plays."""
        c = self.config
        state = {k: v.detach().cpu() for k, v in self.best.state_dict().items()}
        boards = [self.board] + [b[:3] for b in c.boards if tuple(b[:3]) != self.board]
        keys = [f"score_vs_{spec}" + ("" if board == self.board else f"_{board_name(board)}")
                for board in boards for spec in c.baselines]
        args = [(state, asdict(c.net), board, spec, c.eval_games, c.eval_simulations, c.selfplay.c_puct,
                 c.seed + 7919 * self.iteration) for board in boards for spec in c.baselines]
        results = (pool.map(_baseline_task, *zip(*args, strict=True)) if pool is not None
                   else [_baseline_task(*a) for a in args])
        return {key: float(np.mean(scores)) for key, scores in zip(keys, results, strict=True)}

    # --- the loop -----------------------------------------------------------------------

    def run(self) -> dict[str, Any]:
        """Train until ``iterations`` or ``time_limit_s`` (counted over all sessions of the run);
        return the last metrics."""
        from torch.utils.tensorboard import SummaryWriter

        c = self.config
        if self.ray is not None:  # the actors first: a cluster that fails leaves nothing open
            self.remote = RaySelfPlay(c.to_dict(), self.ray, c.seed + 104729 * self.iteration)
            self._publish()
            self._ray_start, self._ray_totals = time.perf_counter(), {}
        writer = SummaryWriter(os.path.join(self.out, "tensorboard"))
        pool = None
        if c.workers > 1 and c.eval_every:
            pool = process_pool(c.workers)
        run_start = time.perf_counter()
        metrics: dict[str, Any] = {}
        try:
            while self.iteration < c.iterations:
                run_seconds = self.seconds_before + time.perf_counter() - run_start
                if c.time_limit_s is not None and run_seconds > c.time_limit_s:
                    break
                it_start = time.perf_counter()
                metrics = {"iteration": self.iteration + 1}
                metrics.update(self._self_play())
                metrics.update(self._train(self.seconds_before + time.perf_counter() - run_start))
                metrics.update(self._gate())
                truth = (c.truth_every and (self.iteration + 1) % c.truth_every == 0
                         and (c.rows, c.columns, c.inarow) == (6, 7, 4))
                if truth:
                    metrics.update(self._truth())
                if c.eval_every and (self.iteration + 1) % c.eval_every == 0:
                    metrics.update(self._evaluate(pool))
                metrics["iteration_seconds"] = time.perf_counter() - it_start
                metrics["run_seconds"] = self.seconds_before + time.perf_counter() - run_start
                self.peak_rss_mb = max(self.peak_rss_mb, process_tree_rss_mb())
                metrics["peak_rss_mb"] = self.peak_rss_mb
                self.iteration += 1
                save_checkpoint(self.best_path, self.best, "alphazero", c.to_dict(), self.iteration, None, metrics)
                save_checkpoint(self.latest, self.model, "alphazero", c.to_dict(), self.iteration, self.optimizer,
                                metrics)
                append_jsonl(self.metrics_path, metrics)
                for key, value in metrics.items():
                    if isinstance(value, int | float) and key != "iteration":
                        writer.add_scalar(key, value, self.iteration)
                writer.flush()
                plot_learning_curve(self.metrics_path, os.path.join(self.out, "learning_curve.png"))
                if self.progress:
                    print(_summary(metrics), flush=True)
        finally:
            writer.close()
            if self.remote is not None:
                self.remote.close()
                self.remote = None
            if pool is not None:
                pool.shutdown(cancel_futures=True)
        return metrics


def _cores() -> int:
    """The CPU cores this process may run on."""
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1


def process_tree_rss_mb() -> float:
    """Resident memory of this process and its children (the self-play workers), in MiB."""
    import psutil

    me = psutil.Process()
    total = me.memory_info().rss
    for child in me.children(recursive=True):
        try:
            total += child.memory_info().rss
        except psutil.NoSuchProcess:
            pass
    return total / 2**20


def _summary(m: dict[str, Any]) -> str:
    parts = [f"iter {m['iteration']}", f"loss {m['loss']:.3f} (v {m['loss_value']:.3f}, p {m['loss_policy']:.3f})",
             f"{m['selfplay_positions_per_s']:.0f} pos/s", f"gate {m.get('gate_win_rate', 1.0):.2f}"
             f"{' accepted' if m['gate_accepted'] else ''}", f"{m['peak_rss_mb']:.0f} MiB"]
    parts += [f"{k[9:]} {v:.2f}" for k, v in m.items() if k.startswith("score_vs_")]
    if "weak_net_mean" in m:
        parts.append(f"weak mistakes net {m['weak_net_mean']:.1f}%"
                     + (f", search {m['weak_search_mean']:.1f}%" if "weak_search_mean" in m else ""))
    return " | ".join(parts)


def plot_learning_curve(metrics_path: str, png_path: str) -> None:
    """From ``metrics.jsonl``, as a PNG (atomic): per iteration, the losses, the scores against
    the baselines (when the run plays them, on each of its boards) and the self-play games' mean
    length per board (a mixture of boards); against the run's wall-clock minutes (the strength
    per minute), the weak and strong mistakes on the solver benchmark sets averaged over the six,
    and the weak mistakes per set (network alone dotted, with search solid)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    rows = read_jsonl(metrics_path)
    baselines = sorted({k for r in rows for k in r if k.startswith("score_vs_")})
    boards = sorted({k[7:] for r in rows for k in r if k.startswith("length_")})
    panels = 3 + bool(baselines) + bool(boards)
    fig, axes = plt.subplots(1, panels, figsize=(5.3 * panels, 4), dpi=100)
    its = [r["iteration"] for r in rows]

    def series(ax, key, x="iteration", **style):
        pts = [(r["iteration"] if x == "iteration" else r["run_seconds"] / 60, r[key]) for r in rows if key in r]
        if pts:
            ax.plot([p[0] for p in pts], [p[1] for p in pts], marker="o", markersize=3, **style)

    for key in ("loss", "loss_value", "loss_policy"):
        axes[0].plot(its, [r[key] for r in rows], label=key)
    axes[0].set_title("training loss")
    if baselines:
        for key in baselines:
            series(axes[1], key, label=key[9:])
        axes[1].set_ylim(-0.05, 1.05)
        axes[1].set_title("score of the best network (PUCT) against baselines")
    if boards:
        board_ax = axes[1 + bool(baselines)]
        for name in boards:
            series(board_ax, f"length_{name}", label=name)
        board_ax.set_ylabel("plies")
        board_ax.set_title("self-play, mean game length per board")
    mean_ax, sets_ax = axes[-2], axes[-1]
    for kind in ("weak_net", "weak_search", "strong_net", "strong_search"):
        series(mean_ax, f"{kind}_mean", "minutes", linestyle=":" if kind.endswith("net") else "-",
               label=kind.replace("_", ", ").replace("net", "network alone").replace("search", "with search"))
    mean_ax.set_ylabel("mistakes, %")
    mean_ax.set_title("best network, mean over the six benchmark sets")
    colours = plt.rcParams["axes.prop_cycle"].by_key()["color"]
    for (name, _), colour in zip(SETS, colours, strict=False):
        series(sets_ax, f"weak_search_{name}", "minutes", color=colour, label=name)
        series(sets_ax, f"weak_net_{name}", "minutes", color=colour, linestyle=":")
    sets_ax.set_ylabel("weak mistakes, %")
    sets_ax.set_title("per set (dotted: network alone)")
    for ax in axes:
        ax.set_xlabel("run time, minutes" if ax in (mean_ax, sets_ax) else "iteration")
        if ax.get_legend_handles_labels()[0]:
            ax.legend(fontsize=7)
    fig.tight_layout()
    with atomic_path(png_path, suffix=".png") as tmp:
        fig.savefig(tmp)
    plt.close(fig)


def config_with(config: AlphaZeroConfig, settings: list[str]) -> AlphaZeroConfig:
    """``config`` with fields set from ``FIELD=VALUE`` strings: a top-level field or ``net.FIELD``
    / ``selfplay.FIELD``; the value parsed as the field's default is typed (``true``/``false``
    for booleans, ``none`` for an optional field, comma-separated for a tuple).

    Raises:
        ValueError: not ``FIELD=VALUE``, an unknown field, a value of the wrong type, or a
            configuration the checks refuse.
    """
    from dataclasses import fields

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
    for setting in settings:
        name, sep, text = setting.partition("=")
        if not sep:
            raise ValueError(f"--set takes FIELD=VALUE, got {setting!r}")
        path = name.strip().split(".")
        target = config if len(path) == 1 else getattr(config, path[0], None)
        known = {f.name: f for f in fields(target)} if target is not None and len(path) <= 2 else {}
        if path[-1] not in known or (len(path) == 2 and path[0] not in ("net", "selfplay")):
            raise ValueError(f"unknown setting {name!r}: a field of the alphazero configuration, "
                             "net.FIELD or selfplay.FIELD")
        changes["" if len(path) == 1 else path[0]][path[-1]] = parse(text, getattr(target, path[-1]), name)
    parts = {section: replace(getattr(config, section), **values)
             for section, values in changes.items() if section and values}
    return replace(config, **changes[""], **parts)


def preset(name: str, **overrides: Any) -> AlphaZeroConfig:
    """A named preset with some top-level fields replaced.

    Raises:
        ValueError: an unknown preset name.
    """
    return pick_preset(PRESETS, name, "alphazero", **overrides)

