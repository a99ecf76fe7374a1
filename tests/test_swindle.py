"""Swindles: in a lost position the move whose winning replies are hardest to find, in a drawn one
the draw that leaves the most ways to lose; never a move of a worse value."""

import time
from collections.abc import Callable

import pytest

from agents.board import Position
from agents.players import make_player
from agents.solver import SolverTimeout
from agents.solver.numba_build import NumbaSolver
from agents.swindle import (
    DEPTHS,
    GUESS,
    RANDOM_ERROR,
    SEARCH_ERROR,
    SLIP,
    OpponentModel,
    kinds,
    mistake_chances,
    shallow_moves,
    swindle_odds,
    swindles,
)
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
    assert list(alone[0]) == kinds(False, depths=()) == ["perfect", "random", "uniform"]
    assert alone[5]["uniform"] == pytest.approx(6 / 7)
    mistake = RANDOM_ERROR * (1 - SLIP) + SLIP
    assert alone[5]["random"] == alone[1]["random"] == pytest.approx(mistake * 6 / 7) and alone[0]["random"] == 0.0
    assert alone[5]["perfect"] == pytest.approx(SLIP * 6 / 7)
    assert swindles(alone, ["random"]) == [1, 5]
    # the alpha-beta opponents miss column 6's reply and find column 2's: column 6
    both = mistake_chances(pos, columns, -1, solver)
    assert both[5]["alpha-beta 2"] == pytest.approx(SEARCH_ERROR * (1 - SLIP) + SLIP * 6 / 7)
    assert both[1]["alpha-beta 4"] == pytest.approx(both[1]["perfect"])
    assert swindles(both, ["alpha-beta 2"]) == swindles(both, ["alpha-beta 4"]) == [5]
    assert swindles(both, GUESS[:1] + GUESS[2:]) == [5]  # before any move is judged
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
        even = swindle_odds(pos, {c: {"random": 0.25} for c in scores}, {col: score}, ["random"])
        assert even[col] == pytest.approx(1 - 0.75 ** moves), (col, moves)
        # the later replies at the position's mean chance (here 0.5 / 7)
        alone = swindle_odds(pos, {c: {"random": 0.5 if c == col else 0.0, "perfect": 0.0} for c in scores},
                             {col: score}, ["random"])
        assert alone[col] == pytest.approx(1 - 0.5 * (1 - 0.5 / len(scores)) ** (moves - 1))
    # equal chances everywhere: the longest defence
    equal = swindle_odds(pos, {c: {"random": 0.2} for c in scores}, scores, ["random"])
    assert max(equal, key=equal.get) == max(scores, key=scores.get) == 1
    with pytest.raises(ValueError, match="lost"):
        swindle_odds(pos, {0: {"random": 0.5}}, {0: 0}, ["random"])


def _judged(solver, plies: range, want: Callable[[Position, dict[int, int], dict[int, int]], int | None], count: int):
    """``count`` positions of random games at ``plies`` (no win at once), each with the column
    ``want(position, values, alpha-beta's moves)`` picks (None: skip the position)."""
    found = []
    for pos in random_positions(3000, seed=11):
        if pos.ply not in plies or pos.is_terminal() or pos.winning_moves():
            continue
        values = {c: v for c, v in enumerate(solver.analyze(pos, weak=True)) if v is not None}
        move = want(pos, values, shallow_moves(pos, solver, DEPTHS))
        if move is not None:
            found.append((pos, move))
            if len(found) == count:
                return found
    raise AssertionError(f"only {len(found)} positions")


def _posterior(solver, moves) -> dict[str, float]:
    model = OpponentModel()
    for pos, move in moves:
        model.observe(pos, move, solver)
    assert model.moves == len(moves)
    return model.weights(kinds(False))


