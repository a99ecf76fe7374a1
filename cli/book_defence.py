"""``connectx book-defence``: the longest defence in the opening (:mod:`training.exact.defence_book`)."""

from __future__ import annotations

import argparse
import json
import sys

from cli import options


def add_parser(sub) -> None:
    """Register the command on the CLI's subparsers."""
    p = sub.add_parser("book-defence", help="the longest defence on a winning first player's lines: "
                                            "one move per lost position, by the exact solver",
                       description="Walks the first player's winning lines to --depth (every winning "
                                   "column, from --solve-from; before it, --base's move) and gives each lost "
                                   "second-player position on them the column that loses latest. Answers "
                                   "are appended to answers.tsv in the run folder, so a killed run resumes; "
                                   "book.bin (merged under --base) is written at the end of each run.")
    p.add_argument("--out", required=True, help="the run folder (answers.tsv, book.bin)")
    p.add_argument("--depth", type=int, default=5, help="the last ply given an entry (the file's compiled "
                   "solver takes over from ply 6)")
    p.add_argument("--base", required=True,
                   help="the book merged in (its entries win), whose moves the first player plays before "
                        "--solve-from")
    p.add_argument("--solve-from", type=int, default=2,
                   help="the first ply at which the first player's winning columns are solved")
    options.network_priors_arg(p)
    p.add_argument("--seconds", type=float, default=None,
                   help="stop walking after this long (the book is written with what is found)")
    options.worker_table_arg(p)
    options.board_args(p)
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from agents.book import OpeningBook
    from training.exact.defence_book import build_defence_book

    priors = options.priors(args.network)
    settings = {} if args.table_size is None else {"table_size": args.table_size}
    summary = build_defence_book(args.out, args.depth, priors, OpeningBook.load(args.base), args.rows, args.columns,
                                 args.inarow, args.solve_from, seconds=args.seconds,
                                 progress=lambda line: print(line, file=sys.stderr, flush=True), **settings)
    print(f"{args.out}/book.bin: {summary['entries']} positions ({summary['new']} longest defences, "
          f"{summary['base_entries']} from the base book), {summary['bytes']} bytes; "
          f"{'complete' if summary['complete'] else 'stopped by --seconds'}; {summary['asked']} solver questions "
          f"({summary['solve_seconds']:.0f} s), {summary['seconds']:.0f} s")
    print(json.dumps(summary))
    return 0

