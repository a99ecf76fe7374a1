"""``connectx bench selfplay``: the arms of :mod:`evaluation.selfplay_speed.arms` run in order on
one bench, their figures written as each group ends, then the longer arms of
:mod:`evaluation.selfplay_speed.extras`."""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import numba
import numpy as np

from agents.board import Position, geometry
from evaluation.figures import OUT, write_figures
from evaluation.selfplay_speed import arms
from evaluation.selfplay_speed import extras as extras_module
from evaluation.selfplay_speed.measure import MeasurementLog


def bench_selfplay(seconds: float = 3.0, out_dir: str = OUT, device: str = "auto", preset: str | None = None,
                   search: str | None = None, games: int | None = None,
                   boards: str | None = None, net: tuple[int, int] | None = None,
                   groups: tuple[int, ...] | None = None, iteration: bool = False,
                   amp: bool | None = None, cache_entries: int | None = None,
                   capture: Callable | None = None) -> dict[str, Any]:
    """Self-play throughput of the batched search (:mod:`training.alphazero.selfplay`), each
    measurement over ``seconds`` of play, written to ``out_dir/selfplay.json`` with every
    measurement as it ends (``measurements``; ``complete`` false until the figures are written),
    so that a bench stopped by a time limit leaves what it measured. The arms, in order
    (:mod:`evaluation.selfplay_speed.arms`): the trees alone; the preset's network on ``device``
    with the evaluation cache and without; on CUDA (or with ``capture``, a stand-in for CUDA's
    graph capture that tests pass) the CUDA graphs; the network compiled by TorchInductor; each
    count of pipeline groups in ``groups`` beyond the first; and the network alone (its ceiling).
    Then, as asked: with ``iteration``, one iteration's games as the trainer plays them
    (:func:`~evaluation.selfplay_speed.extras.bench_iteration`); with ``boards`` (a mixture), the
    mixture's padded network.

    Args:
        preset: the AlphaZero preset measured (None: ``gpu`` on CUDA, else ``cpu``); ``search``,
            ``games`` (games in flight), ``net`` (``(blocks, filters)``), ``amp`` and
            ``cache_entries``: instead of the preset's.

    Raises:
        ValueError: settings the preset's checks refuse (a negative ``cache_entries``).
    """
    b = _bench(seconds, out_dir, device, preset, search, games, net, groups, amp, cache_entries, capture)
    figures = _describe(b)
    figures.update(arms.trees(b))
    figures.update(arms.network(b))
    if b.graphs_on:
        figures.update(arms.graphs(b))
    figures.update(arms.compiled(b))
    figures.update(arms.groups(b, list(groups or ())[1:]))
    figures.update(arms.network_alone(b))
    figures.update(_learner(b))
    print(f"self-play, {b.sp.search} {b.sp.simulations} simulations/move, {b.sp.parallel_games} games in flight:")
    print("\n".join(b.lines))
    figures["measurements"] = b.log.arms
    write_figures("selfplay", {**figures, "complete": False}, out_dir,
                  quiet=True)  # kept should a longer arm below not end (a time limit)
    figures.update(_extras(b, iteration, boards))
    figures["complete"] = True
    write_figures("selfplay", figures, out_dir)
    return figures


def _bench(seconds: float, out_dir: str, device: str, preset: str | None, search: str | None, games: int | None,
           net: tuple[int, int] | None, groups: tuple[int, ...] | None, amp: bool | None,
           cache_entries: int | None, capture: Callable | None) -> arms.Bench:
    """The bench's preset, settings, device and network, as :func:`bench_selfplay` is asked."""
    import torch

    from training.alphazero.config import PRESETS
    from training.alphazero.selfplay.config import with_search
    from training.nets.device import choose_device, share_cores
    from training.nets.model import PolicyValueNet

    dev = choose_device(device)
    beside = share_cores(dev)  # the trees' threads beside the network (CUDA: two cores left, threads sleeping)
    config = PRESETS[preset or ("gpu" if dev.type == "cuda" else "cpu")]
    if net is not None:
        config = replace(config, net=replace(config.net, blocks=net[0], filters=net[1]))
    if amp is not None:
        config = replace(config, amp=amp)
    sp = config.selfplay if search is None else with_search(config.selfplay, search)
    if games is not None:
        sp = replace(sp, parallel_games=games)
    if cache_entries is not None:
        sp = replace(sp, cache_entries=cache_entries)  # SelfPlayConfig refuses a negative count
    if groups:
        sp = replace(sp, pipeline=True, pipeline_groups=groups[0])
    name = torch.cuda.get_device_name(dev) if dev.type == "cuda" else "cpu"
    b = arms.Bench(config, sp, dev, name, os.cpu_count() or 1, Position(geometry(config.rows, config.columns,
                                                                                 config.inarow)),
                   beside, seconds, MeasurementLog(out_dir), capture)
    torch.manual_seed(0)
    b.model = PolicyValueNet(config.net).to(dev)
    return b


def _describe(b: arms.Bench) -> dict[str, Any]:
    """What the bench measures: the machine, the network and the settings."""
    sp = b.sp
    return {"device": b.device_name, "cores": b.cores, "numba_threads": numba.config.NUMBA_NUM_THREADS,
            "numba_threading_layer": numba.threading_layer(), "numba_threads_beside_network": b.beside,
            "omp_wait_policy": os.environ.get("OMP_WAIT_POLICY", "default"),
            "net": f"{b.config.net.blocks}x{b.config.net.filters}", "search": sp.search,
            "simulations_per_move": sp.simulations, "games_in_flight": sp.parallel_games,
            "leaves_per_game": sp.leaves_per_game, "pipeline": sp.pipeline,
            "pipeline_groups": sp.pipeline_groups if sp.pipeline else 1, "compile_network": b.config.compile_network}


def _learner(b: arms.Bench) -> dict[str, Any]:
    """The learner's side of a chunk of the games played (a few played out where a short
    measurement ended none)."""
    from training.alphazero.selfplay.flight import self_play
    from training.alphazero.selfplay.network import UniformLeafEvaluator

    records = (b.runs["network"]["records"] or b.runs["tree_all_cores"]["records"]
               or b.runs["tree_one_core"]["records"]
               or self_play(UniformLeafEvaluator(), 8, replace(b.sp, parallel_games=8), b.start,
                            np.random.default_rng(2))[0])
    figures = extras_module.window_figures(b.config.replay_capacity, records, b.sp.parallel_games)
    b.lines.append(f"  the learner: a chunk of {b.sp.parallel_games} games into a full window of "
                   f"{figures['replay_window_positions']:,} positions in {figures['replay_add_seconds']:.3f} s, "
                   f"the window saved in {figures['replay_save_seconds_full_window']:.2f} s")
    return figures


def _extras(b: arms.Bench, iteration: bool, boards: str | None) -> dict[str, Any]:
    """The longer arms, as asked: one iteration, a mixture of boards."""
    out: dict[str, Any] = {}
    config = replace(b.config, selfplay=b.sp)
    if iteration:
        out.update(extras_module.bench_iteration(config, b.evaluator(), b.start))
    if boards is not None:
        out.update(extras_module.bench_boards(boards, config, b.dev, b.seconds))
    return out
