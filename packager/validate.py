"""``connectx validate``: a submission file judged the way Kaggle judges it.

Checks, each recorded with its figures:

- size: a warning above 5 MB, a failure above 100 MB (Kaggle's stated limit);
- loader: kaggle-environments' own ``get_last_callable`` finds the file's ``agent``;
- games: full episodes through kaggle-environments as both marks against ``random`` and
  ``negamax``, every one ending DONE, no move over ``actTimeout`` beyond what the overage bank
  (60 s an episode) covers with ``BANK_MARGIN_S`` to spare (a file may draw on the bank, see
  ``connectx package --overage-share``); max and mean move time, the most of
  the bank one episode used;
- slow CPU: the same against ``random`` with this process and a busy-loop process pinned to one
  core, so the agent gets about half a core (a 2x slower CPU);
- other boards: one episode on 7x8x4 and one on 5x6x4, ending DONE;
- solver builds (a file whose player uses the solver): in fresh processes, the file
  loaded with numba (the build its player got, and the seconds it spent compiling at load, which
  Kaggle charges to the first move), and the games against ``random`` again with numba blocked,
  as on a runtime without it (the pure-Python solver: the same answers, slower);
- parity (given the checkpoint): the file's own network against the checkpoint's torch network on
  1000 random positions, max abs difference of priors and of values: at most 1e-3 for fp16
  and uint16 weights, 1e-5 for float32 (int8: reported only); an onnxruntime build's network
  against its numpy fallback within 1e-4; in a file of two networks (``connectx package
  --other-boards``), the second against its own checkpoint the same way.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import random
import statistics
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from packager.loader import load

WARN_BYTES = 5 * 2**20
MAX_BYTES = 100 * 2**20
OVERAGE_S = 60.0
"""Kaggle's overage bank per episode, in seconds."""
BANK_MARGIN_S = 5.0
"""Seconds of the bank an episode must leave unspent: Kaggle's own delays are charged to it too."""
PARITY_LIMITS = {"none": 1e-5, "fp16": 1e-3, "uint16": 1e-3}
ONNX_LIMIT = 1e-4


@dataclass
class Check:
    name: str
    ok: bool
    detail: str
    warning: bool = False


@dataclass
class Report:
    """All checks of one file, and the figures they measured; ``echo`` (a callable taking a line)
    is given each check's line as the check ends."""

    path: str
    checks: list[Check] = field(default_factory=list)
    figures: dict[str, Any] = field(default_factory=dict)
    echo: Callable[[str], None] | None = field(default=None, compare=False, repr=False)

    @property
    def ok(self) -> bool:
        return all(c.ok for c in self.checks)

    def add(self, name: str, ok: bool, detail: str, warning: bool = False) -> None:
        self.checks.append(Check(name, ok, detail, warning))
        if self.echo is not None:
            self.echo(_line(self.checks[-1]))

    def text(self) -> str:
        lines = [f"validate {self.path}", *map(_line, self.checks), self.verdict()]
        return "\n".join(lines)

    def verdict(self) -> str:
        """The last line: valid or not."""
        return "  => " + ("valid" if self.ok else "NOT valid")


def _line(c: Check) -> str:
    mark = "FAIL" if not c.ok else ("warn" if c.warning else "ok")
    return f"  [{mark:>4}] {c.name}: {c.detail}"


def planned_episodes(games: int, slow_cpu: bool) -> int:
    """The episodes :func:`validate` plays at most with these settings: both marks against two
    opponents, against one on half a core, two other boards, and the solver's pure-Python build."""
    return 4 * games + (2 * games if slow_cpu else 0) + 4 + 2 * games


def _spin(parent_pid: int) -> None:
    """A busy loop that ends when its parent does: a parent killed by a signal never reaches the
    ``finally`` that would stop it."""
    while os.getppid() == parent_pid:
        for _ in range(100_000):
            pass


@contextlib.contextmanager
def half_a_core() -> Iterator[None]:
    """Run the block on one core shared with a busy-loop process, so that this process gets about
    half a core (a CPU twice as slow as this one); Linux only (``os.sched_setaffinity``).

    Raises:
        OSError: the platform cannot pin processes to a core.
    """
    if not hasattr(os, "sched_setaffinity"):
        raise OSError("pinning to a core needs os.sched_setaffinity (Linux)")
    affinity = os.sched_getaffinity(0)
    hog = multiprocessing.get_context("spawn").Process(target=_spin, args=(os.getpid(),), daemon=True)
    hog.start()
    try:
        core = min(affinity)
        os.sched_setaffinity(hog.pid, {core})
        os.sched_setaffinity(0, {core})
        yield
    finally:
        os.sched_setaffinity(0, affinity)
        hog.kill()
        hog.join()


