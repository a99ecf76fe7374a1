"""``connectx validate``: a ``main.py`` judged as Kaggle would (:mod:`packager.validate`)."""

from __future__ import annotations

import argparse
import json
import os

from cli import options
from durable.files import file_sha256, write_json


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
    """Validate ``path`` (named ``shown`` in the report), each check printed as it ends; 0 when
    valid, else 1. A file whose bytes validated before with these settings (the record beside it)
    is not played again: that is said, and the record's figures stand."""
    from packager.validate import planned_episodes, validate
    from training.nets.checkpoint import load_checkpoint

    for given in (checkpoint, other_boards):  # a bad checkpoint refused before the games, not after
        if given is not None:
            load_checkpoint(given)
    settings = {"games": args.games, "act_timeout": args.act_timeout, "slow_cpu": not args.no_slow_cpu,
                "checkpoint": checkpoint and file_sha256(checkpoint),  # the bytes: a checkpoint retrained in place
                "other_boards": other_boards and file_sha256(other_boards), "quantize": quantize}
    name = shown or path
    record = validated(path, name, settings)
    if record is not None:
        print(f"validate {name}: validated already with these settings (the same sha256, "
              f"{record_path(name)}): {'valid' if record['valid'] else 'NOT valid'}", flush=True)
        print(json.dumps(record))
        return 0 if record["valid"] else 1
    print(f"validate {name}: up to {planned_episodes(args.games, not args.no_slow_cpu)} episodes through "
          "kaggle-environments, each check as it ends", flush=True)
    report = validate(path, checkpoint, quantize, games=args.games, act_timeout=args.act_timeout,
                      slow_cpu=not args.no_slow_cpu, other_boards=other_boards,
                      echo=lambda line: print(line, flush=True))
    print(report.verdict())
    figures = {"valid": report.ok, **report.figures}
    if report.ok:  # a failure is played again: the next try is likely a changed file or machine
        remember(path, name, settings, figures)
    print(json.dumps(figures))
    return 0 if report.ok else 1


def record_path(path: str) -> str:
    """The file beside ``path`` that remembers its last validation."""
    return os.path.join(os.path.dirname(os.path.abspath(path)), f".{os.path.basename(path)}.validated.json")


PARITY = ("checkpoint", "other_boards", "quantize")
"""The settings of the parity checks: a validation without them is met by one with them."""


def validated(path: str, name: str, settings: dict) -> dict | None:
    """The figures of the last validation recorded for ``name`` where ``path``'s bytes (sha256)
    are the same now, and its settings the same as ``settings`` (or a superset: the same games
    and parity checks where ``settings`` asks for none); else None."""
    try:
        with open(record_path(name), encoding="utf-8") as f:
            record = json.load(f)
        kept = record["settings"]
        same = record["sha256"] == file_sha256(path) and all(
            kept.get(k) == v for k, v in settings.items() if k not in PARITY or any(settings[p] for p in PARITY))
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None
    return record["figures"] if same else None


def remember(path: str, name: str, settings: dict, figures: dict) -> None:
    """Record ``path``'s validation for the file ``name`` (where ``path`` will be: a package's file
    is validated before it replaces its ``--out``) beside it, for :func:`validated`."""
    write_json(record_path(name), {"sha256": file_sha256(path), "settings": settings, "figures": figures})
