"""Episodes reviewed by the exact solver: every move of both sides scored, the mistakes marked, the
move that lost the game found.

An episode is the JSON of a ConnectX game as kaggle-environments writes it (``env.toJSON()``; the
replays Kaggle serves and ``kaggle competitions replay`` downloads have the same shape) or one of
the ladder's stored episodes. The moves are read off the boards of consecutive steps (one new
stone a step, on top of its column); the overage bank left after each move off the mover's
observation; the seconds each move took off Kaggle's agent logs (``kaggle competitions logs``,
a file ``episode-ID-agent-K-logs.json`` beside the replay) or the ladder's own timings, where
there are any.

Scores follow the solver benchmark's convention (Pons, "Solving Connect Four", 2019): a column's
score is positive for a win of the side to move (the sooner, the larger), 0 a draw, negative a
loss. A move is a *weak* mistake when its score's sign is below the best column's (a win given up
for a draw or a loss, a draw for a loss) and a *strong* one when its score is below the best. The
move that lost the game is the loser's last weak mistake that turned a position it did not lose
into a lost one. Each solve gets a budget (:class:`Reviewer`): where the exact scores do not fit
in it, win/draw/loss alone is tried; where the columns are not all settled, a single win/draw/loss
solve of each position of the game (a larger budget) still tells whether the move was a weak
mistake; what none settles is left unknown ("?").

The first plies of 6x7 are out of any budget of seconds (a weak solve at ply 3-4 takes minutes).
An opening book whose every move keeps its position's win/draw/loss reaches them (the shipped
book is so proved: the first player's winning moves, every won or drawn position's best move at
plies 0-5, and the longest defence in lost positions on the main line): a position in the book
has the negated value of the position its book move leads to, and so on along the book's line to
a position the budget settles. Below the plies where the book holds *every* won or drawn position,
a position it lacks is lost, unless the side to move wins at once or has at most one move that
does not lose at once (those the book leaves out: the one move decides).
"""

from __future__ import annotations

import html
import json
import os
import re
import time
from dataclasses import dataclass, field
from typing import Any

from agents.board import Position, geometry, move_string
from agents.book import OpeningBook, canonical
from agents.solver import SolverTimeout, make_solver, weak_value
from ladder.episode import seat0_score

DEFAULT_NODES = 2_000_000
"""Node budget of one position's solve (each column's, for the compiled solver)."""

BOARD_PORT = 8642
"""The port ``connectx board`` serves on by default, which the pages' links open."""


def board_link(moves: str, board: tuple[int, int, int]) -> str:
    """The analysis board's address (``connectx board``) that opens the game ``moves`` (a move
    string) on ``board`` ``(rows, columns, inarow)`` and reviews it there."""
    rows, columns, inarow = board
    return f"http://127.0.0.1:{BOARD_PORT}/#moves={moves}&rows={rows}&columns={columns}&inarow={inarow}&review=1"


class EpisodeError(ValueError):
    """The input is not a ConnectX episode this module can read (the message names the file)."""


@dataclass
class MoveReview:
    """One move of an episode.

    Attributes:
        ply: stones on the board before the move (0 = the first move).
        seat: 0 for the first player (mark 1), 1 for the second.
        column: the column played, 0-based.
        scores: every column's score for the mover (None: a full column), or None when the budget
            did not settle the position; ``weak`` scores are -1, 0, +1 only.
        weak: the scores are win/draw/loss only (the exact scores did not fit the budget).
        seconds: the seconds the move took, where the logs say (None: not known).
        bank: the mover's overage bank left after the move, in seconds (None: not in the episode).
        before, after: the win/draw/loss (+1, 0, -1) of the positions before and after the move,
            for the mover, where the line's solves settled them (None: not known); they judge the
            weak verdict of a move whose columns were not all scored.
    """

    ply: int
    seat: int
    column: int
    scores: list[int | None] | None = None
    weak: bool = False
    seconds: float | None = None
    bank: float | None = None
    before: int | None = None
    after: int | None = None

    @property
    def best(self) -> int | None:
        """The best column's score (None: unscored)."""
        return None if self.scores is None else max(s for s in self.scores if s is not None)

    @property
    def played(self) -> int | None:
        """The played column's score (None: unscored)."""
        return None if self.scores is None else self.scores[self.column]

    @property
    def verdict(self) -> str:
        """'weak' (a weak mistake, strong too), 'strong' (a strong mistake only), 'ok' (none, or
        with ``weak`` scores no weak one), or '?' (not known)."""
        if self.scores is None:
            if self.before is None or self.after is None:
                return "?"
            return "weak" if self.after < self.before else "ok"
        if weak_value(self.played) < weak_value(self.best):
            return "weak"
        if not self.weak and self.played < self.best:
            return "strong"
        return "ok"


