"""One network over a mixture of board sizes: the mixture's spec and its share of the games, the
padded encoding's inarow plane, mirror images inside each board, a tiny mixed run through the
CLI, and the packaged file's header."""

import json

import numpy as np
import pytest
import torch

from agents.board import Position, geometry
from agents.encoding import encode
from agents.nn import Network
from tests.helpers import random_positions, randomised_net, run
from training.alphazero.boards import MIXTURES, assign, describe, frame, parse_boards
from training.alphazero.config import AlphaZeroConfig
from training.alphazero.evaluator import PlaneEncoder, TorchEvaluator, input_bytes
from training.alphazero.mixture import self_play_boards
from training.alphazero.replay import ReplayBuffer
from training.alphazero.selfplay.arena import arena_starts
from training.alphazero.selfplay.config import SelfPlayConfig
from training.alphazero.selfplay.network import UniformLeafEvaluator, encode_bitboards
from training.alphazero.tree_words import position_arrays
from training.nets.export import export_arrays
from training.nets.model import NetConfig


def test_parse_boards_names_lists_and_weights():
    assert parse_boards("kaggle") == MIXTURES["kaggle"]
    assert parse_boards("6x7x4:4, 5x4x3,7x8x5:0.5") == ((6, 7, 4, 4.0), (5, 4, 3, 1.0), (7, 8, 5, 0.5))
    assert frame(parse_boards("6x7x4,5x4x3,4x9x3")) == (6, 9)
    assert describe(parse_boards("6x7x4:3,5x4x3")) == "6x7x4 75%, 5x4x3 25%"
    kaggle = MIXTURES["kaggle"]
    weights = {b[:3]: b[3] for b in kaggle}
    assert max(weights, key=weights.get) == (6, 7, 4)  # Kaggle's board is the most frequent


@pytest.mark.parametrize("spec, message", [("6x7", "RxCxK"), ("6x7x4:x", "RxCxK"), ("64x4x4", "63"),
                                           ("6x7x4,6x7x4", "twice"), ("6x7x4:0", "positive"),
                                           ("6x7x9", "cannot fit")])
def test_parse_boards_refuses_what_self_play_cannot_play(spec, message):
    with pytest.raises(ValueError, match=message):
        parse_boards(spec)


def test_assign_follows_the_weights_and_resumes_where_it_stopped():
    boards = parse_boards("6x7x4:4,5x4x3,6x5x4,5x6x4")
    counts = assign(boards, 0, 1000)
    assert counts.sum() == 1000
    assert np.abs(counts / 1000 - np.array([0.4 / 0.7, 0.1 / 0.7, 0.1 / 0.7, 0.1 / 0.7])).max() < 0.01
    assert np.array_equal(assign(boards, 0, 300), assign(boards, 0, 120) + assign(boards, 120, 180))
    small = assign(boards, 500, 14)  # a short stretch already holds every board near its share
    assert small.min() >= 1 and small.sum() == 14


def test_padded_encoding_carries_inarow_and_the_compiled_encoder_agrees():
    for board in ((5, 4, 3), (6, 9, 5)):
        positions = random_positions(12, geometry(*board), seed=board[0])
        planes = encode(positions, (7, 9))
        assert planes.shape == (12, 5, 7, 9)
        top = 7 - board[0]
        assert np.all(planes[:, 4, top:, :board[1]] == board[2] / 4) and planes[:, 4].sum() == pytest.approx(
            12 * board[0] * board[1] * board[2] / 4)
        assert np.array_equal(encode_bitboards(positions[0].geo, *position_arrays(positions), (7, 9)), planes)



@pytest.mark.parametrize("board, frame", [((6, 7, 4), None), ((5, 4, 3), (7, 9)), ((10, 12, 5), None),
                                          ((8, 9, 5), (10, 12))])
def test_planes_made_on_the_device_from_bitboards_are_the_encoders(board, frame):
    positions = random_positions(20, geometry(*board), seed=board[1])
    planes = PlaneEncoder(positions[0].geo, frame, torch.device("cpu"))(*position_arrays(positions))
    assert planes.dtype == torch.float32 and np.array_equal(planes.numpy(), encode(positions, frame))
    sent = input_bytes(positions[0].geo, frame)
    words = position_arrays(positions)[0].shape[1]
    assert sent["planes"] == planes[0].numel() * 4 and sent["bitboards"] == 2 * 8 * words + 4


