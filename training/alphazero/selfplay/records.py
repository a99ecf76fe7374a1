"""Self-play games as training data: :class:`GameRecord`, and the plies of the games in flight (:class:`History`)."""

from __future__ import annotations

from dataclasses import dataclass

import numba
import numpy as np

from agents.board import Geometry
from agents.encoding import planes_count
from training.alphazero import batched_puct, tree_words

NO_ACTION_VALUE = -128
"""The int8 a column's action value holds where it has none (not solved, illegal, off the board)."""
NO_OWNER = 255
"""The uint8 an ownership target holds where it has none (a cell of the frame beyond the board, a
window row kept without one)."""


@dataclass
class GameRecord:
    """One finished self-play game.

    Attributes:
        planes: float32 ``(T, planes, rows, columns)``, the encoded position before each searched
            ply (the network's frame when padded).
        policies: float32 ``(T, columns)``, the search's policy target there (0.0 on the frame's
            columns beyond the board).
        values: float32 ``(T,)``, the final result for the side to move there (+1, 0, -1; with
            ``value_q_share``, mixed with the search's root value: in [-1, 1]), or its exact value
            where :mod:`training.alphazero.exact_targets` replaced it.
        moves: the columns played after the opening (one per row of ``planes``).
        result: +1 the first player won, -1 the second, 0 a draw.
        board: ``(rows, columns, inarow)`` of the game.
        full: bool ``(T,)``, the row's policy is a target (a full search, or an exact policy from
            :mod:`training.alphazero.exact_targets`); None: every row's is.
        current, mask: uint64 ``(T, K)``, each row's position as bitboards in
            :func:`training.alphazero.tree_words.word_layout`'s words (the side to move's stones, all
            stones); ply: int32 ``(T,)``. None when not kept.
        action_values: int8 ``(T, columns)``, each column's exact result for the side to move (+1, 0,
            -1) where :mod:`training.alphazero.exact_targets` solved every column, else
            :data:`NO_ACTION_VALUE` (also on illegal columns and the frame's columns beyond the
            board); None: none solved.
    """

    planes: np.ndarray
    policies: np.ndarray
    values: np.ndarray
    moves: list[int]
    result: int
    board: tuple[int, int, int] = (6, 7, 4)
    full: np.ndarray | None = None
    current: np.ndarray | None = None
    mask: np.ndarray | None = None
    ply: np.ndarray | None = None
    action_values: np.ndarray | None = None

    def policy_weights(self) -> np.ndarray:
        """float32 ``(T,)``: 1.0 where the policy is a target, 0.0 after a fast search."""
        return np.ones(len(self.moves), np.float32) if self.full is None else self.full.astype(np.float32)

    def ownership(self) -> np.ndarray:
        """uint8 ``(T, rows, columns)`` (the network's frame when padded): each cell's holder when
        the game has ended, for the side to move before each searched ply: 1 its own stone, 2
        the opponent's, 0 empty; :data:`NO_OWNER` on the frame's cells beyond the board. The
        final board is the last row's position with its move played. KataGo's ownership target
        (Wu 2019, "Accelerating Self-Play Learning in Go", section 4.1), with a third class: in Go
        every point has an owner at the end, here a cell may stay empty."""
        last = self.planes[-1]
        own, opponent = last[0] > 0, last[1] > 0
        column = self.moves[-1]
        top = last.shape[1] - 1 - int(np.count_nonzero(own[:, column] | opponent[:, column]))
        own[top, column] = True  # the stone drops onto the column's stones (row 0 is the top)
        end = np.where(own, 1, np.where(opponent, 2, 0)).astype(np.uint8)  # the last searched side's view
        swapped = np.where(end == 0, 0, 3 - end).astype(np.uint8)
        other_side = (len(self.moves) - 1 - np.arange(len(self.moves))) % 2 == 1
        out = np.where(other_side[:, None, None], swapped, end).astype(np.uint8)
        if last.shape[0] > 3:  # padded: the fourth plane marks the board's cells
            out[:, last[3] == 0] = NO_OWNER
        return out


