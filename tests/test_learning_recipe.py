"""The learning recipe's switches: the win/draw/loss value head (and the numpy file's parity for it),
the opponent-reply, action-value, ownership and threat heads (not exported), the threat
targets against the board's winning cells, the loss's terms and its L2 term, the root value in the
value target, random openings, playout-cap randomisation, exact value, policy and action-value
targets against the solver, the replay's reply and ownership targets, position averaging, ``--set``,
and every switch at once on the tiny preset through the CLI."""

import dataclasses
import json
import os

import numpy as np
import pytest
import torch

from agents.board import Position, geometry, winning_cells
from agents.encoding import encode
from agents.nn import Network
from agents.solver.numba_build import NumbaSolver
from packager.build import write
from packager.network import checkpoint_build
from packager.validate import validate
from tests.helpers import random_positions, randomised_net, run
from training.alphazero.config import AlphaZeroConfig, config_with, preset
from training.alphazero.exact_targets import TABLE_SIZE, ExactStats, ExactTargets
from training.alphazero.loss import alphazero_loss, decayed_parameters, threat_targets
from training.alphazero.random_lines import held_out_keys, random_lines, settled
from training.alphazero.replay import WINDOW_ARRAYS, ReplayBuffer, position_keys
from training.alphazero.selfplay.config import SelfPlayConfig, with_search
from training.alphazero.selfplay.flight import self_play
from training.alphazero.selfplay.network import UniformLeafEvaluator
from training.alphazero.selfplay.records import NO_ACTION_VALUE, NO_OWNER
from training.exact.book_values import installed_book_values
from training.nets.checkpoint import save_checkpoint
from training.nets.export import export_arrays
from training.nets.model import NetConfig, PolicyValueNet


def test_wdl_value_is_win_minus_loss_and_the_numpy_network_matches_torch():
    model = randomised_net(NetConfig(blocks=2, filters=16, value_hidden=16, wdl=True, opponent_policy=True,
                                     action_values=True, ownership=True, threats=True))
    x = torch.from_numpy(encode(random_positions(300, seed=3)))
    with torch.no_grad():
        heads = model.heads(x)
        logits, values = model(x)
    assert heads["wdl"].shape == (300, 3) and heads["reply"].shape == (300, 7) and "value" not in heads
    assert heads["action"].shape == (300, 7, 3) and heads["ownership"].shape == (300, 3, 6, 7)
    assert heads["threats"].shape == (300, 2, 6, 7)
    p = torch.softmax(heads["wdl"], dim=1)
    assert torch.allclose(values, p[:, 0] - p[:, 2]) and torch.allclose(logits, heads["policy"])
    arrays = export_arrays(model)
    auxiliary = ("reply", "action", "ownership", "threat")
    assert arrays["value.fc2.w"].shape == (16, 3) and not any(k.startswith(auxiliary) for k in arrays)
    net = Network(arrays)
    assert net.wdl
    np_logits, np_values = net.forward(x.numpy())
    assert np.abs(np_logits - logits.numpy()).max() < 1e-4
    assert np.abs(np_values - values.numpy()).max() < 1e-4
    # a scalar head's arrays still load as before
    assert not Network(export_arrays(randomised_net(NetConfig(blocks=1, filters=8, value_hidden=8)))).wdl


def test_a_wdl_network_packages_with_parity(tmp_path):
    model = randomised_net(NetConfig(blocks=1, filters=8, value_hidden=8, wdl=True, opponent_policy=True,
                                     ownership=True, threats=True), seed=2)
    checkpoint = str(tmp_path / "net.pt")
    save_checkpoint(checkpoint, model, "alphazero", {}, 1)
    build, _ = checkpoint_build(checkpoint, "simulations=16", "uint16")
    path = str(tmp_path / "main.py")
    write(build, path)
    report = validate(path, checkpoint, "uint16", games=1, act_timeout=1.0)
    assert report.ok, report.text()
    assert report.figures["parity_policy"] <= 1e-3 and report.figures["parity_value"] <= 1e-3


