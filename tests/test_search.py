"""Alpha-beta, MCTS and the evaluators on positions with known answers (Hemo et al.'s scenarios:
immediate win, block, trap)."""

import math
import random

import numpy as np
import pytest

from agents.board import Position, geometry
from agents.evaluators import WindowHeuristic, window_counts
from agents.rollouts import MinimaxRollout, RandomRollout
from agents.search.alphabeta import WIN_SCORE, AlphaBeta
from agents.search.mcts import MCTS
from agents.search.puct import PUCT


class Zero:
    """The terminal test only: alpha-beta with it is exact about wins within its depth."""

    def evaluate(self, position):
        return 0


# (moves, side to move's good columns, what it is)
IMMEDIATE_WIN = ("112233", {3}, "X completes the bottom row at column 4")
BLOCK = ("12131", {0}, "O must block X's three in column 1")
TRAP = ("4433", {1, 4}, "X makes an open three (2 or 5): two threats, O can block one")
SCENARIOS = [IMMEDIATE_WIN, BLOCK, TRAP]


@pytest.mark.parametrize("moves, good, what", SCENARIOS)
def test_alphabeta_scenarios(moves, good, what):
    pos = Position.from_moves(moves)
    result = AlphaBeta(WindowHeuristic(pos.mark)).search(pos, depth=5)
    assert result.move in good, what
    exact = AlphaBeta(Zero()).search(pos, depth=5)
    assert exact.move in good, what


def test_alphabeta_proves_the_trap_is_a_win_in_three_plies():
    pos = Position.from_moves(TRAP[0])
    result = AlphaBeta(Zero()).search(pos, depth=5)
    assert result.score == WIN_SCORE - (pos.ply + 3)
    # Immediate wins are seen at the horizon, so depth 2 proves it, and deepening stops there.
    assert result.depth == 2
    assert result.principal_variation[0] in TRAP[1] and len(result.principal_variation) == 2


def test_alphabeta_ties_are_broken_by_the_rng():
    pos = Position.from_moves(TRAP[0])
    moves = {AlphaBeta(Zero(), rng=random.Random(seed)).search(pos, depth=3).move for seed in range(12)}
    assert moves == {1, 4}


def test_alphabeta_time_budget_returns_a_completed_iteration():
    pos = Position(geometry(10, 12, 5))
    result = AlphaBeta(WindowHeuristic(1)).search(pos, seconds=0.2)
    assert 1 <= result.depth < 120 and pos.can_play(result.move)
    assert result.seconds < 1.0


@pytest.mark.parametrize("moves, good, what", SCENARIOS)
@pytest.mark.parametrize("rollout", ["random", "minimax"])
def test_mcts_scenarios(moves, good, what, rollout):
    pos = Position.from_moves(moves)
    rng = random.Random(1)
    evaluator = RandomRollout(rng) if rollout == "random" else MinimaxRollout(rng)
    result = MCTS(evaluator, rng).search(pos, simulations=3000)
    assert result.move in good, what
    assert result.simulations == 3000 and sum(result.visits.values()) == 3000
    assert 0.0 <= result.value <= 1.0


def test_mcts_values_a_won_position_near_one():
    pos = Position.from_moves(IMMEDIATE_WIN[0])
    result = MCTS(RandomRollout(random.Random(0)), random.Random(0)).search(pos, simulations=2000)
    assert result.value > 0.95


def test_searches_reject_terminal_positions_and_missing_limits():
    won = Position.from_moves("1212121")
    with pytest.raises(ValueError, match="terminal"):
        AlphaBeta(Zero()).search(won, depth=3)
    with pytest.raises(ValueError, match="terminal"):
        MCTS(Zero(), random.Random(0)).search(won, simulations=3)
    with pytest.raises(ValueError, match="depth"):
        AlphaBeta(Zero()).search(Position())
    with pytest.raises(ValueError, match="simulations"):
        MCTS(Zero(), random.Random(0)).search(Position())


