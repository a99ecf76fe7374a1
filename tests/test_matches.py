"""Gupta and Shah's (2022) ordering in short matches played through kaggle-environments (both seats)."""

import pytest

from ladder.episode import play_episode


def match(a: str, b: str, games: int) -> dict[str, int]:
    """``games`` episodes of ``a`` against ``b``, seats alternating; counts from ``a``'s side."""
    tally = {"wins": 0, "draws": 0, "losses": 0}
    for g in range(games):
        a_first = g % 2 == 0
        result = play_episode(a, b, seed=2 * g) if a_first else play_episode(b, a, seed=2 * g)
        assert result.statuses == ["DONE", "DONE"], result.statuses
        score = result.score if a_first else 1.0 - result.score
        tally["wins" if score == 1.0 else "draws" if score == 0.5 else "losses"] += 1
    return tally


def test_greedy_beats_random():
    tally = match("greedy", "random", 40)
    assert tally["wins"] >= 36, tally


@pytest.mark.slow
def test_minimax_beats_greedy():
    tally = match("minimax", "greedy", 10)
    assert tally["wins"] >= 9, tally


@pytest.mark.slow
def test_mcts_beats_random():
    tally = match("mcts:simulations=1000", "random", 20)
    assert tally["wins"] >= 19, tally


def test_episode_record():
    result = play_episode("greedy", "random", rows=5, columns=6, inarow=4, seed=3)
    assert result.configuration["rows"] == 5 and result.configuration["columns"] == 6
    assert len(result.moves) == len(result.move_seconds[0]) + len(result.move_seconds[1])
    assert len(result.move_seconds[0]) - len(result.move_seconds[1]) in (0, 1)
    assert all(0 <= m < 6 for m in result.moves)
    assert sorted(result.rewards) in ([-1, 1], [0, 0])
