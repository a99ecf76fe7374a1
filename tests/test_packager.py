"""The packager: single-file builds, their validation through kaggle-environments, and submit."""

import dataclasses
import hashlib
import importlib
import json
import os
import re
import shlex
import subprocess
import sys
import time
import traceback

import numpy as np
import pytest
import torch

from agents.weights import decode_arrays, encode_arrays
from packager.build import module_source, player_build, render, rewrite_imports, write
from packager.loader import load
from packager.network import checkpoint_build
from packager.recipe import RECIPES, shipped_book_path
from packager.submit import CredentialsError, credential_source
from packager.validate import BANK_MARGIN_S, validate
from tests.helpers import run
from training.nets.checkpoint import save_checkpoint
from training.nets.export import export_arrays
from training.nets.model import NetConfig, PolicyValueNet

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


@pytest.fixture(scope="module")
def checkpoint(tmp_path_factory):
    torch.manual_seed(1)
    model = PolicyValueNet(NetConfig(blocks=1, filters=8, value_hidden=8))
    for m in model.modules():
        if isinstance(m, torch.nn.BatchNorm2d):
            m.running_mean.uniform_(-1, 1)
            m.running_var.uniform_(0.5, 2)
    path = str(tmp_path_factory.mktemp("ckpt") / "net.pt")
    save_checkpoint(path, model, "alphazero", {}, 1)
    return path


@pytest.mark.parametrize("quantize, tolerance", [("none", 1e-6), ("fp16", 2e-3), ("uint16", 1e-4), ("int8", 0.02)])
def test_weight_encodings_round_trip(quantize, tolerance):
    rng = np.random.default_rng(0)
    arrays = {"a": rng.normal(size=(40, 7)).astype(np.float32), "meta": np.array([6, 7, 1], dtype=np.int64)}
    decoded = decode_arrays(encode_arrays(arrays, quantize))
    assert decoded["meta"].tolist() == [6, 7, 1] and decoded["a"].dtype == np.float32
    span = arrays["a"].max() - arrays["a"].min()
    assert np.abs(decoded["a"] - arrays["a"]).max() <= tolerance * max(1.0, span)
    with pytest.raises(ValueError, match="quantize"):
        encode_arrays(arrays, "bf8")
    with pytest.raises(ValueError, match="not an encoded weight archive"):
        decode_arrays(b"junk")


def test_bundle_holds_the_agents_modules_under_a_private_name(tmp_path):
    assert rewrite_imports("from agents.board import X\n    from agents.nn import Y\nx = 'agents.board'\n",
                           "_cx_1") == "from _cx_1.board import X\n    from _cx_1.nn import Y\nx = 'agents.board'\n"
    text = render(player_build("minimax:depth=2"))
    assert "from agents" not in text and "import torch" not in text and "kaggle_environments" not in text
    a, b = tmp_path / "a.py", tmp_path / "b.py"
    write(player_build("minimax:depth=2"), str(a))
    write(player_build("mcts:simulations=50"), str(b))
    before = sys.modules.get("agents")
    ns_a, ns_b = load(a), load(b)
    assert sys.modules.get("agents") is before  # the host's own agents package is untouched
    assert [v for v in ns_a.values() if callable(v)][-1].__name__ == "agent"
    move = ns_a["agent"]({"board": [0] * 42, "mark": 1, "remainingOverageTime": 60}, {"rows": 6, "columns": 7,
                                                                                       "inarow": 4, "actTimeout": 2})
    assert type(move) is int
    # the private name is a hash of the modules (and weights): identical code may share modules
    assert ns_a["_PACKAGE"].startswith("_cx_") and ns_a["_PACKAGE"] == ns_b["_PACKAGE"]
    assert type(ns_b["PLAYER"]).__module__ == ns_a["_PACKAGE"] + ".baselines"


def test_a_file_carries_only_the_modules_its_player_uses(checkpoint):
    alphazero = set(checkpoint_build(checkpoint, "simulations=8,solver_ply=20")[0].module_names())
    assert {"agents.alphazero", "agents.search.puct", "agents.solver", "agents.nn", "agents.kaggle"} <= alphazero
    assert not alphazero & {"agents.baselines", "agents.search.alphabeta", "agents.search.mcts", "agents.evaluators",
                            "agents.game", "agents.players", "agents.swindle"}
    swindler = set(checkpoint_build(checkpoint, "simulations=8,solver_ply=20,swindle=true")[0].module_names())
    assert {"agents.swindle", "agents.search.alphabeta", "agents.evaluators"} <= swindler
    minimax = set(player_build("minimax:depth=2").module_names())
    assert {"agents.players", "agents.baselines", "agents.search.alphabeta"} <= minimax
    assert not minimax & {"agents.alphazero", "agents.solver", "agents.search.puct"}


