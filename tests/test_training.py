"""AlphaZero: network shapes and masking, PUCT on known positions, the loss, checkpoints, the
numpy network's parity with torch, self-play records, and the tiny preset through the CLI."""

import dataclasses
import gc
import json
import os
import signal
import subprocess
import threading
import time
import weakref

import numpy as np
import pytest
import torch

from agents.board import Position, geometry
from agents.encoding import encode
from agents.nn import Network, load_network
from agents.search.puct import PUCT, Tree, UniformEvaluator
from tests.helpers import (
    CONNECTX,
    HashEvaluator,
    PositionEvaluator,
    positions_of,
    random_positions,
    randomise_batch_norm,
    randomised_net,
    run,
)
from training.alphazero.config import AlphaZeroConfig, preset
from training.alphazero.evaluator import GraphedNet, TorchEvaluator, batch_bucket, inference_copy, native_bfloat16
from training.alphazero.loss import alphazero_loss
from training.alphazero.replay import WINDOW_ARRAYS, ReplayBuffer
from training.alphazero.selfplay.arena import arena_starts
from training.alphazero.selfplay.config import SelfPlayConfig
from training.alphazero.selfplay.flight import GamesInFlight, self_play
from training.alphazero.selfplay.network import UniformLeafEvaluator
from training.alphazero.trainer import AlphaZeroTrainer
from training.alphazero.tree_words import position_arrays
from training.collector import objects_frozen
from training.nets.checkpoint import CheckpointError, load_checkpoint, save_checkpoint
from training.nets.export import export_arrays
from training.nets.model import (
    ImageNetConfig,
    ImagePolicyValueNet,
    NetConfig,
    PolicyValueNet,
    fold_batch_norm,
)


def test_network_shapes_and_masking():
    model = randomised_net(NetConfig(blocks=1, filters=8, padded=True))
    logits, values = model(torch.from_numpy(encode(random_positions(5), pad_to=(6, 7))))
    assert logits.shape == (5, 7) and values.shape == (5,)
    assert torch.all(values.abs() <= 1)
    small = random_positions(4, geometry(5, 5, 4))
    priors, values = TorchEvaluator(model, torch.device("cpu")).evaluate_batch(small)
    assert priors.shape == (4, 5) and np.allclose(priors.sum(axis=1), 1.0, atol=1e-5)


def test_numpy_network_matches_torch_on_1000_positions():
    model = randomised_net(NetConfig(blocks=2, filters=16, value_hidden=16))
    positions = random_positions(1000, seed=3)
    x = encode(positions)
    with torch.no_grad():
        logits, values = model(torch.from_numpy(x))
    net = Network(export_arrays(model))
    np_logits, np_values = net.forward(x)
    assert np.abs(logits.numpy() - np_logits).max() < 1e-4
    assert np.abs(values.numpy() - np_values).max() < 1e-5
    t_priors, t_values = TorchEvaluator(model, torch.device("cpu")).evaluate_batch(positions[:50])
    n_priors, n_values = net.evaluate_batch(positions[:50])
    assert np.abs(t_priors - n_priors).max() < 1e-5 and np.abs(t_values - n_values).max() < 1e-5


@pytest.mark.parametrize("net", [PolicyValueNet(NetConfig(blocks=2, filters=16, value_hidden=16, wdl=True,
                                                            opponent_policy=True, action_values=True)),
                                 ImagePolicyValueNet(ImageNetConfig(blocks=1, filters=8, value_hidden=8, cell=2))])
def test_folding_batch_norm_keeps_every_head_and_leaves_no_batch_norm(net):
    randomise_batch_norm(net)
    with pytest.raises(ValueError, match="eval mode"):
        fold_batch_norm(net.train())
    net.eval()
    cfg = net.config
    shape = (3, *(cfg.rows * cfg.cell, cfg.columns * cfg.cell)) if isinstance(cfg, ImageNetConfig) else \
        (cfg.planes, cfg.rows, cfg.columns)
    x = torch.rand(20, *shape)
    with torch.no_grad():
        before = net.heads(x)
        fold_batch_norm(net)
        after = net.heads(x)
    assert not any(isinstance(m, torch.nn.BatchNorm2d) for m in net.modules())
    assert before.keys() == after.keys() and len(before) == (2 if isinstance(cfg, ImageNetConfig) else 4)
    for name in before:
        assert (before[name] - after[name]).abs().max() < 1e-4, name
    assert net(x)[0].shape == (20, cfg.columns) and set(net.heads(x, auxiliary=False)) <= {"policy", "wdl", "value"}


def test_the_evaluator_answers_for_the_network_as_it_was_when_made():
    """It evaluates a folded copy: the network it was made from may go on training."""
    model = randomised_net(NetConfig(blocks=2, filters=16, value_hidden=16, wdl=True))
    positions = random_positions(30, seed=3)
    evaluator = TorchEvaluator(model, torch.device("cpu"))
    priors, values = evaluator.evaluate_batch(positions)
    with torch.no_grad():
        logits, exact = model(torch.from_numpy(encode(positions)))
        for p in model.parameters():
            p.add_(0.5)
    model.train()
    assert np.abs(priors - torch.softmax(logits, 1).numpy()).max() < 1e-5
    assert np.abs(values - exact.numpy()).max() < 1e-5
    again = evaluator.evaluate_batch(positions)
    assert np.array_equal(again[0], priors) and np.array_equal(again[1], values) and model.training
    assert not np.allclose(TorchEvaluator(model, torch.device("cpu")).evaluate_batch(positions)[0], priors)


def test_the_bfloat16_inference_copy_answers_as_the_float32_network_and_leaves_it_alone():
    """What self-play evaluates with ``amp`` (bfloat16 weights, batch norm folded) against the
    float32 network: bfloat16's 8-bit mantissa, so within a few hundredths."""
    model = randomised_net(NetConfig(blocks=4, filters=32, value_hidden=32, wdl=True)).train()
    copy = inference_copy(model, torch.device("cpu"), bfloat16=True)
    assert not copy.training and model.training and next(model.parameters()).dtype == torch.float32
    x = torch.from_numpy(encode(random_positions(200, seed=5)))
    model.eval()
    with torch.no_grad():
        logits, values = model(x)
        fast_logits, fast_values = copy(x.to(dtype=torch.bfloat16))
    assert fast_logits.dtype == torch.bfloat16
    priors, fast_priors = torch.softmax(logits, 1), torch.softmax(fast_logits.float(), 1)
    assert (priors - fast_priors).abs().max() < 0.01 and (values - fast_values.float()).abs().max() < 0.01
    assert (priors.argmax(1) == fast_priors.argmax(1)).float().mean() > 0.95


def test_a_compiled_network_answers_as_its_copy_and_runs_uncompiled_where_it_cannot_compile():
    """``compiled``: the copy compiled by TorchInductor (one compilation for every batch size, the
    whole pass's graphs too) answers as the copy within float32's rounding, and a second network
    of the same shapes is compiled with its own weights; with no C++ compiler to be found it warns
    and the copy runs uncompiled, saying why."""
    import torch._inductor.config as inductor

    geo = geometry()
    models = [randomised_net(NetConfig(blocks=2, filters=16, value_hidden=16, wdl=True), seed=s) for s in (0, 1)]
    for model in models:
        compiled, plain = (TorchEvaluator(model, torch.device("cpu"), compiled=c) for c in (True, False))
        assert compiled.compile_error is None and hasattr(compiled.net, "_orig_mod")  # torch.compile's module
        for n in (37, 100, 3):
            positions = random_positions(n, seed=n)
            for got, want in zip(compiled.evaluate_batch(positions), plain.evaluate_batch(positions), strict=True):
                assert np.abs(got - want).max() < 1e-4
    graphed = TorchEvaluator(models[1], torch.device("cpu"), buckets=True, graphs=True, capture=replaying_capture,
                             compiled=True)
    batch = [(geo, *position_arrays(random_positions(60, geo, seed=2)))]
    (got,) = graphed.launch_boards(batch).answers()
    want = TorchEvaluator(models[1], torch.device("cpu")).evaluate_boards(batch)[0]
    assert np.abs(got[0] - want[0]).max() < 1e-4 and np.abs(got[1] - want[1]).max() < 1e-4
    no_compiler = {"cpp.cxx": ("/nonexistent/c++",), "force_disable_caches": True}
    with inductor.patch(no_compiler), pytest.warns(RuntimeWarning, match="uncompiled: .*C\\+\\+ compiler"):
        fallen = TorchEvaluator(randomised_net(NetConfig(blocks=1, filters=12, value_hidden=8), seed=3),
                                torch.device("cpu"), compiled=True)
    assert "compiler" in fallen.compile_error and "\n" not in fallen.compile_error
    assert not hasattr(fallen.net, "_orig_mod")
    assert fallen.evaluate_batch(random_positions(5, seed=5))[0].shape == (5, 7)


