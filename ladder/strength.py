"""Strength against the truth: mistakes on the solver benchmark sets, games against a perfect
opponent. Both need the exact solver's numba build (:mod:`agents.solver_numba`).

Mistakes (AlphaZero.jl's published figures use the weak measure): the agent moves in a
benchmark position under Kaggle's time rules; with ``s`` the position's exact score and ``m`` the
exact score of the chosen move, the move is a *strong* mistake when ``m < s`` and a *weak* one
when ``sign(m) < sign(s)`` (it turns a win into a draw or loss, or a draw into a loss).

The agent is anything ``connectx ladder`` takes: a player spec or a submission file; a file is
loaded with kaggle-environments' own loader and called with Kaggle-shaped observations (an
``actTimeout`` of 2 s, the overage bank as Kaggle gives it). The process should have one core to
itself for figures comparable with Kaggle's.
"""

from __future__ import annotations

import json
import os
import random
import time
from collections.abc import Callable
from typing import Any

from agents.board import Position, geometry, move_string
from agents.game import play_game
from agents.kaggle import make_agent
from agents.players import make_player
from durable.files import write_json
from ladder.episode import is_file_agent

WEAK_MISTAKE_CEILINGS_PCT = {"End-Easy": 0.0, "Middle-Easy": 0.5, "Middle-Medium": 1.5, "Begin-Easy": 0.5,
                             "Begin-Medium": 1.5, "Begin-Hard": 5.0}
"""Ceilings on a submission's weak mistakes, percent of the positions of each benchmark set
(``connectx bench strength`` reports whether each is met)."""


AgentFn = Callable[[dict, dict], int]


def load_agent(spec: str, seed: int = 0) -> AgentFn:
    """A Kaggle agent function for a player spec or a submission file (through
    kaggle-environments' loader).

    Raises:
        FileNotFoundError: a missing file. ValueError: a bad player spec.
    """
    if is_file_agent(spec):
        from kaggle_environments.agent import get_last_callable

        if not os.path.isfile(spec):
            raise FileNotFoundError(f"agent file not found: {spec}")
        with open(spec) as f:
            return get_last_callable(f.read(), path=os.path.abspath(spec))
    return make_agent(make_player(spec, seed=seed))


def kaggle_move(agent: AgentFn, pos: Position, act_timeout: float = 2.0, bank: float = 60.0) -> tuple[int, float]:
    """Ask ``agent`` for a move in ``pos`` as Kaggle would; returns ``(column, seconds taken)``.

    Raises:
        ValueError: the agent returned something that is not a legal column.
    """
    geo = pos.geo
    observation = {"board": pos.to_kaggle_board(), "mark": 1 + pos.ply % 2, "step": pos.ply,
                   "remainingOverageTime": bank}
    configuration = {"rows": geo.rows, "columns": geo.columns, "inarow": geo.inarow, "actTimeout": act_timeout,
                     "timeout": act_timeout}
    start = time.perf_counter()
    move = agent(observation, configuration)
    seconds = time.perf_counter() - start
    if type(move) is not int or not pos.can_play(move):
        raise ValueError(f"the agent returned {move!r} in a position where it is not a legal column")
    return move, seconds


class ScoreCache:
    """Exact scores by move string, kept in a JSON file between runs (benchmark positions'
    children are expensive to solve: seconds to minutes at the start of the game)."""

    def __init__(self, solver, path: str | None = None):
        self.solver, self.path = solver, path
        self.scores: dict[str, int] = {}
        if path and os.path.exists(path):
            with open(path) as f:
                self.scores = json.load(f)

    def score(self, moves: str) -> int:
        """The exact score of the position ``moves`` reaches, for its side to move."""
        if moves not in self.scores:
            self.scores[moves] = self.solver.solve(Position.from_moves(moves)).score
        return self.scores[moves]

    def move_score(self, pos: Position, moves: str, col: int) -> int:
        """The exact score of playing ``col`` in ``pos`` (reached by ``moves``), for the side
        that plays it."""
        if pos.is_winning_move(col):
            return (pos.geo.rows * pos.geo.columns + 1 - pos.ply) // 2
        child = pos.child(col)
        if child.is_terminal():
            return 0
        return -self.score(moves + move_string([col]))

    def save(self) -> None:
        if self.path:
            write_json(self.path, self.scores, indent=None)


