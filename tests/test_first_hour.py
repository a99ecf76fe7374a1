"""A new user's first hour through the real CLI: the commands in the loop's order with their
defaults shown, the ladder's store where the README says, a validation that speaks as it goes
and is not played twice, a training run that says where it is and how to go on, a move asked of
a submission file."""

from __future__ import annotations

import json
import re
import subprocess

from packager.build import player_build, write
from tests.helpers import CONNECTX, run


def test_help_lists_the_loop_first_with_defaults_and_a_version():
    top = run("--help")
    listed = [m[1] for m in re.finditer(r"^    (\S+)", top.stdout, re.M)]  # not the wrapped lines, deeper
    assert listed[:6] == ["train", "package", "validate", "ladder", "review", "submit"]
    assert run("--version").stdout.startswith("connectx ")
    ladder = run("ladder", "--help").stdout
    assert "(default: ladder.sqlite)" in " ".join(ladder.split()) and "--out REPORT_DIR" in ladder
    assert "--settings" in run("train", "alphazero", "--help").stdout
    assert "--settings" not in run("train", "td-linear", "--help").stdout  # each trainer its own options


def test_the_ladder_keeps_its_episodes_in_ladder_sqlite_and_says_so(tmp_path):
    proc = subprocess.run([CONNECTX, "ladder", "random", "greedy", "--games", "1", "--workers", "1", "--no-progress"],
                          cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    assert (tmp_path / "ladder.sqlite").exists() and "results store: ladder.sqlite" in proc.stdout
    page = (tmp_path / "ladder-report" / "index.html").read_text()
    assert "<table id='episodes'>" in page and page.count("href='episode-") == 1  # the one game, linked


def test_validation_says_what_it_will_play_speaks_as_it_goes_and_is_not_played_twice(tmp_path):
    path = tmp_path / "main.py"
    write(player_build("greedy"), str(path))
    command = ["validate", str(path), "--games", "1", "--act-timeout", "1", "--no-slow-cpu"]
    first = run(*command)
    assert first.returncode == 0, first.stderr
    lines = first.stdout.splitlines()
    assert "up to 10 episodes" in lines[0] and lines[1].startswith("  [  ok] size")
    assert lines[-2] == "  => valid" and json.loads(lines[-1])["valid"]
    again = run(*command)
    assert again.returncode == 0 and "validated already with these settings" in again.stdout
    assert json.loads(again.stdout.splitlines()[-1]) == json.loads(lines[-1])
    path.write_text(path.read_text() + "\n# changed\n")  # other bytes: played again
    assert "validated already" not in run(*command).stdout


def test_training_says_where_it_is_and_ends_on_how_to_go_on(tmp_path):
    out = tmp_path / "run"
    proc = run("train", "alphazero", "--preset", "tiny", "--out", str(out), "--iterations", "2")
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert "for up to 2 iterations" in lines[0] and "mistakes: the share of" in lines[1]
    assert lines[2].startswith("iteration 1 of 2 | ") and "mistakes: network" in lines[2]
    assert lines[-1].startswith("stopped at iteration 2 of 2") and "{" not in lines[-1]  # no JSON without --json
    assert f"continue with: connectx train alphazero --out {out} --resume --iterations 4" in lines[-1]
    assert f"connectx package {out}/best.pt --out main.py" in lines[-1]


def test_a_move_asked_of_a_submission_file(tmp_path):
    path = tmp_path / "main.py"
    write(player_build("greedy"), str(path))
    proc = run("move", "112233", "--player", str(path))
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines()[-1] == "move: column 4 (1-based; 3 for Kaggle)"  # greedy takes the one win


def test_package_says_when_other_boards_get_no_network(tmp_path):
    from tests.helpers import randomised_net
    from training.nets.checkpoint import save_checkpoint
    from training.nets.model import NetConfig

    checkpoint = str(tmp_path / "net.pt")
    save_checkpoint(checkpoint, randomised_net(NetConfig(blocks=1, filters=8)), "alphazero", {}, 0, None, {})
    proc = run("package", checkpoint, "--out", str(tmp_path / "main.py"), "--no-validate")
    assert proc.returncode == 0, proc.stderr
    assert "boards other than 6x7 get no network" in proc.stderr and "--other-boards" in proc.stderr


def test_the_iteration_line_shows_the_gate_only_where_the_run_gates(tmp_path):
    for gating in ("true", "false"):
        proc = run("train", "alphazero", "--preset", "tiny", "--out", str(tmp_path / gating), "--iterations", "1",
                   "--set", f"gating={gating}")
        assert proc.returncode == 0, proc.stderr
        line = next(line for line in proc.stdout.splitlines() if line.startswith("iteration 1 of 1"))
        assert ("| gate " in line) == (gating == "true")
