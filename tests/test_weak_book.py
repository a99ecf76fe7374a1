"""The book for both sides: it holds exactly the positions it should, each with a move of the
position's best win/draw/loss value, in the network's order; a base book wins; runs resume."""

import json

import pytest

from agents.board import Position, geometry
from agents.book import OpeningBook, canonical
from agents.solver import Solver
from tests.helpers import run
from training.exact.book_builder import centre_priors
from training.exact.weak_book import best_column, build_weak_book, positions_at

SMALL = {"rows": 4, "columns": 5, "inarow": 3}


def _every_position(geo, ply):
    """Brute force: every legal position at ``ply`` (no line made before it), mirror pairs once."""
    found, frontier = {}, [Position(geo)]
    while frontier:
        pos = frontier.pop()
        if pos.is_won():
            continue
        if pos.ply == ply:
            found.setdefault(canonical(pos)[0], pos)
            continue
        frontier.extend(pos.child(c) for c in pos.legal_moves())
    return found


@pytest.mark.parametrize("ply", [0, 1, 3, 5])
def test_positions_at_are_every_position_with_a_choice_once(ply):
    geo = geometry(**SMALL)
    expected = {key for key, pos in _every_position(geo, ply).items()
                if not pos.winning_moves() and len(pos.non_losing_moves()) > 1}
    found = positions_at(ply, **SMALL)
    assert [p.key() for p in found] and {p.key() for p in found} == expected and len(found) == len(expected)
    assert all(canonical(p) == (p.key(), False) for p in found)  # stored in the canonical orientation


def test_best_column_keeps_the_value_and_follows_the_order():
    geo = geometry(**SMALL)
    solver = Solver(geo, 100003)
    for pos in positions_at(4, **SMALL):
        children = solver.analyze(pos, weak=True)
        value = max(v for v in children if v is not None)
        for order in ([0, 1, 2, 3, 4], [4, 3, 2, 1, 0]):
            got, col, nodes = best_column(solver, pos, order)
            assert got == value and nodes > 0
            if value < 0:
                assert col == -1
            else:
                assert children[col] == value
                earlier = order[:order.index(col)]
                assert all(children[c] is None or children[c] < value for c in earlier)  # the first right one


def test_the_book_holds_a_right_move_for_every_won_or_drawn_position(tmp_path):
    geo = geometry(**SMALL)
    summary = build_weak_book([3, 4], str(tmp_path), centre_priors, **SMALL, table_size=100003)
    book = OpeningBook.load(str(tmp_path / "book.bin"))
    solver = Solver(geo, 100003)
    values = {-1: 0, 0: 0, 1: 0}
    for ply in (3, 4):
        for pos in positions_at(ply, **SMALL):
            for view in (pos, pos.mirror()):  # both orientations through the book's lookup
                children = solver.analyze(view, weak=True)
                value = max(v for v in children if v is not None)
                move = book.lookup(view)
                if value < 0:
                    assert move is None
                else:
                    assert children[move] == value, view.render()
            values[value] += 1
    assert all(values.values())  # won, drawn and lost positions all met
    assert summary["plies"] == {3: [len(positions_at(3, **SMALL))] * 2, 4: [len(positions_at(4, **SMALL))] * 2}
    assert summary["entries"] == len(book) == values[0] + values[1]


def test_a_ply_whose_children_are_solved_is_backed_up_to_the_same_book(tmp_path):
    """Plies 4 then 3: ply-3 positions whose children are all known take their value and column
    from them (no nodes; on this three-in-a-row board many children are forced into ply 5, unknown,
    and those positions are solved); the book is the one that solving ply 3 gives."""
    build_weak_book([4, 3], str(tmp_path / "up"), centre_priors, **SMALL, table_size=100003)
    build_weak_book([3], str(tmp_path / "solved"), centre_priors, **SMALL, table_size=100003)
    rows = [line.split("\t") for line in (tmp_path / "up" / "weak.tsv").read_text().splitlines()]
    at_3 = {p.key() for p in positions_at(3, **SMALL)}
    backed = [r for r in rows if int(r[0]) in at_3 and r[3] == "0"]
    assert {int(r[1]) for r in backed} == {-1, 0, 1}  # won, drawn and lost ones backed up
    solved = OpeningBook.load(str(tmp_path / "solved" / "book.bin"))
    up = OpeningBook.load(str(tmp_path / "up" / "book.bin"))
    assert all(up.moves.get(key) == solved.moves.get(key) for key in at_3)


def test_a_base_book_wins_and_a_run_resumes(tmp_path):
    geo = geometry(**SMALL)
    pos = positions_at(2, **SMALL)[0]
    base = OpeningBook(*SMALL.values())
    base.add(pos, 4)  # whatever it says
    base.add(Position.from_moves("3333", geo), 1)  # a position the run does not cover
    first = build_weak_book([2], str(tmp_path), centre_priors, **SMALL, base=base, workers=2, table_size=100003)
    book = OpeningBook.load(str(tmp_path / "book.bin"))
    assert book.lookup(pos) == 4 and book.lookup(Position.from_moves("3333", geo)) == 1
    assert first["new"] == len(positions_at(2, **SMALL)) and first["base_entries"] == 2
    data = (tmp_path / "book.bin").read_bytes()
    lines = (tmp_path / "weak.tsv").read_text().splitlines()
    (tmp_path / "weak.tsv").write_text("\n".join(lines[:-2]) + "\n" + lines[-2][:-3])  # lose 1, tear 1
    again = build_weak_book([2], str(tmp_path), centre_priors, **SMALL, base=base, table_size=100003)
    assert again["new"] == 2 and (tmp_path / "book.bin").read_bytes() == data
    assert build_weak_book([2], str(tmp_path), centre_priors, **SMALL, base=base)["new"] == 0


def test_a_time_limit_stops_early_and_still_writes_the_book(tmp_path):
    summary = build_weak_book([4, 5], str(tmp_path), centre_priors, **SMALL, seconds=0.0, table_size=100003)
    rows = [line.split("\t") for line in (tmp_path / "weak.tsv").read_text().splitlines()]
    assert len([r for r in rows if r[3] != "0"]) == 1  # one solve begun before the limit (and any backed up)
    assert summary["new"] == len(rows) and summary["plies"] == {4: [len(rows), len(positions_at(4, **SMALL))]}
    assert OpeningBook.load(str(tmp_path / "book.bin")).board == (4, 5, 3)


def test_refusals(tmp_path):
    with pytest.raises(ValueError, match="ply must be"):
        positions_at(20, **SMALL)
    with pytest.raises(ValueError, match="base book"):
        build_weak_book([2], str(tmp_path), centre_priors, **SMALL, base=OpeningBook(6, 7, 4))
    with pytest.raises(ValueError, match="64-bit"):
        build_weak_book([2], str(tmp_path), centre_priors, rows=8, columns=9)


def test_book_all_command(tmp_path):
    proc = run("book-all", "--out", str(tmp_path), "--plies", "2", "3", "--network", "none", "--rows", "4",
               "--columns", "5", "--inarow", "3", "--table-size", "100003", "--workers", "2")
    assert proc.returncode == 0, proc.stderr
    summary = json.loads(proc.stdout.strip().splitlines()[-1])
    assert summary["entries"] == len(OpeningBook.load(str(tmp_path / "book.bin"))) > 0
    assert summary["plies"] == {"2": [13, 13], "3": [24, 24]}
    bad = run("book-all", "--out", str(tmp_path / "x"), "--plies", "99", "--network", "none")
    assert bad.returncode != 0 and "ply must be" in bad.stderr
