"""Episodes reviewed by the exact solver (``connectx review``) and a Kaggle submission's episodes
downloaded through the Kaggle CLI (``connectx episodes``, against a fake ``kaggle`` on PATH)."""

import json
import os
import stat
import sys

import pytest

from agents.board import Position, geometry
from agents.book import OpeningBook, canonical
from agents.solver.numba_build import NumbaSolver
from ladder.episode import play_episode
from ladder.review import (
    EpisodeError,
    EpisodeReview,
    MoveReview,
    Reviewer,
    episode_moves,
    losing_move,
    render_html,
    summary,
)
from tests.helpers import run
from training.exact.book_builder import centre_priors
from training.exact.weak_book import build_weak_book

SMALL = {"rows": 4, "columns": 5, "inarow": 3}


@pytest.fixture(scope="module")
def episode(tmp_path_factory):
    """A real episode of 25 moves: minimax at depth 3 beats depth 1 (by a move the review finds)."""
    result = play_episode("minimax:depth=3", "minimax:depth=1", seed=2)
    path = tmp_path_factory.mktemp("episodes") / "episode-101-replay.json"
    path.write_text(json.dumps(result.env.toJSON()))
    return str(path), result


def test_every_move_is_scored_as_the_solver_scores_it(episode):
    path, result = episode
    data = json.loads(open(path).read())
    review = Reviewer().review(data, path, ["minimax:depth=3", "minimax:depth=1"])
    assert [m.column for m in review.moves] == result.moves and review.result() == "1-0"
    solver = NumbaSolver(geometry())
    pos = Position()
    for m in review.moves:
        assert m.seat == pos.ply % 2 and m.bank is not None
        if m.scores is not None:  # what the budget settled is the solver's answer
            assert m.scores == solver.analyze(pos, weak=m.weak)
        pos.play(m.column)
    assert sum(m.scores is not None and not m.weak for m in review.moves) >= len(review.moves) // 2
    # the losing move: depth 1's last move from a position it did not lose into a lost one
    lost = review.moves[review.losing]
    assert lost.seat == 1 and lost.played < 0 <= lost.best and lost.verdict == "weak"
    assert all(not (m.seat == 1 and m.played < 0 <= m.best) for m in review.moves[review.losing + 1:])
    weak, strong = review.mistakes(1)
    assert 1 <= weak <= strong
    page = render_html(review)
    assert page.count("data-verdict=") == len(review.moves) and "The game was lost by move" in page


def test_a_small_budget_falls_back_to_win_draw_loss_then_to_unscored(episode):
    path, _ = episode
    data = json.loads(open(path).read())
    review = Reviewer(nodes=2000).review(data, path, ["a", "b"])
    kinds = ["exact" if m.scores is not None and not m.weak else "weak" if m.scores is not None else "none"
             for m in review.moves]
    # from the end back: exact scores, then win/draw/loss, then nothing, never the other way round
    order = {"exact": 2, "weak": 1, "none": 0}
    assert [order[k] for k in kinds] == sorted(order[k] for k in kinds) and kinds[-1] == "exact"
    assert "none" in kinds
    # an unscored move is judged by the line's win/draw/loss where those settled, else unknown
    for m in review.moves:
        if m.scores is None:
            assert m.verdict == ("?" if m.before is None or m.after is None else "weak" if m.after < m.before else "ok")
        else:
            assert m.before == (m.best > 0) - (m.best < 0)
    assert any(m.scores is None and m.before is not None for m in review.moves)



@pytest.fixture(scope="module")
def small_book(tmp_path_factory):
    """A book of every won or drawn 4x5x3 position with a choice at plies 0-3, and its file."""
    out = tmp_path_factory.mktemp("book")
    build_weak_book([3, 2, 1, 0], str(out), centre_priors, **SMALL, table_size=100003)
    return OpeningBook.load(str(out / "book.bin")), str(out / "book.bin")


