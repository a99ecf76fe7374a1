"""``connectx board``: the analysis board in the browser (:mod:`ladder.board`)."""

from __future__ import annotations

import argparse
import sys

from cli import options
from packager.recipe import review_book


def add_parser(sub) -> None:
    """Register the command on the CLI's subparsers."""
    from ladder.board.server import DEFAULT_PORT

    p = sub.add_parser("board", help="an analysis board in the browser: play an agent, every column's score",
                       description="Serve an analysis board on 127.0.0.1 and print its address: play AGENT "
                                   "(a player spec or a main.py, under Kaggle's clock) or yourself, take moves "
                                   "back, swap sides, start from a move string; beside the board every column's "
                                   "score as the exact solver settles it (the opening book's win/draw/loss "
                                   "where it reaches; ? where neither does yet) and the agent's network's "
                                   "policy and value where it has one; open stored games (--open) and step "
                                   "through them with each move's verdict. Ctrl-C ends it.")
    p.add_argument("agent", nargs="?", default=None, help="the agent to play: a player spec or a main.py "
                   "(default: none, you play both sides)")
    p.add_argument("--open", dest="games", action="append", default=[], metavar="PATH",
                   help="stored games to list: an episode JSON (Kaggle's, connectx episodes'), a folder of "
                        "them, a ladder store (.sqlite) or connectx review's reviews.json; repeatable")
    p.add_argument("--port", type=int, default=DEFAULT_PORT,
                   help="the port on 127.0.0.1 (0: any free one; the ladder's and reviews' pages link to the default)")
    p.add_argument("--seconds", type=float, default=1.0, help="the analysis's time for each answer")
    options.review_book_arg(p, "shipped")
    p.add_argument("--act-timeout", "--actTimeout", dest="act_timeout", type=float, default=2.0,
                   help="the agent's seconds per move before its overage bank (60 s a game) is drawn on")
    p.add_argument("--seed", type=int, default=0, help="seeds the agent")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from ladder.board.analysis import Analyst
    from ladder.board.games import read_games
    from ladder.board.opponent import Opponent
    from ladder.board.server import Board, make_server
    from ladder.review import Reviewer

    if not 0 <= args.port <= 65535:
        raise ValueError(f"--port must be 0-65535, got {args.port}")
    if not 0 < args.act_timeout <= 60:
        raise ValueError(f"--act-timeout must be above 0 and at most 60 s, got {args.act_timeout}")
    games = read_games(args.games)
    book = review_book(args.book)
    analyst = Analyst(Reviewer(**book), Reviewer(**book) if book["book"] is not None else None, args.seconds)
    analyst.warm_up()
    opponent = None
    if args.agent is not None:
        print(f"loading {args.agent} ...", flush=True)
        opponent = Opponent(args.agent, args.seed)
        opponent.start()  # a bad agent stops here, in one line
    server = make_server(Board(analyst, Reviewer(**book), opponent, games, args.act_timeout), args.port)
    host, port = server.server_address[:2]
    print(f"analysis board: http://{host}:{port}/ ({len(games)} stored games; Ctrl-C ends it)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        print("\nconnectx: board closed (it keeps nothing)", file=sys.stderr)
    finally:
        server.server_close()
        if opponent is not None:
            opponent.close()
    return 0
