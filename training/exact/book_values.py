"""Exact win/draw/loss of the opening's positions, read off an opening book that is whole there.

A weak book (:mod:`training.exact.weak_book`) holds, at plies ``0 .. plies - 1``, every position
that is won or drawn for the side to move and leaves a choice; one it lacks there is lost, or is
decided by a win at once or by a single move that does not lose at once. Membership alone is a
third of a position's value (not lost), and negamax over one ply of it gives the rest: a position
of the book is won when one of its children is lost, and drawn when none is lost and every child
is known not to be. A book may also hold the first player's proof (every position of its
winning line with each reply of the second player: :mod:`training.exact.book_builder`) and the
second player's longest defences on that line (:mod:`training.exact.defence_book`), which are
lost positions in the book; for such a book the proof tree is walked first, its first-player
positions won and the second player's lost. Values are kept as intervals ``(low, high)`` in {-1, 0, +1} (the side to
move's), exact where ``low == high``: a position at ply ``plies`` or beyond is ``(-1, +1)``,
unknown; so the values are exact through ply ``plies - 2`` and, one ply later, exact for the
lost positions and for the won or drawn whose children say which. No solver runs: a few thousand
book lookups settle every position of the first five plies of 6x7.

The network's value target is the game's result where nothing better is known (Silver et al.
2017, "Mastering the game of Go without human knowledge", Methods); self-play's exact targets
(:mod:`training.alphazero.exact_targets`) reach the opening only where the solver settles it,
and on 6x7 that is not before ply 9 or so within a training budget. The book's positions are the
opening's truth, solved once ahead of time.
"""

from __future__ import annotations

from importlib import resources

from agents.board import Position, geometry
from agents.book import OpeningBook, canonical

UNKNOWN = (-1, 1)
"""The interval of a position nothing is known of."""


class BookValues:
    """The book's values by position, every position of the plies it is whole at computed when
    it is made (a few seconds for 6x7; a position and its mirror image are one entry).

    Args:
        book: the opening book.
        plies: the book holds every won or drawn position with a choice at plies below this
            (the installed 6x7 book: 6, :data:`packager.recipe.SHIPPED_BOOK_PLIES`).
        proof: the book holds the first player's proof from the empty board, and may hold lost
            positions of the second player on it (the installed book); False: a weak book alone.
    """

    def __init__(self, book: OpeningBook, plies: int, proof: bool):
        self.book, self.plies = book, plies
        self._known: dict[int, tuple[int, int]] = {}
        if proof:
            self._proof_tree(Position(geometry(*book.board)))
        for ply in range(plies - 1, -1, -1):  # the deepest first: short recursions
            for position in _positions_at(book.board, ply):
                self.bounds(position)

    def _proof_tree(self, start: Position) -> None:
        """Mark the first player's proof in the book, from ``start`` (the empty board) to the
        plies the book is whole at: its positions won, the second player's replies lost."""
        frontier = [start]
        while frontier:
            position = frontier.pop()
            column = self.book.lookup(position)
            key = canonical(position)[0]
            if column is None or key in self._known:
                continue
            self._known[key] = (1, 1)
            reply = position.child(column)
            if reply.is_won() or reply.ply >= self.plies:
                continue
            self._known[canonical(reply)[0]] = (-1, -1)
            frontier.extend(reply.child(c) for c in reply.legal_moves() if reply.child(c).ply < self.plies)

    def bounds(self, position: Position) -> tuple[int, int]:
        """``(low, high)``: the win/draw/loss of ``position`` for the side to move (+1, 0, -1)
        lies in that interval; exact where they are equal, ``(-1, 1)`` where nothing is known."""
        if position.ply >= self.plies:
            return UNKNOWN
        key = canonical(position)[0]
        if key not in self._known:
            self._known[key] = self._bounds(position)
        return self._known[key]

    def _bounds(self, position: Position) -> tuple[int, int]:
        if position.is_terminal():
            return (-1, -1) if position.is_won() else (0, 0)
        if position.winning_moves():
            return 1, 1
        saving = position.non_losing_moves()
        if not saving:
            return -1, -1
        if len(saving) == 1:  # the book leaves these out: the value is the forced move's
            low, high = self.bounds(position.child(saving[0]))
            return -high, -low
        if self.book.lookup(position) is None:
            return -1, -1
        columns = [self.column_bounds(position, c) for c in position.legal_moves()]
        return max(0, max(low for low, _ in columns)), min(1, max(high for _, high in columns))

    def column_bounds(self, position: Position, column: int) -> tuple[int, int]:
        """The interval of playing ``column`` (legal) in ``position``, for its side to move."""
        child = position.child(column)
        if child.is_won():
            return 1, 1
        low, high = self.bounds(child)
        return -high, -low

    def targets(self, position: Position) -> tuple[int | None, list[int] | None]:
        """``(value, best)``: the exact value of ``position`` (None where the book does not
        settle it) and the columns that keep it (None unless every legal column is settled as
        keeping it or proved worse)."""
        low, high = self.bounds(position)
        if low != high or position.is_terminal():
            return None, None
        best = []
        for column in position.legal_moves():
            c_low, c_high = self.column_bounds(position, column)
            if c_high < low:
                continue  # proved worse
            if c_low != c_high:
                return low, None  # it may keep the value: unknown
            best.append(column)
        return low, best


def installed_book_values() -> BookValues:
    """The values of the opening book installed with this package (6x7, four in a row, whole at
    plies 0-5), made once a process."""
    global _INSTALLED
    if _INSTALLED is None:
        path = resources.files("packager") / "data" / "book-6x7-4.bin"
        _INSTALLED = BookValues(OpeningBook.from_bytes(path.read_bytes()), INSTALLED_BOOK_PLIES, proof=True)
    return _INSTALLED


_INSTALLED: BookValues | None = None

INSTALLED_BOOK_PLIES = 6
"""The plies (0 to 5) at which the installed book holds every won or drawn position with a choice."""


def _positions_at(board: tuple[int, int, int], ply: int) -> list[Position]:
    """Every position of ``board`` at ``ply`` reached without a line made, one of each mirror pair."""
    level = {0: Position(geometry(*board))}
    for _ in range(ply):
        level = {canonical(c)[0]: c for p in level.values() for c in (p.child(m) for m in p.legal_moves())
                 if not c.is_won()}
    return list(level.values())
