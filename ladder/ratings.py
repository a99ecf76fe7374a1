"""Ratings from stored episodes: Kaggle-style Gaussian skill, maximum-likelihood Elo, crosstable.

Kaggle-style skill (what the leaderboard shows): each entrant has N(mu, sigma^2), mu0 = 600,
updated after every episode in the order episodes finished, TrueSkill-style, by openskill's
Thurstone-Mosteller model with full pairing (Weng and Lin 2011, the Bayesian approximation of
TrueSkill). Kaggle does not publish its sigma0 or beta; we take TrueSkill's proportions scaled to
mu0 = 600: sigma0 = mu0 / 3 = 200, beta = sigma0 / 2 = 100 (the skill gap for about 76% win
odds), tau = sigma0 / 100 = 2 (a small drift that keeps sigma from collapsing). A loss by status
(ERROR, INVALID, TIMEOUT) is a loss, as on Kaggle.

Maximum-likelihood Elo (in the manner of BayesElo and Ordo): all episodes at once, logistic
model ``P(i scores against j) = 1 / (1 + 10^((R_j - R_i) / 400))``, a draw counting half a win
and half a loss, plus BayesElo's prior of virtual draws (two per pair that met) so that an
unbeaten entrant keeps a finite rating. Solved by Newton's method; 95% intervals are
``1.96 x`` the standard errors from the inverse observed information, relative to the anchor:
``random`` at 0 when present, else the mean of all ratings at 0.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np
from openskill.models import ThurstoneMostellerFull

from ladder.store import Entrant, Episode

MU0, SIGMA0, BETA, TAU = 600.0, 200.0, 100.0, 2.0
PRIOR_DRAWS = 2.0
LOSS_STATUSES = ("ERROR", "INVALID", "TIMEOUT")


@dataclass
class Standing:
    """One entrant's line in the rating table.

    Attributes:
        mu, sigma: Kaggle-style skill after all its episodes.
        elo, elo_ci: maximum-likelihood Elo and the half-width of its 95% interval (None for an
            entrant without games).
        games, wins, draws, losses: rated episodes and their results.
        status_losses: losses by ERROR / INVALID / TIMEOUT, by status.
        max_move_s, mean_move_s: its move times in seconds (kaggle-environments' measure).
        history: (games played, mu, sigma) after each of its episodes.
    """

    entrant: Entrant
    mu: float = MU0
    sigma: float = SIGMA0
    elo: float | None = None
    elo_ci: float | None = None
    games: int = 0
    wins: int = 0
    draws: int = 0
    losses: int = 0
    status_losses: dict[str, int] = field(default_factory=dict)
    max_move_s: float = 0.0
    mean_move_s: float = 0.0
    history: list[tuple[int, float, float]] = field(default_factory=list)
    _time_sum: float = 0.0
    _moves: int = 0


def standings(entrants: list[Entrant], episodes: list[Episode]) -> list[Standing]:
    """Ratings and statistics of ``entrants`` over the rated ``episodes`` between them, sorted by
    mu (best first)."""
    model = ThurstoneMostellerFull(mu=MU0, sigma=SIGMA0, beta=BETA, tau=TAU)
    table = {e.id: Standing(e) for e in entrants}
    ratings = {e.id: model.rating(mu=MU0, sigma=SIGMA0, name=e.name) for e in entrants}
    games = [ep for ep in episodes if ep.kind == "rated" and ep.agent0 in table and ep.agent1 in table]
    for ep in games:
        ids = (ep.agent0, ep.agent1)
        ranks = [0, 0] if ep.score0 == 0.5 else ([0, 1] if ep.score0 == 1.0 else [1, 0])
        [[r0], [r1]] = model.rate([[ratings[ids[0]]], [ratings[ids[1]]]], ranks=ranks)
        ratings[ids[0]], ratings[ids[1]] = r0, r1
        for seat, eid in enumerate(ids):
            s = table[eid]
            score = ep.score0 if seat == 0 else 1.0 - ep.score0
            s.games += 1
            s.wins += score == 1.0
            s.draws += score == 0.5
            s.losses += score == 0.0
            if ep.statuses[seat] in LOSS_STATUSES:
                s.status_losses[ep.statuses[seat]] = s.status_losses.get(ep.statuses[seat], 0) + 1
            times = ep.times[seat]
            if times:
                s.max_move_s = max(s.max_move_s, max(times))
                s._time_sum += sum(times)
                s._moves += len(times)
            s.history.append((s.games, ratings[eid].mu, ratings[eid].sigma))
    for eid, s in table.items():
        s.mu, s.sigma = ratings[eid].mu, ratings[eid].sigma
        s.mean_move_s = s._time_sum / s._moves if s._moves else 0.0
    elo = maximum_likelihood_elo([e.id for e in entrants], games, anchor=_anchor(entrants))
    for eid, (value, ci) in elo.items():
        table[eid].elo, table[eid].elo_ci = value, ci
    return sorted(table.values(), key=lambda s: -s.mu)


def _anchor(entrants: list[Entrant]) -> int | None:
    return next((e.id for e in entrants if e.spec == "random"), None)


def maximum_likelihood_elo(ids: list[int], episodes: list[Episode],
                           anchor: int | None = None) -> dict[int, tuple[float, float]]:
    """Elo of each entrant that played, with the half-width of its 95% interval.

    Args:
        ids: the entrants.
        episodes: rated episodes among them.
        anchor: the entrant fixed at 0; None fixes the mean at 0.

    Returns:
        ``{id: (elo, ci95)}`` for entrants with at least one game.
    """
    played = sorted({i for ep in episodes for i in (ep.agent0, ep.agent1)} & set(ids))
    if len(played) < 2:
        return {i: (0.0, 0.0) for i in played}
    index = {eid: k for k, eid in enumerate(played)}
    n = len(played)
    score = np.zeros((n, n))  # score[i, j]: points i took from j
    count = np.zeros((n, n))
    for ep in episodes:
        i, j = index[ep.agent0], index[ep.agent1]
        score[i, j] += ep.score0
        score[j, i] += 1.0 - ep.score0
        count[i, j] += 1
        count[j, i] += 1
    met = count > 0
    score += met * PRIOR_DRAWS / 2
    count += met * PRIOR_DRAWS
    k = math.log(10) / 400
    r = np.zeros(n)
    free = [a for a in range(n) if a != 0]  # fix entrant 0 while solving; re-anchor afterwards
    for _ in range(100):
        p = 1.0 / (1.0 + np.exp(-k * (r[:, None] - r[None, :])))
        grad = k * (score - count * p).sum(axis=1)
        w = k * k * count * p * (1 - p)
        hess = np.diag(w.sum(axis=1)) - w  # negative Hessian of the log-likelihood
        h = hess[np.ix_(free, free)] + 1e-9 * np.eye(n - 1)
        step = np.linalg.solve(h, grad[free])
        r[free] += step
        if np.max(np.abs(step)) < 1e-7:
            break
    cov = np.zeros((n, n))
    cov[np.ix_(free, free)] = np.linalg.inv(hess[np.ix_(free, free)] + 1e-9 * np.eye(n - 1))
    weights = np.full(n, 1.0 / n) if anchor not in index else np.eye(n)[index[anchor]]
    transform = np.eye(n) - np.outer(np.ones(n), weights)
    r = transform @ r
    cov = transform @ cov @ transform.T
    ci = 1.96 * np.sqrt(np.clip(np.diag(cov), 0.0, None))
    return {eid: (float(r[index[eid]]), float(ci[index[eid]])) for eid in played}


@dataclass
class Pairing:
    """Head-to-head results of ``a`` against ``b``, split by the seat ``a`` had: W/D/L from ``a``'s
    side as the first player (mark 1) and as the second."""

    a: int
    b: int
    first: list[int] = field(default_factory=lambda: [0, 0, 0])
    second: list[int] = field(default_factory=lambda: [0, 0, 0])


def crosstable(ids: list[int], episodes: list[Episode]) -> dict[tuple[int, int], Pairing]:
    """``{(a, b): Pairing}`` for every ordered pair of entrants that met in rated episodes."""
    table: dict[tuple[int, int], Pairing] = {}
    wanted = set(ids)
    for ep in episodes:
        if ep.kind != "rated" or ep.agent0 not in wanted or ep.agent1 not in wanted:
            continue
        outcome = {1.0: 0, 0.5: 1, 0.0: 2}
        first = table.setdefault((ep.agent0, ep.agent1), Pairing(ep.agent0, ep.agent1))
        first.first[outcome[ep.score0]] += 1
        second = table.setdefault((ep.agent1, ep.agent0), Pairing(ep.agent1, ep.agent0))
        second.second[outcome[1.0 - ep.score0]] += 1
    return table
