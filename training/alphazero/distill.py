"""Distillation: the AlphaZero network family trained on exact labels (``connectx label``), or on
a teacher network's answers (a bigger network into one a submission can carry).

Targets, from each position's column scores (see :mod:`training.exact.labels`):
- policy: ``optimal`` puts equal mass on every column with the best score; ``softmax`` is
  ``softmax(score / temperature)`` over the open columns (a faster win, or a slower loss, gets more);
- value, for the side to move: ``outcome`` is the sign of the best score (win 1, draw 0, loss -1);
  ``distance`` is the best score divided by the largest score possible on the board (a win sooner
  is worth more), in [-1, 1].

With ``teachers`` (Hinton, Vinyals and Dean 2015, "Distilling the Knowledge in a Neural
Network", section 2: one network or the average of an ensemble's), the positions are those of
AlphaZero runs' replay windows (their ``replay.npz``), each once, and the targets the teachers'
answers averaged with ``teacher_weights``: their policies over the legal columns, and their
win/draw/loss probabilities (the cross entropy against them, for a student with a win/draw/loss
head; else their value, ``P(win) - P(loss)``). Each teacher answers once: the answers are kept in
the run's folder (``teacher-answers.npz``, each teacher's by its file's sha256), so a resumed run
does not ask again, and another run given that file as its data asks only the teachers it lacks.

The loss is the AlphaZero loss as Cej uses it (:func:`training.alphazero.loss.alphazero_loss`),
with Adam, the positions and their mirror images (with a teacher, each batch mirrors half its
positions), and a held-out share for validation; each step is AlphaZero's training step
(:class:`training.alphazero.training_step.TrainingStep`: on CUDA replayed from a CUDA graph with
``train_graphs``).
Checkpoints are the same format as AlphaZero's (kind ``distill``), so ``connectx export`` and
``connectx package`` take them unchanged; ``--init`` starts from another checkpoint (an AlphaZero
network, say). Each epoch writes ``latest.pt`` (atomically), ``best.pt`` when the validation
top-move accuracy improves, and a line of ``metrics.jsonl``; ``--resume`` continues after the last
finished epoch.
"""

from __future__ import annotations

import os
import time
import zipfile
from dataclasses import asdict, dataclass, field, replace
from typing import Any

import numpy as np
import torch
from tqdm import tqdm

from agents.board import Position, geometry
from agents.encoding import encode
from durable.files import append_jsonl, atomic_path, file_sha256, sweep, write_json
from durable.run_folder import RunFolder
from training.alphazero.loss import alphazero_loss, wdl_of
from training.alphazero.replay import ReplayBuffer
from training.alphazero.training_step import TrainingStep, graphed, load_optimizer_state, set_capturable
from training.exact.labels import FULL, LabelConfig, LabelStore
from training.nets.checkpoint import CheckpointError, load_checkpoint, save_checkpoint
from training.nets.device import choose_device
from training.nets.model import NetConfig, PolicyValueNet
from training.runio import repair_metrics


