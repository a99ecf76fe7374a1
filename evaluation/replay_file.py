"""The replay window's file (``connectx bench replay``): its bytes a position and the seconds to
save and load it, against the float32 form it had before (every array as in memory, compressed),
and what a training batch costs to draw, plain and with its positions averaged, on real windows
(AlphaZero runs' ``replay.npz``)."""

from __future__ import annotations

import os
import tempfile
import time
from typing import Any

import numpy as np

from evaluation.figures import OUT, write_figures


def bench_replay(windows: tuple[str, ...] = (), capacity: int | None = None, out_dir: str = OUT) -> dict[str, Any]:
    """Each window read, then written and read back in its file's form
    (:meth:`training.alphazero.replay.ReplayBuffer.save`) and written in the float32 form, one
    core, the file on a temporary folder. ``capacity``: each window's rows repeated up to this
    many first (a full window of a preset: ``gpu`` keeps 1,000,000 positions), else as it is.

    Returns (and writes to ``OUT/replay.json``): ``windows``, for each its ``path``,
    ``positions``, ``bytes_per_position`` and ``float32_bytes_per_position``, ``bytes_ratio``
    (this form over the float32 one), ``save_seconds``, ``float32_save_seconds``,
    ``save_ratio``, ``load_seconds``, and ``policy_max_error`` / ``value_max_error`` (the largest
    difference a target takes through the file), ``unique_share`` (different positions over
    rows), ``group_seconds`` (grouping the rows by position for averaging, once a chunk of games
    joins the window), ``sample_ms`` and ``averaged_sample_ms`` (a batch of 256 drawn, plain and
    averaged by ``1 + log2(n)``) and ``sample_ratio`` (averaged over plain).

    Raises:
        ValueError: no window, a capacity below 1, or a file that is not a replay window.
    """
    from training.alphazero.replay import WINDOW_ARRAYS, ReplayBuffer

    if not windows:
        raise ValueError("bench replay needs --windows: AlphaZero runs' replay.npz files")
    if capacity is not None and capacity < 1:
        raise ValueError(f"--capacity takes positions above 0, got {capacity}")
    rows = []
    for path in windows:
        window = ReplayBuffer.load(path)
        if not len(window):
            raise ValueError(f"{path} holds no positions")
        if capacity is not None:
            arrays = {name: np.resize(getattr(window, name), (capacity, *getattr(window, name).shape[1:]))
                      for name in WINDOW_ARRAYS}
            window = ReplayBuffer(capacity)
            window.write_rows(arrays)
        rows.append({"path": path, **_measure(window)})
    figures = {"capacity": capacity, "windows": rows}
    print(f"{'window':46s} {'positions':>10s} {'bytes/pos':>10s} {'float32':>8s} {'ratio':>6s} "
          f"{'save s':>7s} {'float32':>8s} {'ratio':>6s} {'load s':>7s} {'unique':>7s} {'group s':>8s} "
          f"{'draw ms':>8s} {'averaged':>9s}")
    for r in rows:
        print(f"{r['path'][-46:]:46s} {r['positions']:10,d} {r['bytes_per_position']:10.1f} "
              f"{r['float32_bytes_per_position']:8.1f} {r['bytes_ratio']:6.2f} {r['save_seconds']:7.2f} "
              f"{r['float32_save_seconds']:8.2f} {r['save_ratio']:6.2f} {r['load_seconds']:7.2f} "
              f"{r['unique_share']:7.3f} {r['group_seconds']:8.3f} {r['sample_ms']:8.2f} "
              f"{r['averaged_sample_ms']:9.2f}")
    write_figures("replay", figures, out_dir)
    return figures


def _measure(window) -> dict[str, Any]:
    from training.alphazero.replay import WINDOW_ARRAYS, ReplayBuffer

    n = len(window)
    with tempfile.TemporaryDirectory() as tmp:
        path, plain = os.path.join(tmp, "replay.npz"), os.path.join(tmp, "float32.npz")
        t0 = time.perf_counter()
        window.save(path)
        save = time.perf_counter() - t0
        t0 = time.perf_counter()
        np.savez_compressed(plain, **{name: getattr(window, name) for name in WINDOW_ARRAYS},
                            meta=np.array([window.capacity, window.games, window.head, window.positions]))
        float32_save = time.perf_counter() - t0
        t0 = time.perf_counter()
        back = ReplayBuffer.load(path)
        load = time.perf_counter() - t0
        size, float32_size = os.path.getsize(path), os.path.getsize(plain)
    if not np.array_equal(back.planes, window.planes):
        raise AssertionError("the planes changed through the file")
    rng = np.random.default_rng(0)
    t0 = time.perf_counter()
    window.sample(256, rng, weight="log")  # the first draw after a write groups the rows
    group = time.perf_counter() - t0
    draws = {}
    for weight in (None, "log"):
        t0 = time.perf_counter()
        for _ in range(50):
            window.sample(256, rng, weight=weight)
        draws[weight] = (time.perf_counter() - t0) / 50 * 1000
    unique = window.unique_positions()
    return {"positions": n, "bytes_per_position": size / n, "float32_bytes_per_position": float32_size / n,
            "bytes_ratio": size / float32_size, "save_seconds": save, "float32_save_seconds": float32_save,
            "save_ratio": save / float32_save, "load_seconds": load,
            "policy_max_error": float(np.abs(back.policies - window.policies).max()),
            "value_max_error": float(np.abs(back.values - window.values).max()),
            "unique_share": unique / n, "group_seconds": group, "sample_ms": draws[None],
            "averaged_sample_ms": draws["log"], "sample_ratio": draws["log"] / draws[None]}
