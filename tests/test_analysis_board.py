"""The analysis board (``connectx board``): its JSON endpoint in-process (the scores against the
benchmark sets' exact ones, bad input answered with 400 and the reason, paths outside the page
refused, an agent that fails or overruns answered with 502 and the game going on, stored games),
then the real command in headless Chromium, its columns clicked and the board read back."""

import json
import re
import subprocess
import threading
import urllib.error
import urllib.request

import pytest

from agents.board import Position
from agents.solver import make_solver
from ladder.board.analysis import Analyst
from ladder.board.games import read_games
from ladder.board.opponent import Opponent
from ladder.board.server import Board, make_server
from ladder.review import Reviewer
from tests.helpers import CONNECTX, chromium, run
from training.exact.benchmark import SETS, read_column_scores

SLEEPY = """
import time

def agent(observation, configuration):
    if observation.step == 1:  # its first move: over any clock
        time.sleep(30)
    if observation.step == 3:
        raise RuntimeError("boom")
    return [c for c in range(configuration.columns) if observation.board[c] == 0][0]
"""


def serve(agent=None, games=(), act_timeout=2.0):
    """A board on a free port, in this process; returns (base URL, server)."""
    opponent = None if agent is None else Opponent(agent)
    board = Board(Analyst(Reviewer(), None, seconds=0.5), Reviewer(), opponent, list(games), act_timeout)
    server = make_server(board, 0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return f"http://127.0.0.1:{server.server_address[1]}", server


def ask(url, body=None):
    """(status, JSON) of a GET, or of a POST of ``body``."""
    data = None if body is None else json.dumps(body).encode()
    try:
        with urllib.request.urlopen(urllib.request.Request(url, data=data), timeout=120) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read())


@pytest.fixture
def board():
    base, server = serve("minimax:depth=2")
    yield base
    server.shutdown()
    server.board.opponent.close()


def test_every_score_shown_is_the_benchmark_sets_exact_one(board):
    shown = 0
    for name, file in SETS[:4]:
        for moves, truth in read_column_scores(file)[::170]:
            position = Position.from_moves(moves)
            status, answer = ask(f"{board}/api/position?moves={moves}")
            assert status == 200 and answer["to_move"] == 1 + position.ply % 2
            analysis = answer["analysis"]
            for column, (score, kind) in enumerate(zip(analysis["scores"], analysis["kinds"], strict=True)):
                if kind == "exact":
                    assert score == truth[column], (name, moves, column)
                elif kind is not None:
                    assert (score > 0) - (score < 0) == (truth[column] > 0) - (truth[column] < 0)
                shown += kind is not None
            if name.startswith(("End", "Middle-Easy")):
                assert analysis["settled"] and all(k == "exact" for k, legal in
                                                   zip(analysis["kinds"], truth, strict=True) if legal > -1000)
    assert shown > 100


def test_bad_input_gets_400_and_the_reason_and_paths_outside_the_page_404(board):
    for query, reason in (("moves=44x", "'x', not a column of 1-7"), ("moves=48", "'8', not a column"),
                          ("moves=4444444", "move 7 of '4444444': column 4 is full"),
                          ("moves=11223344", "move 8 of '11223344' comes after the game ended"),
                          ("rows=0", "board size must be positive"), ("rows=six", "rows is not a whole number"),
                          ("rows=30&columns=30", "over the 400 cells")):
        status, answer = ask(f"{board}/api/position?{query}")
        assert status == 400 and reason in answer["error"], (query, answer)
    for path in ("/../../etc/passwd", "/static/../server.py", "/board.js/../../analysis.py", "/api/nothing",
                 "/index.html", "/%2e%2e/%2e%2e/etc/passwd"):
        status, answer = ask(board + path)
        assert status == 404 and "not served here" in answer["error"], path
    assert ask(f"{board}/api/move", {"moves": "4", "bank": "lots"}) == (400, {"error": "bank is not a number: 'lots'"})
    assert ask(f"{board}/api/move", {"moves": "1122334"}) == (400, {"error": "the game is over: no move to make"})
    request = urllib.request.Request(f"{board}/api/move", data=b"{not json")
    with pytest.raises(urllib.error.HTTPError) as e:
        urllib.request.urlopen(request, timeout=30)
    assert e.value.code == 400


