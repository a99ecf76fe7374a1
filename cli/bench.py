"""Benchmarks behind ``connectx bench``: each prints a table and, as its last line, a JSON object,
and writes that object to ``OUT/NAME.json``."""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import platform
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from typing import Any

from agents.board import Position, geometry, random_playout
from agents.players import make_player
from durable.files import write_json
from training.solver_benchmark import CXX_MEAN_S, read_column_scores, read_scores
from training.solver_benchmark import SETS as BENCHMARK_SETS


def _write(name: str, figures: dict[str, Any], out_dir: str, quiet: bool = False) -> None:
    figures = {"bench": name, "python": platform.python_version(), "machine": platform.machine(),
               "cpus": os.cpu_count(), **figures}
    write_json(os.path.join(out_dir, f"{name}.json"), figures, indent=2)
    if not quiet:
        print(json.dumps(figures))


def _timed(fn: Callable[[], int], seconds: float) -> tuple[int, float]:
    """Call ``fn`` (which returns a count) until ``seconds`` pass; total count and elapsed time."""
    total, start = 0, time.perf_counter()
    while True:
        total += fn()
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return total, elapsed


def _random_games(rows: int, columns: int, inarow: int, seconds: float, seed: int) -> dict[str, float]:
    """Random games on one board size for ``seconds`` each way: the rollout loop and Position."""
    geo = geometry(rows, columns, inarow)
    rng = random.Random(seed)
    root = Position(geo)
    results = []

    def rollout_game() -> int:
        result, plies = random_playout(root, rng)
        results.append(result)
        return plies

    def api_game() -> int:
        pos, n = Position(geo), 0
        while True:
            moves = pos.legal_moves()
            if not moves:
                return n
            pos.play(moves[int(rng.random() * len(moves))])
            n += 1

    plies, elapsed = _timed(rollout_game, seconds)
    api_plies, api_elapsed = _timed(api_game, seconds)
    return {
        "plies_per_s": plies / elapsed,
        "games_per_s": len(results) / elapsed,
        "mean_game_plies": plies / len(results),
        "first_player_win_rate": sum(r == 1 for r in results) / len(results),
        "position_api_plies_per_s": api_plies / api_elapsed,
    }


def bench_board(seconds: float, out_dir: str, seed: int = 0) -> dict[str, Any]:
    """Random games on 6x7x4 (and 10x12x5) with the pure-Python engine, one core.

    Figures per board: ``plies_per_s`` (the engine's rollout loop: random move, win test after
    every ply), ``position_api_plies_per_s`` (the same games through ``Position.legal_moves /
    play``, whose ``legal_moves`` does the win test), games per second, mean game length and the
    first player's win rate. The top-level ``plies_per_s`` is 6x7x4's.
    """
    figures: dict[str, Any] = {}
    for size in ((6, 7, 4), (10, 12, 5)):
        tag = "x".join(map(str, size))
        f = figures[tag] = _random_games(*size, seconds, seed)
        print(f"{tag:>8}: {f['plies_per_s']:>11,.0f} plies/s rollout loop, "
              f"{f['position_api_plies_per_s']:>9,.0f} plies/s through Position, "
              f"{f['mean_game_plies']:.1f} plies/game")
    summary = {"plies_per_s": figures["6x7x4"]["plies_per_s"], "boards": figures}
    _write("board", summary, out_dir)
    return summary


def bench_mcts(seconds: float, out_dir: str) -> dict[str, Any]:
    """Simulations per second of plain UCT and the hybrid, and alpha-beta's nodes per second,
    from the empty 6x7 board and from a middle-game position (``4453``... 12 plies)."""
    positions = {"empty": Position(), "ply12": Position.from_moves("444333521766")}
    figures: dict[str, Any] = {}
    for spec in ("mcts", "hybrid"):
        for label, pos in positions.items():
            player = make_player(f"{spec}:simulations=none,seconds={seconds}")
            player.choose(pos)
            result = player.last
            figures[f"{spec}_{label}_simulations_per_s"] = result.simulations / result.seconds
            print(f"{spec:>7} {label:>5}: {result.simulations / result.seconds:>9,.0f} simulations/s")
    for label, pos in positions.items():
        player = make_player("minimax:depth=5")
        player.choose(pos)
        result = player.last
        figures[f"minimax5_{label}_nodes_per_s"] = result.nodes / result.seconds
        figures[f"minimax5_{label}_seconds_per_move"] = result.seconds
        print(f"minimax {label:>5}: depth 5 in {result.seconds:.3f} s, {result.nodes / result.seconds:>9,.0f} nodes/s")
    summary = {"simulations_per_s": figures["mcts_empty_simulations_per_s"], **figures}
    _write("mcts", summary, out_dir)
    return summary


