"""The arms of ``bench selfplay``, each a few measurements of one question and their figures and
report lines: the trees alone, the network as self-play runs it, its CUDA graphs (and their
waits), compiled by TorchInductor, with more pipeline groups, the network alone (its ceiling),
a stand-in device, and how each call's time splits between the two threads. The driver
(:mod:`evaluation.selfplay_speed.driver`) runs them in order on one :class:`Bench`."""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

import numba

from agents.board import Position
from evaluation.selfplay_speed import ceiling as ceiling_module
from evaluation.selfplay_speed.measure import (
    SERIAL_PARTS,
    SPIN_COUNT,
    TREES_THREAD,
    DeviceStandin,
    MeasurementLog,
    busy,
    graphs_arm_line,
    measure,
    overlap,
    parallel_launch_us,
    spinning,
    trees_spinning,
    trees_thread_line,
)

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

SELFPLAY_BEFORE = {"tree_simulations_per_s_per_core": 20_744.0, "network_simulations_per_s_per_core": 2_405.0}
"""The self-play of the previous design (pure-Python trees, one CPU worker process per core, 64
games in lockstep each, a 4x48 network at 100 simulations a move), measured on the 2-core
development machine: the baseline of ``bench selfplay``'s ``*_vs_before`` ratios."""


@dataclass
class Bench:
    """What every arm measures with: the preset (``config``, its network ``model``), the self-play
    settings measured (``sp``), the device (and its name), the machine's ``cores``, the start, the
    trees' threads beside the network (``beside``), each measurement's ``seconds``, the
    :class:`MeasurementLog`, the graphs' ``capture`` (None: CUDA's), and the report's ``lines`` so
    far. ``runs``: the measurements (and rates) the later arms set themselves against, by name."""

    config: Any
    sp: Any
    dev: Any
    device_name: str
    cores: int
    start: Position
    beside: int
    seconds: float
    log: MeasurementLog
    capture: Callable | None = None
    model: Any = None
    lines: list[str] = field(default_factory=list)
    runs: dict[str, Any] = field(default_factory=dict)

    @property
    def graphs_on(self) -> bool:
        """Whether the arms of the CUDA graphs run: on CUDA, or through an injected capture."""
        return self.dev.type == "cuda" or self.capture is not None

    @property
    def caching(self) -> tuple[bool, ...]:
        """With the cache and, where the settings keep one, without it."""
        return (True, False) if self.sp.cache_entries else (True,)

    def measure(self, arm: str, evaluator: Any, threads: int | None = None, cache: bool = True,
                groups: int | None = None, play: Any = None, span: float | None = None) -> dict[str, Any]:
        """One measurement (:func:`~evaluation.selfplay_speed.measure.measure`) of ``play`` (the
        bench's settings unless given) for ``span`` seconds (the bench's unless given), logged as
        ``arm`` and kept in :attr:`runs`."""
        from training.alphazero.selfplay.network import UniformLeafEvaluator

        m = measure(evaluator, self.sp if play is None else play, self.start,
                    self.seconds if span is None else span, self.beside if threads is None else threads, cache,
                    groups, device=self.dev)
        self.log.add(arm, m, network=not isinstance(evaluator, UniformLeafEvaluator))
        self.runs[arm] = m
        return m

    def evaluator(self, **kwargs: Any) -> Any:
        """The preset's network as self-play runs it (:class:`~training.alphazero.evaluator.TorchEvaluator`)."""
        from training.alphazero.evaluator import TorchEvaluator

        return TorchEvaluator(self.model, self.dev, self.config.amp, **kwargs)

    def at_once(self) -> Any:
        """The settings with the games begun all at once, where they stagger their starts; else None."""
        return replace(self.sp, staggered_starts=False) if self.sp.staggered_starts else None


def ratio(a: float, b: float) -> float:
    """``a / b``, a zero ``b`` read as 1e-9."""
    return a / max(1e-9, b)


