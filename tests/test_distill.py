"""Distillation from exact labels: targets, a run through the CLI, resume, bad input."""

import copy
import json

import numpy as np
import pytest
import torch

from agents.board import Position, geometry
from agents.encoding import encode
from tests.helpers import random_positions, run
from training.alphazero.distill import (
    ANSWERS,
    DistillConfig,
    DistillTrainer,
    file_sha256,
    read_answers,
    save_answers,
    targets,
    teacher_answers,
    teacher_targets,
)
from training.alphazero.loss import alphazero_loss
from training.alphazero.replay import ReplayBuffer
from training.alphazero.selfplay.records import GameRecord
from training.exact.labels import FULL, LabelConfig, label
from training.nets.checkpoint import load_checkpoint
from training.nets.model import NetConfig, PolicyValueNet


def test_targets_from_scores():
    scores = np.array([[3, 3, -2, FULL, 0, -5, 1], [-4, -4, -4, -4, -4, -4, -6]], dtype=np.int8)
    plies = np.array([20, 30])
    pi, z, optimal = targets(scores, plies, 42, DistillConfig())
    assert np.allclose(pi[0], [0.5, 0.5, 0, 0, 0, 0, 0]) and np.allclose(pi[1, :6], 1 / 6) and pi[1, 6] == 0
    assert list(z) == [1.0, -1.0] and optimal[0].tolist() == [True, True] + [False] * 5
    pi, z, _ = targets(scores, plies, 42, DistillConfig(policy_target="softmax", value_target="distance"))
    assert np.isclose(pi[0].sum(), 1) and pi[0, 3] == 0 and pi[0, 0] > pi[0, 6] > pi[0, 4] > pi[0, 2] > 0
    assert np.isclose(z[0], 3 / 11) and np.isclose(z[1], -4 / 6)
    with pytest.raises(ValueError, match="policy_target"):
        DistillConfig(policy_target="best")


def test_distill_cli_trains_resumes_and_packages(tmp_path):
    data = str(tmp_path / "labels.sqlite")
    label(LabelConfig(min_ply=22, players=("perfect:noise=0.3", "random"), table_size=100003), data, games=6,
          progress=lambda _: None)
    out = tmp_path / "distill"
    common = ("train", "distill", "--json", "--data", data, "--out", str(out))
    proc = run(*common, "--epochs", "2", "--device", "cpu")
    assert proc.returncode == 0, proc.stderr
    first = json.loads(proc.stdout.strip().splitlines()[-1])
    assert first["epoch"] == 2 and 0 <= first["val_top_move_optimal"] <= 1
    assert json.loads((out / "config.json").read_text())["epochs"] == 2  # the run's own, not the default
    assert run(*common, "--epochs", "3").returncode == 2  # the folder holds a run
    with open(out / "metrics.jsonl", "a") as f:
        f.write('{"epoch": 3, "loss_va')  # a kill mid-line, after the checkpoint of epoch 2
    proc = run(*common, "--epochs", "3", "--resume")
    assert proc.returncode == 0, proc.stderr
    assert "torn" in proc.stderr and json.loads(proc.stdout.strip().splitlines()[-1])["epoch"] == 3
    assert json.loads((out / "config.json").read_text())["epochs"] == 3
    lines = (out / "metrics.jsonl").read_text().splitlines()
    assert [json.loads(line)["epoch"] for line in lines] == [1, 2, 3]
    proc = run("export", str(out / "best.pt"), "--out", str(tmp_path / "d.npz"))
    assert proc.returncode == 0, proc.stderr
    proc = run("play", f"alphazero:weights={tmp_path / 'd.npz'},simulations=20", "random")
    assert proc.returncode == 0, proc.stderr
    assert run("train", "distill", "--json", "--out", str(tmp_path / "x")).returncode == 2  # no --data


def _tiny_run(tmp_path, name, *settings):
    out = tmp_path / name
    proc = run("train", "alphazero", "--json", "--preset", "tiny", "--out", str(out), "--iterations", "3", *settings)
    assert proc.returncode == 0, proc.stderr
    return out


def _window(tmp_path) -> str:
    """A replay window of 42 positions, two of them the same (a full column)."""
    column = Position(geometry())
    for _ in range(6):
        column = column.child(3)  # a full column
    positions = [*random_positions(40, seed=3), column, column]
    buffer = ReplayBuffer(100)
    buffer.add([GameRecord(encode(positions), np.full((42, 7), 1 / 7, np.float32), np.zeros(42, np.float32),
                           [0] * 42, 0)])
    window = str(tmp_path / "window.npz")
    buffer.save(window)
    return window


