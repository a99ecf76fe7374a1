"""ConnectX positions as bitboards, for any ``rows x columns x inarow``.

Coordinates
===========
Four coordinate systems meet in this project. This table is the one place that defines them;
every conversion goes through the functions named in the last column.

=================  ===========================================  ===========================
system             meaning                                      conversion
=================  ===========================================  ===========================
Kaggle flat index  ``observation.board[i]``, row-major, ``i =    ``Position.from_kaggle``,
                   r * columns + c``, row ``r = 0`` is the TOP  ``Position.to_kaggle_board``
                   row; values 0 empty, 1 / 2 the players'
                   marks (mark 1 moves first)
column action      0-based column ``c`` in ``[0, columns)``,    what every player returns
                   the move an agent returns to Kaggle
bitboard bit       ``bit = c * (rows + 1) + h``, ``h = 0`` is   ``Geometry.bit``
                   the BOTTOM cell of column ``c``; each
                   column has one spare sentinel bit on top
                   (``h = rows``) that is always 0, so shifts
                   never wrap from one column into the next
move string        one character per ply, the 1-based column    ``Position.from_moves``,
                   (``"4453"``: centre, centre, centre, third   ``move_string``
                   column), the notation of the public solver
                   benchmarks; columns above 9 are written
                   ``a``..``z`` (10..35)
=================  ===========================================  ===========================

The bit diagram of a 6x7 board (bit numbers; the top row, 6, 13, ..., is the sentinel)::

     6 13 20 27 34 41 48
     5 12 19 26 33 40 47     <- Kaggle row 0 (top)
     4 11 18 25 32 39 46
     3 10 17 24 31 38 45
     2  9 16 23 30 37 44
     1  8 15 22 29 36 43
     0  7 14 21 28 35 42     <- Kaggle row 5 (bottom)

A position is stored as two integers, as in Pascal Pons' solver tutorial: ``mask`` has a 1 on
every occupied cell and ``current`` a 1 on every stone of the side to move. The stones of the
side that just moved are ``current ^ mask``. ``current + mask`` is a unique key of the position
(for one geometry): it adds a 1 above the top of each column at the bottom of which ``mask`` ends.

Sign conventions: every value in this module (``outcome``) is from the point of view of the side
to move, +1 win, 0 draw, -1 loss.
"""

from __future__ import annotations

import random as _random
from collections.abc import Sequence
from functools import lru_cache

MOVE_DIGITS = "123456789abcdefghijklmnopqrstuvwxyz"
"""Characters of the move-string notation: index = 0-based column."""


def move_string(columns: Sequence[int]) -> str:
    """The move string of 0-based ``columns``: ``[3, 3, 4]`` -> ``"445"``, columns above 9 as
    ``a``..``z`` (the inverse of :meth:`Position.from_moves` on strings).

    Raises:
        IndexError: a column outside ``[0, 35)``.
    """
    if any(c < 0 for c in columns):
        raise IndexError(f"a column below 0 in {list(columns)}")
    return "".join(MOVE_DIGITS[c] for c in columns)


