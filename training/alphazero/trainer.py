"""AlphaZero training (Silver et al. 2017, "Mastering the game of Go without human knowledge"):
self-play with PUCT or Gumbel AlphaZero, a replay window, the loss of
:func:`training.alphazero.loss.alphazero_loss` (the value as a win/draw/loss cross-entropy or
``(z - v)^2``, the policy's cross-entropy, the recipe's auxiliary heads, ``c ||theta||^2``), and,
where ``gating`` is on (off in the ``cpu`` and ``gpu`` presets), AlphaGo Zero's arena gate.

One iteration: the best network plays ``games_per_iteration`` self-play games, taken from a
:class:`training.alphazero.games.GameSource`: in this process, ``selfplay.parallel_games`` of
them in flight, their trees in compiled arrays and every step's leaves in one forward pass on the
training device (:mod:`training.alphazero.selfplay`), when asked, or on the workers of a Ray
cluster, which keep playing; their positions join the replay window; the training network takes
``train_steps`` optimizer steps on batches drawn from it (mirror-augmented), or with
``train_reuse`` as many as draw that many samples per new position; with ``gating`` it meets the
best network in the arena and replaces it when it scores at least ``gate_threshold`` of the
decided games, without it becomes the best network at once; every
``truth_every`` iterations the best network's weak and strong mistakes on the solver benchmark
sets are measured, alone and with search (:mod:`training.alphazero.mistakes`); every
``eval_every`` iterations it plays fixed baselines (worker processes). Everything is written
after each step that produces it: the replay buffer after every chunk of self-play games,
``latest.pt`` / ``best.pt`` and ``metrics.jsonl`` (plus TensorBoard scalars and
``learning_curve.png``) after every iteration, all atomically, so ``--resume`` loses at most the
games in flight.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ProcessPoolExecutor, ThreadPoolExecutor
from dataclasses import asdict, replace
from typing import Any

import numpy as np
import torch

from agents.board import Position, geometry
from agents.game import play_game
from agents.players import make_player
from agents.search.puct import PUCT
from durable.files import append_jsonl, sweep, write_bytes, write_json
from durable.run_folder import RunFolder
from durable.workers import process_pool, usable_cores
from training.alphazero.boards import assign, board_name
from training.alphazero.config import AlphaZeroConfig, placement_with
from training.alphazero.evaluator import TorchEvaluator
from training.alphazero.exact_targets import ExactStats, ExactTargets
from training.alphazero.games import GameSource, LocalGames
from training.alphazero.learning_curve import plot_learning_curve
from training.alphazero.mistakes import network_mistakes
from training.alphazero.mixture import board_metrics
from training.alphazero.random_lines import random_lines, settled
from training.alphazero.replay import ReplayBuffer
from training.alphazero.selfplay.arena import arena_starts
from training.alphazero.training_step import TrainingStep, load_optimizer_state, make_optimizer
from training.collector import objects_frozen
from training.exact.benchmark import SETS, load_set
from training.nets.checkpoint import CheckpointError, load_checkpoint, save_checkpoint, save_light_checkpoint
from training.nets.device import (
    CORES_FOR_THE_GPU,
    GpuUtilisation,
    choose_device,
    cores_apart,
    share_cores,
    solver_cores,
)
from training.nets.model import NetConfig, PolicyValueNet
from training.runio import repair_metrics

GPU_SAMPLE_SECONDS = 1.0
"""Seconds between samples of the GPU's utilisation while training on CUDA (each iteration's
``gpu_utilisation_pct``, their mean): one a second, an ``nvidia-smi`` call each where NVML has no
Python bindings, so that the sampling takes next to nothing from the trees' cores."""
RANDOM_LINES_STREAM = 0x52414E44
"""The third word of the random-play games' seed (after the run's seed and the iteration), apart
from self-play's own streams."""


def _baseline_task(state: dict, net: dict, board: tuple[int, int, int], spec: str, games: int, simulations: int,
                   c_puct: float, seed: int) -> list[float]:
    """The network with PUCT against a baseline player; the network's scores. Run in a pool's
    worker (on one thread, as every one: :mod:`durable.workers`), or here when the run has one."""
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


