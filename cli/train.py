"""``connectx train``: training a player: AlphaZero, distillation, or a source paper's system (:mod:`training`)."""

from __future__ import annotations

import argparse
import json
import sys

from cli import options

TRAINERS = {
    "alphazero": "self-play AlphaZero: checkpoints (best.pt, latest.pt), the replay window, metrics.jsonl, "
                 "TensorBoard scalars and learning_curve.png in --out",
    "distill": "a network trained on a label store (--data), or on teacher networks' averaged answers "
               "(--teacher) over replay windows: checkpoints and metrics.jsonl",
    "mc-mlp": "the Monte Carlo MLP paper's value network: weights.npz",
    "td-linear": "Samuel and Kalev's Sarsa TD(0) threat weights: weights.npz",
    "supervised": "Hemo et al.: MCTS expert games, then policy and value networks on board planes and images",
}
"""The trainers, ``connectx train NAME``, and what each makes."""


def add_parser(sub) -> None:
    """Register the command and its trainers on the CLI's subparsers."""
    p = sub.add_parser("train", help="train a player (AlphaZero, distilled, or a source paper's system)",
                       description="Train a player; every run resumes with --resume. `connectx train NAME -h` "
                                   "lists that trainer's options.")
    trainers = p.add_subparsers(dest="algorithm", required=True, metavar="TRAINER")
    options_of = {"alphazero": _alphazero_options, "distill": _distill_options, "mc-mlp": _mc_mlp_options,
                  "td-linear": _seconds_option, "supervised": _supervised_options}
    for name, what in TRAINERS.items():
        t = trainers.add_parser(name, help=what, description=what)
        t.add_argument("--out", help="the run's folder" + (" (required but with --settings)" if name == "alphazero"
                                                            else " (required)"))
        t.add_argument("--resume", action="store_true", help="continue the run in --out")
        t.add_argument("--preset", choices=["tiny", "cpu", "gpu"] if name == "alphazero" else ["tiny", "cpu"],
                       default=None, help="cpu (the default)" + (", gpu" if name == "alphazero" else "")
                       + ", or tiny (a test's seconds)")
        if name in ("alphazero", "distill", "supervised"):
            t.add_argument("--device", default="auto", help="auto (CUDA when available), cpu, cuda, cuda:N")
        t.add_argument("--json", action="store_true", help="also the run's last metrics as one JSON line, last on "
                                                           "stdout")
        options_of[name](t)
        t.set_defaults(func=run)


def _alphazero_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--settings", action="store_true",
                   help="print every setting (its unit, range, default and each preset's value; with --preset, "
                        "that preset's alone) and what it means, then exit")
    p.add_argument("--workers", type=int, default=None,
                   help="processes for the baseline games (default: the preset's)")
    p.add_argument("--search", choices=["puct", "gumbel"], default=None,
                   help="self-play search (default: the preset's)")
    p.add_argument("--simulations", type=int, default=None,
                   help="self-play simulations per move (default: the preset's)")
    p.add_argument("--minutes", type=float, default=None,
                   help="the run's wall-clock limit over all its sessions (default: the preset's; with --resume: "
                        "extend or shorten the run)")
    p.add_argument("--stop-after", type=float, default=None, metavar="MINUTES",
                   help="end this command within MINUTES (no iteration begun that, by the last one's length, "
                        "would end after them); the run's own length and learning-rate schedule stay: continue it "
                        "with --resume (a run in commands of capped length)")
    p.add_argument("--iterations", type=int, default=None,
                   help="override the iterations (with --resume: extend or shorten the run)")
    p.add_argument("--boards", default=None, metavar="MIXTURE",
                   help="self-play over several board sizes with one padded network, its frame the largest rows "
                        "and columns: 'kaggle' (6x7x4 in 40%% of the games, six other sizes, a 7x9 frame), "
                        "'kaggle-10x12' (the same up to 8x9x5 and 10x12x5) or RxCxK[:WEIGHT],... (e.g. "
                        "6x7x4:4,5x4x3,7x8x5); default: 6x7x4 only")
    p.add_argument("--net", default=None, metavar="BLOCKSxFILTERS",
                   help="the network's residual blocks and filters, e.g. 4x48 (the size a submission can carry) "
                        "on the gpu preset; default: the preset's")
    p.add_argument("--set", action="append", default=[], metavar="FIELD=VALUE",
                   help="any field of the run's configuration, e.g. selfplay.start_plies=2, net.wdl=true, "
                        "exact_min_ply=16, train_reuse=4 (repeatable); with --resume only where the run's work "
                        "goes (the settings of kind placement in --settings, e.g. exact_cores)")
    options.ray_arg(p, "self-play workers as actors on a Ray cluster, this process the learner")
    p.add_argument("--ray-workers", type=int, default=None,
                   help="--ray: self-play actors (default: the cluster's CPUs but one)")
    p.add_argument("--ray-worker-gpus", type=float, default=0.0,
                   help="--ray: share of a GPU per actor (0: CPU; 0.25: four per GPU)")
    p.add_argument("--ray-games-in-flight", type=int, default=None,
                   help="--ray: games each actor plays at once (default: the preset's)")