def test_a_teachers_answers_on_replay_positions(tmp_path):
    """Each position once (two windows of the same games give the same positions), the teacher's
    own policy over the legal columns and its win/draw/loss probabilities as the targets."""
    out = _tiny_run(tmp_path, "teacher", "--set", "net.wdl=true")
    window = _window(tmp_path)
    answers = teacher_answers([window], [str(out / "best.pt")], torch.device("cpu"), batch=7)
    data = teacher_targets(answers)
    assert len(np.unique(ReplayBuffer.load(window).planes.reshape(42, -1), axis=0)) == len(data["x"]) <= 41
    assert answers["teachers"].tolist() == [file_sha256(str(out / "best.pt"))]
    twice = teacher_targets(teacher_answers([window, window], [str(out / "best.pt")], torch.device("cpu")))
    assert np.array_equal(twice["x"], data["x"]) and np.allclose(twice["pi"], data["pi"], atol=1e-6)
    teacher, _ = load_checkpoint(str(out / "best.pt"), torch.device("cpu"))
    teacher.eval()
    with torch.no_grad():
        heads = teacher.heads(torch.from_numpy(data["x"]).float())
    full = (data["x"][:, 0, 0, :] + data["x"][:, 1, 0, :]) > 0
    assert full.any() and np.all(data["pi"][full] == 0) and np.allclose(data["pi"].sum(axis=1), 1, atol=1e-5)
    legal_logits = heads["policy"].masked_fill(torch.from_numpy(full), -torch.inf)
    assert np.allclose(data["pi"], torch.softmax(legal_logits, 1).numpy(), atol=1e-5)
    assert np.allclose(data["wdl"], torch.softmax(heads["wdl"], 1).numpy(), atol=1e-5)
    assert np.allclose(data["z"], data["wdl"][:, 0] - data["wdl"][:, 2])
    assert np.array_equal(data["optimal"].argmax(axis=1), data["pi"].argmax(axis=1)) and data["optimal"].sum() == len(
        data["x"])


def test_an_ensembles_answers_averaged_and_reused_by_each_teachers_hash(tmp_path):
    """Two teachers (one with a scalar value head) averaged with their weights; an answers file
    given as the data reuses the answers of the teachers it holds and asks only the others."""
    one = str(_tiny_run(tmp_path, "one", "--set", "net.wdl=true") / "best.pt")
    two = str(_tiny_run(tmp_path, "two", "--set", "net.filters=12", "--set", "seed=5") / "best.pt")
    window = _window(tmp_path)
    answers = teacher_answers([window], [one, two], torch.device("cpu"))
    window_x = answers["x"]
    alone = [teacher_targets(teacher_answers([window], [t], torch.device("cpu"))) for t in (one, two)]
    mixed = teacher_targets(answers, (3.0, 1.0))
    for name in ("pi", "wdl", "z"):
        assert np.allclose(mixed[name], 0.75 * alone[0][name] + 0.25 * alone[1][name], atol=1e-6)
    assert not np.allclose(alone[0]["pi"], alone[1]["pi"], atol=1e-3)  # two different teachers
    assert np.allclose(teacher_targets(answers)["pi"], (alone[0]["pi"] + alone[1]["pi"]) / 2, atol=1e-6)
    marked = {**answers, "pi": np.full_like(answers["pi"], 0.5)}  # answers no teacher would give
    kept = str(tmp_path / ANSWERS)
    save_answers(kept, {k: v[:1] if k in ("teachers", "pi", "wdl") else v for k, v in marked.items()})
    again = teacher_answers([kept], [two, one], torch.device("cpu"))
    assert np.allclose(again["pi"][1], 0.5)  # the first teacher's, read back by its hash
    assert np.allclose(again["pi"][0], answers["pi"][1], atol=1e-6)  # the second's, asked
    assert again["teachers"].tolist() == [file_sha256(two), file_sha256(one)]
    (tmp_path / "run").mkdir()
    run_kept = str(tmp_path / "run" / ANSWERS)  # a run killed after the first teacher had answered
    save_answers(run_kept, {k: v[:1] if k in ("teachers", "pi", "wdl") else v for k, v in marked.items()})
    begun_again = teacher_answers([window], [one, two], torch.device("cpu"), keep=run_kept)
    assert np.allclose(begun_again["pi"][0], 0.5)  # read back, not asked again
    assert np.allclose(begun_again["pi"][1], answers["pi"][1], atol=1e-6)
    assert read_answers(run_kept)["teachers"].tolist() == [file_sha256(one), file_sha256(two)]  # both kept now
    other = {**marked, "x": marked["x"][1:], "pi": marked["pi"][:, 1:], "wdl": marked["wdl"][:, 1:]}
    save_answers(run_kept, other)  # answers to other positions: not taken
    fresh = teacher_answers([window], [one], torch.device("cpu"), keep=run_kept)
    assert np.allclose(fresh["pi"][0], answers["pi"][0], atol=1e-6)
    assert len(read_answers(run_kept)["x"]) == len(window_x)
    np.save(tmp_path / "array.npy", np.zeros(3))
    for foreign in (window, tmp_path / "one" / "config.json", tmp_path / "array.npy"):
        assert read_answers(str(foreign)) is None
    with pytest.raises(ValueError, match="alone"):
        teacher_answers([kept, window], [one], torch.device("cpu"))
    with pytest.raises(ValueError, match="one positive weight a teacher"):
        DistillConfig(teachers=(one, two), teacher_weights=(1.0,))
    legacy = {**DistillConfig().to_dict(), "teacher": one}  # a run's config before ensembles
    del legacy["teachers"], legacy["teacher_weights"]
    assert DistillConfig.from_dict(legacy).teachers == (one,)