def test_wdl_loss_targets_and_weighted_policy_terms():
    model = PolicyValueNet(NetConfig(blocks=1, filters=8, value_hidden=8, wdl=True, opponent_policy=True,
                                     action_values=True, ownership=True, threats=True))
    x = torch.from_numpy(encode(random_positions(6, seed=1)))
    heads = {k: v.detach() for k, v in model.heads(x).items()}
    z = torch.tensor([1.0, 0.0, -1.0, 1.0, 0.0, -1.0])
    pi = torch.softmax(torch.randn(6, 7), dim=1)
    _, terms = alphazero_loss(model, heads, pi, z, 0.0)
    expected = torch.nn.functional.cross_entropy(heads["wdl"], torch.tensor([0, 1, 2, 0, 1, 2]))
    assert torch.isclose(terms["value"], expected)
    # rows of weight 0 do not count: changing their targets changes nothing
    weights = torch.tensor([1.0, 1.0, 1.0, 0.0, 0.0, 0.0])
    other = pi.clone()
    other[3:] = torch.softmax(torch.randn(3, 7), dim=1)
    _, a = alphazero_loss(model, heads, pi, z, 0.0, weights)
    _, b = alphazero_loss(model, heads, other, z, 0.0, weights)
    assert torch.isclose(a["policy"], b["policy"])
    _, c = alphazero_loss(model, heads, other, z, 0.0)
    assert not torch.isclose(a["policy"], c["policy"])
    # the reply term: present only with a positive scale, scaled, and weighted
    _, r = alphazero_loss(model, heads, pi, z, 0.0, None, other, weights, 0.5)
    ce = -torch.sum(other * torch.log_softmax(heads["reply"], dim=1), dim=1)
    assert torch.isclose(r["reply"], 0.5 * ce[:3].mean()) and "reply" not in a
    # the action-value term: each known column's cross entropy, averaged over the known ones
    actions = torch.full((6, 7), NO_ACTION_VALUE, dtype=torch.int8)
    actions[0, 2], actions[0, 5], actions[4, 0] = 1, -1, 0
    _, q = alphazero_loss(model, heads, pi, z, 0.0, action_values=actions, action_scale=2.0)
    logits = heads["action"]
    expected = torch.nn.functional.cross_entropy(torch.stack([logits[0, 2], logits[0, 5], logits[4, 0]]),
                                                 torch.tensor([0, 2, 1]))
    assert torch.isclose(q["action"], 2.0 * expected) and "action" not in a
    actions[1] = 1  # a changed unknown entry of another row changes the term; unknown ones do not count
    _, q2 = alphazero_loss(model, heads, pi, z, 0.0, action_values=actions, action_scale=2.0)
    assert not torch.isclose(q["action"], q2["action"])
    none = torch.full((6, 7), NO_ACTION_VALUE, dtype=torch.int8)
    _, q3 = alphazero_loss(model, heads, pi, z, 0.0, action_values=none, action_scale=2.0)
    assert q3["action"] == 0
    # the ownership term: each known cell's cross entropy, averaged over the known cells
    owners = torch.from_numpy(np.random.default_rng(4).integers(0, 3, (6, 6, 7)).astype(np.uint8))
    owners[:, 0, :] = NO_OWNER
    _, o = alphazero_loss(model, heads, pi, z, 0.0, ownership=owners, ownership_scale=1.5)
    cells = heads["ownership"].permute(0, 2, 3, 1)[:, 1:].reshape(-1, 3)
    expected = torch.nn.functional.cross_entropy(cells, owners[:, 1:].reshape(-1).long())
    assert torch.isclose(o["ownership"], 1.5 * expected) and "ownership" not in a
    _, o2 = alphazero_loss(model, heads, pi, z, 0.0, ownership=torch.full((6, 6, 7), NO_OWNER, dtype=torch.uint8),
                           ownership_scale=1.5)
    assert o2["ownership"] == 0  # a window kept without ownership: no term, and no NaN
    # the threat term: each empty cell's two binary cross entropies, averaged over them
    threats = threat_targets(x, (4,))
    _, t = alphazero_loss(model, heads, pi, z, 0.0, threats=threats, threat_scale=1.5)
    open_cells = threats[1].bool().unsqueeze(1).expand(-1, 2, -1, -1)
    expected = torch.nn.functional.binary_cross_entropy_with_logits(heads["threats"][open_cells],
                                                                    threats[0][open_cells])
    assert torch.isclose(t["threats"], 1.5 * expected) and "threats" not in a
    empty = threats[1].unsqueeze(1)
    flipped = (1 - threats[0]) * empty  # every empty cell's target flipped
    _, t2 = alphazero_loss(model, heads, pi, z, 0.0, threats=(flipped, threats[1]), threat_scale=1.5)
    assert not torch.isclose(t["threats"], t2["threats"])
    _, t3 = alphazero_loss(model, heads, pi, z, 0.0, threats=(threats[0] + 1 - empty, threats[1]),
                           threat_scale=1.5)  # a stone's cell changed: it does not count
    assert torch.isclose(t["threats"], t3["threats"])


def board_threats(positions, frame):
    """Each position's threats from the board's own :func:`winning_cells`, as ``(B, 2, R, C)`` planes
    in ``frame`` (bottom-left aligned, Kaggle's row order): the side to move's, then the opponent's."""
    out = np.zeros((len(positions), 2, *frame), np.float32)
    for i, pos in enumerate(positions):
        geo = pos.geo
        for side, stones in enumerate((pos.current, pos.current ^ pos.mask)):
            cells = winning_cells(geo, stones, pos.mask)
            for c in range(geo.columns):
                for h in range(geo.rows):
                    out[i, side, frame[0] - 1 - h, c] = bool(cells & geo.bit(c, h))
    return out


def test_threat_targets_are_the_boards_winning_cells_padded_or_not():
    positions = random_positions(200, seed=4)
    planes = encode(positions)
    threats, empty = threat_targets(torch.from_numpy(planes), (4,))
    want = board_threats(positions, (6, 7))
    assert np.array_equal(threats.numpy(), want) and want[:, 0].sum() > 20 and want[:, 1].sum() > 20
    assert np.array_equal(empty.numpy(), 1 - planes[:, 0] - planes[:, 1])
    # a mixture in a 7x8 frame: each position's own inarow, nothing beyond its board
    mixed = [p for rows, columns, inarow, seed in ((6, 7, 4, 5), (5, 5, 3, 6), (7, 8, 5, 7))
             for p in random_positions(60, geometry(rows, columns, inarow), seed=seed)]
    planes = np.concatenate([encode(mixed[at:at + 60], pad_to=(7, 8)) for at in (0, 60, 120)])
    threats, empty = threat_targets(torch.from_numpy(planes), (3, 4, 5))
    assert np.array_equal(threats.numpy(), board_threats(mixed, (7, 8)))
    assert np.array_equal(empty.numpy(), planes[:, 3] - planes[:, 0] - planes[:, 1])
    with pytest.raises(ValueError, match="one inarow"):
        threat_targets(torch.from_numpy(encode(positions[:2])), (3, 4))


def test_the_l2_term_leaves_batch_norm_alone():
    model = PolicyValueNet(NetConfig(blocks=1, filters=8, value_hidden=8))
    decayed = {id(p) for p in decayed_parameters(model)}
    named = dict(model.named_parameters())
    for name in ("stem.1.weight", "stem.1.bias", "policy_conv.1.weight", "value_conv.1.weight",
                 "blocks.0.bn1.weight"):
        assert id(named[name]) not in decayed, name
    for name in ("stem.0.weight", "blocks.0.conv1.weight", "policy_fc.weight", "value_fc2.bias"):
        assert id(named[name]) in decayed, name


def test_self_play_with_random_openings_and_playout_caps():
    config = SelfPlayConfig(simulations=16, parallel_games=4, start_plies=2, full_search_share=0.3,
                            fast_simulations=4)
    records, stats = self_play(UniformLeafEvaluator(), 12, config, Position(), np.random.default_rng(0))
    assert len(records) == 12
    assert {int(r.ply[0]) for r in records} <= {0, 1, 2} and len({int(r.ply[0]) for r in records}) > 1
    full = np.concatenate([r.full for r in records])
    assert 0.1 < full.mean() < 0.6  # about the share asked for
    for r in records:
        assert np.array_equal(r.policy_weights(), r.full.astype(np.float32))
        start = Position(geometry(), int(r.current[0, 0]), int(r.mask[0, 0]), int(r.ply[0]))
        final = start
        for move in r.moves:
            final = final.child(move)
        assert final.is_terminal() and np.array_equal(r.planes[0], encode([start])[0])
    # fast searches do fewer simulations: fewer in all than every move searched in full
    assert stats.simulations < 16 * stats.moves
    with pytest.raises(ValueError, match="puct"):
        SelfPlayConfig(search="gumbel", full_search_share=0.5, fast_simulations=4)
    with pytest.raises(ValueError, match="fast_simulations"):
        SelfPlayConfig(simulations=16, full_search_share=0.5, fast_simulations=32)
    # another search on a preset with playout caps: Gumbel searches every move in full, and a
    # fast search never has more simulations than the full one
    cpu = preset("cpu").selfplay
    gumbel = with_search(cpu, "gumbel", 32)
    assert (gumbel.search, gumbel.simulations, gumbel.full_search_share) == ("gumbel", 32, 1.0)
    few = with_search(cpu, simulations=8)
    assert (few.search, few.full_search_share, few.fast_simulations) == ("puct", cpu.full_search_share, 8)
    assert with_search(cpu) == cpu and with_search(preset("tiny").selfplay) == preset("tiny").selfplay
    with pytest.raises(ValueError, match="search"):
        with_search(cpu, "uct")


