"""The ``connectx`` command line: one module of :mod:`cli` per command, each with its parser
(``add_parser``) and its ``run``; bad input ends in one line and exit code 2."""

from __future__ import annotations

import argparse
import sqlite3
import sys

from cli import (
    bench,
    book,
    book_all,
    book_defence,
    episodes,
    export,
    label,
    ladder,
    move,
    package,
    play,
    review,
    solve,
    submit,
    train,
    validate,
)
from distributed.cluster import ClusterError
from ladder.kaggle_episodes import KaggleCLIError
from ladder.store import StoreError
from packager.submit import SubmitError

COMMANDS = (play, ladder, review, episodes, train, label, book, book_all, book_defence, export, move, solve,
            package, validate, submit, bench)
"""The commands, in the order ``connectx -h`` lists them."""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="connectx", description="Kaggle ConnectX submission builder.")
    sub = parser.add_subparsers(dest="command", required=True)
    for command in COMMANDS:
        command.add_parser(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return args.func(args)
    except (ValueError, FileNotFoundError, FileExistsError, StoreError, SubmitError, ClusterError,
            KaggleCLIError) as e:
        print(f"connectx: error: {e}", file=sys.stderr)
        return 2
    except OSError as e:  # a path the user gave: missing, read-only, a folder, a full disk
        where = f"{e.filename}: " if e.filename else ""
        print(f"connectx: error: {where}{e.strerror or e}", file=sys.stderr)
        return 2
    except sqlite3.Error as e:
        print(f"connectx: error: a SQLite store failed: {e}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
