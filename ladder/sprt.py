"""Sequential probability ratio test: "is the candidate stronger than the baseline?"

H0: the candidate's Elo advantage is ``elo0``; H1: it is ``elo1`` (logistic Elo, score
``1 / (1 + 10^(-elo / 400))``). After every game the log-likelihood ratio of the results so far
is compared with Wald's bounds ``ln(beta / (1 - alpha))`` (accept H0) and
``ln((1 - beta) / alpha)`` (accept H1); between them the test goes on.

The LLR is the generalised SPRT on the trinomial win/draw/loss model used in chess engine
testing (fishtest; Van den Bergh, "A generalised SPRT for Elo", 2016): under each hypothesis the
outcome distribution is the maximum-likelihood one whose expected score is that hypothesis'
score. The empirical frequencies get half a virtual game of each outcome, so the first few
games (often all wins) do not give an infinite ratio.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

OUTCOME_SCORES = (0.0, 0.5, 1.0)  # loss, draw, win


def elo_to_score(elo: float) -> float:
    """Expected score (0..1) of a player ``elo`` points stronger."""
    return 1.0 / (1.0 + 10.0 ** (-elo / 400.0))


@dataclass(frozen=True)
class SPRTState:
    """The test after some games.

    Attributes:
        llr: log-likelihood ratio of H1 against H0.
        lower, upper: Wald's bounds.
        decision: 'H1' (candidate stronger), 'H0' (not stronger), or None (go on).
        games: games counted.
    """

    llr: float
    lower: float
    upper: float
    decision: str | None
    games: int


def _constrained_mle(freqs: list[float], target: float) -> list[float]:
    """The distribution closest (in likelihood) to ``freqs`` whose mean score is ``target``:
    ``p_k = f_k / (1 + lam (x_k - target))`` with ``lam`` found by bisection."""

    def excess(lam: float) -> float:
        return sum(f * (x - target) / (1 + lam * (x - target)) for f, x in zip(freqs, OUTCOME_SCORES, strict=True))

    lo, hi = -1.0 / (1.0 - target) + 1e-12, 1.0 / target - 1e-12
    for _ in range(200):  # excess is decreasing in lam
        mid = (lo + hi) / 2
        if excess(mid) > 0:
            lo = mid
        else:
            hi = mid
    lam = (lo + hi) / 2
    p = [f / (1 + lam * (x - target)) for f, x in zip(freqs, OUTCOME_SCORES, strict=True)]
    total = sum(p)
    return [v / total for v in p]


def sprt(wins: int, draws: int, losses: int, elo0: float, elo1: float,
         alpha: float = 0.05, beta: float = 0.05) -> SPRTState:
    """The SPRT state after ``wins``/``draws``/``losses`` of the candidate.

    Raises:
        ValueError: ``elo1 <= elo0`` or alpha/beta outside (0, 0.5).
    """
    if elo1 <= elo0:
        raise ValueError(f"elo1 must exceed elo0, got elo0={elo0}, elo1={elo1}")
    if not (0 < alpha < 0.5 and 0 < beta < 0.5):
        raise ValueError(f"alpha and beta must lie in (0, 0.5), got {alpha}, {beta}")
    lower, upper = math.log(beta / (1 - alpha)), math.log((1 - beta) / alpha)
    counts = [losses, draws, wins]
    n = sum(counts)
    if n == 0:
        return SPRTState(0.0, lower, upper, None, 0)
    regular = [c + 0.5 for c in counts]
    freqs = [c / sum(regular) for c in regular]
    p0 = _constrained_mle(freqs, elo_to_score(elo0))
    p1 = _constrained_mle(freqs, elo_to_score(elo1))
    llr = sum(c * math.log(a / b) for c, a, b in zip(counts, p1, p0, strict=True) if c)
    decision = "H1" if llr >= upper else "H0" if llr <= lower else None
    return SPRTState(llr, lower, upper, decision, n)
