"""Where the learner's self-play games come from: the protocol the trainer plays through, and the
source that plays them in this process.

AlphaZero's actors and learner (Silver et al. 2018, "A general reinforcement learning algorithm
that masters chess, shogi, and Go through self-play"): the learner publishes its best network and
takes games as they come back. :class:`LocalGames` plays them here, on the training device, when
asked; :class:`BackgroundGames` plays them here in a thread all the time, also while the network
trains; ``distributed.selfplay.RaySelfPlay`` has workers of a Ray cluster play them all the time.
The trainer knows only :class:`GameSource`, so nothing here imports the cluster's code.
"""

from __future__ import annotations

import contextlib
import copy
import queue
import threading
from collections.abc import Callable
from typing import Protocol

import numba
import torch
from torch import nn

from training.alphazero.evaluator import TorchEvaluator
from training.alphazero.mixture import MixtureGames
from training.alphazero.selfplay import GameRecord, SelfPlayConfig
from training.nets.device import share_cores


class GameSource(Protocol):
    """Self-play games for the learner.

    Attributes:
        continuous: True where the games are played all the time (also while the learner trains),
            so that rates are counted over the session; False where they are played when asked.
        label: how progress bars name it ("" for this process).
    """

    continuous: bool
    label: str

    def publish(self, model: nn.Module) -> None:
        """Make ``model``'s weights the network of every game started from now on."""

    def receive(self, games: int, first: int, seed: list[int],
                finished: Callable[[list[GameRecord]], None] | None = None
                ) -> tuple[list[GameRecord], dict[str, float]]:
        """The next games: ``games`` of them numbered from ``first`` (the run's count so far) and
        played with ``seed``, where the source plays when asked; the next chunk that comes back
        where it plays all the time (which ignores the three). Returns the records and the work
        spent on them: ``simulations``, ``network_positions``, ``network_calls``, ``cache_hits``,
        ``cache_seconds``, ``network_seconds`` (and a source's own
        counters). ``finished``, where given, is called with every record before the call
        returns: with each step's finished games as they end where the source plays here, so that
        the callee's work on them overlaps the games still playing (a source that plays in a
        thread of its own calls the one it was made with, as the games end)."""

    def metrics(self) -> dict[str, float]:
        """The source's own figures for an iteration's metrics (none for this process)."""

    def close(self) -> None:
        """Stop playing; games in flight are dropped."""


class LocalGames:
    """Self-play in this process, on the training device: ``chunk`` games at a time with the
    published network (:class:`training.alphazero.mixture.MixtureGames`: with
    ``selfplay.carry_over``, the games in flight go on from one call to the next).

    Args:
        selfplay: search and play settings.
        boards: the mixture ``(rows, columns, inarow, weight)`` (one board: one entry).
        pad_to: the network's frame for a padded network, else None.
        device: where the network runs; amp: a bfloat16 copy of the network where the device
            computes it natively (:class:`~training.alphazero.evaluator.TorchEvaluator`).
        graphs: on CUDA, the network replayed from CUDA graphs (captured again from each
            published network); ignored on the CPU.
        fused: each residual block's bias, addition and ReLU in its convolutions' kernels on CUDA
            (:class:`~training.alphazero.evaluator.TorchEvaluator`'s ``fused``).
        compiled: the network compiled by TorchInductor, again for each published network
            (:class:`~training.alphazero.evaluator.TorchEvaluator`'s ``compiled``).
    """

    continuous = False
    label = ""

    def __init__(self, selfplay: SelfPlayConfig, boards: tuple[tuple[int, int, int, float], ...],
                 pad_to: tuple[int, int] | None, device: torch.device, amp: bool = False, graphs: bool = False,
                 fused: bool = False, compiled: bool = False):
        self.device, self.amp, self.graphs, self.fused = device, amp, graphs and device.type == "cuda", fused
        self.compiled = compiled
        self.games = MixtureGames(selfplay, boards, pad_to)
        self.evaluator: TorchEvaluator | None = None

    def publish(self, model: nn.Module) -> None:
        self.evaluator = None  # the last network's graphs go before the next one's are captured
        self.evaluator = TorchEvaluator(model, self.device, self.amp, graphs=self.graphs, fused=self.fused,
                                        compiled=self.compiled)

    def receive(self, games: int, first: int, seed: list[int],
                finished: Callable[[list[GameRecord]], None] | None = None
                ) -> tuple[list[GameRecord], dict[str, float]]:
        if self.evaluator is None:
            raise RuntimeError("publish a network before receiving games")
        positions, calls = self.evaluator.positions, self.evaluator.calls
        records, stats = self.games.play(self.evaluator, games, first, seed, finished=finished)
        return records, {"simulations": stats.simulations, "network_positions": self.evaluator.positions - positions,
                         "network_calls": self.evaluator.calls - calls, "cache_hits": stats.cache_hits,
                         "cache_seconds": stats.cache_seconds,
                         "network_seconds": stats.network_seconds}

    def metrics(self) -> dict[str, float]:
        return {}

    def close(self) -> None:
        self.evaluator = None
        self.games.drop()


