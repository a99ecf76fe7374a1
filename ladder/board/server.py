"""The analysis board's server: its page (plain HTML, CSS and JavaScript, ``static/``) and a small
JSON endpoint on 127.0.0.1, with the standard library's threading HTTP server (no web framework:
four routes and three files need none).

Routes (positions are move strings from the empty board, 1-based columns, as ``connectx move``
takes them, and a board ``rows``, ``columns``, ``inarow``, default 6x7 and 4):

=======================  ==========================================================================
``GET /api/position``    the board, whose turn, the result where the game is over, every column's
                         score (:class:`ladder.board.analysis.Analyst`) and the agent's network's
                         policy and value where it carries one
``POST /api/move``       the agent's move under Kaggle's clock (``actTimeout``, the bank sent)
``GET /api/review``      every move of a line scored, its mistakes and the move that lost the game
``GET /api/games``       the stored games the board was given; ``GET /api/game?id=K`` one of them
=======================  ==========================================================================

Bad input is answered with HTTP 400 and ``{"error": reason}``; an agent that fails or overruns
with 502 and the reason (the game goes on); any other path with 404.
"""

from __future__ import annotations

import json
import os
import threading
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, urlsplit

from agents.board import MOVE_DIGITS, Position, geometry, move_string
from ladder.board.analysis import Analyst
from ladder.board.games import StoredGame
from ladder.board.opponent import Opponent, OpponentError
from ladder.review import BOARD_PORT, EpisodeError, Reviewer

STATIC = {"/": ("index.html", "text/html; charset=utf-8"),
          "/board.js": ("board.js", "text/javascript; charset=utf-8"),
          "/board.css": ("board.css", "text/css; charset=utf-8")}
"""The page's files by path: all the server serves besides its routes."""

STATIC_DIR = os.path.join(os.path.dirname(__file__), "static")

DEFAULT_PORT = BOARD_PORT
"""The port the ladder's and the reviews' pages link to (:func:`ladder.review.board_link`)."""

MAX_CELLS = 400
"""The largest board the server takes, in cells."""


class BadRequest(ValueError):
    """A request the board cannot answer; the message says why (HTTP 400)."""


class Board:
    """What the routes answer with: the analysis, the agent, the reviews and the stored games.

    Args:
        analyst: every column's score of a position.
        reviewer: scores the moves of a line (a solver of its own: reviews run beside analyses).
        opponent: the agent the page plays against, or None (you play both sides).
        games: the stored games the page lists.
        act_timeout: Kaggle's seconds a move before the bank is drawn on.
    """

    def __init__(self, analyst: Analyst, reviewer: Reviewer, opponent: Opponent | None = None,
                 games: list[StoredGame] | None = None, act_timeout: float = 2.0):
        self.analyst, self.reviewer, self.opponent = analyst, reviewer, opponent
        self.games = games or []
        self.act_timeout = act_timeout
        self.review_lock = threading.Lock()

    def config(self) -> dict[str, Any]:
        return {"agent": None if self.opponent is None else self.opponent.spec,
                "network": self.opponent is not None and self.opponent.has_network,
                "act_timeout": self.act_timeout, "bank": 60.0, "games": len(self.games)}

    def position(self, query: dict[str, str]) -> dict[str, Any]:
        columns, position = parse_position(query)
        out: dict[str, Any] = {"moves": move_string(columns), "board": position.to_kaggle_board(),
                               "rows": position.geo.rows, "columns": position.geo.columns,
                               "inarow": position.geo.inarow, "to_move": 1 + position.ply % 2,
                               "legal": position.legal_moves(), "result": None, "analysis": None, "network": None}
        if position.is_terminal():
            out["legal"] = []
            out["result"] = (2 - position.ply % 2) if position.is_won() else 0  # the mark that made a line; 0 a draw
            return out
        out["analysis"] = self.analyst.analyse(position)
        if self.opponent is not None and self.opponent.has_network:
            try:
                out["network"] = self.opponent.network(columns, _board(position))
            except OpponentError as e:
                out["network_error"] = str(e)
        return out

    def move(self, body: dict[str, Any]) -> dict[str, Any]:
        if self.opponent is None:
            raise BadRequest("no agent: the board was started without one (connectx board AGENT)")
        columns, position = parse_position(body)
        if position.is_terminal():
            raise BadRequest("the game is over: no move to make")
        bank = _number(body.get("bank", 60.0), "bank", 0.0, 3600.0)
        column, seconds = self.opponent.move(columns, _board(position), self.act_timeout, bank)
        overran = seconds > self.act_timeout + bank
        return {"column": column, "seconds": round(seconds, 3), "overran": overran,
                "bank": round(max(0.0, bank - max(0.0, seconds - self.act_timeout)), 3)}

    def review(self, query: dict[str, str]) -> dict[str, Any]:
        columns, position = parse_position(query)
        with self.review_lock:
            review = self.reviewer.review_line(_board(position), columns, "line", ["first", "second"])
        return review.to_dict()

    def game(self, query: dict[str, str]) -> dict[str, Any]:
        raw = query.get("id", "")
        if not raw.isdigit() or int(raw) >= len(self.games):
            raise BadRequest(f"no stored game {raw!r}: /api/games lists them")
        return {**self.games[int(raw)].summary(int(raw)), "review": self.games[int(raw)].review}