def test_batch_buckets_pad_little_to_few_sizes_and_leave_the_answers_alone():
    sizes = [batch_bucket(n) for n in range(1, 20_000)]
    assert all(n <= size <= n * 9 / 8 for n, size in enumerate(sizes, 1)) and len(set(sizes)) <= 110
    model = randomised_net(NetConfig(blocks=2, filters=16, value_hidden=16, padded=True, wdl=True))
    positions = random_positions(100, seed=7)  # padded to 104
    plain, padded = TorchEvaluator(model, torch.device("cpu")), TorchEvaluator(model, torch.device("cpu"), buckets=True)
    for a, b in zip(plain.evaluate_batch(positions), padded.evaluate_batch(positions), strict=True):
        assert a.shape == b.shape and np.allclose(a, b, atol=1e-5)
    geo = geometry(5, 6, 4)  # two boards in one call: each row's own columns
    boards = [position_arrays(random_positions(37, seed=8)), position_arrays(random_positions(30, geo, seed=9))]
    work = [(positions[0].geo, *boards[0]), (geo, *boards[1])]
    for (pa, va), (pb, vb) in zip(plain.evaluate_boards(work), padded.evaluate_boards(work), strict=True):
        assert pa.shape == pb.shape and np.allclose(pa, pb, atol=1e-5) and np.allclose(va, vb, atol=1e-5)
    assert padded.positions == plain.positions == 167


def replaying_capture(net, static):
    """What a CUDA graph does, on the CPU: the outputs (a tensor or a tuple of them) live in
    buffers that each replay overwrites with the pass over whatever the static input then holds."""
    def tensors(out):
        return (out,) if isinstance(out, torch.Tensor) else out

    with torch.no_grad():
        first = net(static)
        outputs = tuple(t.clone() for t in tensors(first))

    def replay():
        with torch.no_grad():
            for buffer, fresh in zip(outputs, tensors(net(static)), strict=True):
                buffer.copy_(fresh)
    return replay, outputs[0] if isinstance(first, torch.Tensor) else outputs


def test_a_graphed_network_answers_every_batch_as_the_network_does():
    model = randomised_net(NetConfig(blocks=2, filters=16, value_hidden=16, wdl=True))
    plain = TorchEvaluator(model, torch.device("cpu"))
    graphed = TorchEvaluator(model, torch.device("cpu"), buckets=True)
    graphed.run = GraphedNet(graphed.net, capture=replaying_capture)
    batches = [random_positions(n, seed=n + k) for k, n in enumerate([100, 37, 100, 5, 37, 99])]
    answers = [graphed.evaluate_batch(batch) for batch in batches]  # kept: the next batches reuse the buffers
    for batch, (priors, values) in zip(batches, answers, strict=True):
        want_priors, want_values = plain.evaluate_batch(batch)
        assert np.allclose(priors, want_priors, atol=1e-5) and np.allclose(values, want_values, atol=1e-5)
    assert graphed.run.captures == 3  # 104 (100 and 99), 40 (37) and 5 positions
    with pytest.raises(ValueError, match="CUDA graphs"):
        TorchEvaluator(model, torch.device("cpu"), buckets=True, graphs=True)


@pytest.mark.parametrize("board, padded", [((6, 7, 4), False), ((5, 4, 3), True), ((8, 9, 5), True)])
def test_a_whole_call_replayed_answers_as_the_network_does_with_stale_rows_in_its_buckets(board, padded):
    """With graphs, one board's call replays its whole evaluation (planes, network, softmax) from
    packed bitboards: the same answers as the eager path, call after call, the bucket's rows past
    the call's positions holding earlier calls' positions; several boards in one call go through
    the network's graphs."""
    model = randomised_net(NetConfig(blocks=2, filters=16, value_hidden=16, wdl=True, padded=padded,
                                     rows=10 if padded else 6, columns=12 if padded else 7))
    geo = geometry(*board)
    plain = TorchEvaluator(model, torch.device("cpu"))
    whole = TorchEvaluator(model, torch.device("cpu"), buckets=True, graphs=True, capture=replaying_capture)
    batches = [position_arrays(random_positions(n, geo, seed=n + k)) for k, n in enumerate([100, 37, 99, 5, 38])]
    answers = [whole.evaluate_bitboards(geo, *batch) for batch in batches]  # kept: later calls reuse the buffers
    for batch, (priors, values) in zip(batches, answers, strict=True):
        want_priors, want_values = plain.evaluate_bitboards(geo, *batch)
        assert priors.shape == want_priors.shape == (len(batch[0]), geo.columns) and values.shape == want_values.shape
        assert np.allclose(priors, want_priors, atol=1e-5) and np.allclose(values, want_values, atol=1e-5)
    assert len(whole.passes) == 1 and whole.passes[geo][0].captures == 3  # 104 (100, 99), 40 (37, 38), 5
    assert whole.run.captures == 0
    assert whole.calls == 5 and whole.positions == 279
    if padded:  # two boards in one call: one pass of the network's own graphs over the padded frame
        other = geometry(6, 7, 4)
        work = [(geo, *batches[0]), (other, *position_arrays(random_positions(30, other, seed=4)))]
        for (pa, va), (pb, vb) in zip(whole.evaluate_boards(work), plain.evaluate_boards(work), strict=True):
            assert np.allclose(pa, pb, atol=1e-5) and np.allclose(va, vb, atol=1e-5)
        assert whole.run.captures == 1 and len(whole.passes) == 1
    gone = weakref.ref(whole)
    gc.disable()  # no cycle: the evaluator and its graphs go at once, before the next network's are captured
    try:
        del whole
        assert gone() is None
    finally:
        gc.enable()


def test_a_whole_call_replayed_launches_a_copy_in_and_a_copy_out_beside_its_graph():
    """What the host launches for a call replayed whole, counted on the CPU with the stand-in's
    replay left uncounted: the bitboards copied into the graph's input, the answers copied out,
    views aside; nothing else (the eager path launches the planes' and the softmax's operations
    one by one)."""
    from torch.utils._python_dispatch import TorchDispatchMode

    class Launches(TorchDispatchMode):
        def __init__(self):
            super().__init__()
            self.ops, self.paused = [], False

        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            alias = func._schema.returns[0].alias_info
            if not self.paused and (alias is None or alias.is_write):  # views launch nothing
                self.ops.append(func.overloadpacket.__name__)
            return func(*args, **(kwargs or {}))

    launches = Launches()

    def uncounted_capture(net, static):
        replay, outputs = replaying_capture(net, static)

        def counted_replay():
            launches.paused = True
            replay()
            launches.paused = False
        return counted_replay, outputs

    model = randomised_net(NetConfig(blocks=1, filters=8))
    whole = TorchEvaluator(model, torch.device("cpu"), buckets=True, graphs=True, capture=uncounted_capture)
    geo = geometry()
    whole.evaluate_bitboards(geo, *position_arrays(random_positions(50, seed=1)))  # captured
    for n in (50, 51):  # the same bucket (52): replayed
        batch = position_arrays(random_positions(n, seed=n))
        launches.ops = []
        with launches:
            whole.evaluate_bitboards(geo, *batch)
        assert launches.ops == ["copy_", "copy_"]


@pytest.mark.parametrize("device, replayed", [("cpu", False), ("cuda", True)])
def test_the_learners_games_replay_cuda_graphs_on_cuda_only(monkeypatch, device, replayed):
    """``graphs`` reaches the learner's evaluator on CUDA (ignored on the CPU), ``compiled`` on every
    device, and each published network's evaluator is made after the last one is let go (its
    graphs' memory with it)."""
    from training.alphazero import games as games_module

    made = []

    class Recorder:
        def __init__(self, model, dev, amp=False, graphs=False, compiled=False):
            made.append({"graphs": graphs, "compiled": compiled,
                         "last_let_go": learner.evaluator is None})

    monkeypatch.setattr(games_module, "TorchEvaluator", Recorder)
    learner = games_module.LocalGames(preset("tiny").selfplay, ((6, 7, 4, 1.0),), None, torch.device(device),
                                      amp=True, graphs=True, compiled=True)
    model = PolicyValueNet(NetConfig(blocks=1, filters=8))
    learner.publish(model)
    learner.publish(model)
    assert made == [{"graphs": replayed, "compiled": True, "last_let_go": True}] * 2


def _until(condition, seconds: float = 120.0) -> None:
    """Wait (polling) until ``condition()`` holds; fail after ``seconds``."""
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "the self-play thread never got there"
        time.sleep(0.01)


@pytest.mark.parametrize("config, board", [(NetConfig(blocks=2, filters=16, value_hidden=16), (6, 7, 4)),
                                           (NetConfig(blocks=1, filters=8, padded=True), (5, 6, 4)),
                                           (NetConfig(rows=7, columns=8, blocks=1, filters=8), (7, 8, 4))])
def test_numpy_network_at_every_batch_size_it_plans_for(config, board):
    """Batch 1, 8 (the packaged search's) and 16 against torch, each batch size's buffers planned
    once and reused, and no result aliasing a buffer the next call overwrites."""
    model = randomised_net(config, seed=5)
    net = Network(export_arrays(model))
    pad = (config.rows, config.columns) if config.padded else None
    kept = []
    for batch in (1, 8, 16, 8, 1):
        x = encode(random_positions(batch, geometry(*board), seed=batch), pad_to=pad)
        with torch.no_grad():
            logits, values = model(torch.from_numpy(x))
        np_logits, np_values = net.forward(x)
        assert np.abs(logits.numpy() - np_logits).max() < 1e-4 and np.abs(values.numpy() - np_values).max() < 1e-5
        kept.append((np_logits.copy(), np_values.copy(), np_logits, np_values))
    assert all(np.array_equal(a, c) and np.array_equal(b, d) for a, b, c, d in kept)
    assert sorted(net._plans) == [1, 8, 16]


