"""Monte Carlo policy evaluation of an MLP value network by epsilon-greedy self-play.

The network (:class:`agents.value_mlp.ValueMLP`): 2 inputs per cell, one sigmoid hidden layer of ``h``
units, one sigmoid output ``V(s)`` in [0, 1], weights drawn uniformly from ``[-0.77, 0.77]``.
One episode: both sides share the weights; at every ply the mover exploits with probability
``epsilon`` (the successor with the highest ``V``) and otherwise explores (a random successor,
which is not trained on). After the episode every exploited successor ``s`` (a position right
after its mover's move) gets the target ``T_s = Return * gamma^(T - t(s))`` (``Return`` 1 when
its mover won, 0 when it lost, ``draw_return`` for a draw; ``T`` the last ply, ``t(s)`` the ply of
``s``), and one gradient step on the squared error ``1/2 mean (V(s) - T_s)^2`` follows, with a
learning rate that steps down over the run (0.5, 0.25, 0.125, 0.0625). The paper minimises the
summed error; with its learning rates that drives every output here to 0 within a thousand
episodes (V ~ 1e-11, measured), so the error is averaged over the episode's states.

The paper's measure of progress is the "winning quota" against a uniformly random player: games
won divided by games lost, the network playing greedily (no exploration), seats alternating.

Written to ``--out``: ``weights.npz`` (the player's arrays, ``mc-mlp:weights=...``),
``state.json`` (episodes and seconds so far) after every evaluation, atomically, and one line of
``metrics.jsonl`` per evaluation; ``resume`` continues from them.

Source: the Monte Carlo MLP value-network paper (the MLP, its inputs, initialisation, epsilon,
gamma, targets, learning rates and the winning quota).
"""

from __future__ import annotations

import os
import time
from dataclasses import asdict, dataclass, replace
from typing import Any

import numpy as np

from agents.board import Position, geometry
from agents.nn import load_arrays
from agents.value_mlp import ValueMLP
from durable.files import append_jsonl, read_json, read_jsonl, write_json
from training.runio import claim_run_folder, pick_preset, write_npz


@dataclass(frozen=True)
class MCMLPConfig:
    """An mc-mlp run (the paper's values by default)."""

    rows: int = 6
    columns: int = 7
    inarow: int = 4
    hidden: int = 250
    """Hidden units (the paper: 250; 40, 60, 100 and 120 as options)."""
    init_range: float = 0.77
    """Initial weights uniform in [-init_range, init_range]."""
    epsilon: float = 0.7
    """Probability of exploiting (the best successor); otherwise a random successor."""
    gamma: float = 0.97
    """Discount per ply of the target."""
    draw_return: float = 0.5
    """Return of a draw (the paper gives 1 for a win and 0 for a loss)."""
    learning_rates: tuple[float, ...] = (0.5, 0.25, 0.125, 0.0625)
    """Step-wise learning rates, each for an equal share of the run."""
    episodes: int = 100_000
    """Self-play episodes in all."""
    time_limit_s: float | None = None
    """Stop after this many seconds of the run (None: no limit); the learning-rate steps follow
    whichever of episodes and time is further along."""
    eval_every: int = 5_000
    """Episodes between winning-quota measurements."""
    eval_games: int = 400
    """Games against random per measurement (seats alternating)."""
    seed: int = 0

    def validate(self) -> None:
        """Raises ValueError on a setting outside its range (naming it)."""
        checks = {"hidden": self.hidden >= 1, "init_range": self.init_range > 0,
                  "epsilon": 0.0 <= self.epsilon <= 1.0, "gamma": 0.0 < self.gamma <= 1.0,
                  "draw_return": 0.0 <= self.draw_return <= 1.0, "episodes": self.episodes >= 1,
                  "eval_every": self.eval_every >= 1, "eval_games": self.eval_games >= 0,
                  "learning_rates": len(self.learning_rates) >= 1 and all(r > 0 for r in self.learning_rates)}
        bad = [k for k, ok in checks.items() if not ok]
        if bad:
            raise ValueError(f"mc-mlp config: bad {', '.join(bad)} in {self}")


PRESETS: dict[str, MCMLPConfig] = {
    "tiny": MCMLPConfig(hidden=40, episodes=200, eval_every=100, eval_games=20),
    "cpu": MCMLPConfig(hidden=250, episodes=2_000_000, time_limit_s=1800, eval_every=20_000, eval_games=1000),
}
"""``tiny``: seconds, for tests; ``cpu``: half an hour on one core here (the paper ran 2 M to
14 M episodes)."""