@dataclass(frozen=True)
class DistillConfig:
    """A distillation run; saved in every checkpoint."""

    net: NetConfig = field(default_factory=lambda: NetConfig(blocks=4, filters=48))
    """The architecture (the cpu AlphaZero preset's by default); ignored with ``init``."""
    epochs: int = 20
    batch_size: int = 256
    learning_rate: float = 1e-3
    """Adam's learning rate, multiplied by 0.1 after 70% of the run's training steps."""
    l2: float = 1e-4
    """c of the c ||theta||^2 term."""
    policy_target: str = "optimal"
    """'optimal' or 'softmax' (see the module docstring)."""
    temperature: float = 1.0
    """Of the softmax policy target, in score points."""
    value_target: str = "outcome"
    """'outcome' or 'distance'."""
    validation: float = 0.1
    """Share of the positions held out."""
    init: str | None = None
    """A checkpoint to start from (its architecture is used)."""
    teachers: tuple[str, ...] = ()
    """Checkpoints whose averaged answers are the targets, on the positions of replay windows (any
    architecture of the same board and planes: the ``gpu`` preset's 8x128, say); empty: exact labels."""
    teacher_weights: tuple[float, ...] = ()
    """One positive weight a teacher (normalised to sum to 1); empty: equal weights."""
    train_graphs: bool = False
    """Each training step (forward, loss, backward, Adam's update) replayed from one CUDA graph (the
    same updates, one launch instead of thousands of operators dispatched from Python); ignored off
    CUDA."""
    seed: int = 0

    def __post_init__(self):
        if self.policy_target not in ("optimal", "softmax"):
            raise ValueError(f"policy_target must be 'optimal' or 'softmax', got {self.policy_target!r}")
        if self.value_target not in ("outcome", "distance"):
            raise ValueError(f"value_target must be 'outcome' or 'distance', got {self.value_target!r}")
        if not 0.0 <= self.validation < 1.0:
            raise ValueError(f"validation must be in [0, 1), got {self.validation}")
        if self.batch_size < 1:
            raise ValueError(f"batch_size must be at least 1, got {self.batch_size}")
        if self.teacher_weights and (len(self.teacher_weights) != len(self.teachers)
                                     or min(self.teacher_weights) <= 0):
            raise ValueError(f"teacher_weights must be one positive weight a teacher ({len(self.teachers)}), "
                             f"got {list(self.teacher_weights)}")

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> DistillConfig:
        data = dict(data)
        if "teacher" in data:  # one teacher, as runs before ensembles kept it
            one = data.pop("teacher")
            data["teachers"] = [] if one is None else [one]
        return cls(**{**data, "net": NetConfig.from_dict(data["net"]), "teachers": tuple(data.get("teachers", ())),
                      "teacher_weights": tuple(data.get("teacher_weights", ()))})


