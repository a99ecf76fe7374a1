"""What a command says when Ctrl-C stops it: one line naming what was kept and the command that
continues (https://clig.dev/#interactivity: exit code 130, no traceback)."""

from __future__ import annotations

import argparse
import json
import os
import shlex

EXIT_CODE = 130
"""The shell's code for a process ended by SIGINT (128 + 2)."""

RESUMABLE = {"ladder": ("db", "the episodes played so far are in {}"),
             "label": ("out", "the positions labelled so far are in {}")}
"""The commands that go on where they stopped when run again as they were: the option naming
the store they keep their work in, and what it keeps."""


def interrupted_line(args: argparse.Namespace, argv: list[str]) -> str:
    """The line for a Ctrl-C during ``connectx ARGV`` (parsed as ``args``)."""
    again = shlex.join(["connectx", *argv])
    if args.command == "train" and getattr(args, "out", None):
        return _train_line(args, argv)
    if args.command in RESUMABLE:
        option, kept = RESUMABLE[args.command]
        store = getattr(args, option)
        return f"{kept.format(store)}; continue with: {again}" if os.path.exists(store) else "nothing was kept"
    if args.command == "bench" and args.what in ("strength", "field"):
        from evaluation.figures import OUT

        return f"the games played so far are kept in {getattr(args, 'out_dir', OUT)}; continue with: {again}"
    if args.command == "package":
        return f"{args.out} left as it was"
    return "nothing was kept"


def _train_line(args: argparse.Namespace, argv: list[str]) -> str:
    """A training run's line: its last checkpoint (from ``metrics.jsonl``'s last whole line) and
    the command that resumes it."""
    resume = shlex.join(["connectx", *argv, *([] if args.resume else ["--resume"])])
    done = None
    try:
        with open(os.path.join(args.out, "metrics.jsonl"), encoding="utf-8") as f:
            for line in f:
                try:
                    record = json.loads(line)
                except ValueError:
                    continue  # a line the interrupted write tore
                done = record.get("iteration", record.get("epoch", record.get("episodes", done)))
    except OSError:
        pass
    if done is None:
        return f"stopped before the run's first checkpoint: nothing to resume in {args.out}; start it again"
    return f"{args.out} keeps the run at its last checkpoint ({done}); continue with: {resume}"
