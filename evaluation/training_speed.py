"""Training speed (``connectx bench training``): optimizer steps per second of the AlphaZero trainer's
step (:class:`training.alphazero.training_step.TrainingStep`), eager and, on CUDA, replayed from a
CUDA graph, and what an eager step costs the host whatever the batch."""

from __future__ import annotations

import contextlib
import copy
import time
from typing import Any

from evaluation.figures import OUT, cudnn_benchmark, write_figures


def bench_training(seconds: float = 2.0, out_dir: str = OUT, device: str = "auto", preset: str | None = None,
                   net: tuple[int, int] | None = None, batch_size: int | None = None) -> dict[str, Any]:
    """Steps of ``preset``'s training (its network, batch size, optimizer, loss terms and bfloat16
    autocast where the device computes it natively) on ``device``, each way timed over about
    ``seconds`` after :data:`~training.alphazero.training_step.WARM_UP_STEPS` steps and a capture,
    the device's queue waited for: ``eager`` and, on CUDA, ``graphs`` (the step replayed from a
    CUDA graph, ``train_graphs``) and ``graphs_benchmark`` (the same with cuDNN's algorithms timed
    for the shapes at the warm-up steps: :func:`evaluation.figures.cudnn_benchmark`); and eager
    steps at a batch of 2, where the device's work is nothing and the time is the host's: the
    Python dispatch of the step's operators, which bounds an eager step on a device fast enough.
    The batches are random (0/1 planes, Dirichlet policies), cycled; the replay window's sampling
    is not timed. ``net``: ``(blocks, filters)`` instead of the preset's; ``batch_size`` instead
    of the preset's.

    Returns (and writes to ``OUT/training.json``): ``{eager,graphs,graphs_benchmark}_steps_per_s``,
    ``_samples_per_s``, ``_ms_per_step``, ``_flops_per_s`` (the step's FLOPs, forward and backward,
    counted from the shapes by torch's FLOP counter), ``graphs_ratio`` and
    ``graphs_benchmark_ratio`` (over eager), ``_captures``,
    ``dispatch_ms_per_step`` (eager, a batch of 2), ``train_flops_per_sample``, ``net``,
    ``batch_size``, ``bfloat16``, ``device``.

    Raises:
        ValueError: ``seconds`` not positive, a batch size below 1, or an unknown preset.
    """
    from dataclasses import replace

    import torch
    from torch.utils.flop_counter import FlopCounterMode

    from training.alphazero.config import PRESETS
    from training.nets.device import choose_device
    from training.nets.model import PolicyValueNet

    dev = choose_device(device)
    cuda = dev.type == "cuda"
    name = preset or ("gpu" if cuda else "cpu")
    if name not in PRESETS:
        raise ValueError(f"unknown preset {name!r}: one of {', '.join(PRESETS)}")
    config = PRESETS[name]
    if net is not None:
        config = replace(config, net=replace(config.net, blocks=net[0], filters=net[1]))
    size = config.batch_size if batch_size is None else batch_size
    if seconds <= 0 or size < 1:
        raise ValueError(f"bench training needs seconds above 0 and a batch of at least 1, got {seconds} and {size}")
    c = config.net
    torch.manual_seed(config.seed)
    model = PolicyValueNet(c).to(dev).train()
    x = torch.from_numpy(random_batches(c, 1, 1)[0].planes).to(dev)
    with FlopCounterMode(display=False) as counter:
        sum(h.float().sum() for h in model.heads(x).values()).backward()
    model.zero_grad(set_to_none=True)
    flops = counter.get_total_flops()
    out: dict[str, Any] = {"preset": name, "net": f"{c.blocks}x{c.filters}", "batch_size": size,
                           "device": str(dev), "train_flops_per_sample": flops}
    for mode in ("eager", "graphs", "graphs_benchmark") if cuda else ("eager",):
        with cudnn_benchmark() if mode == "graphs_benchmark" else contextlib.nullcontext():
            rate, step = _steps_per_second(config, model, dev, mode != "eager", size, seconds)
        out["bfloat16"] = step.bfloat16
        out.update({f"{mode}_steps_per_s": rate, f"{mode}_samples_per_s": rate * size,
                    f"{mode}_ms_per_step": 1000 / rate, f"{mode}_flops_per_s": rate * size * flops})
        if mode != "eager":
            out[f"{mode}_captures"] = step.captures
            out[f"{mode}_ratio"] = out[f"{mode}_steps_per_s"] / out["eager_steps_per_s"]
    out["dispatch_ms_per_step"] = 1000 / _steps_per_second(config, model, dev, False, 2, min(seconds, 1.0))[0]
    _report(out, name, size, flops, dev)
    write_figures("training", out, out_dir)
    return out