@dataclass
class EpisodeReview:
    """A reviewed episode: its ``name`` (file or ``db:ID``), board ``(rows, columns, inarow)``,
    the two ``agents`` (names), ``rewards`` (Kaggle's, per seat; None for an agent that failed),
    ``moves`` (:class:`MoveReview`, in order), ``losing`` (the index in ``moves`` of the move
    that lost the game, or None: a draw, or not found in the budget) and the ``seconds`` the
    review took."""

    name: str
    board: tuple[int, int, int]
    agents: list[str]
    rewards: list[float | None]
    moves: list[MoveReview] = field(default_factory=list)
    losing: int | None = None
    seconds: float = 0.0

    def mistakes(self, seat: int) -> tuple[int, int]:
        """``(weak, strong)`` mistakes of ``seat`` (a weak mistake counts as strong too)."""
        verdicts = [m.verdict for m in self.moves if m.seat == seat]
        return verdicts.count("weak"), verdicts.count("weak") + verdicts.count("strong")

    def result(self) -> str:
        """'1-0', '0-1' or '1/2', from the first player's side (scored as the ladder scores)."""
        return {1.0: "1-0", 0.0: "0-1", 0.5: "1/2"}[seat0_score(self.rewards)]

    def lost_from_start(self) -> bool:
        """Whether the loser was lost before its first move (no move of its lost the game: the
        second player of 6x7 against a perfect first player, Allis 1988)."""
        result = self.result()
        loser = {"1-0": 1, "0-1": 0}.get(result)
        first = next((m for m in self.moves if m.seat == loser), None)
        return first is not None and first.before == -1

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "board": list(self.board), "agents": self.agents, "rewards": self.rewards,
                "result": self.result(), "losing_move": self.losing, "lost_from_start": self.lost_from_start(),
                "seconds": round(self.seconds, 3),
                "moves": [{"ply": m.ply, "seat": m.seat, "column": m.column, "scores": m.scores, "weak": m.weak,
                           "before": m.before, "after": m.after, "verdict": m.verdict, "seconds": m.seconds,
                           "bank": m.bank} for m in self.moves]}


# --- reading episodes ------------------------------------------------------------------------

def read_episode(path: str) -> dict[str, Any]:
    """The JSON of the episode in ``path``, checked to be ConnectX.

    Raises:
        EpisodeError: not JSON (or truncated), not an episode, or another game's.
    """
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except (UnicodeDecodeError, json.JSONDecodeError) as e:
        raise EpisodeError(f"{path}: not an episode: not JSON, or truncated ({e})") from None
    _check_episode(data, path)
    return data


def _check_episode(data: Any, name: str) -> None:
    if not isinstance(data, dict) or not isinstance(data.get("steps"), list) or not data["steps"]:
        raise EpisodeError(f"{name}: not an episode: no 'steps' (kaggle-environments' replay JSON has them)")
    if data.get("name", "connectx") != "connectx":
        raise EpisodeError(f"{name}: an episode of {data.get('name')!r}, not connectx")


