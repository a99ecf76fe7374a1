"""The Kaggle adapter: observation in, plain int out, never an exception."""

import glob
import os

import numpy as np
import pytest

from agents.blas_threads import library_paths, one_blas_thread, openblas_libraries
from agents.kaggle import TimeControl, fallback_move, make_agent, position_from_observation
from agents.players import make_player

CONFIG = {"rows": 6, "columns": 7, "inarow": 4, "actTimeout": 2, "timeout": 2}


class AttrDict(dict):
    """Like kaggle-environments' Struct: a dict with attribute access."""

    __getattr__ = dict.__getitem__


def obs(board, mark, bank=60.0):
    return AttrDict(board=board, mark=mark, remainingOverageTime=bank, step=sum(v != 0 for v in board))


class Raises:
    def choose(self, position, seconds=None):
        raise RuntimeError("boom")


class Illegal:
    def choose(self, position, seconds=None):
        return 99


class Budget:
    def __init__(self):
        self.seconds = None

    def choose(self, position, seconds=None):
        self.seconds = seconds
        return position.legal_moves()[0]


def test_returns_a_plain_int_for_dicts_and_structs():
    agent = make_agent(make_player("greedy"))
    board = [0] * 42
    for observation in (obs(board, 1), dict(obs(board, 1))):
        move = agent(observation, AttrDict(CONFIG))
        assert type(move) is int and 0 <= move < 7


def test_reads_the_board_size_from_the_configuration():
    config = AttrDict(CONFIG, rows=5, columns=6, inarow=4)
    board = [0] * 30
    board[29] = 1  # mark 1 played the bottom-right cell; mark 2 to move
    pos = position_from_observation(obs(board, 2), config)
    assert (pos.geo.rows, pos.geo.columns, pos.ply, pos.mark) == (5, 6, 1, 2)
    move = make_agent(make_player("minimax:depth=3"))(obs(board, 2), config)
    assert type(move) is int and 0 <= move < 6


@pytest.mark.parametrize("player", [Raises(), Illegal()])
def test_a_failing_player_still_returns_a_legal_move(player, capsys):
    board = [0] * 42
    for row, mark in zip(range(5, -1, -1), (1, 2, 1, 2, 1, 2), strict=True):  # fill the centre column
        board[row * 7 + 3] = mark
    move = make_agent(player)(obs(board, 1), AttrDict(CONFIG))
    assert move in (2, 4)  # the centre-most open columns; column 3 is full
    assert "Traceback" in capsys.readouterr().err


def test_an_impossible_observation_still_gets_a_legal_move(capsys):
    board = [0] * 42
    board[0] = 1  # floating stone in the top-left cell
    move = make_agent(make_player("greedy"))(obs(board, 2), AttrDict(CONFIG))
    assert move in range(1, 7)
    assert "floating stone" in capsys.readouterr().err


def test_fallback_move_with_an_unreadable_observation():
    assert fallback_move({}, {}) == 0


def test_time_budget_follows_act_timeout_and_the_bank():
    tc = TimeControl(act_fraction=0.5, overage_share=0.1, reserve_s=10.0)
    assert tc.budget({"actTimeout": 2}, {"remainingOverageTime": 60}) == pytest.approx(1.0 + 5.0)
    assert tc.budget({"actTimeout": 5}, {"remainingOverageTime": 4}) == pytest.approx(2.5)
    assert TimeControl().budget({"actTimeout": 2}, {"remainingOverageTime": 60}) == pytest.approx(1.2)
    budget = Budget()
    make_agent(budget)(obs([0] * 42, 1), AttrDict(CONFIG, actTimeout=1))
    assert 0.5 < budget.seconds <= 0.6


@pytest.mark.parametrize("bad", [dict(act_fraction=0.0), dict(act_fraction=1.5), dict(overage_share=1.0),
                                 dict(overage_share=-0.1), dict(reserve_s=-1.0), dict(min_s=0.0)])
def test_time_control_rejects_bad_settings(bad):
    with pytest.raises(ValueError, match=next(iter(bad))):
        TimeControl(**bad)


class BlasThreads:
    """Records the OpenBLAS thread count of every library while it thinks."""

    def __init__(self, fail=False):
        self.seen, self.fail = [], fail

    def choose(self, position, seconds=None):
        self.seen.append([lib.threads() for lib in openblas_libraries()])
        if self.fail:
            raise RuntimeError("boom")
        return position.legal_moves()[0]


@pytest.fixture
def two_blas_threads():
    libraries = openblas_libraries()
    assert libraries, "numpy's wheel carries OpenBLAS: it must be found"
    before = [lib.threads() for lib in libraries]
    for lib in libraries:
        lib.set_threads(2)
    yield libraries
    for lib, count in zip(libraries, before, strict=True):
        lib.set_threads(count)


@pytest.mark.parametrize("fail", [False, True])
def test_the_player_thinks_on_one_blas_thread_and_the_callers_count_comes_back(two_blas_threads, fail, capsys):
    player = BlasThreads(fail)
    agent = make_agent(player)
    for _ in range(2):
        assert type(agent(obs([0] * 42, 1), AttrDict(CONFIG))) is int
        assert [lib.threads() for lib in two_blas_threads] == [2] * len(two_blas_threads)
    assert player.seen == [[1] * len(two_blas_threads)] * 2
    assert ("boom" in capsys.readouterr().err) == fail


def test_numpys_openblas_is_found_in_the_process_maps_and_beside_numpy(tmp_path):
    numpy_lib = os.path.realpath(glob.glob(os.path.join(os.path.dirname(np.__file__), "..", "numpy.libs",
                                                        "*openblas*"))[0])
    assert numpy_lib in map(os.path.realpath, library_paths())
    assert numpy_lib in map(os.path.realpath, library_paths(str(tmp_path / "no-maps")))
    lib = next(lib for lib in openblas_libraries() if os.path.realpath(lib.path) == numpy_lib)
    before = lib.threads()
    with one_blas_thread():
        assert lib.threads() == 1
    assert lib.threads() == before
