"""The exact solver, both builds, against the public benchmark sets' scores."""

import os
import subprocess
import sys
import time

import numpy as np
import pytest

from agents.board import Position, geometry
from agents.solver import (
    Solver,
    SolverTimeout,
    make_solver,
    numba_build,
    numba_supported,
    prepare_build,
    python_build,
)
from agents.solver.numba_build import AnalysisCache, NumbaSolver, compile_kernels
from tests.helpers import benchmark

BUILDS = {"python": Solver, "numba": NumbaSolver}


@pytest.fixture(scope="module", params=sorted(BUILDS))
def solver(request):
    return BUILDS[request.param](geometry(), table_size=(1 << 20) + 7)


def numba_solver():
    return NumbaSolver(geometry(), table_size=(1 << 20) + 7)


@pytest.mark.parametrize("name", ["Test_L3_R1", "Test_L2_R1"])  # End-Easy, Middle-Easy: every line
def test_exact_scores_on_easy_sets(solver, name):
    wrong = [(m, s, solver.solve(Position.from_moves(m)).score) for m, s in benchmark(name)]
    wrong = [w for w in wrong if w[1] != w[2]]
    assert not wrong, wrong[:5]


# Middle-Medium and Begin-Easy on every line, Begin-Medium and Begin-Hard on their first lines
# (the whole of those two sets: `connectx bench solver --build numba --seconds 0`).
@pytest.mark.parametrize("name,lines", [("Test_L2_R2", 1000), ("Test_L1_R1", 1000),
                                        ("Test_L1_R2", 12), ("Test_L1_R3", 1)])
def test_numba_exact_scores_on_harder_sets(name, lines):
    solver = numba_solver()
    wrong = [(m, s, solver.solve(Position.from_moves(m)).score) for m, s in benchmark(name)[:lines]]
    wrong = [w for w in wrong if w[1] != w[2]]
    assert not wrong, wrong[:5]


def test_both_builds_search_the_same_tree():
    python, numba = Solver(geometry(), table_size=100003), NumbaSolver(geometry(), table_size=100003)
    for moves, _ in benchmark("Test_L2_R1")[:60] + benchmark("Test_L1_R1")[:3]:
        pos = Position.from_moves(moves)
        for weak in (False, True):
            a, b = python.solve(pos, weak), numba.solve(pos, weak)
            assert (a.score, a.nodes) == (b.score, b.nodes), moves
        for score in (-1, 0):
            assert (python.exceeds(pos, score), python.nodes) == (numba.exceeds(pos, score), numba.nodes), moves


def test_enhanced_transposition_cutoffs_save_nodes_and_change_no_score(monkeypatch):
    """The children's table entries read first (agents.solver.base.ETC_EMPTIES) settle some nodes
    unsearched: fewer nodes on Begin-Easy's lines (ply 4-14, where most nodes have that many empty
    cells), the same scores, weak and strong."""
    lines = benchmark("Test_L1_R1")[:8]
    counts = {}
    for label, empties in (("with", python_build.ETC_EMPTIES), ("without", 43)):
        monkeypatch.setattr(python_build, "ETC_EMPTIES", empties)
        solver = Solver(geometry(), table_size=100003)
        counts[label] = [(solver.solve(Position.from_moves(m), weak).score, solver.nodes)
                         for m, _ in lines for weak in (False, True)]
    assert [s for s, _ in counts["with"]] == [s for s, _ in counts["without"]]
    assert [s for s, _ in counts["with"][::2]] == [score for _, score in lines]
    assert sum(n for _, n in counts["with"]) < 0.97 * sum(n for _, n in counts["without"])  # 0.94 here


def test_weak_scores_and_analysis_agree_with_the_score(solver):
    for moves, score in benchmark("Test_L2_R1")[:40]:
        pos = Position.from_moves(moves)
        assert solver.solve(pos, weak=True).score == (score > 0) - (score < 0)
        columns = solver.analyze(pos)
        assert max(v for v in columns if v is not None) == score
        best = columns.index(score)
        assert pos.can_play(best)


def test_exceeds_answers_one_question_of_the_score(solver):
    for moves, score in benchmark("Test_L3_R1")[:30] + benchmark("Test_L2_R1")[:30]:
        pos = Position.from_moves(moves)
        for threshold in (score - 1, score, -1, 0, 1):
            assert solver.exceeds(pos, threshold) == (score > threshold), (moves, threshold)
    pos = Position.from_moves("445566")  # the first player completes a row now
    assert solver.exceeds(pos, 17) and not solver.exceeds(pos, 18)  # 22 - 4 = 18
    with pytest.raises(ValueError, match="game is over"):
        solver.exceeds(Position.from_moves("4455667"), 0)