def episode_moves(data: dict[str, Any], name: str) -> tuple[tuple[int, int, int], list[tuple[int, int, float | None]]]:
    """The board and the moves of an episode: ``(rows, columns, inarow)`` and per move
    ``(seat, column, the mover's bank after it or None)``.

    Raises:
        EpisodeError: the steps are not a game of ConnectX (a board of the wrong size, more or
            fewer than one new stone a step, a stone that floats, the wrong side's stone).
    """
    config = data.get("configuration") or {}
    try:
        board = (int(config.get("rows", 6)), int(config.get("columns", 7)), int(config.get("inarow", 4)))
    except (TypeError, ValueError):
        raise EpisodeError(f"{name}: not an episode: a configuration without a board size") from None
    rows, columns, _ = board
    previous = [0] * (rows * columns)
    moves: list[tuple[int, int, float | None]] = []
    for k, step in enumerate(data["steps"]):
        cells = _board_of(step, name, k)
        if len(cells) != rows * columns:
            raise EpisodeError(f"{name}: step {k}'s board has {len(cells)} cells, not {rows}x{columns}")
        new = [i for i in range(len(cells)) if cells[i] != previous[i]]
        if k == 0 and not new:
            continue
        if not new:  # a step with no stone: the game ended there (a timeout, an invalid move)
            continue
        if len(new) != 1 or previous[new[0]] != 0:
            raise EpisodeError(f"{name}: step {k} is not one move: {len(new)} cells changed")
        cell = new[0]
        row, column = divmod(cell, columns)
        mark = cells[cell]
        seat = len(moves) % 2
        if mark != seat + 1 or (row + 1 < rows and previous[cell + columns] == 0):
            raise EpisodeError(f"{name}: step {k} is not a legal move (mark {mark} in row {row}, column {column})")
        bank = None
        if isinstance(step, list) and len(step) > seat and isinstance(step[seat], dict):
            left = (step[seat].get("observation") or {}).get("remainingOverageTime")
            bank = float(left) if isinstance(left, (int, float)) else None
        moves.append((seat, column, bank))
        previous = cells
    return board, moves


def _board_of(step: Any, name: str, k: int) -> list[int]:
    if isinstance(step, list):
        for agent in step:
            board = (agent.get("observation") or {}).get("board") if isinstance(agent, dict) else None
            if isinstance(board, list):
                if not all(isinstance(c, int) and c in (0, 1, 2) for c in board):
                    break
                return board
    raise EpisodeError(f"{name}: step {k} has no ConnectX board")


def episode_rewards(data: dict[str, Any]) -> list[float | None]:
    """Kaggle's rewards of the last step, per seat."""
    last = data["steps"][-1]
    rewards = data.get("rewards")
    if not isinstance(rewards, list) or len(rewards) != 2:
        rewards = [a.get("reward") if isinstance(a, dict) else None for a in last][:2]
    return [None if r is None else float(r) for r in rewards]


def episode_agents(data: dict[str, Any], fallback: list[str]) -> list[str]:
    """The agents' names: Kaggle's ``info.TeamNames`` where present, else ``fallback``."""
    names = (data.get("info") or {}).get("TeamNames")
    if isinstance(names, list) and len(names) == 2 and all(isinstance(n, str) for n in names):
        return names
    return fallback


def log_durations(path: str) -> list[float]:
    """The seconds of each call in a Kaggle agent log (a list of steps, each a list of per-agent
    dicts with ``duration``), in order; [] when the file is not such a log."""
    try:
        with open(path, encoding="utf-8") as f:
            steps = json.load(f)
    except (OSError, UnicodeDecodeError, json.JSONDecodeError):
        return []
    out = []
    for step in steps if isinstance(steps, list) else []:
        for agent in step if isinstance(step, list) else [step]:
            if isinstance(agent, dict) and isinstance(agent.get("duration"), (int, float)):
                out.append(float(agent["duration"]))
    return out


def kaggle_log_seconds(path: str) -> list[list[float] | None]:
    """Per seat, the seconds of its moves from the agent logs beside the replay ``path``
    (``episode-ID-agent-K-logs.json``, as ``kaggle competitions logs`` names them); None per seat
    without a log."""
    match = re.match(r"episode-(\d+)-replay\.json$", os.path.basename(path))
    out: list[list[float] | None] = [None, None]
    if match:
        for seat in (0, 1):
            log = os.path.join(os.path.dirname(path), f"episode-{match.group(1)}-agent-{seat}-logs.json")
            if os.path.exists(log):
                out[seat] = log_durations(log)
    return out


# --- scoring ---------------------------------------------------------------------------------