def test_a_book_settles_the_early_plies_as_the_solver_does(small_book):
    book, _ = small_book
    geo = geometry(**SMALL)
    solver = NumbaSolver(geo)
    early, frontier = {}, [Position(geo)]  # every position before ply 4: won, drawn, lost, forced
    while frontier:
        pos = frontier.pop()
        if not pos.is_won() and pos.ply < 4:
            early.setdefault(canonical(pos)[0], pos)
            frontier.extend(pos.child(c) for c in pos.legal_moves())
    assert len(early) > 50
    reviewer = Reviewer(book=book, book_plies=4)
    for pos in early.values():
        score = solver.solve(pos, weak=True).score
        assert reviewer.value(pos) == (score > 0) - (score < 0), pos.render()
    # a budget that settles neither the empty board's columns nor some early positions alone
    alone, booked = Reviewer(nodes=10), Reviewer(nodes=10, book=book, book_plies=4)
    empty = Position(geo)
    assert alone.scores(empty, weak=True) is None and alone.book_scores(empty) is None
    assert booked.book_scores(empty) == solver.analyze(empty, weak=True)
    unknown = [sum(r.value(p) is None for p in early.values()) for r in (alone, booked)]
    assert unknown[1] < unknown[0]
    # a book of another board is never asked (nor its plies' claim applied)
    assert Reviewer(nodes=10, book=OpeningBook(6, 7, 4), book_plies=4).book_scores(empty) is None


def test_review_scores_the_first_moves_through_the_book(small_book, tmp_path):
    _, path = small_book
    result = play_episode("minimax:depth=1", "random", **SMALL, seed=3)
    episode = tmp_path / "small.json"
    episode.write_text(json.dumps(result.env.toJSON()))
    reviews = {}
    for book in (path, "none"):
        proc = run("review", str(episode), "--nodes", "10", "--book", book, "--out", str(tmp_path / book[-4:]))
        assert proc.returncode == 0, proc.stderr
        reviews[book] = json.loads((tmp_path / book[-4:] / "reviews.json").read_text())[0]["moves"]
    solver, pos = NumbaSolver(geometry(**SMALL)), Position(geometry(**SMALL))
    assert reviews["none"][0]["scores"] is None and reviews[path][0]["scores"] is not None
    for move in reviews[path]:
        if move["scores"] is not None and move["weak"]:
            assert move["scores"] == [None if s is None else (s > 0) - (s < 0)
                                      for s in solver.analyze(pos, weak=True)]
        pos.play(move["column"])
    bad = tmp_path / "bad.bin"
    bad.write_bytes(b"not a book")
    proc = run("review", str(episode), "--book", str(bad), "--out", str(tmp_path / "bad"))
    assert proc.returncode == 2 and "bad.bin" in proc.stderr and len(proc.stderr.strip().splitlines()) == 1
    assert not (tmp_path / "bad").exists()


@pytest.mark.slow  # real episodes
def test_review_cli_writes_pages_and_a_summary_and_reads_the_ladder_store(episode, tmp_path):
    path, _ = episode
    db = tmp_path / "ladder.sqlite"
    ladder = run("ladder", "negamax", "minimax:depth=1", "--games", "2", "--db", str(db), "--workers", "1",
                 "--report-dir", str(tmp_path / "report"))
    assert ladder.returncode == 0, ladder.stderr
    out = tmp_path / "review"
    proc = run("review", path, "--db", str(db), "--out", str(out), "--agent", "negamax", "--book", "none")
    assert proc.returncode == 0, proc.stderr
    figures = json.loads(proc.stdout.strip().splitlines()[-1])
    reviews = json.loads((out / "reviews.json").read_text())
    gifts = sum(m["verdict"] == "weak" for r in reviews if "negamax" in r["agents"] for m in r["moves"]
                if r["agents"][m["seat"]] != "negamax")
    agent = figures["agent"]
    assert figures["episodes"] == 3 and agent["opponent_mistakes_punished"] + agent["opponent_mistakes_missed"] == gifts
    pages = sorted(p.name for p in out.glob("*.html") if p.name != "index.html")
    assert {r["name"] for r in reviews} >= {path} and len(pages) == 3
    assert any(p.startswith("episode-101-replay-") and "-vs-" in p for p in pages)  # the players in the name
    index = (out / "index.html").read_text()
    assert all(f"href='{p}'" in index for p in pages) and "lost by" in index  # every episode linked
    stored = [r for r in reviews if r["name"].startswith("db-")]
    assert len(stored) == 2 and all(m["seconds"] is not None for r in stored for m in r["moves"])
    assert all(r["agents"] in (["negamax", "minimax:depth=1"], ["minimax:depth=1", "negamax"]) for r in stored)
    assert json.loads((out / "summary.json").read_text()) == figures


