"""The ``connectx`` command line: ``play`` and ``bench`` (more commands join as they are built)."""

from __future__ import annotations

import argparse
import json
import os
import sqlite3
import statistics
import sys

from agents.board import move_string
from agents.players import PLAYERS
from cli import episodes, review
from distributed.cluster import ClusterError
from durable.files import atomic_path, write_text
from ladder.kaggle_episodes import KaggleCLIError
from ladder.store import StoreError
from packager.submit import SubmitError


def _cmd_play(args: argparse.Namespace) -> int:
    from ladder.episode import play_episode

    result = play_episode(args.a, args.b, rows=args.rows, columns=args.columns, inarow=args.inarow,
                          act_timeout=args.act_timeout, seed=args.seed)
    print(result.env.render(mode="ansi"))
    print(f"moves: {move_string(result.moves)}")
    for seat, spec in enumerate(result.agents):
        times = result.move_seconds[seat]
        timing = (f"max {max(times):.3f} s, mean {statistics.fmean(times):.3f} s over {len(times)} moves"
                  if times else "no moves")
        print(f"mark {seat + 1} {spec}: {result.statuses[seat]}, reward {result.rewards[seat]}; {timing}")
    if result.score == 1.0:
        print(f"result: {result.agents[0]} (mark 1) wins")
    elif result.score == 0.0:
        print(f"result: {result.agents[1]} (mark 2) wins")
    else:
        print("result: draw")
    return 0


def _cmd_ladder(args: argparse.Namespace) -> int:
    from rich.console import Console

    from ladder import report
    from ladder.ratings import crosstable, standings
    from ladder.runner import LadderConfig, run_ladder, run_sprt
    from ladder.store import ResultsStore

    workers = args.workers
    if workers is None:
        workers = _ray_cpus(args.ray) if args.ray else os.cpu_count() or 1
    config = LadderConfig(games=args.games if args.games is not None else (1000 if args.sprt else 10),
                          mode=args.mode, workers=workers, rows=args.rows, columns=args.columns,
                          inarow=args.inarow, act_timeout=args.act_timeout, overage=args.overage, seed=args.seed,
                          ray=args.ray)
    if args.sprt and args.agents:
        raise ValueError("give either agents or --sprt CANDIDATE BASELINE, not both")
    store = ResultsStore(args.db)
    console = Console() if sys.stdout.isatty() else Console(width=200)
    try:
        if args.sprt:
            _, state, entrants = run_sprt(store, args.sprt[0], args.sprt[1], args.elo0, args.elo1, config,
                                          args.alpha, args.beta, progress=not args.no_progress)
        elif args.agents:
            _, entrants = run_ladder(store, args.agents, config, progress=not args.no_progress)
        else:
            played = {i for ep in store.episodes(kind="rated") for i in (ep.agent0, ep.agent1)}
            entrants = [e for e in store.entrants() if e.id in played]
        episodes = store.episodes(kind="rated", entrant_ids=[e.id for e in entrants])
        table = standings(entrants, episodes)
        report.print_table(table, args.act_timeout, console)
        report.print_crosstable(entrants, crosstable([e.id for e in entrants], episodes), console)
        if args.sprt:
            verdict = {"H1": "candidate is stronger (H1 accepted)", "H0": "candidate is not stronger (H0 accepted)",
                       None: "undecided"}[state.decision]
            console.print(f"SPRT elo0={args.elo0} elo1={args.elo1}: {verdict}; LLR {state.llr:.2f} in "
                          f"[{state.lower:.2f}, {state.upper:.2f}] after {state.games} games")
        os.makedirs(args.report_dir, exist_ok=True)
        plot_path = os.path.join(args.report_dir, "ratings.png")
        report.plot(table, plot_path)
        console.print(f"rating plot: {plot_path}")
        for path in args.export:
            report.export(table, args.act_timeout, path)
            console.print(f"exported: {path}")
        pages = []
        reviewer = None
        for episode_id in _replay_ids(args.replays, episodes):
            path = os.path.join(args.report_dir, f"episode-{episode_id}.html")
            report.write_replay(store, episode_id, path)
            console.print(f"replay: {path}")
            review_page = None
            if args.review:
                from ladder.review import Reviewer, render_html, stored_episode

                reviewer = reviewer or Reviewer()
                stored = next(e for e in episodes if e.id == episode_id)
                review_page = f"review-{episode_id}.html"
                write_text(os.path.join(args.report_dir, review_page),
                           render_html(reviewer.review(*stored_episode(store, stored))))
            pages.append((episode_id, os.path.basename(path), review_page))
        index = report.write_index(table, entrants, crosstable([e.id for e in entrants], episodes), args.act_timeout,
                                   args.report_dir, pages)
        console.print(f"ladder page: {index}")
    finally:
        store.close()
    if args.serve is not None:
        _serve(args.report_dir, args.serve)
    return 0


def _serve(folder: str, port: int) -> None:
    """Serve ``folder`` on localhost:``port`` with Python's http.server until interrupted."""
    import functools
    from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer

    handler = functools.partial(SimpleHTTPRequestHandler, directory=folder)
    with ThreadingHTTPServer(("127.0.0.1", port), handler) as server:
        print(f"serving {folder} at http://127.0.0.1:{server.server_address[1]}/ (Ctrl-C stops)", flush=True)
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            pass


def _ray_cpus(address: str) -> int:
    """Join the Ray cluster at ``address``; the CPUs it offers."""
    from distributed.cluster import cluster_cpus, connect

    return cluster_cpus(connect(address))


def _replay_ids(spec: str | None, episodes: list) -> list[int]:
    """Episode ids from ``--replays``: 'last:N' or comma-separated ids."""
    if not spec:
        return []
    if spec.startswith("last:"):
        try:
            n = int(spec[5:])
        except ValueError:
            raise ValueError(f"--replays last:N needs a number, got {spec!r}") from None
        return [ep.id for ep in episodes[-n:]] if n > 0 else []
    try:
        return [int(x) for x in spec.split(",") if x.strip()]
    except ValueError:
        raise ValueError(f"--replays takes 'last:N' or episode ids like 3,7, got {spec!r}") from None


