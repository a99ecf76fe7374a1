"""Self-play, arena and evaluation games with thousands of searches in flight: the trees live in
:class:`training.alphazero.batched_puct.TreeBatch` (compiled, one per side), and every step sends the
waiting leaves of all games to the network in one call, on the training device.

Self-play follows Silver et al. 2017 ("Mastering the game of Go without human knowledge",
Methods: Self-play) with one of two searches per move:

- ``puct``: Dirichlet noise at every root, visit-count policy targets, moves sampled in
  proportion to visits (temperature 1) for the first ``temperature_moves`` plies and the most
  visited move after; the tree is kept from one move to the next (the chosen child becomes the
  root).
- ``gumbel``: Gumbel AlphaZero (Danihelka et al., ICLR 2022, "Policy improvement by planning with
  Gumbel"): Gumbel-top-k candidates at the root, sequential halving, the completed-Q improved
  policy as the target and the surviving candidate as the move (the Gumbel draw is the
  exploration: no noise, no temperature); a fresh tree every move (the halving schedule counts
  visits from zero).

Three options of KataGo's (Wu 2019, "Accelerating Self-Play Learning in Go"): games that begin
after a few random plies (``start_plies``; as the Gumbel variant of AlphaZero.jl does, 0-2 plies on
Connect Four), playout-cap randomisation (``full_search_share``, section 3.1): a full search on
that share of the moves, a fast one (``fast_simulations``, no noise) on the rest, and only the
full searches' policies become targets (each record marks them); and forced playouts with
policy-target pruning on the full searches (``forced_playouts``, section 3.2). Games may also
begin from an opening book's positions (``book_starts``, :func:`random_opening`).

The value target of a position is the final result for its side to move (mixed with the search's
root value with ``value_q_share``). With ``pipeline`` the
games are split in ``pipeline_groups`` groups (two halves by default): while the network evaluates
the leaves of some (in a second thread: a CUDA stream, or the CPU's other cores), the tree kernels
walk another's.
"""

from __future__ import annotations

import functools
import math
import threading
import time
from collections import deque
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, fields, replace
from typing import Protocol

import numba
import numpy as np

from agents.board import Geometry, Position
from agents.book import OpeningBook
from agents.encoding import planes_count
from training.alphazero import batched_puct
from training.alphazero.batched_puct import TreeBatch
from training.alphazero.evaluation_cache import EvaluationCache

SELFPLAY_BEFORE = {"tree_simulations_per_s_per_core": 20_744.0, "network_simulations_per_s_per_core": 2_405.0}
"""The self-play of the previous design (pure-Python trees, one CPU worker process per core, 64
games in lockstep each, a 4x48 network at 100 simulations a move), measured on
the 2-core development machine: the baseline of ``bench selfplay``'s ratios."""

