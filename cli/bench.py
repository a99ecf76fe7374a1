"""Benchmarks behind ``connectx bench``: each prints a table and, as its last line, a JSON object,
and writes that object to ``OUT/NAME.json``."""

from __future__ import annotations

import json
import os
import platform
import random
import time
from collections.abc import Callable
from typing import Any

from agents.board import Position, geometry, random_playout
from agents.players import make_player


def _write(name: str, figures: dict[str, Any], out_dir: str) -> None:
    figures = {"bench": name, "python": platform.python_version(), "machine": platform.machine(),
               "cpus": os.cpu_count(), **figures}
    os.makedirs(out_dir, exist_ok=True)
    path = os.path.join(out_dir, f"{name}.json")
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        json.dump(figures, f, indent=2)
    os.replace(tmp, path)
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


def bench_ladder(seconds: float, out_dir: str) -> dict[str, Any]:
    """Episodes per second of random against random through kaggle-environments: one process
    (``play_episode`` in a loop), and a whole ``run_ladder`` with one worker per core (process
    start-up, storage and all) into a throw-away store."""
    import tempfile

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
    _write("ladder", figures, out_dir)
    return figures


def bench_selfplay(seconds: float, out_dir: str) -> dict[str, Any]:
    """Self-play throughput of the ``cpu`` preset's network and search in one process (one
    thread), and where the time goes: the network's forward passes, the tree (PUCT selection,
    expansion, backup, moves), and the rest."""
    import torch

    from agents.search.puct import UniformEvaluator
    from training.alphazero import PRESETS
    from training.evaluator import TorchEvaluator
    from training.model import PolicyValueNet
    from training.selfplay import self_play

    torch.set_num_threads(1)
    config = PRESETS["cpu"]
    model = PolicyValueNet(config.net)

    class Timed(TorchEvaluator):
        seconds = 0.0

        def evaluate_batch(self, positions):
            t = time.perf_counter()
            out = super().evaluate_batch(positions)
            Timed.seconds += time.perf_counter() - t
            return out

    evaluator = Timed(model, torch.device("cpu"))
    start = Position()
    rng = random.Random(0)
    games = positions = sims = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        records, n = self_play(evaluator, config.selfplay.parallel_games, config.selfplay, start, rng)
        games += len(records)
        positions += sum(len(r.moves) for r in records)
        sims += n
    elapsed = time.perf_counter() - t0
    t1 = time.perf_counter()
    _, tree_sims = self_play(UniformEvaluator(), 8, config.selfplay, start, rng)
    tree_s_per_sim = (time.perf_counter() - t1) / tree_sims
    network_share = Timed.seconds / elapsed
    tree_share = min(1.0 - network_share, tree_s_per_sim * sims / elapsed)
    figures = {
        "selfplay_positions_per_s": positions / elapsed, "selfplay_games_per_s": games / elapsed,
        "simulations_per_s": sims / elapsed, "network_positions_per_s": evaluator.positions / Timed.seconds,
        "mean_batch": evaluator.positions / max(1, evaluator.calls),
        "share_network": network_share, "share_tree": tree_share,
        "share_other": max(0.0, 1.0 - network_share - tree_share),
        "workers": 1, "net": f"{config.net.blocks}x{config.net.filters}",
        "simulations_per_move": config.selfplay.simulations,
    }
    print(f"self-play ({figures['net']} net, {config.selfplay.simulations} simulations/move, one core): "
          f"{figures['selfplay_positions_per_s']:.1f} positions/s, {figures['simulations_per_s']:.0f} simulations/s; "
          f"time: network {network_share:.0%}, tree {tree_share:.0%}, other {figures['share_other']:.0%}")
    _write("selfplay", figures, out_dir)
    return figures