def test_value_targets_mix_the_result_with_the_root_value(tmp_path):
    runs = {}
    for share in (0.0, 0.5, 1.0):
        config = SelfPlayConfig(simulations=16, parallel_games=4, start_plies=2, value_q_share=share)
        runs[share], _ = self_play(UniformLeafEvaluator(), 6, config, Position(), np.random.default_rng(5))
    for plain, half, q in zip(runs[0.0], runs[0.5], runs[1.0], strict=True):
        assert plain.moves == half.moves == q.moves  # the same games: only the targets differ
        assert set(np.unique(plain.values)) <= {-1.0, 0.0, 1.0}
        assert np.all(np.abs(q.values) <= 1) and np.any(q.values != plain.values)
        np.testing.assert_allclose(half.values, 0.5 * plain.values + 0.5 * q.values, atol=1e-6)
    # the root values lean towards the results they precede (the last moves see the wins)
    assert np.mean(np.concatenate([q.values[-3:] * p.values[-3:] for p, q in zip(runs[0.0], runs[1.0],
                                                                                 strict=True)])) > 0.2
    buffer = ReplayBuffer(1000)  # fractional targets survive the replay and its file
    buffer.add(runs[0.5])
    path = str(tmp_path / "replay.npz")
    buffer.save(path)
    np.testing.assert_allclose(ReplayBuffer.load(path).values, np.concatenate([r.values for r in runs[0.5]]),
                               atol=2e-5)  # the file's int16 fractions
    with pytest.raises(ValueError, match="value_q_share"):
        SelfPlayConfig(value_q_share=1.5)


def test_self_play_hands_over_each_steps_finished_games_as_they_end():
    handed: list[list] = []
    config = SelfPlayConfig(simulations=8, parallel_games=4, start_plies=2)
    records, _ = self_play(UniformLeafEvaluator(), 12, config, Position(), np.random.default_rng(4),
                           finished=lambda ended: handed.append(list(ended)))
    assert len(handed) > 1  # games end at different steps
    assert [id(r) for batch in handed for r in batch] == [id(r) for r in records]  # each once, as returned


@pytest.mark.parametrize("workers", [1, 2])
def test_exact_targets_agree_with_the_solver(workers):
    config = SelfPlayConfig(simulations=8, parallel_games=8, start_plies=2)
    records, _ = self_play(UniformLeafEvaluator(), 8, config, Position(), np.random.default_rng(1))
    results = [r.values.copy() for r in records]
    stats = ExactTargets(min_ply=14, nodes=10**9, workers=workers).apply(records)
    reference = NumbaSolver(geometry())
    late = 0
    for r, before in zip(records, results, strict=True):
        for t in range(len(r.values)):
            if r.ply[t] >= 14:  # every one solved: the best column's exact value
                late += 1
                p = Position(geometry(), int(r.current[t, 0]), int(r.mask[t, 0]), int(r.ply[t]))
                assert r.values[t] == max(s for s in reference.analyze(p, weak=True) if s is not None)
            else:  # before min_ply: the game's result, untouched
                assert r.values[t] == before[t]
    assert stats.solved == late > 0 and stats.positions == sum(len(r.values) for r in records)
    assert 0 < stats.changed < late  # random play's results are often wrong, not always
    shares, plies = stats.metrics(), np.concatenate([r.ply for r in records])  # the exact targets by ply range
    assert shares["exact_share_plies_0_5"] == shares["exact_share_plies_6_11"] == 0
    assert shares["exact_share_plies_12_17"] == pytest.approx(np.mean(plies[(plies >= 12) & (plies < 18)] >= 14))
    assert shares["exact_share_plies_18_up"] == 1
    # handed over game by game as self-play would, the worker threads label them the same
    handed = [dataclasses.replace(r, values=before.copy()) for r, before in zip(records, results, strict=True)]
    streaming = ExactTargets(min_ply=14, nodes=10**9, workers=workers)
    parts = [streaming.submit([r]) for r in handed]
    streamed = ExactStats()
    for part in parts:
        streamed.add(part.result())
    streaming.close()
    assert all(np.array_equal(a.values, b.values) for a, b in zip(handed, records, strict=True))
    assert (streamed.solved, streamed.changed, streamed.positions) == (stats.solved, stats.changed, stats.positions)
    # a budget of one node settles nothing but the positions won at once
    tight = ExactTargets(min_ply=0, nodes=1).apply([records[0]])
    assert tight.solved <= 1
    with pytest.raises(ValueError, match="exact targets"):
        ExactTargets(min_ply=-1, nodes=10)


def test_exact_targets_share_an_analysis_cache_across_threads_and_calls():
    config = SelfPlayConfig(simulations=8, parallel_games=8, start_plies=2)
    records, _ = self_play(UniformLeafEvaluator(), 8, config, Position(), np.random.default_rng(1))

    def copies():
        return [dataclasses.replace(r, values=r.values.copy(), policies=r.policies.copy(), action_values=None,
                                    full=None if r.full is None else r.full.copy()) for r in records]

    plain = copies()
    ExactTargets(min_ply=14, nodes=10**9, policy=True).apply(plain)
    exact = ExactTargets(min_ply=14, nodes=10**9, policy=True, workers=2, cache_entries=100003)
    first, again = copies(), copies()
    solved = exact.apply(first)
    exact.close()  # its threads go, the cache stays
    answered = exact.apply(again)
    exact.close()
    assert solved.cached < solved.solved == answered.solved == answered.cached > 0  # every row the cache's
    assert solved.nodes > 0 and answered.nodes == 0
    assert answered.metrics()["exact_cached"] == answered.cached
    for a, b, c in zip(plain, first, again, strict=True):  # the labels the solver gave
        for field in ("values", "policies", "action_values"):
            assert np.array_equal(getattr(a, field), getattr(b, field))
            assert np.array_equal(getattr(a, field), getattr(c, field))
    with pytest.raises(ValueError, match="cache_entries"):
        ExactTargets(min_ply=0, nodes=10, cache_entries=-1)
    with pytest.raises(ValueError, match="exact_cache_entries"):
        AlphaZeroConfig(exact_min_ply=0, exact_cache_entries=-1)
    with pytest.raises(ValueError, match=r"exact_cache_entries must be in \[0, 67108864\]"):  # over 1 GiB
        AlphaZeroConfig(exact_min_ply=0, exact_cache_entries=(1 << 26) + 1)


