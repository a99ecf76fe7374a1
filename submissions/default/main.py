"""ConnectX agent: AlphaZero network 4x48 (distill, iteration 6) with PUCT search, exact solver, opening book

How a move is decided (agents/alphazero.py, AlphaZeroPlayer.choose), the first step that decides:
  1. book: 124,355 positions of 6x7, 4 in a row (mirror images included); a position in it is played
     at once.
  2. tactics: a win now, or the only move that does not lose at once; no search.
  3. solver (from ply 6; from ply 8 for the pure-Python build): the exact solver (weak: win, draw,
     loss; compiled with numba where the runtime has it (at load, on the first move's clock), else
     pure Python (the same answers, slower)) gets 0.75 of the move's time; the only column that does
     not lose is played; a proved win: the fastest win the clock allows to prove; a lost position:
     the column that loses latest; a drawn position's drawing columns go to the search; out of time,
     a search pick proved to lose is overruled.
  4. search: PUCT (c_puct 2.5, 8 leaves per network call under virtual loss) over the network's
     priors and values, for as long as the clock allows (before the solver's ply, and beside the
     solver after); the most visited column.
Clock (agents/kaggle.py): 0.6 of actTimeout per move, plus 0.2 of the overage bank above 10 s (at
  most 10 s a move); a board the network was not trained for is searched with uniform priors.

Network: a residual tower of 4 blocks x 48 filters (3x3 convolutions, batch norm folded), policy and
  value heads (value hidden 64), 171,175 parameters; input 6x7; weights uint16, evaluated in numpy.
Training: connectx train distill, iteration 6 (epochs=6, batch_size=256, learning_rate=0.001,
  l2=0.0001, policy_target=optimal, temperature=1.0, value_target=outcome, validation=0.1, seed=0).

Rebuild: connectx package CHECKPOINT --search simulations=none,solver_ply=6,python_solver_ply=8,solver_share=0.75,book=BOOK --quantize uint16 --backend numpy --overage-share 0.2

Built by connectx from its agents/ source at the commit below (the last one that changed
agents/ or packager/). Kaggle executes this file and calls ``agent``, the last callable it
defines. It imports only the standard library and numpy (and numba when it can be imported).

connectx commit: 3d2778f279b11bf9a74e9081e0efbde6e77d7419
weights sha256: b251d4ae63870df8adb5a01f0b3d03d5fc7f1f7791d08038cb4c43bb210d6efb (350,336 bytes encoded)
book sha256:    8efc6260ef44206c4ba9d8b7eab3fb057202c264e96afe18c3d5bcd17bc40f82 (994,847 bytes; 221,984 compressed)

Contents:
  line    102  agents (0 lines)
  line    109  agents.alphazero (319 lines)
  line    435  agents.board (489 lines)
  line    931  agents.book (100 lines)
  line   1038  agents.encoding (135 lines)
  line   1180  agents.kaggle (145 lines)
  line   1332  agents.nn (298 lines)
  line   1637  agents.search (0 lines)
  line   1644  agents.search.puct (248 lines)
  line   1899  agents.solver (310 lines)
  line   2216  agents.solver_numba (319 lines)
  line   2542  agents.timing (18 lines)
  line   2567  agents.weights (95 lines)
  line   2715  agent: the entry point
  line   2724  data: weights, book
"""
import base64
import importlib
import importlib.abc
import importlib.util
import linecache
import sys
import time

_STARTED = time.perf_counter()
_PACKAGE = '_cx_e9daa84824e3'
"""The private package name the modules below are served under: a hash of the build's inputs."""
_SOURCES = {}
"""``{module: source}``: connectx's ``agents`` modules as their files read, ``agents`` in import
statements renamed to the private package."""


class _SourceImporter(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Serves the embedded modules under the private package name; a traceback through them shows
    their source lines (registered with linecache as ``main.py: agents/...``)."""

    package = _PACKAGE

    def find_spec(self, fullname, path=None, target=None):
        if fullname != _PACKAGE and not fullname.startswith(_PACKAGE + "."):
            return None
        name = "agents" + fullname[len(_PACKAGE):]
        if name not in _SOURCES:
            return None
        is_package = any(other.startswith(name + ".") for other in _SOURCES)
        return importlib.util.spec_from_loader(fullname, self, is_package=is_package)

    def create_module(self, spec):
        return None

    def exec_module(self, module):
        name = "agents" + module.__name__[len(_PACKAGE):]
        source = _SOURCES[name]
        filename = "main.py: " + name.replace(".", "/") + (
            "/__init__.py" if any(other.startswith(name + ".") for other in _SOURCES) else ".py")
        linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)
        exec(compile(source, filename, "exec"), module.__dict__)


if not any(getattr(finder, "package", None) == _PACKAGE for finder in sys.meta_path):
    sys.meta_path.append(_SourceImporter())


# --------------------------------------------------------------------------------------------------
# agents: agents/__init__.py (0 lines)
# --------------------------------------------------------------------------------------------------
_SOURCES['agents'] = r'''
'''[1:]


# --------------------------------------------------------------------------------------------------
# agents.alphazero: agents/alphazero.py (319 lines)
# --------------------------------------------------------------------------------------------------
_SOURCES['agents.alphazero'] = r'''
"""The AlphaZero player: an opening book, tactics and an exact endgame solver on top of a PUCT
search over a policy/value network (Silver et al. 2018, "A general reinforcement learning
algorithm that masters chess, shogi, and Go through self-play"; for Connect Four, Cej,
"Learning to Play Connect Four with AlphaZero"). This is the player every packaged network
submission runs; :meth:`AlphaZeroPlayer.choose` documents the order in which each part decides.
"""

from __future__ import annotations

import time

from _cx_e9daa84824e3.board import Position
from _cx_e9daa84824e3.search.puct import PUCT, UniformEvaluator
from _cx_e9daa84824e3.solver import DEFAULT_TABLE_SIZE, SolverTimeout, make_solver, numba_supported, prepare_build
from _cx_e9daa84824e3.timing import MIN_MOVE_S, tighter

_QUICK_SHARE = 0.25
"""Share of the solver's time for its first try, before the search (see ``AlphaZeroPlayer.choose``)."""
_DEFENCE_SHARE = 0.75
"""Share of a decided position's remaining time for exact scores (the fastest win, the longest
defence); the search gets the rest when not one column was solved in it."""


class AlphaZeroPlayer:
    """PUCT search over a policy/value network evaluated in numpy (Cej's ("Learning to Play Connect
    Four with AlphaZero") player), with an
    optional opening book and exact endgame solver on top.

    Args:
        weights: path to an ``.npz`` of network arrays (``connectx export``), loaded once.
        simulations: PUCT simulations per move; "none" for a time limit only.
        seconds: time per move.
        c_puct: the PUCT exploration constant.
        batch_size: leaves per network call (collected under virtual loss).
        seed: accepted as every player's is; the search is deterministic (same evaluator, same
            visits).
        book: path to an opening book (:mod:`agents.book`); its move is played when the
            position is in it.
        solver_ply: from this ply on (on 6x7; on a smaller board from the ply that leaves as
            many cells empty), the exact solver (:mod:`agents.solver`, weak: win/draw/
            loss) decides with the search for ``solver_share`` of the move's time: a column
            proved to win is played; in a drawn position only the drawing columns are searched;
            out of time, a search pick proved to lose is overruled (see :meth:`choose` and
            :meth:`_best_moves`). With it set, a win now, or the only move that does not lose at
            once, is played without any search. None: never.
        solver_share: share of the move's time (or, without one, 1 s) the solver may take.
        solver_table: the solver's transposition table entries (10 bytes each; kept between
            moves).
        solver_build: "auto" (the compiled numba build of :mod:`agents.solver_numba` where numba
            imports and compiles, the pure-Python build elsewhere: the same answers, about 100
            times slower), "numba" or "python" (see :func:`agents.solver.make_solver`). With
            ``solver_ply`` set, the numba build compiles when the player is made (about 5 s);
            ``solver_build`` then says the build the player got, ``compile_seconds`` the time.
        python_solver_ply: the ``solver_ply`` where the solver is the pure-Python build (no numba,
            or a board over 64 bits), which needs more stones on the board to finish in time;
            None: ``solver_ply`` everywhere.

    A board the network was not trained for is searched with uniform priors and zero values
    rather than failing. :meth:`from_network` builds the player around a network already in
    memory (the packaged submission does).

    Raises:
        ValueError: an unreadable or malformed weights or book file, or bad parameters.
    """

    def __init__(self, weights: str, simulations: int | None = 200, seconds: float | None = None,
                 c_puct: float = 2.5, batch_size: int = 8, seed: int = 0, book: str | None = None,
                 solver_ply: int | None = None, solver_share: float = 0.5, solver_table: int = DEFAULT_TABLE_SIZE,
                 solver_build: str = "auto", python_solver_ply: int | None = None):
        from _cx_e9daa84824e3.book import OpeningBook
        from _cx_e9daa84824e3.nn import load_network

        self._setup(load_network(weights), simulations, seconds, c_puct, batch_size,
                    None if book is None else OpeningBook.load(book), solver_ply, solver_share, solver_table,
                    solver_build, python_solver_ply)

    @classmethod
    def from_network(cls, network, simulations: int | None = 200, seconds: float | None = None,
                     c_puct: float = 2.5, batch_size: int = 8, seed: int = 0, book=None,
                     solver_ply: int | None = None, solver_share: float = 0.5,
                     solver_table: int = DEFAULT_TABLE_SIZE, solver_build: str = "auto",
                     python_solver_ply: int | None = None) -> AlphaZeroPlayer:
        """The player around an :class:`agents.nn.Network` (or anything with its ``fits`` and
        ``evaluate_batch``); ``book`` is an :class:`agents.book.OpeningBook` or None."""
        player = cls.__new__(cls)
        player._setup(network, simulations, seconds, c_puct, batch_size, book, solver_ply, solver_share,
                      solver_table, solver_build, python_solver_ply)
        return player

    def _setup(self, network, simulations, seconds, c_puct, batch_size, book, solver_ply, solver_share,
               solver_table, solver_build, python_solver_ply) -> None:
        if simulations is not None and simulations < 1:
            raise ValueError(f"simulations must be at least 1, got {simulations}")
        if not 0.0 < solver_share < 1.0:
            raise ValueError(f"solver_share must be in (0, 1), got {solver_share}")
        # compiled now (a submission: at load, on the first move's clock), not in a later move
        self.solver_build, self.compile_seconds = (prepare_build(solver_build) if solver_ply is not None
                                                   else (solver_build, 0.0))
        self.network = network
        self.simulations, self.seconds = simulations, seconds
        self.search = PUCT(network, c_puct, batch_size)
        self.fallback = PUCT(UniformEvaluator(), c_puct, batch_size)
        self.book, self.solver_ply, self.solver_share, self.solver_table = book, solver_ply, solver_share, solver_table
        self.python_solver_ply = python_solver_ply
        self.solvers: dict = {}
        self.last = None
        self.last_source = None  # 'book', 'tactic', 'solver' or 'search': what decided the last move

    def _best_moves(self, position: Position, seconds: float, order: list[int] | None = None,
                    known: dict[int, list[int]] | None = None) -> list[int] | None:
        """Columns of the position's win/draw/loss value, or None when the solver runs out of time
        before it knows them. The side to move must have no win at once (:meth:`choose` plays
        those first).

        Args:
            seconds: the solver's time.
            order: the columns, most promising first; default the network's priors (centre first
                without a network).
            known: ``{column: [low, high]}``, bounds on each column's value for the side to move
                (-1 loss, 0 draw, 1 win), narrowed in place by every question that finishes, so
                that a caller keeps what a search cut short proved and a second call goes on
                from there.

        Each question is one null-window search (:meth:`~agents.solver.ExactSolver.exceeds`) on a
        child: first, in ``order``, whether a column loses, until one does not (the position is
        lost when every column does); then, in ``order``, whether a column wins (the first that
        does is the answer); none: the position is drawn, and every drawing column is returned,
        so that the search chooses among them. Against a weak solve of the root in the solver's
        own order (then a solve of the winning child), a drawn position gets a column proved not
        to lose without first refuting every column's win, and a won one is proved from the
        favourite on: on Begin-Hard's positions at plies 7-12 (lines 1-200, Kaggle's clock) 5 weak
        mistakes instead of 8.
        """
        solver = self.solvers.get(position.geo)
        if solver is None:
            build = self.solver_build if numba_supported(position.geo) else "python"  # over 64 bits: Python
            solver = self.solvers[position.geo] = make_solver(position.geo, build, self.solver_table)
        if order is None:
            order = self._prior_order(position)
        known = {} if known is None else known
        for col in order:
            known.setdefault(col, [-1, 1])

        def ask(col: int, question: int) -> None:  # question 0: does it lose? -1: does it win?
            child = position.child(col)
            if child.is_terminal():
                known[col] = [0, 0]  # the board is full: a draw
            elif solver.exceeds(child, question) == (question == 0):
                known[col][1] = known[col][0] = -1 if question == 0 else 1
            elif question == 0:
                known[col][0] = 0
            else:
                known[col][1] = 0

        solver.deadline = time.perf_counter() + seconds
        try:
            for col in order:
                if known[col][0] < 0 <= known[col][1]:
                    ask(col, 0)
                if known[col][0] >= 0:
                    break
            else:
                return order  # every column loses
            for col in order:
                if known[col][0] < 1 <= known[col][1]:
                    ask(col, -1)
                if known[col][0] == 1:
                    return [col]
            for col in order:
                if known[col][0] < 0 <= known[col][1]:
                    ask(col, 0)
            return [col for col in order if known[col][0] == 0]
        except SolverTimeout:
            return None
        finally:
            solver.deadline = None

    def _highest_score(self, position: Position, order: list[int], seconds: float) -> int | None:
        """The column of the highest exact score (see :mod:`agents.solver`: the sooner a win, the
        higher; the later a loss, the higher) among ``order``, solving the columns strongly in that
        order for up to ``seconds``. None when no column is solved in time; with some solved, the
        best of those.

        In a lost position this is the longest defence: against a perfect opponent every column
        loses, against an imperfect one each extra ply is another chance for it to go wrong. In a
        won position, with the proved winning column first in ``order``, the fastest win the
        clock allows to prove: never worse than that column.
        """
        solver = self.solvers[position.geo]
        best, best_score = None, None
        solver.deadline = time.perf_counter() + seconds
        try:
            for col in order:
                child = position.child(col)
                score = 0 if child.is_terminal() else -solver.solve(child).score
                if best_score is None or score > best_score:
                    best, best_score = col, score
        except SolverTimeout:
            pass
        finally:
            solver.deadline = None
        return best

    def _solver_ply(self, position: Position) -> int:
        """The ply from which the solver decides on this board: ``python_solver_ply`` when the
        solver is the pure-Python build and that is set, else ``solver_ply``; both are counted on
        Kaggle's 6x7 board, and a smaller board starts where as many cells are left empty (on 6x5,
        30 cells: 12 plies sooner, so from ply 0 for ``solver_ply=6``)."""
        compiled = self.solver_build == "numba" and numba_supported(position.geo)
        ply = self.solver_ply if compiled or self.python_solver_ply is None else self.python_solver_ply
        geo = position.geo
        return max(0, ply - max(0, 42 - geo.rows * geo.columns))

    def _prior_order(self, position: Position) -> list[int]:
        """The open columns by the network's prior, highest first (centre first without a network)."""
        if not self.network.fits(position):
            return [c for c in position.geo.centre_order if position.can_play(c)]
        priors = self.network.evaluate_batch([position])[0][0]
        return sorted(position.legal_moves(), key=lambda c: -priors[c])

    def choose(self, position: Position, seconds: float | None = None) -> int:
        """The column to play: the first of these steps that decides.

        1. **Book**: the position (or its mirror image) is in the opening book: its move.
        2. **Tactics** (only with ``solver_ply`` set): a win now; else, when exactly one column
           does not lose at once (the one block), that column. No search.
        3. **Search alone**: before ``solver_ply`` (``python_solver_ply`` for the pure-Python
           solver, when set), or without it: PUCT for the whole budget
           (``simulations`` or ``seconds``, whichever ends first), the most visited column. A
           board the network does not fit is searched with uniform priors and zero values.
        4. **Solver, quick try**: ``_QUICK_SHARE`` of the solver's time (``solver_share`` of the
           budget) asks :meth:`_best_moves` in the network's prior order. The only column that
           does not lose: played, no search. A proved win: :meth:`_highest_score` gets
           ``_DEFENCE_SHARE`` of the time left for the fastest win it can prove (at worst the
           proved column). Every column proved to lose: the same for the column that loses
           latest.
        5. **Search, then the solver again**: the quick try ran out of time: PUCT for
           ``1 - solver_share`` of the budget, then the solver for what is left, in the
           search's visit order, from the bounds the quick try proved (nothing is asked twice).
           The quick try finished with several drawing columns: the search chooses among them.
        6. **The out-of-time rule**: when the solver never finished, the search's pick is
           played unless it was proved to lose; then the most visited column proved not to
           lose, else the most visited not proved to lose.

        ``last_source`` says which step decided (``book``, ``tactic``, ``solver``, ``search``) and
        ``last`` holds the last search's result.

        Args:
            position: a non-terminal position; left unchanged.
            seconds: the move's budget in seconds (None: the player's own limits; with neither,
                the solver gets ``solver_share`` seconds and the search ``simulations``).

        Returns:
            A legal 0-based column.
        """
        start = time.perf_counter()
        if self.book is not None:
            move = self.book.lookup(position)
            if move is not None and position.can_play(move):
                self.last_source = "book"
                return move
        budget = tighter(self.seconds, seconds)
        if self.solver_ply is not None:
            wins = position.winning_moves()
            forced = position.non_losing_moves() if not wins else []
            if wins or len(forced) == 1:  # a win now, or the one block: no search needed
                self.last_source = "tactic"
                return (wins or forced)[0]
        search = self.search if self.network.fits(position) else self.fallback
        if self.solver_ply is None or position.ply < self._solver_ply(position):
            self.last = search.search(position, self.simulations, budget)
            self.last_source = "search"
            return self.last.move
        # the solver: a quick try in the network's order (what it settles needs no search); then
        # the search; then the solver again in the search's order, from what the first try proved
        known: dict[int, list[int]] = {}
        solver_time = self.solver_share * (1.0 if budget is None else budget)
        moves = self._best_moves(position, solver_time * (_QUICK_SHARE if budget is not None else 1.0),
                                 known=known)
        if moves is not None and len(moves) == 1:
            self.last_source = "solver"
            if known[moves[0]][0] < 1:  # the only column that does not lose
                return moves[0]
            # won: the fastest win among the proved column and those not proved to fall short of a win
            left = (solver_time if budget is None else budget) - (time.perf_counter() - start)
            candidates = moves + [c for c, (_, high) in known.items() if high > 0 and c != moves[0]]
            fastest = self._highest_score(position, candidates, _DEFENCE_SHARE * left)
            return moves[0] if fastest is None else fastest
        if moves is not None and all(known[c][1] < 0 for c in moves):  # lost: defend the longest
            left = (solver_time if budget is None else budget) - (time.perf_counter() - start)
            move = self._highest_score(position, moves, _DEFENCE_SHARE * left)
            if move is not None:
                self.last_source = "solver"
                return move
        if moves is None and budget is not None:
            self.last = search.search(position, self.simulations, max(MIN_MOVE_S, (1 - self.solver_share) * budget))
            visits = self.last.visits
            order = sorted(position.legal_moves(), key=lambda c: -visits[c])
            moves = self._best_moves(position, max(0.0, budget - (time.perf_counter() - start)), order, known)
            if moves is not None and len(moves) == 1:
                self.last_source = "solver"
                return moves[0]
        else:
            remaining = None if budget is None else max(MIN_MOVE_S, budget - (time.perf_counter() - start))
            self.last = search.search(position, self.simulations, remaining)
            visits = self.last.visits
        if moves is not None:
            self.last_source = "solver"
            return max(moves, key=lambda c: visits[c])  # the search's pick among the best
        # out of time: the search's pick, unless it was proved to lose; then the most visited
        # column proved not to lose, else the most visited not proved to lose (there is one: the
        # column being asked when time ran out; had every column been proved to lose,
        # _best_moves would have returned them all)
        if known[self.last.move][1] >= 0:
            self.last_source = "search"
            return self.last.move
        self.last_source = "solver"
        safe = [c for c, (low, _) in known.items() if low >= 0]
        return max(safe or [c for c, (_, high) in known.items() if high >= 0], key=lambda c: visits[c])
'''[1:]


# --------------------------------------------------------------------------------------------------
# agents.board: agents/board.py (489 lines)
# --------------------------------------------------------------------------------------------------
_SOURCES['agents.board'] = r'''
"""ConnectX positions as bitboards, for any ``rows x columns x inarow``.

Coordinates
===========
Four coordinate systems meet in this project. This table is the one place that defines them;
every conversion goes through the functions named in the last column.

=================  ===========================================  ===========================
system             meaning                                      conversion
=================  ===========================================  ===========================
Kaggle flat index  ``observation.board[i]``, row-major, ``i =    ``Position.from_kaggle``,
                   r * columns + c``, row ``r = 0`` is the TOP  ``Position.to_kaggle_board``
                   row; values 0 empty, 1 / 2 the players'
                   marks (mark 1 moves first)
column action      0-based column ``c`` in ``[0, columns)``,    what every player returns
                   the move an agent returns to Kaggle
bitboard bit       ``bit = c * (rows + 1) + h``, ``h = 0`` is   ``Geometry.bit``
                   the BOTTOM cell of column ``c``; each
                   column has one spare sentinel bit on top
                   (``h = rows``) that is always 0, so shifts
                   never wrap from one column into the next
move string        one character per ply, the 1-based column    ``Position.from_moves``,
                   (``"4453"``: centre, centre, centre, third   ``move_string``
                   column), the notation of the public solver
                   benchmarks; columns above 9 are written
                   ``a``..``z`` (10..35)
=================  ===========================================  ===========================

The bit diagram of a 6x7 board (bit numbers; the top row, 6, 13, ..., is the sentinel)::

     6 13 20 27 34 41 48
     5 12 19 26 33 40 47     <- Kaggle row 0 (top)
     4 11 18 25 32 39 46
     3 10 17 24 31 38 45
     2  9 16 23 30 37 44
     1  8 15 22 29 36 43
     0  7 14 21 28 35 42     <- Kaggle row 5 (bottom)

A position is stored as two integers, as in Pascal Pons' solver tutorial: ``mask`` has a 1 on
every occupied cell and ``current`` a 1 on every stone of the side to move. The stones of the
side that just moved are ``current ^ mask``. ``current + mask`` is a unique key of the position
(for one geometry): it adds a 1 above the top of each column at the bottom of which ``mask`` ends.

Sign conventions: every value in this module (``outcome``) is from the point of view of the side
to move, +1 win, 0 draw, -1 loss.
"""

from __future__ import annotations

import random as _random
from collections.abc import Sequence
from functools import lru_cache

MOVE_DIGITS = "123456789abcdefghijklmnopqrstuvwxyz"
"""Characters of the move-string notation: index = 0-based column."""


def move_string(columns: Sequence[int]) -> str:
    """The move string of 0-based ``columns``: ``[3, 3, 4]`` -> ``"445"``, columns above 9 as
    ``a``..``z`` (the inverse of :meth:`Position.from_moves` on strings).

    Raises:
        IndexError: a column outside ``[0, 35)``.
    """
    return "".join(MOVE_DIGITS[c] for c in columns)


class Geometry:
    """The fixed shape of a board and the bit masks derived from it; shared by all positions.

    Obtain one with :func:`geometry` (cached), not by calling the class.

    Attributes:
        rows, columns, inarow: the board size and the line length that wins (Kaggle's spec).
        height: ``rows + 1`` bits per column (one sentinel).
        bottom: int, one bit at the bottom of every column.
        board_mask: int, every playable cell.
        column_masks: tuple of ``columns`` ints, the playable cells of each column.
        bottoms: tuple of ``columns`` ints, the bottom cell of each column.
        tops: tuple of ``columns`` ints, the top playable cell of each column.
        centre_order: tuple of columns, centre first then alternately outwards (left first).
        directions: the four bit shifts of a line: 1 vertical, ``height`` horizontal,
            ``height - 1`` and ``height + 1`` the two diagonals.
        win_steps: per direction, the shifts whose successive ``r &= r >> s`` leave a bit set
            exactly at the lowest cell of each run of ``inarow`` stones.
        windows: tuple of ints, one mask per window of ``inarow`` cells in a line on the board
            (69 on 6x7x4): the units of Gupta and Shah's windows heuristic.

    Raises:
        ValueError: sizes below 1, ``inarow`` longer than both sides of the board.
    """

    def __init__(self, rows: int, columns: int, inarow: int):
        if rows < 1 or columns < 1 or inarow < 1:
            raise ValueError(f"board size must be positive, got {rows}x{columns}x{inarow}")
        if inarow > max(rows, columns):
            raise ValueError(f"inarow={inarow} cannot fit on a {rows}x{columns} board")
        if columns > len(MOVE_DIGITS):
            raise ValueError(f"at most {len(MOVE_DIGITS)} columns are supported, got {columns}")
        self.rows, self.columns, self.inarow = rows, columns, inarow
        self.height = h = rows + 1
        self.bottoms = tuple(1 << (c * h) for c in range(columns))
        self.tops = tuple(1 << (c * h + rows - 1) for c in range(columns))
        self.column_masks = tuple(((1 << rows) - 1) << (c * h) for c in range(columns))
        self.bottom = sum(self.bottoms)
        self.board_mask = sum(self.column_masks)
        self.centre_order = tuple(sorted(range(columns), key=lambda c: (abs(2 * c - columns + 1), c)))
        self.directions = (1, h, h - 1, h + 1)
        self.win_steps = tuple(_run_steps(inarow, s) for s in self.directions)
        self.windows = tuple(self._windows())

    def _windows(self):
        """Every line of ``inarow`` cells on the board, as a mask."""
        n = self.inarow
        for dc, dh in ((0, 1), (1, 0), (1, -1), (1, 1)):
            for c in range(self.columns):
                for h in range(self.rows):
                    cells = [(c + k * dc, h + k * dh) for k in range(n)]
                    if all(0 <= cc < self.columns and 0 <= hh < self.rows for cc, hh in cells):
                        yield sum(self.bit(cc, hh) for cc, hh in cells)

    def bit(self, column: int, height: int) -> int:
        """The bit of the cell at 0-based ``column`` and ``height`` (0 = bottom)."""
        return 1 << (column * self.height + height)

    def has_won(self, stones: int) -> bool:
        """True when ``stones`` (one player's bitboard) hold ``inarow`` in a line."""
        for steps in self.win_steps:
            r = stones
            for s in steps:
                r &= r >> s
            if r:
                return True
        return False

    def __repr__(self) -> str:
        return f"geometry({self.rows}, {self.columns}, {self.inarow})"


def _run_steps(inarow: int, shift: int) -> tuple[int, ...]:
    """Shifts that turn a bitboard into the starts of its runs of ``inarow`` along ``shift``.

    After ``r &= r >> (k * shift)`` a bit marks a run of ``L + k`` where it marked a run of
    ``L`` (for ``k <= L``), so doubling reaches ``inarow`` in ``ceil(log2(inarow))`` steps or so.
    """
    steps, length = [], 1
    while length < inarow:
        k = min(length, inarow - length)
        steps.append(k * shift)
        length += k
    return tuple(steps)


def geometry(rows: int = 6, columns: int = 7, inarow: int = 4) -> Geometry:
    """The (cached, shared) :class:`Geometry` of a board size: one object per size, however the
    arguments are spelled. Default: Kaggle's 6x7, 4 in a row."""
    return _geometry(int(rows), int(columns), int(inarow))


@lru_cache(maxsize=64)
def _geometry(rows: int, columns: int, inarow: int) -> Geometry:
    return Geometry(rows, columns, inarow)


class Position:
    """A ConnectX position: whose turn it is and where the stones are. Mutable.

    ``play`` and ``undo`` change the position in place (cheap, for search); ``child`` and
    ``copy`` return new positions. Moves are 0-based columns.

    Attributes:
        geo: the board's :class:`Geometry`.
        current: bitboard of the side to move's stones.
        mask: bitboard of all stones.
        ply: number of stones on the board (plies played); the side to move is the first
            player when it is even.
    """

    __slots__ = ("geo", "current", "mask", "ply")

    def __init__(self, geo: Geometry | None = None, current: int = 0, mask: int = 0, ply: int = 0):
        self.geo = geo if geo is not None else geometry()
        self.current, self.mask, self.ply = current, mask, ply

    # --- construction -------------------------------------------------------------------

    @classmethod
    def from_moves(cls, moves: str | Sequence[int], geo: Geometry | None = None) -> Position:
        """Build a position by playing ``moves`` from the empty board.

        Args:
            moves: a move string (``"4453"``, 1-based columns, see the module table) or a
                sequence of 0-based columns.
            geo: the board; default 6x7x4.

        Raises:
            ValueError: an unknown character, a full or out-of-range column, or a move after
                the game has ended (a line of ``inarow`` or a full board).
        """
        pos = cls(geo)
        for i, move in enumerate(moves):
            if isinstance(move, str):
                col = MOVE_DIGITS.find(move.lower())
                if col < 0:
                    raise ValueError(f"bad character {move!r} at index {i} of move string {moves!r}")
            else:
                col = int(move)
            if pos.is_terminal():
                raise ValueError(f"move {i + 1} of {moves!r} is played after the game has ended")
            if not pos.can_play(col):
                raise ValueError(f"move {i + 1} of {moves!r}: column {col} is full or off the board")
            pos.play(col)
        return pos

    @classmethod
    def from_kaggle(cls, board: Sequence[int], mark: int, rows: int = 6, columns: int = 7,
                    inarow: int = 4) -> Position:
        """Build the position an agent sees from a Kaggle observation.

        Args:
            board: ``observation.board``, ``rows * columns`` ints in {0, 1, 2}, row-major with the
                top row first.
            mark: ``observation.mark``, 1 or 2: the side to move.
            rows, columns, inarow: ``configuration`` values.

        Raises:
            ValueError: wrong length, a value outside {0, 1, 2}, a floating stone, stone counts
                that cannot arise (mark 1 moves first, so it has as many stones as mark 2 or one
                more), counts that disagree with ``mark``, or a game already won.
        """
        if mark not in (1, 2):
            raise ValueError(f"mark must be 1 or 2, got {mark!r}")
        if len(board) != rows * columns:  # before the geometry: rows = 1e9 must not allocate its tables
            raise ValueError(f"board has {len(board)} cells, expected rows*columns = {rows * columns}")
        geo = geometry(rows, columns, inarow)
        stones = {1: 0, 2: 0}
        for c in range(columns):
            below_empty = False
            for r in range(rows - 1, -1, -1):
                v = board[r * columns + c]
                if v not in (0, 1, 2):
                    raise ValueError(f"board cell {r * columns + c} holds {v!r}, expected 0, 1 or 2")
                if v == 0:
                    below_empty = True
                elif below_empty:
                    raise ValueError(f"floating stone at row {r}, column {c}: a cell below it is empty")
                else:
                    stones[v] |= geo.bit(c, rows - 1 - r)
        n1, n2 = stones[1].bit_count(), stones[2].bit_count()
        if n1 - n2 not in (0, 1):
            raise ValueError(f"impossible stone counts: mark 1 has {n1}, mark 2 has {n2}")
        to_move = 1 if n1 == n2 else 2
        if to_move != mark:
            raise ValueError(f"mark {mark} is not the side to move ({n1} stones of 1, {n2} of 2)")
        if geo.has_won(stones[1]) or geo.has_won(stones[2]):
            raise ValueError("the game is already won: no move to make")
        return cls(geo, stones[mark], stones[1] | stones[2], n1 + n2)

    def to_kaggle_board(self) -> list[int]:
        """The Kaggle flat board (row-major, top row first, marks 1 and 2) of this position."""
        geo = self.geo
        mover_mark = 1 if self.ply % 2 == 0 else 2
        board = [0] * (geo.rows * geo.columns)
        for c in range(geo.columns):
            for h in range(geo.rows):
                b = geo.bit(c, h)
                if self.mask & b:
                    board[(geo.rows - 1 - h) * geo.columns + c] = mover_mark if self.current & b else 3 - mover_mark
        return board

    # --- state --------------------------------------------------------------------------

    def copy(self) -> Position:
        """An independent copy."""
        return Position(self.geo, self.current, self.mask, self.ply)

    def key(self) -> int:
        """A unique non-negative int for this position among positions of the same geometry."""
        return self.current + self.mask

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Position) and self.geo is other.geo
                and self.current == other.current and self.mask == other.mask)

    def __hash__(self) -> int:
        return hash((self.current, self.mask, self.geo.rows, self.geo.columns, self.geo.inarow))

    @property
    def mark(self) -> int:
        """Kaggle mark of the side to move: 1 when ``ply`` is even, else 2."""
        return 1 + (self.ply & 1)

    def can_play(self, col: int) -> bool:
        """True when ``col`` is on the board and not full."""
        return 0 <= col < self.geo.columns and not self.mask & self.geo.tops[col]

    def legal_moves(self) -> list[int]:
        """Open columns in increasing order (empty once the board is full or the game is won)."""
        if self.is_won():
            return []
        mask, tops = self.mask, self.geo.tops
        return [c for c in range(self.geo.columns) if not mask & tops[c]]

    def is_won(self) -> bool:
        """True when the side that just moved has ``inarow`` in a line."""
        return self.geo.has_won(self.current ^ self.mask)

    def is_terminal(self) -> bool:
        """True when the game is over: a line was made or the board is full."""
        return self.mask == self.geo.board_mask or self.is_won()

    def outcome(self) -> int | None:
        """Result for the side to move: -1 when the opponent just made a line (the only way to
        lose), 0 for a full board, None while the game goes on."""
        if self.is_won():
            return -1
        if self.mask == self.geo.board_mask:
            return 0
        return None

    # --- moves --------------------------------------------------------------------------

    def play(self, col: int) -> None:
        """Drop a stone of the side to move in ``col``, in place. The caller checks legality
        (``can_play``); playing a full column corrupts the position."""
        self.current ^= self.mask
        self.mask |= self.mask + self.geo.bottoms[col]
        self.ply += 1

    def undo(self, col: int) -> None:
        """Take back the last move, which must have been played in ``col``."""
        col_stones = self.mask & self.geo.column_masks[col]
        top_stone = (col_stones + self.geo.bottoms[col]) >> 1
        self.mask ^= top_stone
        self.current ^= self.mask
        self.ply -= 1

    def child(self, col: int) -> Position:
        """A new position: this one after ``col``."""
        p = Position(self.geo, self.current, self.mask, self.ply)
        p.play(col)
        return p

    def move_bit(self, col: int) -> int:
        """The bit of the cell a stone dropped in ``col`` would take (0 when the column is full)."""
        return (self.mask + self.geo.bottoms[col]) & self.geo.column_masks[col]

    def is_winning_move(self, col: int) -> bool:
        """True when dropping the side to move's stone in the open column ``col`` makes a line."""
        return self.geo.has_won(self.current | self.move_bit(col))

    def winning_cells(self, stones: int) -> int:
        """Empty cells (playable now or later) that would complete a line for ``stones``."""
        return winning_cells(self.geo, stones, self.mask)

    def playable_cells(self) -> int:
        """The cells where a stone would land now, one per open column."""
        return (self.mask + self.geo.bottom) & self.geo.board_mask

    def winning_moves(self) -> list[int]:
        """Columns where the side to move completes a line now."""
        if self.is_won():
            return []
        win = self.winning_cells(self.current) & self.playable_cells()
        return [c for c in range(self.geo.columns) if win & self.geo.column_masks[c]]

    def non_losing_moves(self) -> list[int]:
        """Open columns after which the opponent cannot complete a line on the next ply.

        Ignores the side to move's own immediate wins (check ``winning_moves`` first). Empty when
        every move loses: the opponent has two immediate wins, or one that can only be blocked by
        playing under another. Based on Pons' ``possibleNonLosingMoves``.
        """
        if self.is_won():
            return []
        playable = self.playable_cells()
        threats = self.winning_cells(self.current ^ self.mask)
        forced = playable & threats
        if forced:
            if forced & (forced - 1):
                return []  # two cells to block at once
            playable = forced
        playable &= ~(threats >> 1)  # never play directly below an opponent's winning cell
        return [c for c in range(self.geo.columns) if playable & self.geo.column_masks[c]]

    def mirror(self) -> Position:
        """The left-right mirror image (column ``c`` becomes ``columns - 1 - c``)."""
        geo = self.geo
        cur = mask = 0
        for c in range(geo.columns):
            shift = (geo.columns - 1 - 2 * c) * geo.height
            cm = geo.column_masks[c]
            if shift >= 0:
                cur |= (self.current & cm) << shift
                mask |= (self.mask & cm) << shift
            else:
                cur |= (self.current & cm) >> -shift
                mask |= (self.mask & cm) >> -shift
        return Position(geo, cur, mask, self.ply)

    # --- text ---------------------------------------------------------------------------

    def render(self) -> str:
        """A text board, top row first: ``X`` mark 1, ``O`` mark 2, ``.`` empty; column numbers
        (1-based, as in move strings) underneath."""
        geo = self.geo
        board = self.to_kaggle_board()
        chars = ".XO"
        lines = [" ".join(chars[board[r * geo.columns + c]] for c in range(geo.columns))
                 for r in range(geo.rows)]
        lines.append(" ".join(MOVE_DIGITS[c] for c in range(geo.columns)))
        return "\n".join(lines)

    def __repr__(self) -> str:
        g = self.geo
        return f"<Position {g.rows}x{g.columns}x{g.inarow} ply={self.ply} key={self.key()}>"


def winning_cells(geo: Geometry, stones: int, mask: int) -> int:
    """Empty cells (``~mask``, on the board) that would complete a line of ``inarow`` for
    ``stones``: a cell completes one when ``j`` of the player's stones lie right behind it along a
    direction and ``inarow - 1 - j`` right ahead, for some ``j``.

    Four in a row (Kaggle's default) takes an unrolled path, about 5x faster in CPython than the
    general loop (:func:`winning_cells_any`); it is the exact solver's innermost call. That path
    assumes a reachable position (``stones`` within ``mask``, every column filled from the bottom):
    vertically only three stones right below an empty cell make it a winning cell."""
    if geo.inarow != 4:
        return winning_cells_any(geo, stones, mask)
    cells = (stones << 1) & (stones << 2) & (stones << 3)
    for s in geo.directions[1:]:  # horizontal and the two diagonals
        behind, behind2, ahead, ahead2 = stones << s, stones << 2 * s, stones >> s, stones >> 2 * s
        cells |= (behind & (behind2 & ((stones << 3 * s) | ahead) | ahead & ahead2)
                  | ahead & ahead2 & (stones >> 3 * s))
    return cells & geo.board_mask & ~mask


def winning_cells_any(geo: Geometry, stones: int, mask: int) -> int:
    """:func:`winning_cells` for any ``inarow``: the general loop."""
    n = geo.inarow
    cells = 0
    for s in geo.directions:
        below, above = [-1], [-1]  # below[k]: k own stones right behind the cell; above[k]: ahead
        for k in range(1, n):
            below.append(below[-1] & (stones << (k * s)))
            above.append(above[-1] & (stones >> (k * s)))
        for j in range(n):
            cells |= below[j] & above[n - 1 - j]
    return cells & geo.board_mask & ~mask


def random_playout(pos: Position, rng: _random.Random) -> tuple[int, int]:
    """Play uniformly random moves from ``pos`` to the end of the game; ``pos`` is unchanged.

    This is the hot loop of plain MCTS (rollouts), so it works on the two integers directly.

    Args:
        pos: the start position (not terminal).
        rng: the source of randomness (its ``random`` method is used).

    Returns:
        ``(result, plies)``: the result for the side to move at ``pos`` (+1 win, 0 draw,
        -1 loss) and the number of plies played.
    """
    geo = pos.geo
    tops, bottoms, win_steps = geo.tops, geo.bottoms, geo.win_steps
    cur, mask = pos.current, pos.mask
    legal = [c for c in range(geo.columns) if not mask & tops[c]]
    rand = rng.random
    sign = 1  # +1 while the mover is the side to move at ``pos``
    plies = 0
    while legal:
        plies += 1
        i = int(rand() * len(legal))
        col = legal[i]
        new_mask = mask | (mask + bottoms[col])
        mover = cur ^ mask ^ new_mask  # the mover's stones, new one included
        for steps in win_steps:
            r = mover
            for s in steps:
                r &= r >> s
            if r:
                return sign, plies
        if new_mask & tops[col]:
            legal[i] = legal[-1]
            legal.pop()
        cur, mask = mover ^ new_mask, new_mask
        sign = -sign
    return 0, plies
'''[1:]


# --------------------------------------------------------------------------------------------------
# agents.book: agents/book.py (100 lines)
# --------------------------------------------------------------------------------------------------
_SOURCES['agents.book'] = r'''
"""An opening book: the move to play in given positions, looked up before any search.

A book maps a position to one column. A position and its mirror image share one entry (the
smaller of their two keys, see ``Position.key``); the stored move is for the position with that
key, and is mirrored on lookup when the position is the other one.

Binary format (compact enough to embed in ``main.py`` as base64): a header ``b"CXB1"``, the
board's rows, columns and inarow as one byte each, then per entry 8 bytes, little-endian: the
key in the high 56 bits and the column in the low 8. Filled with :meth:`OpeningBook.add`; the
packager embeds a book file given as the alphazero player's ``book=PATH``.
"""

from __future__ import annotations

from _cx_e9daa84824e3.board import Position

MAGIC = b"CXB1"


def canonical(position: Position) -> tuple[int, bool]:
    """``(key, mirrored)``: the entry key of ``position`` and whether it is the mirror image's."""
    own, other = position.key(), position.mirror().key()
    return (own, False) if own <= other else (other, True)


class OpeningBook:
    """Moves by position for one board size.

    Args:
        rows, columns, inarow: the board.
        moves: ``{canonical key: column}`` (see :func:`canonical`).
    """

    def __init__(self, rows: int, columns: int, inarow: int, moves: dict[int, int] | None = None):
        self.board = (rows, columns, inarow)
        self.moves = dict(moves or {})

    def __len__(self) -> int:
        return len(self.moves)

    def add(self, position: Position, column: int) -> None:
        """Record ``column`` as the move in ``position``.

        Raises:
            ValueError: a board whose keys need more than 56 bits.
        """
        key, mirrored = canonical(position)
        if key >> 56:
            raise ValueError("the book format holds boards of at most 56 key bits")
        self.moves[key] = position.geo.columns - 1 - column if mirrored else column

    def lookup(self, position: Position) -> int | None:
        """The book's column for ``position``, or None when it is not in the book (or the book is
        for another board size)."""
        geo = position.geo
        if (geo.rows, geo.columns, geo.inarow) != self.board:
            return None
        key, mirrored = canonical(position)
        column = self.moves.get(key)
        if column is None:
            return None
        return geo.columns - 1 - column if mirrored else column

    def to_bytes(self) -> bytes:
        """The binary format (see the module docstring), entries sorted by key."""
        out = bytearray(MAGIC + bytes(self.board))
        for key in sorted(self.moves):
            out += (key << 8 | self.moves[key]).to_bytes(8, "little")
        return bytes(out)

    @classmethod
    def from_bytes(cls, data: bytes) -> OpeningBook:
        """Read the binary format.

        Raises:
            ValueError: not a book, a truncated one, an impossible board, or a column off the board.
        """
        if data[:4] != MAGIC or len(data) < 7 or (len(data) - 7) % 8:
            raise ValueError("not an opening book (bad header or truncated)")
        rows, columns, inarow = data[4], data[5], data[6]
        if min(rows, columns, inarow) < 1 or inarow > max(rows, columns):
            raise ValueError(f"an opening book for an impossible board: {rows}x{columns}, {inarow} in a row")
        moves = {}
        for i in range(7, len(data), 8):
            word = int.from_bytes(data[i:i + 8], "little")
            if word & 0xFF >= columns:
                raise ValueError(f"an opening book with column {word & 0xFF} on a board of {columns} columns "
                                 f"(entry {(i - 7) // 8})")
            moves[word >> 8] = word & 0xFF
        return cls(rows, columns, inarow, moves)

    @classmethod
    def load(cls, path: str) -> OpeningBook:
        """Read a book file.

        Raises:
            ValueError: not a book. OSError: an unreadable file.
        """
        with open(path, "rb") as f:
            return cls.from_bytes(f.read())
'''[1:]


# --------------------------------------------------------------------------------------------------
# agents.encoding: agents/encoding.py (135 lines)
# --------------------------------------------------------------------------------------------------
_SOURCES['agents.encoding'] = r'''
"""The one encoder from positions to network input planes, shared by training, the numpy
inference and the packaged submission.

Version 1, after Cej, "Learning to Play Connect Four with AlphaZero": three planes of shape
``(rows, columns)``, float32, in Kaggle's row
order (row 0 is the top row, column 0 the left column):

====  ==============================================================
0     stones of the side to move (1.0 where it has a stone)
1     stones of the opponent
2     side to move: all 1.0 when mark 1 (the first player) is to move, else all 0.0
====  ==============================================================

With ``pad_to=(R, C)`` (Gupta and Shah's (2022, "Reinforcement Learning for ConnectX") approach for
other board sizes) the planes are placed in the
bottom-left corner of an ``R x C`` frame, so that gravity still points down, and two planes are
added (planes 0-2 are 0.0 outside the board):

====  ==============================================================
3     the real board: 1.0 on its cells
4     the line length that wins: ``inarow / 4`` on the board's cells (1.0 for four in a row)
====  ==============================================================

The policy head then has ``C`` outputs and the columns beyond the board are masked as illegal.

Version 2 added plane 4 (one network for several ``inarow``); the unpadded planes are those of
version 1, so unpadded networks of either version load (:func:`compatible`).
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np

from _cx_e9daa84824e3.board import Position

ENCODER_VERSION = 2
"""Bumped whenever the planes change; checkpoints record it and the packager checks it."""


def compatible(version: int, padded: bool) -> bool:
    """Whether a network trained with encoder ``version`` reads this code's planes: the same
    version, or an unpadded network of version 1 (whose planes did not change)."""
    return version == ENCODER_VERSION or (version == 1 and not padded)


def planes_count(padded: bool) -> int:
    """Number of input planes: 3, or 5 (the board and its ``inarow``) when padding."""
    return 5 if padded else 3


def encode(positions: list[Position], pad_to: tuple[int, int] | None = None) -> np.ndarray:
    """Encode positions of one board size.

    Args:
        positions: positions of the same geometry.
        pad_to: ``(R, C)`` frame to pad into (bottom-left aligned), or None for the board's size.

    Returns:
        float32 array ``(len(positions), planes, rows, columns)`` (or ``R, C`` when padded).

    Raises:
        ValueError: mixed board sizes, or a board larger than ``pad_to``.
    """
    if not positions:
        raise ValueError("no positions to encode")
    geo = positions[0].geo
    rows, columns = geo.rows, geo.columns
    if any(p.geo is not geo for p in positions):
        raise ValueError("all positions must have the same board size")
    frame = (rows, columns) if pad_to is None else pad_to
    if frame[0] < rows or frame[1] < columns:
        raise ValueError(f"a {rows}x{columns} board does not fit in the {frame[0]}x{frame[1]} frame")
    n_planes = planes_count(pad_to is not None)
    out = np.zeros((len(positions), n_planes, frame[0], frame[1]), dtype=np.float32)
    top = frame[0] - rows
    bits = _cell_bits(rows, columns)
    for i, pos in enumerate(positions):
        own = _unpack(pos.current, bits)
        other = _unpack(pos.current ^ pos.mask, bits)
        out[i, 0, top:, :columns] = own
        out[i, 1, top:, :columns] = other
        if pos.ply % 2 == 0:
            out[i, 2, top:, :columns] = 1.0
    if pad_to is not None:
        out[:, 3, top:, :columns] = 1.0
        out[:, 4, top:, :columns] = geo.inarow / 4.0
    return out


@lru_cache(maxsize=16)
def _cell_bits(rows: int, columns: int) -> np.ndarray:
    """The bitboard bit of every Kaggle cell ``(r, c)``, ``(rows, columns)`` int64, so that all
    stones unpack at once (see the coordinates table in :mod:`agents.board`)."""
    height = rows + 1
    return np.array([[c * height + (rows - 1 - r) for c in range(columns)] for r in range(rows)], dtype=np.int64)


def _unpack(stones: int, bits: np.ndarray) -> np.ndarray:
    """0/1 float32 array of ``bits.shape``: which of the given bit indices are set in ``stones``."""
    n = int(bits.max()) + 1
    raw = np.frombuffer(stones.to_bytes((n + 7) // 8, "little"), dtype=np.uint8)
    flat = np.unpackbits(raw, bitorder="little")
    return flat[bits].astype(np.float32)


def encode_cells(positions: list[Position]) -> np.ndarray:
    """The Monte Carlo MLP value-network paper's input: two numbers per cell, Kaggle's row order
    (top-left cell first, row by
    row): ``(0, 1)`` a mark-1 (red) stone, ``(1, 0)`` a mark-2 (yellow) stone, ``(0, 0)`` empty.
    Colours are absolute, not the side to move's.

    Args:
        positions: positions of the same geometry.

    Returns:
        float32 ``(len(positions), 2 * rows * columns)`` (84 columns on 6x7).

    Raises:
        ValueError: no positions, or mixed board sizes.
    """
    if not positions:
        raise ValueError("no positions to encode")
    geo = positions[0].geo
    if any(p.geo is not geo for p in positions):
        raise ValueError("all positions must have the same board size")
    bits = _cell_bits(geo.rows, geo.columns)
    out = np.zeros((len(positions), geo.rows * geo.columns, 2), dtype=np.float32)
    for i, pos in enumerate(positions):
        mover, other = pos.current, pos.current ^ pos.mask
        red, yellow = (mover, other) if pos.ply % 2 == 0 else (other, mover)
        out[i, :, 1] = _unpack(red, bits).reshape(-1)
        out[i, :, 0] = _unpack(yellow, bits).reshape(-1)
    return out.reshape(len(positions), -1)
'''[1:]


# --------------------------------------------------------------------------------------------------
# agents.kaggle: agents/kaggle.py (145 lines)
# --------------------------------------------------------------------------------------------------
_SOURCES['agents.kaggle'] = r'''
"""The Kaggle adapter: ``agent(observation, configuration) -> int`` for any player.

Kaggle calls the agent once per move with the observation (``board``, ``mark``,
``remainingOverageTime``, ``step``) and the configuration (``rows``, ``columns``, ``inarow``,
``actTimeout``); both come as dicts with attribute access. The adapter reads the board size from
the configuration (never assuming 6x7x4), gives the player a time budget derived from the time
rules, and returns a plain ``int`` (a numpy integer is rejected by Kaggle as INVALID).

Time rules (kaggle-environments 1.33, connectx): each move may take ``actTimeout`` seconds (2);
time beyond it is drawn from an overage bank of ``remainingOverageTime`` seconds (60 per episode,
never refilled); a move with the bank spent is a TIMEOUT and loses.
"""

from __future__ import annotations

import sys
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from _cx_e9daa84824e3.board import Position
from _cx_e9daa84824e3.timing import MIN_MOVE_S


@dataclass(frozen=True)
class TimeControl:
    """How much of the clock a move may use.

    ``budget = act_fraction * actTimeout + min(max_overage_s, overage_share * max(0,
    remainingOverageTime - reserve_s))``, then at most ``max_s`` and at least ``min_s``. The margin
    left by ``act_fraction`` covers what the player does not measure itself: building the position,
    Python's start-up of the call, a slower CPU on Kaggle. A clock value that is missing, not a
    number, infinite or negative counts as its default: ``actTimeout`` 2 s, the bank 0 s (never
    plan on time that may not be there).
    """

    act_fraction: float = 0.6
    """Share of ``actTimeout`` to spend per move, in (0, 1]."""
    overage_share: float = 0.0
    """Share of the overage bank (above ``reserve_s``) to add to each move, in [0, 1)."""
    reserve_s: float = 10.0
    """Seconds of the overage bank never planned for, in seconds."""
    min_s: float = MIN_MOVE_S
    """Smallest budget handed to a player, in seconds."""
    max_overage_s: float = 10.0
    """The most seconds one move may draw from the bank, however large the bank a configuration
    gives (Kaggle's 60 s bank at ``overage_share`` 0.2 gives the first move exactly this)."""
    max_s: float = 20.0
    """The longest budget of any move, in seconds, however generous the clock a configuration
    gives (Kaggle's defaults give at most 11.2 s at ``overage_share`` 0.2)."""

    def __post_init__(self):
        if not 0 < self.act_fraction <= 1:
            raise ValueError(f"act_fraction must be in (0, 1], got {self.act_fraction}")
        if not 0 <= self.overage_share < 1:
            raise ValueError(f"overage_share must be in [0, 1), got {self.overage_share}")
        if self.reserve_s < 0 or self.max_overage_s < 0 or not 0 < self.min_s <= self.max_s:
            raise ValueError(f"reserve_s and max_overage_s must be >= 0 and 0 < min_s <= max_s, got "
                             f"{self.reserve_s}, {self.max_overage_s}, {self.min_s}, {self.max_s}")

    def budget(self, configuration: Any, observation: Any) -> float:
        """Seconds the player may think on this move."""
        act = seconds_or_default(_get(configuration, "actTimeout"), 2.0)
        bank = seconds_or_default(_get(observation, "remainingOverageTime"), 0.0)
        draw = min(self.max_overage_s, self.overage_share * max(0.0, bank - self.reserve_s))
        return max(self.min_s, min(self.max_s, self.act_fraction * act + draw))


def seconds_or_default(value: Any, default: float) -> float:
    """``value`` as seconds, or ``default`` when it is missing, not a number, not finite or negative."""
    try:
        seconds = float(value)
    except (TypeError, ValueError, OverflowError):
        return default
    return seconds if 0 <= seconds < float("inf") else default


def _get(obj: Any, name: str, default: Any = None) -> Any:
    """Read ``name`` from a dict or an attribute-style object (kaggle's Struct is both)."""
    if isinstance(obj, dict):
        return obj.get(name, default)
    return getattr(obj, name, default)


def position_from_observation(observation: Any, configuration: Any) -> Position:
    """The :class:`Position` an observation describes (see ``Position.from_kaggle``).

    Raises:
        ValueError: a missing field or an impossible board, with the reason.
    """
    board = _get(observation, "board")
    mark = _get(observation, "mark")
    if board is None or mark is None:
        raise ValueError("observation lacks 'board' or 'mark'")
    return Position.from_kaggle(list(board), int(mark), int(_get(configuration, "rows", 6)),
                                int(_get(configuration, "columns", 7)), int(_get(configuration, "inarow", 4)))


def fallback_move(observation: Any, configuration: Any) -> int:
    """An open column read straight off the raw board (the centre-most one), or 0 if none can be
    read: the move of last resort when the player or the observation fails."""
    try:
        board = list(_get(observation, "board"))
        columns = int(_get(configuration, "columns", 7))
        open_columns = [c for c in range(min(columns, len(board))) if board[c] == 0]
        return int(min(open_columns, key=lambda c: abs(2 * c - columns + 1)))
    except Exception:
        return 0


def make_agent(player: Any, time_control: TimeControl = TimeControl(),
               startup_s: float = 0.0) -> Callable[[Any, Any], int]:
    """Wrap a player (``choose(position, seconds) -> int``) as a Kaggle agent.

    The returned function never raises: if the observation is impossible or the player fails or
    returns an illegal column, the traceback goes to stderr and a legal column
    (:func:`fallback_move`) is returned, so a game is never lost to an exception of ours.

    Args:
        player: the player.
        time_control: how the budget is derived from the clock.
        startup_s: seconds already spent before the first call that Kaggle charges to the first
            move (a submission file's loading: Kaggle executes the file lazily, inside the first
            move's clock); deducted from the first move's budget only.
    """
    pending_startup = [startup_s]

    def agent(observation: Any, configuration: Any) -> int:
        start = time.perf_counter()
        try:
            position = position_from_observation(observation, configuration)
            spent = time.perf_counter() - start + pending_startup[0]
            pending_startup[0] = 0.0
            seconds = time_control.budget(configuration, observation) - spent
            move = int(player.choose(position, max(time_control.min_s, seconds)))
            if not position.can_play(move):
                raise ValueError(f"player returned column {move}, which is full or off the board")
            return move
        except Exception:
            traceback.print_exc(file=sys.stderr)
            return fallback_move(observation, configuration)

    return agent
'''[1:]


# --------------------------------------------------------------------------------------------------
# agents.nn: agents/nn.py (298 lines)
# --------------------------------------------------------------------------------------------------
_SOURCES['agents.nn'] = r'''
"""Numpy forward pass of the policy/value network, from a dict of arrays (no torch).

This is the inference that runs in the ladder and inside the packaged ``main.py``. The arrays are
those of :func:`training.export.export_arrays`: the torch network of :mod:`training.model` with
every batch norm folded into the convolution before it, 3x3 kernels laid out for an im2col
matrix product, and the fully connected layers reordered for channels-last flattening.

Layout: a batch's activations are one ``(B * H * W + 1, C)`` float32 matrix, a row per cell
(channels-last) and one last row of zeros. A 3x3 convolution is one gather and one matrix
product: ``np.take`` copies, for every cell, the rows of its nine neighbours (the zero row where
a neighbour is off the board, so no padding pass) into a preallocated ``(B * H * W, 9C)`` buffer,
and ``np.dot`` multiplies it by the ``(9C, C_out)`` kernel straight into the next layer's buffer.
The bias, the ReLU and the residual sum are in-place passes. The two heads' 1x1 convolutions are
one product (``C -> 3``), and the policy's and the value's first fully connected layers another
(``3 H W -> columns + hidden``). Every buffer and view is planned once per batch size, so a
forward pass allocates almost nothing and makes about five numpy calls per convolution. Against
the previous layout (a padded copy and nine slice copies per convolution, about thirteen calls)
it runs 1.9x faster at batch 1, 1.1x at batch 8 and 1.2x at batch 16 on a 2-core x86 machine,
one BLAS thread: 1.5x, 1.4x and 1.3x onnxruntime's time (medians of three runs of
``connectx bench inference``). Winograd's F(2x2, 3x3) (Lavin and Gray 2016, "Fast Algorithms for
Convolutional Neural Networks") was measured and left out: in numpy its sixteen small products
alone took as long as the one im2col product they replace, before the transforms.

Arrays (float32; ``f`` filters, ``k`` 3x3 convolutions):
  ``meta``: int64 ``[rows, columns, blocks, filters, value_hidden, padded, encoder_version]``
  ``stem.w`` ``(9 * planes, f)``, ``stem.b`` ``(f,)``
  ``block{i}.conv{1,2}.w`` ``(9f, f)``, ``.b`` ``(f,)`` for i in 0..blocks-1 (row ``t * C + c``:
  tap ``t = 3 * (dy + 1) + (dx + 1)`` of input channel ``c``)
  ``policy.conv.w`` ``(f, 2)``, ``policy.conv.b`` ``(2,)``, ``policy.fc.w`` ``(2 * H * W, columns)``,
  ``policy.fc.b``; ``value.conv.w`` ``(f, 1)``, ``value.conv.b``, ``value.fc1.w`` ``(H * W, hidden)``,
  ``value.fc1.b``, ``value.fc2.w`` ``(hidden, 1)``, ``value.fc2.b``.
"""

from __future__ import annotations

import numpy as np

from _cx_e9daa84824e3.board import Position
from _cx_e9daa84824e3.encoding import ENCODER_VERSION, compatible, encode, encode_cells, planes_count


class Network:
    """A policy/value network for numpy inference; also a PUCT ``BatchEvaluator``.

    Args:
        arrays: see the module docstring (values are cast to float32).

    Raises:
        ValueError: a missing array, a wrong shape, or another encoder version.
    """

    def __init__(self, arrays: dict[str, np.ndarray]):
        try:
            meta = [int(v) for v in arrays["meta"]]
        except KeyError:
            raise ValueError("network arrays lack 'meta'") from None
        self.rows, self.columns, self.blocks, self.filters, self.value_hidden, padded, version = meta
        self.padded = bool(padded)
        if not compatible(version, self.padded):
            raise ValueError(f"network trained with encoder version {version}; "
                             f"this code encodes with {ENCODER_VERSION}")
        self.w = {k: np.ascontiguousarray(v, dtype=np.float32) for k, v in arrays.items() if k != "meta"}
        planes = planes_count(self.padded)
        f, cells = self.filters, self.rows * self.columns
        expected = {"stem.w": (9 * planes, f), "stem.b": (f,), "policy.conv.w": (f, 2), "policy.conv.b": (2,),
                    "policy.fc.w": (2 * cells, self.columns), "policy.fc.b": (self.columns,),
                    "value.conv.w": (f, 1), "value.conv.b": (1,), "value.fc1.w": (cells, self.value_hidden),
                    "value.fc1.b": (self.value_hidden,), "value.fc2.w": (self.value_hidden, 1), "value.fc2.b": (1,)}
        for i in range(self.blocks):
            expected[f"block{i}.conv1.w"] = expected[f"block{i}.conv2.w"] = (9 * f, f)
            expected[f"block{i}.conv1.b"] = expected[f"block{i}.conv2.b"] = (f,)
        for name, shape in expected.items():
            if name not in self.w:
                raise ValueError(f"network arrays lack {name!r}")
            if self.w[name].shape != shape:
                raise ValueError(f"network array {name!r} has shape {self.w[name].shape}, expected {shape}")
        w, h, cols = self.w, self.rows, self.columns
        self._stem = (w["stem.w"], w["stem.b"])
        self._blocks = [(w[f"block{i}.conv1.w"], w[f"block{i}.conv1.b"], w[f"block{i}.conv2.w"],
                         w[f"block{i}.conv2.b"]) for i in range(self.blocks)]
        self._heads = (np.concatenate([w["policy.conv.w"], w["value.conv.w"]], axis=1),
                       np.concatenate([w["policy.conv.b"], w["value.conv.b"]]))
        fc = np.zeros((cells, 3, cols + self.value_hidden), np.float32)  # rows: cell * 3 + head channel
        fc[:, :2, :cols] = w["policy.fc.w"].reshape(cells, 2, cols)
        fc[:, 2, cols:] = w["value.fc1.w"]
        self._fc = (fc.reshape(3 * cells, cols + self.value_hidden),
                    np.concatenate([w["policy.fc.b"], w["value.fc1.b"]]))
        self._neighbours = _neighbours(h, cols)
        self._plans: dict[int, tuple] = {}

    def _plan(self, batch: int) -> tuple:
        """The gather indices, buffers and views of a forward pass of ``batch`` positions."""
        cells = self.rows * self.columns
        n, f = batch * cells, self.filters
        planes = self._stem[0].shape[0] // 9
        nb = self._neighbours
        index = np.where(nb >= 0, nb + (np.arange(batch) * cells)[:, None, None], n).reshape(-1)
        stem_in = np.zeros((n + 1, planes), np.float32)
        stem_cols = np.empty((9 * n, planes), np.float32)
        buffers = [np.zeros((n + 1, f), np.float32) for _ in range(3)]
        cols = np.empty((9 * n, f), np.float32)
        plan = (index, stem_in, stem_in[:n].reshape(batch, self.rows, self.columns, planes), stem_cols,
                stem_cols.reshape(n, 9 * planes), buffers, [b[:n] for b in buffers], cols, cols.reshape(n, 9 * f),
                np.empty((n, 3), np.float32), np.empty((batch, self._fc[0].shape[1]), np.float32))
        self._plans[batch] = plan
        return plan

    def forward(self, planes: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Raw outputs for encoded positions.

        Args:
            planes: float32 ``(B, planes, rows, columns)`` from :func:`agents.encoding.encode`.

        Returns:
            ``(policy logits (B, columns), values (B,) in [-1, 1])``, float32, new arrays.
        """
        batch = planes.shape[0]
        plan = self._plans.get(batch) or self._plan(batch)
        index, stem_in, stem_cells, stem_cols, stem_matrix, buffers, views, cols, matrix, heads, fc = plan
        take, dot, add, relu = np.take, np.dot, np.add, np.maximum
        stem_cells[...] = planes.transpose(0, 2, 3, 1)
        take(stem_in, index, 0, stem_cols, "clip")  # "clip": no bounds pass (the indices are in range)
        (x, y, z), (xv, yv, zv) = buffers, views
        w, b = self._stem
        dot(stem_matrix, w, out=xv)
        add(xv, b, out=xv)
        relu(xv, 0.0, out=xv)
        for w1, b1, w2, b2 in self._blocks:
            take(x, index, 0, cols, "clip")
            dot(matrix, w1, out=yv)
            add(yv, b1, out=yv)
            relu(yv, 0.0, out=yv)
            take(y, index, 0, cols, "clip")
            dot(matrix, w2, out=zv)
            add(zv, b2, out=zv)
            add(zv, xv, out=zv)
            relu(zv, 0.0, out=zv)
            x, z, xv, zv = z, x, zv, xv
        dot(xv, self._heads[0], out=heads)
        add(heads, self._heads[1], out=heads)
        relu(heads, 0.0, out=heads)
        dot(heads.reshape(batch, -1), self._fc[0], out=fc)
        add(fc, self._fc[1], out=fc)
        logits = fc[:, :self.columns].copy()
        hidden = relu(fc[:, self.columns:], 0.0)
        values = np.tanh(hidden @ self.w["value.fc2.w"] + self.w["value.fc2.b"]).reshape(batch)
        return logits, values

    def fits(self, position: Position) -> bool:
        """True when the network can evaluate positions of this board size."""
        geo = position.geo
        if self.padded:
            return geo.rows <= self.rows and geo.columns <= self.columns
        return (geo.rows, geo.columns) == (self.rows, self.columns)

    def evaluate_batch(self, positions: list[Position]) -> tuple[np.ndarray, np.ndarray]:
        """Softmax priors over the board's columns ``(B, columns)`` and values ``(B,)`` for the
        side to move, float32.

        Raises:
            ValueError: a board the network cannot take (see :meth:`fits`).
        """
        if not self.fits(positions[0]):
            g = positions[0].geo
            raise ValueError(f"a {self.rows}x{self.columns} network cannot evaluate a {g.rows}x{g.columns} board")
        logits, values = self.forward(encode(positions, (self.rows, self.columns) if self.padded else None))
        return _softmax(logits[:, :positions[0].geo.columns]), values


def _neighbours(rows: int, columns: int) -> np.ndarray:
    """int64 ``(rows * columns, 9)``: for each cell (row-major) the cell of each 3x3 tap (tap
    ``t = 3 * (dy + 1) + (dx + 1)``), -1 off the board."""
    out = np.full((rows * columns, 9), -1, np.int64)
    for r in range(rows):
        for c in range(columns):
            for t in range(9):
                rr, cc = r + t // 3 - 1, c + t % 3 - 1
                if 0 <= rr < rows and 0 <= cc < columns:
                    out[r * columns + c, t] = rr * columns + cc
    return out


def load_arrays(source: str | dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    """The arrays of an ``.npz`` file (a path), or ``source`` itself when it is already a dict
    (the packaged submission passes its embedded arrays).

    Raises:
        ValueError: an unreadable or non-npz file (the message names it).
    """
    if isinstance(source, dict):
        return source
    try:
        with np.load(source) as data:
            return {k: data[k] for k in data.files}
    except (OSError, ValueError, AttributeError) as e:
        raise ValueError(f"{source} is not a readable weights file (.npz): {e}") from None


def load_network(source: str | dict[str, np.ndarray]) -> Network:
    """A :class:`Network` from an ``.npz`` of its arrays (or the arrays).

    Raises:
        ValueError: unreadable file or bad arrays (the message names the problem).
    """
    return Network(load_arrays(source))


class ValueMLP:
    """The Monte Carlo MLP value-network paper's value network: 2 inputs per cell
    (:func:`agents.encoding.encode_cells`), one
    sigmoid hidden layer, one sigmoid output ``V(s)`` in [0, 1]: the estimated return (1 a win,
    0 a loss, discounted by gamma per ply to the end) of the player who made the last move.

    Arrays: ``meta`` int64 ``[rows, columns, hidden]``; float ``hidden.w`` ``(2 * rows * columns,
    hidden)``, ``hidden.b`` ``(hidden,)``, ``out.w`` ``(hidden,)``, ``out.b`` ``(1,)``.

    Raises:
        ValueError: a missing array or a wrong shape.
    """

    def __init__(self, arrays: dict[str, np.ndarray]):
        try:
            self.rows, self.columns, self.hidden = (int(v) for v in arrays["meta"])
            self.w1 = np.asarray(arrays["hidden.w"], dtype=np.float64)
            self.b1 = np.asarray(arrays["hidden.b"], dtype=np.float64)
            self.w2 = np.asarray(arrays["out.w"], dtype=np.float64).reshape(-1)
            self.b2 = float(np.asarray(arrays["out.b"]).reshape(-1)[0])
        except (KeyError, ValueError, TypeError, IndexError) as e:
            raise ValueError(f"not an MLP value network's arrays: {e!r}") from None
        inputs = 2 * self.rows * self.columns
        if self.w1.shape != (inputs, self.hidden) or self.b1.shape != (self.hidden,) or self.w2.shape != (self.hidden,):
            raise ValueError(f"MLP arrays do not fit a {self.rows}x{self.columns} board with {self.hidden} hidden "
                             f"units: hidden.w {self.w1.shape}, hidden.b {self.b1.shape}, out.w {self.w2.shape}")

    def fits(self, position: Position) -> bool:
        """True when the network was built for this board size."""
        return (position.geo.rows, position.geo.columns) == (self.rows, self.columns)

    def forward(self, x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """``(hidden activations (B, hidden), V (B,))`` for encoded inputs ``x`` ``(B, inputs)``."""
        h = 1.0 / (1.0 + np.exp(-(x @ self.w1 + self.b1)))
        return h, 1.0 / (1.0 + np.exp(-(h @ self.w2 + self.b2)))

    def values(self, positions: list[Position]) -> np.ndarray:
        """``V`` of each position, float64 ``(B,)`` in [0, 1].

        Raises:
            ValueError: a board of another size.
        """
        if not self.fits(positions[0]):
            g = positions[0].geo
            raise ValueError(f"a {self.rows}x{self.columns} MLP cannot evaluate a {g.rows}x{g.columns} board")
        return self.forward(encode_cells(positions))[1]


class OnnxNetwork:
    """The same network run by onnxruntime (one intra-op thread), for builds that embed an ONNX
    model; inputs and outputs as :class:`Network`'s.

    onnxruntime is imported here, not at module level: ``agents`` needs only numpy, and a
    submission falls back to the numpy :class:`Network` when this constructor raises ImportError.

    Args:
        model: the ONNX model's bytes (input ``planes``; outputs ``policy`` logits, ``value``).
        reference: the numpy network of the same weights (for its shape and board checks).

    Raises:
        ImportError: onnxruntime is not installed.
    """

    def __init__(self, model: bytes, reference: Network):
        import onnxruntime

        options = onnxruntime.SessionOptions()
        options.intra_op_num_threads = 1
        options.inter_op_num_threads = 1
        self.session = onnxruntime.InferenceSession(model, options, providers=["CPUExecutionProvider"])
        self.reference = reference

    def fits(self, position: Position) -> bool:
        return self.reference.fits(position)

    def forward(self, planes: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        logits, values = self.session.run(None, {"planes": np.ascontiguousarray(planes, dtype=np.float32)})
        return logits.astype(np.float32), values.reshape(-1).astype(np.float32)

    def evaluate_batch(self, positions: list[Position]) -> tuple[np.ndarray, np.ndarray]:
        ref = self.reference
        if not ref.fits(positions[0]):
            g = positions[0].geo
            raise ValueError(f"a {ref.rows}x{ref.columns} network cannot evaluate a {g.rows}x{g.columns} board")
        logits, values = self.forward(encode(positions, (ref.rows, ref.columns) if ref.padded else None))
        return _softmax(logits[:, :positions[0].geo.columns]), values


def _softmax(logits: np.ndarray) -> np.ndarray:
    e = np.exp(logits - logits.max(axis=1, keepdims=True))
    return (e / e.sum(axis=1, keepdims=True)).astype(np.float32)
'''[1:]


# --------------------------------------------------------------------------------------------------
# agents.search: agents/search/__init__.py (0 lines)
# --------------------------------------------------------------------------------------------------
_SOURCES['agents.search'] = r'''
'''[1:]


# --------------------------------------------------------------------------------------------------
# agents.search.puct: agents/search/puct.py (248 lines)
# --------------------------------------------------------------------------------------------------
_SOURCES['agents.search.puct'] = r'''
"""PUCT Monte Carlo tree search over a batched policy/value evaluator, with virtual loss.

Selection maximises ``Q(s, a) + c_puct * P(s, a) * sqrt(N(s)) / (1 + N(s, a))`` (AlphaGo Zero,
Silver et al. 2017, "Methods: Select"; Cej, "Learning to Play Connect Four with AlphaZero" uses
c_puct in [2, 4]). Leaves are not evaluated
one by one: :meth:`Tree.collect` walks down several times, marking each path with a virtual loss
(``N += n_vl``, ``W -= n_vl``: the path looks lost, so the next walk goes elsewhere), and
:meth:`Tree.apply` takes the evaluator's answers for all of them at once, removes the virtual loss
and backs the values up (minigo's ``tree_search``). :class:`PUCT` drives a single tree for play;
self-play runs a compiled build of the same algorithm over many trees at once
(``training.batched_puct``, checked against this one by the tests).

Values are from the side to move: the evaluator returns ``v`` in [-1, 1] for the side to move at
the leaf, an edge's ``W`` sums values for the side to move at the edge's parent, so the sign flips
at every ply. ``Q = W / N`` of an unvisited edge is ``fpu`` (first-play urgency, 0 by default).

The evaluator protocol: ``evaluate_batch(positions) -> (priors, values)``, ``priors`` float32
``(B, columns)`` probabilities over columns (illegal columns are masked and the rest renormalised
here), ``values`` float32 ``(B,)`` in [-1, 1].
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass
from typing import Protocol

import numpy as np

from _cx_e9daa84824e3.board import Position


class BatchEvaluator(Protocol):
    """A policy/value evaluator for many positions at once (side to move's point of view)."""

    def evaluate_batch(self, positions: list[Position]) -> tuple[np.ndarray, np.ndarray]: ...


class UniformEvaluator:
    """Uniform priors and value 0: PUCT then searches by the rules alone (tests, baselines)."""

    def evaluate_batch(self, positions: list[Position]) -> tuple[np.ndarray, np.ndarray]:
        columns = positions[0].geo.columns
        return (np.full((len(positions), columns), 1.0 / columns, dtype=np.float32),
                np.zeros(len(positions), dtype=np.float32))


class Node:
    """A position in the tree; its edges (one per legal move) hold the statistics.

    Attributes:
        moves: legal columns (empty until expanded, and at terminal positions).
        priors, visits, value_sums: per edge, P, N and W (W for the side to move here).
        children: per edge, the child node or None until first visited.
        terminal_value: value for the side to move if the position is terminal (-1 or 0).
        pending: a leaf awaiting evaluation in the current batch.
    """

    __slots__ = ("moves", "priors", "visits", "value_sums", "children", "terminal_value", "pending", "total")

    def __init__(self, terminal_value: float | None = None):
        self.moves: list[int] = []
        self.priors: list[float] = []
        self.visits: list[float] = []
        self.value_sums: list[float] = []
        self.children: list[Node | None] = []
        self.terminal_value = terminal_value
        self.pending = False
        self.total = 0.0  # sum of edge visits

    @property
    def expanded(self) -> bool:
        return bool(self.moves)

    def expand(self, moves: list[int], priors: np.ndarray) -> None:
        p = np.asarray([priors[m] for m in moves], dtype=np.float64)
        p = np.clip(p, 0.0, None)
        total = p.sum()
        p = p / total if total > 0 else np.full(len(moves), 1.0 / len(moves))
        self.moves = list(moves)
        self.priors = p.tolist()
        self.visits = [0.0] * len(moves)
        self.value_sums = [0.0] * len(moves)
        self.children = [None] * len(moves)


@dataclass
class Leaf:
    """A walk waiting for its evaluation: the edges taken and where they led."""

    path: list[tuple[Node, int]]
    node: Node
    position: Position


class Tree:
    """One search tree, grown in batches.

    Args:
        position: the root (copied; must not be terminal).
        c_puct: the exploration constant.
        virtual_loss: visits of virtual loss added per walk through an edge.
        fpu: Q of an unvisited edge, in [-1, 1].
    """

    def __init__(self, position: Position, c_puct: float = 2.5, virtual_loss: float = 1.0, fpu: float = 0.0):
        if position.is_terminal():
            raise ValueError("cannot search a terminal position")
        self.position = position.copy()
        self.root = Node()
        self.c_puct, self.virtual_loss, self.fpu = c_puct, virtual_loss, fpu

    @property
    def simulations(self) -> int:
        """Completed simulations (visits of the root's edges)."""
        return int(round(self.root.total))

    def _select(self, node: Node) -> int:
        sqrt_total = math.sqrt(node.total) if node.total > 0 else 1.0
        c, fpu = self.c_puct, self.fpu
        best, best_score = 0, -math.inf
        for i, (p, n, w) in enumerate(zip(node.priors, node.visits, node.value_sums, strict=True)):
            q = w / n if n > 0 else fpu
            score = q + c * p * sqrt_total / (1.0 + n)
            if score > best_score:
                best, best_score = i, score
        return best

    def collect(self, n: int) -> list[Leaf]:
        """Walk down up to ``n`` times; return the leaves that need the evaluator.

        Terminal leaves are backed up at once; a walk that reaches a leaf already waiting in this
        batch stops the collection early (its virtual loss is taken back).
        """
        leaves: list[Leaf] = []
        vl = self.virtual_loss
        for _ in range(n):
            node, pos, path = self.root, self.position.copy(), []
            while node.expanded:
                i = self._select(node)
                node.visits[i] += vl
                node.value_sums[i] -= vl
                node.total += vl
                path.append((node, i))
                pos.play(node.moves[i])
                child = node.children[i]
                if child is None:
                    child = node.children[i] = Node(pos.outcome())
                node = child
            if node.terminal_value is not None:
                self._backup(path, node.terminal_value)
            elif node.pending:
                self._revert(path)
                break
            else:
                node.pending = True
                leaves.append(Leaf(path, node, pos))
        return leaves

    def apply(self, leaves: list[Leaf], priors: np.ndarray, values: np.ndarray) -> None:
        """Expand the leaves with the evaluator's priors and back up its values."""
        for leaf, p, v in zip(leaves, priors, values, strict=True):
            leaf.node.pending = False
            leaf.node.expand(leaf.position.legal_moves(), p)
            self._backup(leaf.path, float(v))

    def _revert(self, path: list[tuple[Node, int]]) -> None:
        vl = self.virtual_loss
        for node, i in path:
            node.visits[i] -= vl
            node.value_sums[i] += vl
            node.total -= vl

    def _backup(self, path: list[tuple[Node, int]], value: float) -> None:
        """Replace the virtual loss on ``path`` by one real visit; ``value`` is for the side to
        move at the end of the path."""
        vl = self.virtual_loss
        for node, i in reversed(path):
            value = -value  # now for the side to move at ``node``
            node.visits[i] += 1.0 - vl
            node.value_sums[i] += value + vl
            node.total += 1.0 - vl

    def visit_counts(self) -> np.ndarray:
        """Root visits per column, float32 ``(columns,)`` (0 for illegal columns)."""
        counts = np.zeros(self.position.geo.columns, dtype=np.float32)
        for m, n in zip(self.root.moves, self.root.visits, strict=True):
            counts[m] = n
        return counts

    def root_value(self) -> float:
        """Visit-weighted mean value at the root, for the side to move, in [-1, 1]."""
        n = sum(self.root.visits)
        return sum(self.root.value_sums) / n if n > 0 else 0.0


@dataclass
class PUCTResult:
    """What a search found: the chosen ``move``, root ``visits`` per column, the root ``value``
    for the side to move, ``simulations`` run and ``seconds`` spent."""

    move: int
    visits: np.ndarray
    value: float
    simulations: int
    seconds: float


class PUCT:
    """PUCT search for play: one tree, leaves evaluated ``batch_size`` at a time.

    Args:
        evaluator: a :class:`BatchEvaluator`.
        c_puct: the exploration constant (Cej: 2 to 4).
        batch_size: leaves per evaluator call.
        virtual_loss: virtual visits per walk.

    The search is deterministic: the same evaluator and limits give the same visits.
    """

    def __init__(self, evaluator: BatchEvaluator, c_puct: float = 2.5, batch_size: int = 8,
                 virtual_loss: float = 1.0):
        self.evaluator, self.c_puct, self.batch_size, self.virtual_loss = evaluator, c_puct, batch_size, virtual_loss

    def search(self, position: Position, simulations: int | None = None, seconds: float | None = None) -> PUCTResult:
        """Search until ``simulations`` or ``seconds`` (at least one batch); play the most visited
        move (ties by prior order).

        Raises:
            ValueError: a terminal position, or neither limit given.
        """
        if simulations is None and seconds is None:
            raise ValueError("give a number of simulations, a time budget in seconds, or both")
        start = time.perf_counter()
        tree = Tree(position, self.c_puct, self.virtual_loss)
        limit = simulations if simulations is not None else 1 << 62
        deadline = math.inf if seconds is None else start + seconds
        while tree.simulations < limit:
            leaves = tree.collect(min(self.batch_size, limit - tree.simulations))
            if leaves:
                priors, values = self.evaluator.evaluate_batch([leaf.position for leaf in leaves])
                tree.apply(leaves, priors, values)
            if time.perf_counter() > deadline:
                break
        visits = tree.visit_counts()
        move = int(np.argmax(visits))
        return PUCTResult(move, visits, tree.root_value(), tree.simulations, time.perf_counter() - start)
'''[1:]


# --------------------------------------------------------------------------------------------------
# agents.solver: agents/solver.py (310 lines)
# --------------------------------------------------------------------------------------------------
_SOURCES['agents.solver'] = r'''
"""An exact ConnectX solver: the game value of a position under perfect play.

Ideas from Pascal Pons' tutorial "Solving Connect Four" (blog.gamesolver.org), written anew:
negamax with alpha-beta pruning; only moves that do not hand the opponent an immediate win are
searched; moves ordered by the number of winning cells they create, then centre first; a
transposition table of fixed size holding upper and lower bounds; and the root solved by a
sequence of null-window searches that narrow the score's interval.

Scores follow the convention of Pons' benchmark sets (the tutorial's part 2), generalised to
any board of ``N = rows * columns`` cells: from the side to move's point of view, a win with its
``k``-th stone scores ``(N + 2) // 2 - k`` (22 - k on 6x7), a draw 0, a loss the negative of the
opponent's win. Equivalently, at ``ply`` stones on the board, winning on this move scores
``(N + 1 - ply) // 2``.

The search works on the two integers of :class:`agents.board.Position` directly. The
transposition table is two ``array`` buffers of ``table_size`` entries (10 bytes each): the key's
low 64 bits and a packed bound, indexed by ``key % table_size``; it never grows. On boards of more
than 64 bits two positions can share an entry's check bits; the solver is exact on 6x7 and on
every board of at most 8 rows x 7 columns.
"""

from __future__ import annotations

import time
from array import array
from dataclasses import dataclass

from _cx_e9daa84824e3.board import Geometry, Position, winning_cells

DEFAULT_TABLE_SIZE = (1 << 23) + 9
"""Entries of the transposition table: 8,388,617 (about 84 MB); the one default of both solver
builds, the players' and the label and book builders'."""

_KEY_MASK = (1 << 64) - 1
_UPPER, _LOWER = 0, 1


class SolverTimeout(Exception):
    """The pure-Python solver passed its ``deadline``; its table holds only finished results."""


@dataclass
class SolveResult:
    """A solved position: ``score`` (see the module docstring), ``nodes`` searched and
    ``seconds`` spent."""

    score: int
    nodes: int
    seconds: float


class ExactSolver:
    """What both builds of the solver share: argument checks, :meth:`solve`, :meth:`exceeds` and
    :meth:`analyze` around a build's ``_solve(current, mask, ply, weak) -> score`` and
    ``_exceeds(current, mask, ply, score) -> bool``, which set ``nodes``.

    Attributes:
        geo: the board; cells: ``rows * columns``; nodes: nodes searched by the last solve.
    """

    geo: Geometry
    cells: int
    nodes: int

    def reset(self) -> None:
        """Forget the transposition table."""
        raise NotImplementedError

    def _solve(self, current: int, mask: int, ply: int, weak: bool) -> int:
        raise NotImplementedError

    def _exceeds(self, current: int, mask: int, ply: int, score: int) -> bool:
        raise NotImplementedError

    def _check(self, position: Position) -> None:
        if position.geo is not self.geo:
            raise ValueError("the position's board size is not the solver's")
        if position.is_terminal():
            raise ValueError("the game is over: nothing to solve")

    def solve(self, position: Position, weak: bool = False) -> SolveResult:
        """The exact score of ``position`` (``weak``: only its sign, -1 / 0 / 1, faster).

        Raises:
            ValueError: a finished game, or a position of another board size.
        """
        self._check(position)
        start = time.perf_counter()
        self.nodes = 0
        score = self._solve(position.current, position.mask, position.ply, weak)
        return SolveResult(score, self.nodes, time.perf_counter() - start)

    def exceeds(self, position: Position, score: int) -> bool:
        """Whether the exact score of ``position`` (for its side to move) is above ``score``: one
        null-window search, the cheapest question the solver answers (:meth:`solve` asks a
        sequence of them; weak, one or two). ``exceeds(p, 0)``: ``p`` is won; ``exceeds(p, -1)``:
        won or drawn. Sets ``nodes``.

        Raises:
            ValueError: as :meth:`solve`.
        """
        self._check(position)
        self.nodes = 0
        return self._exceeds(position.current, position.mask, position.ply, score)

    def analyze(self, position: Position, weak: bool = False) -> list[int | None]:
        """The score of every column for the side to move (None for a full column).

        Raises:
            ValueError: as :meth:`solve`.
        """
        self._check(position)
        scores: list[int | None] = []
        for col in range(self.geo.columns):
            if not position.can_play(col):
                scores.append(None)
            elif position.is_winning_move(col):
                scores.append(1 if weak else (self.cells + 1 - position.ply) // 2)
            else:
                child = position.child(col)
                scores.append(0 if child.is_terminal() else -self.solve(child, weak).score)
        return scores


def numba_supported(geo: Geometry) -> bool:
    """True when the board fits the numba build's 64-bit bitboards (``agents.solver_numba``)."""
    return geo.height * geo.columns <= 64 and (geo.inarow - 1) * (geo.height + 1) < 64


SOLVER_BUILDS = ("auto", "numba", "python")
"""The builds :func:`make_solver` makes."""

_NUMBA: dict[str, object] = {}
"""What :func:`prepare_build` found, once per process: ``ready`` (bool) and ``error`` (str)."""


def prepare_build(build: str = "auto") -> tuple[str, float]:
    """Get ``build`` ready before the first solve: for "auto" and "numba", import numba and compile
    the numba build's kernels (``agents.solver_numba.compile_kernels``) once per process.

    Returns:
        ``(the build make_solver gives a board that fits 64 bits, seconds this call spent)``:
        "auto" gives "numba", or "python" where numba is missing or fails to compile.

    Raises:
        ValueError: an unknown build; "numba" where it is missing or fails to compile.
    """
    if build not in SOLVER_BUILDS:
        raise ValueError(f"unknown solver build {build!r}: {', '.join(SOLVER_BUILDS)}")
    if build == "python":
        return "python", 0.0
    start = time.perf_counter()
    if not _NUMBA:
        try:
            from _cx_e9daa84824e3.solver_numba import compile_kernels

            compile_kernels()
            _NUMBA.update(ready=True, error="")
        except ImportError:
            _NUMBA.update(ready=False, error="numba is not installed")
        except Exception as e:  # numba failed to compile here: the Python build answers the same
            _NUMBA.update(ready=False, error=f"numba failed to compile the solver: {type(e).__name__}: {e}")
    if not _NUMBA["ready"] and build == "numba":
        raise ValueError(f"the numba solver build is not available: {_NUMBA['error']}")
    return ("numba" if _NUMBA["ready"] else "python"), time.perf_counter() - start


def make_solver(geo: Geometry, build: str = "auto", table_size: int = DEFAULT_TABLE_SIZE) -> ExactSolver:
    """A solver for ``geo``. ``build``: "python" (:class:`Solver`), "numba"
    (``agents.solver_numba.NumbaSolver``), or "auto": numba where it imports, compiles and fits
    the board (see :func:`prepare_build`), else the pure-Python build (the same answers, slower).

    Raises:
        ValueError: an unknown build; "numba" where numba is not available or the board does not
            fit 64-bit bitboards.
    """
    if build == "numba" and not numba_supported(geo):
        raise ValueError(f"a {geo.rows}x{geo.columns}x{geo.inarow} board does not fit the numba build's "
                         "64-bit bitboards")
    if numba_supported(geo) and prepare_build(build)[0] == "numba":
        from _cx_e9daa84824e3.solver_numba import NumbaSolver

        return NumbaSolver(geo, table_size)
    return Solver(geo, table_size)


class Solver(ExactSolver):
    """Exact negamax solver for one board size, pure Python; reuse it across positions (the
    table persists). The numba build is ``agents.solver_numba.NumbaSolver``.

    Args:
        geo: the board.
        table_size: transposition table entries (memory: 10 bytes each).

    Attributes:
        deadline: a ``time.perf_counter()`` time after which a search raises
            :class:`SolverTimeout` (checked every 1,024 nodes), or None (the default).

    Raises:
        ValueError: a table size below 1.
    """

    def __init__(self, geo: Geometry, table_size: int = DEFAULT_TABLE_SIZE):
        if table_size < 1:
            raise ValueError(f"table_size must be positive, got {table_size}")
        self.geo = geo
        self.size = table_size
        self.cells = geo.rows * geo.columns
        self.nodes = 0
        self.deadline: float | None = None
        self._column_masks = tuple(geo.column_masks[c] for c in geo.centre_order)  # centre first
        self.reset()

    def reset(self) -> None:
        """Forget the transposition table."""
        self.keys = array("Q", bytes(8 * self.size))
        self.bounds = array("h", bytes(2 * self.size))  # 0: empty; else packed value and flag

    # --- search -----------------------------------------------------------------------------

    def _negamax(self, current: int, mask: int, ply: int, alpha: int, beta: int, threats: int) -> int:
        """Score of the position (side to move has ``current``) within ``(alpha, beta)``, knowing
        the side to move cannot win at once; fail-hard: the result is clipped to the window.
        ``threats``: the opponent's winning cells, ``winning_cells(geo, current ^ mask, mask)``,
        which the parent computed already to order its moves (one call saved per node)."""
        self.nodes += 1
        if not self.nodes & 1023 and self.deadline is not None and time.perf_counter() > self.deadline:
            raise SolverTimeout
        geo = self.geo
        cells = self.cells
        playable = (mask + geo.bottom) & geo.board_mask
        forced = playable & threats
        if forced:
            if forced & (forced - 1):
                return -((cells - ply) // 2)  # two threats: the opponent wins next move
            playable = forced
        playable &= ~(threats >> 1)  # never play under an opponent's winning cell
        if not playable:
            return -((cells - ply) // 2)
        if ply >= cells - 2:
            return 0  # the last two stones cannot win: a draw
        key = current + mask
        slot = key % self.size
        keys, bounds = self.keys, self.bounds
        low = -((cells - 2 - ply) // 2)  # the opponent cannot win on its next move
        high = (cells - 1 - ply) // 2  # we cannot win on this move
        packed = bounds[slot] if keys[slot] == key & _KEY_MASK else 0
        if packed:  # a table entry: ((bound + 64) << 1 | flag) + 1
            packed -= 1
            if packed & 1 == _LOWER:
                low = max(low, (packed >> 1) - 64)
            else:
                high = min(high, (packed >> 1) - 64)
        if alpha < low:
            alpha = low
            if alpha >= beta:
                return alpha  # fail high: the score is at least alpha
        if beta > high:
            beta = high
            if alpha >= beta:
                return beta  # fail low: the score is at most beta
        # order: most winning cells created first, centre first among equals; the cells a move
        # creates are the threats its child faces
        moves = []
        for column in self._column_masks:
            bit = playable & column
            if bit:
                created = winning_cells(geo, current | bit, mask | bit)
                moves.append((created.bit_count(), -len(moves), bit, created))
        moves.sort(reverse=True)
        opponent = current ^ mask
        for _, _, bit, created in moves:
            value = -self._negamax(opponent, mask | bit, ply + 1, -beta, -alpha, created)
            if value >= beta:
                keys[slot] = key & _KEY_MASK
                bounds[slot] = ((value + 64) << 1 | _LOWER) + 1
                return value
            if value > alpha:
                alpha = value
        keys[slot] = key & _KEY_MASK
        bounds[slot] = ((alpha + 64) << 1 | _UPPER) + 1
        return alpha

    def _exceeds(self, current: int, mask: int, ply: int, score: int) -> bool:
        if winning_cells(self.geo, current, mask) & (mask + self.geo.bottom):
            return (self.cells + 1 - ply) // 2 > score
        threats = winning_cells(self.geo, current ^ mask, mask)
        return self._negamax(current, mask, ply, score, score + 1, threats) > score

    def _solve(self, current: int, mask: int, ply: int, weak: bool) -> int:
        cells = self.cells
        if winning_cells(self.geo, current, mask) & (mask + self.geo.bottom):
            win = (cells + 1 - ply) // 2
            return 1 if weak else win
        threats = winning_cells(self.geo, current ^ mask, mask)
        low, high = -((cells - ply) // 2), (cells + 1 - ply) // 2
        if weak:
            low, high = -1, 1
        while low < high:  # null-window searches narrow [low, high] to the score
            mid = low + (high - low) // 2
            if mid <= 0 and low // 2 < mid:
                mid = low // 2
            elif mid >= 0 and high // 2 > mid:
                mid = high // 2
            value = self._negamax(current, mask, ply, mid, mid + 1, threats)
            if value <= mid:
                high = value
            else:
                low = value
        return (low > 0) - (low < 0) if weak else low
'''[1:]


# --------------------------------------------------------------------------------------------------
# agents.solver_numba: agents/solver_numba.py (319 lines)
# --------------------------------------------------------------------------------------------------
_SOURCES['agents.solver_numba'] = r'''
"""The exact solver of :mod:`agents.solver`, compiled with numba: the submission's solver where
its runtime has numba, and the one for labelling, books and benchmarks.

One algorithm, two builds: this module runs the same search as ``agents.solver.Solver`` (the
pure-Python build, which every runtime has) step for step - the same non-losing move filter, the
same move order (winning cells created, then centre first), the same transposition table layout,
indexing and replacement, the same null-window sequence at the root - so both return the same
scores and, for the same table size, the same node counts (the tests check both). Ideas from
Pascal Pons' tutorial "Solving Connect Four" (blog.gamesolver.org); scores in the benchmark's
convention (see ``agents/solver.py``).

This is the one ``agents`` module that imports anything beyond the standard library and numpy:
importing it raises ImportError where numba is missing, and :func:`agents.solver.make_solver`
then falls back to the pure-Python build. The bitboards are ``numpy.uint64``: boards whose
``(rows + 1) * columns`` bits exceed 64, or whose longest line shift reaches 64 bits, are not
supported (:func:`agents.solver.numba_supported`). The transposition table is ``table_size``
entries of 10 bytes (a uint64 key and an int16 packed bound), allocated once; it never grows.

The kernels compile on their first call (:func:`compile_kernels`), cached on disk by numba where
this module is a file; inside a submission's ``main.py`` (no file behind the module, and a
read-only file system on Kaggle) they compile at load, uncached. A search honours the solver's
``deadline`` as a node budget: the seconds left times the nodes per second measured so far (no
clock is readable inside the compiled code).
"""

from __future__ import annotations

import os
import time

import numpy as np
from numba import njit

from _cx_e9daa84824e3.board import Geometry, Position
from _cx_e9daa84824e3.solver import DEFAULT_TABLE_SIZE, ExactSolver, SolverTimeout, numba_supported

MAX_TABLE_BYTES = 1 << 30
"""The largest table the constructor accepts: 1 GiB."""

_CACHE = os.path.isfile(globals().get("__file__") or "")
"""numba's disk cache needs the module's file (a submission's embedded module has none)."""

_ZERO = np.uint64(0)
_ONE = np.uint64(1)
_M1 = np.uint64(0x5555555555555555)
_M2 = np.uint64(0x3333333333333333)
_M4 = np.uint64(0x0F0F0F0F0F0F0F0F)
_H01 = np.uint64(0x0101010101010101)


@njit(cache=_CACHE, inline="always")
def _popcount(x):
    x = x - ((x >> _ONE) & _M1)
    x = (x & _M2) + ((x >> np.uint64(2)) & _M2)
    x = (x + (x >> np.uint64(4))) & _M4
    return (x * _H01) >> np.uint64(56)


@njit(cache=_CACHE, inline="always")
def _winning_cells(stones, mask, dirs, inarow, board_mask):
    """As ``agents.board.winning_cells``: empty cells that complete a line of ``inarow``."""
    cells = _ZERO
    if inarow == 4:  # the same cells, in fewer operations
        for d in range(4):
            s = dirs[d]
            r1, l1 = stones >> s, stones << s
            r2, l2 = r1 >> s, l1 << s
            cells |= (r1 & r2 & (l1 | (r2 >> s))) | (l1 & l2 & (r1 | (l2 << s)))
        return cells & board_mask & ~mask
    for d in range(4):
        s = dirs[d]
        below = ~_ZERO
        for j in range(inarow):
            if j > 0:
                below &= stones << (np.uint64(j) * s)
            above = ~_ZERO
            for k in range(1, inarow - j):
                above &= stones >> (np.uint64(k) * s)
            cells |= below & above
    return cells & board_mask & ~mask


# The kernels take the board as two arrays, to keep the recursive calls' arguments few:
# ``ints``: int64 [cells, columns, inarow, node counter, node limit, aborted (0/1), centre_order...];
# ``bits``: uint64 [the four line shifts, bottom, board_mask, column_masks...].
# ``buf``: uint64 (cells + 1, 2 * columns), per ply the ordered moves and their scores.
_NODES, _LIMIT, _ABORTED, _ORDER = 3, 4, 5, 6
_BOTTOM, _BOARD, _COLUMNS = 4, 5, 6


@njit(cache=_CACHE)
def _negamax(current, mask, ply, alpha, beta, ints, bits, keys, bounds, buf):
    """``agents.solver.Solver._negamax``; past ``ints[_LIMIT]`` nodes it sets ``ints[_ABORTED]``
    and unwinds without writing the table."""
    ints[_NODES] += 1
    if ints[_NODES] > ints[_LIMIT]:
        ints[_ABORTED] = 1
        return 0
    cells, columns, inarow = ints[0], ints[1], ints[2]
    board_mask = bits[_BOARD]
    opponent = current ^ mask
    playable = (mask + bits[_BOTTOM]) & board_mask
    threats = _winning_cells(opponent, mask, bits, inarow, board_mask)
    forced = playable & threats
    if forced:
        if forced & (forced - _ONE):
            return -((cells - ply) // 2)
        playable = forced
    playable &= ~(threats >> _ONE)
    if playable == _ZERO:
        return -((cells - ply) // 2)
    if ply >= cells - 2:
        return 0
    key = current + mask
    slot = key % np.uint64(keys.shape[0])
    low = -((cells - 2 - ply) // 2)
    high = (cells - 1 - ply) // 2
    if keys[slot] == key and bounds[slot] != 0:
        packed = np.int64(bounds[slot]) - 1
        value = (packed >> 1) - 64
        if packed & 1:
            low = max(low, value)
        else:
            high = min(high, value)
    if alpha < low:
        alpha = low
        if alpha >= beta:
            return alpha
    if beta > high:
        beta = high
        if alpha >= beta:
            return beta
    n = 0
    for i in range(columns):
        bit = playable & bits[_COLUMNS + ints[_ORDER + i]]
        if bit:
            score = _popcount(_winning_cells(current | bit, mask | bit, bits, inarow, board_mask))
            j = n
            while j > 0 and buf[ply, columns + j - 1] < score:  # stable: centre first among equals
                buf[ply, j] = buf[ply, j - 1]
                buf[ply, columns + j] = buf[ply, columns + j - 1]
                j -= 1
            buf[ply, j] = bit
            buf[ply, columns + j] = score
            n += 1
    for i in range(n):
        value = -_negamax(opponent, mask | buf[ply, i], ply + 1, -beta, -alpha, ints, bits, keys,
                          bounds, buf)
        if ints[_ABORTED]:
            return 0
        if value >= beta:
            keys[slot] = key
            bounds[slot] = ((value + 64) << 1 | 1) + 1
            return value
        if value > alpha:
            alpha = value
    keys[slot] = key
    bounds[slot] = ((alpha + 64) << 1) + 1
    return alpha


@njit(cache=_CACHE)
def _solve(current, mask, ply, weak, ints, bits, keys, bounds, buf):
    """``agents.solver.Solver._solve``: the root's null-window sequence."""
    cells, inarow = ints[0], ints[2]
    ints[_NODES] = 0
    if _winning_cells(current, mask, bits, inarow, bits[_BOARD]) & (mask + bits[_BOTTOM]):
        return 1 if weak else (cells + 1 - ply) // 2
    low, high = -((cells - ply) // 2), (cells + 1 - ply) // 2
    if weak:
        low, high = -1, 1
    while low < high:
        mid = low + (high - low) // 2
        if mid <= 0 and low // 2 < mid:
            mid = low // 2
        elif mid >= 0 and high // 2 > mid:
            mid = high // 2
        value = _negamax(current, mask, ply, mid, mid + 1, ints, bits, keys, bounds, buf)
        if ints[_ABORTED]:
            return 0
        if value <= mid:
            high = value
        else:
            low = value
    if weak:
        return (low > 0) - (low < 0)
    return low


@njit(cache=_CACHE)
def _exceeds(current, mask, ply, score, ints, bits, keys, bounds, buf):
    """``agents.solver.Solver._exceeds``: one null-window search."""
    ints[_NODES] = 0
    if _winning_cells(current, mask, bits, ints[2], bits[_BOARD]) & (mask + bits[_BOTTOM]):
        return (ints[0] + 1 - ply) // 2 > score
    return _negamax(current, mask, ply, score, score + 1, ints, bits, keys, bounds, buf) > score


class NumbaSolver(ExactSolver):
    """Exact negamax solver for one board size, compiled; reuse it across positions (the table
    persists). The same interface and results as :class:`agents.solver.Solver`.

    Args:
        geo: the board (see :func:`agents.solver.numba_supported`).
        table_size: transposition table entries (10 bytes each; at most 1 GiB in all).

    Attributes:
        deadline: a ``time.perf_counter()`` time after which a search raises
            :class:`agents.solver.SolverTimeout`, or None (the default): the search gets the
            seconds left times ``nodes_per_second`` nodes, and the table keeps only finished
            results (the first search with a deadline compiles the kernels first, outside it).
        nodes_per_second: the speed the node budget assumes: :func:`compile_kernels`'s
            measurement, or the last search's (of at least 10 ms) when that was slower.

    Raises:
        ValueError: an unsupported board, a table size below 1 or over 1 GiB.
    """

    def __init__(self, geo: Geometry, table_size: int = DEFAULT_TABLE_SIZE):
        if not numba_supported(geo):
            raise ValueError(f"a {geo.rows}x{geo.columns}x{geo.inarow} board does not fit 64-bit "
                             "bitboards; use agents.solver.Solver")
        if table_size < 1 or table_size * 10 > MAX_TABLE_BYTES:
            raise ValueError(f"table_size must be between 1 and {MAX_TABLE_BYTES // 10}, got {table_size}")
        self.geo = geo
        self.size = table_size
        self.cells = geo.rows * geo.columns
        self.nodes = 0
        self.deadline: float | None = None
        self.nodes_per_second = _CALIBRATION["nodes_per_second"]
        self._ints = np.array([self.cells, geo.columns, geo.inarow, 0, 0, 0, *geo.centre_order], dtype=np.int64)
        self._bits = np.array([*geo.directions, geo.bottom, geo.board_mask, *geo.column_masks],
                              dtype=np.uint64)
        self._buf = np.zeros((self.cells + 1, 2 * geo.columns), dtype=np.uint64)
        self.reset()

    def reset(self) -> None:
        """Forget the transposition table (its memory is written now, so that the first solves
        do not pay for the operating system's zeroing of fresh pages)."""
        self.keys = np.empty(self.size, dtype=np.uint64)
        self.bounds = np.empty(self.size, dtype=np.int16)
        self.keys.fill(0)
        self.bounds.fill(0)

    def _run(self, kernel, current: int, mask: int, ply: int, arg) -> int:
        """``kernel`` under the node budget of ``deadline``; sets ``nodes``.

        Raises:
            SolverTimeout: the budget ran out (or the deadline had passed).
        """
        limit = _UNLIMITED
        if self.deadline is not None:
            if _CALIBRATION["compile_seconds"] is None:  # compile and measure outside the budget
                compile_kernels()
                self.nodes_per_second = _CALIBRATION["nodes_per_second"]
            left = self.deadline - time.perf_counter()
            if left <= 0:
                raise SolverTimeout
            limit = max(1, int(left * self.nodes_per_second))
        self._ints[_LIMIT], self._ints[_ABORTED] = limit, 0
        start = time.perf_counter()
        result = kernel(np.uint64(current), np.uint64(mask), ply, arg, self._ints, self._bits, self.keys,
                        self.bounds, self._buf)
        elapsed = time.perf_counter() - start
        self.nodes = int(self._ints[_NODES])
        if elapsed >= 0.01:  # long enough to measure: a slower spell shrinks the next budget at once
            self.nodes_per_second = min(_CALIBRATION["nodes_per_second"], self.nodes / elapsed)
        if self._ints[_ABORTED]:
            raise SolverTimeout
        return int(result)

    def _solve(self, current: int, mask: int, ply: int, weak: bool) -> int:
        return self._run(_solve, current, mask, ply, weak)

    def _exceeds(self, current: int, mask: int, ply: int, score: int) -> bool:
        return bool(self._run(_exceeds, current, mask, ply, score))


_UNLIMITED = 1 << 62
"""The node limit of a search without a deadline."""

_CALIBRATION: dict[str, float | None] = {"nodes_per_second": 1e6, "compile_seconds": None}
"""What :func:`compile_kernels` measured: the nodes per second the node budgets assume (a
cautious 1,000,000 until then) and the seconds the compilation took (None: not compiled yet)."""

_COMPILE_MOVES = "52753311433677442422121"
"""A 6x7 position (1-based columns; ply 23) solved in milliseconds: it compiles the kernels."""

_CALIBRATION_MOVES = "5455174361263362"
"""A 6x7 position (ply 16) whose strong solve searches 831,909 nodes (about 50 ms compiled): the
speed measurement."""


def compile_kernels() -> float:
    """Compile the kernels (numba compiles on the first call; its disk cache, where there is one,
    makes it quicker), then measure the nodes per second that node budgets assume on a 6x7 solve.
    Only the first call does anything.

    Returns:
        The seconds the first call took, compilation and measurement (seconds).

    Raises:
        Whatever numba raises when it cannot compile (the caller falls back to the Python build).
    """
    if _CALIBRATION["compile_seconds"] is None:
        from _cx_e9daa84824e3.board import geometry

        start = time.perf_counter()
        geo = geometry(6, 7, 4)
        solver = NumbaSolver(geo, 1 << 16)
        solver.exceeds(Position.from_moves(_COMPILE_MOVES, geo), 0)  # compiles every kernel
        solver.solve(Position.from_moves(_COMPILE_MOVES, geo), weak=True)
        solver.reset()
        t0 = time.perf_counter()
        solver.solve(Position.from_moves(_CALIBRATION_MOVES, geo))
        # three quarters of the speed measured: a budget that errs short rather than long
        _CALIBRATION["nodes_per_second"] = max(1e5, 0.75 * solver.nodes / max(1e-6, time.perf_counter() - t0))
        _CALIBRATION["compile_seconds"] = time.perf_counter() - start
    return _CALIBRATION["compile_seconds"]
'''[1:]


# --------------------------------------------------------------------------------------------------
# agents.timing: agents/timing.py (18 lines)
# --------------------------------------------------------------------------------------------------
_SOURCES['agents.timing'] = r'''
"""Time limits of a move: the floor every search is given, and how two optional limits combine.

Every player takes ``seconds`` (a budget from the caller, e.g. Kaggle's clock through
:mod:`agents.kaggle`) on top of its own ``seconds`` parameter; the tighter of the two applies.
"""

from __future__ import annotations

MIN_MOVE_S = 0.05
"""The least time, in seconds, a search or a move is ever given: below it the fixed cost of a
search (a network call, building the root) is most of the move."""


def tighter(a: float | None, b: float | None) -> float | None:
    """The smaller of two optional time limits in seconds (None: no limit)."""
    if a is None:
        return b
    return a if b is None else min(a, b)
'''[1:]


# --------------------------------------------------------------------------------------------------
# agents.weights: agents/weights.py (95 lines)
# --------------------------------------------------------------------------------------------------
_SOURCES['agents.weights'] = r'''
"""Compact weight encoding for the submission file: arrays -> bytes -> arrays (numpy only).

Encodings (per tensor; KataGo's and lczero's exports do the same kind of thing):

=======  ===================================================================================
none     float32 as is
fp16     float16 (default): relative error about 5e-4, half the size
int8     ``round((w - lo) / (hi - lo) * 255) - 128`` with the tensor's range ``lo, hi``
uint16   ``round((w - lo) / (hi - lo) * 65535)`` with the tensor's range
=======  ===================================================================================

Integer arrays (the ``meta`` row of :mod:`agents.nn`) are always kept exactly, and float arrays
of fewer than :data:`SMALL` values (biases, the stem, the heads) stay float32 whatever the
encoding: they cost little and carry the most error per byte. The bytes are an ``.npz`` archive
(deflate-compressed, every entry dated 1980-01-01 so that the same arrays always give the same
bytes); the submission file embeds them as base64.

Measured on the 4x48 default network (``connectx validate`` parity, 1000 positions, max abs
difference of the value): fp16 1.3e-3, uint16 3.0e-4, int8 6e-2. So uint16 is the packager's
default: the same two bytes per weight as fp16, four times closer.
"""

from __future__ import annotations

import io
import zipfile

import numpy as np

ENCODINGS = ("none", "fp16", "int8", "uint16")
SMALL = 4096


def encode_arrays(arrays: dict[str, np.ndarray], quantize: str = "uint16") -> bytes:
    """Encode float arrays with ``quantize`` (see the table) into npz bytes.

    Raises:
        ValueError: an unknown encoding.
    """
    if quantize not in ENCODINGS:
        raise ValueError(f"quantize must be one of {', '.join(ENCODINGS)}, got {quantize!r}")
    out: dict[str, np.ndarray] = {"__encoding__": np.array(quantize)}
    for name, a in arrays.items():
        if not np.issubdtype(a.dtype, np.floating) or quantize == "none":
            out[name] = a
        elif a.size < SMALL:
            out[name] = a.astype(np.float32)
        elif quantize == "fp16":
            out[name] = a.astype(np.float16)
        else:
            lo, hi = float(a.min()), float(a.max())
            span = (hi - lo) or 1.0
            if quantize == "int8":
                out[name] = (np.round((a - lo) / span * 255) - 128).astype(np.int8)
            else:
                out[name] = np.round((a - lo) / span * 65535).astype(np.uint16)
            out[name + "__range__"] = np.array([lo, span], dtype=np.float64)
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, a in out.items():  # np.savez's layout, without its clock-dependent timestamps
            entry = zipfile.ZipInfo(name + ".npy", date_time=(1980, 1, 1, 0, 0, 0))
            entry.compress_type = zipfile.ZIP_DEFLATED
            with archive.open(entry, "w") as f:
                np.lib.format.write_array(f, np.asanyarray(a), allow_pickle=False)
    return buffer.getvalue()


def decode_arrays(data: bytes) -> dict[str, np.ndarray]:
    """The float32 (and integer) arrays back from :func:`encode_arrays` bytes.

    Raises:
        ValueError: bytes that are not an encoded weight archive.
    """
    try:
        with np.load(io.BytesIO(data)) as archive:
            raw = {k: archive[k] for k in archive.files}
    except (OSError, ValueError) as e:
        raise ValueError(f"not an encoded weight archive: {e}") from None
    if "__encoding__" not in raw:
        raise ValueError("not an encoded weight archive: no __encoding__ entry")
    encoding = str(raw.pop("__encoding__"))
    arrays = {}
    for name, a in raw.items():
        if name.endswith("__range__"):
            continue
        if name + "__range__" in raw:
            lo, span = raw[name + "__range__"]
            offset = 128.0 if encoding == "int8" else 0.0
            levels = 255.0 if encoding == "int8" else 65535.0
            arrays[name] = ((a.astype(np.float64) + offset) / levels * span + lo).astype(np.float32)
        elif np.issubdtype(a.dtype, np.floating):
            arrays[name] = a.astype(np.float32)
        else:
            arrays[name] = a
    return arrays
'''[1:]


# --------------------------------------------------------------------------------------------------
# The agent: the player built from the data at the end of the file, behind Kaggle's clock.
# --------------------------------------------------------------------------------------------------

def _build():
    """Decode the data at the end of the file and build the player.

    Returns:
        ``(network, book, player, agent)``: the network (None without weights), the opening book
        (None without one), the player, and the Kaggle agent around it.
    """
    kaggle = importlib.import_module(_PACKAGE + ".kaggle")
    module = importlib.import_module(_PACKAGE + '.alphazero')
    network = book = None
    if _WEIGHTS is not None:
        nn = importlib.import_module(_PACKAGE + ".nn")
        weights = importlib.import_module(_PACKAGE + ".weights")
        network = nn.Network(weights.decode_arrays(base64.decodebytes(_WEIGHTS.encode())))
        if _ONNX is not None:
            try:
                network = nn.OnnxNetwork(base64.decodebytes(_ONNX.encode()), network)
            except ImportError:
                pass  # onnxruntime is not installed here: the numpy network plays
    files = {}
    if _FILES:
        decode = importlib.import_module(_PACKAGE + ".weights").decode_arrays
        files = {name: decode(base64.decodebytes(blob.encode())) for name, blob in _FILES.items()}
    if _BOOK is not None:
        try:
            import lzma
        except ImportError:  # a Python built without lzma: play without the book
            lzma = None
        if lzma is not None:
            opening_book = importlib.import_module(_PACKAGE + ".book").OpeningBook
            book = opening_book.from_bytes(lzma.decompress(base64.decodebytes(_BOOK.encode())))
    player = module.AlphaZeroPlayer.from_network(
        network, book=book,
        simulations=None,
        solver_ply=6,
        python_solver_ply=8,
        solver_share=0.75)
    agent = kaggle.make_agent(player, kaggle.TimeControl(overage_share=0.2),
                              startup_s=time.perf_counter() - _STARTED)
    return network, book, player, agent


network = book = PLAYER = _AGENT = None  # set at the end of the file; defined here so that
# ``agent`` stays the last callable the file defines (Kaggle plays the last one)


def agent(observation, configuration):
    """Kaggle's entry point: a plain int, the column to play."""
    return _AGENT(observation, configuration)


# --------------------------------------------------------------------------------------------------
# Data.
# --------------------------------------------------------------------------------------------------

_WEIGHTS = """
UEsDBBQAAAAIAAAAIQAYyREnUwAAAJgAAAAQAAAAX19lbmNvZGluZ19fLm5weZvsF+obEMnIUMZQ
rZ6SWpxcpG6loG4Taqauo6Cell9UUpSYF59flJIKEndLzClOBYoXZyQWpAL5Gpo6CrUKFAGuUgYG
hkwgzgPiEiA2BGIzIAYAUEsDBBQAAAAIAAAAIQDxy41cVgAAALgAAAAIAAAAbWV0YS5ucHmb7Bfq
GxDJyFDGUK2eklqcXKRupaBuk2mhrqOgnpZfVFKUmBefX5SSChJ3S8wpTgWKF2ckFqQC+RrmOpo6
CrUKFAAuNgYIYIfSLFDaAEo7MKACJigNAFBLAwQUAAAACAAAACEAI5f2gDcTAADAFAAACgAAAHN0
ZW0udy5ucHmd1/dbz//3B/AGZTSVBqWSerUVUen1PA97FEUqshoaKiolZCaUJJEWLQ0hGZVRej3P
CW8kI2lRhJaMrIoQPr7/wvf8dr//eq7rdp1zzMFl0WI3cbHNYtsF3j5ha0MF07QFQl9LgYm2wDc4
dFOoZ5B7cKi3z//1cz3Xh/n868PWeYb4/MsGk6xMtC2tDU20d2r/P2eE+aS9oh0le/D0+DzwHr+Y
Sb3L4X6MTOYLf2nQFvF5IC8wIsPoFfi61x675zpRavoHOOLvwvJH7oR8oQaJLxjLPoqbUUF1Mwge
HsYzG17i11HOeMfGCng9TRbcIkMBaxmTi/YmzW3FmMn/hx7PxqBdbwPe3zufXDaNZT6dQsYkzkPz
0puYImnILKWe8+Lu/bhqSiss9BzLTKpz8EuNHTzbvw6fjh7GrnfG0fbL8rBTdzjLECRAhYoxDUwo
4dyT5LH+iTivsXQC4dkEnGWxmHzeyzHzATnWbnYebkyYBy+6C7n9+lY002AnOAQMp15mQirj51Jy
4DVclHsNjM56sK73AnoVPp4lBycDuUcy/ZEk+nO2ip/zoRBSd2YgmvixgUEbNntRDkw7kIId+fPZ
cSuOorMsYWm0GbWLPvOTHgjgVcMMPOBtSC7lV7m/dZ60430d3l5dhGvaluHzIHO29/cAKMwcRCnP
vZi1IY9LMVOjI9FJ+C7nASREmXKNZ3pgqW057Fkfy938sxSbXCexBuWDECxVjA5xkRDpbwA/QnZA
4gaA0uu3wLG0FhrKT0NMvTFJ6IZAyIE08MgfidESsuyMszVb5HwAeZ8BKLprgLP2FUGx3Rgq26NI
Dz+r0zbYA2I1d3HZ1Tzev8ud23EkEzw3eXCLBArc2wkrhUXnGzDD5BJKfT2I84bmo6LUAPqvuwPN
2xtBL6wNF+y+jT0tjlCV9FkozdtAQaoX2d3UYK2j3/BBd/psCySzMaBhMThnSHE2YzORvqkxsHdl
HsrhXHuGGMXdGgNG8W3Tih6cAwlLFRZYasmd1CqBux/u4RmBOpWKm8HdLY94Pz9jNlS1A7+trMFl
/V/w4m8DSji1Btb8TedTUInMTw5hx9PaOeVjukzKrwetAyNpjv43aLCRIKPGLn5sw0u0azfjvU8J
aIjyQ/78sFK8YNsPY9NfwYstT2CgYgukNCqS+20B0763AAtLDMl0nBW1rP8P2mQEkP8cUXK7N/0M
VqPfT8fQ7HN9XOCUYN5mnxNdHBpAem3x9G59Be348QNz9yRDq6MTeSiOB7WcUHK2asKVt4O45qNr
4HHwToZzHBkfPoGvPpjIhlVasOpKUxZes51fFFKNM40F5JUHrC5Bgb5YD4d7uo4Q/yuJ9XSkwPeX
6fBUzIRJ5AzAZZX96HJnD6x52w3uSjPYop5odDp/E9Lb2vkZD73B6VIP5kqUcMVr9gl/VKWg62AA
+AVIkvr7Y9zWaXEwdEndNIm493iCFWFa7kIKNr3Bee0t5V8ZP8KGoCQMOGjATvrIgEzUN7SpuSSq
iRlJ6yvb4KWkOvxpbhDNeyTBHvivBgvBdXQ3yUTbReWg/mABnr7gJxoh2w2F/RPxpYM1qpav4q9J
lnC7uh5DQ0c11N+u4Ue4J2KVdz3fE3IBZ53L5hZ5yNAtO3vcdK3Idv3xdvyWcRUgUshanl1CwyU+
JGqQom6nbm6G5TroVR7GFAOKIDVFgfyKVEhrkhFvP+onp20tRUkvK8Eqcwjx1w7S2i8pUBlmAdMC
P6Pg6QDoannh3wdT6KBMGmhmG2FuyRZ+3IJdcCZiIUTa3kbFOW+x8FQiBWfH8Nu2fuRbNSeCykhx
Pu6XFUp8dmDaxW/5hy8qONnadry5XYrVBobyNyxvQJ7sayHdWMLsRo/AISePwPhAASzrWcK3e0th
rdZ0bHBeCo1PlNmpOgW2wleccp5lwb3wZqwaEw8fFLSYRokUKU8zJrRSo4aXVny3ZRD6rxXBugsd
ZWWV1bZaSjH0ZpUOfZAex646R6L2mgu4qjJNaHc/ktuzZDErKMoRKv06CnIOY/Bdpg57tLML483r
8LBfHqyQWYMPY5dRkcUo+iXriDp8GI1VG0HdGZb0bb4FpH+KhOCdsmxXgQwbd3gjOm9QoqvcITh+
pkCYv6UQlOTOQ0CmCjnffMMVWQRhX3IODB9WiYuK5Oj4iCpwLXjNGc87xL1VXEIrZ/lR/uhy7kH2
Xrjkf46jreW4c5IZSWTMw1/TD2KFuzoLr1am8CZjZhLQjl9TEJoto0X3q6rBqMwLFlX8FCpejoOV
T7XZB9vjeEfYW6GswzCkMRGktg+hJyrv+TcOMylL8hQYxZpQrs1FvDJTimJUI+jX+1KQlL4Joo6p
ILxwEq9hFtr7LKX5b0/C0Ps/MG28LXm03ucX1h3msmtnc2Z/K3CVdSl6m2wStrw/gcO2jcRMcQ+6
1LOX1en5sVDpfIyY54MBzetZARcHoZIO2HX+Fv4NncBz91xoxHh71NH65/+m0XSE20uzvBNgbncq
dzZ0gM/f2Q1RW4CN/FoDfkuG0KDuVXB7AuDbVwgHK1/itZqJlGGWS2uWzaCNRYUwQ9yEm7ZFjK2Y
+5e7/sQFHgxPpKU5kezM3VGU6S3gf0sMoZ97N+D5N1VwuXgBU1uriokCbTx41Jc6cSnLvVgA4n9W
U51BHrOw9mSq8YrwU3M4+u9Spoh+E5p6ZDPziRmHCmIW9PP1DJwRMhKyVI4L46rmsvbURLBtGcpc
UvToz+M84Z3ib1C/+RJJq02mMB1pWvBRgruwciIfFyegVc6h0KRRDs1rLkPYoBLmJn+BjtRIfNw/
CEeTnNHXTZzuRlXDlbcysLBKB/U0h5CujxOfrZcNwz7fAm+X7fDu0z48zvlDaFYhf3KTF9yOTMVd
bYEQN8QUacZQGvz0A0x7cjnpDeIw00edqU1uhBq/U6g8sgnLStMw+FmMUNt9El4x6gIlWX1ouHVN
WJwsTQ+UQqHiYRaqbiiAtPbFcHbjFDYvsIlvjh4HgU+UMO+dBXMP5lAu/hVITTyBW+qUWXGFHb+w
2oTld82lQj976qjRJlRyZDFKybjtuaj8lthVTDAcRrHDxMnqSygnO7yRK/nixl4oFMMxxQao7Q8F
GWcBKZrn4QorP9Yq1OLOqCYzvuMPpJkq4XSdfWxkUhTOHLzLq3Zcwbd/VUG6Iohk9W6iQ0MeLK0/
ifM/50LMSTniysZTUaIp6xNXwywHF6ab3wmHndRZSZ8p5amEsLUbnehEbBLc+WjA1idOpos9phTe
GU3ru5MxOTwKWi9H0apd5tyq0b7oHvQU9sVz1L1TjGua9RPdI4OZv6w3Ve0xYl+C9sLakP9Q2jGJ
n9xnyC6tfwyqSXJM2X8tG1HajtYXHLmOLh8aO7Qf5jgocT7efVAWO4QmSM1lYRleeIgUKKl7E/2Q
SsEWYzdmIGnJtJ2kaKDmDVz9MZn2VciyebL+4DD7Ho5/MJ7NzdvIaSaJUDzEFaV7X4PZ8lgW328o
avtwgb9tOAW1x5ziX4/Rh6z679zLM1r8EDF5IvfD8KNmGU6x8cWIoALcn/UZIrKKuMC7AihpSBfK
WyK4rE7HI7d/ob35NFSZeoZvkbkJIXVGuHGzFMvcZ8n7V2lwj6/oUmX6BRTrF+H7qnTOVEuV+Zq/
hks26cJwRQPK8oyDdV3WEJ9wHH4Yt6BT/1lw5QtxV8ZGUvzegO2qg+BxPg11yu/wXr63MOBZJZ9k
9QZW/2ngsp7rsZnBd0W7nxEqqxtSR5oSSlRPYW6xSczhz33ulMx0+jXM65/Nc7DNejkdcF5JL6AE
lTb647mSZjCdXYvJY5XIb7oml0LfhPfdp7PO1LVMs8qAXukOY+cqp7Jm/1WU/uUdjP04m6X+50GJ
tQvB8fkenJXZCTYeaZxd4yDX7xtNGmIbYMvVajRdKc0klt9EjZhb4K9nyhQuGrA5QxvRS82EpOqS
YfzKI6D3ZBLLdPVFs7ijQjT+jvMXnUDhfl9muncHbjn6C9uH/8F2vfyKbBUhKujm8rJe8kzc6j40
F/cLI2Q1mcqSQGa4fS9qbf4JtPUDGo6rQQnjCHrsOU5odlaD2ccnU1OLA/2ts8AIS0WWdSUHpHXj
oWmLLYZpBkDKOS2qsfzJF3pasI13bmGrSwlq7beg3+aGWDLJjS5eVqCAefsoZscxkj5Wi33MUJTt
+QLEjGOhq02c3TpwEff06bLWWgPwMc8BmbIAyA7rxIRt6tQg+4yLHPzK90XqcItrG0SfKBFe/POm
pimcyz12ies1CQPr7+9wdORf/nmvDuaPPA0Gy5twlf5UGBTL4gOfXoUTvcewwKtRZLj7B1b1C1D+
qQX4JWpxOW4IYsmz6CVXBiPu3MdHIVaQoPUIfbW6wKE/DjNOKAs3m+WIdnjuQJvv/dCldBcvcyOZ
kuAwrrbtgT+VclT/IQInHEqBX70/uMc7NfFGewzfwPvhYGQ9OPlX4HyJf/dB0XdYZjqdPNqNKbJn
FBhuXga9MtHM2Kv+nweNmD1Fjk1AA1go7sTXXxmAea5P4NHcXbD2lSkf/9OOjs5Sp2O1v7E7dQLf
op9O5y7/y8ad+FpagpVFnqeqJe9ELw/PpM5sLfarsJNrbT3AaybZQdf8l3jB04WinIaCo6SfqLJV
D1PlljOPKCNGmQdFxUt0cZnYc95bYzhOiWXsk/8h24j358AqJ5oPP+7B7KTcQV4+BM5cdKKmH+dQ
c4EfxcquYcZuX9B1HjFR5XeY/R3YR+csUDB+hm91edHWpUVcQvoz2BB6BMpMh8Dls0e5iRanSDPH
FkPsRTi34yOmFg5lK0ZmwKGXhTC+ZDMt253MV+TaoXzgKTytGsH7pFqSt+As2H07g0v4rRAXvx9j
7N3Zi1wjeOLyHgc4NbK/GEBlRtW8bGcrWqiosIaQR2jrrMhWuSzHhxqrYJdigWjaLF0Ic4/FE+8D
MPu1PI6Z6oee/S+47AMjINQ8HssLtVHfaR/m/ZeNeYrnsND1HDhG+fB1Dy/Dhs0x6BIiiw+fP0LI
asBeYxHEuMxk6g7j8cZKFd5Y3J61HpRgvzllmtFXjKdGjKfmi8tZcZkprr8hzpabu6GLdwGozjrN
bQ0Y4FYci8PVzhFY2DuC9qlNB1MjKdgqLMKPnyOAienTRLnVkF28h29u2cYa7O5h7XB5dHd2Yqpf
KrBldSi7qqYEG3f9RONwWdraeZFfsuEiORsUQ6qjGumbiJH5otnMtmAUs7lgTKHyQZxPpua/P+Mh
31G+DeZdfAQ/xk2BrN8zqPHTZTQc0cVLXngB/vZHsD5yGxNbKAZZfCEbE3kVDtEg3zP3DthHPUP3
2UC/R0szs9cWlBrWjIJHr9C/cSykXynETee/gbRbOqa030LfGgdO/c53kVv6RPbkmCJrv56LTXMS
6NSYpez8/V0Uw0+gkvBh7H6CO1MyO8pv+apIKcetsVDyET4JM+BnivvQRxM9KhzlQXJuxvDu1Voa
o3MEyr2sSXumFS6IGI2mkU94cYk+VE9aASuCXGltVBCr/KzPtmsKmfs+fcponSb8T30YbV5gibLy
u3BH/mh2um4MS25VoPdDFNhuqbf4vTYFZls7VhROVYTA3DbgvvSC/0pV/Ph1F3Me/gvEF37Ay2Ur
+fJjsbzt6ts4R/IBls7QhBjjv6K8+dH8bbelolkrPoHKJ4KwUdIk67CcPjjEwDM/jl09MZqdfTgV
Dd9EQve9AtH6Pcdg+qtwbuqFSLZ19jCStzDmem994EE5HlqWH0AveXl6NyWFK1x4GsRLlvOC2goo
XH0CAp3KYNHLHDzXFgWVGo4gt+AAnunp5G9PqMGTFt1Qfq4IIhsvcef/OTdD/Rjslk3DXzEv8P4t
BPvdiG314px2fA1+/CZDuelPsanjBof5qZz8YnlGZM5+ynHkvqEYup7KkFffDrJ8UApHNmbC/m+z
IfZQEi+RMpmk7Up5xdqhrCloAR7ul6R7X8yYztxTGPymhRcddOUX9qbjjZpBYXbGZLp+LA367+SC
jWoOf636BVqMjCe3voeA//bndF2ZnuQ8u65+4xOGTVkLGtXf4E/uZD566iX+2onfeGK+JpVeV2RK
b6Jx5zYxdjJDjt0/3QWnjOpwx/69/MmEBDrq3IiCCa/RO+cojlvyCEc4b2bvdunTNfdZrHXNcyjU
ike5m/q0/K0blJ6PxM99y2mwcBx9rk+Bqjodlu8ahU0KuSD94D2a3hYngdUSpr4+iD1LFDK7dV9h
m+tJuDxrApvaPJuSszVY1ENGX1xduaHbeTD9qsEOaIqxI9Z2rNRGmWqWJsIKnTjKOTCHcgrXU+WI
v7xsmz+a7B5OHSbfIUy5SWiUVgIddQLMvtWDTE2Cjg75BgNtl0RGn9UoQirCVschEfc97OF0rMay
uiRbPnJqd4VkhwYbVDKG7q46uO43hsxejWY2mQY4ULIZFhSewZK/YUzOZg/qv9ZlmrFXYL/zVLik
kAV6lUuFsTsCuAj1Q3h4ldc0ZZkB/q/OeSx7cg0nijr5VIEsXE5QxUejv6J2/RuYcegAb/BZiXyV
66F75UKqXWHKLIOfY4odA0HedpC8LUb/A1BLAwQUAAAACAAAACEAksviYRABAABAAQAACgAAAHN0
ZW0uYi5ucHmb7BfqGxDJyFDGUK2eklqcXKRupaBuk2airqOgnpZfVFKUmBefX5SSChJ3S8wpTgWK
F2ckFqQC+RomFjqaOgq1CuQDruD2qH2FHJV2u5hu7/1ZFWc3RXG13ROntXsPOc+2m6R2zLajP2lv
0YwJtoprufd2cm+zS/jevJ9nQ/a+inMp+zudGu0m3OmxizK7Y9dh2b/vVPoC2x37BezYOB33MWic
3/tp07p9xh6r9t5dfWRfRJTjvhWl7/fyNt/cGxU5zW5iLrOdxpbsfVIS3PuMKlT3pz07bWvwtc9u
gVP53o3aM+3mTHW1E7swed+TF8v2iVsctNv9cIWd8BYLO4eVpnuZ7x7aF8dsvP9QldM+AFBLAwQU
AAAACAAAACEAuGE1T/6dAACAogAAEgAAAGJsb2NrMC5jb252MS53Lm5weZyY1UPUC/f1zWMdFTuO
gWLHMY7d3YkYgEp3zzBMd3f3fKe7C4ZuBAMQA1sxULGwO97n9y+8+26vq3211vps4aHjB49E9+1T
1Ac5NzkFnASauy587gbI8rmLwuem5oEKQQm5cXmg5JT/03clZINT/qeD0xPyU/63z1vx3/JF4SvW
zF8Ujg7//5uhv5QD1CTnQsFp2WmqFltPw4pUPJuupn5mpqM41/Mou791iL1beZfQaq8wPYcLjGDk
nZLRlPzA3MjzN87j+5n2izGSC7ZfvNGWEOkV5xJzCnEKNaRdxUgnWpJb2SFTovcy9YT7MuKJ/plo
OeFMdpJwCmd6SqEGwhuadt0Rb1EYQPqBcgV3pAxbwtUuV8w3Y5AJ3KXKaaZa94W6R/AZ8vW6NFmF
Smu5w8JVHFY8wi61rpd+5HQZk4y1GT/FIPUbzu8sMKnINufw2u6zPqQ9hmPM+ZbnsfcVNBFinRZV
vDSrtEb3YE+09qJtJau3EkIsKio2DcJBSP3Zdyxj1caaq9IzzCMJpytXdvUyZ+FuKgcDq/VD1BTq
L5wbGy+Um0LijZUzKj4k9LstUt5kz4T+hb8h2OF9iLvFAAvhGpjQhBuHOiHdJuWrv7MGZ3Mo9Ao7
Kqz6BmQKuYuRBH4cmH9+k6n/0WXYd9c+CKdt6y2NpIepchIf8k/7woPTCaNcB5t20AYKM4JTjEmg
MTg1I+r0BuUk/83YLuKGsgkQo7A2urhoFLNca+NGKHuBBGUlbW7ydyoKAPQE4Skqhre4RWkcqoIo
m7jfiD3484j9lafkN2yMegv3i60ReB94opOTlwp4J2eLMNlPTryQ2Yu5tJ+Fb4qYnBmk8cy33lbe
N8Rbw2D6ZO1rpdpwQj7Pd5D8L8mtm0d5rmH5/8VfZkSR5hf9A7rPWE+1cePNNJ8i6TOqO7kfqz5j
CKZD9ko1VaZRRuFdzg6nJfUVtRUxTxLLa0oBofncYQINZz72MPZUmZ95JXeIt4U4q3Q35LP9Q6VP
W+6oLnZLQvgrpkbZc/ZrvfZYmzg377pXRY/1MoX7sixHZ4gO8dNrUdb3/kT1BXa4YlXsNWeLdIJD
cvkC8J9mGCVRfAEF03Rmb1cm2QqybzFUDeM8g1Ew+UVFhLwq4SB9F/ejry1GrHikZLHjgAjG0qJ6
qDntZUZT8Ug8n8oNrdLM00ylP0l5QhGCpMcuGB4V5sijcv9GCP2TEubXyQrLSvVwOu+HG+r6ImnD
B8STPBnsPUyr6E35aOEFDj23puKB5wzYEjpUvAzdCKS1nTlzvMhEXlyVoNzcWkFOgz5yKPxmA064
P/tv6T5op4YvLKPFWDGm+Y5HDSeK9umI6MOCVC0p9atCG28snxkcJ95FmoseyMaJP/uew72qLrma
l5C/PHqiikCOZH+qug588YcUA8DZgk7E8HaiLFJ7RvCIEwcbKhnPYJC+Z+OAt1wbdh43X13NgsT0
0Hb6BqBicZMsLK+A6MVfduXSjrqOGBfkNuSTg+sUoYzHSrF0vtCIjoJGYLPpk0M69U12paXm5m4u
l0pLU1bMcWbi5l4K84yTcfBhuG2ZSObrandCnPSOd4u+IlOkmaL8JljJK7h4qLQzIyRlaJuVy5TU
oifQkWwB+mbxTcMUfJckhtcP/VMFYk+BIFQd+rJTa3gXT9zW6TBhBThhM3GBsBMQ89sDfvVbmTZP
7a1kAEWPWZtckrZ/vYHCZP1g6jXv5raxoX8wC6APmZfxHMYPXRAdj45nrjMeB73MO5WtJcxgbTEM
IQ2xHyh7bLmvyEt2ml2lczTT8m+Ti/Cvm8aSqg+6LaTmf/kT5FuZK+VnzC+MY0n20r8UcVp1KBl3
DtGTWqQahT0M5DuX0JpDGtxMcaPwlYwmPM29S2zVjkwugZZCUbTCQEmtnZ/MzAbqJZEVNZbx+Aj9
EMoR3jlTBe4GxMnYkhUouIaV5npIV3RpUgUGSxXynmdaqtu5O7iJdf092Xwh/CGxNbUV19/Z7Iug
W5jrFQHeJv9f/OuKETQzykOs4TYiyouTilNLptFzsEsJdYof1J/64sp/WLuZaGrpLhfyPXki86FJ
Y5MA01gVNa9rq2hsykZqj/u58R6r1S51jjThjUiKj/NYFYXbAmN5uu2xiv3O9y3bOalEje9W7GLG
RwMqW6+PgQXLn/pVVqLKJN3BOUsbljCPdypzl3po5G/NwhszsEuq/tDb3YXcKueIpCPuzyy78Kq9
gHqiPKPphj3FOsyMgcwsX5bj0H5hvjn/UrgGLeOz7H/Jz6s289v3kHR7FQgICvWCtKr6njo/tx25
2v1G/IMUkPyue8TcZlUJExkHMNNlK09I4NGG85q++uXqNZDS3Zslfyxh0EbLAfI37xTWDUpnQYla
wz5YceW0s36Gdi3exl1hKWYDZ/qVvFFrOZ+5pjoL6oT8bwaTE1LpGH7qCf8z1Bzmb8NXSl5wEzaR
9crPi/uUwseXsJI9Qi5UTsX2ph+HpOZa4RuNOkd7bE9+T8E9giA4Pe5bxkgO3lcmPkabRB+doRDt
RU5WcZwCTsP5Mk+k/bCYQcNCWQoL/Dr0WkZAPlHeTp5T88K5//Jrw22gkhov4itniz+xIcZD1c9l
kUGeBpJnEE51lULPsEZ5L5XpTH+UZKOKHGZXwJ5LR7o4rA1yc25SYBd5G+p77pz076S/DKW0GNbS
7PU0piy8ZJfnLqRVmqjbbFlEP4wnlzTaxuWrITVZ02Q1ni/s3/QDpA241coMllwzRV8o6JPzU7w7
h0ber8rjr75Wjcqj0Q26xof85/5VfDFTyX2InVpS4xrGxJEfuuIpZyE/oWB0443hzTR9XEGO8kYG
SRPBPIZ/zRJoBqcRpT2aKgGRXJP5H3IJ2wur0qZiflXpaKmWUmoi94ppiDAVtaRyCwGj6lVdxl4w
zbLvyOsyUSo8+XC2SLYJ9tUQxdc1XTf3kA7pUMwjukbfC+CDoZW2UV6irBD4tGhdhiogMynfC9sx
bvX0tltoIWdIyuoCqUHmPO7o7hipm2WLqz/euEpcJqI7dfbJpjmeAXK45gZuVEa26XxcWPax9HGU
DgGEbU/r9t3EpJw9aCsUiGrDxaORXHCVcrFin+46rx2ELKuzL+TOI8Tj/zLMNv5MHoLAGyTKN4Ig
/gFboV9JnmSpKVPIXVVAII23F/7E2dJyE5cNPoLlupslEfy+jIKMhSaCYwjnYT5K09/+XLyzepN3
gnIPdTd4ozaH9ZtSlfGLhcJOyLe76MLljHjsRMlfQAkGHXyvr/UkW0/IxnHeV4yqMsrPqX9Sg6Ql
6Xo0l/3VvHg/s2RhK6JJapFBnVVfrUdpPleY5y2RT1nhX1i2hDuENPXMDS8Q3VX/3jmIUmPNwNAL
D7A+n3ggW1f8Qd437hlpS8FoKlp9VKDAT9L9oPIRase6QtzZepFDdlm4L80WXxLPTRhpPYTYQujw
DSJMvnsx0wKOwIpNe4ISYyJ0EG23/aATTY8XNGXIbX2L1mgZELKrybg3aiBoBjuTcYrXKcPR72U+
hAlzzil1rpfyNux47T90iqBbEo48nrPUNI1emuOCgfkZpohUIPVH5xFWjhGQNTDviNppczFJmrP2
9c2xuHjBfu4m00BUuIGG2A+kwiZzDKzTZBbumc7F261dEpquP1E+G7dE3sStcL0onkYYxcOXWph+
/jaOWJivtcBylT5a5YUtJe+JeMqenH2hxpYbmgrUKHuBYF/6F6dOOZr6BDpcONysS5HodjWTq4/Y
+3MPYsKpA5x492DeW4ZFt1a0GhiGLkr5iRbqV/p3VH0w2SR4TozZikFiw2m6qHYsIKLmhEFPaEOK
U5JDtv7ZvcZiQSG/Q7TD7Act0SxFd6Fomv1Xe3U/g5GaBRUnKuSGd4Cv4rt9Lqvcu1fwUVpsnOgo
0aEFUfJtOqtsY7HX2CYcgbtZKbvaoLoepEphoEIuinZfWHf2m/mn3MPW6iMKYAYNzpHp5hIML2FW
6TpWrn+xaLZCWDQn1BW0cfoT8kVWv7weDSfYNoJOuczcFug+8Ez1ZdCR4jjuGng9bD/lCKxadiCR
aReD+Ni3shZ1pr/Cgf7fTQOsoOzf6gn2UiBa8dCVhN8P9fByHS8dc4rydTyCPih2+PV/MzvNewgX
ESSXSmiUvmfvo6BdHfRlCWNLkIwNbD35IDugfNe0gH/JwBK5CZMZC0suoMYdQWLGeAr5VUII0UXJ
Vq7gRCLuobPVQV+B5JXsFahUrM2A6FdVvEZQ9Nn1S+4SKgcXJ1HTHXfUK0nHDXGQHTXv6KFAFLlN
+43+C/xB/TeDIC5aedBtStuetVjohrxTh9M32wiEM9UrXCTFbsVBwvCzbZYXjA1XjAoZI81+C3wI
/ZgfDHaVHreOlmvVOxX7pJM8i4mHxBV6RMYBtIF+mOxW9GooHL/3fcALG2U4ko7239qeSfuu2o3h
uyayd7JPY1CKRZDHnNuY6aKV9HswmeEofHb9I0OWO4b5KfclzCGNEOF4w4UP1BXwpdVbUu+grmvk
wrFfc1r+pSGEQx1LofoKLi67qCjtASMu8qiEcuIzoQNDj0GQ9pL60Po17hIebEZYkP5bok0iA6/v
nevuQvdkyF75Q/5mNQEz0phku2/4YElkj2adI183N4paTmdbWuSXHF/5Z8tputpmu9zpOKTqwc5W
dGLmWgdS/jJyjuNrRljPguLog9Mv5+BYx4KrCcPpDe4+qiWwZnIH5kvdovMW91/qNPdwe42sylQv
2ySaACw8WxkTwYtogIA+aOKFccB9fcHeSsJTSiz1o+2qdC8hkraivKZcGf0i72HGXGIIm8dfeGgq
9Klvr/zsnUoLWzWSdqOgUNRHdcsyAHbefReTof+RvVr1H6lJV7jK7VuMVzK+QZ5QZwgS4AZ5DuiY
4rZ8uOaYZV19fihBHVYIgQ9V/ESdYNZFxju9LNT5ee0RvDraeGGY8XZeC0ZAu1Q3XffRIHVvhx7i
/jLk8T/G34WcaKabKJgN5G3Y/5QOkoBEEP3wDYVdphazTh6ha56WVYkgMlpggf0g42oejh9Tcz5A
KAacrZxRynua0YwkxHXV80QL0F+ScVhIrJIFVZnkzf4kaQH8c9N24wHky/KtTVJC6qFDmEr/x9vv
U8fXQbA7/K2syz57OarMKP3XIM6awD7Q+InTI1iIjDhznkNUJooHEm/BKq0m+iE7jTc+vlhHwUbL
dtrGRndihPaH9ClWWAiJ5+Feq8n5A4h0f3L5ItrN4o3uHnq7/IR2ve8urVq2RKLQ8ky7y62gRGgZ
q0uIQ8c6R8qKlLdok1giVWZqksGaLzf0px6Pf2L/JlzWMEaGcPaSB2gryRtrudKb6sTgbDm70idf
opxmELFTVDX6Lcxi3m/ue1kDZG/BJr1ftk7wTbhc2M6PvTFQfYiNyEyQdet3/8/bdhvZkh5Ick6g
nCddrZ60gxApJY9RvWdpZHsLH2MfeUtFc+4GecUSgdilMdfliObKHopew7J1OfShFRrt6ooaRyro
DLOdWI2OOqoGDSauKytsoauuZO8WTDXauGxkTInHm+gZ5jjLTs3icZPTCnCzk/zuMtpALcKP4FFo
YZ7nUc8L9vuutsenJQUbyuIaBlCuysPZPdxftru0YwCcPlAyEQR2PuA/Vm5TnbBC5AOl/wRWaRbU
N+xdVPzNncz6JH0j9mhPtpWk7pLucLnpIuRsw7e8fii5oZyQHixyRQqOYE57e/mr7IhgxoUk2Re8
yTQVFypE0v2CWki27ifmZwyrZAp7tGFgrcJUq6t2oXBB/nDdFtor0i3wQ+hJ+83i9dT5GR1UuikR
vS93KWEN4x2RbcZxcVU4NJv/TTOChChTq18Ub4YN5DIFS3CX4Z3+v6hdihtZl6AAW1peLVfr6oio
Gom1wDKR2E8XMAtd58BoixptoQtqJgNLNHEZtad7lG9ZI5WXbYfpt9kTrDv0jh2BrNegj3Bc6Kvg
nO8tY4L0jWBh4DJCxp1GrBMVm6XMxxdfmCsNAxHwlnG6Ayaf+jD9AP+M4Y0aEpNK44kbBJNC54pX
JCcrwm7ehJcAF1k0zHW4osVtWkkajpRqllt/SaOz1pXNyBiLVPhUwHNXk5zJ+B85ub/V4oUPNV/x
adBVsHbbQPcS63DzczxXLKeCfDcthyk002PExaIruHW6VzhYHVnZR/hB+iavo0zH6o/YJPwoOM1U
qEZB12LamYTTpYgp7tPMNuTM2mr0yZyP8lkhI4PAyhN6XV/ATcAv/0X8NtFugst02t0SNa5suCTf
jWAst0nx10QnyBIuxDgSr+NwGT9Ur8SqklLBZemxQiAr3CTC5zuk2RNEBcKrRn0e07GMGU6AGTWC
xqwf2DkBkOds+kfD4PJK+3Xy19RvzKkSG0Fa9L9eoeVZ/zPQ90zkR3rjkJ2mn/LnxOIiOXMd/Yw6
nbyA+C/vtmOrNQwu5I1h7Al88hyQwdBQ/taiPa5qwjnXdxWHXtv4Wf23bqrstANQtmUh8bHQvNBy
9x/LQF2ieETOV+5NYVQiToVBdcmQul+qCPRxzhuHnzJCOxlyy/9GsJn+jcNLuwV7z6OwtziD5vr2
TBw3f1ByCpHAWqzdAY8BlbJnSJ7rEdRcdrP8f+4rfQgdlnuc7ZUjBGi6vuB71TDlC8S38vUWvG05
FSVbKhktqRUBtiTRJopWtoavLJDojiL/FbzBnaRB7ErMizq4+ix/swSJ333Toflip7jDCemCIcpM
YrW2tXqHVyd7wiqAvGQkid9IaqHBgiEgltzF+lv/Wr4oVCm7k9eVso+Yty2SopTIWGod5eIlEBT9
RFajGIn5VfAv16yfQIXkPS3ekn4/55W8hLcia4tiSdEDIb+211Nt/Fn8n3AUz3t6U9Kk5ETCxtIB
RSvKBNlBXKvtRsPshrDzfega4hHJcm29YTXhRvYGYEXi6BP26hNNuExm+TPTI3GdaYjuoeS0f6a5
AvseOCa7l3TVNK3u0oVbip9UZvuksrP4LOQOhvxonG+id7S9QbPStN2Yf14s7o9OdvQiFxvClGew
fQuaKUsV/zkvAAhtD/Fk4zfjA8sA52P6akY0RqM7pE6j/9abwVG0g2Ix2ES5rRwKmZazPs8nLDQH
ypuPt9M11fLEp+rYJhdhGGyB1FW5lfCOa8rToxrihyJ6vf9674sfiier79in5W8wH9QX8GZqdtPb
L2aJnlnDXBcRTUwt6iArxprKA+Ezq+b44yyFDiPfoxlRRiKPTh1LWMYxS0NmX6BC+ogwKkUY2hP7
xDTTWowWW6a6g9IaegYeyTYjd2fwq0sdgGEcYTB5AeMNaf/JEWkyTJ2LVcDFJCqn858KAqF7NjJv
X6EJ4UcZFRfKTdzpgFL5wrC61lCWYJgjrRYs0oLoddwwSCc/XsLV8OIGEF9Dp3Ftl/qW7OIRVBT+
GgyZVFn0NS9eM1s+Dj+0LIiyye8StppVqp7kbk9krc6/2xGOr5PAMqrJUHAhso91fzZOlMCcJPoD
DpcgdYvMv6K7iFegJcxxdDIwo3RE+1CaOXcU1kw9c+6JZjL2AgBBrRW0WdvtP3AeZAlL77hIqkn5
52TQ2QTVp802nmU+oq8Twgu7M1sVPP8aG6AfIHhPI0oGUu+c18Er8X2JP1KxtcMSaYEcZDTxWoxK
eol/kh+u2y2YeYaqTrU8tGYAP8oqHaNpZOBh+ZNlFNU8fh1XzBUYtILzpABnSyOrYYnaQ85nWpA1
6pjCE+S1vmGyqqva0C3sGEerdndDjiWafJ29lmkmjUfsOhd7Fm8aKLjm2EqJMN0wMQJ9uGweHves
o3/OYncNa375D548YY8gWhjB/s1+RycYLfKhgo8aa9UMRoGFSXTV4XL6ySZJD+6JcvfyF10ejVHg
Klr7Z+3E+lPvpMvt6ZoXKTzlb8kR57uiaISX9sc8zjqR/4eU7OxmHyJuzYnEwJKzBWG836Zx7plr
zezOnPFxTyAKE00wiJkF2+nPBCixVeYa20DbB0EvfxYXDUfymrgK4xPRXuxVyk7J/dJ44XZbi3Q7
dRzpu7eAPaqqpLDN9oL+U9NL7ODvoAygzJae4FrM9TIY8TAnD87c/k+1kqYrtfjYhdvFQXyz8YO2
TDxb1Mkex+7HP8BfrDaSVeIu8p6kD1ScZrO0DEVSWpVaURfiBj5bTSSNwn03St082z2/3rtMn4f6
ZQSkz8xTXDHODnFHqj1jpWSKfoj0qP7bqVDhd/Re9jCdtqIa+e6sDIwrOa16ETitIjnyMO2kzd6I
uhjRgMBZ0xnuOt1/tHuAmjdeGEW9Rml3gvI6crDuvvIbtXn5Yka51Crc6POjo8tnkLZ5HxmovPEd
I4IbsUXGB7LxsrlGCNlsRpb9otxBXUEdRgyXDlIPCG2V+70fGOn0r6ApDEohAnvAMlPP9sZBr5l7
UvthBEf2aCWmwYze5GkPP2iq+Td1w/k6yk+7gRfiNBmaQ/tKbguz2FaTijQ+uoY3j8ZzXKWzSQhi
lnl1xVvNe1MEj0chuacoNpSMl14K4UypulyzPlnJvSwpAZsEVzkbbI8oiai9nLJUmrxLeU4NFLCM
Yv5G/iYgnpKQZcreU51cMVH+j2k7H68bqX5YtxxCFJ+EGEnR8tnoea39rOGuVHklY77ASIarJ1CS
/duo74Xv8V9t6qaNfFX6U+sP3JJLMZlzCD+JPaClKd3AnNJv3FnskSh0bljWltSn9mUacItDmlue
ULFBZxCOZ0dz/5y+R+rJX6uearxOC9kIrY+COm5hlIDSuvd8IBO1lRkrG4r4Qy9N68wPYPiqKbwv
qkd8m6VKUIcb6Q3THS1aliGTnmXNJpSbw43q1Bjr7LY8ehhmY/pT9UPmJt2k8irCRloQHSHbBFIA
C/IOlx7g7rpITnih/SwTwxZKI8TbDUz0Yc5ICRneUXfS5lbU8h+oOqnTuS8KVyVGGitqW4SDGm/6
5NyV2gj3Edg/5RTpcLmFMLnwW7mAeN2YqthjrC7rCEaVilVF1jCW37LaTCr5oBwn+M0H6+a2YEWT
JBpAa2gUvKYX6zYw203q6r3pBOlw2k5FN3w5/IjmB+mbtU7Y3yy3HydtBWcpTtG/YKlSA+oubE0B
wZJgqmg6DURa24lMz/7851VXHDe082p85DFZ/1F1hj54a1m0/SyiibZELMyZId9j04qDNh52dVBZ
lx0bJjL4BsICmP35c+xleLZko/4ZZ4q8yhctT5FDKjj8Y9pe1mzDdcUmaxdjlPEyuEuTgMauOcBE
6eXWpTd7MhfKn/GmIEvZFaYP3JPVM4wvqnuKZAXnsJ9Fmw2nlNNYQZeZ4tLVa1aKd5raWlyoiedm
wb9p9jJqpREMjzAlw+AuzG/Nh+9OPxU0/6mY4ky4ZeR1Q9fHTUG1wVcWfSRF5dQI6gg7+FXwOsVb
7cHQNeTdk9LDBE+RiiEaC59BPgf/WGwXiWVeyF7QmDMdqTbkS+V4xiGgmAnWhZAi73kZCTAUpxYs
z5pKMdaaYqpr5jKioWTHOvZrzoPiLfiTUopvIvaNh25UA0j8JLtDaVMwKJOwcRaqKg0fYz2nnqEC
aYTKDm2I38IpdcJMVsJL2m3W7GIN5Cb1KqmBWgicBLWyJ2BfKDpT/25I1mkad4lRoBTiO1O1HczQ
ABvOTTb0ysqOJ2UPYxtVadK/4b3mjPyJ8h7PDNgCSh5uk/1fUETyHsHM3GiHvOwXKA6agBIxh1KL
vGLaGcZITqeTUzkB167RuoW05dr9cL95igJp22/YVctsA6qigB0dZWRi3mYR1rbONdDLUcBp/1mm
CSMUH2gv8+ph411r5OMl3Yh3tC3qAIehHlCRxEm2zmSe1EXaqoVJRfulPxhnK9qOuRgXCLGG9dlM
1WHev5HHacdjovC1qGzLXvY8Ol1wCcCoHspSFZhkOuxm4Qz0F2acKpQVU3NM+8CicZqEC5yXEbcY
2wAnekPuaEldLJZtRt12W6q2yhY1p/KkZ46WXDbt9xkxy7wL46D/45t2yQdE0qtIrU77IIbG+e3d
CjklOUqoVsfadiNzTM8Ri8vnGqKLi/jpde1Yj7RDy1L9Uv8mXRD3ZRzMrWAPomUbwdau4ETJOOsp
/Un/2/jZJL+wD3IPeXzFLdBSwxwkx/e6YT15HCy1ECk5STKp1gAE5lZlL69A+hI8j9+Mhpj9F7dS
vpV/lyRjwWKD4p34if9T7S9Wl+gRQUnbE7jt2o8eqv9unCNws+cW7LEsKHkIWcyVEgprMWIEZ1DT
kowtxmXcDbTbkJbQKaVHW0KYB7RJY0X1CSzm8Kbzq2sDm2KzUJE1lvXoKg1wyg7Ic1WV5GGVWkVa
+nvrQfle7GXtUfNv9RXiVu3cQB17O8PIzkfsTIfK71HG8OG3eITBzeUtw4+PBQ6xl7IfC5oVKt9c
6Wxuooqh2YsYh1qflyHio0HifTxjTgPaWhrt+yaaafpATOfLhMnF3W4butMwGjWLWnG0gUxRPLDv
KGS45udK6DvTynJHnv6RsVF6LnMhZ7IiOwqh/mwuUlySJZbyzS7px1qc9yInTVkM/hmcb3rNLKH7
9G+Lw0VLSDQiHHeR9Ab5UggTnLMz6WEMVJqYWNixnDwEnYMo0Ny+ddjiY2Qzf/Pz5dmcC/rRnJ8q
ftk1iVra6550aIc1DuF3nSemHlqdsQUWrqzWX/Qdzj0C7MMwJJ95pUVLq6okspIplBzZY/t/6UWg
bPRwipqCE6ykX2zpQM4o/UV/w7vPDPN9IrulF9PQEv3pcJFV0A2KNoElmJYnIilvcX4r8ICzXfCc
e5ytIyOK9H6J8w4UWebQnXQ9hWOp6dhc9VsqxlurULlf+UWyoWf2EiX0WbCCqBbGKVJbyQChV3KJ
8VmzInsw/VY2nmen3qHc8qHRg5hLvKPEU40/hd3k2bHVhI/W8eSFhB74E5kCo4Fto06Bgej76ALy
AkBfcw+xARuLTVMs8dWoRKTP8pDsQ2ECoBSTBe/0VrVV9dNYwJxfkUqT0VerdMmL/Y2A29MqwLXN
5j9BXmkYhCzm7bTcZw7hduI20V/qHpHWm5ISOiso9Ks8pUds3kqaLh4S/069RyopvR/9OjiKltZy
H10meat/CtGJF7LVKqlqPLzFflUrE7wGJmBenL+FGpx0HO16OrIczd2nOKw5J5/FwKeeko/hRUie
l9GJaxXLqDhDOrRBlmXQ+pcLScwOc4yxU4qSD5V9Y5w09CtaIusqjMmvEx2XX4zHEO6KLc2tOU/r
Likbivjn3lnH4Wcj94vGILYgmyhQ4REh2J9IvSlrNUKq2Kjn5L8Fw+D37SrRD9EVw6vgRUGYZwG+
w3eb/ZsPtV+T9VW5MqvICC0V14ferGmnNtmIgnIgpsEom6Xf57iC6IROV8OZo0RLCPcgJvRuLQxP
Aop0cVq/UJUt54Pp54GVyEbmA/pVNBvw2af6fzJG8SuV4cxFR24qF9B6/PX+QZK/jT/V54tNzMqj
r9xIVb1rO5ionkmz8lpSFZJ65tHETbDr2osSfNw4QZcYW/OkmCJc791Jv4/L03MJJ5EPpVDG2tK+
RLg3pP2jOgxbQA8zcHN5q1XI1SqIBe0uO5BxfW4oTOjkfyNtlnS6YyhkW5vdWtZfnqx4XTYmCVlr
lWWQH4hGWwdozij4wDzrdtp+U7j1uzNA/ljT6O3id3cU794pG8tc4pgJ3CedT6Q5V7Jkd7DGNflX
UfMcVPAn+TX0juAeJ0U6KXvjST0ny95o9OcYMw+xpNjf1G2VT1JXBETcp5BuQi1qMMNbEOBeS88g
PRB8yPuJ58M2oRE1h5kIPVBR7rrlWGYWw8dBr6VNSKi5NLluCaDQZ5o/hVacRtrAXgR/w34q54d4
J/ZiqNE4hLcrX6FfBQtz/iz+copIBKSt+Y7Y3VpM5QAwJbCVOaTORRrqnX/kGX5aSZZ4voHIQfsu
qBZLbpRPwf9R1eiUnGtkJjgMP8ptl4l0Cd7+ijad2pBEiaasMCYUBph98JcANXdhW6qPyUjA2U30
3FeakdpU3qkmeG408Qd3LGpz6TD5O7YBrhCt053gfmUkSb/Zvvq/nQ0pyo6w5IxgsXCldpWRasot
P4VeYZ5W1oh9F70tEQSvgAP+hcxR5Uv8HvNiQWJFNWI3a59Wzo/krSNHqa7h3xV8xE0pBGfVpXSx
v5uMbA5lSCJcWSs7LLnPX2fvJxwc2FG5O1BvaLYGRNX+0WwLXgHITNsUfZQ/ec1+TUpT0UfBcMIc
/mvmJuvPIwPkO9zrjrJQf/SP8EE8Bd8tgkgHW/vxHpnPS04RVwCPjShxk/Mr5KVhrCeRPRULs6h4
hvLt0Aj6Tvg56CDIb1MYKlk+R5FJWQBZfvU0EDBWpG3h3OU/Iilw+w2ThbGe7879DoHuIXkc9jDK
p/2HiUMfRW5jMo1DETtKZp7ajMqpXeCAowqsvcXPaiWuNF4A/i53jWHqOSdjnXKVLp2cbqGRuagr
sIcmY9Gp+z/qpFk38I8MTMnnoCK72zhWt1TRClg044BSwwXnchNb2B+1AFcsOkQ8xuho+lCw0Xns
5A5Lv4YhkpvMKzaaeQbjbxbRQ0T3oWz1eA3d+Ub9J11s4UoeoiQHxgzNNuVm7dNeFY298JeAc8Qd
up1yQWcHkYJH6Jtyh9p2tKZTNokX1y7RBu+ekzHVslpPrshXlKlKSGyc6ScKjks/q+aysOpu+ub8
av0Q8gHFg3w09IXpNfVvdlVed/4pljeVKx5qmo3pr9KjzKa6siuJGbwIee/1SPkYGk816NI82HZ0
NSP6nNF3I2jkQo0iww2dgk3K0NR1Kv0YNmqZAN+Os49Pxdn25R0nm4pCks0VS3BzcSuYpQq/tpaO
olobF1HGk0bkDPN5vc/oj8ErTG8ZF+8yZdX1lzyrQqXl77iuc/cFsPpDjB7ivNJrzGNXCjBOiMAS
0ubg16CjoHh6Kn+Jc1PNJeUXuTMvnr3NXwmMduwRawG9YGVZnK1H+Medbbpov6VhuL5r/skbk/M4
LtpaZlrOBFnbbi3VxOtarCINpyt/32qvkl3pGcdya9/lzbaHlQckB6Sdya91c5iz21CIDOI6RZUq
Ep7vnKS5Cs/2J9Ot4NS6bvqF1n8VaztrqM3OhTsnV/XgcPTbLBfzl2m4NfrMLaq98EHyH+5cyAQe
SRHXtDqngTLIWBoaSR58cKF8ZOCu4Yv3Utsrtk10i0RCQv2jIBNN5JLMun+aJl3ak3nBfix5PZ0N
L8jBaaPLn0sHaXN9H3MpnePvdSmmAlTDbfSu0p9Fe6zjtKeKuvHxhFWaSMHO8lO0PXQsIxS4rhpm
avKudMwkT23tRl9jp1Tv0LKEY1Rm33WOy2Byfi0vFy9KJurD5SydUQwvvI6SyOKNe3O/444aL5yL
4QoYO5Fr6X2AmsKg7qboL+FdLJOORUXgj4pzKL+JaSmtor3+dMN76/7jQPCzrAMeIyYlkA2bGS0n
BiOHSQ+f3coJQbQUIcHPr8olclM120NTjP+KR+cZodoAjfgWArGu0zQY4ggiCzczH+HJ3+75JF9J
e9sEtQSV/ciO1DeEQwZc+2bmvApcNNSrQdogP2yzkRPoBN1h0ONEHf0wI4muL9RnnSNWx4zKTBB3
wyGb/hPDoJm6v2mfj02htcoNkk12X3COaqCkhaktrRc/t+zlXbi+jbP54op2Znp/jOT+/328ngNz
mHG4mfEK0TNkLyONZM8YV/iVWyaszAlHEkCV5gjLdelo1BdhOC89616uwfnAG+vJ0DHQ9WyCo50X
5H1RGgNRKTnqKxBNGcY6SH0oySEfKLwG9uju5IgsDmJ/o4KpoZYlsvRrRXOrDXwx7JviuvmoZhsc
Kp0Q6dR44UTGlB8rxRjzKl274ploGp7XXEDrAptrT0Mdoi9kSLazMIExonIK7QX6BYjhHaANM99w
hOTb5BpCuuI6cnzzBNVIRDTnt2ifdR8SR09VrlC+0HeB0hPbXaocHW2qeBgfr5FBznqCahlnAu+L
l08b7tuK0BGR3vPJY5ommmmcofqBArt/cfMI8hLpin00iyUrhfaPtVssosLRH4QPs/rsWeCYXWz3
jJFs9kYBDeUi8wPbROwT21VDr6IK10+S734eV4VyxCDYAHiboN3WxlmNr0LBuf0ppY7z9jhJsW27
urPiIHISrj2tmeZUz9CEMe7gQnY4fR82tyEMWluXCearxmVssWyT/pQORl+72M93hNrClGsfyjPr
qkx7djK0jwoPYMjGP5QU0QvXNPVjSSQJbelnqM98QZVhleh+F8Jl6ynRJatBe0iTC5GeB6WzSvj2
FBOgSOQly2pFMj9N/xvq5EFP3w3sFdzK3koIkk2cU/vy05I8tXmV3mlXTwrqjQjRa/hmB4OrOKdm
lWRiJNqKJr6NfF6fkLHfuhm9BeaFnbeuFf+k5dCGpZLELNESUS0QazoqbnF/PvtFx8X4ZOHqueyJ
aZtQT8xHgBjDatQjKwU8J/etYWbgvfawgZ+arV7NCupK7dWK4a5IyXtZP/kv0mXbMANevdnxl3mg
3GQ8BnMaGxi9eaNY8xFsjcE2197BXqo8hGSJruQOt9S6pltqHV84Fbwr+IPkhacPUoj8AaQw57Fc
RwqNqmNRcy8JQbovQhh/jcBKmJJfSQs3txkWEPaI7gq2ARrLPkYbNc3to4ZLhtV99oNqxzrmviik
byu4m/EuLlqsx0GBXuuC8rWUg6qblAjNmqO7j3eKpld0ASJZAWgw9JaOpX9vHC84Q5hoHUT96jN6
34g/cYh2nPyBvxUxpOwNQXX6/pHhuBHEZaJJ7E7zffNH/mTfOXq1NYJTI0vVLjFmO+PbY2gXxWT5
fOmrbAWeVV6mJUp6r1VQd1M+1PkQ/5GYiWDdNyCT/ob/NzCCtFCRQjog+sq5xMASViEYlDHintNK
BoQziItQDpTiW0rbflUUAEfiZuEmFa5DvpQfVETVYlkK6qT6k8AR4kH+CvcvxwqREnji+CHfQbmE
H5Jfzf0NP4n5ZhFbH5IYlCf6t2g96GBIa+rriJQy0HMuZ5G+CsXsClsaU+paqOtn7Cn9gFut6Nob
yewiTKdc5qdh71I5uiHacvK5SieLf85X4SKIcwZhotTPgH1sOeEWsF20wFN0PKj4RMaLqcG1tlZT
NwIcfKIGOSx57n+blHuhMziL0TdVv5pmCBj2FtOigvXokJ3syu89bixVVeuyHPCzRxj9yBN4UGQK
zVUYRXoKuuKiYyo45uKIzMWKgDt9uzahsvyDYL7qWxwzkY7QQo8VR2ImB+2FYyRLOksIr0pvZE5T
XaVetO8LkoEMP7Hs075Cy1bFHfJ4zlXlAEOv9xe4FjtaC9o0KG2sD0vfecqEn45ME2cqijBVqvxi
mDiMeDc02ohAN/t72HHyiex7zGmIHrwcpVF7xLGs44I00nZOvPoWMNrQV+gXU5ApVTOTSyTzsXQl
pl2ovc6Ok7QByJKH7AcUCLYOhMfAmBuQmYldnD+WBs3D0gO4yuD4Yit0PnwF4jebrfZkE6KIhESh
XDsJ8kzxp4xBhebuK55I9NlOsFZwrTf3mHq5Q4W9xDeiy5pK6E1pLXRVSADev/20Ylo2mPSW8aiO
Yn8EaKAfkX8pJ7GgV8lgBfijIY2R5QkvncbgZBcUPrtuEYwQS7EtApPDwRtQukg73bKoOtyWFzjK
XOXcWnu9K0J0WTydR659mzMsBDVuAxZmniFHuzxZjNpXlFdXp5cP4p8WYRxNiyjkp1pJwS/hqbIB
6VagFviA6Ah9ka+umUa85aZA/fYEx32uG/IbepR2RvXFclx4X1zGhTYvR2Tos/19EXvSqhSQ/eMt
/7ERbh/0iWGg8bFtm60L2Yid7CyO+R14k5lvPApD8/+4DyuriG8l49Rondca1Aw49Mu0pWy9qm/O
asCGOH/Ujj2j2YxhSBvd96nfXVC3Tzqy6GKxGBR7bsrFLYXl5jW126+rm074Uog5hFZejvASeaKF
gOrS95guqeOMXxAm/WAxEegxHnMONcwSM1WnEhfYco3PNk0W7SaGl5xlsKThtB76KUenipD+TtYv
+DE0ThZ2DWM8Wz5WfofymGpWjmdSpHxtZ8F3+LBD3xVm0EdfnW9GwrPgKGw0WQHMB0tATzMGZ4FU
30mRsnKBM5QaKiahO+l4i9nMv02NZgndGADQ39OBtJ/kO2qv41cZ3ySdEbe4dC3jBHcgMxm1MH/h
LeHearTTlXQHl1ur1V0ou0KYwLtT9ZJkl6VzStgHDf0VinKjp0n7FJdpWWO6zK0lPIr6yt7OGN7c
68HacxjH/ImaYYTntJm1V3b0SBJkN/FVnImCZcwHNfoiod2M2Psws+Q7L/N/3LAu8+e1PjU5J1ef
6+EOCXSfh5NLcF28Bbax8ljsAbNJg9ANBb9smUh8KDJXD9x7fP92zEHGCthNeSX2eO5J+b6WmXnz
MyaZ9lJviis4MwybT0ABBNdXMt9cUw/SQcBkt9zUpP5kSjUMpDIVL12l1QsV1sZlChvyj+w3o4H/
ThQszAbG5B7K6tBGkhNxp7n9hIt0H1mt6W/ww5n/KQs0hIZEThNPzx+J34ZaDtPZ3+b2p/wL8xLx
gs7CpUwn8YPwMaIaMSYQIHHIN2S7LE+wacRdnDg+WioEX8o2CyJQxtyjYnWThMz1DUncrNvMFOKv
lCi4FPNW2wHFVXkw4Q76rXymjgr9r2IiI740ngygh1vGN4xl/AECvlnqXXaH45WVyYsXs8x2dUZ2
bsW+iq9UJ9coOCyYIDmcGg6TFoYXPUFhOVu852Xr1EbWau1N6BzNWtlsxSZeNr9HE1HAA0dTlnIj
yLr0+2BEUSS3j+haxq8Og2yaSZr0R6AClvA2kN3IqiBaTmMXZr3kviq5rkHyWvT/YDvzMLbXrHnp
p+yYm7HIwZnTCicY/jHgJEc5Ye23Rabs6wc/xwqt68SJzGUWrBDsmqu5rVjh3tBkLByvP06/m8WD
XZaOzrTKiw2hE1mYe3AhRs+aBP0JbxI08XcxU/UDQXjfRrxWs1S4vaqOszllLIOICKkyGW+J/yK+
yEPGOt9S7DoagkHyNwdWYN5SLsvX5/VypI13Aa+Uz95nIdIK8sbgFuBXuu5Kb0pJeqRWhDlx0UbS
wtTp4c6TRu3dZONIZYf8SNNaysfii7GTCgbobyGKTAMSJJiXdeHpZPOsIqF6JSrV95PzCAMXmtD+
2D1UP5Pf1hB/n75Zl2GPMiA0r9g6y335jIJeIkioBF2yogydvDrUA8MKyTH3Vw3OWKzn8X5h3/GH
MddJFd6dxmXq1/II4rCycHevZS6qGrcRmGnVnm4E4iWxwFspGd+ZMQmXR+kRZYbGGNf7QJpCwXQ9
8tQMTgd/MfoHsxAcD1hsi1LK4FMT/+BowvkeoCFG3CPpY84zBHxCxQZmH8pGMglMB37B08Rx9BFb
fnbc90cVXmzUMerqknhf9XdovZz5O3mUc5pBiMs0LS2MuLbqOb+w7C4GBEqW+dAjGFO9elg0V2M9
Kn9U4BV+csV7STGHDRruGvlmpsDAUV7EpUjrjXnBvZqvlpvcW+fy4MN0l3henajkOKgnVyNtOjtR
0T8NQKZ7u/MyIJ8Lt3KWi0jku954lzClCZjnmHeVy6dIfBVjde8fRTECOl1nV7YWfqSAXtUYAMEC
qO/4DZan9IGMTO+1/FeC4hZH8AMoQTO9YZ46ishXPtcc1zbRbkr2c4d7NCemWeZ28uwEH4rAtT61
ygFPcC/3gIrjP8kAu44KKxk8TpS9ytVJ/mz4LXueciD2jQNkTdrzGaFlgoEzJWPMX1jjBSe06/yL
LH7hUvYt+CtPeOht0QngOuU/wcDaT+a8lBuI7gaxcn7WXF+n8rXxLmYBuQ48mvd3eR/jNf911Wzy
MhEkn0AZ4jwqJLACdWWKscxNzoey7qJN8SrdZiAbu1nw3EnkxWaa6ALMTJYnOKwkDfGNBsN0e17r
/tI8aDXpCKrngdFHDuG/CTM9P/Sv5dMRmNrXmOm+86YwSjH1h0xoP7nlJPicZSBiaAAdOskQiCYR
WexZqoGCXuNteSSihtdj35DO4X8oe6ENL5vs4fLeOpTGev4C/YNTVG269b7lgX+QfKdhRzAL31ce
y5KVfjdM0o2RRsMijC35Mxw4xAtPvK2M9zZlr7COM87zXH4BsoYZAFGVLWiE+L7wNp6B/6t6Ink2
kClaSKlXUBxzCrm6kXi+SIdt0Zxig0hFtjqBkHLO1skOEx8h7UMiTVolh5FRFOnWsK6W3w35Qaed
G5V+T3OzNn82k6q9pXogPkJbIYlEvGE/NaoDKaQUzzDwCEU8qYqbxyJU1PNnMQezU/kLODKo3x1i
IPAiU5WxTHDcxW5/ig7jo9tewXdlnYeRxeGmc4oKxH7Fv+2bDRCNg7LdN1o+21OJ2ymYZxPxx2Fp
dmXWBcE+d6/z5N6+7i1UnukTZxykzHYhsAN0EnRZPV5aSU9CbSg8dTWsKAZxXcKs2wthGeZhF1NQ
DgN9t3u+93lno/ss/hd7RsmNUwH3bccgzApeMtxY/C7zEr5xz2bRVPtd12tBU+5rxkLmvbKf4gNa
e241dIWwtNBKK1QPVPv5FeIX/PUJIVuapQYxg9rPnn41LvM/TYX2n3KmVA87DXzMfonaypgBGDkQ
T7TuKLdbAhf/8d4VAu4m+2rW76pazg/eDXNAAvhXy02sodRE7VBXWPJ2U3/Y1bb8kkRgnWQuIUqI
MgW9G33D0DWir0W9eUXcB/739DDMVb2wtv7GT6Xz4mnxCY3dKOFdRXuBYvUoSJL9AFZXfs0VTq1S
aRlLBHus7OIbDjpvd9k4WgxZjU8kqmgj8kbKPQUDbb/BGEkf5thSZr4Hdyc7oLOW/FR9JVaYR+Y/
49whS1QS13vBBP7PqmL8HnFe+SDSR+IQzjC9OH8HGVe1oWSKYj7tXx9ApUinItkVNaX/qP4yN1+4
Un7GFK3SVHUxRtZ2U24Dcg5FnuptAFdZ0QxW4Igmkltx9LOpzKXW3GD48WmU99IZgokS5NkFMawM
Y9NtK5vsJStjmQyfYFh9BHJb1UP/3LYsvsQ0EX3bNfVquK6mMAruD/62TGIMxJ2xpDIvcNjxJ4kW
45PgEMJEej5ij/2zQGoMEetFbbm/gHWmVvfzlj7a4Zg8EcmejWSJi4nxsotZm06MhQY8Oar5gdfF
Ldwx1pF6JviaJsFSj58p2UGuhBxN58L65WY2zuAVaF0Vbmwye63rT+Ny5l1ppHuwAJBdVPSwFsYu
Z+H0oyzdSU2sN5QWydXgamMk4ifsH+MYq15ajEQRMFqhlPPA4x2h2opfSnlDRAQ1wOUL441r0Wc0
l2HRVV9qjepWvon+F/WsD3ltcsavi0vJb2mGx7P0iJ1jyj4IlxlmFVjt05z5oueCdYJI99Ps+Azk
zR91Ck+3tkTQ4XxVutnNzxRWHzJeV3ocI0uO5HIJg2QJzgvpKdb98haGOmUofS2tBIitv3spiGBJ
FjPBytVaWu4rnxW+KmTNV9Becn0ObmUjdQ6jrni+apOOm3WPM65xMwqfbZTAGWoV1vrxQFTpRNHQ
oiusAaWjNeNLtoM2cypLlxvWMkeKzezb1ixULa/Lug2xEdwlC/MAssPqVlNkR5uvpqagDKZ4QhnN
tAVi/TNxEbx29FJnUWA/fwZyOXZCvIOZFDwv603YTv6CPgSs18fg2n27wbvcd2V/qq8FEI4c12fJ
F4Ek0JH/Hr3EdDMI81by867cYdzT/eVENBYZYA33LvaShpSg9PRAs1x17lZerfU8P5FOEEB8IOI5
2zB4Y7CbEgEnGtf4oXFOww7TWs0yu9+yxfTNtQWDkzaT73nn8aOIpxB0W/BQvHWJdLP4BS+CvhAa
ONulk/r3Zt9IhNi6Q99KNnrqBaUmltvJui3vZ7+Mmk44Bky2jHFeYHOP8RgrRQrvDssCNFXaF/Iz
fhXbL/gbmnvabyojCkiNvNNomCWn4FNaHCOT/95PsW2BKLnt9ufwa/uWYTvtvbLhvnnC6EqBG1Cr
CEyA6EIyo1wzLeHKVyEqy3ihl7+lCAIcs7/n9uGxq757SaRNEql8E3GOshl5wHhAsUt7DbNbxnGb
eaViWXIKGcrXocITDKHLhZrCbPaa8yb9h9IkdqtzByNaOd78yaoRCBK+4EKhL8WfSvur13h3q64T
nitu0S+jOSLAOK7opPKFtF7aDZObhLpWxovScwnXGKvMv2RqIFYXCnzQzDf8tGarMv8Xy4MEAmDL
ykkcsf+Ampw3N7WfqAnLke3Wk5SJ5APqrSqFdaahh9bhLBJ9pGwo/1vxJDSJnU2TCsSy42fm4/WG
HnsrcMbL0fZ1VeFjqHHiS4JrwjGs0YRkTjlzgrfTIwXyrMbCT8J2XgXO7ltYqGJiqJfy/xViPZji
AnmuuowGTZ+p9aEOLjuSl1WOo2qxa+lZyKFSVZAsGCyeVTFOk2tOrZSg+XmZCF5B7KkzRg2TogDx
xvEWeYbqPsqa84qMhHod3cWAEVTWk7Wr+RVZm/AabzkF3JDN7QTqePugry1g9+Sa9MpndeXccnaT
frg5V8Ohj5TOyegr+80hEp6zFhpNcpzqL1ktnisA4Q4zn4QG1Bao2Lwii0qVXd3InyJCwO8ZnE9k
cjGSBysJSW1LpcG9HutL6XHkTeheItQnckTQxjx71HRLm4kDZ3SwzteYFEnqQecPNS1K2+C9Jn/w
6J7xS9ka0VfSL3kbGWE8wbltYsNd6llskafMPR2wAw8J0yKfinT4ZMMO5k6RJ2VP+x19X39GlhD9
x1cvWmPPZ1GcY4QDuLOz2vBVlAXmJ2Q1WcR+68sy/a4Xpo/AZBaeKLqs2WYBGLPlr0vLRe3YDwXH
OG/sce6JJYNk81ix4CLTLW1bzhjeU93C0qLoe+An7MH+ONx88FjeV+Uvpcj9SbSV6RDVmznBvtzb
xhP0TMpcuwKwqOc0jarpEGxSrjNc0Q8G1idUCwZLBkjfmE/oK3DPXOnqAb5Cfb1lve23aCCrRboU
1S2hXN2P/7K/WXCneK8uhfLW+EKKFoySt2sL0anOSmo0EWt6oPyLtphUAh8b7EkdXT4WTzTe4zgK
7sQlU49Fv5XVl9C9Ja4QbMWFdWi65LD4rOm2dhVgd9bRroH+YQSa/uHNxKXiLrkX1q2HlPD2ytAl
8mKPr1iZtAZV8UR827g6389B0v7Qb7Jy2Kvtte5nUK7Go98BXYnuhzoDful6gXx09hXJ17ytqJrz
ETHdFR7IygTXvTe0SldipJo+jPnJv8VTZGrO36w/4v3uY/jmCpkXKGUmGPiL9c0iwyL3OZjH3bYE
LMy+2zBKesE72Ziat5R3wTo09KnoFGKlo57dadMZ9jcOE/8/issqLApG0aJ2d3eL3Yn9WxhYqCCC
0t3DDNPd3d3dzQzdjQgKdndgd+s9930/rG89rb1aQGI8TPQG20Fk4bhKr3MErcQyi3gzd5JpJaTK
0cf4I+4K9Dd+pGDn5ewcZ0OVcLToLjmWepHfbD4mi3ENQVi0uhMVzG8X1sn7sPpWRVGR4J+Xonh7
lF+RM3js+I+qasQRb6hurudCkZHzgDCXmgc7kM5i74eymHrzTaIgIQ+8DdiX/82ynzeFrCLdc9GA
fSsZV73c/iIM4Rd7P9HAq2t/CeJoh2uyDTvVQwGBwLR0pHWzdrglWumQc4BHWZNTAPSTrK+lgjYe
/YSuHBYrtjAn4QcjI2g99kWScHCAWS1NPdopmuXN5ddgpweNprOsPcoM8XbqGAvaFquZxznCu2GY
KH5pzbZdRX8UR5oC2pv0w2qcwmrTE0ysnzmcY7zM0YIcxS0ohfZN8168EPRCRWXMIi5DnoZ18TIo
Cm2E4RF9KjC0yC4+SDuofYC3KPrR9gveXP6pXWtdib5LYwoh9mRts1xo7DWuJ9z17+fo+CZMgiVW
fTKQhBsq7q+CKdZYAdhz9fBCKu4s5xi2VD/g3BfrNESR/YFokeQdRYKYljPa94mdVlltuFF9i7Xf
MNSScOOoxiKXZm5JfVXZSnbB5YQSFcwgxH+NGgu47ZwlG1wSlvRIOhIwwmnMXIV+WTv14o9Mp52k
2JoeUhyOi076wB/anOKZqtUfAVoE7v/i1xuOiazoR4QPPi6hWbA577BkPuLySQZ6PNMtC+CHMy+L
P0CvU67aLoF6pDT7EvYgRP+Mpw3HKtKL2niuSwOKjZL6VG+qXT+iKLIRazaCaHKI6gsqpCC14gAD
y9aiwlxvBTMLN6tnQe6pm+BfETJELTFRyqLeUaBOv9Nb2XsS0sMP0o6T+jI55mhNPSX7PEGd27jb
1A8/MwUkP4566wzK9Cihvgz+5kKyZjwuksNp26Ydq4hQqXVj4TjBavwYm5t+UVykCWaytWvOjnAP
NavtaTWpjClxjXIg6RHmLjtP6BNPArir+frbOHZtL7+0Amz+khpQbca87ZzAG8/4rgzSa6g1mrrq
B1mLhWwVIB6EZjt/QzIxfenLBXtrw+g5tM/andrF1W0AO+pXYbFaJ2uSvULC0g8bN7NWkz8QetwH
TScwM/ko62F/We2sdBopl4PRJfEFResZg4UuqR3G0y5ASdIu80yyFuPkOiCu9v+boP6Rq5SS6UTR
gv69hWVaQew844lAP0ou+6DvAu24clX2Xs8SjkAyWp0olhnPIB8kDvV06lx6Zck8S8zlUlGh/Xjt
c29WrQHw2nKWPJuLlIFYfOUG8ghAtVdszEb5+dc1iwQ6CwTXTwaIkWsGupMIIcw1AKz2pnwmIxKi
yaNSVwjmko7IUq/H62tK9zZhoBpbGulX1geiG6C2DZHeYUv4y3B9SeXSaZIdgZcXzPSV2L9ss+g8
LkUZCRhM70+ZDh5q8+O7gltPi6WrVZAMLwzv6IjH5V7C6hVJwo6W9uxfOQFL2J4x1gx0iM8FZNb1
eTAqOty/39hfOhORVmCz7nY85lvKQlWDcoX0jfj3RZPrxVnPynLh38r6XpzDPM68yrSrGcjv9A2g
HcYYdwS3Dyngs8meFrfC+imVlB3cZbUZ3BUGC3ga97R4DmQH9i0EBzuEPumrKviRN8RwpH4kfgMi
GbsFPxr90DiIdqZ+W7uK/9sxlHqAfTLgVj600M0Wi6+6EU7VpZP+oUsVbeZf9ntBMXOt3GJDKLZc
v1eMKbqlmYz5p9aT1X5ldf+UfzgSEORMt5GrqgmzHUHnWJhafRMVA2rl5VAv0LLc2/RFHIJ4vyWN
b6q4y32p1KDkulpMX/MBqJFSTTCxV5eMoVkl2VH2LDXKaDuLfgp/WdWXvgNBwreSkbHfcvkpJ+G3
sTa1014GjUIcBVUxCdCfdIBspYqg34MNBy90o/lky8lgrNtsPsypEiIRfDsLd1cxwGHO7MueYbeW
9ojLsqFGo2R+cx3nHInbvr14iPge7imKQH7uYore5p1T9G+9Cn9vQWXt0LwKUjjzaE7xGult01sk
geGMS1DiuEYvXug73ChoFsXlfauY62dIILVm6/HKh9kAnqHgsVmtOQqVk264JiYh8NT8RnC451TK
ODAP9wHxVH8sfbn/Uf7A0njKQMnBVH9uc6BfDMClBIRKurh1sj+AMmUy2ynr5R8kSc2n0TDHWv4p
8wIs8vpWyXBtt/oVuZEMxcSZcyrZReUylvYhdj59s2qQ/rXQx/klm29dyP5lYmReKx8NmM65pUO4
0JLxwl+w7a7p1RqaFfkOOs7607rebMXePvMaPLblvhKt6rWtLnqiJbF3FSSVvyu8TH0suKX7Ju6T
9Z6fpA2WTEsY6bkk80klnnHqP9KjJZd4E0pPcsdwbnsqFSLrSqwpHpm3WL3O8LfgJfOnl5LfzF2V
s072BpgFm4krzD7oemL4J19FXOgTFkVzptvy+cMIv+VFOe0Ym6HaEZqlrwmp9tC63MQEqDhOd4lD
bd53YoPnIrCmAICPl97NOsVpw9tZ8fjxeYfsQgOG7Sg49BhpeFOQ4IwWcy2jgTvbUGAdMlwmKF5p
kKDfkymsw9o9uQMKpYjzmqqi8MAT5rQcJdudG1V6rB2MGoyp9PRT8gUuzFDieuR35RH3t1yhNJr5
Wf6IxxMe1S9zDsPQS2YZ/vI8AqTZJShUPoMcLhwjhwlWpX9106lUTrqkuPurqIH6zFstzeQik1/B
Pon43s2iK7xIitHfVzyYnCBNN9yknwXhlBqXPbA9Jh/Z7Z5E+Xr2DSdEiacBoOt6KJaXRj1pIqNa
lxV1XL8bmaG+nj5AtpdfT21mrU1LkPXYii1jUSGyR9o09QFlCm8xyuc9KH7FWiG+J1tqa6GPEu3A
KugdFXjYyLLd5p0qG5nAnVQlUSZYNwKRRLHOa2gSJOAOYOya2eX/sheZ/nqz9E+ANrrDMY5yJWEo
Ol70j0vyLNOfE/wWjmaOz/+Fsvj6uw7XN8PGkXDld2VfZL/9oywU6/WaEOgPZGSJr2wsoQCUCXZi
Klm3mEtVm/nhZLhjIlKQS7b/RDlLkvgvWB0IVmqbusDyuoVZHehcZURoozXdAEdgin0Uua5lvnwW
7rcWWHWGtznb0l3A9kfFg6eSzUX30L0ZtfxoYDhpM/EGvLcu5dYVJsaG0cQCplAfe3/RqjxHER9s
c5jLrDOEkZwIRldGiXvhCZt65ZXLUl2hHDKe8AadXD0l661eKg0tCQLXSosQvfJ3/H/lftV3wS7a
avYM2HxGtd9N6ivLDxTR+4sy2dVHoux9ITjZdROafboqF4ehGT2HFVqIE/alNAQ50P+5oJmQJoYS
hoMoxJuE85ZC2u0stkRXkoc84nXoxpbjxS2UAm6x/FHGN89Z2K/Wl64hhpWSKZyjgt+uV1IW7hIy
sUbCJ2B0nGrXP3ld2UTpS+Ns8G2Zi6fObHEYxVOOSvAe/nPlaPd/opL06rrlzE+EZcrditU4EyJZ
Kxfk6W5rDNCxOuGZwSXsprHXM50r9UdqQl1jpM/JCt5jzcagpLC2sFlVKxqBHlxv0s8CXOAu1Swg
1zGW85FOrXHM7Slwgq9K+7EZUxymW0ZOtSMlPflPQAc5WbQzzl5KIep60mj+F3IBa5LB3Eb3PKj8
SMFIq+n3jVcqCnRA2KJ7ZF6trRuM8X4vBCInkKYHKSANVEn7WYYs3esapVpX+g9+y6GMbwEfLWsy
L+S8zpzoSxWHEW6W43Xeg3NxraQkuE7bAMHJ49Ursv5xT7FtMQNRO/xbhfDkHt571SSJRbnJ2kpo
t+1RJhh/BaONX2RXyIdMc7g2XHXCJskz4kDLbukC7OwGNYcsPILN9O8W5PKzrRi2nj5Uf1TTIBUo
bhpipCsShmh28u/ivOoRrFj6Pq5NluebD/mvCakZSR/OW0MKuu9poyF/MziccGfQPpM2nPFQ8QPW
n3pON4+7tGpK3XbqvPa9yofAzrJCpMTcJT8tu8F0WmgWO34DyO4beyHdfFd0kfQPV2ScemUGKQ2Y
Qzd6oNjZ4r/8B+oNsI35ZMou2SVbFqsGnIsZgy/XY7iHOD7rLHdvBsI7jr0fNa3eU/pSBZIv9S7z
FVdCWFgdhykCHsJOhe8XVtK/kb4E19uGoVs2uxEdKq/ayhqBXqvYlCZy92LSvXqazkSUbSM7WQfd
fZQXIO8EeXSJ+DWlAZ9tiumZ7TvLPS8uQvUU8yRIXYxuDjRWfid8kmpM7nvBRvpb8XfZ+kw9e7J4
L+8X5XbGLs6dwkm2OOOZHDLLae015fAl4ugCI/VgSbLCEd3l3k7YnDDe43HdunYaISq7IzjtimKN
Ic5z/KP7qsM8YdxYQ4Y6pahROlOw2viCXaxrKn5Nnae+UnPHXp5TWrSq+It7FDOL1sbfThmUcxt5
FMXWpHDdcApTRUE5naV7Gpu5jZxduJHlecUnUUXtmyhMU1/vVtU7XqDruStVfyk4X7Odt8RcpT9I
estZof9ufCouMEIJ4ylJJQxGJvNv9RhOtuA4u9N6WxPlZdLPK7DkGPVkhUNsJMM9lykp3U2IcOND
S5pJQ0onFpkGiedh5iMPCTbByvybs47H9s2ILvuoiivMYXXpLvKAwJlYuz5T2pm4FN0fWQHBZ1gM
ZQSD/QOkjtRLhuku0O3k695+smvWkc6K/IsiKWfmSxjKa14IHOgq4O1TDbV168yum7ADttemIV4a
9580WzUlOCZwpmWF5h1nMf4UtdM2hHtCP1laDdV6vzNFpgeYvYwBvvDiYbxjlK/tDtlCBtNViLAJ
aqjQkh2IdG0fxT7DHPUB/DXMFNjz+r6FN8jvTevY4419fTbR1Wp68ctahFWjuiBeRsJq1yJ/ytaI
qfp5mqXX6M1SG4MMSz3GXkZ/Qr9DloPFtps37VwD74k83LBMPMq5FlgFHy1ZSTgHXMFX4q6zB1Us
lwgJ8rZM6Fl7isJBLN1IZd/g33P9kPw2DVIetJpkX5CR1OUig36XaF95nGVk/TL0KXAD4Q1zFmoP
76JqgecfpISsM1XxP1LPyOto2yRpxkj4FdBv5SnGDMc/40xljTE0OO9MP9F79Fl5FDXLqfGksHd7
AAp9bRgq3aDibdI+zjxlHFlIqzgPGNHwztCoA1YteqT2jEOmAA0ev2FH64qIv0ycDl+yujEV/gHv
0Z2hzdLcbAC3TvcOdxJvrSBs6g6B/8ouscujYnDN98PJ1ODiVjcCLG2XrVaNEn5SfyCIAR9hC/Xb
KLsh3wX3vKWUZGYS/Ilionxp42dMjXzMvTO5meId6m+UD25ykS+9jj6nrVz8k/1J2AusPxqLPc6r
Jv9pZmO73NLA6ICNtMXHx5dX7qRtP2+hQUS7GxZWpz4frXj9P8Yd3etMu5Dn2HdlLsLMiz8Em43T
aD0COqWB87a0r+QHcYncQd3JKmFVNSX6G9grcnZqDrneGUB+LcQKaMp+SX0AHQJebFzPyWd9ocZI
FmsyzheRy/SX825bxeY/gXPIjXXn5VtYccWF0j2sBPf7vEPWVUQI2eN8CF6vq9bFBXYbzlHmlJUq
FUGEeZwMK93n+tlyFPsdH6y8lrbXMtiZ1RwJQ5XWQUP143BXsv7zTedjUZHsqZitMpCiHdxolCGR
6lvm8f53df3gVFUGbiNyJ1TPncpjitaJQj2ekh6zSNUo/CocDvrACjT8sraK+lw8UxySD+amwMTm
8fhydWL2XM0q5kvz+NaZkO8JE/Qx5qcihPaLOSJ9vWi0m0mORp8IXKal1N+ChudPEW+ATfV2CV5C
HvlDoN8VwZyD6uOU9nwK8X32DMsO3hZyWgfl9eKET7q9lRphc3ofYqJ9YmC4bi5iKa1Gt58xRzac
9OJC2dVV4O3oVj5WMqV8S/Ch853GZfjZGGqZmlSvb6ILvNEyJ7OU/YDzXYKW3cPMYAlpKlpmGUF9
zDoXt/RWoWcKH+vcY36enq7sVzLxuLx+IGkmJgxE1T09t1xZSsbKpqK+of8kvSxY4ntiGUDL0R1T
vKUMudTLCiCGpHEkvby94Ie10agYOch8CrTKeIRSxxehV5Yvtg0Wji2tp1rt29EoOuzs1gBbfrr6
OicWuQ8+HXfKLgd1oS/zWmijZPyyXrJSGJQvdNlAS3w/3HVZh6hPZQTGUy5eMyj6HnsqjAhbwD9w
O+j+J7uKG+rtQ9SyR9qGKq+jxhK/6N3Fk/Ve+RLrfopC8U7ygzPaHic9px1uWKJ4qx6r5DI4FBKk
Wpyr/MsygM7LObqvwBgXXNVjsjSkXXieTMzIK8kxDvcNdE1G/G+YM1HoruovfQ8jqQZTR0lN4Nfs
+xZMwiHxHyGJUo9aTlDEpTKhmge07Py/YjC/zfkf5WbheVaUvEdyyo+HzpLroBL4CS/e/yc9jbuX
n4uZoPtdMIcUbXpCN5BCfIP1Sl5BuZtwSPYMX0Vfwyyo3IpnZC/VhOQ/Mb9x/Se8pmoByRS3ZBO8
EVyX8Cn6WFpE3jpPiTSENtvNpNxFHsZMIU3iOoUTvWsxx6qfm74xmyW9rK+KfOY63HrZLNcb1+3K
WYqoGzj25pINEqlzG3vpmcRzK+zRcHXFKYfYgG28q5tjBFjvQktQB3FzI4t4M6wp/CmsN1oedQMf
K1dnmWVFOq68jLGnDCduN+jonoR5FXJzGns4/1GS0DqpqY310CnWXeH+1MxwceyX6MMEueI7yG36
yNL+/L5Xy2WZpsarodbJpOfEL6DZ9pn6pxyGa4U+LH/U7YYCAjULsVK+xPCS7IIG6DXGMRw/x5+7
RZjQeIQQpJwtJ1vT7j7F7eN/lDDdeZSDgm2guRCCt8KswWwJfOXMg543ewlh3I+a15c/qFcUy+rC
NRvRvypfqq/IsvnzPaiKmUrf2XtwhWy0StUWhizCBmxixyx0aM1P6xtuq4xsTCEdVk7A3TIdwwzz
/uPV2NKprTottY/NXSVxvqV0IthKovcKNFRYeDuqYLrxozqS2qv1ynBVVIMbeI702A6S71UsLvgp
bUDhsf2zGrDh9MWcw2wI8jrZxl0s4tjTuUTIlggYslmbbf6nvKpcJImn/sK90X2nhNKiaLtsZ0VF
3mTQb1aEKkr8UDQhIMXfZXSoyiQLbF+dv8wE9FFaouWrtj7nqnFxw2TnDrTGkl3RSOtvwJz/40bZ
LvcmWU9gvZYX5LWcCbitEIRqE/Micq8s0bwqSU/+oqy27WTnm/5nAs9vzDQcYNX5L2Hmshtdb2E7
Ov7wmOpjui5VsmATb3f2oyKtAU8S8O7JTzDR0la9RBPugxLeOG9R2DJQUhxG7LW4Ka7iRBn7VeE0
XgsmpPSuOxw4L3e4Klp/V+yk7tN3p27wMlnk/DacXj2nM5qZDo269V3511YonVDezDSnTzIMKXzJ
6OZjxaHyTW5RUoEptVwqWyf5sLHX/ssXHlSbTjqxgvUZPbKhB/C1TxA3AsvpDBeWvgDerN2MP/Zg
OXO2bTo3krNB0kC6r2/TqI1vUSCC86KYDiGfxj4sVFvz9SojFbm/wNLCTh0JM2KXEZbKBbybnGYZ
TqWqt9guCF/L5B7c/55iu45bniqJx/ct3575AFIBTzVHagpRaxsOZ43/X+uZAiPFsy0e3GSQjDTT
+A9aUcXNGGmIb+ErrlSAMDFwhbrcyiZnieaDcxvPywdiGnJ5kusWfOs+nFNEd8B9gGM/+J95S4gv
El7XhrF9WmSkBttF60+eVHnMMoi6GxeuPOGbaH5qwjkfA26A3kk2IJvk4bayuBR9MuCkvtv91uyk
/DP6hC7KeY5H5EQygN9gbzOvW/s13SctprqFen6PEmEHldQqhhul2HrpIzvHPIHdSZ5f/I+8GjZf
/c64irNPrzD4sBoam8jVvVQNNG5hXhVZ1/2gTalaq7uv7EA8153VFdDyOeNIdxkvTW8vkp0WKabo
BbKTUm2rtYxyz+0pg50S9iPjhV5rGO0YxWzva9kii4QUNvwDpWedZuyn5liPNTyGCKuaOlbRXwlX
+HMUcVfLOjPRLE2O3uOc7sqDlDNqrF3ym8JvpgOyQVKadS6oxnCa/Frxsc2PO47JLhtdYWvO9rQn
z7Pd0k0TqeHd3gL7SPI3X2TBYsgU7k08DlZx8TT9Qt1J4ZNAq9YnUJhiIOvolKsC3XWOVXFCGlBc
E/y0stqX6GODoeZNEghwrnx46XSTQrEel5EYx+9gMsAkj5Y/VbuH+T8z1Xsz2tq4sgOBFmUHeYLt
s43hLCXD6TnFnXW/taNQa2gxr984LUY9NhMxyxlFNKjuUWMqUKRg1trMPhAK46J3K/82K9aWYdxr
2Ut8pSi20M7TmCPcgfxS1mmrURkAbgxMBERT5lO+oo8RQujz+UuvhkKW4imUICUeVwo5UO4zhbkv
6wcbtlu+QXIE6r0P9VrNL+svzXS3HPS19EegPaufZYnqva5Td/rw7sxRokZx32AjrTR7re/Iiw/6
ZbyFpV8vBjgrcb+cp7nO2lvMBILOftYSmrYefQwcTapin+O8KgpRXvMN5C3WWYgjyurN1ep1zg8V
RNBvklBSb1ISx1ufgkpjX+XGqYe7h+KLZdtLtqhbL/3NfiEm+u+Xaf2TbglYfLVXcKqaK0Lk7mF9
Uekgx5yVeS4ilLMYMxnxgZaufMFB/O9lEEhzjFNi6k39wFur5cLZ1DkVi0rzKQ+5FSZXQUQh8Fio
4LTmQUNk6bZiVTXblK9fTAEHDfq72hW+a+iM6hfI/eS37C7uZXoX4E5FRgCGv2pclDUwN1r3l7s/
v1ApgOaoUJbbMoHhJ2y39Q02jRUvPkzTaFqEVvFAhyWlLyOeG4JQQI5z0xA1xO5TH+K6WZtpRdR7
wdWO5bqL581tUby5wnNOLnKhWWFBKC7r7jMXuU8RSY6F4hr9dtoYahJssLmWeVuXpiI5Pmf/lD6G
9K+OZSeXpigZvG/JDwUjeRG0L6419Fpsp3axYV72S/I+wzFxj6Ypr5RygwiMrYYfIcpEfRy3cUvI
s3J2IU7687g7CiKSex07/RoB3KC3KRoPUD+WpiCmSicWzTfFQc5i+jCe3jCLziXXMuamV5Y8p88U
FMsFpgnKv+CRkMntuY0JmkmWWV6j3sy/y/6Am13GhG1hPlAPpM9QHqbLM3KKx3JbXTzZZ871h2jl
afwy2F7I61wYb7WK5+vwmIo2g+UgB7OOdg+TIOuBVTGX2AB5E2sa8FOSPhSxvAPF65A0xxnyR8YL
NaY+Q3bMs6ppG6m7ggHJvoby3lNObhhg8dMHYPnom5D/8KW6v9ZSaF99KzGXPFPbEtyW1wPvI+91
fgOIc5Zq7wa3qv9mb2nEXc7DjlcNS/38gCbmpdco/tLnBvuRkzp3tV5oA5ImYhbK0vXJmVCTQBxq
yhJNws32k80f2V3CgOkACHGgie8joIUtwJnuD+I7pk3GqTwiOD8J5lpXZeF8vNtEVYva4NS8Le5x
Fdf1gYrR5O4cR9Pe7I6UGXUbEDfsgbqymn6cAbJmPBl4HDsDFFpM869NbUXfJrwODhUfV1ayKrGz
wYmFh+xgXaR5SO1zcl65mBftdUHq6B7HP3HfZL9+WvFK6zj1Wc5IMJ2akrfNN4LD4BTlNWtXK8bp
nlF3c1eTp8LWxfgFK72TRBIaFzas6Sg/hz+F5PXc6wLJnDoXlFJ40cgwneZ8EtpoHy3V4HBDhkxG
ZcsAti3Y/rJz4vlyHraav0iyn3LaiWo2KNOFI2Ubzx0XXAZ+xq5nH3GENUacRTurMpdornKIUDBp
GOdu1gCEBvvHsb0D3FiH6S/nSAwiZOE02YndPshb6e8CgLRCDVLlJC25cw/9oCyZnYrv9SAJ30gY
UQuiryfKpAi8JO+RZ1OHS6cSn2qHoK/DberV3tuUrdxfRk78eSk2d3gxQqIAQhHRMUst+cy5tL9a
DaU0fZkwlWIinjazYyO1bubzmjf0V9YOT4iYLF7DelVRlgvXPKN2UkGoJzg7QJrSn3yXCIKYJVzJ
nbQc+SbRe9wo9gI5mTSFxq2cAO2lltKX38xg9Cmtoh5AZCkTWdOV48Qgg7Ook9BoX5m7tjGS2g90
GCwxAa73oFyNo9Jmk7blHLV35BwWRtsXJnUlPnM2S82aZJq5fIvdS7mBmSehM9M4oyQmq1S2UPDF
0lR93/UuPZ/Zjq3RFJpXABbLZgJX+oq0EaQnMrTcJvULnl1+d/ocTS1+m9GoLtt/m/1csD98OnEb
upHzDWGCpRuviUiJ+wr7OcCxIxPmZHAkCZQmxOVgRQxMmyDeL3qVD8rKpS7H9RM9llm13eRfOSOY
BTl/MrfochK7iWfKWtBCyK58LvQQbqQW50xT3MXc0hdc/aQcTFuogJKONgDAOzOqUr6ofxLmSrpU
SZKUmtGshbk3cBr2+I4NILBPar1w6y0r3HJbu9cLYPXTTWeM4qC1VlAFbSN8GpTecPDcCvhCw5ES
DUzmysR99vyOzz6ZYkWX/nR8asSBo52R+pU8o+s1mQqvUywBbJBEu3wNP4TrnBPomagkpZTLUh3w
QOk8S7T4Uco8M5zOcp/VnkDFU/qdizMcLj0E0Pj0VTzdYh7ZsFm/nN+/YpseKP1E99DAiVNrbjj1
pqvoLNNp5rqsGdBjpZNUeMc9PoYxEAsAbeKxm6weqOmamu9t9i3jr6Ap0J8BcaSHpp7r8xOeMlfY
n/Ln0lCFLaKHmNaz42gpGrJkcd3SvF28/Q6oIz7/R8VtfQX7gzzgHaMZKj0IZZU/07xRVQpDU5x6
aRKQj20yyJjsME5U5h4TTD5C5ChK1TQJ51E/cdeL7OR4sNg1TnIrXyN7F7GIWHfxpXdShwA3RvWb
d+rcEupn0jN1paBftF+a75hrn1lmtBg9Yv1UyRfjz8aOxJ3q6DKLa5DiqXBgVVN6rJkA0Z+nS94F
7AgPTM2ZUNSbvVOeIKZhDUlY7CZGAjxQcMjMcc+l01DrU94pSFp25hDuZzwD21duxkglcyyjfdMz
lDkz5KMlEyjDeNbynqxZuWtpH1VU0iX9zxx55fqMOqxZMV6qZY8TnTDsBoUpd3GnOdvVWxTpAse1
X5wDkpv8kcHx/Kii+5xm/VQeDTyPuNpWQd8o3m9cIDklmy/fhiq2LW6uy9pWMRo9rOiUYsyRS8ql
qqP468zH7DTJKM8q7VFGCPtq2j/mLdpv4nGVIBVdygVqGjpsJyEjK1pZX9lQ2n7NM1StZxFlXnla
3B/zlvx618/yR8oOFJj4TheimNY4VdcG/WNdXRal3aK6id7MAhJyOOs6Pogokh/Cc/C9ZV5HAH9b
3F78LIXNBp2fAdcBHDkGyrSOuTEX9MufPSE3kF6XGUMTtFes3xrf2u6zhtWMUSZqZ4jY0q7CXRy0
/+Uhu32soE/T9+JE6+rsvsb+pKnWceDCEps3CClRoTHjzk+gO3XzRSNkKV0XA7HgMZhfRg9S4Onx
s8l8tAY/BRuF/SD83nifMKsuAzjLbiH7IWd8Ruxy1IhiMe+38zhCpJppIupLyXOxm/Wva97TXrNb
pKSuThIPPIMlAW5jz2NHyf/omYIrrSdRor2Es0uK52flZ464dAMk4yzATnRp9fFFU6pCggViLvNI
K5X1q3A0e4W/u6HDJfXP5EE1B2Gz6weYR5j1xpWk3jawtYL2hw8UWrG2gkPIc/pO1nabL/5BzRA8
JLMxCQH5Rzjl0HEUiF3mzZxSH0WxPfmB54g/QhEmTJWQtHmcRsUA4LOj1BO55UnMO/v3+H+oByn6
MeDQCEr/W0OFE1ituA17ZKA9hAb5xECXIo9/h+8G7dcQ2U/NgwPA4j3tZt5oWAliD2gDYlMwFdhw
CIJo45orW3KG3bzMysorK7jgGCg8nnT57HDEP1y9Jlr5tQgjuqu8Juur8dk6NC3e5zYo/QKUpV3G
S7pezyjmsyTHFHHkjZmd+CY4RvaUGNRflQYc2zg1ADZlTsN/jjWsRHtqBrbgAGF0dlH+FX56epT6
A7VKyMOIhHVMwYXtumJgS3kxh1i82t7E285YafTBqjiP2aesfZnJlhLLuZJrgMQiGULJzcn7H7MA
Dt1ZMq9iWvNz1ueqG7wGeUpurWZ55HbkFyrQMCB3iaRLotOfzcJgrtLK1VdOL7i4CTtLNFRzChtn
7u/mQscxtlC+SiIgqdxnjhHFqeYvwizFR6y8OtoQ6ChlE28+DAYRxsBm3jPaz57RlJvoN64dt4g0
Tf2QUz+0Hxv36ZZJzggvOkLFAM5N0w3eMFc3KMUZWvCx7mF2xd4D/uWpkTwfqU/CV21uQ4PenfWL
soT0VEC4AGuwuyK6XsAw1TrILyxQ2UvmaQ4ZHjcuKJ2ldCZ6+NTEgaBJiF0ZKYqrrA/s2IzPDAFk
TX4y77F/kjrJtguvD6RXADXbhYcUyaFXdDcNr0XbLz/Xd7T/lq6RxoC34OAYl7iZ0SEni2diIRC5
9AvgmqSdE6ocdu6mZqnooH8nZEx2v+Mu6BPeCJkNdqQJo6305DDeICLKLEXTJBL1c0KvrJ0Wxk8y
5jGuQ8S6EPuO3EWYLyyoJs/3TdiHDeLNy8sgDqB52f3YDUIPZUzddl5JZXhFI41YeTKwlluHTPWh
5UnmCuJp9TwfFXSO+gA80LMZztG1cGd1cnlSSxLhNM7Pvl3+CDCVMbv6Z9wGYE/zbNMA5kjjOotK
eDH9j6BEIDRjXKoaKgLTpNK8Lh+TbKjfzPxh/pmXre2sexz7ExfCH46UacfCBilvBxW8XbRperLs
h+hJAFFwjxzTFmdfV+kn/vas96yVY43dWhN2DnQXf4cwwtuo/IemsfKCQ9ibEly5q0VQ+Gf9JG+a
fAd+uPcnI7G4jCPicxkyY3SFXezq7ObcE8GLV+reclM4Sp8C30xJI/x2y1jXsBHcKQG5al92YoWL
FsWIldgLj/ubDdmRY72piG94s4Ncft1ZE8sDVBTuoylkZdiFWGLUfvxY5tK4k9ZEBYS6DPqjlGe2
FowGwyWv5UGBiPcKdFfoVP+T1vK32vq0r4BXGNzUP2Zh7A5JBOM/8WWIHR5r+eH74N7MJGlWsUdw
VV6C2o5VF/0nUDD0Jbmcrcr7qS7RKSZfdVfzOJ9fNB39yfLuzEnRJugPuS+rpKyIaSwJdTha+3qW
8C+gngVuqdNj7nTOl5RbotnjaTP0Dd5SGUCPI48p7FWcoeTLemov0MiZMMEPekZR42Fu5mn3L15G
M98dnRUj3W0oUxio9k3LdCyDT/xeEcoeiJuuKcqY5LpiSNK5cxIF53nDd18UxYqGZCynzPBBUIbK
fLmQQAR/NR8wrMpaXS3Lh6aPYgEwzzqAXZeySdWd/GkOHHZ9TjZq3Jkc2z7jpdzwQpWYxHgixG9D
ZUygNurnRtzWdV0+J7toi6R9SKqQFcJumWdeKnKG875LEo8cZbZy1+MeNPZzvvXi8UchsxMWu0ot
X/B77FFxCKY48RJe5vmhW1Vx1KkGNUoC4FhUgKSUDUgKoJtw0bxv1Rd125Cp2mXgQ/JE+w3GFOJx
tZC0I3eP768Y6V6vRUFyAXm6b+XrRD30NFU3KRQtEN4BSPnP2J+LX8GuIb5lX1MOrh4mrFRn+y4d
CqmaZ3EeGaiO08EdIk5MUMXoop90uTSjmt+zw1Q0lUiYwP0k75NYgb9rZjv3C09X8DLXkU7Y1mJ7
8V2SjGQMN9qkEk3BZjtNnO18qIIU/Fjbiew05CqSwYWaydplpJ/+tUmvivf1dCPH4q+pPXlLncMZ
r4Jq2y1eN32VZCvxknHY/Y7CHMEtw15JjIuBSecOh82tWIzp0/GqeKtsmPFgiVRxkdjq7ZMjZCF5
GzRU/6nkoB/r/NM0kX9ctNSwLFBum081Ssa6akjbRU1UIGZcXVfBp+Q1FVqWiL+/uAM91LQG3YDY
apulTxEdRe8H7lFbkOepZsmO0oEKKbO7UC7fXkpl76RKRKF5uWloprCAqcb639V9c4SQn0iXYQIa
RtOjougUMmcPVU7n0Q5QtosmUz5I93hD+Lfgx8SHC6orFnRcQFZwPwCnKMJ80BuAxv6KucaKa8JC
reJlzIf6j4x2wAnyPMuvk8Wq+aDSCl77gIjE2gH2bOI8WD3IJloWP8dncm5N7kVUXbmaPEX1x11S
scj3sKaieAx3flQEON8Zjn7NRlmvWeEF5+EE0kjLJEW97yx9FnWo16jssfUok+TTlAsZkzlC6G36
guIQEgHLaplKErn2GW/jB1S+Eud5IfxtqS880Z4wIUL8TDheejJzWVE/E6A4zHSsZjA533O3aJe1
3/ER8ipPs+93YAJfQs4wsQlDjZ/kezzPuVtkFcge6CLyc3mvt292uIpnC8+ZRaTxRO4e40jpKzO+
5wh9jeCZYI+O3SQSIAhlJm9zZ8E0WmVDfX188TfIgfJRLqHojPxorEcTjQe1KVuiKyeTRGgb5lkq
C2xhaYoXWPbYx+PfO7e1+6Dj/O9rVtQ2iyfUjVbOU/8zjssHK8SqWP456g92Ffcq1ys7LvaqeyHP
kSTWFfYgz3h3vzKB3iifDYVrVcoIz2j1X/0eaTgNRu8VZDIHKx4KZcgA/qT1S2C3KiG/RhZIh7Sv
83aW3aaAkRmyvrxg4KFBCTVWH2DQ/EvO1CnyZffCB0rkBLYsHTea8FkukvFSnnIeK0foR9A2cBw0
3uULlr6imTCLvm+B05BVsgc4q0AECst2sqTgb/oZqhhGvTKifLVspJtBTqDP1ECNlQ4nbRl1AGR0
cTZrZcXy1nHqVUkWdtzl3eoy279/E9NXEFFWDW4lDcifiB/GuOscbweX1fGD+iJVkJ4Cdjo79bu5
5/U/1dXCKEMG74R8DktfvNlTy0st1bLz1XGFWNAnwSpXPiD+Wbp1UOqovFDRiUuNipOcFVXHXU+Z
n8QUwhn+R85PDUDxBnidNYP8BllzojKXblygu5Rbyzf6p55NZbfIwow3xbaSwRXpPQhDPn6ZmQSd
0mIxPmAxSLm1O6pmssXpYyQHDEMYoJzzpKetylRONYo7s209C+7Fr+0WDIPJ4geXDROigiHB4T60
TFdEaOilk1RJMAg7QrMUNcLa7ZlbiaA9Y5tKa1FqRjxUWTpQOKNouzRaqtffx08twanytTauGvbM
nMqk8zvpbGa7rT+ro4JblXaxmtap/UUFNexX4JQvispZkckQp4OOE5540Mn/Tn1x+pVrJz2qxIe/
m9poBrqOyZdxr7MGkNKlYPYivCu6Qf82NmgIWBaRStxvIUPVJzP/k6gNSVIm4jeGh4KzYjLlqFxo
H+oc/wrx3Jq1JjNnOm6xOMyUKJicgFWXk88S7wku+la5VZnjGce0IEuoLko03zMZ+bxQTbcyHrvx
thFAK//4ud2eMOQ0ykTsC+sCxibVM/3Lhk+QG9WryH3Ex68vN0XZ+rvOVNxsS5BEUGpZfwQxZGT+
e7Zcf8exl341/WDVT35pbm4e2xtQ93fezE/nbcHousS66YSvfC6rK+MLco/clDPFHWxYK2nYVkmO
McyzH5VE5z/l2Asz3KfPo/C/8gZXMl17krMRR0kHAkLLztKV3c2UDwVDXAmE/vaDdGP3AerP+mes
VdRjJLjLFjcB9ab8vmU5+UZgK2h70pFIPXNpSRt6iPpPY4g55TYzF2wPzysr/slOZFr1LGADE+CE
Vku4LeTPzN/SSNgmzptbX+qTW9tL9oh44PTKDcWG5MewONFy1gEXlrOGflbv4K25+x8O1/SOGcF7
A0mlH9gewzpVux0dFDxCPDdssRzB36l8n3AdflCLQ6/zpJtqU+MhEnJRbbpJj6Wy+qnugXaoZfm9
9L0cjcEgOM7jlScEjgFGwSK7ZKxIu0OzIluY8MOb4KpIkoKfAKLdCIGKjM6d7TpOuoHXxgrTdYqE
ggXqhiyu5b7PI82nlRuTIp82vxa9oHGhME419GXdI9Yz47RGD/9n8mbuxVp3SqnhlQhrmXm4nD+M
fwn2NbCp0hA/XfG7Pt3Vn1eV2SG9HHpZnaxsw8yrUFFAHZ2M0yaY13a419hEE+h7JdTC7OSUgm3P
86ijvGeRD2n8LGZ1qOQLcK/+e5ufc8fw2D6lqsaAwW1wjifQWCHGrdZ7dAT40oMY7RLsTH0Pa/IJ
ct1soQG4UZun/+Wan3W5hs8UMgoExUKDisrgmBlp37mP286p56iX+Cd0TmLl8/W6q7qRAD2VJp5K
EeufNZb77qHiRXLKGgZD6uKFIk+wcrBFsjMSsuxAxR7XSRcwF0CgERYyZwKG8OfK3axzSLtqAKO6
c3vesqJb4gRjXpGI+4OSoSsw37BkKAeRPQhpTSPfyxyvvnONAb1FsXH2K1chW7RD5F1IGbHZx3HL
AisjpkkSEB2ihdI7doO1svBxVn9DgYi390ykSp9xzoJopnKKaVCQ6122y/UN18jp5WkCyYHZGi4t
qeqYAd8jKhlIP9W1GhLpADVuTap/udy4Srkwrx6GYMdKWir+CumkezkkVg3/I3s9EaocyqrV7SFl
WMfFT6sgVn/G96b+cMfigaKRwYcMlKU+G296+cDu2+SZ5ehh/DBeBr/NvmpkVxUHKNlW7JZ4GatG
2b/NLS/kr6AurM6hYmX/PfbxfiV/iqoWv+B25mIklDQjYaxmLOpr0gdLn5IyT6dwkrMHdlU/xSVB
hDM+caa5jhoeaQ/LmyqLsrY7OYY9iPn+Yc6pjsn5j0kc+XbAXTzINJIhE6aaJhFI3ERFCXW9hGSI
kv2hPjX7SHxVqOTBqdeqJtB8wWpnH0Z5E9S3Nk2GO0rdwEkDcXFdJEHTc3wGMM2WGt9BCieSiod1
vsLZ6jpFrdDnws76xZ2hwXfcn7peLTtyMq/UPcJy/xZVLy2abBvGPs2ohc09e8nyTQdkXUZjuMfP
LWz4npwWPyO80AinPxMkex/S8p8hjp5zD42vER/U3oSFmV+xb0SsMhFZb8HzRUNdcxjzLtwtXN9Q
XwJjUu0Ybb7AqbuESOCtAiThrlMOMd7jBPB58KSSP65+ML+KJx3sgMpy7NNzA8IQmZhepz/GO8RZ
kPzXWVc4TJHWkMeUAevwsxwBUYC3pSIMe8EqynpZUwucgxoiXF15Mfehn4KdSg7BrS1+jyvATzTv
9IEwv5mbSwkih+4x/EphZ+NHsQDorTRST2JHIM4SHrnt6muoGlYzyeYdwuXyN+qPakr0iZZiarCb
5DilD7K78UssnTmjtJv0Fs4q8xbrN+Ua7kbMJmRKxURFHzDELM9aKtvS2ZK5T1Qv2E23X5zpktHd
cefwD/yZkdcbr6jmEP7Te3irnN8rp8odgG3UL8wFZSZWLZuan5MwPCDzqA3fkGs9YaptyO+k9SVD
AwHjdVEovL6kMopD+CCh82Jrf1vbcruNCyxHZMbOtPSi4KBzZK/Y85y0iP6o5LrP7XolXQzdRdqN
OEzZZ5iqsglvU7U+Mlib/yS4pVRDL4xbn80vOCkuBBQIZvGVAEy+0TvNUcd7RWtAJKVMsFirtRZl
TmJhgzGRA0ZFuN9QZzA/SucE3qtKfJW6juKLvB6h4iKTPIOld/pqNwb3xvhEBt03lArfGgyIZzMk
hC/w6Xs3YKtsijYYywOT0zcHq6yxcS3CCN4wqKdyDaWMuY0MIrLLutGv8Mv0Kkudfx2Msj1NNI3a
I2CwDlKl2GnovwoLZCFzo2+TCGidmVvH44m/G2aQbubPMeRSLqk6T4qoGjPVPZZzQXIET7NHsQyk
ibj83E+eamoYehe2jo0VfmK4yqbBTlRf84Xh6kugoMGSPaoR5DGXlhPukoaAu6QL4R/oSOXF8w9h
OthhAkzHNQ02/hHzEQPcR8mMonxggZhnOMGk40HGPNT5whHVGM9O7FH1N+mJKzjyQtZu/B6xg/Kt
wE+IlQyhba8zGSdrfaQX5N2KQPpAdS9fAnKUmCq+CB+7IUU6VwPWghxR/KxDoqCdLO2KbjqFoYC+
5v5ET5LlKcLEL0z9S7YXVLYPvLipYCX2SO4o4mC5X9diK+Bdwa0Q0pvXil+LjrMm6HKLRrjN0t1C
pVCC+8nhiVfY5mJmcPor5ylVksPQw8hCo6FFiFAWc0hdwWYnJnN/6UlkpGOxYThnKGhH25OYjAwu
4DN4ZGAFMhcVxj5TmGzylxmZe3Z7lIKGIeIVyoKG/vGDxR+5nUgppeoaAvld1gv7XD2TM4eXJx2n
XkIakH7DYU8wsI5KCNrb5IsX7lHd7GX+dYj79ATqmJoZ6vfFy8iNvPmiEMdhZbR3hyIliAWUX4wp
WXE3Pn8xdiU/6Lwrew2A1uZj75hXyP3KlOKV5RKUxXyf35BTS1h7o8E4T85v7suXSVPtC8Uj7Ghy
mmkG3aIoKVuhWi0oRoXk0Dhb972L/k5RiUTMcMVv4y71G0mme28uNb5KMkZw+EwTvoxyFmhgVJf0
x2tc1wRjNV7xYdPjC134hTqLtA+Yqdju6itFcdY8PU7fJfVYu/SjWpaBn8lkmsj6zJanzDvQ18aD
TMDlT9ebGadwy0pnNb+Xvyu/V+UkblJ5iTbCepdJu481v+w3b70K49XiPlhM6qs1+gquYnoe+CqX
+BXa4/jEacNtanknec9cjGnUiF3uYEV5unzB+iQsPW8diiA9dGwy+eDF0Lx9uKuKS81juncZthPR
dJhjE2YFo04AEYbCnwpbMQnV82sfMGm2P9TFFUheJPKEPaQdH46Pg9d3prG8ycQ14OtuBeiHuOd/
1R6unynMMvwgzwMdVX5DfoYfK0yv/1qoVMoFDu1r7P2uN75G3BMYhLLKmscKFTiBhkbY2aFcW0EO
o8N7GbZVvZvDq9mGaGWuiVlJ1HgjzCHlK/KOQP7Ihdc/0TDdZbwfd+Nsj5DTaJm4my5wwJp/UHxS
w8e8gh+TjgzE8b5WdtfC1ZMl5Rq0ZhNnVz4cjbGuRp7WX3d9YZQjOyWd5XLAcfbfgtvyo4g8TGlO
M+Y60O+MsP41JFM6T+hZh0E7gqsxGgIZk1LVbSoTI+KjlFicV7BEmVv8vGQHOCJnSvUGM4qUJBNW
zDHSjDpvjCYMMK/5DM6LWpOuxY4R57DXa7+plAfDIEvlN4zTilaTP2q+S6iSpaQtnMPEIfQ8sznj
V9lZweDsb82DzGD12bif9IuQOlmHIUWZfCGDEcJPV32Aluc9vGOK9aY0WP6SfwbaifNiDpppZDqk
Xy6gGwMblFNkiEdpquch2gJq7j/1cQjKwmbMQfdpv6MCSjZhhtq/Mw38BQQ88Lx4rQ0b7yG4Sg7T
iNUJ1JjWhdoJ3PE3mzSCqkPtF9kirabqRfkdqpmXUspkT7BG0b5qvNS85B7s9GXI9l7PE9JHy9e4
0R6z5IvkcTZBFU7cWnFMISoYlpyqNUFXNWrj9xZ11KQWxYGTDfqHTwIjuMOFujodJUOSVIDECP0r
keMYNHploRATUxV07JQMs/v0o4g/8i8IL1TNZ9aUMBhuAwJ0SpFD4mpj0rrdyqy5OiF3g/SyKJOR
RTjBvXeJYanI3MEYz6wL9OnjEcAIL9ObaD3NXtbZMJgPZzxCPQIPKXnZCCsX6V7wv7gXZlKKrpQG
qa/xL589YD6BTFYOwsSAeukRnu11O7SVBZ+xb6STXZWMSE0/4lzsf4q1RqL49r6TjCu+HuCVlAPn
5vAWOrfB+1xYzYn3zAYs4adJDsBHuPJZBnmqebN56KU/xRr3TgYRPt+5tLJVvRaB576hkxkfKDXU
G6LW8u2yz/Yn8pFUfs5EzobSEfJD2Qb3e/YdG4m82vGSMFh627tNP8r9sQEkROAsikr6INFKu0jP
cl6W8k5mwWZbczwszjjpKuJN1VosWzepqIsxvexpsAcSpUirWSbRFfRi2NBwymNd9bYGOcE7P+8q
bXPRFtsIrF2zGXsSuOMqEjgzS05OsjbhNLkPLeFuifihcYhf3vaUewuynpqaTVeslh9XZVX3XGlK
IcfsFXLNVOgS//Ccmf50wkIrO7EL85l6rPS7KLr5AfO9JcFvBR2BhDt+cZCMaFBCzgEnVaTQhra+
0zZpuJRR1qP4bPQ+WnhFNS2GckZYRptK3Fou8IwSPRW9FBsFs8zP2DIKwjyRW5VcwF+imFoVneIX
XJNNIp1nHCwMI+CbwZxVcphmi6S6UKIVc6ZiaYaFmA/CIt8myYHgFgK7oZm3Fj/PHul8VFZMfWyU
Yt9Cp6Jnkib5NHACYbbujMxVsYu6gtqjdIQ94e9iolOPFE5T/xXfNx/E1aHb3BZ5neEfZTPnkrJH
PYl/QBdSNVmykIcQcvkI6xfRNyyCS8rpJX6G/uInQn7hdzYJSwdZhwvSXacyX4oZBrvpCXo4Aqm+
Ifmh3kX+ral1jnUWUvOEO2GZlG7Fg5jFhG0Nj1Wr+B3IdcVpYq/9ifq7SlryV7MVLwe6HHfz4pUI
9QRSM2lL8RKugY7WLMCfy4jXNFhySNCS0e77x+cAhqsCPqx2juRM8VAD1zJMXR3gGTzFUx9l24sJ
74AF2f1xhVI/zEF8Gj8aSAM8U32xRmn/ID+QO1mJkvm7/SaZx8F4AjqpSVf1S9wYdJZ20y/A3UK3
drnzP4THJD6SkrcTs0l9FvKc8kg0jj1L/AM6ABdrHuXRVR85eeDVSXFDSuZNdW7sjmlJ/9lcqnpr
nh5m2YBRWdbLDMIvlDfoqwWtZZuZ/3IAV5r5ocFOd6Jo9NNFmocOhWIteghDTFqlfsB4XniGNzgj
r7bdv0mZIpTrphU+4v2EFDIvlwyoeWnI1i4nFya3yM7R3jRPcf0m0rO705VSoWIT+YkkSTnFcl55
Iz26slQbQZ/vO5kxxvnAusVyGJ2heXx+juIsSufb0/gfZSnUz2FyEKigHIudzCSjXkSswV1hru/4
xNCmTlSAYOWwacn9TFeLpnHtjOPKOpcL8z6Ha9FlmpH7KnaZ1ZwcfHRmWtJh78aUeeQN9juCE9Jv
xmITs32uub6EILshWUzf5xqtsFCUqiUWrbpE3z/aa+0WXqYt7v4JKM4sy+nw1MvbOIv0UM6P9VWC
1nPvG9fAnjs2IfLUI4Kx8QOxqZw2zx3PDOpplogwTfH6UmpcU1Wz+w55YPkaQTx3upwBKDENr3t2
cCRqK4OF7Abc9NPA44K98ks8urklCyXwpPeL8RW+sR1lLa5FWMsNhex3rIP0Y9i8ouuGP3iVcLBg
VsxOElbbqQvTcbbJVD+oYfI4aT4E3Rwmi6bMEXvyxvivc/lSygWxYHYMRtv3zArJpLYQRKgymzSA
bmDZ6icpOMTHQrJ9IjQKgjD4xRt5SOTJ7GSmUzocvsJ0hw+hFWtkjoe5T9lHhHtzBjMn0DJwQ4vA
AQIQeuRX4ZL2lswxZzbWj7eCSC12MGME5gVmC+RR6n5kfdFc4hngFM//NVwWXE0oDAD12d3dhWKL
nU/FwMDEBEnpZhvr7u7u7jE2xjZgdIuEjfns7kJ9T/2+c+5/uPeGuUxNZyWIUH/UNBLI0kCGiPsS
jQKPuDbw2rCZ9ExRyxfpl9BSOfcpT6wYwDvGLtsCcrJn0vFB1hZaivZA6irbX867usvKJeIbGqH5
NtGp+GGgyd5QLii37KMLlhce5UNor/kqZaZ3heV3gxoZxIxNmiTezGCXL/c1qeZq9qmuhrYcM4l6
Jdxgim4NSuZmaRKYwwk7zWzDD+waRXcuLhRQkBifsAtVXcnJ5iNFhNKf3OF+TdMe2XzAKuc3ExJv
UQ5Bp4gqN58IvQ0VIQXKhiQFTM1EWsEBOW4DItyghkGEU1RflFtkLsUE7BdwjyjJ5XYKUa2FQk0x
bKr4Bv2aXW9exPMHIAki3sHWYZfDyt6xLynCpJ34JKyEhGWHE8rOUopCvPe2MGpYabdzZlZY1QdT
X7kwfUPFjoQ+Nlo1hNHKANOARY+qvvvbq45nLxSkmoLU2c4bMam4lWcyKOjQWtQMeZf7iyeMaw7d
5wXZkTqW5LJr6dUN4mHkyYqZOKhxl3qMeAZVSz6h6CGvztnKdlFPiA5yesX785AIM/pt/nRtJF1Y
9dBhoH4tS9JTjdv8FSIwqT+vlNMh6DDtEV7zP89dqe3iLs/i8glFyoxnMEjrfMJDaU3ZW8o36EpL
tfBg8ZQbbv161zT47rKHLDF+hGOgPVx3ooRIVhvXlPepf1tmy5gdXegw7HXRVWpt1qy8taJvrV3I
4qLhqHjiacmJ65WIYaCTtRV8FrGhVK6sZrZQ5gUCtWMZMVJjqaNwmOSrAc//IR8nuGi/CnZzd6IU
rjuaO4aOzIVF30VBJxGdfPGx/mlgB5lirVNRNbGG2+2TZELeTnWtZ3qcjT7KWlDHLm5uRuqXcJHQ
r5RXDgRUE5yorTUs0Up5H+X/gqezjvkEM2egk2qI5KXSdt0R6pfqebax4JPCNvVm6hF9h6ZbMivt
syPan83vBV/jbSgeZ6g/1W0d7Z/JOai+WT2R0WPaRBiBwEstRnTWOtsQd0AXo7hOXguSCsOtWfgH
LI00X9Sf8xP1tewxfk5VvXCrGxTqUtyh6Hp2Y/Mqugqzjf3A5ZKhTW9vKYlxumDmlaRID5Y0oZIc
mGxtaVnBzwbcFj939PLR6V3uoYYIPceikeFMROMblkFi4c8hNlCntd3RbymIOd8f3uMD+yW6KYxZ
+O9qpmkVbC1+tQAh7W8YQVnQ6Ta4C45xrB2rEXxNmjpKSWOPViZ5InFAyWQajlWp1ib/Q3xAjTUb
8vJFef5K26DKcNYMYn3mBHNNzUDzOiLftsBlq6zHvRBZBIdzx6hzZCxmC22p5CTyMIIX97SLVXrf
NeLUeNVw9nBRalkI8U77kTmqwMtYXub3TtSMFbgxs5SJ+JvZKDXmfGvhtBt6ypxsWd0e3CVJM3Oa
uUQG53JNYvNX9GojNzgT3sOquU7zilujqVbSQ/2bskPm7aajHhtQI6pRgGh2zSn6Jx5MGiWi1k7P
s7ScETZLDdTjbkY5Pu4Ab2NJjvJ6Kp7itkzPe8F6Sf+d6SNQSX/Jy3XF9gbDzpqMupGgDcBgHkJa
q0VaDgtiq8bBnkII2qfwmP9XbCTiqj6X2MeIlSy3g0SVsHDcC/53ADct6cQY5i9lGH4v5VwCg/2B
2QyZkhOZ+8zV3/FZNV8hAU5JPs0Uw8Z6l3HBZY8tHzAlho3MvVp1oYORUvMK0qzI4oKyL4bic5Ok
f7Kv88v19+B/GFW8YeZltEWB1aIvKk/l6oZk6sLAV/pG4ii9nxHG0aoNskes4egg+YJAafaoZ7f1
cUPAOaaZEKNlEyGi5QH5g7Javl7eDzubcFJy37kgOMd1Km9MgYpdKVR2/IvfBQVoXplbiTy7nbAc
bJQdw/NpQ51uSb37Rsk1Q0R5gi8n1Fc6WJ3ILGEc8i8n/IABVUXqz7xWRiwvDqoyfiqu0Q8WQAwp
SbMYcYJXwaB7M7SvfSn8RdAAeyURIzZeAvhGC3q5i9h02ejq0e5K5g/daejJXkwJCTbduVd1uio3
69CKXPwB9TbIN+kR00tAnGQizy8M6Y/jj7Belq5y9grHB5cQXEVrGeiqdbBwvllx2iEAJJDRldOu
ZUs5+n+485gqFaSBboj0aqnXdZuK3dXL0AcoH8pvwjLlC8xkQJb9sWSdycWuB9amfc7srpxFe6/s
Nd6VnFRnGSqc/XiK4GvlMiKSAWb8R3rHV7kadUN4n+0pkofGLsOky3slt30/tBtBEwoKAeO4Mky4
aaFoAW6tTaYTuBTQoTxw0Xh8O3hs3kN/OP5ayuIclrEP9UoTVr8zr5jYopgpeaf9CuFyYyvOkjP4
7Smh6l/UwXkY8kSNjPKaeoc12brcOocE3mJN7MebDD+M7FRFYJ6njin6dQYhTBTMxbLlTs62cy2o
LshH5M1yE70o5p9sMShGNS2JahzJEGLq1YNFEC+CPonXI3xlmU3BmL7wWhTx8d3YX+QRpWaB4qYg
OAAFvHDClV3x3RRLOmaaqz5daUios6OJ1pyVwl3mSOxdQiWrhdRE+aCZhxpVRnA9jGdbFqJhFK6g
AKAWDRBAsHe8fv5+8RxKeIXihDF3juiXehN/Kua5pKz0VBG7+W7OeuBfrQRmenCEr1NC5JdbJslf
Vu231B/y+AYoutAB/QF5KydbPUy8lxqOWcd59GoTpMc57sAdSarhHyuIeCw0JOa2VBS9iVDjH2tj
k4+dMNc75FtJf9jnYVO5YNxG4l+UXv9Z2eiyhRyJIxnk0dRQn/M/ZZy14IB64QLb2PIzGF9NI/kF
9b5+BYghOVy6N/yodKi/OnjDdYq9PwjlyMUR9XTcKuXXyp/gZvSt5EGueu4LejXvG+eBaZDQwd4h
nhIMhapSPxgopmegUOItXI7ilN1tAxPzOc3M1/CUfAHsmfQX/TpiMInHUxqH18ClGGq+LgINpBBU
14PDqbeNk1E7BVjlFlwXcLRvjgVBApj4HHUqyRzNjky8Z6B56ORn5LfAHaRjaigZRvrMX2MakjQV
FcN7GJilc2WZ2WNKolj5iXsUKtNdwVzIZt6v9F7GCeZBxBHeGr3HydPfNGULbZQyLsiqBHxxJ5YD
M4eI1yJxiBjlIDYAs8217brKZCU9x9df2Abrn7PUdOziO1a4rZ52rhZiTucNto6kky+a+Ifzdujk
8scQEzsmIY/oKFgn84TehCycYptc+0ZkN7wWTGgubhtlF6pKjIHMaIQP3nUyQrzH1V/+UfGJ8Fm6
HF6Zu5inDFC9OYZtKpzwM/MmX82SOP42A8pivJSMPO4XgUk9jWvW9if8/1FBewTpHhrpNOV17Wrw
e6a8AID4gMuXNwp/l2/w5ICmqeKp7KaHhOk2KJPPOsO9lXBackhbXHAgzmNvxTgMswrXKrN0bNTC
JFPCU138SX3x0NhzLcci8wRj9T2S4axUAQCPkWylCBTvPIO8fehr7L2mcYrFdVx6MnCLou9C553b
qoOak+ogdr8ALhpKaORfpxXyb4NS7I2a5vxc61vUMkUE7W7JbtPn44bcL04vrzFzCXULdwnmoHdf
fZ92jX+KF162gfkWtBLZ3ZFrHGnuo0oE4PLPtWn54c2POE3iQoDGtJ5mC6w6Olwf5DVWvS++5PzE
/u54gmVk9z48ThzgeXIGzmjTb+BFe9j5/PyEImPRYW9lcgNrDn+wD+B9zngMGi45Q7zq29ysaT2C
bZKNFZON8R4UK6uawVuNyKC9hy9QDCUzqV30qUa3PxPPwE7ls2SX0YHs6TVG3wNnPrGDNS55Bfec
cjo8ihZlvCUFOiKF95nDKqe0+z06ohxQyZpFm6ma2/mwj5j0ihiHFdX9p2mgf3WOi4d2FlNm8pOh
G0510XLQn0RHnxQEGFSQ/d9yrLhf+UbRD0yne0n8V+S3gkZcu1uI/YLnuTf67FivN0UaC12gRKm+
ElaTIoXA0tfiwzJq7/R7nzgiyE1NmsJLnlW1sGMIYD7jX8JOI4q8vP4EyolKhu8UgCTfyWzII/qB
wp/yi7A5BQXWSBuFlwZtEQ+3/Sr2ilfI37dKMYyWdVpv6z7waDfN+I0XpA0x1Gk+pCFUnQp/yTI9
n/84Y3doKFxL/Ds/wrUNPIaIRxyQ7q1nX7/U1Z5BNfKk/dhNPpirzD+dgz83juQseqsvRV9sP4BV
2ZnmVfIxdeDO7qRYbpGAZ0vTxHMnK9DcU9CNioGOiZVhsiPweSIX5admtOlfTmfIq4lqXn+2HQZi
PYf14b/xY9kfy5/LauMvVndVD5Ic5gZL/ym9npf3MsV6vXgNL56Kr2o3NZXrcbtxQ6te3OuXVJaA
RsjxJxPWU2/1fMOv4kbzJ3OfFD++Cyvitmwsd2E/iG36laVu0bTIGZyqS8/Bpbr3+GfnyymJDpgS
iA1qdT39EeSCKUq/YJTkg7JBX1d62zBTI+I2qH+QGzsC4gwT8NAv/H07Fb8q5W97UlVzwXhWN32D
8fO5P5C+mnX05T13Ll7JX2lhNea7swVMO4jWVdfO3AlOZ81in0p4UPKGF3RkVT2kFdvsOUTqyao8
hTjwmJfqj0atKnlCZdNXBlDYjPxyrd9Yd7Af+0yZV17a9g/rkfmh7yu1ui5E5DNm+6cREwhy+R5n
kRnGyDuTknUgf568jr3S1kpLLgtrL/LaSNTqLcIIK+DZesu27E77Btq7O9et39OOav+0PAmOIG4F
2ixD9J/FA5ge7HWdiREb1OB1Ze+8N7OjDO8ztmYAW7wVD5qGVWZIPXmVpHeESbUObrwAcmkpcp7k
Dt3pbjQ+Lk2oCCCfNkXzW3UiegVuJWqBIbpW3rgZnBH1idhInEgL8Np0AdpHAOvyz9oedD17fO3R
prMlSPXkqIGlYfRM7yTICwa7CVkwL/CtnCKtpl7T5yJhaRH8PnoIFl2aRQs31hrftdxFQ9iPMTMs
r+gJjIWKHg2Km8RftWcdgIHtkN5XxJYBCYXBNRkTC2YQyVxjIUTajz+D9Un0hxigz8SHoHeztlN3
XAjP7lcD0s01fKwa+TAO136SqDpB+yNj+PBXSu71U66T/lWVSGjNzyDmaaKqfxMeYM3WCH2dbpFg
k2dv2T/wRa6hbS1weupgeb35lnMiewDmo+bHxRi00XC5qrS5Tn7MWc3saQM2+E2f0HHU6+CI3kfO
02BO2UjZNdEy0Flwkjq76Z4hClNvfeLfdosPT3B/hZbS6uQnaKWwI/kftAfIw6kE5WrBWE9j3WFH
UUlZYKOlWrBaQXenAZvePxK/dCXSXnEz1TqzUn7Yii3ebBfQqLivHnFZ79MpqWRHWnpMk6vrv7z3
gN2U96Jtdkz2EMWlQi0mVRhDTqoQa1GKOfqxsqSsU/AEZY1rIFJSEI7eo9/tiAfMgBDpEG6EeVpg
Bz4VWseYy/qavtqjlpegynDbubeJFg5AIgLtr6jXLeBdSZwO3yrXiK6j99Eb9c2s0qoVgK2557n9
cK3yP/iA8QqeWjjY10JcIOspB4VSVBtImbIfoBLODeJB6VCaIP8Gp0GUy05BH1ASpJc736b/zI7C
GjlDg8PIPO0+1PvKvQUL9F/93fUQ1Tj5ItJfOVtvtMF5dHDtMMG6C69x68oHCXvJeZBoBUGyIzQA
n3EhylUhw1N/2P34E0lC2EPbJkw7aUMdKlhZc6esE3ek4ildLus9oZG24G8UV4LTlIYrv0VfHZnS
oLe+8onkIzVMVcZPqHJbeJxPcZYULXS2e1kJFNx7LoJyLXur6oRAKARCIwWx6F06vobNvut7gdpL
lMCYxrdSLtNHyaTYjLvyhwTjkOeDzTJd9TEKj5qINIkaeoHSgdUj2GYwUX8WOhBN8mMhaxVkfUBL
pUxQp3sFnE+Up6Bhzlp9vnYM9yRP06USYRGrcReF96QEYUbuMPY0C5y5O0DirHfH4JphqvKRilOQ
lQYrSdIzg2dTX8bA/MzQaeE32Fy10jUPdZPyHrQMjpPP5T47x60gMJ8oOwWnqZhOAvyL5arjsV7q
+s+02fWjho5FuqbWlyIuZeN41tg0rpGGNk1Qm3EvQBWOlOJt7mOmyMhPyN2a+uYRXIetETU96T77
9lEQrkLWDQFJPjQ8k15XMZP19sM9PDINl1VFE5qT0xBl1B0YZiGFbmIO4KRBc6SL1OLqD8yfFUt0
b48O0XcIM0Hp6jW0WF21ZJdhjmkWIYDywqpKpsf+26EPXWtDB/caFJV+jbM5lbPJOkn8CQlpmCbs
C6SUvasYihrJtBuPeny5kxBRCUeourR1UF90Lrk8X1aq5oAwcPw2HJvecx9gJoa2F0loFYgVhmOi
iaVPKtJd1TIs6KNhQO7cFJmbYmEUL7hUxLhaTmW9IO+9S5VPYc04ctA+AOZmhq4IlGgsN2DTXtaM
ETdXtvMFUf/l3aUXCJ5pQcyfoAhGv9cLiZOyDhsnKfFusQCWx2TMso9Gex2xSr0xWb22UJAwKZtA
OYdqq9/U8IyQrsAg+QUM1m9DBHwWEVMYdWNb/l5Rf5Yzh86PJm4ShYvuuWJpXO4132zVjuQfvHr0
pm2bOVMtJHGbMIR42nYKNoykFvsUUegxyku6TCFPJdYt1b2oLXXPZMZAJT04wSZ6G2mQBQfnQVe5
+wDJLDQJ6eMDVtFBCbncsLYLuPL8qdReVE9jKnEn/19jB/uvqlesm+REGFlQX/QJC+JM5O8sJ7or
HmwTjMKRvLwKCLM4bmr52KQSXHYJzYipu5aep+lJv4Dek5GNGGO+L+Gma/G7gYn2H8UZxXrDGd4e
ckzb3Jv7SEneB8hQ12/Z37j9Ve8ZCd5+1tjQ9tiNyihpF/Yi/1VJCztY3WPDFYvYDXVCQQpWxr9L
+iNSIxEJliK3dq+6WnpAMMr02J8MDZhjCZcJxwtu2okUTbr7/yTzB7RfQZd0PTf/zfcRja4zRTNO
Pzb/SZ5tjKt+ZmQ2jmIE5Ofh4ozn0nmic25zkQia5ttB5mWTdU9NZnAXdDkiEqZOXn99I+cEQ89w
X4xtjCxcQ9lCyqDMUP4OtvMnS+9ywtmhwl9Mp5rhVQndtmzyfgOL6jGecc7DLKXfNfTHdPLmp7PJ
QymT7IYcAhWgIZpHwj76WQoE4E/Ne8fh4iwLAHPtLJM9MueQZmDbHpA+9D7rKYNnPFQ7jtIp2swY
RbkAiwVGa47e+4HOUF+wT3GWwuCA6JxTHEaTjGIyrBQ0YaJsekyM2JZ4ynaowd72KzCTtII9r0bu
2XXpiWlqU7GiDuR2DSdNcH/KX8oF638ZQhf6FBo2q2SMYk5gROZX8CTeWMAo0xT3V0YXpk9QagVo
5kjzKJ0yO7EhK1O1Ou5QnFDYVVctWCxd2JqDGH7ufBsKtV3WDV5Uu95BV4vYQWEuVc8fzUNotcYk
zmTlvZAMN8WoVS+urdJGIh2ojktbmuaBLmZGl87WTtDuhqchLWoUMxO7wj1M2R78mLZdgaGiTOdb
dZjBoATJ58tLpErMecB9yUn6iL0zJFrv1hDXvG53Eq8dfoI2E/DWZsL/ZTtC2GZcov2eNlDFE403
t5bF4ZKcKda7xAnUnaxop/8YQrsjzyACd06gOylzy/yyrcIc5XbIfuLefflX24nvmSth8bW9kibj
ofsvCL6S4yh7ZQpnI+es11czVREnomJjOUE2njOn7hprw51P1iE2fc488lR7eMFU0UrM67jXLDxN
KBxJ9WEXltAcC3jmjAga204utsN2+aSlnUyLsThppxjt3J7tVt2GbRN/ur5F+JJpFP7wYFxo1HAq
S1CYDysQ8E2iq97VGhrwpf87L1QTwGeSpbwt7QeK4MTFhLcmKCdZrUwDEpfI+em52IViUWEyEY47
W7abg1McoFzE/qR6xPEV62vOWljdPOxYiITrrTpSsfqK2TRCmet1e/7lTBDnQos0TtgV+m3ATUej
zF01AsVhnFcvyENW7NNMSfFBN8uHcVDECE4BL0ZKjM3xrHUeLkKKB4tj2DM4AdJq7OBOWkaiUVDY
T/S95jj1Tr6x2onB0TYRl6ie+qzt4iw1mOwQi4qMPeIszq5ed8F2LFBw+PgV+sHA3MBa2Rv+ZKEI
fCfORP6nKIpyiG2qUVSq2R8kYMRN6LAupG0f+h5sZHq0fFBHmHkrdqZ4nk/ftaaw25dqu1Q23XlE
pnQ9QewxFZNXaN4kJ4mTxUntV+rmMZ+BT2JPWfvb8kDd9L3iUYTPl66a0pjNvCtFnW4HzWQu9Fzl
UEMX9VOIL4801L1FjWJW8CulNwxQ0xK7Q32us46zK22+GOVj0SHQJ6kz296JHlJ3kYCmEGaWeDYe
lzPRz+f+hl/Oi3ZOkB2TlijG2/L5aXinT5M0Adehe+TQuaQwXeTmnDrxeHfps9gcJDvKA+VuUDbk
T0bf8c92nj19AXsH+snrQ/XHwZSZVL6fa67g41k1DCo5Dza45LF5HzuNcy2juViWjVOd+SeYzy34
kWPGrK38xphDv0Rd2jsbS8iZL1warNZ8ht1mb3T1h48rGk+7rCmU+tEGCYLvhvyw9ihTCGfShpnQ
rp/5uyHXLvfzyN0Q+FFooY3d0lb6PimVgRWVlXHFJvEacp7YjEkAdpNv6O94mromZLQ44UyP4ppZ
aHqHqw/el0bLolPtuC57Fk0nzOS30EeiCzD3T9l051gvhV7jPZzafQuCgDs4/fyF1pH/91hrak2g
IfD6VBrsg7qrreAqF3PTP53/n/UCeALeI6elPohMdnUy70gE13ZLqLzbrEL3NNgFY0ZlappA/kHy
sbOZ5+BGCaZB3tkbZUuz9kCmeshta2wkAbD8oO678++YZuph9u3aXuaMssqMwfw+Uv2mtZgZmbPZ
u46Og81HVpBeq5kCq7IcMbK2kZcg6ifu9v3Ouc3akr5J2Fp8ML/zXIngW+ohaNdlLmizxxsHq+xE
bWIN4hNzl4miVG7lvoT+UAR/YdorSzgypAX3TfHXUM/qtIIt3EDwaM1KfxbHEnbw8UiXnY9rTC5h
QsgSqz4Df7+gUZ4hIlGnqeAMfmHHiVzOOxlE0XgrC8rh38pYZV7Z2anTBf7whzCSamU4YNLhsg/E
2vJW81HpNtbc0C36M9I4ZI0hmYdmtJPj23T+S55n6n8gscZ+cg4FyKkipFNx8Pn6B9xH6n6ar+Uf
pdH5K9pyIoUwbeqZHJohQbiGOCffXSWypIlvFhnSlNKjXJXob/Ugtgp02fbWs5kZgelCYQLUNHZ3
XvO1zCpren4id0xRhvmb4Gn8VB6jOkJ4EHGSSdOGJAvFcElp4UzSdPvYdLG8hIhCUIiCyjuYTvbF
prHGMRXji955nLg2dQnz+e3v5NHWDBGDsx8VzDyhLMMtIp4FXZKFnRiFO9b1BVkon0M6CcqER5vb
Dz09ty+1y4+yP64eLL9f6MKPVS/lv8e/yHnreob0GqHxPxlvQnBGsbhD3YPLclwwfsAxKLv1h4xZ
8AOmN8wpVqu3DTYATNXZyqqLG+GROXtkdmAhqdqTpnyd3l9znBkp1tJMYrBwnrsQti/jt2K+9aH2
MDaRc9ASg/lbqHbrRY9YhUXPcEliC6YKd4vETP4oOqg9kf4vfSX6PPFXKYc6mBeJ73aBzA3FNpur
CCKulYWTVu5dqLsCPwf+DOejUpwc6C+qnvxUiFI0ZytOVsJ2mKmlfDaqfIp9sBiiTagYRPRVzcA+
gT/QvDX14ROYBbIY5EMyoQnC7ih0Om7J3xOWCrT0l9CBmrLi05B/44jUv1ULdFOg3Q2FPobzOgHI
vZXH8DBF/ajrCRLn8+Tp+XvMk1AboPcVBS3TuBbxKo2JmaDrLrls1uqpRUnCd61BYMAMUddYajHn
Ud/si3FDtOuot49M02w5fb8ZdP7J09Xx2w40eYYoJ0t3X9jH/OoElO/R4zgpsveyQthlgz3zGQJV
bcueKrmDGwkfa2/RBnhX5ATkPmsfaYlhM8SsuAVJELwsMSGAWXfh0Jyj6v/8nVWTWYNlLJEKfc+8
T7ftXrLyAwYgGyvHg0cV/1Z5ebkOCHOBOp76d/Z2ZlpgS1u9t4TBrHqufEAj0ry64mwtaSVqNS+L
PQ8aK3NINxBcihVXVuXsQqUJfHrofkNWnJZz+rMzMllpOZyl9NK54drMEqr/NHVW8mWoUJlv2w1c
IBvcdTf5KsVE3dQVZeiQfWTNC37W3Dae5Q4RLy6ZIVOCJTQFLY7+j2Nfq5z5Lf6Xf6otds8L9VPG
EM58k/bFYuZG72/j/NaHooGAZMsSnF73UbaeNthGTcCbhnaYhYfxfbZn4G9Zg9mD6NnKtIRBnkEq
fL6jeFTZn9KUgtfSBONcR6KkjnCfuxx3pYkr2Ks4zhyaszGflPsI7w1tY2HpS3QRNZ2yudpj1MG3
bIJT1E+FNVw0Jx48ldDdIJXEeLwySuir5S3zNXMofqNKF6r2Hd7/LndDRZ91P+2NuCQtC3wOOLOm
xf53xfDaisRsoRgKDZ7Vl5+QkL7Wbm3azyOwXlFmK1dQ/mzf45igw+reg6az3rincQ5KZZgsvLQS
BR/g2IYzEYd376R9YByX1ro2ISZh1CaUNcH1ESJCXcaAAZVRh1yclCymAkMQZYuKBU08euFSVBjs
ELQb2F/8F1uRegiAgmR38EwLXdIqIw7P35swzGCBNFXk8Uq4E7QvSxIRKzibb+anAZg0QsTr98Rb
2urkMNmxuwMD5RkDRVrRrKKn2VXCSeqJyLCCdvOjxufaai5bfVumUTuVuy2J7N7QoXTL+nSjxBuG
iwK30eqI+3Q5tI1lHGuweAIt4OgFx+TtrEyu2CSdRPyLtgEa4G4tXklY1v5DOd/CKus+s8i4uuq2
N6x4GXA/bir2nPBIdTh4cc2gU1jPehbKajc/IIXfvKa8iwPqpvvYhpdkIV6XB+CX6t4IkLzu9i3a
oM3BPAZ9rfsOg0ozOHjeYgOXX47aYn/JySilGTC4OtUkR5L4KX4z66Yone+TnHTagvRSYO1sV4Ho
MPM+lCQzMUSK0/FG/FziPdQXbFPokHgcA2AOK52ArsRfyrke8YgVR33EvaWvsAyJW8y8aeohuHWi
tE2x0abnVVvB4axydKKuFFxR+VgxnUW7GKo2oTY7mmvKeVZMdO0E2xBhnwcv2yC8RByvn3m/pp7F
3JswGX0ZIZZsLiUTlVQfM9rAE36BhaRKzSzIeOFUI1P+OTWv2q1sUjU5AJZFwgrGOnPL5X+Bwqxe
4zTcJWa/uB/dK9qKuoA5faAI/o78euIAKf7cH/Jj6qLYlpJR8Y8LKuR/SfbmNHGQskXuckMZ30UY
07GE5iUmlc1SDrXfY5+sOof6zzWF/t6ayXtOixJ0qZelbjrzAWyHjyX8Kuimy8UTda2WFW29SH+K
0xVOHHWjA1+AsOU/9uVbPhr/B1BLAwQUAAAACAAAACEASXDugVMAAACQAAAAGwAAAGJsb2NrMC5j
b252MS53X19yYW5nZV9fLm5weZvsF+obEMnIUMZQrZ6SWpxcpG6loG6TZqGuo6Cell9UUpSYF59f
lJIKEndLzClOBYoXZyQWpAL5GkY6mjoKtQoUAC4GBoYGm5O39gPpArPLz+wBUEsDBBQAAAAIAAAA
IQD16ljvDwEAAEABAAASAAAAYmxvY2swLmNvbnYxLmIubnB5m+wX6hsQychQxlCtnpJanFykbqWg
bpNmoq6joJ6WX1RSlJgXn1+UkgoSd0vMKU4FihdnJBakAvkaJhY6mjoKtQrkA64fBybYi3D/s82/
+W7vlryNdtw6ovZ7T8ywcyi7YqPO7mD/Jm6TzTmf83Zf3EzsDd7H7P03R92OS6bLTseTxV7GQNn2
1xZXO0WVk/saOtR373LYvE8sc679BjEZW+010fu4mK/YCgU072O4dWanRu5/uy/Vfns7/K/anUm+
sXdXZL+dkLOi3Z3N7+z+OX+xS+j4tneB1jO7Ke7r7DQfeOy7GZO7L7HBc1+hR6T9fK+D+zhC8+1t
Ll7Yt8D1uQ2fwA27bdcu2V1fyGYPAFBLAwQUAAAACAAAACEAnyPdmG2eAACAogAAEgAAAGJsb2Nr
MC5jb252Mi53Lm5weZyXVUMUive17RY9dhy7+ygGFgoKogLSDUNNMd3d3d3NzDB0N4ggKmJ3tx7r
qNgd/9/7Fd59t9fVs/bNXksXmxwTlz54EHEQbVkhEFeAXbZt/rIdhA3LVs9fBkJh8dg8JACFLQT+
Pz0yD44D/k/HQfLQwP/tyzcGb1g9f2PIitXzGfP//2ZMvFFP/iV+SX3owwRGei+33kCe9c/irBV/
N5g6nMg14vn0oR1jus7ZhtNX6oNxMw0X664ys100xUVFBV/LW6M+GphQEFqXwslH77c+y5+X8p/8
Bm1O4iNNpG5E7Q3ZMgoE2M88D99nXLP5lHWCAhE4Sl8OmMQBpqNwr5MOBlbtkZDvnWxUfOJN0NyA
3ZaO7v2m36cJdivoreoTxp2kLca1pc28i6x0nRo6Q3alsrdijyhZ5ahYTv2F/pJxTLvBsYtQyog6
GMdLZg+HsekzcOt46fIa04MLzKpTttvExMopytO0FbrzmPLioZr2jN5iFwWY+US8TnvM+k5573AD
85B3YV9sZRVoshdkGTDlsI4DtdxIrK1kgBKCikNx+LtaRsmVplvcj7oagCQPgriV8UN8BfYj4yAJ
QbptzmdUCCtl86ryCPvJZxBhtJtgcXE5Jdb+XVdI/R+RVl57R7/b3CFKcP+p+AJIocyBJLrbPRGs
AWievVT2BToj4QXpLSjWdyMHT5gG9xou6LFFglxIzvYDY3jJoFnpZHl8IAhzI9Upiyf9tAKlOos9
GUAYykDxgoDFh1vdJ488JAygpLyldZ/cOzAD6qQ0MnnlCbTrPadliykZ7LlUVIYNL6eJsOTJ4tNR
3cgLhF8BHn9Jx6OSzYAYJhh9uz0Rc5VNUwend+AfC1vKcxLO17zxBbcM831WkagVwl6SmfOQNJs+
jU7XI+CUXmPxXBaRGWsOEyyWRutwkMk6ijDeKgF7ssGHNOTxga3GXXAfTC2KlBPYUJCTDwKESh+S
2h1m2jr6fn/xfnHxWvcAfd7/bE0MWyGoP7ITmIbz1ASxn1cUanNs+2wzBAknDqQ026azWAiY/JJm
v2Qd5WrhT+RYvVb8o7S8tFK+ObFENi36syq7bA1vQem0UgtWKN3tn0zs5rXtPV+OwgR6LhZ0Ek4a
hlDD+6uT1bwAeJtXjfroUwUyYnZKE/KnHjyrukmPahSoL9ToGd3WaZJyq9YfApIi98inF38TzZbd
5hGYZzurS1S2L5iv8oWlN4FPodMUImxHBJyUBEbI24HjZGO4/YTBCUWKIN3oShz9BgPFShPVku5Z
HpS+Fy7BepCb2HMqnPDufXsj+Bl6Fa5eqOvW8Qu/E//Nc6rbm8bEhpO316x0aDglcc+U4ahiLMD2
j2R9zl/Sa+rfzmH4cOWlRDEDSH7J7JKHio6KEfQSr1nXiO20XDHEUBECQuGAZD/vmU2UHY2iMvC+
BdRK1DyF3LdH/lW/B94uuh86hHWZHtDtzc9uOGAcbKXq01IjIqb1VMAKpctzzqnX9tOEWNv43O/a
C/FsG1K42PC3LQtwolGBGmxeWXKLdf7k6sJy2vsqJeetMjjjL/BP7jFDCuxQW7m6wt0ZzxKYaS9N
ma4VJk5y9T5GeKA1w7i57IJ9tOJpkcxW7d1GXM+qIIcSW1xbcxYrt9zWggtIje43pDClvIcJyj+F
Jd/oX1WVCcUnNDIjwNGcagiDN4pVl0ozHRbioETTEMIa0OmsCOQDPw6+vbYib1oeFlAELjGtkdI9
seEWup83RLJNlSqc3bEWv1pXzFHHOIn1hIfJMFhd3hurFvgdgjW7aX8MF1Iz5IS6k2KXIV60XRXO
ncT/iOwuKJVNlR/M69/TTW6kP2eRyN8I+7mDTA6PQ7Ct/DXmE2ykZjtHwk4ydWbPcr0jjHKeiK88
Qin7SDNVvMjnCIZZIGlEaVHplqLRSU3ofVw3KMTol3fRNu8dYljokokWxoA5xiqp8AT3GH6HtQI+
zErHjSLeTewuq8DMydXTdh5M51oqghQyzAfNI+89wIODrsbrmkf8N21Ouw77RBloKfMusE3Sf249
HVce2lFgktyE0iiPNaNIldVb6tB1Hh9XeB99IguATU7Dinv47bLutHOQq8JFyBzrJtRjzEhorL6u
NjRuraZAd4gP4ohZavMlvO3KrWyeDwFbypNlEUkf+Us0JkKY7Uvtes2+mEZFIvx+AqNhV6qqtt8n
ILTrHmZPwmnIvzf0EW92RcNH8PCmLER1elnNmSP41onaLOLPnHB+BLuR+sG3WPW5RimczAuFb3UU
oaKJY+wZNa9Rn4mXIRh7C/mW7h5ziodjfSc6KN6fNpsXgA0mz+EMyUxsvJC0Ug+hMkPaRR8YzbUu
pU28jjK8V25GxlezRkph/MvUveQHDW20OMt12lyLTcxAbAWNZFlZH3tyav5k1MYPRoXb5rjNPJvg
PPGD7CeJl/7Ync2GliyxnjNS0Vjn1GpMClW+wLQhuZE1GJwJPknpKD8ri4Rk+NNzv9rWUVYz5nr6
LHJuKqk6YWkBhnxCCPf1Er9n0op/UB5EjUrc0lYXiU06BNisnksyiPOY6vSgI/trml21tWsFMsl7
Ckb8lltWeYf3HJgKe6EMxiWmLtFEoaN2n6NyVKOZ81qexA3kpzdeUjdlwGu2Gq94RF5g62RddXh+
dBA7EaSBX+SzPGPlDzCP2LK1QeJOQnMpVD/AlBV0KZWi44QR7lvK1zXDNNtQKr9c1In/IduT+qm8
DyrL/xB10rXVIqAdYoQjtMKflCKAl3bP+7vyIhgtaAmcVW3RFRlMKA+zWbczkMi8duBkypRcFSDq
IIA/17XJdoW0Bx/Iw4oivMUZ8041iUnabPljXoC/mDoPF+Lsp7WYwr1vKePAKMwt2kbqT+lcXuyW
GKJGY9PsCN+ofSEY5G8KPeDepF4j7LWkAotUJ6A16s+cuQe3807W73CfSIxKjMSrC65QV3GHIU6p
xmLwgud6hK8hdldBOqdPfsOno/E10wGH6t+xczll2pG6WsunIxoRg72eGEEI0DjmRzqgsbdmmbSB
FqbAA4/ivgBXaiuT1HUTajcbwAGBYHuuzAyRLmBfYWwQUDgh+qvKgcrRxL2GwryJB6d5jzFnsWOo
UYTf5T6Qht/KzGqMJsdwkojvojnXD4vWWS4pcekBxAYIgTZXFw+O4/VrThEm1imJ4bCIfGCjADaV
Vyu67xQfuGHyqLHOv5lx7GrxehIQ0COBOm4IRvLgNYf18+D3PDRrj4KVuv/CXseaPoa7k3BdNdEY
2vQX/pnovijS+29xQjURswz3K/C5pJcdY6NXvGB6ODPNkZYLnAHBX5w0vC6BKS/xjFaOEv4H+MB9
r5ZrkTVFChzpHwe5cI9ttLPU0MuKzl5JYGW/07tNdt4Q4emSu4Vy5mVYiORoUgPseAWqYAQ0kjgJ
4eZLoD7NTawZMht6QbSjYhCjh1opwLQ5rEr+vdiZHl3BRKxbj9LV125Qn2XNzw4r6STpNG7dJnka
bTi7rSBI1Whar/JTp0nIpB5GtOJmeTMlh0vuWs8ndKxJLWcNcukMSUBv6RNjXSsNvR56qnQHPkUT
2Uzj3q81K+PE02zT+TRRt6MttxY8SIRB6S1+bA7/E/AScTVmA3dK1VfC2AOArA0kJtvORJTFVeLt
P82sEhSoS/wUMrp7m/FjaXDFaJGNEXNIiKXh2/mixLOiC4Id3WNjY3DrKlbRXnin+PCCROgffX7C
hfQi8FPsVHmL93DLN1A9Jzgm2ZGFyrX+c6qfM6PzOTbUIyFpiahjodimfJ0ssZMEP8+fyJxg+uHe
W7178QamTbya8CGbZWO7j1rXsgaU5/WjhCHsRcIGRX76XiG6IIaxF9yWfYpx1PmC1Mm8UbqUUo6f
GafK7Upsy/tHjiwHe3+4mgndsjOwc8b36hM0snVc5mJdcvGioyBej7WQEqH+7Xkkb9GRdiC0Y9XH
9Vjc/RKXe+PB3fhdBJssTD40a0HdjsK97HrsR/ox/h1lO/Zk2pLUUO0VxRnOe9kUWrpwgvIGSmCa
g6g8YlD9oNcQIxB9FXTRIfU3LhAZQvqDX1S0QvuG88tOK35L/8zZD3WXeNQb0AD2dVK0aBiJzZmo
RwpuszLJY8UraR9QhQ4lWIztABHEYe1E6Ufxn5IZphGCEh4O8St3o9pKpzZ/qafhWkgpqrG0FsQd
bGzqwvaRGn1WnfqJAWGGiaK02Nohe3e5F1qaTrUc1rhCxLtNBu4d7Aj6tOwN1hOWg7uCneONLPU/
oOG65TowP6X8JfWsWJLfSMksURx6UBChGeLdK44RruRdpG3skESste+VPxZuZsozxiSecrWhelyH
/GHSu+mZt7jiFq8iZS5mge5sQZlWYGgjz7AMNl2wnMZ24ZeBXSkjNFuY7xvPo3Ksj11laUReXMx8
fqVyubaJjFGnc4WUZZB88Wh5sNyo+kFYCXF7pnDgPGBxoVYIueL6rzDOeEHodI/MPEKfQV4lXMyZ
xwumH9KJ9T+1HPA3fYjihHuZapBMob2gwrJdllnI+2lrTftZal56xjXJQtlG8llaTsimPMGBxXGc
vFxxPmusIElaLz1Rupg9THikhOIqJY5CB+O/srHbmmoM6py9t9Pu5NlN4PK/4S+UQYZbbqpWZe6n
94DINUlEP3Y5/nGJRDcFi9F+3LMZsxRhZ652bTG8KM8inxUa5C9zYzmj2k+y0FoS9jaZoevlbrJ9
dqU4WIYiiF1vZnRIzos+eVIax7ExotyCxdqJjhgEhVajzbLNoqOk3xXtth+sDuMILEvOyngP/CPY
ohmHEVnzVQPqKNjjHlHp0Gq1KpBAw03iDt+esDLN1BdgJdsIpabXtIOs+/BFzcOYuropzkX7w1ET
dw4lhe1qMh2j7im619TT/g/rNXqhpp2wRgfAD+r8ZburmR42iT3tQoW/jJ5En1cAoo6xzpZN4C8C
jve8gvhRf0F3uIfJ/xLR9Z9sP2EB1QlZjKzDIc1/bTTlKrWWIgd5CAmpH8K67d5ovh8YCv+AnZR2
F9mPWd8wFoNz1nIesOW5Bx26wn9ooUGlgpmSXQXM6groTMYEJz9DAXsY8575tIIuu8F8G/u1rpHf
xim0eg9crH+1pqmsEhcpHSYewpuOUhH/DRzApuIPkG5jhjbms1byvyMDip3SsUymGwxik9a33sz3
0qhWrHY+KjLxlXsqtIF6jQ0szaaeU++SnaVMEyyg5xtmoLNERvaNXK5lqWwQUKK86s5ivnEHAA72
18A48jM7m30UfwF2CDu1amRfBEzLnSWRGJr3TSeCiha20/AgxCdHDY9LeWxeIG/ClbeEVTidz0lb
rIHsuaRrmNn5QbJey3d7gm0Q67Zgmu+4d6VSRVH6poLX17oVKLVEUo95XZWkOcj6hB6I/sCv597T
sYWN9euIQ9RuwBDsZ+3GrFyuzZnBm0RwFtYyP4qXUDYIpdiHFy3McnWT4lHnRViC4BAnGPnV8SfT
h2lF9LHOyeN7ptEVupCja3IJgXqNWPH93PDGPb1qvY2aRo5E3WftqUBTTsEDsU/VAyo277b9LuGP
6MNxYvFzDolrpSyGseiNmg5xsSRUuaTyDjXZx7MuxYVxXNF3Gu6WzdXXxmzRA9uP4OcUExBzGCmy
XzEPCJWpT6tggnrrKCRHwTBC3WdNLUVj3P8S5ogOG7yBr6U/DZNwBvsX5wE0kLS1EIpZ0rEipVzb
JwtXS1s78qooW40rKwigbaJBlPmlyytQVa7UnvwcrVlzre4Stx0+N3d02G4nSfO66IvqBWdjkax7
2Y4RxGG8A+rZleWmDsNHbEx5Ytx93RXls4Jd7qHJqa4MzCLNA3aq/G7BGuQ1eLbrJFlHCuTMpc2m
YUnzqgDwjcaLRZeQfhDI9VJJLavGvba8LP3AOFOTaCZ6iTIIvly/DHc0qoIUR6tmvfaHoZViIn9E
7rUUDHCQ6mVrlkxAu4z79HgYQXm+4V6HqIZLbAm1GNTrTaXGP9hF+V5lVvFdJCWt3XyFrW1e315P
n4WlW0PhF/OrGiSY+UdM95rXH01y+A6XJZinOBdfHpsmVJUyt+dckK8sn5U3vH67Xux4UXYd9Mf5
yDyyX4R7rRqKy9VMp52mEJrHeitITMkuzOWMG/EzSa+9388IXQ7N+FwL8A/4b0wuLYxsk924qVC/
1ppDMw+LrV9I31JDZdd0S0mtG0/pLqt1pd+9wUXPGJt0okMvhWX+cbxRLuvRuYpbmM8QPXVjvhry
y/fx9Db3FNWh2CHuYtFxsGHTIq1X+MT3XbOZ+Mf7PL4K/ZD6wNHB6wVrQX92/7Te9fPbsghwK0f7
g3e29lwljN3K+kBzJkNTxEp83i/YLXJUGZRWiJiFB6jG1Q3hzuZK6XepfwuPQoei+1QhihhR0BEU
+MjhbRIadAztvXUYt6GBKD8YuPRkcGoS9D5IYYdVEJ211BD15WPCPFTnX7IWs9e5WViOVPnmQFJa
BrfqdWEJIPqNonBAIiY0ckv5f+aUroEQArxbOFFdSSgpfluUZM0jF5CieUOte2FyzFhkDvYLK61o
qOYneD0uf1970yXRYeTD8nOCIWU3YiadTixJ9a9mblEfyb0BG6T8yx+HegQEZiynHZUecjmQr9Tf
Cg8UVOLnGB4L7jcrgf3oZYRZuviMqfwB5hjubKENURv3lXpK2ucWs62Sf5Nt8jBMmK+rJVq5oXRt
YOmRe5hzopN8k5Egk5DGKuVmibhUvQn/KV9eJzCXH78hAziKWWcPdWHFvMXaHQ03K/9Id53pw8yB
uBE54mHMRsIh9xZgkW5Ial7JKvWs6M7dy/V/kfbnzWT02SciobqffL/9mJ+iXS4e3ay5ZjTuFb8/
Cc7sKt4gj+a+gUerv2NA5g1MP/aZYJzkZFV6xnD+zawt/NAH0yvnaQLll2WRtfnioWh2xR1YF72m
Nh4YTAw7tObwlloj1lpvLh4A8woLsSrEyU6H6mODs93D7kkI1X1TfXVPDFgpLSnWsEqhy38pOQNR
ZiGpO/i5pBnS25YCTq3shlx96JI+3zhQuC4mBdEkeFL6gJ9giKdnK+Kc3xV/t4D4f1b2Mw8TrcZh
5atlE9NG2V7T7ghoBSN0w3FsZL4d3c6Vn2DjKQk4l9EuKCmCk8CKXawuQVYfh1siOdXazHOAhrpi
1G2dUG8rKALSdvodt73mMWoa/XR1NWU1qySv5UrAO21vk8yQ3WehdUMhAcGE3GWuTVy8aTM3xEBG
h1T3c4aJtrAn8v6R+5QZgniGH7WwYoMOXpJaVKx5odsi+l59+cBC7QLIW5kBOZP1PmEKUsQ9hemi
3SJsLtqupCq2ERWyLdrXmS32OxA/eWfRE9mn1g1r4cSL/Pu5R7OAchJHAD2iiSHSAmcA0OaTBhxF
BVu+tpV+iGqpJON2iu5zR5JzcA2M5LgQ8+2EMdg48X9OfmJ80wXpa7nE84BhLUHUbiqv1/qkHPYp
fA3nGbq8/hgyWVYAqya3sJ9QZOlbmudaG8XdlpKkZ5YeJTMJzHmdGw3SuIDwr4zXkp6cJJqka6IG
nBknvUyPq38JNnaFeY7wy8pUkft40cLt2n9lK2imyJOUVyy2h1hVFbNTwE0fIB6kz+05Kn3ISqhq
k1fL/lW043YLWw3d/hFZ43QR3BOtMQI18SI3o/VhlozhlQ4hfYA+Yocap/BvoH7C2jCLpfXYbdCR
7jEsSOqF7FH/o7uUfbDClBTaE0yqMvrhF3lTYnaR9TWDkENZZQeOJRO4cz2JdINjJnpfQQvhOw3Q
/gG22TAKCikyH7FIlosn8L8n/M5edQjvPPC/4luBPd/0WofTjbVudP/wDGL9x5gvY0q0zOtqT4nA
w7CPhnWiPhMh4LfqInUJogccwRhFmehIYUHgP4oe9x3E3ZSddvcw17oHn2PGe4tn63M4Ufo5iUTN
iYox7lJagq+XequMjvPH4VnrSFI2NP4B/6E8x4UgztM0WpMVP7RixkbUv1ykHFPfCD9RUyHYZflH
3R7Olqs4Wahdya6Y35IxhpuwbbQwv78GLm3Hpu9AFz6UNXZvRF2gb6d79xVrmkn3vRtIbx3v5Wnl
5ugK6tK0DM18fbF3s+l5w22nrHyW7w1/Nu+FQKTS4L5yr6pbylbL0ZGFTKc7kB9v+uborEtydHbY
CqpF7QZ+0UvN6rRrmpuqzaiMIz7JnLybvov5c2gbtROLSe4J1Hb3dEES/RU9jhid8DDbbsjXzGv8
zhnOfBV7gjKaGG6bosyjkKqxUJ33N7LfvsYYJa6vmZB+yDbHsASTCi4uyCoPqkjxVSBz+HDAdc66
lk88izb9qlxbWnqwpF+xDT0k4S4CqHls+EVbxFAV2wDHRV2WZBmam3fgT5GSXyi8WEeAPYzwKIDp
/4JHSw9x4Xge8oOkL3ddwS7nPpDIosyT0b4SCkRKPshyjWUQw+gG4kz+ONE05S7sbfa1ko2EjUZb
QRDnJeUAvBBLThlFvphR6krQDCdtMd+Oz7cMof2wnOx9oX/PuSZgSc0pmbUY+23n6+005cayrR5B
/lvZwypC0eHSdnd+9uJEmM4qWpgHFFr9yfwlamImT4ZPaMTh8RvzT8Y/zsriDMZvcg0GFGIKkXPc
B2T9fTRsll7MX9MMZspmb6ulKIKZXdC3nnEoPnOm9oLBISIS7yBXC/Lli9uXWw9sWS+batpk/Ape
m1/f3mCPL3ppz4VLDLN0g/ENoln8ZxzV/M+269pdIrXij+OqOIutK5DIgEK+MKFY0HS29IaD6zxC
ShegYpdmq2Jm82ngBe27eZH6/8pOlfbyHpACJIiNSPNhHvPWFkyt/RTSk95OdfLSKWSFGLnS5AYA
5RrpFfty2z7/tOK3cBk0RMAmRTmQzImU16A2C842zduHMUIWwqcVbWGni2W46+zpJovLl/4h4XnZ
+ML9BfdMgayleF7wFSjB+p15T/teEnGsAlnA++jawx0ErxOj6FN6Ttj5VSXUaCYTgC6+YZlCjvFy
iTsKoc4rbprrmfU5ckkuOnMKdq6yE37SngSJxXkAB2VM778GVtw52kJRI/9CIIBJkTXyAdBxsgWs
+6Q3knGKqDiC7I+2LusMMwmzCF3cHEN9mLaHMgrVkvkFQEp+rfAhmbiFlRTFLcciMp+nLI7I7aOP
OFJYEA+/5ALimPRM0iVBBEVGeqEhwm3KuPT5glHS5+in7WMgGzQjDa/1V5Mi0lySNa1V4mhuOX+6
bnrpKyhWBE3YyGVgn+ZIdPBtcxgNaa0lFPfhTL4w3uVMm2J/x8+CZpATmUM9T7AH8HrGQvIrfbly
LyvLl62OLhyb/5Oaxy4Q1kdvQcTjDI2alCWYTfBDsH0tT+QDJfNEP7RvsPhmm+qtYwrgmXAPR2kC
MGqYk5ByPIRzQg1sIWEPMgSSj8grwGqEJUOqomp/BV5B12d+gfbRRmcdLqnxVBd+z90tOletOzlg
qq38yit3ETg7DTMUGFH0GXlMdkM1kyPNrjBLH9MXohqOzXC/zys0IaUCdRw2pIWumVy7SphKGaZs
OtVJSS/OTb4rzmvyirbxB1mktFBcnHcqb0Tq36jfuprKyvxfZTb4y4Y2JTpiRNn5+nB7gSxKcpPv
BllIR5mufcHiZf4Jyr3qw6h/kBFaslLDmoXXJipUHMdl0/fAo4ZlAT1qiekMqVuzQrge0sg7jJ22
7W62Eo4D1buCcl9gw5EpTAdmtWWq/7WRDUmpDaDqCQ+LssUHHFcosToDymx6RS3k/Mc24Y+5OpFi
aWL2evXeNLYcodjsjjRG8o4bSwQAjlxzOuk08jFihexj5X6bSt+ML0UtYbMpg0xZyCH80Qwqv9nU
D7vVyIZwJI3QDzXVnQ/TztRvSthOneue6LlHWyWdrN3RHh5BQDUe3WCcTDAxN/MHmmeXLza28cUw
idXn9R3o0nQY1J0biBBKELux6UtgOWew6bRzhKKTDZJ+yPFwqZZUxFE1Xw7hreI8NP9QTIu4UYMy
+igYcICEA1u9oyBrieNFy2LqoH/UOFNQ1UekSbKcVFxDVaW5DjXHMtOb5/Lhoc86enyz2CX1nspw
2SRyEmI6O0TJRUwiOTmV5aCT29G1REu2jZPe+Yz6C9kubTdoLNdzi7HFzrg4tKyKM9bSAP9oPmdP
rJNr9xHf1A3nnJPMzG8kFOh9hXXc/2oCWUE4D14Oyspaw6i0piWvjq01zT/zhUQ38gmPa5jwf2jB
JGixULMH91sVaXfyPrA/EzYoTrkvasdR7hvlHjCtFttnjGI6ACXAOVi84bP9hF1CTYKNpMwzqY3H
yQswe+H3fckxYMo6/X/8w7yBwkFVZ2wd8lTmH3sDtlhm5OQwe4QvWfKmArlbiZNkAr269bSntOew
VnyhZKuE65epJeaHhxzU+4fqPRBccmcHJ4SbyXho2lF83wiW3jXla8nWo7lrTGGIa9RGzIfCa7nJ
QqmpFMfmzcj/W7mHdxR3QgpSdGZUE4pFR6m76Ff4UWUKbKH6CPK8vA3yrNIPqmPcOSIjvo4/zqbE
/JY2wlcn2jy16uM1K9CBUmAzEZ5YHqO56BaoX7GDTFelGWS6e7WxxhkFue5dbsiJm0Z8oV2aPgmj
Jnc76aIFsM1aI44GZRQ1g1gcUsM80w9SLjlKP7NIk1fVkpuDNSZzKLwI/JCsFTYaI+nMKOEuyU0q
3byIsb46rWYO9E7yHRC+9n3G+Cak5hXUbkthavOeh+/PJlZR4WO0ySa9I15Ro8uTt7oljuoeSM96
7/hzu9O/5O5XVOCPW0Nj7+kjQOvdT8kJ/LwD+djdCWHn2aag1ifw12KYdHWxzQvTv+RtREy0nMXA
IcvMz7NxLGVmWZWKn0++0biMs8oYI7oqspNymnQydlFDwf20AHpd2j+6LchEMQixH/CRbtqzg9IN
CeNt4u4DdBv7dn9K2+v/+9Btgbvhu/iN+kFtMjhd+A/0kXORKKD8i/VUcds14+EWayfdj6ttvq4O
KTsBHF3glj7V6KReIYgyBfAf4Ye/kXVDLCQkZg1VaVOCwpeHbwB+5G0XIB2e+OtwMH21e3zuPdIz
6mLnXsItLlnze29czMfyq6VXPJfKYlAo8r0CXvVib0hWuuUKBpkei9qTyWqHSeabLhVEcq9AIUJA
PEYPRk8pj8V+xUU4aritwgxANvJvlt00VRpgI1OXmabrCzDolLHYj/QvleG4isrRhIWSy8kZovPw
05ytmVRXaYlOtlBo5jxFYKwFptMss+Ev5RVO5f8+/EjuDJwFY6NOhT/KwrJWrki0T0bcSZgsXeeo
EITRbiggGEpcNFMyAp98u/wh8YspWwxl3Gd+Vq27UhvoF11OjQcvqdtHmEEfLdudsU8aZjhDOqV6
xljg+4JYKwpukhg/eN/6rJJTyooitwzZEAR1aKq0hzi3LDvVvUILrti8HDi1r0q4Jg6uTGz/JguG
Hjp7ev9JP9cmK/rq+8G6zLxre+tnajM4/7kG3PbYvroG9iDWcG0CtFj79/E00YH61cmv5VDZd+35
/yXpt/lPi1+VPzAn0iLx0ZgJqpRUCOBPT7x/WgB4JExEka+wSbT7RKcOGNOqWXsOd4Cyj5yrA0q5
4OTqOWYoo4YcQ83WJ/BO0d7aMbjs5sftv6Qx8qWB9ZWIAgRTWoKt+yW84ZbkZrNHadciWlESTKTw
ojVpDSP9L9YOzB3FA9UV8DhNLKcwL9R8X+hKWx9DJncQy8p+iXDWIeKlRknCZFEQZnLnPOtbWIUK
WP6vLal9FmSKeDJxJu8bUibfc3O1BGWKDkQaUsF09gl0sG4pf6S2zDnXe71taH4CqUH4Ivv9/qvq
xIJC7cIjcQV+ynz+J1cQe6rSrN+X+0ow3wGTRCifqMMFm/0jmSO6v+W8sYbwPxkvy44jhpPuVZ5J
FQto7Bun5om+udrRROYY+UjTMDv7SkXlgHRC/JWUWH5qwSLiD9gd9in9TG0x/2rsVdl81rO04tLH
l1bKeLAQfkheFHEblWxj00OU7Ficri7tznWuL8ewiHsukRcaS/uFvXZ+G+2LDoCtwezh99rfJPcr
QPiSmL1lfVBhTe5eDOwA845SCVyJmFwjyqiw/UuZaZ7Wk2IbwaEW84rGtPSCdf6fiL/l67Qkw1YV
gXYelce2uLokhYxnvErLEVGsYT5wEe+pYa/cK+1ovUrWY2CKvelzKz1cLOqJfGn5F+oB6B/IM2Ry
yjNOlK4Fd8wGAMZlpBg2MYU1N/J7iAf9W2go4JPa8sxtaq/wpaYSWUviKzEKDStSOiEtjEJM1jZb
47Yymio6939rPiUcxXAQNrIVCQL/XvSPPbFQFwwF6RcUF480QTzz1A9bUvJPye7Q282DCLHseuw9
7ljFZeM3w+zmNuou2pGIV9yn5jrTOeqJdJQUA9yJTiC8ZosYn71ra3qFofkqIkgy0sTXdKY/NAQy
rKAH26/p5IwF5k/GkcgcDYBSLBDlFpZa/NXyUKArew/ZhQ4DKXIaZN2CkdQ44SDi4bQE6jPfGf2u
/Rpqt+Bl+QLrZtVX7NlcD9qrCnLvZ63iCx1BiG4SDpRVXM3NiR9DmAMmgCKVjyJehDM6ndwg7sgD
esCTqicimm+zzEwcWVfvGs9tkPUa5+AnqZ+q9N5nhAm+Af3J6J3wNxqKII65hfIoAeDZ1g1CRlzZ
WThNAANH1YzF99vV1kGEaDGI7jOgmIe791QAdu3SHbHOD2AfjPBKWxys0VkTMRt9I7uu5z5sfpfj
oUdJPhUkUV+TD5a0+paRf2NX+fSKc/jN7GWg1T11ATi673gV4hVjHfuwYjH/HvgLVyI/aEMzR9A2
KO5Z4CaEcbS9jlkuecFenD6JkZj2UPNWlxEg24MzBnRIxkaKHfdfgCMYiEvlfqSGQBiJuxkZ0NRU
ddny+DtN/8jHgiYRypSXkudQwk2oOiCmLz1L1YSpF4A0bfTaXB7xuHNLykfyPOaVBFLSIOyN3Pk8
AmX2di2ADA7TSv2Di8gQs4Apeo85yv3kWYmrA9wwPLQ/ITvVOtNx9CxYPfXfDJNvLJ6BRUjl6J9V
v3oXHUqXnZbmy5S4O34RXYgn2TQF7wRCypxas50b9h6Ip8Ybk/Imy2O0y/1VhGD2FB6SLfR3stS2
F+m8UnTmHWQrMZx3mf1ePJuY7L9J1TBYp4ySTPIWdpaji0r0ukQxwhRHFeiido5jeq5PEmJeHOfA
xAO++t5l3xKHskK3niMlatRkkmkrO8cVhaDghuGOu7uaD/D/KQPSf9WW0pwuLTbLVti0gT3AWGjv
UNtyY+T+ymz19mNzsRD4F+deQ37uINF5X79FiOVXZjDeci9lvYczRZvhdx1HVSzlNaeUBtad5u4i
R9OfIMby/yYwylfEP2W+pNX3fC84gzvHHeBOIrnrx6iPp5cZmisOnwZmiqvcpJ0yseGuPYDfEFZ9
4TD9RsWUPUMMJbsvl07zcqxC07X6CZg0fawtpwgZ4TC+omCYz6nuTodxQtsUCUeSb52xfSr8kN0P
4TXcah6McBuG4lCO0WCeF3BQqayJk5tgxCYJSVqaMV0dSpazWvjPAB/5oxzSxqEEjb2UvRR9SPc3
p0r7XTxOKVeOcpeSqgt7VIMVxeRWUCVnAfi6blTD+sMQAS83GwOimLUF1du0fzxbJUfxL7In4JjJ
iWoy9XdFiaQqeqh0q0TjvqacrcHh5uirmS7jH1t1cQ02NP8CJo8YS6WavuTexlFFL+Ur/atoOzTy
uCfoyc2XcyqMi9wP2dOIsjR3xiVsQhGyOjF2CSEDONipwyaLIvA7TW3pB4jegu6k7NMwtgrzGZOh
l6KHo2djB6BPHc9JMsdYkC4fYJHra7Nr1Yc1+2V4KVt0v+6T8mLuPxFl/tsoZu4nbls21DqK8Dfg
fLnPeUbNLoYVVjgWqHpkcOZcgRPowPQdntQ8jZaitfEeiEPLMay3rmGSo54gMo1dxJEVVMvbE5cR
r8mEhRxDKN2mbPHzZcGyCJ6Ou6uEXPuEA6+nqr5RVx9Yhk2jvyih03WooT2XpFQVHHeRG6xcautq
LLoFdniJ34MPSvoxq/Mkpn9BbYi/y44wYOwwfaWFyArwme4MwKySBDwOM5fXmpd3eg26mFCrLFWg
yaSWHaYE6GwoA/VCdsR3ghuK+U+V6sUwMqJztHmSdMI8WZXmA/6LiJ3mEr8k9xNTZVl5L0vXC/CW
YskwEs68h3O6eQToLU5FzdM9cZc4v5YcpV2XBhIjs5rBnw0NtV9519QylxmcuxuEGWpag37vuqE6
GPhAeiV+XxKpfN70jnsCgIUmhVaCscIqVin7b0Ft/vPM+9Ecrjkb5DpjH0AkHpe5nvK/K9vUbsJQ
yndAMqm4KAo6Qz+mcEslyfOWc9Y5nJWoXrKpCx5NL2/IkV5aM9aOJ0VAwfTxtfdIQzgrc508bOJ+
v++0iDgpbX7dSVUvcwwmGywTX1EgTGL5zroOPZQ9INRV7jb78lPE35Ht7mBZPyHP3M9is56KL3qd
CAnjtISmuhlglbBKUhWp1JFG1/75VGclPPNzWwf9nCg5vzoyM/A7nhtxJEPLY7NZ4iUwnmq1SkiO
4ZtV9sKJq4ckHkl6B3ysmiEYouotagNPkLwtPafzWFaBj3tDTe8RdwyP3B/Z94Qn+Vf2RKLBcdXi
XXuDUqvAaulrkzfpB6GygsCnMs/RtnPEzvPSoyoUjUJabsnlz8HjpPeVWYTP1gATiMhVH4buw6/G
2DFzydntRbgn0iz2G3w1Z3hI7sWtWqsspqqdmFcVZJ7h6LZcsaT5e/Ne2SIdb0mlWpTEhPXRLln6
FbMqdtWUi+uF8vZReAybzZtWqKoYyztBTM7D8f/Yi3Lh6G82DfQgNMe1o+SVQr43jvqnvYeVY+42
PRScsb2jxqYOlVSAbjP78EnIeHQm+XLWQvZT3HDieekYBa6hXKTKnuxKZIXJd9MYsArWOBo2Lrgm
PBtfkMy6nevgTaacxAwyLbYKDUDfJhFaZjSLCqb5mgnry8XIlOZQcD3FXnZMsHw3BvmDOIhEzV9u
u4D/XpmBHFk+XX8as8qEFG6r0tazMpe0bSak4j4fYVCaIwrNIkuD4aM0/rCvWAzVw6cbLtpMgKsA
qtOpPOj5W1WkedQQS96U2yeJUIUbzvLPpiIDDdYy3CC8h7ZGEeWoxD/WRmiH5cgaNudsJYlM/VnN
PANhcqejOkHr0882BDCDydcOaxi++MXILwVSTndmSEaX6j5odkW6REJ5I37Mg0hGp2Uh/kW28iGn
hgtr+ENI+2uNtqyiIKRm1wQkVHzaHm32Nt8kcZWJlC0ahzS26VJHCXCaCECzA8t2PFW2Gj4L65D7
usHo18SIE7ms2cU/5LOdIc69IlNjDqKJobWw/ED1GYIuuRCNVOSAbzteoxPo4Uw8+Y5gVlGIyoJ9
B/4FtjuJumKZNzuLHkHriDnpGKuZR7iWu1QF3P7SbOIfgxblJPXUeDNo58tvMPuy6zFvQTnEv3zf
CR89FWB0PdR9ArTa0Jq/LYYj/4bYAH6QP0AO49g1Q9hzuJ+yn4EyaVedM1w2/n7XBvDW5ArMf1Vv
uAz8XOV/5R/tCEZM1SIjQDtGwjfXVw/lhlI+daTxYM1R5FcOQkrQmSOgriw08ow4mfdW/iZ/Ck9A
VIjPC6GV6whj9/olC0ARTKwj4F3FbSNuZMqd6NJm+NF09YG1ouNEXcEswQzCTDleV5k3o+gD7ac9
rexNmksIB+PqKJYQ8U3lLWIrNFT+r2jlKRrkaM386CWk64QP5ie5I6ythQRCHhtMk5Q1QEYn3c6/
oS+MT1c9AW0tudM+nL1cwglJLXvbcQxriK8WWao34Fv1M6keiEA/pGOm+57Smf/VFsTh6L5jL+f0
kXdzf/F7zFPMBYfulEuoucIVZ0dRx4Az8Mu7gpV2TLBoLchQX7O5CdaQsgpaxB7rL1KJd59IXibv
F49yp/fG0H60LgYS0THrrtn3NZltElFp2woRW5jENpEmWekdKdJY/oGSQzuxoIMtdbs7igaxnoDE
/IXdL4xJ9tucU7QXBCR9Jn4x/xH8o/Yn1YtWKgzizpj39rXCcN03bBDlJLq8ZGrub9U3y0vfDPV8
yyDur6Yg4VCZxfC7ZD+6TzUdX5yRp67HP3UdJfWwBpd8g4bTWhjDqjN50dz5tk1uFshZZMWx5GU5
MM1vW6Qovu13PUW/FkvX7wYsz/1mW+vlmpKsCeY+PCA1RVVSTq4nQBYcHilOgUchLGqLnpVfaepz
Tgzu9h+kqTmgInUknJrOxCNvZnRqZ+cNsM5WfGuhlM1VGAt+gBEeDCLXvhvYhclHJ2p86hT4oLQt
lodcet0m6SHMNy7ENAda979+XW9ViAZRPOjH+GOgq4mBxg3mRywz6wRkopIiGan4XUoReEVKREhR
m4Hf/YgGZVxGXBci+ANEeH6d7LXha/xCKNgFkN1hz8q7WpbEYVX+UDMKHsdslg5YkIzD5ruIFOkQ
hduIoVxflGkb0tzqKM3UCmI0fIOGeiWDREzJdLjKVOOlf0w/LRbiTYEFnCf8G3pCjC1+71iUqpLk
YDRF/dtUJ8Jkr2zoHgVhXOXE/eG25f6/hHr8u9q32hj9n5rHnMWYM9y5rjOOh12Pz3icKqNUNAsV
6y5VB4G3pp0C39Zk13PEmxvIwqmkW2AbPpUVhZ1CGsQKrXTLZPyxeoxyKJPIUq5soJegt+iCFH+b
S7Bg13/lbomeqvQkIfeYLtJn8nOJe7V7yWJxC/kfJRozIZasvFTR69nfHySYkyOVuNA3OPPqLOa0
JDlyQIpHQXJuTDMfX11mMN2DjHKT9s2Ib1OejVAHBgu7uxActqNYOUYjE9/XDagdvNHGXd5u5H3P
P3VX97z0L5XdBOwzW7xfhPPYZMgyHBD4l6OIlSXcUXoY+oL9BZfOTTLdIfbGJcjLZZedx2FSnZ18
kjqdCqLlYjzC2dvYapfGyEFKgtntEFKghXLcZkX3ekFEY/F17W5Jg5xEfuzj0F4j0Cw0mugcrd3I
Smffk7ShHqUgqTj6Sk+qplrvruhor5z/B9li+iCKLDrB9Vqmxo1QnyT/RWrL/GMWObHeQair8vnU
AUkYIifPDRvi+ZqZ2LSyMN07gZ0uvs7qM2/USVx6lgBoCwbIitxT6GU5A+3flejNfgPAeNIjp0ry
bnBnw3wAjJHBX8dG8/EGPs1E/64MRVTVLSA30WNA3fTNGrl6In2b+BnnErTK0KBGuVaDkqUCKkg0
H5UIelL8iQ5ycLmDOfttDs4zh4i33RHD8AiToxziJu4eWVtFaFW531l8RNTHIDP4OeJalo0iHIt9
C+Crm3cz1ZESPWYNPMB7L2PJ/PZ9cdO1c8wD8A6cWDTKm4kd1rxHmeU1l74s2sMqLe73IOOJqCqy
k3aNWkOfm1bLEkDOxF/VnuTYdbwsbsZj2u7y+4TnwOHa2XHYsgv2VvFU9Nb9LuoM5P6uDaJfZpLO
Y0apMJZ+AJaKJSbmLz+81nfCQN1PQNLEi6FF0mUpH7DdmuDOJiSyh8Vfz5GkpZM3GLcWr0LPQl5Q
PecoOQlxD3luubAjSnXMukSr9L/gerN21hsja1zvUt5gf3J3BWrzLmftBx3LkTFi1W+EafCDueXY
EvfvTg5/sTdPCAAEzK7iiYVzAzn4sxqVEIlP0hZJA6mq3D8FjK5iiY5Lskdqj2q2pveUHDB+CvyL
G0d8b7exQ2XjhOuE40Hx+MgqgWZmJT5ph1JXVsm+RZLrCzIowrvKcUqa6hbuuXAR9ZbZz1wI6MNF
0B/pyoRzs062SIADiATlorTrJLclWJrFSW9Cchtp4+U2EVq5HCGsmMubRTwO++PcyHKjSTyiGBMY
CdyKqoa4csuEx7kN+pe+OSfH6O95yzTDuPdZc9wbcTSELockJBR+AWzO59jG1bbUtGEne4JYG3F5
oK2UM1lr6JHGbmabajB+PL6cvSjlqe409abUnbVeWcBZJ6pKGWoJckjTV7DWlhwUDCU/tHV0dWHr
DGtz9vFOOwi8yfRrhacP7OGXZRbkU3te4l5IR+Teoi1h3Ldvhdv1LaJZtavJtSQedj9lpt2r65PN
caPNKbpNiMElAPoUWYG4soB8+V85tfB3NcB3vnKRAyFZwhhLD0ZClPGCEGZaQ2n7GeZVjFM02Ksw
5kMt5ueV2xQvqiPiLLm7RF1njJRebTi2jkhC3cHX7P5p4yoPHriKvuiP4K7WxSgzLZc5XF5xdobR
Rr9babXQLMPje8k7wbMKx/ECiKHum4XltVJismnwzXesOtwGaqX0LKK0aSx5dsIoqbhYo7xMqyEc
b/hOKrSnowtbllHpOd1VXxuk4OqqeF0serAoUniESJEuAzP8RxTV1KPOyaxDiDesn74aWTC7xGLO
fa6rvIYh5hJpOR9SjhNGo1bQFmu38TfCDooeon+D7snA7J/gXu/X6Ko2dn69JYo2VtVS9JBZGK3F
3xROyNpMq8Rc8LPUx2rEe5/QajHjFddbmThUmdN603obu9ztxk9nDgeZWTwWsvQd4gf+iXlYS4kk
iPxVU9iMEep5FQYEYwuWRuml7ZIP85uVNcIQ3AZrbu0k3EPQWb4wMLEmjHtPDlP4xdvlBRUggkCO
zojIqse8p8Qbp+mwysU2fSOWfl2R1kuolhdsK9qbY1Ltw08tLM3LKZ/o/FC6WP+pbKbc5tqUihJU
KBWaSFgp5hCGrJBjKXEURFi0T96Fm28f55NiY8skwkmCPvIa1GXKGE6k8FMZyFBFJ/pyXSz8O0eu
26/bSbyJeq6myvLKJSXTLC+Km4pr5RjgPtUX/lLSeFmb6LSmq1grQJT8qtppeSiFHRtMOsheYNhK
/ileK66lrPF/k2bU7BU7uMeYTNoiJpL/rGaYtD9NiruNfqvpit0pfi+ZLLkBf6GKx9sYy+yV/Lua
M4XPhVtLvgCXyHWaM+w/+GD/UNgrby6ETj/vfEHfCxsGXUqJaAmhbgDPMO1g5QB7KLNNa5RfUZP0
qz3/OCrs/S4YZ4H4U8dSDyF6S2dC5nwWQPiC2LyDdV6c+VUwNm2UMdG11y5mKGlLSbDqXZdqTUtI
H2FFji7vHt9x8gHRFPP8iuXGo8XvtEklF+V89BveDJFZ3K+OBaKjMEQ570P1S98ZgSJhFnpQscu4
t3Gs6qL4sRSbO5qJstZ3LsZgDJWUTeifUo26yVKTvxP7i7851KhPZ3aLm5Nl9XX8JDwN3m/TZcVp
J4kv1gwWJ2i5pBXO5a63Jlc236ygGVs8zgETmNitlRml9ivYr8VXhR5Ja1UKNJ9QXb004WZjTk9d
ZZM+OXkz/pv7EWWklVbfmjI3sFJHI38xv+YMRyU1Veom3r3IvSBvRyefWiQdbzuHeVNfyj3O/w6T
QMNV/fqY7q/qtZKwhFReJPcpyq84TawhDkvcBJQXdu6pMTyjZZoHzNd5P7R1JL76hPJQdHhtCHpQ
a5B0q/MRNY18P1aKG63abrvo2pk5JtMO5klL8HMxVw5nivbqhQX/iTXcaifOBtIETuwTKnbX+8dA
DlOl+bMIW/ecNL7I/AZch/4u4fXs4yF8c6KWtmyoWAG65r3M+Zp9i5bKvik/ivIQr2WCCt8pIuB2
BV9VbevJJp/sFjnY47nnyq3Ae8ZtSdjiYMHGnGMNg2HvBA+0eOJJ2uY8bP6TqL8dw0u0/Fd55w9t
ZLUoLsh6W0IKB8Rp9QvwAWAyZoP0fBonqt6AKxVLOvlD5alJ/4qI6oOY2Pb42nWVVMJu6bY8CmQ+
OsiEIBKsI00pxjnMr5gpsTH5fZDbZK58YXyrrPvgbUYP9rGvC56YGSNqJH5GTiICS5s4N0gE/CrW
lhhhVJAGg5/BuePeql5SV6btod/pSpfYOWMJccTvrD+qYM2unJ2HqquU5XijlpKMfpxwrmM4I1o7
iHcGM9H/o6I06VPSYMlB2kxai3KH8Ca9RtPf4mme7Nml3m4rN6ZXHsd8J2wpS8wqcK6XpdLDpd5T
x+r97psN3lqHku3YJfcUJdgG1wIkD+gzBT3w3Z3tiH1SlDiUCyFNKE1pfsNvL/cX5ABC5aMJKreA
PyhhC3N0VR+1GrNLMe/8at0K6UXnYNEB1iKsjfDLabKauQB9aypfkrAzlvoCmK7SlT9QQopG8y/J
9sovEqYeIkMyuIRTrbTRh+fk2wQULCizkeJUojmaigpbGC3ALDfNdb+VnuFiyQDyF3Zs8d9ZQ8WQ
mNJKLGq/5iErxCEVdlAf4m/Xn8ThRHdws9SvbCjJDsEP9jX5tv4B1CS4DBzcpWjaKZ1U+7JsNGqP
6jNpQuBecbvUuWtCzizGqXRB3LKyebA11hmWK+Ll3WkeX3izmqW6VqoBsP1GwqosjDEcX1WSBVsj
d1MfXXhCaj0Pix1g2Am5ttVlY7h5uEnaca5g/mLP02hSEqQsbx9Jtg4ggpnhy46CKzGUo212aojp
bkdRCSN7snIM8wTQltjDH21psx+Qr2DQuK3HB5SzndIqluiIuEeRmPKnegOvt3K46Ea+RLk5wZc+
pfUNqksTZTKLi8Rr6L2E8b0zC5oDGO9T2NrcZRgmIsW1VQijfexLTniiuWj6rjyFd1QuNg/vL8nK
ZrzC+31J6kEAiB6vOqgeXfWLtLIrLKeDusz4K2+UwkJexMhWfTz82Jpg+wUqFz5VwPBT2LOLgN4o
D2HTV54T87w0xDgeSuRvkeTnelQTma3NvfC7nO/uyaxwwD/c3uJT4H22C6iHRcOEphS3/pGxifYb
T6T99EyzlCk+l1ZCHhEPO74rUyitjqWdFyRd1WDWb+Mj/x43qeRl6mtZtLjavSkPbqzXIVRTpPoK
e4Ga5uSu4w/rbIpZwrzAHEPqVRT7X9pvUQOJi2h/iTvJqDi65r/MshOLOQ1mW02SuKxumJiix8hm
au4JpzDnclkVatxBybGuKUgk7qTzF/aMPbEcrEPUJnDKaip5fSbCzrjW4xLUgQroA1FHrxucaBvE
LKvEesfrv0HaIwTeVgbRO9qz3Z2y8S76mjVCUFs23asuaPfVKMLzSnx95yIbFpl3urGgnfpd8Otc
MqkPte/kTtMYyw1SRWYtpViC4r1GbXIvYETqjitbxWel56ANhabC63VaU5Sr032vdSF6B+l5aYV+
FQpPbd2QnXCK8DP/BXk5PatzCbpFPTd1U94J0SXLY1JS4CiqrCrK+b9b+Kf4C2qHqXcGdhKz6VGY
p/om4ZLSRGA8ayd/V+JYxX/2adUeTLTdihl0adO+xJ3QYqfHDx7GfO24huZUx5ZcxX7kpmZ4Oc3I
HOZjGgCeYYkNjDAuA3Tgd3cTPEHwOnOLsczy1Rm8pxfJxfYLYswHDs0GmdqOkX+lvYH/5sWqjhWS
gN9Ix/3xGljeoPwSyCrWNYJWUlYyx/ZXbLmrVICgD/HlVSZXzhcqKw5DxqR9cK5XKA2I/2OwLrii
QBQACqtrd3e7dne3otLdDDAD093d3d09MEN3pyAG2Bhrd8daa6yu+t5/uOfcz1mmsvoiUXrRAs2u
PLbIIxyLaqrvJoyDIPErOQ730vRSC1/LVp0Rv0mKqN8cyrQ1qpYwqAKiflzpJAqfNgE6QOVyPfbq
uEuA9a19nKmUu7bveghjW6KzeYBos2Od+SmVVIrEjicNd72WvmKwcHuO/BlgSE2CaulsbltetHsA
IjYXw6+Vz9IBeLeLu6KJeYLqXRRscjkpS2ox30l4wZ3q7IafE2+QBQyNQILsijTP4qJ/8mDOdHGb
aHNOyCASRW0sXRqD4sDicbGULfb3kkLfnQ4j/5J9fsArjzVcc1LkECsR2s0YQX2quUMZmLcIbXRL
kJfk4+qXlNKbmMyZESDSAP4sIFzYBGvGA5g7hFOibuA+Ws/gV5RfaDCkPD9+gSTBfvrrlDsI+0Ed
Tq3W8TXhmmuaH/W5thvHXyYtxF+t+qmIyquBVyFTU4YF/tOycnYnllGmMT5LYLUnqluIPww9HZX4
UdIx6lPSHZB+VkH6X/Zk06KijXnjGS9FA+U79JuCAjYD+IK5S8+Tpcsbab8Pv8kv148A79TNDy3i
GUsvMl2mHh+WP5FJNe/sfoN8CWiATK0m8rbDlwFm2lnlOz0AkYY7SrZBybFSEADvzMBdngULteXi
jzhKaVHc8fuHC6ZnbDr2lFVLaM48LHqfuU63XJrZPIEThZdR8uRw2UnXLdEokqRtFrRSvp9HNBMQ
azDHKespVvZ+bXUcU4rQgFVRBVj2n769AmKhNrANuBn00eHQDk5zCKZmyQkS15+c7LxJxHPHf5Fw
9nzAldy2Yj113OoWOiL/FHoFOC2BivvGfgwBGkTEKa1NJTrBStFCQnL+mwMR1DW4zf5P1OmmRdB/
/U6TQosStKiPFLgyi82Lom4cOZM0Ib2S8Y/5unui+Q3+gWwqbsiFa4wtMg0Pp3htS+fX9G2NsKAq
om6IHlIeYjiyVjazILO7FOPc/hq8G4TIMW6dSTrO3qtMB1wJTA/itHvyUjxKIto+U470z6oySBsg
Q9RPoGOpP0j1yAP622i1bAO5S/WT87wAqvQbvslVpJPCP0ho5PlgrWKPVY8dExvQmHOKY75SzhiU
DQJiJXezjpGdCdM0DiRPJO0qbkWzWfsUy11Icwi5PrPk3AGaMRKgGMHkJMyDTTB+5TTytivrpVus
+8Q5pHllEzi13E+gZ+yEMv3BwSCjt7WtxjCWul6XJ3zse8R2IXLYCOQVwi5fSD8F1a1Dei9W4Uq2
aF6iV/pvS3YLryL8HEXCJsa/6XtMY3VgkZ1frWzGkS62Q6/Q49SRcffVSOFZ7hfe26op3OP4DaBh
0jmpaZq68w/LcXSk6y/UWvA4uCp9OyMJofJUxQAYM4i9xBGVuZ0bBJ9QheCZBlDJGvtuhoKdV/BO
PgqU6k/HI4WEZGPu+bw+x0iHiRimGcKLVOylTI4MSA6X/iV1gifq0JQu5PkmRqoCtpF5V1amfWCd
CwKrU/oSUwa23c0NEb3e0WUFrne486wygQg4AnDF7wnUcmcYt1fPcc2VXzUd5PsNadhibKlrnWk0
E0f7m/ZF9hT4RboPPU8UYHcWTJBKIa14BPBkdaVG2/O9+DYAlcbgfbWPcoZJFSpG5cKqGvUPzB/m
8sSSst/ilJru2EQzGH6nhCQqLZhDmS19hV2odoBXGz4LCK7/Ui054MIW6DR2yFhnJZhW6oDedtV3
3lHPKGR/XJDlpbYKxx4v98lMizkroUONt5mbopvqSCo4ex4fjFFkQ+ULFQVlc5XHkDs7DBCfJQwO
YEeqRqYtqi4SPQ+/bXbLSjXd0gZ0hn4vRoEeaIYy3qDw+CeJC3EPGM2acvbxbiYyomR+zQPBNL20
NFAIsmqaoMqsYmbq3LAjrADL7c+Kicy93DhXQrTfj+lW+zFKxS/RwZLJOIDwR+lwggbaavmh+uS9
zI6GPazaz1rlPiP7jswswxOaVBI2JX2/ZX/txIpVbqH4FFco39D0vqjNc8eb07vOareagDtw+4RS
yBra052o+J3UzZx67Z/qifQjOb8VE+AsRoh4SjJAsYx5B342tEwYDwIUXWCNFN/ShCA3sx+3+MD+
2hpWBHFZPkHZzCAKntLf5ozyF6PCw3aIRgKDjB+WZ7SxFCivIHGf5HHlJGSBOB//F/lyq0JCYc+X
m1J2CMJNl0oSo+TigPwYBUi8x1ziJNkiUK7AA2w3ddsWFX29u9IIFRgBp2UBxlpuaSjNwGt6Ieah
47g0OqZXWJ2WVdiGYlyWTPbLCG/AfUlfc1YdaGxht9coofCxsp60EH5MeWvhe95VO4YazYthd7oH
coejwGF6GowqwBRIgmV6RjYzHHtV+is4xLtN38l8UbvfcDD3R/247JkXmkEjlXTjPXFkqQGhowwk
1rM/Zo8M3SmcL4a47IRvzEmms7EPpa+rbmXP076U7ZM+ydqZmWnV8BbApOlpphOuElEbdwVcLY3j
hfX+kJzBPkhohY10jRSZ6096Bkhv6hbjr3ta9gPOMtX/niojjrKMtw70CKs07rHOfwWQ2oMhvnYz
9nlmdPZXZYpwYpGoenPJVOJy/lTN6PS/s47b9voG+JZg19NuZO0Bm64P39OE3O0S4LKAcN1DVK/1
kHSCnStOL64gnJNMUt3mZLUPZrDUm9HPK+YS95dOQa2vyw6mqSqCAikkZpdD2hpZpmA/QBwRUmA2
I7pzccMJDpDE9tzkxpw/2ZYlcxOchlyJwzCZOTtBJF8jNzKsWLXrXifdnOGAei7ykRk/G26Vnmhv
Ji+1D2UXiJ/XX+A1K69KvfovwuzdcUb+zV4jB1OoaUn/QMX42xvK2GODrwIgiNfYrZjI/dW/Pf1q
Q4HqS9kq1OA1wzxdyl2Ov2vmY9cCNkrahGX2v0Xd6BTARWKCPBNrR4LAU22ZzsfyvYgzwhx1AvcD
+mfuLH1vMN3sz5rZMFFuzC8yEBVw/fLyeOI+OkIY714su10JFpGLHyhm8F3aN8ETnomNHLWjPKU9
TL88FZoTzP5MWokbjeui3DXN1oQpNkvyFK9zOkTX8P+yTmquqL8L6MKJ6vFyu1QsWy5MppwviVLe
EC1icrB3JWsVZ3lm5tq0POAw+4ABX6oxVGy5l+txkNgaVCIMzvKhHrBvJk4uOcp+pnmjjm1twI8J
rFPxxaOlmzivgW+FhMC3Aq1ng/qKPxSS8lCCSI4w54RpuOSNeg0zCf9AFaCFRHuVB61eB2NTMqa5
aoJgFW2JBiTPy0OI8kyLiIdT7xueh0W6R9jZDblFpvpU7XHz39ZXwQd1kbo/4g1lz5Q+gS6dYn5H
6xPOLE0gzuncilupDYHIPgCytemHZkxDH30vOxQ9HWkgnIevRQ+vt18am+OJ/k7XalrybYALqB7m
kcTdUsnBj+GjpN/dw7vLD55OHuPJYgOVvXYbSc5yp+tc6aF9BWf8/SZiAQOb5z1GPYOcqljIH55k
8P9t2ZCziht1fIJ3rJaMACmtl3b4bxXthNggI/nb3CjLjMq+5N1mqmghZHEIih6qG0Gn87boV9G+
Zu4FndJuEDcYGLXTyn4aAcC92HUI4jFY8TlkRRzaaJQPhOwPRFDHgLKd46yDdATZq6DD+Do9Q9iO
e9/kDB6UgBJf8XvUCNV9D1Deb34vQzrr8/Mb6XVLiUusCDYta1rKubxlaXnk56E4Ao5yWZRmugr1
uxzy+7gE4wznx+rUjo2cAVH3PY79YtTFbkeQhTxVutU97Aa2ZOT/Zboyvd3YB1ZYt+VPdYXYzcLH
OJR5BfhyLTWwlMRPk9BffrxmTBElCNo82wqfeLB0i6eh6JVskFWQpsjGOJgm8S6jOdheW8FnByHZ
iT1Hy6z/6hIr1LmA3QXco5ClVnpCDtzGrqXyC96SIfl7jfvkKyn1YUPoQdMNy0rmtbSR1inWpeJj
ui3MVVombpeNbziuWi56KIw0reLd1kRwdjPmcMHM6LgTmVuEo3htzR+UMElxynXEo+AB8B7FToUf
/k5RmMLHUHWx6gHKgQUHop+wa5hM3XhBq+24JSeUArgkzscayEn2SSQq+Z8UsxeQH45/lNSveJT7
GZRJNFug8kfSL5Bn9t0KvfOfw17atnOE3OqMiYXv8KmOXzQ2c7Iv6LxdsF+XEwDQ/6Jr8JMw8YqZ
SCfFlb4mLj2TJgWmvJKSu79RI5K5GVuMP+DC2Pbq/PidOS2YHcu3koQUXaHZ0GK0G6MZc8UrGu4y
k1S8lIz0ddan1kb2L30fwV92SlOkWyEaLn6QBaN11vxgZvnflj4GZSt3OMu5h2A95Nt5JxhtRU7u
ssL3NDrq+QER6holl6EOzaH5pCW+jxab4TV6Yk0p7k/45Dy/yFK3UOKp2VTRQl2bxlO3NiJycoEP
USXCBUKkPk2VDV3OZZuO8fbX4YvZOq46VF3oAJ0aXWHPegYZ6OqhpfBGKSnBPPRwmpmxwlzRcAZ3
CvOMMEylR7jKHtvDuL9z99I/UECo3hcyQQ7/N8p56AN7LjyG9FqWCp/GumtqZR5ExhAfcBbawjyN
iN+OLTxCUmPwJnMRNtaeqMP4jwqHIw+6M/lXhBPqyt3p6bddefhVjl/oj5DlAkniqY5eaZFxpeGZ
OUmnwpR2v3bnxh6Km0fvR5FZo2UjST3aU8lG++DDQCkYISoYhfucubkqXrJeO6EwTqlxdvVcz9jN
SDWvsWf2YjyUgg0uMfmuMUcwQP0HUsc9w+zWCdkHFW4w8Hk74h1olepm3jE1vPhKst2+8dbrDBS0
m5Amjz6ogpcyB+o+CW8hVnEO8f6gTzVQwP/oLMTlVYd9xcICJeXqVHKK7ZHxZPQAbpKHWHRPlus5
HGvEaQjj9pvqprg2+enOIY12xlH3nehzFUc9FU144eP8ZLLcu0/5j78Pfb5sv3+fbVDlcE01Zxf/
ofLfwmGeb0gBgiKBnZpvRQnDCCYRCUqFjefWE1pAOQYZtdUKCvkos1VLoYny/WEHNQvk21Hb2RSi
XLqzhpmdQTv3f7neY9+s393so8UUXqINsr7QsURTCL2lzwhHA9LaYZyrbV+Svx06xjoK/F46MtdJ
7LbCTG+z1mq5tmodTfr74Ec9pmrQ2qmoYWVaeEn4ruItsoUlQ9zXK/vQxxCDY166h5v+rrPKIwWH
wRBOn3GWt8l6v6hdNlm3l7gdiRQmIqHWQyzZoSnERtVbCwsxwDhTh8RcA3WI3mrd8pPpQzCF7KsV
o/gx0IU1q5x/xp7gJ+RfabuI366fZh4dmlRB6WqiT2E86s2RzBc0ppyT6aCb1QrxKwAmDxKZiEyP
vikeTgxX96mfpawQHlWY7EVtdKNDsaNEAF1L9paqK3YT1pyuYO2MDND+LbvXHhCud1jWZyLzvEBG
DRfBLIWZLFVp5623WLz0GepPxLrUD/Y6/3ViZ3LYYTDyi+4mezKAoHlfLKIROZ7ifTSeeLvve9Zd
k7Z0O3/kjn+gKkgDEuRYIX6p7Er4IfayDsiHYSVFU2qIkWkhCIZ+YBdiY+tw1BQIlvpNxws5VRvd
t9hbKDsTN2tGoffo0nxEBDX1vngX7nKDyLqEf1y0UYayJyKuG+JKLcZePpHqFJ8nwOB3kudLLxJL
LZNR8aa3rFX1CefvowIViwi0XBtTX22Gj8DGqKzCSl887DdfYlpE1sGJ8j+1m2wjNBUZKGt36aoc
h/SsP4V6xhjtnsgcZP0qaVdnab8Ed2U+QvZ7PqQcMyIzHtLUJ4cUeShS3uzDGvVHxmbVPeUO80WB
xc/TSmxnGd/jDQ1xdMSBGtML9g9nWxRK1SJJMZpxWVFviZND8xxO5eqq19zOlkhEKKX2WBh3kGy6
/Rf7FWtlcafgjXWN/hN4nWoyZ2rFbLwEXerchHlqWXcyATud98vRZ5wrXkv+JkYFv4efIe8hfHfF
WPRMv6meU15Uwnmq3mf44b2s/gPQx+mAV1kPaSI6rrD34DdSlvB/58tNS5zfW6YgNtTtxXswHdU3
xC/Kn7UtyZ+auM83QVOVrxaMbojBO1FfeaiA1RupaGjpqh6T+BgujrxS3oweGPeaBRbkMJbJXmem
2BcWVzKPFtSDeQ2/UWUW4kSEajl6mGcpBFA/DLiKZVZB+G+yrU4A+THjWM6lrCSWunGE/CcbXVyL
u8QzG2eVN0vIlevl61TZ3MfUjkY6ap0BZsxSdONXccIFt+VahzaH0Sglz4AVciXZ0XaOaXMplC51
fo9Ig4AlMOp47r/Y0Y6DoTOySeidpvLdf0nN2XBMRtX10Epkn+CbqztLjsLRCGdlhY/VvfmiIz3U
v8JIvFdoLnsbHpz2H+xb4UlRmWu+O7c0hZZsDpfB1CbFn/nYAhcjQ/bOOqxcwm3Q12gOOYnygkKw
tl9/6cTCumr1xi4l7Cl5GTyb8fLSkKwGgmDhKla577k9wiB3TvReFw8rbJTEhEZ2NGhPQX2Zvxg6
x1peyEK5WSEpKyaRFSlfj++yHmrg6COT3qVFa0SeYsH2Zp074RyI5paX9t1NtDLxBLCKyHyjvoz6
w2xSzFFthOEdxfLpbp+gnTmh4aTqqXCRcpD6Cz6WvFG6BnMgdg3zAVoOUITPV84rZyFHsTD4o2hX
cBmYxTyfFQzbbP6hCgJHquujqYWNJ0YyMljXeTM8YHdiVnX36ShKGVa3WSRLfFJ9kLAgdy+w3TzJ
CHDEV/4q+oRU+eY2x9oW8EYyPidcgo3i31fGm4EHS+xjRV8REFa73OyrWlMKPMi5cT4jJz2igTHz
ZI9ETmw2tgTjwEbLbtVCf2GKRjaGAbDECdo7GIWrD5RA/Obhggj9e8btyriK+2SeZGv1e+Xr8l2k
69w5DJe0K2sH7DqpXpgnQrDvlG43vuroTmYff1WQkAWgvgp4sPn26YoVURMZN4wc5UmV2nA+HoD6
iHuCTaBY+g6Qw1jYojNIRvUf5SXiGk1EqlsCrIiklam+c5vVL/vISInjicqf/yZ4lRBvu5Lxu/wK
82XSKm4WD1/7Uz+sBSWqP3MBNkvRzR5uIqOelUyHbWhSEB5UTZWhYAdXkDWnWNUypj5aa/Io9GmU
jaj5pjGqRVZKAldVwH0s4FT/LSiyVJYmJIf4pw8WiynqaSXb+UcPP6VeOnUt4xyvy5wlgxOrRVN1
o6x/mwNlV/yToPPyLocNpzrUCswXRjriXB5FuYe3AjvGTaLXoqm4t4ofsHSjR1HgBMg7NAu1PWCl
uKvwb9cyhVVxlRlLrnNs8nzwvcyfz7RyvxSelJOpFzwrncmwu5D23PlCkC43ho1bJ12Wrqq6TRRX
zig+xNXrGfTqnEmZqdwT6hGklf4s1n7maCy06IxiVvFm6IGUKRoie7H8TXa8/apEmF5ZlIyKuzRT
/1N6CPVY3v2JSumwdoFPZ5wX/afcrqAommA7M8X5J8S/EKPNN3M3EpOu0jJcIXT+RW6hvADubJzL
PCk74PhNnBh+GTmR8E13p3W3eq1qjS/GuVozOrIIUydFJ3RaXtZ81w6Snsx+QTS6JYjVwgMNHwuM
pmDdr6MHvQ/gizWDAkfLSvlk/V58trgKsE/azh7Hy+DtMsxLS9Qsot+nH4wvcyDth3J/ktaz65qu
ymqxU8+8ykWUviXI1CV4uEINekGeKDUZ7uMZJptjc+oI7kLDN9X8mhGoDu5I9BLS2fg06gIaJvMs
tApfmOG2VsH3sLdRt+F2uodTxkn/1S+KbeW8FfYwdaSX5E+oY+znVg0J6h5wjOxcgBwoWZPwW38t
YYfwsRq5L+Sa0rHW0LZ/AaSqi6XQ6su1zed+IrYW35TWlllUB6PK9ZekDJReq5PCadxCoPEsgQq/
4dablx9fAh9maCXf8QnoWmus93wlPHuvo6R4qRJhA+dBSx868Sc/yi4crCL+KB6cl1U0CzjFrIiF
MtYXrctWV4zFya13RffJrf+vKDshLNvOpkmWFiaQ2LkF5FLgVf5V3mPLEd2Sjik8mbjZRqUhHS7A
qKo5ohZyT/4u6OhCXf5YHQj6W3CbC7TgVRrlDd4z/oPcUahc8RL34NYq/xr6eeuNfCXmVvPAsgyR
qIeo4dzldBMJYt5HdAZ1fElSfh5BUrCHrbLlhCTFbtXChrd+GDjFEM66YxpAGdH3jVZlYXWOT736
isAcXjcGh0XAOMPk3xzvo3uCFQKBZkfRQNekTKfisGkIU8xJ2jPA/toWzG9vGmYsM6gyFjhB9C+k
VukPwGOqAarkjES+hv5SfubM2nmxnJax3hGPb1A900/1LyhZmzcjNz5lXpYjPVJulSbiNulkjXXB
bOkg9TT4UXkHv6Z8rndj1yirrXw9a0WttbFYs5kA7RXz/KRVkrmOBQoZ8mbzAn2zZpVUJ3rLS3LA
qJ2izZqH1K/W3dg6VqR4/PRMrSz0UNZvaJBV7U9U9TAs9n7kBr2aIzLriecV2cHP+BbGKkvINRHu
FVUqAPLFCXJIlTNLnwQ0hBJ0v4Us3d364zVl+iP0lwgLV8GraNxROPHMzyMDiGSLA3nE2R73yAJD
UN3dxATBCuILzxzyK2UD/Nmxo8gcauXZ3arX6IVCYOkp4iyBKBGrfabbAtgnbOvYYSa7b3Jn67ex
Yr1k4s7C+XBE6QbLy/ilWmHkIH+h2h6Y7ct0nvcLqwKOq/566MnUM6TDFhL2C0hSFIObQF9d1VZS
dKKGclweDoSGsBfL5ATHTvmDInJRSEykNrud+tQA2CQS7U0o6yyyp1v7kV5jtiCL0aocI7/OsOtt
rtcuQTESxhTd5CxUTTfcUz7Ffy0eT2VpR4mmpH2lLMgcpGqjTgLW0fu5cbSfh1yk2cJeD6aC0/5X
Qa/VBI9nQYU6xXMc1dPszRIo1KMd90FS/zD5YuxZ1QQv267pGJbzuem1sorT7LpBXYK7rNqVHVc3
hblIP1myyraXD9QhryhlO2KHIdLg2wrGC9uU48VjeqajguHVggTMTEpJ8WiMmsv2pDP8dQJjrP8e
tIDooKEsd5gWw5DMPHeeyKj/WRxSSnI8rTCOOrsrz9oWZ79DOsQMMl6i8Z3fACulftfVC/2BePJe
7yzbKue/tHlqTfJZ/LqcXg3ixGnwG7eJzt3zD+486IEIBb2uWUb8rrul/BUcBtrLXhlncG6u0UoX
azeQBmj6XdtaChUfS7tDZ1l7OCedJyTN1l9pg9uWecFWeT6NxEstVv8UAi3z+I/KhsmOZd1RHeVk
i1Tgv/Ldgq3kmuY289iwQU3RZZGAlNBBdgG/UTsu9z5vA+O07IXRYaijzAfUMheWj1YKKYVirmNb
np4Z0kTWebld3qmCxb54yjrFMX6fs1Ettool003Jyz5oquhw8mPFYuE3qMi1WavVDTnCsF3LG+28
GU+h0y1j+U+My5P7BZMOzZRfVHwoxUf9QE8h1Vu28i+6T6i3kzskh4oxqIllWOMOntyA5YnBlIjN
RUjRS38f8dneT/YH3Fn2oaqLiieeLNm3xP48WPHusr30Pvxy4lJpZeqAwmGCXAyYgA3WQL4reml8
OV/uUkgSHri5nhLxCckmZQx4QElGDhIX3j4iY1vantYVAT2Zl95vv821hS/PTiG9MbO0HhYNFq1Z
IUYcG58eaSyUx6Vm22NM1VcmomUlobwjhBZR3rGhqaPSq+0T/3+jvV64vkfcptn5f1HPFaTCoeIL
kHx0UjCIrKT7tTwtPSklpQ42qOCMcoCgR7g3yJaUMCJ4CtvRAkPoZ4WFvkxkuhmn2cUWwwYlVZ+e
4XxxdjMVDgxzYj0drHM0sJznCoheJA4l9unQRWZpVE0vf6pxmlsRIBEZsEnsVYrOvJfQ2fvnQ1aq
wfAkcXO+sg0M2HrwNngq/4UwXKHMrrA3Al/yxis/4N5Jb1PI6hOkn1ocbBBMwFx2zppUrjqrLwbw
W2aAJzP1uo3mXfJsd0JpsHA8e2Y+EdaeBbZy0K+Thxd7PT5zl7CnHFXmBX0Xbk/qPgwEX67HS/ZY
7qOk0pSKNHcSJFfzQwsDzFIPqj4uIxDTbYbuQXwP5CcxKvi9cp/sKvK3NM5+W5bgfBzPOKo/sZWD
DscaJcwuzynLH7aLgukquX5mdmt+9LG7DYxSmaK5vo+ZiQ8V3HJ/TD9YHxd5Dr0G9w+mTPQyNDm/
xL+kc3qhq3FYgko1L3TbmyPOjz3pr0bEusDYq54QfSt1IsVEfeh+CJlGgcAXOlrbZjEX00YC7yXl
c8nKpAhBFpwOLTU7b6Nict7nLyFfN3lcSaY9ziWeON0B7npRcW47SsdbVGOsSYW0CjLDYxIziOOc
X+UDzQmx4GDqjrH2zw1zs9QVyNIFnGYYCotgLkqrN+22/USJ+GVmR3AZbDNpVvk9MhZfyIYKrhbm
xxKrM0SDAjbcp2BiyzUq9UCFqqrQYj6DCROW2pI7CxxL+Msq5gT68e84RYLD6ttmoaigepKvWzGY
iGcTCkdK13MsjAvgCXl46VhBiXmtLMWZGtkm5usHds2GZcKiCNqCKNGT1L8WfhF2nWsP/6D1IuSq
CcWJjOz2wjKRYbs1xvPJPoG4lX2TcEoIlm8uhR1/UP9f11LuOeKS3NNqlQGqcgf+9Ov9a3GZgdN6
OZmIlIITqsZRV1moxevMC4mR8t+kvqhjaRzF3NVMZog0kDySJ4/uxNTnN7Fu9sZxtFfS6J/RJVQF
EMZ7YgxJhgTH0lzSTPfqBrpqivgzYh1jWEl13HDaHNge1NEMY7VT/1B9EmWtEGGywf0eXtci4Zoa
SMF123HsUtHRspvkdciZ/q0Yct3JrJdn1yrv2WmitXnSug7OU94oFYdfS6uQ7uJrPTu8nLRnyCTt
WscbSjSeguwwx2TuAI6TRDKjmtdITwfuor5kbxTNp4Epe2qbo/aKjxUbWZJQgqSNOM7/1TFMt705
xQhEfTFfS+zS/Zuxm9YEf0YdTBxQNg1aDZoqXlk4T76B9PQs0D0Xy/MdRHc7M+I4QRcmWfKOXc0d
xLqM7FHWGRCsAwKcUllZivx57L1Vkb0TSDTNk2nV+6jH2XcylrJnMEvw900d6BozST3IB6N6Deeo
2uJVKct0A7r5BIfsU91cZg1lZtUV5iXJcfpLcy0pvba6LFZ2TZyrXkJrKKxD3pQ9wVxg8vgUM4+6
NXQJG5KfzBppH1QhaMjv9gpWCKGQW+4SI1L8sG0cnMZMZ+4Qo6AR1HO6eCbc3in4AK2Jv2l+kXJc
l074r2gjYz5qG9mu5obvN+xVjGJ3gD36VtvE2HEANNUG+wn63W4kFVGyRXlkuuYaZwyynvBDvtGY
Jf+HKdAczvuKazKRy4OFc/q2KIK870yS8Cqkyy/jzsEetZ/GrrMsqdtLz1D9PhQheqqAm/M1s1ve
qFK6JjS+I5dUwKEtlZFkFf6joshiUZ9HfNR8kew2+wVO+i/4BgND2hiYBdodM/z0c30dz67YnTeG
vtpJhzJOrgzcPHMFuUo24thT5hrhedcOc445LpqFQsiI0tHJoyhvBKPh01RLdPeFT1V1hljVBXS6
fDF3fySKuIijtWdYrimfFw5Vbc7JlS6X1OlPheYg5lC4iq0tMg/cgiZJ+LU6L/yKbJqVCLohjBRv
JJ8RQaRC2e3Qoqo/kAbcGd8H1E7FXFszlafzZ3QGv1Unx/6goP1tkKEJm/RDcUinHjku51XfL4WN
Npf9NUnt3CxcgV1v+YuxK2Wqrl8dYU1lDGf6bEmN7jOGpm3iXD9W7AZ8db0H/pZ8JmJ0nebwVJi+
KNqo7Aqc5WLolyoQSJyugDiDsybYt8em/aecUAMQ0oqWEsnpcQIsl0bn8uTqeQq+v7PsVE26EyKb
UjEO2ScsZXWAFkZ0OS/T1kqOW4ZE59ZuZ8zv0koX5m7Fvs/PElzG7eKMyV2SdaEBhd+OCg8dO1EA
K4Vbkp9uIbPSVg+uiGOPLNqmbFeBzUukkECjoUyg0C5Q74U7dEfWrRGSfN8wWqNMkCQvCSw1r5Qs
L5hJG4kshg6SXgeyHfdyLtUwsffB9lR//AotHUtwPg9NNbguGvRlhTOINueNztMSgl2iesyREHyV
/jJx6nDEJMooRh2NXP69uldHFCznEbXP9iCzulKvWT+TkxEtnquXOmKS4TNs4wNpJ09o9Ep3b5Iu
n7wZ+x1/3PRXwC9d5yCg/yAMrGAiSwX1x6fVksrMyG7bvcy/zz9lFReEWa+7X6SIq5aHluq+8Q6p
u+VLivtNbtFx/jvsO5ZbdF2Oy6jmTWzlulan/wCBJQuBDF2HdDF2QLDLTy4mxtBCl6p62W3JvU5w
EftO36FBcUiPNz+9PkqIxuS3faJe6r7vX487bditPkr/oO4D/yYmaH7VjJAeUk0M0qsCZLG8N2+x
XCXn8OjoDGCLtBMI4AMFg2M32se1JAQWSkFIYOateJCJan6OLY+cbRxheihbhu9ijax4yrzjdRGr
NN7QI3mz43ifAsz0DhV/Ygq1FgbZgpVuZ0b5ztHymhJoEaQ81FTYJ9Bv2A3UWEoeaBZVQ+qUP+Us
d8uy51haCwLaCdbBfJaxwx7Mqudupo9x/avp8W6jrdJw0rqoaVCvv63ieCkz5W52hiza11vyxTWt
OQNfiNiPRdsfyMKsSewFJUkiFnkkMllMvbDHOPBwpx7PHyoWNF7pucIa4ybry2vvU5ejJ0ekV0xI
HNLwwHNSdl+6ltJ5YAPdEvjPNS2ILIhgR4vqqvvBCNqd1D7+1zofpwu3khVqWw7iQ8vJ6WqY/Zpw
BemCN+R7BLhqkGY1JZwN3ZBOy5zosbN2Fpg4CuxthNdwgDVJ+IU2Xusz2/SXfUZ6CnIcNgO4jkxK
RiAplBVFWxkXgB20v4k8/RVvTfUsYj7lLW8nprY+1sGXnu5OwD/CvY6P18dAjegF1kH4E8m67BSd
UEfDszPJBGCuHr4s4pZYJWDZVrEL66v08QE1rq++WpCbOTl3CDLOe8s5N3KoiMQaJ50r8tNoJQ8V
AH50BYZUlvUEepgyi5LgfE1LqBwD3muY3D0HdtdE9LxIfKqboWHDW7UV1A6vLMUn399YGSE1HNcV
G4e+OG9due+RZppsbV+j7G9QlPhhcl9Pb5kE3STroU6Wq4Pz5MYNwwrbNBTCbqBF8GeZo/u14Mn/
hZ8pWVt3OamU/U/Es9zLfkLaMfNR/Km6fcV9CpBNQFjtai17XTox15Lz1sg9chX9Ke9fahLqdetE
eB/aalxJEgDGh5MgP2zHPD15JMkX+1Hs4ep3SR0FRfSt7hNiju4D9iYpSlMv33HwUPVL6JI0u+N1
5TVdj3t79mHRSFoYbSVuhrQfwND2gE4Xfi2huvrKT3O+UVe4likN5KMUMPA2K5P5icZmy2Nu21Jt
IaALN0KCs9VImque5uUojWV/oj+6KZTLBx8Dlls+IYaUfieMyLqD38l7KS0RGknpolcyJKUzbZHz
o4/hTDafpvWTwIE24Xv7CycQt8dKxvVnDxLtZi/3/8ShgiTznwK3sMBZ5nczx3gUcB7nuj2KwEdF
uH+CfsA3ICZppGXRNYvOWtF1NRrDansBB4xHopNUo+Qf2Iexx6RjFUCDCWzyn8Hsq0kr3is/FX3D
+zzhlm531ESNCP1XztD9K7cMclyQXG50tkdzVkQGJWLl39p9ArcmAYumrjDa9djNS5GT8ypaxnYM
V16SzEn7EpjZxS5NtS+VKlFK01iO6thnXy/7nXOW4RR2eiI/eI5oU2w2k43LWKPBEv9EGcxdrx+i
BgUzj2t5IFdaOiQIjws/zCQc5G6kDQFVQA4aVmPqmw9yZTXfFKOUbaR5zEbMD325uIGbmn/B9IbU
U7HO1C2cQWiiQ81jmpYC17U94w7h7OO9bZkvQEPkwV3SHDnWt4IoxK1Da9hlVLzVL9zh6VC165rL
XuKn0GZyN0jqXKdhR5pysLYyq0juazDsillgvy0I71vHXBl00XemRKk8ecjcEsEH4RgpnfDZOjP3
d5jWlNJFNUS5Ibn1EgV2hSg6uYpLJwWVx+gO6RTcdqbMMRfcADmiWqu0FEhK8rh7ZfWdM+SRbrt/
XmezXqA903ZJMEKiaTHtSOFxWR5QZ/n7NKQsHzqXsYEBUZNYb/GJTEaZDWuw9tg/y4+zdxSuVB1j
5khO++4o62geUxppDae94ixmliYxeWdgc3iwZpp3jKY0sIR3WjUx0eVfX2dh9op6fR5TJRtXF2q6
5J1iHSs8yw4ZV3juuvCwTSyxLVc+FDY9cpbWVW6D300yWifkf5EnY661dqX15BXtXQthXQKZFf4J
1tGa0va5VbcYK5xw1U9qRt8NOgFXDN6kvqWfUZWN/+aciSFac0R7XA7RCGsjndRTYppvbGjcyh6E
KMlkFxz2NIQGFm6wRevvwvbH8svoO+ssVIVZP12+iLO6UFUx6uKJ9O3hFlEuAgpbqvbair/G2O9z
4JpVxcODFzTIlHmdicIb0jzBGeJhJdV9F3za8Z02lyOFj4yAGvdINypHoq9IfsV5eDDOYf5k3goF
gHfb94GO0s8hhoHz1DPssswR0PJTUYwFvjHcWY5ZcrHjou1+1mB5LBtiOsYYhT6XDgiRsq2Vpwp0
TlfJmqKLljWom5LkvPMO+77Gwt3ex14H96R9Tw4JcIbShriTg1Yn86cgmIUSyZqy2lNnzRMiG8E+
6HXZPfxc1QbPVh6m+C3xX0xuHaAtWZYB/BXX5D2xBMfbzCulzmndixdyTcK32tqMOZqaLMOeQ2hW
ikcAsr1WrcNk+YvVo+XXVDd0G9yJQjH3t6iGOaz6a1V2+jbGF26sC8TNAKWqYzH7+AwnM39SzpLy
+QYD1l2NgO1iNDm7ELP084WDNrbld8b1eisRw9PlePyp4xpfjie+4QYMkdsdHTpPuI4kYBRmjwNs
uaXniyFoed4rfWOF0gfO7ii+2h1WMwCqz7Jt/OBLdoZEMcBwfaYwLLsX3atubwE7HvLmmWvBl95k
46eyZvL7T//nqD51U5zMHB/Tzs+Ttait/LsYEjmz0au9JIAbS0hLdeNzMgwLvRPFh7hLq/cQ7+W0
Ra3e1YpbhdwqXukbzq6jv8yIDG/LX+pEGD/z10t0cjfrfftEVFz1IPVk2wV4MSQevrC8XTFF+9nC
oV0uBqT16z9U/wO/YmJaR5kpECLvndOCSo3vomxElJHKHQyCtOxS4CZDQJ5vj2X/CI3wTyWlFv4g
Hg4PCcu1YzkRivOuG1JONqCZQBypwXk34liB6I6h7fGFTa2/k6nMelucZqrwOr2dsjB7h2ig4BDp
mhZbMrG1mz9KfRYx6e4N5zinrpDna4HAZNPlh2Rk2h9soICIegyag90hXWR5rzqpP6B6YOtg0mtG
NdXjdQXVpoEgoLCCIi3Oli7h9Z/Ntz3LHJRPPdokrqY2Vm0qiFE6IdfdFJGwdpNvgFDLTqDPLrtW
q2Z2posD3nUaCcA8jD6PvPjhMBVE+Np9kvYTKw6sVhfsW8CbV3Ax4UCinoyOmgc4u7Peug/5MSMi
8Q58CnGn5xh0XG6K9ih7OiqlYqmhymhmDi6+68gnbtQ/UmYc7UBZcLcat5HS3Lmqe8JfmPzcITit
/pbmhgaYNpFfI6AX8hwjMxrQqTHpTSMDZ6q2xO/Sd/rLlNNM/1AOBr4QAd4M2mHRl0iCD2ca9ef+
pF9MrWQ6aEDcjPB+uKQ0YFsqE/KtNTiZM/8GLiW5tuA665TSyJpnd4T9zNxCW3I0Ke9XeQfvib8N
x646mfqPeramzRbbdBP1NDjWXW3l4W8ZVjA4+krWm8oBzck3+zkhxIOaO8lH8S2cYrhFuijrUArW
NcY6m9BrJRC2Vt81xUStEV4W4ezDjZfEsOIEIVmRK8cD++jd1bcLlsv+bqgVRliuKBE1ycE0nquG
Sf8NITD+MK0DRRiHm+YzYkhvja/9rGCGIcPYrhJjBvQmH1uoUzHwgP/qy2E9nqf6tZ7R+mGiMukr
8zNZc/GfIrxtb0Gs+XjUGMTPbAxFiDnGvmTJlSVbKOYTVcMr4w3xhHdkmuBC+x7q38Zobgzsbk4U
rljkowozd7qMlFnyw/ld9Ah7b3CX4XRSWQiou+1/GehllPrvl05M11A/q7LIb/AmxeL6edQv2est
Q707Qmgo0vGasRo3Uik2pKTRoa0tC6L/KFKd2Oo8Ar5HWqJpcj+jhOW8DMTEVaM+JLPZP9NRcXWK
f0yHabfS30A72fd414VxCpA/Pl9MK+eRj8tF6RoZDRjAN6Q1D1LXCKmhm8ey4HtV6d3lXaMCtzn5
1BF8NPlPnqL2DWeP931kJnhG9cmkIcqrorekI85gowMrRXZzzY3wIp7vcMp6MYI2J/eavUDM565n
PdefIh/hTah85Gh2RipqCe6MfZpOx0l8vEi4oyk+JWco80HRTNxpp1Xf4B5TZUl7hKCK1ztycaBb
0PjhzRd8A5R7WfpQQf7l3BdpAxlhZjM7yVzuy2scyHxoeQLfLt2oJZtbBZ/QUwjOlgeMi/UyIIu/
qS4s4x62H8I59VWMQJ3fvwozvPhB4DifjFuHNBg2KtYgbdAODwI7WgE3zACnIaysQaT5ojeWKtJX
GDVL4H5Ud9o9CBFpuEA9q9Cqh6hJ6e32CimFECprODK4ZOiWUvavqjG8ZEWmD9Y1MXOT1kZw8d4m
RDXDSpjiO6wyibfsuPVMzT0cnz7vVMicpz5bAWrciQnmZcuS6nDmgOOdSMG7ZjrsuYq+ZjiGGaNv
l7pwas5XW4RUW/4Qz8F2hs7n07Vw3gRSAPAbZ8O8Qi4s7TMQTCU6nDsjyyERILzducYMZouVg2Uw
zXjs/tVqob2m6I7zYfNDyt/4/ZSpKTdUcV59ajNmKyWT/9lympOWnm2cEEyVLbX9p1rtDsGQvk3S
C4l1GrV+Fn5syQJkL3uPbFjwybn7sgGBUvkWi0qX4fsp+oOWnTtR/TfnTE4tDcbWUj+oP/C0wJcJ
I4UnZf+KhgYXgzHBEbHTlDnUQvRR7X7WCNxK9irLz7hISIFrfkZdxJFCxKk36ljRYPYayYGwJSoB
lpML5c4pvyFAir2iM4K9iH6pUnmK87vwPENfwKC8ygxphro/6nsoAwsYZjU4LFmmdJa+0wGM/0on
NUYT2b1vg53ib6JD4hrykYImn6xEbaz1kERPdKvpoWib5bdzI13P/a/CigYRc1ivuc9EF3PaoZbY
orpdSoq44/jPvD2FyfIfKlV+V1sZgG38yvPJtehFTTzRI40y+bE/VcMBHuMvgsYrviVPyv0MPk66
JP9VUgtdYD9HesxKMnQsq4w5iUblLEXnprBJ5cS9ugnQN+qSNqAL4WujLYD8qd0aEloVjMn8PMSJ
LueWJFmLb1YxHNtjfZx4J3dXxZBGJrNXeVvgL4sFB2puJv5QtuLjMgazMRXP82DJi8Cc+J28/wgn
094QDimGwTfHZLqzcobgXlVIwTdEDnmL9QMXknMANMv3QXWHv8lfFKtnH6Ht91+k/8ffB2glYr2V
npHmZeZuYUT2RC2puj/tg8inktOGE9VihihBu9YVyTlw+K6zxj9VSgQPBdQkXrIBHE/8C0tyGbmu
fFIaJfPkEqTa9ZibTDybAsg9QZfbt7MQzPlclwQD1OuQfozqCzacZ+FH4kZjSbzWrQbNCNXnY/+g
HS0n1WsQ120j4VrFe0eDFgkbu3u4dF0TJOtkNpGyHFtO+9MgLgZGx2bGZtwMmSi78NPRVCQa/gSI
cWmz8YfiAXRurPJ9/IPSQoJH4eW81VMAQzhsc5DNMLVq6pFU20EXEwJbP52jtNQezGGlkRkB3ant
dX9Awzjr6csNeJUAyDLexZ4XbkzbRQ+gVMIHyG+UId7SgkeqC6ZXitP8j2ljKPfZQ3Yc3rZa5s4k
88iJk80DZRWqRUXPxNOpo3yBsj2H3pKfugbR1jjCW/S4GvB47YzQdbPGZuw4yZfB5Tka73jRYLVi
7V2uMuUyKSNtc7LRvQ/5qIKlgSuxZJa0hMbNFZvPNtdR4vHn8t3B+9qx/efKhF2e6t2eWEEP9QD1
T9Po7izUZNmn7GvROoao4iR5F+KD7zYVJKYbX+cFGPcysmwf87V6p3B43LOITMtvDZT9BtBK6Ke+
kxYmlu/fBZjV8lv5LBJaOxz6lbOYfutIuv6zfS2sF3WyASLD+tNErnAAiRmeJhohnk67Hf2YZGT1
G0YmlNBysNHIBjJcuKKcd3quVlr9OCaCcFU7nLmOskm5ffe8uIgiLsjOn5fu37KQtB07ntHIphSO
ygczUJxPdVrNaPOlii0R+wjXcuD+X/yPJfvYGs9+1R8yrGMkHlpIs3Wo5lnr4+/YTyNvIXYoligP
hf5GWT1Pi55o98Clx+K19KTJRjbqCv9LPp5zbf8N4X/MoK0BLsSvXjJPOtkrkIeBOk57Ide8B+xz
QAb288SE3TMqvbVQPbnHLz7g226YpgroHOxL6bfBZwhg2vYDonYnLkxlxflSFWADZwdE6dnmQTOe
R2zSB31zQ+QevuGqGUzNFzQTzXKw85AiL+8C765MHv1I66rLBG0sPCv+XHS0/KzibMV8bp/kd/a/
hAqoQiKQVplu4hvTfrDf5Z7f/4xSFaBSR8AmNXwULg3NEj0qK1aFHWjmvJN2cufQGuFkwmvXG+Zk
ebzjaRCrq+Ag9dn0SZTqqn3gyaYvF27K6pmrORTEIEt9lCpusBpTaLI/NAwFXaHf6qjQTGA+0jAV
9qhL6FrWWmdc4wtbQXxijC8HX9DIXIx/mHLTl6vqtW7X9zOHVgKalxvW64DSI7RG9ie0+kyRzGOo
FI1T53PFyIUGsOVZNpDfI79JSOZOA1bLPxESxFIakMbPyVdeoc/MP3zwCjrcMhhF1guSQt5n7j+0
VtQLRh40jl4FOZQyLe0b6TIJU9BRMDq1qmohvlMlyCOSjY6fGKdhvXuPY7f9bczd6DMZssBl2Pq6
0gy84xyaV5tDHnh6o2Tu/qD561Fo4C3nVQ5beteZll9hJuqsii3n69gdxIecE8KLlFdVScj/s4TU
DCn2n3NwdcuDhdmvZFBfZ8tqNR89NvE8sD95ijUW0G7uJM9RleR1noHSuMoHkvHdXVANVhh4mv84
/qYCkPsK4BbalEMJR2ynsRD1M0K06i/zHney8D6okynV7au7zejzTpHf/CuPTk5+gkfa+t1SxyqX
ih509ZPij5YEs3l/2xornlnOcdso6KoEYB3SU7KseZErNvU5/W7mOHch7w3mH/hWy9qCU6EKQ2ta
uPhXfmMoNTiYftM8yDa2OLGyeOu3mBNV700QSLcdJWUZuAajZeuWJfHl0aOB0/EBvRyUivhIjOLu
FP7fEaDVBYKiU5QtOavSJ4l6sFWwAiijeGTdQnuhaiX0GOWdYDbhr7i1gja1NFxFFx/9fbQyp0de
hQEpim27LQnF5xTJwR+0sYFTGX/opcImEa/gvmce56N9YzKcdDJuG5tLYxD+YNwgufA1cL5N43+F
305YLWmmjSseTBpYs6aByd7NisVuxmcISsMmHY1jzmLGIYfKnwuP+v+gX8+/SJqP+ak+a7ph/SqO
A6GMI/yppuFakDI1iax/nHJOnqPnQM/B60v0st1JVfZJHJyljMzKhWj+0pzIX29Yxxsk/Q1dElAj
1+Qtqh3L6LdtOnhEeEA8MDwrdAUdnRtlTSuNLP+igjpeugiZkwt4rhmn71iz5fMDLCFWuTV0BUAQ
bwoNz2+RAlwZ6TsCEwU8wVJ3tkCMQIgW89+pBJL+VoYK6jM7V8JLWuLhmpQSa0/FaMnIsl28wYI9
1CuQOVRJiZyFsMoF0XnZ/m/IOeef+PTmO9KffHN5kfBdfgzokm2Z7YleF7uiJCy3PL+9Tlv9lNAi
v888BNwGu2XYZJyNnmRf4t7OrHHzWBXVB3GiQ/8Q34qeuveB0OpN6kFwhV0FLl9Z4qqPKhWmdsw3
6LjNxV8V5+WfBOsRYWo7cpaZ4m+Pu8P8Lv+iySl8aNoh2uofCSPQi+pq454ZZ5essx4HhrAJVSYT
GlQuspuf1z7V/NLPgTmVQzxV9HDAUyFGsdqTr7GZZlB+qlIwn0RfqiK5S7OeZAqwn0EIRqVUjOsX
D2MKRfXSROlm7AXGrIwoFhzcZijfPcY63LI8+xpikNKtijBcVyDyT5JChI/y8+lvyFNdA8TbiQvK
17DLkd9VMwr4zt8OY/VK9NhqMWuyRcZbghvD/Me0Rp6rGN5H8y8jnbNwlBoiVpMrvwmZSYiKfMa6
lZ2+dm/tJ3ROFgf1jElk/6v5A3tFCio22n9lHcboGt3H9p6LdoxxSYpu2KT8m95ZIQ/Ab2F6nME6
2n0MMOu7+IRJ7e/yaLWk+jsKvvosJ6WxET6OUU8vhtSKTtPI/tnmxTU83mqfFDHJjtbNWnIrz+17
LY7T3rgFsV3wPlbeU5PMJ1w1unLOHOyagrhbsynEGxj7WNgOmNSd7BvjdpnDfUjnPt0NnKYcUJok
yaY20n/Zt1A+5yR7fyD+lV3ljAGcN8DsRFe7iJ2MOWYRHaL8RQZYvljWAzBoG9ZBqkB+8x5ohRw7
rbASJKBc2F1fpa+34iHD6crDQhzrvDdl/R5+7YiS+WKt6IxtG9pqes87ob5B/Q97kbqC8ZOohrRI
l5KqAnA2jvwVME+PLIMzJlNChH7jv1lr0CpBGqqnSov8IaQrC2xCXQ5k5+EIebc4lFaVcNGynRB9
42J1wLht167QSE0DHg77wWn9exC/k3tDNabgkhluXQVaob+NH59xVjvF7tLf5l2wvi2hqXjwTNn6
AkbsbT4OEkbYmBsKhlMeKPWkv8hsbaTwqmEs4E0XVftYuI67VviMdlk5XR3jrZYs4x9mU7QHgmdz
E2FkjUmg9i2Wa4j5Zd/El7VZFgPpp7XP/lV6mWMUTqcPQ+3HQ0q/u/PhN2RfjW2nXlYewKWVrqpY
RDwUeARosE7kWY2YsKXCQwgGfo4xpWgwZ7b2v7xHSd8DBPTtiC46ys9MYZp/E9v3xOH1+H2Jy9Qj
G8tT/3U2cOZJewWb2eMkX/K3WjOD8Wum2NTkKuJnz8eUt1njvPWQnBNk5wDXQc4msJOv5sAlb8yK
ivu2NkthhUkkBT/Q7pAvZSPXSGmj8bF5MOZMdiOKoOPDVvJeZICOwCxz4/cbTlg+5Oh5Dmkk/ClG
BjoFIPEKiBCylS6XJzHuMu9Q/mbO88itctNvabZiq3DboQIZFl7pvSJxyHWsfyEhhNSfZYxGwBFR
Ep5yQIlL0F+yw/iPCNygdMpJBCe0MLusv20sm1BU7s/mJdgKMbkQVinWGkR5W5eb2CpK0KDQl+NA
t+1niD9FzbSpunDNQflstrARqLkupSp3oLPz/sw9Q7ch7hUuz9hnuqvHiYlQoTJf1MKap2VF9HRa
lD/412MTlVEl35nJJWBealFU08aC/1V01n9NII4fNs8668yzxe5CReSUEwNEkM6NHNtYd3d3J2Nj
sGLEgNEIKKFid2DH6XnG2ahnfT/f/+H9vF7P89P738QVzpl1iuY8wcq9godi+mr2PPO00hRKT2mM
9DCO00bBrqKeBp2m2mnx/je6Gm4soBVmr2zqGjRXq59VvkfnJCINKnd6iRZcted80RVWrk7J+slA
RSa2SynhTJyBnbaL+5rGyQfK0OiLqCn5C6AENK9yl/uZ/izHQBjaAfMLFe+EXOTGzLEHNzquZCk1
2PyRbmvWCczK8KsZj3P58A7WeAq4pB35DXmSmY2fVCKXjHJ9TvpbeRPUBijBjtelKBZK/rxra2g2
nLD+hUgRzRfLqZdFEZYmyBrrN3VsVr75fm2YOTJnnWqVcinJ0ThK/J2de/UaNkcTQQSTwPgJhL/r
Y/CvG4clawjh9pATYMAsJZEx+9QixYwCXuqtWgoErybLTpat4t1hXXeUODvuWERDWQUuTvmFPx85
z2T8h6+D8bmX8kWW3QP7+WM1Iu4xCq/aibmP02d9luyFRlgmQlORAEs1gZoF7fZl+ZlppeFPflUy
6SCtFXxTB6D0p4yIzacHGIyeHqnjapGHgUlCf5ChCZyj9w0NpLbgZrU8NY9aAz5F/KD7F1rrbkkF
GMZhKtv2U9a4tlTnFc/VyTl/1G4sBTKiIQe5a6UfxTPq11UDrVsDKtwt/5KS13YEJRKVhz/R1wCe
A6O5XN2TMjHkDhI453za0qSQ4F/5YwWvajtsM4q5CgHikM9f2x6gReMRYfIzvqhKJZClAMGiaMFt
uzMxuBDrAaoBcIgXq2Ui9UUiap1ZIpVi1e4HGKd8kD8UuHLpRNoB6kt4rneaeDCPk7gBHZl/XsPk
801DrkbeItCnhhAl30KCjC+scPRTZLg/659HbvWst/akK5wbFcWpb0gJjhWUlf9bPbzrVWm66ywr
lB/KfFxwUgpuwTbllsXKT9ONmO/ImpyyTDznWdlwRmn2BR7DzkUHC/nCYeIkawj0UfDn5VcVmtpy
gpP1yZwcfhHxs/RT+WyehdFvTslYx1xDocsmoQOM8QVGXbU+kzXPlge+lR2qj+HkZWdrz5LUjmPe
J3dG548s24V08B7WNUpH4BNRd60jMsLyvvh98vF598ShgF7UUnwQ4QqiSjYxYHKA/lbrKtB6Zg1y
k+yL+t6Vz+LTlgB0E2YMNl3xuuFdzTTNr6KB7Mv+j+yvfVeAX9sGxMOEL1IfaIEFe8i3Dc0trYyR
rRfbZgtDHIv5izXLi2mJPz0U1x4fm11X+jVgrT9Dwove0k9ysE4/6Y/jp5svV0eoNjZ8kJ46fV16
L2KItob6FP932DxpaG8huiH3bF19XjryrMJYo+UPw5STjvZJbBRRptotCGfIxObOJZflNpKexp9I
XWKLr7V6STi7E6iars5rp6m5LX4WmQvmxrmXWpeRi6VE22LpAaBXF+dMC44Vev3XWEj0E/wd5DnK
ibpftE6XMLHZAREPFpWx+7FrJSV1wkpGDxI0qre3LlU63hAKOkZ4oyIV/AUEKhto1Rn61HS61KcS
eTFbQTLaeP2V+KeAfPSE6nOqV5rWdp6FLh+vUMG0plXcS21Xa6XwSDtJqcfEwkcVLC28ib4lnMT/
zkYSi9xhVu25egmFFqgr9RxEpCTG+pRWMOYNtRIf789Nlxn2C174OvR5JfyUrT6gVK+zMaVcMu8r
6YEoBH6HsELjT/VqJtRJi03oVrye3I8px+bTZxJPEBFCD2c5PlYya3+C4xB/mmIdJxUbCafjUy0r
a+rx02uIh4F4t2EwoZp5T7pMEoqX+7bIpvLmVyVnQmLekqASPLAcCZd/p92TL6c1xPzjPElWKSzV
zeUr+QKyQXbfArPEyzc7uoStGTv37c8Nq+xXtbrzOfOU83JU4mTjeOpo/u8luV7xuXcCr3t4xyYp
Ef+Pe7Dognldz5+ofZvaVIe9L8UK7QK4wR3jner67GrrXZR2tMh+5IHykaaZnMIakfdezbJOP3C4
C+ePZ+whTOM+oQBbJjje1LpSS/h3+I+0XusemoiaKukHxPFDDH0oedJ80Y+25qTtZd94g/JTFdfU
T7hTJXG5XZVJnMSGTzInsDX/UJpRRJT0UIaiQhv+MxBSLvE/Nm6Rb9ScAycw+ovWmAYR50o3E7pS
pgsoFetyFibOli2V9eQt4x2X8BhPQb7mNzV/oNpImer2tNvcbT3RpxeXHVFewJsO2P3X7BbA7KxZ
MDg6eSDeaSWlFb4RnoExmzCdd20vuKt5Me4zZZ09M7g52QJMaHc2Nsb5STdbXuL/bqyRJVt0RAJt
HOhzDFKpYbxR/ulaD5nVNYee2JzhXiZn026YlNAh2iLLGnElVVhXeqLdA2b9ynjgzcEpJGCRJfOb
CMgjgLY0aVi5gnbgqZI5pUTyf9QIT1jHaIBKHiZ8mnCk4V1qC9YuGRJrqEvIhGYMvTJqU9lISIb2
baAV3iB+wwf0zLXPKPgnezlim6GS8TaIhkxo2FnHlFwJLzSyUXHcV/pmW4tSHcxVxDb/hpnCtSUd
5TZ6fyPm40LlJONutQX7tDUigKital+uCyU2Js5sZUB3GfDST6LTXn4p2J1Meke4pO2A/UivcBGs
WfId7vc5+4o3STAdPUlYoUg+Pp+320Fb6s2UvXQ1HtuqsOKHBf6VOzw3/xdwN8kKeJTyIP54TUKm
vaml9NcDsXVTKpToWuZkwnLDTv7qrguI+uCLqpWEFzIUq0v2MuCiz8Hc198IbgpP4Cm5YABVViY7
YRuLCBX+wJ2mhnqtsh71N0ZywwZBPVKhjWKb+KHq4RUUdIEwtoVPy/fs7/uN+LVOQcLpzpL/E+iE
6doeY7xqpdJJ7MTc5w83o6rnKlqsK6Pr9OWZR/OtiuXZOE6YhMuGFBklm3jQgq2qaN4c+TPaYkIk
obZxjpLRPHh0rftiw7KDlr5GqFNQ1rjFxeZeLv+ISlYcJrZov/aM1S8mRxPf4aOJpZZPhtsCEbjU
8dFZQ7C7HivCsHOjtx84yY90lYseerFQdcEwnlbwUsQWpGgHrXSMDvpc/qwphMNwmK6GsOuzpntF
xstUciWkQCbrZA51TDAFuBUCI2tKDV79rrqINh+0lx1jQaGi9v1OfmEYrFiJA9Duob+gGpiPc1YR
ViRPegRufN99u6iTISQeqPaLrS5/ZRE6jjaD0Efvo4/hX6w8VvNbVTH8TOkw60c8iO03mJnXWTqj
IjsXy5fMB823LDdIheelFjSxcn9VAeg9q9N93iy13Sr+R55H+QRdQK5HJ+VfpnTl/SUo5LczeVVJ
HIWCJXhbdQU7mXavqEifxBKm3K8m5Nc56I6q4GvpPf7f3iZRVt0E1xy1CvY7s1h0nrU2vt84wnqH
lhK3vqzTl2/7pwmg/kCMZsd2PjPfryYaPRklJOzJYo1K06cMSNqZit662KPmHtFgyhfrPNaRE9sN
Vf3ZKh+BZ1jFmgNdr2I0NdnaLWuAH3bMRzXC30FD6D8g5fz3unAWUngcsZBzKCq+ogD2QNSce5fW
ruuFWvqnF3890838cPTguQprOK6S0c6Y5PtYMV9ao3fi3tlTjFPZnYAkxTrvfnsu22b9RBrFHFkR
ZI6hROXWFp5TX1gdx9slatTXiAZKN3Q9gcyvPgoY5/8hn2+EKMu6iF4cvh7MlujdaY63DLAG4ArK
a0yzJS7uXMJpUSJhp2GCohJ/PAFHlxHutbKp16Fm6z785X3TNGX0KOlKsL/uGd2PJetrTM9hn2GR
1jcEUhWZ6kEPVR40by39nfmct8/6mnS2v5bbAJE0JIEflr7lFzmjUTe9L+RAbIHZ7r7K4lUtgxZ4
OLLVvG+kSoUJPLFyhkyq1u6oQz3lb2QuN7Cuo3WVNWLpgqK5htUQL3ixJUN+Uv6XBVBeDX6Bw+X2
ZV5ypBM3CPoEXTVdfFDxropN3rl0z97GV6+QV4Pr1C2lItl674tYkWVTrLbiS5POWFZ+gD8ksUMy
7Nnwh8K/uWjPffo+KysYTSTruw9tbkHbtsmnmyo2fy/LycgSPO182LnL3SOIlG5Xv2IeM/vKk6zc
lrmk2KLEOp8uQlfZmaRYE3MWvwmsiF1jitxvAY5TtpaALT+E/7C6snHyPtvF4mjFr8SHSL92qsQT
PCBvom5N+aBOzNzsGUx90eyU9IjTKiIdjxADBx7JpnPT1NtqhpE6jWuonxhy7jGVVHbeJVTsNn3I
Xa9Pr4FqjCK6fYWdpC3m7TAZSHxIL3dP1qMmOLv7iLugqWIjdIn9Q/UvoGNNvjaO7gE+Y190ijLn
uflaeVHFPNxr4hkCYg+Or4LX6VYXAqQn2NnMvEsTKrOLGiEftfMho+vfAI9T5pW0lyVdaVOnq8Cs
v6OXSZbpz+Ih8cDamVRctF9/GWFFRVVVM1cWR+zt0pxqmuAOU6wGEMWb0pDmMMuA6Cj4Sfkz/RwN
d/iU3nHUftimnJDIdTk53ettZkqcNYy+1/Wab6c9C/LLGyoX2E6jNhwNsD4vPH4oIvdenR57BTZb
E+sLdf0UBkryC/H0x460upnl5VhGewK9kX+qblQpnve6UALqyAmnXshbHrQKilnNzmMymHPN/z9s
6D4VB0oGGL+QPuT+zSoHDVJ3YDXg85Rdl14XL6x4SZktBtZc2d4H3VCcQrxBM7mfqWbJtY5xpzvV
LMFSBtP9N3IMMOecxHKFcA94Rl6XG4IwFNDxEZiATprbyLccrqYPz/CJNplyi9sB9nY3qp2tTYLr
mllB4qvKB/ZoSqzsE20tpoOZg09Xj7amCbpUC9gF4hP6SEsEt1fea0i9LFePg95ou0Uw48FNeWlr
yMNhtTnNnEkHNpa8F9Za7mNh7BsSkK00WgH5bIkwec07y++3/ECL1audu46C9DrmIkoHcq3sWHWy
+jp0S3to99DOWvE+znm5FX1EeTPw7Oi7TRFlR3JC8H0VDeXdsuzEDNN3vLRWUToa/3QgeGIcOyN9
BfIw/nt3vfKlZanguJdbscrirnpGSdE7rSskPfgXJeNTTZr/2CdUcG5Ri1Nx7shHIlawu+BMcV+M
P+1Qe7MejgqRX02fv2GPJdH/Vs9r2i5ja/rM7eo8t70mBjPG3Yugpkk4N8od1ktSjIvrGoLX6OuO
7Fh7APtb2370bUaHfVHLs7KH5BhkRAQJXq7RaazJa1BK/P3sbWpSgrtrtWEDqdb3gKsZKKtWZBCq
hzvNtIlxzbJUxZj+oG1T4VDWmKYOzF30Tmer5UUGE9uHu8OZJn6Z/+BYU3E0aQAyhXdKOJ48kLA4
L9HxFt3Dq6Z2Fi6lU+msvCvW4QU/QK4SN00L2ND9BRfHui/Xl94nz+2cCUCW3zaWBnOlIMVb+d6O
O218ufsog+wlbRS0WP36HwyFM8uaLdlTs5ZOIunwm0gKziSFUtLsQIpOKi4ho3kH0F3dkwWYWqbK
zd3kme7ZYFwC6UtGmK+1M9MLIJMol4hdrN8UdY7y6OVV4zzeIzniOY29sZG45r1MxVVOmGC7+IOx
0RADOswuN8YbvurbsMy0ItJD19X+eHkRRa9ZpHi6+1rpTiC8s0imYAgE8ekCyDVmSyG9doboHWRj
7Wp+OWJUHoC4IiykMs85RzgVhhS8zZ2C5W55pJ0MO8FZl5iunmVzG94ZMop+wJnmHCKa5uvbUmxO
53GCgLhsD/0t4zXzSLte2cB+YCsvyBEXaAqN+61PkmZea0Yt0HrpH20UojBfqXJ1v4fWlXK4s6Sg
ap6yIvFkTRgqCZLCoOt+UY/C73VcoN9q3+2gpx/XXcWA63fLzuC3OR5KzyqrC8LUXzgbckam3GY8
tYy1Evk7+U8rbUxgea7iNfBgebZrKqVGuZWxA/yVN/Hguq5u9roSroxt/cx0SSbqf0T7i78jj8vd
0KoyktLprMGOFu/Qd+nRipO8AXxWfTwOXTBNcJIKIW62/fBmX83FfUn7SuZB8aRlwryiVk2CIk+x
HwwthZUCNfdaO1BRJff1FPsa8SvvTfnI8tU+Q1s2W94i8u3i/B7Rt3W6nQVtY+1g5wsD6rkuCugz
6g/4Jko40U7I9TB16O6w/ddR2/MuafSRBdgo4y+6zrMVl1cSYaSPJrccRJEjvJp+7nDBLHOnavDI
o1Kf1u77E/+vPTtXKD2nG4kJLU0TfgctwWxmz2QMIN4LTyGIpk/utX6mavTBlYhcarVoRkeTda/s
d8+fBceSBcU3uHfUAc3JnDWVDu5M+AZab2kIb5jwju4Fd7/Jn4DNOqPeWFvs0OhQKV269Kr/WYUw
zk/EvYGucS0JJiX1kQ5W+Fv+Jt3R9ZE/FfwXfaNtVeqztStxRXUE0i+myfS3+EBNt8Ki2OJ96DNQ
+mQbNpxRGTNQAZVqDU+h3ZAWiXuiDu+LFtUyjMlPODO1/qRlqU2IBzafjKJfTE08Ycj+N+sb/mwz
u1yn5qTNESw3ajEE+ZPqMe3KFBgL4eHzAySWtZkX64+QTwUXXxuwbDdNZhyF78v+1XZHQT0CcWgI
Q2w3YRCtp21vNtXUoFmlF/TVMcFAloAmnsZ6iZEdfcxlxybRUgpxFUvjAprR1Lm7HjH7u16mq4nb
1L/He1F4KVowyWSVTnEOK6FYV5JWYXaA4qiHj70vDZRMMCJtBUQj70YexcmQX+SWGbOUQyWTGN+c
IYhCHlrZXfzAHoKtgy6jc5LypejmwrLJmHjmNewYyA7gd7jUeqtlPGahoTSRwpHhr0FuYTM4CzUP
SnYTurHLoC/MK8SN4PmZPLaEnA+NpKWWWHe9VP2GHVkVya9Ls1TFNx7KvYPN4eRar1W9VrUbrwqD
nNmcJcd3QS6yJmsnKR56srB/1dchymBc7zxigeAKoo0z5D2smW9sTdjMHKR54ANnHjSOhOdRRtGq
EVjn2DIQuoFW1T0fvpHDs1xnmwV0U1p6lbAIdAdfjJbzt/ruIAKeKTy09zLrnCBoHUS8teVY41Hz
U6eiWmU7iBvq4pVRuINGT9kqyzqqI5dPl9CR2P+qZtpInFOFNmgC/uGf5wIHAHYfGZImGUuj4hqF
PWJvwUVxb3KxelGtwvlUQRW2KJdhtpN+/pyAJQPekQ7BqLgE+m3weaUjHVVKNcWynuV87egu+qhl
tLc0ryd+F+bVbZEP9ZXl35TocO8IMxtPKgHWfm8oetmuTk2iRJS/gvuFt7QWRltu3Jg307NPntIU
755TNiFQTT/aqUGgPU5VEy/MGI0/hRqH9CnY9t/s17KA+z12R/mYkiuyu8V5nHT0LRuL96ZmBWNU
bdT19a7NTcN7HnXaoB+kQ8WzEEOadIal4QD5ftnNZdbK3QlfLNGYMT1X0ZPxN+FvCN+Kl9ZIqFG8
9It7dK/qPqkrsGmirazznAXEScon0q1tcpejdDbnPrpTPIBZ5H6o+JAXtKFFdtXvNfk2Owpq2WPf
5y9J25A5FnIR48RlU/+rHGuGmlLJ47ACxELXCvVoyPmOG9gdhdGaB7ylujOwPx1RZRdxAeRZYFcp
8tQIwhzvOu0UGxu6ooFuvm84xx0AJh9E4R1Wi3cnQsgqyZ/EYoejmd9Qm0EjKbmccuJmkZawuu8e
FtbLhsq5IYYPF5+DlgguYvubv1T/rPZVTAEeUH6v2SlZoX4BSCq+KtqHY+HGKB3Uh4QTSnw0te1X
fnvFm9Kbxk59VH7EsYzsp9RvwtcUGGd99p/Un+KF6mY+C9LS7o75LNfCE69uR/T2b5AKYSs08cwU
1mjPgMBhOic+Te/HAWuzYKQDLTljFIsqZ5jn5u8WLfITuc50WonW9IKWWnkg5ynCqO+x63g725O0
c1o9upUd47K9njpXvLJAfa9yUtkBQG9vJmRZ8a/yH/0fNHMldfxhqFj/Qu6yxQOxsTkfiXzpuUPJ
wqnS2VygeW4Py7OAv6B8uWHVlTnQ/eZDVbXk6wyD0KJcxrAGC4Qzen/pAJF8ysdZoWmtjGcZy2Gf
aWCyEFJX6OOwlUY9R76M1aitgOyVHxctDdwWzCOnGAL0RlRDz3KjUB9i2s7vpm+xXZO5+84Va41j
4DwrxbbUNlJZg8jm60g+AB0+0RDFkdLeF6r51JJ/edeUuV6C7z4huoAi3wzYWXKnLL6kuvFC6nTw
c3goey05zw5kydsVRhTpai/gnhuwM2WzNEZgyItlmwDrVG+kkZq5jW2NN8Ajiq1V4eTftN8p9Xyz
8hArNL1CEa/JdhcUdzdLlT91DYgzNXvRCFh59zCzCgMyPzFbsHOZksZrlLagjZItmVfQSZPlm/Fh
AmtJuCfSYWmlc6LEE6NOQM36BzYM9EL6N9wj9lb18fyHYJlufM2n+Lj270169IhiC12FqcchCOIk
ua+n+rAbu/doZkZWD5+Kv2ffR6rgmXhH6Bwjoa/RFKJ7W/QhCBTmcafLQ+tfdMQbzppmo99qEqBC
EFqvpxzqbMnL8ugP38aPgCdd2ajbXmhE1oA3stOhRXW3na2+BRU/Md918cxpmIe5l92/gybDDrNe
kpvgIMkHpI8ENAv4T8vGKWfok+Cb+c9EGWe/s6eXfs9834lQrVp7UPmRGeVTq+nFNPKX8lRqanK3
bKu0sr284pvlqnC2Lc1K37fGH4JrN9NIKzkQ6nDZHPbvQp9wn95QzRGmCUfrUoVRMhtnXtdN6m6R
DnUzox5wzlhI+e64g/zHtpf5KzXCtPHibnkdASDtQ4WT87Buapz6zcltOYvNWt9k6V3O0MBQPszs
jp6OHIbbYrjCGFn6yHOI1S563PzV+hpiwTwUPgf34IYr49Hv0ZNg26XHWY0NwwMm03WAS89h/2aR
NyyBwOtxxX4RXJBGYBePDV6M7NDXxuHbsLRWD/ju96hRtBVlKUWJvPv8V4RntIDkvWilXODOKhls
OCn6z9JqGrBE0KTr/moimCOUz/t+yYrA6cWH4XdLhwoI+hrV/sN5TIVrtfpgqquExnC3ipxVAXew
ODqO9jTtP1mkH1S13Y1i7S5SEn/Rh4uCh0ciai1J2X41Djc/8Ab6By0RORORVToL8XjvTN4FqfXo
TN+WFKA/P/8VMZ5yP22NJsumA9fDJmtvUfcWfSOOss/PneP5Az+FT0+7RUrxMmxR0nG+1cx/zH3q
DCI/Fwi4ZUPyOLSN5IOse/QgH3byriS/aOvRAVePqCgTIPkKmYbJh52xOtue1e1kDq+9WmQpnypf
gZ7Q+DA4vfauf7xylgqje67JtQK8O/BTAyTPPZDwrA1/MXuR9mDjjsbP6ovVW3LQpGQujrJeElJV
y8/nHpMBfG/L1fkThATA/zRoXYyIRMKAk6lP4d+dvSi46fVRJz7gAdBibnyCeNkaUYD96j4aMk3j
w3gDXtFz60LNiFKqtpx0Af/IOyjfbfkmFqQM582SQqREdifx9H6Qd5EcjLzZMC3nH3Su6qbpB50f
3KheUp7Mt6quVVuB987QeELrTKPWLs6ZTMBqR3HpHL5zL/eCWBDclBmuk+LWF0gdmeWt2ELq49id
wS/8kPsu9Xzr//pcZUPeNR5RLtYJEPnU4+TU6AhTW96csrXC7JrP6XvL6lPKEEOKpaldKS34deEj
jKNLM4uOAX+WQDSRkljEgeqL8Cn4sT5T8m/WHxoWcwr4DPacPRJojvfot/M2Syey3LqlXWl7ppun
mLYib/yRww9AG9Xj0xea+43tFc+arh+yMvU+eccnWi3rrHuFwm/oFK9HRAgas4o4S6rd8ubyXwXh
YpZoFOv0zWLKX4IJwYuUQeRf1eONkfhkVbBhadGJomrpKcqaVokWbN0q/Vw+HXe1aIhhkm3dR0Ms
lkSiTpDCI9iZcSkC/VkhG7YVtUrT4XpsXggObX7OTTGN5Oxvyi9g0P9VQXYMJ29gZDfM1H/KPOzL
wX3JeZqr9juxCt1s3GnQDXzyqUeooqpb+n8c/mChNY88gbudFyTb/DHq19WfFUTZC3oY7lZXreU4
a2T8X90P+1lEGHSXeiBN0I5QgphwxRY6g8FEoxNGU2RGXgoVZLBMVx0mnescaGABRiKqITzyL6ps
5Jo0iWx6GevEr1RoYZn5Fmc5Ukfrc253iJk/47LkEzqWMy4ilqivge1nfqGYBq5ipiAp4qGcsJq4
I2ouJ25ppSt0RiPHqG0/6Whk/xkrVIxSrcMd0SdZawPj4L82To4aZC50DI9sobyUv0V/QQ+Id6q3
8R5nTyztbQ9GfXUpjImaatoc67OmQ0xCPMy/WDRDsoeBV9ZKblSdJlyxh7Wepi+puSZ9S5po94Fn
wNY5Y+wYvdP23l6l3052EA8K2oIxzDrJJVBOwiECX/vU/p+ngzeXLEXS7ceZZmBvST/yfelEz0YM
kpc17XFgL82puqw0I9GWGJ2SMwpeaM4CxksHSwOokYpQfoIYjV5CTZHE8Ze1X8Ibj9AcHtNwO4y9
r3xAgqB2icIxNfp7hBuZyKwbRYcr9+5/Hidvkzr3hw7j6WA3k6HeSl8YmyfelpBvvOqLUoRLKWk8
ABm6ynsw75PZqSHprmuHBCGyh4z0HDGkvKRSzqbVM682L4CexpwtsKkOlx9rFfNDFCa5ZdsOhowd
Q5vKToAc974iZvTPsn0p6RVKCBwUnsZAMSyi4reY1wKJEYmPc5I90WKNbgZpvINFxkN78ImO+fI9
RRcsOQof5lT+QphHboWb98t1twUtCSslx5BvuZn5btmKIldm6h+TBZ3eGZbtVPe+IznT3VP9/aCx
knQzSX6dMWgOojoCfEab5G7wJPMsfxl7jryKgmqqBkwTPBICaBdF44n7jaG0OPIG5J2E6IaUwjhw
PLiDKtpzX4yzEmXXRp6oOyNngsLcP7mMhjeC6CQVR3+EhfmkwHccVK8BPS3xU2/qNh65RkM2D6qn
yxHNQS2H2IFNRofo1pmOWShldOl3+b2+YZgP/F/YF4UwDiTwVhKDi2W9UH/RgWrQ2vmidXZ3IIsr
TekhoXgMUQXiink7/4LrfLpJO90099rvDDdca5zYGs2mN85IOlIRbVpKa0JtlZ3MHheocI/MB0qm
iu5Cw4yj0y5RH+I6G1LyvnP/LrMHtjG+8Pwaj6zLNMhBor4wx8j/Rkl6IlD51am5l/58XqwQhStO
DTyB9HWMPCKVbz98BifNWyr0GJNxtwmNBh3/s/h9dE9CsmcgYNx/2sg7cROfXToD+irtWcYYy2PY
CGxH3W54WQ3qf/TSbDrdH91b6BXBWeqR1nR0HniBfLw4AzYOERBPzlm7bpFzhuWMbLHgjD0O9M53
TCFPWoW/5d7iY9MzzDDqVONDxfymJcIh/BtMgfRS25PiZaL2ou2EPIC55R2bn54oaPXEV9arp+Us
BdSDu4CcrpSme7CH3hq8SvNQ94w/f+8F6gvnwlrWSSAdlHWsJIc7greg/EH+Ftq8iguOst3jqICW
hRWdrGfg4dxY+QfI8c1A1ULmy87dslTYv0yFtRgxz23TpBys1V8I+yr/P1BLAwQUAAAACAAAACEA
sNNzRVMAAACQAAAAGwAAAGJsb2NrMC5jb252Mi53X19yYW5nZV9fLm5weZvsF+obEMnIUMZQrZ6S
WpxcpG6loG6TZqGuo6Cell9UUpSYF59flJIKEndLzClOBYoXZyQWpAL5GkY6mjoKtQoUAC4GBoaG
dbOu7gfSBomtT+wBUEsDBBQAAAAIAAAAIQCLzeMPDwEAAEABAAASAAAAYmxvY2swLmNvbnYyLmIu
bnB5m+wX6hsQychQxlCtnpJanFykbqWgbpNmoq6joJ6WX1RSlJgXn1+UkgoSd0vMKU4FihdnJBak
AvkaJhY6mjoKtQrkAy5LqZR9SjPW281yELTzMBXbPydfzr5fat2+mOVue2e8lLHd4BWx1+Opnv2K
HevtWmy49099qmIXG9y230FP2v7C48d2dl9z7VirhPf9/+ZhzzLxie2SGxP2Xo2SsF8hqmyfeTdn
37Yb+fs9omX2WiStt/N1O2d3SWWVXUC8j63Q1o12q0zy7easvm/X4Xp3r25v+r5XIrp2ByRfW5ct
LbfXWfzE7sqlpbZSMf/2ZSyts381g3lfhcTOffWCdvsaj+22y6risv8ep7IfAFBLAwQUAAAACAAA
ACEA93yvKCWfAACAogAAEgAAAGJsb2NrMS5jb252MS53Lm5weZyW5VcUiuP07e7u7kSwMBAJ6W5Y
2O7u7u5kC3bp7hYQQUTsLhS9XvXaV6/d8fs+/8Iz7+ZzzryaM+eMNTYlJj5j5AjGCO56GJwKpazf
t2L9Abrv+i0r1iOIFBoFTAASKTD4/+NHwDgq/H+cigKT4P/zG3b6+W5ZsXPvxi0r+Cv+/zQpBabS
jG+9pHuqzsiJhb+wLZIeyx6Q3Lacgf/EB2rHGgg9VAob/kQmYSm9yANF3o+Rkwkf+G/09fp6UklS
hfpH8PmmqzhEyueod/KeHir7V/1Ja6lcwqBR5nKepYXxpDBCBbr5fPqHljF7QHmZrR97JvE2JAUG
m7V3se9rl0qfOldlp/YtH2RwMci1CRHqvKKNxqWd58i3LMfPRqtH4qdb+sz3EDcjwIIzigTybm5m
cXff2oJtVU0OQy1OaHewAe/wddzafZ9syyS7sofY/ZT9pN9cs2W3wq6ZpH4szi2MTZ2Cy0bMsXJ1
Qfb7JfLY25VPcYysvUULLYO6eVEbsJGAXmBAye2C1dJxpA3mqLwxlj3RYxH9sDlQZmBdJTu1qOBL
WX/O7MgI3hNbwF4OTUu8bn1EAqcckiwQR3uWJWMgHsUPVulhSO6XsgnIk7jpOCsaDdgiO5B0g3tI
9zIcUGBOQcg5Op2LIkZHtBdudHJKjoLvCT+kO1+Nqqyy27AluM0oXcMwuifyqVaj3yTGFqSfkJZM
5bmUzVBBUEZXelI0+vDiLREv2ONT3pCfszdCbXI2eFR7pGkMY6kCcWgdd7fSL2tTXnjaVfIYTkef
Hz9VN5XYRBurb8OOcNVXaRwjcyfoX1REZSyzrUjbfZRl9908WSfVbsOfEw0XTJercc9lK0zxupDs
fnx79qroM5zxkCWSyQaGjlZxiE6oH7JGk67ERdpZkUss48EPwgVRgSUzChJUkvSkujyDHfddtlev
N3Yw39BM8asAWp4Sz+drnLGKc4IxhSpgSLucxpZOYugSewOB/JFSSNpSZCaxFImm4eif3fj2/6UI
YnVQ9Z6SIN0K00b8YR2nfkLLzbzRui6oEH43pdd7KR1pjmBslEhRTTZDrfTUshZH9+EGX1ZCm9AS
hnxCnYnDNATWzpRv5r0RiEvmKJSCnSkE3Je4yOzCtpBOdcoYRxWlIesAwj81qXQwPRZ3q7uHkixd
xHOFXFOWHbxIongWySfINXYQ6RQujTwe1iV5Dz+NLy4mHRY6bcp1XJI3ntegvcq6l5fi4unOw5LI
3xMXHUo2W7BaRIGSFfK2dYxtFk8+VBV1C+uXb03eADqOmEF5Rcwn9niZhCtoWR6IhrV/Nb+RXIdP
aVgXxEnffPipahD2K/DtKQ+/tqKqiQMO4S4vM6i+NtMTO+KfMpbs2kRIq7whKADWFvKTZHXpkk3y
+WgGBpDxKbXOHpraVxucOZ2eVboRo4NaBffpJ/NnOAJQfyWb+NEWrPSfzp/ZE0v2cNqtm3UOMl+B
pX4ARhffy9UZkiRsujJjomck8xz7Rtg7xTNhdwgb8o9ibHUA0XN8L7nDXuh8VfiefjeRFhCLEA5Y
cEO8bY4s9TT3cvm39KV564EAQDBmDTk1HCb34LfULNevd6h69jsOx5ezo+tttHr6Kz6h9ipzyUEg
Y1qYQLRHvzf/WwS3JoAP1+1jnMfaLQ9EExFTDEbQTMPryGmNdrMpDw5KLvXN99D9aqrbP6HECUpC
hXM+sxmESmIXnqi7Qd97bV/8/rotwiH/VK6fV5N+a3PLtQ7MZkk7ikUhgzX2As9+5zluUt13xg5T
A+IuYjz8umknPBd5LiPz4g7bdzMVflXSJDxkiGekb1zg6AteAweXeiiT1XtYRy5+RG+mFqv6JCRS
C2czM66sXXALVdxdIpKAV9hXOaR9Y7gMyCrCxvwwZaeXqY4OcrEbAU7HRWwIeBArar5zZnL5PPhL
aGlRHIQIh2HXBCsoWqyGVMGokp/V/MO4bGhM9R7xi3++bgTiR58/blYxgAbO+qqan/Fcq7Nmg4ey
CZ3X+ZvjPiTasqOIaxGbrXr2WlX2IZYrg3SOZdwd2AnhDh89WbjMdCy/y34dP75siZwv2xyx64hO
IGZlCwHO7nxE2zY6tarV8487rcnDjZAw8O3Vcf0hngckGCuXLVDAc2Dln8AvD3YrLZLawqbEiKwA
tjqrGpW5V14UefC0wEYVhUbpl+vohTz6LiyCQCS7BA9kcI3ENS9dRPim2erqqU9tfGJbgA9MeZx0
lzEP/oqtF347+5v9rsDtGBAelVBoJSdfIy4efcWryzCxh6nRqOl2jGMKm8D5bF2XHWBAVYi5vaAI
LyehPF5IPiQhQxsUDdrznZdgZ0ER/Oaz5fib7Eu2Ycan/EbSn9wixDTzEeIjfiUfC3iFGWF9kqor
Juog5LHqL8rK6CZxTpAP/TJ8Ld9b1aRnDiTVAKnVQATxi3gq/lDi7kyHail7T1VWlcLU3uNNemzt
4r53QQwi/6ecSbf3QNfpdOrXiAI+wrG4Zqs5nKLy3sfL6dM2zJIuy72x7Y/jAIRPPG2YYMUC0vt5
rEFoEead4F7e5TaGeGveBM/tFH+KQjbQspz8k18BSYULaDtspxQBhnCsb7vS+I25qmy9eJHspbqz
8aSJASrQprisURk2j2ZMWmctjXybp0lfsHxtJcKkyQRT7EEfWEjsiigUGOi52YbhrqvZ6kWgFKRm
zlyCSfkWMbbqad98wUKJQajH7+FfzZRAH5b5o9NxLIjM85QXU88DyyUp3C15PSXXOGtMl6VrmbeF
/p5GRmxrPNGYtT6558gdQlmuyMBhx0Mu0EzUw8ojliPsXMO/iJv2U2CkurL3WsVt9pH6PXAVaBkP
qxDQ+0zXKKOA94t2S88Bjzsgshek6bQJ9nrGD9G0I5lhv1f+jfzXfkP+Lf7jjalgf8YZ5TLxhJRU
0+tuujGCON5ojl8W3xK2b+OJAkdGa7otCmGZWvl35i6qWtcq+a5bQoEoZpeu5P6bflzYRntR4GXe
kw8xvpIzGEtqOClvy+dB/vTheg7yd4a9N43Qh5ASkC0ot8BPrCkyRqdrPSwZ6zItr2Adz2Fhc1eX
R9Y6LJOAUzTQ3K68ZvmRXYX0PgYS1F4wXljeqeQTcN9sANMJXCu3sPK7PfVMY2QurtIA5I12tCrP
+D2QSTMjCM0io6JWKRW2KmaSNLsOJCULZ8srlKtcTQJ5hBnSGrXP0sA6ZRxyaWFhvH5jiGoPRlkl
kvfL/rY3qf0pQfK/zlfF+4p5tRLGaQWas1S0QtBX9NUTYbnh7M2dUr2TNpMbzMxVO+PZ8HazH6BY
Ohv/UqPaw4n5pN8KWuLzr37M7UYzeMklcNt+COwf427qw1B4RVZEXsVH6lPqEgZgm6sqUDUQvywi
vuGivhDSkbpeMXCZKF6k2H9iB2SPYo2+tNR0Jpf1p2LccY53Q8Eg84Thqawu08/icPNSO+oJBL+G
LcZvYoPQJ/+NaS/TyH1TiQPWYy8dWlTr4uw3cgx0dTaDGLBAcwk/pnwJdEXC0maPNQy9LK/A/5N7
mWL56oPCQZbdNv5/zyiDFOXP4m6vA+qOi1cFktqECSDNWT7dcTadDfp4nMNHAKYo7ogVRTvpd4Ar
TI8qhMhJ6g3SDYiH7f1ZF3RumbdqCp7BT5f8xc2ymvR+GUbruWNf89pyVnJb4UCTNZlRXCSm67ps
8eU5mk3gNkMu7V0oGjdPN4wxa+0F0xPA0mGLlqPtfYZ5pFxuXgIRi4qdMwtK3GxrjO3qoTkhD8ni
Y+d4cE0g5adE7Q1w4ioPGp0SpZAUulc9pxujGZm8kR11+H0Tr365aJXPFSg2Bsn229UQfi9eJE3H
XlezkKMqrsc8RlSoLtuK3YnZEYK07C4chNifOUuppb5mLYy8BrxkS00e3I7pnQmcBnrB9XOfRmvR
P8pUbGj+kEctWIp5JbzM+xSXIB6fgoUK4LUNHaHg5hv4JncK1lJFTjqJ/8JjgIxwr8ZH6h+3TCiR
HnH31mxS36E+ytShhnSDOncAQ/k315h9sTorfahprfaurDTpzIkxlY9IHTMOomqbK0hbzaeadyBc
8lqZqqhSIM2e5P5kfU0oZO/mtVdhtbx8/7yv4r4D9e5UeXzZ4n1XgPjLKWfEJiJyEq6IkY36r2TQ
ni0/mBlAcyu/Sm8KNtO4QpyM7/JvGA36t7M7Wl8sLbsYt71/clvBzjPc1+6MlGITqFty6rfqYL2C
WwsNYfaxNlsCUb5Md+JSFDd5qtG/ZBFFQ06wO8wPxLHBpyW9jGbwUeG//e/iwYZX+l+cHKXqFNuw
i/QNUpjzTy/NBnCfyQmVJ9Uvsx1iJ1LI1ZxwDItuuKYyB8R7nxidvd20Wfn1SKdUse+PWwZ5zdsP
i0svSP9PcEO9KyfSogMERCbW17EF1mDDn6onTabsYrSauJ4Z5nwKdlpEwjpQG7bE9bC3BruaVAlz
uTKpEjhTnJVSnbLcR556N0NdcEX+I2zB2Y3bl4dnWidxlktHck8xAsWG0Cm2TdrKYjtzjg5SvBLy
Y7CVmqPfy0hjFCEi224RDsSW5973oj2jM17I+2AvydLev3zAYUkbkyzLcE8YO3KiQA0AVSqYUggL
ChqZdBmIczlUFO97XXmjLr2gbHURU93AkwsuGHazKlMs+eWF725fY807nsasL/4p+yy5QqfCjtio
ihuoe/WX60/mfK+bqgbp78lbXLW2R7nlOVy+lH5cBwPspOdIgaVJ5kWkK5rxyZmW66YXGIarb9Nn
U4f6uuB+WM6p50KAG9xg5afVnPQLymXQMwTX66mSsixgojPm353T4nOU61V9XIj8vmm7OVItGBgH
o4IOqM5rTcgxqgWEtto56U/q/MzPyr+hMpWRoUmRWa6G3JF2j2Bv4GbAPv2mhCPkZGSXIAqYT0qT
NNFIVd9ybeHtOWvlrURs8iLrVE49WGiwoE7U6akfsyCSJdRR6NXlOcBtfA9veev2CFcBSH5N+yir
2ZNhGmF+6gwLf5R2B3c0L46ZDb2VN6thVvh6vJX3MFpcshr6RzaIo5PvUyniR7I/0oekMMyK6EDL
RQhCci2ZTvrP8ZKhJLwnHFNOZByHHTo7nLE3/6ZUwHoodOt8+HrMh03T4j7DSsLysHVJZu6f/ud1
j/RzY7EQGUYJFDSz5HTKPO7kBAW7EHJa3121HJEDv9O+EIOWf+3J148KDXXnUL42nDHuc2RnjIEN
ReONMyVs+wJUCyCrDAJrT/qn+6vpHTGqZho33nkusCdhF7VYDD43o5RSfTbHdDRa5MHRqSjdx4xu
PAUHz/xt3ivWCBXCD5Uz+1OMEW4ILlVwLL506ebKG/qGnFV5oZQB6zXg/vqPUhNmS/5F1srem4eM
rgBBO7AJX5w6qXA9fDcpRROQ8Cf3PnUKcVDzPXqHNR/vD9mfGNbYxX2Ja8udRhewpijzGk7dm8z8
kfhDdMP+qBOCIly4zTbyQ1IkkhxptwRATZS0Jvtof1jTu83N/dsfSsadSj65onpP3f56aeO/iWub
F+gWL+5JacWXG4X03+xn+TcVUXzjYMHhQt0EyJTC4zHBvDZTcJcPd1hptl1pmuIc35mKZef+6F3A
2SU6F+VD6Mc8SatFL5LUwGbU7hZJGauFJ+mT5guv7tDu9bTYkrNuly7h78ofFBDlptwhN0c9uv4t
AeFEUSZJq/Pf4JQkerE3ak5zMEaY+RaeCJREjT4WaAegzhzYvIdBqo/cBHxrdUA6o5JpZlJgitMG
jA8riKE8AmJib+9tpLjiajUd9onuJ/qrJFVZUE6RW8QKK30J2yV4Lj8oa5FMkMPQKv0gtar3S9ke
67m+jcZo9WdLTeFnGsZYXPtuw7/i9+xU6gJKp5ObO5+701kHBbY6mkWK+dRZSpZ2chq8aXI6Vf/L
8LF1p+4qpfDUGFpxFDtljuAJgNvuK8RYLnPVsUa3UboZFZq4V86oovO/6F8ocsrPwJdjf7h57LHe
hwFwWlhOXOf2k1xbvPg6dUmZh/KZ26BdTi7Kfo74lznPb536FHmGKY0/Hn8bsiEn78LvJCaUVWY4
0Sg4kbWlrZ3MUe2XTOallvSFC0QpfZ7DfEMUAd96brta/Qd8IekYqznna9BnyAuBF0kkv5HKpQ84
2a4T/K9lttBbBsOFhHw32076RQuWkY5uq+/JfSL0F1+L+FxTblyFLskIJa7UX1H+tIu8VxQKikix
g9WmXImqk/iWSDs31gUmTQ264O3h1LB+YVDafNLdAaZ+OSKT+lpUqrNRv8ttxoncMDtOXliz2/vI
fDFnQc4V7nPiYw2IUq3jNn9pepE1gTgsWwc8dxRiQBNOF18wP5XxiSDNOqXw6GVdzb5I2Jja4/J+
9VyaVK3jPgMNic1cryjSEe50sGaTetrw3JPU8qLiyhzYiIqc7PVGmPKifgZuq3Y00Bd8K2MhIkqp
RH0pXWp8v06RSXaB01LSLhs/3lgEMpWQvMtAMVnbWxjlJI6amejm1qxz7c/qo55zHmHcSF2M79K2
l00Az/FOkrfg1hArFEdr1toSc98mqJvWmrYzHqjxhn3GG+AthbMxq6svZ+vTUNRdrv+YZan/QgS1
N0ELZeul8rS12iOePSlhhkpORZQp5XraygwL7DP2Tet/xOT6lpJr1h2nug0iSpBhl3dxxcLd+y1f
oRDTXiVCnFaq97r5w1VDrbnZ8MjnCJItpv697EzpuBB0P7TznnnuFb8DHO/PhBuFz91oCtkGaJsd
XBF+WQEzR1onH801bmdC8QrnRE5YwtXI1XS17Y7w78o8e6LKpLjOaSxu8S6QCMgi0It8L5munKZc
JvwU5ZuaL/5DjQEUchaG+6GYgJtJI8LzWd24u6XnMpr1p80PlbOFB6G3EntZZdQfis1V7VqoYPTO
WtkGPkjqIegrx0Iaii9n7uWvFJ9QbWmyEe4Ev23PhI6ryufD5W81pN6hJaCLZColxVRfGve+jMvf
kndUkUU9Jf8iGw8azTopD1CZMp/J5uiS3Dzht+JxjlW0f+pQihhtIB6CJHHnYcmG6sAo5KN1bHtL
+FNtrvhs8hzz9PaBfIB7gP3GyCp/Hb7N6XCsdf49+LF4Tfzh3FWPD7LB0YsITulDF6R7DCOe8UWG
zEem66m8kF0sKZLLCAbc89yKTyL6GpI9D62/xNPsCGglKtG4NHIKtMbV0Facw0TswaPd6fXN6my9
njUW3iWTo7GMCk+s+xl5qSdOPoUSKSpkK2EcV5LjbEKO6pA96vDozPnKcIGOOJnuclzKfWt7Ia/S
PmbxEEuEk4hBRVd0pxkri05o3zFv6M3uE4b0A2mu1Orv8AMWrfJg+sK8ieIlBCunzd2p0efc7OHF
kUH1ZT2sjH1neGsOv6ONNB1pPCYYzp7OjjP4FPhkjKzIJNwEftl9kmpe0mT9hwSSl5dewizXrtzx
xTpSMkZx96jMuQt6GIQlXxZnyJyKC5JA6NOq/3LvZ+fBb6Y/d0E9/0JXYxttxbyTxq9E12GxGoZc
pV7mJdtRmSdYuxEJ0bup/cJupsdi90ziVBVsDp4W+gQOr7xm6GHkEJc4rqA384f0j5hVPqVRIRR2
xmnRN2g08nlBBX9JWD88EbYt4LhwtsWfu0wxm8Yj4htnokfm3cHeUAyUh1KiCGNrjwRPAsr5UPAL
0wH2G2ezK1kIbmxRX4wQlch4m50XgS7zsvKurEoIgyyTYpM24PokqXWJTJR6Zuuc6EGlrnmO/A5k
PPG85g75GW0bMeTkBNZh0fT49YiLlcH6EfLAFnb8OMEw/6lDUTOJ8oT4Okchnkz1wVbJfhZ6EfEE
L09tCdX0oO8Iky13lSOS9lb+Cx7vUWH6A0wR4bEOTXFgZxmaO9E2uqlM8tp4C3nwaAHstaeZrI76
UFLFMsieEzvVCbSFKDLmXGhZDw3OKW33EAzrUDT2d/PWqte2lowpRl5bifmheWwWqwCtHZ2HTzkk
AcXOZTcL/I+Eal2GS/4RxfXGPqQ9G01v4PobfiEPuJ8xRrIPCnCV0sK1GVtz0YyOTF/AQ0QmI41r
NrtVuITwEmzKV+r5sHLj15hIWCZqPT7Hkb3z3uns0jtkKU1KCU9/L4aF2OomabbINzNGOVr10zXS
upnGyvjpdZWKQV+jdDrjuTvCBlYfEQK4glJIwQvfAdAC6FfRZf4LewpmSGtN3SntpSPphzLg6Ku8
Wylg8T5U+5YLPLNsLWiu5GzOIuczyQ4REsSGcsXmjgCgEgRU9FUFmdmwMsAjQir6TXE4ZmN2ED2P
00aByQtxcxirLP/oVpS2Y4TGlc2HcI4MgTu5eza4nrxGcZ9kllzO/io8pw/QDKmeybmeD01vvU9R
KNvd3N2Rhz2fzYykMlFdVZd1OzyGtThUyh/PzyQoqdGNEzJ/iQPTvrU+sNFJzKpFDFRRmWt5QjcG
jppsS9F84CzQGYjQ4pNko22FeActsH4G+VnzRXZQtYsApft1yX3s3u+EE4kndsfkDPbvgy/JAYDk
Nk1lteVl0yl0afkc6oSqXPIT1SPBhPopeCjpWC1QPBiTYbjMXaGRC+Da+5bU1EpbEHm3ahMtBTVe
goPeSjJtuoflEPxg/9U5I+mnNVHXqPuYfeWhzOWuZ0Fn+e/KXx5DKNcZ9+K2lhL4s8gT+dH7OkNv
15KtPpY2EVJ/EdcfzmQk4L7i5+lct4YN30RCgV2aTPJFDCrSAUD+i7df608bJiUCTy5I+JCKgY5S
7EoBYGpd8UNx5mLcE/o8Vh0ywxN2EW7OT0+DmNS3xMP205RtlenSIdukQo/0BCS/fl/6a4O+9H5x
seiB5nHpFt8NTrllHUNudMpc4PV5599+K03sGYu9ADqDu8uk4CZn+5q2dQc4Xss28u+A2KdXeBH2
xGxYbJbyPtitAF2YacHIJhU94YOs+0y7FDZqFfwO7xaXUfOprJaS6rktLcfrmL+V5ZBx6HG4ZkN/
e3fuwu61IiKXms24AsjaCVeRtwR1CUhYY/Bd6Cppsq4EPKZ2DXNqZJ9KXrtI9M3SLeAaivhjvQY+
yZAd/cQUSH5REMf1ti5PacWVlX/Wrwwf30QuB2C+FXzaMuyotURFwXCPQx51/kWIE2zpkKX2hwem
zos4wwAj8tB7ORnqAE4trB7xL/V78RPiTrBe2eqMUEBwyRkHs9cq5wtSAZTy+sixpWMUYSsJeZbC
e+p9knxFjKRNQ08Yh51rnIp1i7YFX4ln0K9q5q/bDHyJmU2o8XQRJsY+1FdYfOXvSv2KWXn7NVZj
LLGHexXPBC4beH9YbTFUJmQ6S0JhxwSn+bmY6x0TUy0prdo/Ya+xIk8JFpSljVheudRySwSgCCw2
6T+o66Ye86DzfDVRhuF90Q4Q05tDDhwonUH5bbEor2VGl/3K/pL5F/gXWa8YjnMyLyqvBdM1+2l5
6FhLFWRqKupIHWqpxIu9B/yFaTMDzN+Z5wnbbFJ9YvWihLHtkwu2Csdk3LP3WICs+PJYyc6En40b
DBzKd9Zb6rwSP/psXjuvtmm/aCKeytyjf9Skgw+CKwm/GVRLk+wv+mvdhvQeAVAIan0oB3Fhzv+1
bW3mJ5rvcxcd1jDc2Nvygxm1gkezJNydNkj9Zy2bvJmyWFmd/MuewKimEEteqtW5P44jETpIvrco
+IN7jgMu9gLNsInQWXW9oBhXZ/I5eptyFjy9/I5NSzRqY/vG4E7RNqtiSSBSO+VM8WbRCvLmdL0F
2/1Y4iPqV204LADTcBGKcHFQyA16vW2f0WsIhZwIiTgH5EHFe2KBRUThrJqDCSD2YNUNHBzvgh3Q
T8TOyr8u3mEJ2bcibOjQJv3aogkyolZGqi79lPc9v7QSl/uK4rcT4qLC1ud0UfjpNP4z5kxJYDvX
sUTU3RQF12VV9fsJBM667PmI7/JG9oHQfRIlZVU+kR2kvC0bVUsrZ58ThVYU/Vv3lPIBt981o30a
arTnMQddtiL/fsZKvkz0vrc+/7Prs/SR1SSdtnu453yu3qrhHijFEc8rDgt/Gf9zLjjzp6yedQzH
z5tn0uoYSYdEi8SiOrB4oa7AAAHHlRXhObSgwk+VubA0tlOpm7cZRiCPzh5ryLdNYXlBObzDrQa6
FXAQV8VbRBxqv9RwgIqtiAAZSY+INQX2ujMl6bR89bfMtu6tZZOjs8IuKDeDQhHSUg92MNnN2W1A
OFsKWxCZhhX85trZokKPzUuNpeWZ9Ds9FEwcrUXHqdnSCWfdUWVUcDn5qAZ7jAx9qpevLx+Xf0m8
bqAOuti+sKa/Glt0k4mRWdmjsqtpesvHAodmb4ALsC7optGumV7Xr6rBBxdhOYXcfHgIYWPLO08N
Ug2Jg5X3BO/8UZBizut664Fk+6UFwf6B8ki7WnGAJ8A0cxQg0rk3V1d465hVecLW5JGV3cFcPPLd
U8wZgfAt6KW+w8xQfpd+O3CCGtXwlAFqrANAxR344SSLaympMJ7AKJdMLPkj6gWsPb8+/zrSh7Ou
uE25WP1JmJI1qJwgHNX6Bj390Eg9KJ+iuFH5A96WX+muDBfJzsrCjs3MPclYaJiXdi+L5FUe+6mC
W3EF6+qm21YJLwVNDciE9hTQMlUa7MmeVnZ6kvUh4yp7p4gpOMf5DNgJDUKVAPX+C5CtvIOuXVYy
kR55jA7mrUcnCV54NJkTkHjhSPh/tdN9M5l3NcdObmyGnyQnLxeNzQp3juuLg64lSQn7auawV2gX
6HayfGk9ZZclx8Rp9PWkVOcckb/HK6lx7kRHmbcIPbxDRfepl6S/C7eeCBRwTEPqJUKUM0XwF2UX
O8I4Lem/w0X8OUppRjALI6hG+hZyBcZiqphMGYnJUm/gjGIb7A7vcauU+5AaUzlduIlXcPpcxf4M
Ca7yCksSIVhnmYDrj0O3f0JCU8GmPqOPbSFZBypEGQdCLTc5LzsEuXTxUVqNa035etbH+r6DRy1/
isvVf0c+UU0qvZndSH1i6aIvyl6eBqeOjwuzQ2itrV2Sw+n+7BDnqbgf2hDkTVeHBCmMdB4njxix
JXak6kXHuYIn9MmolBRH2kbRJmF4Yq9hHBFTWRuPEFTa2sH9WXWl/2BXG0bghtLO2K8DsKrOY3dJ
z9MmKRRVXjLmcjKsLcoOPn38KeWVTGMWaRS4fKk2ayZuhedk/eyoLzltZadpTyhNKdCmjoxW9QXJ
lNDROqXwuTgnZbo8pNSncTwjgb4JIa93og3qeXnDFLrlh6NeyaTckudQBvnOiqtJ45DxsGBDD+F0
bUTijO1R9ndVtPS+/D2le/NG54+lfHC8YR0z2O17Ddf31crvx65y+6BNLGrofNTTdFfOQREH/4YU
w53tuOYNA/owv5h3EEfFd9S8t61pmCv1tecpTkcvGVzDmwUFlb80P+cz3PMEZCwWZmCktgqd7cVH
kh7JXpj+Ja72Yrg/5WeI77y9KqXqrxqy0690MZOg6lceBgBR49gE3avS9ymOwyg5K89Mfuqwo8tt
v48Xhm9BayS90RXMsSx60SLBoHWsYQHrEHWMcwTjt96/BYtfnKSWgXIMQl/rulpJ3U6Ur3C0a1g/
m+vLXIuLyx3Nf669LZ+XX+Tg4YGKNvOTnKuNqI7vxtQSfu4TZJIZGD4rYQiyWPkSuKL+jOwcbUmC
2LY4TyK1l8ehKzRL1IO2kMqtVBbvoxwlykWH4fHZosRvFe+KfjKsFauoTSZ1wbTcQYBVEQ28qjYK
CCKpQHKNX87Af+RUMw5AJA4IYmKIDXu/bc/KJZYr6EelXoU07ZZzHkOW7WvfUmV2z5PHurmNMWXQ
iNHIoEPjm+LTjgEFeRtzWxgpgsZ6hfkg5qzxqoFP3lm12lEa6S8Ysm/WGHETbePFoZSPpDHMiIrt
mp+BjQl//lwUB2NXku7IL1CG0KLqF6IV2jT9Pvx6MSCH1TE+9QjhY9xuhSNvZ/Ho3v1kMfkB/aV+
iaap6npHJ+J8E5iww1WOeZdhJS02/WtebdlG3RVepdkMvy+bKZKyHjOWl6/BZUtgfLz7OElZMk7V
3fhN9ktud/7liGwYNqAre2Uczok9y+1/ct8LzwQDRQRwAmsXY7zy8J4bpRFyJ0EA2QYfJymrpjd1
WTtSWls/yl8ICJZUp1NvbYspRLGO9zQThxSrm9rgRbnWgPrbL/ED4lr2MbMUvhleXfCv/hZ5AP/K
epqwIDqNMrX5d9a/Sk+dUGMWyOUb6Hr2Q542Kp+xruNDOZe5MfOpbPoBd/rLTgFpOQ4vvs4/phuX
9pb5HLUcaGfOKThKjqHBoRJ3H3meLx9vRSYjBPJnLJ2JJpm39Rr5lbqqtL1oYt7dZi/9P/w3CiOP
wTRLArsQzBH5nUmnwwYUZfqwPJ3yh+EXB8AYTepgxhQMWNYgIVSuGoKsoKdUjHZzvRarjTlWl1X3
2QoCVLKP097bQuw71eTYtwm3qCmK36qgBkNJIdbTTyzdJHGVLCyhi9szBkC3hQPsHRI3MdfIqKg7
UCwTs84yVcYlmnmyTMYQdWHBaBneXF1boi13zTMvslOlGWlypwRazrrVdIZXwvmLvoXwKGoFfgQ+
mhwjemmAu4PcN9xvDlyBncLqD4Q3YAtxGXH8sfYczDHuO1Jo8MbGdFFr9u92E3aNKqg1gnF6R5EU
mYqv2M21Iu/lAM5d1S9SBJP3eb7g8tnR9N2FMM0CsdDwIGRmeTM8K+ezfC16UmI4Psa8Mz54zyvH
iqyRpVeYZYZGLc7by/hMIKsOiUYzw5karY3wXXLW7sSWpZcX4KH3oYP6gLValkZW2+RVTLROP6w0
K1EJYoZnZuExaVecRhmScS7Hl5vEdNiWqBrq5fTC3WcCb5kqDNejQ6QE1STjLsf3our6FZuCHGf9
a6o0mg49/DpTWXfsYswkw6juH70vITmlEIKJnrB3SDboLtcAmG+TV9UuAWx3PFZMJHoIUxkb+Uh6
HDaHRSvaXYijdJWW7HzRUGtOS95JLeJfIp7NP9V1F7ddFGACpqG5dOKTwiex+kqHK5TZanxdfUrM
FpxK+FHjx9uUvqxYLmDzks040XptAHYJdKZRVjbVNEQ3s9sb3/CCWWuSZgdfjVcxv/lmlQHkByR2
7NSMnxRlkTtCWMeLecyrzM9oEorj9x/BnrJHyz8Twj3aqugUTWtp139lDbK/sU9yp1P3wteFxPOC
mJdzkVRiMl0oPdNiDmeIy5dB21BFlf8dWCRoQDxpe+A4X+Ye6Oi/Wb0mbkvxxbCp1Jmi9BpW24n4
RfJM2U/l4pAZ5NVFBIMPmXT0j3h6bLMh3IyWniPiLD87w9njS26GsAg5D3t9kjzrt34XRfW/oAVH
VwgnlPSoBgv+gEezMMH+5dGlwZ5xxI+80sodjkhfUcNqwBMWNWh/fJbqGeKbHml0DHR0Yip8hYnU
2vh7fOrtZeJLpjg4hbrCNlvijj6SfNOzN3subWFWG2CoDa17VNRIvtPxNeQxJDIOwmBIPqlAIVfN
EaJdsZm46JapFTzPHeV+RpHUmvRa8pO2St5TdDLuBOoGdROknVO6f5ckz2YAXky9kn08rgHPLEvA
nJL+6+CwjYdGsEOqgUqrVYg7kluW7i17nGETMvGzrdd0MxFF1jp6F/6aHQcEJa2gPtD9LC4c9FME
02dapwguuMawBgT5/M3yhKA4wnUPU42rXiv/zuKisspROc+dMAWx3lfLFjTw7xxNSTSa6vUqgidQ
AnOQvlkD+EzhVXuu8JxoPHZGcp/Na/ov9hv17oaLwEW6t/xF1TM5UBU4f3poR+9pLp7RBGrSF1pm
OzUXftgfOd4jJ6vP1i0wzmw4ZWlkn3WP6LgdVev8QVhKSic+PQKA4dfMsXFMfvVXuOMIv3Gt0NT8
yXVz5tfkdwiBAZVKpW5+/t0ErruzMlvRqZjQdQr+i69p/EucZZKf+55t6uiu8eopjp7s1Wq4pgsU
UHUQebiSSzFyL9H/1e2i7L54K+FB+JFCvmUlcr3zrOIB9ywqL3ZS7UjQs2gf5pG+fZ6zmiPVnkXc
rCZWY+s02zn1U2MddL/wLuabZZNhbR6CbR0E+dwSXJaC6O2MsRUDpioBsLAUWCqwUpO4ki1GdWjA
/hY+9QqhC1+DXd01hrEtmRAbjuHzrtKrulZmG0rvJz8mD3NLIJM30MAhzAo0WRIdTy5XWY/F6bk+
BSPbGrUbC+aE3my53XxNLNb8pvYJZMhbylP7hhPwuWvsR9E4QM/RIe46BkJ1Q3gBkC6pE03TyUrj
NPvSYmQheUdA6+WvU5fH7aDrdOE3wiLW+z+nB2Xdth4MTyhLR1vEVhkYvaXghOA4O0hOrJBXlrKH
twOx47UHc5+XudnnKQ+K8nmvDGUdq6lfRfqyYGGX8D7quq7c1s/BgY8h/GBXddmKUKw/+WK5VWgz
EBEfPTECcrkPam/8sdzpeYWXBpSOsBxwH79aHxlno7IyLpLW1yNT5zBquV4DET6a1WxbaaUxzyqg
+or8lJzeQWHMFliy5KPbh3ZZvIXxHji2Yb4GxL5VHQY2tq9tOGHRmWsvYGQSDCw4hwwXx+h8BtYR
RuLoLmzWPU4xxlR5k/Qt9rXz37CLAEdsflC57JA2Pdsa7MND96bkbDrcS/07cXbwNHMH7ITMpcBI
atR9bheriiks7KEEF5dqAJ5I32epVOIUDJv1gziCtyzExuxE1AHdOQACRT6KPMOITH6VfMdmphrF
x9gPxZGq3a3HLD/5m9wkKJteJGsR1Gucuu9oU2R0boKjQiUTLwBrEHH5Az63Gy3gs4qHlI/cdMwl
+SyI1MYuaIFi0/bJr9f9uIS9XMP+2sbgX5Lo+Efct+Th/cKE28VgETLyvOwvZY5nVwPW7KcN0MjI
/6BWCzzsRcU3jb0U4AqiGk6J7qhzXdD12h3mBsAK4CjvT74/tkp/pGR/0Si4duV5pV7bevZUykIe
AQVzBlbulAMNCx2zxH7CR7I56XctSYwneHdr0AbMMbcCCUihn2YqIx9HpdOm2Hhd99G/bdeRhdyl
kheSyr0D9D+VjVlTAFliZs7YJKRhP6FMxswQU1fRd0f7q+JISLeXVunb0XyzJDha46wClYGM6EHO
Duc/5U8cc3UheX668borxMMUoe4f9/rCGbQFQmmNjcDBzywQFa11CS5edO+jBMUvt/136JVjo8Rw
dCSOH9kr16KWwSMfzNCzTqCykSkjeM3yYfAb+WyJ16AqOIG+YjlH/tAvY/R3N/SftYwglHg4OFhu
rGS6Kj6TU/wKsyBth6sWdY+JD8qRwZC7doVB/h7kEKZ3nLakBlGtsIKdsXuOnzPEbmyL8FFnkhLx
DJQo8jynAl2ZOpQdF7UqfKKEKe9LblQ8xABcjrp7tpvOZ3E5hD8B0ch16M1MEyck26M84x3H/Ng0
onNS3GrGHBOicpG9waZDLeWM7D6QW0OcLBtjjedOtu+MsLWN9u7E/0ebizWxzle4DKVEf3yfRo1/
DYzP6MaXBwfCNcbs4MAEKH8O6RSziidQALM/dwe6uszX4oPMtamMQjQ7nzs7P4k+NwHKGMmncicV
0lxJOjEcJ6rDLE3ypLPlfqqtbH+BlztDafW0JXeSBJDZwu9spgBPOqQcxhbjVpmrGDTDJx7UJz93
13Zj0t40e94Ih5L9gtGgHmVsZezKa8xbbjl6YqgICLnDf9LfozOKUXEJynfkcD4N0l2yoimyTAHE
5+0yvDYvxCdzpmC0xPfw0SF53pWmK1wsry4/3ZZC7WLgM6bVslVz82ewJ2A3xeaqb6qH42vYsKrF
wBuoqZxllh9aiv04LSHHu9+nfZwRxNUQWAEt7BIzEPmhdT7lbt0b88dkStrYgALuXMlDb0ROt8ip
CsSu0t69CqMcNG6sE7Ro+V9qdyW3avUYL2j20Zl4z4YPykDMNOJ7XlUXAaPyPoK/RqRv22K7hx+u
TxQfwsM3/8XW2gZSuLZs6qKUnaoJxTdkrIa9uJD8IEWI2KvawJDJOtkPEJfxa9Awb5uYjqsXZ/BH
cCnq4iRt1RnKh9h1vLeXFlp4ELIRFP8R/6V7sfdZpiTeB+9k7j78Xjvhyqfq7sh5zCEsHDAqcU0h
h3qsbKJoYmywKFR5mDksSRRPlE0DzUbIiycz/dzjK+t1fxePN2e6SJRUq69mWOYXFut+rDbnqpEP
AOKe6cDKyzeZaERQ0HO2iBnTMB+hLR+eORrz08BzxRQ8wWc1TEycDdZxL6YO79uicDd+II8nYmgj
NI9Lr1tGnPc/dBgerPS3fwavkS1RTeYN8JcDDzbBmNM67pcrlV50Ss4yrcOcpQthP/fslxe4QDpe
dbDbnxXASQ3dDFzODCGUFNyLcSTepfRZ1Jkf1FdcX2sfaRRJBrVWdkCoIP6R/0p+mh9p+LvSi/NC
3/PGkdu6FxgKNv6g4Kt1beCc6UYc5QFnViSIrHYssNmFH7WVgp1mPnp0cAuZoNGgLH1VCqaVJWtI
G8vqpo+gPLTtB8LM7zlK0vLG796tgljBK/saCC3qRd58qCd/GfEjJPVyVd03z4jC9p65lJ/GTGqr
62xYkuy2s0RVwJoE+77tXelFQLwiWd5yvzBnbvIMZErBwbS7XDa0i+9fZtMrwmayDvT9xt3LWQ55
B8qEod2h+TMtY4krKKjqPO9ILreO6YoKRnIfhC3zypUPAZcYQ9FfYFBePnwiwKL0wZApy072KXyd
09m343/vnreHw9oldPPvpzt4QHer2gifC85DzU9DyY8186TXsWPDFlA8dAezBRkp35BSnSsR9RqF
HpHoHGBBygP8Vq2WvDJyv2QKGm/xJs1paFKDLXss5xykyOulfAOwIhY7D7WKvuFOsbGWNKTkS86L
wYOpxqz+X8S94rsXZycMHh4by26YGFlKmLzqjLUe8p/oirwEDjLWMIwIXwws/61xPm9qJpqfyAOT
URUf73hZqcbENLqK0v6aoqodfVZU8avVuO8B9kdPMNfpfJMTy6lVV6j3VXzQ3KTPJvJFGdIECOPi
mQJ71lzqfjREo1FOdrxI/9IvcZlRUdDRReOFydL/5KNBjWm/OdvcMs869REXOm+5Uw9/XWTTdGTf
rw9Pvoa9ntiU7UJvYzWwyNHzqzqdBxyvM1TQOLI5dbwCITga7IafaL6oW7xDphlV4AZznJ20Dddb
Qdc5exy9dcqqu5ldEc2dGMkNwZbYQOgvKbcQyR/tu0BnrVwLmcTxJUzSNJ8fVDU4l5v+y8gTNSpH
YVeL8kpO2dOyhzORQV9wKfSb3KTKDScQMo0xlFriex3zyfkOWyyEnkcnZDOfthBzwrNf80fGvz48
p+SwuI+wynTX/KEyVkbOySO8Jlo0irZCi1hW0zHK44CfzozizZe+Kpt+fgviHSulQ503sbQmcFbp
oOSSPRbxPXdIf9bYKoHz9sZsVZCTayurwUsu7Ar6xU3G0dLG2dvrSOlvs1YxS45ZRBmeBYa/6cAu
f2449bbrjqpEcM39jZJuWyE+JXu3NYXwBjuzpI6+N/xhoYZ1EQGF4wBRgV5CorIKMhM04fB5jaqK
URHkNpolwtXZqzPbRHWVuxv8kF+p6ylI70YAMF8GSizH2h7F5eb9WqcQyoC/ar4rpdUvujdDAF7D
6pfwbM5WfEKUr1568gb/+bYAST5jOu+kmC2FglDkodq30oWZC6BzCe/01upzpP3qXd2/WNsr2uKq
DteVmR0OrB+pl7RK+5Ei9nKkmnyFPDLllu5gqynlNtII10r3hA/xOe3TDrzF/00u1RTaToYOwR/S
6cVfcyfgJoJL9zcQOQSmFpOPHMpKHbOsGTqsetbUjx/nbqOetAfXx5PcZhGnhbxStga5BLAu6CwX
371mFxD8Df/YoTTp1HBZl/MI6505RX+uxY4y5cahIkwvIT02Fk3Oeia4p24wkAy1t7jiNZx3CCvj
mv4773jEOwRa1UaLiv/l2Yc4WJQuvYCEG1Ud+Es3UhoyUFSCYFb0Xq2SkA5FGf+K8ub9zu6MUwqP
W6HNKHMd5oq8h3W29iiFC3Smy8SCiGdCXBkqfgPZGaOE5sE7zb+sbbbQltuYHMd4605dKwUonB29
SMAV3WH1Kn/k/QZdEPmj/wrZn/Nbz0jAan6F+SJK3DPiZIxDqvPuc+oFtT9RGYRh5ZzM8GxbntAR
B1gbl5prodQaS+8oiZtVwyhl2j5NESo466by9H5p2uKaM6jP9fTCDtN1a5FulETK+5F8lM5Pn9H7
1PEWGtn6V9q2dd3pHiHOVUd5HtvIupMUoYiTtwr+pQVxNPW3AB5/0NHFuGjvh6wnEU9b3woem/a1
DWuxuGW8y9anxUS17dr1xmLlNfpRsKPuT0Zbnx4XRXpnTkNPaY0+Qje08/SQ7ed5zc9NrX5qwUCm
T+Gxyn+oyceFkiMt8czTOhi1XjCf/luMqPkEhZ2MDozCvnEJiEUF5GpdMJmBaPFjf06TQ5dZlblX
LSZVlqNPN6CZxRzparhqrbuU2tYQZcqu/0Y4Y59kb0r4wH8nNThCpAG8GMnZ0vNXD5T/R5xDOdA9
mkSWkOH4Cq7F3jYvzxPUpJ9U+hB1QsfRky1/V0TijJI3vMfwj8eaIm3A651HHWfbdeB2L2srhl+f
HdeRF3SmKqpyWFqJ/cfzlbgVDGCfspBqRzH5bXl4LHv7vkVQhGi9aRf1q+r2jgVN8RVbYSD9wrrm
DdOBmgOrYYeyS1ztkuxLo6vbCDTye0EwbXf84qx90qmluaduIIIan4Zm5d62pYPh4LAUvBQPsOSe
DxlQtSs3K/1z6mAPaNgqnwR4I9ZyXXCkbaZYHJGGTBE3qvfq80QTzaOdf0s35xUY5kZyDvU4r4lx
pOGU3fnLoxHatcS3kkbzybrRdTMk+zHD+vUvJkVdxT4FLLPKcUupi4GzWsKocyw0z7x8mnOr9MOj
KzgZN+o0tbQ68XPmOFszt7gaLNsjGVE4lxtuCaUN8J7UwCh1iPXGE055tT+Zf0Bsi6k+z7exG+QQ
QJJwcmlPnJwn49Ew53V3cXulm3kLmIXIUfTe1LqicW6Duz8YZf5JuQy+1gkouuj1ie1OycTOxUC0
c0sHnBx+JsYlWq5eGC8yjpAslFXmburhJV4AL0DpkY84kGKk4kdGlpWYe8z0O31CToxcETMqi6q0
GMcTVyhGx7AT2hr2HZnJ+hYZqupteNMWmh57l1wcSRqTPMfii0OmNCePz9JlxnGiem4CZKabqpbC
ALJ5mKVx6ZeUvsD1QWLjUcz710tzf/I+o9/1FtKTqqnw5cwyGftAHmgej0r/i1eongq+wVDTr0A2
eYoAk8o3eO+KJhaPqb5Tv7e85GQefebJd4xC3UYfIHt12WxvV1Yp6gzBWcdQn8ZcrAjgnRAp5TlJ
TSnr85KTfTIrZXDuNvOUViBvQpIOy9U9SAggCahucZBjjzmB7EA0cH4A6oLRVyenc7J53peAp4Og
Qz6cA6I9cu60FVUAFEezXTBdHsAJ2eabP968kHhU+Ey1cd9j50PWvcBJMjR3giG1RODAc4KzpZwQ
6kXUUsRR4xPiQMF69v+Gk7LAMa4vGJLp2B6jFLmc10WrzRWc5+jd2or4pYGtoIGilcZvJh5juDdW
1MVeljC9dTOrkxfvueZMz6i5JDCWgUaRj0lXqA4wxB4q+c7RGGqTFUcaQm1Fdskg0tTqcVwRuE43
nrZSrC8v4W+g3u0bqS7O7Mq5b84lEtLCXabOc9ZBJb55PkzsQhEtrpmcJ5a1qWXAk2WrwRGap4XN
YAj+mWJS211Wcs5+/fk6iGCOaBvcnkQG6kQZ0OBIX1m4wZedYwVT2wKWwf1zy7KC5HPYdUoc6JTx
C/5Mz3kAvvwzdRb6L5DRdSb8rGW3trZh2GyPg5Yo13QTclNflm2UoBK+4PlZ0wVb7DUmGOh567my
i5QgEZq2L+R8+RnVr3IzbQYkowBuHFOT3x4o4NECsF/3PJXs8IAK+rJ2OzY51+GXgZvo72uvUSvE
aetvsj6zV8dRWLPxm7m/OkYVmXJ18CzHCtdZzyimmoQ8u7LqqeMNNl+Cz6TaCLknfdcb3aIRLUeU
iJwT6lmztg4doEyJb9H4l8/LrYMZOdGeYUkPxa89hHlB9jdxHXlrpqx0Vn6sI5A08/Av80P5DUdT
6Z2AGi7bmBtZyHfZ95duTByl2d7lV/b4TTwfIyEV7GCuwaKg8U59GauzAL9JjuO3lE9Qw+h/5dXu
v2C6D1HyjlILmJ8bDlBHCDJBS3s0no0oYOdL4znodjvfbGbsyo9QfcmYqihn7kGuSF6peR95wNxL
m6R5ZZrIrcgBYGAIQNExoC34vu5Br9zwN+Nh6IRqpKy/c3b4A3iwnho8kPKHaqNu8S+ivKCNU4+T
TXHYzfdBmYXBwgb8XJE9VyI9XUjOGJkRDxht4CtGUzfwYygzT70qnaEycnfAm8OD3S3kzMIFrjMH
F3QYWaNICeeIptbmhdiqMrjUgFgm/u2wNCD5aMdYSgepLW8lbmppU9/ctvWmWLDEGZWz2LxNfnOu
idMiCFHc4FGV0uIXBBwjmWhqOxzxiFmm3173PTsVu0O7Ho4XzeACUe3JP0lH8SMqbxTsh//Wh+DQ
rIhjZ93LkWORbCIb2FW9snQJ5yonPH0nxcz/+/Rcw9ewl9XEsNpypQlHfyliFUnVx5pvKAqbz5Ie
AT/lfNBZRF+V9OhDh5OSv2PWwgMZ94tA1AXXCdrx5lMYU2Mhsw0pt8A4Puz3pH8Mz2BA2JCss1bl
7LDPyguQzkXProKLd+RfQqYrGwWvazZU2WQpNjXksH1i9qLyKMY81yOjjvtGG8S5wkoIGMfOxywU
+IEf1n3N6E4Y41pHICqM4k9JvxxJ6RmemMYtlqbar35ZnT2IN1UhxK9IU1NgfWgFrhCsI+fcUAw0
ApVAZdH+FPQS+TwJWDRd9obBcYNi/uEl1YMoxfxvLb2u4x4MfMVZJhZz8LR6QAur0measzpYFiYZ
M7/GcqaM4t97fZOM4WfPLgcKd1hCcGRGj2lu+CbOV5nMvrYxQXZMGIaKkcyPC1NjTFplI+dIzU0Q
tuBr/iM1mAmuQgWHk2cVhsJW6nTA0s4G+lPlNtK0gVvoG/h6+LaGZv1a+3dhooWDXIsjsu4l5BXI
E69I5T5bGUrdGbkA/kBgkdqUlPI5ouG63ZV/7fmHgeT6hNxPv+YiJqEz6ngsB/7KYZI/S1iJT/hM
O2uPd+vhtRpneELIhdxP3Lase0jXmfHBS033gevp1AFdzm1Xieecjc2/YF6jv4KJDX+W8cc7ETSa
Cqz/TjWVL8E8N06ipWRaaf5iNvZM4jOtf82CGJeIy1oC6jCsQe5I81NNQEpAQK/3qq2iA8OATmYt
P3Kg6bvOE01zFerngLezEEH+4Ynuo1xOkxCnZyfTv7qk6Ba5g/ZDN6LqC3ODMc/Uj/jHkNb3RjCi
8IjGjruWcjdxj6Qgd++OIsFI2UDWsrxbJ4KsJMYX4dwKV7hF4yXIga1qheZr0QpvHGI4aFhJRPpv
3K/wtakYBhBPkJPxAnRA8cJNtB2wj/4/Cs4qLArFaeN2HLuPncfuRlFQEOmGhaXZ7u7u7t5ld6ml
WzoUELFRsbu7u/X7f9dzM88z78y8v4sZJx86vCpY+OzSXpTySB7hX3UawVdcbioqqHUH2Zqsc1VN
xE8ENjnA+6IuKuwtuwkJr6s9O1930jqEesuDhRYguQ5UVSohwpeIn4moEmMthxjNsiZ9DocuGpEj
DC7En6VsAo/OKYqz844x/NOnB530fym7lTCGrScUAJSmR903iT8x3QZaur56dU4FdgiRmrfDsAAD
lH4WL7Pcbr8G57RcaEows8VpeZMTHdLyQox6hrueQ4i7z0kwpCc+UInafJo16twE2ZHdjsHiLvgv
+1HYZsNPwv1cIWeVYwMJi5XpAgpd7kx+vPCnlVz8hB1u3kzg50L4GyYurq+V6xrfUvhwPG2GeUxt
PZ5ptxBmwA7hEJoKO48x+v8v0wu7wsmKRYqywi2gV8n7gyoyudjp9aeMeQX+zs19/eJL9JsFW+XY
1AYGJmwVd6d1VsGcstnp3zkL2JWliY7HRTsMQuCnrC8XfhVRi5pEQk9uW3t8HbvMfss3xm1NxXFh
KkC2kf4sY0zsNt9rx17Nd62fE18bwiGn7qE8Iz2nyi2LgmuxCtt4RpJHwhfm3yt7qUsUtEZfAJ9m
lrbcof/LmQ1LceloUFlb0kaXf+sgYR2mWd4LO06cZ04tCo07iuxAcgtq7fo9jwgf1AlnfbHPCk/k
fearURuQ9T5oZ4+7CJjqdoruCXXwrZ6eKwu0lenjKDuVC8BXip4Q6ihLdNdr0g9Cjqanm2qX7Cfo
Ydp+aCv8hspfMFe7zaKyaApggr9Fo1kPHWuyTm5ZVLFCsZS9Rf1e697yjttTOLQ8hTwLeirtSeQ3
6hPOEOH33Ibmx7HUPUsdZEYNelFqFmOq9DBQADuVMc39R5geNc5VSv3n0/f8lMhHdmbwJebdmm6c
wdubPEACxY1OHFl+U03ARTIBjic5kNx5OaZiM5MJ3ykp3x+NxyZTVO/ZpCiy4R5nR+5S0Wf9vqZb
yaMEF3EdjF7zqJLXJ0S7RulIKxCmfJXYNrNQ6zWwWSxTySrBD1BEkhI7s3SlQBoqyZ+GijdPD+Qx
KHkyfIiNx60vGcqU8S/I92eEZAFEpd5oZ6/gYsEl/HXVqoT80m2imaw7tQuELu0dLwh2LSMhczKB
criHNIf5Sje5cI7RrOtHVGWCGVeon6FRlBmJuI0Jvhp6WOX47Gea4Vgl64pnOrlHez4zQTYXV9W4
jPJmufPwQuY73KHcflSxPLb7gYVYM4olztgNV8gFnJWsuh1TsSb7f7JCXSzonYYaWL3dKP4GfaX5
UaHaNBrTDD4f2BEmZBzSrtMvYY+BrZcdk2yNbOD2e/SOcND20jvmcA3L0Fv0J7O21OKohBqSIt0m
6kvkl5R8yjQdxKhiCTB3fB3GaqYB9SW9XROK/Cve7LigBKmeHFhnWduUlzMnb62zZH907gH0cONQ
3jxJcmlK5vHUONEK3gh+qa6rP3B/WmtgDDn7ad/JEAc8VNJ04A7HJL+HnA564nysY6bdA+IpGfiH
HS08UNFawyradfm58qlg4uWzISWeubJo9b2yp6LDQTH8H9TABmTQI8h3qcLxUGLOHKbdnfWRPTd/
Q8Of+FLc+pCA0u1HILWHnZerm6El+qFE196LbCf2GutNRospnzHBIehKatjRmgP3GkcArltV+asH
78MGgoehFoj3Yx5pF9SnsyYhN4JeMtYpJ4Nzs+dZ75Ibwl+YxILgyiJnVFi3ZHLhNKamfynRq2Rg
yIZM/hk3F7Vd8ad4OfuL4VGpr/YhXdWbyRPAwG6YG5QmhSTBuhrBYjEiVwbRvTGzvA2Oh8rvhQ8b
M/d7k0IJrKQlB2d3v6YsUH8X7e5443HrNyJXUOt5lwB7dFz5IP++/ZR2Ri0olb+Ha/wp+3vhJeGe
aMml07NflRH1A2qN9gXQylst8gMLPC9T5op25d+xxAbv9z3WThaRGpP1X1XH9j3dMRD9GNCcngg+
6NuX9lBz2f6Yi0wqW3OZFtt7wj4NuXjtKNN4LFb+nfNLm5M4Rgc2UfRXcr5LJpd+3b8f77WvpmSr
j1Bn6IGuDXR9ywP5+Myiht3BlZ1sqUL2L34gR8ibYPanfifbCHsTTcrf1Sbd5/bRlCOC8+BH7gov
97Ybvz3bRpglhcUQdGZJWSWcslEUoi8AtTW8Myq4Jm4aajG2hX4SfP+cXVzfmkCztftpUlV/JbPt
WbWtecv115W/sz9bdxf84/yiNokVgHt8FOdFeQ4Zr5uiDjAHmLnRRYp6SC/zVOIcuNKFlK/Xt1hu
Ae+DPksTDHO1rbDJ+5Zy/hDlirdbjqcO+m4BRtQPpQN5EfxFtMdSLB8TlO4ZS9gjxmh3NJFxy0QF
1gYMn9sk2ZVep9yAKk+j1YWYTEh35CadM/iK8mHI1VR5vhR8HZPKnjcQW/i1aDCiS0YmE+r8M39L
P2lf83sbN5F/tgxD3TjyjvQrOwa1qqTxKK3IV3LIM123tfq3La/hrWmpZqrahTgq8VL+8qqLCmDj
Mdw0eQW//ChjsnhXlY9xELMOe82sT36vy6FcDShHApMYxPMVnYJWt469Q+zXjs47XkPm+4m5HI9q
6d5kxi3lstz3zOvORdgCjKR8ozxCo6VaCaNA0gF+B7HmO/56+NbImvwe6A+ClrpZQeYu9/5te3gt
OSNYNqT8EurK5XdwfNwo7EzPC4AbDA//Ily+7LV1rMciH5DsY6d3LODNZrS0XwB0RvD2vixnmq2p
Y3n/YOSSGteZfdXcaGglPpPqjDiQJ1noc6xWj5BAlwLC1NDfC4o8s8mLuXBaMPI1yqQHs0Dp++jf
4WUJWjFWdy/jSUZ6fAykCvgq5pH5iKso5gtvGVsZCTUNgSniKSWsujLiXMcXShTjfWIX5XsyUSNR
/EUVCbts91DH4v+114t8jW+tvexw2zHp7aoVCPbh71KVGlIYeorSuzeH6OCaJq4tdFJlVzlmijLz
eeVq/TTxm2KqZ1jmLF1xtg9lQ1bkQc2jlVCFSPDQViaNQ6IKwilvFRN1c2TtpIH6UyyULHtFQu0W
mjdzrktCLLQQzFGMOF138SbbbGEV4nLxeAhfKsu7CV2ljYDgxRpEG/OfTHBLPjp81yfdCXYDCew6
HnbZfZ56DhRdAChTJFpkDO3ptEFsnznO9hwZxtqKHMrzg4ea+vGFyooLhZ6DonGhciwQOpoXAJlM
6ktmZ/EFtwla2VZtLieROU16xfQb1i2xC4PZK8qa1V8jxycDkjGCX9xLeGNyLvXXlm37L7zYU4iU
tfmahf7xBWqJex/9sZqSXi2J6HNWcT3f6XxFVK4re4LyCAtMDS6Uqz/kPTXNkXxp/kMDx64+TZG2
ZYWv8gAqK49j/oZ/R1PlANw0Qxqi75C1jcuSixc46ogE+oLGAeV7Cqz4YFSV7J+i05QUzSPiJPpH
OyA9h3DT8Z/sqT6f8xyrNy4NBfhGVlz0vuYJYr4YvIkPPaHq9/pAwvDaJJNG32BmILtPYKrHrbqp
Grb8XS6jZhGwEFeEu5a/wryVzzpEy4tLH2Z6Yzep/mGeZbhUANBDPrZjLnJCzhrGXc3ollOAb7nV
YiRrmYpY8AF2hukBVYIrwJvdofqdCYwKo/gBNUM0jLywJRLGFF+gdtFeJLiP93oSnVpBFjmiqgQX
WM8qJdv3YCLFO0qdihJigyDaeMBvYxwLO0hdX94cYEhbSzgh/laKLZgnL6PPEk1QJEiNtTdBQ/KD
eo97AoA9jFexE8HCuEZOAvZj7oOGO7GDxqM5kbYigcV0sOwj6qGeYDspPWbVcaexcmR/cd2yD8Df
7vf2CnEmdYlyOjPdBKq4adBJ1mo75WDUCKuC9U9umeknbG/tAa67eJXqo+h/haNLaP72h/lxyBJp
9j6Y1O34w64DF5jWaGenqq3BrremEDKXejJ9jeU/P7h9uaRCsyElQSzC9XuPo1hcU6ze8lzov3Oc
/xnnpvjJJ1bR+xCNqhSExwGpHkCM1C43LSS3FX9xB2dm4nuroN5hhyMJoxPOl+Xx6J696QXcZ6eB
CJihrqQ36SWrkfrKtlhaoX+184/6s+04cLXOIO8GOtwTnbqMn+xhbfe1t4qqDs43BmU/XtXgXQa7
NxhUkYbdA5UiLNKqOjq/H3bN2au5If6tSzD9j2q1uszvxt2KmoPL+ZcpDzBhjFWo8cm2vN+qlceV
Wd+bR8i32ffYSLRP6XQRmetALBSVcV+rOnH7I1bnz5ZZuHkNUHmsd1F8NLvvmKqhgZMLQ+pRxuWU
OVpab6zxzT6qSpNDlzg9m8r8FSUSjtjfV8kbl1ytmNiis//CMc/6G1GuWVqqaDSzLeUm+QYYfOhL
SAdrs7GIWuaaAZvgOm+4mbSd2q9dnrsyM5fbp/bzPbaJeWPjVxePb/UwFDIVLAoyMXN+95aL06iP
ERtpE1VDO5fEC1QN+I/c4erFUmtTNeGfVDTZqrzptx/7xZjNrlYi+A2IVuxouhYu91Yrl1V9k8UD
iWHrzQtSfwHeIX4YB06ErhnBuZ3SG6OEzCGdlEKQT7y3FFeZZZIyZjLvuiFJC1Q/2PPcAQ35464k
9KaBzwVm/SJA8gryOOx3WIYrTP8SUq/Fog/0j08Tsa5CMwz/vO+xNTG6IDc590yB/I5kBfG4EI6+
Kp4fNs8elFZs6CXaqidxajR0KA49YIwRnGBd8Wv9WtJYwzzLPBicdyyPC+R8K1sWAxR8QS4j5OYm
0j7zwvOdp0AXXcDJpWu0l2LvsF2iKUqYCy3+ebZCU7f+hn1W15WozXn7RCjahzwppZywwzwl3y+N
knKv/QK274SH76+OZ7wR17BQ/BZ3Iz0++VnC8qJ9ZeyGStmHkqvikvxHNbyu47xVZpNeDFzsDo6M
pvqxY9BryeVEacRr8WT7RpqG81HDxhZrx/JXmuwJQ4oIxg94E/MsZLNkbtE77mb33Ih/wAcNZzk2
xs8KcPkV0CWv3ZieslChrIgRkCxjq/dgniYTcV+9BCUt8wZmg/q6NBo9hdWILAEttrZtoXG6Tj/g
XS4+zvyQ5Tm0jONv7qgS2HfYLsWnqmIl95mx9LK1Ifga7gvlHOoAurbxelIEo0+xi1nJnqCr2xMc
cU66jNWQhs6LwgHgwfQS7wp0XY1P4Mg/IPaR7lP2ut+BLAFKxDdhW8p4BzBvdH8hRoikpmCbWc2X
ax5eRnAiTg3njUofExm7N8IShlspKA6rcGvq92/uMVy0kCBj8x1qyo376+rEStcZ8caEL1JRxS9Q
KM8Nes+5Lt/q2S7dQ10sW8ZEH+iV/cg8RnkeVKOs1qoMy5XDHdllE/hhwhb6kYgN9aYMi26fAaxc
wNte8ElD7N61FMBpRj7gzmCgtHG4iXk1hi7mDLrE9rJxMh5POSSXdfby0Ow39F9p4/nHDIvxy2xH
+MXmPmRJfbdlfYEIvOlwN6frVAXxuDZO9iIhoyRfEQx4jaGTp6pyuPu8rym/uz56WzgM7E3zgjxC
/X3Rg8LLnne21FJNVbPt9+YpXLXUypxmYGYHxFVEDkVjZEwfA/OenEFrb2xPgnDn5oQy7yOfqCwU
dUNmVLc9ODc8D10BSOZgIyOTKnucfuqIhHWY05JBCcl+1CzX9VdC+HcQIuzYzhz1Vtvz9h+g43w/
H8/oYwJVf92jvAJ6QA23enic2Laxem3LG8cJe09Hp+FnxTx4qLuBvTlrqJmOzMJ9AR0I+8PSk6p1
ZZ3DSYul521iMJid7djHHaF4l32Iy9WF4TLt3SCb13/LOdwPxH3dX/GJBq/Shy6s+RwnEXy2LRHd
q5ntKKf95NF0591vsDfyGKrunK1YQ7qDN1D+kjiFT4tdwTtW/gzYyWlUlqkJqtDMc6StTFR9ifG1
02MZKeziLRVslTIAR5y3FWTUFv0Ns0fxCDrS6KLEU4NobQ3jCYWtPqLQ+7gOGFt66HX+QKoBq5FX
Od8oGsjPrBMTp4vMOdFkhtiKXGr7yAqXhLPEaIiUlk83cIx9XAo4AhoXe2/vSUWKesVOTd5fyqWC
5LypODinwqzyPdJ1YLCy++fUHCY1zbnKWqCglq9j7FGfJMAMEzl+jQsT9CAc6jlRy3zpaFXq22fT
29OfSI2h6+O7WJ9b8kKmE0dKmR6EIDR8RNncjjT0Uv6kNRrGHfmP9IKYqHYIRWo7SuihFuDbaFj6
pqIx2tCSNaZB3R/26jpd3Bp4Xhqg4Qe6r5ufekW9FEuluXP+VDciJxh5mQ9KrMB/iof0N19VKtfU
RxlPii7VsXVgZq1qFDsYl6ZyuGehJrVbHPLSo/RHsuN9NLzQlVi+hHsJfsez1SyxOQxzIr7C9zEW
CuF7BAi/ovmoa84JpHBOkjxEvowUYcrmCG1Tqx3ScOJsfY9kpYjPyHTMLzQ0jEGfIW0ygqpOhVxr
XMBb0wiq+JD9LFzBjGc+FN1hxRWhLDKawICKYlmDZZvRidIq5LCEaYEvRSDWUkUtfSgjgXUD85Mt
6RHw8khn4jSe+SrTsV+OJgsavEFfCO7Q/hJ047zSH4T92dddL/FvLEUyW/kc6C/5iex8UJ1pFGcY
Jsekw7yMxTcoAE/xS4iYmsslYlG1aQnmacSUWK/32scFnsXCHXkj89p3DpMwi0flWDAj8T3ZH/NW
SttPqdFNzEH1W9DCCJKskZdBGiZZqRiOmOdsos+x3WBflt4VS4wLGnZrF/N/yFUkQczN/MfcnfZH
7dD65Lo+bQ+LcPhGjT5+evS6i0rUB+zCPKlUa7uaALI0ZMI4ezW7VVrhRxYZd4j6sqhP0C3iov6I
yxj3kglSpItKvGYWxexxLPb7aAq2EWWE1JA8ZV0J25RV4bKxWp3FhL4CF+0nOteX5rCK5lccT3nE
uiZF0b8e4ih94p8hs03nQVdhC2treCn8Aek4w9KsHtNpwCpGA+4YRqSEwC3AEpaWsh/3X/+q3i3a
28YIVRU+N6OZKiMOy90pyYAthTjJh9tAoj5egnkJLM64SrIdW7JsjfguAhj80+CB4zGTabOro8iL
3E8O2Mr4TnjeZkZg7PvGA4RdxC8ZS6QY4vC6AeJRPET2tX2Irwvr3R9a+NdB8TRhLEGYjAS2GT4I
PpCYDDlvP2vPTW/Wigy3jrKcPtoQMCPTpt4NJvm+AyIghrJdaa2pv1kjGbSKR1a7YjVwuuslyUGe
pOiv/aibn/A75CjjJeJayaXYjOoswGfjCCKvLcVyWHq3GVd21f6CejhnXDgasMMDJvwiQJ1H3MHc
d4XKykRObQWfdka/h3ZS1yKxuM7WT2xtSSOX6qEf4udDsKBvikPevL5TNLbFaw7Ab3NXZ/uX5aBR
iMfpwvKxhKEoTToGbs8ZlWPSjARdET5jPyW+Bu0uEST6mRPKG9VrejYWHnBwbm4iLnBG5wXRE3Rk
cZbpmvniYDNHBFhbvIYoM2Lac4V/YFdlv3ImpV1gN1hPtlzRmbL9iJ2d483vDZPUO8Pf4x7Bb9HD
5ToNwBZAHSSHBOIjjyXeqHsI/i8GKm3LLdXtzQcKJ8H7KNjaI+gPVkr6b31v14HQAeIHaHokffeF
XL7yP1mwck7YgrJ/orv5eXwS/sC9C7qUoqvIs3q8+yKviE2s1BcfQ01iJbZb9UnO/ipiVU0ToKJb
NRasouwTrXSsWPqYN5eh95V692DP8ZsJQP71w1jiuQNMt6u2XxCfub5mTNHm8JA8UV6n/my8ChZc
YbHUyPKzo4L+Ekeknay5AA8u5XAXxnficjuXO5+DKOXp+BDF/dwnuWll/pkRcWblkdTh1Gq0lXua
n9+XqZ8EiO44IraWz5X4Si+mmqkJSGFDGHBJ1lbLJ0+9Zo8aoQnW4uQfYxTUzGCcCR66Jys3tUTd
gnxkpvHqe1aJ7/BL48akjOSuh0Q4LlE2wbdANmOyi7amuGMJNFnpJXpPaVzsMtI93OR1a+Rt3APK
OtNMSulZNQqcw4vKqELyyaUjGPzQj8YdZGbODliHoojYYSFZbkgemAWHVjKYynzgwcqe/H71VeBl
6NAMC0GouIsM3l4b8lGzifJFeo0Ia4nhPcqxCO9qpfrSlLssLb0uw27IcQbi31ti2dl1503sfUdK
quX/A2gVmzJZmBg5IpUI/pyLyeuSn+csqTHQeskte2DYo4KwvEEcCH2kPpaMtAfyFfgjcj7/Wsxp
wwX7COK2si/IQIJI+nsfCWEWDbT6kS9KmP80kUSSNHrS3kqrAVQin1/3xndHthb0uStaMphzVwxK
XFPJ8vDpMZxUubBEJzoL+anqyD+cqMx92r3C0ERYqfOiN6G25zVwg7nDNQc6YuzRORrrRcAVVLRy
2ECBCcAr2bSD+TSqvbr5zE7RSWMgF+oulQ6DP3PHFW+X7KS8jV9atEO9wjNKAcpuYz+x3SVEyu/V
pHGiaHuCR5Gi8TNOv+ZYWctz94Jn4oug+9+tRkMJVQoy4mJtys6R1angcTURxt/ITGBoVxgDUniJ
uCScQDoBzK6cJ33LvtBklTNxt0Tx15+VbeH6c4Zrt5WPbSaZyXRYY79mdA0k+1/xt9ZEHpM3Jq7O
j5i7oNupTXQ8Q/YWOVA+LRa/nXKG8rtGnIPYPAh822VC1fPa1dPrT+cGZK9TXoCYjD+y1vgKnDMi
74v6JZ9sy2SfzZi8CZLC/HrNjrZxoJHNPvZ033IhhJBbva/qQSLTOq5gZZld6bCOVycp7xLOs7ox
b1PfHm5I4LoT0qcrJtLtWb1gtK4lZlMus+hKzKZwqn4SKVgfRN94uBUdoyqv1XmxmqvZU/7XE8yS
HZZXldMLkozDuAszdJIOfJ3ZlQWs9pDGyxuTRir2YE3s2LTJuWdg/+JbjJW4zobVqeWhIwljLc59
jxGdJK/Uy9uisGfjjizZGFY+y5aPpyi+ZU8HL6Clxb9Co6sjU75SIuBG7HHaIlo0dg1yba6yP8lW
EnYx4g8Kjoq3/kD+TD+Ivh+wG1pGzdfKuGitx7SS8jqfYEYdJjqwyjGORw22zMUiOwW1D8/5gnoC
frL7U0QOexnohQCiqLNIS+RdR5xXuuYdupD8mfUz0pT0mP3IX5zcSFuqFt61sf5yP2Qcz3uXq8qa
ULL6f6pboTh37NP6jsybhc+VU9N3Q1sH2smvwBtCZ8if8zulq0haZX0uuEQeeyzrReki6YoBHMxo
urxhJEMlSBcHE1MYdHtv/qLmqwZBu14X0PEyKYjixx6REG+6L3lokrnrVRPN5hyxps+eFXDHXiaa
JHxgv8sEsj4ZWyVFNTHLWJrF4tM8o4DaGVG83gW3rat/euC68BR/lmKR4lfCLYjO/Neq13KzzppS
xBtSNlNjIvYL5JZJu8tT24gASE/teCly516Gy/0AXi6TZi90zOTwPBzoJbqTmVwHpBSYLcyOcFK6
LOKumELTSN8n/S9CvlB4ThyO3WSt0m6ydplGoDWYVPVGiMG4gu6Vh0jT/B5gx0v/sj/oXLoHXAuw
AKzmU9Dtkhm14h0UYe0hnKoj1wWenp1YsT2TRwgP3UpcahzKns45wyaGz7F+AYR6n+HfQY7gtjGO
UFH6dbzdHFIZPK2NXGEebi+vHpt7OjQ8+UHDe0G+G8a8lHU5bA6a0rS4K9xgI0yqnpo71OBy/W6Y
6R1LnmP+jqdBL3LKFbiyAOUC/TRWYz3asL+SlR6cf9FQACul9IPGSx4hvEeCyNfKQkum6H4yh9Lv
A4Zb3yS/cGxtasyBKpI2gKS+zCrZOdzB4oOtg+R/BcWiYLkP4DX7VT/Of0y8cPNd4VVoWseT0qHs
37ZV/H+E3Pgg7b+UTlqkLCohsSYXHKmf05Ahi2i8776Y/UnQqroC+kOYFBTMCpLPITkLTpW/Kcos
bc2dSe120DL0yYszOtQJSAeoLmUkaRjNH9ciH5pe7isq8EueC18d89vg6VjvphLWxJ2ndyNGpnm8
40TvsjqK7gn1Xj/80JILnE+MftklpxY71JZtRUY/lbbrLhpulL5Tr4sCqvbHOs1HEPOEEslKM8rZ
yb2ozK1P06ruv8Eain+EQoTrfNn0utIXnHWCx6YpuQ2O2MKtTdTymy1ufQ75C3WnTA+Al5T1/Uu7
5H1DACZukl4KsVV2lQVlI1tDbbdRAuMO2QSY0d7CnBKyhNlK2iu8rPT67oCDCyrqUzSBkFbKuP3f
Un/Ubs2rMoQoXos+FoPwjVos8SpkHWsyy0j6il7AwCi2xhp9p1Dr4qYCenFjAP827jsdmBjM8CR0
vLsqhGnaD2bkzAqB02y8CIddOIm+k7uWP1YKcXwB2VNnV02HxnNugqIocWXl4hcJY/WnaSeLVlZk
ECHYJEx/agIl087uSLOvFWNT/mUVFEt8/LzBexRLNh5aSSgMa2zA5NQbuvoEFkd2biygNel85mfp
FM192QvgP8aphHzlQvYH5wPJa7ymbWo9Ov8D8jGEao87/KrshfsxZkg8VnauAO+KRC4rDkXugf+k
jXIdFsSlndSzj+KSpOqo8lHqoYI32iXiG6flygW77EoroI9XLz3rHJ6WUXLDO0R1WXuhbLHSG8IE
TlMOQZ+tY1Qs8W2P3CuH5BBsVtZn+qSC25CtB8ezbpoiGqEgvuxk9pUtGpaaNZP5nHePr9gZnL80
v8awtf4pMoj1Ejczp0C7fXBrMsq1YvvRhGGSr4ePOZ5yu+1Hizzg2TaedZ0GXzCOBgUEMVjimIR6
SrviJHNcxxTJR5tDdZG5qCLQNpyZRH+HpcNH0M50zCZOS4zJa5PEyPvwualw+t/WOuGEXMrucdVJ
2tngPzlEkdGL1/rzMyFrAJ3gH43rxEpRT+O8VFB6khBC7owLNpRlYaqj92zN+PfoT+kj66giogdE
g1VMkjamv4UXxy9wJLp+MIMzF6eDzRm+W4BtRWAUuNxAFXH/S+dbgOGbUXkWf8OUotvNtda/sp+S
DPq4E5ukofBeG64UIcsLOm16yFx+cbGrhVaMhuFn754Wn8SLjdNKP3oHsxiodxeyM1YSH7ufq5Yz
RxWD6iTKp4BKb7f0vmZG7Yb+3pKFxa+INVG/XdGYS7E3CqZoPUIgWplkZj2X59XdZ0ejPtYRFbK9
TVlc6/u4AcOYVGTMGYFQGe2eROBQMLI+U4pgOGm4ZKjkJP9LTRV3CUWV8W/BaJe/sDrzgXdZ6HWt
v3iOdf3/ZvEezQMNjvo84C25q+a55Tz1csGZQllyn2754TvxgTY1jJP8DtzCaJd7SXeYP2xf8G5b
L/isO5LyR2bZtQX1Tl9sLo6qsVQaq+Q7EwjCuPDZjUedxKwVRrG5TBTT/8U4gFpMBiJ3FunSD1PH
5tQK6+DXcd8QSe0PJTmFjX4rZJcw3wIXN57VyIjjCDXMWXKopGlAatrR4M+8gkSm+wJnCBXy9wm/
OTkuW7EvYuXmgPRU5SrHEcTqHJsynAuSp9BSVKsypTERDpBpffxo43frdWwcYnbBMsS8xAn60n+z
AkXLlMSdmG/YMPN0TXuvR1EEyeZ8Erj4+Sk5UWOi9UE7pSsPoICzLM1FZCkYTiFuRHYXB3HHuAMi
L4FqeP5agUdcmBsh9JQbpHF/uFD1IHJd5lzVeYRD+Uv3hBySfTjsmPB1DFcyK6oKb9hfHvUy/BMt
zD1PBHGPY2bgMnhjM+tS9Im/Cq+zTqhdPketFHOSXlSiT/kG3xp5A/Kbx6hVwupAkYKZ8uK2Y4L/
wsvAnTgwYbIhULTkcl9aCtzhd3vB54Q+6h83qnmtINj0La+Al+6eVNssipW8TCgH3If0HHrOHVa0
ysLnkI0cNYApTX9czGIPqUd37GSSto1ixkoAmP/EZyJRiTZOFm+k8k3Oboy/civhcnFkXmjprmMk
dKb2CbIWpMuLQQFhH2X3+095rCmosoUnAxVs6BrJFsfQ2O3JX8gVLLtkYzoq5z/n/nBtdYcVYr/j
OCeeyk7jTJF99y4xkRN57P8KcyBfKJ2SGXFK7ejWKm1exD3td446/Rt2Q2IodV7W7+rNoz12M2AO
7z9Vjw4kprnGBwyqxTVH+Y01MxKXiuDgCfyplaOyUWKXLU/7QchOeRCy/9Bn6TXQBPmTqK7QjcQv
B6eCOKCcLKXwH9av2AX0L+KzxhTSZ9twvdY6zzzQ87TusP2nuut0Eu1ddqi9i7KU8U8KLGel/p/G
6EP1ggTXQUcrS1upLB5vO4maqG3ee4u2BT33XnXxa4Bq/QyP5rqqTIi6I7pUDaJ36L5LooufwhdZ
P3Uja8+pz6VoODz3OnC5dUWKi4iA3jTPYu7MdJpP123JH2XbbflDGJ/ehrvjwpjP5V6S3OIfQk7q
/4C/qF0E21vprbp0QJZ9mnOj4R5bFPUWj2WX5iZ59MaK0uIOn+q45pahmJqLn0/5glrnQHp+5L3k
1GSqAGb08u4XcDbtp9Hc/Ah1YW9Q3nbbj5YDmvANBzLD47ud//EOxOzBtmg6oddoF0/fTXtHgmsO
6afo+o0/hCOkL5Tf1V1sNC9Duwtcn2VIMIIaGONEz1QZ7FU9z3IusG2YnQlCuETTtu884p4rKAis
HF+7n1/AUcE3pndlfXGGisqEWtpcjM/Mxd5RiFIPqEEGBPBT5O/83Ypxgi41wbqEBqD/qj6VcTfu
KRa6J1Z1jsAuvp3KCE3nvk3fQ6m3zSbggVcqZrBvcUJtbeTHqZXa78U/iTEKTMVtV30TuOiDX6t7
G/HQ5SfmYvuqrB/4f7UxmcXufREnwW9wP3zRunWRIXyYbkRhDcMbcR9/RwNVWFLDMGsI5u6bxAwL
0D6iuhuUKIE0sfMLo2/hmN6J5FMZxchPHCutQ6Xv78iP77CmWMQPlDpcKXgppGJQz9nku87Pyok0
hfoiLTvLrH41hzhYO9Euuyas5F2sWklYRdqCXuOmnkit8pKGsZ81TGa7C4WkAUNtRgYlJTofr0tN
M9mTs38ozUsoX/YopW5uq/tE3Gl7ku2HuVd7IGac0G4eFzWqIx6ZzPfThrsq8X9LhnNm4VdXXCaH
Ckm9lOIuYOahk9yncLj4jRaZz2PYIuNq+OwTsvVlFMVc2au8g7KKbUHOJPC2Nia7AvQl4WvqZo0T
Nr1m6Zkd0Lk9R1GBEhSSiEwQYAwW88KAfNX0GLutN/ZZWjW3ihWZ/Mv8wL25LrcwsPpvQCd2dOMQ
PS7dGDDD/kv8VHMbtxVbnn+xvUX4sHKqyuQ56+uPXeV6yCKw87gMvRw1M+tv2qKGw6ZvwtrIMZRv
28LYWwR7DQXE6wSTfSqaKNyzDyI/IW+F4cIu4tYZrhRmCb/KyoRzyYsUgYAHpBexv0qNVR9VJCyG
cZLKoJZlsHvXMP9ojqYsrnpfI5CXgMs659f9ZlQfHOzsohxVneC8oG90N+//TBbqUCcWSEXgU+JC
bIM2Z0MwTM/d6HxCnIw/AU2kfHUe0H1SfRNP79pkDTXwUfE0CWmerVsaXH3Dlr5L6B8KGYoFCxfL
riRlQEbQA7kzbPcsvdwis4PhYKlpasfCSqBxBPcgNszTTctGaWW7RDfix4nuNUIpkNqpqe1RM10B
kquYV4dG0oqkFyifqqQWE+uSKxiTLMv1AplgdQazFL+prMNTqtkBqk25JtpubakicUao0U6pG9H4
2cK3TSfMUxuLB6kKcX/+/ciRxEWk1pLdnIxYNeKs6L68FZUO5JetYH+zZG19ws2oflSOri0lWUWO
GlFzMMKEj1WHk1YrzQFEaZ+w2oNbIBT3KU3aNSN7mahaDX9YfwCcah4ZreWSSYj+OKmn6pESHfy4
4yDna05kxTn5Ys9p2rLSpwWLWMgsYs8rcghwUmmAdMeBcO0+81ZchMaMaAHlZgYBKygSUQDqqiBw
xfL6D5DVgoLEhZrxuJXQbVB61nrhTfK8tM2gNMcw+hVFOYrSOJ8dpNykbkW0ekywSRV5zoDDH5kv
SXBrdk+P9q3So3Sf7aQ0XMDkSmmZpe9Uk4oGEB9TWPGXgzjyJbhXkJ+S9UnTdrVtOdZQpGALXyjL
UZd952sHaxghuJ657B+hQM4QWotFobgdavBgCQJXqGG64h/76+JsynFJXZTetzY/DveMckSNOnzk
zHgLVLZTtYLyS5W426/8HUFmI2fbbWJstL6cOspitjSSqaXdjeGZKw/NwbzL2a87rx+jPUEbA+PA
T9kLNW7xfYQqecbElbIFB0/wh/kksg7uQ9xo/m8sRb+Oc078mk5g/8qmF7+4thPmjxwOuJn7szVY
tgN6y/VQXIPkaC8V5dBaiXoiOOcF3Xl8nq4/PvLQa4QJ+QAXod6n5smWFO7FXbesTkiKsYje1DSH
j7XMFa/V/i/nhPnKIhpCs61zSuAkyOAxWP6Q5BLSbzuFOSJ0lW3A20R9ufVjxfuKH/DFApmqRFYH
DBCPEOlNRJRR50b4Y5sJVZjyI8H2TZSX1DOqbEQfPCobw/phe64CWTSIWNpcGhBG6BQln5f2Rlck
P4l+zdpKymYfKk+x69IA9nbNF/5FRzZrEqYrqhvVZPjFCuDOEOvQRMMoTRruBH4864vxeY0EHwwT
s6qzddwoUTPrAW0XHbsnSVkH6QfAfOXSJGhzPRSRgdhWdqZl2kEZY1dpdOGSAozohbcW90x1HziY
v8CSnNOKii0c0ybQDscuSL5X/hrQ7bgAMxVpUuoN3SlbO2fTMxV14uD424ZaQ5ZuF1gltzU9Kd1A
7SvJi5cfH2Q6VeOK5BiqeHb6eNvcxi4+Hbyc933jd9NCaYhuhmxHYYVQ1FCE3F7poWCFe7y+tG/N
Ry1CelPSmexKxAiOUr6Ne3ASWpSA9RcvU1SkDvHtD5+Uq6V/S1lLGuk9LTkRTqQlQOjc7K3O1J44
aAW/YWIZ0FNUVs3O9HRjRIDNrlmRNcnPzBzm/HynyJu3DjXHrHJ8S1tpeu+oRI+iMWzpsvPVJ/hz
rQ3YrXJjbNCmcn68iWrvVoCwNJ8wZoT5Y3AzK5xh5vYUgn1n0Q/MzSmj1L7Im4Y3wqH0S4lj069R
J5xBEqB7lwdO04yRyo2s8raW5flURP9+X9Gpxn65iHO5eH7jybgbmh3R97O3JQCJd8Nx9CH4fcI1
wjGKWcjTsj64InWV90zZTZm8dKP028HDZg5uprsFMRazV/M08zksNcqF6Ijc5jLCL+vPoX4Dz2qv
EJtkV3fEyU3s3Ztrm/afzKAarxZLViv68ofR09IkJ4io35JRCnV8MyrIDACfJ+cdmkz4KXjWm7+L
YHKVeNN/pUZ5LQJK2r3AkeyLKD/Lz8aLRKd1ETEv7lPVnvjFxBIlEs9DfWXNSylAC8Vvcpen3kl7
tnSp/gfHz5Lhcwp/Ugrtv1jC9OllFEpDmY06kTad09P1S+AP+V71r2iaep/u5q4ARYQLZizJvKV8
INjpm3foUdbT2DbECPApKyl0LxNXsoxCRQPDlifsKGnY3Cs/JjSgZx1Dp4T2GiVrQF7BGHlY7dwy
TMk80vigRR4EWyz08tf6nhsP4K/RidAGOIj/MGIlMJl9W3y/FAuam3LEmKA3IAyHlnkdoFO2dSa+
nuHn2Cl0oFvPcppRNVvOdc5Ou6jb54zOKRPfwlUJZtOD4AzVulKkWp4fkfwwtThlJEci+NfTLW8q
lYD/apfJljsXqJ5b2/ZHHv0SltCyRbav+Za4j/QYGgNAqd4I1m2089Kg5+nzMDCHyakJSW3c4SqO
zjBgbQlkgDYL1qasycnz3EcMeGlQUVYV1CqPFt5WF2nD6BeJlyA3CtTQXjawtqtDRYsgnQffkGkw
3hQ9Izrnz96ttOWKgRyb8ceFt/Io4oe6iSn5umYXFN5BmgX7Tz804iEUwHYbKmELlc1ziChduo20
VJEq2uDdC+9DuZVz7Lbu5IrztEmFqbF/yKdl32XjaiNEtxW5BQ5hXU1FKiYmkNNEacF8cXF5u1Di
lAvbgWVbIW28mxVtEjjrpnMgq5iEBm1ydjafVb/1f8isURtWj1Hl59+F0SEVki1stTWCfFHxzmZK
LTZEML4wnLsvQIZa3aaKxMm457hXh1emH2EWPOnDC7zXqjY+/i4r823KPsFRCIuKuDWVhUHeHtoH
xDONyHke+NEW6AyGvdT9DdtI74bd1Ftj9IZoksAkbLyQSoAEEMci7tf2yielbXSs0e+2dFv+/7Hx
MOxPypAiu+InvAwYPWd/iQjj843VIsrK4oPwN51v/OXMJ1X3kqdnsg/Za9u5oEw/66kyhaBcNbfb
gzJo1sh9jB7jGMO5lGjyGh5fZCO9hzutC61dlIWHBtcbCm5w1oketJdiH4v3kNKIr49yasuYYNlL
W5N+Gn4nMgjftsFXJuMMhyprJ4OSC5TsYeGPgF2VjWWrTMq87eHzvWtotNw9uljPMOLhZu/edOIO
0Rt8jYkQcy/fxRRlQiy71PTA5OJAgj2ZmLk4dxL8dG7/pR34teqyM7ySO2KhURA5J+2dYyqfaLuQ
3Y4Zn/N+w23+Jb0wnWIOLAPZS/77C//srUNMAqW6/Pru7ReQatxfY4uRANTpqm+QhjATv2NdcgwQ
CGCGS+orngU+gx7riuCWxizU1LR7RT94x2m6uHnYydX4C0sLBDJ46UlXVEI1BSGYqChhPywgoJqR
1zFHZZ9zenz3/B9EmWlvl8RRKKj26n+5M9pWpaoJmaYvODVGqwKKBn396T8gazrfCpfmaAQpRjMG
S8+yd9pe6ycRxquNtqfV31AD1dA9C3a0DDJ056DNdduUV9bu4f0t/Yj4rv4I+lUdk17LTFSE1cEy
NIRSRhRbWHTxvBpi1oWnhevHdr1SiqthBYXK3PapyP3KWgelpkUjFCSJPvBSMhbri+KisCv1p9mS
NmpsdvgU7fYaNONMiav5VocEfBYgsvFDzymf2ULJs7QsWPv/9vYNQxoQYOBhH8t7K6Zm4MC9njUx
g3XZtoeZ2cyoPLLNf5/THmli0Mc8nlnVaQZS81m1jHmKVMIwQH3OHML8lDWoZ+AVcEjBe/kQEoR8
lXUXQHNEuF1AL+sAt4+cTy0rOS3nFNVLV4CCgAvEn5Jv5880HkLdsh7vLXKNk7FcS+1v2Aetmwv2
oFnxI8X3hLBjZ8pOZ18mNxJQzPTMCle/5xExXOE+YINgmLeKT/sQ8HHUMeJl+joePgHOdqrChBfi
fzsqmBVVBGCTNmDPRzI5d5vi8WkF4anTrDqZNh85VgmA+LHZJUd2MIPhTVt0g1AaYiLvAfAJ+qtt
NmK6wnQkzhxFkEBBCh2FGzIwdFaRwIVWcPePbsrRntWdRA21zUkEAPEhn8gb+b9PxGWzBPPy+uuu
21c3rdMGHRwFGygLYQUzYxOjWQLRk5MNCps8mjKrEu/73miH22x3DCNhQn9gokb4D/Uiqta8OspC
5O/ww21WlZKXGT2GgLrY9IPAM3K9wctYyvmTclWucEQo5y16hrFrfVx/83Hm9synnQ3GkxtC2Sl0
CzUwt8xPz12ZeR75ixaQUsS8Uj+DvJPZU/oWPcEWgX1p0TD45jzcTMl7VPEVUFsSLqJ+aPShdlQB
VcQizI3+YX0lwkPe66/l/0BUrQ+OX1cyGFCRdlT3vWLgRFP9cLvAvdD9Vv9RfXK+fVdk87fSYZC3
dVmGLOUF6ozSORe3SDfpCSIO+kfmBGu8dl4hj9CGWtVexfts3IDpd8+kzSzclP5UqScdC3toXl2w
QKBo/iamJtwwr4ntpSXvWqPYQJlNe4M6XfQW2xDnh9piqs+ZD5AvHau9yoIrLhCqbtg5qwjown3s
XcH/gssVdsVN+hlQbdUoTQ8IxJekHcoDFizP+oVzCPcjbu3dWqVTNJt/khaLk7zz7Txlvniyovfg
1J671hvEu0wXaZYcjZis/KyEFL3XKjljau3C0cj5qpsxv2P+Vbypi2ZYHeLU5DZP7lt3ecqpnPmI
UU0TfNCiLxmjYWOV3KSp8pjqi8RPmZuzBnTnVetTRjU8TC33JOSkO29SO7JyhF8k4dKTzoo4JcqG
Ynj+EdZL9zmYU+8Zx7B74ycxE9rGZqx0cFRLiBNSILr9+/8z52PXS3DJRHycU952PvD8g3bE2NxL
ADmkW7WWPZ4bhrurSSitKf7ROT98nivIORw6VroXJ0lUMKa5O0IQtE3kiQizZQRuorZcTrKGnhRH
PVi/j9F61CfckXUCsp61PX01RMp5UThkb6ftPdOC2gK5FHGj63Fxr36zZXgBcnDPyY2IUcL7B9Zg
j8UnZ70V/tIP8TQXbuBbkiqi5drxqiwPOms8bLkEqm6ouBsFic2hDSadwH6roNh3CzLBCsoQPgHX
iR1hHSl0cmvND2RrGu5zvjOOCxJSEvLNMsxJpWJ04mn6Jnyg4E3w0cRTqCFq9f9QDo0eTvCP+E2/
Ke0EU+FT9ya5BehkGUodyHKKFzV20i4LvkZPby5Pbgj/1rXYWpw9p+V9wRpxPOcr4kqkz7YgZYow
tYRadPLWJ7g/9wEjSOTOttjW1mlVy7nwmh1SneiqdraKYz5uXBl7VLI7ltZ4x/Qh/EHfE/tL1Hwm
r7ADjrcsUR2J+4kQovfpsMo4xJPopB0/XJMPObyMgj7je3FNwwr+5/rlvH10axIg6KxjbjaxM98t
yWa5xhoXUcKSAhmjAYEV7Zk/SQt3G1ChsK/eSsDBzaPEfRA6o8My27aA/oehyL2q89SOCdMS9XCG
vJKfnbYdN27f1JzY7N/wZFIbtN6HL6Hk7uLnRfdoauQ/2gd575LHKBbyj3Io8G+Gmf0VLL+G0ez5
qtGsGGsVSOy4Xu6s9mUckKmzt8NekbsS9fwB2oEdj2t+6sfwu4wRbZPDUZpNzp+JU6Hn1QukJRZy
/Skqc+UkSEHAi5RSzyNmvBWx/rg8TT2yYtDVJ9DmFzGGlmzFPDkQ3rSEnJL+jppje2CvCsEgnZK5
TCUtX+Ln4DNni/7gf6esrxpLXR93fPe3PUzFbNUPyH3j8LozkG2h2TJn5lPtXTmw6/AOfGrcYbDI
vB8q5nGOGibnbkmJJA+656r1whu3omUJ1jL2+WwM5rXGwgAvRRrwcbP0z4VX3dU+iRJnpaDP4dT5
q9HCc/XWKe4VTbfBw+XbqmO8ZF2S5R2xNKxC/PlwuXRAZKTdQwcaZ4tmuq4kJBtnk8Y3VxlFwJ8W
E/ZBtv/6KdCy7IXqzlz3OSVtZnW3JcIGgm8yIsQ7jcVl02gvTEPIoQoX8yd+IegqocS6PzqaFsFZ
yLyMCIwG0AaSiIi5mnhfo32bsLUBT2uvXdJcAn4MAlYFmr4bqjIXk0/u6qMQMx91okUPbQ7ZEYSm
8OL/jPIE6Ff0mNKPEKbq98ZJaQdkyMrh/Otm7b7v9DHaY1AkbDH9vmkEHC39N+kDplv0X9pozzad
msOtmBv7jaYQYrtaQK9IH+Uf+bk2ieA4+IAewTdFw/Pa898q1TkU1E6sXnMLcoCyIf9tEVc3nK8H
OsyV7twribaHldiQi2iU6LHH7Wxv3UwcEueuLrWCmROq5qFGJ9ooEtyoCmp5a/VO25vwZltJPoRy
q/Vp4ctor7C3KYzoxTXnu2XC4mP6F+ajptKkCVJZ8TZQFsvPOI/QlTro2d8UuSsMsQ40XrVoX9op
HrkdOYgOgxoUPNq4zJtqIYFjb74EyQrHpikHBYKYZgTBNKwjJOGhIY8/IXmHDqrbxB6eyhZWWOk6
EOcyEp8ulFLBk/b9dFiRgznCgXHJ51LPItCVdNvxZJySHfGEdk4OBKQIujsLxW84G0PgNUHwzsy3
6gFZwzK7cHrIO+9O0U/zRMZQSWCaTKPpfYFENiXkecyvKIqAz9h306X2T+Jt0BPVkUkGWz38pLqZ
cJP5BRPI3Ik+yFV5RlTCSr7mnlROyKjb/5b0XpheA9BLYdb0mazR4T9jc4mvY3c0PiHNyboVS0Ms
PvWI8kgZFfdCn8cxu1qLl6Jxxj85JYVPqf6U1ZRfCFxulECsLArD1D2Fs+XR1HkliaqzsvOy78hP
1tijUexG+3rArv/hChwQEeHLHIFw5oJL3jFklDeQpcaZ0oO51x2QspPKq7j7h47oX6Sw9izXGGyh
7OV9ENlc0RxAs96Swkn6eoNWeMLxImRAhq9RiZ+kXZfA5WNJAfVB1Rwtpb5XwEl7i38j0Fh61Ej2
FsWf+KGNQFuhU3S7jIq1nAnRkDZgb0P0DJxkBvKI6lpDNWNI6SC0Nu888BbIJ9tNfa5Ziz9ImQew
I9062JmxTpnyLKgud5q6XXKWvuLRJ5QfvDd7J78Q6bXEaDp5jyEPK5H24RWTUYkU7/+c1pYrVXEE
2rYoMGCXMPbMaeRVfCWmLelpCVRTgn1zaj54HQWX/a32JTKZsqICWeWvkLhXae6qAwvO4JYgsU4S
U23dEVXkPZKnCA4xzXP8JIFSy9BVgUsj3lmiVcvweCM4rebQ6LTZ0r7UUwUd4PEJjXGK9HTeBtJX
VpoELfvE2VWYIeECf8ROWbaGpFJWi/8InwDwoLewEFKJEkefmblrX3XDQ3Vs0wHEVlUOkoKsDDxX
vqV6r4sEsSZt0GZR1xfWE/k0OPIJeGEtR9qCXkfKZ7QkP+IvT1xQ+j3jEXgE4lbvAYBZKub1Cirb
R4p6tX8lGxq7bXTPOFEVvg2RePZTbLfWatxcfK3/LjPasAHwq7SF8R6/TGBmdkNC1Jn75knAng0p
XblNUk6jidlp4gf94yNhXLgz7NCkrZBq1YApLbOIc7HuOYDA4ftWttCgBuwpZovsXMN/agkCE0NF
fi0QZlwr/Zu3VAISR2ieZk5Jmaw0bVtnGbMWknRBsOpAFu/DseWyW9INe5Oo0zVHourYW6nhmrPK
vF3lLfEZ4T6BZSIR0D2rng3JL/BmNvqqQH+rxYzfTZ+o3VCIYoq3vOpOxbwbwxExmkFuZ3syO8Db
Ba2Lm0f8xKlWPtH/KDzmOIimYffoe7JTpamV5wlbaNuDe29n1pYzIypgsk9h50iy6K0SPCMgT8aI
JVw4Hgo7ZlKz9uHyID/VxZ5bslJeldrdcOX8VMEcHQa/seZC2UGKovuw/Jg/QXeg865rBNwgOeK6
In1KuJgyoD8k6uEcpcerH1Ae6CiRfpCN/p/B17NUpmlcPOckKc+xympyNEomWAm4YcZ9xUMoWegl
iAz+2MO1qukd49nLdY9wq6Oa3a0JLyh1eZMIWY4EZn+7C2uqmm40Yf2UXHFa3mvOapiQHK9ZAz0t
e0Kor3tQpS8WANyKQYbWEJ+8vOA6dhR4blOuwN49YL+lKZ9RBIoCOETd6Oa6jhJhXGuINHOX/SZ6
HTOp+VMzkHi4Y9ERxYGkmgjGrgKbLRGQpAjKiRA+aI2qu8TcQu8v3I9ZAqLUwrZbyyudR0x5Ii++
xzTU3UOJhA+6u6kbQan1Kb4H0gD135LSwF9howQf2NEFUboPEEf0a9rjshT/ZlNNXaI3tFhboMxj
yF9KvDnPoOGkLP6GUjOtsH91Zjv7hjaDG+G7pptuXY3fAN0NmYwpSDjL+SZ5UBlgcUqTI4p4Ps5f
+KcqsXzymGnMDuoJ3vpDLrlX5u9lrYmCqgXd7geQ28hVRHnDNywZPCYuVcah/l/DZdkQBaIAQBX1
7M6zPcVu8RQLQUFCumvZ7u7u7g4Wll06pDv0RFEQC+zCbrE9+3zvH8y3mXl6fjl4k2aEeGf9kr0+
QeGRBzQze6NKa/qKNnE85IaKWWYevIsfQA50fs756KlrN1v85FbKTmSbqVwWotoQRqvfmiWu3Gud
gHgFzcskSa7xO8lLz/ir+viz6GMVInB28TFOCe9cwn8h/cLbmKfXS/nbZftiOkXJ9uyDH4DLySrW
lNIKVDrCgNwSq6X/wF2hBjZJDo4pMBwPxsr3R8CfiAetPgNBeia7i9TDTUKGwyMtQ5APxr8enbR3
4o7wLwl8ghb7REoo6ZwtS/WPfX+HOTUQREdIVSJrijYteLZZSn5jhxMgKRTKJNYs5eZUhtSfsYU0
iaaomtbcQpsv2az4u8auAIr+kNCID8u0hM+tVfLM0M/qBzoP5z+hEnWRRlFSy9NZX0lD0hbjmrP+
UdG8ncSPjKaUiNJbzrDcYeRg/v99yNhLhIafDm3Q4GpBDlXd6YTkI5IKB9vH+Wb/jnta21V4zBNw
ehwXeJSJbXfrcH6sAU0DNR662HnDrnCfpC8xltMWWv7r0lS9bBipNgjjzSaC11mC3sBvrssrDWQ+
E3yBDBaEu+25APYAeTpUWUu1zi7yr5dJRmhuqrgEmYMoglgBKs6pR4Kj4pe1dEUvdyrzd35CzbPK
y6CAptkt3wGwhBnpAOAs7MNIK6EFhRNUitJR1zujSi/7TkGqQ4YL6qPaJOmtge5XeZEiAfqa2Lrv
WOo4bC8fjBpQTKkNwqzSZKUrKn9IRgqIyFTbwKZY9y2Mwj1J0CtQzLWUfsUt0IhEVQd2UgHeDYUQ
hM18mVISu1O9hTymdG0iO1muS5Wup0wWLbHWSaSYdeKossBYJ0St3VPwnFnPPtMwaB9ZM0+QQ5hP
/PfqT8F+m9I9gv6dmGTXJAt1gtRc8QG4tR7GKBSJ7WOKg4gHFIPK0dSe+HMNlmpI3XyVhDpgeyve
r6PLx6s3SDOEXal0REFGY+sfke9C3uFCb/RnTyjL1R7W7vL5RGM5r+2D1Zvhe1Fd+HekLsha++M+
Z9xbSgbwTtKwkcub4OxQXNLcQ5t9z88cYGyX4k2npq+jo66soCdQteyGrjkn4/XTyoMpczKdYf4a
ccBbjBV336llVsCOQ0qZ/6XkWYiZB3wpqQeiaillZf5ZQCqdvVf5tTWkicq7TpoJ1R33r7hscaZu
pT4w+/fvkVzBd0LuL79GdpmDBRmMxivvWZNFm+3/qns60KqG/E2KN5pv8vFMpjSM0txszsnIP+ut
TQBmLUT9HZOgp6gHrEM5/RIwBn3opPv9PogpVvCH8i51sjfY8odlCC+1vg/8HasEfGQcl67GKV0h
NMHRYNN16bJtQeUED8a9sUnbwc6FS0e2n2baLJkR7dVGKr2oJwEmXqTlXLuXs6F8ah6Elp05xd0F
vpz7vrqHMqkxM81EOSd9X1VuRFJomPWsA46NrpOMUfINjGxmfu4/mTON3405zAxkKTTQuK5orad0
XXYjIETGHWetygg5e41O2knUFIlmqwpEGO49XDVv7naoOTX204JXutuoR9j05hLvwmKfbGF2DOOp
+oG6J/Me8mLW1tP0quNMO9oMuGg7l9nAplEJ5DwrvXySOkvDUp5v0ZmeWKJJdfIXydscIsg2sR8j
qkzD+plaBdAK2nJMyiPUq8p7sTtN72xoYiHvXmIXARO7MqkbdVvnMlNQgrCX///3wJYmL4juhV/A
fREFwxw4fUUY8GHwe9y/ORvsm+GZpgtVSvo59QmCOQck/32iF64EjdZORnGQJvmRulFxMhKxwP9Q
ISUi65fztmQReJCbje2m9st/udDUEyFJSJF6f0DnIXrpZbnhuJDvhTbTAAXxh17ph917iT3M6YR+
wivib88H8zC7gSaUJGvLQqY1GvAAVwzWpUuhfMBIzMmVUSg1f256saNNG+19lBMZQwQay0aFD4Uv
LxDoaNXTiZ1MttmL3ZrBJHUbv8pVkN/UL9Xf6vIB7KjUtLd7Z/J+NtVnwXyLmTbXDb2qIL3SAmyp
4MfQDjodmKgvTY37WXL/81AhHXcCcV1ZAA5GBnBaPcdU7/Z/IcNVNJxf16iSNv1BQCC2JUicV6Lb
V+bA+5JfdCDsPOo/rA301bZZuI85Xyv0vjgReX8ppFb+mjpSGSmqZ/1V9zdw6ulh3nNQkDlKtML7
o+k2yhsXRabmv4SJjIQcbcUXYpTxlmgNb9ahWyVBafoDk5pPeATyy+UqdoHwza5uN6heKeakVWsJ
GH7tmDICDRZOjbp/9FT9O+UmYgjzryazfEble1Ny6xiOVAfNfyoDZe9kXsn7XN2np6XY4R9k3Xkh
qkBtPL7cE9D1mzyV0Oi7v2db1vjc1xs/lZbuY53dWy10XZRy7aYWDniQ/jRxCp1Df+l8DDmHCwlp
LPhBnWMc6eG4eioGEH/KMqnf0YSM3mR0YkRuqSan+JyAsxqDG2qbqp8pUIt2gOYl/ku9AoDw/BvP
87Xpj23F+o/uXZynmTQdBZBEfk8mWmfLeVnM3Y8P6DJPEJbkTZU8Ovpv9abN8wH7Tdt1R80D57Hw
w7SPwHvC7ZWnLIXotxKYdN3pujqF8jdvc9x2xiOogP4ZPwDZImrQjC8uJtcNKxTH0ZtjZxTC+Y3i
KSbbvmAlM9yUvoVxJ0nGiVb8xsQbhjnT6j9LX/BW4b5Y+rDoIPBqTRpTqndmNatTJbjqxPWE2EoZ
cZs81HE4JZiksSgKitzv4Te5j6BP7TORo0uYkgu8qvPPJbb0Y46cKKjM5r1heeh5gilekGguc553
NKO/1Bchs1W1CHHx7sP3MnYafh7qpF9rPaZptu2que9KSWvK8OLgwu/8s9Fu9EP9R8xem4sEYdkz
sot/6oRR4eFQ6FYGK/hGWo0FjM/D0YDfo1paGtiYtv90sUqes6Z7D6Pb4HJycyooD2sQFVnyxoc+
VTgdmUXQTT3IbZ54eAh3HJGhW1N38praNYi8pp9Voalcg197TMbTiyC+Asl7UD1lfpN/wC4ypyw7
PUouUwXLZ+b0NXVpTLaT3PTdG4WCuDGcPeriwYrcpJb1QhsTSMux/OHdkFGl+S37VjFSmaR6hQAd
n5aFxmURok73FwBFx7gSJ12EqYgzEc6IMN8JHjFUdlWyVCxtSoEutp9N1zUd3H+54Ktpq/hhTYbi
Xd556RWwQLdaZmCRBTQ8f8967LaGm84DaUtQIhuDHp9/IjqHD609COxldQYB5Bi6ejbEdqn9qGI3
wtMy+jCHvrkids/S8PXYPCEt+s+2FuGPyjHZ6/HCkr7CXUZ2WaFrrXaPWx//hLcWt5l2fVEr0mhz
8XzSRQkA1mGVX/lQJSWJhGPXPy05R5OWfC1dKsQTzyrdpivceA7C/DCvFgpGjo4WSAjhwSpCfqDy
oh6uXFJgP3isXulKhQnDr1sW5eIjqXXhysWw/7x70SGEBIUsPnq32zEN4NRtKiYc3Q72M4DLN8e8
59SHTFACUA7uWNJiKducVMtUbEQYCy6rLLYDxp/1TQcuiOYDHousVdMLX8POI5OqV5hMuPUZz9V1
R4Jg11xLkrPNA8Tg/QcaX5vmU0MVO0tYzP6qvxMHHZ/pt2siz5Dzxu1fknuDmpb+n+4RYiiDWvAX
IVG92OjgxjhIiPpudkYgCFbfljKjcTkuyfDU2XHI0/mXZrlnW/X/kTLSFLaCwxpOzCN6rPXSjg2E
8ai5Oqp3x2EEQ1DGte21r0lxCAeg0VBCzT8HLsoxKST8eZ43r4h59dx5k9eBDErLYtO72O3S25u5
joOsFFhT2feeesl5wGMZB6rFI5zw7BNFQ60DMim+5qiqqibqcd+IqnO639i9oBGkfFKavrRom+IU
0KgYqkyttB9jFz3GsHF3arNay3TfNP6W/vw/2QYZ7GamfDzsVsm2mkGEKkuX+V19G2XLQdvfxsfZ
1iD+4o5CDjA2OnlkCGgqcJ2m2PkgUb17p3QafjGVH1XY47JfoCJsOTK85RZOeeYGMYU6bgelQMl4
Jb+sLAUmWS5wWRkQ0UZWFzCTHABtL9zqfJ0UKR8L21Ayx5yaSkQn0DaenGB7YHrhIJdiSYPa7RUz
3W9EuvxZOkR3WVyW9an0N2OTFFfKs7OEF52Himmt83lXc/H6KaYlxsyWBEKt4mvtunqwTpv1ge9M
lebmCiezG5Lj+UJuuwkPXy6sKP2X22uESCQ1k1GMqDpTOsAmGCsZTQgkf0Zu3t7kWoab3p2vlRY9
q9hhA1BQTT0nMtdMC4HJxmY0etn5mUQPZS73cmKDJ5FwvzaPsZwQiXWxvxPLoniM5wKoNJILrdrk
qEZPdBW3TnIokYekPzNprsYUF/1I+V5ZUOEaznFwa7pFY5NdBZOTN+KZptX9+2ALWYi9ozjbKMiS
RNACYARyniIy5UdKH2ZrYdrxveJ9sR2w3chj+UuJN1wjyRWd6/m19La1I6HjDLNxe9iPc58y6iMz
iQcPJyqP5gUxqvP2yJSW69aDmXJtC+iH0A5eofmw57k3kSwGzVRc6QozTvGl2wSoa7Zc2wi2ETcP
vcnElHtbNzYuPrYK+0Z8Cm5kvpT3yO3siSBU83d2iW8Kt7QArwLU/WwawI5I+KU3G8rUyP1KSBhb
bKhFTs0+VPAoN79vLLdW/dKzXT5TP9Q5rY12dCeRp4vnjCyYAOF5ZPxdsS+59y5WItp5vdYxeW/y
5ioTiJmpM4CgOoByadvXsOPaaEuJtzp/6PCl/DQtXGLI60kNdZpTj1MfRYPZIMAeyHRgr09eddg4
qE8RXCuCIgLVVdq3mfdVl6PuSbZWWWTWZgDuMt1K7jmjypeozZIgcRW51w0oW1J+jUFFSARtYifx
oKVP4+8+SxbqFjD9Dt8c/JsCJ/mrbqbOqd2YtbUfJZtD3n6pM/GncMjKE2SVvBDbaQLJzMYs8dtT
N4FBhESOU8EFn0R9kzGFeTx21u+VqfgNyXxXlO3f4i1UJX+6gKJ4Rx2L6AGt7k/ED9nfJO7Y/Edd
CXmSZYnxKgkNTLI2C5a4JyVPZ0aLf0A2VWU0zKTmhs1lR7AmSk4V/WCsVEzOSdNfjliGoznZmVXC
W6iVztXkUk09fin8ojnUvqruihTVs9a9jERUPVNBYmY4nqMD44ZpsdZJhbvtVOWtkiaaUahN0DNl
mHlN0zLg2t/6GNF3ygN1h3u/7Dv4KuVp0XP6Vo87FZYThP8ZcRXeUh4liBacOzKpoiNrRrkEBcwv
GVwmWXgUaiws0aPJpM/Wn02/eSNZ41O6iS9LZktZim7wWNDtk4EaFvddXgTQ4ZxQAMV2hi1CV9P6
XKUQZqxHr5eN97lJMQoN35/HANzS3pKCnSRNrX0KPrF6o/kWSqncwrqmxZIPgGZUnuAPl4OyviOK
qbcb+8F+sruiRflLdfvjp2r+TPRCqgRQ4RKFLonGftl8LDC5cFAzbMGS98KGvHPQ5AB002vt+b1p
7lGSCcIcUatRVvGL0qPdZUh2iWUXKiLlb6I9+nmA5sI1gClggvlbnTf5cDwsFC/bZ75gWCH69ee4
pSjxc0aks5loOnjdGQ0qZq3Lb63TQSIM1D3ZUj+6MyUJaNZ8FNxJDto2ldVTjFbeRIRELK1txByO
2HfEovtGPi96Fb4p51x8gCyeq6ithoyK8mJx+t1VEgN63dQQrOol6oFzgP6aeq1oXchy5x+W3Qe6
OdqgESd84jO3QpUpk/X1nIq/GTNKlwCrcp9JFkrSdj+FT8AMusc6+RZbVrekb8+aqs/4ddRzglfa
/uyKgX3gCamrS1+iC9JXlnwRb0Kv21hMXIFel++U5AmtFX9YUgvGpHWg18RRy5FBPbYZ+g6BIm8t
KSjjhrjbtQH3FFtP/8J5haTlqlVfKiHMgbRv6NYzS5NgppcoqCMjiYOvl7fQAOw7ymN1x4KWImO2
DkptkBuIder6/jsh4TIb4CbhL80+vMwc6llVNZa00VshK06OT/1OGm3JP5XEOqV/zgyNeEmbnT3b
jJNgUy9QnsTNSN6HW0JfqQA3Hs9OdPs7e91TUt6HFsWFsmLLh5KPtNUH/XsyGzCtfIVttpqMjQWm
Jy2XfHJxBG/rT+NTXUkybda41nDQnt5lUhsoHF6RNoH9TP6WtJRzlwxQvswVEKXm6tbtnC79opK2
pOvUIqTbZj6ykjekEsp7K+6S2IIfgBRWO/0gs73IT7i8YMoOh2J0R0XRD7sQgtDeoBbvDsfmCnSA
pXHWbX+yF4Lb44Ko0tROye1MhzEwIjKrj3PQlyz96LjXvg9/IutMFb+1jHjTeM3WLyvILgeFG/yC
UAW+3If2sWHjPKEUhsRcvidPWDyyMoWWtOau+tbNkWSlZbOqu42l7dO3IT8q/ZAL4Odg02wBkYrV
owqPNS+zN7Du0z/RQBIR4wOYg92ghRXpY/SthblPj5hEg7Z+1ynfNT5J0c7uMIzQKmufwffaR9f+
XTtFOYTVu8ekNHW/xP1QbqNequuVJxmb+CvzPxc35Kq5N6kc/KPsXYEQ93PEIAOiDQnSJNM7DfpL
xhU7Px3DFvRx2jlfSgrx903daoeGKKCcKt8VtXqOneT7eu7envbc+chpynXh0zzLcKVH3jg9rteR
bW2xcC8Ua6ny7pIYHUPqKyx/XWPaO/ZClO3iRGgm/MqReVn1jmb5SN7k8FxltiGAOJg7Qtci6i+6
057L2Z/3A5SFHQSVw2NXLaP0VV40f8cN05biJxMbiHXBl1IfM1Icyzq+gaxCZvX9zOWlwLqLaRht
EeMM4iD4y8aUVG7ltpxmXGxqeMoy8UTZD/Z3dUfeM+x90AMQrcwRMiFuWLT476lpUBepSkdbk3AP
Nle3oPEianOQJm1kxXWdACsPd+d9KVzKSCi4jlwwd40+VPtf5gXHf3wunWEYlTqkcRjrYsfE1Ruu
WF9zZ+OG6Rr2cEyxe6lwVtQg47+oyOpe+8cSEj8zD0QHcWaQX5oKRAUNYuuInIMJJ81Mw6jB9kKH
9bCSGfJNfbb2MYZvCkxTeden0IlvBJvNV8B9OqlgeVIcGWNWE8vEW5MmCSDNGkQFc0NiZG6DOgew
zXDFvi9BSdsKWEgqkB+VqZ1bt2mVp7GWgDTAJyG/+HJ4W7nDfrVqzNFfbAKzOy4FsZregjqRNR5T
wXUcXqfx09rQAs53GD2MTjmt3APJStTLkZw3sZcKFkHbgFzRD4JdNl7Wzi2yv5O39Ge6+XSy+CyI
T0sqLUXQLQ9kZ0jD9t5cun2NyI5wwydBvlMXMv0dTThmDYzoQoTKyyLZjVhVksrOH5NFlNwuB5hk
6uH9Ht/s+MDCH8gZul/85s4uR5iLT/hHNXR9ucSLzYMfQOyuHJP+LuPZkesxY9m34Z+z77FSOHbY
B59BH5CSsudQ+m0whVfZsorvL+nNbouChL+QLTOW6Cc6xsiqtNvtQFAuuqf22zoRpEmaqImwFrTO
480056dDc0qtLrTEeKbEz0VgxnIJ2i7HKvG8g28hB4Q5GFcqGXnRtgPxX7g/wai5CQ/HNGqe0FaC
i30HmjutpSeazeuwfxQrJFjpqpKhch/4sI9LUhAVspU8Gm8nMyIk3hWRznWvEp51eGuqqSFx+4vh
0EWeCdgF6GsN0RZKmZIdrojbx4FsJKjZWbnrMOsMA+sbMoe9D+KmGZbF7dPMqv/U4k+/Zx4BucAS
k2OodMAj3H5A4ZPJVakFedXvDa+LR6ubivpbW8J+0b8AJwUPlsThrttHs8ot44O+UHKpyY5vgP2F
+OrZptEqIgyrvuS4zyXn75ckXVvkfiKOkT1QP+sQgOGHM2AdHG/RvDZxDhuzUoKKOznQY62r/6q5
ZK1fuxl7BzQ5/peilRuJdx25XKwuucq87B7DfuJa0OhhPNqZQZ+PK4Sf1T4SXihrxlC8/tTowCtY
aAwKcxqKZJVVTLIoTdMkyToL/iPy2pDNoF83RurE3ihA5JXVHgcZK5dIzE3rq4dbH5OPiU7G79yd
S9097aErQvIJ/BHyZyqCx4UfEiczl3NnaxCOLcUZVaUZT+KjxML0O4QnJp42gFpPeSaQ1UPOPZDc
ijYLthWtJ20AdxNR4SA6lXCcG3Yggk1UXsENM/7GXdhVr1iqemEeY/fY93h+lo2Peovs3Ij6/0VS
tPmu4pLVSQj4L6Gn7rvuYnVcw13JNlqw3CfDsv/UDbEn6Na3PRaBw4+h/uEPuXujozKH4kEn/Aiz
1dNr72+BMZIKP+a05Adhc1HroCd9+aDtKGPoRzpcbci5pWA0fBv44PQTlJIuNWTRoWpKVYi8qTN6
iQM1AruJNE1ckF1iKxWAaZyKJFjGquOyCYDlXUJ7k9Qve6eeqj7KCO6tFkw/apKdFC8qkTER+cP0
MjoZ7/Pug82zPKseLGwFUwuCgKeK0XUw78Ww9a4W6hptirk2+TRspAqUN3L7ndKIxJcpRXqouQWK
xLey2BVbUhxZ5tpxR4+XqLxJDyuK0pA74EJlTG++eIfhugIACFW35igqorVURtsSS+njrAKYuO4K
eIiKKX4Kr5LtF16qMTX7ce9JPfwkUIj2b+1HPXtLNViYpqus0QzX7KrpMM0/HsWN9rY6r+nkgY5D
Rs17fB/lD8Mu2bHgF8tfqfTdaj3ddch8kzyLuOjSSvnfrDn50ZRHpHD9TVBfyhn9ewPy9ElOi1if
eiIvNtuE/kcEJyR4ClLH96/wemI+NNTS5BIDFF/Zh/9k4qcrlBs4KfKpGFLTjfONgImd9SRq+WZC
QEJ+PtD5tgGfNb7zSF1LbGj+yOItzdfAM63dpTSW1DkLI4yHFC0o+tT+j+sbB1Uyi9qe81fyeSAW
kGTXi0bVtudDZVdDn1qeubGoG7EjaJW8SsOQdnwzRVekIDBblaPLbVxl1X7lYd5CA6lAZOyQnQT0
wOC5bMYMzRx2HdZqnwSXEa/F8WUjZXruBnQ7N+tkTs19UY/27dE/8EcLhUwwsYUVf1Xm9cMnmIjF
fkqDVEy9fIjqICIvkW1Hb6QAoj4daY26JtCdXZFUEr8WOBG3I/o+RMW4AbJVYdoWaP0Q/5nr3A+x
i+jja+PxtzRdNTeJYEKaMMY6jn3EOAn4xAbF4GGF6Ge5nzWxYX0xGzA7GH947pJcfCaV7jYghu1w
2E+PkBKQaRN9zG+NX6v7bCuS25Vq+Wu0v3ghNDotGbVaUyN+rk1yfqYuqwmr9zGCfFM5KvOATGEK
Jp9qS0RxnYHa7xloClBrUtZT5lTeN8wvZ1hXVAcoT2Iuk7UxXfJHyp2mzjOL4t47a/Tg0jvl8n/e
hLzqconygpZbZzaMNMGpNtKjy/uMlKaYSqSHm1ao+JLTmxsbdrlQl9Nh7AR6uUcdCbnj99nIMM40
N6jmCfczKPh8k6zftri5U/GiuiHy5dKO45dtNzQobT0siZdsPnc1K74ga412jS5uI0I20fDjZJDk
ha9aML9GUxIK69XxHTVCS+XaM1BFgD4sY77ohWpR5UXTBceZqreG262P69CYs0W71F/kh606sVTO
96H5HO5cKcV4sC7Tci5oceG6PcFov/a+bDGES4uou7IpA/819hIwvQ0s7ImFQEIwrWZYf6PpGADk
fOcNcM9SnnNOY6+P/wi8K7ULe7XzqD/yzyCSYfus5/GN7U/k1RUC/RNPVugJ5NjWGmTDdk/HWxlg
gwTujhggS9JjU0bYj2QeYtEPZyfXsBOEDT1Lk4YpoW3Gw+0yvOirczQhjtiaus2Y4ZlCVqs6tOs3
J8oHnX5FDJ83JcWuKJjgRVqNhL/RLvQA7Tz5tegZ/FOuLe5gxyihQjNDcLryT/J6Fpo2MREDmgPu
O8rRb/P+v3F1nHacpMMlIj2RWiv6syXGucxxOK3cix8n2ji4r3B2xaRXh7q28/P1DR7/85EmguHI
2W6dO2X3ubgMBmbN7t/MW9B0ARY8N0Mvz5V8pK3myhsyuVHeEqgO0scDRi6WKYABGfQ4S+Gm6ifw
X2UX9alcUkaR8k70GEcAp4VU2XEzpU//ykYgP6Z3ZX84QWd6lVsOcvNHcmJtYp6aw4xwqdE6JioB
tsqOafarMkGnmO/R37kP+07hgU3dvS7tv66L3QuJB9iJBTW234yVBhToX4nHtNHBlFPxv2Lmx55U
LK+18YJC9lP80PGF9323wJDSu/ZNlYEWtPS0PQ+X1r4PtSZtnjgE09VwRINSDef5o8baNkaEMZMr
Xwt8GQuEp3LmYSaoRrUlRRqjZ/N5wDf6GfHXoTszlpiUvDx+WMws0GLVAmqGeidV2RvoOykOpO7R
DHLXGB7XlPkW514qmBYHrU9IZYestY0w9UFzRXV3+dlMiQ0aztKKV2ju6y/2cZjNx6+764zftP6t
7aAb2hTho2zykdEH4ApibJOnd4cFZaZ4Gnh5Syp6hdFVPWIf+a3vvGMZ6XdV/4PKotDW1WqhS6he
6rlCXS+f3vBZ4DWVq4BvX0DmMoblG7sAN/E5py1XiG1tH/CJkltZPvYe9iKlf48qXsDxi+upwte+
k6VaUYeeMn/UjKgy6FZS7mDR6IdRd5iZvs22JAOr9bV+orih+APtnmSCbSesrQrAr62aybgbexPL
UL5ChdZEazvpuyAzxOA8KiTCGxfMp9ZUMBHzoUZxrHodI5p0FpSq30wd0O0Rk4UmwoHSr4Q5FoTo
njlM22M9XLdaczZpYY7C3UrwZgMNSdS3D3HMrjajh0XVK28w1jhP0GFuBU+ZVxjVnP4g2iw6jZsg
TG6ewGyUX6INIyI7NhvS6IIoMiFAlQYTUJ/nIUH58N2buqTtvAXK9aaVkoAMSNuo6EwXiXKCh2HH
Fo+gqiXgukliLCARH0SKb96NXootN1Wx4rpWlN/MLRNXC2nS6aWPSX4RYqBXEpbw5u4ne4j03wO3
rdK1Y1OntKyQrLtyKfAXYyAvJLOif1MeR/ZN0kLsP+6PfZ140BLGd8OWl2ykOpn3UmfZlHBn43f2
WSI06k7VP9wka8AaZ5lQbjoa54k4nqpZRbwbPdxGDZsW3kE5KXUlv8t9mrexDsp/5zshj0A5yI89
WzNqUqaxX8nw0gHtwm0rpW3YhQcGeFPwKbxpTZPsGbyQ4g2i3RU7kE+KPNTjkL2Figx8RoOzK+/a
wFNHWmVqYZP2GzEmvXgnAPaAMlYcEruyZzKYUQfMjdEsqaiiZjj0QveJMxkK86ruN+C7XDP9kfGb
ZQuhlk/OTa5+7tkQm63O0wXWiJNbQ+i8ZMtv/lr4yNSK6HL4uRZz6WuaICYZ8ilfpb6b2kDfialK
vm8oYd8BuPPXG5cIPyq/QmN1Y5NAQnUk07tNtaTNEB2KSmEmGA+KVKHDkmeC3e0xPtuRINi/htCC
mUWH2irQSNlQzIvsRH2bOi92hTNctdynQqF4AO3F9KzW8yKq52ecQVejYEk+t1C7z1uabZN8RuQi
YzDsRdzNzmuS49nPcoMlG7j+8XTQ/wBQSwMEFAAAAAgAAAAhAAxEvfZUAAAAkAAAABsAAABibG9j
azEuY29udjEud19fcmFuZ2VfXy5ucHmb7BfqGxDJyFDGUK2eklqcXKRupaBuk2ahrqOgnpZfVFKU
mBefX5SSChJ3S8wpTgWKF2ckFqQC+RpGOpo6CrUKFAAuBgaGB3umntsPpD+s+n7XHgBQSwMEFAAA
AAgAAAAhAB4pc/0OAQAAQAEAABIAAABibG9jazEuY29udjEuYi5ucHmb7BfqGxDJyFDGUK2eklqc
XKRupaBuk2airqOgnpZfVFKUmBefX5SSChJ3S8wpTgWKF2ckFqQC+RomFjqaOgq1CuQDrn3NxvYK
XJ77G74a73Yw2Gv/7luRXUO1ms2/SyL2Khsm2/54c8RO7bm6PQPXR6u4xc12kRyz920o0LNfs3uX
XWTpdnuHgxttpI/G2Dlm8djPK8i14zdPt3/RMdtOZukUW7ttc+0mHPm1Z/O13fuOzHfce7vlv92h
uRfsDCSk9t6w3WwrIcdkJ/wt0v7tgmT7Ax5FNjcmtNltEWze11V9de8Sc3v7c+s97T2eW9jn17fb
VUgL2P6W77QT7phg7xD/xVpJIMV+zu15tgBQSwMEFAAAAAgAAAAhAE8Nfz4qngAAgKIAABIAAABi
bG9jazEuY29udjIudy5ucHmcl1VDGwzTbevu7t5C3Q0oxd0hQBLi7u7u7kKCBHco1gJtqbtRd3d3
e+rfe/7CmbvZ97NmL1caIDUD2L8ft58oCI1hoZhBIfOCwjjrglbMC8LSmGwmggqjMdGY/5fHIcgs
zP9yFh5Bx/xvD96wft2KeRu2LF0xTzLv/29GDJaOtkgLQosjc3rT6hlgiIXTQCfLnjiHUSzHtlqC
jVsgcUZqeSPrVN79lNeFBFgQbrRmrXAGZ458GPpn8Uj0npps1SXoT2yLeAniIGkR9XZFjf0av9NI
IsUZk+oIguXVDb4DcgD7I3R/HtG4LL5ZCGuZj5yvmodPS2oiDmRYdFRKEifEsZfUh/2luiqHU55a
N+sPUN6xe3AHCUOgxiSzixz7p308IdTdRckGrJSH5G+OjNb6WEdEVeXVQIV2uWoNZMWKSNwa7VK3
kvZM1u3Yh6oqSFGNzcFqIiPjkuJV191/9lE9E1MSSQusNMh6NZHDNu5WPuQ1YyJqNOHfPK1l8wPq
rIvyxmyHsJjVJj4io9GDicH427zFtd3GR7xww5O1Hf7czMiiIlsjd6nVZdAfkJhwJV2oG9kYdITg
I9PByKTP9p0rl6WuII8EyfATeLn2usaxaJ8pyRsGZ9BZ7I++BzikJoQNo+WJFJpB8dMgVfZgdgP6
JLfFdCADAv8pnn4g07jawddPk0SQFfI3spcxL2F38CfJL2yrG3ncBPYvGR9dj57g3ov4XNAtSJCM
h/lWVaVeZztZZRg35H7BHfg1YHtNu60rqhWWAjtqv6icoF7PXEUdUVhf1ZEzAnJs5VBkNX4boYc9
sjrfybGvLZG45+XtK3hgYwOPw7pij4lAO8wufOEw8X5+k+CLjyz5jhrOAlrO0uOUtgQjcYRaqVDQ
t5uhNLIlVfIMxGEdEBnAS0OqCr9GAVkbbH95SNh+TXqmDhJHfkQ7rVQjXmf8ys0UWa2zbTNqlhX8
kpftmddch5oj/WKemuopnEsLawiWb4Zv78rRhgIZbooh1+v3D85tL+1vOQEoBPeXLzelAF4YOvKH
Ez5nDwvfjwjOmhlFgEflIUt7tO/snxj90FGsGEyb+SHvd/4u9O6kxdwc4Cp5eOUZJQz/LRWHGVMP
Qbt3O0KHiKL5WMZ4eb+MUOY04YfYBNBz+39eGyXPEuMYBt9Xc1mQwL7g3UaZoNjqm9p2OjuB+VUX
IfDXDYCondCGkyKUbCb2I7Nf4JzhqPtS9h3xdQuUcQ90VRgG8ifqAXPRiKYM/874x9o2ZQtO4+MS
u3hceooQQKTZlovCWC3Se/A18mOhP0D3tE9BqYbHsBlgcV2Pm6qqgxPRf/AG6o+Mn7AQF5oCL8yH
apuf8ycrWwmD5Yn8fFetuUKWI7bT5sM+BgBVDnGUcInyn7uEJBTMhRZjCMXP1FMMK9MFCAB6AKFP
FL6Xj96ph9EXSkhmsOWAMJHcxja02DRYanLlIdbvrNMSNOsb8K40BP3dmEq6x3NtDREYkGNt/Znl
ntfwm8xGJIGJATq2N/kqpTZuvAQC6Ctanbp6a6jCnHWCpqKcsWQj55la6rt0y+BvyBLhOf2MrNml
UewhCJ5c4aqnexEPM+CSXMgC9hhJlzOwpkTlyIO7gwl1NoTzciVhb5QajuiRPVo3m3jY7GsA0vcC
hazrSplBhlsS/ydtBmdPK9mfYFcfamdvRpczmKY468j006oG1gDi2RJLcoZjIWyB5bPwMWtD1kZ4
sDg7IPaz3bMB3w2XC8hSoJFcgsheULIZJkAdBBa7nzMfSAYVn9Gw+O8rEtSlhmsN6CwR86EnsxBf
lU/pVAgIcvVeVZzNQfrIjqG5SkiF7eCHFlPaIuEL7E3hDfoEA6NACNxrGikt1t8EZyC7S4bkPW6M
Vlbq/2NoUQMBE3EfuT3ohTYsb/OUfvUDaeuy9mpWkEJV0W3P/PjWjRuQopFyjTxC4nfRi+bhZxN/
NUJz4rgWBhEy1HdPBlQsK5jFmw1cGQAxYiCjQE1siGQdtsY2HFXNnEvzoX7iEuhU2f5iY90Yoosz
LvwfqD59fv5KvsCxGVkiLBXdCYxOr3S6+VNZ5G1kDxq/1KG0j0k7QKuGFBGDRUnFD8qq6k5IsnTr
eJ88sxwlupWs/2RnNKt8O3FX6Em+Blq940j6E8pyzGa9mlzqMNGX1GqEal11/IzcvdAS+nREu1xf
eoQolo0UZuKKeb9rr5bfhdogB0Tm4gXZT5IynY22xOy1ZIfOSHIDxotp0rE1X9IHdSAVIfghSiL2
vScS0UM7icnQDtIDTR7RM8BROVnb37au4B2E1OQCDk8/ZFxUcjatF3Ui61kmQOTCHCjobxhtIdRE
K0rA53JF2cwiKOYCYyqJgLOFzOTxFSP1M3vcNFeRopNR+Bcah7mm5ooGWhajHlTEqE600okv+WvK
7kd5iNclGqScomUO18ciVkIWKHZhXwvbfOWOSmcGW82/r1EoUmGReeGlNMiI4lXyU5JuelomtwIi
5Mc36SI8l3Slof8joyTNOEjsNw/MOYTfYxjLnobBZpdbSZA79MUSg+/ljhHUP74KQTxjuk5XEq5q
9l8qLq15SXKIcSEMywLZJ1W1YgFzhmQE8xBqkX4cg5h+xLnNFmv7yyinhflBjMpDeH+Ap+FN8nfz
vqeINbOYG/ODq75LufxC8FNdbPmMUyGE7YY3qmd0aqFB+wLb44Trw/VBhclom5BXsrz1l55v9DLb
UfFMFm6cOESziDrAtSNnr7O3SEAMaFCSte1p7mRtC/qwuQnzVluO7yRb+MjS4+IqUEP+KO2vyN12
fUW1AyP1u/Oo382TA4iKINxTeR/BiW/Bf2OYkLnZewzTHLZgWOvq/J5Ar36+Yw+YYy4zhyAxzftN
35hnsdPkDexP+i22UEF52XH1T1S3mm6fJ+1cv9dH5mdRr4mT2E9lJzWNImTJJdG/ejhp6tG9hiB4
vXwNcX/ePENDtR17Rv7PmdTC1+9VZTYuBDfZc+kcxHlaX/lUajzA5Vsn782HE/28EPtLKcUeV1Bo
O2RWeTGqzyYHwoKfk32LfAy9hswX3ROuRYVBr1lCuA79zt0jpOOcxIKHxmhZfsxD5mHWZJFNOij6
ulIND0Pz07AZ69/2WdtRf5VfmTHKcPs1a0RU/rbDrNXEN9o/ZI3Ap78qWCVLwl7jQ4uaACMld8DD
6ZWALei60jvlP1hVVWhrmoxEug/7rh7iCdCD2GXoPfjLmIMMELeRVGfcCf/U1k5LlDNsD/NiaIrU
PAA504GaDfBnzQMubbxt7wGOVGwjhir2aM11p/lBogjiXi2CeBH53HfP+1Z8Rb1aQeIMFJ4mVkuB
5Bp7DOMY1lD4CEQjxxp26n4XHKcYKibQIRAkM5czyjkSSpfVkiQHauiPstodv3hBjARIKUymLzVd
h91GOdLbaFRaifixJ5ORIBUUegjVwg3sFl0/kw9Czv1sDi1XMnTQhJTx1mHsQ7ju/LOJKdjNGa/8
cPRbPgQzoVIjJ2rCtdmgI/Ry6231aZaEE+LclCyDluG3GSGuc6SEKr7VbPaUfnFc184FuvJ+qMMk
Cex1tCy+0FXLbUVNh5/iNqPnsPZgp5rfe7IYZdYbGWeq/Mle1DzajJoPth9HnlQ9d44ujQcPgh0t
a6HRQLNtY4kxvCb0XROXT2/ewasTKmKGFmqcTyzH1Gfymqls7lX6wp61+ChBcOkuY61fH5/Mmxm3
trYCH2SeJyYkH8XXlOFRMfGLgSbEsfRTKIBmJgioH09KkoAYHegtAT2txXxBnld9M4VTVFAR5v5Q
+sJRLxpdhFKfUTLJbOYl9bmGzVljaPvdJ/D9bBfdk+lhsTGsIv09F6FpC6M834NtSSoGT0TTywYj
kKd/cTfxv6Qd5W5pH8jb5qUWoqkFeu1GHldKqFElStC2KPPtXUKz2vQ57X3pJ0UaUat8R24j9ev5
nI+1EZn3q0/TpukO5J7laNQHIDJGU3SpTVt1I++g5J1+Eq7RyWNlqN/S2eJ+qmoJmHOhoUU6HLBV
XBkYrlSw1uS/FP5XvJF7tC3Pf1hyOH4UKIgkcbB6qE48oAZ+jpV06Bp4O0XAUUUlW0+nPXBCACPB
0QV/EJ3m0aRwMtFI8R2mDy66ANi/dTVugMBS6eVlG7PRYCJGDkjCslDG2AB797hSf14aZiZ8k1ZP
GoF8RdFimsAp4BP7o7kfbbKq6+bwwI2aBtlt7DHfO5BXmUmcRnrBEvYWseYHZmKLypawoEoT9SL9
IO6WgVTYBTcGjunVul2EDPzQkmR9Z2Ah2nqqNschHqmgs54hXyExtu0mtY4PeeHYRSbFCDyJom3I
IaryTSL4JcpP+ALM7DKJTo86mlcgJAofM7rwWcan5vGofqYcPS88VbLfup8A0bxRip3thN8itKOO
cRqyOXxqfr5XWrMC84hT6BhSqW9n+SevD9ZdFvPwKPuCShJjibQs/IZglfUY6bT+Zs4Ih7mmUlmA
FEnPmJSVMeAJ2l5Uu2tc8gX6SdBXxAELFBRJGq16sGVKQ4WI32oRbpbIRe15f5SnXPzcdawI8Rzq
ROivNasTYnggbT9RvPedNVmv0UBASj7KMjz9mSnd3uM+VpcnLZad2FhRurZgjffx2kfCHQRK5WDv
iYY1xC7yPuMdWlPDfUc3dwHib1O0cJzn7pEp0G7BkyINZWztb0JxCJYz3k0Ng4uaSXSHBjMekYm3
irqaHxvXCJksvyk9XMZNd1Yph9oPinuP5npNwirrQ0GP+zj5Kr3Of59yp0opuVx/DrEndwpuJBeO
B4YtIgxi7cH143GcRHEj7WNLTfQqz3PhRDSk4EN+Sv2bpjueZuJCfiZD5x9rzJBk5q8oyiJRc/Pj
uzTDPR0FOduzS2Nyw9sP5IyhFxCm1N/CqbUTckrzlwlxtFvu+fRn8npYqfZoSwj3IytM8iEqMvzO
Di1hRPhs0Y/4T2XvWXNs223RLDx/kzDItKY4E7AGsUX3k/qPwZceKNqbIscNoPc7oyEpyjnRH8yD
aZUm89rSjH1SJPtB+kpdbfVvDGYdHXjbcgu6D7WMFCx5QcRhv/Buq3tdOR4V5h3rAaUPcVc8w71F
drXiuvMwNYp8Nsukaz+wgyOwSJwGxQF2RsWpyAPFVOI9xcO486z1xhtGICfId9szjdklHJwxg51W
dat1c08ie4DliS4+l3zhpX5C62F/h4xtjAg7XNpYdYl0wVulu6MYwO9ljLStBh5r2WXszBtIauLS
qtf5BuYL2BGUQlanuwyTS4ZDxUxhvUi7H9pIGg+Ozt/Fz5ckam9XLeRtDtHvk2S/k80XXwCd0emY
NwwbwS8i6CqvMt0yKO+6Y61iCeaEAMBcDTzPiJFd51/EnDIUSf7Kaeg1GX01C9C/9RBQBP869nxR
KjDDaGNr0pk7TgnGGIvEM1VUDcGh7uhlv9UUNY2POyz08r/vX8bfE7A7iaALNRLecVsqf5yNTJRF
dREzlQFFL7dOTWlcwfhRMLD4H3e3EN+O4ZOyYZznvLUoXN5NLVjQNaui4hwP6kplBpm2SwLypZWr
0gPKsYirkGt0mCIysof4FiqrRZqGq/vre3dwvBek8qhsx2KqlLkDLk4btFF97DxttmZU9RbEPsfk
8FFFfxsPgOH41brX9u96GxqCdHEGKfcU35DcZZ7u9hD44mTcKcFu9gL5b/hNrLUsmP1bGc2xcaiU
2eILSTRiNcNPCDLvhyKNeahRnsnwu8wehE17hDWhchYqpnA+0F79UvBe/7BDhGkRCHc0odcjLnHm
+UWsPOvf3K7mpaSzmiZDdm28coZ6TfF0LUqGMz2z7QIRzPnGX4wVFmsspeiB4QrUJutPDubc35xj
m4XZFvHFqAs08PtwC3TBuChBv1g3fbhbwJtEWdwsiBlXB848BIAK1pYTbac4O+tSts71v9NtIgyW
BAmH8SyQBzCqYqT5RwZa0UdlYbQtm13POBNZO705OTIiy0kujjWOR5Rq+0recc+Y8dpGHS0saa2J
8Qj5AjNLRs9QBaoJoYgj1Ce5MwqXKZjJWxFzIk36h4jEzIOdFjMr56fge82x9DZ+el04Vua67zvb
9gjRC5FE9hDsULBwOnqvJxQ4yJ/ZkkO+b8jjLVSiKwUxKSGK0hxAgy6VkxTfBwbqG4HzeQ4Nq7yG
80m+SXCDHypv0xj7ct1q6VAUTvSOPpLtzp+Sdd30q3wdHtJ9HtVtr6MsxdEtblQwJgT6M2pemZv9
QYqhF+256DJiZlF3HBxoGciZmVlqGmdXWz/Dbp6nw1tTDjPydLP4nwv+IoX4U6Tdwqu8r5JvHfyS
ECSZgQXVSnb4FtNWQlbldhf3ZqVj9GhU6/5MiPYQfyeuzHM98cmxT9ylcQ7DCLNDPTiKTiG2uSsm
UjS4i4JDSTuWYH2HI/ESDm1h1B/bKnuBs5lyNZDGxwk8hSKhmzhW0V2qdiCznxIo+VAm7ECS4LBk
A39w5hJJJrJV/CCI6MUxr3G7DQPcDTlB5p9lPMY37RWJ0frIdmz/VZSaOpy2FjiSeZOdKkdq4MIL
ATSUW6xHr6NAFX2J0fhE8UTpJvpqeZViJQaieZXTIhvlqG3Yrf9qKNIESpM4n1Sz8o743kOTqjoR
vz1ny3o5DkCa9YXik3Oa5iN+nHZq0ZCEJ/LRxP9Es50XhMnVp/IOIBUV4bQBztysUnsWop/WJj3K
mZ3eLaejBuhGxQclgnwkpSBS5aN6L1gfo7cVjvL63S8dc2zLHNPd8vbnnBvsLjendj99Lm0yoUSo
reaSgKip5tuKUfA8zQfCAnAHayfX4n0oXMR3ZytR99Ka8v+w1zaPL5RSr6juAa66vxmGbvqdUiS5
Sh4sfOG+kDGE1W9vNbdM1Qp9ntrkeOf4D6+CpSYOUs2XQqwvCMe4uzx7YGksJ3ob6E3edu1wwY2C
a8wAEMG5ulMArMby7PCMaJIgGaTzxu0QritZqF8H+VyWBr0lm4hkgx5kLyKU9Hzh7IVqpLEoDXsa
ucPwhkEBlytn7P4m2CsZ4zzkDZPvkuqqvIQQnlT9n30uh2VPN4uVo5JJdKbsFGMwotVEyakCXhSw
TcdgvZadrjG4sar1yQb5fyukxDuQ8+QiD87Kd0ZZPhcdVTv1wy15CnvhUuMtZK85KOm5wU+8Qmyl
ngD8Rgdr+Cv+QcfbbBQGtkw7RtrOeqmYoWJi0KgLymP2hlCjFgF/Y/jEUSNcivO6cHcKbCa7fyx5
/xJOAXclM9s5v2w1/ypmQ9FLolX7F/Wf3ALMBM5ck3MihVJA+4gvEU1jc6HPHfGCf20u+qTadG6L
nCigyj+7E2KvoMauG+ye5n6lPqwfYJ9rOoM/UtTgCjIty+4ELoX94QDVi3g2cqEsWAmmlhDHl8c0
SfLMiAyFvzoy5KHhEiwYXmSQmK+aZNl/+MxWde4gEDn2dQsl3AaceCyVG1GJBWQ7ENb16DjLT3iU
fg61Z+Nm/BcjwyVmTctkpywlTgkczP8pduQeFp3PJ7tmaiM8GJ6AyLQdx31X1ldMMmkox8Sfzb2S
qDB2/Jk8iTlH2+N8sPYMqTZvU+snaohsHvO6qYHmhKTaTxF/gSHmALQZftG+G3+6fGjZcYvfMlR0
sSZNuQK3GVHjMVUt0X0hyuWDClLsOfEBlJmYRPsnT5a+ZWgp36QAVTH7v7qNli/SLbJZ0D3CUl4U
tgDfn/1Og2AD7PNk2dhNXh9yMPYl+gVmCWY0PYG0HeOT/8Dub8uN+ZC/12/G56BPetahjlakZqTu
fhpAY3+qX8lXS09o63tPYpI0o8DaylqyTOmT7OKMlP2zNzsedvVDHpcFCCJssmcFgU0cyqy3arUx
0q8Csuo1kyy9yl9SfB+T5XikbrVWSwaLEgqzmV0GY9apmk+5e2hJoAeoZOcD4Qd5gTOtJUhu9X/X
2jvfIuXWzsz3kNvkp6XbXD3UgH+h0AgaYu1QfzK5G+KZW+h7EitbL3GvAPsyruXtJInSJlBIimT/
VI5NFk32Go/l7SILCE+8IM/qNT8LjlmP+Me4NnUsM7Egmwr/84XJRxVqXFsQ20qEuJXE3+pV8O+i
hI5e0GfXF9Fb/EjzOAbVEkE97mixptpo9gR7NDpS9Q/e1PnUskl7v3qnv6vgJOBBKZnXKdyZt6YK
zZmuGCFbCTsTv6OEEW80PT7xRrleMamQlFoJA1A8/M1NpNx3poPQEHksqgw/SWyh/d1YyoIZBxIS
+ctU5syVAZ1yRWhybhqugfTZl8cT2gAEVcps82P3LgPIbs1K0d3m9GEL1+/ivfL85s/NfeB4SXxK
/Ru4747NOWzdgy42rSosxY9UxHuIrjnEdslZA9UOKn+yC0bfjlyNO1LxMbef6RWsWwilkWnrN6x0
3KjE6jpqOcIJRih3uGmmMoVngDql73OazCqoGPSparpzFceGKrSWIPqrYFYeNYK/xX1QpK4Io3EJ
C/Sq3Qvh5ezycr1nJMOsFvHmurW6s0afaBH+gXEh7iRgrTdYMB7/AFldHYobU15Dn0Xu2/If+Iji
RQZDM0awWjmOdw7awbjBJKIPk/b4fmdiQ54VNlD/Rd+UI6QcRq18siiE/F5h0UG8UcYAdBDzLpVX
MkHxoPhe4IDMa2sWgxi71avV09yDVZHkLNKFqrXyXsbSpo36UfoX7GmBjfWppckxp0SvS1Ms67Cd
Jbcto6hC1MzssZij3kLq4twRRSeNQ/jjNP+o29EnlOh9UkFj+jonopRrrFOkAxtYwyln4FsJeWZG
/mrmAc468QRz9IlSdaZIZQzmFdImE8+YzI7FJV1SSH2kGJI1q8yIniOJrLpEiJCmVzQHZILR6dOE
CRQpAegwZzZirMoISFNko+g76RkfplpkX8vVm3fwDJieBJnGLjtLfUybXZS39Q/5ivlGU0zjt7v3
4AMqlwjXK1KBP1YuICwnZ1GmKWyev1Hrc1k4MnSydoj4WGQtd42VQ3mGWWT+Cp8haGDFcVjIAakT
CK+Sm/O+dKDUQzH3cv/iDf7D1sPGWZzF3GAvtTxTn2Ldj/RhChlnuKP070Xf08fRzvd2EbKzsKZA
zpTdYYWdlge0V2Vw6lTS3syf+kmUSfQY0C/lUJaWt0AnMWvZ8yTnAdSaC3t51gvclZggr7/2Gglp
G0Y8kfia8cl/Sc40NRYPyMmBXolaoTqBW4ZX8L7wjmL0JXIeJrUcdzKwVL6V38OsIJ3IHV2Et1Wz
SsJj2WupYMFwy2+tpcloMfH+Ec7lf2XIgVDbJ/a0YqrEW5ihETKV20qllsb6OJSRhp3IWIUv0h2g
7hF0qHz8WZaDjJuC/bIVqPWCTVZe4nrswqAU/BzaesvB7HwSIT4xu4TcD9+KXVoXRAaZyDwztsTy
Fz+a/rVsQ8BYT9JoipOpVwvGJZwUXyTRQ3EZx3OBMqZ0rPC87LizHx1sMnurxVs5vzA/BD3oR6DU
xsb8U7JlrP45uZ7H88OSmaRaQ5dmPzeMPrjsoWE98ouaLxnPp4i06j7TM70k7jz1X8cNVVKJNDcx
4WPTg71VsmY6z3me3p04MT5UcYrxDbWp0CWqJuKFanBz1AT+M0J8QArq79rvgzNgxmWax5r1rQw+
J/0qA79tDqK9PUEcqLhakKo9Gr9YNQ3ykh5cMUM1UzIfB9swofRy5TbjlPU6twVPpYex54OgzVWa
bcrFRqpyn/AaZ7fuvlCPprFLwOu1O9JP+aYUBLNTqBAMwTqNkKGbVXAOqSaD3RcLI3GhlJe4h3UX
oKdLY+zT1DfAMUqftEK3OHb0PgpvH+unaoX2l/Izpn+gAMur3e245lgRv4UvS17Wgou+Fj8QsitT
yVuvmUY6vI1PHE1waw15fxWllAak2D7F/IZxoITvOQvdXjh612nSN+Ev31DKIwjKtk14Su1h3tBl
lFZnapyN2PWUAwXt7gnWC9AfqomEq1AJ/2hjjlJQgCBMzMlTVNUanSfsESqUYLfEWjhDsI7UTs7j
1QouiLfxQs360gOIUsZh10BPkpBrrwtkGhFSEWYRHazqTPpDCWa/Y6WbALVM3BHkVqIzs10wdSdf
/I+LszGNKQlXoTr+Xc5B8jN2LPuKaTAvrIKJwcN/I0akm0HH5bH4Dv0pEbFobgNapi6gSP/WrvIP
NMeXRO0oyzOiIqlbgXu1wfzFKEuzyxih6IP9JC5l+L2h1DoyndgrL6kayUkt15MnqjJ4WOmappPp
Vu2Y8mw77VQr+0nBIJTI0m5EifVmaMU39XnpMMVPwhzXJMp1xjVVmNIOX1J3T+CIO0w+pbmLCiLu
xX5RcmNt4sfM8a5J7hThW0Ss/AyrN4flvZ7ds34ebB7/Y9xGbmpDDiuy6klcolfjXilNki1OXkzJ
J5xz9oi36vpE2JARxi+4B5IpgUWEPvKvir6YK7nzjdsj5Z148j3yzpZJwFcojdKqaYSeyjFpmMYe
p7XoA78uD8uS5K718Y0NqszCrfYdVWeqKgUDK4arPso43aP55xwX6EruFP9Jy0sYqdBVmFSwGJBQ
e7qwlVZYtoIVxyyJjef3iAzq9ZmvJaHCv+JgVVGpDZoE7g+o8Frid2FyCQ9UfbK7gEXckTsfiyYz
5xSOU6aIL+OddWmErZAP1MF6hFGZ9loVQs+rxRsWMaIpFTROjiW3wpBjhNM1/siwydzfBrsewpnE
QTujk+Ko3JZbOWc7jqvQu5Mco2UPDXr8ZObGhv6Oxlx7XjuKqoyi5rAPEvPLj7n+/Ztv72oNFYPI
I/xz9+SVnOKc4vnyD4gHJg+D92kij2VlVGFnKjdia82TsNfKX9Ra4Eeb7pdnglHGs4zEizPBSTRV
8RMFVYzkIyzIpukZawi14p+Wl/JbgiT99JoPhvflCuHnuk2WIPMV3ThYLPGhgdZ2Df/jzEZVs2lX
94Plu6uG03b0LiKXEq9zlrZU8eTOS/oq7R0PyvPHi0Tv08eUWDM7OnYHVoon2fG+gMjqb69Ama7h
dhasYE5tthngvAilDZpseOzYrRxQFAYpxM9t+wz5Sh4fWCe6eGJm4LTmhCfGYyxO4EYWitJRpFB/
pGWogqPTg2SMUXKX+KPor3wU8lf6PtcbpUl0GHfW4dDke36Yr6ZdpUwyzckOjXtiTKYDNNuYGlux
XFKyzOeQTNe/SFlOG5/4ifRNMpjzv4MrOOB3aJ6lxVJa0J2wo5y9hjLPwopBmOnOzWl/sWdRnREK
1Q0rzXSlhGeYQ/uRH53RBjhUSatfJjgqXOd9zqB6jxg3i69Gr5EzOI99SfAvRjL9DvY183CFXnuy
uFo+DXSUV89sEuB3Bhu+EXtrt4HGuee2HmA1HLqhK4JeRuzgZmWfD6xFpe1PrOMULeef55ylPKuZ
RxpRijIvV372wSVGaH95Te6QpCzejZTFmizAUCHJ+zummNugxGc85vyBuqyLJUTpT2yz6ge3Tfo9
57X+7qLZrMF6IQvRcBdr9R+E7zXWxLBwK+ntjEHc/bI+8DneD6abFN2a598n+5Vb4hzjh+74Jjzh
lKffYqKUJy06RL7yOH8N4wdhdmE/Zy23NJaSkgFTWdGiR8XbmNVdTNQIxEL5kUKA6SFoWfUt0kBJ
j2J09hpeTfE3EdEx0/0cHEviK/mYt2q/dlfqqOalsduoNZgl5mXSN5CNlKmS3eqRqSFxS6xziOiU
4OrhhE0eNfKyaGL7ONtCC46uzex2M21PcMNxOOEHhAy/3zYDc4e4EjfB/Ng7gbeHdVn7x1gsC0ZN
4ry2p+VN4HZqJhR3iE5y3tAfdIq9IyyZRfcD03DaksGVd0jVopUls9MGISBxA0uy4tbJr0nqr9yX
XVIupjRqjvPBFooxWf21eT54cQMQNR1DkO7IPSBZp+8EfJLy8TqCTIDkOuRb+KP8Lcprzk+Y07Q/
BSjZQ/5DcYH1is+ePQFXBsulPGqsIb6SsJgry/qrZMZLsgxfUWWGJq/7B1uee+3o23Ksdpp1Du0t
Gmh3Rj0iTzRuZzQinVA1sIu0RFWbP4x5AWNR54uEO86XH6SRan3g7vz1kkXWmga6+W3ZOB9TgPKR
C75gT8A1tU7QXNlfN5ZW5dyFHO3RiBaZ3m5bpKJibPocdphp3h4KaynyjGozyod7gwtG1/go7m5L
GamBHGQ8ozoY81NQlzCIe8Xs3b6WOAE1fQ1I/E45Nm42muwJZ6HSj3WW4yziySqkn2v8K04mTFEs
hpSVXkFXgpDSOPNHIcRT3z3c4fceznlTuqQUClvppcqC0aqyPutDMJeuo98ynqi3ups7lnreAI8A
x6MPYunSBRaa4RVQR6K7owgURIvqsgUUNzdFXeTI8hEvpEcGtjnRknGQaHOL4gbpv9wEnbVzMawZ
+5OCZ3Yab6HmO9rYrfEY29GGG5WpEQzJOqkldjF7OumlZC3HT2KhL6IXAWamNKD7AZoJJoIVajRO
ZBbpULjzQgpkqOChI4v4IeKwr+7EelgjpRv2XPaSOIa1yjkbwjQNp9o5cNJRWxNRLD0FWeqPqKTh
Whn7yCONsmY573FOPPsMJZQ1LlrW+Z6o4DzPE0hPkdsskaQ+/g1aHXdP/kDlspSvBTnWMukpbvMO
3+FgUW3ERudabtvujaBvyIlwF3sW7bt4gfEk/Qfvu+iX/h1HwG1Gpbus9R0RD9jxgCddxKaxhIOs
y9iLnjaqmey1HuEOggwSnZUMLh4tqeCPKv3s2yDWuPYayJjDcp8Q1XCHnGW4viZIA8eyLO2ye6iz
uAoWbcfYXa3wBnkztRw9m/jOmhRyxw6SbzYFoYZrn7gHwlLDR3RU01HIM7l3JQBZGGgftt/+HM5M
3itdtvdDK5ldRmdJIVw3e7oNzY3hQXOWbWzM3K35B5P7xpnIicMZaPHb9NTy9/7SzJddtwVBlBPF
d46VNX7ySXl/8VPZ7YdCWBGcee5vtn+4l9qQDjFuq3q/ZrWiVreVvte5OeGYvFH2HxpI6+OmUc5q
wmmrpeXj02z7oP9zhuLpPFnJh84Jif36/e8POJqKFBlo76ECq+slucbaTYaWbROOYXtF06XMhiqT
fP9BMkc5iN6q+inYbCXJ/4jytU7ZbGlz6QYKUJ0puZUfK05yCTjZ/F7utdqBHsyBuJrKZLl6OPwt
cZxdoNERGut6uItrUhyrU6c6xrLjtWFxMyH25HT4CcDnqv6FQDfTO744tVwhSOdFEM7qjSQb/w7r
q3p3Jroou3jJ/wzgcnsmdaVU9T/erq1z5tV6heIaWWneHe1NYrurU7Q4d5+NKltpnCX4kQhmvqXF
53oZMZANOxuJFNdgwBJpPfEWa3l2lBXrKiFXcynsFfTfqp/8rTyOmqV4r0sSosko/9RG9RqkuO90
mHc3RZfRxrmc25s2xnDJHp1zRp/KWEqvqahOAeHAnU2SF1pQoZAySjsWjpI+YnQzWyofB5i6CRm7
XRHFJaedpBN2htSKvazr4+QKDgmAQY8ZXzRcLdTUhk9uxNUHw2aKzxdnyi3EYmKBSo7zgS7gkEYy
pobJxLaKlQWfRI7N34S7zfcYfH6balPr0/SktmLlEM1BaVWrCn2l4pgAoq1kLTRo1DQHif6kXLP+
mYBO40VudNbCHySihcXM46INyDYWo9WBn8mZxtuk+Cm7Q1lD/gbg1ArdQ/gbiM9UB+yPQcP46w3/
wix+Dl8nyGaPV+R6RaTROEcrEJRROMw2vSgv3bLHTLyHfi2ITQlu1Oancd0GWcw67gvF6OpD/Aey
eGSDAZ3ebfiuE+C6JIKmZeofegem0VOfsJy0df/pc3D/17zFuXepB/s6Q5a3EiQub6z7rCccKfPu
zr8Mu8jpQNCTy/UHSFtcu/TT9J/8ThZBGs4ZX30W8CNvnkTKMeosles55sxIJ4q+CBEK+rNLhnnM
fM/jh/vzcmyNGymu+xXpsBLObMp9pkC4BXgP8U66s3a6ZaAzhWEhzGVW5JEUMBTWdV27Sd62/pXy
tmdO+crck6pq3T7ubOJ0cq8wo5wJjeNvJ4JtWvkx7VUhm7cGO9Q0yZZGxVKJXoZoNKsx/4d9KUxD
k6B/5Q9LiuWN4iVIm+Aov1t7C6jnZuKLlXdIB6tD2CwYSbtOvmtjnv1l6bfS1XYw5wh+JoGABPIx
EivjiWcIkCSm9KgreeYmvJG8ttqD/I56qa/WI/AzIp5UrOIMp72wzWEHg/6jLy0AubrkkE1JNoUm
1PzewDPNE9lMm7xkBj23VhgHmlO8S5KPaJflQbK5H/PKamVtYYgj6h/uWOfqFC5/Am8NEgeozH7o
OSa743iBGsL4eQBh82xDIlPkA5s2YCTyD/ULkHWbLkfflLhK67U3MIXQNtQL5FpYNW2E71HEKP2G
TFEeEWvKHXjmGWM4/hxQIxfCI8pWWbsqIwwIOVpz0l1LnY1/wT0HpiDGaSfor+hNvDvMKnKkM4Fz
APXNNS6pO1Rest/YRUZYLymKb2fRrIEvKUHi4ZJb9eMcy5IPtexlP05Z6hhzBS8eZZhdZE+po/yy
4Fl08WpeB0ZGWYpYj5+XByvMSx5b2GO9qWPqp5dxQFWc+fRgT3fqWLqFszjwkabL3iaWdZ7RrmIv
qu8LzDd/TbfhKhRLgAQNrlzlA4DSmI/8SwhxFGFcBcZkakS8JU1TjRJAWg9um0Lt0A/EZjvNtlvo
HP3BVSfwK/Fy5GXUm5yLzmm6o9I9BS1pCti30yB/wFbWPnVvZaqno0MVMuImK8JPsp0ntcYOo7LV
v3yTj31FzbNu4UQHNkqmgzfB5vM7iPsiy1JGilLIT5TnZFAaMKA1rmaZGl4GLgiiHTPDdlDyxNld
43HNzkm4/Zgf/HOSM8avOK96MF/iPO4kYZgHM4gnuP+0xCKwMiLnvqS1MXMrmD+aKgRE5dxJGsBc
YGE4+6OPpPqbfsSolXXpRuWl5AnZmYQj4hQAkQ1IfWXeaQyA7wgGap5v1Ob+5lzLC07nVeXrXMRU
XExlUOORhuPm1GXXHV2qZ7INtDPmdPhJJdgUpNjoKi716OJED4Qh4bVgCfppW6xPpWqSH/e9sAwj
gYFJUrAn17tdmwB/Qhkn27EXSipQBtPHkMHqV9AN5URwCOdmQnDtlrw3qnmsmdDb0KmC2fTNUTN0
n2RFDKZpMhtD32hAHPBE6Bt0sEH4Rj0g403aL8dSzETDauYqanGx2DCU9NThZz3lgY2rVi5UVlHG
cTaCL7kR0otxz3hC7yDwAvZEWZ9ueymg7At0NCdFpMX+RaSiflAzKCsD4hKbYh00V/SSNBL0xeE0
DCv9l7ix8gGFrJ9F3oC0EGBbQvInYGl4PWw8/J28Sz8tZ7FCYhjHbRTHGZZhxytUuMGZx3i/G4Nw
WHwSBumxyE8Uamh1mbPwb1Wyknml6KxBNfM5WcB25apMWdY0sMYcw2zISJUKWav0AXqf8bug0vWy
d3pJWI2sMNxeaj4lXts9whFJ5HkW0x7WvqJiZMUYGbc6AsRJ1KBiFtrqAkfqJ5rWudaxV9j3Obr1
dHVqTS1lXjkDttG0mVeNzMcN9pa0jiTwYibbjqF5e2YELoIfKk6KQ0yvVeeq22TRBeMElexJylbR
NnVWdWKhWD+yoIPszLoTeMvIzgG6/tHCm7yqZn0jms96abyMaFQ+9t2iCrl9hH7IfctRXLW0uTJI
7NKuEe/hv5UOl/1HmMR+Kb1VIrSMRv8q3VTYFWNw/CN/xvxmzaNiivoQls3radGNZZL1rHfNh3An
Cnbt3oCpsf7lv1Xe9IerUaz36lTeICoPDWYcZGxRjM36Z2CXZrG/SmvNnflVUQtYo2jRvoPb1BVv
GTNsGYrpSGNLKpablE5/o1/KW4EGWwcIbjHOH3lRO8XqLgo4JNpKi0vywI6K/DczG1lE2mV+2TyF
3Lx91P+8f6YoB1toIrFnKPZomigtrKuGWdxhzB/xo9nQ7EZ7MLEOqhF3wItjZ2a1l0qUA5uROoNw
75peUzCXIp7fQuOFoE6R+1BKwP1Vn6Uj3Y8BaG00CxF++twl2NXGbmup+JmwN34wacl2IW5KCFFW
UO4wLCTupXLsaa05CfImqg6dPwg+VHnK+8y4lS1PayyNsqqjTutWa2cV3yNfEB2g1QjCpD1CG+AW
rlUyLuYHhAKzUeJRl3S+lRrhFsISy1b8GAEBu0aCRYFPhFXuhFeIM0lnzHNzu9VQ3ZXAKclo5RTZ
bpswKUI/hr15RxI+FhYaMw/Kxzc1l7Dip0zjKXY9D2WrQpMs9gQZmjVKZk0QMsTmCFkIZ5quyvRa
v88dxQ7T3cgWxtp0HHmQ+AXrkuNawV7Vc8xgaRb9IWSA+MD6k4geU5lkDfs5cm1mA0qSJxCAjF3l
sUYDfHnFCVlPxnFra+uzymIL2pmO9ruJShDzmGkQvlD8lHRcry58iC4uuLM+U52bdrWsVFbQRDFN
kyazezAazFD7aNFdElGWUuQSRSYR2JmcKCHTdoe1WYB0/lBIA9+0pJT9NR8ECI7e8bL7rPYy0YH4
QkrQBlNPtD3n5VmHaw6i4+Fb0Z2sZwx86Z2Ki9IVvDil08YrPY5Il3+kHqDxUDM1fsAn8U7mD99+
1sSKMXiCYUEAI6/w5ZcV1OAsi3f+MnbmhaLrCQPleSoAv14Eqp0BmnYkBlDsoFkmoxzI28zKoun2
NMv6uMG6ZxVWOy6PChPx/srBlF2BSeKlso/eQa2tKUBGtb5OM9XVxjQxZhSh87cXyn07Y6eEO6u3
o80l+0CPam/SPBiIOIp9LIGNswiBCXmEHVgxJ9yYZUap34qeccsT77e+zjpvrMr7UfRbNU+hbrzC
XKNYanmIn2u7WndfwqddN0RKkngug8q8xxUPzycF70PXtLXU0Ptsd3PfA0YlnlBVW8fB0ZC3Vhw7
X8ux9pifeUcnXHINaX8m2S4pCJThP7n0HcNgh3F7C6jovqbatIMZu6Qs3+7KQqOeDRdnF4zDpFln
CzC0L0UqrSxnrEIh4UrJ5ERuDNBluWLtVW6p4EjmF1jMu2HdGT9zR4KfBibW/MP4u0Y3JIhulmUo
91dyVN4yUMY+dYbgD+S14xWqlO8XKX07PZmHnqf3k7s3LYGPNJ4pYJVEcu7mRbKYiv8O3hM+Uv/T
3GXFJBigyLr+BCN5bMpA0gfSQ90O8tikoVUkC8rRQaFK8JDg+iTcNvrLJEHxofxBvN22Qcxe+01n
BHxg2WTHUWkGrdXsjmwFXSAZ9cUQAytNIMYegWtawcpK2Q/+fvTXNqCiAdZJPiedItFiQrP6ZbG0
odr5uD7jR9V40T/oK+hceAdlKYVr1VMe6msTtxVegT1S+eXfudXYfZWL2S/Ah01nsmS1YGayp2W9
w7kd85JK1S4lzKlKyEyjZHs0XkU9XJQmPpm3XpmYN0exXNfueKcywpcTnxFwqluNyLYv5j26u54s
mbTJmblR+bwpkLc6yRPsVUgsUaXCTTDCLgyLMpi5gPVStYYSZthFHYvY6VymmQ2ZBJ6RBg4nej3y
K86+itfiCtc28fLERIOmyCD5ydnOu0q6TYOnyhI3l5yUx5QpS5cL/ZFrIanUsOg/cKKeqEzRUBXu
3K2AHFUooEYUkbO/9qZsOiGpIlqfC3obQDAuKuMZkTlEKoDysuc1J4vbSkYLvsY+rrwJvE8d46jl
n+Ui0r5a7+bQMRc2jnJ+sG5oBPss6m+7xoV1rQ5XjfKdtAzUvmEfonwhtZF7pG+VUD5C1VgYJpHb
hCkE6/XKy4yShs32MEMB932zB1+fFG0gcgPdAr9eO227U/mqGFDoQn5krEnut14fuE5HFr/R3GAv
hMLIs+gR9pvV3RQ2otF4qrAkW4wBV02ILEkKc83GGyR+T1C8hLvEer51W5NRgz/UFyjxrHCspWc1
bFGWECbVfnaQNNeZE1031TQQjhMvzNu3iTqJ+R2vDMwiRjguSuMVDdSnnlypoW2TTu3erM1m5uR9
JQUFjpiNOf3y95OFjVrsWpvEdLt2IYUJNik+eF94FyowMhFpXDvQsKXtC+BVmSnsyunZ7HPoO5Ln
jZsbawThIr6vFLWS+Nby1c2AB5GTazNQAO8CeoVKiSwSQ8uH6hYaUtJGAX9V/6k631U3x9B02nML
HRD351+F/+XGqf/TvM7qJZxW4XFn0v9Df27enJKqJOhPE86wR4n/6M8gn6dkFO6XXQOVJDyx9GI/
8iuLJ9Ysd+jMMN1E5UbA58NHXa+VSfWeBih2ZtUy02PJHd4P/hd0BS/gr6KSxAzwEMELmhO6eWcS
Hi1PcqFtHNhvfKjjdyIb+kzaV7+RMCvzOLSRufz4PquKSXGtcf6NX6vppr4qOoK71uJriWSvwPeV
xGFpZWeZ8p6DDn/GioLv0n+WG2djJBPI/1W8pnXoZKKzAnh2UBJIPo+2DDUZ+8UKs0qsvehod5Lp
alGZeHYAzxxA/kd2+H6y15oepu8rmlduUHuc98V57VtkzvQHmBLud0b8lnfCHClXezgfWR9btYtC
TrkpfWPrkLMVb5UoTF3Ubk2ibWk+Pd0syJL8hv1whlqPJPHsMyX59FEVdY3zdh+nn8WKdYW++fkW
7QNfu+S06ES2PL1JcLEqYwNU9S1tASSDARUO5QY461rW1FbQrcWLAkTdCGqer0++e+cZ7dPW34gS
6ZGKENlf+N0CIr6du8seVPyAyyzKj2sx8NXhu0nVs3hLMBjHn+J5YRuA5LLFVeXaIOFG8TCaL8F5
3JXRm7ErpBZPI7/BVZmn4mTGjRYcZovdJiOmERmp+LlVBKNNdrTnc2YJvp8koWGXwE+7XxXkGW+I
FcUVSerGZvpUY9yVuQzlUOdBuYV1LCu/LCj+LYJMjw3kwqYloxhTt11xtZYNFvyG7rXuh19Bzcik
HEBw6PATCidHo3hS6CZNZgX0Puda9Ubv2ky6PB2boqKZF4vdOMz/uOEKC5H8DNkEGoxbwm9r6qwU
eXOptfYroBnMVgysgEY64wuhXfJ/Fc3HmrNrxRLXtJxdqtHijvqlmiNH1+PI4AHsYfiQujbsLoeC
OjRXD8hqWCydyjjm5zGv283u7TyjcqWlHTNNH61ud/nAIfmX9GxAV/tMbnNWGeaitADNbF+CmF3r
4vYvuixhcf8QOLzZ8SHpJlkGr5CQDr1irwA9yjftPNXJhjNZO3g43TvvPmlQIFEaJouXhW2oLqWp
knSdylvSo+AfLHY8TIjBtxI/MBZTvphvO8iJf6Bu2zQ1Nfs2kSuYkMeM3AdrEIdblhQ/1zxB/ATe
5XP492XNKggxa30HcwTq3/nNKb8MhzYNz1wvqpcvYQ0iihjn5NM4JpEp+lbzeMse2CLmZPFFYzaD
oytj5uPzbY06qYLR1LZLA5ClV6j0TXDgCn0wv9n4yoIAvC1YSH+l5GWs7BiRsUzRu/K+FQz8qnnF
qtfOgzxxotzTgP3N971b09bbsI4QRK9ezvxqPiT4qC8oi5DqiTmo+EhmbS37gBwGe8cczJZvfVp3
eM5qEkr5xjQCPVz3lpAA+fm/CpLs2VhsYqzTpnOauG4fIsuo1zlWW+eVFlr6AoL8wVihfEBxBIKE
uZm4VJTlBahm1F4zUNGjtuwreWXJgK3FjuabFIMVbtozs8qSb7yS3y/+S3Gi8K4bL3la0cpqTH9v
mAHZum6gZSJrn9ReH0mmq26rHrPZNjSL7u+UskqaamcBi2kkbQZgpHMPXeT7XrVLohSkMdZI9sLz
4JcYbmgEclWihH1PV2VVtlRphqk2waKBQEarzGtH6i6aZDJ4ItXxx4NwnTECQ8Ol60rOCopFd/P5
GSOZkMZyvcj9w2ithmNPlZWFPfWeo9U0roZRZM2Gtb3W1DizQZerOuuJ1UdX7NBazFSQO/CzbJ4q
rHe3JLr4D4fr39huVR00J0oa6ADGAKVB7OnIR/cC3QUDShYIMkyzWQ8wP/wZxjstNzpv8l2SW7X/
4fNV70Bj4Be3a4Eb4DNMF5QQ6TG1Mn87JBrwMofUmGJfrRoqWKiaku8VZdp8BWfFF8Qcs4yOc3A5
c/Eq3RnAZMyfssuMU8yP9qeFT8MA6qLMST4vOt5OMeJw5kPfkDGU+Lit+a2iw4gG5WNSG2e6apXw
WtUD8wjOxgo7akDO+Nzh/CW1HxFu0TdcWNGzvVJZCeN2ZTXwliHOKq7gQVjyuczHJQuNObkubL+4
HemIpRPM7yF/bJfgRhoJT+QXSVaW/y1uU+eqAdvfGypdM8kX6u5RnpM/FT0qO6R+CDPXJbOPXlgu
ymDmgg8VjaFdI9DLP1cgBJs2OpAmaXTydels6Qh9ClmJ7GHuEybRAogvlTbLeHqzJD+7iOZpiKod
gn4pnQDJpp3GMpGfqt+3//EFCSOSQ0LB6oc7L/smXrpwYL+4m01mUDhvy3aRs0nE7CkEm0PYlmwx
kPnWXJcLsBCfvyYcWYPdXOjguG0BaZ11sTle1EDcqR5FvCddaS1JY3T36tmd9xADGJoWJImM6jHc
186R7yus6quRLshodQmEOvwL8n7OiqLtGHgaFKkXKHRdilPQO1lTzTBeLudVtCOJgQWQ05gvyNlt
daBrpNfyNNGDQmTXODvVo8tjUBYH5rOfQBbCG0RdLT7mIBqV8Vf3u2xX+cM6QjfMuSwQI6HyTqJb
Qt7gdioX4zcRTPh5xv3p6UX1jCVYP+0warQhTPLIchGjc5x3/dIhsyMiH5JGS/2mL2nHRDOyS5R2
mAGgdQiFg1qnRA9hpJs8CSLPuCSy+yX5DnyzfhnPv3tsFYPIdG5lxjqo1vfKfeC3aFr6OX5sgZE1
XSE+lKA7V9qhMCGeMI7oLmUVsvSl0Z58zKcdRcmlBpv9nsaEdSOnkVn2U4GfpffoUb0x1CnEm5lU
UAS3Ao7WJAjAPiniT84z0zH9EMnrToCeJ9SIoxl3uRprx8YW8k9IPqSXVmEfV/wFc8L/TKEERjt6
hd0cU+FO49e67hI5ca6imrBMcs5yPxOsuJErw3V35uP2MlWo6ZBhAXRYKGAMA3+wS3QJSsGX8syi
tg5Z2efIs8yLPgV7ImIbT+V56ar5H3ETobyCabZk5A1RPWtlEcJy3JdDeWGoFbjiMbrxJAFpVsZN
eiRxkCZ/CchSaZnoDWGi0aEeY5YTO0LJiqdDXUyP+DEyX/e16A3im5zq+yvRnpgZPnfHteZwbpum
XZtGYZ7pJ80ENLFhlrBIO2e5vdEvK1c5lsqClKnI27aLMmrqP+IkwQ7GINS2ok0OPjuNu41VWDIS
MCrbE2+jn+bcFXQjWKd+FR5oeODboQg1FvLX6Rkl4fsI2CzvFPnvTbs5O8rSK9q0M7Wxhd3EoZ2b
5Ol5zeUJTYBtOZW5gUv4beSl8AuZv9x+1lj0FkaitbviMX8FNq6AUOznzOYBFCZyronxv64IwYZS
OkvppoVKHPBm+kJUR9MlSiBldlGVdZPil+ANHSWubiAUeSy54rUdE/+P4bIMikLhwjB2d1/F7u4A
QQSU7iUWlu3u7u7uXliWblBAUFTsbq597e7u/L5/Z+b8OvPOeZ95bOuJhy0w8TnGGO4beKwkH3AV
aiydLuUWvrO3i43BDHCcoUn5T1yc5ij9Q+55cnR3R+tjySvFdfa2wPI907Xpso0sFT8OtiKTq8A2
dVgmsKH0qbZwzhQ5+WgcHoSIgE1sPU6VWdcY/TKcA1DWiFM01COViPXWt7kZdZHWzVKFLMOKKKoC
lGUMD4loN1nX+QyhNeUFdxmtGQXkATI+21+AXhs+iq4k9d99gfeqalKbhXdN3gk6hHohH664Kv5d
9kV4j/1StDxlWHCvlvF/Pg2q/Ml9WfCMOcM1TP7/E+QlVqNJA91svJ85LDdWCMQoC0qURyjDayTS
9jpcWjo2jh20/E1J60TA46pg+VbyQ8JvZgS1jbUTluR8Q7UG3iqKMg6gd/IliQHYDFkY8Jz7DScW
r1BsAL2ORWmGakDA0/xm6Ke8bdYOws3oa1a8pJsxQv6ADgwghLEim8rEXrN5rTzTbjbX2e2Vx1mI
rgoBbW2bclxZVg2tfG3VO1Aioym4CSuwVKg/SBjm+XkvvHuZOZppukFWhO9h0VltHvsoPxpcU3TQ
OKPaSK2rbWTpgWdL7FlDC3ZA18Cnit84D9oupemFHIVvN0wJIuz3u42vgvfLcMWp9G+FO1gLik/J
oh0zxT3K48Vk1B3pfUO7gGs5fPagUOFM01/f89Y7pXB8lWbrWF+WWFKzlLC7rNT8OKHDNAYLBTX6
Ilwgxv7UcVn9mTr6csoIdS/PWBRFTBS8A8nZazJwbFPxC1MVL8k6TnTN3VT5xXrWvzt4xoSDh7GS
6/e33eGTLOaCT4CnImhl79HHkEns7QgiYSXnKSElAESWtv0DsXo3QqdK/JTmug3BsRpbsFHucyeR
PjMKIPcDMepn5iGM6dTNljuy2QV17W/0+8WfmP5STWqGYrFdSnhNcBJm2xUEiOep75G9m6etuUfc
JJQWV1o/Urrp/5LqbXfZqbxdRBhGL2HxjLSHmih9amKHZB1mYsE5+R3SadN92x7TgFSsiZ15VLKp
/jdLSThhTswDqR7xfwgGqbeaB9WMR3wnczRza8ZQaKakqi60OptqEHoxKIYjteB6KQfmjFJrf+WZ
/FIeqPRqTnbOevhDpg84SHuYVe0dBkcIHmacU/r00YC9zeFstuePJnzXx51jC5glRusCcm/DRoIc
XYxdwOxtGK9JVn2o/MjYX7GtOJJdjikHP2Nf5/82zhHRROcYmyAL+QmC17Yo7R7SS3xt205sszKw
dUl3bdBeW0EfSx9bziucrtsvtxsvcYNpU4lPOOWQDdi3LK3sRIIm0ys7quwffT1do8Kw2uFvVT73
feE+OqOuCHk+8yqlVdmJybXNBm62e6zjJbcYO5VjHPuS1ioecBpUCs4V+zDeEeox8Wq1Ul4YCzed
33Gw5JHskhGqCuP46C9piQCl942bKqqEHLB6ta9aLqpWuzb455evS1VtTtaEGf8LIrI+icZo1dUT
JDfAjUgwZrCznyOdMUY7jjtLNaBJiwkT1dIusdC+YuUqIaXlY/EI1cq0bfrRVRj9DXY3C21YYJ0P
4LI8ycn0ymJQy5ZAT/AkI9+Ri1jfQNM+Rt+GN0oMkrGYxwBBzm59YdJAEro4EZGUsD6pQihhf1aC
iPfoaH0p5y/CzR6hAGu7wYHqMzES0RLAVJPIfBYxjhoFTUIwZP+VMqlBynIIM2O72OCtpVORevE9
JVa9VITVjDZehjcQdAXDglxldnhE8xOO1Km0tCaS8u8T7MHvhkVQpeDo9grrpNhTihQ9RLbIbTUd
Ug6PnoijIRPlHyRLVFv0PdRWyALc6IKn6h7LItCQ9LD/77coividOJi5UfesYVVVmnca9I3kmG2v
+4NAUB2UZWtBjVOapLZifoqNn07Ff6fuRO7hH+WnAqZq13ryeNedBgLbeJfwLZRN/489jqwm9hMe
hSPUZj8J1sD7QO2UPUX1l7FhEnQ1NqUNFJGw+4Bih+JksoDR5v3vzMTaK461jq34kTaW8rVoOf+z
eVjzVP5q+DXLV+VwxTTyHe7Q0h/GFGCrKrU1Nm02y2A9oIFGR+SjzHjRh/KV5mzvU9xIxZmyXsYa
Oizni3BxTlThNsmLzNHWO/y78VGWnz1HjO+1F0tKacro86ZNqXf8jkpdcI/zH8zUC0cTTcH85Eon
M2+BtMy+XbJAOh6Ym/+H7qTOxYDJ8dYXenWFJ1egnuK1YPgFQ/2ZghLaSOkfQJjN4o5hFMhKyQRA
qnAY8zFzrfWFFqfuQK6O11FGKziEduwa0lTjGPlkFd4ACoVxbaFM3dX8j9KX+KiThykSxw2h17co
A6FFW444+la/s88E79WuL7gP98IhulpdW0sM4EJaWW0m+7uljacrvQWm+P2ENaaZwvd5zKzDLopl
MocmnmdcgX9OG7XjqudZ0WwgyPMPoUZ009hpbSthtMQRmopx6kTl/M3jNBOpL5MXRG3dYIXN4y3U
h8sygoMBqzvLaE8r+BWnAXoZ+sBk3WPhOeRfWS1gmF5oJKDXiRD4VQUPgFusi6VDgBxKsmA472nZ
UOychr/Kk3JFhaTkJChcVEX+cUMQG2/CFB0ELbU4EW+JmaR88jTnYdt3/geVUS7jIThzndKeTcyo
2jxYgaW1pIvezzcsKf5ENNYVfMclbUqoDoNLpQvMg9VPFQmcNYrRQkAiO49IOVtXT+2XOUwu2DvQ
CS7ZkrWi9CZsa+A2ZCygwxPJvCm7Kr3WGMuqSzkg17Po3gFsjnSK6T87yhEniZIXFk8o2HNAVnYV
sLXqV5pWhzUNJDYCd+z/ISqzk+A5wQ5puH9B+XTh8TQonRzIFvRAXlnuWmX2Ms9uQb6VffgbM81e
gpN2bcZLifdq30D38E7lTJRvRhbCggUlJU+MZ4oQkJtFVvwFeX/XIu0QxT551KYXPIVkBAtGqixc
ytRK+mB0uOeS/KTWwGjVkdCWwIPMfokDfKOT+yWHAzdJRjMihG/wG4MwfCyn1nhPfj4wkLOnp9Bk
gnfIbxVacSF2gDCj4jVJFh+hlpYPzIy0ORwZjL1Gq5mrOo/dkZ2gK4AN97Tni+x/GbdDhYemq+qy
lxGDypOwW7SFynPkBOkrbwDWrczHbpOW2wpFIuG0zbcRI5BzWFXYFZoxlNfCKl1ry1qRSbEcU257
6rjAfQK/Cw13UzV3aReNJ+iprnswvfMrJjHXydmHXmV9Z9pHz9aVsuNk1iYBhUR1gxYQNwKPoa7B
3IH7IgpXZLxvfWItM28RH2mcDfneNsji9EtZjeL3MWWFU0kbnbepS7eoRDrhVLzVPxjx7/npJQ3i
ZkQ0rkFJIRnMLbSY1mmmtoa58HsV/IKT4GOufqjpkDXdW5sjCALY2NoPJQXoZ97hkrGA7+ik+FZg
lChqszxvG6VJtiDturywdKGkV9KWe0s6ETmMtoq3NiNVtFzdq2rPQ3lmIkZRUwn35Ofqx9b0WraV
ndGBuBFZssATQqR4mY5d/AG9ENVh6EOwEMYpJuDPIXvRu3dOFj2vAJd/Iqkce7IgEQTvfMr6Cp3r
lCe8Lk0C8pbYIN63knxfHV+ir/I22i4TDrMwoTtGaCCw0qia27RYirTl4G9oi5BsVYsE4N6qlyFO
Jz/X3yeuUM4DDjfeUDEwE2QZok2MGbwZLnf6nsAh0DJNbKgz87GdaJlTeaw4TvXC1VuVmGKkxXLX
CIjkGlyG1yZabh7n3Vf8r+KPfEhRuOE0/JsyjNGDU6s/C7qEUeSzZQ84Piua6TOSxQ8tsuro4ADm
ErIf1474cmyFPiUoAPeFlEJtynDIetNHhZy7WbiWmak5CZSp9xbcwWPQyUWHPf2AA/0vdTtNJF6i
UdWNFU0JXTK0ewTyW8SGGgolw/EYcY+wg31Ul6AtZswE87W9WWWqvg0vbQXgWso2rhyYjBwomQxn
ElskI+DHQDLHXhlF1s3nEWIlc5vLjIMDqOA8w1gimTeYdFI+Xju5Ms7ljjkhA2mG++taxaem0d7q
yt0X5FvkcIUX22LXK2LFb0nHIGjAC+Vc3iEWrv2ZerX2q/K+YW1hZfZtDSTSLNkYTBMUiKzSSvgl
HKpC6VEEDMi+5HHtFv3xohESW047Tgg+iz0UvK1oLKAoyivH+D5WMMRvQfz9ccZmkkE8jOPJQ6Nu
esnEDm0LCwQYbouy84rX+IWstaBvwlUks3ORo6fuDfs2diT8t7O/7ENgoreP8x9oe9pa8HDebeug
xpGsAjoTWBLy+x47rjroYoxwM9OvnMRfpZ1WeggUbzBK+9LD9DbS1pR7uaNxs4oazUpTDnYVvoR5
oeBFwsngduZq4lduWX0zuX+etXytPAozWlZssEsz6T/EqUy8/2ER6sDEnTR6jiyJmsBtS79hjNaP
9MSRZLpxSTxUJ7vGNU4/XHiEHxI8K1gEHmY+UHU2uUYe7Z3NquVXbVdvavd5GwTOK9KW1kNZ66qb
UNbAIe5FFMsvEvyid+hSpU91KerZqnHMjbxcxpPtE+wTgjuUWw3fEJGe0r0DGX1E2yjBEpKnW9KI
7RXOwqVJZrXNJvKEBxw/Sq7AJtH+kFSWQ9xrcIbiu+mFiaej5cNhWSo2I14uZ5zy3uv8A/nrVVV/
tRgrvFUO/hRSMmu+eFDPRDNEG2uMsE+33hOt527np1fIq7OaHog1LUf0RYJ49UKRXfGKGQOdSufS
tpQNF0sJsTsHZcQASyVez0SNw7PeOxCsKyJbhgr7GpVIDHTkGTfmoojHOGn6Vm6BrmF18ujIZ46l
zJnSO6Be4ySZQrARfLOKlz6MryEYXExqLKwzYmncRO8rYKX2AmkRTElDC3rlCxX/4rcJmSqBJ103
2a3N2Q/kyTSySwpN8TTjCPR5xUVNJilburHqrXce9zm4dQsAuc5ZT3oNvUaYq5Fh9NS61l/On/JW
aDN1sfqIW8aNl/7OHGf83NqKXmGbbt0LgZdPETdDwylk+TVcHPA++U6bt+wb6xd8IDTau4Andwio
lfSDOWe4f8z9cx07jphf64ZpkdYw5dGu2qyprsPcep7ygN25A5rj1aBPFBxX66jVJpPjpD4Wm0pp
tQysVRD/ivJdVt5Q8DfRTEVE8WtmvaTc0w3JEnzMSS1OCcwmXi5IUo+3zG9cWBHBnSnlds+uXi5U
A/8DLcBcoskZhBK8X4l5z5+f+94YI2xxbJSGuyorshux8A+MHnQ9bEaOM/WX6w29gNKsOZxTVP4Q
ns5a5DiKFMcB2VuYuehYRZpgoz7JaOa8tDRDluUdkIOZGfJK9QLoHgRJPiOxuizTuUSplLSg7lHW
5B3C4TiT6Rd9C8Rp4LjcT9YmaxFnHORTVjWrTleAnSNg5ntwZdrl7f/umF0qL15Yad3pIEbK77iv
Y93EpaZY4HHTN/EKzFfFvlB+fjluj3sXzi2JkfuIAMqetI7CL50vbCcvNrG3k50GpZ1Z2t88ujIl
Bc3uJ3Yn/y2Jqkg8OG8zypKM0AE/qY36va5eTw7ihmOytCrnW9k+6fwuL+6iua/5s3sseKHWjRFj
4vjzeJODsw5sMB9ETkEOAr+wl2SfUEa7L6HhrF7LcjWeX6214wFgNnk+yiDAFcTl55G+ClWWBp5K
GGmiWIdaBOw+oAjlEQw61BtqAiBZK+B/5RcAUikwra14gLFVXGv4oDov+2nt4BdRV+biGMmyc/p+
9DGNz4kzzUbOSPcT4wuNkvVT2Zd3QOGXIhmn8rp50RENZd89kCBX25CzeZlEECeHsa3AGneH3Ymv
N/VHWsOXA4T8YfoYJlHeB/KNfxYCZJAVHiZLV278IW+W0ctOiD/IKthO5afaFNxTSpT+kOis/oHm
KyGMO9FXzDmtqPUMl683lFsbtAuBlcp5Vh4Kodnl+Hhqf9dN5yb1L9q+XJqruMDApkFX+zfDGgg2
3ovag6oeSGHtR+tETbX3p2SKZYnhAxfnP1MuLURLXrs2ov9vKxifZnD+GO7a8nOc+SE6cEX1Uj1e
sgVuoLoFfhZWCKuth/bwXtHTXE+L/rskNeRMwbHuUsXZ9wwJzFvCK/WnyFMcb1Gkql2OO7j3qmHV
MZxcnMpa3WJArfRFdqQr31iu7OpVvwMz5bHAfxibWYo0sWs49IduNPKC65JC6SiGvtIP615C0O1k
q2SGTbIOXkJAxb4ve2MUwi4GdynW+h/4+4MKENuV77FZoDf8ewUUe7WH0ORSdICfaQ/vegDCNDWS
UqGzGN84IAPaBzGkmPqR3imYzMkZOwv/VPfXD2lokyUhX4DvQq5VouuzC8LVS8k3rJDiK7TfkLbk
LNJ2xmNNA2mHI9V2RNQEG51A0xwghBvuQo8WEeArQaayXvMy8P2e8Ohz2AZyC3mQnq6M1Ew9OFhw
OmOCzir5njk/+7bqqdKqpUgh7KmiXuc8KFYzq3ihrLp0k4Ah6/T2NIzkouVPqd/kY4E4n5vhQ0uB
/fFHSW38m/wSs0Zv2wqnH9a8Js0HaeCLeLdLHClK5qIMgFzDzafUo0JZDD91V68+ldJHVJe/u3wc
ASQ8rr2Q88g9jVOlOyXCKpIg37lfYO5qjOWkI6x1vC+MNMkgUn+SFXFUQLeRCBqEoJtXsmfCM81/
K6EsA7QPfU09Xreh0kldKsBLc6XAlCeQGdb/Sh6LLIQ16MX4+XBi8R8tj5SmDRchgGeku+pGaT9h
V2bhWNn8WQGae0m5nTnKFKF/EV1oVikTwF/wkUVBYzo6Xl6uWkCKxc4tvEAdj1oFW2ykYjSYy/z1
4mdFZEYvrBsbn//BI9vwAmZVDLDDpffZj01LmVv12fCH+24pj/MGtTTwJPmrAwDABem/1AhnqiOr
9LQSbnoffUAwjvzZs1hMYW+of6Z9ChwhCeemM5rJk+Vg8OZpL53n6PPd12RNm7GSR1VXkl5Vgdmz
0d2eK/IDOjeyHtvdnK7ScMs2ooiRojn28zVvhKFQsm0u6arvH1aLwBwIWTjBZKtdldW8WziANIC3
STAg/azhZ6Ya1GW8asX6l1SQEpq3N/HvVC9n3VeMXq4pGuX+gYiT8yoPl8Jyv0sFSmNFTvwWYVNh
OL5nh4c9CXodNpjYDjODRjL62jrlixC3qtosX8mZvlssRNXo4p6MIlehb65nO8+OOVhFRE0HLS0I
McGKXGcAPhe0N++Y8irjbwOGhsVOLbTWxFm15J+ExqT9fJA/lS3TTmTF1lWXPnVOKV+MXyLWpwUl
KkQD8avVAAgz7GRN0a9wZ7EKuydgP2gqsxbIHgcLhasJEYgKU5WhCTc7w0R0y0773OT6LesFIciE
uI9uHregtlCXQaqWrcWV4fLEV0MntxZ5thF74GWx0/nRwXg/pZke+Ih7b8dCA6pKVJs3X7/J3ILr
IEfzGOJIYgbvKfCdOVF8R/9ImU8apf5H+Si9SLXOcdPRrEIT+igWOfdiKJLNwlzxFnWW2JhQa9uX
s0dN5PPgs4WtmFuwv5JZzPL0IPAJ7R90sa9IFcFBQPYSUKIwYgj2PNvKwVG6AKnY/ES0Px0RlFxW
trlHcCtB55tPEf/KFJan8nexuPI9xrao1dIqzx/x2aL7mDDaT18267jtaeZq8G2RRPVPQBi/HkVW
OFprOF7V1BPXaWtFWfURsVfwa2nXct5Sm0k7NbcQZbpkLJK8gt+38nPNNQ/bOH7bZ1GbvZp+0xDM
/5cxVnlUf0qltroQU8u45ZNp/+XdoB6D9vfizQMSLeRHqfuN7ynvaIK8AWmGoO5wa+jc/9vouOhs
9rzsXu9k4WLsT0YEd6d4N1UkDC81FPDkwLoeOLkhMoSpeLL3FMpIkQvGW4zUdGqzNlo80hgFzMxh
+KfhRdIMZqzwDxNfojPw+MXwLbz7xInW5rjTBWn5S8FPUmCsD87ccxedF1X9dGeLgJZGRG/VkaIw
7xDH44qfVcsBFa4sy8fCIaTbQD4mx8Le9gvfLEuhjBV/5Y5T2Upp/AdpbwgUxhkvMHqyI445wrrZ
/df2RGxgcYmTnDU0luEVgxtApI5TLZe5FIswpIztDpc2M+NlUUi8CpTusCB/wDtX/cLdV/bConDk
5pdtdJKX5inpVHp1mvQ0ygThAsFvUibzS+ZJ6ndUiVOdR07hCOoVAV6J8Y+hcLO38Z0fFs8pvsy/
1kKvriw+j1iDHUY4l2URM2mMBipKZbECOZQtwmv0z6i5IJmOq2FRdYrnztkMYPY63lKem91FmG0q
YH+V0ItyMxYgzuJDpqraWHFadq4EX9XOXCku7bAwDfv2HVBAJCYm1iqZl9BL9tLbyAmHZOpWf711
mdHhTCOlU1uI5+3duZi0vt1/7Ssz76aFY/hwdXdWB5Xc1zsY9mj6culQal7OceOb5Gvi8yhzxw0N
nc0iDS+l2W6TjhuQ9bcqGuiWvRH8FOqepooMkPAdxxf5tCwA/wh8TxyvliBjjDlekX0L3m4Fl06m
vN0xTgPIOUL7JnhBfaW8aemyRJSl6Zc5MjXPVVty4xC3qya3fBCDBHjNOOlOoQn1nvnUZVf+OckA
T5wzKX9Cyj6SV/JRh8OF+F55vaZejlXXB9Ge/tDRrvqa80iSnVdzv9YfGCj4APimm59wD3XHN0Y+
hvh1ydv/OyxMPl6yXJgjxaf2GssN4YhE2jSNApVpjs3MMlY4KtGD2nWaa4Je53n6T3otO0x7P4uS
+KBkCI9MfKr6wn1HpImwhinWeQWzZa1lfPc08cLaMqvM/BWTBL0lT4Jc8QkYXzecC4lKIhRO03V8
A/Cz6mVDE9yeyqWSFesUr+irKu/icegvtCzOeZVCuQj0AeRQVyo4TGRlP8Bm9dnDQ3ULpZGF8WWn
Gh5hv4pwOPqRd/4M/TzkHWvf7GO8s5ouoEEh2TGupAMfa/SRzzlD1vPEQxQR7Spqm3iixSc4y//L
TUY+QP7giIvfAUY2rhG8JXVKd7LastMxB0wkCQG83HvUMzbjN7ZGNdWQSUoj7wmyccPNqbIWxifO
eORt0zzedIM7+TpKENUjly4pFw7AHSdMFNyAFMTI6XjGreyXvlXWI9IfIbV3pqBiV8v+W3KN4R5z
O7epWM3bCc9kDofOwucoGbojCzYCk5k16O1mgSzKVq16gPPa+rhZYD9rpf6nbJ5IYvInVVXthzdx
5mM11Af28+xGxXl2hlSscufEorLVO5KdqtnShzQm+gsP56PnhWW1lyZzektHFB3A44kOykvK55HP
uENk1MBu61x1epcvk8yfzTQw46X3dkeTz0vHY2dJneSJunmCTbKiFh9xnWcCT5n2INFQTTbccHCJ
LsE/gv2Wfo2z265IgHg7vq7htWSDQnz3GI3UkM4F2ohCcs1qWiGQ4vIRjkoe6oOqBvUMdpirvfiU
9nfdfspsuqqzJ+tMTjNlrGFR5XDhW5W0+iCkufQuDMM+kT8b3mocgsrd/ki1YBtR4fZMxfaaNbB+
rbPkGY3TU5e4RtVtlt9VqPT767uSajfg8SJNZN4KawgutVFEAdFeVOvOh8lYdbj5h45gGuzLVG6P
yF0xU0KgvC6+S/zEeZLRp0gqSJSW8yejBuRttIy036cPr5yT4+Ntzh/Lj017Fy2QzkcZhT1WHe8A
aZT8FIgR4XMcpQzGj1VMNHIydsMX5WNEPaZN6EK11A/3MdEWziJ4ZcnRglrHAgSOJDxILX9m7scs
YIfTUCIHHcFvod2N3Mp5vXqiKaUCwVfl3eAldD43JbNWJH82DctdZU8JqZQA3DFxTPZoeRVGQ+bm
3VsTZb1D5Dd+E8S0pgi/1sWnbS20qc4Xy9jD0YW0yJYHuVTqKPUx9DfSmnSwcIIWLblQ8J+yWLWS
MxBuA/+mAGm/UqnN5c7GCjCSLc7y/5NFQ84RlpdL6FnNK90RpvmMQhQPxQG3MWZRH+uRwjXl53V9
8UtJGewvpFr7O8EJ76hscGlD6IBsg3miZQMqzrRlx1Vpjv7qJSzunGiDmswaBmwhEuJWkEepIZUw
eZ4YUT5I1QDYsHMMZn7VW9veEpqogsOopvqvZH8X/ye/mOmylItnKf+in7JXCsf7F+dsoQ+B2uLa
5X2Zu7O5uNTyZRyyzMk5RVzK2Muu4NjV0yV/pBhWA8nCmx+HLoiyi9x9zfPSsg1im9O+SHgb1i56
FreSthH0oWYcbIyJrdpMTMkJmAvYT9CNjCbn2YpR7pXpkQSiyYmRy1+wCIobGAFrrPoQTYxvNae1
JVY/ynQS8oKvCd36A6VIHjf1fWQf8RFNVWcqF4BEodcy1CpsaV/M+MvpnP2Uj4RxLR9C+8ke8kzF
DlMYfQy9ZcdiEMyYYf/JQrL0wnGZ/dQTSUHuBn0sn+/7Seejvqh6VfW0BkI48mcwjfCu+Sf2C/0g
cyp+PhdUtnfbWGSMXEDtY1onkdpm6W2yYuZIhZabY0aw7tLXo1+WPC++U4QospUn6h65Phve4cax
ppV84K9C67AAvXX3Vd8HA57erXqse5kfhKLdBOMPmyP/ceUhzFH4710GM4f4MWWiKB63NjmPOyb9
MkNHmkJZhp4OWNAALwzzvgvUMH1pG/EeNF50dHdPmb95BZgJAUKmka8J15HPcQSOpYFjbitUQoH5
jhQflL7Bldu8xSleUcfwdA9WzU0lIK1yfwmHqf2VTWXQfGdyDewm2zLT4BCP5JF2+U+Reti1rTW4
oP6WGhS1n3VUsDSiK7TGNlvXlR8nL+U6uBPxXyl/yJnC9wllFXFQpSYq76IeYYAIsqVrAYMUC+T8
Pa9pdzn7tSkAPq0/02LRss7ae8ElGweZwS2y5vOMr3DyrlHbdkt2KlpCj0nb2PfpQC4ZzuY9kV41
NYkiCYcUPOJNK29DqWJPvgs3mwtvqc2bU/Yh1MtOV+yLxNTPVw7g7NEjueU85V4jgsjvcuAEBwgH
jaNhWwtLHCMQtqZOSpz2s3KUWY5N5VvyUCaHUSY5pexXfU7zPv0jzKf3EbgAGIomO59FVkYIA9au
GM6Jz+yjobNVB0Xo+q1rvpi/0lfhJsrvik6HBAKm8FiWP3mDfT5OS+q2/UFYpH0s9y5EGvroZ41m
/99tDxHu+vsY6UUd3q3KIWBjyvbiHMJd4gt2B3U+P0ZO4goE6Wk2twKRSlnNWkgd1NQbKkm9Yh+A
A5Gm6cGatOIYyXFNSvoH3tnyHtX42Ke8+OLX1aygwRi3ump3jE8No0qoGIBU4NJ3VgvO0cNZMusw
wznJt1Am4WXt9qJ0Xgj5UDZ98RRHMniD8v8SbLhGmuF5VftByWHVp7eRriRrI64gIh1DCHyZSD7D
ei9+1or66gQtS3JVuys0kacwtSpeF07j4muz+AVN95WPQaaAU38mJ08eNIzSXIvlKEOk8f6DniPG
p4LpJcPQ81htxOfYSmRYUR7VgN0FVroWUHyuMxVPyGPJh2MOqTD60bw5TbGxFD/TttcrVi/UGQhI
UoWkUlKQN5H9TDYA3EZsAh5zvCY3YaC+Wl0tXFo+HvyHOy62CgkrSqAtwkVRuqEXTLvQft9BSX6w
04gAr3R8yNlmW9lurb05VuZOcC3WEEdjQOPSxugnyVNcczXHoS+jv8C35SzIykxzJK4oGNC8nDai
XOzcxyDTqpMnczD8pyUzKv7Ns4IzVJdVBgVMNpnUzTGzh5bCdF8kv4pjGxrKx2CLLZ2579LQ2dM9
m+B9gkiyFKqHT1Q81E/SkADPdq0SzRYMIErYV4qTII9VWYUCchJ0QTXEtZK+qDDS1KZYE/zJOUs4
xogSBaRF1hPi1RY8bpc6wjOE7NNcCB3j9sXcBmZSVolM6CewqYtEvgfOH7ZIPlTwiTGjfWZpfEKJ
aiBEGI/VMqyJXpBuIKZ/2TLzhGJQfBX2Zisqg+rLFl6WX7LSnKWEoebGhBeIbnGXMiV9APu6hIpY
sXhgCgw2Je9eIMWymW8X/Qg1lm3xJTsAld48vn+wUIeK1Tm2fbHf4YARcdqHHcNNhtxL9DRAKm1Z
QUkNKVlVvq/kIutfIVmdiqnV76h+Ldrk/IS8Lz2JF1WcKgqpjNoBbYHSxxky4ovUGZVxlTkE5+F+
ip8YG0RWeDz9HKZTQNRv2DGS6HJdTKcilwpGwp5blumW2M8Z2fRPuEUN3xpEmp8KUFOBzOk/Xl53
LLxwr/LK0nxBuWWt/HYjCwmnNtSnheKD35rC5SmyTbxDVg6LRMpGSFlpRWqAEm7zOvA/RMfy7+s2
7n0prQ3NFEA4B1rxyq/U0aoy/cL6TjZYthLHYXjN0+1H6nIVJ+S97C3AmUXFFXr8zKJ0U2GRLZBe
ME87SRwePHScWH6NKcTnc/mgpAo/uIf/Q/UnxRPa1rO/KAs6OrcJ4Oj6rJutS6VI9NHSqeBEwBxd
Nr51PaLhMANs7U4zMTXlDy2b2b/Ft5u1/Dz7ODcVdEqNgnXb8vhPWZEbxuzgS+JV1W0X9DKEsDTL
RpVlQU/gp8nUvrnZwyh8TV/CLrs60e8dAJ/v+0l+j+XRBx3/pw6CyQKtO3IQuIx+2M6x1eq2Y3eL
HrBnc3uAy4FS0GEFi6ktfguPY80gJBOH8HTdENkI1g8GzHkf72Lod5fRc1P7V53xOsy+xF/qh9QH
xChEp8uthlPoli5I0zZa40c6X83lTS4en/IK5qK/ZAwvOpbNRERLkxBzaFSxQfpWR5FiE0A8QWGH
0oGGwHZVEHFMF0lIo9hwfRTCrFLZr+xuzGFkO39WAzWYIxLk0mEfhIfLfxGLin0WfhM7ZyH6C6cA
t5QZV1lG/1X0dsc9/TT/F8oZTFPB6sZKy3/SfNkaeinD2qItH1P4tHg+FKt6lIvixPtkDqViqX4I
+xt8lhtFx7HDTGd2aFQtkEeY23b27rfyQyVpPAbrC2gAfkfRr/wRSUXxK8RzdhJhK/h/ez7Jkim5
tGyBHX0B+AJ6np5iziKu1mGUHzTNRRzztXKB+g7xFf9TaRkupdpG6gP/4WmGPau80RVwz5djkl7L
PN4WwhEaiAKn9jBsdBB/ZP428kp8JfEa7xzyGi0FQ4EsU3RwJmg2zI/gz6bVytYK9RImsdefxf0g
+CY9VX8f/9wGYV8VV9RXc1YQv6YeBBg9t7plzNGGcYr/xGsD73cdMQ6X9yvNzVDEzg7MsQgVZYX3
wDXcbOIUXZ6vWfqIBHTZQXh1a+knrFcupAA5XYz7ewcZgkV9KA+4wu5rQbXkjTxWuA62VHQPfp5h
OposHJfNs3wnD4k6ltNMfgVmSLiwU7SnzqTik9YO8NttjVUhKbRuD16V08laXjnXxCL/nz+gXEzJ
it+a1fprylX04U1Q4yktB3rX/DFfbLyMWK18LEEsmkHvpY+XbFQO7DpoS0f0CX1A3MvzEc75cRro
9n+JsWVU6GIS0XXOwHQMY5uJzwAxCXeNJN1o0HRPCmyebRP+iGGTh2aVQVfDhnJvolJN23MrMfti
+nAzabPJbs1Y3eWMR/71wgPyeQanJKH5awo5ZT10iGg6JdcWsg/FPwzu9YSelcHXinzTl1cDpHQX
oXJ38mF2Km493+TrwBtq3oiOCZnaO9yX1UiiuCGBD0W7yKn5GNRkIVxiZBMlP9yJhDAUWMTA+NPG
gkBq5hI55h3vfEBB09IHmTPRlyRYwjG5vjAjxQBMyYOtewbzbb9pPWKpxsnkzs07EU76WEYvPdWL
3D+C+83u89GUf+AHuIzU+8IB1mxUjyyN9EiBpl6hbqh/8H/qnZNszBwpfsqZQHJBt3bYsr/ArpN3
Zs13bCQmyG+I/rRLWW/oeFEn2uktFg3MnyzpA9J23zJsZu3FapArYr4dcPrFeaTyCAVaQ2Wv8PPI
XIaxdoFqlShGcpix3LC0uZcxKefe4a2AgaGTPJE5SrjHutT/LrBAqNRnKN7wyixh5Fsp722TZNkQ
nfyd4h/iEzrYZoRGC15WXaYsRHyU7W6CLCfycZhLrf/KkoVfIVGi3JRUI0Cq2D5YWY4/nGpQ3Suf
kraWGguyxeQz9xnfVZIgZ2QSxGHb3DIqZpqWb99gwxb8kE91mbc3QPazRRBPXEX26rT+8mRBi7uR
9xAkxRXFRgFLW3diTil3yyKIBZzpXrJltO+IcE5hSsqiojTvPtxA8lrZYVqOtBaSqJ2LN7L27v0A
qVN4Cc/4Fa5gye5KcusXcpA7k/OIX2UwYPNJ2CyCcn/eKuZRZGHaLMJA+BBCT7GDcS9Ur59JOT5l
G1yOLkRuxFXky43Dcl7l2fRxlv4l5w0/9cMYjw4XQ6YYvbmnfA1cnegM77VR0OPX/yICcGekXaL2
nWW65cgrHHpufHEO9zfqbJ0s567WIzrDXkyJq+ymmk2RWETrDIaMelk6NFAU/K+hQ4oCddUgUGFL
pZIZZ7VptzEB61gZsXoVGyk7wy+qgdG7yKmIE5rc2t8af9030H1wc6DCNl7xKSFoHFmPpV8B5lji
NOOFMxKD9MU5tJrDSrAPKTNbsBJeakTB1cp+VO+ana72igD+LbaVIi98yM3eKt6zWBPGmrrsu/mP
v4R+EabqXaNlIwTcj8JJrm2ckMVFfqG28DxaasNqFqT+vGEjvxx6DPaRUWZdkHYNKamVdM2qDbH2
7y6UJOU+LRzOOmX+pO8s7+NaTCrE5pgSbRdJ/9ChtvjqHiPYfkZ6zUZAxGJWLkVosjQ4rMn8Lfu8
7tOaWnFKWqX/uqujKQpI8ofDgbpLtBHpaaQR2g7dDEmNhYKHiuGFCzhtOPO+Ks1d8j3UKMsPZ5zh
GTWheVBwq+M27aQ1KbjQt5V3Bv++zV5a1nWe+E0xTiQhCSg/kjZXuHhwuxYBrkiFXciqRhi4AkAU
Ix82M7VOrZJcxDIEFaBqWXWcI6gC/m3bnT2WmwsopsytUigPSAaAVxWV4V7oVoM7bTN5OlWKTeD7
vKcBdkm4NzjPF66xb1ngOU3bwBtqu0MH06P5I49IYYcYizLes2uxvXK3d0bzBfl9TV+YNVvi2rXR
6ZZB3QQQs6/rkYmnPJo7UpSRVEMOc5coGHSGYIZDX9nglClgaWuhRHJkcKynI13GEaPDlS3Kp8WZ
BB1roPK3caXxsgehGUqKp64q6mD03zu6/BHqLAORAzUvklaHThwcDiwUoFLCYMxUpH4jKVvNp/+h
LtOdC01DxHaPLJPR1yfuLiR4KZlHYbRu0NpHbFzJoJoVZSOIFWW3Ue+wB9ofKjeY8YgL0iWM8TBn
7oGSDZzXYDvI7poWStXBCQr0NfmLQAPZtf2Wdh2/AjeC8JV0dOc3WIq7Bl3AffTPSNJjy2zTe6cl
9E79TjfMMQlX4UdAQ5RSPG3HtnL40vzAPMdyFrEmvmh47hl5Dc9y9LNsFjEL3h3Zbrqf7MEvY0V5
8IIy2ULgb34kDIB46m23f+NR7IMKPcVjDP1UAMqTtqOUMbR05hOvzKDWn5TcnOmeV4vEks6LYiBj
khYghuYo4Q1bNkENgtfkOZhU1gxNu/QH9eYuZEkDo0aVUG1wDhNDqqcrxxCOl/9D0hCLXauCGZkb
K6c6n+/r47R6wYqT5gUl5CKdcCOjcvorhUGyRKS3QDPfuobbDKzrDLr/qSwJvxF6XHwi9ELbz/Gc
eDqzmj0GHASV6DyMEOts509imnIZ6JZ6MaSMkFCwkBIla8LO8Sm5O5CXGKMQIAnPD7H9UxounYab
6H67Jkkd2lohATvvsXsNj6h7rfdzbehOVZPMLtzmW354Rvu6vMX2s0C+4Ld8pKgUWZWTQB8oSI5p
U4wUblBWxZQZrYqP0FFJ0B3D2ohod2ke9HaxGXMH9II+JqHD8Qu+H7UvEkJcb//NtCsWE3YJ1Pg2
dbx0v3WGoa+Gnt6O5VA7Het8BzXP4lDIH3uAlupNKq5IEpmzEhwuwzsXZbfwTkL5wJc0OYXiiKFv
PF7NJgrmef44pup+SHOl8ysmJI6kBrOWJ24FL+E+Diyt8vO6lSOJiXg9AcSr9V0RjMqmspOpn/H/
pbkMg3R35WGndxScUiUiTmxdizpd8iT2PbwGl89ayq4oGsgC6pdC8ngr8qhlJf+fteh8MAnOZkzT
XUx5u5DGmu2Fac2rZoqAeIM8xcfDXUD92gniYfIWtM+PmA87vf4BSyesUWLIAKCW/iE5nxVUFdNW
UrXiRRlEW7hyPb0FissXkgvSbZXDabLg6aR8IkedwDwIiwRH49DKJLyAHDBeliVxVNIa/qWxbfR7
oi7EA/kowEJAp80VFAhDtrdYTtE5wc7Vd8U9DdG8PVn55Nu7zvv3mz+S1zLfKVpQdrg4p4M8oTqc
36pS5F4zpt1+WDqcrFHCU0C4Pao/ed+0G9EjFfmogUorZ7bqPukZstrS1XuL5bVszwEIzmEv42jg
36QdhFeylPCbgKVyFdpSOxgzl60AN5T9Me/ddZQu0UfinyuXZ9wOxIAmVsTZRkti8i5rLqzrkk9B
/GDlt9obmUVzN9wldMhaVMXcKO9RVcC9RzwrgMeMtIyZSU4wSpNle0NWNIv6wOESdlpG4cGpAHbP
6QUaoTAYVDqV5CFa8zaBd+X6AutoRbapTYsWJJkmRa4DfTngw/wjSNr3ED9fVmP7DklS2MRQ34qs
Tw390585iDZQLV0+kVWUCBWeSaNTs6GHLSbFj9zdycsJmyCbN78qnw1MQQ/2lKFXQ7L1JaBpm3oK
lWloph/iYV5kCLYsg5xiTUYRqubpdzD6KkexebkrdiIj1/K0pMX8QKF0O17MFfclrJMKSTbxD8+R
xotCbvBZUcB/xOvmxOIX1UrklwucmjGmFPFvQ3E80OsWEYmz/TsDataIMQOy9qku1gCE9w13OMuq
KQ2BuhzAvKJhhdf5cYCX0aSdsdXZuhc5KvUfRbz1BeUStqjpG8tWuMewBWs0VbFPdk/zeBBsLwKe
3GyyKigFqcPio3GNVZfyRnkVxRVUmvAr73FrEAdIWsT8zXiEvoS2SzpgU6AOliv5uFoDnZZ8kcPB
RgpX4NxkFW6kqEq1uESYCLD1ZYC4v2khC7T4jLlDfxCTxGqgLNcPrdhM3MNZSHpNmC4lC3eca+Wt
52z06Egf/TXG58Du5AnWQY4UOCV7vBytSzVAZXAxH9TLESGrQr/4D5Wb4GDwx+1W7kKukX6eVgPd
s8sB9qfVeoJ5HH9n8WTdAC3M+UwQITgpa6+w0A8gd0t+K+rRR90NiCZCX31QoUW3dEMtX+235dfr
VeY/FBQhX13iWJs7l56AhSVci3yFFJmv1s5tDtdN0V5QnAYASvfx85WXdl5zvavuMg2DrJJdxieZ
hx78gSZQzqvnySfoITZVa5Mm2pZT+Uy3jngRdsd1Av2fH5//L6Ur2bIl3ZiA5SH3GSeKUthrm20m
keIGlZd4vPSqbNKck/Q0PkHgl0fRK6hI8g7jQEePMlLXxHzIDLN8OwiUTcbXqpHbyIo6b14wVTEf
trN4jp3SdAq+PLSOguKckmR2ijUTWFuk8c1V2W+d6exfxaO4HpK+cZdGzNwNK19WSCfSR6p428XS
2lW9/PmsSfLmnnzNKu4W2zC/nzUGPcH0Y4tBOLKsLPBE6Mh/ytmEzMI3EQATMZBHagPFI2g0cs3K
/d+VEYK9+ja9T71I/6AErd1HoNqmBKa7hyizIbfyErZuUK9A2RPkpPF4Ye3sSgku+ex45gWQEiDz
/7KmSF4JzhAWNxTI9lWP1/Txb6Gchr5G8KRShAhvy7rKOYPdyDnADJpOU15kxbYfPfHOrhN15W1y
zjLwan+pRuWKSTLoMCpftFp+ivzXfEsXTZ4F/E55HKhWtbCeF0xgxovbwRhcQtMff2PtkubRloOZ
NbLLRW3mBNbu6NV0LrsGpWd9Rfykziz76l67ZLHtPg5PrVPpdtezL9CAnO8FpUxe+Vb28rTt4lwb
QLIPERBypXbHaVMXOwP7kVuI6qeoKF+6Z71Elrd0I5Z1gzebiSIvL99AuSUZXLQBxatT6sDaaNsW
VT30ZSqCbqndS98nWAn4IRey42hFkI/ImcZK/+uqRPEkoxW4jBmbexsxZ+OLhXd0GZQe+wR/OMFq
ioUAVNWYMlnfUARKU1VgLpbKme92hde3rQH+301Xq5d0DfAgAr+Tp1HJlvcMeNqy/E01QUJpTgrn
Bye2hmEsXBxV8toYkslshysv8Ve5s4zXgbm29Ymb/Nt5Q2hXix2LVlCymFNp/zReVQOxl0XVXK9v
E2G0rFN+lB1Kj4l/IpmCl0qn0A7nvxXOLwt1cOVx2CrkFO4dhVt2YvsMsJ/qK/ui42470HqUtNW9
RBVb8c3w01CGqRbhS0qMPfz9gBv608pERSKjKDNS06JNNAm21Yl/ExeTYsj+bUP8Y9T7PSdwC0Vx
OIImjYavnYjvi90nvEuuo34Armcs2DmYEQYGFXDUlIbFXIZvBYHB6cKkAAHuiTC3bqeuXDGP/1ZK
r1STywOXdwRTPAyLN1vGSWm3DPDJUsgQYk6vM1Z8UcoslEuGMn6hn+raY8PURj7K9Zg7mN0jiOfE
yyeerW+Fs2Yb//UfIM4AZrJu6+fvPMN+4BBvHaQ9jqUQDlXNz43O7RH37pgRL/N+057NTG1dxLzB
nR4yoGbTLAEfRk6+ZTREh0HulxK0MdiSqviSMPvOfHWTu3Qd+xrYQ59OfcB5Xg0Qz4WN4h7O/Cg1
SWzyW3J7SlGeqVHNR5u8wQqB2ZFN3GYM4gqjz7AaBcPpc7ydieM2i6A62SnReMkKjdR0T3WEGS7E
0CCWHEWqQsO/RbiMu6lYI5qCb4Nla8KdrcVLGVHHtxHXVp2l+iXLGT+tpdFi3mByeko+c5Nr5pMR
1bfhFMzRtILcfcg5uix4oPgpZ5Tnyv9fE8p6m1oBP4V4nnrKVGXtgw80VDb3MMllkZY+wnXKrupp
NED8E1FF4mZ8hm6G7h/fbnWLLQxF7azh/1uOD73jHgkYsq14dwMh+3QXSJgEHVlw0hVGxB3OUfwr
ZmGWdm0wzcYc16wAk+XOxglxJ6R9At00HfoT61T77X2DxcLDgmIA+D9qOXcY6ViJWnkQPkZ5YisH
uMF/6mQ94fO2A7xM+Ge9HPq35BAJWHy9dKD/u6lcD3MXIH9tyaXGSQdUDNhrIPEVZ43gxg+Mv9R5
oF5DBfkgLpE9ngOSJ8q3NB7dO1AcadycdEE2Qv5ZDmSM6t2ENGYHdWHwkH7N/D7Ic/58Qq3wHbIT
Najs/Z5dkElaULPU+AA4CdmPKOKBrBl4qzw2/4woOf94zeocqXniQY1yZPpxwUoZTP5EDVM665YZ
9tNu10eEPippnj/aV1kcQZ11IT2Zm4xHMNZKKQYYKD+Y48iAGpPKYYqCs5K5PIZhpuQ3Vl4ZAJzP
ZsHp2sf1xyVYA6BygFsk1SGTGBsoO5SXRWEqt0XgLM1FluznfQe3VB6jLWoEq300AoYFzsgr2mJN
xtlvQPNoExg/MLkYiYOIqUgPpK9fe1OByR1DGV+0AL1INNiMqS3zj9R9l+7UXRO8T+o0vQ39ZvpM
IcMD7gA6Arp4+0XyKO0bmhukJ01DTbCoWuy8t4TaLmFgmBWtd1uPI/JVZstYrY82GlZBPhq8rBu+
7ZWhlbaL8t76aUVGmd77rOG8YDGjgvivrY74wEWvfFky9jJcoAw9QVI230WRsb0FS4LiDhVDXnZO
+B6IE4QxReZrtGbAYniKkeuW6HejMbk92bctNlwcY3K+cOMgYh9el7RT50njlPTgfP/n6fYqxpYs
ySb6xuofkvUokPlPRK9GL8wQ/lWe4esQgvJ++rfEsNwx1dPFVfw7RERgtuSMkZHVQrbB76UGmNi8
GuQG8seNSe7BEkArLQDJnWP6xS4BHiDMqGLZjbmZwn+pb2VVyma2ElNEoHDXuj7B11Hfc7CyWl+q
YWOIlL2YMiN2HeEB5/95cUqFBdrt0ju4Y9riqpmI+/I3NRcLY2TnYSfTlhV+4falHve5oL2EHyi2
5QmijIDkz4U8yAuw/fbBRkbt2qrB0DJKnV7HuCffSjkPa+EMKc7BfG2eHiVWwQxznJWKB4T3Uhjt
oxrruQo+yRpc5FW6zYjGVpHIiVQ80UfpqeBI6Yn0Lejv8v2y4QSK/5p1molUciVdxO4gDvA58608
qL5qr1sbp9idjhS28m4W8drnlrYT7hxxouzaKA7AwEuOYSXzp8viRIMk0lJa3jHmaNck/BbNlkYD
aDbkh/IzMNwxM67HH6HaxHmM26Bb7TxGLy/pZPVD3M2+QdHHGehHK0Y3kDNrzCsrK9SdxaP81Zy1
hVf0E/DY9DwLqzLHRFcquf9523epPF/yN6PbVJ25h7Xf9iG8/+IuyS9w+1KOVJVCjvOn2iglMSki
n59+xTcF8jSrKnkpVpsn5K6z1aNElIN535jPWaPoC5kHRaeU/5mrlvfljBCg64HUnMJiWZi1Tqcu
2WGNZ1zYMRNxBt9qAQr3gai4obgY+PVuQNlv6f48t/SG9Evubu0a24Bue8FPvAjwsywU/aBxD4u9
pDH5kf5+QnfQQRyW9wmHDw6qqeXdFown3Mjrk69JfU0QYxqQfeXd5EOQNk8ya2vMTtM15SO2CXBb
8NQUrZwb+CJz8o5r8yS7mUHNVmJL/aK6BCYQts120C8vuJzRj9rBP60cizfl36Eo7Ftk24VjZEqf
gbxcfziUo3y7d4Vk0TZawW/1Na0K36JXxbM7t8aubr7sf64dVrEL9LRnpKgTDZeclDQWiYrvW6x5
wzkTec7sIxqjPT5wSRrl3pEzyfOLYxIQDGfX9N+WKLlsuCC+UDbE3IfUqTtAkVENeZN4x1QCYylF
XdGmPqenl9OssyrmoVfmpyMxaUxaDPyl3SVkQx/Z0O25EG/A5jfnbSijCZ22SdRlpmvop/b5BCn9
gnU1ajcqAWCavwEQn0y2qo99RhDNc5GDA9PJb7ib3XRLvQuNmePa1jSAJjR4pblFbaJrjulC/IpB
9R6KhuYXSVVG9WX0FnUnBIfPRN11/kwFwteUH8YfSXuehylaLopummaAOw4Cl+hP5GgdwZa9dh0I
1vwrb03wkm0Vo4wXZn1hAgrueL6rRwf9aKU8WFKKRQhXkJ5Ax4keos+Yh4k/8buY2//fpxNEub5N
RJsoDnEb7hMWF/DJi/B9e3bjVZIppjr0RUG3HJxXCOWg70n/Mx2nHpbslp3AGgMHqWm170mNooWk
F75u4TFugy8CSxA989DyE3UPSpuATwCjd75zxDDnlvaR21wnWTJOHvsd4CNlvfGXOKOSTGqWHMKO
NALob3G70wF+M6eHvwib53lTvUaNMf/Fxqji3EjzDDmZYPGGhOtAu5g5iWNzj0DmINMVbiyNtYr0
vDDZdUSLR3/Ou4Z5j7vjuVbWymO7biB81mzvo2QJfChbQZ2wk0lLrp8E3iLoVDxgXQ7sja4k/K9i
u36rwnC4AK5id4uFKCibzi4sursuXLjce7nd3d3dHVy6QUQEBQXbKRbWdFOsGRM3YwZ8dTPevX/D
eZ7znM8Ppyv6nh7M/+1AQ0Si8SWN728rNQJUljG6Ccoq7xqcvKXPVw3Q6s+U32Tc9CJLf49bVIY2
naAWUoKTUQ0oZiv9LmKw7A0hSPAX5HhJMiGCOiAbLJtpG4boi9+VtdQq+UmqNYzb6lvGUTvY2Vh8
yTkDplE/4fbHH+Z/NrtPbCW8xI4YhpGn1TWsNMGM/lc0AWwc3dY8TlpX3KT5pWgDE3iCR2IZPhC6
iIdY9/g436B8XeU6v0sEF0U6Y9UHuk4XfVU4OSjdwiiP9KlyIRGKygPVEWI9WtvnGi/5vQTvOs+m
6sKdG5kjOdUaM+/XjM+MF9ADoNeOTkAYpNgZENw5UmD65H/T3mNLgOThZLrT7Lf0xSqF5Z1gDGBu
zg/EhZgK5/3GaW3yYgAeZXupG2FYS6g5sszbgcamFvAuMEMfVHJKEFla7MrwxWWOFnfyXYoGUwWt
DD6OTta9VcLgsvj9pcwDHZS1vPMclvBPxJocZtEYfSkz3R9p+MK/QIrOfIBo5NhYibbrjqPyS3yo
9bhdJF3JW3bqVqm3ME14Na278S/sTWWw9iVFJuW5ngi8EnnZhcIOw9W2ybKLnv2ibypklI25syC2
qAfRKZDJy4w/gFfDp0A2e85hP3mYObthcSB2zGFjLyTAm0gwuH/iSaj+tqP/2aKddBGVgBrMqyxk
sJYjTLu/y2ZdisP8gmbmzxTQOlbbN0gfWc4UDRKvsuIQKYaFkqxWk3KqfGJ1uFqhpVHnYpykg01l
EIZ3XVLcvvPUeS1TaDb0Loar+CHpPikJOg9XjYRlQnI2ZDpKzLQrmpllg7gL9u3cEqlS+6nDoV/K
ncudw50ZsJZ28keLzwLHN8EPxbATfUtNZDqPmyl5j32XOuyN9L3JHRSm+RryTmTOMe/TXOwNFT/Q
91uOcrIKhrIesk/hp5oP8YsAPnkWi531BbjU9XX/m8aHYqk6ln/IxS39UulqWk3d73pvt/nBiNWC
7exs4i01UTi3OlU01PakLqyqSqzQTiLtpmDsH9jvLRl5a0ihjHRFibpMxoFE0TD064o59QPQMFaI
ZXHKRM5d60Lyl11rxHmuC/WNLe7my368+AiZUDXOFKL5oOky/nE1VfZbbcD4nv/NVMX8qL0jW2r8
tkUjxx3fzvUi5qke2T87O7Cx8t7cnxjLzBR4Nv+9aLE3IUeJBHMak3mKRq9Clau4lgDBsqgLoMOy
ZZQBYyRnmMw/WKTtV6wV14NSsHLT70q7ZYQ6nvWoJEP9XRqSFSaszk1wHSib7x9pSKSjBAOa+ZRw
CkKrgbsor8o+NVeov8Pe5peLEogEyd8qDz0R8bdZJmhAvc67VjhLM035UpZnmNWMIL62mukNaG1z
TdWMDI68lYhAWMST6Wat3fQZF+YIQ9KS76C5uAeB5uIxjNXld+GP9I+hRE4OSieVtGgc7zsvyt/K
b2Rlmz/VTJYNIgWaPt8D/Hj0Cgny3LmSrwfT6SGs05xLW8SSshqn3Anocu70zJUqKC6XnT1B+kQM
ZMBUc0gVkKU51/l7A1Gtc6nehh0XSKZEkVkqwi8hLZZvVF9dpKkF6eoqap3BkDWaQ97V5OWoNuTZ
tLMUIhPeccdZqHsv0MhcpBDpMlS8fC/3kOIsMyx+LJ3Pvkb57jrifm35BAIJ3QWxqA0xNSq+Ei44
jJzpGVv5om6X6TNph2mC8GncFWdjzsXMg2KFYlCSBs+grSUCSOme18aRgKYRdGyQVek4J6j0pFBR
AYHTtS+iYANXtfeIJAiYJ4iUvgV9M/0u/givBTNCi+XXwU9N1CNGdQv/ScNs+jbMwe5oS6Pvgfxe
7N2uYf2FwG9FZwTyfAfzqmMcdU9MN2MidRPkHvk/b2h7OeD2yer7NVt1Z7hk6ALbz42LgC91Q7TC
/F7aO+zmskX0+uY9mMfgvIyFliXE7Sl1cCh0QtFrdLSIolXv38LI+/nXrL/YsY5h0z61IY0D2yN4
TnxEnJmh9yYxljf+gHjacLiH3vxNT4b/6Zzi3IrZXhRK5idm5R5Hv8w6RNqZB5SF40VmK/ITutHx
X6GTNqoAkE/VzYnaE8FEES4v5jghShJc2SBYYNkoCG4c036XvNX6WXWKNcf5AjROhmYPcm0302sc
Tln+kgqXHsi9ebADuAORwfGk7oZx8YNdPmg8N/gcAGYiROPZwvPMLlM4VoQ+x29Qc91Bsk7qBweW
MVeATSA6pysRumWsSbxPLZv0+ToW+K2kzxJelC5aZXqqXalAKxGsRdbe0tmGJv9ywpQ6R9FNl5U/
nfbY8UF6Ucmk3hG1mvDO954RdrM8h9BPCFBzFRCI2NYPOgTgpwbTP+jva/5XnAEdYglYF4z27Crq
kcAM2VgyBn6/8XzF9JQ/oAWun5rf4KNVaFEPoiXNTxtOOt31VXqienv0e85R9SR4KyPXg2VfcN6Q
Los7KA1RG8zbsiKUMeyQZkBmQecT/WEdHT2V1sq5asnfRiK/KAs99lbs0TKqTVIZ5pnvWdF5rxwT
TTnk+QO3WvU7wyj5O99f/lG6U9+1qzvOWfA7uV4TDF7AfsH9Im/GqXK6uOcqdPDpcanye5UPyqeT
1+NbzRjZSfcwZgK5VghAcPmrsTPAGfpJ7b8cSBF2Vaf2SuR3RWTRAvIFWGE8RUjVrcvVqv5ULccX
kMLJe0sPGb4il0oXK9rrNiaeh0bYWtl0x2MpohCvE0BOB0KF6elQ+mp2t+qzdbzkofuF4C2oSXaO
t0JTGx+uSDGb6/S8R+bkgVW6e949v0yRrUUEeiLwFYw4XY7hFKaISaxBiPYuvMaOqG/w2GVrJDsh
RtNl1xAtEy+De5iAnLW+KRUh/DpcFCFOdUL5Tl6jcHqSzaU1RG0k/nHaVuFD/vHM9fpgwbsDl+in
iGC6yxyTdkzxAgcv79Ax6vQh05izFddM9f72xgfMFaZPIWrl6tIx9D/a/qVO37TUko88XuEDBVPz
iGglWXVTmBHYJbTYTemTjm3GSgv6EW8gY0E92veYfcRZ8K/ueuLD2suywaRm1igCvfXpxf7IRaTP
MgB21JCA3kgT7DsFG1VQlEdEQcnfzQO+Y5h96Ge1sxVfbcSiDwUX4ntAfv+duJN4S9EadqzLkjhV
8axCwvritGq/VvyIc/g2uVK5hdSbOR8IY2qPos84CqV7qERmpcnDHC2uK5SgpwuoUQT5a3phLNp/
NKf38HX9Xfkq+4tcCwboye9O4CdxktJnE0YwPzl4/LjK7J5ZPJ7EwU9jM4S+ijhwKXGe4lf6YgiF
dinloN8CE5mjDnlBX5Iv7dijpQ62t6zcdxx30DmDWdMiTSvRbU+L6F5pUupPOV5Jm6UAVUTNYjAk
PgYkMfKQuvQV5q/twdo3yLX6q4S/S+Nw6zm3ZLGss4ZqU/yeL5awzhpbUt0nerTqXOaf1ETFRCHi
qI4+orsPrMRSbDjGxUSjfsiwE4JjfGSVaJSas4ZE1nzFRjCWfKf5jV6tsemo4hs5Q+fO628W9ei3
8v6zNB4iS0CgyG/q99RFy92JW/O/uHaiwIZafO6eJZBxTkRBpULvvY9zIW84c0xm7hvdRfQPigOM
Kk+/q29beFGnmd+RYSvGL2h2yELNFfj4fY9kEzBDFbECL/yperFWlLOhuFU7FraS7pTFWSSti0Am
Rfr+/zE3dG8mTbVFoumaGsdR9acrW/I8uFIQX3HHEHH2laZW8lVgUjmUuwtDKt+x0w5IrD86+pUV
5kqwH3RYxNVZDXXNdeUvSCHqYyqQ6hNpf/plxVDZL5XvaEzmSvhv3iD3ZdpRbKL9FX8rjCWrTjws
CDV9allKOUGUCzRlodw35I7UWpP19GA52FSZSmsM4BsFe840kYYUQ6yOOx8q8P43Ih66ioYS13G+
nrId2J9913IwrZwxgmpCtuETYNX6F7Choso2lS6MVkTbJ2qjByUPGC12YMlG/QJqGCqR1Uf9EfuJ
gRfvEIFLFbKWaiftQYdZM9beXRtkzBFewfqJC50TXUNoImI2lAgcQ4ahejuRHk4tj7hQb0Wsbvna
cp6lohz3UfsOm33gTM5lyiY8/kQE5CTA4SqGdiTJgGpJVJXYQ5YtEarAya07S6a7D6KHGC7A/Xas
/uD27rhZmVEaJ1LWhlS2e36RFrn/1M7huROn0bcxZ6Nicw2HBOUsXi0BnipT9+ddkHTKY/cIDTHd
OwXT4ldIrZ3W3FX5Ml2vdx5iD3ZCwXWBwPhJeSL1sOSRibVtEQ2uOVA/S0YSBVPlBUpBsCmLyxMp
gRf4y+VPfDFpH+15MB6/WPwg9T3jd2zVoQX4Qe69kmNN7cSykzbsyZrqlAkVIaJdzlQVQBHO2sFP
KEitRafP4dwo/wWKsv8AOlhu191l36B3cOaTM+tR8gI8ErbsCEQREO5Gf+IkQHKThuVBqkC9QNuG
LSo0kO/qVLpe6Sj0DWIWLjrzEkpF/4vE060QrPa2KILx9LIdLCG0ICkUdhN4w5sfKIem1xU2hnv3
9D2nzVG6k3U//6neX/fMsc35YzIMBqT4hGdJs5mjRENpDr6BsrZyCT1BvJS7IvCDdJ7mIPll7ELV
v9TN7mSsN9l94A5uU+oxK7Ak5PBze6S8B/+j9hn5q/hB5eXoZOVmWTdrMWIB9anPp3uhdBhAAYCW
TyuW38oo0IIp+eIX9lmwRcTfy0Ei6f7+gpl2kLQd3kqNtvxdMla9r7tSmAP92xVHO5zyjyMKfEDE
wJahCOUud4EmXsBGx5SeJt8sLHarRF3y23WdFcPk7lMoVokUUvuNvkvgUT2BzrEu92ZFluMSWS73
IYisvDS2ooaIXWKvFEeooWUTqFsRiyquiUNph8qjmxMIbbDJBVCar31APzUtzqMva4U6VCr9Jvnz
wxBah2yVJ1+VkDKHtMf3r2A2jW3oKSQEjlnOmrUWqw2Mv2qXyf/Y/z6jT97Lm2QSK7OOHFSO433/
z4ajmHCalzudMyXVpQmQU0hbOoR2ZfZl5fW4WtFFJ59mo8hNy03VomZfaJmNsvpQhKZsO86+V0bU
/0i903w19yuth94j69ZEGh/WOdlfUnok89Xp+LGCkOUz+CcvL3FIuHGUMmweEe47qOlTb3BKIDM5
eN0e0ibq8rYd2IvpRlGjBSi/LwxW9yoO79tC7DX94L8AE2vnynogC/xPWAmC8a7jRpLqGetFSwnJ
Yt13ooFeJNpbO1GyBDNYWJ0WdCGI+LJRYwmnRJnX6TfIixUl3jjkRM9aSiwlnLBZlyJbfmgTOx3f
YrnNsNenUOR4onSBqlYSijYUgilRqoByJulK/UDBPqmIeK7uu3E3ACWYKIvlBWRgwGHflvTw/B+4
8XgOcZHifLGEhvSrLa8Eat4O8Rvu3vISjiCppvqQ8IDQwV/OOQDaIRgqxQjuZG4TGfXjGccUM0V/
WLFaEE/U8hftBuldsU5Exhy0pdRP8gxS75bsp5+C9eIAwin2u6qZFd3x+zyJvX5ujrEMGys5VBer
eMLd7sgDgIqnoVqgvqzJxXfTAXVnoDNzz8YNYN8ZkP7LGmY6CHqGd4JYiH5ZBbwCQXxpUjU9RT1q
HWlL50Bdn5hNlFXxa7BLaW5FKKt5/5MdD30ac7tlbN4sKDp/b0lIzI9Sp3yo5KvUV7+E6BfPEb/V
Fsgo8aH5HygS7YZaNdXaNI8VbrBRM6qaMq5yv+OHxC9we+jh2rimPuNRQvFWjfm4ZQvbh8Y0/GXi
6oCYtMBfvG7LZ5MZrVLqKnebcxOGeXf0u+0sToTiiOFh6kDO57y/HetEv2k3HzAjk+UDlJ0ONsPk
CFbftrygQ2pHVZWeC7g/2/pLuqgw74zWhWiw/pK6C61VLGX125XJD/HhwmBhH0JKXKG+kTRP/yqQ
a7hmHsE/Mf5rY+cBRTFuNaskVhGT2jSnaDT+ddkopIDXSy4MZCbQdTMll/CPBQo0HVKoSEIdFHdx
12gkqOU2DiMLC5TBxZPwHRAmR2f4CPQ7f6esTVcUTUjEYArdQdJel8Dp5gxxFvC/OrcDD/tqi8+d
S5R7sUd8ltxybIT1Euh54UFejzaYsaFonIdi7C4mFx6VLit/GYilNmnDykuREVn5xcdiRvqexYV6
n4hOU2PAXtRjZQGFFflKjfpv/2CgQkgxXZ6dSbhTvEZeWYgADnekF0BBgervbcKikNgpJa98o9H3
3AHeWtdNYYFwT+d4wq/UUrwN/YRfSDWTZ7o/0yYJvBArpYruAd+FFpEfKmYje4y9/kkYDSuN+5o8
HjGmfhJzXPWAs8Gwtw1aGte+wyFJmWbMYkeSX8P3wGJFY1GlHT/J/pf67vg9CwTEP3W8s6WiHjhc
ItXQ3EKJgVBLMgiXNoiUUnzChtvK4zU/qHjM7ayzmpG9U43shOswEsEVNp+r9u/RVGPXYZv3442T
WEPM2dwTxWV6rzbV8I5zzEIzw7M9daCdV7SEyk2sfwKPIrd5/1duwFRTQGKC+hhArztNsc+6oDiT
3o41a+tiIEaRZiWiCzJLdUHxh/qk7J3qr5wUeDRknuqRUIVQir7LcMz+il0MGixef6xtd2CX3VHV
F+nm39CDVLHt1RqwGKB9GjlGdTV+TYsjsV6Ctb7GWKUWuYam1chNPY1B8d/UV00c3AD3IPZz83TB
3owtm34MvMR+oLuVi1TkqnNGlh5tEcifEO6p5DwIJzhbhFsJO+vdxphpTD7Ky/hYvs1SCy2umSDe
htms+uyY1DwhMQ7/RLJB8iZBxY+R1JPnInp3jyY9NDW3iEsTUS884YBrhsklb8X3ORnG++A0XhX9
jnx9HtaMZGDID927+JbSf02rhHjjL6BJmDfgevn3rfcwEzz94OjUSuv89obyHBko83atdz8TGeef
wwsxTEtZ651YDUJdoF/PuYzYX7+pcDqICI3RbhQ2CEt7qyvs/TdxfaokFdtzvg3L9ckjtqy04xUi
2QZZUpwoajXwF+bpLGSaPSGB6226xq60cSXzLGPxbejTFTT/KKNA9rSq7UAXE6kLw+E5G0XnrO+p
z2ijsu2KRLpLHC7h625BKYQbRgfi17wP8lINWeLU/m0q5pyiKTzzXRUpTdWlZVsk4wmzd6vFI6ru
Xab0pRXCmAm0n9Vi817lPr9V856wiCxh4+yryfn+1opFOY2+zAZ6zjbrv0UXD1CB/qRxiq2+xWqa
5aPltRwteNw52vQreimxA1164AfEoy2jlLW5Mb7v/uhahviL7dayKLFZ97/Nja139h7dl4Jq8b1s
XA4GUrbDTkjW70gBSL1zkONbFiJeZoMlC3mfjh/gRmtwRKd/LcGrGgQ/2clNu6e3NsqYQvLPvPXn
nrfcwfHRM6pp5EKCEEeyKyqmYN/FgZynWEixUXTLMRHeGzc1Dxpg0f6HLjUsoXvpnMq56J/Etcqw
fh5nB+eMiFm/1XXTEkG1a0HSd9QnJajG7Uw5NjR3n8Tsejl1QM4GDTHUOJjL4VsKOIav09ZqkIq0
3SL8pPqbsms1HyAdyEhNNveRMhY2sQGJqoLPhZ/N7mj4pvgDG2HfrbwrmU2eutnqx5FeZSM0ZNhs
xERutiUIFK+Pbwlp2FRyt/UeiwKeph72dComtHNMi2ir9BsaqjUrJduKl7HJFSnGLmZS407ghbbD
3EhUQcm/CjQI2n11VW/TVsAr0eyacmE3ZCP1zolK7D3G49qpAhP5t56B7CTCBxu1OKIcUH+kdWHa
QGw8nY+ayhdI/mJeIc5pLWI1kVaBVp1kyM5YFqXMkycwlDSvNpwyV/gM/KhoN+4ZMSuwy/LZR3Ne
oxsNr5QtRUCygtpTdoE7Jd8Oz2Bf44EF5pKzuDPOjAPwLav5j9V5GX+pmXka3FHPBASr1MffVy6I
05EN0tLcfl3mvuY2LnCcbT3FYiFhV+u5+nfyxewhZKIKWC0VfJcUuNTwe/Qp3JWkXtGQYJ9weA/a
EdrXAOnI/trUYL4FHL83JX2y8gvwbRueV5KeiHxh9W7ZBjlXd0tSCTstS4r/X8Pbw8llQdkfITu8
WZIaY4R+hqyGOeja3/8c9lzySdQdQ+CfziOrelXBvEcAPxNLwQii9Qj2Ndjzhvk8KPaz6bLgW9k3
Sg3lieS69oWmHgZmK7DY+jnWMMVWyXXLXs73Y7Wc0apYzRLuGfUI7FITzphfvZ3Py/+l7jYUxNwO
Xm3rB9Ipo5LdlPu8AuIMSlDdEZRdN8YailliBh/YzLguu5PzSZpsPlnlxD6zXck4bGJxfpWflQOg
I8CwwhxPpWQdISpg1y+i7o+LABXmXhavJLOEz0XHkMO9O+ICiB5sThmeJQJs9C40nODUtRzKORrf
4LASr1D6eMK43dpZlt+IkIJTuQDudaNYMb2ObJ9JzqD3sZr5ifRJBUdw+somgIHRUGwpOAJez2lh
f7b220RIFHGJ5TQXkz+NsRYBxnvzvhUxzaAsX9WP+WlYj46gnkI5QWJDV4TdhBQhHfxe3nc7iP9T
vh91BWeQQ935FKnjmWaH663zhtrsT5X3+9cVtq0T1D1UKeQnmz5WGCvS1Ok5I4m5zKLmWpK2dAcj
pupl2UjNF8M2+jDuAf4hMMuphrq7eysfprVA7xztwR3COpEnTD7B80ZF6XN6mOBf0ntfjvYjBuqA
+8LoXwK7PFqOhvbOP6Bub4ZV1ehzCEuhj3xB9Ouo5dKomsW1FF66Pihvl3akbAtEzolm822ZoqP5
YGp/HTp/meR0XB7oD47F+Jxx07Yyf0RlKhlTkivOZpO0cO8ZJI7cCt6NGWgYdoX6l+eAuegYn0db
9gBDykzR7KCOj3mlCkNNsL0LjOkeZc6hpW3CV/jsIQxj8WPmOAOGfoZZof4tdob0tvluxqxqS/2o
6jfH79g20mGLnhnXTSpqq0T6c3yPBbz8EM4Tw273elG4HOjU3qF2afMf8LZ4dVBpey+GTouI/pUS
o8fghwmiijXoV846ga3lOiBynaBsmn1PZZckUNWjQcmmpUd0bDOuLVqumM75yDkqRACC1QEdiJDT
mpLg8EnwHdUzcoDxdaZGbpVyRfOpwMaoFTzZ+m/uyfrZZfMo45yD+D6k3360YF7ptc4r4HnGz6hw
+SA+036u65v3f6pLqJeFG3gUR5fsJSq4OLq2OnJTKYbTrc9m9Tk44voqZ8bV4rBSOIGu4yHW+H9M
ytaMCu6JF8fMdkdZf2l6ZbG7v5I6q/dTe7lpiGX7lcCJmOUIMf/3ogLSDIK7YdL++qh+P9CyVz2n
AOiKwcQyXY57lufHZKfAqrO6YD5f5ycQMYtJF1nPnK8JNZG3YF/K18vzMuTMdlKm/655L39nT55o
OasJABSEchc1zNBeyqGi6xDQZJ/oChmCmEvhsxiK5i1swT+ZOkU4U0lbuv5O/BummsQNTEN4SWPz
wtSbk+y4SsEm24XE4rT/fzAAwBtU2eD7NiO+lpcpqEfzWV/PbJEeYdsspbY9wq2Ik3ham5j/mDtM
oDHbW2KYmtJ72u2NVNdvR2DKXQyZ8mF7ijrFHATECGcYMuj1sGU8qUxcW+6srO7IcaO7DTOpP8HB
tAE41zFesFb4s+chnJ68S7+eIkVmV6H03Tq7UZ7ZrPB2rLa9wI5x5Zn3RY8Cr5HzFM6SCMv8lEPc
ybjXVHdaGTpU9DntSTEd1958RlThass+jI6E0KXVoo9VDc6v8AGuqyjEH50Upd6qpeqTvUXGbOEc
4Ry32tte/o96jTenpsHspW6WfdE8zHxTBePt1g+5FyJeu78BMMwTOjj5Y9Z42Qic1Dg5t6PQmRco
jKm/kGbmLhU85/qOHpdbK/c1pLH2UhxubnWN2i6YxQgWRKHG1JfETwM+Jd6vvAiSr+Y4P2Cmoruo
MvGRiyekGfEX9b9Rn9cc7Djc+cX0rxCRjWUWkIOkQvAo0cwI6btmmE7YrKiy1bbPxZzGCBBfubfF
XcIrnjkeIb5WPNBUJv1dOZm3f12TcrofpPwZuL7owbajctmJtfm5ylQ/qi6Sl4wfLQoDcVhKA8cb
K8LZn1JjGy8avfFfwILE/ipASQ5yBpMI2bdMr0RkT8ctMd2xDoIlvEwh9+R2aBWu2fmP4QJqMdBV
+9lw/gbYUot5xV5PyWSVCI/hCqoeG0JFpwfrNWrI7m5WKU/TLBllHtBGVU3MyOKDuaKCnZgmgcR7
inMb42RuAN1CA40G5ffYr7iO4iF2NOu1aEofk4ywezRtoBTEDGOq7gsT03sLGCkk4JcCz3XsYJ2Q
DQNVIqPiD2UtvT+vx7nUup1bQPRq0iXzRY5IQ02QMqEEKP3OGwBPVAfxF8IEsjkFN/8zzbOOLVZ6
/RpHDXcH29x8Rhnafp8vseix72400cfJzmk0li5WOz+WvYCGlqXzjzCaxcfUtd4S5QmQxMch7KhY
RP+LE+HW1iW4b3gde7Y7ZlNOKVLRWbthjAoBHWH3czifd9tcneSNBb/7dJpD6boUtukf8hhJe0lQ
PsVvLVxMiSqn7q9QQYnvOCO0KHaT8nwbuWmgO7D3BmpHW78ylu4ECpmFeXEKFfg881lr8I5JrIu6
j14u7JPuX3mnstWZpwJQn7D6Li3IDbdoyaP1Ob6z2GpGN+afUoSXypiLv84D7OYFDtIXq7PYvZTZ
iinFcN8p3mKTmdZGSi8BqZ2Y+cbbdhetnneF6pbc26UHqmozbH8LJuBWMv4m7RXthIfol4BtZtER
CZ6O7k8w8MlZF8ruSgXYywQDQd9IIiG9E6r6iI/yn6OgAbB3MMOiH+iKVP4qYLLvMudxVkL+yagu
3FjKJLerLMiZABbhXuZc/3azmnLGna8fRilsr5o1rO6e8NYnFksDU3zMt0A5D7+I/44+5PozdaFz
LUGUp+T9S0F6rgmOIwr557Bk9K/68Ly3HdflVnorAesXCwIxpzXF+HI4jHO3GS61Kuwxj0jJOVLn
FUJFwbD3JQuuP3OqiThLFKNYZvxQnlZqEG7k/g2uglWmTYJWWNugFckUWB+CxE+APkQ3WAraKMg+
xskqSNV/WYnPrmuRT6BD+/Z7yYCzuorOpZKJMrxtHX9QmiqPpb2XrlJPLt2G+C5cmHQF/3NhYrXZ
XgwKV+ZWzo+uQj2hBkezrIBTw5IhjcX1FbFK8aOkHDNxqxW+le0EjBjJ2vu4w+z4umlad3MRzNA5
Wf6PJ0pWWRhmzcasQqrS2ggXdUPClYTK6gX0Vv02bCxlLUGXHyK6VxekUpUUy9r4WPBXlmPzyJ4z
mp3sINoKxF3s9eJoQ32hAvEQ9dCIFkiJH9Vr1KVl04i3rO127c5VkDXc95bnvOmSTo7dfvyAi/VH
SZCnoPyd/xoGV7KJJuZvQT5lSLg5dHBji9WmHlft8xXW3675P1BLAwQUAAAACAAAACEA4AfXoFQA
AACQAAAAGwAAAGJsb2NrMS5jb252Mi53X19yYW5nZV9fLm5weZvsF+obEMnIUMZQrZ6SWpxcpG6l
oG6TZqGuo6Cell9UUpSYF59flJIKEndLzClOBYoXZyQWpAL5GkY6mjoKtQoUAC4GBoYDwXuv7wfS
BZmTX9gDAFBLAwQUAAAACAAAACEA96fEvBEBAABAAQAAEgAAAGJsb2NrMS5jb252Mi5iLm5weZvs
F+obEMnIUMZQrZ6SWpxcpG6loG6TZqKuo6Cell9UUpSYF59flJIKEndLzClOBYoXZyQWpAL5GiYW
Opo6CrUK5AMuxSNH9/WcZ7ZvO31zr7zSGrs7ovr7r0103b89Imr/sf+s+xmSo/Zem7xvX4XbhL1Z
+2z3e3Gtsis4LWv3gG2qrc+j+/t0fuXZLXJgsWt4vsF+4uy5+z7d3m03y53ZbpfJnX0ei7z3Su3j
38/1Y4Vdovpku/SIeXZS2/jtHWqk7X4Uv9t7pSjCXlPl8L77AsL7+Ysz7PpFJPYbvXfdX7Vo3r5Q
/8Z9s+q57e93nN33Ify43YGqmXsYLi20YZ15026OkKmd4a6Ldl63HfYDAFBLAwQUAAAACAAAACEA
gg13n9WdAACAogAAEgAAAGJsb2NrMi5jb252MS53Lm5weZyXVUMUCteFVbC7E8UuRASV7hpiYGaY
7u7u7m5q6FJRwAIDPdax49jd3XXsru+8f+Hbd3vd7Yu19rMqS2BAEKpvH3kfzXwqTUIRz0+KnJ8i
i50fFTmfLhBLxSQ+QSCm0v6n55G4Etp/uoRJEtL+2xcsj4uNilyesDAqUhf5/5shWNIRGlbzkC9W
tQUHcBJ5/9TTqXjuTjCZ3eJGYBaiJhf+9GKFfeQHsdtyfJV52sduIO43O65mjjwVohLWaVPFEwgr
sJ9k3ZYsWrUAyruI4RRfMnSlvmeE3FjucPl284oiPMdY/nfZDUESF8RRgIq5bzUoOUIcs2aFrBL8
UgoQ4onFkG70sAIzjIP9JhokEzdstovLNosW8Y6JRrum4KDAdo22vYdXUvGQuz3Hz1TAolnTQJMC
v4R3N6wFRmJqHVNYnytB5TQ3n3GAcM/Vueg3tZMEN9pE77hK4R+gRHqVtiiwDHgb9AL3F1Co+EU/
23Y1uwO2h5wlHyt+R76CLSscyMPKBiCv5yxPeS2C4yZh4/m7zaX2caJ+tBc160QD8OdrHtm/8B5j
yb4ScTr2J3CJOqLow4oX1s/MsYq52kubvtR2W2H6a+pDotPYFMJM3gNoBOA1ywuo1DVzekvDFB4O
CD6O+4MyWB6UnNJ9oa2j9cJUXK37A8vJHR2s5EaRmkTxsu9Cn+ATMn/jcPWHUrJ8om0b9y/qRUsk
7JJDJjWbavDP0pcGMkK3QjNg26l2cZ71h2OlfBWCy8vDvAgm6yU552veW0G4SPjlTHb+7mC3Zjru
I3yUyGRdxt6KXQvcxD4qDkc9nqWSe+RrKatsT1WRMREcb3kdJZWcw7rIfyN4U4tL6dLN5sy0SqKm
aQL+GUW+snGrB6jiaxaR3Bi0u6MNwPtUNUH7MnsPcS/hIKffimfyL4DH1k3gBaCnQKzxNOGPrqJs
SCUtt4f/ldvN3g/4DH8mRHLJjGjbb0+C5FAxlNlK6SajeQ8KX/tbOa/g5zVDce2OQQVLeMPq3ljC
xK2Cq4ZZvJvmlzoX/okkqmSm8QPudZW6PgyeUbzCJlLSCbPwP1o1wZOyeaVZniROl3Iy5xryVgy8
eIEMlHcK1csrz5cbxwBujM0oek1poacG8R6m7ho5zXvFM8Y8wrSScFI3IG21KRpHqDyJmcc7oNrC
QSL2Y6ZjHhtzXWx9bsEPXgr5vf4p9SsUWbwZXFCaXjJc9zK+FQniZYvCtTW9f6jPGKu5mwVFJZ9K
z4mOiqCiTsqbLadRf2AbdG8JyXQhSV77gVVRXAq5JCvIGmzYlNZBOK8LV2y1/maklrfCNpU2FfW2
/UGGFEDOEroYsCy/Sf4EOqX4L2IxBcaTilPSS+jj1z82kMT3eGMbO6lg4Rz9OTSmZWwqE3/HOqnQ
hwgoulRl82DipfjJuTX4S7ZdDaXUXsInpBibSDitaHXTi7uZMhYZeh1HDyXx9xhkIk+cjfmZPYST
2/RHW+Y5Ghxbf4HeJ4nHeCpZLiLsHlKFwI8yrCX4Aa3aPyIAHiN4zLkHzBT/UG2hnFQAmZ2MdvqB
xmfZk5lr1WsYU7BPRLBSeWOh0Wl8ILpFnli5SfvBcc31lfCcaA68UE3mtxhuylJzj4Nnj7+i/0YL
Iyzj1ks2kDbwdlnGIu+rXolA5rHE9UA6fYyqMU6hby5fGRqdvV9QB6uSH3SnGyJMWYR/ypmm0Zz+
sLWY6yt3gexoHXfFSjP7m7ai6IJ3vkCsKi5/wyamKFT7YAzxae0MfYdsAWYPSVGRIb1kuYnC87nB
Q5QF2MW8A9g4FsN6HAkxVWNziizC0xaQwKv8nL+sZ78rxTXOcBr/yGJIimAaWPGobdovYINrA4au
PiNOhO+TifQnCeM8tjKJsYSSqRu4NsafzM1TGvRLGX3si2QgAibQI/oCWUs9CUuwaZbtzhxszczM
9AiUb8UHKZM8/UJFpQV84+pMWYEyzrk0/ZrP0nla91BrtJ+lep3FaUHJ9Nh87WLhzFwD9z4gVPGE
QRWUeg6SP/pfSneF3nhx6KP6KJ/KqOCkIpcYMxyxrhvqDAEWUExMLuWBxZYWwRwZHrkWYlGuSG9j
3lCud4Vx31nDjb3w3+RISIsEIFygvwutDuVXhLFee4/WbICk8y9KjmC4/sWpzKQV+JR1FMtw/Lis
P5YU2VDbPoVdhjAcljzTFIEXY/wksHAxa5hiUVJ/SB8JLverMNq0nYF0bGV/wniU87iZ3DzLsVX3
hNuDnzSfVS+kloI52AbFiNx6N0VWwn/uYtMX2G547vr4UJrap7uiWdE2prTZJGDUYG/DfkpkhMGs
efAdwT6ORda96LeGi+gHriVInr5D8644vHAaYpfqFS6DBcGQyOEZ00rXm6Ild5kql7xiPeUyq4T7
2PHYw6Du3diheAabWvuyloPySnht5+nj3LE2ROnzNICvRuultvNkiQWUPMYE71+sq8QhnEO4pjha
3m3CQGGH+oBihWPaf+46wKqE13I+FV2sqcm5Z53pymp/2zALNpo1XjFJ9ZX7j6ZJ0rZuK+FaWQJ/
Hizc+sW+TjOcm6bNAT4qxPlPCv5accgwwvPa+Idb5fa3EVG14uvGyVLjsokKnLZbM5TcksladZL0
PC4DESt/Zr+SnGhHMfPKZjS8t4X001gl6QuoA6gTYBIm0ukgBLLieCtYOqBTJ4Dsxf+blsQDZAxX
QakT+L+jtnvusGJj9tq+UXbSQMhGxg/IOcUXzSE22zIRMPQcUtyC6Laa5IOVkQWn2G36a/NqGHEI
q3Nxcq4YUfascRdukPkBcolHAPSgejULPLMXbqFvcr7NuO07Yt5Gm2xkEH7UvonpU/KYOrOFT3UI
Hul4qBr1gjyF/Ab8OOVM1WD3V8IQiavst/Ym6C9oFFZWhg1CHFu4kagM6dVAJ+cVwW6nJY4Dj5MN
rJ6rPIHM6XzPWBj4IP5dw3KMEr7VXJRfUph1IrtP00K75HIqLuNwzJnMMNVttUNy0LTY9gX9svKq
8oQnnxCoDLoaMEPpUzUD/qOIUfRaitnSUppjvGxb1jqQWUC9HF/q0sm6wJGUO+pq3d4dS+R7K0p0
cXwc9ohpM6q2JF66hfkE3ac2AT+ad6r0o88pvILcIwOtUgQq6Ex6ftF0xcK8k9mDDHuweaaf/JVa
gTHR8Ni5Jc8uAbh2b1xeKQw2Nc4UXCZzMwHyITSP8Z3QNvuDvcx9DI1A7QDta04t6YGMwJ50zl+0
CEgp/yI5AlvMc+R9Zf72Y0Kva/TiIdRegcgytvYYcQxHyq6UvTDSJKSS9LztmHpVpWal+bryIt6K
cEtfiz9pI2iajGaOmbJV0wcfl30RliSdKw3Cs/zD813iL/WviIMOf+SewsD8i4tnsOvM/dkHLQ3G
QuIo9hl0iIeXb25nGGepMyh/6aLFh9UT18/hfq67zmvgd+m36NEeoGOyYIj2a2k+8onqOKcBeIXX
1bHO+A/kpdBkGSVB+I7AD9afMnzHDtYDCZcJQUhfltO2R7WYMUhzSL6aB2ccUusRaLcA4rYG2Oe5
eRXlB34lGmlXkZKsqevTvTLJVaXCcKZoIY9QWkAUOAdQ5PBhrH9Bnw0C6WNvinK7gtV6XtCh0wKu
Chdb6kI3Fkxn7+Zx+QTxPsqc0hus/M5FlEEuGbDF2p63I3OjI0kKFmaaRiuGKMcJ7yoYebf5ZGGi
9qT/MU1iWEDrDO6xy4UHKQ/Bd1Jn6M+oKGuzAgsLcFlJvD2qcPWt3BVMNHYh8h23L3qDanLQH3rF
O6lMFxlLwXgKNRP6vmUyKhf+JH8Cvkn0qbRLkStJpxyFxigr096hGbg2xU5akW2/6yd9gnaZlZi6
mXUT/cw+gi7UkwQMXD6Ev214wV/+gPCHOlVpFxxAqal7VReMjvS1/CrZy5DXOnBel06DlNLpqmre
jPiBYuMqJ3C6/xCkH6NXdZr1XNArncrkuBNt84n7CUNdhxn9k0xgMUtkmYslEAZh79OHNl7BxyB+
kEXMKZgLFSbARhWDGDCoijYlPLKeLS7l/dLW8O/IuqWXpQ9KismanFT1GUy62qz5IjtvTKYkyMc3
TwM+MWLN4+PJAj+1CtaDnmdvbW6qmE286zQy76/NoC2AEMsWMb7AjCkDqLek8aFnsW98j1H/Co4Q
fnHA/Cb8evAllJuUVC8LPpIjuD4apvBvCYMzwRppKbJByKGyEKjRO78+QnsSP7Fg9oYgvU7yMrfA
FlZ8XYRQL6Blw/k1CBRZuJuEYV2pqvSXW04o7XgCskYs2JZXVEgomEtNRqhPC2cLlmt1ulzBPY2y
7LEjgwAqo3qjiIW8dZiVupDZmU+GjBM3CD819pIuiTBCjmKGLKEcpPrNa1x+DpWK35apU3aaNkA3
YQE9aOtNkrSSR9hXkkSvxLkgRfQec7OkZh0GsrAAC52uXYsLbZcbBpA+Wuyk6bIDa8fkLjKvR53e
kgJ9L5NUseBrubeJ6Sy78C0apMJgPFh6C8P/1rpFcJSyonYAY5GFl3tHOo64IviLPcaLIR3LfwO+
GnxAQ5mvVFeRhwF+EtD4gfyJlFRxsX1L2sfCu/nrPKdyCeoK/Vw9NoNlSqzrxoYxlhf+hZ2vsRkp
mfT2Lbw+vrfOly6ddLBiJPsRNUF/VlG/ansjMtDY8l/aS3XeW+x5qOM0MOydrcAkJy71fiqv3vzF
UiEIqu/Q8jKnEk+aRG0Tse32jaoWeMrRHv3SIiX9jeQl0AWZIN9e+BuFoFTLTpA+KF6XFuq8XKEA
ZP2B4VUv1uFADdJhlFF1921I8DTFpHjrHrD8uOYzMcyubw0r222MQY9nNclecRI9/REXuV/d8WW3
ZcnBrdhk0VzSDUm9kFiwJHnsvOG8Dwmfiz9VdqoGW8Z78+vHZo+QTIW2i6tIf1ddd8oJB5jXjMsC
m+nWbqUGZxWWjBOfEF4k80TPsL1glnUDdB35pHGLbzF2IEaRHFmJIadgh5XwOa3U06JvDSNpVStu
hA4RCTqVbEhGDWF5XC5xcgUFPcjdjroMXEdqFL3h/cd2HH6DOHN3ldKLFj4IVmmluNFqIS1PZGRN
KpI0Co1i+jXeg2yFwlHTIWgqgZSf8IM2xgYHeIfkUQHHSQ8LCwpfsdgVFBCLwZD6bKNrqVRpIZAc
x/JVxqNQmD/SBEO7ZpL0FB+giGWup/dzrdN8aJiMSvDApQvEGugh3JGyh/k+97bK8obfRHH5CvOp
ui770J7JcJZlLeVkQEyjrowGH1f/aVsgC1IWaACtC6RUYWSZ0rED+c2wv0CEyRRm5130/OWMsy5g
uJdvy75SqMlbt+YgPwo9n5zlBdIyqMcTRV3mnMP2VWvXy385FpSsRVubdwveaY8rbbXXNhUZFyKc
utk2Av26q15qwbO0v30aTRJnHKdBb5KmAHbhNglHKI9nXTStk/P83+giCkRzGL+GiG88HlruKiN+
8aXjnjeM0ZENt2vr0Rdo6S55dTAdITgOtmvuGbmp7PoCCQdAZR2j7XCeIOyyzq25j32v/ZuRUvqO
eEcmdvRFzy+KKyyxz93wUzgOsxP3Gdwn4RUn0nQWfs+x6J9NErCmv+c4YTB4ouWQ8RzvDGlZhpbQ
lPve+S4Lb0iXDHc/klYImtDXdY+sgxlgVUjcrPoGvVOeYs4yngUewAz3xduSpR8UMynzkUPLPomO
whvRfVSMvSNrdJxQ5yr5Kkyv9gxtgr3Hcww/lGBV/K0cYw+hROjbnCrsdheCeJSVJpCKTvJD4loC
BzMhsIbXJQ5GXzD0YhwcGu+n+5HusUxjTUWMwdEUf+qoXId9kcRBuily4ofU3AP+cDZWftOzl2+p
291aiLgFeMDL1A/UDymtli5Vr5O/FAUCteTRy9r4jytfMvIYoGWnlW7zsbLc+BGWm6tw7CpLg3o8
5flWN2aldRGNaXNIucqRrhHuxK51Xq7mj3AU6lqBdEmhnZ/Zh3Gx9YwNrj9m466eVbwmYK/b61fr
GJwGCnt/rPc3eKo1E73Hs0PA4Czi38C9818BXTWUiB+UcHkhbwW+C7eKnC2MFo6hPlZ/9QUyMfKW
qGfZRVi5aaMwxvIPfZygr4vOieacpZdDCxMP04tpZniCemKLh9JD/m4pZuwz38Afdb2Vnqw6Vs2B
DQ+o/d/ACOnB3AEcbrEtF4htyYaU5q9RaZazCA1T6KdW3zK7UAPNfZnl9FOkzbKB0K/Adban+gS1
RthY+E63h0SjxWBPWCJQNEM2K1HWTYlWUjho7CNRJq1bVkf6Gueg4lhQ0TYumgapOaDoXj6dreNL
Mh+T+pi/tUxufmD8sfERP+BTY8niC5oT9omsq5rxSIbiUEJF4/rKSCmpejK/iNrNUxJSuHnq887M
6hUZauY25QCKaM1lyQPHZvzImnDgO9oHE6Jebx3rkSegWtfoM4O1wbdwAPV74XiQB9JO/242qnNU
Iu8/boKk3lMlBVIB4F54ZOAfGx8hhUUItwi2g5WwiZyN5B0VH1FKyj3nH1Mo+I9+kLejpg+1t31n
oMn5Av6r6mx5HjuGysF/Jq65/R2ySzNI6YVZ8oN5j0Oj9LnKscoQJnNRmbgn9Yphn3K6pE7czNgG
fcXlAsLQQenD0D/2WlmUcDdlSgUhOFxi05pNNayFkjTgCKWGAxNya/ZX3nWOVECC1yXrMg+3LcA6
xGZTs57grZNWGZpZaRJ9+yxuUcND2Q/d2NpzlDPYI7Cp4g1QPPAzr189CpVVMlj/2dWtGAO3c+/U
MGQ7Cg7BPlKq5UvTt1HHkL7Qvip7vS9douI7eQ/z0PiIVTd4bdLd/nWhpYSVtGeKl+Zu1gJNB213
USOkPYtR/tTQl/pN/Cc72j+GVKx/y4L7CywTBHCRWWWU7azRUKo1A1dZRJMCJ1CDaWvZd6i3BL+x
UsUozOaSt9wRtWfxiDI+/q/SS5zFumXkhRSX67FiYul+PwC6m/HC14exWK5hjwOd9w0vyJT+JnQF
PjNo6N2Qg42LvTfFtmp7gGxf6fki+IJ+rRotu20yUq7XnxSwOFsTHa5wV5J6olqe9l0Syf3D+wf/
Rz6KkF9u0He4vlmGUz6qJwoe0vunHtVvIZopNWXq1i+VPcArOTc5UL6E0I8zPrDPM1GzWAhKWKGY
rJLrgv5KaXJKXNG5QLWEJjqW3gNewrxAAfhqPVXsZfLN4BQqQTvLc5ASLicpluMdKhe2JHMsb5zn
hmiQ7FdKpCbXBBDI2ExMOaLK9pQXK6Qzx1m18h5puMdUfxuxm3eU/1LxHA3Q+DS1rq2lO2kfaJGY
Ll6mS6KAEKJ8e8h4daUvoaA9n8d8S3ySfo+U0clFv+d3e882UoBvUvJqU4jHsDOAr3WYpFd6rXCK
+EkRiD/DnVcfpbjFw2Cb6R78GsI3Jj/wAfgWejTf40nT9ZSv42mBeg2asTelhLc3765yAHufcJJ3
iHwev1z8WroEk6nacHok/ivEKIzjP6SdViSKmiw52hjFff5ULY1Mp6gZEMPSnJGU5fSl/Jn4H8Id
thb2zVVLCwDK9tIIqr9wDN+VT2EmBVMtXkh3c6YqXvtvpUh3U/6oXZUbWtfF3BgaKe3ivNVN9T8J
XajFKodi+iuuVY4hWAq/ZMzB+w2AFjzlEQDBYsS+rI4r+lfERj/JjUtiw1+VJsI4sNceLjDL+GtN
86atpvGihr924ofhp9j6rUaZPzmHojKUP+hFzG3SbTVEEU81Rdktey8eBmIYBlTVA5Qag3kc46bp
TseelrvskGlB8aLKvpx+Al8zUushTNLRqSzzEsaQBZsa+zLICDa7gHxEsI7kIA+FfdWQy9C2VGa5
YaIowpYI3OkPszbEi+Tlns0FJw0TV2bDz7hvuubngJtoxCcdWnqteL9Umzsv5ZvQwzmU8mwuXBrB
UlF7OG+kXnu7nJBSJPwqVhC5zHDKgLU4bCpgWYO2voQYUO9y+YEt+uX8WPkj7m3980wZbZGY6h9U
2aIrd6qKDyrFK2CUYvX8hnupE5jvqaO1F7tCuAb7RaGBE8v6Ab0nT7D9CMzhb8MSVqrkbYZyrgRb
mc5GN7qasmE4ZYMwIa48Q7iCPcAfn3JJEUB8lPTVNSyLJZZhgWXR8Ax+Scnl6iQJVitrWePBOaMr
8LwP/DnUvjkC1RPXNDe7eKsjYOWIpObfjR2m7sRbNQ4GXHQWF14G8h5ENeA26DlowJbwshHe+4J7
wSVGaXCnQUVycK+xqxV/4XS6H+wnJgdouG4s8Y8pQ3nR3Eq7K71qjOLNoFz9ZyP5LO6HeANiVNE5
ms2zU5hRNmrj6epTTBpuueY79qNOJRrIcVBBWVtN15M3q/dumV65iLkPUQE1ZQjlm0nLjS0ciT0S
N80WxHQoKrhSKAtKUd3DzOTm1zqM7zV98V8p0fz9BLUsjP6hLF74WDSAN4SJw06qr+maWjYNNxD1
ij2eMS++QCwShxXnCvpKDtQr5EuLb6PA4hOcm2hIV39kD7i6tph1zmI2v2ANMt8lfBGcwmoUYzEd
9nPx8wuAGr5wJcemvePrCx4vzsI/spYzt+meSE8xXpvWs3ornhGAGvUS4zq3jw8TO4s0cbpXmPfY
Ihnbc0FnZ97jxNlMLL41QP67+h3oBbqWt5dwUzTDMopFCrYGxKjzTLh3qWhZaS71N5csPGJ7SiXx
i1BI8zmrUdZdWmrAyMLEBNl18cQkqXs5aSFsBPOep7F0I2M/L8JslBJEHxiVqfqa/tbd9E5NZimQ
2CK9Q/7oU/r71xPxMBE5MBCzly5nxHHXqCPISLHAkIYPZ08VUGrfSbfokOAn4g/mKkOWcWzIE82U
jWU/kq91DAi0qi6k72Jck/4UzmEfEL4rnW3i+14EKggHVX0Ipbm3FAvIbP1Q3aL6J/z+2fm0Fvhd
rrILahCYZ1T7DUr1BGorbRcDTlvmBlT3xZGY2yQG2mXD4PS/7ZLAKXaKbwMpnJ9Z/hk11HSJ36JO
QnJwF4z8rM/iJO8/3Mm2pewNNSUWpfRo/jb+JuY+sjSJzrtb9cD9ukaqIRpv849xwstHEAhiZQ2e
WMashQ4132BIgN0VuxEmSXdJP5ZY24zsVKtBGcoRhQmufZYEckYdC47nDKDtNn6GjujqyDqFfyuM
NVQQliPqamoLeap6gY5r/S8xt5Nb0oex25Th7E+ucx2Zne2wpfoI/3R6OHIqdivupfUP/oL8f+Q/
SwbgzzSBpeMVyySb0C0J902HeWI6EDPThVJ3Mt2U3LqXjhg4Ed0rOqTc5X4g9jkhakvRTvF648Qs
DYBdsT5jsmSMykWrk53nBMk30oyCMAKbXW2ajN6gtruGixMVE4qnC41NQMCUJVr4MludH8/PtH4L
dBGSmSxKdmmk4Q3JKGkyz2CkYU/hh1WvqDsqeIz75YkPjm1oKDKK9LCZCrZdSx5h2aK7CJ7sf07q
06SUNcH7oC7KkjFx0m12AnGjcElJEktQ3YcRxtthcpiGGQ9kZ87gawXW6bT9a6avnKiNxszExRnl
XLIqSZ9EXoXASNevmpJebEKbJlNf6x95qvLVPHLdH1bIp4B/lr2lp7WCkV/qmKxxjB9tI73HKMmI
bvbC4l7MEs683jfsvtjdRWct5zMO01/jT5AD2r62VOBA49+QucR3+L/JpYTxyqD7CTsEI1iY9DeG
feA2SwHjhuJeY5VxNq2MZzbjqvMYY/VTV45Xgtl/km7ZMRIk8hBxk/5lJIIbL9skeoKFQ64TyHUd
MprzgZ4jSmL8IywSjZS8Bk8si08LIIY41rPmmheEsohoRSMQzC8vk4Nr4Q8Ry/XhcLr8sfyfKhM7
Qq9Yfdg2GNdreL9+Vts5XbZFBQ9SzKId+dNLPuonuXHCl+jt4njGNOMB3M1Kv/w0/BI9NmOfabpq
ok+i2G5x0riEyeSHNnJF5mZFWWsGGNYHWmtzkl7xp5uGaTLqR2hJxqGu4faJpkoBlL6Yml33UaiE
gqxI1XxOk05S1INV0v4lRYInEWCI7/LViMHUDOd39WaW3o222VkYiTB/FzOMuQg5iz+gax0Ua151
cExwFqsiOFs1TvqOyVN+oliNjVDPfhHslDW8+puPteYzN27VVkVh0X2nDjCFOqO0JWXlf+zPZ+Tw
p1G/KfyGQXacS8+bADifd05+n7fGCCOO5AykdgJfUeiUQ95wyTxjXgua3kKNQYhx6/UbDA2iG2pA
1h7v76U2gIJTzXhb9op6R/sLrtf3wF/wdCLM6s/aOPrPkIGitvcHcKzDnGn66fm/GcuIcwSpyJ1l
eaqHWoJ2LPqtREPP09Dki8mdgnkF0aYKtlndYz0gO0JYxCqIRfkhoRLJTvNFGZ91qihEP96+hjtw
3X5oankmSeO/RWIrCCY/s4cTie4UKexAzSWdQLTW4oNwybe5Ux0a6S9rcW4dKhYzkXMJViNUU3YJ
pboqxasqEzSj9XhJT8pY1G4ar+NH8Gd1pndi0irVbeYL97WWruhCeXfS1FUAIqzwXrAKfhgWI6h3
TJVcEOS5Puh88RBQK5OlYjEvYyPlG53Pq2D8fNZ67KzqoeJ/0vsWT0FOLs0R4iFxDoJ6vvKumon0
2kDoR04wDkF/kUcUVhhfso5CNczIgm36OOQNzUqYseak1Ba8Qj8gX+J/FvOc0kScqRuz4xFsaWiJ
5rwSCt4KbeaVKqnleyRnzC5gZ/Fi+zXLH9AR+QE7jnkjtFe3SIhnOmL3S/siXhm6C5lOtMbm2oE8
Sc8m7bCHeX/yz7Bl+lJQbGCwYQxuz+p6km3JAchvR6vxhTkaPZl/Lc+Nd3MjNDVFH6vuwPeiYsgG
zavGh3iJPpn71BCn3tG02/q+LN/td+bJs42nK+uBs6gZ5mmVqQAVqV2ZKJ9judhhdBypvK+7D6v2
PJL9EjQYfoN+FDzG32NHyI6BNCuLhI1V/aw/RUMNz1ZEsSC8EZhC+jjaKU6OGtXhUCEct73d9enl
Gdq7bZmMfpSn1H4b5szZjI5eexiwjI0m8zI/gUKM8RWvhH05ktqt9YN8EiWI9CxpjDrBpGfccbS5
z7W59Aw+BNSfDOUPVZoq0M4tJWlScMWGrHpkmGq7s4SdXtskM3LX6q3iNSQoFOuLFv6kLsd2aaZm
3EbFJc1k8/DfeDDSfbUS8R7TQghiV1csYq1tu45tD711p2cNobtIESvDVjabLGIk9UJSspz/X6I3
y/MV1NIjWi3W7vDnw/FuTprEIoZ6Qyq3cAzplDCGw5TomYcKEUFfymVuOfhCXRfpp76enQRtTX2W
21Y1oVhPPIzd1h0tU0unV02DNDFX6VsBQXNe81fpHfVq73Unv6KX8SOxBf7S8ots10dUbi17Sg6S
oulPSQjVvcAm8zrDbX98tIK+UD+H/oTuTZ0mKlEUCqIMd1RhzC0mvHfD7C5lmb69ZLWqqNolPW2a
xAMKwhE/BT51lpIY+oRdKjmDNSPGS1JE+tAIw1NsV362uBnXgGOUTqsdhTSLh8CclcdX3NcwwHtg
PxHhus3S8dLxshpJGqcZ00skWf9dPloWodnGC3dexCHZE0PRwgqcRP+AfU0wi2339SGfZG+h1VF7
KIkH601uE9y2umAYDi3KtrMRFEITHEAYZKvBoRbxhCS1iPQPS8d7wA8T7zLEWNfaTzrPU8huk3Km
zo0dnLHVLs9L1Cc41PQ5mls123igwuUMp+ql1ybiQ2PLJ9F2dLLg++HvYS0x2SKP2CtYXd5TBmH9
atysYAnCqTnV391+pkmeT7AbnxaR7YVSdsCIekaECb7Satx0Q58+Y5QSM0S8Cmep/cFcQT8Ep8KB
QiCSK5u+4h1+gi9SNAH4xJUk6VwVIaKFwsmpqtTmQWIpG8Ijo/LmfC0vDdX7zh7sL9+jDLN0igg1
W1e/RSG1idqJCpxpGEmCqpDR6ojS9Xk1glT5rViBfoAyX1kBa8L3Ib8O5HGvGGL0/Rj8rIklQtRS
q80xG12CWcN6pc+Ep6Z2q9I9AqlF9p67E1FcgaLst6VqtyJbGui0s+UHLZMJF7Gra1dz9ksboJNg
V5ErePsrW9TRHJUJrHAWvWwQUdP4WzFBhCMvzGKy80xl9KMrDpao8VvdKDwH8sdCzP7X3MAy8Hud
I/keyFNcGuE9M0OfoW/jXajaok3JHoK44uhPuYTaRj5J38dE6JICMu4ExTzqdlYL18eNQLznRzmn
oa5A99Oueoiy9YSWNZGc1Q0MeEbhWeMZpoN5sXEvf6O4A/yUnK/ureomPXGdY+eIWeSjwjVicwmH
Oxl/Blwkn2RogEcuks2Jx+wDzpQtBLeyG/Bbha+aWmgFNUXS/TI0yel8hN1qeVxJwv4rSaMCOIds
49XXqA98fXdCNOX4QM0w5BNNfGG/+TjmktzWQmoOk/WKZUOJdo7WD9G2ER+zgqFtSLog37wyFCRN
3rFWvY7+ilPCKi6+x6pHfzcN45SbD80+DET4SdJLUkvsyoLm2F2Q3fZWyideOB/Megut4H3RhMmm
+A6ZvPFlCDdyWHmPcaO9j35Z5ZK1j3gv8cvzr9atB301ushkpp6XQTpGOb38tPQql+ZzQc0bdXY7
qVf6yLaWWuVshD0reya0dGBd/RVG7uP2AeIHaFNJhb5Dx+IW4n9y452g9QmNfSkJvk0Up4pUlqmY
zs/14wnp2AJK5/yAb7PbQh0B28U5XrBLIkdUUnYxlklyA3nqj4WX8VFxCcaPpKPNA5UtoU2wohq7
cf2qauWuDKD4vDYOGuGLdZPLp1dmpnjF27QuzNFivGwIuYp3Hu5GXfR+K99HnkMIp6wsxZNV0DGq
dONe0DZknHqK7bvhpmQr63IJBtGDj7YPi5fiRE7jRgO7f16u6jjKZ2huOYi9zaTkhgpmkkzC9O0j
GScCX/lHBUmkjrzOlGa12GzOuIBDY52KJ4xPZQNsNrWSOxG5PXWReHddgvG97bXxw3oMo5x8WQyu
O2bm01YjgSvS6Dv1nY4/hO7kqYjc1encAuHRhL70U/wE8EdgD/FVhYV8tG4CkyRlYoe7gmVDi/ai
nyQLsocBXio5ikjVFQhQkEEX1O3nvgV22vfw3UWLhJcrIX5nwgXornYrIZLcaRzH7oaNA09JbKY+
YhcpkQj/wq8FETVu5DviC1y3y84qFyP179L/oCHVqcZHMTpJcfMn2yQ6h+m02MF/wU9ZwLwRZcta
twaHMwYAKfo1bgFKrmmpOqY8C19adspHnXUvY9SaQ7Aw027Ru8YC3JL/KPGcYUlGjzdgTBdHIobR
883xyheIyIpdxnbmltol/nPKVZI5qKilFYTo4hOsCHhC7TWhhbgdXO4+mwHihk2+V9qMruKV6xu4
zxV3hf0DubiXxancGPlWjJ9gFxkLXtJy4PWBtOQ+yNvkC2mN8PaiFOMACwC1E0gFrWdnuU7VzHRM
JdG5fa2VJKE+l5cTxCFLzZV5oS0dgCUEeegXH8/pADmB4bQ3RYsrmHCoSUta4zge81TRS3+EfsM2
cWIoOMnNnCnVc/Ag+g7dLJJIt5+2iYRk/UEV6rC67S4d74psggReNcKfZ13vWEydvJvAHWkIzxHB
j5buyQPsdvL+llRr0+suyG6LGUvYa19JBmoGlHPsbFNBNYx5MD0yLwxwk3JgZqkkto4UKMxicOdo
4lqTYaqAmTfHMoA4z/COeKDx1sZLylm0L/ShPkqhBa8IzjJ7toEqPstBFCusR1zYVeOPqVaQj//n
drs0kNOf0dImmb3T8ta3ful5z/rqJ4gS2dXVfXEoRXkdj7qDEGmskCySfjKahUBND89RIjLMapjL
eQjMCG4IrNe9qcc0uMUO6H/fsuaJ9BZqGg+l/l22xl1m3xovSNwVmhhSVD2qCM/cxPydXy+Eq/oK
lwD36d4JHAZIFQ9+nERa1gg9huSUZulVmshMV7Zbe5j+Bd+OmqPeb51oKppPs7WZ5yMfUbNsQ7AZ
IFt5O/Ge7Ly4ExslHEv/R30z4RQPQ6lU5fnQqpW1E5By/rlogedwpRNZLJxYXIwYDcJ4sqEDCFaO
BPXF77N34Ad67pHnyMHcQZb95pKsePg26ij1a6Ja/0Y7Mn+M61BoE9zvo9FeYNOED49FUfp62rgR
W2Wpd6V88XM7XsdYiRBtl53KnWT+Ro7jfIRvhPTTDSGN5d5JxdiCwsngEbyQwGydkflPxVPLlYrd
HDtir6QiEJ9l95IKFtIuGaqzC10dylw/ldaOMXBwCeW2XeXvRWeL7+Q9tk1VsGrfUB9XfmYOHjaf
c6y8nuCyp9h3c0YGr1Qgrf5YMZ5qu86iskxCFP4hrbZkcvCRzSc7b1tjLcKsINSs6cvsp59nvWig
YH6n3RUv0APpA20YJAlRKc81XauepE+sW4efpBwp7Edcyhi7ekvNfeco/gbBRcYBRZftIw/rxtC4
9PmWVxKzcbz8LbVGK15fqN8qi+UeEHHralQN6EzzNk04d0foD/wG/T1jds1+5nnOPGMkkq3bK3Iv
uLPkVKDZ8R1t40VU9OtkCxvoSM5ZDFfETd0tG4EfYikkfQSBiTRzSeiykc++zo8AQZePgd6EgzG5
0u+G/bYD8K+MF7KT6DlEPXM+llKRRCzTTCJFuTmZiTbw8k/WNf6P8KvFfOMu7WkXK30/5gguWfQ3
8WJhGzmXPT4xkvKLTHO9JR0u7Q1Cc2aVJrKbtAspD4UzMHTqCK0Fe9URbqfEJtSNy38uEDIN6mZO
JHYH72qjUpqN3l02gqxkEBvMVXyvTf2IFvC0596xVckTpgvyx9UhNPNB2XAo81RNvQhK/o3ohbnU
C2Rx1kbDIa+l7Lhul6jRf9S5VDCUKyZDTXwTi/OytJX/LD7RcFLawDxauk89dO6W3EfY8Zmh/D4O
Pi2pVsDpW7WYxOyRBQok7SIo/j5tLJlWfhorZABz4Pb5slLFBLOgcoMmghNm/u29raTbboF6zJsF
VsPO1hjOUMF3RV9Xnf4KIipjBH2x/gBgmed7cyH1ziK65Qp0vS2ol6NmZu6ozGBeNq5HbaX9na2G
h/F6SIdF/TTFkFmKEZzs+GTnB/9pXjReIaw0voaOVyhYF7rP8Lvw4YqRqG3GxbJxKlcQJv5CuJ07
vvI9+ULVCn6AsEdHIcEQRjiB8olZ4bkDyAPsLYyx5breBDryHnK2oP/NyNCNoa+w9VJw/rY1Saq7
lPFYVvN5XntA5RXm/uRmoE4U5NbFqdIdd5Y/95+sAFOny8zWG2UjlJOYUbJL5TfoERpXe7YuVTaS
pMS2aNZnd9ccSsdSJbQK3jq8CDaBDRDUcbpsnznrqxuNN+qTGNsFcYWPpfNlt2Oa2NvcS9wnqv+O
X2ghWiZp7lIbPMmUo9jHmveZ8wQrUZyi2VI7ZBSWZT4vWlIxRtO/LRa5G8NVH27pRg2X7JeexKwS
foCuzHbIpoiiJXNNWPoe2VFpF50OvlBOJahUlxxfc8rkv7DPuCDDB3CJ9jJ1nitNhszJh6kNbPEj
fYamRHtA/U1qwWgctyQZgLUorDVLvJm2l9JK/c7rkqCzQa4Dym5CZEmZzSLuaxmJ7xD+a51UIuEh
0zrUJ3g9jm8hPH+Ycvp8TUd4Z2V+D+QZubkGg+ATcpImxJyYf9BoEC5QnM8+pfylK1aWVouNN6Cj
Wa/kdF8YJhNqLe5XdpNxJrsW70YA6OeWTshEactBUfqXJq70KLe4q7jFqRwN41Q0W1wYHn8kjoqL
JgytXCZbrCwEpLdIDcNL5oh+rj6s66JgUB/YMkwYejm30wLXO4BmEYPQX7iQM1E/WjhGZJKNoVAr
IO7RsqPK5PhK3ah8UuNFBV1y2FpdJ+P9gt91GUvnIB9yE4nroTPF3Lo1iA34cDG8oEV0QfgedQ+S
wjCI3plm6OITBoPPZcXIhxJHVrzFPZYMK6OyTiespkUzJkMCDHL6WVwD9SJsOZCY2t+/ekuW1goc
unHD2te6f4uekfvCBrMB4Dnk3Y1Xl29vwIY8q8pswp1U3Y+GeGcd7Bf+S3UHqUcD4d3Ju6b+q8jl
ncJzVk1C9rIOZdxsPi36ue4A9Qd+tz+saj/nq9wsL1stpzrNWw2PEYl541lbm4mAMWCjPkcU0leZ
LtJC7AjPw2WHMveWmwMkmgMTIV4v+5sfwmQQv0jAWnMxHbKSldNQDTJbL4FWwbPBd0QHJevYpoYL
xMHkr/USTaI0U79A0SXRO4fyjNAu1DJ+D3Qm8hDqofB97ZVFA/DtmM+yk7rb7AlsaNUxWCZvGMdh
+Jf4hcjBDyIexuULL/FCxm71FUqN6W7etNJM/iHPG9wSFtV9sXImfzlul5wJy6t4RQUbL4qgWeOU
RuF37TstkXdJcwTN0mctKlFOaPlt/1caL/ski0T8UBYYp4gxyYvt6dnBAq3C0LKUVYt55m2UvPDe
0W+Kb5aNIy0hDylBhIL6FYULKYK8ZZUdiqbedul5LYiX3HgCoinYgtlN1sWkVXzac1W0R6YO7GZC
Std7K7S1yGmsDaEYIgyBIV2vHbPo9/oRRdX+LzJOxj1+RqPF9Sin1ZVSNBcyopxHzqFMge0RdBt9
mtvyT6u5yI/EmPQH4BTUBe0PWaPCVEVoGFrUi/63+XHeC1Qnutu4QNuwCaf6YZsByIbcQ3ySrpMr
9fMUv037UP9il2suODtWU7xxwb+pQ9TDdJ6VbBieiudft86l4UtGQ96VwpV2t9zSz+yhraoZTb8m
EpiWCm+KrVIPShM9VS+vnogfScjVm2t8sszGIRp4aQcdAQAa/gSiHNMBKxX+3B2EkwBcQ+rqr5jB
Ki7hemaY90DmWtMJzQD1JoyIMpD2SDQCWVEQtTBMhoKNgRUlzwf/5PvSZmqk5nkjsOZZrM08lm6d
TZX/Wn6U0Sofople8JXFQ8cYwV1TgIvY0u4d9D3O7eJYYRUlYfN4McOMcgtaFQUY5PHFWnB/jt67
F9TyXwPLsq7UX1LdsxazQ3XyJCJqOq5bwHFUFm8GZ9iec54JMhOwxVzfRPwR6W7PVuNBIQDDLi8A
7iOiFcsqrtJnOZfwjyuaYQzpP+bDJQkVcSVRWUcAeeKj7JPkr8Y+0m3ezfY87H3+VATO6QOvyFuM
OVMiSoeaCgWHRXsMUxlRukzNflcw+IEvMBw3pa7Blh/wbgzEumYw9gnvI14RhvFMdfMYsxTjJHK3
DbKac5l3q4xqEIm6wEWUpape5iqTzfqCe6D4NnoKlaGpYd5TT2DNUD3SHmuVcW4x+yh3G9jpTPUf
aF/7dZ1VgAaQGAsUmYwL8m1BOvgit4L0DDhe+Bh7ydGPPgtwSteXNnDpI3W7Ihr1Cv9n+xfkafIT
9i2ME9rQNoc397+zR4sxsJs5wxXX8fkyaeg556zzV5XZNq8wFTsAkG/8ioVJtyFeyvaXjGTjqwx6
cfZ+lZB9cfVU3MBecNsE30hgK3xZ5RCxmlXjKwXFmg/ZD21VrfmpTML1izoLcsiokBT/GGJnaBJ/
SHmFZAMpgOsMxSLnSFogpxErOp+1UG0Y8r4tZgeUexarbzxGGFQix6Nxj+kS830x3jcNP9D0yHxT
+Un/hDsRdkPSjFYFRYgLjg3Q6/ABjtnq73BGg109lfsFVAoVUfdsuWsuk/xS5mv31g0v3Ve0lgBi
uGWQrHVuVsDmm8QLidXmxTqPdYf2GyoWvkFdnDMPMVHwpPFDglWcImBg25VjM6/Q0TYPbTHLpO4x
PKidpqMTjEIoTZbo0zKpk6QtSL02R2AQJAuXaoXlzxuqHGPNS3lTkTHCAXyE8bvQUUOs9RPGtcGC
7tXLmyDrRnr8fI7ism+kpcZxXsTKeS7cju8vGE28QF6tq4IxWC+7VltCuHG0o9kFrAeamb5otU8y
o/kiF1HHUjWxC3gL1UI3jp+gD8uRJ0cGoPJWyX/GtDZJj4MXuhmWAVk3AfGVBY66gjPQDuJtfiLv
G/s0qA5sxlxsaK3cI1I2faedMgGN/zpajLkCV/NcmZMuzVyugdFjSqbI6lczKvI0E1XNzKcllYuz
WnB0OaRRSlDdUNHVFfSh2JnMmdSWdS7rYXp1L4N+06eoPgBbzF9MSra8o1YHhtALTX9TT/KN3pM8
Rv02eAsUKiN7bhly9DpelPIZZXxxf/5culdisrVxNxW9l8sB20vSVZ8No9p25jDg8bqbHhIdJgNl
FQRGk2LoD119USTSBRebD1FyxLcyDznbaxdLMNx7ipz29KJy+NCiQ2au6IliD+mW+XrpA0QRaRn+
Ek2FHUHsdU+2iomoNUZ+M+m2dSJnIGkbb5drMDCne0KNjvXDbmuPZU0nkREReY8xmzhG/jT1PlK5
9pzmtehBXad/qKjEW8LKpX70LECCitCB8ZJrkp+CZUX5yGNiCuaH+BY2W5oFrivHEowgwhpWwxJN
BHZORY8rrH2m+3JTs3pg01CNHxYF9JV3swSo0fQ17I3eImIlB4DaalEZQrbZ3l+IRvEKOQAURlgL
vME7aj9PKknrdishd8kFoojC5xwVLM70BerHFNe9hOSLhiF1wEWyFd5DW+6RZlD7VO9HDjM7CcMo
40S1qoeyQ4RgYFgri7DH9Uq0pGaICk34bnKWPPBFu6ZSYoQDFVmEP+Kd6oesL41GROKWzQhBaa41
gv7FEWFCOVcpPS4C1l9alUrlEKtzWD+oUYpDuoaK9UIDZCYj4IwmrUn8C3EUaaK4DBvzxygiuMOa
l4Kp+YkI4t+l/geO7fRxRc25o6C7S6eRRzH24cK1OwTLhYXlm217ranp+3mLeEPtA/kK6RD33/Jv
kLmaEnZZGjFbpTlElJpPWibTbxmecKsTdpvGtBCFg3Cz0PyWeYYt+Z8FvYKlRQ/sD6GV6n/hyfaM
FL/1IOdPNaG5m3zM3KcgWtSC5YiXsM9ny+sbmgeC5gMmMX6ZLwVKxbHQH5y/6KhCO8lnL1uVq9Zl
NtPCSr4TRxkLkzfr71YuB64VX9VXEpNpy3jl5XLdH8YBh8zymRxjWuwgNS+h9GI/U+pjH+pXlV41
n8p4Y1UYugQrJfPtc7nRwlElc+lTGye7SewI+BG6iVOjrE55Q9+pfK86j0hT4DyrQ7vwWyBdSe3w
5Z5r+NGWB5bNPH/eKG+eaLgWSUzyX2BzmPmdQzSAKmphg3AhI007B5PcnIy4JAhgN8t/Jw7RPPPl
VvwSxtCbght1Y6gkUSRzYAPDGqpfqV1MKvGdzSEUb9DfE1NVxzEHZNPpV0XpnO8gS3FIEENoYXz1
bXHP2bFRCxbWaftv+mzcaViNCa9/SdIUQNAltVzWI/kH6ARdfnMIUSXGc/9Em1XJ6hhXjvQLuRfy
kDZCkwj6KD3Vch2zS75BXi90KvAsKOqJyc4sUEzjThDkKV6rEvV+Mtl5k/0d/jrHlPdS+9TSIgwa
+3DXWQ7QN69w5SQpxvX8St4S9JQedWtcE/V9mVbsbJ5F5oNvgd7AftVMXqavnKbng2WomeY2abRy
Ey+FuQg7yHtZFmGDNkW5Q64DAre7tbLHPIhDMf1lEWKu0nSsxe6p4GvSWPlgyZDdj9kH9dJqF24h
9gmttcTpeSynSGcUYCznhFO9TeQ+skK7pOBjmr54sGiygWO6JBzGmycZo+vHvw9sBuHIDYx/inYG
DhF6K6JwJj3ZVkSxs2iMVyibpSh/GFVhLTZFKm/Ur9PNQqu4w1HP0Aep4S1kPwN/k/HGM7UomwNi
fS3rH3NANR7i4jA8cexr7dX8V7hvKJDgixHMBCCKsf18f2znAJ+U8MaJot8Gtma1apNiniyefU4c
JalRhgwDOVLPLdFRdt+GLNvyqnwrxRJGD3fEEPqyzzPDi5/XbiuSmc1ImTvDFyF5Yc9ft7v8uAwM
f88Mgy4Qcpv42n/VJOo4VWzFhDKRYNLGQaVfTUj9YH2vGkV9QrjI60d7K38mb+P1gR7DlqJWUIbJ
9pRfQm8m3p+LkQYk74tm6apEC2zn0PNIcphA/Ac/IHcrO8uPJTh1azwnJeO4KmI8P1s7IHExtIm4
zStCvLJrqw7wfnJ/CFdYmwgB/3BDm+cY6Iw50LA3K42EoXUBrcg+mgFoNU8izihmBvd7XlFKraaY
/sZrlIn6g3JN6UllLrMRBcMFCasRfASOu0zb2ba9JDzzfEU5yMV5LX8cOpB+oSq/AtaGZucDGax/
fceToKJE1h7T6TSVfQazix4miWOvkdQBZquBq0hGEicgHWQK4yRKV3irrYvKOphQejHzJm955SEf
QxEr/0p/wF8ovQ3pZYRrp8h76c9oZiNd/QaTqTxCJ9oeiE4GFOQgMNuiIV4x3xRbaK2KUQYgZTIb
Hi8ybiWViItrVrpkIkGse4/ZRnIeh1xlP8x8Zd8srm7s1ozBeVBR7APGwRkndHtZJdxIyzmCTZ3p
2gkJ0YyaH6FRyqnwMDaYiMvqDxCU/c4JkTZo8s12PRK+rCiD2N22qIaDqfW+R1xUPSlZwv5mF5vK
+CrWaLOjq1heB4oixJVOT/6Qd4L5dt73Khq7qm6b+g44s/ICtC8O6q+I+qmfKluZAWCcNzxbC8rO
DCpo6UQ5mOv05nhRv4WxtCmm7czxosXYD4jnLUjIPtxihxrJEM1r+uQKuoevuGRW0nZURFlktmll
eMv9yiNJ42jbkdHgG4TxeHnsXtwGyD1sA0lDH8ZBEgYodeujUT8l3KJOzjTBPyI/k436W2TUVNvu
y77i8rvyFF7FEsIeQz/tdE6HPFgwxj9232HEiwCxNNx/2FxAshfFILIE6YFM7hL6XJVVJCLjDFNM
Y1kz9QSCnJdGO0767RkDjkJ8yCsm9Nr/c6x6F5Yd+Mv3NBBW9yEQg+1IuqO+VNQYlcy4HBwPaVDV
lalXHpUxRHtW/yXuX963vpQRsN2FkKVw8Z18IOqrQob8EwzWzpceKItoU/3HhTa5rTxBOdqhSzQa
uqRu/gVhkqGk0kAx1UWjeVIlfha6Gf0BVaRGofq5zvonu2+BTuEyZPdAY8p+k2Rej3Zq0iJip/lW
81N7FSvMYqvroxmUe0XQo5gt+Cqq9P9i3pG8dOYykwmhxnXcPgXlktf6F+XJukuADS00id1YVTHL
XWY7o2mzEGQjIYNliwuGkenKJ+JTgRGFEZkVnatTTtCX+qdbDpORqxYpwmuvtISgBw1yeQkzDR0p
uitYS3xlN7Isdp8Sxd+iy3LQ8cfLrnhN4kVmZ5W/7IaIzj3CDBbKIDE6qh3pCkjHKS+pry7uwqxg
tTH6Gl9h58szKqlSf9ZTyt3C6qpO4HDVKthH0XlChMwv6RTnqJ4HfxePzv9aZbceoNRRYQTXyiHY
E8wT1Bh4m4qqihTNh+MqWES0+LVrTnAZ3SqszP5bvCF0V72G2gz+G8Nr3eX6hP3G1goB8MmCpv/a
EAk3xDdbubboqQ7NPWM4wQ/QO2D5QgvjOLGeKc1Mcm9Z220uZJ/TvjTsgX2yaoD/x3BdhkWBaGEA
1rUb27XbFRNBBaS7Bqa7u7u7e4ZhBobuEhTswnbt7rVbsbvz3r/n7/ecc96vxJ5gzIl7XPYj5xxu
h3iucJXzHbwS95b7YWVcpr9wejApMIO2se5alaqew38geqj1rV5UfcsqpoXEY9hzlQOFU9VG3DkD
kJ1HH00qM5Rg+hM+YE28Tt0I+xpmRVECCosao9+jO5NfzjsI/KTvWFsNFPlPoFC5VyGpwEeGCsxY
vNEy27VB9FJXLcQLT3izSEBpWLeLhxFp4Z+EqrRb0ofFy9GTC/fbdgg9/o38KO0//0/mDqEb26fS
lHaP9x07r7SarWAfJZytXgzg44ZhNljyOX85vldsUP6xzOfu4040jiKm6etyF/GWWdViNuNdvkQo
X7vQ8w9eRp6scGOa2Z+kUg5LXlrCL8uHThK8gX/Dfmu8JLJreK0wbkA4lXlS/E7CLbSxek0tzeXu
BYrZdCO0pcA+/wVpt2LwxnqTV4grOMJXmO1CUf1/rXm2+fqDukjDHU4Kpxvem/MGOFtZZI3SCZkX
qUPUaPskK5tySzSScrnkT3aUXWS+yUUYryRPFM4LsrxQ+ui0NO4S2Qvm/IqZsoP6PMf6Vf8sSzBd
KrztQdoAwnxxH6rCkGLHFQ2CoGmE4uVeOGN18Yycc/AwFG9OsD6UzQRuI2TRmkUB2wnw8Qy6+Xdl
P56AUIjGOmpyW9RDy+4Sh4PiRk0EQ9AAxrLStNWnKrIBV3hLWttDWmaB+qLotndwyuq0RTAgXWF4
mZSw/gl+G+I3zAyGh2ygdbDuMcs5R6jnyT3UWNkPAcz5QOzhbEXyG6Ktv7x7y7J9xNJN5OVmCJ8g
3Wp4yrxZhmjeSDtUmcLu5X8tvcDpoadn1lornGhPDHSFOrklj3gzZ3BRKipFSl7ZDXiH+25sgKYB
PhT26huoYfFyXxQ1UJAGKbAfIz42Be1jU3cSIZpjFI0lXIWmPiH2MFbppYQ0+uyCfAIIvA8vUNzS
dYEb0dXCtZUVztNiZ0EZj56bJKca69LOQ0YwrE0HAfdkz/RV6iruRhw98QQql7dJpMyskaxamh6D
lP7rZdDvqZ5LbuoTqS4llJNEKyD0scCtXspS3B6IAZaBHKMnS26WNWkOSO6Jl1SPcdC7BppIlHEy
pDpZebbxE/CNvV3VN7gRasWtgzVkU50PzYWC8+JovZY6tdvOvi5Jcr7NfWl9n3MinUcbY14mNBbx
Kkc2nINTqMqK64V6ORn9OLekub9NDwi6f7rmS2nELQw7ji4Kid7lTqNS+BjxONdedkOgMC8J6OXy
eU/FJTmxVSedWRa+uq//ZriCus6OavtBHk3eAeAqtpTdrNjw/+urtD6R9uQciuxx1BIHUw6LXyGm
UF7wRjg38e/WLvZvF4yuzUKsLl6M/5S4BjwvsJ/1S7raOa/aSScF6ex5gNeGNbJViVkmbWAC6ATm
FXdeYeK8WkbT+u9LHkimIpiuahJbc8PSzl7Y+Zz9GWkv5c+sEFnTLjDGO8ESJqHLVGSMJixDQLO8
8vNsVVYO+m3tBkACw1JToxpPb8F0IqxZ+fAjogHoCi9QU13HIOCYo6VFjlvz/it5TwFw8Z6g41/6
ZuqxvCokmgYCKu3+pHMIAs68olyfJ17pFbLeU77CCz3gLVWS8eEfwmPUNZpr8vucM/AvzJeml8J6
3C7Dv+bhiKiszV4hfIxYbu8AP6trbvDJOTC0bGC+TgYRHLHQq/ElJ/SHpFjW4Zyl/E/CRoIiPdWf
wqkuistaWFJQTm4ie/dhfTCIMTIpQ8jIn02MKN1U3GgZgDQo9NmbuCHESPVF4QXaQwQ6g9IRW98/
+5AjhzavI1HwlvtWMl9wu7grc5DzquCDnh9EtsWL82ln2VgSH3QtbVH972J6qBQ0hzjSOlxbJVoP
PZKyl1YSf9E0RQVW1xi7mVMW3+XNE3R7GnYORhxDx7Xex70mkfWk+vnYgqXjOS8c+znDWLNZ8d5r
SR3Uk+YrnmEJVOJR1FrCwzID+xzuK/tzVS99cmSFsQ/vu34e85PlR95LApBTqSr1NVvB+vMsgkzh
QBqNagozUCVkP/TfoNwU/CMqo6xPp8QeLh9cNrojm7OMvWXFfZG0KEkBQZ4PUnVUKYwBXwtGrMj7
UlvrPoG/G3/Ns6R4gdADzXNtoj5EmKUOvEoSk/ZToAw/Yk3Tp9HvsH5gphc3qrA0I2gBW8PSbCcK
08O/8XODu+V/ZXanwhBhcBb3IvM15yt9iOa5AZK11glV6LwR3lFUC2ABs5HvUmykQ2zxJqM8SviM
+DQnThP0NWWLtPc8IzBbmRuIf7MtSIGsovkzV7xDQDsiXSJSO4l6A5y3bk7gH8Jkp9LQSZ6RdjYw
NOet6Xs1THWXe0fxL60WMZEWu+yQqE500rlQ/kC/LXDBvCQ7VzxTHlY+Fv2QxrPXZPW4FZbPuDMr
juCGCo9i1HKHrZ9tnALG3qnqU/Vu0QmCnvFUMqbG5nwjfo+Ryy/j5bQtcCg/RHkGvoTe21m5OU7a
3/ZV3ZvXqNqoXoRE6saLNBlTJVthn0WRiH8Z3+lHlV9Um1Vmixc4AZrD/GkZZkPpHsb9sHe4jlcQ
FRLl5eLduH4oA7/bggCPx7WRH/EcnnDd1yoTnIiIZVDlUsO22uHmuJIhLLvvlO+JzimJMp/i3SqV
iIYYVkGXtVEMs9xffRNZBPRS3bwCvQrlhFfGoRbXXgMUG8P4aaFb3gR4n4yJlQgbIX+GNNeGRkc6
kgjHdaWhaSUs7ARpDE7GHk6+S18Svme/xHzgIBZaTMuAWv9+gURDJxyyza6rho6siRHoUP8Khgj2
egUcEFRE65UadqwidyqOcOOVNMpDquz/mXsMu2jOkqOICGKlXUN0a6ZztySlbZ+M3lt9HNKfVVuT
Ku4NLcgMm2Nwa7rleQsLnoQ1rhr1fMdFfkpiBDUHv4nwNFOY662/VEJ3Ow0jHc+5CjoPIiNt4DwT
zqwHiMdnRShx9oLM22AlMckWxZ3u/kgZQ28RD113XvwIPda4ms80jkUl029oUkyvzM/ohNDcFdfI
0/H71Tc5JNNBfby+qJCfTgJ28TIEx/H3BWqRw36YN4w7nZpAuk84C59JvW494n2rFhGLnDLBVHFj
7VX11Cq1cIHs4agMmtQXQT+bsYPN5mug470q8cjK7aChpRBuDilDYIDtR4iwcymRZQnk4/ZMTsyC
mbAtTOFhrHRfY1nnmFKxuVTAOUgxL5EWqNd53OwDpJOys9ZL5I/Ay6GoOKarW/aDClEWCn7xgaKc
0F0QzNMEn9ZG8mTiZntsnqYKMqCbOAqDd93Bi1QyVWn5LJ8dfpRtk6ZQxjrWcvuaT+n/+DcYxusj
89msEu5ik0GyjJhev595yzXYOkO21UlLT9XliDrAy/K2OZgpUgWKn6C/7HtiVyqpnF2MQaQbFIBj
Hd7t13vPG4aIrmk+wvfHmNbu4e6QMW3T/WZQ//K5Qq11IW6tahpmnPlLAVITYviAw7wuOpV6qwiP
MyArvEOV44nPRNc5r+ltToTnCKUhfzB3E/k0/qj4kGSikyASU3rJ7ZwRlT/li8xXhY9DfYAtEEP7
qHJfkZuQpkxVneANU74Q/0Tc5/kBOaHNcqNsnLXDTc0cTE3VxJSebr4lihdKDWtXjgUH1NiiRgpQ
+Yz5PMVAkFFu5vQjniJeDUIyAtbjiK+p/VijhcmYZ+WfUMdV0UgKluURqh8IN6hnqreSD8o2oA6I
txPddVrpmAS0nQt4wF6kvylaTRBm3gAVGhpAY4ObK/NX3gDhVs9vbxT3LiIJnIJAYHNKS/ifjqvZ
cyauEAuxHD6e0qQ4TsuRq8mzLbuBQ/xv+Ld4U6ddVS9PuebZC19g7sPKCaYyeXIyZ6Z4GG8ywuGP
l6zwIAE7qUKbFZlW2V9Up7tGmmger1or6JGxl3+UniKw+G8Nt9Ju8IiADbVOejnWolaKw6q10K/U
ffOoRXT5I5jPKiImsG5xt7l7uKMJZ2u3upbWPFbnUdAkJKl8NZujKSZrdM7XqizOwGaGdINZ4FIa
mWnntfX23bzNwl/C2ep9wDe8N+TdZaq8f7xrTWTWBsY5qA4qoPJr5nLYqmmWvcTdzibcAdhXsVby
Iq+u+lUBESNUrOJNFxJE34T7ZN8Z7/UUaJNxCmOJdTR4r3+BbKD0Wa1JNo2bpYqRnSc/IGrosdh3
vkC2h35JhYFB94FZx6T37ZvqxxpOK08oTCUx7GsqBTvTvxh9X1bAHlq5Cf9Lsavhs/gl63NDIr1e
u0YiKtHWxgn47LOcPQV/M+tURSkh89NAtfm1aojyumy1r4n9rqGXLVpepphE7xQ8MzgovrYlRof4
O4kms5Zk0PTqpyYbYnj4orSBPoqzLKXKX6mJEBxTb/Fka081rNQup96yVEN6rcBiqPeVAsYZZ5Qj
Xcrr8m++XpY262LLsDl5yh/hP6ynRjDhetacwFaqU/UrfjTzk3iy/Bp5lZYlnsz8Blmvetn+jl2K
Joq5eCzkH3KBU4IbZE+C93VYMUdgeSyWzQaJ4UXhTruN0BGBLgZcvxyFY9JN2yz2qu05l3Qj6f2L
XsTssQoJw3BvGRtJIWGEzRdON2+gPVFi5UOVeY7E/1ulhLWtc7zoCTmzSCs5Ao5Qlopk2InMXpwt
sM07Q3wHdBb+UvpPDI09O/1taKPFz5lH/DcT1D6RzOSdDwV1datPB1I8W0gXMcXk+8EvonfiZYqJ
Frh8ftUxuodEEAqJEf58SlvlK/Z8U46w1qzhl2B9ISztzBKvcImtmr8U/7oxTzFSpCh7z75R/EEw
34bXHJCaeAYisBbLp+myKm454huOK34BDof96E/KaAqVYcHB5L2K/+gfzFNUfxqu+/dI2zXFwnbu
56afmP5bkqq1gHmUGj5e2g9WHN7p/CMTEUYJ0u0FGDnimy4iV13ajQ2o2IIVmGsZNxy/+fdEEcCL
cId9okChvYcsYV8nrceYebyiR951kmMQtvWagcRYYXwpPlB+0Ewxb1GnYu66b1nxgWH0KxS116+d
RMi03JG2Bo8KWoq311+R0fX9SnOWXbCoGSW80wF+Bc3opNicl4XXUN95q2hjPF/QI80m4UjCT16e
nM3m5n0SNND7Vj2Dq7vmyH5KNUXnpA3mFPpOysG1Qv5+fzahL14R2s/JQOyzT1H1Af0t7OOUcuRd
GM6dZnmgpJKFFja2YXp0h/F+3dgsS2FC3jY3LTkRf1OSritFpufgbMNV/elPCkez9pXftCC5HWww
14FgrloOeSWpR0uyP0F7JRPzf0v27krC3KjswV312V25kvjqCKGs4Iih3A4tTJB34QeYU437fQ8g
9fxXhnm+92AubxA1ASkvvAcdRgjUXTPOpm7nA8hUcoR9e3WO54Dsq4Uq/1PRV+KWbzbri7/be2V3
uDdkPQVjZaHsBnwhVbJYhZUJX4luWxoXXg0ekjaTlkF/pBaXn2raT1ijucqJcL2jW3SvazbZW+o2
2AX2ppZoRJA+CjK3+I0z2eXU9MFipLPh5cCB+o31/2DvBhQVSxR/aT6x+mGC7jLWSOIgi1s6E5xO
K6ZRaLWEJlU6t9rSj1XcdFTzkvhHkUncrf0P43Dsd3BD0fwmzaDgB0t88njzQOS0ires+el/ZI9g
s1nvityZ2VEdwsL8WwXdtkkYyFYinGefStQzR8o/1qRWFnD8imXI4oQ9uMXWIJ7uy0edYvbnAgtH
0wLBddIUxSTNRG1tpg15hbRRJc48j8iWTiC9LYnEnxbfm5fLCWI2qSsJe+gvIBvXHlOihA7nZKk4
9JDpE9zTKshoeldHmQmOD9Ik/LEtO1NZwC7caA1K7kaNwqQif9s2cQqL/B6KyypVkefIThLORRXS
JPH7oToLyhoC/F2/YEth4RnZfvcFRktmDq2vsY6XRB7HFJh7SMPSzwjSXU1wUG2VeWd7az5EcJkx
HLmDMsNZmzBKUkuf7rDhd5B/Mr74m00/NZOq5uonolcpKv17gT08O8LNe+8a0xDLNrlP85y6X7Ie
xSTaKLBAilVJK6OYkbzn7Mvu38E/1taSMvPKWBRxh+4/63f2ZMVluECrRfX3dwOHWU7gFwDXuL+o
iqBEwo6icUXd+kjVXVMv4VHnAcJwvAJcqLf4DkoiWGoFOvuxdqj4GPlS9hc/S/aPugV6jB1CM0OR
iy8rSjJh2IczX8h7Pf1l63FQrEjVUq6WhtaS2bHUV5a/oRehePzJ6svlcNPA0qoAGAAQFtProX3k
+u2z9HNZc5VflY8RIwJI8yxWCnaTyaD8qojnSdo6czHlIyT7cyc7Mwzr0Ux2HQfUsCXwknGWf4rG
CVotpqQW6ScYEw7WPOA/C/w0HtdYRFb+5WbuunHYCfTxzINNYlyZoK9KjpVq/++6+GgrCtNlxpbn
G38p7Czdqr/r7hhKOetaEzJcjBjTNskEwXphZe1tUy7lWEIuJ62YsLgdzsNs5FTyZKr+PJk0ynsT
icZ1rr+m/09NrUeU1hV87x6DHqpy2vnkTnqaBFbA4KZj7/H3iH6I+2do1ZMs6Rw73MNgFgY9Zpiu
6pP6Hd+gypImV7JsdUX51Djw4xWzIia33LJ9LN2bGZnRznov+CP+i99FjdBeS9pAs1if4J6yVotH
0RCcL7tHSw5otKh+gfryV/NHl8LYD9SfUROTHeSnVZ/bzMI7lE3sHqIeMaU+mtzXK0CKTJ20Stkm
TygcoB3XQzTnEUvo2Uqx4rJWan1JJtpiaB9kFcJda1dSvgm/CcXYJe5ohIf/oGKy6gnkttlSvJbE
g36XZeOLHANJ+2kx8sTK542p2OZ6B3iOSo/wcn6Az9v75k3XW9jreAdtKxgB1KE2vUlqUQv2o3t4
y4lXu0dZjy1tiB9qeo74LrquPadzih3eeY6XfkbVv6w19gT2CYVVMBl8PAmvqjT/oL0Iz+SNB7U5
VpLh1G3hnbJJi7Yp4nVPp/4wTtXupfr1i1dkqaKqttBuy2eT1ln03jqLPXeqZYHojPCd5Se1hP5K
+y65Cktj+wJrlzzUGgyr2IOkJfizXKD2pi4muEUyUzaq7hA3n33IyAcLxJUNZobUl8Wl4bfXPcd2
waC4hcDXQqY6N/UEaI/wnky1eSmYKjOqq6TDxVyJUrUZS4XSYXOWZYHeFK7PAYhHYLdjKwybic2+
KOQi3nIDRpqM/K2PkoJ1k9v3QwezfiHukYtVaMj0BTnOn+ThqmRlrSAjIz2cEIhgxQH2IMuUeqXZ
i1NSdRsSb1ivMzO5q/LAxdQaJGfvalB4Nylidn+GlXJI97jiqO+zeKjIXPWgwZeazZ3bUuRq4BSo
tJpHHqnhpnRORW7yQclpBsT4XZAnXKYb7fxaQUp+Z0rF9tC71ZOxKOIK3STW3NpJ619pEsQ/LOPN
qYQ+jkuuF4xC0TtgrpXE6sOcjOFop5JomBKzTPiSfwe82ZO6nGiKlv8nY3mzmOZkAs/m4XhHq69Z
5bJEVYQ5A/0BQcA+1K7fziYRec/49EMIdl/Ff8Gv8vyq2Z55pMpAo3kBIQGfq9on3qOOgkULd/Ne
kHIyh21fRi+XsYFLy58JLrX9xI+jJaIWkCdCBTISo0Bw2tVcjSIcNp9W2YHf8fc0RgVQPo94AZ9W
mGK8KCxg1lUDOWOMJspGDkuYBWDLojgz2FPL21Hd+F/4aabr6j0VT6ztxtmKSnecH2YcwPmJ3wbD
iWSOkLqLk67v0H/iTSdkiy5m5VMe0Uq4gX0irlMw036k/CtqeMkB0h76lGCDa5uyrwNbd8c1K5if
m1PRpEWpjdBtuQ9RuQUF5hz8WMYhxuMSoJkGbQVNU3216YmDRSWEG6KLCZN5b+nXbWDhBsffjiPl
AT7KsRB6iYYPTjZllryv/0KbJKosryubjD6txAO3R44kj4f5jURyHauKmilYx28l960+TEdTXqp0
9Qzg2qq3qhjpYysqT16ptI33t/vPmg9V7bMX6Q4a/OxR2kjJQdYa0nDOUrQ9rYF+HOyI/FR9DtFH
d7p0oPgSIIl9V5TYaUwDAe/rVisb86cbCDwhJIK2A3xDd0u62LESOyE8yZFNNDlepBXFXlaR1Dmy
CXmjKhcrJc1f67fxbmXWWjoFKYX48nyEmXHQECPvWnMfyGUuhW9TgEro6CjSEy2g6DoalJuL3+v4
ipbLVos+r0EQ6ukTSjeUtanPbZzaTOHcI5D5xXnrQRE2eHCxZHwlW3qUPEbxHIPQ1YqOCo3YaZpv
rTeYq9E7Eyo0E9nfyEM7GmTQzAv14vTnuuH8t4oZDrZ4u2Fs0WFJI6k8K5J4FXSEcioQyWkVvLW+
gXcRISUwTqxnj/5IxnF+r4+oOpU9ov4W/Jyag7RBHiumW6PDa/jPZVAlqCQfnJc5vm5LxmD0qI5D
2jr+cy2l5c+fbuce7TXlNPN1N8bhLpydexA8KHyJtdHVw0CGY6v+mD9RE4lHHaM8cXSqf2fJb8xy
plTRxrwB4uonWky7hgCbMJlGMmk9XdtFEP7HGkTLsRvpbvLWXKzGU/peVazqUV+UaMUgeCIahk6V
9vcMdLzNLWzZgoqAEc0n5ff4ysxsMjqXGlQTUjhxWc1sCErqfGPiEAvWfh4Ro7+NXxa26hZkwwp8
6QdJOzMZ5Q9LYcyboQoyS7nK2AOoW9de/1BI4j0q35c9PfSdDRQ/YgVoT8hW9Zu6Ussb60j7RscK
xZScbs1hVp+cyUUTgzjjVv0bDzLqpqmCvxn8q2NB8yPvSsclEsu5x8mxVMobBZWCWuusnKnW45q1
Ip7goeaOTL5uVk0eshoB5O0Q51ZERy5FZS1K4I+STVJPwFJY9+jqwjFyM+XdlKWUYG4va4P+nHdx
BppVwWTYQXAsX6s9gXlJ0PtAzO8ifwcR/kd9JOSHih1Y/5XEBoEXehiv9M4zREsXmTsC06x98E6u
UehqOwieyhytOkocjmoKjHP5EDUanXl2VLKNH3gNnyJG+JMC7Uu/VsXG982BI/YpMj2PUDMDyfCd
wjyuETfP80yWUAMuTCG9iUuGPzLrORcLnMRvuvfegloJ/7Ryk2EeIjudrAeIVYFjHIXs37Kzos9i
VK6BgINpFbMofdhHg0oyTJVjOardrJvgmRhWLp+MhvjxTcODx1RXAys7n6Oa+Hj9xvjPjCab05Dm
m1Q+m2/iZ2q6qCzAYOeKNBJ6m6KhYY/tP4FAJkeN1pgFz+kOnC/xI/h6OpevK7lOJYt1dY+V+dQI
psR2A7c1LzOBDOwgrEGkgibDT0dfKZ6BgeOuo1fJVOAsspHMJreTD/H+I4XLYlEG4ztuwv//WAon
Uk4kfN56QHAYgRauxHSA7mjQeWFq9KZ8Al41kYNS0k2FKzrI1e5hhLN4YaNYUA2TWG/wtfEf6XOA
eyVwidYhVJzjJri7A/epU0DPNbOo2+Rs8DDzU/eI2PH5j0rr0ZPthwy/eL+EEpdPM5x7PTGSPUWy
rWCEWiYF23Yxx/jK1R4Y1b885g3pnDpPL6Bb8HdU1+KSOGkeJI6L34Hqr/vGRtieo15pF4sXs6Lp
Wbrp8s078Ob5dbPTGxJ3yI9kRiOHexsDbfKRCkDKDehVeQIDb1si+e467R9DY/unulipRGq1/qyw
m3As/5+K0aFJ4ALuLs4DQSn1DWVbTZzpEWk6Jw/X6tsgPJP2nXiyEqabX2JXz4ifB1qTowwm2nuT
ZyJLLJGgPTmRRA93s8SriMQM5cJYXEu3agyy0U0qN0p90sGMCPHC0pHC1dCO8F4VAzSo6kEyN30k
Zz7FL+ks/IQrKK4lfKPeKYQiRyM6SwXmr6SGpRAZrrq9ayq1yDQaOZjSzj9IjPM1igPll7hwfB3w
btH7JoeAy5mvmGfJqV5aPKxknRQoaqHGsD/wPnDiKyelfMYsUyu9HVUyvKe0Fe8XPYW/h13h6b1R
rDzQp62/obCmZ4xFIJJhTBFEFCd1g7zRBqm7TpZ7m70Msp0Tz6ETTpfPlAzdeBz6uVXiOcfr5/k8
FVIwMIteNQ6zwkxbs3XOY8cZCJX3EzqS5LMuBnVrzjEt1P34+bg3lsociyWLuZ34XXGDZXXabG7F
XDHWxNOHYGtNP5EfBXBrkXUtmKNh025gZ/LeKM7mNQnxlnLuIoIQPJJ1RvYC/17Qv2Cp6qNitojB
Dbr+C05XJpEtXkAoG7kEPNcyqbofD4DrcItK0KyVeUC33qm1PZHnOcX/XLRJIFb10CYopS/lAT9I
Hx4oo19nZtkv4I9lCIxaUq94p+pq2d8Wj5WQPF6ys7STzd2T4W6X7a/9UfJTM0zSrYDR1nJo2XDC
x9AQXrMJAXxK+IbHuXDIriqY9Gz1LtAAQzlH5n1vDlGz4R1wtuYU6YT6j3dvuz+dxm2M3lg4XTRR
V1JxHJ8HRDAX867YLpT56XgGldmPDgCGBb9I4iBLnYTcg48i2wzQ7Bv8E+CwxKq+5XSYs43zSDDO
UncyQaEXgeTeK46L1WT2yeJp5gvE0YFCZYuiHSgWnBZNx40t6Cu8AshtzdJKFWVr8l0jlYtiBxIB
XDL9PPUwYax+Hi1bHVfNCKQHx2W9hd0pnORcKf+OHrLHEzUOvrt4uHgt/op8DWdLnrquDrmaqyHQ
+QPsZZZU/8igRVlaNgNS7EskODilkujET5hrqDoOAjuaUxrimGwyC8UJHw7xJv7N6dtVgZsT3AfY
o38hPVZgEtGYH6S/uQzolWXfxATurOIObRaijRZd11Hgt543jFV3gCfID2W8MsS7f8j2Qwu8uUGM
spZq0DiZV1TuQmrhJOIwF8xVXitwXhUi2W/xStp5x8Id4SyKdFbBWW66Nm7VQ1SsaplwHm6MbBs3
3kEX3NafMrwtOq/9y3GoYhxMTX6DmWhuVlGofR2/tAva42ZmCQa1XxH1Ao/BriuGG/9StDBX03u5
wwrH8U9giokA1TURrkrWOo+Y7et2byb6rb8ovfk3vbcTAKylnHr6alayok92gpC4PMz9zLsks6Uc
Z1F8H5jKiosZ1xRz3OOCw2hTaY+dCfQs6ifHWNESy5Ag2ASBKzh3MiBbZ9MH2Ep0vaY+ymuacOEP
5URzbNF85ZPGKahJwEELFpmPpJTG3ktrE9oyRhGml01VJhH8bqugWcyVji/eqbK4Fgg82rCrnbES
qRbMriq1XfN/XJXpmIeZBNhmi+S/QaoyYpjlud3Oe2W90jVoI6rJcQhXYrMGdvLWqGOZryFr3EN0
i3U/cvvKCJLXa7iivvnfMCqQjymQFtM2lY7wL6wd6u3F13NWM9+orZKRwa5Cj1dT6hW06DriXkhH
xgLgKOlzc7ZkhFwNtSMHIZsZmd3TwKnZEwScBApZRybQt6rf6XOCCjEW9XvPCHcsg4g5kmdSPOX2
Mgi8Xah0/gfhI8lXIaMRZG6UIJzDjUAWjr6YppB9RNxGQXWHGjJrFseT7ZyMj8gZwrHsoFdhOm14
przoelMid73N4YP+4j6H7HPRDA9DGJlWHDSGnRYljXdVtou0xNQLE6XMVUWyWqBTndONK3T9sC9L
P4vXBKcVxPudVWckDBCJcFf5qgxA3KbAoheJEunxqC5Py44Roln4u+obcmb+WOEkUUkehPlbClCu
B5SRz0L+1cKJ44zleR2A7JIR2nfSygqeb4EgbFvZDLU+SVyj+kt0VnOG9BwE817k9Ws6onkexAoG
S18CTud9wcxxrXFO9Wtqxm6rpmdkOsAbdO3KpwVYf0XeBRSY+9ofMlzJfywdS9kcdy3E1KZCF4pO
VZ/wuqVw5wtGYmYc/yz12WyIUOV5aDiDd9H+LexRwikTYJ8dSOfk2qe6+YmXIO3klewIeBO+v2wG
LoHUYWnwr+Bfk/0riYLeUE9T5HAXdjQQl4R67Tm8+aRT4G9WCKoudLmupuw16RrN2/xZxWeMtvXj
qPkfUb8r3pFPLl7vgrd1oj95PpbtU7TBFXCKbh61aJ68UEwaxPkK2OMdy7baCDV0TqX8VAqi4Zt4
OFsu/m8t3T6CucEQD3mjlMoK9f9aBaaLzkOxrbzrGo+s2bHQH5Ld5zxEz6T26V5CsMizzc8wD+kJ
uHGGWOB/whPCm0oMcrJ5gy0XGYP2WPI9SEK/nuj63aFPrnMyr6mmjKZeI45TZwqWiProaAWNhE2C
k0Af+4lqRPotQ5EBnwXW3c53pyK8W5c/VS0ShQRhR5b0vn4SL4qRKf8Nx7gnsdjZt7PvyWbhvfZB
qJEqiHK8aLzntmuroFVUtvYYGRKvSvFkP2MeoTz3RG/8QsASCfSTXmzJDDOplsA7AdslyBdC7ae6
7tTFOR1KLMaFurq0FdGl3wsTU6aUdkuoFKYXB5ovNTRVcK7gJghPtfThWMlfzSsVg/QQQqUARTSZ
VlnqcTx8gBBJ/O08zK4QvaUsZb3DBpVTSSY5lxWZd1Y2iQK3DBLmpo1i9qFOBCFQtwQ93r2IdfJZ
qi+wucrf+sOW+hBGftuM2GTz0xyW9JmmC2iyPp5nVp905rpryLW8sKrYyPDUiB478yiPa/sWKYSr
GXLTJ00pcrhveOKMIiMiNT7FG+ZdpkaRWolP+E3SSsU/phbVk2JAZ1+eIP02fhMGXG1c+45lkrdo
TGxGELpyIDzCVeF5U/scooQvRx6njvQObFyk6U/YXJIgzEnjUa6vDVIkDDeFgd1HIhiS6BMc9xWz
BQk8h/l08RfLOY+UqAEWa/pYpNpCp0dy152vvkscIE1G8Dk26D7yxLhqkVG6WAVQtUam+KcbzuLf
or2mVG+4Raq/B0kre2SyEwJMDM2kaKWPD4RlhZPb3Fc5Fgqo+KUwxVSum8GtZR4Db5ZQGKtBIoWD
F4V+UhYlyMIVVt5SbPa01QjaZzlZRX1FHzXDlJgaaOovTowjc/F71SCVwfBDtosWK/kgqyc7q9kK
SOH7lXzKSvgotgLT4LgGcyCiVX9Fc+EIZZxYR5KFlcQB9jvsXH6Sh6wrz7htJrKiU/9IE8XreUPk
GGOqkpADxf3VMh0/Gzg4sZ01rICkOADO9CcreXiY0YLowI/S/VidO+OGq1RL1AwTrGR3rq5Ed5jg
udstz5DHKSez01JS4K9hd+Rp7gIDJdBFuO1cherJ7UyCUH8rnkvhqCElFUodK9/7N0vDL4R/1zaH
ekC9sq/op2huyRyqx86WfU36KCVVzuA0CT6FZ4aeknv0Mt49fimzCZqAu0VGuMfBI6T3HIuEbCVP
WOPtEjkIx9RNiwWcrZhyrE4oRxT6R5svsioKlpmWIoyMW3p+aZttBCPPUO7uZfMTbM5683s2hn0I
NIuEYBRB9JmMyG85YfGt4hRRHioplqARCu5155K/ECd2DaS9KJ6hmot8ZPYsxa0/XT1SORuTr4yw
abVl9vf4c7pb3NPbxzgm+25yiNkOyj7e+LZ+6vby+8qTYELjS6vWBZC+ZR6EF0RFGKtgsw0I9t9Z
u8DsuquGWjiT/L7tFjlLmIDr777Gb85cEPO3qpGpYCG1D6kxSj51u+9SVFbd+axny7v+P4lQHKFN
QTua0OYCZFkQju3DTYsl8sIWGqXRkkNaYLgpPkMONB6B7sHfTyaGl0KOZ2CVyZRo0V/hrQh+5glM
eUW6fZL9kDrsWAowGi5pNxRtKtxjrXSm1e5TglQzy1j+y/bbbqL3MTiVyC3emCUXgKDTKtLD601H
HSJWaqkLAKEMZJWmBzE7lQWEw8yVPFZ+TNtNNc2kJOex7qjXsV5b9khN7A9yAm8Ob6bkit/IGwkg
Yu/lg0L1Ygq90NizbL3nGCRWhpCMZO2RZakOLx0pJcr+iN3cMjZEFQtYQA8WI81ftAHmQMBsxuSc
F8T/DCDz5NJM81fHOFxV+cOsvaQ2ZYBWqpyCWCSAKzXWM4vWiSZRYQl+1zzsVY1PZsOky86RpsF+
I+olV4RZ2mxwCkGnztaYGx0Fg1X9PL8Cr3C1xlHQrUJIt5yerEdy823doiXeGOtszvfdl0lixivi
0IxZspO6yfRLB6eRxliaLI1suAJX9l02EmTIv5z0SfCy9KeikzZZ8jQ8oOaolcR/wR3FyWSdYF9n
OhEW5xR9nDpPNKakYC0P/gvRbsEBFsHzTM3mn6Q6q0q6AnRQu0k+JfmahpPzVEjjTzWHVbvyTpTB
mXVaL/KvktlJRv0xWnbMlaw26AJ9X9Zh7DccW11Mj+QpzchNJ4gY80HgmDIGlyumkgdKfqlQgcdp
WoY3drXsHL2o0PR/68zMv8yvpC8NvQSk88f65qgjhF7pecpu2TAXlfGyeK/r1bYR7Fn4h/aNJl9W
DPUifR3+uuj1rJn0xaVP+KNJyhIwDO16qlmecUk+H2+mX6Utd64UxWuHti3LPpPzl+hVym6LYMUK
5RnUEN4BTIuDWO0rpGetkHPy8bJl4JvaeYIB6Nm0v0Xf6UcEE6kSF1UyDN8rW0KOLN4BeY7eR/uG
ITpRhoG8YMF9UKQcnpfibSnE64z2nXBg3RrgZu+T9q+ege6VmrK0OsJP89eNdeoM8EPUKvTHdRyT
GT+AJccByvrZDmByUlt3f9GPbY7Dx9Bdvh02OISuvCR+SdSbUxx3Vqbr+QAEf6oqlfhImF/7V3k5
JrDxxbzzvOv2z9247Ez5R7Ep+NOawbvnk8TLabC03aYb+PG8Hs49XaanyNIvzBXEqtEFRJTQOi1v
rHW6t60YTxpgi+T0xHv1JPoT3XYOqvEjJZp/peof7WZVuWS45GtqsshvGaJ6U70r75LspHENQAD+
6EzzntbPRT1Zj+WnlqLIXEIYg6ruyz4K/mScr52ssOb7wUfNte089lJJMGk7JpvtojUZtudtWsfX
vBFJss74GpKui6s3y/nNyus6InFz3iZyv6QVeRIDlFpI/KDpkV1gx63ajV/IPtrxE30d04lvc2zO
KW/xgKnej8Y48dDmJeESvBIGNnxmDYihKnMEz8LtfAbxakWqYIT1TXeBZSR/PedQ0RLWdGPE9Ern
WcdMdw3ju6dwQ4AVMDJL77GQPlHaG3gPCqWyxvt1mzKvYLba54f9vKIqeXp0rhQzGgfL5QiktGhA
HO8pQlC5TPaGDKSQTWjNE9zmYjBhZvbbTCDwc+QyZ5DoUD13z8EMlwWIHHunGkHEgg+amtnstP64
oKKIY6mOUv+btw+423NN1ES6BrKTA76li+WKh6LullbTDytCgqsTKZr0beocKbtjDc9u7zAIbTh0
TXYfuz/XqY+Q2Vdf1V4VXXJeQExhXDINKxSxdPIqsoA51JtSvgRdrKmqmO3Lch/G73X9Sl+DMxhO
5JUT3iAXckh8vyCd/zl6NzJdE6OmmudnatpTAPElPHVy6QLcla0KzgOmizdKeIgyDNFoehDoBk5c
DrYsLw+FJltfFp9T/M37otlg74cucf3tu0x4SnmAT2YSJXEqOhGH/IP7RP1MWKSNVEMt/UCrVaM2
IT3vYlL0Te6x5F8NXSaqgstHF6UUOu3lIWXLwdrLZK3zue0MGQTyiunKNs49/6/UTNqZuK3w//wL
FOqC3byz7g3UzLTFjEWos4Qb3BoGOK0l5g1sFPqO5wNvKf1I2X7FHEHIWEE/Y66riWVZmvcVJOW2
emvLagnj4EgzKnkx2CMo4u6RAtbHBE5blzYNMHxT/IvPVLZCNwkmI4uYOxiX4ZewMKGpscRNgOG7
jwMr5eDMfd5f5AqtGztYPYF9GQyTIiTfFUNd+704zxFXNSINq8tvpE+nLWUuKGyWf1DCUAc7NjBV
wU7naOcR5aTcSE+WvFM9BwTnbJ9dWd5cbWvMXbWZ/D3/vkOp+CH8Kr4oZqZY15Kzefp15PrwJcdx
6Zng68qLilzNNYdEdJgapRltOYOuNfhKqMYzeFbjro0TUf8Wj2uJoT1wR2UfZ42QXkUudX0kPjXk
0KwlRkaHLINzs6gatHt9BYQsiXSxVSfYcQyCrCoEdhWzdkUjjbNkFOhs0yL2pKppwBRVo4+v7XA+
Yn6XO3Fvae2MYdI4yApBNOAr9YEHViSnNrjF+Oz8v5UoSqVKy+RXWmoWkpYPxSY9cs/PWsH1qa3Y
mznTjXM0Ds9/eY1gBnEQ/TNZZ4pNsWvGQN65xwprxAbiFmRlaa/1NCtT9skIJo2jLcbmF7XWdJqF
+ulutOVCiYHdy4lQukUkEJ82n50uO6NgXeA4cpjLrKuYN31jeDMZRgpvYzrgsM7MOOayo/dB39i9
srfYPIUhDFX04oXlfziLhaMwA4pHl8NzWysuKjP0axK3yV/mgSl/s3Z4JtDC8hGszaE3ZZtLgbJQ
tcA3JbPQtK0W6fS7j0Pvkkthb/Vo6X35JoJU/y8NnBdG57IM+XW5I3VQDlocVboiDcfM0veaL6JX
srcLjWYASSCPTx7tjFmsJAHLwjI4boAk2/WqzKK/rRxopAZj0K1etG312j+a05poVVmOBP/Ym8mD
atKYQcrR1Ke5LTkHAWhlXMBnPKGjsXKpSgzRNN6Y4BYLv+DN7tW8hdiRxCZuEew8M4GyoOC80yup
BBzQndGPQn1NO409JyNxZkgs1I1hv7pRgF0LM44M72Fu0U10PS89YzIn2oBf4B2e49YNmEZmI4Ff
mAtYQmoFV4uf2WJXR0VlIJ6J6NL+rkKlhrMWsYF70/4IuBWzEftLYbBGwF+bXdo84bd1RTht9WYm
DhrhwlJ6kVF5Td45xlGGa0akfqj6I/xU/PNAf/kGiYNOsGyGawmZvJmcRk2RgBZ2Vj/wq5IBaBJ9
ZbWSe/X/rXWaZjLnLKTIsNdHdpTWvyBjvHmmO7qNXLXUCUphv2c2ldyBYtObxcMLdhRp6MtxF3iF
uQXm2YpbunlApMzrXmWbwm90z1AnQWe4/qk5AL0gbyYc1H4DIVd7HQx0MuLm31bihRoNCIC7Qd9l
20JON9ll+cF5zGORz6ljGcg0jerf1abq0zya8kDOAsJXg43QzTxDmFs6DEJlf6BPtt4j5vlHKV41
rIQ81C/ggZ2zvANDJrUiaUvBI2wr9IAPz326YwX0bXmUIIKxPOdV+gr2SkSf5vu+b8QnmacEXZRM
/WLiD8NExgC5nKPWnlQUhnchklAUzvMCNg6szO9kNX5mHie+VF6WnNfLMj6AckTfeMyMezSk4oOj
A/fG7YgNIHrUWvwo8wyesU4eIFQnqB/qLeB8W//qL3weyuNLZPg7FisiQWeYu2Q15UMsqZyXgEOG
BNYmbJD+M78pdYVprLmV2Sw7wBouZ3LnlL4gSilAygY52ruSWCjudK8VxkGF2WjMH3cTLjp3v+Ma
Bic8hRqBEGTU8eIRZzS8oMATRyeavvD7iNTKVflzaaqSF7h0RZLr7XZA0keCMjTL9bfmgf8jy65s
x6+UPsh5UqSz3S4aDgjZRI75opuQL+YRWd9MZAzV/oA1ybyreY15X8UqMgSyrIrjHcaK4yK4seJG
8wAwgzyNOlPoUUzH8001qgXcT/5j0bFpk2HD5GN1ndxK8YvO0aU98BwhBrkq4SgBTyNonXanagNt
jOOA5YK5mKsJvlRfCeUKu9hJ6m98NWqK7BY+SBF7E2AfIMN8G1sYFUDRIqT//1tGy/tG56I5koiO
N7iX2rqCqc5fPmehJnqMyqJYJTNWDVGQ6BeS7EEr7ql4TeZbKCdJld+GRXg6kFzwGozX2sw6zruM
/QWd1Lkw6oOyCb4POs6fTJjvCatHJ26hnw5FQPDAP+Kl1qNsrqwx9T+kV3oD3kIqb/BThpGb3Gzh
dkjYttCcbN6CTsQ/op/MvPp/dx/Vs+E7eA4DqJll9eqG6gsqx+oKuAlMhbph5wUXTdekP56+IEBi
FE2r4F4Btq1IYo+FTfFdI/2sesi9y0G532nS6tdSOhCZoofso2yjPydjGveYfTH/Jo+pSjKvww6h
T6xZAv2LUWy7Tl0UaqcpySrjZZxeMQx6jJOuX5AShxfTV4qGSIH6C4IJ2V3mq9wrOD3XLI1Wxbtq
OacEnXCR+76hmRuv6MLmcHncufka20P/Qd2B3HwVVRhyuq1lrvPmu4JWM37eQV9thsEZZZajLyEW
0Vw0IhHgONyoV1zMOQFfVkzI2Ur+hzOSUyqwe8aKLlHmx79jbkD8sxYrTCjbyW8wPMIzub9Y57Nh
XJdzXdpxkJG5WqamHqbuRZM4K5mNoimMbvvflhvuL4BVlnsiXn4tF4y/lvTVwCyakCclTOKvMUBS
XzlSoX/JGqhKga5mhcEhPcKThShrbgLYDAj6v3IaOAip56WhDMQjYgS2SsuBn2rF5CwSKkuGOB9Y
J8tPg0LqKxpa9mecRrhDylLcpldCMMazgpdOWXFT7Q5ePy5ez0Foy+m6aQEydR3zVnakVp94vH1M
SWPwspLJpa5eKTF31qC+mdsQ29gbbFDpx+QaGZd6WqAOTwxHF/XwK0M+8EPz3jpKNtkxSHdM+7IA
476hPuO/93/HAyxs/0juNdwLXkh8mu6tWFT1WCEyD4zZwz2H9NP7ehuFONrD7LzgQlF2drpWxXiv
KmUOaHgQ53AWay7invBW94yZV5TSyGp3DmN1k6WOYHiMfp/zBKIGDDWIqi/QNhubMWrvV/dM9o7M
DOQeOzxEaErlAQsvqW3KRA2dMpfVjzy6+BDVSKaLuE547mhArkMmLMetA96ScbKeALarT9DgmvOu
yTWD4STlbWMhTaq5WIkCncn6m1Ah/5nyaI0AixX+KFuz2lv2RmsVPORTGRMdXxBJpI+CevwM2Gs+
mqy23hdvrpwjO0MogW53NgHiw/s3/dT9v6Gqxerr0rAXBR9rTQhhV3LsFvdc68fiHv5uSue2evKJ
pPbonfiZKiu8PLZVIpBNYw7kGCjruxKz75hbUxJViZZUlMUwEm4LxzoXiSRr7qj2FK/EihW9erFt
UvCptMd/CIdspKA/cL+4BtoHECcx/tjuhSYTbioacsfzT+Rb5ctxN9mXEFbXUHExth10Uk70uuH9
AwnO3SVlsvv+bqCFHCGoW5pufyR8R16BWu3aWHaXfUIyiUQFSZhduSs9RNAITzx7eWViz2DoUX5+
4UdpKfEHJwc9Sh0X1YXB+Yug71fBWTYTKCloQXGmlzzWrK2bKLiMr5FGbvirLJuFEo7mX4/av289
S6Gcjet1bYdLAekgGOJMzhruaEOHpr/gh+Ai7CwOESoiIGRWGTEFjN2u/4WHq/9S3osnoCc57VyR
d53mD/wj7w/3puA0vUzLVePkOZkDcWHMR8M6cjTnPueZbqrogeCMpbp5EdkZT08YbFZbFpHz2U8q
ZYaEDnTKj9atigclCcBSfKeAHj8rF0kIK2+gJomHp520jyMcCe5WylkCQC+jsagla5mljPNVl2Tk
4U6H3oqPi8s0bc7fcgJoXOFwMbFkqoORv4SxTNcf8Uy6Qf5QVME+wVSsq6YZnOPI92akk/bkTios
NvoB2+Rbmi7j9plqyqeYf4Vn06qIhWkbZIvZrxhTOjtURcIZhqvVP7D/ErLqZgLvcvfZ2rybA8vF
OE0NodGxS/pkaYNUFGNkTcw62twtcAVKg1r+S/GfjHx8mbPehnfASULfvoKduQebas07GEv5Y0UH
5ccLxqk2o84Jn1HQ6VgFPKAEanGjsluYp1i7hRWOPjof/UbRaGe2uz5vCveDurWbEPrOpHsjU5pq
hVobhb3tFkRMSDXtza3EYiELhamwJfgG9waLJrzHsAbcLjxlnlv7W15v/CXbkfxB5SN5xSNZnzJH
6mNZr6hXi6oUh+l4RDu6j/Cy7iPb4j9P7QqfDB3DHsMvQ3DUW+fB7f1WD9RPwpxWDma9cMnycci7
8te4g3ULMqOr0U07iJ+Kr6jb5H90eOZ75rq1GYq2vFr89aqz2j3E0eWLCPHF7/hjNWmMqHSAuz8n
zG6u3oh6XgIqlm6OoAfgg+mH3Sz9Hcr3goE8uPIeZmXzET/BnSwaIvurKJXcjBlBncNqAP5iNpg7
1p01zQ7ehrw2XbR0CdekiPzx1skYNeKhYTR+FztFtII3gP1el270mKPQNKZE+gwc1ho4UV61UUU4
bRop06G9lt/0Rh4ecVB4Sdor7sp4ZbzLnpmcI17puEqr4F5iF+V9BV2l7gfzak3BFY025kT4ZZ2I
I0Y79HhEGe6A6ozwtPG6pYexy3QpD2Nbbjne8J83Dj5VspRkEqyvTUZPb7zmHSw8VDRXoZItNK8C
vPXBpJeI4xpipVNIbxBBEEYOw+4r2hTaU/xE2AM5TFua12N3Kj4QD7NsgUcxZ2F/sS4yVPZG3sXK
OGRpx3OiPWd3wlbuS1mIDGR+EarJSsIEqLiY0VInxfG/so6Zj4YS2LsBD0Ji3lfCNnJ89y/z1CJi
/miqTnY9WE/+JOk024ibgS8MOly2fgYznxrh/QucQX4Ym8s+0JzeOdtGMhIsv0tvUTHGfeoVRXL1
r+z3q7DmFwWb7Xcs8tYzEpJooOmaic2iQKmWfFGSrhcnwXaFgu5OPlFyVTOeN6gETV6qSUd5vd1V
PabdDBvRLFXjS8E/FOcMXQ129VpGpP6H8p+aC+wZFeeTNsgrOQ1hnS/FdMs4pn41x0B/wdqhWZAu
4S6n8hFZsDT9MZOEt5TUXnCi+qq4H3wlJ30qRjiBXUtUSYDk65QoG1OxIO7fgHMqSFe0MFzyvLOZ
MjU9FT2R1G4ZhLrgRlhcfIFeXnky3CsOsyorh5TXhwfJBkkYIW/p7bz7gDbUZu/9BkpiGm+GxUBP
WHhJ8o8gwe+QP7KCvfFdvRAmoz0Z68Qi3FIEeZfpuik+0DclC7Y9xQvclgWTJ0u2o96WHsOvKw6Y
IYX72XojpzUWVs2PteyG787dyZxtyxHkhX9xJuS3W6hxlz21nvOkoJUsXIJNgH0PGIT45LPO574K
TWlHYeCYvRM5i3ZTdbUjD18hnc4c0/Jv6W8toQAJuUM3KIZx4vL7Vjz31uaiyDc43fIK0BxLAJvO
o0kIrpGEpGxC9gBhj+FeuEwaSzZCHshJdU7DAHtz20FKi/ww5ljxKA5Nvkxr7iqvimB8EOwwt4ZO
iNfLhmtFoYrgy8QlolbXJ8hVxYp6c/0U0SNnLHKCoXlVYQKQXcna7OgpTwpuXZeBnWJb2srk+SVT
SKc0wqYMymNeD/wf4E6mPeuw8Ankpuk1fipPas0CDipJorzbet83RVWWd51RzW+2Jfp3269THlP1
WQrBLI2m4gFlJ+Zw2V3yUNdJ07ySW9JZ9NOZ+pr9sHPUykI287XvNmaJFEFdq25o+ciI8Bxj10oH
O0HsbgWluA62TngI1VCNaHpkglLiOS+4n2hsFEj8xnBYt1n7rms5t2+2QOFkfA3f94+vfiIUxdI1
L8knpGdCQ+go9rIefCjJXqe4m0eo3/K/iqyCKwqEARondp0NenafigEIIkizsMHust3d3d0d7AJL
NwIqoYBnt3d2d+vZeeopdnz3/YJ5b2bezJs3/ouqNKWWMy+43EaRfZ2ZEXmkHuBaTBdxZrbskAXF
ZOmjeKTxTuUX3XdBM++w/n3CJByHvke1N9MjgwPKmi+FOqE85GwsTYnnLtBEWfwsBnN+yQ52S/EU
fZKAlGOmH0rV5qabtf4oynfddqkgeNcWpYbbsYAneL4AmDy9ZrU23XuqSCizMLeI+7kriWtqnzKu
9Cxl2RWLRHu1BbIKw3v5FPUGRJvxBHERPpV+gEcxwVi/KWACGr/A7mVPMB21jmaeLpiEecM+zWL7
opSbizZqyKqOYrXtgM5mLLO0YzsaKpXp6VfQh8XluUUZ+xGXa69jJ2CeNRWLZ+tLLPeQQJyRycQX
sInsZhbHc9wyysmwLYh4XLGCWqxflsUhqEOeTYUKQV/Zy0pQfWNLu19Yu5ZppKYJj4OjOLu3LXDL
sHTQceSO2lW4QgOYtEP8FQ2ykfSDuvuhfpVia/eTYYENGbP2WlkRPBGi5iGJmKoifK58JPCzRBh4
gKQCNfEK+W9aWHozi2u3UZzSbPQd3PegjSPToAg5JKsz2TgTfKW4SjDHEKi6GtgrA5SMonlENm81
2SG4hi82wdDy5IHizvQo1f46hn0xOw55kNuMPt9yWftaM9E4tMyk+umcWC0tGyraV5xXtF4nMiTk
M7iH7EOLUlGLcAB0vPik8BLnF2oz+VTx5NhD0AIHAjNPxIbuUD4XRoxXbVG5WzSuxHRRE3+RMV6Z
U/uC/dHfLBn8XwdXJmDyxyZ3Im6VMunZri12gfSNrw4EoB9EvHM3Nx8OTF6IZUKDJ5tHKJbKYrze
kvoskLyS8ZZP5U+GLgc/RczHcqq/Ws437uA8ZSxAHqk/kbF92tHVi9AHqT9k5sBtdIj+Fb2DPajj
KhYnnRaYLner97N7WAdsc2PtnE+FDaQ/1+NZ/SuGkZJbF4sSsuJRsuCJQpOXLnWWfs6lMajZE8zP
Sh5ijpT7JJdpGk48RlWOcTiWdpGIoscpWz1tqWsdPMdz7jw5am1ce6zggmi2LMvCUXxeHSvcSymZ
cyV5X8Kzmg3/f9opafIf8heVaqaaeJC2u3mrtqJQ3jIaB/Pca10iepNtw1mzm03TrET1Psp332x2
vXUf7Y4kQI9jvpWMoNxU0011rnOcHsEASnVBks6/Tlb+GrjYtcIxlLndIZHHo55ISs0H9CeNGmAH
/ztbFPu6eQktHvkDdAcUK453vKT9Kr2HH9C6pKjQdlMW2hJDUZGStHmc18XV+gHmGMXHBTskv+D4
FLGukzNM9BckqGoHh3CPkug1IHzNdKMlRV7gGhdIq/rGD+TGrLjXokWNY01JypN3azrFCuSA4A3Z
8LKzqWr+JLNNlCgFAQrJ24l1tB9Zr0vaEL2WVfYqm43nEffqdiO+AgeJgj5QckD2mnIBqcQeWzhZ
ulF0jn5duIgKV58Cn3T+oR7NTspUGDaHzNrhxR3xAuZnzFlbN4Wu2JZdIh/BP+666WLw0kP3JXnM
nYpEEQQPpuwTwRjTLSnzZvh8RGrwdP1h1HmMD6gUj6z7gj9B7PLwau+HZrPxSR1hOj/b9JXRkXMf
HpE+dCdjhoCSJZdFycW/u3KQ8xFfBSQFA3UOmos+pbAxbhUxcK9q5/LSJQuo46ndnA+iKcAUyTNJ
pf8uwBZnNj3MvTknVtvI+4u4S79V84PEJ8jR/+hOassDON1JeUyxhhzv+MAfjF6CGEQ/brXxI+4F
9rD0cwyhmRWxBYXmRfVdafHGUn09pU3xyvDJrGxRG1Yy+ORr6l5Wkv4mYjvzT8aU9EWsJC1fO53i
h/v0r5Qc9xxnNOIkz0FYIRgsj+fg2SulBtohx6+yGkcS6m5GsqN/+UaGzBDKCdoA4jnefFSP9Kl4
Ifnpf0s2wdhJ0qgWAhbm1/rAntfcI/xxW+4SoYQT4PPmFkEW5aELn2/0E0RzPJvQRxm7craaB0Dx
xBz/ZhXcPGZZmWBy7XjoNhVGPim123hWdb9qObGdbOdNaxVbOPrSYjCdJ5tMgBMaZBzeChyM0Of8
qh0TmMFroODkSn8HabekGLOBdAqjz39HiHM7NXHI64qDPrgukqaGTWHPLJm7q1TgIG7TDvGtz80v
fCyYzphUcAJ8M4KQEXRjjnm0z/Fvuy6pSzVXKm+HPiROLdktsPhmcFRzi2tuQGOxF4Ddwnb6vNan
cj3l73ADKSKtK5+OcuV24gNg//qX/AOyPCBvfVV+Y/cxGlE+tWmh8AgWgK/Deoh/42Smr9DTxutp
tX7lIoJ1jKVXmqEvM4yUDEWkNSCt19GnkG7bP7CVFlvZQvVQ+yZNX/B48DZ5xx4jM2Z5GySZW4lO
K0p2DiVY0GTLbZ4Z/YFd5J+g34XPreQxExKuyAiyxaH4wGNXseAP0x3qX6Fnwp/cynX7AB7abv5D
TQ4tR9IDuk5fUZ6DuBh+bP5R+Jty78Fy3ek1Y4MY9u68SYTBUq7sC7SUebbAWogU4eFQpsxYYnxk
2yaqthtsLlxTyfZ2uVoKnMOQYk+EFwpzpYM3YKB5wbvMqvXhIkZlgrJV1iXo5o+iTk0hIbnEWtdg
8QX9i5rviR2cPfJWeY4smklX3A4fC5fntBHfWKlFfat7/ZcZA4C3iQhtRL/bss2EUdFzBurnUdTG
tKImx13FM99lLLsuUqTkzRVdzXFCjxL2rBmDflkT8oqM9apbmHueWZF7ojnIIbjbTp8XZX6OXSjx
GW7YfILxeLMEpExELNFUkI7CawxFnP7kE3ZWoz7YT9fgXqXDOxrJ68kH5uSE+9hfPANK49TF4QrE
p81TzfPRUA7RlJXlYqehLMhZpuvmeMwiV59lv+gB9LLsBP8f4zVbOnyFCGc7lxi2QmgpvEbKTk4q
Sotroy00faYhM0TMhVJs1lnKNMuScAQ32VZmUQsyRHtAw/X/uUm9pbSRN1T5ECoEGiRTmRJ+0Dbb
6dafKSJb6qw+6r6tr0gryOOZUTi+vECKwiSkO+y/g8bWooxdohgxIH06+w1Xk1kpVoVzqv/OX0O7
QbrhHU4aK3c4dwdX6HJgLM8ITIxxQ1M9drV/GfCFY6B0u2CQFqDCiAaozwN85GsLf+uYov5NtFq4
hHYvcl/YHgFtaircynsKE6DHpO4MXaeNBD4krtAPYt4SqbUaFQDcIbXtEhv5OU8DK+WHS6us01Xf
uBfVtzVw5HROC61D99SybVtv5zSoXpeGrVGQVb2UUFAgPKDPM3NL7dwCdSbmdWG09CBBb6yi+1jP
xdXGbGviSpVutGAf6kLq/aZ6uVuQTZZmvLXG2Fc333IdcpAJcvIdSo16JY3jOlexX1JLXp59FNRq
wFI/YHMkfeQm8vO6I3E/TWw02TCEfH+TxXZbTBWiW24Jj/B47jQjwRIFHC2jEPul/mXK2LE6cJJ/
CIZ0v3BWQXXghonz1ItLj6jHUT0FqNBvjn7cFC1Bp3WushYZuszfQQ25pwNNZTwlS1EhASAKiCMK
I5aNxa9S3sVSGDO5UWfWl/Tkir1xxG+4pYLFoRT3C9r4QqSn2HRn02fEndpdZphyDmYicU0ClaEP
bJfhSOPC+4laxgSzETYv6aa9tLgLvSAcZAyl3KQrpcP0w8UK0tONJTIqMKFhr/E6MeBerVzOjrZL
TA5bCbIMlr12ZSLSICBR4O9KDrQpBEH5tlKf5V7Qvm6qCOTqYe9KXJsvRT7DLcZ9ZG4uX5dZUFgL
BCBPGKKJk/1R+nLabdhr9DBFq5rXdRGxrvIRX0uZgyMINgiT/Trxn/pOVkR8BTCreSlgkJ5hdkcS
U9fP3Sd9bvBIvIRswzlS/8yDm0j0esX92k1FVwCXVIiEHfZoxcrtUZWbIpXqbjP82I5QH2AnaWwp
j9jBM4YMFQ/rX3szpR90PyBCz8PaJ9kfgfZQecG5lnvSTlAPjI3BigoTvrkO1+Qbe02NbBaYgP0Z
zCCAbZyaO7IdYFHF7/Ae6UIjlxCS9+GfS/snbuH/QEM4g5r3hmfKpmT157QWIZuv8ZMon6sulKyv
IovOIkfLBlrfqiZLxxGx8vPG+8i0bHAuezFZMFrVZU5UgLV4+Vlbn6wFOtFO9i02rGVNg8QFJ5bT
FE2VzQ0qOhb+Bju78JzimMIKmwKfztlCe8XJrdcY6PlMQypsoFkrPufnCiGKmuZz+DOYHcw9JJli
VMHXqVXEs2VLGQ+Ihtwa/UsTf7ePqWP9K8TK54Mmqp5JQqsnYh1ro3gbnCd5h8VvN84V3fL+5EWV
/sg95mVgF1vhRAP/miutKQv9zFnBXMK7ItyVfqU9Cn+5+w8UCN1M6BE/QksWItPYoW/4HFMep9C0
TPvSxjFc0daxft3SLLEGFuv7adLRN2oj5ipDb88j9SHrIs8sLoOROIdgv0KjIOsl9xrm2iaa9MZr
WohWqxqU8qt+kLEOUrd5qPyq5jZqsoXk24t5QYMJ4pgHsunwDugwuZM+DzuddSLtTTUc29+2KEyh
JztdnnTVLodn55n6zf4qc5tgLsfofkXU1BTabumJqBuRs+yZ9Au+vEBcwyyKx34sIjTMyByBIWzE
UWNku8wWhiJmlfOqkil5CHxA/Ns4fAPKfgz+2NoouMVCqU7Dl+BT1UL9eMrh0t9Ei+kjPe9KnyA2
REgEN67IehS508ikDd4Z65OnP+TQYBD+Iy+o4oK5W31TCiYFUGFjIay8lBl+zmqkhOnEgigd1fDE
Ji6zp23VzpDRiUPwa3nPWUjlVLkkElfiVyYVxCqIyIGFksgLrbV4t6NA3UuLUd83wRSq2DvSRM0z
FbkC62ep5dY7lP26vwrGMcYj59qeKh+ghnhbEEBSLnlIgCIKAo4R6uy9ymepbPoR6Hw2vuAzuiA4
1rtneQoNVHgJt5U4q2sVEA43+fuxMyj30teC8uroLLTmtlu97nM4BfazrMQItmT1QPwoWq6Azfi1
UwKNUdYbRlL+DXuh9qYJRoyRzVkkBRe8ZFVMnQgZLDXYOjQuPrqUkdRWOMfLCPK5Cyp6WmrxeyPb
yr0lzQvGqaRLx7rM7OXrbkG288mWU7D9zMa4g0Qm/jjVx+b742k13VU6KXQmawkvRp8gaW8KGcGO
MTqd+TsPySuhdrOTyG7d5uQR5KsyRWQgLOR9HNnrWYt+Dt/L2SqXiP9bFab7vgmc8WQbwEbbVyay
vlG6FRe47QV7y0SJfzlM6rDnFsboVPtdTCjtVcpkDZB2tMjlmGV/TGvRJIeA5RndC8SxInj2mZXt
hVj6aOxS7tySEusM3tLMU6CXngM8oP608NfCZ/KZnjGyJlOUus11w7iWNsQKE/9e+B05jT/aSJZn
+CMaSShFKlfOkaetGhVS7RtE7kEvrHyB/VfypzXRt8CK3jQ4q4xZWb6ohhki0drSyewz5OeUTW0/
2Xv0WvryDDBorz1Go4cdwKSgzYEzklnQRMGUYE3ZU2o06rogEe8sAWgaKMfZieKzEIBvCMKsn0pv
kz2ADsTii9QbVKJowjjR+N+HObnofqTdhuelVQBv2GSpoP9NTrGH5VvMXXXrqx5KJVv7bOfD+f4r
HDcDIbPlS8TVjplsUAmR85ZxLK+sq7/hF/nY8GUlregqzdr0ADuW+1KyiYSQlomqiwwFscwWbL3p
nn8NG44Y6o/GJjSdZm8JDivkcR82aQuxpvdMGgfiXe7q7X1i7zL76AeZmZ7xriqpQlUs7yzstZ1G
nNSUM85QKyQd4CESQiF57nyCVfZMZsiWCHJEr6Gs1QdpKa5oyCtG/NIzTmPpKibG7Qoy5CvULlm8
9TBqmOqDcUXZRfR71kJQ0bJ1TK+qXREnWYVILKOG3qz+LUHHvOStoVYVHsCGCGe4Fsx8cH/zNe7n
ulprjtiPdEk+FRRobovmen/Y6aQbJbfcd/CedEZkLH437FyghDbU3qosht6UljB/8cwue2YobFtE
fI84m1vtbKzcDb1mjFr3V91qarx/STzcd9SWWoxayHV1BNoFMdYNodS8saoZwaOFWkanZ5yrWnyT
84BpIbLXDDIOcuSyQNI/2I2QE6TKyog7VkAhRGVlcroFI0y3jWvU/5YfKXpZmVE2AL0kc3Huv3A2
RwEcbkE17NW3WacZJWoYp8lyrhxmwvrB/nVgHbAlR6TxpTwWDfSOcz+hrRU3CxD8eGXe2h9OzKwb
8n0oNe8t5mTJE8h4zmC0DCMQrEZ3eZv0dv9p3tl6jPKFsi9xY/PFUrxpJuyH2MV0Vzj8XuxkZy8D
qMFI1jfGouYxx1mCymXg3zVZvQtZ6dx+YUkm3dlSKFWeJjzs+FH+S8ts/kni1wxNWpVuq3BNzu/s
k5hptE8UNm404wv2DPo8Ntfits4TJQEZpnFNX0PzfEqsJjx+0dVgtu9fpZa8jFjCaBBd3TDC4fF+
kTowFvGu4DXYZN9d8yedFyeEPUgaC9zmHFG8DR5FP6W6pPsJ/uixyVZYvps76iDMtDSk2UqIxbWH
9mbuDK3DjkD100c75xN76prKaLzzYBsmNrwDcRh8YN1w3l6jzHxNiiHPZy/KdJsROr3pLWR/8Uxn
Y/EM8pTQHUUntY7iAvzuruHN1o6yXPdOrBxDPYRKjSQFPmcsRffXksiNiA/5BzFedfOq1YbZ1d90
5aL436ozJ4H4keG0PYajzkozmPpTVC/pj5qzqW5NfNFLqMb9yJKbnx1Ba9A+8zSZmOPclpQircqk
wJUd07VZxV62uLjH50W6raLGXwoAqSYxrw5MragqUszGd8A6/XpZDVxiLEUu5V8EJ2pDhHm8I8qX
7Zs0NZoVrniVOodnQflSuF9ZZStdPDHJor+SZ8tNhzXSxngtlh26lOT5fHvxDRhZtkp5Pj/DfViB
Qv+Lf796VsEJOra1hp1ovEd7jBjXNE06qiIuP94itBRBIYv7U0hp/qyHdKF4DYIqAugKKBPE0Ybn
eKe4i1Ul5pGH8bAFu5w6Ay98UbFv/WE4ZoMov0GtLZ6PHq/CqzS86II+7WiPR1RVNBx0NP3qyiN5
Kg4Wp9X8JJ2oRfMEfK36azPIdtk+w7FSd9z/zSzhKV17uAblPOPsjHr8T3WQklnxrwgcflJE0Y1l
L5Z/RGnKj1HbDInCXo5fPFX/FPwwFU6cu56yVC8ok/0q9m/84Dmh4mo/ICD2U4o5MhDyQc1xwJGM
zVVfQle4PbJDYlD+ImMTargqWqlEMcGTmL8w+4fyrSeI2ZJ46FV/StqPnKfmnjh0RFVA4kyVxLSc
y1uXO0bxCAPPYle1EnP0YlE6dI3sNekn/SIPg5jiqiys5fTx8zX3ccPY280p3kpknn2FodV7daNH
zBEeYTslU/wA7UHhEMGEVW+0UxSKgJ7Sf7VG9SWler3QcNzQK9ikusSR2Dqdz+XmLDfxHza1g1pY
4/YUvVLGC97avznpWVa9H5jkscKmMqtqH0Q82bE6Nz7fspKpU/aiHNKXglue66AidoLrW00ZUJOT
GLeReXkrZDl52Uj6JD6UA7RPQK0BHnFlUF/lE/8jal/jMTC7YIfwAo0u7HL2yT9W/2q1lWgpJeKz
vBTkhJRc6zPmNNvPlas7e4V34TPQMYGBoqnKpawnbnmeuGQXYBN/BfyK183uzl3hlJKNGUlLc4BH
asfLMlwWdrDnGGSgZDNshKQzM59ymcnNGVL5pmKxKMWduBqNC9HOuobgLlEPoqrl5ys7GWNFVthg
hMg1SFBoWSbVVuzP4Ce4JIdKxFv36YYKX9DGGOK4aS0yTxfpksJJypZnyHeq+7nGBrvc1cVCnRPS
qMnP+9tDx7WlAhkuyWiWnz5Urmj7Wz5O/VDqtUxjrgzeyIEKJygjnO28H6xr6hirQTmEloBdGWER
TyofUaSi6NgzOmveBcnQNW8ICXlxumP0SNBeVJm3LwXPkCDi/EuJWGWtliXEa/b5ILZCQxdvqxgh
/Mdltf2KmofjJcUhL9CeMKfIHmSuEj2h/JkVHRJY81WCpFKJF3KCv0K701GePWBLqhiJVvoWSuyo
vz0vNIM8XRY/QUv5G7MYsNIJM2zB4/W1zU5+srAJuVUV5zQumZH5w1infSWwk15S52s9skEobsEp
SjXjt42k7Rs93CSgYS1oa+ow9C+w+7x4UlUej3QX9bgZjOiUSpgbXOnMONJ52nZ1SfMWNJp7JtNA
f2iEyobwj6v+0OPkTgqC/4f9OSBZN14Uje5w3tT3qAYYxpgLGTW5fzTRPdnGJsXcpPk537C1AlIK
UMxK3UMob7oFr0nLrE0N1YqdoszMEbkLTRfrArquFd3mh6QNOS/ZcLCpOYZdEThtfCzuKbpRxqbT
17Wa0NbLhS7cpASfvBy5FvIRt8KGI85qSg0rk2+Zss2guGA9n/+tpQkeJIzk6N1LvB59e/o+//Wy
dlqzyBEahOnOKzf183+uK0RYoUOVYuN1/jakVw33+XB/e0alfmDvczSS9ogqkKXZP/AQ3fbAxPSx
meLiCP84xoeIysqpc1AcBRCvXOqS7pbSihEzemB38Dz1Ot93EzZAlESnzoRucy4RT9aSIWzOJyvS
uFg3kj5L8MZemZGav0Tz0blMliIZgAyyzlKm8CvDCPHerbnkoaWDEWOr0ayrdrqokR9P28VaSYBk
30LF9DRJVzFXi8dbdjgecVr9RtdEN18xirZFc5OSy55b8swCol3MBS4dyhiFveC7oQkopxFuYbdF
bllo2ArH48RzmZkRDO9M6ghTl29ngtjYfXCEZQy+FOUWLJA9CxuV2zpB3K7EJ2X/tn8hDWuPply3
cCSDFFFeKnFXwCE3Bf4fWV/FAJ5TfVRRKVEmFSMe5IP0ix03VGPEEzWNbETqYNPEtp9ZFWUJigcN
xqUWJRNjTwuF+ejBBffru3l9lk+MB14+wCnvFjmcj3IF2nj4BsEvyDOiVGAH72dVn7tNmS+FaQ/C
J/vrBVM4o6l9pi9Z76gvzVb7sZ3zFAT/cBazvr+3k7pCM1uIRQzOuqXdLBxFWEbtFg0HwMn/Fo8R
wUkDHRnYroxNS2WBKgENfKwYWH+DcYOQi5hkrWAO4JxV5NvGun9mQObJebGyWcQszUjfn74JHi8i
QYXVzU4fX71AC7d9y2rik5I+CDi82NxTtiOWo6RL1S9YKQYI78iuVvV51hHuP8Sf2Fbee/UHxp/k
6hK4b4bzPJsC35OwNHIXmmP/D8nIMMxenB7OW/sA8pq9yHmAW+grI+vJm3WTrF77PyXRZQE4USyn
bMb/hZ+hRmuHAx6Qn23I3R9lOZbXXyiVP2oaQmliV5B+o+xsckkertZjc0Tt7ZW4sDRHN0kaEKvF
uZGn1LtyuqJf5sD4gg0q6QLmAtFNwXy0PGi0n1gjz6Zz4vO1wrelEN48VVzbXwIOaw6/I2OaQud8
UMaBzITOku/ipKUBEdScndrokK3kWD3TMtW827sFF17ngtGrtzRNbTAwg2pR9c7WnQVfYFggjgPI
uYDiCa21YTdExVBXAQ6iAOIjwuiAFTqMDeNPzr9iisVstL9S4mGWEsIcl+BF6fWCrZqXpv6qUO27
4guYEOls9QPqRlNLqxm3FYfU1WQfBFzS7XDeYb4UMiDJvMMMS91p/mZSg2RX3DJLp226mCKpQ23c
CMOvaPSsi6afijxFjxGOwv8IHrDRlOP509hEzQnjNl9v1+8oSt5y8PpiC7cN20dlAgzKDyI5ih9E
W5eIBXg0Rt0+PtJXXka9pvhoOd6Do30h/KdZxlHTStEm7iDq95SnZAN6F/903hXh2NLD+SI8O1Au
dbR9Uuz0MssoYjF1iG+aXW6TLouHDdYx2aXS99Vme0wtb01nHsezb831/Da9WZ0qdbMnrf8Ob62Y
JZvIBxIzNPfUmOJCf5x8oTZaOo5ARhgFHMk67RjLZtNuwyDaKE7JmjWKPklvYFNgrfmueYdJSmxU
2WXtGfcwb8Vv2deZU4ka7k/KnPg7Bqh0YngEIAa7LPRZ3huSs1fS31NhrArRYleDzSxF8qZybILh
ArsEykQ6h8ghwcOE2WHPWqB0VSrUWir7AzlUfk2Xbd8HCWI2oecr7vNakRDbiNBMYy/VV4yQvcuK
lTbxt1qYoAwkgwvDTnGGQxTTrZpfNzGwg/RgU7vwHVIpO0Rgl09wwjF/53TKzqvu1RmhozfusYzl
3q54Furju5jPawt5FBgz/+fiAeqf1smkPcsyoErBa7NU25gnwfxJ6oIc5C/CGNslmauJTqVW05Ne
3D7G1ebsE5x0AVBPFdcjizTt2OGCwcgtm9HcvewfvtOx6wUby4zyvY0ebme+Qtsqr+ZMEZkSV4p8
a4Oge8yJVmHxvpLZIaJzjLKZCs+/qFqls5J9mkrSjY4L4P7QGEkdu9eQ7BZQr3h22o2dG5VLCZ7I
afQu7ln3pLSc8EvN1+Z3zoFrui1h8js+joISzFU0ZlcpH2bNYDw3VQPeNRb53vPs0m1FebkWUrV1
GO6T+LKyUXGCVyR5jptRN52r8EyVLSvz8Db6+uGOiqlKpnRnydWAAymS/ZuONcSXj9ScJai8zwEg
XSiswHaWzgl9stFl8NQu8XzPHo1W8pG5n59DSbQNZGdJ31NjG6cQOIxPoJyiV4ALmEll6ZwcnUX+
Cfze+YHVXbWoaWMBSdmr/oNdjDM1D8x6pfqFNGptDGS95h7wcMYh23etRP1SAHI/Rj1WT+R9rDw5
4p25H+UbeQb6JUeM/vQfVnsAicopWYPv8BcAEniXSMORtfwXsAfaKMq8giCYn/5Vysy/jGhUHFGa
6pX5csR5go6VHzBArcafNY3FJ1m/gDgqmuaCpjL9kOl17mSeLu8LI3NhjeKQpb9jnf9BdYP/Ktkq
Wb5pVGltjSn0zTBC+tCygd2LqnMxAVNUVcjdfJY5XjBaJw6uC3Dzmr2jcGbLR8Ah0OF8Bf4+qm21
hGQLN5v7gBB8UdikvymW0YotY/QvBTOx8Vz13j4yVc0XroUStA3Ssaab8MxKoTiPhTU+hyeaLqlg
Ehl+Xs5g60jjU267dbR3kuoc37/plR1Pk9Jumo6Q/wD3IvM0X+e2inTgWbxYVED3EzuijKhDQu3I
s9WPNVEpP937FEeMSxnnpXPFd317MF9sD/HJ+Em+Vdod5dsCcn+qegWfgd4NGMth49fC7pisFSVB
odmYWpffH1gFHCzsF8K6nhdxWpoJbExr8u2ANe4NkCjMwywBTmwlS2cFpmvmWWJWXQz9o/Gve4eq
80v4t7WfDTsZ6xsggNP0ZPQcxXNCV6aXNUn/BDYucliBgCDVU3j3SzdyvfLL9DmOMGoQ5gVLmPEH
6Bn7nPIyjwZvkXNV8dJppkuQN/6jZFTT/wBQSwMEFAAAAAgAAAAhANhJkcxUAAAAkAAAABsAAABi
bG9jazIuY29udjEud19fcmFuZ2VfXy5ucHmb7BfqGxDJyFDGUK2eklqcXKRupaBuk2ahrqOgnpZf
VFKUmBefX5SSChJ3S8wpTgWKF2ckFqQC+RpGOpo6CrUKFAAuBgaGA/EWZ/YD6Qcrtt+3BwBQSwME
FAAAAAgAAAAhAFajSLcNAQAAQAEAABIAAABibG9jazIuY29udjEuYi5ucHmb7BfqGxDJyFDGUK2e
klqcXKRupaBuk2airqOgnpZfVFKUmBefX5SSChJ3S8wpTgWKF2ckFqQC+RomFjqaOgq1CuQDLkFL
Nft2ie92AUZtNksKp+8T+f3O7vynpXZmIR52BzTU7A9ctbdfGT7R/hP7FDvjLY77+XRZ9y9tyrdv
Pplmz97wyW63Tvy+lLwNtmwssvY3yrJsN8hf26Nm9G5f7OrDdgIfeuzNTEvtywIX2y1/cNHOifuw
ncofIXvWMkf7dGv2/VnmHvvf+zy0+2foaR+hv95u5bsJ9u2ZK/bVCzfav9OJt7e7vNg+42GrvYIi
q328/2E7Lg4O++UP2uzlVIT3Vx2audfmAIsdAFBLAwQUAAAACAAAACEAKiBAUwufAACAogAAEgAA
AGJsb2NrMi5jb252Mi53Lm5weZyZ5XcTiPP1cVjc3RZ31wIFSqlRd9ckTZo27u7u7lZJU03djUIp
LQ5FC4ss7g6LPd/fv/DMu7kv55yZez9n1OFxYZFJI0fgRpDXAoDoHNRan+VrD2J3rN20fC0IjsKg
smAZcBQA+H96QFY+Gvg/HQ3OQgD/16/btXPHpuW79q3ftJy6/P+vJpIs4eUwVXXV5myOeAOsNf13
wUKz9Mg1wbf6vfJxLCc6y78E9pr7NHGkisoIowtkF3jveI93T0YyK9/lPwLgiWRyNfdvYm+00fse
8wy3mb3aukWwR26M79F39CMBC6y9jHXMm5GvsdcTzoXPZhJpLygZoCvSQtQdtBogsBkTT3luod+T
3nJ+gq6BGsk+YXtBa8XZNKjud5FdupEoQDx+sJLpJ9xEZdKJl/nEOk05OCFpR9d192TWWsQz50nC
C+woh5x3h1r8T3Eu0aqQSUEboP9Cutn+8bPkEIW7BXbMX/6iY5f+DfBOVrMmqU7FXCp+EN1PX28d
QgfkAw0/PNXiJYkeeaRyDgnWvw+zS9Sm3p1qqr+nOkTPqsxBn6F0ZA1IZmcdTJmi3A78L3W58Lu0
WRNV8ge6x2o1PZXcrGEe3FX9m18csTP7Gs4gPoeLb6iVBQLunw8nFMW8V8Dyz1EkNTNmWTDkTDMt
kTeen9ENcTcQ9uNu5u8HSqs/dZtj/w43Sep1i03beLWMu1JNDt+0Pf6i4nsuQf4Tv4z+nfY9saea
ib7Hf+YwlDSgzZVjmPElANxjs1iZlVoqmwYYgHBEFYhK+eZsjT1IeRl3LuGRvg64SjgSWQ9cy4yH
/yA/cDdZMIZS7Sv6s/LlnvDKOSIQ9XCDSLij6AtTWhMU8c7pF7oi/zynWDged0kwKGos1GXvLf5L
rQkLKsbr32/frPwV1M2ZhOnQLFCdZTyoIrqAJEN1C9opTX36rylJ6qq8Rv+QN1mkhRVYlqStA35S
HHFVYvxIF6nv0t5hTgi742s0XNBbvpIVmjJInY155HiovWGY1Hudb8wbwk1AHeGeQn5ULuAKlEhN
m2FGr9+JtbCRF2/JjlZ/s14pn6xYR70RuQlV6uojb42Bcg/FBTPj7hQ2RrnGE4rBydyj0BXq3W1z
pBbbpru/UdvKX2n6CIvy/cuKDFWBH7qAih1yEUgny8HB9e/Q21UHC9pii+KhgpOsj+B69+S6tw/O
Xm1jjxb66F6ZGaAZiuHEq/ItEbMKPphK7TUUfyGlWE5jpn7MP85cKVpcd1doAwXw54u3FHfqlhGX
UfZhzxDJGI2NgntWcz78j9RHtYI2guuPoLgu637WXWmooH6l45Nj8p4U/9wxPlSbqrZpjI1HVyF9
sfj8HPu/xQ1mlbo/VskHG/aR31QkVk8516fccWJel3HXjKKttPmolsK9jmJQYsmZxVWk7qK/LQPA
8IRzSWOBUjMA1y49zjnPz+9mWOqyC9hl1DPkUeiH7L3yhY4xtclRt0sn1zzPiNG+a7vLjLoaSm8U
PKEPcaKdx4QXenWYHucJyO0lu/kzC5/Ll6UT5FfUf+G6YsKpY0PhZ8/826JkcvYHHUgcwqkh5Isf
7HMNbMhnJ76hPmFp9W7P43wL4hwrpYosPXdhc6gcU51ckPbIMAcjtUeWTiyl1sQd6Yn3khE5w8zz
GG6aJY8o8MV8WvuId1kj4Uxn4YyZK3Tms/WEtB2er6njRXdggZJIr+FEfc2WS/MS5jIf1Of1/1O+
tGyXmtH6BzNY0sa4TLwozdBOTSyOOJ35HPoZ3Gj4xDwnw+io3OJyiHEWf47oNU3GvoW7ZbggPsw9
TB2pzOWsPWKo2IFCQiKYQ6CunOqOXsnEQg73NLUqzV+maN2fNEzglNzU/ceTIk+0BOskPYbMWqm4
Mxna1BlZ2CusyfKSnicmq2eaHIY6y6VkVvGIgkeWaZ7V7BjnF+9FZjINHWHOrtZy4rOAtxW35U9x
s/OHKFb4/YqLzBn5bUVlykOt/zsTKI+wrKSqSOKYhg7X+9p+5MxPnqaohzy2xKLeUkZFaKV8WTq0
XTnfG4MxyNUkUsJBu9CyvWGyfxrBnu+Uz8tLcx1M2Y+f7/pSImVP91YrXjmorZmkc9lktbUlqQie
VckQZLWfXWJbUF7JiGs97AtOmJKPj2/k7QgPd9zPx5Wuo3xlj1C5GN/ij5DT6Ueo2/jDkpJTTaG3
9brsU8gXLCUgCUklfbaQdq40HmZ30t8xeqSkMrHaITrRmc563vwgl+dzN9aregFBG2ay1nfMFy/h
+lGR+Z2Ib9I0Mxo6nTd93ezsSzkvzs8G/kdjsYOF+xFH6+fuCSQOcqGYR7QJnGKOQLW+sSluiuB2
aRpltnuudwQVM2s791DBYpec/x13UiQTeHcVvNtm2FZcHHFfeTN1MxlaYsVZsPsZu7MnWVPVJImD
Goc4vcPmqZWdb8F0PSxfj0i0rQd81a09EMHotS4lzS77gR8xIhKelXtKHMevQrmVJOYncoQxzhRr
zRD8sG7jfhWuIc2EKWRA8Wrhs2olOA9XxswgjkANMYPj3bDHmT4RtpyDdRRXbe16Ld7ZfbyvpEwQ
50syBVvz8JlbL22X0XfeO4BpAjoip7OMtGNRJG8j8hI6FpUY1U1fe3weNoxuw1pFhZgB9orkBJ7L
lm26e+hQplkOc5c3KBzftqSclMfMTyA/OFz6WeykLqZmwWZQZ5S3gtdDKdSf0A15TNDhm5VcXPoR
GSRlSbamYOmZeYg4xVvOQp0PPArUGI2tvlYibC0AfFNtufWNQJW/l/1Wri1Y726C1OsfNQ0jxfgP
xfeTH9YN1fhxPisWVzsVfNfGcjU13n0794D+CvStYSBjWLmBXd81PmMkJaFfx2l7eMW4qWDE+f0g
f+tYw5q4JuUQiK7LqjIX+8Nr8+JsAforcDpwnlEYnlR8Gg8P3REgx+5u/Rb1KPs7j1s2C9OqOSt6
JvybZZPt0RkElfHTYy5Qb8geldYUvwBfV2Th5zJf8xdbaRFU2hFnOiBNfNzlsPyN3m77yU2LeaXp
OQ80BtjrDGuZazUd8sTgRkMU7lz1VkwtBtIQncv1ctPDfead+SlubV3I9WpHnHiVK6DrXfO623SH
MLOgi2ET9ZDk75nFgkOCBKIf/FjmP7ANpgJc4okhUSt5HKkx/wlhCPxV8cETUT669E47EOZFxCuW
uQ2OWeiJAIlaajtIYIvtsF228yysot+9qyNU5sNsOvO9Oid6IdKPnVh2Uh7L5xZTKBOyCIlC91XB
I3Uqc1bKN29mzqhPwNYsIgATn/fb+8bSQxyo77UbaW96wNkJ6hExVMJ712v4H3E9dpeokH+gKFpD
krShtyiXO/oZd7CSIlzvgXhAux3/BJco0/FLytXIo2ENlEJivTlIkpy/Vd1mNET7MJ5LBehRtgPF
UeKH3B/Y5mKZarXrLPCxtqpwqfM33BcRi2ZJXTiOYLlAgAsHnHUcrnrEbuGWCF5ztuaXii+DCcr9
VIBiUv51ZE3q8xMjmDuNAXCteyJsFSuu6A5CZB8bHBaCFDTgjukVrH71IeIzlwSX2cLrFhKYhcve
LC8GVHNieaygVBfHx3ElIKN5JLVd/8YZb3rtHq6JJK4AJ5uOi2tT0bB94CHYlcxxhCjQfzGVQS08
n9xEZzipCJOo3A5vwpwjjSdamicULNePgEHZJOhQ2XwBOHSI+ojNTdwsfJUfrPmU/o9mUttd2Gx6
/67XWZMYE9nXENcSpigF0lTFbea3RBhiV0Jy3j6KIOQqcUmllSsoyrV4wRtkIaykEJhnOHtLa2Xy
ZVVq7C4Fj9JMHVNwv9KogZWMkdsKGuNr8RsUnMQM6j8pN90E5kSRX+9PpYU5RnIevyBlOG+Jy0xw
nv4emYfJAFyIyADtsc6vahJ+RYfkfk65ktFVxCGnazZAF1KVyc9tE1suIrba8rgPkhzpFDkubkf0
9pYXNqPxfM0/2haZl3FP8eXqLsR5fpA5FHkJ+tBytWo8iSraiL9ycn/JMmawZiNbKtykATLopJDG
T0fH8z7ypydure+mDZO3yraJHyk+/i/Y7pMGF209/FplUt9nhltS5HKIr6r16gPCGfNaaB7dYp9L
y6BsqWvznKRsKlpo/QG0qivSIFV/uj1mXOfU07LCzfEJqetJd/kMSVBuFXcx6cPeoyVLOppAYyNb
Xb/FO3mDHD/HKss/6O6sN5BS2QoEwMtSG8gJCaGoBiyZu67qZ6OGcYKLsXrkHNE242WaptAFOqQf
g1oP5DEWso+ko1xzSP7o64QaOqqjVctVzEQHWX8qcrMW6v7i0fDVdW+4VzIfQo4p9sHtFGf5/HIV
5F/iIYwZmp3ZnFvvfV+XzWwQ3adP12EF9xGpcLLaTl6e6QMvPR0O2O/1Hn7uvRIRApFLqiNPEp0S
E/Cb6JCRRtiKVwcNVGIJUPATSrB8sEUZdMLxRD/VtTrwv/q/VK8VaT0/iltzNjb/jZGhfLC9hO2q
e3ax8sF+uOBrbRcABC8YGFl8rT5bY6MnFMLIHxvjECeQE1M3MfbkX6iVWUMZK6mPITlsJfJA84LE
LqKcuB3RIvzC2uBcq1nJv4SPzJ1dgEDfNPT3eJXouJP09OgzWKp+UV6ZnBhwl3RYP5HFUaxCVDvD
cQ/xpxXz+Zs4DP49upoLiP6Z94s4CjJMGGMDlSyHwBixJj2ZlfKrEAZ6Kp1d5av3k/Xp1ynXoZdK
T8kSiyv0ClMG66j9peh36hxKYp1JnIe6VlFhGN+UaN6cPDHC62oyLEqPwpSIdsJOJHZCc2vbu+IK
QkUmzfTMQ9vWPQl0/OKcTluc2wto6QVzcS1P+7ekhxonQO8QrXvWuPelOI8lMRUivXpDRbZsMyeu
3Kg9zQhqLbc39vd6LYpw8XT1WuFCZvtJfsGHwq8FV4IvMrI5299ywWnCyR447HdbYckq/umhXMCf
Kkf7h4AJeGu+IjHGdE+6RPEwS433SSGoLjSEsoNP4UxHaQfLb4pWM0/XhzCIsVMkX08EO7MlDxXp
oWymGfu9gJd8A/+q5gB/K10Ky+qTGvMtmSJTLwQ3yWGmZDst6ZMNa4AiEtW2L2bhwCPIk/pKEq2o
omAXA8VhO/Jj6Vle7fYSlvx7X23D+ZBIyN1jrzxD2C5ohpPBGS+KyylVnnPuOdYYtrPpuvFH8eem
SbQK4XvoVfnIks95jg6Hoanrck2Z8zz+u/E1N/nY2a6X4FDJE817wEPeO8BxWmT9yUclKRt0DwW4
ShHdTG2ufKubIf3DuRMyLtJeO8J4nFPE9Gct4Lz2cgXbKv2bp0JeSHKYZPoYwdkSYW6NPFe9K+QL
4aazT3Q5tx1eKVamzeRRHGsSkdTFHgINKDttDhUdpiNQ8NJV2Rs4q4RdqG5rCdF9YBF8MP51YqAZ
7Hx5EUy7iKwtOSi7Awq0D4Xs1qsjZ5Z+rsAXIY2tuELTL04KJ5AwwZgu/B2+Th2B/FL+nXMJXVYZ
pfna3a+zuxcykoMz6wiK0fiPuEPq06Y1LJJ1p9aHSeYZWAzgPDnK9YOzyjAevUWv6YF1JIj3vptj
Gun82hAuRZPaZDdMWLKn4TniKfpkrS71UPkD1XbBJMFcBwIeALpZG04to9eCZoEvA75q/hFayxbA
+1F3Rde6jxZdRcXmRFUTPYcwR2tDaQcIe3ADNeeKZV4moY+50uah6VxX1ZMLMxoEVfP+54OzZOsU
S0UMZBTlrYNNG6wOyvfP7zZXsD/omoSIvnxGsKGieJqAbqyNWo7sYIBLrWa5961KdPYg/4GyGqA2
cIQ0fTtOpCxTg/Evi94o4VHj933GrbcvqtzFXJ/gMSG4m5+dEB9T2y5mSwil0/VnzMXufYxqFhl0
xTOcLgzVeaNKt/J+4BMw8YljYd9Aqbn/MeSmxaw68oIOpvgu+jOVnbCIc4fXnDMxpJm4SdnPThUf
g7yGqGoxqCH+XsUA9nXNOrCLPBwVC9RovjW8UEPV6PQiISrvOmUs3A/3JSvPRAoaYgnsk33WwhtT
Q5QbGPNrbJLJ1oDY8fgZOZe43ciSTVcgvoiPZ2ZKOtuToCLn4h4qd/GJi6jY2j/SgVCsQpwDN+4m
hMQvimvALKqlEUzO88H5jVNLcLyDlNdtc+vLsAIET08SIrIVmusmDVgLmKOZ7FyvGqVsV8PoJ2jF
nuDWGEqy/WxVc/H9y4egj9izsleU+Tg5fsGEt/ZpA/iLR2F9UeONZylvyX1p1hxaqtXwF1uFJqjf
xHDqrCxj3tTsXr3+4P7S3JpbtPngHcy1RrSQAxmuuw5RMQ4o5xW7rjwsZ/KIdCZnCTvTudg6SVJJ
Y1lG2Q+TN6VtJZ4VyLKu57/M3VQJcPZ1fAJxMf5NA2aRTFJTf+RHbA6HBGIIpmiN3Pk20OAIsphx
ijnZoE88QrNe7YpM1Q5gQbiltTmeTdhf1EeoP3h6yU4DwJuBXydfkL4Dca+U7vHNWUX7Ba0RXWcc
qNqKhLY8yvPWPSxoKUiQtAGMWq4OJFpaczzN2Pvq6Z4CrzuaOD/6uO8bsdmNydgE+cOiV0xueJQY
Y/1evK+2VZWOeqUY51rPJYUduGeDFtCKM25vAHhNebHc/Ry4dgp4ni6SuoWe5uc4O+FMqVapWVpz
C3+NfcR2u+Sx4od7Pe8rbh+5toiDKtHuQp4j7TWepVfWZleZEWFVj0CdKDpGmNqN/A3i42jxzSC+
2s1MVX53Noh80ybDpAIdvCqlCMSHGYlTw/ZGrEEyqS66xhwrf3A8V9ZSE1y8FJciHctOtvGZB8Aj
UR/xWtlKJ9bS22TFebDB9jmZk0nrJXynpzELEK79RDuYWAOJShhn+ko+fqGdcElwsLTLstixt6gH
jUqS3cvmgp3y41LXoO5F0pAQjsBTe0xby/vKUij5SBtt5sltrVFsSBE48yvuKHe9qJPxizGy+Z5w
afFmoY/3Cprj+W34K/9+2AX7DdmYCo9iW+1wxU3Q84pLJSPc+OpL6pNndpOPcY6GLA1u004vqBNj
3fvKIpVV5jfea5bzkre4oYKJWVj04sRZkusSkytf/KAYYentKe3h9/yyb0t7JgFzykjM65ehYg8b
eQKyqDUwy+csSvSODrKDpc8BFbZeIkEQibzFAQXMooaCoJZVan3FeWxiBB6zpUqsfSmYzL3Oi2p5
pZwG6EYLSlkiMJNcL7es1omFWbHmSjejzfMVvOegmP6m8rx0AfOzZb97YoaZwiX09seU1tNe5E7X
9SFq+dWZC8Cy/E2gF7hFZaOlEZd0klH7PyWDnXvqurL980uRYYyh9Cl5tHqt6FX6PcCWTE/xahpP
DSfWFkZ5CdBJJ4JQa/Cx6vfgVa6pIfOwK+oicGvK8h3zCj4mL8VR2NNzX9J8sA74/chkG6f+jKIo
n6koxAdSx259EonSjM53IUNlrP5zQGlOfe71zMekEa88ktl2HfBV5lLSIsk6GKhNIvyS/TgtgCfV
TV9skczz4I3RbXvMP4kXkaPzrrn6Ii9UJUJHUR7ynvE/Q3zMHaIXx/oyHufZ4P185e543gXdG9tc
8hfWK+tavd6zjtTHP6nzrY7SPtS8lF1I0lCTidOUGQXLvM/10zGG6M8x38mXubcbv0baQukcYNom
TT7xdvZ07S1Jfs715u/tVxKFBcney6BCiaJKQr7LkxeTBPr0S+YKpKzWIvLEXQM/hZzOOmQ7peZi
5ucurKjQ9qVcj0QkjIi+U8SxfpNITOvslXxaxm+7AGPFeGtrMc35J2qOCYMgnwtpzHzMV/M1+E7T
IU8LZzaa5Pet7JVKWb6dP70np/yqNsCSGGMXGdznylclfGBQsDreTcd+ZiHlhszEulL4UuapzhT6
cMWGBLIK2oP0URxUepNDGofS7B0x8nNBWP7oMwtqwMnbrskIO4/FGU8V2xhzAJdMy70N+ZcYekkk
+kfe5uwB4kTex1KlfofxF07K2abQ9Ujwt7ikwoWJSZ4KE6d+380jVV/KGtTNCbfZ+sLR7X9Rn4p9
IMJUH2aRpNyJ1CuLBvg5ZhVKQKzp7INqrWNrvnNuN37PXdeKzyDQ1pK6IxXxt1VvGeycqdialJnq
240jHa2ZiUmPhYry22SMTkXgR5/xTPznJHtqwu3W2QJOPEON5J6w1mPCmPPlr9zPOwsaV7ekQ4dx
69Qq2BOtb8H2/AvGhJBrqk9NrZ0IVrH4G9BrnqSL08xMmZxx3rRVt9L9k79RXdf2TY3Ejo64GpUk
9/EOMFhRD6R1SpIglhhAMPDHVongUGCANVe1SffiYkv7O5KSH/BKb23ljDD1JXcQFmWEc06K5I2T
HMc4VDSa3xrnBcwsmqY4YdmOtbLX5TUAhX4WUG3+uoxEV4BrYZvk8m7w1JS54I3KGe68wun0CEzD
OZ7FROcfeADXXVJCZhAZmELdhqO04/dsyy1nvDvs7vjJ6Aesle7xmUdUI2r30Va0VbG9vFq8Paiv
qVvrhjY0Q0UD2uWcP1YG62DxPlWHfp/0J79OsaOEHHNNf+ZkkSsHsYWhETZwwPp4pvzGNuh/1CZe
apmN87L6NeVI5SbNSyZOdlwvbvkVm6mYUetgTqD14JWST+ydpnTHeNV+0vSaTPAT3fpG4cAhxiqW
Lx0P2XB4EH2V8eHUrcZr4IeWQMgYqL9il45bwnWX53k1UfXhwgMoZMkwvUnyUAcwdZr9WD/dfcUO
9YGIr4CZhAacN1MhIFhnUBQSFsWXfaeRGHSTsRrbK9jB8TVNSbmfRsyaK/fEPireCp8k5JDdW3XI
jWlH9Ev5mNxG1uz0g61TzS+d/QmTAMvLpXYOI6+oiDeufYsx3SU1ZQoWNSx0NabaVItoWnQeeFzU
2pycELnhUsbj2v6Y8cpBPz+jsG6+WEZJkXek7wK7AwEDSyFJsuMx+Uh/hQXyv9AJ9xREupeqE8Xh
1nzSZMxhypSyBp6oLpt1HwzKUCMH6OdtG5uBRn3yDPaUYxHCw/1zIbML1+Kb8RGQfu54lKVPsD+T
QcMXxQdjneEG5HJhGnNOjiIlD7CKXSRRcDPk8RKCFcZdJWvkeiB+ORJ6tjBe8r62D5eMe2RdWN0Q
yhL4MT7HF+U9A6zX16v31PepA6ly4m51uOMg79+EL8ot1YXHRmqCbwm0cxFzOsASrLYI9jVzl2or
7QfxjOaMi5KbdedR466scfzVtV1VEZwRYI0wQOpArEbCi5JgSuEP/UHil9ZZXI7LN32KZpj0M2c1
6sP1m/gnMh81RJKcuwMMTr9HfQTFqySM0MQnlvkGmiRVuCqqSZnIHCH6CKMdiFHs5a4osMKzM3XW
gZJU6vZd91I+JKxpJiJjOkfkT6CkCJvzdkkbYYxuf80dzkfRy6JpBEwSjfRaGsdqrl0mGODUahJt
LSlLDVjxaPYWUj18AU+NsiHn9u/RLCq+KJyqL1QeYD5XcdMp3jIe3+TPHQxvrQqxPENvwKTYqhGt
zBea4ZCxFed2DNC+ygZoTN1INK7TDleo5IVbNCWKJT3AgcJAu8cC9oVtDpLnj+qIovRB/spdrPeB
1ggq1OM4juowYkz+I97pgj3lYdRv7rdoqOpDehnsYXwtwgOaJIYpPiQNdSzMGYe55zNT+q+nGHcg
KDhzWgXbuA6aXDmAzaP9inylOnKExyxSCVhF1pcIX1awbbpmn+1XWQ8f2/1U02ZpJTTkeo2ogkn2
wRBIZiehlHUUePnaPfFl097YsY7TVVWXBbKpBbPtv/EDtZz6XtFRxojcVNfE3cfMW0AvZBplEsyi
4RVG4PeZSrtmVkf6XWULBCmNFecu4ITmXQWHGAltU/eLWYezOukDinkh8FJAdprkCHKuJ/xITeMD
W6t+H+WpZpW9sJp5ZLn1o7mHdfbIDUSn/k7iZwGHM4kcrY0NhUH2CSZocoobAU1ocP0THM9Kg6qI
4aGrCd3M7Z0XbYDIPsw62yLF/bIE7eLKPMTN/JG1AGUq9phVZsw9nSoUYj2kKkJn9WaBqT6cdiLs
pnpDycb4R+jZZjKQljq2eie+m/6Tfh9u7XtbO8w1kliw6cYZLqBwT6YVHZ7yn+2qNYzaK7zasK+i
wU4WLQ6ONh5VOuhSYQ8pXXRVeMN0u3lN50HjkOVN3NMYO7LPvkI0xN2JfUR2U2aRO6nGww3pC7Vd
gJahlubEWAuF0H+4GHtqPBwDS5f618cUeQh57N+tGBRKe1kxDjIesxKhYMTzR6U78O35S20v22Oh
o+CgZgu7g2sh2I7kIEeXm2tqTx9QvFLb42vK15PRmC8nXoI3QvfjYG0cXmRbSOGtL8vcaxrm52+O
jvOe1osyFtB9aTO5jJr6xs7qQeSdmmtoOjABdTN/LMw367eZ5bCU7WNXFBws6jigRhnD8iiD4I1x
f+EuJwwWhhalxZyRFNYGJ3W1jtVVYTE5bXIGe1gU0L7G3i3PtfS2cmmYgtXOXilbyy/Ud2c1M7IJ
xi3lvKTR+4ewW6F1jtuGqeQEzUXEfo4Es0mRx9uHvxw3FfU7ZbVyNWtA9JZQIP4G+57enBsor4Gr
ON89W8wXeAzlGYVbvwlSceoU6KVsNngm5D/M5LJp+mJSu7AeUuI6VvgyNTb2DXF8ZTBjlEOR1KbY
0TWx4ZPyq2BN+jzBY8IYy8GUfRSp7z+Sz9GFkMjoJdEF0AuK5eLp2pFFI50jnBMERqIT702JgB0W
6jhjxP9J/ENWN7iAEiKKuUEeq3aK3zQPkBmWJ+bkm5slkSyO7IB2oWSaKkJ6Q73b6GsekG9JG6MM
JZ7PHgnMaO+QF9HG0uKc/sVTXNXoCA0RYU8ZVJ6AR1W+zZ+S82/kW+eWjMuJ7zB+VqLDmz4nA0wg
9ZJJLEcu6233wuqIfJ8i/ckZ7PeMSvFczzn228YhLIrrQPunRhPi76yGhhpPlXEMcOmhoq227+yp
rJVDeJAFdICMo04Gb619CKqq7TP8UuXGhrpnuRPF0x3gQpzYXmeihpASWU+THmCmAGQJbAhYv8z8
TLUKtsAZBZ0m9jV2Gy9JjhVldi8WK/RhgbeV/1RtU4+v28iL2ze3cmO613CGF4l5Xt6iOKRZknTc
/II6S0jK/dFzqua8Akx82QIpWEn/N/+N6HG5Xx0TuS7zqTSBCLhwgL4bUdS6hbIjl8luZG0E7MB2
pScUZDGWY7QCdvUUWTBvZ+s37XUgmfOQsg9a7KSS7gfOIdG4Zuht2lnBIfbjxgjtXyILIU08tWyK
5RlhAYBdcErYAevJ77pewiujjQB+N+rFOyO5za+b8nWxEGiW5dCWZBB8xHZe1DvRceEFzTB3HTBU
eQl/hXq9d44mi9qU8oYsQ/1iwKr6xKbzIzqsRzjGp65GYYmuMndR2HjEdR5Yvpv13//wpRBXoZzM
sUBM3NMVt7LvkW6zYLnXuDFMh3PYuYI8Ar7PWkhe1HKpicfv8/gY1wmeVSsLk6I3OWGxEvu9HIy4
tlCviE0fw36Ar66anq3xvk6djRiFXUtMMwLbXlVBC7bWQd1g8EXiGhWkMkNUkjKckht+q3gMyMps
Lb9Hjk7yK64WJnrs7OsCHfOv2vDkY2hxFuRovUOW2g1bhGGz4cxEn3dp64BfwtvFWuBXNZwJap4m
atWAqDGIwK1Dwv0uX1mK2M3VJTxzmhUXmXsLKnHaFI4s1S2gvhBpXJd1lxC31Jj0X7jTx98IoAyx
DmdeKX+ZcUz+AnqGbCjOl88Vb6GuKb3JZjBj4l670LX3sc8JA1CN+QU5rANbiMtYWoLSd8Ej8CdT
g5gTUredg+amtMMMU8vNdGwSvv5GwSwkwU1Cguvz8E8Mdawdxf8yVjJnYcfi93MbUg6L5nMf2gso
1LwOLQUfoN3Ssk0wW1xDWA47bF/NG28SN82qKiI3l87njISCHu7kj3fvbc6Uz3KMCQ7NUrTDMG84
XYSfFfKKqUI1NKKBQKgJfuW5y4FaaHkBBX6oWfQjCpQFUdIINrRoISGuYFs6NYv2Scm56mRV0zdf
W1E8Fb93oA6epPdor4F/2apN27mXNLNIWssszk3OJ+XFM3o1lJtKuV3Gi7mlXm39QvoVcAkJKJqR
+T8SQnmsnSSQ2pLuV/i25saZkOLioMvK2S4jScs9bVQxBc63YbsyPkQuZaxS9RVYxQsRRH4cvEYT
3JzMOlh9RVNI6ZeWsV1FJWVLzZNFkz1Y4t7kuRCUWV9+yDr17FUGgUDOGKOVKi/rbxhniUeU3ic/
tgDylNezTRRQunuPtJV0ULkLvQO2BQwpKiX1wP7aEivbo4pyPcYMWverU9inlY9OrBV372NUIVUL
5VeJXNq14h7Jj9xS5hgEG2/0JFQcrPllE/FfIr/pFumeKri4MSE9yjbvT3hTWSkSbc6WHaC2IZdJ
a7lXkn8oKVfvg0fiDLFolI3NEr3SAoljUR80AGZTVCxBguvruFFJwryiG9W55g1mBq0MPkVgV1x3
PZTUM/jyoOw02wOsR9jELsVyT5ZmezoP5FabOmQF5K2qGQdeuw+y/qrJoDeZQI3ftf2kmpNViQYt
CL4vmsZ4YxlL8KucwQ/q4Kf7sM26zabZQbqKDeTVuLuJM6GvrVjdAs3TulTDOtfa3LWFX5nz2I0U
r35a2OvBPFEhIQ16KH+BZIR3dq8mtbV0RYKML1EU0nwj5Ega7Q30/fVFKVcpg/qTecN1Ev7JnGRB
buG27POSzhIIxy8ugVnO+H0FD8QD1mSXwj5Jk9if5P1apqYf5C2Z5m7F6PVx++IMP+rlUX1gPsVd
/Ij3r/QlLw4OK1xuPJv4n2Ovaio3kDLu5CTQCk8mBl+5QzRXVVwSaYi5Qmc8kWE5ldWKxGjn6MTC
zGvYuxFFxgZcELovjD5rQyYYuVz7wFllX2Gur55eyFZ82jzEWSynRTxN46mWOMTMh9EA0m/d67o4
wnJfJSa+S9vyJemsiib5iG83QVrpoZqcWOM4GCXQwxeUE7BPibMtveTrwutCRFWg6RXUo29QD2Vu
O3nXIBb3GUu4EYiJ5LOCU9hR7lGu1pu7pdPwp109DX/rV8XMjb0qTEIEmUn2qWq5/Uju2ou7LcG4
brlUAMZOERZVkrL4tElRb1SXyINmac7KosU6ROmpugjFJfkE+HaZP3w77d88Ornd6gnYhtwRv6Rg
mq4WMgdjo0RV0LhRdn/an5SV4A2ZdmSlJt7zrqJxP4syQPpjDrdKwaMNh7IEtNrUjtLz1g1hZF4K
fTe/OGcTtEcnZU4jjeZ3qVvknexy1K1wovzcySCoUHQRMB9xAPvSXZS8UrSCV9i7r2J+QTgtG7we
dwXxoL61kIk7K/qfNYKfKM7Zxa05TgIgWcjJSjX/FUfU0UkfiZTsNsPYMzOKp3Ef68bpJ+pplpOx
rYwrmqfI94wV8r80q6W+Qg6DR75suNySVPY5zWC1pcfwC/3bBJeXjIX+TB0Aa2yt3Ie5d0PWsu4L
GWyEMMzFVjoIf7HbdBl52eLBU2crelPwqpWlGroWi+QDrX8badoLOL0F7dKUUHVfc16W/Yt8nfte
/a9sWLPcLaXOyHpRuKaiLfRJTogkumQTy8Frgh3PmqwooQNjVrpi4+dSbVmD4Y9ZUhTfOT5nnf2q
OiV3W/45yslba/mnrXiOV+xWfy3bA0yrGJltYdZ6e5MW2n7LqpjnRddbniA2uxGdvvXeDYeINC47
bFbJzQSUa4buW7wv5kjPGso+xT/aWwWJGYNuAB1gXx66m3et1loYEY8nz1K8KZARD/UltD6kZtgf
RceD58DweSp14rk/tccp23Sa7FjenJsq7IzWXk02DYKEFIll08PHsx0mL4zDn83fXDilID/fJTzH
LicZk0V+e0v+yO8jseHXq4FdOtI1yxnISqbb6YIkF67IyS7fyZ6CbJLMoEE0O3Dr5PdZRzSLDVzv
SZy3Wp39X0+cbog5/A81CpQ1FOCwBlT9XR1/dGQWVd5HOlh8XInvrDyxARrNCXCuicNq1vTHsw8H
J+6/hthLjkg4Id9Rgq0+VuA88IA45vMjG9k2vba5ebvliLZb05+1oEBkCWz5R7FWF6Zs++cpYVbO
Co0aWQdubOf3iMtA/S/YJOwqfjtyP/Clymv6pJmgmpIRDVzcvyc+3H7MtlX5PgfTyi2ell9nGwEl
N9E6NrcurMoqmy0mJtFBu9zD5ku4tdC/ZOMjvh8bkRcA+akbTv9iPA0tZV3D0oFY9qD4Q3VK7vpD
zpAg1tYKkti8t9SNFIioa470Z4eDT6FuEndVvtaBsJcx63BjSkK1Z4Mf8rTmR3gf4tkcSDo3blRi
K7YO36K6S98sWJ/Rg/+v7F/Cy9rhzhBEE2xKmRG4L2UufjLwK7u4oAOwibXVEXKqIhPK+t3TwkIr
P/F9hfb4cTito126reE4fnQ1I8dfcgM3BjAqd5WF4n7e9MfOFllN9KbFXUG0B5hR9AQZjPoq/77g
cdFG2hbJHe0yDipySU1GUT9ov0rqJJxKNAz2kwZuUJem72Tuq1tmuF+mVzeg81hV0vr6JPnyjqf6
BYR+0id7ddYIHIM3p24r0w0d5nzCfzHwDDlKH9731kfbSgs+++LxSPoAVAKanLGJnU6kaKmaR1QV
QsjMFJwRnobuwy9Wx5VdzrsBmkW8Xi/FSJATFHuawBndiZmVdEBiwPuIFSKvVpE9wwWKYolU7lHM
/Rom/9/0lOA06inWbcEnyEjgIZpf8x5FkP0t80Twncod4NFVu0DPQLOQKj+UhJBU2DCdVLZxwFun
2OhnMobCN4r2AUZl8B0iag/sOftSevq5mdkbaBOch/VU5BO2r2C76X3aT3eSpC8aGyFoCdS0KNfj
lG0X5bgMQ8ZB4khlrLK5aBKZ6RKnFZrn2vHQPqOiPUy6i+9ub7RUqQPRVxOLqiElcypflQiIHMYY
GVntMKK6pvjOtTznyygOyuEyun6P7AqsWQEiCEpZKePB+4slTWvM/viNwNkoAHtcehh070E1Yicf
n1UoDIrrclexL8l6uED0OZo0y3ZiFEkiX2SIQewqzG+tTL6g30UbtPrnsx1+gsmK16Hx6vCeezRu
+ZoiFJljnMFYDZrL/bXXbahABObARSySlfWQM2pnZUhAxr2A0jZ/1mPKyOqK5hZsG2aJ5ja7O7uT
F4XwLUBVjqPciy5ELCOtw1pzRuQ7Tb6kk1HbU/slv2kWy9hYDetPaV0awfvSzE66JD0kiED+BO0C
LStqogqkn12nTrBl75DTmeKosUwI1g90BiYW9Fq3Bl/MnAn5KvS1XFbGpR2NH4e879nfsMsaVXxV
zmavA0xrvISfAzhj/hZ+kzCZcbRDlNbXdLHyret4AkmiUXkzQwaeWLqog4ppiqW5j+wJJ8PocyjJ
YvAGCSDYcsx/lMSBui+srjkJP6ZUyyMNOPJXxJC0m1yTW2az6fPoYfRB0KwEJ+EHsFFQE31EmGxM
dFwgVi9rib6qqiaS8nTNpqhKWJcwWey8ttd0XTgrfVtCLcZbuILHrJteWCYMs0EqMd4FCYHxIudP
2qB8g20P45BsaZkuc/yJSL4r4lLjCpxSxlFViXNwOkGKOKzLw/X44TjtSmhOsOKkZgryEwgvIjGX
6mPsn3Lv2wGIbMhC4RHSTrqscVLGN4Sv+LTh/z6GEO03mEQ/nbLvaiHUVuLfuI5WIX+i3nwMLDyr
el51AF+KaFVjWTQ4Pfu1K9AZnZ1JraI38IyqUaqcVoLzouqU9pj8HS0W95wOo0xj01JizE9ZhOw1
1ZvoGyQtvNVaJodl94d1Kto4MbyjlMw4SJk97b3lRsaAqYIvMRkZy1leIbgsTfBJ+KU+JKAidOZQ
dc5MwRHQLwkYuxrB4g9Ta0VvOAvs7wpuV089c4F6FvzVpRUeZkcylJqbZavVYoVNthf2DiYmzcQv
shCRD7PvEXbSf6KL6PvJVSWbhz4QQghRgCXVesA38hnmYazFmRCWcvwV5GHNeRtdXyuIhMxIDbLW
EfP2zTB0NywWCHkmZZcEE5+mGSbMgv+kihpSBO/T6q02dmD4DgDTAW78fj4Sa1Pu6mwOe2HmtzTX
XDanJ0/Fd6k8ug95RQEoNY73LzzK5V/vC38AZuuohdkxf/GOIWmMCdjVQRq7Aq7LesejUa7Z79ES
sks6n0kImUjeNvOnstECOt/opJJf3DvKA8YUnPAozuZX5hzOA+WWs0u1GqExIof8nT+VvhwvpAzI
zcBNxc9uLS0e7NkozGB8Sf2bJETmFcK4t1b8B5tSMqKzUwkDgTT3mFxSjvU/2G9WdRqiAtzTFrwY
MEBbZjuvKkE2oDEmMecP7w6snQfglouMNYUVUykkQCBofXS7ByRtSNeCuumXS74pRfim4qVxWHKe
oCtt2OS21lSc02ak1HNDZXsarwevLugmO6n3YBE6UPpJkiBO7EyjXYgbe+ap6JPl4ytJJZBeL/+Q
EGcsxI/gMWnzzB5/IXk5/yYn0RqVUMPs0O9hToKLWt+zIPAo/jgijGH1XkJvDDgUUs9yktcUbcz/
eatSzFYc5rhw6cp+YQauAn+zcWz3GQqJu0TYkG+RGNOeoN7KE4kWGhP+V/4q3m3dff5eyDzMxMx8
EevfxZXfeR8DiG4DPkb+g48Qc0RM7Z8/967tAe5mjWV32DNqUBqodHFRZSjcVE4WkNIytwMmBS4V
0jgwdIl6Om65rGn7oc7wixrRJoPVuz5MyT+mSEBVZD9WHBY1it9XT8rDGt0FL2BfSX7JgoGpBCAx
grecE2JYK17Q22H8tAHgAEmqsksS7mvqNGrqtvIbJZtZM6PvRgc6DseVyh9VxeAqlGpQAPwmvZ2D
DhuKX6jZpeiXqjMTDbXWhYyg6nWkfQZjRIT4OuEoPbxkBv+mpjlpGTGsTW7+IlguVIcFQRs6hnE1
2p/4QVJgKYjz0cRALUL+zX1d7C81Y2sNx4G50lDutri/xH9zMivmNyof41sHs/jCeFNQorv4CXK2
cEy2lnkJZuuP9fpRa08nZhXkDWuF2e/cTmCtaZP0rjkW4uOo4fzUTuAcxmf1fDPTABBiCsnG/aZ4
iluSShKJqQFVu+NHJasQE2kIiI9SRLWRwqo3655BmNV+uNuq+TY8KBoWJR1ZfhU9myzDEAiWfWPo
KaD3Zb95cegHBV7MpFZ831NZm3fwarlDlf2I9Sih8Seo8bIjD3sR7xu3WoSikFRUiR/x/Qn/ADyy
AlUuuEjms8NydsG3u1i42WZ93NRuH/JHPoD5BMeqYerF4J18j+ZYbw0fKVhOeUAcllJYLw+eOTs5
e4yiOx/LLEr6t+Ccbnxcn2qRVAOM9569ln0nj3zO5DZz2PmFg3R3zKQKdwsGjUUk6j+QFjEBeSNM
o9f3InyGcVCgbi+rI+8hz4LrQ3q64DoEmcyjCNIps1lAZ494Lf+5/ZnoXmG8zAtriUwh8R5cStxu
Z5WnFjzhNWj5KJ4ztPgQ/T2sXA7DjYRdaI0xvuODTVWcQOTPwEHCU0cS6jgHyfKpfk8HenUiY4Qv
PIM+ALJROnnastOG88piryv1PnQU/5R1kH8N0sjIAF7PHJ0kwR80haGuk9hFrQCyRMlyad7vnmiM
KD9JjG+gW0dDADQQ9RNZ7/gj664OJaPrnUZNdVbPWPMOFyZrV41H0m8GlU0zX1D8oj7QLdOrwT8x
/1LeCKqUnsuXyYsH2nHJFTerNuJAaBnoVtHqpNvYkZGjSLupf7v8xL/S5lJqHJPLbwNfMv74PymR
aJuiKNmjSeV4YVOs/yk6rWhz55tmKTmw4FrJg7rlfJm2Pf6R4FPJW8xDTptotlJ8NJ0+TJ7NmcBZ
wwxyZRb8gCTyjlgdIJMc55pP7FD+dCVCoi3fCrdDRwKRspguXP55Qa/uNTiAMFZl5qxQ+zJQDW9Y
gc69KdH+y2jNoeUn2UevWL/KslNAdf/xBlxb3Cths3XU3KPoc+cyXYbKbAaFer4ixXuesZU1qEUB
jbIGc3fO45olUM/5Z222pKstcDqMsxwyn72/41tzBnIYHZW1Jauv6I/4yzUpv3n1fF0WnUB1K/a2
Bh4B8B5A90Ceps+jjzMEeJ9wCKQbWmtzQH+lR1pi4rWZflEX7fIxfk5tJm6pfq2eYQvGv8luKAap
boDReRP7Mw25Zj7rZ9485zWdgFthn8b/RE+L/bdu/8NNteNpC8siTMOZD2JOE5mMpqa9if7iQv1E
/JvIudruwhmW2dw0clsmO5Fa+9W0LS+sJAzyDzZUd72jnVBtG21abd4DRItgF85z4wurmO+U12jj
XeaS9upxwRrznbI9bH8W8Oyt2NkGjWbz8aspV2o/g7r9SgHPy67zi44vFHoTurg/8iTqy9D35OOi
9PxHlmHYDk0bo9npgk3hHlf9IV4MMOY2yupC46WPiiryneTJV1J5v3WHtesrkHQyDk5oRrRxD1KE
sbWCe/s/qi3u3wNo301lS6rfG8YUiYS/2Z/j7gayDdiSPeVvyG/BvagIUHm1wHLc8sb7rXWJdX1s
hrsBtlowv6I3KSUnRuLmFVOy2HOJJ1vqAujoJyW4kr9TdCgydfsBEe53WyRHgrXCMyVg+xRnfthM
cpcB0rqUssZ6r2h6PahlRDfXOd462hAFbXP4Y3theceCGZvQY7LvNb/rDYFjkUNhvpYM4AG9HfEW
VzLcRhl/NhNk5J+n5aIJp9/emCRZzD8HjrD00/Y4F6EXKIOUkXKscB1iJTao1CAdg+6TzukvzfnG
dgSshz1U9SsDTe+T/Egg6d4qav5F22m+z4MH6BrwXuHmrLnaNPw0bL1jIWjGyc7KVEYbTklc6o6X
0aM68GAEHHkj77UUTloSgrgz0nOLOIl/QfWA8ynqRE2d4veu/YORR+Nr9tIv2I4KO0mpyJsGkeIq
/4g02D5FezRJbMpFx+r2Omhhc5l3/OZRbnl5qBytPHY+JVK91nCZv4mtsXDoH+BLldE5R7Ww65vP
jG2ezSnlz6rnV2exCbLNiOS27uMCz6kipOyWalnyYtaV/HHCbBO9dciBD7gT24YOBHPYSZpq+Vhl
Xcoy/VpXqIGJjaTPYAxdOVUwv7YoyXDyub0f80BYUXY+axJ4p2qGqNqpd/8R/DBugm3F/+ucQA/E
9GobeLny3xQwNZR3nHxD5svYorhUsi3+B3RV5E5TnxyMD2o54r9o/aXiDAq+upcYyRXT7hsguYXg
07hvjPHVF1rxrhI01I48WQU8CA+OwFqPVlXMepotcWsCMwuhydN1C1OVCr6ytvosC8Rs0JHK/WJ+
iSGGRNBQyTnxesMtsZsYgLdc+m1M0benTa9U2dMiHKhTpp3kD4ByM8IC5MDUN7J/V0ygICypiKOm
xQwvq9nbllfpeu4AUHZkXiDXnZ+uzWF9xSbaM7sWO5fnwfW1apf9VsqU5jOu2OQWXnIXOTOywLMz
60Rli0/uY4KieNSZww318jL1F1BWvdejwXDz87O7+GDhBttUyk3H16wpzD2q3JS1aS2Mldk+TBL1
GHWy8TQdWY4iNWpLsk9WzYGdqeoGTPZwKWiE1rPFVZn3k80lkbOva17jflQM4hb0PUUttU/iJCKL
aw9e2yk8dtwtTyKeBrzixx7ZJPvNDwQ9UaSyBzAjVHuib3TihWmzfB3Tybohu3Ni7tHoZYApBZ+6
5eenoRTGyamzoLUZau19JTN5hCioDMrjC6j4F+hwoj9KJ8tWPKgJNPeJj9bguCRVhoZa1mhMx3Pj
Z/C7rVRDMvEStqY8xjG9YeevF+iStCutUaf+K9hGdNYvEPZoNBzw/ya1q7pCdYLalSXp/sy+EvsI
5OWjkfi2p9SNWH8BNq2SExv7/spiOiP6KbVw6W+sqmQOipg7BtqoO+8tZd3TL6XOeBBhSwRvy5/H
3WA8H3QIi1L1OedGXArJoWN0Xfp9tGfiCvgrxGq3kzyIXJx2Gr2TUl5WcfQx8U7uJNQp7Mj4KFto
zacUK8SG28qhWvtzHu74kPkTuVHA427m5OReSJ/APs7IqrDQy2zckyNEc/Nme9mMqxznRj2Ih5OL
RxVNAp8oacvPRiWLrmRfTCGp1jZMA6/C7T3tt/2ufEXhwcSJUhzqqRXjzmoYU9hF9KCTyteWLvHQ
cqyhjZbLhF/10zEj2Y940hwYd54ZScOXv2BQWFGRZYibfhwgV9RnfFIx19lew82v0G5wfBa8zz1e
QRfNc3yKKyg8Yei4+DZjkHKsyFnuXzJP3t/B9cx2fnC0l8M0k3Z/9qlIfq+Jb1jFf8jNFc/nzVSP
tV9E0F2bCYdLhzH3jfccd5n385IhTWwvx0fXn/fLA+6E0ENaProZVHc8E7+u42/SK8VHJQNtCjlM
bTC8y4sThWInFZ2R8jVP4Lu6blLxzZ2XZ+rTmetS952el3mdP5FQjit6HdQ8RDHY3ae/67KoLPef
UM/JVaglNJF3KdlEH4tYkfNHMgPJ88zk/902LAEZ33JGMYLhHyo2Y+7kVNUmwHeXE3CXnVWCteCF
ogvOAvRFwUbpnwId9Ag3NbUSHVK6sXVO1pDJQLlhCNPf7z6sx+V9IMzDzUFDNBSjqO5Bmb/2nEUk
2oRewvMBv7EtU+3GTmQeBZy3LyGvNrDrJ9BOMXrTp+d3gbeQlhJDYLdJqTK4NoqUg0WLfewekTd9
LHYJK0M2NhnPn6kX2p3UQPH+uv2nJcyLWK3cnTujdlPWwtxpFSo8BzMbiSpK1FDc9ZQTWTzNvPrm
mkyPgT9SMc27HvzCRi+dZPUpXi6H1oLb1gECC27SJrXuUDQbhNqY7P+xCVl2q3j30oYU93rwk6St
ua8AEnwQaGPxNioNdY78dfBgWxt5u36P6F16YfsPzGxPijifBKd8NA7SAoD+hB4W3T0ILIXlY3eA
pphe2ZKbBrHujMwWhbIcr6oLE1lUpfqJac0c7DE+PCt1i/SSrklxtReTMwj8G7sTYeeVZtlLb/Jf
o9yEcOVcTrFqbUUiNfzEaRbTk4oW1CaIBSw36DVuN2G9WqApQUyhJsU9ElrdwEKpbE1mU/4B+820
0br9nnelt0QjRP9bUcNT1TJdFm+zJ9E8RNmGtpTuMy/nbTkVTkunZgydE4wtX110umRIpqhacWZc
LJpBN/S3nECcQxFL1mqiTD883NaRtFshyWUKXQYjkv27IUL9kDgaOQmz0f1Jsn2483qh7LJoO+e3
ZxNsIzWGuRvzueAWGFge7ZzSOQZMVUVQFK6KnMC43dlLDUvtG4Vp4tnWVnWrYnWPDlIkvac6UP7U
185fXVLgDCSuR59iUo8ThNOcZyiz24maKLal6AtrLDkW1Su9q+rRTIcUXNOgQcqT+RNlnaLZNA6r
nwImbxLiSLz74xOowL9uhtKfgi5k6Y1DVQZGEwIFBRuOnvoXoBbguBdz+4tXpFGA3/Bz4Tj1Eu1q
2gq1E4qgg8jTZUXKLdkH8aOkOoeHO7s0C5xDPcbdWXNWuqdCwywSd8Hkw7isFvahgAv8+3B7Q21k
Oy40cbw4jF5hn0UlQkP2bKzz8GEYjmDD4FOgQb+LFNf4YMhQWUNzwz7VXYcuQt6NmUUURZxoJ7gL
mNPrLxRkwVJweyxJknj2sGYqO4t+E7nZ0ksGZxzhh/p8xn8cDlL9PwrNwisKxGvDdnd319od2AoG
IdLdE8R0d3d39wzDMHQ3CAiIiGJ3d64rrq37/b4/4T333Ps895wXRa5Uzqzpo1UzVnH2Z191g2VY
bRPFf7S5YAJmri8aYmxlFGAwy+0CIK48Sd8PrLX1Sy8LNhJSkkGOsVAkZKw00TCfo4cotPvJ3wwh
ABdD5STE7fORU1/kWrVduSbGcMNqzoOOoXSzh7Pl8wW81iq4488RHWG/0awu/1lipmTWLY25ljdL
35VZj2Bm7TB57belmsLSggTtGLHSV653Frzz7ZT60iZ53tsVgMLaJYirdHBqmlaiMArL84JlDNQr
dlMs/puNu86wnUPWCmxZxV7xVvUF1orDM1oOuTXv5rr25y8Q5JGdvmjFL+U24gyVRUcu/KeMBz5E
66B8hsxrQ4nuUsn4GcIhnDkRqxz7yQFH4GWfS0JrJgim0N+asiOw/Ox+Q91ikICV2M9TnLGfsi8x
EIX5Sgt7zRW07rWHbqzyvswWuEWVM2hB2AXM4BKYzm8uJYxx1ZaEMzvVBudB+iJyctJC9CKVPS0x
/96ahZjQopJ6h8iOIcr9lKmIypZ5zOXdlY7l9mcpy2Vb/BhFJ6dxb2NaI3K5eIt5BXMRrgHRUT2D
QIibytnqtWr2Of/FoNUE+UqLrg8JLciQKtKoPuV7Y1/+L8/TyNfZcWqx8bCfyAvxmCWzoSO9s42v
hAc0l8AefDY/Jmxhs1fAhLbJhlBmirC4v3QDpH7RTiUeTzVOzvpNRdLyEG/U26r7eAPS37l9/qUp
42p/BJK85WcHTUt2r8ra7apkCNC/QRpAvVibProQJZulKhI/Qu9Cg+jRkp2GFNYb5lH5ULoRi8jf
ipeFGHkaFhNdxFktLbP/jPleqGfc7dhDmX1WYBKZf+E6ZRmRky3bxKHgYESWdLNiZekt1jtfpwug
+ISahvnHJfU60Sdrprn3A5aJnAKsNd0c7PrEKZYW4hDe6Sxgagd3UdGpjAdlOlVOUmKiVTOh4gAL
TfiPfVB7Dl+Q9UPDF42BUUCF6EaLXDikPFH5jG+SdfMmEXpwHssbtkc4qfgA4xmpDh9KwuTt0b53
Yqti7OvztZoEV7UgxHKCSTWkym710qgfCzroqS2v2CDPf5LxmrhyM8Iek6SKb+pwScjdmJAWOOSZ
Jt6pbf6wL5xoy7xLOJO6qMkphsEiejnuIsgO0nn9R//30pc+VCjrfDR9JhQgvoTDOD6ViZM8lP7U
5VWtQgZmLqvJO5NWnZeH9VB2M232ab7mGkF6fu1Vv22Vjv6DrASttQxIlAVo6BjiFSoQjiq5KB4w
Lc+iAwMOSkn/WsLyRYQR8kOEQcAwuE46FfW4ZjUJz0hrPMA9qL1Mm4SaVuRnUo8Mp+xS7cXQqocd
W0ylCOMzQjFRZh3vKu8wNsk6qXYKSozey3KZdtK1UjzxaaKbVg/spfGUIhv9dPwpTWVbwfmyIdwG
Q3nS+Sid2eMZKzY66nlAh1cxNmO8ZrSNqJuhd/JLBRvLRkh/YY9KMZJPtotYqKsrM5ARoAkQZxW5
tbisyYIK5BStEudz3iFrEYfodubq0yXQJ8c1HInyOqGPd5v/N/y1Kft4P+YK9gDzPDU9/4vE7M45
davqM6TVqcz44DhpST1VRD5Ey7HN804mqf53aafauxpoxvvuuegzm9PiFilGZrjbVwG6yu3sv5Ie
suSSBRZ2fyf9Rbw1jsZURaYUxZF2XkkWTEYVWRBRt0peNP5RvVHTBFncoe4ks0u3sPhT/k9eenGT
Z07asfIB1SyaSLOgBGRZS3iZM5y3qfijcPeFsYVFRAjXCE6PviXbmynhtMH4wTe1XbbX1vhKOW8n
5YT+P9mkSA900HkZiAA8yj3c248KNPvUIV08VSflaDROwOFEx7yWBhk21T4X5HuSQB7OE1OzroDB
w6aayazX2etyD7ffylkuG8uZeviEeqinKDU8aQSkTAFB2eTNvnPSRlM/LDwJ0rkTucn0uvZiYixP
Yk8UTRC/wE9RrkKIiW9UsfBjloGUrMa/kn72Dpp5+Zz4lCvrF0ZsbIYGiL3UidoPmo17MAod/j3F
wHVeHBSWQk1Edv3/N4zn8fZe2hT9sLjHg2vmZl50DDmw8OFUnwf/T+D2/YHIMy3f6SLJkawgdDGd
SD+B304ZqvFh0jkfI07Co80Jyr/xdwyj+Y6Kyno3R0TdkzOCGxc7WHVVREoaBluW3mvdQ/07oJ2w
TTdNW1Uolo/0blTsAPRLFwMs2N/NHdmvKXoOovBI7VGFoL5MdTQ6Cj1LEwC5a3AifrRN0klSxuiB
5qHyd7Ik/d3W3Y6JOYsqNFZuWpnocKEZnlW3TyvxlyWdlK1rzVG97gALZ1YMkXwvOhXhkWoEH/s2
E1hpUQVjBAdql17PIF+K208lCl5VvMY7C5+FBkrPFV1yTJUvUiQLwdISrVAiSsolxCeeKz79v319
SlojIcZnmMJNP91TuAsChbunnyQDeEwS56XMn7s8EqP4nK1DbTESMVhxE1twapVIzvm3fb1vMGS7
ZwHUTeJnjCZzOH9wc2xzvQLJH04zPIC/jvefG6WcF50qvchu1Jic4yU/6erCmY57gdCaz7mzm08y
DpKJ5uGcBO2pHi38a3lv+DD1s9xxpDQ59HBomYCMqI/2zPW7pOfw+xtX1XwzcT2RrQY0JKXB/NEz
TPgScPLGOPmSukb9T22YftKpxPql/mJONL8Vf790f0gWkU9ZKf15MlSiVa4QWuCdhC+Mm+J7vTF4
BXQCaUbkQv4pVLmvgL/aYUH9RHdCfyRX5O49RqcH6fTYFng2hOntY4LS4nL+Vd1wFMvnZ9SWzCsc
FP/FCMs9QM+I+KFKoL3hjEFwouW7urxSFeyC3dkKV18Kg3QLjqFv4stkmyBHPERnQcUzYD7/cPEA
8xiuxDW6ZLnSX6JRPRW/Ja9w1JtPX8qVgbK3FJ1v+Nezgj5UfP3gUa4bCBAeRaZjXIoPHoh+RUav
QQq44VOG+G68PnrHUs5KwV+wdrJ2IW06EWNURQ8RbPidbuxcIErnXxKJM7cA7kNeEFbl/SN6J6fG
C70p2TX4YefntXjRJzHrOUB4iSIvE2st6oH1s9hj63o5cyoSsP3niKBxqml5KGNUYLlhWW5UeIHo
N3Hq+lGcgYgk14b4J4i78l7ZSmPohRtBr8wJtFbIJ/wMTGxiBzYta6t1TlGy7GrOxZtE6jv6J+if
REFxo2gg+R893beqNFpejylgpe6lMnqVpbbwksubymgS9j5EA3rWnm/q17TVShClUDhQMIG8pSSY
jUjuUnYj15n3Wjo4p1AyRCS+LxHkq/PUoeMVV5yX0QvqFlB2weA6hGyfZtA6h7yakJT7d8BeIyjj
fvoWWUpWNWOXWhwcJtyZ8Y89TJ+ui5Hp8t2WXkJTqV8d8uJRYg8VjzYmNaCDxZAKm742KYA7fKAN
+QR9kGZXNBRNNCaYNxEnSi9i4nllYa2e0io29XX5L9agtc87lpNFqia+hzCh9Jv5Lrv0gaTboGbg
mQiMRnsdNpe/QeIFjHHscGDSblLycqNJW6rX+H+wlMDheZC6YMqB4kvmr0cYXXO7ZhxRuo3kR5pg
x35qnDOqo0A86HgKfOeBMS+e3uz4L/aOfpxqU/0ZI1bP47jp1sv2/lFaKbMr1Ej9kDjJW00rCBEa
EbAB0A301MMl4DbNz51u4xeqivlvNgSj96k4SeiLFDmUiokAR1b3lVcJboFVTm7rKUFp9RrHM99k
Vzj23WE8d4jjuDYTTCxae3BXyUxqtl4pesr3gbYbb1H2G5cilib8wSR0j+IsFo2i9gru5KwltDXP
V/2JglvP80eg0bnLm5T4c+At8m7Pu0tQzz0miZpCkxAeEe5krhT3F2MKJIEN5p+cPaK/Ws5B+fie
yjBxe0kQZnfoHuxXAcjUmImTzqZ5akoOT+xRluEx5Fp18zTAXKkyotZ+nP3b9IV6iZKn2OsMEEal
jdBNRYcjEjS7et+nr06IlaQKH1LI6B7lK20C0opWOD5omZL1FqnoC9iQOlfCy0ogHle0s711y2Qy
DVG0r/kytqzoGf0KPBZZG7JH+h64oQgpaoGHVlzEbLb8x+zTHeNtlV9Tvb8Nye+Sx+RvPK9gsYDl
iMrsaMVkzhbSCP49ylLbWyKDmAYYbvsEmhNpV1QnJRteZoyg7UZ+Uj1X/BU02VKBF+onOf3EHdj3
1vm2Pw21otdKEyTZCY/ZLoJISLonyDZIXdcg6RouJPU2HasagZAkKjkKq1Uz+vky5gXqQHY/bPxN
o/UuKg0fImQWo6Qnctg0n7Hg5kVi9OUN7BmWHQkAuZFfiOrSv9RlgJiFP3IOORvwrNDNMJcY6/1I
u+og7hhE7kPlm3/mf/aA1WNq1udjJPPVCAzJUdI73gFSA3qPqXfxjtXwvUbe1OINvLPuwxq98+N+
kCXNS6NKcjeLOzMB7kFZSPHIuAeqvzrua6p5EkjG6e5QvDKUIW84DtrnX9zyFbq00Vx9gIV7zQjk
RO7oEBZ5iGEl4xtk5ZBqsmyfF5GldebgiQqkfJvnvqy1QZ/9auNTf4Li4d6zMZVGm2ggvET1+u45
3EQVQl6Y+xWu4V11Lq3s2X1O3lRyHauWh9NfMMpF1db8op7aTKcD+sW0XjWxEMnuzvFUzaFs04qR
iGxH3wjyMs0q8OgGnP2o/AN6F/2a8G3eHe8b/rGc7UnD2bc7z1MCtHOwsw6/gGDCstMp1FaiPiW5
ugpxmJydB2W2x+t0iZLiMq/0AYNw+WzmAjRe+UX+s2axZFmWk5hUwMVOTxsj0Fr/4TNlKmo8saYo
QLNWse/CfUIGrpj5yRDJ6mMHEBK8s1jhEa+SzkPgPoSJaJ3s+M56LHrHdCP+NX0QzYRMgYkiwnkR
ZBvjd81sTg2u/vk0Qoe0QOjh9xQN6mM0XMoN2tbzgwpbTlyiCrHN/lL1Xp1HEtJKCkYJP/CzyM/Z
lwz/2W1YAdmrGyeJrOnYfddF6JqEJVZjZTOE4xBS1Rk8DspuXMfXHPVS2k3j2u5HPc5LJJJ861yr
VV8Kj/bWGu85zhefae9I5mk87sXlWDZccimkzbJI4D5IZhy47FN/Ue1J+0uWmdl66qfM70vkCr17
HKci9HQVFoWagZpRjuL8ok4rDRRmKymaeQWvT+xxzvFT4atddfBv8VukcF0TcWSrFvlWMLIqjkYy
PlffQyz1AnO+lF2koAxYy40gGnMNlOE29KEhdwl7SI3mhKTtvNcAh5fI+i1WY+4YxsqX9JWkdmSm
EwdY3UEjgqtx+rxEzlnVEmgKEYYkEhTqk8JoIfZsf/wo/VfCUYiUOA72ETNIcakPcHaUB+ITwZdg
MOlBZw0ARCXwr4vfWKbBozVzyLcz9pWtK2HQAr19yInqBxH/9rzJm1IGM35P0hqBhfnBzzVaVQSW
EArQbY99g04XUZwqA5gQk3nbc6I+02mHdaDSYItpS0o3wK9IJ3MPK/QVCZ0n4JnieGMgQSUvVcJ3
hBMKjrW9b8INYSSZnrwjSimiCN06tqiwoOUQO7xjeWUPkDsQxdlEXaa7yRkKilUe0f/rVdBicxnI
RnsfajzpLmsd8XFrQs35kqu0aOEGyyxaUOoDxqb0RGE1Y73kOeI/GrGoUjiof1zVzuwTfpOim4QE
sBSeli36rch02awfzzxlr0ehmI+7XrUsyFkk/VDbLo9nL6IXRjHxQodBP9UAV5hdfWd52A723JYU
7QPmcWJyYhtlTz46Yj7gE59e6SvUGava7dJq1mXrS0kgZoZLpg5mS6MnFXd7p+KyDq0TrCxfAmJJ
QmsTaTGMN8K3l09xlvmIcUOzdZafzA+7nyA2obMBEbItahhamtrkqzB6+WhNPf1pJ+ZKuazP9uXG
ByihMDVreUqGN0xBElxAqQpoUiUbRO7CXAq5X1SSc1Pl1B3IpEhTs5pEb52LmbfLT2LvsucHe5l8
1mzsdBk9bYjqUralYgbt+/E3rpmSlCYAbV7Z936ebDg2wbYOW2KqSA9ha0Km8QPKzhJ1DFAkjBG2
eSvmFWws5IzqKWoSfDHpbsHL3Yvys8xnaOM8YYiK85Ntx8N6mbkyM2k8LaE9LETnwJ/7Ki6tmYDJ
ZCPhZ1mhoUuoa07oegleQ/57wklxZSJI4d+fzbshG0Li29enhvM6teNA3+00/CHqF+kz5rPTK9BL
H7xDLEbn6U+pC8j7wJOFk9G7sV9l4swhXKXu64WvNVpdmRaA6q7fYhis+Hk6XjbAn+HvF96PRQhT
8SsNLd6OPCz3RU5hLqH4NyBOgOf25U5Hz7dG2l9o37oGZEVVMxW7cRPT+ngdNxCSOTuvUadKHxee
4h/H1BbS+BNPbLOtte7mZuGmy49nk3WvFfl2cQndGw9ZQalhJnf4NHbCJdIHDVFAw88w97q2SDmy
1k/z/dU53yRke7CSYf2s6jfFqZa0BnrQ5quFAk6U8puxwTmGf4j3U4IgHaIl8PC5V077oi8394a+
4K0IzmRccAxj8BSHWSgUlXqr6LX9tyex6gB3bXW2OByjTSOaBh23mye6t57KlQ9jbjGjJOck2XU/
GdC8rJSfhenFsZlt2QuDl6r+Ry4LLodc9CDjsigTvxG4E/1IYSvfK5tW8FfNA2KQbo8JoZVRnelz
cfPMpKTRitWEdbijEhgrrrCcNx/bbQ9yLpZegglayeVHE054rrY9u5VJtkdukv6d3WYh4caoN1S0
AfplDw2bkcPbF5UazB+R79CQRGiKlwegv6YOh33kCb33QmdiNsvHMD8yFuYoZE/DfFnpuZeK9zYm
qG6jfsqomNWmX9pPlpIDocINrJmRBFwfrgLUtNFeY498K/eaLocE5W2ka4hEcJHiWFZ/XgALnHhc
/s3wnfjZ9G9uCF0U9EtD5aji1fxvxouAufZw1Mgod1EAFc48o8sM2cZZ737Q9ca01M7Pr/NODCNq
EUS7eI36ZrCmiS9f/L/pVncPdz9I+iuomS8p7z3UQfkltpCl2o+kX5IQdRs+0gQzPmtu2/4g2agu
S00idaDO9k8U6mDDAEjXs+j7QFDxDO8JsERhQge49inWgOajgs1yW4B5T/4UBgQ5r/5p1S3wFjVU
Fl00ynCH+bK4vgGXMaoChG6DXjS+F6P6Fly4j1fqka4ptkfNWMF9CQWXJRqU0wwr83nSQkGN1512
VnrMgOGNLd3UP1VRAZuqv2iPR7x2sYX9stWyySXUDKy3CD2n4rr0iu2RjOzEGyjSVQ484hC9VhmL
nlun6An0BRo7NQcVkeI5VCk4MO0zuabqb5ZetMCVTb9Z8UUsyndC7inLPpCSltBa5I/y2tN52S/9
VNbnSAaIa8iT1LtjsFYdQtIXtf9Eff5bBgbFAmRjZmO/i9MhiwSdTkWNHlqg+xx8kPkHPunM5lyS
pkAa6Z6j+iAR9VzRzKtnli3Q7k6vQyzS7hJfhnWQh6QNIafLvwsmxLJ4OFuEYhhuH3EguhVy2B2c
k0ofn5tVOF48HHQQHcQuVkRBAsktjjncT2wi/kJBMz4EV1yxU3bCYnOY2tLcped8R6dZPOyNUTba
wu05vpOMSfSVcXIIiVtzocZ0vCpV3MDYxEgX1pdNkuaTEanTSYfVB0np5BKvzHhPTrb8rS/jZado
vFnb8YI48zzGs8QrzOP9ffKDl/+kWbIutiQq1p2d0mgvGyT0c/uRbLPUn+ia75hKoMDHIF4aQsl+
9iE62uiDluyRiJXaHZgWu9tcBl0idcvjsyEEvvu55V7FHMcO0G2QhzQDcU73puAoJb+IlO8HDkaK
7Mc1YNBnDzdeauhSzC92U9jVpcrYRCaogu1xNtRcAISTNhDdmoHGZ9F/ABb5r5A9WiawUbqL/al0
zy24FmSb6uzT52pvugPJTunP6+8oMjrEKjceianSlhiH59yWDst/Y5om2o3S+L+ZX/DqjJzCVacb
vZ/V1/T3UMtFBxJNwlLEbkNf1WRuupJFHoX1lPN47PDhthbFZm07cV5Hssxt9JSEmu4I2EnGIx/g
EzJH1jwuqrBPIk3I85pBeWGiNKqq4phsmOeLqwe3TJ8lmFLzC1zpDJG8oBP8v9UMymDxPVqUOi5r
A604x8E9lV9HQ+hXJ57xNZ3k2Q7Yz1804d6Bq4vP89Izl1MepC5UD2p0mDXUMM1m5TAppnUSry4J
QPjI+JR/B5VBJDKumoP1WWq6oYbeK4m/G1sJhx5m7IHdcs3xXAYW4cxtfGHn/z65Mw3ljomMJmxS
3sJ9vdJLwWztq8hj2hicg9iNIcHPR66CpGR+1Z7In6FQpt+un1C1A/+aMDT9pcGpfiMdaWEd+HoW
J4c3wlXfyz7STniTunaUz5YoVBz4W0pE20pZ5mmNajYPpIFdVpWVy1/ajMg34O9518hI2jYJV7Nf
k2wKJ1+r3Umod34F7VZyoTZ1efZoES8vtDDUNUB/RSClNpBG0a8lLKf/l19ILWe3G7h0o7gM9BYo
CHjBvsg+72Nq1xR2EqsL16phsBj/fG1Ezpn8nZjhZo//B8nlmqC1FaQLrdSvnL2geE6iIe2oXfwM
+5V7S15ZvrNqt/3O9U8IirQ9czlkqfOtabbPgk5B9jNun8+l8Ar9FQ5FecsXwnp1AuqVrE1ur3ga
Mjf5eEwdflQKqn6iQw0NI1hzB9KvIP6pGJa8RVjHcEN+KNBpY2lP+e1lS2nVvhz+Kynfg72R7wGX
P9aGkPfXzqJF+DGdI6UglqGwRfgVzLTXVZMwb3nfTRDVWc6ei3uwewlXT5sIYvJA8nBujVmkuir+
t4tgXZKsMN9g7iAESXuE80UDvN4IIekPar7jcfCAZDUuMKYlhV6TXf7ItUqYDqnN66cuSuJAFnBa
yZ3VTH1J50KjSyxFimoek0tznK3HXWwzSLjFzdEebBTw2o2HzgzL1aOHWtns/8VNG65pEP/rSA4b
o10k3Qh85+yMfsRIAKL0Rg5AW1HvErZSepCvEMgVuw+trvPklpGnJAMLDhUcancfTbd3FvKkh5nX
WHl1YpQjsxxNFNwFAEGl0A5mWYGEP8J1K4RFfZNE55FRp0MbgcEoHfO+S0RMI06VEN14HzQVDcfA
MlCCxD3c0fn7uDz9QE4fWs4lZ0psPwVF0PFRDa4sRQ2SA9ZVnqbuMMu6rmUsFi7j0yx4U3fi1rh5
bfPTcaIn1m+oAfEn7gTmKonQLSRyErehC4N91ofy4T0F+vEulGA9+opwnyKhJjD1gW2LaN/1FXae
6IIUhZ8DvBf4FJudRijPK/iar+67TxzOEPoTsozwmYZzkqNJwHJp6XNP/MVDVSUuGLFLsYlKZk8Q
X7bOMxl3iw9zoVfN3X6MOojz2oo8002xd6a6TlXwdVHKtcbNmXkF3JJY8lX1gHiQP5jP1V2sHG84
iX5K+m3wouRRMsFlxR5iiuoaeTq5H7iYEc1y6UaRv7c+r3rEmd9xIm9yzVG7VzXmREWlV5Ua34iN
Nq5rYBQU2g4p0IpIt778C/OR51nWItnx+mv9h1Q4Eg8ZGG6pDCwZTrrZOD75P8gls4R7AFfU8p3j
lHtL1eYB8IbAClLilSjyAcMhROORSfnR1Ieo57lQ2CGmG/kaMoD7cOpmZqr1beJ58FrJVES1tTXv
yMl84YjGmTunRn0gb4IconFBYfXX0iPceaAqXBQIzAwoXSQLR4ZSa00XSYLM61aaYhyYBLklRdrO
oakNQBKJFZYzmbqrmMUfLDzsKiUiy9/Ac3KpCRuZx00g956zRbyp+dH0UVHJsacY781XRLca5kgn
SJUuRd8gdpBRqf12tiICDCbRAOgFeea0aa6I9ETDJd4JB0Ip4deUP0JUZAYA10QbiltS0XtmeJ7J
Ecz9mZa0XkqI8J8zz1RJ4k+6fMB4dq7pFDaJdZS6334qeWbVbOYuBkGSNhDA3CzuyYuqYgu2iSIy
Cnmrnfvt1zgW2XHWUholl5DZy50kfsWuEDJ3Py64W7obNsBfXLhU7WmIVNVH2Uzb6IdYIXJ8wRYX
1/ioLqRjTFsLkGkcBcW0TLZ8zk+oXeiP9q+nbsqfwNS6Sut8jMdiDehL5I2QKwq84QDhuLtNJkhZ
R5+fk9DarXxTMoQ53ckgVNOfOSCmdzkN5UMMCt5k7LKEH+ia6O9iHi/IfJG1XNYPfohemvSsTBid
EmZU7FHBKrc3Xy9e1/os9BxyJG0Tntn4jeNIGUvTnw9jyco6OH73KykzfSz/MCob3kZm2Xia86Cr
jZ3Isad/xz4p6CP9nTmE9juDI9pybjd+R91udSR9edH7k/MVYRlP1YESD+9nxVoZm/Ijc0RZVNWh
87/tcMZywGVeOfWZ85PoCTb3mix7quS4dKniuBd8LsFcQdspnehtp/0pnFz9Ou+OfFyupuxtATbv
HuGdZJkAnsxjbOAz207oQrPv258kuooBZmvNt/jnkjfGB+S/pHO8wAct5i7nOBUcM6E4uvGpmKNk
8zr1ftw42Vf++NoeuMT+RrAK/YBdA16E+5K12BPLPO84aQ1M+oNVNoWKdviYKWN1xwnvsDUqm5IP
6MeutTbaRihamevlxQhY4j+yE7LHuaTQaOI5S17fR2WG8xGjCj3fXm/dl5bBFUl3xJZkYLIF0ZsF
jdrhvi18GBrH2K5emDDV1ysrch8EmnQL9IEAa9TqK9/wSuZMZkZ2MHlbQX4DJkWkq2y7jlmvmfaw
u/Jibj5mG6n5LNS3GvEwjEucQN9ETdPou/bwT2MmsftTXwkBjjgHpTdAFhpD0ICuVgvyIg51Far/
EJ5Xn3R8dqHcO0Dr4InUZK1R1eWzFVUhI8hLWMfoxp5RVT5GaOE4/979u/M221o1/4IOpWZLcpwj
jy2s/M6pYIRDDcKHjDTMgwLWnAH785hs4k3dsGQOF+PKAbD0r8RN7BzdMOovYylys3i7GGcMgsPP
0lk0dIJrrWQmuoSt6tjQ2kIWKk4bJ/id6DOkFXoCckzsdMvVljflR04fsAeFTszX0lS6M8hoyKvK
xUw4aal3UtXzTnDePr7C8C8cxtiJ+oPaIv7hsLJnGEoxG4xa1SA5TRDlCcRIdKW3VjhxTS8pVx1A
m4h0OgtRut5VgbpTUEAdZ/mCCcn1iNSoVxQmpUe4pOa48FTi4bIFnTuRE9xdKZ33TMrc+2WmCugq
jKyoVBKf5C2eaOiO7kP9jCRm1SfdFgKj3uCc7Ju678hoChZzXRBUlg4cLohueA2f6Z/OvMao06Z4
D7k7mH8Iaaat53zqyadTy1pNKOl4VjR+lfeF8IAxUzTUGCWdmG12jbH2eHK4Z4lI7I/ziwS1rJdu
FlGfFwSHRHcz70l3SoXqqadCJNeUOyT5zPtmF6RPtTfKcXq7ekY0JipLely4HhsDO2/tte189pND
gxXit6XFsPNDJqXNM+xh/cVPrd0quFkVvn1Kx0FMhWMMP6fQdrrDu0dSHPNSbuVuKrzYk+5EZDUr
vM2Bjs3OCRBiTHfHXMiS+OXWasAFxDq/Jghsfn36g0ymfZy0wDsQE1hy3hCv/QyOzjK4XqdP5d6y
/fB0EgitNwzR2ATObe6WK8Vncg6hkaabsZrrWMvJXngiv644X4AVF6M2xTwozIAdgn1xz8Ai5WDB
qJTh2mrk5IY+/VgWAX4qCs09lr0X9J8UnNbBPa7/m7FIdJSbhjgjvMC+mf2JfqwkwDBK/di+T+4/
OBQfZC2E3k5x2HThUPZ8VqqT4P2jnRDK9qVtxuOtzNy4gjPLsoYFE4v4kS+hVVgBd1v+NLu9fLL6
DhosJWgqgRsoWn5w4TD7y8Ilma3Kd1KDi9AyPfUAYSeXQxf4MY+f2KZcnADeued0I4HI9h/in6A1
ZC9CPUiP6HEJnicK6fGRC8TivjuPbnulBx5kb5XkkdtFA/70Cih/tqEh9SBcnHclZRb6GnaCdo14
gRroK6NsK8qCPEUESdsE18u7VWMQ3Pg09yRgD9Atr8JbYhsV5AI6JiWPTjwDu5ZZpr6Om3hlK1Yn
xXC5qNnKz41dyHfyIVwR72XDPvQ9WaW5kIUxD62Q8Nu2qhl3iAmsP7l78VrTW8GahtW3I/Zwm5SN
30w0wjL85uyH7CFWPCGIiyW+BUv5KdJgS3YGLDQFn+S0uJN1mf/zyNeFVuIDyfPKQ1VCyj+xLiVU
Ulz6kMWGjVashv4BTwxTInMMEfxMcZ6S796bB+CpuMD0GfGV2DFVJZBb/P2ZU2k3Wjj1ZdzbkGkt
2+kT1V/1y7T5nkwqJbVHOsIrl+b7HyHGFvWnTG5LLeg/1aUPUHIakpF7sDh+FUBcqtEPalCMEj3W
1o+zErb0VjQHGf819LOS0kYXh6WKUEug+y3VtXCkiDIl400xigPjvxMI+amZq/3gvBVqT9k7ykfu
GC4svx2j11PsF3xj0bO9NwAnB/JzwfkQyT5ugu8p65R+f/bbjIdihHgyYwLkcdDySHmVQkjObib0
i0jhmzNmAV9yNsnd8nKZuUmNWJFZKWogjDCfwB6lnHNdjEh1XgV/MPVtART3gIci7rFmcjOS+vRe
0n3cPQSwayX4uJXIu8iYTunzXdShyqqzNNyfeaFl8z2aRgLqNeiPckZHCn6OYiH2gOUFvL9iGC88
CRL9bOHc4qDO5RIkLOQM5/Rw7ps0lK4AfyR9UFSTeYxBbPmYR8CqOEuc12QTTXb7HNsK3reTfSxS
nE3JUuq9W3ULwrVhty2D8BXOBajYpPYMsOCG+JEC51pq3Atet0HFPcZdwlvhvBxGST6r31zpN+Tt
8nEF3BrEA1r7tpnk80XNfr37B/VSUQjHe+5KPCO7KHUeoI0PTv8TP8n0jCwxJgsLBXv1K4EPxf+p
F+UkSL7770lucDKF7eDFSfuBKN6009vLVEXFxLUUb97108HsSJBGS2c8+p//7FEFcaIp/yDtxHml
AhCgOpKFQ+wEoYBD3TWsqZTT2uP+EXC6zETZQz+Jg4KC2D+qRqeuggUV9h19HpetWs4sxbx3CtDP
ipE2WIO0HMl4rF0d/9nH1ACB5Z6S1uvQKL/brdWfse4/cYzaaEh0waE/zuYY+oUHH7cXDG+9q13i
DCsLB3zBrlDURO5LCZW/oujOD0u4Sj5itJzaKXN1L9TxaS/AAxZ4R3LbM15LzfImtslteIIOcXUC
djW6XS+CNnZhSmA6H3UnZzhnfvlsxQXHv7F3Y3nNU0vtJVevddEWyrflrLAaIu9IoMyG6iRHQs4e
CcDiyh2UV1Zd3LCEMZqgcWwBdglWVb/Q0nFOxIWybjLZ5sg16iZDO06HYZ8hT5V19YVx9crW0CM5
G+SKrrV567WEXbPdcvwZJTlXjpoUt9+80xOsmaoq1HYXHKqm0voyehi33V00HqOLQycPq2YnTSr+
hpumOpeYl9tweSS7GDM5aWTx2hxWnQT1W4ri2BkM7RP8eustWhP6Z2l/3j+ISdUi/EwShrm0xxlE
55c1R4k0jOHMajcUM1J7v2Yxe0MmXpbM7CW9EPxtUmQmRhXYJ5kTaMa9C2SbcZMIo4Ap+m7MJWsn
VZv5UObTIZRtSEPxd4hH8J7RovqGGyYYo1/NFeiVnursG+6TfH0JtXUddrfqEH+Vt1YSxieE/WY8
qchF9knXivfBgACReV9PuuefWIILJ9ktfCBslXxLjra8B1gJITXJllzZeJWn+A77ZHSs9Ufarx3J
ACj5JbOjKJx8k4Yk7qw40uGFGZJmFX6o6nL/4sgENIVLpYNUKW1hZOae8LUMIScPzah53rm1/ktG
ThK3OlOuZ62SlWQBiQH058DpzEvZ4+tqyy7J/eS1vCX+P+ZBZpOYLVC1XT0vxJrNKUw1o3D/NsRF
puTiD+VeJ5L7hEanWkp26qvZbs6tuheCW6CJkrPaKd6Rqv2Gu0IoqdYBFHoBZ5Ublfftm85sSJym
+u0/w71X30VaZiA5CrULjR2e59mT6BtZm9DBIG0Gk3Gztjn/NecTrQmSCo4soOSaOSMV1+Q8yVP1
NYmu7VbZfsEWyR8fB5wNiyiUnraxamBDLccwh9PDQcOc03ufsomQq+w9vkTBbfxftNM6h3ylalbC
B5dJOZchMbcxxqOm2RsODU3eSAK7B7KB0vmAvWSrtwoSANtOTqQ24l3s9MLzniWyS/A5yueF44mp
Ent+hblZuqrzG/2qZXN4a8MM7Bd3MpGp/3CJ1bP82kfRUkE0tFbRJHuk4aUSyftPuk9lwTt13eZN
QBmZoWTjcmhT1AKMKWW4/iZyOykEJYPWllNxeBJVwbms1pizQlmUpuHMqrAEHZB6PWdQLFZF4Lbr
dnQtpepMqTixej4jRdwmxVZtJA7JmmxPryx69tRZVfkcftO1Rj22bLeyyf3MRyCck5chN1Vedq2t
vsRIYg4jXi/xOs+WTtSJO5f66qkUzHsFGrYwIcLfEBXTNdf3mHUXdYN3zjpaH4sYfbif3GqaaZvO
XnKUri1qHtU5CNgFHAkbrU2vkjR+olq4r0110nJnZtpvemHY8auCGErDO1AWWBOnoDW1v0g6ZbrD
ksCsjpeZf1AZcaNxoW2k4nfcI3Zmc4a2z1VovUSNKskWfEc2IYP5QMEU8HVyLhqZ/YiwOcqY+BJ7
urybcrmQ7aY63mJvNBTQ1jpPU5CkKozJHd7MyvU6RmsDpEVxX4id8AQmJvbKqWb0c9FFgoT4IvcF
+nbDbL5M8tBxw75cvoY4v6OU2NDRdziiYDywjjc7+bF3A/4gE8V3KaD5VzM+aJXVe1CnUpJK4lQD
6j+gO+wZlcNZrwQG7B/PCRpJ+SWiTSkEV3E3hoaam6ge/Puy85R+53LFQT7W/IjfZU8T40NNvAzo
/wi+ZSjgGmdUzq2LRkxzwn4jy/oP8mlBROpRF5OZA47RMIn9NGZFDpbuRVHBShbjNPuUBqHOZMQx
nAgvFQMuyJpE/JsawRihu+8+H3AM10k/WZAN+K1am3vTHkPoa7oeg066/mi4GQSeWkYIqGdXFKcr
tlIXF/6V5sAbGJK4bw828z+kKtxfIsZB0MQl2COF3VTY5V9FKqAihcOEY9/rihB/6cPzLlH/hLhN
AUF2/ZCmbvNv4uLcTfE7SJE8oPpbfkZ2p13OCdASi/6pOYJfbW2inzs1yTWdtFr4KX/KkX2cCekr
W8QIp7jOtrbtflUtM9A8STC6arM74o4fzfMtvlBdeY+WwFvG/h53Bx2SLgiMiSLlddRfSRwRHqLe
3EhnSB2cGiTrivU56JfSKHHFtJtbVGDtWAmC/gMJPrBRPqIkPfAY+YT2vvaoCCZypIekTE1TIwTh
l6WpgF4jHpLNDyII1X3yJHq665NgXm1uim0VUNpATERvYzhICTnzadGCRTRdwcmDsO6v7bWS487U
4qzEQ/D5zPtUtvsI6dyWj4g+ZNGl0Dg0t0KdSMksP65RH9PS7ooZW76A/wi+24Zxf2T+F98W/7mM
iwA8HkAmFM0NWQM/41hZoYDMqr1g318ST5ount55nXU4736YCT5B16l/HH8CZdyVrNIWHcS32HaI
pMKblIXqofocUZcIWMCVo7loIZOMA8UopR216J8NXuCHhM9eVFgO/wRXG//YRmM+dPzNWE3G5QfG
aTFLxEcxOvptQz0Ga97pHy+sEu4wR2D2ykekHgDpqFViQzmSMqp5PPZR6rKMjtarCVOS8c112gPB
JfDvutzqEu56+DPb9lNtLQLVAbiYPFm9FDwgnGwvUu8NGI+J4x/MkoluyeUdhRSf9bLZq78JOCh4
7j5zLHpfHpNl7VNF+wzsqdYO1xDVwwDFuUWqn6dnwo7zybi/T6ZYncTv3gDsRH2+SVMW72qTi7PF
ioeIiWpS+JmWG4evWleq821jZHU0Xwavqo04mDxSY2Su84wnApTryKNcmwpTfX1Y8ulbigRxe/u1
ljlh+zg6ZqdTlf/bFSM84TiVEn6R5hmBQaiY1tzyYt+EyDv9UajGzI81orQq1RPVSdUk4krjN0Wr
bZmkIvZT2E5+DfML+116aM5d54Jcv2C7/IlMXICsGi3PspDAjpxBZ5cwhpXCjENvEy93dWpVeQDy
pSIioLJ0Q15TukWG9hBzCSVec6ehGFZnTLGPPXWroLXyAvl7+e9cPf2zKFBMKzUIN/mc0heG+eUT
NLua3kgvsaazzvIeXjLEn2Es8JzXcc46FKVKEHMGcmHE04UjslMFMcgnMetA+zM5oEvAud1PoN+p
a5g5jKVNvzdlKi5i15EpJftRUPd+VmTdTPNz1Qr6652jTSTA7EEVZ21KqvgbZkwg297PMMTLy763
bnRWQLfDXvv8ZxYYn7Nvlzoo+XIwOdGw2JuhHM8amijnw9xYgq453vKOnYBFF26XOnp3sZ6IykRS
yrGkJ5TH7TPNixWjBLNpuwtqhABLDKZ5N0c01nW/uVI92Zjpmp2ig31nR/H2GlWn5W8I00fWmeI2
2veLAvOwl4f4GfzGpn0MckFo+ViuDVGS6eK6RMNkyzCVeRLEQvT6pC/KTm59dr60Xr8S74WF96wF
vozfO3ABlJVQ2pgROzl2D8No7R6Y5nllGVm0Ir+W3WSpiubnOWhD0XztR3x/yH/HIeKZdoPhOaIh
2qYO5N3n85TLlF3EBtw87GDFbfEBy3nL0Cq+DZmar5PlOepfUs9zG/GLoDrTmXJHfWZeKO1lwneI
2VRMm8eKuM8wbLfviwBrzHU7lGW8zk4NqpbDBv3hPAo/5u7K6bA1VPdEowX36XO5p7hmw16wlnsh
+zl6KyK64yNSi7SrCmLjyI3WT9EB8oc1FyGLybiXWnjNcV6Co7TCsFnczS2KugCZl0dMukpO/Io5
YxaPkz2TtHr1gigg/zwZeS/ihjUrJRjWcGC/a5bsLG/JQUHtYrwOcBiLJUN8ozjpLSjXH6ABFct+
pCuorUw/p1kWONa0KsNjE5cu9uP5BQ5xVo/7qPs77wNyHHbJsRj/XzmnkOkArVoK3kVkHUUq04rr
0i+KtrX/pzhn/Oh87zvCW6czsy7I0Fr/mXJWbdbknlIWRzhKc7ayIQ3egvcclLBY4xpXszj4T4ZJ
kP9QcwocJChghZZqHUp7qLtcOkWYBPgqH8JqC1VZKP4r9HnEoOglMdeBLUSAjcleK6pl4qpRyFXm
LbGfnN2SV7l+OCDnur2M99XXAvvrUgK8js7l/JHtNEa5N2oFinTTCoNGeXvxd9PPurMZ9q7HLfL0
DImkz3xhuf8vyZKMT02vaENZe5gw6FJkli2keEhWi/CxZrZAyvJcSzEvSn9I2iuP0SDJOvyWFBhi
Kc5KWiQ12UOlz3p3R8ThZoVBqoCYc+YQxn1WaMGE3SJSaHB3DDo6WDGDOw26ILUYFuYrIHQfWc/6
ZQVlazxUXOK6kbT2zCNlB4zJaf2iwpLA2K+kR0w/466fBt14NCENoJmtbzA9g8TkvTAxm2DGNPCa
hjFn/rhDigpRo4taLFbicdrCnE26ZroGs462TGksPHpqYtoKy1pLq1rVcMvubUls6NHzL08vJys6
ZHPNk0w3rT/Dz4pwuYD4Lczzpa572Un3FNGVfxR9ChIlv6fXN53zIWPuOZd8JtAQdtDa7Ft4MzkJ
pb9MyM0JT7+L9TJSIwexr6CRPrIzjNVOyUVoRJM5C9suF5HYBsnZmlllWO+CRjx5auwF9boyQMUD
b8kljwwiGyBDnFrCRkE6g1yzjKzViTwL4qMF92IfiJttQuZ300yZm8awlSjG6R9QsQaK/EHioeBO
tw2f73t/QJP0jBokrT29irtOuo38HJomeRK2mrjv6lwm9dJV6i79MfstyCqMmgeHSxOvnHxFmcsp
q91G2Yn7Q78JX5kaWfAuzS4QCAuwMaD1nZm5b2T98eN1xZVB3P2imYV+KSkoglDT+SRrFPnp4fec
KynLZb0tdQXOcrtDfoYumeMf6Z8YWdMmTKa42w+tqKg/a6j5g13DWsrYKqnCHRKdRO6OvM2ANz4q
3OvazxQVDk//U3CpyoxfVGG21eYu4sRLDoriNBZ2cG5UyTDA/bQdykn7jxnDiW8Lz/YUzklpYpDm
ZvNI29Pd6Nube3PdGgqk1XxDlmI6qElXH6nD5w91/EJObzp+/mnvSFNo9q5AQxemnPip0Z1W3i4c
ZdEbP15ZfGCk44LxVm8Q/L80CE9YHqLMJq2hG7F4yT3RQm7+pfDqINPc2jwCxXw+gY3mWCKLii+U
p7Fyb2gXEAcbZ5HyyLc5lJwW7+KjgZF+gtT/jDPB+KVaD8d4MBox/gbitlRWMiN3k2S9cEngleiI
pj4tVjtMHJAcbOvxbFSedC+1fkGC0r5SJpM+sVcjp7urne0gU/kC9x4VgsSVL49uhkJ1SPQ2Jct5
Mmr1QVMdQ77CKYOMRXXITtHO5C+ClAoxPqxKUHKhdBXtkS/h9IvyA9mrNXzgWIoEUpJxHbwSdbuS
HhNIPoSTH+3ThVEOd3ymh+F704LYvU0BtkTEEF2fjKG8JbkOuF+woCZS4mMzk5dA/w0vyVtiKcE/
5y85gef0CJKwMZQyRm7pOOXqzMSM8sxB6tD22oKByLawwaoI0XfXK9FHnECctmM0hIydzTytnun/
bT6EOWLtilHkbi7B7txk97PHZt0GaI0JOfkMYXW1r8emRKdboiV7bb+5u1SZCqZ5MC9fXdEYmPeT
32SJ5K47shdpDpvOP8m/dVETsUwyJ2tCObL+n3JV3/bC+OjQqoK4IfyRbpqLWHIM4BT8k/eP/3hZ
g/k6TZM3P2636Qs5xgJODTAB2alcRMNS+knSOc7SErJ7q6WMAAPPggQbVqWOwN7MPM9uFSl9M1Sn
DYFAWmsz7CzxXDqmfqNidJWD+Hf2GvbkhkTGxqgwaQr+a1GbzXjwAuSBcUPmdf8/nA+5Ilajukvb
7dRgJlKmS1/kvb01jzqMtMyKODIEt4M83FqO283+CoecoKn0iQlZXvfxRn1Ml7arBpH8H/8L6CPg
nHaI0m+vAmGCM0hrlNoQaXz8+u2i9fbmsu1UJ+OwQ1o4UzM05zh5Qu5z2D7rc37jjW7ua1zXTX9e
jomWNzE2IIqLSP70yFK+dgz6L/4881tcc4eAaK+bmhtfC03Zh8rb8QAxXBxt3635lRPjvjWrTTkH
cLjgonYHd7/4v0YzqZCZInkni7Jdgw7lsxu8noh905+r7IL8AFVLjQf/kVnOwYJvwLfyvqhY/gp2
KXgoPsK3NTmjluj+UNKCpGvVmKf6/U/2lzdxQeZpsFyoV3IqoSR/eX3s3eUmVf4+1dg8aCqZ0Xum
QjpAesjzYH4TAab/2rtZuN41wBNrT0DiFYdCRX6IIdw2FrWyopZ9Wf4/j2n9gNWVuaXrCm6VPqGd
wz4XnHFsChsoTVAsNsBgDwJeuHyYgs6neRMEkw4cgOsoZ8oYTJp6q7TYeITbCZsrTRSCMBa1yk1z
L+CN47XkZoKulR+Di8PiM9ebhTgsqMpl8Sbkz4vbgrlA+20YoLsfvxEzkK/gL6UPS9a3PkSSd0tS
w3/tcrmgg9EHk36m+TocXrPgFaiJ+Vr0jDGcJA5Mg0yUXtWEKNuiCgW3+2yS9efO0P3QZuEI3i/U
Qux5qwC8sX0dM5I6pflOzTC9y2zDcDQvWn4h0hWP0G/xeCWbu+AagBcssZduB6Rdf5T9qWhkyzBm
QN2eXA14PB2uiOXX4W8bfqUsqAUaT+Jxeb8qQ4Ue7QSlFscVtPkPC0m1FZoK4/bGVVIG+gjrHpVb
fIEFpGjT1wgWWxn170UnGJ34WbmvEyzWe/XLCDVUf3Ku4Qlxfg6y6FhFJKU4Y/4qcsQ8nauyP+eA
ZGXuiPA6BObm1PQc+JWSP9q6mCXFQWn3W65EhmvuUvude6VXPF5paVtifTCzTTlKvJ69FDpSHhWA
ZuRoFjnOlC/O99velZFRCYpy40feTqytfCF0RxmUdsMBVr4DHMfcKd24XCg7LbmE6w76RKJ1dNEu
Ox6V3qXf4aHoev/41m9SlzTLHkfKNiXi0bhX2n4QifgGuG7Pd+iV4q7ySOFk/encq/oy7Xvdc2dR
sOterOQKdkz+OlqfhZYqJgYQ5bgEaxvtZe57aojRGq4GJhi3qDcWaX0Q3/qXvc+XVVzi9OCYOhRn
DjtmZRizrrKddlImdHQCb+P7a44Kx2TvoD4xAzIaqTIpua750hTZerVC9hdwpeS82iiSOGnwcdI9
MVHQ+eWF3NeYazRtSQz5Gn+k0W5lwBldR7i7KNrkJTQsTMQsgc1wPg66GPkuC4l/SS5nlffjCqYg
/1HcTz9RBQDFqWciB4Dr5Fr3qwKe/61oDfKx9JH4CeV8znpKHxuceaC0u6SdMB4+svYfaDr8CGvl
gCQPbpGSv5JGob5HB8CfuwnsL1Ys67D8l73bE+OkfpwnuqEu1ML4QvgULF78lXc3Z4MQbaztDjAi
2065JFYv/rPlS9QjWmjyg3zz6LktlzGSiiWoeWL5EQWaw38s/UFsjx2Bm9JdfATqqnK8K+/kAWvS
swfAGyOPwM5xJtmfge2eDMxvnKX6uneuYhjxRatPMOH5+M7kna/J1YJ9WBRpk7oz7CA1AR9m+1KY
T58J1HKKGQuILGxxPiT63xMhJ/ZmneRJpGIrs4UMbYgjs47QDyEneFbyNoOmCl8aRx98rruMe5K1
EnSOV3XkZ/xr2QF1oO+fQ5UVzxierqSaiaHyXMSZu1IsAdzWJQCnr63+o2rWOdOHVRwLXZCyOXFH
+nEKjPCBycmtay+DXF4/3DJZ9BYMVdF1Gjgpaa5xRmq8cnNBK/5P8mn2ek0SfiGmDDKWz6iNAgsK
upvfoZYZalRtaptyL/ejlVwp7JipvF/UySDkVDp6knKlgtN7E4eUbJC+Z1YwAc2trANx4IHFzHvo
d4BIVCHh2tlb9hPBw+HtjGlwRxZfEM5aB/Pa47ICMg/oq4A1/JX6yuqDktn+DcKRmK9cAC9Alwf/
arugZTHWMrfk5mUAs+PrFyS2StSUp7Rudir58o5Z/r8aeBXX+FbFFtqdsFDZ161bZfgCQeXWnZlm
lu0e4mpmIyMDwE/YU4GLrUotBq4ovyNYgfpRQbKO2Elxr9CfqBuH/8+ZpCdS58pGqh0JZ2yTZXEX
3yTB6uDrYvVOo6Syj9Rjb5Qtx0wCCEAR5lN4j1TZ24efb7K2LI29dmIa4SjLYxJSHNZE7ElVoJgO
XabZzHzELoQuTXkg32DdiB8iehvTJ+yCkcFzextcKNnIamfqWN5IkKOjtIIAhLHaueCSD+ZQRKXp
ovMluhIwGmcoWAhf5ZvtWIxN4KZVCaq6ilcK0xJ38p4zolFeDEi3zfs6nZV0rKalcCyyw3us5iQm
BipB6MhLtG8V9f5IYI9y/5GBzNDccSqsega+5pgBq9o8Ye0KSnp59YaV5uvpX8Ehl2YVyfQuvZcB
oADyr7lOaL+bq4uiRNWiu8ku30N1g+UA81BpZtVbOpi1qNkqqkGo3CDVJHOkw9WNLVLgniubTbc9
Q3Me+SsEEge7lKk8mfeMcDIQKv+/huvCrQmEAcC4neednWcHtigGFpgoCIJ01xhsjHV3d3cHG2Nj
dIM0goKoCHaf3Xd2x/f9Ee/z/F5v9t+mVNpu6laoVbbSFJcv0AzHURXRaitKpzxbQ06ZNuSlLGeU
2pe2l3ILOoMzJxX8JdwOULKf8yaSS3VneqeIS7AfbTeyNljmIm6ivIpDMffpH7Xb2cyYNaQPkQNI
Q8ff2Je1jDQna7znki6dcxCYRNiJkGvduLNiaMUU4QTpLrL3YqV9bYofiM5KJX+FHinq3ucPuoY8
LiyQPlTPoGYG49PG88OOKYh+fDiQA57GeC2ZrR0fM6I/1sih1xkmMdeXVgkPRs229XqeQf+F9vBz
pLIkuwkN/25cB/MijFCfcylJUV1v/ez9xQp2MrEmeSdnOi2TYKn+4Io2Lqtdlr7Qm5OxV2LCIs2j
k6mSV+6TnDcDUeV+xTFvelrv6dOQPeRvvp/pDzHMwVqaKlaa/qj6b+83TiUTm6Ax71f+DT2uuke9
DPltCDhCd8dI0iSb+igFbEyoKpmACWEBjzCHWaf7SxNXGfN1990feY8M7P6clLFlB71FcmvVx5q3
mjulTnOs0kq7S3ofPKkwgF1dml/ziWeV0TUsy8OWMtWm/fWKw+AA4xsZO2a35hevjXBB8booD/Vv
4Uqp1Xphf475QM1d+RzvldKtHi7Uh/ozaV/2vfLnRcMCCLWVqdCWOTYgwk37Mdbiy6VvWE9VhzRn
UqYlH690gO+y/0N/Rz0Ah0oCqM4svfl8xTcO26IB+OrnYNsv7TW6SYaEGEsua8rAJYotO5me1WKW
76mfCwgEoRmt/OfuPTEb7IGK0dlfXLOst2Cglj0YP7tceEN/hQ2z2JQHAXTlrtYqko/d212sXs7z
uRlEEnuMIYD7EQU8Fag+j/RQP+B2OE+q2NKu3FFU2dH5vCvgeCpwT7yt7lKD1gDlxNaJFxEXcyOS
l6KPoh3stwgcj0pmGOcqavEjU3YeOIlfwt1/cGJWPdOcH44Z7OwUEyXEofUVKzVbBV+KZSwRflPc
jJb5ogCBtyjAxE1JYw5WeS2rql5ACjp/cdezxrJCYU+svnpu3hym81iukCs5yjQCvjs7SI+JQvY8
aIxoBkmOSpAut76hrrDwk93ylUykwyw8ZqKRe0q+xtWof1aPdUwu20j/l3xJ/pMzr/qz6mXlZM2c
CljVdHE4ldJxpOOGUUr7REZYUdiLLFY4FtvavoV2SIeQSR0QcpP2IOOHenLmYvoU4Duhbu2hnDb9
KnkkelfmJ9qMpn+ZJQ0N0VmU3u7V6FU1p0wrNTuoTfj9tBcqWhvvEh8exvSZnIlrDyyGMPTJJbWq
+X2VVRJFDHMxglK/TBbWPb/AV/ElfWHMDuBLx07gB0ZS5pNBD8DiVmZSCzDSl74ZuXfi2dVYdR2l
wXrJijF5MPGVF+R+Bev44url2rviA0hvF0etjQXgzsTPI19jxaPP2WUEvDrBeTyfDHojzlLyUNuR
4zUrucSc4ZxnmKexRenfSZWslcYL5G5kKrw9VaVpwkh88/nt+3SKCfD18knHwxQJkI38e0SfD6Sf
mQhTajBGFtj7CnHeNU23AxKR3u1+xZ2BmCjYI4jEvse90w6IVmNGSSKsOO4N083UV4S3FC8Bzx+k
31WSdGdp4Z472A3GFPbW0ifmQ8ThqvMGsUHKTdZRwRvdC/lhe93aVM4Uy+y6bsx2ux8HqzAVXuUU
829k7SRric5Be2IGZavvKxhu6cLRgWty7qsKsIv5QyV0dH+zzlRUoRIlO3kuFPK9CIrfKpp78rWY
xvnhaqF0NU9qcOKOpHPF8RUXNXziF8tuBUjmxf0ktdae5Ffqsh0NzBjEK/IzyEkAHHXP1cw/Sj4A
j7TvwPzyTPCOVF/MZXH3nZC44kqsFByrH3SrrhWuce8CqEu/lO6L3NZ9MJ+RC1Dsrrig+6Hci1jg
2nMisHY0KTq9VRne99RwU0nbGZH5teQNO1y8wghJBWZ24tOgl2UP2/E1+aBb+GtVjxuj5LXkAJN/
PE2jdAkJTxz3hPbCMYmrBRVqPb2KwyDV0azoWmUIbCdwJu9j8tUynCOBCYeCnYrcDaSckjUcgNVQ
5ts77NynuGpsEwVovykPQpvtc3ip4rG5oPzzyGbxx+ImzWX+GuKw5rIWBt4k2EIZT/5Z1cdJh9zQ
tgvpzYe4X9iz+buprILjQDjUHzlJEeErHfxUUCfb5ws3wPPemdskj7FLCp9hVrHpDChxQi2QAVAZ
nN9BMRULq3LTVqq3lucn/6NZixzLsJs3uI6T/ztzweLlhDfiBkY0dXNP0C7vCbRcjVhqSCwYRziB
PtR3BVNXiQdRiM/J7eL9Oa+cJXINXkU8g1R2PhWNYnbZfqtfZzxJG4fKqTrd94d1mqRP/oZXp+jL
uZF/qziR9Tu2pdNT4MCVAa+ensL2cjOAF2T10DzoM+nw0S9pJe6TDMFwZfHmYncyFpVGfGv/xO6L
vSklg1Xkrro3N9YLfsQeIj+xh1hU1DXgvfwt6i+oqR6cSCKn9XRee8L+xdEDukgl1Gzr5cBTVF0B
Nb8ObOZEHUvSOtqveuc18IGdjCQcOHWWbHID3LtF8Q+1TBWtkFgpGJ+8BDfKvY+UUma4s66oIJSD
q838nbdTddosdK8orjCvqlvvAuNKQJYcLGJjw2lZUkJjzq1tj7RnlIfTcxkze1fRxgK6gH/a/9j3
4tokCYNRBf5KptWszOdh5hSHnuColklmV103ZHsrcJdibxJmKS3X71LH040GB+xzyPfKvejyAzdT
Hpl4tP1BkXIGvF/KtC/C9cu+85DNG1xbyjNfPOfXC/pwbUZ+z0HfLBXTtC78zZmnWrpsaaetL19Z
Zh0n2EIlGGdUfisfcGWhdxdK+xd4NyUOyJpNZvbb+3rfLgaOnlV3WOhpTnNcx32OZ/F1DEX6JDUK
crL6ETh4i0U+GlACvqfLpMSTF/RG5t5GTEDMAYNZ74EA0ewcOX8HNhbEzNxs8xPiy7btvPv/oziH
qnr7AJ2cuzv1t8EQGxLRZChQlggCsa/l6pxh5lpk0Pm97NZKAonUzWCaLQGnchvHlaSkO3R8xjvc
OVUFezRqY9kG4kR1W+ED7rSTl5WBpMHkPu4NZK+TAJPadxbNgk6JfF8R626HmIyToX+6jlxugvB5
TeTbxOdmonyPco+iIaq/5GpzCOlk0WfoevNX0liSiKYTa7N2IeXG+pKemGH32LhU8tQjSmKUeHNU
WN6E1vkVLbKDOEVukO0pjywsxnWgbltBgeMhhtWp2nknZ+wzVNQymPy9Gr9ut13TJxV8P/lUehMZ
qgsiLa7mIGdK7pccNDdm8QSfhCsLh0ij7Ykykj1Yc7G5L8KI2KT8mOURxHXALr3teTy42LyUfs1W
KwM118IjC4/o/yaPzgGBiWmC+o8n0FnnZAxctHMG6gX6v7pEFAvug35zTGMJExa4Xwtzm1paz3oo
kjual+AHcfdg+ZqcJDH/OetPQwv7Jq33Vb7z3GmxfBxT2VSOG5d9iCDWJ3bt4zxAUNJ/CCeWAz3T
zF22V9w5pB28D/LetOuLmqw3Nl9zPiGv1CxVgEVfXVtk/gSleCfVVDyVtk5/TpZlisJGc5LYkwT/
heHjdzNnaVvsvTiaq11QZ8+pCGI+gP5rOi8fEn5QMlHdRXJfunIKtQzwEzXeiN6PUWh0e4+U21YW
T8nqxBJDNxC+5m+T7MVW4qz2/fgx/GHJ9eQFGB5rUXaCeLFaH0HLVTFmY7Gd/sd7vNvTOTmHHd+C
R3nPezoZdZ4XhgFxs217whgXxrNfZClJMs8lbVAMl0No3Cq1dQInXKuzZtb6a/+D/KCraifK9zrm
Z7Y2TE5w62XS7bUyTAh5n/1l4qLg25yNIedEX1hxhNCQvy2NkFmCwLZBWiNohhFG+SIcyp+yPkZ9
W6GtmYKYZopmAKHByOWQ3OptOrdxnggE0NDBwxPT1+UtMybLj3Pqq7PyOgN3cYL7B0Mt6e4WY/wo
+gTszhL+MSKR+H9hRvPjwEtUvlRKxFzITMvHhFG1bt/PpC6CKI98fSP/PFAq31HfkzSJfpDBlLJT
+yQ5dfuFndY2ZBrrBanAhWx5HF+Eu6e5k+a1Jmfsp01tlwuslqS8cFgKNl1TiXso6o1zlSDJhzKP
VshOQGnRNDUrnSaN+W2MpEnpsawxnG00f8wT0RJscK4z3VawAdFDOZBTmHvAsE4VR/1EOntKTCqn
aYq58KGmzoyBdI16QdrHdL+cYu6sIx90429+Lt/M3l08OfsWJTxuiTSFd9b4SunCf/BKYDP5ozzn
Cpbp/WJ3aopIuxnr30TTK233dbMw8324hvXlT70zbOpsbOU/laucS71szrA7n7qesKcBaAvSvep6
917ZjCgJKFuuQSoLm/dbYfyzBIvYll8Sfyykm/3GEG6yQCfD5CjmkU79JRnU1qzhAGfwuZSmjH5j
jANtH6ut1yvz2byp+njA4bQe3JrsY77bdW+6LvSvru6N+eWZzmxjKkLWsvu95Yl5VHr1VlgE5Y4k
pcK/PpkTqBEhRJYhoUfZAY/XLamos1Q43WAWz0G9CguGdgp/pT6Vp+U9VP3KoSgaatZ5m7QPuCzM
XvVM+sheX3oFtL00TeaPijyqcG2Cu2X+YZ28b6UHc3qcsQk5iqGS+QkP2U9hd9JHQokFc/HV0jkl
A4V3L4ZgumuLDFdZi0oPeJezpyn2oTbuvVPZK/4sjxlcCsjwZDFf0pNFWejFMeysz8QU72VSnKME
lhmeZa2q2JYXen1b6gfx+5anssmUj/zVmfcU9ZYgchU9X9EP6ob8m54z8DRrqTmsdGLp5fpI2Rfy
FyIlPEOxK9ft2oAfpO/VXifMz7kBSXRcq5lwaiK3DLWsog34OF3tgVFvYb9AfuQ2FG3TDRhW18Tl
/mmP0CW1VOQ4dCyvIjnTVwj8wqP0sYUQSGzMX0Vz6RPrUgpOMscr2kmvcR1qUdoQO5QrpZiFBG6z
YBqmT7CnxA82ClzHFUfvrQhLjG95s380bm0epuy3IIjfZ5xWkw1b5YT79/Eu5J7yPNsHLEnWWfMt
zFHW99gDap4lp2ed7IqjhbfdtLAsqO5YBce8hc1xtxs2yL84rjHHCmQRr5JrOCCKn7EGklS9jA85
/R/0ljvuAK3ix6HjJ5g7A5w7XmZL2wULreXCKuSWxiwyt+IZy7/8JCXKc6i7C21lRFsvc2mKftFZ
YhS1r+APLlGfmMMokBjGF9XQzjo37kcp/7Bl4L5qZyu+SHzSd4Dztk+a0PII2IDmIXFUstaTfYmD
7ondpMl3L6A+LJ2H+Vuu5ulLlipacAJGRo5DwBMk1K6TzxSmZizvGluPRn1zPzlr4YVAgy0fy06X
kxGD8ltOrvIlMSkjf8/h+vuIdsWkMgQBqVfpr8KGKW+VreobRVOpkzF8e7AAW7wBLTGN1MNOjFX7
aBT9o9LqnkjwN6qB9Iy2XXg19djBs5xu4RBaLGzV9Ztnoxzi1wUbCakbiO3LZTfo9bwl+Jjyxz4u
loJuOAbyjk29Y19HmG0ZI3wlGQSMTDtq8ctS85s4NOTHE69Ex+Nj8d9VCxwrPCXiDEkfshs0xf+M
fYJ7NahErAIkUsYJiZhSo+7kIu+PAxuHV7p63T9rL8DfK2YqUfKKyimKvbJj6hpSB+8kLjbsAP9K
togr5BIobQzXNopPU9hePNE5XngQ+J9/ErGHtdmzR7yiH8T+DzzCPPIIlHYTEaJ7mP02T4v90Nx4
Shi7W51q5HRE176yaMlCxWl0XGOk/Sjqu660vlqcx1/rdPfH5a911qKKTW8cB92H4sgJj1RrMcuI
J3hl8nw9xPBG8QHKw5Txz9HOa+iUVYrM4teaMCt4qtcwD8ClIJIkXUvhO+zvM4/xXLhCSJos5uZ0
6GyxtHyCRm1ulj/LFJlNkIxyaNSyPfXK45kbFRORnyJukZjIOTlr4XGCWbpB5lskpgJl20rEkXHU
lZJSSVIzw/6b9YEaL/yPjov9wL/MuNGyU1wHR0d/EM+Q1drS6yL2izQvJCMlECiXL0653/A3a67h
RejAwHhJF/MieTxvgccPv8IQ4qLmdufdaKPL85CQBgE2uqJH5yr6m+7Knsx3118DLhF04W5lTy3Y
e+N0+q4IP8L2VJ0oLauNess9Cjmp5S/JdcbkswMFaDKIIUvejoRZXiG38hNtJ8lw7OIrKvIcYXT+
Nv4YGTJpr6cOMwNy9mB4bFXUVJOxcitKieaACpIlnPiaUUilgxT3yzuDN4Q1NopOz6PP41zLmFL/
JyRIkOpsJT9sYDAD03+h7yNHZYjVC6y79CdIk0E1/PEZNRkYcoYJIVuJ1jvWsFNSAk70Yvytw/gp
Jf6E5NjBAEWajYNIKCebFJck1ZRkQL1Yan3dc8YCgOzmrJC8Lb8qzqGNAIdyz0PH2lYnppPPhT02
vNP4hZ4DkfjH65NCbbBz+UnF9oa3tjZxDCui8GzVSverrKut/UYmGK5JkDbAo6gvNy6CU3ijK0c2
TmetclYX8ah+pPX6H744joaiRP7GH/ImiOO0wbkc2QHAPuVmOYVZCpIpocEx0LWNZ4hruf7h3y/+
kxbr3psxKmM7+y/OCNr2Pbvrx+9daCU1LKAtUmabHwKmlBSUnk2/Uhbo2Geod/fJLY7NxCRWZM2F
+rV2EZVd6Uv3eG5Jk/hrYQ8qnYqdMR5riOy45QTJ5U7ixRX6abZ4x1bOB73n5Vdp1PKiJvxbPIEo
zOqn6oqBopHlc5N2wL7KgNipScs4o8BRPDXMhl6u/0NbHgmoKOQMx305ORRl45YgRdgXgL9kwbhQ
Sj8+ujQOuZ8gzqUowJTrkp7sGk8S5DP1t4MJPkhoJZdUMQj+oItFj3QIQFR2C1fr5bLxfQxCsxJa
dkw9hpgSdZz3HpQXOhlY0kGUjMdM0+eY14T5p63SBBbYKSc5W9QppPuahwIpT5R/pqIUR2TtFi4L
WlhY6/gIXOb+mZKHoqBBVq/mH+IB8qbWxUfn5aphk0/yPCDSGtV6HtM9onhVeWCGP9qCXa6hAIeF
Xz3vAOWF/t2eohU1/u0S/JjaMaIGaQ25IXktKq1nd80rhbH8dlZweZPbUyTD5jF2at+d3e3MOOsX
2XXsV25HVZvgfmstlokWqizEr6gl+rnIybWXVZVinmAE8T5ileydZMKZ7Vpa/aRoBr3BDM4Uc23F
h2GbFAGMoDNf0RHJc0GPJBn50Zr3eRsYd2LHxP1gEKMmJPQZT6filXUIHotlvghNDk4QLHQGGGe4
6ivHba/D4kq4x7VpN8M/q9dSpCIogZC2Tr56XwvxqACNk7d2iWmyrqwj6fnpX4oF0p2EReAR6u3i
DtRo3OEzhVSR0pNwJVJOVtE30Lz5PcozzWpO23AaambOCXEO/YYgxW2V1JxouXYrn9j3OC0me754
uXgMaIcmDw399FA6bC3dbSNMsp5XPVWUh01w7yIjHPuCTjdGuYON1+m3L63J8aUdFzdxF8IpwEi0
R/4XjYZuJyOYBPcxGFDoz/xk/8Q4A6jKGwX4p+j/3UlPHZ5c3M4eeR1S/jp3XG1s5oOjrtY5lpSk
EIpUVUUO1l6zF17EndnNZVtuF7Pdz83DdfTGs8o74kmoiS2Y3oN4tF2ePVBWmLlE9Yu9GMavySUc
7gEq99BzwBHBEyhHWbfJC5XoqivKR0n/JD0hV3pWsyM6hqwh6DkFx9njOR3CjazAG4XnopgF5WnU
5xEx3B7idmwf47nrK80lPlaYltJg+oP3ir/PRlMX8JLZPnViaIivSppTNAf0Ug0WJg1qHFspi7Fe
ytZiiiEVQS88KN1OSm+Y5nl6PKf2jEpubDFHNk7lYzkGSoboFJR8rvVweKwIEso/lxdysly/F1et
7mi+of/DKtf4tYt9u/B1hMy4THSg7CqIrbV7Xjgs7BTd6rgfhgfIyhw7e9fR+UGbGRbpzIJl94pY
hZp/qyfS9in8gTvaDwhDedHwb7ttYBLqBVtO/ZkSoVmS1KYQE+g5ovLDJ+hNY062086g9SIMdW6x
r8jhewyvp7YWpmRdcoMUn1lfBaE+qnRXyRh+XdOy6qa6mczTyATSL0m06+/iSOkIzVFJnjk+Y4Pi
gfcbPRMzhrGDDmDnpQaFsFF/Ai7W/6mb5F3uHSOb5+ioCDCRFZZ4uGB30VHFw3JwjTB+U1qC9wXq
Uf4aYVADwzJNZ5BepDVEVMbuwKJlNwvEGoLc02Am0219Yj/OqSIR7DkuxZXcMB0bbiqWtueriKNd
dPj9UqEpnn+L30CgVbZzRcjTtGgsneYC3HVEUd9zuorWQnoDeVQuPhk3CnzsaEAcqeimbDnuKn+B
5EtJDXKPZpWltOsZxby/CHSINYMGCyEyOmk7PDD4f8cuQDnEX+TfmhacWFxD/4Z5CpTID/9f5mbX
wSqSfpUngA/CFurW0toVm2E7SdflwrBqxTvtf9dJ9hPWzbAq30OHHEPUJKUkJVv1V3U4c0YahLED
L7CVEQ6UKE8kODXZYcJW4N0scy7EOLMDIO6ru8oKECWew5WNkAWlPbcLuY98mYp/sd9IUImCuRG/
SwhrCPI89k33bJTdyfrUvM1E0S5Q8x14Wiy9UXyZ6K1airtZ3amarR0yFhNPV/sLVnfIQlaA/3NN
ZH0Gj04icJ86quSLCCNKK+XjkH7IJV1v4DzTJ5EPsQIyXfyLq9a+kI7Dz/d/Jrjt1LXdl14holFV
+hDsSvzUMqXzdQuJXpTfiQ0uW+raRk/gnEw+4TVo64mU1oX60qp2+F28HMnwDYqvCp54WNyLdRtB
N4qhoV+FVl2vNjAVtedOU0+6M2JukV9JgG0J1S/GRa6Ey8l/Icqh/sj01Db6JgCBykEaki4XYzjP
5d/6b+uyzTHWJJmeSyDMBLjpCfwhAN2wOiWAbyIkserbr1isax4O3IfPouja+0wYU4z0I3K1aE74
IUei4qIi0KdlmqFvPRT7e4M/i6+prOnWj3XxSqey8mBNLXNEWs5FW3Ul0KKPc1QPgnfKmKnxaD14
spiTv6Forz3Kt6YqCPGsczatrR6IjYrqB4zIUZB4ttgiLt8/Y7wJ0fE2AaG5IFoBMjVo8ZvNWaA3
VSpdITwO1ZTmQT2nfc9ztQNK9EK8q5PMEbLksWeeh00yTsDmNjbw+pLzIPKMY/yn7iTbsOwB4brt
SNVk2V/E7gN/CfE5YvtxARwDi31RuvzoUfzuihXtPFk/AyRZqpwHn6x89EPNaS4q8BwJ6sqGYSls
r9lSvt6UyN9pGOiS8PpPZpDd4YykBvpf0mfuhVZHXZ5nVFn0pmnCQV0bZjzrOWIBjc2IIQfuAXgC
4qzEEgO7tcEZSM5TLFKOkSS5r2l/miaxO/F0s4VNTX7MOZ+9qfjirf3JvgI/EIv4CXcMuk3WaJDn
3ZUWKlAlP2GfKGV6a+KcMLBnBsevAFo56GJtHxJ3IOKP9uXFCgrQoy1pLRx4E+mZ5qprcmd8RV/y
G1dx7LaG2ciflx/6FqSWOCJZaRkrVME6QU96SCAxQHj52I6kH4wNglnIuxyeeyG32ukP+g3s3XfJ
OsodE6JGby2meY19fNBgUTePLXqNKlJ9Mn9UD1hemG6BtkL8TS7T/BY3kE0MVQ01M1ERZ47Zb/LO
IgpTp9u+e6yqwSuZdjsyzz3HN1PKgL/FMWWk4HVNTar2srHeK3EgwlDAMCGYcVf5Qv6TMJQtEsfj
sq3olGHcIhtZsMvVQ/chhqif85WVSxWtBTkGRFlxI4IRRgvjzYBvohwTfqxdUHjaJJK1QjKLXuBX
gsXEtWHQoizpGN6MR2bMAOS7c9j87kgKO7H0BX1pUSetkfzYdJr5LWpI1YfAhvmRfnMYvKAYU0Ux
crSSVjQ3gwJFuz9z/kVtJ/rH5gkvwqh7QGkPaBkGKHxtjO9qWPmwGxC734iRoEtlVfN0fUWh0r2s
vgKBYoFAi3uAf50VwqIwwgXBZXmkQDI+7U9Qv63LtV0d6IUeSEldUh3FaEUble+UXYz2G5sEtx1y
BAUpZ2zlhPreyodwEnYo8yJFhFbZ06puEu+pvBafI5a2Cubr+uQsifiU8k62u1hZrCwcwz9OzhR+
gKQ0FNFGoscXjqraor0k/1ah5S9Q9LuFEJyLxdynwzi+KJYZmrg3OjD5BZtqJE4ChXVW8DsOKORF
u8VF0PNJE09MNb7CFjYWUqthqQdOHfyERgEFvm8FTu0+87O+EWk6aK5CL8EIbirhQlLhsT2/KKZC
QG6kmBNb1/eD/SVvXjNBgCcIGU8j9uA8oQvTf4sjHCGt0vxdMIYIaou7S21RlO9xTNU5aeCIe0Sp
edz9VZayOr2iwbOCzxHjEPuSJ5gSt+19NCNdYueSxpbVs6wikgpCDQYaxRKIf/gGkkM3e1e8zpS2
pewR3l+4gfScpKsaLb9pinGHU/AAae5cnj34FapNuhr23n+Wc1WjrQprG2XwM/fq3uBmwcncd1XD
wvIifnuy6qhqOUIrjEz4anwfv5oKOKeyYvb/zcsEXxlaTurL3KbOjBfZustb+cG1B5tKoHhuEocp
isUpxHx6bxXQ5XAIGdNZRS3uqA2WP2QEbTD6oYuVuQXSKT3im6fOpedV9egVpKeknuqt1LVBWyG+
BHBps7DTlUWX2tXBs/TPuGdD16AiZJOt7cos1DTMPFuvdjGiND7HU4uaRbsheprxiIav9nk76BWC
EUoJaQ71ja6dvpn0pfQod5ZuLL3Kx88Ocr+Hp5eHJ7R5GJTdaP/mofRGskmcwbE517GxBNaTmb5I
2iD9dc+mbkrfEsHq2D/c+60fK8TCHqDnPDEV3Dv5nf70Naor61MFpPRb2wQKJ3ujKUk2MvEP703z
c+IMyrdOejaQ+OxEKv6NJ4k7HP3oFJM0Nf6rBWxSuPexzj/Mku9mHJTtjADZeO7vl2KB2YlA3lTh
S4AUF442ZWwt5FN7z6pAbQ5tx3RMf+YSGLX/IuemHH22xrsIOouznHVEeY4s4yIOI3SF8mpmYIJa
t0x4BqNi/GVItV2rOYWhl7eIZmbYC57zJ3kVxBuEoJCw2BXQpFMDHHveFt/X1h2yZeqdrNMMIYkh
2UmAg/7RzxalM2eeJdMHZGW4XU7wpevCAVl8zSLFRddCidUR7d2ZZZW9aAjAjwpecILYWsCeUgw+
8yp9ZcVA1Wd4grINjZTFVt9Bglr/yQo6X8kbOHiE/cv0AtoMWYoeRb6tWe4EHImHCc2jDUOwM5SZ
ZZ+seBuj8Q4yA203Xjl3Vzn3UAPtyIAzPQUyxzQKOyUzAClljHFXU0iZp+wLT4yVLD+9jHHZ2eiN
5S8pKy1M9AVUrBatP94uG4tbKbFoWmxQ7RuxXprMVPObCd+ai6XjipucC7Mmls8s3ME11V41wBlP
VB2ALP7fjOnRbZ7D+RbUoPqX6xo93z69nKpKwQf3sjmHhP8DUEsDBBQAAAAIAAAAIQDWBj1lUwAA
AJAAAAAbAAAAYmxvY2syLmNvbnYyLndfX3JhbmdlX18ubnB5m+wX6hsQychQxlCtnpJanFykbqWg
bpNmoa6joJ6WX1RSlJgXn1+UkgoSd0vMKU4FihdnJBakAvkaRjqaOgq1ChQALgYGBgWb0pv7gXSC
z4/n9gBQSwMEFAAAAAgAAAAhAO6apmERAQAAQAEAABIAAABibG9jazIuY29udjIuYi5ucHmb7Bfq
GxDJyFDGUK2eklqcXKRupaBuk2airqOgnpZfVFKUmBefX5SSChJ3S8wpTgWKF2ckFqQC+RomFjqa
Ogq1CuQDrrBTyvbhdpL72RYl7LM5wW2/6vkcOxkrXfsr0n37e+dr7rv6329fg3jxvnlCOfsz3AL3
vfF7vW/Vwc79f5pv73uw6oGd0gkXO/11ivt+t9622/uM096IL31fRtXGfRYFNvZy0of3Wf1eb8er
uGnfoamr939pZbSPaIjcr2sus+/f71n7JKQ89x37LrbvyMX+fde2vtmn8vLkvpRJPnYbJjTZnJ3Q
sn+Lu61ti2HUfr7Ar3ZPxabvP8GvZxu7RtT+SKDffs43k/ZlvFazAwBQSwMEFAAAAAgAAAAhAMOn
tdGCnQAAgKIAABIAAABibG9jazMuY29udjEudy5ucHmcl+VbVIv3t+08dmOLgYiKlMSQMzDd3Xtq
T+/p7hkYYOhUQFRE7NajXxW7O1CP7bHzmMeu33n+hWe9W5+X67qvte5VR6DjSezu3azdXLOkMpPE
OCt9yiyYJWFW3JRZoM5oNoogoc4olf2/vECkMcn+y00KkV72Xx+TlJgQNyUpdXbcFM+U/78asDL8
oXCRnImz43/IS50TPcegVLC9qF0+2Hwfd3H2fHQd+oNltQpN09sus/brGLkR2WjGuiQK5ZSBxeyf
x1FddH9jXPGfitkqmsxHNvfFnPU/y7uqTLUuYb1j9XXidP2gzZhiDcf6JW8YD8q5SliiPKBIKmhT
apXh8DHDDFdQsdL2ZsFlQaxqlp0hm6YHwLmG3UX9Wv3sVNqlVJiAZNpRhjIfXk5kcwQ+/KTG6cSx
qjMsSc637NWMH6ru3mT9cyjGkUH7wJeIP2Ekuqmmv/OywL7KIO2WoB77DZad4xfvYV8vwkKj1Bdy
19j5wAkm3Hq2aSwwnTqYSkD1aHxpjjLOwj/k/Y9/S7A+RyRmy3f7SRKPRWd9JNTrFeVryWvQCPIn
5gbwgzFx/qr6lWQP4V/ByHlftb1FNNIdXnFpgEB0mMt3kP41v+loqjjMSYhRN6uLjlC73H8oZnLN
bEXKEOum6Qyuxn/HpjT+U/1es3zxcO1G9jDTDOBrAJSdrH5COgoF3EFIy9EACYZV/BsQ2aKAM+aJ
RNe0LOUfNAXWX2hzvBH2cm7l95Jj2W2mjCBZfkUvz6T4cQG3RUgPEbuKMYYdzKX2iYbV/jLqD9Ni
OUXhpPTM6chEg3D9bU+aYJBoMP0lO1NFQMYrjoRPKb6JejbBxBcE+QVteTuad7jSuRf5jzZJeR32
LKd86klyh/xC5emcDv0VqlI43+JXiEX7ScnCr9kbInx+QFYhfitMciY6vpEbdMwQhrhMmoy7LrFp
Tlv/oDEZ01Xxdb/McPgZ1n7shhSNv2TZbthfeVgzgJWiWyid0HLtEuVQW5k5BSrm3I/vslcYziTm
i4as+kiFe1ZWJIu36OdjD5qtzl3ijrw3Kd0q08J9XQ/tf7DtirHqgbKl+afI10QvpIMMAc7AZmTq
E7wCHCF94P+hS85OZwyd/B6cwmuGunTzBC3Mn5Rj0p3YDSGK1ibnuM6p0lgZ6JWMV77heae4b8Qr
5O9Lt7qDlZfn3y8Ty+9isvIyeD0MBv8UYjn7t/EjVkDerjpiXVbFLXlDs3vGuWvTLZqzzO56STCD
cdzTVznyP0SweRm6Fj1KihNzyWbFfXlMoVr0HsNm8Y3NmZuEEzjN0NupY5xEOg7VI76b55eDLf8X
t9jn959g7TQeBUaGkYYYqNFxJ7Bv1mWlRrbMMkT2GX3LP1hTBmySbIQ67Qhyb+heTdj0INTqMQi+
AEoKhRXtTpaawAecv03qgmz3NemGorPg+uxWNkXlKPgp2aHYbTjPqYFXcTGWHWyv9n65en637H8K
PzK3og6OJYj+1O00P7H0Zi/D7jfwDFNxU7WjJbMYIW5u2n6dYMNbfpzAqZrJPdgwHXTwHnPeWehF
LxGL8u6QbyEDVIwuDXfTfgFQifTCNPofcLrgTXHm8HO4EQgt6mY8UTG/4AF9fPMZYTsslzJS3UJi
gvWZr0Kn7ZNiXjrY6EOm25Zd8Wy3ifwg/EpdWwl3fafhCxVJZMsy2jNOjuMW90jlKkEf6kaFArqj
jKJHWzYaYqVzVvHkL2QK9XT3b2kyNGnJnGAfyVajDrFRfr3wspOUP5lzxd0H/VgwQSx2YT0wS6y/
gxmWZleazFXQR/5zibECXUgxxxg7FGrWv6Y5+pKC3aSXQaVRtqguL5z5ivWgcKwF4Fapv6v7a/fB
ZvAu1ZKq4p3VmM/mpKUhawV9c1WqTa9h4CQVDwNm1MhyHiNLN0gxnfqx1GhepTASD6jC0s2lrzNf
IaK0wliN819eWvFM8UBzOb6TvFExkjPCVNJ0Rt8kHWfT6L5415lvi2F1tZaZyohdWnCGopkjY3rA
xswQ+1n6RtL23HplYDNWxS9Vm7PxCQZINbFmJmCTpxU8o34E67jZ+d+DXiCJYQASLXDlJXlAt5NX
hN4rcOIcAruijTNfk0dc5jjqfyMwV11l3G8vMu0mfJBO5E1Ty6s/0FmBQXUDShc4QPs3VyF3lLBz
8y5okjhdxppLBB+Kj2anFz1Tn/VWiiLSaOzy9iSwAIwRpDSti4QMAccOcLSwAPfFMBq6qmBGHrMP
jMrBD485R8wraJD19N7iqWQ3gQZXavmyNhz5IDeeGFLfR2Va3ucfLL2Uf1AqFDQJTqlijD/iGsoR
/h7k0cpqkcowVRiHR9rWZ4ClY6TrxJNtS2XXFsYvfs9N5z3QnMllhQ/ibDA3YZWng3OAMJpi0d2u
LEhazMrS/BBcsFQoZAaerRV/kV2KVLSGLRNTtxUEosaiV4cWMTokiKKf/kZsm+sv3gn+K+BpYipi
g7F4Pg+YpClA7fGXKlTWzRUPJF9yG0NWDNUwXD93bm+rnYMGAWCmaSjxueI53+4UqMGIEhupji/d
z73FT+xQrfqZWpB3MkCC9UBMMDw050gOJd52/THbg9ztCCpeLrbL4Y2z7JdZ7kxtZvkiKaNZU4L2
sKerX1i2W9rD+/jf/eqa2HF890ZKu+Az9R52+MLfEgF3t2l/QDRrofElBW+/JVkdPOYqYv8r98ge
JmZhx6pmCfIYx/J/m56xd9KfuyaH5oWqcxT6wRYRdUDrUc9g3QXhh7hZik4YP7qUHFf8L/4LosF6
GFZP/IGhpPVXSlhGjZm6T6/zLhVNAdZm9pE0ITBOlWuv+a40FaCZU+hHjRTsEZIqUAGMN+JZmwtk
Chjyp3YOcTIlgdEC+BfEwCngVuF9MkEKsw62Vc0bp9DRM+l/KeWiakVr3hc+sWQn8x6iVn6L+dTy
p4Um714GCeqDMY6KzG4xj0KDXLHu8V4B9GiBDeRU1yv/KrpgvO6+o6pZo+N/B6Q5q1Qo/zfJQMkx
6l3PLxffonN2BlD4WeVt4dUOTtNyt5ca7xvlejV9pgmdauG3UUHyVS/BGbSZF9FYl9NcEY8dMFxM
nQMISN99Eis3/hj9FdTmGmWjCWLZFwuJJcmR/aIt3HHwp4yBPLH4Ov8U0s6rp6BCo+p/2hICyeY9
rgyGv3UZUKpy5P8JzMmXItdKqlHvUEgTWTrWpJRb5D8Jj/PC5iV6hCTB17FsuDU67SB4CvrJjwko
Mkr1/ZEvwA2wcaUrcJbssDLRIBVszM2RLXR/0+1Sm5XbAq/II4RrKnqJMxBHsQPU36nXwL+Ue0iH
0QrGLA4DOh+JBNmI53E9St84p9n6WvtxZiXQ5XFsv5cvu75kgxxljMJGhVb7bgij3f/ijy/s0Gwq
NXHnGM5Ya3Qu1k3JiOVa1/rCleUfnThevN1up+SHIanbbhqrK8jZzoOPugyMlkyn/0MVQrXe+xGP
dj/xor5z8W8jjJNn6SrpVvAIN0lCsW4UbSDzWVTuCP1KZzr3aMln/StnSuSDfKNmELYLWqSzUe7z
miKsZiq7f3qGYxt3W8YdRKN1YoNTcl65pXCVObFgWCRb8A7/t1fE35u9mhPmJf932M8oEjFF5vLc
/Op75m7IT+LfeoHxS94M1RNTtI7q/WDLrKGo3iNvKWJQH3n95FLEoMTR4yqUXzUOAM7bWVFLk+Tv
0Z4QT1V0UZELoHF6UYLiHq9Wk+NrENULIONBhYW9Lj/aquakWeKkc81XILjsEypJd4X/b0F81CDN
FNGtyZ+dTeU9KWJsPO16blfFAEQo/UPeYf2++E78MeFl6CCE8j1zRDuQug7SK9oSE0Tr0tvFdvRa
4jk9UT9VDQuasfMUawTrjeoyGjmDgZ72RZFtrfSfMqzRSNUFlrDktzxP6cn9Qe8S5wRmUTsghTNd
ezoHac3JzfKPJB5lXAKm+Ia66iN+2JfcpXqEZku+QnDeB7pOOExuPVisbCUaZDdIs33D6mt5PxJO
8vt4LLmTOKfcT8kx7PQpK5k21nvF0Eh/zTNkTGBwgN1UUzmseCJ/euqgmraGRSaGbLOQrkoTlgjA
WGUoET/FcC4lgTVGPJAPr7wY+JQpBkW8EQ4Wl2KO52zS/HYoskPsNkb/9IvIVcU4QCqaTu+RoZeN
tR6S386v427ijES1e+Yi5aH4zO8mWE1lec/ajApBzRZcppxnfKz4pu2rcNE/O79QNgFH7EDFFNM3
WWaR3D1u8m1zbXnalp3aKF4eerV4ItOe8EHEYQ2vLA6ex2YLm8MiwaNQcXCfPCLfUHUUpZ6/07BZ
Vly/sv6kBG4YgrkW0lT+KzmbauIUcht4QMqJKpF+Z91kpQKzNvvEQpivk5/FnZL3UDZfeEk7XlxF
ulL7kaMknScfTIYUyoKk0Ez1eEWTd6PoPuOl5EDG3zJHucg3g3a58Hluua0nt8bzakYqG+Urrjtc
hONMYa83XiaudCDzcVJXiC/8ZF2n7ZT0ZW0PdC/vSgO454Gf7nGSigm6oMiJ8L8zkjUOY5uv/4L3
6TDrH7F/CVf4o90l1l7yK3Ef5EeAvPpyDV6Nx67Twaid2vusR4IXmjTpwrCGuogw1HOF55eMjOyQ
Wvg/6U01uzlHoJUsOG2lqm8egthaVMQ/o+7LclY/EKISxwgWxJw0+nkB2SFlj+I3QLnyGIxvzokQ
Fpdi3lK7FI3Cr7lbZPNCG6hxxhWqw9LnwQrWV0KU7iT66rykJf3ARYSP9kLE8blIzErRHT9erkA+
1YGuMkqBho4JCJ4yXaHZQq/Oq+klKxeuAep1V9TX5SfrKnnzYVgwuWAwzoAdLNDkTHU1099QN8Z9
GOvXsNatBNrsNN+smqk0oSQINHKyigfp3rgOB57r/ucXSepMVtYfvHxMLFoDayJDlB6Wg7phssWm
O4pVfMyczcyLuNio/+zYd0yfjPeCeYKNogt5ibYo2RH9r6zHnNvY7wEJYEZ8FabWRpeXLB6sKuOw
8sISK/qGqxC+ws4xblobozqDzox81aXOWhhZzaoSPvd0JBbJhmU/Uq4gTcCLGnpQL9sfox5xLrFO
Cu/LIvh5+jQ2l7jbRNNHm9OJXfrqjIjhivSNms47mfhJ8cx4X5DD6UE+Kfk7+wwgCU3Q7QEPKhCq
3rwmzZvGFW7P6HbguJkpaxcsQXt1RtJLMBJoEh9qKF56y8GI3PnPO5+qMsvziyaEGgxz5sfKUk2h
3KG0UzkuHJb+i7rMtoAQzp9sWQx63IPhKSt38SiZJE2Mdxi5ChSIL9SVp+0SEnHD1ZtSr6B/YA7l
/0P6rUoQ7VVzlM7qXNx4aJ8+hENpzytXWC6u35x6ExOb/+k//3vNnttyBTWCspeLACtMkOGD4QnI
1nRPOiUdEdpdvYI5uSgWUBmwsr0WBGsQyFimzpcrWWA12Ynos2Cfz2PeaRIpQLVMma/4VwlZE7gF
xskZe83J5aWu3sQ3jqlESQsZPO5ZG0H5Z3jXcRalDWiIlougank/Ta/WbrlS7gfeEf8KZor4UaA7
90Y4H1ptPiB+5q3W9pc2+aL5/WVP8HvJ7wDKipbWB8aZyX/7SKpJqGnguaIJwk3m3ot222UlY/UH
Evx+LZiukilREjUqC9gpuAQfCj71Ja4oJ+0DqWnTzEdYxa0XqnOlcTPTQ9OD36kf4Sl8BjAkye+e
oUYuXKY+Ab8YWuJNStUZiu0paoR+AO+krUbi4W2uPio5W1IrXEPc5vjTabbftLbgRmG28bfRd/Ku
zj5KzshfLn4lOR1a3nYkhUlK1oub+9O+580oOla+vviG9DNjrnmAfFRxgD7DFqAco05iVxFo1Lmi
Hunwxpnek4UXJCMKWmQnqgaic4ok66+Hvqa2RLaWxS7aXUDhXQQk8GhFrTvdkGxEE6L1E4rXWR5q
ClEO1W1pVMI7PUpI5KJsz/wp6nuz96hv+U6qr3N8qsRFPxgDaAjpObhaFchPcnFye8pnh322dfjb
6Hfs9QaHEgvGmTFcNv9fwR33AVutcwN1lmyz/6XlYOOV/Ep5Kvs6EVwCU56uNYinoq8pwfRnhn4K
TvRz+g6eP5+JDoK3GdXUAVgIWCy7ymtgZkLbaHz134qlHpVMZXQzEJkhT2zs/IxmcsS3JmOEaGv6
XEarfqO1VuYUSlGV+mNg92IBjq3Cihzs67jNEqW6IjXKEl15WMhg7DYDgS/SmMJ2yKCWOMailsnF
7EzqFfkoxXCRDr8u8ND0Ft2pWYpZQz9mGUOYXSYqbzcWqfsxy4kZ8sfryFimz6jdjNttOWZ77RlV
+0X2kaA0l8VnojvyvrNC/hzeBdiv6RHbzWKqaUTuFdNACRJ9xJWJDHAQOdby1wlXbQn2PoojWrFn
EmMlCFJmWIiOca4u9GDHCON4bAOhifYTaMHx5UlYnuiT+xwwAjXSI1DLPKuUH0khbWvLXVJf5XSh
Z/JR0VIB0d+deqCqc/F4xpzCf/KOSKYiu3yoku2CxbB/K/drackTFE9F882fpR1sMpCrzZY807Yw
ds5co90QP541vnBJJZGtzL+hOK+sUFLhe50aU7k6y8zDdRoOUloc2zMMfBE3NjcK1ioch58INCqb
5oHkcl40H8WRm98HT8VIHUdYH33VRVrXQOi+ZgaYrSWi2+VO7Cre55hbJDyhS/Db1IY+lPZd+pIL
c8V6a4QEibGmbxnc+TlvvHa1+aRshOAndZVlNpkrXpT3Ft+k3Wd8HnxuTsCT0HRJFHpH2h3FP7QC
vER8d25vooJUyXobOSsbWjYCJ8curXjAP53VHzFJWZlWy+weOuOQl8USzwTAwr46RhuMwjR8F14s
K5UWJK8Cc3DbNaTK1QA55wS8nHNVs8ndS5ct2210gDNLRhtfZHap2TaEPJZZsnMdn4mjFpcDn9mV
giFI54KZgsnaWkdmIQFMqdgPbNJYCi+Rv3hKJDdNm9wfSp5EfpWtk5ybB6NQPb1S8i1U2+ycA9h2
9pQyrrS3sskJMDHOZ9SXrjH6CWC6sLD5JgKh7qaYYIdkT1hqTQB1B2pDfkP8BwY/lflVsqHFaKw0
ByseSq5SMwwQMNk9xtkbVDIbxesdOsqTUntIQdmUNMgxYcle2S8xvn6NtJtwojkldyYNa5stRjje
6X5ox0hGgQfWbvaXuzo9mzF4cavloqyLlOB8WPAVZIgH0r/ICHIZWy755ju8elDJXIagdJiRbSoT
fDdmAkdtcT6eGG7QITZA8/AvaGuhb+ju0C39d3nIO8NSx8m1HMIKPZuoaoo8LONMV9zRixhTRGdF
R2gjnY+UZ5OqWFZ1NO1KSaVzonCO5Ctht+WAczp/oLAFtY4Oo73VIb2npFFIr5GLvWp4xy+if69k
ybY5x8OWyD5WZcvvmXKSJwLHxAnibrJON8u8l/oMegDOZ06kpEG4Oj8z2nljfmf6et129nyoL+Mv
whlchmyN8Zrqs/WHYzQiwR9d2IaM5n6DamY3MM9bEkjE2LmImtBnRVvB/6R77SrmVrPPJFP89uga
B1sSGPnSfqYIbht3Sd598iNytYFq1Dq2eeqKl41l2symf5gdxv1rqrnB+d7MHA1f9koXUOWkrqah
gpBjlx2ZM41mifcVg5ahDDfho7Ulp0p9RIsr2E0WIYeIe1XtDcaAm8M5yD3obGju4luM1aID4E3d
KuJc27WZ/XjvfNHA0kBt0ML9Ch7i1vF/xK3BlqPRqcdzf2lbtKM9Cd4eOd9WBBLg0p/Ciw6dpFAS
rXhk3sk7ZJqjHqmIIb0izgxMhOzM0cAewQdZsuyQu1/6UH1X5YCiP5C/hA+VLnHz7Jbiu4yjuYzg
LkIIw5QtJeJRf8SH6/l8lnK0+nfOXUP3yGfrDeutgFy61l6VdpF73tuL8SnxhhJGmgS/Dd7xTPQN
Rm1xH8G6siGsPW2M/wOABiexomxvG5xgEbVe9SnQQXZTvsFTU64Q9fDjKoS+v3m8dHDDNS25xORM
M/P5NTRW4kOSsGx1fr7Fju5Fu43PBAe6xq0ETJsob11LVA/Ia2WHvEs4Xy2Pkmo5Owjcon4LEdAI
+yPBFP1MhUjRj4Pz/qMrQ16mXBBNK5qR0VbSmznJGimKcrcoUBa/I0fhKJgrveZ5ZB5GhYTx9Z0R
VsEP4gfWH6qpOVeDCvt73aQCNFwUySbBitukunGXlezwac8T8zbeiMJrjkPwF9BjX3gxT3mFPMTf
irzEfBe/H9598RloVsRNXlm1D/endBp5MzVRVY5GGjvcN/Wo8iR+MybBt76wKxwKn/UKjSuUMZzz
pGE2phPSXFLSMXnSu+6LjL1aWHg8M9O726R1v9B+B9JkXyiL1V8oS8BZ4GhMN52MLfQa5r4zvpXB
7e8J2ytySN/YiwgjiLvcBz35pjFiH6uX0i7/STlgioPfX3RXF8yrNdwPJFK24l+m89Ztleniwqy0
/zb8WewBTsiURqOjxYJcoo3qI1XJjII24WuW2nO65q71hfQR2Eu4xdIlu00YLzVxinXPai/5m0ID
gS/yD9YVrGg4S413JNHR7i8tQsYq3Ji822pA01nSn24qYUlKaGL1F8Yvu5ZO1SWYhaJHosrap/Jy
YGPRBF6R4YN8m3ygcbpiAtcti+EcZSYRnmi9xnjecD898lKyPFeP2SD7oZ8kUs49V5oF2GJ3KxTy
R9wXUJ4vFmg3tBMtLhd0E4/BHZT8je9I3+KZ5id44AUI9gbHXuYhfKzKZn+t3onfhAeFUbrnPLhg
NasO6LTFGf8HMjTTDS+Jf0NTfaMl+/XdzVVAM/+grcT0zLUz96g13h7PzRce5+B0U3gBstI3Kbwd
+UEZ57pg36UEKDnuA1YUS6XnFdd47Z5xyJf2bjMZfNaCW8z+CgWoXeEhhoO6wlOh/xUZ43+4+wre
kP4y3Nc4rV3YVZUy8DUIc44l1+A/IBHoPHVnxXur1MKikwi/uBUUn3ijr618aqQT1lPRYb6AeA18
9fTmSwi9QnusF6sw6pHeh4E2wmh+b85vxmxXfesDApGTiV4srJAaNDWqx+pYf77ir6ybdKTmq7bW
vIqwC7fX0ijYIvqALRMXcU4iiJMXa/7HsXDaRe9EMPPylD5wjfM4Y1bFOGZRoBK4pgtSDgjiwk76
EyqssNI2fsFGlQvcnR1n+gP1kCZX2hjbBVIstuQgJkk5U4xPawWt9KGNhZrHeV/VmbCUrFGVOdWj
2Vz4AqIyZ621J2ktfNPMdHs3x4j0/pRS7kFJRMxIG+XGE8j87tqgjG8vbhCFPHONFGTh5aoxk69r
DnIOcNYIn9M3/OfwQwh/6VpRiR4DqQ4dxB4l1NFba3fx5/pj6E2OuaqnvNXFs9M0yVaPsmGNS0ye
4+6jGu21mG9yR9s6iSLeONyPpBvAJ0+77QY/gZpE/1qxG39Jdh/UEz/jjooP6VvQM7UDwM/+I4IL
ivuWe4VbMqGSIyVzWPmE3VnTLNs9LTVIx8wIMnRKtkMrI07XdhkrxWj7WH2cRSkewZ8i/kSbLoim
LwPSdVzlaZ8NkUdgO6OYhvCwLXjy7eIjToEEX/4Gd8z+26uDmhAmQU8sTbQ8EEvshVxOueg0QRNU
Qugdab7xkthlQ+ZeSOyD5NuiGF0Nm3U2LsfUIAzBfPRsNsk7md5u/SZ9Ys/T1fhfsuYauynm14xh
vLI+SW5BsgnxNZXSb+Yk1i/9LAcOFq0PKfqlbUWJ+M2FPetnGH4rd9C02guGsfwG/748lu4BI1d1
z73H041qFrDA47bRlnGBzSXbU0dFxmF2h3cZUshLdqYbTiPKbT+UTOO2yta55+InsH00PqnBPq/+
MYKhReiXmqfRPlUogNYcmGCmgUd6858A9OHlEBglJdx2R2fWWMGEZE31c/1p/9pcunGM0sjHKnvU
bRE/Dy8xfp/6JavCsEgrNv8PWJ3OkjyuJYAXTJX0lvjcckByKPS4dh9ZgGDFNxu3hbN151hy+hbe
CmOhnG0s0zYDV4RRvhIjg/eK1aciWt5iH6QvdU/SpIPjMLddizwHOfH2XZIctsH4WfFThEcFlJHy
XMxTLuDPEp1J+mhEiwZTXgW+eLcowtNrVculFxXeUB5dyhllLSW/1d7Pmss5HHmDf264UfhM/olt
KzLkHGf/phQZuXlbdbWF0+FPcFHQYUK0xSvOCNF0HdYZ7J4Sru4nfgk4tuIOJQn3VXHe7p+3cP77
UoTcTjrFZjMY4B56o5ITOkkTmvuylIxJgaTi8ap6bW1HjJ3k8mM8C3vIfqtHgQhJNr3YMkC4teiX
v5sELn2miAEqM1arkutF9U/rY93XpopqHQIR7Hj2AMIieBWiVriveTl4Kqxg08mrVr/POKcZLRjJ
fuzzhIfgpqnOmub55rAjcEDZIJCCrbwd5pNBOj/gdFo2qcZpFyTxUX9TVrC+IE+jPsuj9Nn8gkyT
DcTst+8PbFSJbIvEJ/VZiOGAnh9rWNOssl0nndLki6fRUki1lH/Z/ObM7N2BfyCMIJzDwr8lOYAd
Wumi2OAIpVYf3pBKp9qviK6b7mBjAJ7srWIafbAglTdLcEXZhDgmuOPshuvuTQZTmSbRBr3RNKiI
xY7V7+VdKIirWmv3QusMxbabahpuoXEsobWw2tCtnAfV+06PK6dPRP6IaFhthQOwy9w1yrLiAZKj
SC80acGQaufiTsNfwm60Quoiz0z+XhYjgsd3kM/Y9s9eVtRDKWYs5x/xdNlH2qyeg4t9yUhQrGOr
z8mBSC1+KJhtaDdPwc1JNSo2d1SqL8lSKczmqXVfg90cvZVpsN7AWc4c2YI5M/Lrde+N80WjPK3s
pUFqUbX9Y66Wla1YW1Vop5GjAH7YrPxEBh0VVLf4Cc8HGsB8xqj1JQMrtJmybYbd8rSi4bw04SNh
ufkHpz9rPGmJp6vpjWHRTLO13faJP9oxTTyC7ILGuM7oog2AeUnKJMM3Wiv3Y9ACDKIOk+0DUqHh
0ruyLTmzSXO0ZzLW+PiBt7B/xPpgjuwzI446QPMPQAesEEFvQNdTJsO7Wf9MowLHHQmcSfR/tEeE
qnk9Nd0ZS8QLNV20rtBxZLMsClyzApB/nVMZPZ57W/iESFFdWz3EvGXBG85IBlZQK/uIvJ8OybNY
Y1R+dz/xYHkRo6L0ELfn9iWGXwiZPk4v4S+0n1C4FO8MWHGKMzMkyH2gGojByCdRauu12i+1MNpX
RAbrJ7PKNJs/o+wRY04wKeBlaCO1paNAmK8wkefc13E/Q16sYu9zl3GUhj6MbmIVzqsaRSSUwRDf
gUhKOxUK7ohbwOptXMRqCn20P2TsEz3inuSTlelzb/sFbALFxVktPyEbD+6WZQJebpdwMOJtJgy5
yvw631fRPX4jqbjoWtEGHgW/c6nVcZ8iMqwlztG9tPM4Rig6sy+0K5xwYjyTVBmrPxZKF10VLA5P
RR/Wohq7B0dmPWBNBLryfwkua8SK1yqx/CvnjSUOgvmZtF+sgLTehkT5bR+Ev2TqEp73xHKtekrV
DF8wFintS7tJyOPeDYyn3YA1ikYV7yGhDTShM9wrtEPl5L43O8QL9QzojaJ01RbuaeG/3rrFYdNw
ro42nic15HNWBwXaztalNodomAED5DF36TaA06hDoOH2P6V/EbeUoZm73X7RG+X/UL+Ryf4cj89w
g/pvoJwbFPyR185Zqe8tveBdRayWLixcBzzQPNdnW2d4E7PGBb2VSN1C2ShHi4kbouEMkg9qV8WC
mrF0a6airEn3VrIeGrGsAErxt5nmqCSqE9Gz+Y9xv3+/1FAo84ULNVmI/qwqKc9q5omJKey/4ieI
QrbcnOdQVLFPlyTRCkEiSQ6ITZqb2HP8Ezy+eKK1knBB8Zc0TJiou3q6f/xntI8i4B4hbKtZDL3D
RDM21URZldAulijWR5XKNliGsiFe5byafJ9iDBoluKUYZG5VnycOUVykmnV3mvzUfPM73STKaVKH
2C8ZbqzRcrSPpRAl2vhb+FuWgOhnGlmTaM4kLhelqQq4ZaBdIuIOUY+1GK21/HqdacYq5VslAkTx
LJ4NggkoklNgu1v8ke/xTDY0sjqKLyspU0zcLbh5GVkyGmON77b0FC8W2ECfoj6qqvAbEOXeSI2D
l8SsLxiVXVao91ytgAtPzC1PPY/ppI7KCxasRK8WvZM2FX+UhvKIxHGeQkN/r4LUI5+pHpZX5Zwu
G87TjqsLwCw7ebBShq3eqCiIU7519JCfpVO1QsnSBXfB7FmbV/ZUtRl+w/rq3yU8YPT1evUUwlCt
z1/u7ILUtaNINRQDVC8g0FYbhI4b2TWRH87V4D1KgumtFGXC0A7Le6ofwR+U/az+WDjYxq74FYFh
lPR69B3RvYV4RTknI7JQ0LNcrZ5l6Y0Xi5alhgy3RBelRZgZ0APM34796Kby5VSalp9BANcLalU3
SRwjB5itGh7H9Uvy0IJv2m2Mau5mnjF7jHYFXeN96EfYnsgYnsX6TyVc+lAgLi9SukZ1yNOTdZq2
N8diRxAPWaK0X/UblUeXF64cA3/BuoG4lT+BXS7+j4iiKeLx2CLwlATJqSMdov5UDjKWG1Haa6Ch
5rh2g/uZOSU7nt1q1dL/ZVDAgc50BaJgZ1t/3NbqaWp7c07jd0IKpTt5vyBncVg9Qjskp9KmyTKq
UVCBxl/2CTjD4ptiLGp6V3g8UMq8E/qbIDLryBX6FCDC/lJ6jfF24bWUHqZH/gNZleTHUIPCnt8N
66KlKK+6JjKj7d/SrhdXtKiEx3RNqqBeXUoz/XAGpw9PnU64n/uu5KnuBbhdtFtjZ8gk3ysJ5UOE
2xEs7BQuLaep9WSIScpvagfbdBH280g+cTj7DekEIR96n7efWOGeWjCPHqV4b62CCngDXKvE/YrP
MH0hQQEPXJLYyVoINAQ3c+9I/PKxypnAfkW3jO5pK1QcV2/7FvAuclTedGlS2d5UCXwULQWVJ0kH
FEBy4Y60i5JNOJPCZH6skuTEKH7SVLar4k/QcuseaTQ8n7Om5ihls1alfS2n5E5MOiS7kwaTrsR0
ZG7NU/v7k+YxBJKZIIkSj9Qog8aziJuaGguN1700ivavbAUxJRQtCdAPoJIpp/FzsR/ZR7VrmZOR
FyILhWzIH7rhfVnMk5xVPnPkOseIS+1Hto4Bf9G++y8piqU96KmmMfCW1HhJv9zrVfeka20h3sC4
EseG1BQwFewdzJSd5mzC9y+/DRxkKJWDqLOkVOsfwa4pi1K7C8dXxmNMZVPiql1juLN8GZKdxKFF
vS1wPq3oO90LW88t9Q9UxMBT+UFZbzRU/QtxgMeaYy+VldzQ02akKp+rp1jWQmM8TuMt+InSHbwB
yfPkhFC14S/De/qCwvXMqLL5wEjqf1dD2luCVt+i3uWHjHN4rwVL0dsptdApzRRnLX0LPnaSCZYN
xLZ9Rh/1w4hu8UrpdW4mO8JY7/qo2liYpnlhGmn3BJngaOZErie5zOgM/iACmJqid4le5CbUXu4V
wwLad+3Zig7RdMqfyo/KDen2nIMZxZx2/C/FO+WFFW8Uqalj2YklZPVIBdHGoEvpivz2yErfHFYU
7qN8fI0m6HHeliS0jE48XpImeIb/JbuTd7gUYd9QeImJUY8Slk9vwSxkjSX24RVnxMmeeGcLkM3C
thfyMVie51BeX/MyV192Z+wV4Uf9GEGBP6rspTRDskAbk3e2dDTriWWZupE2GnsRfIh1ILkujzOB
MZH5JSdPwlTSlbds08BhzAG1MwC/9Dduvvxs+VVknqWa3GW8w/1VPsxE9EnFUwV/Zn1CCggbZVPQ
dmhT1SDRg6JDpSNlbsw48CoqGjd8+moqXkcXfuQ+Z8QxJf851DbrOeg5dg2uu/0CI7nxD/Hb4muo
d/iL1obYB9Zp5BxGNEC2f16SHJ9BGb12r83o3iraSMGw90lEqjeCmSCHhFDMMxdlLzX/MghwrTxc
S9gY5VrB2VT1XZ0snuLZXDlEO4L8lzZ3wZxcANemniLoDeCsKNE5T4i1nW0qmEXO10QjjjoWcAbI
dBO/V12FcMERsrH0xdBH1U4mWIjWfZdaVeu9V/kCsgwNSB5qOjW7sAFBkzKWt6L5vTZehuRLp5/V
yrBnJX/oGM5DguvaIlJQVYRElP/PO6J8hsUNadKX2RT2JMpMxTIOIbgy8AgbI7UT2/mQulFcGu4u
/liTwh4DhMX1PH/lRw6F8kh3wdlXFjL0agDTM/gG1HPaEB7FsdvvwP4PEhDavBNlAe8z0WtcnuIh
bxY0znbqkDKnTR+l1ORrGVJ1ku0XZYLipYZI2+EuFoh19wWfM/Mljcoi1SLrDu4DWSO0kb3X2Vww
w1XGjY3ck4q1fKrSCTFLJEgjWTECCHkX8iYb1YA2/KE4VvBOlCuvw0WkY4yl82cLO1D88rs2kJ8h
/CezB+esqqf5jcYDc7XIaT9YNxOHBJb6MtVKK17sNK30llOGWfrYIrJbqGbdLIkR7K+G+R+Z0E4k
tsMRyYQT+shhTa3wfuDHpsa8j/xxFJXxo72aWWB8kXxFM85+h3uI8lHYXhPi9zX4qw7HXVX8iPQG
2mhR8gfyWFaJ6hpTa12sCIN3iWNdo/lI/Aq1FPuWf82Kde5UPiWm5Z+mF2a/5i5kLiYS2TqTZug6
BYK8v8onW+6NkS4NUPh1Bnh6Rc0/5Y/1SKlg9XnLM8Fm6yXJYOwCcBmr03fBwuY8cTe6f+ia8fOF
xfKeeRsFA4FcXDVnj26dgll4iKX04g3T/MIgWbfR81QB+uv8A+xfOH4tKK1oOkR+FF8h+IRfHWDn
5zC+NWTRVhQ2w7s0t228tJlmNXzaglZA5s7hL3WcyZiZeJuUpmgUDiBGwhakwdVTHpH2kegkOi9H
/NDXN/NGQBI66/gFtJEncI5CDsusqR8Fd6iHqh/7u3DF1uX/jfqU+ClpgX6P0Kt6/Z/JZWXf0aFE
k1E9JJW41PBmxTJbxL4wYCJPBFpFeO65cDsFZ3MTQeYhVbRwC7Sculgwj+RSp1kpmjjZCRDnbrOO
Ya0P9nPvWJAhDPNyPBvFXZwYr1O7FfmOlsotUVJ0RbofHm9Ap5OjvjiGYcfaPKxGGk5TlP028t4y
U5cDReP7M+Up9/gc6A1OakGhO6kvHbeN+pXF4O2ilHCPxb+LszUjuVPwJ+XV0gmGFZiuqh/Cq/bC
Rj9vsVKvcVk3Oo4UTgq8tA7gRjdNt14Q7tPXh7q0H7HXTSu4fiW+ZKoEZtuzoFfVPmayUsUplRIE
BdxF+SWUDjCJTIZXOR45L463xj8X/lK1zxxvmM8bQO5rX0E+0kSU3sp6WiWVXyAk8V+lR3PotnTc
uwBewjR0xbgz7kgHM9bK2wzZpf0VVkYy+Re6r+GwZ0V2PTuf9Yw40IS01brTi6/Yk1i52fdzYqXP
C/bqEZFUzHNbgFpb9CK8jz2pLq2oU0hEZ5ttbIZogneDogp9Ov+0eKJkglEh/Y7dLTc5pGYekyvd
J53IvqGzFdwok/AOhFROklVYiZF2xmCJvlC5IDhzUuZbRV9EJW5t+q/UWkOuwQW8lfeVHlQttWa6
4fyT6XAZ6EXohpHf+6KMV6y5/JUisYlt6SW+78Qyi6jtWq72pJ7hOZWS4JUFEI5jc6Zlvo9+WTDV
/YV/DfaYycHttfYyBAVxGX1z+5m/KgqBacz1M7XMt4RCz0HDmILZ3E3KtNI/xXTBWfg4dO28VOFi
6SPBq1YNtCW+P5CS6PM1VSQvfmS9h/Fbm3Bv0LWw3ZrQ8q2EJ4FxFYvB13Q7sFkKEUeVgo4ZllnM
jUgH/ZoYyByhjEm/zBjJy1LultRI0vKV3Br+vyveYm5a0e4Dhn8k48gMaJ54iYrOO+ltre5l2ahV
KdcZymsHcGnS4dw6VAl01V0quQvOah4+tSziNP9WNiVR3UbTW1k76xNuB5w3o1F1hxPi3ovAuA3E
2HKVaZEW4JZKp6i/2a9ymmdfQtxphNh1csgfoGxV3iFt9f6GHATAN86mwy7CXoVucRf5fZzepmu0
XwthLrrUXXlcNIw63NqNtsb+G9ofxwwvJE9dRPA14OXKnbWX5TKLNjVV0C92AGll8LqRnTyB18l3
ge113UrP0atQdtZ76It42cYnfHNAyUBD41OmQH2YsdrEwlWYfph+iueC8YKk/8A9yOjMVVWdkUxc
SAVOrC8X/KkrUdQITpXVpBqZi/yvZa0SEL3C1hZYmZtAHs72kZ5YNobvkoeafRIMvZE6pPAH7SX/
ukE7fQB/jPKIcbCnj8IlPIPfJydz/0RNAD4xMyRnCKMrx0N/BeYq3E6DZG5lCb4UPiwkgfco2QHb
Dq+L6Z85mTHINk1sz1OV/IXo5SwwFuVRUrq3X9ATyg+He9JrVOfy32VNZlwlW0VG3nwEnuYwS8UT
A5RRj0gja0X6VoHcepk/EF1mFEqLVJedF6CYjNHiM5mjJXRFjLuQIMAjNLkIPzB93qVInL4w+x9U
gfxe+kLJBdPi9IX6cVXXRXjz6PxBf84iSJZUWk9SuanezA/6KLcT2uX7pPlpnaZZrqL6cpgI1WnV
8cj/eOPy/9ab0/uQv1F+Fs7KytViucfmMxUbZSNBJH2HeqkdQ9xiRmrXEjpTVaV47mD+3+kpmO2V
Wx0ohTmIw+yiQJYGc2+JSXbNnSq40pQFsF0cqNPHmtnM+izfIbCwwFBY0KWlEU6qO2XrMkvnTOT1
0UI8qWy+7H8N+3kiSUjo5nZvuJtKBtxwqmiS4R1OF1pVO1A1Dcjn/+Ohoy+LBireFfTglgQWQQNK
GIpuQmnabiPPE6/k2X+EQqQGbFUh3fY7t6f7Db6KNI79iiBiveYuLd+Fn4kxlKQWQThc6ojgUtNa
emxGlHEga2pRknhKRiD3Kw6OX8ablAk4QrJHjiWcdWSPA297X3DDRtO3TPopQlMw8ne+73Jddha6
CzL4j5aeRVQb3itPyDMIySh0y8/8N+Q+sn9w94pLILP8DPlcgb3Zj5wtn8+8JUKqNqt3c77Lr2uu
J8eE6uqfchYDFZpAyRILg/Ewq1j0Je6nLIUtL7qskvJGhODwA9mmrJjCb665hqDoGfSaOJH6FzQ6
ccKGivCR0i8oLv6uZ96SHrNx1fdEjwpmKROAp+JDdIzwm/Y3Y6R1z4wkcf+OT7SNloZ5ZOla8Z+6
9NnFxOp0jiyRG9pw1bgfrJO+EXX6t4gScibJPax78D5Yd3vb3NEFG4Bix1HsfuM7h16eRFJDrhyg
7IAoRgVSHSCb0WRmZ9yev5+4NHgVmazor/mmJlt7VNCtg1llwGbHDLyh9B33wUSl+ZbzYMRgGUOn
Yy2mOUJt5m/5AP9uX579KfM4qYe+DzVGfFPzqLoxzyc5z0SqIUZvzQzW29h2/i7hp2UrqS/Y6fJ8
zhn6M9N4FNuUph6IOemz+A+SV/Pv0WPnrpudwngObHL19xfJ3pVcplzMCTDPuE7Cr3JfCCrzAspB
9FZiFaUTq4XOaL+rOy23Wh9AD/VwxbbZLItIDVvdT12c+JN9wDhEdp7R4GZpZtonV48inl+0kPdv
ag7xJPAZjQkc9a9XxeJqWJ2YBu4mZ1nakpwabx1uS+H+HGLNGLjMYuBuMO70L+W8x81LGiS4CqIk
N6A/1RzjWvw24nx9nnZ7ySPnuCYb0E/SJ2m0YLxhsIeJA0I8ejLIRbcQO9QlgRO5j9Hd+HfVawNa
VQv1CfVMvg5gczJIvzOuyZN17Y3nuURoumVb3rPGXcTlijFlXbl4Nla6DnlQ+FssxpZVznM8lI6W
zjLN4KzVj6kgWy7JLBLkwmeYHpVBdaZhPbZ76m7aTHdyyfnlUbxmTLG9SYIX7GQPdl4zX2Pz5MME
d6UHMvYKNQIqTWF5I3VqVluTeHMsTBKt7BJ3ofufpMwcnwRpHpi/izM3NBziqrNrXtt3xjvxn1Ah
s06FIegcY8Ikzv+4WvNa+HPOAWOTdmVhp3MYddN8mDpTON/YJf1dskl3gzubtJMK54gCK5jJdip3
vesCRSsslYOGiPw9Y5uDpO6SreB05H+ja7RMVIMzA7uHP6Qwxl5W0Jt1zM6NpAT3kWFFMfo03HAr
DOcu84oRWhH1KGew4Vc41oQ1HJBejVhJo1RWZYl6lagnnUsXKJ7YN2UM9Sf5KOI39A5uV6Aq6Ymk
Q9zDiiCdDr/Pi4P6lb5hvG++IrnhLSV5BAPxAjU6Uqqp46n4S+gR3918MYtHlcu3o7cqiYYb/GZb
UE7MhdwNKkgu/u8Pvm6/4kzN2IgVG1qo/UQDXdGL/mZMVu+T3Ci5W3RLWs7wShnkyaKVGi5vPXFj
XkTbhIvwe1J2kNbZ9cr/WSIVfP710HMBDR1oOVCQIl9UckM7Qrmp+i/KSXqr/pTZrR/GTMP0oeRo
9/kMMrYBEAzVTRB3D53JfygbH07MuAjuJPXn3HASldWY7z6RRyZzwq5JzaHL7k7uj9J2RQlsVu4i
3CbUTXOy/mhVWWsN+wpzdPsLd1D0Ly/NgeQfqu7h7Rso0INiVSDdWYafJP7pXLKkzOiVC8pTXbil
+ZhuimXlHxViOU1+XHBCNjIvXaaTPAutk8bT5yll0RMtPixVcDNYLx2zqEGXpCmyHVvzSEm1PnbM
d79RdkkvkLeq3ZWXuZ8QMeG16iib3lDk351jCFcUHMICEinrnPwqfS9zEC2HGI2IsjzPK+MvUKRR
bdKl4BzRP/WgmM07jZpLXSwlu7jzn1o3edcJ/66P1Q3xdQIric8llxqdrHmuefxK+iP3Bfe2xA+a
p+ou8CLzMezK3HfJpfRnBcWwzdq3akmoRD5H+j1oZx/13CE99rxo38PT8fcwx8tGAFfqp6kG0bK5
zdyL9C0ljZEvelVuhv0AfSUqqUhoqXLIyJsqhnjU4h6ut4buyvGFCxr8us8OJXmy/gJP1aI29QyT
2lo13RSzs/olHK7JlibTJuhOBxtzw6ofhkX+k6pLBcUV9zVDsImFec7XojKgm+iH7AFyh7EBivJ/
pbGsv9DP2GvANkDsPEbczo1oeyi/Mu2oMWE+W6bdZPBqEoNownnwJ/eY44RqScNs+lHV4ZiRhoH0
IW7GgvFZGTpBc6sQgK1J/ded464L/Qo+yBGQ3UAvatZ/VlIKrGBfwS7Xl6YNb3k07wfQNwcAf5CC
1ksyp2c/oaFBrHhdtIJfD4VqX2uGiuOML5wngEzBV2gqoEs5Cebp27W7zD31v8rX8BeII6r1uX/L
9rU1sTJoIcEw7wTUl3yEvImPjTj8RUqrO7lwAasmlcV+UujyXXHtNWP4gOL6nHvs0fZrJSruavEd
Kxwv45wQzIRc1XfD8QXRua0wnOke6jPrJG1XMOSYZfjSLBEPZ82VrbEtnX/PkCZah4LNfaEfgzu+
sFe9uWYq62//ekWBW1d5MO+6U5J/Q/UVmRdkWneI5xpHYxKk34rWMN8HpyrOKZSyUcjNgt6o2sgw
7QLd0nKrOil+Gnut4RFGbRCLrmj/VGUzbHSy9qOFvtDtQmhEysfsp7LNvG6Ld8+wYm5x+qN/69uc
y8vDlRtyDwROGR6TsFCy4Df2QPEhE4sC5JWSucajWmxJdUma9bRpq3y6/mlZVXx3mlT5d+5f9Dpf
syglsN3qK9sYGJywvnJRiYqxRHLc85KznnOFROR/cvYpJhnakNv0cU3rIJr7lKFcrsj65ShAPQSc
/D+KnqO7kQT8P3FvdDgdS1/v7h864/wCTGKkhtWmFl+qFdN3gfjZnDXKNUpp8UrqPEQEuo+8rbwl
fG4mkgfJbxuG8H26KMJ0BBtM9g6GHYC9oNXybtdkF9cHHZgi9iNOccFjQQHbUzvNUQA1ehUeFjud
fpH3p2BvXTEzjNhdBA2BmOf4DKqIp+Eu1jwSTOQupTexb/BK9T7fWGe5cbTqUI1Nt9xxy7iZ2tee
Ms9r/DrnFHpKuJUPVJDxTf6F9hm+r1pV/huww9aHODG/Vjwb+ovu8S2mVvJxZUmRj/yprobIHlq0
7KJaJuhfV2jeAtwJC8wRWl9KH9Yu/0D6/DST/jB7nzXAe9jxxboJ/ic+v2Qq3yJFE81clXBj2hT2
xlCHRS4bzhvNfBt5KDlTNt7hEZTrD4N3TbuCp0CIrgbWcWbYW0kv8/D0UdgFmnitpNlQ4rbGzOjF
2KPuJt6mvs17yK/WzGmoNJiIg2zrqcxKcNlQyWnKzcRxad1d1TQtsAF4JjyT31w5qGoSriG7l/hp
QYiE1TamjVHM9dyH7EhFLWb/8xyhdI3knui3iubpYXlCzeI4vedUqhV72TjmJk2dJyvnUP3WvAXc
29k/StN4A63zSwmB7nQOswrfDe3TZHhMxsWl6pqDSpb8Ge1U/H2jTaT03pAd1u8LN9j5jRDYboMF
AXmKrJv50dLfydUlQfww0Wa+mDRPG++Lta2ySsh/V5FcvoAuv1q/X+VSp9aVhHGiYWMOS6Th4655
6NG6xlaH5Jmk1njQMA86zH4HP8yAtEfCS+hrs3IaT9XPl6Qyy9UD247bJ+VGIiY2L7DM9ZO10kgj
V2m/5m0qkhZ+KzqXcFycqDkL32NEeLaHN+numvtr1i28mv4kepL8ahCG6GxMqnnGjZWs5KjAKSv8
RWfY6YGXkc0ijbpwr4OwUUMwXyf45FPxewu7kbcJZtj2GZK5BwwLM/Lx9fpx7hWVi/BLEAbbGZNA
jyMe55xhsi23/ST6fNokssT7CorC5eIymdTIBvdJ4RJ6qaY4/Eq0zHjWvSvC8kBooyhZstm+v6gn
ekomiBrr2EbbBmrz87gTrKv9iUChmsMZW0Getg3ZsyqH32QcQKIJyWlfKA/oP9ntGZUagmp4QSKr
TtlPoJVd9e1WXiuKDp8krjOH3ExNB+49P1oboVJza3FXWUSgPPijPjr/kJlTfXLxRdxnFSIogcUy
s4hv4fqq4wCSTWuDVyHqb5bbSRL9FN1R8ZSS6ZE2ApZIzl5S9YxdomDWBw39WBhBnQZU9nOxQVOx
jvtCQw978s+WtbRSfeeQC3TmFBR4K/1u6VNoB7aN7c6qxh8sGwZR6mL4I+X/zB5j+WitIympHeRg
YYbpPmer0s77Q/LQ8GfVMoNHJCflGhaoy+BfSr7NOavDc6qLtoCzZD1Kp/Mo+PGUqW3HxJDmV8F1
x9KcyxUPc/rkdaCNjjFWTuVXPJ/EYV+G7EAzyFahSH/KeLgu5Xgul3qH3qc0we9CidJ7FvcUr/Yt
hULNb+xZ4NsMJP2BNw1xUtSocvuV6D74CshYaTdrVT/5FZY4KsLE4t/I9dBUtRY9133TepCwXblH
lqQso7RwKJx+dAl3VUkevR0Wg8/Jeaxe6q9UrlI+ZM0I2flTGMMNI0sc6udSOO1uSYK+yVHHTxN+
xNOB+iQxS/J/DNcFW1SNFgVgu7s7UREUKelmmGG6u+ucM93dwwDD0A0iKljY2N312d3d3d33/oX9
rGetdzPvE2YFisRwr1x3FchEewTkrKGzWvh+6kf3Vek8j1JqIw5aNJXYyT2eLBLtdiHcm9iHW9C4
ie7V2DPsrrgs6tA+TaSRRTz0Se5kdO6muRZhUm8OYF3M/7JgdymKNNlEDCLBNcaXyq2KHyCRfsZU
ju+v2F8VIUbN5tgnqn8l7uOXsRiePbT47Ak5ev+g/PSsT3SZrgrxrKwxKtv8z9zYPEPbvZqSVabp
wt9C4mlTuDB6oy+e/IEdQ31lH0/uCMpUYdg7+euxQtk7XKZ5G/EmqzdvBPqcuiscEKWxUCRG2TLW
s6zh4suw0ZJjlaupXlqJJT+0ncdo4uU+oI0irJf8Enokv8olxgs+SU4l/uKSjKRacr73nzQ8zqqY
LDovGagzMVpVsX63Yzv+F3NjOET7RpkmvCSZ49hj3w2/x7kOXx94RWtqUprLkDmyEYaZXqtypYeQ
PVE3zft3jhJz1XVEur10n3ujY6ziJDMK6mTiRbNq5nmRZBEnznsw46Nm1ca9wh+Vncyd6LzSHt4V
3JfGqFxq9QzdKoNbWG1Jgo7y1cwBolgNQ5BvHKSc5PhPfI8RS03G7BfeTl0LSnP2te4oWeudTLlI
rIAN9PcTnMueUQq17Qafm647+hg7OXx634TBzF6eVJgEM13wW5nk1WSMV/EQ5Jl7nYusAmm1+jB4
DcdSOpP1c0dGdoib2X7VUs5u6WPZEyAF9tCgx6RRUgjdMYf9JzX1lIUkVkI7c46Owu0mfkeJ0HbB
uL3dJe+xWwJLGr7mP5D1LXrQnAxKNatKbpO5hjt5lxj7gDs8YWiiMkLzFsqTvpbNITIw5zkTcVNJ
fyi7jZ9MP+FYybLSDM9lj4R6Ucri7EQeyMiyzw0Itag8kyEj7bpkZeHEQnu5p+Be+SzrTMsZNxe9
C/scOkx+JxqIvyjpmU7RP7BgW7SiAlwU95z4ptLO2d64zlWo0eeO113mP9aPd8LFt/O5Yi8F5okh
9OKrW0eIsZbh1nn5nzEB2Cd6jmYheKPgIvICJ7YujX2btKd8v/0RI9n4HijnVSsjBcubRsjeo9Te
Gdb/zN0aZoIp2p2+kuzthseGG45P+vdCswUSn/H1pcwyf/cTeeI4aRo3/UPjaMOTeXkWnhMw9gXj
KC3MAfY/mKeEGFQVsYtyfQ1Q2ypME5zD5QtjNDXqfoZofpu2jJCDfS9TA+uyN3pI/tfuHPGR5Hbh
S4HP+RwczRaJu6hPh+6Udkg7tVHQ0prubLgoXPAtscUcw/CVdClWZ+wsGEu/hR5gflKipnvyPAGr
apLF5o/FX1q/ErEkY5gYJzNbP5dqEb7pL8qTVUeEw6wlwMiCToIdeQcdcB9j/hUsqBygeG2d7ZwG
yYr/E37SzirWwOJqpJiLyhwGPbpW8zSZKg7nkJNWLOvhDegJ5D7AG+V7+AnkHfK++qlVY4XHV2xP
26D1lM4D7PzF6P6sReopcplxI/q5dlDjet0jxqFySsUwyMAaxwoSCPXPjbfBZWhmoL/ko3oGfpC3
UYFAJ2LVYmLBfu9RMFu1Vhhi5rL7ZbM0E+o+OlaZ78mWF++jXiGpgFwuHw8TvdXPRM4oXKGr0iys
MZiCHV8QYhLSvlSxlXkDvibnUFRj4VyL2/mQ+EKlYIjlrSiz6ZJ1sKhZ/Vh50NRzwVd2jKpaIvb2
8f2p/8ZIQ7ZQ+4tVjv2MAZQHwkkEO3uy9CO6sPhG7J6UxYHRqPnANTJZ6QPbMT2tVbg9RXath+ai
9Lcv5fbgR+ettxXxulvazRmUGt5U7xvrKO1Z3zlnmC/M2MoZ6G3TmvPusZfkiS1BaATnim6xvL/I
b4XoSQVbjQj1au0Q2XNmRvpWyrZGoepmdQV3t3o2cwI4nXScuIa0ghWOvOXqB1wKPYHeee80uahb
ZEumH3a+Fm9mVwWmYxtYVM0J5VroEd1oe0GdZ9TpFsDKlj2M6e2sdTig+5LVSDOX5k2FMnDLC09L
w9BVBQ7ZaN6V3A8R5JgkxD5UFPTQUY16CJ2iHAM54LMsRZES8wdpQ0PEy7yLtYcUS4yXvHLBCtQn
XRfrSLOZrxeOTLbqtylMRTcyRvBW1CzVtRpxJU0uLEeGm0IqZQYtZu7j5FvSO4HNrvT5/xGSgWH8
l7pW16/4k4ZDZZqcGvFDWIFih+Ch/KEyBTnHVK9i1KUuqXK/TxMzx5tnk9Ogm6J5YB9OHW9I1kk6
jTkEr6DN8roDj7K7iM/mLEI06U9iCqUrKxaX+yOvVP0o/uRhSbuDUU46UY1eUyjXbClNL50jXGDc
7kiLDaCZ6FfIePZb2TvXW91n9zZhDGGr9T2tlmAVFVjvAWJZbTArbQkYvrmRsMyY0xJOI8iHJ/SO
2+DtGShzapVrKReQ2YrBQz/F5+Anpl3jnzSN0N/X3CN90IzXZGC9DX8I7abJOT9JQwgXoxnL+qP2
O3xIihSpdKnVeKFCwMzICSEa1E8cEota8ZFfKO1r6s6NLoTJi0zHNDvBsRRMQX+KU3hAWlCxC3pZ
M8Z0PqUn7YvXxr3ruMI7zv6dL7fGWCFieuiufpQdL861XZekyCNKs5xwxzcdxx+qG4AhuTCK3mUn
S7/J7/g3L9hBvJa3jVKMq+XFUBcjjTgCfR+qX9YV7nfoWEoTunnxIpEmPYj4T9/TkK5qT33dlGV9
Iv7CWC4eYFlBzWBemdpNX0SAyT9qxLpTyEq8W5Evuc5Z602UVKf9NsBEy6m/WWhYrW67CRMTZ6RX
jyMOrcwT9liJlcyVkh0rgQ76Udf3olbTv/b/OgxUCX4co1i9LUHGsZkPV6dwbiRb6yIr/xBbVWrD
PcUS1B1jjKh38HfrYRXf991yEmqWFxfcEuzSfFd+Zp/mCy3Jpg1LP+K/gFlmOEgJAYLb+AfAW+JV
5CYtJD+3iKa4xixPDzeji/bZU6u2WMYKcOAZzb+SCclh8Xn5q2pGs+1V+dpZ1Q4pUoXAHqo8KJXn
7aXuKFXBiw0bwGvK6Tg9bhAjx1NBazd+1h1lpEtk/AJxz7hkShF+ZTDJY5B8UhoFavop1cLUkbKa
8JP6PXR9JpiXWnjYH2aRMUwmEBws2gdMMkVYtwt20feRfwKTTSN5hxMRlJ3aVw1U+k7rTAE19E2X
JjtB8eb0AEfaT6qaRLxgqzqBspe2KNRVrsAN0j6wdMqyCUP50xW7GQW++yEOeaXWTK/kZWfe9iww
Vhn3M05lXWa9svRFjKOPytrivcmYifznPU0/SApw01lUxz5TE+uDg4HsaxmDTSlZn7krbYxwW0Mm
msGPF6llkd4hRXGM/Ao8/XjgeXMPw63kRbhKwZ8TemR+jrOerEmlIcHrapv5Ux7btVI2OrWzbqQs
vKgssQ/1j2uqP9IVxGzRHUzJNAOMUZSN5GUoPqNOVSRcgN+CK1Sxl1b7p6gaCWXKPtHrU6MXwLRJ
JLz2OP9WxTfnUebHjAriwLw9eL+joP62/boXYG0FtmYPltGVXvXYikARjJ+QvpwyHXaPCxAijZGs
3tJt+Jv6XeZJWhv+ipNg8GYvJwxzRCrGa1QosTHBdQbelbAK80xFUOSC2aa/KS9oxOAY8fFclKHR
/KlE6ZkqrAk/rC3JMJnf/d++w3W5hDpYkqRQ12Gb0RSLWYi+w3FwF5q+KMTToOxOYX9cXhwj+wnL
IqzT3VIk+qkzUKLLIbTxoWZyxaRgE0lsfSh9pWgjx1HSzbtFHxLCgD/GAscnr9s8I39WwWcay/dE
rg0OMx2FzxJUcBuC3729VRvdkC3PvZqwETB7rA6eKdm8KmMBVw3QBG9ZFNozaiy3zllZdlerbGhQ
1OaWuLoprB2/DF9DN1TFzc0UBsPs4rNbCF0EW2vCOCcI/V2rYZWMvkVTBQ62z/Zc0CY4J5lO7S95
VXKQ0gbmR11TPXMY9IPLHla2u3dLMeQaRUKQDhxGzcgxSICWBuaLiin5sdC9gjPeUsE+zJzkWspf
NVHav4IBJRa2hZ8rHWrq3pKpTiv1W6sk/4GJEEosrC+HNpjE5rm0lES4zU7czvftEdkmNp+I25n7
RsbHbwl4EBTKOIUIG1v8xP4ClW2T0eJjPJ5rRQudFTnPWRApqaC0jaVK9Nk55RwNaRS9uXxqVb/0
ygJnRWjzdEkfef/ixbrPrGza02kYaqIeWL5ZOoqXZw/nRBE/u76juVEPrBzhSm4HcWbTOKmJNNpf
XhWsDl91lw5S5ycdxi+W8vlF67YS5EY0bF7FD+OhYpLwPqs3107IEf4qEKsTU4hgLvp5sNP4AVZN
7iMZw/9uOeHoqxopmmp5QrilWFrcU7i4dIKPC88M5ijtKRvZt03rPGGB3wyO7gHYBftbRSksr5hl
Yla28q97IxWjMDlpF/G7aSQCQTQWLNEmYhHKaXwE8EFcPaWVleYpoDBL4wnhzorUG9iVrOP6miVX
geGWHiUHHXslDsoG/EHMw+Bvv4pzTH4rcMQMVFdp5NJNqo+ZRuW5RB9CVhhXg/VNAT9ZAHAW56UE
p/abb9OuS4ulPVizDGH4XYhhuv7wcO6shRelg8uuxB0wvTTf4+1ixlmmojvo8DS4u87KBCs11uq7
Kj9ref5kVxppxdqx8mfMn5qr4HvcxmxfcHnlFdRS4gLeXzeMgFzUH7dDM6roPeK9XkF5DJq06x2P
GQ8F/UTHWIacqsTn8qq4euMtU38WuXhrqEx/1N6KNMiebzupn0nJLNhM3iIbzrlC3pm1JkgH/1Uq
pb90F0yEEE6nIDMkzQY6ZYjtsWxiqRvLYd7HXOMPULY55EG1PE59NCVMIzSeNGlFEvI6zwfGNcY6
7O2iF0SPBxGYDcnyFL5n2OaUTYH9eZB2neirq17yOedvygSXoOxLuRb7WFxouWo5lF0tGlV9x/ua
fYR3OlErKcqa6XnG7CukVK1PsGEbeXHudH8eflZrgzwVNb36tG1hQEtOxdQH/cwO3XgarmRmYlXR
AWANN10wkYXTdKFMyL2vmm15M3e9NBQaQuaBGXiZ9QPvn3iv8k3ZEfsPSVDQRZSCoicdhMI9r3Rc
Ptkyeck1yU3RF8VRiwVEc5BNh4wDpO2GKlmNfwR4RP2SHeZaXpegZtgftJz1tiwmMmM1Q/RKzxKQ
YGZJruvUQrK0tvK0/mT+ZtV3XkDWF7fAPEduw4zO8mJ57hGMEdBjMCr9rGkT2U43qaap0y2V+Aaa
1b5VR2s2GtZQ8sh27XZ6WWKGl659JsNFFDmPGBcSy2mFFBXhiKuPca9aplApnzrP2O4n2h0LlFTo
vOpWkZ1/xTGFuSipjTXL57OPlSzjXYROChupTlGT+QEjjYkQzsPB3V+NE1Z8gk/w3bXZFJNYlVSm
/Z9nPnpbSbJc5L2n+ZaTxs+pP+hmq/LBbB7ZI6A8Z+kgvqxMsYtsJ/TSbib4CU8NVz2XWy/56zTH
obKSga7X2DVcK38vf8+Cla6fmt6eb5DGvopAJw0Gq8wXS5cZtheZsNN8WznHAo2Eu2WnTXnq11KM
0J0AFuHnMyHz9DjFm6MblGGlu/S9yoeyrAYZejatPvMQ8aYkweXRxmTclXVWvZJiae/9zyWjMIHQ
SF5P5P5EEru3NoMRj57MkRatSR9u/W34ixwYtVf10sdEWOWpNT2ZAelS4x5+mfMLmz9bJUvUwaWu
2vHKmKCLs1AwSSvNxwUbYjsVaYasKhxVyVIBsVB39ELucNGY0GFPNyEBc9H2R/yrYrheXNBYOI/4
jL8K81ZLBY4Rb2peVOSwzegVqRS4MSnZ9JAUjZ1nPQ075iQIR9WnuxZrL9St0a+XCuSNvNu8VlOW
oDJFb4lU/Wegyb8UuQVE9BFpAekhsbpaETnf2qYaiB5mgJU4iEvlHCQNjDAnC+0OutipWCswjuUy
+gDX/Q2aBOlLaQktrnoS+j9GJCVBuNnnLqyVF0uGO0aKlmQWWy1mZQ6driMmtCECj2Qc5w4SCVjN
DxO1oTJKd+J3ZbmLFoDrnTezHs0uZSVX6wUCe5TdJRTm/oVml7fG3xKvzzvujbZvIIHlacB8RDdx
Ma8RPl03h2SHZ7vrnfHWmWkXqMvZG00h21XmMrAavdXVSmsj6WwZsFTkKKbM9KKOoOkGpMjX5S3m
Xy2LdVJcB+lPyW9McOtRSbu8rBgST2YlInCi94GbcLy2NvmRu05+U1nCRedWy0ZSixiLxITctzKF
EYX/WLZSWp5KJd7y/1N0xTdXeDUgpytnpB9dMVRO1caU9BBPMl0pmDb/UeGU5O+VonKcGsMalHgr
eYo7v5Auv5E9Wx4Up8KieQnmSRXvBXn4n+oowWjkYmYY/bR+gbef+58yrRwF3hQkwY15ffgHwQu4
DHxi9cXSfAdO3U6Klc/RD42f1iSHLQzU8Vc5DBRA8r4oVyfzdKOj5PTKBPYosx1z0LRbBeLCwZEq
nAqONJJnW1oKmguRjnEONPRMEpAtEyuFrb4IIob3lDHIgbS9cc+UzUF0kR3WzzDfQi7U/D+rlkrD
ZwGV+gPXBTuLfhLNdzi0Dy0vEU9FVhIkrk7LN9PJJxFNCoVJCSbxaSKS/Dp6CF1Avy9WyA+mfBPv
4pVpNuPI3FbVY6DeUMa5THiYsRMcgSOKG23duV2RaPFduZR/X70P+E9/mgwoJqldXKQwt22Pg2Ts
or+/6FDuXfSpcmNWeADOMythptuq29Bm5d5AqtZpfBeIqCwqvVD2ummJsjB1Z94GASBo8/pEXRx/
5qXgMjOTYSmefPwM+434LbMuuQuIBtwYcJDbxuvNk5o5OaOkx0E+XBXeWPZGNUyfYX6nLGo/b1qv
6ln2h4Qya/SBAAiGRN4FnehdFXXQOddGxTbdP/o4wTLsP3a8NjV9TPp7BgNgxku4KRRS6j5lpWMc
7TOhQzbNkeO4zXPZbNa5bBNcLzgFwVVmxcBEBPdL9avqjUXvYbWwLjSV1QrYeGV6eP5J4CpljWC8
+Lh5uJtc4HJNpcYjOWAbPZU0fe0jPjLIlX0g/QGo2l+eaZrUsjPwyHUTlas1CNbsQL7tErkoONe2
3futDKFA5kSnLNnA4TRSZxMva2oEUvltzbDSldpq6mf0xrS+GqQcFYpTr1Wpafcaz+aMl0GFefMU
WTrzTmYKSJDd9nl9d/ADuWrUKc7+QCT3GG0naKYsTX3iXWkqZn8XaGVfZgjVm4NDuWbcFuZi8jlh
e+BD4BvrMvGTQCdV8gYKkvkVsp9cW3a9eIJPye8q6pm9V7XbB0ly7JviTxAaGVZeTZJd+EH4OGMk
/lywkWcqmWtaCN1lKJYipe2ODubuADf5aPM+SrGhn3m5vVy6Q4EtVWKeyn7y3uo6WSepowO3mAOg
ZGwuvZ/qMuyjcCb6RfNp9vbyWBXHesO6wrDFWCVCcuXcFyi5hiyZwf+rkAsOm5Rqia625aPfqD9l
N0q7MtZltrDw7EuabPkYw0X3aSuJlaIXYEAhJWWyZSntqB/TwTd/USeHwgVnWZcNe6FN3mpxjvS9
rmso1TKS7U5tAOcrVmWZxB/QvWgTKZXIqaGV4ukEHGsYnUa6CmSj51V+1vLYf6S3LUjpZpZW3AO7
1lRfMwhMMHEkBarbdozGRgqyyeo4owwOGn9iV4vWmNieSao6TDnyQnFXf4pjTUMgP0iKxW2dt8gx
DF4HXdAMh5KUvpIYWr5sHKxIRkMFlCoDK2KJaJR22LgHuYeMo2glbB4mkdCvupMdFXA4at3jGhX+
Z7mzYeP0bvEvBbNiIeKlZC39knUikWYR4FOVaOZ30IYEJD+IBPM4dYLiDfewoir/rlxuecnTwDd7
7iAlpMMaMdEkv6rfX/6Dj1YtibWT95uXt+62yEuvtywu6MeP4k3VXqjIjRiovM68CO5WTUoN+XuD
n8s9hHItx7ChAFs+KOMYYYzqVfFgX3TRId1zZVC2yLvalwHc8/RjLirWksRKv3EKvk17q8pMMBgY
MLdQBhRzb3lahensAmFk0hj9Bvl61plVEfiTshj0DqAriPSVi6NJL7H3oFwPwtM9o1JFNW+mOVlu
q4ww1LEU0vi3ivhQPjRJmMUOtKgBesr0wGT0L22z7lBtvxKVSa+KsHzQRIBA61b2d/y+iEXMHuiJ
2I3qXroegmeGSeB9caeho+Q1YUTdPcEiaJw3gZDEna80ppUotEwwFGmcsmg0rRtnicwl6m25s3ZE
HdPtYA1h9vbL9TmBZmpINdzAtRRx3NjZ0n5IWPAre7DwrTBMnSxOFteWb+QmOiKMZUAKdhhlsQSP
7cH/xemKu6t5zbsM2lAofJOh1oAmd1ZFCi6LfAJZ/m+vwf+44ZdOgf/E+2jYvXDr5pXJBlGYaVHs
Y06/yCNSIE2aOBl+B7icF81tJB9SeHJHeeJYE62zFv/nELPag18FMENFoRM3Xn6OMBk+j7QbinRo
Kmb7WVFFcqNYn8kgUlS7Ja2B65KvoU1MlNlK3clSWzYxhfa1Bn3FW+fXlNG85fjlvOdp9+UGsRIQ
aGLVltywNd/mjSg8L0NwO902E1lxQbBBnyFnOiP5X3kTjLCK++K5rPXszIx3uHHSPvJjEiX5iuK5
8ag3DYEzcoVHfO3pJwEf6Qj+YGEjmS4bZBYXEiV30N9qE3C/nHX4KGMRY7Yvl3NNN0n2oCFWwDVg
zWv1R1TjNeEgnHFA/k9i0gZ4BzgvmSp9L46Jr/bNLowEa1QLa3a716iXyTfJv8leqO+Rlib/FC1k
vMVsKDWU1vht2Dr9ZM8T7TzJIFSXqN3C1f8fsRKb3MeUDZzqTzsBjRb18r4XHgCeKr+pk/2lmjUp
IR21oQx/wL8TdRgMU/qto7CT8vMJjfHb5UvLV3ldYJuEYvNQd/C+CWerTNZw8Wz6NaOqRcKeKhuv
+dHWTnZJ53Gu4BIEezX/IQ6By6l7pcJlNQKegqM4XbBYZtddAZqgHumvNWrxDXKrYA4npSrR/YO7
XnSf2Gd+RlJQwzeczfWyHgm6OUiUruhwUoikiW2hJZofZc9t/AGepE1AV/IvxAhK9ugfitfJrxnn
q/r+/7plym6eK/x4xxn5c+733Aea3IojAQk7trxvRjpWPvEeq0dVbw1O7OOmtmhiAxoJDa+5yG7j
tNe8Zu13thrJRqPITVoEP4Y/UoO1bS054exjPc46zDyp9ayolPia4uDZxsGMD9wk9SpHp0qYtad8
b3AeqdfafZwvUIafCHwRcAUcOs6+z7ondqJMlzTcIIQx1AiSEkpR//OVlGeVPoaChB3KSMUZ4rei
BkjOe2/uWaViLYqWWQfCclV32VHFPwv6yDjE59B0VixubW60bMmqr6CH9x0IV/7UjjYqzG6ImvMi
wVfUAK7Pqw9a8YM8bn1fvyrniWOm/qvJoxhDnKB4JhlFoVoWoiT5QppKNZC5vDjOQsM38tqo3spp
8qf+afIKV090bewRaxRjgmwXwk9tY4ksPkhuW2cohe0OVZKRgSecexySaGb+jKwO8KXlmmcB7jNx
QJVRdEC0i7aKt559rXGB90LOhhlzGCvqp/NjgLORVpCqHptNNUnnb7Oj2zbKXkF/icngupx4Byz9
fPZI7lH+wcx7vN357cR5vOnMvP//iCEZDnHX1lG+zZhJ26ubZtQgpjv7QViahBTNz1bvanTlEIJm
5NnVe/Jdum2CUXKDhAi2slbQJnDmVrzUJrtymZ1oqjfEu5p9zdjhfo/9KzkoOpp6gLeGCxkwury8
JOcz23FbPnWp9QzfrrqZdRu2hmbmTWcR6C/tnazOjLu5TURV0Dp3ube/7pb9tC2c9lfuMf5kniuh
YS+W/RR+tGRbl2s6eT05j3OC5UnzRfjV2mJdH2qDrow4EsvQ1Yiz8tWKnyV54pnMC1AXbnOYM3dD
VGYEPuNC8tOCXaQLzO3WTvsqAQx8JjltqEQViklbhxM/Mnfl3RY1gYvpZfnjRb+1jTShvgb6YldP
jtveLG8xnc/IDp6qK9VOVwwjWgoHEH/nbKRBzpsKFKWdg4ep5Vg9Wj6S91XWkXa+4bVkls4IzSkG
5qQE56IOlgOk6RV6+gSOsvZ8yQC13T1U+KMWmTzFVm7Ws4bpe9J8TkPNWGyVO5n7N2OdNzTvAY4P
5CGOSjz8S/INhMvOSG95JVPw2V7GY9K3St/lb5K5UU3RA103VNeKBsi3KdjyTcpz+uVKu/g8zQ+s
DzXKP3OeEqc70wCUdk/DsvofwsRKAmWf083alQ+zbuQUs7tIrXIWlAH+rTnOQHC3R0TIJoNpwEl5
M/G58DkqmnOCthi7EPZernA94eUxVPnX7RAwXDdPXGbbCR1j29hI/UPVfOQf2QFqm6l4V1lyqmCr
zGwmKLSilxI6uYsmN3cV6qEoGZml/onsYHNQBlec8p2ihF4vvKWZEoBgW/1pqCv1l8BWShtuY/YQ
fgmqB04kuyHIqDUXuKVzVOPbvfigHMzVCTcLKBuuGypIXNw6lpr+UfVVVZ/XnFpFGqrNUONtbBaX
gBdiGAM5MHF43nqyjJ9E7paMMZyR8uDDjVJujnoz4ldW14aeIq3lGytCUaigU9mcKF1f2xdRcfYQ
xin0TOwZ/Wrbc9+HineMUt1M+uYsS9YBwtD6t8q7xM9SFFXM3JjwKZCeNI1fCHyj9840l12C1guP
pG1h1odisEXqW4T+YhVsiGdQ9k9GpT/e8ZOeHbhUNwB9SxZpKQz0x3RVn0UcNbRW1pvRLRbHUbmt
o83USNiImeK6qQzENGdn+rZi/fQrDoZhiE0lnOC9gOnaEEXrzaqXZC9ol3U037RnLAwjUMlwnBNo
9q8Q/zAdDNnlx8p3e5pQh/StoXn1wRCBLpe02kKFet5L5EVbkzPEnTRrVeYG/pysfMNU67CCFFtq
DiGQqTshSXFA7HOS8/I+3Ej2TZDYCFCqCns3/KSvI5RKdsOj/bctUA5L+s91QLXJeIrubG9lwJw8
WZTsfWhowiXPUFg2Wa0mk9pRWdR2oSd3XcCWE6ylmvfqOpe1lH8glJZL8HeTAyy0vIaXamFY3rJZ
6CEQmTBctSRqf5IY+4g1jBJu3eYZI5kDfpIhoffCT8rEBS+hLEQT+RkD4m9JgOv387plKLhP6aME
VSEtSprRl9Kb/czv1vceW6tJZesKWwpbXGPwfdy5cQLUzMLuqNaWHHwPJNk1rmhlYUxer7oCcN9M
UA2V76V84/chbs6NqNABK+iLbBudPdHp9v4qgJKo/Wx9O3U56w95nIPPugPN0M7k3arYZzkh/k1f
rJ1EPc4Yy/jJPS4/YA8o18GHcL8bLWHncvamgYJoBSHkzH1ovuZizw7TJDGOMrghGg6nU6ir5afg
Ak+4cQL5CDqKMlJ402v10oV5Yid4UNBVvabjP0q+oLfigj27qg6zzpqS22G65/OyXPR43WXJLt6d
FlphnHgUp4f6oeGs+yFfx7/cMBTsl/lIj6XL2bFFfJ0S35udTVvN7AWzhOop+LLImZPZdu1wb6lF
rj3OdaXlxNTZzMoDoUeUc/RtpkHKzZEi5QHbdvsN0WhmYgpRctSTIFlFZ5u/Kgzs3ZRnc54ox1kt
3ALVTuUxzqZCAveXZk3kHlI3aYO3J+ABSqDz6X8pfdISRDNJmPzuVIzgPwI/zwDVFoCMR+b2HCr4
zThHNYl6qGy+eGVoOQnLRhVPzm8T6C0gr8gYhcmCOnAqBFXcbGxGbmJ+Qb9OaCqYVNwhuSq87vrM
WCTem1KIpqlaRDXCM8rEERdlaqrJNqReBvS2eMAK6eCEMNmpYq9eaNxYpqPtDQsyqZZ6ynrRXdEq
ocDYLt6bVwWa9R1sZN5c3yzfLm5rx7Ss7OytQl9Jhy4h8D5jj7CT9Sx3r6i/4hDnGOm17FRJz1w2
XpetmPGj/oJomrqLPIL/yrhKh63t6rzskmhaRW+l0Ra/tkXQ0/0Ks4f2ARpjMRmnkTqkx7Q53A10
vOKQfmBFWuI8Psw8p2iaskn31RPOTdUfiStG5Qnp9NvSm8o/mg1Rn8APlXbP74QHoV02Z2UtJLLu
COlQsuzTqguaRebLmLGO+2SSwUoqXLqw7KVjvrQzQWj0tnaijCq99EbmTepR1kTzGU2/1D+69RQ6
1mDNxp1zR/N3IIL4NmCvTMVHAS1Cq8vKJoQq+HWKZeIH2o+0VQKERZ/KLl5je6sbpchmZ6oI/9fn
M7dVYREfFH7DvlWUGfpaYkNd5TzBk7xtSHxojrZROTDtMe4KCU9NdO1lXvVki18BctaLzhrJM/S6
wGDudaBN2J+/nXzZGFa5H7WLGtOIWlYTwDBeqGJVxpLV/E4ljhIv3Imsd9fAu+u+StKNv/hE0qH6
a77/uM99FY5jGrfqKlQb+S1jKOejKR1XjPLoZ1KvA2zdGiNFN5eGtGRnbgaadOI0kbOUX8nZCDXV
rnUpAjnk6FCjl2w56C5J259cbBis7WvmQI/3j4r6xfhetZTV2/IDles+re5pRwuU7Ct0j/6rckOh
i3OC9Q9Ikvg8gGwe7A1LxZ855qhckwdPGuFYoEawuUQFzLVwbaCUqy/pTPdJT3iRmnYKPHFr/FP7
gVx++faGxiZZwVj9JEsJsLjUk3Wx6U5gmaqBc8IusI8vpOGXlOpJFRYs9A58rprA+Duvj2mgar16
JudM3lcjzmLB+eUbeR34SP5ew9CyRRQzcgU4wjCMaRcXK3sV9AAnx5cxn+It9enMwvTjzNlZPaAe
CpesiDleyhCFsF9Vl/5vgTXEodiNAMu4xJMv/gLtAJ/Qf1mOp/YTossazJc4b1zv1U9HN1GDYM68
eMZcYXkDIiNB0Lf4l7QB/GmaYVlVksocBARUaylM63Ztg74Lam0ymSAHrhkHVaAT/mUZtEVj29wT
k3yMeNVG/NjSOuUkyUfbwOyBwVeYrzknSNPV2SFOSGgcXOcRjiQeCCwqZDmXuahLaph+5fzQKV4W
tYBZaN0TeGKoM9yxveOEV9+FhpW8CG7HvlBFEs5A6jhWmgB+BAujsHQ72xtgZcwaxjgpkyAh6QUv
uQiF0qOTtOMYvjiWWdnRUlKgT8RWK0vHsg8TucwiWI1yI7Zi322sSzNB8JMb5rrr+0Z7aS5aiEU0
chWCT8iKhiu8rFwlvQokN3aTC1h63tTIDCAK3Jn3DsKQvjkM5jcOF2RNXZXU7DxcsVh53nczg01p
yO10k7054/5id2nXO5vYIf1y4jOwxNq9+EHZQWe28zr9tvWbw8iJgeKCPXFd6AxrwaKJs92Ys8Ka
zdfEcaYRRLEMxushu085gOnPeYxcCVTYNpkecf8BlySrwL7oLovXa376nsQxlCmS046nEX4slbw7
g5YTjzb7UMRN2HArqFmmWibMEF6Cn8wcbhAoOe5VMgzvAMjBznYXcEJglfCWbHJxDWI6VG8WQfmr
ZnK78Ma6Wxn32WegP/mS7MmFOQZSyIO+JCkn/XZdkZ+hSYudgctge/6xzHzTLQ4q/aSwzrOSWZGt
bbnSsFG9Z6k4dhP8DNIzArGg1nzQQOW7NZeNTM8pYoc9KXOoD+Eepnph+M2+SnsUGkRjcT7S9npH
oytL14ovG9FiAvOGfLH0eEkpP02Bxz/ireaRzc1lButG2hTyKEItdMH4XNZCuMom6l+x2rKZ4EX1
Hvp8dRuXrdvm2uuKAsIQEcHlvs+Iwbrlxk15Kznvtado/f2Lc12cNv1U6gdyV/dq6gn0iNqe/h7I
3bwRwl/GY6qAcIiamTpFlYUZqTHmNOGKoMmumblfcwazJ8PDa7t7o7iW9CSt3jhLquO0Waw2Dphf
/1gnkUeKN5mXSjq1Q3kYeFfTynKTeD/FAFAyzseC2KsW9oqdNKYwgf+brjUdiKln0zBjnRepjyzb
xXe4je4RXI1upXzq7H2io4YLuuOYPoq1vJeYh5iVTUKZwlAoTfEG/VVsbOmf8lVZ7VqZvpvhaEgo
ixGkyCGwLx+tVhqnumqEpfT7hL412wkpc0opla5CyOETxX9krLA9qtSijZ4bKkyBLy2CtbgdQuqi
L8mepPRwZxi8zh7qUtROHUf9ABWV9YSFtZ1WXmDna3mUHmxXvVpmkQHsy9ZtPG7LyqJjkgjVTv9S
YJDLaPqi2mc7OEej6hDwBBNzhmnMtolpg8tTwAP4bZKZwFu2hzQR08L9TbvDihGQbY9L3jvbMOyR
cKlOfWMqST8SehiXazjdvkp5wkgUP8P8J90ITZVaOF00o8Q+X6FuM3s3gxM3tfArg6k71voleAfX
XTSn7T3rkIRkuVcayPmdcz3hGC8TtUJIzQ6n/aSdE8w1P4eWKm+xs/T3Jd9Mb+TnGQSzXf7XWKj6
XuzV4VwHTRKYH1+ddNQ7uXiqk5nYZl2rJwnOYfZvnCg0aw9C/YBVOBe0QvFVuIt/kfoZsNQuLaMq
DmQY5VXGxJjj4ummMuNW7zVpFCIlvxejzXREMZuELctg1TA+CTbXXq5N1CZXfyHtVpSytpLiGR+9
exUzGGn0Gq41Yh27S+ljuYItqd2om81axPhtvKW9oinX9EllcNJDb71TCp6amzg78lLDa8HbAYNk
bl2Tv1ED6LzEetZk2xbehmQpI1o0SSw2b895GKzlvrRE2x6DlsxOWayrSDgkeIl5wzEVeM56xtmM
WuPLk+qNXTPp8o8eV+7MsZxyseC0cYzkvRBHGyvZgOCUxgrH5K6S3MN8wVHVK8k7+APV3WImCuo1
1/Xdicf5KfRRuesTgpRqcuTWVzHjBG+wh7HBarT5GT+F/F9jinSmVcA/jNSB8awRIi11g/o2JLFP
jzyUzTTtEWarD+Sfwu1R7oHqJaXOx7JO/3F5pPJ7Xg1iJGqmeYnqo/IcgguE2dsQvJgF6Iack7MQ
AN05TGDU/VU6wScLBxnnFrRYrdRHylTcfedd/CTDC+t62EfxPnIZ+TZ3Z/Z+xifXVmUxrKEsJwdR
udRU4ApPF/ojFRFlp9EYMtwgjP1r3qL/j6iDdrj+0hhuT8lS8x9DIfeLPAY5XPoST+WZpqeXTwY7
C45g+3gncY0FFdor0pViSg7Wc8fyyvVGOYniUmfAwNQMa0gYgcAQcb4rnL3ztSBIuUOsKr/kq1Qc
AdLq/LPy5hgKPhcIudOiQMIoTJv0oTFJAIcEnJ+mJfxy34zE7rjZfKQwRXijPoU7yLiUsl5lB0Ia
lHV5FoojZhYV3OS9I9tiWqwPI88RO116ZUBxOHZse6S+jXdHDsA3KA4L/FKbUpmZXWA1FOOf5D3X
ECRDyEjTcGaqZ5L9o28b7x9/ACHDXqp2QsP1i1L/YcneD77G1GT6u6wrPq7mM4jGY/MY7OFehm99
bIdgonACuxJ+m1xKixEdpGP8Do7c/Ivr59/lLAwEgfKE+zP1vA7FaV1NYpnsDlpnNDoiG/vz+guG
aCG30Dul6uYcJoTGd6ld2Dy+YWhZkn0XrcjYKSmFMvjDcU801YgVcofyOXus1aQ4qd1TXMVJV1zJ
7iUvKrRKojwum159Ajio7Kq8ofrKalWvTdIyflTsAdHC/gIvuhl2QPLIkGoIECKkGFZf6fBQbdtL
9PG21+pR0F59dQ1awRMwhHcRXzhzOF3Mkb4rFbkBFn+7l6JKRFO1XUjjmOmUDYhfMiL3sjER/UNa
zbsvpmU91E0qaMQ3YMQGpgqkHqcDbLvxdtbPjCpnb8FlyUDvDsM86l/fXU2cNlOxqqnOFACkclLe
U+R9Xk/VaPynimJZ39C7ipeh4Qa8IwI6WzTI9cD8uHS01sNez6k3R4M/6e+B0WqpO0V8U9GL/5py
igtj7+eLlqi5icEQsM+NBM2K6GC/kunysLkm/Tx9ljmG6aI3BDIZkaUjaw+zUIuZ6oMQq+ARZ4Sx
ylpCWWz4yRhCQfsmgU30OPlokZVYD65oeOudI2aV2QRvFCuAPOC8pac/3X6wKF703DlWt7R4uXOQ
GiAqEP+ZANE8K7ugdXEd+qa1mhYv7zV3VeM0XAMhwiUNDNehpKfhE+r+arvqK8kn889TrLK1zNzl
vTMh8tOYdvQHwa55dxLHAO0EPhDleVFhlrxQfVSEyG3sV+lnAlNcCZiS9EplE22jb7lznGnzvImh
ZFQG6ibmHHci36G7HlFBbWJGK58JugQO2x8y35TNjw8KXyA2O9c5py1EQKnCWk03HYlfUPQ3YTN9
Z3Ey4550U8Nb2EHJGtcN3waHw92vdDI+j3aoJCtvaXZjRg67yR3N+BFsk1/SvCtwF97C5wN3BJ1Y
h2cP7rRJJMn10yAJUAj7oEkCCkRb8q+BOr6oYiysznGbplRbaBNsD9woxWWL1T4LIcdLKmzkTdY7
2Gfm02omYmHuMzGN/MrdjTzMP0xMxZQZ67KGCtb7AM5pX8SCIaxFvmvKcIZAs0493lNlaZdH40js
UZL8krCp+1VhrAvWnpa+Br1gGbufstn5naJhWYsa1Rs390LHmJJceez1BYUzWcoG4A/QLgvKpahq
D4UeCS4yv8FfA36Blo7IsMOKUvUfh0o/QMQVvSveRFjEnkwMJqRrWilRehlpdvY3/VReBKgvX8KZ
S38mYrlKKP3xuZkmUg95o2CraB9/OCyXVUKotl0ESJzzxDHQQdtc7F/0fGAf/XPjvGo4fbB1qS+B
UMDfz+nstsxeYpYodzNGFP/Jmcoa5kczcDS7blVoo0EGurOqvJmWfWI2M+CR0zdJl5huKf44njYP
Eozy3MiLkCJAj/CCXw194QxtOtA5Rz5dHhnoaTIQOrjxUChoRZNTd4AXleacOdpSwUj0cBJRGlsh
xD1A3WGuhx+zwYF+zOLiRH2SprPoKvq/nRKitWi1rJDwtXxmwmZVK0mI4xI2MVQ5xYIX9HLwoXBw
0XSjauMrYyHhn3QMuZHbDS1DDMXdYqNQsbH9kbuAF+Yf8d8EqrpDuIF5p3RR7rRauP4P126ECH8w
T1g/jVwFwdlFxbC+I85Wb9bgi4KYLnkiqrtVLLvL0tUWsI/SOZCIXFh9gHrdsEP/qHA/I9cot2vl
KwNnbKV0uOU2cwdJlDQG7IJGlglIT3CPOS/CNtpJzOKUHZqJhkzxD+IR8WqHxr4Q+BE5qaEvuF1H
zdig/WMeQg6Puep+F3qrzIOIlbGyBcrd8RlWR3SPwm7yBnh/7oas29jekjxGmvxu3iGeS1NG6sRd
LxtFvd8+fWZD3C77UPlVGIM+RO6g3ozxm3dTIogfTMmFcRgTYJR8dPakAYxDuu05K6DFtOia8JJR
usTUrZl4iQyY3wRyB2UoGOdob518RjdrYVoM5a09YDusArk/cIICnXUuTevluU5kLqM9Nt4y7tGm
BxPkRhY8wUs5zFVjtya63Wvsh6u+ur4Z9tC/a2ncTulQ01nKcMZv8HPuLmUMPJYzpe6NaRUNQuzx
T7CMZ6ZWRTIFwCDEgZIpqQOkbdoC5mHOFseklDuSVvQ3zDeVXuMxFyhPqSoruzLiSW+ZHL5aXmd5
o41WLGG1QsmWGSi+SIj3C87YP7M+JPSUl7DWIRca0FkH84Qsa+5hodYxDDeVv1eRUQSWtdafIV2z
dunyQFwJiXntWUvkBl2U7JodTxuhHKc7TjvvJ3GXC8/rx9jW6bRJam89u0zLNO0SLk+4XqBkjQcq
OCeMDbIp8DG6i4HXyGBGvPZsQaZvbf4H4xXgVO4A0mXFMlErt746svkqfLx0HwfTOCpZKyQEFMIY
wQ71cUlfkZy+J8OE2yaMMT0hYgP/6qWWm1iZcPIKlb2cE3Bikt9J+cK7tuV5MYG3gNH5Hucg2ufL
JTByKukxZpS5oYTM7FgyVO1ILEoeAk1Vtupm2F7V/+A55XD5bvY68bLo39PX2FeBY2BbRDTZ+rwO
fo02f8MM1AJtiagb/YOy1fMr8aL/MZAs0LIOIybZBkLZzKN4qiOOdJz1n64igNSOMVkMTtnU4jX4
J47JvCbDRsZs3XMcgnXZtkPyohwlSlW+Fmrm32iiu7ehMZIBrKqaX7ZnpsnJYb4Dsh0YHvkYLUu+
S/SVycnZKRst3519STtWlqypcaQlTcl3+c/Ousli6D+xiqITfaWIcMMcZCVlBfDU+LDKbt08m+3N
xc2izhJNZC4u3EDTNeRWjg3cMu/TDFYPFX1mHMnSeqer1DXzgl0FZ0nvDKdh0ewoQgrppMWPqfq/
hvSOnKyNOnrJSNtpR3N9k38ALQzys09yJhmCZYvw5uIMI99dQDtSSA7OwzXkLgAYvKzY+sJ79NHQ
WaSz6qMSLxWzbMbn2EekkdpSG5fw2KSy0HWzK3rqh9s+2pal31Z1yGzMLGuUXUnPE/yZRyDtp98y
dvD5tbHaReJ1gUNxB4lhxdeQJNhYi4D6EPuHLGQPxgxXGG3VmCZfobqnK9rfCO/HbFbMFdwOHKfV
su7U782fnx0SRUjnlq0vO5r0TZ/FwQgrK+GS/iKMbrl+tfkQYbSVhXovcAiA0JfWZZoz7GX00ciW
/Belrxlax3Hjbe4o0Qh1cvAiebyXTNiuC1v3ofSA7JYgDTM17kONzRqdP4h+0OblnHcQ2EXVd1E+
UosgD0uUPhHWle8PVLJmW2qx91gVrlR5dubNjI34RRoTly69TOpjZeo/c5dWbuVfVE7AdqQfly6W
LxY9hPQhqvaZ9Cz1qTa9+D43SnTE/yEuqvCQ9pB0rXCz5qUYQ2mQtWblqeroKOTZ1B74Ye4OSMUc
bRhB3qYhMgpyJaojYGzpPl4Ydb9yPnKnVGaIFcxX/L+MAK4NneOArha8QRyVnKTeJCmt/QWXKjRc
Kv+6/rzjMU5fkpwnd3jy1Ow+5CvKI2AmP53s88UQlxrIWqGZ1DGd9lfyr9yP1FbMgjH0EO8F+Y5+
oRkFVLDeYml8DWuHxVnWTIVbl1OnKOdl1sruVVNIDnmJ+RSnW8EZMpCy3xDN3tw0dEmLgmI5o++1
qBD4xr3AGp14wPABuKxqTLmoLV1L0B5gd7ITHXdEZyuVikqFyfBZsZ3+ACegWNRx3NM6Cvmp60lw
vv6ooFTWIsYHvpHuVWLJAnVeUiD4qqZaHgs8k1xxN9SFZ+Upcxk/8DhpC7OmRDa700r1q6XpfKI4
s3qfeY9mJmwJdQvVXcbUDcf9tLEXFS1gkJ/Iz9r4gMRbxiU4mqlzMaqaYXQ9bd/8l9QgwuNUwV5Q
jms/4ZfqXuCPUZfnT1HB9YPdN5QMqJMxxquLH68CQnZfnkCTG+5TmL5LfnJbJLvNfeCIgm5gm2ef
PeQ5ovqTI6f3M54Qb6FPsBynn0geXvgipVj9WBJHvyKDYPIsq7khh0nMSula8A/2vqA/sUI9nbQn
tiUvv3x50nnHBlY+NNMb4Gt5yeosyXphOrSz4iQehyqWdqXfkW6aTRBOWjwt4zxnFuMowOYfXjwS
dV55oPp+7mTFA96ESEX+ESM2e4i2AnmKTNVtYQ8Qb0KvZNuynhXWVZwk9Uav9ByU/ytBuf6iifyz
+qGSEsNjXpuyOaUArIVvaQrZ+BqdZ4bglv5iLcI4MmWGIM6+pwxtYGe+TeaA6bBHNFTWBPYH2U1l
DGaiaIHkhXd405Dps2BfrSH9yKpB6AdRnLTrCpVmiP4Cq8Y2GTXPc1C0331Ect4QRe4BNZKOyjdJ
lrKMFX9JUt8xqB9nIrGbrY5urZqUm8p4I18PmdFoV5G0GzCLeXsFCrk/41150Hsatdo1UvVMma0v
NuxLiRVigeSEr3lJWRdYIdSD+PT8LuhPCwpKYeZHEpbpnOf03PnAWkK9CebEFPe3CxPtoJI3FmMj
gv6Tul40baKfF1tI8N5UT2dsgMWX4QMLcKmUyeUf2SLfGkSwekfFqvh3ql4WD5sMkG0ji45RWrm9
SCNVY5htymFVl+cLZB3kgNWLOQWIWHMdJ4EsTB1+oWQlT6kg03tqdZzx0q0V65CbnM36iySRucty
I+Ms2E/9zqCmTynvJv+hr8qcZlGLEpSTNH/jTzKk5CrkZhErEL57Pnz24HAlxhQTOEX+nPxE2Q9+
oJiov8NPEX5xpotXsCH1PNYGwRsToZxF5cM28A7QzqIqtV5VN/toywgylnaVVJ3F4sYVWXXDwPTF
kEZmzdTaV6ygvsiay++Rv2u2GXxYea/oqudMzg3F1sIAe3LWTOkM9xEDoorF/qwcqU4W9GaFOdYW
byZ311JLnLQNImb9DfUR6jOxkfJB02xVpMq4H9WTxQPtk2BNaWe9fsiv7BfxhjTW4ic/sF2QvkKv
T7nmj5IMYobZH0EfNI80vYinoMk4vN0bdd25jAgLDGaMoPBKR6nsMkXjY/31lmbD8QWz2euNfTQl
HCZaQOiLHFl8D6PG7ME/T99IfS5/IdocHw0bTDwbv5LppbyPGBb9GUxFVYid2XSnreSiktNS5hyp
6Mg4Yluh64nK5OYW/qalrKtmVYXCckfwc+h7cnS+seVkto0zqqmquI8+SsdjRpQ+BlfX9U+NVJYl
zCeUwqcoS3jxHID8i9cpzxfd5H6oPqOkaURGJRMvvZZ0oXg6XY2sMhxkTqvoEKRA4zT84jnl9+gJ
bp1gEnqLJxs9jHZdkiGsUj4RwEy3CSLfHfPcaIn1RGVGwykrT3shp40MktWEl/TH7mr6AfsM1Vx3
bU2DIJ/JK87MWK1t030UmBDtDfUMIjbd/sgXht3ZtDb1Lw/ivECI5K+okvotdomZL+9mHg90UUWA
1xSUWS+BfIumnsFn8V5QJJQoYYXiB/h09gLBwLx07GTvDIHLt9cwj3VEvlhQwIWpl2d1JAcMB7R7
y3YzWrw/9ba6+bb9unzeNmBP4RiWGAfnZEO7V4UwlY5+irPij5xBups1i6s9rrlzZJZs7h0SG3Cx
6k1JxVPdCblLmDfEh3Xv6csE3YmrqUFdBG9x+nzCcJ2VhPXAEyW8eLYu6yNviD68eZ3dzBiR1lvd
CN2VbMXVWiuBgwyOdLf+FuPhktm8iwRAWGTnSHklJ/Gt+CO81emEwj+FG5jb1ZDGR7SSWbi9erZx
RJJHhab3Rg1mjGSOZ42T78esqR8HvVRNFCfA1aIXmlVIOJpvma6Yb3pWJETtMaZrfhPDRZXiPxPr
5HP1iyi3FTvwp+ISqw5Leumi8bVQwPkE+oMewWU55+Sx8WPLr1IGcYajvicnBynVry20RDECDPSh
vBfDTAazUXfRd4u1hYWWAcF98MSUzY23SOHat4Ku7KH+JM3tzCmUHfVc+h315eyg9Jf8mP5mcCDr
EHlE5s6aUxXn/JfpM9M41EbHo5q9lnbpAfxk5wFLmvEE+MOe60wLzSkGigrMajC6tgj0gOnubtyT
8ntuEfp/DdeFX5OJA8dxT0R/ehZ2JwoIgkhKDhgb6+7uPduePesOYBsxukVQFAO7xVY8W+y407Pr
1BM95VQ8PfV3f8T3/fp8dwNePABiYEkxtwsX0p8wTxn7DAd5iBgibpH4BHeyOUfIM5iIsxxBejhu
rOm6QCnPo+U74vP7VZbWTE5E8ZjUwXq9J8bClhvoPVmp2GQTpc2lXcH9m7xJe7C5SnJG9Fz6MicB
pPGO2c6BeVIep1E0m4uQjdGuA+PgZ1X3vfdYiwgJLLDsesUzE949lWqibeJXsOcKtpVsE/KUiaoX
ssXScdxLolyEpPah7iZtvaeT0c0mW7dyFoo3laRzmPGHjT9ZYtcc9tyRxfD+aDrPyrSNhJzNVmBu
stIF4/0L/WD0axnELb76lJhYHXud6GZ7Fu2pXgAarWLjY7hSkKhJ87Q6G71TiCHSpaWpbqyxTu/X
wlxChws7WdaoCNGOE3xIeQRhLfZqwFSBPS4iBr5Lk1R+ZYutpFhvW8f+hacEIzgq1QmnO/K6mgIa
4duhIm6VxuztAeYUFgiuSftRJ9jvpAO+XstGygT5FI8U6vN+ZJ0LqNgcHkejqtla9EBTCD4vHuY7
6sQ4R1LlGWqDY+FgZYwpHzt4DsJsKHAZHpSdblgFrCHeE5bxFxBOWIbYSmU+9R7aV2WPYUJ+N+tN
xnDwJ+5MxtI13vL/OW9WP8a2I2brXroxmS9LIQFBwly/gWPgZ0HbqkqFXVQez1TbBuuma+in2X0F
f4j6LSuYV8qHCO+SYAyy5y9quOozcUlGhvEsb7k1s0KBapeM3bInUqioDf5ke6oQIU439PBf0rYa
L/o4UELBdY4VXQx/Is+nHwPXq5Itf3OK9czAltI8iaz4rihJghAxnRhXHaOSRVvqcTmbFkojVD52
FbSeuUOXufOAlqQsZmRyRpfi9DoXTXHB2WP83VfNDMVWuzPVp1wqyryyYsVdGJsaB9KhCukNhwAI
t61Gv5ejVSXqRDAy+rljv1LrmDzHZepIrtX3qk7gJhsqSsN1++q69ad1d2Jni8uAVrxC1Fy5V1fu
VhC+UPX/iTgG6NeoKPv5gRxLYJVg0HJd9lZtshqFu00YL3kqPkAfUGVIehfk2LupRHEB/WdTiLpX
gGnba51eFCJGKYdVmER7bNFUVIO/9BV8pGShJdWKTj+LGmjI8Swz1cpy6XrWuEKa7CD3mGKT67xq
DUMGwpBwfpDZDlw3lHNGkpyeH+rzip0bl6gPwT9Jy6EOA9GKTdvNuSmb3XlBPiumLdiI/p2i29Kc
qNIFsVWq+SwjN0FIY+b514vgDbmZZ5UfV6YZKzQwZZjgn/9aZ5XlLPYVsAtahT7Hvc2QYx+5hraH
NYwuJ7FZXDy1WRdh5dm24qSsVbp/N75SYYzzyq4o6ljp4g7xrXKBLxPCQkHBaSAF3JfNyR3BOyez
Kt+L2+2Z3h0dIemTHHNMktaD/A/SE55owCPzFRQLJ1eunZJUu4XFTeFjKmvnml4ltJMAgCz+id1m
QXP78H/lz5TNYb8xfaDvkjFEFHcsqbBwkXFHII68hn+cYAGbqNPAsztW1RDky9lw0/S8FmGeNkNX
Jt7FXL78k0woukz5Bb1Ju53+G3Lw8uaSQc5rOT2QnvGzDvLdc1+F7uNR1HkpF0RXnYMMk6RDpVd8
99iLyT7OsfSd8nalq5xTYFRxrUuEy8Qw3gzKAxyal0s7r1zMTUa0M5BpNOSv4mHJ1XPu5kCsofhi
UFrDVl7FtkFc7Ed1N/YjKgQ9gJosXY+RKI9llLZ/FYxUj8VspvDyrTiEfTi8RFmvfsZ/HjkgvMrv
ZSUDN8oidIe5YnaEapXyIzmbvCNtMX+y4Fh+jXaHYWrpZSnSo9HfZljzDpJm0v/xrAQPMo6L66x7
TG9YD1gfNUjf78Iw5SlVsjPN8qP+tLmXtBLrdj+T/rbtg6dncZBKEt0p65PeLtwfg9EMyjzZ/lr7
UGZlZ9O6NdTC6xKkuThqBL9Ku19ZwNgum14XWRHRFKOIog0mOpKb6CzDIs1Qod3cK9gT9DlMMG/5
BJQ3kp60Ub+94ZSJY1vtvcuLV/xu9BAXxJ4r+IP7yDknFyTu455Uo+Q652dIJaYv97IQ+QNOI69G
fVO1rMNoJ0JezpgSOvkpdI6bKLghTlE+UI9OCAgSFTzPmIgy727+CXJ7xVHmdGepoKMtRboXY+RF
0i+Tf1QIquxSivCKhyRVcKyKsdKhso7ssspbYgVmC2aXq6/9Cf22cYYC03Uve7dRrfiTtz37ucGv
d9ob03+uf6d+DbMoX6qq4BXUL4bbS+61JfmWC06IaOki5CLnK72w0ApESybAtFzjXDQcbmSLViMm
ymScjziGX0bkobdrm4tC4+cQJ0PbnP+L1umk2mmKjepTgRsLfYb55M6k3qQFINazDPLULRUUUAWY
4YpPpUd9G53DMEuEB6VyR1PVcoeNdZyNzryHLkq3q/5h5/K7gGPIk/JvwhW222izuN8cjjIqDfT3
hhGsG9Qejh3MEMOYTPMRSQJ0WiJqqI0/I9M6ceVnaVMMW/1qY13ORvdI/ghJb/ZkSTJqn3i6NIt0
UggTBE1jabkMneQR0Kb8r0XA2XyqodRQa7jSMm3CVtwOSRLYH1Mm12BXdV6X0+In+7K8v2GYiC8y
MavV+Vfhee4jcW/aRNa9yHFCLS1EPs55gcDxBzVzbB8CNfh7oEI0vCRRRyLPJFbnMDLFtkOlcGOs
jAffV0IhbZT1Bf+WTpRcRhyojmLikf2GZYr3aGJtjP+T2VmEZcS5v0m2AavygcoMYUN1kZkoned5
rfpqf+qD8FzFV0Hosp3GeZkMxVsw2vqAwZZH6hcRB2X1WDoJm+V+jqslljR3zUnLKZtfXsNJlUVz
h7XcJhUx8KImdmj1B+p9JVKcGnOZEcdGVKUEvTpP3Am2xdEDD+FsKh5j+c0wG45NjTVYStpFTs0f
gTes18ojtRvqwhBryy+Sp9HamBITgnkLm0RNZF82theeFtx2joc2SjwKiaNMhScuAC9mnusUMr4W
Y8QzJTfNLzlh+nC4vfApMMthR8OIm2rDZRnyJ9hlspHKqxRX+j7thw5gyToO0vQvJ9d1okZJlHm6
oUfWE8R98B4DgASFeNsjZrPoLxqPSGGlSv9stOMykg6BqY31qjG014J79gcp7/kku8Q2jGyWLzfd
MTlx/xTB2S9aHyaEpv/EmCP6Yf8b3cNIEa7R7pf8LGudUWUcnhuqNDWu4/1auE7hZM5WBug7dEjW
6nJC6ljKBuA2Ki1rh3qnTUZ+wZcV/kmqhHbyHxGGmydor0uUXk3Ha78WN79Y3rRC984wTfvAqFe2
QCyrDhNH7y/4xWxtrCYc5q4r/0cDBXKF6kCdMVHMBWZJlf7UtF+VbwJvKO1l86d1aWd6ogoGTB8N
jfU9hP2EP7VfcLCUxcZ084ysCyWxrC1cZOE25D/2BDlEFdXFzRlLFTFkjruCc5yZwEUZRBCQN0r+
5nUmX63NM+83bENKHF0lv2Qcos/UzRSLSvOBcXXjsWHQAm8D6hsiu7Ch6KaUDptPTpCsEnZXPXON
IVcDoG8Bg5NTj99DOBB7oFJmBEscogF4X95x4Zuyc9phYGh1OWG6l8DctniY8y7QQSeJHlrHFw5p
8QR2Wo6SGwv/AtS8fN8t7ktEFGay9VIhv7FPtsM7ntaF/yrt4LzRn+asS/nswSM98DRUp5SjW0F7
h9D7PlO2ij5pjySHY5WUZxZd0VjpFv7hfKn+lFrEARUzWU+jjpflwmHedf7s+lgDwOovDsEHYABH
U70HfZLRpTOK9coGOWbxu9y7wjUrxwcWRpXmyUuuYfcuhSMHCa5qdFl1xktrnYgVaWdl1tJiyhLV
neySTAa9B88t2CI7mLNRDSsi6aRqfXmNTubuQpE0loIzSo5soa0mhSUKFSFpQXOkdQ33X2AuKZDp
lM+wePmZyVhiYsXnwnV7N+c9cj0R7fIvYiwtGOabFHAygWqd4zlh3oQh0P0YMnVc1U4+xNhdvKXG
z7Nx+pNeM75ByampWBPjNT/C2qZFy3rcj6GJ+RezDtiGKpo0ORyNvazQri+m1HBxqoQU4YoTuA3p
+Pi3XI+tmftZ5iMukAC6pf67hgeRkaoDpunkZPtmcL5lgzXcOyvwp7OGeYOwiBfN30ZPld1zjZ87
AYs3xabVG9aTFPxGTryZxpwBEtW0wDrZ20yqttnplOppbfxJnPS8Yu0q7WTwMmNH9nYKQxNizOYV
g17BJeom4gvCKMVEwVnaTX2jkQJMAUCypyBdjFLfdSzlrOfXJPtZdrPRsIQdhj1pD9N7BOXZFbQn
iDRoLnZYOq4olzM95zo/hN7WKWeXLGuzRpiaDE+gR1UvHGk6s74rc2mAxKCzX7mm8C9DKyoKqjWs
5FUq94eCDEa2b7R9p/sXKNvRlXev81qWdDEFscvWAR8oHq2p53bbIqH5dDpzOT6NQbRNFvxtnSL8
hbG0cVD6BucG/iHBWpcP2YXdRvfhekUDlVwQkejKSZDdUqIseaa3VO2yXyxn8X7KqUUWb62N5A4h
qxVTuEMiCPIhiJ89NzEqAr1GZgivOo9c48uWTbJ4yxyEPXm7hN9zJ5cThNGuxwV63Eij0refezsu
FWJg8NCn2tfeQ7RTOJowxhan6CLQwVD1Imwip9/nVW6zvZfOknRVd7nG+wqhWPqWYJfatqInZ6b8
ATnR32Yk8lHqi+Xd4HV8Dq7ZM7P6hWbaorP5swT5uRLNFt1ZJayqSySswgLDCy9ph+kmmaYSNhpR
zBOaGHt7/R58FG0SU24f1iJ2ALS1GkgyBJsL6NRBHsGczX3CTeRGFZRTwrh0/or1At4b7S/MCHWW
7IQqDx3nHNIcF1yU5vWfBX6TCpw7RG9l34EV+iW126GH3Fu82qgU7Z2c6JKNmT7JjZK9lc+964h6
xEHbEPk3zUHKbXWr4oG71jPWk5wXCQQLoqRP+JXCeerk/OfQbt0a3TVID//Kv8MOSx+346VjEmWA
YrH8LbvCemYZ1DBaWcdIXEpbv4gm1db45ooZmK0GlvezeihFAqZzcL7hDW5mog5e1kPfhELz2ukK
zxpb5vKmFURn0PuUME08qbSgKQ3MRciBRo5RNEZ2A8Kx+6B+3n1eqD1FvQHoDLIFzfmvcNHl98V5
nNOeUewPZbuFXIfJkMH8WPLcfEBwHjzbKJKQ8u/zXisiLAOau3WR+SbtVbeIahQKQUdRuG66rN+p
TGTyCIIeEF33jEz3BAQRLEr1uMre5q3UFvZf0l2MStMDqLJitiRRK4IWSXrsR+Bl2Z36nYZvzICQ
h+ilfqCoMz9pihQHwJ28/+6E721xpnIn56JyFjHLPlg1QP3ui8o77e6CIjEw5lzpWmimMxm5iv6+
rI0xkhSl1JHmEt9X9dNiTW+y40R0QMy/zhkS1Clf06dJ5/H2sGdwN7F/TT8GHsS2kI8B4eyHsrWi
7OaQtWm4BsY7aSR7dIY6Vw0YiPPiSvVPWMMQR8x0ejx3BOsoghZYgHpofWsaZFyPP1oQyrIA9cxU
3V30Eour/Ib2r7LvvHdorSSvsY9aURyNmyxnOsJ1Zal+l5/BZ4VLw9QgfXXud8b9gvv491aB/Ixa
HzWKEL18h/cTZYfpGcCzC0qnutfk/kEI4c1wbTH8yPMLrboH4kXi6aoOu4QZL19KOSRG2JIlwihJ
YUdljp6C5yU1iOoCK0URpSrTRFysMKj7YBVJ3JKZxffB1XgbfzsiHtWpvYs0IubwLnOmMCKyv0BY
cvxkpMIQcScPz3egRUVTsD0aSo4HukBjYtrpBlkfvhRgN6T5s+hk1mNTT85QWl3xpM5BrAew8Vi1
xZ3tIbbxppN/Kkylni1NtMOypwlXkr4g6zQ18CzlgYbSKAb/bX6gNFfTUD0svrv4ofSu4kzieS+g
MZOi1T3KA1I7EpnjsKb4mPDXhsvabrrOOFsYwzhciROV0Da1jvNl4lGYG4KGIAa8qCV6OrBTkSsr
ymgY6oSKY+r3Iq1+R9456uFkhP47Jz6Glfwixw0bkNdiO7L+kiFQqSXXVANWFmZE1BvxcWu376Oy
knuB9kXxXreBd5C92l9NnwYrZ5YYt2uPAyMIi/NjPQMBmGUc8KZp27oNtobOYns764Ipow1Ms0Oz
tMH6eP1YCSWXyP9JXKdS6z75IlgV/vHY4yhVcvxKFAVXESirNCsSkLQ62CXlcda1ZX9qRqLPGaXl
cmZmMVCk0tRRh0IzhYkiUsWFgA7YxXpG/SSeIEVqUyyntD+Tj1Zs5WwWtas6RMvL1rHqpAcK6Z4+
v0bfkLq9ZG1TvydCletX8UHK/OxLNQVYsvwQKUfnTObK10E9JTtq+wFKC5q4Ljg0cLR2IWCZMwwx
lK4kNJmmN1ywPbaQWH7tBt3UaJR+O3yj9XNapfIE86hkcapfZ4N2S9YgHzor1IMLNyetcnZykIaa
siv2f5v/hPLL+dD+BSsBueA1KCfUVpTS1KIu+135CYBUF1M5mHuef6sjRRf4b/Gr6MbSG8o97FPJ
V9g2+8rEUWKQn0+/Q38G6xfvl79K/xHIFL/I+oMwq1OuL1HNkiLa3qlO1p2WXiL2UMoNgQxcmQVu
ggyBUuCx/nc6QzrYlBqdIcK41uiQCImnIJ8gPhwxGj8Ss8lvS7xeuUR1yRulervxDDUVmmRIY8/I
4iqMLEj6XH5UPV80Cf8LaqWKGZhPmaMPcq4Kf/ZYzLtj4OLqHKImjnfKKKgiGf7zF+SqBC0v1+Ip
b2zVnBB5I82A6mJ3EmP5IdUj1ZezZ6D6SM7MI+bpwpCiE9lY5eemPfJShJh9hfBvbiH1q3E/qrW9
hLXVwGn+gJ9OL3eNELCFGO+3xRuagqkqjZJsZXttOst55+m2bupgKEej1IWpzMzv+rGyorpxVJsa
Zv9m2CQR6Vuk8Y6awDtKS9krUaxlPBASfJJ+wSU0v1Vv7pK5h2d8VkZyWvV3bQ+Wfsue78HW4zSc
jG69pVquDNEc0zf9J9gdY6KiQ7kdR1g6Nz2QxjbWy9bRBvhjMzz274ouxgQ+tHCj9QnvkPibHeAz
vFTzK3xNUqejnpKi0vL1hZOrWtgDa+YoIkSjFJPpr2T7WUxPonQU8OfmWZCIsKAqRlkrBwMZFG75
p2VrMxYGwu1Q7VoxPb4sv5w9ijPEEiq+WhDM+12o9M/yuFR0v1b8W2yqNLXkWMMB42TVFtcC0kTG
ZPd64yabxRNSts3YRl9OIAb3Ch3SJ6CfUEb73bpoo9k3oEGhl2mOQKOl93Uh6mblJeabgj+kK0pv
uYYolzJX4oeaZkEPk020LJxHySYbGpHiWPdYc2v1Ds7rrPJUe8K5jMSA0QCXXeP0GcaXZZssiuPZ
tDw6fbnxPnE9+KVypPyMKlnKJC3Uk7AHffvApSU/SsLUGyo78tGyLe5DMK7xuWubYqftPthNemwz
CCTKd7Zww1WRixTFeFA8FTmYPV45Dd8A/ID2KvYk7HWsWpLOLy2Kp9eTpwryW84lzy7dzijmrJQn
lYdpcJ73Ejf3kXMHq9YH0LmCO7IrXkqGuDFa8gqBcQ7loalygYjTTy8Q1TbsN5MNX7Lv8Z4S4wmP
hem6kTZX889mEq4k9c+am9Z7Nj6/vqybdk3cIDrIm2kYxBsMHMlYVUFlpaZ/IXndvZJKZ3zLNO2r
4jBHqqPH/ILNkZ4V2bhzN28y3ir4N3+BurXiYBoz5Th0wUSQ3HZv1Fwmnmn9g/SbJFzqN3JU5oSV
4BneipIbQkRenuEQJh4ATStp8dqb1nhYKNCIOKNl4peINnKXcWyKIQFEEZ0Q4/894yY+K4khPiCZ
wegR9QlXmz5Y8sirpdR8tEol4pBOMp7M+SEUeYrcrYbvjKHErWKx+Is2iZANTuTPbd+X0dE2IMx1
9jn6K9cKhlFeWbZrebxQbqQ9AdUpb9QnZj3NnkqVwVemzSD+mvs5bzn3RFrUtCU+IrOF3s3vLybt
7wfyrEWeW4in9hXCreYa+0n474Jr21dTIxAG5jz8BqJTszOzN5ct4rOW528qpDQW8kuJT9Nv6UfG
vyC2ie+Vbclv0gttofRywgvtJbYb20ZARMa6YoNP6y9YvVmRRi3qaPkTfjPFDeSkiqWgac2Kh5qq
vcjEpwnDlv6PvLP9htcRNaAdiUtdPj4Or36eDTCeQgeDf5NHEiaLwtQhyjW6pFVCWhu0Rbo+ucl7
OC8k8vfiPf7GxVojHyrlSArCs2/Q1zBlvBiJHLZPwCh/rVtR4MHKMfVN+VCrspewiXo09jKrM+cG
8BG2TbfcnM77mlerQ3csyXm5/XL1AVsl47J2u3hM3l78SvwL2zbUmZpHuBrcFhUcbFc10a/nvfU0
wmrMdcJiz4BeKX5r/Zd3knqIeR+SB4fDJdkNzJ/z03Z9A0cyWWpafRj2d0JdbLQGVD2pvYVhKqqs
ySynuF7Tm5AgeWlM1n9cZZB+k3wl1FlX0i+ybIaE1i8ibOUh1JD8d8QbrOvEXIQkOoPBE96mTBXM
ZJgyr8EfajcK0bJEenIsXmcK/C/dsr2Z88/CccwwO4J1BHkw577TxBqdc0z8Udvjz1XlcpIch3lB
9DVdIjnNMl+f6W6Ydb4gW3bP+Rn6hOtcGqQZqpHQr1x5PCZlgRLuDDGxuWfW/A+TJ6DGlcieSQcv
LaOdNkWBDLN84kTijRWraKHWKcy/XLGLu+XN7JfasZKHovmi1NpTgmXJsLwm9ntFAfAbblKJWTuE
/VWXyWZO3CDc7x3RukcVLn/ZGSKZg2qm5irSiZz0tYY/wGdL6iRbbT8RfsWXMCdy24DixNG8Pz3f
jVGFj7GbVHQDCZwhSYGv8r7wW2FUb0V2gSdS+s11tVjgekGayXuCeVuL0vzrOFDTY6idCbHu6noT
7zFzKPxSW9pW80VosfGFdBIC7pmHSNZROaM9/JrVLbW4IFiHZCLmFkkNdm6DhwRgEEOsoPoTsQZz
oSBOMJjQa1nr6vXVZVAc8TayPldjUvwKZpNWL04OCJHd0Tpni+QErloxttCpX6Pcbqgm0iW9/hhY
VHudIlSRLdoHDC7WcRYCF2wuxgbD39IpNY3FU6DS4AeuDLPLxXHtUDGkc9DYxP3AC+lVIEnRhiwq
jncuLFyc/EI/VPCmZFAg2rycsRTjA5UaNNij0dUMAnn0Cctg7nDpvOjF2go23j3edQR4TB2Ekpuv
C+uUExAkl4dcJgbFjwRdyqPKFOAf5dLqCEU1+pVgr22C4EnpIqZPtlQnWbYAsGqec0YFHyGN1FDm
EuFmqFq5RjRymZ3bWxfHPGuLzgTAGL58bk3pbt6JrHPaOXYJ1yr3wxgKmGmI7igawcyhj/R8ocOY
C4oJ5naoxS1KuYT0MaqJhPxOFDf/uHwxLcyCYObS84QXCAVZt1mCAh+xPQ7u6mPxG5iKneix1r9E
MdX15j0Oc2U0cIiSg4VjSzRDipDkGk4J54B6gLheGZ67Mmlq+2DBenU40MCKbuvzvULs5aYJHVi1
Z7ZAQx2Fek4IE17IPGdMp81R89C3dlJ0U6BO4uk8UFqhOFY80nOYu61wRkav8UXRBv1chyivt+om
bQ9mmTtU9rOD6cvIFDg5aIa4kHJOO0i6xKst2AP81Xyl4YdlO/ce2CabZ0RJ+RlPbZX+rfJM8Vfb
Wd0JxcQNT0uOghOgSNlUlI4s0KxTOIzzLAEMmlIpPiYKD3rg9ZjN0CHLA74t6Vd2YX0mUG3Gazam
MOUS5oEVE4FXaWkeErd7Jdr6dP0bFdW+0DJYFqYbqr9quVFCIpEobbRe8YX8UKmYhszP0Ga4KzFB
636/An3XdF3w0D04+ZM3RULiT1WFsw7rnnqPyP8xn/TfVf/KWyb/QZdLFcq2wvp1r0gk1x6BTVDp
OQSuy7az50LNuDr7bw5VwlmrmxthLK9PU6TKVqo9rNFUmeZ7/nfNAu+k4tB56xOwlnwjkk2VRHPX
2Q/xTpvTghppsVyH7a+yzrGK7tr3SppsBwt6hWN2fRWdc3ASFbTn2BgKXBnHuyXsEG5bA+Myy2M0
gwkv5OdFUyhjgu+YlYZ4wy1rvjFU7oZaLKWzrTCsdJdpF68Q1Cbcth2PPyQvL0AsEmnN3HBXNyN/
0W38hTJfsJcaY2nKIggNsHHazTQ76VrFCOwb99nST6x43UAuNWslzip6iatZbLE0CvcKA0AfeFRg
R7YGQud/TnmnYxnD8w8Lp2JgBGvXhcDqXETlLUkPvhBHD+5lx4k96ZullcifuhDSHtcNs1pyko/H
vXXxzTmpw/ilaqpyUABGt7NGOJiMOXXMqnf0Uah0Rd+qMm1GcpL3HnsWKJT0AZDwIGd+/XNdXdoB
9ozCGaJs4/TKQcE24768c6zr7jDmltw7rdN1H4nTAXzzr+BRRFTOEcZGUiswhp03L88wWBs0TGRN
kuXS4dwpPphXhbOWradoC/BmgzQ9fZG4hz9gmi4qAJIkQ6As6/CWRnln/kU9Ivew94joIWQQbqcW
WG3BcVqmToXf5dJKf8FP13DpHTodk1Gkw52WHTGV+nY7+ma2VA1zz9JOsoZK6HxTYzfwQI4vJNT8
FJxr+tvwij/PM8xO5efx5brZ1t2ekhUUDqrgGOEu0CHthRSKFnPo0mL03arl4jtJIaWdrJ3RZENl
4ihfDfopLk84kvyE30+cCbr0sbkS+UXnIy6Ka+b20yZX6w0iUcG6cMmd6GWE/xGjNHfwwwh6+dRi
q7bEgm9eC0uUd1O6TI/tg/17Uf/wJ9o/AbEOiXkn/F/9whIGopZ7R6/YGqd9jXqhiKRgGUHN5+zr
yyY5lwiLnJ2kH8pY02HKDOy24N/y1+AAbariA6EuwiceZPTpawJjHTJeA+0Kzb/6fu5t8xZwbHG7
trlEXn+Bmm1akfk2Z4uphXQdftW1mTXIP5x8BhnNK8lt4Ydx0BNNhULRCTCgf0EM871yn6y+ZOP5
su0Ha/8o9uYvQmQFWkv88prSm6LPAiq/mfOsdL3nGmIxZGLEa49qDNJRDJKrVTROIbNMZF9mUQQe
Ui8pDt4M7kiZwRxtm6ZHUdd7q2kTlSXgKdZJ6nQWyIsryxetDvrUFe4Aw6Y447Xko43Ly3fwj3PH
MumWlJX8BKp6JAeQ9HIvq8naKpaSkmH6ZP+b2UOIwS1DsJMOq99Ktyso5msiaanEvGzGEBsorhEP
5p0hZ4tP8hZ6EqHvzMuUcarTsj5EuLK/5BO+1dOhOy/LoTBcGxoStEGkJlymb2HU4cbyq5QXuONt
D4hPUtbz9gFO3g7CY/lHdjcnFhxjQtrXg9+ycusKSDdzPzM38mblXsyZ+V+CjFDNou6UcAX/B1BL
AwQUAAAACAAAACEAdmRVr1MAAACQAAAAGwAAAGJsb2NrMy5jb252MS53X19yYW5nZV9fLm5weZvs
F+obEMnIUMZQrZ6SWpxcpG6loG6TZqGuo6Cell9UUpSYF59flJIKEndLzClOBYoXZyQWpAL5GkY6
mjoKtQoUAC4GBgaHDrnj+4H0g+DNd+wBUEsDBBQAAAAIAAAAIQDpLASnDwEAAEABAAASAAAAYmxv
Y2szLmNvbnYxLmIubnB5m+wX6hsQychQxlCtnpJanFykbqWgbpNmoq6joJ6WX1RSlJgXn1+UkgoS
d0vMKU4FihdnJBakAvkaJhY6mjoKtQrkA643Caf3K/ws3/9voYOdB8f5fU+kZuxV+GhlyyS2yU6B
6/SePVyG+wtOxds90ki2/7vn3z6/WcF2Revi9k+N97KfGMtvf7z9nH2tn4q9TO9O+z/v3titequ7
f5HETfsFLd02JU119se/Lba/sqPFfnWtgP2zK/dtd9ok7nex+rW3/IzUvqDdBvbbujfuk0lZvO/V
5Dv2DUGV9m+YrtjGajDb3/Avs91yyMJe6n2+vYefpm1V5Mn9WmrO9vKXRO3le5r36TQE76/qnLoP
AFBLAwQUAAAACAAAACEAHZEojeabAACAogAAEgAAAGJsb2NrMy5jb252Mi53Lm5weZyX5XcTi/f1
geIXd6e4XtzdilagLnH3mYxnZpLMxD1pkrqX4u7uLsXdnYvDxeXC7/v8C895d/a7s/Y6e+1PJDEt
YXFW3TpYHWqARAqLoQGTYgdMQUcNGBo7QAZACCTU8QFIIv1/+lyhBpb+T4cVQlD6v33gmNGjhsaO
mTBoaKwx9v9vmk4wFYfuUk8sE+xN1bcty5mppqHaU66mTIf8Dch5tJ1/e5SB3wJxmId9ZB0e6O+q
ibbWNUJSodmeTqtuagbgOgCHkq1/wKN+wHBCVV2cChZ6UReqHxN6CIg9crK/7YwdXNkWmsJLCj4J
1Noes2dtXYIWekeBvvCEf9jOBvqhKa/BGBs/+De+pSiXXbeyirjlmuJfQ3zOmGcpzmiau4LpHG1l
F1oah55T/RGK9OT+SrtszM6QZiyW+gs7Ctq7GoE97afpDrYq5C1WiCqomyVxsqeGqZqG6qNmRWAq
tCIwi9gm6sBbxZ4FcpbvJ57wEvX59jVIc7SeZIB0g4XHDBdS8BzWZdhKYbqv8j9pc5X5lq8amP8e
Gc3U0W3l0kYzbzI+hl0cmKZUuyjdFn8wtUonZJrxlNqdCrPtWcRErWKSlUbd5mQkaQj4XZ1tiZn5
mKLETzlS4xZmzPj6lrXigsCPaOmive454Ey8hUeiOq3YY6wxvDTsV3wGbnJw81lLMXxbIdA56KbG
ocV/6Fr8haex+i3q8ykMCMyVJBXDqNIb4fYmO9AbuYTyQPCrLplaJtY6t5g7kpeYNtotBaRmHNzC
NFC6hhsHlRG3/DotDCwo3kL+BkzBr0sptmmkVgJmt/EmQ02qAxVK6UntskAt+AlfoZGERpC4brt2
g8bjbe/BTOBwXH5UrSt3Rg/marzL5E1K6zkX4t3sbSzx0mYlTdA5Ug63NKmttVr1Vf/TnF26UzBc
Npy4JBNkjC446uMYg/oY9G32kTkElWJaQe1kp6t78CtVn+I8Qrmm2pnIbxJYxztlMENmkwq8xZ3O
vRYvXrTO+CGpDqyxfFANK3tc+Cn6ljlNLmBn+o86t8HhlKnEINfvvOHi4qwdnj3ep/pzec9NmCpR
/mnJKna5cp/1pv1AIBZNA966P2rElG+TQX7DvNmeR1+3j0VeiTdF3tBHTCFgVK4hnw2PkV8IfQZr
pAPR5Nzp7lz6imeDhNLywgNXiD2M5nX8lfJ57h9lKvHWJQvHnZxMQaSwjik/0tS3dOkU6BU1Dp0k
PpCUwknNeGc8LjlIp5a2yDzP4Ws/qpJdU3HRtCjdnxaCLs6y9BZk86REZzX3rf2+8VYw38Lidck7
PIbr4CzQRP1PhLxt22UnV490/Yl2Lzsk+CJ6nHY5r4auVhSIWoVX+C+ITgR/BNNyx4n7VzTbEMvg
xCW6ln4ZmgDdF/xRlJbQovmhB+7mDMAbZvVDcZJFeFOolrxfuMPAwv8EMDzBke8C2M3lYdVV52jk
UZ4asOces49y3nVmFefYLgAW83qpUN5EXuJsB13Hsowf8JOKBYaXmnlmvZ7O2cAetr9zbIED2TsV
j/LbaEYrFmbZ4ot4h31G5lTqOPkpzeEauxYsHuepA3+p6MsduLYkeFbvLk6Vn2JHGsAoBzhFHDGo
5D94H13HYIkmlFEOLaDna7/p+qcksA0A09K35mD+Xvlqcr94MLEYqotsVQyQvnUdUt9huPa22DXu
a8n+qjZWJnmh4hpxyTTa7I9ciAiStyrPAqR8N7s6PK9wAz0FPyEthsugpooY6yXx6CojWc40UnJD
FUHB+NsqtLiVMWKcrRnNkYv7OL9qvyr+07zMOJ0xP3SFaq0+pA96J2Ulu63GIex6+Ja+G3gtetP4
C81Py13YgMG1Q1ULye30HeAW+LxgmG39LLNwsqudZWn1CPWKLfmwwyPGThUNxY4KJxIjKKP1INYU
rVJOyzkYPrVkSKg6Wma7pRpN9fZuhSWG1sxSoMpx3zCVbaHeam3qTzGvSfxbZDXHWLoC/5KsfZ9x
o/WcRpe41cKxBu1v9KHQnqz6zo2+dopjODdo1K7y3sgTlPewHzNvV7ZU79PaDBNy65K7XYfnrfaY
y//2lJlC5oG41OHAe62cG9hoTVM6tEdS5xlFufv8tZ4dwJ/IvIjFyQNXCj7Y98J5RrnNZf9GrCZM
SUpjK5dBlOVYotbidlOy974L1l05fdz4wwp6NwPbdAed+/H+ymHAY8UZcAx9hGq+wkNDoZ/EyLzd
cBz2WPc3fkH4ZvXkzDB5liDXbOOuImeLXkIFsz0kHMRpTDtVNIRsFX9DuhlcD+8lRofH4ClVpqQK
6CZ609RUMV5ncsiF6yxmupK/AXCYj+k41Bn8vrov/4H3v//d8Jla6/WzcbwdaP3oH1gYvKM+Cl0p
NBkrFHngCJPCPmDTTF6CaR++BFlhOYZGUUNm0nxH+k6mBZbBiV3YBZi07kv6HFcsVrfktXsEf5Wz
E3exAYS3SW2eVY7KNUNLeMaVDKEZMWWRrTJ0ileOnCsLyl7VyHUDTdLcrILldHesCWsCB4ZPaYer
vPpReElhL2tAvzk8wm5Q1crekzGhdSqO4SiiD5F4rbeR64j1tHAf0APJEtV1PKCGUDOVm5Ae2D90
DTTeuNdVuSXTd5ZciyaqjOLN+qDBGarQT2Hi05aaHfOOZMXDVv03KuLaZxKSJ8MJWXfxw4yF6mC+
iDclh+cvEI0gFxOPfZ9kG/QbeX94n3Nb4RpgJDc2uwoZLuHAE8wrDfcZCFuE1cFJ7ud8DJyJFEjj
XSX4IfQjuB35iq8ir5pfWpNKWumWlieXNnJc9OxwNIXqQDLdLUWAaKV+lFeFz6GusfWwM0SO2bf8
B34YfAPRyqPic+4rwjjdRvNYs0e/DU1X5eIHNZdCWdZp1m6FMbYGribWO3IEEVn7mnqGKhVvYC/y
zLMY/+2IWM/CQ5HvhqvqJ/Jv6iWG3bm7TP1z/oEfAS1CmsXGlE/hV8rb4EX2h/E8no5GwK9MmTUh
7PLO0D6h9TIa/Yz2hXYY1vHE5TuoXlkxhp74WkAM7yh0lfWC1yBdzIeyps08qrjCSSWqg7Nlk/HZ
QIX5E/iTag60hzaDfcsO5g4VfyC5wKWE7yl9CDPYzf0OyNIvWRQhtztsSD3/FWk/wAPnmk/ShqCR
FOZeJZsbBPSf6l2aHHErm4xcp2rlBAP3gHJDJ6WOfafZwCh8Tcp6+NqGAPM3Sx3XrOL3wU9FjYwt
03tbN/oSy9Waf0L3LKfNxcYX5HyyNicsvGft4t2kOxr8BirAp0oSlorjvUrRZfFqDUcWS+uI7r5S
EWmQyTNsp/QJ0dPGxQGjeiMnNQ0miZQpIKt+iA5QVPEddCHQWddJMcGXb1HLO/iD0sbVNEuUyA2f
w1Fzc9wTyTda+MUKjbQL+Vd5e+yOPsb/F9sfK/durFix+5/0bupuzFHxUVhnasKu8UDsVWyLaT6/
1nhG8105R6mFy6OI8ItmLnFEOpbbhLYSx6WnwZtgf6nWUiifZJ4KBZlhbC1QalYyDvwZMy/SRd0b
eIBv0J8B3wgbhhrqdkD28FNsfbgh0dKUEV6N1Ro7lqmBmQsWqRKMfmwmMRa6o881eTWsbj81lwWS
mqh78u5wEiOfXGd15fqOlTP1y4oG+e/nnWfUfimbqwt7Y1HcfWPpi3WlkBgfz2QVdQxNCvztGq7/
D/hV2N2NVx0NBH0i/l1CWHw6/DqvDDrIHHbXU03J6xZdEAjq5hp+CycZYtC7xlW4kLaBdQvaEBeE
mzQPiEL/fn1oS5g5EnpmbmSulOxh/jL5gNdMGfQHeIPNzIs3X6DqmAv47Uzb/RJ2t/C+9h5vpp3r
6MO0JWmiStiV/8C4wZGWKi7YRJ2k7ymKsCvZFscRVUPfBXul5RdyQ/Ge13jKJuhOxm7Ah4GaTcsV
GY+c57G3JKjrBJSnOxZVu8uz49DFupm2Ifpz7FjNEqPWjmeMDG53Pc2JW4SqNa7OLENZtYctM+Fn
JvuGRlR1arW/ZVb3KW+zVirVvADXxl0mbmbmLjg9Dwd5ovLxSyPxgLTwkbKOSJR/H62ZLub2SO9B
X2Ad2rnWtMxuSoX4nzmrEUE6Bx5UNbGwEbqhZKLg3b7etl2RYGBSspvs5k/BZiu7VMz3bS8OITUl
n2QncujAlNCd3GcADdQqDlHt7E+1m0OPON1ovbXBko/mhR7bEl/mLcQjrIgOrTxh46lnFA3MNfiu
ZG7SN4jqBS2jp2SnwB2p+6SR/FuSmcxA90TmcGYLsgG4bUGtcvbiqTvG5/bRvIM8qV/XyhdskB0K
RSQFTHThe8y04CTcRDYyOw3tEp7p2QQMsOyDcUsxYC14aEzQFehjFDcVPYjhSiDUI/+YcIryRvZZ
RFuwWjK3SMJXQB8NxQV9ig6TRbmzDX0j+wJ6oh1mLFlJjSZaKlO0bQ1/y2YHEvy3vJKaKW4jPR++
mPHKsASsr60XXa/cgX4zijyY+q1hQJbWsknyNOc/XW90jHmtfIdxmL6VnxdMo2W65TSWy6U9OSHD
VTJBkZorQefYxymemh7m51jOVMw39PcpjSnSYk+BbRAyMvsdtQ7dJVihGeE5pKrOI50vgamg3jbI
JXK200yUiIAZVWvxOfDq3HdLaIlL9ZZ9GqpnxbWXV5gVF/MGW1t5ZmuzoJqELsYkaK9K74CMrfHO
Tt3Mwa6heeeBa6Co7LroGJNOdSLf+d3yX9BuRyZ3hh+0PnAdx7L92rLj2HlTR+xvWAcFjZ8NC61u
5LltrNFk6U1mMGX2joxNk8g+UoKivWKxpis7mTipdqm6uwjvCUkCUIO3ih5gboH9jJ/JLK4hu5N4
ktKMZP2POI5ot3l3E9egjMotRpT1sN/ll6XVyH79SfchXUS1VTUFuk7uRTaZp5J1wZ8aPDo25CJ7
Gy+mfoa+qW/odnDkxA5TLbJNsSfjQmAcdiDzl42266jRbj7ySzwOXo3+AR67U5ztgSm5nTImCg/7
l5i8tgbus8Zx0nXkXoVG/MXaAVfs9lmPa9O5FQtXex3l7Vx9ieXQb84wOGwbS9ipGP1FUx3+Etnb
gj7kUaiXOlFFaS6bP2vfErciEuo2+C6vHTrVNMQ0V7U5ua1ntCBmeTtnxE4wB4yb2cue/6iRU69C
/+KNbWr2EBSwbeUHTAme0iyjuy8wOBK7uLnpJLUgYhJ50MT8Bkhn05TQl8Bid5HH794U2mjbqG1i
6Q4bPUUazDZZXWxZxJ5SzLPfdF5WTndsZyjib88amxWU++uqy6hV/nj7LmjXyrvqtY7H2o/MA20f
5xrUb1NinwAUubfEpurBP2b9Yo+JRPKa0FfIKyq/BPfGYukZL4IHtJ+lfnWKVqQbZL4haiUbFxIq
QOeVYBf0fdIld1varYCRBcx3vJaSk8sKxCzHcsj8jJ5irFU/y0WcptV9gRbRRZoIXhvYlwsaA6Ek
v9z+VZwHFEvbuTpV1GiP2TLoFOqk5cpmHBroFOs3CrKTjsJqIFbW2FYuNVBD0trwEhAVUCafprGA
Psk4eic4TiZi5ogvJAs4U+lOAC+1l+yAeRymtf6nYHSdHXGYjPhTPjf/HTC2isBEayuDSkOcjw/s
cE8EXxFrUxuABvSibVX5kPDhMJp6YGlioDq3k7deWkO1kqcGW1uGoXE5aFiJTBW1dQ4K7tIEKAF+
2PJHVjenLX1jzWvtMuYlMlM7XlbpmsidJDsSvOArYFYWC4AQPDB/E+eqcJOkVjsc2ynG0Myc+Y5h
7C4tTqnMhxc0w13luVgsXmDsGZgFjgfNMEcyWG7ktuIcQBNEs3UzbHWg0cbrVMv099Samveq0eTG
xJtU3cU76e9qtOi8sNv/umvITS88Ym7A4qy43Lx9nLbhgqmqwwzukHmuW1ZJvdkrkTPW62Cc5xWx
rroMSnV0U8S5ENk7UbZubDADGuPpz7wyYrlW4wPrbf+XgF6Z5a6S9/yfOx/Ijs5+ykNsgJyZUZfN
QPswD8vB1WeYVuUZ2S/RgbZvSZtMdWfHecaTb9gmVkxZ692BrZeDliztDrzBoleeiPyXezy2n5YK
HRQS8O6NW3XBM8emE/Z01bPwRJvKEs0W+TSsgZujreOqJ+tecM5bbamKDiPv0FL9uHBFoK3jgX6P
vK/TCcdp+0TnWnu6jHl+CgMu52XFF/kH5XSFH1nbwpNylzlHQV1yB8GrhHMVr8I/YBtaC/OiMekA
NwI9YnLMBvVeR0j/hTzriAUnpryZDYGn1cuJg2iXyI/KjfPqkIN1k3KtZAdisybOEdWsM/euXiLb
Bto9f5OF5ru2K95DeqthgG9czjl3btEoyFPyPruazPV+itwIiEomGYvwJFchMSW7XD+QPor/IxmQ
aFIelrTTaHTXsxaycx2/bXnaQdohkEIhMWdDTh2PuKR8rRUsFqi2GZ+lLtHeNjY338eOAC+XZFil
plZ0uAjDyvyk9ZmT5vEcC4RdzO/lX9WxLBYtdhyFHsZtUyoqHwbPQfHIa5HR92I0t9Lvy4WP+cbj
c4m9plinHRuURmg6ATgC65x+g/2D7eU0ednA/EIWsbfW3HcEdBv0DQuOpQ4ki7mkl4+fQbWaI0gJ
dxc50dAp+0FWN2sPcWvgKqXTlbF/iS74mngOgkXLajDG95Lpp/8gv6pI8TUltgJu3xi2r/QFOFy+
clPbrJNkV816FWnvCdchpBkgu9460jnHdcR4Oi/Of1Aa4vVNC4q7URWelSnfxbdXYliIHIh8gIS2
bqY/roHkQKtHeslFlt43aDL1qj9kpvVAkE4d75igEav+1VvNr2SrRN8tY5ye/GHabs4N1MeNp4uv
EqPhHO9C6I3fYk9XzALmEDFkfcM6qwDqqjktLlNT7lmquXnDkRYuHXZGM09l9Hg1UskA/30uaWxF
7VIMFWzXrdJ8VSSQds0zXwCqYB2eIcRD5ytd2OGIpAuVhjp0fPi47Rn/KzsXT1WfQrRUVxok+JIF
+a2Ym4qxjleB6TX37TmmaeYh7CLsH2ya9pFiEtkaoS3rwr19BflVhTd4S/SDSBD/gY40jpS8107K
0xIrwpsYHjY4KsYy4ZNgnvMlPT00At8AFtnn2Slp4/To2tKSFRnvIuXYZ+Aavg5yi0wyr7glGwg4
C24IyjzLHbnGd6ZPPrsyiiOeOHEdepZaTs7kgloqIWDHbGuFC0Ru/Rv+BXgoONPz2TIqPU851JyY
USANIu8EA7jDy7zYINEvjVBq1KZAlZqt5GFZvr8OZsK3gcuxIeAXRV/tdtNZqHlup+pzgpmSPyoe
WMpC6H/zTsKbbDNVmRsn673o1PULzIr8w6uW6h+bO5hFYkrWzlrpLHQQ5if6HVGh0Gp7rnpAjCq4
7pI5Z4M9DBd9SA6scWARtj7Brxih3F/2Fp5tlVLZ7AumIrpcHGMeY+wf2GiahlV6nuCNqBJpgZFD
xS8eoR+gC2lGAVuVYqRWtzHa1fefnZT/Ry0LHzYfAbsQ37zdTGPNzyGnopvtQWIWLaM3u+aVAUC9
8J2kWjXHttewg91jdpL9Ob3owfHojDc6pXGtntA9M0a4DzNrQy9MUdl5V6J2iuQLd3t2H9GQ3IGz
mhdXKIgcmSSoFkZZ4wSeS5tGeORcKo0cpEWkVyQNgO1QLt3A04bqKT6W1iz5iWImslg4iy5Ff0Qr
09PJMcK6YW0lkj0yvylw3hkoqgafmx4aah0ZwEVtUqRblcUf4S6DC+Hb5bmIf+5E7jINIFokk4db
0J91y0Vb8Hc5Na6p3BeD1wIWwx8s6Pm3+Ib/iqEwdThwk44gFXyVcC+ni4QUG4rG21Zov+bbxd88
Jj9kHQxVqqS6LanIZAHcV38126IqXT7KU2fDG8MRtBU0C1vgbYI6t3vQF8FQ3LYdesyq74M/zbus
WaP93w+GG4mSps5z1gN6BrtTYrSAQbI3aVaDAWoZpbQVuz66XtuTIbVsrr/37r+9behhqYDnIyt3
tIRcsAif4VKqpztzsDOhUEhv3sieWdHDgKim2g+Ye5o3wPyS3mYR3A8W6UoDc2zb/SXgtaxz5CFd
J3csZo3OsiW6z6h/pucCWxEs/9fZFaJhB18V69ljWB9bFTIyPjhJL5ylMyvHr8xBRi8rWZyFlErf
O+OM6WgXeDOUqo4V/1dpXzxOeYxpeuAa2cu6Y94g8z3krOCqVCyZ4c4zHZS8021RtXRRZDvAaOUu
6zq9iTwG3Q3lWWOQVf5XHLPtublIEAAf8WFpB3E9/W+iMCXGDqiUlsmqZDSAvYbaBtfy2ulvp2wI
SYg54ALZDQLSaoBxvFYebd5I/Sr9G5lb/dhlIhqgm3L2T69iO/NhzUPl/uw4emrhafp3XoHuQvVM
4JL7EvCCf6KiXH0q/6t99MF/CyLWFHFvNiwbuLCRfYjznDKkWlpoMP3Yplc2sfTKq7esc+CKLGL4
o1pETqSqdDPA/tb28NOwOJGqmGQ9gr6kuhC66e7UYdR+81EgnXkW3MCeVy8ne2c2S+pAZbuPqqfh
FzIuIlLjQvabozfa1XDQ2lzbnN6cG2No795ov604rhRa91svynRELNEgSwZtBC+6UfZO6Wx2Z6BK
d5hNJDOMBSarMwZr54nTns2bEh5riZf3Mr4kOYof4XTNjYJsSIoc0B63XNDcE5xVFOOi7KWwBZnO
H2d6lPeJRH0ndXd9q5GGpqmQW9kNH6m+AtLiNRkLi7axveHlVA7iMGmZ94gHrG/iy6myRw6ZS5Xn
MjxyXQNiCju7rptw7AiRJSoj62i7wTdTNnDHY/O0m0EPawtvjN73dTUqArj5taQB1Z1+wZtB/A3g
cCdTezzqm2pbmXWWDweqsZuZLWvm4kaJxQ3Dd23LTKvycOFBa17BYtkbrp0jFGGUQuWS6YO1uoGm
jrIf+tPSKYIR1CpNnmTzmktlG/315a3xu+J7/COWRiYFfgRuC8dh6ihVDoETtHtcEm+UlrulltX0
65xCf1MWTqgVD9IkpEmSpboe1suSsdQrshe5paqt7wyuL0Q8W6IsuIcWQcMco5HLstLoDE9dwXjM
7evFHjec0Al1P6BOaxLoz7NaWao4TRIriJ87nZmwfgUyk3HCaZY+eEFcCBgom8wLkpZMK1EG7LXf
wVz6647d4l4GPxFZMobeJ/mlqtUdxH4w9+SL4U65NfJ8Xl/bI63fmAb+gJSAdi6c7OCs96dL07Hx
0LVCESz7Xw70M7flrbL1Ua03R6oc6HDSYU4MfIQFzpOYMqzIobTTxLWmTeoLgf7lzQRrQ4/MnQzx
tkrnMbiF3ggNJLraWxYfFe7ULVfvjj89Y7bTmNYdmYhvovoiC9NGbPxbdVvr02skTvdXUXvsWaiW
HujnS/4Ehwkszu6qwaqhWnjTO8CT3S0tkVY6XmPlrrGat/SZAE2cB+YmtnIuxaTCs5Zu9FArAQGF
FSuTCA40zJlmXYGXWwcO7ONaRE1UT7XNsG9Qd0DrL59a0Th/a/Gd6qWiJJs9eNqdYiU837EZkjtw
AMiRMGKDo0TalKgR1ziOmLXREskIe79clfQ/oV6pM2Eed2FhTRP0mfW1KZL7b/Fooh3Sd/50vJ67
ixYqjmM6OMaQ7RLOuGLZcehTfTCtoWkTcy3vQ9Fs7kkyHPWXXQtOSPtMliU1A9tDd3Sg7Y1tKKGz
8NDzSybwvnBEpq+a3mwzsibnkuYqeMqlZx5TXWvmBycrZ5LvzCQxjkx2DENcGEp3Jc8yOLvE+Zla
n9yC+GXejgtK/tC35Iumpzi7mR9UHRfJpHGlrWWrmTdsM2/vsuIIyiTDelUjZlD+kH1peXt0nt23
HHx7gnUlPliwe8rb9BKiQlC/dJQndtlG3QYKzm2jBqZudbT+X7pz4KfY2cLqhDXKAG9b9JxriWMt
16HuGUhTr7YznmKyF/bQWaB/oTjtbeB7YjapxiMu3wf8je06MMk3V/Qv1SRihZuFeopa2jmSGUof
8aWgjY3K6pfyjGlj6MwMDAlD9V0Jio/uceG2VjB/t6rS1UHzOrgkMoa0q88nTHC9zp3K2wqkaFPQ
bvAwdVuSn3bb3ZHojZ7HyoxvNTGVX/MW8XjSQ/apwo6iKrLponx/G3U/51XSFNhEZkaDOVEZT/8z
AIs1ilvi4extvB/uFM9DzzNTIneInav7GQtCOx0IsTDnFaIx7LUt3Bp7xxU3eVp0Swn7wHuasypH
oek7l4OMhZ+aoo5oROH83L8tYeNvFS+ZLFbdBjqa7DkNGI6mb4ZBDVTuC85kjxO35rTE2gQ3Kn2y
IjIFOkW3DHEIDF/CmQV/NY0y/y4YiG0LTren+u2eU2ADZ5b/TcFN41EZK8qg/+UPNL9nlcyTqv5q
GzvONoL4KdtI/Kduuv6XrYFtfdV8X4aANR0wdrRakHPqc5ZzwIAsv8YnmK9YadydN5XCLJuy2lHT
Fy0tTQBcc/fzQXnjoINnrriBv0O7eT+AS0VfrK+0n1K7IR79O/Uh2wt1DKZ0NcTVkx+Tba1RS3VN
e+U8op6BR/+An+EnxXHSBkURyV3ukUV1wf2isa7fiDs7y7QG/Nv7IVOpEwulQJQcqvC5fuqn0e2p
ubpRxDN4oO4HzGYkyq9KZZar2uWcjrpUY7ZcTd1kH5bUFf8ISbSdV9eq1xUJMavZaj0rnlV8h+5X
malshi1M0+NIIGW5DOnAcla/0q8yyvAnpnL/+LGHeTW+cfK1+fz8ylxMvAj6A053n9I1tTfKe4JO
lH9T9ERNSUHgeI6++AsbQDINWdrNy9rKjnmP4L/41XaObbU2MUtrqW9JVNQyT6iz1Dh+e/Mx9z2m
Et6dsoCdpM1EYskPwrnKOq7e6qamCbYZKCkHxVPgG4goawGWYnrI/E2PYOXASzeEnCV9yAxsHXqF
Hm4L2VBZXWMz/LB2b87m/MO5Hygz/N71XLA32lqUpmmItmEupditJ3Uchw89hhfRHYGnsl5MjJ1j
XAj9ZJ3sWpnEOLdgMHpQZ2M5oX+99JqmwFN9OWq1The3d+iFesrNPw+4sseoGlMNuOP1XssRhDNn
+k7D4GemvfRUyKDWmIo1E3znHTetL8lQYgPomrs1ns9KAo0cT0HWMjOtveCE/bIFMmbzHO7USpG8
BxnCPpf78Nvcaukv5pV3Tei3rZ16uL9/Rj9jqj5MlePJ0oFABvvYeVS2Q9TasS+lk7xd8H9Ma4/I
tYmdXM2VmTkiBQsGipsB0qLikgXye6ozhv7WjsY+SAs2P+n+8hPMdua60gM9kxaZmlhbaLRsv4iH
cgvXBNbhtPswnbx7gOpvL1B0y4pWzjDfsr9JfychmCHWGQ7jsqG4hUlCzmp3CTji/spj5n34a8Nv
aIMnW3ImeMDWFEwsFFrgcBY/h22pSPKsQm7xLY565sPigrK+hWHrdbQhIQusAd3V17KOWg+rfbBR
MwHsG+5kKyIWInvgFZoT0fqBpe5cZHt4Jv4ZmpBh8uSTt8h72DSybuYKZ1Q3TPKGyUi77Fzh7Gx9
ZA2zPUMCL46/wl34W+5d5S/zJ+cF+yRX7ewGoRrhfvuM4s+ZHaJ/CTWK5rbkbL4dVj31rxVPFWyx
/iNPFqyXTBWIExoSw6wL7FzXDctevdqRUJCqN+lfUtvUpTJCPp/Uqv4RCbwSQBOoMDrFJqSdGrNJ
ZEuZf/JxtxJ6jacUnJIvz1mjzJFfhD1wetl0066Cm8J/ufUlPa0FoVbeU6HOaTFZ5rSJJgV2NqcK
6+nb6NQLCg1/EWutxlBvRyLxkvOvfpDrlTdAJyj6WJ8497t86BDfGksT9WzvisKBIC99ucluhs2L
dZfcAdUvpp9oi2KlvbBoVNE/zseCUs2swDmb33GlYB+5yvbc81X+HmrJ9OHdYk0qvuSotR21X5ei
+gnVoYTwndxbxAtDO+O98ZRplKWufralm1YBH0LaqR5nvzTny/sQn8cuVF7glnjPuOopbogLUz5C
H8xtHTfIkcYJqiPWHDaFvUs8F39k71i62VltgjOVc08V0J+whNEHpl3wt9S1KGwrdo4vaF7ROH1V
YR9WF1iwbAL8NHrdiIrapZ5lG9taFjRbe047jyxRXDCnRO6BD+RXDEf5Q93VZVME57O2YhrwavIG
1xrLQ8Fw5UrFVsda9ykiRbQ6NDy5qUyT+tywMjxNgk29xkTUiCwTd6h7EXtL7EqOaDr4wvFf+G3G
tdkbcvqntzQPMMdJVxdtR6fB9ZxrDQGbWdGSjlqZwAnFWt+fwAfbEHFdw1LtZFPAWBnpor1nvmr5
o4xdGKudIPHD3/LOZqbn7Tdr5RwFTd0mumh3oOW861axpNZQZlgOLyY2KwhOkDNietSPo6/4V9IP
gV8Tb7gboRmqI8Eryum63UzCYmVxvdIOeGqgVLTN0gs7gmwLivAm9v2+T6A7dZHCnOnPz3LHBnc5
Gsi7JK4N7mM2mpzMvFyTrSZwXSbCXtGZy1siS8Qr8BI8xd3Y6OG8s520fsrpm1eYdRPb6eqgrIK/
5T+FqqkY/n2gEvgBP4eHGDpUNnWfRbrGK63vVH+mzjeh5HhhTLDMYnOXUFF1o/IhXkl2Cee/or3O
+fhpTcfq3ebGBUlLe5t11oSE5UZbCUQT3E6qZ47ngXu+TlBs/iinUKYOHbHezMzStaP3K1MVe+BL
YHDaYNmyggqFzZxNLpeNI79AfzEfsRbCF8S/E7OMf6UEdMvxXbbX1tOYhVeJttCbTe31O0LJbCHU
dvEibQbbHbNod8p8nt2ST+R+2kgeMwi95eQ8O6K7Yzvs7G+cSF8SM+a8WZNyHxs/zJ+Rz1hzFI+s
Xn6qc74sXd4z9YBjkHuaTQ6dorYXFOvbgAzawjLQxIcR6xLTFuT69DbEoxSjpZViADJRsgx+C22r
aKhtFNinhVAIbxRuvebPnzWuR9bLqzyOv5f2Dh8eDhjHcOK0xzXzjOKlj8OnyunCHIoB/iLMruLk
uhmoKl+rDV4tfkWbceOK/KpSncRTO2oNWSW5L3oYfYoNzZ9IrpA+I8Ouj9aEnBpdw8Uvs2lNmudW
8krx4CS+txcxPV1FnpZXq2H8tWBCaYB/wtUnyZVDoQ2snw27qhRYZ+5u6R+gL9Qcr6e8wlkY4fKx
fU1pi4ufW0eeWnIV3u+sUeZpFoFDmX26NrjE9Xb8YEcK+VFIeRrJzxiva45uOLu0gzoavMhsgrZb
YqVL1r72YDVzcq+vK6WeV0yB32MDtG2IbNQuu6jsNzbLXm47ZWomX2zqvcJpGged9+7Nljsve4Oc
JdR0Z2PH3vyV5d9VX1alIL0Na5k80epDowqvspfM58EGobbESHgQc5UoQt/r6nu3ccZI9VQHppYE
iXRuE2sk+iAw0nJUXW6RqgfajupOmXsJdtgeIR1dp9yLCrfRmLm5qY3tTPYoxV1q9poANFPWVlAl
uJL31bIjJMVcxkO+cdGCwKsifeZm9b0lrQv9S85VbSx9iW3VvzIcyWoRjHO+0xnAWjgRQRyc7FWh
M5KzwWVCtwO2e3wJ4nT0HnOImacvhRk54TDZFzB211lqAurzVGNyASDzYAKkAC//H2sEQuVEA0k7
95ZwLCXznsAO8ebL3uHW4F5oEDZKywQAcKM2ApRZ1mo/JxssFpEvt8qdw/zwD5WP1I7BCsH+1NlZ
R/SbHEb8LdRA6OD3UYzENuhHQu+AgtSo6aRyOLlIO0cuAT2625Jfprt0vvlfxpNzBdlC7cthRWGd
htpj1dNNc0LxMQBSdMfnUrUxPLZ8ESBMO+IrFGMfVL4TaiW8S3yju5mfWUcoeGX11vINMn1X01yK
75rvPeOk5Gj5TSBPnadzhtchCy01BoEr6HDwM4gx0TdpXNZffA4dbnpsbunXpCQYRNAk9iKRkT7O
f9E51RtYV7rf4xqsm+g/aD3qa+MZm7bByRNutg2PaO3DLSLHZuVKZWuLUjy95mbOUeF6+wjmY6Ar
3VvcDCyjluR9UlQVPbD9iPMFGbJS4TDmWdIVK20qH6vfktfJMtG+0+q3HglsF1ypauSoi5yEU7KL
7ElytKxK+8WicRYEvwIHsdjSX+yYvCboktwKuCE5ywbRPHl5aX80QNGOQPlIohPxWoGZysEtijfG
C/abJsqwFCQ1PQR9/Vu8cs9V9XR0qXH4iHhmje6xfq/sP9l++jB0AYl1jdN/D14PLHIrinza9hwT
7CDX6FtFcfTU/wh3WKQ1fFo9kt9WsK+0Z8UtZw5S66+lWuTHSccU8INS6LSyEbpT+v1/flarN07e
W8hgeyMMmAy/z/evHJrHwi2ltbmPpOP0dcr9xX9rnchV5Jz9fnZs3mfyoCCZl6cbqInXdgI4BmR2
88oD+uM7nmTJLTvovt6bK0TDmMAVYVPElr1GtzXzE5oS7eezr61T535Atu1V9czg7V6jv6jGrdb8
DV61xfvnG08UlfCeFo/fkpD1SVF/9habT35DsEC7/+6MMXxe5thhYzskXfcUjMhWvldvU9wDF2UY
JT1ZfFN38qZXmScKhIqSi0tCaZYU4w9TlwL10puged57zTnPXAeVvbc0XbnD9Cm4hlH6ljhnI37B
TOEXQb3CEa6PBbPtE91n1DcjiaqmC6vyuox5aI3TJcku5pyiOshfyktz56v7rwZk3e27aAFWXby5
7GNKD/qWp679X6AWtqwLhP3G9Ybnll/KZfp5eHVeviuxtICbExrFcZHLfdN9g+Ga9V+dxYFeyHR9
vCWF7OVZzNZDYdfWvLMCX6aZKbcMxxpAAl+G3m2UWk4kqYjzCq5K6SzzpITvKr5wS0CxeRIxNnc6
c4mzgibs1w1C59ry3dUzMkZSIlZDG+mTzhWaR/guTGzGsy2WRnq5N5R5TcfqvaF9wqHscMMnQzJr
Lz+Te8fczNJ3ZfOt+7jnyWbefywN8iLgnHBrPM1/jOzLdIg7AxdCR/X54fhgC+KHWpolptub5joQ
R+PcazjCLNVzBR/TdxB3VSJ/pY51fZT/SjrhLDXvll7Ki2rn0LeRQ9p0fRzioE+A83xtDKPtZewV
eyd/MalV7GCuiTpEX4JE8FNxd7CF7CDsr2yn21zwwvRCskF03H7AecedqoCkk3yJula0AUnFW+qa
ezeqn0lVbLz8DbXP8EWWockX/oD7aqaXNmWomh7SmrSE0L2VY2TFsnTueTYv/jU72ZvNjlogEqgS
KPs9axHW1DI5MZk/IsWT0cswSLRWdUE1TD9NGbtsuOg6vIEEc+XeM7ZN3hXEb3iw841ytLslvNL9
jXroSgeWF5ispWgu/sU+H3q1OA4uFnAld+Kal/xLsDLYqy7ZTLbNzODfcg+2mdzvkd+attB+pD+6
2DJWV4YFiSjdzvPcUz9vlH8HNDWnI8tV4coF+Gf0tvGOe0AebR6H7vJsMxx3k4a93E3qf6lD+FtY
SO2nZ3M0in/kE0JLgcvAOjsu+4I3xLIpPpGCzVd982ZBzco7A6PQDc47xs3hmc6NxAv6INk9YJj7
SJcqW5pxHDAZVGi99CF0lbC+fhDeGnrjqG/q70WJB1js0vdUvNzLrFe/lJ+StVXWCrvlF+tG5P1W
3aAuAvXtmaIK4K+MG3Y+0ZteY3fG92Fs6viScvt5U3Z4gsOjSUbYnC1ojOlgRFc8xDKCPmZvzcQH
0eAaOOTL8SzWJmibmB9yR/gfmX/lTHSecu8A9kgE+nGQmxiIXycw5z79aeKiuHrFSUdD18PQeWyW
MJn1Qb99w1WXiA/4VaoRlUbVGEJGXlI772XtrOWX4ufBJ8GV9nykg6ap5hvECZzDc6En0lU8l3SU
/BDeyPLSf4TsHF6L9tA3sIRzcvHXdKFmeGSAZYiXoG5pt1KPTTNsEfe2IjmtlIlzn0TiMBHeU2Pg
BdhtDhubQFcic7jpmp1jm8D3PDOJK8RIfZuySPA9nKYZAgyc9tPs918SeB11eFIuqn9jmugMS5Ko
XgrardL9Z/295GhgJO+rYbw+zJqZ3eYdlMnYJe0xVEffx/hkUXvnF6spMiP7ouCPpp4/d7E4axnk
cj7RNpROBCg1lq1WruQJyriW30RPRy/HqWwcmC7e6uijKDeflJVqO2jzlZ0NA0ylQB1xmu1P8CUU
K+2XM8GQbz3pI7EukjeCQ+jGnQtNHqIBfAh/Tx1beKkCtn5Tn0E3U9PNb6e+VSYSbdFSRTzbl2rH
b6LN1I6z+LPA0iZwF8sz50mbRxPFaGaikWCT8b+KppgmAqm6Q+ALvLduv3E59sWWUmbedChTWfqP
b5vqMH0h6ULN0Owhssz8MZJ5K2+LZkW0Gj32yvDcWcEnqJLwH+EmsKFBVZ2q5FBHLHdLFiFT4Wrj
EfaremhodOFOYpBlAjCNVXi0hvXQfKMUQX1b82dLRga3liZBpfASXl867NmRNEt333jdlrlqjkZn
iwhLpLHs0hTGdAa/WuFkvBCXsLjLoXRkq/56TXfhQGdLx3e9zSMr1u9wcL9YPyE9lCPlc92VbIyx
J33UM8QpzlVK6llHBIdG/sAvkicZBWkQ9IYfsYyMa6fxoHxtW9sE/w2uVNjJGuG3D3LJHhRSkaJ+
LtsFfJiz35lq1+pV6ADgpX6RYABx0HCMRqHBkN71SxGGYVzCeWwYpynAILYudwGd654qWlfc2VGN
xWOboC7TY5zj6LPOl6pY4kWhBUvA3aVhRy9zAVAsRzTDVMdJra53mMU/h7KIFsv5FhU+hxJkjjQ5
c/+1jhMfoI6YSaq7dgz/pnOk6p07lvDD8yzrJg9WySQVVBk023AuY4BGoKyV7iNAVxf4vqeBuxE4
194Ff2kJwt+lPNcZcK3ugKottpFyEB+zh6yssow3exLjDc0wtZYrGaisT3cGfkpvmE8L5IWL3TZg
PfgCeSdeRkfVduQ/baxk0Ko2ymWRPclvNa7kudVhVAwNo7dqbNAjWJ4yhmlPUZJbbFf+DnUjag13
mXZ2JJ7cF7kt2WYQ5vRSyqVf0n4rdhO3MFXhfP5oyk9ulMUQDbNVyIDgWWY1MUh+E7mjlZN1kXtr
ylApFmv/17eeboDK5S88cvpvS0WZGB4KXoJu57k9x7A1iu9oBVaVrZZshOqSGxALopI3tA8uakdr
rODwe6Vf1fcEe/y3PY2AbshZmJG9YBBwNVEQriutpL9KhjEfDH5wZCQxrbt+km+58bHlvGQfetl1
3tQEHgt/1l91lLkKgjwb49hBb8zdWaBg/jI2U03i/ac9ZH9UdGp1dPRMttLWwbzRcq/gp1Ws9v4v
09/C9ZB+BIiI85YBG0wPiSP0SqAHXiP5DDaUTmYjzmLDRWy+Y2zZCWsC3Zd7Q/7b3sDQgOoVrLbE
Ke7UhEyFuNSxydFa/9GkxYrgL5Kn0l7EaaQD956tfNFkmZXsPu8vbIXB4JDF9XTVk6WBvVOqJVpL
clBjH2PNQg6qPmG3TM+d6aoPTLz+FljkUSJb6AepOeaMwFKrKrfG8Se1WYZcco5Kiba3zifH+JPt
y7zj9ReIHbYxcU+5/xl+cJobf2c/UEpnvNcvsrySTyWN2bnWEA6bR6WGcUafEnTrQ/Ym7uGGDk7S
AFNFisf+Mar5zh3e1/QW02LdLOcDeCN4QD2HmyBL53QTFzHvoX5stqWtaWbGP5lXIJvzNf7M+NLV
QNTOWieHv/BtvpMJuUsC3ZDzCCWdq69v6RiIt2D/66G7cFHhV7JLaWKhLaAkKqF4cwNtd29A2JmO
FU4xBW2dNbcAM/2Ffhf6TXgLvqKtK8P6jZogdRWu9NcnzkcP4vscv5BT/lpDprXa95EE1J+p5uVR
4Dm/Lu9+yghDC+VU2zvJUdEoVpPbxVuvyIwfTW+rTZfwPSJAbschvq0EWIespzPZNKSN4VGGFT0V
vc0UaV/5XxJxvsHRNtQOalX+SWKp4Tb5DvF4Z2AtYS5tLh1ru1Ugtm6wnyMSPLHoDdta6gD4EPzH
8zN6zvswz229BM+0AGRzxBE5pL7FcMp3SHqxoPOeu4flrWUXTkMH1V7h1RVJZXnLtmHZnGnay+6L
0hjHCqSVbgDJkW5me1IgUUmGNCo827sKXmR45xqgbu19rmto2wSaS2B+R9F7/V+0BuNGfpqq4zES
lh/B/2Nfk5Ooi8J42T7vBFBXccPf0n9MvlLE1f7n5PiPGN6DH8CJaRgeqv6g0JuaL1yRtY8Nmepp
z2rr2TmLVxn8vlERHroiudh6W/xIsMkCKKgslyTRC5A8Q9ziOeAYbTtc7skqnamXyrM1W3yP/Kvt
SzxtNPWV0azZ+sMuNPca0kw6X3UsId0hpCaT4mAzn547VxCj/mSYAIv19yy74duqXaGi4BbTJviI
uaNP5/kdfAo94mQ5H4B6R2v5UnRxohgYjc+QtbTWs+xmTpZmRgLIAvRi8Av7r6rQbcOnEy3MOWof
E6BKrHrDHssAS34BYPxhmW6an59or5eRIYSZGxkL8nKd1/xZzN7Qeeqwv4t66IxPfo/TRuzlA1Vi
9BLxDv+H7WfompmV3czSx3VyVY0pHdiFBDmfbc2ITc47NVEyxj1XHtTJHBfM9YPNzEOW3BepiWbi
IYXykm5mtxnQlaufSpLpZENDu0F1c+7+ZYNkTZHGltPGe1Kbao/0s/WOFqNsNV98V1L3mfXkQWhb
RUXyMWUP5Vn9Kt2H8Pe5D0XfFZ84eHA5eZn6bhxgPev+aj1W2prs7TtBxtiTYYNFQOY4x6C/idnY
Mcdh1so0cZxDG7s76rsstuPyVePdH6Ln4PNo7/gK9UtBR3IBeQTcJc1yuxSXyUjG34o0GYa2ybgY
+OaIN3XSL8/PRGhPukoGapZNz2+7Lz6o0B9UrrV0r+GdHJ/bIl6zR2GKyScCjh4/fW2y+mh5XFlO
7Zo2hf8dVDnP2KZYBKpFOfCgs+EOivpgNjStZFby1rgwb3318ezfBl/Ln4Ysb6zhcHqUbqzvmEfn
3yg5tViVPDLLZooj++xZbX2fZC+G6LGR5WnZC6Or2yn3adpn7VJfXz/FP2FtuqwistAlokziTRKD
e/mie5wyW3gdq9HOOyBoudw3r43zpCxH8kf6r9ei9ijfKe8Kmukvz7LB45kydjO0Ae+p1weWC0qB
Ctsr61K2l6sp9wHdxLY3d61D6GQyxyvLXG1wD3rW+KrEmDdyYdeAihzPNpaU4sddPZyXs09CqBd0
nzBBY1Syw8GXYHleG/l1zYvoFvkpfDV4X3eZ957XInOtPpmRCio0hvgLVZuidYMu1fQlrbDByVqo
BX/+Eiv0U3S0eBhnPZhsLiBbilOBz/FiQM6Ho83dMcKgYAC2GrzqHK/uvnCaLS+4irhGrJD/VE+F
NqOldIb8Ke/t4n+MTnqYprki1VNkmWRRJFmwk4xYUZixzhgyVVnM+q2qLsUMuhwZ6dpMrNb8Vk60
xfPDque+3ZltVJt0zeOT5D3kqcx+rh2rsrLq5HULsMekhRxl/GLel2+yCZDFunMqMn++jVGmkgSa
yZkKboN32puqWjumm5qImuqPrDkpBZRLZf3AvYUd8Xp+lX8Pt5HNUzrMX2tr61qmyPZQ7N1oprzM
pZG8knikamwIMc56UDKBv0U6LBwnmivds3AdJkBXzutQchrqw5KMkc93PgF70osEdd2JyoWy06G9
2Zfz7mU+4Owlbliv8Sqt5bb3yqWhs/YMFhVcQacQDyUx8EZRTm4J2cNvZ/9YnwoFcFcdgBalCQNf
0BhdMapGYwxB4BD+r6keSqV9knfllTtWZHcOLzH/VfUbzfD3VjWRnbQGPG3hGlxPeQX3qHnxZw1G
w0H/endPQU50NzeG8Ra3Y7YjK4jGmgVIjLEPtM/YP/5u1RbJC+5f4QuulpTZvdDnyH9IzMf7IR0I
xuiSnpcnWHkrU63DZVpyUQYTfWcx06UZc50PmDn+gCXeuY7LZNa3nYVOTV8gDzjf43+IdcaXjt7W
gKyOLgadB52mp4eabx1iWAPulu9A3tCddH8tvqn+buCrGuGrUBrlyYfor6v1eZlGScHSYEXOd/49
cDHxQBpNmW174uvEJMI6ZDvQFPtWuDccthaCPyS7M2LxxuRz43a/VDaLp590M+dZWSO7Sn4BrtG/
KKX0+1x/ADYi0z5ZXCq/AYL0JP0/EtbcZeMb2xY5bvVqt2KZoyXISDOAlQkWOzcrcyXtwGmKHpZt
Acg5rGSqrb5xTtFzk9S4RvVB8dAxkxhtdGegFUF0q3yKeww1E1mBTDZ8lp8DBhPFeenGWfQTcX/w
baC9K86SKz4hT1aVUZuMh5MChuvijPRLLKHt66WZvmhDSz9kmH+NL6j/49EYfyA2x2FnwDzOl2J6
q29Psa426snBZ/699n4cBGSYRKeTXK88hkcNa3Ne6Hrzm/FMbJWxrmyGK87UKNCGF6JOMl/knQNt
8ufTt9mHzFVbxDcgeNCnZjluoTkH/6o9p9xlaA3FWDsau9o6AGsdE80TsXclxxAUvmV9zTx3r6VW
e0vsAwpf2tMtlWBx3mfOHuYxbkRvsFdN0w1c91RLhqkpN8l13pItNdM8YCFwHF7k3WbuaVHz31dN
9A/XbuEjqk7kbP6EO8fh7/5jRqN8ue/LzA4l9RLeaB66HqmVllJBux1/rygmha7hprl5ca6Z7HPp
Tfke4q/8WiAv64LOBV0C08z3p39Q6ZMmocdcR60vTe/TM/OHKNe76qCtigudUTukmiLF0PWpG3yv
zK/4bb2sf7d5Ku6n+hfc5f6V2Ti+hfaXnev4QN9JO0r3VvdznY2sd/xnkvp/GjWEO9VMy/yq0rHW
BuYDc3F5qTMXbwjcZfJ1P5UtIktsXVkAsyGT+L0y6upTsAcFW3jtjKB2hL2bv4nye2Cm667+j+/v
cKodDzASE4OaIvh95h9TkoHUX6Q2+n+GpgTGInPyLpm/FCUrJTPvWsPeXKlH8DhYYvMHmcA7587g
B/aSrTwfVAcMy3DU/sRJyCa7WDyRFOg4pqbgIUXnmZ/J49HV+Xdsu5Ylu3vinQPVmpfUF/yu/zt7
rkwPFHAK2cO8ttim5NapzzC5rp7rp4mPvfFOM/yGd6V7kcE6NLOpMSMryPQmJpHzgk3BvwmhA0Lo
irFAXj4P8ZItmWWqcsv9QF8utGar4JiyC7CFmpC+folUUY33ljXyjsU2gB+hner3vCGRVLinr3te
hfGEcQBEyNUasz5f9y1y7P8oOKvwNhJeDXdLW9gyMzO3W6YU00DD6MTMMPZ4wB4P2mNmOw5z0qTM
zMzMzN12y4xbOv+5ly70SJ/0vTea8BV+XODWIPA2pmFhkuSGHFcdhB4BnWyIvA4PKxeLB+rPsiDy
hi83wnBpuvt/eTfw7rrC3N2yZtaxEKy/K6PLe5TdopqU7JAsV7coWawbrlaHPtVc8TZyFW9uqbZF
ZcY+zX/K9hIckPQvEUjaFl0zty7+ravmk/MXw6OLW2FPlWFrvRKA4vMW5r2qHKh9WrrdtS/wPHda
ar5r6rjblnTumtw7dqM6qVxgyVZMCHckkvVC4Jv2l36UaZ5pec05S5IYIM/Z8IKB8uvkWVOV+h0q
5n11N3b8kaeTHpTkUj1ZpKxtzhr0tBgj3Wwbz1bjRLITUw/n4n8ARwCfOfl/NR/HKy03oIVqV94i
/gYzaluFNSU7GXbMi+bk+C6bJoOny4wHjFEjLLO8T7SNyDqsIUnDtby/lN0kqH6rtY/iI5fnI/Bl
nuXcftXjHUKgaclh4Kyd656PL1fOJM/FQfanvFjhVtQouJ632S9AxzJ7yL+sl4X/ZNfzU7Ef2DvH
YlV78RnCrzoYNJqn6G3CNbJRWAd/F81R/Xd6pDKfPih6q9hAPte+zwWxgwlRmEg/y/XT8x4RmubA
n3Xz2S6rmpoaa3lGBwgbHuj94Lfk8VqHE8Jg9TCiK+CXNlS8dIxytXPt1wx2XcAP+xH9Gt4WQCLw
CqX4j/q7/7v8XxXZipWOY9BE+R25FR3jHcXEaU8is8PvoWM6DVQmjDMfKlIl90FN9h7mDMpsTFHr
oDuKlHR1aAI5i66WdBb8vV7mZDX9AhWeSnOSx7/K479UXZFLgQZff8FK5HjNRvsCzWI8VP6PcXg8
qRyX/xK96pWG1iMrizcRQ9QT6P7ax+pffgpsR07y9MO2pr02PU9HFc/RyexEQ3+HLDzZ/dZ5peaV
u1P2v5a/yejKDJiUkpKOhjBwVm7xRuEYu1ZWHS7Nu8Vvij+0LmIOr3trX4sft6db27qHqitYF5RA
94rUU7lqp+2jOsf2dO8xz/vC8z7MFyAajD5b8kxyRbnI3Fa137hR/q9nesSCr7Y/rsaZg0Zl7h+4
UfcRpMULdDOM0ZKrVRNkXST904Zjuuye0AL8o3KRyWHyhXqh7Ypr8M/ewZFccGzkFEKUlRh2CUeX
1zOBpN3LogINMQ8/tWQwneLI0tpN/6On0kJ5MHJImwVPr8vEMNND60msWHcJWSNNVbyjLqfk2F5k
/TTc47pdcZYBIWl2bbgTgMjc2X9Kvhp/5MGRT4mG2kFxObK++GhA5dORsK4GuMNt4YgtvxO5qVEo
B8dt140jPfBLdGyCKnswbJJulUHS8XLr+tHME8Ju6sJfHvps9ch6qf82NNLmYOe0rfOKof7ZWeoT
0ijd72BmPl0gBw6B2xG7eyd/iJnWn6tYYxuJX/FGnONyWO0kDQiMZu6W0GGtNAyaBLWK98oT5mxd
P2i6+Sh+pHCD8QyRXeIMejWvHTWuzot6gGOJPsRtYQv1PnGO4EoC6Y0P/Cu+knHMdsvpBPvBKZpd
9GIgB/sQ7Fp4SzaON4ozybomoCq+SPnll8QDdPc44/VKU1NkOHbIz+NfCjp0ufBzi4IutVJlUkMf
5SZ2tusfZ4bpITEeuGF7Z5yx6IZ5gHm4c61ocOkO36xwBeVUn7UrfHf9fvnRPKWjqeip/igEB/cT
RXC5JQ1OVqf43oXXGnfwpgdugUPZtqSZfqbujObaIDDTMVel86P2dM0mGa4uFrcwds5OFM2BK4Xh
ZFY3OL83d7Gkguqi0pLFimsOPTtb7sUWyy+UHg/QhkVYuirbbtC31zQ1zbX0dx8jDplYW5Z+grGJ
tTOyNyMTmaDJI0aaLoWioTs45sxQOJG2+pkKOcQB2msaaOsLRpLjs76aNkJFbKX8g+2f4EpnqbgB
+Q9Ne3/qB5o+hH9L72LHqPO2dnATbLpYqfmt5GHdw3x9uSiWvSEOWU9kXsEnWpZ5SumxxBqH337N
NMe2XhSkw1iVY5j5nq0pilZVOW47K8yf7c/0saJV6kOegkgdeprRD9GrpxqTPP2LFI7r3Id5I70X
+A/5uwynXS/NPtMVVSfHReUC3QP39or3DqNJ4dRwh6at0i2L7Zg+vrRaMNjcU24TTwWyJOuwK5az
kgzV36oCy+z6GZ69cYwsxX4KjdEmh+zIaU4D+TpxhfhLzpTMNvFTtJWu+dh611DDbn81syvQs2Qg
88P53hIFNEhk8m+wny1i15LwYToBnksP9o9wTYJKwIbrylVZ/k3qi97CfA74pvBWMMk1POjy7ZTz
RWvBYfR0dwvzg/wYd0bBtLACn+3fyZJYQ6IdeIc32zDZbyycZCescyyp+q66B8BC729No21nzPnG
AE57V9n7kW1QXU0Mv6uuPjDAe7CwhWV8pIVsOv0NeCucPLdh9jRrB1KlbUgvRS7Ie6MB2VTb09Bk
W0tdS9jhWY4OzO4GPycOeCfQw6koaU9wIxlNnOHOEk/LH2zALXX6+07SCiDLkf6ChtCr4E9wtek4
3rI8R1luhbTjYI2Nh4RoSJXMG6y5RnRBOxsayZIWTWdXeRaLfyg/ac4o+uk2gzO9FPNbNMK7iGrN
OyE1aT+49mPd6ENFs3RBU7X6tZW7vg+8d4FCush1iz8xVIGONvSpA4ke3LoA419e2qFKkCCN7atc
aMjJUeZwwIdif3Ev/BXvcu5Rs9Hh5J5Wa+1D8jrLtpndzCVVhrQSCQMnAh29D3hfyH2m3Zol1Jji
Frx/rZ8Fdnqu4ZNlu7eo7I52rFRssQcOZDeysFVewUFeJTwropA9kI3nwcLpganwXkDF9YKwcQfx
u3yI6E7gjE5d/hC/YBpGtEauc5Q5K7GUdAUEmJ4YgoDGdwg/FE1wLuth+VxXA6glNJJpY1ip+0Q1
8yis9+274FKOW34woMwZmqOKHpiz3Wgz31BcTftDekmXbW2f1ks+BuZqHMkuby8ixTQWbqh/iTS2
bDET3Cp0t+BN0Z7gL0EUMkV1LiBCmsqbmTpJ7/pXEdPjQ3pcN0CSgUkRtWI/cTj2sKMwrw6TL8kC
PkAv10vlbuvYEEDdKllWIIGd1mnessRCpIDMYO+FLtQ2FCeH7hEpkjC7SptgvZPUNr3EPNOtNuuC
efnteTpBE7gx9q/rd9ow10Tvk/xR8BTXKGBKELOr1O/059zjAiDeDKv1DoM3uj4o1hn7usdrHLau
lq2wD1I4qqFXnFGrliQtQodT8wJf7M1idwbDM28Y/6Lnm7qQsw1+y0/arFuLtpeOQx6AQ3SrLXbj
d93WwnTpN7y3vXjxXjqFOCR7S/KCp1SnvMOoHcU9Cnzmf5FY0VbDA+5suVY10SrHQ6Gbnn74a7HX
LMxvW7hE/0T5JfuT9g7+0iO1N5Vk6hsXvsML1hvIR4bJuUnaJQrYfSUP5qxJzjBtw7dAo21a3kb2
oWcDKCvs7iuDjzLL3LO9rGSasL8xFuiU/1lz8SjouCsYITgLnRBHY6ChqTSJaIsOk9X6LNYVvp2o
DZyKbAquYC3ICeykeBkiAWeaWgtHiOfknVS9VC2zVcsvVZTYPKwdyQ4+NWfZj9Fz80Dmmcni9KWq
p4GyjmqDbKJtvHu1NmJhHclwlGkac8Qe1F9m2yCvGIFNU/4uNBgbR7UOXLJlB/8xo9xWYHNDuxwx
goGTbPMDle655tceifMa1pdfA39D27hT03doT5sr6Ctxv2dJMxeF76tMyCuuT8etBWRPdGni1upV
nmu5BXT9vMRJX4hsb3v7YJcAI7VNHJRhPyVXTHUcoC6l/hU4kEA4urAH4p+JJ4aX6WuVfdCWqudg
96RVtlnoWtNA42DJsegnKd2oy7l/EeXG5s75q4KirrJ5JolpnzsJeWgbAZ8vaIWu5FHWhg7IfpY5
hV1wrTY+VM7k/UHnRr8WjWFbIHOcjx17zTfzuyu+47oCia230WX3sUlAc8Ea9VIkqra/PdY9vPKS
bEJ2yZqGKY3wn6bnvI/OGFH6jqw6z8otjpZZ7zj14S9Ygu8vdqO8hcbAvQD0xO6JANmk2iW2l2BV
UC5b7e1W/9w4pXQGu8Z+23Uu7NR76DahtjalrWPgmrUL+KtyrS0Fv55WnCVacwT4Dp1wnAv8tgoR
SbgDm+TU0gvoDRGl0hNskd8c6Ud2DB6CW9PT9X7TUtcbyxUSjeyjDkNyxzJZev1D2of20lXn+ojK
XAHsNt4pfax4nrlsbZFyIPg3R4ptz/2k/Y/sK/VY+9CD5F/IneLa3MvzrisSZ1ktRbql6Ar9JsMB
1Q34HTPNvNPTRt/JdNavs1J53TT/Ra8zvcjpJS4GpY7X5Q3Rf4VNDbfwVqUp7l5Ft/xxcjWhz7zm
kJBN8h/CHePOKEcmb6N2muXeTLSxFEt/LgkxPnC1donMi+zwCcvW0kOdf/PPZ91VH6FvwseRTGCG
rqH+nP020QWs1z2xfMd80jn6h6hU3ol5NWUXdVbMZYwMop+TvRa2KW/4dnAHZsyiG3B8wi7Yq/RV
9F3LAzZF/4hA9Ee1N0U7iLu6F4nX+JNM6sym+huGeOq3PxmAS9dRYuONZUnuZHF6ntM+wdTD1Mv3
3QvuyDL9sHFL+2k2il6oJ8P/ePcWXQ/Bpg/CZEkcec/QWhe0npEmypyqhbA5KA3/FoyyqiJ+R3jJ
Z2ut53eWw9tHhSbnO5aDi1iUdfLWh/cUZvMt0AbV69zzjuGheeKkouWqcpUFZiuuenq4IxRovYLu
Lk+2dK24RPtUe4LNETdy0jiw+IMok+LzfgVEsnMAYvpS+sXySjkV86EFrkzqaoGt8BK/K70RyPB/
V1WKr4h3Aj+MixfL5JycQlW8cj66w1Gg4dhOaE9DJyo7wDX+Q+rXpk7CEr0EfGUb43Kyi/CJKAd9
xDpdC1Q7RVbiYuGMjLE8q95pCMhGIkd9a5yOYAYICCqs8dA9+jD/kshgaQhsm78bKbT3jDcm3Cvb
TrcDohdB0gkFjVXJ0vdMUswW3Xh19wzGmeJQmK/F/cWxy6Yj17KOavtZRsepTeOLG6ifeE9jCa5i
LMWVYT1lbWL7wmwrOGzbY22kPW3KMlTbJ0S3En0KzoLnWQ/77sJNXXcztqL3s/iGv1US1wbjD3ms
dIOmWGEznsucaTZKN6Okbgq7IkOrUelTcq7ouuhWlg5lwsCfRPecZWhTl9UwmPBRMcZn1qNWD2my
vsjv5VtuGmQ+rFUGP+v2m9ebstCrzPWslMAyhwabWxanOur4QT1Rh7SfuAVArmsdDNmvWXmFESLa
GSH3cR+ZD4q4lo1ivbanYi21narz/dK2XhEkYoht6DLiJRuSHw0YI7XUckzOdoNbcL4Gv2JjqCeu
xeYntmeKMst2wx/WeGoC4eYn4N1wWDkbv2layP3Lft+603E3dExvd47MaWJrje8SHtcvUX2mm5t3
AHft89IbwjdsmfC26NeCGznp2gvQRn5dbItQT+jvlIw0KTpD7Seeud84vysvKuJ4hCrWut920Bnn
OiAWU7NVC+futIy2NSuOGO9V1AGvwNOC8+RULSuLYXS8cfzeRCwrXdXIM6xkDmjSdDbwaieyMk1f
5ATBx2qSE7wv4T2h4vnfXK3k613z8G/LBcQK/0TxXDUi7IQH7XNdZ+nDTC3ZIIBQQ7X7s/82o4Y7
ZndWKG941vDMyQFSdVa3TPEHM4HuaLju8JoWZAjMu2JPaiOmo95ZxJmsNqYHIcQ+09MYOlUzlNXz
n4r/kumcj2o+F/b1tkO3GVax5y1jop/oupnGebhBs36N52n6WyeiGVdpqomhBtiPA8/ikFCt9hIy
VvmPcLp2H5Omb2XTyLqL/3I+CK5m8/T/BEaTPiJfOg+ow/rw6r27XM9KljpvlMSbD8GTlWojAsag
Y4Ff8sskws5yDWXdzhKqVLlLeMhxq2xi3Q1LRLQ866KlFHuhfsi3go0NMWTb5N3BOFSedMAydmvd
qmdL0lA7beQtKmmQF+NRIT+QqUqhauIaP6c7x4X2Qj9Ie1G84AZ4p3K7bFr97YQTIQlCRTL0GYTO
UIciFANJIJeuq/4zftCDsafc6XShXpB/Rr/PC8r28nDqqvCg9pi+ShN0p4YFhsXqIcTsqleq/c6D
i8eqUctZaBxzKWM9p0oepYVNfHyr7pdusKY4yDGeVNzD9hBC7K68ZWhHTidXnsuoHQpON68hJivm
ovHaI9JKZZPiR5zDpkvgEM8y1ZZgDpognmeYpJmSeUffSjkNbY8P5D1N22qapbciJc4rKU8F77Xt
/bscrL5dUj59xMHkf9Y67fGpH3zZ2A9pHO+X4jPVvMrky6j8F8iWTsg+53gQl6szBRaih+QfuRvw
w/bt9HbRlIxcpZEOpowDN8qDGVdUleh4m9mJZdxDi+vHGceIVTm7+I90fXghz77y1+iZUH24WvWS
GYFYkR7Of/IlZVN2N4sfTnysgCIHiLHTpGCheIy6TFBg71ZXDu2uUAqLykoKlwryoqRyLZxumYPc
oVcc5fLaZi/Sv2UWSI94OgjO6F2CzqldcmoSDDgj2uaMYuLLhnsveBYQafJ987KomUADUQ/GFtyT
KssfKe54/FZVO2lGcJDhg74s9kGhh64zlGczlYsEL3SW0NXAt0Isq8y3z9EDrJMPtiVS1UC0Z3XA
qFSYLgJzbdPpvjyNdb5tp3wi1EvXmb9LuTmHLD8ncnFyjBMd6yJ3cb66ryaq6qCNAprAu7IcHkAs
Y2dW5ZWOU3Rmr0F+bKh8RlSNsE7RIS6ibR7+KlrPHudfoYeA2U6Zd5ptkXOeZCjVLasNwAErrcn0
a2OWX8yPdd1m/sBbMy0XaQor0paZ7qmmmLLVPaz389dhe2EaWg/Z0wz8OrQz2k5J0LLqz5gdKKFO
gv9ZIXaperauuX4C+h2+q/mRecxFMBlLsgqqJaflo8AHoUsVA7aczzjkm1a2VpfoINE9tXNVGCJy
tZd3KwsYJhQNdXGdFeFPVKmhIUdgjdG0wpYZz65dIdOROSV+vBM2FhwRdmuN8plAGNpKXpNvMawj
bmV3D4zVthAK4WtBt9GtaEed9IfcW5EU9dJAnPe1/w7SzHcMT2AV9l2i+x63awX0A1m4qTE0H3mq
P5a2ANoT2zE2Gp2lWStN14xk/tMHqe4CTmQbVBqaY+PioAjVsYrGvo8MY0AoPlog/mwYYjkva6AB
yG/MGmOVYrHmve84gigNLsLdKPcC+Ajj6DyGRvmvHEPFKyWUgxX20nT33XVuUmoL22D3hF11uWYh
3B3+hmwUd7Z0tuwtaDfjYIGSOuDcbQZcMUKepVOQ0qywrcV/B/xKUGskS6Wt3BroiG6I5yH0klYl
PRclLjytWc/JIldTX5DD+eNcU4gu/iRnlqIbRHGzrUzkXVw0rMgdJO3t3Zb8yJKhj5dmpTUS/NTt
UvTlDoTvm/npqxOm2nJgxLCTPiDv49yTXWjuWvSLPqm+ov4TPmnpt7x7aFj1Dfk/gu2K+yI1Z52i
i/BPczxyWZyLXZcsI+avaul5kTdUVJVN2tbqP5fuKTjseeBu7B5L31MbsBec325vvjSxh/Et0dnX
0smou/hrNF+5Z5Oa7ozPzykM/M9b+emPiCkyMfiuuKmENv1TkM+ROF6kjPZ9kAyyWER/Kc9Rm22d
3R9dJRYtmZ3C6qvRAnIn8jT6tyIev2M8SNQw2417ne0dmcYwxDXHGm6s3GIaVZgPTsb2gIB5+PKT
kS6WLQKx7j1/ypLWAnHmCsks1blICv2A0chLnbdKcvTtiDPEUCZDPwb9rsGRDYo54H/UVdmkwGeN
MKdWdNdYRK0T1UYQrU5dpB4rm6e4bT8u+EkH0KdQH0E8UouPY4aAW9NamU5GZqo+gi3QSXg+utk0
lkjX8bA+0ER3uReTJjtp0E49ofbRH9mEgMYVXJ8auGmFI8WevWzAtjF6g6AB25cYUNLUf610BGdL
yBorJvsEn5nmZB4WhKTbARy74KvOvWn+iV0sfpnHE6badoowXGLZI8nzH8swMZXkIt7W/FZlJLPD
NF26S/sbv0of577AfxNf6QDyljMl1I9/l9IqhjAjVDiRoLrr5oSvhk7AlXQqPSG8mugo7Ef9XnUP
OoB8VSyznjPttcOaLsqHwo6a/Uwb/Q+klNiotNiYoFfsYgFqla8TvFv1gLvZ0Nl8WjWaVaOZeAH5
mrmSe8KWYfiM1qMF2C3TIm/HvKVYqvIdc4Msd++1ns1XYpts/+nFpJJnZ7N9jV0hbYZHZmvis9nP
QIc8/cpOO/4ztQPL7Mv8jUKSgi+myvrmWDfqlmFzwbWcfflJ0PMy3A3ptsDHXKfpUTJaPJO47v5D
tsR5kuGZ+sDXmOVilXFF0cBIU6Q7UJ51wvaycDK6VX9a4iR7WPrTL9VXRR+Ih4yGqAHfWErlr2Tf
DH+YJoONtOt2mmUdOf2UbeiBdkeYS29SdhV0I6bp9jtXurdSGLkZmUkupe94lwlE9ClgsnZeYX/n
ssIjvARmu7qloZfvOl/EXx0pK66AphfGs228TfN5Xki3Az1TMBp3Vj+gn0s2Mw57neWDpIWdEbTA
o1SjzTONB5njnlacCu1d/7aKUN5iz294lX+Ca3aEq/ZSd/CWrv8ch01XIV7SLMgDo/ZJq1RFhLaz
O90JFQwie6z7WPBHXJHRSxP+JcZ2+nb8mznrsqbIZlo7KedA/+sQR6FOVyldc5REbqGq2Dkww2rt
ELohPKiUa44FsNRQxUj1A91e68XUgfgPlZo6o7trvQSXlp6hL9m6MA8103Qum47/FZll3KdD7WOS
tror5Bb1NN1xoosKJFFdmctDN6kUiwRVJ00mRhHa45xg5EsKIA96RDGWmgzb2TeeptJ/UQW8zn0d
35f1knhX2Uk5zBYV3IGi7tfGV9hA6ptYKNkDWi0uWXf/BKTOqseXa455UD0EHGVx/JVRwFz9HzmU
4Vn0dFOnQLKnqfVBUIc8JiP6H7llzinYPCSQMan4mql7yaq8PXB02jCNX/lQd1afYO1JIYIzU5nA
bmMvwzDfwBx/4Q52ZuEuY67jidGSMNmjAy/rb2Ku2Br363gHJeP/pXzA6eVaI/6c19bcynJ+c2/N
OOo/gVR60dw3nW8wGuodERBlcbQKSQoGPMJwadkl3Unrbsn8cILnVF4PhdU2zOyXpiB+Q3JxKzOK
HrCAjsmh7pHqzL2MB3wO16z45GCxaGqoob0BVwa5/W0lzs+CoOUN8II7BuzE72Z5htXQy6B3ykTb
RMNg8gF4yzkqq1VF82I+E42Nhbpin0V9wY94OSHxlzKPIwZgNj5FlAN/Ma0Ci3DUPCjYF/FZkwzN
XBvtrY2P7U7ZQbqXa7/vdYT1XaZjvcfcBchvTlhQKkgz/au6Ss4FVro3QNOKLyld+i3kD3hq8QR0
EX8j0hq2Qn1dz9g1XiORJhwmMrgN1X97r1PJzAblLiYzdR2+Q3cPVkPTcxoZDoBqzQvovcqjnZe3
xp5CHHNPtN23iDwHrAVMW77aMcR1EfttjDFValcZxJ7c6h8IF+8eALWV5ZX4GUgUzPLw0HTrCEc6
/K+lEXXP9dF6aK6ROOSIAQfgsd53+CCmXE4Yh+O3a2axiWqRtaPKavIb8/UJUII1cd7O0BlpD2CD
HBNy+UXumc4NcpUyX7o9U6R6EJqg3AHFGEYC4YRXa4OOhpxF5C7wl44BS7OlXF5CkbjSJtdg8neK
JEk857D44/+mopHpgrWjmSZLNQJoH96HWSEfS+WsPJixwDLbup5cD61YMt1cLrEjfUkKb6GJYj+Y
kuSTLfPKmwP24Bl52DAkyEE1vi9UFrMNjE567H2PLiGOwSTA9X6nugT+QzNlz7CnwdYF84M/8rqF
muXtL3HX8KvPi2M9kOVy5BSVgcSqfvm2WLpAM8NF7ED9NvU5/DS2JFJoz86fIH2X/6Eg4I53nShe
QmZ5BulxvzOtLTuXyg8+Qbcy3cAy7mhZmjmsd4n/RO9Q52iNsgIL8zs6Z+ShOoA5w3ZBNikvAXv0
WXpmrYTg2n5Zhxu2c+qhSl6c63O22PTFvZ+4BefYx8GH2AnkNaA9xqYVykBDX4NJ/2qpGJ1gPucv
sHINqy2bDQMhf1If1aP/KWGvvR30memcE625STkXdWPk1EtlgU6MSnLsnu3MEDaaVefHK2rTL4u5
ZH+0Cu4CjVrxDL6q7mvdzQC0TJ9ABYkpnpD1THyi4peZkTSkBhgOweO8jL/OESXvKn1bsMb9OOVP
ZxQUZ3HoRpXKrKcJKSJ0CzyuxD95FWUB+9dItvYOb3tY4pnt243ctjbLWq1sS5UrqIJG4ir7qNAI
/d3069VWy0KsslCu6Y/fgOYSXaxpFInkm4dl/ySDi28ib0xJyBUwx10CjAJvYjHEO+g63RkYqcdr
x7JfBS5ge2WtpHncHHggcy3wmEgva5X3V0mm6T52HR5QP43R5snmPiVNwRo365NA//rva+UwYfng
PlC9f4WCfwbrsKaCTLR9wQerQiXDTD/Q8+pMNjYStE4vOEVMZifi8sSDnAspbLjIyDJ2Wh4RaC9a
V4Qf+SSuBuxiaRjlG6/IDapRirlUU3SCMBuqotdZP5omsL0s3UQK70I2jn6jiAcPIC2Y/dzoYpf1
AgubBc5NIr9uS+lfweUuiHvfS8jN1iritHmYtq1/UulWEQR8C7YDuMhjwWjTDnbFukXOg7K21KxU
FXZRHM0roL4ULiFaSuMlMcphy0/qXPoVxEsgs/bLonwPQL7F/nbIuV8U8zSH9S0tPUVm0cWkOIc9
p2HkuGYy0sY22/WH7zE7zMKw7XXlUfn29sxDyynxfOU05pP6g2EvdDwy3sWaTmFz0Zi4GVXZ/L45
JN2b9Zng7NXGAvcsyyTbTcuExSNYLtm5oDFRuP5iQnXNZyaBj+aNLj5jS7HdrB6C300vxl85ZpOi
ip+mrliaXOocjWqdO4E5WT8S2+W0Mq+eU675M7VG+dRTl0S6nkE7Be+cE4bNnnujrLHxi2MKfWIh
F8aVLZJshjvOE4YBh2YizWkt1NIwGfmv7m/9FM4AzUxvN3M9vbDmu+Z6URefrKKFbxIR0lcH1pm2
+H34FG03yzQg3f05T6xoiP4io1232UzmjHKofSwOutpa9ntWE6/sHu9yvL+Lck0ynl/4p3WP5SOW
YmxhPUFN0nSQOMNPkA+4f3ULann4TMFRbw/qpLUxfln5gTqojkNmgd9M211/bSjJ6Qk11heoRlpm
qWyFh2IeAK8V55loQ5XLrVE5Lhpuwx2zDyg1mlhhN2kLUwS+qe8ldpj5wB0nsPONVk5MDf8kl9DL
E3aS3QXcLL6vE3maHGLvvKKSvujaCHyx3nUxCwHwYGRF3Ur7E0838UrkEv4FDIaah3sRe9Hz+dUQ
XbuJ/7nsiz5VS5ecrZmHrqMPgONcVRKRfBZ/a8SnaV9SIr4ETpYfSf7GHFPKs7M4LvCLY7YibAtr
M4n+RLpIbeHoWyj82DYmueiNsw25waPNa2Y5jYzk0XP0zLaoblAr4E3WAqbG8FV2iknOg9ndvNU5
j4NbEdwQX37OInK3CMk9ccSelX/AewS3lE19s8BdnCjJwPg5M8oqJqJaQCr4ImlTkW1JZXYLoqXX
VzYV73Q1K9oATwzLslfKN+tFAYMl3+zmP5RnSgcQSh3F+aocrlod7g2G1w+Rvq3PreaUJkVyiGl5
Veokm06Wa2ksm6ts6uxDNqvWaJpG+oBf1RE0qWgCuFPn1gD2JrrDxHtjrPeXaqfpi26g0ye4DjQ3
jUA3wa2VQ5UBcDMyFfFUhKBh9HxwFtyPiUIOQi+Jbo4o7LRyG7SImZ+8m99eXw5OVJ2XPkOvSLqn
PjKt1p1KeWcfXeDDfqqEckUMXnx1wTz/f0CC9YFAl95JQLinyR4bwppAZiggSD/pWYX3psvVMPZb
MUE/PtBLNR3pkvFct0h/NXBYEO/8kjfPWmHsapDrq2V/OlrW4ERUelzkXMHP4DNwGnBLa1aGmTH5
YXK1FSsbho6jCu1XVFsKWlvS0AksR3aflS6VQxNUv62ttBNNVQiqLNNG5TZJGQ+1DClJrzLHavZ/
DG6AZYbnwOlgLiBw9XN1hE6zWdhOQ41DiFZFdgDr062aL8wy5EJ5nEONK6F6xSTbfP00F498mfc0
vMDa0rFNctq/Ud4T8y3aRPyW/nQMQyxgIMxBH0oNpffNVUR30cPYfbZjzrdYiMEsPsNo/R+lfFdD
Qvo/jx+jH8J+wvcULGOlnoaGa7xL8sPEc8UG5od9k+cz0sUeQXOA3cQAS6PM0arm3EkEyOwvCLpi
9KDlNZwqOQW/tmS5d6hPpI0dfSNtrdoNRXR5tiOeA8KnWSsAPbzWNp47S+yRqaY3MV3lCDWNEk6S
/uR91qVwB/dnhZrbjDLDm1le4nXrGWFLaWf+pOjX4BRyqvRxqOXC6Vnv3Dh7AohRH+P9A/CNx+Wf
9DOgeGM3wy3D65weeV8cP1RFVJNkyLHb2D9isCRytqpb6YzCheKHJMN8MWq0+4OrTEZ9zdx28sPK
u9Ys0z5seVav0rt2Q2Qc0nD1NvMLaxx/HaMqfqNJde8d29SwRZfNnHH3JEuQlcJKqh1+zvDDP1y1
B/8AfsVu2jtJPo1voap1ds1U5vcqHGHryl/q/+Y8X9TM49Ws9koLmtvGOM5or5I/RUPhNRY/chvI
pCpFrw1DsInZSaJRczdt7Rz02y6DG62XDecombqDcUbyv/7fmbL8fyJbXE+Y15re5EBsnSqf3WKq
lDQwT1XOxFrYFqMKTal2q1ZF/Im66BLnBTjHGgpeZObL3tlvkibtYmAYZbQ9gubFRvl+FtYZHsuM
pumGX+N/+avBxaTGlql5lRGSr9QDxP2cGaGugJjqx/rAWMxub4GsLis1ZwSCy09JowxCC+gpFmnw
uaYse6V2gDMz7YZ4rbUl+kbQW/dNPGUgXL91WbDqqUTBq7FdpKu1XKoe3RKcJMgF+1QaVrzT9OFI
9N8dZxxdTBOtUYbB6s3pXss+wfjcqZatKinI6LWlO1Ty0kYls9aU10d53qLTZZUBKu/vvDQXgi+X
8yXCqtf4AHaGoc5Aei38tau/JbemnlM2Sxy+O99QuQQFNJ8L21PLhTW8XVg5GZQPtX8JZjq++iZF
pjFz7QG2TiUk3zguyYux+/CF3G66ntaPBTmoFs4BQzRNVTsm4ytUr33tYL+/DZmkdae1UF8zqis3
IqbQQ+yGfQYv2zPY7gA+WRpoiYSxrt629razhgb63pr1mrzyWG0rS98ULzIWH6ndbAonJgknONpZ
gm4EgbhHjb3APGqKeazzHsR33JaNy0lkhxlnc65wN8i25HKw+fotq1NgoEBJOOguUFLJTNe2SpG2
lCzR5MCTnN0Mq1Fa1BgegU4lBpCX8GX4FFmJ+R9ASe8SFGJTyWKY1GwmGkPm3HSaQNeDZ9i12OjA
Lc+UCsDZGx2l+wupU4xEFzqi/Bcc7ZZG5IXg1MQzYpducaijI59b59gCdmL+RTao5dAxaQqs5u42
7pa1l3rlLxBd1X/YLPkjY0bgBrPU7Fd+ysxnL7kbemLNZf6FNblzD2d6TVLyM/VElGSJK1Fp2pJx
+qv89vwh3GmLF+NK9q6Hy/9OSMpapPo1t1MbFJ9KP0+OlzWg1xn+lbTW5CChnAFYq0UvkGLDKHas
twHwLOebMxv7C84yvRYsCG/PumT/aexnfgFnYm8xV14ip4u3muwT0EtOly8Eo+hp7Bazx3Wd7Mv+
KdK6UXYBk5Nsw4ezC8GrXrM8aP9CWwQtgV7Jv4TDsEp6LrMgcewkgWW5b7poNU6L3nFeADG2FOCJ
MIYO+S32ReYvloFKStkDYYBuJbt1J6hizE97eQeBQqHFOUbwUTtTmgLZOOc9A3Iu29baJ2mGomPV
DJHsGkpPUm0y1eo3mo320b4q83FoDP5Gr2PGEA+tCnkUyKLrSusgBFpkemn1uhrpWtuWmq36Nw6+
aAJ+W39Mm5CVsHiV8xNaaIsuWqbsUrLEQ0Ze6PKgzfLDPqEyW5dKrrFuieTTJxYj2tPlsfo51jHV
0/X91Mfy5ml43pSsacXF3FT8cHAXfo+dVroIkMjnZLXSaOo5ZauRuX6x97H35WKrZ350kTFVt7Wy
LuOORizMQzAoBrqr/cNWp3fScmQKGUTb1ZPGDa6o/O2ybsQXlEkPAr/cPON5zWXLvwAvi1fYLTxJ
2iY71msv30TliiOuKwBP29vyd94q85by+6HnSCaZy9uF9IPCGsQ/MNO/8D0b6+2ieB0ehhHQSvPy
uLSYkmUlsgGSVMs14yvL3YwwcFp4ATUg34omKyD1bu1lpJv13bKbenVdmqwjWequcy+ki2uX5Fbk
i0CVfh+T60gzHafKtPnhRvxv0UusfejD2VtNLLM6e7lqBlSpfDmrlF2z3mkQKZ9IaNcg1wDuV/q5
sp1+rJYny1E6ApvSa6CVub3rtLYbwdF168G8xKOmdtQw3QIqnm0gW1R3VTeSEEoRvB3FtxxW12lx
zdU1H9V+z9zib6E/lnyA31dM0T9wDwCPVp1c8iXPo8rNmerrbkZyjtfnShfYZxLnS66ZN0HuDJ9z
kDrTkxDJcj8PNPD0N5Pl31fly3dJvZVJxoB7m7AcbajZLDmHtGOf8YnIWAMBTFB+UTyWivE4a+fY
fUwKd0vuUD9GeJKemJbpJq/0Aq0L3/hbUsH4lhlTcruE1wuHUlMdCzITs08pmsUp+JON02a2wl30
C+F2cJgSDntcF8lmxRfrpxQa1HXSOQBm+KxyST8iUfFNnR+RVGO0oxHTr5jN7iDbRZQot+FfE6+s
KbVd8/bn6ZWwItX8NuOcpbnjdW65UgDf16/TD0c6ATHBeUubqiKBlwjrG5fvDhP+vdgAR8+KWsdz
lca8IzS55NuSBHZg1hdBhWWY/1UoizlAnweP5VeHLJ6twWJNJ7zG88YpLV6mfWX5jKC6DUyqJavQ
V9QtN+SfvmrjmpOKmQVrS/NL+oYY0wBZpvwhME6dajm04jjR1hTwF5ZvKKb99JKl5DND04SH9hf1
N8R9wbf247K/HXGCa3k9k5UJu1Nncy45FzpWc04hMcCRLGO1CWUqThnPoZ9K0opuoYiiZSHB6+Lp
LkzLfZ/8Kv0A1ML6U69JnwW1t88hyy0mPCEX8cNWjVGBvsf7BWqMQxGhc7QBsj6mAfdJpEKy2h5F
LFZcSjkV47cYnMvgz0Y99BJRIn9Y1NZR1kgOHHzsrLI+AFqUpxI/hY8Ef+fGFhlj7hdcKPwdmFfw
oSIE11e8rv2WW1RbWf0rsb93nynf9cPngOPLwaRqgW4BvybkpdauSozFcuFxQCAQWMrks45OzspV
NwN90t+m/Ci5CC2IbJefDMRwuqbEqDbW/az96/DVxFpRd63F/nxpk+2ph+YbT9d3LOPWLnLeGkkc
VuSvQBwqHXyydh1asJenWVMIMVsWHJ5+ceL/Vq+2FeEhjTcSUK1ylki9RJY43OP0dELTTKPQ8wtD
OXfSdcYBnu4AV3OJnKI7R/TGyuoTl/9ISIhT248qXmf+k3ktbnrcRGIXX2LpkB3DvxTTPXO+ZlGl
nJhC7M212gJUgNgaOFh/Ed6ATsmU5PaQd2U6sIOltMJOlgq3aq/IK+1qQxaVq+uBTbdka4pNN9X9
vWepGXA2kG3fra4mEr3rGQ+VQU/XJZm7ISrd19BRsJq0OhpBM8kHloGmv9m3dqr8OzzNNUTTE9+o
b2FoyL41ZSY08eRHEgyH1dXSIb7tqv1AGdutrDSMujPRoCy1YoBgRsFgyxtLW06+5gb7zLJP1jlg
jrRJrRIJrQprB+lnAaFqA9vE0eV1kVXB21R/JtZmWNFK/c5V7pkal+xNz/0n416a0nQ0tYfiZ0Gm
8kHVJ31JBDATlqh4PTXYvjS5be0KUq18r5NizS2jGYf9iKuWPgTVpC4hDa6x+Ts0PVbEBG6nNi6e
UbbdF2O66xvhfalJSWsNjGM04SZ0SYrIusjUB1zpigJWpY1xbxE25y/TNIDGZHGn7ea8RMZlbdfN
TKsT3YGKy+djNZxy9HrufsV0yx6Qno3yRnDvp6xJ7qdmPdzooph+Um7+MtUoYy7/GFSqFmpMln4Z
swLx4CyNRPjF2Bz8CxhvGixUAHckam0XbJDCJuzv7QFNR3Nz++h6S5Ljtym2aT4DhVD/3M6e5Smd
iP1wseRUoGP5U/qNcIb0pS4BtKaD6rPCG8GsnBnaZngC0x3cZ3tlms47LkfZg6lMMJ6pJ2YZ+jAi
/JC7TymIbEn5sHlgSGtvKR1j/m46qrKD1yDW4A79l+8j+4mfujdE/jRsy1zqWWyx0cHCgdZDniva
iygrr1HC5HxTL+V5Gw1NNHfxJaL9fZOkrQwdQqUYxK72WyXjdGfzJKI3BTcNtxXvRE/05Sfu6Bbg
BfYXpqOiT/QbY1nedMMbc1x2f3ILyOorTSnKCsFxbKH1K6k0LcC9YruvFG2qoLN1hol4TPoNemT4
kq4it6mncjWjH8VvopqQIJsWFxRim7Dh+UN865Puzquu3yw/rf1cORR6wi3FtmV9vGiBny9pre20
qgz7jz5vuIH+lhXYU4TBlHfxKR4WepF5IrdGucxFYY0K9zlfyG8TQbYJpw7YF6r3fyN62W6aPaNd
59LgfPhOMCqVVYXNUeho2Me5YCpOT/U8F8W7/Jq7i3XQp1VifOqCA/hVUwvsTfInm6J4d2imY6Oz
A/YsKSd0nT42vzvUUpWX381w29Ieiau0YhcoM7SSmpi6duvzvIPkkQhtXW4MLRoltUUWIDS1F+0Z
+qkbTTG2ON0sx0J6DafYMtJ2ytnO9IzubihmH9q7qicMXOfdZZwPmoxPAWneZJOS5NFzCj+RVlBO
Ngg2dJyR3pZ30pxI6OS4YClSpbhGUoNK+poHgI3Uv3K//Y/X41xr4L3UIGGQOYG8REqTSgV1hqBM
qm2eORZaiWjd/xQDoVxLX342PpQhFFYNgZzZnMqo7O+z5ILe6OrQL+Ka9BXkUVTSvWxPjWP0/V0L
amKBZ5H75EyrU7KHfYiWRia5/nF813X+H/tPIw9RI6AvEOrM8aK+md55sqM2a/0Dy841fQiQOmlV
QAazL8nortV4zLjtuK09vEx/AS1X9lxrSdkeSENOuh7qfOL3axsLH7HFrptEsgU1HAhEakhrbRhW
ysqkkjsGkfUU29SxKW8/8s4yG60mWqVmyReK4kwYxBA/HLS9VBtmhvHC+okAP2M39h9MEjBeo6hW
UOJhOXWyi/IMnz7FkxlRtjPWaOmiZPNIoDB7F28dny3eYnzluUEOyt4guQtG5+Zzo+ApOm/WWUyi
OSrflTmL3S4tMFrcK80zzA/YfxmHoKv9nkVvPFtyVRNZslT5t2tx3iUP1zS38oh7rbPWCtPfZYcw
HXixcEI4qwApbgn0rdgC9wglidbgVOC4f4duhP2AI8pdZX1W9CD4yALIF+uX6turH0v2O1cY1qHf
gfWmCn2J0mAeYHkinTi7KO52OIXKMipTmizpwdHB+4BvJkz7RjfVHgf2x8sNvfSbPY3/p7BROXPw
9mRFJcLvDWf6lmsmYEON93QfoLPAL/4RojO1Ehtt8Jf9TZ8gytntwea2SOlizwdfPbnevaS2W8Eg
49C/bassgbNEmbSDdbAWkCTKlvoqvEN8mUh33///hYgin4bH28LL+gNxgbiie/q+QC/LQWUPZlnm
bUyr58ker99k6y6qc4moKWn9Fv8pfZpSHlcof2v9ZB8kUc736hrJe4gqlz8W3aIVogj6LWIv2Whr
I51dBSiuSNYqH9Mrc8vZNtlTiHvBL2nNjedCVSseqSYcgXn5kbiSXxw5+JAYiV5Nvm65nxkDvtYW
64q1c8Q7IjG8Ieo84XPspGSEfDanAPUZ24Pf5TOVNlutZe78tcmZYnnRBFS/9hX5yNxZ1B+Og+/p
nIqrAgvYLbmcf0yzRbVX9s1V5WjCbpR8Qrtj7Zj/pJsstaH/3LfN2TJ1fFnF5uRTTHKwghhTWZxy
Uf9fpIm3XfH2vMb8/fI/DCeJWEeEK+A/oWsl48Iv/L3cW1IPh4bkvyXGEAfkGmu0ajQ5mpNuHJu8
WlcaOqT5hIYNQrkbP4w3JXbiT/2nXP+qcW0b13pGS6bQRjOjPYbMxPPIUWAqtkRdQS8mGmhUllsS
K7uE3KdTi3YSf6qXmr8jUjNuauHoR3dQ96PzmZu8RRABDiPWiWJRs+yGtRgYA67VR+zdd0+CneI1
7gual6Iu5mMFNxxGa2PVOmw+WGYTIq6UnqaGwK3sT1Rn8JuK4C3TTgU2yKbOnYICgl1oiWy26gAo
cl8BWOymR+y9a3dCHnZOYJo0NWcNEvIcN7LEOTMhWuqVzZyrPyS98vdloo+0zfJd/r2SFcaCnFXR
+fymTplXYjo2v410uqGxbpbtDH7eO9xRFRxf0CFMkNuVIyNc+KQn0/vngn/Vp7n/YIwNEk/0TkMu
8lFlQ/WfsgBXLdsjbcNWzY5KWedgCh+hXzStxBkOGV+mzA0m6KaBw7Nvp97f9VmeCIVtV/iZ8v5A
EC9U9sxkyENkRcAJ79AoxW1tao3N1amyGeH365St7d1MGN4NCesiWpu2v/EvxezAENsU5IZJIT8N
HXIMwRakTEEn2L3hOTYZ+V79j+8rmWf4FQ6VtRVN5nKwIauGuOaZTlH3qN7sO+9QmEZ3YBr1bKJa
0+Z/tHkGLkS3q8eDt7VayxZoKd42+LLMbMnUnNUXajB+gXmz5ifqDI5W/CiuE0lNZ+Mnc69Uu0JD
XTKjCOYwn3Sr5Zqavi63SmfNDGVrByjvUr+VfOgZxxXpbxtBVyOtpNuEDNMoPAw/T+43HpDEqEFN
YGoL7LHxMnK14hk6krmrTcrOgy8qqzknQTfEys+bt2smg+n0JW4YDWl2Q4X/i3kF1Lt2UebQf+qJ
lRRu0t3KSfKNgdLL3jk355Zoryrzc5rGZiRHMj+ga1bN1taY5woXZr21rLKHiJmsTzzG/im6jWtM
+Vf7r4Sw8KNocPUnOEI1sJ1YsA05kDYbeZNbk9gvWakE2FpezfrJ3IMF/NIvws0lPf1vEVImQp7a
zmlBWV/VaOVX4OGSMdQ25Sx9A3E+/B5QqN5nxgFXfDrpK1MjoBtymnyqeBj7jplPe4ptiv6c1pxE
2WL9hrQXwtNkkaoa6qVbQbQwHTHYhOFiwDUo5LGNTjlefA48kX5MeFEzyn5Q9Vo8NzFvBRJvFWa7
U1YzGUW5c3PuiHpliQKuqlP4Zu1qzqbFjhUbrcHgP9SY7Ie8/oKF6t7QPrkveBl7E87NjUNbG4JQ
nak33KkCtcyDE7VFyi+mVw7C/ktyXr6CTaxuLAbJa+bnKfWSk8WKKsrRHXmoOSI+Tg/gHUiSqroY
d7u6BMai1/xC/wCVQTdQDVAvQ4vwq/pyY2MzyL7Lm6JM1xXPq4WQ1PvONfb0TJ67Dv4ONVY1MPSH
ewoZVpRB+pNIiHroacPNpJOxVZo7DCKZg6KVV7J3obT6z7lCsl3uh4oRxlJVN1U+/yL2wmAVDhPU
5ekMpXJl0iigge+X4R18uuq8JQvWRJphXvJf8xiK8jwv/AKqoyl7N/lTTBpI+98036qZqUwlZlpx
ptd0tWGL45EZYzWlBzKjrL0dvIxf7DgrGdCHc7lXwmsd6c4eBQsqFsnH23XyPvKXOTtlPQsSPb2V
tgquySSx8gO50TkfOHrqrvJIVR7vYFa5eUTQRow2Q9KRxK00Z/3Wyu/+WKSpWiy5GByd7ke32r9L
OmZywI3T19KfomWGoeojhjlwZP3I9Do7WGhDEPtPSzU02pwC9QO2a7br5iHLhfc53zL7WVbor7A3
VavQhfWt3CGN0dAROGcKBQ8CPqUW8CLzcD2nPOAz9mDXa88AR0kOxoEc5n/Z6Zaf6Fugrdmgbaga
T28Gx4mmKw5Ab+0Tqb7m3QwbaeJ7jV8PzXL+Lj/PaZJ/K5DFg6mJTFdshvu5yW27y22FVwp3BAz2
JubHxs0Fp/MbqEp8GcYeng5Lz+bBVRfov8NrQ3MDUzhHGClbJtxiOy25gXQBM5GGGfmBMnMK2d/2
KjtxWpd9n0Nh8TfqPXg+YX7tF8ujomTx6KoGeGfomLyrIqJsSjUseWr/ydaTbanTqoU5v9BtzkHS
R7ofmU24E5hjZrd9PdDd3Er7qCiPX6kdal4V2hfYoC3UH4auMd8j9ohE8CHczPkQPoMZqUfYWEmh
fYpmIHLSvA1fbV6pn5+JaWdSn1XL1C+LhKIY7TswD/1EeLQfrGvkn9mniINtpzUyF5Cz4pbQT9vA
OiGpDR3lrFCdZf9CWCwq/4Tz8bhi27Ql37XjACdlzcgteo7xoOYUIvzhDRdYsX8zSGmWtsQ4QvjC
/8PNs+7A91rn21jfQ/ct0L3kq1VJpoUa2ru4B6nnoVHFv+D1mvfFi1mb1wotM4sLmzN3VzcrcITy
FWTFKHKjjc4eZ6lDd6EfzMUl3fEgPC0ULn/vXL8yQXC1eCaebqvylhv+9XlKWkporK3wZFEpcrHs
Hd1I2Vt1zvs625TLTaacE/S0ahLYTj0d24Z7lbfShxB7rXHCDpbv2Gd729xJOIpJAZ5+p/aJbroe
s70SfYVmGHvRE8H3VkxVQA1DBxhrk2Fksfqi9svsqXKcWhU9AX/itEauIfGGSleuZa32lDJCXc6O
CAbofpifwr8FH21m9jv4KXeQZ6RcQe213cQ7yG/EfYzE2EfWraFN6mgC4/XUdNLEkG/5PGstfUly
VzmQHkgf44acW1QdzSnSDsY1+k1JWUV+WouDloCzv+uSLmhDnALnkqU7py/0U6sZ9X7jJjRVJcz4
nSEDMf09p8ZU5arUeYD+0GvT5sBVqodtT66PbGns5MnI2MoeNFc646y0O2LYENRBzbAHsW+RZmyq
YhKqJjUz+xUscscZH0Aj9R+x66pXxFzpdfNcUyt+TWm6uspZ7xqnn+HwsZ8Jre6c4pFxPMJDX1s/
eb7J31P3NVvpq8Q61SBK6LguTtQutEJJo527s21SlzfGE+Ii0EOyfu6bzBGR73rM4a9txBEnPZJs
/L8GyzKwiYMBw8Ol6GC4uxRG8Q8YTqEUqEvauOdySS655DwXuYt73QI1oIMWig+XIdtw9+EMGTCc
oh//37/v8zzZJ+y1kdVAMDeIjSMump6YAPaR9jdJby1c5CA6K45NnzPjhADntGMVpNqNsbPA2Pz+
JdcDCsEVZ4nvpPcie1B2in9CPiIyFJQxaeA1UxU9hCE8G1a9K79g/2XXRXmxjRu4pT0eiPr2c50I
Af3raszwiDNtrYq25cXaO7Fm3E8/k01wjHXv96VaXLb7ZYS9ilhvWRD6B1vp7QCtNtDxiajWNN3h
M/4mN24aZbLDKnsT/3zr9JrOFfttI4JXqfvEg0CPQK+V1cjPsrNQrUHg2mU5t2eQ/U59LByzLs76
LbA1gEFB/UF2MpQjj5rViZ2WcfBZu63QLU3P0mupefJNts7UVW0sMgfrIFpraoX/or2i4aqOom90
ZXCRqtjxIXWa/DJ8Fnyf8wVrlFV4ytJe++OwWd6EopB3sqab5yPrdKvQk5L/wv9gJ3QeQq3IRZ6l
8TTZ0HJrEvgmavHbrd/f7NPiXG6loJfWbpN7a6PWpbs9lfq12usBj2S9r4VtETjEsDznm2N/Scd1
Ee04aSKca7msiqFuMWvAGeIXsh3RoUkR7q7s/pjd3hwYoo4KNiD5Vid5N+pBQpo+eIrktn4c0BY2
Y1zkiOIf27x6seBfsVXBoQWqAPm3OGy0uWJYs268cS28UuoVLlcPNJ7HVhsochS7H8hEVov6U4Ox
MxS/YKEkmz68Yq9wi2awZpVVQ7OSFTZF2Wr4rrUJyEAOO2eiWBm8sqX2oLfJetQ/Stgla9zUodaR
JrktBW+LfJb3R24m2FVcdCZwIfSHYproFDMJO41UEueNM8hMyI2th98hNHnQ1U/PQnriq4TDqKUf
6jaqwtp7/gDttQ9y3SsRoPXWnbLHxebQad7AAKxz8utsHuiNv3F+vSIHOWhzeIYjO4S97H2NLwGV
uxV73P+N+OSwFZT4JrqP+7HiDNHL8KvyGca39kciu3sTuJsIYQuLPyJi8yGJzsAEh5Xzcn3aUjEo
kJiPO6bLX1u7WvV2Lc9ZxgW2WGKDMdRt3r/k7eKegmrmTzTVEWPoCxU64iJ+aq5BLHikSdPoDJsA
El5rq0X/C48nK/lbo6vxMCeo4okvph/LLQF/re3CRlM+Z6wq+IMYt/S6+TvrQ6fEx7e0C86hOqav
5efKttkQ03J6pqOX6oJ4lOzjmJboZKspsNyRW3CeO9RtEocKiqk6XZanp3S7yZZXUHQJqAq+Cy1C
A/jUCgP6ZO1e1WxdJ/YUb3XYA4ZhIbnRl0n3wQuQFaBbJlU08f6qyq1eVdFZ29nilg3Hb6myLR/x
tqZafJ96D3to/EQjR03LDlleSloTYWqCtWV9L6Qv/NCwm5hBF1LdXY3yW9WTff10s7G5ohKZmpGT
8RadYhh4hbygf1nIkIPAFFk7yyHoqu97t1LHzdOqdyjbadrgPzOfTAw2QllpuIpuJ84Ytlmm0JfQ
S4jI+T+kPnchdFE5xTTD2G/hvomL8j5bBcGfFdtEe+w7k9R8T+ENwJTTQTrFNteogfg6tsAf2l43
0r0Q/VuYqJprvyeK6CKyRzhLdhFkWjLRM65EFVNJ2tvqG6wd9DbFevMrrVL4l2YiWJ7VmEN6VtHu
7+X9o3uy6LUUs3hV/ohZeQxP9v9SkZftV83nKh0z5BkFXX1rtNm6fgaz6KkkhTxPfvr1h2Jc7gJO
YVtBfzGm2ZhX5g1bnmSO1S/mrDSFJWqq+4qKnG/iq6athRNNA7UxGFLTwDfTF9U6a5aBV9PEZhWe
yBIm2aaPlB1SfyidZR8p9yqzNQnL/Uhrx78Fk/JuNByUtnHUEIPgRoDgrWTqg08MH8IWxR9enmti
fq5Dn7xZ5CtT7Qe8MlcDdsb0qQEWPSk20hPIqOeAf6YjgI8tC7Eja0TGqLg0chv/FMx1Ge27sQ/k
kBKHKSC8BC9yjQi9IoPOx0UXbS9LzzEaTiuE0XykPN7f3H+azhvX4OMTOu0vIWaYDGY71LKq5XfJ
yW3d8feS68Bm89is6bbj9rlikXrhmqjtpDgOW4ZVUcqxmwJT8Dl5oV0DdI/wBrwV3d/zxbrf7Nbh
wSp1oGwfCxFQiFtuL+ph7g1MTNsQ3ibbFtBBYU6K9XBSd00J+58cL38imWZuEuLpn3TxS2I4H5Pn
AbWeW8wB/4YQadyDtK/oVrFAMoGgnKPIxb726BVwK9TIS8kota2z96VOUG+Mn4iZprbQmLVYAhP9
UHDB6sK1Lm/GrOLNAdieaedDjyMDq5wF04tWWfGSKv5q4XyA5F12dXC8inzytzd89nZB/zQ8Jle5
trp/so8XCcjdmTFRMXDY8bChq2tGcJvHGGrjrnDPCH3Q96udp5leVh08ARpXddR2lJa57htX5NdQ
B1RzEpeoDtv7lidkzZYnq77NaFaYGEVWYZz25Uq/cPt2+yfwczRVeyvwn+BNzidkH0e6wkJs9rUo
/Ir967zve4e9VkxI4kFDbavht/SxYBRsTOI4GnDEvlx70fyKrYWW8G441fhd8oqiRa3O3wgMCD9n
4jGLC6VNkW6BUbKnljzbOKmUkPDOCve7ucZ5qmeRAz4l8UzclZ9GPzPM17TLvKVRMrlSM8JxTQfu
FSwSX1S1xJfCFUpjEQ4kBv4GquQH0wTSWdr5xb9lpusy9J+cL5WOspnElorb+YusPmxLdht8aOFZ
Z6H0FMSJ9Fc1w6alHdMkqD9ovoHzsQppHOdrmPT8lXEid5CnGZ6SIsmfDsyX6BX3vcvYjaJxzL/8
jksd0Tklv/vG5JWKt6b2EQpkpArjfMVfqy45tmgyC5MMA9inlTwVrDXZpiIU9j+gN31INcYzmd5d
ojI+sR4y/Kde4Z9MLqXSNBu5v+dUg7nGvVh/xzb1EInBsZsuonNsVyUfyFOKGnoEeck4hmnM7ew5
Y1CGJiivYH+nhEAkIxZrqfmf5wdDhuOSSGv55OlIbtO+FBSKZizXNd7I3kl9clw293RaHOfJ/sRF
VboFl/xFD3S7LQXsV3tlsIOONFHBv30stNMAAKssr9VO5wJ+fM48KKqIRpYRLSQ7itZraHu71Kms
3K+hF+6gC+YH/+fVyvfKLj3ZtYwEXuH5iAHuNfU28jK50TCXYoODRTGKomhlMNlyf/tX6QD8gnG8
a0vwrSbZEbumEBgeuc/dIu4pP+dyJgfMq/gMZwzZIruh8I69M14ieirrAalQh2kSnU99Mf8MfMGP
uO7Tx+JVIo4+4sgjT2cgmhcgb9VokSogtgptk9Az+pjKNaECKUenZ/4LHaJApgQUwDW2ZURpdIm5
t3e/ukIxyk6pVir3eMt8MqSPZRe9mN1NdFvbE/8CrbAcdUYsiyxuYGz4qW8v+AnXMB15VqTWIzP/
7XxB7TJyfdfpfCDZ1Z9oxJMc1sCN/HxnF+IYPssOGR8Zl6maDHOki8kdxBU8FverO6UdRZIBHfxd
Vo437Gw+4GwK1rla632iqTnNfadBlWScvp92NfseDxFNVjP1UXEsXITG0ufBLlgmmeF6Bp1SQ6oz
4VaGVPMs5yr+B01MkGPrb4iD/6A3WAzBU9nXpBdJc7Cfem6Ff9EuUTX8Sf8PctlEpOzhXZ30TvKe
YajDAZd5m74aSgP60Bpok2qWcjb8AxuFPsN3oARFo35/w/ZKi1qM/pfDZffm/aoCXJCaye0Bdvc+
Y87bSeOtAq+/A1YeP9B52nRAvRe96tiEbZ2pN12XofB7X7XnMbyHwzAvGjiqRuQc/0mBXr7aVO2n
AsvROOqAerDHAs9PT0In0lzHHVdfdgicWCXlLKCWlG8XbYPzDcOk2dANlYWIYI3oxcgb3TTLO3At
dZsOu17Q8eZkOgw8jn4mF5Z9SX2nPpZVojkNkKZEW1dspZplNrBR/SNitvVd6CXzpz7F0FxRF8gL
RLEp+lbEnQBFRUMC0w7zAGW6jV8xpDqeWgoX+KPpNx3PtX8UrYRvmHZTw6lCTZP5EFLNPE685Axr
5stirIn+wQK1/DD2xfxn6VxRJfsf1tw+LZU0c5CN+psIu/iixKVpB6ZZ3ruvK2VAe/My9TLMgnQC
RyHNNW3LspGv7PBwjWyI+MnyMiXLNKC7DL2c6YFxy9N0EqCr54JTZsGoHoSYuKytSGgEY9w3ra88
E3znTF00a8P7mffUmWicv0Dyim5KviCOChK0Pthh3Kj5lPIudUv8DXtzvdl12HTTMtD5TFgDzMp5
JO4n+528ZvhfynbpUvwvQDnuKZQEpSJaVZ2sXdkPyqWUs+iI8iT/sWAXtAg6Yuwk8IW85GPzSuoW
Ww+dyLvoztNXQRG2tWdi5fvCsaaV5vbABM3A3KosattE1yvHfsPH+DB9IvNaaBUywzZQV1cMeDtB
rVw75YxJ7IhoGqijMq9WqrBQhHkA8to1g7Os8JlIWtvGHUw74vi4PHb5sKVN3ETefWz+zJ3S41WK
lOcTR5S2jtrhQ9ZMjsOcP1cJD6npEfoT/JoxSBCtUbtfenPtZ9PyV3QTXhY94DbPSF3aIaXjZh3v
v7xD2dts3dhXsj11t0wbA60VN0yfSg/LJouXQJB8HieyYabTW9RRVa7yhj5YPpUMI9cr9lvuCs8g
ze1JBakVrCZ94/qC/0Wv++dt8GalSnaLU/0aPJr1EN+uSHUPlGXbnnIganekRDGzYIq6A/wIG6l5
pOXBC8DfqVz/DcVCxdocm+aSwcLeNMuY68b3xK8mEHur/aI8QsZ6+it+1BuQs0TvvPGuyzZYnyK/
aM0rvyWdRQzRlaT5RVNxDPVYHZY2xju61jo3stPO2vfbk2wf/dWMGFORnXmL8zIUBoEfmgMitiCT
QvCRsWBf20TrN1+yJYFsIOottYZH7idkrjMzgMBPZTSm9XwzSdTzoDe2OlKLFeqHIz+xKo2e+EBl
+I4CxwtGujKY0+6hvp30KPfDxVme9UR7TpWTz6zPvCgc4ynVy7XTLS+ZRfzb6KTIqZrOyGihVpYC
t4+kMrHwEkuutavfRV20F4LXOJAK8O4Uip273Q+F55k6+p2jjy5q2y+AA7+bLGyiQ8u7Kzm29G7V
FH6VDs+9AVd5G4CgLAJvlZcF36Rgsu0OzDgackti0NZoTzBH/q5MQuisyVwj6C/bbfzoO2mqt4Sk
R7ErVIP2tWa6PKR7ifehWzJAoEY1XdSevgFNJiqM+NKv3ivyZpYou5gu4G01DQMVTEi78Ne5wTVK
DTqf/9p5AHnvgyvTguPVj1VxaAtoY/pW8xL7XWMRfNT0xXUNr4F3VJslWsWY4nrr8NocKMvXyljq
mpxv1PxtBKs6KQ/pw3mFK3tKQ9ZjJawrSd5g71cwQ/mraTgzMk/oWFEzGR/qE1SINL8UtvR19Lax
ZmhLdVeJfPktaZ+oJAfT2iQOMeHcROLyE+h756FcgzWO4lHtnS3Y87ze6sHu19w6dgS0WdQMYjhv
MzaZ20uCrtf0EWsPzbDKWqSyKC7k9x42xKts7CbvPut73z/EDfNuZVqoSWi0KRaPsfaA+wI73Sfx
NZBWscsh0ntcq/I/eufkDSFOeNaDaxyMZFr4oC8u7XTohRsw0czXQHpZMrRXPFPWmRjruu6nUqgy
UjMSHkD38C4rKnDyZGNC8nyfZDbwtTRW8ClwGfpmxZmg1qW8pz7DUmiiwwDfDVUxPu9QqKdOTnNU
P/vn5a1yX4b/1ehpHputqQ33K1zAb6FA+HW+L5RIBWZ0Mf4s8flmMT0LREyjJj6A57XOKdIf//VQ
xhv1VWA+52+ouXIXko/Qiln6q0lE9nzpIv54+7n4UUtGl3e1zBc2pYyzq8JGYh7A54tV6zUrDKzj
jbmRv0EIpGV4Z+PNA1aqJbA1swu0BQ9n75LWqumdmsIvqhc0JPloL9P1hpcbSMdk/RXPeP3M8g+A
wf7S07l8irotdGLNEPVP9O9s59wD5c3Rb2Rz8x0aCn+F2+h7a19Vev3HfYsZeGW8ZrD2XpEw9CQ0
DVxXPKdyoijYqwc4bGV39Rb7r0JawoncRHYwXeAtVLJ1jHIO53TGNTSycn9+XtIJuhjIBl6ZE7AF
K2bKIwItZMZG6rCVlfo/sjYgPfFYz0bTb2ljdK8V5yzNqWVoKjTRuINqz32+8UdpEnrIGoNMhALm
2bKOVp95p7be/tblZbZSP2rX0dt0r8pjcjc4nNbJ+j9xkH0YbmdwZbYxXld49Yg/jgiL7+UuIzTY
ess3l1xZn74QrpSvQaXO+bo80+bydeX7vNPROPtZyhcpwt6FjgUK5QdRX+GFxW3qJ9CpYpPNy+m7
fKytWbQz5zEaQe7nIdmtI3+6DmuO8/aRkxNnUbHkbxWLNflkeXDFrwn+D/xfXC45bOqGdS+4SaAK
DXVPKDFtZX5hC+R6nUTzhlivk8pUnh7KRZZ35izzDftWU0QftBuzPdhjVx9be8Mz6hdwMJMEsppE
60Y8W3fCeFJ2kTzrvYPHgyf1fDzH/h5857yqRbnD/NUkzuSHn7l4wSdYf7OAoYRPjOXgajGPscrW
iXrZV4e/hpsHTBUbE4vN/pm5AUHNkBxKxm7rLwIcFqh3+CwMpKFp4pqywDbdAPlDUzWSq2pyzDag
9vW5ndh27MoijVXOGUVD/DvMv8TjX37L+kHyc00riyk7x9okTV80UDILGvK9kZvgGCpmpU4XK5qu
GVemRAl8vOIsMBqYZJD5X1bmmXN1XAHPFkg9Ctb7Z2mniNupDtmO8XNzl6M/qcPMKWlizsecNp4T
uqGpw9F4rAdxG7klnOF0IUOpAUAMGZs8xoCx54QCx3Nar18fHKM9jN6Br0sXaLQYIOgg+Vn6FPbm
tePfUqAccW6snsU7I1Y6Fy3Cs7/zNBk77H6jmAyB6GdulWCHcJjNWLhBGCwaJjyVcjZBJr5kaKk5
6Dbz5CtHzipasapsr2tH/FtNd2Gv/CcpIxxJRXI7m2qaUTxP1TCQCpnDJY7c84uHg2MU9qUPROTP
C7ypdV+znpqT+YXYAySH7h6pX9Ut3JR9zDxVeUakVGh5LV3OcypmfADKe8ntyn/uirWvCR1HDvOn
482y6z1zfWJSIWoLCHQpyix1eqSLonxePKeDpNxwUhLHt6kXlP8T6ak5aoryn5bEyf91pBhbSQbY
1unfg2WpBwi5K47llv1ePmx++YqPimVggPzBcLSkl3KK6aNuvEGEuI1SA4P0TdGj+1KNYJ20WUYX
lUd4SCp1SW0s9yncWTaC6CAA6JOpbbGphnjjWe4+coQ6wdbVMrIykDaRnkGRutNBYTkXywvQZCdN
InteJqiuKb6l+lF5SnGdc0j1VlGv/hGc4NiuiijSFjKmD1Db7FYgB3tbtVWtMJDOeDJB9RDpwc2k
IpicSkdGiG55DmoXZnfAU7MdmV+pDCwBiEgGwlzYyxnmLda2JSptLXW7RW30zc2TTfOsdwz56kTT
Z1O1aiAxM/OK5D02FBWbCKU2v0kWNm2g9vGzmJ+AToZmxgocDUYMIdEiQ5VZIlmoadDqjJswATJI
MR16XXI15WhqEI5KDsNnjZOBRamjUI3ZqKyz9Ib/yXvAPtUcdtT6nFCq6QF1WNTS9j+0o20/gOVb
w01kmY7FR1u/YAHyjYyUV0kGaF9l5gEinSowy9tZNRSWQlV0j/P4hOvozUgblavkPP6yNKSLwkn6
0ei4QLyoF9FqzVSXapMNvlciU5mI7ZZNlqnE3OKxqVMtSUDttAeKIpRHzpRN4K8u2QaeQI6DJ+Dd
xEtjgbyDeWYg1nHTMglfz46n/9W/pxer3pZ1Kdqds5TpRuf51Y59AT840dPK19swCo7o69h+csgS
i42hYIc2I0bHD0z38XzZBjd7ICFHlyfzlqLcFsT4hVvxdeis3PNFF2m9fwChcPfEpxeUJf9iDQcb
fecM7cihlX9YPJ7u2neGZuIYZWJNxZ7ckMxeI4mhflO6HTZZkyXOnos6IlnUS0satxuM4c8zl+HD
rDNWftU/SJ9gGGu3GOchCauf2dMJgysIJ4jBPbHcXosf1OSXdLUSqW/MB5R9iVtZLhcDVmcnewas
TCEmNTzCxyrbUH9L2zte45+ozQX18E/OlilPFs2WEYWWnLdUt+U74stNg7I/0B3Epw1h9RH9P0Qr
yxG6nqhLvxd8Af8pKPOPkw/Wp1a2NcSUbbLdVy5hHCKRfLfWrGoTFBsDurXIvNz7JE43GaqQ/c4E
u8RLu6+oO5BL/TPpGtnqnL/YascE7zpOJ7Uhz6luAg4YY9kCJtX5IY82muFr+kp7jwpEMBUeK1ie
VKpZQvjzUnSDtYGsHM0385mA3FRuizBDlJOw/4EPMcDURVvv8lj15mHINd9YfrGxjjwELVR8r1Uk
jvZj6/SdzOkeTyDkmNzQsHNHtMUyrWNrlaEIh+Zkw+WLDQPMeNoC9NXidGU7nw7tHkgK7uH9lLVA
9w/XkL/Vc8RG/+kz/GLPKOoriKItzB52ns2HzEm7IBMgbZSDkhvVbdVvkdX6Q74R1q5mHHZr3pI/
Jn9wUaG0pEeh6/kW+zx0r9qrX68cLlhtOOtGi95KBugAQxdwmfSOcbDGYT2hb+bdy7wz3sUti/eb
Ong6kTkGjXoDvd332rIQr1eLFjS5Gxgve8aYhdWqnUWlzAz+Hpr+vmuNLYD+ogYpjLomZIDsi9yO
ukoQ8A1LEmlGsHQPKEfLlicDMlNLq8ewJlwHVFs7+c7yJgGVxCfrSOMm6BiUCVdbrbTH8zb7lYVx
/IQedo7yvKAXcx86DhInzO+y5f5/lDFoTeZAapC/nq4ihxpe+/5y7aXd6bRHg0/yr7Ptc9y23lAb
qO7Cp3AX7WzcItpsiM88YpyYfp99TKzJ1+KT3fGYTZFo4uj84FxjmbK5vTni0MTplZ4i5J37d9NP
wjtFJ3Pv6NWkMrAuI81U6B5GbjT8pRptnmoawnYgZwSHC830FtctssByU63Ee4rb5yeULnHuccXq
3wif1o5DJ3hu1lWvnRvGkK/2TFVCeKh5A/KW6gQ8kLxlVqzdE7wh3VjOk4ZN+IoEi4iV5M8BJpMa
bA/UrWK/p9LbiTexrlkZEiWjX7PRSPXyGfbhvBj7Lt023j+K15o8/hrfIeAdetOik77TJoOIaYTo
dO7T4FDz2pzk6l7p27UXoBaiv0VHiKWWy5qt5p+IKVnH9anGn/hd7WsBmLeZHN9wAhnstJA9Rd3d
jUhL98+qU0wrP1/4W3Z5bjV/IzpP9bvubMGCUpO7WtmpZPwyv9OjOAu2sackDbb3h8rYYtMBPcnu
kY3TgopJVGdmp2gfcMR+UbwdrLU/F3f0npWPA3szyYIrq/sZ53s3xD+HJ/HEkIR3ICddPxD+7HyB
5KEiSSOzyZrCLnb54nsfFBU8MkptGeq0lfM5z1Ji1S7a5/lrxQG8SnVH1U96MCtNzIHElFMwz3oZ
e8msEk0JnvWqgdvupzKrO5gKansaYNuU4GL7lUAFv63GWcT77sN3SC7UHT5jujB57Mnrmp2Cc2K/
U1FMpTRHjigXkMeM3byPdaO5Nzj7yMOpTy07C31+BbtX3AK5YP3cA87/RX3X3GvNR12tqkg+07iG
+xA9WszBerC13LmF56ffz+7kL3QQjgLlHHdbZHz4q/4MbXRKYfL3+96fwgAzWjvQ3CKpoyrVeKD8
sncDvSL7ZEKl/pqkxiNx3fSKLZPKX1niijluXyTiMueKgcesmecXDcxYWdYxGmd0WhPkY2R/AF7j
c6oVcMslwlUWLW9qyijWjNzXoqnJWZGiPZLXBYv9o10rFl4Xvudeq6r09to82C5J9KT5oJ3ULZyT
9FS1Ab1Sth58aJ2vCEFqaqGz997X0v0htdah9midZBGeji7A1CWTZL3Uxy3j1WVIkfah8CR8VtHc
ROAV2A+wWNvX3xydS+5JSfF1ZPp410nbk6shDZ5Ydtq0P/BrdP+akcR79l/DUfwkPjFVg/9h6qTv
4BqAbTH/kN+BbMTfo5utv1MHvY8MNa6v6Ej8bKB5+tCC95K7aowdp0+DhcH3pSlgF62VeeARs7HC
m6RZE/DfQg+XlScVgXehA8Rg9QNtHfYQXQs00zY4t1gXap9JJ7i6GD6qvrhuO58RzUtKOHYi+wAg
zc5r8EXxrpH2+hrbGZQvmyz/NWs0X5WlBrMiIBsXsOaeNkwXJ5p1yF7jBA/geFPbduMVcKlaZ5HJ
h+UdzDwKb9VdMS1B55g6e5VIL1iKcRAt4o2cyMvMYkFKZ6Q3kjrYgX6SG5xvTVJuEzgM6oNcN7Rw
NqEB5y1iprCPdQXwl++LCUTOBH/Er7GTmP/YCs13oCtSqJv47f+dE9AZxYqOjMTXV3cFnpE/Cu9H
HCC2pvyX0YjAlc/YLeRgpzClKK3G1Qvryk6yH6cZNFIrgRrQycZ28PX0OfAArIRZb/XatM7ZIGtd
ispcpO42e0VhxOIES+xFstms3n2TzvCdd50DH5eOWrmO8TCYL3/GkPwmtoWrXSSSPdxHmcGgkuE6
j5a3UgP0N8oWfuE7WPqQHlLXnsjB1rjVlo/BQeo047vgMs9fkRrnhPz+xKqgyfAlfBoyQy+gm+4n
wG+8oz657nIGA7fBcqy7sjhYmeilaq9UySTI42rWig8o/zC+5b6gv3ny2UlrneQG5BmdVi439Q9P
w4PYc5IwHCf7QkOMZdzB2hF4SvCl/ZJhSOg9qbBeVi6U7cIvBht152Z3zrki0ws66C7YXyi2WOul
R2BzZHRmWlmXxIDqRF13YLjndyzTv5bIk3dSLwrfWJ9ZyHFgWQFomyqIn0k1aDLUl3z3ndNlo+U/
qn6FWyJFFdfzrtf8SHXgFFQM4/fX9BFMU16SyzTdjZ2j68wm3Rkui6dd6p45UmGWycCOwnb058DB
FNZRJKYza6WtrQdXXaGzhPe4M6EkY4m5eRYXa1bZNm8vMEC/FbzK1qk/2dsYGUSdPte1VzW19Kq7
NyMo254zyBfGaX5QfITcB60CvwXvmbsTn+A51O7y0caZgtFEBduJFDqWW0SV7dwwuMHdFm1JLwZ5
8uXOv9M93Aneeb5W1AXDcGFK4lbTfOUesL64Rmy363x14A9CHx6r0UKbzUkrVMQfyipjadVVbHbh
z3Nk8gWO0er4NYu8b4KJK5YrK8xa6lJeMlMRxnRPsLVyrns81NfkIg8tmYOXYc/hWeIPKau8pGeM
5/9QSwMEFAAAAAgAAAAhAIyHNKtTAAAAkAAAABsAAABibG9jazMuY29udjIud19fcmFuZ2VfXy5u
cHmb7BfqGxDJyFDGUK2eklqcXKRupaBuk2ahrqOgnpZfVFKUmBefX5SSChJ3S8wpTgWKF2ckFqQC
+RpGOpo6CrUKFAAuBgaGBi+2R/uBtIK/6md7AFBLAwQUAAAACAAAACEA+ad/+xABAABAAQAAEgAA
AGJsb2NrMy5jb252Mi5iLm5weZvsF+obEMnIUMZQrZ6SWpxcpG6loG6TZqKuo6Cell9UUpSYF59f
lJIKEndLzClOBYoXZyQWpAL5GiYWOpo6CrUK5AMuQZ+p+0tSQvZbOnDsl/ppsn/F6nl2gSIC9iuq
hfayP0vcH6Envncjm8S+Jkmp/Q6fj+3OfTB/f2qf9L5XV7j3P/k70bbz/d19DY8c7J54brBbtrDZ
PqSwYp/Fmz02cRdF9j8o6dl/ScloP9uhI/usSibY9d5p3vdMfJld/TGL/UFK9+x+tBjb3uhSs3Wy
j7BfZ2y5/8c8m/2/LATtd3mp7FdyUrfPuxO0nyl86d5dCxft5yuZaVfVH2uvPsFzX4EO276E3357
Jj0K3A8AUEsDBBQAAAAIAAAAIQC6gS2c3AEAAAACAAARAAAAcG9saWN5LmNvbnYudy5ucHmb7Bfq
GxDJyFDGUK2eklqcXKRupaBuk2airqOgnpZfVFKUmBefX5SSChJ3S8wpTgWKF2ckFqQC+RomFjoK
Rpo6CrUK5AIuBo+zezMaFu49eWe+rZ3sVNvjy2T3vtKJte36d9OmLTjOrrPA3+7412t7J1am7jnh
dHJvTtKhPX8Dm/aKagbv7WgWsL2csHj3SS4VuyAfh32yN6LtZFKm2N00ZLb7rN2+T+Bw877n5hP3
hh01tMs5xGr32Xi5bSmLra1VC5/dksdfba+qrrWpWOG37/Wy2H3zTmTbhc8LtburM2PP3urWfQdK
xfeeu75rb4HibJum9mV7o2uv72Ey/Lr3TLzDHt4GB7vKLXdtClhP216qnm57IlbbLlFUy07jrtO+
id96bNOO7bXV2hVs5100a29MbKB1+DzJvc4n59l6SsXtE+Fm3Ff2uGXfzXgmO3fFTXuq557ZPU1y
8h6T7Nk2myy49tknLt+rLy63i3d1hx3Pzjq7GSqC+6bN59m3oePT3tV9P/fmH3ffp/RUyzaAo3Hf
5VIVWwt1vn31U/fuFb2uYTNxdb91edB/m5+GjftiNz/cqyfDanv12Lm9q69N3GvHw2aXNG/z3rPn
umz5l0nvkzkxde8sybk2AFBLAwQUAAAACAAAACEAuPmnkkwAAACIAAAAEQAAAHBvbGljeS5jb252
LmIubnB5m+wX6hsQychQxlCtnpJanFykbqWgbpNmoq6joJ6WX1RSlJgXn1+UkgoSd0vMKU4Fihdn
JBakAvkaRjqaOgq1ChQArkYbdvuKqjp7AFBLAwQUAAAACAAAACEA67Cj4g0JAACwCQAADwAAAHBv
bGljeS5mYy53Lm5weZ2V6T/WeR/FEYqIjCFLoakkTCnK+P0+3yxRGtNkK2NJlotmRIRGaSRLLpKi
KMtEUaZs2Zrmur6f30UiNBNZohRZu7OkdTQG3e5/4T7PzvvBeXBer/M653c5f7f7B3GxI2KRur68
UJ/Dumbauqyfsa6Btq7focNhh72CPA8d9uX9j9t4HQzlzfPQA17BvHm/1tTYQHuLnoH2L9r/r2Tf
XbvyR1erNRHYXBFa3n7BGJra4LHMGBx1cUWj8oNCNisbZkY+Cc2CYmGbZhwaSv/DTC9k4XJJNPeP
FB8j7yWCdZc1LFgeT3M039F8AyNUSQkWTVs9gpuX7kDDvvPwbzHCcLMIJqdug313okC8T5+rdl3L
NPcvIXsz0iC/zIlNkklhn6argoessUhmbzY0K/xL5dlN4G7BZ45ZKMLuxTVsgA7HHrU6xdGpeIgs
zYHKYxHQ2KQFuVI/QcGrTvbjxx2i9EktUFLZBtZbqiDddRAunU1l9W/Xspahy80Ce8s5U48VaPJM
kiQ5J8GneISHS1OhcFkG3P9oJJJ92QFOV7WBbn4HwiEL9j/FoYLpsqvs1ooL9FyvHDe9knDSBZ/B
/mA5qNsUw7ncLsZfLAm0JixECddXkoo+NXDQGQbPkfeg5PwQTP3coUn6IeSU7kLnoClupP0O+H69
HuQNjYHfcpqGv+ljpusURSYeCcRNI4Ts8JfG2WIWvlJ9g1nVKlS63g49HB9grpwDXv9lkhEOeqL3
g9Uk4fVd4cx3Tqys7Ss2NPkphq4hRG5SER8vyWceb41AiRmO0S+txlUrBVz+Tnvwdfdi7/2eRmvq
r8Ot0AT4vjES3JuSMbfmPs66aRNOYgWhre/ZLz8J2R+zV6GXcTloqgxy4bkCGpIgCyrt6azEPYT1
mwdB9lweLvuNT6VlJLjH29TggcZFNu86sCFGKXjf7CE8b6Vg46UgsnjlLfxWzhEUTliwxbt0QKGn
FrfvtEX/KgmIXGoHMtHjoBxbxGzfV8YmXKyER39XQ/rtBGhav1yUvS4UzN09oHz7GNv89X3sCI/F
AR8T/PtwEBU4qaPSr1lwWYUP2oKXEJprBmdbxEi+bjdr7CEj2lIdBj8lJMHFs4Z4YSvLts9Eo3Ov
Knmv10NHN/2KnimqdJNXONNcZQP8x65MzEQJ1LVJAf/pKtGaaV24pmxNnLz2sFFvT9Co4W7qdKyd
DnlYYHf9QtQXXYFBTSXOR66NxkS0Y1T4XjZp5Cybur+NrY6YZOfOh8GauTJmVB8xXskG276xQIdm
I7SN/ZptcGwCvvkA7r2bixUDcbTBxxvvfPiHzfOQZ7bePUv7bXSJn8gRBxQfC9z7tyF5KsdYn+ph
3eK9WBNFXTL3rxF3SuIVxbxg+u5WuLAoI4z2HcnAk522uFf6D1ArUgV7JoXW1rTSqIIvaV/DBdas
PhCCKwrJ7gWS3GxWPZYsPE617iRiVEowKg9noKx6PsZIz0JpiBF2VGlh48YjuMotE5d0pzPULgWf
fUPIpRVB3M1EKe6dhhAdo45iyw0BFvX1YoxcFk6XypAoZ1WyUk+MjiZVCoMMAxiddgfwlfyL1ijr
kUNuFdwOnxZWsrCcTb3RxI47DcKPr4agOgU4xdkxSDlRhSdeKnC5xYkYur4dF6dNskY5V8BgYyxR
lkcSpKKNDeMKuGNWCiNKFTlnxzns9PyA7kcOkm9UNbg/L3djx9hXcNRonLa4n6QXRRLQ27YW3xbe
IIsWt9G//JZyIVoteHyDKvf9mRFc5/IcT65bTTbEzqEezx17vaOxwekPKni7Dp/fNUeprjRUWnaa
3Mk7xMhs7kH30Fr6qqOLHrIvpYnjOrB43wIy2SfDieVP0ADzB0I32wB4zY2gQsEWrspUlYv7NEgM
fUWoclOMSyUvMPt2F1P6ZpSVGZEUJlYqklwPF6QFiNsXaaFRpxqmmrxEyZ5ufHo1EKWGLMlyl92Y
lvGboLJBni4ccRVUqp6iysPXUNJWjsy9lsPdd/1Rp/wDal4/ioPpJZjemYCal8NMwwzPkC3TRfhk
Jhylv2jDh54nMVcpf36PmSz/4FEyczwahRcqMeh3PmbOSWO8lwIXExWHKz4n4vq7TSSjt5SSTVXU
8ec4HGqdoeeCGrG6VB4LSAj5YeIS8Za8ia3tH9HxqTwXMP6a8nw5DKk2ok2WZ0C+yIlum92HcRsm
6aWMMYSUbKYyu5/O8IYxO/MiyXmTTUsMpVDtwBnUWlaOBreFWHF1AibGp4F3egtnbpuOY4EuWJd+
CKsd62hdmT0uGz6KznaxxDZVCYy0WGxPVqWuO09hYbYMOtjFCqv9Msmznkdo0ZCHryvFuF1bGzBi
TJmbiinEoJQJat6sSpIqv8D9nxW4gw1dOHVcAtdJpKBGoDL70SeAyP80hPLuo3RN9T0q98kBO99E
o7o+oNlcAprERZIXPjdoUlY1mrVqca/3vMAi6yFsTkvEI3o5pJ8AN1cwg6cv1NEwT19sNpHCZ5t/
xiPPBRCd+h4at4/jWvEkHPcLwkV6ZqibN037eBJcXGIi2ajPo9e8T7N/7fNBU4sllP+tNSZ3EFjN
kwcrj2iEqH6sqNrKFSz+gPmaltw58VGcClaDF7yX5Nn86db5l8CeY4uJtLcO3vhxB3Og8hG+md3I
tZyoIXX3leezxub/owofb1LEZKdFXMnVRhoRac653joBY1lWMClmChmHd6Kbf46ZRDOfjvAacM+F
fihTycD2TA36YOFq6E/2xQW5kszIbxZcOVnKJf9sR0ymPVhvoTL5c4Sj4h0M7rdyQCubK7QgPIO1
jNvPiM/39rkOGVf1b+lql/3gaZWKgYVnOP6AHVE/s4IsGo+HLOmT7A/vJ6mkxgSrub0ENZZbwTlv
A5QxXoLFhmEwPLgbNVWDsBP2M/V5LvSJ5yqi6f8Egif9sTZ0itEorqcDLSaYUn8Rw+eugi1RZ2sf
nYKAslVQ88UBGKgtE0a4CSA40JEbHLqHapd/h7GZYHjbMoL2lMeazT1DvsVKztMynriXJoJMDwMm
p++AW94T+PLXW+AVzHAx746zG+4v5yS8YuHeL/rgPZmEKxsTYG25ONgkpXEPdmwm/wVQSwMEFAAA
AAgAAAAhAPiDKZ5iAAAAnAAAAA8AAABwb2xpY3kuZmMuYi5ucHmb7BfqGxDJyFDGUK2eklqcXKRu
paBuk2airqOgnpZfVFKUmBefX5SSChJ3S8wpTgWKF2ckFqQC+RrmOpo6CrUKFACu6yFi+/5Pm7iX
3fPjrsuH1ezO7IiylX5faevf/XQvAFBLAwQUAAAACAAAACEAcSXLoxIBAABAAQAAEAAAAHZhbHVl
LmNvbnYudy5ucHmb7BfqGxDJyFDGUK2eklqcXKRupaBuk2airqOgnpZfVFKUmBefX5SSChJ3S8wp
TgWKF2ckFqQC+RomFjoKhpo6CrUK5AKuT67Je5cbJ+21erbR1sFg695Fzy/bKFl9tz0dfdy2cX+c
LcuLfzaT+Rps+Nev35MuvNW6q//9XvEb6bYMlSdsF/Tc2dvXK7BHVILJdp6Tmk28joetk9WFvb3J
X22TbFn3bVyybO/xb9P2pi/4Z7PDd5ntrEx2W1HrD3vtTGR2M0/w3TvvVu/e+X3LbI8ZOtoW/muy
XX1c13aO/wrrRUJzbOeY7LU5dmnN7v7WY3vDtefY3vYs2rvL5K+tbZHjPr8tvXsDN1zbG6cqtQ8A
UEsDBBQAAAAIAAAAIQB3DqnzSAAAAIQAAAAQAAAAdmFsdWUuY29udi5iLm5weZvsF+obEMnIUMZQ
rZ6SWpxcpG6loG6TZqKuo6Cell9UUpSYF59flJIKEndLzClOBYoXZyQWpAL5GoY6mjoKtQoUAK7V
Dp/sAFBLAwQUAAAACAAAACEAg/2FELcnAACAKgAADwAAAHZhbHVlLmZjMS53Lm5weZ1Z6VuO7det
ECGNijSXBqVE432d+4pEQiRDejKnQhGhJEOTVIpSGjShSdEglbqvc99RoUhEmtBsiJQomb1+/8K7
v+31ZX1Zx1prHzt21Xo7eydhIR8hf+2drgddvLV5qtrEzVhbX1Xbzcv7kPf2fVu9vHe6/g9fut3z
oOs//OCu7ftd/+06xvP1VU2NdfVVj6v+P2dywp3TaH/yPtRNqaJJww6EwQmCpNT9ZLNkLbTOM8Tp
DV30nYgXDvo009/dvfhonBks61Gp+Jw2Rt99OEW/qywRfOm5gBsjGnFaEw/nBoTghvUct+iZN1rY
lVEREonKCr10n+Ilmnp+PVWJ+oOWJQxclhqmeHsbjn5oQOGf+ngUz2B961m8MP4H7bFYREvmmcOE
tsxy/xTZvFW1FyGocBZ9kCEhSPwUj0oyI9z6wURUj8/FOp/X+GTZNPydF4hrbALJ89Fl0MSzhdYL
ibS2ei7sZE7h8far6F7/lfPPjMf/Gu7Q/bWr6Cvxe/SI1yN423QMwpofoxM7A59OPk+n1GiBv2sI
3bNpKfQd34NnpTk0aLxI3E+Vc1PP3YFxT+2oit/2isgtwSAp4wAr+wVwPc4Rj7+8gSNrcnFxfCr2
EB+aN+CCr/azaPz3BF/qYCqP1yhGnz5bS7/7vSeHCrJxXeIomTRaRdq+6eLKqDKexeRITDFKp62n
5sOv0yb0Uaol0BcTKx6sHMgb2XMKxwRu1NLXALZMTiZiyybgkxRhIOYUJhZcphGGfdS2phGHi03I
5iF/Em1cAsd8kvDwt2zcLH0JOx41kWWFabRvsh7zomcWCI8W0eyuUJyiK4lDfT+gSU8eUirCudrv
R6F5vThbYfeB+ESUQf3+NNrc0Ue0ptviS6lp5FLbEKQ6f4UWTTl+q7A1TCs8C3+TvoBSgS7sjLam
F2tDcK+DGlyGYLhubEanJQIx2x2BIfGKJG56N7cpmSHG/E44cX8eOEUugO1qYYwVMwLqPUcZ42o9
nLsvl1fS8ggWBqpC3EMnFPnYWX65K6dQR0IEP519zOe/G8/mRF4Di1lHMHVGMfSrHIfIZRzIrMuh
qYG38HbMALXIFoJ2hUq64pQv0zBPlrDrd0CMYjgdW51J4uy02YPKcvTBqqk0pFiPG16yHcs1SzFV
UpIq9Rrgnz5lnDv5MXn3lyUqgYvh1w0ZKF3AQtdmT4jW5cjguwBsHk4DZ8m9FcTpM7HNWAEzeuWI
zvVvUJb7kI7bjRQKkmmkdjzeCynne83Wg+dHncBIcRMNcIykj/wuEPEGPjacmQkx9zPhQH8czBG1
QalF80j4zT3wtSYO5C+osDphLnS6SCF351UgT7hG8+pan58Q8mYO/+WG/TjwYCo0yX+hKffn4CLh
67D2UwTquh/mv7wRCRbTZqO57RhkCz8kPvk2eKDeHsYt3Y5HntjjgvIEeHL0EuRbaKOshBAe+9SF
WsoNYPZaE3//iaaLH8aTbR6pRK20l0Q3PGZOZV7ATpudZMGDmfRtmBfkiWmCm2QQzkrYxwTH1peZ
RBwll9dNglXtE+nVV2EgtT8Z1n+TYIutKumvqxtQLFwUtq+4QjfX5+PQuHH4zk6Bzv/kSq7HzIGV
Z6bTiesiobtLGuMCyzE4Tv6fj2TAtfN/Labwe2C8wVkiW6mKNffkedfvnpsnZ9QNA6uV+N8kOLhu
5wMzXonRjWv2QtxKKVQxqqDDamvIz7AzMM4+ixY9DMbZqaepBi+FtjLJzP5YykhJNED7pjuwYiAe
vTctg50JMVTufRk0ht8BzvwyDZCfQX5eeA8x1gex008cMk1SSNHLPBTaLgr2NunwKEsMXD/FwAut
x4yuzkNeGe9juVfJb7irlUO4Ghl47pIKd38MQpvmGCjnPINCm0vEsWMZiVsmw86/qgZ/NQup8Om3
FjUyw+RUgQKI0LtwKec6CEn/x+h9f0Bi504lsPcK4xsmwtY7+BOD4vXg1RNMRTwqywvNmgyaHBej
6OK33Fnz03TKpWkwvreIjPPPod09atAuKIOfRZ858Y0HQVMsl8o7JtO9sVdoZZ01BPu9I2uN9DH8
jTGseO4AZUXbIOHQSfCVPUlOFT+H2jM34ebTQqq6s5Pypp2jLzvsQDbbSLD3gjO+9gqFeRNfkTSd
F2TA7Ar8ORcKfj6T2O3yF7Gp3PtGdEY9V91gC77z16JeTgCYmj0gM9w0MehAN+TPf0WqAqO57B81
UBigzs4JPEpNz5ynzS+DiASvjkxrmwxLLnZDxlA67fs1ARKtXtLZs1tgU+FzPBm3EbeGqsB379vg
6/a4fGNNSgF38gvU/rxCV/yw5qpVzOm3sBSw//iTybJ5BnHik0n9rUQ6fqEymurw0M+piqdsN45b
n5kPa0KXwZOrRbT14ABZe7GXeNnVktMmP+kq4WSyM9gTm7WDSHWhLrvwQzbv/GEh7L6wn+bJxEPY
3lnk67dTcPzKVIh6HIj+A7VU+KErGo5eg/Fj8ux/3rEG0exNrBORwvst38EqvQJ5ibbUSCaeFM3k
Y8SFGmg8l0GmLslFpaXO+N0ukER/uscpx7nSyp5U0pEcTdtlD2HCzwxsevGRKCkGYVvja6qazWJP
wiCe238NW75k4Qu34vKqhT26E027mL5JeUwtvxsK++PhTNEo1VXPBIOqPjRN6aFLXHWwzDgTPfZa
gE1BBuau9aNOPr9x1uED+HBPPNgqDmCwEgO2d2eA1FNNjNVSpU9zKqjF55M4XbQHnMcr4+ZRZSj1
Ww5Q7Qlur2Voj9w+WCaUANdGZyE7akcTIlWowZp0xvqiKYnWK9WfHWtP98TmUJ3KGDj/KQX9s7fC
ykYFnCDzh7LpPbCz3BykC4PMs/sJPlguR4dfJPGVtG8zV91KYdfb34zU3KjymDErmFolhuZqasTo
WxAMafzlLzFbST0tN5Do5eeop36qmdj2Zo3Xjk8gNN2posNnFdiEH6LTnh8if7h+pudhDudwmVL/
lBgmSuYerInPIv2GZ0CwRwmLsx+Q7IYMWn1ABjfY8Gj+cxOSLx8Ckz/Ko8+tK0xjnBYqSgSD6ath
cu8dAbnKQc6iez15JnEZX0tYYntVALRM/pdRmgy9f08eSN09km9YTeNWZoP5KV3Djpfh4O+ZBd3P
4+GQQRA2rgwik7Is+U41IvTbaCC5FnCV/OzkSMSjZnp3giy91mZJhHRFcb2bCK7NNoNDt5XIim+F
cPjmKXhRkgXe789Ag5wQ9rt+h1i/J0yBlwLpUNU2HVGapJ78PAsOZcbS3sAcWu/Mo00vptH1s7Po
u5tldOpQOAmCOnIy2xE++ptS0whzmCeqQdzu7yA/Yp7wiV81xFS74z5vRdjxZRNscz1Nqhxvcc+s
/PDr9Cp43ShMY3NeUKteFzqP04MjS7txi/tRKiT1Hf4ImzC2O8tIZM0tqmnUxl2ymwf9WQXw5vyR
krPSikRz+i74WPAE1h43BLeX0bBtZiIccACU9bSE2Z7jeYdLKZzARvCImUHE7svQss9nSZL4CEkr
TAPF7lBi6LoYFj5JIZr+sjjd+ivJ0d+AP4gceaKSTF1S8qA74Wv5reF1hTcy0+F481n6VtIE/eqj
IVc3gTNii1E9IQwkR4NJ0oI8El6xEjQLz9ECRxu4HmCCDStLwDOjB5Z/EWIZax0aaXIaHpgqg2e5
Jrw+5s27IXIZcu2SQEnZHmokI0iTSQydaNfMPdNIo1f7FKjfzZl4BxKJwGYxWbKgg8o5zKPi79pg
7dfDsOHIr/IjO6Sh76YurC9N5h5ET4A4f1PutP968BB8J+q98yB70wi5/aWei/3hi153Amj9wnbe
wWkR5FtmFd//cTCT3HIB1u7kIH36MRCRX0reaEaBT/EduNfhjq9+9nD+cxTJzl1nykukb17tKQqF
4kXSYOyahorF+WRSayn/psRpmiT0kXNca0/aronAuvd+oJj7lXbXRYK+rSo0L/jLXy2kjN//XIdP
DoswpzkMtLr2U3GRc4z0s5nEe1Uxne+SBL28k6B1SQr6n3cRo+/irGz+CYwx2ktJ8W5UyReFr44z
iPb18fho8grmpcFV8I44AyccVI2Mv4ySgAXR6Mp9J27HQ2H4tyQ7MrCK6B19BerhP0F6xkWyTykS
g29VwfASFd7eS/PIm7njyc1MD+iaKUXfbztA3mSmEsWIOeAdEwRBJrFwVeIIuMpMYuy2zIVXIufp
AfX2Wzz9W+oeG8rh8MNB8inQG78Ul1Mh4xC+gmw148S/CalnvCBfYglZc3Q/5n5Io+KBCozaNHEQ
rd2I5j91qUF8BfNm9Bx0aOtg07Iw4LKOEtEloYyOfiEMzBok6k5JdLOjLSR47oBg3RSo+iQB2vkP
6XrHVLCYv4pucogC8jwSKvnPSEJiC6Pi20uvvnCYx63PgPmt/uBy8D2syM+kzUvVmT+Z31A904kO
iOnB6sAgknTsDT17IAzT6Fvm6sfPjHbGHkbUW4xMFpsPR6c7wPXsdvq1OhZt9qhjuGUEthzvhvvJ
6pgc+ZNxytFA4QfqZu0P7POOWVsRezqTFJ7NA3v+c2ZdXB9ZalUM25LjUFirkJ4r4JHTMyfCrV9y
UKRjBvUp/rD6RTdqhCwAR/NgCEvMZ6w31XBNX6ZihcslaHmRwfRePw27ZK6CeFEzhGVTkrFQnpZO
U6GXxJ5gyJGbRA+VOUUvA7DMDoHLdd8rzJj95GKcM6xwP0ffSq2reLSskbkMj0CuSIkEX9MH2z2z
2T1vYkC2Th737vCF3kNvSO2KGazelnHs+VdbyYZ337nsnS+Z1hsXQMx+seDtcBLadytQ8T4fOjbz
ORnr7Mevrj6EzT1BFE9eoGPjH/LbpHorPgVI666/sgFeNkkQw+xwmmrpC8e8TVDo+R3yXvopbNUM
JdrJEbTlUgb2l38kly1KIXmTEby8+R6/z53C3hsWcJ3XrMFxohA+y+UgxuMKvWwrgS9KXhAJpVms
3ppgVPQ4iEaDXjiyYxTj5k3DuAmTMHMsF5d7imCY6wWgqyhuDS6AzqlRRPZHOMh71JUrbXfFZckK
7NfH59B5iyLL6kaSS0vmYNHIRqx5+IJ2e4lh0GZ71iovGz7xNbB9dxtNkrtBczVTqUKjDDScj4LR
ZyXg1hWFVT/vQX1HAWapzUbDd+GooRHCuJivx8G+mxbXbojNifxhALZHu7igGdfRUTkaLceu0dMX
n5K5VQeg9PoOhn8wHE/kyMJ/a3up3s696B8ggEG/B9TzxBjj4v6LWN41hBOqCbhywTR66m4+TvcN
J/cXlaOBcyispA0glW6C6YlFdM93ZXxwKgt6UxXwb/kU+vl3OKi0xzAdxT+JlsRVUp0+BNd/i7Cu
D1+XzmfE0EZVBwyzV4JTXQhveMJfuB3fQ/Zk9Vl0zJZjy/5rJHd+3IU9fvl0r5oordK4wtz/vYf+
9zQSVhcPwThne6zN7mSWKamwBsUlsHT+Q7Cu7+L+QgL6/2dM1yrp4AbnTvPf7IV5x0dj0enKIN/j
XDdc/hhAhL7X09o8bXh2vhzdZDNg39d8C+U3PAyzK6DH9syC2LXJRFR/Erq+nsKe/2XG1i/NBxmF
PqJiH83EHhbBA69OUPW1PzjWyAOlex7ieFtpfDe7k65rmstue/cKp8SPcgo1hsjJ7KV6Rlnwq7mO
DCcYgMSgjOD73iu0Q1KKiw2QYyo1FNiTzoaCu4dvwL7w2ewxtQMs267DzlgxgiIvHOn8odVk1m4t
1s74J7f843aq3bKBWp6aLLjKbyOrs1o4r4yNrPuWUBwyKCCz5FIw5ri7wM/Zlp3rnQTfH0wkd17I
8MPmvixxr7lJrm9qotuF1AR37lSg68PjsMX9IvqNfYeF/QnoLDSOHiz1gESFN1Tt80R2631Ttuy0
OojwgtlL9xQFFR/qQHagkGvefJ9e3c9HdRNf+Gi6FYyV1rAHQmvxm9oyOjp7Bzj067PrhH/hTk1/
WhitJjgRsRTDtmUDo5vMTb9awei2MDT8kZJAU/IzX66VsJ9MvuHGckPBLv5m1m/rCVZv2nxWdhOw
aa9iMEJuO46/kUF2yCxjzX2SKSN9pmK3lYAo/6xGlcM/uS+8BbB0shSq1X7EDCtrdmDpEPadVWPT
Xxmy23p0IPLwXF6P9D5uv/mfYgvixsbX/SRr19zDRuNo+nssnnHbayiod9Fks1vU0MhlIlcp6EP9
gTjqXRhNvQrTob9UkZy+3M3oy/JQS/QsaJXIguXLRPSTO0prcsXg4rZhqGOekh3S4SSkuhrtT+mA
5pg4G2jlSyLVpbjJN9LIBeMJMLo4na5LvgOB87xhd6o8mHkH8++pP+JfndgPDm3z4emyM/TS94Ws
c9Qa8nL8IvKkoxjaVNTpladOZLf8eLJ3twqoBcTxd/HVSCwvlblzKZTYbcwk7ycMgur948zRrXzO
aYUVuoQtA69PiCXD09htXsdA0p7Fm/f1+U3XvQxkmn7StNfT4bjaF/L3uD8uGy+Aq+qbwD85EuJr
eunPa+Nx9up5UJixFBteJJObH32g7Ywkms3MAhLjSiXNq0ho6TC+55WQrY3dxL3wPlHfEIEH1xiw
X6yN4CmYY5l3OC+u5CnX9eoD/dNRykzaWk2opQJVq1aByQ8PoUGCPGQUFkKj1XjK1dWUb3DNIr7J
QSTD6wj3zS8U4gNq6dcPO9CpZxPZvGMF2nV4gKnjSnisMMy92B1Gznk+Y6ynX+Hppy2F8rr3KOz5
jTw+aALyic/hVFoZyareC2kFK9HLgIcjd81gzRInMHojXeH71HrOrAF/2Ji+g9bfE2WrJk+kLVOK
6B3hf71uIAou7t8DkZ9/UePyJjjv4Uz2Reejn9FcPJdaRnNuJ3LGVw9AQfR6WLYpF42MNdil/wWQ
p7EL6WvNWHQ0LKNBnsfBfGiEXhI6S1DrL8GFjaTx7XHoM7Uj1+JbSJjkXPL0Ug93KEwTNf7qQitP
F87UufB33rpFWiofc3kroqChJRs2hD0mSzU/UQ2hCExZrQ3hO54y9z6Yocf7raTqlys9GTyRcoU7
uHihAvqiOpeojluGZF8ZPO3vIb3zRCFxxg28ZRxDbNMRbsi7UFV9IYzxrKvYPNukYHiNG07lpiHz
0A82nleGc3o53LaiSvpz9R16cbkSSoUIYwu3AB08u4jt1UjYLXsQPmhEY/V0SqfWh4Pt6x0Yduwu
FWeFIf92Hhp97acV3y6TjlFT4vLeg03SCYYWJ1W8cbYSOy00WC+3U3TJ0aWsZow827X8KyqtWcuq
HI5CB5lV7K8pfqybxUxO0+IPjiuuxBItb/bsjRjUdZ8gGDsuQ3TnSAlqZ9ux8sdGICVwvOD5dgOs
/xxGtHy1adKddupmvISVO3UKkh/uxRaDMhy3cCG7gKeD0R1hGJjVShNnaCOp2IPOba6cTWEM/2uR
+bUrAeH00JFc6rv3GQzsU2aPTwrBz4uOsK3fXbE9KQRHSz6RsaY+eDI7FSTzRvC8wQzByvNJ5EJN
B4buuw2DOga4T8IKlyQcZDeY/KYlzmk0y2sut9ZUTOBhsJC4fvSCLd1P0ef8N+QnCLEBJ6TAQ/Md
JyN8EdzMN9ONPBXWL0wR0vu0kDE9iSLM7wqxme30jZg0qtuIs9H6dyFqrAxk/+XxKmUX9HjZxF1W
iIWx46rs59q9KIfq0DKxg6Snt9K6O4dA7dodeiJZByVerYSpy0Loqrmx9H3QAjJ8ZLLAT2Q5LNYd
oq8mfCAKqRp8jcpx16RUrTHf+QENdtWFwcHbYLH1Pck17YVrS16i/OgGvCMxE6qoO/iI5cJ2w7Xk
uuVrWktPU/drBLTmMPT0qnQyIyGCHNBTwiW123Bsay6zrvoBetRU44RjZ9EkaSMGO5rh8OR+ekBg
ycqkPKNaEbmgsA7YvTxZQXpbILtr9h86tLkXfH+4swYm4/jvv4gLPG51YnrDUbagUl+g/HuhoMS5
A59emSno3myErU4DMDHfUrDUcabgpkYFMd04hwx8WI3aw6+JT7Mju8RHFzdVGwrWFSdClWgKMn2r
WGfHTPQvWi64dFYUldY1QohnGH+E+ZF3368AzfeG0rY5i9iVlebsu3ZnAolzWI1/XHYyafhSJB+8
bUJZT/jFPPl7Decv8MLjymrshFOSgnj7I2ytKouvykUFnfxdtNdWmzc2aYA2R67GxTdWC4xT24ip
HgvTHyUicYjAi+UaAk7LmWp6X4MpO9Jgwsx5sCE9F4z7R3ihjZIYbl1E+orD+fBdDzw/jWFr6x5o
0diBSSfMBZs2vUCnpokwe7iKqktpQN1LHcGBpGjs/NdZaAxDXPee4R5s8wGXKyuIg5IYFg0HwPG7
l+i7nGsYnB9C115/QZ4UnwXjOjscEo6Hz02zuV/WlvPEH6gJrDrmYmj2TUSnaazRUAAupjpsvLM6
dr8XB1W9g9CcnA42dWYg1x6AxSYLBMbaZ3mZ16/htEX/7j/ZSLxrpoFDhvGom/wXxfZ84+9wXcQt
2NdFvuYLs0krxrFJ9jx8a3EA9eULILyLBe70a7CYM5MFpy9YFSvFLta6gffH7Fk5sdVsa3k1X/RK
w78etQKvPJnC+rbPFowETxZoLkvFINdxAj2zQPLT/AIMfhnD/6imYJ58JLNaZTUx/1NC1dfosS5X
LmDZyAA2ecZjstsy2GOvj9b+7qzb61W4Q1NUIKQViLzXOXyl2Om8qdKPDK28Jwvklu/E5elPYA6/
Dm6/2oyFWy/CsU5xwZyaaRC7/g1Rl5Rn7UaUqJv7c2bulDBcUThExWvU8YapBmva+xV9tjuje0ot
HPhtimoXJPFFsxpKBy8RPL9nC0ucvjNWxUXQ/fsmzny3Cl9dW09e32bggsx/aDRbCsftj8Wqh+fg
hcp5+jYijdyPkClNSmP5Zq8OgHPYLIGmWykZXPIR3pzeRf+8aoHc7bYQuzMIJVZXkDH5ndjp2MDU
/PecGfHOoJIYgUJfK7HftxLYwSG4H2bAeBbLonZXK9bnNjALdZdTIyFtuF0cB8lav80t1e10+9zE
BQoX8+BCr4kgZdQFL+p+4SqM4uj8xkdUtCoAbcP0aduTJ/ixKZAY7z+FFhvSAdwsMPt1Obm2JRp9
79yH1SeXks5uSzy4zx7wwU3OpewzZvsPgFWXJB1ckoEOtQyOfxKPYZHPIMqyHHLkVrJPZM+ARFEy
ntpYBNOLttJVOxzR+JgTzBWqL4+dZkgix1QxnUdY+zJ5PGm2T6A5iyc4VHoQk6KsIH8sHrzCcnBx
qyFnu3YeP6k+lj+sfpnaT8tnzMXeUlndvegMUwUGb0KImdZnGuumQ2smrsBZ68bo6OZD+DH7KMnT
3FwxTjdQh683USCY9Jv2v74IzsHSpHjtJsyylWO5Ek8KOS6MlsgCDPnVA+ZL9KClJhs3fJQSNHjL
s48lM7FxjTu+GsikCy/VcBFBjYxjbjP3k26ha5ZNF1wS7UYPl4fMNIkCZtGMjyQ9zxSzDl3F9MpS
RmS1Fj5ZbYVS78bo6bb1uFjYGWYdPIIKNb/JWpt6fklmDOSrGGLMjwW46KkFHWq1hJh593DqJCH2
sVoqnfHXmGZJybATd/4EM7GZzMrDfzm9qbPJ5AOXUWGXH6gKFcHjOlda/2w+ZuzrAtALBRh5xnG+
Ytjpsxjy5t9CXQNBxdQL4/WrXG1QJ2gHOTf/IIl8cRR7bIZJ8wk+5jabMFe/KpLMt25cc8VaPH6k
lfwpSiQylg7At7yDEuez8EaxI3Q89gfhrM24YOdLbqGFD/ngJAohJh/J0xID3CJXyH/HNqPokzj8
L92aXVBmCb5aUdRcW1wAU6NwY+lKVtK6B0v1vGioxBd0l50mmGxZxH1dfQvSl++BaEdXXLgwAAy8
f8O3zfPZd0IW7L0KfywWRNCLxTwQvAN2ZUgFMy5cg6oc7yA9r5KRCxEWhDu+hgXfldnRpjS66uVs
dGp0QJXmGBD+48k6fp1Jb+m20oVHbLhhuZKbs5R3sRWLVuNBo6nc5uJt6KtpgSbNo7jH35b90ryZ
6/3jgynHBlExx5CodwD7g/wiH9sCMaZOlpW2EhW8lVyFgzceQt7TFN7c0EGsqyqlnt0cuMb2gec/
HXUtGsfmKU8gaduDsezMPFbO8TJNsV3JfmwPhITKWQKJW4GwRv0y1mr2wrH5wqxanyx/j5KeQO7U
buTnfYKBK13Y/dtKoPW6AKf4TyJ7hKaBkPQN0qM7RUC2V9JFIixd+mU/HbLMJLVTe2GibQvj7jlT
cMRnHV5UTYJHd00EOu0zccKlybQzj1JWuYxeyj6DTY6RPJvuc9eOaegLJpVtpV/MeWwCy7J/Tp+m
T2g7WPzr8w0qifh8yS2Gt7KLuAfZwoopwmRSZT6Or3yK1p99eDZPxdl3Csn4OWo+9CoPgZ4QH6Ry
dLG7e5JAaN4kwTXzAroxqZI8HrwAeqnh+PzgRZjsLVzxS6QDDuzgsSWOBXivMpK9Wj4Fz62UoS4F
Dqxcxd2KK1uk6G/1frr43S4W57/FbZIigunMS9yu04+Kf6VB++xtCGSm0pgAAX70m0x+z3Jgvgqu
0HQrY1gxdyfr/OAc6hRG0nXehvDTqZuEJNqwp3MsYaqXpiBimx09uU2F3Tr5YcWzjLKi5dwI7qlI
Y9bPaYAbCVLsnLLXtI7VZt++MwDPsvGCrfk7QGKlBHtkwVvO/bUDPuXyuaa0TFg4QUJQr2vM3rY8
R+6QdgzsOgTvD1eDvnQYfSY+wJy4XEu935oLPvl3wcOKRmbVMRnBdC1JgcXoL7rDjw/lt0+STQfW
4dc51sAXTsGGa1Wg22SBfMOg8tRgecHm/cHQ7pZIT4a5kqHq29Tg5FzBhzgNwR5/JcGExkoo27ID
NDdOIfb29eRV+Q9yht9PnZjPgIvPwq6Gw6hsUYd+DaGwWTmKuljx2KGRXGBsPfCy/g3cYi7Lth1u
rpj+Kc4gMLyT2th9YM7um852agnh6qZvNCOqDQyhE91ay2CmCR/cMyXh3S8NMHlug1LuKVTLYTl7
7OdOlCotA0WcKtBXaIU4g1DMFU4k7jd3ovHnRWh73g3vffPFI5/WQ3TJJeqgqkoSJJ7AdrX5uDC+
n4bOtobaxL+kY81tKnuwoiI4xBFsWqXJpgCl8tYIU6yRG6H2anHQvWgLiHVegYRTjrD15S0IKguA
3EphWCr3CFZszAPVQ/Pg252lJMpsOX1vNpUxMioCmmsAuT/mg74IkIPFMmDhcRSEBm9TJ19NjPJ/
QZ1fltDG4F8VkrNj55oe74SJ1atodY86rH9vCpcUlnNHb7fATJHXMMQvJE3RQ+Qd08/vOqFK/ttk
Tm53KuCz/Tvx1YtKi7fPFKE/y4PcPKgIDx/ehbGTAVhSmcVIv9mCyaXCrMLvM4QbKcdNbn/IDaMY
6Gq5SmYsGYdPhM7wRyS/UHWNu7y5ujWcilUCMdH9Sequ2OLssdFStYRT8HbmAvhiKStI0o4myblS
dCjeHyO0SyD7STR9O9hGj47LgcRlGTjWGkN3/XXhNLXUmL/H/tIZUrLY4SECO6wWkgWWyaT+8XnY
rReDt/6co2XX28C4ZhnkfnLHrtrTt9aH5swlK/XRTTiN2kdV4TbIoR8+U1J/dDEurl4OwecnY41E
Gn5r57BhvwENs5eFHn8rvCRdzH3em0Z8rLOZcktPSFWIwIQTNRi8WwazNyaSHvMM/pJxOqxb/mFY
0u4KdYaSPI+6k7A9r5FLGu9Ar8RNZDPVMkmumiu8camGoiipivPeOjj4KBPu2CeVV/7T21oxB/D7
7Antdnlke68VND3Pgamy7Shu9RmmfjlKyj5ICaYVvYWEm1fIBUce1WtC/l0PFr8np2KwcDhobLtH
j++byUiNF2Wfs154fkIexYnOcLYrgji/qKmwyEgtz5okVdA3URtcb06EKUV1+O1XBffZdgYwuzVh
dkUBfpqbi3rfu8iUyzmY+V6i4sRHCcFC/0jYuKWAvJ7rim+qhFnb1A8kz2WY2K47STLXTRD0yT7g
BkNKUN/4HnT5HiKXOkUFz/7+u/k9NOCNuC9J27if3tidg027rXF83wjsDHyCV0RNwP+QvGDER1gQ
kBlQPiC1H2x9z4Obk4Ogo3ItmzXZn609OYdN0vJi03hVmPkzBsvNF7LHNOVY6+0enFlnJ0/MRRPw
dzluPq0psIoPhuzsELjuGIJS8zrhVrqYQPdGEon+8pu7PWE6mJg00L4E6fIBrsmg1HUTK9BppOb/
iQpuW/7B0QVBsNU9Fpv334NIs5c0ZLcdKkXEY2Fqprnrkyg4vn4Ke/bFDMHdbbNZbd1QdD/tCwXm
ObDkSxtGqXthuUI2uXZ5FLYyL8F472NQnhhBTDRO4CJfUzBIjAL2tTm/sPJDee6mUuiWmoGGrbvZ
xDkmzB8Zhv2YPYs9eNikLG8kjO5c8ZmOCsWC2nozQe8/nknHH1BDU01cPv4VCS89AnLzziGn/RXj
9DKYnqCp9IBONLO+6gG49A3AXbl9eMu+BiXrZVgTXismfE8jynUXMXHdA3zg5oV/g2ZA465F5TJO
VHdNQiSnkFVKrd/mwsDUVvh63o0qlXVDqfMjiy8j5bTiOQOTbwUDlVHkTtywNi/8NFHg416CH94/
xSINhrU6VMGpegRRyY+7QU+E0nsjD+ipLRxNMmzHsko3bpnfMHdW9yLRW3gbMqZlgvUiPv0YlUFK
qxbDyQMN9Kf4deb+ugDiZ5NPt+jfh7C3B8u2vCkkakWT0GaNBeSY2v/z07/UzcUIh3Luw6yEELo3
MATuXM5m+p1FMKVChawzjyH2d+cTL+0upvZYCAw57IV9bVOY6QtiwDssH1Nm7ALHW7tALGoMZ3mF
EPfANfwtsi1ljg0v895V3gNp1YVk+/vjeHq3A/z31hte5wTB6fmy1PpHNiiOGsCGq/7wasN77uKJ
LOr/Sw/eij2Hv212GD9vDfjAKVAo2oV3Kq/QGXKHYNzMWDJwIwSslxiYH1p/D5Y15PO7faeQKN8V
sEtOHKyFeNh58CZd6jRAF+xi4cG2w/jNYpTcZcrR6lkDbjoocYt7oAMecmKwbm0HzqLqrOY5lq4G
LWjeGICf983A5IiljErKFPaE6CC45gmTm4b7iIyBBj96vCZWKRzA0XUOEGqQBOJ7wpl7MZLs9a0c
81fvNHSPXsD9mtUVEpunY0Hs/XKVT2e07VvnQ9OlD5zcKgsqM7IDZ7u30G9pZRi8WYg9t8YeP5h/
oA3fGlDnWiazZ/J2TLbuYGolGvCW1KOKLev+eUbKO5D9O0I8hyWJ6D5l3GSjRs7nroP92a4w76GA
xtfwYVBPGPccHyCajqdgeWAOo77xB11e5UyCm27hqNtMfPakgEt3CDBPv/QXRP6TKupdtRY3Jf6m
h84shG1HzuP1w8O0/08OjFerIDO7pghaN7sRVk9RMLP/Cq7RlGBO3A4lj8+dpJtK74DfthAYH92K
kZbdqOP0FPx9JtKuGRPYy17PMDXYHdvlZtHnlbfJ5jY3i3HVfbn/+5F+O3ya5vxYAXsLV0Cdjxwq
rHlJzp8/iS/WtcA95/fkmIoi6w+rqMVYK+d/8zV5qVsPX+4OVDy7U0mGyh7TxBVPSWZ/Avw+Z4fL
l7xhbjwYL6hwD2T+D1BLAwQUAAAACAAAACEA23IGzFUBAACAAQAADwAAAHZhbHVlLmZjMS5iLm5w
eZvsF+obEMnIUMZQrZ6SWpxcpG6loG6TZqKuo6Cell9UUpSYF59flJIKEndLzClOBYoXZyQWpAL5
GmYmOpo6CrUK5AMu5izLfTsOnLFVK1hqo9/RuXfpjUd7N+fNtZl3gMGub6/nvtf3F+8teNq2b+bU
v9YPq67ssQzz2XfJWXX3tFDNvYybT+9e3SZkt2ce4z7HmV22ydHJtrMDztgc4+LaZzLhwl4PDf19
AklMezUKk/asyJ26Rz9ZY6/F6U+2Cu2x+5ykGfZe+8xiu7G7Zm/l8VfWtz8x7vWavGzPnZ8rbZ5W
zbGW4DWx3f50+k7DIwabg5d07n1x9d8uRS0Nu3eGDHvPCa6zuaDFtU/Fy8x2q/9p25BJB/eExvPs
fuKjYit9YtbepzflbHvt022ZGIxtnu6p2udX0LJ7keXivZqGKvsO8zDt9a29sZtx1ZM973pfWgEA
UEsDBBQAAAAIAAAAIQBSmQQWVQEAAIABAAAPAAAAdmFsdWUuZmMyLncubnB5m+wX6hsQychQxlCt
npJanFykbqWgbpNmoq6joJ6WX1RSlJgXn1+UkgoSd0vMKU4FihdnJBakAvkaZiY6CoaaOgq1CuQC
LjanMrvmmFxbBbGZe79P5dtnPy/ILk6sy/ahBZed7uYntme0/u71nVxsx9VZurfIhcduYqiLXfyX
sj1Nq47vXbHn3t6tMUV2y2547rNjKt33TEFl3/XjGvsiAmTswrqW2U7bmbnvgp70Pl3nDJs5Nrw2
pXfY9iTv2WMrImFi57hq216P7ef2Jp3bb6tZc27vsV5luxOzn+xVqJbeV1c6fa9sxmTbimAxy0f3
LlqqPLbdx7d+/h53bzW7hdHbbKc8X7v3maer3aVpd/b6rhOwy+LVthV9xWzXFa5oW8i4ce+MtMt7
pYu+2aZai+5jnhpkZ7fo7t51dtP2fpmkaHe659TeBIOFeybdnbD3HrPWPgBQSwMEFAAAAAgAAAAh
AL35pxlJAAAAhAAAAA8AAAB2YWx1ZS5mYzIuYi5ucHmb7BfqGxDJyFDGUK2eklqcXKRupaBuk2ai
rqOgnpZfVFKUmBefX5SSChJ3S8wpTgWKF2ckFqQC+RqGOpo6CrUKFACuB9MT9wIAUEsBAhQDFAAA
AAgAAAAhABjJESdTAAAAmAAAABAAAAAAAAAAAAAAAIABAAAAAF9fZW5jb2RpbmdfXy5ucHlQSwEC
FAMUAAAACAAAACEA8cuNXFYAAAC4AAAACAAAAAAAAAAAAAAAgAGBAAAAbWV0YS5ucHlQSwECFAMU
AAAACAAAACEAI5f2gDcTAADAFAAACgAAAAAAAAAAAAAAgAH9AAAAc3RlbS53Lm5weVBLAQIUAxQA
AAAIAAAAIQCSy+JhEAEAAEABAAAKAAAAAAAAAAAAAACAAVwUAABzdGVtLmIubnB5UEsBAhQDFAAA
AAgAAAAhALhhNU/+nQAAgKIAABIAAAAAAAAAAAAAAIABlBUAAGJsb2NrMC5jb252MS53Lm5weVBL
AQIUAxQAAAAIAAAAIQBJcO6BUwAAAJAAAAAbAAAAAAAAAAAAAACAAcKzAABibG9jazAuY29udjEu
d19fcmFuZ2VfXy5ucHlQSwECFAMUAAAACAAAACEA9epY7w8BAABAAQAAEgAAAAAAAAAAAAAAgAFO
tAAAYmxvY2swLmNvbnYxLmIubnB5UEsBAhQDFAAAAAgAAAAhAJ8j3ZhtngAAgKIAABIAAAAAAAAA
AAAAAIABjbUAAGJsb2NrMC5jb252Mi53Lm5weVBLAQIUAxQAAAAIAAAAIQCw03NFUwAAAJAAAAAb
AAAAAAAAAAAAAACAASpUAQBibG9jazAuY29udjIud19fcmFuZ2VfXy5ucHlQSwECFAMUAAAACAAA
ACEAi83jDw8BAABAAQAAEgAAAAAAAAAAAAAAgAG2VAEAYmxvY2swLmNvbnYyLmIubnB5UEsBAhQD
FAAAAAgAAAAhAPd8ryglnwAAgKIAABIAAAAAAAAAAAAAAIAB9VUBAGJsb2NrMS5jb252MS53Lm5w
eVBLAQIUAxQAAAAIAAAAIQAMRL32VAAAAJAAAAAbAAAAAAAAAAAAAACAAUr1AQBibG9jazEuY29u
djEud19fcmFuZ2VfXy5ucHlQSwECFAMUAAAACAAAACEAHilz/Q4BAABAAQAAEgAAAAAAAAAAAAAA
gAHX9QEAYmxvY2sxLmNvbnYxLmIubnB5UEsBAhQDFAAAAAgAAAAhAE8Nfz4qngAAgKIAABIAAAAA
AAAAAAAAAIABFfcBAGJsb2NrMS5jb252Mi53Lm5weVBLAQIUAxQAAAAIAAAAIQDgB9egVAAAAJAA
AAAbAAAAAAAAAAAAAACAAW+VAgBibG9jazEuY29udjIud19fcmFuZ2VfXy5ucHlQSwECFAMUAAAA
CAAAACEA96fEvBEBAABAAQAAEgAAAAAAAAAAAAAAgAH8lQIAYmxvY2sxLmNvbnYyLmIubnB5UEsB
AhQDFAAAAAgAAAAhAIINd5/VnQAAgKIAABIAAAAAAAAAAAAAAIABPZcCAGJsb2NrMi5jb252MS53
Lm5weVBLAQIUAxQAAAAIAAAAIQDYSZHMVAAAAJAAAAAbAAAAAAAAAAAAAACAAUI1AwBibG9jazIu
Y29udjEud19fcmFuZ2VfXy5ucHlQSwECFAMUAAAACAAAACEAVqNItw0BAABAAQAAEgAAAAAAAAAA
AAAAgAHPNQMAYmxvY2syLmNvbnYxLmIubnB5UEsBAhQDFAAAAAgAAAAhACogQFMLnwAAgKIAABIA
AAAAAAAAAAAAAIABDDcDAGJsb2NrMi5jb252Mi53Lm5weVBLAQIUAxQAAAAIAAAAIQDWBj1lUwAA
AJAAAAAbAAAAAAAAAAAAAACAAUfWAwBibG9jazIuY29udjIud19fcmFuZ2VfXy5ucHlQSwECFAMU
AAAACAAAACEA7pqmYREBAABAAQAAEgAAAAAAAAAAAAAAgAHT1gMAYmxvY2syLmNvbnYyLmIubnB5
UEsBAhQDFAAAAAgAAAAhAMOntdGCnQAAgKIAABIAAAAAAAAAAAAAAIABFNgDAGJsb2NrMy5jb252
MS53Lm5weVBLAQIUAxQAAAAIAAAAIQB2ZFWvUwAAAJAAAAAbAAAAAAAAAAAAAACAAcZ1BABibG9j
azMuY29udjEud19fcmFuZ2VfXy5ucHlQSwECFAMUAAAACAAAACEA6SwEpw8BAABAAQAAEgAAAAAA
AAAAAAAAgAFSdgQAYmxvY2szLmNvbnYxLmIubnB5UEsBAhQDFAAAAAgAAAAhAB2RKI3mmwAAgKIA
ABIAAAAAAAAAAAAAAIABkXcEAGJsb2NrMy5jb252Mi53Lm5weVBLAQIUAxQAAAAIAAAAIQCMhzSr
UwAAAJAAAAAbAAAAAAAAAAAAAACAAacTBQBibG9jazMuY29udjIud19fcmFuZ2VfXy5ucHlQSwEC
FAMUAAAACAAAACEA+ad/+xABAABAAQAAEgAAAAAAAAAAAAAAgAEzFAUAYmxvY2szLmNvbnYyLmIu
bnB5UEsBAhQDFAAAAAgAAAAhALqBLZzcAQAAAAIAABEAAAAAAAAAAAAAAIABcxUFAHBvbGljeS5j
b252LncubnB5UEsBAhQDFAAAAAgAAAAhALj5p5JMAAAAiAAAABEAAAAAAAAAAAAAAIABfhcFAHBv
bGljeS5jb252LmIubnB5UEsBAhQDFAAAAAgAAAAhAOuwo+INCQAAsAkAAA8AAAAAAAAAAAAAAIAB
+RcFAHBvbGljeS5mYy53Lm5weVBLAQIUAxQAAAAIAAAAIQD4gymeYgAAAJwAAAAPAAAAAAAAAAAA
AACAATMhBQBwb2xpY3kuZmMuYi5ucHlQSwECFAMUAAAACAAAACEAcSXLoxIBAABAAQAAEAAAAAAA
AAAAAAAAgAHCIQUAdmFsdWUuY29udi53Lm5weVBLAQIUAxQAAAAIAAAAIQB3DqnzSAAAAIQAAAAQ
AAAAAAAAAAAAAACAAQIjBQB2YWx1ZS5jb252LmIubnB5UEsBAhQDFAAAAAgAAAAhAIP9hRC3JwAA
gCoAAA8AAAAAAAAAAAAAAIABeCMFAHZhbHVlLmZjMS53Lm5weVBLAQIUAxQAAAAIAAAAIQDbcgbM
VQEAAIABAAAPAAAAAAAAAAAAAACAAVxLBQB2YWx1ZS5mYzEuYi5ucHlQSwECFAMUAAAACAAAACEA
UpkEFlUBAACAAQAADwAAAAAAAAAAAAAAgAHeTAUAdmFsdWUuZmMyLncubnB5UEsBAhQDFAAAAAgA
AAAhAL35pxlJAAAAhAAAAA8AAAAAAAAAAAAAAIABYE4FAHZhbHVlLmZjMi5iLm5weVBLBQYAAAAA
JgAmAJQJAADWTgUAAAA=
"""
"""The network's weights: base64 of agents/weights.py's encoding."""
_ONNX = None
"""The network as an ONNX model (base64), for onnxruntime where it can be imported."""
_FILES = {}
"""A weight-file player's files (base64 of agents/weights.py's encoding), by parameter."""
_BOOK = """
/Td6WFoAAATm1rRGAgAhARwAAAAQz1jM5CfS7/5dACGWBEU774GEXTd2VrKJlq7BgJUA2dtpPQgx
xNuniR7MiM3DLBvW2VhwowDpQYXAJ1yACx13CLpnZDpRk2eAeKN4DYLEQP3pnI7rctF2aYCXDMcd
fhVaXGoyjVIsWVYYupk6UochCp1XDOdV8ySO3l5BS/nrxpYYhG0XYD7wErY3cRRc27neqP1Ojc17
Of07CrzR+frVR4kLepebELxmjPaLxrS5eqFiqhtFYSgULw6jYEbENyaDRakuooTuO+Eg88NysZ6/
a2HMX4T1LLmiNjnx0wvKZI3vf2ViyFMS30Ero9llY2x/qyRxP6t4OkLWp8VI9zwjhJeDQmosFzES
Oi0AT1FpNcMAh5siR+inRHi2ne0PolEL+uZS/xDwqIJHVJ3PtRnCue68eQPdAAUK5LMlZCFn5oq+
+x8P9eEpS9Am4E05Dh5nC4VcSkOiQyWfTJgrcTqKMkvX9BcyYT4YW5iNpR3259joxQc5E5YxiBkP
C/uEZgN3s2wsCOTbLxXU+vC+ei98qdmkZdNnEDSz74oq0WV7Iq1bSn601LFOp7jvMXsBCgHZ8+Sv
KmxbEOGlK6iyiRSEK5Zf5zw4qn5oEehJ6bsg7tnJkF/EpSNEKg9tJoE1S9BzQC3ddmxyXxxhd6Wm
F5SbtWH8u/IEqVcYj1kqEbXqhBNnkHXOYzw+taSRDfF/SwC7hVa+IXj0p8pkWWScRPfTaSCDhS8P
v9crnFM8LocDxkPd4JAzdanE885CfRGSxt+4o5AGhnxB/euSF7EAmdEeEou+9idfduIOP7y9tEGz
KUVJPhD85mIvq/MPzjLzVBqQgeRO8HlifKJ1cU4SKJBjXNDk1YnX7nw1YjTgsMw76jesSWovZdvB
MT8GME3/s4lU9zNHbEvcMdzmDjC6qXzu9UoEKzEdNtuhvJKl7tW19s8NXiw1JVTo2N14ztQnsib/
oXoEhE4bql8uCHRra+jKC+Wr4aeOK1s0itDdYDBAT3YPIDMaerwwz4Hhc4ZetIO9bA7Bkdye83z3
eL6TWkbfEMVL3PjRRdvR6Q2qj3HhrifyfVU1Vn6EYlskzS+8JYvEoFN/DkSXCacHytYjTo5QsKE+
/SgFJMVbPH12HwJxRjILXFyoeaNSXRuMpzs4YxE5BjIliJL8MWnc6hD+8IpBT0iCXChFJcc4a6XW
yeGyxYUfXf9gJmqxrpxR1vSj6XIbVmaz54LT7viagBNhrrJEzFLR/kgsHl4jX0Xkdg+FrW+UFon2
ZNTKCix06QBjlHaHyoVMUcCo4UN9bca/cDZAKhFvgCNcNyowlLRI4sMc9nUVysaqYJO8vu6BswVp
Ad+7Tfs8dRH8xP3jnO5S9RNLMC5tJdWxW3aNircVbp24nRP9OaannH56bd1oLwd7nku5saKXwalA
mDp0qwh1snff5xX3PhumydAeioilWEiYBaB+eLO0sbGnTbq2dT8c8uxpsDcFaJZYGmBljMdv/iY8
BPwJaAnyZbdudrqb4v4qLR9O3+hRQ3AyalWqJl4yyaAsgYe1IQpsCk1fVDvi+k5CzP8h/Uvmuq1k
YshhnLqWNGIq06vuYyGew7FQjfRSUU8bOqJEJfKqYWlSWXUf+l+WMCoIoc+XtY61NyGGpVpRF9Rl
l7ziDhYteoiGULSC/Nhm1ef3TTUpsWk6+c2e36rXz+dnrDo8GAAW0Y8ZDnal3i3/1T8Iy4vqO62D
BMo08x9DrvEJyiDWXgaXpCLXIUUe5qYhlkXMcWAwfSUd83sAp8wm6kk1bgMKpnChovXSowxFyQwO
GQ2vPBIA5UKAIKmxxlSOl5xphGdogsu44WtZzjvQoTK4gOb21976HmsqEaemWnU2R15EtWmYhqKZ
rm7LnOofoCZHkRPZ8LBrnC0SNX+7cPUXAhT+YEjdCJ1Fo0tFcRd4JHuvlQbXOpIK5SR9aGqGcVIT
ZtywZsj/8H6RU8fVt5kPmNG5fFhK74oBPNfPzY5GwCHzUoRPxRwwpHeWddx8/BTOVWVL8Ei0Nl4M
/xvoKfMgvcbMR7nmmCc25RAatrPMsNDbzW1vhgt8YRp1xBFSd5N+nhtOiqwQeIOzVqg4m8hkp30+
+ywlE35kttUz0MSfNgoHa5zbLRvaovXHjc3p3ukYyMCedR+G0mT9XRlB0Spz9Bo9lmvQnxXJf52X
1JHbDpQquq8yOYKRAPf0vdwD33TJogsbFBcfMdc4NFBSMdHxwvTjGgM9tFmAltFUr6PAgPAX3Hrn
boVHhLmn/PTw9OgdgyyluAAlihjfxZ1Cse48l+3GomQuwm1lmvOCJnpi+UDWCV0AFegBqywDtS12
JgvD59vOqmQknQZbm9Uxiq1aUEPXpAa11CAtCnIbFgJAdlO4QE26EUNH6/lRjTnRnBApe01FmJS4
X5xHiZsLyd4fjgxUorKwrFbZtGEnKq7mxO4uPUih8JiEJ5JQSsIzPGkxBv1CWTOGPsC2QQVwbZ8w
5ehbgLiYZhSw8SB84KCNYeZJybp52B/IOkYH3v65ZtQzWG+SrW7nrTBUcnNfpT3CSG54g1YS0Uce
ngmbU8hKst6Yil0VFtmWt3oKKiaSeAb0RM6dZ6Gt+tHUq/+2zSkZejf+Vz8G2eUz+VjFxU2Fqsqm
EFuG1wStcCeMn93xr//VBgA1Ex2JHFiHDjJT9JtRCdb26ppWeol5E+2+LfUNiJZ8eCpjiwJaFtve
r4UbpU5qoiAFp9t5z97Hy6G0aGIvyrqhM1Y5WtJkKNQlYXGqpPE5keTofr33p8U7qV+mHQy9Jbg3
9iO8M2g45jEN55l4pm5IZi3PXNIKc/u3QO03lrVj//wtqs8ObyQyXx/q9TRNKbwLlb3wGNJYdCya
JkObnvFcog0R2WPZEk2bgCHbwcx3yFHOmhIHt4HSl63gXlgNRRA/ZG/YnB9VpZNRo2EQRsyQcW5k
YUN6LbkZI3/JmC9XeBh/ZphGDjSagyeGsCIIt8sR0YUMljAHGvtz9h+/JnSp6TNSI3o6TP8SS4RS
16rtumbHLR5vf7rzb9dQgb+oRrcGiisd7N6UWInhZw35LByJHdsxGhzgDXgPnWguu6KlNFtSqh+R
d/d2W8k1rn03NWim5MnEgNLV9C03B/0A1V+qdj2jH9DzltJ7egjpRufmwcRZiKOoGZnVl2P8Ky81
1TPbiWmoC+fQgWqXxxfJb64zx3EO6NIotOOkXJsXwlllzu5MjBzAhYbHcx32vIYFtBrxfKRmXqqy
T0Lurl1aauAOwR4q13+LxSTlNLMrpWm06aN4hUA1+PvqRE/fCGEzTmBMbqk+m2aVow+rbtCVe/QT
LbeKpS7sl+x0yNP/ebI5eGE9l8su9BDDGQ80eTzaVJXJnEqSu+B8P4TcC2HkpMe82JSjFfIUZ8ZD
BAVARb9vPIoVDgGcR/t01Pk4yegGot63jX6YvSkhYKa2FK1L8Hra8MHz+sX0Y4T/T48bSIKEbg9K
ROrhOZYOCacjmpf5wVnM+Ca86iGTn2Vfx267Ai1RtsPECjlFMOqcmPFyL1HJ/urC7WE5k5Jn20nO
zmt7aOzCJpNyv5YCs1vVDJsKALIPvkL38F2NlZIyW/bCJgYPglW9RKs/gbNDZCz5gL10ZdAzbpjU
93osrQKU93xUGaOjETB8YAbJixsoDTnNFNI8mzcywtnq9qaD3VsyiprVSYOGah6ugoHdZ0EKH2hp
8bho2a/X8rE/IteRKrCd0Ly4il+a8mXaI+iIrin2LD44EHflaZ6gp2XHnaXn8CEt39nVye+LNm81
6MnrzaErUlESyVR7rhZMBYpAFZxtqfDvT6eMeUyeKAkc/bfMuH0v8QvbLRUedfLvVw3JWahj1QYA
qIFV5ySrE5XrKrELYzV3EOcbueLYG2ao5qBCTmKiqJ/JgiTINbPoJ7IgVmxThGOu9l+TOBjb9PFe
VwM7ZS80ceCQzzaLtIotTQ76Y4xGXeWXzuSphIKks9g2zmh5Nc7PHbmbURfq9N9cOrynJCYicuWh
hHpCU6bqIYSd2DDeN/qfAqSqDQT4lUtOWCHsB/NCQQyLFe9UtRfYsTMlby4+OU5Qg44zV2UMlFDT
oog8s5RCdOpDB5OpTrd77hMdGq+EzmAnBRcZSalEkB5fNUZKXpWqvP/q8taH6HmqakuUJpO3hJVE
BdZQK06pa2hKmszi/2YA3GvOhOP7gh2x/5XdFE/6+JXE8WxLq8+TH2V38LvoeVFo51gGRgCR/aHw
sJXSAoo//m7H0MCO5L5tCwVQHU75bffLN0uGkXuV8SrMlNAcbT21uq0GUoIfliRQigRPdSPJs7x/
i/fDG7LlFjtkUolYbfoBHi4Mb0Bg3hqGvgQNeM6GfOcD9YHMIcUp3xrv3bMfCfjBTAy0DvAipUDa
iRX1uc2//gfTPh7Ps3rFTRMTAzxfGgX9/saeN8oSwt92oCgm+Zd1r3E+UFnlQAjHD+qpq5AyvoMo
zX2k7LU9Ne2LLZ3Yqtd/J6aBnb8TTGI/kf4eqcoUrQuCDPhVk+UEs1HNlJHD3LsPt/6nsKlJSQIu
z65mLPyW/Cbz5ey8krWEzhuLeg1ubc4ts6UmSgX1fqc9HBc1Zh+e5mFRjdbHTApqFXWVJvqEEQgv
At27iEgGmEey9FYqCqGK37ghxdVQTdJr+dTG4OdGBXoYqXaXRHoTv4KXSmPEXqGg0jZaUU8o09WM
uqkc6E4ARGYiUoCStNhs+v2piX5fB4gQmI2pTG+ib/ch+bWYuVImiRmSH4Th/jutZMtXZ6vcfSbZ
E+2DwmRMYwxuZyma5EReNaKCt0n/tw3pMZN98AEL6dJ4+LOcNXXwbB0+azLbWjWpuddOHzfhlhhb
Wp6aezlymVLzm4rIfF25Lluy8kGCy8YQ7yGwesh12JIANtwF88KU/mFrcTwS9uABrRfmqowEUM18
fy6l+Vr5OtNnOPBZc3Zf3qifSzMTh7R3DtPULOKlTBq/prEfWQPYiE9H/KP157T0coU7Yejp3Z4m
+C54nDF01QUMIc5BBqMmBIlYQaT50Di5ZzkVyKtVQFcrkjxd3X1YJpqhlMFYLVc1g4OccwTshk/4
zzr7tZ/lUNvxxuxoglmCbKyJ7RoV/ql8NrEZN4ogQdNhsQEN8TqJu9nkiZ/LSVbWVfP6ghVXW2un
TeGaezxlMhzIsjgfSxN4LOVIp8pAyAjts0d6ssHr9TtGzmfQNN/q8nTpUkGmqq7E7Ms3f80sYFeN
FCiCrC9QDthFkg+kv6hDjvCSx4s0QaYtjkUiUSMZnOkwLdRQeD1Q+wJTI55OmiBcWs4Wm93hEvdq
MUzv5WdkDq2TqsCtgOh2bvKtQQa/f1CwEz7mH/Uc4jYiKhRrVSzriGPCQpcZJl7mFbpZx2RcBrBr
pyNI54R1dBPAIVIRDRpk1nWPZ1ah5+pr73YP8J99HxTXC+i8wV/HAdw5+R3bE0D/lmyn92CMok1e
YF3mSLo+EExbM6v3El6gycoiAmpJVpdpe8mVabbNX/cnICXW/MAxacOHLKCL5V9xA8KnBxsCPpyB
GeqnZb3kmj+HXUBf4/a5qMzNfn3+ktzcDMQ7VQdXLe/J1IsCFl3HnmAB32R+ynv9J1Msmr2BPRud
6d514cShS3x0vhIHgsp2pc1dcYzovhbniphKfqWcFMXYs/tyFVTsh/5I2G47Ahjg/9BrjQpfensn
SBUxJzf+9ftA4YFCrnDULQ0OkoKbAJYcUJVCR8T/1O1NwlHs5G2N4IMwmsic8elpPsmD1A4doaET
3rlGXzUuKoORf2DlgQsv3mdMigv3RUGiUwLB9kYRPcCHmLwG0UKbdqR6Lin7CvvivAsRzNCeSN0Z
i9uqeUtbeA5Tx8S4ohNMyxiUqirksaJnjMtnqqtMYLqo/6RU2wqBIKQPDMWBonsXjboqz6TJraN1
laIAduefL6bc/F6pu7jvCGFIP4BtPTv0osKVYRbIgrv0SE/gLsBIgJpgH7rmgrl+3sBq86Ly1Fmo
NOZU9bIAkeWmDD7lNxCHtcGxrGZ4XveZjQLQgJyYa3gRYL66sfmgTJvDPJimMh336jwQDH4khMTe
+iHXExmSOAyR+VraRtVhhcQs5ra1ltBykcOILMxW+ie+UFzH7gQTiwzzgEzP3Bb//6n26kJXYJBo
QSM/fjRlt1Sgg/sBDlFtii7CkO9kf37LySqZhtQp+Sjrg+aR8s1Uxptc81ty+lguoVsroPQJrB1E
ZPPPo7zyNwAaxeSNRPIkVVxqPS8XJSEitm9cWxvUs5NrT+9WD3TvWGl/0/KW8HR+kno60Vh+oArU
VtHc9mjRXGzPlSXkKlpOAtiAJdD/QFBhjxvgCBFo/12DnuNfO+P/fpaQ30StjG/ZyvdP9ZASDitx
n0Rm3in6wqgnkSI+YhBKgNiXVCI3xCJhZTckUez+4bCIw43s1h7Oz9xnGvW0NmJZhpwEsUmdB6xH
hluPi0OZ9JwuStuKfTY12vFy2Pq6LLXXsZ4aX5eoQ7iS5O40jYe1icRy3GCuHY+OEGgvbkZxVPFN
/G8Bd7eOobzCEjzT9Zzvd4Z9E9fMxs94YfFwZWVbRQlgUgJVQ2nCbMPosInNIo9CJfaZTC8M3HWl
/wmltO4ucbH4HR0WHh6gruGO6oHIvniTQEFT2gnyEtaY+sNDWB7QVJ43i6j4wSHYXesl0k0Lh2iN
oKBwSEyv1IBEv83pT9clvIrfxILS3kL5ISxm+wUWW2Zl00/bCP+NHEQj7yDTd451Jn/ms1TQ/w/s
F5lukU1eHhHswLWg2UYIDqmOhAMtbAh2AEAJVvQzL6jmoTmo15h3Ag5MplUKq3jr0jAXttI9MBWo
eOFLsjD78wI3P4dIumssOZ1I7F1JTmVLzolfuTUbQ9XcBQM9/fa9ivEx21COWOpvD1KSl649n2+I
JiOV1NpfvBO1BXEcK11v4EnjEIutxB2rDy0Mcvi66HeQfWOvEnxjW7vZgEltYnJb/O/O+tOrGtiF
ew7WKZxs+9a6Vh9aQyTJ262S2Px+x2DP1OQySU1r+6/QdYKTrdAliA1tUY75SBZ6uqTYiWVSzS3W
goqLEOc9IU+SMJBvmYBrukBrbJByPYiZvVlbEY/W4A/T0v6mjpht2/G1tXMfBm3ppYs9/KziGUa5
EtrV1UVKwRyi2yiO++ew/zTKHhx8raIqftHj7opDcCOqHcDBFA87hqA5WYPaqMMDENKv1jfyRPZE
YVHg6neaXoKkZRbLSm9DToSyFRHFDpYybyG2pVgHF7VgiyZoG/11/dv9tGN/bdlORUPRKW/k1DLV
HWxZPoeS+i28WC2rmxAOMJxfF551VJouezOkdBgHdldVkjAN0nADuNrPWU5ArRpTOazIu8GNSsBh
22KdezPLV2yZa8Amw+QN+FY4abDX+Q2Y87b+JYQV+kCe7L2A5mAKD4PAYhAJvklw5f44TupioEiq
V0JgMM8B+OpTOrEH8fzuOvSTfcdlcD09BrcPFIgJtMDNyf2eLWpU/o3k0MSTIUtllO3VyrEhExU8
CRHMVjG8KwZgU5O+0Gk+RmVw9IQEfT/Qsi5jwd7Tll0q6YodjStPr9aJizzK5M5JGGdXMEurISru
48Vc4IT2lbtGpef7YIVmk4RluxoJMlUW5eOagGvsYKTYKcWPA5KPFOwsUVkmwot3CWdmJVbUsd5F
tR696u9RiASMJIXOAj5dlyfp2/qiQFWz+bTW0U/Rwc/bR8QunknSnYAhYVohBghtlE5uVZQR9l9d
oCk7BPZ9jp72cuZ8FeLlf7SjqH7LFuxe+IUDu37K0st5wLns+7JxmfCRQ+YGwsKfta584MVytcqN
jTOBhhxyCM3d3l+Q0LupmzVyQJVucHFEWZWT6qvxtjyxY+daM12Wu+qvyqClxtRBEsm13pXphVJy
V9cWNj1bVH1RIbMnDdRGDdHprXk1k96jnSDTsc/5yLvP7K7fQxOPxNxYKhwNDIwReQ28ytOtGgqq
x6SQ0kTrYeSU35n3FglkWrJ6VCwcLnlOJXFRk0c0y3Ng4+5y9fblKT6+iLtRLZ7E8JR5OwZXklHe
ZonR4OoDe0aQMZ4TPv0W+6RIPiX5c9SamnrQaol78zNLrtdLF/l8GgbhfFtg20JQ9SEDSOv7Cv8d
bymOnXYK4iTByy3EhMABSrP61cyYTNZOIoS0Nl6PQBfV115RmPGDzMHr5rc8l9KIYnebyz2gVna5
ijvUxgfwpaoXariu6aIHSlgSGYIcfjW9fHBckT/AXghV7RNZydb7jtL0Argk9t3wramkVOMRINxh
sWWDq2DVemRt3QKdGROvQ3UgBp6nrzyybJwIbrL95tfvo88o1U/ROplEwEKpNLPeZNWLF2hCdpKP
WLY7nGHQ8OF8aMVI98mIP4+HH5C6pvsXVmtbBYfQ2jZZtJQHpJ8DgGOWi7hOlnRPAv5/d/TnJ5Wt
yvYJGmwh3phuIViggMhssISzuFe7BC9xlBJFUgwIRfSnuaJEtpbJwOpgTZn6sECI1lpD4adtXNra
w+HOzVZepduiBwFbsV6tABskPQlFt4RBPoiLGmQLBid4Ct/N9TecDqUhREAbNCO7r04eTlRQ+2nF
5xB95W5O7rznBguXeoQmJCEAhuXb+aYkaNvJlaLcrEk7TDsxsfGGVl0L+KqBT5MLJY4pWtxvRZkY
WP5a7TRb1V/V1WzsB5fcyrKwwNZ45vFlWOO3V+Yxk40aL6pO+fxgRgwGpli8qgfcl2OFyQMX9+hg
yJDjf4oqaguuHY655JHx4/OzSoayLmdSDpK5dRLPAXwjKp6VbLfIZjCmrB8zXVIDkmEPgHv9TDJ9
SGKhWghn8msw/giWBHBTc+RaBGF+vZxdHHlnnw2QYgQHkAEGRI02nEwFsrXA84HsJ7lG346BLM52
J3MNeqtP93nW03QD2eGbHJQ+sr1+Fnskr0fd7IQ4WyO6+niASK3m1WZlZmJKgqAFY1301PpY8x+x
nQAyirl+Sa6GIAtaoqs2zY2EN0gAlju1rdmOK9/1S5A8WikFgVNblGCom3JAI2hGCQpn/uzhk5OA
FTHTHis15svlt7PQAstLWp7ZZH/GC5uLRae2EF5gwT505Y1oWUb6ue68FOZqXg8F5Epg9MVmFiBq
LR0a6vPxbMhRrYcqNaNBj7iCVHpVc0XEb0WPWm4jDv33UNBuQVVUMcECk7FQwv5VhhXo9T8l6bVd
QcNuazgpUopjILTgYdxZKiPkqkUqTZ+SI4ydDrZXD355Da5yk2eGnMvMurUDefu339WHCYuJZXFk
fQsgY2vrNij5aJ6tgtRiwh56+5XhnkB/D1TfgD95CzMMLwJdpdjhMbLhutmbBBSa2aAVAsTlYE2o
k7mVwTYRVh917foIFMyQsvO+Ji6+kOAjbYrMDRyXxjJy3Ogk3Enb/mjQie73m+9T5dHJDTpHroYN
omGdx/l+i8Uj/n53rIve+gOq/WFSnkUIM9k6afhVUqSSAR9+kfClB+4DA89AoSULAvJDwsg1HU0y
07BRWB5twPSuV44UwEW2wm0hg2sY0EC9Yz4NT+rAb7UDXS2j2FmL3v0Z5iqA/guX8MS0phGgoHAu
BPqeDYNl/+TDmTi4qHkXy1ZGBs1S6Stys5YhjN9Qkt79/0b7HxrcWVoRk9yllYTJ7ADuK6h65AAB
BHrAFZQt8HtymBz6lfeYuPioMU27BL7XGnZ8T2me+G6OMixhgvoafy/5OG7199JWW+7m3qbh1jn0
GqkvYpPIbg9Zi68rCCmXGbxpf1Iq7DQn52hjdhk9zqboIbQJvG4sekPE3StvKqNpXHHyzHyVN4G0
8++HYlF8IQEdM8TQd6y/3AuhyaXTTswKJNlhpM1G56lmPn2rCAozUnkKLq/E+eTbEI3kjbH+JLbY
q9VUwtx7IvpPktt2yarI47nNuyCp7y4uxYLYgZ7Q1qw2B8ghhYnj9Njj3+UAjjmCvWA9Kun5K19r
wdyzAyunlRWMGQW+Zgd4JFQK1NjilxThEHi5zFBOp9s/FdYUswTbaAeQJvkymCaDfNA4G60hZe62
aJLOlGuLDi7Z+KZaRn96ehg3CE4tsxNIsZxCZfDGcNjIM89derZSmDHBoM/7HPT5he6zMv1PrJpf
bD5bazaezmwA+YgVd/DOTCjdGQR1M8c+HXliSnHxb0M3kvzpIRqGt7MfYNqZ54kaSXUOM8FrijjT
nMKksVF/11eTyA8MoOq+6jp2gTTAa3hXAFJrevHh1fjhcdo7phIxfI1q0q1Cj8njxETOOsnglRUv
6GA2R6yKkIXrxLUnj6obFagq5pJL+Xiigp6MlH3qEEoQ8qGfMC2gxU9UsVLPl8jUAzghOe15bZO8
/gYAIXQGSJBuO7TJ2yK1aa9zBwbjhev9gvf66+LMjSTMcBxLMggUiLPJUSFdxfYd0xfFJ3/HBlym
vryjR76Swu0q4Kj+sScS296P/jZAsqh3uJyafKG3HiYuFo0Bo3zOzp/WEHoBxto48NeTNedsi9Zr
qwRun+IqpV5+6TaD5w1gBDOxl5zdj0xd7H210XRL650PGZRmDVFOTQlJ1bfQ0lZaWQtZGBLEFtT+
Ueg1PVVbTd31I6XTNSrRBzzkjpg6O5Wd3ndX5ZtzJzkYCcz/spysnDE17zw0zA1cYPw7RJ78oz/g
nRDTiaVz7CwzYfB5y7q0iZUJfvhKRzu1BZboPw1RA6qq1hQzLe8hgO9fRDbA9Tg4Za/5J4yGKvjS
MiiFLIqbrOyIRfD4arC2ibEKIZ/5WEW7t10nS1JIFKP2NaNzjTmAIktHur8yiVf0KV5m5kRtBdn2
/lle4S/gAKtzaxE0kdnc/C1F3kau05Fc9ospSMaXbEkk9K3bMRz1wv8pJMO+r/SJPNOrY3QU7XSF
LMkQIDZxZNyPscbD8mT0pu/lTeXmM1aivlj1D+/r4SvljjlxM3KSWLwfbkRY4COz4sct3U7nvhQM
2zsvcVYogDXh8wfMcCCRpa7xNYt3OX5TN4KSxao3YsI0b2+SK81IrNCbgdwwYomQva1ThrCny6iP
SDwDTEh84AJtGlfLCPAcyT11aHxOfGbaRNn2NBwj4mYdr+87aAH31kC8cu68yv52dsDtfKvHLN3+
TVzaTI6uCkxmLCZd1J2Vx0QIcpaniB3SpEQrtzEyXCLGHSA8LoMrjh2skyYNYjEur9Bft1rosHTf
Dcqm9PBDft99Hv0QPvtkrNPEoHu2m2JohCg4LmnIfxlCfkebWOUmiHXL24iWxfnd6NgE4p6PUu9/
pcsGFddiw9cJB5jx26xtWZJarVi4jAtn3FFp7wDz0PJMDoitXKZfGSMuxhDmwEykMC3/wE0xYBck
r9v3uDI9MCZMyyyAmsfAXnWqoZAWJRqTDak5jqgv67JRix1wvJ21dof5Ml9fPT+n6g19sbkMXu6S
BXNh8VX+lP1RauAfMzEEzg2UKULWbCJ0eSvZWUAjaEbXQjA/jnZt651YNwsofA/cfs41bQPuonHL
LV7miOQXXQnbJvsyD78KpWY0GU7rQuOrUYAhvo182E5+dwwn2Oy6fHxsC0irgMygu5hnFFPSgKos
zWN6DhvoZGavy5/UUUHe0JMM2pQB5MLDIybR8iMju5VyFyRRCxnmSvHrAgrPTOTv/Kv9lg4aUt3N
MIK8IoceJQdaHSqNd9qVypDPpLX1XcDdjyWEDkV3XNgg11Uc3z8UTY76g+7YlU4D8xj0rgbB4nGC
Si2mmaZC2sIv9xhGNLP7pfjupp8goenT7V6NQr00/og/1l9LSTBcW4a0o8bjvdN+/2/f49tVQeEo
uHtnahjl88jHFBsoYXOoGLgyhKCzBC5OvVo9Ll0TuZDGkNjEyFESiqKLfR62ybBeg2I919AqNaXp
GnO+BeOxQOjir/hRW6RkOPsiwZnCmznYNNfOej+I4KN3CguEOjqnrWLI6KrTa78Opb2e8DHzuThL
RqSzU+3mDWh1fUMt+Gc+p8spWW9fMeUhcQiRKflMkjWeLf1dwyrWb7Nao2YBnIo9BhboBJKYjDMU
GgIvVSEYabI2+vgvoiyAOGKvt76YrVp3o6ZA03Bz4C3iuepF1QAqPTnteF6CnHcPfVx5khYjY3GD
9T2LZxZp9Ea4wnprYUOeZ8QqmXQ8dRCZnErzz+PpDksuyHlClSmbf9uqFpk24n+tYRcW9g19PvUU
QdCI6s5zFCc34L8hgf+NqqsvCPUy8vUubbTKcZ4Y/YDmJaUmcx4VDQMV6UEoqP23ilLpVLhgKcMY
pcLYMgOs8sQilmTeeiqMhUiODrqe20hZUc8hHS7cJ4/kf48du9OxKjJvr3vHMb6YlMOb/sjLCgM7
KmOY0Gnf3SNMsp5s8mi2DUE+721BfnOTCUc1YaoGzsJXeep0l6rJ5jUBOl+nPeX5Ekve+b6wyP9O
vVZjxtfTSZGjeWXLnoy1GxujyxYHrmDp+B4frob114v2XgwTVnhG2FU0ZbN8GjDZ7OzOGW12i3QZ
RjLHhXBf9tDMaRjdxvCalWW1BgCmxmcqi1T3+b2cEyA1HvLZ8raJn78jCVgZsb2dDWgpQ+auzV5t
DxsTdbKcX0fyLmZORXS+E4ib1isqHZbtgJ81CtmgxjPCg0spF3NZWaVqZNOc3f4WrMx4iP4PUhBm
x4cSsQBb51nRifA2xW9KifyJdbR4A8JxvimQD7HEzjU7wmmFXDOgxM3ZZsQboyLJ96nHJ3ikOIzC
dbJpWenNpQi2EBSyu6MnEp2telMKTeoVukLBzsDD/EUZjMgQW9ai9jWSYlNclgybEJtzXR7jCpRa
fpsj3rS1wiJT2TpeQ9TdrgPbJE4P5cUU8VYvGt+JPT12toV62IzbCSO1z37n671cJi0CO5ui64g4
tTovu0uRopBOfoe8OC6QVrkEt/WpYdpJ9Dmeww3n3o1ZrYrTBLSdldi5eG4unTimZTXTwCk6hsCz
YVvnCGxPZXRNB3xN82NQ7b65WTt4twEmb2aDnCV5dw5D3GQri6ZtWZTBLub7FfzhcrbywhZBb7EA
VFPXOKivoxFlC9Ka/8i3usN16H7mql2FmEbcEq0Il0LWIQn4wdquOeDGxG5A+/S2rCqGJ7R5Iml4
9iDuCXDJ30TR9DSgsjgCNDc3FsBjFCiZsawYzOJZfu85QIQ7JTGUnRuV5Z5L0LXSzW1edvp6kUPr
ICXAmk/N8ifu4CYx0y5ydeiobqVMV/DoQ9UBNt/xNbURUX1pHQXcWataNykY6J1CaB0ABgW7ii3A
lspitaIMoRtt53/AW0toOTIZa2JTo7y5asq7tnwyjvw3jhyiATuqc7/jXYBpvZ6EgTvTkdUUMITU
bVOZutRPQPYNpvuORgFMCSgq3+rh+1w+LsDAdJeR//gO6y1bg89+vLt+mkDCabrqKZjQ1qeEdfVM
oA3VuNbvkd60lGTLcEl5RqkpFdIa2th3/cSB6hwgD3u0rKbfAl32uLH46UWBSGhlbNarh0aq4zIx
i2oM/R60g9gRAH7Sk5gJydfoqKzNF92/73oYvvznx+bwovvlqWhTx8W68rWEUeLpbgcohbPVAsR6
Fi2RO9bKbiQZ57fJL6g5Rl0yxdmBJcIYG1rucT7mZjlMx73w1/P3C2xHXHjcT5JjjvtpERPfAK0S
UcrIF3VmFezLxbrgxIkWm6h4u17LAFv8SdA/NhS/SM5YRMk5gqiVsWoIqHl42krbEoU/XUbYra+e
zpVzLkYu8QEeZgJ4wxuwW8pq7kbPrkQmScwLEiaDfjO+Vnd1pHEi47bsO9yxvrYA+mXI5ifn/C9Z
1oZrEZ4bAMmi/4Q9tT49dKb1OmRag77YAJ9j4xeczi9GXNdvAqBdRnRno3fkASinMNPAPuO6AU4L
03UY96LWAnDX94yv+2+0UXHywefIxu2Tqh6UY0sA5VWLweRVsZ4tOIm1aBWGDhSxnAomnYhB8NLc
QBaliKGFUjqwgcjq1rQyvoTgXl3y0cOIDGMcbW0tyulcRfgzYDP8MLrykSD1XnMJoIwZTOiStvqg
LMlf+biikI40K5q0pQjxPToqVA0sePzQyD/kOMPghuNrKDLfYzuk7HhKWDsepGBnT9vjWESRgxD0
1mr7Cb0Ww0PZDKX3KVF3yoSGj0KjDUb6edTSGByTgfjTj86jz2fMMTYW4Ym922VSvK/aR6apDRbp
kklDD0V0/Chc0vjtcFV/kODlAM01ffG+2CU7iS5mzEyd/g2M01+cGWBM41GrlazDuXeknZ2sSjz1
n3zpMTBpBF0JssHTqzNQEVH0JE9cFsy3eVntzxdrnAAABbSz1T0I1ZPab2Yy6X1Gkuu/u3MagDkB
9enzMrd9Eyl7x1m7H3uhqTnoVRYExTwr39IGdid2Ir5mV7XGAIlVY70dFdYVVpNDUtlqW+B/fgDZ
icL8iOH9GooRsV8Ddwy5sHSW+wFk4mDeCmS7FQAya9F4G/IJfe1l/OrJ+fmr5lW8+qPk9cvYJ2ct
6cuNCPt/g0/FWHw5trmusPl3OIRkmbZErm70N596NmFRAgMCA42V1dYkoESIE93mvHKMCQmUqjFP
QC1vG3pAaiEBgUgXyYguehy7L0gKl6YmnDpf7a8g4tvshorf6JdnXZdNfjcd5avjA4oR64msE61z
LazNV75qxzdpPhipz8Auo17bSOHul7dGDiiYBD3tNL8GzwZEn9vRqektLmVtWQ5F6VDrGupbstXX
0IswmC7FRbVOCe7h0rB5Jiug4QoEHr+1G3qnl2LVgS6pgQndrPkRSJQCDnQW/6Wx5ElEqtOpCuaY
Y71qEUL2jvDPeP5nu/Ds6L/XgqQk5db4kiVDbscgDOA+H6nhuUrb6LYFcWMoetyO/PM/fRUNlQTg
BcYX36KmmzP84JrZMHs7hR7iQSH1jBY0NibvfvpLGLUpCf2ZbZ1L4UoGo+Y80NzPLTb15QkwzloD
zdPKlY04GFLv7sFkjbtLD6Y5EhC6VD9H0wrPHGdHaAVB8iefgYktalHt2P+9jg76j1B+BW+RaF27
sWcM/SQ8zpOJ55ygdTVp5ukKjuC5WAoT2HbieVtf8XG7uNAvGRjr565AxB76AmCFp/EQeQdLy34x
G6m8oXsrYeZxQZVriUTw1jN/o7J72hl3n8W/mjgzjhcyxpGDepbG+ZNTQQ2919ulCDSZmIFBlBMJ
jbQwcPshQFFscjp3R7zv4Wk4Aj3Gyx3CRbvIKNaq1FInVf9sjDdErkVbQfwKMbtSREaxw5XKSLPL
zLD7dZtPl/zfwb4mo0zrhEHGPS/lKty2zU+JOCJ3KuuhbEGUxUz1tN8ZxtwX+JzZ9VHfqmGdlU1x
uTSVs/cdpJNti3jFToTlC/C4dCGR7YWrh6P12EerM+Mih/xXml1NuDSq7SVbyPaPdjqUYq6qk8Lw
5Auzsr1wJW21MLMrE6sDdQDiYKVU0JXNNZVsQFTUV7Vr30LKjx5GUr8pdFLkML0cay5G+4NCI3jr
9Y1mEqQXG/nWxx8EiFnzeOCKYJ+W+YP6n90C+d/rAHheIZu1VdFXgdB+34ZMFLxXEGdpeCN/5hVo
tJ+oot3AsFeDywVylUeGE4gNxrKIaZxGlA+UvyrHOh92Z/mMw3levj0S3qmsMkGAw09JPeI6sdEV
4Z6eV2A6AIKu1ZTXZiVLeNhsvzfCBBhetfNqIpARiH7YTL1ohekVsE0D6ye6CurO7DuMN2UX/1hY
cWK4VAO2cOPRLXeUOGD1FP2gv4OQv+mSe9EBXjEsGra9Wv5RYg2P4GNDdCS262QzWhqi98zPlSAT
TljgF+/Fk5uX+o1FMOT80GsROVGXWgDy6DqjcVSIWDVFdypH+DTxxGbVwVlkwF0KvneIw/SickIm
X+3mfGkL0tqJNLmw5fbbOQBjVa9/I7el3CKP5nGo+OlUuxMkVg9CkVyWnSmsb2J2NCcG+ZnetYDS
h5RtyGX5u0YQND71PUUj+6LzWM01m5P9W8yl1ug2lLXirtyqS0Sv+pbs2wYeBmD0RURjvR6z5NbW
eT48P6wKF08l5b+jZpn9ZkyyVIDAVjBgWIxHfH1mQL2Uqe3kooFByvBLR1PHktgE50Wv/YqcPIFs
BJgW5WYmObwVjFvXwIkBKMesYHhMF3Wduh2fISSLTXjtWWRulBo7gU8ObRClpLbyAHQ0VCifNcZ2
PKs4i0ZtjuAF6z3GnWtfs0rxIQQcm2pX0kR6S4VPgsKEku8EhPsZwtixJW0j4clfNs/3ckGa6LIA
riNjL0q2IRrYVoLAj5pfk8d1rwfcT8JQzIasbxeoFyy2DjM4F5AaQs/IvctKyMkKZG0j+jRJHg+X
VWSJWecy+fDvZsDi6XTG5wWh9kLqChLjDy9UeSxqmDVWIV6VhZBrZ+4w0lUB4wrGBA52qjcsts1a
0tvcUkWjLwuJQRl2tckPVHFXDZNUA+L/DCf1CQaAxMJa+58vOx8dG+ui+UYUfpih8LPztdc4pb1b
7GKZ7j7TNQk9VxjRjfnC4pMb4PGmU2b4hwoWa04EAkzql2AapkAz0BvAp1qt1SSRP+PkpBZ9Jbqm
HUKfFWwip1k06huCXjN8Gu22arL3TtxeZCv96D+8dxNUY50X9d0Tb3Btis/0UhrKKf2J0hvvccd8
dgCCujJnzEr3xDqXRnnibuW9nkY6LH5kkVkLj4GpFfeJI1h5AuAcsYasJwZYrv5PSHZEsPP1IFWK
wk8lCG/t0/ndyWUo4tKaLVHl/8L+EoryHNc4CMGSi3LB24FDe+Hpcroi3CCKmI9R6Hz8REsmvRqf
vjVjCKvHgjP29o6e0DHcLCy/bAPfqxYiIfRwVVIpZEg8qGV0RRvF9jbtzVpps++xVdXryeSjNz3Y
slGRpcJo05m0npZs+wCkqdEjvwQc/+FADkOyQFF6OitpW69l28q7nNHtq5Xu2KnrIHAJXznzFUB5
dF1CYQzgtw3AG+GIBD1c7NMxng7atDWQU04BSVDSln/+QmKq3xfgPIo8GpQfW+Z/dQyEK2Fw1EnL
tPlxRxSZdTmtXRKncMpHjwmlOEXtGhICRdQE56B23sJv/uVq34PGdd4SwRMiPklCfVGQNgwc8Slb
uzgIsQAjEE2cZ9bZi/D3aerTqhoQ/Be/T87Qzq20mBUAR+N9I6ih0YQQEIB2e+M0Q4cGTQZp1iR9
MGSo5QV0Bh4hCBPYryRiDIAuO2Rixkm9pV/fxU0OxB4TkdQU2YHPI2tRVMcxCv1MxrTp+fGBmbgx
eDA1bAaArdpyCSsVQvv9FyWWELmMULtYr6QOUto3iMPueVufWmxwHV0q5GObQFnA6umDdRuOcPlU
QF8UBt7z+/Pge3qYHm67/K2xmgKLBOjYccUH8kdm6slMraNjE2EdANmYyWkElXJjvP5oC3eOloAG
isGutCNoecgrws7cD0puOITgkr5JoO1YJUi1p9jR2vN7jxC09N4d+TmbOsteyfEQ1BTe/PSmJ+xR
I3aGnPGCzdZc9Jh0XSmCfu9+zY/REnf4InG0kZlWstczZFhplRI3RsSv17WsWrZc3+DF7PKQw9C4
mGl3G9nNambjn+11zgVFZP750kphcij9oGVzHY0GKpzvWtVi8wO9BJllPGwfqpC/flyUXFq0esuv
AI/nhFw7U0aaNBbQAjDbP0zjrS2zZeecY5rNFIIvxwOLeqb1SVqIUSDMDKaoK+wlmLjPI9PbNl8c
Vrwh9sXkdgLgbfI/0kHRRRei0KkEbJ7KF0jQUXSwxaTpBVf8DR6JU2uM6avnuJxZe7myW9dnCagQ
NMwgXvA46bRNGzYzEtdl5IwhZUTT8HbG9A6dvMpqyN5S8Klii4GrpIy9Vd9xpajlqkVNXDu4ToO6
g0JeTKfUapiDO1f0cjpMiGG3DCMH4GeQaj3pdiNMrORCuB8KF2pzHy0b9qmSw5xWCGyE7sHjfMFG
nDuXvGQZVnQVXKq54opdUNlGrdE3E586qxN+K7bAy5+zePfk4ZSjUs0ULR8KlR0QJyZOudsNgAxJ
D+5hK8krzJnoFuzIwxdOGrUkC6m/mggIN2Ieb1AKAn4rb6xHW8Y4kf77yL7qVcm/CZXv0n2WFMmT
ebp0jQUyytI/qUD11oC0B1soRMnDbfyJCuknUFigXPVn3MGHjzwBMAlWinsCOyPTxe42KDM/Vp9W
7W/NeSGvCtRLow9WlMjlENTk2ScCNpMigqJSn26iLq+zX25tkkb2mEnkSj3QcUv+qQy4rXV6zLmL
cjZV2Z4LkcJfHqZwVQNvcJhHKUnUBKyl1KUFi1miOcIOUHz4xaS+nyLqaXD/dLjk2r4RNyh/D28f
BMVVEv6l6lHHrCeh4b5E384ZE8FmUwmq9KJ1JfGDfPWPl2Xed7r1MBVJwMBI5Aw1xs31Pd9wEUgq
eJ8ALLKlZ+fwbLC/yMW29qV3xieOyB7bMk2pI3ybOYs5ZfcRcB5tw9uTNHWEehcvvaPdJYizKZ8N
PBaSUH54s/fKyOBzVxcpX2nHq4bMnaX5j7r3I7oalriZtZ2bPopXKMLh2GDyjuJz5j3uqt2dXA7H
urXUwrqsXoQGKyFB1Y1vXLK6dc/ljFTxCd9iKv4UMBM3gVgyaCuf4YlDzL4se/M7K3WhfDo291lZ
InXH7iv+CWbMeW/bBGblEuBMv4a2kwPbX6S/l8fMkdiir5/a2FwOFPN/M9oXaiTWVfVG2NWwSaf8
Qj7gOMdr6VppVuzjPtkWGn47Qvv4+FHCawjV1c7P22lhBituOOWO4Rp747Le6yDUkcwVrF/3q4Uq
uo8hau1TPsZCGssCCXWAObj441zGDdxFzOzOCYTRQ8gtCW+LuutIINqppvS8r6FHXqONPPtwAr8d
X0rccvxHS/V7WrMxJz7z2P9+2EG8R3/f2ZN+YVCNey38staInNPcgjZyV+MABRr6+rJUSronw3Jh
cbX1Ka97oPY6A1sgxyTh+2ETjcztr/0eNJetyfOQCTFIwt6RHNRGqBpP83BlzlH1axklVWcWekFl
f8QftTqY5aKphSbKFjOrjzGvfsV+78/2NuKOU8P4Xv68HaCxUHsiGs+q68S0GB/aWVJ73T+URgMf
3yaY1WAiUH5SAwjeehxEdCx7K/hdAXjgOn+WPW3iMGhyRxmHqL9kXfPMsJb4a+7OKy8fQu6t+p9M
ZOSW1rsI2z5kuFfF4hk2XTo9TAfaCBM7iwMv236iKPG/j0dQIrHhX5F+JD+f4bTYrcTXjTgGouZH
JZXJgM18Q+H/3C+m3aCFaz+7p1vBBgEwX9dBdpQvWc8lcQIAY/gm5sDBb7NLOG8JiRbXtQTBCr3r
mtu1zGQE3IBGY7EAgKIc5kS9fP28g2m0PJv34QZ/m7DXk+WE/ENB8v+DjG+pouyTU9vcZ05ws6jF
NCLGWtC0/iwhqqWGIlE7fQ7QAqEpSUBZNxAQY3KJfgHyobO1VqlVGXJThTtA1UFVBCCF/Pmi6oh+
FK7Cgk3XllKSDIIUN73bxPikXUFR8LpdwykS2oSMVzdXUQjKgIjWjYMBEVBvqyJejlopWbgXoOev
ihTWCQGKMYfXvi3dLLg4u8k6kl86auzWbf9v69hX1rPFkN+MIkYcWfWXIRsAHohwATSBSZU306LQ
NgkokhwKtVSrWGwgm7aYofR+I75H+RXeVZFVl2BfRjh8569belNh9tgC3U8eCoVu2UWvq4cB2JAM
ZbPdq09oQqNfRK5YvwLATcGA/VcwaQPIJr8OFxvpTh0wyth2Y7wNaooGiApxNsPNKjHaz/Y70HZ+
KrbgP3AhYnN/2aDi7ts3nD5ZrElrZDWyj1jOfCQbqElgHE2mN8/2PmJmslDl0CXafdl2bbEtkv4H
45ODKgwgiiiYVK/T7/gqk9LScrAryrG74dZJNhs6ZqJgBPynDu9jwY7L6RNfJyUSz0nECn/qduUU
tidhTCFCq0hkl4HN+esUegNhomBIbysFBZ9gBXOQy8UJPSrtWP0Z+f+XtVIcXhQ+bxijFXmYbEx0
NFEneSzF9zQYeHPlFQ6lOg203J//PX8wPfAJyMXy1P/wNVl7xNoZDWdIXR5Y+xkG84iHDDOZod0e
3r66i6VcbFH7std7aDOWDzc+jik8DuEqOgEMDW7D2ixQbWHlBcee9ehriWKWU4bugBPZteTT61kv
DuKe1puhsTWt3Bipwlyi8uphlu/9BcqhXVdfbbfDHe+73PhcZAQU3A8t0X2jbw4Usiy+GDmekBuu
mLkODNo8IQaDez0/g5et8kNY2Abw/gh+wuLHmm8VB4HqUgZmQhDOooH03OcE3hEMUwR5nr5KhlEs
pFyTsq5oPicFne/uFEDTFXKLQEyJgMJchpkjMb6Ikk9R46FZMUhifuZhpDAqID203ROSahZaFHpa
Gdp3vFzlq/vpY/jbmp+wbNhoBmRf3Eryb1j59YZ0vlv17Wxsrx/wGYv5diLGWbf++aygAw/UG6wB
Or1we9JY3n7WpIpH6SIyQCUvjodCGv6R28G7olhDiou0CVfGIx8gZifU8V1felBkhtVPzD4jlkDE
y89MUXaLF+c8AynILj1CxYzTOUMLTmuzMKg2D313QTdP9fYUAhKKLun7MgkDJH9DZbWKI1+IROn0
zIHLmOnSXhThQl96EkRS6DbC9b2Grkdv2kIoD8S5TyA4lx/kaYmz8HtfMmgnL3APlMTP8rmHB2Pd
wtvHXHEq5yJg4jz3GOd9XS/SVPS78/n09PVreqRKLVnKWJhIeQNBZsjaCcIL9BmRToeOjXXQ8o89
2bRIbkBT3LolCKoEYZba7TvLovnkwMKHDQdfxxL6CaPGtxdyXa77B3mdhd9EZLfPVLU61IJtMMR1
KSSFnZ+Y2CJFCn06TgOpbbjNtmkbXrCOM6aQaJw4ZndPTP6UqG6cP9TEaxj94Z8CIgRH1OW4R2Ws
p2hMOvbikKRWTvTey4i+8eDlYaksmh+yajxiXD2LEE/vwnsY35xxWzSGx6xK4KqY9wEwCKbv12c2
Sxv39aLb96urkLSCq6jNl1z/swMJRpn9LRWN7UbtbQ3xKVEFJCvwt1+2wsMKys5oHL1DkyFH7tf1
rxjBBgD/TlLLPD0/QWB1vVzb9yEOzo+OJollvVVD+UM/zz7cSImmihY6qeGKH2YvXUyk7pydJCLU
jXgIL2A5SKlq/s0SAJMJwvKKZdormwMy1eois8zX5H6BWpYh35mPKxx0QFL2Jai9W6b6S13FOz7E
dxEFX3hW8jnXlBqmzBeyMN3UEvnXEH64eEsPs6B/X5oZQv7hc+EkxJfCGt4eN8zK8YvsmfpP4p7Z
hkfVwgORsReyGeUdfuPYKl/zcURvuSjM3S68xzvrG+xTGNKKxyGXg1VlaiqxJOfkhpuDRmbiQGWH
gZfxyNavhoQ57BJ/33euPFHR/ofFY/JEtaL6KUxOWFAtl/wSxGqOL/23doOiltuHtEBHLTd/QbcU
ca9qNPKeBPFFYIE3DEqGmh/ObMdsqxKHsHl/A3u0YDWmzUu5YZu3ip8ECDXtk/FoYOaY+5TaOwTL
VkQlfl2enbSC+0ROBUzZaIBZj7hPbIXS9B0GwWIVmIEXXknl79Z12PcHjj9O3ZArZAmaVrkAVhEg
n2Qiu8l6tRT33iqUr+tfQb1uhN/JCoX7IgiUwvxlk47yOLjSTRjmnECXOWkGMzaDNPTeHHO+nS6F
6D8YMt/voj0vs1GpLqdgLeWOdrY6uhBNOpyD6iukVqOmROtJQ1lEUzTtm3LCXTNNeFKGMr9xdTvq
uNUWZ3ZJo1bY05KH1PR1r0oi4FoHNcJy96FE43x9b76v8SKsa9KgJkB3giuy/3s7BySexkz4Of99
ek8gsvi3t8n/iJAwB5OhYY92DFQSL6nm4vQPqhrVzyoxHGoUFzxXuNkF4abi+PemJwW+Vx69Fofs
nkgCkCx6rMYZ3QUq/2spT3C45BimrRZuM64C2WUWojULF8kWooVABMvs8RC6t5aQ9uLzCF+bOH2v
SFqZgTsoBG++rsKMsEg8F4H7CISr+zEnB9Xlwq3T5MYgfQ+eRlfSfEXUxS7qxz2OD7mIwI8H4mGI
aLMr37dlfzZ+3R+meFiQ/8qOod8+NvsxIJkzsDnz3UU27SBWnWtUtBES4Xnl9m2YqGXkAcb/4ZIy
S1wZyfj4M1+qfT2CbmENio8LFq8CnvrSABli0TDlJkMa3Ua0P5tA+2Tv7m31g47Ar9INDfVl3IJW
LpvQZlwImhSuutQpv/1na4C5jJ1HlbRMylBQjtygMntc3wG7+RG9iK4cUXg6wJKkdu+b5S3/eV0W
n1gQzHyZyFNnEqmOTmJ64+vlZ9ry2054uYh7FDvDwXu30V7mTWUPAg/TRApPNCWVHwg8erMvb9dT
sHNv14UZyp2iwTyB/0kT+Wml7PHNuDAXMt6+skL5O15DSOGKnAKITJX88cZzU0wCTWW51XXDOEIM
mrhK2+fEWsioKzevGn83A9omK1JtnhnT/CT3eQCye5L8ChibvbCTdzdvkuzOcR3xfV0dEIJr+cb1
kiVUTMUE8qjP69QIBQpnRTfZWPN2uQyG+k7Kl/4pl7jgDk8D+SgkQ856ZuEx9/osVE+TyKBx8kcH
A8EsqxqSsRkGBeZecIRzRDpHVzA6ZEjP+ZjdYXGYZaESIGXmeoCPz/7Fb9ZA1Vov/86ixdONf4dj
RayF71sfGToiX92EJbHhufYJTEHXaq9FxtLWOoBRbuEdydRRRG7u9U70ZNWyMA8Bzdl64Url5JnM
RJqUWJZvUu6vFBwiakJ4Bh1jjVCySg8+Medo0syxtb44mYrETxmzEEb+zr99Dfb2WolXgI8zr0A6
0cf/IiiTfzVkwe810iAodG8lxONb5CRqqA/XKki5IBB4nGcgHYpAGwwN8GtsrJ9DEjuetpxZfaDS
ghEA75hf5/fWL4cN6ueLeOkX+neaOLiMIM9gTKQr18XnN1HJSNaWlZZqIoS+Dzh7UWExxJe9V9Hh
t6v+duGeWlUesWpcnavvNIJcZyHQmxaUWhZEzF/h6mz9PWrG8spFydiZg1ZQQuep36pJtXaM5AlO
T4236/3XafeJIjUlS+0mdSQAQr8KyvAyx75ViHSDXJ4IbYOf5bCKxr27TmrAeYca98rwot4Q9EcF
ZZoUu5hZw805BgLkmZM+6Wo5B8Sb7yPz3QzxbtpXIqkO84NOCZ0oS5qbst3z7Otyo1F16DfUoZkd
aiHvB2mRgGCfvELTF8p+KsklrX4xWF+bIf+n/KmraCkc4OHVEZIIBJC0S6ffQ3pj+f+9xod4wmYS
g7rr8XaA1fMZZxEbFyX/HvTjhf4whW1QXDzYLkw/X9ohD3/KFURa/X3BK0J/8xsBDZ5ltJnL585q
vKljM00OPFp+Eg6stmjrvM/nXshRB18HNNkMZIPxJT1WTFeBnWfLFsJiIoyAAYwVF/KxsVeOdtfQ
zbLuCzVW/WreeVzughthJPOivVgBfiZO+B/jghfSosoGKqpwEyKKvYRszApQL34z37fzt+eKMKZC
Gc0vif23T+eQba0thV5CBKGwVfr65WRlvt8ABrJupCPzchOvCwpfgrURRlzVnm2NYsEhDD9wE2VY
pnHX0gwvIv0FEaiEMruSwXa8xfNMNL8GbOKH3pxWslqFLRqOACV4X3JneJP0JbZMFZAnoOMKhskM
PDpjstT7xWShZZUI21eCQAJBbUGWAOyBrIs68MXpDyE537EMUzxehwd/f3bCJNk+lHMQnsk5fZ7I
qRUM/9A9oJ2nlkXZrcflI/eAaH8fg/ewnA/gGXUp34lHFTWHtpll/obgaYF9F69HGJLdGJC04eDH
TtFrem1G2QVtn0Or00dJmoG74Nvh8cvUQ7iwUeCi4D2zWBnFukAolL2ELjb8NTdzzvQJXmqieEeI
gQKjJVpyenRSZM7QJXKJEwmnFQQzPNpwmpeETXW3YTVzfHcXtjlYWrdnm56iUMmHKOzc+rMeFGoL
OrBDDOT/qW+W97MD90bHrOa3oMUOL7LEVslMl8Fn5B+KSQf2aaeeR+ksyJhsXXAHZomaYqr0GTFh
5C/fdBx9zBOLShEoPYcFqIj76G1yozRV4oVrNdDi1EQkG92NBZCEvz+fkZPBVzY0PUaPqd4BVqMZ
SyPJ8Pa6/Tfspe5tGyIUwFFSHCH3/FTQynPR7DXCJktIIh7HQWKnMXgXxyy1SesSLv7oLBNIMMmL
IOnxuo7kt7yJ0VP6J+AFGVPVsm1qn8anG7nMBJlrueMmQC76wIQlc5cWsV+hzYHl9Pq78bsmToru
e9roCB4y6DELR6alXGme8U0Tm1ox7qb4JjBBmCNjbqWKjjKUEfvVYFjofuKQ/9TJiaHD6iXGt5HP
w4fOzfzk6Ya5n3OGCFKahm7uAzFiIlqZlVaOD3f9oPorZOKloZeFq0e1rW1nLI7Ihr3agl8omjag
xWQdNIo4L12qzltt4Lfc/wEW1MciP0cu2ftFIgWJach69AsxvBo2V8OKVdy/CATyonhsxwZ9NPYQ
qyyxu5BFZ1Wq9L9eLSMn0R0OWQ/wwctrasqrpwu+3wySa7/AsUJRnvH4A4o4x+7PvsfSXvtIqwnu
TMp0D0he44uQPT6ni1MzVdyMSf3sYfRgZZsdzLepjIZFKgdpfhjnnlGB7CnZZKRNJ2FgvZQAYCte
ZAtpbKrEa1WjPp5poDIVMAYvw4oN0PD5SunKPXDG5ayDOUp9ZS5Zeeougl76NPiBVkCqIxQ2b0tg
3AQ5qFpUaGv/N2u8iJet3LJf9acpb62wy66c8FqVeZW8vXZ9rAYXn3SNIho9njIJhRb3/L7ZPSdR
7F6i5YzeRK2I8B7CglOhmjZ/9u1ZGx11bwgweb6U1j7h7JtBPNElSuk4WfbZeTw56yLGMZMjJNWb
f5b2jZHMayiA741Aj6V4VhDRt9MPoMpiYzKfqHvsGIe63c9cjlImDvFp5iDwq8zr2B14lfkIyc3B
SUxpbEtzs2rqWq7kNHLCzv2XuBWaqBzaIULra1N/0JFyZxPvjkfLd+8lPaFnZFDex5+Gtz1Io7rQ
8ftvQRVUTEyN4unRvmWuugowFMyU15QVs7/uajeIe+OYuEtChPbRGaddfbfApBi/wtC4E6RGnCqp
hFkZNxxuu7xurYZ31GOv/KJ1+85sol0ZWml6315xkWIHhDtJn8hb1Jeq6asFL5rB8/IiAWKjsl3G
sguo4EkFzjIS7hmJXFytaKWCZPmYp6l9G53pWlGaWqXYDV4XF1BZQPrQCAldAT15OWlj8wK/vezx
HWnniGtT/hHuI7PjwXus7fmkSv4zUavxFj3Ny3CPZBFhHGw2yFvjSYsMW9sL6SrZyCF7p7c7fR8q
qK/b1+yHFxofnLfQSTFUebiCoT26mXJRol8zih9yIeP6S4YhAZ+r1Dc7zgO5s2/O+e4VZhKhNwTr
8xy7fppgo4qIZh8LskhRSb6qOyY4MbZNvM67WmV4CAu2d+7UAKkuBlSkiS+IlhrVnPcNuWOwDlPG
eUjZm8Ra7jaAbQXiKdH1cSV6BuCle0PdTNC6QpnSDEk16SGbx4BKLphgkHW5YPEftoJ5QGewcggO
1f5+K6Q8DLYNL9WLHPIGuw4KKEdaT7bhsLmsoKjb8cA6pC2s0YqUuG4XZ8Eyj8XGo8AecfQJyeUv
U3GjR23c9KOfvGfTHJNIgWdTTz62kUGx5Sl7zRbCBFXbu+Ntr8JhVD9chMG3ImuLnQ1DfF4l8N9z
MBKhKEbQ3B5c++sqeT9zvALlzpsvr3W8RuHZg5GhDyw9BC78nR03xcP0IskQNF/rFBJ8m2GsJwlg
Ya9NhAf9pUVVosuS2bA/prKzKZqwxM9g6xR4FVWILbcutLXBFVUhalIff3EIpVibexQAQi771zQ2
XLz584/j0/9ygVs1pGTMlcJ4Mvgz+mIy/sHFrCJDCgaSM2yUcaQ6Hr7dtolvf7D4JWWFmq6RHqcR
vwwfV9Vh8CKMV2Hs/J7A28BD7N8HC7GPrQL6bu+14NL9rGh2MFnlXJQ/FiObpS8wCFws8NVYJ92o
dGmtncGa1sVXoK6rwCQqzMtv2kMYJ6HDR6EXQbOSRD8Hp2fQLgQnxo9E5pA7of2nlqRsbHxNUNDj
in7toXZ6MJUt49eVlhkLE+5CSchoXKKqIDvWC58R/IVovj3JA7WOQG+SRHr8m7+zIorvsXBbkXNU
HT8S//2herIkm5Dvxjj+fDw8QhDUC1yftcRX1JQG+22qRwXhZeiO2pwCQ/0W2KUQUOqFvd0/pVSY
3JTI/ZmEYNA7CWekO6RQU5tO6OfzvQVA8IR/xpKzSHYgyUy+hr3KZNOGq1GINp2kN7dlnSUaxzyY
v+b/rpGS82KznimaKmpbllJZh91a5nsiu0t6/icm0Q7k369HF8+w5ccyJcLkY/FFzO5htnwLkG8o
ApDlscmCoxBHJ+FcVEdLdVj7l2ibOMjgnRAq7plOrxvXZDlR0bvFHZzoLzmGrGN1v1UM31xh//PU
Yriq4FKtxBv46F3c3V5uw1QpLn5l6rUq/+jQC+uBPAd2IHjFxqEl3IUZ1cImfwu8OYqCtJ9TxQmn
mIIf1U7U5evueOPh7fxblyIzJ9O5jSO0Nv9lGUTVMNKLmGYWb20Brle8vdLzhM3jRdJucbA9tJgv
vc3qC/oQJ8KmKMVBIO2u0a969AICjXbhf/dDptzV9a+5iBdErL1zI2mi+aL8cyShfeTkWq3QGHF6
acJ6usfdGdvG6wYJtySFNU0u7ous3/eIsILDg+Srer/Fj4T4cEnelp4Vf/oJbPquDLQ4lwi54aqF
60FSxHGEOTmDgvoU0xz3H/ulnSEUkOh9Vil3x5OlIGxUQpoKZjYswZU8Ld8YQ/dn5xBA47ANYj+R
ADfDfytbvHqc4QYVWPr02lNmiKmnZySKVH3aCn+6J2p10CwjQBSbSCdg1ILDHmYh9WYGAf6s+vnE
p7/gjrs4ItonGSfysJ7AJvepIeUHuwcZHdbh7+D0YcI0xGvY6Xj2dwyGD0eQym9mJ7LXQqLR9LTY
WQ34QwfhB5nMRgpknSedoX8yHyVgRAQinXZKuU/POVcvnQt7WRRu0sfsKavS03KYEJxZq2hUEn41
oXTL+TglLOx1Rtgr1FSdV1Fz3A5W6PQEfNIOT+jcXOzRieokRK0tWlm0yy/NXmGGcdWN21NITtOv
lKtj4P1APs3XJ50yyjQmiKH8tfTsFIXAn9B3EOdRtqynd0+ynjd0tZCSoOphjkrbAP/ayV9ll5s7
v1GKzmwbR+B24kbsi7Rhtw1KBNEsJKtctSpOZZypL6CeoHSpR3b8eWRnIAJBIucLY3N6Tqfm0TSe
9Kc2stAn2BY223EkfbhzFw5lHqPat5pZ+xqDShDUdqvRVYVGVheNDWy4LXdspdEsK1J5Q583a7Kj
eKk2ksmD27ld1KIGpadUGxYb3Ct+RzRQqFcWV5tZjfyb8RMnftsHxgnOezOijDfOFkP/IqBaB6oe
aDv84AlXV81UznTCBvkZSg1XRKyY3FtcLPA3HYHfMMskhPEljw+ZKF17BpXwypATLAA5TITa4DKe
VRH3rhL3vmkRneSWCMej/wAaz8l+BFBkJt9rlGwviPmom1jT+BjkecxmbhiVqCt2LvDqKqp7JYRD
r3273/aDkfUpErL5MRWtDiwLesYqUdJ5LEbVYVU2Ou98mMMQ3NOA3TqthOEajONg9pAB1Z/h3j9R
jzGvnwCDvqePf4bKdtq2ALqeMogHnM4Gvn+hPC4UQC+JJbC+uWDMT4LjFRh6U1k1m60YJE6i+NYF
zOHXhcfrIsNnksCX/pJ0v1+rF9yYIUzP35LN8MccWAeJCZ7gn+QHslM2IpE97ozbOwMtd1utpz4h
5Ne1420JLH+MDyOY6NuRZwWq2OQ/kV98KO/vxXjTjmBTibsvX7oY/IDGcMjGZslHfYJvXzF4Txsb
uS5agG24CDbJnJ87vfe02bbWl0D+atYT8XLze6Bp8ovFRJQ9gqP5DMZog3ViFOF2R4M8+AnyFe5y
CpzJ2pOwKbWAnv/ox3y5Q1qUvgmn9znZMTdgu8i6vtoqcF4qQcmSlaG1xkkxLBLkFOrSvvNFq4N9
uLkCSLi4/KVQhe5Qo5hpjzcRwSEoWgGMlOqHv207BZlusDBPA7LUnkJ9AyRNUTpmb34y5sqagR09
lNzWNVmn5e6qKfMrXbuI++Mi3VR042qA9ZrNptQf1YadRfl/HCe0r/EhFiLI4nHQAeMMGUBBi57K
7WLlPhZTOTTYJNVcs6jSRUXaDe2x5DQ5jaTbnKRfVy2lhLddF4RWALj0K+7iIOh7vSLE4+Ic7AuM
xcI3Xi5r0gI7ZjIRtLxV1VBSyQpbzvmXQfx8vpN5A6eAD3OZvh1QcZhQmGGXS9jnJ/pQGmnWkOVx
k8dPmbRA/bUpwULQViwV/+NdpRHftuoI1/cXF5ai6WfbvLy6aGEduhiMTAlSVycb0jok4TRGjsZF
H+3NxRRw4MG2j39kT0Qki8pZEPDDsF5GLXaZXzbD1iev5SFIAs5b4FU+BgghvYLIuhOkqCuOJ4g8
PrG/tnZSOv3eSC8vBWioefuP5zTlTmXJIsquBZEao/85EJb/O36YfRihfVcj7DIkuk9sMIhaLRjP
nPkvt1OmPuUC6djxmhUsOQ7uwbgreefMJBxQ2rwJ/l8lza+qWW2R0MmQMH55dThIPfq5QvisX9yO
wqEFLsKetE0VRTDYjLvXcOoEXSi/blDcV/N3fyCyJJGgC1/GDCrcNP8Wc7atx2GnsacBdqbiIrsD
B1oL4ikB42ViWdg4wpde6kQSg4ECrpOyWFpyP7oYnXyhOdhvpcRgnc+/XHveX69YttmH5+yT7c34
wvyW9HHwgHtWuSXUww4RcaKFOClaWlEHryOdZrLuyp/yKyIhcrOoY3X8W0rdHA7fBZaJ8eldQah3
BhmbEDGO/WzNy3vjRu1xNflpxHh2I7gKCiPWG0satI6DfrNXyCCP16Prul5oqlIBYxpWisTAVxwP
IFqdOLEPhlvt9xuSKhhw0OS2K0foUv3NUCnhDMmzH2Gq6WrS/ALwcVxQiG+qgTYivepWT+T2XoNK
/izDZ3wTHVZFz+N8SJwJxkpxKIY4fDHKRGhgJRZF83oBILpDnUoRcUEjwSYeT7pIm46dY4YeGS6X
5GXdRl38ac7tIDwmYfpuj3JR9clvfznDITaepSYd6Hjg2InhiPGeC5uiv6g6M22r8TCtY3pjUyyu
1D8NKIlRJqHGqgmOs/2oaF7SaNMf4CpJdHfOkoxl9+nZn2lY+J4M8Np0R231pi4N5NMd+WdUQxkU
qZ7MsfXGz3YKqCpGp5TEgrO6G79pEJaV11Yy2jkpK2yWVodjUWCO6G6BrQHxusgHrd8UJRaPJac6
IRpmcIq0szkuqtL/eMs6XtiZPpTAst/qsHy9U3UNtc+Y91kiwJU2xDVlbNv3YQQ+TJ1+XxIW5FcT
poITM6dm2kRxgau2rwFlKfU/HeHcTKlJuRjeJbOeOV8jyZUL+BS/u90rwmChqEvlSMtjzJhqWFvg
Iei5KRsvZgt1w8eerkiVlqEQCDXfbPoXSsh0TMgs5jkj9MPf5h2SeY3xFyZVoQ10YpQuGLeU82TV
0ssbEuTHTkB1f6rOeyGHUlRMHnx25zzga3NALNM9Pt8zDD4ftWiAxdX/wIi546+Rvuue7kPLgSb8
nNYH8AihkDWlYuZTVti4vBOJRHu3Ry4cdTK3y/czLLAmEaJCLS5zYBvGYGQFa0TyTfmawIdpoH4K
XlnorL2e/tqXdQDkC17hvA8njvumVkVHTqFDnrcjV/aSBAA8r6BAmUNrQLyhnaq7hJ5d88FwfDoB
nzR4/lZomKFs8/b+hp6wOS5unz03UVPnfrcxGyo3UluGiRx5BXW3lguag/gbgpDaBmhMCLGGemBj
vJHgq7qjlN6U1Egrne7a/j7zmEr+dTQuUv1eknlJp4HtGaYFVzQZtQOi+8f7YYvtH8arHNu8U3JP
+uWt4JJqwx9BK9alhew4s5SK1Ax2t2SAlXi2KVtlMeFYoK9Ve80juGaXH3j3IwpxrExuCYqA6XlR
ogmEQSLjBv3At5/HM1ZmueHMpi4LTekw6Lilysb82Hjpk+6iUfs3mkpHsqvtTK/U1+HkelCCrV89
PcH0S/ulkTwqq7JyCOpPKvioiz46150JF26tEqykeNt6S/uJtMzzn13ML7Fgf5VFgmOkoqO6nOPF
HAJd2jl6Hu/okmqH+oE6yNHuyevhHH5F2epyEbf1tDmMv8685sZhpzkTsRjZoG/M5VNdM87DGCPc
Fx/w0jO+7GzrZmOn5DCnUZuRfzDd8u+RQSHK8EU9sWXeyouVIg1XO2euJXKpMVwvvEjXQK9mDQpd
R54C8JD2xHLfluYNWJRaPQWDzORsyjr5Yj0Mxg+x9ZGJhO0/NlEyBFuOQZ3XoOLGUqrFDfhuvVUL
HC5yZjGxkBg7jJD9Ji18qByJMQhoWND8QzIVwCV8RCKHvkmPQdZkhbAFapjZA/yEV+IXAzSZzqaY
FlaUDfovVlNXxXjufGIb+sRwiP7NphYPoiLva7kXEsFOqPZAfYDKNu368xqSsSbKBUB+Po2/rJ1e
aBlSAA4vaT8j+aK9W5dNZhON7a7qxHwFTEgK0icfFiYEMQ20vTdgHrEerCPTWWOHSRfkHsakGMa7
4aNuiwataV+pPg//PjBHLMjeV10xOtwpFFhNqmEmoGsOb2uMRoejgtkwe3UCS2KqOD8G9UPxhvT5
CHbw9ngEFDGayez1JqzN2YENNdWdtAxQH47PF2rBKp3s561h2wUjKen1TloSz29R/buF9eavYgv5
OhJdCpWQmIxBI1mj/GMJOnC6GR+6fnsEWJRnBOUiT1Qezf++fSkJUP7mH9cEWgh+rUrzBKID1SC4
BX5E7MckRbxQsbYpJf4Sggn8SzPXB/D3udtONsSWQgARQTlWAFZgMus4j8Huitn9cza5TV+4EeNZ
DHdiVyzt6rnkbzYF6QkWcdfV3ybmcEwUUUw4sxX3YKzcQEeXaLBYMGnd8rZ6hJUdS3VRIvLA5r8z
1g6CXdbJE65wEEd3tOeqkeqZNcvkFnXZTFHd+SigDBP0UZDD8ab1TXZlirOte8rziSEdaHSB0Zw/
VyZLslC7IrHrvn6xtrxOPQT/pE+Xtn70gdvatVB8HMPlkgUSYQnbF3rebQ4FAACbVTeeLstSfGUs
yDB4B2rJf1FyeFW9tuo+kUcCLfHIpQdKhHYGeZ+kDJGCALGLrn8N+jJer2ShxYBPfnSPvGLStiMB
JNE57fuWDSIx0fGdy1mjn1I7W5b2+xQ/vq8qBMdZ0sCU779zqgHwFb63NQhXrj9o6339nLpFqqAi
TmlfvXt4j49iBoH0w4wRpk53K9E0i/0B25V2YYzZTSF/7G5iKLaQ5OA4yF1Lj0SB5nolSjm4Ex18
ziDUbWrq9NllcpNWoppdnYvdKYIMXIneZ6j+esSdd9TJV0IEkZoMavFfXoxTSyFJNezT+cmkBKj/
15ETK3KlosDRQsye00YKEwgVG10QYFBrnpMRVrCPomjKUYBXetBTrn5aI5vk5QUMVHBC/Qz3EKC7
RcQM/9lc9WWJMLjkTgsEICpx+cqMAsDREZTegJqysCLxcuc4ZAbXZkP3lBcC+P/+82+NF+mAUV/E
SI4DwtJvFTBEF3Z370/wvDUPnJ/nSYUNQQvHjBEtptLR4pg/HnCAWx56v8rOFWorjj0hPf//mi6o
P67qCZSsxwUt+3w9ziz4kkof4nFOOPaUypss+h8bhQZ2JEVgeN4BCb9CpNZuVXWzGBQe1mfaLKFU
4uAY+058lVvbLleU4WMuYbyccxQbSZFCqfEGtasWGUzAb9rJKfKQMv/AuKsDYxjSYN4Um+HuQ3hH
pwBjdGnIyqTc4QlhxeC55Un23E8ZXBS9jDQ+KlFreE8g95r96N3JMc0LddglXXcsiA/y4LlIDS6H
Iffzko1bGPk8coQs6Md7cl11/rHDaEfGU/u78qobErubetkoFCSe4ajxQHElhEaOXgEsD9y+p0hS
ldQCEQm0+L4tl5DAsoPufpCL4KUT989KPhKKWWb66A6t7VIoosiqn8K878f2p16JtQOam5MmiIJy
QbP2hcec5FrhiFIXi53XkixGClKVNkN72bQ3nLL9a0APHlHY1TKAB1bZCbmfsqq2K+6nJ9y6xd0d
4bIhwGbgROckahe+/ie5W67V+/YNrEtjutJL32EcmKNtiYT8UmPYD1/+Mhhp2a/cY3LyPn47PjBA
aqgHReI+C1zOEdJIkAmBmZVBXKSrJDx0bWmfLQX51nWK+M6DT7eCFCRbinWX8aK8+jAw8UPzho8H
UQUxAC7YQokJKPqHf2D1h3N2ekhCjFA/iH1oDihghAWy3/C6SBBszf3zqU3KNH8BpCbY0FiDq36n
Au2nOD8n8mmg/+Y1w9ddQVdAdES3NXgEpfz5ZtRTKeijbjvRajtYg1jSHWWOfmntfDw61aVBBNG9
4pIL3XoGn6XZx7dKexmhAF1wc1qluf1nvcq2dLIGEZfDPKtTj0X8oHPuIYBBmD/b+IorXJbHs+Kn
Upl6CzGL4MMV2Rs1FTxrIxcvWQLyDqkXW3wGiz4BkeSRjGAy6iCvhr2gT3/v6IfzQSnza86ufvsO
LSeOJfTTzR0HC0XjcDCBNdQO/bsIeKSJeh+/HIeRMkcUWk/sMbDoAeVFMym6V2GVGrlxJwnU1NHz
+BJoOYVHyUGeeZTBuZE/oHrze+TzEa3cKhNPo8qR+DFqNYuP3lQl+tJtH0dmxLP9RKaOS0JO9tIa
2SevBZAA68Wf2BET7j5DjjcnEPkUGNEAfQLOlVof9Y/YcccxeAIGmwY6RTcqrxmipbieKNo8nGcq
1wDRmudtM0Pp1eRKtLzfke4W/otltUwJYpZQ+HJVNiuoBsDVyYWz56zMw5MN/UCTqRYvOjMc9J0J
oceGphSFKHfPuxJeKADICzc5UDgfMLSXXSxKsz0MLvi7LhwdAYsSuZi7ZKduQiCExu2mmKHCe5NZ
UcwJMSSeBLjRBjJ4OvmKzzO6x45/Gri+VL7zw8Ccl9STOGuwihApnvo77VOSbd3hnqhNpz9xtMMK
sk7MdsAyhxDR9bp3HYopjJT4VJYiYk8rdzq9LBVmaQqVDuX7O5JaA5q4P9o3sTi+K8zpJomZno7f
f3YbuDNjfWyc8+0ZyOlBXG7lDjFYAuQ5dLV3SEPz4SNpE4fl9N852AdGsKlRcrDZm3KWCJRWa5RQ
UPJlZgEcGMJLtNG/Z799aQUWQOfb10EaMO18a9KKURhWlJCT/VqZRPJ1Gh7FfNHL1hrpL2X/cNBX
bopAqcuqHh0mvGMctx8Eu51bDy55+9gVBWao29wGbDCD37WpmxI0N3tpLHdTVz/wr2ifD8NR26jh
LIZP/itRoupzJrwx18wIlV8xa4TGRLz/zkabORlaaCYAArPUWbgkTwUBJfvgzZ/aBEUq50W7Msr7
ytrBn2nitPXj5HG95xZxf5eWrAyLQNrKnk186iiUqcLbYfyIcrao4T/NILrLQlTScAQtxZevNWf5
N6GtAl9HnKtCX5GgOE6MhL9LR/7qZ1TzPsC6nAgi3Aj3AtI+vLAQQL0l+5+pyMCbAglE7iB9SaW8
l/pTQA5doq48MXLoT5YTy/B5Wj7jI+Z4xFgwrhIY632qPBxqr2rlhweqn1CrbEO/VTm/jh86u8vo
4tpdYtB1Rk51VcAZ4NktDwo9/CNOsatpfVXKepZlWUq0vO3GNxMZqzZ/YgSjNk+Xc9GEJs+f7xZ7
bsTuW73sBlD49NQgSdaom29Q0fjD89/yYdfLWY8wnJkUhdOgr1VZZwOYyfKGo7FTuies7IUJno/v
J9FjGifLug9WY4mqYWxiAgH+Sf4jKfGsMLgOU14HSXUq5WBeiWzaLamH7jjqTxaoP0a5+xx61Cvs
9gmVGsGAzUwhgtIgowJ+q0rbdm16CQPPrlzhyLV47ha/m/2gBbO1/H7FMXbN2KglQOLbbNHnWctM
dUZY0mCRycdMAtoX/EasSteKHBCxPXB8urkAhf85W1jXP6vFnBuOVYwGwKGTnVGvyrb+oRTwnfv1
7AMMOPXPtjhlMF+nyh2k0Jjj1gWh5bzQ/GlgKhl3Om+t+7nygUxAm74TO7q0D7sTWD8pPLyrJibT
FD7wxfokFAFRZ4kxPWOKD/aaz/ZhLr/i8+YvU4zqYU2OnWjmOwFWJXaA/kHuq9jyg7MKnSjdWB0e
tZ8+wcwPdbUuWyj7YUqMVyH5h67y4r1K7oiVsci5ISaLixr5PGw1zm1d3xKaKzRPgzYiLUtPfvf7
jYTbSuvj0EsqhNNotTWZ8c40vFGgyFzgk4MQ9nUeeHvsEVoA5kiqV2J/JI1ojRi5E+SGhUG2mDbd
cywFO4OdiIFKrm6g66nkU0kfrN1rxJjASslcOmceNmvjnIYsvr3qHmG4888ryLwvHC2kjdVXCK3b
qE+A8VuzFCZ3vasb2bwkoMdmwhMqC26Kje01nr2XtMWCzwgEuWSjk4a0S6ORXH9aQTCYNjjopgIT
pKdqhkjaJWUtUfGiV3UzPxeDAamMQWDEIqreuQY13PJ/l69nspcYTgOw3ZOqRoCCsSyhtbGvtPYZ
Vu1ocuBSg4IajEejmNgQVPJAFeAjQk5aEVdcy+We8t6aQU3CL4RNxAnQFQh39pPwt7CRWHU8fqaQ
9xTVEvJPs+bFQZZztSzLXCUcHv6zRxm3NRnzZDXG8tK30QM0603vrdYy4HjP4MhAG0yQYr93agRB
QWABcYgYQ8309OwzP45dkUi1+4Zy5A9oKrSVgwPcXqVdzgh10I3+Jpx9NgP004DVzYAOGfTQO4Bx
0RZigZVyvAay3FrsFPe0gklqRyJY7l5ThzXEk3oI50Io9B1Sn4sZ6bl4JDLtZGvm007QO1jkbViP
RFz8dx+VxWW9FNz17ZwbxNXsHJO6E5rTXMC8sYtJSya4Ee1ma3qRGx3Q3RwqLU8Q/KA6cQOWAbbV
2rMhjuBtnT22uu/Yw2efm/9rd3TZ0fvVaoUaYP6/NGZIJGwKmdqYkmplNjJOvm84hgj0oTeraqGs
4NTLn0wg6KEnET2jGSxUWHDkhX7HrqgnoD80a8JA8KvRKHWeGbnvp97GzmUPrZ0w4tZweRiEbFWX
oaflxG+SluMnntqjWjaStW+sijIFqoHALz+c4Q5UoXVDoRFdhZXqWtcRdxe0FE7lEhpFGaQxC2Cp
mhjHFchJzq8GAu17C+XXCu5mLwXi1F72lSATozTLu7ZpSPAIa3gxuf8OR2U5f/U8HfcjE4w5Phbk
BUuBfpU2TY0fnvQJ0EL3RwNXE1PHUZZVR7LtbHcmxwE7Yot+kUP8TKRUNMgKm98z+LafQF5ZHYuO
qk4+xq8qeYjI2XBQKkrN54KMjz0UmGT45PMoDt04KEBVc6k0luqw1hQpngXP8j9Qht81PIVV7DNO
/sF1U32Jm0k7NfPKISKXGjgrnbxf5op+Cla9ZPludAyp9GfZ4fCrgSZRgj6phJ76V1rSYCJ4R+Qt
ABNNPKn3xLg795xoHmsezRWg81lLu49uFpfltBaB2cjNRXbnQPmVh8xeSDtZEnebUBBLN4NA+qp0
7kzQmHdrakkw7GoeqZ1IvzGo9Q3dMCUl1ZZX4UwcQ7iVbPUJvM0v0xPw/oMFrw8Q+gaVfpJj+S5Q
P8zuHve4ueEFPq5f+TRxrNsysH6O/TPFSSF1kw04u8smHOzQZ76X1E2uPxe4BPL+xEkC7CKPbiVs
QUE/0s3s1KRTsf9LgjaosmZA6vyH2e/qjemLZ15cTfrhj6Bm2DiswuJbHt8kCbpJq5p/1HYjVOla
VBVQ9nqjgcLCsHxIMuayc3Uct89a3isO5wS0TMiMucl6wsTlrScyhEM/vfY+hoN/vZ9rJU7s1gy5
0NKo2vOLEPb+gjdOmJG2xPjdVEcJhKdFAgHjahxG6pyuuPDTipGKaMQxefOooTGePGoMsGVox7Zz
fLLcWFStX+OcQl76TqAqmxlQcfRWqvS/pWkQhLQW+kDrhTKADZL1fhibOkj0rTr+z2WQIPoyyAYv
LZWHrdxvgrsS06RAUbQFYCaSIXzpWxZUQhmmrTYcE/Q0TkcxjnddnJqiHYAjU2mIy0ryflq4Y15b
RSessaogJMOpmNN5f4KiDbkjGsAPa3GmWB0ovjf/2aBYU21XWHKjbFwkW9G5qz5WcvAdThaMI/Mx
xt+cDRlZ20CDIdi4LxHkrBXD3BUVGxbZONHrjNB49c48HG3ltTSneF9XH2sHudoVjycxKtboq6Pq
h1cd3q7z16mHJ67yz9liAhUb47HJf4lWVagsmhTSKDuguF+n5eiQLh32ehvARMhRgE/LqcUu3wX4
2dz6caxOlsSxX6Lu3Ddr973UQfv0LV4VRkrGn/SDF1NH/mVEt0WzL9P+ezG+bBNISRw45sCuUMrR
xB8imAxBF/lW65PZBHMtDO10mDLU9UkPz7j/31Ow4aThwkidpGnDwx/ptbaVh5ajo2wkEmFY1J9h
6xdHDmU4lMFZjsSpgvHq2IXgBkayn49Zupsz0YZuaDOd6cTf5qYAashCbLHyWHYdo9lfsInEIPry
kQZcaF/lsbHDQ3+/vm1E0yUfSBnpQvgo/rIC7fXYK18IE3sGtnRlKb9tbEdtgUiIz1vxi63OqR7q
hJshd2AFfJ/i0jcOvDLpIRh5luoJAX5EzerNf1WPq/8/p45L6R/SjyfuWZzEgVDLHmQd+CnN/4V7
WDBqXYRJLM0W8Da3DUF4IfObC//1oHKxjKfTs5Iklyh8he93gxTyIRSK0g0yGEq1oH45B6xsglPd
ltV3pikY3VFL9nnS6p6RxpfRY5AlO874jYjxwZVoPFDK1m0fwFj1dzDcMcoFFABXu5g+6H+JapWd
GDdw94jXQDPZywb+0kClSvFeKosvVp6kv9hxrbj8z85CAozO1/R3azHhJvLFQydc/M6GuZtx6bF9
Owqjfg9awdlKjhNutezXn7LsvJSRALh2kc43K2OfUve8aTi+okoYjSwG02YznUv2WVLkMt6MXjoO
WqQ8ZLDeeHW9TplBQFWRoTlZb1YBccfBqjoN3lnrT8a2HSIl+ZO4gx6wGR6lo2qTK7zbgogQK4oE
7j+Yc0ohlHJSfaczzQhQpdiB0Dfc7OS5IZh3STqcECs/NoOepunAmyTJDk5DBAP/UN4vHvxuu4Et
HheWdX4Up3P/JOICWw4l2Y5wW/Y/9YmKu8CingweVtPtZ/+IGGZcVN3pBOxcoN+Z2vx/PS71c1Xu
jc3Teu2RABIHYwFWn8xMD1OEDGcw4CYtkPnv8CVo6/s9TgZxi0/KSTjRsK4BTpJFZ4107Po6pxUH
NMaCp2XF4zr1xTAhPrTs90zofRB1cAsce7xMhq9OZPNXLqMoqWWu3SQ1AcnUD/HCGAG0fIAdNVjH
zknARj9r/sPlLMc96g7Q5WlIt+LcpRzx6d0ezV8F25r47zbIVia594FyjC4TDXcObT8sR8zYM49V
Gz4kQ6JMkAkbDk9Lay9yPSH56Gg2m+RHk+Wf7pN4aC/202SHm1EfTr68z/9sS1MrjLV0E6/xPbxO
Blwa9jw0Oda4S+0qNovuvd8lqLqH6jqWJC8rYcRiN3sN+Z3iqONDBUWA+TXagbwejNX1xolF/nZC
OyGNprEp5neDyTps1muR1rGnLwkMapvl7aIj3JFLHQs952neiDu/kTs84DXUWkkW5NYSxFp/Bydj
Fx7I9hNuhi20HI7ODh3xtbUjlTXxfffav162CuZDJW4pFRuG9D0tQ82v5RYew6CqxYAn0QouzUq3
uh7XIm72bQSR++8+FVwU3lM6yJEOgbstruGu4rozJi71GFnJkTzgPJdj9Q+Hj/5JJOVjXxjkQ9x3
0BW9rROt763FSum7aLJr34ySkWa7pMI55RI1+/QW9Q51BeN7Wgup+A99FtB1MKuiU/NcR3vqJlGV
IFB0TvEmoVI9r9oS+KA6jvQZhtAOZPhpsWSVak5D/E5sWv5hCE9H8nk/eRSRakyiZb4L/GZmSP19
BNRnV571jdqD3LsDhplGgDmL2GkVxrAQk6EoEuAadOli69IYHtLhakIx2oUQK8/aJf05pi27bcu3
Wnxvc8qW6sc8rFsSN90t/zisFpctEakgG4mpdUkOykzmK4FyqjB6LJVik9ORpbDH40xyrRSDQSGx
4+UvyDzG4XmjsefVC0ILgjh0npZ+5jDw6jP1LTV8y0DTqAEbk6ET3uF35+j5O4hb6N2nMP2V8n2H
uAfPbEwk/wSYHu44e94euUnjFg2AYIQ+o5QynzIpel1dvVooOufgv7/lCwhkB/FX/iKX32VaXM5p
m7NWjlqnqbfWwylE+rXum6A8ySgyzjrZWpUjjfP0GPOpimutaVIYdArQAqDE2pxzle5MORK/67hg
FxUuUPxnO8vlJ0vQ1WrJJqG8Y5A+Ks7yXotBTwNEYP/X+7h2499wOebBMevdtNbW3sZcymjJN9LX
Q3bSHeQdFy11vP64NzU0PN2iwrGj6NJUw/+Tu5Yos7EejnK6oCfDKr6s0acepd1K6OyXJxO4ubht
BCj9TxDSm18q6yEscBeWhLJaQcB8uQSJr+PpDnaBOcbgTKVZ8z5FZMsaPKSvAabPOrZCXlXej27P
buxU393Kg18NmqKB95RT+WDczAmdvMkw9SgQ1bA4WTxoYD/TgmiKV+/6OhyyFzAAGjNmxUY2loH5
0IHNv20oaJTw1VyWY0X+Xg0MU5ekLZOGg0u7bgo2l3CoSW9denFGlHei3oT2ItzWbgns0gMPKQjl
p/4IZLA+L4Ujv7k8BEXdPqZYcdub3iXsxX5JptiICuqxmGQ5bL+jrqRqcPmAhJyDl2d+nZOZ+NQu
oXkbt9sIhXmy1y/jsyiyUypEj30N809zKPZM2CNfEEtDRDbcVtM1ax80gdSIVuTYqrIXACz7SxBa
+fxEv2NCNdcWG4+ICUgyuetMNRP+xGLHhk1ppUoIhFGOuECEVvy8Vy+x52H6jQucm/3sk0ZfrDcv
Lllzs88x8g5m+7ocdZXSL4CMrl3Prubn9zZyIe8CLfxY3IA5vr5g4arBxJbUm0d+hh1fRWDiLACg
WlmDhHgclzNs3qk+96Em69gpJwy4Tp0E4E+xLiiBXNAsS/EPeT3xUXVx+bOZS86JP/S2HVsybSNj
RlKU+ljarTY2LkqrWw9GJDn8intNudxMeTdREX/PlurfJRGzlIczWWbJxUGrAOPU3Xha/6DU3GN4
Z3F3W2a+2hwLUyGtUE2QL8+6R4la0iKl13b1l1IyglINvDIhV181PbvsSSZiowJ3NWKGzTuXwWEz
SYuSm2mwMkifW4sbdKC3fH1vqPK02TuID0X/lPAc24XedLTh+WZgyvHSeLQAYlLxZF+cOegwYLVt
RLN6gVxk7+CmK9KFJI4SJ+T4hHvWbLmyxqV9mzrt+ehMX+/SExygCnzEPZ6iEszmakkNGzWvR/x2
k6/cPTpc2CTLiF3ylIDQwI4uO2UObOjmFd8CokhV3XOc8a8KVbWy5YMBi6ypPlF4DhZSC/i69/sM
ZtDOGYSZ0Te6FS3TnscoWQpmNjJ038lhg/r22xRi45uNEKZqMX+iuPc77rLiQPLRxdXbKp4Nl9O7
AQdMqWoO+Xwwo9ymEqtBIie9xMPTAMDiQdfTNahHM/x5EjpgNLMPMGzQpmRYe9231pv8qMFCFV2a
1wirZuwI0BGUqzmX2lQWAIiW8mEsMzvJxP5ehfNJPWF+wl29rgfKvcrO2FaLVX/EdIRkvdkZh6Ap
+in63Tutycox9io9CW9W3C1fol9vPPm1DLjeDHKKCIvuRl9E9ka0eBZ9wv3vFQwV48jbenZjk6wz
q0J9O580u+LW7ZzyB1aLsSO64i4pxMX0FlEZ0za5mhMsP7Lduxz5Opo/2yj0oiIlSdiqx4MXvgMD
7VhpGGMG0zX8TjaEXehMzyjFdQuiXNDZ705QUpCFmaxlOHIpPN91SPo2QSEHEI2m6gi/0sHQnp+T
kWy6sjbauo8/KwNrmIldSsCDEd7CDOCKn5sXtulz5PpBmCXUhnoqXDr3dmoqszwdosgdmsC8mvv7
EqDooTh4UVyTV0LdU47rKV52sNcc3AA1JfGuV2MaOsea7/U4GKPDNKT6vuO1aTPpQHYgxLHi1tJy
qZgL3dd4lazlmmnpoomOJnZfw8IU9ZiRE3dbEIlIW/DxiZFD5YzCYMqWuB/wgjBv2QmT3VpvJfWq
beszHMYDu8YuPqEQeL9dowc7auWT5gG8w9HrYZk9kubcNokRcgYSnd2XFDZu7j7Ph5RJf0+oqpGQ
Vv0UMe4L8tP/GD+fwqvS+zI/TzQv1s9wzwZMEFY702Q788hC/EVngoV1XLg/NaCQblccW1d09Syc
FXU3D8TukGkMID2oSt78agUNzG8LK8F5aswCac81CGeji47hOnMgN23yYOl88wdGumFC2134bWRY
//AMaTsacmLXx1diMUVNgo5m0BY8SBs+kfq+NFYcXWfP7hhLM66+8FVtSQ5yyXF6n5SFYEuUNYux
4zk8b4lm9/MuDNiolvjD+P/pzG9EPGd4kwpLaWNb5p2ZYfmHWfc/3zyIDIQ+LNU6RwXEVb9AVa/e
OWhiIvkXroBKECppukk8a/ig1z89ax/1yqg0rL7TDjnx4B8Jsy+T6F9MWa6BawrFz4wxFAGZuD2B
Vds0Z3qUi22jaeUtO6zpbkLGFqk6tvXEL4dDcjplYeTBhBC5itS9V+/Qvd/J9+6lik6sv2TjFLT2
6FWc6ef3PWHp27gx6Q5WaYgxUhlTahhERTCBzWKoVWKE6IrecMIWxANFoydDZ4WmLduRvBaF4G3A
vAplNgnb9jvvzYggPo+quULuMDJO6a7Pw+SqYSkQ4WVyc0FITMX3hPxYzLw5fG1PZV9DCioo/4RY
VugR9cvfko75qwXsABekRNjlbhKhHAuVnROp1V+AxLx1waO1MeH/JqpXZMlVR+AQIZVgXABwdfr6
4gasHyKgak07ZSSbxsgfuQj4kF1Jg6ROYZ+Y8/K1ISs9Up6f7Snb0g8HDMaLTfifs7cods/Qcvj6
bR9X0s87p7I7t6Ky5nuCDY14XDmhgI/FjgT40iLTnAu9kM/q+ejb7QjBXAldFBMrk7O4cyt2KAS8
uNLSXeUTGiYydJYFUEzPBGQ9xtbE/JoM69NO9WcquGnVk2PzC6/PDqKni/wYYF1LATD0d/GyXL8n
MZs21FUhRab++2XBIWVBvdtXeJbw7hxhbE5SEBexkXleV6UEBo9iIpcaCYLC/r5WlnRnUAC7MWn/
0JDDMbXNj8kJhHq0Kl3JRjyBpvvya1m3Sl8PjBPiYltfk72S4k4Ea3lYNqyfoVZeRBjeoFo0sFvI
CA3HGGtaZSf/OQXyiaR6i+Gg2Yw/r7ILV5bFdHWA8PqcIOduC3dAkIO+JoaPKnCYsGOynCAjI4Oe
tUTjsJHjx96kT6zD1h+K9DJ9vDDc5dWK2eiarQmL9vNtM3REOeGcP4tQ5xBcoNLHVX/Z9qOmK7je
3cWVGb4Lsxn7p1J3zZqC0E9OlKebn3Vhm+on9LhVnnB3AEGZRLlS7VtPGyKtOT3cv4WGuVeb4vpg
BLuIF2pGNfnqB7r0ckkfleN9YpRxXjEAxSYvwZETz25DJahAHvO+e5leoVmW1+VKpka0QVVRqBTU
XF8RgXnAT88wvRPLnqGQajTuIvfc0CRC2aLl7gJijFV2Y2lkQm3oefDm5ESraN+7nBsAg3lafivC
XsthppNyVDb6dDqR3/2MHMAjN6QPZh2+NxGmZmSlGgOhr9zYQD4uWrTP4B9lT0AXdOOjWcdhyME9
0a3OF/XXEX80DAsAEmzZkLLSI32nEUAQ4nZxHslCe7/hdUwX38oeCvSQCKjZmarhRpoPjIbqTso7
MAfiq57uN88Il0vR1hcothT5V9j8LT4pJ5f5vptNqqP22Av9OH38Tuzpy5s7UeBrHmfL4UuNxTaS
/GvkSvPMc0GfRkLahly0VfBvD72GMAPn+duiNaWOBxcFpLQD6eYyYpFsNMTzdA4F6LjlpncuZmQJ
pby9sto4xfmuaFdcj9zWqfQWDG32PuetUtr7BWgbqsBmDDtXH3Q9RTd1FDTUaeS9PqgLEI77OscM
WEOTo8CApcoKnXFRyWdNrTS/xcIg26o0w0xxbIEtXLNJZmbCoPSe3UyWJNMc0Kr+LJ5IjIRVHoJy
2sGiaV7AIXW34JZxyBhxSE1HTEfR/3yn++BiUv/xrhefjRShnqSBFiC8WIccunlR4Jey9cUXVUPs
v3ZQtrO7GNCpXvQhfjFoXs4A2PqOoA08ZuRcD56T5P0KqUBUtM29ldtW295lBwsEfAExtW2fGt3e
TpSGcAwg0pRJYDULHU3aU//3o97BJGCRxQKCAdi9S1bre6jSCktYV/aC9kB7H2yK1Tg7KhHGGcVS
J8xS37ZDGKh0ElLL0sA+U8O+JDj+3DB3493DFTD6mQU/A7LJLC2NQuagR42v5M1NnvQmZFeufsRl
rNPyCQvwCfiJbixNlI9hBQAwkA1uy2wGBN421MQgGIcab9QAyxmWsJe+pbnar4Ib+SoSgAzN0xF6
Zl9Q6SpVOK0R+OGLUaNHZ4qjaRlKMqUT8yRBqSgc6TkXXqyrJLBpCSW3ScW0tNGCEc6M//lCRNpE
0Eqne7MXlXfrO1Md+onxLsim0fpV6a/Z6CuPrM50qox8J6LbwXnC1gXC891Nv0WCqpgM2kI24Bra
uJx/IAQXsK0hUqsp6DhQhKmgOQHUrgD/SBm+YRG+PE0n0u7id/5LVPYPQog61y/qA1DcBm7PfRvY
lNnuMmbmZDOegqJcW8VnCYX59RXzkb7vDBursDwl6M3c2QcbjxBz5ZbsURbPUTg6ynGfOHKyu4Nc
Nd6qi9yxj9Qcv2B67yQTumZNbsu6rqYs2wfmh4BHcGAfEWa4BRHdwl2Sbvsa2XR/hUIoR5tGsFhx
goiFC4bTbuT9TGhhzD5wChJiRxhCEoZpceAqI62AnddfIGSvrkrASCcVkYbxl1w367L5Ii8vJeCQ
AkvdplCwZxLFzR/Ow2smU6/hbvCOMRIgKlT7ai2ZDyb+VfM2Cr34FD4h+OFHfIr4c4iXqVaKG+6O
/i6d6SSC0MjFkIp0WsrkSMAV79esR+VQg6aF20+qJg4Dj+FOBYdmvTHoctXcmcwltC7Al037V1Zc
/noGYIWlYwaaPekkOJCR4SyAhWxnFngkRkOwquu3Rd+gb/zW5hcCElo3/zbJABpu67u1B6Pd3NSO
5lNiwjktKnC13036ZJIf2UZRklIhrP3Z3koDizjEUTVOaS3DZpj5d4iFp5TA2S8y9tI+mq9JlU+y
TE849EHCHInLeCN7Hou7XwZine4lsfyn5hT9PeRfwxNrqDHTO3HgetRMZg7f1C74SfTr4BgTxXzP
e6N9PyXzdwUxlIbUqH7EKjwc5F9c1KGqkWPfLx+QSwNwbn+9Frc7lgW6+yxFEoRNd1MiVIWToRgM
6ZGrchfSH/S+B86UCtcgDg3/mtGWYXzrpcWJDPO6FBkZdobJ5GqfHrzKjoUMas+OegMQJwp2MVXa
02gUGSWo/tZw7XtryFEH4xL3Uxn47GyBOLh925qQOdUOcrpoQ30Ub9IDisvgY4V3j1EnglkP/K2Y
XIVFaHCe9oac+M17GSbyGMQwESYn9dIc8XV1taAPj4IXTyLidq8+8q1DfbDQXAyFQn5CjxtYL/52
ils4TE957K76ba3LTrgp9SDZQErFa34wfLR0/3TH+RYnrUVnMTUhJVsZ2qCNSaHh3ofRuT89DD4T
mziRhNYzmBGwUupTDwYaW8tYgitHGy1/Xo9hkQ+gQORTM3jBvgPKcMIqbmAwVEtEHdStAmqQRfjV
aq5ub7DIyx8Hk5+1Lpaz93eP6q+XglD7Z/IPce2nuW2dws8ezPI39xweePhemodzGXi1GtqB5jMR
La6QlVMJFWmTX/+Lze8RNFJjAsODZLvQCSPeg+Ck3ap+7jDmfnU4ls8gOFKDcKUi3uHIwxvUOW5J
aXcUgYn0yM+UCJsSbgPoX75ADRP4GyrCbR2lCAHXs72CkqgsPV0Vn8HQGfWs7RTq0KDGhUZBLhdO
+p+3Dxwca5ZHAaPPbXDAPK6rXZilkdSZxyrbDC12kIZE8QVITi18TRHthphOuCLlPJqcC3hquEaO
vN2xbAyAHwyjlBmSxJW7llFflXZNyh+9P/T4+BpyUhTQUc1MV1PVSgYrzWNCTpePQ3udzMPyu5r7
hyiwAcl3rVhxqfZxZGD1VwF9fDCh5tlSLs1+IMq0fEzCkMpp3Fxdu2HBIdPcWWPJgkDsCsr647js
dD6dIKlvJXqKLqPLnGFMDqZ1j6uPdHMjlbMC7ZljqRdQZClHrLyMoy6JlDTPH79xIuiyHXBbWFFF
QTNaI3a5Zy9R59PwqmJ5CMFSvIpjbM4ZpMwTTDxGrXy6A/efxkIC63seVlmdlepCeZgf6BTw/cv5
TYA0kGM8rr68SssVkR0VrajbUCvAVg3O2w5VgZvQrKuyVSiRtG+v5YfVeS1vMWeTu7iUP5g21IZA
42j6uK52HxUKcmKxamV9Yh5ud5gfb+yk6DqIRYbU3AwMZmSQaQP+KudZG7d9hypOVzjbvMGKtzE9
id+JpSyNzO4RpNOQ/n6ZbTUJg1drNacOhkryjAQdBXQ1A2dyA9JxdHN96mYRta28elLms1EVaNDD
E4UU6aYvyw28Fv5b4XHlhfF3sVcfWQzEvIhV6zB6sYX2NzrLTDlqjqvxTo7ciAQ5WD9S0mr1ZjSI
De26Zu90VoOTJeJeprj+e5IEZ6wqRyRtpTqJ5p+TnNi0Pp7CnYAUhs89iJUBwPYZkz6+7yrA6zzM
I6Ue/RnPbntBwYYNLq2p6fcUI5uYLbtnVHZ+oAWuUqnmI55E6bChP3CF+5yitMLGHmMS1dChqNbU
7nYSKjzP5k2lrIDXot2gm03yHmPbZKh07VpW6sK3+omo2oD8OpsRxO0kkTnGj7zQsqjj70rWnqut
fkFUBmCnrIv2oVCXk1pTev4TIFZ7AByJ6n2XO7+voTxSvvAZQzPVWNoWrDa+RWG0htimh3eZ1sg2
inMVtpIZjsB612z/p/51HLn7pqeIqZJbbE5kIviXKlGceRb89AQCcMMLUzSYwz2QYVp6WXsvFWN6
rYmyLdNCEdi0Y5CC2/yuRkg0Orj02SJ43iyqZIP7ioCsKk386JGMMGRe4mMkTLyNcbnxqvG1FNDa
GL8zTpnpEQo9iLhOoSjeVJHu0f9ApJB+fqBCU8AdfnpeJr0qt0+P3TMOVOb32CZzyZdHoO1BPpbu
FrkNC5So+rk0FTBUGozVRsBOjUdULx6dtKLIfHi3dhbaVTdN16Ra1WOcbUesFzFwIrgCDedHh8VI
UCuPTMdei8N2w6CO2Mz5fiJ1q4dpoQLiVS+CTx2WFWv3Prv1AbGiNX2RQutt4ZbJUsKnuhMfyBYe
fBHprCAu0RkWY/QA2KGultogc2QCMOjz9G/Q6Ns/7sosDfUa9dusBIg0Dctw6niu9IpKcODBxEFo
G7oj5tHpr47vXAPx84OIjFQ75811izJpxcTm35uHVc5mYdCC2qOF0kVbLpEThxOBoi6olAnHzlKN
BlgDnXQ41QyRDylNSGhXQA3WyJYh+XvTJWkPeSY9AH9w9AbVARJ2Lb4M2aWJ1yNw7Lbwu7abJEKN
nu9ZiL0pK6K/S9SgzGon2IUuU8UddjH8LUujwRNZttf1rZaHjxjky3/1SFuJgsz7qq4z/M1VMIbd
x6ZfsTjktWAxTabiL+j7ghLzb5FT4S7i5AQe4NK/bVli2r/QwUEX5w7+x5fGU6B+NMgOj+p63QvK
BObv13P8MPl1v6y2BEipcgMZK1CIPTVan5bbjrJqkmWsj25QwSbFuicknRSztaIEobVhSsDGONWb
MYW4U3izUhSyId3SjgRfRslXyVEnL4KIVh9fr/HWruIbBD9YwxlxP+68lIVoh/l84B84JfbJ8pLp
9RRcvrmdLFFmmQpjoXRAPyuCf0wRUU+ZRn4wRoG1HRFfohDrX+HfvtgnwY1lMIWokVsPc0QS4gfP
0+9IZxK0Dd+0N5v0BbteMUR996zY5F0LRnnlEdoFcknc44qMTxjsVnnezeYqrdKeww2BTy1i2Aj8
jgw0SFdD14W96aKkjEXVIzRUBPu9JmXeuBgOly89YSHUxiQxPjYZ8bZUBW1BgTO8Wp6wVTiih7zM
nThT6Izg7rRtMwZBQxknEuZ7+RR9sWk1kN16WKeAXgn5Boe6YvoOCCBQ6EiSTRoekG6IVF1nyhg0
AXXaIpiiYPg7gYM9PNtaSQTK9qUi6SVlbLN7kY9afgAcF/GkUFGwIMkOEUJrltE2Us/WPRuwy9xq
DjiGOsQrlAZGVqkht3s5jX83OfmdD2TEIyg4jxcdrSe1rOMt0XmEKFmcQ424Kk9kUly6yS1vGw9q
KI0nl9mK7QZ/hePmQC1Ve4wtUSXd/3wS78IGcfLMZ6YJKreh6tWcE30ulXe2i+AWOkI/kA4kKOqr
sTI6Y6Q5F6C6kcmqjVOX4CcAzYwxLoUNqq5MBDQaRR8xWphiaYHOOQ0RB07ywT403WEzwUktjruL
auq87ytglIezCVxOpCa3xTtKv7BO9+BB+Rv4V4bAo5qhNvEMzd2RGK+tRCdSdqPZWY3Z1uCqfzbs
Qim6Ycidxz/Oy/PiZOb8SukUviOafVWvM2SzDOfzlqjZOLDWU9a7OkH/KEq3yrp4jmsSM0QuIEyw
sGUwFWR2EeeVq139pDDZrdiko1/PvW0hrXm1L96EkVFlkMBLUZQnroBzbEmLZL5Ky7xxUt7W89qC
re5XwrtkZcT9WpN/Tn2fFW8qzr77w0i+JQCiyxNaQOkRQNAfEq1DIRQtClARcTUbCZ7R5pkWz7KT
b3QsnpXfrYNMuanR7jrHRlqX7eqeJ993m1CcZUtmw0byVN3rKVAZ4SCPMYR7bUIKy06dUpDaMKwb
1qEG2GeAZ94Ja2TDYpLKAvANmR2ugOVAiJIRg+pfYYfPJjNCIIQWiNP/n6jQO1N9eWdaoVLUVFuB
AyBPsiGMC7h5fn2WDgU/YxzpuGo0f+2b7NqXKYyFKGWRXFAytSfU0G/WES+QJnNebt90bYOeqfRm
499+1idkdqSc1CFaXCmgMB2ZAeD4woa7Ku13/nIKtlB57uTo3mX3mrmzP+MmsvPcpO4AfsQMUfdo
4fcmDdZlnSeOtZzdKgiuMrvZSS3derGeNan9FbDmLQFc0o0AVnielqLgsIkeTO8V5+b6Vh97ULpc
dP1VOGlM+hItbDODFhIwQ4CF0ZXGrpn4bQtfWkbCwpYHyps+8Gqbj3xO5rCxkwRVlgyumnmw3pdW
WHBhowxiRHfixLlxbq7gXtcN8Q8Z+XsXYWogq7a6byLYAaJACNDoqoW/ok5TYzgh7JgvyolAkR5y
HSmNCizE8JkUcaWHveYZzFcuVUxjsfiFXl/BQIQlR0pogF2C4IVmXiIP+7HnM6uQ62W/ycm1WkCo
EGOXmnVFbFjvDdwb4rrjC3ExkBj2cx4cW8HH3KcDgsOuacP4qaRqiZKkpsQJlQvO9j82qaoHWpye
ngw+I1wCLUhacezG7RMlwAfTyDOWG2IGpjny+15Rtep6o88W6sg06mPpRsQYIalhbgirYTMvNUWL
XYxdLAhz91uDR8nHl+4LlhRrvs1kXxQDOwkiO1a4gXjhZ5q5ek6KHJoAUB6eu1hR0HKYt/E+bugW
Ygx6eJr8LMM4uLwBwT7jhBr8Om2tczNJYE5zDUcU2khmHOk7I3uy63h2x2FZz8UpHEw0323i+xX3
oJ4EHIVWXf6n+p/VflBn2hDsvHruUp1gZtPh63rCGrpEuAlwxI+ZBLp1m1xTekwy//yWiNxd+A7J
6bd4g37ORRkPl0Dw6oGCp0DwiQxdlxJzvG+JLFV8HCMaZU71Udhssp54stHikrMOKPOB5UoKPGSn
RFxgReMMRe1fa4LXNEGrccgPLZaXoQ8GL8JCXF6w0Fo+NeJidzUK4dkHeq76amHe8ufxvo4t2jae
J6yICOwJVREGA0CJAZPHfg74HnaPZlkYyRuJNL4ZOTJNKBrAxJ7WKGUMZmhN2luRkOBs/T2nslkL
RwUCeqBx+4JgVlBkt8HpHVEfsqLnEgx9lzRIutTawKxJaLvOayH+iEgRg5AuQVfD3jBCPAWkY3Pp
3KCAV30yk9qj+gZL0Mm7D/sX++m8JsYGn9uFKfKNKAbHIFAG0aoNM6J57Mt5kl2QiMkgzO8SmEak
KgZNoJHqYR3NG9MRWQUwg2dsiu9i49aE2LJNLfYWP8YkxnePwuH7Npf+/D2L4IoQmux1T5QgDgD7
Dz7lZ0fnYaACuHLueQSkdljeUoIKI/AouYQesKQSsAXJk+bSIhzbahuwg76CF4AIeMMflmzN7nU/
pDJpkTPNzaCE+Lcsy0P/isE2drh5/dW5VHyGqSbx+aFv5hdzYG5KFnQ090BTznsV4Nudaj+m8CNQ
QSjr0XGnTXklO+bsxk37cT6sPw2u8UkpKg/xCREJ8GGagEiX6VxnsbrQBXGQEpvK+nQd6mVQ5c8U
b2wJerEI7TGaJEOOeBiND32UjV8Wr7sq32YqvtG6672KD7t/dOO/qAAU7YCTvFAb8rGpVFb1VITB
yr/G8qoK8doaimDFeiHxMNMLlbo6xsG2vHKNo3kE1tt1WWp9YAje79VfAKvNTb8g7A2gMOeUY68u
6UZnnumazS3yQ64IiIqwR0792DsquEyMW1/jbgt/NmJJyHB/oivPv7WkQMuIgMhOZK6/MTW/O86y
hZ5LZMdb2l77ukiOzstmXtNUY8VgGxnLBKjlTrZy0utqdkYUtJRGpfjg+N4QI4S2aOeZl5xaa3a0
IjO34m7wY588jWYeuBTsXz11mFU2SQWu1LC9m8WtJ/aEkGcrlKnyldTZHFe12Al4kcIChUb8m2VK
K1L4uuKFL5IgmKPZq9Jyv4Qu64mpBlddSRUHyfOZnRxorvuWyDmVaeacsehlrlLh0E/auq4o+SK8
RU9VSzFadR9fgWETVOB2kunshByaUXd49wO6YhHBJ1ydTShXvSqdGrdhmaci/YwXalROuIJeXzLR
21B1euiyrGkaRpPWUf2SWaGjU/6UBEQzwYe4E6KvJbyLL4gO1wtqX4mqfaLCN9Duh45iwsCFJP8k
9oeEcmltUh6WirGntLTjVtqsBZ9PqWFpE5GRyW652RxAbyPYjYB6JHqmOor5kSq2WX3QE78hU4vN
AGUFqlCfCDj7aa68EYh/uE/p7uHrdTzcRJJMGlF8zgCy//spC4cVa/9QDbU71VbYHzWBymF4fxct
HqIxpbvsojMDTeqHQDiX39ELjez2rXjWzjew1OdhrgFYJKD73plkhpN60LLV0k8BZdtAhc5vV5C2
xXlcRffO1DpbYENCAQe9izL79SL1apVI5i+6l394lyA4czn8qTimjv8MEPH98FhN/5hu5ZRyUab8
So8hhWNI3TvxIqgocQ4CggV3ETwqHwF3r9PvzFrfLj9H48BEKZJK5W9tXEtAdzmEyWyOBT5CZm/c
TMXsaupj9fCAxg2adw0gx2kkKQ2191FWjvq1ZLWTtbKKkBELIv/G/UbojWHU5yVEvziQa0EFyOY+
PKUlKhKQSpWz/GpKaKwX/+G9iApSg8lVrgW9tzVnHdBfsot6tGCHMgfJ+qfNnB6XOycYBi/fJG+K
m9li5yvLjxZOR9d+V+29O77/DFRYF5jDUdEWaFuoJQq019DNsyrCJZagF68fknkOaDWDwniZqOI8
JPcDy/nxi74VccdyO60lPox32FSlBBwQ43hshguVS8VMuMdcB+L5iyB1BP/xYzI51YF1n+yLfPs8
G/6dZbAuFmeDuVjjJNZfsMHsmD+qicmJdo3OI7yFvlikE8AUv6Nto1FAtbwHZRpPAfN4ufobmsFr
bsp/5zzFogfvl/9oR57zveFsUKM1Ed4Gk3MQPHb+gle/Lw5j/yuvaP3VfqYhMfB9Blfr/cFELIMM
zJk7B5f6cW52GcGrACHJ/w+VNPmDt+BWN5W3uT4Vy0nz4PKArxVshoSm9Fg8H7RSxt8qDr7jRgif
DrbiZcMfBmDZua08zXAlfI++iCfzZbrRxSw2xBNK5nCzEmJppw7L+MeSxjDplC4d10p12lrIK435
HP6gzTAscOixBfNnCMexaG21M5THirFUod+gg5NPsqWfo3xpT4ej5xkQEh46BBd6c69n/yOEaHTV
lBDiBBr1DQo/c6Ppd93IJaxelXD8ZTj2GqD2TOieIt66AVqt4/Cf/Vi9EGTzEPegE+feZFPMmseO
eIWcRXSmmRlxJCrntV0A7J9CJxl7wWNpjxBZXP2RCqhA2w3We85prDJQIn2ceAMzbo/gsaFCvQWX
UWVTP4gNqnl5iocAOP6dmxXGNHZWukLjknU7wDFtiIviifMjh692+wGq7z+wuIGVJrehlcoIWO3W
M/L4uommzt+KMvPApaRKNG70zleM1lZs2dQdmEPxvtn49Df4LybexT4AnV4q/x2SxjEFOrg02Wao
0fyQ3lSgXmBVsqdf6JimJTfw2nMF1i2lFPC9srM52gwfyZ/jlmMsJ9Oi1ehDFP+EO96/ArAgkyZL
TAbc1D35t2Xd4Oy+pP3tA6pzrE57Y/2LjVSFh9m7h7XSER7LIKxXTckQP9xra9XG/JGiHB6nz5Ui
hiMa1geusGBr+7D8GdRk4E/65QmXGkZ0fUVxllV9HyYpQsDT/PDVU4B/0cD66DDVqY3076Simbss
4AB8xDmOxBUGqz2u58Bysc3ZMRrAXR0NYvhK2ksftXeGXzXB8JyUxyKRxiLiTa8GPTiFO25bY13r
NrEoz9DjDwY3D2YnYyEL/RkOehKQife95h42syNFzQCCI7H0Nns9BHbJ3Ua4cUdH9R4aiWP1OQbt
GN1Xdv0g6G8SEa0fjmWBLB/6LiMKzvW7p2Bye6tEOgJRzXMK5g4HcE3WZatpzaQ5RBJErmJCG6ph
MB0wa59k5LYhQDhZuJ20rrM9N0oj017xRG6JkB1h1unUz3yqOmibf3ZgIj8mrhKFbajG0uJW08RX
KypezHNqUqBsE8WoduqYmqN3IByHWLku+bbVQag0BQPMadaZPKc/Z5dmuvyfPZAmyKikredrGo0z
AG7cqd1nnP2I9Ra5Z9bZmQRV/AIonu3c/9RLE+Blulap/a0rMinXfHMuqoFXVLxpV1Lo4/Wk9MzQ
TAaSIty+4ybwham5sU7TD0bK+N2pyBdHmOc1hX5PMUWDPR+vdUfCXUt9CSryB/uM1IzTG4px6/KR
uHvx7R4W3uUF4/cbtF88HyLZzQAS7PUrYX0cb66+goRXLqBptd2CkgqI0YBiExWNV4K5dVzGTKdT
2vxQUuuELdp0RhBUf/MzFI5PvtIYS8ng735JcvHy9Gi3I3upy9x8hr7Sjb01hOP0uzpZ+bg0kmXl
F/XAJf2JPtMcYbxKyj5O/165LMXFmHWrr3KB7H4Q1Se5mLRLzS+zA7yhnjWmXjQcNQwxwxG9BZi6
Dqff8/xcPYgaGeSOOlNRmELUjWSbsl47MIlXcX+p28WnstK1r8K2OTHHb0OidT023KNZYkQEmw9y
DPYM/8eWYnhe7M4r/IUnni43cZXqDDjNNoKhyPhhRmqB+DqZQibeQmBGObaJV+lDWwXA5Dz8428l
DdJIkHyB2U2S+YCs6k1s5hrSzPb53lpx0TGrjmJVxbuHJAsqElwP5YWhyClSZ6VnLQQcB7FyXXEh
PTMRY9ByKDmKySFv3y3zm+PjIe8yOxK1b2d02XB7LphK37QRgfX1qG9rmEHPgLFrfxL10B0GKrCR
+iR+GFNmC04r1Lu7MJlof+peexV6hpKbftRcvkz+boAiASiH1vaaUg6BDA/ad0EgkvovdUb3/28c
qsYS5pFxmx6a27iw9+Le3NhfwePhkR5cCeGCnawkSr1N69bx+1U/8eNSoE4jvcaJ9V6FY6geYjro
7ckWIFCQeYQfWO4MHKaas5Yf9Qm1GptMHaP9/NcKP9bPv4NturgISykOHEyE7pXiRAJJMypcQhn+
C67tPipE+twAbaOMuqwSKXTjCqFtBpI+Z4oOzHrXoRxotYhAkmol9KL/EWqfigRfKHtBUoQE3qhy
sA4A7c1CTPUYVnxgtjxM+UAsS56JcksS4qD8MQ8yzzNeobbq1YbTQURFT+Ugfo6WxeYUNtCPWHl6
ZD56Mr4S3G3+8W3F/MHHeHaGyygnWc44YLD3QslzPrsKDZkh1OWpeMPxJA0t+mkvusDxq3L8QsBN
YEPxPcUZaZzBGodFDqv8guWXG2h7Xj91Ba8Wzvy9O/fKewR1ZVMKxmcYRYRqbCcZ1lufQF/3cJfb
6QcpWZFU4UkcmvC0tgxJUXVyjvf0H15Ska+GobeAWycxTYYMkOON9S9YmkdOPrSQxS+t/up0/kJj
E7aQ2vO/n9F2+v+XB4xoiR01U+X287fCQYucRwC/OLJC0Rv/+QkAif9whkwbXpL/l8ZcoCroMsiZ
8RbklcoJNmTs9HGq3uk6rBUvL5auHsYgkhtL7FSj8Hvn6c8Ixb4kOrmBWugYbWyLu5Xd00dnWLpv
z7E9t4E4oGvnWskEgre8yd1aWLHabxiuqS1s1/F/1DfwemxCmabPyyP3XRBxs/Gyc2naR8tFpniN
9MN8vtpWCd22hHE5881ny/GqfHnTfAtNVlpMkUFkjAPUwK4NIIQ0WKhgs3mlVEL2JxV+4JIchESt
wvYU3YVcz+JNoRKImwD0OibcpocmTXNbOadQAc7FDnb1JWI3l/P+Zhy/kIErtPyrG3aK8YSBXeSz
a6vxXSZfi2+7KB4bEbQMakRMy69wNhosjiX1BEFQFk4eEn+TEptR3wSihDevrDzGWJt8OB8qA/bp
xn2qzr6qGdPPJN+Qh4Nr8KTL7COzAkPzq3fTUCQYs9W7LgOQq9a/RRH7iZTajp2CmdfIQseCtZOD
2POYH5P44Qf2D3gvqRpKiYXaj8hO3I44Mz4hX4IOvlp1EH9VaqH9S7Ihes+Jh0Gr/C12cr/HGUWq
5aQQ3ez3u5uNvpKp1Imlx5zpM/b+5Nlrr+r6gF7tnEiKiiE72ZXKdpWAg2TtYtcsZxsf5BlQxepO
B5cW3WLzX/LSUdBs88tupk3SGxe7bFDPm/5gsIl/VRGqJs3WCDD9AOz0cgi6NrX9vsn6+Y69bj4u
7vb5Xwgq6HePUdajSxkCr5ctFXJD9qJCH6S7O8ER83w4elR4ZbTpllvns6m1rq+fUxxax22+hhZ5
EzKTuvMN8eQRfWEjH4JgAE0BJSJK3yENaFbF5KpOp2JnFPhWkRYkSNmSbwuXNKph53u9dbU7hGbi
/EuKcI34QeTl/vt41m3X/T5IaTUgViegRdGfZKfkxbjEjpaVy7QhAQsJbfMfyIZqWeCxRfaUyNkQ
1iRzxsx16p86kiE3VuYC6LlgVjUhO/62IdPNKKfmBe1MV9/JzxIiz4K172vKwWS6xDcgvgLfMujA
ZGVsbGC+S8d9Q4dIQNhxJHcvMCsAYfEFotWPtbUeSa46a+8CJYxOu2UR9SFNwlOknwOTt5K9gGLp
BP7/LNk3LOeAVB0sA9XEOlLOPamDBgDx7NxmcDWtI4cA7/wfnl4OtonHfpowBt01Nzel8Kqhs9on
JrXQTMc+wnpH/irW4me70Ec1+eEE/lI8CSUXpOnDKyHeIzIPwvAk2YBoq+cghE1VeNB4Ic0rL7N3
eDtf76HB7DzoSEM+KfAtshOYlssM3Wg4d1wKTKD1u7zABVWRnHr+dP+z/PmQHwoa8TR4zZMh0alJ
j3WeYBCiCc8UXTu7kXvIjvLu9/6eTw7r7rHwEJNm3Qg0lZioYuUXp+z3iXR/l0+G6Lp8zl1ymgG+
H9sms9WquK1Msn+X3urANbhsbdCTz+Ge/9JeOd7yXeSv0QThMFVk9R5cFpTHHyGJ0i+22xU/oFTM
ApmpmlfJIT0uEdvgooJ4EPUw0lwyxEy4EQO6uelM7Dgp2hOejzGPcsGE9ebOwkexYXJX8KnXJg6N
JPz6QkoZ51Q35YegQR+suCSghi+FAGOn01MNPn/ZqkyINWLAiaAmfn9+frzB/kEqNuu1WipAs38m
lA0K+vxnxsbEvpvrTsAu4vZiWU2pesHp5bCG3oWsEMTGdoh0rodaFPDjTNmmit0OsJlksnUL/fp+
BnqkJQTgJNyR2fHJJk+r0DryyYTxn2CRysC8dhsL536YHFAm0Mqn/8cBTVAtHPBW6AjRUiTaIdWl
FmDGSfyElVF4EV80Z2wQesYihB94KfOOA6O9IDDBJkFmU3vSoh0w24umojpck4wtCrFxR4Mx8mSE
jlmCQ5tu6jatJaKMgpbft9qN0vhzeSIAafigWOmGeJ/XVAG5R0GVbZV4ZikIC++WrZQQcnBiyAkD
NDrqxucw+G8QjvclwH6saQbgx6v05pwAcr+hyw3Eg1OaojMlqJhRRgtK6Aj1m0FBRtXW4qfHE9dK
VVtyaqYQ1+Elt7yyuZ9mLFjKcw6nN1ULZhuasIr79+cDV1ZyzWiC7z9ElteaCtjcrEsX/SjCjT66
BunPVnZ5xYNmKzDn1m3kQIfpt/GHTZY6awrHF4pY8Wlw+dcVc4AB9JKnxI2vSnEofX2wvb/plnEr
9Y6V0tcwrDFUZlqKVHzdVGaPyUsEJfrRKzGyRgE5P1X3TrYNfT8DsUZsmqX8D0zx24/3BGCfMuU5
SK5ui78ZVp9Z2/dmFI35ufB3j744oAP53uiekEnuGAtbqi/Fj6TiB/AYwNDydU7+7/G2PaurbjMt
mCBCG7UTTs28L6rxV7s/i9j6e5s5kFd1S8QpfTS15bZ28vz++LlNVk5JUdfoaCIZpJUHoSm7U+A6
bUa6diblz+G7Xf7IpgoiwKMmDyTaApUZbMHCPJX2voNhjG0blMzLWlLFhsYMr9dDpIuIex7PxfhO
k20W2vQX9SRHsrAfcpUzWZFHlkrVLNmm/4Hv/yqIBCw7rpXRl8ErbMs1/PoD3LEnGc9tUrRKK0UM
KxGfkt2xQBHzfG7/OHENpXdv8G8DUOU9UkOXzIpOY1QLH5f9NSWkGBHFBAfEI+/oFpK5SA9bckVq
m8jHJtZw9msEF5UnfYpyBSfaFaFag7pOiPCZIB0hmsbrzXD/e5xhEY/ucJwz6uSF2etCmotLE0Mn
JVnn5CL3l+aO9+dPkAYI/Z71WosDWc6R6d98mCc6r602L9D5KOt729lXVOnzHUKflLL3LSU3jBRS
Ny/M+EK7IHjxFMZPE6ThM1F1m1VpO0/dtMjCCH48XQ1wb/nP5b5MuR1V5cgzMD/1JXJ5BT/CFwAw
e7Du2BOOSEo1FJtLybTMBqMWFzHaT2ZzJ+ZZoOvCe2NWOpziDeae+0ZHGxqJCzl5LWifZaKhwdjS
e+EhO07Wq4qOaN9ijaFTCxaFUT7JT4Y8jHxn4Ef/QahLrx9GGyCaPQSRj94qYVW4pX2jycMIsqfd
FBa6RCewoD7JzmIz2fAI4XiYQC6w5o5XBnx/D9Npy4CeNuf2eaABXMAF7mj7yEqnh9QjaEt0DCs8
gHWYmAPUTgObyeagm0XjGyz/pdzGTrifldfSyAcy2r6hh7IMjsR4j+UmZXdpEdrkJ1Wy2bjM3Bp+
uy05zBwtsL/whpTkbBn3iFLLP6u8tb1xfhgP2N+A8uA9o9wASAROt72lzOAXTXqkVOHS9nyspfcn
ucnmhkohETJr07OAq7Wer6v6PDgf2wmk6mFkMrfIRuecYhA6KfNwB4OcfETgaBU7moV/Yde0X0Fl
65x7Xx6qs80YKt+uMirZ8GXWRX4/j3Y0yr59zlp/7F8mBEJmj70QxqX8qiEwihv+y8rib/gooulW
CXdQcbSvK7QxeU2DloXzu++rLs9PWWn6CNStp5O3/FghRCfGvrWaECBF3d1MXtTPcbb8k0Zv1OMZ
MbEgCbSt1rQVdn3XZKX/tiLhKRr2hu2Vr2+aqzHG1cJy4kAgfYRUTzRGZO/FmcpQHp9jcviCQUo0
mdBHWVLU9AphF26c/vUZn9P6GasxE2HXUQKUE4u2cYN8ykC3zqjQRr7DWfvWwB6MF9oKCAqln45l
1drWSUSa+BXzo/bgq8HNm5LC6MMcqRF+9knL6v9bmJ1/KvKNm/7F6kdV4lTYvyXAx0jvIKV42sLe
xV4SXn3MnG0ud1S/o/NWmcBY7LjM4ubNe/gbPk6XVvnykmJMUaDFhteFozpX023AHHvHS58TZkm/
gh8rwlIjXZoRyzNBfPA7TDABiiA4rfBBrjYxl+aXlnBB2Ww7eMWbOhJsIXxWT+Xxb6hWF1ULpHLU
HHKJwvmT+XA1PU5tpwFTPHys3Jk4pRutytYllzpaNOxPX1RIXNfJusNz7OscDeyjyKdPWfbohU8u
S59l0XiVaJhlDNYqAKyj5G2BzAgX1zCMqzOMCGvl0D3yEZgkW8HB4MyTTd9/2fKWaWqGeTTKo63e
L/Wqjx3m/PcGvRsDPaD8EE6DWNrKIfAoa0XRaNkVIWkiIV+fBb4FxXF3zsk8NT4vSGi4jimzj3SI
Y0UlO8KVbr34cnyC/TTI6AccW6i57Q3ftum6aOOvTDUMdlML4UTDCUiucLA9MpC1JU0fWLcRAV4k
MPNA6dGqN2w3KieDGTWJxsf3NSLHdmCjGTOfgGxf3CXJouJek7Z+moMvo5F6KdezPnmwARqK3/At
dkXo75BumGj4RSYkIDpGnKz8BrqP5cw/YJ/JxOqHAVVYKhvWTSzE5uX1vYE1IFkqZAObbSBREuSr
Ais8eUXrxqyxELDNjHExYj68fgtHn+l+uzzb/shRxcY//ti3lELs29u/pZIVvW2qxk8NC/Uf9ct4
WPgoGxd1VYdP9Lm+dS6gV9crH/kzNfFZPxMWPTLrPfvjRtUiuRp9WlSOf5sHC9AeYhkdojYEQPT4
1Y4kNTNN6NuQZl1V/L8b2mEfS8AF4cWOBFKhCGHRFboRHHMvNaEcKrXOUF1n1EJMOoM9Kw574qeU
kc6vkewb/g+43fxPsZtWezmhtSqD03pxalKu1wQkc/12YV32QqxeC8YqYrzl0ZHHTjPJTcoklSdr
ZGdGXcBNDkYf9jKZI7auRikuHG3xy09HkXn+GSgwkMPIBaz43vPXi+jvvMmDwhKIawE/wa0DgsOv
+byhDX20LSTwZRnlxlssVWgrSQTkFe3hUwI8tQNYZYFrPWJJ0bmyYtXWrJcANu4M/RYU0MKyNnJw
Mkn7IEg1Aw6+eDJ7He7LUxNt9LGGcphQnuzKhSgMOt7Ea4nu3cqdesIiy5K+1IFzO8/wS5eXBohq
/e/GLTzdqeKseBY4zif7fU8hDfT45DyzL5oASOl7O2FVpQaoBIys3vnOahC9t2N/TyAixs7KxEVM
h+NzMA8CcqQWriMb/4W6zggjW2gYXUHOc+yX7OjqskVp4STs2GUQiPBJzyRmgviZf9SjbWyP73KZ
vLkZ049mHK+RUKBoL3yPhrnkIzrDM4Z1DgNvJgNBH6ELjlVWeP52ssjOAyI/O/S9pX9p9R9Uw3cg
3mlIEHEKXmhBbdHAi2GLmkK/yQjhB1QnM5kaklQhEC8ltfLD69xVxxttSrk15lMBHKpN+3qZvHqO
K8d8mqLWDwXBhcB+8qr6rB+2lzrBez0xjJhBIRgB3LRGeGUqHMYqpdL2lX5zDyhBJ/0vQ7LdCcse
nv1H63398aYD4qG+cpee6fDb8L1EkJ/Wf1uSRpgIK1WOkNuXfEPpqFQJwnPUGz2TCKYgveUwH5E8
mG05uMgGYq8ix0nJHqYT28l9sv0DPOyOHZNzSa4CsZe1bwqWX7TuXdLiasUU4Amw3h5FK614M6Ib
sCapcLDwLzr+BfHr4kibutleVxM1PWtJwG+8KpumHCm2eYls1bbl66GU16eqHMC2QH+8t1xOug6n
ISyGyOV+rU77+Ag708DsD5I/NKwSXyZP85CNbki7KhaYFLSEJCGiUaMPLpqqA+AObCRCHiBl9Q4m
ICcHrGl/leEewO+eNXwaQZK1haDhLShPLuJKWKMakemxvrMWQn8xZ2PO6IKp9vcylnsDlG6/aQvo
Jpy6epMRpzH5QrE+KsGwurDqvl2O1sOHy0rUXFs/W2/dCk6kB43FMk0wAKgQXamoVHTp0DHCEh1A
f+FnaXxqElvViyco/FagoMDISZXbl8DCkFc/XX9YYj7QZm+yEYrhd6VGGUPzqJ7qoCXTe4rcIxbh
QfEKghfOBavNRHKQxaBvDxfOr4MhdKM9dX9R85GTQ9x10rRVpRIarnllnxd5KSGHDLYRkE4FKcIT
wKn61wgo/HMorm3fwOVYfD0Jw1B1dmzwh0AbTagkC/9Ub+ehQUJIGb8Jd6vpBsKj0KOuGAK8XQ4J
pxyRdqdgrZcmlqtKNK1zxMJQoRXVhXLArWlscKlQy0rK+5GTHtd0F5+UvF6KK9uGq66/TNaYiHif
GsiOoIU9e/rr5gwChBXqI7LALOe9smjrINCoIh6+FSNyJ2M3B3aB5rCcTGvLgScwKbgyW0HJarKh
A2wsEoOjvKA2rG1XGAj2t4+2T7KFFX6bTNthI0YXvsBaAmtP2HEoE/lCogW5f304C8PrbMh6DGzH
id8tW2BZtDwxw6Q9WDtyCdrG1fteRFxSXFi6pcbj1GGHYQPDRFTVbLS75NjPgv62vtpT462sad/q
gOxhAuQheiNYOgDIztfNRtT5K1kN1bOusMIKNh7H/jRUBP5mWCOVpIeTce6Q7orfmQLrcbr4h2Zn
nL6htTh2Y5x3UNXtRi+6vNU+SQfrCn19c+rHptsCj4urfzQxP0vDR0nuUXByELXen7YbGNsNoGXo
A+cOlxqJv6aVQfTvvyB1MFbGwocVQJe0gPGZti7FN8m42D7SNwZA+rGsw1dXr+9r8XbO8ROW/SyF
zPnYlKv3SxnVSMqYpWPX6rJC4ZUlvQmy7aPXgm2jXO/UnXeKpc+jT0BGFDKcDZdS4DYJQdsCMYKF
mX/Sh3VY50tSmsobzp/j6LzSxNk3nhWcU+EbMRNSkoM0gKSfjS1gZZlj1DhwuK9wtrrrIHz2dD9T
j9xwc3183HuWRpDoPADHKKiFgQwIIZHTRupJxGtMcOiBdbx3pnu2G5EF1dZsR34kYTGvPG1aVQbP
Oin4xf/Cr1oHlLD8RYtsqzW93StsgPjJs8nZos8GOGg/K8+5a22jlXW8gMoXgDNqCbChT25H7bXm
djNAWbPYnFDZeOJHrIkeaZWAxeJ4rW0e/rdJrGsqN8njBIQnR9VteBrsoC7+j1ln4SKYBmdA1aP0
q5urDNNjcaXq1jp0EJHtjEmD477APX7EZJU+ONUTh6VmpbABcR8oTkjeBXCVeNf3s3MsrZAIyyxO
4Uzt/8bteDTK12fdGVcNavVAwHOKdy54HZIMxNeVTkG9ZgvGCHW1O8bBW2nxvKb0Uf6b1tqcx5pG
WrJGHXjNVFu+eX26TjDUczjl5jAvmwtwlB/ga3yYVMNeo66bEsnlhOYKUGbndeF2rz45U1XD7seg
+MmV6YQfLjgEVDlxy/SLs8yon1K32rLaNqwVXIBi/gCm0s5zMTmQIJH6ZOy8pmetWKIwt91LLwUD
sU0YC7PQPVMTjqL0iDg0qpqgKbddpce8rsXIqnYbURrLPY5TOnU8XDbp7n+OxLmkoaMPnp8DD1V7
u2TMutT+fti6jcDM/srPt88aLutwAK4ZHcqHWDBKJI0gK8v6znD1s6v+MO0/Cn763uBylFMjuC1G
bBZ3oQW3s/Wx04VrpCvmkUZ4yjc0O0Q1/SrpJrAGjrRCjFWNHgkrt8XpLeOr506n/H6lYwPRQ1sE
ahczRjxJOZ0OCsSD0p3iRqFTeskr7D3LeUldr9mro8yePaNcqLQpQuE0GBJY+YLXRxKAaPX+AGxv
/VR6K+ffeOtnVItxGSn5xk9dqqsO0Ro8qJCNNUG8fNEXgAKGWtiYALLVXEr/yc1rwtzYzaVK0aaA
nNGY3pUBWAZoVhhSVSdSAC0CmraZTl0C68JzIWfhGY3H4yHXRFgrp73TI68Mo++gNa+elzisd2rX
FUPz4JM2E7YOK6fc39SxhzSJz0Q1WEfsU61dBkwiJi0QzAV3u2laLyistLhsxABE6joMjbiRht4r
JxNR5oRBiTiWwpZhS+8MQfc+pSzjzTUgAyk2p9qGc+LkyWZcyKMYqwt2bKUeZrxaGJjkAQaXNyK+
XFPv7PGBA9Liq8Zypr7jNWY4o9U5Hc2T8uZKsG8Zfh407xnSqDOAPS5Jqsk8AEJ+pp4gPwYElQ+Z
REBx+qo8Bt0HtXImf/+VEr/utJ1s5TjH9GkWHMCk28xrbBIDSuEWrSILk3v1zq5pZPKMf4adB3l4
2M5hAXamfiynK46EgDk5fl4M94wBJNHll9UCxTJkb8kV7AtQd9xs8qzC76nrM1+A39ToH5jYDvRX
v/Rd2g4nCt0N2jaB8aN8srM8TLw0hsFx5rCWCpG/MtXrpwlMskoET3IX1Ru2z9mo98N765JhcKXG
4JUR5GqY3C6ZCSo37knTuhYr7/AZP5x4So4zpDf46kkKO171HEKbsBSaviGWVp2CWLSZyPjvbMZH
J/5NK5yAT6m4P0BytY2TO/ju6A16w2ZeqU/SWza4VnUEUMWoBz/YDyx1Va0fw/Nm8raJ1gD1TOkq
TlGZk01ldcqNtwIKSyVgu/tWM4mB9N8okatOYTtYPuXG5x9Z/2awR1CucD9XncG7718JRgKHJPub
yXtyFiveAXPTTL5q1Q0aGZXboZksySdkkcl8otAlCgEnTFrXd7VRoOX6cZVQ+TKHWTTluFcPXjHI
GCtyJ2Ofaqjn1SowRIRCbFX7AXzL0BG82YsRVARtZcw8MqxahDKr1hngGHJgyEOb+ZHP/4Kbz6DI
SlP7pZR4vo8/iNSpoo8n01htCPXT7K1wzHu3Vg52mTZFEhsAf9J+i4UNgyHviEvg+veb++y3+FU7
vt915z/RJsH3epsI0hdACHT4n2CnvTFzgUFSFLDHB1oHsmtv7DFv9L/iouaiQuOoIIqwNN5ROriv
KJa8EfYnBWh6j5jtOsAMwHdfcssj4mM+Pt0320o7pEkSqnq9KVKn9ZYWOm+YjZ51kfsvTJny5ZXR
XQSNR49Rw8yaybq9d9XShMMGrsFxXgihZrvrBbkpRaxMJTUrhN8hgbdZBlBjJdSDzLLttDgMQqSU
Cvj5PSzRJavRIC+RTmwt0YeRs1YdsAZmX4Po7iDZCpu0dAAmlT34JnQMxQJIKwhoqJ++b/NvH5NX
p7RGE9srGOQIZcWQuA/It4jKtuDUy7Wzoql7vNSjwvkBL6lzXZc88FBImT3hdT4CaSn6yU19epCO
U90LS2YZgDDuQTYlgAIu/mf5KPwg8Hc+K7h1cXM9pw2tIow/P/q6dVk4xDpu1VmrebOHm7hwy/8U
cGKgEOzOB1Uyva3CzTfl2+uxY3uY7y1Qyyp98E4pbHHsrD2d89R6oDOM6KTae6Etxm6xsI2FmMQa
Ncw5BskiZEfiiIB1Jj8DzYwrjqDuX0+/SaQTSyD10BxelXDzHhgtybymI8KwET/9eCx4/Ri6EZ8j
EL+0yR/lsFr4gTdoutEdZN/0PNvP65bU9R9rKvWGb33TC0fTbWyx1mWNdKFl1K4GKEQPcj3/mbkv
ZVkZBUV/B6OL2RKT0FlCFDD9Tt8S0NH3dfy+mQAZd8BH1R8D+Ag+A+MyekETXZ51L2idJbVBCx71
mnqoTRtA2v4+rLYs6y4ykQdK4mO86aScGTbrVYA4OCaUzP66PH2DtLG1nKpgrirL+YVLKbrajiY3
N4BzcdfgnoPTLIFV+6cceV1PTPGJqhCUrYM5BOu+y98nvl28KgUK1k0bd23zFPsrsgcQoP/hxZtk
/2LelqLXY1zBQl5hvjpFN1Htg1KrGExJDcRnX6WO+NJOrLQ2+FNFm7rCJSoqlHMU/tezFxYGVzKm
85wYwo3BdUYYLml/8o0VVl5Z8auLtEl3rO6Bsl26yvxPmNJTvTCLlFhI/74eZXfMJuKzTrTZBnZp
vzfQ/L5ZWXesZrJrpdYB+/QULIujfEwj5OK4b3pjm0ZBV3jbRuThcR8wKQyQ8/OhTg/ONNjPElN9
rYwIOU6rF26EeRpPwrp13f6Ik3DbtXTejS5D8+E0B4UfKPf/KV63N78sYSMx6SF/Orp6XAXQULzp
J4eoI4F/R2CbemUQPOVJtMwhbmZXZ8LsBT/3RVySEgpDytA0F4uMIhq/RUoeie4rYlOzFG3L9XX7
O5mSun2ryzHcn/TgdhAXPHbX8wRhDbjp0jBwu+vGaiBLTBaKDeOP4LtKgfH10/NGkFM0TGob4Ihz
dFqrTUt2oQAKzQn5od72uHwAVBBDIVUKLxo6z2CZQzXATKhk81fSBh5oZjKKSORyO/BwYMuFT8tb
qMPEmCVOXgaeyYs+DiUdnlXSmW4l4OC1vUH9agVTi5KIke0ue4qz6/2fxzQZlS1m98tCgi8oR2an
QIwJyahwPp5bJWgorSLShiKoL1Oo6wLY9mfhMopZkp97yWOONvQ21Iy3vAvpQcm3wPHbxfLHzQMQ
3wO5MymzLSglmsmQzA26sD6VGDCm88w6i9SgATcGFmMFp2pD1jSzSZV4XLurJU2estEkfFdjpqhU
0rRVilpIDDGCNRatsjUx3nYrs+EYLak5DxWOgS6hiU7foPtrbeZJ5DVgtdL9YPvYmtJg+rku+v3O
sUwA3FDd7T8esMo3PMwVEbuF+DTPYUKTtphLy3II7kGXQjxNAax4BI7w3IeBhZ1wdR0wdJYY7vQ0
Ihr10KFBwz8dU84vRt2QI7w6m3OpeFUM+Ea/nU/Vb1B8qnxR/aju5fkfBrfmoVf24h9Ip3X9WLYp
ezj0vOBv2F3+Ms7BZJKuVgg1KJXsioxYinic6Qvpkeus8BVpsRchQYCZsIapOlL7jbL1RzALCh9V
lWDbtWNSfoHXa3amn53aErpmXj0SDALPshNFQSiw/wHyRpMjIqMQL2OJiX0T+wdR/KnialC5bDl6
WgsGHqUYzn1u48sugvm8mq9inzOksoyKd9KDg0vpJBFEdTZL7HkPFdN+37M8JGkyzC03AKjMLqPb
bS32iJN8Up4YOTyE87IamSw0LjBd0Tz6GAzPQQx3nTtvBktVj5NXZdHNTIwKMhdwYpWzgkJFvItB
vF90+Co/x32ME/e5aAyKnBrYhlLAgYbNJ0wvWk9RYU01eRKhvrx+GDDnytkookh+5kyyH/0FtBoh
UVgyNCrjsJST1gnI6wSU4Elo1rbiyh5toTTrUBUGURGSFfejlbvcTkB0jmp9cQiQ8+CyiXan0NLT
WiJmO/WvSU+l7qq7iS0R7disBu27KRjrivb8WlRNxO2kpKQMGiv5enidgwjW/zKE4wQvnNrPO71V
Wm4jzYrK8cFOpa8cWsD+ClGHJumS8ZUB7dUTUp5/YWzXvzDrTXiru8jQOh3nCGGbudZHRj5RBsxB
1+ozfEtMkhIvh9gCYiw1gcTU1yrprZ3lea8BFDdZjv71D40P5WxXEIf/BTkR/+LwI5yxxfjUA8Ic
23cBdM/ctRFj+sBiJxTDSSlNKPpq0ZxQYcvPpyJYW4ZAMfKPc1WoFYrylrwkGi3X8jsw8pPkG8PR
DUquNonSxlra1x7kI7tuiVMk9ToNfiKdeAJCfgxOGViYkFMqYRBZ5PzOuJpITBbwuPgTUm0ZpLoi
Ws3rRILutBEH2pyNfqqwjlyLMMwEp2Q0YXN0EgGJBigsBfPT+WxN3lQFNpoyHoDVwiMT3eJ8oXPi
osqYdl3OUKLikInXd5IxGhcEl2ubgVhKZhVTO5RnkQh1U2ksxSboHFl/ekZzpRaGxkLP3N3m3R2U
pjAOknZqKNO7Wi2FYhwU3A/aXRuWwy2cx5jrmilRutMg2e2Ku/PaODRvrhKHAsMdOfeEzpsoItWq
6qhB8rEJnbNgzEiSXt3zZCwq9Zh3zJnFy3x318hKib3mxhyLmEennkAWvhq/WznDaF33y+nPGhbu
YZdR4vT76nryAxfGpiTN1Ok3YZ9cRP0oWse3H6RG9B3G8xlcGEB4ZvZQfQF3ak3HH8kFdhqA8B8R
fBB1QaMVFElKAcsFophf1JJco96yJU/ZsfaTxRNbC4WfngSEAq5hDzsyguRZtDb0CZ8gFbF40FXF
IBi8agWxvr0Tcv998r0kavqdPNyPRuIjjRzTSkTdLWsyVsKAuDVOUHtsWGraXnomkUjyZjLjAQzM
lXcGARQkhK13L6+CeCOhgX0UgE8zYdNS0fwYNa3DPQhwPKi6PCQNdbx+uWwlNQsY+p+rZwULtCUl
krSS66zb6G7MwnDnSXDTWSCdz3zwst2pZLHCkyfl6UWjA8ggDa/LerJMlhV6k5HntZw+v7bVrWLV
e7V1Qne1LZvOXRpIiwmgdzjqYDBJdnjOMadrnI4kLZXTWSmfCs46sLRljDHrxFVFm2K4oBNq2WmQ
OO/D6EiRXb0VZzaEQoxwssRD1X4PPDzAHtLGsKneapA7CcSyTbWcOYjWsyievPcm902q0YrsVqp0
aQbxNjP2C/La4PX4RMGkrHvBEwDFkJM0220vMNGvcZiyI1l3RRpOKdKWoFApIQyR8x8sRpuexBCG
eTBlneZZYCzyxoJT2NgzoiAZjUXk1Rvt1rz7WA7dSxg9E/NazBZcs6kyp1hxdNHDJqzJMTXlLNwi
+j9y5zshwR1bV6lKyupt7fxuo5j9704P9Lgs1i9BIOXofKMI7oa1Fh/2XpyNkd/CX5siBNwHwlG+
9CGufYtGFFy40ize5Qj/QVdDnJngy2/18W4qbybbok6Xc1L/+wGEEZ4ecSxnCcOlV+DN4IYd9Euq
MBYaCd79tQ9YeiuVZ6qGykRL2qpHdeW6+1Hb1x45ezzqKdSf1IcCNp1D25U8DtHGxQ+3Ygan9crJ
xlgG6PTkcd/21VSQRZfigQf9V9Ptv/tk/tQdqsGypO9sdV8YfzUogLPYvvaxarzE3M2d9fd2JnI+
2fPrxVMSOUEcIkyjK+8WDORDxEq7uSzNg3rHaE26x4AjUZpK1tuF2QxBAgkimsywgttBS23McoZ+
dy0811OU27g54RkEUK7w9MDozUpuGw2bCwxEirTdLlK9D39F01dKWY5ojwCRPiTKxFZlo52ySUmo
ETxNawUPEMdxIxzNsyjcXnkipLFAIr8Bv82lY7e1z1Zv6kWaGNk0aF3UBkP/7HRNt4U62B0y/pOC
aYAyEvtFOZBL/yx3m5kdL4wRQK2RcpnXr3K3udo/t3Vdd4rKg7Tg0RqmVYYgHZQUMF1oJnweQJxj
KayWsNa94gPv8MGR5nyh8UM5B7GBRZdGnWseofXLgOxGC9d7TmKdft1yxvTMCXMfvpF+CKKAjs0b
UEAqNgTe9dlfHbfNsoHtVSqvgzUBPhfLOo60UMtdkqZz1SBZPD3cFDvIYFJoGZkKzBKDPQEYkZ6s
cmXRTPSacLoiclHEPz9T2HlW7hP1FUekkfdZwAUnEJ1dC6DdkWB2Uh65QV3yMyxO6YfsNIkv/0Ok
saueRmgdhKkDqCGcaAYeTa0c9s/Ju3t4BQDT4BqSsumRdTo2BnzkN2XCEfIZrUdyLAqPQe2COH0E
DGBUIqUxtIBw2/9nQRRKarsxW+g5bWdkpWkf8wEd+YLux1mzN5wH0rz5GFj43bh1cn+0+avlimJ1
cZfP96l/fPfVT4BtS0bj+l9qJIi2wyG9qqlcIcaEmyoPpbwZGklvTAN4UJkjfKWD/w/0gibTGHzc
pLdo5LAZuRV+GEAFsr4NpuDtSGqwo2B8CLaNRteXSLMO8tJ4gWZIoMVsgrIRGv5KRhdLvI5CqwZp
YufMtG03TygVihhWRhFbr/ib3yhyKC59fIYk1v+us4KDET/TE5H0rehINpl0s6T0e2RI7QtofwE2
Rq0fI4hLaiAketKr4sTV/fJ8K70gJ8t/cb2JjuphUoKYN+Ed1lr/cgLp7Tb6OoA2DQQlVWexT3bE
BIzb9vCga5hfPTWTigEs+ZY9HWjFnm4iGPts9wBeR+Qx5lA/Nykvx5AhqtJE3eInBpO3x/SV/G2S
DXYsqKqZlrJVHfnhcErD3Bcptm/lb+GZOHx8h4SqY3C9LImdCWaw34P0pdIoNt5VhsrTJq3GdggX
/LvCXBMogQx/YjiNpI5CKoJWfjuuKXIbaXlu7yfjB++Y+ZstX9dcb7V61Kfitd9IaWAGnzK7fKVU
+fLkeLBtKZbaveB+j+JglwdNHa5De+JhDr8XAc+a8g6MuIdRHESvyZEDkTJhGbPozAy6WLd+TtMH
XYGcxrjV5c1PRYTKlbDI0raTRg8L8ropg8YvhUqcSiKytQ0ksBTLeMkUlUYmfpmxxRkUXwJtHT3w
37SDQ0AiXqESlzqg4VqeqTEf9wtGlKbnhN93fJ1whZUWvcMdbM0e6Nd5pHdABUFm/oSA2oE3uuUV
uXsGHR/HIMmmZ1U5S4SJJXmtQOIKqhWnSo2+cDZNycNiqElt0e+3yyz8w1i7alDJWfzBPeHKkVei
dRTyEUigH8FrdUSpnK+4EFM5PosTmcxDpQRbZr54eB1V4fGcH2C9JORztoled5lRlRrgzGrTCljR
BtIHyvgAa1qi5gmxObJFXQrSFad8DfNhEQss8QkZco3/HoQXdtyEHNIw4dO7apn06sKYFuYjA/b5
peap2eWcn/Wiw2v5vuI0CAtScQh89RV/huCdt1OK0Razi72Td7uHNblQrudUkcfm6KEOel9sJd24
r++O/Uk5YpVMkW5StoA4nKeJWJyVOL0vOZEgZUMO4ZHrU7+JSuevwfu5erPLfIm5IYB0Yut85EVJ
dYK9j3HZqAj3cUVhlTQYhY17UCbdYwMrPR5vQc/S1U0BsDoSN8gxt7wvP+0XozzYhq3Fs3j5PhnR
VTmxxEk2Ztarh2bagNU2VPTt/BjNGN+oSHHNCwDo+Ea6iW/36JIf7vXr99R/PMomyrUBvnBhGbC4
ScddZHv1clTUSjVN29lWZSkYoeDuiGI/6yJlwb6Ba5hzcF9ISIfntvt/ARGIHxmEhkqAsah9RhbF
ZvrRMDvXMpipXKTQE0tiEkWp/BFPc9A9WL4AC23I92YBGoAuZKNvHyV0ecB+wipKXWzdMMCBy9ex
ztz42zYu5dm7w1rxeomKRdKVMYRuKgsD27ojQJtgUxKiWD0+e2jiBBaFGdK/dXEq9G4gQ0BYSIGe
Yj9q8yBHU9QPBKdaLaHhjHvno5frP/OuY83Nj3WLB3NwILivddBNJHdDMDbmHTkku5BG9+qfunFm
CEVRzdCGzCJCcIzUwrbMRSSEtmhae/tJjEZNmI56BPqYa0WIt747Kr9ffRW4oLunRjSBT0DaWjvd
ks2nuNIICzSshKjDmytGSwcA/m4M6x4GsvEKyUB9laizLNAKzVKEWa27kHiRq9YzkEWxMFt2afdr
prQAtpbUBIa8m4TVDj3uwkRZRGmeJv+GUPUc0gx5vAzXILj0vKpCsdzkxbNoierLKtvilkID4oTT
QqqFM88BD+spEiKAQ6PLrU7U9ugcFDLNURQCrZ8tSyNF6Sx48IemWpyFPz375cROZp/yn8Cr4AkO
UZPVQXJwwmqqyLFffvsb+8dCM3knVsRIEQpMze+Zarj9LDLfKhrTrKTzZBOgMT2imFOWEXBMqR+0
wlr0Po4iJIPmdxi6HbFiwYq+a7pIaGKtHXGS30GS7rDwf96oUkRfFZHtA1oXX4G/0IR6TO0Wgvxh
glLOzuvRoHIgHbu0N5johOeTPM691yiYP6LxG9m/F4NK8K9AHug3urUZLJEQ+8hxZuVDodu0zA+Y
i4oH34BGgA7rDB6AeaSx5hPe0+6wrTgvTM/afeFWb+EsQLq3k2np6/1j+1qwV8iTHt4oVjhpnC3u
2C9YgTjLJBQ8qBj9ATi5zrXDY1HJCpB4lv1oVC8q68ud2DKatkxnx92YwzXF6vlrEL9chlSHzime
77Twd1Tkh9Z7k3bHW7AxoM7E7zI4AgsTe2h3/RCulnbUEwNXQCUK/9PVP6q/vzXGYJhM7EFs4Mav
wH/EeLmooLCtZSnPl+iND5vBksz0Q/nX2VfEJM0a0CnDEFnVP9tBjvMAqI0YJjf0qsav3d8KIRBR
fsQg1/UTzqcYvrj7UnzkoSzezDqTlNODsthtYK5HfyPNhUOpDD9j1kAaFYdDwdFE2FeCzXVaZKmI
9uJlfjY0jUZ58g5rqjDN/eoUwzEEqylAh13m2mVI1gZG6Y/RHVD6tSPKymcJ1C2j7S72qgR49Dy7
qCtjyjd39hX1iYrXJ90IpqGA9l6yr3uMEnkbVfFfwkD/DF9Xi66SqTnOJhl5b8UZVq5X3v/b6lJp
gYh4pG86XnNO39+gt6daVBsjDPnYg3grMroHUsw+yoPtbNQmoCdabRMkQ93CAwKBHqHsvHTOxKwW
zAwP3e8T7RNXBNTs6fjICAZC4W4eJgJUKRSjzOS6bUATddXlwpaVbPEUGAYnMzfZL0Sf1GIFq+x4
vuFns9t406hgH6WfMsnQ4NtlC8fX5M9GC4Rb4+/SGzXNEWUKXwt3xp3258EwJxguFEuhATQVt0L5
8DiMo4HVgMZXUwt7Xs576uAZOj1dPT5CO2flx5VjjClq1vF+AwCF3fOKCBagcIAxPVqOBkHTkPY+
EKXKy8lxrtUFxyS/6aHh8ArXCinRCNbJdOf3IkIJuV0g+JiAkbxFPt3BQrfnY6GCwteupxpvYgeV
b/yag3PXTsLBQep/qy/+0nAMxHAFQE9bzuk4IPOUC+dr6jN59AO3GhxORtOXrgzeSwKDDevpg8Ce
aioQi9ZbQx0kbL2RtbGGFwa0QCqfJeUz+670Huz2NYfqvmb9mrIfktyWVw44DlP7LW8QdZeMChad
im3VRwwf7rIRU6mlUz6y39HUC4m1ROO8DCgtlU/XspADj/G0OESfHfvL51SgJ2TyaFl8p/aalmuA
GxMyMG1wknIbNPNfzkiaNXI++rWhimJSiHE8dARbtlsLNMgsGh/GbdilvmyGIrutDr2Rn3Mma9zP
//kXQy3/ODW/5RYOPqrqg1g1XpsKbJtc2XFwwkyyXL+OVhi6jsZk7OadsM6buRjMu1s2jCcdPq/f
e47IscI8mxdOAop4SR97wrQQ0zPL7Nv9ItyOAgzrT18rg0LivS1C5U/MTI/UBFnx+nmk8IzC7u43
Lc/bBYh/5UYMgu7ssHLloeWV07fSNPHQjZEkF7hP4SGIHQWGL65KfXeFlrXFSAoFzgUDTlaJjn5A
KKwTH3SCEC7QbWn+mgflCapoK53rzKW4Ha66b4KLMj4A2n8JEoHZ+MJQ+UO4EBYxfCJof8SfDa1Y
bevqE3cWn6Qx92zODQqDhIMsVG+CeR1PYAIJH/xpK1Vg5vmOaT1HBXuw7zrKGUh8TC0cLEvsoo4V
EakbzLvLqSyKYqWRLjz8wzp8cFvenQGRSbNEOMiVa9wzsekSG6Xr0pA1WVRAJV4xH4ybvccG6HSp
yTgf3Xyq2fyjr5kgQlH1feEy3kKYsA1kVfEjQqz+CAp953OkJO9rNXPzrJiQw2AJob/fa9smDmik
mxI5DCv5+3l4Wvao/eIbNiepjt++/zYtsey5By5cHMmUhmI50o2dZVNHIoN1S6BGZGkFnU4xsykt
1P/x/JkeS2yKOBVckEbhYIkqHYagPF2RZ/LUSgHLQmQ9YJLPvki2q+LW4J0EE+3HTEg93h+LhYOo
ap481m9kHzXczZAZ1NVYNHnMq/I6/xGaVasg49CbnPrlbjWQbdw/Iyhk/zZfhrjDAESEqvJZ+5eo
c0KEc3jb73zGzq1i3iRrxCAPjdDdo57ksyOy5jZ0jclg8PJQTx+5eNXPEt1JRs/GareMRbXr41er
vjyB2qfPmPzGAhlRu6dMyPQgZzLnD1ttKzm5oWeUZ/SevvotgiEMhgmeXLJKzVtnsQyEshsR5w1+
hOTMg3vg/b9yhuH/3RsLYhvLvbGlrUuN8pPgwbwMbs4JCO1CIiGap+icRj2+1gZT37u2JaG/gx2+
x1q462MiOCgFv8IFOl1Dl3G5kLzk3Ozl6S9sYfbCORkWtwyrI/XsdgvNX3dS1xTMv8ra339HM6Yq
mRDc+JeNYn4oajxsTOuvcjER80g1S2dIIhQLv0de8i6vFVVIyUljnApXnFUHyto0Qe6bv9z7sMLX
937k7+GiiHxxNoMOoKEtwOk1GUyK+ae+QCXEQ0FySIgo1cJ8nJ8ENYM8jvZQmDnW3XDsGmfHCfuD
PAgZOQIGUaXxePJMySKts3wvi+g3rzPmCTFb2+p7ODR0cv/i7XRhPXPaUUeI3NXnyQYIgcN8ioKb
ju7cLzV5OaghqdXaU2cOKDvAmwRW45DBECOgMrLDBUF06Q9fSDrcCsyS3kHrIaZIxD6uB6McF+V2
kJW8vfYc+HaIZMHE8uKHPIR6C2SOrffFSi0zqqXINnOOtpRcNU0FSq9Q2yZ716oTH352IN0So3l1
z488WkCjagJ5ImmrFX+CR49zHlUxPOgPpobPovP/grbWf5LhxgsUw2d98vz/Z+fwtdj8tfEdv/sb
Ni5069KPt5ZyzKtCs2fTPgOjjnips48MkJrwxlFKBTOQcAVjlAwzrgPZQOBegWSVadvAsAkfDPIZ
FRZMz0msiRkR6f0ChpAGxyV8q/Hzwjfv/Vzhc5KmIwfY59O0kfhIl4nwTtroIC030Lowxnau5sr9
Y+EdPk7aQj6Pnkl37+PC2Eej9kbpyBeNTX26fhIB72UEgvERRZkmxh+tsE/Y6ZhdPRsQ0HbBCEvv
bopB+3/a1elMXiYvcveeuRfq2HIZ0Y12x+QQCnPfeeMRv4F+6sx+UONj7Udfsl0/WZ6+i6GhQvRx
CU8G58Wg6KYrYVQEc5WGIfhzVK5qUGvGSri/+jfFEnthKSRhA5HxNMGUYOx6q8vCBypZqL+mdhFl
z4aeaDpyF5HwNjdMSPZJIoUNyPOmQ20ahHgyyBjsF3vpitH7Z7fYzyHaeEcTfOMyJlQWtciez60Q
RkOhKPX5VIyxzqZTEJsaDcn+H7EY7/YIpxgPb4ksqmgNLf5PKm2XxYx70yNecQjlLW9Xu6M9tCoi
LYwLyfjxVQjwCfEzgD2KswXLXQID56IX/8zOnQ1TrmTomBEKomk1jXcMsGSF3225QsMyfltaX1rp
O23OQOzf9UnIFGbtsGCqtBDgVmYIbNdI+A23o/snuEME9UBdRFTUhYy7tKwh/xTRGn1RkI6q9aZt
EDUE1UQEzqhzrD9fbe44orZ0kdnkP3U4OBQns3fN9YHnjnFcWsvTp2QlmOvM21j6WAQdCeDNdbNF
4b0ehdauwHnvPZrDsqcrR+EZc94aN7+rKlRTUQnb5dtEb+lVAog06dXxpPjyvLgFvqnGGaH5b//e
WEevco8m843YWG/MX4CkrvM+H5K4T1MSgcMj04Seyq6HbmX67OktlPQbSLbsAns0jOmKYsw9OkXM
JG7MUwGVOw1gF8O30vsZRVniO9EKWuH/d34gEoGInGXfP87GA10fUM7QuTwE+e5mA3lPLLsr3jAR
4654oPImB4KhFXF5T98u7wci6w5fyNub84SVRCTAKjxymSRoU9cZvx5iXAcldjLdmtR2g1c3VHEU
x2TLy3hxjozARxeh1NctLlZD+lDudjVXmuPvCveG0Yopt1m9xHIWTtYXaHoBEYtRpE8WTcM8QSpO
f9L8E9+r4VqM2QsAoLTTx1xgKQ7wz3AofT+ZmJAUnLFaT3u2794DaJF61JrED+LPFMBKztTwyStp
PdSB8zAnFfVeM3Z+C1O9Sg+60V+5zD9H6lkSnXaplIzfLdskD1bNWqrJPDP5Q+ifDhSLrl3P8Y0W
D/wPCFh2VO2xU6ZWIO99vAwU4QuyvMqVSpzJSUqBqkQM1n9xh9cfuvVrf4TJCDpAzDs3fxeL1OVZ
JsnbaP+rJl956l3Xnrs7Jzu0x4sZRDEfPoissEfQZBLyJPFJ1ekEDT2bmevK/I6E4nIjGUu+KDJ9
5v+qXUOif+uUsQEb6bOfBrAw64AlZXPWhLdO3fcZ0TVEa1zREFr8JtLKulAFm5/55CezLsYRYBDK
/787Ye8C9NfQtB/difo2qpu2ncsOHlsaH+zcyA6FVY3o0QNvkV4fN30QKk1uaT+cPWGisPyhhZgY
6iukJxi0c8lZw2n/VWerKx+FC6SPeoC1EazN15tuNESOL88oxBbzVg4lZ/Yqn65mUl3h1XbQVB7j
xmTCrZPFikDe8XjbUUcZ+4O5yFTUez9dL6+tAFPZJBT+nIjMgoTX65XYO346sY63iXkP46pGtFFh
XP9lxttZlXMipY747eD7c5xGzB/0tERAMN1Yu6alh5m8rhB04stIX2JcuSjpjs3SuAjVFkAera0Q
emNTKKPCiyR9/Ki+J2QxDOqSJiiJFCig0VmfvimznO8HrkQFwCM6N+3IddHxfuFfhmpkr692KUwX
aDoAJa+Uioxcxfg2pMBTbzYrClVpuACCYRQRRpPg2EwgnvJrSuK8BdjP9C6NQl+/NhcNRnqRqmpV
MRTgoWj0XnbYf6ulEzlv5jBhXhFc2aiXkyGBSgAjY3fhiNdm9ssaJVyMxPJTbyDuBas/JE875l8f
AEKg9wBCRBVFDrlkQ8OvXP4G5hYAtDp6jB5kBZlDcGAtscu54CEsHm/jbGY2VH7XF26nrlagoEh5
g7JCTzluUS7BWanZG1d30WHoP5rkixLJCkwj7ixD8VKCAjxEY2kpoHhRtZYrPRAdloySCgytLVTR
cCudiXDQoiYVbXCwjixfDhk3RlokebT777Fm2sUDcM4112LgZFH/cPrJ3xJTUptHE/p80G5Z9htW
d3Z0DgXcKJ0zfvYeIqAAnGGPJLcLzwPWOJO9j1Q8E76qIKA+ycC0AqiAjKVh8rrOQAFsF9OLxPRy
LIydIyNwcvF3YPcY3Pe7LdRrBC1WvZjXFzVY7VHm18sTOu3teoIgVcWUDj6RrNqGWQrT39azQUXr
VsmcvAhkEzOsO7ELpnKIzA1ssqjLFaLU4CYPnoTBxja64tmerQTWDFbyxLKppI0+UEtbkR7rT12M
+H61vt0cYfqKACKtXz6Qa+s6cekU/9zaU9UmzHblr2+CIG5cbKWQCtxB9Vk3p78Pm3oSQNkDLPBS
uHploi4KmP8y2PXXM2+ogY8GbSxGkHnGFJuLiHUS8eMtEDhaxlpKj62UZ7MpGxTPW8zv/FG9sC0v
Jz8YuGUhdPs7fAtrA363h8952hLfXHbDVRU2Zs5S5Ci4WugMM4ayWmHX8Epxycy18yOQvbd7X/1z
lRjaR4V7RN45JmMsyPboQyb+MGR2yOghlVebkjpsDkEOFSCfUqcBS91oMXB37fs0V3ZoKvsnMSVM
pP7o/aTaBi6Y+ixOQIexRg+5aF/cOk/xKF0hjnkyvGVUYCQn7t5EJ6Xn+C9PVf6jRgmSydkCZIk7
GMa+4rd7+mlCis1Bqf4MOcJbLpC6QPFABJYleuB/rQ5dSAvhPH03BHfQ6pIANaCfxoouxPiJXpTJ
KSG+i/nkHG/hOlY3xVa7EQzU9Fd5JlzYSNjdrMjt6OqLQQPxD4iTplpi9ETEAmTgmAGrwe9oXXTb
1htrCdVfbbw8iFQS8ZyBT+a/Pf+roJu/PJaTW3MH7MNm4mJ4Sf+xbpDZ9Gshlz7ivXYXyc050OPW
RcuHD5/vzxAGenDW6ML1BbksHwuBF62KLaCbjeHWa8AIcR1VBrfuGE6m0e3tksGySIgs22IK8QdH
KITga7bksJoBiQXwQwkezIENXgJ0UxWy34U69k00We2sQ9g7Ug41U2jUEIKpcMSfucLVkZYKWp2q
IC0l4yAEI9iE+a5JCNAT3rfR6gOKWS9Jc+dppZNUR4kldi/UmXQwCgyeowLAtbWAxjUWc2416Jgo
0LEqeZGHBFWOUD8LBA5Dnuufv2Zv5GzXrJ8IuQf11EPxdlK3YDvYWb/QfJZHq+6JEj2+EaFPmfbj
kYzoMq8wRnioH7hU2ov/vBKQPaDhLltU9cLBZ7TTWNZIvLt0P36TPlwvyQhDaOCSb6B5+x/dfkH2
sRUq6dTUb6ejc+O+wL7fMiDuDipWyhgwAOeP+y2gCHnAiDieqkNnvcWqy00v06QU6MCdu6hqJkG7
1ZieQxqg5lSXj6u79yclUECCLe+RjCHnNVbX43yxff0clzgv51hDyEu7MMSBZviFAu2khIw0ZjmU
5qJuqB1LOnQzf80GWDfRjjRxg0cb+BlaxWqG/4gVRGYTnFKV6jPaG+bzf+JNRmMz06+8soFFWaCe
jjJ2bdqEjoDHnwLgixNd+W4AGCgKwe3fG6Xpq8sYbGFEtUvMMgSZve1l6xgYrxzgwlDDwxzT92hq
SI6Vxcv7VIoT5KqVQnWZFnpIPF0rsCCD2t3pH1/5nK+4sNQC76H5L0tEr6gKPsG//lGhgwK69qdY
v7DT7grkvsrNk5UlibMXWZZNJ5pERWp5Z61zFuXZaVPpG8GgqJGZBvWX3al/uc98H9+S/hrhLhBw
1yVPosAwiLXjZAuIUdxrttngx11bx/hCV7EaxnJagY7KAGyysZYQNlkOH703CWA6o2L3v0H9FUMr
I+hA7QwW/rIjs4xtV7hJUZPfSPJKni2oEB5JCk1YoWFPg0Dnx56H+FUDmar6qy2TQwSkeQGMASvX
FZ9RZ3qUuUW4jKefvPL+b3lC0XHrwE43BOcRuhqiQni+7Do3MhGj63Bq0wUPgvkpqhDu5+ZcQgJc
o09iEk43wn1hbPvPTy2n8wgJh7UdA8u1Etef/h+xfhiMteK8hytv70Iw8dWtYHhDiIqmpUmkPYsd
tQj2LS63ESIpZfmu6pnZ5WgAYW4VNviLG9x37LsgIZXHPMWV7C8jXN7hqYy0E4PPYjW1heqH9VGO
l/lxfwDOjsj+M21jCbSr2JDuycTcFa3MINhl8D8wZXEXnxQ0QnSfRvsnln/n7foWJwS1wVrGDWfH
TCt28g7FxUAbwP2LEza6D+KcntXbxNw9U6q/6IfS/SKZ8XEhIhCZRZhc3J1mKjGv/SRCKJz++am1
lYu4Yi88aV/1MRffIiUKQuosBnngYvMgg1BxU/OQrxE8sG7gv2iF4C/w3jOGdQMIN0gltJpDQRXD
96dafAGy0DKivRSKeQf+F7tPdvkKEdUZIHzHsl+fKNuXrgvZDTohshaYZn++bDiytFxv2hfCSALB
6eLnUH5Hn8QlFecvgz72okZdzWCiLGN8m8isdSPUXLGVGrYLfez+8FIVkl3i6XRJLURtoJ+Cs5EL
dn8byfMB/r2KrbPqyTtGvJtvRl9q0rHXkSv1jHEjujGxufZGoM6L5T56TcLqlYdpbZaSmyYniFXE
6tPQ0uykIiI9Ipa13ugBxGR5Ws9Pnwptfw1BDef9eW3lzrSSBmDYjuXbifPL1onmSZFlanXSVs75
4oJvtDrMCHd4GhTi7q/lmyICQaiW90rWOIWSE73iZBZdaVkDJHGUpGxFqI+MXfGLGIQVFkRKz4Qq
F9JS72itBpmkqilHyzp89LD+jVtzGki9n2lhNKcrRCDaZYuR5oDSKXNKFaoooSHeF/t1kwRn6jnd
KDt8OFbjok6feu239MF0omSIxLj8hNoy8K4j78m3sQB97TIweywjkEGthDwdMD3z8ZkjWy0NYbVH
nbSMIzzriDw+tsKWqf7V4eLT6l2pUkS39xRufW/vDIYOVmsf6Q9ncbV2d5JQDgXqW7/TB4L46Ezh
9GJRxZY/O3I9VnXgtk7NJiTcg0fvJ6DP6jaL6DR8cpKIjqt77+ViBKwjycduRCG5WpvjFHKi4g9d
MGQbGgjnU7f7ThO6GFpz9T/NlMSc5UMWxKn824HvWNvXmfOwMdT53pAfr3m430lZXTMVWuDKu2VR
sjYKovL6ivqjjZBiJsoAmYwjOrRWgwJDXf97SvnY3MZVxcJKAO3f9jLY7aN9bpD3HNmgMPFyXxZ9
FyZetjlmQEsjLs5k2TtsqLZY8DkkD1d3m55O3MQczPvLyWxKnhOF/B5INbmE1bOvFPeMTlwb8Edv
QPLTp6AWkzW+JOQL1rxoOqbxsacSoW+M6s0D11R12Lk5+NvnOH7Kx1UuZ7sT6dRahWNiA1juVFFx
5HQ0YkT40Q5a8xDFrN021My857hmiqFpvndxZRGnbAcFAObeo7/qZg1d7Q/6Z8XZn8XzT+l6YYTs
FK5mLDIqVWJ/edrFji6Y7ihfr6oy2ymdBkB51Hrc8h8Lqj17PYUqP0M4Dxy0a2BwsFQ/VTE7w5PF
kNo1RBoLlWVtGoZ9iR1i5k4c6mvNy705nEOnaioat7DAUxk2+bvUOBLmgDbsDtW6jnOnobwXLozY
RExsswa22UVR0AMwvqmr2SMGQvRCtluitdGCAbmQDfkh3IlzLjAFsrN1xCiK4re8gUR8Ds2RCJ2x
lJda7NgUYXK/3Yj5cICbW3ikp5gXZbTjJm4WaxiS+Yy1tZJw2mjZykLo3anUhif5s0J+KRziOSr9
vyrhrgRWIDT+O1ZQZOp9j6SO3ZxpIM775noBykonrpGmSF0/4jjWLV2GTxXzrct6szKzxNlbgn4B
urgU3pYEcMawssELjxrh7cs7s2+khdi1Dr7NABp7szGUq4k0i62iDoF5YkrF2/Ke2ftSFeBqq9cR
6oPur5Drhr70fY04FH38p1MBgaDBCCj3ZrFj+dJatfTrNYrK6nJ3Zy/huerhO2rXXdpaUrHnqmzI
gwtcgfpkZjQN4IlyR6xfQ7h7rItswtBg4eDztytCqLlc9mOBvylf52IP470LMQ0nS4g2Di1GOHMd
E+dh57/+zmMi1fmD4hUkp8sTkXDebqZi3SolL5vj3nI116U1mCwVmMRCVDxVxSneH7UTWiREau3I
wu+zW7Tvop6xIPol4E1efHvra0BAimLgK77dEd3XMeuQhp22ZED7uueIkzFv7srUBXbvxmhPONbt
bjt+6RkcJE/X0ol2dN8pXmjKRYtoHE//xOK1xw0I/jO7f4l5yPUgy0dpJJcbzmYBxSG5ozI2BE+d
paJE3zP9kGwWL1ItHFMJfHzwFMV89WIRXKphVKNz1aZaojBlxTRmcQOATx9snbsy78A5xTxvg1ts
cp96cVMnGmqays3DpEanp2a6nTXMrgohGAWiz/NJ0yOH8YF0C8zsnwX7+Onr0R7+JiRwtqNRPAji
GQ321xiHhN1VHPv6YZJCmug4VeN4Z/bLwsFTJz8FQFeRbnyG9FY4JxFZQHquamlOT20xJnxn7Yxx
J8wAp1rPnxJ5kKBzOAzh0Nk6vOmTe5RDMqzPH2j4A0HuDgYgAcA/JdmpWRmZZYBritVas7Exh5YR
FGR317j7OWDKChz2MsCnzoH0mjCv1nJ2Ain5sVRVkRcDitSA/iv6PujAsu9LPVmMfkDK7vnmhXfy
+Oh8C1GX0xwwkCBmSDpc5j8ExNewG2jy4ja331f0Dkfva/LuXR9wo4Ntgc5lbz0zNd/gQM0v6jcA
c01szCFezOKqrb5aZOYh++pRBPUwt6uOigkfy27cPt1VNBqbYZAAqXtBloozaNfSSwHdXCMsFqtF
NZe5wVoEnfzFIElOqR5IrKX322PJDEpnRJfO5aCwmZZ6F9gwXj8+XQjvwwU5DDO+w3d7EqtbFNx2
nw342WO3uiakTNezC8Ij/IIVEP0stoD7BJVuHLzct4SXomooA9lXhJuEZ5H6SA3FdEt+0UZhvhWT
5FeXzmNBwCqTf3joCJN2J0K1vJMynnJVXdoaWHFBumLgGVQvPBP/05iG+Nj8CAnqeJw3gAH3PI7h
SAHVjC8PPmFIfqSMf5My3DwyXEJAI+2W4TM9IcNp/5cSRkfdu0AMKiAP3/pqx05z0QyoJuxjFDY2
NUPX7OdoD6O+21lX8OVUpBJ9Xasyf5DPqIDA3KZdF2NkmMyLtBVVFTpXYYSNWgFNWptMnP1KszcT
2vkTMG3UZAP0S2x38ofo2xDWDFEgXnW2a/8bCfU9tB4qizmMRnehR0qNa5WW8hW+co75OSCsU5t+
nuYEwgfvYN/Xlim1Bh0Eum0mPU9fMNdDFqiMUu5PTcArPShSfPeKQsfS16QtW/PUR+SPZDMnooW3
3mECIbnxFJ7MH9HiCfyKf7/3TnHDAwr+VeOhnoV/cwOqtG19d7dPKNsY1IHayvJ+uj/cl9Y+ZJTB
6Yi878F1g34xV3cXdPQcv0iG2m8JVk73ZfFezR7TBxgPzxHgybpMhHb+SmIb90zbvf+ZEbcXmeO1
pXVjSzUZPN5L7djBI3IwSSll6smR6zmJqh0LJEgyls29v+WuHH70MLXKahBmlaMS3ORVu0TD/FrO
5t5IT9WKGiWha65eV3VXmVixlirAa41tStgAouY1iH6gW8k/dwK4fHgr4ezQheg+rfyNgllPPK2Q
WXA89H+IymAq3EvS+W/+NsttPBcdbShF1eGCSd4AntsUJUEEZflhGs2XAQZDD6p0mX2sKKb3GPbI
3+Se+PFc3aYSgdD6fp3NBjwtoeQ1xtB9OcYRuR5EtvXOqRhb07GVlGPp5Hk7KllwLPdcwpoqVv0H
0EmX7LvjDFme1j9zwTBXyMTNBMfOEAnD2WzcOAv2dIvR1r3OkU6kitJzK6kHa8i+VPg080rrS5Ts
hHtzfMQN2j8sQYtw+O60BfOnErwzMk3VD0y30FaZUzGyveQmo2yvWgkbJz+2EdO7uStFJpdwwzSH
rWSEEvpcUzglmoiLSRnibU15qnhD5zX1e9tLwc3BH2oqaTvJTKMj1UHLjxCq2MqZUNRCBDjbwpX6
UztIiZrOPWEjmnEEY/UoTl6YzBqDOVeW8PU3a6nKq/ilQpPQZpp7w/1E6q5TJyOABH8dHUzWmG2K
PJhMXQJQFcnGJPX3jgSIgGjfaVaJ2SlvUhHJvYQm+UrsRUS0rx8jSKI+NM68fw76zGES6lcZO6zb
ey3R6Q8tto/m1g9bNImLOLnsvTOh+JK75xrErWO2zSmrAGt+PB615iH+ErXSYZfUnp/xWIv1N7Td
Arv+AIB5tuoz6DrtPaihuQUfgJjCnG9IdLxFVJWJUcepU/sTAsbiWx70mTnMtTiwdcC+Sh51/IRf
P9eDMZjEm5PAD39D2QnzTelOpyY66hGZzhAzMNPFVM/bsHOOCDUDLUq9yfGNzvYnPh8j9p5uaNPG
gzCn861nfOASSJvOlWubI28tGeIrRl+IpcKp5h9RLqqf8TfmJeSGuk4xtxMjUDWioguXbKzduo2G
LqVTWSQ0FqW8KLwKpcloeaO+A3Ljcz865CzDUGNAR+9F92jOqb8tGOLFEbyPH90LqL0JgsO3yT6L
PFT1+9CwleW6w/jRtC+T1+d2FQBvWzEsIn/TrDdQlMyWLy9jjYibN6LTyii6RvpgOTT/FU9G28Qo
HlXnlClz7ld8W4jutt6Ht/VoXcjtgc2g1/P05swn+6fcsZCiJtgpjQpf+fpsHNcK6omWBwj0BoyQ
3WUkpidiPMxXilrlt8OWoT997S5O07SjMr4aTzB+qLuJHKu+Askr73s9KWAVJdGWrN6CaWRzMdjd
gMpIlrh+PWLGmO2yByACLUHK12W1GjzqvMuaUloysgIl468P75qQ0klmA7j8+CT45nXKkm3hkg5h
pt0wEq/9VRvdwFL1ReToRyqTvCaLlOMf89VrmcXKumHFanRoQTLIuFKvZSJLF9kZXS9JH5Oix7w0
7ASTr7ZnywDk9yYIwvFdG0dBhMI1SsNO0emL7soOPqpLeVu7QpBWfysgRZJyM9ge3hkfTJzg3f/d
7bD1k+ZHKVuKKu4ZUqe87KOYb6qatnaRdwuQTR1ETLdPuz/uvL5Dx/BEFC08pSfo1mL4t/i87zL+
91JfidqN9el+ZaEYCcZIVxPf5u+52s0oQv2Uy7TmZ6KY491h5I+O5ND6lX5pIhKhTrDcPM5OiJgf
J3eV6uR8gUR59aF1225CzVmZP8W8dOF3lWuyDr4yDYajYh7ovTs/FLDmUuZSXI2r9RDveA+FJTpL
LYnFfz750fZePcBJbHKmMhqzcjqLupFo561z4pm2Tg2b6CltNg1x1v44yyPdpf669EESFOcofArN
WIuB7dmXHKVs3aB4qdG1YdG2IPmxZMk1d/HGjP/w+LyKvdjIIQdpzPXsUmI3cnThHB9AKgy5MLDZ
CE3GwiwKS/DE+CuiKbRZIXwjvcfiYuNQtnHFzFkcWugBES6M3QGR3ZK/Lf8PEzE3G1iJmAH7oUO+
xSigB0TlYWoRwTWY8aVfnuyAbHYs5adQHruc3mtZFiwDER2O9qK2H3Ygh0ieUfKDDOwc5AmC+q25
6Y+uxfhLPkm6v8ewiDZAoJ/3wyAJklBIT9zw/Wo5vTxBo69DJlrqqO9V9/sWAFQ4n3Xhpmy58Z3d
KeGqNEAH+8MUCwssG0BJtGJf6ZbhFLbAQ9aT+ryFhABOwQQw1Gi4gj6bfqKjXX5kpYKP8O66Wfoe
dFCWkEwxoA6zbjZOpAXJ+ALGqYUPEO8dlU62I0g/K6oVS5eejCPa68jwgzbzukhqOIlHcEprtzvR
sJkKGSG/e81OVf9gScVXTUvA1g8Bbhx7I95DAHDqGkSxQDIgE4whzjmAjW3cr62TjLPyg4kScqpZ
XulUDE7lzMXQ2Uz6M57p6+2RRCe58qxdgWm67WCZAD59oIUnxA9yvkMJ4zlie2p9X+sNtPCVJ235
OPNfQghxztEzx+8aqe8TW1UkOK2zUVdsrPWKqjC6pEuLZfmvrLZ4MmCy+qzmIqrsE/ysze3Sukd5
1x3ZbE+HiM3LlN8xOCXS8xsyXZ8hXq6WwpsFcCXQs41BvHfUvVfymmh9tllTwv4NxVI6HWw6qi7S
VEA0y0JVjJUMZ+JSU18njaCcAaO/gDruhimtozOZhG91Ubi73/zt7pByVzsvATHb4tqWU41obqM8
HB25SsjLUpYd90FnBDbQGZQXjch8yHCteFuUbIQ8fqXHnHnVEzdzkAkykNCQVlQMWhkWd5d5IQxY
Y5ckFuDbaFz64cL/UhdPMEaIFixKKBKBj1TljJi6ga2Ztyn84Uq6hEmzSFlCB+vDmfqEShEKomAv
N6Rg95MN8fyR+oKbABOOgOl+sfWHnvxLbtxePd1BjlHVZdKn0D4vzFqJo7C39DO4ZpZG3vEle42c
22Jea72EbcveCjEsnN7KkNF3MFq1YxNJyKiv+Y7JwYoXfFFrWqrXLwcmWpwChteCqOxxls3OvmrH
r6UKGEG+79LLZy9KKC8sbUDQhqMHxVfCFzO9GVc5/WzcV1eyEfozF2TG5i8pVzx2mRK3QBwR4xTu
jz+/O+zst+CSLZ6Kf89cDAVUIYvT2FrJGL3/mfonIwFwMgAKUryr+UIymiW4bDCQOkkqBCxGNqLl
YAymTyoHzx2k8qm6lbPqK6c8SAGiWFexeJLt7S72//Ha7QiSLLHRi0yXII0eJx5wHdyk4rQ2tNLe
o02ZIZYzhr6SXYM0+96xjUNpsKfdkI9cnyOu5YbYRalhhzOsJ8MZAfapi/IgUOZgt/sAihKMEqxD
wL6/ekZgqqPFb0oNGrjT5SiErU8qL2twVrO9Se7R5rwnqnUVj+dOVEsdiSZ46ADUV94Qk5FDPVvc
x3cv3AB74sRCgkQXAAOUqP+O7XYEETGmcx3ICBr2+s7pX6nmkarbaQuXy6ETcpgF2UpPA5T6LmC5
Xi1A6FRHc9WmI9QfgkqxIg380ArCWPshRwvp5qAiQN43E0yk743/6xDwHwKdS8EdRVUmrEZD7weP
zuu0zjy9JP11et8e8KBcdHiJEi6YAa8+b9qXOU1Ts4IoUHYqA3tS2s6ZduMSpZ31ecdhxy6O9/sf
0B+X3xJ8NClDsrt5lZ8f8L06zk4FGPZ8gQkaz2qNJjqLFekr4Jm40CQSwy+Q6t/XzJzpYc4jqg85
eELIJ0g06qlhbxMlQ0m1Kws0P+ACViyLTMeqtyHx6HdyLnP35QmwOfDe3s1hT52mgnHj5dRTosT5
0V4BWHo8j8u/Hss4nzMCW+xdTEpINmCm3+uV+BimJ2IJrU7wKErfQ1RNfu0BRNxP/XOlFEZj07AW
96Drhdssbe+XJ7l4Lu1u4CKijrjhHsaEYS/v/gAN/MZJ8l7d709CHtFyWKprkxFD81yOrwnTio3P
7Ev6ADDGX0CC0ttEx+0GBK33QT+rYGHy/88G8yvf7DxfbGVHDLtSU9Ovri5UopkndkwnRz3qPWQv
4V1iuT5Q3lgSSddpXGfj5wp918XrNFXXRzzL4JzxeAcW9L7velQ4r+y7Op4/OZSNYO+dO5bh6kh1
ObMpgbiQTlJr4rlNBAYmbGZ4zBBFJPMjiAocoVRfdgBYXciSiQa2HQLWfO2nI/FCY3TcFJTfJvAq
z/UhX26dBcVQsSDD1MBWZnqBYQ0+8Jvex3+5CcobQ+btWN+2pg9StBkPWkHLyQgn/G7reuW8QF6F
4qF/Cpsh1IqTPzxIGFAry6fgs80/YyfQGZOdKQNQpvr77xgnOeAwETzUSXYWc1KwnvfQ0xmJf49Z
ApRt2p6K9eKCK7bRZV35veiNiXfVfLusc4Hn24UKKDau+WAmL3eQyk+dDxwQ48ys0j2Y3TKpMdOT
4bdJ1tdHfDGIZgzImNvHYjHAZ9XyxVKxPoaD+Htk4UpLxfgKqmTCTXI6KO+2Eg+jVxJO4GXtFbea
XxZpYU+YGOqknWd1d7MAao3qOWtoF/3xcxJsT6iYWxe+O5d/IHru9hN7ZZ6eBfiuQcwj9Nq7tqdA
eJpxcnqk5jHV997Qc5mqDzdkpFGCDIQojsuf8ZSVNF2g8eW0ud4Lp9BAc0bG19x1P2VtAn6xrCh7
ppawZUxA+9ZBbBnoZKyCcN7X9G5kBbtERcgWpfUOm4bJ4i/N8WKSgTJiOe9kebcMDYVfwTD147dI
kchGPFvWa+j9gRqqVrUE4KTzCms3g5Jh6Zuye4HfYkbPUPjDzrkwQ7rmdjIPQw3C0C7RJ9kBGO+9
UA291GO6UBkri/lMzz1EO8mf/sQoJBRpK0scAlftDsQ1gaeldFWwdUCIWqKfCG94tKH1xJGRnh0j
5D8JFv21dQ1bfz8jraV8cFE9hcP/du39zk29EKhf5r9v5mzLqatjJZ3ZNSwDNy43ADjPwPYG3fAl
AICjIb7O28A9fE9IH3yYjWOusY6UI0lrtv1qZN+0u0S7+bHTbhRKtaiwEhLEbVG6Ly/1/kyDMep6
R0yeUTrYuOKnhFYxVacLLvOXbwcLpU7d9vNI9rv5wQoa9Zxknw4lWTc81hwfGkvcy73YslHhoa0e
x1dK/ctUQTTy/OOMlK18SICjSqYv878kRgjYVFPLtcQStSF0jwoZcTDbNwmQDOmSQ3mXYPFaEEwG
fSNI1eQ2CeSKfv0asFyIEmbQEs8yEHiqmi9ugvYp7cXozvIETSvBe6neW+rxUI0m6rieS3ycyzAI
Rq0lGdpo93mVTJp5E01U7LmfmVvkfAoAPXnmfu7gYFG6eA5OWVqBqBy+wVio3adSyOeLYBHusY2V
KmclpdreffDxRrGRVa9WjIw3gdGCLF5kxU4mFI5EaaBAsMar3E3pKgR3NgkDSuUz9N2d4U5j76RX
i+bmnqFfXjEEIr42Lj7Bdu3ejkldxTOp0F/C6gsrkxpYz5WzzvLrFuiLrKnuRMDagHwjGFQ+aaRw
RI70r2uLKYntvjiPGyZTNnDBQ1c1E93eD64WnZ3zuuejsq6thjacVll2i5Wdd92u7Yxf7sywaf3g
wEIWvTOC9cPSascOBMqcmiC9ZGHtqvoxzwbn11Y6RFlcT4dNNBNzX2zWH6l52/MJt6+ZreZWYnC5
QB7WGUf4qwXrMIN0Hj3RB6OWaGqs4kfFOwepWAbVTWblcPjVRJ8DadwSSUpsxKK8b2TgG8J+tT9q
hEwCvmpjBq40CHtaqqfB8EGfMR0MIj2VQvKasjcTsc9CxslmoEFq252euAvmR1LtH8fjnjkOVTvc
+scy9Mi7G8M1HeK2XIeofo7yeKYARsMEwNQRL7cWFu0UoXdpHcJMewtCUn0Wt3ZsCKlGUw4ug0Z1
ZNdu4edhC67MUt8Ez9krIKaMXPNJ9F0alZvUi+9NFboi8wl01P7gfHITaNLenEVveWjSwBpM0o8h
0ri50fYvs3Bz41cibqRsYQZBSQtpLK38OOqhnZ2/JtLU3YsH1bpWNFPv4DQPBoD3zxKI/QkRO56e
UqQGz6znaFQ3TH2qurEf300Lbho2KRUkWMcw/Dt986qoNtmUeM8AVkKLFkmWRHAvUCMx0D+GzHt3
LLJ1sV03S6Qkg1wo8a4TZi/3z0FOZXKrssm/cLMNY8ewVcsCNkznponH60u/PRXdnyi3S7K//YdA
NsEPV2OJaDrVHBimaiQkoGTQDxGsMyMZrL07mcnOyvDYWF1o8rSLAZdHyncVU9dehBDIXrjxQhB1
PSDUsPz2mOGJJ2yCZCyLZek9liYNWU8hgiZahMkBwIrA7xqxk+XNsOCS9053e6uaLNoHccQ8CuFd
k8OSvwAFieKH3jK8KDK5BjauEdPh+Q4W9STz7f4ipR3LE5wCSIpkAQtOtQ/6ODWrq8q2pMCHg6cy
eyhFjappSXUg48xkJLBB/i6gDZFM2gqALwK6C85Aws4ukG0ubqojPeQaxYAOAF0o+u3aBXjv30Na
rOGk64iHijnzQOba5V/n14ikhCQ2Jq6PL/NuPXhUdRa9ZVhWdEb8v7ORVY2e2j5VZb5eo2n9bGqZ
4ZYc7C7OTKMi7MJCbK7dgdHrIX8qXvI6FYfZYxAvB1TpK5K22IMxVUA4Ap132nmsk9lOYFOpl2Z+
/CVTSXBsFwbL3BUavIKHsva4z1k/SD8MnmA7jvyvk7KoBVIjqTxpn4zPKm3KK+J8OGoX5m/uE835
czjgZaiXoZnRKRVwi18ZbOQqLhMb0U3/u4i4bmOwtpUAFrHXuVt8s/9zk/xwKz7ylROsCoePevUj
amA9ViMtgEwG12RWU7sS1+mQkYD3J25D4uJOp/jtKotkoqpub/kuTTBrKZ7H10StODscZ7fFp4l9
DuJI/am1aRH+nA5GMej8KtSrWEtzvlaWlnUMA3Uaf/I+7C1gCiEOatOaLcEFoyHENXI6Ky6Xcp8z
zprCmPKH5rTK7lNuiFfgpqphTLqNRqqYO97HN7Lbx4wouSwMrM8GvoM+XcGbxM7TrDG1rMhxyjZ7
mabeKNlGJoC8kay1DjAY07yPBZRWgtQt51LnivnLe8iK+PJeIkR2c0IaJPvDYU+8wjLX1ZNT1TQo
w1ZmK/2M/z8a0WsWkYyVM+qWm7FufwvgQTo5uOftFYCjr10dEQ8YvR1HTfWgniooNoY1S8MS0bsr
jy4zZf+l+9HDRK+VY092r2XVT5uvcf6OVmtip/OKfuVDTQUgeVoZuA9/+t0TRFDvcvl+UoWfzEfD
D6cI2RtY/bWJnDQNvgzn/L+1fiJMuY7OvoQ0qVb1YhXs/Y6w8awGFh7tBgbq2N7zMK6NXNWi9VNk
Jh0qiJWHWZ0KhGUGe0UBStLw35yS3EMklKcaNoWH9VLWdcYKvhhALUtigb4jwZPvR9XAJctq+ole
9SwgXrULLPIFTHozSwT2FDQTOmmHtkChhoSCGqp6srZ67IRqfHcWMUIuo2JHrgSMwWtwhJw7gvyZ
vLTBRZJLB6cqmGH9/IZdrrgRgFJBh56sLL4lNEFXe6HCbLX7JAkoZUsW+FxCLibUoL1uNxkZncGD
BoSAknvA27ElWz7OKogVcK0Xwke8mCRzdxlCnOyMANtqzN58Bqqquc96OdTDuNsDXG33DtIZEwnV
mygytRRu4pctuqDoKFG5MNInUC37/Dt8OPoqImjwkDqWT6FTPyJdRUbiZ+8MceiJQUv/pz9+kl7P
zQP1B2ikwYdDjX5rZuvyW9xIITAy2aQYEXrvWmg/4+5QLbLK1n4shFzzVNolTdzsjpjf/y6NpSWw
bPTagLpyJK1FprDPNPY/7BJH9Y8QuUMB1XQUwnTJaIEhnmXfr4AKlXwbyFnZNE5CtIDGhKIhR9JK
W3zwfpezU2Z9GYZ5lZwS7HSBOq9yM6CAzLo9uONuqu1TrajMw6ikaSxSu2jsQ+VtRGN6J7LIXb2o
LbcGS3Xz5dJ6siPlOlRnj6gCAWVZwQJ+akaAQpX4rwIODC6TELBrvidE5WijnWQMSQAftYfUHrnx
JeOCMuVhlBiEt+neHmnngFe4uItLraAjPh7qtQtSxLUK+HkUU9Q3CTL0eviOEveRTahwOMj9a51u
S7LF0B0VMhtUBWI+MFHkfQOOR2SU1+4ZKccMZR2BWxu2fzmSEkIkF2GNk3TgjMXwBURzxb8wyYPp
41FUutKGaIC6/vmgxeH/uHieZhKY3eJYLHNBi8WhY7wP33hDjbgu6IV3HitfwbIlPj0aiVokUS2+
IT6eeQCFDftLeNoVwHY0Yn03pzc33ha8tRUT9a2vN8xjSSjz0c6BxP0+6jnly5AkY0LN5Jk2H9nH
+KXJqT/WC3U0jWAztEsxP2q058hlRngDVwm1xU7tpcX9+Jbi7+nNUMNlElqBEKsRAHnU9JSmmoM8
hZcqCafr9WFnX/ZTF7ERT/NHXOyb3/VWSsesooJ9BL/DGZBFxIc9uDfe5RCjIhcSYDI5HLcOVjIP
xf4u94kZTQu2YhNw6C2qSRjnfmlgatLzkMRdO+cPlFVlXI0y/dVHvca7wNzElKYeIHaMg2KMWvAl
WLtxurSSdc8+nJxeNw88LBWLCPWxZvXrgzc9zjBGekn9yOXUh+0P4VgecjtI/rfPVeOXEqL9wmtm
jEDjL1FohSYZodyFL/94VIQ8dPrdwGqyXoFZnRFD0V9v5GrQiikle0272pxFHYzS7A0AvQPNpMN6
Ofku9E85XjM7qM4oXbH5x7LW9c8kaUuGdEbh/pE/Hks+0pDyFO/3SsRJLGUL9Bo8/IV8Ysxi6lRn
b2wpLpxkdEfvrv7O7Uo2BhTUU8nFd8RjJodPeHhC6b44eDmneltjXHvHhNVGWt+VFtguDRi4nCEt
CTUV6BRTvKUxNPFtJr7f72hPA0Cxv5YMczm9MYpCY0JoyzlsRFck5BeQ9GoK7KzqK4dKirjusBeK
naBAcH+103oH5vJVLEzP1OrH+XkkDOTeCFaZlv0yNCk2U5yDgtDpjgIdjDiD1f9XrMxze9XsuRrq
O4JF6NKMxZipQmZmuI5AhLHIB7WZo54e4OljtPH6BeR7YWq5vArv13BKEUR5gDy2v2Y+hXpJO4Yf
pTJP9CmfWV9PiL9KaENcfXYtlVQIMPTIKhCoIEHizS4LR1eLeJTGcBIsvXED1cUHA88PBImmwDOV
Rxswj2Il263RThEY3evpoKCui1MhnGBsx1Sy201ix8HeL17ouY7rLoJ+LOvaycaWIigJbhqMI2Uk
boxTHo1RTPujMqkstlrtLILyp0rA5NAjO6nBzenaxTChB1prv9dEVz2mdGIpy0sAnnIgxdoZWRyL
4D74SoYKFOfBDuT8jYICwOJBfcTcTWqQa2SJWHRU9Lseh11055F/xLp2CNcbU4jskeAk6lM/Li32
+7huR+gxI9P4NBSxHBtQyjjrmOYtpW/h4AQRJgqN07FJcF/yRGo/DOPiwi6Idnq5K/vOQXdrO7kl
g9/oL30eZYpMiwVIMwfkIoThlD7T/jOvt2qMKtJ3Zsi9x8Vwe96tsTiTWqUpgX3bPv5hUlSuOJSl
IxJDkBkkzd+2jtc9xIKMvX2yJEKbm9DYnOn5f1YSvFM5f4lEUkOClkQj6NGScnMmsOyXFi/AtFBi
ikrYBNPdixjdqEEV+jHP7gXJFu5LkkdMrc9wNpnrWMOFV0MClcX2UjgAm2i9dVsbzBGteyCRrsD3
dWoJ/pYwLamP6+0nb4sErwb2C6hLou2YyKPCzfzDKZwdPdX1A692p66tjQohwfp4Skys79cKIpKg
zPXRz4G95ahwl/3toK++KGUFYsb1S+AThmocvC814OBf8LYWTMVhh5kiSd5B06OZawNKb17ghFYm
QMNHqQciRwqZs5qaZa2MEH1R+hEsy77yXVIniUvuCsS4IEwv02MMx9/VGAsTT3W/0DuU9HOux7jc
u+B2nYEtRrnvXlmJ3IUQoXc/n8Hy8gUbIHD6mBjOEotA+oYPdyHrjyht5ExKvTnRAAPrDALSQdYV
C2XpZiAH6Yf5bUwqr+RxQcW5+VutlDr66cWrh/XvbxzrvCBdjy6QYmHsFk74ncsJczDzJ5MX2hMy
ioJFrmcs+82R8/rRkisW723/8dycHmroeyP5Hgk/zYkGYB5/63mDlt8R/IcO6ZqDzPmFOeqpUZ6Y
X1w5SreghxGDuWnqy5clq9OtN7SVvmOs33D2wAZcsUePDOVb4KLgw1/4S5q/K/WMnjQLMIHGBQtu
EIqnYTdL6mfT9QBsHCd3rxxiI5cyZn5uiZY/FPu/RaSBtQMegr1Jg0K+lP96j48byDO0ILRk7huZ
ZAOGrPW1sPT5CiApaCIKpZgpOOXnUKKcVmACtjPZLQ4pCCsm7rF/2H5WqKbb8nAOAxR4EI+DIk+q
UqJ84KTwAlIws2wekA5PRTrjTF2a6Uwqk+r3sleH0htldMhnywhYYl607o7lYE8p7Pi/nRMZEX5Z
TRcNL90D2v5o6nK7YEU6KrUhzZJfU9T1YMDWCKLH2xRY6KjwHgo82sBF0PNn9kZxBWujHHySHicd
vbRR+07/1t0SJRUepakdG/I3ds6Nq037u57CObmC7h3beT8R4ZaquGw8zw4etZTJDyxEHJUil7oD
Hk8nDX5Iz1Znrov1GXBbu9MhOG3g8ADLqpZyFNxa475bdSuPad/Ls/Ab16jmVWXOu5QFrS+zTm6n
upOoVLEDa0d1pwf47HkCgdmV4vySrfyD9BUsDVEQOUGkVwOxfFwh6stLgc4GsYtgKkH6PQ2NOIA2
2I3AaSK8qsESwyLd1sBJQftCc3i3zLOHUK8hOThe10/MXUKyRi78WxHg1y//ygzJC2pdBpq/1PRw
HVMoaExgcf1UUML6bK1k6gvQRuwleqWkWuhORwHjJ5HGknN+s/kQ7Jh5E08yJYmItBqVPq28HJu9
ubi44eUOfr2ezjTpWSQCBM/kAcvHNRZ2h9GmMSOGdK4Qebhm0gOunE0GeqRt9fZgr5rknXaHA/Ig
2WpIecihFs8m2SQFK32hIpxviRxm4yH4KlBIw2dIfhvaJu9LoU1mpSQa2oh/9Gf/4pDOpfUOab35
gz+Kww20HRQVW3RAXKDApZLFm3l/HUVEhpFKvOAXsIickX16gPQzsL7fiXpS7CihtRPGsMmD7P3+
RKnQJ66qQEGcFDYfWdlUKDo/Un1OLDebla/Y+/UJHsjx2fTz6455qpo+CnymZbU8cQhsxmnTuFao
wjQeM2SQzZnVUZ5o1QFzgcxStr7uLhcwAJ+Y54ORah1LJ/jXe9bS7gPbKV6YidwSLbCUIf5PN3tD
AnQ470sMSyCcBo5wlj+t2H3E0fyPmKxP11u2r8wOVYxM/7Tk/sRXBISNz/UhdT9mZe7ZpwQnfC9V
SWKJGE+5uwCaLPVyDsufgOUgSYzJlOPRDZJkd4dYRTHUDB1ltK9/qrMMorMT3JAYhqzcpjjtSlMS
VVghpKSz1p7JKP5s8lTH34ebfEDo7/JwAXONc4j/ZauYAGs5vSiwfr8z+fn2fx1FlirZ0hMGOaDq
ULwp+/vtObKVJuRjE/AGGF01KqUDZ5XoCSxnfEUcGEThqOMpiyETDJLmEpZFOr/AXv4jKyFCo414
2YODQE4vlmC89Qi9614SBpUkhSlE+poS3jOa5+80C3UcztPOeiAv1O3t9V5ZlNrGgLlaQ4xk7HV8
RUsvcttOrnLXPbFdEXrlDCEa7izgmDOQsb1fAwKcsSqnQQiX4Vb8nB6ucxASm8PYSVEXhXi6h+Ti
COXsMmeyooUCq4UD+mH0EMzRdO2AxJEizQZCrjClgWMiE7Vvyzw1VbO81fMGKZvqPQHr1oshmcKX
Klo+m3pUB9Of4fuFxLQm/PTM8V1xCFum9bA6LEpVcWcWOB4P0LewMMTONSqEQEWCoPYVTG3I8FN1
t84Uu+PcbZ9Eqo7NYPsmwuPBmrTLd0q9/38DCVD866DoqduNCJvRYK8B1WZMCXYUx3n5KIHUzJBV
1LISBeLV34r6Kl/A7Q/B3h3b/hUqB/GmSkKjD1FWEdEQXpVheNUy+gFUQuM1l23j6X7dw53wwwli
gFDrXzf1Z6DD+VlOpvcZRCKIBPdM+GWVVKfYFzzaXtkYCeVRxuyS1txVtfiZle/hW316AxJQl+s6
r8sb3Wd5a1i0PzAZyWW9kQ4osRRby9OQpxOswOwOu9Q1J+fvI8Obsx6gYT5H4m71CeIgeMI85aSH
1meTN59NRdZXLG9yLBZIUjaa/NGc9rYNq3+a1c0P8lUBQW6J0VjPGnT04YvKZiZHdxkksCxmhNWw
2HBM155dd3B8JfhKmjSXUpBJA0AUjmYeMOmK+WdZCM3ijIXUXdooaXl+pxe83m9Qd6CGPpHBPiM8
g1x1fNq14a0Mytx8TDyQ/S9MHvj9OKI6dZzNioujOBKqVO+L0m9gzpdG1w9p5obQXaPz/Qsbhh6W
ltJX6NbLrXEREuOmjknPCtFdQbOHdQCv3ToLKr4oxmKRgkZsuFUV9RhIXOGj8V71n0w0f3zPRpll
YBJuXpXFNlZ5rPftSGHsydEXO0p+rys1qywKgdJSQi5P+Wd5ZtfaVytpC97+cn0PgUYNztl2aLBw
YS8Q+9L9lor1XgfSLZIv/uYp/tbkCk1z0kmGFq527LFQ8B0cXz3Kw6Zhx/OyxEcA84MLg2bpyVKv
dm7MA/AxhmvpxbmMW8QZr1cU/nrgFfDqV+qQnbMrfE0t8xw2X88vp2uaySn5/kmHtV2/amGmmI+S
nKbynWmeC2SX19QGNbRouKPlUGh7/x419fghlY0SLl54mQPrkn94R3PlNuU0v2VszrbYxa6xuAeZ
R/9HWC9gwlLQ+towDPk27BGQ8iLlPTKMIkMnkKjwAnup5gmO+JLxWxq1eBbTOLatYHDETn1vJ27e
5fFY8NXJOnDx+jDnddwi4ISfnTxiYlnQSZ4bEcmHws3zhL01H96YRg4PZqJJuWw8HKIbrojyD/NY
7LixLXwsmApqGWewvFAKA6Kp+XxoemLIYBqeg+J1b4WMPAyLA+I16a8BeA4OZtex1h/baRJ9eNsp
NYYCc83jBKSgjL24EZt2dEPbNQHEhIRLgkw1+M3TLXj73b9LXQNh3/1gP6H71VXyc/vQfPtPBEZx
BySfoDwN8jvKvb0EWrXxtNLW2qwxtjBSz/9tzXTMS7Rqq286QLEaufUCj8G9JVwLNCl02ZlcFLHO
2BrsSs7WUp5w3OwInvldXNY+0GQX8cNeDUgMhQxVBOzRhBUiP3sxSxDvw4lYzuf7IWwY/9KrOc9q
lV6aYP5kHA2boHONtzsBbMMTrckXo6Adpw1aWtYGEDhmy/Z+U5pY8PGthJ5LaP7b75LH8Zdc+Ir3
qmwH12ACd37EGPb7qQZllnDSbHKvSU9KSi5cROolY9So29jN8FMZjEFDXzF/oiYXelKaxceJUg3J
DgK/2Q5MUvS3/X4w9gsnNPzRxHdyoPGTfYIUzY0KoFMC3HLwO6Egovh6mKi6rColmWHzgsgLi2ZF
Ocigpw13P+C4n8E4bppzNjdyb+8ZL9Igc6F9cqzEN7q0p+AAj8Lgj97C5PIIZSCxVy6IxHyz5IJf
Gz0F4cHQYsjyAlHAp9vr/R7huTv/9VJ4D7F0Kx6xn+Do4Pu8QH0nwSC55qN5wOmEK39NGuQMoCt/
fZagmMfgmMxV5rTy4C2ZFI/utWbB0FX0wVcPwATQGI62j7t6eGKYfWBsmtNwLTbECui5EE+r1B+Y
xYwhLY/0GorCOjmxOQkgd0BMJ4LpQ/JLvtNU/lDz0Rz2FvaUOoDUGdB/ov6IcLyNvn+MOicxBAyG
nbOUMCR8ZQF8n+jiFjWupoNzWPlcW7mbQNasFGhTGklVMyOUd9TurUVMyhlHKEJB8nOouclPUiH0
YzAYu5wyXmyr36ttOtPYgSnV4JkYvejl0gHysqC54RKOT370DaBcWrGdmJk0sK3N5wfrVrSZbuYI
I4391RFNRnR4OsSWBBkrqE4ShJReUI9Kxirq8IEDcw1U9cheMrxNG8gKHymaATXjPhaXM2hwnvUF
tyt8GygGYmtlZNxOlD/611aUz4TNm5Ky1kpnpYI3Qt2yDI/cxifXNdujAulzRCfBELdODyZ2yiKO
d3F8nnZfCFeYzLImMynCX4IWM/eq9RAUl65iWug6G0U1FQnt3oqKrMDzl97/IenHtE010ZkPyOim
WFm8WnJviA6t0KPOyL1Efm/fdAUhCiRLJYpuOtbIZPr7SU4z2UgocWImuqipDHWBG/M8TEnGyhUA
34bvD5HJ9gbmnYEo+Db8GvzzsQZPr5UmUIF/5/mQ3x8R+CZ9V73ffPD6sKrD3N4M/JRub3SW5fQ4
ItuwDinM3MjwT3tcNGgoyGgifBYIQGmAnX8Q40dYifZvbZRk9vjrbkxBXwUBh4GQYGn88SRdk0yD
eK3aZTOZ06f5FU6Kdd9ICm5fn7FtFltUyLDKPr+4fCD2X0Uc9JewUC4GLkyJUZALBwafpFGffk9k
nEWtKueRdsxUt4YFH/BX292oIn61EL6zoek/FYtNxQGCf2YDpixJzsXwMiGvdG71/8o+oC2wXGK0
TPX9tijJmL507916459Acj3vj4CcwpvFU9xN+3SAsYXBlqWWmreFkhVIyJcMloOwcBKR7Ox782w5
z/vdBs0txldhKL05xEsU39djE8RMPsu7uCDqpvStxUmD84qOtqHYthjaondBHh7JoAOUsEhdD4d7
KMSeN8BTlL4Aw49NRNx3GKLDc/ib+edcUhcHbbwVx7g5QdoMTK2yl7ZHNVkVCB6DhUwp/3zRTZOo
ukSBfxD2qT7yY6ijc2hCrC1IND/uVMWChOKTyr4NhdImqy/qB1Q8ntnIx1pWERFd40iIWzTKHour
c68JHYjV60Tg6JlkKHt4yPzGCJnrseG7DFUWIV0BUEYAwyh+nlHokCwJUm1CU/WWPYj4oFN5mfwy
Xfy4PIVPMOttg37sX69RCLXoag4IZglR3v0LIklGf3PEf3MF0hD0uedeZee1h4/TNXRHn2yfeyGs
jWd5MJgrlai4N8/W5gxLaWlewT8s/h/fKwKXUSoRQoNQlEXvC73eVk90+IPwZNkPg5cJcF5wmcOn
ZDJUAy+MwgW3CuXridDQLx0B+CTlzB6RcST1ZwrnBGsa25xeyrYDVM2hEIv/C66GGwohRGG6iMhK
N+GxFfRYB+ndycyQal1kLbIi3HIQP7l3bQ/d+rNK9GVGT6hMpzWm14dGfVTE/2OeTug12gpAwQK4
zWs7KhfPyKW/TaLFqs1yQKrVtiTOUyu/9zX+r8PeYEGBDM0okmZU7mFWHdDe7Pd7xJA6/JT0rvKp
sNukEiZc8RwgGsyMfEedRlxEIZ3oKpDt5KZQgpykiFSvEQM0F1N+QRz93d6Jqq84dM8cZFoHckXn
Mj8zva01IV0OQvM2TVDvu+GxiFawsm8yFLB9EvPJDW7yKWEeY/s0YN7olajgRlPNOtwE1tmPNLjZ
75WEn2TZQ4n3rO6TnXRMALoWGapJ4AMMbueiTUkfpTi4dzWGtPYN3ApuBmINbfRA/nLvQejdKouO
lEmngvoCTHczeifzu8EmpH2H137wxoMOq+2nA826lFpnCW5/42/ecfsLI+LMDon6Zx5Q7SszIQEK
T8oBM5I8I1yejfBOEDZkgm9roC1XSDt1xTAIYBixsYDr+jTWqDj6dIB1Rw47jCG/5B8tR6nWAP0p
txPy+fxd4vBwxpt4MProXVy8uhqaLq3g14y/ulWV9pDgRZJQ0FyLpTDxPqSA8EVju9Gt6GdAc2p3
q4ePlO1+BaPiKJTgsBjt9ZmxVKNOdzbaiRIQl7OwT0FkP341AhtfgEwL5gKOQg2IbhoJ/R5Q+ppC
y1pypxGyQnmf1bqzZIVqBLIhN092zfDKmkPJlc1vx12KYeR0gtWcVrJQ7QLSgP/8/vvYuaoGFvJN
urE3v8V4jeuivHmZ6arb5PpNFrEbWDOEzrVQCZJ47EuNTicBx76cEPPfnX6MNsBnqlNaBl37tvXe
+cXyehlOiWkRFnkOzruTbf8X5bz2JTXZI/hQWj7Rvo2+SQA8iAoFEARMZAXGMcPtbnABhzzXDP+Y
Re7/9iz8cMnVkqt+wGCxR4fFl080Jgs2yPxbVcfdHzLSi4GxlMBOHT6G/t6ZUNauRGHWxkw59b9I
+zNQF6Mr1zIL5mh9kc7d0TLyXQqD+pzeccGhSrno5nC5LWdgQLZP20oTmFnUmhVObVBb/tW1OYq8
uScapy+XY/tEpf0+tQT/BEjQBbqSbikV9eL3VU6KJ/X+Ab5QURtGxoPFQKlH+dC44JcSug/0WC1T
iqS8mYzbgECFV5x1/jx0euX8A9DEqBcmJCaacIHCFiRrZ+Sx4kLwyQsQGdoU1oaCV1Mus04+F0UD
9QVQxOlibMBlv7/Ikxc9mfaVWH+HXrQuJjwOlm8kVKVF46N0r8DfBvCTKH1l9w9xLE9X6gMu31P0
6RgNCuyF6hvGRhsj4e2qnTsQQAfv1YahZRT1fVl+AH5kZFbwzkg0P6U1u2kUgmi/o6QRZHk+nvUa
3xzgJXog9La4PelKDPKWUoEGnTuYFWkBDzhFlNyT73IeSR7frdaIImg7J0xvHKE2byekZZ05LAmr
AEI2APxw2F3/HkJT7icg6fpOKLU7tRM51OERpvJlXIycnqGrk+Vq/hSuagMrQH/J6QJnkgib4phy
EsAI+Jry0kVa71untikeqJDuVm16L/NYPTYhue6Ss3wMQ3bmLt4iUa0ny4nWZ0Bff31HjfQgWJOz
NMkqb/FuMJEJP3b8zvRLcVB+pRNz2sNuncNTHr2E5WjROZMOS9LxHPYeWc2fxPxxn5s9LUeWlQVB
RUL+L0+p9GetOY3iKu0dqM/0NGkIBpGomBm7ZlIpHieJbDWwSi3n7ONcmJ1qICvIiJMnw4U6CdMM
Q1e78dSDm1l9OwUZRQS0DKbUCYTRF/Bl4ZqptV4qAS81Z6D/T/PwITd6x29M+pzwTNJ++DnnM7+u
Q6fW6o6PKQu2n0xVRT/E9umXh40ggVGVjhpxwHLySqeQDGRuNKtGRb7GhKwnLd5b9Kg/Ho1WN/oq
fy5PsTLhguqvHqA8m86nFNHz5rvUPe8Z2C8PXZMAv1ZiDMijXCnWIDajX94qV9QMoIQ0jKjUg2lc
fn3PkTmkUGhYugExMQ7SfNSmWEWQonKWeAnY+pNM1O1HTXQP0WNuMhALtVQ3mpSPQs3Bn5UzN97j
s3Gt571fgihIV5QPs9/GNvvx0yTCHuWpE3ygTgodfgd7NM2KtX/aRMtVDbnZcdgpCugvQ0kEQG/k
x7XrulLQETYF/inIdqpU77JbRJpKmHt653EokTvja8NFltsJwwIm4xgLBeOFSpvZ5zRiyDy06ju8
vww9B9fWhyeKpW2yNva6lCTeIx8GOTiGXKytsLXQuZEqDvyX1RpUQzRFuzGgfXi1gUQqAznl0MqI
qNEfbTd+qZKFQLe/gxfommSCtqgplauawC6jrlAZlDmOMPNqebz7CrKE0quPqHc/5LdgIbIcFRLI
+z8bACrDllHEGuiCN+lfwWGiXlF8W9K9liHr3aseGARSPKyyqW5AZ0UoQLvF/dwLmmcgcm7O3sF0
E3BZHP6LYfLHd+xxheq4W6n4NvE6dS7cXuAimO/f4e1NUcriJVdF6dCEAkqWkibFfb1lQQifs8jw
Dx3NVWol6XVrefoHieaHXB7Z+SVE+T0ocgsKb5wbgZM9TibnCIsqL5CLXRvVjkdK9DQvpxLEyCQv
nwagUWL5SMpQzYZkMJxT4h2ulNI7VJSd7taVS1tH4PIi5E9PA7sHKPA332MCVR0XrSKID1XLtjSp
63f/dwdVt7Zbwp9E2838kl77YXhtcU0dBeeuuZPBMmlGVu2igGng5U3hKqRgoJbdlr8BPGqUyyxT
EAwpWVUY3aGivVNAQbvQMTrci2/tgak+oiycsGl4FnSGlY7PqEtHSt5kxZSDgXOASNPIc8Bf7zXO
NkYQjqMsA64o/cDGPEgzChpUBkNCO4iniAEOiJYZiBjIGWNYMWGy3Z8HE7ikic6TtX+cbnbMuXdl
85B3ULKQMGmFHjMsETOxQQN9UUpShtmAlXpWVFOW2sD/aeRU7rKE71l9Gz5XkbnxvTJ2jKTTW7I9
nT5QsGL0wCja8fOXEat8imlaN+FfiMFQT9nAQLqcHZbd3aQoF7oq+qM7wYE0BISlGDC6xaWjFvUb
pU0ffMvls+Sp+U4EWqDh0Zvg3DDjKa5PPRySIvuu7Mwqnt1rrxhrIzKpj8i0GS4ebg5HJuwxojeG
rZd3utRX1xoT4n8c/4bEIkpelkt0aBDk2LcfXmSuetpg6HkgBdF0iv5YgJ2eamEQgI/v1OxMUOdL
8A47bkw9wlVNXRx3AZZw0QoF5fyqNgijQl5wHUm2cSVVsFOPcnRzBrekfRhdBOpFIud9FfARInvg
5Nqyy/kXbisFVIqEpYriUDrCq1CpQ2Z3QiaoQ9tZRKZ/5G7sNrmPAeGPk8YqwUIEFNMmfP58oqJB
W0pu1ORdLV8XB0y9ShTzH2Fy1A1vb5mULAU+GUyeykV67Fck6joP9gCsibFsDEf87k2ZSscVcsfR
c0B2Qmv7K8EVKWGMgz8ZXlUZy2/PaqOu6cUUaouR5E7Yj9B3QJxaeHoWQ9IR6s45EOw5GwMFUVYE
9BOX31lQmzS7djWabfaBX/vIPk6vJ7g5Do9dZ03iyXaakXSOrzI4E9tsN7zAUQlpxKuvfW9pxNTt
ylFlM0B4OgxclSHqlrghINyAFvG9Yp/Cpk2t3L0zpp8bWjc+sCVJVSBwRVqfg8uYPMRMEGeS0tnp
OCm85yRuDfkcV8UWWEWElrI4Yd01dGpskWlOCEXRJLDMg3qhtZS9w0lT1lACUqEEY/l9OyZJ2S7i
eRnOtY1KlGbjKSNf+0qNhkQ+kbiA+RdJVNVpUWAftahRtTPhsI0Fv94tj9m4uQuRFdYQM5oq2nBK
m2DVP5e0wgbhm3LS0kLp4ZNioF9DK+2sUW8jCWAmyzU9ntdPjNCoaHY+/XaIQT71M2fpV1hrTi+M
zv/BgJCTsIUU2suXjcWR6/NbWaUHRN+EhIPK15nVJoZa3Pk4Bw4d5YJqeMMiEVoNcbqEnsWyhHSw
u06DpcyfZq5G/xYQ1Dhjxtjiv3VnOhiI2cyXcPLRuWUSYshti4mkOR7fhiXjBeAFFZowaAtpQnPJ
bzLyTf7hhpOV8kka+kPZ9Hx8yIPDW+gBGTe/3oOWEcPBQ+lipn/rsKIfzAdHjnS8NU4UWO+N373W
YNB0LAlTIesDASQBNAXRj1dlt5Z9y9H2QZRi9kvj1DlW2XdifmLEDO7mUFogovOsGjwCSZfiVbLB
t+GkSHDLxoKCs2xrbJj8SbgOteMU2CRHHZRK8tng1fFB1w1d0g1wcXLp0L5Q1qy+T3W0KoM2NeTN
ipA++CmAwMYs8VlUCPO6e90qsbPYRvH2GRE9K1JNB4ioE7TdOrSjYoG7W/Gj/yU4vldv98+g0DjN
EK9HoK6jN0PFzEp7JQ5MUeeslZ/oUI0ng6zj5brRgx5Q1LlI6SVsEkQUF1/J2qcy9ycwxeZpvdSC
Eb4FqEFwHWOKrvj0Wl15yOpfw3ob7Q7FHJfDb5jwcynkKO3s0tBQn/IckRnG9mL1zIki6pt7DzpY
HYAf7gewF6w2jBdXZYHHeezb4uD/U7pFtgSemWPaeZdWJkarmMynttv+Blc/P5xnSWYGbLre4p94
hSoEmwYVednL+gqhO651nUSD50+sUfQcf0ufOmCqYoIF/x3GCvM7sTjVvK07RpLJjmE2jtVHK0pm
BEGGreQAWT/uElKOt0ogjomqAXYcyLzJxAnDV0LErSwoBt1ba59gUJBXwWvG/F8mbllfr8SHmQaF
Mb8OBO+Z+C8f8Ot6ER9ZC7VUILhfBuLFymPqJ7iflNqQZ5QRDxs5LkjCVIC1oG+8NsoOkfJBmm4J
XzsuPDKQnOn4Gk30oiUi5dZJgWV/5YXBQhFEGe5sxLvuANZOknXuiPCkRxeYviooczzk5QNTIbS8
emCPxrg5lR9A3UCQVjdoGCoUTSCgM/bg1crCDVvwygBjfQd7qYVE+2JtrVSRE/lkNl9WMH3xQ4xr
UIeXDLiVyR056m5RerubiAGVjDSrpINmT18LjerzRXjt3/sKbjOATy5SK5TPfA59JWTHH4URdI56
kEYMzZ0rhE/w0tw/sbjlwaL3pYszftDUx3ykyJd0Bt10tEHc3t5eiG4/TR3/12IFpCkWfY0kZOjV
58ziKzuYI67qB93oeZk3aWTH3o6E9GdT9Nm9XyubJLPgezvACnYVQiKimoHuCRLGRGAfCkA/rH3n
WXELSkshNjKNmj/Q+vMAmqFYG0yW1jmNvnd0RQNPTCtpGx0AK55bisBMbGDEuqLXOaMAfJ3VPID6
L7Y3d5UDkLh28NcjHB0womqnbu5SA2bCtPg3ofUL02Zyoq1uIDY1/U/Uua/nKcheYFlKtEkzrdLs
MSr6hTmJzFQ0u/V9danA+B4AmMNufCQnKLy1QKzU/uPV1oB9xnyoUoYkaI5VT3CzcmzAWy0imZiv
LOlEPfdHa/pPYCtaAqJ2DIA8rvWLa8KAOKxr/aAXSpo+XtKg02oAKO+Z3vV3fwRYGE0/kyNY5uC5
5Y8rSqE74NuX7stSygpMPzZkCHBxu/2pWNmbbcQbuBtrpVbUNTVJZl2/xl3bbh2zZKXNaQah4+4o
L900i5mJUqnl4moNxnMfR2UpiFFpmw3rnOBR6wUxpq2BGvHcXwK/BVVe+OdeECU9XDESuSY0D0Rk
1/qAPhfkDQGa4oAvvCt+5cKXga/mbqBongihV4GFHoBw/nsz9RRRVFGYQq6E89hdiTIDWM6oQfqf
JZhlXXU/k4HwQnYNfafZ7Af07DjMnq+4Oy1R/gen05mbViX13kn4b38IjxsgxiZE2AXTsZ/GrfPL
trEtC05VOCv/2LNzlK9I4MwZoHBekBVgAPRBaNFvvn4rb5JE1dUbCGkQTAW7swuJhK0fT6oiKsYq
n81qQz925k4/L3s3r1lyIhdcI58IBvxXchYJxMiklvCymoH1oiMsXaX1eYklYCi1xdvIoU86vdnV
jDPHPbNxatSFrwgFM1rDfFTlI3A7KoaO4ggU3UI9DdwkChP8m8JIQ0HvmATarYGid0e4OhA1xhwD
anFj4za95kEtO5lL4KTqNJTtt/fLT2bKGeL1NFlNVuHUFZdm0VohYFAVuQN6IJ2ScNdykhEt9/8i
616/yzRaqoVY6+rd6UXUecZDH6mH3GD1ACGDNNimMN/rNYWLPjQ59/WIhmW24OpsGqg06XrfpKC9
5QNKbuYKT9NDMEHvFUFrp5HkzKLmIjC6/DCfVDUq/03fz6FxGAT7UeApSwj7CIWFXBBiG25gnIVE
mG1/9NuSSnmBzE4jigVDek4d+6Dk1PGnEY71WI9muLPIx0adRoN48hP8OeO3wp4XJysbEYU9uHiR
PVIURh4hgjU0GUHJQDkK8N8ALTfNQ2B3wFO1SulwGE4EN96uA5GSLVmxDeL+ujbQ+eaV3aRfkoaU
WQWyxPgdIz8O1KnvSsSDYLIubktR4gv8B5AVMlVmdHqQXGnlzsV7kShImoLYdnSUOLvKmvh0oTnr
qHCTh1PcmxY6ZVpuYIbO9Lp1GmQf2EPNObFY1Mi5jrjuJVIkrWCDb30T7Dg0Sz23zqzFqTDd2yzt
Vsqc2xt1FcRzXv9FNhN43Qcadtou/kq2IPW3NjZdNu6yIaq2crlzVUFpupQ1Wsym7YaAhdO+62Na
L0WxBSmc9QnJRSh9iBvOA6WpJGD1SYtTABI79favnHj3Xj0ScAT6wee2MyGyuEK1yAJsWQYq85j6
9vfOOrpD9pbTKsbRJPb84svJ9FatotziLsr/CvAExcM2u4jVgqXpG0cUjkOeOJJX3nqc3dpDBon1
OPgP2bTdOl6X8A/G/9Dhyb21lM+wCCzrrKXp8111b3gqbEZt0j68H4TgaD4ohgCUl2DoBLNp4/xP
JAavg+O/v45tHmo8laj8Qx5dQi9RlF+BZ9r6PN+kgh+8faGUDDvlwFeFXV/D2/USy845jDY59pPN
0pfQs3dmaKyGHebnciJl50gxw0/SbcM2Z2EuZs1Lv1Gj7zQcBEehvBhYdEv96E9PTOQKMfkpn2bu
3J4hrSSZnGknnwuMFmAb4X0jzRLCwtbCAQvFa+W7Xdz9PsRt3chCrBip68z1YmBviW+ncX2YYymo
PBNTI4Mm0jOaKHLBWGM63D9DyPTtz75wOtfOerfK0Awc0J1zPoLTNPzlNgL0b5Rzv1jswD/ljW4X
jj2HZ8QTvofzFTrEw3fne/fmkqtN5jGHsmd6W/EKC6ABCID5Z+XWc6xcMJZWqCTegnFZqdtg0pNV
TmShxuzbJZt/tGcNqXSC+MoIuegOturnrCB+/9QFKQ2GBToFkaVyzMUt3CIhpbfvajHTdngoyrT7
kVgKM39mREE27ikn5NuBHjqyTntlzSiIW699UphpR6+SM5GBFkz/pPzJp+cUz9EMYSYFYoaN6MVq
nhftzS4xXeaE7cx4+GE8EEQ+35TN7aK25msFxq/jz5KMU7l/cRDX47055mym2WD6BbPzyIIuQbch
GRJIcO+anS+uTTgYTN7mgwD+u/1ZRax4r5CZParEJMbniDjb0UyciaLbmiX76m7EUlMjMsiorTyd
t2el3RF27P0xHXCpAah7mmZIWeQicrmriITxOt5byx4u5Sg3IongKgidjhvCgzBHvvYXa9EYerfM
Y3D91XJtRvpt/ZXBLNozo8y9Ij5+FPPFium5HKHvR6NEZdHkafqGNPly5fpA1C34LPyYpuGqNDAd
zCeqXpeIjqW8wHpyCO6IDBjiBbnysP0tWKab/rlQMgNi8xfc35rritTRpVpZmfJSUEpkfygKHw+A
9RfNFF9lAnlyCLZUJVcN2mql9Wl8cexn8RPz+Gh2J34SlQXC6+GToA1JnGcVPtxQLs+ah/WbMCQr
IG9oAwYIHklculM0ljZ2Vin9Zloyiux9mhjrWMQ9uLWwNJHoJwvg9BW8GNHNND1bHCHhjHUMlGF8
qK/hiVSz3sjZxH+0RnpGdFIdgwSkY99WyDM7JYeRi30qaoXJHVTVtmmxKeIAAv9xbOuixf0EyDkK
xM/5Hn+OJX6FOlzAZ2V0wbWH26Scm5oieGo7kd8iv/t6MYM9wFyx+FFB4de6+OfXnl7AcjQRZqea
S1AfY9mAtb8lh86lGarVogg3J0X2EZlR9KT0+jDOc66tCB2KGI2+BWa6+dgLxeHoo3PKusF4Z/Ch
pDIVGLqd3/OHQ7vDG9cbp814n0VXxVOS2ZdynT90QtjtLWZKoeLrQFVz/8CErSeUzvVznShc1J92
0YyvuXUdcM1yUit8g01mZa0t0mI5d9jC8FLFQ7IrsAV23KF4StiXaj2m2ESN7QstiGxH1tLEc8LO
BYwhKhUx3E4n8AEAux4JNIb/du7GXr+Andt5bumhvycjfeTtSazQQxcsCLD0iruZ76O8i4Q/XLjo
VC1wx3QP8+8t/WGd2hln+jlocR8Sgb2CgNOyakLRg9RAmK6D59gAKN4JZ+Q0GfI5OXxvQeG/bfP4
p19B7YpU1PyXVBVpH4ANyZf6GOeCzwU51x+uMSxczXXxnrh8LgvYGoJfVRfCjZqtyC36qnv/RkaC
HLhM+eGnRQ4cPPe5R9nNcya9bkmniogUf48lLHHqFVMXxcKTkPU87SWbGmbDJFZ+DOXNqvl3L9vV
7s54XJSo/3vkKr/qm0jIrek3WYx5MTy0q82p1Rpn5Gria8kQCDObF+Q+7gPnp/JftMsG/A0S8xz/
wTSCQG7AjHbxaZKKP/5PpHI5Y2CNQ1vMLHoc7EDnYKB2aEcJ4KFQ2riBIp7X9p46JpSSKpAjm9kU
1uGVLhqkmcfJzD0ZsTQI4rVKR97pbvmQBVVPlgXkyUp666rT+BkUIOJnhzwDzbN2hgI0zfj5zVNe
QONEaD+09XTX8AOlbDp6vR6zxqX2210tlfCKQobH8O1hbiMlagBdZ7JVxTrQno4o+ChrxFjDGAj4
7f54HOXoWlYWiuNxgIG47AMt5RfAhw3KHsBlUfu25H0Hut8lbuuRV2XuuK0ufUEbapSY/f3IBJUa
79eyR7nZSntomxoNxX8Gk8ylqkXbRxNpwTW1V3+umjCtHymlGzMTUDg+1b2AFeJwgnPNz3FGUmd7
d16W+IIOM72UDeIHSJkHzNjDr0yIsd/Id5x7jBAfwg1JMWeLzUEv7tDpI+yCOm7wR8Ha3eIklhia
GG3NAJttBJTUriOTIbGmbgpiCfewUfnNWSWGuKYl1H2+uieH0bGcyNe8lwphWd2mdFZeYy/D/eXD
ZzLdo62FQCrubvt8dVrHdOYpmkcTTPPwZGuvxNEIMnnP2YF4ONYVA5IrNkxsuKgzdjvkzNR6gCLq
G7GompAR2zClH1Lyab/fE1HOr+H6bC+BL2f+hSKN28A0k8r0xJ/aReo+2dHMPw1msPk0al7molCh
XvY+ZW7xOX2JapI/fO/X40+2hLp9f1pVgbHhVcNz9IdReTRPwJNiLHZ9lRJfUJ5fs7GxiTpIfXE5
SaAKD6oopnydYf/VlR2WnAsXM2oDJKzn7Ocpu32Wf8/AL4sC9VEI5Zm+AsL7OjrfP7ixniGOy/mD
4BSBsO4mzT6IwndxjjMw6HuncuDPMfCOjvSSvmwVJ8RLS1f6/z1lkAWS7I3Fop05aZ1wvEbmQ0O4
8PKHEF2xBbFpg285XWQefHwaT3emJDdrZLPFSE/5DtX2uXm/a01C9mUtcFCJ9SXRaM45FcQ64mDp
pUPCGwnMRN3vxHaeKaQpWkqOBJei6sYOcnZSKV/FWZAvNIHvivzxtQErasxJT/9kUejWOSX+PQV8
f2YniGRG13Phd7A93j5czaaMM8gIM74Ui5ACNcY9uhTDIX1LvJDkhFf86TBQv5N5g8OEKEp0k5gp
67M5pP3gMNXXsnuYwIzK/8KOUHvHbFInFJVP6wNqjqJzIEu9X9388d0a8w+rr5zqx/kBwdo9lbHr
Xp88lsm/kHD6TmR7aVadY1tWgUMi0huNgakoNzLNcgISVkUHRmoTd1fdN5xKDdfkHjuz6vjBQJ7b
zSTOyWEmh/71H2NFGd0OZa/PLwCDz6SSiAOBmMWXHe0jn55Uueu8k4Ora6J6xPldrb91E1kkroux
7MobRQlgwZhG+cJFvhTgMabxg4uOdsN2QCxWhnInsJ5WSOv+9bQr51NeQQbaTXOeDvyL8nV70dgA
FSMYGYE/3Q7pYaExl6tu4bUwJ2i5SmeSgJ2xtJ0G14D11u6JddNIjABu2n1zIJ/sYh0nOOOh4mbQ
jUCqecsbhrTPsEwjte4f+SjH16nn46TOLRuxdELRXu7eFr/nAl8fkQ2SnGUFDLBFoHe0nmHFqPes
R4wglt/FTMHGjbVfRQbvsU6Mz3yK+BjqQIvmeh0Rmi/kctJ7YkPuMbQgeyz0+NDmNbDlx2tWrgjR
Es9+x4uH2kKF4m5AQ/pU5vYKBjAQkQJIa4B28N6GPNSFBXn5+owyn3P84TNGPmBwT8R78lGvg2Uf
ooBpWOwwP769j4tBnF4BJvfxTvCXMDiHRgFRFAf9kBrlsgB+I2LujNGY2w9v1CvDFoLSwumhJ9aQ
Uw8g3iIztfAqUdx0vr8oXg6wmzlRk0fCeQn0urAzbl/Hr6U9kVwf/AkNcvluo0X17EcwmwLdHawB
m159+5xIXT63zvqaVYZdVKidlj2PasAEbDpiAPtGYN3w52UcAUtiCRgERo0Zt7bpIMxylId0OWBz
H9cQVo/xaDgAP2wexV9BvSRJtyU4t/DGb5eNAJBSDnfvks8avCqmUCAqwXbw6EFwjtc5Jy7jiZs8
CaO/hiFniwO5MedoUygE4wXJWLfo/DeDFUBHf1eJfZx9xZ2CTsqBppGuuhaVO72spKaCSmMSuKjT
4t7kUBPB5afYPm97jLYJX6XpvpRNTRr/nB2HnCI4q85lzftJYdrNUsq+JyqgvkRZet5hAGyIeJ0N
pK3ExQFGWjfZXcdyHMSFNHlde3uPN7x4PpUJyx6Bu9OH9uppXCEa8VxQYkSJX5f6+N7pqDZrpPCE
0ZVOWMU0T5+L02/RbWVBcSU2EN7/TG4DE42gqV1qPYea0JeXjxbdPCtM3PcWcMXfc+t2jbVTH8NZ
s1x9b2C5T8WfPp1OFoa2xIpq7+4iMV8YTUE0R9mMS8zbIYTyWZIY7TWrCKc905nfxjyRxL93ZZFC
zWwuq0Uq6tanE6b4qsT3QWwFJVKSuOCJhKXgGisfE7hnINB/6nrU4vSBLfukMVhPJlHiTHtTODtB
hWXmH0JBrSXG63fALYR3ktWzSrZhMUwwmpAYx7eYhxrnm0zqb5PN3C9+MB7fVoMNZy6COAjBAi0n
pdfppGTpZTL2vqufKyg+o5a/Ji7WP2vgpFYOkr78yUmCFygslTTQW1mKD/6hrZmN9vYToL8DNuee
Quh5t0r0krQAwqewQwBJTFRdG7mKBGnGweTTKHdGoP+jsr2K0qYO81hiwIn0eFwYyZXGvqDU+R6z
pjSMVWk7UHvJBMz2/rm52VtwL5P30aUBmzbPqfVUNH7ZYhNjrjXMX6w8mEytiffbWISmYn5JWXBh
Wzl1+vad1PFjbuLjpOW71/VhU2i7zTwCpoCCk5hhRwsF3nMNuw7/am30ktW0lPd7Ri/UTeAerOy3
/otO6EDCeOWHjFOFbOC2xZ2lSWBL3ZjBM+YSvcKZvNmvUJDRpDVHhnwF04NXAsBbMbpww7LtaPcW
8TEtKahrpqRoKAJ19FtzvBFCKhmvUuexUvE9ZRLbFUuA0917Fs+mkacoKqq2Zp1EzomGXjrbsTIL
aEw/byqG83+sIVf7FfIPvZpt2N8VsMUNyWXGdK5r1DN51JlngRraYgmCIC5XFWOZelGJ403c2BF8
yA8HKoSe2GJB7KY/QANWOdYFJJbPXWHSUfd8r1wIcdUfxnz2QjQIRVJovk5h0fiGYi+e7m3R5yyj
qqpVhdGpRoAgNaLpTiAWPa7ZFcTrSTJU8JUeQuNZFfHoC9fLLsm6CNWhs88VzGw7h+L+tEIezRCH
ZA5vyVdOZlhojSauVUcoqrNPx4fs0UCyZfOwiYFhsZiB2QG8Fm7JggIuOMWgmiXBrEQ6nrS5pgjz
eiFUpFFK1t8flcuadMNYtq9ZtSTwY5UKem9ORB4mxwa2NfQthXKdiJ3sz56SwNV4GTADbGoLIg7d
pA+Gm2nyWQcZKfu0N4iWeTAkQ1NIZ7t3pz26m3W+3afvyNxR+GX5lM6+LPfqqrUFBnukEXb0W22v
Wr94mViQbBk8l5srXdtw1mXOrZ4J9pRccUPAQzY3YAlMEXx5/tWsrHP8ciiy8gj+mglclOI7Lr3N
8gbZd1W84mZGSLx5xC8DcPJ3+LZCTniU1N74Iz2KpTjUDgOHCYh7gWhs/n1hIRJBI1JrB3Bb4e0m
PBEKW7E1xGyjrs5St/eESJviS067Rt3+N6ZYRpPRVUYGJKjAHzzuxpJV0COHPZbYESNY9cbudRkU
jBrYDHf99Yh2UEYl6+13jLFOzdNjMGfQVmFM/lY1BWhTJK9DY/eqhS5XBG4oigyumPQjRtduVzPr
2r3HzQON/EaiRiQDz892Ge/9zd4vRhqQv4gG9bVhHZX6ZegQax3+qDF84eQP5OI7UmsDNXVC1GpV
D2tBu1ODRsQcYEEMZo18YWaImLfP0oo+oVtvUHljJau/NoNb8OBO4oyM+XwyF5Ueimxg2LMWIFXA
Wv9huwLD+YRPyZBHnz1G+MrWRtjrEatQkb53nJfaMYYjzDMosRJ9+Lo8Gisx7R45HH6lKefZkJcL
6jLpqDfCNfFn3UUkYvjtrDK8o7fRoVSClJsD7cZL5nN4q7eTMU2jaPG/jh6IMxlTbbdJbG04PmyV
+7MAmbCThGZc75Byfhm7qB5EcPyWTIc1F9DkQDlECjKFNZVrhUlhxdYIJFY/vAWXUyzfcTzxjQy5
DTFm2errS0d1ZFe5iTR/uwQUFSbcDzVyzlCSjTMPFyE+Q3gy/21Um5L1afdan0bU/kmWwxk+jnKL
XMXeE+1ux8d5EhwD8XUf2fa8lnH9A4YpvUplERQg7FxmM09vD2LaGJixjXBzAyLEwH40/HuChkMn
5jqAILwHgs4f1SZT5oq40ciUkM4mML5JvwFaV0IsmVSqeZJqGB45dCJLpQNlmd6f3QIVwg4PIB0V
qM4/f9wv6z4OeGuHOPvngop0GFQnlfX1onrQt4KUwyDzujz9GBEHpHYL5XjyxqDtCh9J6/gpxkBo
djiJy4WhsGwTDHeXlvVLKIvD3cE2DAPFQpUwSRe79nK+0Gl9Ek5Ro2f48/vLAcsXOO6we576AvBv
9VkDuRRLq+DO5ZUQs9cxvWVE2vhuZPuoc6ZVz53OS3u5NU4ExjlcJQQgLoctseCVGxjYERZ9G23N
3cDm817YUDG6Ix6aw4UVeGt8nMC61KeATuAl1YAmatCQnwlr7wOKFlvMf6FnXc6QWmWkzTasJy4P
mYzvTF343F7ltZDGpRtAqSkHIv4kHi8upvs0R0trvYV+eHJxvsiKDkddg1ZM3IIne24yL5Ymp3tc
N5nn3yuLCtbcvZawM70SUxo9sg/wMINDH2O+aeSzoqefsq57gC0ku1mj3vCp8UfyPTXmj7ZEhfmw
hxQ0A9AOUVF2e1gZvNpN+VH+NDz/+5Z9+cKKYcQY6rpo+HlyhLn5MrjDIf1Xta7bVGZgBuMfGxIZ
Z9iLfVK+ThJruLXAwfeRZtS9HzDpfjdXw5Gt49ObbVqwWqBKdt1GPKunDNHK/fyWb7QHFZvXAxbs
eHA4TG8GzzkG0eD6pVuZ6ssC7CxA9YivFnBtXviKKyA3ZqkkrSCWaPT5yIEkNsz4DNjp/oj/MKV8
0UGBnZXXmqY3DM0TwEL75NAmAzUqtBMFErGMlK4TFzQ1YBiBwGg0GK6dceHbtGikE3ifBIlBI7KF
i4pgncSk9yltZYxLaGdLFOpGcZnnN+Bp3zBGXykR6+/jURtglzREZqGBUgpck0NyPXNkdkYtWDUh
XU87yAsenaqp7+gQA/iAYvwgClQEHr8KhR1G1ufk36Fl+7peF60lCHx90iBplGV9RTWUoHH9ZonG
arVNcTwfR7ePtn7T8J+zVMxmvbDctA/KOd2NelCTcLJa/19DKBB57SJdVFQyi6dlLBA+p3dOUdsp
qqilg5GUNLyBkzjFL4YnFtf+cm5si5NwRnrRE23WHEEihM46M+W2wR8j0XMldK4FuyWm8hOGZpH9
aRiF1FzAQFtwT8XM4eeB/ldE813PHXvcu0EYO5/SMzX0Z2UnAC5jccy33UdNHlELaXfL4vFHL4c4
MnUxmlmUFQYku2ZdJfhexb/3TStEKPx2flmfhE8MnH9fGKIVzvJTV/54fgzFdnrbPbKqLEzf8m1V
3F08AktNLIMgbvNM80tIEhJGcMlrOmAGb5LTCaQSuMlUw25k/HVtVNhI7L+0ywhCcr8hjF2yBTQI
HVZgA429MNH/XukeNU3dmuNuamNCU6zqti08uahniH0Z3DIbhVG2vWppYy2lx9ZMO3Zqx5q5iDWh
KfH0HwLGZ2ohawKir4u6FdCC7LODdOiWp/gPcDJ+1cCO5wndotFJTcT42LT9NQcKk7zMueweozgf
7/SAS1er1WVlb6sD5QHxFgHye9c0aTaeduQspe6wZypKXvI6PucU2N2rxckBZNa94ityeGpz9D1d
A6ElJ7gth608MdgBvgH0gg3tfUZf/Jx9PcaEGR9rWnKie/axiVRME9qYUrewCMl+pQ9Gl2PUiPPk
cMY7e81DCfjqJOkYCqNOQ9if2X0u5qZT49+RNz9ead7RKsjdH0069r25MF8KoctShp3XBs3d+xxc
im3oTTXp0ZfE1mcPL7bb2V1Kyt4HtetqYPdKOMfpxqua8SLSG2vafBdJYGu56HymQp25dgNH7V4f
RoxbdRdnQw3wnnsWMfVJOxpW/B9W29HSAG+75bkr8c/lwK9Qtar5dCSam8TgjpO9w2s/UxcXONcV
Mcwlaae0krFak80LvkPPsxfTT23DslUOSNJz+MQ5gRby4+aX/R/6ZKiWATG6w+WCwey265kSwabN
O+Jlg6iadl9ldW7vsJRRQkDkbIPjT1agPHHwE4AHO6yBugfE4T7D0g8jx67VLkANFdXsFplne8LI
YZb2LuivDBtLsAtIjKcyh3PuD7ZaYmNb8qfCaU+6CcmCt8YmfiljWewEFSceqddgAVhx5F+As/I4
AKc8taAoMFC8knwYi1RoEM2Gd/OrZZk+Ap73kf3446ksuambcSgajhsQ3ZdeUZgP0Z0l3gjkCZSg
5IJI0/KaF5sBlVPwuPSpi0AAkJywQiMr+dV/GR5ZfXq2yStcdvW/DgPwv+5FTCQDL5wOGvAmyb4k
NB0p7FPBhazecbefRDNos8yCd1fbe+cvDSZ7+WyB7Av+T715zyjhwXFp3tGkBx9TKL41x3jF6ZDM
r7eYPYNMDyP5fQe1iOFBnbOLWhO88sbHtLAZ9Sihjn784yr5Ia6HX0DG1a5Ha8cQTrbIGYoH/x1t
ChD6E0Zxrj2qUWYDNWxHP6RafLjKUDPDPBHmoqOK5IpaCCfiMoBRFD6s7N9LhmiuDjtqI5tA07k6
c7i9FvnBKn2l4kJbGt3O65fiq67ST0Ny8xZW+4PgSelEz4chhzD7v6BQWA9xKVUr6jqgVAwPFQ5h
M6fDb1M6Cxekq3g6RA1etO8rv1VCE6CsprfVIWi/xs5A8F7X1nJaUHBN3xKKEUvaNHqpczOLlqm1
pcw7aZahfCxQn0+dPfGlgvQQtjQsoxga40vZPb372v0nqPgN8r9LTC7s4g4ns8y5rEUuGpNNv04o
L/WyE/fEQMRUhLnj5uaYJh/P0MiJeMm07n2KpvSGBL9A6ZDaNmtJpSfqG+0n4VaLAsfDlOVGu2cU
7+jWB6AjVecBCO5716fYakg0Kz0/OKaDFaMT54DRrnUYy4nqjl16zK8I0OoLUwdctcMwS+8ei0zy
n79H0sEJgRP/zzoKMXFmk+fyHPSMBiEvAFGnQffgt1xLBNOQTXEq/tThZbWbdE7/RukEQRxp1lV3
lAlp3Fk9G0tT6pynjRHqWgkkeyxxaOstwkMz/v+qsX+B2xlD5JQBO1eqyHI0oKezrooWuZ6BoqTd
nIccvZgQrtcUy77CfEmri8Zy/fHMG6M60VmhQYrSS47FL7FQ+ojCKwAOoyVKul2sS/fdbEGyqUv+
fzLQfp7GIq8ZFNVEzXu11TWFxocIbbgcFgVKYfDclV6Y0FlqS91l2YuTNM9hlELuarguIE501GcC
rQb9GZoctxx/BkIH+hFf/te+yF9Ile70a77w3FRL1WC3XcLQlVNwDDYf4VGSUgJGpe1YL4OOdgVg
t5qTzMqvQy1WItBQP+8ARVGx+ZfiYRTOKPgQ2rwpR9+tQO6vTYwnf3/KfvKHs+xmmB40Wy68MBTS
O5tv6nQ3hrKAj7kEsmlKcYxFClTk8iXkOK/nsDmI4jqx9yR7+xGVXgVkFLnZoj5wGBUk3AslHFM2
gY0FOYHvlN2ImW6irF5rtybi5V5M+lftAh999UWPYLcxy7pnkAPGeSKcXcwQIKvR5QZNJ9Sblm8/
E5AeSswJU/wwwP5qtWZWl/kUQ4HkJBu26mYnAMAlooye/E5X7CcXluwwyqzIicTt1xDavo9Bk9pH
OOFnqpr4545KVahPIppwUyP67sYpf08AQbDF/qdlgb9aZIWs5YSHnfE/Pj36QTVKMWJRkr/rimu/
kGaaZO9uk0Qr+G7DKt3XFahGiR85O7XAumg+4hzVquxkA1XWQcyseNgHdav9efkL3f1MUHoX0ji+
dXoeJKsoeU0aOb84ZU9ZRcLqyzjqiUbrmRw7Yn17Yx+lCaticXgGSgCm5PIP7ZPYlP0d5fWZSS1s
xlAdvQCiPiBbogizRy0COjB/7LLXseLX3bi9PbtULQj+nuulvTpHvlPKKEU8fJB48gRCmI3Rko/N
m4hrRPU0rAH/+iKh/1Wan0lfKRGIzyg3iTn3SGr7BHmiIjRPCYyw5s+WSvzfsugdp1E4GyZ9G/jF
IDRFNVkO8o9++pxifiEIs6QuyKAjAwqhJzl74IKj+NchYngbJ3l2KkCh1DnfDvs36HkUJ76YlpSQ
mPHBhDSkaXqOtPgEbJ6zG2YFXtfAf7zCWQ0tKLbRYlzEXnUKgc3photMANAt9/j0kiq+3F9RwvtF
q6M1PkUHO3aDVEW059JHkubs/keuaZ9x3BniteLoeV10utQM5qBY73OWolxFKLgZMvp6omPEIt+7
g5bj2Vou0K4kNLrhmOEjEiVxLYiytqUDI/e8WAAhg11cyYIxPEqSEkeOz6lXIUcy9gULakAxRP9Z
udIKKMUsBiDfwwYRPF3aXRrlr7TJb1hu5MVnfSDKdCiVXnGw6i9G70SvcU8qTa1owcB9AMnZsYfi
49PoZsX3h29Agr+GCJAHvLj0+67Y28y6mFVCcXi856ISaJmNpJnSXAEbWl1orpFCVKkGD1fxjQB4
Mv+Pho0pI//W7zh6/qeaBBBQbdQs2hGjxCu/bSi5oYPE5EUai8QrZFSwN97UWF9TlqwVUI2K3XsY
KlxOattbeaiCFqbcvSjHBue+zrNoa/nQvkIlJFopQisslXHwbRHkW5VYzSlkWChVdCXZPXbU+3Er
Kyl0bq/5Y9E7slYncN1gzWzi1ucLQuEOwlkGe9H4BASFLvtN1bIWS/CfXDun4LxjtqQkpbQB8Q/Y
YiOvVmcRsmN6lNMalhjIcHAs5RgOI66st6jpDQM2+R+GTeKejlDsgNJYyAS/l+MRrKnOpF/txinl
fZ+7VB0JtqwD8rFwjF/DkFp2ht/N+4NSCV2vusor/oLXaJlB4YSNba9G8lPbwhjyuTV6tm1f+Z+s
dNxlFsRihP3tr33TbLpfI5ArChKxH7mPwGHERVeNDg+PRAighmCEojuvacEE+tfTqowEo1PViQSG
7vqRvBzlA3wOLTWVxXgO6xmbVCWVJkTWwz8PdT08MSmGDp7obwJqhM6oIZ0qLTWrFPZ0buy7iKLP
J5tvSlhRPCFlkikeumy6EaXd6/EMM/JN6UHYg2C8YCYVQtk7O6cBFd3R8V5iE7BT6zmO81soc+fY
pz2Vij4o/OjwGCA9vPSZ9Z01mvnPHmighB1S8wyfuhZ9Xna1syO4nGWe6ADfuZdD4m/EUjZBZExI
y7BoueStPzMDMLDzKzawQHU6KcTaGltch+rI3Mmj/O3h2LJbXxc5dfsUdckL1NCgXQtwT9zL4Nk5
HiMhzgnkSySetx49hwIHViurLYhkJyqPM3zZUiFqJxbNHR7otJasxXtupvUSNioykct6/MiKRt67
qpC7uzAU+xwqkru14WUUu9ldaglGWOAZayvMLwE/DHuAw4i1SySFAHrYYcmXlPBEeXHmrEB6XwV4
ZAbsBowdFU3UwLfufMGkpRGOPkotzVrKd25U6UdvMU51CamP6ad4yMWuiHlKKiRHiVUbD0iP0HN1
j/Wb7d7Xb3XvdaHExG+tf306TaKqCx2Vambbr6PBHZ9NLMVcs8NVDnDm2w3KmjqI89k+3cQ5XZc1
k6uxt5QB6zb5yWxhbOOIfqiaIoRNRi4XZOyrtyEwTaLkMgjVkbeTJ4qFUnHszttFy/1oZ3w0JovX
0hKwj46Dp9CwQEISucyBsj5jIVd48TPJMVjIB+Fg687tjRWeddcdKZfGZba8sDNkgbGcGytJT6iR
yVUH7MlZH9EEbWAk1vfbW0TGzsgBI0z6qq1lneySHbZl9hXqL2pmNsQt35L+MqqylzSMocJBlleL
BMII0aQtexeQkUEm5lFWDPLCOyEK6P0wICwL3CZLxoYU8bnLyH8aG6vDm6kZnO8CBi0eZE6/WXwW
UoJ3TGYqDXHEUyUHQi7g7Le3gxPWOmogVoDnaVXvYWwhllF7xgnCkkJ1ObVwolE8RgiQuAJ8/MPO
j0os0L/Gn0hwlcw31PitTE7W4xTt3c+UzWbKrnOicUsLpMeIxiEKyu+fNF+XGhoAKZe/qfGZCwqp
5hqhuuj0sci1m/X01hxr76/XU43lT2G38COEiVlZLuERves+8/Bu7NNURQyYarqQbXZEqqrqjhds
ckAGXkyu/qF7VmkHUNenNvKoRISRlT3thLKn8XqALbiUHiArTQiGWBThAqjc/JM+QCtNQsKS8eJe
U+vWLnHXz1Tmy0TTXkwkSh4/Hx6RqVLU7/NV/IOfdDFG0i6CN9XmopgWXuvdYDYCLE5FLmRH9wWg
zWo5BmxL4onlkqPv2F0IKpQYJV2ifjH+csP/3nvgTgPTmSn6YYczAIfzwOeh5hru7bnr5dYEc4yY
dxpUOOasTdWLAP5Z8PHjALUBSIUlCh7SVI0gLs6AWEsCEaHn+FMcMpvEm/uOaV4SzsowlaqC3LE1
dV5MUq35rmVXd32CrGkbWPycxiS4kpLQgs9wiX4r+tuCjZJIndpSvIigDoktK0gtl+311iZ8L0pC
MLkHTiTNQJ5prrg0vT4zbJngIcv7Bep0AxK8c3WWvrbJ7MJ7bles+QVvVizzI2g0xAeV4wRVwc78
ZZFDwD8cSR5h57ihTm1ZFH4gCCDrZDgr9pl3XjRz1hKydF7LvUCvN3Dg0+BMEmNImaFDQJsUrxNr
JfITsEwxZ1AMrcgSpluANIYlE9k2zvAzBskTkqZkPMCSVF9Ejf0fT7zpl+SdCEEzccNnCHPDKVot
5mbnqznMJx4IdjpxiMoeuQaYrA4YGLztFJNph53fknBIr4ml+N0yx6DHnaiAQEHYSNPDq8qKfC41
KVXplXuwA56QpgF5rf2FXLUvPGxKFqnwUqVQ3E6yNo5wUEMmi79IVvSh5DsTrpFMTXH5R2oPu3+4
OON+qcP4nUuHv4EzKJO4/kosvQM6rlsD9QqjDyvGM4F2ULtVZ9VKVOsD/z7tiAiXBYzZceydzN44
LrqTrtZP7KPrVBzLAbGkfiCAOvsNGWM6BI1EANPPMi/DmuUhh4bL/n+v0QDQOVxGybgdCmQUauWK
649VhJasx591P/aPblhgXE66UdDTOS1PaT6dM3C5rki9p7wZWngQQTa3hNQVHWiHqNMO8ppsBpC/
oPA9AIvGlmr4OMS/3STjX+k3v9kRsUDtrtLrJeY0vFxV8YTtfhYzd3AsOFNG1Y1TBKG+4rlXfCkQ
fV0IUy7RhhazS7tnxTLzHnqX1G/jlBwn2K5g+tRdxbgtSaea9hLtpGIEcoO1g1Ps/Lp4xb/ENjnj
zitcxYaUPPrgLXWwKKIxSrWg/MVDa+zKi30WKoAyZtInAJuY2hJZFOmpnO0bZ849GHUZh8QpLplr
DInN0Mx1CUvBTlHUqGSv6L0hWkVcFhAAuNYoIO/4XD4eCdVlvCsLIQFH6I+6kNLodh/65J39rq+L
Ui2h9+aGapqUMPlD7yP+fUximsREI8ik56I3oB4oMCf8ZECGJvcKy8IwTai23RVPVjVDZw7GBxlV
Fw7PTZ9OX/iaVgiXxaj7cA9caUmlw6yN03SF35+FOxc4hGypaY8eavP3hpK6y37G2oFvuJrKWYvG
wK1ulszkZEN/iJIsbu6l4wqT2H+Uf3/NWk3Z/qLvH3WBPuinxTh0yAULlVzNhFmp81I73Oz7prAI
kwAumpQ8LLUd3UvwBE3wl90x97TMupKT6Xo0aZnvaNQiKhR21p3Fv7nvuAK75wsJBCRXy+3d81ll
lgFCFJWQ+HEGimbBNXVRvv41FiPYkK9b2oN7wsZe4MCX7xIyWdG718FLVVERWd3r+GrL8tWfdV/h
CIuPOSW05uU7qZb0fmpq6Bu11eciGMTjWb/TaGhigHLPTtOFHZ7hTbJF4vDc9xyQVFLBaYvozxiA
kQkYHsSHlLV63cxQdYowg1A23Ee/vddm/vWVg5S41g+81YbhvmWKRNOvK3Dho3oy0jcaF9+gamWt
o0R5qfln5PpqRRV8bKirTb3Gw1rzSOpGOj54wZmdBrxU01lYoAUL9VGU4nRIo3XZEUMNBDdcMMOx
KUpGdZKTyfIk2c6ZWV7hZNo18B5h2KVQX8qSXxmh/+82462Ff52c00Q/rBtDxZdbpGY2rchryzz6
yvD+EreTLye/e2iCGj9gUobaustEaRVaITy9uGPS3JeFLaHxRyfETGoaY/fIr1DgPJt1uXXrO4v+
KVKOiBriSrfvrO/QKjn+vjvN5UTKASqS8m1i0TKw7MvClZiotV/389QKec6CX9u67dVNYKx2/Sd4
eRi8UGPFzkWPatox4AGjmqOIhz2YfZ0pwCiZvTyIe5IBjem3cod9WOC1s5tlbwHDbGsokpR3ss37
vEaIxI32sbI7chkjdEgC4v6InidSgjvO8+WHlPjFE6Iu/jr/FQlWpkXjfJdihnDKPETFRuTMhyxY
OPdtE01AV1VURWtxSe0elmjUq+aLXicfzHwlk77dvcbShtfORh0kH1cbBt70GgrYEuqhtnCvkGi0
UsDD8dO9H1xue+yCXkCMmp+5oxfAi2FhZcc/RJrJEYzh+v4fSJ1OWKd2+EVjrRRdlX46XTpKXmZj
3u64ZTc939ivqRpXFukeSCt8y9Y1h2rIs/1WvkVK+tW6wUG49pPT4OVWJAb5DBwlx9PlU7lSHqDQ
4rgu3N8J35nnBVOrmlq1Gux9Xwpi/OVoMDVMVhg8yCU2V20zWcM+UWlBFmIazzXNbSOkQadVtgBV
mz2QQSRmIU1xpIx/Zr8fKt71GhEUgZHMPH8WY3TXxx2iXjq4VdRU6MoUzrloyMmO+uSMxNIJ2Col
Yf4jEwsw+7OzUpkCx0NgpdkqbHN+6EzpJ6HUOncV5LscesPxkVWM+FXcq6G+4SK2gtzO0ihGL7dU
R5jigceGnmEqfH/xt0aK5VEuAYKZjJhjL296s89Bjafsz8NSzQo2+C+uSnax4NnzLZc7E7cFsThd
RsUjJZ8JbGxiKFhfY8wSlYAuy1RpZI+AfJ/xH+3qeEoBZlu0MXyxyfT80eOmkQAQd7MryYgSM1wF
FaNQ8+oXgBmb49zuyT6xp3UR1iqjiHmltPmHu2/oUYu2d/GTKzUtNtOMPrFwtiPGHk0h39nbB8Tv
R9cKf5zYL4zAoq6OmuNxV6ALBfYUgBE7Axv4/hY31+Wu11ex9TFVDXWNG5BmOgbJs1sNsKR5PCMf
KCaEP1EfJE62qkV7Sf7Dta9pXyZmXZnd3xcSNTZZc397KxAdtY5ZlcYPdbhlEt0PNZFdJaSv721S
My9yvZXCWneawwz8kCOJ3AHpHs6umE0vmAvyMNkJmp9Olmh36Sk8RvMbAk0SR3nF1NJS5wOazsPz
hX3BDMIfnYk/RZVE/9utT/wIoK9BqevihcDdMqQD7yHz06qyy8briVa00DzFe3aANBTQr4GxjDM6
wubkAjUMcr3fHhexQLZoa0Icmff5EG55BYu6TEustGcfrcuJjY9rc0Oex4bq+k3x9br/tiNnlOKj
jJ3br7tXyqBtMCwmeo2esOB4ZsYYq2akDlqoedY2sYeIfXKABDp1jBHCP7M+0jmdcI4w7Le8J6+a
Qp9hTesm73o4RFH577HL8a5avHDZynPBxKXJQ2P0wutnYUfSZvhl6mA6mQZUDRLT1baZmuAy2N+H
JTh4H+iAvls7+JK8aM14obrPeRmZMZOAga2oQDXMp3gtYNnTKsa/fBlxcpRunvRVj+fRugBTjQsH
BnYH+Of+n0QHLQcim1Yd5rDRi6Gdq8IcUy+6/Mu24+hX4Z1qjSg93g+/ohzU88kcAopbW+kyQdYn
hKz0zCIB8ClXlMNwuLFrCtqk0z2a/Ox/J2zYHbv+2WVJgh8Vaz7qkdH+76SmQ0tkrh3BSqOzpJwG
ebjejGKEyZE6IhVDQidik8apKqhnyjwXe7zTgGdSXEm02uujNGi+iZP8p8++x2lxYJ0Boq0BDVeM
UEs1T2HsCz2197/BuDcrmWGIladPCeGZqlVIBcmrP2ZxrvGn/mfngXrZnYPuGjxesOoaYTbQrVMH
62KLQ+yAbhpgmVmIEJIXQ1dBr3TlWqhz6EPbfSKsFkbEVe3xtcVKYqmllRMnRmyWLXYZ8W6pm4nn
8Ivhom84N2S/fC9scZzTTyVJu+S9hslQqNBseMsdPu1XgL9kTsPVeURybPlyClh/WwMMGFQrBxOT
/DTVd4MtvfSN+LHhwWEImjBxfdwA3nVn+c5jhx7Q78Elg/Hd8RihHntoWvhlLzRK+Cfm1MEw1IcE
dooaasQGiKnJVn0YBbKR4xJpdMmpRgcmgeeBoNoR2g0kSvBmS+6IKNafGJBmBTZ2L9KQ/5/IT2NC
WraGehCLU1w1ghkB3dcXl2YPqZaymc4X3IIivr9MTuzc1o9uCrOGvTBQqlEYWVfWKJHGrS+uTnrQ
sGEg2FwD6QHeozBeR0uHU51hq1u9aVObfTr9Qj6yOHf22wMen2eMvf5UyBb1ZxX3HokpMWgNmDur
3e5lFdp3qidjqOC0IgzUI3wO5ndEjb1RkOhOnOQqJ+q9XH+ycm+fjTLQtkiatWIPn/I5IzDm7uXJ
Ue6h1wKNzik6omlqLJerqlG6V3A1oiuKo9Xc5DKrkqshFowKC3OEgZWnKq34EEViqx7NB90/XocW
IxpnhY15qWuo7h1D7pX+0XtylPT8NFT48gSXjs/31ZpHjD9kemXDDaSVHhhfsfUjUp/qT45QGKGm
dQffNEH9wXQ+XD+c/KWLY+bo/dhy8+kOyuKBfUp3au66sFUEa+M9EgurisD+n8ADdf5XJI3S+xIf
BwCGLOHKUNKW7bWV03nRxEkfGeAizMWh6j6P6C8Gszc5TT73clxNS5QPo53Cs3QdBdPLd/XT1OTM
WgZWUH+3smG0fAZNkbjsK9RjJ/1rZ69oc9OKpkfUbWNj6z6iOUDln552sn2KmcavOEvt4XC8pJnz
Nv0nQlvZ3zTI9g+7XTXIxXUJjhEQTNkIwQhPxs0QISLT2uB2/0meK6+7+63Xkp24GLRU1crXsEgo
zZSntrmUC720GbiEthflthLH4RKASwcM0cYvv/Qs1wSLEhU1Ty26PmJeK/Zng9CBnahnClsCK3SO
B+qEoJj1toA4d7p9ANh/RFFveyktp3Uv/c9CBVYPV5JpGEgkmEh1XmbZL8d/YFcZR2ILYlE3YUR2
7tEx3tYvE1ESPscDIBvUcwf36rrm5BNmHoVlJXVmlpuG/ESUAjwo7BE/U6GW1PsDhzwQr4LdGnAQ
Y1uLVbIVaacwOXRnlePoC7ok3seoJMHfv7k5WsidS8stpHnBYArcLI2KkvOUUBmmxr21mQovTNuJ
ocX5lJlct5VQU9JyGMrb4dEtOTLUUkDSnUPYlNAqxfDfeiwbXlsBug3bdunmxoUeunWSXMRN5U+V
/VBPWdWxmxW6Xoq8IXHPNiJCreV3Crr7I1u85qCNt/TJsdhLQUI9ATpidoauljPR35BWnnU1tT2s
IE8mRh+TtN8oH50o1/gaKvXBg/ZAJG2H5awlfGpBKC28kxxwn7mA7BFhoBezYAbFH2L9ZGAS5lHW
x+xscZf1GtgtRG4DYG9RyMnIitYSRNNPcGtJkZggunbXjAwWGK9OAmokbinDG8teWxPMofpyWTH8
FxUfsvfMKQ10C2iKss9Uq5goAJo8/Nd6v/ip/6vTVbqMtkf1AJPJFwCHsKZmazofxmSQ8YReHec2
q5givqEDqPprPRmlGLFY08vGsYvD4aSjz+mNjA4Z5ljNArslvqAv21I7DYVAzUZayMpuX2Pjs41V
9ra/6d3ukRN33FwIbdhmK5Gb2NnpzpjjocsjA1L2qZ+qasf1kr/oDdffbMuHU7OyYYa1nn8CvZTs
Yr9g/brr+7VOgEbhlS8aeFDamIEjzm7HoxW4TmMaCJUqAei0XjvFbiPjEAPVh3Y4HVVApvyQHoHv
P7QPtcDMXgJe/fx1xIaMcij2oMtFWSNNT00Kgs0xEONeCSXtBHE8tS5PlfB4X2etwZEzG1cwgkdp
MfA7dqFs9UjNmgmLJfyHEPbtf1RWeYr+Tja8nPO/lVDoVz78vDUG2miQgfdKQB6uYjyd4IU/13I2
A5Bqh1JwIIqMtZB85Lmy6ZjLCdjq0S8NQEouX2NVadPs6G9lrFPthgYO/7/gP8WEdTeaPW7NBhb8
0VzfbD4PCNvKh75Gb+ibTZl+qny8G29KujRd1k1W5pccS6o+ug83qehPIVA1XxHno6U47EeS5C6g
kjAsSU1jN+YoLYMQUELmxARYZl8LrJB6V8GotxBxtan/2qOte8hb8Lgg3RZtb+5vjIpPoyzR87+e
+bjA2gWvHlN1HwkErWncbzXhIW9LFiVCsJxFcIL98aNfCWDpFxW2eaYOX/8FjCoK4ke9I4mSuUKT
fvnEqOYYkvx2qCKAzKEj67nrGSzCWI7eKg3Pb19eMvdjZBnryuPQmZXTdWpTvAPMPtgsNlpY0B9X
raa7t8FnQyzUuGY2tkgct5nNH6Wh4czjaCtVc7Ht6YLGkYl/HRuiQuXM9tLJIL4KIZIIASwpQLRe
dln3OwIycIEtJattZLqs9LLZg93ectiWkOikJnGf2w3v9wbGPnaHMNhMuVabknu39abtluASk3ZR
dGjcMezRL+Zd1fnPf3z+ieUXkg2NI82A4HedvXr4v5jzya4q6+EFQYm6exah2TzCHIlu3/Kuuqee
yznZe1zg7jw2OMOMCz0SaBcS9P9DMVQgE4SEh1+XjZPlj2lGhiSuSpGppdZvdIOy9zMwyHNMj7cX
MyPpR8zyzlR6TlSF8sKD6YpTSeJJYw25HRJwR27ljq+3q0u83iRCfHdYfdJVyYs4aFNPaoOJ2eow
n99csFvKydzFzdu4G0f4M3/GeWcQ7b025TisKpkVpejBrxHg3xIKkwdkitM1Bb1bH6srNRSJ6eou
qFGMAm38zpIlfnPKPgrDsD51CQccTYAWEYY6hETG1ebyHgS66WHCjiqpjG66ii7rZi/q2rrxSY28
g2vv9wKSPoevvdB6fZaWgc9P0SPbufV1Tof8GkQbpgI/NrxJQLnrZwNKJdOrkGbSjz+/xkvzOuXG
JoWqXprh04lZTopOCl8//UJAyr9qBhRYo15Ou684WSvtkV7nWg5bVWDLkdPkmK/m2xsX7v61OU90
hy5I0Bv9j/qqnz9YzUBpboJ/cP1tGk9tH0ZB0ZIzXWZO0/0KRmPWGTROq1MDX5Bf1RWaKDLI8ZjS
4fF5u/u7Gx8KihnWPi6nqH3HNHagWlfUYFFkX8mCi6GY3vOwpbDkfIP8eBvruTJEQSh1H8gsdNTc
9X3cFPFNfrGll2Hc/hS4ZaL5HiEjcNMu7g5/KmBKeAVbsod6U/r04hXd/zsSrqLiiFRczo8MxHqD
iaRSqKzxwCCNYrEmrAfmubRDUQD5AqWlEvhhmrgYApYek8soicLBrEkQVXK2WIMg5sfMWwwEdzsP
/4KAIIL3qZdz/IA/4v1fNSsupvDye6jtesqk9jjjEGNGjU7X1gcq6Sq3tIZNSufLlCvrtI6ifpwL
kdQh77ngZ5QbCnBX60/QaLgSfZl9n8UhiI+/fmmpLnaMarTWi1zMY/O7Kw2Ure2qoDQ0Fw71jMJl
9Xd+CUpct7mZQDKNIxXaLg28D/Bsv6N6bSBwcHtgKoB8lGhMXoZ8YZo1a66MHApHTIojp3YYHBik
3PDSv4tiB0sfZz3DQ4WECb9cUWslerF5+T441cpSRuJ01swpwdunhwp7LaOEaHvQFbddT/YsepEq
n9uo3E8Cass7rjuVG0RQ4OxJnyv/LFH/bUTt9a2k/AjT0s/gFffkNMr0eivr8MkvVVp4AczIYTZT
4Btxvt3ZSNxRew97Em36gkk/QYEAFDA56H9nCPoH6ccG8iw+UT0hZDWFN0y3IVcwY7tobzanCju/
OnNlxpL5DufUph9knI3QO9AzSK2qEzXKw6Yzv+bzVo8F8K2CH91Eeud0xJstA6fF5/46d2Hak4sF
BTYjdYRX0Cw0m+X162evYUGqNlUhaOgSnPq8vsxZjXdqCcYXgtNspXHeY/F8WPyo6orfzmYD79W2
sUe842l1v+bDzRmJsn876IakzlNhWGuktBtBlHB5NRqlEnMJnWjDCaNMjloCfFDU1CNKF5Bq+pjX
t03YFTMFz1cckPi6N8MGNJv9q9SYnxBZYjm+2cq93NmKis/O40mKmotn6MN2eHU4HnosR59I1Z2i
Tu1R3HeSEfihMBqsYu/rXb+IXxZDWI90LSYQtGaRnJX88bD+OOpM+J0gJTZmXvPvWVwatmscfSSb
Y34kVEZl7cNOHL21K+Yge2EcKUiy19bPvdEBRDr7GZ/DNrvRzV1HOmJP94kNlOX80Km9o649w8JB
+SsZiO4Vs0bI/xvMvRsmqdNbis4jXte6p9c99bj0FEmaR7cuaeagR686jlPR0Amky3CTJkCsh8SU
4CDZCM2n0RTLyrsMnAlOq4jh05NW9BSupPnwBwzLA2VwatI0iKnpFMuoVXU0OXOcyUzgWhMlzt+P
Nfu+OGJ3H1f9HuT22WYQSDVBK+X176Gt60SuFoPF8fxIq3XcLtjk3bN/39/QUVQX25Qt+xF3Qa2T
v6rDtk01ccwElRAn8zEGdoFwjLWJYmxscCXuzeQJVgGcqF1HOGl6kLzNLSrzAuab/yzLR/u4qx+7
pmlhZ0k927KBUtQ2exxU21ER9EHbyQzeCYO8+s/+D8EGcF+gMybyQqQlyljJ54Yrt0Plsat8Xvmu
t/x9/Peq3qRGAmVsDDi5G3CkWght0/XiqUxM0+S7en8MZ1MJY5j6KkdHMeg5FigbEVGeQ6oa8BLK
DVUnMI5X0g5OBJoVjrz0su2gkW9Vn583wWudptOXDtdXo//yQOfE1v+W7Zi/6PBzwxV9zOSrAO3E
WwQXEtuR2YaPjO8DdDu7gcSb1E1COqhnIYl3Y4Tm2ao+kthKF3ZLaPlJ1EueWe3F8prYFXTW7X/0
qJeD04A89dN3TiXXAyEwXtr2k+9ytASLrhgjEv2movZmmb9JOyjYis5HQw8A9ZbYD0C112QEpFkG
63L+VfS9B8WlarqdOOZZXtEQKiXHSdaM02XCEFEaB+20nzsMW+9xzugn/JGYd+5UXE62FJ44f1+6
bjha06V4F8qYAY3Jmpm7ySfgR2s+qCQe5GtaQHisrDBydYvjYQUSWGci55EyHfSAgHkaVxbphA7o
pOYag8n7WyGvLBA/g7r5dlx3CQ4sQ//+bsrZkZ54SJPmai9TUNI8is9W1wyaSti+uBaoDedYF/j6
iQzwxT7zB2iuXoBNrtcj4PFbi+pxf9L8AWOiD5knYQQw4HT/Gp6ZNXkvnOvu6mf3cuO6k1VQJkiV
UJh+EDoxmQUYweRPMkCigiY6KxJEUeL9j6CaK2GwDuHRSrooTPnuBm85Bg79B0q2tvKn8wn6IzeE
nHnIpb+/QX8QMbkxktzHdKYVzRcYJc6mKjAbWmoYFTjfAAARvE3x2xj9sfbtxMEljmFf+38A6Hr4
th8fNrmPCJqdgQ/TCj+bEIwC8JpS+BmN7sdNVGEPaWC6muUGR89u6ALLtkj4OUcNZ+LS+FEZ+WNl
gULA+InyuV7E6OYgu4yGHFWn2Q9g7fjNQGVWl38QfTS1zNAzIWn5dFkBswWAEjr2wrXyub+zJ/gc
ttZAUK69jOrjOJESR+5Lkz9bEJRRqDwOIQXaIzYL4N1kEccWGRUey+OG8pOos42YmaIjH9+Vk8x2
nylYizlIGlV7l9HeAFa4XLianH1P0axeCm0W274HFB1+LwnA+OAY8Og4ohD6NEbW3p3Oz0wFEcJt
BKBONAe+qJT2CoB55MPhp8Tf5o4PrasbQnRnGU4au4Jb+snUpu2xGkwE5qSYV8e70RIZLwEIBPsw
+0r7DrlLJ1//JOjdL4EuniRUmugy6LUv/UicQkFnbMTtVX4wjez4Lg+/fie2gf6aGnKr4J+wvjae
JRhoGvUBH6pRlGy4XAZ1Q/Zgarjbb47N3R2a11D3lbwVD64JFc+IuqS/8eMmHApUqlqiya9b7WpQ
BdcS3K4dmhy2wrTdcJiUWSUMpWcuLOHythe7qOO5z0Abs10KTXEQ2SGMnD/AxkVB1YDpUgyaX4DV
YObk7XuXlEiyqqSfqdqjy3F+kiZ0MiC36ZiN4TMUE6QQgvJa/zozUQj1WtQK06jW/SHwoEq1bib2
sfPVEl2m6K98yDYvr1o9aacDmRMwIzmaLV5aRSkwS8xeE+mfssmz94ekXQNv61I9LreHhgu+18d4
WOL+S0yRQN514bAM3aBEb1RTpYqiCGFCkcJosTu9GSpiZXoYcpErjqea+yBLxVcWSEBKV9EP1l1M
8Atnj+vLMXOSTk72sHcShUmlK01MLtsbpdxJrnQHlqP0UPOtcWTLVOGyXhsJaDbGASqDzCYtlfOM
AY7JanKnAAtj9Q5nMhzWVsG9bY46AHRoQ9II2wZc7hn2vnx7rXUWfcCtkz5F1R85MmeYB/HAN3Sh
bdGBPgvSHv+OHQxE/EHpLR6KFzg+M9ZyNgTV5Zimq+QQy3Rb8XYNvCVwILX3455wwaUskmm/O6iS
Nm9m6sJrPQ02wV5MGATUDVCcbm1AJIPJbXjl0XgbEzveTtfvy9SNzhLiah4VqZOB+S0u7YRJcJMp
T2VYARvhqTdKC+8b294HdC9bEH7co6l/HluDiOp42ca1Ey0/YRn0W7Ygn2uD15uHgYj5a2qNO78l
lQtQCFKmH5NjDSz5ubW6P2K6Kljxb6nvA5Ejjjv8DGbG0g7oOvV6QqHw7sY8OtpW0OaNXBX3qwkX
ZijtzgqZdGol+ttgg12DpFzpQqrsJw5MSQVJyAXodtUjklbfq00AJr/EGua1mbe4Hbt+4SeNYVUG
PeVMDSjr+nb/OHoNIj/NyaDnlo266cywEbz7QyrOwdtCXG0EJ+1dXplmL5AT5oV/LFkGTKMuhsiJ
3ZcLFcCO2b8Dfe3XJOnm0lYxNJ6rKxkwsjlvUchTmTUmkhZPJcs3ffH6Zaj1LqliqM6tqcA/TIt+
VpJHbNxPEd92d7A8+6eMYvy2oHKxVz/7SLzfqTvV53fB/55M6Ay7Tdc6s2LoUYJ5hgxI+V+asar5
FIQsedblNWe7z9L1WshCa49RcjARaC7B3f8K2mdfNOGx7l5OlKehYQjG9SlaSUPHG/TaK9wC3tHE
7ehhrkqdCrGgZmlDT+CKtIK/OU/Dwf5gO/dYi2QkpRU82U+aiFVUesjbmY9lVCB3/bWSnEdsRQ87
na11Tot9alhjrg7qpVec8cc/u4FUO1AlIecbKtXVTwXRAH4kOqbXpP3MERag82tbgoht51AG5Wxa
1kKgcF3TIAh024HpZh8iR6pd38szy4E1WEAJE9s8dq19EPGf1WxnnJYgQOmNmI41SQ4jWOv9FhzX
kRKktef1lif17vZjRLaDgdQ95Udp8drb+N3FkcQRVkweOp8jxmWblmJXWK8/2tkNVlnqU9HRvjFg
zOI1j5H20snLBcPLTITPyTuklXGUc04n6KyDNaquRgiLz4kNO4xhbYINwr5oMX5LC27AMm6sMgwy
+elF6BUjoki7/wMlA8Dse9UQ3cuSzrM94zPlZ/jxqQaLRsWkipJGH779uAda3BjMxj5y8ouJYRdr
T+zTo8dyPTu83b30pBtbEjNMZQ4AQiZbM9gfqmiZdMiyYrJGrtkH2U7UfRdva/OXVCjxPkJY/6hh
6cFrTy1KGz/c9C4XcIQLQLQQllhJL5gbypsOYvEWpCGJQVj5nQiVVa9cBid/uSsFovAcLZh2xnG6
6Q7pfDOpgjiCMSuFglzr+HjdFHNiQUAMJuOuumeqN6393HL2dHlDk9ULO9nT5hw/W9WvWapCO1Ut
01hnwpBvpTpT8SyKA5bPnYm60wRC5vTk7229fw9W9DNp9wyZXcnGQlr4j0d6FzTCH8B2hSifMHDz
K0+eoqHq9RTMsM5k9mHJGZ2NEXTk/2khRLlqTKQNgrHP6Bmc20pk4kkpmeuXCnNLwwL8fUdAbj7+
lgNdRhowhyNSh1knHhQz8fcRVy0aprvWNBGap8aZ3UZa7UDGH+V/K7JS3f2K4h09PLlnH1lqjbu+
PEMLENgEhkNaSVdDGeVTm8Gn6UsJWxpohKqs9hYu3h8WWNENFtQH6IlkutuBLWU0qcRA24kXI0WK
nZdNtH9p7LMBycrm5KsQdQRUWNC/uMEvLbZ0Mf/bIK6eQoL8nxnulfgqaXBzN8zn2ERFFsDufC/E
fS+B+f9aBJZvyDTCzZvN2LdC4/QQ35wJLBX123sJT9TGF9nYFkXOLWjvHrVJYoIzELUot8eNMyTq
4F8drpXV0x+dcv+RuKjiWGgewBbmmLEP75DjBNhWVE01snjgCo9XNluMRNR/LdIVFSsaHNwCozXE
1YhUSlHWTknA8bYtsY7zHERXh9yzPqO4Kly+899TP3EONxv6tJ+SiP3EuGafPAc/dvpyVkedW1Nu
tdpxeb0y8sg+MrDUNQRPy8EkcXDYSKKdF14lWpJ5Uk0JItNGfs1mGwXYVnXlpGyTVMwgrl3+OCvR
GVm/SwIqfUeJAg4g9QQF5vasiSPDloSzvXLLqJmX25k9eJvOfbfT4buYUiMNFO1V/Pktsl2fSbJB
YQA+uKYkfPI+aHXKQnV+WV6kbSxuw2lRxoWGBS+rkmjXQ3r2jDZuxoz4L1oBDpLERhfQfFW4stEM
7xxDN3Ue3ASS01HKPO8osbixQgo3JqaktOCg7dbbt+uUZ9isJlyCd0lHils4vt6H07Fcg4yih+JW
fHQ4V/vY/SSp5CJgYJcquWG+0e8XeWe7YlSdAD7z+3mq2Je5h+9uA1Jp6UTpMWbNyDiw+lXlggsD
l/Qq8NjTriy8DbeIJxDBmdulC+dnV7MqxOqR0Zui2cKGkaChSDDGYXURXu6fX6AkW0mgiwftRPaJ
1DKaOOMyB6tOJ6E7UBDJZRdKN6NITtMyMZqE35KrS2RpC1+JJZy9KH/mQ0XrEQDW0yHCVJK1PCHv
ZAaztXPZFBqy+Hxljp0BHEdiFLc/hSubjHOuWLPGzQpU2wc5+aAyV/Y8WZrdu4uoerFT4jMbWHBL
zo2RhDdkFBaa4BmLM5hWOUlJCvC5idbiGUMQ1YhdIqPfe6XOel/m85PEW0dbmIugHfsLGHHFkEtj
514y6Y6IBOTZdogKKZjvGAo1WeYftlABia5NClgslzXfDalN/jOICmaIMRCEHU/10tv8hzdcVzDI
hUq84z238j6kF5Wog8gnMk36NeIcxenbWKU0WR45xpfUkHgUjKzOE6WZ0A/TNkGRrYLZP7LIJ4Hd
3eUelF7uZCHcoIiRxiMA4kILUDOZZZLXFuDcYu/OpFFVUZj3LivRawOjyQ1UU6BCh2ISWksUvnYI
p6zu+nehYl3vhQn4SJzdohBKTwiDeamR4wafHVQBySfI+EgnRbDyJiSsyU0qXYknhkkkDFw0E0X1
HwW4ZHkAMXFtSK1qV69BgkAIvsYWCGdJ51IWGBQrhHfGeJ9jpFMfJ8Km/dB/rU++1mEj/QR3QFRj
ueSLs+ZDMLWH4+R7uJ8/j4ktSC9Ocqdzhw8EwjJ/5sIfGRyUm3q3THjP1PRTb8JvdGNm++tiznRM
BKc5HNbReMu01fapkdEkqy2AlTChOsPrGAL8dLn6llkMYrZzhejrnI6agN89tZqhMm70mkJON1ZO
j1b+WTvM0XlpNDqWUI9xGR4uP2EVYVrn0npBkCTF4jVC7zYjZXPq3DPLWDEePQoq4Q48sn6jL5Sr
rRtFF9vp9qMhZgekrOva4THcRuQBpRSJbOtWQmFVWtDkcFkhGbu7Vq+Nki4sY0BZJj6UPlEPUcY8
UcAHSP4J/q2ahDZCQlNXQIbt/r+3DYnEzCzWjU4q0SR9+mlXZtrCkDiaInwMY374/PqE7c/G7pY8
bG3fQBobNMcCiUYrKgZHqRq8ZDPCl/aWt0+7zzRY+SgUSGnG547GBb73Io4rlvGP+j5djgcNgYsY
UeExc4OlwkfTTPnaUUgMYUaogUBnp9e7JYqSKObbLB3BoHGs5c/Rz6ZKoiLmZYL4K1oaObuojHlu
lVTDe9JoHQeIgce01Q2i10CZXRC4JOAQ9leoMlF1UBqlgrvYHmWIYn5NdJMQ5cWswwt2jlJ5I45o
R0p0rOQZDZwq/ZhoI1AB1jfymXXMvrZMZW4iy6eRgK3welgfB5XwVoeReaeu1wYOPof+66qmYZSL
dmw5i1kIPtjZaQ6pTcurLgWtPN2vSzxrVpYtdY6CXwO1UhDidgBbyD/zMEG0C/VBAftN3cBlDCVT
UD6NNtyTbqWdTg/D8LdplAAwjyPngA93T/RRr+Vf7igDkIIAClz14MjW098JA+z2Pv3B0i5K9E7i
Ao6yG9xHErrqKTaf0H9yo5EXQlRhzASJQexcVLwaD/HUvGR9io4K2ls+mZESANfTRMRzhD44lm1R
LCc+OxD7NthfLrTE6jQbH8oD/ns3DNZhMTKuec+qdwUwlRU33Fv4buuW5aP1Ya2bi2LVW+Qgicn2
hv/zbEjvHLPI4eCChFw1Pv+AxfMzB7cra4RlsmYK5GpvwZ/A1ogOBCa5kPKnldJYfrmEM28GClRS
6vvboXoGwQ+44nMK62XADio2cSVtuIdLhZ3lOcszFjmgNrwaGVfOr9XE/m8Lxk++890gnZFg3fWi
LEykfOuYKXL72lD2jSQZQT+ATem/Cp0rujCdqchglN+RnWYaLmPYRibQ0kFF+Aom0wHjHiZUs5ts
5Q6EZYb+T8OESlZG4iLXG/6aXeaV+Fof4x3TbYfrEy2JXuqMe1CnDrOLzkzacP8RckirWsNnpOh3
Dzf2uJ/tpdTJ1/FHuq6jb4Ui/iBclprLpmb5xgv7T5VWH5QQ8nyMhuTDArNnKAjj7qIxjRFUOdaV
H/ruac9yLMVhO0D7BFW8y+zVWeEGPMVxgGohDgtzPm29vlIpGurbr7r3kALBZQEUCnEK75XcC7gS
2wbbQiHoi6LBNpoVsoOp4O5VceilEIeYZpA1ElUX0JpPAAzat7s/5N4GnY8IaRU3hCNm2Pk2rNu6
9uLQCQYQN/lqSsUmFc+2A1YOqzzuyJLfu+UaCW875fZZX3BijZljny90nUhhsT1ChI2eAwFGI3+2
Hthi9tI7opDgZJjlmXu9gp678xpGcpgoEw9gQZ1Daf0d5PS0yudNec8A3CgPpBBz+SDsFLaWhB7w
589qIjqmd3BuwoJbB8hDt87WL++Et8JkI6ld8xJi7zLPvaziYn0CA6kAjNFx9amDH+6FDtxTwN3j
bcaZ+IU/L2p08M1D7hmvk97uBiYYlPRqPC0ekkuZZafibntiNB/bv6XXT3p1CCNdcbHUsaJ57Dg8
rg75R73PL5r4GatAbyqa6Z48ev4m9XeKIYFEOp2L2ivG+IqyR8Z42iplQPVr2cfXg1OXkRSxJo6C
z7Dsmhk21VvIwTltd8BsRWUMPL/tYtzSwfoRvO28ImOE96rj7vZmjz1iCjjKZY4NBF63kSs2uTN7
NGAWBZ9m9Wzmb4LQlb5aujjCssWRlobIhN2Sog08W0f2D7irDFWFQgANX7oi2K2t3hWQutgDACrj
5gGdzdtIpll0OaKNgtWYzolCoSh6J3EMR503+j/QvQoMOxjmHITYxEk3vJsz/86VrmP1cdm/s8KY
hym1yg/rFblVmJ8xlJR6iPnR2TRnHdkpxKwHBu7KDv4aMDyfvcbjfwnqDB4H54EktksqUn3CPNy2
Gb+ToNmGFazlLiBFqt1tAe/OUW6Qv+itmyL8qBeUALLfHyPCGHxjHNVYPifUc6mFQ9lQRX/Vq1oB
4mwO1p9tuHIeV8Hx1VTP/SfjK2EgVr0h4eKU9cPRo2oT8KsUgavgr64l/bhvUTgFyceI4P3mL3Cl
O0qfBgptp8LbFh/W18qpXuNwXR8fVn3ETVBIjpojxrg6pvxwIzutArT4C/v2WTRPOLgZ2QM7F+Ww
TAQW9Ed82gxElXQq+45NdhBpjpuxLmz7z+BWwRVPZ5dFHf9s0JObsS0vxrZZ2b+mgq5by59mVaXv
vLzFm7d/i7c7Nq0PMsaom7oFkscin+5MVF04XpLU806iKUEmi5IVOet+JU6UYbKLo4GbPd/0xdOv
9lLYRUfW39ujp+1u9FQtZu6b5arzBXWseFT3CsZemN8uUqpq+PaZ1FFpLxVuVnt0/+3BDihwd6q8
rG/0dXlnL3NwuAre3Tob7BlViNEPLYowe+ui0mdkXRohVL04mCZSa5X15OdcqHHhJOvuRowUe2lG
AJrba48VqCLPRo0PlVgYZIAcTd7nvqvNGWJJM4cIkNYFngmDWRoXJCCMW6XvkNM3NGDtpCQNtlvS
J2ELRE+aE2LWgsoKaw9Vz8yIKLWw2AbGKE9ANW1bt+q9jCnl28S4ILAoqtYa9NgBYgMo9u9lEOrc
GAAX7XRhEzwnfMJH8Jjef1gEYh4akYZrXRRr4bOMBsS3Oa3rIz7bzRZIRGTCDvRFE2Z24clwSk8M
SLBzdWs9FqjhjHSnVWFwRdcdjClRkTGtmUETse36oOJTEsiKEZzzPRDHhIIXG7BeK5CcI+wS2Xm3
r7ypENoXUgduaHkuAFGKlU2E2ZVrhw5cDrpExOZU1jPXjfi5b5Qmyin5MbxWhwJTFhmF5LJqsczZ
vjUz9FLq0ESLx+02aPRKq6EoiAor/N9qyykOHnsg8bG8Am1nEnNs+md4+DIUScHjdM/SutAT3t7+
Ang5JzY1gPbQVsxzDHbyMeE20I6D/Ud1Nb/W+HiscPiRu3yxz13HvlMk991Y9j1rwcUiecYlzBO/
8WQAHfBv/M9ciJVk7ED8zkWaXwAMkghPep+8JgIfj0b3nKab+RUs2VABvpDr7q9Hoo5lyP4+/FWJ
sztGwIshLVw2qh27MVTk/HP3haR8YQ7VBCLo3uhEUD18hYc40b0n/NYLvTr4OmPJEET8gpkDOjBc
vIvr+U1DGiUhHiw25sezy5F2G86dHl9XlCUgFnICLfAIAQnLvOuyjAg6XBKKPmRalkEm47ckuNZO
nO3a97mijoDYX+CwUg42iyvTI3L/vpZhGjs2n+BA/WfvGQgkU9H+Q/je0dxRpkRsMdJr+zIJh0Sa
PLSEVL9JORQ3ILN65YjbDjbuAFOVbvcy8XGtjOfpwPIlqdvmUERoQhIn3ko2ILuai2G/InYseMF0
qYSoBog31v6tqpoIz5MOXJ4eE/a38m63W3MRgJP0ifsgQAXP4ZhzszwQleTPTfR25ZupHi0TSRyH
DvUAnsgrHrABvr7kCB5bvt3agXm698VcudzQ82l8W4aOKhFrsT/gLchafL3dm04L7qKPmovuZJ1h
WS292XRDkpgPCi2lkXNmTtU65gIJi5OH97uTJnFOOucet75RIsSwr93DGMzi84neubClvAHlvfqz
oDeP6eqR1lMyrDy/yc9G18vE0Axtl8TaIE80aLUrw7EeFRLyKeaOL1I1sRf2eP23wzrhCN92GumN
uAQxD+BuZpBMD6Zd2lXZBcpfT1IRaF1PEBDuztA9L4Fzf/wf8w64VljBfdjYibTiL5U/IDKM9O96
pzu2PJndUeG0LT7+DCLOnewTjBI+1VX/TYtXg+204JfejfTXYjPiQDt4P5fnAJteIyO6Z1rV9zo3
wse+eFIjh20zy6d8hBK5942P9c2gJXrbgBUsfpoFuLfXSm9D05/O6Gy4dDQ1BIslgFxXBiOqcORd
ZWsa8BsSR9CyD5oVPFDqYy4+ylzGJDeZle+RISrdPHQ0eBFgtSMbQ1+L1bj6PSMZQtCBf/jW63A7
VoeC7YncCeEoygyXoji6rMYU7IE1zK3s7V5yEEdM5HGSvl8SIhjF88po3z3yQRoEGFQAoSP7ZZve
tzdr6N4YgtUs4ixSkKsjylwwXzWPxeZmNXb6lf4Wl/u/wgwy1iic07PXAENZawVTCRG5rXokMIAF
CGiAP8v/x0AzR4msWH5u5LQxeG6kL7mNBO557LQsWsQzJpWK5EOUVMFxF/QAzUkvzEX02S+FfqUh
Ep46IKe7iU2NJto4M4DccGv2sgFh894NbyIia0vQB/rU+YZ7rNOsnSPh9gT+RVDaC2wByiXcBKbp
pcNCIAtz5+elyambvY9YJZHxYDb7f5wZ6vAnj7vlhhM4v5dQvDUqGdC0q+51pjNQjfwCLqp346Ns
vw1QhUc/U6iotbX7KIVsv8hCPgj2NT7NOAB/87PfjZ39ow9FMaoEpdabrwiclEUyNoNP18xidkbk
aY0pWHa5adDvhxPljOlTrI5G2pnboachxyy/Xxkrl7FV/IpOhbfjJXGoY+80icZt67TeUmbUl8fZ
M/PHI3EvhNas2NxZ0FYLYRTdKgFIOBi00sLHY27tq88ovhZNAkB2odl1ZDpUugJRwRjuzPGXlvgG
nOraOTbo8qIxdLPyvcC6R/oCSrZOmI5M1ggBvn6oU6MzHg4L5dcJSq/a6KKK7QPY6puKH9W5mOyl
iqnIxtghvkvxuGtxWFXSmvU6ohuaM2U784katvKnyZ8upDv2hJbsQsSUxzRP4v5HExdENHEOjzKB
ixkbSiMIJBB2McsxpUbexZh6etvYCSZ8qZMZubvwpz/y37vSkGgO9B4IGyWno3E/9gbApaMM7n04
8cduXvHMMHITVtCaRLc7j7PGznmKHf0vmZhcqLDBIy7reIg0WOveiBa2X76rIBDFqn7whC2t0ysc
AdAKI9XimAw/V2DwSyb05D9BD+42e/nlV/qyRGBpxb5OC1hszSPWsr+u7zSxCkJtSb/01oaqW4py
WJFe5uJiJ6ybiBcyvXiHIyVrKSKEa4wt+b7N7tEvnF9wdzK3cDgJZPZB61uX01gT/KbrvUxvVHWf
PCzxMyUO/Sdv23ZVa9j5vVsm/0i2FcU9M/EwmoQUh3RL7s/JShgeS+wHAOtI3sWfwHRRBbutPDxT
v34ni4bqE81TcjRPueQ1Ef+KuBQMX7Iyr3qoyXJNFdfmahoGCMyBQIOs54g9TVzRyoUpVDvgfX4/
5+EYzRZ9kuiFJEzRWZ4O2OVkp5DerRkbR+imhJQjVxzkNV/mdrxpCuLMBRkc2fR5VGHdxN40faa0
68DY+FZwGZOPZehh2i3amDHxtsylM7WIUQTnYxc2xomUVq0GFmS7kB30Z7xYZuNZ0qe2B/fohKDc
MrnyeN13loJvPnAM091zutWAKfy/K98lKl0XXiZHAvdWKc8c3wQUyCDYzlpmTTefBIwtBw6okCKt
vIt3qzx6UaDB9Ew2kyIk+7pU+eLOgb4qThjrfCBhzPQpDFNDDPHX8KTGjGZMn7dd1LI3BHnrHlpw
0ZUL8ylq4K1wAvEYzeuA0UGhLwslvM5DRHf4YIJs+u0xMm1s4vWB2Kt0B85uTTjRWp8+aK7xjdhx
IoNHN1vbZ0nKFtwxJybl4ST5NnXUsWlo0L3pxUk0+gF6QcTY/gLYkTCmlauui9Lkd/CeM+tA+mYH
1XaNgRVotU2LmtJXXeP7JlS0ai8gEg5mCNtWODms1VK2HP8M6MpQ1RIwOCde5wQ7jjN3J5WYBkTX
dStoG1TKOPIU7BHuI4V5LYd0LatDTwp+9/HfMXUYGqrLQHzjyiybaOL8kZrU+cl7IISOTHuvJZfW
4xt9X1qPPeZy/P9+Ohx1fWRp53PXBZnlrQIYOct6Q/b3NAMEwmU8i4nnMhTfbHaucXPfRUf9NH9z
RXdk7Rz6ZGK0bJNgNqDSoXkB1evyNHVuessjwTw5RI2anE8LTNUMa9LxLNihZVv27dlU0FDN0QqD
7s4HdeeTGavSy3cbXttZx3fbbhIRAXJQBLQU20JAN4fgTYPS6ZwgMsgKTt1lRjSjXBPfx0cHfEgm
BFFhjM3Nv/HCz7aPZgL1aFlXYDy7BPQCDM9reGn6bZGRvYC2T0PSi2c917AbB5BC1PBTaKOim2ZK
8HabDaDmLYyXZKzeQy1qQd9CRIcSuuKfO30Vc1dgoGP2NSRjXzq0T2vTGyjiPOZv+jrCpQGJVzc0
sJX+oyEt5Su5PfZs8Hhgrtc/A2gzkqsf5yf03fUCRvjVDGl+i9jdbph4hcGDylg47negnpVEfKfG
dSA/X6vf3rVe1/Csuuwmg+VsKbeaE7jtlSIFXesxEVUVIiIPczyC/xm/0rIGsv85GGOz+IzGnEvQ
2+bvE0Gm5BI1F/o9og1C0JTpD7T8mffXD3tvdWBG3t2rtYnlm8VZoSp69hZFgOMJTd2QGnJh2pP5
DQnQXCSQd4T8U5lwDakcMgAdN5tCBi8wgD3zkHfOylfsrlNMOx0d2nL+u8D7lSOzojj3zeoWPNln
rW3gUYdW8kz9/QQHNkcBz8UXePENxKY9/lxz3Q6kNiBH7VZRhZMVUmSb0MxsQAjyueAfQqqcg15w
A0Vmkke3sf2Y3Ven+mfgXlv6wiR1WmgvDTn4g2qs8dz4IIFhjU6feCz4FwXoGAUCoftNLlVE1qVK
ow3pswEq+dxU92VtbVDgGZ6jEO2XwxvB/3tTEJMToOPXk5IYv9m9ohar3sBMQhBsMf+pxziZH5he
qTSxpMyzgZDUfn7Hn4NAKEb4Lm5y/nbwGWK/qXCtYvx/hXklsXsqPHeF0v9gpdD8DUsXzqhjtClf
T7s4XgSZQNPZ1HlEW9fCcpSNSqPud9m9Hhr8/a/LB1KocqLxx2p2u5aczWD7eTgOoFlAq51lJ1Ze
6zUBkQPMNREMfrc1XQM4912j4vee/q8SvLu5Uu1Of56QiXT5O+EXSNPCIlX2LiffLkiWLfhC9/Qc
c9gmDcI0D8xq9GPlH9l/q6t16zeHPWQ9tFi51cywvI3ZEPVDhaIyyDmyblQlTWMEIPOEzdh9O/No
VXrel/oJxs5llgbMev3NIecJ9M0aIrqrB4ZaeIMx0UmLz5j9WMv2HW1iSMpJWD5Q3/plmWYW8b+o
NvMh7ylZfkP/4/QHKLI9LWc4touXnqSyCdsavtX0u7aQxfJohwayIa0naqdG1ZUI2mDTJ2U76pQ2
EWYmWfL4Run5iEJArHXTbXHuDnN49H2K56q9ehPmO7YIpSdSJO1ilDDEsr96gLh61DN2UGCWJ2Xg
cvTL9EPf7l8pujol5ceraEQhurVTAXg4jvLkcBci8u8krMVk3SUkeGC650UKMtXqOUfy31PzFQi+
BQ9gRmH19Nxh8yYYQy1XFr73l7i29suy53oXRHf9w7QWSnVQCQsGxfKxXF9mXRvE+AcY17k8Pxlz
MSmcF9igxcxD94aXf4qKzZhrc0LKNaqQTTZ03t8G1L6LVounz6UmtTDm+8bUlrzMXu6uoNpnGqAX
HHvaTwuFFy1SQfuvN3mVnyECi84KtmvNe2rjvdOVijYJdg7mej4ZoP5DRGLUh7jk+3ZVxb2eTA8r
G6lcyGhmAIUwtWMaUN1dLySRGrrJLbMcLrxZF2a7tCfND3d9KS/umGOewzjMzEEWaTZic0YH5s2v
0yYZzcPFbqfTSbZFZEAmKdCrfum/YOsNEXTjapcu5T4fWxOOS8iRX36PhuHytWgxE73Q+3Wmi5V9
ncAbdU+wnjHy0s08RKRkTMeAqxMl/iq42XwrolGjSzn+DNv8nDqC+SqaJ8gqZpAHp0RJBXq2xDYb
sWRexgwxcDwBQtk29Z5Mcde/Zk/rV2xMN3RwBbwmVclC3v0ywm5hrMME2q+0NclYYi5esnG/zB8+
Si8lOdkV26i4W/SdDfKP19LxnZrpz3IkN2s1OFLi5qdko4e05Obi2K5monb17ZdAMVzPH7Agb1jc
NhMpB56gIxDc98TLMJQE7ab92tVNHynBv3GSGhr+pNdxy6d8J69pnoXZz/K0BrsN0JKcc6w8n0GK
o+pIQ9TpZeVd2bkMQMwCVnA9ezTnNjgOiYhyKK5mxP9ndJ+xgLCQHWWPxoxGGdXVt4GdX1e2zQpk
Khsi3OXLBD/wVN1avaCQ56KOSW7YAa2c4TIAissvOyarhhQgatoTsyit9hVWiKU0tcbGsFogd8xq
c8lS3En3boocHe0yifNnJv7Bti80MwmbzeA6/PtrrKfQvxrR8yjZOov4ZsrUhlyWJfsZp5ng4lUv
Kw/HovvReLl4I6ide6zEjnYLwwmKgXpPRe8O77S8ZDBuE4U5/0i+xPuiGw8Q+Lp5Yiods4kWeBei
37Q3kal1ElhJBRyeQo8wbaNhmpWNNewuSD2P1geB2e2weM5WZYhh9VEM5t+aKwsbiHL0B9YvFROx
ajecFMFpdzeUx/Asz/ZoMlgULZ7TYK7326Ua1OphGn89fCZO6/mKlgsSJRAnjd6qaEHbxgf0Kgtv
iZuhskl9bPFGSA9NAJjiA6LTfFpBYDvHLSJTOoz9qgJK5uHwddSdZun9XoELvruRUUOFY6/XRapr
ARdrz0OCsjiEQzlwS1xEaAgUqjE5WeleFjs+C/A8tmAzlZtQLw66tnPKUVWxFEo1m6ljneQG1gPv
A8G6/geGOGDGPqT89xJYjUQ3D0DKWZ26sRU5dBk+HaE8/cONtPT2BUU/m8l4kiWCpgZjdM3u3Hea
lmBo4Cm0z0sbjPzQHaq6x4cXvVHq/MMGg3+xNp1W7nVoX7byz2F9UaHMDb+BaQSRC6vfIfDcXnoC
zQRYfAKApVAC98/Q9g3M0QGT65Ee/MuRwlXks1SEgpF6JY1FZnMdLeOyAjisZfLIv/q2Xx5pOnzU
soaQ6YEJZoy9C9vTx0Y7zMIh45B6rHbvGGxH544U20a5FNNSRIZt1qlI8CKWqGQD8wlSU8+OEZbR
h2pw+IG3wSprxp6pWyJX661hj/4FTOAOICzAbRH752IbclmIwt6WVK7tLjGF3oOdIP0W2xpO6AWw
zV41ktQOrkeSyewYPLj2jo7KV8xzvg0eJoNEUlrF0/A8H53bRi5d0qTs0B7Zeci+viUrlD7FwknR
qvuuJGg2YmjZg3b3NdEIH5PooR6jgs/R7o6FA3gBc0VqFVOC0xNL01ME73kydu+HfWdi9Gai69nD
o4M0J1ZtG6gl9yviTsd59rMmXp5cdkduJ980VG7cCsogKRFMINRBrBs5Uw+OCz0ta0MBJICoH/aC
Z9WvbPm6yp38IH5qIlqqWuTfsD8y3aC3IvsGOLvhbD5SrH13E808DKeuBUVLNTMvSM4DCmIz0wHn
g8o/nJdv9Ze2L6id8687BcVhNNEKnnRwR3QAZaYqOHAXUHVvoP2IqcE0NggrBhgH2l9T05y+2rba
f4UXjUGAC+0aeRWj3Uq2YWVr/LdakHXyoKEaJcJShfoFatyRWGuTUn1r7gkzlKH+waqqAXWzSOhw
uFy1P11PNfcxHSdL1L+eDkHu+NkwZgUtVl3Q8apMziHyMnuXuw5OOWHbkPtKGPHxBRL8SGufRCeT
CiMmr3O+7bih448DjbqnK4omvCLJHDTYcmHoORkPOVNeBE/qqD1F2hqMc3j81DLJ3+9Pmz9YcFN/
rHS8WcsVuwtst4fjJPHdVie8vQtsILgT/JPXwRNjD1e4/Bko3K+U1umjlhk4hgnfBWd4CHJMdqad
ELMU0j3bVZ3cmzXQ8VHK58qNKJ3majmegVfCTicwwU0eqrmPuUTI6VbEGtDGKe7YI4gPauXF76/s
4dIB0J6SBE7/B1m9pfzQpuukg6rOjEw/kQPeannkt1+PA1whWVo3dlwaQwuJufsj9UNY4bIXKUfS
5MYxh/OiF75Le1VfupqgwNUGhemjyrb3pFntLedi46o+xVAs2Tf3X4Muc1nOXC+IBW7RNQGmtWoa
xER6M9tIU2C0qRBv7MIJGEsQW6Zwv2pvsGggv88bmhJwYJivPgdFiBxeVkEfTUM6RuO47cA8Lpt7
QiyteJQCpbxUHpnRdFtiA5qggLKY21ZVnvkDIJL/6A1AjlVVlxh1Tls73UF/iZyRnmFGObz20SwU
YWb/+9xFUTndd68ih0EOWjknbFDEYxHzT0XUOKPIUKb40FlX5jKFu7swefAh2g4qVYcPGuOJCWL+
r5obq9vtzPVmJc9tJxTu3pmTfSlYVGNrD84b3oNKZEFDpqiGMl7acjT1ekhLBQSIXQuJ6kAm9ndQ
Qf1A79kwOp+FbnFqpFJZ75S5SywdDruWPpvsb1c2zZONkIb5mRf8D6fn9yMkscpRoRq1XUhoYZfj
ZfJy11AzrNqAWSlxUcv3sS6bZWPScfskatPwuXf3HRvufp7V/tbvb94Dz1lnFFQJqPbLCW+w11EA
pI4B3JPIeKl3Myw4aYRvGLo5+150Ug5o4Xslkl0cSipZ2/ImTIWKpvFtRnLGp09uZnthtXcNBgxT
XdU5GmRuuW41A9cLKngilQqWt7GH+gow4pUvgyifJmTQ3BE4X6XJWQPrZHdxz3F8gQfaG9ZtHZzr
lIBPhahXOL2WWiBmmhv4VZnsYmsIHBDID3atYIWz5c7FQmE0sdqnHxuuEXIwK5CswLEPShhu6/Rx
U6nm/XDel2p4xsN1s0dQAeRWudHfBtCb1myS8Xm9u/NVZiFRp7ubUbUC7nj39CY43RuRptB415wA
pWEVSyPaJXn1klKigaTcXXuKdhFi29T24xPIs/vUSNBys7oTG+H9SHH/UjlwbMKy1i3jOAKB7aZ2
IobTnRUkWiAzBGA5RXPZC9k17pRbiRIu+dmeQ5WimbqeuchpNnOAqr5AUww+8Whpib2JZ9IvsraU
pKP2FAnWIfk9ENP8//hRFwn0HdOeXk9mE3OpzXXdlvl3S4vJW/13iA7BBNBkekOfy+vn/XCCtA2P
geHhRNWtLCy17Io2FcQBMKzMqYYZW+Kh6BeUVf22KSKJQiwkIzwCNa9tFQxZGOsD2t3oxaaLw5FU
355DTSeNWU9xsmQwHrYAwg3Nn7HwEbK8dFQFKAZJikS0zpvPvs6aLgXxqKzOwFGHAC65wJLcrqj5
TWU27DfXp/DnhXGQbjJafBPoTQmKASrlUemXjALyyVJDg89vNhEMi9SWuv8PCqo18uwpb32epGL2
NLC0C1kNf+XF7z+b+ojcczoqKLdja9vRCzsfcxLCwKPu0yNzBQ1KX6KBcHfSgYuSeD22pTDpc0Lx
G7CE3VqcOXOH/ng8gi0JuDDhkkLStMO2KelPvJxRPSvjBC4ORcJFWAg1SSK1erajFgIq792WED6S
rc/IcCK9AjV44nzJvc2iD9aCDMNnFJ8QWwmmfls4eJ9esTVr3gXEluj29AMjD9iw8BBLCV9rhKBt
ZeFn4eUdc4WBsFN4jJgYWc/T0FNlZE86QstwcuupMidYAp5nIhsRNnjLZw08ooJOQ0xCUI12DWmg
ia3vTxcKn2UAaZmQkydz14V7fRavxNabW22CwAuVW8bnEgz4CupGmJkZ/oAgiQAwI73gFjblNCSK
z41HUvcbZyE1/MgPOKBiLVJtHY3mSp8C4rpo3DN9ZjIvFxanec8+zCD51dgRE7VnjPGPAFA0zUdG
HgzBmr4VIxfGSyb5L6gEO0bHHzSq5g9Odf7NQOkanxk/A9/yxx/lohipsHYilE6d/l3VonhV43I6
wcL5Ogj9ad9rljLwSKZRLnj8Ifu6UMigQTgVXuwjWbH9ovu9d+o6cu9AdrHZZyPja1IR2Zo7BjjC
5VNTSyZCeEr+xa2/t9xRsg3691G57QoyDF7xdgSDRPpTmzSU1LmhRDmwvM5TzXa4sMLVUX6UQCAZ
KAXk5ktRWT5QcewCfL3VnaJL5xRCDninXW4wJqoDmrqBN7jn0XcLNQ2scYtb3PSvC6L9oYGPUAJM
wYliTeZX/C+Y7VYQfMhPgfFrysBc1S6aQEYE9SBmq0M/HxaXHi/bFKFlTIPNHvsEj1ii7d/AVpwk
ZhT4/P9RACRkf/QOSPIoL2eisR7zLIAFgQmOeAlqHznhe7wbpGrOxWTXwDpTQFjfsfHGYqR3/ja4
OpGH8fRwXvu5cO6tfKgOsWmaLdEx90X0wifRlrVvx/NNLggMpFFSG9DPuZl/kOoxaENH3fD9qJsx
JFA3E2avMLptjSGS/YPF70SE0a0r0TSQ2wZdiwY1Fy6CtVA9kgsFBjaoLkBiJU9qyq1GXSKnuiTj
MaxdkgOj/U9+BGihZd7Tlaw37osJJVXcmutqsfCGTX0/YgRrSHNcDI2TrvUvvhnLIwzTt2i+IEsy
VEddf7f6xcfXki0uqzDurfVhd80bHGJ7uplgjXSlXK/NpZeptY2QRedT1IDlmwAP0dOPwPp5LbUC
3J64FIaPK5M9vuDe5nG/2iN4djeu0NPNgQdMvJZId4FI0Ub2VdAYpVQp4HzLajWYdygwSsbB/gxH
l+uZwd3/O0k0znPkIzS/LxsGtApSNj5b/agHcva1q/BXHnX5iuxOVDkmJ9QMCxbLauZHITBsCZT0
ZfoCroOaSjHNciwRy+PQxShN/fM9KZyn2wDwfvUFdddVyoH8okUoT1cJW3Yo8HsSaFsZpbPidXjK
V5V5OwoTi18XiZSvRDTn3h4uveJoKUKZEU/fnvfVXlsNWxY2P7J46wdmEbWXaJ18uXSgvqtiXDK+
EhApFZll06S66aQUX/rnVZBswuJ0hUpy+F3l9wLcS+DB4vdLgzIkbbDnWma8PfQ2CgROtr0GQoAO
dVlyL2IuhcOI97m6H9bzj7YJm68KhLiuXSBu9QuIQMYNPTp5phCYeL0ZCl+qTXqivmAseAEcgUeK
lKC9mrdlcrhm883Ejuzj2wXnVPnZlhs+uH0/HLoJt6mA6E4iGeEoivP27m2JN9qk/AEoV99OTnfO
C6MT4buuB1ZdglTPcHiVN3IoM3Neb5y3s5eZDTxZ//GK2MVU/Do+krn5BlvD7Z09ETsI7HW0vpDU
BZYVuw4Gk0YC1gwJnall3KmFQpCHUQrklVrP2DeIsQjj6XxKudlpOxnwGHnpA2ttGXqutb2RHACe
1+b6FStvus+4TcBXMBqzkTnbhWXTXgxEUqIxyhJfGp19kkIjHxOzTphNuyc6CsNM87QbVc9M/gy9
Fv3Ji02YjS7j4Q25Jv3D2LIRdV6JCD6cjphQu7SnFS8kLnug0Mq/XM7KTLIMemQjyc/++M7cQpxa
PuhBafICkmBLle9ZA8R621SFFQKp82+s017pbaU0VZCj1SDBvnVHf6WVoZH9L6E2Dhd5MUphp/Le
N0DCxRox4ISH5Noq3UQctQTYSxZ15ecNckerCAqjb1HSL0YOfXPybrZ7k134zKXpU1iSKEVMNYnq
EB0VslV2uX9kLZXmAQjfIZkGqCkQ37Fnvi4Y/F5VI4Z1gtcFhw+GS4KhUEV5IqHozU+OWQNOhdPK
fESyI9yhDrseY37YeqcdsYc59tiHu0fJWJCZY/PMW3++abz6nIYWFB5bokAnoC2xr4K3/QObF4Un
lIw+SBEe944X5fzKVUzPAZNqvnFLyhVGD7x0ToLYjvR8Fc7SWPfLguptPL2aO8xbpBkoDubGnxng
OrOSK50Y0zRiLToyujki4FEwTLRrI/vVXdVibny+08r6MZGyyP8+WYOUzz0p9O9enJZuhnjYn+OP
3Lmwpk3BLuobmw4RkVDhmoZIKaKVwIYBGGSc04mPssWSqjWs7X9GgnhjDZ2iLHsSNZo6zfaXlNSu
4f//AUN/NxIvdRLtifGZyQgwVC8U2vaUQBP98bKeqtxqETACNhfrXyGTa72VEhVMpp3ibsYMozsT
o7tNPPh/asdWo3UfTQipGC9YbQxYNbOqik48r5Iou5Pbyqad30w8buGenGOJzJAo8g2cypd1nrWR
Z5u2QQoKVo9vkkhns3h19UulkfivgpF7bQE3ik6UWa5tIP0vpte1NMnF2ZegeF5ujW8zOdFB0vxi
nmdxwWUMm0VSf8uT+XeXty8lUziThPGrYvJ1NsLspHr2BwFkSTVs6oDKqG5MRPc8t5shaMK1u7O8
QiRk0LPzqZEEx6Zu+SOaCy3KMz2qi/zvv7YwVnkaBHshyfm7tjP2obSu/Mu6MHfQ9Ujqmig2Vhpr
90swRAceHcA4YHv4m369v9Amjd8jcK7h7zyToedOJ0G/9VzZTVZF0iXj3sNB7ZmOwRpJT+WRr5MP
2VGNfrbjJVYK3IgQpXbXTvQ3Apdxw7ziDl/cPvnahyUe4XmwhajFx/q/hkS+rirKW5BlU3WS/3LZ
zzTqr4lOVtwV7njU+8iP1b3hmMktD02M/J68qpm657xJq+ZDL4WXAFG+PZBKKSPTrrS9KmzI7PvT
os0jLZ9/SVnnvfPSvSO17e0TH+3/UW662Mq1aedF63Tc9AHaE2IC7n9N5iidmanPEWxPqW9jtl5m
edILfFncWIcx7MedrDM9IeS+wkeFi4bjtGj/hfdhceUmaQscHNP4XM8bduz+aPSw9IdpFkMqFB1C
t3+I3z4rh2BntoJKe/ZX3nkrepu8tYAv9NYJIq1oyMJEaPMaRSyiS5zIgq5f3XmE1HD/2fNhlAxj
dIxpn7ysCRg57cssor53orAXam/+I9D4hQfYKh+GfMFQGuwNi5tlzFFa9cdBJgUl81DpN+capcbu
jSVpHSWTF3CcVsVLwd4vrAKTcdkFXEcyuMOIYdVLthZ+y2lxfL2Cz9iTpn277/ESRTCIIoyXSMRh
h1AGMFk775/gRPTv8X6hvoK5rsjIES55H+KUGcHLv46CiREHahr+djCmDzu1yQHC9kyHTPCMymSS
43R+hfOVmfjHiDfWcK+A6cezqRBsYpMCtP5R4gXJ30JLMRjwacLGw0gsmT9nbAgbOAfCHulBYXkx
5/KuLYL/iSaPKhH3szvAwHzPz7QRirPMQlONwaeeBab4iO+hJ7vWVL0dVmqlrH3OQ3jPyAaQ24jk
eU5PV8F7FXR844b9ETG1pJgZg9yf6+zXeG0Cmw9MwLhLg35WFh7qCx/cY2TA9VG2k9C+x9wOaddR
eisPGSOCGxQ/QIWU9yCNxemcrx3DeTlEMcTz3xskNdiELhb1Yx4namfFbjGaQVKE0fhZuOfwtnPP
CltsIl5qo3RgQp3JUroSB9y4FrSr0GAT4hiJhd/EWbTyJ0Ctm9/xHayjkjEpxe1vFa2GbzqI3xPL
xwND2sL2nKnaAXmMfgvVyHg6IJsj2W8sLT++NYZS5qB7xoJLrm1M7oQB/BSpfEsC24TvfXu4qKO6
XPNV99eJ0t5N7ojTcF0KW7gyijD4RjLVft+XCadpzOUEZTk7GHM2vngn8LIRVfyqQXAVChnOcsUn
J6xXe/CKPKsUIAo02x+KyFTdkPnIq1bN2PRGJAoaZZ6h+isEDJl7I5Dp0+UCKkpLrHG3kpcqL4+4
Ie1zrHTkb1QbvB6BLwNx2b4hYsR/DF/0WgpBKIgDEKYnr5JatOEVv9aHOMkW3p7XgIcJd+TQ8kMQ
6cZodNyZvg+w4VPB3HgySLHZH9LNC7n8z9XYkzWB5ap6OedyBXSlF3W76JFae07ZLkDp13hZlWNE
ClUTSxpaXE/IlUPasiUrg/zoXfvo90EM+lCoFZOoVpDHrWmicjhFdZn2wNLbY/w4Jly5ojiU/7Dq
FaYB+ccPW94bAtLHvn8xyd9YHzmMmiC7SKXzqxg4yv+arzV/dVYbnAN5KKeJnDtu1w8SbyFshEgW
d/RJ1/Ej79SrMK3X7gN/OvQ3/TeOLMxlmV+XWVICv0zLAAOM8TLoWf4CQt2zkeNbxbUwFZeOT47D
H532NItL2/hhTFYYv2YvA5OQXmD0dscaHdxlevjRMVkS+mRW4IM7VbqEiAGQRvjUXnf+luXxk1JZ
K+bTSolZdzEsde8nV/S7uGEX63h3a+4h5/ZuC2ikKgFY2QEj+FOZNVfv/MfXzoI2c55d1cHAUpad
K8JHridGO5XiDno4zwHQQHX0OhwrjxlFHD9rDJlOzuGCb/9go0W4yH+eoWUji50FRA44XYFI0obC
C1CRypQfsnviKERuZOwJZcMRj36cTyJyRjzvXaHBAT/e+QerunXOsA5DMOvlQxLMed1Yz2ChJiVx
oT8msbEJkLXyh9/ZgbKUnb2UVqu1LZV+qGtry8VnO/cVHvxZKAuCwBe6uF42GqVAw8ZK+TKgpUcU
/D2aZuT8UKL3MgP4MZ+tkTbdPRkZM8URTiqY3QHlvyZWBwD/UrVWZE1upy8c1BsWbU62Idu4v4+C
QxMac66IZDPfYaPcTBm24lKOnv5L1wVKKYqBoya+cxViPZ17PGUbo8jXzWOMPWPTi8KycapdJtDo
hdU7yI7NmoLmstAUD6+UFBS+jZ1+myRMLILPd7z5B3SmxS03M566+XvKCxy0IoslC2AzXppQFewO
GRSBNNn1/HXH0TgquyeQfwBA19GocJaXAWAUy266WSz6BMo1/nO/TlayHkj36ICUKHH0HlOC0HhB
IGmQT/63ysOh4Ko4OjJMDFirREoBM/SQ12ND3/5yVzN3h1WBiyfGKJVWItppBYEyZxAptq+7Cn2j
vhPj8odjfdjYPK3HpK8Mrlne+/E63bSCGiCwzz2OEiBLfP4/4ohc9wcq5Ysqp8/vyJJLCvSRvHfJ
a7ENeI0oBba/FEHRHWjkx7BeEqBCILO4P2ZbCfOoucIfD7HB6LfcrRmRirCE3t/KmY7Y9NvPdSdw
34arkdgQ+poZRWaglG9sjWCNCt39BQyIoPwwTY/NqbDWmeoLFWtHMdo5ujJCZp2/bbiJa1umny45
H3G/BNMjLrtJrmUWOsa1JwmnqvxGRssgK3+Ajpgoc54OJLoq0ao+sbAUVdf5zKHW7Ext9zQ7+3XW
DTnh7b4Sgw+BEwhJu/SkP4pnlzqCtvMy3/NEkJbBh9z3752B1kgmPwX9DqxzRlhA3bDZKawwuZyB
6xqTZxezP1oom/qsvVfeVI7bet+OWjMUzGs91iLJbqhzorbOm9Zf83MDUWZiAC5mxU0lu00mE5Rd
GN0sweUJ+DQImLLooJK9GKnCRZsTp4aPL4NEk9c3UruSvhWtvvMcDP1qSrsDtWgeBdqdJA/7Ejhf
1eVLJ3LQmm8G+nMWdKT83GAH6OKc7Ja+9y5rHiHbrGtf0JPV01dYxGb4b0ySiZN1JUabVh9Iq7Kt
MubJrPZcdYyZzCWiVU7362GCV3eKeoBTFqxGnVugCbKYatbcOVk9hKSLwaK7yQgIY8xXSBqMQFo6
W9Ucw3igkLXQKQSahMVxCyaguqcvBPWREl5kVONhmuXMjPQHRnenTgroOs/s4i7PNKj/qtP7wa6I
MRkajJOv8XH9mTpWylxBmP8itz7DGHR6adWgG/35/5/Yb7081aXtvzcf2VbyXKEbVwqS3MNavV/X
pP+trgOZ1tEhIbKzmA6gBsEVxCpPAFRPJzgDiabmUWBnBv46NQEk53ZIiFWv9or9ZPDnsT/a1e3K
vUpXRIkFJT0TmBDYqFgcIIttwgZhkeqts81ZhU8Nwf2Yay0xL6T9bBnJ64qiHG0QrMsxwBbLs4OC
OXHCA1S7ucsfWuBt+ocu5Llwj8azTYBZ+ise0WcxVlPcVFUs5mEAlW3ptSpAnOGAwD97bVdkzjJA
I3Yor5ODF1YRtHEUUI0tRkHNIRK4dzA8REeaM+tKaW52pqz4yCvPkA+ImDqetnkTM8PlbPHPsmAo
0hRkeqWEfpHW2wTr1Iq9EPcz1mBhE1Z1tEfTapgczORgtJnN9yFA3KBW2he73zCRGEnU+Ia5PlgH
asQPyIC8cHtp+kOoWh/Hx9YRhk1EDgynUb/LmSsEUrkAgKPOECQXhrR4lV2y9kT3Ti5/mlcbpv5h
yL7a5/Rs6LWjdafFjrYotjp2y/BJTfiDyZ7VCYv1Eo8V1leb/Lg5wouI0Y8jXPkvYE0nd15twhnz
zFMAuI5Mf64QrQrhEUTTI3t3HBv7wpKIOKBGKWVg7wjv26UKqjKtn1EK3o9dtZCtfs+VAuqdtySW
/Rx5kC80ocTP9aWoyHG9EIY4KZYSjdPKT7t0zmlMZXZXbkACurPWO6leX8FkVBrZwX9oqcgsUqaV
7iTxQseqwdJWXoGbJzxogP5yjcMc6RdY4rOp1OEOh+3bM8ZSa5N903v3wxZxRsT8lsMbY1UutIOk
9gj8R6dkL6flBgd3GvEL4xqBs/8vqcnb4EKNQ0gDF22j8l2OVVSp7LZHyDZ5ibs9lIF7ZjMlfxz6
5biGQy+mvu02U9sC6T64i9U8Hw7gCXrZXjCrc38VA7dg7dzxBNNVlLnKxwds0g7v8PaW8ncov0Wd
uGTAy8QqfACmjOThFX+bLU/3qRQqShSJ57R7UjjAjiKkx7O60+7A0RzXS2zto5nYX8xho1SsWuf6
sUwKQchFtFQdo7TU1BzjyNJ/G1PhsowSrgKrHLFPZzWI6MtyYE68TsS9JfgghzfcfMs5f/5BwdKr
7hn5ddPNK8dTavMcmX/433aReNOUXWqWmyCZxiznu0zjgOBjU24WaTOaR4N2+z7fcZtLySSCtoI+
uvyFO+fv5fjA5b6vKCstVI1KhMrx87PEd2bpC4SqPks4qnudxoCLZVadPNNwdggA+ZM1i4wlBqn+
PWIBYDUHZdMDovIp+PRClhett/oXXLwQtdM/UUMXkZVCnS1aYRQcC4YZiUvYf83lw+LQZHjpM91f
J5iRxiQ49dewtzJTYUo6KLBaDBZrnyMXmRwoUWqCVpWJWDlrg9kQ9yPXuhjpGfGaLWiJX7iJBAFD
A0XjGEk4u4Dykvj5vim+ZqdJ25K31AjJ8NlmDKCKMv7OiZ1xGtQS2ut4VrnR4ZlVX1ZEsa9n3aey
mG9vPkS2UbpcFZavqw11oDO9cw0At8Aga9MUYGFbdFXvgcl2U4dkAqvvNPIObL+LHVp9MFfi06v7
tVP4IHcGGpSvnf7E0nnJjFP/+QPXw8LrQmZsSdnL6L0EVGJuCn+Mo6DygGu5DHnEJZ/vEVibxxGP
kxTmY4Dsh6Yp0PPOqsluMh5QfrAtq1m0KTxPvJJUa0Yc0/CJpo/4rcwgmtjA5XEUPmRd0GauLOFx
R9ZOYn2EYcG41p5YPfsdIvIdOSjss8kNLKGnUrUz8SzLONKgbzlV8eg6ExExtRmi04GqNGOp4OkS
7DAJFTVDvO7l/J9NqE2ax/c8B3rb+7p51dgjwHxaXY45FrZcl8l2T98jEC5pGvjzd0aXB7kj5gT9
eDGsqNXjjx+4PeRTA7qTZr5B16CTl3Nii/CfMwvR/j1Vduo5Ka+385yO9nZVy4iHJZOHJFS6WAp4
MZ3EDmGDArJOqyf10+NcXt3Z3M9YxNYdFs1CY52bmjSG0Wx9ESJ/EQggnFG043heZLHMiRnE+By/
EhKOlIghDD3RhZUQZtbChCpcG79UbJdwGzqkIEeG5nTELhVpwf07pdiHLDZV/rW6L/4svjZAOSxF
lkAgGURfT9KONHEAdSuz1u8bVtrI9CeXzB5lPStvGKlPwiaSrdUvJEC3iP5ZZWnVQpYBOuOxb9Fb
jXanK/AO2+IEvbXjUJnGgODWY8TZZ8iWJ4amIMKIN2qy7tw4Iv3F61+mjXO8NIzuRvnlPtEiaReH
LqCuOGxF+YE7yF3zylkIMDmgzngBVQ6D3/YMU4fcjDjWr13GBBNu+eyLe/6btRstfuA9T/lml/LZ
AHzAEfQvg3rB1dtXtDIaLRzm2hoVnxeT//ojugbU/U578PwagVKL320qI0ixs2xPqvCphpyb7fcD
raCtxEQUX/3L5/V7TZZV8Gx5zpk/btGtzP6v5ErEGcJKLksK5nU+DJ/xPlMI722UBOecv2uZnU8A
AC3gBHWpTP1fIIeX0EsvTYTVvPaY4xzkF0KqGyVheqt45RzLDxk6TknxL5JWqUDf9Zd3kGTpOpWh
Q3J+krD3eshdYdEOG5a0fPz+VJD//atbjy1bWv2U0oLswDrQPEZVX3pazMLLQhRW3TDf+xhzvTEx
so5Vx7X+dQexkHFHW2apN4Tjvd8/ksYmwOxffdrP4npKWcKvxRs/HouKV2Aw2GmCzzRoOLKVQOte
0/Z8V9lIDd9Q+JUNFYsWx9wP2yfoSzTd2+QrI42HM+x37nrlvp7+b6H3wYgSkaGS6uC1M6B9fhgL
EN+8OYrst4yYgSp3UPoELCLXgapRusA+QTbC3j7kHlhSQgzC/kdHuaCOZNHYn7rDRCVnMhMjyt8T
1MFYZmr5oZNeOY21pwBxv6yid+vPqTMZG8bLy02fLhIRVvNKgM7tmG0dlE31SgP3JW+3eHpc6Kcs
RL8F/WP0LHNA+PEuq/HHt1FhF/Eg9smrywPkXfZgpURx9KR3kF5MuhzF1VQmgxQHI4LGtYBjf0Rg
k9X2kn+s8r2n/LDlaFyne58TfAPlbaa6+CH5jBW5G+ssb6sPk03G7nd2C2HAm1MlvxqPOr6Ud/qt
mQNOnYriWZGQDsPyEfcyZLL5d7KHZvExb5eCJQzML8yO7gTMX7e+Avj0JgCWpB3KkZm5421ifBIH
/0VnRiVynqUKFcOFV0DFVbpGVpegWPSeDUngdhiRbYgp1QYa0LesKbF4wORlqlAag7Io5Uh9ZsVx
eqVIhWLrA+orDkRti24F54ZV9qCRxn0UGmIXj/itHFBIjFYnEFjzIyTobeAEFkDNk//ILoHE5QqP
pjhnM6/kQNZSG1kUuCV0V9Rdz6xtA5O3h9Q+BDPh5LSJE/wTfREghpP/b+K0e9CL0xS8RwV5oLvi
4ho4y9P1A62yIE/sUn/225VrR7KDOvoWAWugx3e5Fc6gub7GhgVBycyVMhHGfDu5WM+nO1N/aQRE
1gmczOCKQM7x26a5e8cPRw86ig3I0WosJEJUqKh8as9mlkCrOo6nvhesv75sBalMtV1T3KS1yv3P
VgWq5EpceLqgJP86Xp1xUg3x/U3dbRx+uIqECOJf/BLc+AyvJcGc5Ipk4PLVOZ/NhLouRPvhEHEE
2zMC7POsfJ66hSrhdcH1hgJDBooVo1Zdiast5MQO36nf0c7btsqlhSk8Vza4SNHIjNc7vKrxS9aX
sjc702wImYEE6F31U0lMeM4dBk6V1z1Z4PcMLsNTIdGNRmva1NKLATXQP6CSTZI7iN0tALU1zKdQ
F48UkUBYbhN1uE6G7m4+TsmY+MDVdUFU4dj201Y5+CuRmJ0IY2ZVf5NnLQSwde0B12cnyVgRENyZ
EfUpPVeTeV2rrw9dAiwv/Xm7U/R4nKSS6PThVsOdiV6wVX295exAv1BuNx3R86pOZ+2naKvP+K+a
OPJg55isyciH8x6Kj+MyaO30egDDA53K6Lbv7SZQGSxCpQF2nql0rqGg4QqRhqIlo8LGha/8KsBN
zfkEVZGA1L30CUad0nX52F7lK93lUWRCCCLFT9nnAa3UEUVCjVVlj/BbA+VGMmb4KiAp9kZgE22B
LjUBV9oS6dJS68+ffQu3LYuWNN7KDZzsH4pPGgeYefOEw7Ap8mn+Lfgu/uo2/Swi1oCDtNG+1Z3a
cT/Akc/4peE641draWqxrNokVo4CTW6s9IB2LkAK3y38rIg2xPbT2+4IkqNrKcp96Og5lJG8RIrt
QsnlHXfEfP1VPtCrT0Zog0KeZAE333/JaWpCAXdDnZAzLC+loihhPwvS5LNyedfmFM7O5fATps60
cPTRYCEWfS3RjOsl+JAhE7HeIYHH3mCG/xzDGFR0T1JXeDwgXsxPYSvGDzlji78FfNDLub1/9m/8
k+HH+weVneD2n16/mHKhwT113yk1smbHwdTBwtGcWCOw/j0lIleG/lQwzCiLW9HKshlbEhSLqKfi
3aKLBiA0mxQrLdZLJQhUVCx6V/y2WR0ZWnzZBn6RjfKqywiIrUfXzUTsnARpT7oV4Fz07HN8MZ2o
PzTDppjHQBTKIhoUxYtUpeKbVKw6F3hzGtyiESffuqSmAY84wOCqEvJbrAYzuvcSX9r8nKHGJaba
8IdPkDd61rHiNXYwOQYSrO2BOzl74siPfOon8vN8SjaGDd0i/7ygRaVsfGgpFHqww5bGZA9dnuQ6
Edv5QywbwSHQ9Ar0Wv0xFYry/wFcL2GzVbfY3K3lu0XZzp4jN/S/qyjW6Wog/4BRWPoXrBJdnQ+n
tpsQkli4WmbjWjTjheXAoNoW9UfYH/0Zh8aqfHutSOyEaUGFUwtxlkXKTKxDgmoRAQ8cTtKM0DEi
GrdnTKgY2tzrI48nMVcernwGUNUptrXqroefj7ar7OYC0FsPQnSX+0N/6Z597kjjnsBfTy8B6aL2
V4aGCFzliJ9HFPu1JYY3NPfYOsLCjDBMe99GC3AUv6+bCTQ+RNF3x+RUD5K3xyX3aGhbHad04BRO
X0VL+Z9bV+hhPgQ4M4Ya9yTWvTxIG6UfgvCsQZ2n7y3qkUVZ4yrceavLNACL5cdvjHz3AXzKJQAZ
JgrV69Zgp+a96CCfwEAkDIYoLplgUmDcBXtovHgjdmpRYv7ezNxQhBd9Uzn4hloVSYbwsfwpr/8c
LAo8/5NM6Nx0wvW8LibueMUY/UkgiBg7CNZ8JvwxRGiYpR9u5iZyHeL3gRrnp6dQdlSICxxqsEGI
NS03JiaekP9bfIVA+zNifksA89fGXLeRv9JRPvu4BGSR6yNUcmkLdPUBtjQoewfHFX/QCrdqyo8b
kwCoinZd+1nheLZLA21gKzpPzn6ZxzptxxjEmy7m4yos1dAG1EDWfjXpMDNv/ms9apftk6WY+T/O
vjOAvOgR6j/3L7sMm7/n+SHVSQ2Lz2T1wvBD/kQlnXK9shDIfpcvNXBm47jZaDpBTBhDQxS591ZO
SOvqK8wCLe1JAEhghflEXmkWf8S4grSIeFMLOmdGXtT5Ru8elWkUek3pnT1aGNZhiMcB9MfTRKNZ
tyF7zymWEHGVp4GjioB215jxgk4/NLwsJFJq12pPYaoXnWNNgePYBX75XlufKHgNfkJYITy7EBmL
tbNPdBue2yehf+InxbYjx3G33DQP/UTliAGgtpxDjpCyuyQ/nNwYmV/jo55ga2Y3X35UTp8HCZpS
dDutD31wY9bWaDtgywWqwKNkl65871EA7IlmfU4AmMmALCWVzt817xzitzZ1xCK0JDRi940/G4ia
sUVA7wvLTgklsfT1Q8EkEDFrVPMPzzS3CvEeIx3nnzg5x9dlLdTetAVmxQAPGdsRCjsG9UQUVeM4
LJf9secvS/vxVwog+gp419zsPVLxmI3GqAPSHRFULwGk/J/5WpD0F7Q081kcJvAQ70XOxTU5iFlK
Tcb3Zf/FO4K1ea01qZu1/JjeNRsByFVpvpMlVCL21GubOMb1n7uxxjjkJU/OK6CsWeRrqPkusa3a
TdgRwiGWAh+72xnTmRIKi7/esnB1qVJoYYJxXyiEa6u6/4QHm3lAvaPnKLVCtPsN5gL4lAyj92xx
3UyN5eyrZUc/Z1qeFvM/VM6KuF4B0eM3Hj0HgT+vRHBqu+C/XbD6T67E+fFN/M+Lne3wK0bkuJ3P
AhjZbGltk7hRZDixlTGpc9al82FSq3PsknfSPkf6n8x3kycailHuHliRfGi5M3VZbcR9S1M2BSon
a87ehYyUNdQ2cahcS0D1XpiyLiRI9OiQAPdnU72emLx81A90HKsl0g+tG8QVVkTlzcYCs1YBfpj1
e5LflNsmRIM+52maMMWo0Tdq8IVIB/rRvbQVyd4toz5r5QwQb5C7t7sKBb9KXRMtu16a0kEVY2ZW
WlWdJ/HB8HtboWA1twW8Xeorvf+sGGQpkm//vNAai+sRmmBbjmjPTCHCwToWoxI1ID/Z066HsuSz
nJ8udsIPHaqtQnwWxGgFLaM6iZvm8KxLjVmc9ETpVP9Xn+bt3dDTs4aTTEkK1iKRvNg1liY8rB2z
mbwwX/MwmXauy1hSGIVMJSquv95ZeAINvrnqHn3VxJgVkjeKtvH24bp24YoI4qdEQeoCCUYKMWTz
1Q+V5NNy62qeUR1wBKNX4ZfmPg+AtfDddXCraAWManXeg1JtWbPbzKu3CjF7eQVpspXxKLyr5M1/
PwfPb2Ogqlb07kpufCg6j6I5E3DWzEk0v1LLBGtA2ANQJLmvFj2EgpMmHmU1i4yM2gkRI5clBPqr
FqFcmme31rnfNKsd+9WlKB8l5FjcC/bPwcrDt3lB3qkc8541FXFfpzIX/CgNb5PEVOt3OV9tXwXM
rGZ4usLiZjh1pxiGauBAl9P8xZqdReGanbZO5W5UrZhVum4hAoliX91gWZioCHSmaUefVlx7JDMQ
csx/hGF/+Wyb1vVLbFcBr/j47VhyvHdVb/7bKUNjmDofNL4CS9oCAhxJhVUCkf8+3fgrdGgOaMs7
eS1ycpKLyodw+DMOnPZMlzN1m3bdtXrnudRaVRB3RpfsmlvFZdTqkn0M5IbbhHENml+ndEOJ+MMc
WF66PFg/6CKNBxf9TcXu0mzlpWqzygAxYqMuynZzbyGMfr+qzuDmaboAodgRRiz8Fo/ClYQ0qD8+
so+FXIODYM/lDLrSg+0zvZ8mE+Nt/2Yo5uIn/jiIHZFpckOOwZPpam+QZtBS5yuTId/ral3vsklk
FXqTUC+No7Pl3Aehc0ex+M9jkFoSLR4EOl5kI1s4IhN0f52INwCljnnlVB/hKVBxEZHShxcyLTQ2
P8/8MBS9aKyRRVz94/DGS6edDUwaOQQm6AG9ZpPSTv1ujDK0TZDJy9Zlg+zP8/1ds5NHtSWIlLxq
M6hJDGc+asuikRyy7EejCMVdgD8XQp5AEd+q1RqPvNiY5kgHGmer7a+B3blE+XTOqJP15mSry+u0
05m3/e1t6aepjY4Z7IiqAAxEMe/h6sLDrLvjuW56IcI8IjHtyjbnzjC1kLgpLvTZTdHdE56pp5fT
e8eLYwJSnCrTfB42JsXfnLdAlFIugodE5lRSBEJ/VXaBLKRoqcnetv9+QPtGBQbqnV6UTM5pYXe+
6x8SXb1s1kbh6KquHDNnZwg7LTwBV3HGdu2qM/8+f/xc4fUQW1GN9K4yaWhrfYq9fIKzu3qfXE83
bQMXb9skaYlszCYP0IngRtkRIbbyGrYoESPHgUz8NUavApYopvy3Euiuo7HRgEzC16uD0IqhT523
3Xdl8jiySlst8Wj4UsowFsTrLjfaBeoOFcxRJmqqihtZArW3v9SQlR+bWecsV3clF/VQGFfhIP34
OaoUX8aeDZAauzKmws4uefBA7BfVsAeeBfKqBaX0RIEPdf3hktOUp3KsaLU0EdTXKNlLE6+2v1UI
1T1D58y1D7TkeVTyzGePX02KY8TLRNWs5C1Br11ybeQb0vI1YtouM2qP1EIopVT7E8T6VcaMSKk9
Sch9hgzesj2vY1sRJZUmpm3Dp2irGi1ybCcdmvUqhSmwZyKT5T1QngkncoUs22xheFX1sIMpi53Y
pgvyYwCIklqnRRdvaev2ViRL5sPRIF8oqL7nTqCxaFsBfmpM7VTMy7SMPhFR3u9iSt8XgiyREYMW
La11Ro4TNToHlXgF6UE7pRdC451iQx9eQ0PObXiTTHk59qVBmnHIoeorcgXg+W2hfHqG3PV5qHOc
rCD3HF6f/eM+TPcnwYvhHqmO/R05RkWofXIuve+bKsBNM/XCzX52XWZvlm/jN2UMxmbnSVllP2Rl
ONJOGrQCqGHgiIPl1AMPYR1A9JEfO0sfbPpFdWJ9QRIyR29xFPfoVe+CwL44cm9UJPaW1qVYEVmS
sY0XJu6sFwO1ETbgCIk/mEIyULYK/y1jK0zz1eOHdgqZwHS8Nd0hziX3sZ8YCSFWlq1i4uo3Qtlm
239WWv0WOPwDqn5kcAVF/fBHlhGEk0DvzyaZT2RdGQpFsYNU3NX6npWxcDUAVuDO6MKw2U0N/e19
R1mouLuLK/sA8pB8QN4YzPnT+OI8HwVwpWFN+1IiyTHcLEDOPn0qtvqdFVi09Hq52BxtYM744Kyh
+iXVsJFoXt0+qLz7Pn5dFjsPPa8jWK4QvZShy4mD6kgFS8iU+IKxt/NAV8VcZpkihlecqvm3t05L
gebO4ziAB20pDalfKJT1+Vj4FOIQqqyCqnlDI8wOJb5EA7ikh7JwpS52yt0XKq7QrVj0nlKSLWaW
VGsjHDqoUBb6DpdfpzTi1qWXW+vnElWnVw5WE8vb4NVdVDN7aRKvcKf2iIUqije6Sktj8JF/qFrP
6Wq5CF6ayXs9m8Oq+S5efBZCSBlMLYLoEfqzMT1UVhr8p0ys5IoEsjmuIUZVHVi4B4exrHZ9QUbI
cG/wF/evLp43FcofQ2aGN/UdUNC5HDQhVja3uOmt4Z5a0PAOgtbGu1kKysFr64ExJrMXdwLkWDeg
BvQG66volWvdf+jtFz0efBwt6TXD3m4AInyiY+TgJIwdryQT1Kdek2R1S8I6/DJ9MOoXt1ylwhOk
dThbwGFz1nfoKAhpeXN4LgACzMqKuZbk1O+KvB79Xing410m8B/OSdLIoC3jKpSx3zf4+iqm3UxM
XKKESUvqJcND42v7TN+VyydRwiLx3hZz+RP5vcCYjrrSmrXxNLtR++tPR0mRyJTs/yVAzPqEXqlQ
xfs+Hi2iVGtdJY11Zd+kS3sfQGBGgOSxvpN0vnoqzidyo48k23SRbggg3Fgy1qlH2Ab3aD/Etb2a
ph4ivfw6GYVU6NatkKRD/bOnyu+UmoR2K/LHqOxc8FzG7S1aDl4LyCBOBl3L+zCF2VlUIBjCi9nq
W7kedfaD3CViZXh449SG4F/Qk8QdtnL0/5aeXMAJSW8hphmEguB1pfPYlbPKDj+Jwuz8QlyF6JnL
iUMuEh8Cl+ZFq2DyVUY64GhTP0wdljPefH2dPHP7g/xa36Akbby98yqNyWUen3v8rIJ1NHC8c0Kc
y37w9wnpD8416sePXQNfvWp++7HO6tDFkhQTjhbfb5HQPyfEMB8a2gzcbsi5TMCr4Zjy7XAy58GL
H1oHd9Mr7NVaCS4XrbjdN4W1FTwz84Ll0NCgs3OpMoMyWnI/nYJa6lXbIxhSGU9InSHxW/xkK7pF
guNMeClzVwHfkh5yYKFox23x7kq361QXk8uQDENguKcfFz+o4S86KZgVdO/+116lZrFExqqw1O+q
ZiS+YdJBTjmROR3le/nQEPC0fChNIvrIvdP/Yc9XNjfMrX4N9fZPO2+36aXJvnDdLWpGJAwGdGW2
yU7lvFyoOgqcTcDLYjD/78Md8LRUD5w0dGmkkdgk9Qu2vm2R3m7RBkE++js1Af95p5qn5XLRAONh
2XiiFVOUv3TwdXQC/rdEcZV4LQxA+JpBv6MiYJKDB0eLTzqMwUGkuAsVP4oAO1Fy30JaxyF735eQ
A5FpeavFlvPSPHp9GqtN3HFX5ymKHZE6RuLaJqemR4IM+Gfyi9nrnnFq0tPmvaeHp8RUc+yyVPLp
HcDXx+3hqrpEjnGm+SxWv5Yd0dgmmx7oI/xfli61fuM8F2/I5i2Cy+PdG06iwmyyFEVUJPr2U65U
UFhRZFzQ36+M2nGHfTCWYcrlBHNznCiSd1RGw1+QxD1+/O1exe9YhwCWIM6ir/ZDE2VFey7HhIQ6
qICeRDk6X+IE4Cb2K5pXL9hTmEwM6ZxVde6yDha3fTPeCJwv4jzOZjp4IpZ5bANVhA5MUFTZcsrI
Szzllxfr0q7IFyJQrN/ND/OF+/0eAZJRw4ecCuc6V/USgfzeh3XJwTX5a20Qmk9vf2e/xDO3Y+Mc
p0J0V4JGAPY5SMudyr9u2apQOkcwW/bmMDYVaC92EMgerTpDNbPTOe+GKeD81UrCT8rlljaK74Gl
bEooYoZcoXX3bDXRX13byHGWw4lHTx5cnZBqxkfN0fH5bu5Vm/H7L72yw6hZjwuEryaVRVfmQjj8
VtPJtqlKCC0HFRRqpyGdRH+rmDQuQYUQtoA87s7Qs7Sod/WTGckmtmr6h94Lg/nKTFBcGgPYWN6f
FGjOVVgkrsWAawkXfKt6rVMDQshgzR0q1U0DxnjkfdhQr8hWVg96DIHYEUqbXdEZu08GRzVV5jjr
cuJyWGSolP/5UZO2VOiniKvgfwJQZcQFtxSpfT2Wg3Yr8PJiB32mMUWUhP/kfdtZ7u8IEDh89O/V
qlBP1wFezCSfEq0qlfuDBzyZFWk6S5r6kgsVAWGGZNq0TpQ7G/H+tIH/1RgC9PvOstJvb7y4eg3m
Qg8Y8ys2Tc55lhiORwKNqyPoMVfR3GUj+b/XT9nhBOSIFN12tolgDXNAH4BqG+OjgwEDeAo2nnxB
Xo19okuxXzUKYRBdKdlvrK/sItjXuo96r6E06vKIcELfXuxCvzYnabovX2Nb23HypjjW1BaS0cIh
svNMquMWf+y9Ig95e5yeiaWNvXJudYrkAaAzG/JYpvObdiQZyUssYx4M6QjrDChwdNI+6eU93GK3
9WmQnaV+btnvo4nrmKstGMeJ3YSUY2pIBFo43pssQvYTzGXs2d3/D+lLEvEtl4NHdwV5RgFz+Ukk
Vs8BOyug+Hl5DMGYeI9a6zTd4h60fssNZ+7G2IgKgVWM61JxmUY5v7DsWVgw8PuzSLwlQMNSWRkB
Q23z8qjD26SkzCV6eYb8dSPV86TAlGIhIOa0QJTvE2tp4hFcuuz8ZqbgD4tCDF+ElQSKNCopzu9m
fia/zfTtQEQj1oHMh0Uf1ytKY0fEdpU+1HXIrVSJSoZ7ze+g+5Cg3GPrQo6NkG7eByTtDnehyy7X
kjqvIWSqc7KwRDYYsw6UDT0bP/BuRfCWWoG7RjqlR6zAkPk0HBLmaVigosFur3UAiUW6vZEF/Zy9
1Zpbpy5yk7yYAypHt1nxhRVb/C1ZlppYeaQE/+2c3djxOjmUUaufLAO1D1WPc3wP+E/1iWEgFKxe
KBUiE20/IeicZ799eNowbzVJznZRpj/us1mMUB4Nevg/moVi5B65m21FM4Ah1kmdgMAR71b2zNn1
m67RKP0igMziPd2vAWeZToxQjoA1g7o5OCG3g2BC27aQzHRsS1xHN7NYmzdp23TMDxLSOCpE6bu2
QIhhsS1TSSn3PTF0oZbBbuTMdcYKP2Urlh/KrwGTQ/Qq4K2AsOlH0L4DnMn7+P+I/E87IGGxNy4x
nSoX0C+1l/ZjeK6+GeLyXfAMgi/hkX7S+wNdLJ62oeQvoncikSu6IJpnq13jf0IJPBqlbZLLygiK
IOeMav5YzGqeZbAotwAyPUYLQgZ0LxwKwCkBKv5n/OrPrl5wny8wLT1m6BmukbNgEkzH6Fo4n266
wC1FPpvYrYWFlUuJfLu21VQJwnwaqBuuCs4GshsNcFZmgMDZSEcu+FqVRNTByWW0REFAfvtXdbgr
I3w6bZSQ0iP4kEDxhmgdil1q7OP708VHCQW4AYahOfSiGiu8AvLDtIruotwKDvwphlf7C25yjKxS
4ceXF6TuMlgBXKGk+nLpXRTVsb024OiIU2H5pQN4wsJRgHLqDJx6phWz2nyLRhlU/sc4S458CQZh
B8UIvb6Xlo1c8iJywvpgf8pBSN+kNSuUOG5M5+aKvmyCN279+hEJydQOwS2gh3Z3P4uyJTBCF6vG
0l3L0a2B8gHu7pBarJ6L7zc+hhx8N9b8AYm2wQmSYe+U/RhFHvpW2adhnMAWYAJH3k3OMFrfB5jT
F719LWotLGYsTv6brcWlvBe4TAfEak//sjrvuDG34TfDtyKFIWk/ZGpj6XE/0wN4EF9LSW1nS7nK
bCT4pr7YODYbTByORq+Ubn6qk1tAgugHdlvtDvwJu8DjAODlfhLErTGyLKkRGNWtS+8flm9A4Snw
pAZr5h9rH2Ldl1p7I/+qUbbWXeaqVGnxzS+5sCkN/XBRk9u8CylgRGXPkHHQLMxzpUI8QbPE99et
miH93KKxFy9sRn1JbTqpnlhVRmgBM9NwTawsHr59Y8C+GVG9CaZPYqhUUVplpt3tRc648hOmmtrn
UQnxgGCJMEg8YvpYBFpXX1V7DsMeFK0miJ1M7sXIbzWAM3JI+5HMdbkoJWubETPlBSkYU8ryA1Df
oiTvWtM4fQnta3Q5FALurbOHFs6LHlPT3FnN/e9b6oalDhGOO2bJl7P2k5cUKVOxs+9FqNb8tzIP
ddiDduag+ealUu2YIs3GjKMIy/0kQbcq/fP0CoXiLQenj/8/x+w2o7D/2ezKKDzlDSViZB1w0PMF
SpvQsenRhFDT8HNNF6rFvumYieHUoeNxeljOLf8xq0g2IahV4pziPzLg3hfumCt6/NbUXeKUQ0jx
Llls6Fa02yqHGWcO5s/P94R3jwCRiGqFsoteDn3U/7U5VjCnINNExKZ9FpVPJZhnXNgyVmuWZ3U4
wKC4VTq1w1K9AO/A+vMq7CbHFLaMYRyQsSsMBWda7L/8IBvY4rGWOtcJZm6IeP9Ll6PD12y/dD+8
Ae4ncXNL7lPCM9+8SG2OUAKtBnsdxPifMhnr2TzRDPkZG9jswcC7JT/76/4P6lrLrU6aYLnIoj3Q
M3qBZjydC3yKFkaoSm5dPMkPNXS7CIqHntfmKwx1Q/r0Tt74YEU4bHspM9waiss2U6a6Ho8uZaDo
U7JakqHHU8f0w7Mt0UUgjIlP0DzcvQHgJClCNlT+QVay9Gbh7e0KX6nIVT8dcF5Zf3h73N5d6zRb
+BVzC9xewt48TaB38GsPdjNh8umuY/e2AD8vdu8MyRR9EMz98zbTCSyJXy0q5L+Q1FqFmaHyhybj
mENnF09iXPWn4HBmZ96yC5njY5A85PUB08XrzCUWWPq+T8C27wjLoU221+7gzQ2173VHZ27p4992
UCSR4dgcdMa2KnXmLMC0YXvuy4HYfDJwABFXpZvP5QlmZE/EEUp/Snfg7T8vupqKPbfaYOQR8qLh
W+vjyc8KQY0rBwq74Fq8EeQ40eFp6u0BHWX6VC6SufzKY7M5qDzUe8uhbNjTGIJxvW7paFsw8EVS
BKhrzOQQIUNcQYgpnAkhkG+cuLD4aNY0QmV540Q+NY4nNz0NQMkUTHmqHY0+HUvbCJv8d1dGQXPl
PUIBgo2h6ril2T+mr60PPd9UWqQRQnefFDvF+8/hIKMyDzD/nkxpyppNZlRjv1WAMWbXknsj21yW
B7Pbftrov8QmdkCQ3dtk5CBvGNmmaYpYMlm7FL3M4Ncbgu9xaE2jL1tU42cjNviEdb+zZKNgj2Zs
F9vd10wk3h72xgaGOaaasLvgfMvsuTvHNq19RM+03/0l/ScZMUqIoQYkvK4Y9tcZ4IzQ5ul+RhK4
QcFxlFkzDOU659a7D7E8UrWTOKcyR7/Wr5REqjqiseU8CqU3DVROtpZ0kyynMQn/+a6uWfowS5nZ
m8WHN1nS/SKeZlN4q+LG4B5R0FM2QsBjfhg3TnUo/s/k5e+fsayouc/TSNNjhNZtTZFmItmW9MX0
Kk1LyfrQLFSZYrpUKbS9ahWczMIyUjMqpWmqhfZ4R0xlmVwcPcacvP2QxfsCjruIhtrCYYQ2pXFY
sftYyQxuppucbYt00XqaVMDnkDgArd8ZFc5kGOi9lAtkxLYhhER6xRYt65F6h7cxzJFENrtdm0Jo
OgM9olyN/ZN7xEgrkyIpQk6QvJnniOUxxWT0VBrErnKhiybWfuDaBRRlPPBRCKcLVt2J/avWDRGS
7usGoz+MK0FapzcOW/na+Kvc4PU5FRf6/2rNnYuSZtAWr5hY1CkzN4ZRHgcZOMMam8C1/hQqC6RU
OqTF/y6rzSi3j1CzeOl1UIC7SbEdI1gnrVw9RXngfrQm09ihPJhZR/ZG5S9bSYoNQ0DwXFppTvdo
kvkBe4m/QQu3kJDqmAOGbkXQ/IqheOyrxaN2EA+MZvIMtZd/0AAfKIgqrdKqREZrHi+YGY+QzKHM
a9Onum/QiXjMEIR4FfdGU6uYaQt3LA81/WzuJX5BHTCv81C/6XsiZ74UmInMSuaNfqAzhQMpIZ5r
XIKHoYno2jGeTVa47C9z9CQ1s41xwBsTpcNzTA6dqgCejaUScdkkDgdOPFf2g2X1ijCyz26LkZVo
l8jPX+8AoUWsm+bZijPpJqW4e4DfaQsNc4ZHjWSnVMVoPjJggvWExTzLCMK+z6F9ml7mvQzKyluJ
D4j/qa7HjsVbFfOOSyYQIgXPq+ydcre5TBgbOkdzFdT/JM1B30iSj/fliaHOpoWlq+jXZRm5n8Ij
VUKpBKpccYQhkPWwkWsqloQiN0vrNKKttP0FwiZMHiupYqfrS0k6bfKe/3dUYJDBbXn5PYvmUbKs
VcR6xsigv/Qsae+EAY+G5urMh2JTuyxq93Rw2G9PHS8kp8T44/+cIHrvuTsafYrM8YPYV2m1LygK
wTvHN3+Xbnhl5c0TVoF07dMlS2An9bVm0oaXDmtS/LjLFJZFDZ03ejftIsbcpAV7lhIHK+ODC7Tl
6pC1eccya5tClg1IoZp6LjjuX8/GTRAVoK8yIMAc0ZWNCy2dn+gqkUNQ+iIxr6PgxiHZUK7JtMMc
hVhtqdWbDs1q7sKAP6Pom0wqLvf2GHVRGsdnrYraohyfvOQ2sRoKFBmGrVLFLEEnJ68CJQ2J9VzG
hBxBGsvmoDaM1zULrqVNznqhyjS0MMo0GCc4smZT3XFqPTRnnM/ytTWLkU/Tp9vPCtaFMtJI7yca
RiVttt+uuIJtJfIyyKjMZY6P2QaY2wkg32mvEHjrK816SUOmv0fzApmxjg6tspEhndGbU2Qh2WNK
hmtN8U3nLQl6IcvCneQI0rBTCSZDwJpYVTAbkJ4JNQZK8z+fAyPJz0WNyTosuj9iYx5zApxIIYKR
1BSzsOH6R4wOczF6T191B3mtJUtfr73fQlzW4pQNAAL4hIGP+AxJhuseObnlnzgEler8NJ3l0Q/1
cm4eoxPYAcD5+lCFIK3mKOYNXNKedm5ywl4SRjcnhjxBU9mPnbqEP4NzgHOyrrHw0/sNEiKNTvzJ
uBkDymBHNTIwvh+SlEdsUeZQNoL3oVBBhUFALdiJFT7TTsNLLN3BW+cy6deePtgG7lcq8bsA7ESJ
RrzvaXhyXLvePDBNwgoJSAPvzoS4Ksq9ZBahEo5rEhkBx53qiOrEUQs4lRQh1mB599DSmX0URjLx
jx0MmKkVVKxC9MT29eSA6pn0BkE40Z0LDDPOrzfnqMDv8wL9nYvRmToXRCQFsJ30GOnpwvvifZCW
UR/Ik5O3ufZZ6b0oXo1EothBEZx4V0DUUVxMUZ95FtcM5exsfT2pQx4zMFxorJ8qZyxf/zJEnT6f
BjzZOvJKsITPgxv54Xf97iYoCxjRzd949d2TBhQmZqn2mM2EK9XllYPfeGp4SU8YDu1LyksCrIe1
+ynCDi15hzPY6r8VZU2X94scd9UOqX+c1T5WWgXw9uwNGMIx4jT1oaJcSY/+RHkUiM3ul2d4KkL2
KDa7+5DMqQ8Sj4fQ3TfCOerbPjXgNbuKiue2hkgQAruxPUdA4AhR7Ww6y0glYiaRoIfA4ZzqpGx+
RJhW1k1PkcBao7LeRE9vUZU5pOXwkBQM6xEYD4/OjJlVxRwaN0u4VKn+DvYuro+czYiydjUXJl26
Uu3PoBQxpfo4viC2qvuZQKSO3i6Lm/842/Z5VBFEae91VeHKWmFBb/kiodXrtmBPTp7eoQcL4rpI
FU3XKqaRsBESY0DQQ1hpG68iMuARN5pqNdCyeB/hMHJBlSM949Bccx9aQPDtzlayuwV1MmGywXS6
GwOaOao9pLUuSL3QOJaQk1jU+PChrrelQnrpaytr+ymMrfbyV5m21cPxjGlBnVSFjo0RU0TVoPyz
oS9pdFbzZRzVdtMgGOxbJpDxzHFivjbDoE17WVUIbRv9TdRa1Y0HndI6QYu1YqTjEhncQhcSdnhS
pknIhgkYWve97RejWy+tSa0W1b1cd6o1iNZU7jE36I10ZPNKUazLovmiC0AhDj0R1FsJcPKnP6Ko
vuGfksZWDSAw4ozUdObpIonaMW82HO2NsqXZTi9DDvvLbZgktXuP2rew/qLe6mkT8Ngel6CPjKsz
Si0Pgs2Ttzr1u2bjROM7zlClI/eCumM0Za8vWYM4pyWovcHzLRnn91qkcnJOzykSsmOs5cAoG+kz
BMxYEjbsMQWkGzG0dACSqDSjz3ecjal3Fvi40pKtO98TMIkSZ8b32q5UTE5O04u/bcCoQlPc9trA
560NnbkUDsnggtVUJ14NHpNJWtiVM9vP/p9T1Fnz8d6gUAJ7PVwZ2zA0WKYfR567nFmc42pWyhZQ
6W+I/cwWPd2yG9kJvRK+p4RbqNDLtWnL55u9VA7ZWY0Tm85+dmHFtkvCEX6Z6aSDMOk1T8y9DX7o
pFPCmBpFgMIbWbBhAZJZkipLfVoRg0scG1mFHZHpJfYmx13rXGfv49Ia88dri5l8nGpaT1i/4y+f
U+J1PAyQwAtEl4HX7VsKxuqOw+sp0YbFKt0IRahokFORxR4iAHCp7OBfa1wF9W08Bw6aNvvgyv+m
tzrjG8KulbIApR9X7vUxSoIyruvFOriYf9fFvjjOnJca2ebDj/wuUby0ISRdjT4AUF5GutTXmezK
CuXVcliDixQfGyN2EmFwHOFZWs02n4jjW4Apj7XDDd1C3EE0I9nL87Sm8GmfQdSZqaMKdPBviWof
p5kl2tManhnPGzKDAaYU0f4yuMAyjFdwnR2gxvWH+/bUmfd8/FoCdYGH7Onj5oyaQ/hIrYb3ER4C
RveaCLB9UsBlb9i8DEsiw6cDrNzbFp6qgmBq8oLKA0UF+StHN5bZ+JkqCcXFXAiDnNOwbl4EGJkL
T0iBr8PXf3Bnkr4cul3M3cqtOPkOtSzTtDq6p89+B4cEFhzc22+3eL2vHx+qGL9uOUnCJHDy+t6A
SntFEPHMfuRyBDiVoGs/Sv38KM9DlRJIDOPZuXMxnrwJLxETI7jXbKhzYo2MMbPpZJNevXN8n7m1
cLGksnYlyvKxuIV1EFD2QEtgaQw1Mzq496jfzTFTJh1C5T2mSQQLnjcSkV8wrz6gNZ/xLCRYmTSO
bCV2/xDOTxoOFLmwMw03F4nx0QbPJocFS+qXiWoWBPFp1Xtgyapq6BVqmhHPdUZ2zcY7J/OKpYws
6zpSBacAlVk+A6mmLAE3zlRPqXmJCXoogMkyiNgb2VH7kSRDP7cjymO4MBGo2cJ8+/LGwLjFgT82
dLi6P8kWTYGnRHCgfuHl/zJn/q2ri8Lm1XZMjqhdkYhyUQ9/KPdP6Z4jxIadAYpQopPbPe4sSqtH
hdloAR5ZorrvcJ2zL4iL7EhxS+U+9adYSPD0Hpkh0k1Szt8zCZI1/yKhP0XAgBMXP/7YwEa0C9JU
1GN3qZ95CPgbXKz30hy9+p7stYSqOwqgMTLCluK1uThxRE3vKTOpu2WenTqfTVjojSV/RscTRMm4
zOQ+gSnciJ9++cdpPXthu9Ljx/RCQyb9V7zrpWUAnWZgYDKkZsQrSCLoUr06MqgntvO25BiERbNI
DMyZn0HqIuRzmLv/Lz2cneMcBgFPD0Gr+fl/mGqlHQE5Aa59z8VS69N/s1qXd16A8blfjpnJMzHr
wal+ARLTvyKP7aZ5aDdGcxC918fStQjCgQjEiQVmLACCy7rZSCFzkjw938Vu5Z5FyfEX+mN15VxJ
xRKFJSqCpyBMX7zZ52lT0YXc5f/WimfFChUsGG91WbW6quL0MPbUiP4GBHhi+F5k/4c4DVRt1wP9
8vpMHWVt9CmRjC9PsLLXAzXjtLo+LrHjh43i+jUT14f1gimn1CjvbuGM37Fj81mHa7vKfCgEncH0
NZICZjVJl8gRmRh236/51SGq/9jz4n7kf5UZzpTOqiXIg0i9EMAWuv6fDmtBVuYPZ3vPIF3HKpTQ
0qkG34Y+XpQ2Kc+2D3KBVYmLrOH/Xp7ad4x31VJZShQyfMiY8nSlkXd+/1pZEmEd0rDeyS7QWhsC
pMCvivAbeIkA3w09LxP/a417iom8OyXwzMG1UNf7q/sG+HdDbwDWYH1WNaiEAmtjaK+gF98WKxm9
SxWbTBzY/k+DiJy/v9YLDy1NAE7FOvO2ffoD0r6WUJQ5QAHahHksLr4SJMPsE/dOrwsVzTYf722Y
WflIoAuq2KIUFSuSmCtUs9phux+vMasjQ4eEYdIygc7BpQseXR6ADbyY+4piz1OSrU/8Gnr5hX1O
PuYweO2FkzwJukVhY2VAlX94hnoRkI6s0UVcrSv856/fxH6VbgPtUD8TH7i63QSr0al9Z5sXtpRk
FdkrPTkrJh5k7NLQHQaucNUSEapalUpllwiGW+Fi2GRyPx75uwWup3d8NDVxbvmRzMV+rTHfnWlM
29REOmrYBgD4wtvD35Nyffj+Pesmqhb6klzSSXi8UdI/RpzICwdnNqRa4CLqXO6Xhn/zK1wLS27F
iynHRmxpzE6qq8oCaH2R1mpzTdbwgPkNR2ClqdfYCx4r+FJhIHHKurCW4XKCA6KzmT28/yixx9Vm
Os2n4P4jGfESBA8UOgNbaYWhC3dvx+0AyU166hea+ODIhcPIZ9p7ZfKXCchvsgcRixwjyCQcRrlr
VzvVufwnV/WNrLNO28RbC9+eDPRhZ05F+Jz/DGWqBiMeJjASd/UQX6NxcrwHHfK53bXzi+qWc+/5
K3QvdbUi4rIu9wv8E1Pb0VOlyjEKylRFP8U3IF6W5uOaKB6oCVkLJeDWfA//khx4doea2NscDBTa
+qVLCaaHC+PMAEIbqycXYbDG7BjomZq9Hk7xVPl7WO1SpqKnKWaRMjLN9E+50IzrE0e0irMEJVQR
b7dURPhOZofOOOuFPkUc4Y9O57+ppQC23IPFu94/MaBHMUyq+ktfP0sCewcUePeqq4WOxTBRXVaZ
ZAbn1l92URKC7mKG10+40iu0sdIzx+mPTq1wij99sZ+4fNwh2xofIwT9zaFyBemnrEKe+t2ZiieS
W9FjLfwor3EVGEbC1U6POCZVi57eoyvTGeJfhuFfgYiSx6tWRXIGiEST3kg9Np+ok5WhbZ+M9Imc
nh2R2z9kK84bGa049JbVTLjHg+4Yl3N5K0Vb3+aZN256mV0gJnX70txGaW7IyvyuHJSRirpIuXLF
o596fmNpLKyW+aaHibSZqH0FWRNyfl/SRW4zqWvfl/VLmLSOua9Rre8d3+fIVDwf/gErHQMi+jRF
qmBn+kh3Dt1R3lD3JFNOEuWMjTwaMv+GCY+lGr/MXL4uvbF9esTsDTYoS3YjVn7pLVj8amUzJ4ed
bUYQBgYlNwN+YT21xrQCbKeselKgs5vLtmYnCvI2Umm+pPM0wrlZ6qi2dyfZ7/RvQjofXghSpGjN
UIQgpc5cDKSPicuxmggKAZk0O9WyE24UlV2Yf7sPyFc8tnEuRulsQ1+gvLFSjY211eMEenLf6evj
p/5AN5Ci9FlydtTT2jlwvRBcsWESAkSEqYxCFcQlgRucLqcEN92b4pn3oEHMEhgY1/KP4NWqCvyX
xY42ki0c1ScRJYlfpCrhrgu5OPgMwLcwQ48GEDw5i8hfbQO0neiHGIsB+42OfB3kWUx/x8LpF1bJ
84JG1lpqurT2gbtwMYERpBk4DGS3srxdO62xQFei/qryHaUs9gDaVtzxu2APv4uxQQOpKWlSDQn0
wahBP5Imj0oNmLcECk2rDhZEShiR3ntGm/yDGnK04Hd6CVP/bpOmcQ5CYYehpdKGMVO5cCtf9bRx
YOuPB3BVXGvk9nLcDMcOwe68vSsCXxvxEyQVgF4hM+HG+iXatvM3iQ5O6n/aFvjo5jsjAOv0Ppwu
zLeMwMPGigwO9Wu417VEkzlSEgJ5lr+/HYLzK6h1pcYyKb3SG4mK7hbYrJ9Xn5YLYeSYH8iN4C4S
OTTrlj8RjzoM3unGTOQRwySAvvDUfjqUgcNf3yXMti5o7HEPMJ2BxqoUvQVfFTIFQh2bKrceIR5D
hOBhVxYJVm63vDMiyAq7cpNm13sI/c4d0Y+i4K7kItAMrXHd72MfFf3lbLjgHLe/bU/u0b0zdh7s
iHJWTkShJ48SHjRd7oFsOZBkurgk9VyfRzptZv21glF3p85lfFtXuOrLA+4F1D627aTDBReMxaLQ
zeW7QHHW6jitJ+i9GjJDwPvSPe66dl0SCsiQCqxiLucL9jj8Az8xIvU8diiP7hXyB9RTqmzdN3Pu
yZUCVx16ZMrPzxNuzadXDW/dvelGeNMvnyaqU/Q4t7Wd4K7T6vqKEgJ3Je4saBi2q7AD7SqSsG7r
R2QAT+OZnnb8IXYqTqwhwBvpCf2shELW7/4Asoq/CAft5nz9P/tsHsVLu2sxNAGf/XedAFGxgibz
Y3txArYzIdbPFC5N4/sS4tkUoOAXWvcRASivoZlgMmIsVjxgngFTB9qcuwdO2mka6IKr5qCdzgFk
gnKF2j8bngJyvzPgAQ4wHCb6ZWHvhNQ3ypg9eoEeEOUatLdo0BrUpUBB9boAk3TaThD+lnowHDqK
T9r3JYbY+nKZiC5LSNPw3BidDxhwZ8F/kqCsVoROUEYleam1byREU0yqDVuZ0SfZRz4iyNE5JiTZ
dbHBNnIW6EF+gI4kb7mE1pp+fx1+wkEo/0RXTdg/kTmaxaVIKZ1wVkRMayUW8HSD8hBhdGtkTli0
b1kaRoTRfb//7yMeNucQcU31fLFVJdXo/+RMnZ0znMMMwXuTHtcoj+l3ZLBbz1yjw8b/UvjcxLq1
C2A1NHGc0FOkWIDjgZ5JgYRORucu2lpUWKcWTjMX83Gkf1ePu1wH9E2CZrLh5DhbK6Nd5i0qhocf
WEKdOZ3VSMXXJ0tI8mIG6HGHiZP6az6jrfGyqfiRGRJGURJfqxa2PTEfZG4hFUDtGh+esrHgQ0gn
SN8kuqY1NsUyKK69dBAO3+yUAHzm2Hb4ZO7LAy7E6nt945yJeWilVEo4J21qm1Zmes8soURh67/4
qUxYjHWIJ6ZNBfpx6gGUhB0J501Yg1UUvfYoC0BU+UWdYmKnazz/xDGPXAdTtjQHNzMbaYGr9Xjn
3SCeubBhNIrj2m7k4eHx+kXIL7ZL3Zm1TqTqRahQTrQPrixsawfbV4aGykFKyVBkCCdoJSi/A8Qv
x9yD+Vi8vLCeljEXtQ2qFQ5vLYhm1uMVEtAjTd8bcAnQy7xTrHN8asQPxeSzPiN8fjKJ05DuJb7I
G6SpONpy5QuIaevycwk1Qi7wNTsMLDIIfcmt1IAcah+Y3xAmxrY3wb0Od3lHTmAGY0+jyMAK6TMI
LHHVW+PYwR1aLFcTyNDPozYivkXCSNYMjL7Wdzqo3tTgBSefe205QJqJD4V4MXBmyUhUdQPvVNqi
VSozM2hibvEy9aYGR0+FWuop4DuwCXXnrs1Mw/l+BVA/X6p3L2nSscRF2JAB+esaWlO/+2ora6Px
1o+zkerWpEaq3u9XnIg8wIHwdBHjlZNSTGdGYKm0/yS5IUf6LUEMQ+9WZBVgma5XJbdjCX36jqrS
wYLx2NfJ+5tWUPhKzWZelhHkpYJuW06b22A8CeobA/cDvYnOPdbhNFeppYYIY34MFoDT3iTlmeS7
Qk7/aBEZnRhDiB1b/ec7pagei0HQgDUoeWKiwdKQ8jTfvtH4AlV0c2dlnz5slIsd8wPvUDcwzd+d
trJOpsUzxCId9UkPBjzZzMPQHr6YULxm9tPZ92covigxnA65PeaGy7tahgDerckCYjKL1O1QfrcK
BCrIfIyVPRlaUZSQe2sWqOT1mquxGOP8MmqHvmMljr40iqDYZS/VT9EvFALpkAK5jkmd7N+mm001
hlC7CYXS6mzCZ4U3EXE2qm0h7A2jDrXT6v5dn+Lr0T41dJdpJSW3abNECp7PEsDW9P9/r+NqWK1Q
O9ctFJLL5eutPknQDXXLxuUw9JPXlwDrxySY4nCXqybowR3MUBLa+kkRr5zGnRzzmCjah1q/Ovxx
07Pv3qoFNn1GGP8OFoMKgYWIhly+ICUPMSuj2FDUejWBCd6+PDsq9RedOWXPpWm4LnmHc4EtbgGu
ECPcUdItbTHy6OMFCSshnStg9QW+lpf+8p8Eswt1+OaWTFMJL0kPHDdxdi8xfaJwRzeswMG0pVx4
+IWuHvcq5fU6o1igFnsZbK4yJHjTVCQJ/tZqaB+759aJP1OtowBpN9xhIBP+4M0qtw6bvCEWoSKM
jK88LrSA74FwYd+dI8GrtfsL8+OM6Jtmx+bRhe1oZm6MQdQ/YHGyI7uFZpR0Lo+QSJ99Nzzhvh/s
N/+QVswz75kaC98KhtIAtIN2SAKBr3wAnUHPiLCovgH38XxDdxclCU0Th6WKnvYrImtW0Q1q5FMb
g6rSQpUlcwBGRZ3NCE7T/mG8n9h1yLUdp0ypAFSCSR2RbLCr0i/Ky+Pecd0qDWllPbr/vf5CrgZS
ayRCTdspxQUWLinLKKDGM2pVWmqtTXcjicNNfIp4FYG8X1ckU0iSi8QmubW1ORDRXJtOUv3h8Rb7
LfUCdfNL8oigXLyvEQI6kPLFIqZHe5tn323daW81J8hXGGF+WurgkI1Nyg22FO3ANo+F5SdhWLAe
hZqyc6aHOjXgwQbvbdOXxN78uCTArMc6JdQaLUH68/Pci6pbTNASvjIp228J7JKVkIsXXVmoxOcw
ago8dMw//2sY7NmdttoWhR/eDoZAgwWF+nwjIto8LPtplkTLw8kTBFgnbnmkLmZEv2zazC7Yf+Ch
+wMkuzumTv/Czav2Pa5pCJAYS7sVUA3geLu3xyQ4fdxTdZHCKtJmZDYd5rEIskaHKBaQR47p4npl
qGVph3N0YtYfVG+fIACU3diWIT3ZjtHw2qAtcBQw20xZxrfqMc2Y/Y4LOtSHNHPvn4eWvMjM1Nvg
0o61NaAn1jy+oVgzfayDb3ozWea6e1RgcOhMNF97YtgOX2fOPuk9MgWgL4czZZRHyXgx8ueBll6F
YsTUvYa+TW/zZAzXYcy3L2JrBMp7bUrZMX5aurWwZxLZ3Z6Az4uYukvy7HtRzEJXeaLALSz+XkaT
lkkuCEnuJPd1bxZ4ZskTJOY1uKY86/LmMx3aLAd5WdSb3cxGqPuq4IssSGjb9Dsz8bE+OX23/0cV
FuzRK/cjX93WlJiMMMNiCbJ/8ZnDpydZ6jDmxatJIN2mo1u5/K6s5eB5FGCtHXvxuFVv7tqUsYQv
acB6WcJZBSShzKyiu5i4A3AxM4l+MoCVoGk2hCfxAMnwFEXuiXsSk3AsLaZfbgB8bKqgjjDdygIQ
nWmXPqvXap+qFTgINk7nXLi/xflE0VOZSGWlScVOTx6UexRUfI3EksALXkIBlERGuUuFN8P09lMF
g1OKPmSkAfXNNg3yS8347l4rploU3zAsR/K4jZShBk1db0uHrOEvgk2SJXq49nTxGgzDf2/RbLza
wAyYDbNG2iNm8c5G0gb6jcz7gnB66LCQA8DzaWYSbntzPtN9o3kxVqUvJ6Aw/0NTuJEEbQP63sXB
ciFdpHUAP33RpYTMNsHMqHvWptK7TBt4+o1CZ1n7dsAL5apx0FOTrSSvG7i3ZLmd4xoMkrKKgmlS
+7rwHSteoqTkvVgt6nvYEj6WTjEb6w75+7hQ+UupZUpv08rvo4X8S1PMRsp2hjuqpc3G1qAWd8Ak
eq5qk3K5IjVbM2ONm+QdDiy3JhL7efcnna7wQ0WiABxQdSexMzv9MNfmHfONvW5hBgWZjyOOhWDl
qUxaEkcrO2FXCTaRSa/lxTyTHgV3NchjfZAccmR7t6LQsev388ylaR267XTW0JFfQvh6s0gglOxJ
hGcUmnn0iQ2F/hCYS4ecWw54wX/ze+LK8SSx5I3M9v9ZonbNaWSfOARgCum1/sZ02BbT/liy19y2
ksyPlsKKwRfZiZVL2HtYVUf+wiPMoTIezJrpDieZqsbKzbTcvUGQtvCUBnQluctEnk07AMUqgBCT
G9xoqrfDihyadSjynV1n9LZYGHVEX74uEPQ5wbeJsPsFKWRaEL+MMKeVGhJCkyUecFDqlWPk5V3j
mJWNa770shndmSPZQsYZ5jkzptbKTBKfbkjunpNDcrZv6d+/kc+T96NfU6D7yme+fYpqgPiVzQkH
JlYYOYzwbkTthFn4RwGP2eo0+wPumR9JiJCBb00CrDplhhK3XZI1p/6tzdrC3oSrcRm2cXVAcy0f
enkoZZETnp72RK5JFxtFngUaQlyCQYFNK0zGhAn5/UDC8vlPgifh530sRhi5vA26AKMrVFlmemYm
IYKQS2oNuVNO0pxuNRkcab9DSCed8kvZnYxSxvT3PNzQTLORjUwvD8xKSkX/BOCN+hM6wBtUfzyj
GD7FvCbIioeBxqyOfNl1EI8/wMMFHyaPXSq3T+BM2C0vxORAjBWE/n6fSoeonY3A+u10sicJG3Na
RVRIUELgPL9TOpYW6s8PPbeBFkqcmSqS0BEKoEgkfWTBxqz+y+DaLXtQpt9wEkiagknk352sUJhK
BaEvL9F7b7JMAvhBCW9umug6DnjRwbESL/PlRQUfQV51F6RU8W/bxbebP4RzCcePNtIhHhq1vkHK
KDQUb+HT+wpEpoZFpphM2VU7ro/a02CKehU7Ix56Pnut/1pdrLIOvm+z+/YwVGYRxYMufX/IZSkU
esuaYF20TnadxPjZ0gZZvwe/hM7atuopel/eiA/wT/noem2uYrFpH0IAkAz7txfvt9x2V6Sco0HW
wccF1RmgPqEdOa1wZXsO5rgcnhOSX+Ld/oU9bv03erNFv9IwJwLnGCk4nDrBPDkMcvFLTuznbVJz
ShkUNbMOsGq57Su4Ip9SC/befd0MNmDzVfPsy9kanxMWsVLwxa7pZhoxGCLA7CdCSR8og0Dl8LSK
joJW5FoqaofnyYaMTFYGjJm0cJHB4V6rRtt/1Hmbl7/azynQIAIaDxYW3KRpw+GMy2bfO8hCW5wh
P93R7GzCSOdzTWBi7nZXhfsU8T/FWHeftFCo+LhTtgyg0yWZiz1DXRSYGHnwKGD8UKjRgfjqBvoz
54RL9NqdokpVXerRwwguwMczw9CVpBjo/hwxy2aqYNjIjtaS5UTDNBqWAJ2THcp10lrnaB7x5uQt
Xg2eBfRmWqdKLBUqUhiYFC77KVyUJeXomBItovUB1LWFpq8070fh1BbxVAn1/kgfein97ciQND41
YpVxEY/ZpRv2CZnrBzsY5ykxJx0fkF5Oj0AfmMITk7ysiA+p7YIzHfsqM/RkwwBRn38chHJyBIg+
GeVF/IymeMc8RocEFUBYiO9WIj4lGIHHFWc3EYTya3qk1FtV46lm/02cxzjs2S33lAfNtBxPZ+MP
QkLScPWBWNmvkaiFtsQOEqy6fLxunfa9j2SsHSr0WIlRLovaeZH0EcmgD83cgnaN72474wjlCS+6
xHADrz+B16p3q5OYqW/Y7DbUqVOH6lXljPBetTJ/t/nlIhn9m5nGhAVnwMGUtYPIMX9Bj6wRf/eb
nTbS3Op0DYwY05+404MaPnFAw3Y3Y7B56Lz0fzwHcIYe+4BESES+UAUsKhu6lQOvOJ2hArPFCM/t
3MzdrLgI1ZSd5/OQ8jbVKlm4d/js+Vp6/l2+HrFZaDorPC9dO12Wp5lGdaU+paS+4TqoSN1e4MP9
rUdtuP0BfQIlwnU482NPWDj5Cv1VhDcL72lpwiltpcz1wjVB5vfq+4G2xuWwJRazCBW889fdRpZB
B9+p/S4D7KsxGIIrYCz10SoyNfL30jRGOyLneIQh3RqPeB6HV/3Ku9n371ThVrg+3WZxMLpnzXes
12IumkB8fLznK4scY7oLkIpi0Y22dGhDNpvRmmK/SGDHo4P6Ru+kd/gZ/Xy8+5GzLMfJP76NS5lu
lFOjwVP5vHpN7u0VlrYASgSRMzLMCMs+068Awkv9tHEa8HzzHBszPnzmT+iCyqN6K9APAwrBV/cd
oiLGd71736RzMiNDX3KskIbCwE4D4rQpIqgT1U+1S3Z2cLMPrZulLE5LTUveG/JumUi1Y9tCILlq
vlY1XBI/STYDwW6tvp4dHX7V5dATdag2e61OyodIOs9teRXlpGVSjJjkfRR5HByMCqqD/xP1zRd6
JmdhaFF88IGsqEHSCswGkIB0TnPZDkm4dTeCmqy1rrcSNRmJRVd7glDiOK1lpIbs9i1zo8BCdHsZ
CrkxQj4arkLJJZbMFjJEAzlIgNsoRdLUXbHruZjIJxI2ea3UnE9QGatpJ0TDNY9th3U1QebeR+Pc
3ZUrYUuux+Zl/t3w3JzGzgRto2c3XgsI2Rfh+KxcMUU4bakaDCglQIdHFeDFC6s0vYXrfTQqqRQn
aJVlXvZRZJZUmXw7LPGdaStynS5EDho2kuXvt1TRAGkEL/FHYkQnIdELUw6vZkerllw+KQfNJB2+
dl8xUtMjqbHVy3W+CgPTnbAi/HbotBIvniGhhLOdMRR23DalP/oFw5Tn2OPlFY6mHGu8iiaG4Om1
eCCiXqCcaxPX0YHcy/6CkIm7gp9kDdIsVVik7icrABLtePs622fX4XHzj+g8DcLsNf8o7hFJPFCc
4c3VyJGwRCotyrshTILVFo43TI3eTb48MC2CEoxam2xzAGL3N4CQWravtRl9REgvY3ywyOeN5BXG
A/uokdPcaxHvQ2WqOele77NCuVEKi9nWJY3ZHsdx1Z7xWaoY/7FEyV0G5odpEzO7D05DZe2pB4h9
MxlIgI2jBxqgy3eDzfyPqfG/u+ZUWViXA+hTTvyxk/Ql1NslcswJ1v8guY+MQ5t4sM7ZpKckeXwS
Vjp4UWCsP1T9D2U/NYvnLu5RfY8L7MZcibZGLmVUGCUfI0JDSuvAc4it9vxBP65/s/BPrnCTjkNa
v2jeSzWvik0UrnFyrU01s84ar4i3Cl1jhOgCg8j0uwopRCFp2nHQXcQDDWtxoM7aZBtCzT1dt2T1
r8/BJvtqd5+C2wiujvVHl774ehExfLZUIckhNLxjEFKCE7IZDaT6/4L4uQDCOE7cJi0sHpPBXMRv
1W6V3oSC6fFTJYCG60ZkhrcUrHPb9N4ZNyG9LwN4HeJr+jVhC/hKAK2pMPBIcYOkHdFE1FIuqH3e
oT4mTRIGh1MRxsB1cHgkNrbZ+E06+aW+A1sEViTiIlStwR/FzJTUZJVsyOLvSwe/aHo1EgCIElR8
mrrwCl/+peLM1nqnXPkp9jiMvO9Q+0aHgCCiCmzM3PsL3XtkUtUW5WWPJaHc8AnqjNLLaXYdTzmA
iXlx1IY3bLFjbwq+9inQca9E9FOQzapb5135UD6j61VvXkBS6fgm6Xt+qwrFiQCD9Wt4vCODB2sp
V2Spy4fxRNzF9Jr6Rq18ciRxpV6Z95yRZWeBLu7RmOiWVb+Lv+kbb9oYbrGzSv2mFhDt2l7OgiNY
KFt54PQGv564zI6knY1Qxz6F1JFY7G7OjvHKnUkcIuBUBlyxOM6TZ1bSa3KhiMn9VQb6l2gsA7ZY
JqYbaOEvwt8QmIkLyQv7ZEaGkFVu0qKwQ3u/VVjTPBeqmz49bpcLQvPvYWJ1ed9AmLz1bKGTg/gy
3JmbBMN/tmta7Ctxp4Bw7VbJ6yZPDYi4t5zCZiK6Hb6yPopnE9AzF/acBugThDmqFgpG6zZ4wWD5
P41Bk2XmigUU1n0gs8F3ih6tJS6Q+gqvhlAlmLPRdgHufyUvufsCj73+8MLeW3jgJ+H7cp1UC8wM
AQjWLdUkvdRqSlok18ZVqeFN3Rh4PsGyPdriZyVa4acSNLt2ijLoAjK2GanuhJEWbdzjdVwbZIHP
YKF84wK9lMmJYv1EqrwtDJYb/X7IXsgiGCKLI2tvhcFUFp6JHzsR66rU9jMduN06dHiZLJd9m1WV
2yVs4p7RCcm3SQKtwA7fewBkEb26KzIZ29H/Ab3tA75qGlPTCNCJ/sghfEIgdhv03NsKc/o3bTQm
KgVxCtbc/2wzDsEZ/AdXvIXgwSeLVUZDF99iaKF1Azr5L6kNIf9+1kbeduRiXNw7eIC5pYvSl8v+
bNE7iUjoFD3dfO/m+TRxbMoTmx6ZmCeovTCPP9EAJj5t9gpaTFCyt1qKr9Bf9c2z0sfSzVgSh/ab
DArY5LEY3LECzr24v9JksMIGG1tK/eWZY1KesNoudIX0udJMK4h4mB2dkt3T9YuL6tTvcmqok1if
7LgrRVNxY8aO+EbSoD1KzDozMk9zG2G2R7ZgVS08n7Zma22DgyE07+E2lOTscFVFukSxZEi5p/G0
m3RupG3USmOw6sUrMViHaC7kgJV7GpvMF9SO+loKiyrUwZgZbhZwUEy1+L8BxsgoGM+Mf0EAVe1Y
4HVX9DvKvNDFs/touuW1rTs6QjUjdQAz3tViekLQEbBnQUDcbYvykbPU+3eF1yuUeJjKHdNXNlEi
vIITa95NbCAti1hVBnlNjhzOXkScaB2Pia5xtZkjTIV14vHnEsQqYpSdrQHHX7OjnkD0B/kzY4ZB
xBSWdK0De4t1e+WmgaGbBtGuTTZdwas4BhtATqFVjTaIka8/J2J2kabpi7SeAzd+VWdfXPGfOOoP
+Ukv4B/nVsembZnFb/PJwHtGubdNlCAneQhdh8RCVSzrb5dpdc6Zd6sWHS7vUIk2qVfqMzvln4Pw
uVluEP+cx4u6ijhObCD/Y1waZ8iObmu5KLLkOpFV0OOq1pddy8wQPUIKstL3mWl1f4T6iUi93VI/
8RCpz+f9HIKOa9MSL2tu4z5hLZhsrPcrJohuHKkh+vLM+Hhe7CrZqZS/Jh0EVml2OGKNLtQv8UX2
uXq1BreEXclJPjf3vTiOG1K1wbRVKTtJ/hv2bUX3YsQtE9LUL2VtlU/ci3U/Pv9dDVwx5azdRZ/p
tZMW63vZaFTOIP8rwOXG7NkUDsoYpIocXOZGnQukjgvI3uF4HoAyPk11n3nrWyldX3KkQIYj1SzN
Gl4S5Fcv++LeMy1mSZZ25yrGYaY0NqrCnTyAPOGP4Cz/p4ukxYP6scsaCU1QAdHylseC8mJnCOKg
ewvYBumhbuLBoEGUROWsR8df2rczg0jAi7C9JOudEmMr8xTK1GjsSyymxIksfx1zS9Bp9ljxB6fM
Va/v1EDKW0Omf2BxT7a4UO3/8rPpFVK1dl1fqoiTIaokUlwbYRuBWz0nXF4xQj9ncA7ZMVSmxebf
dDws6x+/yh/UFH/1rA29mqA43FuRPhbhOnvh3kvqWm6mr9ejzDPlazzanS55MTUdWT0k62aOPxFD
sw9WwZGhlkSBHAhLRHwI865fMS1EQCHEOQGd+oA5lclCOjJYdA0ADQ3Vn+Rbw7hjyi6szWm4VhAT
JsBsmdryiDJclmdgIPSQ0qb9n17X7LQrSBVmtn9/n24WDvMeP9e407T2GoKPsN1gEQdndPVvnVk7
SIqmqIJVqKOfhwtomm1hHJw7yuHn1gfjrv81gEEJSrIddg2k55c+yfy7DkIgEBm3bbJKRg1ZnKC9
YcQvf9Bjd57MonXC0lwpIloiRV+tIf/xEK3zSv35GxkrQjANixOpQ2MUEKWa4OL+0bvrLKhJnGxw
8Sbt1sWRwf/6ZiOFfOVH7nL34FtkHv8PSCIR1STnIa8pyoJ89T4bLGndSF7rXwEqAT1cNgaaflAl
4jLKJvhwlO92F6ZECieBbgfSueHF4ffTYKhfM2ZZWX6OIdWtvKNwYc7cZaA1uH4osdee2Mq5geTx
/gHzUaMcGXWarh38se2xK01n2iKTFRIFazJuRn1dJXKEqfqN3jidiIoSEP1nlXnAaXeAsjoFGBNM
i72Okxm+0GSYa0GWV1MoPolIFfqQALBv6LigHXlraIpnbuBtdOQkJ3FmdBvKmzSEOi84PaI4LxDs
yPK/5XIqgOse52pXQQFqMnsSZJg8sW+RWL9JX2/yL+iE+G8KByP2jbr67Zxdz5EZMNl9fuMkegNY
MMVRvql2swiO9tRvwz+CniCQD5kb3vv9YjyY8+vk50tjnxrAwFttyck18iLH1m81MqHPy4QWBVXU
eASob0kHDc0RAlIdP8B/uiolsEer/y34gvlZUu8qzJMuylDDrPqbdqwsLGedd+DgmvXDDcvLQX9l
zUGblIXj/o7QGBvHLQM/ocL6bG8sWwfCmlQkD6lHwbIzsAd59gT5PmDvWex3ir88xnr09OQo6V2T
TDeKfK+QVqSXMAgnHOiMR+KMA80N5AwhM/iEVbBsBlKoQ5LtKIhX/lXZuDiA8cHguh3xVub/Ak7A
xH+5uLCAJfiHIsM0rD1ChoZSBuM/q63EiI9pPRJjIABhRS39lwAOpCuoqvN5vxXWGgwoznMkBO/U
Cd+UxfEHzqPhWqS21qWd4hbzHpafMwxavKEFa/blhMA76Zw3QnHHYGwmUDbhtLWbGmTXhAxomh9X
LuKp9LLI0kDnXsbp0ZyKfpWmxBc/FFPJQ9adQtNhLOw6R0th+tiasoyNWFxkIJn6Ck1ZuR9/3wNl
hc3FNMcaX0XAJHbxhE7zVZf4NCrvupHY7aAvTN9RGNmqj+CcRFMOOYCP/H5+XrXG/k78y8sc+4ZJ
xN5ytv0cXQeRT0hDg1F/2cPY0M4pzBzGM4kHT766INwIflgVvQ/TPHfQ8j0yAGxmtyDqmOF5GVGI
Z8QQb/qf3T269M6lhheXaBSGrmdF5e3KI+toI9aiU0T6KRbOIzxOiTGemCaL5SDVu25O1MGgZI6a
HX+smpeimOnSuS9AJoEUYg+ba1HgI+OvVQi7Qfg3FHW/IRL9SfhjBNx20DMaB4HIOBBav5aXWQTf
sPlWf5t6+2WhC6itgz1ZSTYNpilTIQZVytGz1Ca8POZM22PVLj4e7QL7OMr/uKYapjP+ZusJrZCo
NMV8D/h3UGj5bowH/gs7RIL6Pa/A9P+anqEx7wyw26zxqMoikOPU13qveLpuTlSA2FKtJwopKB5b
XErzUP6su44pQayM22ZrSuuSc93Bw4WyQxGF3u9oxp8wTRpVPviwdZtnyLI6Y4QI8QRgVShN+7jM
/j4tSs4pvGnz9WI6PhfzXJ81M2/w1ICTPvNxglO2cry1+vuCWgNfTag0C6G/RhsT1OLLObhxU+6h
FjRdVnWsVgNn217ETxke3VTE6cqu+f9APBO7SWCtg1TcrG+NdhHR8WhSYLd16v1ziNCuJQvvqi6f
/8vY2xplYBCoKoVboHM+zC9xxIKoYhzSwH7qhtyv/tCrDbJ7lEEISaNOpkghRlVotRbOG4+qGBNe
3mew6CO2qbNY7MXqUvg0mhqA0B6tbuBH3obUUcewux4jYBg47aOvnMfaewn0Aak5D7UxrxgE+H4B
aWFgYndNV9fWVM/EuVHux0k4K7S6ybdczexZuDqQnDm7YFSzOx6k9jOZ7LzYy36jcYQoD35GIhvZ
3T8KNVNezB6QQaYyQfqmLWKTvbCaqshCWh7ftiVfOWM7mJiCEyr/bLBhNwXbuKboFzNpRwRVHZHH
1AI3vC0VoPHoHZTCr1EXDvwhaLrwxN8I9bnZkdtFTxzLkWr9UPldEOzUevBI+vRV4oURZnYUCV9j
Bsu/zU8TPO49Kq9NA+rjLfHOt0wnbxQ2j+X2rEDpB8PSjCpjiEtKOKaGqO/jluVFckSMGNYVWw6v
+zb0pfhiV21u8cQXKclUtbGDmLIKV2647id0nOhputAE2TYalphXFMrHdP5aPnILy2QEXHH9IzFl
Eas9WiOoS/mJnX9JC5iLJkYf+EmkZznoTmR01l64CuaKqMqoIVbS2XOdUL0clgPP60agRyw7yKCQ
9dr6vNg4I2PATKyEgrMtQDcC0g3AO2dBqpZktZ6k24x1e1YNlFMSFFGIxvKrx3XmabPG0BSWxa6D
9ST4zvo9tfYAdUd0YHouLXZ5U52lxoU9FVyXGWC6r0eMIrkn8okqqFK4xckZ1do5mBbEZ1smsnvd
pvYnV2ywDEjN8gHOhUHNWgOkmpw9uuy2VJeDTNVO7eZV3SXfioJWPE+RLXvHdQ9gEUvRvjNoU6OJ
i2RYhDysdP0B8gd3g4tKkMF6FmADQCi4AIPvByIK8N7yNVsVFN1f00zE5iP9G2JoV7RxBCOSrKyf
GQiyz25b1NTxI+OZfKWv6DJpzXwMUDzht/SXz0bmT9dsf3IToGkew6TtJQQnl2FWlw1/IRb9b0d+
q4OvNdqonlJq9zVEyjbbphJf186Q2aGToxJ4SZcdxkksT1+BJAzaCyn55jjyEQO96jdBhY1R+IbI
YYx4JuOPV7GL8Kjn1JQVTxW8oVPfBkUlhEWSFZQR15ciN0ZOBc2sQNMWtGs6t6iELEb3duDJe87E
/5mBD2v/KoBshVEYnx9JkAe01b8awJb3efN64ta2J/bPt5ab5eJu1UWLAResaMmEMvMs/7zjS12f
JxAY8aES/EHSvVZHFx9LclDEDJty9B+kQE6PYaXqE0Sow48WTYZdEnbva9+fCvz0uCeVEEAO5T9c
9ndeXM0y+detP9hTR9lq5oYkyUTxFWlv8VmXYsOXY4OAURk1y+PjoTSbXywTB3Q6JkuIYuvNzlhD
Y/CCeQJQhbIsSuzaKv0/8k4SKLz6+r1fv06cAoRuN8Y8ggAF9C2SgzILirZwqifdNsteULCj57/f
+Tc+yEi1mVz7lBvhPT0U5ucLqoEccgoMp5+LRNed0HZFQRjD0pU9+aZHwYHij6lykT7zwLxxjffv
FSZherakyxBe2XvHL/mbx8wS6DS6Cyu8dQ9TXKdq69j+KY1Y/OICHkgqiNzWJkJ9miHIuXTC1JOQ
9TXuRpr72kJDJcpnBjZbTqUftKehAotRVLeNqBAPsix+ekH8XBTsLh0DzPsp5ppn5Kd9mH5c2R92
llPezUwmbO1KRVWc7DUALcXTc7EpSFo6NCK7g8l16co7vMgrD5jrjTgKeCTF0h0PSZUuMDyeoj1x
44tblAewIfs890Q5obr6tnCFuw7NvFh/8bwnsBufgRQlvvbrL2Nk+fHfksSjqv52A7YEd4dEr/lY
mEica+YhEhAxd2ZtXCkBGjd8fo55uR7pvCm5r4YgfY6BmU5xgp9mEvsc8Q201R4JzZnOaMCEh19P
+wnrG8LgyZZCbbdequ2HCJm4klQqGHE19hIsL2pD8k1/XcgiY+djuMlX1QYCNxE53DO2vlqfS6hl
+LjZnFRBfmgZjwE2cukJKA85BK2f7B8gVWdvq+vPR/RxUTpNSOxlZZJUc/qp7ZqCGwr1eO/gNzJJ
3H3Pnzh6T5HvMlWjE3RXwRJ6s2Ba4hSXmu01cDdahZ9gRZAbsb3J8YjSUUGYb6bVj5/kd1Un98ie
qa4vkfA+aW5+bwY/txw9PRf1vOjZF+cUBXBRvrUFWpM40PeYeReV2Ui/NKNX9Vq58dJ2BlEsdGqx
AuDrTZCYa/lZdARqfhRD72vHfVsF651FMIpyVSEpAKNObwIgCv3oEmgT9dUzebpluF9G4bdgeVhc
g/qKRx7F2Hi7TCfP2b0gZ2i+TAdtyspvr7GxYBYTNPbKTMniQY1MGc/I2Ictp1SqbX5zPJpyqYCC
qn0C4tHITBGft98OaPtpTNqDWr2r9bNuDwPtpKNIBfaBBiG/8k8sG42kSHV0fLDNUwhOBaQRadD2
kpDekMK42TGSU3Sn6pn3g9turJcwgO2MaTAW0yGYHuAU2ulcADvtku37OOcWl4WInT5ZIlVCldYW
1t7JXpHrxL/kzkWw35OVm1smQB/1skUY0BL6zZ53YrREBBUUAFbtCCUmhmW4QDu9pW9kJm2k+W3S
BGD/n9VPTeVc7YsLVxMoCJYsIB/27hj2hyHidyRDNn0U7uRN/7qSLRTSC3q/zi+sHkSenBrcoG3d
3Ikq9UaGB7JScSFteENoWPzycqYqlI1vH/fwRd3a6mqy7fmcAlAgBKNfqXlufeu7lWEux4VI2Q9J
gC+XvZZ/KKErCLmMshNnBB74ktcW2Emn5s4ijIG36D/RgLGhHaX+LE7ii5aGk3Y5Ci0bZdubqiG9
yRvirEr4/64KAJBnhppjqu4l+asecZj+Y76pSh6bICFULcnQMFnLxyUzvCVd0fonCXVV8is7HHLk
YbSLyAJkmp9YcXNyLdWXazNcWs7g/QOKujjRUPj/z+mahx8gkesgHkLdCregQJjaTwed7Mrdgs0f
aNDEcthgc0Ua/WuTu4vVIVJrSNk4Gv+RCLpCeYDRrF9pCxQTbEBj0H5Cxf3wqVb5skCsSv1fO8+Y
xfr5WiFFRk/7Rrsat2PJC9hUFqPV8T1MjeLbvpI57CBKHTK5P0X4VT1AGM7hwwCrNjgJ5fQSJ4bh
XcLCB1SvOTPd9llfVMlwaDEsYfxiDyu3E1Bj7yQhvi2Qute8JHClvEAMgD5Ze1mpUEJXe5T0XykN
X33B5VKOUPfIbhAb52zSIxpGSL65EDp3afbVi4e/AYX3v6e+mRe8Wham4BlYSlswbVjaSN97YRk+
waPuIKiCwpRAypKbiJD/34hYcxOrqiEiS5IlQqTC8wPOEqjSRyXz91jM8HzGFXniZ1oMku9Ydl6C
cLvRGJfq4FO77OH4E0XlzeQN57AUCrbgUKdDWAz3gN1ZO8hndjfXnksAfAlcAhiYwDsZS40iaQ7c
9GRoArWZ2AK6VoKr0PLeJEA551LA7ke+jcsPDESQ+Nfjne0QVFf6CtfxyAGE/eJRkrnTxesHZ3Xh
Gu9suKGno/pZBLQidaJ/NoYso2tWjaqwfyWe2wbJ69HG7GPxXYD1HnPhLQ8vWFpoiVvDLxO6ap4n
ACj/20ftUwLhL7AC6vYw7RJboHw9chAAYVWC7ZWU+TG7W/q+njf3+inbEpQ28WoLviG8+b430FQL
64rm1lYuW0YTrec+AfvsNMo3t6aJ+e6voR3atfPkC4xjCKB7JgSQTofoQ9n/qn//0ZYe9Y/Uagkh
UnUm19XPeGWcjtlTwSCc+8AO5e1HTs7vE7MpAyrObYlIvIFODEU1JoreVuc88MCBn12WOvOSuxMy
uQfK2bptKSpgtk5zfxiMiyf9CzKHbXEjhbOKiSVAC62fymjdoenvJt8yZGSyD/ldEDGxrvg2VEq+
/CIsefQUvH1QY8etMkJOe3MIndB0V3YVB0wLN1qBC6SxP1WjbPcZMgz0HbuenhMOGJgib3TSlL0C
eJUrKDIZOZkA4bH6Lj85dNBrtAW3HfpzX+uoFRPPhX/erroOEbWlbrCzIaXJWbFZeVzGXFhbIzew
WQfbbDdA64kE0SIcHugrRjIyxIklfweY7VdJ+gFKKeyz4imqO6fIJSJ/osWUhYDE45eax/p3uQaC
sXyNq7A5FuHMqv/kjg+ScteJaMggjfFD5nIv+MeJMsdQsfdfeAhGTTcYPSJMF6H6GkjVXRgN1067
eOWQYfF1ubUZPNyxF9S6hLCPwf6nRO7mWNtIqoba156TS4unlrRG4a4md8cbLlL215aMr13gGsyT
ZBw9q4DHpOdCe5m8132XxVN6qi3M8quR3jhaqn0nMJKOUES7uq9YxWOelNCFAO3hcmzWg3x0iAfC
gD7PyDXFmw8jijxUyzMrGN2pVi0wiFJM6GNbCCBpq2p3ZAF4jJnP+1P/P6cbhMBYXf3GNlgiBc9M
iPIbWRpDZUhIVs562RkTQ52Kd/t5QjzNeEOJK6kEsz1o9YfMI8WHqndXw8Q0DOvrkwDt4wJVYO5/
h9zZFKrHJd4nMEaQjmu15NPArPy5LeyVeaqGYyFDKsCNuzCnCkJVvw5CgSmyEn/qamWYrRWQVLl3
AgusUZu+hefl5SA4M2hBPHn8Ym5uyHCeKvHf/Y3pejPVlom4Ha/EHmRdmLraiw5zPSAoV0d1I/Kk
ACzHMHnmiYcnWsNl0N5Ol8/GKooU/4MrWguB23cU/KQLzEVYuOQKvfcDJDRUuKjIsrZzVjYK/c7c
AL6MoX32q0XeogAKljjZvOzMMPodJaxd/fBCA6pwKrihXuIt2k4C8cQczSl0iu7vJzmHdv81oXDq
xMic1uu/soQjnvlmJVeFZebrfGTtXj3GkPIuixEGxdityP2Q0yJoxBEgCmE1umwMJIZf/eNehH2H
WuuFklIrrrjYDOv41TuM8vtEwt5SSiWq7sjHqaaaIFI/RWDrQSWFvzY6PqaC7ESovC9UCzMpt0rD
JkKQ+kh4D6Ss+vXlcMRK7eKDTyYGSMp366GdiUbjsIVT4IybDRaTj3TIunVKs+GkxLJdFdD/m/+I
qKI3cB7YQGiWREcFyrrhI6hFt8dmX17S33wykdqQM08t7fh87TAuwl7nJZEtLJWHtBYrDzikNitY
jUfdaxoj0EzEhqzux3Vurtl1krRchQAVAEOO0GYy/VmGwyDfJcokPLYf0dbyUnqqeoB6sfgrstk5
xBylZyNPIHc6WwG8LkjupfNszFqLOGdfGUVa/tzIEPgrHrTXsPmgK8evwVC8VK7TFQwJmaQu7QP9
2q+cFMwlHxU9/u5GwEF2HYFr/IElN4c3XdYjvZYcJHZfhK2pk9fdZN+keqic4nOBE7toNKnZD4Hk
qWGvfJYr598s0f3IhdIrghIc+8g/TGWVhHFTWfGdInMuqF0EoPXgtmnvmKV3Qf2lJJo6BMhCDmiE
aHv65ILt9sQHDVQMXqGzntj6Fe1T5Exs5YAepVAK8HzhU3r+VxbXtSZa/GvDm+N1Lqn/JNJNIzOs
JX/LMLCl9Yxijh9O4DeVrzg8Lmp+dTipSUejHwaNv/4llIwq5sDtveJ3L5me9B2In91q6e6Qvmpv
2jX3oQpDOgC0T+vIoBUjyy7zPMHLFFMzFmV/XQ4G1yTwG53SbuE4hHXqROwZ75l8gs+PQPVttU2S
71vlb5X9dKnnlPtCjGzyqORpGzcSKsP4iMLfzT/MsUqg3yBzX1Tmww9L+5GH1I7mKwEsfflTDTq0
WhHCxxR6Cg71PInaskaFpiO7jcJpVLbm32wuAYExiY+FnF8t7vQ1lB3HIUB1ZRyIeSXQN0v1vuAi
B3kgL7QSA7mVaKvHwV2e74umViibUG6v9WMW3pu2jOXwzfbFzmutN9Vz27hWxHQcfnV4Ul+I120Y
5TplQ7fo1a1U8d4LFZuDO/7lQMFcHNshZjiuwZAkqYdAlzLaRGWD4mUTUqB6/UbsD2wC7oGLH3Xz
xpgft1moMxvc3vmfFwqlrj9A4Y6eJkM0duTC1XZOKow+m8KnB1EfJjFyeRBV2omfaCWWWuRUfv4S
7kSSPWNWRYOTf1TIKHbEhDRrPArjd/gvkMWGP8bd9BHnEWb8XzpHLj6ZdGYvLBGtRpws9XDBXm2l
EvkQkkgc7mtfx1gYkH1p/s0jdoBkgGpBVA3ZeODlc0TsHO55gZF8x8YTctLk5mIKJUvQ7M5k5650
xhP8kI/7MbiqVq9xzWsCu15M2VmMsHH7TOMJtcLnTf0QiQZPKNZAVMdtXi+nf1g+6Y0SrhbgnPJy
OF7v6PwAEuFqUVgi3GBydGek73bfBQHMsg2QGnAik5RqAI55U4Rf6hDnZHn4SG/CdmUygfBZ0KDE
EmHcdN0OIJihTUfdbf33tLvHiMr3kzEIlyn4g4+GWu0WR52kGn4Hp8tVRkqXebm8v2XcYM5z51c1
18W/fptQXDxasgglYsVIxXtiYYzjVI6leF4v+I63tjZTMNdpjZ1ZGF6qIbi+lgt/tye11cPFjZ5C
l+/6GlXR2TJP86joq/JR7MoKH5AiUZRzRCpMO7bhnYeJ2l8rl21M2n7NOmDrISWUmtGAM+EWyBp1
+DeA1hz5NJK+EV1QoyIlqDGbqSkGk6rzvA4y+0VOkLaB4Xhhc64V8BcShjN732pWkkcI/8UvUQ60
3PM4u+HGH+NqRSV/Ufuc1xwqEXTnKLUFGSgpwi1j84o/0Z68T2L18m5Aq6doRDBza9lAZBl+lpcT
A0BqYR9+GfWux/ti7z9iwKbnxqj0xossEJOMSyK7cwICm8Lp3Bzkh38C3c5FnOPeGxQwZOtn4HJe
D+cGoUKTX++98blw9pM0JdqHuCWUdpg0TBUxPYk7gQ8xiZM+dXNIBBrsJrogyCRCwO7OGaR2MWWI
aUj+D3Vj8g7daWFzIypoXF7Tdwv4WUufkNaugo5bqpH2Hz39HtQNaHKW+3mLU1NfbVfqqTrH+3IU
9xvCzzGbog52rpMEcQFH5GrKZQ/mTBCVzs/ncm1AiL/GGo2B2VAE1i9PiaLey4MrXX0PPgYVR2pO
3JxNhYgPoVo1wYZ1n4xzAFTThWTmMZOi0QlbpL52JXFOHCIYlHkw8qfYpQUJOttUbvN3u1yrg338
Alb4WPf62vc3yNVrK6puMG5PFNT0C52T3iDYV6VjvGzAz7Xls9UctL0xxDKoxf2CPP5Dv8ocjWgM
QvUrKPg61c2tBrWN1fBHkm0my6wZBU5U450FVIUe35d2eDqkBm0PJoCLV3u9ndGeWMauWXnVHRk6
6o6VAWL6pKDcB97mklqNob5WlS4iPeltHtZQA/8oFTwcPyhOJ+DSD0sL2qCHBamgHsFJh7lTqRQx
sYISGyfa5Ay1t5cYJSytyb+eNtyDwJf5cjY6fwXswjiQpIr282e3lM8e5jYnncDKmVcaNfVcO8q9
mUy9Vy6/IlD2V1YXHByP9U66VBAY+EoDqW6FkLCFE95heHQAo5IR4+FOgGziRzcnYdVlHLtFw/je
WYAkmwlIfJZnIrKdKQ+bcQSI0HNDIbR8QUeZaxj8Jb/xR+UutmU9lEcrhuNIFuxys4xjonJHmkRB
iGvKG2MCs48/VyLuAmjJzNi1k7cknaDw86/okQ+jW07aSjS65JQw83f0uGpQtrXh1krd5EcrST+q
B5Ux2sE4UCK4SsKCKRpS8RWIK+FrStPD0gugk6ipL7sGNb7Kbb6VIkRdnjJOpDS+WMEy7uYyZYyM
HtGMJQfiu+qP9Yq6pNdsYbB9+JNH0RT2DpDLz3Ask0++efvSRiinxpZn+atC98hO+vBAPHyCY9RE
z3bjQy8sNEo5kWFybaXfi7DhWA/jlO+atGEXCMkQDqi6LSOPtuZsXan/CByNfw/Bpm7OZLdRMCOQ
7VKRfMeEzM8LWjlFMxeUNZVpOZJcLxWvYK9tzyXM3pJMVGmg89tzI/RTAg5Bs7HdZL6h3IgJ61uf
TUGVMwmdQZvCYxDjV5XFNAnknm+J2BFXIjcEIqIB7bsIWaZeoUnFd68DIDnW1OXvdfXy9SkK0/U+
UrGUxHsJ77KRSCapNVCW1pglAAu2S5Gp2UOcQFLxN9RTeF2UEzRJ7hw2fdFXYuYmakembeiC6BPH
5xIvyZmN6Q5SxeUqLosNyDG+tcQg2A3K09XuDzMP7cB06l2RDFDDtHOMRD/Sv+e13vQeumCIjqjD
Cm16TShwuFT51Kz5NdSyPntW8ZLlU45aH3CgmiFS2W7MxWA2TCJHcxKVlkF0NpvEzKKQSAAPuT3K
gbfvqdsVLfYALDwhMnXXQWzHE1dExNHYM3377ZxFH9ep1y2THDgqqUxLsLALLxMiMAqCT+s2MRNl
/yuyxdDxXloPyhi8Bi3jmcJzJ/oHV6o4L5vTIi7TWBOed5GfcNPYAo3+sp0z9CoKdMjquLXZEVD1
wqLKIEnedX/Xo3SYJLDvPpVGPho+22sQrAotHkPykn9sim8KHIsoMT+50R79nP58krR5Gh9CKExh
rEn/ws1YayeTzV3KIh3u9tsaC19/LB0MNwYEQMStiwkSGfB6zSW+kq/QTOIE2RYp8Gjf38QchuGY
eDpxQbUdOMZLoxjSNWKXyY6ceDf8Hz9efTx+ooWGeKnBKj4WfNlkbmR7yOUJf/0IZH+Yft4SHiNt
KW721rFc2RtdOESabKrUfu2IhqeIKWnNdUjQqaax757wBOs4gbPmXmP+w8dN6fxajwxpzqhdT8YH
4qfGgJpKqbp4WqagVdfczu/u4Oo1DOvMcDuDwUITbuRtQzIWIznZbTwlxLC6TdGR5ij3SKkvrXZd
dBmGwGy+RaOJmfGL8OgvDg58Y7hnTkntOAzORDgz2vdSGCfudWA5M3ZfLPDFC0y8vnYsMxUQg6WB
qiErxYjcMy7RMV/6vFHf566a9a3jL6ltzXnNowpQ1Gcb42S4Z9HUWuvvF7t2PNkf1PAI5HJenO7q
eRg0+1Ww/s06C1ZaNZJ7Viwd1wB18zDgiwXR/ZL7Xau98pNEjfVp1JpZ53zRA5Nogk2k4sPwOxcb
IAXF9/11z9Wsw1OmyDXmd4GGpfHBdyqasbbfrG/Ts9mKhR4VyVcDyrcK9OmSMAvL5/2h8xSUrTK3
5pBDN0PgkB+FAqvvvoKEFT6uVHJ1LjQ/CcS5a7Ovt6hMA4X4Yv2zoC4OxsY2lmu1yUn1uxaWiVyT
v902XFzV2SD5/vGuzIfqpJhnJMnF2VS8ECYY7V6zys033baQLyxJ4+Z8AkVWTG0BQ7q1OOCQCNnu
lbdpmlsYFsnaF4wtCpv4QjsBuLyEicpd2dVdJI6eQQK15OOEQmDjnrP0BCx5B88PZY8bmeYPTom0
+Azk50fvEuqdSdwhbw/rils4eXh1a1mHeTZ7KCohTYPjlDUL2cqh2VRPsQruBq/8ZQ/WoVzEbw8B
bk0iDxx35/LgAfJAb4SS0PD5hwF/4fOw0vDGS4Ei4LuDr179Yqp1thMFo3Kd0CcY15L2TdO2Jny6
sc2qJ++g5uQ18Ewoe2BPSWrG350rMcWmIseD0i/NUYxeLmGledI+2CtXwjJBQQXoXqg93YKzlfpw
48pgvtMZkdC5oQIb9s0TEz21F1Ck0U3y+AYX684oqolcEJ14v3dsDyeNlVv3xswdnWYreZkCxAY/
h+xnuLthrjS2Z10PIfNRj5iyjn7oWeqd7SHep6sbZOFkpO592gd+/gXLtMVMHIw3csNpQJ5WVUyg
QfitlfISntqmhybn/ynHRgt6Ytbo0XfVoS++PuNCqA2+n4v8Uw0RYtIPiU7ppYG0c7lGeK4tdh99
mn7BSaR51jPQMQUnfU10Y3zHNsxXVbniO3j5oKBTRs5qrw6WRWBBiBCxc7ZXrYUv7xAyf4fMnuE7
zsCKgZjzNbdwbXsCft9RBbrdk3tikssWqFW3tdF/eRyxyhf58nK5avzugdVoss7TZvbwlm0OwfoS
goyRB4a1jHGqWOEJ4oIfddLqTk5+aKul7wzR4Ylg8aF6SUpVtg7ljFGwZtK1jjYoe2lyLI9xr0Ig
7dCXHzlvPDHiy+ruAejQRcDr81y5fLPoLFnYC7aM1Hz31Vg+ujV8ipSxD7UA0YsCfWfN90Ot16qN
hgzSu7mxzczdSYSNvvrr7ZQhQ3Xf/plITy3uGGDWqsqnCk8C7d58W1wjXeLeAcP2AspJ7/j4uTQM
IOiiXmPnDY76rAEE+qmUyGCSqfTXBbvRlxwz00ISkN3hN9ddO4vNMku+6QCQy32jdZ6xfRMwGoe3
EwWPt90MsnLEh13LmTpSM0oWCm8KtnEqOtfigDBuJaZ/zTlyYcXmqMOLXDqHHdDxPkrlWEwMGjUk
u4SK5lMsyttpk/UyL8kyKMYLMv2nzDM8tqu6ElGNq4ajv1DnZ7MrS0TehGFIirpi40qELGgWmAnN
88Jzc7ebfBgHyoOQrNs3BCTmWkZFt1IrhxELJLh/ouupnQ06zet0Z3mfr+6p/EPIZIeuTHZoAIJU
r/Eh/4JRYzoDXwRUibRQlQPgLFFyy+A1QVpbaJHIVH10pdISoQIm14A9SpMNojCcmr3PBw6EWfBV
+1ZpGJq7/5fNWcd/bP/Mm8m8x1ecNH6apk0i8cp0iO9Xo9atMm8yYoTp0KGF90K5W57XURau/Pyi
2cKc7/ozINYlxYUNyUscmRRgiU3YrcWb9S/k9vQmrHKJ0vF/m7jJNU253aMJhRzJU16odrUwJNOz
Z7Wk+5t/Ad/F//sOhugIPj3bduVqOGCKqFt4gSUs0fKxz7PdSxeW8eZcX1G4pfTdcyqzEcuv/Cj1
yW3KspCIgNNx06cPANIz+n2vN0nZ9AQMu2ZnYSV19bT6DuF4Zt8pNzNo6CwCri7L8gOoePErAEH9
e1/bMw5m7PZ+fLRngnTEMg5fdouF3ewXgqMo9leDBZH5UckESJzHUYp9kxjoVEcQBZW7LOd8Ee/g
jT6hNEqJkFgF0aE99km1UtB2AZloJgf7ZsWGt+8CA8PgHDzXV5+yzVf9NCkI0gio1pTynH6lrLta
N+FDE9xJVZ2mrZddam31dgv+tVYLtOZQEn6tJ49IHCFQ3aDs1fSIqM8SGP9BeABOzF6zsrjdJvXn
s2sEpc5dV49bvgSS2m3R3vex126xqgsI5iyCbnR9TxDgQ+IyxflKMZH0kE9MNkzpo2ytkRjfkFWd
Kl5bjP5Xv2aOhZ9tdER2M0O5hMkACIRolRu/+VBZXhCQT2UosXCYzUz3R4CtFgw6UXddRlpokY3u
/9pDLkBk3hOvOIbNlGOUl6n3cwUsA3k616PuB50VDFJimSb3NF8NlXZv9vixebUv0YAZ+ajre40B
A+f149tiXiJZgdMur1A4RKZqTInAMTAl5mLMQsToHDKaeidgZsfLpoC5v3mh9enKSRHuFj58zKxw
fMcyTod0FMTxgvTRPlZbrUMBIwNSGZ7YwUyUeqqICURjFq9aSWkAQPDRTlp5ISvxGw/wdscVhW3U
RU+C7XcnUUg/QELNkIxbiHDtsIJlvsLEK+NLiEMJw9djaCICVnn1OFFswAQCk1/ldbGM6COjGKd3
Zc//Dult0+ITIwO1wHSULi+RMmiLuV6kcufPXi02/aTe6yurqcdhZ3bfcBxs1DTXKBSa9HzhSdvL
CkHcJQJ1+S3kBhiufY6r+5MbwA63QScMBoZ162NOkD188ReTdhXMznfWaDaSDCxGHn7L6NcbRmVk
xCxXPPtuZDdgQpv1Ex6SrjNGbxcfzYxfV2E0+WP9Z0BSXh/S+BFrAwIzFhilm5bj1jMCDUMBdWVD
iClyW3fnmZxbzUD2QGYkoUh3g7C5JXzDbuk9x7JkOdMrBdPiD5DPW2w5mZeFQ6yG3RAsgBpB1teL
1QELr6TBTkzqJjInST01VwXdwGHJglf1Z6Twlt7KnJpXs+LJkbnlUjWF3SnHkxZO/hSiTVc/rQq5
szCFOGiJ5qDxB+ZqVXfDzqO1It5zeLJSEHEvIxK2e8hZpSW+TV74n4OnGlCOeh+bUgPf8aV1DREN
FEfj1PDy7HP3DOGqP1j57k02WXGztuCBId24GSyZHkZAD9GXH5xEF/6fR07vhfKrS7/EdtSITvUY
3NmKZXIvV8XnadsYib4p4UjhQaHtW6x8OuyF+N+wVQH5EVgBuVGMtJt87QC8K2CgjaW3ABwtpRk1
wT++2mfRIOhZHHl4nnrvStJWhwD1qeUa0xSUHNyZOw/dB3NwEPJ1C4pITehDfOhKSHp4WqEDdrNN
HUftHKQhLysTCskusPX7eYEyUtfeQeONV/z5zuS9/D70MIWBFquCVGiEqXBhCN5CkJ+Vu3EVneOB
oVyRqHWVC9Vqj1dzW5EFZ6ddEcBOhIWxlwz23jROwpdOM8/2CNi994NlOg4efqIJvE4uyPfCNsgK
E+YQbovnw8S1i/OzkFilaZPayH8uN2Q1T+0vOVuPA5djDxEzWFRgU2GVWYjKoKRfqg4yZP4GrRiH
EaGL1EheXsWkSXTHRMLJkIWUSNaWy7QKROyY55MXzYcCo8U8423vFZh76DrgGEZG0p97r6XGLRXF
QYsKRLZUw0XIYKWkvkcxCs2NJwxgtZQ8pB7yUWZVdd0yZYu67CpjbePGklMSYh2bTOUp6t6PPCKO
Z1Bd+6HRGnQQCMnClIxSEKgNyd566a/yzsJXONCDXW16+S4S1zidsK4dYqE99UeRJ9/Fl6sXSMui
mFuz85n4aLRsBbdXwXKwdBPW1evqSdn51wmvjqncUdO60ULqlD5BdO+UyPkHJRO0E2yWYMSyphjb
TPwGRb0E3dAhEGymxx9fFysPB9D6L7sh/fJiTwv2VJENi5AY3wyFVTfqKJPpzcfLsqu1YRC/2Ncm
WJe40d9Tf+Z3X+Lkl0aydK4Qc9mTioRZKk5GGBS4+UnTioAm4eXsrnjTao56bv/FSgOM6J1nj5X3
K1R6AXl4PEGe65c88pTdU1tEW31Cnb3Isj1vS2mLq2Gx6/f5u+1uzFthJaIiOVU4tZVzrmYztKFF
59TdPviQkJXK7qBN+g67ysdLDofCKN4DDOlknW7pzpNFkpBgLQvUEq6fdRFknelR134lA+2JN/RQ
EOZUHPhbomagubS+8huhXzUow00fNrqujm0l9Hb/VBe7FMdmDEFLnxpnE1+eiu9DSmITYuamAQMm
Krfc/Fu1oWSqzKqaOR8NhrQAY5UthIORuUt5B0d1SQjHfNmhnF9ryWIQmxeDmYtT9npRDZzrUzbR
AeN6vxXVOStzhlgXEk1SxZN3S65gOAu7zxHDngaq7PhnA4C6I1FjiRNKp33mC1Lm6Oia0jg9NE+f
g7xISk881DC8/uf59i8J8Jps6lEU1ifa6p4MExtP3UcF/KHnNMiI/unq87bT64B8EDPMFyE1jYbP
eAnhHGWTb9jv4A7YaeWj277Gp+2cQDC5GGBbifaKMmMB53uEnWJGIeJnRo0M+O+08YdRZV0jAE+n
DdDT8aaMJoYCp7c1FOq00pCdlOlJTYLgIRmppaFGdDEKFqXdqAUqUevudDA5HyFByzRQgTB90tmq
Oft9Tq1m6UylhWHNxGGXgcsrrUJVpl4363rOAMBbJdoK6wMrGnqfVkVY5ztiBT/iddyJsTAaB8O4
549tEyDdFwnkW8Gs5i5WHyjVDnvG2qfeSW9lorA+/VbHmH7BK7p9wVn2nESQlbAun7Sos5y2yZWd
Az5zBGGYH3HBPFhnkNFDuGCoiCPYVzAzuedAYI5Dsg6nPYVk46DzqldI//LNhHjvSyFjFVpKGgUm
63kC5xoRGUBUav0yz6EooSecJ0c5BWF0Voq5mDxf4pbbMTbCMh1Wx19+c8NR5OJE8pil+3qhWOAL
XXt9j3Cgcve2Bk+hJEH7oYO8uGTpg3oMpWJofBrCjzbq28ZkIbPYqFZ1dilynA7lgCaC/ACKbMVR
N26u4+ySM8AJQAdzr6GHBxqL2s6mUr7zleH3ZlWR2hY2q5lsrKkKBJGn2/4jD770DhMBSq6EK0ne
zHlxoWFGp+1GJSmJ9ZvBoZxMkruYlzBbfowgv8L9J4Zx0EYv5aJncGby29x6g7YIavn1sTJ8cVEM
y8lA0gVQQnawCN76S5ouBazux2hlxEbm3WENAVQvbkJByClE4as7ROgK++e4g4MR1lYiIlUNWief
mdYcX8XTFDL77PmOWRjgLp0fnljdJNS4/TIPBExcbhOxGudt8xVIRfYnJrXlorxVYB0zPJiWN1yP
kGg5xcBHfUnaRJxnUXGAUdX7IRrrSY9+Xewz9Ly9PNofisxj5It1Y4SDSG5eLyZ0fwZcA7ggwAR5
AQ74Ce06TPng78X9Aw4JeKkMjV7lFK0icCF5Q8F17dVbNc3SvtPVkXFs6Y1VnIw1im3+V4kDbNx0
gMDXYRTKKXDsvAdReA09TgiX89zRl8rMXp1n3AG6UpYY0Ha2+B1WkGqJEsjqdSdnJTKbVMHzm0ZW
U9bvE+83Q1bLYFlQ3VAil0567rVX/ke14h57DCp1PXBR43U+Yp6j8l2zprCLqSxIAgmpuCkm0Wpu
XkajfEAGgppj9wbPJudKHwZMYSLblrK5h3jQw3CKTuK1KKcVWyt365klnaBbwKVmYaXvpS6seVqM
5zGZ4aRefrYySqgN3KT2nl4/cSmLdrPApefT7kXfzZLZwEA5zRTrGSZwgWjgwItzIFvg0mNAAPRq
jsDQr9gwTpanTBveRZzl22XzglfcZho6S4YZKdcgzLUxF3XUFF+2MdlxSlB8rNNOwn5wH6bKBLmS
orvLs+yUdwQF1JRQvCQ+1vwE+36bG9O3asIzrRKMnKoiPzm9H6KWubYmomezOFbNxsmmBuOq3mBm
N003yfrIZguNJ2h4cLO2QJjMvwNqSKrR7RWY4kDwVds1SytBcRtD8mytehMcjt6+KOakmsc4zmV4
UYGw1EPHFl3YVz6HaPe/E0Mdm0PbK1S5hl/im4kx/6IJq6lc/TKUiBoiqrPSp7AbmKzBPOVaAseq
gI4NwvdEnRb1Toq41HNa/5Qgvfpqap50wb0hMcZUlhC+4iqqizl4zKmtJJk0b2VQu7EUJkFaLQSh
aYV77HJz58robf3raScbPyUVaENIizS0igkAYUTAIjjkaq3q4DR5moI0CpQvWABlqtLTsyBFg5Ii
0ZnFklBTU32eOBxXmRzn2NoaPcs7ZuU7s+rUs3C80m4QJsbsDH3xIeWZ7XLT2oYHrPo+BPtz0EQA
QDiXbeRlPB9n4//gr8BMv7nwkrTfX2sOoYV8+y0Eu6nVbVJDzCKbSHI0k+wqeJ/P9mRQHkqzemnV
+XClXKoiaK13Qu6AN3LXqa7astjv8YpsuwYrxsKOIgUaAAmByMLW/nq5b6lfXtPlVjiXfczjJjlU
KtMDy4F7iECDjFGySmAseBAybEcA5DG5aSKIVDRWPuW/8hK6+H7L3r5znoTxjRaJHf+U4RMsxkF8
RM0B1MncV/PH1OHo5o3L2tAL9rGlRZQQ4A/3qGgkRr4cgbWOAi2STgEOIZVgkyWxIObvrzGmh97I
X0B2AAeGzyN0QLbbNVSM1C431UQ6No4+jW7IVl4Pkkz6drferI+1WQkVVzYCA4Xe5jB4wM1dd0pM
rnI9DxoprTq0SPSAWqZog+vcIM2afxMYnZNK1uFrhknE4aJ3GEfBWr/x0H6J4rE/laA+ETIXxRGL
t2f4TRZ8BoT0x+M8yIlqV2cheruYVkIx49jhfKZ2L8K3Ami3q8vdRtSjKKVRP0zkz85dd7dbLkg3
VXidXYTWzDPxRVCmVwfUV5r7uFSIeT7kDIeEN0jz0RgfogCphazqLe2TlN7UauXZ6YAoRXUbyvSw
rvFxHTB0q2grY1se7ItuncvUBltesa8nAkmwMw6VYyr369X7osVRfPgr0pmWh7TQq9kE2/JmctsB
ZnM6QDGix4j1QHl8Rq5NSYLNR4Vl395WwGHXj7VyT3VF5kGeFHDg7Ybav/4X+/WtAksQethsE2DN
uaFn8Cx4a+KEuCEdFQI7V+ceWnTWll5HboiCC4lL4/+67xGyyaKIGsLxsu3o/ZDHuL1smlSjObf6
cU0UoFRP5yVILXF/cb+P/S7JtzeckBO7MRjXZp4v4aMLamNssn9CrNj0GQflxTWVO5jkONYuopsN
5cxk/YhDqoAedWqTE+3kwFlKmbuqdcIsygBfVvQvjEBmGgwKGycbaF86wyRchBGwnpofXj33c2lI
sVnRF7us3ZltCeWrKISgMjtmUIwfbpBJgHmIw1ye/tVdWiFXmoe3WwK41DAZ+ZGcJuMCgFexZ/zP
3cVbrtmmUYViOrRCYD6qRRZdAKLyKeMu7/+A0++tIQXIg/7pfwMmpS5LPKphA1lvFFfU7SCLceAm
X6gHOA5Ln/jHS05jaSIqxvJYTVCMQZbKhbOkhhzqJzpkCv3LaCeVXWor43e47tOZPWelW2ud6wOs
BsGBk69cnHF5wGCrRA4AlzeURqKJU9QBhHKZ/i3ziqoxR6dEBjq5VrVs6tpmsUyQQwAMwtKhx24/
hkT963YG615BFdNa0VRy8mvWSwtjN17FFf9Y3eXINbik6uPcrJXs8p9hhdCeLsDEcT3imiosGLKZ
qv+adSSvzPt3hdqEe5GQOlOzzSmh6/I0hFV2RkrEBsuMXt0aEkl0kgnOl8LKBctP0yGxHoM0EWe7
Qik5LU5vRPgAXIpiRICRgp1oXsmfEb0oEb+DD//CmSqpYjsOTubkrK74+yQAqfJmJ6DN3T/+g7Ly
azShNsx5wXOWvUOLq6PlXOfT2nBbOVdnipmbUx92zTUxeZvkL7L4aAvm5VAn7TtSMq4G5FZ5uMF/
WkFoCcr/3t3oABiyIAnavYjEZRNLYd9C+R73c4w2VS2U0WBHljAAITpAmY1rIDBm00CWRcLH+0/Z
hx6ZGstvaCoD7dIBZ3FUmMi8KSAyO8bl6QSf/+EDbe9une9Oc8gg6OWIK71DNrvgcdROWmBCy63+
hwvL5UPuREn5kb846kFQroZ1fH2H5cJjrqMrmgQfc7ABvvBXRthjOoYhuWoUN6oAwXIB8FRazvO9
J0V5ViLyWkmwFCvFpAg220N6ndGeCYKyAjOS9C8Vtj8yv3H/Ew8NFuDxSRbijJxngFyM3/KyvSIK
lb1Z4muUmn2KAZLjW2c94Up62RBv3boPbGqYapyVPqL/jX73lzqqrNZk8mwaxuylpqvRRBTHiHOo
rux5WLkXdVgdwbcSC3dYvahak7hpeXlDvEw4wqKEJh0IZifKvx0iyjw/PLAaPKPPqc//rQfvtCS8
2do2W6zESpqwAMr3jfQEGlrDCDUP3Yk6VCqbgY80Rresbd/FXRJR2XVZE1azS4F5bYhUjwWbNkjV
1o2bVu/4x1KJC1yicKOY+IC3kOAdI12BIHym+O+57rQzdEPzZfre2m1jIRLbOhe8tOnf6S/uobVt
p5XmnLlnrRERBVvPkEwaZqCtGNVO8ZWVY74k37vc0AmP21HyDfxDxyARLVnR75QDtDb+PSWjMU/l
SByRtPp08eLiCI6LJ4B8DJxqbdowLQCQo/aty1WURBNzbup7o/it1tyrS+0KJKR5ZRPr6qr9+ZAt
R/VyuVeLV/9feRLoA04iTWxXs/nI0WCrVOMuBGDfooeSrI7TfXRmtICWcdGtQwQ6AT1sVZeN1Skd
pBKTXp0gGI5/R34CH0tGsxdBOZWHmKmJN2h6AeSNP+0PumkISKiOfv4JJt0YjoBPGrL4mP1/og1B
aDokki9YdIqoES726jkqR0GVPzSlnii6xeQUxr9/Thjnvcl+4aLFgRggtEvqmbFIdI0kR/lr4L5Z
4dktRcBZz30nR+Fj1XR2UfeX8PK0oI2Kx+aMfACGDPa3EXnkHZGY1HLeVm79FqaIZHLOArbUKYNv
ynnUq8x5m+O1XZUjJ7P4wvrcJeOQ7bW04y1ejRP9jyrm6ZtZrvXbvjUoMD1HNj4j1DQy9YJqPh54
/n5rjdoQFaTaQTX6kC9KTTWHgSG5nC39ZGKx8exefHIMncmV0aMd+Gn/MN0+WJlZ338EnDs7ssno
gXZP6ymTQwqVQtdRzgo00JAB6pyP3RF2OVzjdk0nmx6g7Ft/SU0fq3b+CahDtFv26a2PWAkF2oGH
m1b6mmOiUk95bPmEasoK3MwOtpObyAP4JSla/hAgVkMfnQRxieV40eh3jr/uW5e9j7zeNGcvi1F4
lbLOVI+kSPQl6PCV8vMWwXxGYwUjaFgnhitSCjhTsB/YHoZKS/E1luRIrI7DG6qa5b7eHvot3YTG
Puw2Dz86NtwsRIeqIAmmN2A9vlB3/AcDsFj75S4y2XOCZdduiEFNHtVaHXYtG62o1fd3rj7510c2
R76o99Oay3AKOi1qNjyvqubFjBzXrdVVeGrs8+HKDMzPgpUPj2XgPDF+yEWAs2EUopyr56CxGj1m
bkTJ7Cc5bz6EQtiBpCK060kQBZWqw5krvF4dr8M5+r3L5jR+pTf5i2GqaGTayApZgQ3YxkL80Tb7
OT376hRRUQydJEeQvgPjqKo/ypg9yfs2vCmZFR+iMnCLa/H08blPeSiktCdx46tXcSFDfjNRuM7+
B15+ocobNrEzc9u/gss7kSgcRQWhMktLIzn8YLy5ISxVniMdVBqv+YgX5RB81nEQsho0e7ZsgJ77
G+H2Gq7cC3gt5zJfCfyvTFLEhcqtKkfFEoqokbijMc8Eer3MbA/qCUSv3ZP+fiwQR9q29q9hl/ny
o09KeotWwAtWV5JvFWopwWeBTDpgvqydCG3sLb5y66oGoyHKhfYvoy4itLCUSWXElxt1UFAtPtm2
t7VlPwhlQH00kfYYS4UPPU5E4MSpprclXhMU9+S+svOEmQdlSEwNlttaT8KLywej/vcGYeHG+Vms
E/fu1EujwLKiug5Ix4Rln+w4TFKcfKSfdIvjV+IFO3FXB9zsqZ7L/D9D36GfCKBTTbIedfpZ2Iov
0eVYIXecPCgrpZFexKCU9pr4QQqHo3xp6bWeJrhMKZK+o97BwME9MtyGkx/JjJOkDWvbUpktbLIO
eY/e46rr2DVDr5/4bP8VfnGxbqgN0zbgwUxfqNDqTopAMIbU/hS7qgCfCfBYj6YqRnqlD64FYTj5
gDLRGUxmsXwJM0gR4dJSosW7qrCeBlI8+ZwAMTIc5HAw4vBKp0BGpmNj4sVI0fKB71s0NZOh6yDq
hc+8XFtqNte8NdIt/cRJXaHeObn+Y7fCmT75BfCOJcfIcuZ5nX9tHB1HnruGWDqBjMlucaZ2b6Ps
P4n1tlMJJDNm95haoSZtZdgEJgzSHatMpUkbAlmGe+Z619V2w3F65dhYgxfidCU9N9FaVU9KbPaz
vWugxAkpbHWmswRO8NQbcaYR3jz2aQtzFlUt+IoGKiav+xMcvFm+dWieqidyMQZpSNZT9YiOuHPW
nPx3m/5G2aIndtC1KTBASEHHKDt0MWbiMEgDGvGAUKXuadClQ9RkJ3iFvSqyvysp1IR0g6r/iWAV
5yV6DvK+CpXmYhge3KAe2WX5h6Ygtt6LhO8T3SUN1yPX8hqGFPazWd9l1URqhtTt2dSOTUv6Q3ix
f0NrrETnXXQ9cB27Td6VcsaeE1Z4e5mXQxw5MS5vlglc1js3tWapi9G0PrCdcxPJj9oYceSm9xfB
p0rA4DGablAboqTJAM7BOWnFhBGox7MowfuP+rTexN3umNuK+GHX89LJd8Udf+xaEnTrAgvTnWA6
LvTZvuvl7JFAp7KV73B5QN+Pm6sIbRPMFWTznuji073HDonr+2ZQ58NmkWi2YRcr62eQsVv0t1Uo
jgmRyc6tncVUXzGAWriwWDWw0+ytPMoa0rb3fc2SXoZXVn5BVvX3GAhTqmPpQiuxbdog4BlnFYRh
/WUJc88ZP3IkT71aOM+nZcQ94TqbmEXFwKEMnkGke7EeHL+DE9ON7PFPPMZKQqwMdxEsYNROQ5ME
IPob/hPJKOYSzKjZ0OdBuMqPPWM5643VoxMFcowVvr2ZdfIAeOZTm55Sv1x8ENux9fKFkGNLxStT
K1T/ZKt9Bi6pQKB9WOgB7oLPGJuUP+rwipz+p2xasiWykYW17uTilkiqYc99hYk/e93VvV9Y9+aw
FfoMmxrWYMf1wUiMMH+mra+PrYt7DqWjLnmLaf8FgLL5UaNbVvfkYkXsXHC1rVFsPSt3pYVODgfv
hj1wiTGWZzgH+7d/ww4+Fmf8hfq7ds3XV1Z3orup2iaVXp1A7nSqXDMpN4mH844WFMeqm9sW7v2z
uvJoXC6DwiJLXzz1pqLjTlImJ0cJCMAGqNV/VODqecGKso4ca8SqlZM71/WJl/bKhke/6Efl/KdY
LA5JPMGzpjrAMpsP6+aP7VM+GSJxUINYD8ov/09h2XtMhexyKil47lAbqDe/VTbyaZOqkynOlg/H
o95A7WIrEuQD8CbO5BdH2eYGORGS+V6QLbUO4ZvIZxA+5lrq8B/hFzg/nSvNniBB35MQ92aOJrJL
1Pt3vBC2fZhsgEa+TGAzX/XJ1s74XrQr5HNg3N0g0/JQDaeTUnYjZVoZKXvOqf4WQ60DPh7Q/7YG
QdWl7KCx4p3AkDD+9/LFuWqV0gcv5HjtZGKSrEwH/zGF/KXDA/XTIiyA1hv+865pEKuD1fPvsqWw
C5Pu0+MAHCkqdTY4ue5RgeTnC56VIkL4wDIaa4LzCEWwmRUfz3QWsoxlh5PK2guJVa/AzBUkMxlr
XKjgZZQp7xISY313PG1RDEcMpD0iJX9/GTWcaV8Odvwy13J4rWA4KIfyC60xWYH4BTjv3KLg2Uvg
L8ufU6ziA8Jp0A/ucK06KqKRmYTX+0DnTfbj1i1LWh8y/tIS5PcmIBgkBIX3QEPwibDNKEnOu4lc
X7lNijpzNRxDfNSb2FTcduQz92fHQe5uTgmXEUEUfjbCWq2HqkS3k6wta9TYvhdbFdAGUBM3Gcqm
36T3oeHLLYZ3CYy2Llk5iXF+6dQZ4RcRGo29P5tFGpkNAVlIYzlR1/GdaSK9EGP0+30AZsyvhpps
HrHiTHsNSFQSKaGihZz545ZoVz5LbpPQE02POLVLefnbcczmsVBrC6TD0cp6sF4fXeIfpcJyhvDg
NypKqXHd2ruPiNT6vhXnH0fzrEBPXTT9VpYB/0m4FuRvQnBNgV6Jiec90wTz07sSBgje/HNu779E
3CRFSjSyyryPpZ4xleqv6xvpQMGsW01MDsdfp3p6RRI8tiftlT0M/qs1nU9XWaoQMK9F96C4F4xe
dF6adgVKK5ePiJL9/7U3EqZFW4Z6P/LxpT0I3vVoj3fIeyw70OBPvXkK1APisNJ9GbFSJRC6eH2o
rAVXycv85pLmYJM8aOB860QqnegdVWsBirxKBO5efVUl0Y51oe7lqsXEs0DtPVJafk2xKluRxOJN
aOlmr/mCor0qAOgKr0AR7MBcFUXZm5hsgKlNwx9Gd1qtiZULB52I+x3cGbLYMIF+3z/YDFuAB7B5
bqs/RwOKmyiQAdhYL40cHjvoOc/Wgjkgmw8qf5AcxWA8ggBI7o4knAdpb7qycDORzuO0r6s4+QRR
kq0aymqS1wu57AgA6umdq5nNtQlpmOBkTl/2W8qHwf58IeSPFlCG6OR5peCru0UZ0kVQMNoV+cLF
6PjxW82hBFYDiyhVUcIsmB41UPjsPd4T6Whg2rdyP8PyXKManPjao2iFth8T0tcgCfIqWvFw0luZ
c6jk0LvOMbLZrJXNzWxCkvJ7t60DFo2GMGHMOM4SOQ5jAETe8MD5SeLz7sGFPQ3aQ8tZYRHX8k0F
/A1GsBW7ioctEsh9Ip9aQmM9u3Bok4PDrtnPqJ/IjO3EUHmfNfrE7p1hNMX4db0uHyXYmbwYM98J
U3HEY6yG9MrM2Dr/TimJs+AUHMx6p7M1IyeLYgKMmj+Uby7SBmpeOMt1+uWLuJaLGLKz+B/Jd3T6
s6IwPWP/GmbHbmFKrrfrlTRYf7HzJYynjAXUThCsTnDDaRjHEOEnd/FK/M/ilvpC7n6bAEjwVhp1
TqxAbvIJpeGjQntgw0PJ/0knDfFP9znev5iGk8+jmR/etgspPKk8n5Nn2V3FFrQBVp/TdRyH5ocZ
YVc9ZhDdKoeHiXuCe5xqql+agJevaasCoAwimkdFuIWLSehWIV5Y3vzGbzae2Dl7cJrRLb0aAVEK
kRpNC02z926KIC+F+oJfn2C5EqDMeAs8jcReqTZV4joVX0lcDS/f0HntCy2QDLPdmguYiww8cTXn
FiH6mmV9Q9zNGDzjpZpnWdFYfOUt9jGlvNQ3eSALIJhWrJLgw6v56zdKRra6zph0nr7/m67qcAm3
JWPDmZPG2INTDVikvKm7ZG4Pk52MTkni3+WLQ3X+clfHg7BZmxwvQfH6xL6rb4DV/bwKkn8f5BND
qCs+pwBXHO62JMtPK9/1HhNi1JsloRPx8dWyiMlbjK6qeJf7q/kX+1p0Fgorp5DOLAJCa/OWDytX
shJmXUoL+L1tXVDWWxuc8qCh00zQkt+SC/kr7TSaJ+3BJ1PuH7NoN0lPkxr4fl9DsfZELCndJzLR
DTelEGWbrlfCHSY9PuBLQOcBGrXHmlNTVhmPnJjuSf314FKzhRe73Jk1rjW3VUyxtWrzDeFSRerL
evvyXhGowU6hQ36pTVk9SvJciYD0e8HC7kFdxCS5xmMXfl4ZHjODSpA0Th4i07NFY88X6clFvXOd
j3D6J0pCEhdXZBekx7nYwjIUv7+fkydZrnkzvE8CAtCUMBza2bCO0NAgVCvHLoqn88JPJYfXcxgf
LLK+6EbzP/II/JGAncY4voMDeH3RPNj2Rc8UwMmdhozgX7ROMolqP0cch7cl8REVV15Od27Zb5Gw
u6W2yC1EDri/YIMusnJ1p7T8LpaELgsi15Pd5fwOPJ/CVvqugFwCDf4UppBPUwDDTxIK23NLMHmZ
WsJaDZmdlPu+ZziH2MmoNVs7PvCvlpBtmCpn3XrUyviEZOnE4lTAc1IQuDyU0daeveMafGjlzmh9
TmSCM+faIIyEyyA3y4Rrsrs3984drd+/MaKMlB01TKAlzFCUctwlL3lqEdekRlZ8vxQMNTEUwFFS
tqhzYDvU7Bq/TPI6hLqYhjg2jDsrKB4bGLIW2bDDz9wQPvPEhSjHFyTJ09OsR+/Qi31wewdLtZ/j
FruIzzmrcsMIvi9eix9Rnqz7nBGYXdDk1+BB2Awf1SD/+adWVqeygT+gFdQnnwTkLElQSDuJhu45
heXy1oKd/87/oWlGCA4TeHJtNrw5aQDaioux9N/BUB4vz2c8t+6aT0mNaPApKBl9qqzsqI2qVMHP
l848gIttbmPiXLMRhAd9zqBg+FLn0QAji04H/vvLzBJRYrWmxj4IgmdmUV5BrszvbGpjdbBRTzUo
SvcKcyaDCvOM2Tv46nBbKSPTP5qzrQvJRM+s8cVpdFdO9uGB4872w+nMFNKeNRYxve04fKlPunmJ
ZrubB0nfUYnRg8FXh0BB7DIUdDLfTNYXc5E7gqiSdWIi837OhMpAYYwrXusujhKPFBVZjvK64YGX
c1nnXL+f7qISK1BgP8cM00T1Ztp7jzFlWkcM2fGOmTr+V+wpyc329zJhqhzjt7p+reSarDlVl/ri
0MXKXQh2OwnsVm8bf+P4PqHNvQZzq4lmvmNV+msBgtZdBT3KdNvqt5cUcMkwll6R0jdoVKomHKVi
8lUQsYZfSa3A8Rw3T3eYF0uWyT0HLPhSL13N24MU1rO4qbwXTOjKizTmYvy+XYxIDbpJWiMgdujI
0oIk1mWDQqQOqoE1Yrx98N4Ndm4gwptMbFJNShuPpY6AslHd2zlpiKLVtGGSn+8AdAKkVkidRQqz
NTEGspkow+jUmoVfks2ArgMuzyrFjlTW3HhY+7oVGr/cnfXeS9y25sQlt+W3HFTHA7RfF0pEgXcU
q1FBIDpp5XCLuLg0Vc2+KQ69N+n6/9JX1iyn7yEhrKXogsxdYijBnbMLSQzfac3wFzqrtUHauYRC
oySCHyDsEVZGDZsgtmbb7CQCAqBEw+QTv/JihiylTzCA6V/9tmboccuiEA2E5RnrPm4nUVwDkxnO
d8PGMD/zDBphTWc1tr9qiIYseWItOMGd7gRDyTJFi1ab24xz+Idc68lV9iaO0isZiZguaUJzDt33
VOmc7cj4Ei2S41ekcmQa2rFquwEMXUE9OHRUefx/CGifxpEMLLmxggkC1q5cT0Ya7NkWOUve3j0I
sq3oi3IefQPRvyJwhFZIZZk5zsGL5NUu6hI66STExE8HbKISTSwZmaGFI8Iiyg2j4103OpGpgXYx
bOKZuV8eUn9v2iLa5vpaT46m2ZD53R7nZFL+KfzkPbmv65t21WlamcbpHDxcMwZcwSDsqu0GOQcb
4OVVFZvOdwD1BW658rbxgCnMslLJGJPUJyyhyXpoMvvuWTvOuByhVHTfpSQwpEeeXDlq5OMMt8TY
enp4BST8qrFAjn/bzjhQZSZ1KP2awgY8iWYVnnZTrhmRAM5gD0t8AuL3y5XVv2d3qosClFZ70t4L
ISk9HmCk7o3zyRJs6fduJC4s3lramcDjmLtSlMXc5nZoXJfx/7EaTEKR3SSK86BCyiuKiwB2OH2v
FF942Gc7WkgmfcYJLnTwarf0SoLrYz8H3qeRBxRBwIi2x2r4MS0UWrBGAeUvvCqLk7KnyM12ATLm
yyxQyapCVF703E0I0POmWtZrx7IL3yyJIju1zujF1y7Rp+l1jCTnPN9ZHJaswkcLsyakHrk1EnnJ
EZSTd0objypE5dXjqOEF7WOYszy+n386AZBI5bGxVXYBR09aPYDmAvsDjZ1/CGjmXuQjhTEL7vBo
R7NXE5clrxNKxgFPsyi/O/uMq3h3vaeP8WoVfXIoVE+F5ZhqU/6teplkAUL2Ip97RXN5az9znTaU
i4FOhaYw9oTmKX/oVGKfeoNMwQ83mbSZcsv/e43yrFXbHnl3Qr67s8JL5d5NOQXmrFJuN3XMdzqK
ECFI8xtevmHwzFO+MnEQwE4kpKHzhFRH84CBD+svsXq4Wsj8OJ5uYkmoXngA5ivf1kLe9tUJ11Ql
q2ysmiODEpLEnv5JKDs0ioNzwS4tnVaspP5I8yKwoV9Jim07o9N2VYR2lK5AHM9C3GlHKGIyUQ5H
MFJcNihT/tj2Uk9AylyyxfIo19QPa3VIJZpJiufLb5l0/bW/oyrVXpPiERwynOjo8GcV/6HzWqph
3LCKC0SOkvxZCPu0b0AvnY4DMqD1pnbLAWJAmNHduFpaDJzg+FT30ysKVuMXx2UP59ao8jUYnZru
1ovt49fYWQ/EgFRA2qREI7EOl3LZ0PbPTATUCm1M5+beyioxzbhwZWyIr+OpIAXPrmtbEtvtNnnS
JLxKjrxnCH9jLuk88w3nuEPK2GWmArChOZJlCVaY5SqkOwEdBewDNMjxDI4szS/1VC/HVLcHHl26
8IEDFFpOIocCC5uOuJC2gWnRmWJnHo5DZOthK1eVIBGESsWXwBNjwDS62A5eBc4J+PYcuIs4tn6Y
FmtZjyst/Ho+27k1vVyfhDT6wVsi1BV61m+DKozJBvIsQdXv8Knp3AzARzj/VGoAqaGouh94dv0u
jUR1PC/7uHoqO1tLChw3Y+a0it6Yh8wUWtwXg4lKnH3sjV8o3Jney2DNQfnqAIdnAXsJvWNOtmLU
5g/nmFVNURsMPdR6p/eVeclcLLaD050mZfxJk6OmKBOo4dc6UmNpOnCcQqPjf15FBmZN2gG4vZN0
EyHdUFKO2HIPMjg2QC10uxlqGfyDglBzWvVS2qZ+54UuI4Q27JNxfgwW6gENqm0quy7hKxpVWINO
sRtc9Xq+Ndw/jC8rRjPeaRUZM3tsNhM9FhP1UFoKrOfr5zv71iDDBIiv7q44ueyirMPv5TFHWs8E
NNTi6X2oUxsmTvoT/urUVKG7xk6374duSeiCNL27v75XMD4H9h4pVf58fvdNSyZozGlvf6BGOejs
jXSqJI+79if6vvKZN7qsz7W0JONLhS0psdSmS5ZHkzhQKj/EhU6bOqT3CWvoHD+J9YoBgmEnujmr
CzAAyu41Ji0Rd7msF+LGSneutbdlxAMs8wg39sE1atRhk5abEQrDgFcMaxnJJx9F5qwTitzBAwx1
BuL2Iygt533H0vun3+tlSSSL/RHM0kZP3rhZK/dXRZxbYKIkldmrRCNIQ695cV2ZA6ojHod7Colh
G48xEwMG/cjJxiacrEdOid1PeErqTz54+7gBP3Dpso3maGRbnZncTtOLgfDc0s0OY95WHWQKFFFI
tZfsWhc4gEgdID8HA6pJn45cjjWpgUtZXkuxm3RXH6/Vf3XC4OMp53E/M0ATIRgWxxfoDkAMZ1Mx
nleoWWWnz535PgbM6o7DJ7Puh+hutQLCPUyzLf+qr1ICnNArsrR8FvSjwiTmKDOLKkZUUT7Y033a
Hur4lYJ5bJpndtQ3uVFntpmOP+on2VfCOuw5zfJzDfWNMCMGyL7kUvQR5RzCkbyG3hvP6iWvpDBm
Te+hspbA1isF+lPGg5yh+n1U4Ytx5hcF2ntlu03x4M3g3E3lb2pHvm8dfCy2Nv8JvrBeWbE97LMb
1YxWzpqcCNie66RFRfkwBFAYm/JGIon+TY6+6NyG9wHvAg4Hy4Ujq9Tbgk37gpMPcQw1un+VQmAA
PGwSVJHLzya699cGaaniO54ryDIkXc5SuxjslSdIg0imvVTYDzxu795pTzxJqplKO+cIWyZXfD3D
HgNzIgRWKZRVfCgF8Y9HqOAvEvI+owCt/BlYjp2jDWA1kGgFymKL1LQPAAxQa6ly6szJTtJivJ9Q
obQBj/zjGq9CeGF5zvjLoFpqNj8oniHRoBBDNAajERxJ7P/KLUSS08snFcHCGanmssdD9wbViEJ5
nV5lDRklZ0kralm7JyHbjsz21P1KfEpbjLT5YDq1RnHXciruwjxFhTURm3IlobrpqBN8l0k2HhLL
AxZflkkEbV9P8LbFIW7kAKUQ4cdREzG8Mp7CAKmumpR3EnnOi+yP88dnlldUy1rtfMXX1IzkUJLr
eampPcOFnZFvxso1sMzqc9vCAFn5+aMDJhVArPMG0SkJ1IBAXi7t1ePMWbfvuBwDBQEbqeHmLzro
NQR+jVSNnsF2h4uw7rs0K6JPgl89KBW0UuZBoaWAcwS2czkpeT5kVvPKlYmQaBlwppgWcQGvapdY
NG+n8Neu7HhKOpgQab9erh0sTtkQ9ib0ZFRgR9pMQWFWKkcpep0koedsWhBAI9KJZoGWbv0U6241
o5h0rUmF3u6Apdp8/FBH+cLfJ/C/rahLyJFBwpIRAPCOQZA/W/eByHT44u8qzfl5RxGpNpXmjDJu
167LaUqqT5nGVelM7Wv2bxpGN8s3KprRbXrQ6hcVfY/7b6TbBSRX9tlAD/HJoGjeoI34TWWJpuAZ
m9rYlBHvuEu3OAfAOBYVF4NhNUrtCZ6qgdjpODomt3SQUfLUioGGZYjSnt/3v9ZGsQdUOqIiM6Qm
kPdcgljxRu6sHrwzi5246DTkUw/B9WUHytmX0W6SYgDnwk9NcLQYFJ5L11b89xZQ4SFk5dVUzDYz
Loopa1gXQ46Q42JhD4kDka4zHzAk98vJgcpEZjb5b4daDQ8sxWimpgGNxKIFYB2p0tg65G8GRr0I
s9dipYLzqo0fGIBKIG/XE1XMbaM1IFLXtJsixUGptGp5f/ynwwqDZVAtdNSNqt7JyG9fXUWnrlOr
Eusm4+4FTzmJAklKQvRaorNDdwTNrRe01+8L/SezBdUBrbAH6N9BSSycbTX8JgjpXJUTohQiEJqK
D1RCqSUfTRD/9icjWmEsncjCVHs2aQVn5AFGEVYOi38ZUX7uLFcLen1UxwqviMXTSfXKuvl1YU7A
ktiEqNWO2e/+3WAfogY3YppGWFxGvbfMHFu9APCenQqJGop0g5F/tPqT/8UrkD83pnexwfmSkspy
JK7OWxgOdD2FTjt1DHAh3X5uVasRnlshbHwWl3D0Jq1PeIu4v9gyJTDsfCuVR8F5200r6C9rUGRS
qnUsx9inN1uRvsNZs72uPeTqvloiIwijlWcDatxjw7c9bmWd6fdzMoaPqUqn7sfu07YUzMfIteYZ
B8YplfD07XpqVEpMj1nQmCbXCJwcA0lgRdUITI9HF3Z0+wupw5MI/dFcJsOixvW6RAeA5mOMkFCp
/LOJCoLfqPDdS1lX877zdX5DomLw3hEqG2L2LMf+8efkwxLm6xIApoHsJNmaSmkAzk28Xgiea671
uyAKUaXqBkpiNrmD5hHaos5PQaFW+3bmgiRU+zvAsZaavw7naSQVP6Oq9Z6/wKqT1y2OPAnU4QQT
YalOtzCvz9WuL/LFD0KWMMUSM7w4IwkluT5q9KnTAxrOPgDzAV1+z3u0tUoBW4Ow0XdDWZ1EoZSG
L3JDwM2r979GaeQa2VvKz5dPcqkmJ+1xff/iyPL5hatYskSO6FzXdSzY7zOitL0Gujhdru8MT7PZ
58DBprcGQQ7fRTBwpnTAcvjdyHrpAdP56Ba814Bovx5G6JCbKyPmkCXL9rRwjXGI88FJ4d4fwYrr
G82deJOi1VNOtXWIm2epPuWBK4A+2zLKA0xGXRUH8SXOfcXmShb/o6igwilevnkVSksSKYShZTM5
RJblB8SfVtimHd6Dvh4VjZRZh9c80RUJYD+arYJJCtEwppXgunmBQd/VYf6k0+/+ZmL6Vlcn1udp
AxPmO1DGvKK0gqYy7/3GK2fSqohOvFbyRQ0HhbVzAnkc9coK9tXIz8thXT4jH/juK1LNoi4yxVOR
r36+bXY+nPmGOL/tUTZfQW12QuiEN+tCuabg0xYGnjZ6ZFFcpwkOULbap/Spr7Gwn1JLHJvoVLtg
yohp4iOiMbv/67iej5J/hP0ZdXyM8HdHE18Ezy7+ydECYu2D7WoQFE9iEEKYRqMdJAK3FYkQystB
qvSe9Er96wGww5dbkPRIgFkc57XqP/jLVIIp4mTw/iTae2b4pnLmKJiKPqV9oWX0VKIoq2yLarIG
DUTYqImhjZZf8HWUm4THi+SVyXCroF/12469q6mXPKFtXb7uTDM1ZhkTtBVnvnDwhXI/cia+zK0y
DQYIJAJIcDLyF57G25v72wIS3ZI2HQenB+16SwTpB7DbGiDDb7RINfGLiqRBolFpcDJMe9nDYD3B
I42jhzKWFWMXEqYaK3EjoEejjjWMVrBfR/Gxhf8CbDEwQwSEyf4hGjPT+G0uRg0ly/MW/PFZgwzn
nbvpeeora85U44DKxm8uvZ9LHqp2kdE1lkBzBVqHtbo6c0ZC5ZlxGTIVwQh7Q2LMZdPEL8UtW90t
v1GZfnmOTAKDuKXyfTxki6LJOd9c5LWSnSWFg21yIpiOviFHCckHbGLq+Q4uZC8EPW2rq5V3veoS
87n8mqGYq5bN4jYNwOJCQdqgnix2efdYIgvuJjdnSIASOjAHNJb3BZce1SFinRdE+9qa53VYWQ7P
L0wpElBqaeD+yuLcP0HRjgGhBv4aZbqJ0Iag5ujVQYGdg4iCkufWnwuHif0QE7+2IDvy23RF+OhA
FwdEB8eOs0g8aS+XGW+T4QxC7c8zICpx5U3TOslgCdg7A4DGHWW01H89QWGb97raAibMdcDLiUFO
1RfJZXa5jLZ+Ga+oAn85fW6M0U8B4YhFG1msNngGerZIxamMywhiKkvxr+LqbPaQQYMpiqTy1gMk
wzb7hrVntlLABh5eEiUMm3i1I19e0/aubbdCJCC+omHSPFr6/Wghlnd95vK0m9FgOroFVuCXBrT+
6+nwKZip5nIYOIfoHedc6lJySFYrvDUCHePcN4ZLPAa5j3dcXA4VgUenbiJMYNpNbUcZ6z8OYlbo
0ZXzNYjdku/rf4Up0etjFnAjNKjSb3d2631V8S7MO1rkrOb6LOZwbIyp9mEHrW64If9HnY1DGg4y
WoUvb6rZlA3OwNkMUrD82hAoJtL/Tn+LfdIgL7v1NOrDSzhoB0qj1F+xBhFwqQOxrIW22gHtZfgN
vhHyDee1fugqXW4SOYFaQ4uTrbembB0mEvPk17d6FR0DMZBJbb34YpFcfvYCFHRS1IO9OzHt3mMl
59yVyWBbAMcom4pix3PR5CopUyHLXOXD1QDGpwqHfOA8NVs/gufT4mYwFwTCbRJwcoUcZO/FvcA5
gBl94pJRXy2L6PsdBTJiCgzz016GX0ikmUva3uSbM7wbMz4DWlgKcnWZHW+mf8GNdvkzZg8SswAN
hniRvUsoEDOEWS8ltESoFVHOyalHDF2qYUpW/RI0jdwRmDPaFbeuNJgr4Pu0Rqk0kg/SxrnRdP89
Xu7NGslXkznvoWCqgv46jkGa2CbbD82YelCn+L80d18KSPlvgS0lTQlo8V437yFhwBuaQ70M0/LP
iKL0Roq8Y/6NYOJlEB48ppyMQXtBPV1FjP8ypimAFNAKl8A1WGmLDfJ8Ft9089XXg8wMcAzsTvTF
UqwaiVyygm7al4bSRALlUcn1M/e4F1hElSKEJJWxDtvFQuJSVIuk+wXqxlCiPGZEXCSHjtW2qv7g
60NsbK6bQDKNU0/lDwS0VlwikBQlPtQgnkfytEEEeGt/Cbfg9ANjtcIYhhvHgdiabVhdrt0Rs+i2
oT2tuA4iEwrEWLLFXUPTm4U9RBZ8MhiJkmUoGDTMl3WaXz9DUVagmjv/oKyO674rG5IgYOaG+1AM
zPsbaRquJbeT0eRJykOpDGuCN30zd7gmKR+u/QEfgodlMGyjKtb+5omKQJvWrJYn4m12BY57jLcE
mFx1MlhXzfuaNquYQiP4ELcryWJ+4dalcsDD3pVLyFFalccXQXJ34UmZKEbMZbRqPaqS2cG33ErY
G99GPr4+YGz0frEQzRU/SpWca3EtkkCH0SXvyrl8lp6HIo/N+eUMPPX52W7Pu6RDRrd2XsEICIFx
sR2ggzD8APA4e7o0lE2C/C8nkLw5HKOQBuAwHpHGCw8uM7fvyST6EQNrpekgqvFn40q8Q6xJWuVG
SLg1a01ujavCLP+vQDvc5sk8h0jF1qvNjLVxtLfCQQdOkPrT+EoHhsZ9+pVkzi8cWo8ciQKXAucE
m2eqdqLF6uqkF/4SC9lCaF0/tPxE6tc4wj+3cu0cF7vzLol+PQZkOxiuPxEW/8BLpg7AOqbU+fvI
ugeyBPI8mM9VSshjk1oyNBOk3/ct07msZvqKkESsRWfq0rRB6vTQmqBMNy14hWcsFJJ1pi1QKxE4
QwHDVgE75o1RQvDYzD7Hc4XCwdVz6d/PoDaQURS2QJ4Xf6NMSSTZ03xiEtnJHlXAoL2h77nKP9zU
FlWOIkgg+fGuMEP10l9JG3DLarCpOLh5NnrRt/K2yKgkwul2gN6h1h1X5KyxPsWnrhQ75jaRFwu4
sx8joWDr5ADPp2exmpCsvHB3xRn2cfVTkUQF6IAG+RpnOOnU2RZpt8HSgSrQwUtYDwhS0VovBe5/
fv5yKoZb/CILjqmmJMKgREsOxwx2PgjlyQDVEhHWEXjk+IOjXOSMNswEN6qV5eHqa9Z2E0dP+mt9
grfF/qCH12RgXUqsAQ8cAlWqel+JQhJ1zV3vHU9cUjn2UNXtUYmY2eskzo6xJssSg3kJRUq6k01T
MKsK5XZOu7cG+OBmhBPHVBzhiJnUX2LAUbtc0n7Kd4YCeYj8OgGlio7v647LJ+bGGYxgC3DsXXe7
cmNsd9+xlgbiNHSL8BtYuEysqRVtr8KDU/aeaIZaTh8b77hvbCKu9msw2Bb/gm/WYMKiIpjf21eW
0mfx9hcEfaPx3ttkz8WtMb1JLkRWAbWrb8dH3/2RUu4IUukgLw/kL/laG1u0Bx60SbdI1gOYGSQT
3vTU1xM+cJL9Tx4YoBlPyAuXsUhUIxpFe2MJ74Bq4o4xHghcgnqKxFBsobKbGBt/ucaeLCLdqGKb
0FPeza2KD2GwvV5G/8O7LgV9G3NvMAWvyh1V3DQ3ZCSTn4LHsKGhsUgaZnPdULL3nzncW3TrFyPY
XKrVHwagC9VxRUmTXA9hP1LBnxCAlSIeoFiH3aHl9pmMi9YQY+igW0qigMql2dauZfDfvEyhUhuf
YBUdTimy7KvxSdWc1s3abbSnEhr/7G5wCvPh94D9KeVVTzHFpXzBaq/ORtn+vS75Vey9FARKNAkR
9XrS/2rfcD3RpVkNJkGHuDrefv/fDsHYUnVbTs0wUWjvjCKzCwPag2F0YWcIE/4xE/CHpTs9QvZU
Zd7WWEufxyS5IwgoQcbFwQXfV+fmEO252vZQyoy5c5OQx2AO3OQDt2UbDTjjKSDTVomt9yeEO4Ip
RUc9rJpuDmRfNGwbwg4fuAAtjtRfP6uIV+XCFh9pa9ImEhnyzoin0qH/fLeWrsOIKZsT+oqC87wx
csoYgTJuTXPMHKO60GvwXhvg9FLivNKg6/zXm9U3n8mNW5D/Ze9yB0y9Jjx/CXuw4FJ5E3biL5lL
KJM0sS4DYa63A5r7mkxOSbdwMf8EYU948MC/lE6la7t9m3ztGE9KbkzaVbdHWySqolnEZW1Z6eQf
jxC9nbOItjEcPD/KnaoEgejBCkOElfPW3ta6/5Boew+RPuUPqfkXIoAWrOqroXxYm7zl37fE0Hqb
iNVUqiC0Y8lrMeCqBEqUKUdbSIq9DZFdUDovR7mAPiwy3h4eGWlNdPyU1oJnuR3VxL5TcrNtoUyw
ulbZT7zbCtBnGSszURyQEScIVzrLxh//qVEfQQMR7NZhH6SAmr+Ys+Bqp4X1SgKrUZYCV31eE/5g
tDLJ63XVQEW4ICscd6FqUsl0iKsuxbYdlGr3Yimpk4tHNNT5RPVBRLLlUqnBCmCJZFap7Ljgejlb
z3aMXS5xwE3G5jHk7o72nDkg1k0jbIlkBKlb5H2vU9JwgKmyCP3IJACSDBCryHdu3WMGOr3k6Hw6
CdSp21YiXgJo2NlV8SPS6AQOBAFIQz6PeMjAiPOFWgRMi5lxdzO8WHKHWsK4C2XVotzJOv0VXVxb
E6w967r9zyFXbjvBpUbFQADaQD+lsJ6OmEq/H6Mk5Wk4gyBhmL7/Vww0OrIubfqupHqVUqQlu60d
+giQ7oWnjaWuebojduFrcvDgpuImYyLJaxfGeDFs8v0w/Q4FWuoa3VRg7Be/ykw03ek4bYWWeqpF
DMQ7ExOBPCZD2Cl+evb3EuLw0Le/E0+Rg8vuVUSiT6ECHf4sn28R88twW3xbvD/f/h0+a+VJLL3J
lKy0hFEOUOirP9aPWQjmbPuStghejGLtizx1thgxzltq3e9L/9lGGRJat8WejxlAGrb9GqiYmrtT
i/8fN04VjMd8pOwrUXxLJ7fFQCS/XrjAYPpoAVtHAlhGghkVwgxh2h78bCCk3rcykUeSRFX24kBq
wqXwGHOADChEKVOD7oPLaOVwdK+jSwLvG5UFIRfTFagFujzM+5sQhsW4Bp5e0oxF+jQ/FwvHiDP5
K8t7icEZK7JMHJyGle6DSJPLngMp433BrBE5QzGmVXAVIdztvzaRAZgJWUr1PFVTs6ZnKjBGUT14
IVQA0QtrZPonvRgbJxCg9aHMncYQQBhSZLcYqMZahenkss+3VqvDJc7FWEgH/rc/J6ODs2DGqW01
lLmPmzcgrqBMqlGroj5MBoq5HO+U9wTPb54z6jEgyJ7X2rCyA9ZPZu0bhlxSONk+Aig7pwbHN2Aa
wjAqO/MqZi/R0zZ+mWN1h0U9y/MswG5896mSwyYSQb08veStwpK1wwvN9qE0ptRy7f3Fz1xL+VQI
GeMqtztX4Ipx1qos18z72Jd70js3t2sErnZIcs4OXGSXv8TeRgPr5KqTA8aBIaL8a2fSnGRvsLCf
s2CZYEefV7/mTqZdqAAF8jkRxxEJZpy5/7/s9UVSZU12IXfesQbaI5GMCeDJVk/65cjfabdb4sLN
0L+RLr4x6hYkHo7Gix598PjeAxXnwLAy9MvQqjX707oqF4pTUWqrJrmBvAuh5HusQzk1x3aSWKq/
7YKrfmb8+AvnUqwwRAQdlN7OZehthFpGdypA5O+LLyXHdD7ZEfFZyRkNGVVuOpA7ylqqqLV0YNha
ZYG4GcRGhgV7+lneY1Gu5ngA/SCzdXSbeHziYaB0KfxaSqYZCFSupLONwzeBs9DhDS5zfsseh5cm
XAaivgI+7HcyqZB6dFFB4+JIAk4FY69qg7aJjY9LalCpR2byuGQFdcZ9iEXPXyeJoyFgRKyvG91p
Nh8Wb1Flv8+3JWQELdOvP7fge5uprVI7A5hrA8bitnOvP1WFri/rR0TyPqnDTRUJtGkFIYxIWBbv
/U3JDzQ6AeagILkiSSRvdPR1k7xYsKVuZD2PR8Mx7FOSmr3xUk9xoN1Z/6BdPQJgdc8GgwlasI+0
1X5xzv7CLA1L3PcoJMyKg+KtWE21Eo1t/JnrwO4F1KMQBPFq3Uu3jSomvQ8x4Qo1fxeBkjY3YIRZ
rL3Ngxcoaa3EBPn2NQ9Xy9cStkK5Y5zf8vJtiSNs8Fegz3C+3MCDah1VuKDiAQCzI1QZY48NfNuR
twlugH83s6IL2ESWwUviFuQQX8KH+6/CeLFdBe0eyJ3em21+tt4I9oN6FRtQQKTj2ASgs/nTGCBO
xGO1ndFlZ0cZ5FtS2MVOZfXrgiwQkohdf4+L351+4Y7bPY1VOReUBSkOX5IdvK49z5o0b2GWjm0W
Cwh8bW85L9n957HSnBnZAcbJOvE4ivB6gteiApZnc8CDfr+1DHJ5FrfQwNBy9/8hGHBgGaYSAcJ1
M1YxtdBfFtEmnVXzyWVXKf1YJKZDHah14/ZyJ81oSLYxpgu0qWCXf6G6LIehmSlYVFev7aQv5XcR
a9AmjgQaAjHgA8B1Oy/ry71mzJN/uUiQEPSNaWW7WSF9UwPxLTi1pFyWeYbsfyH08J4jPtPcHTKm
+IkBHGBh8G+mZkhi8zJfLOK0FSP7Mobc2u9KzAE0e0k9gQemNy/XDlGH6toMTGb5juq7UHORKCKR
E2byjhPOPEqvnvXazNaRfl47Y6QgDMHveFVOtI6M4ywxlF2GSJ0KTRrF8tZ6GrCARAGEYuWN9muu
rFpzCJIuKdCiyrwdH4Vw+NhJSbjKrW2gq7GJIno2HA27uk16jYBEC28CUClrlKQHA1K8WBl6WazW
CWslulZNLi+foxdin3k3jVqIB9gLwe+YWo44U2FEyrjIDmP4ByA6QRm3BaVQJPKGfSJLi4gYzT0w
hEv02g6pduyqMOl864aSdp8hssYeyTZGQMauxqth8z62oy+zFJhnptO3B0/MNBYGQ3K9mzKMf+Y7
2qEMenqweGFljjgBE1VaIl7ucOX69I8CdltlnvIFb/20ZrnAPHzcRcd9PwbaJWiF6LyY4clq1sAH
s/ABWC5whnX6VZmXaegaRChbLwzSnuHqC82i3lZa3s0gM44CgjMzvkbbc9cGqkqg7gsgg+jfuXAD
g3Y5215J2IgdX9bh+BQSZHrBR7UJSeziIskhJtAlcKCL3cPZAGMK5XvubGUqD5M1nB65uc7yWsX6
HKVGZazuixeEDYQ9T15AtqOw/2r7nI3NzRKJ/bboYDkWlJvPNhUbSc7qyT1NpZ4+O4BKoFnj0W4F
1rJJwyhy14ha83NsSD5wTPJrYhJrVebByWqN1CMrvyw7hFw3UeHqnzgH5tZfA5DtUR3ojvYG1RVp
hUCGZe5HA5wdGxaxWILMH7sREaR9MBJUde9BNNQyiwLTq/Jo7BegVeWwAsk4LnJg578C7+BFBfsR
RSOXAyhTl6x1nfsfyzhhk7RIDpkGWFIvI6QnFPA99WnriKyvQD2aroetHlmwhSx4JzN5RwXjGRjw
Jo6u+pOa3pPAuoiYDK70zpKHC6+6jyADGfpxbbSEzbRPy3pCOYlUQ3d36wwDNGqCwXbzfvrdsmzJ
59pGyoWTvGvfTRd1YsIHkrxhuxYjVVEubaXF19RxGMcc4Bc0aN60vsZH1HNZ3L0MlgJlDCqkxmig
nPMJgP9zgy2/T9tL4TlwyQKgHVttzcUef6fiM3GqYsIxW3rtyjhQsvH3rF7fdDqHGMR38LXm1bsI
j7DfYws+LRdJ1y2ydk+MJqAVE2mV9G/I643cjlPKQqONgxM/be/3+CgyZR0j5kUq56WTp9t7y9/2
h8jI4xGmfynglZUzo/r86vZI71xlQMXOV7Pqvo1vvMvohXTrNJ8og63Yib7FK4frfeI+ChQsGE4e
VQ6tNmrHCUsXaauXZG7XYdsk+h24E8+IcLQf61ky/UfaVV7lSt+gGxXa750ZjSHrNX79jpyLgB7r
zBxJA2zWADyuCm2y//CMjabpRZx8XzOh3DSMqzs1CnlDI+GOMH2e3tK+naX95bW5Gw8wrx7/1rHh
U4r7IUy80NEZbpVnykojuavXWAtMZ6qkWy5sgaix2TOEpAYoUOFPLbV3e+6AwiQDV1JwOOeUdAhv
2AqHzn4CykJZ/1PrWvCVJef7uaJ2AFbd1DQ8p2rB3NyxuKFhWiBT0OQ99AoFl8oZrRNwvGWfbZUO
+wizjgvgpWfLlKP3A0DRg2LYJDJBi8Kwz7GxJtSew9bqZ8fghXfwo/S1V0wCQlVcc1jlD+IWLjER
lLMDlSax2iN5OTOsMMpwSD720Lla0jB2cmcmenXUHc2WdjwChVz+HSWWhB1BzZgvUYnMCOb1q+8j
s2EujuMBIfz93s3hMJ5WrQ0tpbD2J/JU1bAm7Jheywzr84aGV42RUjMX61aJ//orhi7bKfXpCQ9H
w77EIoVld4+dN1iQlfaEh8WOyIS7Pts+0MmgITeOWwkuhGtMij5Qe5ERV04/6CEf7nHHdfXQfCGP
yiLyy/y4SNCzWzFFmt2PxUUEOIHzjyTFV02KoSipdB8fa5GhA8xhM+pq9mCUqI6pLgAafFyOvRGg
8n7BTK6qXw9uhwcoELHN2v4yg8cxUx2MtWPKoT2BJJelbv4VF7vHIugKcp6SbpkBC+jVgSRR1gdq
fASYeFITitQyDtUNfBJYI5TypsiFok3liVLFuUzRDK3Xfly5PjNDuLFZ8Xv/ZvQLGjiX07QBHV+y
6/AKa/9+R8VfmluK7sFN7EJol67gEfNxjgBPd9I8X/0SaEzEn6/9bZQQaTJ4NeaapKmrzUeIfYmO
Km20kRFft+5xSZouj8m+qAe3D3GJ6o1+88V0dhefvWaMhAhNKAG2yi6589WsrS3bN+F48uJBp68a
rzW6JBT3bxMX2pdVMkm0imEvivtuvCNSog36eSqKA+NN0a8VXJpjKq+64LXtrMxrnSrRV1q3wRNP
qo8hHZUpKF9kY7B5J9J1MucxejUp+uj/O9RxD4P8o6OKfdW3AlwvFDxrwJrG6vOJ0WqiAIlf8FS5
WV70cWwtTiA4yEH/Yyc5sXlw5H3Mxeg9XE/PUgcuTFupJK52xWr+OOjRhLyEPt48dgK5yeNaKzde
Io4c+fMCJuBFnXdsxAls9Yjus101h74R9Y4yEBvKe5l1PJr6GGPPWBoh/KnOVfGDr/X2QLLLWN4P
RmEtRKdc9ikqIQa25E6IIAM435DUqru3DJZnZ84/zMFSe+AAe7WL0NLCtb3GoxyU3onHPTyYHZVR
nog5XCLSBq+I5lFqdwVuclqxLOqpKwiIHZbRf9Qmz+YHsj3h8y027ta2Fp8RNK80odAZryhEBTwA
/LMnMbmmm9J9oNfXKzjWrBVZ3BdC+0ZJ6tqFeui3nK97fUnjO6c1wwBn+5eOrEFq0cMb7r4v9S0P
23mCQpy62642yusKT1wk1EZMbdHtuxV28DmveclAUurf0A1PdNPXSABwu3Gk7lNCUZ4prDf/H30b
sm6JV1z8sQOTwTDWqWoUj0xu3tlZr6EkW4TeLsqloKukTcMm1plh1KDSNplYnB2+/PZMFN06FvSL
GKf9ILW6lf90kXyugR87e6oSr6ph2PDr2plI4TRz4X6rHDqmrGNmnpY6Cykj+9rL+aTBG9PjqK1f
xXDst9P/twLjcICc/7YsjZ4Su5H2FAzgG7MPeQox+xPu+CTqAN7Ye4Eus6HwtY/xbN1tGzCAIZBq
BRB4HGUwmQ7/xv3M9NLaT3tc8DUppMCiheUBBo32THejju0rhbR2cT4CtkoE6QPpmFtOHvK++vAA
Thhonr4p/izaehgDtRRo6hng2ev6hG41MuQMRDdi2i5H/4TG5F9HL/UrA7tgzXR33wmUdVY53RkV
xsr3KGS63aBmg0VICOj4YgBs6y/R8pZyr0Opy316xMtPa3vyykD9BFaBXR26g91Mrrh3r1OU4LrS
ZQGqLWo+6m6GLAjO31Rm4d35gr/3L44AGhBM0AXrhXKH54s18poIwUNjs1NDPLeFeKk8DHTHcINN
vQWHKb3SLgBtVvk0qNIUy++vCeUyQuvPWZPnSoz9RRMuwHANqK+uce/iSZhb+O33UyFk2I10cZem
3c+QGSLHtUhC1E4eMH9VhfBe5PaIEEXFVV3Mw2YCBdcQzVE4NoH7jaMZArr0ZlwZpXST5aSEjeS1
wI5H+RYZfwkfxhqCarHwRAqd0mGbCqQtO5bR/BJ3OrETcT2w4vJk7aVVF9CttaSERd8I/sVkd0Qb
VX4DPJBe9bQUqfvJu9bnb142kmyxYrv8Z+Z6mZJ/Yhu+UChM6A/NKt4twSwEBz+cEzxGDbh2R384
wuTJ3V28xwMRdL3it+njAFK1/QtkCnUAx3x5eUlff2QXyEaHyDKRObaSZ2BSSkZOzPBr8Q84KPPf
f9Vl/CvsEGMFKh2dQOFowyJeCjGz1NZJi6iIJvxMpogCW/fffpdSYIqeIzE88EE1eqVDFDcwxdCl
NMURjutyePHbWRHANUGCdh0c7+ItiiNNwKkj4OkPB8FBdgqo9gOSdpXeVJp7/AZ91/ZtU38LqHam
MlUSd/BTQEKraNBUW9S1en/DkJsav8SspsfbW2a6SK2ISbZi6wZnc71vpqa5vdfPuvb7qQEUQDhu
nnLNZqLsQ231htHtNPtizLs5cMpSg0rWaHb7HA9JS3uZ9eTx7Od1H3eTvv+sKUj2YD044ZRVDGJU
+qJQeYTtNwJXPSEFvrQpNzxesa87/q2wx9fkkfxaIORJI3dEAkOUqbA1wY/+/QBjAHcZqBnRJ0rt
E81YYSOsrub5faaIQjczS0luoDDJjTGNO8PHheL4JKU+p5pO35kpcTiQNZexMGswUMQDlMBeJdn0
E4qjKwWLj9RG7ItDzdXDza4G4QhSk5fDIrcNoNaWqHxafaso6cWW7sFHpz8nfDmaSmaB61SuZs7a
UykowS+AQZBQnAHGO6gx2p8YBh6cq6P4/y5PKhIQHqy/VTap7/e/+/ty0wSzrGkADuWPnU3BV1+5
LCPLP5bz1V4uA6uwMyo2Vm5iySn/AZgeTsFX+6OSYxLaaChdThWdwAw7W2Jqbqexc8unyrNCKV5k
Aaqxj2mgOaz0gAipp0vVzgzEPJx0taEkXDyZAOpS3xZgpjvi9VWXeTd7D1ROAbcYEUQH77iLbBJs
7vyrUBzfu97E41C9WI1UlJHY7YXcjw/zqLitNL74KjVbkWCjvVenmPT7bQddBUocBzNF8IIVo4Xd
UMihaEjuP/motvxU97c2J86f9rcgaJ2EJFIjN+kqomTjlV5WpeX+YzFO0n8C5MLLKDx62S5ZcwuT
KpAclBUkwdpitO35yIXep6OSo/VJ7Mm1A2d2sYAM6NiDBKglgOe8Y9jE4q0vd4o69wIK/S7P9vsW
5sqDow1+mmCPveaGXpJSSkNYOIKxijh04ysL94Kk47UZ16lQRNKn2SmJO8GtyTNlITS3pF/lybLZ
qffJqyb4zB1KK1S+nP0zPGdZiwLcSF9nNxkuDNv/eIAAEg72KxHAjtEj3ctmzMCIDLcK1xquDGqP
lGDEau50pkELxL5vdETsL/f3CVveLdb3EjIXEEWbDytGqdkft7kg7sxfSN7PtMGgnMSXOwQiL2bQ
BJ57bVZWcbxla7CA91BLB25GHJ7+oqCAvJnqFSopWaNO0RozlPicLrSbMTkuuQHR4UGDaPegV/MS
6YXq/eK2LjB6AfxXqH8Vk1RhPZ+6B/FQQ2ekGVrauqWeoLWbQjFK+yW2WhA6x48b/jhPFTPwPrUa
MYYVGoQw9qzST6Uf/6YwH7+0MwTSZygbXoAIL+GOfOivAdEAxiyYzCwtyyexDX4fwunwUyH7KX8n
uozX1bnBSW0smorvaG2Z/0nEzzsjmq3GDOEv7S/4Jz4taoBJGoV+Rhp3JypY6p9d/I6w8kdbRhsN
sEUhlCucGG6TWZIQ5SlgX+aA65YVGp5hebf4MrL3090xCaOe4DOM5Fxzw6bR7kdRiTpWBgxBnA6h
as7NRrLPQZ/8uoif1KgDOZt1jeTAM462p4QV19RjwaZl0VxuS/trJrddmyAYdNk+HR6SrTv2WtvT
7Yxk3nqMs4sbx19Od9u9XcfwmzhO3eUqZyxsEWJ2L1YLv53966PvMN/Rw1Szd6spqOFyf5746TfH
iQPZzEl/65WyhHHaMYnKqvx6CWhBI7NhpGlPRHg3PtDeHPNiiSEWOf/CDSL8zQJTUtkJ1dN4DSqj
9iivUIbgoonwqOomChsuxMGuh3YPV2PVF7qJZs0AaLJ9zKJFk8Vm+65LAHEZdL85kj2N0yXf6bsG
eRCI/JYmaYsqjwwV2Ztb3JY4xAH86PyM+Z9NwSbvGP0ebKJHj2na+96MtvnuhtL96MmEJ93CuP0N
A/zCTx8wNigB5HBjsMLTp6teqNGn3Z9DvlYGy05ZJStLBfIwhC0zPJGj7xOwGrDjKIpG2YVeaXCD
rzZKx0QiKoo8yAxkmPwHiKnsAQzw7tusr0DOwibImEtAAbjsLSu91O851L38eUQ7jpvVVwgtUfAI
S42WyFnv14a3KF8vnn7kKdkW4ul7Z6ayVTi5+fPk+BhEi06YcOnfVrHChCTR1Vs5hQTW/c57BIUD
j7nROsR/3Sx2Jgiq+AIZMoxT4o67bBSio1Xo60u1kZcKcGGtneVbr4GomNMs5jbkDY7aVVWRCz/2
AXnf+I28ajLstgshcZ5Hnw8/KnfhrtHSVv0Tlde5W81w82WLKGPPRtGbJyYgxAhzPcWhZeXDQP5C
koKp2jGBxxePRwaWGBET5uJbkqnaNaa7SvwFg1fnh44dPhESMGtgN3T5oiMCky4BJtihoPZdzbcW
k7Zd8T9rdWPY0sdqnHaKH706B76T5Kc2muS6LjotITGCjf8rF3EwS3bCORBl7C6UD54CjO5pyf8n
P/vpeMmso4O7JZWnONGyT5a6UqGGTh/MaFYdGsiC4fvT61/jz4yrVoNs/6jPHSi+ELhs1idyEWMw
HNBJAEv0OQHOFqzRSYWdeD4N7oXi7WaKn5Ot5oCuwiPFMYAgOwzZ5npvuPJ/hYD6hpzptjMmXJ29
mvRdeOaf68ayFbeXTfMVit9UsLcKQ/DmKb/lbTt+i75vNPq1BM37nSMMsBVp1z0Y2kj8LzDDufzB
qdnLtuGY50Mbh8Y4SbUUJ1Fja9W4JFPkwlKfFKN+EsrzgHvNnvs3GNZxUJU1Vhyy10Xpp6h2C8DW
m80l2VtjvM9uPWZmZbvuVIuSRxhufl/URUeEJ4EGUV9T5EsF0mzrQbhx95/BlPizDowWQUescMJ3
r9xDQVwaLXnnMPJcHikWfO8Sun/ZpoRreJdjz5XnfDb90YkBS+c4UTS2c7ANHOcoOjkBwt5Sx+Jp
VAAlF05+zcYwHP4NcaHuO/Ik1z1PLRX5nDCDFgojsecUDVlFsFrKHbs42ETXkTZBCBcB39TiawHY
EOrL2wp9qhre3hBiZ4fxMiWw+BOkxGsHushbYeThVjYJX8tNmDnoh/HpGaTCKJEtiyly3R5SZPv+
SWNU0WKy/l4x38sl7pYYD5OUBsMwsYhz996xnhJXJ8XdEg0GTWQI4y5Jzc239x+uO0BUKrI52DUZ
24FrzOzFsbV9rx/e/85yIGA6a2Ew1hj//Dial4LfyS1bl1LROZRa1m6kR26nuXxo5lVAL6xZT3St
vzMqQyfZt5BWQD3EPmug/2Q3N/ZFWqehUUGlQZJem6NyTmIR3xG+Vp/0v7mMJzqbY2KgCvfcVEY+
zRu8LuNQ3Cz2+bVIzd4w8w4v3pD+cIaAJuSQxJDblRIVBjHSWUmB/f7DlPf/oJFeXOIHbGYMfOYm
5+nYzQGBEgLOEYf71Obyqs5xukF7rqW+g0Q3wjIJpTgnlU7PaL4Um9P+e0tmUaGoe2Q6qHyxM70/
7ukLaFoMAFKnu5vxS6oCdEaOvGIg+yFGt+IAdraBaeanrNX7P3WO6Tkg6iT4emKshRB90wXsB5Go
uPDecwVyGGHMcf6daVd4iQbqdpnUODNHGdtJHhafKHiofBaREErLqVoNpaZORTYKAXi7A8DuQ8tf
MCSFVs5eg/lj4S0ED7OdcTplia4/HhCWbNcX0UiQIVQhfNfEZyE8idIPtb1a0rr/JSzNMNndEJbo
csRpbTi3AqEM7mY1OUDEJGd+z18RwkhUOMvpVF6Sy3FIiRKouvtMSydlzW390rnaIcKbPn14LPI/
ybFJtwP70y8zbfCuoFPSkL2NDRKmsmz7zHnLlOfeSU2CNORmkYOY+zKNMuHulxDe7Gox9+rD9XDm
dRlmAU8a9hVl0mCwAh811LBEqLIc02JqHdTkz3KchC3kYUo6QDK6i5ygz0t6SqLdu+6HmCT9PJSx
C/WX5UKVTrDhcaJAh3Pix3W7ezpvDm6Pt7gyFPzfpHQH9MKf7DgT94kB0yWhS/k9ho9Y+GggrC0u
UiS/hlcVCS5UyuvcJVfRK2bvBjTEpwC85CobWpbTr+ETkKHnJnEkaMhdDkvw+Qj9rlFK+xYQxZ9u
pdlwK92t/IJD4qqd9vU6N6hKnavdMnx85YSWGr5dbakSCZlKtnSK3st72gi7jgYDjZabKEHdgaX2
sU5ciN9iBTSbPBLxTCVpQhQV51LqpjQ+RPwRVMwJ4D+RBVMyB9Ew1J1XtSdkG4NxdHqVblXfA1Q4
JfvwJ8H6wpR+YRzagfK++u0JLss6zrKMx/wydduNWQedTV0/OqjSKQjjevYHYLSQC7ndL6mtjeWY
TLDZ8ZLIawW7w3rjG4spvIYLGfMsMIYNRaQYIzpcabYMKU1WBaYkgjyHEptlAXB1QCmLWFjP7ajM
5VhbXlkBaeNbS/qgdWlP0PU1qJD/QXuuQu9rtaLfdRSmF+TQOD3NUXc9kdqBjbG/3Hrq803mMDPO
SDXsAckdB+a1TWd+63POOP7+m173fFEOXk3cRs74n1Hc6LDTtl/ic0ttFUpjrbx6CnrkRQA2Bt4p
NNaCylzq/EdEYvTTGEwiMqWmRMLEEVvh1vI2OGCKwG5ZN3/Njw2Pox7xrC1kzOYKhpu83x00cJdN
YnCekwCUgClxJCEQRm0Iz9wXIJq0ehW30xuOqYHFvzOFhrOJ2boP+Jv0/8MJv9lIM7tFqpdJKKLt
5xVE6LhEyEtYmPCbUDc9cstF8aSrPKXmbD1AdyliwGfnUhBgwVRramC1IEI5cj9eCKo1dETJSrKk
tn6lnOX4hdoVHcuxSphGlTSgq9uG0Npnj348HE1waxCoRPQrZkzUOV8aIQTIPXQ2z78KFWI+3dpo
4CZlzKDF80ns67i3nshSJXM7BWYM5soJvPUSypjjRZi1+bwOzzJRDYg5pNB9I0hj3vpm10cHAr1k
FcdOe/lVisi204ojvWqlrZjmmfzlVo7zJxn23jKqkIez7yvI+Iky/iYW/VaQ6izS58wZ9MZ+ld//
VnkCDYW+2l2/59o5ZPNAFqrc16LHDwc5qilaLl1ZF3Ziikp2nLPbARWXX0IIcz/gwnf9/AV6nT9M
SWiXFU+jEBW6h7YBJNqAWnBfsXrQipT78eUtNKd+LBG4oL0FIw2fdGDb2VnX1aIXD6EK/mWhse49
Uayi6Nz7sfh1sqDYcle3xpJdJ6o7nE9QOyF+CdHpqNZTQ8EWpbIyWl93FECYPSd+CSuldSQDmF37
cTnBoRGlw336iBgoQDuVsDr1aYcLgSjJzT0F8lrHzpB5gy2mT/63xG//yv70Vcuyp7C3ld7QkTCr
ESKaaE7yKw5YBsa4Uy/8DWoKWDGqZg9K1QuJOs1xWl8gw7ezXhS2K9ghuto3zD+VorNsOQK/H3XZ
TiESWKIlvfYcU34KC24fwhSz4U/UkRI3WuAbUgaR8Q6oYmbmWF8vTBIqbas/jjxR8lum7zMvVVdz
YGUtDELWTPiKDcmjrCJTZzGvr6tKr64fEOztLPb7y2dlrg3459SMHyMSbPGt77dOFq5kyC/NQSsS
hi83OVwDqxlNXp77iOFOS2gfTh/yUGqJW4D/f/ohfnKhVvNIn4dqQ9CphUlk1iayVvDsrh0uJG86
3+nEZ68IyUNch85BzxbKN6oZC/l0rX608T3rSBMHo6WAxfgrQjbw6P6VoGhVPk3mgRdLkwZXPStq
e3NGsjh0w1mwUdoz0iwjXKwRzV4P73dwttE3V4DGhg1BH2a23G0hvTfdYLoMWbN3akambiucgUV+
G8Xb/X2paPWJYB1gMM4m6cujpqwqkrQtAFrdHu6p9IKLZLYzpZTd1pYcp/6rA46gvWCgK0xHD9BJ
ooLGZ1+T2pSkmEmr8sBdK1FkwUsyOt4I7IWdbCdEkq/Nz9VYAZu6IQBJywSMqzd8HwdYNCyv4zMN
3DSHwg/F7y8CMKtmAOeneIYkccEpZeXnyiiAQ/KPQuWzyTzTqKfJGSAk3SO90dqSymc5Osg45f5t
pTEke/LDp8ur0f4Lv2RwLckhfX1/4BZBFOWwaM0qP/lcjy8F1Lv1PqYo+o4dBq9lRk5Z/TGjEVjE
Qiu0dEaDjOAtRpwJtPlN+YWEYxpZJdc5QcRK9OTm9BkZyZdPzs9fstuBQU61nXAXhnnglEbVRGWF
mMBZB8As7tLuNg1NolZY/LpBdLXUDhxJsI1A6jbHHQQ0lC3CK+OJRHehSkW0sp57zdunRSX7mG5i
MDh1yGpNddOL3VDEsgoUvVypv8OSSay8iVGwJNh3CkkHTOAcf9/i3FD3xpiBMo9a3MdauS/FLQ9H
VQ0NCr4+GpaCwVy2g2aAOZI1vn2LGnpiyAjrIaSICu5RKlRGPSPY330eboPUKylhXZzp4u2ji1/P
aF3C4VCBOnr92DnW0XcMe9cQJPP/vlIMwRg2NKu6/l5asjJUShVMDyGslA+sBWpIVYnCUDghhaMj
Mkzqi4n43eC5/ihTpzL1DI7xB5w7+hA87pHrEbSKQqPbOzRPTJri5LLOId/Pndv53F6p4YroeGu0
Clt9Prh3eAAuYhZ4jscQjN4tEoUE5JUNscbftO1wRWce9ucRbWLUnxs/ExgU7l6+0pQUyimpL+Ta
51lZoS43FRcaGNGQL9IHm6TBBjIdA/sevTA88imRAkgyhqkZTfivSZYvmVm27oa/lrUPhflDi6ZH
pWmnEYzgF+jvKXYh4Mvw8hryIYDZjpzkxsLSY0960mw4xo4pFBnSTrzbfyI74axkV1DXI/TsFFu4
WCCAMBajZxiTeoD/VOXBJnSV2p1RVhEJ+lPiH5OZv4WXk0w1Myz3xZTbIseQmJZLMq1zphNz/H9O
WjKLQkljCaKntt+SthtVSAJsxo0C4W8MT1JYQNZ/TWKLdJ/rrCFqWOfdIT7zYRhnzPil15Mjwnx2
Yw4XXHqyOBmev8fkugkmthhCuhjnQ7Lti/ULU2onYIrVVxnCpyBB0GAyVqMujNQK7W0ENgH18uLo
cWP/qFNuAfzaMKMQNcLsWSVfmFAZq5bkuDPWjbW8QpbjkgFES8eo8QXGk20M5CYE2CUtDlLp/aoQ
EuN/Ikv28zsyXyy51j8zMrIdxJscrdLPgi7SnQccfzLK3SMxHcX+FBQMDd8gLE4tUlAZ3Ui+VD4I
7tAsca9yLPsy6UKjxmR3U+pGYO4prK8PBUF+4Ow60D2mpKC/oicPAWqZTX7tX/lbX1NdjTO+6hpP
eNeezYGq8OaaftzzNhlW4WK+swYwwrXMjB8i1urZ/wcpfti4MWNbYf7YpxuJmMeA3VkLigxF8s4P
21e9PWz+0K8Xn+WUiihGZFIDPMA+gwOxEck/4UerMtlfW9uVO4CGtH/d3zrxdrOzNj5yXQnGQ+QV
P3LZyXqCGw5/iw21o2ZJyz8iwi8agl6RDQ2tqq0VmHy6W487Sk/gupNWL2aQKSmPkxj0WG+jgDR9
AK72XmXHdm6qF/iS4fL4Fuv3NNyarwIxqfXolcjJB1Lb1zDTe29kBF9JbO/u1pEPfE+QhF9tdFVp
a2ZaencUhu2eKdQhYYkMJSfVpojKWQPtePXJCxTC9vN0dTZPnP+WAQ3Lq68J52kTznFIKCGat8+a
s8jF35Cn66Y2YBc6cqnJAvJCgzChoKEOPwRmHXjevDNYqLDdZ+ObIAn6TO/ft/EZbaPp9CgBWeVj
KeNJ5HTN9IQVHx28X6F1ytsjeO4cM/m4KuO1Y2dGgGskK8XUu+5E4bG1stVjQeGwUXQ1GMgL5FrF
mLcr1FsMJCKbbpSwztLvMsbIPfQqgos7kSsqYPQPoy3mEcJBZBUtwr7td7CH80hY2NH0uJi+rgm4
jPSL8dOKWQfY4BxPfK9kPa5RK2AvQnifjCNq3svibKpRfDFiLXE/o3pzhBaHEi9zjY0vd6XamFOO
HmRCBMsRwbpRHdwrool5L42XyxkDk2K/cy/d98a+f4G5EtAJWibTgIKoRQTpDKwVfBD8+2zZHXhk
p05vma3byKqPYUNpYO2A9HGj1xgOCLF2hg/S67U4D68+DU+J8j6KLZWi2KBYl+EIVbDP5ZAj/ny4
h/IDwR0VrAg6kwchx5hm1bMZJ4kXUNsOh3lRqiZQT052Rqh4/1rqkEqG8BaDN+YYT6mNYO9UySN3
3flgre/QZnBnLKRoxVWq0CZuSN3/qs32MDHvv1HZaeSIDhC9jOYxK/+eGqKf4LKLu+Z9Gxmxhlg0
ilvzjypJIlAvc6rcHnQ6GEO+il7BqnJqVy4ZHv0NfAnv/cdlDJWtGNaW+mb8nG74U4vw3w0eAQA0
vq7lZ9FMG6Y61uvMWCGOOUUrNuuq4l/tvXQrhi9nGktScthScxQSvHN97hSlHGqtayJ+SLvoLPI5
3KTOzPXfGXmvj3/dOALtrCuK5rT79FodKG8em5I4F2HwrcjAQzVzZ6UxPGA3r/bk0C499WYz+ja4
Ch4nPo5kk+QdZ9rqykTQCBJ0dGqQ2L2DoXO4TNxmlV1j3K5IJN1D/SjHbbv9datrb/VNyqf3h0LG
EhbcSXTREeAkc6IpzSq/so9q3JoOgFYNm5fokaxSSRYFImfQFCeMWIkbhrWWalHXH7axbbbxgTiH
65cuMzHWZ7sh596mAugmodT0rJMmccD6Meuuthv1IJ7/+DA6lKH3DyAey6TiDgzk7GusgOBfCHT3
bJGTiod0T4a7uudsGXh3kS9Hz+qDT03GyOs8nh0kzeb+8C/lNB9+Q7Jyca0HTmaG6O2tsbhCTB0O
g1GUtdevhITMLtiA3gelsllbS/aUStDtrEo+lnXZFr2xZvdJvPfs7eW+RcoNvI0hZcgA9vA6+zFa
dGtGKbKd939Y0XOoStvWhrStH6P7G9f+9QvQEjrikajopJHGGm1+CPKo9MU4Qyg3A3FKxlGuo+kp
Ez6JAv0ZdK84dyaaUe9Mp9CHl2lF2yw19OPPBuRTXE7gSwsziRi5+OQdgCZjbMS2q1YSYTbxi9gq
2QF8hWpNDtnmTNsAudJahWk8Koqnggtm5WYV42bKeao9J44IQs0dyMdMDfiLLDj50JztvZ3z/lEE
9pCKCaQeU2LfpGQlfOf5rgidxD4swQoIOCwLrReJKdWxJ2wJU7CYlXpuw/vBB5UHm+eQn1UNWt23
KYnhrfNZcj7GTNrBFi09dG989d3ZH1qAL6+ZYBJGqRkes8KTGIc8RgrgsIxSflpJ1my0CI5U2KCm
XmgNohB4nz1hZVa4GzlWesJwzIQWPhW1L2FlTO53v+twQk1K1uy1rAUGXdmsc63JftgyVFVEK31/
H/jeNIC/fomksK9/HsTgw9La670eJkP72VGaPpS7ee72fZqus2QDCAHkGmXjg3SfCGcfPuqZNwwK
bBsJGLkccLvMjJq6/LEcbOhMTyINN2K8NwfVFpcfnzipCYTIgZ6hExBTOBabUpxOdlorJuQRpedP
A6tShfwhD9KzfZ9kAGYtjgFhGjE9LJAVDhD3FjHLnGHHnOtlbUAwwVfEntj+b/dPqu1XqPDLfJhX
cGVs/f/OUiI0UVKbQkfpWpSnfq1lT1gWB+3o+K2lKTFen4UixvFHdAy7zNDSlTGvZAqnFtbxfo9o
OWfbzEqxtLZqwVa+Dr2461VP4nWJCK1IFjXqejViK/+E89CjUBzuM7mX0C79R/DVKSRLER0Z42GB
uTZWrH9FjYtuFNrwmMBN2+dQ05SHRUiKbfnjcvuV+MZhsrO8kBrnFJte2rO3A2g5/CEwW/XCjTst
pqzHG5egHugdZzbO/hsh5P0HnPooZXDv+iTfPZq3DR5Rke1hYKqQc10UzyBX2BD3iEbgggBtP7+Z
Bh3dxe7qAx+j+CYhlkxetJliJNKiPLp5/3FfqPly+AWCXInEN/6kyNOBNvP4dQHDcgWQlfAtxafv
nbGhX/lzw7F9gvAcVAT5h7AMGjJpaaOD4/BzqOwYSgc5HahqyYqj7YjgDwN3YB8eMQUwnm8glnvp
+HGicJbAWITIqOtuzjOK9QsOBI8sYqvathVXNiGRrKjurVUfQWAsKB9wimZ7noRx2Ulz758n1bCu
M5VpDXzj+7Rv4QHALDXrVTVpUSRx93KKxOgfF97HkGv3/DIuH1aOQgMe7rlyCcwB2YyJXRqh3nvB
P9QCeEy5ar/1ogIWstFjHLKP6j7GrbQquVJYtNbBj2beihDe2lBoBbujp94HdOTXqIz9nS279C1k
YBxkUNUYVgdr9jd3eQ6zEPjcYgtBkkJIkCzLTNLa1BIJFvv3hKiGoHwg1oK3ACgrVGK5NO5LvAgI
0BSnAqsA3g7z3/vMgXFH4Npofmh9nORS9eRCDdVt1RjquFVwlqzotS3GejYFpsLDsfZ/O07VO09m
nYOPRyJKYvclQl4vrxWhajOEtTyrRDx1NfWQRYSj2pKuAVyNXLNIWOrEBjzUdpk8i4Qb+BCk7W8d
X7t9Kg0oTCF0iQBZ6WO7tq9EFkxv04fD1FU8XsfDOV4rYhGRTP4CPnMH2ZBhjYijwXSXXs68RORa
FWOlm5LdOrGDQJWcheX9dIo+wvM9OHGoGAe8lPHEXV1+Rqj46DppaFuEGyM9m4ImUqzpUuFGKioc
R0XVmY4ziM+Cg8A1HLWRBhv4dOwBHHqtRRoRRAJNVOqiI1yGoEVHf5P6OOD5txzI4o/+3EJ3ydHx
7SdZLG++/DeFfN84+ISQ4Dhrzqwr59n+23tixh6kmcKUPhrByKONR7layjp3jilRZNZUmmTPDIN1
gsFEBtN/SFIuwHvr4HDsS99VReuBAgm5C4Fgt//WdFAjzGys0QSLth18eqRujhdxR+92Z/VqYv+C
y7WM7mPc9pY5dBzRwjrNlm3Sr1A+8aw1FM+gE/iFk5vVLFfB5THrdC34SeBoJv40aWPm7XGVVhbl
l1EnWCd1tJdGQKQSTNUb/fEM//7OQAaaqGlx7qD+R9OeDsbaAD0jV1G/7tw6N9Q2B2fqGAaRv3OT
GZJju44IvjmQ8hgnDPB9GNYWKYM5g8TvJtPkLxrQAT6FfGsP/wSHl9SnK52bGV008pZQA9ZN5/nH
LPCVtL2NCv3swAcw2yFAd0N84yARHUYItBGhsrdUr9rLPiOvIF4J7afm82tj64Xp4JkOGeES7XtB
GkGfSvpjC7709df6Tt5RotwKg01SR+gV0mKCO+CWW3tUIHa9+Hd9JTDLBuikJztcIq00En8HD0bW
2ieN42owYPq1uJRBO6a4YesxZ30VRv6JgCFexIEwn6KVSIBdJpYA1io8ldYg3enqgi/mpdL6so7O
6NxGtbiih0H/1y7z8GJNlJFUeG61Rlqlv8fkLepgMM6hfxSuRUBn2Hnr4qDa/DglstUPShNMkOXE
Z3Qbr8BBW59ryxZQzmj9ehHOSpuzp6EucuTEO4JHQ++Q3mzqYLsJbrkraiI9bvAhUSzMqN1wJ3c2
63Min3GyOy0BM9o0Jv9aEdBT45eev74Nj1UFO6+MZlFflXQ7RAHt670TMdEYyECHMJCrtUTLq87R
ldHiJYFb9PjJU2zDLYPrs9LYhTFU0WjgVhohIJZTzvfyJuLUHB1wTzlY3476MSSoUfHNMb78S2iW
YkpVDLH4rq4rNVlfJ5REeHf8rrpn+CfSQGXUGBbdv80MllYKKxVX+xYVRDYL9MzVHIHW20wzhtqV
lyl5r3+5yXnP9hkdxGNUxsy4hBDOef/ynJGwKJkvPnwQnahnTF7LALARbQyA3Tc5tLnrm/CLOvLE
tsq7EKg8OqwhbEG7+lEuko897IWWFE7+eIQsM6wqeT2cxHb3Cek4NKm4mMsRVDiytBokG3rPjYE7
spD1OlxCP6yurI+JtNWxcVlY4Kj3/rC1wfEg+Wba3Q0/MxVcDyCQNbFwSFBSfns+puka5aixe6g2
2JzACnPYLBfY1JiaBn817IivDMhfa1FCT1j0VmJ5ySpM4d8upUCLRKgX8uwetqkS9AcM9S49rGk4
mQJbTQDgRmSJP6otHS+UvZfqwBDEyJs76savSZD2mTFjlIu0RscZr8wUzbrzBSksVMu2MHWgg4Sx
8Yygfc9d+JmYoFZ5XGPoRF62bEU4pGWUAwP0DJVfCDduCKr91OTAOrRhV0/ArPzQmYGBQw7bUh7+
xZ4puGnCiS26hDxzo07MIR2+2ukUbdI1ctD4xMnXPkuXNyYmWIqjSy3rNFU00UCF+6Rg3DC0ZrWf
/BUNLqqzzBKKsAk+FJytZExmcJmjVgLWth99+mUnKRpB6dOnm1tYr5Wtno03PM8CQua6a2DJ7B4o
jL++fKBwzT9LoRLWotLoEvqfOkY3Mt2DQQmiTSdrI6qmiVCRJqeknMOAFV4izb2de6DpufItb3m8
ah9A1GQ/aLVLyReK5lZcpy/Gp6tjT6HIbE9KFneagchhdZn/o9RjJcWj0U5eoVfnyIYjRJF4LyMh
y4EQ5mWLASuSqNgep+T6ZggUOez9NqYHvgrHtUrnoWMzyi6MnLfph4fE5lbf0i2mOcZgtw6PAfpk
fpyDxivKzhwGGlu+E1dKfdR+iapIgp2VAB1uvNEthgNBla/UhkCp9BtXbSjJg+gCetCxXSYsI+Ah
1i/tr711MGL94mzdpv4n04oaMLqNh5l4KZvtljOPfKKqF6/ggwFEyg/XIsyGMyrcQ5G2HDt7VMbl
yKvIxNKHiAYHYIJbejxat0emKmaVoJPex8ClmY/c9VeAhXx1pKOUkbXUay6bkwtUhfZ+fVTDoVUp
cu+ArX18XWp7wGdbJhCMXcLgyzgMAxiqLuHcDjCgLiYSZew2Vm8jiJnWFnhBBeSVaUDBkNFHJlZF
LBqH7dSbFazdUCo5ohmBUC/YITd5EyoaNBWBhYyewjKwml0iYWsROy7fCHHIjE+RkO0JZYBkK4zu
mACx+47Ew+VsvPPURsfcZa0n8hFAIKpuacHEPs8VeEOmXH3NlvQkTKcNjnCjnYYiRNM3k2mp4+CC
dffwtHFxzo++UJ+a8pAkQmzIaSdJMy+UoaZ9hehbB9ORVGyTiEbpc0ZoVog1OJvDSmPCaZfo7Gmq
+FN4A2KBzRTOeoUaZlljNCh8DRZCVFKNaiFgkPG4mWuaXs07UcMKQNiFxPr1+uOZYPL7+IoJGRoD
l7jrBaUzcwSuMygomWNlHE6/xjp1ePtYHbtW9M6B7oZ9jgEeDCDShfAblC9vHcTIMMEJJwI2iLEP
TVShMFLBEP/VQrcOHTlPaisoBful1pwaRNn8Me97PXLbJe1QHisoj9ihN8UIZTfEymYqfpWiVNeh
O3RERGa04tRN4C8oKhsqXaKAt6/cuZaS23ujjFffYHIbOuyqdaFnTknQlDJweECoaWDlITRD5iyb
jWAPcoiR8hfidTODtVet1v/uCcBCxprfOT4w2lUEXVskETyeLpcPI3dlE1SBzHuloPdpb4X2y5F+
kKXLzsCJbjfmfQvh+dzBFn0pzQGr/YwlJMTHazBbU5Eg6Aa8Dz+NqBKXTLCkTQ6NnC5aqv47kDrv
Mff3DY4MuzPdo5xtWy7e7wmT27xthy1MDzVT4aiP19swa1i/6v6qHrqsA+6jsIpY/IhYZJd88IMZ
J7k4jXsiEOdX+lcGqhy7JROo6Sbuo15KIU8IvMC5F/P2GLvLlcdFVaIP2NbZLBJAtAZK6nZ2tS56
8HGU65HTFFD9Mz/uNFk77lwiYlr3kL4Vd8jZ9AZt72ufdrxcQjjlDPO3pKPbf9vy5Cz5CFBFV2Rg
7tInUyyeIZLqqYfB9H63Df9rif0I+hayjrEYSunJDrvBSSGpqRZ9sAmgOh5NXbGRNofE2Zx+EM0l
0CM77HTQgOw1mhfm6wC3O0USaOuijetKpRvzL+T8vTnEDUcRU7JLzvpuB2Tv9gLjkyo1UBYd5SvC
0RSq5K6/QsSErHCdV4G35JDb9zC8IBMk2UvwxJiRK/dt4UzS8inpY8P/v3kvcknHmvGtV75JTHU3
FyJ2BXUqdHWXt/8QQ766VVaLtU54Dgz0TMfyJbBtj2FztNShNj81evvWlKKNJnV9clgaqXhcNW1X
Est3uWGqSKljDhZ30+A1RTRv9aUUtlWd7aO7nQ4XAqYQximRHJRvDSs93Xu+rD6Sk3/u5xpbzWIz
sPGwvuan0Lc6JZWhBUOGpx7SG13sDxRNqaEMYPTbaJytCeTyy13oah55PTBrWS2XYKaEYnAtVCHO
O/18GTI+SxPmUifHeTlhldHAEiWhNDpJRo///0PC27+9j49ThDFXlQD7R5OYgHgX+TcZTbpopNSN
bDgh+MpWrcEy4v5pJeEG9ZqH6LV8pzHzj2mMbjodDNnBQXRzym5R7yubSeL0zeJofspfAuEFaMJJ
ZqYzI0xqAgjPbh45z0mw9nM7s7xndJ+xI/lPYGHqfITef2gJo1d85XBi+rSJuby5HC9hyH1mAok/
+uF+8xJ84wz25v7PKw7jvxxKTFiPCTtgmVkyNMWEOy7pWEeswXWSVzwGLFZG2Stk1LttMvlKgg/W
xz17vO+ivW+6CdoJ9O5Mu3tai8ihuIja83Deuu46tRn2L/OLC1lzdrbFfmY3Tl4lR7hQ/qNUoKx3
G6VWR39r3q7Wur4a3MDF2m12aaivmJIbsfKcaKqovMs0hImZCdumyW5ZXOlk1or+wVW1DpUP0gTj
RQgUiD1sjxubB9PelIOHaQCPsEEDRFa4EljfNBujs66Mo+9S1dreKlF6djpM7FOmOgqypJpcFQ/z
KQKhInZSnc1qd1+rJWjVwg6Z8VlmnKipfCy9los17B4AZA3FObeARabMGdWGCTTFkTPITAb4Gr+q
OtpxjqtCom66+zLmXG6EQzqbgEHHrKQ1kaI+XE2v+Sz/qqgEk04Nrh6t4jpFtXTeDbDq75IK+flJ
v2SrXItwwCOe/BDaPaeoQbWQnLKklqa9HkGkp7+sUrhykw/4UCKJ4N+2Rf6oOzQZbRNdezFYChMK
OFnbhoXk1jFAhTOvoxsNEDhj7HHv070hCqynRUKPdV7GNUrKbvc+X9c+O4io5f+a4xR6MCO6b+Df
0t1HIsz0/gh9RiR6/nubbya9+ls0X8UgoB3FJLpUg+crCCvQIAkk7J7yDgv5jdlSUUTxCs8pSS+U
AAHSydnHXNqJCw+QKUnQBfQaZqS8B9qpLCFYsyZpO7/a0OM/3Ktj76eoBlbc8DNS7pmoKI8VNRac
euQXhlDod86zRqwj2+3xbKsGcK/fEzHd0q0EQd2UjdhoF5fzIvX0HLXwG7AaRPJYa+ZGQTZS480s
rLNCsXXgQWWXGBJpBc+5T4o7qVt4+YAww3XbpJt7fOQKreU94skvVhJCE5RMGpFP5kDXDTEn5W4Y
nGJvAK02LPIK3Rg2E8ye0H6LBPLlrviwDasiWKCbsFOlfKDSu+TBZk9kAeTLdEKWdtsGeofkuTeU
HD3jYO1bivJPEigdR7i8XGMMwdu+63VutXhB6+4Eu6LhNbBpPyHDo7STRXI92VwcgQT8jLsGCRg7
4YrYXddasJcMjE6v6s8qwXs5fPCT4syTT8kITJmf7wNgR4vKTOkbVXV3Cr5Io9vTXx8vKvBa+mcs
2ysgwDgWTMHGFdz2EU43J0MA0BxMEcOW38LCDl5xB5jSKjrrvizRZwmqhCpS2UNlkpj49WOThPM4
UOrCA2i70qgoXA825QIKIzltmFqq2rcxGl0za5kMyCt9mu6rmRlqmMddd0NJMQKln1cpZxXFJ4Vi
6+KbhMg8cuN4s155oywLP41rIhPSElmB1alg1Ey1SrAKFrq44h3q0erMFNKoIwGZnnnOAZ8oaFMp
x+xTw9f+k2yF5faVikB+OVNyYHS1ictCw9cJaJkqP49uHi1BUfyJteryUZd/ZfgjmaMPlX+IFjnm
wOoDWaPWAakHLzBT1iku6936mK87BYQH+pw6FNE1G4OAVZQGqO9ciRV8BIn1KM0wJJm1mgPzLiBe
0RRTDv1wX7MAZ38fmlu0R/+yEqBpasZytUYbNUapUGXva1sbrCFHFkaG4bVDXfTPlxIW8VIUPdkA
7EAwDQSeDtupJw+DQMNJshsaDc0QjumGf8A0Bl+1h0bSdQjGbwaERKyJxX+RBuyA+jlkoiRX1eqC
Soh66gw5rlOUWU/9UWH0Jmb4opVrQ/EFQ6KdI23Aw9QwT5kZu7q6TWlZRRfQhE61Y1+9BNWjrWHx
L6kwoKWaSw4ifdfTZKAeLE+LRtDyLKjkKkf9m9k1KVZeN4+Ji0ly+4JOXHHnF7uJKsH1Ytju53xS
UNv2Bj5L+upLILVBtVGNapmk//tEdCq6s2p2MH6onkMYHyTl/ujSAlLo6QI6ZPV5UjQNa5gBqMU4
drhhuk091J683tul3fMC3gijakplHB/tNfeMRiQaojmSyTWL1lgpWC+VavGhe44oaUhyX6uaL2p8
WOz7A1WUu15KytJU3WoclqanOifta6YNLNQp8nn4gs+hpxcoRWD51voSJTRZNWgUOhQ1rqk9O4v6
sQK3ahTf/vojuQXNFocPjlPkBsaB9x5v3Dfxtw55TNPwQqVZ4DPI3pANwxYBPgY0DbkaQdQFr2T3
VjXw5UTCytmPIx/foKZYMOCesSG9b0PxWhv6YS9eX82gRFQc6Z6AWig5LEcdABDesVEoIxDHlGxs
0mEDizuOKr8U/Cfk8wWNgcT/F1WlQ1BKEkwUn2EtYQts30sML+TnTT+ktNyzcbpT9sVgvONZTjEI
lJsseH48Te2OTLOmmBXIrWD/2nHuuc2xJ/SoCfQ/M7bsk//4aXeJgTVuduU2Y+4c8q1RYKogPYN0
sj0Zr3+yd9F4wtn2zEFa7v5/ILHPPrDh7oTQixfR1R/hOXMZrRXx3HPgRqgfYyBbP0XrQXsNS5Yw
8P4IslgvbetasXSUcvRcSvjme03Jne2AsngcCe5RfddBDJqEt6s2GFfHQZvFMh8kWfV+SfiM1ZWK
EtmPYhhvz4eE0eXHzOg1BA0oAhImRL/RgKrU5fo/arCuktc1tOG4Wb0Awd/D4MsOx9QrNbNcJDpo
s2uawHdQMB5f02NlCu3w90f4w6Pf1i/gsslgiuDERyRAbI57QOBUBh0sWC/3acSh5JYa2x8FgAid
Dx3I/jgirkN1ly9JahUMfExUydmTaeXL20aeHx3xlY2QFCT9Zudt9Ar33Fd+B+IyMJLjugbxJVAP
sz4Tc/Ykp369ugNFaJBYWiuIGlKjijMcVyI3OnbaGep2caBqtDYD0YreWVjUn0cDIte0YqtOD7bG
DtnhQG/RugclE7TGuotrw1w6CA+EqtVvSZ3FDQxB0T/jwRjsVY04H+VTsJZcR6705Bsni8jQJ0KI
PtfxJCYQHq0+pyW0gEcZf5AAGS9Vbz2d4RDkvVGw0Z+Kumj5NN0cROPcRKXHEDkg1N6M4NbPZ2Xa
x1VcJo1rgkQ8Gzm1gB/QZn4h8RzFXQWGRt6RyzJczICsncf6URETIltoxtMdYY5PxqSzAuCWTPSl
KZOaB0sxNzjlS/+5WE9loekYc/9HeR5QU8qtjtOvwVIu430Dp8WNw8efTuMGeNxa4HKmCAvXUaxo
8oLBCoSbgHd4N4k582Cc8LPjpNoHxejjuK/UFQE6kMytM5eTLm0spJmk1NHtGU3BFJVV5aJzgPtr
ipYzsOFDeQkdVUPz30RTczqdWVOnxlrLj4IMNQuInpNvGAd6pLnVYj6ABwE9GAxWcVB+lB/U5USx
ZqlVwPKvkRnxo/bluuyAcMcv3y/ZvzkXLpOFzyYX+lGj9xUUWL+zn+WlLQQzODbVoSHOg7HAA9CD
gSy9FZnrvr2Z++Mny9hVyTpW8RYqz1VNUcuSjhj1lhAE7ORNMIgEXRq3vIdT2c0J+DY6ndZM1OhM
NBZt5J58zKAw2sWCc8hkw+DK1sDR/T38czVvQhAaVzw5OmpGq8KeEbc48rKUQQxv/kUHvsPTXWAU
Dsk0WhSrAjzHQXOUvNW1xjAZNzjkCM7P6WBviYPiC9ZfVk0RPT6z1OyjxnKHIe3oArhJwl2DA3ry
kd/hLtIm860ReleoRWyYFPaqHjmSxlB93d60UuG3vUu/wc91wtKi+8F5Mx6IIevhb+YZjtEDlD2n
dcKPh6TKNFs2kSNlgP6k2p/lGPe+u711dSJz+3ChiyCCA8q8Yl9ussItjr6fTjxCv87xDfx06Gdd
csyeElNlzzqFcE+/ADv1AcWjZlHMbXcCQLVb0IKIwxFHrg30sKjeKrTms4epIE/nQCV76R51JcxN
dE6xQ78TI0jA0Tny4GjYtNPa7KBRYLfzp0qeTdtzo5hY7gX5xOdyKHWwWXrhNGmKaLhDRT6cE9kb
/kBQzPOG8HjBKHIzLrXtHFrL9tv6kU2DwaXs++H9BRW40MkrZQDm+dD/simQhKRKIsXnjJHQ3HNe
ho12q265pAaR6k1mfP3xECm+zMvtoPHpEc5Lxq0qTQjqFH6KqbPzQ56A4mp9kw/E9ZSUM6KEE+bP
8wf6224g59H5hNhRQPBwjaBo15GM5yLXeJWcnk4DFc0RNzig8Qrx6CBO7qddKgibb/TBQauRZ1B+
+OyoeME1LmVo+yF/2HERDS3ih3bfxJYHaJ7czSZdR6K/NcT5/cy3BNgHFxkeqBdFhRPMg4z4viAE
fYAgXvn6/ijqSLntuvZszyvS5WcUZPL8hleR5ap8y5VVC/7gBbBu+3CZuIrdvvkH3htBriDcqzmI
BI1+yoAmAxatlLfmHH4kWd7ui2olr7grdTOHxGTcCo0OTvIaupFf4bogSeKIYFXa4p192AIWnIoa
CXm9CJGuXjjvkKvym+Ap/QtuI2C7jSkndAuCCj6aci7B2CKBtA/X/zjewphFkhgWXNX1R607+sGn
dM+7nbB6eEGLoXAoUZnG/3EVWUTZrdBJntFps5sIYLB+JtjPgLutDWkU09nJ7QFijhD41GR8xx4b
9QqmA4SXqxBQxnp6iPU3nl46g18/LLXYWTJZx4X5SfbYgPUMYY2k7ugiuHkFd3Kw5AdutdtvDAqW
bwDQeD6xXQXKmxR/jaxaMfE1z0k+Mbwv4cZfPhmNAuPMKz0CrSB8d2lHQLMTvRdDGEvkUx/Mm3CI
+nZpEFOwH4xOMdPCwYo4J24iyWPBajBZYtBZtRubmlgGoMwVQVh7i+0AUnI79xzubWFZ6Iienf3V
G7CjQEgogmwntIkd+2/GOWgkkkS6QQD4raVc9nLIt0gvdcVZySFhF/B6jCkpSip/GiErFZexgDv8
qtaKP1JUTT9mvp6EmS91UcxB8Fk4E1nIeQPebzJrOT0g6s9Z4dBxk6ET9Qhka83KgRfjjkI+9x2P
dvIkmb9ZXSflFyBBfVGe1V0tevp2zFMz7lOELidpzl3zC8vvt/vRWNfJr+XR3GobHqtqoISRjfZo
6jyaTcmlLIjkTZF257BqF/iI8zQ+EEvWJ2m+eu0YKmoBdq2g1yqEtZYlt+cPmZB7W4JhryGZuRxm
gxHSEbU3y5QWyMsb5Sb95/GpLpJHfnB1XHBavj+LwhT+93JdVgJ1lOXePgYcYrFadIFqNVfsGnEG
Ko+W6SWNBeHyKJc1xhcvCjACMCCqX59Rj03ZKdabMg4oHo1qiMRz9+LASi8WRMwMaE8KfXS4dP0g
lklpyGTDI6frngu2N8Xn4vEhBfdZ6EoZdyoZ09OifrhZRf6j3UU0JBkdOgekiz8fhqcwdYQP8bmP
pnJOYr0t3tG16mR06fF13LeiK6m2mB9+0NER/vrFEVMpzUfe/Y+YTUKyoJfNbIPTOrv+krB5Jrjt
sIY9gPUX4kFyNxuU7d0aH2N2tQ5BUlkEEkatrDn/v6rNAnS9KtfVdVU43uxtayzIMljSvx3cx2pc
jpK4WXXUo0Geyvk0LaCuk8DGySpJOGu/gh2OWUoYe4uGfxQrsre20Bxpt/6RljzJ6QPZM4dbXias
OIXpmODtPBthsXzgOaOUCJsbcNG40Ziaxs8HG1aky+Oh0oLubwAKy0wxd1tNccJJfj5dG3n/246X
GN2onEpD4vIJ/3MB/Z2PRpEUMgcMnCdfI/qYwZykjIz6STPdx4ycYKTnmC1PTtghTTgUkWqHKbQg
8isuQdMOW1Utp0ChRXWtzzTBA5NP4RVvkh8JVKN/3FJGte5urFifdRNpGDohIzAfudSMGR8j21yQ
sOMoTe78n9AkHBOfK6vLFO5Lf480t9YCZUW6Rv/liK2eeriplGEitmfEbE7Ogia6aYkl7sZQm1GS
hdDhy89XXdf7bXJAFBWfkWllmPJb32E5rMEbbee/hWIcyKZKltFpVpPmU92sOwfDm97EaxMcRk6t
c+dCF+PHfGqs9z4m1BQi9KHqazscL5xwsG1BBfp6YhjGj6A/DSMrmcndF3DcrgJNG13m+P91zrFt
nVPJVovdaor6bTlmEqi4MwtBmcXCZjXoAkaxjZw5Kw+vJ8oO9VrkIpaguwXO5Yis7I1qvHu/NINv
qYu/LbGs/UHrHuWslKbpLSq9e38jxKTOPuu3vQxW0J7Fc2rXYeQLw1QxhVuNfhOTc+h6Qfp+RsTB
d8gWp2ymseFrCPGmx99z+JO9Xbj5D+HDxVMO/ldaT1SHhexCbZWI7bX2doA4n9CdYGWACqoeYK6n
HfuCb/0LdM1dNCT6ozB7xUqGYDQY08TmcVDMs4vwPAEpqJus8sICzDgkHDdpAJP6C0l8Uakkhrmu
wuInWe8+xrMlCINtN1EwRwiRw8tf5p32g/xfoGCP8hq/lfF+Jimd7sMD5VZhUnzTAI4I3kRHtbdG
ggXOVhKmc/bknJoP2DeUZItY/PrGRcsMFBrtZ2gogPWKd8LVDbOxUUHFvFJNNSIU/Jg6v9YmVAfN
ici005a91xdfy8byEe0XLiCafKU8qqIddTwPTlahZWB/dbkxWDZQbzk4WIUAisGFoxhEJwSGFVN4
UtAP9vVe6+TVsGQGjTqNV0ZvNn1iC0rZdQ31nkL1afASYM39Oqie8uLG8HIpBu7evgseycV/KcrG
HhVRPNrOYIXe1PzbGI0U/t6AeQNvL1BQ1TPpjatkXeyGYvGH/uR9ojvoK+vFNpwyq6U9JIPbUT+t
jEdTOZWjywIir6NpgbcplfRAlSwrPtEpV4+f9ZfgsKQRdDd6ypqxIjuuuL0+SS9sIhtxTzQR50sf
hjClXyMmqTPWknNl6aSiaVJK8Tjci4dGz/urKD0X54hkkM0Ko9F/qTNmGN9ZnfVy6Kx84qdIw9gX
Fa4ARWZ86BLbZKYt4zMzEuq3CsLI0XVYLVn1BJrQtK1Xrzp7PWScicvMD3glACYoBlFmfllBnVkp
sCThqUKOP5vQKR7TZU/3fEYtVolRRir9fYUsinuBlhOmZTDEPXNOaXGcdpM1fFjXAuY6frT0ki4t
OYfVdlChrWF0axGhmghTtvPGgJtl5+mzSzspcyGi49z3M7FE/Q7AkwoIGU2yQE4g9uYxJvK0wYcw
Tkr4K+FgIDy6znYgK48V6cjDX5X98nUbaQaype/mXgOAPn6kpSf9ZzrYC4KRlvVAtMGMZi00dEWV
VMvCvCFRxwHTaO6X8/jJHm+i5sdNuovXqnS80q4snHUqGuxGnY3/WQlYIoXzveatqrcFFZdj802G
p/y9lnlatYz8JD5bPyR556YI68upcZGXclUfN7JCuudNGfFc1Q4J8xYbmeFuaSLYHisnSLACKdBA
H41OF/k0032QLQ2FEsn0JZg8Ne0P+7yCbF3ksWK10mnEZ3RudiJfXYwTRxBOdGWgRttZFecBWe1I
Bgm1BlTpaf3U6wfKmGtoiPuVEfzb4uz0nTGEOcled/DlV2N3Y5Ufl8Zt7QKn7rg21ekCLw4+NCav
cTQDOpxBPCDp4UvS9+8kpHXls56/IIeb3GyTKgk6PTrlt+wjtFxlQreNU0LHXSKmAWFjqPu1CBZH
lTAz0XhbpMhKZfcLYPB2ZfuyO5NT29UR41w7CV6S8d5APdGP2YfTcV8MlsXkTmD4r2oecGmKbZX1
giLhqpgkeYxbjZcaIGVLYJwoSmsvDIGS8YO38npufPGoGy1EGx+xTm1YNs6m7pXQZLDRW5A1UBN/
UmFBse+tXIcm7XTvU/YG/ccY918qCDlkkwxYTjFJ8nwuBMK1mNMjBAHZW/4Jm1PuublpoiygBXDU
72atNhHObHyuFjxMu08sGwalYG5DmZ7FKkkYcAQvlwGcCGTPYvdw2mRb3jnMbRfg8/OuEUCMFsUb
uAWWBFNMPp9CJdTbwA9ac/0ND+RhgvOVQwuC+Qui4uOzy6GZmX1BMV/joA0+SnbeStlMXCWNPkrB
274OPnVrVGq3fxLvwY2zf6Ko2+HkS4Gcv4OrTG45jm4KrzHq3+0KwIiB5wpfPtQf20NqK4NoP5SG
aw9pIu+fEsjAXktEXGQLfJvNHzd+Zq1TgmQA7HV2ltDnADWjzmKjXy9e823AlJAaLs1k9w+P6UQK
P2fpJ2jVYdqfD7YU6TYai3hHLQv4Bt59vP+68kpBSHNs+ai0BnE5A+dB/DoKryE+e22nxzNrpc4S
lKubKoxJgGC3e7OvurShbnBaER9pS4df2+q3lhszkpnSRfUhBSH4GCLin10iusPXtmUf0TeYajf9
3LubwMo31C+iP6OgFZPmqA5tK5qTh6cdrPiuTJGOH5JkjPp3vimn4KRNCTM9hIPvxWJnQH8AUkpv
nc6sWW5gWiaiJVW+Z/u4sdqXmwoEo/qhedx06J2Y6Ec2rAqXAg1UlFTmy1AsvaxQn7gYhzDsVVHv
CF9lax3KC9wZzCgDL2npHWUS6NdLny3HxuRLZPfna6B9Xebk6mFwx7iARfgHsUT2XIkFW7r6CBI1
5vVkgg3a+i9Fx2a9RqZ39kaNdTZmLd3r39S3phnGTKK17gjVoz8FJJFvpOk3Q8rvwBAryBHVFzZT
rSigP3DePEwXThAPP/873ISaYNqVhxNrADExBjBHt9sT8vRXD9XA+Ua45qUhZQ5VZV2cj85I0QkH
IelPpJdPqGVMbdikaqnkOrt3XgzBpbsXojXztqoLWgOOOE7sJRA9JHymHVGFRO/xMO4TNtpNgGnm
IdqbfX0v62H4zGkinDGzVKraWY6Bx1u+ppYYC8lklZKJ7h+KPfVYnJLdAJDf7m28y8WLjIpawPjw
DMT666yXPJceg5GEJcGVtxf5dZG3AmtmCLb0kt5TWQBoJ2miNl+RWX9ArOC1gGzoo8tOPEWsr/en
PwrVxBO1YJx1BDdF2sw3eUWloZdNnxi+jkt9ppp5PAxYfArV7SWM6YNin6diA7TN7Au5HyYLMAqN
Q0f4aJ0f3ouB4cB43cOM3Q7YHMt0Alaves77VJIyE5WCA2nqauBlf2Dp6OLwAfXHGMS2E3kMFG3Q
bgqdnGi0m6hd5kbtcZHRtmqlQdd/q3y/jVeqah+Pnh9dLT8IIijIylQMelqUaC+2D8hV3H3fSC8t
D9g7upsq3d33eqME0FkiinUQ9fClciWxXm2pJ0QRDscn/ENyTnV5JH7nXJD9khh2bXv240adzY5F
kg/NBqxY9gB4TWkeDyE4tAjeszDxr4d2IopcE+vNa/i9MMEWgf9n1uJjwFzq20L35dh7bBsZ0hpi
9ntZLl71cIzS3kI9hwIi3WGmZCncwjTph10O7P3GDDVVlQwvhG8DbX3BAcn0kalsOZMleztBINAs
XfK+GHIs67N92qHr3TdnSOTLxBLV9Wd4jxbNjPTRQ4hUz4MpHS/MAd8NnMhY/fpfnYdJ8lR3sa/J
dgRJkMJJhWlafYllapTGhx2XDrpBmSZX2ik11x2qeQ9GkujKLknB84/f0yLJEB2Rnmwgy8P65eQF
DcYiIJU1Fl7ukUQRYFXLoJ98m8xtsJ78RJG7qiWHrCTxZh93nUHloQHJfEcjPyyBF3Y/b2vyLxhg
vKkjDP/FdNfs+yIhj+Lx/A08c0jblYKbzdnn5oi5LhOOQ6UuuL/qiZtbbKcYANGOe8f1T0ogFOIN
9RR/EH1zYq5JvINrGldLuAmW4m2XCSQQfNViv8IbZo5W2Phsv/2STkUrLJAE7NDg804NSowC0iWj
WtPfhFC1PvToXYm8wYJcmYma9fuey+WG/nl44LpXMfirpffFhvS3rmm5q6lqeiFRlhS9iwkLqQ62
/VxdOAjhhVYMfQHn92+qWkmd/aswB7toMG9iasT7DiFqDRkVjCOauHeAbFRCm0EFmtBJcObNENQw
1gB0CINLFj4xXIIKPm35r8bY7qF6OtkYgfE9VRaKsrlk4XvNr5J4IZyzOSQOBNnjSvhOdm3X0FB1
yWtbluu8IGDm5LX3cpZtzE86lzAGcHuPVbrRDuoydJzm5yNhuxO4/mxCvp9fYirFnzp5WJw47it9
RGXPa2mF+VLyrwypAHPnaP3yfnwcuoifnYaz3p+uHNqgFMwMlLwXeKGN5xO8IwuvKdvClEALkPmD
Ui7yD3FbEcGminnzr/uDe//nsKM2c+/wuUDI61Cn871iI+yDy3gtcmS2CuuXQ9bMtljg67eVf4sK
xEzDjMgQ/lS7XCLHttKj06wQ8ttuaQIxEFITTOP6kP5qMFAXFjok++/OW3vA55dFX6OXLsRCKl4I
MI2eK5lKUsN0FwgilR2pYBDgHd4qqGnRmNHlBodkipjKT3whiICSprEdpNwWHUw5nVglYNde55eU
nIUvfkNIfXKuwNo+9RUazn03jzVbz6Rf9HBz84AdKeWWBV3tsIldr2zjOpFxMCoy0E7yfBrp7A1v
qVHKdw7o01WEW1cXUxUFMuk01e7+IHeMmfGbZhxCXOnlPm1BH3w+C9EuqBtwqVqHaseQWZRrTSAR
gODkt2I17K/LcvsZaPCQxFaqN2Y3QT7HnZJrp7xPxwPtOKD/OBHDPrjs3EUuQVIGST+VVB11XevI
zOKPgjqns3oa276Xn4A56ivIQ1hmGazhfjQPaFIIPlbyhYRxYty+FuXGXouXZpG5FUPEwGKYMGHr
a7OQqJBsk0hdqjWx7nLCVED7rRPspE/t1/9chL11wKSfbWQ6Q7laoy+bzbJyViqygjw7UAUB9lqp
Qvymv060aMKssmlCN8/nhAB1INALN+7p5N5IlTyyIUKWt3d5NZgSD4hH5rSy1cmnQylapQJ21Jjo
3nX8RF1oFItKcw0TSVbj/HRcAFlFaPwd2RuZKRUO+JDtxvN5dJpAHbYR6D+Sag2woZAlmGjKDQd7
pezFA+OazrKmXJBsQg5ytYIxgPHX14qVByVFyCZuzNJW0hg7fX31M6fhQAdj3bzK3ScIS7751pHv
oUp1EDy4Ik0OETvxzQptqtM5ZaVct9GVYailZeHk8WOf7sHO/fzfBuCCnlGfNbrUw8b3O2yEVkCt
K+xHCRRLnEe8yb+LPPzvWi7ky3OHC4q7/W/fWdExlD5K7BTfS2dUmsbPhQHd1CXBbhQMLIM4aFuf
5WKN0oww0Bvu583utcAcMQa5V6fel0tLQ0KOXCWr6UCo52EfnWwpmCu4imjX5ULZICHZCTr0qpQW
MlvrTPfNgPEAoV9DxbGfQgsBoZ836GulBGQOzkcqvgQMhW6T6tsyl4jG6kIKkPFF+fFXjymi/FgB
6RcLwaojTDrOPRjbGsZgAU+7nKYJNlfBJAAZo186/FPrjAkvZL7gQAyT9NKZMRcEp35DwZbKySGd
qTr/8o0j9DizqV4GBtDMKSBllOqOyK8Yr+PXr1iyLWh+XR7SjD7EMhPGOcm+z4iTZ0fy3yIoaEOx
oAO6OtSHjcFoEJlLlGEW6IyvIy4Yl/qxfN//QvpAsDXTAja3C0HG48pM2rD15MWic4xyfcY8nlWc
IyZHV6Ov4rSZnvUSVqUlRDQjkursoK3tr4k1kNNhBQUxyHSaPQDn4w95lNxLiT0xk9Mb68YEbGIv
5UNk5dkRimEQgoMhYAn8lTnDJG10kbo9kYT7J6613Y4kop8QLP8RjkPBelgh693faVocL8VNaGCK
IKRgcfdZlk8YwDAfmyyhi/7m4ph0eZOaqOxJLMZd1+RU4ePmAGDfqzVyZiCAgz6W7JGdGqegSJrf
TjRmpw36QMb/d7xamtT1pGxOf1fAsa/eAtUz/pruQqISWk7xY5dRRfegUUfwb5h0/eNWbzMZUagZ
rXpPyzesmCd0ycTK7EsKsC6b9QLoJEt8whxKp0BDh+Uxe6VZLQ/Zl8IvKy9E+4a7oIdLRJ2s/kYK
YEJ7qK1Y1Xrrv1Jro3GOZ+ULZ4chHi5I19lgjRzwZjERGMdXBt7xXrYv80d0HNCfq9VEtSCMoq/7
knYNyrm1JIcOHhZjeQfQIVItRLbBksIacv0pV0MMWMl8fbWxKMXZsCya2Q6Vgs4S7u7h44ULc2Vg
DRd3rWq/cCsJasciyzUYJTqoQ2A55GY6b8MaO25fMCypaAkzdkFlO/XcG5PaRRT0QTsQ+tSq7xu4
2WqR3Sak9xBLjR1LzIUzjSd2vzqHPHZNhCMrHn6mlJwjQqjh4vIIZH/WA2KeA0K2tKdiGVre342s
pupMB8zWjDKmgCcIaDiTp/KBzefEasUcNKp/NUnOifSdI33bPSs5ugGMBRQcEDybVroJwtX7Ya5A
/4wNBjWDZJrkdgLaUKu+9qbV9W+4XWnDfC+hyS/lIp3WfHb+Bbm8e7c8u3auzUEK1FJrEO4x7w68
lSKilx3IdsMLvRjbCxPNyZLAo8fHVmi9hEbpVOvgCOtBs/GHWNFl3w8hC6+1wCA3pfV03k0LaFDF
6XDedHlK3xby63nD/gpfRVGzJqe/9/v0F0umcArG5yftkDzR6X82TpdhGRXk/4cElrp8JSxPpJZh
MtlyJSdCTB1Tno2EP4fTCous+JOimoHUBeWm+wouGfx/txmpNvFAiQj0b8U+KxJc2a2wdAblQu1I
yBCEmgWCc1pZofrDyUw8g+6JibYmVpeXxUBdqm9kWPKCQoTw2fqHiwx/yVkTF2iIk7eRjFGMFfqb
3dfrfwTi3S87uaLTYuq04xLEwLo2fnRzNAyAhhWo0+yvudDtq4a/bthoQf5pV0Lgbe36nirIDAeQ
7xSxR8mEZYhQ4QJQOA9A6JlK8yWTDcIhjr/rBf18pylM26HpYcsnRs54Il1YuzR3i55gSML24XgQ
QorHwPolkdR9GPSG7dCD3Kl5HxuN5Me6Jq9VE/hWcxMJ6Lk7pFAWnDxbIibh0K3paKbnxXXeJBx4
JtICtWhmO9Tl3JzwmCBa8nNaV0XbXY8itouBDXD49RlrG0OlEyVmKlfe4WA/lVrPjfgb1kjIryDe
Opugra+m36//MiQwdsuqsrQ/DBj9zSUYzi8lvWykfbrZEAtjSEaXeslxQ9OFRo/B0o5azW/fNAC/
chQJdsvgKw0BQLl9PyA9VyRFvYzBfvnfNT55wemifyA5EgmuubtBpB0w+uK/w+XVWM3Crn8xz+w5
iyVUrmNd/IcTxjQaT7GH5KgPBCOFg+mrrFy2l6GxOv9km1HBr3Y/O/4305VWTMYNeDM2kXuSW+OO
cWft6po7MXkBzj1356O3qBHwXnxW/bvnUkPVGWIbrfhlTjm5BajbmhUijNYjRachvCXwu+WNK6AN
Xli62WEC5UTIPxLEMPJLSmhXlG4WDeuFJjuaxJzRAyTea+/FAHEW4DkjKoPttmz0Zo8j38kQytvM
t22GNkXwHdPo5tN6fP0+PZgd3nw0SJS5anU6DDyMJmdAg1LrCqxtb0RY3SK9cwiiPtdgTmcfdpPV
wgA834DejfLPRpzGPtsvgcVhXHXwMRaUdV3vwIa5cMePTPud3Cc7VwsuI+/jbIoIzr70OObDWtlL
P3ewTY5LzWhcUOMHGBPrxTwqObZfHzJqytu82HbRiBroYatbjZWGbZHlZxoyKSN7/QUr4O8GhwiQ
vU4cavavEwr0op/LE0il6ZM83CmRKfiSMHMowsOPTLzoBp4dCcjouaq8+22SYnO12vT18KF2cI7m
vv2bDCJ59f4lcCC3E+ITfYNHHZ/FWoz9NroUiiqfp8ay35XoqY58IOm8h4CEWyLW/LKlvaDv9t6B
yaRblsrQfTZY086x9v8gLGslGFmOH/52ptofcWtlGgsOk5Lpf2qySkmqNanB6HygJMC/Z/nR8PZu
/Uu0ddIUerGADsuGUXKhEBQeRasfCJYXp7phFGPzW5SZ6npc65sHRMJ/l/zXCrpUWKnbojl3jjSe
0prGgySlBQoDv4lZjQ2f8jzx4YFWU4u8oAZTfc06rq1PYXJogjG5svGvt6S0SfJpE45oZrJHdFyJ
Kkv7c1M6GEjQ05fxbwj7ctT61FdLo+4kI5cSMIp3QGMn7ea/hNRBwbSt5XxqyWK6ZYT7v/DNcNJm
eP2MjS5RY0o0D+YcV0bgfpjKGGtRwXXYPNxmWcBTRVXOenVxrGzAVyd9i8OyiELek1AG9eb2+Xww
gvPGOvrFffEv9+kq9bkPFoUYtbyLTbuKRYYUjLCKNpI3JLhk+xj2iw26N1BvAzeWWX1ZQNAbvjM6
rWEPyAD+Uswf9Sv4GnQ2p5677YBKLWGRYNBjbGel7HqFzY4v5/VnD0MGQrmGDAzLOwDAJAaajVVU
q4uqTDvYX6ZMqiBAO8r+uVj8jH+viqSWZbZjmHJG35yEmxYrev15ohRm5Zi2v475sXHj4tKaLZxM
0ZRU/Det1sgMBlutIoQtuGc5QyuFd5MLGUAqqpid9YmHT4/dG3eEUMOQJ/0W0r7leqoEFdesGZLv
tOZ6MZ9xUVPi9vLcSSLiqW9wyWQNRXL1EoWza3tS3gQhCGAokAOQ3AI7gYkWOdZqQxndbxduxHEX
N7SqqBzDlDx9wqxjdWQJu8qxIF0inAzudI2za2Sq92SNL2OYsDfj0tnbEl0L810hQUlJXNXdSfxb
jghPyExgs4YTMeO4ymoSgLa91BgA10ORaCULnlJVcr1HM+0iqaph19S9+GpOdkNkC6gfxCaRVyps
27IKb4pxcW2b12hNRaikryG/0ZVppI++EsFXCLt7Asf3K586cv43uOOVcAgRnOKrdDBbOh2g0ZZB
x8t1IDFy5tVFw6gekUZB1EeWq1xCNTL9Dus2B24m7pl9QXe/tcpxXYiQW0Vedl+qWgyW15GO5hhr
N451AEtN43icRcLVQ1X2lcNFi/BOkuqo/7uu2nAAd6zQbSfVi8MouXWBZJV5A9VbIuvLm8zimZ/t
VEVdOzMTP0XY1FnvAhXYlmGNI6+zxHBvBQ2WmAttHkAMu4sKhhB3IWJkl52e5i7kKNWNM5RY3AV4
PfS9jycABkXjjtQknbRmkcrYsxlN7u8J10pO2Hj2DkOWXxST7WfUa4Xi2GxI1w4aqVAKmHnqO9Z7
0bQUM3I8S8/iCVA+0nkhZxcKBgzRB2OTYJuUKCn9xxh74ja2Q9aTmLVPycn5rzMN4W9KgKG8pxhs
2Alg9TdjIRY6+xQz8xq+6lAXOVZlTadURyegnRFkShpueBB8GBuMTBGSNRJmXj+4PRjdqzPlOqzV
WxVWINpBeH7pyfxkMWhZtYNoPP3ZL5cgCidZBPKQDeL7AeQsq+Cj9K0PR/lNgUPKzZ+eNvI9m9of
/azxorLazDK2BCpzy2QvaFfPB5NihmNwac8/ljkE/7tGVHPnDGSAm6rdeLEnGYrhIMuwDew0TsHd
vcMENmtJgJmLOQnMFrgpr+Vb7vnAXphZfZExHtORFE32VGlAJC1QYFzrApdDvDOPTSEuQx532S39
x7eY0enqzGUSGFCLnXjTffOjMhT5JOIZ0fxvsWBKAQKqs4Hmy/NTFyvCPaeTAZYNO5138WGWycmS
wwAbyWunkJTq16yKOYB2FvWf/Lqkl4Gnmm1x4NvB77gt6KLdgMVdbYKi268bEXBk2+wT3YXaUPfC
3/bkfFhZH83S6B/18I9fSzwG+5y7UiHUOtl5q9mA9w3HcRIMVJxIhPk/Os/tODOOacbepmfMTQqV
8ZoTXytAf4CcOzeDn5luNKSnKeM+aczJX3wI3zQCa/CHUOPFd29m/W07VrDYG6DmKbipAGqmKCXK
7fszrMDDUiRw4lMB1rlk3HQpY8Vo0iAZipqnA9jUKApngy0OTurM4etAR61WfQqGnEySMEA6umej
N14B29psYBUg6Bc9yxR9C174vKBRmves8oo5Vkjf9sCg+wuLCEmgC10QqunE/THUWGMW0IfGcarz
b1kz5KfFRYeSE8LOwptJa1Bsi96nPGvHQBGgs77CgizQoAfBbWoCHjOf2rurPiY6F/4acHf+2Nib
vX/8c9Et9E5T+IYsj8cVW2zqPcZXSGMo7FJcb7+zN02nl1CR34y6ghvENjPR9w3pDJCX4xi9WtVL
YVUGUhLZmY596/eEWTFNYwsW07F2GZ6gL2W9zcI2qTUvLt5I3xJ3zo7YEQCh4qQtB8dOdqJAOvdr
BT6zQm3SpqxU6od1jINjDi+Ad6yLFit/menSHZF/8V1MA+Xz5JyMI7pYQVR45kGR+9fP9Y5Dp38a
UB7+RkHqfgrZSVae6Qb+nHszVEiXwHGZc8TwhKY7SPM/3GX54v+WGRPibGAqxCd+EPvBtgl0BJCH
QGz+6Yvsn+bVszralvembkQSEIyDwEuxIngo3wLr7wQ1C4g8huMKeHfw58Jl9fA3lPBfEKHmglak
S5cY0XSh5pJ72KFw+SMVnorgu8Jyy1VNxKkJZqSyL05eQTKFLp5PKnCW0lMukEgexnmyn2aRoLMC
5uSUzI6G/p0UbXfghtRYCHL4ZpEgT9jQWjM7DBI+1DmvGOCPJKFiDd2ciFXiFBawZO29SuihpJmO
7puXEbOOb20H6JgjXHr/QyEIAlExo6AnyeJV4/4Pw5Oj3xGIKX3iScqAXDC2DnTvwXEpgFEv9C/z
xrzErT0EZ/MAXG3m2vvjZFIW1m65EzXsRxmthBWqNSxPak8Nj6h9kR4VuttUcp/0a4HB36Nyt5he
WYddYYV9+ZZ5Tbp6y3uEA/T14kRDPpNkZLBynpLvH4GoQUF3LGARLicrEUm4Br1x5bQc++OgHOnK
M6e1NJji98vklp7YgCdhP3BE6EMqxYXref7uPpcdr7YV37/n5VDDnfudUmwIxrnvxlyAcUUoJa+l
ji72Ps9YXqrXG1NDQQFnSA4AxDLKfQnPOlcbcTn4YCKf4PYY8pmZ7RW3vUVqe6EmQ0lCyzk+lClx
I46cBt2l0W+LOQL8cVw/nCkPT+bJAoAAnhS2wupjZqPke++CpWGiki1fw9SPeuwR2ziNIYcIQY7r
4Nht49FC3mCCLCKtN3l/bT9rIBNJ9/M9929JrFCFFBd06sRLOAOsAJqaIaC+vQ/YptFxUcQRbRjd
4eMU8c75PWml4sTFYW0QYv+h3Lpg9FEHFZOYIkXmpdZgcHgbSLrYwib5KuW96j9C8X3PI/QcEBp6
e1DRLpXbNBOEV2QGkA5scPdjkQqRFbY1emdP31/DF/fWPCylhRde8P4I0EXuBcySPjPOIYYWeTuV
d7RZ8L4o7h0adSqa2gib8Jc7Id+p14onFq9Z0KmsMaeQx9ZIxdV/qMXDKTWPuAF7sN35HMSdTTw/
N2FIhaN+SBGkd4fSsqxraB+54Hys8Vympjm4XjSlqlZcA5cbBmljJ/D3AWPQF5vBrVMpSF6b3ka+
lK3gS6Dikgq0gf9CRQrCXyv/tiC6bpZx0y4eVAdUb2DovkYEhPnTr4DD7b8A/DoZBHeZX/Dv17rW
5lESA2ee6/18jqQzFSLuWXCBT5BJXxbvJseesD/bkjcxg1sJ88/vZZGu4kSATnxdxLWgcBVp2AHQ
ShOFzjxOZV6EQ/t4cE3/7jRqeVhn1RXHMTqG9w8cFhxQLhZvkxNgBAHQC43ALp2p9oKk2e7BHL23
ylaakaOzafHhUbCw29I/mqc1ZsvNVaJPUu04OfmTkCewk3xq62S2ZkSKGOJlmqilC8/zvsbldPLN
ijtany4G+qDP/hip0BxQ+9pxFWlZc/AvmIA1rBVdvZQLVfo+zNvs5c9/flFny/3iDHOTRUrLZfL9
NtmLmoN23Wy8bJUZMFbA5k5ALQ2PO4Rz94Oyt5VTvxyB5a5AVfcEw9gCNpb9BTC/5ute8bX4oxBe
rwYNuTkKLKOpDf0hflXs3a1Hyc99+4FOUignmhnc4hLnIglDeBKWJ3DMbdhdKYT8ECbaFrxl1A1F
6/7ieN9rhLnvZDOAM/cjfr2aRcPCU2ughkCZHT3ZWtQIm/LmNFABrwqcUX3GIkmvPkCTdtIOSvo8
yaOpU5oGcVOPAPqVmi72YUix5eGCMcu3TUfllW3gwkNv6pg8j6BpPQSB2XLVAWdBrY4bvloeibgf
hltYKmzXrPEMoMXUfkC0T9APAKTNBs9po3jOrT7LclIeQQI46RvYyGNFIvewyj4CO5VjqB+/1DC5
O32CMOhsJrryPCDSK1kywxTgCCF/rqLgSeQoOlPnAcWC0tK2uTBkXRS8zWD1BI7RJWVo69+4+lXp
ENFyKSKEdUL+Za/dXeMnbEDoXvqciwXHmQQCBXDeryHsN9D0AYoThRgkOdBPEBvtlJSw5c4fTUSZ
gkjXkvWOHOjOvWj2ouewhEEPIIaTPtWMdCJo5XErjaRZwMBTCArlu5UTztPmtUOu2xCzaH6J8K+A
HGhBXMPuRRcpWkm0atEgVRwZAdxb77O8eKovZFVNLiXEpxbYf6KV7y6qPbHAWCRH0iMHOF1QLgyB
PgMstdSh/g0KX69asGTW13Qvb3m49FKV+jng6hA9f+WlMyDiX8/Zjx7k0MsUaTrJ2v6VwHHXz92f
/bOReXvbqZgDhQvvjSkhoo4XHoJiRJLSABVRpCuwFh3tg+rrQrg0cMmOoWG2QqPzLkVfO+29zMeH
0e03LL2tQ58t+kYNwZmA+RdB2W/0TPoYJBfVORO1NknyI3h/l7TwncUM+peOD6NPzyV7budeU1Lz
HkRpE2xMYSk7fhSiaKRU7sDaMcPilZ+F5UQipOVHc90AuvagccLTNcqmyZ1Qtbl+lDdeQtIcEPIv
zAhcJEfEh3iiPHLLt4DId3P+mLcsVzfJfAb198g9fcnvtoT/1WY0XEu/M0KOiWvhrLYJwyQn1pdf
sl5u7xix5BX2Xd1M8LERv2T+Jb5SN3Nf3QkkY00AZN1/A8sxnI3Xi1/rPngaiphmAP7APAcoem1D
LdusUT6JORAFAWFh35nHa5RMJoACNIuGFu23qccXWl7Ry0w3RQYsr6EHo43DkkyAFt2+DfiExHSe
kb4l0luKSVYzoy9FBlJazLfyxq+ddzXFNelXtEGeafcPyOiW7NJTsBbsED2biTw0Ip0yUuibr49u
k08A6/sLnBsBoVAVUq7u9Z5ilEQtr8SjaykSOxYYYR10Y/ut2xTLKQmWeW27rmoKRUd5VY3+k3jl
q5VO83ZnVVv1mGfSduWhkK0vcM7bFiNiO9FefvfYUi507oQKX/APzpBoEYmxNQVPQFu8aICHlw7L
xNIJKe34ZtSAbc7Je7T3FJl2L6S8ZnYc8x4ROa8WbrZO6LNPYPm+MnwvEO3pIwzioJ8BMUcFvwtF
vsw3P0+lY8FFLIG49Bn6Tf5g05o4ZOt/3pNbFc5t/PACPop8lurgpjzmCafd5rpQNfjN/VcsDPZS
tA//ZsTWGxZrchl3uMnWlOEndRxSUUYQipAo74vRhVIdzc2QiU28Wxz9kVt7P/CPmv0PKe8Z+H1V
3xSxNlGOWFMek6QKnrUqPc8jdjX83wKpaBcsqsvDLCE+uKC2PpzysnQZfYXHQ0dO5wpuTYhQNya7
xBs1z9g6WMNVgWanzly0B2GN5jtZu11pjLZZaTtySmYJDL4gDRU0tvGNGXs7XgBt7RP9I8FkaGqy
Ub7FJCG2iY0iOD6gRChu9dURWDSUHXDmrPVurxohS7cL9ada+h4VQZLOVX3UXT66P7WOOnutYnC/
kKCG0yhdqdVEr+a0lDboHuuqZS54nkKbTLlEiid5CNGJXuHKIf1d8rJeR5R2E7RKNi9Ss2wO9GIx
Y8y0xi/zyitAi3FTeIdtksVZz3eZUzjD1pLTNKisX9NqdVnyQIMI1krZIlaSOUn6qaJlZehwOHgX
hLKh8KFxlL/1obTeVS0hPgaidOJ2NitPxvEHSmRmuKcI6/cn/K70cmlvuEgf6m7Wk64jC8BZlQoP
cOHHPUnJ2UPUIDFZKC9w791iQijaU/KfLjxsnQcoOsWVRXyPTkQGfHu7/Z1yuoRhv6iKj/OmoK3+
ZDtGQ/rXV2x/taYzAXA2Rvhrz11U907PaiofjDQG4sSFeWI0KycCV1xkXQbtevKAXYh8Mc4uypqK
2HM743LkITh5+VxRTIQs9FZhOTyI7JYGa5mQ1bwNMmRCwv6eqP1+IxxdqUjD2GDJoIMuYMksCkq1
UDnKbFCWtc0HpvgxIU6vOupUPLdSZfVY84ZXBEo+PldCHSrqtaPTp5VitM6YcYNWKk1S5cxiutB4
MsU2Qx9+pyIhC0e6TrmHXF08ET52FKw2y+UfAx523oQpg9oG5hL6kpk6TAhF9K5qZGLBuEnPYCCF
SKPFWgRvENraqflEqTYsp9UtjQyQLIfFwcdN0Tmd4n7iRDZ78NmMdEUSgGEdmTZRn6ICzByX70w9
VyvrizIE4Zo3dMqszOgT9ygSXqjSMvoO9LtvxFwNHyWS7zzaLcae672DLijpAZ5s0s0jbotGyYm0
2l3FwY+KS9feicMbGBWEhyMgcF41zzQCRdxnSFsd6Qf2SuAUoMfGCrPkNGSSHuoQVfUa1wjF0Jt4
t5k5BkLSCID0gwCbFStdyOpIjhDxIevHavjK+W4EjlCLOi0RU7FYsn2txdrss22x8xp7HiRCVaj8
mGWiazG8qG+OpBBm7X/ZtYyXuqXCbBlyGdTHAvFCz1U3xoKUKglPi/MopYcVkDC7AfWqb12PAN1+
3zj1b8ydGvZ760EVof0m46CiZngybpo7u+sHqordd0drfQzl6X2AQAt0isVUooi4028rBQuz93NF
g/u9Y0476fDxa31jXfLRyeaFlRnwGJ9BFFyIPimxEIzS6IC98QScry/95vbijnl2CEPSQkNRE4qv
LeUG7WWwa+K++dd8vYOcAwnK+U79fDaX15Vp9i+38a+fl337dpHc8c/DTAfATCgJon4iQ7HcnedH
dbt36oMiucWkrPt/7EyJGS2D3Y65asAaXr8/HVHIQn0yr5oFUzj1vuVbqrLzX2st8JqW/w5MqoBU
KfkGYmluWYEj+fGLm0wSntYfF3n+eD1nwtdyI5d690avILe/WUD3G9FI2U9/tkXhNJycsiCU8Qbf
HldiMhfdaQ4PI8Cj8mmpFxugAyT32SJQbATO2A2hBXrtl3q1o7+tGsjxkLfJ75MwsQFo50Kc8FxI
TZv71cn23cBjGeFlZdDaqWT6onVU4RTtbt7Bw2+Ld20ULnIRuFUoLmZ9OILdLM+B4x+9uq4JLOSM
5GWViBLupP/gG+bfz0DzKdMAiCuA58Gn7BBOFoStdyG8rTnfURz7hFQahulbGVVB7Y1bDKGCC2oG
reVgl6HPnyaO2sUaESBtHiiJ+cj+X5pMsEeKTtlSiZ5BXQFZs6OBK6OjtuOMlzrxTRTxMrAfTD+4
6/p7ZHCyTuhJDfrVAuY0jJ27sgncvtSu5EmvQlB57taWKPRkxCu5emHaZKrFDSe2vX/sqrqj/Tlg
/phMmBGImF2xS3g4H7jvMRXHpjFv/bz7gGGGpZ8NNhweJVpyJDGmDlLIg1KhDwXQkozkzBCFqLvj
I0sX7MJ90y3J0eDvxOpOBgxIRh5He+3mKy0j7Pre4Vsfxz6+BnFwIq5QmUrjsQGhPLjhQwUUMtwH
6ZKMSLayjZ51RmNyb0SWliL1sKGF8ynrkr5lZYnHONvORG10tkbVyTapdn2jo2JA82ygEvIAt6+8
TlraJ6Tph4ZUw7HHJ8MVh4brs9O8hBgKpCAlXoqLY7aLx/aFOHrs5hrxemX5bhiGilZs/9mFn+D8
8+BS9LbgGorgw9ObBxMU9j+ija48qItbJfBVK4cuixelwqjDEA5EM1ubrCQ8dw5dQDglcB5KWdr3
MEqldOFfEHvs2H89zM9KEeBAWSMWK7p4xXgXwqKcGa8+rnrxmBTBiNKGJ3I8Elgztm2566XMAIQ/
u/keWvT7c2/c3k97lcHqkXIX01krJ5rE3mCg7ys3DTPNTW4G9yakmV6Sbl0REU90ewp1o/gll5mY
N8I+9Vw9KPJktmaoUz4IdRue00vAsGvJUetohnud6FqB8fFsVX1O/fzpBke22nHeYGeT62s7reOX
lZlshcZHVJ8J4oU8k0pD3ofka3ynE448k2BUVlga3v1hHMIyrTd1rPbBx7id3gQpKXZZTQoIu1VC
L3k6SB/XeLVUURMAUVSmRuCL3+AZIIp9gkVPRGDnHt92hjjWR4FLmviBJOxSsvyolcO5ALqoGKow
p5zi5DJhtSk1NOh1nktwbW7nKVbrLZSZNdymON9zagFnTfYWm515mCvAEbVx2dwckXUWoJULUcqO
Tx2se2MKEfoLJ/NteG/HJelQMHblMQqv7dj3PAjJT0nnWjMhI4ZVg4yynWmgQZfLcsGulW8jAsIH
XzHEEnHRUNWJLUigjfL/rQTbJS/4OBzesbTOE3rB/f/sRO4bERsUD9BtxLLRHnuTD8HeeWRuvzHk
LF/YTkVRdwVot8XkZfx12K6Wf+mjD5sS5ZEu06LPgNJQ3DV0a4Us7vbgoNqbiRisJCSoyvdIDEgy
3/tXMWh2QtNLB2NeLiPHxUO4zRvlYY3xPejKYEvFwpgepOvLmf38ztkyMZu/kIIswN82mYDA8uhB
S/hH88rvWKHDgDFccH2Yq1rr1dp13MOhGypoVIuRGr8J8MRQoeJFrfHYWceMr56X4NpG/Tt8+Tni
vXMk+OYYYrzU5K9eJHI2okmhgQdBiWqOa2p0MiOta8QbzFVDNDypTl3fdcmmyTnYYcfwzOvExi4J
NIlbGB7aC+y2G406RGURuqqftDD4uk8Ti2B07V6QvcnZNfZVcu7pNGEQ2GMytV0fwGDt65gT5E4u
KMYdjlASWrLcyhke2BvmTGkr7Vcd+f5xPTLzcV4mwdA7E86wZz+M5pyePdjZilYEcw8IQCA3srxV
ENO9IRcUhFUsWjXuwfY5tF1AVW89dGfqCevmjv7YOj7/kEqNYkMiutkhgwKGi7TYfZeRFO9r+esk
Dkkwbp2MuuVfvjWeRbbJpVXTjtEgl0sF6eLejknG+GEm3tUexjxJFCLpKvTEgDZQu2RJLmdLheab
fbGmqWd8SZ2S0yBhdanC3UyXYBAXCLSOfVNnTJe0pe3Kd6siRmt0CPczUah/B+6hf8d37OO2wi4x
JOugothKsqZZqfwQdi3UaR94CAchllZD3dqRbKQANUIWYi20lKnIXbmrm+teZ1q3sydJOJ63y7sX
GeES6xUe7FbLnjeiJHFo3C0JNr3OnGmC5pe7WVMBkPUk80jJtA93IpjTX2CYd1lVPtMNM/cb7Pjy
Y7nnCqQMkzC/LFW9/Ok4BlsDRgHIELOFpxy0wi2rhHrr01sLFqKAydoseIdcQzXMCYQtixZRe6u0
okgf1zF3uIEMSWIEqaklygp71LqrZydoDDU7qahUx2m8lnI5fJL9Ew/aFMEfhVmtz6XfcTv9KhTJ
rmEbOd9GNS960OlVYymotcf1meyG47vfnXdO3XM95K/T+F0VSTDPnYZdHpTuAJrntEy2PRoVcIj3
55HaN2Wm3XPoNBprUrZK09udisrIdF9zcu8vrAvlefPwRA1GiQB6bg3BvzZRMwZD7S/dXWJDvvCf
E14/nQYFaQD2hJmgjjggNt79TartVYkpETbA1kBnwL53mYacqmxiF9ba6JSOLiBpsp1+IF455auw
CRz1lYmER9LT4YmE+dWj7LSysBcK4Ub3py3/8J+mwYj3pQcux826ucjF7Rn/4s/rJB/oBs24Uu4C
TXkE0vQydH5r5AjueVvum/b+JUfxRtxi8fPDYW5+9BLXOmFUCUcm50FPIO+uzP8eBPvQeYtNm3zx
xu3xOZihS89Lpobg20W/ke/AsJjm/EA9fQLLnal8uXWC/mu63PRyvA6luBg0tn3AFskY3hs8yPlP
H46tYZ6Yp6cqLbO2CPcdc5PSzfVVIKl/PG8a21ex/SpmonvfV6HBRmIyttQFB1fNM4rmGgGfIYEq
JECqCT7UkdRxQNrw9Wo/vV7kBTYOqHBXRyXvglqaMpi3q4ZRSV/Np08eMIHdDzW/R06l7qPYXBgU
h4qbYQU2LZvnoFOeKAxwTVzpkoRXa1+/aFJ747wiegJdYRJ7OfJ8eT2hpzrtOKmJ30hfAT3D4YE9
VYQ6tA+J36OX7YpfF8tTgT6ozhjrQ0OcRhIWJbsyIcOoJBNLhQqRGHAllsU/CyGoWD+jibD1X8V0
BY/h53DBjMa5sn3re9CptWP3AsTXiXRxp76rmKZlf0tY1UZ6XQg8UxGUg6TBbF67Gwr5l5oVpaTz
LFXYvgR9uBrGlgPXpVZC97lYHGQ9R00lRrS4qqaY5xDl1Sz4jHuWZBkXottEwRMWRUzveQsHGflB
tSKNdFALYqob2tNcHCE0eISG3QTH5u/ItK6y3S971ExqPXcXxHC1oaxhhSlbl4XnCVnK49ozfl+y
UbChWl2/xMzq3XkoSYSE8Dm6AIcg6mBsm3wefZZruJmIePTgC2MnoLLFpEi3iCAnQtiV4h/i2QFK
P8JE4itO1VLL5jGZK+KaBmpBOmKWsnRgcgxIgbn6Xj/NfoDCYMiCK6Ef4qO+20eo+BwBcU8h5/GE
FXFz3RZJ2+MK9uY9uZsZywTijlhQad6iaJ4oU89xDNAvKBTgMhODyx+sWmiCssycfllrTcE/hGTq
269oEtK0RSwGClsz2cINKV3pr22TUHt+PRG/RLYixTBRR5NJ3670vC0B3UJXVyXYR/e0bQ4MbzA/
hcr9VSgQG8Lmp504RlIE175Jc/ieBxWYRV7KJc0hVz6IWUAD/LC7JbYTdpsjXhEfAz4IM7xRig7E
yYSzKODFLq0AQFE3qkvJlXKkUzKqJ6RW+FfYXzCCUqxmn6ddjXAOgCPB2lsWjYCwgwmgefSi3VIt
l9XRWdAZNvZFp14rbhoUGrrgWc9Ig9MPp9a+Jd411o2fjVJpL7xjtNNui+dwG03oI2JFPSwTgxnn
4j25A5sHyfaWJOnfjP8YFGkvR71xVx+peaYoBJF9fYrXfuGgPbnzUTpDyGwn7E9zbQ7m41AzLyqx
xFEbRStiVCQeWUV+ZI8WozDsVbOoeJn0KDcv9qahqpAvMYwRrXNeFRXqX41cXimTCARB4Ww5eSGZ
zFMpdeDCpAeFxA/MYEKTy526ilHDUUZlzabtk0h3qP2ARgkvNlZdfehgo7ad6GiaDwneiV3Qa9y6
Txs/2+yO3Ha/ud4FIfqnJm4x942m1k8/JT9emGPcQ+RAb2t5bRtvukvdu387RuITqS+aE/q36URD
t284JzowXMULZnUH0ev/tHF4wh6UFQqDKLcJf+Hzf/m1GUWyyYPh1UnGSgHhjckY+B8zAeBpscFJ
kwJufmvqImTcFkciKbtrYYN8LyVKUZsK2awdeMibhUTw7YuXT1EaTTE1r6HK2Mq7aGXtFKeVBwTE
ujgDrwiifpNrOVJjaic9rYMsFVNOx0EX6gmI/661XEfHvMdrj3fgYjUUtcJUvLJqn7X3sJMG5b9T
TaODlDvn1RrRAGYHJv4eEFUE5cRblfOnjzw519Zock9HVo6h4PMA6G1Lh7sawxXLrwoaRiOFIDCK
9dy1PHTEYPjdGJyph8oU/sQ+cDA34F6uA9vYBdilU21SVXGvy4QlTTESFprhlhmrhrlM6TFHlJPx
UJO7SH1ZCrtir6qiV87W/X/d959AXnLkzQWwV9j8dVENgDItDDT50XElqoA1Yc8EUM1Aehx2mzkG
mdnSdsimYMmUecKuvsc0bId0ECVF/xe4COBfEeUzwuOJWRy5KKq6QJhL4M9k1O9PQCEwybBh3hSY
cv2BSZyV7XtySLm+9h+HzmA2hwejhH4veeZYDnoIZDqFpWETZvJTY6P6vOKTgLEOR88ym0cpAh2m
6fLYhKW+gMclVUHwezx/Q3DT/v2QCYPmuJP0gdWKTEuv7IyYLghUDJOiQH1fbRtwn/vN5HmP//oR
LWd30x2fN1vOLpSnTttt8uEynC4QRbE3AX/C2luiKie7b9viaASiH3nfS+zIbmxg5I6nj1ztrIfY
zzUgRU0auoKbq8EqSUc5F8kNLI/sc7pBmLIfCW9h9s3KjHlI8FvmqgGgtUn7SrKvBjxtvSgUTu4Y
PovkFE1XA4XPSq2Qt+JR0/BVyV+QeyQOcmdvgwMAhGf9ktNwdx+jYvLRAQvmVXwdrVpWFYMmDiww
zkgEwEj5HYDIXUqdLqj4jW/zQBt0ulGb4kRoJG1ANZuu/DiLeAbmFJujlSyHOfIxTuK4vs4VMe/+
0tgNO+qX1BMVbQiWbGz7nCecdG6j7oVzEoJt2AXySK+a+k7xT4qtamf8zIJgxLAQtZmTJwwDXwEV
S976AAsq/GT/u1SVSP6Zw3G1Yjj7nAGOH8IygBGkCjxSfHVTsecltuaIvR3J1hufiDDfcKBnHgDj
tosqXmjAVh4adyjiLMyVLLaEf+2VHCk419MlnfJxZNkr5whdgRcsOA6+GRJ+xP1tYuJ2i3XUjcZ+
maZ8gl6np60JqpL5alxNtBPclAc4HUd83SCmUo1xo0PYPZx57dPUF8LD+1/+zzT2+v8XvkED3eD3
Mno7he/0jnCXRPEpn/CN8tI7K+ayfDCb2XMloorDLbYHOqSFoTEp2Cm1C5eJZ4jFG5fHp4PWY9/x
Qdjgg0jA/Lp87+jwpx9ipb+kHzSDfao81tkO72XgfEwLNp5C41ObOQSCkPbHh41uaK2UlLNnsKps
/XWed8jFHUZs1+O2XUfyzlLbC69pCtoIBXxJ3sdJLIIVbia+Lr7DCowfSHF/Xh190BfUbVjsCu1k
NuSQlrQNr1ZotzCK8abwsRgUB4sHCUCaW0KlV5mLRAMyr5I7WSGBg0ty/51KLOQc3oajZqZPq5qt
jVKwBfalYkkuj0ruhnp+f3c3yYClgy6PYIaA7g9wEWMyPMWrA/dfLoO7hYcNDwYXd4BwyJ7nVRMX
VSU18k5VQf/YSWpi4PINPF+O4pfEKP5fR9KWpRaCZjwsJmwVpKqW4DK6zvqWDDPmcFlvvsXH2Psc
XYRe6RIdoa7UZ8LCmeTHBNjIH1MiOCwvdihtC0QDqM6emx6EnGnVLQT7t37OhYEFO0zD6Rs0ojM6
3k1iSzp1wdkZCW+77fgPp702MWQOrBDFVO/N/+KzOuq8rypX362sNhZlwqIR4I03O+ADlhgoXgPy
nErQD5z7dNQERLx2FjBIzfVjXuZqj3l9entwzA9gQgLWL8AZ22vrDUbvbHpVC8CMnF6vrfq7sQHM
mZ5RwO14Cu+2oC0rPcHJZR/A3ya9BkuKlxNxZUYEbSOeM4hEYui3w9vDMf0cN47dvUXCUddiL9tN
hp7ks/eRBp/Weij8M1JaAOpmGGUA3ww58Q2Yg+/TQB5poAUMctyUKW8yUYnVwJXUBHAZGwRYvdAn
5N0B9OLS/JLhjrDdsYzGRX1yrD1CTWRbcXc0g3+Hw56xlFgyxslezJC2IhGxMhK7xHEhjuasKGJx
mbx7MrAEPwGQj5ARegZs5qKtGg9IbzEGTEA/vtz5r/zruCEP1QoRg0LEs1gDjmTfMZs9thpzBfT3
dHTnAgcYM//n7K4yztqIO7uaWFtm6pZA8gFgzvwUdPAetgzzDgR9WClvpck++QX9a7ri5QfSnAqF
dXsYCaVBwkw6JVPxiEZ1g2PJBWTfTW08k7tze55c2beFgt5h/eQ6O5BpTDqHkpiM+uXQIUjv+ZZs
EM/kh9YdVR3NRupL1FO9+GWXJ2gwnH6l98yT2F8rWnjSvrB+dBRQIMIww/pDjKd/qcObg0ONs8ud
pVu0I+th0jVFY0Lw+MKYl7hvD5e8mR5QklPvFxfw9F+AUnJNgmR/3ZeQxMss4TgfJj0qZ6iMtusb
MYoEWn/OTglLiz1NAI6Cvs3BJ9ECFPV2sLwB953eowwgVpVBCSm7NsWmiVHsL7BNUoyXdAYB69G5
gkj/3RYbG1ArNSMQUkeU69yCRqhFt0n0TKW7dH7TEEXGagQG7V0dJCmfXIoDJvL7vWtbyOYnt5lQ
AGR7iEF7l2FVCD7ctSRECwKv06w0XFkRq17AOQmsdJSiNoRe0EymUK3ps6BH8MtXmgbAG4n7Fjxs
ekS5RTdzofjH6R8J1UHoS58ZaiDXilbl37UtFbT+ypBCkr5U7AoudjJaXldtcDfDW2GBFKl55/qy
DUU12RuoLBHnqPQWUSxYlFa6a9vuIwIR+it7ohz0Kypkm6LtY/vNlxJE17jDO5o4CHYAose2+yll
lyEzsxek5zEBbuIgzmnWB5MV6Qi2uR1pfQuy/daFoBgDx/h7J2xFgLZR2T5zZD+lX0oqeRxPD1Li
b1CuiY4ngYqhRThnAoQ6LV2yiVCZBHDxpnV6Qj2hbTewnQ4uHGP2Vh2TykckX3cpgJi6s3TzbEPu
boSkVdxJMyduFbVvsdp3it3oDq5oB5ToN3vf9hrLnQHiZoQPuKZMN8PkRs4NcnD/+20QcEVbYPDk
Npg1Da9BVcRkyiB+qs4XpGixCJ0wQ8mN5b3cKktaQeduzNPPiI9pNZPn/0S+J4yByfozvfnOHiD6
qxkDAT1HewGb75lLYuprb57LcqgV4jgLeHrc7jhQWih7mgQNnvYi/VXOsw9c+BQssceDaKdGMGjr
eZ8ZutidvIZIabQreT62vp9dUwGPtCWhClvgRJ3nRPhnbCSPTHA7mtkaqBOWpQ7ofDPT6IaLOq+n
K2+cznucEMo7Qt66lvVUkGa7MfG2RbDl2MxxpQy7UhbaaESISi6hiAzQsCeExRYgtIRdpaORsAmc
JkHv92JUg1epO0hIsKqo+XZtYd1UIoQJrNley3sQnnE2zShCBli8FuPhLZbw8pUQGp8ol7/6tgAB
CCMWgDtOQ8t0dZK08lSEIDX+WddAz7dXZiuIkvq3XAodDUAvBo+CkpmrmjSRad9JA8N/qDmY4556
kiuMehgucbTgvtXoRno7k3pH/zRqwMycz4mAf5RyfIflhi9oq4hnaQB6sFwQOmbRnQAlg6C1UjOi
XMgVYv4eLEtsuxI5/ZlTS7YWSiXPfzHNX1HYiOi11YUB5XvEeNfF6zEdSab6a51Vm8Ll3qvjBPn2
WGU44QMHoDXJf4t7lPDZ53WY3QGGbycg8SBz8D4GCEmQD3FfqsqfV5OuBawSz5+7kl/A+MUWCsMv
gS76lUH73XsqA0rITp5C+9JUcGflLB9xkF1jbNZifyWtcBvbwgFN6hSrhIknetu5m4Sm0pV9MpJt
Z/nrqqnaiSXt7ibmMwsXO41jPIEAHjmvDs4vA3FgCBa7zTuYyuibWGzpfzQMAZdqvqCBzzPlEK+G
9tuhHa/GJjBO9Gbnt/c2UOqsOV/JgMEjKJF6M9mN0x+dfGcoArlAYW9lS6bdY5Vz4cBTRuXOgP4u
XMB9lD+QSQSQ0iYffueHmSEIe9pOUmtIj6V8Z6b9adRcf9adKWq6yWk3GzHXH6QMwHlS3iwqQQ1P
T41L7wmk2mlwImgrHHRZ/n5iV5p7lDBebeLbA098vP3SSlvsFwylA+sHPyftYkrtPTeyrdg9csCH
nATqOGu8BWLddzw91WpMJIcGD9K1PLPdknWLiJv1I4UtDzVjV/I+fxZAmcNUma3uzOkJ4iuj/Uup
hQJxRcl4SsjPcGCr4BhkZZhkrcNbrm2DJd57mVdEcWTYi2fIscQQERM7YQp7AbrTNBsbPLi/n3tT
ZQ1xymSez46njjS5MNPJ707yykPnxp38k8BqSB8nNlIHcRVYRGhlH+qxeQexe5FxBR0czdZsI/wG
dZGHjANUBtIx64pKzfp8zBA6WC5/9K/F/PN9xiBEM4J+/M2o42e+E7S5MXDcYGHs1Vl0Ha+K5ZrT
B9sqMBRisJEtnyPPBybPrEohRd6NWc2nDz3nM2l4mGPn+EdTEh5Fmfx66/IcFt0lEU9tqhvASq86
YYIO4FR5Iiy849Roy9oo1/zkKHF2jwcw4G7o49BCBdNHXqe+BTzmQRE1JbBKW0NJk8f1ikLspj0d
APFURn2m/foYegUGQ2ad+4WWi7xb3oa7BLwXDZPsKEFjiB41gT8jkE0AbU93uYyKDsYMDmapp9cO
uqIyFmtOvUGcxhkalLCXhdZuwqxT2561BatjwNTp+DTb9hd9thpWjuDg/1oSrWFl/WeSBPG8k4wZ
K87wlPXYRAc0f/Li5g3dfsoVnNxBeHOxOJgAr0tQrq9OsUYZAY6B9GbctY87YjH7LA536ZdGNIf1
ykKJTa7SpZJJXMVTZjppZzKnLoX4SJwTR50lhnvEXIojQ3nrE2wL49jHs5Qvbbpn3uMVhlr7Z2Po
5Qrqitd3lTgeTaM8XYOjClCvzNU+VpjqSPWy3vk83sGcb0sQ9BP1xCLiAL2NteF7XseTX5yGsR6O
+bG8itUtnSYdKOfN0laluIbKsuEKWa3PzSiBnA5/Yy1eaQJj+k843asRrtc6nz+DIpv2NXRFnvRD
ra7ylkeCMO6PRUqkPQXehQP9j8YTDUgeYW+4oHlK4KHAzLPAW4dt+e/juFwyAoQlTUK7eqqf0YLq
3Rx/5oe+7uDDjRQ3y6HkewZ8QnCxiErwqE8JqezzDsZDbNmjTatVhh+OKx6pKRDX26iEA6d66fI7
LFHj/F5V3ShSZj6fc+rihbeQKCWANVlSwEuoiXqAIe97COGXCbfSAZg/4/GSN99LB8Kbpe2VlUUt
BSWp07lgNlpqOhPc/Lh7J9aaOJ0+St7MeMGJ4WoPcd5wwjKZ4JYLJBIXjTLcd9g3Wqxg8u3ma931
WfYw7o+59xE+r/BIZutLAr+bjf94awPSodyTJXWlSndZSo5UdZRXkYNlZ7P47JUnv5itW5TYaqRG
2//7UpEAXsRFgzGTBmYebSokzhQBe52S3ortQRHAw9/2Mgi8PPz2UmChuskYSsbS/dn1s9Auez71
JJIpJt7hSsnP2h3lZ+ZMXCD9+ZzQ/Z6SJqAx22oWqmvHO5WSAvqI7ryMJJG+O7kskM+MwQMRpR+L
cRwb9j6BwWvMVbiOzOnd8AEDGmid2Ya/CXxZArbYnUizrSPojNg2195hMdUoNLyYzEBqdmkrVt+S
Y4z7IIeRBPV3lKQ9Ynmx8Zss6TWniZEzPafPa8KCC7JQyiseq8giJ+YE0Xlt5Zr0Lt240mB0hkrg
b7SAZabveFMhSTaS0SmjkFTdcxwZejnVDGPCDzV1uj9vpmG7hnz8m0tSLqedVlBdEjK715tg2M1z
pK2zc5CCqDdPl/1Um+1BioTSp9SaIe4zWwxd8Xr9O1NQe/DQWPdpwfrxqjiYma2fRrxMSq0CFbLc
5TpX0PuEnje0gb0z9YuBhRpwa+I2KjNoPFOtg/VvRQZqjPLp9BL2wCBsnd2IBh6v0ucwotBWikoJ
JDjVY44GVvyg5XtCAwYDkAF4Xt9SgSdyGNc1f3UgxSBvEr/DmBxQA4Cfg4hBqf5gNIxw5EinD2NL
4etRHC7DlJGgbdR4UM7oJpRMjlNEWVhKjP+GDLC2HieOhvFjYVtDVYveW1wpyW5E6M/j81gH5a4m
Mlt8bwA+yFh0hOI+v8uxQkLdk0iUiFbF8JzkuaMm6gDpTuNBwqH70Rd1VsIEqVwT3Jz1mvAmujd7
qhptrIKHng+vihdwmx4MIv567N0CSueYzmGeW8sE3S1Yi19zUQxBmnPQVonmT6N38fAMWnOfp0pn
3PRHxKsGx82YoEhGcfqxWiKbphx67rE1DBkQjrY0ZvOSFb/8wb5LtuCfwbuDCaiLU/5R6fdZ+faM
3qFpHvZ5w5Eq4PJRuv+58IKnoB0xHzDKGk4W1udH2zxSwYx7iIIpLJmDaZXoKfLKkmyp7n5sDI8m
sgchTs/EtJgggwcYH03zqC9h9XgG73vo4l/KXg/34OFBaRxHyniEjl1A85UdqGGwRS3/5ympl/Hf
3pR0cz9waxCcHsYUKW28F9P848ZCCJ6X5uyVVTyhac60895E+NVMq1ew/pNlkkXPV9tKv6wc3kuH
61N86f9yxNw+b9B/QnE44el9pb/e/ErrglitRRjtYThr00DffjtevWzIEujAuuJIKu4kOqwDsqxk
xpxcQe71ZHJ71EleOvs7PO35M8ABs3N2T2EVK/DPOeZ7XP54X37Ykhe3+GuTWiBiRaSPzayBask5
9Mf/oR/Rc/IamSuF2fO6tejWx0KdzdkBBLPWqeLNWWAk3zQW7ybVPp+AOoj5+iomEkbGGjaiolrO
s5QE20fDBLpiPaiWBJ8UZPflJBAS2HkH9VXUFfOPPB1wv3rNBL2A/xE93TFpcUPFsbSjqDjKuN9O
8PVcnfMPU3EtY1EpZSBz5W0GSE8c+8d8pms+Eq97sA5/lkKJxNUugBrd3UgU/Yc+aLa0rqRkaR3R
r0msQr1J9KmCallSxHTsJMNd6CUfqLfchzXcPNvhjpR+15GdronCwTpXZB8IQooBunF7v2QXn4P1
GUlPb+qQnXpBWHC3R6RgSY6cYqlehaWADbnoD+U1JDrYjzTcXqTmG8pqYeBzawcTXvk/wUtzxBtB
jpFXdEIRAVJdDES1D1vxLqJWZRCZz3h3z/tcHv7zNYQOjBx87N90ArAwp7Qqh5OjUI8iccLwiPmQ
ubmmSVwh9xSbOrssAHQMqif4Pizo/9X5HNSrCMzz/8D7n6Cp6g/CbUQBq3X5W2DKyQateDdllh/D
AokUjyiL9aAaaygv6eBk5jPV40c7hqb4yIeZlYIBPoEExgHq8SuWBjzDYx8b/SIalf1t8k7O4yl/
egbgEhO9ABZtYQciVoWxavY/FEGQR/4oTIh9e0cvPGkbnTk7/Ux6n4TY0IBBdNgHgaP7dl+bMpOr
SWOkGOzE928vVMQsHtwhoWdO45da2GOVVe7IXd+8cYIFXzhQodFHvG6/KLuv/K+4AKxA5rBHIXsF
9AkzsyAPN1C133p967l8oonCQiXAwQutVFXOFdnGo1UW/6om0iO2hpp4h8um1e4em1cwuryRO9Cq
f3WK/h1fw3qdJHVnqF+f3otevXVsXHHrrNPYdHxsFhDJrHVjAGe/+VMZ8eTA//xqgUorqnVJG3Qx
hKHUAI9UjacaVBwcyO4g3FhXHiTLsIGFWvcP3iDm0VYR9jDE2Ww4Qgp+aETKiBX9OgsWNvl7CxZJ
w+rtyMskVZlSM08Xa+//MTZAQP0EQ4yVZQ/YO6H7dpJ9OKwgHEDhKqQ1pREB3SY1kwLqMbHTzGuz
Fxp50vtEvxTZ2yfSLvArDgyHyeePymKLEREMULoBhOMFt+DL+acZ40RctGpcjNLyYpDv+udQRAgQ
+4aKl0qu+v+75/CeqHk9rNEQqfdAkubCKjD7n9eAV97W3R4MTROXPBqmQqffTKcnkcnpLyX4a93e
/ZR5yHL1AcRXNP98a1jQR5zsi55+SYIASTEBvGAHaB0Hgpj/CU2w2REO4+SJqXqdJesTe6cCPBs8
w5yS4K5JTApffQS5tbrPNAkJv6XIUsY+CSB5ddFcFco71YEQMKF6skZi5it+EA/5j3YCDIyHeu2H
YqyRRhViGnqUwCuD8X3XKk5G1zx12GFa1ZUlwtP6qELV/SrV1/Con0mLvUItR3e0rvbicOyQYqSh
klvWDewIfHZ3+NhSydYySuUdTQ+Cf26bQ8jLGkq5jIm5ROlHGeoTGp60Shu4YoXN7aDz1rIT7SVM
QE0yVUHQmVuvsve0pbZb/6gsOeMeitlR8STERFykorPZo4SrAypeioDpm0VYk+v/oqA1MiikYmUb
q+Q7NJTKiBjEpkQ+v1AYsq/M7YLZ19wjKwUNNeARwziNxtgS/JN9ehXx9BOVVbgfhLOWIMgKFFpF
RN2aejZVDa7Fz5AvYeDZLZQEazNAavKSj2xYJH3DXO+BoCLW8s9nBvLJe2QDNmrnpQ74upMKpVS0
Nwsl2BVRc3jn3CnEfTpVXkCOpia0y6mlL8hYty3HrIBEUSrZYhOAs7IGlblQd+I+hv01Ibno3eA1
Zpsh/LSciWTbXkau0lV+bVfYTfrycPKCNBgDJAuGPmLaHNnnVDbFRVfKTkdycF2XorJczwS4Ea9n
Df6/tbd7tWY7gVNor6cBdnYxWc7QkY+4ywiqMMalGuQ2hGVSY5QKNJAn+afpvfxpTuAkMLd/axJs
B9sijgF9ocTAJE921SB4KZ+3h6uyVzihcIh7jKfh4yeQsTGBabAuKtOTwlQy+StgPClMCEBg2MSq
cXfXbzQef780P0JwUhaLYHuO85OILt+xSoTf5ZkxIGdP/pJ0ClD8boNr9PK1uobtIKumV8yCfk27
LeDNelTV4Sz3VutmnrG/HQ4Qb3HsaXTe3vj4img0J0n/m1FFjz5KCYDTLV1Hr9FPjyxA46tEShg3
xseN4aHk+BRYnZ9Ip5PfWfn8EvtONxoDWytvV37nRiw4YFt5AipaJYTqRuUECGKhBEvMDus/Gd6v
JwcMr9lG5AsEGYIX6UYJIqLhXPiekagikrQUWoTCX+M0EVpDC2yPIfmbgxeS0q3PncA34wYPa/aq
nNBnRaEY71W305Xgo4rEisrlOuD0VAJWLEqf3pE6x5EYRxO2H+23L70sGCR7p4R/bFfWhRDroKih
hnYTyjup8SY4MjYc9YgXLOzRLxR0hcm2aVkuE/B2HBOume9cJSPof17XenqWVcraOzidKeJus4TI
fittFLiZNuRnYeXedildZBlso/KpEXZnU+Oamwp1oakeru3V09Mtp93bkIBNsswVSsHtfUM6aiK6
IrXfc84tpJhNODKankEXs1xUK6OsxbUGEBj+mD/wuD40ODSWSE2G8Q7oaWQ4v3f7Hgts+XZ3+aHi
OhFHvccPaaoQ9QoJOWdx8qvXgSNHCQSMk4dKXeVkrTH8RM92Mm2Wf/yIRNs9QmZpWi9cy35YSLPS
ftJlJall4PQlxZpX3BeoGumX/ioqbE2vjQF+ZhfZ5uPgRp2XgIQGC0Z8wfly6E6m62lV6TiD9YCR
L+PwuP2YN2q5sNGqToKUbNX9vI9Lt2GMJnVmxFHZwWjkxkzdPJswxNLTWpzDLDeaRrIhkMQ/G5Wm
orcgyWirUuECHBeadpbnNVdOmiRF0r1d8eJRP9or3qDgawHkmaGQh+bzddMppVbGfueJ2C4OJ0qM
+tbFw7k0htNCbJOf6lJC6y5wlCTmjGqSUEPadYMPdtwvM7htxlxlolb1UVGVRZqgOOXQekhuieWK
7zgMaFffLCiOMUyq96PeWpUsfUlQrNqaRX7dyYS4o6n+HW2MeJ77i0wfxpKnXJOh4wJ4BIrkcP5N
YWIeUgS/HVJlG1mM65BY4UsQ8ZC4YNuDs5pdThlIVesx/X0dZ60dEBbx+TjM4nrKch824zpZP5i/
02X7HrmDTEz/j0TdgK43U/WNSDq0HbOx1JZ/ojNLXRzI5Ql3wRhLEC7IY/5NAEgwk/WCLN7fHSn6
/D2sxp/ZNaeLOWm4g7CpejPT97DsZ+hCXDtKoTJyUzZR0YYrM/YHE5xZSp6r8sQEmFiEwGV5w9fK
VWe545zR14QQBZnZtjoyjmeHMyU62CmY9f6DqECejZaiRIqZyvC+ew2A3e0Fe+9FdH91Wig++0wT
+lOeBgvGN42OSn6sXlxOqqKHo1cd8yV6knTBzXpArbFedP09QVC+e+BtypUtEkLm5UHLY5soRNDs
MkkqiuQbhCjLQ1rgd0Y9f26STeaSE11vdO0TM/rpmPz3UiuWnib25f4iYDWblPJjWDmT+BWvDERu
wCzoOnAxWi8/36B/XYmhm0055SEYJeif0HENDZUaG6NdOpHvcZUsa4PCb/0/89/GLvT57sN9amSF
tqIaz1BbVB3EqXW3aFFZ+AB4XS4xXK5qvCHJRdrjuKw42KaAvR8Avy/YefOivbcguEToQ/lpAMYl
LFRbzJqiDxv7rg2HG9zqlzVjE1agvLjSUdC+o5AZNJk1DnOe4qUntWM6vrbJYn1USr/tb1xaqJBv
FPPd/W9UGl6NfUz6Zp38VY7lmiT9kYTJ2KLewcLun6es9fjiMG4/yLDSlNhKnvNZcKuwz5GmWjJV
pzTPY2o6iw94ivvoQDx6yEX8tr3DK58feRcv/Z7cT4GZ4izPcZpS540lD4yJlG+59Cd5G5gBgsiM
xzElfwMUGCYk6572PgFNcUR21bIvgQXiY9VNqGvaxLT+NnhzveuKqjiE1ZaU3cM8l8dts0lc/wAh
oQiRxj0pcB312JjHR2WcCFIGwZjH02fjN2WE2618gNurkwycMHwnucRfJdbLa5C8564SDVldrVCU
2iuZ1rWsXzGyZV/5NsaO4umgIQ98zVq23fYHQ2gf9UMVyqu0TP5V907t85BSAxDvX8VPOzViwjp1
6F1REv48EOqQ28SYhetZnk1Q03iQN0yWXbfeAhPSyES4emZsaSVQPGZvQPQL1kbtOacuWei0gmKp
nce1cdIyjtrfUAwI1ttF5KvlwhwLro9DRMzFLHObEi3VkhnJb7Oyx96Tm7NEbanvYf1irlPFqMLY
8p6PZimnJ3/wmTNHZFAndq8N016Uub9e/xuH4p7hMPD9blK0KMuFKL+0NMDepWreIQ7HsqfFN4sI
Y4CXL5oeu6Et2nagHVw8hDfTdMrL2UuvgAahJrBu7bhv2o4BLoR53wGAaixhsrjb5mtqlRDp1C79
qkERp1/sZ6YyliM97jwk1EgD/1CS3ekQNfLgHFc2s7d7oYel97kouQY0rVfYXSvomuFAT6V6/qzm
/MFXTMB+5+dHjVMxLJ8qnQhvRck+ymBjMnYrWuZurQVlzcYUF1oeA8MM5A9V0mZlzUyB1Zdm7svp
BZWZncTOQbSNp0Jdspa+JJK0f3LqmC7rWLXOsDV/1H29odWp4qyKeF1ar2BkBdfiSVpX3HpZC7rC
umC9P4sl1+HYMBwgekv8SGp8Y389hYLSNOrY3xe0XHxvdSADl7464PdQU+2IKwKurKdkf1XMTDbu
zeJerOWPVAWFjBu1Ukw7+vrOcz4mPNNaSQl7Y9pWBR/nDr3wdTUxvROFieh3yaNRmYbpowTEhBA+
Ealnwo9x9daJOXyYPjgQcMdDzkyq/eew56qTOmh7XpNDHIFWnTKU3Vv4rNAzFW0hWy36uHHz4KCP
apq4pULuq4CHZvPXXKZhi2vKaJeI3hkkFRIy0dWW6Pe1ejOfER1+v/2mYXI/4d+6wTGznmbP8P9X
zboRG//fzvapG5PdaGSlQ4hdCZD0D0J1zS/Ozyyo/FM6mwVQDq6dvaARybNewGVtdNiAwPFwob1a
akiA5aKqQy8fYXDKyroCIAbYbXEfpzGVH2bpCsKGQzn+wFzOzQjz7lXbYILQ4Ol9ASs1xxhzBZXv
bJHianPidC5oi0k+PdHNWxYDwqg+dzChz2u8vHe2eDT9LOqbOgfiOawQzoe6dK9K0kg+wedtfa3n
bUZ3DJTnCME/3kC5Ady8Y9CacvGe3eq35do7BjSUPvvY9MiHmQE/AwenaW5k321XZ1DaqAKJcYgl
c0b+ajPcx4rp9n4iUFKrdS9AAeiy0u4XDlZftMXT01mGiqcyRACizGpohAWyJO59RfciQ6BjXOyn
iU14qTUyOIJ5JoiO6NvHhia+HRYNVDAxfnaOFaKCyUejgMjZH888+bkrd9X629UTckwr82RYMwaY
0/JBgzAc6jYxuTyv6B0OEfh9NF5gQ192Gs+xtAAVCoH4Tn4wedlqBiGAGSMXaCOrJWUoqMNHBZ7l
GKqsbautqB2PpDOSWK10NjeEyRc3hkEk/J0Cn2Sdd3dQxu50dbEaGT07yLmxJesegkuerm/BEbOt
Ipy/5PEByF4Dj5hQZvSAc5ykO+lyx+TcCySjQWFzIluZhOoMXIUv/irYOJ5qaUq9OEWXe82tvB1E
LX8jc4xCJ0CocTMGTba0W1BbFFkyc/f5rQk1U1yZY6TsfAkkK7OrYmJCgpfP+2R4yHFFOOIUKsah
AyzSEEDnF6GATKEjgv78kmv+S6nDTe4G9r6rqa7fVZsV8tURpifus5UydnwcX2ArRV9o3mGDxR9d
nvuuK1HOFvC+fAEYNjqyWUgg4qNc7WZ/I+HsIHAAkGp9YkfJTls9wRqWMWwtZ69ebx010drmjpqk
jLewC94EofhFl0AvBmOMer/E5HukUxk6hQOMRYTX2XzVqzt/KzGV91pqiR7EqGDn7WAXj4MTKHDM
4vLnbmTGNeEbsMiU5iXvwMg7Pey0KZ9iy1wQRRWW2hduxyOUTh6In5MBRSA09XUNqAXBB92WvNV9
di0G+F/kWG5UsLRgYEac9yNM5PvIU4cmr/JtCDi4pWFNVjzCbMubJZwQpmCtdPBgtHJETC4i5jjn
yDFxHH89wQgGwHLqfCGKFVn1lRPFHSrp3qNOQazBf5utakEyb2S8ifJx+qs/wNXF92ZUfm8jupFn
eAgbedaGBXtStS19atLm+4VOtcqvj4/ElPuNVuhjWrnYdzPWJqTqMjDCmmKwYrk7UZkcj7XSiNyn
iyQHVzP34EfhsKb+x4lrWTFdJFj3sVwsf0bveOz6+TNfYGHXTtFW2TgLouveLF/ATWCvDLThB9HL
wDLErYPpfgRr5pozxo3HKv/6/QK2ydlNegoL2iEX9vVA7W5lbVaP7WXv58aviGpw0CItzQD2Hrla
MqnoobszlbGIqfDIwbB6cjHDcgm9Ssxl/xe8iRkVTF9FSEKMkCBkpDHKat2jUuwl6SukKdyK5G1I
3tVfZBT+6VEBlak4u/sC2ymL7Ik3bIdXmNYqZ7f4OtRDWhx0lFKkXRVWCYmj5mDH9N8Wr+lLhSWN
RX3f6HCeCd3hp1wvb8SbbPDDL6JOeztmY8WfxGKaParE2pW1Att8WtRTpcAQ3YtSXJsN0KsZPpLv
iobcc+BfHXVeT1xmRklESZUrdiHjpLGHJh8oGCs649YXL3tfvMGlgUj7IMSnbUmGggQwmTfcGpJg
/2z5SBby/xzf9xRxqm7gQfz0ByfS9rQkS5ieSZB6z9bm8p8YX+wMlOBas46V9VHSz3O1JXY/1S7/
9RKsLAGOGRK/uBadQjyUKGA/iLxwuOg+s5Tr+YC5pwgmfn95fmnFlcrsiO8z3hKoqRxsAEfKjQ15
2HJxQcTY7kCVlotE5o0afBHWnZ1lokPHH3QdQGozPPPAxv2yCG0vRgAXbY7Xzg6Djv1Yvgd7emyy
SNih0g8enwJGIHnOPPiw+LzeVI0fqICpKtLx2Mr25zN4dXwK2/50J1PXJ/vQkfS1hJQ3zj/mkDFv
4HS8dzNbju+D28bFoXNvkbK8j3ygzJh89V0cSSq3UVtOoBYm5tkfZwt71PZs2U8KUXyrpDDwC+4H
srMjkaB2ycXzJlQ+4ijgWpPJ1xouRvzNMn4hQy8gP+UjlvNP/LUyxulpWPIAKxHMOG2r7Y0fEHQ6
jdSwQEvZ//yJacjtZ9NbPn2BKnXK3LWHBT5MEmA/jW0kJNeju1VEhb4BKcCOYtmJQQXukMgV6rKP
f9/wx+wB+NK51HwPnjYVVRZebw9Zqbz/PQ0aaSVYwADXEyqk30a++jWTQajzJWY1rKvqoT9bctdU
KtFTWYOJz8zs8GsK1UP2qAHAfVYUSo65h2wgER3K+3Sj9KRMtMSpzRpqQ5iPEaHCT7UcIreWfOgC
/bl8X2hfBsx6OAcVBqfuxVaCyfr9Ny8nX4+x6CC0mQj/IuYnwX+MXTq6z3zFr50yaRH8dKsmCGpH
loCtmEPWxEZZ3TNM2Uv+UjYz29NM8PhUn01PqCEUWVIUOIhgl6p2s/khzD1pvZ7A6EgbM/EDC0QM
Vu8KxGU0V4tEJF/tUzwdKcJJ0htGZMKFmCLyNmO5rmUcpfF/CVVUcRDMeXvmfYmFrkwzprBXxAH3
uIjaqzjqB6N311rG0cSIJDlH2ov0XnkjUKGp8Tvc+ozV0jqKi+vb7wH3yfFvFK9Eivsk1mHGYq5H
DIph42nUMrF6gHbYaMJlwPhhLToVO7nOEhVw8U+HpE/irEDrj4lXbXxXttuW8VT0RJ43ZECT04Nq
qk4wmSKhZtKdL6C8neyQ9rVMzbMSujM7SLOZqhWa+ZTiBjlkTCdbtj3enP4kGFO9FBi+QtJP6Mb0
JcMZRHt+WzqHYyWhHZ2RYpraDV9gjKEK2ZjN47nU2nrvrv4HzhsawrkCANpd2/yccd030ryXvZtQ
JxYvbfT5gaaOdxKqSt5WWii102cgnKgWg9zgDyAAAaJ87AA2qrq1Xv5+bq0wVOMUwxZ57DsLi6hP
BpTevQ6iC0V3AZLVSq8LFwDtPhkKf5CVVZ/jEC+rKfA7JNe6nVmzOJORhG2Q3fa4By/4vhAdC2hc
ElTdRV4oCiv8e5OlcnwW0E6ELmG8ZT6lJZ+61pGzDDsujFfuoIFHRgFVTfyOODmhtivF96WQxmnR
6kLEz8ealGVdUNM46hIdZvK9o8fC/2Bw1U9oL3Z+7fRBYcmOZMr6TfksbVtoweaq4XSBQF0ta17G
NjsGCYEHXFy6PUHcHc2vYmeSQW1ZDQimFUcNoEabjj+EDeL0XAFNzv5QBc6afzQOdpq0QS4vul80
a5itRz6GMH10UcCyAUgq2ug0xZYk5xRmSFY3Bh8FH+/DntW2iXyielKgwzXT1r7o/FPqVBO+iM9m
HIbvrY9J6Sv1IABw7N7o2IVI25Sob+cVQWC0cNSo8WOOo5u8h0NyRnIceaqP8Fs5pc6Y9KMMlMLk
w35YTltIxCUaMU6+ifPZuEBijR+ChpQpkIs1CC9uUlw6gnXMR2lZ6rN9XoD6RpPpSiDc6h6ivEAK
JrIRUNEecY3i6vjyNjhItrvZi+OW1FUDQEf+0eX/qlcWo2dGzGOK8sFwWVPcCwxBZIQnu6GjW977
hCBKr8M0tVBBr2ts3ZG6smKS5Jr42gmi3I8uHWQSTH4M6r82BNUGiE3eAF8xgE0gvGxCpAa3DJTd
zVpJr4pxFFG/FrDeJyvx+wE+EBmsRpsBZKpJYqOxPGeie0H2yEE6m9MSlfPa0yTVKPefnv0NY/f0
9xHsMEj5mudsm23p+c8dQmXxLMIfF93crF7Au1BdzYnYpjerUpxWFBFliQzZpym6mr8tmFvYxT4n
2wHuWU84bGyDn5LWnT61cM4GPS3IJ7n/uEvHJDm6KToKSErN//IC0ca+SSaGUwwBt44LEH04KwnI
6LwP8pNd7sPEnrQokXbEh3fsCBLWJLrfLCttMYl+Y1XmKFpZeqRiNeGRXe2qfT0PkgWGz7qtZqIs
z7XbjQsORTn1BibTIIcBoXnmVFOrCOMNJIjsobEUoN/B7Y2MFTTfk2F4Vegj1PhLn14J7zwtXXVm
Kw9vohGGtYWxNh5V6q2QFxOgIN5tx+iNAn0Mk9+lKTwETpIgOw2FTtlc425AMrXSOkJ/30C4ER8h
yRyFqJlgrmbo7QF4rxBGBi/DTkrtfElcNAchdHTQLt53OBiwJ9ONpviScaPy87ujXBXEDd+E7HGp
+3Eoiy8Ym6GSWLZXag5KhVIx+Q0pvqCPl8IqwTKqPBqCp/DJdIv7qJRoz6gIG45qFkPlo2tD30th
SmzqflSXN+eE72nai4BqVg3TvOdL/OKhY9ynEfCATK99yBkTGn5L8OrufRctD0c4X4I6OmRcaxYw
pFyuFZ71sqaWlTOHSousXMT8zbrbbN7bd0jbMFGBfn0Td92j9EmkjxSEQty8RkBb6PEvz6SKwpcb
OGwMUZfVE8GQ+EYf19lK1mEWioQHZDkTa6UbEj2B68eQAVbClPFUI/lxSM2zMPhgKd5KYv3kMhZz
Y1FcclmWHHtU9mtPx0UG9elG50YJyjVs2P7u6hvEZTBexiNYfxCr/4o3/rj/2nCMwR/mndjWvF3Q
8SG3rGO+FXYxVtST/+70dmI+AvkSC0mDuAW0Xsy0xFDmmzcHffautplARy7iXm+05ftCIg/qrXFV
9yeYnPYeZSNMZhrGByzx/xJJL24U2Yf6LA/bGVUq637JFPvExAb3VT6oeLl1kMfJ22tx0wCaEQw0
2qbCopOeky9v83uZO/bxwZHRP/0YeN8HklLkbZDHEdr6/HaAKUklqEZgUtECIul5Imy91+gyONp2
mWCV2e6Q3x2VPtUVTAJBmcIH3aGo+2gnMkfugD/R6+RhAlwC2kduYkBXYA/kkhzCGbjCR128zywd
8PaDP4LTWb4tzXIC8GHuKx/rkuVDbej1zNxKIX9vLc0NCRjOEu3B/T2oU0zs+sa9n5UWzJJwSWOz
Aw5uM3w4fG+KS0luhhVHNg2rMBR2nu3PnYwFyLmlzgGxkuGJCY9KBeMphwCF2/DRGlFnmEc7VOqP
TJZJ/go9+4LvOhYpXj1JmrybvXJ+mOoJ6yVfZW/jxjl4UzFPzr0LsEMMhd0rFvxiBTR1wuYiZ0BJ
c7cG6X2ttrTIFCmWQ/uVnRIUdhWlWqtPWE6BLkm7arb/zzaBmjsvfrCkuIVM1mZUGDDjo8jmuDeI
CLk3oVL1R26IK3WTqwYeHn9DULfpPE9VDN0fs1vHb203QI8OVvYKiBpOKd9dGF4QxPT6y+oL7rXN
tT1IM8DWHBLHyLY5ipvjMHgCwDpU7C4O4X+2IwqwYNLfHa6MjQqbWNMuykSr3ex8Vj2fxGc2GxM8
fK86rZwIiIoM7ZzSeFbAf90lIyyN3hlf2cIewIEz8OZv6bLVCs/qYr7XByrKfzDXumYYb5g27OVh
sq44o1YensbzJJ873769CAlYViDB+iEy740chgMkfifkPHENMahzdcCTtkVcacJSs7fh3hwZ6cvp
qumy2AKnXST0rHj3wq6tKQlAFIw8nvznpoItgYXL1Edv6lz2W5o8VqtR52b/dFexR6TubFKI6EeY
T/OgpirQDPlEoy7pZv/0c/+XxxEybEM6pJ7IlNT6is2P0giZrc7YlBlD7ZtC0xeyptwLm3fpov5H
VUIm2njk0AuhpsxdqS/iLNHtW2HagdHviGHwS5W0zMWyAb1sl1kjYRMisfkBQn/otC/gYHvZsrSA
c0UzCvMHSsomyRwQqTXqpQKS8y2t5kon69CZZcRKBFGDCc6IEPMbzaUxpnR53g4hfwVOU8cQDKr9
/iGngxXEETBa5lHBPlXUsFLKfsyikYbA+0MKsJTB3/FDwywlzCcYG+7w8t9uuDBbRw/N7PNSBazd
KX6jC7qVzsIjBBJGLgdI/uqLsgkIWOWillBenDWIRf+v/pNRChW5lJe3I36nYHrCzu0UvpiFwfZc
RDhw7fyIZd5aseS3J5pAZQnsZ4LsfOQdbOKP4vez7JJ4ZWdf/bFbDEgOANYiUIfb3I9ZbQ3rKEqO
i9gIiaiv49a/q1+uDeD6uYVMU5wspbD+YriotFh3LLzAtqh9xHw2iByg7bbjezFD/1Z/hPgbk9qq
bYN+nCVM2n/mdKv1DYzG+dJCyGz+MaMW5fpfwNXkCc0QVAGgmAbKBmGJFbelKzUuALRVs9Alvv7z
GrJxvxujmhX7aB+QWhpAG76AM/f6lA+jHKapEeLwEYjKiKyH0RNe+e3omfzwg8rsN15llrOPjvsE
YhV4jyYFxhk3StHPsvvHdicGODNN0rW3n7sSOefbilpkJegrFY09URuNo8UkG84vLkA781BLw2+j
veGWQ69zjqS8+YoRQZNEPVzj6x1QVliVamZaM3VFKGTRkOyg7gOgCHyNqa6YqhRNTjeYAxbu9BM8
2qy5U3QHCY9tnzG8ZVlMx+vlBLi1MUC+VKWEgTBfqH7RJm2MV/IQKScRzFmPdni4U9ClrsnaJx6r
0gmpCVVpvQ9AuPt0y01VZ9FwxVu5Ao+0DZXAbbi9hZepYomRNbeE2lyeSDXZ6najcXR++WrDvQkg
q7Eem765kmbIpfq2PIthqZCeQB+SZy+jDYQCTkon0KoK+Pj5Oj6q68JjY2bYdIOh3BX0wquhmYa6
lZjzW138t54MI+S35bg5ravgSQ/49H7bE7/4XhuX6yrcSCQTuvaB6vHndyjWKX8EGi4EYYgCTzfW
/I9KvpH4A2S5fe4z5gTDawX3orRNM5lSkjYySRRMnOgR8x1pQoNsWuktcPGUumlkt2fscs8xTy/t
pZ9zX4aG+CDjokoCvVPIgwXx8EXAZgPwM8z8XOLAiE5gzTuXgl937EKWrXEDhgtV7sqv6+P3PJI2
LaObieJ1pWYtE+7LfRWVXgkwKaJaFOOm6WlyyauR74FmGA+J6wl5VZHF+pwd5WOWOVcRX2FXR3iv
1oZffZe+dLdlZ8PBwergK95GnKb3mGb0MwYsvDPktwh9OcJ8cyEvnEMxHFPnuIk0ukb91OlUn0Oh
1yl28HgQYziaSNhoiYq/Pksi0CONTbYiUN1vid33AUhfYJubyByJ8Ic8bHAEur/nwxU7eOrzT73Y
YXRt5C2BylJWhwCEiTg8U1P7PpVS4Nt5aUstIyvDyFpb/1GCoR+aDwwrua3ZJYxPcpjrUwTJe0Yg
lmuaMgvpU29l4vxMUYBygTHWCEh2DZYCw2mar+YExbFOM0WpmHcW4W7xRqKWXE69u94HtxzZkzu5
0rF8EZmWKOyNdetbBmIoIqAJq4nrCaUFZ0XOxiT9h4mqXdXv8Rd96cLLmq4WQF55Vl5AP0PxETU5
rP4d1c+K8iI7mg0AgDUHhdUcWaBLeGUgqAI5h5K7YcTXYLJ0KvaTkuCx/NMAH+DVooZ+UO6JkqwT
z+LHse24IYQewlQHRMOKZ+oW3WnKByj3wlKzDSA+JPpC5kBzQ5tmLWWpJqRmBy7yCC4b1uXgpnw7
xEqVEFXcV1IHdTe41OupjX7ZGrGLAHZdfeuP2DMU3NJjNWVp3YVb2vS2GcZqCt4lJ29VT5rv9io4
rk5p1jBvqrkgXn9cTnJZhpGZhSvf8ce0dWX2e9NAnPBF03NKKzgcegwyR9c1vkCAM2Sx8P1tRiaX
R/oAaS5jjTvhwK6jAobIGsHLU/5TknZKD1IIsTKyUx7Sqxr1oUN4DRvOXTE5loUzdKZX467JyQeI
dC7sxA1dhXlugn3JHnbaG0j+EtVrcmI5USzxGxTVeRA6QJhOVEPOgQn5MVHYDAsa9UTLYymE1FDe
Sk6unhkkDQMNux31J//OArO8MozxF/NR3lK1zTqadHKcu08MVt+n9ZyEc6JuLFgltCgMM8US1BHe
c1Zm/DOma38OB54IynLWLSOMFgJCYWOYXtfVQtVNBGQ4lIQnDS90bW0furSkEoDPb4t/3+6qg1Bf
AQGxgDcb6IF2pLwh3c5X5oJ6RP9B/it1TJ3T/znmVDVCeqHHR51heL01ALsqAFpxJixk7Ny/Zkqy
ZgYX/WCbDQ5jsFRlikJdBJm2nSR/zgshaCb0IMIaEICY3lgUMk+iH8uqmwLgn7nOkjurej6U/y0+
iWKBlfhPPhN2p0Ul5fmov6zAq/D4AHKw3VgMqP75ITwO/GMSX9p5eD3inTwKuh4x3Lp6fHoYAYsa
xHCzU/oHYXRBNfnbfzBccTDbUvdMeCb0oEQwrwpwcE9vCCZ2xJ7xjDUOgyXVXI+rCJwM9ED1xTRO
NuMQCNo8JEvLCSp9QWaGnWQjfngVtI6BPNNcoCfwjaaDh8capJaZ6xGwW6F/z7U6gCfC0+NMO8Ww
UpTfTHubARNnFFfICXu3ak5thu4+Qzy+/KOwSzXfqmyzHZqDL/0pOk+31MFSuiGtOhjYzcB+cczh
0snyLJUM6La52nxZj8vcSMN37vOv/8PYiQENjJeJ19IEVJgmn7nVSXTVO/hpkCdrBeSbyz+xV0Id
m4Bf8gTqeYoOMQNeLOKQ/yZgWAnmHVLG4f+nh4wKpWPDXd6PQ04okgw0T4YWvzmrEZSReb4d1kOt
erNRy664Cd1FaeDdnQY/q57l/9dfPhvB0+wxbGiWFZWbrv8cwMu3Vf34g/aAd+9iwdCSlmh+DDUK
WHFGWCqcoMYi+4FjGIRWlYB+iojkHrvzxeBXWM8cUwVhTvnONiQk5VrD1dyDGcMAi7T5sNRw2YCL
CBDU5CGVqPgcPqtRBhjJT+8P7vXkp2dsRIk8AFe81P6rH0mKzw6eijKREExIMAYVLR+dT8hdK99F
9s70+mPksjMbw4d8p/ZGSGNLQ7EBzLmnhOv8A29AM398Hp4FqqGdqqLDB/a0F9ltvsdwgSyRtSdz
1wQqI6lih52LzKNszrX8E90Ac42qbRV2UWZfGGpwzIx8wTTT/c9/9UrlDfKfy3fhEb1fzPtQ9M/3
UijYgNUf/HmtNxEqEkC3T3pZscpHzW9w3S15dfHP19HwIkU3JdcfzGx/xKT1NUff9BblksIyQf0E
wPjXN01YZE1WschthBiPViv0crSjVEfhP1BVduttkC1xxv/gmbBVhctevzJLFERQl0Rej8Z8Swgl
1fCs81DyS6Fx82+/eGhD1b4NKmXa8mTgAILs4HmAnqYRa53Ei3CwVBVXvNX/nX086ilk2IifN7+e
r9vJqqRhCdadUeBIzaP7/q6ZtGVeKfGad7ePhW+wN994hnFer4p+n4pbRHothB4HK8qAwlxE6M4Y
RsuxyFzF/GJ5VpPupK2evNqVnV/iNOy7DXqaBzPTo/353IgFvZcGqpOOoDEP7GAYTwrcEo2Ikzhr
S+ACqG3pVMzF9OTsx6aLye3JGyARRe6V/c6mon1gY10M20mLARbCd5rzStTYbMHwDaPIvaYvARby
Ew5QciwNmHNPODYTPJD14rUEu5CiSDpX3KIHfMUar0WjWrVBTjiEd6NZLxQpAJ0gBqgcGplOQ0Wh
4/9JTERsH6pCosPCN6f6hvBbVfWYEPfbwwiPvhy/358kd1T57BRG5Cp2ff/huJkEWpxp/tkxEscn
YgeCckuPu8VuTirq1/5SD51o0bcKG79FOezMK0TP/uSyZLZnKOn/CHJE/z48Q6qOhEBNCh2s850U
U34YpMRWMTfzbojzkZJqhX0vg1M73GWOvlVtKfWtDeCyJaSZXSY4xJLmeE4q4Wvgcsrm4/+b3TzA
465q9GSmuusD1VZuNDyJ3s/IGIFar5d31weB+gAS7cTga7PWrXX+ODkuk1noJ1Zc8VuFneJeJS87
7l5Zdz+pwzaq7nsOTTifrbqdE/q0/hV+rJINwGVSMN2t52cLdwnKcxgEN1JeC+RpP6osc2T7G+4e
71PW50jFW29m2pOnrpwLBbeYnR5BW1069WRsYOO7e8+WGVNG/r4OQ9Uo7GlN5x4S6QU8K1qHN2jJ
BDKx9OaGEgrH0mo9QPACvKkf5XSmMccacRMRjROKpV6dD8rwFdX0UYFk53W9CTE7Lt9tfHXDrhNG
olkS9ahr79l2/d0onj5VP889XFguE1UclEUEGlE43fC/8o40qtyaWyaamAjXf/MhNbDW2v13cuaw
LEIL7P/6dEGMKDVS7UGCN5gVbkjQETn2mDulEUhKu+LccmkasUI5CMms1UUTnWJIXtESyowHDs8v
k7Vol3ljqS/14/g2Kw8mCNxdeevt9zWZ5W1xhpd8FMlVtO57G1KnjkFIZPweM1QvSnuBF7bM9wWu
fSrf3riCzJZcdOhXpxKLXiyi02/eCSdcS+CuaOBu9biuMLbRSZOgPc6f87ZTNFbh9soKwd78yY+A
rhPy0FFLdgK8Dsx/fhHXM2xwSdz0mlt56YXZOF9I99j6B+sTW6GjoAVRhDj6Qsqg/VgZEI6YMsOM
hfVNvzO7iv5afBp95IXlBHTzHa9SDJDSR36bJF8GaOrzYXBC8Mu5/1NpShXOaL2c2g2t60LIZAi7
G+fv8ZXuLDiAlkoCdBsEkEvRPjfTgj3Zqk2bn0o5bWHP5oSxfUsETxx/CT9XGX1sw9T5k+h0AIH/
sAPnC3Sd0VwWSty0+2V4gTgbzZMhc0j91kjV/FRRpBqiMO9qhkfmwADaaVAJv+PQh+6OKhlJhERR
DfLGRS1G33onx5LnD1wl4mI31QVh7Ny15KE0lPE2FVBYeZu5LZnZX6cuH6v6idx03R6HmNxdZHF2
tf5VAXXuLT4KfzvDw1JKxE5FkrGIteDIIK198b3EjJK8XJr+6gnFtRxJOS0m89mp0iBBQMEjATJc
vdAbPRbMJuDrLA85wR/VQCN7sQORM8GzBP3eRAewQ/vvfdq/eOFYjojRTvqvZcyDSm5v3lIEFQsN
IRpBC9zGIjDm8vMO3/0jlwcc9BCWqtJN2kYDgH4AsyKYy13UxfP/KnNwGnfMjISyAwcUb8ulOhXy
XmvIYhDVlPNQNvTbDLi2K9feST4I2CwT3LAHH5z5LqOOZ9ZoIVCR1LcqY2iiPlCJwZLye530Vcsx
hfRc0mm6II3pCN1l4Elae3zm4SHoSwKwJiTpx/nA2g8gtBg6sS8tbOAfpYZuPxdrMcEN0kU59K3c
4mqThRga3oYbN+vlTSFyjshfJA4xoFjX+b5JcZRQFVLTVswX1HXFQ+Dc5cGHI1rWyvdD3HW9CO9p
uiaKi5RZ45etjxrSKNiTfL3jXAnqesQJ0LRAFyWNOqAvZcm8/8eLFgvFFiRtOSeuLy51PnUjDREH
d7+Cf+si3B/eFueBvdl+LtFNITkHXML8vKXkYOB6cqCBe5UTwRyAg3iyX3kCZSngxgQOrU47+uEH
rpVUBUwvNzls2IoQK9V8fs93lcYBpDn91As9XHxQ4Rx75Mzol2rd0aaHai6NwbzqfKlVrBWBl2K0
4wQ8OyED8VK6PK44VyIyJFZuGa3510sZup02lUWeUI4lyI2fq/TKuJ8Tq1erEHUbak6ukS6Vvgrb
uvoGaW4y/VhOYy7eBSHbBwWjxns7YlbC2mbO56NE+ikP09Q2JzA0rNqO5luvVFg49ECXLmMhDDWU
QxldAZIpXD0sKn7P8pLuBGIeirzY1cgL3oe9WOBMJEntEf4lsUJ0iiUOUIQDw8J7FtzSaNNAK494
VJId1zIYCkD/LP3o754WXVQu0h55P8O9c6mlPZUJGmhj17WKSQpcGmQoiV/NHi9TSzn4PVtYBGal
OnNTdWyEkY8kenZ7bsHbi1WbGmbRQ5Jx+MkDDcekXle0WJ1fLcIaHG8sAOGsoIZmoxrXKXLUPUhV
2KBHH1FLbgTDn3ZIvaeQmnWnLy684sUE9xbgh7+t+dQ0j0BOV47iL9noeMspEsOaQ5VoD0y/bx58
Nm9K2xs0mNHiHL8sZ/Xq2qppF6f9zhHcDk4yPGkWtafdUD4KIE9YZdXl4kisccw8+N7eSeinykPt
/hwcArIsdKWY0oC94Ro7Y41/oBOdUrkn4IiR4XSxhTNcSqXa74ouYAHyMwdCWCGjkVV7zkOzqbQ4
Yhh32XrWLz9xJSX+mV9kbVPDqCkodIiEi+VHuXUBCUFh/Q1LWLQr/6ERPEFWvH8UJmHmFiUaf1iG
rNWJgXmrOWi6CrQ+YAZGAc/XwXnPF99dSzPILVO0LclailwcqAp+RBdOgpHCjdXiafL0sAhUTijW
zdpzcURvSCy9rk/AonWh1c0WIUpx1KSbeeTdA1pqMjYW2x3UQqxDkhC767KdeN1JHiJ67GIqw3Gw
2EKKfsANN2cWy7oddEd2s2j0yszU58VcXGFmiVt+w7tZ8VAfL0F+3hqHP3Vhg05MniJbYCM4cNtq
pN8kwQHsZ6R/ZH9T266gV29X8HXjMKhjdDQYZ+BP+1cpR4tHwThuUDB1ioFOvV97qZDYAGnC/OQs
kSun+6yNt7r++LBzN06zobdu950AdWN93IFRSYbbwLfFD6QYBKudhhd2Z76O/nwyblDq3xgMzuyT
ZwTEoH7RMsQP1IXJmAzYpTpAHwwuuO4zz2sGXlsRXtBE1/uAjZzNfAI1uA8FvewtCo8yZrveELey
Csq0zVP4slHrWvqV+lno27kXd3djBjJt3nY7TTsKPahaujIg0AiKcELWlzUedMyyVGZIzFYndlP8
MYTbg8ZRFBZX4eR4p6zUy+tl1TDUaUGSUAYMrj9WLilXNGrWlufnjJDy3hvM300O3FAgZyw25+1w
SSNMkaNhal+BlqlgKLTUs6i3fpqS9gWjOPBnbj9JIJyjRjdGly/SZjV7UPymFXc6nZFUSZbJz6Cv
uH/CeP4B3RFg2sEHGOoFDOA43/ICCMQ114PDiyHLJdwd28c2IB6GMdOBvFjRVZ/J2kwec8fDa3Jg
myQl26rmzdHBB98kn1vLbbzxyja7B58gxobNaZPw6hY/k3N0R0YaJfi3wgRhB9Q61D79LSOQ1sv2
IlozOmXtzV0H7rmyVz8fSWvc0mQZ1FHxq/vVDQtDakKeXyxEu0DNuzGsB8IwjNTokVSoDPdux0mM
z7IRGJkDKT4JWDKC0UcuLOjZiPQLcoZCfzyKxs6bhf7eAKf+rV5tq0ubqfL/LrEAV+5uURrdNUDS
9VbLfIkRk5FZK06ocGwPY58/nMKbFe7mxvcpOsYAJYGSz8QBQzqs/nHcaM0u4PMiuB4ba5zNXbH2
f5JozcOUIURx2eOm/Ljj6pWPCxq5jKae4JQ91j4WsYgLbZBG9FM/mGviDIxxPYmmV1jye/VI+tOl
fepZsMNKNMsL5AOc1xC7ZEuau8v1zTINO0roZJBXhZ9ti0fLmBgMJuq8T1hOEhLwnqVBL3B5HBGM
sl7TDo5w27X93zcKYxcyX/OLYtyTtswLMomLwNvmdmqm9POoaIj2L+KFFccTKXhb4XPDhOLsCkYm
SxIO/wyWio3atw9eVC2vg9tUXFeE39lGTklwyCm0ROxqze/DztXUsbahltrsLnWVpuBQ7G21BWYG
rRaRO4C+qYUKgR1qRF9IvuvCLBK0aX9Oc9SVJCRhaqZtHist5EEwOUcCwAx/bhEGfmyDtEHno/PU
cPCVL6/I5PObdDJdlsDchIHMw2oOldaqif/onoy6e5QwzPXjaDDM28TvHIJQf2ofK0eIwxBGmBYG
KJbNlyScO80d4ndp5jIdk9WyESMzUS+zl3KI2bS8CH92dJcLBIztUj/i0F+3Cj5bGImKD7YwLEwk
OcXXRGoZpaToh6uuUKd8UOGZEeE6S6g4Wlni61/HfA/txsMxixSwGww40e3x5MS7quibKPvTTmuw
30WEWJ7qRD7dqKX7Z5OX4cptByIgGa3W7W0AlJ/TZQBqTZ4lguba610RIWN8QMJPma3qShWHo1Lr
bkY6U1R4UK8E4csR/OBS4NV0tSStnP4oGWnCwUTxHsWSe73l3Vf7NKONqIwc/W8k4hWsXQM8SFbI
XNaSvssdN40I4KPxL5z9ASV/TdIv2020SVC2nmMx+QFwA4x8b9Qcys7+O33+qEQIQi2w53ea/VyO
5ooAaiFf/YKUSIuXwvzB3TlO0Cz9YUbrwqBi/D4y8hwyb8TApcIf6A9ENPYga+Ds0A1+gHu8FL+z
50s9MfFPZ+mQQF/i0qXRl7HLMqhy9Xn0MOX5/YdozSOyBoCQIkLHaDvwfpbAgvbP7oJjY0SoW+tK
1moyiOEEwN8ZXYs7+UgcVaTYCS2azpxt1ss4HsCtlv7eagHRi+DOKnwPmkzbYgT/DsR5cwUYHAUa
uPP0BqWFIzHQjkUVJH69nVN2ryBzOat/3EeW8y4XxYAyVxmu+pTSKYB7KjqiXG6Ff2KySCBWJrvv
ifoQR1BSDoK9mHEG35wG8jjjk++sX0665At9PuzQmUB+xSDG91t2Rie1gQgRMKzqIDUl0GDXIEWY
yqMNgA4wTLLiWMaREjH7CCvrwPNDVu1IJzauNvJ0hU4GzYGftdJVTwBCA3JPRkSpwefYu3Mi4Ynm
DD0GIaO+FPpcrSBTGBVzr4Xkdvm4vamrx9BS95dttOgsTVtxSBFwOGVcx0RGt73c9/K2iNiAhuLd
2mKrxK/ZjjvqMcsLDlRTJT07HVLXfWcX1rHcFw1TDBchaDWK5U5rOLBmSgxk98Fs48msH1q7OQ4F
MLpfMcQYZtw4w6MfG0uGzCxfGPeddimRClwPe0YVfVtN+NoS4c3xtJHmfsWA6wA1/beiJxvlT/Y0
Wz/Q+Ls+RoTC8UtPTmtavMJkEc932Fv9eqmbtJnjeQRPQNhwpcwz3FsyXcapuQpADYIn/zpghaAf
Hc6ghAIt37t7oDdV88uC2NHyc4m7iq33mOd+5HCLjV4LRI0Egdbo+LHkrXVKlm3BQX4GzJ5bkgLC
L468BHpOnJMuZyKpuomkXPRYAWirnB/167dmCGW1gO6UfkFGs8/yUO5EtG2GVPr3z+UJVBslx5rb
uKow/WWJunOAyxwfE4u7KmsjSJyrd5ylghw50xFpKOsw4nSMidlJO+UgUJF2TdUXJ7LkPZHrALkn
8iUPfreVklsH+I8QAoiizIRM46S8kz6fT+vFcPqU5P/Rw4+cU+64reyk6qyEuKAg8yqwsnosobiO
jdLOQYE7jc9lQTO8vZ+xHyghf+QCV3k1zm+Pq/qs58cSbimWAro4x+t5HzZIlUHFNV3acTVKfZ/C
886a9kyE9C6N/no+p7OLULblaZgmXPDKK8ZdQS/aE3/UmRGkNsPyKLqM8iJbyWRXLvfji9v0LBSL
6lU9gONeKsd1Mjk647IgmAtyLuel9s90xrXn3F7KObR1WEL2NS98ctgxEwF5oARXXH4Y4jOcnmjC
Lb3DoCOb/MOe9EPXNmHox82TX6WKDMfq6sbelB60ygMs9n4N1BXMs9wAYp0SCp3OCeD4/pQh0YCz
GZdY/dLC+/Zkg3TCeN2D6XjQw7g4YO76cBMEVSgDXzQp7vJ+d4y0v1ltUfNqDz/cDag38CQ/Qclp
qsX7J47xTZ45n96vOV5uDWVT6Dlx2twJiu/e8FWRWlpWhT4W/aQq7iLJVkQDrDF4VTm1ayCgbVsf
dGmqL3J1WodHM6XOrWk1a+zb35/rD0bvzSTarJxBTv+eeuUObDWBuf0gD5BwZbAgsiVeEt0YvK2u
IG60SiiL5IuvgYxshYpvFGlmJK4uaUMMA21OaUozAJIfrUhnFURXPZ/vvMvg4WJVdfLMLzGq4tV/
HrB/RDy7CmB6w+NK2zFdSgn/Vu41sGdM8pWYyRH34UIKSpgWshsaeTJ5dw2lLbmUwktwUKnAg621
zm67uCA/nadovSvFPyeXk2q7Pa+FdRwprdh5RvW5dq8+1tFbQqkxP7zBdwSrb+2RSmm3m30+o5Nb
t9pMol+LTefjWNIeSUWQM65TJPrg/tLJNY5/foERKN6jGrtTQs4Mck1UiXc/9rFOuDDmXe3Sy+BO
rpGH4UBB2fsVJJ0C3ebqA8IgtusQBsFrlI/nJpSg8RWlSFSf9uCM4K89xjIFvwATDlS+ojgejTaq
+455OSO1WVUS4+jbfZygPaMoCj3XcSKsZwiSYB65edqTZTwnWWyBD8XXdenzOUJ0HgCiiP8QFx2C
5JwJcErgpV7Mkz2waKoWm0nI7SgXPIAnLem8pG9HItcX7873h2JKZr59B+ojcX0b6TZHiwpItDMQ
ojF/8WqinO71wIKNgdIa98GDhp5TemOhOqPu2YvONFwnsMQL0DLTRs7vEeTMoPZF5CJhRUp/7vmi
HfNR63k8QPdtmqvs9uZYiv1IasjFqrPzJVCPKdpQUkFEocTkZF+rcTPWSg5pVVVB8jE+9UX371eg
QRFxXDDNV13xt/bBwCCBhh73mZXZNEw+s0kVTmqqK1R+wG7kfnof0NsWtkfemltY9mZBKg+IPE3W
ePG16jGNKtSmUxceoFh2Zp3dJ6iBZL3tHqs9vfiPwoDPNn7Lb3fKt+ySJhLKKi6JYkvKMl7CH6D7
LbyeHXM6Yy5eyktEBWIQ3VTtBzvSRIMmq2tEzDly8D5MfQHA7qF0Mo1Awdyy6MIOhB/Sbu9SMyy6
vg6D+D8FeuNflkf8BoYEV2FIVcYWO2awlNEtLljex6ZQkGV35LrhWtX02kx6dmstH9fvzv3XNSQm
kLFPGKCs0PGzVthGohsKUqOC//eh5Kk8LCRVjyQls/Uok7mgw8DI8pcp2jGz6FQi7w3x/7mD19fP
ASZCZSURoe24GGHqAz8uaZ8mjFtu7qh68h3KmT2q/sIve+caCNBaBq95vKorPq15WUOWvcNSP/9M
Idj6zunLAheLflt0phDjJMM3+QxUwUcguyCnGR8MYtWdW164lJOt8LGOiLPk6KBFgj51zmQGOOr8
BBv5Iuuwzz0KXU2z785Dmyh3X7hl9CSMjqhFF2Bb0r3N/pIDNRVTUBQp71ZQemK8jA6dZLKLxqqU
07VS8wGLTzfEq86xhIztiVL9oI35yD6uu1OuaylKfk8JtTEVgbzumC+E5oXjLk1isic+/bGxG209
U92lkR0IbomQ+K3EobWKjdFQ3EONkgS8oxsab2bnaBTr44pM1aSlaMSp6opwnBIa3n2g87rPBFpw
EvaTqOn/0PnVVMcmKPZicfMdjX5ef7uv3QELWY82zv5rTyOkitGQwT2RY+XJw9hCsjpnT2UwSOSZ
8tt0gGsL8dbOWRiAGRSCjzxZeIJlwAmMA0c/wZ1iA1ntZKIwbENpUbt/yAJHm9ifGAREpMoR2/RS
oDNWp+1qB1hytlp0oPgXeUH3T+tJA+zkW7fxjH/ZL407F3LtI8jvVtDCzO1yV+ZjUXOX+YTB7878
Uo6g1yXSn4oY0nxusS3nwWGZgkAeLm3u/V+xjupCklzQR1vTOiCI4pN+KIKFVItBQbiZSmejL95O
iOfaWnFBnNlep427w0HmSL1ThwIOAWlx4KLkYAkW62tCQSgYHvB8wUTiGyRJlL0wtiMgtjNHaMC/
2Ndvmc0wUgcpZU8ks2YKorf7B0/euNwR396y309uU6UP9QTN1PtJIYIqwbZ4xIZ72WTRHIuBr1cP
zrtMiPj4bMBQAgKnU0pWV7Hzsy2Drf57W5gR0fPz5S5pbY3sLX97q1HstBUJa9XQU8xMxUuT169Z
dQUWoSBjAW54eIsfV7TpLJ3rRVFZFefLoUdvZ882lDt0JlPaqspcZjaU/CG+wbNp3j9QzaymXOsQ
5u988Vp3pI0n0Ni4a6oy/gorUEfVAaPy1qs7oTbUx9uHBzxbO7q3Ug101w6X0nwuFBx/CJT4fseZ
BfZeeGyqtCoIPhhupBj3reJtKrNTEAfddL6tfFm89ELobBUXNB3pY7aq6zu4dZt4btpcAnbxuz8e
i/J0rQOk/Imo8InE38JRbQ4uT+/Wq9ffsqJIL3An+EQiM3ilVHyVxjz0Ty5uaVjmAq0yq0C7kJQB
clUrKNiOwJIjGtUvarJ85Bs0QiW4/flxFUZo7uIjbESjJWrQeQ6QxWQA1VivlYpGL3IUGIBMLdSF
L8/gbCXpJk/N9AoCtXjr6BfuV3ngqds9y4sE85GC1isPyWGIcVvLq3NiCsW0b7+y1z+4Rve0dOAh
wIzMd7ndQoC+QZsWPPFLyCV8tjhPtNG6r1Zz39E/8QHJ3PH4BJhr4XNUQ1+J9qajVrxpcknIJwBQ
DRZYE1SbAeYlfkuTVLHD+2Y8/vhJVv+vzvElqPB/2ywjd3SabKmJtiZ89WTpLP5MsezKmaCY20QX
aMF0tXX7wesQa/URcaozTGEvayFxDoZnrY1wG1y+pvrLOWzlfHItRjSxSRumDxmm6YWrxaIQfMZ3
wfc29gJ1cf2sfK5U57wg39uOQsHsCdDWR1UAGFjSJDKkqyOqkrdJ1xKUWzSR3aHTDs1IDGjt4zfc
y5FMzd3hrJPaQykuYEFX1NDYZVqOAIKf35dLLVLQp1F9dNoGvNVMW0+vZSa5+diHePu7S/OA6oLr
WpXlnCNRO7ovp3RuT99eAZlioNBE9eowNkjzqiJOjImOsoUf+wZ3FaFiJ2WwnjKhapdrMdgYPccc
uYMGktgxX5efaC1KXIQpqWYCS1gnqMs88erc5R7Ezcp53GeSQqvpIZ0STPvryYmLK6Cz6qfawYzb
X+ztDvntP0UAFld+BY1MGc5V6Wf2Hzk3H8fm7cUr+d6Ha1WTHzeO5jtY/543kcgQMveCH/qpV5rV
VAU6xALe775c9Gaml5keRybL2X3i0JV9c/XYBZ5z8bjRvNQOLlt59N896YZlTCwu1U4l/0tfGKye
4uQWOlqhckhAvB4PgH7QhUNoSqiPEIPh8abgLVZTahJsZLRINZ4jqqSgp2PbPJvbrS016hs3QkjS
9BQ5BkAu21NEI2IEfeO/F/v/RYTCCTscRLkNF8Zyh5SnMWNLf5Dbo8fgjz7H2WkVGlqs3lQyZCSE
2Epe2VJmhBsI76mdeNTmpjWCjyeHBNLopggX9nkBoLFacw1zkZo7dqT9Hn5nZPzj37GLnEIWR/44
VSlYMu0JxYDTzt9SfWpBjF4K2eVDbdB0Ge8sZTQR4ZzJtV0OopQMb46pr2WUDLu/KEK29tpoJAeC
JveilAvLF+Ba2tPTzy5T4/N+u9rS1rvcFf4zHui0xu7COSJ7DpCvciK7YbOOwwklp5tJelV3exm1
mbdanGbOfygeqI5uRzFlC6yYipTRRvK8QmBEbdWkG3u9S/f8G43jtDTNwCiWXxn3Q7hXqnN0PZxb
y09b6rOaMV7lEjTFn32PGsFmAygiucN++H3J0TBzViZ1WzLLcFJT2TTegS+qc3C5oGBTX1VSm7ZJ
POHhHEpx8fvkZDBMno7ACd+Jq0Mu6s2a4nGrUmdJbwzDEzuJRezuyWazL2WLmRAIYVbXpHAWJpux
HXuSfUIrFCA8x5/gYBzJMUtK+KiFPI1ZFLQ4JtOCOxL27LUsFDti0B7KYTtAhxVYUGM3wDwU08r1
5aDLc7myw6AmOVnbcESM8U1YMmhqTuC/5x4+D4aHgIbaPMNwfc00+aSUM1O0F4p/JoZGUNgd85xn
IifijgQhX+bAQEEF/7d99LH5CURNUzwDhFDoME4DZqlfTRqBZzqBh3nQDw/NnNX3V8W27vH83WSG
iiJ1pb3jMhO8fBy7P9prTpYggeM0eAQsbr83TjAIHoXUG2HbSq0xlAPkgT9yp5N1F5IQaFjkf87L
KwFJQwPX7VQLKHxwOhFNnVQ980gYb8RjXFP9tSbfR/EEhWJCHjEJOLnJHw86ReuMgOEev2/TyU+0
3cDRYSbEQblhm11llM7Wf6RBDVq1DM+J7rI7ZVAnNJoxXog/Gt5MykqCG96pYs9Z3DU7XxJUyv1N
PqikGHmYoTWRbQZ+5t2FDPvFVY88DHgo02Vexv3YnExjBGwA8oAkFdCX7ib7Lq5Pt3f9ob1Ln+pL
zUnMvhQh7EOirV4tLyOMuD8bUpJBkXGVd+6rANGGtRy3LqiqvKVGpCGh0f3ha/nnnJq3qfSke0mO
5hNLTt9PIdqp6c+YYVZrLuWyypdGIGnD9m7AKK0l/d+Aa7OmEhRJaOE3UiHCGTScrSyu1iQjuiTu
twJvn4hJ/K59PY5bLz0/VHIAPyco+knXGOkp87a2YqvMWPnulGmVuXYJXDYHU2xMJ03q2GN8/Q/1
zIreukIcrXiujS6qUeQxJuItgvsuy9RyKIOT6cpdxbY7zYxU7O5XhtjFtKvhGHZBWW5kTGNPEciN
MoZ6ALmiQevj+VeHyUVD49wLA/lxbCuJJ7WdgMXVx3wpLenJkZoIcr3v7sW0XITehTqaj11+P4XS
6ffCDkKfGljsC2Bhv1PELgwwUQwKyh9qD5uw2Dcp1iMCPsgtiVzOxKpGvsepTWEREmzrQ+yOX7tc
9Q1jrwv8htJpexJOp9W62DkZULKW0G+RZV7lvLdlwK+2bd74o8HTqDjpkgoTDYQnl4pIZIGTxnxI
lNm2vylwMP9SrbzpQj+IaLpb0cCuAslpxpf7x+ajyUyIS1MTXb5vg/5B2JMetkg9d7LmqRbLYtyl
AuvG4o2MJHapLJAyZ4NYbSK08TeF4CxaGB/8f8WZukVnJLVoPvWOxpQoYfQu260GOaPJ5lCA7vZA
TQ3z0lvOY9Lhiz+Snl8ACbpxX4uMcu0dUDH1H8ljrpd+7YC4+4c1NLyNvaUStv2i4LGI4QOIkA6n
VxyeieMpRPQoY8PsN3C+FpNYfHFFSmwIowOMCfl822n50mPs0c+MTb1szt/wYF+PqdZUIMD9oER5
2KhKufK56FntcyM2XXhS1pzt5QvQAGoqeoVuWrWdTPs7nHg3us4pmx2gfKxdAUAgH4rOIcPXgPZc
BqqKie95RNvQ4RNLfYzsOtjtrfEZm8YKN6krvIrfJq9OibC4quq9efn3/my8I7UveQM0+9M5wQOz
1/Kmtbgy5XVruBxPsP9lKXhTHQtOZBr3nMMwRspdYsXq9zYxb1pSPSGtF8+NWCEjaskudr9ZdpSD
g28DAsmCqRtxy6C3lhogjx0ZGpiY8GC51q2zPYGfo0jjxg02d05xfJDlgf2BWaTxxMBXRISpzzdZ
eTicTnHL/MOQQJJWNoTUe1QmopORzX3aGyZ0nYBk2+VQAVVXi8wNZFNj7MHWQLznzIJP9GUE6ARl
eKk8ef4ubvzUENNdijsp1yax4avdlAvz/8TT9dJ/814fNHsSjxT0l5+8c9h/vcNUqLS3GkGSM71t
jplvGQd+3RfP4uN/dXiikKFLQodSyRyMsRO0x4veCffej/7RpxkmeZycT1djM2o4spqKEZxWGJCl
2lXG7tFu1jeUMwsyWQLuFKco0+HExBQH+aRkGsbT17hyiXu6ymruGYxfiTmWqBdJDqh3CR60lmRE
EtP/mTmDPhbFwjXbNs5AnDBwiNoX3RzYhwKJ2kEVQImyjEV39Wkkw4kKPBbItpfV3IzX5+J/XXSW
ZOkJz41xrkoLkbO8MYRRXvmYfsKtkp4qS8MXCXuv8tl62SW7vF9iRHCJNd3e25QhYNK1ciuZcIv+
KeOSr75EC2htERD+rSUHs5qgx0uUmHxQI+iUGmsvMjueNY+n3CnFZQe5NEZw2DQOQcCLEDRFMrs6
jlJtYSPTNzSjzL42JGolLB5rrZSvI6RoLikFtuBwOE1C7KwAEiIxDeXD2m6CpOHaptz+V2LICHkv
VCWF3SoKuXpC0yvItQ4hQDcWwptcB4EcxzS3rJ8RXndgTZwBWBHOLnv/oQjkdbNJMvjcL/kjNcs6
atTlmuIKgG+WRdpsPmikEdSf7i2P5+K3ecrTzUom51QhvaiI9mpRE6Ne7ESo1vDUoZ7mZfzt0BPZ
bFnHh2Qg4rSEOhqvfpnmiDAhrZjKQT62e1/T1UYjPt/W9qR5+xa+QUy0hq6Akm0DGYKCk4meAM2f
Vk6zVB5p/jYqJDeE7dhZS7KjFA4CI2DwpAWSwb0pF1L5sUP0FdXlCoYReEmGNuwUKbvQyyU33I5U
/O+q3sbLTaDF8CjYhZ3ETzRyTBJ/XqIHpy2RlPaD3gBhcMytFkYx1+hbJ83uKPcesWPTJ3SRcJ8X
dZawn4EELE2HNnuYQnSJcjbNctqaZ4jFq77lVlZWxaF/q0fwjpnk3e+I+IvF69x1s3WBVRpIihI6
vTE670OGfVFVSxq/8/M6KY5iirCaS97DfJVbCe5vE3iJp+HvgaDb6UsXxSJ9hRyakTUO2Z42j/pm
VcGqfkpoTWw+V5tpdKYZRkHhUwJ8rthqaJS0QNBUstvZkZaYZMrPKZvY8EP1slX2tP/SO4zpoTZw
GIFTLNa7MOGDl18nEEq8IbABQp7cFSeYoyyL8bW6kX5JNOX6fRy4vMat1K+G6bWg7+xMlDUYLq+a
OOws+Yv7ztj6d2dEyskhHXs32Al/up2niNIQOJAZSYw6bxMfqPqr5uDSiG00PWP81gqiIv+Rdh2v
bJupP91+vJlDl6g9A+xQ3UyzuU3i/o49RtXDgQLhANaVMvSwOn6EZH1dPSMfPnew6AMhkvGXpD7O
HmvpUb3dEcyS86AAmkJb4X95lZhVJDWly60vXbrJo5LmjVgy88Hx1hqDWx9gOiOG32NIYe9uzciT
7fnTj50v9DuVGslzGNcZLpMFwp1DcbqzNV8a4aK324P5wzSvB0a6yk3er1c4Vv0VBcPu5vpSVcev
HmsZRIMGu1/Wqk7diYw5phNeBWLfNQw+tTVckdARxkjjDK1qYlqvsdnOzkKFmYy6638JKmWBFibN
jrLu1LxDsJgdNnb8si09vrphjDv1t8lrPOzQgvFPSJGfmV/Tt9omVupxIuFKTM3lGfuoiwYaNWAV
5xlJTxG4I4nqSG4y3XtHWY3/4Q/aVMBZS5TwXF+hEqkYFprARSXp4sPwqPfYyZUeVjOxRfMWGQvX
3bM+TUMdHXQWOEBnok0DvTe9UfDHZSsDJvOFj9tODUAmLlPbCzGTj+/oNbChEWHVz9hj5Spv9s2r
UQUKzsRQrgUsJpjdb/EoSuV9Ot6HQkqUUwfgof3aUgxg0YyoILE1mpdpIOdLhbpPbqFiNat1y3IS
vfqoKDdK/yTnwemE42cqoFvi06lZTOI97wp/NUfJ8XvpnSbkrEiEL3/fj+7sveQzlplBAdaVaGsb
B7WMv7+ZGZ7XeKS9bbibdc2F6kNjRWSG6aPsD8+5m5s/uLvFSNWO1vukQCzl/YqShffSUzJogsV2
lvtXcWmDOXyMRjiCruyvWWasvtiH/MnFQbycy31zhj9pkjIYPMt0yQl6C2ny2N7qKJVkTuuuxkJ9
9IqrA0vIgRvHzqUr2oazeZZ1kPE9Lvk1ROjEDWcw5gUSXe7fByzs3PJn+xe58EwhgoKK1cF+QzTW
xc8PU/LvBnF5E8ypYsyP8BdwvY21cPWg349DR1QGBUM8tCCjum0Y4tiuyOdFodrh4C+KdiNxtnk5
CK6eGH5aKunhfqpjxPei5icrldCga/sMN8ha3G1seZADqJ/0cdp/KSdotQKUKTvGBjmrbR2Vhqoi
fTm8WVdxzcUCI1o0YyPIRdH0u7CdbwgikkHqb1RX+ixQxD1qp9Xh0bun4p+17icbcZ0oYBVhdkTw
ltQUbrd4cIFQ5TfSG/pOS79wHPV971rfsh078I7g1zn1MzHnWrLIKx4JQ+2qfYNJ8I5dW9qwdnAV
EEX5xm3F9LMRPCGXUVifN/PiVAts7NvjgSpBx1JBLOa4GVuk6qK7XFBvkaAosCp4kWDuKP82BpoU
cCs7qgQnthe2fGyHYvGcEq1OFaPP0F27q2PdTCHPLlXS65Khyw6K9JGBtxHnwVQyu4Crc6T1AEjq
NomtGlrTD0FMD1p0fnD2ninl2xdeGfbaZtEfREnDFSXZi5D4m+m2jGeF5O9U0Gpff7q4l2K8BHpn
Jy76/ecfK4bOq3XEMYR4IsY9uUY51rG7Wkvv2vTZM6GDjJGHmV1e7gy8JWV3+ShvmOt0qJzWc9r+
vpPJfiKeOmOsyiaTj8uHiY18my2F2/OX8XE5VDNciGNBUu2eqy6+n74MP0x0t5wYLTylp5QpXVFD
/fY/kmf9WQ8NquMy6GtbC2iED0FLWDQFMg3JeJcd6AlpEq8HsacjiQHvIbuNlrZvhuMYEipNJObv
yBdbvKUqKfEO48tSFdsjc/pEM4wFqVS51Y6GeO72RoB4BCrT/pRVeBCgc+RtZEbfRUi8FTB9a0/b
qRC+7VIl1sSFqTsN0qJ8gfXCN41C7PnCnwKQeFTNoxvy+lX/cS0HlxkZMqrQ2lTVcC+/JXiVgVVA
jKRX9x8sXkdTpAWwxsvCBKNw0heZ3+PzNurg7qF9m8JxYmZWVGPaKudxQ0vicTGUv58GcguPOGRk
U8PYY7HmXr2vpLE3XCLMjQD43nFI3uzjfHybTkf/rARj8NpvPDL1URMlheeVhD3Jt+HvpmE9yuKJ
+9I/NPlOxtfzuSRclbaTKMljAc045UdgeeggmaEpfyy+MYwcSUjFwYfGdYJbLwAntzQTzLip+ImH
LPIVRxAJsxF+4DTliAyxEX9rV9dmjzezLx7QwT9i+j0zO80EvMdQYTbR9yJbFoM0NMsK5M5wrABu
zkCd6J9ogp9nGT+5dBf/gQjoRaAJENK80U/uf0GULktgMYtCaJ4nkwPAM0e+gqVg2DMCAI3laxls
UrxedmygJ9u99/z71oQjicq7nzFSGlJHrI0lfEBjQrlt+4eOo4Psf4ZjbcwIHbnWweVFem/9QguG
u+adnvIEvV/SR4zVmypdLk0z0u0Yc9aZkrqvLSAh/FrDkPqMb+39/scN1ZIntwsemMFhFguEkL6B
AZ4SgcK896CZlw2M1Gsco/pr24dmjTsxu6AonQP6QwcTNqB4cixyBIIBcWdjw0ilowu+uYEKQ9/m
CQr2GiZNNfmM2Rejt3CGKArMxsj2qHvQY6dmi5O4vJw+e8nLPGmclEEFozDxmAQdnx51URqEmro6
GLoRVvbxpW0ScZhWmCWl0dWn1VUWuYSjjKanwMdrKTiXcnBBMtbbiuGEMkQUUP/PxX5DHoQoR4RF
3Ny80KtKWSbcIryPmCX9BDKiIMqEYZx96cAEiMcDJq8DXmc+3RwKCEVVNl64aeQ7usZRobwImnFh
AysfgHNN+qijOIdsRFQPK5kshrM5zeUEPKcZwaMjPBA7UTbYqmfX+MdMiHDyxskQoebpcRR+FPob
NqQfZevADDddY7frc5K9Mm5gE0NVaC2wgYNmRbfR0McOhwtkAF8t+z1b1jNLtFP3w9vf4Inz3PT9
wElfTnS7v7QREdJ9u5BRqSSJIIVhaIdEO0NeSxk5NT1lSzky11kyOKIO2uz/xIQF310OGnvpNEiS
cdrY3V67iGbnVpSkmM/+cDYVIIaCoHID4OEs5qKkWW1HqreBkl1ZRrPFXrjXe1g3RJIdoUNaWtGI
5OE9it18HgfDnUEzX9lC2dtUPg2M2WgTsnrMfrnS5YXt+XdunAY9aTOtuoz90Oom/RJvS3h0ydgE
Hic1v6ObHRYGhsdSDJB3RFb6jM3zqnppfN5qR/L/3nI8Buq69IOIL41aykQQZc534Z9t9WBoj/GU
3JJrO2bR7LAoxPrsluIK6CKkcD/84xq0L4WIMzYr9fdr/dNbeq8umssd35l2VW55PJ9blZ4baFQH
sRD3HKjcIhVFBFlTxHxFjVwBNNrlOfbp/5AXrPJxQjKTgIKp9RsyGAzsYL4wBTppqk2hgtc5EaPk
T7AA5ka8+hq+vgVjk4/ACo8wcmWKBMZpv2QqEu0patzO8E4OafGDefhuaXLe+dPTSS//plRzXNFn
BGFW40VM6JKcoQZTJQOyDWrN+kCyVgHsiRQ1LqwV9pBcs4h+2b2L2u8+jNoXit02CMl8rfiEbGpr
w0UyAmP0vO+2XHI77vZaJ76HtY08n2jOjxVGiCbeZQs2/Ufzyoao7Jdd6vIL4P5NvkiouwRBAUCa
wiSV07Kj/IIUYr9ayAgKrTh8J46GSx5ZwyycJnor2Mqq2J8EQBpV7Uja6PccwUYt7hH3ka03cko1
l/Mj/emqQ5pV7icQsyy7X2Pwqy00T0m91hXWwjyoBA8bMylvEZO7jvYrKWi109tx2VhfDYZNz9Sm
O+dsiLjNzngJM1uGcBxHZ/tkc9869bL/6IaL5AgrC484c7ORjPL7jsn2mbfFaVB1L+vfgLOcODvP
vA+XfGmdUbFWH0GskInAU6PcNGFbqeyb9ACj3MpR+h2/nis6l1tbUG+4kNFua+1okhTGg06xlE1k
Uzi+mVG0TBu4D/m4VRBZRHi7UGGdQ3fLS01C0k14nVUl1fa6pNbhZBZyktiMjEQfJvTFtUwMBAN7
yEgctvwZuG4rnlQd53sSzv2I1mZef3z6OEFkWkTVhZlVMLGwqD7j21UaigPK3OhDiB+P61rbdECq
1mnhnRZTcAKUkDmOomxddqOqsEbyqnZcr0Hp7C4gU07R3JlppfDXH3c69v3Pk+pmUhBKfBmObtC3
zcd223tGd+VJK2b7Zw1I0+77HtdymXtQq6zwKlYRxNwFVqlLDe+5ayGD/2w3va/OdQ8PldxDVqTb
12aTTKs9wd0cu6Mac482mM2IMK7ChSxc55Aw2KmU3eBxiMzLRmWB4HzAjvcJBxmUVvzJVs5t0guu
1lfl3z73eRX1hTR1WhVr/RhGV9PuVkpVoDtkBHn6pEjSV9+82Cm18zawt5vCBaWDCmxr2j1w6qOz
QSj0U0tEbODyxfPxj4+G/OvIA7zeMYZxd7fcBJwE1D2NEZD3mVKJRzlExDlfkSGgDV3ku9ILKntt
p4xILakAXoHG9E3Y8c7Cf8cMB/g86JqDjrOiJUJYe4SEUE7HgeflLBIxQmAeq6LkI2ojmDlARHUR
a/r/9PQiCbWx4e5f4I41PaUzvUkEqW3EIwOXaLfG7kf311Dz4js8eiM0a2VBvbZGwNjKxC3tm/o/
MDYObIqapvUrDSgULyZNPF7Du1le88dH8OxFzq57noF9PP+J98r1WAvVPAkJ2onaFmZT2c7Rx4dH
lITezEMkX9DwNutzp2cvIoWNKnkM1dEIRGCrPS2ti9e2bFDammVNjfvgOe9+nBAKQAqD1gZ0viAv
0oYwtnA+7yXgrGwQ6pf7bZiMQ4H5pJNSLDZV/yqQBTcggiZuR5YXyJKhv7N18FQu27LqicibNHxr
NzPRatxRQFaPVKXbGMtLRQ85I26DHS4SF7u4cZOs7YbBi4TpJYfIAgLDKPYeCHZ1c62mbWIIfpBl
86x6ia56uVax37LKdFrwceBH4Khp1C28ecLqVA98WZO2jWLuhjBjDU/MywV2m+pj/e5R6pc/Hzj1
HXPehsribqUZKG23awrZUnC3ser+t1iEOkibcdSze+P4RAiAjiGjcp1Yma3yUEzKL0y6d7IGPa2W
P3gI16ovFN8+XQohmFgb+zAhkyiwmwkkzjQOPMvcKPAQyYCAaCOoxy4PIOkT0miCg8E/0iz1S/vC
x5v+PeWV6IPluMQsyWGeRedfmDwdfJhE92gj3bKIuqHpBwCFxGCDWU24fNqC2OwsqFIOixX3sBr+
1jslzUTHF1Nqce6jxka0HxCE+JL1v0LZiZsdIEes9yEVGtzx4o8ZK1ah8bhJoEOQawORUU80MyuF
Czmb7CG1YWjJ8BvyeUrlzQg9tcON1eOPb+U1nVS2KIESF/vnoxa42s8ATJ8xyv5QRACYjNp+fs0X
el0CZe6sQ7YythgQW08zjxKpMavyFJ14U7m2/nge40hgNzp3u/DE6eubYWh9Mc7GsHbqCgkr6dcQ
CdNAu1pS6N8+caUAANKvn3ImqbmLf2SbHgyV3HO2h2y/1W16ZSMsV3jfS4dzh9QdGDyfU3aG3nVR
0OFuXDTLCD6X4NaO+3JFM+zzKl4UQBLpezvRVWLcKvZLrr4ZxcVQ0JFKLLJ6V76rJlGYaACuhn4R
9QNS1dwM5SKCbxFwB9UxXGLMrr8Bc3yvex+rKggjG4buTqkIg9nnzKxAfOAgYm9GR9NyDt6OGjUr
qxvTGgFXVnoUHZ1oAxe4hd89zCZBjvVOjatQQwmJSVwjaT2xSZbM/09i36V0xuRvHkLOzYDMvhuq
MQ2fnXKKXkQcnKzHQCMFYkNxWBBdWPfsQ2XNZdQPFG69lO5ahWmtBwqoyJ2l1M8b+j5kcx2ldjL8
Z6fx9Mav6fxpzd3d8UeU+SOfb1Jw1k69IVEhNYeShCoEp/dH3P4jvxpT4bqHEFc35S1oaCUWdJR1
EiOhAhTPQMf4iZquthlIWI1N3o12KoXmg0poVrXM4/ZQ5eVujpGyKemwtXDbn9eMFpXE5oB0UmVn
jVjfXzvT3RMhQptI/PxMBwlAeKgSKy6ynKhG53G42PR9EdtM6Qx1y0Iy1Evkkn5/VGu23ImmaYbd
MNVKTD33MncH+3oZM67GcmLO6FzJch6sMoLOgHelUl3Lxs1p16J7GvTPW/H+aK9PvXMYTN927UEu
g6O3nA7VhS9uR0cnI4WFm5Xm0pqR0zP8ZKVbLuXLof5JBFp9F6rBy03PybdMlCjNtpnsH7kS+70b
MX6TT6q+ZtrAgmAjE1fWKNXv9/TYLA2XCZOyIfreod0BNZeKWR4WAE0HC0IHFeeolk4QsY74s9zW
OXXu1axz7O4o3wJaGEk2rTUSMakzyljdt4eM5YeYcFtGDWBbsw7OIDhHuYakdLEiIxzlP5FbmLbW
qFKpJIYi+NMpxX3GCsPP2aWQn2coOTws1ZnwuSWcGLmd+9mxaoeFeBoL3j3l8/CEC9E0IIUePfaV
z9qYyph/qquak5D3oTH5cah1nOvy19o1xqIr28eKCAXVf6VDenhFhhs2TaVWE9BXwFCHEvM+Eg5z
M8UeDP1M76n9h3oz+PCjR+HSrzHk/ogIAe6n4nCJ+02EOPEeA0RzMx4T7Mp7PpgJ4pRXz2cSlQeq
/RLZiORJbz0EEmazAeV9vJ5WoGDBmDfYuaX2Rmz/A5PDhhBbJPHulp2rziACTMLsd5UOoBMisaaX
E9iEBlEf97L0ajRkwHIwep/wYSkgoGdpcbr/hIWgiGft8bJMuxMqANIZ8lQe10Q7eF2q2IKcUjCQ
BghCZ0R0/E6NdBduKUpXKfpKszSL2cjwNBszsmZ6sdwVaX4vH5oXhzbU2NZKPjwuTmQ3sC6vNjOW
tBnKH1NR23In9bfm6hT3klVdvKTDjCNYR5OVXe7TD/qt9OiOjnoQOAT/YZrB8HZE9qpaNRXIL9g2
5YtJfpJpwcqKbimzGD17vupNopLWhd2w06uU+qfssse7o+DIUcR3GBv8ohAFfu9pdIh8rprLAfl8
WN0aBbXVlxr6NAgtvba2D6Acyg+SezYWOimD5fM55DEYJkHKWyRGrjR46ibwakC2FP5O6Yu2CiLz
DIYX1mMUtXiZx2UHoZ4kAC7RtjDVrMv+voyHsY2Do609meQVR90LUJKOcxU+R78oWtSZF7giBrGq
3iup3dKy2nJEaxgyr6l+N0f9Sd9k+Db4QgMZQJx+mmg2/WqhjG1re5T0za0hf2eEXOERs71f8cxs
B8lYHjd0budJ9VFjT7q5fS+J/lrhT7CvVOXTXgb9XuZ8i7Br1/QUB4LWke0Bop+RaaapVUx4JuD6
gwAlsgHE9Y2qk0iP58qXzs0VhwGIcd4eX0hcAhCNQ4t12WdvjYTuQzpS/VC9khDVIw6FVWx6vgeG
OUsojW+C2HEZ69w3mT+OAXdQPatDNVCdkttTf7PwU6gSVXpriQSBGIX9BmNHwU5RStajzPTtY/Wd
gzskLcOSAeZ4/ncd61pZzE1dXsFGLeDH8OhNcvOkDGLGqX1fTMW8e4oxOPHpkRxZC1pAXzvP1Ovl
1bfls2tbgpMgemnLIPDptV+/W01oldlCgwe6KSdjVYLPQxK/j+JwbUCYSdANY6fqYi9xeNDD9Dco
locmlXfUzJkf92XdjmL3y/9vOFPQepG6iyUFz9ZHtfr/ITgfy7GfdR4yE/MxQFQJiY7RcB3IUlXg
OKlJLFbnE8VOy1yr3t4N6D/dCekAADtjBBfLKUaXsXc1BH/Ui1hAvPZcZ1ImkJvaTALtxaTfmSea
VEW6nAsvoI23sd5o6/OZRU0DypmCJR20ttkAehkqTsZw2ddx5P49MfSG+CZAQcSWaB034AwXkCJK
9NA5ejXzAnQU1lZPqWlXq0YECs4YMePVmlCojmdtWzCDByahxaiCQGCULtimKmXqqflnTPLzymPa
lqy6TtRwXkFjsRINENaF7el+xpOJBMLB8xhoJP0ei9Se6MulGW+2l6Mz6JBwbriYuIn9tVH9Ilu5
C8CoXtKrHNodN+zWJHASV8xh8KtJAQzpMx2WL+bHXYW33KCdiZJ2/lhqJCoac55CH6MBKyTbzXjI
jk8tkplgwqLjk7wj6YihfsRTIZg5UlGdpUqOxEv32JMLlbJXpWTzWGaUwL1CJ4xEsJEQjM9Kpw1m
AfzIQbQRUVAgRdTsMjlAf1yOfRhqfg56WNUEZZ0aCfP0mlB2cOfgPrqcJOJBs2UIu/KUAI2TRBl+
JXEYGeChadmnm72TorgOGIvm+XZwsI9Fj+06iaql9fENxtEufBh3SqZks+zsiu52cSzXgpdAjKrp
KUtiv+Vz056iFiHrEYwA4KnwaiIwSrwv/W41sTmMp+jgU2hhMqXVAWoZeCEKAib8WvhfQ9eaNENR
EwVIi1sfSo04tRNL9m2zR827/Jflf+adnwJnhsMSKUUrzNUtbl/x5/vYYvdOQ4IhYHnSwODQylG3
h0m3JyQzX3FTn4XAn5ucM88H73lse8fW+LL/IOCuTEuAS5fSS8cfgeU5XD/IZP3H49fmduxooAjs
/Xfcz/dRZhULno+JiXkQa0vdCYgrQxvmBQGT/1TIT3RXOyIIQBB3W6uXYhn/hpumLD1qplHuaYpe
Rwd6IeMLxYT0T+l6R5qXkx8HcSXLaIvwVzGEdBTQ9U7ewzhl+rNgUIFtLE86LQb/Cdwpapmo2pp3
25jlugDQ9KCCvt49q20v/ut46/CUMWn1bvxk7sDtPoTbDgJshDWOcj10uLVaYZDGQMwEr5jup11n
NahPrkpzRsAjh56DnRlA9uN37K3ZpKogqGFv4D38Rpe3tKE1/Jx04Plxm4P0gHhcFMF590h+lnfy
NxX6mvv0KpG6209eiHH4qLdN6S2lNe0ZJwyh2SYjQidaGQVg6mRRqjE/lsVXDx/C0pn/AmwFjSa+
G8e3XsYYIrQi4ByyBESIe728snWRha1KSeZL7b9pac3vRBbZm4hnI3B0B3AYpQUM3R97n4H96GN6
g63rkY2r8CLIesRO209ejkvdNFMAtvbCST6A48WEDNRURJOpp1Zz9JWyeBwmARRArie/NoCsQmA4
1I3WPexvGYc1AM0OtwEoBCEZ3iV3tmR03D73Og6xV36Xbe3Du+8rOOvYihIret9gd0IvP043vuXw
pqSNoFIXnSsxsKyRr2rDWlQP0p+mrBtIovGOuJXyqt5eYTk3fVvqlMFglhe10SqEROMtSco2Ac08
a/JsvhAkAZTzXoZStKtRyT1mjsZNEIomnO8DVStkEDAz+5+eB68a30InL77aJds2f7aGrqB3A7ZO
AKK2EESWN64oC0G4f72K3wnzqc8iEl4QV19XKCeZp4sy1FgKJLNLGyd3ZWGHfZWEOYjfEPvBF/KE
eWmPZZX0QxMmI+BjdlZG5K4lkZ1Vla8dVLvdYbAf6q+nZGiGD5RMqoOHEKU0ixkAAAAARXqnWziT
PdoAAfrFDZ/cPI1YblCxxGf7AgAAAAAEWVo=
"""
"""The opening book: base64 of the lzma-compressed agents/book.py format."""

network, book, PLAYER, _AGENT = _build()
