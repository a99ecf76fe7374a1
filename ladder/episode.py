"""One ConnectX episode through kaggle-environments, with Kaggle's own rules and clock.

An agent is named by a string: a player spec of :mod:`agents.players` (``"mcts:simulations=500"``),
a path to a submission file (``submissions/x/main.py``, loaded by kaggle-environments' own loader
exactly as Kaggle loads it, the first move paying for the file's execution), or the name of one of
kaggle-environments' built-in agents that is not also a player name (``"negamax"``).
"""

from __future__ import annotations

import copy
import math
import os
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from agents.board import Position, geometry
from agents.kaggle import make_agent
from agents.players import PLAYERS, make_player

AgentFn = Callable[[Any, Any], int]
"""A Kaggle agent: ``agent(observation, configuration) -> column``."""

KAGGLE_BUILTINS = ("negamax",)
"""kaggle-environments' connectx agents reachable by name (its ``random`` is shadowed by ours)."""


def is_file_agent(spec: str) -> bool:
    """True when ``spec`` names a submission file rather than a player (a player spec starts with
    a player's name, and may hold paths in its parameters)."""
    if spec.partition(":")[0] in PLAYERS:
        return False
    return spec.endswith(".py") or os.sep in spec or "/" in spec


def resolve_agent(spec: str, seed: int = 0) -> Any:
    """What ``env.run`` takes for ``spec``: an absolute file path, a built-in name, or an agent
    function wrapping a fresh player seeded with ``seed``.

    Raises:
        FileNotFoundError: a file spec whose file does not exist.
        ValueError: an unknown player name or a bad parameter (see ``parse_spec``).
    """
    if is_file_agent(spec):
        path = os.path.abspath(spec)
        if not os.path.isfile(path):
            raise FileNotFoundError(f"agent file not found: {spec}")
        return path
    if spec in KAGGLE_BUILTINS and spec not in PLAYERS:
        return spec
    return make_agent(make_player(spec, seed=seed))


def load_agent(spec: str, seed: int = 0) -> AgentFn:
    """A Kaggle agent function for a player spec or a submission file (through
    kaggle-environments' loader).

    Raises:
        FileNotFoundError: a missing file. ValueError: a bad player spec, or a file that does not
            load as a Kaggle agent (its own error while it loads, named).
    """
    if is_file_agent(spec):
        from kaggle_environments.agent import get_last_callable

        if not os.path.isfile(spec):
            raise FileNotFoundError(f"agent file not found: {spec}")
        with open(spec) as f:
            source = f.read()
        try:
            return get_last_callable(source, path=os.path.abspath(spec))
        except Exception as e:  # the file's own error while it loads: the user's file, not our bug
            raise ValueError(f"{spec} does not load as a Kaggle agent: {type(e).__name__}: {e}") from None
    return make_agent(make_player(spec, seed=seed))


def kaggle_move(agent: AgentFn, pos: Position, act_timeout: float = 2.0, bank: float = 60.0) -> tuple[int, float]:
    """Ask ``agent`` for a move in ``pos`` as Kaggle would (observation and configuration as
    kaggle-environments' ``Struct``, read by key or attribute); returns ``(column, seconds taken)``.

    Raises:
        ValueError: the agent returned something that is not a legal column.
    """
    from kaggle_environments.utils import structify

    geo = pos.geo
    observation = structify({"board": pos.to_kaggle_board(), "mark": 1 + pos.ply % 2, "step": pos.ply,
                             "remainingOverageTime": bank})
    configuration = structify({"rows": geo.rows, "columns": geo.columns, "inarow": geo.inarow,
                               "actTimeout": act_timeout, "timeout": act_timeout})
    start = time.perf_counter()
    move = agent(observation, configuration)
    seconds = time.perf_counter() - start
    if type(move) is not int or not pos.can_play(move):
        raise ValueError(f"the agent returned {move!r} in a position where it is not a legal column")
    return move, seconds



