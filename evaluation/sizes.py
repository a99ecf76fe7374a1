"""Two agents on several board sizes, from random openings, under Kaggle's clock: how one network
for every size (Gupta and Shah 2022, "Reinforcement Learning for ConnectX") compares with another
agent, size by size.

A deterministic agent plays the same game every time from the empty board, so each pair of games
starts from its own random opening of ``opening_plies`` plies (seeded; both seat orders play the
same opening; an opening where the side to move can win at once is drawn again), then each agent
moves as Kaggle asks it (:class:`evaluation.strength.KaggleSide`: ``actTimeout`` per move, the overage
bank charged). Each game gets freshly loaded agents, as each Kaggle episode does.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

from agents.board import Geometry, Position
from agents.game import play_game
from evaluation.figures import OUT, write_figures
from evaluation.strength import KaggleSide
from ladder.episode import load_agent


def random_opening(geo: Geometry, plies: int, rng: random.Random) -> Position:
    """A position after ``plies`` random moves where the game goes on and the side to move cannot
    win at once."""
    while True:
        pos = Position(geo)
        for _ in range(plies):
            col = rng.choice(pos.legal_moves())
            if pos.is_winning_move(col):
                break
            pos.play(col)
        else:
            if not pos.is_terminal() and not any(pos.is_winning_move(c) for c in pos.legal_moves()):
                return pos


class _TimedSide(KaggleSide):
    """:class:`KaggleSide` that also sums its move times."""

    def __init__(self, agent, act_timeout: float, bank: float):
        super().__init__(agent, act_timeout, bank)
        self.seconds, self.moves = 0.0, 0

    def choose(self, pos: Position, seconds: float | None = None) -> int:
        start = time.perf_counter()
        col = super().choose(pos, seconds)
        self.seconds += time.perf_counter() - start
        self.moves += 1
        return col


def size_match(spec_a: str, spec_b: str, geo: Geometry, games: int, opening_plies: int = 2,
               act_timeout: float = 2.0, bank: float = 60.0, seed: int = 0,
               progress: Callable[[str], None] | None = None) -> dict[str, Any]:
    """``games`` games of agent ``a`` against ``b`` on ``geo`` (rounded up to pairs: each opening
    once with ``a`` as mark 1, the first player, once with ``b``; the opening's moves are both
    marks' first moves).

    Returns:
        From ``a``'s side: ``board``, ``games``, ``wins``, ``draws``, ``losses``, ``score`` (1 win,
        0.5 draw), ``first`` and ``second`` (``[wins, draws, losses]`` by ``a``'s seat),
        ``mean_plies``; per agent (``a_`` and ``b_``): ``mean_move_s``, ``max_move_s`` and
        ``max_bank_used_s`` (the most overage one game took, seconds of the ``bank``).

    Raises:
        FileNotFoundError, ValueError: an agent that cannot be loaded; ValueError: an illegal move.
    """
    rng = random.Random(f"{seed}/{geo.rows}x{geo.columns}x{geo.inarow}")
    tally = {"first": [0, 0, 0], "second": [0, 0, 0]}
    plies: list[int] = []
    timing = {"a": [0.0, 0, 0.0, 0.0], "b": [0.0, 0, 0.0, 0.0]}  # seconds, moves, slowest, most bank used
    pairs = (games + 1) // 2
    for pair in range(pairs):
        opening = random_opening(geo, opening_plies, rng)
        for a_first in (True, False):
            g = 2 * pair + (not a_first)
            sides = {"a": _TimedSide(load_agent(spec_a, seed=g), act_timeout, bank),
                     "b": _TimedSide(load_agent(spec_b, seed=g), act_timeout, bank)}
            winner, moves = play_game(*((sides["a"], sides["b"]) if a_first else (sides["b"], sides["a"])), opening)
            result = 1 if winner == 0 else (0 if (winner == 1) == a_first else 2)  # index: win, draw, loss
            tally["first" if a_first else "second"][result] += 1
            plies.append(opening.ply + len(moves))
            for name, side in sides.items():
                t = timing[name]
                t[0], t[1] = t[0] + side.seconds, t[1] + side.moves
                t[2], t[3] = max(t[2], side.slowest), max(t[3], bank - side.bank)
            if progress:
                progress(f"{geo.rows}x{geo.columns}x{geo.inarow} game {g + 1}/{2 * pairs}: a "
                         f"{'first' if a_first else 'second'}, {['win', 'draw', 'loss'][result]} for a")
    wins = tally["first"][0] + tally["second"][0]
    draws = tally["first"][1] + tally["second"][1]
    losses = tally["first"][2] + tally["second"][2]
    out: dict[str, Any] = {"board": f"{geo.rows}x{geo.columns}x{geo.inarow}", "games": 2 * pairs, "wins": wins,
                           "draws": draws, "losses": losses, "score": (wins + 0.5 * draws) / (2 * pairs),
                           "first": tally["first"], "second": tally["second"],
                           "mean_plies": sum(plies) / len(plies)}
    for name, (seconds, moves, slowest, bank_used) in timing.items():
        out.update({f"{name}_mean_move_s": seconds / max(1, moves), f"{name}_max_move_s": slowest,
                    f"{name}_max_bank_used_s": bank_used})
    return out


def bench_sizes(players: tuple[str, ...] | list[str] = (), out_dir: str = OUT,
                boards: str = "5x4x3,6x5x4,5x6x4,7x8x4,8x9x5,10x12x5", games: int = 40, opening_plies: int = 2,
                act_timeout: float = 2.0, bank: float = 60.0, seed: int = 0) -> dict[str, Any]:
    """Two agents on each board of ``boards`` (``RxCxK,...``), ``games`` games a board from random
    openings under Kaggle's clock (:func:`evaluation.sizes.size_match`); the figures are written after
    each board."""
    from training.alphazero.boards import parse_sizes

    if len(players) != 2:
        raise ValueError(f"bench sizes takes two --players, got {len(players)}")
    geos = parse_sizes(boards)
    figures: dict[str, Any] = {"a": players[0], "b": players[1], "games_per_board": games,
                               "opening_plies": opening_plies, "seed": seed, "act_timeout": act_timeout, "bank": bank,
                               "boards": []}
    print(f"a = {players[0]}\nb = {players[1]}\n{'board':>8} {'a W/D/L':>9} {'a first':>8} {'a second':>8} "
          f"{'plies':>6} {'a mean s':>8} {'b mean s':>8} {'a bank':>7} {'b bank':>7}")
    for geo in geos:
        row = size_match(players[0], players[1], geo, games, opening_plies, act_timeout, bank, seed)
        figures["boards"].append(row)
        print(f"{row['board']:>8} {row['wins']:>3}/{row['draws']}/{row['losses']:<3} "
              f"{'/'.join(map(str, row['first'])):>8} {'/'.join(map(str, row['second'])):>8} "
              f"{row['mean_plies']:>6.1f} {row['a_mean_move_s']:>8.3f} {row['b_mean_move_s']:>8.3f} "
              f"{row['a_max_bank_used_s']:>7.1f} {row['b_max_bank_used_s']:>7.1f}", flush=True)
        write_figures("sizes", figures, out_dir, quiet=True)
    write_figures("sizes", figures, out_dir)
    return figures

