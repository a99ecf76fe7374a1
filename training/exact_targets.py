"""Exact value targets for self-play positions the solver reaches: where a game's positions are
late enough that the compiled exact solver (:class:`agents.solver_numba.NumbaSolver`) settles them
within a node budget, their win/draw/loss replaces the game's result as the value target.

AlphaZero's value target is the game's result (Silver et al. 2017, "Mastering the game of Go without
human knowledge", Methods), a noisy label for every position where the self-play players still
erred after it. Connect Four's endgames are solved in milliseconds, so the last positions of a
game can be labelled exactly instead; the network's value then learns the truth there, and the
search carries it back to earlier positions. Each game is solved from its last position backwards,
one weak solve a position (win / draw / loss only), the solver's transposition table kept across the
game's positions and games (a later position's results help the earlier ones), until a position
before ``min_ply`` or the first one the budget does not settle (earlier ones would cost more).
"""

from __future__ import annotations

import time
from dataclasses import dataclass

import numpy as np

from agents.board import Position, geometry
from agents.solver import SolverTimeout, numba_supported
from training.selfplay import GameRecord


@dataclass
class ExactStats:
    """What :meth:`ExactTargets.apply` did: ``positions`` seen, ``solved`` (their value target now
    exact), ``changed`` (an exact value other than the game's result), ``seconds`` spent."""

    positions: int = 0
    solved: int = 0
    changed: int = 0
    seconds: float = 0.0

    def metrics(self) -> dict[str, float]:
        return {"exact_positions": self.solved, "exact_share": self.solved / max(1, self.positions),
                "exact_changed": self.changed, "exact_seconds": self.seconds}


class ExactTargets:
    """The solvers (one per board, made on first use) and the budget.

    Args:
        min_ply: positions of at least this ply are solved (from the game's end back).
        nodes: the node budget of one solve.
        table_size: transposition table entries of each board's solver.

    Raises:
        ValueError: a negative ``min_ply`` or a ``nodes`` below 1.
    """

    def __init__(self, min_ply: int, nodes: int, table_size: int = 1 << 20):
        if min_ply < 0 or nodes < 1:
            raise ValueError(f"exact targets need min_ply >= 0 and nodes >= 1, got {min_ply} and {nodes}")
        self.min_ply, self.nodes, self.table_size = min_ply, nodes, table_size
        self.solvers: dict[tuple[int, int, int], object] = {}

    def _solver(self, board: tuple[int, int, int]):
        if board not in self.solvers:
            geo = geometry(*board)
            if not numba_supported(geo):
                self.solvers[board] = None  # over 64 bits: the game's results stay
            else:
                from agents.solver_numba import NumbaSolver

                solver = NumbaSolver(geo, self.table_size)
                solver.node_limit = self.nodes
                self.solvers[board] = solver
        return self.solvers[board]

    def apply(self, records: list[GameRecord]) -> ExactStats:
        """Replace the value targets of ``records`` (in place) where the solver settles them.

        Records without bitboards (``current`` None) are left as they are.
        """
        stats = ExactStats()
        start = time.perf_counter()
        for record in records:
            stats.positions += len(record.values)
            solver = self._solver(record.board)
            if solver is None or record.current is None:
                continue
            for t in range(len(record.values) - 1, -1, -1):
                ply = int(record.ply[t])
                if ply < self.min_ply:
                    break
                position = Position(solver.geo, int(record.current[t, 0]), int(record.mask[t, 0]), ply)
                try:
                    score = solver.solve(position, weak=True).score
                except SolverTimeout:
                    break
                stats.solved += 1
                stats.changed += int(score != record.values[t])
                record.values[t] = np.float32(score)
        stats.seconds = time.perf_counter() - start
        return stats
