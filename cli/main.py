"""The ``connectx`` command line: one module of :mod:`cli` per command, each with its parser
(``add_parser``) and its ``run``; bad input ends in one line and exit code 2."""

from __future__ import annotations

import argparse
import importlib
import math
import signal
import sqlite3
import sys
from importlib import metadata

from cli.interrupted import EXIT_CODE, interrupted_line

COMMAND_MODULES = ("train", "package", "validate", "ladder", "review", "submit", "play", "board", "move", "episodes",
                   "export", "solve", "label", "book", "book_all", "book_defence", "bench")
"""The commands' modules of :mod:`cli`, in the order ``connectx -h`` lists them: the user's loop
first (train, package, ladder, review, submit, play), then the tools (imported inside
:func:`main`, so that a Ctrl-C while they load is handled as any other)."""


class _DefaultsShown(argparse.HelpFormatter):
    """Help that ends each option's line with its default, where it has a telling one."""

    def _get_help_string(self, action: argparse.Action) -> str:
        text = action.help or ""
        shown = action.default not in (None, False, argparse.SUPPRESS, [], ())
        if shown and action.option_strings and "default" not in text:
            text += " (default: %(default)s)"
        return text


def _show_defaults(parser: argparse.ArgumentParser) -> None:
    """:class:`_DefaultsShown` for ``parser`` and every parser below it."""
    parser.formatter_class = _DefaultsShown
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for child in action.choices.values():
                _show_defaults(child)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="connectx", description="Kaggle ConnectX submission builder: train a "
                                     "network, package it into one main.py, rate it in a ladder, review its "
                                     "games, submit it.")
    parser.add_argument("--version", action="version", version=f"connectx {metadata.version('connectx')}")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for name in COMMAND_MODULES:
        importlib.import_module(f"cli.{name}").add_parser(sub)
    _show_defaults(parser)
    return parser


def _not_finite(args: argparse.Namespace) -> str | None:
    """The first option given a number that is not finite (nan, inf), as ``--name=value``."""
    for name, value in vars(args).items():
        for v in value if isinstance(value, (list, tuple)) else [value]:
            if isinstance(v, float) and not math.isfinite(v):
                return f"--{name.replace('_', '-')}={v}"
    return None


def main(argv: list[str] | None = None) -> int:
    """Run ``connectx ARGV``; its exit code: 0, 1 (a check failed), 2 (bad input, one line), 130
    (Ctrl-C, one line naming what was kept and how to go on). Our own bugs show their traceback."""
    argv = sys.argv[1:] if argv is None else argv
    args = None
    try:
        args = build_parser().parse_args(argv)
        return _run(args)
    except KeyboardInterrupt:
        signal.signal(signal.SIGINT, signal.SIG_IGN)  # the line below, and the clean-up after it, in peace
        kept = "nothing was kept" if args is None else interrupted_line(args, argv)
        print(f"\nconnectx: interrupted: {kept}", file=sys.stderr)
        return EXIT_CODE


def _run(args: argparse.Namespace) -> int:
    """The command ``args`` names, its bad input turned into one line and exit code 2."""
    from distributed.cluster import ClusterError
    from ladder.kaggle_episodes import KaggleCLIError
    from ladder.store import StoreError
    from packager.submit import SubmitError

    bad = _not_finite(args)
    if bad is not None:
        print(f"connectx: error: {bad}: a number must be finite", file=sys.stderr)
        return 2
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
