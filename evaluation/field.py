"""Submissions against a field of fallible players (``connectx bench field``).

Among perfect players of 6x7 every game goes to the first player (Allis 1988), so what separates
them is the games against imperfect agents, and as second player the only points there come from
the opponent's mistakes. This bench plays each agent (a submission file or a player spec) under
Kaggle's clock against a field of fallible players, in the chosen seats, and compares the agents
game by game: game ``g`` against an opponent gives that opponent the seed ``g`` for every agent,
so each agent meets the same opponents (those that are deterministic given their seed and the
moves they see play the same openings until the agents' moves differ).

The field (``FIELD`` by default): any player spec (``minimax:depth=N``, ``mcts:simulations=N``,
``policy-net:weights=...`` for a network alone, ...) and two fallible versions of the perfect
player of :class:`evaluation.strength.PerfectOpponent` (the shipped book, every won or drawn
position's best move to ply 5 and the first player's proof, then the solver's win/draw/loss):

- ``perfect:error=E``: a uniformly random move with probability ``E``;
- ``soft:error=E``: errs only where the choice is hard: with probability ``E`` it plays what
  alpha-beta at 2 plies with Gupta and Shah's windows heuristic prefers, which is a mistake (a
  worse win/draw/loss than the best) only where the refutation lies deeper than a shallow search
  sees. (Erring with probability ``E`` times the share of the moves that are mistakes would be
  ``perfect:error=E`` again: its random move lands on a mistake in that share.)
- ``softmax:temperature=T``: from ply 6 a move drawn by the softmax of the columns' exact scores
  (:mod:`agents.solver`: the sooner a win, the higher) at temperature ``T`` (in score points):
  it errs where a worse move scores close to the best, however deep the refutation lies; a
  player that none of the swindle's opponent models (:mod:`agents.swindle`) describes.

and ``openspiel-mcts:simulations=N``, OpenSpiel's MCTS bot (Lanctot et al. 2019, "OpenSpiel: A
Framework for Reinforcement Learning in Games": UCT, c 2, random rollouts, solved nodes backed
up), which kaggle-environments installs.

Openings (``opening_plies``): game ``g`` starts after ``opening_plies`` random moves seeded by
``g`` alone, the same for every agent, opponent and seat (drawn again while the side to move can
win at once or has fewer than two moves that do not lose at once, or while its win/draw/loss is
not ``opening_value``): the agent defends or converts
positions from the middle game, where a submission's choices differ, at a fraction of a whole
game's cost.

Resumable: every game is a line of ``OUT/field-log.jsonl`` as it ends
(:class:`evaluation.strength.StrengthLog`), read back by a rerun; ``OUT/field.json`` is rewritten
after each opponent. With ``workers`` above 1 the games not in the log are first played in that
many processes (a game a task; the same openings, seeds and clock), then every figure is read
back from the log.
"""

from __future__ import annotations

import math
import os
import random
import sys
import time
from typing import Any

from agents.board import Position, geometry
from agents.evaluators import WindowHeuristic
from agents.players import make_player, parse_spec
from agents.search.alphabeta import AlphaBeta
from evaluation.figures import OUT, SHIPPED_FILE, write_figures
from evaluation.sizes import random_opening
from evaluation.strength import StrengthLog, agent_identity, game_record, games_vs_perfect
from ladder.episode import load_agent
from packager.recipe import SHIPPED_BOOK_PLIES

SOFT_DEPTH = 2
"""The plies of ``soft``'s shallow search (the depth of :mod:`agents.swindle`'s shallowest model)."""

OPENING_VALUES = ("any", "lost", "drawn", "won")
"""The openings' win/draw/loss for their side to move that ``bench_field`` keeps."""

FIELD = ("minimax:depth=1", "minimax:depth=3", "minimax:depth=5", "mcts:simulations=250", "mcts:simulations=1000",
         "openspiel-mcts:simulations=1000", "perfect:error=0.1", "soft:error=0.5", "softmax:temperature=1")