def test_the_file_is_readable_source_with_a_header_that_says_what_it_is(checkpoint, tmp_path):
    from agents.book import OpeningBook

    book = OpeningBook(6, 7, 4)
    (tmp_path / "my-opening.book").write_bytes(book.to_bytes())
    build, _ = checkpoint_build(checkpoint, f"simulations=8,solver_ply=20,book={tmp_path / 'my-opening.book'}",
                                overage_share=0.2)
    text = render(build)
    header = text[:text.index('"""', 3)]
    assert str(tmp_path) not in text and "my-opening" not in text and os.getcwd() not in text
    for needed in ("1. book", "2. tactics", "3. solver (from ply 20)", "4. search: PUCT", "Network: a residual tower",
                   "Training: connectx train alphazero", "connectx commit: ",
                   f"weights sha256: {hashlib.sha256(build.weights).hexdigest()}",
                   f"book sha256:    {hashlib.sha256(build.book).hexdigest()}",
                   "Rebuild: connectx package CHECKPOINT --search simulations=8,solver_ply=20,book=BOOK"):
        assert needed in header, needed
    lines = text.splitlines()
    for name in build.module_names():  # the table of contents points at each module's first line
        first = module_source(name).splitlines()[:1]
        line = int(re.search(rf"line +(\d+)  {re.escape(name)} \(", header).group(1))
        assert lines[line - 1:line] == first or (not first and lines[line - 2].endswith("r'''")), name
    assert lines[int(re.search(r"line +(\d+)  agent:", header).group(1)) - 1].startswith("def agent(")
    assert max(len(line) for line in lines[:lines.index("_WEIGHTS = \"\"\"")]) < 150  # no one-line blobs
    assert text.index("_WEIGHTS = ") > text.index("def agent(")  # data last


def test_a_traceback_through_the_file_shows_its_source_lines(tmp_path):
    path = tmp_path / "main.py"
    write(player_build("minimax:depth=2"), str(path))
    namespace = load(path)
    with pytest.raises(AttributeError) as failure:
        namespace["PLAYER"].choose(None)
    shown = "".join(traceback.format_exception(failure.value))
    assert 'File "main.py: agents/baselines.py"' in shown
    assert "search = AlphaBeta(WindowHeuristic(own_mark=position.mark), rng=self.rng)" in shown


def test_builds_are_reproducible(checkpoint, monkeypatch):
    build, _ = checkpoint_build(checkpoint, "simulations=8")
    first = render(build)
    later = time.time() + 3 * 86400
    monkeypatch.setattr(time, "time", lambda: later)  # a zip entry stamped with the clock would differ
    again, _ = checkpoint_build(checkpoint, "simulations=8")
    assert render(again) == first


def test_the_committed_default_is_the_build_of_its_inputs():
    """``submissions/default/main.py`` is what its header's rebuild command makes today (rebuild it
    with ``make default`` after changing agents/ or packager/, once the change is committed)."""
    path = os.path.join(ROOT, "submissions", "default", "main.py")
    committed = open(path).read()
    command = re.search(r"^Rebuild: connectx package (.*)$", committed, re.MULTILINE).group(1).split()
    options = dict(zip(command[1::2], command[2::2], strict=True))
    default = os.path.join(ROOT, "submissions", "default")
    build, _ = checkpoint_build(os.path.join(default, "network.pt"), options["--search"], options["--quantize"],
                                options["--backend"], float(options["--overage-share"]),
                                os.path.join(default, "network-boards.pt") if "--other-boards" in options else None)
    # the commit line aside (a shallow clone or a tarball has no history to read it from), the
    # file is byte for byte what today's sources, network, book and options make
    commit = re.compile(r"^connectx commit: (.*)$", re.MULTILINE)
    built_from = commit.search(committed).group(1)
    assert re.fullmatch("[0-9a-f]{40}", built_from), f"built from uncommitted sources: {built_from}"
    assert commit.sub("", render(build)) == commit.sub("", committed), (
        "submissions/default/main.py is not the build of today's sources: commit the change, then run make default "
        "and commit the file")
    known = subprocess.run(["git", "-C", ROOT, "cat-file", "-e", built_from + "^{commit}"], capture_output=True)
    if known.returncode == 0:  # agents/ and packager/ are as they were at the commit the file names
        same = subprocess.run(["git", "-C", ROOT, "diff", "--quiet", built_from, "--", "agents", "packager"])
        assert same.returncode == 0, f"agents/ or packager/ changed since {built_from}: run make default"