def targets(scores: np.ndarray, plies: np.ndarray, cells: int, config: DistillConfig
            ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Policy and value targets from column scores.

    Args:
        scores: int8 ``(N, columns)``, -128 for a full column.
        plies: ``(N,)`` stones on the board.
        cells: rows * columns.

    Returns:
        ``(pi float32 (N, columns) summing to 1, z float32 (N,) in [-1, 1], optimal bool (N, columns))``.
    """
    legal = scores != FULL
    s = np.where(legal, scores.astype(np.float32), -np.inf)
    best = s.max(axis=1)
    optimal = legal & (s == best[:, None])
    if config.policy_target == "optimal":
        pi = optimal.astype(np.float32)
    else:
        pi = np.exp((s - best[:, None]) / config.temperature)
    pi /= pi.sum(axis=1, keepdims=True)
    if config.value_target == "outcome":
        z = np.sign(best)
    else:
        z = best / ((cells + 1 - plies) // 2)
    return pi.astype(np.float32), z.astype(np.float32), optimal


def load_dataset(path: str, config: DistillConfig) -> dict[str, np.ndarray]:
    """The label store as arrays, each position twice (itself and its mirror image):
    ``x`` float32 (N, planes, rows, columns), ``pi``, ``z``, ``optimal`` (see :func:`targets`),
    ``group`` (N,) the original row (a position and its mirror share it).

    Raises:
        ValueError: an empty or unreadable store.
    """
    store = LabelStore(path, LabelConfig())
    moves, scores = store.load()
    store.close()
    if not moves:
        raise ValueError(f"{path} holds no labelled positions")
    geo = geometry()
    positions = [Position.from_moves(m, geo) for m in moves]
    positions += [p.mirror() for p in positions]
    scores = np.concatenate([scores, scores[:, ::-1]])
    plies = np.array([p.ply for p in positions])
    pi, z, optimal = targets(scores, plies, geo.rows * geo.columns, config)
    group = np.concatenate([np.arange(len(moves))] * 2)
    return {"x": encode(positions), "pi": pi, "z": z, "optimal": optimal, "group": group}


ANSWERS = "teacher-answers.npz"
"""The file, in a run's folder, of its positions and its teachers' answers (:func:`teacher_answers`)."""


def read_answers(path: str) -> dict[str, np.ndarray] | None:
    """A teacher-answers file (:func:`teacher_answers`'s arrays, as :func:`save_answers` writes
    them), or None for any other file."""
    try:
        data = np.load(path, allow_pickle=False)
        if not isinstance(data, np.lib.npyio.NpzFile):  # one .npy array
            return None
        with data:
            if not {"x", "teachers", "pi", "wdl"} <= set(data.files):
                return None
            return {name: data[name] for name in ("x", "teachers", "pi", "wdl")}
    except (OSError, ValueError, EOFError, zipfile.BadZipFile):
        return None


def save_answers(path: str, answers: dict[str, np.ndarray]) -> None:
    """Write :func:`teacher_answers`'s arrays to ``path`` (atomically)."""
    with atomic_path(path, suffix=".npz") as tmp:
        np.savez(tmp, **answers)


def _ask(teacher: PolicyValueNet, x: np.ndarray, device: torch.device, batch: int, progress: bool, name: str
         ) -> tuple[np.ndarray, np.ndarray]:
    """One teacher's policy over the legal columns and win/draw/loss for the positions ``x``."""
    pi = np.zeros((len(x), x.shape[3]), np.float32)
    wdl = np.zeros((len(x), 3), np.float32)
    teacher.eval()
    with torch.inference_mode(), tqdm(total=len(x), desc=f"{name}'s answers", unit="position",
                                      disable=not progress, leave=False) as bar:
        for at in range(0, len(x), batch):
            bar.update(min(batch, len(x) - at))
            part = x[at:at + batch]
            heads = teacher.heads(torch.from_numpy(part).float().to(device))
            full = torch.from_numpy(part[:, 0, 0, :] + part[:, 1, 0, :] > 0).to(device)  # the top row taken
            pi[at:at + batch] = torch.softmax(heads["policy"].float().masked_fill(full, -torch.inf), 1).cpu().numpy()
            if "wdl" in heads:
                wdl[at:at + batch] = torch.softmax(heads["wdl"].float(), 1).cpu().numpy()
            else:
                wdl[at:at + batch] = wdl_of(torch.tanh(heads["value"].float())).cpu().numpy()
    return pi, wdl


def _positions(paths: list[str]) -> tuple[np.ndarray, dict[str, tuple[np.ndarray, np.ndarray]]]:
    """The distinct positions of replay windows, no answers; or one teacher-answers file's
    positions and answers (by teacher sha256)."""
    kept = [read_answers(path) for path in paths]
    if any(a is not None for a in kept):
        if len(paths) > 1:
            raise ValueError(f"a teacher-answers file is data alone, not with other files: {', '.join(paths)}")
        a = kept[0]
        return a["x"], {str(sha): (a["pi"][i], a["wdl"][i]) for i, sha in enumerate(a["teachers"])}
    windows = [ReplayBuffer.load(path).planes for path in paths]
    shapes = {w.shape[1:] for w in windows if len(w)}
    if len(shapes) > 1:
        raise ValueError(f"windows of different planes: {', '.join(paths)}")
    if not shapes:
        raise ValueError(f"no positions in {', '.join(paths)}")
    shape = shapes.pop()
    flat = np.concatenate([w for w in windows if len(w)]).reshape(-1, int(np.prod(shape)))
    return np.unique(flat, axis=0).reshape(-1, *shape), {}


def teacher_answers(paths: list[str], teachers: list[str] | tuple[str, ...], device: torch.device,
                    batch: int = 2048, progress: bool = False, keep: str | None = None) -> dict[str, np.ndarray]:
    """Teachers' answers on the positions of replay windows (:meth:`training.alphazero.replay.
    ReplayBuffer.save`'s files), each position once, or on those of one teacher-answers file (an
    earlier run's :data:`ANSWERS`), whose answers of the same teachers (by sha256) are reused.
    With ``keep``, a teacher-answers file written (atomically) as each teacher has answered, and
    read first where it holds the same positions: a run killed while the teachers answer asks
    again only those that had not.

    Returns:
        ``x`` uint8 planes ``(N, planes, rows, columns)``; ``teachers`` str ``(T,)`` each teacher
        file's sha256; ``pi`` float32 ``(T, N, columns)`` each teacher's policy over the legal
        columns; ``wdl`` float32 ``(T, N, 3)`` its win/draw/loss probabilities for the side to move
        (without such a head, :func:`training.alphazero.loss.wdl_of` its value). Teachers answer
        ``batch`` positions at a time on ``device`` (with ``progress``, a progress bar on stderr).

    Raises:
        ValueError: a file that is neither a replay window nor a teacher-answers file, an answers
            file beside other files, windows of other planes than a teacher takes, no positions,
            or a padded teacher (one board only).
        FileNotFoundError: no such teacher. CheckpointError: an unreadable teacher.
    """
    x, known = _positions(paths)
    kept = read_answers(keep) if keep is not None and os.path.exists(keep) else None
    if kept is not None and np.array_equal(kept["x"], x):
        for i, sha in enumerate(kept["teachers"]):
            known.setdefault(str(sha), (kept["pi"][i], kept["wdl"][i]))
    shas: list[str] = []

    def answers() -> dict[str, np.ndarray]:
        return {"x": x, "teachers": np.array(shas), "pi": np.stack([known[sha][0] for sha in shas]),
                "wdl": np.stack([known[sha][1] for sha in shas])}

    for path in teachers:
        sha = file_sha256(path)
        asked = sha not in known
        if asked:
            teacher, _ = load_checkpoint(path, device)
            if teacher.config.padded:
                raise ValueError(f"{path}: a padded teacher (several boards); distillation takes one board's networks")
            shape = (3, teacher.config.rows, teacher.config.columns)
            if x.shape[1:] != shape:
                raise ValueError(f"positions of planes {x.shape[1:]}, the teacher {path} takes {shape}")
            known[sha] = _ask(teacher, x, device, batch, progress, os.path.basename(path))
        shas.append(sha)
        if keep is not None and (asked or len(shas) == len(teachers)):
            save_answers(keep, answers())
    return answers()


def teacher_targets(answers: dict[str, np.ndarray], weights: list[float] | tuple[float, ...] = ()
                    ) -> dict[str, np.ndarray]:
    """The training targets of :func:`teacher_answers`'s answers, averaged over the teachers with
    ``weights`` (normalised; empty: equal): ``x`` the positions, ``pi`` float32 ``(N, columns)``,
    ``wdl`` float32 ``(N, 3)``, ``z`` float32 ``(N,)`` ``P(win) - P(loss)``, ``optimal`` bool
    ``(N, columns)`` the averaged policy's top column, ``group`` ``(N,)`` each position's own index."""
    w = np.ones(len(answers["teachers"])) if not len(weights) else np.asarray(weights, np.float64)
    w = (w / w.sum()).astype(np.float32)
    pi = np.tensordot(w, answers["pi"], axes=1)
    wdl = np.tensordot(w, answers["wdl"], axes=1)
    optimal = np.zeros(pi.shape, bool)
    optimal[np.arange(len(pi)), pi.argmax(axis=1)] = True
    return {"x": answers["x"], "pi": pi, "wdl": wdl, "z": wdl[:, 0] - wdl[:, 2], "optimal": optimal,
            "group": np.arange(len(pi))}


class DistillTrainer:
    """One run in ``out_dir``; :meth:`run` trains and returns the last epoch's metrics.

    Raises:
        FileExistsError: ``out_dir`` holds a run and ``resume`` is False.
        CheckpointError: a missing or mismatched checkpoint (``resume`` or ``init``).
    """

    def __init__(self, config: DistillConfig, data_path: str | list[str], out_dir: str, resume: bool = False,
                 device: str = "auto", epochs: int | None = None):
        self.out = out_dir
        self.latest, self.best_path = os.path.join(out_dir, "latest.pt"), os.path.join(out_dir, "best.pt")
        self.metrics_path = os.path.join(out_dir, "metrics.jsonl")
        self.device = choose_device(device)
        self.folder = RunFolder(out_dir, "distill", resume, "latest.pt")  # checked, locked and marked
        sweep(out_dir)  # temporary files a kill left after the run's last write
        self.best_accuracy = -1.0
        if resume:
            self.model, data = load_checkpoint(self.latest, self.device)
            if data["kind"] != "distill":
                raise CheckpointError(f"{self.latest} was written by the {data['kind']} trainer, not distill")
            self.config = DistillConfig.from_dict(data["config"])
            self.epoch = data["iteration"]
            self.best_accuracy = float(data["metrics"].get("best_accuracy", -1.0))
            repair_metrics(self.metrics_path, "epoch", self.epoch, data["metrics"])
        else:
            self.config = config
            torch.manual_seed(config.seed)
            if config.init:
                self.model, _ = load_checkpoint(config.init, self.device)
                self.config = replace(config, net=self.model.config)
            else:
                self.model = PolicyValueNet(config.net).to(self.device)
            self.epoch = 0
        if epochs is not None:
            self.config = replace(self.config, epochs=epochs)
        paths = [data_path] if isinstance(data_path, str) else list(data_path)
        if not self.config.teachers:
            if len(paths) != 1:
                raise ValueError("distillation on exact labels takes one label store")
            self.data = load_dataset(paths[0], self.config)
        else:
            self.data = self._teacher_data(paths, reuse=resume)
        write_json(os.path.join(out_dir, "config.json"), self.config.to_dict())  # as run, with --epochs
        graphs = graphed(self.config, self.device)
        self.optimizer = set_capturable(torch.optim.Adam(self.model.parameters(), lr=self.config.learning_rate),
                                        graphs)
        if resume:
            load_optimizer_state(self.optimizer, data["optimizer"])
        self.step = TrainingStep(self.model, self.optimizer, self.device, bfloat16=False, l2=self.config.l2,
                                 reply_scale=0.0, action_scale=0.0, graphs=graphs)  # float32, no auxiliary heads
        self.accuracy_key = "val_top_move_optimal" if not self.config.teachers else "val_top_move_teacher"
        groups = self.data["group"].max() + 1
        held = np.random.default_rng(self.config.seed).random(groups) < self.config.validation
        self.val = held[self.data["group"]]

    def _teacher_data(self, paths: list[str], reuse: bool) -> dict[str, np.ndarray]:
        """:func:`teacher_targets` of :func:`teacher_answers`, asked once a run: the answers kept in
        :data:`ANSWERS` (atomically, as each teacher has answered), which a resumed run (``reuse``)
        reads instead, and a run begun again after a kill before its first epoch reads for the
        teachers that had answered."""
        kept = os.path.join(self.out, ANSWERS)
        answers = read_answers(kept) if reuse else None
        if answers is None:
            answers = teacher_answers(paths, self.config.teachers, self.device, progress=True, keep=kept)
        return teacher_targets(answers, self.config.teacher_weights)

    def _batch(self, rows: np.ndarray, rng: np.random.Generator) -> dict[str, np.ndarray]:
        """The arrays of a training step (:data:`training.alphazero.training_step.INPUTS`) for
        ``rows``: float32 ``planes``, ``policies``, ``values``, and with a teacher ``wdl``, half
        the positions (drawn from ``rng``) mirrored left-right."""
        x = self.data["x"][rows].astype(np.float32)
        pi = self.data["pi"][rows]
        out = {"planes": x, "policies": pi, "values": self.data["z"][rows]}
        if "wdl" in self.data:
            flip = rng.random(len(rows)) < 0.5
            x[flip] = x[flip][..., ::-1]
            pi[flip] = pi[flip][:, ::-1]
            out["wdl"] = self.data["wdl"][rows]
        return out

    def _evaluate(self) -> dict[str, float]:
        """Validation: loss terms, the share of positions whose top move is optimal (with a
        teacher: the teacher's top move), the share whose value has the outcome's sign (within 0.5
        of a draw's 0; with a teacher, the sign of its value, rounded the same way)."""
        idx = np.flatnonzero(self.val)
        if not len(idx):
            return {}
        self.model.eval()
        with torch.no_grad():
            parts = []
            for start in range(0, len(idx), 1024):
                part = idx[start:start + 1024]
                parts.append({k: v.float().cpu() for k, v in
                              self.model.heads(torch.from_numpy(self.data["x"][part]).float().to(self.device)).items()})
        heads = {k: torch.cat([p[k] for p in parts]) for k in parts[0]}
        logits = heads["policy"]
        values = PolicyValueNet.value(heads)
        pi = torch.from_numpy(self.data["pi"][idx])
        z = torch.from_numpy(self.data["z"][idx])
        wdl = torch.from_numpy(self.data["wdl"][idx]) if "wdl" in self.data else None
        _, terms = alphazero_loss(self.model, heads, pi, z, 0.0, wdl=wdl)
        lv, lp = terms["value"], terms["policy"]
        top = logits.argmax(dim=1).numpy()
        accuracy = float(self.data["optimal"][idx, top].mean())
        sign = np.sign(np.round(values.numpy() * 2) / 2)
        target = np.sign(z.numpy()) if wdl is None else np.sign(np.round(z.numpy() * 2) / 2)  # a teacher's rounded
        return {"val_loss_value": lv.item(), "val_loss_policy": lp.item(), self.accuracy_key: accuracy,
                "val_value_sign": float((sign == target).mean())}

    def run(self) -> dict[str, Any]:
        c = self.config
        train_idx = np.flatnonzero(~self.val)
        rng = np.random.default_rng([c.seed, self.epoch])
        metrics: dict[str, Any] = {}
        per_epoch = max(1, len(train_idx) // c.batch_size)  # the last partial batch waits
        while self.epoch < c.epochs:
            self.model.train()
            start = time.perf_counter()
            order = rng.permutation(train_idx)
            for b in range(per_epoch):
                lr = c.learning_rate * (0.1 if self.epoch * per_epoch + b >= 0.7 * c.epochs * per_epoch else 1.0)
                self.step.set_learning_rate(lr)
                self.step(self._batch(order[b * c.batch_size:(b + 1) * c.batch_size], rng))
            totals = self.step.totals()  # waits for the device's steps
            self.epoch += 1
            elapsed = time.perf_counter() - start
            metrics = {"epoch": self.epoch, **{f"loss_{k}": totals[k] / per_epoch for k in ("value", "policy", "l2")},
                       "learning_rate": lr, "train_steps_per_s": per_epoch / elapsed,
                       "train_samples_per_s": per_epoch * c.batch_size / elapsed, "positions": int(len(order)),
                       **self._evaluate()}
            accuracy = float(metrics.get(self.accuracy_key, -metrics["loss_policy"]))
            improved = accuracy > self.best_accuracy
            self.best_accuracy = max(self.best_accuracy, accuracy)
            metrics["best_accuracy"] = self.best_accuracy
            save_checkpoint(self.latest, self.model, "distill", c.to_dict(), self.epoch, self.optimizer, metrics)
            if improved:
                save_checkpoint(self.best_path, self.model, "distill", c.to_dict(), self.epoch, None, metrics)
            append_jsonl(self.metrics_path, metrics)
            print(f"epoch {self.epoch}: loss v {metrics['loss_value']:.3f} p {metrics['loss_policy']:.3f} | "
                  f"{self.accuracy_key.replace('_', ' ')} {metrics.get(self.accuracy_key, float('nan')):.3f}",
                  flush=True)
        return metrics
