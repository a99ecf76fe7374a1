"""Strength against the truth: mistakes on the solver benchmark sets, games against a perfect
opponent. Both need the exact solver's numba build (:mod:`agents.solver.numba_build`).

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

import contextlib
import hashlib
import os
import random
import sys
import time
from collections.abc import Callable
from typing import Any

from agents.board import Geometry, Position, geometry, move_string
from agents.book import OpeningBook
from agents.game import play_game
from agents.players import make_player
from agents.solver import weak_value
from durable.files import append_jsonl, file_sha256, read_jsonl
from evaluation.figures import OUT, SHIPPED_FILE, write_figures
from ladder.episode import AgentFn, is_file_agent, kaggle_move, load_agent
from training.exact.benchmark import SETS as BENCHMARK_SETS
from training.exact.benchmark import read_column_scores, read_scores

WEAK_MISTAKE_CEILINGS_PCT = {"End-Easy": 0.0, "Middle-Easy": 0.5, "Middle-Medium": 1.5, "Begin-Easy": 0.5,
                             "Begin-Medium": 1.5, "Begin-Hard": 5.0}
"""Ceilings on a submission's weak mistakes, percent of the positions of each benchmark set
(``connectx bench strength`` reports whether each is met)."""


class ScoreCache:
    """Exact scores by move string, kept between runs in a JSON-lines file (benchmark positions'
    children are expensive to solve: seconds to minutes at the start of the game). Each new score
    is appended as it is solved, so a killed run keeps every score it finished.

    Raises:
        ValueError: ``path`` holds a line that is not a score record (a damaged or foreign file).
    """

    def __init__(self, solver, path: str | None = None):
        self.solver, self.path = solver, path
        self.scores: dict[str, int] = {}
        for number, record in enumerate(read_jsonl(path) if path else [], 1):
            if not (isinstance(record, dict) and isinstance(record.get("moves"), str)
                    and type(record.get("score")) is int):
                raise ValueError(f"{path} is not a score cache: line {number} is not {{moves, score}}")
            self.scores[record["moves"]] = record["score"]

    def score(self, moves: str) -> int:
        """The exact score of the position ``moves`` reaches, for its side to move."""
        if moves not in self.scores:
            self.scores[moves] = self.solver.solve(Position.from_moves(moves)).score
            if self.path:
                append_jsonl(self.path, {"moves": moves, "score": self.scores[moves]})
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


class StoredScores:
    """Every column's exact score known in advance (a label store's positions,
    :func:`training.exact.labels.read_labels`), judged as :meth:`ScoreCache.move_score` judges.

    Args:
        lines: ``(moves, scores)``: the score of each column for the side to move (-1000: full).
    """

    def __init__(self, lines: list[tuple[str, list[int]]]):
        self.scores = dict(lines)

    def move_score(self, pos: Position, moves: str, col: int) -> int:
        return self.scores[moves][col]


def agent_identity(spec: str) -> str:
    """What names an agent in a :class:`StrengthLog`: a file by the SHA-256 of its bytes (a
    rebuilt file at the same path is another agent), a player spec by itself.

    Raises:
        FileNotFoundError: a missing file.
    """
    if is_file_agent(spec):
        if not os.path.isfile(spec):
            raise FileNotFoundError(f"agent file not found: {spec}")
        return "sha256:" + file_sha256(spec)
    return spec


class StrengthLog:
    """Every move asked on a benchmark line and every game against the perfect opponent, one
    JSON line each, appended as it ends, so that a killed or interrupted measurement resumes where
    it stopped: a rerun with the same agent (:func:`agent_identity`), bank and opponent reads its
    finished lines and games back instead of playing them again.

    Raises:
        ValueError: ``path`` holds a line that is not a record of this log (a damaged or foreign file).
    """

    FIELDS = {"move": {"agent", "set", "bank_s", "moves", "column", "seconds"},
              "game": {"agent", "opponent", "first", "game", "result", "moves", "slowest_s", "bank_left_s"}}

    def __init__(self, path: str, agent: str):
        self.path, self.agent = path, agent
        self.moves: dict[tuple[str, float, str], dict[str, Any]] = {}
        self.games: dict[tuple[str, bool, int], dict[str, Any]] = {}
        for number, record in enumerate(read_jsonl(path), 1):
            kind = record.get("kind") if isinstance(record, dict) else None
            if kind not in self.FIELDS or not self.FIELDS[kind] <= record.keys():
                raise ValueError(f"{path} is not a strength log: line {number} is not a move or a game record")
            if record["agent"] != agent:
                continue
            if kind == "move":
                self.moves[record["set"], record["bank_s"], record["moves"]] = record
            else:
                self.games[record["opponent"], record["first"], record["game"]] = record

    def add(self, record: dict[str, Any]) -> None:
        """Append ``record`` (``kind`` "move" or "game"), stamped with the agent."""
        record = {"agent": self.agent, **record}
        append_jsonl(self.path, record)
        if record["kind"] == "move":
            self.moves[record["set"], record["bank_s"], record["moves"]] = record
        else:
            self.games[record["opponent"], record["first"], record["game"]] = record


def benchmark_mistakes(agent: AgentFn | None, lines: list[tuple[str, int]], cache: ScoreCache,
                       act_timeout: float = 2.0, bank: float = 60.0, log: StrengthLog | None = None,
                       set_name: str = "", progress: Callable[[str], None] | None = None,
                       geo: Geometry | None = None) -> dict[str, Any]:
    """The agent's mistakes on benchmark lines ``(moves, score)``: ``{positions, weak, strong,
    weak_pct, strong_pct, mean_move_s, max_move_s, weak_misses}`` (``weak_misses``: ``[moves, column played
    (1-based), its score, the position's score]`` of each weak mistake). Each position is one
    move of a fresh episode: ``bank`` seconds of overage in the observation (60: a full bank, as
    Kaggle gives it at the start of an episode; 0: the agent has ``act_timeout`` and nothing
    more). With a ``log``, each move is appended to it as it is made and a line the log already
    holds (same ``set_name`` and bank) is read back, not asked again (``agent`` may be None when
    it holds them all); ``progress`` gets a line
    every 25 positions. ``cache`` judges the moves (:class:`ScoreCache`, or :class:`StoredScores`
    for positions of ``geo``'s board, 6x7 by default)."""
    strong = 0
    misses = []
    slowest = spent = 0.0
    start, asked = time.perf_counter(), 0
    for i, (moves, score) in enumerate(lines, 1):
        pos = Position.from_moves(moves, geo or geometry())
        done = log.moves.get((set_name, bank, moves)) if log else None
        if done:
            col, seconds = done["column"] - 1, done["seconds"]
        else:
            col, seconds = kaggle_move(agent, pos, act_timeout, bank)
            asked += 1
        slowest, spent = max(slowest, seconds), spent + seconds
        value = cache.move_score(pos, moves, col)
        if log and not done:
            log.add({"kind": "move", "set": set_name, "bank_s": bank, "moves": moves, "column": col + 1,
                     "seconds": seconds, "value": value, "score": score})
        strong += value < score
        if weak_value(value) < weak_value(score):
            misses.append([moves, col + 1, value, score])
        if progress and i % 25 == 0:
            progress(f"{set_name}: {i}/{len(lines)} positions ({i - asked} from the log), {len(misses)} weak "
                     f"mistakes, {time.perf_counter() - start:.0f} s")
    n = len(lines)
    return {"positions": n, "weak": len(misses), "strong": strong, "weak_pct": 100 * len(misses) / n,
            "strong_pct": 100 * strong / n, "mean_move_s": spent / n, "max_move_s": slowest, "weak_misses": misses}


class PerfectOpponent:
    """Plays one of the best moves by exact score (the fastest win, the longest defence),
    uniformly at random among them, from ply ``exact_from`` on. Before that (where one solve
    costs the solver minutes to hours) it plays the move of ``book`` where the book holds the
    position - every move of a book built by ``connectx book`` or ``book-all`` keeps the
    position's win or draw, so a first player with the shipped book is perfect from its first
    move, by the weak measure until ``exact_from`` - and ``opening`` (a player spec) elsewhere.

    Raises:
        ValueError: a bad opening spec.
    """

    def __init__(self, solver, exact_from: int = 6, opening: str = "minimax:depth=none,seconds=2", seed: int = 0,
                 book: OpeningBook | None = None):
        self.solver, self.exact_from, self.book = solver, exact_from, book
        self.opening = make_player(opening, seed=seed)
        self.rng = random.Random(seed)

    def choose(self, pos: Position, seconds: float | None = None) -> int:
        if pos.ply < self.exact_from:
            column = self.book.lookup(pos) if self.book else None
            return self.opening.choose(pos) if column is None else column
        scores = self.solver.analyze(pos)
        best = max(s for s in scores if s is not None)
        return self.rng.choice([c for c, s in enumerate(scores) if s == best])


def games_vs_perfect(agent_factory: Callable[[int], AgentFn], opponent_factory: Callable[[int], Any], games: int,
                     agent_first: bool, act_timeout: float = 2.0, progress=None, log: StrengthLog | None = None,
                     opponent_name: str = "", opening: Callable[[int], list[int]] | None = None) -> dict[str, Any]:
    """``games`` games of a fresh agent (``agent_factory(seed)``, game ``g`` seed ``g``) against
    ``opponent_factory(g)`` (a player: the perfect opponent, or any other), the agent moving first
    (mark 1) or second, under Kaggle's clock (``act_timeout`` seconds a
    move, a 60 s bank a game): ``{games, wins, draws, losses, mean_plies, min_plies, max_move_s,
    min_bank_left_s, mean_bank_left_s}`` (``min_bank_left_s``: the agent's bank at the end of the
    game that spent the most of it). Game ``g`` starts after the columns ``opening(g)`` (0-based,
    the empty board without ``opening``); its plies count them. With a ``log``, each game is
    appended as it ends (its ``moves`` from the empty board) and a game the log already holds
    (same ``opponent_name`` and seat) is read back, not played again."""
    results, plies, slowest, banks = [], [], 0.0, []
    for g in range(games):
        record = log.games.get((opponent_name, agent_first, g)) if log else None
        if record is None:
            record = game_record(agent_factory, opponent_factory, g, agent_first, act_timeout, opponent_name,
                                 opening(g) if opening else [])
            if log:
                log.add(record)
        results.append(record["result"])
        plies.append(len(record["moves"]))
        slowest = max(slowest, record["slowest_s"])
        banks.append(record["bank_left_s"])
        if progress:
            progress(f"game {g + 1}/{games} ({'first' if agent_first else 'second'}): "
                     f"{['loss', 'draw', 'win'][record['result'] + 1]} in {plies[-1]} plies, "
                     f"bank left {record['bank_left_s']:.1f} s")
    return {"games": games, "wins": results.count(1), "draws": results.count(0), "losses": results.count(-1),
            "mean_plies": sum(plies) / max(1, len(plies)), "min_plies": min(plies, default=0),
            "max_move_s": slowest, "min_bank_left_s": min(banks, default=60.0),
            "mean_bank_left_s": sum(banks) / max(1, len(banks))}


def game_record(agent_factory: Callable[[int], AgentFn], opponent_factory: Callable[[int], Any], g: int,
                agent_first: bool, act_timeout: float, opponent_name: str, start: list[int]) -> dict[str, Any]:
    """Game ``g`` of :func:`games_vs_perfect` from the columns ``start``, played: its log record
    (``result`` for the agent: 1 a win, 0 a draw, -1 a loss; ``moves`` from the empty board)."""
    side = KaggleSide(agent_factory(g), act_timeout)
    opponent = opponent_factory(g)
    winner, moves = play_game(*((side, opponent) if agent_first else (opponent, side)),
                              Position.from_moves(start, geometry()))
    result = 0 if winner == 0 else (1 if (winner == 1) == agent_first else -1)
    return {"kind": "game", "opponent": opponent_name, "first": agent_first, "game": g, "result": result,
            "moves": move_string(start + moves), "slowest_s": side.slowest, "bank_left_s": side.bank}


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


def bench_strength(agent: str = SHIPPED_FILE, out_dir: str = OUT, folder: str | None = None, positions: int = 50,
                   games: int = 40,
                   exact_from: int = 6, sets: list[str] | None = None,
                   opening: str = "minimax:depth=none,seconds=2", seats: str = "both",
                   bank: float = 60.0, skip: int = 0, opening_book: str | None = "shipped",
                   labels: list[str] | None = None, slow_cpu: bool = False) -> dict[str, Any]:
    """Mistakes on ``positions`` lines of each benchmark set, after its first ``skip`` (weak and
    strong, against :data:`evaluation.strength.WEAK_MISTAKE_CEILINGS_PCT`; each position one move with
    ``bank`` seconds of overage left) - or, with ``labels``, of each label store (any board size;
    no ceiling) instead - then ``games`` games as the first and as the second player (``seats``: "first",
    "second" or "both") against a perfect opponent (perfect from ply ``exact_from``; before that the
    moves of ``opening_book`` where it holds the position, ``opening`` elsewhere; "shipped": the
    book installed with connectx, "none" or None: no book), under Kaggle's
    clock (2 s per move, a 60 s bank per game); ``slow_cpu``: all of it on half a core
    (:func:`packager.validate.half_a_core`), a CPU twice as slow as this one. A move on the shipped
    sets is judged by their stored score of every column; on ``folder``'s two-column files and in
    the games, by solving. Resumable: solved scores go to ``out_dir/strength-scores.jsonl``, every
    move and game to ``out_dir/strength-log.jsonl`` as it ends, and a rerun with the same agent reads
    back what is there; the JSON summary is rewritten after each part.

    Raises:
        ValueError: ``seats`` is none of the three, ``bank`` or ``skip`` is negative, or a log or
            book that is not one. FileNotFoundError: a missing agent file or book.
    """
    from agents.book import OpeningBook
    from agents.solver.numba_build import NumbaSolver
    from packager.validate import half_a_core

    if seats not in ("first", "second", "both"):
        raise ValueError(f"seats must be first, second or both, got {seats!r}")
    if bank < 0:
        raise ValueError(f"bank must be >= 0 seconds, got {bank}")
    if skip < 0:
        raise ValueError(f"skip must be >= 0 lines, got {skip}")
    if opening_book == "shipped":
        from packager.recipe import shipped_book_path

        opening_book = shipped_book_path()
    elif opening_book == "none":
        opening_book = None
    book = OpeningBook.load(opening_book) if opening_book and games else None
    os.makedirs(out_dir, exist_ok=True)
    solver = NumbaSolver(geometry())
    cache = ScoreCache(solver, os.path.join(out_dir, "strength-scores.jsonl"))
    # on another CPU its moves and games are another agent's in the log
    log = StrengthLog(os.path.join(out_dir, "strength-log.jsonl"),
                      agent_identity(agent) + (" on half a core" if slow_cpu else ""))
    summary: dict[str, Any] = {"agent": agent, "agent_id": log.agent, "positions_per_set": positions,
                               "first_line": skip, "bank_s": bank, "half_a_core": slow_cpu, "mistakes": {}}
    with half_a_core() if slow_cpu else contextlib.nullcontext():
        parts = [] if positions <= 0 else labels or [label for label, name in BENCHMARK_SETS
                                                     if not sets or label in sets or name in sets]
        loaded: list[Any] = []  # the agent, loaded before its first timed move; not at all if the log has every move
        for label in parts:
            _strength_set(agent, label, bool(labels), folder, positions, skip, bank, cache, log, loaded, summary)
            write_figures("strength", summary, out_dir, quiet=True)
        if games:
            opponent = PerfectOpponent(solver, exact_from=exact_from, opening=opening, book=book)
            book_name = f"{os.path.basename(opening_book)} ({len(book):,} positions)" if book else None
            summary.update(perfect_opponent_exact_from_ply=exact_from, perfect_opponent_opening=opening,
                           perfect_opponent_book=book_name)
            book_sha = hashlib.sha256(book.to_bytes()).hexdigest()[:16] if book else None
            name = f"exact_from={exact_from},opening={opening},book={book_sha}"
            for first in [f for f in (True, False) if seats == "both" or f == (seats == "first")]:
                key = "as_first" if first else "as_second"
                summary[key] = games_vs_perfect(lambda seed: load_agent(agent, seed), lambda _: opponent, games, first,
                                                progress=_progress, log=log, opponent_name=name)
                r = summary[key]
                print(f"vs perfect, {key.replace('_', ' ')}: {r['wins']} W / {r['draws']} D / {r['losses']} L, "
                      f"mean length {r['mean_plies']:.1f} plies, shortest {r['min_plies']}, least bank left "
                      f"{r['min_bank_left_s']:.1f} s", flush=True)
                write_figures("strength", summary, out_dir, quiet=True)
    write_figures("strength", summary, out_dir)
    return summary


def _progress(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


def _strength_set(agent: str, label: str, is_store: bool, folder: str | None, positions: int, skip: int,
                  bank: float, cache: ScoreCache, log: StrengthLog, loaded: list[Any], summary: dict[str, Any]) -> None:
    """The agent's mistakes on ``positions`` lines of one benchmark set (``label``), or of one
    label store where ``is_store``, after ``skip``, into ``summary["mistakes"]``; ``loaded`` holds
    the agent once a move needed it (:func:`bench_strength`)."""
    from training.exact.labels import read_labels

    if is_store:
        geo, scored = read_labels(label, positions, skip)
        lines, judge = [(moves, max(scores)) for moves, scores in scored], StoredScores(scored)
        label = f"{geo.rows}x{geo.columns}x{geo.inarow} ({os.path.basename(label)})"
    elif folder is None:  # the shipped sets hold every column's score: nothing to solve
        scored = read_column_scores(dict(BENCHMARK_SETS)[label])[skip:skip + positions]
        geo, lines, judge = None, [(moves, max(scores)) for moves, scores in scored], StoredScores(scored)
    else:
        geo, lines, judge = None, read_scores(dict(BENCHMARK_SETS)[label], folder)[skip:skip + positions], cache
    if not lines:
        raise ValueError(f"{label} has no lines after the first {skip} (--skip)")
    if not loaded and any((label, bank, moves) not in log.moves for moves, _ in lines):
        loaded.append(load_agent(agent))
    row = benchmark_mistakes(loaded[0] if loaded else None, lines, judge, bank=bank, log=log,
                             set_name=label, progress=_progress, geo=geo)
    ceiling = WEAK_MISTAKE_CEILINGS_PCT.get(label)
    row.update(floor_pct=ceiling, meets_floor=None if ceiling is None else row["weak_pct"] <= ceiling)
    summary["mistakes"][label] = row
    print(f"{label:>13}: {row['positions']} positions, weak mistakes {row['weak_pct']:5.1f}% "
          f"(ceiling {'-' if ceiling is None else ceiling}%), strong {row['strong_pct']:5.1f}%, mean move "
          f"{row['mean_move_s']:.2f} s, slowest {row['max_move_s']:.2f} s", flush=True)

