"""The network as the trees meet it: the evaluator protocol, and :class:`Network`, which sends the waiting leaves of
many trees to it in one call (in a second thread where asked), an evaluation cache in front."""

from __future__ import annotations

import time
from collections import deque
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Protocol

import numpy as np

from agents.board import Geometry
from agents.encoding import planes_count
from training.alphazero import tree_words
from training.alphazero.batched_puct import TreeBatch
from training.alphazero.evaluation_cache import EvaluationCache


class LeafEvaluator(Protocol):
    """Policy and value of many positions given as bitboards (side to move's point of view):
    ``evaluate_bitboards(geo, current uint64 (B, K), mask uint64 (B, K), ply int32 (B,)) ->
    (priors float32 (B, columns), values float32 (B,) in [-1, 1])``, the bitboards in the ``K``
    words of :func:`training.alphazero.tree_words.word_layout` (one word on a board of at most 64 bits)."""

    def evaluate_bitboards(self, geo: Geometry, current: np.ndarray, mask: np.ndarray,
                           ply: np.ndarray) -> tuple[np.ndarray, np.ndarray]: ...


class LaunchedCall(Protocol):
    """An evaluator's call whose answers may still be on their way: what an evaluator's
    ``launch_boards(batches)`` returns (``batches`` as ``evaluate_boards`` takes them), so the
    thread that launched it may launch the next call before this one's answers are read.
    ``answers()`` (called once) waits for them: one ``(priors, values)`` per batch. ``seconds`` is
    then the call's own time: on its device where it ran there, from its input's copy in to its
    answers' copy out, else the wall time of its evaluation."""

    seconds: float

    def answers(self) -> list[tuple[np.ndarray, np.ndarray]]: ...


class AnsweredCall:
    """A :class:`LaunchedCall` answered when made: ``out`` (one ``(priors, values)`` per batch)
    made in ``seconds`` (wall time)."""

    def __init__(self, out: list[tuple[np.ndarray, np.ndarray]], seconds: float):
        self.out, self.seconds = out, seconds

    def answers(self) -> list[tuple[np.ndarray, np.ndarray]]:
        return self.out


class UniformLeafEvaluator:
    """Uniform priors and value 0: the search's own cost, without a network (benchmarks)."""

    def __init__(self):
        self.calls = 0
        self.positions = 0

    def evaluate_bitboards(self, geo, current, mask, ply):
        self.calls += 1
        self.positions += len(current)
        return (np.full((len(current), geo.columns), 1.0 / geo.columns, dtype=np.float32),
                np.zeros(len(current), dtype=np.float32))


def encode_bitboards(geo: Geometry, current: np.ndarray, mask: np.ndarray, ply: np.ndarray,
                     pad_to: tuple[int, int] | None = None) -> np.ndarray:
    """:func:`agents.encoding.encode` of positions given as bitboards (uint64 ``(B, K)``, as
    :class:`LeafEvaluator` takes them; compiled): float32 ``(B, 3 or 5, rows, columns)`` (the
    ``pad_to`` frame when given)."""
    frame = (geo.rows, geo.columns) if pad_to is None else pad_to
    out = np.empty((len(current), planes_count(pad_to is not None), *frame), dtype=np.float32)
    tree_words.encode(np.asarray(current, np.uint64), np.asarray(mask, np.uint64), np.asarray(ply, np.int32),
                        tree_words.geometry_arrays(geo)[1], out)
    return out


@dataclass
class Call:
    """A network call under way (:meth:`Network.submit_many`): the batches' leaves
    (:meth:`TreeBatch.leaf_positions`' tuples), the caches' splits (``(cache, slots, fresh,
    source)`` per board; None without a cache), the boards asked of the evaluator (``(geo,
    rows)`` each), and the evaluator's call (a Future of the evaluator's thread, or the
    :class:`LaunchedCall`; None: no leaves, or none asked) until its ``answers`` are read."""

    leaves: list
    splits: list | None
    asked: list[tuple[Geometry, int]]
    launched: object
    answers: list | None = None


