"""The arms of ``bench selfplay`` beyond one board's self-play: one iteration's games as the
trainer plays them, a mixture of boards, and the learner's side of a chunk of games."""

from __future__ import annotations

import os
import tempfile
import time
from dataclasses import replace
from typing import Any

import numpy as np

from agents.board import Position


def bench_iteration(config: Any, evaluator: Any, start: Position) -> dict[str, Any]:
    """One iteration's games (``config.games_per_iteration``) as the trainer plays them, in chunks
    of twice the games in flight: every game begun played to its end (each chunk ends on a tail of
    ever fewer games), and with the games carried over from call to call
    (``selfplay.carry_over``; timed after one iteration's games have filled the flight, as from
    the trainer's second iteration on). Simulations per second, the mean batch, and network calls
    per position played; ``carry_ratio``: carried over against played to their end."""
    from training.alphazero.selfplay.flight import GamesInFlight, self_play

    games, chunk = config.games_per_iteration, 2 * config.selfplay.parallel_games
    ended = _timed(lambda n, first: self_play(evaluator, n, config.selfplay, start,
                                              np.random.default_rng(first))[1], games, chunk)
    flight = GamesInFlight([(start, 1)], replace(config.selfplay, carry_over=True), np.random.default_rng(0),
                           carry_over=True)
    for first in range(0, games, chunk):  # the first iteration: the flight fills
        flight.play(evaluator, min(chunk, games - first))
    carried = _timed(lambda n, first: flight.play(evaluator, n)[1], games, chunk)
    out = {f"iteration_{way}_{key}": value for way, figures in (("ended", ended), ("carried", carried))
           for key, value in figures.items()}
    out.update(iteration_games=games, carry_ratio=carried["simulations_per_s"] / max(1e-9, ended["simulations_per_s"]))
    print(f"  one iteration's {games:,} games, chunks of {chunk:,}: every game to its end "
          f"{ended['simulations_per_s']:,.0f} simulations/s (mean batch {ended['mean_batch']:,.0f}, "
          f"{ended['calls_per_position']:.2f} network calls a position); carried over "
          f"{carried['simulations_per_s']:,.0f} (mean batch {carried['mean_batch']:,.0f}, "
          f"{carried['calls_per_position']:.2f}): {out['carry_ratio']:.2f}x")
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
