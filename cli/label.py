"""``connectx label``: positions from diverse games, every column scored by the exact solver
(:mod:`training.exact.labels`)."""

from __future__ import annotations

import argparse
import json
import sys

from cli import options


def add_parser(sub) -> None:
    """Register the command on the CLI's subparsers."""
    p = sub.add_parser("label", help="positions from diverse games, every column scored by the exact solver",
                       description="Play games (sides drawn from --players) and store every position from "
                                   "--min-ply on with each column's exact score, in SQLite; resumable.")
    p.add_argument("--out", required=True, help="the label store (SQLite), created or extended")
    p.add_argument("--games", type=int, default=None,
                   help="games the store should hold (a killed run given the same number ends with exactly it)")
    p.add_argument("--seconds", type=float, default=None, help="stop starting games after this long")
    p.add_argument("--workers", type=int, default=1, help="processes, each with its own solver table")
    p.add_argument("--min-ply", type=int, default=8, help="first ply labelled")
    options.board_args(p)
    p.add_argument("--players", nargs="+", default=None,
                   help="side specs, e.g. perfect:noise=0.2 greedy minimax:depth=3 (default: a mix)")
    options.worker_table_arg(p)
    p.add_argument("--seed", type=int, default=0, help="seeds the games")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from training.exact.labels import LabelConfig, label

    settings = {"rows": args.rows, "columns": args.columns, "inarow": args.inarow, "min_ply": args.min_ply,
               "seed": args.seed}
    if args.table_size is not None:
        settings["table_size"] = args.table_size
    if args.players:
        settings["players"] = tuple(args.players)
    summary = label(LabelConfig(**settings), args.out, games=args.games, seconds=args.seconds,
                    workers=args.workers, progress=lambda line: print(line, file=sys.stderr))
    for row in summary["rate_by_ply"]:
        rate = "-" if row["per_hour"] is None else f"{row['per_hour']:,.0f}"
        print(f"plies {row['plies']:>6}: {row['positions']:>7} positions, {rate} per hour per worker")
    print(json.dumps(summary))
    return 0