def _board(position: Position) -> tuple[int, int, int]:
    return position.geo.rows, position.geo.columns, position.geo.inarow


def _number(raw: Any, name: str, low: float, high: float) -> float:
    try:
        value = float(raw)
    except (TypeError, ValueError):
        raise BadRequest(f"{name} is not a number: {raw!r}") from None
    if not low <= value <= high:
        raise BadRequest(f"{name} must be between {low:g} and {high:g}, got {raw!r}")
    return value


def parse_position(fields: dict[str, Any]) -> tuple[list[int], Position]:
    """The 0-based columns and the position of a request's ``moves``, ``rows``, ``columns`` and
    ``inarow``.

    Raises:
        BadRequest: a board that cannot be, or is over :data:`MAX_CELLS`; a move string with a
            character that is no column, a full column, or a move after the game ended.
    """
    sizes = []
    for name, default in (("rows", 6), ("columns", 7), ("inarow", 4)):
        raw = fields.get(name, default)
        if isinstance(raw, bool) or not str(raw).isdigit():
            raise BadRequest(f"{name} is not a whole number: {raw!r}")
        sizes.append(int(raw))
    try:
        geo = geometry(*sizes)
    except ValueError as e:
        raise BadRequest(str(e)) from None
    if geo.rows * geo.columns > MAX_CELLS:
        raise BadRequest(f"a {geo.rows}x{geo.columns} board is over the {MAX_CELLS} cells this board takes")
    moves = fields.get("moves", "")
    if not isinstance(moves, str):
        raise BadRequest(f"moves is a string of columns (1-based: '4453'), got {moves!r}")
    columns = []
    for k, char in enumerate(moves.lower()):
        column = MOVE_DIGITS.find(char)
        if not 0 <= column < geo.columns:
            raise BadRequest(f"move {k + 1} of {moves!r} is {char!r}, not a column of 1-{MOVE_DIGITS[geo.columns - 1]}")
        columns.append(column)
    position = Position(geo)
    for k, column in enumerate(columns):
        if position.is_terminal():
            raise BadRequest(f"move {k + 1} of {moves!r} comes after the game ended")
        if not position.can_play(column):
            raise BadRequest(f"move {k + 1} of {moves!r}: column {column + 1} is full")
        position.play(column)
    return columns, position


class Handler(BaseHTTPRequestHandler):
    """The routes (see the module docstring); the :class:`Board` is the server's ``board``."""

    server_version = "connectx-board"

    def do_GET(self) -> None:  # noqa: N802 (http.server's name)
        url = urlsplit(self.path)
        query = {k: v[-1] for k, v in parse_qs(url.query, keep_blank_values=True).items()}
        board: Board = self.server.board  # type: ignore[attr-defined]
        routes = {"/api/config": lambda: board.config(), "/api/position": lambda: board.position(query),
                  "/api/review": lambda: board.review(query), "/api/game": lambda: board.game(query),
                  "/api/games": lambda: [g.summary(i) for i, g in enumerate(board.games)]}
        if url.path in routes:
            self._answer(routes[url.path])
        elif url.path in STATIC:
            name, kind = STATIC[url.path]
            with open(os.path.join(STATIC_DIR, name), "rb") as f:
                self._send(HTTPStatus.OK, f.read(), kind)
        else:
            self._json(HTTPStatus.NOT_FOUND, {"error": f"not served here: {url.path}"})

    def do_POST(self) -> None:  # noqa: N802
        url = urlsplit(self.path)
        if url.path != "/api/move":
            self._json(HTTPStatus.NOT_FOUND, {"error": f"not served here: POST {url.path}"})
            return
        length = int(self.headers.get("Content-Length") or 0)
        try:
            body = json.loads(self.rfile.read(min(length, 1 << 16)) or b"{}")
        except ValueError:
            self._json(HTTPStatus.BAD_REQUEST, {"error": "the body is not JSON"})
            return
        if not isinstance(body, dict):
            self._json(HTTPStatus.BAD_REQUEST, {"error": "the body is a JSON object: {\"moves\": \"44\", ...}"})
            return
        self._answer(lambda: self.server.board.move(body))  # type: ignore[attr-defined]

    def _answer(self, route) -> None:
        try:
            answer = route()
        except (BadRequest, EpisodeError) as e:
            self._json(HTTPStatus.BAD_REQUEST, {"error": str(e)})
        except OpponentError as e:
            self._json(HTTPStatus.BAD_GATEWAY, {"error": str(e)})
        else:
            self._json(HTTPStatus.OK, answer)

    def _json(self, status: HTTPStatus, payload: Any) -> None:
        self._send(status, json.dumps(payload).encode(), "application/json")

    def _send(self, status: HTTPStatus, data: bytes, kind: str) -> None:
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 (http.server's name)
        """Quiet: the terminal shows the address and errors, not every request."""


def make_server(board: Board, port: int = DEFAULT_PORT) -> ThreadingHTTPServer:
    """The server of ``board`` on 127.0.0.1 (``port`` 0: any free port; ``server_address`` says which).

    Raises:
        OSError: the port is taken, or not ours to bind.
    """
    server = ThreadingHTTPServer(("127.0.0.1", port), Handler)
    server.daemon_threads = True
    server.board = board  # type: ignore[attr-defined]
    return server
