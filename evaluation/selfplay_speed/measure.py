"""The measurements of ``bench selfplay``: one timed self-play call (:func:`measure`), the log
that keeps each as it ends (:class:`MeasurementLog`), a stand-in device for the whole pass
(:class:`DeviceStandin`), and how a pipelined call's time splits between its threads
(:func:`overlap`)."""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import sys
import time
from collections.abc import Callable
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


def parallel_launch_us(threads: int, samples: int = 200, gap: float = 0.001) -> float:
    """Microseconds a parallel numba kernel of next to no work takes on ``threads`` threads
    ``gap`` seconds after the last one (the median of ``samples``): what each of a self-play
    step's parallel kernels pays beyond its work, waking OpenMP threads that sleep between
    kernels (``OMP_WAIT_POLICY=passive``, :func:`training.nets.device.share_cores` on CUDA) or
    finding them spinning. Sets numba's thread count for the calling thread."""
    from training.alphazero.selfplay.flight import no_work

    numba.set_num_threads(threads)
    a = np.zeros(max(64, 4 * threads))
    no_work(a)  # compiled, the threads started
    took = []
    for _ in range(samples):
        time.sleep(gap)
        t0 = time.perf_counter()
        no_work(a)
        took.append(time.perf_counter() - t0)
    return 1e6 * float(np.median(took))


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


SPIN_COUNT = 300_000
"""Iterations libgomp's OpenMP threads busy-wait for the next parallel region before they sleep in
``bench selfplay``'s spinning arm (``GOMP_SPINCOUNT``; libgomp's own count where no wait policy
is set; at 100,000 this CPU's threads still spun 1 ms after a kernel), against the trainer's
threads, which sleep at once on CUDA."""


def trees_spinning(sp: Any, start: Position, seconds: float, threads: int) -> dict[str, Any]:
    """The trees alone with ``sp``'s cache on ``threads`` threads (:func:`measure`, its records
    left out) and :func:`parallel_launch_us`, in this process as its OpenMP runtime is set."""
    from training.alphazero.selfplay.network import UniformLeafEvaluator

    out = measure(UniformLeafEvaluator(), sp, start, seconds, threads)
    del out["records"]
    out["parallel_launch_us"] = parallel_launch_us(threads)
    return out


def spinning(fn: Callable[..., dict[str, Any]], *args: Any) -> dict[str, Any]:
    """``fn(*args)`` in a fresh process whose OpenMP threads spin :data:`SPIN_COUNT` iterations
    between kernels (``GOMP_SPINCOUNT``, over any wait policy: a process's OpenMP runtime reads it
    once, when it starts, so this process's threads cannot change)."""
    saved = os.environ.get("GOMP_SPINCOUNT")
    os.environ["GOMP_SPINCOUNT"] = str(SPIN_COUNT)
    try:
        with multiprocessing.get_context("spawn").Pool(1) as pool:
            return pool.apply(fn, args)
    finally:
        if saved is None:
            del os.environ["GOMP_SPINCOUNT"]
        else:
            os.environ["GOMP_SPINCOUNT"] = saved


class DeviceStandin:
    """A stand-in device for :class:`training.alphazero.evaluator.TorchEvaluator`'s whole passes,
    as fast as the network at ``rate`` positions a second: its :meth:`capture`'s replay queues a
    pass of the bucket's positions on it, which takes their count over ``rate`` seconds after the
    passes queued before (one at a time, in order), and answers uniform priors and value 0. The
    host reads the answers after :meth:`events`' end event, whose ``synchronize`` sleeps until the
    device would reach it. So the whole pass's host work runs as on CUDA (the packing, the copies,
    the launch, the wait where the answers are read), beside a device that holds no core, no driver
    and no interpreter lock."""

    def __init__(self, rate: float):
        self.rate = rate
        self.free = 0.0  # when the device has done the passes queued so far (time.perf_counter)

    def capture(self, net: Any, static: Any) -> tuple[Callable[[], None], Any]:
        import torch

        columns = net.encoder.geo.columns
        answers = torch.full((len(static), columns + 1), 1.0 / columns)
        answers[:, columns] = 0.0

        def replay() -> None:
            self.free = max(time.perf_counter(), self.free) + len(static) / self.rate
        return replay, answers

    def events(self, blocking: bool) -> tuple[StandinEvent, StandinEvent]:
        """A launch's start and end events on this device (``blocking`` aside: its waits sleep)."""
        return StandinEvent(self), StandinEvent(self)