def _sign(x: int) -> int:
    return (x > 0) - (x < 0)


def benchmark_mistakes(agent: AgentFn, lines: list[tuple[str, int]], cache: ScoreCache,
                       act_timeout: float = 2.0, bank: float = 60.0) -> dict[str, Any]:
    """The agent's mistakes on benchmark lines ``(moves, score)``: ``{positions, weak, strong,
    weak_pct, strong_pct, max_move_s, weak_misses}`` (``weak_misses``: ``[moves, column played
    (1-based), its score, the position's score]`` of each weak mistake). Each position is one
    move of a fresh episode: ``bank`` seconds of overage in the observation (60: a full bank, as
    Kaggle gives it at the start of an episode; 0: the agent has ``act_timeout`` and nothing
    more)."""
    strong = 0
    misses = []
    slowest = 0.0
    for moves, score in lines:
        pos = Position.from_moves(moves)
        col, seconds = kaggle_move(agent, pos, act_timeout, bank)
        slowest = max(slowest, seconds)
        value = cache.move_score(pos, moves, col)
        strong += value < score
        if _sign(value) < _sign(score):
            misses.append([moves, col + 1, value, score])
    n = len(lines)
    return {"positions": n, "weak": len(misses), "strong": strong, "weak_pct": 100 * len(misses) / n,
            "strong_pct": 100 * strong / n, "max_move_s": slowest, "weak_misses": misses}


class PerfectOpponent:
    """Plays one of the best moves by exact score, uniformly at random among them, from ply
    ``exact_from`` on; before that (where one solve costs the solver minutes to hours) it plays
    ``opening`` (a player spec) - so it is perfect from ``exact_from`` on only.

    Raises:
        ValueError: a bad opening spec.
    """

    def __init__(self, solver, exact_from: int = 6, opening: str = "minimax:depth=none,seconds=2", seed: int = 0):
        self.solver, self.exact_from = solver, exact_from
        self.opening = make_player(opening, seed=seed)
        self.rng = random.Random(seed)

    def choose(self, pos: Position, seconds: float | None = None) -> int:
        if pos.ply < self.exact_from:
            return self.opening.choose(pos)
        scores = self.solver.analyze(pos)
        best = max(s for s in scores if s is not None)
        return self.rng.choice([c for c, s in enumerate(scores) if s == best])


def games_vs_perfect(agent_factory: Callable[[int], AgentFn], opponent: PerfectOpponent, games: int,
                     agent_first: bool, act_timeout: float = 2.0, progress=None) -> dict[str, Any]:
    """``games`` games of a fresh agent (``agent_factory(seed)``) against ``opponent``, the agent
    moving first or second: ``{games, wins, draws, losses, mean_plies, max_move_s}``."""
    wins = draws = losses = 0
    plies = []
    slowest = 0.0
    for g in range(games):
        side = KaggleSide(agent_factory(g), act_timeout)
        winner, moves = play_game(*((side, opponent) if agent_first else (opponent, side)), Position(geometry()))
        slowest = max(slowest, side.slowest)
        result = 0 if winner == 0 else (1 if (winner == 1) == agent_first else -1)
        wins += result > 0
        draws += result == 0
        losses += result < 0
        plies.append(len(moves))
        if progress:
            progress(f"game {g + 1}/{games} ({'first' if agent_first else 'second'}): "
                     f"{['loss', 'draw', 'win'][result + 1]} in {len(moves)} plies")
    return {"games": games, "wins": wins, "draws": draws, "losses": losses,
            "mean_plies": sum(plies) / max(1, len(plies)), "max_move_s": slowest}


class KaggleSide:
    """A Kaggle agent as a player of :func:`agents.game.play_game`, each move asked as Kaggle
    would (:func:`kaggle_move`), its overage bank charged as Kaggle charges it.

    Attributes:
        bank: seconds of overage left (from 60).
        slowest: the longest move so far, in seconds.
    """

    def __init__(self, agent: AgentFn, act_timeout: float = 2.0, bank: float = 60.0):
        self.agent, self.act_timeout, self.bank, self.slowest = agent, act_timeout, bank, 0.0

    def choose(self, pos: Position, seconds: float | None = None) -> int:
        col, spent = kaggle_move(self.agent, pos, self.act_timeout, self.bank)
        self.bank -= max(0.0, spent - self.act_timeout)
        self.slowest = max(self.slowest, spent)
        return col
