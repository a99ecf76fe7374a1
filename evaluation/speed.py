"""Speed benches: the board engine, MCTS and alpha-beta, ladder episodes, the exact solver on the
benchmark sets, and the packaged file's inference (``connectx bench board|mcts|ladder|solver|inference``)."""

from __future__ import annotations

import json
import os
import random
import statistics
import sys
import tempfile
import time
from typing import Any

from agents.board import Position, geometry, random_playout
from agents.players import make_player
from durable.workers import usable_cores
from evaluation.figures import OUT, SHIPPED_NETWORK, timed, write_figures
from training.exact.benchmark import CXX_MEAN_S, read_scores
from training.exact.benchmark import SETS as BENCHMARK_SETS


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

    plies, elapsed = timed(rollout_game, seconds)
    api_plies, api_elapsed = timed(api_game, seconds)
    return {
        "plies_per_s": plies / elapsed,
        "games_per_s": len(results) / elapsed,
        "mean_game_plies": plies / len(results),
        "first_player_win_rate": sum(r == 1 for r in results) / len(results),
        "position_api_plies_per_s": api_plies / api_elapsed,
    }


def bench_board(seconds: float = 3.0, out_dir: str = OUT, seed: int = 0) -> dict[str, Any]:
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
    write_figures("board", summary, out_dir)
    return summary


def bench_mcts(seconds: float = 3.0, out_dir: str = OUT) -> dict[str, Any]:
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
    write_figures("mcts", summary, out_dir)
    return summary


def bench_ladder(seconds: float = 3.0, out_dir: str = OUT, ray: str | None = None) -> dict[str, Any]:
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

    episodes, elapsed = timed(one, seconds)
    figures: dict[str, Any] = {"episodes_per_s": episodes / elapsed}
    print(f"one process : {episodes / elapsed:7.1f} episodes/s")
    workers = usable_cores()
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
    write_figures("ladder", figures, out_dir)
    return figures


def bench_solver(seconds: float = 3.0, out_dir: str = OUT, folder: str | None = None, build: str = "auto",
                 sets: list[str] | None = None, tables: tuple[int, ...] | None = None,
                 weak: bool = False, positions: int | None = None) -> dict[str, Any]:
    """A solver build on each benchmark set, for up to ``seconds`` per set (0: every line) and at
    most its first ``positions`` lines (None: no such limit; a fixed count compares builds on the
    same lines where a time limit would not): mean
    time and nodes per position, nodes per second, how many scores were right, and the ratio of
    the mean time to the published C++ solver's. The sets: the shipped ones, or the two-column
    files in ``folder``. ``weak``: win/draw/loss only (a score right by its sign), as a player
    solves. ``tables``: each a run of the sets with a transposition table of that many entries
    (8 bytes each; kept from one line to the next, as a player keeps it from one move to the
    next), figures under ``tables``; the runs after the first solve the lines the first solved,
    each set with the ratio of its time to the first's (``seconds_ratio``). The first run's
    figures are also at the top level (None: one run, the solver's default size). The JSON is
    rewritten after each set.

    Raises:
        ValueError: a table size the build does not take, or ``positions`` below 1.
    """
    from agents.solver import DEFAULT_TABLE_SIZE, make_solver, weak_value
    from agents.solver.numba_build import NumbaSolver

    if positions is not None and positions < 1:
        raise ValueError(f"positions must be at least 1, got {positions}")

    solvers = [(size, make_solver(geometry(), build, size)) for size in tables or (DEFAULT_TABLE_SIZE,)]
    kind = "numba" if isinstance(solvers[0][1], NumbaSolver) else "python"
    summary: dict[str, Any] = {"build": kind, "weak": weak, "tables": {}}
    first: dict[str, Any] | None = None  # the first table's run, which the others are measured against
    while solvers:
        size, solver = solvers.pop(0)  # its table freed after its run
        solver.solve(Position.from_moves("2252576253462244111563365343671351441"), weak=weak)  # compile first (numba)
        run: dict[str, Any] = {"sets": {}}
        summary["tables"][str(size)] = run
        if first is None:
            first = run
        total_nodes = total_time = 0.0
        for label, name in BENCHMARK_SETS:
            if sets and label not in sets and name not in sets:
                continue
            lines = read_scores(name, folder)
            count = first["sets"][label]["positions"] if run is not first else min(len(lines), positions or len(lines))
            solved = right = nodes = 0
            elapsed = 0.0
            for moves, score in lines[:count]:
                result = solver.solve(Position.from_moves(moves), weak=weak)
                solved += 1
                right += (weak_value(result.score) == weak_value(score)) if weak else result.score == score
                nodes += result.nodes
                elapsed += result.seconds
                if run is first and 0 < seconds <= elapsed:
                    break
            mean = elapsed / solved
            row = run["sets"][label] = {"positions": solved, "of": len(lines), "right": right, "mean_ms": 1000 * mean,
                                        "mean_nodes": nodes / solved, "nodes_per_s": nodes / elapsed,
                                        "ratio_to_cxx": mean / CXX_MEAN_S[label]}
            if run is not first:
                row["seconds_ratio"] = elapsed / (first["sets"][label]["mean_ms"] / 1000 * solved)
            total_nodes += nodes
            total_time += elapsed
            run.update(nodes_per_s=total_nodes / total_time, seconds=total_time)
            summary.update(first)
            print(f"{size:>10,} entries {label:>13}: {solved:>4} of {len(lines)} positions, {right} right, "
                  f"{1000 * mean:9.3f} ms ({mean / CXX_MEAN_S[label]:5.1f}x C++"
                  + (f", {row['seconds_ratio']:.2f}x the first table" if run is not first else "")
                  + f") and {nodes / solved:11,.0f} nodes each, {nodes / elapsed:11,.0f} nodes/s", flush=True)
            write_figures(f"solver-{kind}", summary, out_dir, quiet=True)
    write_figures(f"solver-{kind}", summary, out_dir)
    return summary


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


