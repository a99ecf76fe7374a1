"""The batched, compiled PUCT of self-play against the players' PUCT (same visits on the same
evaluator), its encoder against agents.encoding, tree reuse and compaction, Gumbel root selection,
the same games on one thread as on several, the compiled random openings against the Python ones,
and the solver benchmark measurement."""

import numba
import numpy as np
import pytest

from agents.board import Position, geometry
from agents.encoding import encode
from agents.search.puct import Tree, UniformEvaluator
from tests.helpers import (
    HashEvaluator,
    PositionEvaluator,
    positions_of,
    random_opening,
    random_positions,
    search_positions,
)
from training.alphazero.batched_puct import NextSearches, RootRecords, TreeBatch, considered_visits
from training.alphazero.mistakes import network_mistakes
from training.alphazero.selfplay.config import SelfPlayConfig
from training.alphazero.selfplay.flight import make_trees, self_play
from training.alphazero.selfplay.network import Network, UniformLeafEvaluator, encode_bitboards
from training.alphazero.selfplay.searches import run_searches, search_moves
from training.alphazero.tree_words import position_arrays, supported, word_layout
from training.exact.benchmark import SETS, load_set, mistakes


def reference_visits(position, evaluator, simulations, batch):
    """agents.search.puct.Tree driven as PUCT.search drives it."""
    tree = Tree(position, 2.5, 1.0)
    while tree.simulations < simulations:
        leaves = tree.collect(min(batch, simulations - tree.simulations))
        if leaves:
            priors, values = evaluator.evaluate_batch([leaf.position for leaf in leaves])
            tree.apply(leaves, priors, values)
    return tree.visit_counts(), tree.root_value()


@pytest.mark.parametrize("batch", [1, 4, 8])
def test_same_visits_as_the_players_puct(batch):
    positions = [Position.from_moves(m) for m in ("", "4453", "44444", "1234567", "3344521")]
    positions += random_positions(5, seed=3)
    evaluator = HashEvaluator()
    config = SelfPlayConfig(simulations=200, leaves_per_game=batch)
    trees = make_trees(positions[0].geo, len(positions), config)
    idx = np.arange(len(positions))
    trees.reset(idx, positions)
    run_searches(trees, Network(PositionEvaluator(evaluator), threaded=False), np.full(len(positions), 200))
    visits, values = trees.visit_counts(idx), trees.root_values(idx)
    for k, pos in enumerate(positions):
        want, value = reference_visits(pos, evaluator, 200, batch)
        assert np.array_equal(visits[k], want), pos
        assert values[k] == pytest.approx(value, abs=1e-12)


@pytest.mark.parametrize("board", [(8, 9, 5), (10, 12, 5), (7, 9, 4)])
def test_boards_of_several_words_search_as_the_players_puct(board):
    """Boards over 64 bits (several words, lines found around the new stone) give the players'
    PUCT's visits too; 7x9 is one word with no spare bit."""
    geo = geometry(*board)
    positions = [Position(geo)] + random_positions(5, geo, seed=board[1])
    config = SelfPlayConfig(simulations=120, leaves_per_game=4)
    trees = make_trees(geo, len(positions), config)
    idx = np.arange(len(positions))
    trees.reset(idx, positions)
    run_searches(trees, Network(PositionEvaluator(HashEvaluator()), threaded=False), np.full(len(positions), 120))
    visits = trees.visit_counts(idx)
    for k, pos in enumerate(positions):
        assert np.array_equal(visits[k], reference_visits(pos, HashEvaluator(), 120, 4)[0]), pos