def test_numpy_network_rejects_bad_arrays(tmp_path):
    arrays = export_arrays(randomised_net(NetConfig(blocks=1, filters=8)))
    arrays["stem.w"] = arrays["stem.w"][:5]
    with pytest.raises(ValueError, match="stem.w"):
        Network(arrays)
    del arrays["value.conv.b"]
    with pytest.raises(ValueError, match="lack 'value.conv.b'"):
        Network({**arrays, "stem.w": export_arrays(randomised_net(NetConfig(blocks=1, filters=8)))["stem.w"]})
    bad = tmp_path / "bad.npz"
    bad.write_bytes(b"not a zip")
    with pytest.raises(ValueError, match="not a readable weights file"):
        load_network(str(bad))


@pytest.mark.parametrize("moves, good", [("112233", {3}), ("12131", {0})])
def test_puct_with_a_uniform_evaluator_wins_and_blocks(moves, good):
    result = PUCT(UniformEvaluator(), batch_size=8).search(Position.from_moves(moves), simulations=400)
    assert result.move in good and result.simulations >= 400
    assert result.visits.sum() == pytest.approx(result.simulations)


def test_virtual_loss_spreads_a_batch_and_is_removed():
    tree = Tree(Position(), virtual_loss=1.0)
    leaves = tree.collect(1)  # the root
    priors, values = UniformEvaluator().evaluate_batch([leaf.position for leaf in leaves])
    tree.apply(leaves, priors, values)
    leaves = tree.collect(7)
    assert len({leaf.position.key() for leaf in leaves}) == 7  # seven different children
    priors, values = UniformEvaluator().evaluate_batch([leaf.position for leaf in leaves])
    tree.apply(leaves, priors, values)
    assert tree.root.visits == [1.0] * 7 and tree.root.value_sums == [0.0] * 7


def test_dirichlet_noise_changes_root_priors_only():
    from training.alphazero.selfplay.flight import make_trees
    from training.alphazero.selfplay.network import Network
    from training.alphazero.selfplay.searches import run_searches

    trees = make_trees(geometry(), 2, SelfPlayConfig(simulations=16))
    idx = np.arange(2)
    trees.reset(idx, [Position(), Position()])
    trees.add_dirichlet_noise(np.array([0]), np.random.default_rng(1), alpha=1.0, fraction=0.25)
    run_searches(trees, Network(UniformLeafEvaluator(), threaded=False), np.array([16, 16]))
    noisy, plain = trees.P[0, trees.root[0]], trees.P[1, trees.root[1]]
    assert noisy.sum() == pytest.approx(1.0) and max(noisy) > 1 / 7 + 1e-3
    assert np.allclose(plain, 1 / 7)
    first_child = trees.child[0, trees.root[0], np.argmax(trees.N[0, trees.root[0]])]
    assert np.allclose(trees.P[0, first_child], 1 / 7)  # below the root: the evaluator's priors


def test_loss_decreases_on_a_fixed_batch():
    torch.manual_seed(0)
    model = PolicyValueNet(NetConfig(blocks=1, filters=16))
    x = torch.from_numpy(encode(random_positions(64, seed=5)))
    pi = torch.softmax(torch.randn(64, 7), dim=1)
    z = torch.sign(torch.randn(64))
    optimizer = torch.optim.Adam(model.parameters(), lr=1e-2)
    losses = []
    for _ in range(40):
        loss, parts = alphazero_loss(model, model.heads(x), pi, z, 1e-4)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        losses.append(loss.item())
    assert losses[-1] < 0.7 * losses[0]
    assert set(parts) == {"value", "policy", "l2"} and all(p.item() > 0 for p in parts.values())


@pytest.mark.parametrize("search,groups,in_flight", [("puct", 0, 2), ("gumbel", 0, 2), ("puct", 2, 2),
                                                     ("gumbel", 3, 5), ("puct", 4, 3)])
def test_self_play_records_are_consistent(search, groups, in_flight):
    """Every game played to its end and recorded, with no pipeline and with k groups of games
    (k-way pipelining; more groups than games in flight too)."""
    config = SelfPlayConfig(simulations=16, parallel_games=in_flight, search=search, pipeline=groups > 0,
                            pipeline_groups=max(2, groups))
    t0 = time.perf_counter()
    records, stats = self_play(UniformLeafEvaluator(), 7, config, Position(), np.random.default_rng(0))
    elapsed = time.perf_counter() - t0
    assert len(records) == 7 and stats.simulations >= 7 * 16
    # the trees' thread's parts, apart from one another within the call: the moves made, the ended
    # games' records and the games begun after the first (2 to 5 in flight of 7) each measured
    parts = (stats.walk_seconds, stats.cache_seconds, stats.wait_seconds, stats.moves_seconds, stats.records_seconds,
             stats.begin_seconds)
    assert min(parts[3:]) > 0 and sum(parts) <= elapsed
    # every simulation but the ones a finished game ends (no network call) asks for one leaf, and
    # Gumbel (no subtree kept) each move's new root
    assert stats.network_calls <= stats.network_positions <= stats.simulations + stats.moves
    assert stats.network_positions >= stats.simulations / 2
    assert stats.moves == sum(len(r.moves) for r in records)
    for r in records:
        final = Position.from_moves(r.moves)
        assert final.is_terminal() and len(r.planes) == len(r.moves) == len(r.values)
        assert np.allclose(r.policies.sum(axis=1), 1.0)
        if r.result != 0:
            assert r.values[-1] == 1.0  # the last mover won
            assert r.result == (1 if len(r.moves) % 2 else -1)
        # each row the position before its move, its planes, its result for the side to move
        positions = positions_of(geometry(), r.current, r.mask, r.ply)
        assert positions[0] == Position()
        assert all(a.child(m) == b for a, m, b in zip(positions[:-1], r.moves[:-1], positions[1:], strict=True))
        assert np.array_equal(r.planes, encode(positions))
        to_last = (len(r.moves) - 1 - np.arange(len(r.moves))) % 2  # 0: the last mover to move
        assert np.array_equal(r.values, abs(r.result) * np.where(to_last == 0, 1.0, -1.0).astype(np.float32))


def test_games_carried_over_keep_every_batch_full_and_end_whole_under_the_next_evaluator():
    """With ``carry_over`` each call returns its count of whole games, the others go on in the
    next call under that call's evaluator, ``finished`` gets exactly what each call returns, and
    the batches stay fuller than where the games are played to their end (no tail)."""
    config = SelfPlayConfig(simulations=8, parallel_games=6, temperature_moves=42, pipeline=True)
    flight = GamesInFlight([(Position(), 1)], config, np.random.default_rng(3), carry_over=True)
    evaluators, returned, handed = [], [], []
    calls = positions = 0
    for games in (5, 1, 9, 4):
        before = [e.calls for e in evaluators]
        evaluators.append(UniformLeafEvaluator())
        records, stats = flight.play(evaluators[-1], games, finished=handed.extend)
        assert [e.calls for e in evaluators[:-1]] == before  # the earlier evaluators left alone
        assert len(records) == games and stats.network_positions == evaluators[-1].positions  # 0: ended before
        returned += records
        calls, positions = calls + stats.network_calls, positions + stats.network_positions
    assert [id(r) for r in handed] == [id(r) for r in returned]  # each once, in the order returned
    assert len({id(r) for r in returned}) == 19
    for r in returned:
        assert Position.from_moves(r.moves).is_terminal() and r.ply.tolist() == list(range(len(r.moves)))
        assert np.allclose(r.policies.sum(axis=1), 1.0)
        assert np.array_equal(r.planes[0], encode([Position()])[0])
    whole, whole_stats = self_play(UniformLeafEvaluator(), 19, config, Position(), np.random.default_rng(3))
    assert len(whole) == 19
    assert positions / calls > whole_stats.network_positions / whole_stats.network_calls


def test_games_in_flight_refuse_what_they_cannot_play():
    flight = GamesInFlight([(Position(), 3)], SelfPlayConfig(simulations=4, parallel_games=2), np.random.default_rng(0))
    assert len(flight.play(UniformLeafEvaluator(), 2)[0]) == 2
    with pytest.raises(ValueError, match="2 games asked of a plan with 1 left"):
        flight.play(UniformLeafEvaluator(), 2)
    with pytest.raises(ValueError, match="one start"):
        GamesInFlight([(Position(), 2), (Position(geometry(5, 6, 4)), 2)], SelfPlayConfig(), np.random.default_rng(0),
                      carry_over=True)


class ThreadNoting(PositionEvaluator):
    """:class:`HashEvaluator`'s answers (a position's, whatever the batch), noting the threads
    that call it."""

    def __init__(self):
        super().__init__(HashEvaluator())
        self.threads = set()

    def evaluate_bitboards(self, geo, current, mask, ply):
        self.threads.add(threading.get_ident())
        return super().evaluate_bitboards(geo, current, mask, ply)