def _cmd_train(args: argparse.Namespace) -> int:
    if args.algorithm == "distill":
        return _train_distill(args)
    if args.algorithm == "mc-mlp":
        return _train_mc_mlp(args)
    if args.algorithm == "td-linear":
        return _train_td_linear(args)
    if args.algorithm == "supervised":
        return _train_supervised(args)
    from dataclasses import replace

    from training.alphazero import AlphaZeroTrainer, config_with, preset

    config = preset(args.preset)
    search = {k: v for k, v in (("search", args.search), ("simulations", args.simulations)) if v is not None}
    if search:
        if args.resume:
            raise ValueError("--search and --simulations set up a new run; a resumed run keeps its own")
        config = replace(config, selfplay=replace(config.selfplay, **search))
    if args.net is not None:
        if args.resume:
            raise ValueError("--net sets up a new run; a resumed run keeps its own network")
        blocks, filters = _net_shape(args.net)
        config = replace(config, net=replace(config.net, blocks=blocks, filters=filters))
    if args.set:
        if args.resume:
            raise ValueError("--set sets up a new run; a resumed run keeps its own settings")
        config = config_with(config, args.set)
    if args.boards is not None:
        from training.mixture import frame, parse_boards

        if args.resume:
            raise ValueError("--boards sets up a new run; a resumed run keeps its own boards")
        boards = parse_boards(args.boards)
        rows, columns = frame(boards)
        config = replace(config, boards=boards, net=replace(config.net, rows=rows, columns=columns, padded=True))
    ray = None
    if args.ray is not None:
        from distributed.cluster import connect
        from distributed.selfplay import RaySettings

        ray = RaySettings(args.ray, args.ray_workers, args.ray_worker_gpus, args.ray_games_in_flight)
        connect(ray.address)  # a cluster that does not answer: one line, before the run folder is touched
    trainer = AlphaZeroTrainer(config, args.out, resume=args.resume, device=args.device,
                               workers=args.workers, iterations=args.iterations, ray=ray,
                               time_limit_s=None if args.minutes is None else 60.0 * args.minutes)
    where = "" if ray is None else f", self-play on the Ray cluster {ray.address!r}"
    print(f"training alphazero ({args.preset}) on {trainer.device} into {args.out}{where}, "
          f"from iteration {trainer.iteration}", flush=True)
    metrics = trainer.run()
    print(json.dumps(metrics))
    return 0


def _net_shape(text: str) -> tuple[int, int]:
    """``'4x48'`` -> (4, 48): residual blocks and filters; ValueError on anything else."""
    parts = text.lower().split("x")
    if len(parts) != 2 or not all(p.isdigit() and int(p) > 0 for p in parts):
        raise ValueError(f"--net takes BLOCKSxFILTERS with positive integers (e.g. 4x48), got {text!r}")
    return int(parts[0]), int(parts[1])


def _cmd_export(args: argparse.Namespace) -> int:
    from training.export import export_checkpoint

    export_checkpoint(args.checkpoint, args.out)
    print(f"wrote {args.out}: use it as the player 'alphazero:weights={args.out}'")
    return 0


def _cmd_package(args: argparse.Namespace) -> int:
    from agents.kaggle import TimeControl
    from packager.build import player_build, write
    from packager.recipe import RECIPES

    if (args.checkpoint is None) == (args.player is None):
        raise ValueError("give a CHECKPOINT or --player SPEC (one of the two)")
    recipe = RECIPES[args.recipe]
    overage_share = args.overage_share
    if args.player is not None:
        if args.other_boards is not None:
            raise ValueError("--other-boards adds a second network to a CHECKPOINT's file, not to --player")
        overage_share = 0.0 if overage_share is None else overage_share
        TimeControl(overage_share=overage_share)  # raises on a share out of range
        build = player_build(args.player, args.quantize, overage_share)
    else:
        from packager.network import checkpoint_build

        overage_share = recipe.overage_share if overage_share is None else overage_share
        TimeControl(overage_share=overage_share)
        build, _ = checkpoint_build(args.checkpoint, recipe.search if args.search is None else args.search,
                                    args.quantize, args.backend, overage_share, args.other_boards)
    try:
        with atomic_path(args.out, suffix=".py") as beside:  # replaces --out only once the new file validated
            size = write(build, beside)
            print(f"{args.out} ({size / 2**20:.2f} MB): {build.title}", flush=True)
            if not args.no_validate and _validate(beside, args.checkpoint, args.quantize if args.checkpoint else None,
                                                  args, args.out, args.other_boards) != 0:
                raise _NotValid
    except _NotValid:
        print(f"connectx: {args.out} not written (left as it was): the new file did not validate", file=sys.stderr)
        return 1
    return 0


class _NotValid(Exception):
    """A packaged file failed validation (reported already)."""


def _validate(path: str, checkpoint: str | None, quantize: str | None, args: argparse.Namespace,
              shown: str | None = None, other_boards: str | None = None) -> int:
    """Validate ``path`` (named ``shown`` in the report), print the report; 0 when valid, else 1."""
    from packager.validate import validate

    report = validate(path, checkpoint, quantize, games=args.games, act_timeout=args.act_timeout,
                      slow_cpu=not args.no_slow_cpu, other_boards=other_boards)
    report.path = shown or path
    print(report.text())
    print(json.dumps({"valid": report.ok, **report.figures}))
    return 0 if report.ok else 1


def _cmd_validate(args: argparse.Namespace) -> int:
    return _validate(args.file, args.checkpoint, args.quantize, args, other_boards=args.other_boards)


def _cmd_submit(args: argparse.Namespace) -> int:
    from packager.submit import credential_source, submit

    credential_source()  # fail before the validation games when there is nothing to submit with
    if not args.no_validate and _validate(args.file, None, None, args) != 0:
        print("connectx: not submitted: the file did not validate", file=sys.stderr)
        return 1
    print(submit(args.file, args.message, dry_run=args.dry_run))
    return 0


