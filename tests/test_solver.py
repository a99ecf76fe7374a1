"""The exact solver against the public benchmark sets' scores."""

import os

import pytest

from agents.board import Position, geometry
from agents.solver import Solver

BENCHMARKS = os.path.join(os.path.dirname(__file__), "..", "..", "shared", "data", "pons-benchmark")


def benchmark(name):
    path = os.path.join(BENCHMARKS, name)
    if not os.path.exists(path):
        pytest.skip(f"benchmark set {name} not found beside the project (../shared)")
    with open(path) as f:
        return [(moves, int(score)) for moves, score in (line.split() for line in f if line.strip())]


@pytest.fixture(scope="module")
def solver():
    return Solver(geometry(), table_size=(1 << 20) + 7)


@pytest.mark.parametrize("name", ["Test_L3_R1", "Test_L2_R1"])  # End-Easy, Middle-Easy: every line
def test_exact_scores_on_easy_sets(solver, name):
    wrong = [(m, s, solver.solve(Position.from_moves(m)).score) for m, s in benchmark(name)]
    wrong = [w for w in wrong if w[1] != w[2]]
    assert not wrong, wrong[:5]


def test_weak_scores_and_analysis_agree_with_the_score(solver):
    for moves, score in benchmark("Test_L2_R1")[:40]:
        pos = Position.from_moves(moves)
        assert solver.solve(pos, weak=True).score == (score > 0) - (score < 0)
        columns = solver.analyze(pos)
        assert max(v for v in columns if v is not None) == score
        best = columns.index(score)
        assert pos.can_play(best)


def test_solver_on_other_boards_and_bad_input():
    geo = geometry(4, 5, 3)
    solver = Solver(geo, table_size=10007)
    # 3 in a row on 4x5: the first player wins; its score is positive and the analysis agrees
    result = solver.solve(Position(geo))
    assert result.score > 0 and max(v for v in solver.analyze(Position(geo)) if v is not None) == result.score
    with pytest.raises(ValueError, match="board size"):
        solver.solve(Position())
    with pytest.raises(ValueError, match="game is over"):
        Solver(geometry()).solve(Position.from_moves("1212121"))
    with pytest.raises(ValueError, match="table_size"):
        Solver(geometry(), table_size=0)


def test_solve_cli():
    from tests.test_cli import run

    moves = "5554224333234511764415115"
    proc = run("solve", moves)
    assert proc.returncode == 0 and proc.stdout.strip() == "4"
    proc = run("solve", moves, "--analyze")
    assert proc.stdout.split() == ["-8", "-8", "-8", "-8", "-", "4", "-8"]
    assert run("solve", "12x").returncode == 2