def preset(name: str, **overrides: Any) -> MCMLPConfig:
    """A named configuration with fields replaced.

    Raises:
        ValueError: an unknown name.
    """
    return pick_preset(PRESETS, name, "mc-mlp", **overrides)


class Episodes:
    """The self-play episode loop on the network's own input vectors (no re-encoding: a move
    sets one input), and the gradient step.

    Args:
        config: the run's configuration.
        arrays: the network's arrays (float64), changed in place by :meth:`train`.
        rng: numpy generator for exploration and tie-breaks.
    """

    def __init__(self, config: MCMLPConfig, arrays: dict[str, np.ndarray], rng: np.random.Generator):
        self.config, self.arrays, self.rng = config, arrays, rng
        self.geo = geometry(config.rows, config.columns, config.inarow)
        self.net = ValueMLP(arrays)

    def successors(self, x: np.ndarray, position: Position, moves: list[int]) -> np.ndarray:
        """Input vectors ``(len(moves), inputs)`` of the positions after each move."""
        geo = self.geo
        out = np.repeat(x[None, :], len(moves), axis=0)
        colour = 1 if position.ply % 2 == 0 else 0  # mark 1 (red) is (0, 1), mark 2 (yellow) (1, 0)
        for i, c in enumerate(moves):
            height = (position.mask & geo.column_masks[c]).bit_count()
            row = geo.rows - 1 - height
            out[i, 2 * (row * geo.columns + c) + colour] = 1.0
        return out

    def play(self, epsilon: float, opponent_random: int | None = None
             ) -> tuple[int, int, list[tuple[np.ndarray, int, int]]]:
        """One game from the empty board.

        Args:
            epsilon: probability of exploiting at each network move.
            opponent_random: a mark (1 or 2) that plays uniformly random moves, or None (self-play).

        Returns:
            ``(winner mark or 0, plies played, [(input vector, ply after the move, mover mark)])``,
            the list holding every exploited network move.
        """
        pos = Position(self.geo)
        x = np.zeros(2 * self.geo.rows * self.geo.columns)
        trained: list[tuple[np.ndarray, int, int]] = []
        while True:
            moves = pos.legal_moves()
            if not moves:
                return 0, pos.ply, trained
            mark = pos.mark
            succ = self.successors(x, pos, moves)
            if mark == opponent_random or self.rng.random() >= epsilon:
                i = int(self.rng.integers(len(moves)))
            else:
                v = self.net.forward(succ)[1]
                best = np.flatnonzero(v == v.max())
                i = int(best[self.rng.integers(len(best))])
                trained.append((succ[i], pos.ply + 1, mark))
            won = pos.is_winning_move(moves[i])
            pos.play(moves[i])
            x = succ[i]
            if won:
                return mark, pos.ply, trained

    def train(self, lr: float) -> int:
        """One self-play episode and its batch update; returns the number of trained states."""
        c = self.config
        winner, end, trained = self.play(c.epsilon)
        if not trained:
            return 0
        xs = np.stack([s for s, _, _ in trained])
        ret = np.array([c.draw_return if winner == 0 else float(mark == winner) for _, _, mark in trained])
        plies = np.array([ply for _, ply, _ in trained], dtype=np.float64)
        targets = ret * c.gamma ** (end - plies)
        h, v = self.net.forward(xs)
        delta2 = (v - targets) * v * (1.0 - v) / len(trained)  # dL/dz2 for L = 1/2 mean (v - T)^2
        delta1 = np.outer(delta2, self.net.w2) * h * (1.0 - h)
        a = self.arrays
        a["out.w"] -= lr * (h.T @ delta2)
        a["out.b"] -= lr * delta2.sum(keepdims=True)
        a["hidden.w"] -= lr * (xs.T @ delta1)
        a["hidden.b"] -= lr * delta1.sum(axis=0)
        self.net = ValueMLP(a)
        return len(trained)

    def quota(self, games: int) -> dict[str, Any]:
        """Greedy network against uniform random, seats alternating: wins, draws, losses and the
        winning quota (wins / losses; None when it lost none)."""
        wins = draws = losses = 0
        for g in range(games):
            random_mark = 2 if g % 2 == 0 else 1
            winner, _, _ = self.play(1.0, opponent_random=random_mark)
            if winner == 0:
                draws += 1
            elif winner == random_mark:
                losses += 1
            else:
                wins += 1
        return {"wins": wins, "draws": draws, "losses": losses, "quota": wins / losses if losses else None}