def test_a_6x7_position_sends_20_bytes_instead_of_504():
    assert input_bytes(geometry(), None) == {"bitboards": 20, "planes": 504}


def test_a_network_of_encoder_version_1_loads_unpadded_only():
    arrays = export_arrays(randomised_net(NetConfig(blocks=1, filters=8)))
    arrays["meta"] = arrays["meta"].copy()
    arrays["meta"][-1] = 1
    Network(arrays)  # unpadded planes did not change
    padded = export_arrays(randomised_net(NetConfig(blocks=1, filters=8, padded=True)))
    padded["meta"] = padded["meta"].copy()
    padded["meta"][-1] = 1
    with pytest.raises(ValueError, match="encoder version 1"):
        Network(padded)


class _BoardsSeen(UniformLeafEvaluator):
    """Uniform priors; the boards and batches of every network call, in order."""

    def __init__(self):
        super().__init__()
        self.seen: list[dict[tuple[int, int], int]] = []

    def evaluate_boards(self, batches):
        self.seen.append({(geo.rows, geo.columns): len(cur) for geo, cur, *_ in batches})
        return [super(_BoardsSeen, self).evaluate_bitboards(*b) for b in batches]

    def evaluate_bitboards(self, geo, current, mask, ply):
        return self.evaluate_boards([(geo, current, mask, ply)])[0]


@pytest.mark.parametrize("pipeline", [False, True])
def test_the_boards_of_a_mixture_play_at_once_the_largest_first(pipeline):
    """The larger board's games begin first (all 8 slots: it has 12 games); the small board's begin
    in the slots its games free, in the same calls as the large board's last ones."""
    config = SelfPlayConfig(simulations=4, parallel_games=8, pipeline=pipeline)
    boards = parse_boards("5x4x3,6x7x4:3")
    evaluator = _BoardsSeen()
    records, stats = self_play_boards(evaluator, 16, config, boards, 0, np.random.default_rng(0), (6, 7))
    assert sorted(r.board for r in records) == [(5, 4, 3)] * 4 + [(6, 7, 4)] * 12
    assert stats.network_calls == len(evaluator.seen)
    assert evaluator.seen[0].keys() == {(6, 7)}
    assert any(call.keys() == {(5, 4), (6, 7)} for call in evaluator.seen)
    # never more than the 8 games in flight, each with at most leaves_per_game leaves a step
    assert max(sum(call.values()) for call in evaluator.seen) <= 8 * config.leaves_per_game
    # a 5x4x3 game begins only once all 12 of 6x7x4 have begun, so after 4 of them have ended
    assert next(i for i, r in enumerate(records) if r.board == (5, 4, 3)) >= 12 - 8


def test_boards_of_several_words_play_with_the_others_and_their_records_replay():
    """8x9x5 (two words) and 10x12x5 (three) beside 6x7x4 in one mixture: each record's planes are
    the positions its moves reach, and its result is the board's."""
    config = SelfPlayConfig(simulations=4, parallel_games=6)
    records, _ = self_play_boards(UniformLeafEvaluator(), 9, config, MIXTURES["kaggle-10x12"][-2:] + ((6, 7, 4, 1.0),),
                                  0, np.random.default_rng(1), (10, 12))
    assert sorted({r.board for r in records}) == [(6, 7, 4), (8, 9, 5), (10, 12, 5)]
    for record in records:
        pos = Position(geometry(*record.board))
        for i, move in enumerate(record.moves):
            assert np.array_equal(record.planes[i], encode([pos], (10, 12))[0])
            pos.play(move)
        assert pos.is_terminal() and record.result == (0 if not pos.is_won() else 1 if pos.ply % 2 else -1)


def test_the_arena_plays_every_board_at_once():
    a, b = _BoardsSeen(), _BoardsSeen()
    plan = [(Position(geometry(5, 4, 3)), 4), (Position(geometry(6, 5, 4)), 0), (Position(geometry(6, 7, 4)), 2)]
    scores = arena_starts(a, b, plan, 4, np.random.default_rng(0))
    assert [len(s) for s in scores] == [4, 0, 2]
    assert all(x in (0.0, 0.5, 1.0) for s in scores for x in s)
    assert a.seen[0].keys() == {(5, 4), (6, 7)} and b.seen[0].keys() == {(5, 4), (6, 7)}