@pytest.mark.parametrize("build", sorted(BUILDS))
def test_analysis_counts_the_nodes_of_all_its_columns(build):
    geo = geometry(4, 5, 3)
    pos = Position(geo)  # 5 playable columns, none of them winning at once
    analysis, columns = BUILDS[build](geo, table_size=10007), BUILDS[build](geo, table_size=10007)
    scores = analysis.analyze(pos, weak=True)
    # the same solves, in the same order, on a table of the same size
    results = [columns.solve(pos.child(col), weak=True) for col in range(geo.columns)]
    assert scores == [-r.score for r in results]
    assert analysis.nodes == sum(r.nodes for r in results) > max(r.nodes for r in results) > 0


def _line(geo, seed):
    """The positions before each move of a random game on ``geo``, in the order played."""
    import random

    rng, pos, rows = random.Random(seed), Position(geo), []
    while not pos.is_terminal():
        rows.append(Position(geo, pos.current, pos.mask, pos.ply))
        pos.play(rng.choice(pos.legal_moves()))
    return rows


@pytest.mark.parametrize("board, seed, limit, stop", [((6, 7, 4), 1, 20_000, None), ((6, 7, 4), 2, None, 3_000),
                                                      ((4, 5, 3), 3, None, None), ((4, 4, 4), 4, None, None)])
@pytest.mark.parametrize("policy", [True, False])
def test_a_line_analysed_in_one_call_as_row_by_row(board, seed, limit, stop, policy):
    from agents.solver.numba_build import NO_SCORE

    geo = geometry(*board)
    rows = _line(geo, seed)
    line, reference = NumbaSolver(geo, table_size=100003), NumbaSolver(geo, table_size=100003)
    line.node_limit = reference.node_limit = limit
    first, stopped, best, scores = line.analyze_line(
        np.array([p.current for p in rows], np.uint64), np.array([p.mask for p in rows], np.uint64),
        np.array([p.ply for p in rows]), min_ply=4, policy=policy, stop_nodes=stop)
    # the same solves in the same order on a table of the same size, row by row from the last
    expected_first, expected_stopped = len(rows), False
    for t in range(len(rows) - 1, -1, -1):
        if rows[t].ply < 4:
            break
        try:
            if policy:
                columns = reference.analyze(rows[t], weak=True)
                assert list(scores[t]) == [NO_SCORE if c is None else c for c in columns]
                assert best[t] == max(c for c in columns if c is not None)
            else:
                assert best[t] == reference.solve(rows[t], weak=True).score
        except SolverTimeout:
            break
        expected_first = t
        if stop is not None and reference.nodes > stop:
            expected_stopped = t > 0 and rows[t - 1].ply >= 4
            break
    assert (first, stopped) == (expected_first, expected_stopped)
    assert not best[:first].any() and not scores[:first].any()
    if limit or stop:  # the budget or the stop ended the walk before min_ply
        assert rows[first].ply > 4 and (stopped or limit)
    else:
        assert rows[first].ply == 4


@pytest.mark.parametrize("policy, stop", [(True, 3_000), (False, None)])
def test_lines_analysed_in_one_call_as_one_call_each(policy, stop):
    geo = geometry(6, 7, 4)
    lines = [_line(geo, seed) for seed in range(6)]
    arrays = [(np.array([p.current for p in rows], np.uint64), np.array([p.mask for p in rows], np.uint64),
               np.array([p.ply for p in rows])) for rows in lines]
    arrays.insert(3, (np.zeros(0, np.uint64), np.zeros(0, np.uint64), np.zeros(0, np.int64)))  # a line of no rows
    together, one_by_one = NumbaSolver(geo, table_size=100003), NumbaSolver(geo, table_size=100003)
    together.node_limit = one_by_one.node_limit = 20_000
    got = together.analyze_lines(arrays, min_ply=8, policy=policy, stop_nodes=stop)
    # the same lines in the same order on a table of the same size: the same walks, whatever the
    # table held from the lines before
    expected, nodes = [], 0
    for line in arrays:
        expected.append(one_by_one.analyze_line(*line, min_ply=8, policy=policy, stop_nodes=stop))
        nodes += one_by_one.nodes
    assert len(got) == len(arrays) and together.nodes == nodes > 0  # every solve's nodes, aborted ones too
    for (first, stopped, best, scores), (first_1, stopped_1, best_1, scores_1) in zip(got, expected, strict=True):
        assert (first, stopped) == (first_1, stopped_1)
        assert np.array_equal(best, best_1) and np.array_equal(scores, scores_1)
    assert got[3][0] == 0 and len(got[3][2]) == 0
    assert any(first < len(best) for first, _, best, _ in got)  # some rows settled
    assert together.analyze_lines([], min_ply=8) == []