@dataclass
class EpisodeResult:
    """The record of one episode.

    Attributes:
        agents: the two specs, in seat order (seat 0 plays mark 1 and moves first).
        rewards: Kaggle's final rewards per seat: 1 win, -1 loss, 0 draw, None for an agent that
            lost by status.
        statuses: final status per seat: DONE, or ERROR / INVALID / TIMEOUT for the offender.
        moves: the columns played, in order (0-based).
        move_seconds: per seat, the duration kaggle-environments measured for each of its moves
            (seconds; the first includes loading a file agent).
        configuration: the episode's configuration (rows, columns, inarow, actTimeout, ...).
        bank_low: per seat, the least overage bank (``remainingOverageTime``, seconds) the
            agent was left with at any step of the episode, as kaggle-environments charged it.
        env: the finished environment, for ``render``.
    """

    agents: list[str]
    rewards: list[float | None]
    statuses: list[str]
    moves: list[int]
    move_seconds: list[list[float]]
    configuration: dict[str, Any]
    bank_low: list[float]
    env: Any = field(repr=False, default=None)

    def record(self) -> dict[str, Any]:
        """A picklable, JSON-ready dict of the result, with the kaggle-environments replay."""
        return {"agents": self.agents, "rewards": self.rewards, "statuses": self.statuses, "moves": self.moves,
                "move_seconds": self.move_seconds, "configuration": self.configuration, "score0": self.score,
                "replay": self.env.toJSON()}

    @property
    def score(self) -> float:
        """Seat 0's score (:func:`seat0_score`)."""
        return seat0_score(self.rewards)


def seat0_score(rewards: list[float | None]) -> float:
    """Seat 0's score from Kaggle's final rewards (None: the agent failed): 1 win, 0.5 draw, 0
    loss (a loss by status included)."""
    r0, r1 = rewards
    if r0 == 1 or (r1 is None and r0 is not None):
        return 1.0
    if r1 == 1 or r0 is None:
        return 0.0
    return 0.5


def make_env(rows: int = 6, columns: int = 7, inarow: int = 4, act_timeout: float = 2.0,
             overage: float = 60.0) -> Any:
    """A kaggle-environments ``connectx`` environment (not in debug mode, so agent exceptions,
    invalid moves and timeouts are judged as on Kaggle).

    Args:
        rows, columns, inarow: the board.
        act_timeout: seconds per move before the overage bank is drawn on (Kaggle: 2).
        overage: the overage bank at the start of the episode, in seconds (Kaggle: 60). It is an
            observation default of the environment's specification, so a copy of the registered
            specification with this one value changed builds the environment.

    Raises:
        ValueError: a board no game can be played on (:func:`agents.board.geometry`), or a
            time that is not above 0.
    """
    import kaggle_environments
    from kaggle_environments.core import Environment

    geometry(rows, columns, inarow)
    if not act_timeout > 0 or not overage >= 0:
        raise ValueError(f"actTimeout must be above 0 and the overage at least 0, got {act_timeout} and {overage}")
    # "timeout" is the environment's obsolete integer copy of actTimeout, still read by old agents.
    configuration = {"rows": rows, "columns": columns, "inarow": inarow, "actTimeout": act_timeout,
                     "timeout": math.ceil(act_timeout)}
    registered = kaggle_environments.environments["connectx"]
    specification = copy.deepcopy(registered["specification"])
    specification["observation"]["remainingOverageTime"] = overage
    return Environment(**{**registered, "specification": specification}, configuration=configuration, debug=False)


def play_episode(spec_a: str, spec_b: str, rows: int = 6, columns: int = 7, inarow: int = 4,
                 act_timeout: float = 2.0, overage: float = 60.0, seed: int = 0) -> EpisodeResult:
    """Play ``spec_a`` (mark 1, first) against ``spec_b`` with ``env.run`` (see :func:`make_env`).

    Players get seeds ``seed`` and ``seed + 1``.

    Raises:
        FileNotFoundError, ValueError: a bad agent spec (see :func:`resolve_agent`).
    """
    env = make_env(rows, columns, inarow, act_timeout, overage)
    env.run([resolve_agent(spec_a, seed), resolve_agent(spec_b, seed + 1)])
    moves: list[int] = []
    move_seconds: list[list[float]] = [[], []]
    offset = len(env.logs) - len(env.steps)  # the log list also holds the reset steps
    for k in range(1, len(env.steps)):
        for seat, before in enumerate(env.steps[k - 1]):
            if before["status"] != "ACTIVE":
                continue
            after = env.steps[k][seat]
            log = env.logs[k + offset][seat] if k + offset < len(env.logs) else {}
            if isinstance(log, dict) and "duration" in log:
                move_seconds[seat].append(float(log["duration"]))
            if after["status"] in ("ACTIVE", "INACTIVE", "DONE") and after["action"] is not None:
                moves.append(int(after["action"]))
    bank_low = [min(float(step[seat]["observation"].get("remainingOverageTime", overage)) for step in env.steps)
                for seat in (0, 1)]
    final = env.steps[-1]
    return EpisodeResult(
        agents=[spec_a, spec_b],
        rewards=[s["reward"] for s in final],
        statuses=[s["status"] for s in final],
        moves=moves,
        move_seconds=move_seconds,
        configuration=dict(env.configuration),
        bank_low=bank_low,
        env=env,
    )
