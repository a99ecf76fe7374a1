"""What several test modules share: the ``connectx`` command, random positions and networks, a
deterministic evaluator, the ladder store's episode count, the benchmark sets' scores."""

import os
import random
import shutil
import sqlite3
import subprocess
import sys
import time
from dataclasses import replace

import numpy as np
import pytest
import torch

from agents.board import Geometry, Position, geometry
from training.alphazero.selfplay.config import SelfPlayConfig
from training.alphazero.selfplay.searches import searched_trees
from training.alphazero.tree_words import word_layout
from training.exact.benchmark import read_scores
from training.nets.model import PolicyValueNet

CONNECTX = shutil.which("connectx", path=os.path.dirname(sys.executable)) or shutil.which("connectx")


def run(*args, cwd=None):
    assert CONNECTX, "the connectx console script is not installed"
    return subprocess.run([CONNECTX, *args], capture_output=True, text=True, timeout=300, cwd=cwd)


def random_positions(n, geo=None, seed=0):
    rng, out = random.Random(seed), []
    geo = geo or geometry()
    while len(out) < n:
        pos = Position(geo)
        for _ in range(rng.randrange(geo.rows * geo.columns)):
            if pos.outcome() is not None:
                break
            pos.play(rng.choice(pos.legal_moves()))
        if pos.outcome() is None:
            out.append(pos)
    return out


def randomise_batch_norm(model):
    """Give every batch norm of ``model`` non-trivial statistics, scale and shift; returns it in eval mode."""
    for m in model.modules():
        if isinstance(m, torch.nn.BatchNorm2d):
            m.running_mean.uniform_(-1, 1)
            m.running_var.uniform_(0.5, 2)
            m.weight.data.uniform_(0.5, 1.5)
            m.bias.data.uniform_(-0.5, 0.5)
    return model.eval()


def randomised_net(config, seed=0):
    """A network with non-trivial batch-norm statistics, in eval mode."""
    torch.manual_seed(seed)
    return randomise_batch_norm(PolicyValueNet(config))


def wait_for_episodes(db, count: int, seconds: float = 120) -> int:
    """Poll the store at ``db`` until it holds ``count`` episodes or ``seconds`` pass; how many it holds."""
    deadline, stored = time.time() + seconds, 0
    while time.time() < deadline and stored < count:
        time.sleep(0.2)
        if db.exists():
            try:
                stored = sqlite3.connect(db).execute("SELECT COUNT(*) FROM episodes").fetchone()[0]
            except sqlite3.OperationalError:
                pass
    return stored


class HashEvaluator:
    """Deterministic, position-dependent priors and values with non-zero values (so that Q and
    the sign flips matter)."""

    def evaluate_batch(self, positions):
        priors, values = [], []
        for p in positions:
            rng = np.random.default_rng((p.current * 1_000_003 + p.mask) % (1 << 63))
            priors.append(rng.random(p.geo.columns))
            values.append(rng.random() * 2 - 1)
        priors = np.array(priors)
        return (priors / priors.sum(axis=1, keepdims=True)).astype(np.float32), np.array(values, np.float32)


def benchmark(name):
    """``(moves, exact score)`` of every line of a set, from the copy shipped with the package."""
    return read_scores(name)


class DeviceStandin:
    """A stand-in device for :class:`training.alphazero.evaluator.TorchEvaluator`'s whole passes,
    as fast as the network at ``rate`` positions a second: its :meth:`capture`'s replay queues a
    pass of the bucket's positions on it, which takes their count over ``rate`` seconds after the
    passes queued before (one at a time, in order), and answers uniform priors and value 0. The
    host reads the answers after :meth:`events`' end event, whose ``synchronize`` sleeps until the
    device would reach it. So the whole pass's host work runs as on CUDA (the packing, the copies,
    the launch, the wait where the answers are read), on a CPU."""

    def __init__(self, rate: float):
        self.rate = rate
        self.free = 0.0  # when the device has done the passes queued so far (time.perf_counter)

    def capture(self, net, static):
        columns = net.encoder.geo.columns
        answers = torch.full((len(static), columns + 1), 1.0 / columns)
        answers[:, columns] = 0.0

        def replay() -> None:
            self.free = max(time.perf_counter(), self.free) + len(static) / self.rate
        return replay, answers

    def events(self):
        """A launch's start and end events on this device."""
        return StandinEvent(self), StandinEvent(self)