def bench_ladder(seconds: float, out_dir: str, ray: str | None = None) -> dict[str, Any]:
    """Episodes per second of random against random through kaggle-environments: one process
    (``play_episode`` in a loop), and a whole ``run_ladder`` with one worker per core (process
    start-up, storage and all) into a throw-away store; with ``ray`` (an address), the same
    ladder again as Ray tasks on that cluster, one per CPU (its start-up timed apart). Random
    against random takes milliseconds an episode: the worst case for any per-episode overhead."""
    from ladder.episode import play_episode
    from ladder.runner import LadderConfig, run_ladder
    from ladder.store import ResultsStore

    count = [0]

    def one() -> int:
        play_episode("random", "random", seed=count[0])
        count[0] += 1
        return 1

    episodes, elapsed = _timed(one, seconds)
    figures: dict[str, Any] = {"episodes_per_s": episodes / elapsed}
    print(f"one process : {episodes / elapsed:7.1f} episodes/s")
    workers = os.cpu_count() or 1
    games = max(10, int(2 * episodes / max(elapsed, 1e-9) * seconds))
    with tempfile.TemporaryDirectory() as tmp:
        store = ResultsStore(os.path.join(tmp, "bench.sqlite"))
        start = time.perf_counter()
        run_ladder(store, ["random", "random:seed=1"], LadderConfig(games=games, workers=workers), progress=False)
        ladder_elapsed = time.perf_counter() - start
        store.close()
    figures[f"ladder_episodes_per_s_{workers}_workers"] = games / ladder_elapsed
    figures["ladder_games"] = games
    print(f"run_ladder  : {games / ladder_elapsed:7.1f} episodes/s with {workers} workers ({games} episodes, "
          "start-up and storage included)")
    if ray is not None:
        from distributed.cluster import cluster_cpus, connect

        start = time.perf_counter()
        cpus = cluster_cpus(connect(ray))
        figures["ray_start_seconds"] = time.perf_counter() - start
        with tempfile.TemporaryDirectory() as tmp:
            store = ResultsStore(os.path.join(tmp, "bench.sqlite"))
            start = time.perf_counter()
            run_ladder(store, ["random", "random:seed=1"], LadderConfig(games=games, workers=cpus, ray=ray),
                       progress=False)
            ray_elapsed = time.perf_counter() - start
            store.close()
        figures[f"ray_episodes_per_s_{cpus}_cpus"] = games / ray_elapsed
        figures["ray_ratio_vs_processes"] = ladder_elapsed / ray_elapsed
        figures["ray_overhead_s_per_episode"] = (ray_elapsed - ladder_elapsed) * min(cpus, workers) / games
        print(f"run_ladder --ray: {games / ray_elapsed:7.1f} episodes/s on {cpus} CPUs "
              f"({figures['ray_ratio_vs_processes']:.2f}x the processes; joining the cluster took "
              f"{figures['ray_start_seconds']:.1f} s, not counted)")
    _write("ladder", figures, out_dir)
    return figures


def bench_selfplay(seconds: float, out_dir: str, device: str = "auto", preset: str | None = None,
                   search: str | None = None, games: int | None = None, ray: str | None = None,
                   boards: str | None = None, net: tuple[int, int] | None = None) -> dict[str, Any]:
    """Self-play throughput of the batched search (:mod:`training.selfplay`), each figure over
    ``seconds`` of play: simulations per second with a uniform evaluator (the tree's own cost, on
    one core and on every core) and with the preset's network on ``device`` (CUDA: GPU
    utilisation sampled while it runs), the mean batch per network call, and the ratios against
    :data:`training.selfplay.SELFPLAY_BEFORE`. With ``ray`` (an address): the same network played
    by Ray actors, one per CPU of that cluster, beside it (see :func:`_bench_selfplay_ray`). With
    ``boards`` (a mixture, :func:`training.mixture.parse_boards`): the mixture's padded network
    playing the mixture as the trainer does, and the same network on the preset's board alone,
    beside it (see :func:`_bench_selfplay_boards`). ``net``: ``(blocks, filters)`` instead of the
    preset's network."""
    from dataclasses import replace

    import numba
    import numpy as np
    import torch

    from training.alphazero import PRESETS
    from training.device import choose_device
    from training.evaluator import TorchEvaluator
    from training.model import PolicyValueNet
    from training.selfplay import SELFPLAY_BEFORE, UniformLeafEvaluator, self_play

    dev = choose_device(device)
    config = PRESETS[preset or ("gpu" if dev.type == "cuda" else "cpu")]
    if net is not None:
        config = replace(config, net=replace(config.net, blocks=net[0], filters=net[1]))
    sp = config.selfplay
    if search is not None:
        sp = replace(sp, search=search)
    if games is not None:
        sp = replace(sp, parallel_games=games)
    cores = os.cpu_count() or 1
    start = Position(geometry(config.rows, config.columns, config.inarow))

    def measure(evaluator, threads: int) -> dict[str, float]:
        numba.set_num_threads(threads)
        self_play(evaluator, 2, replace(sp, parallel_games=2), start, np.random.default_rng(1))  # compile, warm up
        t0 = time.perf_counter()
        _, stats = self_play(evaluator, 1 << 30, sp, start, np.random.default_rng(0), seconds=seconds)
        elapsed = time.perf_counter() - t0
        return {"simulations_per_s": stats.simulations / elapsed, "positions_per_s": stats.moves / elapsed,
                "mean_batch": stats.network_positions / max(1, stats.network_calls), "seconds": elapsed}

    tree_one = measure(UniformLeafEvaluator(), 1)
    tree_all = measure(UniformLeafEvaluator(), numba.config.NUMBA_NUM_THREADS)
    torch.manual_seed(0)
    model = PolicyValueNet(config.net).to(dev)
    utilisation = _GpuUtilisation(dev)
    with utilisation:
        net = measure(TorchEvaluator(model, dev, config.amp), numba.config.NUMBA_NUM_THREADS)
    per_core = cores if dev.type == "cpu" else 1
    figures = {
        "device": torch.cuda.get_device_name(dev) if dev.type == "cuda" else "cpu", "cores": cores,
        "net": f"{config.net.blocks}x{config.net.filters}", "search": sp.search, "simulations_per_move": sp.simulations,
        "games_in_flight": sp.parallel_games, "leaves_per_game": sp.leaves_per_game, "pipeline": sp.pipeline,
        "tree_simulations_per_s_one_core": tree_one["simulations_per_s"],
        "tree_simulations_per_s_all_cores": tree_all["simulations_per_s"],
        "tree_mean_batch": tree_all["mean_batch"],
        "network_simulations_per_s": net["simulations_per_s"],
        "network_simulations_per_s_per_core": net["simulations_per_s"] / per_core,
        "network_positions_per_s": net["positions_per_s"], "network_mean_batch": net["mean_batch"],
        "gpu_utilisation_pct": utilisation.mean(),
        "tree_ratio_vs_before": tree_one["simulations_per_s"] / SELFPLAY_BEFORE["tree_simulations_per_s_per_core"],
        "network_ratio_vs_before_per_core": (net["simulations_per_s"] / per_core
                                             / SELFPLAY_BEFORE["network_simulations_per_s_per_core"]),
    }
    gpu = "" if figures["gpu_utilisation_pct"] is None else f", GPU busy {figures['gpu_utilisation_pct']:.0f}%"
    print(f"self-play, {sp.search} {sp.simulations} simulations/move, {sp.parallel_games} games in flight:")
    print(f"  tree alone (uniform evaluator): {tree_one['simulations_per_s']:,.0f} simulations/s on one core "
          f"({figures['tree_ratio_vs_before']:.1f}x the previous design's per core), "
          f"{tree_all['simulations_per_s']:,.0f} on {numba.config.NUMBA_NUM_THREADS} threads")
    print(f"  {figures['net']} network on {figures['device']}: {net['simulations_per_s']:,.0f} simulations/s, "
          f"{net['positions_per_s']:,.1f} positions/s, mean batch {net['mean_batch']:,.0f}{gpu}")
    if ray is not None:
        figures.update(_bench_selfplay_ray(ray, replace(config, selfplay=sp), model, seconds, figures))
    if boards is not None:
        figures.update(_bench_selfplay_boards(boards, replace(config, selfplay=sp), dev, seconds))
    _write("selfplay", figures, out_dir)
    return figures


