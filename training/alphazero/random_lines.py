"""Positions of random-play games with exact targets, trained on beside self-play's.

Self-play's positions reach the network through its search (an evaluation a simulation); the
solver labels a late position in a fraction of that time. A game of uniformly random moves costs
no network evaluation at all, and the solver (:class:`training.alphazero.exact_targets.
ExactTargets`, from the game's end back) gives its late positions their exact win/draw/loss and
their exact best columns. These are the supervised positions of the exact solver's own labels
(as :mod:`training.papers.supervised` learns from, without self-play); the network meets positions
its own games seldom reach (a side that threw away its win), as the random games of Pons'
benchmark sets ("Solving Connect Four", blog.gamesolver.org, part 2) hold.

Held out: a game's positions up to and including any of the benchmark sets' positions (or their
mirror images) are dropped, so the mistakes measured on the sets stay on positions never trained on.
"""

from __future__ import annotations

import functools

import numpy as np

from agents.board import Geometry, Position
from agents.encoding import planes_count
from training.alphazero import tree_words
from training.alphazero.selfplay.records import GameRecord
from training.exact.benchmark import SETS, load_set


@functools.cache
def held_out_keys() -> frozenset[int]:
    """The 6x7 keys (:meth:`agents.board.Position.key`) of every benchmark set's position and its
    mirror image: 12,000 at most."""
    keys = set()
    for name, _ in SETS:
        for pos in load_set(name).positions:
            keys.update((pos.key(), pos.mirror().key()))
    return frozenset(keys)


def random_lines(geo: Geometry, count: int, rng: np.random.Generator,
                 pad_to: tuple[int, int] | None = None) -> list[GameRecord]:
    """``count`` games of uniformly random legal moves, played to their end, as records whose
    targets are placeholders until the exact targets label them (:func:`settled`): ``full`` all
    False, ``policies`` zeros, ``values`` NaN (a random game's result is no target).

    Args:
        geo: the board (at most 64 bits: the solver's).
        pad_to: the network's frame for a padded network, else None.

    Returns:
        One :class:`GameRecord` a game, with its bitboards (``current``, ``mask``, ``ply``).
    """
    board = (geo.rows, geo.columns, geo.inarow)
    held_out = held_out_keys() if board == (6, 7, 4) else frozenset()
    geo_i = tree_words.geometry_arrays(geo)[1]
    frame, width = ((geo.rows, geo.columns) if pad_to is None else pad_to), (pad_to or (0, geo.columns))[1]
    records = []
    for _ in range(count):
        pos, currents, masks, moves, first = Position(geo), [], [], [], 0
        while True:
            legal = pos.legal_moves()
            if pos.key() in held_out:
                first = len(moves) + 1  # this position and the ones before it are not trained on
            column = legal[int(rng.integers(len(legal)))]
            currents.append(pos.current)
            masks.append(pos.mask)
            moves.append(column)
            won = pos.is_winning_move(column)
            pos.play(column)
            if won or pos.mask == geo.board_mask:
                break
        result = (1 if len(moves) % 2 == 1 else -1) if won else 0
        current, mask = tree_words.to_words(geo, currents), tree_words.to_words(geo, masks)
        ply = np.arange(len(moves), dtype=np.int32)
        planes = np.empty((len(moves), planes_count(pad_to is not None), *frame), np.float32)
        tree_words.encode(current, mask, ply, geo_i, planes)
        values = np.full(len(moves), np.nan, np.float32)
        record = GameRecord(planes, np.zeros((len(moves), width), np.float32), values, moves, result, board,
                            np.zeros(len(moves), bool), current, mask, ply)
        records.append(_rows(record, slice(first, None)))
    return [r for r in records if r.moves]


def settled(records: list[GameRecord]) -> tuple[list[GameRecord], list[GameRecord]]:
    """The positions of ``records`` (from :func:`random_lines`, labelled by
    :class:`~training.alphazero.exact_targets.ExactTargets` with exact policies) that now hold an
    exact value: ``(ends, openings)``. ``ends``: each game cut to its settled last positions (the
    solver's, from the game's end back); ``openings``: each game cut to its settled first
    positions, before the first one left unsettled (those an opening book settles), which end
    before the game does (no ownership target). Games with none are dropped."""
    ends, openings = [], []
    for record in records:
        unsettled = np.flatnonzero(np.isnan(record.values))
        if not len(unsettled):
            ends.append(record)
            continue
        if unsettled[-1] + 1 < len(record.values):
            ends.append(_rows(record, slice(int(unsettled[-1]) + 1, None)))
        if unsettled[0] > 0:
            openings.append(_rows(record, slice(int(unsettled[0]))))
    return ends, openings


def _rows(record: GameRecord, cut: slice) -> GameRecord:
    """``record``'s rows ``cut`` (a slice of consecutive rows; its result and final position
    unchanged)."""
    return GameRecord(record.planes[cut], record.policies[cut], record.values[cut], record.moves[cut],
                      record.result, record.board, record.full[cut], record.current[cut], record.mask[cut],
                      record.ply[cut], None if record.action_values is None else record.action_values[cut])
