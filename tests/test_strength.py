"""Strength against the truth: mistakes on benchmark positions, the perfect opponent, the bench."""

import json

import pytest

from agents.board import Position, geometry
from agents.kaggle import make_agent
from agents.solver_numba import NumbaSolver
from ladder.strength import PerfectOpponent, ScoreCache, benchmark_mistakes, games_vs_perfect
from tests.test_solver import benchmark


class SolverPlayer:
    """Perfect from any ply (for late positions only)."""

    def __init__(self, solver):
        self.solver = solver

    def choose(self, pos, seconds=None):
        scores = self.solver.analyze(pos)
        return scores.index(max(s for s in scores if s is not None))


class FirstLegal:
    def choose(self, pos, seconds=None):
        return pos.legal_moves()[0]


@pytest.fixture(scope="module")
def solver():
    return NumbaSolver(geometry(), table_size=1000003)


def test_mistakes_count_against_exact_scores(solver, tmp_path):
    lines = benchmark("Test_L3_R1")[:40]
    cache = ScoreCache(solver, str(tmp_path / "scores.json"))
    perfect = benchmark_mistakes(make_agent(SolverPlayer(solver)), lines, cache)
    assert perfect["positions"] == 40 and perfect["weak"] == perfect["strong"] == 0
    naive = benchmark_mistakes(make_agent(FirstLegal()), lines, cache)
    assert 0 < naive["weak"] <= naive["strong"] < 40
    assert perfect["weak_misses"] == [] and len(naive["weak_misses"]) == naive["weak"]
    scores = dict(lines)
    for moves, column, value, score in naive["weak_misses"]:  # FirstLegal's column, worse than the truth
        pos = Position.from_moves(moves)
        assert column == pos.legal_moves()[0] + 1 and score == scores[moves]
        assert value == cache.move_score(pos, moves, column - 1)
        assert (value > 0) - (value < 0) < (score > 0) - (score < 0)
    cache.save()
    assert ScoreCache(solver, str(tmp_path / "scores.json")).scores == cache.scores


def test_perfect_opponent_wins_from_a_won_position(solver):
    opponent = PerfectOpponent(solver, exact_from=0, opening="random")
    pos = Position.from_moves("2252576253462244111563365343671")  # an End-Easy-like late position
    scores = solver.analyze(pos)
    assert scores[opponent.choose(pos)] == max(s for s in scores if s is not None)
    result = games_vs_perfect(lambda seed: make_agent(FirstLegal()), PerfectOpponent(solver, 16, "minimax:depth=2"), 2,
                              agent_first=False)
    assert result["losses"] == 2 and result["mean_plies"] < 42


def test_bench_strength_cli(tmp_path, tiny_weights):
    from tests.test_cli import run

    benchmark("Test_L3_R1")
    agent = f"alphazero:weights={tiny_weights},simulations=4,solver_ply=0"
    proc = run("bench", "strength", "--agent", agent, "--positions", "3", "--games", "1", "--exact-from", "34",
               "--opening", "greedy", "--sets", "End-Easy", "--out", str(tmp_path))
    assert proc.returncode == 0, proc.stderr
    figures = json.loads(proc.stdout.strip().splitlines()[-1])
    assert figures["mistakes"]["End-Easy"]["weak"] == 0 and figures["mistakes"]["End-Easy"]["meets_floor"]
    assert figures["as_first"]["games"] == figures["as_second"]["games"] == 1
    assert figures["bank_s"] == 60 and (tmp_path / "strength-scores.json").exists()
    proc = run("bench", "strength", "--agent", agent, "--positions", "2", "--skip", "998", "--games", "0",
               "--sets", "End-Easy", "--out", str(tmp_path))
    assert proc.returncode == 0, proc.stderr
    figures = json.loads(proc.stdout.strip().splitlines()[-1])
    assert figures["first_line"] == 998 and figures["mistakes"]["End-Easy"]["positions"] == 2  # 1,000 lines
    proc = run("bench", "strength", "--agent", agent, "--positions", "2", "--skip", "1000", "--games", "0",
               "--sets", "End-Easy", "--out", str(tmp_path))
    assert proc.returncode != 0 and "no lines after the first 1000" in proc.stderr


def test_bench_strength_one_seat(tmp_path, tiny_weights):
    from tests.test_cli import run

    agent = f"alphazero:weights={tiny_weights},simulations=4,solver_ply=0"
    proc = run("bench", "strength", "--agent", agent, "--positions", "0", "--games", "1", "--exact-from", "34",
               "--opening", "greedy", "--seats", "second", "--out", str(tmp_path))
    assert proc.returncode == 0, proc.stderr
    figures = json.loads(proc.stdout.strip().splitlines()[-1])
    assert figures["as_second"]["games"] == 1 and "as_first" not in figures
    bad = run("bench", "strength", "--agent", agent, "--positions", "1", "--games", "0", "--bank", "-1",
              "--out", str(tmp_path))
    assert bad.returncode != 0 and "bank must be >= 0" in bad.stderr