def selfplay_stream(device: torch.device) -> torch.cuda.Stream:
    """A CUDA stream of its own for self-play's network calls and copies beside training, so that
    they do not queue behind the learner's training steps on the default stream, at the highest
    priority PyTorch offers (a number below its range is mapped to it; the training steps run at
    0, the lowest): where both have kernels waiting, the GPU starts the network call's blocks
    first, so the trees' thread, which waits on each call, is held up as little as it can be (a
    running kernel is not preempted; priorities affect kernels, not copies: NVIDIA, CUDA Runtime
    API, ``cudaStreamCreateWithPriority``). A CUDA graph's kernels keep the priority of the
    stream it was captured on (PyTorch instantiates graphs with
    ``cudaGraphInstantiateFlagUseNodePriority``), so
    :func:`~training.alphazero.evaluator.cuda_graph_capture` captures at the caller's priority."""
    return torch.cuda.Stream(device, priority=-1000)


class _Closing(Exception):
    """Raised in the self-play thread, from its games' callback, to drop the chunk under way when
    the source closes."""


class BackgroundGames:
    """Self-play in a thread of this process, on the training device, all the time: while the
    learner trains, measures and saves, the thread plays the next chunks with the last network
    published (the actor-learner split of Silver et al. 2018, "A general reinforcement learning
    algorithm that masters chess, shogi, and Go through self-play", in one process; Horgan et al.
    2018, "Distributed Prioritized Experience Replay", section 3). A chunk's games are played with
    the network published before it began (with ``selfplay.carry_over``, the games in flight go on
    under the newer one); ``queued`` chunks wait for the learner at most, so the games are at most
    that many chunks, and the one being played, behind the learner.

    Args:
        selfplay, boards, pad_to, device, amp, graphs, fused, compiled: as :class:`LocalGames`.
        chunk: games a chunk.
        first: the run's games so far (the first chunk's games are numbered from it).
        seed: seeds the chunks: chunk ``k`` plays with ``[*seed, k]``.
        queued: finished chunks held for the learner before the thread waits.
        finished: called by the thread with each step's finished games as they end (before their
            chunk is handed over), for work that goes on beside the games (the exact targets'
            solver threads); :meth:`receive`'s own ``finished`` is not used.

    Raises (from :meth:`receive`): whatever the thread raised while playing.
    """

    continuous = True
    label = " (beside training)"

    def __init__(self, selfplay: SelfPlayConfig, boards: tuple[tuple[int, int, int, float], ...],
                 pad_to: tuple[int, int] | None, device: torch.device, amp: bool = False, graphs: bool = False,
                 chunk: int = 1, first: int = 0, seed: tuple[int, ...] = (0,), queued: int = 1,
                 finished: Callable[[list[GameRecord]], None] | None = None, fused: bool = False,
                 compiled: bool = False):
        # the trees' compiled kernels now run in two threads (self-play's and the learner's searches):
        # a threading layer that allows it (OpenMP or TBB; numba's own would abort)
        numba.config.THREADING_LAYER = "threadsafe"
        self.local = LocalGames(selfplay, boards, pad_to, device, amp, graphs, fused, compiled)
        self.finished = finished
        self.chunk, self.first, self.seed = chunk, first, list(seed)
        self.chunks = self.stale_chunks = 0
        self.version = -1  # of the last network published
        self._next: tuple[int, nn.Module] | None = None  # the network the next chunk takes up
        self._lock = threading.Lock()
        self._done: queue.Queue = queue.Queue(maxsize=queued)
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def publish(self, model: nn.Module) -> None:
        """Make a copy of ``model`` (in eval mode; the learner goes on training its own) the network of
        every chunk begun from now on; the first call starts the thread."""
        snapshot = copy.deepcopy(model).eval()
        if self.local.device.type == "cuda":  # the copy made before the thread's own stream reads it
            torch.cuda.current_stream(self.local.device).synchronize()
        with self._lock:
            self.version += 1
            self._next = (self.version, snapshot)
        if self._thread is None:
            self._thread = threading.Thread(target=self._play, name="self-play", daemon=True)
            self._thread.start()

    def _play(self) -> None:
        """The thread: :meth:`_play_chunks`; an exception it raises is handed to the learner."""
        device = self.local.device
        share_cores(device)  # numba's thread count is the thread's own: the trees' here as in the learner's
        try:
            with torch.cuda.stream(selfplay_stream(device)) if device.type == "cuda" else contextlib.nullcontext():
                self._play_chunks()
        except _Closing:
            pass
        except BaseException as e:  # noqa: BLE001 - handed to the learner, who raises it
            self._hand(e)

    def _play_chunks(self) -> None:
        """Chunk after chunk until :meth:`close`, each handed to the learner with its work and the
        version of the network it began with."""
        version = -1
        while not self._stop.is_set():
            with self._lock:
                update, self._next = self._next, None
            if update is not None:
                version, model = update
                self.local.publish(model)
            records, work = self.local.receive(self.chunk, self.first, [*self.seed, self.chunks], self._ended)
            self.first += len(records)
            self.chunks += 1
            self._hand((records, {**work, "version": version}))

    def _ended(self, games: list[GameRecord]) -> None:
        """Games that just ended: to ``finished``; once the source closes, the chunk is dropped."""
        if self._stop.is_set():
            raise _Closing
        if self.finished is not None:
            self.finished(games)

    def _hand(self, item: object) -> None:
        """Put ``item`` in the learner's queue, waiting for room unless the source is closing."""
        while not self._stop.is_set():
            try:
                self._done.put(item, timeout=0.1)
                return
            except queue.Full:
                continue

    def receive(self, games: int = 0, first: int = 0, seed: list[int] | None = None,
                finished: Callable[[list[GameRecord]], None] | None = None
                ) -> tuple[list[GameRecord], dict[str, float]]:
        """Wait for the next chunk; return its games and its work. The thread chooses its chunks
        and has its own ``finished`` (the constructor's), so the protocol's arguments are not used."""
        if self._thread is None:
            raise RuntimeError("publish a network before receiving games")
        item = self._done.get()
        if isinstance(item, BaseException):
            raise item
        records, work = item
        self.stale_chunks += work.pop("version") < self.version
        return records, work

    def metrics(self) -> dict[str, float]:
        """The chunks played so far, and those the learner received after a newer network was
        published than the one they began with (stale)."""
        return {"selfplay_chunks": self.chunks, "selfplay_stale_chunks": self.stale_chunks}

    def close(self) -> None:
        """Drop the chunk being played (at its next game's end) and end the thread."""
        self._stop.set()
        if self._thread is not None:
            self._thread.join()
            self._thread = None
        self.local.close()
