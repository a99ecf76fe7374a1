"""The field bench: fallible perfect players err as they should, agents meet the same opponents
game by game, and a rerun plays nothing again."""

import json

import pytest

from agents.board import Position, geometry, move_string
from agents.book import OpeningBook
from agents.evaluators import WindowHeuristic
from agents.search.alphabeta import AlphaBeta
from agents.solver.numba_build import NumbaSolver
from evaluation.field import SOFT_DEPTH, FallibleSolver, OpenSpielMCTS, move_order, opening_moves, parting
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


def test_soft_errs_only_where_a_shallow_search_does(solver_and_book):
    solver, book = solver_and_book
    soft = FallibleSolver(solver, book, 1.0, soft=True, seed=0)
    hard = easy = 0
    for pos in random_positions(400, seed=5):
        if pos.ply < 16 or pos.is_terminal() or pos.winning_moves():
            continue
        values = solver.analyze(pos, weak=True)
        best = max(v for v in values if v is not None)
        if all(v == best for v in values if v is not None):
            continue  # no mistake to make
        shallow = AlphaBeta(WindowHeuristic(own_mark=pos.mark)).search(pos, depth=SOFT_DEPTH).move
        assert soft.choose(pos) == shallow  # at error 1, always the shallow search's move
        hard += values[shallow] < best  # a mistake only where the shallow search misses the refutation
        easy += values[shallow] == best
    assert hard > 0 and easy > 0
    never = FallibleSolver(solver, book, 0.0, soft=True, seed=0)
    late = [p for p in random_positions(200, seed=6) if p.ply >= 24 and not p.is_terminal()][:10]
    for pos in late:
        values = solver.analyze(pos, weak=True)
        assert values[never.choose(pos)] == max(v for v in values if v is not None)


def test_softmax_errs_where_a_worse_move_scores_close_to_the_best(solver_and_book):
    solver, book = solver_and_book
    cold = FallibleSolver(solver, book, 0.0, False, seed=0, temperature=0.01)
    warm = FallibleSolver(solver, book, 0.0, False, seed=0, temperature=1.0)
    hot = FallibleSolver(solver, book, 0.0, False, seed=0, temperature=1000.0)
    late = [p for p in random_positions(300, seed=8) if p.ply >= 20 and not p.is_terminal()
            and len({v for v in solver.analyze(p) if v is not None}) > 2][:10]
    assert len(late) == 10
    for pos in late:
        scores = solver.analyze(pos)
        best = max(v for v in scores if v is not None)
        assert scores[cold.choose(pos)] == best  # near 0: the best score
        # at 1 point a worse move is e times less likely a point of score; at 1,000 nearly uniform
        near = [scores[warm.choose(pos)] for _ in range(200)]
        assert sum(v == best for v in near) > 200 / len(pos.legal_moves())
        assert len({hot.choose(pos) for _ in range(200)}) == len(pos.legal_moves())
    with pytest.raises(ValueError, match="temperature"):
        FallibleSolver(solver, book, 0.0, False, temperature=0.0)


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
        for spec, row in other["opponents"].items():  # and against each opponent
            assert row["difference_from_first_agent"] == pytest.approx(row["score"] - first["opponents"][spec]["score"])
            assert row["difference_interval"] >= 0 and "difference_from_first_agent" not in first["opponents"][spec]
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
    # in two worker processes: the same games (moves and results), the same scores
    workers = run(*args[:-1], str(tmp_path / "workers"), "--workers", "2")
    assert workers.returncode == 0, workers.stderr
    assert "in 2 workers" in workers.stderr

    def played(lines):
        return sorted((g["agent"], g["opponent"], g["first"], g["game"], g["result"], g["moves"])
                      for g in map(json.loads, lines))

    assert played((tmp_path / "workers" / "field-log.jsonl").read_text().splitlines()) == played(log)
    parallel = json.loads(workers.stdout.strip().splitlines()[-1])
    for agent in ("minimax:depth=2", "random"):
        for seat in ("first", "second"):
            assert parallel["results"][agent][seat]["score"] == figures["results"][agent][seat]["score"]
    bad = run("bench", "field", "--field", "soft:mistakes=2", "--out", str(tmp_path / "bad"))
    assert bad.returncode == 2 and "soft takes error=" in bad.stderr and "Traceback" not in bad.stderr
    bad = run("bench", "field", "--workers", "0", "--out", str(tmp_path / "bad"))
    assert bad.returncode == 2 and "workers must be at least 1" in bad.stderr and not (tmp_path / "bad").exists()