def test_exact_targets_table_spreads_the_positions_of_an_opening_over_its_entries():
    # every position of plies 1-6 (22,099): they differ in every column, and the table's index
    # (key % TABLE_SIZE) must tell most of them apart (a random index: 96%; this one 85%); a power
    # of two (1 << 20) keeps the key's low bits, the first three columns' cells: 981 entries
    keys, frontier = set(), [Position()]
    for _ in range(6):
        frontier = [p.child(c) for p in frontier for c in p.legal_moves()]
        keys.update(p.key() for p in frontier)
    assert len({k % TABLE_SIZE for k in keys}) >= 0.8 * len(keys)
    assert len({k % (1 << 20) for k in keys}) < 0.1 * len(keys)


def test_exact_targets_stop_after_a_position_that_took_over_stop_nodes():
    config = SelfPlayConfig(simulations=8, parallel_games=8, start_plies=2)
    records, _ = self_play(UniformLeafEvaluator(), 8, config, Position(), np.random.default_rng(1))
    before = [r.values.copy() for r in records]
    full = [dataclasses.replace(r, values=r.values.copy()) for r in records]
    ExactTargets(min_ply=10, nodes=10**9, policy=True).apply(full)
    stop_nodes = 3000
    stats = ExactTargets(min_ply=10, nodes=10**9, policy=True, stop_nodes=stop_nodes).apply(records)
    # the same solves in the same order on a table of the same size: the same node counts
    reference = NumbaSolver(geometry(), TABLE_SIZE)
    solved = stopped = 0
    for r, f, old in zip(records, full, before, strict=True):
        last = len(r.values)  # the rows from here on are labelled
        for t in range(len(r.values) - 1, -1, -1):
            if r.ply[t] < 10:
                break
            reference.analyze(Position(geometry(), int(r.current[t, 0]), int(r.mask[t, 0]), int(r.ply[t])),
                              weak=True)
            last = t
            if reference.nodes > stop_nodes:
                stopped += int(t > 0 and r.ply[t - 1] >= 10)
                break
        solved += len(r.values) - last
        assert np.array_equal(r.values[last:], f.values[last:])  # the labels the full walk gave
        assert np.array_equal(r.values[:last], old[:last])  # earlier rows untouched
    assert stats.solved == solved and stats.stopped == stopped > 0  # some games stopped before their min_ply
    with pytest.raises(ValueError, match="stop_nodes"):
        ExactTargets(min_ply=0, nodes=10, stop_nodes=0)
    with pytest.raises(ValueError, match="exact_stop_nodes"):
        AlphaZeroConfig(exact_min_ply=0, exact_stop_nodes=0)


def test_automatic_solver_cores_resolve_on_the_machine_and_stay_automatic_in_the_run(tmp_path):
    from training.alphazero.trainer import AlphaZeroTrainer

    assert preset("gpu").exact_cores == -1 and preset("gpu").exact_defer and preset("gpu").train_graphs
    config = dataclasses.replace(preset("tiny"), exact_min_ply=10, exact_overlap=True, exact_cores=-1)
    trainer = AlphaZeroTrainer(config, str(tmp_path / "run"), device="cpu", progress=False)
    assert trainer.solver_cores == 0  # none on a CPU: the network is the limit there
    assert json.loads((tmp_path / "run" / "config.json").read_text())["exact_cores"] == -1  # resolved again elsewhere


def test_exact_policies_keep_only_the_best_columns_and_every_columns_value(tmp_path):
    config = SelfPlayConfig(simulations=8, parallel_games=8, start_plies=2, full_search_share=0.5,
                            fast_simulations=2)
    records, _ = self_play(UniformLeafEvaluator(), 8, config, Position(), np.random.default_rng(2))
    before = [(r.policies.copy(), r.full.copy(), r.values.copy()) for r in records]
    stats = ExactTargets(min_ply=18, nodes=10**9, policy=True).apply(records)
    reference = NumbaSolver(geometry())
    late = 0
    for r, (policies, full, values) in zip(records, before, strict=True):
        for t in range(len(r.values)):
            if r.ply[t] < 18:  # untouched
                assert np.array_equal(r.policies[t], policies[t]) and r.full[t] == full[t]
                assert r.action_values is None or np.all(r.action_values[t] == NO_ACTION_VALUE)
                assert r.values[t] == values[t]
                continue
            late += 1
            p = Position(geometry(), int(r.current[t, 0]), int(r.mask[t, 0]), int(r.ply[t]))
            scores = reference.analyze(p, weak=True)
            best = np.array([s == max(x for x in scores if x is not None) for s in scores])
            assert r.full[t] and r.values[t] == max(x for x in scores if x is not None)
            assert r.action_values[t].tolist() == [NO_ACTION_VALUE if x is None else x for x in scores]
            assert r.policies[t].sum() == pytest.approx(1.0) and not r.policies[t][~best].any()
            kept = np.where(best, policies[t], 0.0)
            expected = kept / kept.sum() if kept.sum() > 0 else best / best.sum()
            np.testing.assert_allclose(r.policies[t], expected, rtol=1e-6)
    assert stats.solved == late > 0
    # the replay keeps each column's value, mirrored with its position, and saves and loads it
    buffer = ReplayBuffer(10_000)
    buffer.add(records)
    stored = np.concatenate([r.action_values if r.action_values is not None
                             else np.full((len(r.moves), 7), NO_ACTION_VALUE, np.int8) for r in records])
    assert np.array_equal(buffer.action_values, stored)
    batch = buffer.sample(400, np.random.default_rng(0))
    by_planes = {}
    for p, a in zip(buffer.planes.astype(np.float32), buffer.action_values, strict=True):
        by_planes.setdefault(p.tobytes(), []).append(a.tolist())
    for p, a in zip(batch.planes, batch.action_values, strict=True):
        assert (a.tolist() in by_planes.get(p.tobytes(), [])
                or a[::-1].tolist() in by_planes.get(p[..., ::-1].copy().tobytes(), []))
    assert (batch.action_values != NO_ACTION_VALUE).any()
    path = str(tmp_path / "replay.npz")
    buffer.save(path)
    assert np.array_equal(ReplayBuffer.load(path).action_values, buffer.action_values)
    # random searches often put mass on proven-worse moves, not always
    assert 0 < stats.pruned < late
    with pytest.raises(ValueError, match="exact_policy"):
        AlphaZeroConfig(exact_policy=True)
    with pytest.raises(ValueError, match="needs exact_policy"):
        AlphaZeroConfig(net=NetConfig(action_values=True), action_value_weight=1.0)



