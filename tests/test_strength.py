"""Strength against the truth: mistakes on benchmark positions, the perfect opponent, the bench."""

import json

import pytest

from agents.board import Position, geometry
from agents.book import OpeningBook
from agents.kaggle import make_agent
from agents.solver.numba_build import NumbaSolver
from evaluation.strength import PerfectOpponent, ScoreCache, StrengthLog, benchmark_mistakes, games_vs_perfect
from packager.recipe import shipped_book_path
from tests.helpers import benchmark
from training.exact.benchmark import read_column_scores


class SolverPlayer:
    """Perfect from any ply (for late positions only)."""

    def __init__(self, solver):
        self.solver = solver

    def choose(self, pos, seconds=None):
        scores = self.solver.analyze(pos)
        return scores.index(max(s for s in scores if s is not None))


class FirstLegal:
    def choose(self, pos, seconds=None):
        return pos.legal_moves()[0]


@pytest.fixture(scope="module")
def solver():
    return NumbaSolver(geometry(), table_size=1000003)


def test_mistakes_count_against_exact_scores(solver, tmp_path):
    lines = benchmark("Test_L3_R1")[:40]
    cache = ScoreCache(solver, str(tmp_path / "scores.jsonl"))
    perfect = benchmark_mistakes(make_agent(SolverPlayer(solver)), lines, cache)
    assert perfect["positions"] == 40 and perfect["weak"] == perfect["strong"] == 0
    naive = benchmark_mistakes(make_agent(FirstLegal()), lines, cache)
    assert 0 < naive["weak"] <= naive["strong"] < 40
    assert perfect["weak_misses"] == [] and len(naive["weak_misses"]) == naive["weak"]
    scores = dict(lines)
    for moves, column, value, score in naive["weak_misses"]:  # FirstLegal's column, worse than the truth
        pos = Position.from_moves(moves)
        assert column == pos.legal_moves()[0] + 1 and score == scores[moves]
        assert value == cache.move_score(pos, moves, column - 1)
        assert (value > 0) - (value < 0) < (score > 0) - (score < 0)
    assert ScoreCache(solver, str(tmp_path / "scores.jsonl")).scores == cache.scores  # appended as solved
    (tmp_path / "foreign.jsonl").write_text('{"moves": "4", "score": "one"}\n')
    with pytest.raises(ValueError, match="not a score cache: line 1"):
        ScoreCache(solver, str(tmp_path / "foreign.jsonl"))


def refuses(observation, configuration):
    """An agent function that must not be called: everything it would play is in the log."""
    raise AssertionError("asked a move the log holds")


def test_a_logged_measure_resumes_without_asking_again(solver, tmp_path):
    lines = benchmark("Test_L3_R1")[:30]
    cache = ScoreCache(solver, str(tmp_path / "scores.jsonl"))
    log = StrengthLog(str(tmp_path / "log.jsonl"), "first-legal")
    progress = []
    first = benchmark_mistakes(make_agent(FirstLegal()), lines[:20], cache, log=log, set_name="End-Easy",
                               progress=progress.append)
    assert len(progress) == 0 and len(log.moves) == 20  # a line every 25 positions
    again = StrengthLog(str(tmp_path / "log.jsonl"), "first-legal")  # a new process reads the file
    resumed = benchmark_mistakes(refuses, lines[:20], cache, log=again, set_name="End-Easy")
    assert resumed == first
    whole = benchmark_mistakes(make_agent(FirstLegal()), lines, cache, log=again, set_name="End-Easy",
                               progress=progress.append)
    fresh = benchmark_mistakes(make_agent(FirstLegal()), lines, cache)
    clock = {"max_move_s": 0, "mean_move_s": 0}
    assert {**whole, **clock} == {**fresh, **clock} and len(again.moves) == 30
    assert 0 < fresh["mean_move_s"] <= fresh["max_move_s"]
    assert len(progress) == 1 and progress[0].startswith("End-Easy: 25/30 positions (20 from the log)")
    other = StrengthLog(str(tmp_path / "log.jsonl"), "another agent")  # another agent, bank or set: asked
    assert other.moves == {}
    with pytest.raises(AssertionError):
        benchmark_mistakes(refuses, lines[:1], cache, bank=0.0, log=again, set_name="End-Easy")
    with pytest.raises(ValueError, match="scores.jsonl is not a strength log: line 1"):  # a foreign file
        StrengthLog(str(tmp_path / "scores.jsonl"), "first-legal")