class StandinEvent:
    """An event of a :class:`DeviceStandin`, as :class:`torch.cuda.Event` with timing: ``record()``
    marks when the device gets there (once the passes queued so far are done), ``synchronize()``
    sleeps until then, ``elapsed_time(end)`` is the milliseconds from this one's mark to ``end``'s."""

    def __init__(self, device: DeviceStandin):
        self.device, self.at = device, 0.0

    def record(self) -> None:
        self.at = max(time.perf_counter(), self.device.free)

    def synchronize(self) -> None:
        time.sleep(max(0.0, self.at - time.perf_counter()))

    def elapsed_time(self, end) -> float:
        return 1000 * (end.at - self.at)


def random_opening(start: Position, plies: int, rng: np.random.Generator) -> Position:
    """``start`` after up to ``plies`` uniformly random moves, none of which ends the game (fewer
    when every legal move would): what :meth:`~training.alphazero.batched_puct.TreeBatch.begin`
    plays, in Python (its tests' reference).

    Raises:
        ValueError: a finished ``start``.
    """
    if start.is_terminal():
        raise ValueError("no opening from a finished game")
    position = start
    for _ in range(plies):
        moves = [c for c in position.legal_moves() if not position.is_winning_move(c)
                 and not position.child(c).is_terminal()]
        if not moves:
            break
        position = position.child(moves[int(rng.integers(len(moves)))])
    return position


class PositionEvaluator:
    """A self-play leaf evaluator over any ``agents.search.puct.BatchEvaluator`` (which takes
    :class:`agents.board.Position` objects)."""

    def __init__(self, evaluator):
        self.evaluator = evaluator

    def evaluate_bitboards(self, geo, current, mask, ply):
        return self.evaluator.evaluate_batch(positions_of(geo, current, mask, ply))


def search_positions(evaluator, positions: list[Position], simulations: int,
                     config: SelfPlayConfig | None = None) -> tuple[np.ndarray, np.ndarray]:
    """One PUCT search of ``simulations`` from each position (no noise; ``config``'s other
    settings, its ``search`` read as ``puct``), all in flight together.

    Returns:
        ``(visits float32 (P, columns), root values float64 (P,))``; the move is each row's
        argmax (lowest column on ties).

    Raises:
        ValueError: no positions, mixed boards, or a terminal position.
    """
    config = config or SelfPlayConfig(search="puct")
    trees = searched_trees(evaluator, positions, simulations, replace(config, search="puct"))
    idx = np.arange(len(positions))
    return trees.visit_counts(idx), trees.root_values(idx)


def from_words(geo: Geometry, words: np.ndarray) -> list[int]:
    """The inverse of :func:`training.alphazero.tree_words.to_words`: uint64 ``(n, K)`` to Python ints."""
    width = word_layout(geo)[0] * geo.height
    return [sum(int(v) << (w * width) for w, v in enumerate(row)) for row in words]


def positions_of(geo: Geometry, current: np.ndarray, mask: np.ndarray, ply: np.ndarray) -> list[Position]:
    """The inverse of :func:`training.alphazero.tree_words.position_arrays`."""
    return [Position(geo, c, m, int(p)) for c, m, p in zip(from_words(geo, current), from_words(geo, mask), ply,
                                                          strict=True)]


CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def chromium() -> str:
    """The path of a Chromium, installed from Debian's packages when missing (as root with apt)."""
    found = shutil.which("chromium") or shutil.which("chromium-browser")
    if found:
        return found
    if os.geteuid() != 0 or shutil.which("apt-get") is None:
        pytest.skip("no Chromium, and no root apt-get to install Debian's chromium package")
    proc = subprocess.run(["apt-get", "install", "-y", "--no-install-recommends", "chromium"],
                          capture_output=True, text=True, timeout=900,
                          env={**os.environ, "DEBIAN_FRONTEND": "noninteractive"})
    if proc.returncode != 0:
        update = subprocess.run(["apt-get", "update"], capture_output=True, text=True, timeout=600)
        proc = subprocess.run(["apt-get", "install", "-y", "--no-install-recommends", "chromium"],
                              capture_output=True, text=True, timeout=900,
                              env={**os.environ, "DEBIAN_FRONTEND": "noninteractive"})
        if proc.returncode != 0:
            pytest.skip(f"Debian's chromium package did not install: {(proc.stderr or update.stderr).strip()[-200:]}")
    return shutil.which("chromium")