def trees(b: Bench) -> dict[str, Any]:
    """The trees alone (a uniform evaluator): on one core, on every thread, with the cache beside
    the network as the trainer plays (and again with OpenMP's threads spinning, in another
    process), and a parallel kernel's launch."""
    from training.alphazero.selfplay.network import UniformLeafEvaluator

    all_threads = numba.config.NUMBA_NUM_THREADS
    one = b.measure("tree_one_core", UniformLeafEvaluator(), 1, cache=False)
    every = b.measure("tree_all_cores", UniformLeafEvaluator(), all_threads, cache=False)
    cached = b.measure("tree_cache", UniformLeafEvaluator()) if b.sp.cache_entries else None
    if b.beside != all_threads:
        b.measure("tree_beside_network", UniformLeafEvaluator(), cache=False)  # beside the network, no cache
    else:
        b.runs["tree_beside_network"] = every
    launch_us = parallel_launch_us(b.beside)
    figures = {"tree_simulations_per_s_one_core": one["simulations_per_s"],
               "tree_simulations_per_s_all_cores": every["simulations_per_s"], "tree_mean_batch": every["mean_batch"],
               **{f"tree_{part}_ms_per_call_{cores}": tree[f"{part}_ms_per_call"] for part in SERIAL_PARTS
                  for cores, tree in (("one_core", one), ("all_cores", every))},
               "tree_rest_share_one_core": one["rest_share_of_time"],
               "tree_rest_share_all_cores": every["rest_share_of_time"], "parallel_launch_us": launch_us,
               "tree_ratio_vs_before": one["simulations_per_s"] / SELFPLAY_BEFORE["tree_simulations_per_s_per_core"]}
    b.lines += [
        f"  tree alone (uniform evaluator): {one['simulations_per_s']:,.0f} simulations/s on one core "
        f"({figures['tree_ratio_vs_before']:.1f}x the previous design's per core), "
        f"{every['simulations_per_s']:,.0f} on {all_threads} threads",
        f"    the trees' thread beside the walks and expansions, ms a call on one core / {all_threads} threads: "
        + ", ".join(f"{TREES_THREAD[part]} {one[f'{part}_ms_per_call']:.2f} / {every[f'{part}_ms_per_call']:.2f}"
                    for part in SERIAL_PARTS)
        + f" (the leaves' packing, the hand-offs; {one['rest_share_of_time']:.0%} / "
          f"{every['rest_share_of_time']:.0%} of the time)",
        f"    a parallel kernel of no work on {b.beside} threads, 1 ms after the last: {launch_us:.1f} us (the "
        f"OpenMP threads woken or found spinning; each walk, expansion, cache lookup and answer, and Gumbel "
        f"pass pays it)"]
    if cached is not None:
        figures.update(_trees_spinning(b, cached))
    return figures


def _trees_spinning(b: Bench, cached: dict[str, Any]) -> dict[str, Any]:
    """The trees with the cache again in a process whose OpenMP threads spin between kernels."""
    spun = spinning(trees_spinning, b.sp, b.start, b.seconds, b.beside)
    b.log.add("tree_cache_spinning", spun)
    figures = {"tree_cache_simulations_per_s": cached["simulations_per_s"],
               "tree_cache_ms_per_call": cached["cache_ms_per_call"],
               "tree_cache_rest_ms_per_call": cached["rest_ms_per_call"],
               **{f"tree_cache_{part}_share": cached[f"{part}_share_of_time"] for part in TREES_THREAD},
               "tree_cache_spinning_simulations_per_s": spun["simulations_per_s"],
               "tree_cache_spinning_ms_per_call": spun["cache_ms_per_call"],
               "tree_cache_spinning_rest_ms_per_call": spun["rest_ms_per_call"],
               "parallel_launch_us_spinning": spun["parallel_launch_us"],
               "spinning_ratio": ratio(spun["simulations_per_s"], cached["simulations_per_s"])}
    b.lines += [
        f"    with the evaluation cache, as the trainer plays: {cached['simulations_per_s']:,.0f} "
        f"simulations/s on {b.beside} threads; the trees' thread: {trees_thread_line(cached)}",
        f"    the same, the OpenMP threads spinning between kernels (GOMP_SPINCOUNT={SPIN_COUNT}, another "
        f"process): {spun['simulations_per_s']:,.0f} simulations/s ({figures['spinning_ratio']:.2f}x), "
        f"the rest {spun['rest_ms_per_call']:.2f} ms a call, a parallel kernel {spun['parallel_launch_us']:.1f} us"]
    return figures


