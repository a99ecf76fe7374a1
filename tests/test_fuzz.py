"""The packaged file under fuzzing through kaggle-environments' loader: random, impossible and
malformed boards on every size up to 10x12, odd configurations; never an illegal move, never a
return that is not an int, never an exception (``connectx bench fuzz`` runs the 10,000 calls)."""

import json

import pytest

from evaluation.fuzz import KINDS, fuzz, make_call
from tests.helpers import run

DEFAULT = "submissions/default/main.py"


def test_the_shipped_file_survives_fuzzing(tmp_path):
    proc = run("bench", "fuzz", "--agent", DEFAULT, "--calls", "320", "--seed", "7", "--out", str(tmp_path))
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-2000:]
    figures = json.loads(proc.stdout.strip().splitlines()[-1])
    assert figures["calls"] == 320 and figures["illegal"] == figures["not_int"] == figures["raised"] == 0
    assert {k: v["calls"] for k, v in figures["by_kind"].items()} == {k: 40 for k in KINDS}
    assert 0 < figures["slowest_s"] < 25


@pytest.mark.parametrize("body, failure", [
    ("    return 0\n", "illegal"),  # column 0, full or not
    ("    import numpy as np\n    return np.int64(next(c for c in range(configuration.columns)"
     " if observation.board[c] == 0))\n", "not_int"),
    ("    return observation.board.index(0) % configuration.columns\n", "raised"),  # no 0 in a full board
])
def test_fuzzing_finds_a_broken_agent(tmp_path, body, failure):
    path = tmp_path / "main.py"
    path.write_text("def agent(observation, configuration):\n" + body)
    report = fuzz(str(path), calls=160, seed=1)
    assert not report.ok and getattr(report, failure) > 0 and report.failures


def test_the_inputs_cover_every_kind_and_size():
    import random

    rng = random.Random(0)
    sizes = set()
    for i in range(4000):
        observation, configuration = make_call(rng, KINDS[i % len(KINDS)])
        if isinstance(configuration.get("rows"), int) and isinstance(configuration.get("columns"), int):
            sizes.add((configuration["rows"], configuration["columns"]))
    assert (1, 1) in sizes and (10, 12) in sizes and len(sizes) > 100
