"""Self-play games in flight: :class:`GamesInFlight` plays thousands of games at once from one or several starts,
every step's leaves in one network call (Silver et al. 2017, "Mastering the game of Go without human knowledge",
Methods: Self-play; Danihelka et al. 2022 for the Gumbel search; Wu 2019 for playout caps)."""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from agents.board import Geometry, Position
from training.alphazero import batched_puct, tree_words
from training.alphazero.batched_puct import TreeBatch
from training.alphazero.evaluation_cache import EvaluationCache
from training.alphazero.selfplay.config import SelfPlayConfig
from training.alphazero.selfplay.network import LeafEvaluator, Network
from training.alphazero.selfplay.records import GameRecord, History


def make_trees(geo: Geometry, games: int, config: SelfPlayConfig, simulations: int | None = None) -> TreeBatch:
    """A :class:`TreeBatch` sized for ``config``'s search of ``simulations`` per move (default
    ``config.simulations``), with room for PUCT's reused subtrees."""
    sims = simulations or config.simulations
    gumbel = config.search == "gumbel"
    capacity = sims + config.leaves_per_game + 2 if gumbel else 4 * (sims + config.leaves_per_game) + 2
    return TreeBatch(geo, games, capacity, config.leaves_per_game, config.c_puct, config.virtual_loss,
                     gumbel_simulations=sims if gumbel else None, gumbel_candidates=config.gumbel_candidates,
                     c_visit=config.c_visit, c_scale=config.c_scale, fpu_reduction=config.fpu_reduction)