def test_the_opening_book_settles_the_openings_targets_before_the_solver_reaches():
    config = SelfPlayConfig(simulations=8, parallel_games=8, start_plies=2, full_search_share=0.5,
                            fast_simulations=2)
    records, _ = self_play(UniformLeafEvaluator(), 8, config, Position(), np.random.default_rng(3))
    before = [(r.policies.copy(), r.full.copy(), r.values.copy()) for r in records]
    book = installed_book_values()
    stats = ExactTargets(min_ply=14, nodes=10**9, policy=True, book=book).apply(records)
    settled = {"value": 0, "policy": 0}
    for r, (policies, full, values) in zip(records, before, strict=True):
        for t in range(len(r.values)):
            if r.ply[t] >= 14:
                continue  # the solver's (test_exact_targets_agree_with_the_solver)
            p = Position(geometry(), int(r.current[t, 0]), int(r.mask[t, 0]), int(r.ply[t]))
            value, best = book.targets(p)
            if value is None:  # untouched
                assert r.values[t] == values[t] and r.full[t] == full[t]
                assert np.array_equal(r.policies[t], policies[t])
                continue
            settled["value"] += 1
            assert r.ply[t] < 6 and r.values[t] == value
            if best is None:
                assert np.array_equal(r.policies[t], policies[t])
                continue
            settled["policy"] += 1
            assert r.full[t] and r.policies[t].sum() == pytest.approx(1.0)
            assert set(np.flatnonzero(r.policies[t])) <= set(best)
            assert [c for c in p.legal_moves() if r.action_values[t, c] == value] == best
    assert stats.book == settled["value"] > settled["policy"] > 0
    assert stats.solved > stats.book
    metrics = stats.metrics()
    plies = np.concatenate([r.ply for r in records])
    assert metrics["exact_share_plies_0_5"] == pytest.approx(settled["value"] / np.count_nonzero(plies < 6))
    assert metrics["exact_share_plies_6_11"] == 0 and metrics["exact_share_plies_18_up"] == 1

def test_replay_reply_targets_follow_the_game_and_its_mirror(tmp_path):
    config = SelfPlayConfig(simulations=8, parallel_games=4, full_search_share=0.5, fast_simulations=2,
                            temperature_moves=40)
    records, _ = self_play(UniformLeafEvaluator(), 6, config, Position(), np.random.default_rng(2))
    buffer = ReplayBuffer(10_000)
    buffer.add(records)
    ends = np.cumsum([len(r.moves) for r in records]) - 1
    assert np.all(buffer.has_reply[ends] == 0)
    full = np.concatenate([r.full for r in records])
    inside = np.setdiff1d(np.arange(len(buffer)), ends)
    assert np.array_equal(buffer.has_reply[inside], full[inside + 1].astype(np.uint8))
    batch = buffer.sample(600, np.random.default_rng(3))
    rows: dict[tuple, list[int]] = {}
    for i, (p, q) in enumerate(zip(buffer.planes.astype(np.float32), buffer.policies, strict=True)):
        rows.setdefault((p.tobytes(), q.tobytes()), []).append(i)
    nxt = [buffer.policies[min(i + 1, len(buffer) - 1)] * buffer.has_reply[i] for i in range(len(buffer))]
    checked = 0
    for p, q, reply, weight, pw in zip(batch.planes, batch.policies, batch.replies, batch.reply_weights,
                                       batch.policy_weights, strict=True):
        # the stored rows this sample can be (itself, or mirrored back), and the reply each implies
        same = [(i, False) for i in rows.get((p.tobytes(), q.tobytes()), [])]
        mirror = [(i, True) for i in rows.get((p[..., ::-1].copy().tobytes(), q[::-1].copy().tobytes()), [])]
        implied = [(buffer.policy_weights[i], buffer.has_reply[i], nxt[i][::-1] if flipped else nxt[i])
                   for i, flipped in same + mirror]
        assert any(pw == w and weight == h and np.array_equal(reply, want) for w, h, want in implied)
        checked += int(weight)
    assert checked > 50
    # a buffer saved before the weights were kept loads with every policy a target, no replies
    path = str(tmp_path / "old.npz")
    np.savez_compressed(path, planes=buffer.planes, policies=buffer.policies, values=buffer.values,
                        meta=np.array([10_000, 6]))
    old = ReplayBuffer.load(path)
    assert old.policy_weights.all() and not old.has_reply.any() and len(old) == len(buffer)
    assert np.all(old.action_values == NO_ACTION_VALUE)
    assert old.ownership.shape == (len(buffer), 6, 7) and np.all(old.ownership == NO_OWNER)


