"""``connectx book``: the first player's opening book (:mod:`training.exact.book_builder`)."""

from __future__ import annotations

import argparse
import json
import sys

from cli import options


def add_parser(sub) -> None:
    """Register the command on the CLI's subparsers."""
    p = sub.add_parser("book", help="the first player's opening book, every move proved by the exact solver",
                       description="For every position the first player reaches within --depth plies (its "
                                   "moves from the book, the opponent's any), one move that keeps the game won; "
                                   "the run folder keeps every solve, so a killed run resumes.")
    p.add_argument("--out", required=True, help="the run folder (solves.tsv, p.bin)")
    p.add_argument("--depth", type=int, default=8, help="the last (even) ply at which the book moves")
    p.add_argument("--verify-from", type=int, default=4,
                   help="from this ply on, each candidate move is checked by a solve before its subtree is built")
    options.network_priors_arg(p)
    p.add_argument("--extend", default=None,
                   help="a book whose moves are tried first (a shallower book of this command, to go deeper)")
    p.add_argument("--workers", type=int, default=1, help="solver processes, each with its own table")
    options.worker_table_arg(p)
    options.board_args(p)
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from agents.book import OpeningBook
    from training.exact.book_builder import BookConfig, book_first, build_book

    settings = {"rows": args.rows, "columns": args.columns, "inarow": args.inarow, "depth": args.depth,
               "verify_from": args.verify_from}
    if args.table_size is not None:
        settings["table_size"] = args.table_size
    priors = options.priors(args.network)
    if args.extend:
        priors = book_first(OpeningBook.load(args.extend), priors)
    summary = build_book(BookConfig(**settings), args.out, priors, args.workers,
                         progress=lambda line: print(line, file=sys.stderr))
    print(f"{args.out}/book.bin: {summary['entries']} positions to ply {summary['depth']}, {summary['bytes']} bytes; "
          f"{summary['new_solves']} new solves ({summary['solve_seconds']:.0f} s of solver time), "
          f"{summary['passes']} passes, {summary['seconds']:.0f} s")
    print(json.dumps(summary))
    return 0