def _games(report: Report, path: str, opponents: list[str], games: int, act_timeout: float, overage: float,
           label: str, **board: int) -> list[float]:
    """Episodes of the file against each opponent, both marks; returns its move times."""
    from ladder.episode import play_episode

    times: list[float] = []
    results = []
    bank_used = 0.0
    for opponent in opponents:
        for g in range(games):
            for seat in (0, 1):
                specs = (path, opponent) if seat == 0 else (opponent, path)
                result = play_episode(*specs, act_timeout=act_timeout, overage=overage, seed=g, **board)
                status = result.statuses[seat]
                results.append((opponent, seat, status, result.score if seat == 0 else 1 - result.score))
                times += result.move_seconds[seat]
                bank_used = max(bank_used, overage - result.bank_low[seat])
    bad = [r for r in results if r[2] != "DONE"]
    score = sum(r[3] for r in results)
    detail = (f"{len(results)} episodes vs {', '.join(opponents)}: score {score:g}/{len(results)}, "
              f"move time max {max(times):.3f} s, mean {statistics.fmean(times):.3f} s (limit {act_timeout:g} s), "
              f"overage used {bank_used:.1f} of {overage:g} s (at most {overage - BANK_MARGIN_S:g})"
              + ("; the moves over the limit were paid from the overage bank, as Kaggle allows"
                 if max(times) > act_timeout and bank_used <= overage - BANK_MARGIN_S else ""))
    if bad:
        detail += f"; lost by status: {bad}"
    report.add(label, not bad and bank_used <= overage - BANK_MARGIN_S, detail)
    return times


def validate(path: str, checkpoint: str | None = None, quantize: str | None = None, games: int = 1,
             act_timeout: float = 2.0, slow_cpu: bool = True, overage: float = OVERAGE_S,
             other_boards: str | None = None, echo: Callable[[str], None] | None = None) -> Report:
    """Run every check on ``path``.

    Args:
        path: the submission file.
        checkpoint: the checkpoint it was built from, for the parity check (None skips it).
        quantize: the build's weight encoding (sets the parity limit; None: read nothing, report
            the differences only).
        games: episodes per opponent and mark.
        act_timeout: Kaggle's seconds per move to play under.
        slow_cpu: also run the slow-CPU games.
        overage: the overage bank per episode, in seconds (Kaggle: 60).
        other_boards: the checkpoint of the file's second network (``connectx package
            --other-boards``), for its parity check (None skips it).
        echo: given each check's line as it ends (:class:`Report`).
    """
    from kaggle_environments.agent import get_last_callable

    report = Report(path, echo=echo)
    size = os.path.getsize(path)
    report.figures["bytes"] = size
    report.add("size", size <= MAX_BYTES, f"{size / 2**20:.2f} MB", warning=size > WARN_BYTES)
    with open(path) as f:
        source = f.read()
    try:
        agent = get_last_callable(source, path=os.path.abspath(path))
        report.add("loader", getattr(agent, "__name__", "") == "agent",
                   f"kaggle-environments' loader found {getattr(agent, '__name__', agent)!r}")
    except Exception as e:  # the loader's own error is the finding
        report.add("loader", False, f"kaggle-environments' loader failed: {e}")
        return report
    times = _games(report, path, ["random", "negamax"], games, act_timeout, overage, "games")
    report.figures.update(max_move_s=max(times), mean_move_s=statistics.fmean(times))
    if slow_cpu and hasattr(os, "sched_setaffinity"):
        with half_a_core():
            slow = _games(report, path, ["random"], games, act_timeout, overage, "slow CPU (half a core)")
        report.figures.update(slow_max_move_s=max(slow), slow_mean_move_s=statistics.fmean(slow))
    for rows, columns, inarow in ((7, 8, 4), (5, 6, 4)):
        _games(report, path, ["random"], 1, act_timeout, overage, f"board {rows}x{columns}x{inarow}", rows=rows,
               columns=columns, inarow=inarow)
    if "_SOURCES['agents.solver.numba_build']" in source:
        _solver_builds(report, path, games, act_timeout, overage)
    if checkpoint is not None or other_boards is not None:
        parities(report, path, checkpoint, other_boards, quantize)
    return report


def parities(report: Report, path: str, checkpoint: str | None, other_boards: str | None,
             quantize: str | None) -> None:
    """The parity check of the file's network against ``checkpoint`` and, in a file of two
    networks, of the second against ``other_boards`` (None skips one)."""
    network = load(path).get("network")
    networks = getattr(network, "networks", [network])
    for k, (name, wanted) in enumerate((("", checkpoint), (" of the other boards", other_boards))):
        if wanted is None:
            continue
        if k >= len(networks) or networks[k] is None:
            report.add("parity" + name, False, "the file holds no such network")
            continue
        _parity(report, networks[k], wanted, quantize, name)