def _train_mc_mlp(args: argparse.Namespace) -> int:
    from training.mc_mlp import MCMLPTrainer, preset

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

    print(json.dumps(trainer.run(progress=report)))
    return 0


def _train_td_linear(args: argparse.Namespace) -> int:
    from training.td_linear import TDLinearTrainer, preset

    overrides = {"time_limit_s": args.seconds} if args.seconds is not None else {}
    trainer = TDLinearTrainer(preset(args.preset, **overrides), args.out, resume=args.resume)
    print(f"training td-linear ({args.preset}) into {args.out}, from game {trainer.games}", file=sys.stderr)

    def report(m: dict) -> None:
        print(f"game {m['games']:>7} ({m['phase']}): score at depth 3 vs random {m['score_vs_random']}, "
              f"vs minimax depth 3 {m['score_vs_minimax3']}; {m['games_per_s']:.2f} games/s",
              file=sys.stderr, flush=True)

    print(json.dumps(trainer.run(progress=report)))
    return 0


def _train_supervised(args: argparse.Namespace) -> int:
    from training.supervised import SupervisedTrainer, preset

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
    print(json.dumps(trainer.train_all(progress=say)))
    return 0


def _train_distill(args: argparse.Namespace) -> int:
    from training.distill import DistillConfig, DistillTrainer

    if not args.data:
        raise ValueError("train distill needs --data (a store written by connectx label)")
    config = DistillConfig(init=args.init, policy_target=args.policy_target, value_target=args.value_target)
    trainer = DistillTrainer(config, args.data, args.out, resume=args.resume, device=args.device, epochs=args.epochs)
    print(f"distilling {len(trainer.data['z'])} positions (mirrors included) into {args.out} on {trainer.device}",
          file=sys.stderr)
    print(json.dumps(trainer.run()))
    return 0


def _cmd_label(args: argparse.Namespace) -> int:
    from training.labels import LabelConfig, label

    options = {"rows": args.rows, "columns": args.columns, "inarow": args.inarow, "min_ply": args.min_ply,
               "seed": args.seed}
    if args.table_size is not None:
        options["table_size"] = args.table_size
    if args.players:
        options["players"] = tuple(args.players)
    summary = label(LabelConfig(**options), args.out, games=args.games, seconds=args.seconds,
                    workers=args.workers, progress=lambda line: print(line, file=sys.stderr))
    for row in summary["rate_by_ply"]:
        rate = "-" if row["per_hour"] is None else f"{row['per_hour']:,.0f}"
        print(f"plies {row['plies']:>6}: {row['positions']:>7} positions, {rate} per hour per worker")
    print(json.dumps(summary))
    return 0


def _cmd_book(args: argparse.Namespace) -> int:
    from agents.book import OpeningBook
    from training.book_builder import BookConfig, book_first, build_book, centre_priors, network_priors

    options = {"rows": args.rows, "columns": args.columns, "inarow": args.inarow, "depth": args.depth,
               "verify_from": args.verify_from}
    if args.table_size is not None:
        options["table_size"] = args.table_size
    priors = centre_priors if args.network == "none" else network_priors(args.network)
    if args.extend:
        priors = book_first(OpeningBook.load(args.extend), priors)
    summary = build_book(BookConfig(**options), args.out, priors, args.workers,
                         progress=lambda line: print(line, file=sys.stderr))
    print(f"{args.out}/book.bin: {summary['entries']} positions to ply {summary['depth']}, {summary['bytes']} bytes; "
          f"{summary['new_solves']} new solves ({summary['solve_seconds']:.0f} s of solver time), "
          f"{summary['passes']} passes, {summary['seconds']:.0f} s")
    print(json.dumps(summary))
    return 0


def _cmd_book_all(args: argparse.Namespace) -> int:
    from agents.book import OpeningBook
    from training.book_builder import centre_priors, network_priors
    from training.weak_book import build_weak_book

    priors = centre_priors if args.network == "none" else network_priors(args.network)
    base = None if args.base is None else OpeningBook.load(args.base)
    options = {} if args.table_size is None else {"table_size": args.table_size}
    summary = build_weak_book(args.plies, args.out, priors, args.rows, args.columns, args.inarow, base,
                              args.workers, seconds=args.seconds,
                              progress=lambda line: print(line, file=sys.stderr), **options)
    covered = ", ".join(f"ply {ply} {done}/{total}" for ply, (done, total) in summary["plies"].items())
    print(f"{args.out}/book.bin: {summary['entries']} positions ({summary['base_entries']} from the base book), "
          f"{summary['bytes']} bytes; solved {covered}; {summary['new']} new "
          f"({summary['solve_seconds']:.0f} s of solver time), {summary['seconds']:.0f} s")
    print(json.dumps(summary))
    return 0


def _cmd_book_defence(args: argparse.Namespace) -> int:
    from agents.book import OpeningBook
    from training.book_builder import centre_priors, network_priors
    from training.defence_book import build_defence_book

    priors = centre_priors if args.network == "none" else network_priors(args.network)
    options = {} if args.table_size is None else {"table_size": args.table_size}
    summary = build_defence_book(args.out, args.depth, priors, OpeningBook.load(args.base), args.rows, args.columns,
                                 args.inarow, args.solve_from, seconds=args.seconds,
                                 progress=lambda line: print(line, file=sys.stderr, flush=True), **options)
    print(f"{args.out}/book.bin: {summary['entries']} positions ({summary['new']} longest defences, "
          f"{summary['base_entries']} from the base book), {summary['bytes']} bytes; "
          f"{'complete' if summary['complete'] else 'stopped by --seconds'}; {summary['asked']} solver questions "
          f"({summary['solve_seconds']:.0f} s), {summary['seconds']:.0f} s")
    print(json.dumps(summary))
    return 0


