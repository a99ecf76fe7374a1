"""A game between you and an agent in the terminal: the agent under Kaggle's rules and clock
(kaggle-environments' ``train`` interface, you the trainer's side), your columns typed one a
move, every column's exact score before each of your moves where asked, and the game reviewed
by the exact solver at its end."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from agents.board import MOVE_DIGITS, Position, geometry
from ladder.episode import make_env, resolve_agent

HUMAN = "human"
"""The name that stands for you in ``connectx play``."""


def play_human(opponent: str, human_seat: int, read: Callable[[str], str], write: Callable[[str], None],
               rows: int = 6, columns: int = 7, inarow: int = 4, act_timeout: float = 2.0, seed: int = 0,
               hints: Any = None) -> dict[str, Any] | None:
    """Play ``opponent`` (a player spec or a submission file) with you in seat ``human_seat`` (0:
    first, mark 1); ``read(prompt)`` gives your answer (a column, 1-based; ``q`` leaves),
    ``write(text)`` shows the board and the game. ``hints``: a :class:`ladder.review.Reviewer`
    whose scores of every column are shown before each of your moves (positive: you win, the
    sooner the larger; 0 a draw; negative: you lose; ``?`` not settled in its budget), or None.

    Returns:
        The finished game as kaggle-environments writes it (``env.toJSON()``), or None when you
        left it (``q``, or the end of your input).

    Raises:
        ValueError: a bad spec or board, or a seat other than 0 or 1.
        FileNotFoundError: a submission file that does not exist.
    """
    if human_seat not in (0, 1):
        raise ValueError(f"your seat is 0 (first) or 1 (second), got {human_seat}")
    geo = geometry(rows, columns, inarow)
    env = make_env(rows, columns, inarow, act_timeout)
    agent = resolve_agent(opponent, seed)
    trainer = env.train([None, agent] if human_seat == 0 else [agent, None])
    observation = trainer.reset()
    position = _follow(Position(geo), observation["board"])
    while not env.done:
        write(_board(position, human_seat))
        if hints is not None:
            write(_hints(hints, position))
        column = _ask(position, read, write)
        if column is None:
            write("game left unfinished")
            return None
        observation, _, _, _ = trainer.step(column)
        position = _follow(position.child(column), observation["board"])
    write(_board(position, human_seat))
    statuses = [state["status"] for state in env.state]
    rewards = [state["reward"] for state in env.state]
    mine, theirs = rewards[human_seat], rewards[1 - human_seat]
    if statuses[1 - human_seat] != "DONE":
        write(f"{opponent} lost by {statuses[1 - human_seat]}")
    write("you win" if (mine or 0) > (theirs or 0) else "you lose" if (mine or 0) < (theirs or 0) else "a draw")
    return env.toJSON()


def _follow(position: Position, board: list[int]) -> Position:
    """``position`` with the agent's reply played, found as the child whose board is ``board``
    (``position`` itself where nothing was played: your move ended the game, or the agent's turn
    has not come)."""
    if position.to_kaggle_board() == list(board):
        return position
    for column in position.legal_moves():
        child = position.child(column)
        if child.to_kaggle_board() == list(board):
            return child
    raise ValueError("the environment's board follows from no move of this position")


def _board(position: Position, human_seat: int) -> str:
    """The board, your stones named (``X`` mark 1, ``O`` mark 2)."""
    yours = "XO"[human_seat]
    return f"{position.render()}\n(you: {yours})"


def _hints(reviewer: Any, position: Position) -> str:
    """Every column's score for you, from the solver within its budget, else the book's
    win/draw/loss, else ``?``."""
    scores = reviewer.scores(position, weak=False)
    weak = scores is None
    if weak:
        scores = reviewer.book_scores(position)
    cells = []
    for column in range(position.geo.columns):
        score = None if scores is None else scores[column]
        if not position.can_play(column):
            cells.append("full")
        elif score is None:
            cells.append("?")
        else:
            cells.append({1: "win", 0: "draw", -1: "loss"}[score] if weak else f"{score:+d}")
    return "scores: " + "  ".join(f"{MOVE_DIGITS[c]}:{cell}" for c, cell in enumerate(cells))


def _ask(position: Position, read: Callable[[str], str], write: Callable[[str], None]) -> int | None:
    """Your column (0-based), asked until it is a legal one; None when you leave."""
    top = MOVE_DIGITS[position.geo.columns - 1]
    while True:
        try:
            answer = read(f"your move (1-{top}, q leaves): ").strip().lower()
        except EOFError:
            return None
        if answer in ("q", "quit", "exit"):
            return None
        column = MOVE_DIGITS.find(answer) if len(answer) == 1 else -1
        if 0 <= column < position.geo.columns and position.can_play(column):
            return column
        write(f"column {answer!r} is full or not on the board: one of "
              + " ".join(MOVE_DIGITS[c] for c in position.legal_moves()))