class Reviewer:
    """Scores episodes with one exact solver per board (its table kept across positions).

    Args:
        nodes: the compiled solver's node budget per solve (each column's); the line's solves
            (one a position, win/draw/loss) get ten times as much, and the position a book
            line ends in a hundred times.
        seconds: the pure-Python solver's time budget per solve (boards over 64 bits, or no
            numba), multiplied as ``nodes`` is.
        book: an opening book whose moves keep their positions' win/draw/loss (see the module
            docstring), or None; it settles early positions that no budget reaches.
        book_plies: the plies below which ``book`` holds every position of its board that is won
            or drawn for the side to move and leaves a choice (0: no such claim); 6 for the
            shipped 6x7 book.

    Raises:
        ValueError: a budget below 1 node or of no time.
    """

    def __init__(self, nodes: int = DEFAULT_NODES, seconds: float = 1.0, book: OpeningBook | None = None,
                 book_plies: int = 0):
        if nodes < 1 or seconds <= 0:
            raise ValueError(f"a review needs a positive node and time budget, got {nodes} and {seconds}")
        self.nodes, self.seconds, self.book = nodes, seconds, book
        self.book_plies = book_plies
        self.solvers: dict[tuple[int, int, int], Any] = {}
        self.values: dict[tuple[tuple[int, int, int], int], int] = {}

    @staticmethod
    def _board(position: Position) -> tuple[int, int, int]:
        return position.geo.rows, position.geo.columns, position.geo.inarow

    def solver(self, board: tuple[int, int, int]):
        """The solver of ``board`` (``(rows, columns, inarow)``), made on first use; its table is kept."""
        if board not in self.solvers:
            solver = make_solver(geometry(*board))
            if hasattr(solver, "node_limit"):
                solver.node_limit = self.nodes
            self.solvers[board] = solver
        return self.solvers[board]

    def _budgeted(self, position: Position, scale: int, solve):
        """``solve(solver)`` under ``scale`` times the budget; None when it runs out."""
        solver = self.solver(self._board(position))
        timed = not hasattr(solver, "node_limit")
        try:
            if timed:
                solver.deadline = time.perf_counter() + self.seconds * scale
            else:
                solver.node_limit = self.nodes * scale
            return solve(solver)
        except SolverTimeout:
            return None
        finally:
            if timed:
                solver.deadline = None

    def _book_move(self, position: Position) -> int | None:
        return None if self.book is None else self.book.lookup(position)

    def in_book(self, position: Position) -> bool:
        """Whether the book settles ``position``'s win/draw/loss itself: it holds the position, or
        every won or drawn position of its board and ply."""
        return self._book_move(position) is not None or self._book_whole(position)

    def _book_whole(self, position: Position) -> bool:
        """Whether the book holds every won or drawn position of ``position``'s board and ply."""
        return self.book is not None and position.ply < self.book_plies and self._board(position) == self.book.board

    def scores(self, position: Position, weak: bool) -> list[int | None] | None:
        """Every column's score for the side to move (``weak``: win/draw/loss only), or None when
        the budget does not settle them."""
        return self._budgeted(position, 1, lambda solver: solver.analyze(position, weak=weak))

    def book_scores(self, position: Position) -> list[int | None] | None:
        """Every column's win/draw/loss for the side to move, each the negated :meth:`value` of
        the position it leads to, where the book holds ``position`` or one of those (an early
        position); None when it holds none of them or one column stays unknown."""
        if self.book is None:
            return None
        children = [position.child(c) if position.can_play(c) else None for c in range(position.geo.columns)]
        if not self._book_whole(position) and self._book_move(position) is None and not any(
                c is not None and self._book_move(c) is not None for c in children):
            return None
        scores: list[int | None] = []
        for child in children:
            value = None if child is None else self.value(child)
            if child is not None and value is None:
                return None
            scores.append(None if value is None else -value)
        return scores

    def value(self, position: Position) -> int | None:
        """The win/draw/loss (+1, 0, -1) of ``position`` for the side to move (a terminal
        position: its outcome), or None when ten times the budget does not settle it; through the
        book where it reaches (see the module docstring), the position a book line ends in
        getting a hundred times the budget (drawn lines end in positions of plies 6-7 that take
        up to 50 million nodes)."""
        return self._value(position, 10)

    def _value(self, position: Position, scale: int) -> int | None:
        if position.is_terminal():
            return 0 if not position.is_won() else -1
        if position.winning_moves():
            return 1
        key = (self._board(position), canonical(position)[0])
        if key not in self.values:
            column = self._book_move(position)
            if column is None and self._book_whole(position):
                saving = position.non_losing_moves()
                column = saving[0] if len(saving) == 1 else None
                if not saving or column is None:  # every move loses at once, or the book's lost
                    self.values[key] = -1
                    return -1
            if column is not None:
                after = self._value(position.child(column), 100)
                result = None if after is None else -after
            else:
                result = self._budgeted(position, scale,
                                        lambda solver: weak_value(solver.solve(position, weak=True).score))
            if result is None:
                return None
            self.values[key] = result
        return self.values[key]

    def review(self, data: dict[str, Any], name: str, agents: list[str],
               seconds: list[list[float] | None] | None = None) -> EpisodeReview:
        """Review one episode's JSON (:func:`read_episode`); ``seconds``: per seat the durations of
        its moves in order, where known. The positions are solved from the last one back (each
        one's results help the earlier ones); once the exact scores of a position do not fit the
        budget, the earlier ones get win/draw/loss only, and once that does not fit either, the
        earlier ones are scored through the book where it holds them, else left unscored.

        Raises:
            EpisodeError: the steps are not a ConnectX game.
        """
        start = time.perf_counter()
        board, moves = episode_moves(data, name)
        out = EpisodeReview(name, board, episode_agents(data, agents), episode_rewards(data))
        return self._review(out, moves, seconds, start)

    def review_line(self, board: tuple[int, int, int], columns: list[int], name: str,
                    agents: list[str]) -> EpisodeReview:
        """Review a line of play from the empty board (0-based ``columns``), as :meth:`review` an
        episode; the rewards are read off its last position (Kaggle's 1 and -1 for a line, 0 and
        0 for a full board or a game still going on).

        Raises:
            EpisodeError: a column that is full, off the board, or after the game ended.
        """
        start = time.perf_counter()
        try:
            last = Position.from_moves(columns, geometry(*board))
        except ValueError as e:
            raise EpisodeError(f"{name}: {e}") from None
        rewards: list[float | None] = [0.0, 0.0]
        if last.is_won():  # the side that just moved made a line
            rewards = [1.0, -1.0] if len(columns) % 2 else [-1.0, 1.0]
        out = EpisodeReview(name, board, agents, rewards)
        return self._review(out, [(k % 2, c, None) for k, c in enumerate(columns)], None, start)

    def _review(self, out: EpisodeReview, moves: list[tuple[int, int, float | None]],
                seconds: list[list[float] | None] | None, start: float) -> EpisodeReview:
        """Score ``moves`` (``(seat, column, bank)`` each) into ``out`` (see :meth:`review`)."""
        position = Position(geometry(*out.board))
        positions = []
        count = [0, 0]
        for seat, column, bank in moves:
            if not position.can_play(column) or position.is_terminal():
                raise EpisodeError(f"{out.name}: move {len(out.moves) + 1} (column {column + 1}) is not legal")
            taken = seconds[seat] if seconds else None
            out.moves.append(MoveReview(position.ply, seat, column, bank=bank,
                                        seconds=taken[count[seat]] if taken and count[seat] < len(taken) else None))
            count[seat] += 1
            positions.append(position.copy())
            position.play(column)
        exact = solvable = True
        for move, before in zip(reversed(out.moves), reversed(positions), strict=True):
            if exact:
                move.scores = self.scores(before, weak=False)
                exact = move.scores is not None
            if not exact:
                move.scores = self.scores(before, weak=True) if solvable else None
                solvable = move.scores is not None
                if not solvable:
                    move.scores = self.book_scores(before)
                move.weak = move.scores is not None
        self._line_values(out.moves, [*positions, position])
        out.losing = losing_move(out)
        out.seconds = time.perf_counter() - start
        return out

    def _line_values(self, moves: list[MoveReview], positions: list[Position]) -> None:
        """Each move's ``before`` and ``after``: from the scored columns where there are some, else
        one win/draw/loss :meth:`value` a position of the game's line, from the last back; without
        a book, none is tried before one that did not fit."""
        values: list[int | None] = [None] * len(positions)
        values[-1] = self.value(positions[-1])
        for i in range(len(moves) - 1, -1, -1):
            m = moves[i]
            values[i] = weak_value(m.best) if m.scores is not None else self.value(positions[i])
            if values[i] is None and self.book is None:
                break
        for i, m in enumerate(moves):
            m.before = values[i]
            m.after = None if values[i + 1] is None else -values[i + 1]