def test_window_counts_and_heuristic():
    pos = Position.from_moves("4455")  # X: 4 and 5 bottom; O: 4 and 5 on the second row
    x, o = pos.current, pos.current ^ pos.mask
    counts_x, counts_o = window_counts(pos, x, o)
    # X's pair on the bottom row lies in 3 horizontal windows (starting at columns 2, 3, 4) free
    # of O; each single X stone lies in its open windows.
    assert counts_x[2] == 3 and counts_o[2] == 3
    h = WindowHeuristic(own_mark=1)
    # Symmetric position for counts of two: 3 * 1000 - 3 * 2000 plus no threes.
    assert h.score(pos) == 3 * 1000 - 3 * 2000
    assert h.evaluate(pos) == h.score(pos)  # X (mark 1) to move
    assert WindowHeuristic(own_mark=2).evaluate(pos) == -(3 * 1000 - 3 * 2000)


def test_evaluator_arguments_are_checked():
    with pytest.raises(ValueError, match="own_mark"):
        WindowHeuristic(own_mark=0)
    with pytest.raises(ValueError, match="depth"):
        MinimaxRollout(random.Random(0), depth=3)


def plain_puct(position, evaluator, simulations, c_puct=2.5):
    """PUCT written from AlphaGo Zero's Methods (Silver et al. 2017), one leaf at a time, no
    virtual loss, recursive: root visits per column and the root value."""
    stats = {}  # path of moves -> (moves, P, N, W)

    def simulate(pos, path):
        outcome = pos.outcome()
        if outcome is not None:
            return float(outcome)
        if path not in stats:
            priors, values = evaluator.evaluate_batch([pos])
            moves = pos.legal_moves()
            p = np.array([max(float(priors[0][m]), 0.0) for m in moves])
            stats[path] = (moves, p / p.sum(), np.zeros(len(moves)), np.zeros(len(moves)))
            return float(values[0])
        moves, prior, n, w = stats[path]
        total = n.sum()
        q = np.where(n > 0, w / np.maximum(n, 1), 0.0)
        i = int(np.argmax(q + c_puct * prior * (math.sqrt(total) if total > 0 else 1.0) / (1 + n)))
        value = -simulate(pos.child(moves[i]), path + (moves[i],))
        n[i] += 1
        w[i] += value
        return value

    while () not in stats or stats[()][2].sum() < simulations:
        simulate(position.copy(), ())
    moves, _, n, w = stats[()]
    visits = np.zeros(position.geo.columns)
    visits[moves] = n
    return visits, w.sum() / n.sum()


@pytest.mark.parametrize("moves", ["", "4", "443", "4453", "444333521766", "2252576253462244111563365343671"])
def test_puct_visits_and_value_match_a_plain_puct_with_nonzero_values(moves):
    from tests.helpers import HashEvaluator

    position = Position.from_moves(moves)
    result = PUCT(HashEvaluator(), c_puct=2.5, batch_size=1).search(position, simulations=300)
    visits, value = plain_puct(position, HashEvaluator(), 300)
    assert result.visits.tolist() == visits.tolist()
    assert result.value == pytest.approx(value, abs=1e-9)


def test_puct_values_are_for_the_side_to_move():
    class OneGoodMove:  # the first player wins once its stone is in column 2, else loses
        def evaluate_batch(self, positions):
            values = []
            for p in positions:
                first = p.current if p.ply % 2 == 0 else p.current ^ p.mask
                first_wins = 1.0 if first & p.geo.column_masks[2] else -0.5
                values.append(first_wins if p.ply % 2 == 0 else -first_wins)
            return np.full((len(positions), 7), 1 / 7, np.float32), np.array(values, np.float32)

    result = PUCT(OneGoodMove(), batch_size=1).search(Position(), simulations=100)
    assert result.move == 2 and result.value > 0.5 and result.visits[2] > 50