@pytest.mark.parametrize("board", [(6, 7, 4), (5, 4, 3), (8, 9, 5), (10, 12, 5), (4, 17, 4)])
def test_advance_ends_games_as_the_board_does(board):
    """Random games played through ``advance`` end at the same ply, won or drawn, as on
    :class:`agents.board.Position`, and the roots' bitboards stay the board's."""
    geo = geometry(*board)
    rng = np.random.default_rng(board[1])
    games = 40
    trees = make_trees(geo, games, SelfPlayConfig(simulations=8))
    idx = np.arange(games)
    trees.reset(idx, [Position(geo)] * games)
    boards = [Position(geo) for _ in range(games)]
    live, ends = list(idx), {"won": 0, "drawn": 0}
    while live:
        moves = np.array([rng.choice(boards[g].legal_moves()) for g in live])
        outcome = trees.advance(np.array(live), moves, keep=False, room=4)
        for g, move, out in zip(list(live), moves, outcome, strict=True):
            boards[g].play(int(move))
            if boards[g].is_terminal():
                assert out == (1 if boards[g].is_won() else 2), boards[g]
                ends["won" if out == 1 else "drawn"] += 1
                live.remove(g)
            else:
                assert out == 0, boards[g]
                root = positions_of(geo, *trees.root_arrays(np.array([g])))[0]
                assert (root.current, root.mask, root.ply) == (boards[g].current, boards[g].mask, boards[g].ply)
    assert ends["won"] > 0


def test_word_layout_packs_whole_columns():
    assert word_layout(geometry(6, 7, 4)) == (9, 1) and word_layout(geometry(7, 8, 4)) == (8, 1)
    assert word_layout(geometry(8, 9, 5)) == (7, 2) and word_layout(geometry(10, 12, 5)) == (5, 3)
    positions = random_positions(20, geometry(10, 12, 5), seed=4)
    again = positions_of(positions[0].geo, *position_arrays(positions))
    assert [(p.current, p.mask, p.ply) for p in again] == [(p.current, p.mask, p.ply) for p in positions]


def test_tree_reuse_keeps_the_subtree_through_compaction():
    """After a move the chosen child's statistics become the root's, also when the pool is
    compacted; the search then adds the new simulations on top."""
    config = SelfPlayConfig(simulations=64, leaves_per_game=4)
    trees = make_trees(geometry(), 1, config)
    trees.reset(np.arange(1), [Position()])
    network = Network(PositionEvaluator(HashEvaluator()), threaded=False)
    run_searches(trees, network, np.array([64]))
    move = int(np.argmax(trees.visit_counts(np.arange(1))[0]))
    child = trees.child[0, trees.root[0], move]
    before = trees.N[0, child].copy()
    room = trees.capacity - trees.free[0] + 1  # forces a compaction
    assert trees.advance(np.arange(1), np.array([move]), keep=True, room=room)[0] == 0
    assert trees.root[0] == 0 and trees.free[0] <= 64
    assert np.array_equal(trees.N[0, 0], before)
    # the compacted tree searches on exactly as the reference tree would from that child
    target = trees.simulations()[0] + 64
    run_searches(trees, network, np.array([target]))
    assert trees.simulations()[0] == target


def test_a_subtree_too_big_to_keep_gives_a_fresh_tree_one_ply_on():
    """When compaction cannot leave ``room`` nodes, the tree starts afresh at the child: its ply is
    the old root's plus one, read before the compaction moved the child onto the old root's slot."""
    trees = make_trees(geometry(), 1, SelfPlayConfig(simulations=64, leaves_per_game=4))
    trees.reset(np.arange(1), [Position.from_moves("44")])
    run_searches(trees, Network(PositionEvaluator(HashEvaluator()), threaded=False), np.array([64]))
    assert trees.advance(np.arange(1), np.array([3]), keep=True, room=trees.capacity)[0] == 0
    assert trees.free[0] == 1 and trees.nply[0, trees.root[0]] == 3
    assert positions_of(geometry(), *trees.root_arrays(np.arange(1)))[0] == Position.from_moves("444")


def test_advance_reports_wins_and_draws():
    trees = make_trees(geometry(), 2, SelfPlayConfig(simulations=8))
    trees.reset(np.arange(2), [Position.from_moves("121212"), Position.from_moves("1234567")])
    assert trees.advance(np.arange(2), np.array([0, 0]), keep=True, room=10).tolist() == [1, 0]


def test_encoder_matches_agents_encoding():
    positions = random_positions(30, seed=5)
    arrays = position_arrays(positions)
    assert np.array_equal(encode_bitboards(positions[0].geo, *arrays), encode(positions))
    assert np.array_equal(encode_bitboards(positions[0].geo, *arrays, (8, 9)), encode(positions, (8, 9)))
    small = random_positions(10, geometry(5, 6, 4), seed=2)
    assert np.array_equal(encode_bitboards(small[0].geo, *position_arrays(small), (6, 7)), encode(small, (6, 7)))
    large = random_positions(10, geometry(10, 12, 5), seed=2)
    assert np.array_equal(encode_bitboards(large[0].geo, *position_arrays(large)), encode(large))
    assert np.array_equal(encode_bitboards(large[0].geo, *position_arrays(large), (11, 13)), encode(large, (11, 13)))