def _blas_threads(namespace: dict, seconds: float, rounds: int) -> dict[str, Any]:
    """The packaged numpy file's PUCT simulations a second on one OpenBLAS thread (as its agent
    thinks) and on a thread a core (OpenBLAS's own default), alone and beside one process that keeps
    a core busy; the medians of ``rounds`` searches from the empty board each (the four take turns),
    ``seconds`` in all. Empty where the file's numpy runs no OpenBLAS."""
    import importlib
    import subprocess

    libraries = importlib.import_module(namespace["_PACKAGE"] + ".blas_threads").openblas_libraries()
    if not libraries:
        return {}
    cores = usable_cores()
    player, before = namespace["PLAYER"], [lib.threads() for lib in libraries]
    rates: dict[str, list[float]] = {}
    try:
        for _ in range(rounds):
            for busy in (False, True):
                neighbour = subprocess.Popen([sys.executable, "-c", "while True: pass"]) if busy else None
                try:
                    time.sleep(0.1 if busy else 0.0)
                    for name, threads in (("one_blas_thread", 1), ("blas_thread_a_core", cores)):
                        for lib in libraries:
                            lib.set_threads(threads)
                        player.choose(Position(), seconds=seconds / rounds / 4)
                        rates.setdefault(name + ("_beside_busy" if busy else ""), []).append(
                            player.last.simulations / player.last.seconds)
                finally:
                    if neighbour is not None:
                        neighbour.kill()
                        neighbour.wait()
    finally:
        for lib, count in zip(libraries, before, strict=True):
            lib.set_threads(count)
    figures: dict[str, Any] = {"cores": cores}
    figures.update({f"packaged_puct_simulations_per_s_{key}": statistics.median(values)
                    for key, values in rates.items()})
    for where in ("", "_beside_busy"):
        figures[f"one_blas_thread_over_a_core{where}"] = (
            figures[f"packaged_puct_simulations_per_s_one_blas_thread{where}"]
            / figures[f"packaged_puct_simulations_per_s_blas_thread_a_core{where}"])
    rate = {key: figures[f"packaged_puct_simulations_per_s_{key}"] for key in rates}
    print(f"the numpy file's PUCT on one BLAS thread / on {cores}: alone {rate['one_blas_thread']:.0f} / "
          f"{rate['blas_thread_a_core']:.0f} simulations/s, beside a busy process "
          f"{rate['one_blas_thread_beside_busy']:.0f} / {rate['blas_thread_a_core_beside_busy']:.0f}")
    return figures


