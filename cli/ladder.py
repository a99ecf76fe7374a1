"""``connectx ladder``: agents rated in real episodes (:mod:`ladder`)."""

from __future__ import annotations

import argparse
import os
import sys

from cli import options
from durable.files import writable_folder, write_text
from durable.workers import usable_cores
from packager.recipe import review_book


def add_parser(sub) -> None:
    """Register the command on the CLI's subparsers."""
    p = sub.add_parser("ladder", help="rate agents in real episodes (results kept in SQLite)",
                       description="Play agents against each other through kaggle-environments, store "
                                   "every episode, and rate them as Kaggle does (mu/sigma from 600) and "
                                   "by maximum-likelihood Elo. With no agents: report every agent in the "
                                   "store that has played.")
    p.add_argument("agents", nargs="*", help="player specs, paths to main.py files, or 'negamax'")
    p.add_argument("--games", type=int, default=None,
                   help="the run's total (a larger number extends it): round-robin: episodes per pair; "
                        "kaggle: per agent; sprt: at most (default 10, sprt 1000)")
    p.add_argument("--mode", choices=["round-robin", "kaggle"], default="round-robin",
                   help="round-robin: every pair --games times, both seats; kaggle: pairings as Kaggle's ladder "
                        "makes them (close ratings meet most)")
    p.add_argument("--workers", type=int, default=None,
                   help="episodes at once (default: one per core this process may use, or per CPU of the Ray "
                        "cluster)")
    options.ray_arg(p, "play the episodes as tasks on a Ray cluster")
    p.add_argument("--db", default="ladder.sqlite", help="the results store (SQLite; created, or extended)")
    p.add_argument("--act-timeout", "--actTimeout", dest="act_timeout", type=float, default=2.0,
                   help="seconds per move (Kaggle: 2)")
    p.add_argument("--overage", type=float, default=60.0, help="overage bank per episode, seconds (Kaggle: 60)")
    options.board_args(p)
    p.add_argument("--seed", type=int, default=0, help="seeds the players of each episode")
    p.add_argument("--sprt", nargs=2, metavar=("CANDIDATE", "BASELINE"),
                   help="sequential test: is CANDIDATE stronger than BASELINE? stops when it decides")
    p.add_argument("--elo0", type=float, default=0.0, help="SPRT H0: Elo advantage (default 0)")
    p.add_argument("--elo1", type=float, default=30.0, help="SPRT H1: Elo advantage (default 30)")
    p.add_argument("--alpha", type=float, default=0.05, help="SPRT false-positive rate")
    p.add_argument("--beta", type=float, default=0.05, help="SPRT false-negative rate")
    p.add_argument("--report-dir", "--out", dest="report_dir", default="ladder-report",
                   help="folder for the ladder's page (index.html), the plot, replays and reviews")
    p.add_argument("--review", action="store_true",
                   help="a review page (every move scored by the exact solver) beside each replay")
    options.review_book_arg(p, "shipped")
    p.add_argument("--serve", type=int, nargs="?", const=8000, default=None, metavar="PORT",
                   help="then serve the report folder on http://127.0.0.1:PORT/ (default 8000) until Ctrl-C")
    p.add_argument("--export", action="append", default=[], metavar="PATH",
                   help="write the table to PATH.csv or PATH.json (repeatable)")
    p.add_argument("--replays", default="last:10", metavar="IDS|last:N",
                   help="write HTML replays of these episodes (ids as in the store, or the last N; 'last:0': none); "
                        "the ladder's page lists every episode and links these")
    p.add_argument("--no-progress", action="store_true", help="no progress bar")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from rich.console import Console

    from ladder import report
    from ladder.episode import resolve_agent
    from ladder.ratings import crosstable, standings
    from ladder.runner import LadderConfig, run_ladder, run_sprt
    from ladder.store import ResultsStore

    workers = args.workers
    if workers is None:
        workers = _ray_cpus(args.ray) if args.ray else usable_cores()
    config = LadderConfig(games=args.games if args.games is not None else (1000 if args.sprt else 10),
                          mode=args.mode, workers=workers, rows=args.rows, columns=args.columns,
                          inarow=args.inarow, act_timeout=args.act_timeout, overage=args.overage, seed=args.seed,
                          ray=args.ray)
    if args.sprt and args.agents:
        raise ValueError("give either agents or --sprt CANDIDATE BASELINE, not both")
    book_args = review_book(args.book) if args.review else None  # a bad book stops before the games
    for spec in args.sprt or args.agents:
        resolve_agent(spec)  # a bad spec, a missing file or unreadable weights: refused before the store is touched
    writable_folder(args.report_dir)  # before the games, not after them
    store = ResultsStore(args.db)
    console = Console() if sys.stdout.isatty() else Console(width=200)
    try:
        if args.sprt:
            _, state, entrants = run_sprt(store, args.sprt[0], args.sprt[1], args.elo0, args.elo1, config,
                                          args.alpha, args.beta, progress=not args.no_progress)
        elif args.agents:
            _, entrants = run_ladder(store, args.agents, config, progress=not args.no_progress)
        else:
            played = {i for ep in store.episodes(kind="rated") for i in (ep.agent0, ep.agent1)}
            entrants = [e for e in store.entrants() if e.id in played]
        episodes = store.episodes(kind="rated", entrant_ids=[e.id for e in entrants])
        table = standings(entrants, episodes)
        report.print_table(table, args.act_timeout, console)
        report.print_crosstable(entrants, crosstable([e.id for e in entrants], episodes), console)
        if args.sprt:
            verdict = {"H1": "candidate is stronger (H1 accepted)", "H0": "candidate is not stronger (H0 accepted)",
                       None: "undecided"}[state.decision]
            console.print(f"SPRT elo0={args.elo0} elo1={args.elo1}: {verdict}; LLR {state.llr:.2f} in "
                          f"[{state.lower:.2f}, {state.upper:.2f}] after {state.games} games")
        os.makedirs(args.report_dir, exist_ok=True)
        plot_path = os.path.join(args.report_dir, "ratings.png")
        report.plot(table, plot_path)
        console.print(f"results store: {args.db} (run the same command again to extend it)", markup=False)
        console.print(f"rating plot: {plot_path}", markup=False)
        for path in args.export:
            report.export(table, args.act_timeout, path)
            console.print(f"exported: {path}", markup=False)
        pages: dict[int, tuple[str, str | None]] = {}
        reviewer = None
        names = {e.id: e.name for e in entrants}
        for episode_id in _replay_ids(args.replays, episodes):
            path = os.path.join(args.report_dir, f"episode-{episode_id}.html")
            stored = next((e for e in episodes if e.id == episode_id), None)
            report.write_replay(store, episode_id, path,
                                None if stored is None else (names[stored.agent0], names[stored.agent1]))
            console.print(f"replay: {path}", markup=False)
            review_page = None
            if args.review and stored is not None:
                from ladder.review import Reviewer, render_html, stored_episode

                reviewer = reviewer or Reviewer(**book_args)
                review_page = f"review-{episode_id}.html"
                write_text(os.path.join(args.report_dir, review_page),
                           render_html(reviewer.review(*stored_episode(store, stored))))
            pages[episode_id] = (os.path.basename(path), review_page)
        index = report.write_index(table, entrants, crosstable([e.id for e in entrants], episodes), args.act_timeout,
                                   args.report_dir, episodes, pages, (args.rows, args.columns, args.inarow))
        console.print(f"ladder page: {index}", markup=False)
    finally:
        store.close()
    if args.serve is not None:
        _serve(args.report_dir, args.serve)
    return 0