def test_staggered_starts_begin_the_games_over_a_searchs_steps_once():
    """With staggered starts the games in flight begin over a full search's steps (its root's
    evaluation and ceil(16 / 4) steps of walks: 5), an equal share each, so that their searches end
    in different steps: the calls' batches climb to a level where, begun at once, every fifth call
    has only the new roots; carried over, the games do not begin over again in the next call."""
    sizes = []

    class Counting(UniformLeafEvaluator):
        def evaluate_bitboards(self, geo, current, mask, ply):
            sizes.append(len(current))
            return super().evaluate_bitboards(geo, current, mask, ply)

    config = SelfPlayConfig(search="gumbel", simulations=16, leaves_per_game=4, parallel_games=16)
    self_play(Counting(), 16, config, Position(), np.random.default_rng(0))
    assert sizes[:10] == [16, 64, 64, 64, 64] * 2  # the 16 roots, then 4 walks a game, in step
    flight = GamesInFlight([(Position(), 1)], dataclasses.replace(config, staggered_starts=True),
                           np.random.default_rng(0), carry_over=True)
    assert sum(int(group.live.sum()) for group in flight.groups) == 4  # a fifth of the 16 (rounded up)
    sizes.clear()
    flight.play(Counting(), 4)
    assert sizes[:5] == sorted(set(sizes[:5])) and sizes[0] == 4 and min(sizes[5:]) > 32
    sizes.clear()
    flight.play(Counting(), 4)
    assert min(sizes) > 32 and sum(int(group.live.sum()) for group in flight.groups) == 16


def test_arena_scores_a_searcher_above_a_misled_one():
    class LeftColumn(UniformEvaluator):
        """Every prior on column 0: its search barely looks elsewhere."""

        def evaluate_batch(self, positions):
            priors, values = super().evaluate_batch(positions)
            priors[:] = 0.001
            priors[:, 0] = 1.0
            return priors / priors.sum(axis=1, keepdims=True), values

    (scores,) = arena_starts(UniformLeafEvaluator(), PositionEvaluator(LeftColumn()), [(Position(), 8)], 64,
                             np.random.default_rng(0))
    assert len(scores) == 8 and all(s in (0.0, 0.5, 1.0) for s in scores)
    assert np.mean(scores) >= 0.75
    # and the other way round: the same games scored from the misled side
    (flipped,) = arena_starts(PositionEvaluator(LeftColumn()), UniformLeafEvaluator(), [(Position(), 8)], 64,
                              np.random.default_rng(0))
    assert np.mean(flipped) <= 0.25


def test_replay_buffer_window_mirror_and_roundtrip(tmp_path):
    records, _ = self_play(UniformLeafEvaluator(), 4, SelfPlayConfig(simulations=8, parallel_games=4), Position(),
                           np.random.default_rng(0))
    buffer = ReplayBuffer(capacity=30)
    buffer.add(records)
    assert len(buffer) == 30 and buffer.games == 4
    batch = buffer.sample(500, np.random.default_rng(0))
    planes, policies = batch.planes, batch.policies
    # mirrored or not, each sample is one stored position with its own policy
    stored = {(p.tobytes(), q.tobytes()) for p, q in zip(buffer.planes.astype(np.float32), buffer.policies,
                                                          strict=True)}
    for p, q in zip(planes, policies, strict=True):
        mirrored = (p[..., ::-1].copy().tobytes(), q[::-1].copy().tobytes())
        assert (p.tobytes(), q.tobytes()) in stored or mirrored in stored
    path = str(tmp_path / "replay.npz")
    buffer.save(path)
    loaded = ReplayBuffer.load(path)
    assert len(loaded) == 30 and loaded.games == 4 and np.array_equal(loaded.planes, buffer.planes)


def test_replay_ring_keeps_the_newest_positions_and_their_replies_across_the_wrap(tmp_path):
    records, _ = self_play(UniformLeafEvaluator(), 8, SelfPlayConfig(simulations=4, parallel_games=8), Position(),
                           np.random.default_rng(1))
    buffer, kept = ReplayBuffer(capacity=50), []  # kept: the window as concatenation would keep it
    for record in records:  # one game at a time, so the ring wraps in the middle of games
        buffer.add([record])
        kept = (kept + [(p.tobytes(), q.tobytes(), len(record.moves) - 1 - i)
                        for i, (p, q) in enumerate(zip(record.planes.astype(np.uint8), record.policies,
                                                       strict=True))])[-50:]
    assert len(buffer) == 50 and buffer.games == 8 and 0 < buffer.head < 50  # wrapped, not at the start
    path = str(tmp_path / "ring.npz")
    buffer.save(path)
    loaded = ReplayBuffer.load(path)
    assert loaded.head == buffer.head and len(loaded) == 50 and np.array_equal(loaded.planes, buffer.planes)
    old = tmp_path / "before-the-ring.npz"  # a window saved oldest first, without a head
    order = np.roll(np.arange(50), -buffer.head)
    np.savez_compressed(old, **{name: getattr(buffer, name)[order] for name in
                                ("planes", "policies", "values", "policy_weights", "has_reply")},
                        meta=np.array([50, 8]))
    assert ReplayBuffer.load(str(old)).head == 0
    for window in (buffer, loaded, ReplayBuffer.load(str(old))):
        order = np.roll(np.arange(50), -window.head)
        assert [window.planes[i].tobytes() for i in order] == [p for p, _, _ in kept]
        policies = np.stack([np.frombuffer(q, np.float32) for _, q, _ in kept])
        np.testing.assert_allclose(window.policies[order], policies, atol=1e-5)  # the file's uint16 fractions
        # a row has a reply unless it ends its game; the reply is the next row, across the wrap
        assert [bool(window.has_reply[i]) for i in order] == [left > 0 for _, _, left in kept]
    batch = buffer.sample(400, np.random.default_rng(0))
    last = (buffer.head - 1) % 50
    assert buffer.has_reply[last] == 0 and buffer.has_reply[49] == 1  # row 49's reply is row 0
    assert any(np.array_equal(r, buffer.policies[0]) or np.array_equal(r, buffer.policies[0][::-1])
               for r, w in zip(batch.replies, batch.reply_weights, strict=True) if w)
    small, _ = self_play(UniformLeafEvaluator(), 1, SelfPlayConfig(simulations=4, parallel_games=1),
                         Position(geometry(4, 5, 3)), np.random.default_rng(1))
    with pytest.raises(ValueError, match="shape"):
        buffer.add(small)


def test_the_window_file_is_compact_and_gives_back_every_target(tmp_path):
    """Bit-packed planes (the padded encoding's fifth plane whole), 16-bit policies and values."""
    config = SelfPlayConfig(simulations=8, parallel_games=16, start_plies=2, value_q_share=0.5)
    records, _ = self_play(UniformLeafEvaluator(), 60, config, Position(geometry(5, 6, 4)), np.random.default_rng(3),
                           pad_to=(6, 7))
    buffer = ReplayBuffer(10_000)
    buffer.add(records)
    assert buffer.planes.shape[1:] == (5, 6, 7) and set(np.unique(buffer.planes[:, 4])) == {0, 4}  # inarow on the board
    path = str(tmp_path / "replay.npz")
    buffer.save(path)
    loaded = ReplayBuffer.load(path)
    assert np.array_equal(loaded.planes, buffer.planes) and loaded.planes.dtype == np.uint8
    for name in ("policy_weights", "has_reply", "action_values"):
        assert np.array_equal(getattr(loaded, name), getattr(buffer, name))
    assert loaded.policies.dtype == loaded.values.dtype == np.float32
    assert 0 < np.abs(loaded.policies - buffer.policies).max() <= 0.5 / 65535 + 1e-7
    assert np.abs(loaded.values - buffer.values).max() <= 0.5 / 32767 + 1e-7
    assert np.any(np.abs(buffer.values) % 1)  # fractional values (the search's share) went through the file
    plain = str(tmp_path / "float32.npz")  # the form before: every array as in memory
    np.savez_compressed(plain, **{name: getattr(buffer, name) for name in WINDOW_ARRAYS},
                        meta=np.array([10_000, 60, buffer.head, buffer.positions]))
    assert os.path.getsize(path) < 0.8 * os.path.getsize(plain)
    before = ReplayBuffer.load(plain)  # and a file of the form before still loads, exactly
    assert np.array_equal(before.policies, buffer.policies) and np.array_equal(before.values, buffer.values)
    ReplayBuffer(10).save(path)
    assert len(ReplayBuffer.load(path)) == 0


def test_checkpoint_roundtrip_and_clear_errors(tmp_path):
    model = randomised_net(NetConfig(blocks=1, filters=8))
    path = str(tmp_path / "c.pt")
    save_checkpoint(path, model, "alphazero", {"x": 1}, 3)
    loaded, data = load_checkpoint(path)
    assert data["iteration"] == 3 and data["net"]["filters"] == 8
    assert all(torch.equal(a, b) for a, b in zip(model.state_dict().values(), loaded.state_dict().values(),
                                                  strict=True))
    with pytest.raises(CheckpointError, match="not found"):
        load_checkpoint(str(tmp_path / "missing.pt"))
    corrupt = tmp_path / "corrupt.pt"
    corrupt.write_bytes(open(path, "rb").read()[:100])
    with pytest.raises(CheckpointError, match="not a readable checkpoint"):
        load_checkpoint(str(corrupt))
    data["encoder_version"] = 99
    torch.save(data, str(tmp_path / "old.pt"))
    with pytest.raises(CheckpointError, match="encoder version 99"):
        load_checkpoint(str(tmp_path / "old.pt"))
    data["encoder_version"] = 1
    data["net"]["filters"] = 16
    torch.save(data, str(tmp_path / "mismatch.pt"))
    with pytest.raises(CheckpointError, match="do not fit"):
        load_checkpoint(str(tmp_path / "mismatch.pt"))


