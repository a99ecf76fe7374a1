"""The field bench: fallible perfect players err as they should, agents meet the same opponents
game by game, and a rerun plays nothing again."""

import json

import pytest

from agents.board import Position
from agents.book import OpeningBook
from agents.solver.numba_build import NumbaSolver
from evaluation.field import FallibleSolver
from packager.recipe import shipped_book_path
from tests.helpers import random_positions, run


@pytest.fixture(scope="module")
def solver_and_book():
    return NumbaSolver(Position().geo), OpeningBook.load(shipped_book_path())


def test_a_fallible_solver_errs_as_often_as_it_says(solver_and_book):
    solver, book = solver_and_book
    late = [p for p in random_positions(300, seed=3) if p.ply >= 24 and not p.is_terminal()][:30]
    perfect = FallibleSolver(solver, book, 0.0, soft=False)
    always = FallibleSolver(solver, book, 1.0, soft=True, seed=1)
    errs = 0
    for pos in late:
        values = solver.analyze(pos, weak=True)
        best = max(v for v in values if v is not None)
        assert values[perfect.choose(pos)] == best
        errs += values[always.choose(pos)] < best  # errs with the share of the moves that are mistakes
    assert errs > 0
    # before ply 6 the book's move is the good one: the first move of the proved win
    assert perfect.choose(Position()) == book.lookup(Position())
    with pytest.raises(ValueError, match="error"):
        FallibleSolver(solver, book, 1.5, soft=False)


def test_soft_errors_follow_the_share_of_mistakes(solver_and_book):
    solver, book = solver_and_book
    # a position with one good move of seven: a soft player at error 1 errs 6/7 of the time
    pos = next(p for p in random_positions(2000, seed=5) if p.ply >= 24 and not p.is_terminal()
               and not p.winning_moves() and len(p.legal_moves()) == 7
               and sum(v == max(x for x in solver.analyze(p, weak=True) if x is not None)
                       for v in solver.analyze(p, weak=True)) == 1)
    soft = FallibleSolver(solver, book, 1.0, soft=True, seed=0)
    values = solver.analyze(pos, weak=True)
    best = max(values)
    errs = sum(values[soft.choose(pos)] < best for _ in range(700))
    assert abs(errs / 700 - 6 / 7) < 0.05


def test_bench_field_compares_agents_game_by_game_and_resumes(tmp_path):
    args = ["bench", "field", "--agents", "minimax:depth=2", "random", "--field", "minimax:depth=1", "perfect:error=1",
            "--games", "2", "--seats", "both", "--out", str(tmp_path)]
    proc = run(*args)
    assert proc.returncode == 0, proc.stderr
    figures = json.loads(proc.stdout.strip().splitlines()[-1])
    log = (tmp_path / "field-log.jsonl").read_text().splitlines()
    assert len(log) == 2 * 2 * 2 * 2  # agents x opponents x seats x games
    for seat in ("first", "second"):
        first, other = (figures["results"][a][seat] for a in ("minimax:depth=2", "random"))
        assert set(first["opponents"]) == {"minimax:depth=1", "perfect:error=1"}
        assert other["difference_from_first_agent"] == pytest.approx(other["score"] - first["score"])
        assert all(0 <= r["score"] <= 1 and r["wins"] + r["draws"] + r["losses"] == 2
                   for r in first["opponents"].values())
    # the same opponent and seed for every agent: a random mover's first move is the same
    games = [json.loads(line) for line in log]
    opening = {g["agent"]: g["moves"][0] for g in games if g["opponent"] == "perfect:error=1" and not g["first"]
               and g["game"] == 0}
    assert len(set(opening.values())) == 1
    again = run(*args)
    assert again.returncode == 0 and json.loads(again.stdout.strip().splitlines()[-1]) == figures
    assert (tmp_path / "field-log.jsonl").read_text().splitlines() == log  # nothing played again
    bad = run("bench", "field", "--field", "soft:mistakes=2", "--out", str(tmp_path / "bad"))
    assert bad.returncode == 2 and "soft takes error=E" in bad.stderr and "Traceback" not in bad.stderr