def test_alphazero_needs_a_checkpoint():
    with pytest.raises(ValueError, match="checkpoint"):
        player_build("alphazero:weights=x.npz")


@pytest.mark.parametrize("quantize, limit", [("uint16", 1e-3), ("fp16", 1e-3), ("none", 1e-5)])
def test_packaged_network_matches_the_checkpoint(checkpoint, tmp_path, quantize, limit):
    build, model = checkpoint_build(checkpoint, "simulations=16", quantize)
    path = str(tmp_path / "main.py")
    write(build, path)
    report = validate(path, checkpoint, quantize, games=1, act_timeout=1.0, slow_cpu=quantize == "uint16")
    assert report.ok, report.text()
    assert report.figures["parity_policy"] <= limit and report.figures["parity_value"] <= limit
    assert report.figures["max_move_s"] < 1.0
    names = [c.name for c in report.checks]
    assert {"size", "loader", "games", "board 7x8x4", "board 5x6x4"} <= set(names)


def test_onnxruntime_build_and_its_numpy_fallback(checkpoint, tmp_path, monkeypatch):
    build, _ = checkpoint_build(checkpoint, "simulations=16", backend="onnxruntime")
    path = str(tmp_path / "main.py")
    write(build, path)
    report = validate(path, checkpoint, "uint16", games=1, act_timeout=1.0, slow_cpu=False)
    assert report.ok and report.figures["parity_onnx"] <= 1e-4, report.text()
    assert type(load(path)["network"]).__name__ == "OnnxNetwork"
    monkeypatch.setitem(sys.modules, "onnxruntime", None)  # import now fails, as on Kaggle
    namespace = load(path)
    assert type(namespace["network"]).__name__ == "Network"
    move = namespace["agent"]({"board": [0] * 42, "mark": 1, "remainingOverageTime": 60},
                              {"rows": 6, "columns": 7, "inarow": 4, "actTimeout": 2})
    assert type(move) is int


def test_a_network_falls_back_to_plain_search_on_another_board(checkpoint, tmp_path):
    build, _ = checkpoint_build(checkpoint, "simulations=16")
    path = str(tmp_path / "main.py")
    write(build, path)
    namespace = load(path)
    board = [0] * 30
    move = namespace["agent"]({"board": board, "mark": 1, "remainingOverageTime": 60},
                              {"rows": 5, "columns": 6, "inarow": 4, "actTimeout": 2})
    assert type(move) is int and 0 <= move < 6


def test_book_and_endgame_solver_travel_in_the_file(checkpoint, tmp_path):
    from agents.board import Position
    from agents.book import OpeningBook

    book = OpeningBook(6, 7, 4)
    book.add(Position(), 1)  # a deliberately odd book move, so the test sees the book decide
    (tmp_path / "b.book").write_bytes(book.to_bytes())
    build, _ = checkpoint_build(checkpoint, f"simulations=8,solver_ply=20,book={tmp_path / 'b.book'}")
    path = str(tmp_path / "main.py")
    write(build, path)
    namespace = load(path)
    config = {"rows": 6, "columns": 7, "inarow": 4, "actTimeout": 2}
    assert namespace["agent"]({"board": [0] * 42, "mark": 1, "remainingOverageTime": 60}, config) == 1
    assert namespace["PLAYER"].last_source == "book"
    from agents.solver import Solver

    pos = Position.from_moves("2252576253462244111563365343671351441")  # an End-Easy position
    values = Solver(pos.geo, 10007).analyze(pos, weak=True)
    mark = 1 + pos.ply % 2
    move = namespace["agent"]({"board": pos.to_kaggle_board(), "mark": mark, "remainingOverageTime": 60}, config)
    assert values[move] == max(v for v in values if v is not None)
    assert namespace["PLAYER"].last_source in ("solver", "tactic")
    (tmp_path / "bad.book").write_bytes(b"nope")
    with pytest.raises(ValueError, match="not an opening book"):
        checkpoint_build(checkpoint, f"simulations=8,book={tmp_path / 'bad.book'}")