class Geometry:
    """The fixed shape of a board and the bit masks derived from it; shared by all positions.

    Obtain one with :func:`geometry` (cached), not by calling the class.

    Attributes:
        rows, columns, inarow: the board size and the line length that wins (Kaggle's spec).
        height: ``rows + 1`` bits per column (one sentinel).
        bottom: int, one bit at the bottom of every column.
        board_mask: int, every playable cell.
        column_masks: tuple of ``columns`` ints, the playable cells of each column.
        bottoms: tuple of ``columns`` ints, the bottom cell of each column.
        tops: tuple of ``columns`` ints, the top playable cell of each column.
        centre_order: tuple of columns, centre first then alternately outwards (left first).
        directions: the four bit shifts of a line: 1 vertical, ``height`` horizontal,
            ``height - 1`` and ``height + 1`` the two diagonals.
        win_steps: per direction, the shifts whose successive ``r &= r >> s`` leave a bit set
            exactly at the lowest cell of each run of ``inarow`` stones.
        windows: tuple of ints, one mask per window of ``inarow`` cells in a line on the board
            (69 on 6x7x4): the units of Gupta and Shah's windows heuristic.

    Raises:
        ValueError: sizes below 1, ``inarow`` longer than both sides of the board.
    """

    def __init__(self, rows: int, columns: int, inarow: int):
        if rows < 1 or columns < 1 or inarow < 1:
            raise ValueError(f"board size must be positive, got {rows}x{columns}x{inarow}")
        if inarow > max(rows, columns):
            raise ValueError(f"inarow={inarow} cannot fit on a {rows}x{columns} board")
        if columns > len(MOVE_DIGITS):
            raise ValueError(f"at most {len(MOVE_DIGITS)} columns are supported, got {columns}")
        self.rows, self.columns, self.inarow = rows, columns, inarow
        self.height = h = rows + 1
        self.bottoms = tuple(1 << (c * h) for c in range(columns))
        self.tops = tuple(1 << (c * h + rows - 1) for c in range(columns))
        self.column_masks = tuple(((1 << rows) - 1) << (c * h) for c in range(columns))
        self.bottom = sum(self.bottoms)
        self.board_mask = sum(self.column_masks)
        self.centre_order = tuple(sorted(range(columns), key=lambda c: (abs(2 * c - columns + 1), c)))
        self.directions = (1, h, h - 1, h + 1)
        self.win_steps = tuple(_run_steps(inarow, s) for s in self.directions)
        self.windows = tuple(self._windows())

    def _windows(self):
        """Every line of ``inarow`` cells on the board, as a mask."""
        n = self.inarow
        for dc, dh in ((0, 1), (1, 0), (1, -1), (1, 1)):
            for c in range(self.columns):
                for h in range(self.rows):
                    cells = [(c + k * dc, h + k * dh) for k in range(n)]
                    if all(0 <= cc < self.columns and 0 <= hh < self.rows for cc, hh in cells):
                        yield sum(self.bit(cc, hh) for cc, hh in cells)

    def bit(self, column: int, height: int) -> int:
        """The bit of the cell at 0-based ``column`` and ``height`` (0 = bottom)."""
        return 1 << (column * self.height + height)

    def has_won(self, stones: int) -> bool:
        """True when ``stones`` (one player's bitboard) hold ``inarow`` in a line."""
        for steps in self.win_steps:
            r = stones
            for s in steps:
                r &= r >> s
            if r:
                return True
        return False

    def __repr__(self) -> str:
        return f"geometry({self.rows}, {self.columns}, {self.inarow})"


def _run_steps(inarow: int, shift: int) -> tuple[int, ...]:
    """Shifts that turn a bitboard into the starts of its runs of ``inarow`` along ``shift``.

    After ``r &= r >> (k * shift)`` a bit marks a run of ``L + k`` where it marked a run of
    ``L`` (for ``k <= L``), so doubling reaches ``inarow`` in ``ceil(log2(inarow))`` steps or so.
    """
    steps, length = [], 1
    while length < inarow:
        k = min(length, inarow - length)
        steps.append(k * shift)
        length += k
    return tuple(steps)


def geometry(rows: int = 6, columns: int = 7, inarow: int = 4) -> Geometry:
    """The (cached, shared) :class:`Geometry` of a board size: one object per size, however the
    arguments are spelled. Default: Kaggle's 6x7, 4 in a row."""
    return _geometry(int(rows), int(columns), int(inarow))


@lru_cache(maxsize=64)
def _geometry(rows: int, columns: int, inarow: int) -> Geometry:
    return Geometry(rows, columns, inarow)