def _cmd_move(args: argparse.Namespace) -> int:
    from agents.board import Position, geometry

    if (args.moves is None) == (args.image is None):
        raise ValueError("give a position: MOVES or --image PICTURE (one of the two)")
    if args.image is not None:
        import matplotlib.image

        from training.images import read_board

        picture = matplotlib.image.imread(args.image)
        position = read_board(picture, args.rows, args.columns, args.inarow)
    else:
        position = Position.from_moves(args.moves, geometry(args.rows, args.columns, args.inarow))
    if position.is_terminal():
        raise ValueError("the game in that position is over: no move to make")
    print(position.render())
    if args.checkpoint is not None:
        import torch

        from training.checkpoint import load_checkpoint
        from training.images import render, resample
        from training.model import ImagePolicyValueNet

        model, _ = load_checkpoint(args.checkpoint)
        model.eval()
        if isinstance(model, ImagePolicyValueNet):
            size = (position.geo.rows * model.config.cell, position.geo.columns * model.config.cell)
            # the picture itself, resampled to the network's size (or, from moves, a drawn one)
            pixels = resample(picture if args.image is not None else render(position, model.config.cell), *size)
            x = torch.from_numpy(pixels).permute(2, 0, 1)[None]
        else:
            from agents.encoding import encode

            x = torch.from_numpy(encode([position]))
        with torch.no_grad():
            logits, value = model(x)
        logits = logits[0].numpy()
        col = max(position.legal_moves(), key=lambda c: logits[c])
        print(f"network value for the side to move: {value.item():+.3f}")
    else:
        from agents.players import make_player

        col = make_player(args.player).choose(position, args.seconds)
    print(f"move: column {col + 1} (1-based; {col} for Kaggle)")
    return 0


def _cmd_solve(args: argparse.Namespace) -> int:
    from agents.board import Position, geometry
    from agents.solver import DEFAULT_TABLE_SIZE, make_solver

    geo = geometry(args.rows, args.columns, args.inarow)
    position = Position.from_moves(args.moves, geo)
    solver = make_solver(geo, args.build, args.table_size or DEFAULT_TABLE_SIZE)
    if args.analyze:
        scores = solver.analyze(position, weak=args.weak)
        print(" ".join("-" if v is None else str(v) for v in scores))
    else:
        result = solver.solve(position, weak=args.weak)
        print(result.score)
        print(f"{result.nodes} nodes in {result.seconds:.3f} s", file=sys.stderr)
    return 0


def _cmd_bench(args: argparse.Namespace) -> int:
    from cli import bench
    from packager.recipe import shipped_book_path

    if args.what == "solver":
        bench.bench_solver(args.seconds, args.out, args.benchmarks, args.build, args.sets)
        return 0
    if args.what == "fuzz":
        return 0 if bench.bench_fuzz(args.agent, args.out, args.calls, args.seed) else 1
    if args.what == "scenarios":
        bench.bench_scenarios(args.players or [args.agent], args.out, args.positions)
        return 0
    if args.what == "sizes":
        bench.bench_sizes(args.players or [], args.out, args.boards or "5x4x3,6x5x4,5x6x4,7x8x4,8x9x5,10x12x5",
                          args.games, args.opening_plies, args.act_timeout, args.bank, args.seed)
        return 0
    if args.what == "strength":
        bench.bench_strength(args.agent, args.out, args.benchmarks, args.positions, args.games, args.exact_from,
                             args.sets, args.opening, args.seats, args.bank, args.skip,
                             None if args.opening_book == "none" else shipped_book_path()
                             if args.opening_book == "shipped" else args.opening_book, args.labels,
                             args.half_a_core)
        return 0
    if args.what == "inference":
        if os.environ.get("OPENBLAS_NUM_THREADS") != "1":
            # one thread for every backend, as PERF-NOTES measured: OpenBLAS reads this only at start-up
            env = {**os.environ, "OPENBLAS_NUM_THREADS": "1", "OMP_NUM_THREADS": "1"}
            os.execve(sys.executable, [sys.executable, "-m", "cli.main", *sys.argv[1:]], env)
        bench.bench_inference(args.seconds, args.out, args.checkpoint, act_timeout=args.act_timeout)
        return 0
    if args.what == "mistakes":
        bench.bench_mistakes(args.checkpoints or [args.checkpoint], args.out, args.positions, args.simulations,
                             args.device, labels=args.labels)
        return 0
    if args.what == "selfplay":
        bench.bench_selfplay(args.seconds, args.out, args.device, args.preset, args.search, args.games_in_flight,
                             args.ray, args.boards, None if args.net is None else _net_shape(args.net))
        return 0
    if args.what == "ladder":
        bench.bench_ladder(args.seconds, args.out, args.ray)
        return 0
    {"board": bench.bench_board, "mcts": bench.bench_mcts}[args.what](args.seconds, args.out)
    return 0


def _add_board_args(parser: argparse.ArgumentParser) -> None:
    """The board size options (Kaggle's spec: rows, columns, inarow; default 6x7, four in a row)."""
    parser.add_argument("--rows", type=int, default=6)
    parser.add_argument("--columns", type=int, default=7)
    parser.add_argument("--inarow", type=int, default=4)


def _add_ray_arg(parser: argparse.ArgumentParser, what: str) -> None:
    parser.add_argument("--ray", nargs="?", const="local", default=None, metavar="ADDRESS",
                        help=f"{what}: no ADDRESS starts one on this machine; 'auto' joins the cluster "
                             "'ray start' set up here; HOST:PORT joins its head node "
                             "(needs pip install 'connectx[distributed]')")


