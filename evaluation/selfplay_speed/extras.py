"""The arms of ``bench selfplay`` beyond one board's self-play: one iteration's games as the
trainer plays them (labelled beside where the preset labels so), a mixture of boards, workers on a
Ray cluster, and the learner's side of a chunk of games."""

from __future__ import annotations

import os
import tempfile
import time
from dataclasses import replace
from typing import Any

import numpy as np

from agents.board import Position


def bench_iteration(config: Any, evaluator: Any, start: Position,
                    labelling: list[tuple[int, int, int]] = ()) -> dict[str, Any]:
    """One iteration's games (``config.games_per_iteration``) as the trainer plays them, in chunks
    of twice the games in flight: every game begun played to its end (each chunk ends on a tail of
    ever fewer games), and with the games carried over from call to call
    (``selfplay.carry_over``; timed after one iteration's games have filled the flight, as from
    the trainer's second iteration on). Simulations per second, the mean batch, and network calls
    per position played; ``carry_ratio``: carried over against played to their end.

    Where ``config`` labels the games beside self-play (``exact_overlap``), the carried-over
    iteration again once for each ``(threads, nice, apart)`` of ``labelling``, as the trainer
    labels it: each step's finished games handed to that many exact targets' solver threads (each
    with its own table, their niceness raised by ``nice``; with ``apart`` cores set apart for them,
    :func:`training.nets.device.cores_apart`, and the trees' threads on the rest), each chunk's end
    waiting for them (``iteration_labelled_THREADSxNICE_...``, or ``iteration_labelled_APARTapart_...``
    with cores set apart: the figures above with the wait counted, ``wait_seconds``,
    ``labels`` and ``label_share`` of the games' positions, ``solver_seconds`` summed over the
    threads, and ``ratio`` against the carried-over iteration without labelling)."""
    from training.alphazero.selfplay.flight import GamesInFlight, self_play

    games, chunk = config.games_per_iteration, 2 * config.selfplay.parallel_games
    ended = _timed(lambda n, first: self_play(evaluator, n, config.selfplay, start,
                                              np.random.default_rng(first))[1], games, chunk)
    flight = GamesInFlight([(start, 1)], replace(config.selfplay, carry_over=True), np.random.default_rng(0),
                           carry_over=True)
    for first in range(0, games, chunk):  # the first iteration: the flight fills
        filled = flight.play(evaluator, min(chunk, games - first))[0]
    carried = _timed(lambda n, first: flight.play(evaluator, n)[1], games, chunk)
    out = {f"iteration_{way}_{key}": value for way, figures in (("ended", ended), ("carried", carried))
           for key, value in figures.items()}
    out.update(iteration_games=games, carry_ratio=carried["simulations_per_s"] / max(1e-9, ended["simulations_per_s"]))
    print(f"  one iteration's {games:,} games, chunks of {chunk:,}: every game to its end "
          f"{ended['simulations_per_s']:,.0f} simulations/s (mean batch {ended['mean_batch']:,.0f}, "
          f"{ended['calls_per_position']:.2f} network calls a position); carried over "
          f"{carried['simulations_per_s']:,.0f} (mean batch {carried['mean_batch']:,.0f}, "
          f"{carried['calls_per_position']:.2f}): {out['carry_ratio']:.2f}x")
    if config.exact_min_ply is not None and config.exact_overlap:
        for threads, nice, apart in labelling:
            out.update(_labelled_iteration(config, evaluator, flight, filled, carried, (threads, nice, apart)))
    return out


def _timed(play: Any, games: int, chunk: int) -> dict[str, float]:
    """``games`` games played by ``play(n, first)`` (which returns the call's stats) in chunks of
    ``chunk``: simulations a second, seconds, the mean batch and network calls a position."""
    totals = {"simulations": 0, "moves": 0, "calls": 0, "positions": 0}
    t0 = time.perf_counter()
    for first in range(0, games, chunk):
        stats = play(min(chunk, games - first), first)
        for key, value in (("simulations", stats.simulations), ("moves", stats.moves),
                           ("calls", stats.network_calls), ("positions", stats.network_positions)):
            totals[key] += value
    elapsed = time.perf_counter() - t0
    return {"simulations_per_s": totals["simulations"] / elapsed, "seconds": elapsed,
            "mean_batch": totals["positions"] / max(1, totals["calls"]),
            "calls_per_position": totals["calls"] / max(1, totals["moves"])}


def _labelled_iteration(config: Any, evaluator: Any, flight: Any, filled: list, carried: dict[str, float],
                        placement: tuple[int, int, int]) -> dict[str, Any]:
    """The carried-over iteration with its games labelled beside on ``(threads, nice, apart)``
    (:func:`bench_iteration`), its figures named for the placement."""
    from training.alphazero.exact_targets import ExactStats, ExactTargets
    from training.nets.device import cores_apart, share_cores

    threads, nice, apart = placement
    games, chunk = config.games_per_iteration, 2 * config.selfplay.parallel_games
    stats, positions, waited = ExactStats(), [0], [0.0]

    def play(n: int, first: int) -> Any:
        parts: list = []

        def ended(records: list) -> None:
            positions[0] += sum(len(r.values) for r in records)
            parts.append(exact.submit(records))

        result = flight.play(evaluator, n, finished=ended)[1]
        t0 = time.perf_counter()
        for part in parts:
            stats.add(part.result())
        waited[0] += time.perf_counter() - t0
        return result

    try:
        with cores_apart(apart) as cores:
            trees = share_cores(evaluator.device)  # on the cores left
            exact = ExactTargets.from_config(config, threads, nice=nice, cores=cores)
            exact.apply(filled[:2])  # the solver compiled (once a process) before the timing
            row = _timed(play, games, chunk)
            exact.close()
    finally:
        share_cores(evaluator.device)
    row = {**row, "wait_seconds": waited[0], "labels": stats.solved, "label_share": stats.solved / max(1, positions[0]),
           "solver_seconds": stats.seconds, "ratio": row["simulations_per_s"] / max(1e-9, carried["simulations_per_s"])}
    name, where = ((f"{apart}apart", f"{apart} cores set apart ({trees} trees' threads on the rest)") if apart
                   else (f"{threads}x{nice}", f"{threads} solver threads at niceness {nice}"))
    print(f"  carried over, labelled beside on {where}: "
          f"{row['simulations_per_s']:,.0f} simulations/s ({row['ratio']:.2f}x), {row['seconds']:.1f} s of which "
          f"{row['wait_seconds']:.1f} s waited for the solver; {row['labels']:,} labels "
          f"({row['label_share']:.1%} of the positions), the solver's threads {row['solver_seconds']:.0f} s")
    return {f"iteration_labelled_{name}_{key}": value for key, value in row.items()}