def _bench_selfplay_boards(spec: str, config: Any, dev: Any, seconds: float) -> dict[str, Any]:
    """Self-play over a mixture in chunks of twice the games in flight, as the trainer plays it
    (:func:`training.mixture.self_play_boards`), for ``seconds``, then the same padded network on
    the preset's board alone: what the mixture costs beyond the larger frame. Before each, one
    whole chunk with a uniform evaluator: the network calls a chunk takes and their mean batch
    (what a GPU's throughput follows, measured without one: fewer, fuller calls for the same
    games)."""
    from dataclasses import replace

    import numpy as np
    import torch

    from training.evaluator import TorchEvaluator
    from training.mixture import describe, frame, parse_boards, self_play_boards
    from training.model import PolicyValueNet
    from training.selfplay import UniformLeafEvaluator

    mixture = parse_boards(spec)
    rows, columns = frame(mixture)
    torch.manual_seed(0)
    model = PolicyValueNet(replace(config.net, rows=rows, columns=columns, padded=True)).to(dev)
    evaluator = TorchEvaluator(model, dev, config.amp)
    chunk = 2 * config.selfplay.parallel_games
    alone = ((config.rows, config.columns, config.inarow, 1.0),)
    out: dict[str, Any] = {"boards": describe(mixture), "frame": f"{rows}x{columns}"}
    for name, boards in (("mixture", mixture), ("frame_one_board", alone)):
        self_play_boards(evaluator, len(boards), replace(config.selfplay, parallel_games=2), boards, 0,
                         np.random.default_rng(1), (rows, columns))  # compile, warm up
        t0 = time.perf_counter()
        _, stats = self_play_boards(UniformLeafEvaluator(), chunk, config.selfplay, boards, 0, np.random.default_rng(0),
                                    (rows, columns))
        out[f"{name}_tree_chunk_seconds"] = time.perf_counter() - t0
        out[f"{name}_tree_chunk_calls"] = stats.network_calls
        out[f"{name}_tree_chunk_mean_batch"] = stats.network_positions / max(1, stats.network_calls)
        sims = moves = calls = positions = first = 0
        t0 = time.perf_counter()
        while (left := seconds - (time.perf_counter() - t0)) > 0:
            _, stats = self_play_boards(evaluator, chunk, config.selfplay, boards, first, np.random.default_rng(first),
                                        (rows, columns), left)
            first += chunk
            sims, moves = sims + stats.simulations, moves + stats.moves
            calls, positions = calls + stats.network_calls, positions + stats.network_positions
        elapsed = time.perf_counter() - t0
        out[f"{name}_simulations_per_s"] = sims / elapsed
        out[f"{name}_positions_per_s"] = moves / elapsed
        out[f"{name}_mean_batch"] = positions / max(1, calls)
    out["mixture_ratio_vs_one_board"] = out["mixture_simulations_per_s"] / out["frame_one_board_simulations_per_s"]
    print(f"  one chunk of {chunk:,} games, uniform evaluator: the mixture {out['mixture_tree_chunk_calls']:,} "
          f"network calls (mean batch {out['mixture_tree_chunk_mean_batch']:,.0f}), {config.rows}x{config.columns} "
          f"alone {out['frame_one_board_tree_chunk_calls']:,} (mean batch "
          f"{out['frame_one_board_tree_chunk_mean_batch']:,.0f})")
    print(f"  mixture {out['boards']} in a {out['frame']} frame: {out['mixture_simulations_per_s']:,.0f} "
          f"simulations/s (mean batch {out['mixture_mean_batch']:,.0f}); the same network on "
          f"{config.rows}x{config.columns} alone: {out['frame_one_board_simulations_per_s']:,.0f} "
          f"({out['mixture_ratio_vs_one_board']:.2f}x)")
    return out