def test_bench_field_from_openings_plays_the_same_opening_for_every_agent(tmp_path, solver_and_book):
    proc = run("bench", "field", "--agents", "minimax:depth=2", "random", "--field", "openspiel-mcts:simulations=50",
               "--games", "2", "--opening-plies", "13", "--opening-value", "lost", "--out", str(tmp_path))
    assert proc.returncode == 0, proc.stderr
    games = [json.loads(line) for line in (tmp_path / "field-log.jsonl").read_text().splitlines()]
    assert len(games) == 4
    assert {g["opponent"] for g in games} == {"openspiel-mcts:simulations=50 from 13-ply lost openings"}
    for g in range(2):
        opening = move_string(opening_moves(g, 13, "lost", solver_and_book[0]))
        assert [game["moves"][:13] for game in games if game["game"] == g] == [opening, opening]
    figures = json.loads(proc.stdout.strip().splitlines()[-1])
    other = figures["results"]["random"]["second"]["opponents"]["openspiel-mcts:simulations=50"]
    partings = other["partings"]  # every game of two so different agents parts, at their own move
    assert sum(p["games"] for p in partings.values()) == 2 and "opponent" not in partings
    assert sum(p["difference"] for p in partings.values()) == pytest.approx(2 * other["difference_from_first_agent"])
    bad = run("bench", "field", "--field", "openspiel-mcts:simulations=0", "--out", str(tmp_path / "bad"))
    assert bad.returncode == 2 and "at least 1" in bad.stderr and not (tmp_path / "bad").exists()


def test_move_order_reaches_every_position_and_refuses_an_impossible_one():
    for pos in random_positions(200, seed=11):
        order = move_order(pos)
        assert len(order) == pos.ply and Position.from_moves(order) == pos
    geo = geometry()
    # three stones of one side, none of the other
    three = Position(geo, current=0, mask=geo.bit(0, 0) | geo.bit(1, 0) | geo.bit(2, 0), ply=3)
    with pytest.raises(ValueError, match="no sequence"):
        move_order(three)


def test_openings_are_seeded_by_the_game_and_have_the_value_asked(solver_and_book):
    solver, _ = solver_and_book
    assert opening_moves(4, 13) == opening_moves(4, 13) != opening_moves(5, 13)
    for game in range(6):
        for value, sign in (("lost", -1), ("won", 1)):
            pos = Position.from_moves(opening_moves(game, 15, value, solver))
            assert pos.ply == 15 and not pos.winning_moves() and len(pos.non_losing_moves()) >= 2
            score = solver.solve(pos, weak=True).score
            assert (score > 0) - (score < 0) == sign
    with pytest.raises(ValueError, match="opening value"):
        opening_moves(0, 13, "even")


def test_openspiel_mcts_plays_legal_moves_and_takes_a_win():
    bot = OpenSpielMCTS(simulations=200, seed=0)
    win = Position.from_moves("445566")  # the side to move completes the bottom row in column 3 or 7
    assert bot.choose(win) in win.winning_moves()
    for pos in random_positions(5, seed=2):
        assert bot.choose(pos) in pos.legal_moves()


def test_parting_names_the_stones_the_second_game_gave_up(solver_and_book):
    solver = solver_and_book[0]
    lost = "273325516232776"  # the second player to move, every column lost
    assert [-solver.solve(Position.from_moves(lost + str(c))).score for c in (2, 6, 1, 5)] == [-9, -10, -11, -11]
    assert parting(lost + "2", lost + "6", False, solver) == "1"
    assert parting(lost + "2", lost + "1", False, solver) == "2 or more"
    assert parting(lost + "1", lost + "5", False, solver) == "0"
    assert parting(lost + "6", lost + "2", False, solver) == "fewer"
    assert parting(lost + "2", lost + "2", False, solver) is None
    assert parting(lost[:14] + "1", lost[:14] + "2", False, solver) == "opponent"  # ply 14: the first player's
    assert parting("4", "3", True, solver) == "not known"  # before the solver's ply
    won = "777777112233"  # the first player wins at once in column 4, at its seventh stone
    assert -solver.solve(Position.from_moves(won + "5")).score < 22 - 7 - 1
    assert parting(won + "4", won + "5", True, solver) == "2 or more"
    assert parting(won + "5", won + "4", True, solver) == "fewer"
    assert solver.deadline is None
