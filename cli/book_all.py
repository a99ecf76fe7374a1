"""``connectx book-all``: a book for both sides at chosen plies (:mod:`training.exact.weak_book`)."""

from __future__ import annotations

import argparse
import json
import sys

from cli import options


def add_parser(sub) -> None:
    """Register the command on the CLI's subparsers."""
    p = sub.add_parser("book-all", help="a book for both sides: every position at the given plies, one move "
                                        "of its best win/draw/loss value, by the exact solver",
                       description="Every position at --plies (won or drawn; mirror images once) gets the "
                                   "first column in the network's order that keeps its weak value. Results "
                                   "are appended to weak.tsv in the run folder, so a killed run resumes; "
                                   "book.bin is rewritten after each ply, merged under --base.")
    p.add_argument("--out", required=True, help="the run folder (weak.tsv, book.bin)")
    p.add_argument("--plies", type=int, nargs="+", required=True,
                   help="plies to cover, in this order (ply 6: 7,120 positions, about 4 s each on one core)")
    p.add_argument("--base", default=None,
                   help="a book (e.g. the first player's) merged in; its entries win where both have one")
    options.network_priors_arg(p)
    p.add_argument("--workers", type=int, default=1, help="solver processes, each with its own table")
    p.add_argument("--seconds", type=float, default=None,
                   help="start no new position after this long (the book is written with what is solved)")
    options.worker_table_arg(p)
    options.board_args(p)
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from agents.book import OpeningBook
    from training.exact.weak_book import build_weak_book

    priors = options.priors(args.network)
    base = None if args.base is None else OpeningBook.load(args.base)
    settings = {} if args.table_size is None else {"table_size": args.table_size}
    summary = build_weak_book(args.plies, args.out, priors, args.rows, args.columns, args.inarow, base,
                              args.workers, seconds=args.seconds,
                              progress=lambda line: print(line, file=sys.stderr), **settings)
    covered = ", ".join(f"ply {ply} {done}/{total}" for ply, (done, total) in summary["plies"].items())
    print(f"{args.out}/book.bin: {summary['entries']} positions ({summary['base_entries']} from the base book), "
          f"{summary['bytes']} bytes; solved {covered}; {summary['new']} new "
          f"({summary['solve_seconds']:.0f} s of solver time), {summary['seconds']:.0f} s")
    print(json.dumps(summary))
    return 0

