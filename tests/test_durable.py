"""Files a kill never leaves half-written, journals that shrug off a torn line, workers that end
with their parent."""

import json
import os
import signal
import subprocess
import sys
import time

import psutil
import pytest

from durable.files import append_jsonl, atomic_path, read_jsonl, sweep, write_json, write_text
from durable.workers import THREAD_VARIABLES, process_pool


def test_a_failed_write_keeps_the_old_file_and_leaves_no_temporary(tmp_path):
    path = tmp_path / "config.json"
    write_json(str(path), {"a": 1})
    with pytest.raises(RuntimeError), atomic_path(str(path)) as tmp:
        with open(tmp, "w") as f:
            f.write('{"a": 2')
        raise RuntimeError("killed mid-write")
    assert json.loads(path.read_text()) == {"a": 1} and os.listdir(tmp_path) == ["config.json"]


def test_a_killed_writers_temporary_file_is_swept_by_the_next_write(tmp_path):
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    leftover = tmp_path / f".best.pt.{int(dead.stdout)}-abc123.tmp"
    leftover.write_bytes(b"half a checkpoint")
    running = tmp_path / f".best.pt.{os.getpid()}-def456.tmp"  # a live writer's: kept
    running.write_bytes(b"")
    other = tmp_path / f".curve.png.{int(dead.stdout)}-ghi789.tmp.png"  # another file's: left to sweep()
    other.write_bytes(b"")
    write_text(str(tmp_path / "best.pt"), "whole")
    assert sorted(os.listdir(tmp_path)) == sorted(["best.pt", running.name, other.name])
    sweep(str(tmp_path))
    assert sorted(os.listdir(tmp_path)) == sorted(["best.pt", running.name])


def test_a_folder_is_refused_before_anything_is_written(tmp_path):
    with pytest.raises(ValueError, match="is a folder"):
        write_text(str(tmp_path), "x")
    (tmp_path / "file").write_text("")
    with pytest.raises(ValueError, match="is a file, not a folder"):
        write_text(str(tmp_path / "file" / "x.json"), "x")
    assert os.listdir(tmp_path) == ["file"]


def test_a_torn_last_line_is_cut_and_the_next_record_starts_clean(tmp_path, capsys):
    path = str(tmp_path / "metrics.jsonl")
    append_jsonl(path, {"iteration": 1})
    with open(path, "a") as f:
        f.write('{"iteration": 2, "lo')  # a kill mid-append
    assert read_jsonl(path) == [{"iteration": 1}]
    assert "torn" in capsys.readouterr().err
    append_jsonl(path, {"iteration": 2})
    assert read_jsonl(path) == [{"iteration": 1}, {"iteration": 2}]


def test_a_damaged_line_before_the_last_is_an_error(tmp_path):
    path = tmp_path / "metrics.jsonl"
    path.write_text('{"a": 1}\nnot json\n{"a": 2}\n')
    with pytest.raises(ValueError, match="line 2 is not JSON"):
        read_jsonl(str(path))


PARENT = """
import sys, time
from durable.workers import process_pool
pool = process_pool(2)
futures = [pool.submit(time.sleep, 600) for _ in range(2)]
time.sleep(3)
print(' '.join(str(p) for p in pool._processes), flush=True)
time.sleep(600)
"""


def test_workers_end_when_their_parent_is_killed():
    parent = subprocess.Popen([sys.executable, "-c", PARENT], stdout=subprocess.PIPE, text=True,
                              cwd=os.path.dirname(os.path.dirname(__file__)))
    workers = [int(p) for p in parent.stdout.readline().split()]
    assert len(workers) == 2 and all(psutil.pid_exists(p) for p in workers)
    parent.send_signal(signal.SIGKILL)
    parent.wait()
    deadline = time.time() + 5
    while time.time() < deadline and any(_alive(p) for p in workers):
        time.sleep(0.1)
    assert not any(_alive(p) for p in workers), "a worker outlived its killed parent by 5 s"


ALREADY_LOADED = """
import json
import numpy, threadpoolctl
from durable.workers import one_thread_each
before = [i["num_threads"] for i in threadpoolctl.threadpool_info() if i["user_api"] == "blas"]
one_thread_each()
print(json.dumps([before, [i["num_threads"] for i in threadpoolctl.threadpool_info() if i["user_api"] == "blas"]]))
"""


def test_a_workers_libraries_run_one_thread_each():
    """A worker's thread variables are 1, for the libraries it loads later; a BLAS library loaded
    before is limited to one thread too."""
    with process_pool(1) as pool:
        assert [pool.submit(os.getenv, name).result() for name in THREAD_VARIABLES] == ["1"] * len(THREAD_VARIABLES)
    clean = {k: v for k, v in os.environ.items() if k not in THREAD_VARIABLES}
    proc = subprocess.run([sys.executable, "-c", ALREADY_LOADED], capture_output=True, text=True, env=clean,
                          cwd=os.path.dirname(os.path.dirname(__file__)))
    before, after = json.loads(proc.stdout)
    assert before and after == [1] * len(before)


def _alive(pid: int) -> bool:
    try:
        return psutil.Process(pid).status() != psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return False


def test_written_files_get_the_umask_permissions_not_a_temporary_files(tmp_path):
    mask = os.umask(0o022)
    try:
        write_text(str(tmp_path / "a.txt"), "x")
    finally:
        os.umask(mask)
    assert (tmp_path / "a.txt").stat().st_mode & 0o777 == 0o644
