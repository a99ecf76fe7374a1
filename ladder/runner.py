"""Running a ladder: schedules (round-robin, Kaggle emulation, SPRT), parallel episodes, storage.

Every episode is played by :func:`ladder.episode.play_episode` in a worker process (spawned, one
per core by default; or a task on a Ray cluster, see :mod:`distributed.cluster`) and stored by
this process the moment it comes back, so a killed ladder loses at most the
episodes in flight. Re-running the same command resumes the run (only the missing episodes are
played: a finished run plays nothing); a larger ``games`` extends it; another seed or other
settings make another run. A worker process runs its agents' numpy on one BLAS thread
(:mod:`durable.workers`), so that episodes played at once do not hold up each other's threads.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import random
import tempfile
from collections.abc import Callable, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, wait
from dataclasses import asdict, dataclass, field, replace
from typing import Any

from openskill.models import ThurstoneMostellerFull

from agents.board import geometry
from durable.workers import process_pool, usable_cores
from ladder.ratings import BETA, MU0, SIGMA0, TAU
from ladder.sprt import SPRTState, sprt
from ladder.store import Entrant, ResultsStore

MODES = ("round-robin", "kaggle")


@dataclass(frozen=True)
class LadderConfig:
    """What a ladder plays.

    Attributes:
        games: round-robin: episodes per pair (seats alternate, so an even number splits them);
            kaggle: rated episodes per entrant, on average; sprt: the most games before giving up.
        mode: 'round-robin' or 'kaggle' (see :func:`run_ladder`).
        workers: episodes played at once, each in its own process; 1 plays in this process.
        ray: None, or the Ray cluster whose CPUs play the episodes (``local``, ``auto`` or
            ``HOST:PORT``; see :mod:`distributed.cluster`): each episode is a task, retried
            elsewhere when its worker dies, and file agents travel with it as bytes.
        rows, columns, inarow: the board.
        act_timeout: seconds per move (Kaggle: 2).
        overage: the overage bank per episode, in seconds (Kaggle: 60).
        seed: seeds the players of each episode (with the run and episode number).
    """

    games: int = 10
    mode: str = "round-robin"
    workers: int = field(default_factory=usable_cores)
    rows: int = 6
    columns: int = 7
    inarow: int = 4
    act_timeout: float = 2.0
    overage: float = 60.0
    seed: int = 0
    ray: str | None = None

    def __post_init__(self):
        if self.mode not in MODES:
            raise ValueError(f"mode must be one of {', '.join(MODES)}, got {self.mode!r}")
        if self.games < 0 or self.workers < 1:
            raise ValueError(f"games must be >= 0 and workers >= 1, got {self.games} and {self.workers}")
        if self.act_timeout <= 0 or self.overage < 0:
            raise ValueError(f"act_timeout must be > 0 and overage >= 0, got {self.act_timeout}, {self.overage}")
        geometry(self.rows, self.columns, self.inarow)  # raises on a board no game can be played on


@dataclass(frozen=True)
class Task:
    """One episode to play: seat 0 (mark 1) and seat 1 entrants."""

    idx: int
    kind: str
    seat0: Entrant
    seat1: Entrant
    seed: int


def _play(task: Task, config: LadderConfig) -> dict[str, Any]:
    """Worker entry point: play one task, return its record."""
    from ladder.episode import play_episode

    result = play_episode(task.seat0.spec, task.seat1.spec, config.rows, config.columns, config.inarow,
                          config.act_timeout, config.overage, task.seed)
    return result.record()


def _play_shipped(task: Task, config: LadderConfig, files: dict[str, tuple[str, bytes]]) -> dict[str, Any]:
    """Ray task: :func:`_play` with each file agent (``files``: spec -> (file name, bytes), read
    by the driver) written to a temporary folder first, so that the node needs no copy of it."""
    seats = []
    with tempfile.TemporaryDirectory(prefix="connectx-episode-") as tmp:
        for k, entrant in enumerate((task.seat0, task.seat1)):
            if entrant.spec in files:
                name, data = files[entrant.spec]
                os.makedirs(os.path.join(tmp, str(k)))
                path = os.path.join(tmp, str(k), name)
                with open(path, "wb") as f:
                    f.write(data)
                entrant = replace(entrant, spec=path)
            seats.append(entrant)
        return _play(replace(task, seat0=seats[0], seat1=seats[1]), config)


def _files_of(task: Task) -> dict[str, tuple[str, bytes]]:
    """The file agents of ``task``: spec -> (file name, bytes)."""
    files = {}
    for entrant in (task.seat0, task.seat1):
        if entrant.kind == "file":
            with open(entrant.spec, "rb") as f:
                files[entrant.spec] = (os.path.basename(entrant.spec), f.read())
    return files


def _episode_seed(config: LadderConfig, run_id: int, idx: int) -> int:
    digest = hashlib.sha256(f"{config.seed}/{run_id}/{idx}".encode()).digest()
    return int.from_bytes(digest[:4], "little")


def _run_key(mode: str, entrants: list[Entrant], config: LadderConfig, extra: dict[str, Any]) -> str:
    settings = {"mode": mode, "entrants": [e.id for e in entrants], **asdict(config), **extra}
    settings.pop("workers")
    settings.pop("ray")  # where episodes are played does not change what they are
    settings.pop("games")  # more games extend the run
    return hashlib.sha256(json.dumps(settings, sort_keys=True).encode()).hexdigest()


def execute(store: ResultsStore, run_id: int, config: LadderConfig, next_task: Callable[[], Task | None],
            on_stored: Callable[[Task, dict[str, Any]], None], progress: Callable[[], None] | None = None) -> None:
    """Play tasks from ``next_task`` until it returns None and nothing is in flight, keeping up to
    ``config.workers`` episodes going; store each record as it arrives, then call ``on_stored``."""

    def finish(task: Task, record: dict[str, Any]) -> None:
        store.add_episode(run_id, task.idx, task.kind, task.seat0.id, task.seat1.id, task.seed, record)
        on_stored(task, record)
        if progress:
            progress()

    if config.workers == 1 and config.ray is None:
        while (task := next_task()) is not None:
            finish(task, _play(task, config))
        return
    if config.ray is not None:
        from distributed.cluster import RayExecutor

        pool = RayExecutor(config.ray)
    else:
        pool = process_pool(config.workers)

    def submit(task: Task) -> Future:
        if config.ray is not None:
            return pool.submit(_play_shipped, task, config, _files_of(task))
        return pool.submit(_play, task, config)

    with pool:
        running: dict[Future, Task] = {}
        exhausted = False
        while True:
            while not exhausted and len(running) < config.workers:
                task = next_task()
                if task is None:
                    exhausted = True
                else:
                    running[submit(task)] = task
            if not running:
                return
            done, _ = wait(running, return_when=FIRST_COMPLETED)
            for future in done:
                finish(running.pop(future), future.result())
            exhausted = False  # results may unlock more tasks (kaggle mode, SPRT)


class _Progress:
    """A rich progress bar (to stderr) that a caller ticks once per stored episode."""

    def __init__(self, total: int, description: str, enabled: bool):
        self.bar = None
        if enabled and total > 0:
            from rich.console import Console
            from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeRemainingColumn

            self.bar = Progress("[progress.description]{task.description}", BarColumn(), MofNCompleteColumn(),
                                TimeRemainingColumn(), console=Console(stderr=True))
            self.task = self.bar.add_task(description, total=total)
            self.bar.start()

    def tick(self) -> None:
        if self.bar is not None:
            self.bar.advance(self.task)

    def close(self) -> None:
        if self.bar is not None:
            self.bar.stop()


def round_robin_plan(entrants: list[Entrant], games: int) -> Iterator[tuple[int, Entrant, Entrant]]:
    """``(idx, seat0, seat1)`` for ``games`` episodes per pair, seats alternating, pairs interleaved
    so that a partial run is spread over all pairs."""
    pairs = [(a, b) for i, a in enumerate(entrants) for b in entrants[i + 1:]]
    idx = 0
    for g in range(games):
        for a, b in pairs:
            yield (idx, a, b) if g % 2 == 0 else (idx, b, a)
            idx += 1


def run_ladder(store: ResultsStore, specs: list[str], config: LadderConfig,
               progress: bool = True) -> tuple[int, list[Entrant]]:
    """Play a ladder among ``specs``; return its run id and the entrants that played (identified
    when the run began: code changed during the run makes new entrants only for later runs).

    round-robin: ``config.games`` episodes for every pair, both seats.
    kaggle: as Kaggle does it: an entrant not yet validated first plays itself (an ERROR,
    INVALID or TIMEOUT marks it 'error' and it plays no more); then, until the run holds
    ``games x valid entrants / 2`` rated episodes, the entrant with the fewest games meets one of
    the least loaded others (one game of slack) drawn with weight
    ``exp(-(mu_a - mu_b)^2 / (2 (2 beta)^2))``, so ratings close together meet most often and
    everyone plays about as often.

    Raises:
        ValueError: fewer than two distinct entrants, or a bad spec.
    """
    entrants = list({e.id: e for e in (store.entrant(s) for s in specs)}.values())
    if len(entrants) < 2:
        raise ValueError("a ladder needs at least two different agents")
    key = _run_key(config.mode, entrants, config, {})
    run_id, _ = store.open_run(key, config.mode, {"specs": specs, **asdict(config)})
    done = store.done_indices(run_id)
    if config.mode == "round-robin":
        plan = iter([t for t in round_robin_plan(entrants, config.games) if t[0] not in done])
        remaining = len(entrants) * (len(entrants) - 1) // 2 * config.games - len(done)
        bar = _Progress(remaining, "round-robin", progress)

        def next_task() -> Task | None:
            item = next(plan, None)
            if item is None:
                return None
            idx, a, b = item
            return Task(idx, "rated", a, b, _episode_seed(config, run_id, idx))

        execute(store, run_id, config, next_task, lambda task, record: None, bar.tick)
    else:
        bar = _Progress(len(entrants) * config.games // 2, "kaggle", progress)
        _KaggleSchedule(store, run_id, entrants, config, done, bar).run()
    bar.close()
    store.finish_run(run_id)
    return run_id, entrants


class _KaggleSchedule:
    """State of a Kaggle-mode run: validation, then matchmaking by mu (see :func:`run_ladder`)."""

    def __init__(self, store: ResultsStore, run_id: int, entrants: list[Entrant], config: LadderConfig,
                 done: set[int], bar: _Progress):
        self.store, self.run_id, self.config, self.bar = store, run_id, config, bar
        self.entrants = {e.id: e for e in entrants}
        store.repair_validations()
        self.model = ThurstoneMostellerFull(mu=MU0, sigma=SIGMA0, beta=BETA, tau=TAU)
        self.ratings = {e.id: self.model.rating(mu=MU0, sigma=SIGMA0) for e in entrants}
        self.games = {e.id: 0 for e in entrants}
        self.rated = 0
        self.in_flight: dict[int, int] = {}
        self.validating: set[int] = set()
        self.done = done
        self.next_idx = 0
        self.rng = random.Random(_episode_seed(config, run_id, -1))
        for ep in store.episodes(run_id=run_id, kind="rated"):
            self._rate(ep.agent0, ep.agent1, ep.score0)
            bar.tick()

    def _valid(self, eid: int) -> bool:
        return self.store.entrant_by_id(eid).validation == "ok"

    def _rate(self, a: int, b: int, score0: float) -> None:
        ranks = [0, 0] if score0 == 0.5 else ([0, 1] if score0 == 1.0 else [1, 0])
        [[ra], [rb]] = self.model.rate([[self.ratings[a]], [self.ratings[b]]], ranks=ranks)
        self.ratings[a], self.ratings[b] = ra, rb
        self.games[a] += 1
        self.games[b] += 1
        self.rated += 1

    def next_task(self) -> Task | None:
        for eid, e in self.entrants.items():
            if self.store.entrant_by_id(eid).validation is None and eid not in self.validating:
                self.validating.add(eid)
                return Task(-eid, "validation", e, e, _episode_seed(self.config, self.run_id, -eid))
        if self.validating:
            return None  # wait: matchmaking needs to know who is valid
        pool = [eid for eid in self.entrants if self._valid(eid)]
        target = len(pool) * self.config.games // 2
        if len(pool) < 2 or self.rated + sum(self.in_flight.values()) // 2 >= target:
            return None
        load = {eid: self.games[eid] + self.in_flight.get(eid, 0) for eid in pool}
        fewest = min(load.values())
        a = self.rng.choice([eid for eid in pool if load[eid] == fewest])
        # Opponents: the least loaded (one game of slack), weighted towards a similar mu.
        least = min(load[eid] for eid in pool if eid != a)
        others = [eid for eid in pool if eid != a and load[eid] <= least + 1]
        width = 2 * BETA
        weights = [math.exp(-((self.ratings[a].mu - self.ratings[b].mu) ** 2) / (2 * width**2)) for b in others]
        b = self.rng.choices(others, weights=weights)[0]
        seat0, seat1 = (a, b) if self.rng.random() < 0.5 else (b, a)
        while self.next_idx in self.done:  # indices a killed run left unplayed are filled first
            self.next_idx += 1
        idx = self.next_idx
        self.next_idx += 1
        for eid in (seat0, seat1):
            self.in_flight[eid] = self.in_flight.get(eid, 0) + 1
        seed = _episode_seed(self.config, self.run_id, idx)
        return Task(idx, "rated", self.entrants[seat0], self.entrants[seat1], seed)

    def on_stored(self, task: Task, record: dict[str, Any]) -> None:
        if task.kind == "validation":  # the store set the verdict with the episode
            self.validating.discard(task.seat0.id)
            return
        for eid in (task.seat0.id, task.seat1.id):
            self.in_flight[eid] -= 1
        self._rate(task.seat0.id, task.seat1.id, record["score0"])

    def run(self) -> None:
        execute(self.store, self.run_id, self.config, self.next_task, self.on_stored, self._tick)

    def _tick(self) -> None:
        self.bar.tick()


def run_sprt(store: ResultsStore, candidate: str, baseline: str, elo0: float, elo1: float, config: LadderConfig,
             alpha: float = 0.05, beta: float = 0.05,
             progress: bool = True) -> tuple[int, SPRTState, list[Entrant]]:
    """Play ``candidate`` against ``baseline``, seats alternating, until the SPRT decides or
    ``config.games`` games are played; resumable like any run. Returns the run id, the test and
    the two entrants.

    Raises:
        ValueError: bad SPRT parameters, the same agent twice, or a bad spec.
    """
    sprt(0, 0, 0, elo0, elo1, alpha, beta)  # validates the parameters
    cand, base = store.entrant(candidate), store.entrant(baseline)
    if cand.id == base.id:
        raise ValueError("the candidate and the baseline are the same agent")
    extra = {"elo0": elo0, "elo1": elo1, "alpha": alpha, "beta": beta}
    run_id, _ = store.open_run(_run_key("sprt", [cand, base], config, extra), "sprt",
                               {"specs": [candidate, baseline], **asdict(config), **extra})
    tally = [0, 0, 0]  # candidate's wins, draws, losses

    def count(seat0: int, score0: float) -> None:
        score = score0 if seat0 == cand.id else 1.0 - score0
        tally[{1.0: 0, 0.5: 1, 0.0: 2}[score]] += 1

    for ep in store.episodes(run_id=run_id):
        count(ep.agent0, ep.score0)
    done = store.done_indices(run_id)
    state = sprt(*tally, elo0, elo1, alpha, beta)
    plan = iter([i for i in range(config.games) if i not in done])  # gaps a kill left come first
    bar = _Progress(config.games, "sprt", progress)
    for _ in range(len(done)):
        bar.tick()

    def next_task() -> Task | None:
        idx = next(plan, None) if state.decision is None else None
        if idx is None:
            return None
        a, b = (cand, base) if idx % 2 == 0 else (base, cand)
        return Task(idx, "rated", a, b, _episode_seed(config, run_id, idx))

    def on_stored(task: Task, record: dict[str, Any]) -> None:
        nonlocal state
        count(task.seat0.id, record["score0"])
        state = sprt(*tally, elo0, elo1, alpha, beta)

    execute(store, run_id, config, next_task, on_stored, bar.tick)
    bar.close()
    store.finish_run(run_id)
    return run_id, state, [cand, base]
