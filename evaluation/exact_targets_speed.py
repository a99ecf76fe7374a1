"""What the exact targets cost (``connectx bench exact-targets``): the solver's seconds and the
labels it gives on one iteration's self-play games, by the rule that stops a game's labelling early
(``stop_nodes``, :class:`training.alphazero.exact_targets.ExactTargets`), by the size of the
solver's transposition table and by the analysis cache's; and what a thread holding the
interpreter's lock in Python beside the labelling costs it, the worst case of the threads a trainer
runs beside its solver."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any

from agents.board import Geometry, Position, geometry
from evaluation.figures import OUT, SHIPPED_NETWORK, write_figures


def bench_exact_targets(checkpoint: str = SHIPPED_NETWORK, games: int | None = None, preset: str = "cpu",
                        stop_nodes: tuple[int, ...] = (0, 100_000, 200_000, 400_000), out_dir: str = OUT,
                        device: str = "auto", seed: int = 0, tables: tuple[int, ...] | None = None,
                        caches: tuple[int, ...] = (0,), window: str | None = None) -> dict[str, Any]:
    """``games`` self-play games of ``preset`` (its search, openings and sampling; 200 where None)
    played by ``checkpoint``'s network on ``device``, or with ``window`` the games a run of the
    preset kept in its replay window (``replay.npz``; oldest first, all or the first ``games``:
    the games a run labelled, in the order it labelled them, :func:`window_games`), then labelled
    by the preset's exact targets (as its runs label: :meth:`ExactTargets.from_config`) on one thread, once for
    each table size of ``tables`` (entries of 8 bytes; None: the exact targets' own,
    :data:`~training.alphazero.exact_targets.TABLE_SIZE`), each of ``stop_nodes`` (0: no early
    stop) and each analysis cache size of ``caches`` (entries of 16 bytes; 0: none), each time from
    copies of the same games, a fresh transposition table and a fresh cache (the games' own
    repeats its only hits), after the solver's compilation.
    Figures per table, stop and cache (``table_T_stop_N_...``, then ``_cache_C`` where C is not 0):
    ``seconds`` (of one thread), ``labels`` (positions whose targets became exact),
    ``label_share`` (of the games' positions), ``stopped`` (games the rule ended early),
    ``cached`` (positions the cache answered), ``nodes`` (searched by the solver: the time's
    measure on a machine whose speed wanders), and against the first run: ``seconds_ratio``,
    ``nodes_ratio`` and ``labels_ratio``. Then the first table's first stop again, without a
    cache, its games handed over :data:`HANDED` at a time as self-play hands them
    (``ExactTargets.submit``), alone (``handed_seconds``) and beside a thread that runs Python all
    the while (``beside_python_seconds``; ``beside_python_ratio`` of the two): the labelling's
    thread waits for the interpreter's lock each time it takes it back.

    Raises:
        ValueError: a preset without exact targets, fewer than one game, a stop below 0, a table
            or cache size outside what the solver takes, a network that does not fit the preset's
            board, or a window that is unreadable or holds no game of it.
        training.nets.checkpoint.CheckpointError: an unreadable checkpoint.
    """
    import dataclasses

    from training.alphazero.config import PRESETS
    from training.alphazero.exact_targets import TABLE_SIZE, ExactTargets

    config = PRESETS[preset]
    if config.exact_min_ply is None:
        raise ValueError(f"the {preset} preset has no exact targets (exact_min_ply is none)")
    if (games is not None and games < 1) or not stop_nodes or min(stop_nodes) < 0:
        raise ValueError(f"bench exact-targets needs at least one game and stops of at least 0, got {games} "
                         f"and {list(stop_nodes)}")
    labellers = {(table, stop, cache): ExactTargets.from_config(config, stop_nodes=stop or None, table_size=table,
                                                                cache_entries=cache)
                 for table in tables or (TABLE_SIZE,) for stop in stop_nodes for cache in caches}  # refused early
    geo = geometry(config.rows, config.columns, config.inarow)
    t0 = time.perf_counter()
    records, source = _games(config, preset, geo, window, games, checkpoint, device, seed)
    played = time.perf_counter() - t0
    positions = sum(len(r.values) for r in records)
    print(f"{source}, {positions:,} positions, {'read' if window else 'played'} in {played:.1f} s")

    def copies() -> list:
        return [dataclasses.replace(r, values=r.values.copy(), policies=r.policies.copy(),
                                    full=None if r.full is None else r.full.copy(), action_values=None)
                for r in records]

    compile_run = ExactTargets.from_config(config)
    compile_run.apply(copies()[:2])  # compiles, outside the timings
    compile_run.close()
    figures: dict[str, Any] = {"checkpoint": None if window else checkpoint, "window": window, "preset": preset,
                               "games": len(records), "positions": positions, "exact_nodes": config.exact_nodes,
                               "selfplay_seconds": played}
    figures.update(_labelled(labellers, copies, positions))
    figures.update(_handed(config, *list(next(iter(labellers)))[:2], copies))
    write_figures("exact-targets", figures, out_dir)
    return figures


def _labelled(labellers: dict[tuple[int, int, int], Any], copies: Callable[[], list],
              positions: int) -> dict[str, Any]:
    """Each labeller's run on fresh copies of the games: its seconds, labels, early stops, cache
    answers and nodes, each against the first's."""
    figures: dict[str, Any] = {}
    base: dict[str, float] | None = None
    for (table, stop, cache), labeller in labellers.items():
        stats = labeller.apply(copies())
        labeller.close()  # its thread and table go
        row = {"seconds": stats.seconds, "labels": stats.solved,
               "label_share": stats.solved / max(1, positions), "stopped": stats.stopped, "cached": stats.cached,
               "nodes": stats.nodes}
        base = base or row
        row.update(seconds_ratio=row["seconds"] / max(1e-9, base["seconds"]),
                   nodes_ratio=row["nodes"] / max(1, base["nodes"]),
                   labels_ratio=row["labels"] / max(1, base["labels"]))
        name = f"table_{table}_stop_{stop}" + (f"_cache_{cache}" if cache else "")
        figures.update({f"{name}_{key}": value for key, value in row.items()})
        print(f"  table {table:>11,}, stop_nodes {stop or 'none':>8}, cache {cache or 'none':>10}: {row['labels']:,} "
              f"labels ({row['label_share']:.1%} of the positions, {row['cached']:,} from the cache) in "
              f"{row['seconds']:.1f} s ({row['nodes']:,} nodes), {row['stopped']} games stopped early; "
              f"{row['seconds_ratio']:.2f}x the seconds, {row['nodes_ratio']:.2f}x the nodes, "
              f"{row['labels_ratio']:.3f}x the labels")
    return figures


def _games(config: Any, preset: str, geo: Geometry, window: str | None, games: int | None, checkpoint: str | None,
           device: str, seed: int) -> tuple[list, str]:
    """The games labelled: ``window``'s (a replay window's, oldest first) or ``games`` self-play games of
    the preset played by ``checkpoint``'s network; and a line that says which."""
    import numpy as np

    from training.alphazero.evaluator import TorchEvaluator
    from training.alphazero.selfplay.flight import self_play
    from training.nets.checkpoint import load_checkpoint
    from training.nets.device import choose_device

    if window:
        records = window_games(window, geo, games)
        return records, f"{window}: {len(records):,} games of its window, oldest first"
    dev = choose_device(device)
    model, _ = load_checkpoint(checkpoint, dev)
    if not model.config.fits(geo):
        raise ValueError(f"{checkpoint}: a {model.config.rows}x{model.config.columns} network does not fit "
                         f"the {preset} preset's {geo.rows}x{geo.columns} board")
    pad_to = (model.config.rows, model.config.columns) if model.config.padded else None
    records, _ = self_play(TorchEvaluator(model, dev, config.amp), games or 200, config.selfplay, Position(geo),
                           np.random.default_rng(seed), pad_to)
    return records, f"{checkpoint}: {len(records)} games of the {preset} preset"


def _handed(config: Any, table: int, stop: int, copies: Callable[[], list]) -> dict[str, float]:
    """The labelling of the games handed over :data:`HANDED` at a time, alone and beside a thread
    running Python (the trees' thread's share of the interpreter lock)."""
    handed = _handed_seconds(config, table, stop, copies)
    busy = threading.Event()
    spinner = threading.Thread(target=_run_python, args=(busy,), daemon=True)
    spinner.start()
    try:
        beside = _handed_seconds(config, table, stop, copies)
    finally:
        busy.set()
        spinner.join()
    print(f"  handed over {HANDED} games at a time (table {table:,}, stop_nodes {stop or 'none'}): {handed:.1f} s "
          f"alone, {beside:.1f} s beside a thread running Python ({beside / max(1e-9, handed):.2f}x)")
    return {"handed_seconds": handed, "beside_python_seconds": beside,
            "beside_python_ratio": beside / max(1e-9, handed)}


def window_games(path: str, geo: Geometry, games: int | None = None) -> list:
    """The games a run's replay window holds (:meth:`ReplayBuffer.save`'s file), oldest first,
    as self-play records with their bitboards, policies and values (no results, no moves): each
    run of rows whose plies follow one another and whose stones grow is one game's positions (the
    oldest may lack its first rows, overwritten in the ring); the first ``games`` of them (None:
    all).

    Raises:
        ValueError: an unreadable file, or a window whose positions are not unpadded ``geo``
            boards, or that holds none.
    """
    import numpy as np

    from agents.encoding import cell_bits
    from training.alphazero.replay import ReplayBuffer
    from training.alphazero.selfplay.records import GameRecord

    buffer = ReplayBuffer.load(path)
    if buffer.size == 0 or buffer.planes.shape[1:] != (3, geo.rows, geo.columns):
        raise ValueError(f"{path}: no window of unpadded {geo.rows}x{geo.columns} positions")
    order = (np.arange(buffer.size) + buffer.head) % buffer.size  # oldest first
    planes = buffer.planes[order]
    weights = np.uint64(1) << cell_bits(geo.rows, geo.columns).astype(np.uint64)
    current = (planes[:, 0].astype(np.uint64) * weights).sum(axis=(1, 2), dtype=np.uint64)
    mask = current | (planes[:, 1].astype(np.uint64) * weights).sum(axis=(1, 2), dtype=np.uint64)
    ply = planes[:, :2].sum(axis=(1, 2, 3), dtype=np.int64)
    follows = (ply[1:] == ply[:-1] + 1) & (mask[:-1] & ~mask[1:] == 0)
    starts = np.concatenate([[0], np.flatnonzero(~follows) + 1, [len(ply)]])[:None if games is None else games + 1]
    return [GameRecord(planes[a:b], buffer.policies[order[a:b]].copy(), buffer.values[order[a:b]].copy(), [], 0,
                       (geo.rows, geo.columns, geo.inarow), current=current[a:b, None], mask=mask[a:b, None],
                       ply=ply[a:b].astype(np.int32))
            for a, b in zip(starts[:-1], starts[1:], strict=True)]


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