def test_one_forward_pass_over_several_boards_answers_as_one_pass_each():
    torch.manual_seed(0)
    model = randomised_net(NetConfig(blocks=1, filters=8, rows=6, columns=7, padded=True))
    evaluator = TorchEvaluator(model, torch.device("cpu"))
    batches = []
    for board in ((5, 4, 3), (6, 7, 4), (6, 5, 4)):
        positions = random_positions(5, geometry(*board))
        batches.append((positions[0].geo, *position_arrays(positions)))
    together = evaluator.evaluate_boards(batches)
    assert evaluator.calls == 1
    for batch, (priors, values) in zip(batches, together, strict=True):
        alone_priors, alone_values = evaluator.evaluate_bitboards(*batch)
        assert priors.shape == (5, batch[0].columns)
        assert np.allclose(priors, alone_priors, atol=1e-5) and np.allclose(values, alone_values, atol=1e-5)
        assert np.allclose(priors.sum(axis=1), 1.0, atol=1e-5)


def test_mirror_images_stay_inside_each_board_of_the_frame():
    config = SelfPlayConfig(simulations=4, parallel_games=4, temperature_moves=40)
    boards = parse_boards("5x4x3,6x7x4")
    records, _ = self_play_boards(UniformLeafEvaluator(), 6, config, boards, 0, np.random.default_rng(0), (6, 7))
    assert {r.board for r in records} == {(5, 4, 3), (6, 7, 4)}
    buffer = ReplayBuffer(10_000)
    buffer.add(records)
    batch = buffer.sample(400, np.random.default_rng(1))
    planes, policies = batch.planes, batch.policies
    widths = planes[:, 3, -1, :].sum(axis=1)
    assert set(widths.tolist()) == {4.0, 7.0}
    small = widths == 4
    assert np.all(planes[small][:, :, :, 4:] == 0) and np.all(policies[small][:, 4:] == 0)
    assert np.all(planes[small][:, 3, 1:, :4] == 1) and np.all(planes[small][:, 4, 1:, :4] == 0.75)
    assert np.allclose(policies.sum(axis=1), 1.0, atol=1e-5)
    # every sampled position, mirrored back or not, is one of the stored ones
    stored = {(p.tobytes(), q.tobytes()) for p, q in zip(buffer.planes, buffer.policies, strict=True)}
    for p, q, w in zip(planes, policies, widths.astype(int), strict=True):
        q = q.copy()
        p4 = p.copy()
        p4[4] *= 4
        raw, back = p4.astype(np.uint8), p4.copy()
        back[..., :w] = back[..., w - 1::-1]
        flipped = q.copy()
        flipped[:w] = q[w - 1::-1]
        assert ((raw.tobytes(), q.tobytes()) in stored
                or (back.astype(np.uint8).tobytes(), flipped.astype(np.float32).tobytes()) in stored)


def test_a_mixture_needs_a_padded_frame_that_holds_every_board():
    with pytest.raises(ValueError, match="padded"):
        AlphaZeroConfig(boards=((6, 7, 4, 1.0), (5, 4, 3, 1.0)))
    with pytest.raises(ValueError, match="does not fit"):
        AlphaZeroConfig(boards=((6, 7, 4, 1.0), (7, 8, 4, 1.0)), net=NetConfig(padded=True))
    config = AlphaZeroConfig(boards=((6, 7, 4, 1.0), (7, 8, 4, 1.0)), net=NetConfig(rows=7, columns=8, padded=True))
    assert AlphaZeroConfig.from_dict(json.loads(json.dumps(config.to_dict()))) == config