def _bench_selfplay_ray(address: str, config: Any, model: Any, seconds: float,
                        alone: dict[str, Any]) -> dict[str, Any]:
    """Self-play on Ray beside one process's (``alone``): one actor per CPU of the cluster, each
    with the network and ``selfplay.parallel_games`` games in flight, all playing ``seconds`` at
    once after a warm-up (compilation); then what the learner can absorb: the seconds to add a
    chunk of games to the replay window and to save the window when full (it is saved after every
    chunk), and so the workers one learner can feed at the measured rate per worker."""
    from distributed.cluster import cluster_cpus, connect
    from distributed.selfplay import RaySelfPlay, RaySettings
    from training.replay import ReplayBuffer

    start = time.perf_counter()
    cpus = cluster_cpus(connect(address))
    joined = time.perf_counter() - start
    pool = RaySelfPlay(config.to_dict(), RaySettings(address, workers=cpus), seed=0)
    pool.publish(model.state_dict())
    ray = pool.ray
    try:
        def together(duration: float, games: int) -> list[tuple[list, dict[str, int]]]:
            return ray.get([a.play.remote(pool.version, pool.weights, games, [k], 0, duration)
                            for k, a in enumerate(pool.actors)])

        together(1.0, 2)  # each actor loads the network and compiles the tree kernels
        t0 = time.perf_counter()
        played = together(seconds, 1 << 30)
        elapsed = time.perf_counter() - t0
        t0 = time.perf_counter()
        chunk = [r for records, _ in together(None, 8) for r in records]
        chunk_seconds = time.perf_counter() - t0
    finally:
        pool.close()
    simulations = sum(stats["simulations"] for _, stats in played)
    moves = sum(stats["moves"] for _, stats in played)
    per_game = sum(len(r.moves) for r in chunk) / len(chunk)
    window = ReplayBuffer(config.replay_capacity)
    reps = max(1, config.replay_capacity // max(1, sum(len(r.moves) for r in chunk)) + 1)
    window.add(chunk * reps)  # a full window of real positions
    t0 = time.perf_counter()
    window.add(chunk)
    add_seconds = time.perf_counter() - t0
    with tempfile.TemporaryDirectory() as tmp:
        t0 = time.perf_counter()
        window.save(os.path.join(tmp, "replay.npz"))
        save_seconds = time.perf_counter() - t0
    chunk_positions = 2 * config.selfplay.parallel_games * per_game
    absorb = chunk_positions / (add_seconds + save_seconds)  # both copy the whole window, whatever the chunk
    per_worker = simulations / elapsed / cpus / config.selfplay.simulations  # positions/s, free of the waves
    figures = {"ray_start_seconds": joined, "ray_workers": cpus,
               "ray_network_simulations_per_s": simulations / elapsed, "ray_positions_per_s": moves / elapsed,
               "ray_positions_per_s_per_worker_from_simulations": per_worker,
               # simulations, not positions: 128 games in flight move almost together, so the moves
               # finished in a few seconds come in waves
               "ray_ratio_vs_one_process": (simulations / elapsed) / max(1e-9, alone["network_simulations_per_s"]),
               "ray_chunk_of_8_games_seconds": chunk_seconds, "replay_window_positions": len(window),
               "replay_save_seconds_full_window": save_seconds,
               "learner_absorbs_positions_per_s": absorb,
               "workers_one_learner_can_feed": absorb / max(1e-9, per_worker)}
    print(f"  on Ray, {cpus} actors of one CPU: {simulations / elapsed:,.0f} simulations/s, "
          f"{moves / elapsed:,.1f} positions/s ({figures['ray_ratio_vs_one_process']:.2f}x one process; "
          f"joining took {joined:.1f} s)")
    print(f"  the learner absorbs {absorb:,.0f} positions/s (saving a full window of {len(window):,} positions: "
          f"{save_seconds:.2f} s per chunk): about {figures['workers_one_learner_can_feed']:,.0f} workers "
          f"at {per_worker:,.1f} positions/s each")
    return figures


class _GpuUtilisation:
    """Samples the GPU's utilisation (the percentage nvidia-smi reports: time a kernel was running)
    every 0.2 s inside a ``with`` block, through NVML or else the ``nvidia-smi`` command;
    :meth:`mean` is None on a CPU or where neither answers."""

    def __init__(self, device):
        self.device, self.samples, self._stop = device, [], None

    def _read(self) -> float:
        import subprocess

        import torch

        try:
            return float(torch.cuda.utilization(self.device))
        except Exception:  # no NVML bindings: ask the driver's command instead
            index = self.device.index or 0
            out = subprocess.run(["nvidia-smi", "--query-gpu=utilization.gpu", "--format=csv,noheader,nounits",
                                  "-i", str(index)], capture_output=True, text=True, timeout=5, check=True)
            return float(out.stdout.strip())

    def __enter__(self):
        import threading

        if self.device.type != "cuda":
            return self
        try:
            self._read()
        except Exception:  # neither NVML nor nvidia-smi: report no figure rather than a wrong one
            return self
        self._stop = threading.Event()

        def sample():
            while not self._stop.wait(0.2):
                self.samples.append(self._read())

        self._thread = threading.Thread(target=sample, daemon=True)
        self._thread.start()
        return self

    def __exit__(self, *exc):
        if self._stop is not None:
            self._stop.set()
            self._thread.join()

    def mean(self) -> float | None:
        return sum(self.samples) / len(self.samples) if self.samples else None


def bench_mistakes(checkpoints: list[str], out_dir: str, positions: int = 200, simulations: int = 200,
                   device: str = "auto", seed: int = 0, labels: list[str] | None = None) -> dict[str, Any]:
    """Weak and strong mistakes of networks on the six solver benchmark sets
    (:mod:`training.solver_benchmark`), or on the positions of ``labels`` (label stores of any
    board size, ``connectx label``): ``positions`` lines drawn from each (the same lines for every
    network), the network alone (its top prior) and with ``simulations`` of PUCT. On a board a
    network does not fit, the search has uniform priors and zero values and the network alone
    has no figure ("-").

    Raises:
        CheckpointError: a missing or unreadable checkpoint. ValueError: a label store that is
            not one, or two of one board.
    """
    from training.checkpoint import load_checkpoint
    from training.device import choose_device
    from training.evaluator import TorchEvaluator
    from training.solver_benchmark import SETS, load_labels, load_set, network_mistakes

    dev = choose_device(device)
    if labels:
        samples = [load_labels(path, positions, seed) for path in labels]
    else:
        samples = [load_set(name, positions, seed) for name, _ in SETS]
    names = [sample.name for sample in samples]
    if len(set(names)) < len(names):
        raise ValueError(f"two label stores of one board: {', '.join(names)}")
    rows = {}
    print(f"weak mistakes, % ({positions} lines a set; search: {simulations} PUCT simulations)")
    print(f"{'network':44s} {'player':7s} " + " ".join(f"{n:>13s}" for n in names) + f" {'mean':>6s}")
    for path in checkpoints:
        model, _ = load_checkpoint(path, dev)
        t0 = time.perf_counter()
        figures = network_mistakes(TorchEvaluator(model, dev), samples, simulations, fits=model.config.fits)
        figures["seconds"] = time.perf_counter() - t0
        rows[path] = figures
        for kind in ("net", "search") if simulations else ("net",):
            cells = [figures[f"weak_{kind}_{n}"] for n in names] + [figures.get(f"weak_{kind}_mean")]
            print(f"{path[-44:]:44s} {kind:7s} " + " ".join(f"{'-' if v is None else f'{v:.1f}':>13s}"
                                                           for v in cells[:-1])
                  + f" {'-' if cells[-1] is None else f'{cells[-1]:.1f}':>6s}")
    figures = {"positions_per_set": positions, "simulations": simulations, "seed": seed, "labels": labels,
               "networks": rows}
    _write("mistakes", figures, out_dir)
    return figures


_PLAY_ONE_GAME = r"""
import importlib, json, sys, time
from packager.loader import load
start = time.perf_counter()
namespace = load(sys.argv[1])
agent = namespace["agent"]
board_module = importlib.import_module(namespace["_PACKAGE"] + ".board")  # the file's own rules
config = {"rows": 6, "columns": 7, "inarow": 4, "actTimeout": float(sys.argv[2]), "timeout": 2}
position, times = board_module.Position(), []
while position.outcome() is None:
    t = time.perf_counter()
    col = agent({"board": position.to_kaggle_board(), "mark": position.mark, "remainingOverageTime": 60,
                 "step": position.ply}, config)
    times.append(time.perf_counter() - (start if not times else t))
    position.play(col)
peak_kb = next(int(line.split()[1]) for line in open("/proc/self/status") if line.startswith("VmHWM"))
print(json.dumps({"peak_rss_mb": peak_kb / 1024,
                  "first_move_s": times[0], "max_move_s": max(times), "moves": len(times)}))
"""


def bench_inference(seconds: float, out_dir: str, checkpoint: str, rounds: int = 7,
                    act_timeout: float = 2.0) -> dict[str, Any]:
    """Network evaluations of a checkpoint's network: numpy (the packaged file's own module, as
    Kaggle loads it), onnxruntime and torch, one thread each (``connectx bench inference`` runs
    with ``OPENBLAS_NUM_THREADS=1``), batch 1, 8 (the packaged PUCT's) and 16;
    PUCT simulations per second inside the packaged file; and a fresh process that loads the
    packaged file and plays a full game against itself under ``act_timeout`` seconds a move: its
    peak RSS and its first move's time (file execution and weight decoding included).

    The machine is noisy, so each figure is the median of ``rounds`` rounds, the backends taking
    turns within a round (a slow spell falls on all of them alike); the ratios are of medians.
    ``seconds`` is the time of all the rounds of one batch size together."""
    import subprocess

    import torch

    from agents.encoding import encode
    from packager.build import write
    from packager.loader import load
    from packager.network import checkpoint_build

    torch.set_num_threads(1)
    build, model = checkpoint_build(checkpoint, backend="onnxruntime")
    figures: dict[str, Any] = {"checkpoint": checkpoint, "net": f"{model.config.blocks}x{model.config.filters}",
                               "rounds": rounds}
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "main.py")
        write(build, path)
        namespace = load(path)
        onnx_net, numpy_net = namespace["network"], namespace["network"].reference
        rng = random.Random(0)
        positions = []
        while len(positions) < 16:
            pos = Position()
            for _ in range(rng.randrange(20)):
                if pos.outcome() is None:
                    pos.play(rng.choice(pos.legal_moves()))
            if pos.outcome() is None:
                positions.append(pos)
        for batch in (1, 8, 16):
            x = encode(positions[:batch])
            tx = torch.from_numpy(x)

            def run_torch(tx=tx):
                with torch.inference_mode():
                    model(tx)

            backends = {"numpy": lambda x=x: numpy_net.forward(x), "onnxruntime": lambda x=x: onnx_net.forward(x),
                        "torch": run_torch}
            times: dict[str, list[float]] = {name: [] for name in backends}
            for _ in range(rounds):
                for name, fn in backends.items():
                    calls, elapsed = _timed(lambda fn=fn: (fn(), 1)[1], seconds / rounds / len(backends))
                    times[name].append(elapsed / calls)
            for name, values in times.items():
                median = statistics.median(values)
                figures[f"{name}_batch{batch}_ms"] = 1000 * median
                figures[f"{name}_batch{batch}_positions_per_s"] = batch / median
            ratio = figures[f"numpy_batch{batch}_ms"] / figures[f"onnxruntime_batch{batch}_ms"]
            figures[f"numpy_over_onnxruntime_batch{batch}"] = ratio
            print(f"batch {batch:>2}: " + ", ".join(f"{n} {figures[f'{n}_batch{batch}_ms']:.3f} ms" for n in backends)
                  + f"; numpy / onnxruntime {ratio:.2f}x")
        player = namespace["PLAYER"]
        rates = []
        for _ in range(rounds):
            player.choose(Position(), seconds=seconds / rounds / 3)
            rates.append(player.last.simulations / player.last.seconds)
        figures["packaged_puct_simulations_per_s"] = statistics.median(rates)
        print(f"PUCT in the packaged file: {figures['packaged_puct_simulations_per_s']:.0f} simulations/s")
        numpy_build, _ = checkpoint_build(checkpoint)
        write(numpy_build, path)
        proc = subprocess.run([sys.executable, "-c", _PLAY_ONE_GAME, path, str(act_timeout)],
                              capture_output=True, text=True, timeout=600)
        if proc.returncode != 0:
            raise RuntimeError(f"the packaged file failed to play: {proc.stderr}")
        game = json.loads(proc.stdout.strip().splitlines()[-1])
        figures.update({f"game_{k}": v for k, v in game.items()})
        print(f"a full game in a fresh process: peak RSS {game['peak_rss_mb']:.0f} MB, first move "
              f"{game['first_move_s']:.3f} s (loading included), max move {game['max_move_s']:.3f} s")
    _write("inference", figures, out_dir)
    return figures


