"""Self-play speed (``connectx bench selfplay``): simulations and positions per second of the batched
engine on the training device, one padded network over a mixture of boards, workers on a Ray
cluster, and how busy the GPU is."""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import sys
import tempfile
import time
from collections.abc import Callable
from typing import Any

import numba
import numpy as np

from agents.board import Position, geometry
from evaluation.figures import OUT, cudnn_benchmark, write_figures
from training.collector import objects_frozen


def bench_selfplay(seconds: float = 3.0, out_dir: str = OUT, device: str = "auto", preset: str | None = None,
                   search: str | None = None, games: int | None = None, ray: str | None = None,
                   boards: str | None = None, net: tuple[int, int] | None = None,
                   groups: tuple[int, ...] | None = None, iteration: bool = False,
                   amp: bool | None = None, label_threads: tuple[int, ...] | None = None,
                   label_nice: tuple[int, ...] = (0, 19), label_cores: tuple[int, ...] = (),
                   cache_entries: int | None = None, beside_training: bool = False,
                   lanes: tuple[int, ...] = (), capture: Callable | None = None) -> dict[str, Any]:
    """Self-play throughput of the batched search (:mod:`training.alphazero.selfplay`), each figure over
    ``seconds`` of play: simulations per second with a uniform evaluator (the tree's own cost, on one
    core and on every core, with the trees' thread's parts that are not split over numba's threads,
    ``tree_{moves,records,begin,rest}_ms_per_call_*``; where the preset keeps an evaluation cache,
    also with it on the trees' threads beside the network, ``tree_cache_*``, as the trainer plays,
    and again in a process whose OpenMP threads spin between kernels, ``spinning_ratio``; and a
    parallel kernel's launch there, ``parallel_launch_us``, ``parallel_launch_us_spinning``) and
    with the preset's network on ``device``
    (CUDA: GPU utilisation sampled over each timed call), the mean batch per network call, and the ratios
    against :data:`training.alphazero.selfplay.SELFPLAY_BEFORE`. Each measurement is logged as it
    ends (:class:`MeasurementLog`: ``measurements``, ``complete`` false until the figures are
    written), so a bench stopped by a time limit leaves what it measured. With ``ray`` (an address): the same
    network played by Ray actors, one per CPU of that cluster, beside it (see
    :func:`_bench_selfplay_ray`). With ``boards`` (a mixture,
    :func:`training.alphazero.mixture.parse_boards`): the mixture's padded network playing the mixture
    as the trainer does, and the same network on the preset's board alone, beside it (see
    :func:`_bench_selfplay_boards`). ``net``: ``(blocks, filters)`` instead of the preset's network.
    Where the preset keeps an evaluation cache (or ``cache_entries`` slots of one, instead of the
    preset's), the network is measured with it and again without it (``cache_ratio``); on CUDA also
    without padding the batches to a few sizes (``bucket_ratio``), and replayed from CUDA graphs
    (``graph_ratio``: a second measurement with the graphs of the first, which captured one a batch size
    on its way; each call's whole evaluation a graph, against only the network's: ``whole_pass_ratio``)
    and, with a cache, replayed so without it too (``graph_cache_ratio``, after a pass half as long
    that makes the graphs of its larger batches), and from the same graphs with each call's wait
    asleep on events of blocking synchronisation (``blocking_sync_ratio``,
    ``blocking_sync_no_cache_ratio``: against events whose wait spins on a core), and with each
    call waited for in the network's thread before the next is launched (``launch_ahead_ratio``,
    ``launch_ahead_no_cache_ratio``: the graphs launched ahead against it). On every device the
    network compiled by TorchInductor (:func:`training.alphazero.evaluator.compiled_network`), as
    self-play runs it (on CUDA from its graphs, after a pass that captures them), with the cache
    and without (``compiled_ratio``, ``compiled_no_cache_ratio``: against the network uncompiled,
    from its graphs on CUDA; ``compile_error`` where it did not compile). Each measurement
    with the network says how busy the network was (``network_thread_share``: its calls' time over
    the wall time; where the calls are launched, the whole passes on CUDA or the stand-in, the
    device's time on them from their events, else the wall time of the thread that calls it), and
    on CUDA how busy the GPU was by its driver. A stand-in device (:class:`DeviceStandin`) runs
    the whole pass's host work beside a device whose passes take as long as the network alone at
    that batch (``standin_simulations_per_s``, with the cache and without): the pipeline with a
    device that holds no core. Where the preset staggers its games' starts
    (``selfplay.staggered_starts``), the stand-in, the trees alone with the cache and on CUDA the
    graphs again with the games begun at once (``standin_stagger_ratio``, ``graphs_stagger_ratio``).
    For each of these, ``overlap`` (:func:`_overlap`) splits a network
    call's time between the trees' thread and the network's, how much of the shorter the pipeline
    hid, and each part against itself alone. ``groups``: counts of pipeline groups
    (``selfplay.pipeline_groups``, k-way pipelining), the network measured with each (the first gives
    the main figures). The network alone (:func:`network_ceiling`) gives what the device could take at
    the mean batch, at multiples of it and at the mean batch without the cache
    (``network_batch_curve``), and the network's FLOPs (counted from its shapes) turn positions per second into
    FLOP/s: self-play's share of that ceiling and, on CUDA, of a measured bfloat16 matrix product's
    rate. With ``iteration``, also one iteration's games of the preset as the trainer plays them, each
    way (:func:`_bench_iteration`: ``carry_ratio``), and where the preset labels its games beside
    self-play (``exact_overlap``), carried over with the labelling beside, on each count of solver
    threads in ``label_threads`` (None: one a core, and a quarter of that) at each niceness of
    ``label_nice``, and on each count of cores in ``label_cores`` set apart for as many solver threads
    (the trees' threads on the cores left; ``exact_cores``). ``amp``: bfloat16 inference where the
    device computes it natively, on or off (None: the preset's ``amp``). With ``beside_training``,
    self-play again while a thread trains the preset's network on the same device, at each priority of
    self-play's stream (:func:`_bench_beside_training`). With ``lanes`` (counts of lanes), the trees
    alone (with the cache where the preset keeps one) and the network (on CUDA: replayed from its
    graphs, after a pass half as long that makes the graphs of the lanes' batch sizes, with the
    cache and without) again with the games in each count of lanes, a thread each, each lane one
    group in the pipeline's groups' place (``selfplay.lanes``, ``pipeline`` off):
    ``lanes_K_tree_ratio`` (against the trees alone with the cache, else on every thread),
    ``lanes_K_ratio`` (against the network's main figure, on CUDA its graphs') for each count
    ``K``, where there is a cache the network again without it (``lanes_K_no_cache_*``: how busy
    the lanes keep the GPU and the network when every leaf goes to it), and
    ``lanes_best``, the count whose network made the most simulations a second with the cache
    (``lanes_best_ratio``: its ratio). ``capture``: the graphs' capture instead of CUDA's
    (:class:`training.alphazero.evaluator.TorchEvaluator`'s), which measures the arms of the
    graphs on any device (tests pass a stand-in that replays the network on the CPU)."""
    from dataclasses import replace

    import torch

    from training.alphazero.config import PRESETS
    from training.alphazero.evaluator import TorchEvaluator, batch_bucket, input_bytes
    from training.alphazero.selfplay import SELFPLAY_BEFORE, UniformLeafEvaluator, self_play, with_search
    from training.nets.device import choose_device, share_cores, usable_cores
    from training.nets.model import PolicyValueNet

    if (any(not 0 <= nice <= 19 for nice in label_nice) or any(n < 1 for n in label_threads or ())
            or any(n < 1 for n in label_cores) or any(k < 1 for k in lanes)):
        raise ValueError(f"solver threads, cores and lanes are at least 1 and a niceness 0 to 19, got "
                         f"{list(label_threads or ())}, {list(label_cores)}, {list(lanes)} and {list(label_nice)}")
    dev = choose_device(device)
    beside = share_cores(dev)  # the trees' threads beside the network (CUDA: two cores left, threads sleeping)
    config = PRESETS[preset or ("gpu" if dev.type == "cuda" else "cpu")]
    if net is not None:
        config = replace(config, net=replace(config.net, blocks=net[0], filters=net[1]))
    if amp is not None:
        config = replace(config, amp=amp)
    sp = config.selfplay
    if search is not None:
        sp = with_search(sp, search)
    if games is not None:
        sp = replace(sp, parallel_games=games)
    if cache_entries is not None:
        sp = replace(sp, cache_entries=cache_entries)  # SelfPlayConfig refuses a negative count
    ks = list(groups or ())
    if ks:
        sp = replace(sp, pipeline=True, pipeline_groups=ks[0])
    cores = os.cpu_count() or 1
    start = Position(geometry(config.rows, config.columns, config.inarow))

    log = MeasurementLog(out_dir)

    def measure(arm: str, evaluator, threads: int, cache: bool = True, groups: int | None = None, play: Any = None,
                span: float | None = None, lanes: int = 1) -> dict[str, Any]:
        """One measurement of ``play`` (the bench's self-play settings unless given) for ``span``
        seconds (the bench's unless given), logged as ``arm``."""
        m = _measure(evaluator, sp if play is None else play, start, seconds if span is None else span, threads,
                     cache, groups, lanes, device=dev)
        log.add(arm, m, network=not isinstance(evaluator, UniformLeafEvaluator))
        return m

    tree_one = measure("tree_one_core", UniformLeafEvaluator(), 1, cache=False)
    tree_all = measure("tree_all_cores", UniformLeafEvaluator(), numba.config.NUMBA_NUM_THREADS, cache=False)
    tree_cache = (measure("tree_cache", UniformLeafEvaluator(), beside) if sp.cache_entries
                  else None)  # the trees' thread as the trainer has it: its threads, the preset's cache
    at_once = replace(sp, staggered_starts=False) if sp.staggered_starts else None  # the games begun all at once
    tree_uncached = (tree_all if beside == numba.config.NUMBA_NUM_THREADS
                     else measure("tree_beside_network", UniformLeafEvaluator(), beside,
                                  cache=False))  # beside the network, no cache
    launch_us = parallel_launch_us(beside)
    spinning = (_spinning(_trees_spinning, sp, start, seconds, beside) if sp.cache_entries
                else None)  # the same in a process whose OpenMP threads spin between kernels
    if spinning is not None:
        log.add("tree_cache_spinning", spinning)
    torch.manual_seed(0)
    model = PolicyValueNet(config.net).to(dev)
    graphs_on = dev.type == "cuda" or capture is not None  # the arms of the graphs measured
    fused_error = None  # why the blocks did not run fused, where they did not
    net = measure("network", TorchEvaluator(model, dev, config.amp), beside)
    uncached = (measure("network_no_cache", TorchEvaluator(model, dev, config.amp), beside, cache=False)
                if sp.cache_entries else net)
    unbucketed = graphed = None
    if graphs_on:
        unbucketed = measure("network_no_buckets", TorchEvaluator(model, dev, config.amp, buckets=False), beside)
        replayed = TorchEvaluator(model, dev, config.amp, buckets=True, graphs=True, capture=capture)
        capturing = measure("network_graphs_capturing", replayed, beside)  # each batch size's graph made on its way
        graphed = measure("network_graphs", replayed, beside)  # the graphs made: the steady state
        graphed.update(capturing_simulations_per_s=capturing["simulations_per_s"],
                       graphs=sum(graph.captures for graph, _ in replayed.passes.values()))
        network_only = TorchEvaluator(model, dev, config.amp, buckets=True, graphs=True, whole_pass=False,
                                      capture=capture)
        measure("network_only_graphs_capturing", network_only, beside)  # its graphs captured
        graphed["network_only"] = measure("network_only_graphs", network_only, beside)
        if sp.cache_entries:  # every leaf to the network: larger batches, whose graphs are made first
            measure("network_graphs_no_cache_capturing", replayed, beside, cache=False, span=seconds / 2)
            every_leaf = measure("network_graphs_no_cache", replayed, beside, cache=False)
            graphed.update(no_cache_simulations_per_s=every_leaf["simulations_per_s"],
                           no_cache_gpu_utilisation_pct=every_leaf["gpu_utilisation_pct"],
                           no_cache_thread_share=every_leaf["network_thread_share"], no_cache=every_leaf)
        replayed.blocking_sync = True  # the same graphs, each call's wait asleep on an event
        for arm, cached in (("blocking_sync", True), ("blocking_sync_no_cache", False))[:1 + bool(sp.cache_entries)]:
            graphed[arm] = measure(f"network_graphs_{arm}", replayed, beside, cache=cached)
        replayed.blocking_sync = False
        replayed.launch_ahead = False  # the same graphs, each call waited for in the network's thread
        for arm, cached in (("waited", True), ("waited_no_cache", False))[:1 + bool(sp.cache_entries)]:
            graphed[arm] = measure(f"network_graphs_{arm}", replayed, beside, cache=cached)
        replayed.launch_ahead = True
        # each residual block's bias, addition and ReLU in its convolutions' kernels
        fused = TorchEvaluator(model, dev, config.amp, buckets=True, graphs=True, capture=capture, fused=True)
        fused_error = fused.fused_error
        if fused_error is None:
            for arm, cached in (("fused", True), ("fused_no_cache", False))[:1 + bool(sp.cache_entries)]:
                measure(f"network_graphs_{arm}_capturing", fused, beside, cache=cached, span=seconds / 2)
                graphed[arm] = measure(f"network_graphs_{arm}", fused, beside, cache=cached)
        else:
            graphed["fused_error"] = fused_error
        if at_once is not None:  # the games begun all at once, their searches in step (their batches' graphs first)
            measure("network_graphs_at_once_capturing", replayed, beside, play=at_once, span=seconds / 2)
            graphed["at_once"] = measure("network_graphs_at_once", replayed, beside, play=at_once)
    compiler = TorchEvaluator(model, dev, config.amp, buckets=True if graphs_on else None, graphs=graphs_on,
                              capture=capture, compiled=True)  # compiled by TorchInductor, as self-play runs it
    compiled = {}  # by cached: its measurements (none where it did not compile)
    for cached in (True, False)[:1 + bool(sp.cache_entries)] if compiler.compile_error is None else ():
        arm = f"network_compiled{'' if cached else '_no_cache'}"
        if graphs_on:  # its batch sizes' graphs made first
            measure(f"{arm}_capturing", compiler, beside, cache=cached, span=seconds / 2)
        compiled[cached] = measure(arm, compiler, beside, cache=cached)
    laned = {}
    laned_sp = replace(sp, pipeline=False)
    laned_evaluator = replayed if graphed is not None else TorchEvaluator(model, dev, config.amp)
    for k in lanes:  # each lane one group, the lanes in the pipeline's groups' place
        tree = measure(f"lanes_{k}_tree", UniformLeafEvaluator(), beside, play=laned_sp, lanes=k)
        for cached in (True, False) if graphed is not None else ():  # the graphs of their batch sizes made first
            measure(f"lanes_{k}_capturing{'' if cached else '_no_cache'}", replayed, beside, cache=cached,
                    play=laned_sp, span=seconds / 2, lanes=k)
        laned[k] = measure(f"lanes_{k}_network", laned_evaluator, beside, play=laned_sp, lanes=k)
        laned[k].update(tree=tree["simulations_per_s"],
                        tree_ratio=tree["simulations_per_s"] / max(1e-9, (tree_cache or tree_all)["simulations_per_s"]),
                        ratio=laned[k]["simulations_per_s"] / max(1e-9, (graphed or net)["simulations_per_s"]))
        if sp.cache_entries:  # every leaf to the network: how busy the lanes keep it
            uncached_lanes = measure(f"lanes_{k}_network_no_cache", laned_evaluator, beside, cache=False,
                                     play=laned_sp, lanes=k)
            laned[k].update(no_cache=uncached_lanes["simulations_per_s"],
                            no_cache_gpu=uncached_lanes["gpu_utilisation_pct"],
                            no_cache_thread=uncached_lanes["network_thread_share"])
    best = max(laned, key=lambda k: laned[k]["simulations_per_s"], default=None)
    per_k = {}
    for k in ks[1:]:
        per_k[k] = measure(f"network_groups_{k}", TorchEvaluator(model, dev, config.amp), beside, groups=k)
    ceiling = network_ceiling(model, dev, max(1, round(net["mean_batch"])), config.amp,
                              also=(max(1, round(uncached["mean_batch"])),),  # without the cache: every leaf
                              fused=graphs_on and fused_error is None, compiled=compiler.compile_error is None)
    log.add("network_alone", ceiling)
    curve = {point["batch"]: point for point in ceiling["network_batch_curve"]}
    batches = {True: ceiling["ceiling_batch"], False: batch_bucket(max(1, round(uncached["mean_batch"])))}
    device_rate = {cached: curve[b].get("graph_positions_per_s", curve[b]["positions_per_s"])
                   for cached, b in batches.items()}  # the network alone as the graphs (CUDA) or self-play run it

    def standin_of(rate: float) -> Any:
        device = DeviceStandin(rate)
        return TorchEvaluator(model, dev, config.amp, buckets=True, graphs=True, capture=device.capture,
                              events=device.events)

    standin = {}
    for cached in (True, False) if sp.cache_entries else (True,):  # the device's work a pass of its length
        standin[cached] = measure(f"standin{'' if cached else '_no_cache'}", standin_of(device_rate[cached]), beside,
                                  cache=cached)
    tree_at_once = standin_at_once = None
    if at_once is not None:
        tree_at_once = measure("tree_cache_at_once", UniformLeafEvaluator(), beside, play=at_once)
        standin_at_once = measure("standin_at_once", standin_of(device_rate[True]), beside, play=at_once)
    cached_trees, eager_rate = tree_cache or tree_uncached, {c: curve[b]["positions_per_s"] for c, b in batches.items()}
    arms = [("network", net, cached_trees, eager_rate[True]),  # (its measurement, the trees alone, the network's rate)
            ("standin", standin[True], cached_trees, device_rate[True]),
            ("standin_at_once", standin_at_once, tree_at_once, device_rate[True])]
    if sp.cache_entries:
        arms += [("network_no_cache", uncached, tree_uncached, eager_rate[False]),
                 ("standin_no_cache", standin[False], tree_uncached, device_rate[False])]
    if graphed is not None:
        arms += [("network_graphs", graphed, cached_trees, device_rate[True]),
                 ("network_graphs_no_cache", graphed.get("no_cache"), tree_uncached, device_rate[False]),
                 ("blocking_sync", graphed["blocking_sync"], cached_trees, device_rate[True]),
                 ("blocking_sync_no_cache", graphed.get("blocking_sync_no_cache"), tree_uncached, device_rate[False]),
                 ("waited", graphed["waited"], cached_trees, device_rate[True]),
                 ("waited_no_cache", graphed.get("waited_no_cache"), tree_uncached, device_rate[False]),
                 ("network_graphs_at_once", graphed.get("at_once"), tree_at_once, device_rate[True])]
    blocking = [(arm, base) for arm, base in (("blocking_sync", "simulations_per_s"),
                                              ("blocking_sync_no_cache", "no_cache_simulations_per_s"))
                if graphed is not None and arm in graphed]  # each against the graphs' spinning wait
    waited = [(arm, base, ratio) for arm, base, ratio in (
        ("waited", "simulations_per_s", "launch_ahead_ratio"),
        ("waited_no_cache", "no_cache_simulations_per_s", "launch_ahead_no_cache_ratio"))
        if graphed is not None and arm in graphed]  # the graphs launched ahead against each
    fused_arms = [(arm, base) for arm, base in (("fused", "simulations_per_s"),
                                                ("fused_no_cache", "no_cache_simulations_per_s"))
                  if graphed is not None and arm in graphed]  # each against the graphs unfused
    uncompiled = {True: (graphed or net)["simulations_per_s"],  # what each compiled arm is set against
                  False: (graphed or {}).get("no_cache_simulations_per_s", uncached["simulations_per_s"])}
    measured = {name: _overlap(m, trees, rate) for name, m, trees, rate in arms if m is not None}
    overlap = {name: measured[name] for name in OVERLAP_ARMS if name in measured}  # in the report's order
    per_core = cores if dev.type == "cpu" else 1
    sizes = input_bytes(start.geo, (config.net.rows, config.net.columns) if config.net.padded else None)
    planes_bytes = sizes["planes"]
    sent = {False: 0, True: sizes["bitboards"]}  # the host-to-device bytes: none on the CPU
    figures = {
        "device": torch.cuda.get_device_name(dev) if dev.type == "cuda" else "cpu", "cores": cores,
        "numba_threads": numba.config.NUMBA_NUM_THREADS, "numba_threading_layer": numba.threading_layer(),
        "numba_threads_beside_network": beside, "omp_wait_policy": os.environ.get("OMP_WAIT_POLICY", "default"),
        "net": f"{config.net.blocks}x{config.net.filters}", "search": sp.search, "simulations_per_move": sp.simulations,
        "games_in_flight": sp.parallel_games, "leaves_per_game": sp.leaves_per_game, "pipeline": sp.pipeline,
        "pipeline_groups": sp.pipeline_groups if sp.pipeline else 1,
        "compile_network": config.compile_network,
        "tree_simulations_per_s_one_core": tree_one["simulations_per_s"],
        "tree_simulations_per_s_all_cores": tree_all["simulations_per_s"],
        "tree_mean_batch": tree_all["mean_batch"],
        **{f"tree_{part}_ms_per_call_{cores}": tree[f"{part}_ms_per_call"] for part in _SERIAL_PARTS
           for cores, tree in (("one_core", tree_one), ("all_cores", tree_all))},
        "tree_rest_share_one_core": tree_one["rest_share_of_time"],
        "tree_rest_share_all_cores": tree_all["rest_share_of_time"],
        "parallel_launch_us": launch_us,
        **({} if tree_cache is None else {
            "tree_cache_simulations_per_s": tree_cache["simulations_per_s"],
            "tree_cache_ms_per_call": tree_cache["cache_ms_per_call"],
            "tree_cache_rest_ms_per_call": tree_cache["rest_ms_per_call"],
            **{f"tree_cache_{part}_share": tree_cache[f"{part}_share_of_time"] for part in _TREES_THREAD},
            "tree_cache_spinning_simulations_per_s": spinning["simulations_per_s"],
            "tree_cache_spinning_ms_per_call": spinning["cache_ms_per_call"],
            "tree_cache_spinning_rest_ms_per_call": spinning["rest_ms_per_call"],
            "parallel_launch_us_spinning": spinning["parallel_launch_us"],
            "spinning_ratio": spinning["simulations_per_s"] / max(1e-9, tree_cache["simulations_per_s"])}),
        "network_simulations_per_s": net["simulations_per_s"],
        "network_simulations_per_s_per_core": net["simulations_per_s"] / per_core,
        "network_positions_per_s": net["positions_per_s"], "network_mean_batch": net["mean_batch"],
        **{f"network_trees_thread_{part}_share": net[f"{part}_share_of_time"] for part in _TREES_THREAD},
        "network_thread_share": net["network_thread_share"], "network_ms_per_call": net["network_ms_per_call"],
        "cache_entries": sp.cache_entries, "cache_hit_share": net["cache_hit_share"],
        "cache_ms_per_call": net["cache_ms_per_call"], "cache_share_of_time": net["cache_share_of_time"],
        "network_no_cache_simulations_per_s": uncached["simulations_per_s"],
        "network_no_cache_mean_batch": uncached["mean_batch"],
        "cache_ratio": net["simulations_per_s"] / max(1e-9, uncached["simulations_per_s"]),
        "network_input_bytes_per_position": sent[dev.type == "cuda"], "planes_bytes_per_position": planes_bytes,
        "gpu_utilisation_pct": net["gpu_utilisation_pct"],
        **ceiling,
        **({} if unbucketed is None else {
            "network_no_buckets_simulations_per_s": unbucketed["simulations_per_s"],
            "bucket_ratio": net["simulations_per_s"] / max(1e-9, unbucketed["simulations_per_s"])}),
        **({} if graphed is None else {
            "network_graphs_simulations_per_s": graphed["simulations_per_s"],
            "network_graphs_capturing_simulations_per_s": graphed["capturing_simulations_per_s"],
            "graphs_captured": graphed["graphs"],
            "graph_ratio": graphed["simulations_per_s"] / max(1e-9, net["simulations_per_s"]),
            "network_graphs_gpu_utilisation_pct": graphed["gpu_utilisation_pct"],
            **{f"network_graphs_trees_thread_{part}_share": graphed[f"{part}_share_of_time"]
               for part in _TREES_THREAD},
            "network_graphs_thread_share": graphed["network_thread_share"],
            "network_graphs_ms_per_call": graphed["network_ms_per_call"],
            "network_graphs_network_only_simulations_per_s": graphed["network_only"]["simulations_per_s"],
            "network_graphs_network_only_gpu_utilisation_pct": graphed["network_only"]["gpu_utilisation_pct"],
            "network_graphs_network_only_ms_per_call": graphed["network_only"]["network_ms_per_call"],
            "whole_pass_ratio": (graphed["simulations_per_s"]
                                 / max(1e-9, graphed["network_only"]["simulations_per_s"])),
            **({} if "no_cache_simulations_per_s" not in graphed else {
                "network_graphs_no_cache_simulations_per_s": graphed["no_cache_simulations_per_s"],
                "network_graphs_no_cache_gpu_utilisation_pct": graphed["no_cache_gpu_utilisation_pct"],
                "network_graphs_no_cache_thread_share": graphed["no_cache_thread_share"],
                "graph_cache_ratio": (graphed["simulations_per_s"]
                                      / max(1e-9, graphed["no_cache_simulations_per_s"]))}),
            **{f"network_graphs_{arm}_{name}": graphed[arm][name] for arm, _ in blocking
               for name in ("simulations_per_s", "gpu_utilisation_pct")},
            **{f"{arm}_ratio": graphed[arm]["simulations_per_s"] / max(1e-9, graphed[base])
               for arm, base in blocking},
            **{f"network_graphs_{arm}_{name}": graphed[arm][name]
               for arm in [arm for arm, _, _ in waited] + [arm for arm, _ in fused_arms]
               for name in ("simulations_per_s", "gpu_utilisation_pct", "network_thread_share")},
            **{ratio: graphed[base] / max(1e-9, graphed[arm]["simulations_per_s"]) for arm, base, ratio in waited},
            **{f"{arm}_ratio": graphed[arm]["simulations_per_s"] / max(1e-9, graphed[base])
               for arm, base in fused_arms},
            **({} if "fused_error" not in graphed else {"fused_error": graphed["fused_error"]})}),
        **({} if compiler.compile_error is None else {"compile_error": compiler.compile_error}),
        **{f"network_compiled{'' if cached else '_no_cache'}_{name}": m[name] for cached, m in compiled.items()
           for name in ("simulations_per_s", "gpu_utilisation_pct", "network_thread_share")},
        **{f"compiled{'' if cached else '_no_cache'}_ratio": m["simulations_per_s"] / max(1e-9, uncompiled[cached])
           for cached, m in compiled.items()},
        **{f"standin{'' if cached else '_no_cache'}_simulations_per_s": m["simulations_per_s"]
           for cached, m in standin.items()},
        **({} if standin_at_once is None else {
            "standin_at_once_simulations_per_s": standin_at_once["simulations_per_s"],
            "standin_stagger_ratio": (standin[True]["simulations_per_s"]
                                      / max(1e-9, standin_at_once["simulations_per_s"])),
            "tree_cache_at_once_simulations_per_s": tree_at_once["simulations_per_s"]}),
        **({} if graphed is None or "at_once" not in graphed else {
            "network_graphs_at_once_simulations_per_s": graphed["at_once"]["simulations_per_s"],
            "network_graphs_at_once_gpu_utilisation_pct": graphed["at_once"]["gpu_utilisation_pct"],
            "graphs_stagger_ratio": graphed["simulations_per_s"] / max(1e-9, graphed["at_once"]["simulations_per_s"])}),
        "overlap": overlap,
        "network_flops_per_s": net["evaluations_per_s"] * ceiling["network_flops_per_position"],
        "network_share_of_ceiling": net["evaluations_per_s"] / ceiling["network_alone_positions_per_s"],
        **({} if best is None else {"lanes": list(lanes), "lanes_best": best,
                                    "lanes_best_ratio": laned[best]["ratio"]}),
        **{f"lanes_{k}_{name}": m[field] for k, m in laned.items()
           for name, field in (("tree_simulations_per_s", "tree"), ("tree_ratio", "tree_ratio"),
                               ("network_simulations_per_s", "simulations_per_s"), ("ratio", "ratio"),
                               ("cache_hit_share", "cache_hit_share"), ("gpu_utilisation_pct", "gpu_utilisation_pct"),
                               ("no_cache_simulations_per_s", "no_cache"),
                               ("no_cache_gpu_utilisation_pct", "no_cache_gpu"),
                               ("no_cache_network_thread_share", "no_cache_thread")) if field in m},
        **{f"network_simulations_per_s_groups_{k}": m["simulations_per_s"] for k, m in per_k.items()},
        **{f"network_mean_batch_groups_{k}": m["mean_batch"] for k, m in per_k.items()},
        **{f"gpu_utilisation_pct_groups_{k}": m["gpu_utilisation_pct"] for k, m in per_k.items()},
        "tree_ratio_vs_before": tree_one["simulations_per_s"] / SELFPLAY_BEFORE["tree_simulations_per_s_per_core"],
        "network_ratio_vs_before_per_core": (net["simulations_per_s"] / per_core
                                             / SELFPLAY_BEFORE["network_simulations_per_s_per_core"]),
    }
    gpu = "" if figures["gpu_utilisation_pct"] is None else f", GPU busy {figures['gpu_utilisation_pct']:.0f}%"
    print(f"self-play, {sp.search} {sp.simulations} simulations/move, {sp.parallel_games} games in flight:")
    print(f"  tree alone (uniform evaluator): {tree_one['simulations_per_s']:,.0f} simulations/s on one core "
          f"({figures['tree_ratio_vs_before']:.1f}x the previous design's per core), "
          f"{tree_all['simulations_per_s']:,.0f} on {numba.config.NUMBA_NUM_THREADS} threads")
    print(f"    the trees' thread beside the walks and expansions, ms a call on one core / "
          f"{numba.config.NUMBA_NUM_THREADS} threads: "
          + ", ".join(f"{_TREES_THREAD[part]} {tree_one[f'{part}_ms_per_call']:.2f} / "
                      f"{tree_all[f'{part}_ms_per_call']:.2f}" for part in _SERIAL_PARTS)
          + f" (the leaves' packing, the hand-offs; {tree_one['rest_share_of_time']:.0%} / "
          f"{tree_all['rest_share_of_time']:.0%} of the time)")
    print(f"    a parallel kernel of no work on {beside} threads, 1 ms after the last: {launch_us:.1f} us (the "
          f"OpenMP threads woken or found spinning; each walk, expansion, cache lookup and answer, and Gumbel "
          f"pass pays it)")
    if tree_cache is not None:
        print(f"    with the evaluation cache, as the trainer plays: {tree_cache['simulations_per_s']:,.0f} "
              f"simulations/s on {beside} threads; the trees' thread: {_trees_thread(tree_cache)}")
        print(f"    the same, the OpenMP threads spinning between kernels (GOMP_SPINCOUNT={SPIN_COUNT}, another "
              f"process): {spinning['simulations_per_s']:,.0f} simulations/s ({figures['spinning_ratio']:.2f}x), "
              f"the rest {spinning['rest_ms_per_call']:.2f} ms a call, a parallel kernel "
              f"{spinning['parallel_launch_us']:.1f} us")
    print(f"  {figures['net']} network on {figures['device']} (trees on {beside} threads, OpenMP wait policy "
          f"{figures['omp_wait_policy']}): {net['simulations_per_s']:,.0f} simulations/s, "
          f"{net['positions_per_s']:,.1f} positions/s, mean batch {net['mean_batch']:,.0f}{gpu}; "
          f"{sent[dev.type == 'cuda']} bytes a position to the device (its planes: {planes_bytes})")
    print(f"    the trees' thread: {_trees_thread(net)}; the network busy "
          f"{net['network_thread_share']:.0%} ({net['network_ms_per_call']:.2f} ms a call)")
    peak = figures.get("bf16_matmul_flops_per_s")
    of_peak = "" if peak is None else f", {figures['network_flops_per_s'] / peak:.1%} of a bfloat16 matrix product's"
    print(f"  the network: {ceiling['network_flops_per_position'] / 1e6:,.1f} MFLOP a position; in self-play "
          f"{figures['network_flops_per_s'] / 1e12:,.2f} TFLOP/s{of_peak}; alone at batch {ceiling['ceiling_batch']:,} "
          f"{ceiling['network_alone_positions_per_s']:,.0f} positions/s "
          f"({'bfloat16' if ceiling['network_amp'] else 'float32'}, batch norm folded; self-play reaches "
          f"{figures['network_share_of_ceiling']:.0%} of it; priors within {ceiling['max_prior_diff_vs_float32']:.4f} "
          f"of the model's)")
    variants = {"fused": "each residual block's bias, addition and ReLU fused",
                "compiled": "compiled by TorchInductor (torch.compile, its weights frozen)"}
    for name, what in (("unfolded", "the model itself (float32, batch norm apart)"),
                       ("autocast", "float32 weights under bfloat16 autocast"), ("graph", "as a CUDA graph"),
                       *((name, what) for name, what in variants.items()),
                       *((f"graph_{name}", f"as a CUDA graph, {what}") for name, what in variants.items()),
                       ("graph_benchmark", "as a CUDA graph, cuDNN's algorithms timed (cudnn.benchmark)")):
        if f"network_{name}_positions_per_s" in ceiling:
            print(f"    {what}: {ceiling[f'network_{name}_positions_per_s']:,.0f} positions/s "
                  f"({ceiling[f'network_{name}_positions_per_s'] / ceiling['network_alone_positions_per_s']:.2f}x)")
    for name, what in variants.items():
        if f"max_prior_diff_{name}" in ceiling:
            print(f"    {what}: priors within {ceiling[f'max_prior_diff_{name}']:.4f} and values within "
                  f"{ceiling[f'max_value_diff_{name}']:.4f} of the copy's")
    curve = ceiling["network_batch_curve"]
    print("    alone by batch: " + ", ".join(
        f"{p['batch']:,}: {p['positions_per_s']:,.0f}"
        + "".join(f" ({p[f'{way}positions_per_s']:,.0f} {what})"
                  for way, what in (("graph_", "as a CUDA graph"), *((f"{name}_", name) for name in variants),
                                    *((f"graph_{name}_", f"{name}, as a CUDA graph") for name in variants))
                  if f"{way}positions_per_s" in p)
        for p in curve) + " positions/s")
    if unbucketed is not None:
        print(f"  batches padded to a few sizes (batch_bucket): {figures['bucket_ratio']:.2f}x the rate of "
              f"every size as it comes ({unbucketed['simulations_per_s']:,.0f} simulations/s)")
    if graphed is not None:
        only = graphed["network_only"]
        print(f"  each call replayed whole from a CUDA graph ({graphed['graphs']} batch sizes; the planes, the "
              f"network, the softmax): {graphed['simulations_per_s']:,.0f} simulations/s "
              f"({figures['graph_ratio']:.2f}x){_busy(graphed)}, {graphed['capturing_simulations_per_s']:,.0f} "
              f"while capturing them")
        print(f"    the trees' thread: {_trees_thread(graphed)}; the network busy "
              f"{graphed['network_thread_share']:.0%} ({graphed['network_ms_per_call']:.2f} ms a call)")
        print(f"    only the network from its graphs (the planes and the softmax op by op): "
              f"{only['simulations_per_s']:,.0f} simulations/s{_busy(only)}, {only['network_ms_per_call']:.2f} ms a "
              f"call (the whole call {figures['whole_pass_ratio']:.2f}x)")
        if "graph_cache_ratio" in figures:
            print(f"    without the evaluation cache: {figures['network_graphs_no_cache_simulations_per_s']:,.0f} "
                  f"simulations/s{_busy({'gpu_utilisation_pct': graphed['no_cache_gpu_utilisation_pct']})}, the "
                  f"network busy {graphed['no_cache_thread_share']:.0%} ({figures['graph_cache_ratio']:.2f}x "
                  f"with it)")
    for arm, _ in blocking:
        print(_graphs_arm(arm, "each call's wait asleep on an event (blocking_sync)", graphed[arm],
                          f" ({figures[f'{arm}_ratio']:.2f}x the spinning wait)"))
    for arm, _, ratio in waited:
        print(_graphs_arm(arm, "each call waited for in the network's thread before the next is launched",
                          graphed[arm], f", the network busy {graphed[arm]['network_thread_share']:.0%} "
                                        f"(launched ahead {figures[ratio]:.2f}x)"))
    for arm, _ in fused_arms:
        print(_graphs_arm(arm, "each residual block's bias, addition and ReLU in its convolutions' kernels",
                          graphed[arm], f", the network busy {graphed[arm]['network_thread_share']:.0%} "
                                        f"({figures[f'{arm}_ratio']:.2f}x unfused)"))
    if "fused_error" in figures:
        print(f"    the residual blocks' fused kernels: not run here ({figures['fused_error']})")
    for cached, m in compiled.items():
        suffix = "" if cached else "_no_cache"
        print(f"  the network compiled by TorchInductor (torch.compile, its weights frozen; the preset's "
              f"compile_network: {'on' if config.compile_network else 'off'})"
              f"{', from its CUDA graphs' if graphed is not None else ''}{'' if cached else ', without the cache'}: "
              f"{m['simulations_per_s']:,.0f} simulations/s{_busy(m)}, the network busy "
              f"{m['network_thread_share']:.0%} ({figures[f'compiled{suffix}_ratio']:.2f}x uncompiled)")
    if "compile_error" in figures:
        print(f"  the network compiled by TorchInductor: not run here ({figures['compile_error']})")
    if "at_once" in (graphed or {}):
        once = graphed["at_once"]
        print(f"    the games begun all at once, their searches in step: {once['simulations_per_s']:,.0f} "
              f"simulations/s{_busy(once)} (staggered starts {figures['graphs_stagger_ratio']:.2f}x)")
    for cached, m in standin.items():
        print(f"  the whole pass beside a stand-in device as fast as the network alone"
              f"{'' if cached else ', without the evaluation cache'}: {m['simulations_per_s']:,.0f} simulations/s, "
              f"the device busy {m['network_thread_share']:.0%}")
    if standin_at_once is not None:
        print(f"    the games begun all at once, their searches in step: {standin_at_once['simulations_per_s']:,.0f} "
              f"simulations/s (staggered starts {figures['standin_stagger_ratio']:.2f}x); the trees alone so "
              f"{tree_at_once['simulations_per_s']:,.0f}")
    print("  a network call's time, the trees' thread and the network's side by side (overlapped: the share of the "
          "shorter hidden behind the longer, 1 for a pipeline, 0 for turns; each against itself alone):")
    for name, o in overlap.items():
        print(f"    {OVERLAP_ARMS[name]}: a call {o['call_ms']:.2f} ms; the trees {o['trees_ms']:.2f} "
              f"({o['trees_slowdown']:.2f}x alone), the network {o['network_ms']:.2f} ({o['network_slowdown']:.2f}x "
              f"alone at the batch); overlapped {o['overlap_share']:.0%}")
    for k, m in laned.items():
        print(f"  {k} lanes of games, a thread each (one group each): the trees alone {m['tree']:,.0f} simulations/s "
              f"({m['tree_ratio']:.2f}x one lane), with the network{' from its graphs' if graphed is not None else ''} "
              f"{m['simulations_per_s']:,.0f} ({m['ratio']:.2f}x){_busy(m)}")
        if "no_cache" in m:
            busy = "" if m["no_cache_gpu"] is None else f", GPU busy {m['no_cache_gpu']:.0f}%"
            print(f"    without the evaluation cache (every leaf to the network): {m['no_cache']:,.0f} "
                  f"simulations/s{busy}, the network busy {m['no_cache_thread']:.0%}")
    for k, m in per_k.items():
        print(f"  {k} pipeline groups: {m['simulations_per_s']:,.0f} simulations/s, mean batch "
              f"{m['mean_batch']:,.0f}{_busy(m)} ({m['simulations_per_s'] / max(1e-9, net['simulations_per_s']):.2f}x "
              f"{figures['pipeline_groups']})")
    if sp.cache_entries:
        print(f"  evaluation cache ({sp.cache_entries:,} slots): {figures['cache_hit_share']:.1%} of the leaves "
              f"answered from it, its lookups, answers and stores {figures['cache_ms_per_call']:.2f} ms a "
              f"network call ({figures['cache_share_of_time']:.1%} of the time) in the trees' thread; without "
              f"it {uncached['simulations_per_s']:,.0f} simulations/s ({figures['cache_ratio']:.2f}x with it)")
    # finished games for the learner's figures: a short measurement may end none, so play a few out
    records = (net["records"] or tree_all["records"] or tree_one["records"]
               or self_play(UniformLeafEvaluator(), 8, replace(sp, parallel_games=8), start,
                            np.random.default_rng(2))[0])
    figures.update(_window_figures(config.replay_capacity, records, sp.parallel_games))
    print(f"  the learner: a chunk of {sp.parallel_games} games into a full window of "
          f"{figures['replay_window_positions']:,} positions in {figures['replay_add_seconds']:.3f} s, "
          f"the window saved in {figures['replay_save_seconds_full_window']:.2f} s")
    figures["measurements"] = log.arms
    write_figures("selfplay", {**figures, "complete": False}, out_dir,
                  quiet=True)  # kept should a longer arm below not end (a time limit)
    if iteration:
        usable = usable_cores()
        labelling = [(n, nice, 0) for n in label_threads or (usable, max(1, usable // 4)) for nice in label_nice]
        labelling += [(n, 0, n) for n in label_cores]
        figures.update(_bench_iteration(replace(config, selfplay=sp), TorchEvaluator(model, dev, config.amp), start,
                                        labelling))
    if beside_training:
        figures.update(_bench_beside_training(config, sp, model, dev, start, seconds, beside,
                                              figures.get("network_graphs_simulations_per_s",
                                                          figures["network_simulations_per_s"])))
    if ray is not None:
        figures.update(_bench_selfplay_ray(ray, replace(config, selfplay=sp), model, seconds, figures))
    if boards is not None:
        figures.update(_bench_selfplay_boards(boards, replace(config, selfplay=sp), dev, seconds))
    figures["complete"] = True
    write_figures("selfplay", figures, out_dir)
    return figures


def _bench_beside_training(config: Any, sp: Any, model: Any, dev: Any, start: Position, seconds: float,
                           threads: int, alone: float) -> dict[str, Any]:
    """Self-play (``sp``, the preset's network as the trainer plays it: CUDA graphs on CUDA) for
    ``seconds`` while a second thread trains a copy of the network on the same device (the
    preset's training step, replayed from a CUDA graph where the preset does so, on random
    batches: :func:`evaluation.training_speed.random_batches`), as ``selfplay_overlap`` runs them:
    on a CPU once, on CUDA once with self-play's network calls on a stream of the default priority
    and once on one of the highest (:func:`training.alphazero.games.selfplay_stream`; each arm's
    graphs captured on its stream). ``alone``: self-play's simulations/s without training beside.

    Returns ``beside_training_steps_per_s_alone`` (training alone) and, for each arm ``ARM``
    (``default``; on CUDA also ``high``), ``beside_training_ARM_simulations_per_s``,
    ``_ratio`` (over ``alone``), ``_steps_per_s``, ``_steps_ratio`` (over training alone) and on
    CUDA ``_gpu_utilisation_pct``."""
    import contextlib
    import copy
    import threading

    import torch

    from evaluation.training_speed import random_batches
    from training.alphazero.evaluator import TorchEvaluator
    from training.alphazero.games import selfplay_stream
    from training.alphazero.selfplay import self_play
    from training.alphazero.training_step import TrainingStep, make_optimizer
    from training.nets.device import GpuUtilisation

    cuda = dev.type == "cuda"
    net = copy.deepcopy(model).train()
    step = TrainingStep.from_config(net, make_optimizer(config, net, dev), config, dev)
    data = random_batches(config.net, 4, config.batch_size)
    for b in data:  # warm-up, and with graphs the capture
        step(b)
    step.totals()

    def train(stop: threading.Event, done: list[int]) -> None:
        while not stop.is_set():
            step(data[done[0] % len(data)])
            done[0] += 1
        step.totals()  # the device's queue done

    def timed_training() -> float:
        stop, done = threading.Event(), [0]
        t0 = time.perf_counter()
        thread = threading.Thread(target=train, args=(stop, done))
        thread.start()
        time.sleep(seconds)
        stop.set()
        thread.join()
        return done[0] / (time.perf_counter() - t0)

    out: dict[str, Any] = {"beside_training_steps_per_s_alone": timed_training()}
    numba.set_num_threads(threads)
    for arm in ("default", "high") if cuda else ("default",):
        stream = None if not cuda else selfplay_stream(dev) if arm == "high" else torch.cuda.Stream(dev)
        with torch.cuda.stream(stream) if cuda else contextlib.nullcontext():
            evaluator = TorchEvaluator(model, dev, config.amp, graphs=cuda)
            self_play(evaluator, 1 << 30, sp, start, np.random.default_rng(1), seconds=seconds)  # graphs captured
            stop, done = threading.Event(), [0]
            thread = threading.Thread(target=train, args=(stop, done))
            with GpuUtilisation(dev) as busy:
                thread.start()
                t0 = time.perf_counter()
                _, stats = self_play(evaluator, 1 << 30, sp, start, np.random.default_rng(0), seconds=seconds)
                elapsed = time.perf_counter() - t0
                stop.set()
                thread.join()
                trained = time.perf_counter() - t0
        rate = stats.simulations / elapsed
        out.update({f"beside_training_{arm}_simulations_per_s": rate,
                    f"beside_training_{arm}_ratio": rate / max(1e-9, alone),
                    f"beside_training_{arm}_steps_per_s": done[0] / trained,
                    f"beside_training_{arm}_steps_ratio": done[0] / trained
                    / max(1e-9, out["beside_training_steps_per_s_alone"])})
        if cuda:
            out[f"beside_training_{arm}_gpu_utilisation_pct"] = busy.mean()
        print(f"  beside training ({arm} priority): {rate:,.0f} simulations/s "
              f"({out[f'beside_training_{arm}_ratio']:.2f}x alone), {done[0] / trained:,.1f} training steps/s "
              f"({out[f'beside_training_{arm}_steps_ratio']:.2f}x alone, "
              f"{out['beside_training_steps_per_s_alone']:,.1f}){_busy({'gpu_utilisation_pct': busy.mean()})}")
    return out


OVERLAP_ARMS = {"network": "the network as self-play runs it", "network_no_cache": "the same, no cache",
                "network_graphs": "from its graphs", "network_graphs_no_cache": "from its graphs, no cache",
                "blocking_sync": "from its graphs, the wait asleep",
                "blocking_sync_no_cache": "from its graphs, the wait asleep, no cache",
                "waited": "from its graphs, each call waited for before the next",
                "waited_no_cache": "from its graphs, each call waited for before the next, no cache",
                "network_graphs_at_once": "from its graphs, the games begun at once",
                "standin": "the stand-in", "standin_no_cache": "the stand-in, no cache",
                "standin_at_once": "the stand-in, the games begun at once"}
"""The arms of ``bench selfplay``'s ``overlap`` figures, as its report names them."""

_TREES_THREAD = {"walk": "walks and expansions", "cache": "the cache's lookups, answers and stores",
                 "wait": "waiting for the network", "moves": "the moves made", "records": "the ended games' records",
                 "begin": "games begun", "rest": "the rest"}
"""The parts of the trees' thread's time that ``bench selfplay`` reports (``SelfPlayStats``'
``*_seconds``; the rest: the leaves' packing, the hand-offs, the Python between)."""

_SERIAL_PARTS = ("moves", "records", "begin", "rest")
"""The parts of the trees' thread that are not split over numba's threads, or only partly (the
Gumbel searches' conclusions in the moves made): ``bench selfplay`` gives each in milliseconds a
network call, on one core and on all."""


def parallel_launch_us(threads: int, samples: int = 200, gap: float = 0.001) -> float:
    """Microseconds a parallel numba kernel of next to no work takes on ``threads`` threads
    ``gap`` seconds after the last one (the median of ``samples``): what each of a self-play
    step's parallel kernels pays beyond its work, waking OpenMP threads that sleep between
    kernels (``OMP_WAIT_POLICY=passive``, :func:`training.nets.device.share_cores` on CUDA) or
    finding them spinning. Sets numba's thread count for the calling thread."""
    from training.alphazero.selfplay import no_work

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
            what += _busy(measured)
        else:
            what = f"alone {measured['network_alone_positions_per_s']:,.0f} positions/s"
        print(f"  {at:7.1f} s  {arm}: {what}", file=sys.stderr, flush=True)
        write_figures("selfplay", {"complete": False, "measurements": self.arms}, self.out_dir, quiet=True)


def _measure(evaluator: Any, sp: Any, start: Position, seconds: float, threads: int, cache: bool = True,
             groups: int | None = None, lanes: int = 1, device: Any = None) -> dict[str, Any]:
    """Self-play of ``sp`` (its cache off unless ``cache``; ``groups`` pipeline groups instead of
    its own; in ``lanes`` lanes) from ``start`` with ``evaluator`` on ``threads`` of numba's
    threads (over the lanes) for ``seconds``: the rates, the mean batch, and where the trees'
    thread's time went (with several lanes, the lanes' threads' seconds summed). Measured as a
    training run plays past its first iteration: after a warm-up of a quarter as long, whose games
    go on in the measured call (:class:`~training.alphazero.selfplay.GamesInFlight`'s
    ``carry_over``), so every ply of a game is in flight and the games' common opening, whose
    positions the cache answers and whose batches are small, is behind; the cache starts empty, as
    each of the run's calls does. The objects made before it are out of the garbage collector's
    scans meanwhile, as in a training run (:func:`training.collector.objects_frozen`). With a CUDA
    ``device``, its GPU's utilisation sampled over the timed call (``gpu_utilisation_pct``, 0-100;
    None elsewhere)."""
    from dataclasses import replace

    from training.alphazero.selfplay import games_in_flight, self_play
    from training.nets.device import GpuUtilisation

    numba.set_num_threads(threads)
    play = replace(sp if cache else replace(sp, cache_entries=0), lanes=lanes)
    play = play if groups is None else replace(play, pipeline_groups=groups)
    with objects_frozen():  # as the trainer runs: the earlier measurements' garbage collected, the rest frozen
        self_play(evaluator, 2, replace(play, parallel_games=2, lanes=min(lanes, 2)), start,
                  np.random.default_rng(1))  # compile
        flight = games_in_flight([(start, 1 << 30)], play, np.random.default_rng(0), carry_over=True)
        flight.play(evaluator, 1 << 30, seconds=seconds / 4)  # the warm-up, its games going on below
        with GpuUtilisation(device) if device is not None else contextlib.nullcontext() as busy:
            t0 = time.perf_counter()
            records, stats = flight.play(evaluator, 1 << 30, seconds=seconds)
            elapsed = time.perf_counter() - t0
    parts = {part: getattr(stats, f"{part}_seconds") for part in _TREES_THREAD if part != "rest"}
    parts["rest"] = elapsed - sum(parts.values())
    return {"simulations_per_s": stats.simulations / elapsed, "positions_per_s": stats.moves / elapsed,
            "mean_batch": stats.network_positions / max(1, stats.network_calls), "seconds": elapsed,
            "calls": stats.network_calls,
            "evaluations_per_s": stats.network_positions / elapsed,
            "cache_hit_share": stats.cache_hits / max(1, stats.cache_hits + stats.network_positions),
            "cache_ms_per_call": 1000 * stats.cache_seconds / max(1, stats.network_calls),
            **{f"{part}_share_of_time": seconds / elapsed for part, seconds in parts.items()},
            **{f"{part}_ms_per_call": 1000 * parts[part] / max(1, stats.network_calls) for part in _SERIAL_PARTS},
            "network_thread_share": stats.network_seconds / elapsed,
            "network_ms_per_call": 1000 * stats.network_seconds / max(1, stats.network_calls),
            "gpu_utilisation_pct": None if busy is None else busy.mean(), "records": records}


SPIN_COUNT = 300_000
"""Iterations libgomp's OpenMP threads busy-wait for the next parallel region before they sleep in
``bench selfplay``'s spinning arm (``GOMP_SPINCOUNT``; libgomp's own count where no wait policy
is set; at 100,000 this CPU's threads still spun 1 ms after a kernel), against the trainer's
threads, which sleep at once on CUDA."""


def _trees_spinning(sp: Any, start: Position, seconds: float, threads: int) -> dict[str, Any]:
    """The trees alone with ``sp``'s cache on ``threads`` threads (:func:`_measure`, its records
    left out) and :func:`parallel_launch_us`, in this process as its OpenMP runtime is set."""
    from training.alphazero.selfplay import UniformLeafEvaluator

    out = _measure(UniformLeafEvaluator(), sp, start, seconds, threads)
    del out["records"]
    out["parallel_launch_us"] = parallel_launch_us(threads)
    return out


def _spinning(fn: Callable[..., dict[str, Any]], *args: Any) -> dict[str, Any]:
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


def _overlap(measured: dict[str, Any], trees_alone: dict[str, Any], network_rate: float) -> dict[str, float]:
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


def _busy(measured: dict[str, Any]) -> str:
    """``", GPU busy N%"`` where a measurement has the GPU's load, else nothing."""
    pct = measured.get("gpu_utilisation_pct")
    return "" if pct is None else f", GPU busy {pct:.0f}%"


def _graphs_arm(arm: str, what: str, measured: dict[str, Any], after: str) -> str:
    """A line of the report for one arm of the graphs: ``what`` (said to be without the cache
    where ``arm`` is), its simulations a second and the GPU's load, then ``after``."""
    return (f"    {'without the evaluation cache, ' if 'no_cache' in arm else ''}{what}: "
            f"{measured['simulations_per_s']:,.0f} simulations/s{_busy(measured)}{after}")


def _trees_thread(measured: dict[str, Any]) -> str:
    """Where the trees' thread's time went in one measurement, as a line."""
    return ", ".join(f"{what} {measured[f'{part}_share_of_time']:.0%}" for part, what in _TREES_THREAD.items()) + (
        f" ({measured['rest_ms_per_call']:.2f} ms a network call)")


def _bench_iteration(config: Any, evaluator: Any, start: Position,
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
    from dataclasses import replace

    from training.alphazero.exact_targets import ExactStats, ExactTargets
    from training.alphazero.selfplay import games_in_flight, self_play
    from training.nets.device import cores_apart, share_cores

    games, chunk = config.games_per_iteration, 2 * config.selfplay.parallel_games

    def timed(play) -> dict[str, float]:
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

    ended = timed(lambda n, first: self_play(evaluator, n, config.selfplay, start,
                                             np.random.default_rng(first))[1])
    flight = games_in_flight([(start, 1)], replace(config.selfplay, carry_over=True), np.random.default_rng(0),
                             carry_over=True)
    for first in range(0, games, chunk):  # the first iteration: the flight fills
        filled = flight.play(evaluator, min(chunk, games - first))[0]
    carried = timed(lambda n, first: flight.play(evaluator, n)[1])
    out = {f"iteration_{way}_{key}": value for way, figures in (("ended", ended), ("carried", carried))
           for key, value in figures.items()}
    out.update(iteration_games=games, carry_ratio=carried["simulations_per_s"] / max(1e-9, ended["simulations_per_s"]))
    print(f"  one iteration's {games:,} games, chunks of {chunk:,}: every game to its end "
          f"{ended['simulations_per_s']:,.0f} simulations/s (mean batch {ended['mean_batch']:,.0f}, "
          f"{ended['calls_per_position']:.2f} network calls a position); carried over "
          f"{carried['simulations_per_s']:,.0f} (mean batch {carried['mean_batch']:,.0f}, "
          f"{carried['calls_per_position']:.2f}): {out['carry_ratio']:.2f}x")
    if config.exact_min_ply is None or not config.exact_overlap:
        return out

    def labelled(threads: int, nice: int, cores: frozenset[int]) -> dict[str, float]:
        exact = ExactTargets.from_config(config, threads, nice=nice, cores=cores)
        exact.apply(filled[:2])  # the solver compiled (once a process) before the timing
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

        row = timed(play)
        exact.close()
        return {**row, "wait_seconds": waited[0], "labels": stats.solved,
                "label_share": stats.solved / max(1, positions[0]), "solver_seconds": stats.seconds,
                "ratio": row["simulations_per_s"] / max(1e-9, carried["simulations_per_s"])}

    for threads, nice, apart in labelling:
        try:
            with cores_apart(apart) as cores:
                trees = share_cores(evaluator.device)  # on the cores left
                row = labelled(threads, nice, cores)
        finally:
            share_cores(evaluator.device)
        name, where = ((f"{apart}apart", f"{apart} cores set apart ({trees} trees' threads on the rest)") if apart
                       else (f"{threads}x{nice}", f"{threads} solver threads at niceness {nice}"))
        out.update({f"iteration_labelled_{name}_{key}": value for key, value in row.items()})
        print(f"  carried over, labelled beside on {where}: "
              f"{row['simulations_per_s']:,.0f} simulations/s ({row['ratio']:.2f}x), {row['seconds']:.1f} s of which "
              f"{row['wait_seconds']:.1f} s waited for the solver; {row['labels']:,} labels "
              f"({row['label_share']:.1%} of the positions), the solver's threads {row['solver_seconds']:.0f} s")
    return out


CURVE_MULTIPLES = (0.5, 2.0, 4.0)
"""The batches :func:`network_ceiling` also measures the network alone at, as multiples of self-play's
mean batch (each padded to its :func:`training.alphazero.evaluator.batch_bucket`)."""


def network_ceiling(model: Any, dev: Any, batch: int, amp: bool, seconds: float = 1.0,
                    also: tuple[int, ...] = (), fused: bool = False, compiled: bool = False) -> dict[str, Any]:
    """What the network alone makes of ``batch`` positions (random 0/1 planes) on ``dev`` as
    self-play runs it (:class:`training.alphazero.evaluator.TorchEvaluator`: a copy, batch norm
    folded; with ``amp`` where the device computes bfloat16 natively, in bfloat16), and the model
    itself (float32, batch norm apart), each way timed over about ``seconds`` after a warm-up, the
    device synchronised; the evaluator's largest difference from the model in priors and values.
    On CUDA also three other ways: float32 weights under bfloat16 autocast, the evaluator's
    network replayed as a CUDA graph (one launch a batch), and that graph captured with cuDNN's
    algorithms timed for the shape (:func:`evaluation.figures.cudnn_benchmark`) instead of chosen
    by its heuristics; and the rate of a bfloat16 8192^3 matrix product (the device's practical peak).
    Then the same network at :data:`CURVE_MULTIPLES` of ``batch``, at ``batch`` and at the buckets of
    the batches ``also`` (self-play's without its evaluation cache), as self-play runs it and on
    CUDA as a CUDA graph, each timed over about half of ``seconds``: what the device could take at
    each, and whether more games in flight (larger batches) would go faster. With ``fused`` (where
    :func:`training.alphazero.evaluator.fused_error` found none wanting), the evaluator's network
    again with its residual blocks fused, and with ``compiled`` (where it compiles) compiled by TorchInductor
    (:func:`training.alphazero.evaluator.compiled_network`): each one's largest difference in
    priors and values from the evaluator's copy, and its rate at ``batch`` and at each batch of the
    curve, as self-play runs it and on CUDA as a CUDA graph.

    Returns:
        ``network_flops_per_position`` (counted from the shapes by torch's FLOP counter: 2 a
        multiply-add), ``ceiling_batch``, ``network_alone_positions_per_s``,
        ``network_alone_flops_per_s``, ``network_amp`` (whether bfloat16 was used),
        ``network_unfolded_positions_per_s``, ``max_prior_diff_vs_float32`` and
        ``max_value_diff_vs_float32``; on CUDA ``network_{autocast,graph,graph_benchmark}_positions_per_s``
        and ``bf16_matmul_flops_per_s``; ``network_batch_curve``, a list of ``{"batch",
        "positions_per_s"}`` (on CUDA also ``"graph_positions_per_s"``) by increasing batch; with
        ``fused`` (and ``compiled``), ``max_{prior,value}_diff_fused``,
        ``network_fused_positions_per_s`` and each point's ``"fused_positions_per_s"``, on CUDA
        ``network_graph_fused_positions_per_s`` and each point's ``"graph_fused_positions_per_s"``
        (``compiled`` in ``fused``'s place)."""
    import torch
    from torch.utils.flop_counter import FlopCounterMode

    from training.alphazero.evaluator import TorchEvaluator, batch_bucket, cuda_graph_capture

    cfg = model.config
    model.eval()

    def random_planes(size: int) -> torch.Tensor:
        """``size`` positions' planes of random 0s and 1s (the same for a size), float32 on ``dev``."""
        return (torch.rand((size, cfg.planes, cfg.rows, cfg.columns), generator=torch.Generator().manual_seed(0))
                < 0.3).float().to(dev)

    x = random_planes(batch)
    with torch.inference_mode(), FlopCounterMode(display=False) as counter:
        model(x[:1])
    flops = counter.get_total_flops()
    cuda = dev.type == "cuda"
    evaluator = TorchEvaluator(model, dev, amp)
    xe = evaluator.prepare(x)

    def per_second(run, span: float = seconds) -> float:
        """Calls of ``run`` a second over about ``span`` seconds, after a warm-up, the device synchronised."""
        def sync():
            if cuda:
                torch.cuda.synchronize(dev)
        for _ in range(3):
            run()
        sync()
        reps, t0 = 0, time.perf_counter()
        while reps < 4 or time.perf_counter() - t0 < span:
            for _ in range(4):
                run()
            reps += 4
            sync()
        return reps / (time.perf_counter() - t0)

    def alone(network: Any, planes: Any) -> Any:
        """One pass of ``network`` over ``planes``, as self-play runs it (no gradients)."""
        with torch.inference_mode():
            return network(planes)

    def evaluate():
        return alone(evaluator.net, xe)

    def unfolded():
        with torch.inference_mode():
            return model(x)

    rate = batch * per_second(evaluate)
    out: dict[str, Any] = {"network_flops_per_position": flops, "ceiling_batch": batch,
                           "network_alone_positions_per_s": rate, "network_alone_flops_per_s": rate * flops,
                           "network_amp": evaluator.amp,
                           "network_unfolded_positions_per_s": batch * per_second(unfolded)}
    with torch.inference_mode():
        fast, exact = evaluate(), model(x)
    priors = torch.softmax(fast[0].float(), 1) - torch.softmax(exact[0], 1)
    out["max_prior_diff_vs_float32"] = float(priors.abs().max())
    out["max_value_diff_vs_float32"] = float((fast[1].float() - exact[1]).abs().max())
    variants = {name: TorchEvaluator(model, dev, amp, **{name: True}).net
                for name, wanted in (("fused", fused), ("compiled", compiled)) if wanted}  # beside the copy
    for name, variant in variants.items():
        with torch.inference_mode():
            theirs = variant(xe)
        out[f"max_prior_diff_{name}"] = float((torch.softmax(theirs[0].float(), 1)
                                               - torch.softmax(fast[0].float(), 1)).abs().max())
        out[f"max_value_diff_{name}"] = float((theirs[1].float() - fast[1].float()).abs().max())
        out[f"network_{name}_positions_per_s"] = batch * per_second(lambda net=variant: alone(net, xe))

    def at_batch(size: int) -> dict[str, Any]:
        """The network alone at ``size`` positions (and each variant), as self-play runs it and on
        CUDA as a graph."""
        planes = evaluator.prepare(random_planes(size))
        point: dict[str, Any] = {"batch": size}
        for prefix, network in (("", evaluator.net), *((f"{name}_", variant) for name, variant in variants.items())):
            point[f"{prefix}positions_per_s"] = size * per_second(lambda net=network: alone(net, planes), seconds / 2)
            if cuda:
                replay, _ = cuda_graph_capture(network, planes)
                point[f"graph_{prefix}positions_per_s"] = size * per_second(replay, seconds / 2)
        return point

    sizes = {batch, *(batch_bucket(max(1, round(batch * m))) for m in CURVE_MULTIPLES), *map(batch_bucket, also)}
    out["network_batch_curve"] = [at_batch(size) for size in sorted(sizes)]
    if not cuda:
        return out

    def autocast():
        with torch.inference_mode(), torch.autocast("cuda", dtype=torch.bfloat16):
            return model(x)

    out["network_autocast_positions_per_s"] = batch * per_second(autocast)
    replay, _ = cuda_graph_capture(evaluator.net, xe)
    out["network_graph_positions_per_s"] = batch * per_second(replay)
    for name, variant in variants.items():
        replay, _ = cuda_graph_capture(variant, xe)
        out[f"network_graph_{name}_positions_per_s"] = batch * per_second(replay)
    with cudnn_benchmark():  # cuDNN's algorithms timed at the capture's warm-up pass, not chosen by heuristics
        replay, _ = cuda_graph_capture(evaluator.net, xe)
        out["network_graph_benchmark_positions_per_s"] = batch * per_second(replay)
    a, b = (torch.randn((8192, 8192), device=dev, dtype=torch.bfloat16) for _ in range(2))
    out["bf16_matmul_flops_per_s"] = per_second(lambda: a @ b) * 2 * 8192 ** 3
    return out


def _bench_selfplay_boards(spec: str, config: Any, dev: Any, seconds: float) -> dict[str, Any]:
    """Self-play over a mixture in chunks of twice the games in flight, as the trainer plays it
    (:func:`training.alphazero.mixture.self_play_boards`), for ``seconds``, then the same padded network on
    the preset's board alone: what the mixture costs beyond the larger frame. Before each, one
    whole chunk with a uniform evaluator: the network calls a chunk takes and their mean batch
    (what a GPU's throughput follows, measured without one: fewer, fuller calls for the same
    games)."""
    from dataclasses import replace

    import torch

    from training.alphazero.evaluator import TorchEvaluator
    from training.alphazero.mixture import describe, frame, parse_boards, self_play_boards
    from training.alphazero.selfplay import UniformLeafEvaluator
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


def _bench_selfplay_ray(address: str, config: Any, model: Any, seconds: float,
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
    window = _window_figures(config.replay_capacity, chunk, 2 * config.selfplay.parallel_games)  # a worker's chunk
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


def _window_figures(capacity: int, records: list, games: int) -> dict[str, Any]:
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

