"""Hemo, Kim, Shavit and Sinha ("Learning to Play Connect Four from Game Images"): supervised
policy and value networks from games between MCTS players, on board planes and on board pictures.

1. Expert games: two plain-UCT players (:class:`agents.baselines.MCTSPlayer`, ``simulations`` per
   move, different seeds) play from a few random opening plies; each game is one line of
   ``games.jsonl`` (moves and winner), appended as it ends, so a rerun adds games.
2. Datasets: the policy set is every (position, move) of the winner after the opening; the value
   set is, per decided game, the positions of one side (alternating between games) with the
   final outcome for the side to move (+1 or -1; Hemo et al.'s values are in {-1, 1}, so draws
   are left out). A tenth of the games (by game) is held out; training positions are doubled by
   their mirror images.
3. Four networks, each trained on its own target: ``policy-planes`` and ``value-planes``
   (:class:`training.nets.model.PolicyValueNet` on the 3 planes of :mod:`agents.encoding`; only the
   named head's loss is trained: cross-entropy for the policy, squared error for the value), and
   ``policy-image`` and ``value-image`` (:class:`training.nets.model.ImagePolicyValueNet` on pictures
   from :mod:`training.papers.images`). Each gets ``NAME.pt`` (checkpoint kind ``supervised``) and a line
   of ``metrics.jsonl`` per epoch; the planes networks are also exported to ``NAME.npz`` for the
   ``policy-net``, ``value-net`` and ``amcts`` players. A network whose checkpoint holds all its
   epochs is skipped on a rerun.

Reported per network on the held-out games: policy accuracy (the top move is the expert's; the
seed reached 43%) and value mean squared error and sign accuracy.

Source: Hemo, Kim, Shavit and Sinha, learning Connect Four from game images (expert data from
MCTS games, the policy and value networks, images).
"""

from __future__ import annotations

import json
import os
import time
from concurrent.futures import FIRST_COMPLETED, wait
from dataclasses import asdict, dataclass, field, replace
from typing import Any

import numpy as np
import torch
from torch.nn import functional as F

from agents.baselines import MCTSPlayer
from agents.board import MOVE_DIGITS, Position, geometry, move_string
from agents.encoding import encode
from agents.game import play_game
from durable.files import append_jsonl, read_json, read_jsonl, write_json
from durable.workers import process_pool
from training.nets.checkpoint import CheckpointError, load_checkpoint, save_checkpoint
from training.nets.device import choose_device
from training.nets.export import export_checkpoint
from training.nets.model import ImageNetConfig, ImagePolicyValueNet, NetConfig, PolicyValueNet
from training.papers.images import codes_of, render_codes
from training.runio import claim_run_folder, pick_preset

NETWORKS = ("policy-planes", "value-planes", "policy-image", "value-image")


@dataclass(frozen=True)
class SupervisedConfig:
    """A supervised run (Hemo et al.)."""

    games: int = 1000
    """Expert games in all (a rerun adds up to this many)."""
    simulations: int = 400
    """UCT simulations per expert move."""
    opening_plies: int = 2
    """Uniformly random plies before the experts take over (variety; not trained on)."""
    time_limit_s: float | None = None
    """Stop starting expert games after this many seconds of this invocation."""
    workers: int = 1
    """Processes playing expert games."""
    net: NetConfig = field(default_factory=lambda: NetConfig(blocks=2, filters=32, value_hidden=32))
    """Trunk and heads of all four networks."""
    cell: int = 8
    """Pixels per board cell of the pictures."""
    epochs: int = 12
    batch_size: int = 128
    learning_rate: float = 1e-3
    """Adam's, times 0.1 for the last 30% of the epochs."""
    l2: float = 1e-4
    """Weight decay (Adam's)."""
    validation: float = 0.1
    """Share of the games held out."""
    seed: int = 0

    def validate(self) -> None:
        """Raises ValueError on a setting outside its range (naming it)."""
        checks = {"games": self.games >= 1, "simulations": self.simulations >= 1,
                  "opening_plies": self.opening_plies >= 0, "workers": self.workers >= 1, "cell": self.cell >= 4,
                  "epochs": self.epochs >= 1, "batch_size": self.batch_size >= 1,
                  "validation": 0.0 <= self.validation < 1.0}
        bad = [k for k, ok in checks.items() if not ok]
        if bad:
            raise ValueError(f"supervised config: bad {', '.join(bad)} in {self}")

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> SupervisedConfig:
        return cls(**{**data, "net": NetConfig.from_dict(data["net"])})


PRESETS: dict[str, SupervisedConfig] = {
    "tiny": SupervisedConfig(games=6, simulations=20, epochs=2, batch_size=16,
                             net=NetConfig(blocks=1, filters=8, value_hidden=8)),
    "cpu": SupervisedConfig(games=3000, simulations=1000, time_limit_s=1800, workers=1, epochs=12),
}
"""``tiny``: seconds, for tests; ``cpu``: half an hour of expert games on one core here, then
a few minutes of training."""


