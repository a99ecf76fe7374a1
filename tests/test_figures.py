"""Every bench's JSON records what its figures are read against: the command, the commit, the
machine and the BLAS kernels numpy picked."""

from __future__ import annotations

import json
import re

from tests.helpers import run


def test_a_benchs_figures_name_their_command_commit_and_machine(tmp_path):
    proc = run("bench", "board", "--seconds", "0.1", "--out", str(tmp_path))
    assert proc.returncode == 0, proc.stderr
    figures = json.loads((tmp_path / "board.json").read_text())
    assert figures["command"] == f"connectx bench board --seconds 0.1 --out {tmp_path}"
    assert re.fullmatch(r"[0-9a-f]{40}\+?", figures["commit"])  # this checkout's, + where it has changes
    assert figures["cpus"] >= figures["usable_cores"] >= 1 and figures["machine"]
    assert figures["blas"] and all(re.fullmatch(r"\w+ \w* ?x\d+", lib) for lib in figures["blas"])
    assert json.loads(proc.stdout.strip().splitlines()[-1]) == figures