def _steps_per_second(config: Any, model: Any, dev: Any, graphs: bool, size: int, seconds: float) -> tuple[float, Any]:
    """Steps a second of a copy of ``model`` as a run of ``config`` trains it (``train_graphs``
    as ``graphs``) on random batches of ``size``, over about ``seconds`` after the warm-up, and the
    step."""
    from dataclasses import replace

    from training.alphazero.training_step import TrainingStep, make_optimizer

    run = replace(config, train_graphs=graphs)  # the trainer's optimizer and step for the run
    net = copy.deepcopy(model)
    step = TrainingStep.from_config(net, make_optimizer(run, net, dev), run, dev)
    data = random_batches(config.net, 8, size)
    for b in data[:5]:  # warm-up, and with graphs the capture
        step(b)
    step.totals()
    done, t0 = 0, time.perf_counter()
    while done < 10 or time.perf_counter() - t0 < seconds:
        step(data[done % len(data)])
        done += 1
    step.totals()  # the device's queue done
    return done / (time.perf_counter() - t0), step


def _report(out: dict[str, Any], name: str, size: int, flops: float, dev: Any) -> None:
    """The bench's table."""
    print(f"the {name} preset's training step: a {out['net']} network, batch {size}, "
          f"{'bfloat16 autocast' if out['bfloat16'] else 'float32'}, on {dev}; "
          f"{flops / 1e6:,.1f} MFLOP a sample (forward and backward)")
    print(f"{'':16} {'steps/s':>9} {'samples/s':>11} {'ms/step':>8} {'TFLOP/s':>8}")
    for mode in ("eager", "graphs", "graphs_benchmark"):
        if f"{mode}_steps_per_s" in out:
            print(f"{mode:16} {out[f'{mode}_steps_per_s']:9,.1f} {out[f'{mode}_samples_per_s']:11,.0f} "
                  f"{out[f'{mode}_ms_per_step']:8.2f} {out[f'{mode}_flops_per_s'] / 1e12:8.2f}"
                  + (f"  {out[f'{mode}_ratio']:.2f}x eager" if mode != "eager" else ""))
    print(f"an eager step at a batch of 2 (the host's dispatch): {out['dispatch_ms_per_step']:.1f} ms")


def random_batches(net: Any, count: int, size: int) -> list[Any]:
    """``count`` training batches of ``size`` random rows for a network of ``net``
    (:class:`~training.nets.model.NetConfig`): 0/1 planes, Dirichlet policies and replies, values
    uniform in [-1, 1], every column's action value and every cell's holder drawn at random
    (:class:`~training.alphazero.replay.Batch`); seeded, so the same each call."""
    import numpy as np

    from training.alphazero.replay import Batch

    rng, n = np.random.default_rng(0), net.columns
    out = []
    for _ in range(count):
        policies = rng.dirichlet(np.ones(n), size).astype(np.float32)
        out.append(Batch(planes=(rng.random((size, net.planes, net.rows, net.columns)) < 0.3).astype(np.float32),
                         policies=policies, values=rng.uniform(-1, 1, size).astype(np.float32),
                         policy_weights=np.ones(size, np.float32), replies=np.roll(policies, 1, axis=0),
                         reply_weights=np.ones(size, np.float32),
                         action_values=rng.integers(-1, 3, (size, n)).astype(np.int8),
                         ownership=rng.integers(0, 3, (size, net.rows, net.columns)).astype(np.uint8)))
    return out
