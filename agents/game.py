"""The in-process game loop: two players, no kaggle-environments, no clock rules.

For training-time data, evaluations and benchmarks; the ladder plays real episodes
(:mod:`ladder.episode`).
"""

from __future__ import annotations

from agents.board import Position


def play_game(first, second, start: Position | None = None, seconds: float | None = None) -> tuple[int, list[int]]:
    """Play a game between two players in-process.

    Args:
        first, second: players (anything with ``choose``) for mark 1 and mark 2.
        start: the position to play from (default: the empty 6x7 board); left unchanged.
        seconds: the time per move each ``choose`` is given (None: the players' own limits).

    Returns:
        ``(winner mark, 0 for a draw; the moves played from start)``.

    Raises:
        ValueError: a player returned an illegal move.
    """
    pos = (start or Position()).copy()
    moves: list[int] = []
    while True:
        if pos.mask == pos.geo.board_mask:
            return 0, moves
        player = first if pos.mark == 1 else second
        col = player.choose(pos, seconds)
        if not (isinstance(col, int) and 0 <= col < pos.geo.columns and pos.can_play(col)):
            raise ValueError(f"{type(player).__name__} chose {col!r}, not a legal move, at {pos.render()}")
        won = pos.is_winning_move(col)
        mark = pos.mark
        pos.play(col)
        moves.append(col)
        if won:
            return mark, moves
