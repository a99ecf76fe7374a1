"""The stored games the analysis board opens: episodes as kaggle-environments writes them (Kaggle's
replays, ``connectx episodes`` downloads), a ladder's results store, and ``connectx review``'s
``reviews.json`` (whose verdicts come with it). Every file is read and checked when the board
starts, so a bad one stops it with one line before it serves anything.
"""

from __future__ import annotations

import glob
import json
import os
from dataclasses import dataclass
from typing import Any

from agents.board import move_string
from ladder.review import EpisodeError, episode_agents, episode_moves, read_episode, stored_episode


@dataclass
class StoredGame:
    """One game the board lists: its ``name``, ``board`` ``(rows, columns, inarow)``, its two
    ``agents``, its ``moves`` (0-based columns) and, from a ``reviews.json``, its ``review``
    (:meth:`ladder.review.EpisodeReview.to_dict`; None: reviewed when opened)."""

    name: str
    board: tuple[int, int, int]
    agents: list[str]
    moves: list[int]
    review: dict[str, Any] | None = None

    def summary(self, index: int) -> dict[str, Any]:
        """What the page's list shows: ``{"id", "name", "agents", "board", "moves", "reviewed"}``."""
        return {"id": index, "name": self.name, "agents": self.agents, "board": list(self.board),
                "moves": move_string(self.moves), "reviewed": self.review is not None}


def read_games(paths: list[str]) -> list[StoredGame]:
    """Every game of ``paths``: episode files, folders of them (their ``*.json`` but Kaggle's agent
    logs), ladder stores (``.sqlite``: their rated episodes) and ``reviews.json`` files.

    Raises:
        FileNotFoundError: a path that does not exist. EpisodeError: a file that is none of these,
            or a game in it that is not ConnectX (the message names the file).
    """
    games: list[StoredGame] = []
    for path in paths:
        if os.path.isdir(path):
            files = sorted(f for f in glob.glob(os.path.join(path, "*.json")) if not f.endswith("-logs.json"))
            games += [_episode(read_episode(f), f, ["first", "second"]) for f in files]
        elif not os.path.exists(path):
            raise FileNotFoundError(f"no game file {path}")
        elif path.endswith((".sqlite", ".db")):
            games += _store(path)
        else:
            games += _json_file(path)
    return games


def _episode(data: dict[str, Any], name: str, agents: list[str]) -> StoredGame:
    board, moves = episode_moves(data, name)
    return StoredGame(name, board, episode_agents(data, agents), [column for _, column, _ in moves])


def _store(path: str) -> list[StoredGame]:
    from ladder.store import ResultsStore

    store = ResultsStore(path)
    try:
        return [_episode(data, name, agents) for data, name, agents, _ in
                (stored_episode(store, e) for e in store.episodes() if e.kind == "rated")]
    finally:
        store.close()


def _json_file(path: str) -> list[StoredGame]:
    """An episode, or a ``reviews.json`` (a list of reviews with their moves)."""
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except (UnicodeDecodeError, json.JSONDecodeError) as e:
        raise EpisodeError(f"{path}: not an episode or reviews.json: not JSON, or truncated ({e})") from None
    if not isinstance(data, list):
        return [_episode(read_episode(path), path, ["first", "second"])]
    games = []
    for k, review in enumerate(data):
        try:
            board = tuple(int(v) for v in review["board"])
            games.append(StoredGame(str(review["name"]), board, [str(a) for a in review["agents"]],
                                    [int(m["column"]) for m in review["moves"]], review))
        except (TypeError, KeyError, ValueError):
            raise EpisodeError(f"{path}: entry {k} is not a review (as connectx review --out writes them)") from None
        if len(board) != 3:
            raise EpisodeError(f"{path}: entry {k}'s board is not (rows, columns, inarow)")
    return games