def preset(name: str, **overrides: Any) -> SupervisedConfig:
    """A named configuration with fields replaced.

    Raises:
        ValueError: an unknown name.
    """
    return pick_preset(PRESETS, name, "supervised", **overrides)


def expert_game(simulations: int, opening_plies: int, seed: int) -> dict[str, Any]:
    """One expert game: ``{"moves": move string, "winner": 0/1/2, "opening": plies, "seed"}``."""
    rng = np.random.default_rng(seed)
    pos = Position()
    opening = []
    for _ in range(opening_plies):
        opening.append(int(rng.choice([c for c in pos.legal_moves() if not pos.is_winning_move(c)])))
        pos.play(opening[-1])
    first, second = MCTSPlayer(simulations, seed=2 * seed), MCTSPlayer(simulations, seed=2 * seed + 1)
    winner, moves = play_game(first, second, pos)
    return {"moves": move_string(opening + moves), "winner": winner,
            "opening": opening_plies, "seed": seed}


def datasets(games: list[dict[str, Any]], validation: float, seed: int) -> dict[str, dict[str, np.ndarray]]:
    """Policy and value samples (see the module docstring) split by game.

    Returns:
        ``{"policy": {"codes", "x", "move", "val"}, "value": {"codes", "x", "z", "val"}}``:
        ``codes`` int8 (N, rows, columns) for pictures, ``x`` float32 planes, ``move`` int64,
        ``z`` float32 in {-1, 1}, ``val`` bool (held out).

    Raises:
        ValueError: no decided games.
    """
    held = np.random.default_rng(seed).random(len(games)) < validation
    pol: list[tuple[Position, int, bool]] = []
    val: list[tuple[Position, float, bool]] = []
    decided = 0
    for g, game in enumerate(games):
        if game["winner"] == 0:
            continue
        decided += 1
        pos = Position()
        side = 1 + decided % 2
        for ply, ch in enumerate(game["moves"]):
            col = MOVE_DIGITS.index(ch)
            if ply >= game["opening"]:
                if pos.mark == game["winner"]:
                    pol.append((pos.copy(), col, held[g]))
                if pos.mark == side:
                    val.append((pos.copy(), 1.0 if side == game["winner"] else -1.0, held[g]))
            pos.play(col)
    if not decided:
        raise ValueError("no decided expert games to learn from")

    def arrays(samples, name, dtype):
        positions = [s[0] for s in samples]
        return {"codes": codes_of(positions), "x": encode(positions), name: np.array([s[1] for s in samples], dtype),
                "val": np.array([s[2] for s in samples], dtype=bool)}

    return {"policy": arrays(pol, "move", np.int64), "value": arrays(val, "z", np.float32)}


def _mirror(data: dict[str, np.ndarray], target: str, columns: int) -> dict[str, np.ndarray]:
    """The training samples and their mirror images (held-out ones dropped)."""
    keep = ~data["val"]
    out = {"codes": np.concatenate([data["codes"][keep], data["codes"][keep][:, :, ::-1]]),
           "x": np.concatenate([data["x"][keep], data["x"][keep][:, :, :, ::-1]])}
    t = data[target][keep]
    out[target] = np.concatenate([t, columns - 1 - t if target == "move" else t])
    return out


