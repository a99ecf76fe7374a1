"""``connectx review``: episodes scored move by move by the exact solver (:mod:`ladder.review`)."""

from __future__ import annotations

import argparse
import glob
import json
import os
import sys

from cli import options
from durable.files import writable_folder, write_json, write_text
from packager.recipe import review_book


def add_parser(sub) -> None:
    """Register the command on the CLI's subparsers."""
    p = sub.add_parser("review", help="score every move of episodes with the exact solver",
                       description="Review ConnectX episodes: every move of both sides scored by the exact "
                                   "solver, weak and strong mistakes, the move that lost the game, the seconds "
                                   "each move took (where logs say) and the overage bank left. EPISODE: the "
                                   "JSON kaggle-environments and Kaggle's replays write (a folder: its *.json "
                                   "but logs), or --db for the ladder's own episodes.")
    p.add_argument("episodes", nargs="*", metavar="EPISODE", help="episode files or folders of them")
    p.add_argument("--db", help="a ladder results store: review its episodes")
    p.add_argument("--last", type=int, default=None, help="--db: only the last N episodes")
    p.add_argument("--out", help="a folder for one HTML page per episode, reviews.json and summary.json")
    p.add_argument("--agent", help="the summary's agent (a name or part of one): the opponents' mistakes it "
                   "punished and missed")
    p.add_argument("--nodes", type=int, default=None, help="the compiled solver's node budget per solve "
                   "(default 2,000,000)")
    p.add_argument("--seconds", type=float, default=1.0,
                   help="the pure-Python solver's time budget per solve (boards over 64 bits, no numba)")
    options.review_book_arg(p, "shipped")
    p.set_defaults(func=run)


def _files(paths: list[str]) -> list[str]:
    out = []
    for path in paths:
        if os.path.isdir(path):
            out += sorted(f for f in glob.glob(os.path.join(path, "*.json")) if not f.endswith("-logs.json"))
        elif os.path.exists(path):
            out.append(path)
        else:
            raise FileNotFoundError(f"no episode file {path}")
    return out


def _inputs(args: argparse.Namespace) -> list[tuple[dict, str, list[str], list | None]]:
    """Every episode to review, read and checked before any is scored (so a bad one stops the
    command before anything is written): ``(json, name, agents, seconds per seat)``."""
    from ladder.review import episode_moves, kaggle_log_seconds, read_episode, stored_episode

    items = []
    for path in _files(args.episodes):
        data = read_episode(path)
        items.append((data, path, ["first", "second"], kaggle_log_seconds(path)))
    if args.db:
        from ladder.store import ResultsStore

        if not os.path.exists(args.db):
            raise FileNotFoundError(f"no results store {args.db}")
        store = ResultsStore(args.db)
        try:
            episodes = [e for e in store.episodes() if e.kind == "rated"]
            if args.last is not None:
                episodes = episodes[-args.last:] if args.last > 0 else []
            items += [stored_episode(store, e) for e in episodes]
        finally:
            store.close()
    if not items:
        raise ValueError("nothing to review: give EPISODE files or folders, or --db")
    for data, name, _, _ in items:
        episode_moves(data, name)
    return items


def run(args: argparse.Namespace) -> int:
    from rich.console import Console
    from tqdm import tqdm

    from ladder.review import (
        DEFAULT_NODES,
        Reviewer,
        episode_agents,
        page_name,
        print_reviews,
        render_html,
        render_index,
        summary,
    )

    items = _inputs(args)
    named = [name for data, _, agents, _ in items for name in episode_agents(data, agents)]
    if args.agent is not None and not any(args.agent in name for name in named):
        raise ValueError(f"--agent {args.agent!r} names no agent of these episodes")  # before the solving
    book = review_book(args.book)
    if args.out:
        writable_folder(args.out)  # before the solving, not after it
    reviewer = Reviewer(DEFAULT_NODES if args.nodes is None else args.nodes, args.seconds, **book)
    bar = tqdm(items, desc="review", leave=False, disable=not sys.stderr.isatty())
    reviews = [reviewer.review(data, name, agents, seconds) for data, name, agents, seconds in bar]
    figures = summary(reviews, args.agent)
    print_reviews(reviews, Console() if sys.stdout.isatty() else Console(width=220))
    if args.out:
        for r in reviews:
            write_text(os.path.join(args.out, page_name(r)), render_html(r))
        write_text(os.path.join(args.out, "index.html"), render_index(reviews, f"{len(reviews)} episodes reviewed"))
        write_json(os.path.join(args.out, "reviews.json"), [r.to_dict() for r in reviews])
        write_json(os.path.join(args.out, "summary.json"), figures, indent=2)
        print(f"wrote {os.path.join(args.out, 'index.html')} (every episode, linked to its page), "
              f"{len(reviews)} pages, reviews.json and summary.json")
    print(json.dumps(figures))
    return 0