@pytest.mark.parametrize("pad_to", [None, (7, 9)])
def test_ownership_targets_are_the_final_board_for_each_side_to_move(tmp_path, pad_to):
    config = SelfPlayConfig(simulations=8, parallel_games=4, temperature_moves=42)
    records, _ = self_play(UniformLeafEvaluator(), 6, config, Position(), np.random.default_rng(5), pad_to=pad_to)
    geo, (rows, columns) = geometry(), pad_to or (6, 7)
    for record in records:
        end = Position.from_moves(record.moves)
        first = end.current if end.ply % 2 == 0 else end.mask ^ end.current  # the first player's stones
        owners = record.ownership()
        assert owners.shape == (len(record.moves), rows, columns) and owners.dtype == np.uint8
        for t in range(len(record.moves)):
            for r in range(rows):
                for c in range(columns):
                    height = rows - 1 - r  # the board sits at the frame's bottom left
                    if height >= 6 or c >= 7:
                        want = NO_OWNER
                    elif not end.mask & geo.bit(c, height):
                        want = 0
                    else:
                        mine = bool(first & geo.bit(c, height)) == (t % 2 == 0)
                        want = 1 if mine else 2
                    assert owners[t, r, c] == want
    buffer = ReplayBuffer(10_000)
    buffer.add(records, ownership=True)
    assert np.array_equal(buffer.ownership, np.concatenate([r.ownership() for r in records]))
    batch = buffer.sample(400, np.random.default_rng(6))  # mirrored with its planes: stones keep their holder
    assert np.all(batch.ownership[batch.planes[:, 0] > 0] == 1) and np.all(batch.ownership[batch.planes[:, 1] > 0] == 2)
    board = batch.planes[:, 3] > 0 if pad_to else np.ones(batch.ownership.shape, bool)
    assert np.all((batch.ownership == NO_OWNER) == ~board)
    path = str(tmp_path / "window.npz")
    buffer.save(path)
    assert np.array_equal(ReplayBuffer.load(path).ownership, buffer.ownership)
    plain = ReplayBuffer(10_000)  # without the switch: no target kept, none saved
    plain.add(records)
    plain.save(path)
    assert np.all(plain.ownership == NO_OWNER) and "ownership" not in np.load(path)
    assert np.all(ReplayBuffer.load(path).ownership == NO_OWNER)


def _window_of(positions: list[tuple[np.ndarray, np.ndarray, float, bool]]) -> ReplayBuffer:
    """A replay window of hand-made rows: ``(planes, policy, value, full)`` each."""
    n = len(positions)
    buffer = ReplayBuffer(100)
    buffer.write_rows({"planes": np.stack([p for p, *_ in positions]).astype(np.uint8),
                       "policies": np.stack([q for _, q, *_ in positions]).astype(np.float32),
                       "values": np.array([v for *_, v, _ in positions], np.float32),
                       "policy_weights": np.array([f for *_, f in positions], np.uint8),
                       "has_reply": np.zeros(n, np.uint8),
                       "action_values": np.full((n, 7), NO_ACTION_VALUE, np.int8),
                       "ownership": np.full((n, 6, 7), NO_OWNER, np.uint8)})
    return buffer


@pytest.mark.parametrize("weight, shares", [("constant", (1, 1, 1)), ("log", (1 + np.log2(3), 1, 2)),
                                            ("linear", (3, 1, 2))])
def test_position_averaging_averages_a_positions_rows_and_draws_it_by_its_weight(weight, shares):
    # a and b are their own mirror images (their policies below too); c is not
    a, b, c = (encode([Position.from_moves(moves)])[0].astype(np.uint8) for moves in ([3], [3, 3], [0, 6]))
    one_hot = np.eye(7, dtype=np.float32)
    buffer = _window_of([(a, one_hot[4], 1.0, True), (b, one_hot[3], 0.5, True), (a, one_hot[0], -1.0, False),
                         (c, one_hot[0], -1.0, False), (a, one_hot[2], 1.0, True), (c, one_hot[1], 0.0, False)])
    assert buffer.unique_positions() == 3
    plain = buffer.sample(3000, np.random.default_rng(0))
    assert set(np.round(plain.values, 3)) == {1.0, 0.5, -1.0, 0.0}  # the rows as they are
    batch = buffer.sample(3000, np.random.default_rng(0), weight=weight)
    assert buffer.unique_positions() == 3  # now read from the rows' grouping
    want = {a.tobytes(): (1 / 3, (one_hot[4] + one_hot[2]) / 2, 1.0),  # a's value mean, its full rows' policy
            b.tobytes(): (0.5, one_hot[3], 1.0),
            c.tobytes(): (-0.5, np.zeros(7), 0.0)}  # no full search among c's rows: no policy target
    drawn = {key: 0 for key in want}
    for p, q, v, w in zip(batch.planes.astype(np.uint8), batch.policies, batch.values, batch.policy_weights,
                          strict=True):
        key, mirrored = p.tobytes(), p[..., ::-1].copy().tobytes()
        key, q = (key, q) if key in want else (mirrored, q[::-1])
        value, policy, weighs = want[key]
        assert v == pytest.approx(value) and w == weighs
        if weighs:
            np.testing.assert_allclose(q, policy)
        drawn[key] += 1
    expected = np.array(shares) / sum(shares)
    np.testing.assert_allclose([drawn[k.tobytes()] / 3000 for k in (a, b, c)], expected, atol=0.03)
    buffer.write_rows({name: getattr(buffer, name)[:1] for name in WINDOW_ARRAYS})  # a's fourth row, +1
    assert buffer.unique_positions() == 3
    again = buffer.sample(300, np.random.default_rng(1), weight=weight)  # the write regrouped the rows
    of_a = [v for p, v in zip(again.planes.astype(np.uint8), again.values, strict=True) if p.tobytes() == a.tobytes()]
    assert of_a and np.allclose(of_a, 0.5)
    with pytest.raises(ValueError, match="weight must be one of"):
        buffer.sample(10, np.random.default_rng(0), weight="square")


def _unpadded(planes: np.ndarray) -> np.ndarray:
    """A batch's planes as the window holds them (uint8, the padded encoding's fifth plane whole)."""
    planes = planes.copy()
    if planes.shape[1] > 3:
        planes[:, 4] *= 4
    return np.round(planes).astype(np.uint8)


def test_position_keys_tell_the_windows_positions_apart():
    config = SelfPlayConfig(simulations=8, parallel_games=8, start_plies=2, temperature_moves=42)
    records, _ = self_play(UniformLeafEvaluator(), 40, config, Position(), np.random.default_rng(5))
    buffer = ReplayBuffer(10_000)
    buffer.add(records)
    distinct = {p.tobytes() for p in buffer.planes}
    assert buffer.unique_positions() == len(distinct) < len(buffer)  # the openings repeat
    assert np.array_equal(position_keys(buffer.planes), position_keys(buffer.planes.astype(np.float32)))


