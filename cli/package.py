"""``connectx package``: a single-file ``main.py`` built, then validated (:mod:`packager`)."""

from __future__ import annotations

import argparse
import os
import sys

from cli import options
from cli.validate import validate_file
from durable.files import atomic_path, check_output


def add_parser(sub) -> None:
    """Register the command on the CLI's subparsers."""
    p = sub.add_parser("package", help="build a single-file main.py (then validate it)",
                       description="Build a Kaggle submission from a checkpoint (network + PUCT) or a "
                                   "named player, then validate it through kaggle-environments.")
    p.add_argument("checkpoint", nargs="?", help="a checkpoint from connectx train")
    p.add_argument("--player", help="a player spec instead, e.g. minimax:depth=6 or td-linear:weights=W.npz "
                   "(weights files are embedded)")
    p.add_argument("--out", required=True, help="the main.py to write")
    p.add_argument("--backend", choices=["numpy", "onnxruntime"], default="numpy",
                   help="onnxruntime embeds an ONNX model too and falls back to numpy")
    p.add_argument("--quantize", choices=["uint16", "fp16", "int8", "none"], default="uint16",
                   help="weight encoding (uint16 with a per-tensor range: as small as fp16, more exact)")
    p.add_argument("--recipe", choices=["shipped", "plain"], default="shipped",
                   help="the defaults of --search and --overage-share for a CHECKPOINT: shipped (the shipped "
                        "file's: the opening book installed with connectx where the network plays 6x7, the "
                        "exact solver from ply 6, a fifth of the overage bank) or plain (PUCT, the solver "
                        "from ply 14, no book, no overage)")
    p.add_argument("--search", default=None,
                   help="the alphazero player's parameters, instead of the recipe's (e.g. simulations=none,"
                        "solver_ply=14: search as long as the clock allows, from ply 14 first try the exact "
                        "solver; book=PATH embeds an opening book, book=shipped the installed one)")
    p.add_argument("--overage-share", type=float, default=None,
                   help="share of Kaggle's overage bank (above a 10 s reserve) added to each move's time, "
                        "in [0, 1), instead of the recipe's (--player: default 0, the file never draws on "
                        "the bank)")
    p.add_argument("--other-boards", default=None, metavar="CHECKPOINT",
                   help="a second network for the boards the first does not fit, e.g. a --boards mixture's "
                        "beside a 6x7 network (6x7 keeps its own)")
    p.add_argument("--no-validate", action="store_true", help="write the file without playing its validation games")
    options.validation_options(p)
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from agents.kaggle import TimeControl
    from packager.build import built_by_connectx, player_build, write
    from packager.recipe import RECIPES

    if (args.checkpoint is None) == (args.player is None):
        raise ValueError("give a CHECKPOINT or --player SPEC (one of the two)")
    inputs = [args.checkpoint, args.other_boards, *_spec_paths(args.player)]
    check_output(args.out, inputs, built_by_connectx, "a main.py built by connectx")
    recipe = RECIPES[args.recipe]
    overage_share = args.overage_share
    if args.player is not None:
        if args.other_boards is not None:
            raise ValueError("--other-boards adds a second network to a CHECKPOINT's file, not to --player")
        overage_share = 0.0 if overage_share is None else overage_share
        TimeControl(overage_share=overage_share)  # raises on a share out of range
        build = player_build(args.player, args.quantize, overage_share)
    else:
        from packager.network import checkpoint_build

        overage_share = recipe.overage_share if overage_share is None else overage_share
        TimeControl(overage_share=overage_share)
        build, _ = checkpoint_build(args.checkpoint, recipe.search if args.search is None else args.search,
                                    args.quantize, args.backend, overage_share, args.other_boards)
    try:
        with atomic_path(args.out, suffix=".py") as beside:  # replaces --out only once the new file validated
            size = write(build, beside)
            print(f"{args.out} ({size / 2**20:.2f} MB): {build.title}", flush=True)
            quantize = args.quantize if args.checkpoint else None
            if not args.no_validate and validate_file(beside, args.checkpoint, quantize, args, args.out,
                                                      args.other_boards) != 0:
                raise _NotValid
    except _NotValid:
        print(f"connectx: {args.out} not written (left as it was): the new file did not validate", file=sys.stderr)
        return 1
    return 0


def _spec_paths(spec: str | None) -> list[str]:
    """The files a player spec names (``NAME:key=PATH,...``): its values that are paths."""
    if not spec:
        return []
    values = [part.partition("=")[2] for part in spec.partition(":")[2].split(",")]
    return [value for value in values if value and os.path.exists(value)]


class _NotValid(Exception):
    """A packaged file failed validation (reported already)."""

