"""Swindles: among moves of equal game-theoretic value, the one a fallible opponent is likeliest
to answer with a mistake, by what the opponent has shown in this game.

Against a perfect opponent every move of a lost position loses, and the longest defence is the
best one can do; against a fallible opponent what counts is how hard the win is to keep. Ballard
(1983, "Non-minimax search strategies for use against fallible opponents") and Jansen (1992,
"Problematic positions and speculative play") choose by a model of the opponent's errors;
Donkers, Uiterwijk and van den Herik (2001, "Probabilistic opponent-model search") weigh several
models by the probability of each. Here the exact solver splits each candidate's replies into
those that keep the opponent's result and the *mistakes* (a reply after which the side to move
now does better than ``value``: a lost position's candidate, any reply that lets it draw or win; a
drawn one's, any reply that loses), and each *kind* of opponent gives a chance to every reply
(:func:`reply_chances`):

- **perfect**: a move that keeps its result, each alike;
- **random**: the perfect player, but a uniformly random move ``RANDOM_ERROR`` of the time;
- **uniform**: a uniformly random move (Kaggle's built-in ``random`` agent);
- **network**: the network's prior (what a learned agent prefers), when priors are given;
- **alpha-beta d**, at each of ``depths`` plies, with Gupta and Shah's (2022, "Reinforcement
  Learning for ConnectX") windows heuristic (what Kaggle's searching agents see): the perfect
  player, but the shallow search's move ``SEARCH_ERROR`` of the time.

Every kind also slips to a uniformly random move ``SLIP`` of the time, so that no move rules a
kind out. A kind's chance of a mistake is its chance of the mistakes; a reply that wins at once
for the opponent is found by every agent (chance 0).

:class:`OpponentModel` is the posterior over the kinds (a uniform prior): after each of the
opponent's moves in the game, each kind's weight is multiplied by the chance it gave that move (a
move that keeps the opponent's result, by the chance it gave those moves together), and the
swindle follows the likeliest kind (:meth:`OpponentModel.likeliest`; of equals, the perfect
kind). Before any of its moves is judged the swindle assumes an opponent that errs and takes the
mean chance of the fallible kinds ``GUESS`` (a uniform mover, the network, alpha-beta). Against
the perfect kind no column is likelier than another to see a mistake: the longest defence (the
caller's). Against others, in a drawn position the candidates of the highest chance are kept
(:func:`swindles`; the caller's search breaks the tie); in a lost one a candidate's next reply is
not the opponent's last chance to go wrong: :func:`swindle_odds` weighs its chance against how
many moves the opponent has left to find (the longest defence's measure), Jansen's (1992) "chance
of a mistake somewhere on the way". An opponent that errs at random gets the line with the most
chances to err; one that misses what a shallow search misses, the trap beyond its horizon.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence

from agents.board import Position
from agents.evaluators import WindowHeuristic
from agents.search.alphabeta import AlphaBeta
from agents.solver import SolverTimeout

DEPTHS = (2, 4)
"""The alpha-beta opponents' depths (plies): the built-in ``negamax``-like shallow searchers and
Gupta and Shah's depth-4/5 minimax."""
RANDOM_ERROR = 0.1
"""The random kind's chance of a uniformly random move (else a perfect one)."""
SEARCH_ERROR = 0.5
"""The alpha-beta kinds' chance of the shallow search's move (else a perfect one)."""
SLIP = 0.01
"""Every kind's chance of a uniformly random move besides its own choice."""
GUESS = ("uniform", "network", "alpha-beta 2", "alpha-beta 4")
"""The kinds whose mean the swindle assumes before any of the opponent's moves is judged."""

Priors = Callable[[Position], Sequence[float]]
"""The network's priors over the columns of a position for its side to move."""


def _value_for_mover(position: Position, solver) -> int:
    """The win/draw/loss (+1, 0, -1) of ``position`` for its side to move."""
    if position.is_terminal():
        return -1 if position.is_won() else 0
    if position.winning_moves():
        return 1
    score = solver.solve(position, weak=True).score
    return (score > 0) - (score < 0)


def shallow_moves(position: Position, solver, depths: Sequence[int]) -> dict[int, int]:
    """The column alpha-beta at each of ``depths`` plies plays in ``position`` (the solver's
    deadline bounds them: :class:`agents.solver.SolverTimeout`)."""
    moves = {}
    for depth in depths:
        if solver.deadline is not None and time.perf_counter() > solver.deadline:
            raise SolverTimeout  # the solver's deadline bounds the opponents' searches too
        moves[depth] = AlphaBeta(WindowHeuristic(own_mark=position.mark)).search(position, depth=depth).move
    return moves