def network(b: Bench) -> dict[str, Any]:
    """The preset's network as self-play runs it, with the cache and without."""
    from training.alphazero.evaluator import input_bytes

    net = b.measure("network", b.evaluator())
    uncached = b.measure("network_no_cache", b.evaluator(), cache=False) if b.sp.cache_entries else net
    b.runs["network_no_cache"] = uncached
    cfg = b.config.net
    sizes = input_bytes(b.start.geo, (cfg.rows, cfg.columns) if cfg.padded else None)
    sent = sizes["bitboards"] if b.dev.type == "cuda" else 0  # the host-to-device bytes: none on the CPU
    per_core = b.cores if b.dev.type == "cpu" else 1
    figures = {
        "network_simulations_per_s": net["simulations_per_s"],
        "network_simulations_per_s_per_core": net["simulations_per_s"] / per_core,
        "network_positions_per_s": net["positions_per_s"], "network_mean_batch": net["mean_batch"],
        **{f"network_trees_thread_{part}_share": net[f"{part}_share_of_time"] for part in TREES_THREAD},
        "network_thread_share": net["network_thread_share"], "network_ms_per_call": net["network_ms_per_call"],
        "cache_entries": b.sp.cache_entries, "cache_hit_share": net["cache_hit_share"],
        "cache_ms_per_call": net["cache_ms_per_call"], "cache_share_of_time": net["cache_share_of_time"],
        "network_no_cache_simulations_per_s": uncached["simulations_per_s"],
        "network_no_cache_mean_batch": uncached["mean_batch"],
        "cache_ratio": ratio(net["simulations_per_s"], uncached["simulations_per_s"]),
        "network_input_bytes_per_position": sent, "planes_bytes_per_position": sizes["planes"],
        "gpu_utilisation_pct": net["gpu_utilisation_pct"],
        "network_ratio_vs_before_per_core": (net["simulations_per_s"] / per_core
                                             / SELFPLAY_BEFORE["network_simulations_per_s_per_core"])}
    wait_policy = os.environ.get("OMP_WAIT_POLICY", "default")
    b.lines += [
        f"  {cfg.blocks}x{cfg.filters} network on {b.device_name} (trees on {b.beside} threads, OpenMP wait policy "
        f"{wait_policy}): "
        f"{net['simulations_per_s']:,.0f} simulations/s, {net['positions_per_s']:,.1f} positions/s, mean batch "
        f"{net['mean_batch']:,.0f}{busy(net)}; {sent} bytes a position to the device (its planes: {sizes['planes']})",
        f"    the trees' thread: {trees_thread_line(net)}; the network busy {net['network_thread_share']:.0%} "
        f"({net['network_ms_per_call']:.2f} ms a call)"]
    if b.sp.cache_entries:
        b.lines.append(
            f"  evaluation cache ({b.sp.cache_entries:,} slots): {net['cache_hit_share']:.1%} of the leaves answered "
            f"from it, its lookups, answers and stores {net['cache_ms_per_call']:.2f} ms a network call "
            f"({net['cache_share_of_time']:.1%} of the time) in the trees' thread; without it "
            f"{uncached['simulations_per_s']:,.0f} simulations/s ({figures['cache_ratio']:.2f}x with it)")
    return figures


def buckets(b: Bench) -> dict[str, Any]:
    """On CUDA (or through a stand-in capture): the batches as they come, against the padding to a
    few sizes self-play does there."""
    net = b.runs["network"]
    unbucketed = b.measure("network_no_buckets", b.evaluator(buckets=False))
    figures = {"network_no_buckets_simulations_per_s": unbucketed["simulations_per_s"],
               "bucket_ratio": ratio(net["simulations_per_s"], unbucketed["simulations_per_s"])}
    b.lines.append(f"  batches padded to a few sizes (batch_bucket): {figures['bucket_ratio']:.2f}x the rate of "
                   f"every size as it comes ({unbucketed['simulations_per_s']:,.0f} simulations/s)")
    return figures