def test_the_opponent_model_learns_the_kind_from_its_moves():
    solver = NumbaSolver(Position().geo)

    def best(values):
        return {c for c, v in values.items() if v == max(values.values())}

    # a perfect player where the shallow searches err: the perfect kind
    perfect = _judged(solver, range(14, 30), lambda pos, values, searched: min(best(values))
                      if len(best(values)) < len(values) and all(m not in best(values) for m in searched.values())
                      else None, 6)
    weights = _posterior(solver, perfect)
    # 10% random errors are told from none only slowly; the searches' kinds are out at once
    assert weights["perfect"] > weights["random"] > 0.3 and weights["alpha-beta 2"] < 0.02, weights
    # a player that takes alpha-beta at 2 plies' mistakes: that kind
    shallow = _judged(solver, range(14, 30), lambda pos, values, searched: searched[2]
                      if searched[2] not in best(values) and searched[4] in best(values) else None, 4)
    weights = _posterior(solver, shallow)
    assert max(weights, key=weights.get) == "alpha-beta 2" and weights["alpha-beta 2"] > 0.9, weights
    # good moves a shallow search also prefers tell nothing: the perfect and alpha-beta kinds stay level
    agree = _judged(solver, range(14, 30), lambda pos, values, searched: searched[2]
                    if {searched[2], searched[4]} <= best(values) and len(best(values)) < len(values) else None, 4)
    weights = _posterior(solver, agree)
    assert weights["perfect"] == pytest.approx(weights["alpha-beta 2"]) == pytest.approx(weights["alpha-beta 4"])
    # mistakes no search makes: among good moves, the random kind; alone, the uniform mover
    blunders = _judged(solver, range(14, 30), lambda pos, values, searched: next(
        (c for c in values if c not in best(values) and c not in searched.values()), None), 4)
    good = _judged(solver, range(14, 30), lambda pos, values, searched: min(best(values))
                   if len(best(values)) < len(values) else None, 12)
    weights = _posterior(solver, good + blunders[:2])
    assert max(weights, key=weights.get) == "random", weights
    weights = _posterior(solver, blunders)
    assert max(weights, key=weights.get) == "uniform", weights
    # the priors: a player that follows them is the network kind, the uniform prior before any move
    model = OpponentModel()
    assert model.weights(kinds(True)) == pytest.approx(dict.fromkeys(kinds(True), 1 / 6))
    assert model.likeliest(kinds(True)) == list(GUESS)  # nothing judged: an opponent that errs
    for pos, _ in blunders:
        model.observe(pos, 0 if pos.can_play(0) else pos.legal_moves()[0], solver, lambda p: [1.0] + [0.0] * 6)
    assert model.likeliest(kinds(True)) == ["network"]
    model.reset()
    assert model.moves == 0 and model.weights(["perfect", "random"]) == {"perfect": 0.5, "random": 0.5}


def test_the_player_swindles_only_when_asked_and_the_opponent_has_erred(tiny_weights):
    pos = Position.from_moves(TRAP)
    swindler = make_player(f"alphazero:weights={tiny_weights},simulations=4,solver_ply=0,swindle=true")
    defender = make_player(f"alphazero:weights={tiny_weights},simulations=4,solver_ply=0")
    scores = {c: -NumbaSolver(pos.geo).solve(pos.child(c)).score for c in pos.legal_moves()}
    assert defender.choose(pos, seconds=10.0) == 1 and scores[1] == max(scores.values()) > scores[5]
    # nothing judged yet: an opponent that errs (the fallible kinds' mean), the trap
    assert swindler.choose(pos, seconds=10.0) == 5 and swindler.last_source == "solver"
    # drawn, against a shallow searcher: the draws its replies are likeliest to get wrong
    drawn = Position.from_moves(DRAWN)
    swindler.opponent.log_likelihood = {k: 0.0 if k == "alpha-beta 2" else -50.0 for k in kinds(True)}
    swindler.after = Position.from_moves(DRAWN[:-1])
    move = swindler.choose(drawn, seconds=10.0)
    assert move in swindles(mistake_chances(drawn, [0, 1, 2, 5], 0, NumbaSolver(drawn.geo)), ["alpha-beta 2"])


def test_the_player_swindles_by_what_its_opponent_has_shown(tiny_weights):
    swindler = make_player(f"alphazero:weights={tiny_weights},simulations=4,solver_ply=0,swindle=true")
    before = Position.from_moves(TRAP[:13])
    ours = swindler.choose(before, seconds=10.0)
    reply = before.child(ours).legal_moves()[0]
    swindler.choose(before.child(ours).child(reply), seconds=10.0)
    assert swindler.opponent.moves == 1  # the opponent's move since ours was judged
    swindler.choose(Position.from_moves(TRAP[:11]), seconds=10.0)
    assert swindler.opponent.moves == 0  # not a continuation: a new game, the prior again
    trap, everyone = Position.from_moves(TRAP), kinds(True)
    for shown, move in ((["perfect"], 1), (["alpha-beta 2", "alpha-beta 4"], 5)):
        swindler.opponent.log_likelihood = {k: 0.0 if k in shown else -50.0 for k in everyone}
        swindler.after, judged = Position.from_moves(TRAP[:14]), swindler.opponent.moves  # its move led here
        assert swindler.choose(trap, seconds=10.0) == move, shown
        assert swindler.opponent.moves == judged + 1


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