def test_a_tiny_mixed_run_through_the_cli_then_its_packaged_file(tmp_path):
    out = tmp_path / "run"
    proc = run("train", "alphazero", "--json", "--preset", "tiny", "--boards", "6x7x4:2,5x4x3,6x5x4", "--out", str(out),
               "--iterations", "2", "--set", "selfplay.carry_over=true")
    assert proc.returncode == 0, proc.stderr
    metrics = [json.loads(line) for line in (out / "metrics.jsonl").read_text().splitlines()]
    assert len(metrics) == 2
    played = {b: sum(m.get(f"games_{b}", 0) for m in metrics) for b in ("6x7x4", "5x4x3", "6x5x4")}
    # the mixture's games played to their end in each chunk (carry_over is one board's), its shares exact
    boards = ((6, 7, 4, 2.0), (5, 4, 3, 1.0), (6, 5, 4, 1.0))
    assert list(played.values()) == (assign(boards, 0, 4) + assign(boards, 4, 4)).tolist()
    assert all(m["replay_positions"] > 0 for m in metrics)
    assert all(any(k.startswith("gate_score_") for k in m) for m in metrics)
    # the baselines are played on every board of the mixture (the tiny preset evaluates each iteration)
    assert {"score_vs_random", "score_vs_random_5x4x3", "score_vs_random_6x5x4"} <= set(metrics[-1])
    data = torch.load(out / "best.pt", weights_only=False)
    assert data["net"]["padded"] and (data["net"]["rows"], data["net"]["columns"]) == (6, 7)
    assert [tuple(b) for b in data["config"]["boards"]] == [(6, 7, 4, 2.0), (5, 4, 3, 1.0), (6, 5, 4, 1.0)]
    main = tmp_path / "main.py"
    proc = run("package", str(out / "best.pt"), "--out", str(main), "--search", "simulations=8", "--no-validate")
    assert proc.returncode == 0, proc.stderr
    header = " ".join(main.read_text()[:6000].split())
    assert "Boards: trained on 6x7x4 50%, 5x4x3 25%, 6x5x4 25%" in header and "6x7 frame" in header
    assert "Training: connectx train alphazero" in header and "rows=" not in header  # the mixture, not one board
    # the file plays a trained board of another size through kaggle-environments' own loader
    from kaggle_environments import make

    env = make("connectx", configuration={"rows": 5, "columns": 4, "inarow": 3}, debug=True)
    steps = env.run([str(main), "random"])
    assert [s["status"] for s in steps[-1]] == ["DONE", "DONE"]


@pytest.mark.parametrize("args, message", [(("--boards", "64x4x4"), "at most 63"), (("--boards", "kagle"), "RxCxK")])
def test_bad_mixtures_are_one_line_and_exit_2(tmp_path, args, message):
    proc = run("train", "alphazero", "--json", "--preset", "tiny", "--out", str(tmp_path / "run"), *args)
    assert proc.returncode == 2 and message in proc.stderr and "Traceback" not in proc.stderr
    assert not (tmp_path / "run").exists()


def test_boards_cannot_change_on_resume(tmp_path):
    proc = run("train", "alphazero", "--json", "--preset", "tiny", "--out", str(tmp_path / "run"), "--resume",
               "--boards", "kaggle")
    assert proc.returncode == 2 and "--boards" in proc.stderr


def test_positions_of_every_board_are_searched_with_the_network(tiny_weights):
    from agents.nn import load_network

    network = load_network(tiny_weights)
    for board in ((5, 4, 3), (7, 8, 5), (10, 12, 5)):
        pos = Position(geometry(*board))
        assert network.fits(pos)
        priors, values = network.evaluate_batch([pos])
        assert priors.shape == (1, board[1]) and abs(float(values[0])) <= 1


def test_bench_selfplay_over_a_mixture(tmp_path):
    proc = run("bench", "selfplay", "--preset", "tiny", "--seconds", "0.5", "--boards", "6x7x4:2,5x4x3,10x12x5",
               "--net", "1x6", "--out", str(tmp_path))
    assert proc.returncode == 0, proc.stderr
    figures = json.loads(proc.stdout.strip().splitlines()[-1])
    assert figures["frame"] == "10x12" and figures["boards"] == "6x7x4 50%, 5x4x3 25%, 10x12x5 25%"
    assert figures["net"] == "1x6"
    # one whole chunk (twice the 4 games in flight) with the trees alone
    assert 1 <= figures["mixture_tree_chunk_mean_batch"] <= 4 * 4 and figures["mixture_tree_chunk_calls"] > 1
    assert figures["mixture_ratio_vs_one_board"] == pytest.approx(figures["mixture_simulations_per_s"]
                                                                  / figures["frame_one_board_simulations_per_s"])
    assert 1 <= figures["mixture_mean_batch"] <= 4 * 4 and 1 <= figures["frame_one_board_mean_batch"] <= 4 * 4
    assert json.loads((tmp_path / "selfplay.json").read_text()) == figures