def kinds(network: bool, depths: Sequence[int] = DEPTHS) -> list[str]:
    """The kinds' names: ``perfect``, ``random``, ``uniform``, ``network`` (when ``network``) and
    ``alpha-beta D`` for each of ``depths``."""
    return ["perfect", "random", "uniform", *(["network"] if network else []), *(f"alpha-beta {d}" for d in depths)]


def reply_chances(legal: Sequence[int], good: Sequence[int], priors: Sequence[float] | None,
                  searched: dict[int, int]) -> dict[str, dict[int, float]]:
    """Each kind's chance of each move (see the module docstring), in [0, 1], summing to 1 over
    ``legal``.

    Args:
        legal: the mover's legal columns.
        good: those that keep its win/draw/loss (not empty).
        priors: the network's priors over the columns, or None (no network kind).
        searched: ``{depth: column}``, alpha-beta's move at each depth (an alpha-beta kind each).

    Returns:
        ``{kind: {column: chance}}`` for the :func:`kinds` of ``priors`` and ``searched``.
    """
    n, good = len(legal), set(good)
    perfect = {c: (c in good) / len(good) for c in legal}

    def perfect_or(error: float, other: dict[int, float]) -> dict[int, float]:
        return {c: (1 - error) * perfect[c] + error * other[c] for c in legal}

    uniform = dict.fromkeys(legal, 1 / n)
    by_kind = {"perfect": perfect, "random": perfect_or(RANDOM_ERROR, uniform), "uniform": uniform}
    if priors is not None:
        total = sum(priors[c] for c in legal)
        by_kind["network"] = {c: priors[c] / total if total > 0 else 1 / n for c in legal}
    for depth, move in searched.items():
        by_kind[f"alpha-beta {depth}"] = perfect_or(SEARCH_ERROR, {c: float(c == move) for c in legal})
    return {kind: {c: (1 - SLIP) * p + SLIP / n for c, p in chances.items()} for kind, chances in by_kind.items()}


class OpponentModel:
    """The posterior over the opponent's kinds (see the module docstring), for one game.

    Args:
        depths: the alpha-beta kinds' depths.
    """

    def __init__(self, depths: Sequence[int] = DEPTHS):
        self.depths = tuple(depths)
        self.reset()

    def reset(self) -> None:
        """Forget the game: the uniform prior again."""
        self.log_likelihood: dict[str, float] = {}
        self.moves = 0

    def weights(self, kinds: Sequence[str]) -> dict[str, float]:
        """The posterior over ``kinds`` (a kind the model has not judged has the prior's weight),
        summing to 1."""
        logs = {k: self.log_likelihood.get(k, 0.0) for k in kinds}
        top = max(logs.values())
        raw = {k: math.exp(v - top) for k, v in logs.items()}
        total = sum(raw.values())
        return {k: v / total for k, v in raw.items()}

    def likeliest(self, kinds: Sequence[str]) -> list[str]:
        """The kinds the swindle follows: the one of ``kinds`` of the highest posterior (of
        equals, the first: ``perfect`` in :func:`kinds`' order); before any move is judged, those
        of ``GUESS`` among ``kinds``."""
        if not self.moves:
            return [k for k in kinds if k in GUESS]
        weights = self.weights(kinds)
        return [max(kinds, key=lambda k: weights[k] + 1e-9 * (k == kinds[0]))]

    def observe(self, position: Position, move: int, solver, priors: Priors | None = None) -> None:
        """The opponent played ``move`` in ``position`` (its side to move): each kind's weight is
        multiplied by the chance it gave that move, or, for a move that keeps the opponent's
        win/draw/loss, by the chance it gave all such moves: which of the good moves it chose
        tells nothing of its errors (a perfect player whose move a shallow search also prefers
        is no shallow searcher).

        Args:
            position: the position before the move; left unchanged.
            move: the column it played.
            solver: an exact solver of the position's board; its ``deadline`` bounds the solves
                and the alpha-beta searches (:class:`agents.solver.SolverTimeout` goes to the
                caller, the posterior unchanged).
            priors: the network's priors; None: the network kind is not judged (the player asks
                for it only where the network fits the board, and then always).
        """
        legal = position.legal_moves()
        good = position.winning_moves()
        if not good:
            values = {c: -_value_for_mover(position.child(c), solver) for c in legal}
            good = [c for c in legal if values[c] == max(values.values())]
        network = None if priors is None else priors(position)
        chances = reply_chances(legal, good, network, shallow_moves(position, solver, self.depths))
        for kind, chance in chances.items():
            seen = sum(chance[c] for c in good) if move in good else chance[move]
            self.log_likelihood[kind] = self.log_likelihood.get(kind, 0.0) + math.log(seen)
        self.moves += 1