class StandinEvent:
    """An event of a :class:`DeviceStandin`, as :class:`torch.cuda.Event` with timing: ``record()``
    marks when the device gets there (once the passes queued so far are done), ``synchronize()``
    sleeps until then, ``elapsed_time(end)`` is the milliseconds from this one's mark to ``end``'s."""

    def __init__(self, device: DeviceStandin):
        self.device, self.at = device, 0.0

    def record(self) -> None:
        self.at = max(time.perf_counter(), self.device.free)

    def synchronize(self) -> None:
        time.sleep(max(0.0, self.at - time.perf_counter()))

    def elapsed_time(self, end: StandinEvent) -> float:
        return 1000 * (end.at - self.at)


def overlap(measured: dict[str, Any], trees_alone: dict[str, Any], network_rate: float) -> dict[str, float]:
    """How a pipelined measurement's two threads shared the time of a network call: ``call_ms``
    (the wall time over the calls), ``trees_ms`` (the trees' thread's own part of it: all but its
    wait for the network), ``network_ms`` (the network's own, a call), ``overlap_share``
    (``(trees + network - call) / min(trees, network)``: 1 where the shorter was hidden behind the
    longer, 0 where they took turns), and each against itself alone: ``trees_slowdown`` (against
    ``trees_alone``'s own part of a call, the trees with a uniform evaluator on the same threads)
    and ``network_slowdown`` (against the network alone at ``network_rate`` positions a second,
    on the call's mean batch padded to its bucket)."""
    from training.alphazero.evaluator import batch_bucket

    def call_ms(m: dict[str, Any]) -> float:
        return 1000 * m["seconds"] / max(1, m["calls"])

    def trees_ms(m: dict[str, Any]) -> float:  # all of a call but the trees' thread's wait
        return call_ms(m) * (1 - m["wait_share_of_time"])

    call, trees, network = call_ms(measured), trees_ms(measured), measured["network_ms_per_call"]
    alone = trees_ms(trees_alone)
    return {"call_ms": call, "trees_ms": trees, "network_ms": network,
            "overlap_share": (trees + network - call) / max(1e-9, min(trees, network)),
            "trees_slowdown": trees / max(1e-9, alone),
            "network_slowdown": network * network_rate / 1000 / batch_bucket(max(1, round(measured["mean_batch"])))}


def busy(measured: dict[str, Any]) -> str:
    """``", GPU busy N%"`` where a measurement has the GPU's load, else nothing."""
    pct = measured.get("gpu_utilisation_pct")
    return "" if pct is None else f", GPU busy {pct:.0f}%"


def graphs_arm_line(arm: str, what: str, measured: dict[str, Any], after: str) -> str:
    """A line of the report for one arm of the graphs: ``what`` (said to be without the cache
    where ``arm`` is), its simulations a second and the GPU's load, then ``after``."""
    return (f"    {'without the evaluation cache, ' if 'no_cache' in arm else ''}{what}: "
            f"{measured['simulations_per_s']:,.0f} simulations/s{busy(measured)}{after}")


def trees_thread_line(measured: dict[str, Any]) -> str:
    """Where the trees' thread's time went in one measurement, as a line."""
    return ", ".join(f"{what} {measured[f'{part}_share_of_time']:.0%}" for part, what in TREES_THREAD.items()) + (
        f" ({measured['rest_ms_per_call']:.2f} ms a network call)")