def test_a_finished_game_has_its_result_and_no_analysis(board):
    status, answer = ask(f"{board}/api/position?moves=1212121")
    assert status == 200 and answer["result"] == 1 and answer["legal"] == [] and answer["analysis"] is None


def test_the_agent_answers_under_the_clock_and_other_boards_are_analysed(board):
    status, answer = ask(f"{board}/api/move", {"moves": "4455", "bank": 10})
    assert status == 200 and answer["overran"] is False and 0 <= answer["column"] < 7
    assert answer["bank"] == 10  # within actTimeout: nothing drawn from the bank
    status, answer = ask(f"{board}/api/move", {"moves": "3", "rows": 5, "columns": 5, "inarow": 4})
    assert status == 200 and 0 <= answer["column"] < 5
    status, answer = ask(f"{board}/api/position?moves=33&rows=4&columns=5&inarow=3")
    assert status == 200 and answer["analysis"]["settled"]
    solver = make_solver(Position.from_moves("33", _geo(4, 5, 3)).geo)
    assert answer["analysis"]["scores"] == solver.analyze(Position.from_moves("33", _geo(4, 5, 3)))


def _geo(rows, columns, inarow):
    from agents.board import geometry

    return geometry(rows, columns, inarow)


@pytest.mark.slow  # a process overrunning its clock, killed, started again
def test_an_agent_that_overruns_or_fails_is_named_and_the_game_goes_on(tmp_path):
    path = tmp_path / "sleepy.py"
    path.write_text(SLEEPY)
    base, server = serve(str(path), act_timeout=0.2)
    try:
        status, answer = ask(f"{base}/api/move", {"moves": "4", "bank": 0.3})
        assert status == 502 and "overran" in answer["error"] and "Kaggle ends the game" in answer["error"]
        status, answer = ask(f"{base}/api/move", {"moves": "44", "bank": 0.3})  # a fresh process answers
        assert status == 200 and answer["column"] == 0
        status, answer = ask(f"{base}/api/move", {"moves": "441", "bank": 0.3})
        assert status == 502 and "failed: RuntimeError: boom" in answer["error"]
        assert ask(f"{base}/api/position?moves=4415")[0] == 200  # you move for it: the game goes on
        assert ask(f"{base}/api/move", {"moves": "44151", "bank": 0.3})[1]["column"] == 0
    finally:
        server.shutdown()
        server.board.opponent.close()


def test_an_agent_that_does_not_load_stops_the_command_in_one_line(tmp_path):
    broken = tmp_path / "broken.py"
    broken.write_text("import no_such_module\n\ndef agent(observation, configuration):\n    return 0\n")
    for agent, message in ((str(broken), "No module named 'no_such_module'"), ("nosuchplayer", "unknown player"),
                           (str(tmp_path / "missing.py"), "agent file not found")):
        proc = run("board", agent, "--port", "0", "--book", "none")
        assert proc.returncode == 2 and message in proc.stderr and len(proc.stderr.strip().splitlines()) == 1
    proc = run("board", "--open", str(broken), "--port", "0")
    assert proc.returncode == 2 and "not an episode" in proc.stderr


def test_stored_games_and_reviews_are_listed_and_opened(tmp_path):
    proc = run("play", "minimax:depth=1", "random", "--seed", "3")
    assert proc.returncode == 0, proc.stderr
    moves = re.search(r"moves: (\d+)", proc.stdout)[1]
    from ladder.episode import play_episode

    result = play_episode("minimax:depth=1", "random", seed=3)
    episode = tmp_path / "episode.json"
    episode.write_text(json.dumps(result.env.toJSON()))
    review = Reviewer().review(result.env.toJSON(), "episode.json", ["minimax", "random"])
    reviews = tmp_path / "reviews.json"
    reviews.write_text(json.dumps([review.to_dict()]))
    games = read_games([str(episode), str(reviews)])
    base, server = serve(None, games)
    try:
        status, listed = ask(f"{base}/api/games")
        assert status == 200 and [g["moves"] for g in listed] == [moves, moves]
        assert [g["reviewed"] for g in listed] == [False, True]
        status, game = ask(f"{base}/api/game?id=1")
        assert game["review"]["moves"][0]["verdict"] in ("ok", "weak", "strong", "?")
        assert ask(f"{base}/api/game?id=2")[0] == 400
        status, line = ask(f"{base}/api/review?moves={moves}")
        assert status == 200 and [m["verdict"] for m in line["moves"]] == [m.verdict for m in review.moves]
        assert line["losing_move"] == review.losing
        assert ask(f"{base}/api/move", {"moves": "4"})[0] == 400  # no agent: you play both sides
    finally:
        server.shutdown()