def _distill_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--data", nargs="+", help="the label store; with --teacher, replay windows (AlphaZero runs' "
                                            "replay.npz), or an earlier run's teacher-answers.npz (its positions; "
                                            "its teachers' answers reused)")
    p.add_argument("--teacher", nargs="+", default=[], metavar="CHECKPOINT",
                   help="learn these networks' answers, averaged, on --data's positions")
    p.add_argument("--teacher-weights", nargs="+", type=float, default=[], metavar="WEIGHT",
                   help="one weight a teacher (default: equal)")
    p.add_argument("--init", help="start from this checkpoint")
    p.add_argument("--net", default=None, metavar="BLOCKSxFILTERS",
                   help="the student's residual blocks and filters, with a win/draw/loss head where it learns "
                        "teachers (not with --init; default 4x48)")
    p.add_argument("--epochs", type=int, default=None, help="epochs (default 20)")
    p.add_argument("--learning-rate", type=float, default=None, help="Adam's (default 0.001)")
    p.add_argument("--batch-size", type=int, default=None, help="positions a step (default 256)")
    p.add_argument("--validation", type=float, default=None, help="the share of positions held out (default 0.1)")
    p.add_argument("--train-graphs", action="store_true",
                   help="each training step replayed from one CUDA graph (on CUDA; ignored elsewhere)")
    p.add_argument("--policy-target", choices=["optimal", "softmax"], default="optimal",
                   help="on labels: the optimal columns, or a softmax of the exact scores")
    p.add_argument("--value-target", choices=["outcome", "distance"], default="outcome",
                   help="on labels: the exact result, or the result scaled by the moves it takes")


def _seconds_option(p: argparse.ArgumentParser) -> None:
    p.add_argument("--seconds", type=float, default=None, help="time limit of the run (default: the preset's)")


def _mc_mlp_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--hidden", type=int, default=None, help="hidden units (the paper: 250; 40-120)")
    p.add_argument("--episodes", type=int, default=None, help="episodes (default: the preset's)")
    _seconds_option(p)


def _supervised_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--games", type=int, default=None, help="expert games in all")
    p.add_argument("--workers", type=int, default=None, help="expert-game processes (default: the preset's)")
    _seconds_option(p)


PLAYER_OF = {"mc-mlp": "mc-mlp:weights={out}/weights.npz", "td-linear": "td-linear:weights={out}/weights.npz",
             "supervised": "amcts:policy={out}/policy-planes.npz,value={out}/value-planes.npz"}
"""The player spec that packages a source paper's run (the others: its ``best.pt``)."""


def _finish(args: argparse.Namespace, metrics: dict, done: str, more: str = "") -> int:
    """The run's end: one line saying where it stopped (``done``), where its files are and the
    command that continues it (``more``: the options that extend a finished run); with ``--json``
    its last metrics after it, as one JSON line."""
    player = PLAYER_OF.get(args.algorithm)
    package = (f"connectx package {args.out}/best.pt" if player is None
               else f"connectx package --player {player.format(out=args.out)}")
    print(f"{done}; the run is in {args.out}; continue with: connectx train {args.algorithm} --out {args.out} "
          f"--resume{more}; package it with: {package} --out main.py", flush=True)
    if args.json:
        print(json.dumps(metrics))
    return 0


