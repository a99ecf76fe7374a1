"""Where the learner's self-play games come from: the protocol the trainer plays through, and the
source that plays them in this process.

AlphaZero's actors and learner (Silver et al. 2018, "A general reinforcement learning algorithm
that masters chess, shogi, and Go through self-play"): the learner publishes its best network and
takes games as they come back. :class:`LocalGames` plays them here, on the training device, when
asked; ``distributed.selfplay.RaySelfPlay`` has workers of a Ray cluster play them all the time.
The trainer knows only :class:`GameSource`, so nothing here imports the cluster's code.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

import torch
from torch import nn

from training.alphazero.evaluator import TorchEvaluator
from training.alphazero.mixture import MixtureGames
from training.alphazero.selfplay.config import SelfPlayConfig
from training.alphazero.selfplay.records import GameRecord


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
        compiled: the network compiled by TorchInductor, again for each published network
            (:class:`~training.alphazero.evaluator.TorchEvaluator`'s ``compiled``).
    """

    continuous = False
    label = ""

    def __init__(self, selfplay: SelfPlayConfig, boards: tuple[tuple[int, int, int, float], ...],
                 pad_to: tuple[int, int] | None, device: torch.device, amp: bool = False, graphs: bool = False,
                 compiled: bool = False):
        self.device, self.amp, self.graphs = device, amp, graphs and device.type == "cuda"
        self.compiled = compiled
        self.games = MixtureGames(selfplay, boards, pad_to)
        self.evaluator: TorchEvaluator | None = None

    def publish(self, model: nn.Module) -> None:
        self.evaluator = None  # the last network's graphs go before the next one's are captured
        self.evaluator = TorchEvaluator(model, self.device, self.amp, graphs=self.graphs,
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
