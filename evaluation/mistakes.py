"""Networks' mistakes on the solver benchmark sets or on label stores (``connectx bench mistakes``)."""

from __future__ import annotations

import time
from typing import Any

from evaluation.figures import OUT, SHIPPED_NETWORK, write_figures


def bench_mistakes(checkpoints: tuple[str, ...] | list[str] = (SHIPPED_NETWORK,), out_dir: str = OUT,
                   positions: int = 50, simulations: int = 200,
                   device: str = "auto", seed: int = 0, labels: list[str] | None = None,
                   fpu_reduction: float = 0.0, search: str = "puct") -> dict[str, Any]:
    """Weak and strong mistakes of networks on the six solver benchmark sets
    (:mod:`training.exact.benchmark`), or on the positions of ``labels`` (label stores of any
    board size, ``connectx label``): ``positions`` lines drawn from each (the same lines for every
    network), the network alone (its top prior) and with a search of ``simulations``: ``search``
    ``puct`` (the packaged player's) or ``gumbel`` (Gumbel AlphaZero's sequential halving over 8
    candidates, without Gumbel noise, its surviving candidate the move: the ``gpu`` preset's
    self-play search; Danihelka et al., ICLR 2022). On a board a network does not fit, the search
    has uniform priors and zero values and the network alone has no figure ("-").
    ``fpu_reduction`` (in [0, 2]): PUCT's first-play urgency, an unvisited edge valued at its
    node's value less this times the square root of its visited columns' priors
    (``SelfPlayConfig.fpu_reduction``; also below a Gumbel root); 0, an unvisited edge valued as a
    draw, is what the packaged player searches with.

    Raises:
        CheckpointError: a missing or unreadable checkpoint. ValueError: a label store that is
            not one, or two of one board; ``fpu_reduction`` outside [0, 2]; an unknown ``search``.
    """
    from training.alphazero.evaluator import TorchEvaluator
    from training.alphazero.mistakes import network_mistakes
    from training.alphazero.selfplay.config import SelfPlayConfig
    from training.exact.benchmark import SETS, load_labels, load_set
    from training.nets.checkpoint import load_checkpoint
    from training.nets.device import choose_device, share_cores

    config = SelfPlayConfig(search=search, fpu_reduction=fpu_reduction)
    dev = choose_device(device)
    share_cores(dev)
    if labels:
        samples = [load_labels(path, positions, seed) for path in labels]
    else:
        samples = [load_set(name, positions, seed) for name, _ in SETS]
    names = [sample.name for sample in samples]
    if len(set(names)) < len(names):
        raise ValueError(f"two label stores of one board: {', '.join(names)}")
    rows = {}
    fpu = f", first-play urgency: the node's value less {fpu_reduction:g}" if fpu_reduction else ""
    print(f"weak mistakes, % ({positions} lines a set; search: {simulations} {search.upper()} simulations{fpu})")
    print(f"{'network':44s} {'player':7s} " + " ".join(f"{n:>13s}" for n in names) + f" {'mean':>6s}")
    for path in checkpoints:
        model, _ = load_checkpoint(path, dev)
        t0 = time.perf_counter()
        figures = network_mistakes(TorchEvaluator(model, dev), samples, simulations, fits=model.config.fits,
                                   search=config)
        figures["seconds"] = time.perf_counter() - t0
        rows[path] = figures
        for kind in ("net", "search") if simulations else ("net",):
            cells = [figures[f"weak_{kind}_{n}"] for n in names] + [figures.get(f"weak_{kind}_mean")]
            print(f"{path[-44:]:44s} {kind:7s} " + " ".join(f"{'-' if v is None else f'{v:.1f}':>13s}"
                                                           for v in cells[:-1])
                  + f" {'-' if cells[-1] is None else f'{cells[-1]:.1f}':>6s}")
    figures = {"positions_per_set": positions, "simulations": simulations, "fpu_reduction": fpu_reduction,
               "search": search, "seed": seed, "labels": labels, "networks": rows}
    write_figures("mistakes", figures, out_dir)
    return figures