def test_distill_from_a_teacher_through_the_cli_resumes_without_it(tmp_path):
    teacher = _tiny_run(tmp_path, "teacher", "--set", "net.wdl=true", "--set", "net.filters=12")
    student = _tiny_run(tmp_path, "student")  # another architecture, a scalar value head
    out = tmp_path / "distilled"
    common = ("train", "distill", "--json", "--teacher", str(tmp_path / "t.pt"), str(student / "best.pt"),
              "--data", str(teacher / "replay.npz"), str(student / "replay.npz"), "--out", str(out), "--device", "cpu")
    (tmp_path / "t.pt").write_bytes((teacher / "best.pt").read_bytes())
    proc = run(*common, "--teacher-weights", "2", "1", "--init", str(student / "best.pt"), "--epochs", "4",
               "--learning-rate", "0.0005", "--batch-size", "16", "--validation", "0.25")
    assert proc.returncode == 0, proc.stderr
    last = json.loads(proc.stdout.strip().splitlines()[-1])
    assert last["epoch"] == 4 and 0 <= last["val_top_move_teacher"] <= 1
    assert "position/s" in proc.stderr  # the teachers asked, their progress shown
    config = json.loads((out / "config.json").read_text())
    assert config["teacher_weights"] == [2.0, 1.0] and config["batch_size"] == 16 and config["validation"] == 0.25
    rates = [json.loads(line)["learning_rate"] for line in (out / "metrics.jsonl").read_text().splitlines()]
    assert rates[0] == 0.0005 and rates[-1] == pytest.approx(0.00005)  # the last 30% of the steps at a tenth
    assert read_answers(str(out / ANSWERS))["pi"].shape[0] == 2
    (tmp_path / "t.pt").unlink()  # the answers are kept: a resumed run does not ask again
    proc = run(*common, "--epochs", "5", "--resume")
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout.strip().splitlines()[-1])["epoch"] == 5
    proc = run("export", str(out / "best.pt"), "--out", str(tmp_path / "d.npz"))
    assert proc.returncode == 0, proc.stderr
    proc = run("train", "distill", "--json", "--teacher", str(student / "best.pt"), "--data", str(out / ANSWERS),
               "--out", str(tmp_path / "again"), "--epochs", "1", "--device", "cpu", "--net", "2x8")  # answers as data
    assert proc.returncode == 0, proc.stderr
    assert "position/s" not in proc.stderr  # no teacher asked: the kept answers' progress bar never shows
    shape = load_checkpoint(str(tmp_path / "again" / "best.pt"), torch.device("cpu"))[0].config
    assert (shape.blocks, shape.filters, shape.wdl) == (2, 8, True)  # the student's shape from --net
    for clash in (("--init", str(student / "best.pt")), ("--resume",)):
        proc = run("train", "distill", "--json", "--teacher", str(student / "best.pt"), "--data", str(out / ANSWERS),
                   "--out", str(tmp_path / "again"), "--net", "2x8", *clash)
        assert proc.returncode == 2 and "--net sets up a new student" in proc.stderr and "Traceback" not in proc.stderr
    proc = run("train", "distill", "--json", "--teacher", str(student / "best.pt"), "--teacher-weights", "1", "2",
               "--data", str(out / ANSWERS), "--out", str(tmp_path / "bad-weights"))
    assert proc.returncode == 2 and "teacher_weights" in proc.stderr and "Traceback" not in proc.stderr


