"""An opening book: the move to play in given positions, looked up before any search.

A book maps a position to one column. A position and its mirror image share one entry (the
smaller of their two keys, see ``Position.key``); the stored move is for the position with that
key, and is mirrored on lookup when the position is the other one.

Binary format (compact enough to embed in ``main.py`` as base64): a header ``b"CXB1"``, the
board's rows, columns and inarow as one byte each, then per entry 8 bytes, little-endian: the
key in the high 56 bits and the column in the low 8. Filled with :meth:`OpeningBook.add`; the
packager embeds a book file given as the alphazero player's ``book=PATH``.
"""

from __future__ import annotations

from agents.board import Position

MAGIC = b"CXB1"


def canonical(position: Position) -> tuple[int, bool]:
    """``(key, mirrored)``: the entry key of ``position`` and whether it is the mirror image's."""
    own, other = position.key(), position.mirror().key()
    return (own, False) if own <= other else (other, True)


class OpeningBook:
    """Moves by position for one board size.

    Args:
        rows, columns, inarow: the board.
        moves: ``{canonical key: column}`` (see :func:`canonical`).
    """

    def __init__(self, rows: int, columns: int, inarow: int, moves: dict[int, int] | None = None):
        self.board = (rows, columns, inarow)
        self.moves = dict(moves or {})

    def __len__(self) -> int:
        return len(self.moves)

    def add(self, position: Position, column: int) -> None:
        """Record ``column`` as the move in ``position``.

        Raises:
            ValueError: a board whose keys need more than 56 bits.
        """
        key, mirrored = canonical(position)
        if key >> 56:
            raise ValueError("the book format holds boards of at most 56 key bits")
        self.moves[key] = position.geo.columns - 1 - column if mirrored else column

    def lookup(self, position: Position) -> int | None:
        """The book's column for ``position``, or None when it is not in the book (or the book is
        for another board size)."""
        geo = position.geo
        if (geo.rows, geo.columns, geo.inarow) != self.board:
            return None
        key, mirrored = canonical(position)
        column = self.moves.get(key)
        if column is None:
            return None
        return geo.columns - 1 - column if mirrored else column

    def to_bytes(self) -> bytes:
        """The binary format (see the module docstring), entries sorted by key."""
        out = bytearray(MAGIC + bytes(self.board))
        for key in sorted(self.moves):
            out += (key << 8 | self.moves[key]).to_bytes(8, "little")
        return bytes(out)

    @classmethod
    def from_bytes(cls, data: bytes) -> OpeningBook:
        """Read the binary format.

        Raises:
            ValueError: not a book, a truncated one, an impossible board, or a column off the board.
        """
        if data[:4] != MAGIC or len(data) < 7 or (len(data) - 7) % 8:
            raise ValueError("not an opening book (bad header or truncated)")
        rows, columns, inarow = data[4], data[5], data[6]
        if min(rows, columns, inarow) < 1 or inarow > max(rows, columns):
            raise ValueError(f"an opening book for an impossible board: {rows}x{columns}, {inarow} in a row")
        moves = {}
        for i in range(7, len(data), 8):
            word = int.from_bytes(data[i:i + 8], "little")
            if word & 0xFF >= columns:
                raise ValueError(f"an opening book with column {word & 0xFF} on a board of {columns} columns "
                                 f"(entry {(i - 7) // 8})")
            moves[word >> 8] = word & 0xFF
        return cls(rows, columns, inarow, moves)

    @classmethod
    def load(cls, path: str) -> OpeningBook:
        """Read a book file.

        Raises:
            ValueError: not a book. OSError: an unreadable file.
        """
        with open(path, "rb") as f:
            return cls.from_bytes(f.read())
