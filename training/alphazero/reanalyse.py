"""Reanalyse: positions of the replay window searched again by the best network (the one
self-play plays; without gating the newest), the new search's visits their policy targets
(Schrittwieser et al. 2020, "Mastering Atari, Go, Chess and Shogi by Planning with a Learned
Model", Appendix H, "Reanalyze": there the policy and the value targets of stored positions are
refreshed by searches of the latest network; here the policy only).

A self-play position's policy target is the visit distribution of a search by the network of its
iteration, and with playout caps (Wu 2019, "Accelerating Self-Play Learning in Go", section 3.1)
only a quarter of the moves have one at all. A reanalysed row gets the visits of a new search
(no Dirichlet noise), a target whatever search it had. The rows are drawn uniformly from those
without an exact policy target (the solver's proven best moves,
:mod:`training.alphazero.exact_targets`, which no search improves); their value targets, the
reply targets of the rows before them and their surprises stay as they were.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

import numpy as np

from agents.board import Geometry, Position
from agents.encoding import planes_count
from training.alphazero.replay import ReplayBuffer
from training.alphazero.selfplay import NO_ACTION_VALUE, LeafEvaluator, SelfPlayConfig, search_positions


@dataclass
class ReanalyseStats:
    """What :func:`reanalyse` did: ``positions`` searched again, ``new_targets`` among them that
    had no policy target before (a fast search's), ``eligible`` rows of the window without an exact
    policy target (what they were drawn from), ``seconds`` of wall time."""

    positions: int = 0
    new_targets: int = 0
    eligible: int = 0
    seconds: float = 0.0

    def metrics(self) -> dict[str, float]:
        return {"reanalyse_positions": self.positions, "reanalyse_new_targets": self.new_targets,
                "reanalyse_eligible": self.eligible, "reanalyse_seconds": self.seconds}


def window_positions(planes: np.ndarray, geo: Geometry) -> list[Position]:
    """The positions of ``geo`` whose input planes these are (:func:`agents.encoding.encode`'s
    inverse, for the replay window's rows).

    Args:
        planes: ``(N, P, R, C)``, any numeric dtype holding 0 and 1 on planes 0 and 1 (the side to
            move's stones, the opponent's; Kaggle's row order): the board's own planes (``R, C``
            its size) or padded ones (``P`` 5, the board in the frame's bottom-left corner).

    Returns:
        ``N`` positions of ``geo``; each one's ply counts its stones (plane 2 is not read).

    Raises:
        ValueError: planes of another shape, or a board that does not fit the frame.
    """
    if planes.ndim != 4 or planes.shape[1] not in (planes_count(False), planes_count(True)):
        raise ValueError(f"planes must be (N, 3 or 5, rows, columns), got {planes.shape}")
    rows, columns = geo.rows, geo.columns
    if planes.shape[2] < rows or planes.shape[3] < columns:
        raise ValueError(f"a {rows}x{columns} board does not fit planes of {planes.shape[2]}x{planes.shape[3]}")
    top = planes.shape[2] - rows
    own = planes[:, 0, top:, :columns].reshape(len(planes), -1) != 0
    stones = own | (planes[:, 1, top:, :columns].reshape(len(planes), -1) != 0)
    # each cell's bitboard bit, Kaggle's row r being the height rows - 1 - r
    bits = [geo.bit(c, rows - 1 - r).bit_length() - 1 for r in range(rows) for c in range(columns)]
    words = []
    for cells in (own, stones):  # each row's cells at their bits, read as a little-endian integer
        board = np.zeros((len(planes), geo.height * columns), np.uint8)
        board[:, bits] = cells
        words.append(np.packbits(board, axis=1, bitorder="little"))
    return [Position(geo, int.from_bytes(c.tobytes(), "little"), int.from_bytes(m.tobytes(), "little"), int(n))
            for c, m, n in zip(words[0], words[1], stones.sum(axis=1), strict=True)]


def reanalyse(replay: ReplayBuffer, evaluator: LeafEvaluator, geo: Geometry, count: int, simulations: int,
              config: SelfPlayConfig, rng: np.random.Generator) -> ReanalyseStats:
    """Search ``count`` rows of ``replay`` again and make the visits their policy targets (in place;
    :meth:`~training.alphazero.replay.ReplayBuffer.set_policies`).

    Args:
        replay: a window of positions of ``geo`` alone (one board, its own planes or padded ones).
        evaluator: the network that searches (the trainer's best network).
        count: rows to search, drawn without replacement from those without an exact policy
            target (fewer where fewer are; none with ``count`` 0).
        simulations: PUCT simulations a search (no Dirichlet noise; ``config``'s c_puct, virtual
            loss, leaves a game and first-play urgency).
        rng: draws the rows.

    Raises:
        ValueError: a negative ``count`` or ``simulations`` below 1.
    """
    if count < 0 or simulations < 1:
        raise ValueError(f"reanalyse needs count >= 0 and simulations >= 1, got {count} and {simulations}")
    start = time.perf_counter()
    stats = ReanalyseStats()
    if not len(replay):
        return stats
    eligible = np.flatnonzero((replay.action_values == NO_ACTION_VALUE).all(axis=1))
    stats.eligible = len(eligible)
    rows = np.sort(rng.choice(eligible, size=min(count, len(eligible)), replace=False))
    if len(rows):
        visits, _ = search_positions(evaluator, window_positions(replay.planes[rows], geo), simulations, config)
        policies = np.zeros((len(rows), replay.policies.shape[1]), np.float32)
        policies[:, :geo.columns] = visits / visits.sum(axis=1, keepdims=True)
        stats.new_targets = int(np.count_nonzero(replay.policy_weights[rows] == 0))
        replay.set_policies(rows, policies)
        stats.positions = len(rows)
    stats.seconds = time.perf_counter() - start
    return stats
