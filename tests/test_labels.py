"""Exact labels: the store, the games, resuming, and the CLI."""

import json
import sqlite3

import numpy as np
import pytest

from agents.board import Position, geometry
from agents.book import canonical
from agents.solver import Solver
from agents.solver.numba_build import NumbaSolver
from training.exact.labels import FULL, LabelConfig, LabelStore, label, play_and_label

CONFIG = LabelConfig(min_ply=24, opening=10, players=("perfect:noise=0.2", "random", "greedy"),
                     table_size=100003)


def test_a_game_is_labelled_with_exact_scores_from_min_ply():
    solver = NumbaSolver(geometry(), CONFIG.table_size)
    check = Solver(geometry(), table_size=100003)
    rows = []
    seed = 0
    while len(rows) < 5:
        rows = play_and_label(CONFIG, seed, solver)
        seed += 1
    plies = [r[2] for r in rows]
    assert plies[0] == CONFIG.min_ply and plies == list(range(plies[0], plies[0] + len(plies)))
    for key, moves, ply, scores, seconds, source in rows[:6]:
        pos = Position.from_moves(moves)
        assert pos.ply == ply and canonical(pos)[0] == key == canonical(pos.mirror())[0]
        expected = [FULL if s is None else s for s in check.analyze(pos)]
        assert list(np.frombuffer(scores, dtype=np.int8)) == expected
        assert seconds >= 0 and " vs " in source


def test_label_store_resumes_and_rejects_bad_files(tmp_path):
    path = str(tmp_path / "labels.sqlite")
    first = label(CONFIG, path, games=3, progress=lambda _: None)
    assert first["games"] == 3 and first["positions"] == first["new_positions"]
    assert label(CONFIG, path, games=3, progress=lambda _: None)["games"] == 0  # the store holds 3 already
    second = label(CONFIG, path, games=5, progress=lambda _: None)
    store = LabelStore(path, CONFIG)
    assert second["games"] == 2 and store.games == 5 and store.count() == second["positions"] >= first["positions"]
    moves, scores = store.load()
    assert scores.shape == (len(moves), 7) and scores.dtype == np.int8
    count = store.count()
    store.close()
    with pytest.raises(ValueError, match="holds 6x7x4 positions"):
        LabelStore(path, LabelConfig(rows=5, columns=6))
    bad = tmp_path / "bad.sqlite"
    bad.write_bytes(b"not a database at all" * 100)
    with pytest.raises(ValueError, match="not a label store"):
        LabelStore(str(bad), CONFIG)
    with pytest.raises(ValueError, match="games or seconds"):
        label(CONFIG, path)
    assert sqlite3.connect(path).execute("SELECT COUNT(*) FROM positions").fetchone()[0] == count


def test_label_cli(tmp_path):
    from tests.helpers import run

    out = tmp_path / "l.sqlite"
    proc = run("label", "--out", str(out), "--games", "2", "--min-ply", "26", "--table-size", "100003",
               "--players", "perfect:noise=0.5", "random")
    assert proc.returncode == 0, proc.stderr
    summary = json.loads(proc.stdout.strip().splitlines()[-1])
    assert summary["games"] == 2 and summary["positions"] == len(LabelStore(str(out), CONFIG).load()[0])
    proc = run("label", "--out", str(out), "--games", "1", "--players", "perfect:depth=3")
    assert proc.returncode == 2 and "noise=X" in proc.stderr


def test_rate_by_ply_counts_each_range_and_leaves_empty_ones_out(tmp_path):
    store = LabelStore(str(tmp_path / "r.sqlite"), CONFIG)
    rows = []
    for moves, seconds in (("44443", 30.0), ("4444333", 10.0), ("444433322", 2.0), ("4444333221", 1.0)):
        pos = Position.from_moves(moves)
        rows.append((canonical(pos)[0], moves, pos.ply, bytes(7), seconds, "test"))
    store.add_game(rows)
    table = store.rate_by_ply()
    assert [r["plies"] for r in table] == ["0-7", "8-11"]
    assert [r["positions"] for r in table] == [2, 2]
    assert table[0]["per_hour"] == pytest.approx(3600 * 2 / 40) and table[1]["seconds"] == pytest.approx(3.0)


def test_labels_of_another_board_judge_networks_and_agents(tmp_path):
    """A 5x4x3 store through the CLI, then ``bench mistakes`` and ``bench strength`` on it."""
    from tests.helpers import run
    from training.exact.labels import read_labels
    from training.nets.checkpoint import save_checkpoint
    from training.nets.model import NetConfig, PolicyValueNet

    out = tmp_path / "small.sqlite"
    proc = run("label", "--out", str(out), "--games", "6", "--min-ply", "2", "--rows", "5", "--columns", "4",
               "--inarow", "3", "--table-size", "100003", "--players", "perfect:noise=0.5", "random")
    assert proc.returncode == 0, proc.stderr
    geo, lines = read_labels(str(out))
    assert (geo.rows, geo.columns, geo.inarow) == (5, 4, 3) and len(lines) >= 6
    solver = NumbaSolver(geo, 100003)
    for moves, scores in lines[:5]:
        pos = Position.from_moves(moves, geo)
        assert [-1000 if s is None else s for s in solver.analyze(pos)] == scores
    assert read_labels(str(out), 2, 1)[1] == lines[1:3]
    big = run("label", "--out", str(tmp_path / "big.sqlite"), "--games", "1", "--rows", "10", "--columns", "12",
              "--inarow", "5")
    assert big.returncode == 2 and "64 bits" in big.stderr and not (tmp_path / "big.sqlite").exists()

    padded, plain = str(tmp_path / "padded.pt"), str(tmp_path / "plain.pt")
    save_checkpoint(padded, PolicyValueNet(NetConfig(rows=7, columns=9, blocks=1, filters=8, padded=True)),
                    "alphazero", {}, 0, None, {})
    save_checkpoint(plain, PolicyValueNet(NetConfig(blocks=1, filters=8)), "alphazero", {}, 0, None, {})
    proc = run("bench", "mistakes", "--checkpoints", padded, plain, "--labels", str(out), "--positions", "5",
               "--simulations", "8", "--fpu-reduction", "0.25", "--out", str(tmp_path))
    assert proc.returncode == 0, proc.stderr
    written = json.loads((tmp_path / "mistakes.json").read_text())
    figures = written["networks"]
    assert written["fpu_reduction"] == 0.25
    assert figures[padded]["weak_net_5x4x3"] is not None and figures[padded]["weak_search_5x4x3"] is not None
    assert figures[plain]["weak_net_5x4x3"] is None and figures[plain]["weak_search_5x4x3"] is not None  # uniform
    assert "weak_net_mean" not in figures[plain]

    proc = run("bench", "strength", "--agent", "greedy", "--labels", str(out), "--positions", "8", "--games", "0",
               "--out", str(tmp_path))
    assert proc.returncode == 0, proc.stderr
    row = json.loads(proc.stdout.strip().splitlines()[-1])["mistakes"]["5x4x3 (small.sqlite)"]
    assert row["positions"] == min(8, len(lines)) and row["floor_pct"] is None
    from agents.players import make_player

    greedy = make_player("greedy")
    expected = 0
    for moves, scores in lines[:8]:
        col = greedy.choose(Position.from_moves(moves, geo))
        best = max(scores)
        expected += (scores[col] > 0) - (scores[col] < 0) < (best > 0) - (best < 0)
    assert row["weak"] == expected