def run(args: argparse.Namespace) -> int:
    if getattr(args, "settings", False):
        return _print_settings(args)
    if args.out is None:
        raise ValueError("train needs --out FOLDER, the run's folder")
    if args.preset is None:
        args.preset = "cpu"
    if args.algorithm == "distill":
        return _train_distill(args)
    if args.algorithm == "mc-mlp":
        return _train_mc_mlp(args)
    if args.algorithm == "td-linear":
        return _train_td_linear(args)
    if args.algorithm == "supervised":
        return _train_supervised(args)
    from dataclasses import replace

    from training.alphazero.config import config_with, preset
    from training.alphazero.selfplay.config import with_search
    from training.alphazero.trainer import AlphaZeroTrainer

    config = preset(args.preset)
    if args.search is not None or args.simulations is not None:
        if args.resume:
            raise ValueError("--search and --simulations set up a new run; a resumed run keeps its own")
        config = replace(config, selfplay=with_search(config.selfplay, args.search, args.simulations))
    if args.net is not None:
        if args.resume:
            raise ValueError("--net sets up a new run; a resumed run keeps its own network")
        blocks, filters = options.net_shape(args.net)
        config = replace(config, net=replace(config.net, blocks=blocks, filters=filters))
    if args.set and not args.resume:
        config = config_with(config, args.set)
    if args.boards is not None:
        from training.alphazero.boards import frame, parse_boards

        if args.resume:
            raise ValueError("--boards sets up a new run; a resumed run keeps its own boards")
        boards = parse_boards(args.boards)
        rows, columns = frame(boards)
        config = replace(config, boards=boards, net=replace(config.net, rows=rows, columns=columns, padded=True))
    ray = remote = None
    if args.ray is not None:
        from distributed.cluster import connect
        from distributed.selfplay import RaySettings, ray_source

        ray = RaySettings(args.ray, args.ray_workers, args.ray_worker_gpus, args.ray_games_in_flight)
        connect(ray.address)  # a cluster that does not answer: one line, before the run folder is touched
        remote = ray_source(ray)
    if args.stop_after is not None and args.stop_after <= 0:
        raise ValueError(f"--stop-after takes minutes above 0, got {args.stop_after}")
    trainer = AlphaZeroTrainer(config, args.out, resume=args.resume, device=args.device,
                               workers=args.workers, iterations=args.iterations, remote=remote,
                               time_limit_s=None if args.minutes is None else 60.0 * args.minutes,
                               placement=args.set if args.resume else ())
    where = "" if ray is None else f", self-play on the Ray cluster {ray.address!r}"
    what = "resumed, its own settings" if args.resume else args.preset
    c = trainer.config
    length = f"{c.iterations} iterations" + ("" if c.time_limit_s is None else f" or {c.time_limit_s / 60:.0f} min")
    print(f"training alphazero ({what}) on {trainer.device} into {args.out}{where}, from iteration "
          f"{trainer.iteration}, for up to {length}; Ctrl-C stops it, --resume goes on", flush=True)
    if c.truth_every:
        print(f"mistakes: the share of {c.truth_positions} positions of each of Pons' six benchmark sets where the "
              "move turns a win into a draw or loss, or a draw into a loss (lower is better)", flush=True)
    metrics = trainer.run(stop_after_s=None if args.stop_after is None else 60.0 * args.stop_after)
    minutes = metrics.get("run_seconds", trainer.seconds_before) / 60
    why = ("its iterations done" if trainer.iteration >= c.iterations else "--stop-after reached"
           if args.stop_after is not None and (c.time_limit_s is None or 60 * minutes < c.time_limit_s)
           else "its time limit reached")
    more = (f" --iterations {2 * c.iterations}" if why == "its iterations done" else
            f" --minutes {2 * c.time_limit_s / 60:g}" if why == "its time limit reached" else "")
    return _finish(args, metrics, f"stopped at iteration {trainer.iteration} of {c.iterations} after {minutes:.1f} "
                                  f"min ({why}{'; nothing left to do' if not metrics else ''})", more)


def _print_settings(args: argparse.Namespace) -> int:
    """``--settings``: the alphazero configuration's table (:func:`training.settings.settings_table`)."""
    from training.alphazero.config import PRESETS, AlphaZeroConfig
    from training.settings import settings_table

    print("\n".join(settings_table(AlphaZeroConfig(), PRESETS, args.preset)))
    return 0


