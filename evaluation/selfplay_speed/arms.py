"""The arms of ``bench selfplay``, each a few measurements of one question and their figures and
report lines: the trees alone, the network as self-play runs it, its CUDA graphs, compiled by
TorchInductor, with more pipeline groups, and the network alone (its ceiling). The driver
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
    TREES_THREAD,
    MeasurementLog,
    busy,
    measure,
    trees_thread_line,
)

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
    """The trees alone (a uniform evaluator): on one core, on every thread, and with the cache
    beside the network as the trainer plays."""
    from training.alphazero.selfplay.network import UniformLeafEvaluator

    all_threads = numba.config.NUMBA_NUM_THREADS
    one = b.measure("tree_one_core", UniformLeafEvaluator(), 1, cache=False)
    every = b.measure("tree_all_cores", UniformLeafEvaluator(), all_threads, cache=False)
    cached = b.measure("tree_cache", UniformLeafEvaluator()) if b.sp.cache_entries else None
    figures = {"tree_simulations_per_s_one_core": one["simulations_per_s"],
               "tree_simulations_per_s_all_cores": every["simulations_per_s"], "tree_mean_batch": every["mean_batch"],
               **{f"tree_{part}_ms_per_call_{cores}": tree[f"{part}_ms_per_call"] for part in SERIAL_PARTS
                  for cores, tree in (("one_core", one), ("all_cores", every))},
               "tree_rest_share_one_core": one["rest_share_of_time"],
               "tree_rest_share_all_cores": every["rest_share_of_time"],
               "tree_ratio_vs_before": one["simulations_per_s"] / SELFPLAY_BEFORE["tree_simulations_per_s_per_core"]}
    b.lines += [
        f"  tree alone (uniform evaluator): {one['simulations_per_s']:,.0f} simulations/s on one core "
        f"({figures['tree_ratio_vs_before']:.1f}x the previous design's per core), "
        f"{every['simulations_per_s']:,.0f} on {all_threads} threads",
        f"    the trees' thread beside the walks and expansions, ms a call on one core / {all_threads} threads: "
        + ", ".join(f"{TREES_THREAD[part]} {one[f'{part}_ms_per_call']:.2f} / {every[f'{part}_ms_per_call']:.2f}"
                    for part in SERIAL_PARTS)
        + f" (the leaves' packing, the hand-offs; {one['rest_share_of_time']:.0%} / "
          f"{every['rest_share_of_time']:.0%} of the time)"]
    if cached is not None:
        figures.update({"tree_cache_simulations_per_s": cached["simulations_per_s"],
                        "tree_cache_ms_per_call": cached["cache_ms_per_call"],
                        "tree_cache_rest_ms_per_call": cached["rest_ms_per_call"],
                        **{f"tree_cache_{part}_share": cached[f"{part}_share_of_time"] for part in TREES_THREAD}})
        b.lines.append(f"    with the evaluation cache, as the trainer plays: {cached['simulations_per_s']:,.0f} "
                       f"simulations/s on {b.beside} threads; the trees' thread: {trees_thread_line(cached)}")
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


def graphs(b: Bench) -> dict[str, Any]:
    """Each call replayed whole from CUDA graphs: while capturing, in the steady state, and without
    the cache; with the games begun all at once where the settings stagger their starts."""
    replayed = b.evaluator(buckets=True, graphs=True, capture=b.capture)
    capturing = b.measure("network_graphs_capturing", replayed)  # each batch size's graph made on its way
    graphed = b.measure("network_graphs", replayed)  # the graphs made: the steady state
    captured = sum(graph.captures for graph, _ in replayed.passes.values())
    net = b.runs["network"]
    figures = {"network_graphs_simulations_per_s": graphed["simulations_per_s"],
               "network_graphs_capturing_simulations_per_s": capturing["simulations_per_s"],
               "graphs_captured": captured,
               "graph_ratio": ratio(graphed["simulations_per_s"], net["simulations_per_s"]),
               "network_graphs_gpu_utilisation_pct": graphed["gpu_utilisation_pct"],
               **{f"network_graphs_trees_thread_{part}_share": graphed[f"{part}_share_of_time"]
                  for part in TREES_THREAD},
               "network_graphs_thread_share": graphed["network_thread_share"],
               "network_graphs_ms_per_call": graphed["network_ms_per_call"]}
    b.lines += [
        f"  each call replayed whole from a CUDA graph ({captured} batch sizes; the planes, the network, the "
        f"softmax): {graphed['simulations_per_s']:,.0f} simulations/s ({figures['graph_ratio']:.2f}x){busy(graphed)}, "
        f"{capturing['simulations_per_s']:,.0f} while capturing them",
        f"    the trees' thread: {trees_thread_line(graphed)}; the network busy "
        f"{graphed['network_thread_share']:.0%} ({graphed['network_ms_per_call']:.2f} ms a call)"]
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
