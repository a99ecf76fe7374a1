"""The ladder: Kaggle's verdicts on bad agents, ratings, storage that survives a kill, the SPRT."""

import json
import os
import signal
import sqlite3
import subprocess
import sys

import pytest

from ladder.ratings import crosstable, maximum_likelihood_elo, standings
from ladder.runner import LadderConfig, run_ladder, run_sprt
from ladder.store import Episode, ResultsStore, StoreError
from tests.helpers import CONNECTX, run, wait_for_episodes

FAST = {"act_timeout": 0.5, "overage": 0.5}


def write_agent(path, body):
    path.write_text("import time\nimport numpy as np\n\ndef agent(observation, configuration):\n" + body)
    return str(path)


@pytest.fixture
def store(tmp_path):
    s = ResultsStore(tmp_path / "ladder.sqlite")
    yield s
    s.close()


@pytest.mark.slow  # real episodes
def test_round_robin_ranks_greedy_above_random(store):
    run_id, _ = run_ladder(store, ["random", "greedy"], LadderConfig(games=20, workers=2), progress=False)
    episodes = store.episodes(run_id=run_id)
    assert len(episodes) == 20 and sorted(ep.idx for ep in episodes) == list(range(20))
    assert sum(ep.agent0 == episodes[0].agent0 for ep in episodes) == 10  # seats alternate
    table = standings(store.entrants(), store.episodes(kind="rated"))
    assert [s.entrant.spec for s in table] == ["greedy", "random"]
    random_line = next(s for s in table if s.entrant.spec == "random")
    assert random_line.elo == 0.0  # the anchor
    assert table[0].elo > 0 and table[0].elo_ci > 0 and table[0].games == 20


@pytest.mark.parametrize("body, status", [
    ("    raise RuntimeError('broken')\n", "ERROR"),
    ("    time.sleep(1.5)\n    return 3\n", "TIMEOUT"),
    ("    return np.int64(3)\n", "INVALID"),
])
def test_bad_file_agents_lose_by_status(store, tmp_path, body, status):
    bad = write_agent(tmp_path / "main.py", body)
    run_ladder(store, ["random", bad], LadderConfig(games=2, workers=1, **FAST), progress=False)
    episodes = store.episodes()
    assert len(episodes) == 2
    for ep in episodes:
        bad_seat = 0 if store.entrant_by_id(ep.agent0).spec == bad else 1
        assert ep.statuses[bad_seat] == status and ep.rewards[bad_seat] is None
        assert ep.score0 == (0.0 if bad_seat == 0 else 1.0)
    line = next(s for s in standings(store.entrants(), episodes) if s.entrant.spec == bad)
    assert line.losses == 2 and line.status_losses == {status: 2}


def test_an_episodes_agents_run_one_blas_thread_in_a_worker_process(store, tmp_path):
    """Episodes played at once share the cores: with a BLAS thread a core in each, they wait on
    each other's threads (a network agent's moves took 34 times as long)."""
    seen = tmp_path / "threads.txt"
    body = ("    from threadpoolctl import threadpool_info\n"
            f"    with open({str(seen)!r}, 'a') as f:\n"
            "        f.write(' '.join(str(i['num_threads']) for i in threadpool_info() if i['user_api'] == 'blas'))\n"
            "        f.write('\\n')\n"
            "    return [c for c in range(configuration.columns) if observation.board[c] == 0][0]\n")
    run_ladder(store, ["random", write_agent(tmp_path / "main.py", body)], LadderConfig(games=2, workers=2, **FAST),
               progress=False)
    lines = seen.read_text().splitlines()
    assert len(lines) >= 4 and set(lines) == {"1"}


def test_a_changed_file_is_a_new_entrant(store, tmp_path):
    path = tmp_path / "main.py"
    write_agent(path, "    return 3\n")
    first = store.entrant(str(path))
    write_agent(path, "    return 2\n")
    second = store.entrant(str(path))
    assert first.id != second.id and store.entrant(str(path)).id == second.id
    assert store.entrant_by_id(first.id).name.startswith(str(path) + "@")


def test_kaggle_mode_validates_and_shares_games(store, tmp_path):
    broken = write_agent(tmp_path / "broken.py", "    raise RuntimeError('no')\n")
    config = LadderConfig(games=8, mode="kaggle", workers=2)
    run_id, _ = run_ladder(store, ["random", "greedy", "random:seed=5", broken], config, progress=False)
    entrants = {e.spec: e for e in store.entrants()}
    assert entrants[broken].validation == "error" and entrants["greedy"].validation == "ok"
    validation = store.episodes(run_id=run_id, kind="validation")
    assert len(validation) == 4 and all(ep.agent0 == ep.agent1 for ep in validation)
    rated = store.episodes(run_id=run_id, kind="rated")
    assert len(rated) == 3 * 8 // 2  # games per valid entrant
    assert all(entrants[broken].id not in (ep.agent0, ep.agent1) for ep in rated)
    counts = [sum(e.id in (ep.agent0, ep.agent1) for ep in rated) for e in entrants.values() if e.spec != broken]
    assert max(counts) - min(counts) <= 2, counts


