"""The ``connectx`` command line: ``play`` and ``bench`` (more commands join as they are built)."""

from __future__ import annotations

import argparse
import statistics
import sys

from agents.board import MOVE_DIGITS
from agents.players import PLAYERS


def _cmd_play(args: argparse.Namespace) -> int:
    from ladder.episode import play_episode

    result = play_episode(args.a, args.b, rows=args.rows, columns=args.columns, inarow=args.inarow,
                          act_timeout=args.act_timeout, seed=args.seed)
    print(result.env.render(mode="ansi"))
    print(f"moves: {''.join(MOVE_DIGITS[m] for m in result.moves)}")
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


def _cmd_bench(args: argparse.Namespace) -> int:
    from cli import bench

    if args.what == "board":
        bench.bench_board(args.seconds, args.out)
    else:
        bench.bench_mcts(args.seconds, args.out)
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="connectx", description="Kaggle ConnectX submission builder.")
    sub = parser.add_subparsers(dest="command", required=True)

    play = sub.add_parser("play", help="one game through kaggle-environments",
                          description="Play one game through kaggle-environments with Kaggle's rules. "
                                      f"A and B: player specs (names: {', '.join(PLAYERS)}; e.g. "
                                      "'mcts:simulations=2000'), paths to a main.py, or 'negamax'.")
    play.add_argument("a", help="first player (mark 1)")
    play.add_argument("b", help="second player (mark 2)")
    play.add_argument("--rows", type=int, default=6)
    play.add_argument("--columns", type=int, default=7)
    play.add_argument("--inarow", type=int, default=4)
    play.add_argument("--act-timeout", "--actTimeout", dest="act_timeout", type=float, default=2.0,
                      help="seconds per move before the overage bank is drawn on (Kaggle: 2)")
    play.add_argument("--seed", type=int, default=0, help="seeds the players (A: seed, B: seed + 1)")
    play.set_defaults(func=_cmd_play)

    bench = sub.add_parser("bench", help="speed benchmarks (JSON on the last line)")
    bench.add_argument("what", choices=["board", "mcts"])
    bench.add_argument("--seconds", type=float, default=3.0, help="time per measurement, in seconds")
    bench.add_argument("--out", default="bench-results", help="folder for the JSON figures")
    bench.set_defaults(func=_cmd_bench)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return args.func(args)
    except (ValueError, FileNotFoundError) as e:
        print(f"connectx: error: {e}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