def test_a_checkpoint_packages_with_the_shipped_recipe_unless_told_otherwise(checkpoint, tmp_path):
    from agents.board import Position
    from agents.book import OpeningBook
    shipped = OpeningBook.load(shipped_book_path())
    config = {"rows": 6, "columns": 7, "inarow": 4, "actTimeout": 2}
    second = Position.from_moves([0])  # the second player's reply to an edge opening: a book line
    assert shipped.lookup(Position()) is not None and shipped.lookup(second) is not None

    def package(*flags):
        main = tmp_path / f"main{len(list(tmp_path.iterdir()))}.py"
        proc = run("package", checkpoint, "--out", str(main), "--no-validate", *flags)
        assert proc.returncode == 0, proc.stderr
        text = main.read_text()
        return text, re.search(r"^Rebuild: connectx package (.*)$", text, re.MULTILINE).group(1), load(main)

    text, rebuild, ns = package()
    assert f"--search {RECIPES['shipped'].search}" in rebuild and "--overage-share 0.2" in rebuild
    assert "opening book" in text.splitlines()[0] + text and "TimeControl(overage_share=0.2)" in text
    player = ns["PLAYER"]
    assert (player.solver_ply, player.python_solver_ply, player.solver_share, player.swindle) == (6, 8, 0.75, True)
    for position in (Position(), second):
        board = {"board": position.to_kaggle_board(), "mark": 1 + position.ply % 2, "remainingOverageTime": 60}
        assert ns["agent"](board, config) == shipped.lookup(position) and player.last_source == "book"
    # plain: a bare network; a flag replaces its part of the recipe and keeps the rest
    _, rebuild, ns = package("--recipe", "plain")
    assert f"--search {RECIPES['plain'].search}" in rebuild and "--overage-share 0 " in rebuild + " "
    assert ns["PLAYER"].book is None and ns["PLAYER"].solver_ply == 14
    _, rebuild, ns = package("--search", "simulations=8")
    assert "--search simulations=8 " in rebuild and "--overage-share 0.2" in rebuild and ns["PLAYER"].book is None


def test_the_shipped_recipe_leaves_the_book_out_for_a_network_of_another_board(tmp_path):
    model = PolicyValueNet(NetConfig(rows=5, columns=4, blocks=1, filters=8, value_hidden=8))
    path = str(tmp_path / "small.pt")
    save_checkpoint(path, model, "alphazero", {"rows": 5, "columns": 4, "inarow": 3}, 1)
    build, _ = checkpoint_build(path, RECIPES["shipped"].search)
    assert build.book is None and "book" not in build.options
    with pytest.raises(ValueError, match="the book"):  # a book named by its path is still checked
        checkpoint_build(path, "simulations=8,book=" + shipped_book_path())


def test_validate_fails_a_broken_file(tmp_path):
    path = tmp_path / "main.py"
    path.write_text("def agent(observation, configuration):\n    return 'x'\n")
    report = validate(str(path), games=1, act_timeout=1.0, slow_cpu=False)
    assert not report.ok and any(not c.ok and c.name == "games" for c in report.checks)


@pytest.mark.slow  # real episodes
def test_validate_fails_a_file_that_spends_the_overage_bank(tmp_path):
    path = tmp_path / "main.py"
    path.write_text("import time\n\ndef agent(observation, configuration):\n    time.sleep(0.5)\n"
                    "    return next(c for c in range(configuration.columns) if observation.board[c] == 0)\n")
    report = validate(str(path), games=1, act_timeout=0.1, slow_cpu=False, overage=6.0)
    games = next(c for c in report.checks if c.name == "games")
    used = float(re.search(r"overage used ([0-9.]+)", games.detail).group(1))
    assert not games.ok and used > 6.0 - BANK_MARGIN_S, games.detail


@pytest.mark.parametrize("share", [0.0, 0.5])
def test_the_file_draws_on_the_bank_as_built(tmp_path, share):
    path = tmp_path / "main.py"
    write(dataclasses.replace(player_build("minimax:depth=2"), overage_share=share), str(path))
    ns = load(path)
    seen = []
    ns["PLAYER"].choose = lambda position, seconds: seen.append(seconds) or 3
    config = {"rows": 6, "columns": 7, "inarow": 4, "actTimeout": 2}
    for bank in (30.0, 0.0):
        assert ns["agent"]({"board": [0] * 42, "mark": 1, "remainingOverageTime": bank}, config) == 3
    assert seen[0] == pytest.approx(1.2 + share * 20, abs=0.2) and seen[1] == pytest.approx(1.2, abs=0.05)


