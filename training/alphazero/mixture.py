"""Self-play over a mixture of board sizes (:mod:`training.alphazero.boards`) for one padded
network: every board's games in flight together
(:func:`training.alphazero.selfplay.flight.self_play_starts`).
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from agents.board import Position, geometry
from training.alphazero.boards import Board, assign, board_name
from training.alphazero.selfplay.config import SelfPlayConfig
from training.alphazero.selfplay.flight import GamesInFlight, SelfPlayStats, self_play_starts
from training.alphazero.selfplay.network import LeafEvaluator
from training.alphazero.selfplay.records import GameRecord


def self_play_boards(evaluator: LeafEvaluator, games: int, config: SelfPlayConfig, boards: tuple[Board, ...],
                     first: int, rng: np.random.Generator, pad_to: tuple[int, int] | None = None,
                     seconds: float | None = None, finished: Callable[[list[GameRecord]], None] | None = None
                     ) -> tuple[list[GameRecord], SelfPlayStats]:
    """Self-play games ``first .. first + games - 1`` of a run over ``boards``, every board's games
    in flight together (:func:`training.alphazero.selfplay.flight.self_play_starts`: the largest board's games begin
    first and a freed slot goes to the largest board with games left, each step's leaves of all
    boards in one network call per pipeline half).

    Args:
        pad_to: the network's frame (None: an unpadded network, one board).
        seconds: stop after this many seconds of wall time (benchmarks).
        finished: called with each step's finished games as they end (as in
            :func:`training.alphazero.selfplay.flight.self_play`).

    Returns:
        The records, in the order the games ended, and the work summed over the boards.
    """
    plan = [(Position(geometry(*board[:3])), int(n)) for board, n in zip(boards, assign(boards, first, games),
                                                                           strict=True)]
    return self_play_starts(evaluator, plan, config, rng, pad_to, seconds, finished)


class MixtureGames:
    """A run's self-play games over its boards, a call at a time: each call's games played to
    their end (:func:`self_play_boards`), or, with ``selfplay.carry_over`` on one board, one
    :class:`training.alphazero.selfplay.flight.GamesInFlight` whose games go on from one call to the next
    (seeded by the first call's ``seed``; a call with ``seconds``, a benchmark's, plays its own).

    Args:
        selfplay: search and play settings; boards: the mixture (one board: one entry);
        pad_to: the network's frame for a padded network, else None.
    """

    def __init__(self, selfplay: SelfPlayConfig, boards: tuple[Board, ...], pad_to: tuple[int, int] | None):
        self.selfplay, self.boards, self.pad_to = selfplay, boards, pad_to
        self.flight: GamesInFlight | None = None

    def play(self, evaluator: LeafEvaluator, games: int, first: int, seed: list[int], seconds: float | None = None,
             finished: Callable[[list[GameRecord]], None] | None = None) -> tuple[list[GameRecord], SelfPlayStats]:
        """The next ``games`` games (the run's ``first ..``, played with ``seed``, where they do not
        carry over), with ``evaluator``; ``seconds`` and ``finished`` as :func:`self_play_boards`."""
        if not (self.selfplay.carry_over and len(self.boards) == 1 and seconds is None):
            return self_play_boards(evaluator, games, self.selfplay, self.boards, first, np.random.default_rng(seed),
                                    self.pad_to, seconds, finished)
        if self.flight is None:
            start = Position(geometry(*self.boards[0][:3]))
            self.flight = GamesInFlight([(start, games)], self.selfplay, np.random.default_rng(seed), self.pad_to,
                                        carry_over=True)
        return self.flight.play(evaluator, games, finished=finished)

    def drop(self) -> None:
        """Drop the games in flight (the run stops)."""
        self.flight = None


def board_metrics(records: list[GameRecord]) -> dict[str, float]:
    """Per board of the records: ``games_RxCxK``, ``length_RxCxK`` (mean plies) and
    ``first_score_RxCxK`` (the first player's mean score: 1 win, 0.5 draw, 0 loss)."""
    out: dict[str, float] = {}
    for name in sorted({board_name(r.board) for r in records}):
        mine = [r for r in records if board_name(r.board) == name]
        out[f"games_{name}"] = len(mine)
        out[f"length_{name}"] = float(np.mean([len(r.moves) for r in mine]))
        out[f"first_score_{name}"] = float(np.mean([(r.result + 1) / 2 for r in mine]))
    return out