def bench_solver(seconds: float, out_dir: str, folder: str | None, build: str = "auto",
                 sets: list[str] | None = None) -> dict[str, Any]:
    """A solver build on each benchmark set, for up to ``seconds`` per set (0: every line): mean
    time and nodes per position, nodes per second, how many scores were right, and the ratio of
    the mean time to the published C++ solver's. The sets: the shipped ones, or the two-column
    files in ``folder``. The JSON is rewritten after each set."""
    from agents.solver import make_solver
    from agents.solver_numba import NumbaSolver

    solver = make_solver(geometry(), build)
    solver.solve(Position.from_moves("2252576253462244111563365343671351441"))  # compile first (numba)
    figures: dict[str, Any] = {}
    kind = "numba" if isinstance(solver, NumbaSolver) else "python"
    summary = {"build": kind, "sets": figures}
    total_nodes = total_time = 0.0
    for label, name in BENCHMARK_SETS:
        if sets and label not in sets and name not in sets:
            continue
        lines = read_scores(name, folder)
        solved = right = nodes = 0
        elapsed = 0.0
        for moves, score in lines:
            result = solver.solve(Position.from_moves(moves))
            solved += 1
            right += result.score == score
            nodes += result.nodes
            elapsed += result.seconds
            if 0 < seconds <= elapsed:
                break
        mean = elapsed / solved
        figures[label] = {"positions": solved, "of": len(lines), "right": right, "mean_ms": 1000 * mean,
                          "mean_nodes": nodes / solved, "nodes_per_s": nodes / elapsed,
                          "ratio_to_cxx": mean / CXX_MEAN_S[label]}
        total_nodes += nodes
        total_time += elapsed
        summary["nodes_per_s"] = total_nodes / total_time
        print(f"{label:>13}: {solved:>4} of {len(lines)} positions, {right} right, {1000 * mean:9.3f} ms "
              f"({mean / CXX_MEAN_S[label]:5.1f}x C++) and {nodes / solved:11,.0f} nodes each, "
              f"{nodes / elapsed:11,.0f} nodes/s", flush=True)
        _write(f"solver-{kind}", summary, out_dir, quiet=True)
    _write(f"solver-{kind}", summary, out_dir)
    return summary