@dataclass(frozen=True)
class SelfPlayConfig:
    """How self-play games are searched and played."""

    simulations: int = 100
    """Simulations per move (PUCT: new ones on top of the reused subtree). Measured on the ``cpu``
    preset (1,000 lines a set at the end of an hour): 64 instead of 100 made 1.08-1.12 times the
    iterations and about 0.3 points fewer weak mistakes alone on each of four runs (three on one
    core, one on two), level with search on their mean; the preset plays 64."""
    search: str = "puct"
    """'puct' (Dirichlet noise, visit targets) or 'gumbel' (Gumbel AlphaZero)."""
    c_puct: float = 2.5
    """PUCT exploration constant (Silver et al. 2017 tune it; 2 to 4 works on Connect Four)."""
    fpu_reduction: float = 0.0
    """First-play urgency from the node's value: an unvisited edge's Q is its node's value less
    ``fpu_reduction * sqrt(sum of P over the visited columns)`` instead of 0, in every node PUCT
    selects at but a root with Dirichlet noise (the first-play-urgency reduction of Leela Zero,
    Pascutto and contributors, 2017-, 0.25 by default); in [0, 2]. 0: an unvisited edge's Q is 0
    (a draw's value). The ``cpu`` preset takes 0.25: on its half hours (three seeds) it was
    ahead of 0 on every seed, alone and with search (0.14 and 0.16 points on the means), its games
    6-9% longer. With Gumbel at the root (the ``gpu`` preset's search) two seeds' half hours on the
    ``cpu`` preset were level with 0 (ahead on one seed, behind on the other), so the ``gpu``
    preset keeps 0."""
    root_fpu_reduction: float = 0.0
    """The same reduction at a root with Dirichlet noise, in [0, 2] (KataGo's root has a reduction of
    its own, ``rootFpuReductionMax``: 0.1 beside 0.2 below it). 0: an unvisited edge's Q there is 0,
    as the noise is there to widen the search. On the ``cpu`` preset's half hours (three seeds) 0.1
    was level with 0 (a tenth ahead alone and 0.15 behind with search on the means) and 0.25 behind
    on one seed of two, so the presets keep 0."""
    dirichlet_alpha: float = 1.0
    """Dirichlet noise concentration at the root (PUCT)."""
    dirichlet_fraction: float = 0.25
    """Share x of noise in the root priors (PUCT; Silver et al. 2017: 0.25)."""
    temperature_moves: int = 10
    """Plies played by sampling visits (temperature 1); then the most visited move (PUCT)."""
    gumbel_candidates: int = 8
    """Gumbel: k, the root's candidates (at most the columns)."""
    c_visit: float = 50.0
    """Gumbel: sigma's c_visit."""
    c_scale: float = 0.1
    """Gumbel: sigma's c_scale."""
    leaves_per_game: int = 4
    """Leaves a game contributes to each evaluator call (collected under virtual loss)."""
    parallel_games: int = 32
    """Games in flight at once (all in one batch of network calls)."""
    virtual_loss: float = 1.0
    """Virtual visits per walk."""
    pipeline: bool = False
    """Overlap tree work and network calls: the games split into ``pipeline_groups`` groups, one
    group's trees walked while the leaves of the others are evaluated."""
    pipeline_groups: int = 2
    """Groups of games with ``pipeline`` (k-way pipelining; at least 2)."""
    start_plies: int = 0
    """Each game begins after a uniformly drawn 0..``start_plies`` plies of uniformly random
    moves (none that ends the game) from the start; they are not searched and not recorded."""
    book_starts: str = ""
    """An opening book (:mod:`agents.book`'s format, e.g. ``packager/data/book-6x7-4.bin``) whose
    positions games begin from (``book_start_share`` of them; on its board only): see
    :func:`random_opening`. Empty: none."""
    book_start_share: float = 0.0
    """The share of games begun from the book's positions instead of ``start_plies`` random ones.
    Half of them on the ``cpu`` preset's half hours (two seeds): games 16-18% shorter and 1.1
    times the iterations, level at the end, Begin-Hard unmoved; the presets begin no game from a
    book."""
    book_start_plies: int = 12
    """A book start walks a uniformly drawn 1..``book_start_plies`` plies."""
    full_search_share: float = 1.0
    """Playout-cap randomisation (Wu 2019, section 3.1): the share of moves searched with
    ``simulations`` (with noise; policy targets); the others get ``fast_simulations`` (no noise,
    no policy target). 1.0: every move a full search. PUCT only."""
    fast_simulations: int = 20
    """Simulations of a fast search (playout-cap randomisation)."""
    full_search_plies: int = 0
    """Playout caps by ply: a move at a ply (stones on the board) of at least this always gets a
    fast search, and ``full_search_share`` applies to the plies before it, so that the full
    searches go where the exact targets' solver does not reach (where it settles a position, its
    exact policy is the policy target, even after a fast search). PUCT only; the same ply on
    every board of a mixture. 0: every ply. Measured on the ``cpu`` preset (half hours on one
    core, three seeds, 1,000 lines a set at the end): from ply 15 (twice) or 18 (once) with a
    share of 0.4 before it, as many simulations, half again as many searched policy targets in
    the opening, level to 0.3 points behind alone and with search; off in the presets."""
    forced_playouts: float = 0.0
    """KataGo's forced playouts and policy-target pruning (Wu 2019, section 3.2), ``k`` of
    ``n_forced = sqrt(k * P * N_root)``: on each full search (with its root noise) every column
    gets at least ``n_forced`` visits (every legal column: KataGo forces only those with a visit
    already), and after it those visits come back out of every column but the most visited (as far
    as its PUCT score stays below that column's); the pruned visits are the policy target and the
    move's draw. PUCT only. 0: off (KataGo: 2). Measured on the ``cpu`` preset (half hours on one
    core, two seeds, 1,000 lines a set at the end): k = 2 level with it alone and with search; off
    in the presets."""
    value_q_share: float = 0.0
    """The value target's share of the search's root value: a position's target is
    ``(1 - share) * result + share * Q``, ``Q`` the visit-weighted mean value at its root. Prasad
    2018 ("Lessons From AlphaZero (part 4): Improving the Training Target") trained Connect Four
    faster on the mean of the two (0.5) than on the result; Willemsen, Baier and Kaisers 2021
    ("Value targets in off-policy AlphaZero") compare such targets. 0: the game's result alone.
    The presets take 0.5: on their half hours 0.25 and 0.75 were behind it, and level with it once
    positions were averaged (0.75 on three seeds)."""
    carry_over: bool = False
    """The games in flight when a self-play call has its games go on in the next call (the
    learner's next chunk or iteration, with the network published then: their later moves searched
    by it), instead of every game begun being played to its end (:class:`GamesInFlight`): every
    network call then has all ``parallel_games`` games' leaves, where a call that finishes its games
    ends on a tail of ever smaller batches. On one board (a mixture's games are played to their end,
    its largest boards first); the games in flight are dropped when the run stops (a resumed run
    begins new ones)."""
    cache_entries: int = 0
    """Slots of the evaluation cache (:mod:`training.alphazero.evaluation_cache`), a table of the
    network's answers kept for one self-play call, per board: leaves met before are not
    evaluated again. Rounded up to a power of two; it fills to three quarters. 0: no cache."""
    staggered_starts: bool = False
    """The games in flight begun over the steps of a full search (its root's evaluation and
    ``ceil(simulations / leaves_per_game)`` steps of walks), an equal share each, instead of all at
    once, so that their searches end in different steps from then on (a game that ends gives its
    slot to the next at once): every network call holds every stage of a search in the same mix.
    Begun at once, every search of a preset without playout caps ends in the same step, and with
    the evaluation cache a call's batch swings from a few hundred positions (the new roots, most
    answered by the cache) to thousands, which a pipeline cannot hide. With the ``gpu`` preset's
    trees and cache on two CPU threads, beside a stand-in network that sleeps a fixed time a
    position (as fast as the trees; two thirds as fast): 1.04-1.16 and 1.10-1.13 times the
    simulations a second, the stand-in busy 87-91% and 95-96% of the time against 82% and 85-87%
    (docs/selfplay.md). Once a self-play object (with ``carry_over``, once a run)."""
    lanes: int = 1
    """The games in flight split into this many lanes (:class:`LanesInFlight`), each with its
    games, trees, evaluation cache (its share of ``cache_entries``) and random stream, played in
    a thread of its own on its share of numba's threads, all lanes' leaves evaluated in one thread:
    the serial part of one lane's steps (the Python between the compiled kernels, the cache's
    claims, the records) runs while another lane's parallel kernels run, where one thread's steps
    wait on it. With ``pipeline`` each lane's games split into ``pipeline_groups`` groups; without
    it the lanes take the groups' place (each waits for its own call while another's trees are
    walked; a call has a lane's games, as a group's with as many groups as lanes). 1: one thread
    plays every game."""

    @property
    def playout_caps(self) -> bool:
        """Some moves get a fast search: ``full_search_share`` below 1 or ``full_search_plies`` set."""
        return self.full_search_share < 1.0 or self.full_search_plies > 0

    def __post_init__(self):
        if self.search not in ("puct", "gumbel"):
            raise ValueError(f"search must be 'puct' or 'gumbel', got {self.search!r}")
        if self.simulations < 1 or self.parallel_games < 1 or self.leaves_per_game < 1:
            raise ValueError("simulations, parallel_games and leaves_per_game must be at least 1")
        if self.start_plies < 0:
            raise ValueError(f"start_plies must be at least 0, got {self.start_plies}")
        if not 0.0 <= self.book_start_share <= 1.0 or self.book_start_plies < 1:
            raise ValueError("book_start_share must be in [0, 1] and book_start_plies at least 1")
        if self.book_start_share > 0 and not self.book_starts:
            raise ValueError("book_start_share needs book_starts, the path of an opening book")
        if not 0.0 < self.full_search_share <= 1.0:
            raise ValueError(f"full_search_share must be in (0, 1], got {self.full_search_share}")
        if self.cache_entries < 0:
            raise ValueError(f"cache_entries must be at least 0, got {self.cache_entries}")
        if self.pipeline_groups < 2:
            raise ValueError(f"pipeline_groups must be at least 2, got {self.pipeline_groups}")
        if not 1 <= self.lanes <= self.parallel_games:
            raise ValueError(f"lanes must be in 1..parallel_games ({self.parallel_games}), got {self.lanes}")
        for name in ("fpu_reduction", "root_fpu_reduction"):
            if not 0.0 <= getattr(self, name) <= 2.0:
                raise ValueError(f"{name} must be in [0, 2], got {getattr(self, name)}")
        if not 0.0 <= self.value_q_share <= 1.0:
            raise ValueError(f"value_q_share must be in [0, 1], got {self.value_q_share}")
        if self.full_search_plies < 0:
            raise ValueError(f"full_search_plies must be at least 0, got {self.full_search_plies}")
        if self.playout_caps and not 1 <= self.fast_simulations <= self.simulations:
            raise ValueError(f"fast_simulations must be in 1..simulations ({self.simulations}), "
                             f"got {self.fast_simulations}")
        if self.forced_playouts < 0 or (self.forced_playouts > 0 and self.search != "puct"):
            raise ValueError(f"forced_playouts must be at least 0, and 0 unless search='puct', got "
                             f"{self.forced_playouts}")
        if self.playout_caps and self.search != "puct":
            raise ValueError("playout-cap randomisation (full_search_share < 1 or full_search_plies) needs "
                             "search='puct': a Gumbel search's halving schedule is fixed per tree")