def stored_episode(store, episode) -> tuple[dict[str, Any], str, list[str], list[list[float]]]:
    """What :meth:`Reviewer.review` takes for one of the ladder's stored episodes
    (``ladder.store.Episode`` of ``store``): its JSON, the name ``db-ID``, its entrants' names and
    the ladder's own move timings."""
    names = [store.entrant_by_id(episode.agent0).name, store.entrant_by_id(episode.agent1).name]
    return store.replay(episode.id), f"db-{episode.id}", names, list(episode.times)


def losing_move(review: EpisodeReview) -> int | None:
    """The index of the loser's last move that turned a position it did not lose into a lost one
    (None: no side lost, or that move is not among the scored ones)."""
    result = review.result()
    if result not in ("1-0", "0-1"):
        return None
    loser = 1 if result == "1-0" else 0
    for i in range(len(review.moves) - 1, -1, -1):
        m = review.moves[i]
        if m.seat == loser and m.before is not None and m.after is not None and m.after < 0 <= m.before:
            return i
    return None


# --- reports ---------------------------------------------------------------------------------

def print_reviews(reviews: list[EpisodeReview], console: Any = None) -> None:
    """A terminal table, one row per episode: agents, result, mistakes per side, the losing move,
    the slowest move and the least bank left per side (the review's own seconds are in
    ``reviews.json``)."""
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    console = console or Console()
    table = Table(title="episodes reviewed by the exact solver (mistakes weak/strong, first | second; ? unscored "
                        "moves; the slowest move and the least overage bank left, first | second)")
    widest = min(20, max((len(name) for r in reviews for name in r.agents), default=8))
    for col in ("episode", "first", "second", "result", "moves", "mistakes", "lost by", "max s", "bank s"):
        named = col in ("first", "second")  # a long name wraps at its width, never cut to "submi..."
        table.add_column(col, justify="left" if named or col in ("episode", "lost by") else "right",
                         overflow="fold", min_width=widest if named else None)
    for r in reviews:
        mistakes = []
        for seat in (0, 1):
            weak, strong = r.mistakes(seat)
            unknown = sum(m.verdict == "?" for m in r.moves if m.seat == seat)
            mistakes.append(f"{weak}/{strong}" + (f" ({unknown}?)" if unknown else ""))
        lost = r.moves[r.losing] if r.losing is not None else None
        times = [[m.seconds for m in r.moves if m.seat == seat and m.seconds is not None] for seat in (0, 1)]
        banks = [[m.bank for m in r.moves if m.seat == seat and m.bank is not None] for seat in (0, 1)]
        cells = [r.name, r.agents[0], r.agents[1], r.result(), str(len(r.moves)), " | ".join(mistakes),
                 f"{r.agents[lost.seat]}: ply {lost.ply + 1}, column {lost.column + 1}" if lost is not None
                 else "lost from the start" if r.lost_from_start() else "-",
                 " | ".join(f"{max(t):.2f}" if t else "-" for t in times),
                 " | ".join(f"{min(b):.1f}" if b else "-" for b in banks)]
        table.add_row(*map(Text, cells))  # names as text: a Kaggle team's brackets are not markup
    console.print(table)