class History:
    """The plies played so far in each of ``games`` games: game ``g``'s ply ``i`` (counted from
    its first searched ply) in row ``g * plies + i`` of :class:`~training.alphazero.batched_puct.
    RootRecords` (the position before the move, the search's root value, move and policy target)
    and of ``full`` (a full search's)."""

    def __init__(self, games: int, geo: Geometry):
        self.plies = geo.rows * geo.columns
        self.flat = batched_puct.RootRecords.empty(geo, games * self.plies)
        self.full = np.zeros(games * self.plies, bool)
        self.length = np.zeros(games, np.int64)

    def added(self, games: np.ndarray, full: np.ndarray) -> np.ndarray:
        """The next ply of ``games``, its ``full`` kept: their rows for the rest of it (int64)."""
        rows = games * self.plies + self.length[games]
        self.full[rows] = full
        self.length[games] += 1
        return rows

    def add(self, games, current, mask, ply, policies, moves, full, q) -> None:
        """The next ply of ``games``, as :class:`~training.alphazero.batched_puct.RootRecords`' fields."""
        rows, flat = self.added(games, full), self.flat
        flat.current[rows], flat.mask[rows], flat.ply[rows] = current, mask, ply
        flat.policies[rows], flat.moves[rows], flat.values[rows] = policies, moves, q

    def records(self, geo: Geometry, games: np.ndarray, last_mover_won: np.ndarray,
                pad_to: tuple[int, int] | None, q_share: float = 0.0) -> list[GameRecord]:
        """``games`` (int array) as training data, gathered and encoded in one compiled pass
        (:func:`_game_rows`); ``last_mover_won`` (bool, per game): the last move made a line;
        ``q_share``: the value targets' share of the root values."""
        flat, lengths = self.flat, self.length[games]
        ends = np.cumsum(lengths)
        total, words = int(ends[-1]), flat.current.shape[1]
        frame, width = ((geo.rows, geo.columns) if pad_to is None else pad_to), (pad_to or (0, geo.columns))[1]
        current, mask = np.empty((total, words), np.uint64), np.empty((total, words), np.uint64)
        policies = np.empty((total, width), np.float32)
        ply, moves, values, full = (np.empty(total, t) for t in (np.int32, np.int64, np.float32, np.bool_))
        results = np.empty(len(games), np.int64)
        planes = np.empty((total, planes_count(pad_to is not None), *frame), np.float32)
        _game_rows(np.asarray(games, np.int64), lengths, self.plies, np.asarray(last_mover_won, np.bool_),
                   float(q_share), flat.current, flat.mask, flat.ply, flat.policies, flat.moves, flat.values,
                   self.full, tree_words.geometry_arrays(geo)[1], current, mask, ply, policies, moves, values, full,
                   results, planes)
        board = (geo.rows, geo.columns, geo.inarow)
        return [GameRecord(planes[a:b], policies[a:b], values[a:b], moves[a:b].tolist(), r, board,
                           full[a:b], current[a:b], mask[a:b], ply[a:b])
                for a, b, r in zip((ends - lengths).tolist(), ends.tolist(), results.tolist(), strict=True)]


@numba.njit(cache=True, nogil=True)
def _game_rows(games, lengths, plies, last_mover_won, q_share, flat_current, flat_mask, flat_ply, flat_policies,
               flat_moves, flat_values, flat_full, geo_i, current, mask, ply, policies, moves, values, full, results,
               planes):
    """The plies of ``games`` (game ``g``'s ``lengths[j]`` rows from row ``g * plies`` of the
    history's ``flat_*`` arrays), one game after another, into the ``current``, ``mask``, ``ply``,
    ``policies`` (0.0 on the frame's columns beyond the board), ``moves``, ``full``
    rows and their network ``planes`` (:func:`~training.alphazero.tree_words.encode`); each
    game's result for the first player into ``results[j]`` (+1, -1; 0 a draw: the last move made
    no line), and each row's value target into ``values``: the result for the side to move there,
    with ``q_share`` of it the search's root value instead (float32 arithmetic, as NumPy's on
    float32 arrays). Serial, as the encoding."""
    i, columns = 0, flat_policies.shape[1]
    for j in range(games.shape[0]):
        first = games[j] * plies
        result = 0
        if last_mover_won[j]:  # the first player made the last move where its ply is even
            result = 1 if flat_ply[first + lengths[j] - 1] % 2 == 0 else -1
        results[j] = result
        for row in range(first, first + lengths[j]):
            for w in range(current.shape[1]):  # word by word: a row's slice assignment costs views
                current[i, w], mask[i, w] = flat_current[row, w], flat_mask[row, w]
            ply[i] = flat_ply[row]
            for c in range(policies.shape[1]):
                policies[i, c] = flat_policies[row, c] if c < columns else 0.0
            moves[i], full[i] = flat_moves[row], flat_full[row]
            value = np.float32(result if ply[i] % 2 == 0 else -result)
            if q_share:
                value = np.float32(1.0 - q_share) * value + np.float32(q_share) * flat_values[row]
            values[i] = value
            i += 1
    tree_words.encode(current, mask, ply, geo_i, planes)