@pytest.mark.parametrize("policy, stop", [(True, 3_000), (True, None), (False, None)])
def test_an_analysis_cache_answers_each_row_as_its_solves_did(policy, stop):
    geo = geometry(6, 7, 4)
    games = [_line(geo, seed) for seed in range(6)]

    def arrays(rows):
        return (np.array([p.current for p in rows], np.uint64), np.array([p.mask for p in rows], np.uint64),
                np.array([p.ply for p in rows]))

    lines = [arrays(rows) for rows in games]

    def walks(cache, given=lines):
        solver = NumbaSolver(geo, table_size=100003)
        solver.node_limit = 20_000
        got = solver.analyze_lines(given, min_ply=8, policy=policy, stop_nodes=stop, cache=cache)
        return got, solver.cache_hits, solver.nodes

    expected, _, nodes = walks(None)
    cache = AnalysisCache(1048573)
    filled, _, filled_nodes = walks(cache)  # every row solved (the lines share no position past ply 8), kept
    answered, hits, answered_nodes = walks(cache)  # every row the cache's: its settled rows, the row that failed
    mirrored, mirror_hits, mirror_nodes = walks(cache, [arrays([p.mirror() for p in rows]) for rows in games])
    assert nodes == filled_nodes > 0 and answered_nodes == mirror_nodes == 0
    walked = 0
    for (first, stopped, best, _), line in zip(expected, lines, strict=True):
        failed = not stopped and first > 0 and line[2][first - 1] >= 8
        walked += len(best) - first + failed
    assert 0 < walked and hits == mirror_hits == walked
    assert any(not stopped and first > 0 for first, stopped, _, _ in expected)  # the budget failed a row
    if stop:
        assert any(stopped for _, stopped, _, _ in expected)
    for (first, stopped, best, scores), *others in zip(expected, filled, answered, mirrored, strict=True):
        for k, (first_k, stopped_k, best_k, scores_k) in enumerate(others):
            assert (first_k, stopped_k) == (first, stopped) and np.array_equal(best_k, best)
            assert np.array_equal(scores_k[:, ::-1] if k == 2 and policy else scores_k, scores)
    # a torn entry reads as a miss: every key word changed, each entry's data and key disagree
    cache.words[0::2] ^= np.uint64(1)
    torn, torn_hits, _ = walks(cache)
    assert torn_hits == 0 and all(np.array_equal(a[2], b[2]) for a, b in zip(torn, expected, strict=True))
    # the other labelling (with or without every column) does not read these entries
    other = NumbaSolver(geo, table_size=100003)
    other.analyze_lines(lines, min_ply=8, policy=not policy, cache=cache)
    assert other.cache_hits == 0
    with pytest.raises(ValueError, match="analysis cache"):
        AnalysisCache(0)


@pytest.mark.parametrize("build", sorted(BUILDS))
def test_solver_on_other_boards_and_bad_input(build):
    geo = geometry(4, 5, 3)
    solver = BUILDS[build](geo, table_size=10007)
    # 3 in a row on 4x5: the first player wins; its score is positive and the analysis agrees
    result = solver.solve(Position(geo))
    assert result.score > 0 and max(v for v in solver.analyze(Position(geo)) if v is not None) == result.score
    with pytest.raises(ValueError, match="board size"):
        solver.solve(Position())
    with pytest.raises(ValueError, match="game is over"):
        BUILDS[build](geometry(), table_size=257).solve(Position.from_moves("1212121"))
    for size in (0, 255):  # an entry's check needs a table of 256 entries at least
        with pytest.raises(ValueError, match="table_size"):
            BUILDS[build](geometry(), table_size=size)