class SupervisedTrainer:
    """Expert games, then the four networks, in ``out_dir``.

    Args:
        config: the run's configuration (a rerun keeps the stored one but for ``games``,
            ``time_limit_s`` and ``workers``).
        out_dir: the run's folder.
        resume: continue the run found there.
        device: ``auto`` (CUDA when available), ``cpu``, ``cuda``.

    Raises:
        FileExistsError: ``out_dir`` holds a run and ``resume`` is False.
        FileNotFoundError: ``resume`` and no run there.
        ValueError: a bad config.
    """

    def __init__(self, config: SupervisedConfig, out_dir: str, resume: bool = False, device: str = "auto"):
        config.validate()
        self.out = out_dir
        self.games_path = os.path.join(out_dir, "games.jsonl")
        self.config_path = os.path.join(out_dir, "config.json")
        self.metrics_path = os.path.join(out_dir, "metrics.jsonl")
        self.folder = claim_run_folder(out_dir, "config.json", resume, "supervised")
        if resume:
            saved = SupervisedConfig.from_dict(read_json(self.config_path))
            read_jsonl(self.metrics_path)  # cuts a last line a kill tore, before more are appended
            config = replace(saved, games=config.games, time_limit_s=config.time_limit_s, workers=config.workers)
        self.config = config
        write_json(self.config_path, asdict(config))
        self.device = choose_device(device)

    def play_games(self, progress=None) -> int:
        """Add expert games until ``games`` or the time limit; returns how many were added."""
        c = self.config
        have = read_jsonl(self.games_path)
        todo = list(range(len(have), c.games))
        if not todo:
            return 0
        start = time.perf_counter()
        added = 0
        with process_pool(c.workers) as pool:
            pending = {}
            seeds = iter(todo)

            def submit():
                s = next(seeds, None)
                if s is not None and (c.time_limit_s is None or time.perf_counter() - start < c.time_limit_s):
                    pending[pool.submit(expert_game, c.simulations, c.opening_plies, c.seed * 1_000_003 + s)] = s

            for _ in range(2 * c.workers):
                submit()
            while pending:
                finished, _ = wait(pending, return_when=FIRST_COMPLETED)
                for future in finished:
                    del pending[future]
                    game = future.result()
                    append_jsonl(self.games_path, game)
                    added += 1
                    if progress:
                        progress(f"expert game {len(have) + added}: {game['moves']} winner {game['winner']}, "
                                 f"{time.perf_counter() - start:.0f} s")
                    submit()
        return added

    def train_all(self, progress=None) -> dict[str, dict[str, Any]]:
        """Train the networks that are not done; returns each network's last metrics."""
        c = self.config
        data = datasets(read_jsonl(self.games_path), c.validation, c.seed)
        results = {}
        for name in NETWORKS:
            path = os.path.join(self.out, f"{name}.pt")
            if os.path.exists(path):
                try:
                    _, ck = load_checkpoint(path)
                    if ck["kind"] == "supervised" and ck["iteration"] >= c.epochs:
                        results[name] = ck["metrics"]
                        continue
                except CheckpointError:
                    pass  # a torn or foreign file: train it again
            results[name] = self._train(name, data["policy" if name.startswith("policy") else "value"], progress)
            if name.endswith("planes"):
                export_checkpoint(path, os.path.join(self.out, f"{name}.npz"))
        return results

    def _inputs(self, name: str, data: dict[str, np.ndarray], idx: np.ndarray) -> torch.Tensor:
        if name.endswith("image"):
            pictures = render_codes(data["codes"][idx], self.config.cell)
            x = torch.from_numpy(pictures).permute(0, 3, 1, 2).float().div_(255.0)
        else:
            x = torch.from_numpy(data["x"][idx])
        return x.to(self.device)

    def _train(self, name: str, data: dict[str, np.ndarray], progress=None) -> dict[str, Any]:
        c = self.config
        torch.manual_seed(c.seed)
        geo = geometry()
        if name.endswith("image"):
            model = ImagePolicyValueNet(ImageNetConfig(**asdict(c.net), cell=c.cell)).to(self.device)
        else:
            model = PolicyValueNet(c.net).to(self.device)
        target = "move" if name.startswith("policy") else "z"
        train = _mirror(data, target, geo.columns)
        held = {k: v[data["val"]] for k, v in data.items()}
        optimizer = torch.optim.Adam(model.parameters(), lr=c.learning_rate, weight_decay=c.l2)
        rng = np.random.default_rng(c.seed)
        metrics: dict[str, Any] = {}
        n = len(train[target])
        for epoch in range(1, c.epochs + 1):
            for group in optimizer.param_groups:
                group["lr"] = c.learning_rate * (0.1 if epoch > 0.7 * c.epochs else 1.0)
            model.train()
            order = rng.permutation(n)
            start, total, steps = time.perf_counter(), 0.0, 0
            for b in range(0, n, c.batch_size):
                batch = order[b:b + c.batch_size]
                if len(batch) < 2:
                    continue  # batch norm needs two samples
                loss = self._loss(model, name, train, batch, target)
                optimizer.zero_grad(set_to_none=True)
                loss.backward()
                optimizer.step()
                total, steps = total + loss.item(), steps + 1
            metrics = {"net": name, "epoch": epoch, "train_loss": total / max(1, steps), "train_samples": n,
                       "samples_per_s": n / (time.perf_counter() - start), **self._evaluate(model, name, held, target)}
            append_jsonl(self.metrics_path, metrics)
            save_checkpoint(os.path.join(self.out, f"{name}.pt"), model, "supervised",
                            {**asdict(c), "network": name}, epoch, None, metrics)
            if progress:
                shown = {k: round(v, 4) if isinstance(v, float) else v for k, v in metrics.items()}
                progress(json.dumps(shown))
        return metrics

    def _loss(self, model, name: str, data: dict[str, np.ndarray], idx: np.ndarray, target: str) -> torch.Tensor:
        logits, values = model(self._inputs(name, data, idx))
        y = torch.from_numpy(data[target][idx]).to(self.device)
        return F.cross_entropy(logits, y) if target == "move" else F.mse_loss(values, y)

    def _evaluate(self, model, name: str, held: dict[str, np.ndarray], target: str) -> dict[str, Any]:
        """Held-out figures: policy ``val_accuracy``; value ``val_mse`` and ``val_sign_accuracy``."""
        n = len(held[target])
        if not n:
            return {"val_samples": 0}
        model.eval()
        outs = []
        with torch.no_grad():
            for b in range(0, n, 1024):
                idx = np.arange(b, min(n, b + 1024))
                logits, values = model(self._inputs(name, held, idx))
                outs.append(logits.argmax(1).cpu().numpy() if target == "move" else values.cpu().numpy())
        out = np.concatenate(outs)
        if target == "move":
            return {"val_samples": n, "val_accuracy": float((out == held["move"]).mean())}
        z = held["z"]
        return {"val_samples": n, "val_mse": float(((out - z) ** 2).mean()),
                "val_sign_accuracy": float((np.sign(out) == z).mean())}