def test_boards_over_63_rows_are_refused():
    assert supported(geometry(6, 7, 4)) and supported(geometry(10, 12, 5)) and supported(geometry(63, 4, 4))
    assert not supported(geometry(64, 4, 4))
    with pytest.raises(ValueError, match="63 rows"):
        make_trees(geometry(64, 4, 4), 1, SelfPlayConfig())


def test_sequential_halving_schedule():
    # 4 candidates, 16 simulations: two phases; 2 rounds of 4, then the best 2 get 4 rounds
    assert considered_visits(4, 16).tolist() == [0] * 4 + [1] * 4 + [2, 2, 3, 3, 4, 4, 5, 5]
    assert considered_visits(1, 5).tolist() == [0, 1, 2, 3, 4]
    s = considered_visits(8, 32)
    assert len(s) == 32 and s[:8].tolist() == [0] * 8 and all(np.diff(s) >= 0)


def test_gumbel_search_finds_the_win_and_its_target_prefers_it():
    """Uniform priors and zero values: only the search's terminal values tell the columns apart."""
    config = SelfPlayConfig(simulations=16, search="gumbel", gumbel_candidates=8)
    # column 0 wins the first; the third's column 0 is full
    positions = [Position.from_moves("121212"), Position.from_moves("4455"), Position.from_moves("111111")]
    trees = make_trees(geometry(), 3, config)
    idx = np.arange(3)
    target = np.zeros(3, np.int64)
    begun = trees.begin(idx, *position_arrays(positions),
                        searches=NextSearches(np.random.default_rng(0).random((3, 7)), 16, target))
    assert begun.tolist() == [6, 4, 6] and target.tolist() == [16, 16, 16] and (trees.gumbel != 0).all()
    assert positions_of(geometry(), *trees.root_arrays(idx)) == positions
    run_searches(trees, Network(UniformLeafEvaluator(), threaded=False), target)
    assert trees.visit_counts(idx).sum(axis=1).tolist() == [16, 16, 16]
    records = RootRecords.empty(geometry(), 6)
    records.policies[:] = 9.0  # rows written over, the illegal columns' policy too
    rows = np.array([3, 1, 5])
    gumbel_before = trees.gumbel.copy()
    uniforms = np.array([[0.5] * 7, [0.0, 0.1, 0.3, 0.5, 0.7, 0.9, 1.0 - 2.0 ** -53], [0.2] * 7])
    after = np.full(3, -1, np.int64)
    outcome = trees.gumbel_moves(idx, records, rows, NextSearches(uniforms, 16, after))
    moves, policy = records.moves[rows], records.policies[rows]
    assert moves[0] == 0 and np.argmax(policy[0]) == 0 and policy[0, 0] > 0.5
    assert np.allclose(policy.sum(axis=1), 1.0) and (policy >= 0).all() and policy[2, 0] == 0.0
    # the roots as they were searched, their values (the first a win found), the moves
    # played: the first game won, the others one ply on with a fresh tree; the other rows untouched
    assert positions_of(geometry(), records.current[rows], records.mask[rows], records.ply[rows]) == positions
    assert records.values[3] > 0
    assert (records.policies[[0, 2, 4]] == 9.0).all() and (records.moves[[0, 2, 4]] == 0).all()
    assert outcome.tolist() == [1, 0, 0]
    assert positions_of(geometry(), *trees.root_arrays(idx[1:2]))[0] == positions[1].child(int(moves[1]))
    assert trees.simulations()[1] == 0
    # the games that go on have their next searches: Gumbel(0, 1) variables as NumPy's inverse
    # transform gives them (a draw of 0 as the largest below 1 would), a target of 16 from their
    # fresh roots; the game won keeps its own
    assert np.array_equal(trees.gumbel[0], gumbel_before[0]) and after.tolist() == [-1, 16, 16]
    with np.errstate(divide="ignore"):  # the draw of 0: -log(0)
        expected = -np.log(-np.log(1.0 - uniforms))
    assert np.allclose(trees.gumbel[1, 1:], expected[1, 1:]) and np.allclose(trees.gumbel[2], expected[2])
    assert trees.gumbel[1, 0] == -np.log(-np.log(1.0 - 2.0 ** -53)) and trees.gumbel[1, 0] > trees.gumbel[1, 6]


