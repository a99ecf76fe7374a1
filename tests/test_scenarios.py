"""Hemo et al.'s scenario tests: every passing move is checked by the exact solver."""

import json

import pytest

from agents.players import make_player
from agents.solver import make_solver
from evaluation.scenarios import CATEGORIES, DENSITIES, classify, forced_win, pass_rates, scenario_set
from tests.helpers import run


@pytest.fixture(scope="module")
def scenarios():
    return scenario_set(per_group=2, seed=0)


def test_every_group_is_filled_and_the_set_is_reproducible(scenarios):
    groups = {(s.category, s.density) for s in scenarios}
    assert groups == {(c, d) for c in CATEGORIES for d in DENSITIES} and len(scenarios) == 28
    assert scenario_set(per_group=2, seed=0) == scenarios
    for s in scenarios:
        pos = s.position()
        assert (pos.ply < 14) if s.density == "sparse" else (pos.ply >= 20)
        assert classify(pos) == (s.category, s.accepted)


def test_passing_moves_are_proved_by_the_solver(scenarios):
    for s in scenarios:
        pos = s.position()
        solver = make_solver(pos.geo, "auto", 1_048_573)
        others = [c for c in pos.legal_moves() if c not in s.accepted]
        if s.category.startswith("win") or s.category == "two-wins":
            assert set(s.accepted) == set(pos.winning_moves())
            assert len(s.accepted) >= 2 if s.category == "two-wins" else len(s.accepted) == 1
        elif s.category == "block":
            assert not pos.winning_moves() and len(s.accepted) == 1
            assert all(pos.child(c).winning_moves() for c in others)  # any other move loses at once
        elif s.category == "make-trap":
            assert not pos.winning_moves()
            for c in s.accepted:  # the opponent is lost whatever it does
                assert solver.solve(pos.child(c), weak=True).score < 0
        else:  # avoid-trap: every rejected move that does not lose at once still loses
            safe = set(pos.non_losing_moves())
            for c in others:
                if c in safe:
                    assert forced_win(pos.child(c), 2) and solver.solve(pos.child(c), weak=True).score > 0


def test_pass_rates_separate_players(scenarios):
    perfect = pass_rates(lambda pos: next(iter(classify(pos)[1])), scenarios)
    assert perfect["all"]["rate"] == 1.0 and perfect["block"]["total"] == 4
    greedy = make_player("greedy")
    rates = pass_rates(greedy.choose, scenarios)
    assert rates["win-vertical"]["rate"] == 1.0 and rates["block"]["rate"] < 1.0
    calls = []

    def alternating(pos):  # a different move every call: counting a scenario twice would show
        calls.append(pos)
        moves = pos.legal_moves()
        return moves[len(calls) % len(moves)]

    rates = pass_rates(alternating, scenarios)
    assert len(calls) == len(scenarios)  # one move per scenario, counted in its category and in all
    assert rates["all"]["passed"] == sum(rates[c]["passed"] for c in CATEGORIES)


def test_bench_cli(tmp_path):
    proc = run("bench", "scenarios", "--players", "random", "minimax:depth=2", "--positions", "1",
               "--out", str(tmp_path))
    assert proc.returncode == 0, proc.stderr
    figures = json.loads(proc.stdout.strip().splitlines()[-1])
    assert figures["scenarios"] == 14 and figures["players"]["minimax:depth=2"]["win-vertical"]["rate"] == 1.0
    assert json.loads((tmp_path / "scenarios.json").read_text()) == figures
