"""The fault matrix: every command that takes a path, given every kind of bad path, ends in one
line on stderr and exit code 2, with no traceback, and every file that existed before is
byte-identical after (in the spirit of SQLite's fault tests). Run in this process through
``cli.main.main`` (no interpreter start a case)."""

from __future__ import annotations

import hashlib
import os
import sqlite3
import subprocess
import sys
import zipfile

import numpy as np
import pytest

from cli.main import main
from tests.helpers import randomised_net
from training.nets.checkpoint import save_checkpoint
from training.nets.export import export_checkpoint
from training.nets.model import NetConfig

KINDS = ("missing", "empty", "truncated", "text", "foreign", "other-kind", "folder", "under-a-file")
"""The kinds of bad path: none there; an empty file; the first half of a good file of the kind
asked for; a text file; another tool's file (a zip of text, a PNG); a connectx file of another
kind; a folder; a path whose parent is a file (a place nothing can be written)."""


@pytest.fixture(scope="module")
def files(tmp_path_factory):
    """Good inputs of each kind connectx reads: a checkpoint, numpy weights, a results store."""
    root = tmp_path_factory.mktemp("good")
    checkpoint = str(root / "net.pt")
    save_checkpoint(checkpoint, randomised_net(NetConfig(blocks=1, filters=8)), "alphazero", {}, 0, None, {})
    weights = str(root / "net.npz")
    export_checkpoint(checkpoint, weights)
    store = str(root / "store.sqlite")
    with sqlite3.connect(store) as db:
        db.execute("CREATE TABLE other (x)")
    return {"pt": checkpoint, "npz": weights, "sqlite": store}