def test_package_and_validate_cli(tmp_path):
    out = tmp_path / "sub" / "main.py"
    proc = run("package", "--player", "minimax:depth=2", "--out", str(out), "--act-timeout", "1", "--games", "1")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "=> valid" in proc.stdout and json.loads(proc.stdout.strip().splitlines()[-1])["valid"] is True
    proc = run("validate", str(out), "--act-timeout", "1", "--no-slow-cpu")
    assert proc.returncode == 0 and "[  ok] loader" in proc.stdout
    bad = run("package", "--out", str(out))
    assert bad.returncode == 2 and "CHECKPOINT or --player" in bad.stderr
    missing = run("package", str(tmp_path / "none.pt"), "--out", str(out))
    assert missing.returncode == 2 and "checkpoint not found" in missing.stderr
    share = run("package", "--player", "greedy", "--out", str(out), "--overage-share", "1.5")
    assert share.returncode == 2 and "overage_share must be in [0, 1)" in share.stderr


def test_submit_checks_credentials_and_dry_runs(tmp_path, monkeypatch):
    with pytest.raises(CredentialsError, match="KAGGLE_API_TOKEN.*kaggle.json"):
        credential_source({}, home=str(tmp_path))
    (tmp_path / ".kaggle").mkdir()
    (tmp_path / ".kaggle" / "kaggle.json").write_text("{}")
    assert credential_source({}, home=str(tmp_path)).endswith("kaggle.json")
    out = tmp_path / "main.py"
    write(player_build("greedy"), str(out))
    env = {k: v for k, v in os.environ.items() if not k.startswith("KAGGLE")}
    env["HOME"] = str(tmp_path / "nowhere")
    from tests.helpers import CONNECTX

    proc = subprocess.run([CONNECTX, "submit", str(out), "-m", "test", "--no-validate"], capture_output=True,
                          text=True, env=env, timeout=300)
    assert proc.returncode == 2 and "no Kaggle credentials" in proc.stderr
    proc = subprocess.run([CONNECTX, "submit", str(out), "-m", "it's mine", "--dry-run", "--no-validate"],
                          capture_output=True, text=True, env=env, timeout=300)  # a dry run needs no credentials
    assert proc.returncode == 0 and "a real submit would stop here: no Kaggle credentials" in proc.stdout
    assert shlex.split(proc.stdout.split("would run ")[1].split(" (")[0])[-1] == "it's mine"  # quoted for a shell
    env.update(KAGGLE_USERNAME="me", KAGGLE_KEY="k")
    proc = subprocess.run([CONNECTX, "submit", str(out), "-m", "test", "--dry-run", "--act-timeout", "1",
                           "--no-slow-cpu"], capture_output=True, text=True, env=env, timeout=300)
    assert proc.returncode == 0, proc.stderr
    assert "dry run: would run kaggle competitions submit connectx -f" in proc.stdout and "=> valid" in proc.stdout


def test_exported_arrays_decode_to_the_same_network(checkpoint):
    from training.nets.checkpoint import load_checkpoint

    model, _ = load_checkpoint(checkpoint)
    arrays = export_arrays(model)
    decoded = decode_arrays(encode_arrays(arrays, "none"))
    assert all(np.array_equal(arrays[k], decoded[k]) for k in arrays)


def test_weight_file_players_travel_with_their_files(tmp_path):
    from agents.board import Position
    from agents.players import make_player

    w = tmp_path / "td.npz"
    np.savez(w, w1=np.linspace(-1, 1, 14), w2=np.linspace(1, -1, 14))
    build = player_build(f"td-linear:weights={w},depth=2")
    assert set(build.files) == {"weights"} and "td.npz" not in build.player_code
    path = str(tmp_path / "main.py")
    write(build, path)
    w.unlink()  # the file no longer needs it
    namespace = load(path)
    pos = Position.from_moves("4455")
    config = {"rows": 6, "columns": 7, "inarow": 4, "actTimeout": 2}
    move = namespace["agent"]({"board": pos.to_kaggle_board(), "mark": 1, "remainingOverageTime": 60}, config)
    np.savez(w, w1=np.linspace(-1, 1, 14), w2=np.linspace(1, -1, 14))
    assert move == make_player(f"td-linear:weights={w},depth=2").choose(pos)
    with pytest.raises(ValueError, match="not a readable weights file"):
        player_build(f"mc-mlp:weights={tmp_path / 'none.npz'}")


