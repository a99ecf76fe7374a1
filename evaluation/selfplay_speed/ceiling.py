"""What the network alone makes of a batch on the device (``bench selfplay``'s ceiling): as self-play
runs it, as the model itself, compiled, as a CUDA graph, and at several batch sizes."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from evaluation.figures import cudnn_benchmark

CURVE_MULTIPLES = (0.5, 2.0, 4.0)
"""The batches :func:`network_ceiling` also measures the network alone at, as multiples of self-play's
mean batch (each padded to its :func:`training.alphazero.evaluator.batch_bucket`)."""


def network_ceiling(model: Any, dev: Any, batch: int, amp: bool, seconds: float = 1.0,
                    also: tuple[int, ...] = (), compiled: bool = False) -> dict[str, Any]:
    """What the network alone makes of ``batch`` positions (random 0/1 planes) on ``dev`` as
    self-play runs it (:class:`training.alphazero.evaluator.TorchEvaluator`: a copy, batch norm
    folded; with ``amp`` where the device computes bfloat16 natively, in bfloat16), and the model
    itself (float32, batch norm apart), each way timed over about ``seconds`` after a warm-up, the
    device synchronised; the evaluator's largest difference from the model in priors and values.
    On CUDA also three other ways: float32 weights under bfloat16 autocast, the evaluator's
    network replayed as a CUDA graph (one launch a batch), and that graph captured with cuDNN's
    algorithms timed for the shape (:func:`evaluation.figures.cudnn_benchmark`) instead of chosen
    by its heuristics; and the rate of a bfloat16 8192^3 matrix product (the device's practical
    peak). Then the same network at :data:`CURVE_MULTIPLES` of ``batch``, at ``batch`` and at the
    buckets of the batches ``also`` (self-play's without its evaluation cache), as self-play runs
    it and on CUDA as a CUDA graph, each timed over about half of ``seconds``: what the device
    could take at each, and whether more games in flight (larger batches) would go faster. With
    ``compiled`` (where it compiles), the evaluator's network compiled by TorchInductor
    (:func:`training.alphazero.evaluator.compiled_network`) too: its largest difference in priors
    and values from the evaluator's copy, and its rate at ``batch`` and at each batch of the
    curve, as self-play runs it and on CUDA as a CUDA graph.

    Returns:
        ``network_flops_per_position`` (counted from the shapes by torch's FLOP counter: 2 a
        multiply-add), ``ceiling_batch``, ``network_alone_positions_per_s``,
        ``network_alone_flops_per_s``, ``network_amp`` (whether bfloat16 was used),
        ``network_unfolded_positions_per_s``, ``max_prior_diff_vs_float32`` and
        ``max_value_diff_vs_float32``; on CUDA ``network_{autocast,graph,graph_benchmark}_positions_per_s``
        and ``bf16_matmul_flops_per_s``; ``network_batch_curve``, a list of ``{"batch",
        "positions_per_s"}`` (on CUDA also ``"graph_positions_per_s"``) by increasing batch; with
        ``compiled``, ``max_{prior,value}_diff_compiled``, ``network_compiled_positions_per_s`` and
        each point's ``"compiled_positions_per_s"``, on CUDA ``network_graph_compiled_positions_per_s``
        and each point's ``"graph_compiled_positions_per_s"``."""
    import torch
    from torch.utils.flop_counter import FlopCounterMode

    from training.alphazero.evaluator import TorchEvaluator

    model.eval()
    x = _random_planes(model, dev, batch)
    with torch.inference_mode(), FlopCounterMode(display=False) as counter:
        model(x[:1])
    flops = counter.get_total_flops()
    evaluator = TorchEvaluator(model, dev, amp)
    xe = evaluator.prepare(x)
    per_second = _rate(dev, seconds)
    rate = batch * per_second(lambda: _alone(evaluator.net, xe))
    out: dict[str, Any] = {"network_flops_per_position": flops, "ceiling_batch": batch,
                           "network_alone_positions_per_s": rate, "network_alone_flops_per_s": rate * flops,
                           "network_amp": evaluator.amp,
                           "network_unfolded_positions_per_s": batch * per_second(lambda: _alone(model, x))}
    fast, exact = _alone(evaluator.net, xe), _alone(model, x)
    out["max_prior_diff_vs_float32"] = float((torch.softmax(fast[0].float(), 1) - torch.softmax(exact[0], 1))
                                             .abs().max())
    out["max_value_diff_vs_float32"] = float((fast[1].float() - exact[1]).abs().max())
    variants = {"compiled": TorchEvaluator(model, dev, amp, compiled=True).net} if compiled else {}
    for name, variant in variants.items():
        theirs = _alone(variant, xe)
        out[f"max_prior_diff_{name}"] = float((torch.softmax(theirs[0].float(), 1)
                                               - torch.softmax(fast[0].float(), 1)).abs().max())
        out[f"max_value_diff_{name}"] = float((theirs[1].float() - fast[1].float()).abs().max())
        out[f"network_{name}_positions_per_s"] = batch * per_second(lambda net=variant: _alone(net, xe))
    out["network_batch_curve"] = _batch_curve(model, evaluator, variants, dev, batch, also, seconds)
    if dev.type == "cuda":
        out.update(_cuda_ways(model, evaluator, variants, x, xe, dev, per_second))
    return out


def _random_planes(model: Any, dev: Any, size: int) -> Any:
    """``size`` positions' planes of random 0s and 1s (the same for a size), float32 on ``dev``."""
    import torch

    cfg = model.config
    return (torch.rand((size, cfg.planes, cfg.rows, cfg.columns), generator=torch.Generator().manual_seed(0))
            < 0.3).float().to(dev)


def _alone(network: Any, planes: Any) -> Any:
    """One pass of ``network`` over ``planes``, as self-play runs it (no gradients)."""
    import torch

    with torch.inference_mode():
        return network(planes)


def _rate(dev: Any, seconds: float) -> Callable[..., float]:
    """``per_second(run, span=seconds)``: calls of ``run`` a second over about ``span`` seconds,
    after a warm-up, the device synchronised."""
    import torch

    def sync() -> None:
        if dev.type == "cuda":
            torch.cuda.synchronize(dev)

    def per_second(run: Callable[[], Any], span: float = seconds) -> float:
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
    return per_second


def _batch_curve(model: Any, evaluator: Any, variants: dict[str, Any], dev: Any, batch: int, also: tuple[int, ...],
                 seconds: float) -> list[dict[str, Any]]:
    """The network alone (and each variant) at :data:`CURVE_MULTIPLES` of ``batch``, at ``batch``
    and at the buckets of ``also``, as self-play runs it and on CUDA as a graph."""
    from training.alphazero.evaluator import batch_bucket, cuda_graph_capture

    per_second = _rate(dev, seconds / 2)

    def at_batch(size: int) -> dict[str, Any]:
        planes = evaluator.prepare(_random_planes(model, dev, size))
        point: dict[str, Any] = {"batch": size}
        for prefix, network in (("", evaluator.net), *((f"{name}_", variant) for name, variant in variants.items())):
            point[f"{prefix}positions_per_s"] = size * per_second(lambda net=network: _alone(net, planes))
            if dev.type == "cuda":
                replay, _ = cuda_graph_capture(network, planes)
                point[f"graph_{prefix}positions_per_s"] = size * per_second(replay)
        return point

    sizes = {batch, *(batch_bucket(max(1, round(batch * m))) for m in CURVE_MULTIPLES), *map(batch_bucket, also)}
    return [at_batch(size) for size in sorted(sizes)]


def _cuda_ways(model: Any, evaluator: Any, variants: dict[str, Any], x: Any, xe: Any, dev: Any,
               per_second: Callable[..., float]) -> dict[str, float]:
    """On CUDA: float32 weights under bfloat16 autocast, the evaluator's network (and each
    variant) as a CUDA graph, that graph with cuDNN's algorithms timed, and a bfloat16 matrix
    product's rate."""
    import torch

    from training.alphazero.evaluator import cuda_graph_capture

    batch = len(x)

    def autocast() -> Any:
        with torch.inference_mode(), torch.autocast("cuda", dtype=torch.bfloat16):
            return model(x)

    out = {"network_autocast_positions_per_s": batch * per_second(autocast)}
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