def bad_path(folder, kind: str, good: str, other: str) -> str:
    """A path of ``kind`` in ``folder``: ``good`` is a file of the kind the option wants (halved
    for ``truncated``), ``other`` a connectx file of another kind."""
    path = os.path.join(folder, f"bad-{kind}" + os.path.splitext(good)[1])
    if kind == "missing":
        return path
    if kind == "folder":
        os.makedirs(path)
        return path
    if kind == "under-a-file":
        with open(os.path.join(folder, "a-file"), "w") as f:
            f.write("x")
        return os.path.join(folder, "a-file", "inside" + os.path.splitext(good)[1])
    if kind == "foreign":
        with zipfile.ZipFile(path, "w") as z:
            z.writestr("notes.txt", "another tool's archive")
        return path
    with open(good if kind == "truncated" else other, "rb") as f:
        data = f.read()
    content = {"empty": b"", "truncated": data[: len(data) // 2], "text": b"hello\n", "other-kind": data}[kind]
    with open(path, "wb") as f:
        f.write(content)
    return path


def snapshot(folder) -> dict[str, str]:
    """Every file under ``folder`` and its sha256."""
    out = {}
    for root, _, names in os.walk(folder):
        for name in names:
            with open(os.path.join(root, name), "rb") as f:
                out[os.path.join(root, name)] = hashlib.sha256(f.read()).hexdigest()
    return out


def assert_refused(argv: list[str], folder, capsys) -> str:
    before = snapshot(folder)
    rc = main(argv)
    err = capsys.readouterr().err
    lines = [line for line in err.splitlines() if line.strip() and not line.startswith("connectx: warning")]
    assert rc == 2, (argv, rc, err)
    assert len(lines) == 1 and lines[0].startswith("connectx: error: "), (argv, err)
    after = snapshot(folder)
    assert {k: v for k, v in after.items() if k in before} == before, argv  # nothing that was there touched
    return lines[0]


# each command with the path it takes: (the option's file kind, another kind, the argv with PATH)
COMMANDS = {
    "export": ("pt", "npz", ["export", "PATH", "--out", "OUT/w.npz"]),
    "package": ("pt", "npz", ["package", "PATH", "--out", "OUT/main.py", "--no-validate"]),
    "move": ("pt", "npz", ["move", "44", "--checkpoint", "PATH"]),
    "validate": ("pt", "npz", ["validate", "MAIN", "--checkpoint", "PATH", "--games", "1"]),
    "bench-mistakes": ("pt", "sqlite", ["bench", "mistakes", "--checkpoints", "PATH", "--positions", "1",
                                        "--out", "OUT/bench"]),
    "ladder-weights": ("npz", "pt", ["ladder", "alphazero:weights=PATH", "random", "--games", "1", "--db",
                                     "OUT/ladder.sqlite", "--report-dir", "OUT/report", "--no-progress"]),
    "ladder-db": ("sqlite", "pt", ["ladder", "random", "negamax", "--games", "1", "--db", "PATH",
                                   "--report-dir", "OUT/report", "--no-progress"]),
    "play-weights": ("npz", "pt", ["play", "alphazero:weights=PATH", "random"]),
    "resume": ("pt", "npz", ["train", "alphazero", "--preset", "tiny", "--out", "RUN", "--resume"]),
}


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("command", COMMANDS)
def test_every_bad_path_is_one_line_and_exit_2_and_touches_nothing(command, kind, files, tmp_path, capsys):
    wanted, other, argv = COMMANDS[command]
    if command == "ladder-db" and kind in ("missing", "empty"):
        pytest.skip("a new or empty file is where a new store goes")
    path = bad_path(str(tmp_path), kind, files[wanted], files[other])
    main_py = tmp_path / "main.py"
    main_py.write_text("def agent(obs, config):\n    return 0\n")
    run = tmp_path / "run"
    if command == "resume":  # the run folder's checkpoint is the bad file
        if kind in ("missing", "under-a-file", "folder"):
            run = path  # no run folder, one that cannot be, or a folder of nothing
        else:
            os.makedirs(run)
            os.replace(path, run / "latest.pt")
    out = tmp_path / "out"
    out.mkdir()
    argv = [a.replace("PATH", path).replace("OUT", str(out)).replace("MAIN", str(main_py)).replace("RUN", str(run))
            for a in argv]
    assert_refused(argv, tmp_path, capsys)
    if command.startswith("ladder"):
        assert not (out / "ladder.sqlite").exists()  # a refused ladder leaves no new store


@pytest.mark.parametrize("command", ["export", "package"])
def test_an_output_over_an_input_or_a_foreign_file_is_refused(command, files, tmp_path, capsys):
    checkpoint = tmp_path / "net.pt"
    checkpoint.write_bytes(open(files["pt"], "rb").read())
    tail = ["--no-validate"] if command == "package" else []
    assert_refused([command, str(checkpoint), "--out", str(checkpoint), *tail], tmp_path, capsys)
    mine = tmp_path / "notes.py"
    mine.write_text("# the user's own file\n")
    assert_refused([command, str(checkpoint), "--out", str(mine), *tail], tmp_path, capsys)


def test_a_corrupt_replay_window_on_resume_is_one_line(tmp_path, capsys):
    run = tmp_path / "run"
    assert main(["train", "alphazero", "--preset", "tiny", "--out", str(run), "--iterations", "1"]) == 0
    capsys.readouterr()
    window = run / "replay.npz"
    good = window.read_bytes()
    for broken in (b"", good[: len(good) // 2], bytes(b ^ 0xFF for b in good[:64]) + good[64:]):
        window.write_bytes(broken)
        assert_refused(["train", "alphazero", "--preset", "tiny", "--out", str(run), "--resume",
                        "--iterations", "2"], tmp_path, capsys)


def test_a_new_run_takes_only_a_new_or_empty_folder_and_one_process_at_a_time(tmp_path, capsys):
    mine = tmp_path / "mine"
    mine.mkdir()
    (mine / "best.pt").write_bytes(b"the user's network")
    (mine / "replay.npz").write_bytes(b"the user's games")
    assert_refused(["train", "alphazero", "--preset", "tiny", "--out", str(mine)], tmp_path, capsys)
    run = tmp_path / "run"
    hold = (f"import sys; from durable.run_folder import RunFolder; kept = RunFolder({str(run)!r}, 'alphazero', "
            "False, 'latest.pt'); print('held', flush=True); sys.stdin.read()")
    held = subprocess.Popen([sys.executable, "-c", hold], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:  # another process's new run, before its first checkpoint
        assert held.stdout.readline().strip() == "held"
        assert "in use by another connectx process" in assert_refused(
            ["train", "alphazero", "--preset", "tiny", "--out", str(run)], tmp_path, capsys)
    finally:
        held.communicate("")
    assert main(["train", "alphazero", "--preset", "tiny", "--out", str(run), "--iterations", "1"]) == 0
    capsys.readouterr()
    assert_refused(["train", "alphazero", "--preset", "tiny", "--out", str(run)], tmp_path, capsys)  # a run there
    assert_refused(["train", "distill", "--data", str(run / "replay.npz"), "--teacher", str(run / "best.pt"),
                    "--out", str(run), "--resume"], tmp_path, capsys)  # another kind's run


def test_names_with_markup_are_printed_as_text(tmp_path, capsys):
    from rich.console import Console

    from ladder import report
    from ladder.ratings import standings
    from ladder.store import ResultsStore

    store = ResultsStore(str(tmp_path / "s.sqlite"))
    entrants = [store.entrant("random"), store.entrant("negamax")]
    store.close()
    for entrant, name in zip(entrants, ("[/bold]", "[red]team"), strict=True):
        object.__setattr__(entrant, "name", name)
    console = Console(width=200, record=True)
    report.print_table(standings(entrants, []), 2.0, console)
    report.print_crosstable(entrants, {}, console)
    text = console.export_text()
    assert "[/bold]" in text and "[red]team" in text


def test_npz_loaders_name_the_file_and_the_reason(files, tmp_path):
    from agents.nn import load_arrays

    with pytest.raises(ValueError, match="torch checkpoint"):
        load_arrays(files["pt"])
    empty = tmp_path / "e.npz"
    empty.write_bytes(b"")
    with pytest.raises(ValueError, match="e.npz is not a readable weights file.*empty"):
        load_arrays(str(empty))
    pickled = tmp_path / "p.npy"
    np.save(pickled, np.array([object()], dtype=object), allow_pickle=True)
    with pytest.raises(ValueError, match="not an .npz") as caught:
        load_arrays(str(pickled))
    assert "unsafe" not in str(caught.value)


@pytest.mark.parametrize("argv, message", [
    (["ladder", "random", "negamax", "--rows", "0"], "board size must be positive"),
    (["ladder", "random", "negamax", "--inarow", "9"], "cannot fit on a 6x7 board"),
    (["ladder", "random", "nosuchplayer"], "nosuchplayer"),
])
def test_a_ladder_refuses_a_bad_board_or_spec_before_its_store(argv, message, tmp_path, capsys):
    db = tmp_path / "ladder.sqlite"
    assert main([*argv, "--games", "1", "--db", str(db), "--no-progress"]) == 2
    assert message in capsys.readouterr().err and not db.exists()


def test_a_network_of_another_board_is_refused_or_warned(files, tmp_path, capsys):
    small = str(tmp_path / "small.pt")
    save_checkpoint(small, randomised_net(NetConfig(rows=4, columns=5, blocks=1, filters=8)), "alphazero", {}, 0,
                    None, {})
    assert_refused(["move", "44", "--checkpoint", small], tmp_path, capsys)
    assert main(["package", small, "--out", str(tmp_path / "main.py"), "--no-validate"]) == 0
    assert "plays 4x5 boards only" in capsys.readouterr().err


def test_the_same_ladder_run_twice_at_once_says_so(tmp_path):
    from ladder.store import ResultsStore, StoreError

    store = ResultsStore(str(tmp_path / "s.sqlite"))
    a, b = store.entrant("random"), store.entrant("negamax")
    run_id, _ = store.open_run("key", "round-robin", {})
    record = {"moves": [3], "rewards": [1, -1], "statuses": ["DONE", "DONE"], "score0": 1.0,
              "move_seconds": [[0.1], []], "configuration": {}, "replay": {}}
    store.add_episode(run_id, 0, "rated", a.id, b.id, 0, record)
    with pytest.raises(StoreError, match="another ladder is running the same run"):
        store.add_episode(run_id, 0, "rated", a.id, b.id, 0, record)
    store.close()


@pytest.mark.parametrize("argv", [["ladder", "random", "negamax", "--act-timeout", "nan"],
                                  ["ladder", "random", "negamax", "--overage", "inf"],
                                  ["play", "random", "random", "--act-timeout", "nan"],
                                  ["train", "alphazero", "--preset", "tiny", "--out", "RUN", "--stop-after", "nan"]])
def test_a_number_that_is_not_finite_is_refused_by_name(argv, tmp_path, capsys):
    argv = [a.replace("RUN", str(tmp_path / "run")) for a in argv]
    line = assert_refused(argv, tmp_path, capsys)
    assert "must be finite" in line and argv[-2] in line
    assert not (tmp_path / "run").exists()


def test_two_processes_on_one_run_folder(tmp_path):
    """The second of two trainings on one --out is refused while the first runs, fresh or resumed;
    a run killed with -9 leaves no lock behind."""
    import signal
    import subprocess
    import sys
    import time

    run = tmp_path / "run"
    command = [sys.executable, "-m", "cli.main", "train", "alphazero", "--preset", "tiny", "--out", str(run)]
    first = subprocess.Popen([*command, "--iterations", "500"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 120
        while not (run / "latest.pt").exists() and time.monotonic() < deadline:
            time.sleep(0.2)
        fresh = subprocess.run(command, capture_output=True, text=True, timeout=120)
        assert fresh.returncode == 2 and "already holds a run" in fresh.stderr, fresh.stderr
        resumed = subprocess.run([*command, "--resume"], capture_output=True, text=True, timeout=120)
        assert resumed.returncode == 2 and "in use by another connectx process" in resumed.stderr, resumed.stderr
    finally:
        first.send_signal(signal.SIGKILL)
        first.wait()
    resumed = subprocess.run([*command, "--resume", "--iterations", "1"], capture_output=True, text=True, timeout=300)
    assert resumed.returncode == 0, resumed.stderr  # the killed run's lock went with it


@pytest.mark.parametrize("board", [["--rows", "0"], ["--inarow", "9"], ["--columns", "99"]])
def test_play_refuses_a_board_no_game_fits(board, tmp_path, capsys):
    assert_refused(["play", "random", "random", *board], tmp_path, capsys)


def test_a_submission_file_that_fails_to_load_is_one_line(tmp_path, capsys):
    broken = tmp_path / "broken.py"
    broken.write_text("raise RuntimeError('not today')\n")
    line = assert_refused(["move", "44", "--player", str(broken)], tmp_path, capsys)
    assert "does not load as a Kaggle agent" in line and "not today" in line