def bench_boards(spec: str, config: Any, dev: Any, seconds: float) -> dict[str, Any]:
    """Self-play over a mixture in chunks of twice the games in flight, as the trainer plays it
    (:func:`training.alphazero.mixture.self_play_boards`), for ``seconds``, then the same padded network on
    the preset's board alone: what the mixture costs beyond the larger frame. Before each, one
    whole chunk with a uniform evaluator: the network calls a chunk takes and their mean batch
    (what a GPU's throughput follows, measured without one: fewer, fuller calls for the same
    games)."""
    import torch

    from training.alphazero.boards import describe, frame, parse_boards
    from training.alphazero.evaluator import TorchEvaluator
    from training.alphazero.mixture import self_play_boards
    from training.alphazero.selfplay.network import UniformLeafEvaluator
    from training.nets.model import PolicyValueNet

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


def bench_ray(address: str, config: Any, model: Any, seconds: float,
                        alone: dict[str, Any]) -> dict[str, Any]:
    """Self-play on Ray beside one process's (``alone``): one actor per CPU of the cluster, each
    with the network and ``selfplay.parallel_games`` games in flight, all playing ``seconds`` at
    once after a warm-up (compilation); then what the learner can absorb: the seconds to add a
    chunk of games to the replay window and to save the window when full (it is saved after every
    chunk), and so the workers one learner can feed at the measured rate per worker."""
    from distributed.cluster import cluster_cpus, connect
    from distributed.selfplay import RaySelfPlay, RaySettings
    start = time.perf_counter()
    cpus = cluster_cpus(connect(address))
    joined = time.perf_counter() - start
    pool = RaySelfPlay(config.to_dict(), RaySettings(address, workers=cpus), seed=0)
    pool.publish(model)
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
    window = window_figures(config.replay_capacity, chunk, 2 * config.selfplay.parallel_games)  # a worker's chunk
    chunk_positions = 2 * config.selfplay.parallel_games * per_game
    absorb = chunk_positions / (window["replay_add_seconds"] + window["replay_save_seconds_full_window"])
    per_worker = simulations / elapsed / cpus / config.selfplay.simulations  # positions/s, free of the waves
    figures = {"ray_start_seconds": joined, "ray_workers": cpus,
               "ray_network_simulations_per_s": simulations / elapsed, "ray_positions_per_s": moves / elapsed,
               "ray_positions_per_s_per_worker_from_simulations": per_worker,
               # simulations, not positions: 128 games in flight move almost together, so the moves
               # finished in a few seconds come in waves
               "ray_ratio_vs_one_process": (simulations / elapsed) / max(1e-9, alone["network_simulations_per_s"]),
               "ray_chunk_of_8_games_seconds": chunk_seconds, "learner_absorbs_positions_per_s": absorb,
               "workers_one_learner_can_feed": absorb / max(1e-9, per_worker)}
    print(f"  on Ray, {cpus} actors of one CPU: {simulations / elapsed:,.0f} simulations/s, "
          f"{moves / elapsed:,.1f} positions/s ({figures['ray_ratio_vs_one_process']:.2f}x one process; "
          f"joining took {joined:.1f} s)")
    print(f"  the learner absorbs {absorb:,.0f} positions/s (saving a full window of "
          f"{window['replay_window_positions']:,} positions after each chunk): about "
          f"{figures['workers_one_learner_can_feed']:,.0f} workers "
          f"at {per_worker:,.1f} positions/s each")
    return figures


def window_figures(capacity: int, records: list, games: int) -> dict[str, Any]:
    """The learner's side of a chunk of ``games`` games (cycled from ``records``): the seconds to
    add it to a full replay window of ``capacity`` positions, and to save that window (the trainer
    saves it after every chunk)."""
    from training.alphazero.replay import ReplayBuffer

    chunk = [records[i % len(records)] for i in range(games)]
    window = ReplayBuffer(capacity)
    reps = capacity // max(1, sum(len(r.moves) for r in chunk)) + 1
    window.add(chunk * reps)  # a full window of real positions
    t0 = time.perf_counter()
    window.add(chunk)
    add_seconds = time.perf_counter() - t0
    with tempfile.TemporaryDirectory() as tmp:
        t0 = time.perf_counter()
        window.save(os.path.join(tmp, "replay.npz"))
        save_seconds = time.perf_counter() - t0
    return {"replay_window_positions": len(window), "replay_chunk_games": games, "replay_add_seconds": add_seconds,
            "replay_save_seconds_full_window": save_seconds}