class AlphaZeroTrainer:
    """One run in ``out_dir``. Use :meth:`run`.

    Args:
        remote: makes the run's game source from its configuration (``to_dict``) and a seed, when
            the games are played elsewhere (``distributed.selfplay.RaySelfPlay``); None: this
            process plays them (:class:`training.alphazero.games.LocalGames`).
        workers, iterations, time_limit_s: replace the configuration's (also on ``resume``).
        placement: ``FIELD=VALUE`` settings of where a resumed run's work goes
            (:data:`training.alphazero.config.PLACEMENT_FIELDS`, e.g. ``exact_cores=8``) on top of
            its configuration; a new run takes them in ``config``.

    ``resume`` reads ``latest.pt``, ``replay.npz`` (none: an empty window) and ``best.pt``; a run
    without gating needs no ``best.pt`` (its best network is the candidate each iteration ends
    with), so it moves between machines as ``latest.pt``, ``replay.npz`` and ``metrics.jsonl``, or
    lighter still as :func:`write_light_copy` makes it.

    Raises:
        FileExistsError: ``out_dir`` holds a run and ``resume`` is False.
        CheckpointError: ``resume`` with a missing, corrupt or mismatched checkpoint (``best.pt``
            missing where the run gates).
        ValueError: ``exact_cores`` leaving self-play no core on this machine, or a ``placement``
            outside those fields.
    """

    def __init__(self, config: AlphaZeroConfig, out_dir: str, resume: bool = False, device: str = "auto",
                 progress: bool = True, workers: int | None = None, iterations: int | None = None,
                 remote: Callable[[dict[str, Any], int], GameSource] | None = None, time_limit_s: float | None = None,
                 placement: Sequence[str] = ()):
        self.out = out_dir
        self.remote = remote
        self.latest, self.best_path = os.path.join(out_dir, "latest.pt"), os.path.join(out_dir, "best.pt")
        self.replay_path = os.path.join(out_dir, "replay.npz")
        self.metrics_path = os.path.join(out_dir, "metrics.jsonl")
        self.device = choose_device(device)
        if not resume:
            _check_exact_cores(config, self.device)  # before the run's folder is made
        share_cores(self.device)  # the trees' threads beside the network, before numba's threads start
        self.progress = progress
        self.folder = RunFolder(out_dir, "alphazero", resume, "latest.pt")  # checked, locked and marked
        sweep(out_dir)  # temporary files a kill left after the run's last write
        overrides = {"workers": workers, "iterations": iterations, "time_limit_s": time_limit_s}
        if resume:
            self._resume(overrides, placement)
        else:
            self._begin(config, overrides)
        self.np_rng = np.random.default_rng([self.config.seed, self.iteration])
        self._saving: Future | None = None  # the replay window's save under way
        self._save_wait = 0.0
        self.peak_rss_mb = 0.0
        self.pad_to = (self.config.net.rows, self.config.net.columns) if self.config.net.padded else None
        self.step = TrainingStep.from_config(self.model, self.optimizer, self.config, self.device)
        self.board = (self.config.rows, self.config.columns, self.config.inarow)
        self._samples = None
        self.solver_cores = solver_cores(self.config.exact_cores, self.device)  # this machine's, where automatic
        self.exact = (None if self.config.exact_min_ply is None
                      else ExactTargets.from_config(self.config, self.config.exact_workers or self.solver_cores
                                                    or usable_cores()))
        self._positions_per_game: float | None = None
        self._random_positions = 0  # this iteration's from random_lines
        self._labelling: list[Future] = []  # exact targets under way (_label)
        self._held: list[tuple[list, list[Future]]] = []  # chunks received, their labels under way (_add_held)
        # with exact_overlap, each game to the solver's threads as it ends, where the games are played
        self._labeller = self._label if self.exact is not None and self.config.exact_overlap else None

    def _resume(self, overrides: dict[str, Any], placement: Sequence[str]) -> None:
        """The run in ``out_dir`` as its checkpoints left it, ``overrides`` (not None) and the
        ``placement`` settings on top of its configuration."""
        model, data = load_checkpoint(self.latest, self.device)
        if data["kind"] != "alphazero":
            raise CheckpointError(f"{self.latest} was written by the {data['kind']} trainer, not alphazero")
        config = AlphaZeroConfig.from_dict(data["config"])
        if overrides["workers"] is not None:
            config = replace(config, workers=overrides["workers"])
        config = placement_with(config, list(placement))
        self.config = replace(config, **{k: v for k, v in overrides.items() if v is not None and k != "workers"})
        self.seconds_before = float(data["metrics"].get("run_seconds", 0.0))
        self.evaluations = int(data["metrics"].get("network_evaluations_total", 0))
        self.model = model
        self.iteration = data["iteration"]
        self.optimizer = make_optimizer(self.config, self.model, self.device)
        if data["optimizer"] is not None:  # a light copy has none: Adam's moments start afresh
            load_optimizer_state(self.optimizer, data["optimizer"])
        if os.path.exists(self.replay_path):
            self.replay = ReplayBuffer.load(self.replay_path)
        else:  # moved without its window: an empty one, that has seen the games played so far
            self.replay = ReplayBuffer(self.config.replay_capacity)
            self.replay.games = self.iteration * self.config.games_per_iteration
        if self.config.gating or os.path.exists(self.best_path):
            self.best, _ = load_checkpoint(self.best_path, self.device)
        else:  # without gating each iteration's candidate became the best: a run moved without best.pt
            self.best = PolicyValueNet(self.config.net).to(self.device)
            self.best.load_state_dict(self.model.state_dict())
        _check_exact_cores(self.config, self.device)
        repair_metrics(self.metrics_path, "iteration", self.iteration, data["metrics"])

    def _begin(self, config: AlphaZeroConfig, overrides: dict[str, Any]) -> None:
        """A new run of ``config`` with ``overrides`` (not None) in ``out_dir``, its configuration written."""
        self.config = replace(config, **{k: v for k, v in overrides.items() if v is not None})
        self.seconds_before = 0.0
        self.evaluations = 0
        torch.manual_seed(config.seed)
        self.model = PolicyValueNet(config.net).to(self.device)
        self.best = PolicyValueNet(config.net).to(self.device)
        self.best.load_state_dict(self.model.state_dict())
        self.iteration = 0
        self.optimizer = make_optimizer(self.config, self.model, self.device)
        self.replay = ReplayBuffer(config.replay_capacity)
        write_json(os.path.join(self.out, "config.json"), self.config.to_dict())

    def _bar(self, description: str, total: int, done: int = 0):
        """A tqdm progress bar on stderr (silent when progress is off)."""
        from tqdm import tqdm

        return tqdm(total=total, initial=done, desc=description, disable=not self.progress, leave=False)

    def _learning_rate(self, iteration: int, run_seconds: float) -> float:
        c = self.config
        progress = iteration / c.iterations
        if c.time_limit_s:
            progress = max(progress, run_seconds / c.time_limit_s)
        return c.learning_rate_at(progress)

    # --- phases -------------------------------------------------------------------------

    def _self_play(self) -> dict[str, float]:
        """Take games from the source until the replay buffer has seen this iteration's games (in
        chunks of twice the games in flight where this process plays them when asked); each chunk
        joins the replay window, and the saved buffer, as it comes back. From a source that plays
        all the time (a cluster's workers, or a thread beside training), games played while the
        learner trained count for this iteration, games beyond its target for the next, and the
        rates are over the session."""
        c = self.config
        target = (self.iteration + 1) * c.games_per_iteration
        start = time.perf_counter()
        totals = self._session_work if self.games.continuous else {}
        received = self.replay.games + sum(len(records) for records, _ in self._held)
        bar = self._bar(f"iteration {self.iteration + 1} self-play{self.games.label}", c.games_per_iteration,
                        max(0, c.games_per_iteration - (target - received)))
        chunk = 2 * c.selfplay.parallel_games
        played: list = []
        exact = ExactStats()
        held = len(self._held)  # the last iteration's chunks, labelled while it trained (exact_defer)
        while received < target:
            records, work = self.games.receive(min(chunk, target - received), received,
                                               [c.seed, self.iteration, received], self._labeller)
            received += len(records)
            played += records
            if self._labeller is not None:  # handed to the solver as they ended (a later chunk's games may be too)
                parts = self._labelling[:]
                del self._labelling[:len(parts)]
                self._held.append((records, parts))
                if not c.exact_defer or not self.replay.games:  # deferred, but not into an empty window
                    self._add_held(len(self._held), exact)
                    held = 0
            else:
                if self.exact is not None:
                    exact.add(self.exact.apply(records))
                self._add(records)
            work = {**work, "games": len(records), "positions": sum(len(r.moves) for r in records)}
            for key, value in work.items():
                totals[key] = totals.get(key, 0) + value
            bar.update(len(records))
        self._add_held(held, exact)
        bar.close()
        now = time.perf_counter()
        seconds = now - (self._session_start if self.games.continuous else start)
        lines = self._random_lines() if c.random_lines else {}  # after self-play's seconds
        self.peak_rss_mb = max(self.peak_rss_mb, process_tree_rss_mb())
        return {"selfplay_games_per_s": totals.get("games", 0) / seconds,
                "selfplay_positions_per_s": totals.get("positions", 0) / seconds,
                "mcts_simulations_per_s": totals.get("simulations", 0) / seconds,
                "network_evaluations": totals.get("network_positions", 0),
                "network_mean_batch": totals.get("network_positions", 0) / max(1, totals.get("network_calls", 0)),
                "network_cache_hit_share": totals.get("cache_hits", 0) / max(1, totals.get("cache_hits", 0)
                                                                           + totals.get("network_positions", 0)),
                "network_cache_seconds": totals.get("cache_seconds", 0.0),
                "network_thread_seconds": totals.get("network_seconds", 0.0),
                "selfplay_seconds": now - start, "replay_positions": len(self.replay), **self.games.metrics(),
                **self._board_metrics(played), **self._played_metrics(played, exact), **lines}

    def _random_lines(self) -> dict[str, float]:
        """This iteration's ``random_lines`` random-play games, labelled by the exact targets, their
        settled positions into the replay window (:mod:`training.alphazero.random_lines`)."""
        c = self.config
        start = time.perf_counter()
        rng = np.random.default_rng([c.seed, self.iteration, RANDOM_LINES_STREAM])
        records = random_lines(geometry(c.rows, c.columns, c.inarow), c.random_lines, rng, self.pad_to)
        stats = self.exact.apply(records)
        ends, openings = settled(records)
        self._replay_saved()
        self.replay.add(openings, games=False)  # no ownership target: they end before the game does
        self._add(ends, games=False)
        self._random_positions = sum(len(r.moves) for r in ends + openings)
        return {"random_line_positions": self._random_positions,
                "random_line_share": self._random_positions / max(1, stats.positions),
                "random_line_seconds": time.perf_counter() - start}

    def _add(self, records: list, games: bool = True) -> None:
        """``records`` into the replay window (``games``: self-play's, counted as the iteration's
        games), and the window's save begun."""
        self._replay_saved()
        self.replay.add(records, ownership=self.config.ownership_weight > 0, games=games)
        self._saving = self._saver.submit(self.replay.save, self.replay_path)

    def _add_held(self, count: int, exact: ExactStats) -> None:
        """The first ``count`` held chunks into the replay window once the solver has labelled them
        (what they waited for to ``exact``)."""
        if not count:
            return
        waited = time.perf_counter()
        chunks, self._held = self._held[:count], self._held[count:]
        for _, parts in chunks:
            for part in parts:
                exact.add(part.result())
        exact.wait_seconds += time.perf_counter() - waited
        for records, _ in chunks:
            self._add(records)

    def _label(self, ended: list) -> None:
        """Begin the exact targets of games that just ended (``exact_overlap``), in the solver's
        threads; their futures wait in ``_labelling`` for the chunk's end (appended by the self-play
        thread, where self-play runs beside training)."""
        self._labelling.append(self.exact.submit(ended))

    def _replay_saved(self) -> None:
        """Wait for the replay window's save under way, if any (it runs in a thread beside
        training: zlib releases the GIL), before the window changes or a checkpoint claims it;
        the wait goes to ``replay_save_wait_seconds``. A failed save raises here."""
        if self._saving is not None:
            start = time.perf_counter()
            saving, self._saving = self._saving, None
            saving.result()
            self._save_wait += time.perf_counter() - start

    def _played_metrics(self, played: list, exact: ExactStats) -> dict[str, float]:
        """This iteration's games: the positions a game adds (the replay reuse's steps count on
        it), the share of policy targets (``full_search_share``: full searches, and exact policies
        where those are on), and what the exact targets did."""
        if played:
            self._positions_per_game = sum(len(r.moves) for r in played) / len(played)
        out = {}
        if played and self.config.selfplay.playout_caps:
            out["full_search_share"] = float(np.mean(np.concatenate([r.policy_weights() for r in played])))
        if self.exact is not None:
            out.update(exact.metrics())
        return out

    def _board_metrics(self, records: list) -> dict[str, float]:
        """Per board of a mixture, what this iteration's self-play games were (nothing for one board)."""
        return board_metrics(records) if self.config.boards else {}

    def _publish(self) -> None:
        """The best network to the game source (the games it starts from now on play with it)."""
        self.games.publish(self.best)

    def _steps(self) -> int:
        """Optimizer steps this iteration: ``train_steps``, or with replay reuse as many as make
        ``train_reuse`` samples per position of an iteration's games (from the games played so far)."""
        c = self.config
        if not c.train_reuse or self._positions_per_game is None:
            return c.train_steps
        positions = c.games_per_iteration * self._positions_per_game + self._random_positions
        return max(1, round(c.train_reuse * positions / c.batch_size))

    def _train(self, run_seconds: float) -> dict[str, float]:
        c = self.config
        lr = self._learning_rate(self.iteration, run_seconds)
        self.step.set_learning_rate(lr)
        self.model.train()
        steps = self._steps()
        start = time.perf_counter()
        bar = self._bar(f"iteration {self.iteration + 1} training", steps)
        weight = "log" if c.position_averaging else None
        for _ in range(steps):
            self.step(self.replay.sample(c.batch_size, self.np_rng, weight))
            bar.update(1)
        bar.close()
        out = {f"loss_{k}": v / steps for k, v in self.step.totals().items()}  # waits for the device's steps
        elapsed = time.perf_counter() - start
        out["loss"] = sum(out.values())
        out.update(learning_rate=lr, train_steps=steps, train_steps_per_s=steps / elapsed,
                   train_samples_per_s=steps * c.batch_size / elapsed, train_seconds=elapsed)
        if weight is not None:
            out["replay_unique_share"] = self.replay.unique_positions() / len(self.replay)
        return out

    def _gate(self) -> dict[str, float]:
        c = self.config
        candidate = self.model
        if not c.gating:
            self.best.load_state_dict(candidate.state_dict())
            self._publish()
            return {"gate_accepted": 1.0}
        start = time.perf_counter()
        boards = c.mixture()
        new, best = TorchEvaluator(candidate, self.device, c.amp), TorchEvaluator(self.best, self.device, c.amp)
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
            self.best.load_state_dict(candidate.state_dict())
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

    def run(self, stop_after_s: float | None = None) -> dict[str, Any]:
        """Train until ``iterations`` or ``time_limit_s`` (counted over all sessions of the run);
        return the last metrics. With ``stop_after_s`` (seconds), this session also ends before an
        iteration that, by the last one's length, would end more than ``stop_after_s`` after the
        session began (the first iteration always runs): a run in commands of capped length, its
        own length and learning-rate schedule unchanged, continued with ``resume``. With
        ``exact_cores``, the run's other threads stay off the cores set apart for the solver's
        until it returns. The objects made before it (the modules, the network, the replay window)
        are out of the garbage collector's full collections meanwhile
        (:func:`training.collector.objects_frozen`). The run's folder is let go when it returns
        (:class:`durable.run_folder.RunFolder`)."""
        try:
            with cores_apart(self.solver_cores) as apart, objects_frozen():
                if self.exact is not None:
                    self.exact.cores = apart
                share_cores(self.device)  # the trees' threads on the cores left
                return self._run(stop_after_s)
        finally:
            share_cores(self.device)  # every core again
            self.folder.release()

    def _run(self, stop_after_s: float | None) -> dict[str, Any]:
        from torch.utils.tensorboard import SummaryWriter

        c = self.config
        # a remote source first: a cluster that fails leaves nothing open
        if self.remote is not None:
            self.games = self.remote(c.to_dict(), c.seed + 104729 * self.iteration)
        else:
            self.games = LocalGames(c.selfplay, c.mixture(), self.pad_to, self.device, c.amp, c.graphs,
                                    c.compile_network)
        self._publish()
        self._session_start, self._session_work = time.perf_counter(), {}
        writer = SummaryWriter(os.path.join(self.out, "tensorboard"))
        pool = None
        workers = c.workers or usable_cores()
        if workers > 1 and c.eval_every:
            pool = process_pool(workers)
        run_start = time.perf_counter()
        metrics: dict[str, Any] = {}
        self._saver, self._saving = ThreadPoolExecutor(1), None
        busy = GpuUtilisation(self.device, every=GPU_SAMPLE_SECONDS).start()  # nothing sampled on a CPU
        try:
            while self.iteration < c.iterations:
                run_seconds = self.seconds_before + time.perf_counter() - run_start
                if c.time_limit_s is not None and run_seconds > c.time_limit_s:
                    break
                if (stop_after_s is not None and metrics
                        and time.perf_counter() - run_start + metrics["iteration_seconds"] > stop_after_s):
                    break
                it_start = time.perf_counter()
                metrics = {"iteration": self.iteration + 1}
                metrics.update(self._self_play())
                self.evaluations += metrics.get("network_evaluations", 0)
                metrics["network_evaluations_total"] = self.evaluations
                metrics.update(self._train(self.seconds_before + time.perf_counter() - run_start))
                metrics.update(self._gate())
                truth = (c.truth_every and (self.iteration + 1) % c.truth_every == 0
                         and (c.rows, c.columns, c.inarow) == (6, 7, 4))
                if truth:
                    metrics.update(self._truth())
                if c.eval_every and (self.iteration + 1) % c.eval_every == 0:
                    metrics.update(self._evaluate(pool))
                metrics["iteration_seconds"] = time.perf_counter() - it_start
                if c.exact_overlap and "exact_seconds" in metrics:  # the solver threads' time, summed
                    given = self.exact.workers * metrics["iteration_seconds"]
                    metrics["exact_load"] = metrics["exact_seconds"] / given
                if (gpu := busy.take()) is not None:
                    metrics["gpu_utilisation_pct"] = gpu
                metrics["run_seconds"] = self.seconds_before + time.perf_counter() - run_start
                self.peak_rss_mb = max(self.peak_rss_mb, process_tree_rss_mb())
                metrics["peak_rss_mb"] = self.peak_rss_mb
                self.iteration += 1
                self._replay_saved()  # the checkpoint's iteration has its games in the saved window
                metrics["replay_save_wait_seconds"], self._save_wait = self._save_wait, 0.0
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
                    print(_summary(metrics, c), flush=True)
        finally:
            busy.stop()
            self._saver.shutdown(wait=True)  # a save under way finishes (its errors were the iteration's)
            writer.close()
            self.games.close()
            if self.exact is not None:
                self.exact.close()
            if pool is not None:
                pool.shutdown(cancel_futures=True)
        return metrics