def with_search(config: SelfPlayConfig, search: str | None = None, simulations: int | None = None) -> SelfPlayConfig:
    """``config`` with another search (``puct`` or ``gumbel``) or simulation count (None: its own),
    and the fields that depend on them made to fit: a Gumbel search plays every move in full and
    forces no playouts (playout caps and forced playouts are PUCT's), and a fast search has at most
    the full one's simulations.

    Raises:
        ValueError: an unknown search, or simulations below 1.
    """
    search = config.search if search is None else search
    simulations = config.simulations if simulations is None else simulations
    puct = search == "puct"
    capped = puct and config.playout_caps
    return replace(config, search=search, simulations=simulations,
                   full_search_share=config.full_search_share if puct else 1.0,
                   full_search_plies=config.full_search_plies if puct else 0,
                   fast_simulations=min(config.fast_simulations, simulations) if capped else config.fast_simulations,
                   forced_playouts=config.forced_playouts if puct else 0.0)


NO_ACTION_VALUE = -128
"""The int8 a column's action value holds where it has none (not solved, illegal, off the board)."""
NO_OWNER = 255
"""The uint8 an ownership target holds where it has none (a cell of the frame beyond the board, a
window row kept without one)."""


@dataclass
class GameRecord:
    """One finished self-play game.

    Attributes:
        planes: float32 ``(T, planes, rows, columns)``, the encoded position before each searched
            ply (the network's frame when padded).
        policies: float32 ``(T, columns)``, the search's policy target there (0.0 on the frame's
            columns beyond the board).
        values: float32 ``(T,)``, the final result for the side to move there (+1, 0, -1; with
            ``value_q_share``, mixed with the search's root value: in [-1, 1]), or its exact value
            where :mod:`training.alphazero.exact_targets` replaced it.
        moves: the columns played after the opening (one per row of ``planes``).
        result: +1 the first player won, -1 the second, 0 a draw.
        board: ``(rows, columns, inarow)`` of the game.
        full: bool ``(T,)``, the row's policy is a target (a full search, or an exact policy from
            :mod:`training.alphazero.exact_targets`); None: every row's is.
        current, mask: uint64 ``(T, K)``, each row's position as bitboards in
            :func:`training.alphazero.batched_puct.word_layout`'s words (the side to move's stones, all
            stones); ply: int32 ``(T,)``. None when not kept.
        action_values: int8 ``(T, columns)``, each column's exact result for the side to move (+1, 0,
            -1) where :mod:`training.alphazero.exact_targets` solved every column, else
            :data:`NO_ACTION_VALUE` (also on illegal columns and the frame's columns beyond the
            board); None: none solved.
        priors: float32 ``(T, columns)``, the network's priors at the search's root before each
            ply, as the search used them (with its Dirichlet noise where it had some; 0.0 on
            illegal columns and the frame's columns beyond the board); None: not kept.
    """

    planes: np.ndarray
    policies: np.ndarray
    values: np.ndarray
    moves: list[int]
    result: int
    board: tuple[int, int, int] = (6, 7, 4)
    full: np.ndarray | None = None
    current: np.ndarray | None = None
    mask: np.ndarray | None = None
    ply: np.ndarray | None = None
    action_values: np.ndarray | None = None
    priors: np.ndarray | None = None

    def policy_weights(self) -> np.ndarray:
        """float32 ``(T,)``: 1.0 where the policy is a target, 0.0 after a fast search."""
        return np.ones(len(self.moves), np.float32) if self.full is None else self.full.astype(np.float32)

    def surprise(self) -> np.ndarray:
        """float32 ``(T,)``: how far each policy target is from the priors the search began from,
        ``KL(policy || prior)`` in nats (at least 0), where the policy is a target and the priors
        were kept; 0.0 elsewhere. Read after the exact targets replaced the policies they settle
        (KataGo's policy surprise weighting: Wu, "Other Methods Implemented in KataGo", KataGo's
        documentation, 2020)."""
        if self.priors is None:
            return np.zeros(len(self.moves), np.float32)
        p = self.policies.astype(np.float64)
        q = np.maximum(self.priors.astype(np.float64), 1e-6)
        kl = np.where(p > 0, p * np.log(np.maximum(p, 1e-12) / q), 0.0).sum(axis=1)
        return (np.maximum(kl, 0.0) * self.policy_weights()).astype(np.float32)

    def ownership(self) -> np.ndarray:
        """uint8 ``(T, rows, columns)`` (the network's frame when padded): each cell's holder when
        the game has ended, for the side to move before each searched ply: 1 its own stone, 2
        the opponent's, 0 empty; :data:`NO_OWNER` on the frame's cells beyond the board. The
        final board is the last row's position with its move played. KataGo's ownership target
        (Wu 2019, "Accelerating Self-Play Learning in Go", section 4.1), with a third class: in Go
        every point has an owner at the end, here a cell may stay empty."""
        last = self.planes[-1]
        own, opponent = last[0] > 0, last[1] > 0
        column = self.moves[-1]
        top = last.shape[1] - 1 - int(np.count_nonzero(own[:, column] | opponent[:, column]))
        own[top, column] = True  # the stone drops onto the column's stones (row 0 is the top)
        end = np.where(own, 1, np.where(opponent, 2, 0)).astype(np.uint8)  # the last searched side's view
        swapped = np.where(end == 0, 0, 3 - end).astype(np.uint8)
        other_side = (len(self.moves) - 1 - np.arange(len(self.moves))) % 2 == 1
        out = np.where(other_side[:, None, None], swapped, end).astype(np.uint8)
        if last.shape[0] > 3:  # padded: the fourth plane marks the board's cells
            out[:, last[3] == 0] = NO_OWNER
        return out


