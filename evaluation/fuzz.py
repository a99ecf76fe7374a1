"""Fuzzing a submission file: many calls of its ``agent`` with random, impossible and malformed
observations and configurations, judged as Kaggle's connectx interpreter judges a move.

The file is loaded by kaggle-environments' own loader (``get_last_callable``) and called with
kaggle's ``Struct`` objects, as in an episode. Every return must be a plain ``int`` (Kaggle marks
a numpy integer INVALID); whenever the raw board shows an open column (``board[c] == 0`` in its
top row), the return must be such a column. Each call's wall time is measured against the time
the configuration allows it (``actTimeout`` plus the bank, where those are readable numbers).
"""

from __future__ import annotations

import contextlib
import io
import math
import os
import random
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from agents.board import Position, geometry
from agents.kaggle import seconds_or_default
from evaluation.figures import OUT, SHIPPED_FILE, write_figures

MAX_ROWS, MAX_COLUMNS = 10, 12
"""The largest board fuzzed (Kaggle's spec bounds neither; main.py's network plays up to its frame)."""

KINDS = ("legal", "finished", "floating", "garbage-cells", "wrong-length", "full", "bad-mark", "odd-config")
"""What each call's input is: a position reached by legal moves; one whose game is already won;
pieces anywhere (floating, impossible counts); cells outside 0/1/2 (numbers, strings, None); a
board of the wrong length or no list at all; a full board; a mark other than 1 or 2; and sizes,
clocks or fields given as strings, NaN, negatives, or left out."""


@dataclass
class FuzzReport:
    """What :func:`fuzz` found. ``calls``, ``illegal`` (an occupied or off-board column while one
    was open), ``not_int`` (a return that is not a plain int), ``raised`` (an exception out of the
    agent), ``first_call_s`` (the longest first call after a load, which runs the file's loading),
    ``slowest_s`` (the longest other call, seconds), ``over_s`` (the most one of those ran past
    the time it was allowed, seconds; negative: never over) and that call (``over_call``), per kind
    the calls and the slowest (first calls included), and up to ten examples of failures."""

    calls: int = 0
    illegal: int = 0
    not_int: int = 0
    raised: int = 0
    first_call_s: float = 0.0
    slowest_s: float = 0.0
    over_s: float = -math.inf
    over_call: str = ""
    by_kind: dict[str, dict[str, float]] = field(default_factory=dict)
    failures: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return self.illegal == self.not_int == self.raised == 0

    def figures(self) -> dict[str, Any]:
        return {"calls": self.calls, "illegal": self.illegal, "not_int": self.not_int, "raised": self.raised,
                "first_call_s": round(self.first_call_s, 4), "slowest_s": round(self.slowest_s, 4),
                "over_s": round(self.over_s, 4), "over_call": self.over_call, "by_kind": self.by_kind,
                "failures": self.failures}


def _size(rng: random.Random) -> tuple[int, int, int]:
    rows, columns = rng.randint(1, MAX_ROWS), rng.randint(1, MAX_COLUMNS)
    if rng.random() < 0.3:
        rows, columns = 6, 7
    inarow = rng.randint(1, max(rows, columns) + 1)
    if rng.random() < 0.5:
        inarow = min(4, max(rows, columns))
    return rows, columns, inarow


def _played(rng: random.Random, rows: int, columns: int, inarow: int, finished: bool) -> tuple[list[int], int]:
    """A board reached by random legal moves (stopping before a win, or right after one when
    ``finished``), and the mark to move. An ``inarow`` longer than the board allows no win."""
    fits = inarow <= max(rows, columns)
    position = Position(geometry(rows, columns, inarow if fits else max(rows, columns)))
    target = rng.randint(0, rows * columns)
    while position.ply < rows * columns and (finished or position.ply < target):
        column = rng.choice([c for c in range(columns) if position.can_play(c)])
        if fits and position.is_winning_move(column):
            if finished:
                position.play(column)
            break
        position.play(column)
    return position.to_kaggle_board(), 1 + position.ply % 2