def summary(reviews: list[EpisodeReview], agent: str | None = None) -> dict[str, Any]:
    """Over many episodes: weak and strong mistakes per side and by ply (bins of 6 plies), and
    for ``agent`` (a name or a part of one) the opponents' weak mistakes it punished (the game
    ended at least as well for it as the mistake made possible) and missed.

    Raises:
        ValueError: ``agent`` names no agent of the episodes.
    """
    by_side = {"first": [0, 0, 0], "second": [0, 0, 0]}  # moves, weak, strong
    by_ply: dict[str, list[int]] = {}
    punished = missed = 0
    seen = False
    for r in reviews:
        for m in r.moves:
            side = by_side["first" if m.seat == 0 else "second"]
            bucket = by_ply.setdefault(f"{m.ply // 6 * 6 + 1}-{m.ply // 6 * 6 + 6}", [0, 0, 0])
            for counts in (side, bucket):
                counts[0] += 1
                counts[1] += m.verdict == "weak"
                counts[2] += m.verdict in ("weak", "strong")
        if agent is None:
            continue
        seats = [s for s in (0, 1) if agent in r.agents[s]]
        if not seats:
            continue
        seen = True
        me = seats[0]
        final = {"1-0": (1, -1), "0-1": (-1, 1), "1/2": (0, 0)}.get(r.result())
        for m in r.moves:
            if m.seat != me and m.verdict == "weak":
                # what the mistake left the agent: +1 a win, 0 a draw (from the line's values
                # where the columns were not all scored)
                gift = -weak_value(m.played) if m.scores is not None else -m.after
                if final is not None and final[me] >= gift:
                    punished += 1
                else:
                    missed += 1
    if agent is not None and not seen:
        raise ValueError(f"no episode has an agent named like {agent!r}")
    out: dict[str, Any] = {
        "episodes": len(reviews),
        "by_side": {k: {"moves": v[0], "weak": v[1], "strong": v[2]} for k, v in by_side.items()},
        "by_ply": {k: {"moves": v[0], "weak": v[1], "strong": v[2]}
                   for k, v in sorted(by_ply.items(), key=lambda kv: int(kv[0].split("-")[0]))},
        "review_seconds_per_episode": sum(r.seconds for r in reviews) / max(1, len(reviews)),
    }
    if agent is not None:
        out["agent"] = {"name": agent, "opponent_mistakes_punished": punished, "opponent_mistakes_missed": missed}
    return out