def bench_strength(agent: str, out_dir: str, folder: str | None, positions: int = 50, games: int = 40,
                   exact_from: int = 6, sets: list[str] | None = None,
                   opening: str = "minimax:depth=none,seconds=2", seats: str = "both",
                   bank: float = 60.0, skip: int = 0, opening_book: str | None = None,
                   labels: list[str] | None = None, slow_cpu: bool = False) -> dict[str, Any]:
    """Mistakes on ``positions`` lines of each benchmark set, after its first ``skip`` (weak and
    strong, against :data:`ladder.strength.WEAK_MISTAKE_CEILINGS_PCT`; each position one move with
    ``bank`` seconds of overage left) - or, with ``labels``, of each label store (any board size;
    no ceiling) instead - then ``games`` games as the first and as the second player (``seats``: "first",
    "second" or "both") against a perfect opponent (perfect from ply ``exact_from``; before that the
    moves of ``opening_book`` where it holds the position, ``opening`` elsewhere), under Kaggle's
    clock (2 s per move, a 60 s bank per game); ``slow_cpu``: all of it on half a core
    (:func:`packager.validate.half_a_core`), a CPU twice as slow as this one. A move on the shipped
    sets is judged by their stored score of every column; on ``folder``'s two-column files and in
    the games, by solving. Resumable: solved scores go to ``out_dir/strength-scores.jsonl``, every
    move and game to ``out_dir/strength-log.jsonl`` as it ends, and a rerun with the same agent reads
    back what is there; the JSON summary is rewritten after each part.

    Raises:
        ValueError: ``seats`` is none of the three, ``bank`` or ``skip`` is negative, or a log or
            book that is not one. FileNotFoundError: a missing agent file or book.
    """
    from agents.book import OpeningBook
    from agents.solver_numba import NumbaSolver
    from ladder.strength import (
        WEAK_MISTAKE_CEILINGS_PCT,
        PerfectOpponent,
        ScoreCache,
        StoredScores,
        StrengthLog,
        agent_identity,
        benchmark_mistakes,
        games_vs_perfect,
        load_agent,
    )
    from packager.validate import half_a_core
    from training.labels import read_labels

    if seats not in ("first", "second", "both"):
        raise ValueError(f"seats must be first, second or both, got {seats!r}")
    if bank < 0:
        raise ValueError(f"bank must be >= 0 seconds, got {bank}")
    if skip < 0:
        raise ValueError(f"skip must be >= 0 lines, got {skip}")
    book = OpeningBook.load(opening_book) if opening_book and games else None
    os.makedirs(out_dir, exist_ok=True)
    solver = NumbaSolver(geometry())
    cache = ScoreCache(solver, os.path.join(out_dir, "strength-scores.jsonl"))
    # on another CPU its moves and games are another agent's in the log
    log = StrengthLog(os.path.join(out_dir, "strength-log.jsonl"),
                      agent_identity(agent) + (" on half a core" if slow_cpu else ""))
    summary: dict[str, Any] = {"agent": agent, "agent_id": log.agent, "positions_per_set": positions,
                               "first_line": skip, "bank_s": bank, "half_a_core": slow_cpu, "mistakes": {}}
    loaded: list[Any] = []  # the agent, loaded before its first timed move; not at all if the log has every move

    def progress(line: str) -> None:
        print(line, file=sys.stderr, flush=True)

    with half_a_core() if slow_cpu else contextlib.nullcontext():
        parts = [] if positions <= 0 else labels or [label for label, name in BENCHMARK_SETS
                                                     if not sets or label in sets or name in sets]
        for label in parts:
            if labels:
                geo, scored = read_labels(label, positions, skip)
                lines, judge = [(moves, max(scores)) for moves, scores in scored], StoredScores(scored)
                label = f"{geo.rows}x{geo.columns}x{geo.inarow} ({os.path.basename(label)})"
            elif folder is None:  # the shipped sets hold every column's score: nothing to solve
                scored = read_column_scores(dict(BENCHMARK_SETS)[label])[skip:skip + positions]
                geo, lines, judge = None, [(moves, max(scores)) for moves, scores in scored], StoredScores(scored)
            else:
                geo, lines, judge = None, read_scores(dict(BENCHMARK_SETS)[label], folder)[skip:skip + positions], cache
            if not lines:
                raise ValueError(f"{label} has no lines after the first {skip} (--skip)")
            if not loaded and any((label, bank, moves) not in log.moves for moves, _ in lines):
                loaded.append(load_agent(agent))
            row = benchmark_mistakes(loaded[0] if loaded else None, lines, judge, bank=bank, log=log,
                                     set_name=label, progress=progress, geo=geo)
            ceiling = WEAK_MISTAKE_CEILINGS_PCT.get(label)
            row.update(floor_pct=ceiling, meets_floor=None if ceiling is None else row["weak_pct"] <= ceiling)
            summary["mistakes"][label] = row
            print(f"{label:>13}: {row['positions']} positions, weak mistakes {row['weak_pct']:5.1f}% "
                  f"(ceiling {'-' if ceiling is None else ceiling}%), strong {row['strong_pct']:5.1f}%, slowest move "
                  f"{row['max_move_s']:.2f} s", flush=True)
            _write("strength", summary, out_dir, quiet=True)
        if games:
            opponent = PerfectOpponent(solver, exact_from=exact_from, opening=opening, book=book)
            book_name = f"{os.path.basename(opening_book)} ({len(book):,} positions)" if book else None
            summary.update(perfect_opponent_exact_from_ply=exact_from, perfect_opponent_opening=opening,
                           perfect_opponent_book=book_name)
            book_sha = hashlib.sha256(book.to_bytes()).hexdigest()[:16] if book else None
            name = f"exact_from={exact_from},opening={opening},book={book_sha}"
            for first in [f for f in (True, False) if seats == "both" or f == (seats == "first")]:
                key = "as_first" if first else "as_second"
                summary[key] = games_vs_perfect(lambda seed: load_agent(agent, seed), opponent, games, first,
                                                progress=progress, log=log, opponent_name=name)
                r = summary[key]
                print(f"vs perfect, {key.replace('_', ' ')}: {r['wins']} W / {r['draws']} D / {r['losses']} L, "
                      f"mean length {r['mean_plies']:.1f} plies, shortest {r['min_plies']}, least bank left "
                      f"{r['min_bank_left_s']:.1f} s", flush=True)
                _write("strength", summary, out_dir, quiet=True)
    _write("strength", summary, out_dir)
    return summary


