"""Every entry point through the real ``connectx`` command, on a tiny budget."""

import json

import pytest

from tests.helpers import run


def test_play_named_players():
    proc = run("play", "minimax:depth=2", "mcts:simulations=100", "--seed", "1")
    assert proc.returncode == 0, proc.stderr
    assert "mark 1 minimax:depth=2: DONE" in proc.stdout and "mark 2 mcts:simulations=100: DONE" in proc.stdout
    assert "result: " in proc.stdout and "+---+" in proc.stdout


def test_play_other_board_size_and_a_file_agent(tmp_path):
    agent = tmp_path / "main.py"
    agent.write_text("def agent(observation, configuration):\n"
                     "    return [c for c in range(configuration.columns) if observation.board[c] == 0][0]\n")
    proc = run("play", "greedy", str(agent), "--rows", "5", "--columns", "6", "--inarow", "4")
    assert proc.returncode == 0, proc.stderr
    assert f"mark 2 {agent}: DONE" in proc.stdout
    assert proc.stdout.count("+---+---+---+---+---+---+\n") == 6  # six columns, five rows + top


def test_play_reports_a_loss_by_error(tmp_path):
    agent = tmp_path / "main.py"
    agent.write_text("def agent(observation, configuration):\n    raise RuntimeError('broken agent')\n")
    proc = run("play", "random", str(agent))
    assert proc.returncode == 0, proc.stderr
    assert "ERROR" in proc.stdout and "result: random (mark 1) wins" in proc.stdout


@pytest.mark.parametrize("args, message", [
    (("play", "alphago", "random"), "unknown player 'alphago'"),
    (("play", "missing/main.py", "random"), "agent file not found"),
    (("play", "mcts:simulations=x", "random"), "not a valid int"),
    (("bench", "mistakes", "--fpu-reduction", "3"), "fpu_reduction must be in [0, 2], got 3.0"),
])
def test_bad_arguments_give_a_clear_error(args, message):
    proc = run(*args)
    assert proc.returncode == 2 and message in proc.stderr


@pytest.mark.parametrize("what, key", [("board", "plies_per_s"), ("mcts", "simulations_per_s")])
def test_bench_prints_and_writes_json(tmp_path, what, key):
    proc = run("bench", what, "--seconds", "0.1", "--out", str(tmp_path))
    assert proc.returncode == 0, proc.stderr
    figures = json.loads(proc.stdout.strip().splitlines()[-1])
    if what == "board":  # the headline is 6x7x4's rollout rate: games/s times plies a game
        six = figures["boards"]["6x7x4"]
        assert figures[key] == six["plies_per_s"] == pytest.approx(six["games_per_s"] * six["mean_game_plies"])
        assert 7 <= six["mean_game_plies"] <= 42 and 0 < six["first_player_win_rate"] < 1
    else:  # the headline is UCT's from the empty board; every search did some work
        assert figures[key] == figures["mcts_empty_simulations_per_s"]
        assert all(v > 0 for k, v in figures.items() if k.endswith("_per_s"))
    assert json.loads((tmp_path / f"{what}.json").read_text()) == figures
