"""You against an agent in the terminal (``connectx play human AGENT``), driven through stdin."""

from __future__ import annotations

import re
import subprocess

import pytest

from tests.helpers import CONNECTX

EVERY_COLUMN = "".join(f"{c}\n" for _ in range(10) for c in "1234567")  # enough for any game


def play(*args, stdin=EVERY_COLUMN):
    return subprocess.run([CONNECTX, "play", *args], input=stdin, capture_output=True, text=True, timeout=300)


@pytest.mark.parametrize("seats", [("human", "random"), ("random", "human")])
def test_a_game_against_an_agent_ends_reviewed(seats):
    proc = play(*seats, "--seed", "1", "--book", "none")
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout
    assert f"(you: {'XO'[seats.index('human')]})" in out and "your move (1-7, q leaves):" in out
    assert re.search(r"^(you win|you lose|a draw)$", out, re.M)
    verdicts = re.findall(r"^\d+\. (you|random): column [1-7] \((best|weak mistake|strong mistake|unscored)\)", out,
                          re.M)
    assert len(verdicts) >= 7 and {who for who, _ in verdicts} == {"you", "random"}  # every move, both sides
    assert "episodes reviewed by the exact solver" in out


def test_hints_score_every_column_and_a_bad_column_is_asked_again():
    proc = play("human", "random", "--hints", "--rows", "4", "--columns", "5", "--inarow", "3", "--book", "none",
                stdin="9\nx\n3\nq\n")
    assert proc.returncode == 0, proc.stderr
    hints = re.findall(r"^scores: (.*)$", proc.stdout, re.M)
    assert len(hints) == 2 and all(len(line.split()) == 5 for line in hints)
    assert all(re.fullmatch(r"[1-5]:([+-]\d+|0|full)", cell) for cell in hints[0].split())  # 4x5: all solved
    assert proc.stdout.count("is full or not on the board") == 2 and "game left unfinished" in proc.stdout


def test_early_hints_come_from_the_book_where_the_solver_runs_out():
    from agents.board import Position
    from ladder.human import _hints
    from ladder.review import Reviewer
    from packager.recipe import review_book

    line = _hints(Reviewer(**review_book("shipped")), Position())
    assert line == "scores: 1:loss  2:loss  3:draw  4:win  5:draw  6:loss  7:loss"  # the empty board's values


def test_two_humans_or_a_bad_agent_are_one_line():
    for seats, message in ((("human", "human"), "one of the two players is you"),
                           (("human", "nosuch"), "nosuch")):
        proc = play(*seats, stdin="")
        assert proc.returncode == 2 and message in proc.stderr and "Traceback" not in proc.stderr
