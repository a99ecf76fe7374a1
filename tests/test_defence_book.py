"""The longest-defence book: every entry loses as late as any column can, on a board small enough
to check against full analyses."""

import json

import pytest

from agents.board import Position, geometry
from agents.book import OpeningBook, canonical
from agents.solver.numba_build import NumbaSolver
from tests.helpers import run
from training.exact.book_builder import centre_priors
from training.exact.defence_book import build_defence_book


def test_each_entry_is_the_longest_defence_and_a_rerun_asks_nothing(tmp_path):
    geo = geometry(5, 4, 3)  # the first player wins (score 5 for the side to move)
    out = str(tmp_path / "run")
    lines = []
    summary = build_defence_book(out, 7, centre_priors, None, 5, 4, 3, solve_from=0, table_size=100003,
                                 progress=lines.append)
    assert summary["complete"] and summary["new"] == summary["entries"] > 3 and summary["asked"] > 0
    book = OpeningBook.load(f"{out}/book.bin")
    solver = NumbaSolver(geo, 100003)
    checked = set()

    def walk(pos):  # the same lines: the winner's every winning column, the book's defence
        if pos.ply > 7 or pos.is_terminal() or canonical(pos)[0] in checked:
            return
        scores = solver.analyze(pos)
        if pos.ply % 2 == 0:
            for col, score in enumerate(scores):
                if score is not None and score > 0 and not pos.is_winning_move(col):
                    walk(pos.child(col))
            return
        move = book.lookup(pos)
        best = max(s for s in scores if s is not None)
        assert best < 0 and move is not None and scores[move] == best, (pos, scores, move)
        ties = [c for c, s in enumerate(scores) if s == best]
        liked = centre_priors(pos)
        assert liked[move] == max(liked[c] for c in ties)  # the one liked best among the latest
        checked.add(canonical(pos)[0])
        walk(pos.child(move))

    walk(Position(geo))
    assert len(checked) == summary["new"] == len(lines)
    again = build_defence_book(out, 7, centre_priors, None, 5, 4, 3, solve_from=0, table_size=100003,
                               progress=lambda line: None)
    assert again["asked"] == 0 and OpeningBook.load(f"{out}/book.bin").moves == book.moves


def test_a_run_out_of_time_and_a_missing_base_move(tmp_path):
    summary = build_defence_book(str(tmp_path / "a"), 7, centre_priors, None, 5, 4, 3, solve_from=0,
                                 table_size=100003, seconds=0, progress=lambda line: None)
    assert not summary["complete"] and summary["new"] == 0 and summary["asked"] == 0
    with pytest.raises(ValueError, match="base book holds no move"):
        build_defence_book(str(tmp_path / "b"), 7, centre_priors, OpeningBook(5, 4, 3), 5, 4, 3, solve_from=2,
                           table_size=100003, progress=lambda line: None)


def test_book_defence_cli_merges_under_the_base(tmp_path):
    base = OpeningBook(5, 4, 3)
    base.add(Position(geometry(5, 4, 3)), 1)
    base_path = tmp_path / "base.bin"
    base_path.write_bytes(base.to_bytes())
    proc = run("book-defence", "--out", str(tmp_path / "run"), "--depth", "5", "--base", str(base_path),
               "--network", "none", "--rows", "5", "--columns", "4", "--inarow", "3", "--table-size", "100003")
    assert proc.returncode == 0, proc.stderr
    summary = json.loads(proc.stdout.strip().splitlines()[-1])
    assert summary["base_entries"] == 1 and summary["entries"] == summary["new"] + 1 and summary["new"] > 0
    book = OpeningBook.load(str(tmp_path / "run" / "book.bin"))
    assert book.lookup(Position(geometry(5, 4, 3))) == 1  # the base's move, which the walk followed
    assert book.lookup(Position.from_moves("2", geometry(5, 4, 3))) is not None
    bad = run("book-defence", "--out", str(tmp_path / "bad"), "--base", str(tmp_path / "missing.bin"))
    assert bad.returncode == 2 and "missing.bin" in bad.stderr