class LeafEvaluator(Protocol):
    """Policy and value of many positions given as bitboards (side to move's point of view):
    ``evaluate_bitboards(geo, current uint64 (B, K), mask uint64 (B, K), ply int32 (B,)) ->
    (priors float32 (B, columns), values float32 (B,) in [-1, 1])``, the bitboards in the ``K``
    words of :func:`training.alphazero.batched_puct.word_layout` (one word on a board of at most 64 bits)."""

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


class PositionEvaluator:
    """A :class:`LeafEvaluator` over any ``agents.search.puct.BatchEvaluator`` (which takes
    :class:`agents.board.Position` objects): slower, for tests and the players' evaluators."""

    def __init__(self, evaluator):
        self.evaluator = evaluator

    def evaluate_bitboards(self, geo, current, mask, ply):
        return self.evaluator.evaluate_batch(batched_puct.positions_of(geo, current, mask, ply))


def encode_bitboards(geo: Geometry, current: np.ndarray, mask: np.ndarray, ply: np.ndarray,
                     pad_to: tuple[int, int] | None = None) -> np.ndarray:
    """:func:`agents.encoding.encode` of positions given as bitboards (uint64 ``(B, K)``, as
    :class:`LeafEvaluator` takes them; compiled): float32 ``(B, 3 or 5, rows, columns)`` (the
    ``pad_to`` frame when given)."""
    frame = (geo.rows, geo.columns) if pad_to is None else pad_to
    out = np.empty((len(current), planes_count(pad_to is not None), *frame), dtype=np.float32)
    batched_puct.encode(np.asarray(current, np.uint64), np.asarray(mask, np.uint64), np.asarray(ply, np.int32),
                        batched_puct.geometry_arrays(geo)[1], out)
    return out


@functools.lru_cache(maxsize=4)
def load_book(path: str) -> OpeningBook:
    """The opening book at ``path``, read once per process.

    Raises:
        ValueError: a missing or unreadable file, or not a book.
    """
    try:
        return OpeningBook.load(path)
    except OSError as e:
        raise ValueError(f"book_starts: cannot read the opening book {path}: {e.strerror}") from None
    except ValueError as e:
        raise ValueError(f"book_starts: {path}: {e}") from None


def random_opening(start: Position, plies: int, rng: np.random.Generator,
                   book: OpeningBook | None = None) -> Position:
    """``start`` after up to ``plies`` moves, none of which ends the game (fewer when every legal
    move would): uniformly random ones, or with ``book``, the book's move with probability 1/2
    where it holds the position. With a book of both sides' best moves (the shipped one: every
    won or drawn position to ply 5, the first player's proof to ply 16), the games begin in the
    positions near perfect play where a network's mistakes cost the most.

    Raises:
        ValueError: a finished ``start``.
    """
    if start.is_terminal():
        raise ValueError("no opening from a finished game")
    position = start
    for _ in range(plies):
        moves = [c for c in position.legal_moves() if not position.is_winning_move(c)
                 and not position.child(c).is_terminal()]
        if not moves:
            break
        column = None if book is None else book.lookup(position)
        if column is None or column not in moves or rng.random() < 0.5:
            column = moves[int(rng.integers(len(moves)))]
        position = position.child(column)
    return position


def make_trees(geo: Geometry, games: int, config: SelfPlayConfig, simulations: int | None = None) -> TreeBatch:
    """A :class:`TreeBatch` sized for ``config``'s search of ``simulations`` per move (default
    ``config.simulations``), with room for PUCT's reused subtrees."""
    sims = simulations or config.simulations
    gumbel = config.search == "gumbel"
    capacity = sims + config.leaves_per_game + 2 if gumbel else 4 * (sims + config.leaves_per_game) + 2
    return TreeBatch(geo, games, capacity, config.leaves_per_game, config.c_puct, config.virtual_loss,
                     gumbel_simulations=sims if gumbel else None, gumbel_candidates=config.gumbel_candidates,
                     c_visit=config.c_visit, c_scale=config.c_scale, forced_k=config.forced_playouts,
                     fpu_reduction=config.fpu_reduction, root_fpu_reduction=config.root_fpu_reduction)


@dataclass
class _Call:
    """A network call under way (:meth:`_Network.submit_many`): the batches' leaves
    (:meth:`TreeBatch.leaf_positions`' tuples), the caches' splits (``(cache, slots, fresh,
    source)`` per board; None without a cache), the boards asked of the evaluator (``(geo,
    rows)`` each), and the evaluator's call (a Future of the evaluator's thread, or the
    :class:`LaunchedCall`; None: no leaves, or none asked) until its ``answers`` are read."""

    leaves: list
    splits: list | None
    asked: list[tuple[Geometry, int]]
    launched: object
    answers: list | None = None