def test_the_summary_counts_punished_and_missed_gifts():
    def game(rewards, verdicts):
        review = EpisodeReview("g", (6, 7, 4), ["me", "them"], rewards)
        for ply, (seat, played, best) in enumerate(verdicts):
            review.moves.append(MoveReview(ply, seat, 0, scores=[played, best]))
        return review

    # their weak mistake hands me a win (their move scores -3 for them); I win: punished
    won = game([1, -1], [(0, 0, 0), (1, -3, 0)])
    # the same gift, and the game is drawn: missed; a strong-only mistake is no gift
    drawn = game([0, 0], [(0, 0, 0), (1, -3, 0), (0, 0, 0), (1, 1, 2)])
    figures = summary([won, drawn], "me")
    assert figures["agent"]["opponent_mistakes_punished"] == 1 and figures["agent"]["opponent_mistakes_missed"] == 1
    assert figures["by_side"]["second"] == {"moves": 3, "weak": 2, "strong": 3}
    with pytest.raises(ValueError, match="no episode has an agent"):
        summary([won], "nobody")



def test_a_game_lost_from_the_start_has_no_losing_move():
    def game(lines):  # per move (seat, before, after), the line's values for the mover
        review = EpisodeReview("g", (6, 7, 4), ["first", "second"], [1, -1])
        review.moves = [MoveReview(ply, seat, 3, before=b, after=a) for ply, (seat, b, a) in enumerate(lines)]
        review.losing = losing_move(review)
        return review

    lost = game([(0, 1, 1), (1, -1, -1), (0, 1, 1)])
    assert lost.losing is None and lost.lost_from_start() and lost.to_dict()["lost_from_start"]
    assert "lost before its first move" in render_html(lost)
    thrown = game([(0, 0, 0), (1, 0, -1), (0, 1, 1)])
    assert thrown.losing == 1 and not thrown.lost_from_start()
    unknown = game([(0, None, None), (1, None, -1)])
    assert unknown.losing is None and not unknown.lost_from_start()


@pytest.mark.parametrize("content, message", [
    ('{"steps": [[{"observation": {"board": [0', "not JSON, or truncated"),
    ('{"name": "tictactoe", "steps": [[{}]]}', "an episode of 'tictactoe'"),
    ('[1, 2, 3]', "not an episode"),
    ('{"steps": [[{"observation": {"board": [0, 0]}}]]}', "cells, not 6x7"),
])
def test_bad_episodes_are_one_line_and_nothing_is_written(tmp_path, episode, content, message):
    bad = tmp_path / "bad.json"
    bad.write_text(content)
    out = tmp_path / "out"
    proc = run("review", episode[0], str(bad), "--out", str(out))
    assert proc.returncode == 2 and message in proc.stderr and "Traceback" not in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1 and not out.exists()


def test_a_floating_stone_is_not_a_game(episode):
    data = json.loads(open(episode[0]).read())
    board = data["steps"][1][0]["observation"]["board"]
    cell = board.index(1)
    board[cell], board[cell - 7] = 0, 1  # lifted one row: nothing under it
    with pytest.raises(EpisodeError, match="not a legal move"):
        episode_moves(data, "lifted")