class Network:
    """Runs the evaluator on the waiting leaves of one or several tree batches, at once or in a
    second thread. Several batches (the boards of a mixture) go to the evaluator in one call where
    it has ``evaluate_boards`` (one forward pass over the padded frame), else one call each. Where
    it has ``launch_boards`` (:class:`LaunchedCall`), the call is launched there and its answers
    waited for only where the trees need them (:meth:`finish_many`): the evaluator's thread goes
    on to launch the next call meanwhile, and on CUDA the device finds it queued.

    With ``cache_entries``, an :class:`~training.alphazero.evaluation_cache.EvaluationCache` per
    board answers the positions evaluated before (the evaluator must not change meanwhile): only
    the others go to the evaluator. The caches are the calling thread's, beside the trees: the
    lookups at :meth:`submit_many`, the answers and the new positions' stores at
    :meth:`finish_many`, so the second thread only calls the evaluator. A leaf may be answered by a
    position that an earlier call claimed, so the calls' answers are stored in the order of the
    calls: a call finished before an earlier one stores that one's first (waiting for it).
    ``caches``: the tables of an earlier call, cleared and used again (their memory not allocated
    again). ``threaded``: the evaluator called in a thread of its own.

    ``calls`` and ``positions`` count what the evaluator was given, ``cache_hits`` the leaves the
    caches answered, ``cache_seconds`` the caches' wall time in the calling thread (lookups,
    answers, stores), ``network_seconds`` the evaluator's calls (:attr:`LaunchedCall.seconds`:
    on the device where they ran there, else the wall time of the thread that makes them),
    ``apply_seconds`` the expansions' (:meth:`TreeBatch.apply`) and ``wait_seconds`` the wait
    for the evaluator's answers (its thread, its device), both in the calling thread."""

    def __init__(self, evaluator: LeafEvaluator, threaded: bool, cache_entries: int = 0,
                 caches: dict[Geometry, EvaluationCache] | None = None):
        self.evaluator = evaluator
        self.pool = ThreadPoolExecutor(1) if threaded else None
        self.cache_entries = cache_entries
        self.caches = {} if caches is None else caches
        for cache in self.caches.values():
            cache.clear()
        self.unstored: deque[Call] = deque()  # calls whose claims' answers are not stored yet, oldest first
        self.calls = 0
        self.positions = 0
        self.cache_seconds = 0.0
        self.network_seconds = 0.0
        self.apply_seconds = 0.0
        self.wait_seconds = 0.0

    @property
    def cache_hits(self) -> int:
        return sum(cache.hits for cache in self.caches.values())

    def submit(self, trees: TreeBatch) -> Call:
        return self.submit_many([trees])

    def submit_many(self, batches: list[TreeBatch]) -> Call:
        """Collect the batches' waiting leaves, look them up in the caches and send the rest to
        the evaluator (in its thread, where there is one): what :meth:`finish_many` takes."""
        leaves = [trees.leaf_positions() for trees in batches]
        work = [(trees.geo, cur, msk, ply) for trees, (_, cur, msk, ply) in zip(batches, leaves, strict=True)
                if len(cur)]
        if not work:
            return Call(leaves, None, [], None)
        splits = None
        if self.cache_entries:
            t0 = time.perf_counter()
            splits, missed = [], []
            for geo, cur, msk, ply in work:
                cache = self.caches.get(geo)
                if cache is None:  # (not ``get(geo) or ...``: an empty cache is falsy, its len 0)
                    cache = self.caches[geo] = EvaluationCache(geo, self.cache_entries)
                *split, rows = cache.split(cur, msk)
                splits.append((cache, *split))
                missed.append((geo, cur.take(rows, axis=0), msk.take(rows, axis=0), ply.take(rows)))
            work = missed
            self.cache_seconds += time.perf_counter() - t0
        asked = [(geo, len(cur)) for geo, cur, _, _ in work]
        work = [w for w in work if len(w[1])]
        launched = None if not work else self._forward(work) if self.pool is None else self.pool.submit(
            self._forward, work)
        call = Call(leaves, splits, asked, launched)
        if splits is not None:
            self.unstored.append(call)
        return call

    def _forward(self, work: list[tuple]) -> LaunchedCall:
        """The evaluator's call for ``work`` (``(geo, current, mask, ply)`` per board), launched
        where the evaluator launches its calls, else made."""
        self.calls += 1
        self.positions += sum(len(w[1]) for w in work)
        launch = getattr(self.evaluator, "launch_boards", None)
        if launch is not None:
            return launch(work)
        t0 = time.perf_counter()
        boards = getattr(self.evaluator, "evaluate_boards", None)
        if boards is not None and len(work) > 1:
            out = boards(work)
        else:
            out = [self.evaluator.evaluate_bitboards(*w) for w in work]
        return AnsweredCall(out, time.perf_counter() - t0)

    def _answers(self, call: Call) -> list[tuple[np.ndarray, np.ndarray]]:
        """The evaluator's answers for ``call``, one a board asked (empty where it had no rows),
        waited for (its thread, its device) where they are not in yet."""
        if call.answers is None:
            t0 = time.perf_counter()
            launched = call.launched.result() if isinstance(call.launched, Future) else call.launched
            got = iter([] if launched is None else launched.answers())
            self.wait_seconds += time.perf_counter() - t0
            self.network_seconds += 0.0 if launched is None else launched.seconds
            call.answers = [next(got) if rows else (np.zeros((0, geo.columns), np.float32), np.zeros(0, np.float32))
                            for geo, rows in call.asked]
        return call.answers

    def _gather(self, splits: list[tuple], results: list[tuple[np.ndarray, np.ndarray]]
                ) -> list[tuple[np.ndarray, np.ndarray]]:
        """Every leaf's answer from the caches' ``splits`` and the evaluator's ``results``, the
        claimed positions' answers stored on the way (again, the same, where they were)."""
        t0 = time.perf_counter()
        out = [cache.gather(slots, fresh, source, priors, values)
               for (cache, slots, fresh, source), (priors, values) in zip(splits, results, strict=True)]
        self.cache_seconds += time.perf_counter() - t0
        return out

    def finish(self, trees: TreeBatch, pending: Call) -> None:
        self.finish_many([trees], pending)

    def finish_many(self, batches: list[TreeBatch], pending: Call) -> None:
        """Wait for :meth:`submit_many`'s answers and apply them (the caches' where they had the
        position) to the batches' leaves, storing the new positions' answers in the caches."""
        if not pending.asked:
            return
        results = self._answers(pending)
        if pending.splits is not None:
            if any(call is pending for call in self.unstored):  # else a later call finished first stored it
                while self.unstored[0] is not pending:  # the earlier calls' stores first (their answers dropped)
                    earlier = self.unstored.popleft()
                    self._gather(earlier.splits, self._answers(earlier))
                self.unstored.popleft()
            results = self._gather(pending.splits, results)
        answers = iter(results)
        t0 = time.perf_counter()
        for trees, (offsets, cur, _, _) in zip(batches, pending.leaves, strict=True):
            if len(cur):
                priors, values = next(answers)
                trees.apply(offsets, priors, values)
        self.apply_seconds += time.perf_counter() - t0

    def close(self) -> None:
        if self.pool is not None:
            self.pool.shutdown()
