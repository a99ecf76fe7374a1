"""A deliberately plain ConnectX board (list of lists, Kaggle's row order) to check the bitboard
against: no bit tricks, every rule written the obvious way."""

from __future__ import annotations


class NaiveBoard:
    """``grid[r][c]``: row 0 is the top row; 0 empty, 1 and 2 the marks; mark 1 moves first."""

    def __init__(self, rows: int, columns: int, inarow: int):
        self.rows, self.columns, self.inarow = rows, columns, inarow
        self.grid = [[0] * columns for _ in range(rows)]
        self.to_move = 1
        self.winner = 0

    def copy(self) -> NaiveBoard:
        b = NaiveBoard(self.rows, self.columns, self.inarow)
        b.grid = [row[:] for row in self.grid]
        b.to_move, b.winner = self.to_move, self.winner
        return b

    def full(self) -> bool:
        return all(self.grid[0][c] != 0 for c in range(self.columns))

    def legal_moves(self) -> list[int]:
        if self.winner:
            return []
        return [c for c in range(self.columns) if self.grid[0][c] == 0]

    def play(self, c: int) -> None:
        r = max(r for r in range(self.rows) if self.grid[r][c] == 0)
        self.grid[r][c] = self.to_move
        if self.line_through(r, c):
            self.winner = self.to_move
        self.to_move = 3 - self.to_move

    def line_through(self, r: int, c: int) -> bool:
        mark = self.grid[r][c]
        for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
            n = 1
            for sign in (1, -1):
                rr, cc = r + sign * dr, c + sign * dc
                while 0 <= rr < self.rows and 0 <= cc < self.columns and self.grid[rr][cc] == mark:
                    n += 1
                    rr, cc = rr + sign * dr, cc + sign * dc
            if n >= self.inarow:
                return True
        return False

    def has_line(self, mark: int) -> bool:
        return any(self.grid[r][c] == mark and self.line_through(r, c)
                   for r in range(self.rows) for c in range(self.columns))

    def terminal(self) -> bool:
        return bool(self.winner) or self.full()

    def winning_moves(self) -> list[int]:
        wins = []
        for c in self.legal_moves():
            b = self.copy()
            b.play(c)
            if b.winner:
                wins.append(c)
        return wins

    def non_losing_moves(self) -> list[int]:
        """Moves after which the opponent has no immediate win."""
        safe = []
        for c in self.legal_moves():
            b = self.copy()
            b.play(c)
            if not b.winning_moves():
                safe.append(c)
        return safe

    def flat(self) -> list[int]:
        return [v for row in self.grid for v in row]