def test_config_checks():
    with pytest.raises(ValueError, match=r"batch_size must be in \[1, "):
        AlphaZeroConfig(batch_size=0)
    with pytest.raises(ValueError, match=r"net.blocks must be in \[1, 64\], got -1"):
        NetConfig(blocks=-1)
    with pytest.raises(ValueError, match="padded"):
        AlphaZeroConfig(rows=5, columns=6)
    with pytest.raises(ValueError, match="does not fit"):
        AlphaZeroConfig(rows=7, columns=8, net=NetConfig(padded=True))
    with pytest.raises(ValueError, match="unknown alphazero preset"):
        preset("huge")
    with pytest.raises(ValueError, match="pipeline_groups"):
        SelfPlayConfig(pipeline=True, pipeline_groups=1)
    assert AlphaZeroConfig.from_dict(preset("cpu").to_dict()) == preset("cpu")


def metrics_iterations(out):
    with open(os.path.join(out, "metrics.jsonl")) as f:
        return [json.loads(line)["iteration"] for line in f]


def test_each_iteration_writes_the_gpus_utilisation_where_it_is_sampled(tmp_path, monkeypatch, capsys):
    import training.alphazero.trainer as trainer_module

    class Sampled:  # as on a GPU: 42% since each take
        def __init__(self, device, every):
            self.every, self.started, self.stopped = every, False, False

        def start(self):
            self.started = True
            return self

        def take(self):
            return 42.0

        def stop(self):
            self.stopped = True

    made = []
    monkeypatch.setattr(trainer_module, "GpuUtilisation", lambda device, every: made.append(Sampled(device, every))
                        or made[-1])
    config = dataclasses.replace(preset("tiny"), iterations=2)
    AlphaZeroTrainer(config, str(tmp_path / "run"), device="cpu").run()
    lines = [json.loads(line) for line in open(tmp_path / "run" / "metrics.jsonl")]
    assert [m["gpu_utilisation_pct"] for m in lines] == [42.0, 42.0] and "GPU busy 42%" in capsys.readouterr().out
    assert len(made) == 1 and made[0].started and made[0].stopped  # one sampler a session, stopped at its end
    assert made[0].every == trainer_module.GPU_SAMPLE_SECONDS
    monkeypatch.undo()  # the real sampler, on a CPU: nothing sampled, nothing written
    AlphaZeroTrainer(dataclasses.replace(config, iterations=1), str(tmp_path / "cpu"), device="cpu",
                     progress=False).run()
    assert "gpu_utilisation_pct" not in json.loads(open(tmp_path / "cpu" / "metrics.jsonl").readline())


def test_objects_frozen_collects_the_garbage_then_keeps_the_objects_made_before_out_of_the_scans():
    class Node:
        pass

    cycle = Node()
    cycle.self = cycle  # garbage only a collection frees
    garbage = weakref.ref(cycle)
    del cycle
    before = Node()
    assert gc.get_freeze_count() == 0
    with objects_frozen() as frozen:
        assert garbage() is None  # collected, not kept frozen
        assert frozen > 0 and gc.get_freeze_count() > 0  # (a frozen object freed by its count leaves it)
        assert not any(o is before for o in gc.get_objects())  # in no generation a collection scans
        during = Node()
        assert any(o is during for o in gc.get_objects())
        with objects_frozen() as inner:  # inside another block: nothing done, the outer's kept frozen
            assert inner == 0
        assert gc.get_freeze_count() > 0 and not any(o is before for o in gc.get_objects())
    assert gc.get_freeze_count() == 0 and any(o is before for o in gc.get_objects())


def test_a_training_run_keeps_the_objects_made_before_it_out_of_the_collectors_scans(tmp_path, monkeypatch):
    frozen = []
    monkeypatch.setattr(AlphaZeroTrainer, "_run", lambda self, stop_after_s: frozen.append(gc.get_freeze_count()))
    AlphaZeroTrainer(preset("tiny"), str(tmp_path / "run"), device="cpu", progress=False).run()
    assert frozen[0] > 0 and gc.get_freeze_count() == 0