"""The default field: Gupta and Shah's (2022) minimax at three depths, plain UCT at two simulation
counts, OpenSpiel's MCTS, and the perfect player erring at random, where a shallow search errs and
where a worse move scores close to the best."""


class FallibleSolver:
    """A perfect 6x7 player (by win/draw/loss) that errs (see the module docstring).

    Before ply 6 the good moves are the book's (the position's only move that does not lose at
    once, else every move: the book leaves out lost positions); from ply 6 the solver's.

    Args:
        solver: the numba solver of 6x7; book: the shipped opening book.
        error: the chance of an error: a random move, or (``soft``) the shallow search's move.
        soft: err where the choice is hard (where a shallow search errs) rather than at random.
        seed: the errors' random stream.
        temperature: from ply 6, a move drawn by the softmax of the exact scores at this
            temperature (score points) instead (``error`` and ``soft`` unused); None: not.

    Raises:
        ValueError: ``error`` outside [0, 1], a ``temperature`` not above 0.
    """

    def __init__(self, solver, book, error: float, soft: bool, seed: int = 0, temperature: float | None = None):
        if not 0.0 <= error <= 1.0:
            raise ValueError(f"error must be in [0, 1], got {error}")
        if temperature is not None and not temperature > 0:
            raise ValueError(f"temperature must be above 0, got {temperature}")
        self.solver, self.book, self.error, self.soft, self.temperature = solver, book, error, soft, temperature
        self.rng = random.Random(seed)

    def _good(self, pos: Position) -> list[int]:
        """The columns of the position's best win/draw/loss."""
        wins = pos.winning_moves()
        if wins:
            return wins
        if pos.ply < SHIPPED_BOOK_PLIES:  # the book's move, else lost or at most one move that does not lose
            column = self.book.lookup(pos)
            return [column] if column is not None else pos.non_losing_moves()[:1] or pos.legal_moves()
        values = self.solver.analyze(pos, weak=True)
        best = max(v for v in values if v is not None)
        return [c for c, v in enumerate(values) if v == best]

    def choose(self, pos: Position, seconds: float | None = None) -> int:
        legal = pos.legal_moves()
        if self.temperature is not None and pos.ply >= SHIPPED_BOOK_PLIES:
            scores = self.solver.analyze(pos)
            top = max(scores[c] for c in legal)
            return self.rng.choices(legal, [math.exp((scores[c] - top) / self.temperature) for c in legal])[0]
        if not self.soft and self.rng.random() < self.error:
            return self.rng.choice(legal)
        if self.soft and self.rng.random() < self.error:
            return AlphaBeta(WindowHeuristic(own_mark=pos.mark)).search(pos, depth=SOFT_DEPTH).move
        return self.rng.choice(self._good(pos))


class OpenSpielMCTS:
    """OpenSpiel's MCTS bot on its ``connect_four`` (6x7 only; see the module docstring).

    Args:
        simulations: MCTS simulations a move (one random rollout each).
        seed: the rollouts' and the ties' random stream.
    """

    def __init__(self, simulations: int, seed: int = 0):
        import numpy as np
        import pyspiel
        from open_spiel.python.algorithms import mcts

        self.game = pyspiel.load_game("connect_four")
        rng = np.random.RandomState(seed)
        self.bot = mcts.MCTSBot(self.game, uct_c=2.0, max_simulations=simulations,
                                evaluator=mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng),
                                solve=True, random_state=rng)

    def choose(self, pos: Position, seconds: float | None = None) -> int:
        state = self.game.new_initial_state()
        for col in move_order(pos):
            state.apply_action(col)
        return int(self.bot.step(state))


