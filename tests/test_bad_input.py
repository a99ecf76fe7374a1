"""Bad input as a hostile user gives it: one clear line, exit code 2, and nothing already written
is touched; our own bugs still show their traceback."""

import hashlib
import os
import sqlite3
import subprocess

import numpy as np
import pytest
import torch

import cli.main
import cli.play
from agents.board import Position
from agents.book import OpeningBook
from agents.kaggle import TimeControl, make_agent
from agents.players import parse_spec
from ladder.store import ResultsStore
from tests.helpers import CONNECTX, run
from training.exact.labels import LabelConfig, LabelStore
from training.nets.checkpoint import CheckpointError, load_checkpoint, save_checkpoint
from training.nets.model import NetConfig, PolicyValueNet


def digest(path) -> str:
    return hashlib.sha256(open(path, "rb").read()).hexdigest()


def one_line_error(proc, *words):
    lines = proc.stderr.strip().splitlines()
    assert proc.returncode == 2, proc.stderr
    assert len(lines) == 1 and lines[0].startswith("connectx: error: ") and "Traceback" not in proc.stderr, proc.stderr
    for word in words:
        assert word in lines[0], lines[0]


@pytest.fixture
def foreign_db(tmp_path):
    path = tmp_path / "notes.sqlite"
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)")
    db.execute("INSERT INTO notes (text) VALUES ('keep me')")
    db.commit()
    db.close()
    return path


@pytest.mark.parametrize("content, words", [
    (None, ["a SQLite database with the tables notes", "nothing was changed"]),
    (bytes(8192), ["not a SQLite database", "zeros"]),
    (b"SQLite format 3\x00" + bytes(4080), ["damaged SQLite database"]),
])
def test_a_foreign_or_zeroed_store_is_named_and_left_alone(foreign_db, tmp_path, content, words):
    path = foreign_db
    if content is not None:
        path = tmp_path / "zeroed.sqlite"
        path.write_bytes(content)
    before, names = digest(path), sorted(os.listdir(tmp_path))
    one_line_error(run("ladder", "random", "greedy", "--games", "2", "--db", str(path)), str(path), *words)
    assert digest(path) == before and sorted(os.listdir(tmp_path)) == names  # no -wal, no -shm, no tables
    with pytest.raises(ValueError, match="not a label store"):
        LabelStore(str(path), LabelConfig())
    assert digest(path) == before


def test_an_empty_file_becomes_a_store(tmp_path):
    path = tmp_path / "new.sqlite"
    path.touch()
    proc = run("ladder", "random", "greedy", "--games", "2", "--workers", "1", "--db", str(path), "--no-progress",
               "--report-dir", str(tmp_path / "report"))
    assert proc.returncode == 0, proc.stderr
    store = ResultsStore(str(path))  # the empty file is now a results store holding the ladder's games
    assert sorted(e.spec for e in store.entrants()) == ["greedy", "random"]
    games = [e for e in store.episodes() if e.kind != "validation"]
    assert len(games) == 2 and {(e.agent0, e.agent1) for e in games} == {(1, 2), (2, 1)}  # seats alternate


def test_a_folder_as_output_is_one_line_and_leaves_nothing(tmp_path):
    folder = tmp_path / "out"
    folder.mkdir()
    one_line_error(run("package", "--player", "greedy", "--out", str(folder), "--no-validate"), "is a folder")
    one_line_error(run("ladder", "random", "greedy", "--db", str(folder)), "is a folder")
    assert os.listdir(folder) == [] and sorted(os.listdir(tmp_path)) == ["out"]  # no .tmp beside it


def test_a_failing_store_is_one_line(tmp_path, monkeypatch, capsys):
    import ladder.store

    def full_disk(self, *args, **kwargs):
        raise sqlite3.OperationalError("database or disk is full")

    monkeypatch.setattr(ladder.store.ResultsStore, "add_episode", full_disk)
    code = cli.main.main(["ladder", "random", "greedy", "--games", "2", "--workers", "1", "--no-progress",
                          "--db", str(tmp_path / "l.sqlite"), "--report-dir", str(tmp_path / "r")])
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2 and err == ["connectx: error: a SQLite store failed: database or disk is full"]


def test_failed_validation_leaves_the_users_file_as_it_was(tmp_path, monkeypatch, capsys):
    import packager.validate
    from packager.validate import Check, Report

    out = tmp_path / "main.py"
    mine = '"""the user\'s good file, an earlier build\nconnectx commit: 0123abc\n"""\n'
    out.write_text(mine)

    def failing(path, *args, **kwargs):
        assert path != str(out) and os.path.dirname(path) == str(tmp_path)  # built beside, not over it
        return Report(path, [Check("games", False, "lost on time")])

    monkeypatch.setattr(packager.validate, "validate", failing)
    assert cli.main.main(["package", "--player", "greedy", "--out", str(out)]) == 1
    assert out.read_text() == mine and os.listdir(tmp_path) == ["main.py"]
    assert "not written (left as it was)" in capsys.readouterr().err


def test_a_failing_kaggle_cli_is_one_line(tmp_path):
    fake = tmp_path / "bin"
    fake.mkdir()
    (fake / "kaggle").write_text("#!/bin/sh\necho '403 - Forbidden' >&2\nexit 1\n")
    (fake / "kaggle").chmod(0o755)
    main = tmp_path / "main.py"
    main.write_text("def agent(observation, configuration):\n    return 0\n")
    env = {**os.environ, "PATH": f"{fake}{os.pathsep}{os.environ['PATH']}", "KAGGLE_API_TOKEN": "x"}
    proc = subprocess.run([CONNECTX, "submit", str(main), "-m", "first", "--no-validate"], capture_output=True,
                          text=True, env=env, timeout=120)
    one_line_error(proc, "kaggle CLI failed (exit code 1)", "403 - Forbidden")