def _add_worker_table_arg(parser: argparse.ArgumentParser) -> None:
    """``--table-size`` of the numba solver in each worker process."""
    parser.add_argument("--table-size", type=int, default=None,
                        help="solver table entries per worker (default 8,388,617: 84 MB)")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="connectx", description="Kaggle ConnectX submission builder.")
    sub = parser.add_subparsers(dest="command", required=True)

    review.add_parser(sub)
    episodes.add_parser(sub)

    play = sub.add_parser("play", help="one game through kaggle-environments",
                          description="Play one game through kaggle-environments with Kaggle's rules. "
                                      f"A and B: player specs (names: {', '.join(PLAYERS)}; e.g. "
                                      "'mcts:simulations=2000'), paths to a main.py, or 'negamax'.")
    play.add_argument("a", help="first player (mark 1)")
    play.add_argument("b", help="second player (mark 2)")
    _add_board_args(play)
    play.add_argument("--act-timeout", "--actTimeout", dest="act_timeout", type=float, default=2.0,
                      help="seconds per move before the overage bank is drawn on (Kaggle: 2)")
    play.add_argument("--seed", type=int, default=0, help="seeds the players (A: seed, B: seed + 1)")
    play.set_defaults(func=_cmd_play)

    ladder = sub.add_parser("ladder", help="rate agents in real episodes (results kept in SQLite)",
                            description="Play agents against each other through kaggle-environments, store "
                                        "every episode, and rate them as Kaggle does (mu/sigma from 600) and "
                                        "by maximum-likelihood Elo. With no agents: report every agent in the "
                                        "store that has played.")
    ladder.add_argument("agents", nargs="*", help="player specs, paths to main.py files, or 'negamax'")
    ladder.add_argument("--games", type=int, default=None,
                        help="the run's total (a larger number extends it): round-robin: episodes per pair; "
                             "kaggle: per agent; sprt: at most (default 10, sprt 1000)")
    ladder.add_argument("--mode", choices=["round-robin", "kaggle"], default="round-robin")
    ladder.add_argument("--workers", type=int, default=None,
                        help="episodes at once (default: one per core, or per CPU of the Ray cluster)")
    _add_ray_arg(ladder, "play the episodes as tasks on a Ray cluster")
    ladder.add_argument("--db", default="ladder.sqlite", help="the results store")
    ladder.add_argument("--act-timeout", "--actTimeout", dest="act_timeout", type=float, default=2.0,
                        help="seconds per move (Kaggle: 2)")
    ladder.add_argument("--overage", type=float, default=60.0, help="overage bank per episode, seconds (Kaggle: 60)")
    _add_board_args(ladder)
    ladder.add_argument("--seed", type=int, default=0)
    ladder.add_argument("--sprt", nargs=2, metavar=("CANDIDATE", "BASELINE"),
                        help="sequential test: is CANDIDATE stronger than BASELINE? stops when it decides")
    ladder.add_argument("--elo0", type=float, default=0.0, help="SPRT H0: Elo advantage (default 0)")
    ladder.add_argument("--elo1", type=float, default=30.0, help="SPRT H1: Elo advantage (default 30)")
    ladder.add_argument("--alpha", type=float, default=0.05, help="SPRT false-positive rate")
    ladder.add_argument("--beta", type=float, default=0.05, help="SPRT false-negative rate")
    ladder.add_argument("--report-dir", default="ladder-report",
                        help="folder for the ladder's page (index.html), the plot, replays and reviews")
    ladder.add_argument("--review", action="store_true",
                        help="a review page (every move scored by the exact solver) beside each --replays episode")
    ladder.add_argument("--serve", type=int, nargs="?", const=8000, default=None, metavar="PORT",
                        help="then serve the report folder on http://127.0.0.1:PORT/ (default 8000) until Ctrl-C")
    ladder.add_argument("--export", action="append", default=[], metavar="PATH",
                        help="write the table to PATH.csv or PATH.json (repeatable)")
    ladder.add_argument("--replays", default=None, metavar="IDS|last:N",
                        help="write HTML replays of these episodes (ids as in the store, or the last N)")
    ladder.add_argument("--no-progress", action="store_true", help="no progress bar")
    ladder.set_defaults(func=_cmd_ladder)

    train = sub.add_parser("train", help="train a player (AlphaZero, distilled, or a source paper's system)",
                           description="alphazero: self-play; checkpoints, replay buffer, metrics.jsonl, "
                                       "TensorBoard scalars and learning_curve.png go to --out. distill: "
                                       "supervised on a label store (--data); checkpoints and metrics.jsonl. "
                                       "mc-mlp (the Monte Carlo MLP paper): Monte Carlo MLP value, weights.npz. "
                                       "td-linear (Samuel and Kalev): Sarsa TD(0) threat weights, weights.npz. "
                                       "supervised (Hemo et al.): MCTS expert games, then policy and value networks "
                                       "on board planes and on images. All resume with --resume.")
    train.add_argument("algorithm", choices=["alphazero", "distill", "mc-mlp", "td-linear", "supervised"])
    train.add_argument("--preset", choices=["tiny", "cpu", "gpu"], default="cpu",
                       help="gpu: alphazero only")
    train.add_argument("--out", required=True, help="the run's folder")
    train.add_argument("--resume", action="store_true", help="continue the run in --out")
    train.add_argument("--device", default="auto", help="auto (CUDA when available), cpu, cuda, cuda:N")
    train.add_argument("--workers", type=int, default=None,
                       help="alphazero: processes for the baseline games; supervised: expert-game processes "
                            "(default: the preset's)")
    train.add_argument("--search", choices=["puct", "gumbel"], default=None,
                       help="alphazero: self-play search (default: the preset's)")
    train.add_argument("--simulations", type=int, default=None,
                       help="alphazero: self-play simulations per move (default: the preset's)")
    train.add_argument("--minutes", type=float, default=None,
                       help="alphazero: the run's wall-clock limit over all its sessions (default: the preset's; "
                            "with --resume: extend or shorten the run)")
    train.add_argument("--iterations", type=int, default=None,
                       help="override the iterations (with --resume: extend or shorten the run)")
    train.add_argument("--boards", default=None, metavar="MIXTURE",
                       help="alphazero: self-play over several board sizes with one padded network, its frame "
                            "the largest rows and columns: 'kaggle' (6x7x4 in 40%% of the games, six other sizes, "
                            "a 7x9 frame), 'kaggle-10x12' (the same up to 8x9x5 and 10x12x5) "
                            "or RxCxK[:WEIGHT],... (e.g. 6x7x4:4,5x4x3,7x8x5); default: 6x7x4 only")
    train.add_argument("--net", default=None, metavar="BLOCKSxFILTERS",
                       help="alphazero: the network's residual blocks and filters, e.g. 4x48 (the size a submission "
                            "can carry) on the gpu preset; default: the preset's")
    train.add_argument("--set", action="append", default=[], metavar="FIELD=VALUE",
                       help="alphazero: any field of the run's configuration, e.g. selfplay.start_plies=2, "
                            "net.wdl=true, exact_min_ply=16, train_reuse=4 (repeatable; new runs only)")
    _add_ray_arg(train, "alphazero: self-play workers as actors on a Ray cluster, this process the learner")
    train.add_argument("--ray-workers", type=int, default=None,
                       help="alphazero --ray: self-play actors (default: the cluster's CPUs but one)")
    train.add_argument("--ray-worker-gpus", type=float, default=0.0,
                       help="alphazero --ray: share of a GPU per actor (default 0: CPU; 0.25: four per GPU)")
    train.add_argument("--ray-games-in-flight", type=int, default=None,
                       help="alphazero --ray: games each actor plays at once (default: the preset's)")
    train.add_argument("--data", help="distill: the label store")
    train.add_argument("--init", help="distill: start from this checkpoint")
    train.add_argument("--epochs", type=int, default=None, help="distill: epochs (default 20)")
    train.add_argument("--policy-target", choices=["optimal", "softmax"], default="optimal")
    train.add_argument("--value-target", choices=["outcome", "distance"], default="outcome")
    train.add_argument("--games", type=int, default=None, help="supervised: expert games in all")
    train.add_argument("--hidden", type=int, default=None, help="mc-mlp: hidden units (the paper: 250; 40-120)")
    train.add_argument("--episodes", type=int, default=None, help="mc-mlp: episodes (default: the preset's)")
    train.add_argument("--seconds", type=float, default=None,
                       help="mc-mlp, td-linear, supervised: time limit of the run (default: the preset's)")
    train.set_defaults(func=_cmd_train)

    lab = sub.add_parser("label", help="positions from diverse games, every column scored by the exact solver",
                         description="Play games (sides drawn from --players) and store every position from "
                                     "--min-ply on with each column's exact score, in SQLite; resumable.")
    lab.add_argument("--out", required=True, help="the label store (SQLite), created or extended")
    lab.add_argument("--games", type=int, default=None,
                     help="games the store should hold (a killed run given the same number ends with exactly it)")
    lab.add_argument("--seconds", type=float, default=None, help="stop starting games after this long")
    lab.add_argument("--workers", type=int, default=1, help="processes, each with its own solver table")
    lab.add_argument("--min-ply", type=int, default=8, help="first ply labelled")
    _add_board_args(lab)
    lab.add_argument("--players", nargs="+", default=None,
                     help="side specs, e.g. perfect:noise=0.2 greedy minimax:depth=3 (default: a mix)")
    _add_worker_table_arg(lab)
    lab.add_argument("--seed", type=int, default=0)
    lab.set_defaults(func=_cmd_label)

    book = sub.add_parser("book", help="the first player's opening book, every move proved by the exact solver",
                          description="For every position the first player reaches within --depth plies (its "
                                      "moves from the book, the opponent's any), one move that keeps the game won; "
                                      "the run folder keeps every solve, so a killed run resumes.")
    book.add_argument("--out", required=True, help="the run folder (solves.tsv, book.bin)")
    book.add_argument("--depth", type=int, default=8, help="the last (even) ply at which the book moves")
    book.add_argument("--verify-from", type=int, default=4,
                      help="from this ply on, each candidate move is checked by a solve before its subtree is built")
    book.add_argument("--network", default="submissions/default/network.pt",
                      help="checkpoint or .npz whose priors order the candidate moves ('none': centre first)")
    book.add_argument("--extend", default=None,
                      help="a book whose moves are tried first (a shallower book of this command, to go deeper)")
    book.add_argument("--workers", type=int, default=1, help="solver processes, each with its own table")
    _add_worker_table_arg(book)
    _add_board_args(book)
    book.set_defaults(func=_cmd_book)

    every = sub.add_parser("book-all", help="a book for both sides: every position at the given plies, one move "
                                            "of its best win/draw/loss value, by the exact solver",
                           description="Every position at --plies (won or drawn; mirror images once) gets the "
                                       "first column in the network's order that keeps its weak value. Results "
                                       "are appended to weak.tsv in the run folder, so a killed run resumes; "
                                       "book.bin is rewritten after each ply, merged under --base.")
    every.add_argument("--out", required=True, help="the run folder (weak.tsv, book.bin)")
    every.add_argument("--plies", type=int, nargs="+", required=True,
                       help="plies to cover, in this order (ply 6: 7,120 positions, about 4 s each on one core)")
    every.add_argument("--base", default=None,
                       help="a book (e.g. the first player's) merged in; its entries win where both have one")
    every.add_argument("--network", default="submissions/default/network.pt",
                       help="checkpoint or .npz whose priors order the columns tried ('none': centre first)")
    every.add_argument("--workers", type=int, default=1, help="solver processes, each with its own table")
    every.add_argument("--seconds", type=float, default=None,
                       help="start no new position after this long (the book is written with what is solved)")
    _add_worker_table_arg(every)
    _add_board_args(every)
    every.set_defaults(func=_cmd_book_all)

    defence = sub.add_parser("book-defence", help="the longest defence on a winning first player's lines: "
                                                  "one move per lost position, by the exact solver",
                             description="Walks the first player's winning lines to --depth (every winning "
                                         "column, from --solve-from; before it, --base's move) and gives each lost "
                                         "second-player position on them the column that loses latest. Answers "
                                         "are appended to answers.tsv in the run folder, so a killed run resumes; "
                                         "book.bin (merged under --base) is written at the end of each run.")
    defence.add_argument("--out", required=True, help="the run folder (answers.tsv, book.bin)")
    defence.add_argument("--depth", type=int, default=5, help="the last ply given an entry (the file's compiled "
                                                              "solver takes over from ply 6)")
    defence.add_argument("--base", required=True,
                         help="the book merged in (its entries win), whose moves the first player plays before "
                              "--solve-from")
    defence.add_argument("--solve-from", type=int, default=2,
                         help="the first ply at which the first player's winning columns are solved")
    defence.add_argument("--network", default="submissions/default/network.pt",
                         help="checkpoint or .npz whose priors order the columns tried ('none': centre first)")
    defence.add_argument("--seconds", type=float, default=None,
                         help="stop walking after this long (the book is written with what is found)")
    _add_worker_table_arg(defence)
    _add_board_args(defence)
    defence.set_defaults(func=_cmd_book_defence)

    export = sub.add_parser("export", help="checkpoint -> numpy weights (.npz) for the alphazero player")
    export.add_argument("checkpoint")
    export.add_argument("--out", required=True, help="the .npz to write")
    export.set_defaults(func=_cmd_export)

    move = sub.add_parser("move", help="the move a player or network makes in a position (or a picture of one)",
                          description="Print the position and the move chosen in it. The position is a move "
                                      "string or a picture of a board (--image, e.g. a PNG drawn like Hemo et al.'s "
                                      "images: blue frame, white/red/yellow discs). --checkpoint takes a network "
                                      "checkpoint (an image network reads the picture itself); otherwise --player.")
    move.add_argument("moves", nargs="?", default=None, help="the moves from the empty board (1-based columns)")
    move.add_argument("--image", help="a picture of the board instead of MOVES")
    move.add_argument("--checkpoint", help="a network checkpoint (e.g. runs/supervised-cpu/policy-image.pt)")
    move.add_argument("--player", default="minimax", help="a player spec (without --checkpoint)")
    move.add_argument("--seconds", type=float, default=None, help="time for the player's move")
    _add_board_args(move)
    move.set_defaults(func=_cmd_move)

    solve = sub.add_parser("solve", help="the exact score of a position",
                           description="Solve a position given as a move string (1-based columns, e.g. 4453). "
                                       "Scores: positive, the side to move wins (sooner is higher); 0 a draw.")
    solve.add_argument("moves", nargs="?", default="", help="the moves from the empty board")
    solve.add_argument("--analyze", action="store_true", help="every column's score ('-': full)")
    solve.add_argument("--weak", action="store_true", help="only win (1), draw (0) or loss (-1)")
    _add_board_args(solve)
    solve.add_argument("--build", choices=["auto", "numba", "python"], default="auto",
                       help="the solver build (auto: numba when the board fits 64 bits)")
    solve.add_argument("--table-size", type=int, default=None,
                       help="transposition table entries (default: the build's)")
    solve.set_defaults(func=_cmd_solve)

    def validation_options(p: argparse.ArgumentParser) -> None:
        p.add_argument("--games", type=int, default=1, help="validation episodes per opponent and mark")
        p.add_argument("--act-timeout", "--actTimeout", dest="act_timeout", type=float, default=2.0,
                       help="seconds per move to validate under (Kaggle: 2)")
        p.add_argument("--no-slow-cpu", action="store_true", help="skip the games on half a core")

    package = sub.add_parser("package", help="build a single-file main.py (then validate it)",
                             description="Build a Kaggle submission from a checkpoint (network + PUCT) or a "
                                         "named player, then validate it through kaggle-environments.")
    package.add_argument("checkpoint", nargs="?", help="a checkpoint from connectx train")
    package.add_argument("--player", help="a player spec instead, e.g. minimax:depth=6 or td-linear:weights=W.npz "
                                          "(weights files are embedded)")
    package.add_argument("--out", required=True, help="the main.py to write")
    package.add_argument("--backend", choices=["numpy", "onnxruntime"], default="numpy",
                         help="onnxruntime embeds an ONNX model too and falls back to numpy")
    package.add_argument("--quantize", choices=["uint16", "fp16", "int8", "none"], default="uint16",
                         help="weight encoding (uint16 with a per-tensor range: as small as fp16, more exact)")
    package.add_argument("--recipe", choices=["shipped", "plain"], default="shipped",
                         help="the defaults of --search and --overage-share for a CHECKPOINT: shipped (the shipped "
                              "file's: the opening book installed with connectx where the network plays 6x7, the "
                              "exact solver from ply 6, a fifth of the overage bank) or plain (PUCT, the solver "
                              "from ply 14, no book, no overage)")
    package.add_argument("--search", default=None,
                         help="the alphazero player's parameters, instead of the recipe's (e.g. simulations=none,"
                              "solver_ply=14: search as long as the clock allows, from ply 14 first try the exact "
                              "solver; book=PATH embeds an opening book, book=shipped the installed one)")
    package.add_argument("--overage-share", type=float, default=None,
                         help="share of Kaggle's overage bank (above a 10 s reserve) added to each move's time, "
                              "in [0, 1), instead of the recipe's (--player: default 0, the file never draws on "
                              "the bank)")
    package.add_argument("--other-boards", default=None, metavar="CHECKPOINT",
                         help="a second network for the boards the first does not fit, e.g. a --boards mixture's "
                              "beside a 6x7 network (6x7 keeps its own)")
    package.add_argument("--no-validate", action="store_true")
    validation_options(package)
    package.set_defaults(func=_cmd_package)

    validate = sub.add_parser("validate", help="judge a main.py as Kaggle would")
    validate.add_argument("file")
    validate.add_argument("--checkpoint", help="the checkpoint it was built from (adds the parity check)")
    validate.add_argument("--other-boards", default=None, metavar="CHECKPOINT",
                          help="the second network's checkpoint (the parity check for it too)")
    validate.add_argument("--quantize", choices=["fp16", "int8", "uint16", "none"], default=None,
                          help="the build's weight encoding (sets the parity limit)")
    validation_options(validate)
    validate.set_defaults(func=_cmd_validate)

    submit = sub.add_parser("submit", help="validate, then upload with the Kaggle CLI")
    submit.add_argument("file")
    submit.add_argument("-m", "--message", required=True)
    submit.add_argument("--dry-run", action="store_true", help="print what would be sent")
    submit.add_argument("--no-validate", action="store_true")
    validation_options(submit)
    submit.set_defaults(func=_cmd_submit)

    bench = sub.add_parser("bench", help="speed benchmarks (JSON on the last line)")
    bench.add_argument("what", choices=["board", "mcts", "ladder", "selfplay", "inference", "solver", "strength",
                                        "scenarios", "mistakes", "fuzz", "sizes"])
    bench.add_argument("--seconds", type=float, default=3.0,
                       help="time per measurement, in seconds (solver: per set; 0: every line)")
    bench.add_argument("--out", default="bench-results", help="folder for the JSON figures")
    bench.add_argument("--checkpoint", default=os.path.join("submissions", "default", "network.pt"),
                       help="inference: the network to measure (default: the shipped one)")
    bench.add_argument("--act-timeout", "--actTimeout", dest="act_timeout", type=float, default=2.0,
                       help="inference: actTimeout of the full game the packaged file plays in a fresh process")
    bench.add_argument("--benchmarks", default=None,
                       help="solver, strength: a folder of the public sets' two-column files (MOVES SCORE) "
                            "to read instead of the six sets shipped in training/data/pons")
    bench.add_argument("--build", choices=["auto", "numba", "python"], default="auto",
                       help="solver: which build (auto: numba)")
    bench.add_argument("--sets", nargs="*", help="solver, strength: only these sets (e.g. End-Easy Test_L1_R3)")
    bench.add_argument("--device", default="auto",
                       help="selfplay, mistakes: auto (CUDA when available), cpu, cuda, cuda:N")
    bench.add_argument("--labels", nargs="+", default=None,
                       help="mistakes, strength: label stores (connectx label; any board size) measured instead "
                            "of the benchmark sets")
    bench.add_argument("--checkpoints", nargs="*",
                       help="mistakes: the networks to judge (default: --checkpoint)")
    bench.add_argument("--simulations", type=int, default=200,
                       help="mistakes: PUCT simulations of the network-with-search player (0: network alone)")
    bench.add_argument("--preset", choices=["tiny", "cpu", "gpu"], default=None,
                       help="selfplay: the AlphaZero preset measured (default: gpu on CUDA, else cpu)")
    bench.add_argument("--search", choices=["puct", "gumbel"], default=None,
                       help="selfplay: the search (default: the preset's)")
    bench.add_argument("--games-in-flight", type=int, default=None,
                       help="selfplay: games searched at once (default: the preset's)")
    bench.add_argument("--net", default=None, metavar="BLOCKSxFILTERS",
                       help="selfplay: the network's residual blocks and filters (as train alphazero --net; "
                            "default: the preset's)")
    bench.add_argument("--agent", default=os.path.join("submissions", "default", "main.py"),
                       help="strength: the agent (a submission file or a player spec); fuzz: the file")
    _add_ray_arg(bench, "selfplay, ladder: also measure on a Ray cluster")
    bench.add_argument("--boards", default=None, metavar="MIXTURE",
                       help="selfplay: also a padded network over this mixture of boards (as train alphazero "
                            "--boards takes it), and the same network on one board; sizes: the boards, RxCxK,... "
                            "(default 5x4x3,6x5x4,5x6x4,7x8x4,8x9x5,10x12x5)")
    bench.add_argument("--opening-plies", type=int, default=2,
                       help="sizes: random plies before the agents move (each opening played from both seats)")
    bench.add_argument("--calls", type=int, default=10_000, help="fuzz: calls of the agent")
    bench.add_argument("--seed", type=int, default=0, help="fuzz: seeds the inputs; sizes: seeds the openings")
    bench.add_argument("--positions", type=int, default=50,
                       help="strength, mistakes: positions per benchmark set; scenarios: per category and density")
    bench.add_argument("--players", nargs="+", help="scenarios: the players (specs or files; default --agent); "
                                                     "sizes: the two agents")
    bench.add_argument("--games", type=int, default=40, help="strength: games per seat against the perfect player; "
                                                             "sizes: games a board (both seats)")
    bench.add_argument("--exact-from", type=int, default=6,
                       help="strength: the ply from which the perfect player solves (before: --opening)")
    bench.add_argument("--opening", default="minimax:depth=none,seconds=2",
                       help="strength: the perfect player's moves before --exact-from where --opening-book "
                            "has none")
    bench.add_argument("--opening-book", default="shipped",
                       help="strength: a book whose moves the perfect player plays before --exact-from (shipped: "
                            "the one installed with connectx, which proves the first player's win: with it the "
                            "perfect player is perfect from its first move as first player); none: --opening only")
    bench.add_argument("--bank", type=float, default=60.0,
                       help="strength: seconds of overage bank each benchmark position gets (60: a full "
                            "bank, as at the start of an episode; 0: the 2 s per move only)")
    bench.add_argument("--skip", type=int, default=0,
                       help="strength: lines of each benchmark set skipped before the --positions measured")
    bench.add_argument("--half-a-core", action="store_true",
                       help="strength: measure on one core shared with a busy loop (a CPU twice as slow; Linux)")
    bench.add_argument("--seats", choices=["first", "second", "both"], default="both",
                       help="strength: the agent's seats in the games against the perfect player")
    bench.set_defaults(func=_cmd_bench)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return args.func(args)
    except (ValueError, FileNotFoundError, FileExistsError, StoreError, SubmitError, ClusterError,
            KaggleCLIError) as e:
        print(f"connectx: error: {e}", file=sys.stderr)
        return 2
    except (IsADirectoryError, NotADirectoryError, PermissionError) as e:
        print(f"connectx: error: {e.filename}: {e.strerror}", file=sys.stderr)
        return 2
    except sqlite3.Error as e:
        print(f"connectx: error: a SQLite store failed: {e}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
