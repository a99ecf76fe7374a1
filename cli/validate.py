"""``connectx validate``: a ``main.py`` judged as Kaggle would (:mod:`packager.validate`)."""

from __future__ import annotations

import argparse
import json

from cli import options


def add_parser(sub) -> None:
    """Register the command on the CLI's subparsers."""
    p = sub.add_parser("validate", help="judge a main.py as Kaggle would")
    p.add_argument("file")
    p.add_argument("--checkpoint", help="the checkpoint it was built from (adds the parity check)")
    p.add_argument("--other-boards", default=None, metavar="CHECKPOINT",
                   help="the second network's checkpoint (the parity check for it too)")
    p.add_argument("--quantize", choices=["fp16", "int8", "uint16", "none"], default=None,
                   help="the build's weight encoding (sets the parity limit)")
    options.validation_options(p)
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    return validate_file(args.file, args.checkpoint, args.quantize, args, other_boards=args.other_boards)


def validate_file(path: str, checkpoint: str | None, quantize: str | None, args: argparse.Namespace,
              shown: str | None = None, other_boards: str | None = None) -> int:
    """Validate ``path`` (named ``shown`` in the report), print the report; 0 when valid, else 1."""
    from packager.validate import validate
    from training.nets.checkpoint import load_checkpoint

    for given in (checkpoint, other_boards):  # a bad checkpoint refused before the games, not after
        if given is not None:
            load_checkpoint(given)
    report = validate(path, checkpoint, quantize, games=args.games, act_timeout=args.act_timeout,
                      slow_cpu=not args.no_slow_cpu, other_boards=other_boards)
    report.path = shown or path
    print(report.text())
    print(json.dumps({"valid": report.ok, **report.figures}))
    return 0 if report.ok else 1