def graphs(b: Bench) -> dict[str, Any]:
    """Each call replayed whole from CUDA graphs: while capturing, in the steady state, only the
    network from its graphs, and without the cache."""
    replayed = b.evaluator(buckets=True, graphs=True, capture=b.capture)
    b.runs["replayed"] = replayed
    capturing = b.measure("network_graphs_capturing", replayed)  # each batch size's graph made on its way
    graphed = b.measure("network_graphs", replayed)  # the graphs made: the steady state
    captured = sum(graph.captures for graph, _ in replayed.passes.values())
    only_network = b.evaluator(buckets=True, graphs=True, whole_pass=False, capture=b.capture)
    b.measure("network_only_graphs_capturing", only_network)  # its graphs captured
    only = b.measure("network_only_graphs", only_network)
    net = b.runs["network"]
    figures = {"network_graphs_simulations_per_s": graphed["simulations_per_s"],
               "network_graphs_capturing_simulations_per_s": capturing["simulations_per_s"],
               "graphs_captured": captured,
               "graph_ratio": ratio(graphed["simulations_per_s"], net["simulations_per_s"]),
               "network_graphs_gpu_utilisation_pct": graphed["gpu_utilisation_pct"],
               **{f"network_graphs_trees_thread_{part}_share": graphed[f"{part}_share_of_time"]
                  for part in TREES_THREAD},
               "network_graphs_thread_share": graphed["network_thread_share"],
               "network_graphs_ms_per_call": graphed["network_ms_per_call"],
               "network_graphs_network_only_simulations_per_s": only["simulations_per_s"],
               "network_graphs_network_only_gpu_utilisation_pct": only["gpu_utilisation_pct"],
               "network_graphs_network_only_ms_per_call": only["network_ms_per_call"],
               "whole_pass_ratio": ratio(graphed["simulations_per_s"], only["simulations_per_s"])}
    b.lines += [
        f"  each call replayed whole from a CUDA graph ({captured} batch sizes; the planes, the network, the "
        f"softmax): {graphed['simulations_per_s']:,.0f} simulations/s ({figures['graph_ratio']:.2f}x){busy(graphed)}, "
        f"{capturing['simulations_per_s']:,.0f} while capturing them",
        f"    the trees' thread: {trees_thread_line(graphed)}; the network busy "
        f"{graphed['network_thread_share']:.0%} ({graphed['network_ms_per_call']:.2f} ms a call)",
        f"    only the network from its graphs (the planes and the softmax op by op): "
        f"{only['simulations_per_s']:,.0f} simulations/s{busy(only)}, {only['network_ms_per_call']:.2f} ms a "
        f"call (the whole call {figures['whole_pass_ratio']:.2f}x)"]
    if b.sp.cache_entries:  # every leaf to the network: larger batches, whose graphs are made first
        b.measure("network_graphs_no_cache_capturing", replayed, cache=False, span=b.seconds / 2)
        every = b.measure("network_graphs_no_cache", replayed, cache=False)
        figures.update({"network_graphs_no_cache_simulations_per_s": every["simulations_per_s"],
                        "network_graphs_no_cache_gpu_utilisation_pct": every["gpu_utilisation_pct"],
                        "network_graphs_no_cache_thread_share": every["network_thread_share"],
                        "graph_cache_ratio": ratio(graphed["simulations_per_s"], every["simulations_per_s"])})
        b.lines.append(f"    without the evaluation cache: {every['simulations_per_s']:,.0f} simulations/s"
                       f"{busy(every)}, the network busy {every['network_thread_share']:.0%} "
                       f"({figures['graph_cache_ratio']:.2f}x with it)")
    return figures