def test_a_table_entry_gives_the_whole_key_back_on_a_64_bit_board():
    """7x8: keys of up to 64 bits, so in a table of 257 entries (the smallest prime either build
    takes) an entry must keep a quotient of 56 bits beside its bound. Both builds search the same
    tree, and their scores are those of a table nearly 4,000 times larger, where few positions meet;
    with the quotient cut to 20 bits the numba build's scores are wrong on 7 of these 20."""
    geo = geometry(7, 8, 4)
    rng = np.random.default_rng(0)
    python, numba, reference = Solver(geo, 257), NumbaSolver(geo, 257), NumbaSolver(geo, 1_000_003)
    checked = 0
    while checked < 20:
        pos = Position(geo)
        for _ in range(30):  # the right-hand columns (the key's high bits) filled most
            moves = [c for c in pos.legal_moves() if not pos.is_winning_move(c)]
            if not moves:
                break
            weights = np.array(moves, float) + 1.0
            pos = pos.child(int(rng.choice(moves, p=weights / weights.sum())))
        if pos.ply != 30 or pos.is_terminal() or any(pos.is_winning_move(c) for c in pos.legal_moves()):
            continue
        expected = reference.solve(pos)
        if not 2_000 <= expected.nodes <= 50_000:
            continue
        got = numba.solve(pos)
        assert got.score == expected.score, pos
        if checked < 5:  # the pure-Python build is slow: the first five
            assert python.solve(pos).nodes == got.nodes, pos
        checked += 1


def test_numba_build_on_other_sizes_matches_python():
    for rows, columns, inarow in [(4, 5, 3), (5, 4, 3), (4, 4, 4), (3, 5, 3)]:
        geo = geometry(rows, columns, inarow)
        python, numba = Solver(geo, table_size=10007), NumbaSolver(geo, table_size=10007)
        for moves in ["", "1", "21", "3312"]:
            pos = Position.from_moves(moves, geo)
            assert python.analyze(pos) == numba.analyze(pos), (rows, columns, inarow, moves)
    big = geometry(8, 8, 4)  # 9 * 8 = 72 bits
    assert not numba_supported(big)
    with pytest.raises(ValueError, match="64-bit"):
        NumbaSolver(big)
    with pytest.raises(ValueError, match="table_size"):
        NumbaSolver(geometry(), table_size=1 << 30)


def test_solve_cli():
    from tests.helpers import run

    moves = "5554224333234511764415115"
    proc = run("solve", moves)
    assert proc.returncode == 0 and proc.stdout.strip() == "4"
    assert run("solve", moves, "--build", "python").stdout.strip() == "4"
    proc = run("solve", moves, "--analyze")
    assert proc.stdout.split() == ["-8", "-8", "-8", "-8", "-", "4", "-8"]
    assert run("solve", "12x").returncode == 2


@pytest.mark.parametrize("build", sorted(BUILDS))
def test_bench_solver_cli(tmp_path, build):
    import json

    from tests.helpers import run

    proc = run("bench", "solver", "--build", build, "--sets", "End-Easy", "Test_L2_R1", "--seconds", "0.05",
               "--out", str(tmp_path))
    assert proc.returncode == 0, proc.stderr
    figures = json.loads(proc.stdout.strip().splitlines()[-1])
    assert figures["build"] == build and set(figures["sets"]) == {"End-Easy", "Middle-Easy"}
    for row in figures["sets"].values():
        assert row["right"] == row["positions"] > 0 and row["nodes_per_s"] > 0
    assert json.loads((tmp_path / f"solver-{build}.json").read_text()) == figures


def test_bench_solver_runs_each_table_on_the_first_tables_lines_weakly(tmp_path):
    import json

    from tests.helpers import run

    proc = run("bench", "solver", "--build", "numba", "--sets", "Begin-Medium", "--seconds", "0.05", "--weak",
               "--tables", "1048573", "1031", "--out", str(tmp_path))
    assert proc.returncode == 0, proc.stderr
    figures = json.loads(proc.stdout.strip().splitlines()[-1])
    big, small = (figures["tables"][size]["sets"]["Begin-Medium"] for size in ("1048573", "1031"))
    assert figures["weak"] and figures["sets"]["Begin-Medium"] == big
    assert small["positions"] == big["positions"] and 0 < big["positions"] < big["of"]  # the first's lines
    assert small["right"] == small["positions"] and big["right"] == big["positions"]
    assert small["seconds_ratio"] > 0 and "seconds_ratio" not in big
    proc = run("bench", "solver", "--tables", "0", "--sets", "End-Easy", "--out", str(tmp_path / "bad"))
    assert proc.returncode == 2 and "table_size" in proc.stderr and not (tmp_path / "bad").exists()


def test_bench_solver_measures_the_first_positions_of_each_set(tmp_path):
    import json

    from tests.helpers import run

    proc = run("bench", "solver", "--sets", "Begin-Hard", "Middle-Easy", "--seconds", "0", "--positions", "2",
               "--weak", "--out", str(tmp_path))
    assert proc.returncode == 0, proc.stderr
    rows = json.loads(proc.stdout.strip().splitlines()[-1])["sets"]
    assert [(row["positions"], row["right"], row["of"]) for row in rows.values()] == [(2, 2, 1000)] * 2
    proc = run("bench", "solver", "--positions", "0", "--sets", "End-Easy", "--out", str(tmp_path / "bad"))
    assert proc.returncode == 2 and "positions" in proc.stderr and not (tmp_path / "bad").exists()


