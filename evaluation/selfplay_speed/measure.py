"""The measurements of ``bench selfplay``: one timed self-play call (:func:`measure`), and the log
that keeps each as it ends (:class:`MeasurementLog`)."""

from __future__ import annotations

import contextlib
import sys
import time
from dataclasses import replace
from typing import Any

import numba
import numpy as np

from agents.board import Position
from evaluation.figures import write_figures
from training.collector import objects_frozen

TREES_THREAD = {"walk": "walks and expansions", "cache": "the cache's lookups, answers and stores",
                 "wait": "waiting for the network", "moves": "the moves made", "records": "the ended games' records",
                 "begin": "games begun", "rest": "the rest"}
"""The parts of the trees' thread's time that ``bench selfplay`` reports (``SelfPlayStats``'
``*_seconds``; the rest: the leaves' packing, the hand-offs, the Python between)."""

SERIAL_PARTS = ("moves", "records", "begin", "rest")
"""The parts of the trees' thread that are not split over numba's threads, or only partly (the
Gumbel searches' conclusions in the moves made): ``bench selfplay`` gives each in milliseconds a
network call, on one core and on all."""


class MeasurementLog:
    """``bench selfplay``'s measurements as each ends, so that a bench stopped by a time limit
    leaves every one made before it: the arm's name, the seconds since the bench began (``at_s``)
    and its numbers (lists and records left out), a line each on stderr, all of them written
    (atomically) to ``out_dir/selfplay.json`` as ``measurements`` with ``complete`` false, until
    the bench writes its figures there."""

    def __init__(self, out_dir: str):
        self.out_dir, self.arms, self.began = out_dir, [], time.perf_counter()

    def add(self, arm: str, measured: dict[str, Any], network: bool = False) -> None:
        """Log ``measured`` (one measurement's figures) as ``arm``; ``network``: its line says how
        busy the network was (not for the trees alone)."""
        at = time.perf_counter() - self.began
        self.arms.append({"arm": arm, "at_s": at, **{name: value for name, value in measured.items()
                                                      if value is None or isinstance(value, (int, float))}})
        if "simulations_per_s" in measured:
            what = f"{measured['simulations_per_s']:,.0f} simulations/s, mean batch {measured['mean_batch']:,.0f}"
            if network:
                what += f", the network busy {measured['network_thread_share']:.0%}"
            what += busy(measured)
        else:
            what = f"alone {measured['network_alone_positions_per_s']:,.0f} positions/s"
        print(f"  {at:7.1f} s  {arm}: {what}", file=sys.stderr, flush=True)
        write_figures("selfplay", {"complete": False, "measurements": self.arms}, self.out_dir, quiet=True)


def measure(evaluator: Any, sp: Any, start: Position, seconds: float, threads: int, cache: bool = True,
            groups: int | None = None, device: Any = None) -> dict[str, Any]:
    """Self-play of ``sp`` (its cache off unless ``cache``; ``groups`` pipeline groups instead of
    its own) from ``start`` with ``evaluator`` on ``threads`` of numba's threads for ``seconds``:
    the rates, the mean batch, and where the trees' thread's time went. Measured as a
    training run plays past its first iteration: after a warm-up of a quarter as long, whose games
    go on in the measured call (:class:`~training.alphazero.selfplay.flight.GamesInFlight`'s
    ``carry_over``), so every ply of a game is in flight and the games' common opening, whose
    positions the cache answers and whose batches are small, is behind; the cache starts empty, as
    each of the run's calls does. The objects made before it are out of the garbage collector's
    scans meanwhile, as in a training run (:func:`training.collector.objects_frozen`). With a CUDA
    ``device``, its GPU's utilisation sampled over the timed call (``gpu_utilisation_pct``, 0-100;
    None elsewhere)."""
    from training.alphazero.selfplay.flight import GamesInFlight, self_play
    from training.nets.device import GpuUtilisation

    numba.set_num_threads(threads)
    play = sp if cache else replace(sp, cache_entries=0)
    play = play if groups is None else replace(play, pipeline_groups=groups)
    with objects_frozen():  # as the trainer runs: the earlier measurements' garbage collected, the rest frozen
        self_play(evaluator, 2, replace(play, parallel_games=2), start, np.random.default_rng(1))  # compile
        flight = GamesInFlight([(start, 1 << 30)], play, np.random.default_rng(0), carry_over=True)
        flight.play(evaluator, 1 << 30, seconds=seconds / 4)  # the warm-up, its games going on below
        with GpuUtilisation(device) if device is not None else contextlib.nullcontext() as busy:
            t0 = time.perf_counter()
            records, stats = flight.play(evaluator, 1 << 30, seconds=seconds)
            elapsed = time.perf_counter() - t0
    parts = {part: getattr(stats, f"{part}_seconds") for part in TREES_THREAD if part != "rest"}
    parts["rest"] = elapsed - sum(parts.values())
    return {"simulations_per_s": stats.simulations / elapsed, "positions_per_s": stats.moves / elapsed,
            "mean_batch": stats.network_positions / max(1, stats.network_calls), "seconds": elapsed,
            "calls": stats.network_calls,
            "evaluations_per_s": stats.network_positions / elapsed,
            "cache_hit_share": stats.cache_hits / max(1, stats.cache_hits + stats.network_positions),
            "cache_ms_per_call": 1000 * stats.cache_seconds / max(1, stats.network_calls),
            **{f"{part}_share_of_time": seconds / elapsed for part, seconds in parts.items()},
            **{f"{part}_ms_per_call": 1000 * parts[part] / max(1, stats.network_calls) for part in SERIAL_PARTS},
            "network_thread_share": stats.network_seconds / elapsed,
            "network_ms_per_call": 1000 * stats.network_seconds / max(1, stats.network_calls),
            "gpu_utilisation_pct": None if busy is None else busy.mean(), "records": records}


def busy(measured: dict[str, Any]) -> str:
    """``", GPU busy N%"`` where a measurement has the GPU's load, else nothing."""
    pct = measured.get("gpu_utilisation_pct")
    return "" if pct is None else f", GPU busy {pct:.0f}%"


def trees_thread_line(measured: dict[str, Any]) -> str:
    """Where the trees' thread's time went in one measurement, as a line."""
    return ", ".join(f"{what} {measured[f'{part}_share_of_time']:.0%}" for part, what in TREES_THREAD.items()) + (
        f" ({measured['rest_ms_per_call']:.2f} ms a network call)")