class Position:
    """A ConnectX position: whose turn it is and where the stones are. Mutable.

    ``play`` and ``undo`` change the position in place (cheap, for search); ``child`` and
    ``copy`` return new positions. Moves are 0-based columns.

    Attributes:
        geo: the board's :class:`Geometry`.
        current: bitboard of the side to move's stones.
        mask: bitboard of all stones.
        ply: number of stones on the board (plies played); the side to move is the first
            player when it is even.
    """

    __slots__ = ("geo", "current", "mask", "ply")

    def __init__(self, geo: Geometry | None = None, current: int = 0, mask: int = 0, ply: int = 0):
        self.geo = geo if geo is not None else geometry()
        self.current, self.mask, self.ply = current, mask, ply

    # --- construction -------------------------------------------------------------------

    @classmethod
    def from_moves(cls, moves: str | Sequence[int], geo: Geometry | None = None) -> Position:
        """Build a position by playing ``moves`` from the empty board.

        Args:
            moves: a move string (``"4453"``, 1-based columns, see the module table) or a
                sequence of 0-based columns.
            geo: the board; default 6x7x4.

        Raises:
            ValueError: an unknown character, a full or out-of-range column, or a move after
                the game has ended (a line of ``inarow`` or a full board).
        """
        pos = cls(geo)
        for i, move in enumerate(moves):
            if isinstance(move, str):
                col = MOVE_DIGITS.find(move.lower())
                if col < 0:
                    raise ValueError(f"bad character {move!r} at index {i} of move string {moves!r}")
            else:
                col = int(move)
            if pos.is_terminal():
                raise ValueError(f"move {i + 1} of {moves!r} is played after the game has ended")
            if not pos.can_play(col):
                raise ValueError(f"move {i + 1} of {moves!r}: column {col} is full or off the board")
            pos.play(col)
        return pos

    @classmethod
    def from_kaggle(cls, board: Sequence[int], mark: int, rows: int = 6, columns: int = 7,
                    inarow: int = 4) -> Position:
        """Build the position an agent sees from a Kaggle observation.

        Args:
            board: ``observation.board``, ``rows * columns`` ints in {0, 1, 2}, row-major with the
                top row first.
            mark: ``observation.mark``, 1 or 2: the side to move.
            rows, columns, inarow: ``configuration`` values.

        Raises:
            ValueError: wrong length, a value outside {0, 1, 2}, a floating stone, stone counts
                that cannot arise (mark 1 moves first, so it has as many stones as mark 2 or one
                more), counts that disagree with ``mark``, or a game already won.
        """
        if mark not in (1, 2):
            raise ValueError(f"mark must be 1 or 2, got {mark!r}")
        if len(board) != rows * columns:  # before the geometry: rows = 1e9 must not allocate its tables
            raise ValueError(f"board has {len(board)} cells, expected rows*columns = {rows * columns}")
        geo = geometry(rows, columns, inarow)
        stones = {1: 0, 2: 0}
        for c in range(columns):
            below_empty = False
            for r in range(rows - 1, -1, -1):
                v = board[r * columns + c]
                if v not in (0, 1, 2):
                    raise ValueError(f"board cell {r * columns + c} holds {v!r}, expected 0, 1 or 2")
                if v == 0:
                    below_empty = True
                elif below_empty:
                    raise ValueError(f"floating stone at row {r}, column {c}: a cell below it is empty")
                else:
                    stones[v] |= geo.bit(c, rows - 1 - r)
        n1, n2 = stones[1].bit_count(), stones[2].bit_count()
        if n1 - n2 not in (0, 1):
            raise ValueError(f"impossible stone counts: mark 1 has {n1}, mark 2 has {n2}")
        to_move = 1 if n1 == n2 else 2
        if to_move != mark:
            raise ValueError(f"mark {mark} is not the side to move ({n1} stones of 1, {n2} of 2)")
        if geo.has_won(stones[1]) or geo.has_won(stones[2]):
            raise ValueError("the game is already won: no move to make")
        return cls(geo, stones[mark], stones[1] | stones[2], n1 + n2)

    def to_kaggle_board(self) -> list[int]:
        """The Kaggle flat board (row-major, top row first, marks 1 and 2) of this position."""
        geo = self.geo
        mover_mark = 1 if self.ply % 2 == 0 else 2
        board = [0] * (geo.rows * geo.columns)
        for c in range(geo.columns):
            for h in range(geo.rows):
                b = geo.bit(c, h)
                if self.mask & b:
                    board[(geo.rows - 1 - h) * geo.columns + c] = mover_mark if self.current & b else 3 - mover_mark
        return board

    # --- state --------------------------------------------------------------------------

    def copy(self) -> Position:
        """An independent copy."""
        return Position(self.geo, self.current, self.mask, self.ply)

    def key(self) -> int:
        """A unique non-negative int for this position among positions of the same geometry."""
        return self.current + self.mask

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Position) and self.geo is other.geo
                and self.current == other.current and self.mask == other.mask)

    def __hash__(self) -> int:
        return hash((self.current, self.mask, self.geo.rows, self.geo.columns, self.geo.inarow))

    @property
    def mark(self) -> int:
        """Kaggle mark of the side to move: 1 when ``ply`` is even, else 2."""
        return 1 + (self.ply & 1)

    def can_play(self, col: int) -> bool:
        """True when ``col`` is on the board and not full."""
        return 0 <= col < self.geo.columns and not self.mask & self.geo.tops[col]

    def legal_moves(self) -> list[int]:
        """Open columns in increasing order (empty once the board is full or the game is won)."""
        if self.is_won():
            return []
        mask, tops = self.mask, self.geo.tops
        return [c for c in range(self.geo.columns) if not mask & tops[c]]

    def is_won(self) -> bool:
        """True when the side that just moved has ``inarow`` in a line."""
        return self.geo.has_won(self.current ^ self.mask)

    def is_terminal(self) -> bool:
        """True when the game is over: a line was made or the board is full."""
        return self.mask == self.geo.board_mask or self.is_won()

    def outcome(self) -> int | None:
        """Result for the side to move: -1 when the opponent just made a line (the only way to
        lose), 0 for a full board, None while the game goes on."""
        if self.is_won():
            return -1
        if self.mask == self.geo.board_mask:
            return 0
        return None

    # --- moves --------------------------------------------------------------------------

    def play(self, col: int) -> None:
        """Drop a stone of the side to move in ``col``, in place. The caller checks legality
        (``can_play``); playing a full column corrupts the position."""
        self.current ^= self.mask
        self.mask |= self.mask + self.geo.bottoms[col]
        self.ply += 1

    def undo(self, col: int) -> None:
        """Take back the last move, which must have been played in ``col``."""
        col_stones = self.mask & self.geo.column_masks[col]
        top_stone = (col_stones + self.geo.bottoms[col]) >> 1
        self.mask ^= top_stone
        self.current ^= self.mask
        self.ply -= 1

    def child(self, col: int) -> Position:
        """A new position: this one after ``col``."""
        p = Position(self.geo, self.current, self.mask, self.ply)
        p.play(col)
        return p

    def move_bit(self, col: int) -> int:
        """The bit of the cell a stone dropped in ``col`` would take (0 when the column is full)."""
        return (self.mask + self.geo.bottoms[col]) & self.geo.column_masks[col]

    def is_winning_move(self, col: int) -> bool:
        """True when dropping the side to move's stone in the open column ``col`` makes a line."""
        return self.geo.has_won(self.current | self.move_bit(col))

    def winning_cells(self, stones: int) -> int:
        """Empty cells (playable now or later) that would complete a line for ``stones``."""
        return winning_cells(self.geo, stones, self.mask)

    def playable_cells(self) -> int:
        """The cells where a stone would land now, one per open column."""
        return (self.mask + self.geo.bottom) & self.geo.board_mask

    def winning_moves(self) -> list[int]:
        """Columns where the side to move completes a line now."""
        if self.is_won():
            return []
        win = self.winning_cells(self.current) & self.playable_cells()
        return [c for c in range(self.geo.columns) if win & self.geo.column_masks[c]]

    def non_losing_moves(self) -> list[int]:
        """Open columns after which the opponent cannot complete a line on the next ply.

        Ignores the side to move's own immediate wins (check ``winning_moves`` first). Empty when
        every move loses: the opponent has two immediate wins, or one that can only be blocked by
        playing under another. Based on Pons' ``possibleNonLosingMoves``.
        """
        if self.is_won():
            return []
        playable = self.playable_cells()
        threats = self.winning_cells(self.current ^ self.mask)
        forced = playable & threats
        if forced:
            if forced & (forced - 1):
                return []  # two cells to block at once
            playable = forced
        playable &= ~(threats >> 1)  # never play directly below an opponent's winning cell
        return [c for c in range(self.geo.columns) if playable & self.geo.column_masks[c]]

    def mirror(self) -> Position:
        """The left-right mirror image (column ``c`` becomes ``columns - 1 - c``)."""
        geo = self.geo
        cur = mask = 0
        for c in range(geo.columns):
            shift = (geo.columns - 1 - 2 * c) * geo.height
            cm = geo.column_masks[c]
            if shift >= 0:
                cur |= (self.current & cm) << shift
                mask |= (self.mask & cm) << shift
            else:
                cur |= (self.current & cm) >> -shift
                mask |= (self.mask & cm) >> -shift
        return Position(geo, cur, mask, self.ply)

    # --- text ---------------------------------------------------------------------------

    def render(self) -> str:
        """A text board, top row first: ``X`` mark 1, ``O`` mark 2, ``.`` empty; column numbers
        (1-based, as in move strings) underneath."""
        geo = self.geo
        board = self.to_kaggle_board()
        chars = ".XO"
        lines = [" ".join(chars[board[r * geo.columns + c]] for c in range(geo.columns))
                 for r in range(geo.rows)]
        lines.append(" ".join(MOVE_DIGITS[c] for c in range(geo.columns)))
        return "\n".join(lines)

    def __repr__(self) -> str:
        g = self.geo
        return f"<Position {g.rows}x{g.columns}x{g.inarow} ply={self.ply} key={self.key()}>"


