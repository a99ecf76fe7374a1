"""Reanalyse: the window's positions decoded from their planes, searched again, their policy
targets replaced; and the switch's checks."""

import numpy as np
import pytest

from agents.board import Position, geometry
from agents.encoding import encode
from tests.helpers import random_positions
from training.alphazero.config import AlphaZeroConfig
from training.alphazero.reanalyse import reanalyse, window_positions
from training.alphazero.replay import ReplayBuffer
from training.alphazero.selfplay import (
    SelfPlayConfig,
    UniformLeafEvaluator,
    search_positions,
    self_play,
)


@pytest.mark.parametrize("board, frame", [((6, 7, 4), None), ((5, 4, 3), (7, 9)), ((10, 12, 5), None)])
def test_window_positions_are_the_positions_that_were_encoded(board, frame):
    geo = geometry(*board)
    positions = random_positions(40, geo, seed=board[1]) + [Position(geo)]
    back = window_positions(encode(positions, frame).astype(np.uint8), geo)
    assert [(p.current, p.mask, p.ply) for p in back] == [(p.current, p.mask, p.ply) for p in positions]
    with pytest.raises(ValueError, match="does not fit"):
        window_positions(encode([Position()]), geometry(7, 8, 4))  # 6x7 planes
    with pytest.raises(ValueError, match="planes must be"):
        window_positions(np.zeros((1, 4, 6, 7)), geo)


def _window(seed: int = 2) -> ReplayBuffer:
    """Self-play games with playout caps (half the rows without a policy target), the first ten
    rows marked as exactly labelled."""
    config = SelfPlayConfig(simulations=8, parallel_games=4, full_search_share=0.5, fast_simulations=2,
                            temperature_moves=40)
    records, _ = self_play(UniformLeafEvaluator(), 8, config, Position(), np.random.default_rng(seed))
    buffer = ReplayBuffer(10_000)
    buffer.add(records)
    buffer.rows["action_values"][:10] = 0
    return buffer


def test_reanalyse_makes_a_fresh_searchs_visits_the_policy_targets_of_rows_without_an_exact_one():
    buffer = _window()
    before = {name: getattr(buffer, name).copy() for name in ("policies", "policy_weights", "values", "has_reply")}
    assert (before["policy_weights"] == 0).any()
    config = SelfPlayConfig(c_puct=1.5)
    stats = reanalyse(buffer, UniformLeafEvaluator(), geometry(), 25, 16, config, np.random.default_rng(0))
    changed = np.flatnonzero((buffer.policies != before["policies"]).any(axis=1)
                             | (buffer.policy_weights != before["policy_weights"]))
    assert stats.positions == 25 and stats.eligible == len(buffer) - 10 and stats.seconds > 0
    assert 0 < len(changed) <= 25 and changed.min() >= 10  # the exactly labelled rows untouched
    assert stats.new_targets == np.count_nonzero(before["policy_weights"][changed] == 0) > 0
    assert np.all(buffer.policy_weights[changed] == 1)
    searched = window_positions(buffer.planes[changed], geometry())
    visits, _ = search_positions(UniformLeafEvaluator(), searched, 16, config)
    assert np.allclose(buffer.policies[changed], visits / visits.sum(axis=1, keepdims=True))
    for name in ("values", "has_reply"):  # what the search does not refresh
        assert np.array_equal(getattr(buffer, name), before[name])
    # asked for more rows than there are without an exact target: all of them, each once
    everything = reanalyse(buffer, UniformLeafEvaluator(), geometry(), 10_000, 4, config, np.random.default_rng(1))
    assert everything.positions == len(buffer) - 10 and np.all(buffer.policy_weights[10:] == 1)
    assert reanalyse(ReplayBuffer(10), UniformLeafEvaluator(), geometry(), 5, 4, config,
                     np.random.default_rng(0)).positions == 0
    with pytest.raises(ValueError, match="count >= 0"):
        reanalyse(buffer, UniformLeafEvaluator(), geometry(), -1, 4, config, np.random.default_rng(0))


def test_set_policies_regroups_the_averaged_positions():
    buffer = _window()
    buffer.sample(8, np.random.default_rng(0), weight="log")  # the rows grouped, kept until a change
    row = int(np.flatnonzero(buffer.policy_weights == 0)[0])
    values, action_values = buffer.values.copy(), buffer.action_values.copy()
    policy = np.zeros((1, 7), np.float32)
    policy[0, 6] = 1.0
    buffer.set_policies(np.array([row]), policy)
    assert buffer.policy_weights[row] == 1 and np.array_equal(buffer.policies[row], policy[0])
    assert buffer._groups is None  # grouped again at the next draw, with the new target
    groups = buffer._grouped("log", False)
    group = groups.of_row[row]  # the rows of its position averaged: the new target among them
    assert groups.has_policy[group] and groups.policies[group, 6] > 0
    assert np.array_equal(buffer.values, values) and np.array_equal(buffer.action_values, action_values)
    with pytest.raises(ValueError, match="filled rows"):
        buffer.set_policies(np.array([len(buffer)]), policy)
    with pytest.raises(ValueError, match="of shape"):
        buffer.set_policies(np.array([row]), np.zeros((1, 6), np.float32))


def test_reanalyse_settings_are_checked():
    with pytest.raises(ValueError, match="at least 0"):
        AlphaZeroConfig(reanalyse_share=-0.1)
    with pytest.raises(ValueError, match="at least 0"):
        AlphaZeroConfig(reanalyse_simulations=-1)
    with pytest.raises(ValueError, match="not with boards or policy_surprise_share"):
        AlphaZeroConfig(reanalyse_share=0.5, policy_surprise_share=0.5)