def _check_exact_cores(config: AlphaZeroConfig, device: torch.device) -> None:
    """Raise ValueError where ``config.exact_cores`` would leave self-play's trees no core here."""
    usable = usable_cores() - (CORES_FOR_THE_GPU if device.type == "cuda" else 0)
    apart = solver_cores(config.exact_cores, device)
    if apart and apart >= usable:
        raise ValueError(f"exact_cores={config.exact_cores}" + (f" ({apart} cores)" if config.exact_cores < 0 else "")
                         + f" leaves self-play no core of the {usable} it may use here"
                         + (f" (all but {CORES_FOR_THE_GPU}, beside a GPU)" if device.type == "cuda" else ""))


def write_light_copy(run_dir: str, out_dir: str) -> dict[str, int]:
    """A copy of the AlphaZero run in ``run_dir`` light enough to keep where room is short (a call to
    another machine that carries little; a notebook's saved output): ``latest.pt`` without
    the optimizer's state and its weights in bfloat16 (:func:`training.nets.checkpoint.save_light_checkpoint`),
    ``best.pt`` the same where the run gates, ``metrics.jsonl`` and ``config.json``; no replay
    window, TensorBoard or learning curve. The ``gpu`` preset's run: about 5 MB, where its full
    state is about 38 MB. ``--resume`` on ``out_dir`` goes on from it with the run's
    configuration, iterations, seconds and learning-rate schedule; what it lost: Adam's moments
    (they start afresh) and the replay window (it starts empty, as the run's first iteration's).

    Returns:
        ``{file name: bytes}`` of what ``out_dir`` now holds.

    Raises:
        CheckpointError: ``run_dir`` holds no AlphaZero run (``latest.pt`` missing, corrupt or
            another trainer's).
        FileExistsError: ``out_dir`` holds a run already (nothing in it is touched).
    """
    latest = os.path.join(run_dir, "latest.pt")
    _, data = load_checkpoint(latest)
    if data["kind"] != "alphazero":
        raise CheckpointError(f"{latest} was written by the {data['kind']} trainer, not alphazero")
    folder = RunFolder(out_dir, "alphazero", False, "latest.pt")
    for name in ("metrics.jsonl", "config.json"):
        if os.path.exists(os.path.join(run_dir, name)):
            with open(os.path.join(run_dir, name), "rb") as f:
                write_bytes(os.path.join(out_dir, name), f.read())
    if data["config"].get("gating"):
        save_light_checkpoint(os.path.join(run_dir, "best.pt"), os.path.join(out_dir, "best.pt"))
    save_light_checkpoint(latest, os.path.join(out_dir, "latest.pt"))  # last: until then no run to resume
    folder.release()
    return {name: os.path.getsize(os.path.join(out_dir, name)) for name in sorted(os.listdir(out_dir))}


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


