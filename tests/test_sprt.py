"""The SPRT on synthetic win/draw/loss counts (no episodes played)."""

import math

import pytest

from ladder.sprt import OUTCOME_SCORES, _constrained_mle, elo_to_score, sprt


def test_elo_to_score_is_the_logistic_curve():
    assert elo_to_score(0) == 0.5
    assert elo_to_score(400) == pytest.approx(10 / 11)
    assert elo_to_score(-123) == pytest.approx(1 - elo_to_score(123))


def test_the_constrained_distribution_has_the_target_score():
    for freqs, target in (([0.2, 0.3, 0.5], 0.5), ([0.6, 0.1, 0.3], 0.543), ([0.1, 0.8, 0.1], 0.45)):
        p = _constrained_mle(freqs, target)
        assert sum(p) == pytest.approx(1.0)
        assert sum(q * x for q, x in zip(p, OUTCOME_SCORES, strict=True)) == pytest.approx(target, abs=1e-9)
        assert all(q > 0 for q in p)


def test_no_games_decides_nothing_and_the_bounds_are_walds():
    state = sprt(0, 0, 0, 0, 30)
    assert (state.llr, state.decision, state.games) == (0.0, None, 0)
    assert state.lower == pytest.approx(math.log(0.05 / 0.95)) and state.upper == pytest.approx(math.log(19))
    narrow = sprt(0, 0, 0, 0, 30, alpha=0.01, beta=0.2)
    assert narrow.lower == pytest.approx(math.log(0.2 / 0.99)) and narrow.upper == pytest.approx(math.log(0.8 / 0.01))


def test_a_clearly_stronger_candidate_is_accepted_and_an_equal_one_rejected():
    stronger = sprt(300, 100, 100, 0, 30)  # scores 0.7, about +147 Elo
    assert stronger.decision == "H1" and stronger.llr > stronger.upper and stronger.games == 500
    equal = sprt(200, 200, 200, 0, 30)  # scores 0.5: H0's Elo exactly
    assert equal.decision == "H0" and equal.llr < equal.lower
    weaker = sprt(10, 10, 40, 0, 30)
    assert weaker.decision == "H0"
    undecided = sprt(6, 4, 5, 0, 30)
    assert undecided.decision is None and undecided.lower < undecided.llr < undecided.upper


def test_the_llr_grows_with_wins_and_falls_with_losses():
    base = sprt(50, 30, 40, 0, 30).llr
    assert sprt(51, 30, 40, 0, 30).llr > base > sprt(50, 30, 41, 0, 30).llr


def test_the_llr_matches_the_normal_approximation():
    """Van den Bergh's approximation of the generalised SPRT: ``n (s1 - s0) (2 s - s0 - s1) / (2 var)``
    with ``s`` the mean score and ``var`` the per-game variance; close for many games and small
    Elo differences."""
    wins, draws, losses = 420, 380, 360
    n = wins + draws + losses
    s = (wins + 0.5 * draws) / n
    var = (wins * (1 - s) ** 2 + draws * (0.5 - s) ** 2 + losses * s**2) / n
    s0, s1 = elo_to_score(0), elo_to_score(10)
    approx = n * (s1 - s0) * (2 * s - s0 - s1) / (2 * var)
    assert sprt(wins, draws, losses, 0, 10).llr == pytest.approx(approx, rel=0.05)


@pytest.mark.parametrize("elo0, elo1, alpha, beta", [(30, 30, 0.05, 0.05), (10, 0, 0.05, 0.05),
                                                     (0, 30, 0.0, 0.05), (0, 30, 0.05, 0.5)])
def test_bad_parameters_are_refused(elo0, elo1, alpha, beta):
    with pytest.raises(ValueError):
        sprt(1, 1, 1, elo0, elo1, alpha, beta)