def _train_distill(args: argparse.Namespace) -> int:
    from training.alphazero.distill import DistillConfig, DistillTrainer
    from training.nets.model import NetConfig

    if not args.data:
        raise ValueError("train distill needs --data (a store written by connectx label, or with --teacher "
                         "replay windows)")
    chosen = {name: value for name, value in (("learning_rate", args.learning_rate), ("batch_size", args.batch_size),
                                              ("validation", args.validation)) if value is not None}
    if args.net is not None:
        if args.init or args.resume:
            raise ValueError("--net sets up a new student: not with --init, which gives its shape, nor --resume")
        blocks, filters = options.net_shape(args.net)
        chosen["net"] = NetConfig(blocks=blocks, filters=filters, wdl=bool(args.teacher))
    config = DistillConfig(init=args.init, policy_target=args.policy_target, value_target=args.value_target,
                           teachers=tuple(args.teacher), teacher_weights=tuple(args.teacher_weights),
                           train_graphs=args.train_graphs, **chosen)
    trainer = DistillTrainer(config, args.data, args.out, resume=args.resume, device=args.device, epochs=args.epochs)
    teachers = trainer.config.teachers
    what = "(mirrors included)" if not teachers else f"of {', '.join(teachers)}'s answers"
    print(f"distilling {len(trainer.data['z'])} positions {what} into {args.out} on {trainer.device}",
          file=sys.stderr)
    metrics = trainer.run()
    return _finish(args, metrics, f"distilled to epoch {trainer.epoch} of {trainer.config.epochs}")


def _train_mc_mlp(args: argparse.Namespace) -> int:
    from training.papers.mc_mlp import MCMLPTrainer, preset

    overrides = {"hidden": args.hidden} if args.hidden is not None else {}
    if args.episodes is not None:
        overrides["episodes"] = args.episodes
    if args.seconds is not None:
        overrides["time_limit_s"] = args.seconds
    trainer = MCMLPTrainer(preset(args.preset, **overrides), args.out, resume=args.resume)
    print(f"training mc-mlp ({args.preset}, {trainer.config.hidden} hidden units) into {args.out}, "
          f"from episode {trainer.episodes_done}", file=sys.stderr)

    def report(m: dict) -> None:
        quota = "-" if m["quota"] is None else f"{m['quota']:.2f}"
        print(f"episode {m['episodes']:>9}: quota vs random {quota} ({m['wins']}/{m['draws']}/{m['losses']}), "
              f"{m['episodes_per_s']:.0f} episodes/s, lr {m['learning_rate']}", file=sys.stderr, flush=True)

    metrics = trainer.run(progress=report)
    return _finish(args, metrics, f"stopped after episode {trainer.episodes_done:,}")


def _train_td_linear(args: argparse.Namespace) -> int:
    from training.papers.td_linear import TDLinearTrainer, preset

    overrides = {"time_limit_s": args.seconds} if args.seconds is not None else {}
    trainer = TDLinearTrainer(preset(args.preset, **overrides), args.out, resume=args.resume)
    print(f"training td-linear ({args.preset}) into {args.out}, from game {trainer.games}", file=sys.stderr)

    def report(m: dict) -> None:
        print(f"game {m['games']:>7} ({m['phase']}): score at depth 3 vs random {m['score_vs_random']}, "
              f"vs minimax depth 3 {m['score_vs_minimax3']}; {m['games_per_s']:.2f} games/s",
              file=sys.stderr, flush=True)

    metrics = trainer.run(progress=report)
    return _finish(args, metrics, f"stopped after game {trainer.games:,}")


def _train_supervised(args: argparse.Namespace) -> int:
    from training.papers.supervised import SupervisedTrainer, preset

    overrides: dict = {"time_limit_s": args.seconds} if args.seconds is not None else {}
    if args.games is not None:
        overrides["games"] = args.games
    if args.workers is not None:
        overrides["workers"] = args.workers
    trainer = SupervisedTrainer(preset(args.preset, **overrides), args.out, resume=args.resume, device=args.device)
    say = lambda line: print(line, file=sys.stderr, flush=True)  # noqa: E731
    say(f"supervised ({args.preset}) into {args.out} on {trainer.device}: "
        f"expert games to {trainer.config.games} at {trainer.config.simulations} simulations per move")
    trainer.play_games(progress=say)
    return _finish(args, trainer.train_all(progress=say), "trained on the expert games")

