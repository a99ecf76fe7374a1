"""``connectx bench``: one subcommand per bench (:mod:`evaluation`), each with its own options.

Every option's default is the bench function's own, read from its signature and shown in the
help, so that a default is written once. Each bench prints a table and, as its last line, a JSON
object, which it writes to ``OUT/NAME.json``.
"""

from __future__ import annotations

import argparse
import inspect
import os
import sys
from collections.abc import Callable
from typing import Any

from cli import options


class _Bench:
    """One bench's subparser: options map onto the parameters of ``fn`` (an :mod:`evaluation`
    function imported when the bench runs, named ``module:function``)."""

    def __init__(self, sub, name: str, target: str, help: str):
        self.target = target
        self.parser = sub.add_parser(name, help=help, description=help, argument_default=argparse.SUPPRESS)
        self.parser.set_defaults(func=self.run, bench=self)
        self.convert: dict[str, Callable[[Any], Any]] = {}

    def function(self) -> Callable[..., Any]:
        import importlib

        module, name = self.target.split(":")
        return getattr(importlib.import_module(module), name)

    def option(self, flag: str, param: str, help: str, convert: Callable[[Any], Any] | None = None,
               **kwargs: Any) -> _Bench:
        """``flag`` sets ``param``; the help ends with the function's default."""
        default = inspect.signature(self.function()).parameters[param].default
        if kwargs.get("action") != "store_true" and default is not None:
            shown = " ".join(map(str, default)) if isinstance(default, tuple) else default
            help = f"{help} (default: {shown})"
        self.parser.add_argument(flag, *kwargs.pop("aliases", ()), dest=param, help=help.replace("%", "%%"),
                                 **kwargs)
        if convert is not None:
            self.convert[param] = convert
        return self

    def seconds(self, what: str) -> _Bench:
        return self.option("--seconds", "seconds", what, type=float)

    def out(self) -> _Bench:
        return self.option("--out", "out_dir", "the folder for the JSON figures")

    def run(self, args: argparse.Namespace) -> int:
        chosen = {k: self.convert.get(k, lambda v: v)(v) for k, v in vars(args).items()
                  if k not in ("command", "what", "func", "bench")}
        result = self.function()(**chosen)
        return 1 if result is False else 0


def _inference(args: argparse.Namespace) -> int:
    """``bench inference`` in a process with one BLAS thread (OpenBLAS reads it only at start-up),
    as the packaged file's measurements need."""
    if os.environ.get("OPENBLAS_NUM_THREADS") != "1":
        env = {**os.environ, "OPENBLAS_NUM_THREADS": "1", "OMP_NUM_THREADS": "1"}
        os.execve(sys.executable, [sys.executable, "-m", "cli.main", *sys.argv[1:]], env)
    return args.bench.run(args)


def add_parser(sub) -> None:
    """Register ``bench`` and its subcommands on the CLI's subparsers."""
    parser = sub.add_parser("bench", help="benchmarks of speed and strength (JSON on the last line)")
    benches = parser.add_subparsers(dest="what", required=True, metavar="NAME")
    for group in (_speed_benches, _selfplay_bench, _network_benches, _game_benches):
        group(benches)
    parser.description = (f"Benchmarks: {', '.join(benches.choices)}. Each prints a table, then its figures as "
                           "JSON on the last line, and writes OUT/NAME.json; `connectx bench NAME -h` lists its "
                           "options.")



def _speed_benches(benches) -> None:
    """The speed of play: the board, MCTS and alpha-beta, the ladder."""
    _Bench(benches, "board", "evaluation.speed:bench_board",
           "random games with the pure-Python engine, one core").seconds("seconds per board").out().option(
        "--seed", "seed", "seeds the games", type=int)
    _Bench(benches, "mcts", "evaluation.speed:bench_mcts",
           "simulations per second of UCT and the hybrid; alpha-beta's nodes per second").seconds(
        "seconds per search").out()
    ladder = _Bench(benches, "ladder", "evaluation.speed:bench_ladder",
                    "episodes per second through kaggle-environments: one process, a ladder, Ray")
    ladder.seconds("seconds of the one-process loop").out()
    options.ray_arg(ladder.parser, "also the ladder's episodes as Ray tasks")