def graph_waits(b: Bench) -> dict[str, Any]:
    """The same graphs with each call's wait asleep on an event (``blocking_sync``), and with each
    call waited for in the network's thread before the next is launched (against launching ahead);
    with the games begun all at once where the settings stagger them."""
    replayed, figures = b.runs["replayed"], {}
    for arm, attribute, value in (("blocking_sync", "blocking_sync", True), ("waited", "launch_ahead", False)):
        setattr(replayed, attribute, value)
        for cached in b.caching:
            name = arm if cached else f"{arm}_no_cache"
            m = b.measure(f"network_graphs_{name}", replayed, cache=cached)
            base = b.runs["network_graphs" if cached else "network_graphs_no_cache"]["simulations_per_s"]
            figures.update({f"network_graphs_{name}_{key}": m[key]
                            for key in ("simulations_per_s", "gpu_utilisation_pct", "network_thread_share")})
            if arm == "blocking_sync":
                figures[f"{name}_ratio"] = ratio(m["simulations_per_s"], base)
                after = f" ({figures[f'{name}_ratio']:.2f}x the spinning wait)"
                what = "each call's wait asleep on an event (blocking_sync)"
            else:
                key = "launch_ahead_ratio" if cached else "launch_ahead_no_cache_ratio"
                figures[key] = ratio(base, m["simulations_per_s"])
                after = f", the network busy {m['network_thread_share']:.0%} (launched ahead {figures[key]:.2f}x)"
                what = "each call waited for in the network's thread before the next is launched"
            b.lines.append(graphs_arm_line(name, what, m, after))
        setattr(replayed, attribute, not value)
    at_once = b.at_once()
    if at_once is not None:  # the games begun all at once, their searches in step (their batches' graphs first)
        b.measure("network_graphs_at_once_capturing", replayed, play=at_once, span=b.seconds / 2)
        once = b.measure("network_graphs_at_once", replayed, play=at_once)
        figures.update({"network_graphs_at_once_simulations_per_s": once["simulations_per_s"],
                        "network_graphs_at_once_gpu_utilisation_pct": once["gpu_utilisation_pct"],
                        "graphs_stagger_ratio": ratio(b.runs["network_graphs"]["simulations_per_s"],
                                                      once["simulations_per_s"])})
        b.lines.append(f"    the games begun all at once, their searches in step: {once['simulations_per_s']:,.0f} "
                       f"simulations/s{busy(once)} (staggered starts {figures['graphs_stagger_ratio']:.2f}x)")
    return figures


def compiled(b: Bench) -> dict[str, Any]:
    """The network compiled by TorchInductor as self-play runs it (from its graphs where they run),
    with the cache and without, against it uncompiled; ``compile_error`` where it did not compile."""
    compiler = b.evaluator(buckets=True if b.graphs_on else None, graphs=b.graphs_on, capture=b.capture,
                           compiled=True)
    b.runs["compile_error"] = compiler.compile_error
    if compiler.compile_error is not None:
        b.lines.append(f"  the network compiled by TorchInductor: not run here ({compiler.compile_error})")
        return {"compile_error": compiler.compile_error}
    figures = {}
    for cached in b.caching:
        suffix = "" if cached else "_no_cache"
        if b.graphs_on:  # its batch sizes' graphs made first
            b.measure(f"network_compiled{suffix}_capturing", compiler, cache=cached, span=b.seconds / 2)
        m = b.measure(f"network_compiled{suffix}", compiler, cache=cached)
        base = b.runs[("network_graphs" if b.graphs_on else "network") + suffix]
        figures.update({f"network_compiled{suffix}_{key}": m[key]
                        for key in ("simulations_per_s", "gpu_utilisation_pct", "network_thread_share")})
        figures[f"compiled{suffix}_ratio"] = ratio(m["simulations_per_s"], base["simulations_per_s"])
        b.lines.append(
            f"  the network compiled by TorchInductor (torch.compile, its weights frozen; the preset's "
            f"compile_network: {'on' if b.config.compile_network else 'off'})"
            f"{', from its CUDA graphs' if b.graphs_on else ''}{'' if cached else ', without the cache'}: "
            f"{m['simulations_per_s']:,.0f} simulations/s{busy(m)}, the network busy "
            f"{m['network_thread_share']:.0%} ({figures[f'compiled{suffix}_ratio']:.2f}x uncompiled)")
    return figures


def groups(b: Bench, counts: list[int]) -> dict[str, Any]:
    """The network with each count of pipeline groups (k-way pipelining) beyond the settings' own."""
    figures, net = {}, b.runs["network"]
    for k in counts:
        m = b.measure(f"network_groups_{k}", b.evaluator(), groups=k)
        figures.update({f"network_simulations_per_s_groups_{k}": m["simulations_per_s"],
                        f"network_mean_batch_groups_{k}": m["mean_batch"],
                        f"gpu_utilisation_pct_groups_{k}": m["gpu_utilisation_pct"]})
        own = b.sp.pipeline_groups if b.sp.pipeline else 1
        against = ratio(m["simulations_per_s"], net["simulations_per_s"])
        b.lines.append(f"  {k} pipeline groups: {m['simulations_per_s']:,.0f} simulations/s, mean batch "
                       f"{m['mean_batch']:,.0f}{busy(m)} ({against:.2f}x {own})")
    return figures