def test_perfect_opponent_plays_its_book_before_exact_from(solver):
    book = OpeningBook(6, 7, 4)
    book.add(Position(geometry()), 3)
    book.add(Position.from_moves("41"), 5)
    opponent = PerfectOpponent(solver, exact_from=6, opening="greedy", book=book)
    assert opponent.choose(Position(geometry())) == 3 and opponent.choose(Position.from_moves("47")) == 1  # mirror
    greedy = PerfectOpponent(solver, exact_from=6, opening="greedy")
    assert opponent.choose(Position.from_moves("44")) == greedy.choose(Position.from_moves("44"))


def test_perfect_opponent_wins_from_a_won_position(solver):
    opponent = PerfectOpponent(solver, exact_from=0, opening="random")
    pos = Position.from_moves("2252576253462244111563365343671")  # an End-Easy-like late position
    scores = solver.analyze(pos)
    assert scores[opponent.choose(pos)] == max(s for s in scores if s is not None)
    perfect = PerfectOpponent(solver, 16, "minimax:depth=2")
    result = games_vs_perfect(lambda seed: make_agent(FirstLegal()), lambda g: perfect, 2, agent_first=False)
    assert result["losses"] == 2 and result["min_plies"] <= result["mean_plies"] < 42
    assert result["min_bank_left_s"] == result["mean_bank_left_s"] == 60.0  # FirstLegal never spends the bank


def test_logged_games_resume(solver, tmp_path):
    perfect = PerfectOpponent(solver, 16, "minimax:depth=2")

    def opponent(game):
        return perfect

    log = StrengthLog(str(tmp_path / "log.jsonl"), "first-legal")
    one = games_vs_perfect(lambda seed: make_agent(FirstLegal()), opponent, 1, agent_first=False, log=log,
                           opponent_name="minimax")
    again = StrengthLog(str(tmp_path / "log.jsonl"), "first-legal")
    assert list(again.games) == [("minimax", False, 0)] and again.games[("minimax", False, 0)]["result"] == -1
    assert games_vs_perfect(lambda seed: refuses, opponent, 1, agent_first=False, log=again,
                            opponent_name="minimax") == one
    two = games_vs_perfect(lambda seed: make_agent(FirstLegal()), opponent, 2, agent_first=False, log=again,
                           opponent_name="minimax")
    assert two["games"] == 2 and two["losses"] == 2 and len(again.games) == 2