def _summary(m: dict[str, Any], c: AlphaZeroConfig) -> str:
    """An iteration's line: where the run is (of its iterations and minutes), the loss, self-play's
    rate, the gate where it is on, memory, and the benchmark mistakes where measured."""
    limit = "" if c.time_limit_s is None else f" of {c.time_limit_s / 60:.0f}"
    parts = [f"iteration {m['iteration']} of {c.iterations}", f"{m['run_seconds'] / 60:.1f}{limit} min",
             f"loss {m['loss']:.3f} (value {m['loss_value']:.3f}, policy {m['loss_policy']:.3f})"]
    if m["selfplay_positions_per_s"] > 0:  # none where every game of the call was carried over unfinished
        parts.append(f"self-play {m['selfplay_positions_per_s']:.0f} positions/s")
    if c.gating:
        parts.append(f"gate {m.get('gate_win_rate', 1.0):.2f}{' accepted' if m['gate_accepted'] else ''}")
    parts.append(f"{m['peak_rss_mb']:.0f} MiB")
    if "gpu_utilisation_pct" in m:
        parts.append(f"GPU busy {m['gpu_utilisation_pct']:.0f}%")
    parts += [f"vs {k[9:]} {v:.2f}" for k, v in m.items() if k.startswith("score_vs_")]
    if "weak_net_mean" in m:
        parts.append(f"mistakes: network {m['weak_net_mean']:.1f}%"
                     + (f", with search {m['weak_search_mean']:.1f}%" if "weak_search_mean" in m else ""))
    return " | ".join(parts)