def network_alone(b: Bench) -> dict[str, Any]:
    """The network alone at self-play's mean batch and around it (:func:`~evaluation.selfplay_speed.
    ceiling.network_ceiling`), and self-play's share of it in positions and FLOP/s."""
    net, uncached = b.runs["network"], b.runs["network_no_cache"]
    ceiling = ceiling_module.network_ceiling(b.model, b.dev, max(1, round(net["mean_batch"])), b.config.amp,
                                             also=(max(1, round(uncached["mean_batch"])),),  # every leaf
                                             compiled=b.runs["compile_error"] is None)
    b.log.add("network_alone", ceiling)
    b.runs["ceiling"] = ceiling
    figures = {**ceiling, "network_flops_per_s": net["evaluations_per_s"] * ceiling["network_flops_per_position"],
               "network_share_of_ceiling": ratio(net["evaluations_per_s"], ceiling["network_alone_positions_per_s"])}
    peak = ceiling.get("bf16_matmul_flops_per_s")
    of_peak = "" if peak is None else f", {figures['network_flops_per_s'] / peak:.1%} of a bfloat16 matrix product's"
    b.lines.append(
        f"  the network: {ceiling['network_flops_per_position'] / 1e6:,.1f} MFLOP a position; in self-play "
        f"{figures['network_flops_per_s'] / 1e12:,.2f} TFLOP/s{of_peak}; alone at batch {ceiling['ceiling_batch']:,} "
        f"{ceiling['network_alone_positions_per_s']:,.0f} positions/s "
        f"({'bfloat16' if ceiling['network_amp'] else 'float32'}, batch norm folded; self-play reaches "
        f"{figures['network_share_of_ceiling']:.0%} of it; priors within {ceiling['max_prior_diff_vs_float32']:.4f} "
        f"of the model's)")
    b.lines += _ceiling_lines(ceiling)
    return figures


def _ceiling_lines(ceiling: dict[str, Any]) -> list[str]:
    """The report's lines of the network alone's other ways and its curve by batch."""
    lines, compiled_what = [], "compiled by TorchInductor (torch.compile, its weights frozen)"
    alone = ceiling["network_alone_positions_per_s"]
    for name, what in (("unfolded", "the model itself (float32, batch norm apart)"),
                       ("autocast", "float32 weights under bfloat16 autocast"), ("graph", "as a CUDA graph"),
                       ("compiled", compiled_what), ("graph_compiled", f"as a CUDA graph, {compiled_what}"),
                       ("graph_benchmark", "as a CUDA graph, cuDNN's algorithms timed (cudnn.benchmark)")):
        if f"network_{name}_positions_per_s" in ceiling:
            rate = ceiling[f"network_{name}_positions_per_s"]
            lines.append(f"    {what}: {rate:,.0f} positions/s ({rate / alone:.2f}x)")
    if "max_prior_diff_compiled" in ceiling:
        lines.append(f"    {compiled_what}: priors within {ceiling['max_prior_diff_compiled']:.4f} and values within "
                     f"{ceiling['max_value_diff_compiled']:.4f} of the copy's")
    ways = (("graph_", "as a CUDA graph"), ("compiled_", "compiled"), ("graph_compiled_", "compiled, as a CUDA graph"))
    lines.append("    alone by batch: " + ", ".join(
        f"{p['batch']:,}: {p['positions_per_s']:,.0f}"
        + "".join(f" ({p[f'{way}positions_per_s']:,.0f} {what})" for way, what in ways if f"{way}positions_per_s" in p)
        for p in ceiling["network_batch_curve"]) + " positions/s")
    return lines