_BUILD_PROBE = """
import json, sys, time
path, block, games, act_timeout, overage = sys.argv[1], sys.argv[2] == "python", *sys.argv[3:]
if block:
    sys.modules["numba"] = None  # import numba raises ImportError, as where it is not installed
from packager.loader import load
from packager.validate import Report, _games
start = time.perf_counter()
player = load(path)["PLAYER"]
out = {"build": getattr(player, "solver_build", None), "compile_s": getattr(player, "compile_seconds", 0.0),
       "load_s": time.perf_counter() - start, "solver": getattr(player, "solver_ply", None) is not None}
if block:
    report = Report(path)
    out["times"] = _games(report, path, ["random"], int(games), float(act_timeout), float(overage), "python")
    out["ok"], out["detail"] = report.checks[-1].ok, report.checks[-1].detail
print(json.dumps(out))
"""


def _solver_builds(report: Report, path: str, games: int, act_timeout: float, overage: float) -> None:
    """The file's solver with numba and without (see the module docstring), each in a fresh
    process: the file's modules are cached per process, and numba's state with them."""
    import json
    import subprocess
    import sys

    found = {}
    for build in ("numba", "python"):
        done = subprocess.run([sys.executable, "-c", _BUILD_PROBE, os.path.abspath(path), build, str(games),
                               str(act_timeout), str(overage)], capture_output=True, text=True, timeout=1800)
        if done.returncode != 0:
            last = (done.stderr.strip().splitlines() or ["no output"])[-1]
            report.add(f"solver build {build}", False, f"the probe failed: {last}")
            return
        found[build] = json.loads(done.stdout.strip().splitlines()[-1])
        if not found[build]["solver"]:
            return  # a player without the solver: nothing to compare
    numba, python = found["numba"], found["python"]
    report.figures.update(solver_build=numba["build"], solver_compile_s=numba["compile_s"],
                          python_max_move_s=max(python["times"]), python_mean_move_s=statistics.fmean(python["times"]))
    if numba["build"] == "numba":
        detail = f"numba here: compiled at load in {numba['compile_s']:.2f} s (load {numba['load_s']:.2f} s)"
    else:
        detail = "numba is missing or failed here: the file plays with the pure-Python solver"
    report.add("solver build numba", True, detail)
    report.add("solver build python", python["build"] == "python" and python["ok"],
               f"numba blocked: {python['detail']}")


def _parity(report: Report, network, checkpoint: str, quantize: str | None, name: str = "") -> None:
    """The file's ``network`` (numpy, or onnxruntime with its numpy reference) against the
    checkpoint's torch network; ``name`` tells the checks and figures of a second network apart."""
    import torch

    from agents.board import Position, geometry
    from training.alphazero.evaluator import TorchEvaluator
    from training.nets.checkpoint import load_checkpoint

    model, data = load_checkpoint(checkpoint)
    trained = [geometry(r, c, k) for r, c, k, _ in (data.get("config") or {}).get("boards") or ()]
    boards = [geo for geo in trained if model.config.fits(geo)] or [geometry(model.config.rows, model.config.columns)]
    rng = random.Random(0)
    groups: list[list[Position]] = [[] for _ in boards]  # the boards it was trained on, in turn (6x7 for one)
    for i in range(1000):
        group = groups[i % len(boards)]
        while len(group) <= i // len(boards):
            pos = Position(boards[i % len(boards)])
            for _ in range(rng.randrange(pos.geo.rows * pos.geo.columns * 5 // 7)):
                if pos.outcome() is not None:
                    break
                pos.play(rng.choice(pos.legal_moves()))
            if pos.outcome() is None:
                group.append(pos)
    reference = TorchEvaluator(model, torch.device("cpu"))
    numpy_net = getattr(network, "reference", network)
    dp = dv = do = 0.0
    for positions in groups:
        t_p, t_v = reference.evaluate_batch(positions)
        n_p, n_v = numpy_net.evaluate_batch(positions)
        dp, dv = max(dp, float(np.abs(t_p - n_p).max())), max(dv, float(np.abs(t_v - n_v).max()))
        if network is not numpy_net:
            o_p, o_v = network.evaluate_batch(positions)
            do = max(do, float(np.abs(o_p - n_p).max()), float(np.abs(o_v - n_v).max()))
    key = "_other_boards" if name else ""
    report.figures.update({f"parity_policy{key}": dp, f"parity_value{key}": dv})
    limit = PARITY_LIMITS.get(quantize or "")
    names = ", ".join(f"{g.rows}x{g.columns}x{g.inarow}" for g in boards)
    detail = f"1000 positions of {names}: max |policy diff| {dp:.2e}, max |value diff| {dv:.2e}"
    report.add(f"parity{name} (numpy vs torch)", limit is None or max(dp, dv) <= limit,
               detail + (f" (limit {limit:g})" if limit else " (no limit for this encoding)"))
    if network is not numpy_net:
        report.figures[f"parity_onnx{key}"] = do
        report.add(f"parity{name} (onnxruntime vs numpy)", do <= ONNX_LIMIT,
                   f"max diff {do:.2e} (limit {ONNX_LIMIT:g})")