def move_order(pos: Position) -> list[int]:
    """A sequence of 0-based columns from the empty board that reaches ``pos`` (its stones
    alternate, no earlier position was won), found by taking back top stones of the side that
    moved last.

    Raises:
        ValueError: ``pos`` cannot be reached (an impossible board).
    """
    geo, dead_ends = pos.geo, set()

    def back(current: int, mask: int, ply: int) -> list[int] | None:
        if ply == 0:
            return []
        mover = current ^ mask  # the stones of the side that moved last
        for col in range(geo.columns):
            column = mask & geo.column_masks[col]
            top = 1 << (column.bit_length() - 1) if column else 0
            earlier = mover ^ top  # the side to move before that move
            if not mover & top or geo.has_won(earlier) or (earlier, mask ^ top) in dead_ends:
                continue
            before = back(earlier, mask ^ top, ply - 1)
            if before is not None:
                return before + [col]
            dead_ends.add((earlier, mask ^ top))
        return None

    order = back(pos.current, pos.mask, pos.ply)
    if order is None:
        raise ValueError(f"no sequence of moves reaches this position:\n{pos.render()}")
    return order


def opening_moves(game: int, plies: int, value: str = "any", solver=None) -> list[int]:
    """Game ``game``'s opening, 0-based columns: :func:`evaluation.sizes.random_opening` of
    ``plies`` plies seeded by ``game`` alone (drawn again while the side to move can win at once),
    drawn again while the side to move has fewer than two moves that do not lose at once or its
    win/draw/loss is not ``value`` (one of :data:`OPENING_VALUES`; the ``solver``, 6x7's numba
    build, decides it); the columns are :func:`move_order`'s, which reach the same position.

    Raises:
        ValueError: an unknown ``value``, or one other than "any" without a solver.
    """
    if value not in OPENING_VALUES:
        raise ValueError(f"opening value must be one of {', '.join(OPENING_VALUES)}, got {value!r}")
    if value != "any" and solver is None:
        raise ValueError("openings of a given value need the solver")
    rng = random.Random(game)
    while True:
        pos = random_opening(geometry(), plies, rng)
        if len(pos.non_losing_moves()) < 2:
            continue  # a forced reply: no choice to compare
        if value == "any":
            return move_order(pos)
        score = solver.solve(pos, weak=True).score
        if OPENING_VALUES[2 + (score > 0) - (score < 0)] == value:  # lost 1, drawn 2, won 3
            return move_order(pos)


def _opponent_factory(spec: str):
    """``seed -> player`` for a field spec (see the module docstring).

    Raises:
        ValueError: a bad spec.
    """
    name, _, params = spec.partition(":")
    if name == "openspiel-mcts":
        simulations = _one_parameter(spec, "simulations", int)
        if simulations < 1:
            raise ValueError(f"openspiel-mcts:simulations must be at least 1, got {simulations}")
        return lambda seed: OpenSpielMCTS(simulations, seed)
    if name not in ("perfect", "soft", "softmax"):
        parse_spec(spec)  # a bad spec fails before any game
        return lambda seed: make_player(spec, seed=seed)
    from agents.book import OpeningBook
    from agents.solver.numba_build import NumbaSolver
    from packager.recipe import shipped_book_path

    error, temperature = (0.0, _one_parameter(spec, "temperature", float)) if name == "softmax" else (
        _one_parameter(spec, "error", float), None)
    solver, book = NumbaSolver(geometry()), OpeningBook.load(shipped_book_path())
    FallibleSolver(solver, book, error, name == "soft", temperature=temperature)  # the checks, before any game
    return lambda seed: FallibleSolver(solver, book, error, name == "soft", seed, temperature)


def _one_parameter(spec: str, key: str, kind: type):
    """The value of ``spec``'s one parameter ``key`` (``name:key=value``), of type ``kind``.

    Raises:
        ValueError: another parameter, none, or a value not of ``kind``.
    """
    name, _, params = spec.partition(":")
    value = None
    for item in filter(None, params.split(",")):
        got, _, raw = item.partition("=")
        if got.strip() != key:
            raise ValueError(f"{name} takes {key}={kind.__name__}, got {item!r} in {spec!r}")
        try:
            value = kind(raw)
        except ValueError:
            raise ValueError(f"{name}:{key} takes a number ({kind.__name__}), got {raw!r}") from None
    if value is None:
        raise ValueError(f"{name} needs {key}=..., got {spec!r}")
    return value