def standin(b: Bench) -> dict[str, Any]:
    """The whole pass's host work beside a stand-in device as fast as the network alone at each
    batch (:class:`~evaluation.selfplay_speed.measure.DeviceStandin`), with the cache and without;
    where the settings stagger their games' starts, the stand-in and the trees alone again with
    the games begun at once."""
    from training.alphazero.evaluator import batch_bucket
    from training.alphazero.selfplay.network import UniformLeafEvaluator

    ceiling = b.runs["ceiling"]
    curve = {point["batch"]: point for point in ceiling["network_batch_curve"]}
    uncached_batch = batch_bucket(max(1, round(b.runs["network_no_cache"]["mean_batch"])))
    batches = {True: ceiling["ceiling_batch"], False: uncached_batch}
    b.runs["device_rate"] = {cached: curve[size].get("graph_positions_per_s", curve[size]["positions_per_s"])
                             for cached, size in batches.items()}  # as the graphs (CUDA) or self-play run it
    b.runs["eager_rate"] = {cached: curve[size]["positions_per_s"] for cached, size in batches.items()}

    def standin_of(rate: float) -> Any:
        device = DeviceStandin(rate)
        return b.evaluator(buckets=True, graphs=True, capture=device.capture, events=device.events)

    figures = {}
    for cached in b.caching:  # the device's work a pass of its length
        name = f"standin{'' if cached else '_no_cache'}"
        m = b.measure(name, standin_of(b.runs["device_rate"][cached]), cache=cached)
        figures[f"{name}_simulations_per_s"] = m["simulations_per_s"]
        b.lines.append(f"  the whole pass beside a stand-in device as fast as the network alone"
                       f"{'' if cached else ', without the evaluation cache'}: {m['simulations_per_s']:,.0f} "
                       f"simulations/s, the device busy {m['network_thread_share']:.0%}")
    at_once = b.at_once()
    if at_once is not None:
        trees_once = b.measure("tree_cache_at_once", UniformLeafEvaluator(), play=at_once)
        once = b.measure("standin_at_once", standin_of(b.runs["device_rate"][True]), play=at_once)
        figures.update({"standin_at_once_simulations_per_s": once["simulations_per_s"],
                        "standin_stagger_ratio": ratio(figures["standin_simulations_per_s"], once["simulations_per_s"]),
                        "tree_cache_at_once_simulations_per_s": trees_once["simulations_per_s"]})
        b.lines.append(f"    the games begun all at once, their searches in step: {once['simulations_per_s']:,.0f} "
                       f"simulations/s (staggered starts {figures['standin_stagger_ratio']:.2f}x); the trees alone so "
                       f"{trees_once['simulations_per_s']:,.0f}")
    return figures


def overlaps(b: Bench) -> dict[str, Any]:
    """For each pipelined arm measured, how a network call's time split between the trees' thread
    and the network's (:func:`~evaluation.selfplay_speed.measure.overlap`), against the trees
    alone on the same threads and the network alone at the call's batch."""
    runs, device, eager = b.runs, b.runs["device_rate"], b.runs["eager_rate"]
    cached_trees = runs.get("tree_cache") or runs["tree_beside_network"]
    uncached_trees = runs["tree_beside_network"]
    arms = {"network": ("network", cached_trees, eager[True]), "standin": ("standin", cached_trees, device[True]),
            "standin_at_once": ("standin_at_once", runs.get("tree_cache_at_once"), device[True]),
            "network_no_cache": ("network_no_cache", uncached_trees, eager[False]),
            "standin_no_cache": ("standin_no_cache", uncached_trees, device[False]),
            "network_graphs": ("network_graphs", cached_trees, device[True]),
            "network_graphs_no_cache": ("network_graphs_no_cache", uncached_trees, device[False]),
            "network_graphs_at_once": ("network_graphs_at_once", runs.get("tree_cache_at_once"), device[True])}
    for name in ("blocking_sync", "waited"):
        arms[name] = (f"network_graphs_{name}", cached_trees, device[True])
        arms[f"{name}_no_cache"] = (f"network_graphs_{name}_no_cache", uncached_trees, device[False])
    if not b.sp.cache_entries:
        for name in ("network_no_cache", "standin_no_cache"):
            del arms[name]
    measured = {name: overlap(runs[arm], trees_alone, rate) for name, (arm, trees_alone, rate) in arms.items()
                if arm in runs and trees_alone is not None}
    shown = {name: measured[name] for name in OVERLAP_ARMS if name in measured}  # in the report's order
    b.lines.append("  a network call's time, the trees' thread and the network's side by side (overlapped: the "
                   "share of the shorter hidden behind the longer, 1 for a pipeline, 0 for turns; each against "
                   "itself alone):")
    b.lines += [f"    {OVERLAP_ARMS[name]}: a call {o['call_ms']:.2f} ms; the trees {o['trees_ms']:.2f} "
                f"({o['trees_slowdown']:.2f}x alone), the network {o['network_ms']:.2f} "
                f"({o['network_slowdown']:.2f}x alone at the batch); overlapped {o['overlap_share']:.0%}"
                for name, o in shown.items()]
    return {"overlap": shown}
