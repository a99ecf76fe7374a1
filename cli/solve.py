"""``connectx solve``: the exact score of a position (:mod:`agents.solver`)."""

from __future__ import annotations

import argparse
import sys

from cli import options


def add_parser(sub) -> None:
    """Register the command on the CLI's subparsers."""
    p = sub.add_parser("solve", help="the exact score of a position",
                       description="Solve a position given as a move string (1-based columns, e.g. 4453). "
                                   "Scores: positive, the side to move wins (sooner is higher); 0 a draw.")
    p.add_argument("moves", nargs="?", default="", help="the moves from the empty board")
    p.add_argument("--analyze", action="store_true", help="every column's score ('-': full)")
    p.add_argument("--weak", action="store_true", help="only win (1), draw (0) or loss (-1)")
    options.board_args(p)
    p.add_argument("--build", choices=["auto", "numba", "python"], default="auto",
                   help="the solver build (auto: numba when the board fits 64 bits)")
    p.add_argument("--table-size", type=int, default=None,
                   help="transposition table entries (default: the build's)")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from agents.board import Position, geometry
    from agents.solver import DEFAULT_TABLE_SIZE, make_solver

    geo = geometry(args.rows, args.columns, args.inarow)
    position = Position.from_moves(args.moves, geo)
    solver = make_solver(geo, args.build, args.table_size or DEFAULT_TABLE_SIZE)
    if args.analyze:
        scores = solver.analyze(position, weak=args.weak)
        print(" ".join("-" if v is None else str(v) for v in scores))
    else:
        result = solver.solve(position, weak=args.weak)
        print(result.score)
        print(f"{result.nodes} nodes in {result.seconds:.3f} s", file=sys.stderr)
    return 0