def test_the_searches_done_are_the_live_games_at_their_targets():
    config = SelfPlayConfig(simulations=16, leaves_per_game=4)
    trees = make_trees(geometry(), 5, config)
    idx = np.arange(5)
    trees.reset(idx, [Position.from_moves(m) for m in ("", "4", "44", "444", "4444")])
    run_searches(trees, Network(UniformLeafEvaluator(), threaded=False), np.array([16, 8, 16, 4, 12]))
    trees.base[3] = 2.0  # a root that carried two visits over from the move before
    live = np.array([True, True, False, True, True])
    target = np.array([16, 8, 16, 4, 16])
    done, simulations = trees.searches_done(target, live)
    sims = trees.simulations()
    assert done.tolist() == [0, 1, 3] == np.flatnonzero(live & (sims >= target)).tolist()
    assert simulations == 16 + 8 + 4 - 2
    assert trees.searches_done(np.full(5, 99), live)[0].tolist() == []


def test_fpu_reduction_values_an_unvisited_column_below_its_node():
    """A losing root (network value -0.6, 100 visits of Q -0.6 on column 0, prior 0.94; the other
    columns unvisited, prior 0.01 each), c_puct 2.5: column 0 scores -0.6 + 2.5 * 0.94 * 10 / 101
    = -0.367. An unvisited column at Q 0 scores 0.25 and is walked first; with the reduction 0.2
    its Q is -0.6 - 0.2 * sqrt(0.94) and it scores -0.544, so column 0 is walked, except at a root
    with Dirichlet noise, whose unvisited columns keep Q 0 (the noise is there to widen the search)."""
    def first_column(fpu_reduction, noised=False):
        trees = TreeBatch(geometry(), 1, 16, 1, c_puct=2.5, fpu_reduction=fpu_reduction)
        trees.reset(np.arange(1), [Position()])
        root = trees.root[0]
        trees.nflag[0, root] = 1  # expanded
        trees.nvalue[0, root] = -0.6
        trees.P[0, root] = [0.94] + [0.01] * 6
        trees.N[0, root, 0], trees.W[0, root, 0], trees.ntotal[0, root] = 100, -60, 100
        trees.noise_on[0] = noised
        trees.collect(trees.simulations() + 1)
        return int(trees.path_col[0, 0, 0])

    assert first_column(0.0) == 1
    assert first_column(0.2) == 0
    assert first_column(0.2, noised=True) == 1  # a noised root: no reduction
    assert first_column(0.01) == 1  # -0.6 - 0.0097 + 0.25 = -0.360: from the node's value, just above
    trees = make_trees(geometry(), 2, SelfPlayConfig(fpu_reduction=0.3))
    assert trees.fpu_reduction == 0.3
    for bad in (-0.1, 2.5):
        with pytest.raises(ValueError, match="fpu_reduction must be in"):
            SelfPlayConfig(fpu_reduction=bad)
        with pytest.raises(ValueError, match="^fpu_reduction"):
            TreeBatch(geometry(), 1, 16, 1, fpu_reduction=bad)


@pytest.mark.parametrize("search", ["gumbel", "puct"])
def test_self_play_plays_the_same_games_on_one_thread_as_on_several(search):
    """The step's parallel kernels (the walks, the expansions, and the Gumbel searches concluded and
    their moves played) split the games over numba's threads: the games do not depend on how
    many."""
    config = SelfPlayConfig(simulations=24, search=search, parallel_games=24, leaves_per_game=4, start_plies=2,
                            full_search_share=1.0 if search == "gumbel" else 0.5, fast_simulations=8,
                            temperature_moves=42, value_q_share=0.5)
    threads = numba.get_num_threads()
    played = []
    try:
        for count in sorted({1, numba.config.NUMBA_NUM_THREADS}):
            numba.set_num_threads(count)
            records, _ = self_play(PositionEvaluator(HashEvaluator()), 30, config, Position(geometry()),
                                   np.random.default_rng(4))
            played.append(records)
    finally:
        numba.set_num_threads(threads)
    for records in played[1:]:
        assert [r.moves for r in records] == [r.moves for r in played[0]]
        for a, b in zip(records, played[0], strict=True):
            assert np.array_equal(a.planes, b.planes) and np.array_equal(a.policies, b.policies)
            assert np.array_equal(a.values, b.values)


