"""The Kaggle adapter: ``agent(observation, configuration) -> int`` for any player.

Kaggle calls the agent once per move with the observation (``board``, ``mark``,
``remainingOverageTime``, ``step``) and the configuration (``rows``, ``columns``, ``inarow``,
``actTimeout``); both come as dicts with attribute access. The adapter reads the board size from
the configuration (never assuming 6x7x4), gives the player a time budget derived from the time
rules, and returns a plain ``int`` (a numpy integer is rejected by Kaggle as INVALID).

Time rules (kaggle-environments 1.33, connectx): each move may take ``actTimeout`` seconds (2);
time beyond it is drawn from an overage bank of ``remainingOverageTime`` seconds (60 per episode,
never refilled); a move with the bank spent is a TIMEOUT and loses.
"""

from __future__ import annotations

import sys
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from agents.blas_threads import one_blas_thread
from agents.board import Position
from agents.timing import MIN_MOVE_S


@dataclass(frozen=True)
class TimeControl:
    """How much of the clock a move may use.

    ``budget = act_fraction * actTimeout + min(max_overage_s, overage_share * max(0,
    remainingOverageTime - reserve_s))``, then at most ``max_s`` and at least ``min_s``. The margin
    left by ``act_fraction`` covers what the player does not measure itself: building the position,
    Python's start-up of the call, a slower CPU on Kaggle. A clock value that is missing, not a
    number, infinite or negative counts as its default: ``actTimeout`` 2 s, the bank 0 s (never
    plan on time that may not be there).
    """

    act_fraction: float = 0.6
    """Share of ``actTimeout`` to spend per move, in (0, 1]."""
    overage_share: float = 0.0
    """Share of the overage bank (above ``reserve_s``) to add to each move, in [0, 1)."""
    reserve_s: float = 10.0
    """Seconds of the overage bank never planned for, in seconds."""
    min_s: float = MIN_MOVE_S
    """Smallest budget handed to a player, in seconds."""
    max_overage_s: float = 10.0
    """The most seconds one move may draw from the bank, however large the bank a configuration
    gives (Kaggle's 60 s bank at ``overage_share`` 0.2 gives the first move exactly this)."""
    max_s: float = 20.0
    """The longest budget of any move, in seconds, however generous the clock a configuration
    gives (Kaggle's defaults give at most 11.2 s at ``overage_share`` 0.2)."""

    def __post_init__(self):
        if not 0 < self.act_fraction <= 1:
            raise ValueError(f"act_fraction must be in (0, 1], got {self.act_fraction}")
        if not 0 <= self.overage_share < 1:
            raise ValueError(f"overage_share must be in [0, 1), got {self.overage_share}")
        if self.reserve_s < 0 or self.max_overage_s < 0 or not 0 < self.min_s <= self.max_s:
            raise ValueError(f"reserve_s and max_overage_s must be >= 0 and 0 < min_s <= max_s, got "
                             f"{self.reserve_s}, {self.max_overage_s}, {self.min_s}, {self.max_s}")

    def budget(self, configuration: Any, observation: Any) -> float:
        """Seconds the player may think on this move."""
        act = seconds_or_default(_get(configuration, "actTimeout"), 2.0)
        bank = seconds_or_default(_get(observation, "remainingOverageTime"), 0.0)
        draw = min(self.max_overage_s, self.overage_share * max(0.0, bank - self.reserve_s))
        return max(self.min_s, min(self.max_s, self.act_fraction * act + draw))


def seconds_or_default(value: Any, default: float) -> float:
    """``value`` as seconds, or ``default`` when it is missing, not a number, not finite or negative."""
    try:
        seconds = float(value)
    except (TypeError, ValueError, OverflowError):
        return default
    return seconds if 0 <= seconds < float("inf") else default


def _get(obj: Any, name: str, default: Any = None) -> Any:
    """Read ``name`` from a dict or an attribute-style object (kaggle's Struct is both)."""
    if isinstance(obj, dict):
        return obj.get(name, default)
    return getattr(obj, name, default)


def position_from_observation(observation: Any, configuration: Any) -> Position:
    """The :class:`Position` an observation describes (see ``Position.from_kaggle``).

    Raises:
        ValueError: a missing field or an impossible board, with the reason.
    """
    board = _get(observation, "board")
    mark = _get(observation, "mark")
    if board is None or mark is None:
        raise ValueError("observation lacks 'board' or 'mark'")
    return Position.from_kaggle(list(board), int(mark), int(_get(configuration, "rows", 6)),
                                int(_get(configuration, "columns", 7)), int(_get(configuration, "inarow", 4)))


def fallback_move(observation: Any, configuration: Any) -> int:
    """An open column read straight off the raw board (the centre-most one), or 0 if none can be
    read: the move of last resort when the player or the observation fails."""
    try:
        board = list(_get(observation, "board"))
        columns = int(_get(configuration, "columns", 7))
        open_columns = [c for c in range(min(columns, len(board))) if board[c] == 0]
        return int(min(open_columns, key=lambda c: abs(2 * c - columns + 1)))
    except Exception:
        return 0


def make_agent(player: Any, time_control: TimeControl = TimeControl(),
               startup_s: float = 0.0) -> Callable[[Any, Any], int]:
    """Wrap a player (``choose(position, seconds) -> int``) as a Kaggle agent.

    The player thinks on one BLAS thread (:func:`agents.blas_threads.one_blas_thread`; the
    caller's count is restored after each move). The returned function never raises: if the
    observation is impossible or the player fails or returns an illegal column, the traceback goes
    to stderr and a legal column (:func:`fallback_move`) is returned, so a game is never lost to an
    exception of ours.

    Args:
        player: the player.
        time_control: how the budget is derived from the clock.
        startup_s: seconds already spent before the first call that Kaggle charges to the first
            move (a submission file's loading: Kaggle executes the file lazily, inside the first
            move's clock); deducted from the first move's budget only.
    """
    pending_startup = [startup_s]

    def agent(observation: Any, configuration: Any) -> int:
        start = time.perf_counter()
        try:
            position = position_from_observation(observation, configuration)
            spent = time.perf_counter() - start + pending_startup[0]
            pending_startup[0] = 0.0
            seconds = time_control.budget(configuration, observation) - spent
            with one_blas_thread():
                move = int(player.choose(position, max(time_control.min_s, seconds)))
            if not position.can_play(move):
                raise ValueError(f"player returned column {move}, which is full or off the board")
            return move
        except Exception:
            traceback.print_exc(file=sys.stderr)
            return fallback_move(observation, configuration)

    return agent
