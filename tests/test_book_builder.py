"""The opening book generator: every move it stores is proved won, it covers every opponent reply,
it resumes from its solves, and it refuses what it cannot do."""

import json
import random

import pytest

from agents.board import Position, geometry
from agents.book import OpeningBook, canonical
from agents.solver.numba_build import NumbaSolver
from packager.recipe import shipped_book_path
from tests.helpers import run
from training.exact.book_builder import BookConfig, NoWin, book_first, build_book, centre_priors

SMALL = {"rows": 4, "columns": 5, "inarow": 3}  # a first-player win, solved in milliseconds


def _first_player_positions(book: OpeningBook, geo, depth: int) -> list[Position]:
    """Every first-player position within ``depth`` plies when it follows ``book``."""
    found, frontier = [], [Position(geo)]
    while frontier:
        pos = frontier.pop()
        if pos.is_terminal() or pos.ply > depth:
            continue
        found.append(pos)
        move = book.lookup(pos)
        assert move is not None, f"the book lacks a reachable position:\n{pos.render()}"
        child = pos.child(move)
        if not child.is_terminal():
            frontier.extend(child.child(r) for r in child.legal_moves())
    return found


@pytest.mark.parametrize("depth, verify_from", [(0, 4), (2, 0), (4, 0), (4, 2), (4, 4)])
def test_every_reachable_first_player_position_has_a_proved_winning_move(tmp_path, depth, verify_from):
    geo = geometry(**SMALL)
    config = BookConfig(**SMALL, depth=depth, verify_from=verify_from, table_size=100003)
    summary = build_book(config, str(tmp_path))
    book = OpeningBook.load(str(tmp_path / "book.bin"))
    positions = _first_player_positions(book, geo, depth)
    assert summary["entries"] == len(book) == len({canonical(p)[0] for p in positions})  # nothing else stored
    solver = NumbaSolver(geo, 100003)
    for pos in positions:
        move = book.lookup(pos)
        child = pos.child(move)
        assert pos.is_winning_move(move) or solver.solve(child, weak=True).score == -1, pos.render()


def test_wrong_first_candidates_are_refuted_and_replaced(tmp_path):
    geo = geometry(**SMALL)
    def edges_first(position):
        return [-score for score in centre_priors(position)]

    build_book(BookConfig(**SMALL, depth=4, verify_from=2, table_size=100003), str(tmp_path), edges_first)
    values = [int(line.split("\t")[1]) for line in (tmp_path / "solves.tsv").read_text().splitlines()]
    assert min(values) == -1 and max(values) >= 0  # some candidates were proved wrong
    book = OpeningBook.load(str(tmp_path / "book.bin"))
    solver = NumbaSolver(geo, 100003)
    for pos in _first_player_positions(book, geo, 4):
        move = book.lookup(pos)
        assert pos.is_winning_move(move) or solver.solve(pos.child(move), weak=True).score == -1


def test_a_second_run_reuses_every_solve_and_a_torn_line_is_ignored(tmp_path):
    config = BookConfig(**SMALL, depth=2, table_size=100003)
    first = build_book(config, str(tmp_path))
    data = (tmp_path / "book.bin").read_bytes()
    assert first["new_solves"] > 0
    with open(tmp_path / "solves.tsv", "a") as f:
        f.write("123\t-1\t5")  # a kill mid-line
    again = build_book(config, str(tmp_path), workers=2)
    assert again["new_solves"] == 0 and again["passes"] == 1
    assert (tmp_path / "book.bin").read_bytes() == data
    lines = (tmp_path / "solves.tsv").read_text().splitlines()
    assert "123\t-1\t5" not in lines  # the torn line was cut off the file
    (tmp_path / "solves.tsv").write_text("\n".join(lines[:-3]) + "\n" + lines[-3][:-2])  # lose 3, tear 1
    third = build_book(config, str(tmp_path))
    assert 1 <= third["new_solves"] <= 4 and (tmp_path / "book.bin").read_bytes() == data
    assert build_book(config, str(tmp_path))["new_solves"] == 0  # no new record joined the torn line


