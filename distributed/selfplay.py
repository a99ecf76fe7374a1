"""AlphaZero self-play on a Ray cluster: workers as actors, the learner in this process.

The design of the distributed AlphaZero descendants (Silver et al. 2018, "A general reinforcement
learning algorithm that masters chess, shogi, and Go through self-play": self-play workers feeding
one learner; Schrittwieser et al. 2020, MuZero, whose open reimplementations run it on Ray):
each worker is an actor with one CPU (or a share of a GPU) that plays chunks of games with
:func:`training.alphazero.selfplay.flight.self_play` and its own copy of the best network. The learner keeps every
worker two chunks deep, adds each chunk's games to its replay window the moment the chunk
returns, and publishes a new best network as one object in Ray's object store; a worker loads it
before its next chunk when the version it holds is older. A worker that dies (its node lost, or
killed) loses the games it had in flight; a fresh actor takes its place and the run goes on.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from distributed.cluster import LOCAL, ClusterError, cluster_cpus, connect
from training.alphazero.selfplay.records import GameRecord

CHUNKS_IN_FLIGHT = 2
"""Calls queued on each worker: it starts its next chunk while the learner takes the last one."""

REPLACEMENTS_PER_WORKER = 10
"""Dead workers replaced, per worker of the run, before the run gives up (a worker that cannot
start on some node would otherwise be replaced for ever)."""


@dataclass(frozen=True)
class RaySettings:
    """Where self-play runs.

    Attributes:
        address: the cluster (``local``, ``auto`` or ``HOST:PORT``; see :mod:`distributed.cluster`).
        workers: self-play actors (None: one per CPU of the cluster but one, left to the learner;
            at least 1).
        gpus_per_worker: the share of a GPU each actor asks Ray for (0: the actor plays on its
            CPU; 0.25: four actors share one GPU).
        games_in_flight: games each actor plays at once, its network batch (None: the run's
            ``selfplay.parallel_games``); each call plays twice as many.
    """

    address: str = LOCAL
    workers: int | None = None
    gpus_per_worker: float = 0.0
    games_in_flight: int | None = None

    def __post_init__(self):
        if self.workers is not None and self.workers < 1:
            raise ValueError(f"Ray workers must be at least 1, got {self.workers}")
        if not 0.0 <= self.gpus_per_worker <= 1.0:
            raise ValueError(f"GPUs per Ray worker must be in [0, 1], got {self.gpus_per_worker}")
        if self.games_in_flight is not None and self.games_in_flight < 1:
            raise ValueError(f"games in flight per Ray worker must be at least 1, got {self.games_in_flight}")


class SelfPlayWorker:
    """A self-play actor's state: the run's configuration, its copy of the best network and that
    network's evaluator, made once a version (on CUDA replayed from CUDA graphs where the run's
    ``graphs`` says so, its network compiled where ``compile_network`` says so, as the learner's
    own games are).

    Args:
        config: :meth:`training.alphazero.config.AlphaZeroConfig.to_dict` of the run.
        games_in_flight: its ``selfplay.parallel_games``.
    """

    def __init__(self, config: dict[str, Any], games_in_flight: int):
        from dataclasses import replace

        import numba
        import torch

        from training.alphazero.config import AlphaZeroConfig
        from training.alphazero.mixture import MixtureGames
        from training.nets.model import PolicyValueNet

        self.config = AlphaZeroConfig.from_dict(config)
        self.selfplay = replace(self.config.selfplay, parallel_games=games_in_flight)
        self.device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
        if self.device.type == "cpu":
            torch.set_num_threads(1)  # the one CPU Ray gave this actor
        numba.set_num_threads(1)
        self.model = PolicyValueNet(self.config.net).to(self.device)
        self.version = -1
        self.evaluator = None  # the network of ``version``: made once a version (on CUDA its graphs with it)
        self.games = MixtureGames(self.selfplay, self.config.mixture(),
                                  (self.config.net.rows, self.config.net.columns) if self.config.net.padded else None)

    def play(self, version: int, weights: list[Any], games: int, seed: list[int], first: int = 0,
             seconds: float | None = None) -> tuple[list[GameRecord], dict[str, int]]:
        """Play ``games`` games with network ``version`` (``weights``: a one-element list holding
        the object reference of its state dict, fetched only when this actor holds an older one),
        the run's games ``first ..`` on the boards of its mixture (:func:`training.alphazero.boards.assign`);
        ``seconds``: stop then, as :func:`training.alphazero.selfplay.flight.self_play` does (benchmarks).
        With ``selfplay.carry_over`` on one board (and no ``seconds``), the actor's games in flight
        go on from one call to the next (:class:`training.alphazero.mixture.MixtureGames`).

        Returns:
            The finished games, and the work: ``simulations``, ``moves``, ``network_calls``,
            ``network_positions``, ``cache_hits``, and the ``version`` that played them.
        """
        import ray
        import torch

        from training.alphazero.evaluator import TorchEvaluator

        if version != self.version:
            state = ray.get(weights[0])
            self.model.load_state_dict({k: torch.as_tensor(v) for k, v in state.items()})
            self.evaluator = None  # the last network's graphs go before the next one's are captured
            self.evaluator = TorchEvaluator(self.model, self.device, self.config.amp,
                                            graphs=self.config.graphs and self.device.type == "cuda",
                                            compiled=self.config.compile_network)
            self.version = version
        records, stats = self.games.play(self.evaluator, games, first, seed, seconds)
        return records, {"simulations": stats.simulations, "moves": stats.moves, "network_calls": stats.network_calls,
                         "network_positions": stats.network_positions, "cache_hits": stats.cache_hits,
                         "version": version}


class RaySelfPlay:
    """The learner's side: the actors, the chunks in flight, the published network; a
    :class:`training.alphazero.games.GameSource` that plays all the time.

    Args:
        config: :meth:`training.alphazero.config.AlphaZeroConfig.to_dict` of the run.
        settings: where and how many.
        seed: seeds the chunks (each chunk: ``[seed, call number]``).

    Raises:
        ClusterError: Ray is missing or the cluster cannot be joined.
    """

    continuous = True
    label = " (Ray)"

    def __init__(self, config: dict[str, Any], settings: RaySettings, seed: int):
        self.ray = ray = connect(settings.address)
        self.config, self.seed = config, seed
        self.workers = settings.workers or max(1, cluster_cpus(ray) - 1)
        self.games_in_flight = settings.games_in_flight or config["selfplay"]["parallel_games"]
        self.chunk = 2 * self.games_in_flight
        self._actor_class = ray.remote(num_cpus=1, num_gpus=settings.gpus_per_worker)(SelfPlayWorker)
        self.actors = [self._new_actor() for _ in range(self.workers)]
        self.pending: dict[Any, tuple[int, Any]] = {}  # reference -> (slot, actor)
        self.version = -1
        self.weights: list[Any] = []
        self.calls = 0
        self.replaced = 0
        self.games_received = self.stale_chunks = 0

    def _new_actor(self) -> Any:
        return self._actor_class.remote(self.config, self.games_in_flight)

    def publish(self, model: Any) -> None:
        """Make ``model``'s weights (a torch module) the network of every chunk started from now on."""
        state = {k: v.detach().cpu().numpy() for k, v in model.state_dict().items()}
        self.weights = [self.ray.put(state)]
        self.version += 1

    def _top_up(self) -> None:
        for slot, actor in enumerate(self.actors):
            while sum(s == slot for s, _ in self.pending.values()) < CHUNKS_IN_FLIGHT:
                ref = actor.play.remote(self.version, self.weights, self.chunk, [self.seed, self.calls],
                                        self.calls * self.chunk)
                self.calls += 1
                self.pending[ref] = (slot, actor)

    def receive(self, games: int = 0, first: int = 0, seed: list[int] | None = None,
                finished: Callable[[list[GameRecord]], None] | None = None
                ) -> tuple[list[GameRecord], dict[str, int]]:
        """Wait for the next chunk to come back; return its games and its work (summed when
        several came back together). A chunk lost with its worker is skipped and the worker
        replaced (counted in ``replaced``). The workers choose their chunks, so ``games``,
        ``first`` and ``seed`` (the protocol's) are not used; ``finished`` is called once with
        the chunk's games as they come back.

        Raises:
            ClusterError: workers died more than :data:`REPLACEMENTS_PER_WORKER` times per worker.
        """
        from ray.exceptions import RayActorError

        while True:
            if self.version < 0:
                raise RuntimeError("publish a network before receiving games")
            self._top_up()
            self.ray.wait(list(self.pending), num_returns=1)  # blocks until one is back
            ready, _ = self.ray.wait(list(self.pending), num_returns=len(self.pending), timeout=0)
            records: list[GameRecord] = []
            work: dict[str, int] = {}
            for ref in ready:
                slot, actor = self.pending.pop(ref)
                try:
                    games, stats = self.ray.get(ref)
                except RayActorError as e:
                    if self.actors[slot] is actor:  # the first of its lost chunks: replace it once
                        if self.replaced >= REPLACEMENTS_PER_WORKER * self.workers:
                            first = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
                            raise ClusterError(f"self-play workers keep dying ({self.replaced} replaced); "
                                               f"the last: {first}") from None
                        self.actors[slot] = self._new_actor()
                        self.replaced += 1
                    continue
                records += games
                for key, value in stats.items():
                    if key != "version":
                        work[key] = work.get(key, 0) + value
                self.stale_chunks += stats["version"] < self.version
            if records:
                self.games_received += len(records)
                if finished is not None:
                    finished(records)
                return records, work

    def metrics(self) -> dict[str, float]:
        """The workers, the games received from them, chunks played with an older network than the
        latest published (stale), workers replaced."""
        return {"ray_workers": len(self.actors), "ray_games_received": self.games_received,
                "ray_stale_chunks": self.stale_chunks, "ray_workers_replaced": self.replaced}

    def close(self) -> None:
        """End the actors; the chunks in flight are dropped."""
        for actor in self.actors:
            self.ray.kill(actor)
        self.actors, self.pending = [], {}



def ray_source(settings: RaySettings) -> Callable[[dict[str, Any], int], RaySelfPlay]:
    """What :class:`training.alphazero.trainer.AlphaZeroTrainer` takes as ``remote``: the run's
    configuration and seed -> a :class:`RaySelfPlay` on ``settings``' cluster."""
    return lambda config, seed: RaySelfPlay(config, settings, seed)