def test_mistakes_on_the_benchmark_sets():
    sample = load_set("End-Easy", 50, seed=1)
    assert len(sample.positions) == 50 and sample.scores.shape == (50, 7)
    best = np.argmax(sample.scores, axis=1)
    assert mistakes(sample.scores, best) == (0.0, 0.0)
    # the worst legal column: a strong mistake wherever the columns differ
    worst = np.argmin(np.where(sample.scores == -1000, 10_000, sample.scores), axis=1)
    weak, strong = mistakes(sample.scores, worst)
    assert 0 < weak <= strong <= 100
    with pytest.raises(ValueError, match="unknown benchmark set"):
        load_set("Easy")


def test_network_mistakes_reports_every_set():
    samples = [load_set(name, 3) for name, _ in SETS]
    out = network_mistakes(PositionEvaluator(UniformEvaluator()), samples, simulations=16)
    for name, _ in SETS:
        for key in ("weak_net", "strong_net", "weak_search", "strong_search"):
            assert 0 <= out[f"{key}_{name}"] <= 100
    assert out["weak_search_mean"] == pytest.approx(np.mean([out[f"weak_search_{n}"] for n, _ in SETS]))


def test_network_mistakes_searches_with_the_first_play_urgency_given():
    samples = [load_set(name, 20) for name in ("Middle-Medium", "Begin-Hard")]
    evaluator = PositionEvaluator(HashEvaluator())
    out = network_mistakes(evaluator, samples, 32, search=SelfPlayConfig(fpu_reduction=0.5))
    for sample in samples:
        visits, _ = search_positions(evaluator, sample.positions, 32, SelfPlayConfig(fpu_reduction=0.5))
        assert (visits != search_positions(evaluator, sample.positions, 32)[0]).any()  # another search
        assert (out[f"weak_search_{sample.name}"], out[f"strong_search_{sample.name}"]) == mistakes(
            sample.scores, np.argmax(visits, axis=1))


def test_network_mistakes_searches_by_gumbel_when_asked():
    samples = [load_set(name, 20) for name in ("Middle-Medium", "Begin-Hard")]
    evaluator = PositionEvaluator(HashEvaluator())
    gumbel = SelfPlayConfig(search="gumbel", gumbel_candidates=4)
    out = network_mistakes(evaluator, samples, 32, search=gumbel)
    for sample in samples:
        moves = search_moves(evaluator, sample.positions, 32, gumbel)
        assert (moves != search_moves(evaluator, sample.positions, 32)).any()  # not PUCT's
        assert (out[f"weak_search_{sample.name}"], out[f"strong_search_{sample.name}"]) == mistakes(sample.scores,
                                                                                                     moves)


def test_search_moves_play_pucts_most_visited_column_or_the_gumbel_survivor():
    positions = random_positions(8, seed=5)
    evaluator = PositionEvaluator(HashEvaluator())
    visits, _ = search_positions(evaluator, positions, 40)
    assert np.array_equal(search_moves(evaluator, positions, 40), np.argmax(visits, axis=1))
    # no Gumbel noise: the candidates are the columns of highest prior, and the answer is the same every time
    priors, _ = HashEvaluator().evaluate_batch(positions)
    two = SelfPlayConfig(search="gumbel", gumbel_candidates=2)
    moves = search_moves(evaluator, positions, 40, two)
    for pos, prior, move in zip(positions, priors, moves, strict=True):
        assert move in sorted(pos.legal_moves(), key=lambda c: -prior[c])[:2]
    assert np.array_equal(moves, search_moves(evaluator, positions, 40, two))
    # uniform priors and zero values: only the terminal values tell the columns apart
    win = [Position.from_moves("121212"), Position.from_moves("2323")]  # column 0 wins the first
    assert search_moves(UniformLeafEvaluator(), win, 32, SelfPlayConfig(search="gumbel"))[0] == 0