def winning_cells(geo: Geometry, stones: int, mask: int) -> int:
    """Empty cells (``~mask``, on the board) that would complete a line of ``inarow`` for
    ``stones``: a cell completes one when ``j`` of the player's stones lie right behind it along a
    direction and ``inarow - 1 - j`` right ahead, for some ``j``.

    Four in a row (Kaggle's default) takes an unrolled path, about 5x faster in CPython than the
    general loop (:func:`winning_cells_any`); it is the exact solver's innermost call. That path
    assumes a reachable position (``stones`` within ``mask``, every column filled from the bottom):
    vertically only three stones right below an empty cell make it a winning cell."""
    if geo.inarow != 4:
        return winning_cells_any(geo, stones, mask)
    cells = (stones << 1) & (stones << 2) & (stones << 3)
    for s in geo.directions[1:]:  # horizontal and the two diagonals
        behind, behind2, ahead, ahead2 = stones << s, stones << 2 * s, stones >> s, stones >> 2 * s
        cells |= (behind & (behind2 & ((stones << 3 * s) | ahead) | ahead & ahead2)
                  | ahead & ahead2 & (stones >> 3 * s))
    return cells & geo.board_mask & ~mask


def winning_cells_any(geo: Geometry, stones: int, mask: int) -> int:
    """:func:`winning_cells` for any ``inarow``: the general loop."""
    n = geo.inarow
    cells = 0
    for s in geo.directions:
        below, above = [-1], [-1]  # below[k]: k own stones right behind the cell; above[k]: ahead
        for k in range(1, n):
            below.append(below[-1] & (stones << (k * s)))
            above.append(above[-1] & (stones >> (k * s)))
        for j in range(n):
            cells |= below[j] & above[n - 1 - j]
    return cells & geo.board_mask & ~mask