PARTING_PLY = 12
"""The first ply at which :func:`parting` solves where two agents' games part (earlier positions
can take the solver minutes)."""

PARTING_SECONDS = 10.0
"""The most :func:`parting`'s solves may take (seconds); slower ones leave the stones unknown."""


def parting(moves: str, other: str, first: bool, solver) -> str | None:
    """Where agent B's game (``other``) first leaves agent A's (``moves``), the same opening,
    opponent and seed: None for the same game; "opponent" where the opponent's moves part; else
    how many stones of the exact score B's move gives up against A's (:mod:`agents.solver`'s
    scores for the side to move: a loss one stone sooner or a win one stone later gives up one):
    "0", "1", "2 or more", "fewer" (B's move was the better one), or "not known" (a parting before
    :data:`PARTING_PLY`, or a solve beyond :data:`PARTING_SECONDS`).

    Args:
        moves, other: the two games as move strings (1-based columns, the opening included).
        first: the agents' seat: True, the first player (they move at even plies, from 0).
        solver: an exact solver of the games' board; its ``deadline`` is set and cleared here.
    """
    from agents.solver import SolverTimeout

    ply = next((i for i, (a, b) in enumerate(zip(moves, other, strict=False)) if a != b), None)
    if ply is None:
        return None
    if (ply % 2 == 0) != first:
        return "opponent"
    if ply < PARTING_PLY:
        return "not known"
    solver.deadline = time.perf_counter() + PARTING_SECONDS
    try:
        scores = solver.analyze(Position.from_moves(moves[:ply]))  # every column's, for the side to move
        given = scores[int(moves[ply]) - 1] - scores[int(other[ply]) - 1]
    except SolverTimeout:
        return "not known"
    finally:
        solver.deadline = None
    return "fewer" if given < 0 else str(given) if given < 2 else "2 or more"


def _against_first(row: dict[str, Any], per_game: list[float], firsts: list[float], first_log: StrengthLog,
                   log: StrengthLog, name: str, first: bool, solver) -> None:
    """Into ``row`` (an agent's against opponent ``name``), its score difference from the first
    agent's game by game (``per_game`` against ``firsts``, the same seeds) with its 95% interval, and
    per :func:`parting` of its games from the first agent's the games and their summed difference;
    the partings printed."""
    diff = [a - b for a, b in zip(per_game, firsts, strict=True)]
    partings: dict[str, dict[str, float]] = {}
    for g, d in enumerate(diff):
        where = parting(first_log.games[name, first, g]["moves"], log.games[name, first, g]["moves"], first, solver)
        if where is not None:
            part = partings.setdefault(where, {"games": 0, "difference": 0.0})
            part["games"] += 1
            part["difference"] += d
    row.update(difference_from_first_agent=sum(diff) / len(diff), difference_interval=_interval(diff),
               partings=partings)
    if partings:
        print("  where its games part from the first agent's (stones given up: games, score difference): "
              + ", ".join(f"{k}: {v['games']}, {v['difference']:+.1f}" for k, v in sorted(partings.items())),
              flush=True)


def _interval(scores: list[float]) -> float:
    """Half the width of the normal 95% interval of the mean of ``scores``."""
    n = len(scores)
    if n < 2:
        return math.nan
    mean = sum(scores) / n
    return 1.96 * math.sqrt(sum((s - mean) ** 2 for s in scores) / (n - 1) / n)


_OPPONENTS: dict[str, Any] = {}
"""A worker process's opponent factories, by spec (made on its first game against each)."""


def _worker_game(task: tuple) -> tuple[str, dict[str, Any]]:
    """One game for :func:`bench_field`'s workers: ``(agent, first, spec, name, g, act_timeout,
    start)`` -> ``(agent, its log record)``."""
    agent, first, spec, name, g, act_timeout, start = task
    if spec not in _OPPONENTS:
        _OPPONENTS[spec] = _opponent_factory(spec)
    return agent, game_record(lambda seed: load_agent(agent, seed), _OPPONENTS[spec], g, first, act_timeout, name,
                              start)