class _Network:
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
    again). ``pool``: the evaluator's thread, shared with other lanes' networks (one thread calls
    the evaluator); None: one of its own where ``threaded``.

    ``calls`` and ``positions`` count what the evaluator was given, ``cache_hits`` the leaves the
    caches answered, ``cache_seconds`` the caches' wall time in the calling thread (lookups,
    answers, stores), ``network_seconds`` the evaluator's calls (:attr:`LaunchedCall.seconds`:
    on the device where they ran there, else the wall time of the thread that makes them),
    ``apply_seconds`` the expansions' (:meth:`TreeBatch.apply`) and ``wait_seconds`` the wait
    for the evaluator's answers (its thread, its device), both in the calling thread."""

    def __init__(self, evaluator: LeafEvaluator, threaded: bool, cache_entries: int = 0,
                 caches: dict[Geometry, EvaluationCache] | None = None, pool: ThreadPoolExecutor | None = None):
        self.evaluator = evaluator
        self.own_pool = threaded and pool is None
        self.pool = ThreadPoolExecutor(1) if self.own_pool else pool
        self.cache_entries = cache_entries
        self.caches = {} if caches is None else caches
        for cache in self.caches.values():
            cache.clear()
        self.unstored: deque[_Call] = deque()  # calls whose claims' answers are not stored yet, oldest first
        self.calls = 0
        self.positions = 0
        self.cache_seconds = 0.0
        self.network_seconds = 0.0
        self.apply_seconds = 0.0
        self.wait_seconds = 0.0

    @property
    def cache_hits(self) -> int:
        return sum(cache.hits for cache in self.caches.values())

    def submit(self, trees: TreeBatch) -> _Call:
        return self.submit_many([trees])

    def submit_many(self, batches: list[TreeBatch]) -> _Call:
        """Collect the batches' waiting leaves, look them up in the caches and send the rest to
        the evaluator (in its thread, where there is one): what :meth:`finish_many` takes."""
        leaves = [trees.leaf_positions() for trees in batches]
        work = [(trees.geo, cur, msk, ply) for trees, (_, cur, msk, ply) in zip(batches, leaves, strict=True)
                if len(cur)]
        if not work:
            return _Call(leaves, None, [], None)
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
        call = _Call(leaves, splits, asked, launched)
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

    def _answers(self, call: _Call) -> list[tuple[np.ndarray, np.ndarray]]:
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

    def finish(self, trees: TreeBatch, pending: _Call) -> None:
        self.finish_many([trees], pending)

    def finish_many(self, batches: list[TreeBatch], pending: _Call) -> None:
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
        if self.own_pool:
            self.pool.shutdown()