def random_playout(pos: Position, rng: _random.Random) -> tuple[int, int]:
    """Play uniformly random moves from ``pos`` to the end of the game; ``pos`` is unchanged.

    This is the hot loop of plain MCTS (rollouts), so it works on the two integers directly.

    Args:
        pos: the start position (not terminal).
        rng: the source of randomness (its ``random`` method is used).

    Returns:
        ``(result, plies)``: the result for the side to move at ``pos`` (+1 win, 0 draw,
        -1 loss) and the number of plies played.
    """
    geo = pos.geo
    tops, bottoms, win_steps = geo.tops, geo.bottoms, geo.win_steps
    cur, mask = pos.current, pos.mask
    legal = [c for c in range(geo.columns) if not mask & tops[c]]
    rand = rng.random
    sign = 1  # +1 while the mover is the side to move at ``pos``
    plies = 0
    while legal:
        plies += 1
        i = int(rand() * len(legal))
        col = legal[i]
        new_mask = mask | (mask + bottoms[col])
        mover = cur ^ mask ^ new_mask  # the mover's stones, new one included
        for steps in win_steps:
            r = mover
            for s in steps:
                r &= r >> s
            if r:
                return sign, plies
        if new_mask & tops[col]:
            legal[i] = legal[-1]
            legal.pop()
        cur, mask = mover ^ new_mask, new_mask
        sign = -sign
    return 0, plies