def test_bench_inference_measures_the_packaged_file(checkpoint, tmp_path):
    proc = run("bench", "inference", "--checkpoint", checkpoint, "--seconds", "0.3", "--act-timeout", "0.05",
               "--out", str(tmp_path))
    assert proc.returncode == 0, proc.stderr
    figures = json.loads(proc.stdout.strip().splitlines()[-1])
    for batch in (1, 8, 16):  # each backend's median time a batch, its rate, and numpy's against onnxruntime's
        for backend in ("numpy", "onnxruntime", "torch"):
            ms = figures[f"{backend}_batch{batch}_ms"]
            assert figures[f"{backend}_batch{batch}_positions_per_s"] == pytest.approx(1000 * batch / ms)
        assert figures[f"numpy_over_onnxruntime_batch{batch}"] == pytest.approx(
            figures[f"numpy_batch{batch}_ms"] / figures[f"onnxruntime_batch{batch}_ms"])
    # a whole game against itself in a fresh process: from 7 plies (the shortest win) to a full board
    assert 7 <= figures["game_moves"] <= 42 and figures["game_max_move_s"] >= figures["game_first_move_s"]
    assert figures["packaged_puct_simulations_per_s"] > 0
    for where in ("", "_beside_busy"):
        assert figures[f"one_blas_thread_over_a_core{where}"] == pytest.approx(
            figures[f"packaged_puct_simulations_per_s_one_blas_thread{where}"]
            / figures[f"packaged_puct_simulations_per_s_blas_thread_a_core{where}"])
    assert json.loads((tmp_path / "inference.json").read_text()) == figures


def test_the_files_player_thinks_on_one_blas_thread(checkpoint, tmp_path):
    path = str(tmp_path / "main.py")
    write(checkpoint_build(checkpoint, "simulations=16")[0], path)
    namespace = load(path)
    libraries = importlib.import_module(namespace["_PACKAGE"] + ".blas_threads").openblas_libraries()
    assert libraries, "numpy's wheel carries OpenBLAS: the file must find it"
    player, seen, before = namespace["PLAYER"], [], [lib.threads() for lib in libraries]
    choose = player.choose

    def spy(position, seconds=None):
        seen.append([lib.threads() for lib in libraries])
        return choose(position, seconds)

    player.choose = spy
    try:
        for lib in libraries:
            lib.set_threads(2)
        move = namespace["agent"]({"board": [0] * 42, "mark": 1, "remainingOverageTime": 60},
                                  {"rows": 6, "columns": 7, "inarow": 4, "actTimeout": 0.5})
        after = [lib.threads() for lib in libraries]
    finally:
        for lib, count in zip(libraries, before, strict=True):
            lib.set_threads(count)
    assert type(move) is int and seen == [[1] * len(libraries)] and after == [2] * len(libraries)


_SOLVER_PROBE = """
import json, sys
if sys.argv[2] == "python":
    sys.modules["numba"] = None  # as on a runtime without numba
from agents.board import Position
from packager.loader import load
ns = load(sys.argv[1])
moves = []
for line in sys.argv[3:]:
    pos = Position.from_moves(line)
    obs = {"board": pos.to_kaggle_board(), "mark": 1 + pos.ply % 2, "remainingOverageTime": 60}
    moves.append(ns["agent"](obs, {"rows": 6, "columns": 7, "inarow": 4, "actTimeout": 2}))
print(json.dumps({"build": ns["PLAYER"].solver_build, "moves": moves, "source": ns["PLAYER"].last_source}))
"""


def test_the_file_solves_alike_with_numba_and_without_it(checkpoint, tmp_path):
    from training.exact.benchmark import read_scores

    path = tmp_path / "main.py"
    write(checkpoint_build(checkpoint, "simulations=none,solver_ply=8")[0], str(path))
    text = path.read_text()
    assert "_SOURCES['agents.solver.numba_build']" in text and "(and numba when it can be imported)." in text
    won = [moves for moves, score in read_scores("Test_L3_R1") if score > 0][:6]  # End-Easy, side to move wins
    found = {}
    for build in ("numba", "python"):
        out = subprocess.run([sys.executable, "-c", _SOLVER_PROBE, str(path), build, *won], capture_output=True,
                             text=True, timeout=300, cwd=tmp_path)
        assert out.returncode == 0, out.stderr
        found[build] = json.loads(out.stdout.strip().splitlines()[-1])
    assert found["numba"]["build"] == "numba" and found["python"]["build"] == "python"
    assert found["numba"]["moves"] == found["python"]["moves"]
    assert found["python"]["source"] in ("solver", "tactic")
