"""``connectx submit``: validate, then upload with the Kaggle CLI (:mod:`packager.submit`)."""

from __future__ import annotations

import argparse
import sys

from cli import options
from cli.validate import validate_file


def add_parser(sub) -> None:
    """Register the command on the CLI's subparsers."""
    p = sub.add_parser("submit", help="validate, then upload with the Kaggle CLI")
    p.add_argument("file")
    p.add_argument("-m", "--message", required=True, help="the submission's description on Kaggle")
    p.add_argument("--dry-run", action="store_true", help="print what would be sent")
    p.add_argument("--no-validate", action="store_true", help="upload without playing the validation games")
    options.validation_options(p)
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from packager.submit import credential_source, submit

    if not args.dry_run:
        credential_source()  # fail before the validation games when there is nothing to submit with
    if not args.no_validate and validate_file(args.file, None, None, args) != 0:
        print("connectx: not submitted: the file did not validate", file=sys.stderr)
        return 1
    print(submit(args.file, args.message, dry_run=args.dry_run))
    return 0