def test_tiny_preset_trains_resumes_after_a_kill_and_exports(tmp_path):
    out = str(tmp_path / "run")
    proc = run("train", "alphazero", "--json", "--preset", "tiny", "--out", out)
    assert proc.returncode == 0, proc.stderr
    last = json.loads(proc.stdout.strip().splitlines()[-1])
    assert last["iteration"] == 2 and last["replay_save_wait_seconds"] >= 0
    assert metrics_iterations(out) == [1, 2]
    for name in ("latest.pt", "best.pt", "replay.npz", "learning_curve.png", "config.json"):
        assert os.path.exists(os.path.join(out, name)), name
    # the window saved in the background during training, finished before the checkpoint: every game
    assert ReplayBuffer.load(os.path.join(out, "replay.npz")).games == 2 * preset("tiny").games_per_iteration
    assert os.listdir(os.path.join(out, "tensorboard"))
    again = run("train", "alphazero", "--json", "--preset", "tiny", "--out", out)
    assert again.returncode == 2 and "--resume" in again.stderr

    # a long run killed after some iterations, then resumed to a fixed end
    killed = subprocess.Popen([CONNECTX, "train", "alphazero", "--json", "--preset", "tiny", "--out", out, "--resume",
                               "--iterations", "1000"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                              start_new_session=True)
    deadline = time.time() + 120
    while time.time() < deadline and len(metrics_iterations(out)) < 4:
        time.sleep(0.1)
    os.killpg(killed.pid, signal.SIGKILL)
    killed.wait()
    _, data = load_checkpoint(os.path.join(out, "latest.pt"))
    done = data["iteration"]
    assert 3 <= done < 1000
    proc = run("train", "alphazero", "--json", "--out", out, "--resume", "--iterations", str(done + 2))
    assert proc.returncode == 0, proc.stderr
    assert metrics_iterations(out) == list(range(1, done + 3))
    with open(os.path.join(out, "metrics.jsonl")) as f:  # the network's evaluations so far, across the sessions
        rows = [json.loads(line) for line in f]
    assert [r["network_evaluations_total"] for r in rows] == list(np.cumsum([r["network_evaluations"] for r in rows]))
    assert rows[-1]["network_evaluations_total"] > rows[0]["network_evaluations_total"] > 0

    weights = str(tmp_path / "best.npz")
    proc = run("export", os.path.join(out, "best.pt"), "--out", weights)
    assert proc.returncode == 0, proc.stderr
    proc = run("play", f"alphazero:weights={weights},simulations=16", "random")
    assert proc.returncode == 0 and "DONE" in proc.stdout, proc.stderr


def test_a_run_plays_its_games_with_a_compiled_network_where_set(tmp_path):
    """``compile_network``: self-play's network compiled by TorchInductor, set from the command
    line and kept in the run's configuration (the learner's games hand it to their evaluator:
    test_the_learners_games_replay_cuda_graphs_on_cuda_only)."""
    proc = run("train", "alphazero", "--json", "--preset", "tiny", "--out", str(tmp_path / "run"), "--iterations", "2",
               "--set", "compile_network=true")
    assert proc.returncode == 0, proc.stderr
    assert "uncompiled" not in proc.stderr
    config = json.loads((tmp_path / "run" / "config.json").read_text())
    assert config["compile_network"] is True
    assert len((tmp_path / "run" / "metrics.jsonl").read_text().splitlines()) == 2


def test_a_run_without_gating_moves_and_resumes_without_best_pt(tmp_path):
    out, moved = tmp_path / "run", tmp_path / "moved"
    proc = run("train", "alphazero", "--json", "--preset", "tiny", "--out", str(out), "--iterations", "1",
               "--set", "gating=false")
    assert proc.returncode == 0, proc.stderr
    moved.mkdir()
    for name in ("latest.pt", "replay.npz", "metrics.jsonl", "config.json"):  # what travels
        (moved / name).write_bytes((out / name).read_bytes())
    trainer = AlphaZeroTrainer(preset("tiny"), str(moved), resume=True, progress=False)
    latest, _ = load_checkpoint(str(out / "latest.pt"))
    best, _ = load_checkpoint(str(out / "best.pt"))
    for name, tensor in trainer.best.state_dict().items():  # the best network it left behind, rebuilt
        assert torch.equal(tensor.cpu(), best.state_dict()[name]) and torch.equal(tensor.cpu(),
                                                                                 latest.state_dict()[name])
    trainer.folder.release()  # this process's hold on the folder, before another process trains in it
    proc = run("train", "alphazero", "--json", "--out", str(moved), "--resume", "--iterations", "2")
    assert proc.returncode == 0, proc.stderr
    assert metrics_iterations(str(moved)) == [1, 2] and (moved / "best.pt").exists()
    gated = tmp_path / "gated"  # a run that gates keeps its best network in best.pt alone
    proc = run("train", "alphazero", "--json", "--preset", "tiny", "--out", str(gated), "--iterations", "1",
               "--set", "gating=true", "--set", "arena_games=2")
    assert proc.returncode == 0, proc.stderr
    (gated / "best.pt").unlink()
    proc = run("train", "alphazero", "--json", "--out", str(gated), "--resume", "--iterations", "2")
    assert proc.returncode == 2 and "checkpoint not found" in proc.stderr and "best.pt" in proc.stderr
    assert proc.stderr.count("\n") == 1


def test_a_runs_light_copy_resumes_it_without_the_window_and_adams_moments(tmp_path):
    out, light = tmp_path / "run", tmp_path / "light"
    proc = run("train", "alphazero", "--json", "--preset", "tiny", "--out", str(out), "--iterations", "1",
               "--set", "gating=false")
    assert proc.returncode == 0, proc.stderr
    proc = run("export", str(out), "--light", "--out", str(light))
    assert proc.returncode == 0, proc.stderr
    assert "--resume" in proc.stdout and "latest.pt" in proc.stdout
    assert sorted(p.name for p in light.iterdir() if not p.name.startswith(".")) == [
        "config.json", "connectx-run.json", "latest.pt", "metrics.jsonl"]  # the marker: a run of connectx's
    assert (light / "latest.pt").stat().st_size < 0.6 * (out / "latest.pt").stat().st_size  # tiny: names weigh
    full, full_data = load_checkpoint(str(out / "latest.pt"))
    copy, data = load_checkpoint(str(light / "latest.pt"))
    assert data["optimizer"] is None and full_data["optimizer"] is not None
    assert data["iteration"] == 1 and data["metrics"] == full_data["metrics"]
    for name, tensor in full.state_dict().items():  # the weights rounded to bfloat16, read back as float32
        got = copy.state_dict()[name]
        assert got.dtype == tensor.dtype
        assert torch.equal(got, tensor.to(torch.bfloat16).to(tensor.dtype) if tensor.is_floating_point() else tensor)
    trainer = AlphaZeroTrainer(preset("tiny"), str(light), resume=True, progress=False)
    trainer.folder.release()  # inspected here, trained by the command below
    assert len(trainer.replay) == 0 and trainer.replay.games == preset("tiny").games_per_iteration  # one iteration's
    proc = run("train", "alphazero", "--json", "--out", str(light), "--resume", "--iterations", "2")
    assert proc.returncode == 0, proc.stderr
    assert metrics_iterations(str(light)) == [1, 2]
    assert ReplayBuffer.load(str(light / "replay.npz")).games == 2 * preset("tiny").games_per_iteration
    resumed = load_checkpoint(str(light / "latest.pt"))[1]
    assert resumed["optimizer"] is not None and resumed["metrics"]["run_seconds"] > data["metrics"]["run_seconds"]

    before = (light / "latest.pt").read_bytes()  # a folder that holds a run is not written over
    proc = run("export", str(out), "--light", "--out", str(light))
    assert proc.returncode == 2 and "already holds a run" in proc.stderr and proc.stderr.count("\n") == 1
    assert (light / "latest.pt").read_bytes() == before
    proc = run("export", str(tmp_path / "nothing"), "--light", "--out", str(tmp_path / "other"))
    assert proc.returncode == 2 and "checkpoint not found" in proc.stderr
    assert not (tmp_path / "other").exists()

    gated = tmp_path / "gated"  # a run that gates keeps its best network in best.pt: the copy too
    proc = run("train", "alphazero", "--json", "--preset", "tiny", "--out", str(gated), "--iterations", "1",
               "--set", "gating=true", "--set", "arena_games=2")
    assert proc.returncode == 0, proc.stderr
    proc = run("export", str(gated), "--light", "--out", str(tmp_path / "gated-light"))
    assert proc.returncode == 0, proc.stderr
    assert load_checkpoint(str(tmp_path / "gated-light" / "best.pt"))[1]["optimizer"] is None
    proc = run("train", "alphazero", "--json", "--out", str(tmp_path / "gated-light"), "--resume", "--iterations", "2")
    assert proc.returncode == 0, proc.stderr


def test_train_cli_rejects_a_corrupt_checkpoint(tmp_path):
    out = tmp_path / "run"
    out.mkdir()
    (out / "latest.pt").write_bytes(b"garbage")
    proc = run("train", "alphazero", "--json", "--out", str(out), "--resume")
    assert proc.returncode == 2 and "not a readable checkpoint" in proc.stderr


def test_train_cli_gumbel_records_benchmark_mistakes(tmp_path):
    out = str(tmp_path / "run")
    proc = run("train", "alphazero", "--json",
               "--preset", "tiny", "--out", out, "--search", "gumbel", "--simulations", "8",
               "--minutes", "5", "--net", "2x12")
    assert proc.returncode == 0, proc.stderr
    config = json.loads(open(os.path.join(out, "config.json")).read())
    assert config["selfplay"]["search"] == "gumbel" and config["selfplay"]["simulations"] == 8
    assert (config["net"]["blocks"], config["net"]["filters"]) == (2, 12)
    assert torch.load(os.path.join(out, "best.pt"), weights_only=False)["net"]["filters"] == 12
    assert config["time_limit_s"] == 300
    last = json.loads(proc.stdout.strip().splitlines()[-1])
    assert 0 <= last["weak_net_Begin-Hard"] <= 100 and 0 <= last["weak_search_mean"] <= 100
    assert last["network_mean_batch"] > 1
    assert 0 < last["network_cache_hit_share"] < 1  # the tiny preset's cache
    assert last["network_cache_seconds"] > 0
    assert 0 < last["network_thread_seconds"] < last["selfplay_seconds"]  # the evaluator's calls, a share of it
    again = run("train", "alphazero", "--json", "--out", out, "--resume", "--search", "puct")
    assert again.returncode == 2 and "keeps its own" in again.stderr


@pytest.mark.parametrize("net", ["4", "4x", "0x48", "4x48x2", "big"])
def test_train_cli_refuses_a_bad_network_shape(tmp_path, net):
    proc = run("train", "alphazero", "--json", "--preset", "tiny", "--out", str(tmp_path / "run"), "--net", net)
    assert proc.returncode == 2 and "--net takes BLOCKSxFILTERS" in proc.stderr and "Traceback" not in proc.stderr
    assert not (tmp_path / "run").exists()


@pytest.mark.parametrize("groups", ["1", "2,x", "", "3;4"])
def test_bench_selfplay_refuses_bad_pipeline_groups(tmp_path, groups):
    proc = run("bench", "selfplay", "--preset", "tiny", "--seconds", "0.1", "--groups", groups, "--out", str(tmp_path))
    assert proc.returncode == 2 and "--groups takes counts" in proc.stderr and "Traceback" not in proc.stderr
    assert not (tmp_path / "selfplay.json").exists()


def test_resume_with_minutes_extends_a_run_that_met_its_time_limit(tmp_path):
    out = str(tmp_path / "run")
    proc = run("train", "alphazero", "--json",
               "--preset", "tiny", "--out", out, "--iterations", "3", "--minutes", "0.0001")
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout.strip().splitlines()[-1])["iteration"] == 1  # the limit met after one
    again = run("train", "alphazero", "--json", "--out", out, "--resume")
    assert again.returncode == 0 and json.loads(again.stdout.strip().splitlines()[-1]) == {}  # nothing left
    longer = run("train", "alphazero", "--json", "--out", out, "--resume", "--minutes", "5")
    assert longer.returncode == 0, longer.stderr
    assert json.loads(longer.stdout.strip().splitlines()[-1])["iteration"] == 3
    _, data = load_checkpoint(os.path.join(out, "latest.pt"), torch.device("cpu"))
    assert data["config"]["time_limit_s"] == 300


def test_a_run_in_commands_of_capped_length_keeps_its_own_length(tmp_path):
    """--stop-after ends a command, not the run: its time limit (and so its learning-rate schedule)
    stays the one it was set up with, and --resume goes on where the command stopped."""
    out = str(tmp_path / "run")
    common = ("train", "alphazero", "--json", "--out", out)
    proc = run(*common, "--preset", "tiny", "--iterations", "3", "--minutes", "5", "--stop-after", "0.0001")
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout.strip().splitlines()[-1])["iteration"] == 1  # the first always runs
    assert run(*common, "--resume", "--stop-after", "0.0001").returncode == 0
    last = run(*common, "--resume")
    assert last.returncode == 0, last.stderr
    assert json.loads(last.stdout.strip().splitlines()[-1])["iteration"] == 3
    lines = [json.loads(line) for line in open(os.path.join(out, "metrics.jsonl"))]
    assert [m["iteration"] for m in lines] == [1, 2, 3]
    assert lines[-1]["run_seconds"] > lines[-2]["run_seconds"] > lines[0]["run_seconds"]  # over all commands
    _, data = load_checkpoint(os.path.join(out, "latest.pt"), torch.device("cpu"))
    assert data["config"]["time_limit_s"] == 300
    refused = run(*common, "--resume", "--stop-after", "0")
    assert refused.returncode == 2 and "--stop-after takes minutes above 0" in refused.stderr
    assert "Traceback" not in refused.stderr