def _selfplay_bench(benches) -> None:
    """``bench selfplay``: batched self-play on the training device."""
    selfplay = _Bench(benches, "selfplay", "evaluation.selfplay_speed.driver:bench_selfplay",
                      "batched self-play: simulations and positions per second, GPU busy share")
    selfplay.seconds("seconds measured").out().option(
        "--device", "device", "auto (CUDA when available), cpu, cuda, cuda:N").option(
        "--preset", "preset", "the AlphaZero preset measured (none: gpu on CUDA, else cpu)",
        choices=["tiny", "cpu", "gpu"]).option(
        "--search", "search", "the search (none: the preset's)", choices=["puct", "gumbel"]).option(
        "--games-in-flight", "games", "games searched at once (none: the preset's)", type=int).option(
        "--boards", "boards", "also a padded network over this mixture of boards (as train alphazero --boards "
                              "takes it), beside the same network on one board").option(
        "--net", "net", "the network's residual blocks and filters, e.g. 4x48 (none: the preset's)",
        convert=options.net_shape, metavar="BLOCKSxFILTERS").option(
        "--groups", "groups", "pipeline groups to measure the network with, e.g. 2,3,4 (k-way pipelining; "
                              "none: the preset's)", convert=options.pipeline_groups, metavar="K,K,...").option(
        "--iteration", "iteration", "also one iteration's games as the trainer plays them, every game to its end "
                                    "and carried over (selfplay.carry_over)", action="store_true").option(
        "--amp", "amp", "bfloat16 inference where the device computes it natively: on or off (none: the preset's)",
        choices=["on", "off"], convert=lambda v: None if v is None else v == "on").option(
        "--cache-entries", "cache_entries", "slots of the evaluation cache (selfplay.cache_entries; 0: none; none: "
                                            "the preset's): measured with it and without it", type=int)


def _network_benches(benches) -> None:
    """The network and the solver alone, and networks' mistakes on the benchmark sets."""
    inference = _Bench(benches, "inference", "evaluation.speed:bench_inference",
                       "network evaluations: numpy, onnxruntime, torch; the packaged file's PUCT, its BLAS "
                       "threads and its full game")
    inference.seconds("seconds of all rounds of one batch size").out().option(
        "--checkpoint", "checkpoint", "the network to measure").option(
        "--act-timeout", "act_timeout", "actTimeout of the packaged file's game in a fresh process", type=float,
        aliases=("--actTimeout",)).option("--rounds", "rounds", "rounds (each figure their median)", type=int)
    inference.parser.set_defaults(func=_inference)
    _Bench(benches, "solver", "evaluation.speed:bench_solver",
           "the exact solver on the benchmark sets, against the published C++ solver's times").seconds(
        "seconds per set (0: every line)").out().option(
        "--benchmarks", "folder", "a folder of the public sets' two-column files (MOVES SCORE) instead of the "
                                  "six sets shipped in training/exact/data/pons").option(
        "--build", "build", "the solver build", choices=["auto", "numba", "python"]).option(
        "--sets", "sets", "only these sets (e.g. End-Easy Test_L1_R3)", nargs="+").option(
        "--tables", "tables", "each a run with a transposition table of this many entries (8 bytes each; a prime "
                              "spreads the positions), the later runs on the first's lines with their time's ratio "
                              "(default: the solver's own)", nargs="+", type=int, convert=tuple,
        metavar="ENTRIES").option(
        "--weak", "weak", "win/draw/loss only, as a player solves", action="store_true").option(
        "--positions", "positions", "at most the first this many lines of each set", type=int)
    _Bench(benches, "mistakes", "evaluation.mistakes:bench_mistakes",
           "networks' weak and strong mistakes on the benchmark sets, alone and with a search").option(
        "--checkpoints", "checkpoints", "the networks to judge", nargs="+").out().option(
        "--positions", "positions", "positions per benchmark set", type=int).option(
        "--simulations", "simulations", "simulations of the network-with-search player (0: network alone)",
        type=int).option("--search", "search", "the network-with-search player's search: puct (the packaged "
                                               "player's) or gumbel (sequential halving, no noise)",
                         choices=["puct", "gumbel"]).option(
        "--device", "device", "auto (CUDA when available), cpu, cuda, cuda:N").option(
        "--labels", "labels", "label stores (connectx label; any board size) judged by instead of the sets",
        nargs="+").option(
        "--fpu-reduction", "fpu_reduction", "the search's first-play urgency: an unvisited column valued at its "
                                            "node's value less this (0-2; 0: as a draw, as the packaged player)",
        type=float)


