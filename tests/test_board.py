"""The bitboard Position against a naive list-of-lists reference, and golden boards."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from agents.board import MOVE_DIGITS, Position, geometry, move_string, random_playout, winning_cells, winning_cells_any
from tests.naive_board import NaiveBoard

SIZES = [(6, 7, 4), (5, 4, 3), (6, 5, 4), (8, 9, 5), (10, 12, 5), (4, 4, 4), (1, 5, 3), (3, 3, 3)]


@st.composite
def games(draw):
    """A board size and a sequence of choices (each picks among the open columns)."""
    size = draw(st.sampled_from(SIZES))
    choices = draw(st.lists(st.integers(0, 10**6), max_size=size[0] * size[1]))
    return size, choices


@settings(max_examples=150, deadline=None)
@given(games())
def test_position_agrees_with_naive_board(game):
    (rows, columns, inarow), choices = game
    pos, ref = Position(geometry(rows, columns, inarow)), NaiveBoard(rows, columns, inarow)
    seen: dict[int, list[int]] = {}
    for choice in choices:
        assert pos.legal_moves() == ref.legal_moves()
        assert pos.is_won() == bool(ref.winner)
        assert pos.is_terminal() == ref.terminal()
        assert pos.outcome() == (-1 if ref.winner else 0 if ref.full() else None)
        assert pos.to_kaggle_board() == ref.flat()
        assert pos.mark == ref.to_move
        assert seen.setdefault(pos.key(), ref.flat()) == ref.flat(), "two boards share a key"
        if pos.is_terminal():
            break
        assert pos.winning_moves() == ref.winning_moves()
        if not ref.winning_moves():
            assert pos.non_losing_moves() == ref.non_losing_moves()
        for c in pos.legal_moves():
            assert pos.is_winning_move(c) == (c in ref.winning_moves())
        assert Position.from_kaggle(pos.to_kaggle_board(), pos.mark, rows, columns, inarow) == pos
        mirrored = pos.mirror()
        assert mirrored.to_kaggle_board() == [v for row in ref.grid for v in reversed(row)]
        assert mirrored.mirror() == pos
        col = pos.legal_moves()[choice % len(pos.legal_moves())]
        before = pos.copy()
        pos.play(col)
        ref.play(col)
        after = pos.copy()
        pos.undo(col)
        assert pos == before
        pos.play(col)
        assert pos == after == before.child(col)


@pytest.mark.parametrize("size", SIZES)
def test_random_playout_matches_position_rules(size):
    """The rollout loop's result equals replaying its random choices through Position."""
    geo = geometry(*size)
    for seed in range(30):
        result, plies = random_playout(Position(geo), random.Random(seed))
        rng, pos = random.Random(seed), Position(geo)
        n = 0
        legal = [c for c in range(geo.columns)]
        while pos.outcome() is None:
            col = legal[int(rng.random() * len(legal))]
            i = legal.index(col)
            pos.play(col)
            n += 1
            if not pos.can_play(col):
                legal[i] = legal[-1]
                legal.pop()
        assert n == plies
        assert result == (0 if pos.outcome() == 0 else (1 if n % 2 else -1))


@pytest.mark.parametrize("moves, direction", [
    ("1212121", "vertical"),
    ("1122334", "horizontal"),
    ("12234334544", "rising diagonal"),
    ("76654554344", "falling diagonal"),
])
def test_golden_wins(moves, direction):
    pos = Position.from_moves(moves)
    assert pos.is_won() and pos.outcome() == -1, direction
    assert pos.legal_moves() == []
    before = Position.from_moves(moves[:-1])
    assert not before.is_won()
    assert before.winning_moves() == [MOVE_DIGITS.index(moves[-1])]


def test_golden_forced_block():
    pos = Position.from_moves("12131")  # X has three stacked in column 1; O must block there
    assert pos.winning_moves() == []
    assert pos.non_losing_moves() == [0]