def test_the_stand_in_device_runs_launched_passes_in_turn_and_answers_uniformly():
    """The stand-in device: passes launched one after another run there in turn, each as long as
    its bucket's positions at the device's rate (a pass queued behind another exactly so, from the
    other's end); reading a call's answers waits until its pass is done; uniform priors and value 0."""
    from tests.helpers import DeviceStandin

    geo, rate = geometry(5, 4, 3), 500.0
    device = DeviceStandin(rate)
    evaluator = TorchEvaluator(randomised_net(NetConfig(blocks=1, filters=8, padded=True, rows=6, columns=7)),
                               torch.device("cpu"), buckets=True, graphs=True, capture=device.capture,
                               events=device.events)
    batches = [position_arrays(random_positions(n, geo, seed=n)) for n in (37, 100, 38)]  # 40, 104, 40: 80, 208, 80 ms
    t0 = time.perf_counter()
    launched = [evaluator.launch_boards([(geo, *batch)]) for batch in batches]
    ends = [call.events[1].at for call in launched]
    for call, previous_end in zip(launched[1:], ends, strict=False):
        assert call.events[0].at == previous_end  # queued behind the pass before, from its end on
    for i, (call, batch, end) in enumerate(zip(launched, batches, ends, strict=True)):
        ((priors, values),) = call.answers()
        assert time.perf_counter() >= end and time.perf_counter() - t0 >= call.seconds
        span = batch_bucket(len(batch[0])) / rate
        assert call.seconds == pytest.approx(1000 * (end - call.events[0].at) / 1000)  # the events' own span
        if i:
            assert call.seconds == pytest.approx(span, rel=1e-9)  # queued: exactly its pass's length
        else:
            assert call.seconds >= span - 1e-9  # from its launch's start, the host's packing included
        assert np.array_equal(priors, np.full((len(batch[0]), 4), 0.25, np.float32)) and not values.any()
    assert time.perf_counter() - t0 >= (40 + 104 + 40) / rate


def test_whole_passes_launched_ahead_answer_as_each_alone_from_slots_used_again():
    """Whole passes launched before the answers of those before them are read, buckets alike and
    apart: each call's answers are the eager path's (its own slot's buffers, not the next
    launch's); a slot read is taken by the next launch."""
    model = randomised_net(NetConfig(blocks=2, filters=16, value_hidden=16))
    geo = geometry()
    plain = TorchEvaluator(model, torch.device("cpu"))
    whole = TorchEvaluator(model, torch.device("cpu"), buckets=True, graphs=True, capture=replaying_capture)
    batches = [position_arrays(random_positions(n, geo, seed=n)) for n in (100, 99, 37)]  # buckets 104, 104, 40
    launched = [whole.launch_boards([(geo, *batch)]) for batch in batches]
    assert len(whole.passes[geo][1]) == 0 and len({id(call.slot) for call in launched}) == 3
    for call, batch in zip(launched, batches, strict=True):
        ((priors, values),) = call.answers()
        want_priors, want_values = plain.evaluate_bitboards(geo, *batch)
        assert np.allclose(priors, want_priors, atol=1e-5) and np.allclose(values, want_values, atol=1e-5)
        assert call.seconds > 0
    assert len(whole.passes[geo][1]) == 3
    again = whole.launch_boards([(geo, *batches[0])])
    assert again.slot is launched[2].slot and len(whole.passes[geo][1]) == 2  # the last read, the first taken
    assert np.allclose(again.answers()[0][0], plain.evaluate_bitboards(geo, *batches[0])[0], atol=1e-5)
    assert whole.calls == 4 and whole.positions == 336


def test_self_play_reads_a_launched_calls_answers_where_the_trees_need_them():
    """With an evaluator that launches its calls, the pipeline's evaluator thread launches a call
    while an earlier one's answers are still unread, the trees' thread reads them, and the
    network's seconds are the calls' own (the stand-in device's time on them)."""
    from tests.helpers import DeviceStandin

    rate = 4_000.0  # a group's 16 leaves in 4 ms: the other group's call is launched meanwhile
    device = DeviceStandin(rate)
    evaluator = TorchEvaluator(randomised_net(NetConfig(blocks=1, filters=8)), torch.device("cpu"), buckets=True,
                               graphs=True, capture=device.capture, events=device.events)
    launches, reads, unread, spans = [], [], set(), []
    launch_boards = evaluator.launch_boards

    def launching(batches):
        call = launch_boards(batches)
        spans.append(batch_bucket(len(batches[0][1])))
        launches.append((threading.current_thread().name, len(unread)))
        unread.add(call)
        answers = call.answers

        def read():
            reads.append(threading.current_thread().name)
            out = answers()
            unread.discard(call)
            return out
        call.answers = read
        return call

    evaluator.launch_boards = launching
    config = SelfPlayConfig(simulations=16, parallel_games=8, pipeline=True, pipeline_groups=2)
    records, stats = self_play(evaluator, 8, config, Position(), np.random.default_rng(0))
    assert len(records) == 8 and not unread
    main = threading.current_thread().name
    assert {name for name, _ in launches} != {main} and set(reads) == {main}
    assert max(waiting for _, waiting in launches) == 1  # launched beside the other group's call
    assert stats.network_calls == len(launches) == evaluator.calls
    # each call's own: its pass, and where the device was idle, the launch's copy in before it
    assert sum(spans) / rate - 1e-6 <= stats.network_seconds < sum(spans) / rate + 0.002 * len(spans)


def test_the_bench_times_self_play_past_a_warm_up_whose_games_go_on(monkeypatch):
    """``bench selfplay``'s measurements time a call whose games began in a warm-up a quarter as
    long and go on (carried over): games in the middle at the timed call's start, as in a run's
    later calls, not every game at its first ply."""
    from evaluation.selfplay_speed.measure import measure
    from training.alphazero.selfplay import flight as flight_module

    made, plays = [], []
    real = flight_module.GamesInFlight

    def spied(plan, config, rng, pad_to=None, carry_over=False):
        flight = real(plan, config, rng, pad_to, carry_over)
        made.append(carry_over)
        play = flight.play

        def played(evaluator, games, seconds=None, *args, **kwargs):
            plays.append((seconds, sum(int(g.history.length[g.live].sum()) for g in flight.groups)))
            return play(evaluator, games, seconds, *args, **kwargs)
        flight.play = played
        return flight

    monkeypatch.setattr(flight_module, "GamesInFlight", spied)
    config = SelfPlayConfig(simulations=8, parallel_games=8, temperature_moves=42, cache_entries=1024)
    m = measure(UniformLeafEvaluator(), config, Position(), 0.4, threads=1)
    assert made[-1] is True and [seconds for seconds, _ in plays[-2:]] == [0.1, 0.4]
    assert plays[-2][1] == 0 and plays[-1][1] > 0  # the timed call begins with the warm-up's games under way
    assert m["simulations_per_s"] > 0 and m["seconds"] >= 0.4


def test_bench_selfplay_keeps_its_main_figures_when_a_later_arm_does_not_end(tmp_path, monkeypatch):
    """A time limit that stops the long iteration arms still leaves the figures measured before them
    on disk (the GPU script brings back whatever is there)."""
    from evaluation.selfplay_speed import driver, extras

    def stopped(*args, **kwargs):
        raise KeyboardInterrupt  # as a time limit's signal would end it

    monkeypatch.setattr(extras, "bench_iteration", stopped)
    with pytest.raises(KeyboardInterrupt):
        driver.bench_selfplay(seconds=0.1, out_dir=str(tmp_path), device="cpu", preset="tiny", iteration=True)
    figures = json.loads((tmp_path / "selfplay.json").read_text())
    assert figures["network_simulations_per_s"] > 0 and figures["replay_window_positions"] == 2000
    assert "carry_ratio" not in figures and not figures["complete"]


def test_bench_selfplay_measures_the_arms_of_the_graphs_with_a_stand_in_capture(tmp_path, monkeypatch):
    """The arms that run on CUDA alone (the graphs with the cache and without, the games begun at
    once where the preset staggers them, the network compiled from its graphs) measured on the CPU
    through a capture that replays the network, so that a lent GPU does not lose its bench to a
    fault in them: every figure and line of theirs made."""
    from evaluation.selfplay_speed import driver
    from training.alphazero import config as config_module

    tiny = config_module.PRESETS["tiny"]
    monkeypatch.setitem(config_module.PRESETS, "tiny", dataclasses.replace(
        tiny, selfplay=dataclasses.replace(tiny.selfplay, staggered_starts=True, pipeline=True)))
    figures = driver.bench_selfplay(seconds=0.2, out_dir=str(tmp_path), device="cpu", preset="tiny",
                                    capture=replaying_capture)
    for ratio in ("graph_ratio", "graph_cache_ratio", "graphs_stagger_ratio", "compiled_ratio",
                  "compiled_no_cache_ratio"):
        assert figures[ratio] > 0, ratio
    assert figures["graphs_stagger_ratio"] == pytest.approx(figures["network_graphs_simulations_per_s"]
                                                            / figures["network_graphs_at_once_simulations_per_s"])
    assert figures["max_prior_diff_compiled"] < 1e-3 and "compile_error" not in figures
    assert figures["graphs_captured"] > 0 and figures["network_graphs_no_cache_thread_share"] > 0
    assert figures["network_graphs_no_cache_gpu_utilisation_pct"] is None  # no GPU to ask
    arms = {m["arm"] for m in figures["measurements"]}
    assert {"network_graphs", "network_graphs_no_cache", "network_graphs_at_once",
            "network_compiled_no_cache_capturing", "network_compiled_no_cache"} <= arms


