"""``connectx episodes``: a Kaggle submission's episodes downloaded with the Kaggle CLI
(:mod:`ladder.kaggle_episodes`), ready for ``connectx review``."""

from __future__ import annotations

import argparse
import sys


def add_parser(sub) -> None:
    """Register the command on the CLI's subparsers."""
    p = sub.add_parser("episodes", help="download a Kaggle submission's episodes (Kaggle CLI)",
                       description="Download every episode of a Kaggle submission with the Kaggle CLI (its "
                                   "replays, and the submission's own agent logs), into --out; episodes already "
                                   "there are kept. Then: connectx review DIR.")
    p.add_argument("submission", type=int, metavar="SUBMISSION_ID", help="the Kaggle submission id")
    p.add_argument("--out", required=True, help="the folder to download into")
    p.add_argument("--no-logs", action="store_true", help="replays only (no seconds per move)")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from ladder.kaggle_episodes import download_episodes

    def progress(done: int, total: int) -> None:
        if sys.stderr.isatty():
            print(f"\r{done}/{total} episodes", end="", file=sys.stderr, flush=True)

    got = download_episodes(args.submission, args.out, logs=not args.no_logs, progress=progress)
    print(f"submission {args.submission}: {len(got.listed)} episodes; {got.replays} replays and {got.logs} logs "
          f"downloaded, {got.kept} already in {args.out}. Next: connectx review {args.out} --out REPORT")
    return 0