_STYLE = """body{font-family:sans-serif;margin:1.5em;color:#222}
table.board{border-collapse:collapse;background:#1f4e9c;margin:.3em 0}
table.board td{width:22px;height:22px;border-radius:50%;border:3px solid #1f4e9c;background:#fff}
table.board td.p1{background:#e8c21a}table.board td.p2{background:#d0312d}
table.board td.last{box-shadow:0 0 0 2px #000 inset}
table.scores td{width:28px;text-align:center;font-size:12px;padding:0 0 2px 0}
td.best{font-weight:bold}td.played{text-decoration:underline}
.move{display:inline-block;vertical-align:top;margin:.4em 1em .8em 0;padding:.3em;border:1px solid #ddd}
.weak{background:#fbd5d5}.strong{background:#fdf0c8}.lost{border:2px solid #b00}
"""


def page_name(review: EpisodeReview) -> str:
    """The file name of ``review``'s page: the episode's name and its two agents, as a file name."""
    stem = os.path.splitext(os.path.basename(review.name))[0]
    return "-".join(re.sub(r"[^A-Za-z0-9._-]+", "_", part).strip("_")[:40] or "agent"
                    for part in (stem, review.agents[0], "vs", review.agents[1])) + ".html"


def render_index(reviews: list[EpisodeReview], title: str) -> str:
    """A static HTML page listing ``reviews``: each episode's players, result, mistakes and the
    move that lost it, linked to its page (:func:`page_name`)."""
    esc = html.escape
    rows = []
    for r in reviews:
        lost = r.moves[r.losing] if r.losing is not None else None
        lost_by = (f"{esc(r.agents[lost.seat])}: move {r.losing + 1}, column {lost.column + 1}" if lost is not None
                   else "lost from the start" if r.lost_from_start() else "-")
        rows.append(f"<tr><td><a href='{esc(page_name(r))}'>{esc(r.name)}</a></td><td>{esc(r.agents[0])}</td>"
                    f"<td>{esc(r.agents[1])}</td><td>{esc(r.result())}</td>"
                    f"<td>{'/'.join(map(str, r.mistakes(0)))}</td><td>{'/'.join(map(str, r.mistakes(1)))}</td>"
                    f"<td>{lost_by}</td></tr>")
    return (f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{esc(title)}</title><style>{_STYLE}"
            "table.index td,table.index th{padding:.2em .8em;text-align:left}</style></head><body>"
            f"<h1>{esc(title)}</h1><p>Every move scored by the exact solver; mistakes weak/strong (weak: a win "
            "or a draw thrown away).</p><table class='index'><tr><th>episode</th><th>first (yellow)</th>"
            "<th>second (red)</th><th>result</th><th>mistakes 1st</th><th>mistakes 2nd</th><th>lost by</th></tr>"
            + "".join(rows) + "</table></body></html>")