def mistake_chances(position: Position, columns: Sequence[int], value: int, solver,
                    priors: Priors | None = None, depths: Sequence[int] = DEPTHS) -> dict[int, dict[str, float]]:
    """Each candidate's chance, in [0, 1], that the opponent's reply is a mistake, by kind (see
    the module docstring).

    Args:
        position: the position, side to move ours; left unchanged.
        columns: legal candidates, each of win/draw/loss ``value`` (-1 or 0) for the side to move.
        value: the candidates' value for the side to move: -1 (lost) or 0 (drawn).
        solver: an exact solver (:mod:`agents.solver`) of the position's board; its ``deadline``
            (``time.perf_counter()`` seconds, or None) holds for the solves and the alpha-beta
            opponents alike (:class:`agents.solver.SolverTimeout` goes to the caller).
        priors: the network's priors; None leaves the network kind out.
        depths: the alpha-beta kinds' depths.

    Returns:
        ``{column: {kind: chance}}``, the kinds of :func:`reply_chances`.

    Raises:
        ValueError: a ``value`` other than -1 or 0.
    """
    if value not in (-1, 0):
        raise ValueError(f"a swindle is for lost (-1) or drawn (0) positions, not {value}")
    chances: dict[int, dict[str, float]] = {}
    for col in columns:
        child = position.child(col)
        if child.is_terminal() or child.winning_moves():
            # no reply left, or a win at once that every agent takes
            chances[col] = dict.fromkeys(kinds(priors is not None, depths), 0.0)
            continue
        replies = child.legal_moves()
        # a mistake: after it, our side to move does better than ``value``
        mistakes = {r for r in replies if _value_for_mover(child.child(r), solver) > value}
        by_kind = reply_chances(replies, [r for r in replies if r not in mistakes],
                                None if priors is None else priors(child), shallow_moves(child, solver, depths))
        chances[col] = {kind: sum(p[r] for r in mistakes) for kind, p in by_kind.items()}
    return chances


def _mean(by_kind: dict[str, float], kinds: Sequence[str]) -> float:
    return sum(by_kind[k] for k in kinds) / len(kinds)


def swindles(chances: dict[int, dict[str, float]], kinds: Sequence[str]) -> list[int]:
    """The candidates of the highest chance of a mistake, the mean over ``kinds`` (``chances``:
    :func:`mistake_chances`; ties kept, in its order): a drawn position's swindles."""
    mean = {c: _mean(by_kind, kinds) for c, by_kind in chances.items()}
    best = max(mean.values())
    return [c for c, chance in mean.items() if chance >= best - 1e-9]


def swindle_odds(position: Position, chances: dict[int, dict[str, float]], scores: dict[int, int],
                 kinds: Sequence[str]) -> dict[int, float]:
    """Each lost candidate's chance, in [0, 1], that the opponent goes wrong at least once before
    its win: ``1 - (1 - c) * (1 - q) ** (n - 1)``, where ``c`` is the candidate's
    :func:`mistake_chances` (its next reply; the mean over ``kinds``), ``n`` the opponent's moves
    left to its win after the candidate when it plays perfectly (from the candidate's exact
    score), and ``q`` the mean of the candidates' ``c``: this position's replies' error rate,
    assumed for the opponent's later moves.

    Args:
        position: the position, side to move ours; left unchanged.
        chances: :func:`mistake_chances` of candidates (a mean over them is ``q``).
        scores: exact scores (:mod:`agents.solver`, for our side: negative, the later a loss the
            higher) of candidates, a subset of ``chances``' keys; the result has their keys.
        kinds: kinds of ``chances`` (:meth:`OpponentModel.likeliest`).

    Raises:
        ValueError: a score that is not a loss.
    """
    mean = {c: _mean(by_kind, kinds) for c, by_kind in chances.items()}
    q = sum(mean.values()) / len(mean)
    last_stone = (position.geo.rows * position.geo.columns + 2) // 2  # a win with stone k scores last_stone - k
    odds = {}
    for col, score in scores.items():
        if score >= 0:
            raise ValueError(f"column {col} scores {score}: a swindle's candidates are lost")
        # after our move the opponent has (ply + 1) // 2 stones and wins with stone last_stone + score
        later = max(0, last_stone + score - (position.ply + 1) // 2 - 1)
        odds[col] = 1.0 - (1.0 - mean[col]) * (1.0 - q) ** later
    return odds
