"""``connectx export``: a checkpoint as the numpy weights the alphazero player loads
(:mod:`training.nets.export`), or an AlphaZero run as its light copy
(:func:`training.alphazero.trainer.write_light_copy`)."""

from __future__ import annotations

import argparse


def add_parser(sub) -> None:
    """Register the command on the CLI's subparsers."""
    p = sub.add_parser("export", help="checkpoint -> numpy weights (.npz) for the alphazero player; "
                                      "--light: an alphazero run -> its light copy")
    p.add_argument("checkpoint", metavar="CHECKPOINT|RUN", help="a checkpoint; with --light, an alphazero run's folder")
    p.add_argument("--out", required=True, help="the .npz to write; with --light, the light copy's folder")
    p.add_argument("--light", action="store_true",
                   help="copy the run without its replay window and Adam's moments, its weights in bfloat16 "
                        "(the gpu preset's run: about 5 MB of 38), to keep where room is short; "
                        "'connectx train alphazero --out FOLDER --resume' goes on from it")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    if args.light:
        from training.alphazero.trainer import write_light_copy

        files = write_light_copy(args.checkpoint, args.out)
        sizes = ", ".join(f"{name} {size / 1e6:.2f} MB" if size >= 10**5 else f"{name} {size / 1e3:.1f} kB"
                          for name, size in files.items())
        print(f"wrote {args.out}: {sizes}; continue the run with "
              f"'connectx train alphazero --out {args.out} --resume' (Adam's moments afresh, an empty replay window)")
        return 0
    from durable.files import check_output
    from training.nets.export import export_checkpoint

    check_output(args.out, [args.checkpoint], _numpy_weights, "numpy weights written by connectx export")
    export_checkpoint(args.checkpoint, args.out)
    print(f"wrote {args.out}: use it as the player 'alphazero:weights={args.out}'")
    return 0


def _numpy_weights(path: str) -> bool:
    """Whether ``path`` is an ``.npz`` of the alphazero player's arrays."""
    from agents.nn import load_arrays

    try:
        return "meta" in load_arrays(path)
    except ValueError:
        return False