def make_call(rng: random.Random, kind: str) -> tuple[dict[str, Any], dict[str, Any]]:
    """One ``(observation, configuration)`` of the given kind (see :data:`KINDS`)."""
    rows, columns, inarow = _size(rng)
    act = rng.choice([0.02, 0.05, 0.1, 0.2])
    bank = rng.choice([0.0, 0.5, 2.0, 12.0])
    config: dict[str, Any] = {"rows": rows, "columns": columns, "inarow": inarow, "actTimeout": act,
                              "agentTimeout": 60, "timeout": act}
    if kind in ("legal", "finished"):
        board, mark = _played(rng, rows, columns, inarow, kind == "finished")
    elif kind == "floating":
        board, mark = [rng.choice((0, 0, 1, 2)) for _ in range(rows * columns)], rng.choice((1, 2))
    elif kind == "garbage-cells":
        board, mark = _played(rng, rows, columns, inarow, False)
        for _ in range(rng.randint(1, 4)):
            board[rng.randrange(len(board))] = rng.choice([3, -1, 1.5, "1", None, float("nan"), True])
    elif kind == "wrong-length":
        board, mark = _played(rng, rows, columns, inarow, False)
        board = rng.choice([board[:-1], board + [0], board[: len(board) // 2], [], None, "0" * len(board),
                            {"cells": board}, tuple(board)])
    elif kind == "full":
        board, mark = [rng.choice((1, 2)) for _ in range(rows * columns)], rng.choice((1, 2))
    elif kind == "bad-mark":
        board, _ = _played(rng, rows, columns, inarow, False)
        mark = rng.choice([0, 3, -1, None, "1", 1.5, True])
    else:  # odd-config
        board, mark = _played(rng, rows, columns, inarow, False)
        key = rng.choice(["rows", "columns", "inarow", "actTimeout", "remainingOverageTime"])
        odd = rng.choice([None, "x", float("nan"), -1, 0, str(config.get(key, 1)), 2.5, float("inf")])
        if rng.random() < 0.02:
            odd = 1e9  # a clock without bounds: the call runs the agent's longest budget
        if key == "remainingOverageTime":
            bank = odd
        elif rng.random() < 0.2:
            del config[key]
        else:
            config[key] = odd
    observation = {"board": board, "mark": mark, "step": 0, "remainingOverageTime": bank}
    return observation, config


def _allowed_s(observation: dict[str, Any], configuration: dict[str, Any]) -> float:
    """Seconds Kaggle would allow this call before it counts as a TIMEOUT: ``actTimeout`` plus the
    bank, each read as the agent reads it (its default, 2 s or 0 s, when it is not a usable number)."""
    return (seconds_or_default(configuration.get("actTimeout"), 2.0)
            + seconds_or_default(observation.get("remainingOverageTime"), 0.0))


def _open_columns(observation: dict[str, Any], configuration: dict[str, Any]) -> list[int] | None:
    """The columns Kaggle's interpreter would accept (``board[c] == 0``), or None when the raw
    input does not say (no readable column count or board)."""
    columns, board = configuration.get("columns"), observation.get("board")
    if not isinstance(columns, int) or isinstance(columns, bool) or columns < 1 or not isinstance(board, list):
        return None
    return [c for c in range(min(columns, len(board))) if board[c] == 0]


def fuzz(path: str, calls: int = 10_000, seed: int = 0,
         progress: Callable[[int], None] | None = None) -> FuzzReport:
    """Call the ``agent`` of the file at ``path`` ``calls`` times on inputs from :func:`make_call`,
    kinds in turn; a fresh load of the file every 500 calls (as every episode starts one).

    Raises:
        ValueError: kaggle-environments' loader finds no agent in the file.
    """
    from kaggle_environments.agent import get_last_callable
    from kaggle_environments.utils import structify

    with open(path) as f:
        source = f.read()
    rng = random.Random(seed)
    report = FuzzReport()
    agent = None
    for i in range(calls):
        if i % 500 == 0:
            agent = get_last_callable(source, path=os.path.abspath(path))
            if agent is None:
                raise ValueError(f"{path}: kaggle-environments' loader found no agent")
        kind = KINDS[i % len(KINDS)]
        observation, configuration = make_call(rng, kind)
        start = time.perf_counter()
        try:
            with contextlib.redirect_stderr(io.StringIO()):  # the agent's tracebacks of impossible input
                move = agent(structify(dict(observation)), structify(dict(configuration)))
        except Exception as e:  # the finding: an agent must never raise
            move = None
            report.raised += 1
            _fail(report, f"{kind}: raised {type(e).__name__}: {e}")
        seconds = time.perf_counter() - start
        report.calls += 1
        if i % 500 == 0:  # the file's loading runs in its first call (as on Kaggle)
            report.first_call_s = max(report.first_call_s, seconds)
        else:
            report.slowest_s = max(report.slowest_s, seconds)
            over = seconds - _allowed_s(observation, configuration)
            if over > report.over_s:
                report.over_s = over
                report.over_call = f"{kind}: {configuration}, bank {observation['remainingOverageTime']}"
        line = report.by_kind.setdefault(kind, {"calls": 0, "slowest_s": 0.0})
        line["calls"] += 1
        line["slowest_s"] = round(max(line["slowest_s"], seconds), 4)
        if move is not None and type(move) is not int:
            report.not_int += 1
            _fail(report, f"{kind}: returned {move!r} ({type(move).__name__})")
            continue
        legal = _open_columns(observation, configuration)
        if move is not None and legal and move not in legal:
            report.illegal += 1
            _fail(report, f"{kind}: column {move} with {legal} open; {configuration}")
        if progress:
            progress(i + 1)
    return report


def _fail(report: FuzzReport, line: str) -> None:
    if len(report.failures) < 10:
        report.failures.append(line[:300])


def bench_fuzz(agent: str = SHIPPED_FILE, out_dir: str = OUT, calls: int = 10_000, seed: int = 0) -> bool:
    """``calls`` calls of a submission file's ``agent`` on random, impossible and malformed
    observations and configurations (:func:`evaluation.fuzz.fuzz`): illegal moves, non-int returns,
    exceptions, the slowest call and the most a call ran past its clock. Returns whether none
    failed."""
    from tqdm import tqdm

    with tqdm(total=calls, desc="fuzz", leave=False, file=sys.stderr) as bar:
        report = fuzz(agent, calls, seed, progress=lambda _: bar.update())
    write_figures("fuzz", {"agent": agent, "seed": seed, "ok": report.ok, **report.figures()}, out_dir)
    return report.ok