def initial_arrays(config: MCMLPConfig, rng: np.random.Generator) -> dict[str, np.ndarray]:
    """A fresh network: every weight and bias uniform in ``[-init_range, init_range]`` (float64)."""
    inputs, h, r = 2 * config.rows * config.columns, config.hidden, config.init_range
    return {"meta": np.array([config.rows, config.columns, h], dtype=np.int64),
            "hidden.w": rng.uniform(-r, r, (inputs, h)), "hidden.b": rng.uniform(-r, r, h),
            "out.w": rng.uniform(-r, r, h), "out.b": rng.uniform(-r, r, 1)}


class MCMLPTrainer:
    """Runs (or resumes) an mc-mlp run in ``out_dir``.

    Args:
        config: the run's configuration (ignored on resume but for ``episodes`` and
            ``time_limit_s``, which may extend the run).
        out_dir: the run's folder.
        resume: continue the run found there.

    Raises:
        FileExistsError: ``out_dir`` holds a run and ``resume`` is False.
        FileNotFoundError: ``resume`` and no run there.
        ValueError: a bad config, or a corrupt state or weights file.
    """

    def __init__(self, config: MCMLPConfig, out_dir: str, resume: bool = False):
        config.validate()
        self.weights_path = os.path.join(out_dir, "weights.npz")
        self.state_path = os.path.join(out_dir, "state.json")
        self.metrics_path = os.path.join(out_dir, "metrics.jsonl")
        self.folder = claim_run_folder(out_dir, "state.json", resume, "mc-mlp")
        self.episodes_done, self.seconds_done = 0, 0.0
        if resume:
            state = read_json(self.state_path)
            read_jsonl(self.metrics_path)  # cuts a last line a kill tore, before more are appended
            try:
                saved = MCMLPConfig(**{**state["config"], "learning_rates": tuple(state["config"]["learning_rates"])})
                self.episodes_done, self.seconds_done = int(state["episodes"]), float(state["seconds"])
            except (KeyError, TypeError) as e:
                raise ValueError(f"{self.state_path} is not an mc-mlp state: {e!r}") from None
            config = replace(saved, episodes=config.episodes, time_limit_s=config.time_limit_s)
            arrays = {k: np.array(v, dtype=np.int64 if k == "meta" else np.float64)
                      for k, v in load_arrays(self.weights_path).items()}
        else:
            arrays = initial_arrays(config, np.random.default_rng(config.seed))
        self.config = config
        self.arrays = arrays
        self.loop = Episodes(config, arrays, np.random.default_rng([config.seed, self.episodes_done]))

    def learning_rate(self, elapsed: float) -> float:
        """The step of ``learning_rates`` for the run's progress (episodes or time, whichever is
        further along)."""
        c = self.config
        progress = self.episodes_done / c.episodes
        if c.time_limit_s:
            progress = max(progress, elapsed / c.time_limit_s)
        return c.learning_rates[min(len(c.learning_rates) - 1, int(progress * len(c.learning_rates)))]

    def run(self, progress=None) -> dict[str, Any]:
        """Train until the episodes or the time limit are used up; returns the last metrics."""
        c = self.config
        start = time.perf_counter() - self.seconds_done
        metrics: dict[str, Any] = {}
        since_eval, t_eval = 0, time.perf_counter()
        while self.episodes_done < c.episodes:
            elapsed = time.perf_counter() - start
            if c.time_limit_s is not None and elapsed >= c.time_limit_s:
                break
            self.loop.train(self.learning_rate(elapsed))
            self.episodes_done += 1
            since_eval += 1
            if self.episodes_done % c.eval_every == 0 or self.episodes_done == c.episodes:
                rate = since_eval / (time.perf_counter() - t_eval)
                metrics = self._checkpoint(time.perf_counter() - start, rate)
                since_eval, t_eval = 0, time.perf_counter()
                if progress:
                    progress(metrics)
        if since_eval:
            metrics = self._checkpoint(time.perf_counter() - start, since_eval / (time.perf_counter() - t_eval))
            if progress:
                progress(metrics)
        return metrics

    def _checkpoint(self, seconds: float, episodes_per_s: float) -> dict[str, Any]:
        t = time.perf_counter()
        result = self.loop.quota(self.config.eval_games)
        metrics = {"episodes": self.episodes_done, "seconds": round(seconds, 1),
                   "episodes_per_s": round(episodes_per_s, 1), "learning_rate": self.learning_rate(seconds),
                   "eval_seconds": round(time.perf_counter() - t, 1), **result}
        write_npz(self.weights_path, self.arrays)
        write_json(self.state_path, {"config": asdict(self.config), "episodes": self.episodes_done,
                                     "seconds": seconds})
        append_jsonl(self.metrics_path, metrics)
        return metrics