def bench_fuzz(agent: str, out_dir: str, calls: int, seed: int = 0) -> bool:
    """``calls`` calls of a submission file's ``agent`` on random, impossible and malformed
    observations and configurations (:func:`packager.fuzz.fuzz`): illegal moves, non-int returns,
    exceptions, the slowest call and the most a call ran past its clock. Returns whether none
    failed."""
    from tqdm import tqdm

    from packager.fuzz import fuzz

    with tqdm(total=calls, desc="fuzz", leave=False, file=sys.stderr) as bar:
        report = fuzz(agent, calls, seed, progress=lambda _: bar.update())
    _write("fuzz", {"agent": agent, "seed": seed, "ok": report.ok, **report.figures()}, out_dir)
    return report.ok


def bench_scenarios(players: list[str], out_dir: str, per_group: int = 10, act_timeout: float = 2.0,
                    seed: int = 0) -> dict[str, Any]:
    """Hemo et al.'s scenario tests (:mod:`ladder.scenarios`): each player (spec or submission file)
    moves in every scenario under Kaggle's clock; pass rate per category and overall."""
    from ladder.scenarios import CATEGORIES, pass_rates, scenario_set
    from ladder.strength import kaggle_move, load_agent

    scenarios = scenario_set(per_group, seed)
    summary: dict[str, Any] = {"scenarios": len(scenarios), "per_group": per_group, "seed": seed,
                               "act_timeout_s": act_timeout, "players": {}}
    header = f"{'player':<48}" + "".join(f"{c:>15}" for c in (*CATEGORIES, "all"))
    print(header)
    for spec in players:
        agent = load_agent(spec)
        table = pass_rates(lambda pos, agent=agent: kaggle_move(agent, pos, act_timeout)[0], scenarios)
        summary["players"][spec] = table
        print(f"{spec[-48:]:<48}" + "".join(f"{table[c]['rate']:>15.0%}" for c in (*CATEGORIES, "all") if c in table),
              flush=True)
        _write("scenarios", summary, out_dir, quiet=True)
    _write("scenarios", summary, out_dir)
    return summary