FAKE_KAGGLE = """#!{python}
import json, os, shutil, sys
args = sys.argv[1:]
folder = os.environ["FAKE_KAGGLE_DIR"]
with open(os.path.join(folder, "calls.txt"), "a") as f:
    f.write(" ".join(args) + "\\n")
if args[:2] == ["competitions", "episodes"]:
    if args[2] != "777":
        print("404 - Not Found", file=sys.stderr)
        sys.exit(1)
    print("id,createTime,endTime,state,type")
    print("101,2026-11-01,2026-11-01,completed,public")
    print("102,2026-11-02,2026-11-02,completed,public")
elif args[:2] == ["competitions", "replay"]:
    data = json.load(open(os.path.join(folder, "replay.json")))
    data["info"] = {{"TeamNames": ["mine", "theirs"], "Agents": [{{"submissionId": 777}}, {{"submissionId": 5}}]}}
    json.dump(data, open(os.path.join(args[args.index("-p") + 1], f"episode-{{args[2]}}-replay.json"), "w"))
elif args[:2] == ["competitions", "logs"]:
    steps = [[{{"duration": 0.25, "stdout": "", "stderr": ""}}] for _ in range(30)]
    name = f"episode-{{args[2]}}-agent-{{args[3]}}-logs.json"
    json.dump(steps, open(os.path.join(args[args.index("-p") + 1], name), "w"))
"""


def test_episodes_downloads_through_the_kaggle_cli_and_resumes(tmp_path, monkeypatch, episode):
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    fake = bin_dir / "kaggle"
    fake.write_text(FAKE_KAGGLE.format(python=sys.executable))
    fake.chmod(fake.stat().st_mode | stat.S_IEXEC)
    (tmp_path / "replay.json").write_text(open(episode[0]).read())
    monkeypatch.setenv("PATH", f"{bin_dir}{os.pathsep}{os.environ['PATH']}")
    monkeypatch.setenv("FAKE_KAGGLE_DIR", str(tmp_path))
    out = tmp_path / "episodes"
    proc = run("episodes", "777", "--out", str(out))
    assert proc.returncode == 0, proc.stderr
    assert "2 episodes; 2 replays and 2 logs downloaded" in proc.stdout
    assert sorted(os.listdir(out)) == ["episode-101-agent-0-logs.json", "episode-101-replay.json",
                                       "episode-102-agent-0-logs.json", "episode-102-replay.json"]
    again = run("episodes", "777", "--out", str(out))
    assert again.returncode == 0 and "0 replays and 0 logs downloaded, 2 already" in again.stdout
    calls = (tmp_path / "calls.txt").read_text().splitlines()
    assert sum(c.startswith("competitions replay") for c in calls) == 2  # the second run fetched nothing
    # the review takes the folder: Kaggle's team names, and the seconds from our own agent's logs
    review = run("review", str(out), "--out", str(tmp_path / "review"), "--agent", "mine", "--book", "none")
    assert review.returncode == 0, review.stderr
    reviews = json.loads((tmp_path / "review" / "reviews.json").read_text())
    assert len(reviews) == 2 and all(r["agents"] == ["mine", "theirs"] for r in reviews)
    assert all(m["seconds"] == 0.25 for r in reviews for m in r["moves"] if m["seat"] == 0)
    assert all(m["seconds"] is None for r in reviews for m in r["moves"] if m["seat"] == 1)
    missing = run("episodes", "778", "--out", str(tmp_path / "other"))
    assert missing.returncode == 2 and "404 - Not Found" in missing.stderr and "Traceback" not in missing.stderr


def test_an_agent_no_episode_holds_is_refused_before_the_solving(episode, tmp_path):
    proc = run("review", episode[0], "--agent", "nosuch", "--out", str(tmp_path / "out"))
    assert proc.returncode == 2 and "--agent 'nosuch' names no agent" in proc.stderr
    assert not (tmp_path / "out").exists()  # nothing written, nothing solved


def test_the_terminal_table_wraps_long_names_rather_than_cutting_them(episode):
    from rich.console import Console

    from ladder.review import EpisodeReview, print_reviews

    long = ["submissions/a-very-long-name/main.py", "submissions/another-long-name/main.py"]
    console = Console(width=120, record=True)
    print_reviews([EpisodeReview("e.json", (6, 7, 4), long, [1, -1])], console)
    text = console.export_text()
    assert "…" not in text and all(name[:20] in text and name[-8:] in text for name in long)
    assert max(len(line) for line in text.splitlines()) <= 120