def _split(n: int, k: int) -> list[int]:
    """``n`` split into ``k`` near-equal parts, the larger first."""
    return [n // k + (j < n % k) for j in range(k)]


def _pick(visits: np.ndarray, sample: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """Per row, a column in proportion to ``visits`` where ``sample``, else the most visited
    (ties: the lowest column)."""
    moves = np.argmax(visits, axis=1)
    if sample.any():
        v = visits[sample].astype(np.float64)
        cum = np.cumsum(v, axis=1)
        u = rng.random(len(v)) * cum[:, -1]
        moves[sample] = np.minimum((cum <= u[:, None]).sum(axis=1), visits.shape[1] - 1)
    return moves


class _History:
    """The plies played so far in each of ``games`` games: game ``g``'s ply ``i`` (counted from
    its first searched ply) in row ``g * plies + i`` of :class:`~training.alphazero.batched_puct.
    RootRecords` (the position before the move, the search's priors, root value, move and policy
    target) and of ``full`` (a full search's)."""

    def __init__(self, games: int, geo: Geometry):
        self.plies = geo.rows * geo.columns
        self.flat = batched_puct.RootRecords.empty(geo, games * self.plies)
        self.full = np.zeros(games * self.plies, bool)
        self.length = np.zeros(games, np.int64)

    def added(self, games: np.ndarray, full: np.ndarray) -> np.ndarray:
        """The next ply of ``games``, its ``full`` kept: their rows for the rest of it (int64)."""
        rows = games * self.plies + self.length[games]
        self.full[rows] = full
        self.length[games] += 1
        return rows

    def add(self, games, current, mask, ply, policies, priors, moves, full, q) -> None:
        """The next ply of ``games``, as :class:`~training.alphazero.batched_puct.RootRecords`' fields."""
        rows, flat = self.added(games, full), self.flat
        flat.current[rows], flat.mask[rows], flat.ply[rows] = current, mask, ply
        flat.policies[rows], flat.priors[rows], flat.moves[rows], flat.values[rows] = policies, priors, moves, q

    def records(self, geo: Geometry, games: np.ndarray, last_mover_won: np.ndarray,
                pad_to: tuple[int, int] | None, q_share: float = 0.0) -> list[GameRecord]:
        """``games`` (int array) as training data, gathered and encoded in one compiled pass
        (:func:`_game_rows`); ``last_mover_won`` (bool, per game): the last move made a line;
        ``q_share``: the value targets' share of the root values."""
        flat, lengths = self.flat, self.length[games]
        ends = np.cumsum(lengths)
        total, words = int(ends[-1]), flat.current.shape[1]
        frame, width = ((geo.rows, geo.columns) if pad_to is None else pad_to), (pad_to or (0, geo.columns))[1]
        current, mask = np.empty((total, words), np.uint64), np.empty((total, words), np.uint64)
        policies, priors = np.empty((total, width), np.float32), np.empty((total, width), np.float32)
        ply, moves, values, full = (np.empty(total, t) for t in (np.int32, np.int64, np.float32, np.bool_))
        results = np.empty(len(games), np.int64)
        planes = np.empty((total, planes_count(pad_to is not None), *frame), np.float32)
        _game_rows(np.asarray(games, np.int64), lengths, self.plies, np.asarray(last_mover_won, np.bool_),
                   float(q_share), flat.current, flat.mask, flat.ply, flat.policies, flat.priors, flat.moves,
                   flat.values, self.full, batched_puct.geometry_arrays(geo)[1], current, mask, ply, policies, priors,
                   moves, values, full, results, planes)
        board = (geo.rows, geo.columns, geo.inarow)
        return [GameRecord(planes[a:b], policies[a:b], values[a:b], moves[a:b].tolist(), r, board,
                           full[a:b], current[a:b], mask[a:b], ply[a:b], priors=priors[a:b])
                for a, b, r in zip((ends - lengths).tolist(), ends.tolist(), results.tolist(), strict=True)]


@numba.njit(cache=True, nogil=True)
def _game_rows(games, lengths, plies, last_mover_won, q_share, flat_current, flat_mask, flat_ply, flat_policies,
               flat_priors, flat_moves, flat_values, flat_full, geo_i, current, mask, ply, policies, priors, moves,
               values, full, results, planes):
    """The plies of ``games`` (game ``g``'s ``lengths[j]`` rows from row ``g * plies`` of the
    history's ``flat_*`` arrays), one game after another, into the ``current``, ``mask``, ``ply``,
    ``policies`` and ``priors`` (0.0 on the frame's columns beyond the board), ``moves``, ``full``
    rows and their network ``planes`` (:func:`~training.alphazero.batched_puct.encode`); each
    game's result for the first player into ``results[j]`` (+1, -1; 0 a draw: the last move made
    no line), and each row's value target into ``values``: the result for the side to move there,
    with ``q_share`` of it the search's root value instead (float32 arithmetic, as NumPy's on
    float32 arrays). Serial, as the encoding."""
    i, columns = 0, flat_policies.shape[1]
    for j in range(games.shape[0]):
        first = games[j] * plies
        result = 0
        if last_mover_won[j]:  # the first player made the last move where its ply is even
            result = 1 if flat_ply[first + lengths[j] - 1] % 2 == 0 else -1
        results[j] = result
        for row in range(first, first + lengths[j]):
            for w in range(current.shape[1]):  # word by word: a row's slice assignment costs views
                current[i, w], mask[i, w] = flat_current[row, w], flat_mask[row, w]
            ply[i] = flat_ply[row]
            for c in range(policies.shape[1]):
                policies[i, c] = flat_policies[row, c] if c < columns else 0.0
                priors[i, c] = flat_priors[row, c] if c < columns else 0.0
            moves[i], full[i] = flat_moves[row], flat_full[row]
            value = np.float32(result if ply[i] % 2 == 0 else -result)
            if q_share:
                value = np.float32(1.0 - q_share) * value + np.float32(q_share) * flat_values[row]
            values[i] = value
            i += 1
    batched_puct.encode(current, mask, ply, geo_i, planes)


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
        self.start_arrays = batched_puct.position_arrays([start])  # the start's current, mask, ply (one row)
        self.trees = make_trees(start.geo, games, config)
        self.history = _History(games, start.geo)
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
    games = games_in_flight(plan, config, rng, pad_to)
    return games.play(evaluator, games.total, seconds, finished)


def games_in_flight(plan: list[tuple[Position, int]], config: SelfPlayConfig, rng: np.random.Generator,
                    pad_to: tuple[int, int] | None = None, carry_over: bool = False) -> GamesInFlight | LanesInFlight:
    """:class:`GamesInFlight`, or with ``config.lanes`` over 1 :class:`LanesInFlight` (the same
    arguments and :meth:`~GamesInFlight.play`)."""
    if config.lanes > 1:
        return LanesInFlight(plan, config, rng, pad_to, carry_over)
    return GamesInFlight(plan, config, rng, pad_to, carry_over)


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
        budgets = _split(in_flight, k)
        halves: list[list[_Group]] = [[] for _ in budgets]  # the pipeline's groups ("halves" when k = 2)
        self.unbegun = [n for _, n in plan]  # per start, its games not yet begun
        for i in sorted(range(len(plan)), key=lambda i: -plan[i][0].geo.rows * plan[i][0].geo.columns):
            start, n = plan[i]
            sizes = _split(min(n, in_flight), k)  # a start's slots over the groups: as many as its games, or all
            for half, size in zip(halves, sizes, strict=True):
                if size:
                    half.append(_Group(start, i, size, config))  # each group's boards, most cells first
        self.budgets = [budget for budget, half in zip(budgets, halves, strict=True) if half]
        self.halves = [half for half in halves if half]
        self.budgets[0] += in_flight - sum(self.budgets)  # groups no start had slots for: their games to the first
        self.groups = [group for half in self.halves for group in half]
        self.book = load_book(config.book_starts) if config.book_start_share > 0 else None
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
             finished: Callable[[list[GameRecord]], None] | None = None, pool: ThreadPoolExecutor | None = None,
             stop: threading.Event | None = None) -> tuple[list[GameRecord], SelfPlayStats]:
        """Play until ``games`` games have ended (those that ended beyond the previous call's
        count first), with ``evaluator`` at every leaf evaluated from now on.

        Args:
            games: at most the games not yet returned, where the games do not carry over.
            seconds, finished: as :func:`self_play`; with ``carry_over`` the searches under way
                at the deadline go on in the next call (counted there).
            pool: the one thread that calls the evaluator, shared with other lanes
                (:class:`LanesInFlight`); None: this call's own where the pipeline has several
                groups, else this thread.
            stop: once set, the call ends at its next step, as at a deadline (another lane
                failed).

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
        network = _Network(evaluator, threaded=len(self.halves) > 1, cache_entries=config.cache_entries,
                           caches=self.caches, pool=pool)
        self._games, self._finished = games, finished
        self._handed = 0  # of self.ended, the records handed to ``finished``
        self._hand_over()
        deadline = math.inf if seconds is None else time.perf_counter() + seconds
        pending: list = [None] * len(self.halves)
        walks = making = begun = 0.0  # seconds in the walks' kernel, the moves made (with the records), games begun
        try:
            while len(self.ended) < games and time.perf_counter() < deadline and not (stop and stop.is_set()):
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
        if config.full_search_plies:
            full = full & (trees.root_arrays(idx)[2] < config.full_search_plies)
        group.full[idx] = full
        if config.forced_playouts:
            trees.force_playouts(idx, full)
        if np.any(full):
            noisy = idx[full] if isinstance(full, np.ndarray) else idx
            trees.add_dirichlet_noise(noisy, rng, config.dirichlet_alpha, config.dirichlet_fraction)
        group.target[idx] = trees.simulations()[idx] + np.where(full, config.simulations, config.fast_simulations)

    def _begin(self, group: _Group, idx: np.ndarray) -> None:
        """Begin games ``idx`` of ``group``: from the book (``book_start_share`` of the games on
        its board), after random plies (``start_plies``), or at the start; one compiled pass
        (:meth:`~training.alphazero.batched_puct.TreeBatch.begin`), with Gumbel their first
        searches' set-up too."""
        config, rng, book = self.config, self.rng, self.book
        start, n = group.start, len(idx)
        cur, msk, ply = group.start_arrays  # one row for every game, unless some begin from the book
        from_book = np.zeros(n, bool)
        if book is not None and book.board == (start.geo.rows, start.geo.columns, start.geo.inarow):
            from_book = rng.random(n) < config.book_start_share
        plies = draws = None
        if config.start_plies:
            plies = np.where(from_book, 0, rng.integers(0, config.start_plies + 1, n))
            draws = rng.random((n, max(1, int(plies.max()))))
        if from_book.any():
            cur, msk, ply = (np.repeat(a, n, axis=0) for a in group.start_arrays)
            for j in np.flatnonzero(from_book):
                opening = random_opening(start, int(rng.integers(1, config.book_start_plies + 1)), rng, book)
                (cur[j],), (msk[j],), (ply[j],) = batched_puct.position_arrays([opening])
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
            priors = trees.root_priors(done)  # before the moves take the roots on
            cur, msk, ply = trees.root_arrays(done)
            q = trees.root_values(done) if config.value_q_share else 0.0  # only value targets read it
            visits = trees.visit_counts(done)
            if config.forced_playouts:
                forced = group.full[done]
                visits[forced] = trees.pruned_visit_counts(done[forced])
            policies = visits / visits.sum(axis=1, keepdims=True)
            moves = _pick(visits, ply - group.first_ply[done] < config.temperature_moves, self.rng)
            ended = trees.advance(done, moves, keep=True, room=self.room)
            history.add(done, cur, msk, ply, policies, priors, moves, group.full[done], q)
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


@numba.njit(cache=True, nogil=True, parallel=True)
def no_work(a: np.ndarray) -> None:
    """A parallel kernel of next to no work, ``a`` (float64) zeroed: it starts numba's threading
    layer, and ``bench selfplay`` times its launch."""
    for i in numba.prange(a.shape[0]):
        a[i] = 0.0


def _threading_layer() -> str:
    """The threading layer of numba's parallel kernels in this process, started by a kernel of no
    work where none has run yet."""
    try:
        return numba.threading_layer()
    except ValueError:  # no parallel kernel yet
        no_work(np.zeros(1))
        return numba.threading_layer()


class LanesInFlight:
    """Self-play games in flight in ``config.lanes`` lanes played at once, one thread each
    (``SelfPlayConfig.lanes``): lane ``i`` is a :class:`GamesInFlight` of its share of the games
    in flight, of each start's games and of the evaluation cache's slots (a cache of its own), and
    the ``i``-th of ``rng.spawn(lanes)``; its thread takes its share of the calling thread's numba
    threads (the first lanes one more where they do not divide evenly; at least one each). One
    thread calls the evaluator for every lane, a call at a time, so an evaluator need not be
    thread-safe. A lane plays as it would alone with its generator (the same games, given an
    evaluator whose answers do not depend on the batch), so the games do not depend on how the
    threads interleave; a call returns the lanes' records in lane order.

    Args:
        plan, pad_to, carry_over: as :class:`GamesInFlight`.
        config: the search and play settings; ``parallel_games`` games in flight over the lanes.
        rng: spawns the lanes' generators (once, at construction).

    Raises:
        ValueError: as :class:`GamesInFlight`.
    """

    def __init__(self, plan: list[tuple[Position, int]], config: SelfPlayConfig, rng: np.random.Generator,
                 pad_to: tuple[int, int] | None = None, carry_over: bool = False):
        k = config.lanes
        shares = [[(start, _split(int(n), k)[i]) for start, n in plan] for i in range(k)]
        lane_config = replace(config, lanes=1, cache_entries=-(-config.cache_entries // k))
        self.lanes = [GamesInFlight(share, replace(lane_config, parallel_games=games), lane_rng, pad_to, carry_over)
                      for share, games, lane_rng in zip(shares, _split(config.parallel_games, k), rng.spawn(k),
                                                        strict=True)
                      if carry_over or any(n for _, n in share)]  # a lane with no games: none
        self.carry_over = carry_over
        self.total = sum(lane.total for lane in self.lanes)

    @property
    def left(self) -> int:
        """The games not yet returned (without ``carry_over``)."""
        return sum(lane.left for lane in self.lanes)

    def play(self, evaluator: LeafEvaluator, games: int, seconds: float | None = None,
             finished: Callable[[list[GameRecord]], None] | None = None) -> tuple[list[GameRecord], SelfPlayStats]:
        """:meth:`GamesInFlight.play` over the lanes, each in its thread: ``games`` split over
        them (each at most the lane's games not yet returned, where they do not carry over),
        ``finished`` called from one lane's thread at a time. The stats' seconds in the trees'
        threads (all but ``network_seconds``) are summed over the lanes' threads. Where a lane
        raises (or the caller is interrupted), the other lanes end their calls at their next step
        and the error is raised here.

        Raises:
            ValueError: more games than the plan has left, where the games do not carry over.
            RuntimeError: numba's threading layer is its workqueue, which takes parallel kernels
                from one thread at a time.
        """
        if not self.carry_over and games > self.left:
            raise ValueError(f"{games} games asked of a plan with {self.left} left")
        counts = _split(games, len(self.lanes))
        if not self.carry_over:  # a lane short of its share: the rest to the lanes after it, then before
            spare = 0
            for i in list(range(len(counts))) * 2:
                counts[i] += spare
                spare = max(0, counts[i] - self.lanes[i].left)
                counts[i] -= spare
        if _threading_layer() == "workqueue":
            raise RuntimeError("self-play lanes launch numba's parallel kernels from several threads at once, "
                               "which its workqueue threading layer cannot take: install an OpenMP runtime "
                               "or tbb, or play one lane")
        threads = [max(1, n) for n in _split(numba.get_num_threads(), len(self.lanes))]  # each lane's numba threads
        handing = threading.Lock()

        def handed(records: list[GameRecord]) -> None:
            with handing:
                finished(records)

        stop = threading.Event()  # a lane failed, or the caller was interrupted: the others end their calls

        def lane(i: int) -> tuple[list[GameRecord], SelfPlayStats]:
            numba.set_num_threads(threads[i])  # thread-local: this lane's share
            try:
                return self.lanes[i].play(evaluator, counts[i], seconds, None if finished is None else handed,
                                          network, stop)
            except BaseException:
                stop.set()
                raise

        with ThreadPoolExecutor(1) as network, ThreadPoolExecutor(len(self.lanes)) as pool:
            futures = [pool.submit(lane, i) for i in range(len(self.lanes))]
            try:
                played = [future.result() for future in futures]
            except BaseException:
                stop.set()
                raise
        stats = SelfPlayStats(*(sum(getattr(s, f.name) for _, s in played) for f in fields(SelfPlayStats)))
        return [record for records, _ in played for record in records], stats


def search_positions(evaluator: LeafEvaluator, positions: list[Position], simulations: int,
                     config: SelfPlayConfig | None = None) -> tuple[np.ndarray, np.ndarray]:
    """One PUCT search of ``simulations`` from each position (no noise; ``config``'s other
    settings, its ``search`` read as ``puct``), all in flight together.

    Returns:
        ``(visits float32 (P, columns), root values float64 (P,))``; the move is each row's
        argmax (lowest column on ties).

    Raises:
        ValueError: no positions, mixed boards, or a terminal position.
    """
    config = config or SelfPlayConfig(search="puct")
    trees = _searched(evaluator, positions, simulations, replace(config, search="puct"))
    idx = np.arange(len(positions))
    return trees.visit_counts(idx), trees.root_values(idx)


def search_moves(evaluator: LeafEvaluator, positions: list[Position], simulations: int,
                 config: SelfPlayConfig | None = None) -> np.ndarray:
    """The move of one search of ``simulations`` from each position, all in flight together,
    without noise: under PUCT (``config.search``, the default) the most visited column (lowest on
    ties); under Gumbel the candidate that survived sequential halving, its Gumbel variables 0
    (the top ``gumbel_candidates`` columns by prior; Danihelka et al., ICLR 2022, "Policy
    improvement by planning with Gumbel", sections 3 and 4).

    Returns:
        int64 ``(P,)``, a legal column of each position.

    Raises:
        ValueError: no positions, mixed boards, or a terminal position.
    """
    config = config or SelfPlayConfig(search="puct")
    trees = _searched(evaluator, positions, simulations, config)
    idx = np.arange(len(positions))
    if config.search == "gumbel":
        records = batched_puct.RootRecords.empty(trees.geo, len(idx))
        trees.gumbel_moves(idx, records, idx)
        return records.moves
    return np.argmax(trees.visit_counts(idx), axis=1)


def _searched(evaluator: LeafEvaluator, positions: list[Position], simulations: int,
              config: SelfPlayConfig) -> TreeBatch:
    """Trees of ``config``'s search, each position's searched ``simulations`` times (no noise)."""
    if not positions:
        raise ValueError("no positions to search")
    geo = positions[0].geo
    if any(p.geo is not geo or p.is_terminal() for p in positions):
        raise ValueError("positions must share one board and not be finished")
    trees = make_trees(geo, len(positions), config, simulations)
    trees.reset(np.arange(len(positions)), positions)
    run_searches(trees, _Network(evaluator, threaded=False), np.full(len(positions), simulations))
    return trees


def run_searches(trees: TreeBatch, network: _Network, target: np.ndarray) -> None:
    """Search every game of ``trees`` until its root has ``target`` simulations."""
    while trees.collect(target):
        network.finish(trees, network.submit(trees))


def arena(evaluator_a: LeafEvaluator, evaluator_b: LeafEvaluator, games: int, simulations: int, start: Position,
          rng: np.random.Generator, c_puct: float = 2.5, sampled_moves: int = 4,
          leaves_per_game: int = 4) -> list[float]:
    """Games of A against B (A first in even games), PUCT without noise, the first
    ``sampled_moves`` plies sampled from visits for variety, then the most visited move; each
    side keeps its own tree from move to move.

    Returns:
        A's score per game (in game order): 1 win, 0.5 draw, 0 loss.
    """
    return arena_starts(evaluator_a, evaluator_b, [(start, games)], simulations, rng, c_puct, sampled_moves,
                        leaves_per_game)[0]


def arena_starts(evaluator_a: LeafEvaluator, evaluator_b: LeafEvaluator, plan: list[tuple[Position, int]],
                 simulations: int, rng: np.random.Generator, c_puct: float = 2.5, sampled_moves: int = 4,
                 leaves_per_game: int = 4) -> list[list[float]]:
    """:func:`arena` from several starts (the boards of a mixture) at once: every step sends each
    side's leaves of all starts to its network in one call.

    Args:
        plan: ``[(start, games), ...]``.

    Returns:
        A's scores per start, in plan order (each in game order; empty for a start of no games).
    """
    config = SelfPlayConfig(simulations=simulations, c_puct=c_puct, leaves_per_game=leaves_per_game)
    networks = [_Network(evaluator_a, threaded=False), _Network(evaluator_b, threaded=False)]
    room = simulations + leaves_per_game + 1
    boards = [_ArenaBoard(start, games, config) for start, games in plan if games]
    while any(b.live.any() for b in boards):
        for side in (0, 1):
            for b in boards:
                mine = b.live & (b.b_to_move() == bool(side))
                trees = b.trees[side]
                trees.collect(b.target, mine)
            batches = [b.trees[side] for b in boards]
            networks[side].finish_many(batches, networks[side].submit_many(batches))
        for b in boards:
            trees, live, plies, target = b.trees, b.live, b.plies, b.target
            b_to_move = b.b_to_move()
            moved = np.zeros(len(live), bool)
            for side in (0, 1):
                done = np.flatnonzero(live & (b_to_move == bool(side)) & (trees[side].simulations() >= target))
                if not len(done):
                    continue
                moves = _pick(trees[side].visit_counts(done), plies[done] < sampled_moves, rng)
                ended = trees[side].advance(done, moves, keep=True, room=room)
                trees[1 - side].advance(done, moves, keep=True, room=room)
                for g, e in zip(done, ended, strict=True):
                    if e:
                        b.scores[g] = 0.5 if e == 2 else (1.0 if side == 0 else 0.0)
                        live[g] = False
                moved[done] = True
            plies[moved] += 1
            other = b.b_to_move().astype(int)  # the side to move next
            for side in (0, 1):
                sel = moved & live & (other == side)
                target[sel] = trees[side].simulations()[sel] + simulations
    played = iter(boards)
    return [next(played).scores.tolist() if games else [] for _, games in plan]


class _ArenaBoard:
    """One start's arena games: a tree per side (A's, B's), A first in even games."""

    def __init__(self, start: Position, games: int, config: SelfPlayConfig):
        idx = np.arange(games)
        self.trees = [make_trees(start.geo, games, config), make_trees(start.geo, games, config)]
        for t in self.trees:
            t.reset(idx, [start] * games)
        self.a_first = idx % 2 == 0
        self.plies = np.zeros(games, np.int64)
        self.live = np.ones(games, bool)
        self.scores = np.zeros(games)
        self.target = np.full(games, config.simulations)

    def b_to_move(self) -> np.ndarray:
        """Per game, whether B (side 1) is to move."""
        return (self.plies % 2 == 0) != self.a_first

