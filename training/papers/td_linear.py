"""Samuel and Kalev ("4 in a row"): the linear threat-feature evaluation, trained by Sarsa TD(0)
in minimax self-play.

Each mark has its own weight vector ``w`` over the 14 features of
:func:`agents.threats.threat_features` (from that mark's point of view); a position's score is
``w . a(s)``, with +1 and -1 at won and lost ends (0 a draw). Both sides choose their moves by
alpha-beta minimax over their own score at the depth the curriculum gives them, epsilon-greedy
with ``epsilon = 1 / updates`` (updates so far, all weights together), and both learn. For a side
whose consecutive positions after its own moves are ``s_t`` and ``s_t+1``, Sarsa TD(0) updates

    w <- w + alpha [r + score(s_t+1) - score(s_t)] a(s_t)

with ``r = 0`` and, when the game ends after ``s_t`` (by either side's move), ``score(s_t+1)``
the end's value (+1, -1, 0).

The curriculum (Samuel and Kalev, "4 in a row"): 100 k games at depth 3 against depth 1 (alpha 1e-3), 100 k at 3 vs 2
(alpha 1e-4), 200 k at 3 vs 3 and 200 k at 5 vs 5; seats swap every game, so each mark's
weights learn at both depths. The presets scale it down to what runs here.

Written to ``--out``: ``weights.npz`` (``w1``, ``w2``: the player's arrays,
``td-linear:weights=...``) and ``state.json`` (phase, games, updates) every ``save_every`` games,
atomically; one line of ``metrics.jsonl`` per evaluation (scores at depth 3 against random and
against Gupta and Shah 2022's minimax at depth 3); ``resume`` continues from them.

Source: Samuel and Kalev, "4 in a row" (features, Sarsa TD(0), epsilon, curriculum, learning rates).
"""

from __future__ import annotations

import os
import random
import time
from dataclasses import asdict, dataclass, replace
from typing import Any

import numpy as np

from agents.baselines import MinimaxPlayer, RandomPlayer, TDLinearPlayer
from agents.board import Position, geometry
from agents.game import play_game
from agents.nn import load_arrays
from agents.search.alphabeta import AlphaBeta
from agents.threats import THREAT_FEATURES, LinearThreatEvaluator, threat_features
from durable.files import append_jsonl, read_json, read_jsonl, write_json
from training.runio import claim_run_folder, pick_preset, write_npz


@dataclass(frozen=True)
class Phase:
    """One stage of the curriculum: ``games`` games, one seat at ``depth_a``, the other at
    ``depth_b`` (swapping every game), learning rate ``alpha``."""

    games: int
    depth_a: int
    depth_b: int
    alpha: float


@dataclass(frozen=True)
class TDLinearConfig:
    """A td-linear run (Samuel and Kalev's curriculum by default)."""

    rows: int = 6
    columns: int = 7
    inarow: int = 4
    phases: tuple[Phase, ...] = (Phase(100_000, 3, 1, 1e-3), Phase(100_000, 3, 2, 1e-4),
                                 Phase(200_000, 3, 3, 1e-4), Phase(200_000, 5, 5, 1e-4))
    time_limit_s: float | None = None
    """Stop after this many seconds of the run (None: no limit)."""
    save_every: int = 50
    """Games between saves."""
    eval_every: int = 200
    """Games between evaluations."""
    eval_games: int = 10
    """Games per opponent (random, greedy) per evaluation, seats alternating, at depth 3."""
    seed: int = 0

    def validate(self) -> None:
        """Raises ValueError on a setting outside its range (naming it)."""
        if not self.phases:
            raise ValueError("td-linear config: no phases")
        for i, p in enumerate(self.phases):
            if p.games < 0 or p.depth_a < 1 or p.depth_b < 1 or not p.alpha > 0:
                raise ValueError(f"td-linear config: bad phase {i}: {p}")
        if self.save_every < 1 or self.eval_every < 1 or self.eval_games < 0:
            raise ValueError(f"td-linear config: save_every, eval_every must be >= 1, eval_games >= 0: {self}")


