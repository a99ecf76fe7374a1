"""``connectx play``: one game through kaggle-environments with Kaggle's rules."""

from __future__ import annotations

import argparse
import statistics

from agents.board import move_string
from agents.players import PLAYERS
from cli import options


def add_parser(sub) -> None:
    """Register the command on the CLI's subparsers."""
    p = sub.add_parser("play", help="one game through kaggle-environments",
                       description="Play one game through kaggle-environments with Kaggle's rules. "
                                   f"A and B: player specs (names: {', '.join(PLAYERS)}; e.g. "
                                   "'mcts:simulations=2000'), paths to a main.py, or 'negamax'.")
    p.add_argument("a", help="first player (mark 1)")
    p.add_argument("b", help="second player (mark 2)")
    options.board_args(p)
    p.add_argument("--act-timeout", "--actTimeout", dest="act_timeout", type=float, default=2.0,
                   help="seconds per move before the overage bank is drawn on (Kaggle: 2)")
    p.add_argument("--seed", type=int, default=0, help="seeds the players (A: seed, B: seed + 1)")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from ladder.episode import play_episode

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