def _serve(folder: str, port: int) -> None:
    """Serve ``folder`` on localhost:``port`` with Python's http.server until interrupted."""
    import functools
    from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer

    handler = functools.partial(SimpleHTTPRequestHandler, directory=folder)
    with ThreadingHTTPServer(("127.0.0.1", port), handler) as server:
        print(f"serving {folder} at http://127.0.0.1:{server.server_address[1]}/ (Ctrl-C stops)", flush=True)
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            pass


def _ray_cpus(address: str) -> int:
    """Join the Ray cluster at ``address``; the CPUs it offers."""
    from distributed.cluster import cluster_cpus, connect

    return cluster_cpus(connect(address))


def _replay_ids(spec: str | None, episodes: list) -> list[int]:
    """Episode ids from ``--replays``: 'last:N' or comma-separated ids."""
    if not spec:
        return []
    if spec.startswith("last:"):
        try:
            n = int(spec[5:])
        except ValueError:
            raise ValueError(f"--replays last:N needs a number, got {spec!r}") from None
        return [ep.id for ep in episodes[-n:]] if n > 0 else []
    try:
        return [int(x) for x in spec.split(",") if x.strip()]
    except ValueError:
        raise ValueError(f"--replays takes 'last:N' or episode ids like 3,7, got {spec!r}") from None