PRESETS: dict[str, TDLinearConfig] = {
    "tiny": TDLinearConfig(phases=(Phase(4, 2, 1, 1e-3), Phase(2, 2, 2, 1e-4)), save_every=2, eval_every=3,
                           eval_games=2),
    "cpu": TDLinearConfig(phases=(Phase(10_000, 3, 1, 1e-3), Phase(8_000, 3, 2, 1e-4), Phase(8_000, 3, 3, 1e-4),
                                  Phase(800, 5, 5, 1e-4)), time_limit_s=2700, save_every=200, eval_every=1000,
                          eval_games=20),
}
"""``tiny``: seconds, for tests; ``cpu``: the curriculum at 1/10 (depth 3) to 1/250 (depth 5) of
its games, about 45 minutes on one core here (measured: 0.03 s a game at 3 vs 1, 0.1 s at 3 vs 3,
0.6 s at 5 vs 5)."""


def preset(name: str, **overrides: Any) -> TDLinearConfig:
    """A named configuration with fields replaced.

    Raises:
        ValueError: an unknown name.
    """
    return pick_preset(PRESETS, name, "td-linear", **overrides)


class TDLinearTrainer:
    """Runs (or resumes) a td-linear run in ``out_dir``.

    Args:
        config: the run's configuration (on resume only ``time_limit_s`` is taken from it).
        out_dir: the run's folder.
        resume: continue the run found there.

    Raises:
        FileExistsError: ``out_dir`` holds a run and ``resume`` is False.
        FileNotFoundError: ``resume`` and no run there.
        ValueError: a bad config, or a corrupt state or weights file.
    """

    def __init__(self, config: TDLinearConfig, out_dir: str, resume: bool = False):
        config.validate()
        self.weights_path = os.path.join(out_dir, "weights.npz")
        self.state_path = os.path.join(out_dir, "state.json")
        self.metrics_path = os.path.join(out_dir, "metrics.jsonl")
        self.folder = claim_run_folder(out_dir, "state.json", resume, "td-linear")
        n = len(THREAT_FEATURES)
        self.w = {1: np.zeros(n), 2: np.zeros(n)}
        self.games, self.updates, self.seconds_done = 0, 0, 0.0
        if resume:
            state = read_json(self.state_path)
            read_jsonl(self.metrics_path)  # cuts a last line a kill tore, before more are appended
            try:
                phases = tuple(Phase(**p) for p in state["config"]["phases"])
                saved = TDLinearConfig(**{**state["config"], "phases": phases})
                self.games, self.updates = int(state["games"]), int(state["updates"])
                self.seconds_done = float(state["seconds"])
                arrays = load_arrays(self.weights_path)
                self.w = {m: np.array(arrays[f"w{m}"], dtype=np.float64).reshape(n) for m in (1, 2)}
            except (KeyError, TypeError, ValueError) as e:
                raise ValueError(f"{out_dir} does not hold a usable td-linear state: {e!r}") from None
            config = replace(saved, time_limit_s=config.time_limit_s)
        self.config = config
        self.geo = geometry(config.rows, config.columns, config.inarow)
        self.rng = random.Random(f"{config.seed}/{self.games}")

    def phase(self) -> Phase | None:
        """The curriculum phase of the next game (None: the curriculum is done)."""
        left = self.games
        for p in self.config.phases:
            if left < p.games:
                return p
            left -= p.games
        return None

    def _move(self, pos: Position, depth: int) -> int:
        if self.rng.random() < 1.0 / max(1, self.updates):
            return self.rng.choice(pos.legal_moves())
        search = AlphaBeta(LinearThreatEvaluator(self.w[pos.mark], pos.mark), rng=self.rng)
        return search.search(pos, depth=depth).move

    def play_and_learn(self, phase: Phase) -> int:
        """One self-play game with Sarsa TD(0) updates for both marks; returns the winner (0: draw)."""
        depths = {1: phase.depth_a, 2: phase.depth_b} if self.games % 2 == 0 else {1: phase.depth_b, 2: phase.depth_a}
        pos = Position(self.geo)
        previous: dict[int, np.ndarray] = {}
        winner = 0
        while pos.mask != self.geo.board_mask:
            mark = pos.mark
            col = self._move(pos, depths[mark])
            won = pos.is_winning_move(col)
            pos.play(col)
            if won:
                winner = mark
                break
            a = np.array(threat_features(pos, mark))
            if mark in previous:
                self._update(mark, previous[mark], float(self.w[mark] @ a), phase.alpha)
            previous[mark] = a
        for mark, a in previous.items():
            end = 0.0 if winner == 0 else (1.0 if mark == winner else -1.0)
            self._update(mark, a, end, phase.alpha)
        return winner

    def _update(self, mark: int, a: np.ndarray, target: float, alpha: float) -> None:
        self.w[mark] += alpha * (target - float(self.w[mark] @ a)) * a
        self.updates += 1

    def evaluate(self) -> dict[str, Any]:
        """Scores (win 1, draw 0.5) of the current weights at depth 3 against random and against
        Gupta and Shah 2022's minimax at depth 3 (the windows heuristic), ``eval_games`` each, seats
        alternating."""
        arrays = {"w1": self.w[1].copy(), "w2": self.w[2].copy()}
        out: dict[str, Any] = {}
        opponents = (("random", lambda g: RandomPlayer(seed=g)), ("minimax3", lambda g: MinimaxPlayer(3, seed=g)))
        for name, make in opponents:
            score = 0.0
            for g in range(self.config.eval_games):
                me, other = TDLinearPlayer(arrays, depth=3, seed=g), make(g)
                first, second = (me, other) if g % 2 == 0 else (other, me)
                winner, _ = play_game(first, second, Position(self.geo))
                mine = 1 if g % 2 == 0 else 2
                score += 0.5 if winner == 0 else float(winner == mine)
            out[f"score_vs_{name}"] = score / self.config.eval_games if self.config.eval_games else None
        return out

    def run(self, progress=None) -> dict[str, Any]:
        """Play the curriculum until it ends or the time limit; returns the last metrics."""
        c = self.config
        start = time.perf_counter() - self.seconds_done
        metrics: dict[str, Any] = {}
        t_block, games_block = time.perf_counter(), 0
        while (phase := self.phase()) is not None:
            if c.time_limit_s is not None and time.perf_counter() - start >= c.time_limit_s:
                break
            self.play_and_learn(phase)
            self.games += 1
            games_block += 1
            if self.games % c.save_every == 0:
                self._save(time.perf_counter() - start)
            if self.games % c.eval_every == 0:
                rate = games_block / (time.perf_counter() - t_block)
                metrics = self._metrics(phase, time.perf_counter() - start, rate)
                t_block, games_block = time.perf_counter(), 0
                if progress:
                    progress(metrics)
        seconds = time.perf_counter() - start
        self._save(seconds)
        if games_block or not metrics:
            rate = games_block / max(1e-9, time.perf_counter() - t_block)
            metrics = self._metrics(self.phase() or c.phases[-1], seconds, rate)
            if progress:
                progress(metrics)
        return metrics

    def _metrics(self, phase: Phase, seconds: float, games_per_s: float) -> dict[str, Any]:
        metrics = {"games": self.games, "updates": self.updates, "seconds": round(seconds, 1),
                   "phase": f"{phase.depth_a} vs {phase.depth_b}", "games_per_s": round(games_per_s, 3),
                   **self.evaluate(), "w1": [round(x, 5) for x in self.w[1]], "w2": [round(x, 5) for x in self.w[2]]}
        append_jsonl(self.metrics_path, metrics)
        return metrics

    def _save(self, seconds: float) -> None:
        write_npz(self.weights_path, {"w1": self.w[1], "w2": self.w[2]})
        write_json(self.state_path, {"config": asdict(self.config), "games": self.games, "updates": self.updates,
                                     "seconds": seconds})
