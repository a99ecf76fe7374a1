"""Swindles: in a lost position the move whose winning replies are hardest to find, in a drawn one
the draw that leaves the most ways to lose; never a move of a worse value."""

import time

import pytest

from agents.board import Position
from agents.players import make_player
from agents.solver import SolverTimeout
from agents.solver.numba_build import NumbaSolver
from agents.swindle import STONES_GIVEN, mistake_chances, swindle_odds, swindles
from tests.helpers import random_positions

# Lost for the side to move (ply 15). Column 6 (0-based 5) leaves one winning reply of seven,
# which neither alpha-beta opponent finds; column 2 also leaves one, which they find, and loses
# the latest (the longest defence); columns 1, 5 and 7 leave seven easy ones.
TRAP = "273325516232776"
# Drawn: columns 1, 2, 3, 6 draw, 7 loses.
DRAWN = "4342164764152525516272545773433"


def _winning_replies(position, column, solver):
    child = position.child(column)
    return [r for r in child.legal_moves() if child.is_winning_move(r)
            or solver.solve(child.child(r), weak=True).score < 0]


def test_the_swindle_leaves_the_single_reply_no_shallow_search_sees():
    pos = Position.from_moves(TRAP)
    solver = NumbaSolver(pos.geo)
    assert all(v < 0 for v in solver.analyze(pos, weak=True) if v is not None)  # every column loses
    assert [len(_winning_replies(pos, c, solver)) for c in (5, 1, 0, 4, 6)] == [1, 1, 7, 7, 7]
    columns = pos.legal_moves()
    # a random opponent alone: the two columns of one winning reply out of seven tie
    alone = mistake_chances(pos, columns, -1, solver, depths=())
    assert alone[5] == alone[1] == pytest.approx(6 / 7) and alone[0] == 0.0
    assert swindles(alone) == [1, 5]
    # with the alpha-beta opponents, who miss column 6's reply and find column 2's: column 6
    assert swindles(mistake_chances(pos, columns, -1, solver)) == [5]
    with pytest.raises(ValueError, match="lost"):
        mistake_chances(pos, columns, 1, solver)
    solver.deadline = time.perf_counter() - 1.0  # past: the solves or the opponents' searches stop
    with pytest.raises(SolverTimeout):
        mistake_chances(pos, columns, -1, solver)


def test_swindle_odds_weigh_the_next_reply_against_the_moves_left():
    pos = Position.from_moves(TRAP)
    solver = NumbaSolver(pos.geo)
    scores = {c: -solver.solve(pos.child(c)).score for c in pos.legal_moves()}
    # the opponent's moves left to its win after each column: play it out perfectly, the longest defence
    for col, score in scores.items():
        line, moves = pos.child(col), 0
        while not line.is_terminal():
            values = solver.analyze(line)
            line = line.child(max((c for c, v in enumerate(values) if v is not None), key=lambda c: values[c]))
            moves += line.ply % 2 == 1  # the opponent (mark 1) has moved
        # the same chance at every reply: the chance of one mistake among them all
        even = swindle_odds(pos, dict.fromkeys(scores, 0.25), {col: score})
        assert even[col] == pytest.approx(1 - 0.75 ** moves), (col, moves)
        # the later replies at the position's mean chance (here 0.5 / 7)
        alone = swindle_odds(pos, dict.fromkeys(scores, 0.0) | {col: 0.5}, {col: score})
        assert alone[col] == pytest.approx(1 - 0.5 * (1 - 0.5 / len(scores)) ** (moves - 1))
    # a sure mistake two stones sooner than the longest defence is not a swindle; one stone is
    assert (scores[1], scores[5], scores[0]) == (-9, -10, -11) and STONES_GIVEN == 1
    sure = swindle_odds(pos, dict.fromkeys(scores, 0.0) | {0: 1.0, 5: 0.3}, scores)
    assert sorted(sure) == [1, 5, 6] and max(sure, key=sure.get) == 5
    # equal chances everywhere: the longest defence
    equal = swindle_odds(pos, dict.fromkeys(scores, 0.2), scores)
    assert max(equal, key=equal.get) == max(scores, key=scores.get) == 1
    with pytest.raises(ValueError, match="lost"):
        swindle_odds(pos, {0: 0.5}, {0: 0})


def test_the_player_swindles_only_when_asked(tiny_weights):
    pos = Position.from_moves(TRAP)
    swindler = make_player(f"alphazero:weights={tiny_weights},simulations=4,solver_ply=0,swindle=true")
    defender = make_player(f"alphazero:weights={tiny_weights},simulations=4,solver_ply=0")
    assert swindler.choose(pos, seconds=10.0) == 5 and swindler.last_source == "solver"
    scores = {c: -NumbaSolver(pos.geo).solve(pos.child(c)).score for c in pos.legal_moves()}
    assert defender.choose(pos, seconds=10.0) == 1 and scores[1] == max(scores.values()) > scores[5]
    drawn = Position.from_moves(DRAWN)
    move = swindler.choose(drawn, seconds=10.0)
    assert move in swindles(mistake_chances(drawn, [0, 1, 2, 5], 0, NumbaSolver(drawn.geo)))


def test_a_swindle_never_gives_away_a_value(tiny_weights):
    player = make_player(f"alphazero:weights={tiny_weights},simulations=4,solver_ply=0,swindle=true")
    solver, checked = NumbaSolver(Position().geo), 0
    for pos in random_positions(400, seed=7):
        if pos.ply < 20 or pos.is_terminal() or pos.winning_moves():
            continue
        values = solver.analyze(pos, weak=True)
        move = player.choose(pos, seconds=5.0)
        assert values[move] == max(v for v in values if v is not None), (pos.render(), values, move)
        checked += 1
        if checked == 25:
            break
    assert checked == 25