def test_sprt_accepts_a_stronger_agent(store):
    _, state, _ = run_sprt(store, "greedy", "random", 0, 200, LadderConfig(games=200, workers=2), progress=False)
    assert state.decision == "H1" and state.games < 60


def test_sprt_rejects_an_equal_agent(store):
    _, state, _ = run_sprt(store, "random:seed=1", "random", 0, 200, LadderConfig(games=300, workers=2),
                        progress=False)
    assert state.decision == "H0" and state.games < 150




@pytest.mark.slow  # real episodes
def test_interrupted_ladder_resumes_without_loss_or_duplicates(tmp_path):
    db = tmp_path / "ladder.sqlite"
    args = [CONNECTX, "ladder", "random", "greedy", "--games", "40", "--workers", "2", "--db", str(db),
            "--report-dir", str(tmp_path / "report"), "--no-progress"]
    proc = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    stored = wait_for_episodes(db, 6)
    os.killpg(proc.pid, signal.SIGKILL)
    proc.wait()
    assert 6 <= stored < 40, stored
    done = subprocess.run(args, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    db_rows = sqlite3.connect(db).execute("SELECT run_id, idx FROM episodes").fetchall()
    assert sorted(i for _, i in db_rows) == list(range(40)) and {r for r, _ in db_rows} == {1}
    again = subprocess.run(args, capture_output=True, text=True, timeout=300)  # a finished run: nothing to play
    assert again.returncode == 0, again.stderr
    assert sqlite3.connect(db).execute("SELECT COUNT(*), COUNT(DISTINCT run_id) FROM episodes").fetchone() == (40, 1)
    more = subprocess.run([*args[:5], "60", *args[6:]], capture_output=True, text=True, timeout=300)  # extends it
    assert more.returncode == 0, more.stderr
    db_rows = sqlite3.connect(db).execute("SELECT run_id, idx FROM episodes").fetchall()
    assert sorted(i for _, i in db_rows) == list(range(60)) and {r for r, _ in db_rows} == {1}


def test_ladder_cli_reports(tmp_path):
    report = tmp_path / "report"
    proc = run("ladder", "random", "greedy", "--games", "4", "--db", str(tmp_path / "l.sqlite"),
               "--report-dir", str(report), "--export", str(tmp_path / "t.csv"), "--export", str(tmp_path / "t.json"),
               "--replays", "last:1", "--no-progress")
    assert proc.returncode == 0, proc.stderr
    assert "greedy" in proc.stdout and "W/D/L" in proc.stdout and "head to head" in proc.stdout
    rows = json.loads((tmp_path / "t.json").read_text())
    assert [r["rank"] for r in rows] == [1, 2] and sum(r["games"] for r in rows) == 8
    assert (tmp_path / "t.csv").read_text().startswith("rank,agent,")
    assert (report / "ratings.png").read_bytes()[:4] == b"\x89PNG"
    replays = list(report.glob("episode-*.html"))
    assert len(replays) == 1 and "<html" in replays[0].read_text().lower()
    report_only = run("ladder", "--db", str(tmp_path / "l.sqlite"), "--report-dir", str(report))
    assert report_only.returncode == 0 and "greedy" in report_only.stdout


def test_corrupt_store_is_named(tmp_path):
    bad = tmp_path / "bad.sqlite"
    bad.write_bytes(b"this is not a database" * 100)
    with pytest.raises(StoreError, match="not a connectx results store"):
        ResultsStore(bad)
    proc = run("ladder", "random", "greedy", "--db", str(bad))
    assert proc.returncode == 2 and "not a connectx results store" in proc.stderr


def fake(a, b, score0, idx=0):
    return Episode(idx, 1, idx, "rated", a, b, 0, (None, None), ("DONE", "DONE"), score0, "", ([], []), {})


def test_maximum_likelihood_elo_recovers_a_known_gap():
    # 3 of 4 points: a 75% score is 400 * log10(3) = 191 Elo; the prior pulls it in a little.
    episodes = [fake(1, 2, 1.0, i) for i in range(300)] + [fake(2, 1, 1.0, 300 + i) for i in range(100)]
    elo = maximum_likelihood_elo([1, 2], episodes, anchor=2)
    assert elo[2] == (0.0, 0.0)
    assert 180 < elo[1][0] < 191 and 0 < elo[1][1] < 50
    centred = maximum_likelihood_elo([1, 2], episodes)
    assert abs(centred[1][0] + centred[2][0]) < 1e-6


def test_crosstable_splits_seats():
    table = crosstable([1, 2], [fake(1, 2, 1.0), fake(1, 2, 0.5), fake(2, 1, 0.0)])
    assert table[(1, 2)].first == [1, 1, 0] and table[(1, 2)].second == [1, 0, 0]
    assert table[(2, 1)].first == [0, 0, 1] and table[(2, 1)].second == [0, 1, 1]


def test_bad_ladder_config():
    with pytest.raises(ValueError, match="mode"):
        LadderConfig(mode="swiss")
    with pytest.raises(ValueError, match="workers"):
        LadderConfig(workers=0)


def test_agents_import_after_kaggle_environments():
    """kaggle-environments puts a folder with its own agents.py on sys.path; ours must still win."""
    code = "import kaggle_environments, agents.board; print(agents.board.__file__)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd="/", timeout=120)
    assert out.returncode == 0 and out.stdout.strip().endswith(os.path.join("agents", "board.py"))


@pytest.mark.parametrize("max_move_s, expected", [(0.5, ""), (1.85, "slow"), (2.4, "overage")])
def test_flags_tell_a_move_near_the_limit_from_one_that_drew_on_the_bank(max_move_s, expected):
    from ladder.ratings import Standing
    from ladder.report import flags
    from ladder.store import Entrant

    entrant = Entrant(id=1, spec="a", kind="spec", hash="0" * 64, validation=None, name="a")
    assert flags(Standing(entrant, max_move_s=max_move_s), act_timeout=2.0) == expected
    losses = Standing(entrant, max_move_s=max_move_s, status_losses={"TIMEOUT": 2})
    assert flags(losses, act_timeout=2.0) == (expected + " TIMEOUTx2").strip()


def test_kaggle_mode_resumes_after_a_kill_between_validation_and_verdict(store):
    config = LadderConfig(games=4, mode="kaggle", workers=1, **FAST)
    run_id, entrants = run_ladder(store, ["random", "greedy", "random:seed=3"], config, progress=False)
    # The state a kill left before verdict and episode shared a transaction: the validation
    # episodes stored, the verdicts not, no rated game, the run unfinished.
    with store.db:
        store.db.execute("DELETE FROM episodes WHERE kind='rated'")
        store.db.execute("UPDATE entrants SET validation=NULL")
        store.db.execute("UPDATE runs SET finished=0")
    again, _ = run_ladder(store, ["random", "greedy", "random:seed=3"], config, progress=False)
    assert again == run_id and all(e.validation == "ok" for e in store.entrants())
    assert len(store.episodes(run_id=run_id, kind="validation")) == 3  # not replayed
    rated = sorted(ep.idx for ep in store.episodes(run_id=run_id, kind="rated"))
    assert rated == list(range(3 * 4 // 2))


def test_a_validation_episode_and_its_verdict_are_one_transaction(store, tmp_path):
    broken = write_agent(tmp_path / "broken.py", "    raise RuntimeError('no')\n")
    entrant = store.entrant(broken)
    run_id, _ = store.open_run("k", "kaggle", {})
    record = {"moves": [], "rewards": [None, None], "statuses": ["ERROR", "DONE"], "score0": 0.0,
              "move_seconds": [[], []], "configuration": {}, "replay": {}}
    store.add_episode(run_id, -entrant.id, "validation", entrant.id, entrant.id, 0, record)
    assert store.entrant_by_id(entrant.id).validation == "error"
    with pytest.raises(StoreError, match="in the store already"):  # the same index again: nothing half-applied
        store.add_episode(run_id, -entrant.id, "validation", entrant.id, entrant.id, 0,
                          {**record, "statuses": ["DONE", "DONE"]})
    assert store.entrant_by_id(entrant.id).validation == "error"


def test_sprt_replays_the_games_a_kill_left_in_flight(store):
    config = LadderConfig(games=8, workers=1, **FAST)
    args = (store, "random:seed=1", "random", -10, 10, config, 0.001, 0.001)  # undecided after 8 games
    run_id, state, (cand, _) = run_sprt(*args, progress=False)
    assert state.decision is None
    with store.db:  # games 2 and 5 were in flight when the kill came
        store.db.execute("DELETE FROM episodes WHERE idx IN (2, 5)")
        store.db.execute("UPDATE runs SET finished=0")
    again, state, _ = run_sprt(*args, progress=False)
    episodes = store.episodes(run_id=run_id)
    assert again == run_id and sorted(ep.idx for ep in episodes) == list(range(8)) and state.games == 8
    assert sum(ep.agent0 == cand.id for ep in episodes) == 4  # seats balanced