def test_golden_double_threat_has_no_safe_move():
    pos = Position.from_moves("44335")  # X holds 3, 4, 5 on the bottom row; 2 and 6 are open
    assert pos.winning_moves() == []
    assert pos.winning_cells(pos.current ^ pos.mask) & pos.playable_cells() == (
        pos.geo.bit(1, 0) | pos.geo.bit(5, 0))
    assert pos.non_losing_moves() == []


def test_golden_full_board_draw():
    moves = "442761225377252342545563474175371666631311"
    pos = Position.from_moves(moves)
    assert pos.ply == 42 and pos.outcome() == 0 and pos.is_terminal() and not pos.is_won()
    assert pos.render().splitlines()[0] == "O O O X O X O"


def test_render_and_coordinates():
    pos = Position.from_moves("4")
    board = pos.to_kaggle_board()
    assert board[5 * 7 + 3] == 1 and sum(board) == 1  # bottom row, centre column
    assert pos.render().splitlines()[-2] == ". . . X . . ."
    assert pos.render().splitlines()[-1] == "1 2 3 4 5 6 7"
    assert pos.geo.bit(3, 0) == 1 << 21


@pytest.mark.parametrize("board, mark, message", [
    ([0] * 41, 1, "has 41 cells"),
    ([0] * 41 + [3], 1, "holds 3"),
    ([1] + [0] * 41, 2, "floating"),
    ([0] * 35 + [2, 0, 0, 0, 0, 0, 0], 1, "impossible stone counts"),
    ([0] * 35 + [1, 0, 0, 0, 0, 0, 0], 1, "not the side to move"),
    ([0] * 42, 3, "mark must be 1 or 2"),
    ([0] * 14 + [1, 2, 0, 0, 0, 0, 0, 1, 2, 0, 0, 0, 0, 0, 1, 2, 0, 0, 0, 0, 0, 1, 2, 0, 0, 0, 0, 0], 1,
     "already won"),
])
def test_from_kaggle_rejects_impossible_boards(board, mark, message):
    with pytest.raises(ValueError, match=message):
        Position.from_kaggle(board, mark)


@pytest.mark.parametrize("moves, message", [("48", "full or off the board"), ("4!", "bad character"),
                                            ("1212121" + "3", "after the game has ended"),
                                            ("1111111", "full or off the board")])
def test_from_moves_rejects_bad_strings(moves, message):
    with pytest.raises(ValueError, match=message):
        Position.from_moves(moves)


@pytest.mark.parametrize("size, message", [((0, 7, 4), "positive"), ((3, 3, 4), "cannot fit")])
def test_bad_geometry(size, message):
    with pytest.raises(ValueError, match=message):
        geometry(*size)


def test_one_geometry_object_per_size():
    assert geometry() is geometry(6, 7, 4) is geometry(rows=6, columns=7, inarow=4)
    assert geometry(5, 6, 4) is not geometry()


@pytest.mark.parametrize("size", [(6, 7, 4), (7, 8, 4), (4, 5, 4), (5, 4, 4)])
def test_four_in_a_row_fast_path_matches_the_general_loop(size):
    geo = geometry(*size)
    rng = random.Random(3)
    for _ in range(300):
        pos = Position(geo)
        for _ in range(rng.randrange(geo.rows * geo.columns)):
            if pos.is_terminal():
                break
            pos.play(rng.choice(pos.legal_moves()))
        for stones in (pos.current, pos.current ^ pos.mask):
            assert winning_cells(geo, stones, pos.mask) == winning_cells_any(geo, stones, pos.mask)


def test_move_string_round_trips_and_refuses_columns_off_the_digits():
    assert move_string([3, 3, 4, 10, 34]) == "445bz"
    geo = geometry(6, 12, 4)
    assert Position.from_moves(move_string([0, 11, 11]), geo).mask == Position.from_moves("1cc", geo).mask
    for bad in ([-1], [2, 35]):
        with pytest.raises(IndexError):
            move_string(bad)