def split_evenly(n: int, k: int) -> list[int]:
    """``n`` split into ``k`` near-equal parts, the larger first."""
    return [n // k + (j < n % k) for j in range(k)]


def pick_moves(visits: np.ndarray, sample: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """Per row, a column in proportion to ``visits`` where ``sample``, else the most visited
    (ties: the lowest column)."""
    moves = np.argmax(visits, axis=1)
    if sample.any():
        v = visits[sample].astype(np.float64)
        cum = np.cumsum(v, axis=1)
        u = rng.random(len(v)) * cum[:, -1]
        moves[sample] = np.minimum((cum <= u[:, None]).sum(axis=1), visits.shape[1] - 1)
    return moves


@dataclass
class SelfPlayStats:
    """What a call of :func:`self_play` did: ``simulations`` (root visits added by the searches,
    summed over moves), ``moves`` played (in finished and unfinished games), ``network_calls`` and
    ``network_positions`` (leaves the evaluator was given), ``cache_hits`` (leaves the
    evaluation cache answered instead), ``cache_seconds`` (the cache's lookups, answers and
    stores, wall time in the trees' thread), ``walk_seconds`` (the trees' walks and expansions,
    the compiled kernels split over numba's threads), ``wait_seconds`` (waiting for the
    evaluator's answers), ``moves_seconds`` (the searches done concluded, their moves made and the
    next moves' searches set up), ``records_seconds`` (the ended games' training records made and
    handed on) and ``begin_seconds`` (games begun in the free slots), all wall time in the trees'
    thread: what the rest of that thread's time (the leaves' packing, the hand-offs to the
    evaluator's thread, the Python between) is not; ``network_seconds`` (the evaluator's calls,
    :attr:`LaunchedCall.seconds`: on CUDA, where the calls are launched, the device's time on
    them, else the wall time of the thread that makes them: how much of the time the device, or
    that thread, was busy)."""

    simulations: int = 0
    moves: int = 0
    network_calls: int = 0
    network_positions: int = 0
    cache_hits: int = 0
    cache_seconds: float = 0.0
    walk_seconds: float = 0.0
    wait_seconds: float = 0.0
    network_seconds: float = 0.0
    moves_seconds: float = 0.0
    records_seconds: float = 0.0
    begin_seconds: float = 0.0


def self_play(evaluator: LeafEvaluator, games: int, config: SelfPlayConfig, start: Position, rng: np.random.Generator,
              pad_to: tuple[int, int] | None = None, seconds: float | None = None,
              finished: Callable[[list[GameRecord]], None] | None = None) -> tuple[list[GameRecord], SelfPlayStats]:
    """Play ``games`` self-play games from ``start``, ``config.parallel_games`` at a time.

    Args:
        seconds: stop after this many seconds of wall time even if fewer games have ended
            (benchmarks: the searches under way count in the stats, the unfinished games are
            dropped); None: play them all.
        finished: called with the records of each step's finished games as they end, while the
            others play on (the same objects the call returns; self-play does not touch them
            again, so the callee may change them in place, in another thread).

    Returns:
        The records (in the order the games ended), and what it took.

    Raises:
        ValueError: a board over 63 rows, or a terminal ``start``.
    """
    return self_play_starts(evaluator, [(start, games)], config, rng, pad_to, seconds, finished)


class _Group:
    """Games of one start in flight together: their trees, histories and search targets;
    ``start_index`` is the start's place in the plan (its games not yet begun are counted there)."""

    def __init__(self, start: Position, start_index: int, games: int, config: SelfPlayConfig):
        self.start, self.geo, self.start_index = start, start.geo, start_index
        self.start_arrays = tree_words.position_arrays([start])  # the start's current, mask, ply (one row)
        self.trees = make_trees(start.geo, games, config)
        self.history = History(games, start.geo)
        self.live = np.zeros(games, bool)
        self.target = np.zeros(games, np.int64)
        self.first_ply = np.zeros(games, np.int64)  # each game's first searched ply
        self.full = np.ones(games, bool)  # the move under way has a full search


def self_play_starts(evaluator: LeafEvaluator, plan: list[tuple[Position, int]], config: SelfPlayConfig,
                     rng: np.random.Generator, pad_to: tuple[int, int] | None = None,
                     seconds: float | None = None, finished: Callable[[list[GameRecord]], None] | None = None
                     ) -> tuple[list[GameRecord], SelfPlayStats]:
    """Self-play from several starts (boards of one padded network) at once: ``plan`` gives each
    start and its number of games; every game is played to its end (:class:`GamesInFlight`).

    Args:
        plan: ``[(start, games), ...]``; starts with no games are skipped.
        pad_to: the network's frame for the records (None: the start's own board).
        seconds, finished: as :func:`self_play`.

    Returns:
        The records (in the order the games ended) and what it took, over all starts.

    Raises:
        ValueError: a board over 63 rows, or a terminal start.
    """
    games = GamesInFlight(plan, config, rng, pad_to)
    return games.play(evaluator, games.total, seconds, finished)


class GamesInFlight:
    """Self-play games in flight from several starts (boards of one padded network) at once.

    ``config.parallel_games`` are in flight over all starts; a game begins, at first and whenever
    one ends, from the start with the most cells that has games not yet begun (the
    longest-processing-time-first rule of Graham 1969, "Bounds on multiprocessing timing
    anomalies": the long games of the large boards begin first and the short ones fill the end, so
    the batches stay full until the last games, where games begun in proportion to each start's
    share would leave the large boards' games trailing alone). Every step walks every start's trees
    and sends the leaves of all starts to the network in one call (with ``pipeline``, the games in
    flight split in ``pipeline_groups`` groups: one group's trees walked while the others' leaves
    are evaluated), so the small boards of a mixture play beside the large ones, in the same
    batches. Each start holds trees for as many games as it has, up to the games in flight: over
    several starts, more trees than games in flight (at most the plan's games).

    With ``carry_over`` (one start only), the games never run out: a slot whose game ends begins
    another at once, and a :meth:`play` call returns when its number of games has ended, leaving
    the others in flight for the next call, which may bring another evaluator (the learner's newer
    network: a game's later moves are searched with it). So every step's batch holds all the games
    in flight, where a call that plays its games to the end has a tail of ever fewer games, and
    ever smaller batches, while its last games finish.

    Args:
        plan: ``[(start, games), ...]``; starts with no games are skipped. With ``carry_over``:
            one start, whose count is ignored.
        config: the search and play settings (``parallel_games`` games in flight).
        rng: draws the noise, the openings and the sampled moves (used by every call).
        pad_to: the network's frame for the records (None: the start's own board).

    Raises:
        ValueError: a board over 63 rows, a terminal start, or ``carry_over`` with several starts.
    """

    def __init__(self, plan: list[tuple[Position, int]], config: SelfPlayConfig, rng: np.random.Generator,
                 pad_to: tuple[int, int] | None = None, carry_over: bool = False):
        if carry_over:
            if len(plan) != 1:
                raise ValueError(f"games carried over from call to call play one start, got {len(plan)}")
            plan = [(plan[0][0], config.parallel_games)]
        plan = [(start, int(n)) for start, n in plan if n > 0]
        for start, _ in plan:
            if start.is_terminal():
                raise ValueError("self-play cannot start from a finished game")
        self.config, self.rng, self.pad_to, self.carry_over = config, rng, pad_to, carry_over
        self.total = self.left = sum(n for _, n in plan)  # left: not yet returned (without carry_over)
        self.room = config.simulations + config.leaves_per_game + 1
        in_flight = min(self.total, config.parallel_games)
        k = config.pipeline_groups if config.pipeline else 1
        budgets = split_evenly(in_flight, k)
        halves: list[list[_Group]] = [[] for _ in budgets]  # the pipeline's groups ("halves" when k = 2)
        self.unbegun = [n for _, n in plan]  # per start, its games not yet begun
        for i in sorted(range(len(plan)), key=lambda i: -plan[i][0].geo.rows * plan[i][0].geo.columns):
            start, n = plan[i]
            sizes = split_evenly(min(n, in_flight), k)  # a start's slots over the groups: as many as its games, or all
            for half, size in zip(halves, sizes, strict=True):
                if size:
                    half.append(_Group(start, i, size, config))  # each group's boards, most cells first
        self.budgets = [budget for budget, half in zip(budgets, halves, strict=True) if half]
        self.halves = [half for half in halves if half]
        self.budgets[0] += in_flight - sum(self.budgets)  # groups no start had slots for: their games to the first
        self.groups = [group for half in self.halves for group in half]
        self.ended: list[GameRecord] = []  # games ended and not yet returned (with carry_over: beyond a call's count)
        self.simulations = self.moves = 0
        self.records_seconds = 0.0  # the ended games' records made in a play call (its stats' records_seconds)
        self.caches: dict[Geometry, EvaluationCache] = {}  # the evaluation caches, kept from call to call
        # staggered starts: the games begun over a full search's steps (play counts them: rounds)
        self.ramp = math.ceil(config.simulations / config.leaves_per_game) + 1 if config.staggered_starts else 1
        self.rounds = 0
        for half, budget in zip(self.halves, self.budgets, strict=True):
            self._fill(half, self._ramped(budget))

    def play(self, evaluator: LeafEvaluator, games: int, seconds: float | None = None,
             finished: Callable[[list[GameRecord]], None] | None = None) -> tuple[list[GameRecord], SelfPlayStats]:
        """Play until ``games`` games have ended (those that ended beyond the previous call's
        count first), with ``evaluator`` at every leaf evaluated from now on.

        Args:
            games: at most the games not yet returned, where the games do not carry over.
            seconds, finished: as :func:`self_play`; with ``carry_over`` the searches under way
                at the deadline go on in the next call (counted there).

        Returns:
            The records (in the order the games ended) and the work of this call.

        Raises:
            ValueError: more games than the plan has left, where the games do not carry over.
        """
        config = self.config
        if not self.carry_over and games > self.left:
            raise ValueError(f"{games} games asked of a plan with {self.left} left")
        self.simulations = self.moves = 0
        self.records_seconds = 0.0
        network = Network(evaluator, threaded=len(self.halves) > 1, cache_entries=config.cache_entries,
                           caches=self.caches)
        self._games, self._finished = games, finished
        self._handed = 0  # of self.ended, the records handed to ``finished``
        self._hand_over()
        deadline = math.inf if seconds is None else time.perf_counter() + seconds
        pending: list = [None] * len(self.halves)
        walks = making = begun = 0.0  # seconds in the walks' kernel, the moves made (with the records), games begun
        try:
            while len(self.ended) < games and time.perf_counter() < deadline:
                for h, half in enumerate(self.halves):
                    trees = [group.trees for group in half]
                    if pending[h] is not None:
                        network.finish_many(trees, pending[h])
                        t0 = time.perf_counter()
                        for group in half:
                            self._moves_made(group)
                        t1 = time.perf_counter()
                        self._fill(half, self._ramped(self.budgets[h]))
                        making, begun = making + t1 - t0, begun + time.perf_counter() - t1
                    t0 = time.perf_counter()
                    for group in half:
                        group.trees.collect(group.target, group.live)
                    walks += time.perf_counter() - t0
                    pending[h] = network.submit_many(trees)
                self.rounds += 1
            for h, half in enumerate(self.halves):  # the searches under way (a stop at the deadline)
                if pending[h] is not None:
                    network.finish_many([group.trees for group in half], pending[h])
            if not self.carry_over and len(self.ended) < games:  # stopped at the deadline: the games are dropped
                for group in self.groups:
                    self.simulations += int((group.trees.simulations() - np.rint(group.trees.base))[group.live].sum())
        finally:
            network.close()
        records, self.ended = self.ended[:games], self.ended[games:]
        self.left -= len(records)
        return records, SelfPlayStats(self.simulations, self.moves, network.calls, network.positions,
                                      network.cache_hits, network.cache_seconds, walks + network.apply_seconds,
                                      network.wait_seconds, network.network_seconds, making - self.records_seconds,
                                      self.records_seconds, begun)

    def _hand_over(self) -> None:
        """Hand the records ended within this call's count and not yet handed to ``finished``."""
        if self._finished is not None and self._handed < min(len(self.ended), self._games):
            fresh = self.ended[self._handed:self._games]
            self._handed += len(fresh)
            self._finished(fresh)

    def _gumbel_searches(self, group: _Group, n: int) -> batched_puct.NextSearches:
        """The draws of ``n`` of ``group``'s next Gumbel searches (every one full), and where their
        targets go."""
        return batched_puct.NextSearches(self.rng.random((n, group.geo.columns)), int(self.config.simulations),
                                         group.target)

    def _search_next(self, group: _Group, idx: np.ndarray) -> None:
        """Set up the next move's PUCT search of games ``idx``: full or fast, its noise, its
        target (a Gumbel search's is set up where its game begins or its move is made)."""
        config, trees, rng = self.config, group.trees, self.rng
        full = rng.random(len(idx)) < config.full_search_share if config.full_search_share < 1.0 else True
        group.full[idx] = full
        if np.any(full):
            noisy = idx[full] if isinstance(full, np.ndarray) else idx
            trees.add_dirichlet_noise(noisy, rng, config.dirichlet_alpha, config.dirichlet_fraction)
        group.target[idx] = trees.simulations()[idx] + np.where(full, config.simulations, config.fast_simulations)

    def _begin(self, group: _Group, idx: np.ndarray) -> None:
        """Begin games ``idx`` of ``group``: after random plies (``start_plies``), or at the start; one
        compiled pass
        (:meth:`~training.alphazero.batched_puct.TreeBatch.begin`), with Gumbel their first
        searches' set-up too."""
        config, rng, n = self.config, self.rng, len(idx)
        cur, msk, ply = group.start_arrays  # one row for every game
        plies = draws = None
        if config.start_plies:
            plies = rng.integers(0, config.start_plies + 1, n)
            draws = rng.random((n, max(1, int(plies.max()))))
        gumbel = config.search == "gumbel"
        group.first_ply[idx] = group.trees.begin(idx, cur, msk, ply, plies, draws,
                                                 self._gumbel_searches(group, n) if gumbel else None)
        if not gumbel:
            self._search_next(group, idx)
        group.live[idx] = True
        group.history.length[idx] = 0
        if not self.carry_over:
            self.unbegun[group.start_index] -= len(idx)

    def _ramped(self, budget: int) -> int:
        """A group's games in flight in this round: all of ``budget``, or with staggered starts
        ``rounds + 1`` shares of ``ramp`` of it until the ramp's end."""
        return budget if self.rounds + 1 >= self.ramp else -(-budget * (self.rounds + 1) // self.ramp)

    def _fill(self, half: list[_Group], budget: int) -> None:
        """Begin games in the half's free slots, up to ``budget`` in flight, most cells first."""
        free_budget = budget - sum(int(group.live.sum()) for group in half)
        for group in half:
            if free_budget <= 0:
                return
            free = np.flatnonzero(~group.live)[:min(free_budget, self.unbegun[group.start_index])]
            if len(free):
                self._begin(group, free)
                free_budget -= len(free)

    def _moves_made(self, group: _Group) -> None:
        """Make the moves of the games whose searches reached their targets; record the games
        that ended."""
        config, trees = self.config, group.trees
        gumbel = config.search == "gumbel"
        done, simulations = trees.searches_done(group.target, group.live)
        if not len(done):
            return
        self.simulations += simulations
        self.moves += len(done)
        history = group.history
        if gumbel:  # one parallel kernel: the roots, their results into the history, the moves, the next searches
            rows = history.added(done, group.full[done])
            ended = trees.gumbel_moves(done, history.flat, rows, self._gumbel_searches(group, len(done)))
        else:
            cur, msk, ply = trees.root_arrays(done)
            q = trees.root_values(done) if config.value_q_share else 0.0  # only value targets read it
            visits = trees.visit_counts(done)
            policies = visits / visits.sum(axis=1, keepdims=True)
            moves = pick_moves(visits, ply - group.first_ply[done] < config.temperature_moves, self.rng)
            ended = trees.advance(done, moves, keep=True, room=self.room)
            history.add(done, cur, msk, ply, policies, moves, group.full[done], q)
        finished_games = done[ended > 0]
        if len(finished_games):
            t0 = time.perf_counter()
            self.ended += history.records(group.geo, finished_games, ended[ended > 0] == 1, self.pad_to,
                                          config.value_q_share)
            self._hand_over()
            self.records_seconds += time.perf_counter() - t0
            group.live[finished_games] = False
        if not gumbel:
            going = done[ended == 0]
            if len(going):
                self._search_next(group, going)