def test_search_positions_agrees_with_the_players_puct():
    positions = random_positions(4, seed=9)
    visits, _ = search_positions(PositionEvaluator(HashEvaluator()), positions, 50,
                                 SelfPlayConfig(leaves_per_game=4))
    for k, pos in enumerate(positions):
        assert np.array_equal(visits[k], reference_visits(pos, HashEvaluator(), 50, 4)[0])


def test_compaction_changes_nothing_over_a_whole_game():
    """A tree compacted at every move searches on exactly as one that is never compacted."""
    network = Network(PositionEvaluator(HashEvaluator()), threaded=False)
    compacted, plain = (TreeBatch(geometry(), 3, 4096, 4) for _ in range(2))
    idx = np.arange(3)
    for trees in (compacted, plain):
        trees.reset(idx, [Position(), Position.from_moves("44"), Position.from_moves("1726")])
    live = np.ones(3, bool)
    compactions = 0
    while live.any():
        for trees in (compacted, plain):
            run_searches(trees, network, np.where(live, trees.simulations() + 48, trees.simulations()))
        assert np.array_equal(compacted.visit_counts(idx)[live], plain.visit_counts(idx)[live])
        assert np.allclose(compacted.root_values(idx)[live], plain.root_values(idx)[live], rtol=0, atol=1e-12)
        for g in idx[live]:
            move = np.argmax(compacted.visit_counts(np.array([g]))[0])
            used = compacted.free[g]
            # room for more than is free: the kept subtree must be compacted to the front
            ended = compacted.advance(np.array([g]), np.array([move]), keep=True, room=4096 - used + 1)[0]
            assert plain.advance(np.array([g]), np.array([move]), keep=True, room=1)[0] == ended
            if ended:
                live[g] = False
            else:
                assert compacted.root[g] == 0 and compacted.free[g] < used
                compactions += 1
    assert compactions > 20


@pytest.mark.parametrize("board", [(6, 7, 4), (10, 12, 5), (5, 4, 3)])
def test_games_begun_after_compiled_random_plies_draw_the_moves_the_python_opening_allows(board):
    geo = geometry(*board)
    positions = random_positions(25, geo, seed=4) + [Position(geo)]
    rng = np.random.default_rng(0)
    trees = make_trees(geo, 300, SelfPlayConfig(simulations=8))
    idx = np.arange(300)
    for position in positions:
        allowed = {position.child(c).mask for c in position.legal_moves()
                   if not position.is_winning_move(c) and not position.child(c).is_terminal()}
        begun = trees.begin(idx, *position_arrays([position]), np.ones(300), rng.random((300, 1)))  # one row for all
        after = positions_of(geo, *trees.root_arrays(idx))
        assert begun.tolist() == [p.ply for p in after] and trees.simulations().tolist() == [0] * 300
        if not allowed:  # every move ends the game: no ply played
            assert all(p.mask == position.mask and p.ply == position.ply for p in after)
            continue
        reached = {p.mask for p in after}
        assert reached == allowed  # 300 draws reach every allowed child, and nothing else
        for p in after:
            assert p.ply == position.ply + 1 and not p.is_terminal()
            assert p.current == position.child(next(c for c in range(geo.columns)
                                                    if position.child(c).mask == p.mask)).current
        python = {random_opening(position, 1, rng).mask for _ in range(100)}
        assert python <= allowed
    # several plies, from a position where one of each player's moves would win: stopped short;
    # a row a game, each its own count of plies
    nearly = Position.from_moves("1212124")
    starts = [nearly] * 25 + [Position()] * 25
    plies = np.tile([3, 0], 25)
    trees = make_trees(geometry(), 50, SelfPlayConfig(simulations=8))
    trees.begin(idx[:50], *position_arrays(starts), plies, rng.random((50, 3)))
    for p, start, k in zip(positions_of(geometry(), *trees.root_arrays(idx[:50])), starts, plies, strict=True):
        assert not p.is_terminal() and start.ply <= p.ply <= start.ply + k and (k or p == start)