def _play_in_workers(tasks: list[tuple], workers: int, logs: dict[str, StrengthLog]) -> None:
    """Play ``tasks`` (:func:`_worker_game`'s) in ``workers`` processes (:func:`durable.workers.process_pool`:
    one thread each, ended with the parent), each game into its agent's log as it ends."""
    from concurrent.futures import as_completed

    from durable.workers import process_pool

    with process_pool(workers) as pool:
        futures = [pool.submit(_worker_game, task) for task in tasks]
        for done, future in enumerate(as_completed(futures), 1):
            agent, record = future.result()
            logs[agent].add(record)
            _progress(f"game {done}/{len(tasks)} in {workers} workers: {record['opponent']}, game {record['game']}, "
                      f"{['loss', 'draw', 'win'][record['result'] + 1]} for {agent}")


def _check_field(agents: list[str], field: list[str], seats: str, games: int, opening_plies: int,
                 opening_value: str, workers: int = 1) -> None:
    """:func:`bench_field`'s refusals, before anything is played or written."""
    if not agents:
        raise ValueError("give at least one agent")
    if workers < 1:
        raise ValueError(f"workers must be at least 1, got {workers}")
    if seats not in ("first", "second", "both"):
        raise ValueError(f"seats must be first, second or both, got {seats!r}")
    if games < 1:
        raise ValueError(f"games must be at least 1, got {games}")
    if not 0 <= opening_plies < 42:
        raise ValueError(f"opening plies must be in [0, 42), got {opening_plies}")
    if opening_value not in OPENING_VALUES:
        raise ValueError(f"opening value must be one of {', '.join(OPENING_VALUES)}, got {opening_value!r}")
    if not field:
        raise ValueError("give at least one player of the field")