@pytest.mark.slow  # the shipped file loads in its own process
def test_a_packaged_files_network_is_shown_beside_the_scores():
    base, server = serve("submissions/default/main.py")
    try:
        server.board.opponent.start()
        assert ask(f"{base}/api/config")[1]["network"] is True
        status, answer = ask(f"{base}/api/position?moves=4")
        policy = answer["network"]["policy"]
        assert status == 200 and len(policy) == 7 and abs(sum(policy) - 1) < 1e-3
        assert -1 <= answer["network"]["value"] <= 1
    finally:
        server.shutdown()
        server.board.opponent.close()


@pytest.mark.slow  # headless Chromium and the real command
def test_the_page_plays_the_agent_in_chromium(tmp_path):
    browser = chromium()
    playwright = pytest.importorskip("playwright.sync_api")
    proc = subprocess.Popen([CONNECTX, "board", "minimax:depth=2", "--port", "0", "--book", "none", "--seconds",
                             "0.5"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        line = ""
        while "analysis board:" not in line:
            line = proc.stdout.readline()
            assert line or proc.poll() is None, proc.stderr.read()
        url = re.search(r"http://127\.0\.0\.1:\d+/", line)[0]
        with playwright.sync_playwright() as p:
            page = p.chromium.launch(executable_path=browser, args=["--no-sandbox"]).new_page()
            page.goto(url)
            page.wait_for_selector("#board td")
            page.click("#board tr:first-child td[data-column='3']")  # you: yellow, column 4
            page.wait_for_function("document.querySelectorAll('#board td.p1, #board td.p2').length == 2")
            page.wait_for_function("!document.getElementById('status').textContent.includes('thinking')")
            moves = page.input_value("#moves")
            assert moves[0] == "4" and len(moves) == 2
            _assert_board_matches(page, moves)
            page.click("#undo")  # your move and the agent's reply taken back
            page.wait_for_function("document.querySelectorAll('#board td.p1, #board td.p2').length == 0")
            page.fill("#moves", "4453")
            page.click("#set")
            page.wait_for_function("document.getElementById('moves').value == '4453'")
            page.wait_for_function("document.querySelectorAll('#board td.p1, #board td.p2').length == 4")
            page.click("#swap")  # you take red: the agent plays yellow, whose turn it is
            page.wait_for_function("document.querySelectorAll('#board td.p1, #board td.p2').length == 5")
            _assert_board_matches(page, page.input_value("#moves"))
            page.fill("#moves", "44x")
            page.click("#set")
            page.wait_for_function("document.getElementById('status').classList.contains('error')")
            assert "'x', not a column" in page.inner_text("#status")
    finally:
        proc.terminate()
        proc.wait(30)


def _assert_board_matches(page, moves):
    """The page's cells are the position of ``moves``; its scores where settled are the solver's."""
    position = Position.from_moves(moves)
    cells = page.eval_on_selector_all("#board td", "tds => tds.map(td => td.classList.contains('p1') ? 1 : "
                                                   "td.classList.contains('p2') ? 2 : 0)")
    assert cells == position.to_kaggle_board()
    page.wait_for_function("document.querySelectorAll('#scores td').length == 7")
    shown = page.eval_on_selector_all("#scores td", "tds => tds.map(td => [td.textContent, td.dataset.kind])")
    solver = make_solver(position.geo)
    for column, (text, kind) in enumerate(shown):
        if kind == "exact":  # settled in the page's half second: as cheap to check here
            assert int(text) == -solver.solve(position.child(column)).score