def test_numba_deadline_is_a_node_budget_that_keeps_only_finished_results():
    solver = numba_solver()
    compile_kernels()  # the first search with a deadline would compile first, outside its budget
    hard = Position.from_moves("13712")  # Begin-Hard: minutes to solve strongly, compiled
    solver.deadline = time.perf_counter() + 0.3
    start = time.perf_counter()
    with pytest.raises(SolverTimeout):
        solver.solve(hard)
    assert time.perf_counter() - start < 3.0 and solver.nodes > 1000
    assert solver.nodes_per_second > 0
    solver.deadline = None
    python = Solver(geometry(), table_size=(1 << 20) + 7)
    for moves, score in benchmark("Test_L2_R2")[:20]:  # the table the aborted search left answers right
        assert solver.solve(Position.from_moves(moves)).score == score == python.solve(Position.from_moves(moves)).score
    solver.deadline = time.perf_counter() - 1  # a deadline already past: nothing is searched
    with pytest.raises(SolverTimeout):
        solver.exceeds(hard, 0)


def test_make_solver_picks_numba_where_it_can_and_python_elsewhere():
    assert prepare_build("auto")[0] == "numba" and prepare_build("python") == ("python", 0.0)
    assert isinstance(make_solver(geometry(), "auto", 1 << 16), NumbaSolver)
    assert isinstance(make_solver(geometry(8, 8, 4), "auto", 1 << 16), Solver)  # 72 bits: Python
    assert isinstance(make_solver(geometry(), "python", 1 << 16), Solver)
    with pytest.raises(ValueError, match="64-bit"):
        make_solver(geometry(8, 8, 4), "numba")
    with pytest.raises(ValueError, match="unknown solver build"):
        make_solver(geometry(), "cython")


def test_where_numba_cannot_compile_the_prefetch_the_numba_build_searches_without_it(tmp_path):
    """A runtime whose numba or llvmlite refuses LLVM's prefetch keeps the compiled build: the same
    scores and node counts, only the prefetch gone."""
    code = ("import llvmlite.ir\n"
            "declare = llvmlite.ir.Module.declare_intrinsic\n"
            "def refuse(self, name, *args, **kwargs):\n"
            "    if name == 'llvm.prefetch':\n"
            "        raise RuntimeError('no llvm.prefetch here')\n"
            "    return declare(self, name, *args, **kwargs)\n"
            "llvmlite.ir.Module.declare_intrinsic = refuse\n"
            "from agents.board import Position, geometry\n"
            "from agents.solver import numba_build\n"
            "assert numba_build._prefetch is numba_build._no_prefetch\n"
            "result = numba_build.NumbaSolver(geometry(), 100003).solve(Position.from_moves('5455174361263362'))\n"
            "print(result.score, result.nodes)\n")
    env = {**os.environ, "NUMBA_CACHE_DIR": str(tmp_path / "numba-cache")}  # compiled here, not from the cache
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300, cwd=tmp_path,
                         env=env)
    assert out.returncode == 0, out.stderr
    assert numba_build._prefetch is numba_build._llvm_prefetch  # this machine's numba compiles it
    expected = NumbaSolver(geometry(), 100003).solve(Position.from_moves("5455174361263362"))
    assert out.stdout.split() == [str(expected.score), str(expected.nodes)]


def test_without_numba_the_python_build_answers(tmp_path):
    code = ("import sys\nsys.modules['numba'] = None\n"
            "from agents.board import Position, geometry\n"
            "from agents.solver import Solver, make_solver, prepare_build\n"
            "assert prepare_build('auto')[0] == 'python'\n"
            "solver = make_solver(geometry(), 'auto', 1 << 16)\n"
            "assert type(solver) is Solver\n"
            "print(solver.solve(Position.from_moves('5455174361263362')).score)\n"
            "try:\n    make_solver(geometry(), 'numba')\nexcept ValueError as e:\n    print(e)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300, cwd=tmp_path)
    assert out.returncode == 0, out.stderr
    score, message = out.stdout.strip().splitlines()
    assert int(score) == numba_solver().solve(Position.from_moves("5455174361263362")).score
    assert message == "the numba solver build is not available: numba is not installed"
