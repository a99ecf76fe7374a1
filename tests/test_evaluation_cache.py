"""The evaluation cache: the network's answers kept for one self-play call, looked up by position."""

import threading
import time
from dataclasses import replace

import numpy as np
import pytest

from agents.board import Position, geometry
from tests.helpers import HashEvaluator, PositionEvaluator, random_positions
from training.alphazero import tree_words
from training.alphazero.evaluation_cache import EvaluationCache
from training.alphazero.mixture import self_play_boards
from training.alphazero.selfplay import network as network_module
from training.alphazero.selfplay.config import SelfPlayConfig
from training.alphazero.selfplay.flight import GamesInFlight, make_trees, self_play
from training.alphazero.selfplay.network import Network


class CountingEvaluator(PositionEvaluator):
    """:class:`HashEvaluator`'s answers, counting the positions it is given."""

    def __init__(self):
        super().__init__(HashEvaluator())
        self.positions = 0

    def evaluate_bitboards(self, geo, current, mask, ply):
        self.positions += len(current)
        if not len(current):
            return np.zeros((0, geo.columns), np.float32), np.zeros(0, np.float32)
        return super().evaluate_bitboards(geo, current, mask, ply)


@pytest.mark.parametrize("board", [(6, 7, 4), (10, 12, 5)])
def test_the_cache_answers_as_the_evaluator_does_and_evaluates_each_position_once(board):
    geo = geometry(*board)
    distinct = random_positions(40, geo, seed=3)
    rng = np.random.default_rng(0)
    evaluator, cache = CountingEvaluator(), EvaluationCache(geo, 1 << 10)
    seen = set()
    for _ in range(4):  # batches with repeats inside them and across them
        batch = [distinct[i] for i in rng.integers(0, len(distinct), 60)]
        seen |= {(p.current, p.mask) for p in batch}
        cur, msk, ply = tree_words.position_arrays(batch)
        slots, fresh, source, rows = cache.split(cur, msk)
        assert np.array_equal(source[rows], np.arange(len(rows)))  # an evaluated row answers itself
        same = source >= 0  # the rest of the batch's new positions take their first row's answer
        assert np.array_equal(cur[same], cur[rows[source[same]]]) and np.array_equal(msk[same], msk[rows[source[same]]])
        priors, values = evaluator.evaluate_bitboards(geo, cur[rows], msk[rows], ply[rows])
        got = cache.gather(slots, fresh, source, priors, values)  # and stores the new ones
        want = HashEvaluator().evaluate_batch(batch)
        assert np.array_equal(got[0], want[0]) and np.array_equal(got[1], want[1])
    assert evaluator.positions == len(cache) == len(seen)
    assert cache.hits == 4 * 60 - evaluator.positions


def test_a_full_cache_keeps_answering_what_it_holds_and_sends_the_rest_to_the_network():
    geo = geometry()
    positions = list({(p.current, p.mask): p for p in random_positions(60, geo, seed=5)}.values())[:30]
    cache = EvaluationCache(geo, 8)  # 8 slots: it holds 6 positions
    cur, msk, ply = tree_words.position_arrays(positions + positions)
    slots, fresh, source, rows = cache.split(cur, msk)
    assert len(cache) == 6 and fresh.sum() == 6
    assert (slots[:30] >= 0).sum() == 6 and np.array_equal(slots[30:], slots[:30])
    assert len(rows) == 30 + 24  # the 24 it has no room for are evaluated each time they come
    assert np.array_equal(rows, np.flatnonzero((slots < 0) | fresh)) and np.array_equal(source[rows], np.arange(54))
    assert np.array_equal(source[30:][slots[30:] >= 0], source[:30][slots[:30] >= 0])  # the 6 held: their claimers'
    priors, values = CountingEvaluator().evaluate_bitboards(geo, cur[rows], msk[rows], ply[rows])
    got = cache.gather(slots, fresh, source, priors, values)
    want = HashEvaluator().evaluate_batch(positions + positions)
    assert np.array_equal(got[0], want[0]) and np.array_equal(got[1], want[1])


def test_self_play_with_the_cache_plays_the_same_games_with_fewer_evaluations():
    """The cache changes what the network is asked, never the games: PUCT with noise, playout
    caps, random openings and the pipeline's two halves, from one seed, with and without it."""
    config = SelfPlayConfig(simulations=24, parallel_games=8, start_plies=2, full_search_share=0.5,
                            fast_simulations=6, temperature_moves=42, pipeline=True)
    played = {}
    for entries in (0, 1 << 12):
        evaluator = CountingEvaluator()
        records, stats = self_play(evaluator, 12, replace(config, cache_entries=entries), Position(),
                                   np.random.default_rng(7))
        played[entries] = records, stats, evaluator.positions
    (plain, plain_stats, plain_asked), (cached, stats, asked) = played[0], played[1 << 12]
    assert [r.moves for r in cached] == [r.moves for r in plain]
    assert all(np.array_equal(a.policies, b.policies) for a, b in zip(cached, plain, strict=True))
    assert plain_stats.cache_hits == 0 and plain_asked == plain_stats.network_positions
    assert stats.network_positions == asked < plain_asked
    assert stats.cache_hits + stats.network_positions == plain_asked


class SlowEvaluator(CountingEvaluator):
    """:class:`CountingEvaluator`, each call a tenth of a second late."""

    def evaluate_bitboards(self, geo, current, mask, ply):
        time.sleep(0.1)
        return super().evaluate_bitboards(geo, current, mask, ply)