def test_random_openings_go_on_and_hand_no_win_at_once():
    import random as stdlib_random

    from evaluation.sizes import random_opening
    from training.alphazero.boards import parse_sizes

    rng = stdlib_random.Random(0)
    for geo in parse_sizes("5x4x3,10x12x5"):
        for _ in range(20):
            pos = random_opening(geo, 3, rng)
            assert pos.ply == 3 and not pos.is_terminal()
            assert not any(pos.is_winning_move(c) for c in pos.legal_moves())
    with pytest.raises(ValueError, match="RxCxK"):
        parse_sizes("7x8")


def test_bench_sizes_through_the_cli(tmp_path):
    """Both seats from each opening, per board; a perfect-ish player beats random on 5x4x3."""
    proc = run("bench", "sizes", "--players", "minimax:depth=4", "random", "--boards", "5x4x3,8x9x5",
               "--games", "4", "--seed", "3", "--out", str(tmp_path))
    assert proc.returncode == 0, proc.stderr
    figures = json.loads((tmp_path / "sizes.json").read_text())
    assert figures["seed"] == 3  # the openings can be played again
    rows = {r["board"]: r for r in figures["boards"]}
    assert set(rows) == {"5x4x3", "8x9x5"}
    for row in rows.values():
        assert row["games"] == 4 and row["wins"] + row["draws"] + row["losses"] == 4
        assert sum(row["first"]) == sum(row["second"]) == 2 and row["a_mean_move_s"] > 0
    assert rows["5x4x3"]["score"] >= 0.75
    proc = run("bench", "sizes", "--players", "random", "--out", str(tmp_path))
    assert proc.returncode == 2 and "two --players" in proc.stderr


def test_parity_is_checked_on_the_boards_the_network_was_trained_on(tmp_path):
    """A padded network whose frame (5x6) cannot hold 6x7: validation compares numpy and torch on
    5x4x3 and 5x6x4 positions."""
    from packager.validate import Report, parities
    from training.nets.checkpoint import save_checkpoint

    path, main = str(tmp_path / "net.pt"), str(tmp_path / "main.py")
    model = randomised_net(NetConfig(rows=5, columns=6, blocks=1, filters=8, padded=True))
    save_checkpoint(path, model, "alphazero", {"boards": [[5, 4, 3, 1.0], [5, 6, 4, 1.0]]}, 1)
    proc = run("package", path, "--out", main, "--search", "simulations=8", "--no-validate")
    assert proc.returncode == 0, proc.stderr
    report = Report(main)
    parities(report, main, path, None, "float32")
    (check,) = report.checks
    assert check.ok and "1000 positions of 5x4x3, 5x6x4" in check.detail, check.detail
    assert report.figures["parity_policy"] < 1e-4


def _two_checkpoints(tmp_path) -> tuple[str, str]:
    """A 6x7 network (trained on 6x7 alone) and a padded 7x8 one (trained on a mixture)."""
    from training.nets.checkpoint import save_checkpoint

    single, mixed = str(tmp_path / "single.pt"), str(tmp_path / "mixed.pt")
    torch.manual_seed(1)
    save_checkpoint(single, randomised_net(NetConfig(blocks=1, filters=8)), "alphazero", {"inarow": 4}, 3)
    save_checkpoint(mixed, randomised_net(NetConfig(rows=7, columns=8, blocks=1, filters=6, padded=True)),
                    "alphazero", {"boards": [[6, 7, 4, 2.0], [5, 4, 3, 1.0], [7, 8, 4, 1.0]]}, 5)
    return single, mixed


def test_networks_evaluate_each_board_with_the_first_network_that_fits(tmp_path):
    from agents.nn import Networks, load_network
    from training.nets.checkpoint import load_checkpoint

    single, mixed = _two_checkpoints(tmp_path)
    first, second = (load_network(export_arrays(load_checkpoint(p)[0])) for p in (single, mixed))
    both = Networks([first, second])
    for board, expected in (((6, 7, 4), first), ((5, 4, 3), second), ((7, 8, 4), second), ((6, 5, 4), second)):
        positions = random_positions(5, geometry(*board), seed=2)
        assert both.network_for(positions[0]) is expected and both.fits(positions[0])
        got, want = both.evaluate_batch(positions), expected.evaluate_batch(positions)
        assert np.array_equal(got[0], want[0]) and np.array_equal(got[1], want[1])
    too_big = Position(geometry(8, 9, 5))
    assert not both.fits(too_big) and both.network_for(too_big) is None
    with pytest.raises(ValueError, match="no network here can evaluate a 8x9 board"):
        both.evaluate_batch([too_big])
    with pytest.raises(ValueError, match="at least one"):
        Networks([])