def test_set_parses_typed_fields_and_refuses_unknown_ones():
    config = config_with(preset("tiny"), ["net.wdl=true", "selfplay.start_plies=2", "exact_min_ply=16",
                                          "selfplay.full_search_share=0.25", "selfplay.fast_simulations=4",
                                          "lr_decay_at=0.3,0.6", "train_reuse=4"])
    assert config.net.wdl and config.selfplay.start_plies == 2 and config.exact_min_ply == 16
    assert config.selfplay.full_search_share == 0.25 and config.lr_decay_at == (0.3, 0.6)
    assert config_with(config, ["exact_min_ply=none"]).exact_min_ply is None
    for bad, message in (("net.wdl=maybe", "true or false"), ("colour=red", "unknown setting"),
                         ("net", "FIELD=VALUE"), ("net=4x48", "a section"), ("selfplay=none", "a section"),
                         ("selfplay.start_plies=two", "int"), ("batch_size=0", r"batch_size must be in \[1, "),
                         ("net.filters=0", r"net.filters must be in \[1, "),
                         ("selfplay.simulations=nan", "simulations"),
                         ("opponent_policy_weight=0.2", "net.opponent_policy"),
                         ("action_value_weight=1", "net.action_values"), ("ownership_weight=1.5", "net.ownership"),
                         ("threat_weight=1", "net.threats"), ("soft_policy_weight=8", "unknown setting"),
                         ("lr_decay_at=0.5,1.5", r"lr_decay_at must be in \[0, 1\]")):
        with pytest.raises(ValueError, match=message):
            config_with(preset("tiny"), [bad])


def test_the_learning_rate_steps_down_at_each_fraction_of_the_run():
    step = dataclasses.replace(preset("tiny"), learning_rate=0.01, lr_decay_at=(0.5, 0.75))
    assert [step.learning_rate_at(p) for p in (0.0, 0.49, 0.5, 0.8)] == pytest.approx([0.01, 0.01, 0.001, 0.0001])
    assert step.learning_rate_at(1.5) == step.learning_rate_at(1.0) == pytest.approx(0.0001)  # past the end


def test_deferred_labels_hold_an_iterations_games_until_the_next_one_has_played(tmp_path):
    out = str(tmp_path / "run")
    proc = run("train", "alphazero", "--json", "--preset", "tiny", "--out", out, "--iterations", "3",
               "--set", "exact_min_ply=10", "--set", "exact_overlap=true", "--set", "exact_defer=true")
    assert proc.returncode == 0, proc.stderr
    rows = [json.loads(line) for line in open(os.path.join(out, "metrics.jsonl"))]
    window = [r["replay_positions"] for r in rows]
    # the first games at once (nothing to train on before them); the second iteration's held while
    # it trained, then added with their labels at the third's end
    assert 0 < window[0] == window[1] < window[2]
    assert rows[0]["exact_positions"] > 0 and rows[1]["exact_positions"] == 0 and rows[2]["exact_positions"] > 0
    again = run("train", "alphazero", "--json", "--out", out, "--resume", "--iterations", "4")
    assert again.returncode == 0, again.stderr
    resumed = json.loads(again.stdout.strip().splitlines()[-1])  # the held games dropped, played again, held
    assert resumed["iteration"] == 4 and resumed["replay_positions"] == window[2]
    with pytest.raises(ValueError, match="exact_defer needs exact_overlap"):
        AlphaZeroConfig(exact_min_ply=0, exact_defer=True)


@pytest.mark.parametrize("overlap", [False, True])
def test_every_switch_on_the_tiny_preset_through_the_cli(tmp_path, overlap):
    out = str(tmp_path / "run")
    proc = run("train", "alphazero", "--json", "--preset", "tiny", "--out", out, "--set", "net.wdl=true",
               "--set", "net.opponent_policy=true", "--set", "opponent_policy_weight=0.15",
               "--set", "selfplay.start_plies=2", "--set", "selfplay.full_search_share=0.5",
               "--set", "selfplay.fast_simulations=4", "--set", "selfplay.fpu_reduction=0.2",
               "--set", "exact_min_ply=10", "--set", "exact_policy=true", "--set", "exact_book=true",
               "--set", "train_reuse=2", "--set", "net.action_values=true",
               "--set", "action_value_weight=1", "--set", "selfplay.value_q_share=0.5",
               "--set", "exact_stop_nodes=5000", "--set", "random_lines=20",
               "--set", f"exact_overlap={str(overlap).lower()}",
               "--set", f"exact_workers={2 * overlap}",
               "--set", f"exact_cache_entries={0 if overlap else 1009}",  # the other arm's set when it resumes
               "--set", f"selfplay.carry_over={str(overlap).lower()}",  # games labelled and carried over as they end
               "--set", f"graphs={str(overlap).lower()}",  # no CUDA graphs on the CPU: ignored
               "--set", f"train_graphs={str(overlap).lower()}",  # likewise for the training steps
               "--set", f"position_averaging={str(overlap).lower()}",  # the window's positions averaged
               "--set", "net.ownership=true", "--set", "ownership_weight=1.5",
               "--set", "net.threats=true", "--set", "threat_weight=1.5", "--set", "lr_decay_at=0.5")
    assert proc.returncode == 0, proc.stderr
    last = json.loads(proc.stdout.strip().splitlines()[-1])
    assert last["loss_reply"] > 0 and last["loss_action"] > 0 and 0 < last["full_search_share"] < 1
    assert last["loss_ownership"] > 0 and last["loss_threats"] > 0
    assert "exact_stopped" in last  # the switches ran
    assert 0 <= last["exact_cached"] <= last["exact_positions"]
    assert last["random_line_positions"] > 0  # random games' settled positions
    with open(os.path.join(out, "metrics.jsonl")) as f:  # settled self-play positions, and a search's mass on a
        lines = [json.loads(line) for line in f]      # proven-worse move, in some iteration
    assert sum(m["exact_positions"] for m in lines) > 0 and sum(m.get("exact_pruned", 0) for m in lines) > 0
    assert (last["exact_wait_seconds"] > 0) == overlap  # labelled as the games ended, or after the chunk
    if overlap:  # the two solver threads' summed time over the iteration's seconds, twice
        assert last["exact_load"] == pytest.approx(last["exact_seconds"] / (2 * last["iteration_seconds"]))
    else:
        assert "exact_load" not in last  # labelled after the chunk, on every core: its seconds are wall time
    positions = last["replay_positions"] / 2  # two iterations of equal games, about as many positions each
    assert 1 <= last["train_steps"] <= 2 * 2 * positions / 32 + 1
    config = json.loads(open(os.path.join(out, "config.json")).read())
    assert config["net"]["wdl"] and config["exact_min_ply"] == 10 and config["exact_policy"]
    assert config["exact_stop_nodes"] == 5000 and config["exact_workers"] == 2 * overlap
    assert config["exact_book"] and sum(m["exact_book"] for m in lines) > 0  # the opening's targets off the book
    assert config["exact_overlap"] == config["selfplay"]["carry_over"] == config["graphs"] == overlap
    assert config["train_graphs"] == overlap and config["selfplay"]["fpu_reduction"] == 0.2
    if overlap:  # the window's positions averaged: its share of different positions reported
        assert 0 < last["replay_unique_share"] <= 1
    else:
        assert "replay_unique_share" not in last
    assert last["learning_rate"] == pytest.approx(config["learning_rate"] / 10)  # decayed half way
    if overlap:  # a resumed run plays on from the saved window
        # where its work runs may change: the solver's threads on a core set apart for them, and
        # the analysis cache their labels are looked up in
        apart = ["--set", "exact_cores=1"] if len(os.sched_getaffinity(0)) > 1 else []
        again = run("train", "alphazero", "--json", "--out", out, "--resume", "--iterations", "3", *apart,
                    "--set", "exact_cache_entries=1009")
        assert again.returncode == 0, again.stderr
        resumed = json.loads(again.stdout.strip().splitlines()[-1])
        assert resumed["iteration"] == 3 and resumed["replay_positions"] > last["replay_positions"]
        assert resumed["exact_positions"] > 0 and 0 <= resumed["exact_cached"] <= resumed["exact_positions"]
        saved = torch.load(os.path.join(out, "latest.pt"), weights_only=False)["config"]
        assert saved["exact_cores"] == len(apart) // 2 and saved["exact_workers"] == 2  # the rest its own
        assert saved["exact_cache_entries"] == 1009
        many = run("train", "alphazero", "--json", "--out", out, "--resume", "--set", f"exact_cores={os.cpu_count()}")
        assert many.returncode == 2 and "leaves self-play no core" in many.stderr and "Traceback" not in many.stderr
        return  # the refusals below once
    again = run("train", "alphazero", "--json", "--out", out, "--resume", "--set", "net.wdl=false")
    assert again.returncode == 2 and "keeps its own" in again.stderr
    bad = run("train", "alphazero", "--json", "--preset", "tiny", "--out", str(tmp_path / "bad"), "--set", "nonsense=1")
    assert bad.returncode == 2 and "unknown setting" in bad.stderr and "Traceback" not in bad.stderr
    assert not (tmp_path / "bad").exists()


