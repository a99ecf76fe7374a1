"""What the exact targets cost (``connectx bench exact-targets``): the solver's seconds and the
labels it gives on one iteration's self-play games, by the rule that stops a game's labelling early
(``stop_nodes``, :class:`training.alphazero.exact_targets.ExactTargets`) and by the size of the
solver's transposition table; and what a thread holding the interpreter's lock in Python beside
the labelling costs it, the worst case of the threads a trainer runs beside its solver."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any

from agents.board import Position, geometry
from evaluation.figures import OUT, SHIPPED_NETWORK, write_figures


def bench_exact_targets(checkpoint: str = SHIPPED_NETWORK, games: int = 200, preset: str = "cpu",
                        stop_nodes: tuple[int, ...] = (0, 100_000, 200_000, 400_000), out_dir: str = OUT,
                        device: str = "auto", seed: int = 0, tables: tuple[int, ...] | None = None
                        ) -> dict[str, Any]:
    """``games`` self-play games of ``preset`` (its search, openings and sampling) played by
    ``checkpoint``'s network on ``device``, then labelled by the preset's exact targets (as its
    runs label: :meth:`ExactTargets.from_config`) on one thread, once for each table size of
    ``tables`` (entries of 8 bytes; None: the exact targets' own,
    :data:`~training.alphazero.exact_targets.TABLE_SIZE`) and each of ``stop_nodes`` (0: no
    early stop), each time from copies of the same games and a fresh transposition table, after
    the solver's compilation.
    Figures per table and stop (``table_T_stop_N_...``): ``seconds`` (of one thread), ``labels``
    (positions whose targets became exact), ``label_share`` (of the games' positions),
    ``stopped`` (games the rule ended early), and against the first table's first stop:
    ``seconds_ratio`` and ``labels_ratio``. Then the first table's first stop again, its games
    handed over :data:`HANDED` at a time as self-play hands them (``ExactTargets.submit``), alone
    (``handed_seconds``) and beside a thread that runs Python all the while
    (``beside_python_seconds``; ``beside_python_ratio`` of the two): the labelling's thread waits
    for the interpreter's lock each time it takes it back.

    Raises:
        ValueError: a preset without exact targets, fewer than one game, a stop below 0, a table
            size outside what the solver takes, or a network that does not fit the preset's board.
        training.nets.checkpoint.CheckpointError: an unreadable checkpoint.
    """
    import dataclasses

    import numpy as np

    from training.alphazero.config import PRESETS
    from training.alphazero.evaluator import TorchEvaluator
    from training.alphazero.exact_targets import TABLE_SIZE, ExactTargets
    from training.alphazero.selfplay import self_play
    from training.nets.checkpoint import load_checkpoint
    from training.nets.device import choose_device

    config = PRESETS[preset]
    if config.exact_min_ply is None:
        raise ValueError(f"the {preset} preset has no exact targets (exact_min_ply is none)")
    if games < 1 or not stop_nodes or min(stop_nodes) < 0:
        raise ValueError(f"bench exact-targets needs at least one game and stops of at least 0, got {games} "
                         f"and {list(stop_nodes)}")
    labellers = {(table, stop): ExactTargets.from_config(config, stop_nodes=stop or None, table_size=table)
                 for table in tables or (TABLE_SIZE,) for stop in stop_nodes}  # refused before the games
    geo = geometry(config.rows, config.columns, config.inarow)
    dev = choose_device(device)
    model, _ = load_checkpoint(checkpoint, dev)
    if not model.config.fits(geo):
        raise ValueError(f"{checkpoint}: a {model.config.rows}x{model.config.columns} network does not fit the "
                         f"{preset} preset's {geo.rows}x{geo.columns} board")
    pad_to = (model.config.rows, model.config.columns) if model.config.padded else None
    t0 = time.perf_counter()
    records, _ = self_play(TorchEvaluator(model, dev, config.amp), games, config.selfplay, Position(geo),
                           np.random.default_rng(seed), pad_to)
    played = time.perf_counter() - t0
    positions = sum(len(r.values) for r in records)
    print(f"{checkpoint}: {games} games of the {preset} preset, {positions:,} positions, played in {played:.1f} s")

    def copies() -> list:
        return [dataclasses.replace(r, values=r.values.copy(), policies=r.policies.copy(),
                                    full=None if r.full is None else r.full.copy(), action_values=None)
                for r in records]

    compile_run = ExactTargets.from_config(config)
    compile_run.apply(copies()[:2])  # compiles, outside the timings
    compile_run.close()
    figures: dict[str, Any] = {"checkpoint": checkpoint, "preset": preset, "games": games, "positions": positions,
                               "exact_nodes": config.exact_nodes, "selfplay_seconds": played}
    base: dict[str, float] | None = None
    for (table, stop), labeller in labellers.items():
        stats = labeller.apply(copies())
        labeller.close()  # its thread and table go
        row = {"seconds": stats.seconds, "labels": stats.solved,
               "label_share": stats.solved / max(1, positions), "stopped": stats.stopped}
        base = base or row
        row.update(seconds_ratio=row["seconds"] / max(1e-9, base["seconds"]),
                   labels_ratio=row["labels"] / max(1, base["labels"]))
        figures.update({f"table_{table}_stop_{stop}_{key}": value for key, value in row.items()})
        print(f"  table {table:>11,}, stop_nodes {stop or 'none':>8}: {row['labels']:,} labels "
              f"({row['label_share']:.1%} of the positions) in {row['seconds']:.1f} s, {row['stopped']} games "
              f"stopped early; {row['seconds_ratio']:.2f}x the seconds, {row['labels_ratio']:.3f}x the labels")
    table, stop = next(iter(labellers))
    handed = _handed_seconds(config, table, stop, copies)
    busy = threading.Event()
    spinner = threading.Thread(target=_run_python, args=(busy,), daemon=True)
    spinner.start()
    try:
        beside = _handed_seconds(config, table, stop, copies)
    finally:
        busy.set()
        spinner.join()
    figures.update(handed_seconds=handed, beside_python_seconds=beside, beside_python_ratio=beside / max(1e-9, handed))
    print(f"  handed over {HANDED} games at a time (table {table:,}, stop_nodes {stop or 'none'}): {handed:.1f} s "
          f"alone, {beside:.1f} s beside a thread running Python ({beside / max(1e-9, handed):.2f}x)")
    write_figures("exact-targets", figures, out_dir)
    return figures


HANDED = 8
"""Games a hand-over in the bench's hand-over figures: a self-play step's finished games, few
where a step ends few games."""


def _handed_seconds(config: Any, table: int, stop: int, copies: Callable[[], list]) -> float:
    """The solver thread's seconds labelling ``copies()`` handed over :data:`HANDED` games at a
    time, on a fresh table."""
    from training.alphazero.exact_targets import ExactTargets

    labeller = ExactTargets.from_config(config, stop_nodes=stop or None, table_size=table)
    records = copies()
    try:
        return sum(f.result().seconds for f in [labeller.submit(records[i:i + HANDED])
                                                  for i in range(0, len(records), HANDED)])
    finally:
        labeller.close()


def _run_python(done: threading.Event) -> None:
    """Run Python (holding the interpreter's lock but for its switches) until ``done`` is set."""
    total = 0
    while not done.is_set():
        for i in range(1000):
            total += i