def test_a_file_of_two_networks_keeps_6x7_for_the_first_and_plays_other_boards_with_the_second(tmp_path):
    from kaggle_environments import make

    from packager.loader import load
    from packager.validate import Report, parities

    single, mixed = _two_checkpoints(tmp_path)
    main = str(tmp_path / "main.py")
    proc = run("package", single, "--other-boards", mixed, "--out", main, "--search", "simulations=8",
               "--quantize", "none", "--no-validate")
    assert proc.returncode == 0, proc.stderr
    text = open(main).read()
    header = " ".join(text[:8000].split())
    assert "AlphaZero network 1x8 (alphazero, iteration 3) and 1x6 for other boards" in header
    assert "Other boards: every board the first network does not fit goes to a second network" in header
    assert "input 7x8 padded" in header and "Boards: trained on 6x7x4 50%, 5x4x3 25%, 7x8x4 25%" in header
    assert "--other-boards OTHER" in header and "other boards' weights sha256:" in header
    network = load(main)["network"]
    assert [(n.rows, n.columns, n.padded) for n in network.networks] == [(6, 7, False), (7, 8, True)]
    report = Report(main)
    parities(report, main, single, mixed, "none")
    assert [c.name for c in report.checks] == ["parity (numpy vs torch)",
                                               "parity of the other boards (numpy vs torch)"]
    assert all(c.ok for c in report.checks), report.checks
    assert max(report.figures["parity_policy"], report.figures["parity_policy_other_boards"]) < 1e-5
    # the loader's file on a board only the second network takes
    env = make("connectx", configuration={"rows": 5, "columns": 4, "inarow": 3}, debug=True)
    steps = env.run([main, "random"])
    assert [s["status"] for s in steps[-1]] == ["DONE", "DONE"]


@pytest.mark.parametrize("other, message", [("single", "would play no board"), ("missing", "missing.pt")])
def test_a_second_network_that_plays_no_board_is_refused(tmp_path, other, message):
    single, _ = _two_checkpoints(tmp_path)
    main = tmp_path / "main.py"
    mine = '"""the user\'s file, an earlier build\nconnectx commit: 0123abc\n"""\n'
    main.write_text(mine)
    path = single if other == "single" else str(tmp_path / "missing.pt")
    proc = run("package", single, "--other-boards", path, "--out", str(main), "--no-validate")
    assert proc.returncode == 2 and message in proc.stderr and "Traceback" not in proc.stderr
    assert main.read_text() == mine


def test_a_file_of_two_networks_runs_both_in_onnxruntime_and_falls_back_to_numpy(tmp_path, monkeypatch):
    import sys

    from packager.build import write
    from packager.loader import load
    from packager.network import checkpoint_build
    from packager.validate import Report, parities

    single, mixed = _two_checkpoints(tmp_path)
    build, _ = checkpoint_build(single, "simulations=8", backend="onnxruntime", other_boards=mixed)
    path = str(tmp_path / "main.py")
    write(build, path)
    networks = load(path)["network"].networks
    assert [type(n).__name__ for n in networks] == ["OnnxNetwork", "OnnxNetwork"]
    report = Report(path)
    parities(report, path, single, mixed, "uint16")
    assert report.ok and max(report.figures["parity_onnx"], report.figures["parity_onnx_other_boards"]) <= 1e-4
    monkeypatch.setitem(sys.modules, "onnxruntime", None)  # import now fails, as on Kaggle
    namespace = load(path)
    assert [type(n).__name__ for n in namespace["network"].networks] == ["Network", "Network"]
    move = namespace["agent"]({"board": [0] * 20, "mark": 1, "remainingOverageTime": 60},
                              {"rows": 5, "columns": 4, "inarow": 3, "actTimeout": 2})
    assert type(move) is int and 0 <= move < 4
