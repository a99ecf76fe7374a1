"""Ray: ladder episodes as tasks and self-play workers as actors, on a local cluster started here;
workers killed mid-run, a driver killed and run again."""

import json
import os
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from dataclasses import replace

import psutil
import pytest

from distributed.cluster import ClusterError, connect, import_ray
from distributed.selfplay import RaySelfPlay, RaySettings, ray_source
from ladder.runner import LadderConfig, run_ladder
from ladder.store import ResultsStore
from tests.helpers import CONNECTX, run, wait_for_episodes
from training.alphazero.config import preset
from training.alphazero.replay import ReplayBuffer
from training.alphazero.trainer import AlphaZeroTrainer

FAST = {"act_timeout": 0.5, "overage": 0.5}

SLOW_AGENT = """import time

def agent(observation, configuration):
    time.sleep(0.05)
    return [c for c in range(configuration.columns) if observation.board[c] == 0][0]
"""


@pytest.fixture(scope="module")
def cluster():
    ray = connect("local", num_cpus=2)
    yield ray
    ray.shutdown()


def kill_first(pattern: str, killed: list[int], seconds: float = 120.0) -> None:
    """SIGKILL the first process whose command line holds ``pattern`` (a Ray worker's title
    names the task it runs); its pid goes into ``killed``."""
    deadline = time.time() + seconds
    while time.time() < deadline:
        for p in psutil.process_iter(["cmdline"]):
            if pattern in " ".join(p.info["cmdline"] or []):
                os.kill(p.pid, signal.SIGKILL)
                killed.append(p.pid)
                return
        time.sleep(0.05)


@pytest.mark.slow
def test_a_ladder_on_ray_loses_no_episode_when_a_worker_dies(cluster, tmp_path):
    slow = tmp_path / "elsewhere" / "main.py"  # a file agent: shipped to the worker as bytes
    slow.parent.mkdir()
    slow.write_text(SLOW_AGENT)
    killed: list[int] = []
    threading.Thread(target=kill_first, args=("_play_shipped", killed), daemon=True).start()
    store = ResultsStore(tmp_path / "ladder.sqlite")
    run_id, _ = run_ladder(store, ["random", str(slow)], LadderConfig(games=6, workers=2, ray="local", **FAST),
                           progress=False)
    episodes = store.episodes(run_id=run_id)
    assert killed, "no episode task was seen running"
    assert sorted(ep.idx for ep in episodes) == list(range(6))
    assert all(set(ep.statuses) == {"DONE"} for ep in episodes)  # the file agent played every game
    assert sum(store.entrant_by_id(ep.agent0).spec == str(slow) for ep in episodes) == 3  # seats alternate
    store.close()


