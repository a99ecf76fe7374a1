"""The agent of the analysis board, in a process of its own: asked for moves as Kaggle asks (the
board as an observation, ``actTimeout`` and the overage bank), and, where it carries a network,
for that network's policy and value. A process can be ended when it overruns or hangs, and a
failing agent cannot take the board's server with it; the next question starts a fresh one.
"""

from __future__ import annotations

import importlib
import multiprocessing
import signal
import threading
import time
from typing import Any

from agents.board import Position, geometry

LOAD_SECONDS = 300.0
"""How long the agent may take to load (a submission file imports, decodes and compiles), in seconds."""

GRACE_SECONDS = 1.0
"""Seconds given past the clock (``actTimeout`` plus the bank) before an answer counts as overrun."""


class OpponentError(Exception):
    """The agent failed or overran; the message says which, for the page."""


def _network_of(agent: Any, player: Any) -> Any:
    """``(network, position_class)`` of the agent where it carries a network, else None: a player
    spec's ``network``, or a packaged ``main.py``'s (its module's ``network``, its positions those
    of the package the file embeds)."""
    if player is not None:
        network = getattr(player, "network", None)
        return None if network is None else (network, Position)
    names = getattr(agent, "__globals__", {})
    if names.get("network") is None or not isinstance(names.get("_PACKAGE"), str):
        return None
    return names["network"], importlib.import_module(names["_PACKAGE"] + ".board").Position


def _serve(spec: str, seed: int, conn: Any) -> None:
    """The agent's process: load it, say whether it carries a network, then answer
    ``(kind, columns, board, act_timeout, bank)`` questions until ``None``."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the server's to handle
    from agents.kaggle import make_agent
    from agents.players import make_player
    from ladder.episode import is_file_agent, kaggle_move, load_agent

    try:
        player = None if is_file_agent(spec) else make_player(spec, seed=seed)
        agent = load_agent(spec, seed) if player is None else make_agent(player)
        network = _network_of(agent, player)
    except Exception as e:  # the user's agent or spec: said to the parent in one line
        conn.send(("error", f"{spec} does not load: {type(e).__name__}: {e}"))
        return
    conn.send(("ready", network is not None))
    while True:
        try:
            question = conn.recv()
        except EOFError:  # the board's server is gone
            return
        if question is None:
            return
        kind, columns, board, act_timeout, bank = question
        try:
            if kind == "move":
                position = Position.from_moves(columns, geometry(*board))
                conn.send(("ok", kaggle_move(agent, position, act_timeout, bank)))
            else:
                conn.send(("ok", _evaluate(network, columns, board)))
        except Exception as e:  # the agent's own failure, for the page
            conn.send(("error", f"{type(e).__name__}: {e}"))


def _evaluate(network: Any, columns: list[int], board: tuple[int, int, int]) -> dict[str, Any] | None:
    """The network's policy (float per column, summing to 1) and value (-1..1, for the side to
    move) of the position, or None without a network or where it does not fit the board."""
    if network is None:
        return None
    net, position_class = network
    position = position_class.from_moves(columns, importlib.import_module(position_class.__module__).geometry(*board))
    if not net.fits(position):
        return None
    priors, values = net.evaluate_batch([position])
    return {"policy": [round(float(p), 4) for p in priors[0]], "value": round(float(values[0]), 4)}


class Opponent:
    """An agent in its own process, started on first use and again after a failure.

    Args:
        spec: a player spec or a submission file (as ``connectx play`` takes them).
        seed: the player's seed.

    Attributes:
        has_network: whether the agent carries a network (known once it has loaded).
    """

    def __init__(self, spec: str, seed: int = 0):
        self.spec, self.seed = spec, seed
        self.process: Any = None
        self.conn: Any = None
        self.has_network = False
        self.lock = threading.Lock()

    def start(self) -> None:
        """Load the agent in a fresh process.

        Raises:
            ValueError: the agent does not load (its error, in one line), or not within
                :data:`LOAD_SECONDS`.
        """
        self.close()
        context = multiprocessing.get_context("spawn")
        parent, child = context.Pipe()
        self.process = context.Process(target=_serve, args=(self.spec, self.seed, child), daemon=True)
        self.process.start()
        child.close()
        self.conn = parent
        if not parent.poll(LOAD_SECONDS):
            self.close()
            raise ValueError(f"{self.spec} did not load within {LOAD_SECONDS:.0f} s")
        try:
            status, detail = parent.recv()
        except EOFError:
            self.close()
            raise ValueError(f"{self.spec} does not load: its process ended while loading") from None
        if status != "ready":
            self.close()
            raise ValueError(detail)
        self.has_network = detail

    def move(self, columns: list[int], board: tuple[int, int, int], act_timeout: float,
             bank: float) -> tuple[int, float]:
        """The agent's column (0-based) in the position after ``columns``, and the seconds it took.

        Raises:
            OpponentError: it failed (raised, or returned no legal column) or gave no answer within
                ``act_timeout + bank`` (and :data:`GRACE_SECONDS`); the process is then ended.
        """
        return self._ask("move", columns, board, act_timeout, bank, act_timeout + bank + GRACE_SECONDS)

    def network(self, columns: list[int], board: tuple[int, int, int]) -> dict[str, Any] | None:
        """The agent's network's ``{"policy", "value"}`` in the position (see :func:`_evaluate`), or None.

        Raises:
            OpponentError: as :meth:`move`, within :data:`LOAD_SECONDS`.
        """
        if not self.has_network and self.process is not None:
            return None
        return self._ask("network", columns, board, 0.0, 0.0, LOAD_SECONDS)

    def _ask(self, kind: str, columns: list[int], board: tuple[int, int, int], act_timeout: float, bank: float,
             wait: float) -> Any:
        with self.lock:
            if self.process is None or not self.process.is_alive():
                try:
                    self.start()
                except ValueError as e:
                    raise OpponentError(str(e)) from None
            start = time.perf_counter()
            try:
                self.conn.send((kind, list(columns), tuple(board), act_timeout, bank))
                answered = self.conn.poll(wait)
                status, detail = self.conn.recv() if answered else (None, None)
            except (EOFError, OSError, BrokenPipeError):
                self.close()
                raise OpponentError(f"{self.spec} ended while thinking (its process died)") from None
            if not answered:
                self.close()
                raise OpponentError(f"{self.spec} overran: no answer in {time.perf_counter() - start:.1f} s "
                                    f"(actTimeout {act_timeout:g} s + bank {bank:.1f} s; Kaggle ends the game)")
            if status != "ok":
                raise OpponentError(f"{self.spec} failed: {detail}")
            return detail

    def close(self) -> None:
        """End the agent's process (a later question starts a new one)."""
        if self.process is not None:
            try:
                self.conn.send(None)
            except (OSError, BrokenPipeError):
                pass
            self.process.join(0.5)
            if self.process.is_alive():
                self.process.kill()
                self.process.join(5)
            self.conn.close()
        self.process = self.conn = None