def test_a_distillation_epoch_is_adams_steps_on_the_teachers_targets_half_mirrored(tmp_path):
    """The trainer's epoch against the loss and Adam written out: its batches in the epoch's order,
    half of each batch's positions mirrored (their policies too), the rate at a tenth for the last
    30% of the steps, the teacher's win/draw/loss as the value target."""
    teacher = _tiny_run(tmp_path, "teacher", "--set", "net.wdl=true")
    config = DistillConfig(net=NetConfig(blocks=1, filters=8, value_hidden=8, wdl=True), epochs=1, batch_size=8,
                           validation=0.0, teachers=(str(teacher / "best.pt"),))
    trainer = DistillTrainer(config, [str(teacher / "replay.npz")], str(tmp_path / "distilled"), device="cpu")
    twin = copy.deepcopy(trainer.model).train()
    metrics = trainer.run()
    data, rng = trainer.data, np.random.default_rng([config.seed, 0])
    order = rng.permutation(len(data["x"]))
    per_epoch = len(order) // 8
    optimizer = torch.optim.Adam(twin.parameters(), lr=config.learning_rate)
    values = []
    for b in range(per_epoch):
        for group in optimizer.param_groups:
            group["lr"] = config.learning_rate * (0.1 if b >= 0.7 * per_epoch else 1.0)
        rows = order[b * 8:(b + 1) * 8]
        x, pi = torch.from_numpy(data["x"][rows]).float(), torch.from_numpy(data["pi"][rows])
        flip = torch.from_numpy(rng.random(8) < 0.5)
        x, pi = torch.where(flip[:, None, None, None], x.flip(3), x), torch.where(flip[:, None], pi.flip(1), pi)
        loss, terms = alphazero_loss(twin, twin.heads(x), pi, torch.from_numpy(data["z"][rows]), config.l2,
                                     wdl=torch.from_numpy(data["wdl"][rows]))
        optimizer.zero_grad(set_to_none=True)
        loss.backward()
        optimizer.step()
        values.append(float(terms["value"].detach()))
    assert per_epoch >= 5 and metrics["train_steps_per_s"] > 0
    assert all(torch.allclose(a, b, atol=1e-6) for a, b in zip(trainer.model.state_dict().values(),
                                                               twin.state_dict().values(), strict=True))
    assert metrics["loss_value"] == pytest.approx(np.mean(values), rel=1e-5)
    assert metrics["learning_rate"] == pytest.approx(config.learning_rate / 10)


def test_distill_from_a_teacher_refuses_what_is_not_a_replay_window(tmp_path):
    teacher = _tiny_run(tmp_path, "teacher")
    labels = tmp_path / "labels.sqlite"
    label(LabelConfig(min_ply=30, players=("random", "random"), table_size=1009), str(labels), games=1,
          progress=lambda _: None)
    np.save(tmp_path / "array.npy", np.zeros(3))
    for data in (labels, teacher / "config.json", tmp_path / "array.npy"):
        out = tmp_path / f"bad-{data.name}"
        proc = run("train", "distill", "--json",
                   "--teacher", str(teacher / "best.pt"), "--data", str(data), "--out", str(out))
        assert proc.returncode == 2 and "replay buffer" in proc.stderr and "Traceback" not in proc.stderr
        assert not (out / "latest.pt").exists() and not (out / "config.json").exists()
    proc = run("train", "distill", "--json", "--data", str(labels), str(labels), "--out", str(tmp_path / "two"))
    assert proc.returncode == 2 and "one label store" in proc.stderr


def test_a_wdl_target_replaces_the_results():
    model = PolicyValueNet(NetConfig(blocks=1, filters=8, wdl=True))
    heads = model.heads(torch.zeros(2, 3, 6, 7))
    pi, z = torch.full((2, 7), 1 / 7), torch.tensor([1.0, 0.0])
    one_hot = torch.tensor([[1.0, 0, 0], [0, 1.0, 0]])
    assert torch.isclose(alphazero_loss(model, heads, pi, z, 0.0)[1]["value"],
                         alphazero_loss(model, heads, pi, z, 0.0, wdl=one_hot)[1]["value"])
    soft = torch.tensor([[0.5, 0.25, 0.25], [0.1, 0.1, 0.8]])
    want = -(soft * torch.log_softmax(heads["wdl"], 1)).sum(1).mean()
    assert torch.isclose(alphazero_loss(model, heads, pi, z, 0.0, wdl=soft)[1]["value"], want)