def render_html(review: EpisodeReview) -> str:
    """A static HTML page of a reviewed episode: per move the board after it, every column's score
    for the mover before it (best in bold, the played one underlined), mistakes coloured, the
    losing move framed."""
    rows, columns, inarow = review.board
    cells = [[0] * columns for _ in range(rows)]
    heights = [0] * columns
    esc = html.escape
    lost = ""
    if review.losing is not None:
        loser = review.moves[review.losing]
        lost = (f"<strong><a href='#move-{review.losing + 1}'>The game was lost by move {review.losing + 1} "
                f"({esc(review.agents[loser.seat])}, column {loser.column + 1}).</a></strong> ")
    elif review.lost_from_start():
        lost = "The loser was lost before its first move: no move of its lost the game. "
    link = board_link(move_string([m.column for m in review.moves]), review.board)
    parts = [f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{esc(review.name)}</title>"
             f"<style>{_STYLE}</style></head><body>",
             f"<h1>{esc(review.agents[0])} (first, yellow) vs {esc(review.agents[1])} (second, red): "
             f"{review.result()}</h1>",
             f"<p><a id='board-link' href='{esc(link)}'>Step through it in the analysis board</a> "
             "(run <code>connectx board</code> first).</p>",
             f"<p>{rows}x{columns}, {inarow} in a row; {len(review.moves)} moves. Mistakes (weak/strong): "
             f"first {'/'.join(map(str, review.mistakes(0)))}, second {'/'.join(map(str, review.mistakes(1)))}. "
             f"{lost}Scores: positive the mover wins (the sooner, the larger), 0 a draw, negative a loss; "
             "? not settled in the budget; weak: win/draw/loss only.</p>"]
    for i, m in enumerate(review.moves):
        row = rows - 1 - heights[m.column]
        heights[m.column] += 1
        cells[row][m.column] = m.seat + 1
        classes = ["move", m.verdict if m.verdict in ("weak", "strong") else ""]
        classes += ["lost"] if i == review.losing else []
        board = "".join("<tr>" + "".join(
            f"<td class='{'p' + str(v) if v else ''}{' last' if (r, c) == (row, m.column) else ''}'></td>"
            for c, v in enumerate(line)) + "</tr>" for r, line in enumerate(cells))
        if m.scores is None:
            scores = "<tr>" + "".join("<td>?</td>" for _ in range(columns)) + "</tr>"
        else:
            scores = "<tr>" + "".join(
                "<td class='{}{}'>{}</td>".format("best" if s is not None and s == m.best else "",
                                                  " played" if c == m.column else "", "" if s is None else s)
                for c, s in enumerate(m.scores)) + "</tr>"
        if m.scores is None and m.verdict != "?":  # judged by the line's win/draw/loss alone
            verdict = "weak mistake" if m.verdict == "weak" else "no weak mistake"
            verdict += " (the line's win/draw/loss)"
        else:
            verdict = {"weak": "weak mistake", "strong": "strong mistake", "ok": "best", "?": "unscored"}[m.verdict]
            verdict += " (win/draw/loss)" if m.weak and m.scores is not None else ""
        facts = [f"{i + 1}. {esc(review.agents[m.seat])}: column {m.column + 1}", verdict]
        if m.seconds is not None:
            facts.append(f"{m.seconds:.2f} s")
        if m.bank is not None:
            facts.append(f"bank {m.bank:.1f} s")
        parts.append(f"<div id='move-{i + 1}' class='{' '.join(c for c in classes if c)}' data-ply='{m.ply}' "
                     f"data-verdict='{m.verdict}'>"
                     f"<div>{'<br>'.join(facts)}</div><table class='scores'>{scores}</table>"
                     f"<table class='board'>{board}</table></div>")
    parts.append("</body></html>")
    return "\n".join(parts)