def test_bench_selfplay_leaves_each_measurement_as_it_ends(tmp_path, monkeypatch, capsys):
    """Stopped inside its main arms (a time limit), the bench leaves every measurement made before on
    disk, each with its arm's name, the seconds since it began and its figures, and a line each on
    stderr; a bench that ends keeps them beside its figures."""
    from evaluation.selfplay_speed import ceiling, driver

    def stopped(*args, **kwargs):
        raise KeyboardInterrupt  # as a time limit's signal would end it

    real = ceiling.network_ceiling
    monkeypatch.setattr(ceiling, "network_ceiling", stopped)
    with pytest.raises(KeyboardInterrupt):
        driver.bench_selfplay(seconds=0.1, out_dir=str(tmp_path), device="cpu", preset="tiny")
    left = json.loads((tmp_path / "selfplay.json").read_text())
    arms = [m["arm"] for m in left["measurements"]]
    assert not left["complete"] and "network_simulations_per_s" not in left
    assert arms[:3] == ["tree_one_core", "tree_all_cores", "tree_cache"]
    assert arms[-4:] == ["network", "network_no_cache", "network_compiled", "network_compiled_no_cache"]
    times = [m["at_s"] for m in left["measurements"]]
    assert times == sorted(times) and all(m["simulations_per_s"] > 0 for m in left["measurements"])
    assert all(m["gpu_utilisation_pct"] is None and "records" not in m for m in left["measurements"])
    err = capsys.readouterr().err
    assert "network_no_cache:" in err and "the network busy" in err.split("network:")[1].splitlines()[0]
    assert "the network busy" not in err.split("tree_one_core:")[1].splitlines()[0]  # a uniform evaluator's
    monkeypatch.setattr(ceiling, "network_ceiling", real)
    figures = driver.bench_selfplay(seconds=0.1, out_dir=str(tmp_path), device="cpu", preset="tiny")
    ended = json.loads((tmp_path / "selfplay.json").read_text())
    assert ended["complete"] and ended["measurements"] == figures["measurements"]
    assert [m["arm"] for m in ended["measurements"]][-1] == "network_alone"


def test_bench_selfplay_and_mistakes_cli(tmp_path):
    proc = run("bench", "selfplay", "--preset", "tiny", "--seconds", "0.2", "--groups", "2,3", "--iteration",
               "--amp", "on", "--cache-entries", "4096", "--out", str(tmp_path))
    assert proc.returncode == 0, proc.stderr
    figures = json.loads(proc.stdout.strip().splitlines()[-1])
    # the cache asked for instead of the preset's 1,024 slots, measured with it and without it
    assert figures["cache_entries"] == 4096 and 0 < figures["cache_hit_share"] < 1
    assert figures["network_no_cache_simulations_per_s"] > 0 and figures["cache_ratio"] > 0
    assert figures["cache_ms_per_call"] > 0 and 0 < figures["cache_share_of_time"] < 1
    # the thread that calls the network: its calls' time over the wall time, and a call's
    assert 0 < figures["network_thread_share"] <= 1 and figures["network_ms_per_call"] > 0
    # bfloat16 where this CPU computes it natively, float32 elsewhere; either within a few hundredths
    assert figures["network_amp"] == native_bfloat16(torch.device("cpu"))
    assert figures["max_prior_diff_vs_float32"] < 0.05 and figures["network_unfolded_positions_per_s"] > 0
    # the network alone at half, once, twice and four times self-play's mean batch, each padded to its bucket,
    # and at the batch without the cache (every leaf), larger
    curve = figures["network_batch_curve"]
    batches = [point["batch"] for point in curve]
    assert batches == sorted(set(batches)) and figures["ceiling_batch"] in batches and len(batches) >= 3
    assert batch_bucket(round(4 * figures["ceiling_batch"])) in batches
    assert batch_bucket(round(figures["network_no_cache_mean_batch"])) in batches
    assert figures["network_no_cache_mean_batch"] > figures["network_mean_batch"]
    assert all(point["positions_per_s"] > 0 and "graph_positions_per_s" not in point for point in curve)
    assert figures["iteration_games"] == 4 and figures["carry_ratio"] > 0  # the tiny preset's 4 games, both ways
    assert figures["iteration_ended_calls_per_position"] > 0 and figures["iteration_carried_mean_batch"] >= 1
    assert figures["tree_simulations_per_s_one_core"] > 0 and figures["network_simulations_per_s"] > 0
    assert figures["network_mean_batch"] > 1 and figures["gpu_utilisation_pct"] is None
    assert figures["pipeline_groups"] == 2 and figures["network_simulations_per_s_groups_3"] > 0
    assert figures["complete"] and {"network_no_cache", "network_groups_3", "network_alone"} <= {
        m["arm"] for m in figures["measurements"]}  # each measurement's own figures and when it ended
    assert "graph_ratio" not in figures  # the graphs' arms need CUDA
    # where the trees' thread's time went: its parts, each a share, together the whole
    every = ("walk", "cache", "wait", "moves", "records", "begin", "rest")
    parts = [figures[f"network_trees_thread_{part}_share"] for part in every]
    assert all(0 <= part <= 1 for part in parts) and sum(parts) == pytest.approx(1.0) and parts[0] > 0
    # the parts not split over numba's threads, a network call of the trees alone, on one core and on all
    assert figures["tree_moves_ms_per_call_one_core"] > 0 and figures["tree_moves_ms_per_call_all_cores"] > 0
    assert all(figures[f"tree_{part}_ms_per_call_one_core"] >= 0 for part in ("records", "begin"))
    assert figures["tree_rest_ms_per_call_one_core"] > 0 and 0 < figures["tree_rest_share_one_core"] < 1
    # the trees alone with the cache, as the trainer plays: the cache's share of the trees' thread among its parts
    parts = [figures[f"tree_cache_{part}_share"] for part in every]
    assert all(0 <= part <= 1 for part in parts) and sum(parts) == pytest.approx(1.0) and parts[1] > 0
    assert figures["tree_cache_simulations_per_s"] > 0 and figures["tree_cache_ms_per_call"] > 0
    # the tiny network's multiply-adds from its shapes, twice: the 3x3 stem (3 to 8 planes) and one
    # block's two 3x3 convolutions on 42 cells, the 1x1 policy and value convolutions, their layers
    assert figures["network_flops_per_position"] == 2 * (3 * 8 * 9 * 42 + 2 * 8 * 8 * 9 * 42 + 8 * 2 * 42 + 84 * 7
                                                         + 8 * 42 + 42 * 8 + 8)
    assert figures["network_alone_positions_per_s"] > 0 and 0 < figures["network_share_of_ceiling"]
    # the learner's side: the tiny window (2,000 positions) full, a chunk added and the window saved
    assert figures["replay_window_positions"] == 2000 and figures["replay_add_seconds"] > 0
    assert figures["network_input_bytes_per_position"] == 0 and figures["planes_bytes_per_position"] == 4 * 3 * 6 * 7
    model = PolicyValueNet(NetConfig(blocks=1, filters=8))
    path = str(tmp_path / "net.pt")
    save_checkpoint(path, model, "alphazero", {}, 0, None, {})
    proc = run("bench", "mistakes", "--checkpoints", path, "--positions", "3", "--simulations", "8",
               "--search", "gumbel", "--out", str(tmp_path))
    assert proc.returncode == 0, proc.stderr
    assert "8 GUMBEL simulations" in proc.stdout
    figures = json.loads((tmp_path / "mistakes.json").read_text())
    assert figures["search"] == "gumbel"
    assert set(figures["networks"][path]) >= {"weak_net_End-Easy", "weak_search_Begin-Hard", "weak_search_mean"}


def test_bench_selfplay_refuses_settings_the_preset_refuses():
    proc = run("bench", "selfplay", "--preset", "tiny", "--seconds", "0.1", "--cache-entries", "-1")
    assert proc.returncode == 2 and "selfplay.cache_entries must be in [0, " in proc.stderr
    assert "Traceback" not in proc.stderr


def test_resume_drops_a_torn_metrics_line(tmp_path):
    out = str(tmp_path / "run")
    assert run("train", "alphazero", "--json", "--preset", "tiny", "--out", out, "--iterations", "1").returncode == 0
    with open(os.path.join(out, "metrics.jsonl"), "a") as f:
        f.write('{"iteration": 2, "loss": 0.')  # a kill in the middle of the next line
    proc = run("train", "alphazero", "--json", "--out", out, "--resume", "--iterations", "2")
    assert proc.returncode == 0, proc.stderr
    assert "torn" in proc.stderr and metrics_iterations(out) == [1, 2]