def test_network_order_and_book_first_order():
    geo = geometry(**SMALL)
    book = OpeningBook(*SMALL.values())
    book.add(Position(geo), 0)
    scores = book_first(book, centre_priors)(Position(geo))
    assert max(range(5), key=lambda c: scores[c]) == 0
    assert max(range(5), key=lambda c: centre_priors(Position(geo))[c]) == 2
    other = book_first(book, centre_priors)(Position.from_moves("3", geo))
    assert other == centre_priors(Position.from_moves("3", geo))


def test_extending_keeps_the_shallower_books_moves(tmp_path):
    geo = geometry(**SMALL)
    solver = NumbaSolver(geo, 10007)
    rng = random.Random(0)
    unusual = OpeningBook(*SMALL.values())  # a random winning move in each position, to depth 2
    frontier = [Position(geo)]
    while frontier:
        pos = frontier.pop()
        for move in sorted(pos.legal_moves(), key=lambda _: rng.random()):
            child = pos.child(move)
            if pos.is_winning_move(move) or solver.solve(child, weak=True).score == -1:
                unusual.add(pos, move)
                if pos.ply < 2 and not child.is_won():
                    frontier.extend(child.child(r) for r in child.legal_moves())
                break
    build_book(BookConfig(**SMALL, depth=4, table_size=100003), str(tmp_path), book_first(unusual, centre_priors))
    deep = OpeningBook.load(str(tmp_path / "book.bin"))
    assert len(deep) > len(unusual) and all(deep.moves[key] == move for key, move in unusual.moves.items())


def test_refusals(tmp_path):
    with pytest.raises(ValueError, match="even"):
        build_book(BookConfig(**SMALL, depth=3), str(tmp_path))
    with pytest.raises(ValueError, match="verify_from"):
        build_book(BookConfig(**SMALL, verify_from=-2), str(tmp_path))
    with pytest.raises(NoWin, match="no first-player win"):  # 4x6: the second player wins
        build_book(BookConfig(rows=4, columns=6, inarow=4, depth=2, table_size=100003), str(tmp_path / "x"))
    assert not (tmp_path / "x" / "book.bin").exists()
    with pytest.raises(ValueError, match="64-bit"):
        build_book(BookConfig(rows=8, columns=9, inarow=4, depth=0), str(tmp_path / "y"))


def test_book_command(tmp_path):
    proc = run("book", "--out", str(tmp_path), "--depth", "2", "--network", "none", "--rows", "4", "--columns", "5",
               "--inarow", "3", "--table-size", "100003")
    assert proc.returncode == 0, proc.stderr
    summary = json.loads(proc.stdout.strip().splitlines()[-1])
    assert summary["entries"] == len(OpeningBook.load(str(tmp_path / "book.bin"))) > 0
    bad = run("book", "--out", str(tmp_path), "--depth", "3", "--network", "none")
    assert bad.returncode != 0 and "even" in bad.stderr


def test_the_shipped_book_covers_the_first_moves_and_its_deep_moves_are_won():
    geo = geometry()
    book = OpeningBook.load(shipped_book_path())
    assert book.board == (6, 7, 4) and book.lookup(Position()) == 3  # the centre: the one winning first move
    _first_player_positions(book, geo, 4)  # every reply to ply 4 is covered
    rng = random.Random(0)
    solver = NumbaSolver(geo, 1000003)
    for _ in range(20):  # random opponents down to the book's last plies: the book's move is proved won
        pos = Position(geo)
        while pos.ply < 16:
            move = book.lookup(pos)
            assert move is not None, pos.render()
            if pos.is_winning_move(move):
                break
            pos.play(move)
            pos.play(rng.choice(pos.legal_moves()))
            if pos.is_won():
                pytest.fail(f"the opponent won against the book:\n{pos.render()}")
        else:
            move = book.lookup(pos)
            assert pos.is_winning_move(move) or solver.solve(pos.child(move), weak=True).score == -1
