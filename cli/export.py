"""``connectx export``: a checkpoint as the numpy weights the alphazero player loads (:mod:`training.nets.export`)."""

from __future__ import annotations

import argparse


def add_parser(sub) -> None:
    """Register the command on the CLI's subparsers."""
    p = sub.add_parser("export", help="checkpoint -> numpy weights (.npz) for the alphazero player")
    p.add_argument("checkpoint")
    p.add_argument("--out", required=True, help="the .npz to write")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from training.nets.export import export_checkpoint

    export_checkpoint(args.checkpoint, args.out)
    print(f"wrote {args.out}: use it as the player 'alphazero:weights={args.out}'")
    return 0