def test_random_lines_are_labelled_exactly_and_hold_out_the_benchmark_positions():
    geo = geometry()
    records = random_lines(geo, 300, np.random.default_rng(0))
    held_out = held_out_keys()
    assert len(held_out) > 6_000  # the 6,000 lines and their mirror images, some alike
    cut = 0
    for r in records:
        start = Position(geo, int(r.current[0, 0]), int(r.mask[0, 0]), int(r.ply[0]))
        for t, column in enumerate(r.moves):  # the rows follow the game from its first kept position
            p = Position(geo, int(r.current[t, 0]), int(r.mask[t, 0]), int(r.ply[t]))
            assert p.key() not in held_out and p.ply == start.ply + t and p.can_play(column)
        end = Position(geo, int(r.current[-1, 0]), int(r.mask[-1, 0]), int(r.ply[-1]))
        assert end.is_winning_move(r.moves[-1]) == (r.result != 0)
        if r.result == 0:
            assert end.ply == geo.rows * geo.columns - 1
        cut += r.ply[0] > 0
    assert cut > 0  # random games meet the Begin sets' early positions: those games start after them
    stats = ExactTargets(min_ply=0, nodes=100_000, policy=True, stop_nodes=20_000).apply(records)
    kept, openings = settled(records)
    assert 0 < sum(len(r.moves) for r in kept) == stats.solved and not openings
    reference = NumbaSolver(geo)
    for r in kept[:40]:
        assert r.full.all() and (r.action_values != NO_ACTION_VALUE).any(axis=1).all()
        for t in range(len(r.moves)):
            p = Position(geo, int(r.current[t, 0]), int(r.mask[t, 0]), int(r.ply[t]))
            scores = reference.analyze(p, weak=True)
            best = max(x for x in scores if x is not None)
            assert r.values[t] == best
            np.testing.assert_allclose(r.policies[t], [float(s == best) for s in scores] / np.float32(
                sum(s == best for s in scores)), rtol=1e-6)
    window = ReplayBuffer(100_000)
    window.add(kept, games=False)  # an iteration's self-play target does not count them
    assert window.games == 0 and len(window) == stats.solved and window.policy_weights.all()
    with pytest.raises(ValueError, match="random_lines needs exact_policy"):
        AlphaZeroConfig(exact_min_ply=0, random_lines=10)


def test_random_lines_keep_the_opening_positions_the_book_settles():
    geo, book = geometry(), installed_book_values()
    records = random_lines(geo, 200, np.random.default_rng(1))
    stats = ExactTargets(min_ply=0, nodes=100_000, policy=True, stop_nodes=20_000, book=book).apply(records)
    ends, openings = settled(records)
    assert openings and stats.book > 0
    assert sum(len(r.moves) for r in ends + openings) <= stats.solved
    with_policy = 0
    for r in openings:  # each from the game's first kept position, up to one the book leaves open
        assert r.ply[-1] < 6 and np.isfinite(r.values).all()
        for t in range(len(r.moves)):
            p = Position(geo, int(r.current[t, 0]), int(r.mask[t, 0]), int(r.ply[t]))
            value, best = book.targets(p)
            assert r.values[t] == value
            assert r.full[t] == (best is not None)
            if best is not None:
                with_policy += 1
                assert set(np.flatnonzero(r.policies[t])) == set(best)
    assert with_policy > 0
    for r in ends:  # from the game's end back, no position without an exact value; a policy target
        assert np.isfinite(r.values).all()  # everywhere but where the book settles the value alone
        for t in np.flatnonzero(~r.full):
            p = Position(geo, int(r.current[t, 0]), int(r.mask[t, 0]), int(r.ply[t]))
            assert book.targets(p) == (r.values[t], None)
    window = ReplayBuffer(100_000)
    window.add(openings, games=False)
    assert window.games == 0 and (window.ownership == NO_OWNER).all() and np.isfinite(window.values).all()
