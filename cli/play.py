"""``connectx play``: one game through kaggle-environments with Kaggle's rules."""

from __future__ import annotations

import argparse
import statistics
from typing import Any

from agents.board import move_string
from agents.players import PLAYERS
from cli import options
from packager.recipe import review_book


def add_parser(sub) -> None:
    """Register the command on the CLI's subparsers."""
    p = sub.add_parser("play", help="one game through kaggle-environments",
                       description="Play one game through kaggle-environments with Kaggle's rules. "
                                   f"A and B: player specs (names: {', '.join(PLAYERS)}; e.g. "
                                   "'mcts:simulations=2000'), paths to a main.py, 'negamax', or 'human': "
                                   "you, in the terminal, a column typed a move; the game is reviewed by "
                                   "the exact solver at its end.")
    p.add_argument("a", help="first player (mark 1)")
    p.add_argument("b", help="second player (mark 2)")
    p.add_argument("--hints", action="store_true",
                   help="against 'human': every column's exact score before each of your moves")
    options.review_book_arg(p, "shipped")
    options.board_args(p)
    p.add_argument("--act-timeout", "--actTimeout", dest="act_timeout", type=float, default=2.0,
                   help="seconds per move before the overage bank is drawn on (Kaggle: 2)")
    p.add_argument("--seed", type=int, default=0, help="seeds the players (A: seed, B: seed + 1)")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from ladder.episode import play_episode
    from ladder.human import HUMAN

    if HUMAN in (args.a, args.b):
        return _play_human(args)

    result = play_episode(args.a, args.b, rows=args.rows, columns=args.columns, inarow=args.inarow,
                          act_timeout=args.act_timeout, seed=args.seed)
    print(result.env.render(mode="ansi"))
    print(f"moves: {move_string(result.moves)}")
    for seat, spec in enumerate(result.agents):
        times = result.move_seconds[seat]
        timing = (f"max {max(times):.3f} s, mean {statistics.fmean(times):.3f} s over {len(times)} moves"
                  if times else "no moves")
        print(f"mark {seat + 1} {spec}: {result.statuses[seat]}, reward {result.rewards[seat]}; {timing}")
    if result.score == 1.0:
        print(f"result: {result.agents[0]} (mark 1) wins")
    elif result.score == 0.0:
        print(f"result: {result.agents[1]} (mark 2) wins")
    else:
        print("result: draw")
    return 0


def _play_human(args: argparse.Namespace) -> int:
    """You against the other player, in the terminal; the game reviewed at its end."""
    from rich.console import Console

    from ladder.human import HUMAN, play_human
    from ladder.review import Reviewer, print_reviews

    if args.a == args.b == HUMAN:
        raise ValueError("one of the two players is you ('human'), the other a player or a file")
    seat = 0 if args.a == HUMAN else 1
    opponent = args.b if seat == 0 else args.a
    six_by_seven = (args.rows, args.columns, args.inarow) == (6, 7, 4)
    reviewer = Reviewer(**review_book(args.book if six_by_seven else "none"))
    console = Console(highlight=False)
    game = play_human(opponent, seat, input, lambda text: console.print(_coloured(text)), args.rows, args.columns,
                      args.inarow, args.act_timeout, args.seed, reviewer if args.hints else None)
    if game is None:
        return 0
    names = ["you", opponent] if seat == 0 else [opponent, "you"]
    review = reviewer.review(game, "your game", names, None)
    print_reviews([review], Console(width=120))
    for i, m in enumerate(review.moves):
        verdict = {"weak": "weak mistake", "strong": "strong mistake", "ok": "best", "?": "unscored"}[m.verdict]
        print(f"{i + 1}. {names[m.seat]}: column {m.column + 1} ({verdict})"
              + ("  <- the move that lost the game" if i == review.losing else ""))
    return 0


def _coloured(text: str) -> Any:
    """``text`` with the board's stones in Kaggle's colours where the terminal shows them (``X``
    yellow, ``O`` red), as plain text elsewhere."""
    from rich.text import Text

    out = Text(text)
    for i, char in enumerate(text):
        if char in "XO" and (i == 0 or text[i - 1] in " \n") and (i + 1 == len(text) or text[i + 1] in " \n)"):
            out.stylize("bold yellow" if char == "X" else "bold red", i, i + 1)
    return out
