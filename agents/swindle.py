"""Swindles: among moves of equal game-theoretic value, the one a fallible opponent is likeliest
to answer with a mistake.

Against a perfect opponent every move of a lost position loses, and the longest defence is the
best one can do; against a fallible opponent what counts is how hard the win is to keep. Ballard
(1983, "Non-minimax search strategies for use against fallible opponents") and Jansen (1992,
"Problematic positions and speculative play") choose by a model of the opponent's errors;
Donkers, Uiterwijk and van den Herik (2001, "Probabilistic opponent-model search") weigh several
models. Here the exact solver splits each candidate's replies into those that keep the opponent's
result and the *mistakes* (a reply after which the side to move now does better than ``value``:
a lost position's candidate, any reply that lets it draw or win; a drawn one's, any reply that
loses), and each opponent model gives the chance that the opponent plays a mistake:

- **random**: the share of the replies that are mistakes (an agent that plays at random);
- **network**: the network's prior on the mistakes (what a learned agent prefers), when priors
  are given;
- **alpha-beta** at each of ``depths`` plies with Gupta and Shah's (2022, "Reinforcement Learning
  for ConnectX") windows heuristic (what Kaggle's searching agents see): 1 when its move is a
  mistake, else 0.

A candidate's chance is the mean over the models; a reply that wins at once for the opponent is
found by every agent (chance 0). In a drawn position the candidates of the highest chance are kept
(:func:`swindles`; the caller's search breaks the tie). In a lost one a candidate's next reply is
not the opponent's last chance to go wrong: :func:`swindle_odds` weighs its chance against how
many moves the opponent has left to find (the longest defence's measure), Jansen's (1992)
"chance of a mistake somewhere on the way", among the candidates that lose at most
:data:`STONES_GIVEN` stones sooner than the longest defence.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

from agents.board import Position
from agents.evaluators import WindowHeuristic
from agents.search.alphabeta import AlphaBeta
from agents.solver import SolverTimeout

DEPTHS = (2, 4)
"""The alpha-beta opponents' depths (plies): the built-in ``negamax``-like shallow searchers and
Gupta and Shah's depth-4/5 minimax."""


STONES_GIVEN = 1
"""How many stones sooner than the longest defence a lost position's swindle may lose against a
perfect opponent. Against five kinds of fallible first player, from lost 13-ply openings (200
games a kind), the unbounded swindle's games parted from the longest defence's by a move one
stone shorter in 193 games, gaining 9.5 points, and by one two or more stones shorter in 104,
losing 5.5; bounded at one stone it scored 0.015 +- 0.012 a game above the unbounded one."""


def _value_for_mover(position: Position, solver) -> int:
    """The win/draw/loss (+1, 0, -1) of ``position`` for its side to move."""
    if position.is_terminal():
        return -1 if position.is_won() else 0
    if position.winning_moves():
        return 1
    score = solver.solve(position, weak=True).score
    return (score > 0) - (score < 0)


def mistake_chances(position: Position, columns: Sequence[int], value: int, solver,
                    priors: Callable[[Position], Sequence[float]] | None = None,
                    depths: Sequence[int] = DEPTHS) -> dict[int, float]:
    """Each candidate's chance, in [0, 1], that the opponent's reply is a mistake (see the module
    docstring).

    Args:
        position: the position, side to move ours; left unchanged.
        columns: legal candidates, each of win/draw/loss ``value`` (-1 or 0) for the side to move.
        value: the candidates' value for the side to move: -1 (lost) or 0 (drawn).
        solver: an exact solver (:mod:`agents.solver`) of the position's board; its ``deadline``
            (``time.perf_counter()`` seconds, or None) holds for the solves and the alpha-beta
            opponents alike (:class:`agents.solver.SolverTimeout` goes to the caller).
        priors: the network's priors over the columns of a position for its side to move; None
            leaves the network model out.
        depths: the alpha-beta opponents' depths.

    Raises:
        ValueError: a ``value`` other than -1 or 0.
    """
    if value not in (-1, 0):
        raise ValueError(f"a swindle is for lost (-1) or drawn (0) positions, not {value}")
    chances: dict[int, float] = {}
    for col in columns:
        child = position.child(col)
        if child.is_terminal() or child.winning_moves():
            chances[col] = 0.0  # no reply left, or a win at once that every agent takes
            continue
        replies = child.legal_moves()
        # a mistake: after it, our side to move does better than ``value``
        mistakes = {r for r in replies if _value_for_mover(child.child(r), solver) > value}
        models = [len(mistakes) / len(replies)]
        if priors is not None:
            p = priors(child)
            models.append(sum(p[r] for r in mistakes) / max(1e-12, sum(p[r] for r in replies)))
        for depth in depths:
            if solver.deadline is not None and time.perf_counter() > solver.deadline:
                raise SolverTimeout  # the solver's deadline bounds the opponents' searches too
            move = AlphaBeta(WindowHeuristic(own_mark=child.mark)).search(child, depth=depth).move
            models.append(1.0 if move in mistakes else 0.0)
        chances[col] = sum(models) / len(models)
    return chances


def swindles(chances: dict[int, float]) -> list[int]:
    """The candidates of the highest of ``chances`` (:func:`mistake_chances`; ties kept, in its
    order): a drawn position's swindles."""
    best = max(chances.values())
    return [c for c, chance in chances.items() if chance >= best - 1e-9]


def swindle_odds(position: Position, chances: dict[int, float], scores: dict[int, int]) -> dict[int, float]:
    """Each lost candidate's chance, in [0, 1], that the opponent goes wrong at least once before
    its win, for the candidates that lose at most :data:`STONES_GIVEN` stones sooner than the best
    of ``scores``: ``1 - (1 - c) * (1 - q) ** (n - 1)``, where ``c`` is the candidate's
    :func:`mistake_chances` (its next reply), ``n`` the opponent's moves left to its win after the
    candidate when it plays perfectly (from the candidate's exact score), and ``q`` the mean of
    ``chances``: this position's replies' error rate, assumed for the opponent's later moves.

    Args:
        position: the position, side to move ours; left unchanged.
        chances: :func:`mistake_chances` of candidates (a mean over them is ``q``).
        scores: exact scores (:mod:`agents.solver`, for our side: negative, the later a loss the
            higher; one a stone) of candidates, a subset of ``chances``' keys; the result has the
            keys of those within :data:`STONES_GIVEN` of the highest.

    Raises:
        ValueError: a score that is not a loss.
    """
    q = sum(chances.values()) / len(chances)
    last_stone = (position.geo.rows * position.geo.columns + 2) // 2  # a win with stone k scores last_stone - k
    if any(score >= 0 for score in scores.values()):
        raise ValueError(f"scores {scores}: a swindle's candidates are lost")
    longest = max(scores.values())
    odds = {}
    for col, score in scores.items():
        if score < longest - STONES_GIVEN:
            continue
        # after our move the opponent has (ply + 1) // 2 stones and wins with stone last_stone + score
        moves_left = last_stone + score - (position.ply + 1) // 2
        odds[col] = 1.0 - (1.0 - chances[col]) * (1.0 - q) ** max(0, moves_left - 1)
    return odds