def _backends(model: Any, onnx_net: Any, numpy_net: Any, seconds: float, rounds: int) -> dict[str, float]:
    """Numpy, onnxruntime and torch on batches of 1, 8 and 16 positions, taking turns in each
    round (:func:`bench_inference`): each one's median milliseconds and positions a second."""
    import torch

    from agents.encoding import encode

    figures: dict[str, float] = {}
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
                calls, elapsed = timed(lambda fn=fn: (fn(), 1)[1], seconds / rounds / len(backends))
                times[name].append(elapsed / calls)
        for name, values in times.items():
            median = statistics.median(values)
            figures[f"{name}_batch{batch}_ms"] = 1000 * median
            figures[f"{name}_batch{batch}_positions_per_s"] = batch / median
        ratio = figures[f"numpy_batch{batch}_ms"] / figures[f"onnxruntime_batch{batch}_ms"]
        figures[f"numpy_over_onnxruntime_batch{batch}"] = ratio
        print(f"batch {batch:>2}: " + ", ".join(f"{n} {figures[f'{n}_batch{batch}_ms']:.3f} ms" for n in backends)
              + f"; numpy / onnxruntime {ratio:.2f}x")
    return figures


def bench_inference(seconds: float = 3.0, out_dir: str = OUT, checkpoint: str = SHIPPED_NETWORK, rounds: int = 7,
                    act_timeout: float = 2.0) -> dict[str, Any]:
    """Network evaluations of a checkpoint's network: numpy (the packaged file's own module, as
    Kaggle loads it), onnxruntime and torch, one thread each (``connectx bench inference`` runs
    with ``OPENBLAS_NUM_THREADS=1``), batch 1, 8 (the packaged PUCT's) and 16; PUCT simulations
    per second inside the packaged file; the numpy file's on one BLAS thread and on a thread a
    core, alone and beside a busy process (:func:`_blas_threads`); and a fresh process that loads
    the packaged file and plays a full game against itself under ``act_timeout`` seconds a move:
    its peak RSS and its first move's time (file execution and weight decoding included).

    The machine is noisy, so each figure is the median of ``rounds`` rounds, the backends taking
    turns within a round (a slow spell falls on all of them alike); the ratios are of medians.
    ``seconds`` is the time of all the rounds of one batch size together."""
    import subprocess

    import torch

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
        figures.update(_backends(model, onnx_net, numpy_net, seconds, rounds))
        player = namespace["PLAYER"]
        rates = []
        for _ in range(rounds):
            player.choose(Position(), seconds=seconds / rounds / 3)
            rates.append(player.last.simulations / player.last.seconds)
        figures["packaged_puct_simulations_per_s"] = statistics.median(rates)
        print(f"PUCT in the packaged file: {figures['packaged_puct_simulations_per_s']:.0f} simulations/s")
        numpy_build, _ = checkpoint_build(checkpoint)
        write(numpy_build, path)
        figures.update(_blas_threads(load(path), seconds, rounds))
        proc = subprocess.run([sys.executable, "-c", _PLAY_ONE_GAME, path, str(act_timeout)],
                              capture_output=True, text=True, timeout=600)
        if proc.returncode != 0:
            raise RuntimeError(f"the packaged file failed to play: {proc.stderr}")
        game = json.loads(proc.stdout.strip().splitlines()[-1])
        figures.update({f"game_{k}": v for k, v in game.items()})
        print(f"a full game in a fresh process: peak RSS {game['peak_rss_mb']:.0f} MB, first move "
              f"{game['first_move_s']:.3f} s (loading included), max move {game['max_move_s']:.3f} s")
    write_figures("inference", figures, out_dir)
    return figures