def test_a_leaf_the_cache_answers_from_a_call_still_in_flight_gets_that_calls_answer(monkeypatch):
    """The second batch's leaves are all the first's, claimed by its call while the network is
    still on it: the second sends nothing to the network and, finished first, still waits for the
    first call's answers, which it stores. The tables are the trees' thread's alone: the network's
    thread only calls the network."""
    threads = set()

    def noted(method):
        def called(*args, **kwargs):
            threads.add(threading.get_ident())
            return method(*args, **kwargs)
        return called

    for name in ("split", "gather"):
        monkeypatch.setattr(EvaluationCache, name, noted(getattr(EvaluationCache, name)))
    geo = geometry()
    positions = random_positions(12, geo, seed=4)
    network = Network(SlowEvaluator(), threaded=True, cache_entries=1 << 10)
    first, second = (make_trees(geo, len(positions), SelfPlayConfig(simulations=8)) for _ in range(2))
    try:
        pending = []
        for trees in (first, second):
            trees.reset(np.arange(len(positions)), positions)
            trees.collect(trees.simulations() + 1)
            pending.append(network.submit(trees))
        network.finish(second, pending[1])
        network.finish(first, pending[0])
    finally:
        network.close()
    assert network.evaluator.positions == len({(p.current, p.mask) for p in positions}) and network.calls == 1
    assert network.cache_hits == len(positions) + len(positions) - network.evaluator.positions
    assert np.any(first.P != 0) and np.array_equal(second.P, first.P) and np.array_equal(second.W, first.W)
    assert threads == {threading.get_ident()}


class FlippedEvaluator(CountingEvaluator):
    """Another network: :class:`CountingEvaluator`'s priors reversed and its values negated."""

    def evaluate_bitboards(self, geo, current, mask, ply):
        priors, values = super().evaluate_bitboards(geo, current, mask, ply)
        return np.ascontiguousarray(priors[:, ::-1]), -values


def test_games_carried_over_keep_the_table_and_forget_the_last_networks_answers(monkeypatch):
    """Each call of carried-over games clears the table it keeps: the next evaluator's answers,
    never the last one's, and the same games as without a cache. The table is made once (an
    emptied one is not made again: a table of the ``gpu`` preset's is 272 MB)."""
    config = SelfPlayConfig(simulations=12, parallel_games=6, temperature_moves=42, start_plies=2, carry_over=True)
    made = []

    class CountedCache(network_module.EvaluationCache):
        def __init__(self, *args):
            made.append(args)
            super().__init__(*args)

    monkeypatch.setattr(network_module, "EvaluationCache", CountedCache)
    played = {}
    for entries in (0, 1 << 12):
        flight = GamesInFlight([(Position(), 1)], replace(config, cache_entries=entries), np.random.default_rng(5),
                               carry_over=True)
        played[entries] = [flight.play(evaluator, 4)[0] for evaluator in (CountingEvaluator(), FlippedEvaluator(),
                                                                         CountingEvaluator())]
        tables = list(flight.caches.values())
        assert len(tables) == (1 if entries else 0)
    assert len(made) == 1
    assert tables[0].hits > 0 and len(tables[0]) > 0
    for plain, cached in zip(played[0], played[1 << 12], strict=True):
        assert [r.moves for r in cached] == [r.moves for r in plain]
        assert all(np.array_equal(a.policies, b.policies) for a, b in zip(cached, plain, strict=True))


def test_a_mixture_keeps_one_cache_per_board():
    config = SelfPlayConfig(simulations=16, parallel_games=6, start_plies=1, cache_entries=1 << 12)
    boards = ((6, 7, 4, 0.5), (5, 4, 3, 0.5))
    runs = []
    for entries in (0, 1 << 12):
        evaluator = CountingEvaluator()
        records, stats = self_play_boards(evaluator, 8, replace(config, cache_entries=entries), boards, 0,
                                          np.random.default_rng(2), (6, 7))
        runs.append((records, stats))
    (plain, _), (cached, stats) = runs
    assert sorted(r.board for r in cached) == sorted(r.board for r in plain)
    assert [r.moves for r in cached] == [r.moves for r in plain]
    assert stats.cache_hits > 0


@pytest.mark.parametrize("clears", [1, 254, 255, 256, 600])
def test_a_cleared_cache_forgets_every_position_through_hundreds_of_clears(clears):
    """Clearing starts a new generation of the slots' taken bytes; past the bytes' last one the
    bytes are reset: a position stored in one generation is not found in any later one."""
    geo = geometry()
    positions = list({(p.current, p.mask): p for p in random_positions(40, geo, seed=9)}.values())[:20]
    cur, msk, ply = tree_words.position_arrays(positions)
    cache = EvaluationCache(geo, 64)
    slots, fresh, source, _ = cache.split(cur, msk)
    priors, values = CountingEvaluator().evaluate_bitboards(geo, cur, msk, ply)
    cache.gather(slots, fresh, source, priors, values)
    _, _, source, rows = cache.split(cur, msk)
    assert len(rows) == 0 and (source == -1).all()
    for _ in range(clears):
        cache.clear()
    assert len(cache) == 0 and cache.hits == 0
    _, fresh, _, rows = cache.split(cur, msk)
    assert len(rows) == len(positions) and fresh.all() and len(cache) == len(positions)


def test_the_cache_is_refused_below_one_entry():
    with pytest.raises(ValueError, match="at least 1 entry"):
        EvaluationCache(geometry(), 0)
    with pytest.raises(ValueError, match="cache_entries"):
        SelfPlayConfig(cache_entries=-1)