@pytest.mark.slow
def test_a_killed_ladder_on_ray_resumes_to_the_exact_count(tmp_path):
    (tmp_path / "slow.py").write_text(SLOW_AGENT)
    db = tmp_path / "ladder.sqlite"
    args = [CONNECTX, "ladder", "random", "slow.py", "--games", "16", "--ray", "--db", str(db),
            "--act-timeout", "0.5", "--overage", "0.5", "--report-dir", "report", "--no-progress"]
    proc = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True,
                            cwd=tmp_path)
    stored = wait_for_episodes(db, 3, seconds=180)
    os.killpg(proc.pid, signal.SIGKILL)
    proc.wait()
    assert 3 <= stored < 16, stored
    done = subprocess.run(args, capture_output=True, text=True, timeout=300, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    rows = sqlite3.connect(db).execute("SELECT run_id, idx FROM episodes").fetchall()
    assert sorted(i for _, i in rows) == list(range(16)) and {r for r, _ in rows} == {1}
    assert "slow.py" in done.stdout  # the standings


@pytest.mark.slow
def test_alphazero_on_ray_replaces_a_killed_worker_and_resumes(cluster, tmp_path, monkeypatch):
    receive = RaySelfPlay.receive
    killed = []

    def receive_then_kill(self, *args):
        out = receive(self, *args)
        if not killed:  # after the first chunk: one worker dies, its chunks in flight with it
            killed.append(self.actors[0])
            cluster.kill(self.actors[0])
        return out

    monkeypatch.setattr(RaySelfPlay, "receive", receive_then_kill)
    out = tmp_path / "run"
    tiny = preset("tiny", iterations=3)
    config = replace(tiny, selfplay=replace(tiny.selfplay, carry_over=True))  # each actor's games go on between chunks
    trainer = AlphaZeroTrainer(config, str(out), progress=False, remote=ray_source(RaySettings("local", workers=2)))
    metrics = trainer.run()
    assert killed and metrics["iteration"] == 3
    assert metrics["ray_workers"] == 2 and metrics["ray_workers_replaced"] == 1
    # every game a worker finished is in the replay window, on disk too
    assert trainer.replay.games == metrics["ray_games_received"] >= 3 * 4
    assert len(trainer.replay) == metrics["replay_positions"] > 0
    saved = ReplayBuffer.load(str(out / "replay.npz"))
    assert saved.games == trainer.replay.games and len(saved) == len(trainer.replay)
    # the learner, stopped, resumes from its checkpoint through the CLI
    again = run("train", "alphazero", "--json", "--preset", "tiny", "--out", str(out), "--resume", "--iterations", "10",
                "--ray", "--ray-workers", "1")
    assert again.returncode == 0, again.stderr
    assert "self-play on the Ray cluster 'local', from iteration 3" in again.stdout
    last = json.loads(again.stdout.strip().splitlines()[-1])
    assert last["iteration"] == 10 and last["ray_workers"] == 1
    assert ReplayBuffer.load(str(out / "replay.npz")).games >= max(10 * 4, saved.games + 1)


def test_ray_settings_and_addresses_are_checked(tmp_path, monkeypatch):
    with pytest.raises(ValueError, match="at least 1"):
        RaySettings(workers=0)
    with pytest.raises(ValueError, match=r"\[0, 1\]"):
        RaySettings(gpus_per_worker=2)
    db = tmp_path / "ladder.sqlite"
    for address, message in (("127.0.0.1:1", "no Ray head node answers at 127.0.0.1:1"),
                             ("nonsense", "a Ray address is 'local', 'auto' or HOST:PORT")):
        res = run("ladder", "random", "greedy", "--ray", address, "--db", str(db))
        assert res.returncode == 2 and message in res.stderr and "Traceback" not in res.stderr
        assert not db.exists()  # nothing written before the cluster answered
    monkeypatch.setitem(sys.modules, "ray", None)  # Ray not installed
    with pytest.raises(ClusterError, match=r"pip install 'connectx\[distributed\]'"):
        import_ray()


@pytest.mark.slow  # real episodes
def test_bench_ladder_on_ray(tmp_path):
    out = tmp_path / "bench"
    res = run("bench", "ladder", "--seconds", "0.5", "--ray", "--out", str(out))
    assert res.returncode == 0, res.stderr
    figures = json.loads((out / "ladder.json").read_text())
    cpus = os.cpu_count()
    assert figures["ray_ratio_vs_processes"] == pytest.approx(figures[f"ray_episodes_per_s_{cpus}_cpus"]
                                                              / figures[f"ladder_episodes_per_s_{cpus}_workers"])
    assert figures["ladder_games"] >= 10 and figures["ray_start_seconds"] > 0


def test_a_self_play_worker_makes_its_evaluator_once_a_network_version(monkeypatch):
    """An actor's evaluator (the network's inference copy, and on CUDA its graphs) is made when a
    new version arrives and kept for the calls that play with it."""
    import ray
    import torch

    from distributed.selfplay import SelfPlayWorker
    from training.nets.model import PolicyValueNet

    monkeypatch.setattr(ray, "get", lambda ref: ref)  # the weights as they are, no object store
    config = preset("tiny")
    worker = SelfPlayWorker(config.to_dict(), games_in_flight=4)
    torch.manual_seed(1)
    weights = [{k: v.numpy() for k, v in PolicyValueNet(config.net).state_dict().items()}]
    records, work = worker.play(0, weights, 4, [7, 0])
    first = worker.evaluator
    _, again = worker.play(0, weights, 4, [7, 1], first=4)
    assert worker.evaluator is first and work["version"] == again["version"] == 0 and len(records) == 4
    assert first.positions == work["network_positions"] + again["network_positions"] > 0
    worker.play(1, weights, 4, [7, 2], first=8)
    assert worker.evaluator is not first and worker.version == 1