@pytest.fixture(scope="module")
def good_checkpoint(tmp_path_factory):
    path = str(tmp_path_factory.mktemp("ck") / "net.pt")
    save_checkpoint(path, PolicyValueNet(NetConfig(blocks=1, filters=8, value_hidden=8)), "alphazero", {}, 1)
    return path


def test_a_checkpoint_without_its_kind_is_named(good_checkpoint, tmp_path):
    data = torch.load(good_checkpoint, weights_only=True)
    del data["kind"]
    path = tmp_path / "nokind.pt"
    torch.save(data, path)
    with pytest.raises(CheckpointError, match="lacks kind"):
        load_checkpoint(str(path))
    one_line_error(run("package", str(path), "--out", str(tmp_path / "main.py"), "--no-validate"), "lacks kind")


def test_an_unsafe_checkpoint_is_refused_without_torch_advice(tmp_path):
    path = tmp_path / "unsafe.pt"
    torch.save({"format_version": 1, "payload": np.random.default_rng(0)}, path)  # pickles a class
    proc = run("package", str(path), "--out", str(tmp_path / "main.py"), "--no-validate")
    one_line_error(proc, "is refused", "could run code")
    assert "weights_only" not in proc.stderr and not (tmp_path / "main.py").exists()
    garbage = tmp_path / "garbage.pt"
    garbage.write_bytes(b"\x80\x02garbage")
    proc = run("package", str(garbage), "--out", str(tmp_path / "main.py"), "--no-validate")
    one_line_error(proc, "not a readable checkpoint")
    assert "weights_only" not in proc.stderr


def test_our_own_key_error_shows_its_traceback(monkeypatch):
    def buggy(args):
        return {}["kind"]

    monkeypatch.setattr(cli.play, "run", buggy)
    with pytest.raises(KeyError):
        cli.main.main(["play", "random", "greedy"])


@pytest.mark.parametrize("spec, message", [
    ("mcts:seconds=nan", "finite"), ("mcts:seconds=-1", "above 0"), ("mcts:seconds=0", "above 0"),
    ("minimax:depth=-2", "at least 0"), ("mcts:c=inf", "finite"),
])
def test_player_specs_reject_impossible_numbers(spec, message):
    with pytest.raises(ValueError, match=message):
        parse_spec(spec)
    one_line_error(run("play", spec, "random"), message)


def test_a_book_with_an_illegal_column_or_another_board_is_refused(good_checkpoint, tmp_path):
    book = OpeningBook(6, 7, 4)
    book.add(Position.from_kaggle([0] * 42, 1, 6, 7, 4), 3)
    data = bytearray(book.to_bytes())
    data[7] = 9  # the first entry's column: 9 on a 7-column board
    bad = tmp_path / "bad.bin"
    bad.write_bytes(bytes(data))
    with pytest.raises(ValueError, match="column 9 on a board of 7 columns"):
        OpeningBook.from_bytes(bytes(data))
    one_line_error(run("package", good_checkpoint, "--out", str(tmp_path / "a.py"), "--no-validate",
                       "--search", f"book={bad}"), "column 9")
    other = tmp_path / "other.bin"
    other.write_bytes(OpeningBook(5, 6, 4).to_bytes())
    one_line_error(run("package", good_checkpoint, "--out", str(tmp_path / "b.py"), "--no-validate",
                       "--search", f"book={other}"), "is for 5x6", "plays 6x7")
    assert not (tmp_path / "a.py").exists() and not (tmp_path / "b.py").exists()


class _Recorder:
    def __init__(self):
        self.seconds = []

    def choose(self, position, seconds):
        self.seconds.append(seconds)
        return position.legal_moves()[0]


@pytest.mark.parametrize("act, bank, expected", [
    (2, 100.0, 1.2 + 10.0),  # a bank larger than Kaggle's: the draw is capped
    (2, 60.0, 1.2 + 10.0),
    ("two", "sixty", 1.2),  # unreadable: the defaults (2 s, an empty bank)
    (float("nan"), float("inf"), 1.2),
    (None, -5, 1.2),
    (1e9, 60.0, 20.0),  # a clock without bounds: the ceiling of any move
])
def test_the_budget_has_a_ceiling_and_odd_clocks_take_the_defaults(act, bank, expected):
    player = _Recorder()
    agent = make_agent(player, TimeControl(overage_share=0.2))
    move = agent({"board": [0] * 42, "mark": 1, "remainingOverageTime": bank},
                 {"rows": 6, "columns": 7, "inarow": 4, "actTimeout": act})
    assert move == 0 and player.seconds == [pytest.approx(expected, abs=0.01)]  # searched, not the fallback


def test_a_huge_board_in_the_configuration_is_refused_before_anything_is_allocated():
    agent = make_agent(_Recorder())
    assert agent({"board": [0] * 42, "mark": 1, "remainingOverageTime": 60},
                 {"rows": 1e9, "columns": 7, "inarow": 4, "actTimeout": 2}) == 3  # the fallback: the centre
    for rows, columns in ((6, 10**9), (10**9, 10**9)):
        move = agent({"board": [0] * 42, "mark": 1, "remainingOverageTime": 60},
                     {"rows": rows, "columns": columns, "inarow": 4, "actTimeout": 2})
        assert type(move) is int and 0 <= move < 42  # open, as Kaggle judges it (board[move] == 0)