def test_bench_strength_cli(tmp_path, tiny_weights):
    from tests.helpers import run

    folder = tmp_path / "public"  # the public sets' two-column files: the moves are judged by solving
    folder.mkdir()
    (folder / "Test_L3_R1").write_text("".join(f"{m} {v}\n" for m, v in benchmark("Test_L3_R1")))
    agent = f"alphazero:weights={tiny_weights},simulations=4,solver_ply=0"
    proc = run("bench", "strength", "--agent", agent, "--positions", "3", "--games", "1", "--exact-from", "34",
               "--opening", "greedy", "--sets", "End-Easy", "--benchmarks", str(folder), "--out", str(tmp_path))
    assert proc.returncode == 0, proc.stderr
    figures = json.loads(proc.stdout.strip().splitlines()[-1])
    assert figures["mistakes"]["End-Easy"]["weak"] == 0 and figures["mistakes"]["End-Easy"]["meets_floor"]
    assert figures["as_first"]["games"] == figures["as_second"]["games"] == 1
    assert figures["bank_s"] == 60 and (tmp_path / "strength-scores.jsonl").exists()
    shipped = OpeningBook.load(shipped_book_path())  # the default --opening-book
    assert figures["perfect_opponent_book"] == f"book-6x7-4.bin ({len(shipped):,} positions)"
    log = (tmp_path / "strength-log.jsonl").read_text().splitlines()
    assert len(log) == 3 + 2  # three positions, a game a seat
    proc = run("bench", "strength", "--agent", agent, "--positions", "3", "--games", "1", "--exact-from", "34",
               "--opening", "greedy", "--sets", "End-Easy", "--benchmarks", str(folder), "--out", str(tmp_path))
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout.strip().splitlines()[-1]) == figures  # resumed: all read back
    assert (tmp_path / "strength-log.jsonl").read_text().splitlines() == log
    proc = run("bench", "strength", "--agent", agent, "--positions", "2", "--skip", "998", "--games", "0",
               "--sets", "End-Easy", "--out", str(tmp_path))
    assert proc.returncode == 0, proc.stderr
    figures = json.loads(proc.stdout.strip().splitlines()[-1])
    assert figures["first_line"] == 998 and figures["mistakes"]["End-Easy"]["positions"] == 2  # 1,000 lines
    proc = run("bench", "strength", "--agent", agent, "--positions", "2", "--skip", "1000", "--games", "0",
               "--sets", "End-Easy", "--out", str(tmp_path))
    assert proc.returncode != 0 and "no lines after the first 1000" in proc.stderr


def test_bench_strength_judges_the_shipped_sets_by_their_stored_scores(tmp_path, tiny_weights):
    """Begin-Hard's children at plies 2-3 take minutes each to solve; the shipped sets carry every
    column's score, so nothing is solved and each logged value is the stored one."""
    from tests.helpers import run

    agent = f"alphazero:weights={tiny_weights},simulations=4,solver_ply=0"
    proc = run("bench", "strength", "--agent", agent, "--positions", "3", "--skip", "519", "--games", "0",
               "--sets", "Begin-Hard", "--out", str(tmp_path))
    assert proc.returncode == 0, proc.stderr
    stored = dict(read_column_scores("Test_L1_R3"))
    moves = [json.loads(line) for line in (tmp_path / "strength-log.jsonl").read_text().splitlines()]
    assert [m["moves"] for m in moves] == ["3253", "56", "21154717"]
    assert all(m["value"] == stored[m["moves"]][m["column"] - 1] for m in moves)
    scores = tmp_path / "strength-scores.jsonl"
    assert not scores.exists() or not scores.read_text()


def test_bench_strength_one_seat(tmp_path, tiny_weights):
    from tests.helpers import run

    agent = f"alphazero:weights={tiny_weights},simulations=4,solver_ply=0"
    proc = run("bench", "strength", "--agent", agent, "--positions", "0", "--games", "1", "--exact-from", "34",
               "--opening", "greedy", "--seats", "second", "--out", str(tmp_path))
    assert proc.returncode == 0, proc.stderr
    figures = json.loads(proc.stdout.strip().splitlines()[-1])
    assert figures["as_second"]["games"] == 1 and "as_first" not in figures
    bad = run("bench", "strength", "--agent", agent, "--positions", "1", "--games", "0", "--bank", "-1",
              "--out", str(tmp_path))
    assert bad.returncode != 0 and "bank must be >= 0" in bad.stderr
    (tmp_path / "strength-log.jsonl").write_text("not json\n{}\n")
    bad = run("bench", "strength", "--agent", agent, "--positions", "1", "--games", "0", "--out", str(tmp_path))
    assert bad.returncode == 2 and "strength-log.jsonl is corrupt: line 1" in bad.stderr
    assert (tmp_path / "strength-log.jsonl").read_text() == "not json\n{}\n"  # untouched