def bench_sizes(players: list[str], out_dir: str, boards: str, games: int = 20, opening_plies: int = 2,
                act_timeout: float = 2.0, bank: float = 60.0, seed: int = 0) -> dict[str, Any]:
    """Two agents on each board of ``boards`` (``RxCxK,...``), ``games`` games a board from random
    openings under Kaggle's clock (:func:`ladder.sizes.size_match`); the figures are written after
    each board."""
    from ladder.sizes import size_match
    from training.mixture import parse_sizes

    if len(players) != 2:
        raise ValueError(f"bench sizes takes two --players, got {len(players)}")
    geos = parse_sizes(boards)
    figures: dict[str, Any] = {"a": players[0], "b": players[1], "games_per_board": games,
                               "opening_plies": opening_plies, "seed": seed, "act_timeout": act_timeout, "bank": bank,
                               "boards": []}
    print(f"a = {players[0]}\nb = {players[1]}\n{'board':>8} {'a W/D/L':>9} {'a first':>8} {'a second':>8} "
          f"{'plies':>6} {'a mean s':>8} {'b mean s':>8} {'a bank':>7} {'b bank':>7}")
    for geo in geos:
        row = size_match(players[0], players[1], geo, games, opening_plies, act_timeout, bank, seed)
        figures["boards"].append(row)
        print(f"{row['board']:>8} {row['wins']:>3}/{row['draws']}/{row['losses']:<3} "
              f"{'/'.join(map(str, row['first'])):>8} {'/'.join(map(str, row['second'])):>8} "
              f"{row['mean_plies']:>6.1f} {row['a_mean_move_s']:>8.3f} {row['b_mean_move_s']:>8.3f} "
              f"{row['a_max_bank_used_s']:>7.1f} {row['b_max_bank_used_s']:>7.1f}", flush=True)
        _write("sizes", figures, out_dir, quiet=True)
    _write("sizes", figures, out_dir)
    return figures