def _game_benches(benches) -> None:
    """Strength in games and tactics: the benchmark sets and a perfect opponent, scenarios, board
    sizes, the field, fuzzing."""
    _Bench(benches, "strength", "evaluation.strength:bench_strength",
           "an agent's mistakes on the benchmark sets and its games against a perfect opponent").option(
        "--agent", "agent", "a submission file or a player spec").out().option(
        "--benchmarks", "folder", "a folder of the public sets' two-column files (MOVES SCORE) to read instead "
                                  "of the shipped sets").option(
        "--positions", "positions", "lines per benchmark set", type=int).option(
        "--games", "games", "games per seat against the perfect player", type=int).option(
        "--exact-from", "exact_from", "the ply from which the perfect player solves (before: --opening)",
        type=int).option("--sets", "sets", "only these sets", nargs="+").option(
        "--opening", "opening", "the perfect player's moves before --exact-from where --opening-book has none").option(
        "--opening-book", "opening_book", "a book whose moves the perfect player plays before --exact-from "
                                          "(shipped: the one installed with connectx, which proves the first "
                                          "player's win; none: --opening only)").option(
        "--seats", "seats", "the agent's seats against the perfect player", choices=["first", "second", "both"]).option(
        "--bank", "bank", "seconds of overage bank each benchmark position gets (0: the 2 s per move only)",
        type=float).option("--skip", "skip", "lines of each set skipped before the --positions measured",
                           type=int).option(
        "--labels", "labels", "label stores measured instead of the benchmark sets", nargs="+").option(
        "--half-a-core", "slow_cpu", "measure on one core shared with a busy loop (a CPU twice as slow; Linux)",
        action="store_true")
    _Bench(benches, "scenarios", "evaluation.scenarios:bench_scenarios",
           "Hemo et al.'s scenario tests: which players see each tactical point").option(
        "--players", "players", "the players (specs or files)", nargs="+").out().option(
        "--positions", "per_group", "scenarios per category and density", type=int).option(
        "--act-timeout", "act_timeout", "seconds per move", type=float).option(
        "--seed", "seed", "seeds the scenarios", type=int)
    _Bench(benches, "sizes", "evaluation.sizes:bench_sizes",
           "two agents on several board sizes, from random openings, under Kaggle's clock").option(
        "--players", "players", "the two agents (specs or files)", nargs="+").out().option(
        "--boards", "boards", "the boards, RxCxK,...").option(
        "--games", "games", "games a board (both seats)", type=int).option(
        "--opening-plies", "opening_plies", "random plies before the agents move", type=int).option(
        "--act-timeout", "act_timeout", "seconds per move", type=float).option(
        "--bank", "bank", "overage bank per game, seconds", type=float).option(
        "--seed", "seed", "seeds the openings", type=int)
    _Bench(benches, "field", "evaluation.field:bench_field",
           "agents against a field of fallible players under Kaggle's clock, compared game by game").option(
        "--agents", "agents", "submission files or player specs (the others compared with the first)",
        nargs="+").out().option(
        "--field", "field",
        "the fallible players: player specs, perfect:error=E, soft:error=E, softmax:temperature=T, "
        "openspiel-mcts:simulations=N",
        nargs="+").option(
        "--games", "games", "games an opponent and seat", type=int).option(
        "--seats", "seats", "the agents' seats", choices=["first", "second", "both"]).option(
        "--act-timeout", "act_timeout", "seconds per move", type=float).option(
        "--opening-plies", "opening_plies", "random plies before the game (game g's opening seeded by g)",
        type=int).option(
        "--opening-value", "opening_value", "keep openings of this value for their side to move",
        choices=["any", "lost", "drawn", "won"]).option(
        "--workers", "workers", "processes playing the games not yet in the log (a game a task)", type=int)
    _Bench(benches, "analysis", "evaluation.analysis_board:bench_analysis",
           "the analysis board: its scores against the benchmark sets' exact ones, its time to answer a move").option(
        "--lines", "lines", "lines per benchmark set", type=int).option(
        "--moves", "moves", "the agent's moves asked through the board's server", type=int).seconds(
        "the analysis's time for each position").option(
        "--agent", "agent", "the agent whose moves are timed (a submission file or a player spec)").option(
        "--book", "book", "the opening book: shipped, a book file or none").out().option(
        "--seed", "seed", "seeds the lines drawn and the other side's moves", type=int)
    _Bench(benches, "fuzz", "evaluation.fuzz:bench_fuzz",
           "many calls of a submission file's agent with random, impossible and malformed input").option(
        "--agent", "agent", "the submission file").out().option(
        "--calls", "calls", "calls of the agent", type=int).option("--seed", "seed", "seeds the inputs", type=int)