def _progress(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


def bench_field(agents: tuple[str, ...] | list[str] = (SHIPPED_FILE,), field: tuple[str, ...] | list[str] = FIELD,
                games: int = 20, seats: str = "second", out_dir: str = OUT, act_timeout: float = 2.0,
                opening_plies: int = 0, opening_value: str = "any", workers: int = 1) -> dict[str, Any]:
    """``games`` games of each agent against each player of ``field`` in ``seats`` ("first",
    "second" or "both"), under Kaggle's clock (``act_timeout`` seconds a move, a 60 s bank a
    game), from the empty board or from :func:`opening_moves` (``opening_plies`` plies, of
    ``opening_value`` for their side to move): per agent, seat and opponent the score (a win 1, a
    draw 1/2), W/D/L, its 95% interval, the mean plies and the slowest move; per agent and seat the
    score over the field; with two agents or more, each one's game-by-game score difference from
    the first agent (the same opening, opponent and seed) with its 95% interval, per opponent and
    over the field, and per opponent where its games part from the first agent's (:func:`parting`).
    ``workers``: processes for the games not yet in the log (1: played in turn).

    Raises:
        ValueError: no agent, an empty field or a bad spec in it, a bad seat, fewer than one game or
            worker, a negative ``opening_plies`` (or one of 42 and more), an unknown ``opening_value``.
        FileNotFoundError: a missing agent file.
    """
    agents, field = list(agents), list(field)
    _check_field(agents, field, seats, games, opening_plies, opening_value, workers)
    factories = {spec: _opponent_factory(spec) for spec in field}
    for agent in agents:
        load_agent(agent)  # a missing file or bad spec before any game
    os.makedirs(out_dir, exist_ok=True)
    path = os.path.join(out_dir, "field-log.jsonl")
    firsts = [f for f in (True, False) if seats == "both" or f == (seats == "first")]
    summary: dict[str, Any] = {"agents": agents, "field": field, "games_per_opponent": games, "seats": seats,
                               "act_timeout_s": act_timeout, "opening_plies": opening_plies,
                               "opening_value": opening_value, "results": {}}
    openings: dict[int, list[int]] = {}
    solver = None
    if (opening_plies and opening_value != "any") or len(agents) > 1:  # openings of a value; partings
        from agents.solver.numba_build import NumbaSolver
        solver = NumbaSolver(geometry())

    def opening(g: int) -> list[int]:
        if g not in openings:
            openings[g] = opening_moves(g, opening_plies, opening_value, solver) if opening_plies else []
        return openings[g]

    # the log names the openings with the opponent: another kind of opening is another game
    suffix = f" from {opening_plies}-ply {opening_value} openings" if opening_plies else ""

    logs = {agent: StrengthLog(path, agent_identity(agent)) for agent in agents}
    if workers > 1:
        _play_in_workers([(agent, first, spec, spec + suffix, g, act_timeout, opening(g))
                          for agent in agents for first in firsts for spec in field for g in range(games)
                          if (spec + suffix, first, g) not in logs[agent].games], workers, logs)

    scores: dict[tuple[str, bool], list[float]] = {}
    by_opponent: dict[tuple[str, bool, str], list[float]] = {}
    for agent in agents:
        log = logs[agent]
        for first in firsts:
            seat = "first" if first else "second"
            rows = summary["results"].setdefault(agent, {}).setdefault(seat, {"opponents": {}})
            for spec in field:
                row = games_vs_perfect(lambda seed, agent=agent: load_agent(agent, seed), factories[spec], games, first,
                                       act_timeout, _progress, log, spec + suffix, opening)
                per_game = [(log.games[spec + suffix, first, g]["result"] + 1) / 2 for g in range(games)]
                scores.setdefault((agent, first), []).extend(per_game)
                by_opponent[agent, first, spec] = per_game
                row.update(score=sum(per_game) / games, score_interval=_interval(per_game))
                rows["opponents"][spec] = row
                print(f"{agent} as {seat} vs {spec}: score {row['score']:.3f} ± {row['score_interval']:.3f} "
                      f"({row['wins']}/{row['draws']}/{row['losses']}), mean {row['mean_plies']:.1f} plies, "
                      f"slowest move {row['max_move_s']:.2f} s", flush=True)
                if agent != agents[0]:
                    _against_first(row, per_game, by_opponent[agents[0], first, spec], logs[agents[0]], log,
                                   spec + suffix, first, solver)
                write_figures("field", summary, out_dir, quiet=True)
            both = scores[agent, first]
            rows.update(score=sum(both) / len(both), score_interval=_interval(both))
            if agent != agents[0]:
                diff = [a - b for a, b in zip(both, scores[agents[0], first], strict=True)]
                rows.update(difference_from_first_agent=sum(diff) / len(diff),
                            difference_interval=_interval(diff))
    _print_table(summary)
    write_figures("field", summary, out_dir)
    return summary


def _print_table(summary: dict[str, Any]) -> None:
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    start = (f" from {summary['opening_plies']}-ply openings ({summary['opening_value']} for the side to move)"
             if summary["opening_plies"] else "")
    table = Table(title=f"against the field{start}, {summary['games_per_opponent']} games an opponent and seat "
                        "(score: a win 1, a draw 1/2; in brackets the difference from the first agent, game "
                        "by game; ± the 95% interval)")
    for col in ("agent", "seat", *summary["field"], "field", "vs the first agent"):
        table.add_column(Text(col))  # names as text: brackets in a spec are not markup
    for agent, seats in summary["results"].items():
        for seat, rows in seats.items():
            cells = [f"{r['score']:.2f}" + ("" if "difference_from_first_agent" not in r else
                     f" ({r['difference_from_first_agent']:+.3f} ± {r['difference_interval']:.3f})")
                     for r in rows["opponents"].values()]
            diff = rows.get("difference_from_first_agent")
            table.add_row(Text(agent), seat, *cells, f"{rows['score']:.3f} ± {rows['score_interval']:.3f}",
                          "-" if diff is None else f"{diff:+.3f} ± {rows['difference_interval']:.3f}")
    Console(width=200).print(table)
