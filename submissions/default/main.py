"""ConnectX agent: AlphaZero network 4x48 (distill, iteration 6) with PUCT search, exact solver, opening book

How a move is decided (agents/alphazero.py, AlphaZeroPlayer.choose), the first step that decides:
  1. book: 124,374 positions of 6x7, 4 in a row (mirror images included); a position in it is played
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
book sha256:    959f6fbbf5e9c2eb1c1d0c3acb2363a0b98d453da1519848913d125fadca9866 (994,999 bytes; 222,256 compressed)

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
_PACKAGE = '_cx_13f5e0ddccc5'
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

from _cx_13f5e0ddccc5.board import Position
from _cx_13f5e0ddccc5.search.puct import PUCT, UniformEvaluator
from _cx_13f5e0ddccc5.solver import DEFAULT_TABLE_SIZE, SolverTimeout, make_solver, numba_supported, prepare_build
from _cx_13f5e0ddccc5.timing import MIN_MOVE_S, tighter

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
        from _cx_13f5e0ddccc5.book import OpeningBook
        from _cx_13f5e0ddccc5.nn import load_network

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

from _cx_13f5e0ddccc5.board import Position

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

from _cx_13f5e0ddccc5.board import Position

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

from _cx_13f5e0ddccc5.board import Position
from _cx_13f5e0ddccc5.timing import MIN_MOVE_S


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

from _cx_13f5e0ddccc5.board import Position
from _cx_13f5e0ddccc5.encoding import ENCODER_VERSION, compatible, encode, encode_cells, planes_count


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

from _cx_13f5e0ddccc5.board import Position


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

from _cx_13f5e0ddccc5.board import Geometry, Position, winning_cells

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
            from _cx_13f5e0ddccc5.solver_numba import compile_kernels

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
        from _cx_13f5e0ddccc5.solver_numba import NumbaSolver

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

from _cx_13f5e0ddccc5.board import Geometry, Position
from _cx_13f5e0ddccc5.solver import DEFAULT_TABLE_SIZE, ExactSolver, SolverTimeout, numba_supported

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
        from _cx_13f5e0ddccc5.board import geometry

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
/Td6WFoAAATm1rRGAgAhARwAAAAQz1jM5CEC7/5dACGWBEU774GEXTd2Vq4m/96jUxTKKkiD469X
ekL1Jb1l1zOs+3gc1n9N6T0JxJrXDUPsUVwie+wMiQMr+7wmOpgb22tNAO/zIRuxbkH2EN+4sR01
7ObmY3dANK4ZxKOXegz6inFdWJ9iDlOI/rc2y33+dmBA5nwelXJ+Z0q3uj+blim+xW1EAtRnHZOv
KTSEc7KA/EXxf6LzbHFVQcAfzpWisTPUx6PEI7oeTafV47TcJHp2S9Kv8dNGOC417D7DW+fJhTap
ZyMP+u4v4sRXWlF+ec/kf1XQ9cVpsp397sToSvymZcPkcp6XGuCpT7pHzRv6V7Hl3L0EVIk48YRG
e8q0gdJyjTBLHtngy8ZgM1PXiSM5ITTxFmql9krKFaX0V1nZEh/bZpQQ25C1byoMQHiEMg9ze6eI
RdL6jJwYosfE5vzXIBTUY9UpzU0FhQ+z5x12eRPxYDzwjXuFjE+2t6xfui68Lf0PH6XEXIX/4N2q
JoHtr528Mr7G9b2kSMD1EU0eCl9ymgvYs/j2nl6J5JOHPFOUatXrzUjycl6Qw4izXtXYkByPRfqV
8KgdzCmPIrkCYZeM1VDtO1vWXvafIrierC5Tqn3H5xHWPQ5NuusF5jCQIpQzB0V4rL6RU+T9qysu
WFpWfctvFlbtB8kD5lz44/pNMrzBO20HwNrSelRoQGLFg7r3n5Isq9I0DnTtEYgU2wN5zG9oNRGV
mmL2XiCl7zki7zYNPqs2j9k9lEMzoh2kVFm8uSNQGcdTpVmSi5q67HP14CveIc9UD/wGWIuYxWNl
G3FyoD9il2WfKu+Bb3OrzdP7VKdolbfPQiavBYowE7FV5EeQW3vKweqyg4zgq9FRnBNl8N/uYrCa
oAMA5HiPCFKCUAfebuIaFFBVjPSagWalOMzi8lEvqzNcSQOO8cH2KUrDVs+lpKlG8mSMiYii1RRT
udKNbaLr0Fx79phwZ7FtiFvgL52YoqmdVTRiKitdjoxSoEvKwn/CUfi/1N6Pus0VEBuAjTqUZ7vg
YbWW57+AObI0rLaxezITlo4aJaz0AMzF1L7Zoo0bxD/I6taLZR1gRVFb26X7utMKn0iAyiHtIc3N
NIxNg9CC1mWMZlYIZwUPylIeI19+DuOPh5+Hy7t31gjI9FvG7dn+IFkakUIlyY00WWc+0z7OEnSw
GyRfA752ttlayg9XK/9364Eq3gmdSYVqtqf66rb6sWn4VwAvkAVFejFtW6jEHszCxQfzAiefCVfH
3eOwrghQ942PmrSBCKIzyyseY6D2e0Bq0b3GP/Zhiv+EXRQGbZQHZcWIyJzMsqLUz0jpKFgfaxfP
ptONI15wHC2rTNSfwfKthS2PMhh/d9Z8Y/41QI+10AY3cyodVj2q6FUhE+1Ex+6RWOqAKKakzXSg
O2n5oSB62tgmyTPaopOhTH5QGrK/KDVYh/H/jJy53HWJqT9+2DEHLoxCybE1/2E45MaJgAue5/QH
RXvmiUnM4k5IHRbaaLf6DTupYotf0ZQHDj2YdQNS7jGQI0X7Pe5qONEfuAlmdj3Go7KvmIdcpu/f
wFdjs2z51PjIDy8BFwy4a7eNXPcaxMNeJlgIi/XUBEzIh2Tl1qDph1yPFM40+csDtaw8Hr2//pRH
UBvZlmZkf+yzlurVhlk4mVn2eveovGX/9CBSlBPBdbavDtlsYpyewz/ELO2Dlhl0K9aOijHHksX9
Y54u4ijXeTQzwJ2psyopx8/z6qOK1cfgldQRXTNL+XJ7dZMt1XeRcXAbqToWudCV+4YtUvy/w+s9
c4vrwVPP5EPCQZ/g0hD9BQUoLV1JZLtdaVXkJAdkI3Dh4CijGagK1GkNOzpu0QWRvMh1am/H7Dad
OQavj8sZq+ritc5xMzSlgsKJOGhGlK1BPmFSrEHiJJqX3WBlhAIfpQXrP7YHdvm9E9YwbV1FtvOH
AQL5hOumn+2i9niaJ5oN1hhDFUz2szQ7DvdJEOkob0J3QYH6eJ14N8zUGGqRI7w7b5IEJbUC5EyI
1klgzwQKVReo1yyDe6FmvIpvO7C3w5fhBbcvixzoINN7Me6na1cNGecAN92XNbuZhluw+l/2ZVWI
MWGJ9swFwojZ1nscoNYrkj5+PHwTdJii2bDgPlK4phHIbtO9iirgZI3jT/k6w9Z4zKCVX77IfwL0
8CDFdAKQ5AC0y6K68S9kw7gENH8PEJ2gfGBPVgAspEQAOHWPUXa52/j94VoTgXfOXbIBkZVM0+iC
w4UEbbxCi33KQLD/UMNgcBXuL4BeT33S/Cglca82PhK0ozRiJeV1kzP0+RTUP+af3GgAp/2IOafI
Xn3Kk2VioikIyhSNDaEjGt5FsPHBMfYzN8Ej2iclahn2RAEusrRnjkNjCWL0aTm7uN6Bgq22zytj
6TWLyVGhVl1JlyH7r3hvuFimi3gPm076ysgu9VxhpXzfH857A++xoNae+UMkOmpLU7HIhAB4MuH2
psEmvDRdB4VPVGzfIq2qcn1oHUQ2WMODpgtGKEgj8HtOH97zKMpMVeH2y3Gnjp6NfAWWruIQWFkj
SjQ1j69vrKI8wXNsASVgVyjsHWYAeYCgy7qdOmFaL2Tl97tJ6IbDWQnjHU/lqa2PlTEyHG1NyChN
4AhxonpcaOOgR9ikSLqV1HV9SSHzOCSGmCYJYnpq4BDUsMH8yXEvSwlURHg47vBWFf/cBf3Q6qCm
d0vgzklNbVOeuqKBAdAZVE+l39vzMs8CyezbCVYX732BrkhrB1XtZnQEJ//zf+u3I25x5D05a5hK
rE3HtJrTg4/ZOMJWgKVq6pmTWxYu/cOrAGYvwX/b7amMJNTD4YDz7nE/7I+KVWhee+a4kan9xlgg
DS72u7y1Kx40uX+I7coudktqW51O35TO/vU/kPpCGzCtkEk2jslYAM0ofaslMP3OhwmqQFXE4d52
13MWil8rGUs68s7OLCq2DKW7Ah7P8mhjYjm8qEghOAilh5VcsXEYyXNXmS3nDrzs6XWKPVf2+8P4
AuV5LaSP8NbOQSdjWwo0fgBeizOuOYwfYYxCafOabACD6aApp1zKj2EjJjhlnMgoKsM11FNcA9sz
AUTVROgH5W+1x8LJSCFlm7dwXhnxeI7blSXgfvqTVKbdm8ksVq6heGQNxMCFDgHHNfBMTx8dDtoe
tJzLNIxAJ/iercdH98RsGhZAB3QlOGjfAIcsOyPlMfnWHTf2r9+iBBcTwxMypnafXUYaaHAPjXav
ou31G46jzup5+BqrEv8tBl1useNo3vNUCr6qgrnCvvL0PQglM8hFLOcgzOxR1GqadZl2kpiwAQnF
jJI5k5DTwNowDDVL6ikH/qdNwxGv01nX/LjBB5vdFCFN5hhVvirtuEn9hqyrV3wQ0aabC/tQNno7
7Affe6rm6MjXrWH57dnRxIEVlfW35shGAE+DsmF6DQ8eK40261/jFuCLBYzLDh83hpeWUXOuR0By
QEfr28bFAU/kpL+1sj570Y9wSvLI0rFTj2aGvWNI/GiHU3+I3tdM0xp4cZEp3Vr/g16HEinLcUp9
3kj1YARnFYrQhnQSDoDAZbu0ot5Ly1xlRmSqpXmFwNmohZ7kE9mcAguJEr4Bh+aFjfBvZMJqa716
zI7sty0QFQeqH1uBEJsfP17e+I2+ZqOIEbsLdJNNmJmnCPSmsCuP2LZc9IyVfzi4lVHo73VBNMIK
bnsKcNAZ+hxSK/s0avRJ5oL95G5XFxRrNXk9StkdYuCvfzLpeZ8ZblQFdiaPo7EGFWS1DuOfCf5x
o7yAQaYPJWPLohdCEfJOIcLtePCzRYawVzSqGW82BUH4i3cQEbdhxclZN86R+AHvkpqjS/lj8UIM
241YO5GDO8jqxgd+NVAlulVx9YZXJWxW1C+gSsBjtZBb2g2UOvQWqbb2AyuZo3cz4CHYXKjbDBsV
cpA0JEwdnqCgmhIp1ikz2wJYbbp9FbvDoBFhIECwa215pbQDjvupCPWcus/RDQ8j4CtcpbyiYZMB
ch042SLg18DgxI2yS3W6Pp3wwgn+SSNgnWEzqff7Xyp4NWlvOdUoWxA/yH1XvyxOZv7wEouoINXa
oDoQQbH2w8IIeaA6Z94mVUjuvGR0fOtORacU5PgqoSByMghjNOgOJzlXVGPjOxiPSOlveDMCnGDk
2wCbd59+lWesyGcvA3ncfUVpL34LifLYn6tU7qa8Rp9MKNItvsVmpt5nJUWNJESq0nLmkNV61+0D
WIjfA++uayeLMB6xHkVl9NW7252lkyVURKUTPN1c+hxvUHcsQt+vKHEzJwLhwfIfW5/euNINIEtT
NcccsTtz+DlyqozDyPZF0usKsw2cyzRoVZlKM4mHUkPi3aj3QVIYo6gLjdOBBpVMlnxXSxuDEMmU
aFEikKi40aTkvSE/b4NzUGALfxCU+L/xwn46kyrK8oyiv0tOMkw6xxppZOkxn4RLqvpUxzDHq6S0
4qh2WWLBHMFdEKVyD4eegh00BJh0ktz08Dq3wuHXfgGPCp32med2OpY4EmisB7/vaTu+Ws5nMXo5
k25kk1atjZkBkVXTqulp+Mmlxz9gtQZju5XdbVmk9X8eB556aRjyAOAkH1WGJ6WNIERjTBkZL9R+
BO0rMtF8KWz0k3ioZVNqEURbgFY0/o0lGHpQKppyC1KSJGk3K9YTCokfDwphUSFob4pHRZAxykTx
Pl50WUPg6EPoC2oUgQxHm7ewoF4Y/3Ux6rssa8v5+PGZQv7kK58AS5OuBmrIbTQ+u3vDeDZlYLAV
OUt8fIDzYvPSiWJcaYG/Vl0x88Ws8RLLwrOv75fC8qkvJex6z7o4cgJUcYg53iurbgn8QdbO9l/f
jGlpRMMC57IwXb7upw9bXKyaOpeph7QWPGz6riC3WlrHuzGyDV747Ach4O907sVLL0APuyTgdVWX
OHvTtmtxKxS8zy2H505iEvn66f/k8uFKUSOHH/gAlChVkBfl8XTHJXYpx870P+6bTIGDBRbzu4nm
/dYf1LwyRiqG0pM96+/d9oORE5DVmUJjfHZeE0If0xv0thIo5O4mOxnwFYZWuK0+IYJXJaNezyQh
eP7losUJnDeshF/hZ7N2Jfry1eBiiV1FOtNhJ2I9u2bwzfFFflcvMiOhSr5VvAHhkfBvXYZwxQEX
kjuxLz+iyA2rwr/XrLjfEJ5921j6dEm153xSonNmQGWb/446u+GCz7L5ee8Q2eUPObOczemhETkH
qpmh8iqyf5lcSUO+wDRe50BCwKFzEL3aKuNVhKsuKt5DoI0ZDoI890WARtzsjG7S1/y/++p+lnoO
SanflfxIHOT5qlhr/Drrm/nbFL+GhB58dABfCtt5+Jz0cNEIA64m6l5h7JP3Q08dgD4HEvS/jSyd
vtbY6KwQ0dIx+CBMgwjqfR9O5t0hmkRIZbTD9vz2BGHH5Q51ThnxxELC3hvQgQTvcLrk5wE6877s
WFYIoO57WOl10wWMo5+I/KEJmPLvMVnL7s0uYHyjiimoWp2sriDfpisLrngGuYlP2+gyT5TSaMu8
N8Hr5fyOKWqwjjByCDIUtrkM009D6Q52OVAWOa06nNVo8h2DeV586nbxcMEmKc0TngTsLRQ5QV6D
v1WXmQAuSv+7Qr3Ty1SCYnpgdy6nJuqFox+EMl/RzAIEkLyb2kK7ZJkT8MALxqitlYJlDbBgdXE0
DaMf9k+z2xXyfISrsaXxfuZOpcf33d0aYcvMUxU94PFn3ajDBKQJOGBfdLdiWA/Fh0joWNxqmc3g
n6+BiEMIwzquavAITAWweLNkUn/9BDjH0IWLstZymMmLjtgh9EMssmn3d7TkrSJOAIZVWl2VgrYh
XNqGjHu07xx+1w16lHnGaAJIw1+iCSVHauC5m9xxmlCMFrRNU3TTDLTpg47tZJa7okro0NG2MQXU
HHewVw+2hC8PYw/jguZ2ZLKO9hfgNPzbtnnfgOpq0nfO2tkIAdqcQdUkbVvGfuWOVy8CtqstdyH0
vleEOwAAhWc/O8X8AC/jw+3XHaFDthG0VwZJCgn0Rtg2W5bCPqlW1pEFRJwLFISj/HMU8qN/06PQ
YUxkiu1uEbKwpTY6ABPJx5Gllar2i+1Ah+y1hMTI3xlf1bNiFKns5DS31DGKQxo9L2hDCNpaYrN6
RkKV/URo/Kv1Uu3t3H6JgIOTnHTpk/X+PziIQ9RLaTDJlls7SFbyse8TiDsDkmtevJQwdDm76IOk
OZCfVyF+5NOT8CBTO+i91PCEkjQkkVBQuyw0Iym/hZe4BF+SIE9r6vSMbWUyniq3NsLvirjYEIpj
TfXTPYbJ+nt9sSEdIg6r14nBH44MBZmolMOQUvg4GQGTLRu/2fOz8uAhmzDQRy7UOvbb9IwqOOv0
xNBCf9lkcaXS7WMSUF5EcEsc/juARPNWfW0u4PO2AXojEUGJoDH3+IGvXZvT8aCLRCfR8ZLUze4g
eiteHgElMZsl4wGERL79ddWy4rNE/yHICu8yjH3ye7RCqplAZ0c30Wf0e1p10Tl234tNK6VvWED4
D/oDztTWniKm4EhEAxcgFat0PiT7W2HxykShmJk70qfn506rOhDKNVjDPIL6DufUOX1/yg8yv/3H
6IizmPkL2UD/L8b4vQY/x9Vqlp5gLUNpvoZkD/5ejxska/JYFcri4lTcZ+QwbkSp34ehvjIz9UMu
BGKTUJEKZXIMDOLC19/18Asrowu2UOm3VQSNfyrXbjOsAYqP3E9Dt7e4yHO7ShScW4U3uqzT0GGP
txjlR31CxKM6w3ox37mGc3NlbaAXSEjIHkcg4amZZ7tsN0BQc9scyGfej90mwcfms6RBLs+/Fo+2
m6T1wzaESDBCJmaw+rmrCR5aQbTUZ8gmz0I4Str+ucgwT01yNQZcxzgWfTWP/5GVhApKra3Kaip4
iFwX3qI9gWqz2Vqp5/m3SChGVgHl97OfgqzEJgIKjXzm6UEaaI1FotPcL+y8SlPHRCbtEwCIknhH
HHOU0UGbXxXcgaqyq8nQiB6IPAAfKnHD+p7ZjN9ZO2DNWb+NJWI8fZp8mxsEqc6w0xhQ58E1BtVF
RGpJWxs3JVGW/6AtmF6sx4w+pqmQe0VvZlJ+Hbw79Do3qyc542tJqVfsK7Pb7qsLB3VLolw0bQH4
gqrpjqXPyXj5o4InjfNMKj5JBHLOOd7H+PFjURZmeVMSC5LuzetlMLwUfXllTmNhKJeTdv5AssSs
8uM9ayxKJwCR18xperzqOs2hbJOJrz4ecfuTP0jDWkHaFltT21hc3EGRVPyEZlO3San3T+hH74hY
IukdFdm01AtcMFnZZ0mdZ6dKOu3DJMDysdY2NQL+NAVTcWKlDsJu1vRr1pqq9dzflX5L22VfMZD4
v/dQ1gb4zhl/0gyxGnqUmow8dYRMk0sse9GbFlZM9Ocog9OC4PC20NKmpB9wN69BMgUmg5y/9p5i
0ErhBdHWN77eUtyMs5zWjyo7l7wAS3o3zEyt1IZga/duQh+eQ6eBhHAYAtDInTPDtZt0P/8/P8ek
DGdSgd2zInRYe2Qe42+Kdulb1UbuoYyxtSwsSB5eWawT9VUb5pmovkHM4YnIDQ4DH4PdIOsBK748
CQQTAwHID12yzsdizwqJJ0rYQY92fiKA7f0QnBV7AnVZzAzdaw7l0k7ujZ1a0ZFVU0oRAaoZy8QN
JY5TYMfUNl2zvbOjqxUzo847oWmyz+MlfdZRJbP2isHtvPU0zMyLnJJbxMrQOL1VAY4irYW6zhZN
XT5GFg8vmgI+Rl3Bpvdt6ixQysau2z2IlNbJ/C7pSIXXTPVGSurIYqWyqPrMqGs0Vb1YL0d5Irsb
Q3JJ3VYEMiiyXU7ZR28/KKnj2eS9UXj8Z3mKR6dUksUrpewWTtM35HMnEQQpiz9/lgmtvIhzG+IH
EOiGxLkfciktZtrHAm8Pk8uJkU+3MUBzm2TEzPiEKJDy7r9kUVSYb2iD5Z+V5j+NlXUAgmryuJju
XLhsOeS2UrxNxaDype63jdDHZ/xo/2Ooou2eAE9fh/db1ObmkVnOcJSC+J3qBIHm7i1kqFg4nNs2
CRhWDmxAaTLGYM5MJikBf0SumK7CAeV8uPbjTCUpFvwHSQCM9KrEoEvYhs3Km1EobzwO5KjW79vG
iPt6jMoWMbdQaFpghDlva9cuO2KmKDhV7NISRGzjIPiuYI8YukBjpMt4gKXNilW2BAecnmD7aAP+
iZdxhlxSGjlQRStiHJgE627KJmaGh+SneQgJuWM4tqJtnUQwjndgPSlPxecTbN+ICuXVl8ohw6y0
XY3CWSLYfO8z2i3LnaYBUJQkl/IS24pRq5wAM+44tqJglNUho7vzuw4V9ovGco5VqTmgYZd3JfRQ
HiGMxuXT4WSyd6Wmk5KeWLk6GfO4C5hui3C2TyrPZ6tPwOH6guu4l8v3gum+YipIKUMt4dM0PdEh
SyrVU8sybRuuJVmWDUHs6STpduMESv3aBwNPzFQNWMb/cg9G8hVxB0cBVodC1s7NooKghhui4AL9
bwe5dIcBXCTBGqezxEKMvPynvY5evzh35TLgATmIPgmhPsk3srdgxYC58+P7CnNrVCmSo+EVvMAz
KIYW0mQYCekFeXYqMh7BpyassGc58qyVwVlenj6sNW7xMNtJSYXXZmnPrSy2FNE/D3UeQXFxNfh4
ERICFk31hKF9L0WGlMsQ/2p6KCV+I7sBGA+cjiiAG4U2pviONHNUsKE+AJdbBbkqIXDO8A89t6iR
bsruCfBIRbvf60uWCDhzNiHqWDy/6clVGoGWcgGQ6k4EDIRfAW9fkO+RDFEzoBi8iCdzrq8J1jxb
gJENkiJRye7TN3qmojYOl/znFwjZ/0pqO5AmfY/ouXp53aKt8Oj63wafT0dAfsKC8U5AUu1oCngr
4a7qXjPn+KsAczlHwLZWU7IGIG4Gf553hHbVXCtdbd3i/2m2P0l3Ij/6QsmgbgbHwuOqJty5pzPX
Su4wnsZ8r/eXED8ErDv2YqdA4SLZd98O3Nix2p8P06WvBbpUcmDnL3D+SB0x1q5UYU6hlCzYEB27
1AJTKKvvuFhotyS/BYGGgKrRPVhuod5CGAtBiJ2uYsy7H8vjNXPuDj+ko6Wzg8hDkZG2xU5ZEAUc
3NWWShlhwjXqXY0mgWi4YIwuszeEePuBW4XpHR5fyOD0zQfLQH5HjXb2AeESigtK/XmFAH12kPEh
c+MblpWzuOl4JrG/PIAGRIpy99Gu6W4asO0XGnm7EQ0o3StNvGGuFT5NU+RNIHTlXXMYhFCZEXK6
t6NHAxTB5l/6MghSqkbSY+H5rTXyS0wBaoH1elCp/+aQvXC9fPIsCiPhEsOIBuMzUm+xXPZHpkWF
hIlfWzEiCgZOkW5OlidUxTZ/KIburLMkvhKpVb11+lc0okpLNG1ORd1lsqptQ++Smk3K1M+NKax+
yTa81SCU7de+FKeEYKkYBj1t9N2zKB4BC8hBLwdwyVjDfyR5EwMczpQtbezg21jtlTE3Cc4GYW23
6L6Zfpxw9Nl84ai71q/9f35iCUhNfSSRQsvD8k8UdWJwY3/EhKJ7XJsNdjIv3wypWfXAD+mQG05P
cSOyM3e4lYeCg5URtf4pr/x7TsxFXEKFq40X/h0lcPDntwqno3QK1gS0AMa2jE+pSnph4WexVP7K
qtopB0YAi4PaN8DdrO9CYhzc852MUtiOwPtJuaf6vbUDY47L0oQyyReLld9LNNtdOMVT2K5G5uOj
TJbzxFM6M7Lf0xAClkQbLjUEFL8DrjDYhDAI2AaQr9KmRfazfv2Zialq2fRs7OjEZ5j3ED8ANxZF
O4uQtfbsU1mY3SXWwKrAVOlSQrVfC21NdmECKQvQ5Bk1CS+XdPAajyYxiBjLpo+F+WgoGrDM1FOC
sANaAbtHQ9QdKXVytq2SLK9mzn2nHTBGBrRMfRZMkq73PRQPtFyl9fV4VpIIPyouqyN1RS+Pu6t8
+RliP5vTLi3INeZNBuWZLWu9UAzWCdxukAsks4fiXkPJ2woZxZiy45TRFqZKnEADlsjfuC1NoN86
F2MfHsiLROJJsJzDkPkgbM0iCkyBNPGFUYYOWlNpbW2tHAW3kgLLODpkburSaCPKTasDZwKqB0BB
xtvEcMX4aUu+CRKB/X15IMM/EMbQFadOGsEE0Xue+TQdKDOt8P3B1KM9Ze049cKEH34dw4Q36hT3
vWWkPYfgNmKgrKb18Q858IQHJmSg4IfRKzAY0brMZBUMkwZ+k+6YjOvhGgFvvpDAa5rrHskYVMPK
9uQiongrGNzx/SEmDObb+Jsv9HdejnjLmg4GHQiedRvyTJvUiElZ+0S/M+EKD9a/j/hVxCtM31ry
AgRe2KA8+h9npNRzv3zoDeVkVmDH/5fGXx9wTb34g4aXFFrJUrMje01fHRCyhECSxmwYG319RbME
pM7LCwzstmO50Gc+DoueCTnyFG/e0jRM3IL4pWIcyaXsJgroizt8tzYXLKavoLV8AXd5zA1CmMVe
TlxTlBLRFk2okL72wwkI+Fn5nMaOdp6lgpuOiFWNRHG2rJKg/lKq4e3Y5fyDvdCnfSNZRLB+hT1o
6NiBJPW4KT9nvoVnmf5t0yk6d2dnpmodmggQH0SO5nvswjxJXEIjQFN5Q7TwIrL2pnN25yyM5/Q4
WPXA5KDQBE22YmXBLBRIrsh04STQLpDD9iaOFbyJ7P71aXpxVyhEDA1tohQ1lTDAKEXUhnIIlgJS
n9h1oPhEUeI9DqG5IRp5Bdkisi4Kb1ZI7jk+Y8WTJR+mgazvF62tRWQwUQxDB/GX9JIy1OJjwNYP
eIi80hCYFPCm++PI+CakEhbbGjctfQlCFsjucWuUMOj29sAyBiA5gwsNm3AoN1x4LLd9UE4rTqYw
LgCAWWZPskm58zMXNRdwtaF5UyGFjgJmOjgNLtt3hIVCgLE8Jrfq0CEFlI30cAt0iNcwYzZAsF5n
SiWD+jg6TUbbFosFwKICr10wgumFnubhr1KmCLpa2LK0Y+s9IVAMpl74LgL4IDeL3uPI7WNber6I
ydtqJMb4JOnWQdtXRZxdf8EFF077TMXQRXj5mkFj/NRjWp6iYnm3MpN/skw/JZTsyqOzmwwiGtq9
iwVg1F3ngNSA6rV9W/baKJ5Ip3y9nOFi6AGx2etXLDNJQtXTK11kmJZiKJw4eghq056lG/bE+MYK
pAFFY/MbM67YeN7NVpWXUGQmeRFnhrhdwvX2OClHKoXLwfuGD1lOnEKBJ3Ys1NgvAQptutNnKNB0
Ii1rzMeVH3BgSoCIQnx7dET/e8LCxfEn6/XLm2T1UekGPBb1VujUbsaWX5baa6JH2dJ3BTw2j9C5
LmkkJ0GQ0ywyw6z2a8cplKeXQgsCMVZoV6QOb4zpk0rps3QdYK5xPza76QPHoy4r75VZXJzjczil
fyrbgbg0iZMcp2m5e/FPv0AAHP302+OAhsdv1zoydXE+2wqDNhL4nG6senl+fDdmtZdaUem9RxZO
UU0cwDgTIIxyL5c08SucClHysadyasKH6RiJtIF35/15fOmZ+MXRas1X/pwJcAVg0WT3DxIBQ5bi
DcPacqka/FVrwZwtyDzRq4cheUqky0uMRJPl40Jr6fE5ecygbtL1hjRFzKgzo+RbRQRdkRejzRNo
lcMJ1nTceXMCgLfn/51DF4x90fn3buS3WONEpFS8z1Wr5id9nFU85rXPdjnhJsGmg3U/gamIcLqJ
m5RdM/qv9jpn4VgFCzGL7tXMClV8E6zD1q9gmnyArNRwpNnUHagwp3/6ejj5HRHklUhgwu4WTWJ3
yKyNiaPPkDC5peYByqxMaRQ9Ykc0I2JohWeUwSgo5BKJ/NjvCAs+ERjkN/SK1XrWn6lRBmJyPwcF
+mbyohrTFpjWzQ7QFFp2SH2TDxmnAz7FtqyxeXZ1ZzkMtcgSuaTmwclUUVxyT0j4DqIdQ0O/HdPI
Sqfk79/6QYAF1a6d2cn9OgxGsgmwL/H8bGnijGj55rAPa+xflfVrT4D++UEnuq6McUrPQ3YVD5KH
Z45Zlo6LeA//b1vsAfDXtEMoSS0S6YDfONsNsutkVmpu7plb1zMi/LCvF7E7UBKdBa6s/ALtfj2y
seRQph8NsG9zgmf/Gs2DoMxQNcRU+4XTxYuSiG/8nQUBeLzMRFb+9tA5sHXQGh5t8KaRhkNx1H/l
ir69vqh9oUPzx3QnruAXJKgqh0J8zIxcOwxoswvRT7oc0JIRGcEtoUCWGYhynCBzNYjkG+q43b6I
TNN9Ti6nnwR4LyYSecFxZ4p+fP7SrK8LlfGhOLvf2dqoGYkF2WbXlAcKO7BnH38ovPD/D3EGYQCh
5nqc8ryZlmcdZGxyZkaVfIWIUfSzY3/VqIId9r7y20WMUyLZ+K0G5DmtM6uS/lPNO9Q0BkvYEgPx
6lwlNiTal526U/xDmFvn43MvhJnb6IHrOPKvFAK+RI37c0RJR1d/vokDTuKbkl2i3lAQDqbJQcpl
2OLQ5iylC8YP6hDEb4mc7sx/ZGvE/nD/ZNCF4kekKUSoP5/MndPqIM4FYeTWlbKmu5S2BvUk1zoV
m5hy+RfHxDAXoIF4aakGD4lDz0CIw8qhSAMqLm4mmeehyxWD6oDVicogx2bSYub8gdyUbNhCk/EY
MSMkPrbV5JVCep0sbYH9WEZYh0eSWqNVRNFSCFQJq+xU6Cgq3z5n46fMGnudqqaSA/n0z+U6w3YT
s/9Y/IEOKLGajOU6w03lZXBjTfTNVm5DmQfp7mBy7CVcA24jjAfh/QYHP468TI3vSJJDvdK1u6X3
6iPDAqO2CRtreBJAaFJ2LQblHO5Uy4VWBqjNZC8yHVPpdOdBWE4780oUsiXnA/ZO24vMvrWSQynT
25cyVKgmqecz7NvanWlNuuva0drobz8iIlIX2pt9zJQJ2Tu+mCfuktmBgZMmm9eW+jM+VXzlfWhU
wylryU/nigxqm5bgqmE/nP0aqfTZ/7Jkip9enrWjmX9YF3s0ZlMW0hAutmfRErBCXfZJJx/pHXHI
UvL9GPZB+IXdrNAcoiV8v31KmAi6rsW4bbSUC+sqyBWTvaIlYVJxIamlm9Bhcb6lRS+o76jLZBY6
shwJ4KD0papcQ8TcTgtlU9Dh5H0dXzdX4FHUev7+SM4jBP5TbnGpyuj2tnr/NojrmRll/OtWItYE
kfj/dkknvmkmlHj27I4CQcFxXRmFNcJ59Pg7t+FqC8v00FeXBPIcTRrHKMfNhw0+fBlTX6eE72eL
nFd9PzlpY4IktLpbo4fyvaWFWX1XjuQc+Kczk6+d8xzbVTobsqNerSvZvDscAL9onAqGmQsKqFMX
sjAek+7vOV6SupIFEcyOwO6UnT1BI0jY8tg1kuVCK4Wx7n2m7GvTS03mtv0Z27b2gbFvB7rBUlwN
+AoSxWZzLzNbPQ7NIo2XqP7js5X3F7memWqMrNWOuuORRWHUgDsTTU7TI5f8JKQPFTHOMaC+X2ON
7E4E/ewnybPsw8NFd2Nsyd12Yn3DM3I+exyJEn6rM5EPWFTk95hF9F8oaXSD+ZmQLLIr93kxCDnh
rNkG1FtVqXKTr7LIHdHDTVrIaPR9vIRy9gbRGdS8AIZBPLJRGm1S1wkJE7Dd51mL6+acGxDHpqyI
2zxuye9zMl/R/zyD9bMRsIqReUH7Lux18e84BDFfFUO25G3wCSNpE28X/x70k62nHcfvkSo4rY51
AsxOhfYSdfLR1KQM/HJgK0Oa1tFBYTttclXLqn2/4S2wUMm7ZgvcsL2eR3Flil9wygtb5Dv9B07V
QNKdeUtOFKL45Ps859rUVpdp/ncjZcUwZKtO6jKcplpjQr6URk8FWTCjDH1QQY0KVb0iFQTDbO5V
mTeu4pOOnmuDjez00K/GvqHe1AmCNzeUWlSVRazl3WqgKztw0Mx+rwpT2li1k4JZ7pp7XOHJuR4j
L77L7PxNKW79s45Q8mgtXDRHC/uU9tYtJM7g5oKAiyP472vOV712qFRWHhTFHm1Fx+CVw6QGRVD7
Md9THTB+ZxUocyegToOQgMCIGW98JM88PTUtr+M/3efdzQv0mBTaGpcxEkKszdt41IRNBgJFOae0
QKLSRYvplRezuuSw0nTpdyunGYq7kefHOvWpllYoVSrEBhYMFmrtXPd/ktS9AL3shn56BACEiIc8
wlZVZNxgUm3tVaZAHiBg6Ny17NIhLxyTjUfndrRTz2csya3x+aTrDGUTsYiqLfvft5T6ZP4rOejW
nsApfv509hhFCDpM1Rl9QRP+dnd5KxBvlCVGtpi8exUzYq3T/AongNAf3oo1pt7ANBq9vj5UVJ/V
4zoyQmUu9lmDbL9YRKsN3lwEWvq44j57+G3qflx5uUbrrXhrCFxBzy2CnSoBmoM99M0gUBvL+CTx
egywA5yExCmSorJwOhPXyp5BQBN9Ve0bGSrZeIcfuwTaN/Rcb3oAT5T4mGYdNogr8qo6l7E5z9JZ
mw7VzbksInG8ALSQV4SqgPqa8ENXei2j2XbJcZqXjNxAtDDVuKaDAKkPRJf0qOD9Ojb3AL9+ysI2
WH0mnAJEEFWzrnAVFVWoNGHIl159LIECc5veSRI9tpaJgFdOBkvd7gHqUt4REZfb8TGy1VtvUJyU
NbVW8aDcfL0IShd86sB4TC3uLywgm0PXjXxB//yA8m7xNUok7xo5pGZi1oEwTAT2Z0qwwA4NH5TL
ZRr7BEPlVK7rGrNe1vLEG/psWn1b0LdtniUPNfuFaMcPawIkIyd2o1o/25u+dvAA94d8smssGD7b
1jm9JlilEWLUcTj09RJM1sKrQnj+8oF/HEGX+iYSLj3pRlzJ55EFJcbbzJo6f4lXHZ8L/y3jNFqR
fW12jeBkWU4jiqLx2uvdObmJPF/ms26iNpIgvJ1JQm6Wp7+GCz6SBd0XuM8PXa09bQPHbSZnROGv
cnFcEFweGDtQpip6drQmJch7rcPRszlGicJEzOupq7/fkrDUDeoRBOvMXndJewFNeMTmby3pvrwl
6Wjirp5lF7ACbOd1S7/2wnS0xp4bi6MBS6nA1t25D+Z9/zT9yi5YFzsdAQM0d+pnz72cLp1XFgzu
XSTFXthz177CqyXRrN80xPNQtav6GhXnqso3hOCitKZYvDYljEhqKTvjAqhuITvefg1QMnMUHE38
/TnMN6xsQOyZSnBYLBc+6M0Uzc+pu8rvlbsBNwa3vZR4536+InRx4n4dXj6bsJkBRQ4uzfAoPz00
o3hFmbZFIdHdIlYRvXIuNVeNa4ChYt8KYKw+L1vP59uuXc12eTtWfhJ9hkOV8fV9th84U1DRYEJ7
cXKC47NTxGk/7bKuIWQvzXA3CGbKWjAWsFbeCW1iX1AX30+4NlpN5LJn7nugd3HMrAaZBZ3kNyHJ
UGEXyh21e5VpPDrbO763YqXH3o3JoIcH8gDuEt1MKt8M74Pyd6/WrtJu7MOiySVJGxrBiOl3ZiYh
8M3g8P2URQIG8gTP+Ca2vzxSVOkGo8lMAfYCqqbIpgmAuaNcj2LXVmwBBPjl4BhOzVFxWmdYOVvL
h9mrO4IuLhwbyKihi5RgCdAoBkpwCQmDkWiX31pnOpTMczvcIk3sXFNjh4wdV7yVLMnYAkyoqwXG
FjgzEuLrnedIJ8vQLXEfHWipdlYICCYaosB0N1qy1fgxLTNo0yVOy/cq/0z9ACUDzlXU5UA+qO5t
fEgqv4G3kNzPBlAIVfrIfKHXG4kH1jNbWSQZfzRRcPl9CCsNWEvK3Y996sjsK6WzP33E0N+8ud57
004EiCEKABIQQpPDCDDXiSLKxc53euKivoWkAU/gNwt3CSSVUURgPgppO3xHf1K1eDbmyBRfWj39
Ea5fySHkM6Fk6TyIhJz7R6V+f3ll9KXD1QyowznSM7y2P7Wf9Fw7uKZYQw+sY7TxMTXYTeTHCxFl
TbJc13Ql/43RdDc63gI/4buH2fNbhuAgzcQPi5UnlLyJa5RL0+QxY3BsCWCEMDjVk9XdsVVpIP96
+XRPuJA3KC5pNn3AHZytOBo8fnDjd1qHOaaJ1F0FmzIIY8O9bpo1v2YWpbxrP+5da+Dxa39ioMnn
D/1JASsIyzVYX+RHAn+myt8OeHOjMvBp/YrSjnUWyh6tMUAa4fclkL+wTVPn4uOQoAXGtX670VCR
TMOtZzKEyQg2h3vJlbuYMUmX0Xrs4L0hbBoW/shWOQonna8tw2TG1V9T1NVmZ3r8Wq6uLJ/qTiDJ
umUVlmCn5qFmE3TVgN5+wV2QENxyfF74/sb8MS/lhUcCvUgV/vKw55EpRzX265h5ABRxRT8mxZDh
5yMr0vo/ZvTye1e3CDLxcR9nm2IZiZMy6NPMcBiRQPTCZdBPc/H9BoO5HGTce3oWENxkk5wQSgmE
loUfZS6SUs25H01xce0gY88WcXtLBqT7m3gdsTRJrQE2R2NDXx0FavwnEkweVIoSXV8UXl4XC6Vo
1r+B1zlrj2MO+cJwIb29RJ3qF//QvHWZ8/2sOUFbKMxoUTmcV2y25NqQKKYHOH9EPkX8ohdMgGVu
adbMeVzkL0ETUul9HehSYAm2Dfa49a2A8Bd7g6Ankj7WSh6Ht2z1XIEJKimF9Q+jsk6ZC/0uJmtG
cWp7saBmoFnvyqqNghExiPp3NnhuH1ZEaqViVKDcYbqoNvPOQuvnOzKS6OkY0nWyr1RvAbf334+u
ZyUD1/Bu8VzFgF/m6r89ERVmdsHRPRJVkcQkNSPqUIWjOz16ZRkGbgx1J2flYKzCSSOmZFpWBXsq
Z1Ha6JFf1QjDw8EFpeBh9Po+n+4vixZRqJ2ApD83jQVDz3+hBPpG+zKt7jU+FxxX+5COTG2G1MeE
ZWOoy9D0rknSMk1PrjKDbCtroG/jRDzYALt0wqZjrW/GW+P+vCDQyQArZeMv+6V4vWZLalTDpnWW
C2dXs6luPTxFuXeEiKNINSaYDtxgzltZ5A00aPRIee4AoBpC47jVmB3jV4rJ+3tGrVjknuoWK4dN
ft9ht6tOiIv+zruRpiYp4DOK1UwTtmqUcletDLHshnwyd232UMDBxvnWrtZkqsQhzVoR9RUCfIQu
tmn7V5TkkEhEjQr6UmPqJK4C7Go+RWLqXldL6H1mQWNsG4zHki59RiwgTHQSb3ibj4iz5LJoJhpC
b/Cq/8Ix52W+lOnT7YE5DWmAksnZ6qv1ZzX1gS3qm2lmLEfdcm9pjErS2HtEINYTGld4kI4YK+sU
LxU6jgykgUtpXwgVWomFnaLSwgh9dr3S98rQ/fJtXG/7pNGrAnB9XIg8xLD+zcLKyERCtZ3ABBAq
Ig2RJf8jf0JJ1OAK3b+0wQ5J4TAF4yBAqOl5vrMFRnwnjyI9UozYzJ3oUb+803E4sroGpmAL6xtX
ojrL+M5ceMgxPzwrGd/jLcw3T91oibCseYRjGpeH3/A1BFRsq9lYqQU9cSRUWNio/FQMv1ptgCX4
gfC/bv18U6qtx1PAjl7ErtetBotoJ4+BLJI50vksNTSIxiQDfsIsZxco6XApOFJ/m0PrmpcCwP6u
oZMnuiq1ZosVTfmtsMKldrpmrSB2XTkkk/j+FfbHbTUNHpothyzIt1DwDr/QjteK3SNTZOpPsJmq
lYqrGZ95ARgiOAPqmvwlWNNjcTQi8x7fBHMipGo4jRFHD72IBj0x5Wb+BpPytz/Sbc3SjZcYBD1N
PE5OYWWt/i9xuvlD1y+5St9BRRNDUEgshIUCikxNtfRKJrOc3AIgJaKD2cMSFqJAY6ikKlA69Qh3
jzcFoZwLudf8EMvTfKOYLqxHWVzayYuq1ttjxC/sg9jDxKrKwZw1dECcMUAUdt/dMQUyL3VAg+Zq
TWl4ewqlnNnxfGb9nwv43SlNUqxZmMhYE4IYZb3pCiYtaiqc/VQsiCB6ASoEtkwh7t9i0SX28lrR
2R9CHxhl7l9NejNgQjK8Mud0SjeoClVM0fNCEpMbD85upeHyKG0LA5Ov1CILqxT7w4T98qkUiK4J
pRwLmkXuhrwqQua0SjE9uXjdqUQiWy0dK78r3eGa8Pn2Ir8Mj80KI7R9d9n04DIR4mc0OPUkj0VV
6b/FyJqOU0M7WSj/fKxZQdRENXk//woyQ18FC8enBUK2+5eh07YmKEdlUnw2ha5U+HOd03VNXAEG
Xpqzb69E1uNWcPBFVsfobDz/yFQ7jmZlRv2IDJFb1CODVEX2olz8syUfbespz8eFZYgtlk86wEYB
kBvboJ0DmyLdVjr7o7ocamXn+R36dT+K8u83gkqDvfDRg1JcqjNfYFPVdURjfJfKyn71t9DQy7b/
HtA/un/SmzRmy7nYq7iljSIU2h6G0ojZo4UhFbiwSPBSHqu8iU+JytVjdwY0xlgZpNcCv+qE31Bk
JfNFPUzElBO0qeHvpL/RrxPgqyr/6Re/jxOaNDT3eUnUTR/7qKuClp2lDVVvqrHNjgbMSFeVbeCs
W1p1NyipAcRGvjDFt5qIWheApxi9cnq9Q0sSy05pnBWEA20hw0rMjQvBB1PvuwOCW/VyUVQyMDli
o+adoFq7fIeL5nVsq9Sy8BWhJikWFoCanL4au7elfosvD5AAhktQ3I1/rJ6LEASNS2OuB8K7OjjJ
YlCgnI16IFjR8JHKrdpSfWhpyVPMhDMilodRX9C7WNcgpVpnv9LvI2HVjg4r3MbNTuKD1rA9hJ1I
rWAb/i+0a3Zt3ZMl7H36ovxLwLy7SOC2sE90ehMS+QwjzjzrERh+ctpKVMXqLeknUfhWKrkRLq0Q
PBSyQbgMzWIBeh+HjcHvnik/I+1tJqIV1N04iGXnJBfEmuN4q9wtfpK9kW+sbBALt8jdeWAn97XD
061vaY+h66AmxI6Xgc8v9n1c8du9ZqdgL+6kNMytZFoHke2n55WmTt+BS7rgtRad2dusoAOsvGxB
KKEOy5JU53m56Awrjqmyz/VJUDbQ7Aty2YMw/AkuXUxfRZ/WtYF2If0DHlRtqTFe4fwB0IN1O8Nr
ZKpWh6dUCMRYm6nbZDGwu1XSh7oEwgP3rFuSnUofib9VwitF67m6LcC096MKP4q+jUQORBC514hL
AI6ne+3blP79ITtEijv53JAgz/F9sjPFMjW5+M2N43M/huof5EtgqIFlWoXOK0gKzAvFRJAdatA2
eZuBTXT+N8W6j11MZCKmejwigegJRCmO8OhacNg1mBhlDGjuhcZeTUcuOSD3SuovzZxLoGYGFf64
2Lg/Cqd+nXBC/OlsC021HT0sE9ZEUr7cQ5VGcboHZStR8oYMAiXueNCvLtQfilY3KDsjFVzUyz+k
GrQiXPajLWgoSFnXVFybRorRtGgabJpwofS1OxjFyGKyQ8XfVVxCwmH+0LgexNvaYuDDbOkNNYqp
RW93tTwf7WC/jO0qu2FeRgM/DsBaY9v22daH1d1nbHo2rQaKhDqEZfJWeZgr3q0VAxnW5YBuxPPI
yv0y+OdKkvEEIY+PUpFEP58gxkSNbOHYaHHZRJHLSv98ycTSkC0bBnv6ijt2d0f7kxEv+mgcMNPH
Xl64KEAbe2VauJEXuiLfV7Vjxd+eMrM7RhwRy7EfQNMHlrk9LuzgJ6LMmGz5HxksotrtSQw74M+u
s0p9Gm+5IY18PazMcLFaLD07kFUMXg+WiK22JzKjuZ67jdz8QFqkflia5XqmccMod8dqkQ7mm/ck
l+HwEfN5dM3FIKEOVepAFdzzWGwi5REp+1DGiv+SSQrCvKKUQKoWdraPrHuU+hYVN73ZUAFv2qE1
Qc8xBz4wXrb0BkXfhd61rRWDMRef/XD41/Z0OYjq7LlbIfk/qHfUnDAi/hRamEwAG4H71/9fK+b3
XQg4QuWfkUhfB8RD5l9Cfev415LsqynMDcBtsRTjm/4Z3AwFJuzfUxWJuLO031QdLEA/e6vGyAb/
S/NhKg0Y/iVCN6mymYIrEHDtqG7CABjY76pnHn7ndYmZ89OpJRoK4dXAVwZLrcvxmbfI+Dbb9p8W
Yc6v/9XhwaE9MJifKCbW72u1w/5AyQUOLT+KFjDE/zeo0UdZVauJNgfpcuKA2cHufvHc4sNtQaZ2
aQyyA3UxnzfhPqJ9ir55MNKk5SCwmsA08bzsvkaxQo1L4Q2fA2UOq5pZr8tC50k6sn6tQ3HJEi+R
vDH+SYrLES9Rna7mp/pPIPQko2eaMIZjgedfD03KfAGJ3NoBSPkghbjFtJwD0We8z3U4XscH7A2c
4/qskLzs2A4RQjX/oIW6NYuqInbcFiv5tLUhncG673Epf7EgMM1bqwMp6NSXdl0aRvN89HakpuAY
E2mb61IsCRP93/UXVFC35xYG2hI/bX6IPGqUl5XQ11YavqcRjqnwqqb2CX02VPL3IezPKnQm58Ur
b3n5/Tr+p3xRAqA7a8s6LBUD9wppYasdtmDnfgElGdMUJ1uoye08SZaoLkQfwyYavP8mFMHqvNmJ
X/DusU+2l24XaFyG8cJOldhSweRxBYEwA+isXBXRoSRBE+tL56lQCsM2ZnGm/gnACYYQQdK0E5VG
MjIB007XZ89WjolyAT9gwZ5RLLChUfUcBWxBMaow2lCtKKwSjgUf4pACktrX0AXBd109YC4YzRD9
F0zKTcsY+G8s5arBx68BVAJzX/7sq70o1ybyXGSANksebXLTzk7DJz037XtOiaF0a6nb6Zdv8pGm
W7lPpkSdjhxsD7zXALUB1tIwYPHswFvLOKaEZForK1ATPH+o7gzBd5bLlS/EoPiR+d+VRpfg1qVn
aOK916XyU3klAHRm5N8O11OiEYo/oGjZlrrvj0bIkXm5YyuMcpnFBjaDsBxYL0DjY1S5QDCEfv59
8c+f9HIGKO04nGyAnDu8BxksD52B+E09a1Rx1KHBEnp439pWNmcpHxmwbP+RGhB2rbiLXk7Nu7Z4
OGYL4QBsadGYNs+uvKQStPLb5MO/Ue/KtOXFcUEkDIK0/u9i7axtWEcXzsvkQlV0LxauLw0le7pY
tKvVx9Nh/4QoOAC0aKI4X+wK1dUcMcVjZ63lfkFhn6sh1KdqKXsWqRrswyr8wjt5YtgUqIl8weTA
ysS6DH5N8lS4FDV68I1tl1QyxJaiZfMf7oGcuVcDElnwmHcO6EA/pChvslUFnkR6G2XU3kYKuPDL
GBKa810u87spp9l1l9BQoIDX4nFkYFKijE8+VkqCb83LlUVUZs6ddFyGiaE8fqSORQ5ZZruP6QT6
TpMMjiZnxcef9Rm2pwHYDKWiqHV+eAIagG6zKdJIMRQhBh7A/e8jQNzAo9UFWXAwtLklaxZk34xX
3JOeZ8d/h0DicIMnCn1FTBRaNxYL5q319TzGxYaCNcPouzPutM9OHRlXrhmYjGNt78mhmCYZVcVA
LWhZ6jRKma7rt9DBLEOSnHPOyeWKYRc9eFdnhAaNigtk6EyBJ0RUSovO7NnSNu//bhDmm7121ljd
Qes0b68WAfXIlnoXVc7t2/GPqNDdT+D8DsT8aotb9D8gBUirhO8Lp4KLQleJNkrSSS70hJhJ1iPh
1yjFutJ5tx3vEW9h9qMGRfSe9KE94SE0UOPgkEalejckxcxH37/Sn13267dIrF023YkR7b+x7Qjm
7gteLy4kELe3sszST3tuAMFnItnOLrv44KSZTSVJORysenZleXNm4wYM5DS7T4V5Tibg1leeZxJ3
JDvcXLq2F1i4Fct6ZsSGPEbo2FDp1Xp8b1O1/L04R85ftbUGOulOTivnpqZI475UPSh1D4jSLDJ2
y1S6cmE51iceZmvMGt97kZY+n++tTthsWQmmIMrWkgY9ko045RrNTMa7nGWSu9k0Qf+pghLKPK8+
kSie1gDREawA7RbQDExqO/gUFPSSgWgBKTXVB9QobW29I/384YXy0YLJ9zJDZGg9IIy/ITJB0PJl
MSdqOxRr4WDmiJrj3QahqE4YaY5Wvy5lTWPk69JwX3tCn00jg+usiZGmXcCJ/gIKgEIKMYGS4hFS
omxcynjJxuxUOxe/W31N6b0EVng4FHDwE+Er8uZfvPel9FbB1vJntoop9mtqvtQh6sDbppSgpAAH
IRyMscd0q6LuinF0Cn0BGLJ49sYbh549sK113gPwyY9Kokp5OMccz6flnpqHfAEDTHlnhla5top6
LINFEbBEE2MCZTqqlk+hZJ3GYnn9hpltRddqvSwdc2WhrWlRm5mxrtOyqodPAzfvcD80+YyUuMiw
JvIgnwmB3+YHp7WchRhDTazA0LYMSKAGQ8qnhY/gMAWhrLa5uDy6juOizvQ0305iOTgcP3nlahOV
i5A/HtZo195Epa+1YFEJVypAdBcpIC35MtBtlgNEWxkPhZsGRWd6PYnY0f3t7TMN4kZZRRolinKb
13VYjA5laXVthPddaYIfIv5jx3Z7zoiZkrzwLQHrDxTBl5E560RZ2YsZqFvzQtSllPj2jAfOZRrx
gq8CwYQ5sjyk0/yYJLSkldV6lH8MglmShFHrQJvQDwMAJriMN1TV9+tqPloA8rDQ6F4kGwPfo8aJ
dp8z9C5vOU9TlI250GmQ0eSmjqjIc3XNaLMI5haB/+X5NIqdi4LRVXXS1ekY252U/c1TtQqNtrrF
TqiekJzZY1O3K6fddsskvsRbT3A2CXHOTb2trAHJcjUDCfBpwtHXndOMLI4Kmv2Rmk3o5imU5Ob6
OU3qLoDuHxfUC880WoREjzbNXoI7UXarirHjphtXzfkw5E+lUhkbG5EVLVMdtfFrJtzgRZqo5Xo+
WW1aG113daQVTxrk1oNQQQ4hDmiQHZxnUzT1OZ5tdL92hBf8u/dRuD1bG01XNxhbJwGqVPaLd5Mk
1et4lQ5MXTg/ACFUdOuKzmB8Y4j2N6bqsOdxg+0TEbeCNDbfTJXt3g81I29GZt0GpzGa4EOpBdP/
yn65nxadNHzsmAtWx/rytEd6pYlWKD2c6euEa0Vm86vlkLaSEza9zGve9YvhRv/wMbHwdLLwH6U7
smpftYapyChj6JW7CEFcV5wvdtFX6RBERZn9HNPGn6mK1ckwN18kq22gq99WKeThVzE2t23dEx/3
ltrK/3ccL5XGaryJonnR+9IHC5nmC88ESHisCuVE2DDqfnQxkUaYfL401BAp4asJCTQbHaW3dLRQ
v/SzLVb+v30qg15h2kqx5FSTIuqU4sVvQh/LSK0X8ULeNECSVm0CTzT4fju0gv6S4TXQhX/XCOtB
3woYjZ1WeLICa3DZ7o7j3Gu2CmCBCMhcWwOqKIdnG5ChYWGoLjKoqCgeNazN/fOFi/vYmmvRWLkG
gyycxVb4HbUKGq2uyL2SNf8gqp0JUlaeDkHb/wVKmVF3Tffn1P0RUkgNYXttGYcEKA+oJRr5ULUl
Hei36urDhmwNLUAfuO4rhm5n0COUMEvpU4uOhTFCUFSTUaWMZYUG5ECldUgY1jIs8w032Q3woXHv
xgQKq5z+00hiGVR31m+VRmoUpTxSpUmiFStNeCaf4WLKW+A32086GB8XixgiZQ9zoatweZWClcC6
WadhsjqnYZE+o5INBh0hBWCokpTCa/kKDpxT6Xjv994Wv/tZE10Qf6AGAITJBPY4siGbu+lgK94Y
F1U3P7aBgX0UcjSsK4MefINo7NSlkdwIf4mwqkJ3h9uf0ws8k6IEGevrywI9sOmU8Y1Iej6zyxb3
RTxgJYFQw/bk6Ypw0BMLRCNJTsDlNTw4XlNyghn3jMhB/kZGP2N3YhJfIvICAi2lVoUU7wFcOGPz
CVqVrF/vYI2CVNd14aEPdukXV3TyO7m6AbhFCfuO2968/7wDKRfMaOciOa/p3BZz4Gv3BS/8CJ5y
9hSlLDYoln0xWLT4aWHBBoaIf8sSarxZXuPcuPaKdZal++o495esTFP+SdPPDdwy+tSpSzELF3WG
XV3GODG7w4ANNtvTdFe00v+NEYhTiSQi/qksPX1lFekhnFIM8D6aldBIPXUnvtd0cnV0TlJPUilk
U8DQ79a4Er7DKmFq2WtGycmQ6MhNodYUznDF4o78m8UAd9EjBr2qJpd58toBOwtrPIMyt7pB7pMN
MqFOgDzPml340ZWLEC43LVNb4/ffVCDcn3gnri6looE9gm9/ag+ACRZdvEltwhoOhW8Zzk+vRgim
mzEVXd8Oz6pvI06bfWwQgPLo+lvyjGQ9mA1UoW5owpT6MfGVQPEs+IJvnfo5Kf61NQoC1ACtMiix
J1W3QEpItD4DdNjfSCQnMVEKMLQuF3SAMvg1iIQ+fCq+fnb/CA8uVQPp+psQJ3qDivP0cC3WFF/x
CFk6bgxBVpds7VWX0XY56ODF3DNAwRX7IHhZfzFSycOnKksBxMyxM5dD2qyss1lT1RFzdG1cXgp4
ix6j5m31wobMuEi/jXV7iWnThEZCSM9jlNEWqSH4uM2s/BmlEMY7NtC0zCmR9M+fo180VBvDFxd3
dqkG0a55msnu9hL7zgp9zVlDvkneTio7K83sUMd/Jw+fS/pbwZ8yVpNZiHuMzwQkr/b9x1CkZsHQ
JIbazMJ+v00NTJr5mPvkzs0/1w+IP7wImN+xyzAeVZSNAUgIdeQS9bDRjOgcFrIwusvtsuQjSmU+
aWtvzsGO0yeJt9utT/jHJrkYinzhFaADOqfBoDt/E1AvK/bn7/mZEqvd1OnXueHzv9WFgpzreAbv
K58KRD4iU0y9VRNpwa2mXMv38wHFNZ+kGsQQhYzMHyhfyMmHB+WCGfZ3DwEOU647z84hFCxVbqjo
yi3A9cam+aA8/QAeLVaNNFnIcObq2QQrGMQIcn6DbQ/OKssXHp5tNgaCXgloXamr6+dbIGySIjg4
2cPvdYMhU3+fWnSnOOXaKAbTCFpYG3bKtDwxHhPfVI8V9qx0SJVkV0iybmH/Sckfc/Wd/gwRQ06g
+fnLgf4BFa1JVp0McCaqC0+SIfgBzTk1tx7eLP4YB9YXDpJjxD30vrOeCELXPosY7Arokdbl5O8k
89dtjXAQAkcpEN4Q0t1VsmyCTTQ4uOJ2nWhPsaYAnFQjt2O6iV6PEDu3QvwSiuFMAKgmVPrVoKou
61vCDq+4L9arDD/9px6QtjoxJNA1Y2Rev87nTbJVEu/5njR8cNEz6mFi77GiKhqpzowXAQpMnSvQ
S1Tzf/HGMCDIGhM6hIVCRR0lUGytzmtDHsIYhRYXjy0g40MSUIdXGQaUMHdzDQtgfCymNZibroM3
wzafEVhkR6D7fri7T9dxA2hy63rtXgdoWSOp6/v4DL7KLCieQS8pajeKNZ4Ks3JUubHMYtyO7vsD
j9kI9m7ZY9yWD4bEfpX6vdv2AoqfYLk1MjzhACLBDhvyDqUsuHKr+Tat/AQA+hlM6230mMt63Wxu
3j/0xXDcaF8e/hCzcdqhXh8yDGDVzbKyDOKSdLzYVhYr6+lKRw36lrQztsQi9AqRkea63WB4Sg2M
LdHbvKBrq/yRKBYTHAZI5RoMcQ03EHVW5AtoeuA+ic/UGbz6/1pElGveCkmI1o0EHUHePx1ALGmf
m4gy/jVmkodXliwDlRfnhTHdOYE1mmXnASkyMvIg081DebsPphVkLPDKJxd1qX2yYVAej+QFSfYj
5Eh0idALQ9mCJro7buD6C8xu/IGNk1pu6MjUuBnOogUkPcljZhl4HqBhxZoXnEwloopm2NB740YD
QNozitNpj2OJ0aCc6E1Z+0D/ccuBaBpTJTwtit5cGQinoULraMPH/vV93pCsn5wlX7O8/3/y7SSz
e2Q+elM027cy/7dB10wb1xifTEKzLuxW+uFLfErO337xIfmiio+g0dQ8L9E+to5eXmAyXhSAiFQz
0X/tH+B1nxVMpXRXyN0K0NQsjNdDElIYLXRQecOD7oAVPB0UTZOvH4eKxXpNquuAF/wNJyqBTr89
/qidSq08PBix2tyeKigSonutaql3WHEGZTJSAUpke/+3rxWPIksJsvPzZlkS0lXrhmLx8AVxrddS
KCFfe3SO8PPnfe/JnWus47vlZ+dloditDV91xdMROB3Wqw34GGWIpAbcIMmZe60twD6A36Tx8L6E
6uYlFTQ0gDJcfVcavtshUh16ha9b1rgAZ7E0o67jxPfheJRm0fZln3wgbg1bb1JmD4kr71crv+Hl
CALI/jxA/rleFRrr/vEm/zFcjifKUF5PHW3WCMljL/wQcstjZyP5QJHJTynl+HMATLs3zP+T+DPJ
C2Memw85M9E630/2cwoLj5BXjr6ZrPHCsIU0zERaGzLAYrKm1GoLBfYfJy4dfYR+2slv0h6tcCl3
wYTvWJSVIeXpmrntaVe1fAcPjFEFJe4SlpkMbpr2qHKv9h2URLsDu53ZB3+5+MyXiYTqGesfyqfJ
yNX9apyViMvf59SQhOPvSFbwtFlVXZft2r/xW9MxjshcyIRfkw+6+3/u/j51Vgr7da5IViBP5KIw
T6N1mtYaPIEsTww5FO7CUY7fHn1qPJH2uyXfyCwlrLQ1mQMgXZ9KweO5MNOyPOG2N7f4rqAeehFt
MkIbnaYjDkEc/GNtKUqCdErRdFQejAzkLOqHg6XfCSmMHOGM4ogr9d0PBM/GeWLOTM2QVzfnDpgS
QTXHuR28k1q6rVFxpRsO5EYR78Hx8cRZjqsN/RaN1vNvtfQIVEVyvdmu9zwFE40S5l/afaDpaArv
5cMBeTPaPKqB0JU3R7QdUjHHUr0BJxQ5DzMvwwHj4rnZA9MAI1wkwtkLV3Ioyf9kthVpJSaAe/T/
+LBEuWLDW8gbUyRsKSBu+cJIKk0Ig+2KSQi27G+6DV/6G07kbLSv2Wr0YsTTX79esWc12o3SJy/7
YqCIRwI6RDO9+nKE76XWow+KgPH8AqFbgDwsC19Wya7x/FCNdW+e/s0snVNv0uNJRJTyiE5ATmpc
J4f073HvtKHqP4t2y3iH6EBf3DXCFlAZotsmjfPT7X8zxq38ar+4GPZidPXs78foUplKB/tAmGSF
GxHpzymceJFnpPlcFqp2aeyOlkHWkps2SOzjCPUfLM5uJUDf4pUElTvIigyRNVsqUcYr3sXicmkX
RGZYQBXwXZDSgSjEm7wSKlzM0YJza/BSjYgbRRN0c9WkVPkim2OS8vcNJzo0uVmSvSykC9wR0frm
SEiEyIIi91DkC8BYxpAMlR8erGL9/xkAI3v4p1VekgS0Oc4OCcLkuTbe8+ZBFRs2vDgBR3Le8jfd
IIneGUIVL+nkeJNx+6QhOGUTIaJcomsqV0Wk8rqnhDDxfTiyJMFApTlm+++AvHTXscA4PijzsYf3
vv8URgnkhD+PhtcfZAzxAw2DIavQBOJzeSaJCraLOx2Ju34scXyZ0UMnWlxzl2oVBmXRBjArIwjD
f0DFnZK2dEov+J2v8npyr554RXh9usP72JTsMC5ez6Hx0PmtrxUpcwtuk/0sCB2oHwOmCl8f9oAj
V4y748AfZM3/E0GOzsibostnAcK2vL2muCcXuQSDbtcjJMN9uJWSfaAoF+u3D5I/VB14EXq63EcC
prTXoeoZATHT7LUAD55TOg1BOk9xVar7EE+2MuUcCDnIJgKE00pATWYYYyOaxXa2ctEJJRPy1tGh
YVD56O982TMkCbmHrA6uY0yAD5MzsfoupPlSqpy9UzlzACy5ha871AezoMTal2hPPB4mOWl3WLVz
5W4iFlphouWp2DO8iR/9mc+JWkj6S3onAX6GX/2VSjPkK1PGgu6DHC7GL5KXbDA3mwF9qC0mlXZT
bWlOl1a+Ijb6JhnSMMUkb4vrpnwJnZUffpScxMQOWkvqXDdDFgufU6Vr7EewMx4qAlN1V94OIK/7
wG9OB49cfPgxYuqGKJ/l+HIEijn7XNAIEV/u+WmuDEOXLTnHLfduipxzVyMv3o8v/jW+eSA/fMp9
8VFyblGKNKoPsZOw3PdhMSItZLhpQKt6V9sq22qT9A3bCsIXh908x4D9Y9wKc61W6lL524Q1hwVk
jnL8zr1DC+VK2TEnw8Zjv4JTdbAFJ5J9DkRaN9WYypTSbmSAmPr8qd7m1L1Wc8dU0bYLf8dv8+9P
GXnh/wvmQn84/JQ6gBRoZsR6Iaz/Fu75zm62d1oGJte8LjZtkRx3JZAC0X8OXTzIpi4HFXoxbTY2
ru+2ttZQLrj0WCKxhF+fiNoPGfO3rgIwgtdnFmAlDw1TKPqvO6+WYGxyM2x85Pu6Q6U8JV8VS5jT
XiFWx5sMfMzblPfkcvDDKgCz7p05T/8RxEMlcibN+5Rk7p8nymj6WbB22aW3C7PilgNL15aP4nFF
hZyWsPaWo6HwopIhxb7uU37FR27yXCFSpqAKmYZBN1wBJORsIeHL2NVWCxQmZDX+kcB8nxVSaGuf
DXOGwBNVcgkfRjQ5aBSQZWn7bhpmoZeijsPMmWv+aSoZ2Kq3Mmj/iQ1yVCATXETQwht66obCwbUR
wM62tdZcW7aWqx5G0Jx9JXR7aYnRia2lJ86Z1XNM4lwQgHonxTkhiZHcboz09dhIvb/3KnR2cHHS
IB74Ml6WhuvT1j04UrnlSNtSvoX74JfNjgKBdNYs27grpe3lJUw0hsGOVDcpjr0JGq5xw8SG3Kfr
WVCHuF5mATecj+kpAa0+KU44BvylaRa604toFlIyAfUSIXx4my1nfYASQWRpM+dBOjwfIZhDh0JG
teiw+zK9S8+duuU1oYfKZK+4xkFYtppQUQDrg9y8JgfVstw22lZ1z7NmbfnQmcY4UFKI0CAF+X9+
52nTpZvJfEkfJYr9vUdEE4Z+p2QFqko4ay8tIm1BAHXWmuvJ4MW10c1uuA2eCCUo9a3ql7rUBjxM
2Z2CltXYfbomo6gQxp++/J0JgKGVDMe96XxUE2r+LVc37l9hYT7wXbAWdTB7iXZQB9Tn4rkRRXOv
zu+H/SqExkluVkbUF/PPO4oNTdsMlOJq9VPz3sU/ujnXIkrEC5pNjnk/azMgQj5l7GcAhZ9vUBVe
QK9WuM7nfyB0xhE4mSsivZnoz8A/vkveWwYv9EsxTW6KA4T5hV3O2woxa7MiBpvBD2PPxQFoysAW
kF9EmOhHQQf0XTTmGrUTAJg+96f+VFiNQuU80cY4JAQRcS3kAgyRLaKuK/9VC7RxV6okvolqwtzE
Jb/MskGDDlU2gRKCcQ8b7dIwKRHWfxQI6dmu1xxpd4YyPYK9HqKkCGFO108MVaIbE03a3eOjFMS5
EuGySLoFCzDIOJHZJc5TvmWDJ2rMpUU7v2qEJBZcKv9fARWutckkhg4PhGj0g2NOFhQTw+Qz07Ey
xzL7TRS3qKrH85D7RMkRAYFkWwtMp1xDkli3OqQIi6IYhzapnUxoFEZpV0qr0Vg7w50Qpq4Xnn9i
lRcvIzFNk32fouUFnUK3pXnVK6oTma4FEJ207P+7CQefm+fGwmfd8la7uLc9qpN5x8yrQPKOmEWo
7mKUB9zyNiamMSn8G7zpSDEJM7KE2+Bcln1txtifPNLUU+FTGKGrm6gvRZYu4BuZonNWSEqT2yD8
wj7QqyWEhlg/Pa4eOq+vk+j58dsC4OKuCzxK4LidX5MZNRmhynP/Z5d9SQZCG00GmZ45W/QDYYaS
WFjYRtuiekjWJhL4lOMjrlWHwDqpgxix6WVQzx0VuJ9DMyabCIaMql/d0kB64TS3Zy+u0et3K+sT
YlyECVGgcsHh56YYx/iwKFx55FpleFHnMDi0ySeKSCHvw//H9g5s4Tm/QIFwTYtP3nJRBHMmWm91
y7Sm8J+6XkH/0rqcnCdCuWrSLYTbuxB5bBfkPEACWULzTy6Pjp7ca+nJAhjsLb4BZ4QQP9tRsM6W
Eh/ailxIepTTEtkovlElIFVbxgs+pwR9gkTP3LPIPV8fFuoKUx7YcuTBTmildQo1jUfo2eeAoDmO
o4G0+57ZGRbCC+U5nCu0hofDoPC/HCd/A3ZjdI2CzGrLy/sCq7pS2izrl+q1kqTtgV0PsNkp3lZO
pXbtikllGXuS/cHtVld3OB9GI8vTxXvploODKf/+hNh/aRPlzkW5p+4Iofz1WtUaUvV0p6tx2uxu
jXNcc6t5uv3CF9gMP5sh0wwpH0FY406+7Ory6v7Nb5wawzQcRq3FVVKH04ZrJNMwgJ9wlzL6e+yy
j+4RAgA0z5c1ry9sZgYzqGy3BKtnZNnGUZ4MFD6HES529TraK39zxPqxlNmiqmw67e+/xLSVC9b+
gNEiU4diX4EDQW3XQyii8KT50jWspeFlvHEBjs0yIbSb7HRZDF0R4NYuYzM54A99BzyDhvqpdmTu
1BMexKae0VFy5xQiJ2qpfqB0KKmBqmkSgm0qaLoZqSKthzejbvHWlSHMq9JgBOFK6/FYgrk+p6e8
oapS2mc4d5NQyklcaPypmQhtdpWpX6qNETVk01/6dUGtN1SnyNUXJDif96DRjdn/vuBdmXDgk5Mu
Sqq+WaJjzkO+mOTbcHUf9cBhbguJBeBI5xW8hEa+jwvT+N8pvi5M1k+WRvim4titEHikkPRf2iDG
BRAe2K+wP5y16Uq1w3DAdBgcNVJPa7a+9f1JAw1ai5IwdN/kYHLfslj6wpnsvrOMLSwtI/BjWSeD
zFOHehEarKLa/1TAOohUrcJdgfDTOIS0lhNbJH9u2w1rOGA4UV51AHKoBaw9qLPWuERReXL3Eozq
j48i2we56UsF3XY1ASpUnCfc23pb5yJq9tdmSzteYUvAicOzg77Ma+adxWdmGElVXjraqiF/vR6X
JI+UalcBR+aBFJVm83J8xzV5yhjPBFy5F00FF0AT36rVDm6ldKh1kOe5PYwqrhap2ecUGP6cxCCy
HIavLAfiEButKXc+VkRV6MeZCrgYNg+EsTJ2qOIU/oXGX+FK+UVoAK6wvJ/c0TRzf+Xog5hTFUQQ
FTYKpgBPH3kGt6tt5kD6BCbtmLNCVSsIGVOgwTtq0uDVkqKm0jUI3YwhxIrCIrX2Y1jtBGwfJL8P
fUo5Ti6TJf+zWTwLdo9BW92yOSM9xDqzdW9QSUOb/TN9XtPKwOr1s24qXx4V72y95mXAhHS/Des3
Pr4aA1w4t0ZvrE0uNuwwsuLJqoyAuZEEn8htS6qhKGiK51bqHbybxzDUACXXuqWem6cpx1I9s8R2
K+xb5czSjmudcH3ecXxAXw+yWJQttKGVQOq9nHYkwNMp3bvpcFB6hRRr3qHl5PgXgZMad9961ww0
jvGmscS6toVjHsXac7YD3GO7nMCg64wagtsyPtBirJHdE+qXlUe2YR5WQJDvJWS4CKvlBSwjw16C
4YZl0R8/0xTG6jWUOPPX/ry9lReHCs98OoNQl6PXZWCbCuz1eDZ3nfgf3wfuvPkp6FcqPVuNVo3D
FRJXy0PVKcjJ3dXso/Lq/6tMyVrSQGjxWT/1ootH2vHyMu2AI7wxTT46HQKjUndzC5XpLI27C7if
2HQ906AAv96y7ayApVLTAAGEBAGbHWocy+7BUYoTrA+0xw2g44A9sagOWNWLEIrsD7qPPUU4w2uD
6Uwvigl8LuJMGEnp4RPaSSRDvrPLUu8SX5wpK6xbLfa8cem6KLL5X+hTK1+WR9o5BEVL1r36T6T8
/hWdW5OYRG1E/w0AE1uaIYFGTjCnMCLcdu9168vg4NOSsNx3XmUn1xgp8wjCaAcjyV0/22qOFbj5
wJS3R/SbUsqutv1yxE6y/fATRnetEVIOOUEBm5nzC3BJUp4qnM9w0IRHJKnrzm9f6/jjhRIv4qmK
rOFB8kbnQ3ARPrabe5BsirVjU2pSO8gqQpl3w1sm9zW3GSua3IMZBTTkkDKFjJYWFxvK/onJAaEX
T+BSck8NdgxfyU9qC8yXsObkd2OVM1NzROT4rRcDs6a0TucJIgDUQOh2aFzDExy1ykc+Jp9yw/JU
OK9YASCOXfK7k7DiGJrd6ROMHXX4RBSjltFN/jaK3wkhKR1eIiPDsTnGhEya/CQ0DhzRrqEYHt8h
0yMsUhERN71vUfDULDahLyT4kJrzSoBq5hwqMNYp+ls1zVNOp6HLvj1zPhWYLlk7K6b1pp+9ckb2
0I8PqqSqTxxul6X6g7iHzrAtLWWh5MFqiboWhEujCWdtlOc2411MKBqT3bnKFeKgXCzv/NoJ9Ulu
QmOj6nIj8CS2kAFCG89Pg8iVyNtJOh6xE6pYRw9vgkuutRjyAAjv41IncCFeu4nZ4fkOocJGLBH+
6u0vdUfgCNzu2gYxNb0c/eLAYcvhMNHM9SXYCROZFvWcdmE5wt9BEzChRX/xOxR1TNLRiw+zRFXj
/r4xm4aCo3n0TQ42zge8qJMMYPcGBMyww7Xsj7092F3UGmpQ4wkV0xcTa0Lu13w21qf/DZUwPt7x
tqgmPQ9BrD5dj0O1x6kG75O+gatb30Jy6hzwSuqg+ENTDKYNZPLw3z0a0tznsT3N+kWxMEEZ7OzV
ZY1yljvEUMIQXbSdwzDuyDiasKQ/YnY7ITP9wR9Lhhi0BPONJ5E/S/Pk7dX8GICtQH2LUl+ygU3y
eTByl9MmuZk3uIDGJFc09t42kaTVLPzM0iAItRi8Xqnx3e0nohYHo73KBB+f8FluczXM4W2KKheG
uoj5PVYTt7aD/LdL8Bm1LcrJ+eEDilKh3denZcgxW4Urbw4pmkQvER2bUuxTbQa+pU7z/vPYuj8s
pJNcLqzPuzk7qQqy5jisGZXliHKt3dd3+FWhKdFoAZsek3XhAyk10R4ul4SxBN1wq/7T5k7Lr9fW
GlBPW3504TBhFh+D1KcuaJvKnckaLK9QR/lx3fNiCP6DYuKXCA7TCwZfiOpV0RAy+Ixz2jgrjVgi
Ry7zB/636GlFH+55JxgnVcW7KudjL5Ua1wryrbGH5ZWlsG+SyMup0jYqW+yCXyvOl6btmpsZS+Yz
gMMv+K57CSE4W2mv5SUc1ge6ngrR9pEb9i9viP5pvxr6tB1k/9e9a8yiU1zh9HIinwZ4t5sv3poc
7a4p4Ci9DpvGtMd4JN37CW5tUKtAFk9v0N+ETAn6uL4860lqL6soWXTeDtPBaIFid0/nxXb34s6d
5XEslGZoVqN1jsLgdmM+Dinxnr2xQHDOSQYri2wWY2zT1K7sEcmC+5gBg14YCamXxHSVnVP8cpes
1RXXc+TQpr3nTSbA7IdDtgb51q1gjxTQdx5hmzk/8wWjwptmIBqaUU5hdTKJ9Q1QiT1Wwv6KwQIr
+EilV5btvpaNA4x4p9ZHVV6tgdxiN1OSdOkBHVrz+v3ler+d5drgmPj4qkmNCiwSFlNHD89T3hX8
Tmlo4YOHd7EJPr28yj0hikMRBeqVSUYGv5QExTGlUIVBv0XWerKZXHRqrpxkyXrsMMzfNYkGkrsT
KQLviySYetUI8buF/sCpW9SIfy0eMjzE8zBDurX6QzEcQ8NSMzBx29NEvhXj6aDQOwVlwYIS0oNw
0Y/priHXV1jrWYIZFKIW7YFLPOFw2EznJ0TZxfQr5tsyEujyK9U8y3iRg1ShffoyX+GNyaG2oDdm
HWTWs4pXL0F8VY0k1HlLcvREvQdwPSUQiSNAbCutMR30MkSwTRgVeoXWVUh+Od38OF4A33Z7l13N
YQj6LwKTIYaa3DWl8XAaWIGTldrrPMhjhypLtLSYFGcwgCkGgoKt36Kilw18tieJb/T/ByZKNOq6
Nnszw7bAotG2F5dlZfzmqePUYe4D6wo8ShqdKeoHjnIGDM+QWatN8ljbG3M+gPVqQEcbzrV6P1bt
N/qStXToYwZ5lFDelvso98kZP+67Kk9yLZBKDQ+Yqlw5c/p3qcI7MkGKjfYF8skO0Km4deRQBSUU
XqWjnjZhtXTQrx/YzjwyXosbk2HzyHClRbYL3Rxpn/G3nyFCKq3E9vdGlVQ4j8AvY3wAYe3c2Hl1
5Lwgibap+UT4CSY91lY8UgXzYSeImhfyxWiYSU5mL0lQ6a83oxMDxhMsuOvY8pycm/tykln0kaTE
eyuO7uxb++OiLARPn82njSA9u8hyauT1npUpC2TgT8p26owWEp1mebseOcaZrsrBLakCG2MdFDjK
jBFGm0zOuU4Avic+7u+pb64/yvsniMH4kWv5Z4RT0A8B9sUxUOJwkIN2/5YNci8MueljpZdcPbme
R3rWahKj/OQeVSibPbkqxajcO2c7jzedDK4ZmPvlEiL1Tm2aKGweDlvaNssH5Fict0/D/DxpzIF3
1rWlALM8uUGWPgTvKnSHfb7T3Ylj67Fq4iDIhlWEVG0SU/luHoTTHMxlsaBe5lQAoWcYW5+xIp1U
b5czwalPhplcCyOouKh58j3ZfFKguKQhLPksISw5VRtVXo6A7FmFyfvTv2wRpn0b/9S6yTlY5jzF
y12W/iIbFVeyDzYNwHoMnvs5po9/Kgs29PmgEzEyXSV8oW7JIgMSZzGcVCi/TUvsUeIR+XPdKDq1
BfsgZ9p9bNq1wkp/kB1TkZXtgFH1b+5ar6fZhm1edsQewDri98jE+e5mQPi+W7OHS+Hw/hdYWCUL
EeoKdc76xctC4dPTk+T6XntWuBd8hwBAbFLWs7Yw2i5MqTbagjD+YcIlfOTBWgSgDo5XVo9w/AmT
68kq5rsXW/hccunhbGqqsnzq4asrnVxXWI44p4TmB5fQV5M35qKxmjfB4cTg/JbP/Fx+VK27hNIo
B5OHclphv4xYreZInTuk/DhUXRPptuehEkcd74oNz3XfAYrCWfZsKtzXOmMkUsMNS/rWXW+nGGhc
MBeed6NEI4rfQWExQBGLkwEoYp4rynGpTCB6/bzBCJhYjz/gOMb36u6aSeGIyG4giyFNj+bzU5li
9By0PnvXITPVrr3yQwu7bQrj+QjjKiRBV5eflUcd+C1z/PHbXgFAFZ0UPBfx3DwJop4yf9YPKIc8
EU2n53Pw03o63Xm93Hh44sdb/cHWtDF8NVB9cNQ8hLPvNs9138PsvtWhwLgJjrL9wzgi44kB7N+y
cTOdKh0OnxJhidYD4cHTM3ILPiG6OXGL8gWeL/UfTuTza0UcIwl2ztMRKf5RSU5h//8NDdYkENT1
N+xd0tvruFzm8bpOajfW1aHpzpy9L6FAWoHFS3ke1Iijq66NOPvurWwuqNdYFE1yoxd9JVAQqlvD
3xQAVgSzIsUqAzBsO1CHZ1ypT02BEo4wr/YDRmYvb9JvcwZeNgieSOujt7wH/beOjuC9nh/Sk5kH
l0c70SIyK7jtcpXHhcXte0rdjS257K5X15cyVusK4QFTaN0h2f29wuilaaj2N9XUjVnRI61q0V7Z
y4TKFYHknVTByahyXPnyflR6VVMUPhalwCr19vxcqKSP4e5HhvSzhruiWa2IJ+dIZ+3IjpcRtSGo
wpZZgY4Cj680t/x2YJi97dal+35Ntj0rrA9AZRL97NGSV0Q4Ont+h+wzKkNFJsDBhP3e33g3SwAC
w0DyPayx7dOceTXBc6evHiapeyerCNiynaEbDY6Ztx7DTJ0ls2vbs/P5VGMdj7PWwNobmK94DjdF
mP/v0U3jbag9LN2Py5HANP9HdkEy1KrkvGSway2xS/dJSYtXDQtvcCWQOS3Q96ilHK4taRcP2Jzz
yNOGM9d/tUG4u2D0yiNX8hsAn/uBSxb5umi6cBIsJ1ihJBxmOyUG3rstZfyuvGWjI70jtBd6G26d
Q8wdVqYVUDUVsbsSq75CEMPrHGUIh5f5qAwhwcm60bHZECoWRlv/dn3PjaduYW4mE3IZCvy925Sb
/SLKxUT1+o4cPSpw2jVe4pohjJAfPRkPqrTadVALtP1RzbzNSqWcv3Bx6VETHsFle0Ee2XtdaZ3G
8AiDmiFVbimhKbQa+7MYmt9mtBrl5xCCmPmqhiAy5X2zvipvhuLkPa8KKu6ShHmcgADrsJUYYZ6V
aTOzs2NkzI4PNqUj6cFrKBgT0Qyzs8fzpLjQyMrRSw5C8c8tx7OKyEXrdU9dSvHGqHhXC1WRN04l
tHJqJJjswsgy7NFgHx9/TMNZ7Gl5J7HlH6/mmLxyDuTqZM0o6HxtZCjuoI8JrPHc7Sl7R/ZQbjRF
BAe8mibi/kKcogIdmEuT5ZszK+Pv+FFM7y26DloLEzLHNItQW+oemTbaejZ5c5aAyWlsZvFKLeka
oMiXmwLHKOfiAyy2SMwFkD97knKxL3DEkpZCBxdKuEhcpo0hhkdClZB0m63+8+sRAN2FjrVTjEIr
zy9fzVyXvrR/NewcwMex5ZYFea2gapmqQLAnHwzlQ/MP/uhgk1Y7YJse0gqGW/cr79OEM01N5Cfp
yykl7iURQrtGANM3kACFkE4PwNrYfS/WOF5Uu7q5c6zn5wqEDEu+ppUHj4HuY51iyQSefWIYNzjL
chVzDgtvE2MsPgTPlzvOf0N6Cgs4sxAli90izhT8+N/1asnrHZt3ult3dYUVJ0tkkW7eyg/+ef8B
1+MS1nHQc7S/h4NxmNJR6U7lxBMgSKV7dDmswvxTO9RdegSMgJXSZm28Gm06dy+U8bUF+NW36NUW
ug6F72ijPdBfekFGYOAJyCKcLtfi3cLI/+hQWjRxNlMIGgNmuhUtdL6V2DcLJuoRhKhKc2nSQsKj
rFAu9g7gzw+llKbd+aZH0ctT+jkOjNAMxPksn3jDxfgrca3+S4zctH4NbbNSPPbMO7NA0FSBGgPH
c8nRYaVzziJdtWC2t2/mU6DgZZG7voBa/14NORRHPqlSr4TP2SJtXIVpPiMLhyoUbhNJSFvj6yjA
JKkzznuFcK/bD3y+0CtU4+ITByNLPTgDFIdZpgAZ67niD8IpBpJbtTvd3YSvIKb7iwKTmvmjerTu
YWXbfvbxlZflrtKNSzH+Zf6/F0UYG2qSQ05bx+VZUl8DPHE0kIsVK4qcr77ewERJi96ud6g8L8Fi
1BEl+fHzGnPlkb0JnObTmKo0yAUmNNGUHc2j4ZnIl1r3VdlgVqnRe/WKILRIkery5FgO0BPq+dSA
BbDi5D4HFhjEPW8ilCAgmXI6ZeWFTFQTTjzwVpyGYyNT6sygW7Ftd/FGjDKlsdstUODS7FIgooSg
4h2bUu6jg9snZCbOWQtk322M+1D9Bqi0d3A9db5HglpWzdFThrtN7k/1SsfDLNj/dorZcLTPSbiU
fXHYLdjdkcxX1SZUgxFaWXbF+t+/FE51m+IUtXOKewEInOyywkXuzc6CcLYoX0fRyEZYs+ENPfLo
AEa6gWcCByQzPcG3WKHTfiLQU1AtFKeNo5BkwLhb9qk52IiBrJdJS3RrgRoIMUdey43kNswjZqK4
yIVyHXVIpwLqu77ltnNS3qRYjBceWGTANdJFhVRWdvdv7XH0U8qRX85jkSptw4Q7X8rk4ZV9Qtcv
VTKwVvvcvVGrLFlNNUjCSksa6xsglBZ7clF2XfPLLbMwRfiYREUnR3dEi/BKcGY7LzDYLMXr24+g
nFh6wE7mrYED1N2hbzaIWpavbhJvZE9tbDm8+NqSYGmfqrDypnqxWD9rgKZGmbASU9sI7a8uXkjB
FuQrwhu6jOlCe/SZ/ODc4OE0yulEWJtoQA3gzbUWtcK0+wvinfEiNDm7mmZnjlicjDtcNwKyZhKy
4u2hK5Gp0uyiXr6kmdi7R3u7yCcHna9rcx0dzPOjYzaUi8SJ472dPu7SPvBtxlnCp2BQZIzBdvcK
myrsHxcn4tdd5ZGscD3ioWOUYmfuOeU0YpsqwKahGeepBqYfM1wlKRmaItCRP5WfrmFI+Kyqdqyv
TXJQfltcbYeK6TczrB7MvGjWdtldDSrpv/n5VxKi87f0D+cXqP2xybUtbuf5BXqMo5pzI5mMI5lo
UcHH/bbq8PuM0NUQ/Km4s3stRSSPoiy1LYsnoYwABn7bfaxtdukrEfGrjC/k3qlxlDPKJEPIavnN
JwoA88M9RhSjY0aLhjhNvlBaaT14c87oS2FJSJ0wBv2vGQrq9n2PeUDbGfwcqlYieHXWKnwvlMJX
P3hCE6aE+/1+a3yaTdc6ox/JEmCkpN0Iyc/MQjBtOHMNbo2Zm37paj+uI+MPhD0LAfMxlthSRGZt
e+qgvoJ+rMGs6EFrSU/l/rwt2fkg84v31WBT+ioA6RY34de3oc0RK1NF3gHl7/tVgWm/eRZ3exgk
irAIOy+QipA921LO9zk5VDFIhP0TOpd8c/5GYRKj8Y5G0LRB+kv3JJ9kRiYyL1BrGeqvPqVTIvB3
SkawgMhLYs0mttsb3Oxffzy4/YbmcjNFhQ0wXtfQtsvSn6ZqRiBkLiO/Ioqds5p6nSgzHNeWf9aX
F3gCOBaYPJTq/sew5g8bpR9UP0drvmu2ebG77Ya9LV3HYKUmCGpGWF/6CzlPwkmuQ6A21oeapZBN
fa/L3IJBoKBdXCKlvqz1DKq+Px0PwvcTBBjrTAqWIIUeqEpRDB1hDXMUgQAcOKKpWhODQqcqYvTh
RW/ZW9jkugvTOsVt7KSgYYvqD4VG+wrbZ0krFQFhAW4ngD2QdgUu+HyfiearsVq6UnMYS76lajvX
wDR0TCXzvz4BGfqAr4vPQ8f/NRsLetTvLdT+B2kUErKpym5Bsh2lNQnSFg5NCsGLWRvGpkOAQu7k
JzyHwcfETFJCaCzgF1rT1EEF8se37kbztyRHrmM3md2l8HiCiOwF1klhxL36KEvvsxn3xZm2RxWe
y6zH2mJjKRn+eDHcr7puQaXdZVoV3+nR9pJdXirZWVPjEVmw2b/wUUfMqaSOaHOlrUZwIAevJHoh
29lWuM622dIyZ7EyDkiJLJO+jmJyU1Xcb3hcv5AZ+WG1r4Aq4ZgjW/NiZTjVYcxYT92MVY2BbFsc
gALhoaQQ45nJXSlTfcMN9VRuJQwABy2ame/A5R0v1RS8myV/Df2C9lFODX+AFpM7ZI4nXE+15X0R
WjcCWoVsitl55DNyMMORzo2Vqt3ri5+ssy1neULSV7O2gwv1WultdcdVec0O67gxoe9HK8dT++8k
U74Xs44z0KdSBdCoxIRJoRBXiE03sm6BPmLBW8SP9Lv8aDmnWdEIv2Lc8ngzzwFn4+dNgvnJq/JK
BUJtCSTg8iy1vZGfj7q9VESrn8YMc3uS5sVar6CiVjNKESn16sboGjhxSx3r1Vjr23YrwhLDIqmw
TmM6nKRJ9oHfK2LbBnEvdQ4qoK43jcwUbOal3jN+8cgDof8vyTCD8lOGesGHkYcyDbYWHux1BlGg
48rrjSA9o06OJdGmSerHo140S1EoxWUayNbRhhfw45Z3S9Uakew9b0qcQ8DCbN6nUcj9Pg8rT3gH
e1ragtXpLBmRhIinP2DvqiIm3unHol+fHVqwu8OlPTto/U/SiCRp3lmq9NpRV0hARYfFo/WwZkYk
xHQRFDnGjsoA/B6iq87VPnxesf28WVOEaxdv8RRRqoldqA8Hkvn0Jjx5pG7GyYFCcTntoG1GZncW
T4trbVkJ4MNdI3+IkpSVmMtfv/NMeW+LRKR3nlriEexdB2/UTgodpDhAW+wzEwz04xpEvikRpVgp
/51hDXiDDl6De7j1u/e8zg8swm7XpNJaCAY27kCdNwoiziyCc083dSjnhcm+AdQouG6ltVYRUYHX
ygdlPfOvSQkM2A5dI5vPkHKnGvPzaX5gNQDpJaFCjebKtj5KnLEPaNTPtXdzGb/lF8kI0cneSMYc
ED/BO3zy9V5QydzWPs9Tc96yipsiAmzC+bqpyxKLVzOpU3vs8APP22AdimFA3jhDeC9d3affb6eq
lR2W56IXXAfTIkV4FknbvXcyXxZXB9vQyLpvaBCOxst8tO5onVL1LR1cpuuaGspTi9qEWHU2vIqp
id8dBAvZT1qwVDWxioUH0FV/mpm52SqzQLIjMrXPxIilDt1SWvxVS6gm3ELtlceC1gczjttFTHwF
y8JMmMazErAebCXMki9CMiBMTmR11pmXhWykcOHl8hacIvub6JtROLRGnrwZhOPSFEAcw2dbJwe8
SnveeXd7UDE6LHMA/TdkbyMr4/I1k9Dm46iowIi9ODkX6n6/E2MbtWu1gLylWcydKAKc9xQzmd8B
K9cYJxGAa1sf2brGg7ftsflZBrCrmwsh4wNCCjqMnU4BAJxN3nRYtYWFlfS3IrAgQBM3xxrACh4S
JH8uWHEVozkl+KLeO0fCpx+egbTxqeqvRQgunbjs+e4cBqM00Ta1GxlTBzGPwTOBdWGYWMhJeXX2
vaPNBDVkcWcd6SR63dBx1xHqroeJ0xsy93DMpP5D8WPow+iIRkMMQHhAfjzK8eZiZGDZD/9Ne04Z
WJylfZvxRNvYDOoQy1wJjtp73XreRokuqX75l48L5GYxUKF93SHHeS5jee9DbBuVUb5RwIxCqrSR
iTPJdzifJikSj28iAaiAqh8pfyLoT3FZ46NWBhVgZODoQDhRzbw3TDmiOSL9PYkZhKXWCWyIBVd7
aBQNqZB6YvUCVl1lp40iWPge7+2FbPlvi1CCZH+Ytj7Dqn/JqPg9rsCwL6PlLqsoj6QByKqcl1wV
8LBGXUODXmK8rNfx+D6QhMQDx6DVdRi7EOrLs6ctttQf0lH8btj+vBFb9lAY/H3ub83F89TWJe9z
X2dwDsyhaEsRKtE3Z+L4q+vyKwOMQ01nxliFbKrAPNQYMIZ7lEBiD2EpMWet+wjQ8wFWvTdNCEdX
CKkS0w+/XjUzq2jT2iT2a1/bJekTCY7Dwzx4tBEoNTHDVcr9a2MCE4CmK4vt+N46bo6s254cbmNH
u/DEL5AsW3mYGI+6PczmT9+t/x8UG3ronXJx2q9u5gkmMV5FSXGQ7ZbQzeTIQLGCOyREJ7jO9WV7
jVDb/HEAF4XVb9pIJ+tP5TcpUep6hwtdzk5WGEJq7hhqHpLsPpSBencCKYnM4RpI7QAR08vDjI8o
Ur9xDCBUak8NrSStgUaSbHyC7yWdeVBqol3VA2+n5IFF/q2DEwnq3YnE8wyyis5+7TkMgTMBxsij
AV4mfcgNCdMSFekNpX5ELSxtfKyAMeRmcAx0Ccxg2/30wdb4zm4T0B2q/5eoXDf+Bo4v2w2DKJTh
bV14IbnX9QO0p1hPgMNc6vg3sC6QIURGZmDkwB+oO9jHzFjDjM9d2ODW5OSgDuPWhtcm+pTFsUaj
EZgtjjT5gXtOtky0xJmAfiuT/2AGJyYmvDE98FowH6iuZ1ZCLJCjXyAKa2tz1ETJy2FzMax8TUcv
N1Jt3cPqDIR2XUgHy5DEUZkwJ+FsYaa7Gr096gdnBFMW7i2QlF7FYh3/vSxVQAw3RRCrPhThufsO
tJMTebRG6zzyV9G5hvWaYzi50smmQ7emrqPxhDJMqHvi3BH+xpTgFxkuB2sW4SZpGkyPlJJIO6Rr
pgZyyqcpqv0JO+H+qzYPRkxkZH7MBLSL0mIHSNRN2WL9G1gxi8EYGCTQlQbdySgRitYgcYe561hC
2ej/WnxRk8sF1YXd8DlKcaRKPruU3ebtZDxj7+SQ0GnWFeF/XjXRT4/zgurgaz0EwFzDaFlTYvTk
KnST0hKKR5L/EU0sGFDyZqYAfhvlH5JS8Ru/ati5y90IFhY50QF/8/F2nTo54DTPhICAavkiJDwy
3suQS41pW/pT6gagocx98rMzBtdX5pDhBDOlV6V9sFp11z0zlvkEk1C5Ui0ONbvmrAms6eq5Rmlj
Gp4xytSTjBVODtrzEQ77UPltmQWUWK2i3l75g4az1DqUnAGbI0MiKRe1K0W12LpWDjYErJmg859+
MQRVEVAcXvWh2XnaYlzG616cVrW/jwbE5iFM0WQpQNAdHhhFhOqltKQ6CdA71mwVt3t17aWTPmEO
xZwhFebB/OvYaHDdjD1Ud5Y2xWu/3AkOgKV/ak3VRhpt/Oz+ECg6NNMVlr6aHafsd1uzM0RWpLSt
MWbnDWmvZpGIhRcdiYEodWD2hCom35KjO4SPpiwpE8NO0wx02sb0ASnOFwwzzsiGgKwOLlbt8lfu
rOmV7hYdqT6PUBRk8+FY4MVQrKKvXShqcdBI2hqt8eWFYNc5eT2qmsWLIz2l/+c9BwN2kY1PVkoQ
tqhQUsRg23OoU9D59XGK1v4H4vImHIPN1KLUaQAezXCH3TwkRSFwMSrk15uPjheFBD20j8VALp95
gmJQQloTko7OhX0xqv08j+ffMeILgwYxosz333cv5PRGtWtONTcLyr+I6av6K2tPyPN4x/T0KQ/M
DBP0u/Vq6ugMtTpo/P2kDyWYd5dNkjCLAO5tPWBCYOBlftwym0A+Ted1WOIXOuv9G0JKRGmmCFil
ZhdbIpRxEA68irfZ3YoCGl9zjZsR5rToJFDBs8t4+RCiIvSsxVWbaww5NVu5EdoXAD4eO3gS4cc5
8YrqxU8DWTOX1AwS8RkOmCiSWx6cKtRcUIscRz/pnja39cdicjk8e3GVCJsCatU3t4JDU2RYQkb1
9LlOC/D4imdKKh8rELnRyD5955pw6hz3UcHI5I5HxHlgUfzr3wPV6XBT/L+GhVIfzsTMTwn4iaK9
94t1Pqi77KYw76Cwbg7WViR7u9E81JNyoKT6zcEwzCxBum8BMKtbi5XTxe/2oG+ICDbkVMi/cLY2
95C/HhU72yrSRzvFRZHlomsQhfg/yhi/iBfeYBMzSSDujbeBnhL7QHdsJRCr5gppJCa/ZZG1Dx/C
sQRF4vFgT3rx0ZndVfJzYqrYwCtML7fBPS4T7/biWbMCIuAz51POkdjgHI2Vqy59vGRB8eBRFqwA
ouUmySNjelKKteQl6mYJshnKFQ2EhC5yhFtKnyT+6xjD5y22DiFV/PpnkYY1VxSSL7q+5Kk5K803
WUqcGs570Gr/abfnkJHIP2a8GJCMfx7VDLTt0wF0/wJcTygf90rPRoLlRYWFLKRk8j1V8lQra+77
Zxf3m1o3UxzvCM7pkkXR6YRuxitLRGlwzIVHuK0YPFSF7WgGuj8jN57EoeXBchvIaUd0GjMZQonZ
7ZpVz93CWr2ks2YiYSY05g/4Mf2oLISEaXvlPre/zvnkd/YrR+6PKokgn8eIAkHq+pE+HoHwjYZL
pjFcb1hH+mQSQiIqEdy6FeNEX/eUziZ7eXnOE83kIcn3OE7vnYZWwszmXdjvOVUOGTU7x/dkG1bw
Ycz7lBRA7fPhugfu3Uzl3Obe3UBS43mgzs8hZOVu3doOVLcqE1Ky8X73O5TH+lgdjBjuZAuEQVkW
xropUc3SSYfyF97ZqPVqWWqY369iwuNFoJPxgNKtXrXGmOcjF8Pml0wnAUXFQnrQY5a31rDiSA1T
YG3VQb20Cji7Iuox/T46t63QNDFWaZf+zomG0vhwc+x0gVVOnSZfiMQnjMI68yzSwL4DS10uI2ln
Oib7JjnggXZwm1vk4H+t+5i+jXz7s2xXavbIGQhaEqDj+dLdeNv3R5A0KzRIeZEwJ3pOHvRrqEEH
ztxYNJmhNPeI5dglQrW4hXjlkyTfLUOn4w+OZ5U1fvZkzIoPluUVIWAcXQUjQQu5xXWnVEIPXKch
FJmJxteTQvOVY/7R8bZ/5uX+XojDXkVP89JbLpmDHzJVsPWag6nO0AKoAlxoPq0Fkqc0BLcwOgfK
UJfP9oiDjop3nXqiXWL6vZRK21adGkxCLCYGnHuNG2qjummpmYKLv1iur0OdhZrob8yP7lsAcNjm
J5FeK21ShEOF4yn5rbHHESAjFVIbymWFyHV1R2M7snQ/OjyMiDSeNkP8m28HWKpkOyX2vMrAQNF2
QON+AXctacntwzgl/JbCYysuO2IzhoZT9X2C8d2sOfTBUjiSZvqQ24T1JUEcG/O1otFyrnnziS6x
pbxUc7uIsJmGkA6V0gBK7EtROLXSnto4wI1+kDGsKpgjboyLiH7q+4Y3YmtqfiynLgmKHm0IkG/C
0ea5c9WEB0k+IUFTtUOUVw5gptTHYQ5r+9l1Zl2ID0Mrr02n+cLfc9gB08NVq9iV3uDd8SUGrYP1
WjZ0dXoyN0qR2+a1GSA/lVjkcJkt/+dF4ZsTaGWVbbswxRG77k3zZChmCTzwSAjA2ww7t06RQgwi
DZU3GddUBoATH5DJBxA4ct5QZSN8PlyI4MHZzouIdpNf8dd12iWTh9HcPAjPD8Yq9bi2jlgBCIg6
/7m7B2ac1UZbtZ78+I0s8TqawLi2OHdY2+tWimInrus68BuFJ8pWbbe18gX1yw9XNLyjcOTNyCUf
pE2Qw/6sTZ/d4zDDGDfczfiHxkKvEgv3+A3+yl7aSb9fH+s6whGxlWsyh2mSY9LmsP/N9PltqzfW
30WcWeyhzoPHihlSQS1aKnQS1t0Ebvc1l/oJcFK0PucYhS6gCtlQoQRXlV8zkRhETeom2kwE/RzF
1NBjAfI+2cB4YOC4zuTtEt20XS/MViMkiMfCbmanE7fwgTBCiGd5tD54IhaG4DUB6S4JQBlkD0RW
KEmPf/XsisdGZQBTqFiIJMkAe693k9oOM5T1ryzSTj8TxS3BlXYjHg58QUUP9VW2jSt+AGTeMNZV
bu/k5Nvxc+H5cU/L5Kdw9DeSzlUA1NBNcYF29ldkQRu6c+STWYwgU0aItwsA1SU+jrpdid/8dQDp
YCzqVT9rFuVQYtAdjwYKM0pJs9HW8Cihf89rizbw/9Qq+y4aP+rvQak9pBacal9W7SZ2ns/EFb/A
ijhVUto08XmpMuub84uAdmHaSclaZcva7BMBxhnxGyOMYg5dagQJOCVpmM8M5L9/95gdKGAimnev
YeabFQom/b1G/0zVaW28NgGf7el3P4vfo5vSHPMxbzaU2E2aZkyo7MMkBggQU2S5xVA5aaU98TDy
4Of8Aw0uzU6J+AE215Pl8EBHiy5HeLmMeVwVxvrXtzRVOIiXi4WBk+c3MNL4UqOji1KNbbx6ToTf
/74pKdSac456JuoQDoiUpmUv9Z7C93wToxb+dN7lPzZnw9YIYYW8uGlRt4idWyGvQNIMhBU3UJnV
J45Kc+aEnzP2JJZ0sIGjgGlDFqAso87kWXk0/21AyNOJcHbA+dvEAWdm2i5x36ZAVdNs2uU6xpsy
Bav5h/TqRLua+MIazL6n0CH50BrhLvF0837RnvSm+e4X5hPITVq2zM0mvlkQGYhaF4r3HeYPHng9
HdFxTHNNHY3LqG+xrnYe3LvRAGHfBM+9lmXu+laI7zIb7tCoVDfYvUMCc/xmzLPbMlJbmY/BiBtw
q2nGntiGNrjiaaDgOdk7IHawpTgR0nwwF7zKfpPgC7tSbpFz3nlfrayVxrSvWpXg0SlArxIeDa/n
DKN1Ugs2ANY7gQebSRjD33v9X2JOhDLS4uzBoCGYBZU8Fky6dVyeV0i12w+jM7QqT9OgvctkeqQf
JKR2NY6Kucw8tsEd4oPHsa63spW1gmtcYPP8de3Nk3wsf0CFEr2HqbwawkvNnEOC7SqQqSFIRit2
UtnoBR1piNx2AKFK5czsQQar4jKXSAbQErqwCjHL3fOrQwOXQg2R3Qnh4foGUD+jAcaaveIS3NAy
VOcHLqb1KLBNdODaBJfgUz7wWYkIaoLup8fyUQqDHmkSHvMQWECHVgb+oeQZk6c5xckkOx19+V1M
yDQCNwA4hey4u2IxIibtVI1AGyKR+Y1qJeCGdnL/Rs9GX78j+wWBrSGcCeliSKlu1j30uyYi6Z0i
BMa1JmLfpOWM0ErkZ+3eAo8TjHWuvb7ctuS0PkRGMK58M7A8PHxOeEBXtblhVn8mXUKDYbzpIkm4
oTHuYcTIr597yVEwiZprbf68JfhiMr93WBDwVcfAVKb+Iqzz9OEvxdQAg79ZvVu2wgMG0F2l83Ni
Mh2mMevcgPmLEDYOuiIpyUdv/7D72mCO9bSkA0NHWmWLPneEVzUI3MB5vNHB6qGHVo5G7vMf1dKn
YhOOZKMgYtUrkfhL1wWtI69M8YwUFYBeWaDS8OaUk73Q4r8K+HqZkQVecsdvi6dCWVBwp1lZ46FK
qaury/qDmencvkDz+VSNfeyRKOB8L0UV9hP2GAnspvQB1mXRrL3LjRXHh+ym9UeSV33fsQJQt2Qr
l0hYRjD6yqNCH+ckbBPOnaJcfpggqtINpgAZYSZu4PH8Ur7UaguYOgCU6MJnJZuNbCBsqaMv9PF0
RSLMotPrRilipQ38rKtJuYdNCVT8W0WxrjWXaqy3HqVW5H4PPv+AAtlD6RGbco/u470SNJ5Y+WvS
Tq/1L1kioYF/at+Ay6k/DVrrdN8N8jooK2L5KU4PTZ+VcMedQe1pfOUuUC4zGVBzDeLbYHT9JP8j
rqTq+62gN4g99LjayYPPq5AxsGWHkcaYxEwF95g/6IN1eqGhj6abT0AVoA2SnuCanYdVUCaKYTdR
3TyY3JwUNYt0QJSs/wvMYzimgONdB+GY2RROdViAgL67q6ilF33EEdT9UCXJaWmuhJSXRTAs5cTq
hB4BH3i+s95cajcb7q3JC0FtvGtBUpNwbu8bCyHhS/DnsEIWt+vbSu/xCr9SvFBxts6bPVSXTMu7
x3CMAcsHhfZjejM4B34gyhS4luOIWZcnBZUJcPbGEkOy1kN14UdEFcXtMwVu6tS/kczBx1wlpRQP
htgvSSp3srQF+/In7lkW+CnOhEre7+U0R80sCKpwDuXNvBCxTklkxwqDd3HyXUihmcbM7qkgQx9q
DS4o7NZp0rY3NGtjjrezEW6z9oU4M/ZCjPyXwbNiFOMxx9jX9f7JxIT+XE+SZmB6+i1Wps7hjatc
9EMN+gUfBmNznQNnfLdfbCgdUXYK2A9LWxwFRr4H5AIFECJQ3zUJtP8JDAzWGY/CdADCmnMu+WZo
KpF3mIHJrQBi68VShCt0j6/8VImXyofbG9jh3khDC95X9n/EaNZlHkjPStYDn0g3oALbOU6q9Fej
Xbxc+rnJ27s0XAhl/sexKUTe8ZW88X65ZaUit9yCeAxk8It2Ny97DQ11FIJJ8JUVADLKtVZkUh6t
H4OhDdSDqjGk4QHv4Yipw07Ef5CDbcrQYigwH8ex6dBuqQbLrVXwQud3tADBu3jnuL4fCdoI3eoi
FBDkPysTq5a5BlG4w6a13xo9+tfQAwUwqjgZ0O6PAUPu7CwTEkgraoSUsYC1V6Iuuacxr9++AOrM
uJI8UfePt4KS392coxurOlAspIuW6kKjrvTKLwOflPnCPSpqfVIb13vpR6jERDNv4irLF/0vmF2o
E6OdHSLOrYuwoC4T4qosBVA9NCEfFpWfe7RHomHsOVz1vGu4MeCUy6gc17VLu1uHK2k7AewsH6vc
I+XK3NlZpsHjJJ7JCxuKe+XhfTVWaWrRCWzTBemW5rfmZUOvoRpZITMuPKYWuLQ9Gk+6NkXqlxLH
/xuQAmjIpERyJ+QWV4Vvd2FCzCVAkp8nFmZHRfqrFUNNasFJmn5LQgQBcZ7LPI29CJnXjIDQ2jgr
3PQv+/+F6Qs2SzVuVvklcEHSF/AAXpld1c+jzwiWu7H+dGqyQbY0ErWqvsqNjOYz4MFQkeP4Pt3K
0YTTpSCaQY86M8sYUyXaeYTYkArM4oNVVAjAuOxxlnFAnm3iQG3X7vHHeXY3TWug/NteVUQ8ly8O
yByT1C8ZyWIFSeRY5Y+fSyFB38h/XzNVYvUzgNlDz/2WIXSaVh/plab+futxa1RpbQy621oVr1kU
VvuoeWcH/BhXMCsJLO4YlA+y6gsmK2Pt9IRXlnnILUS9xMzySTCsjexUVc5UECiBKyng0OAvsovK
ZFxyiXFzd9Cq5vf2QiOwkJuWnhG8e8cvcJjHu5RsEEs+djDxN4wFUHymxD5cgyKdJsYGAuiudSm6
BPX7vIxTPqALw5np4QrVSvmVNHp5vxLYBl39krC5WTwyLRRy+HrXAiO5c/YKHf9wLIwqhEjAeK/6
9Uc8UtuIm5trbOwKGV4Ba06oNdCmofP3gsJewzohdXp8nWF+8VeZKGkfY5uN5TmZ6feKsFYIJwDR
ewkzOguYuv91Q4Ys1+qTzrc2ZnV87UktbP01NuXnARpjWJKm07AD31mpGzbj1AI5SQmCAAhMzwlA
FU20acIwthQSiA5qKE/6SGkhGGJjDhszjNq5lohwRzjlikvOEqIb8GwcYc2FaiPCh5M5lB0O6OsD
9/OX21mEKgBZM7MJs+CwHlerJgbdo/rkPTbAm73T3LTscYmOJIDyMjohye5nOLIn6RvPFj6/Ks2H
1g8m2q1booB1cHakxqJ+ULJv4vFL1FV+BXZtx/gX1T5XBxJOy00xBWFh2XWEi9nkwgASfIsyHGQT
nNf17U9FmT4FwV3Xx65eDRQS1fuHG3i69T3uAguBk/OY25E9EpkK5CdiEp6xTy/6dnjtjIMZHX+d
FSILLbIo0FhXHUurRfwVemFCNP56TAxquLRU2HYTUj820OXcEwyFZApkl5xqoNiGXGP5i5Fzvk7N
yQnVgrmSwAlKwhytfnQoJbbknWVREtqumj7CIKP6L/f+BCkerMRM2FHeFdb19ciodz/XD786GiE4
jpoVfArVD+1/HKf8F41yVy5vOzvuoEJeASXL1OlY60yAB98PokAuuw9r02W3tiUoJ0nRUqgLjqSz
QJMqq1HdRvqx4ci0xWXM2ovI8jTX0js2uCpdZ0GLWzheMvJL5lADkxaJ9wit0Bbwg0DGSVJeRoa2
mcJuPgkUG268FUw9o5ytKZm43Gh5ZZ6J81cNlt7QRQZvNkFeO/L9HoQz4S/q4XUaPePs8Jz6szlr
bOnWFrpCwtIXiZz4NGbX0C2PrdNR61Wh8SFbHmPULDhTF6yTG7hvlzB3q8QxPWrNYKCrZ+qJSvLW
RwicGpKGwNMPI1LiF5ECurlpbFBnQJojb9EYR5K4mEUYh92qZ1auuZ5xLnh/PW4p/owlv65m53TL
r7I9gotaDKWATPo/p2bUFILzp5bXl//bcp76QJe6VnLHbLbbishpJttuPMwmXqbn1S7JKun9N4a+
QZ+FOkqHTfesRio4gousT1YFJRkpIA97WijojEiU7Ns4pb6vpFKfI+WyEs8PgukuKn/ajdvvhgXe
vhHFYeFeHPb5uQ9ACYniG8fNwkgKAjthSeugM6yQI13SHjTIReLpV/xS4X8TEblcHKRQ28jCqxOx
XkhlN15mERS7M0r/MrOMNKGHAzbCP8YmZmvZ3tn70+ohwoRCgqX6kLdE7LB3aQNY9Ncm1jqnD87Q
cK5HNdCnp9DRHYTrw4Rd4YdAbfup6BiPS3uEhoxEGPmqfIlX+ieFx4vdkpY8Mq8pDYGZN9UurmmA
x3++ti4nsxGe+SnkOf3/2ZevOD70kk7fX+J66d9KDpsJ8w83vUxBvlu1963eFmUCZtDmdEHZOVdB
5PI+i7gwk0LB6Q4GHDGsZtbB+dBGOS7W2+pbe3k07m3KlV4fNK8fiFwddhtb7YIQaIsXyLIwJZBB
2EVaJ99wQYMYe/FHhHIUO8zQPfhm4+oPk2rfOJ8tHpn6peV7wTgkmD47KDkk+cIZafkEfpGhOykv
pKCfP0K6WRhfoOFK7+c3l05imIkrjH8OAscbxckQ+kZabvm9FkMfXOaMx17GA/ZjCcgbLqwrugjD
BDtfkCoFYNhU4p02M6gsHANdnTE+AuaREQaez4R99utzMClbxzT/q7/9iu5KxodmWHPm88bcglEN
JzKSMyEzwRHqypHP0A2RQY4WDKFwCpaaD6ITau1heiiCRE6ikAfsWh86JsidH8PH2QYhGg8/CVH9
J80ILlOxMUwHF1YmbqgubMZ42kGhzIN9j5yRtiWR2RawOEQGc7BD0Fox0ypKwunSI2P3BwvmAJYh
sqhFCRDKyWmTmnAz+zDXOCRH0sO5LgAXs069jPSdwwKbEqKwfNnw8cuiWtx0pGv9InGtBj35PXJR
B0SbqyWWtQFFLupIXExPJao3CK6DaLLsyEQvAyjqs/MIocpFCuaS8HU6lUpq9tGymJ1LfrHt/XgS
umei3WuRoYlpDNK2kD9gHJIWbXEDN5XM73hLrneuuNsAVrNMLaBGlO5+jIpTCNCcHR9zA8DZ9+h0
meN1hzZVEOLJ2onS6TYplLW7Nz7zriF+bG4ykcE+vuMkHb6iKwTdO+qnmdZAGwwaPv+JMse2WKbZ
qsYT9PFooX6x6hz9UTOd5x0zzTvNdlOP4dBos2BO3cX5R8bo9HYIywV+PNUV0I9QVNwBTVv0QQDo
TnSyOE7LIc0LKtwIIr6WLj5rgBOU0RahOyrIKcG+zcxyvQMboTce/hRvWGbl8Ox7zKw0w2aj7Rcz
jfoeRkvJjz1luVF34kMxzPy+cN9CGCSEFjKRm6IK8PGydSzXumd1PC0H8D+WZkzPvbzXxChB5Nd7
lGCvmYAK0y2DuqVniOJodX5A4KoedZcNdK16wH0dXerqTGsMjnXWpyppNIPptUvnd1qv0R6cFHww
nc3u6pc1k/eMrWO+/y4kPRvKxJDlnBpXwjDID7EDMPz+shvriqQzJuQbQlIQ5gj5PFP89s6fUYjQ
ED203CqhwSkC5Kh1MMxo5Ttgu3+ptVJR6FvKPoNL1KlYcUfj55/nkl11IOM9GC2Hd0W+joJ9X+Jz
kzX+nT+1tWHEWhHJaXGL/L7W+3Z1UPKC7k381/RWO46Im4AfoCr+c2dYF+GLKG9EZiDdFksrrmc6
90FH6Asxf74FIxDqfxpUaNwvOF9th1RUuvLHFMiLSuJ652fdVzLb7golvGSfQYIqFIIMluTFVgJx
ualFknT9eSzx0MX2BK8DYnzz7hXQkLAzyQdBp//PhH8kwuPq+zWegeeac6ipP5MNMwRv38RF30bJ
ZH/+0eDO0zhG4CrvDHIKRpRBY+/tfdCYRbRu6IU/G4kBGYjVTYiuUkdhXlJehVrwFV3FUSN04V14
VarpS7NW9Qac1qkrgaE9U3O+XGBSXWpp9tpAIkIbfFNLqFgr6eUE0T91IyQtGpEz6CVl5rXqQ/yL
Gz8id0281BqNF1NSAC4QZ1xGnOHg5I/ku60q23SIJr/Elm4PCcXvUqQ5yneDH52FC3IKr+4YpWkD
hDOk6TZz47zWF3MJLyrMm9OQReK/dISxWlUeuMjGMhKoGk+MVUJAIALW+hLr0u776uqaxniSXUJH
O0SfHLfmEssj2OiqRBKpDyrHmYXXDRwgg9C8E/U0SLacF6FCuSR5AQWzCi5lq77ekULojOhiqT4A
UxJ05QmUstsg2ODdRrUzKbc0JKH7tJG2WtnCjbvdL/bbRk4p0rvq08iXN29BpkuLmdKV9F1kU/2F
4f/T5IXAv88HD8+oHpr2IYkmOH0/sQ0P+jvjbkPaeAEN5EJz0g0yaBVPF8Lr6DRJBK/xqyaabVUz
/RT8lX0JDvA6P/FINfssWtIj+LrF4ozFNbdjHa7kQwrPHCGIIW3tbL67k5eqOQmHTUxY9u8+qP3y
lm0Dfv6yyLnMYVc3hFBTBZqts8NkzyiBhG+ESD3fzET2bGBjD9ZxtmW+IQSbFfkAgKmj58fuUP48
P6PYT0whS16a3H4Z40MGAhrV29QWGgfVt8NXbXuttLaAOVEK93rfzB8WOb4MKLCQA29LsGP2Tr0T
w+YOM7VGCaB28p5YAjabAmluSGRU8DPZOmKN/AgrjBTqRHpOz+FwoCDEYsj9L8KlX3hqYTPxV/mP
FPBZQOFYxGDmX+7+8iHkGt8Z0KPMHaR8gXHjKM9rtiILM10h/UjGXmXuTlMzQqchHSuWq69bGDse
N1Vj3KoVv3xISC4PdNBdGWq19pBJfuZUEsA776CoRtVRzXBhFJ+/p1xdYWSlyjRfdd8+XUqkeJuu
f88BMc0kRjtEzO7oMurYgB2u2ANPa6E5guMvpSGH+eQBZextiyoHvxZBy6CoOmfrYHe2EG47G5km
6oUrd7R14VVKwJ4IQlrRPLn1TEE9CuiFr5MUuAQyvYjvvUyGUvQYPV6hkgWOAvbWxHP4w3gXvHxB
pa8tzrTX0W/Q7itNfgc3jnkEoQm6BC4raAzfG7f0kbPalQwMTx1NAgJZC18KWXzJcqa2g24aIzVA
JfX1ZPJZwV8eVVdOwvJ785seYa8AyU/e3uFvDpkRdKuVUChtTj/KiQ4+x7p+ZE+Cs731IIcMijL2
qhz5H66EBaLH/KSzGaPGy3gBNqOTf+6j8d/8absTCAWe2HS1xDwJW08nHIlOcwLYxPAOP/ntcbQP
fecL3eSUrzFcBV5uXY18sykdevSpaKO1FIEo4ZJh3aPRMZgDOMAo4qHEels1uYuhTD9WGYlhmov3
6FREPU6NAQ8gX3qXXsGLI3hTnN0bjoSuRLilhuJAgO5KNkBqlZXD9dp6Ap5yr72S92io7MRFY+fm
9+y9jjVzzupv604543JmrOmRUCeC4OlglNE0+xOPbk8GI6n+8ASc8IGlw+qbtTXTO91hejsKhat7
ZaRD2sEVKnWfGJF+a4qb8gnBbjBjbYvBex0SPL4ylrL8ppThSJYpOWCAYGHBAlQI+hU8eIHU4unL
nMb33DoFr3F0Ajub8hddC66nP5vPKKUZOK+fMff6oSoyFHbJInI1PKfi8DPV4vWeH23xe38SQfiE
Q/bR2pw9rQR8PhpS9TLqJrF9rFmKkYFBb4BTNzk1GutCApHLjlV2xuKO9SDhcKQRpnJ7sIl6zLVO
/MqGVN7bv2ZCBywl+LuXKG/uXqolTPkVzfq3s8/JcJ32BzrhLZhARvk9+YYoPQBR71bEiUqdQ7AS
yHMWxq49HJjwVU8NVLT9z7iCdKjXOPLfgjVjYvnigSQE9/wKy/D2/anFP3GdALDZ4dS1WG2y9NaQ
58p5sKqaml/KQ9DwYwcYLLLprBTswWLdOZDR/5+CS3LvH1bCgD529aqAXSN3gfgnb3ZvubSGgUyg
5okV5g4omaDF3pRuNnZZi1jqbwOcJPogP5dOVpw89RQ4q2dLPdvAumLTi6HBO16Ix9tXQGrti+uk
tj1cHX3GvFd52VbflBuc9IoFhi9ZPq2R/qbvOZ3Jo3gL2F3OOjWRwJQ5wj5OLkLZVdhmp9MivF2x
zk3LcZ+QXA1cPc55plFkP42LwE3FgnfB2OzQsnrvpGfvjgUhs0JXI1Ao4tbC2JP0nFJgxtjDqI6B
J6QWerf69JzMq+/5TF6GJYpdEw/l775HdKCHaGyYX0hf190e4LAxcifcPvWSiNG5k1rkfr8Gg3EP
/I3+0GwWoyrmWBVli6xW3sHbsTecWVUAuULwE/UhaCtSrsNQKu+G3UAQ4qyIKZdw8sEu2YGrFO0V
GTT99yVmfZ2CEqVHHfJBUcUcR06XEGpI6SpPOqivJCLWBjeDmPGN3I2P1BwbBqsHYgoHDZVw8RVD
S5fVECOe29yQnnSzzwpDkKTC9qAWg9FMc/OnrFbYhaGxK5rq69Zlx3p3rEF6lEUiCYkPp9ynMsUK
d81iTHZdTXjMjdXsOOO1MNk9nSu0+ZmrLpK8LlhjtpZtIF+9gc+GnY11NW3za60KaTYGJR5cM5dx
K2BzN/v5Cx+YWc45/NkkhPgLxMYQpgKqpWueM0bPbOqQhH6xR8wk2B1mu8a1ntrOntsmPteytvEO
XWLzy1CgeFm12DGzGUUbyw8NSA71kRM1iUS5qoEILlUDktbrXA1wYsYH/4C3TR0xAzeMZohYT4/C
NAuOpKJFby3/LFN4paHImoJVY7eUDV4n/Om0Pu8JygMB/X5ec6+3ojk2ppPLLcEL1jMys3nhO8gJ
NmS42DFk7g3FwhisrwSi83S2Di1MWXrPE7QMwbNxcVJOEc1TxLpooErlezo7KlZFib9mNDVn+dQ3
7g6EhPflSqHFUWcFyjcs4GKtzxyRyK+Oyqp0CbygA1aSo8pM2+yJbY0sYqdDhVDHwFvDwOGSO2WH
sMcJRsuk6H8juZntecbQSapop1yaVgIM3f83DVfU+mLokF3W5uwRr8O5TCwY5SNexKAL7gnWTaQi
H52D2ElIdrPkl516QRzbgQZf1KFrqDbuSE3lF1DhPX+wWMwkV6N/TMMeOCr7vjQUPyYgLUj0F4m8
3W67hZMNx/pN7MeSGJ91gNt2g8p7bo2czqdEff4fQDNf5uQR3tMFyzf2gxrrRRuc6U0VMMKh5/4f
nypheaSTZP0PFssSzuXawwanTlgagpnmEqRGDIjBdXzjAsPEaFpYeYYwg+NkO8cxUvbSySiDXhD0
PXqWK6aT0XZogGJzHA4THzaNDWSeEUVZ9K/7uZztXOyRVQdgh2/bDmV3cf/puodtxFW61AMK1epL
9gBbfmCZ/Y7CzExHZ8pxinXUefutaOAvhnkfnCUtGuUWeSlVPT3NdNOnPGKSfLvYC3Fjp+Qk31mU
QBTWLv7qfbxEG+v0fX1XorDUU+4j6c5MJDi2mx7JR4a5IWcqDV8bQhtr/FSErHfZZkFQoQYi1GjG
5jaVSh5DJKSMDMeG1DuTFyRDBqjVEw/7TN7l5QcUzDV3KeKb8rnsECyaUf923l+qat6naFojSgrT
+wMZZfEsdQ8HDvyT8MDG7EItKov4F4Jq4jXj6e/ZxTkKLspoZLTVN089QxuSVzlHgyn5AG5KBYNC
SUBxIIVUCFVAP2l5CtvSBBkD71XJzIA5m1qtugySugd5vNWQtE4dFQE+vYr8qQleunwxuXt+rV8y
+JtuG4dm4nTaW2JJX9egeXzEOoJOkuu3AYvGMhbsnvRspoAee6WSrj881cvWtRLb7UkrVDvOCxfI
8b7Ho3bXJfwKaay7mUqpeBsw32WyW9qsNKGn965edA16giwS2y/PK9lTMl1NQulo9Y7X8jo1Ipdc
Vd5dCWs8POIPQcAqUlkvokITDc+VHyhHVWF2Yyx8aVobagX1APTSPu6l07IlR33YOhlR6N+WKMGi
LjgPutB1tPu4+B6mh4Pj7Xk4R9xrKcNCpO1ySueyyycyADB9Du0UI4DzUr5f1AnV8yY+pfHHR+YL
Tpb88zZUN4DmKvFBQDsosY+us9AskvRt3AVTjIl3ct2Y9zU4vq7GF2xq/uQ6/7Fg27z/cMuMAQqn
qrWWdcTZOiLXMjyXF0AgQcIyn+nfRkmTlzFAHPTIoBfA2pLtlZIhtO4UaZuOqawUFoSHoLZSiLHo
Ct9g1qGHZSv5u4jTL1eDfARbBIwp0jmpG1BzfLTI6ie9nossb7mizwLTOVMgoDBAq1uAIi9lmnMj
wSDGxbdHiDDIbHIb7RUBRdyv3G2oePu4HnfjNxN/NgeOjd1xm/7AoMFQ4fJhtt9U1xBiLyNWVByI
aLnz1MQXGsO9WwWXyrmJbGikYCP9coUtiEitrhHF46SLfREQttEwEs2Dh/dhF7VDX40Oi5Nbu0fq
Od1K3nzFljZBkqLV1MQFJqrEbtBbQMrS+jAKlR8Zyhmtrx+W857TuijlFdDoE+Ub8vjTRLtgw/VZ
tnPdnvpnWAduqS6PcuzHeJJYsjL4WqPUGEVATJAhX2jNJXho3t/W/sz99mKAQzHYhI9e3ctwn63Z
cmxOPRWK8TsgZGnoS+dyfZKqVH8qWRVb5TJYzExHfa4JoOlLavIJ+O+OpAuMXRPX4JT579sr28bv
Ebm333ljYur/SYr99zlAqBNXLYxlZDGUW8vgRG28x6ViPyO7DgklNTR4rPAtCo9kDEBCLt9LrMkL
J22nN++d8IanwdjzmNaWeP0a6SbKIBAg5RhfVvHqdyrKJd9urePrCwI1N6oNZ/ICTdFodTLD+YdV
d/F394HrZwDuYQWL701efDCU2dSPUJM71k7bSt821/ihQJyDofgQWu3ZzX33qRXqJnc7qxrC1HRF
gTKqJWjS5DCoKu11hdkJ5SoFD1CxEwDdSGD5xTPU36/Vn3Mk9bU679KrKYzN12epvjNgx24rq5X4
dhwV+r/MxCaNmaEcavH+lxzqJj7aAXNOzWUt2HgLKg4oLgNyxW2B4guea/5sSd55X/2v9CSBOKgm
ZN7B3e+c8vAkNV8woPik/7SGoLOuaAxzKUAeHbWEwSVQjSUUaGz1LVwvt+RuPxqehQTKs2pOcgwK
qrYqevvGP1n7MdgTGiLNybIcbjNnwMgJR/PqP0f+FPBh0x8KZUkbW924rqNJ6onPQgVlbiJWO1iA
udavn7rYgnaWFXjsBuSpDDTGC0M/4dub743UoTY/ou555KzkvL6xSdnNojoAfOgzYwsjL6dPwRLQ
3EjPJQczp3tc5E3ePziiocDuiGsR0Al59XMUP9R1L3IsKcbDNLxtfZzezM6BTSFFzyzu6cGkvh2V
/VKkqD9jUu6KaBPzIiBRigmpC1LYdgGD/Rkz6ATsiiw7mxyaDKn+DWzmWPHPcGrIZNx48uqU4+vT
dht/SfZfh1rxh0XlAVG+2G0Z1FCs1nrcBWA2ydAdIskNVzQTU4itfFlzDS+rEY8vtDuASuY5wtsH
lXO9ydYQnlO1XHuvvQGW7DvqLJC+qlSLiDopD2u6ExqohHtns9NxnIlNXhKxabYV3ijbkIyo8zAY
XISiDtcAFlJjVsDcLUb45U3SQlFu2kX5Fcc6nQnOsvF6rKXtAifJzwf8jeZidPdyHYKmzg2Qt1jD
ThaFmnfzxgpSfTkau26DrjYp6QgL11YN2ZulnGfy3hQOScJ0X0r3ySmTni+q0SWhhIJ18OR2xYrx
yRB1ZsSaHWzlUsKp62kfpLUHUIf8xcguWxdmMeCVqaEkUYRuuasjLdXvaznBNYq4LwdGiEu1mswv
dXiDdjhO+gJAzVg932fZaBUoLTpkqKEvvp1vqnj4OTuIBA0yaXPu9M6yZI9AL4Mxu+KFtUpcMJZE
S+tGnAP43tQ8nOI5v6tvwC86xg5OLXmQ+2h+XI+uk29t+arEfiuDorbMu1tmeWQ4vnkb0Q8/ARfF
Wg7Cz5YHbsXrLJkZDK6UIgeNovUHBDXNHlLyigar1H2xMlWc8dSyGjWorOopGw8iavNGEgn3h6zi
EcJsWr6oCpXF5iOl7j7a9w3Pv7C3fvazzF7S8X9qgrYYi55gT6MEM8NUB+6zWYPFzzb+VF4qI603
EL9RyxX58sPyAe0ZElBrfiuXQ6QCm0ex54Q+OojcTajZpmYlp5ysK8xUUIRPtQjFfwjuVwIuQtfC
VwSou0yqGl26+ogK2fQBiaN4KXqoh7KpSN2i7cx38s0cylvjjztpAWBWTHe/IG7XiyPUC2UeeLCE
vDm0d26vo00r1wMcnkBIalSh9FIvU0dQ9LobYYo5XQ2a+hWvuafQ+kJS1sJIwaV7jHTIBAiHph4y
IRd1SeF3bFPJVYENIv/TQLlzILIeG2c3FDclFc7wZWeiUADmgVofX2woRwyy0eiEryfjvkNhiHPu
i8PEZI8xPskD9iti3zQNy9oAovl/0cNYKA5yXsWkYcb7DMUeO2lWse7DUvRfHNxR1j5CREkd5zI5
A3g1HBEgXcls3P8tLIbxaq9zsoAZCaHfQoxJj7l3+3ELawfLxrZ4CYsizstXl4H+BfpdjmMWGlhX
AqgaZ25umFB5ESr7U0+pWTnMa6f7EYddJY0LUvFxGwrEvpjnfmwD1X7hf+Z53KEBVA1R5qXXvMfe
TmwGJ/k6vsXPb2X4JVNvuXkqUFCczNatzqWP0JeHm7zSudwOKBzv6VZsp66PSGU5rVTH3Ut7xYUG
qmlix0ZEBOAgcedTjcm9OP8v8AXiRXen+LVj8DKV3ZqUdIaSBbUd7YtTVKVpOORszgIpo+bUipSg
vK7I1j1BFu7aVmWTc675lzWoxoNgzqXaS0ZnapMTOYR20TaSnjRXjfNhQvakdik6a5yLSyi059UV
xmCw1WfDaJSUz+JRp/vVkcLiApO5F1WIYkAfur+ddFWcP7efpq+OB547QYTGRSJgheANQftpTwk+
8xom84ABFwoJq2Kb8GeVyTkA2lWizBNS8Vn1TTSEhab5GaddbVZFAwmtB2JIYSnRfal6c9RGPphS
HquiV/t68o8Dzh9IoRvJl98HPdsVEmltpmfkjABb+i/p3qO66PX5seWRXZAKX9S1TN8P++75Lwqp
yb5F1Ox9RokR/h0MYqHhRQWx5rpce+rBEl3ZQirl3NOlo6ygtYFUs9aXk+5x3H2qg+GTUcj4on71
L2DH3JYZlxXs15eK6Ok/qaWH9EF3ZXVqVfBlnWxZ/gGhr7rEXxJbXyb+JrC0kHaGeX73L8ELeoVH
S674zej1Yw0gRxUEs8LVEgn1QaQdr05YNh00SsyyVg64lCPZ1gM6yYVW+DUuk1dx6ZPYbfJ2J6mJ
DANpDZkKt9NybbSt1e5Q2IyFL9NbOiCAhkzFdq0NP6AjAlaOY8kttkaC6citkMlA2LoBMoWwU5ca
UMBjCYng0LXLWxkEROZrmhE+4kB8oLFFPFL0w/auKjunIzXerYay9qxlrDNSROl6ULH5arU2O0b7
I9qgwaYa4UDLfyXqSqFDiPlr08sN/x2E+8gFFvk5EasY6A+2cypmNtDKpR6IerxvXfEI6OmcullG
By7zkRkxaQHh42H9/GYqMxSehKAvVRSINdX+/VpzGT1ZE7G0d07T0obh83usYanjw8GjkVtkJrzG
KvVPxxrE5NxTGmm9PeacMKUkoFErROqYLktjneYnCm25TuCFysDgGJb3BvD21M/I/USNGaGATpCB
q0gxc3TUtIpCbMrxNO+wCv/SbP26rCDBvbVui5mYGKGK4v5awIzoGJ9YrGXiDWOILiALk3RqaukJ
oblg3fS4I6zUBeL3BjGptqq5rj666aWvcDKkd+GpwlqiZB99am3Omg7AnB8pquIsCxs6GKxftAR7
WQznZ/wfNd3VCAPtdkyUW/xPpaoJ+KDUXEqojt5kwas4Ovn01wSdBSoevMWpoYUyegUfqB23IH/J
nAV2W79JY5f0BY3MARzf59k+JPnlAGg9l6NgdRftVS2laTzoDQO2LAf/pBq04woozzOgigN3O/a1
E+RTC2dOhLznf+FfvXTQ0YeWIU+hEZbKRRSt07+YQF2Moie+vpScKv8ttBlGnIOoOHnY/sm5pSg/
D4TS6c2lbGbE9Oyg3j8GesFXGzINJSo4RcX/EIB6MWzTt12U3B/7d9R125mj8ADtm74FVvPfsYkp
RQSFvbHnX6h7wQtJnXzx8bKhosRBTdA8wYZROehV/VLRJv1/qGML7nKbvi+LGs9UmMIc25Pbsyb8
yvPiaZEI94wFe+72MYAt3SAocEZaJ8Rgncbo8SYI3voNS7G2W6oPikece6pB22LAwqGBhbwK1Okb
bu2d5mExA++GS5ZQIkAiDcNzo1GGzlZxcyHc2nGrFSzybNQnGxik522XoPF1/UdaIcR3IgjH0der
a/ldnKwiutdH09n0qRR7+Vtg6A1zknKIxnUkqZhiOjxXyqZXWPocAt18KDFwb5BogN8kDpZY35L5
FV2UDAQd2gp/qSRVJ9xB4R/+dne60pWZHRtoorktGplieuP288ezP0JHCFyA/ECyfFidsUwbMO8l
fUHV+g79epVZVoVK+vvFBQK3kgN4mu9QcnNDS1rbWOB35D4HukqMJuOe0cKw3onoqaeawxF+KX2X
aQ7MAKeuJnPIczMv7jhRwvSO2HrXLZhgkl663j2bL4QMnbPYQRuePm+FGipSptQ0pHMaADCVvOeE
4VPARrTCGjAlSHeG/Ufz+ly7DXXi4MlUyQD7qMz/PgkTILT3BweiAyTQ7/VtyFdSzzKOhyTAvCZf
jhXkOh8wzilhIrw7XP7vvpMZwtx43qGVpL4E8Bq67hNGeWqtVZGsQf6XRCQvLGDFCSfEiRPglSQQ
8S6JRbvxoY6VhWp4ExZ8d6Vt//eEaUxes1FQmgTgdLCrcRRioqn7Ic6yjxh3Az2qteDvcoJOvRHe
MSEL9RsWCcWOZ/xXgbEU3sCfiXZQLxqAV81rt2kisSxpnWgSchcaB1G8tCNAtmtOcl4fhKjilaiA
tLAQ4vSbv+C/hQ0M3Hb7HDz+NdVFI4CdIj+ge1UFOjEb/61BuLFEYQfA03TuBAbMxKFxDFr1cebk
o349j2TXJ+oVaOagfoD0ZepqB487e5+pbqCZ5DyUUulG7pRr/CJvj9dwvHLfhT7xnSyR/rTxEHda
VPN8S0f3zNj3mCPTG9yooexGb9MZE0wI3GM4F7IgrKnvJc9PabiZDgbZpgYSkdguRZqAkprqu2Iz
MHPbzujyjOCo86vhJOrjr38vNdxmIehNOpF+7yfDE63+hNENDNiUIoQU1pxbJk2muKUYm26RHK4z
WBxCSQaDS4CksVmh1FhQhIJrvdMW0WnaNbupXkp3deRiiwg5uWIZU9tv0FlaT5f7DqnHgt9Yv68l
wrQRn/IWd+hroN2WiiAnwEFaFmsg14oTNAbXgMRffTSryTpGIZcS47AyeVhXCL/2I9OW+AafHOy+
n82hrmLqbS1xX+tBSGN+7yvbwiPyeoinRUv4y7C56VFg9GSEfefs2SlSZ1+WRWUcoG+kDClkvSlc
lXK4oBD9FdlT0nhiU9tki+uip/TXLrXTeAzQ9ZQJNRwQDeq2YkI7j9ABliHMG2cuVDmaAdii9/cP
ok4F4fXXto3vaDvAY1DkyyDiA1qc+8CP9gHQg+bS3HdYwghxrPYA2vVvb8OhiwIuBg9YpAlTDPFH
go/kYqu/jl8qO79hTwvz4BCRTH/50p+FrSB76GR7gFPZvJSkGPc+BPAQzklJ6yj/6TPOKGgTc1LX
zHJkn3Ubwv0NWEM081l8coU2vluq9XTDWBKJbywTFIsEGgnaEv85VqHa1F8MdIikKTm4vEgD05dl
z/AUc7iReO3ZVBxdh8VoNtVoJ1sC86ulCzxW5byIsqwJpADoIho86rDPRiji7cedRFR0As/lZE/O
L4/dugIhMC7wF1Img2UOdc2FF2b0wKvaRDoMsqDZTPj5qLcKH34yNsPIkBNNgiuS1O9f1R373qc3
fzFetiTSHPpZEVzTTEKA4t3g+rZ/RlqozXUL0XxwgUbHHPvcosEoT+I3uR/RRD6yQIWpdIz8YTsf
L6WNknGRNz6CJws1Xpql89zFOdgb9t9tl3mXXOIicaYfqA6gIcAOQMWmHBM2aTOmdnLhbyu0yXid
92XTVh88dncMBoY5lHigI5owDdWVk8sisOYc9kGSJmoEHG3jNw10J9lYX95ywjKqADqW17+Gn9kR
uI7kAfkZ05328uiFHP2cfn61+aQWiJnvz003zUvpzxJRxaDK2Oy6lb8nPLuEQLmEFXmW3nQjAFyl
PUoKupSXe26k1fcIE0a4fwFzfOWnUQjBxbRF6uLbXtsAnC6aZJK+/+XkDyhxFR2Khjz/oMz6w+vq
p2eYK1hYhGTaWOOikL+iTB8PcKOwm9oummAF07Xd+jDaWR9SEO5Y9CHc/CQs8SJFEFmEPSW++JUe
PH50+EFIRztC/0CTjPhSu6TjCa5G6wa4Fdlh41/5BBlIXn1vzrSxjZLSitv5NAIiKukZGLS+fnHF
btyPPCTIb9Xox8PBKFvefJK4B4nareSI15iw8wv/S7eYv3Wki5KBAuBEw2Zn+JzbszklXRT6oYGr
ep4VICzYgrTm9sLURYBYOzQxm0jI9CdYLEcierx8rF1HTDm+o56TxfXCJumPYzNDFx5Uy8HHFITq
VcKeWuA8fc6yLL9Tj5EKhRV6EGYfKY0Grh/7coasK7jU+6NWqrXycY3Nl23649AxS8KzQhqkwL7U
ZzHVbGDd1Y6fU80QbMCZfJ/4GtsWdqcWL4/eaFr9PsuBezF/zvVswYZwTIDJzCkdomygntr2Q6K9
lm4uvWdM/jeHtfa/ARG+6Kk5n2kRmz2Er+RScpIZzvsXpWI3sFG+fGntZXy1FxR832AEseih9jLi
ygd/sLVMYtNHJMi5Hb+SJkmpJUy/w5feOQKPu+jdTcErgvW2VBFPJAFYBATFEpoCsCL1FTQsXsp7
fmPKNqU/epWzhSFRH8gVGxOPZH/nOvSYAlFvkSF1PnN4DaiHBIpZqALc/7fZsdsBdpxumnmm/418
n+ZuI+twai65WfOd1o3uS2zQvd6Isd3Oyjt0TE2zZo1A5/gh+xH0XpOmZVc2Xd90L6sVC8BZif2v
h30DSX/s5P0nS837YoCkX70YfWjQpQ0cHmaVC/ib2XBwR8pE8ELpMwPjtZbWPGET0m5aM3asi1L5
oeTIyZjpODAIFy6RJ96X0qVNlthdx8b0nDS3i2SgePewQSkBa3TJzrh8VbYKv+cAW/vkA/3qGyRZ
MzJ/Hyg1xeHlWQDlJKrwzvB5z8GBiRstSCqo+eZfQnBQHSFhi9VuwRz1GkYQ/ifua7OVc1AABdIT
Vy6RbcGvuIPIcWvyF8BcJZ+iM5AQItQSxaxc/amkafhRhblxmcbwMDv6tO4g+nXZKbGcvRuCVj2y
bWBkUxCLaLII9pVrVj9CgutcY2RPpgWzo4d+8XEF+GCXH11Dc5r30QLMjRC1U7Zb0IRGObM6iMG4
/23vIc+n0kabGiwgmvIAN9vmcaaetG18ZyWicKDOnf6DCiGyX34ZDr/KP9djcGkD/Yn2bDcjaYHa
l6pqTu2NauMD7JPWIE2S7hbzNNr7Xz9ZcsUkk8i2cLybJGoQDaFysrSiEztvxiNV5Bk+DiIoWgDD
6qlDKJ+9ZnthGwzo4kioggDNedVWavJnmMfhiKPmGeth6QG03L0LzFmfQ0wARKftrZAC7EFVHBav
XvyomHmFsq8caJcC0JsoZQFcLGAIG2kfyM/zG3/7GKki1PCAiMTzaUTZCeNSFEn2s9R5/wQJuvUh
rwAAlQ8+fVdbI+/AffeY9zjtQ9vA+rKCcFHFzimnV6/Io/cG9p04kWk9ygoE1ErQmHfKTZ0uXvGM
9wK5nyqsbBeQYiBYFlkhh15PBa3eqoCtvlTfOBYpXApJ2aeBriYl8vUk8k5UMKLhr688NJHtn7+F
T3K2hL5D8XAYLVNc2PxGyOk449LXR/lTevNxQwO44gtKW29C1GFSzVO9mQu5uFVtPoNbzfahyog3
t2UU4PdMxXidbnqlMGsJQxYDRyTYTgJc8kLsT0EQx7EtAS3p0N0AE/bFj0juPAVvzbCREfbUpMpo
0J91KlTShd0gr4ERoX5OOBhdwBC7RXu/N2ikgrLlHLIZBG8vWkaEQRQlIiFxthYCKBsYd0uAfoV1
/c25JWg1W3rwJvRIWjsLrjmLbbMuBA8oluE3MrngeeqaaL1id/26zRRVBEevRyOlXVzNbM5lq4bU
2T2HA+7TaQ+CzW6nUQSVXj5M+ZREcDw9h7HaFfrFGtwfFwWolfKpz2IG/+LSQBfpQXwbgBJeQ2NW
xsCUQbm30B/pH5wKWQKqa576a5E/P1ZAZZo7sN/dd8CNcYnncmbTr4LTAS0S/JhOSyRUEZ/4sbpj
4I+UTPdDZwV81vLWMqCHAkk/U/Z8GlKTMaIr0y0AwXWjdn7CurjnSeR7KnQHcyQuRT6xfa/DRn8y
MwdMJhPVnNgzoNLT+apvGRZzRHLI43polrXBJrFLBRWhhdiiuYNngquiozc4DBm9lek89sgR49rA
4bcnWZSz9zLJI0jx9i3yGwYM0tLFS8+z5sQ3L4wAUhMDuCJVMoY/D2mRBv6uhxfduoqD/rBRcy7w
FYrmOP9HHH9LvWESYdr0Mc9ghZtFrW9136JC2UI5F+AUBkDgbMytb/6RpJupoczrWp302A+YWuK+
tj0ArJIGTgI7/5UVuxEpX36QYEpuSthUv2bzQMbNX44s7706VajgCdCD66Zlzim2hAtRJJIoOjfT
pAxV1x/mHUBNs4JA1DZ9RNjntw0MIphP935PmiZ/bu7vCjKCv7XaV5rENehH4iaLSSHbDXqiFrnj
w78EAibcr+2oZZ9jAyEU69T7P2I1pitrQogfEKPhs3xeL2SgUt0yBQSFq1oqO+1fzTZaHEek34AN
MWBuvm5GxWkYj+tQZni50ZnXIpwN3K8+woa4AoE8XCNv5GXRMO9ST152ke3iwWdEpNF5jPHRWIU2
jij9/Nc6X4F+97/VvtQE5eApVCyM8M9c6iN38FbDWvya86ddL9ayJrpc4wfFoXNuRUUeFgc9BcXe
ei8fL5jPkkLyPvHWNrI4+ho+g7PDrnq+FDFMhUT5t0a9RWAD2IMUaSPA53Nglab0+6+K6GMmZC1/
CMSml+Kpr21LbwO9nHMDJmwP1zHDtqsDEW0yJgsB0qvQedFiC9cCdc0jQ/f0BRM584TNljeZhGVL
TaK9SOk77IFtvvMU0pjU4Trh9JMBYzdgCsQ5wvK4JNfa6Lp7qUeU7w17DwGR18P0vDPQRYB8y22H
lz5hJ1kVDilKjZW0LB8xGIe3icsDaetrvhGij2D/syoPTw6bm7HaA+iqhQyX/bB8hQ7sacG56hUn
whUxlsD/yRVl/3PDZtdONHi/BpvmMwQyDnhnMuDde8+DSE/zXDfvnXCX4nq1AKo7znHsWylrm49X
0urISKKUD/kr20WTO6VfAb5/qDjYIE/Kciu5d18aYEsB4A93agHjY1Uow2RIhtXb0TcWzEtgLOty
G5cd61FTBd2KuWpS2POFO/+BsruNsU94VZfEg6iZVDfeMd/Wum3lqzktC7lcLJJg8RVLynn3YqIF
+DfXQi3bqy2x7PlWAgh2i43ws0yb9FHs1rkKIiIgxAvFr6+C3D4z4Fq1RwIEm1zx0HgLl69m6SOO
n4YtUogOqK5zpdq0WqGmFQSzu7qKAjrNohTqGL1HMK5dtAdJn/ciAlEvE/MSWsohPqrlMcHzje0h
5yxsTmVhiCsuSnRccLlAi1Z2WKmrksaotaLUr2nPsIFqRCvux2ri1tFBUIc9yUzFV3xbjGp6hYuk
aRz0c5AfdHqgkYU7BAJTpDrZMGXeehXE44vcfYcx6lhA3zGrpYEsvPhhRxma1zXYNG8grKVeuKTV
bhXAp714+Ch1qjL873FLV+RNTFr0L2uKuM8XNXpgr/jakWsoKam5fIhaJ3Jn1gvJ/Up4cwZZBdIU
CnPVn0z3qKUeK93SX0xawNevBIPYI5zq8ygT5qMr/eIHDKFkLwdlKTSeeSriy5PPS+skDJ7klsfY
iV3I0pVKzP5yFnAfonaaX5WOFnH8c+M6BarpJoB0OgxhquMY+YJRMZ6wofFkc9xjGqNVcqdub9/U
7bPm/z8YjL0egWU3QYuwgzxIzQyFmwZ1vMMmdZhGH6myZpkgeR/4unUnSsloqL3YLD9seUWjibNc
I1y6XiX3d2TNqrPZe49/lGsEojcT0s9u8wZ3k0pIukkSPkeQPxmGc4gud0WMqiXUqLE/Ni9QtpuU
3ewebLYNdgRYns0bF2tHY9W5kMVurkx5CNwi9kQxkuDFDq2lNEEoAbAHITPAk8bI/b9WsyLijJbS
CajhCG+UpK7dx5zPm4LsaocA1/TeUTkEv9Mp775SvS2zycTTQjoa9lu+iCukcNIvsLxX+YApxmWW
5654zlDDYjhab64ZBtB/Z+gz2XM9BEYC8h4WfAF+JAK4qF9Lw+UpAeviBktIoRVtUjLYDP4LoPgc
D2yeYiX+4ttSSkx8yFFXPi1Rw/QWdgMBJgp3zMEQ9nFWhD6OF4msP4ZILTtNoLV0hQ2FccL60D3Q
kt8B5SjXlWNnLomxL8D0yX71ExRJFn4XQ+cOBHMKjF2NMM4l7XPj/oFtk7t/GAT0gnz2Tjiti7b5
SOCKs1KV6lWsk4k8VoHU/dtkkXqMy80QiK8HF4jqkemmCE7BBvCwwaXhqDOvsvnbO4zHqbAR/AQH
TCwj6S+lIy0SiofIaQNvbg7JZyfv7x2KoBqSyvpllBW04K+C+w50QFuwFmh+gICWgt0QBiqaM0rd
e9p0jh6Ufg7UO++Ty+WF3vSvYQ23NZJ0Ye8qrp0/sYH/C1XMGo6S83mk3X5lbhp5HL1U8xWHEbVl
1FHcvkakAUAJWaKT+Ki+IPDUyUKYoh70G/oNZoRF04txTAbMvEOmuPbLbb3pME/O8Q83408PVSOD
V9elVCDISLfb2dAmj3g4K67yotPQ42u9pSA/nUV1j6vWJ6TVvr2euTMKWOmaYeWo5CJfEC7IppUk
arJxRpy7AD2L4KbwIA2VpB4kY/0m66jpq0Fa7uEW1pfBRuDwziO2+t2+wrZhMkHBuGsQUBD/0QL7
FNJ6ym/Uc/fZp1hoa879WgbEsZQUvLzdWirLelkoxEZsL/OetBRnf8RMUVJxz0iyRaVq3hsA0dax
inb15nCA4rdXEDoIdTJ4IjRgV6A1BLRZHUTE/pEwjCybFzZvC8OZgeOnn7KQDaqm5mYgIqj4l3q5
utWtzSrNKHtsZdiWZzkyENJ8CscJNvujLrro4QzBA2rolJOc983E6hJ8p+EvJaTulLYYmy7/ORIO
IdY8P/YaPeFc1iD+LlH5rOhtcDdWlDf87XFTplOHacHUYQzD5utzGOFf2ZqEqN3XA4vS922u9ccP
mamMpZADJDTodIJ+a3FLSPj3i1xHX4iDIyDV2eCwOS6qMSQXNBP5Q/2CPIX7c4EqPztCU/MHI7kw
HvKSeTl29foSeOfmWumMgHjSvVtIEdbzP9d9nRu2TtLIYCXzpmkVaQCZP0N7CeG2MVTNlhT1yBvA
szX2XsHGEkVUINhWO7hxPbptJnsTgNUny+Pv8n+IPoVkmqD+XZpIg/3WHFyCpbHP/SteUDddCv6k
NBDjADSA1XdrmZ19o2npZD65SN2AEm1oGcx+gBGIR1/1c1jIeQXJwfHVAiSOq+jpM/VhkvovKXO6
2M1pDKykrRUYrtz6X5LOMiSw2EJh3Ctpls/xNS/I1BPqk/a67fwEhHoeWJ4klh7tu3bjDOjzJdil
1SKxN3qQLNSAnE+aTEBq+n3UG2WZsuqLkNyjv8g2rWnAI0Jp85q58kOS1E/l8s1pvkQM6QFtNTt9
Ayi3/jcQ5MrFTF/c8a5R3XIGqGotaFowbkgxpwf83oc2xs6WLv8cOhAyVG7E9jrEny15qixkjWzc
SQpJPqRQsDH2hcEtXPhG1b8yOMzaxXhsWNMgi/bf/K+qG3t7Koiupl9GX4wma4u15Gd9styuamfG
xRuXC0ab7Bbys0127Q6wZuKljibk+yO1ayWrAT1omVBpn+7NDEvZmNlr4v6D2elZ/RUi/7QZV/Dy
It50+b1NZlTqQ+gcZpbmct3swse/VYaIZDrRfP57msWXdGe/vvfSEfZuNbqXnOhqBgGmL1UWaunz
LzN+N3bj+fFT1MOCWITIkdNMpbtqNXbfmJ97UPur1yF1XRTtm2+tkZbDBRx7uWEA9heR3/FHNMoL
BFyr0RB8vW0VaHxahQh1n2ZU/L6tEZPTuWOvD/t/cGJFf9YNbWXA5fIg69d2CQgB/nzEOO2Z27UZ
2+I1tmAe4gZioQEV+YhXKmuScRfw48tNanjBKiMAIoQUHEVJwkSJecvlXkvuRhixDgYYS+VD7cR2
7aRIZOOkIVuS8RHbs1j06dL0Rw1cFBdLVKNXKRBXvKpsJHE4zk4PLVTLLUjoEmHdDhg8LWfpOdAd
Xck/t06Cu3XV6QLQbUlyNeYuBp8AdK5CrWsnz1s0jopcenKo2wRTemhSq7zrMRj68Uy6aM1Lm93o
NlGgHMg7FlribqJLsqx+xZlRMZnasvIz789KS8YKNnqoZGdI0zK6tHWoysxgY1HRGc+gYUu62TEX
zvJK0J74a7vY9WG2GCjNEf7da+OL2jp8idbhlHUVaCTxXtUya9YgTboaqwUOwqknT5UHzSMPq8Ds
aX9lxCDxPjzu2HD3nGvnbWTj5MgXSyWwf0sd4QxwhCysbgWsF3eh1yn9v1mLsM6GFZDSNDs1wL/Z
UXVpbszkzd21s0zNmNGUKchz8asaf0c3k/WoRJEKmOS1gvEaL/Lulq2FAN0LI9A/DZ5R/bfs6m0M
aP8nO2EMW9NAKD337Q2WuerrLYD/QMoi3PHWYJbD2zUTSqzv6Jj+Y+/e35RP/TBxqVJU/VCcGWkC
LXt3J74ElH2j3GB7o23WbOD5RVprMb+wDbKOPF1CBERXU5B5mrvmbKRXSBDXqXXjFWlfHb8CqawF
3stqrf/r41X3m2joEZx18pSjxPuoZ1XiEPlhRPqDaM8e7VWGlmGehZP6MwPTgpPCfyMAo7rUWsS/
vBh+1KmheilpbaRrfGqxy9e3eHQJClc4SKoc7yBqax+RZCP36gcFJl4Cm5yxfHJMEjQKJ+7OdODr
OulensBdIGDGdJC5xY0Y4RbGC93vu+lu3nDKdApC4utI62e2lQg+jCGR2E7K0ivrTXf6hTomH1KM
UaRvDCU+1soE6z8HSoqqORKzOcFf/zCkCeKkU6MNrSOhNpkkSvnonqtodDqp34jI8qw/0hLv2hJl
hB2m+GWyMlVZbprV9NEbpYkZt4zhNxv14SgWJ6PnpuFzyWkhezx0CPz76uBiqZjgzqcEZLEIB/3/
L6bDVnVXIhZpd2BzJs3YIRbNIWft8qea2CbZQg3p6uUzBWqOrmJuOo7/cKsWxIjE/kDQX6kkPSlW
djBOQhWjhI0WuTZyJLuitf+sRrSza54SR0cqeRDX7QAUzciu1qhnMZYX5WlnJ6NWOMO7HJY9WMMx
MV/l4upWBjkG/IQuqzkHxw26A7gsgovhF7ZqFA8HESQu3IxfwB+tFlr7BXGr9Hl4lbkncFwO4K/7
7Ay1ut78Ie8gIV59ljKao93GKbPsxoJf87YiXxsLSyL+CgYCgUDkEjLQXnoj0pISh+WMPzpA7nIH
DqU9/YSVyvUfDCIo43nLuMhHHiLNqzzbKhKfHyhxvp9X6njqB0XIT/jgkQsAiCTIKtoba1XjspC2
96OA79vR8E2Y1E8LopEygG/UNo2xujzFRZkGdMKolpv7wdfGOzrqE0uHZO0G8E1/wHX8bxXUkUq1
G5eKq8AYTeS0v5jouMNdA0tbBKACNj885bPVHdSmCExCkge9ia8Mb0D5j7yCoqiNs5i+ORw9538J
nfod3Uijo+vtxXA1UegFpkp9Rswc5s6CUHqyF+eRpGAEDl7m/Z/yyHahwUnjGY5pj7Nm2r1q+IDZ
bF6oDzBMGnCmyHG3GsjT5VSqu28t3LH00vyz6pZnf2MaMmBR6854HqMnMSggFreuif5c+DCr0c8z
M0R63k3AgQDUXY8y2lnFRkTl59oHVfdInWaEBhAJ33uVzyK4WSlkJCeCM95MhbmXGaiGfa5Vak5v
YmRBqoKb8ERy6Gl1hI7yEC/sVN23bIPvb8zlZiIRvo2mvnnUPQFu/7Aw55ezuDhQlIZNgRRxDq8C
Cq4raLLmAXeaG0E8J7EOBvz3timKEptofnDqDqRWeiFV2Ax6UMqEyAb36o9G3p/PBDFVNkhndDwC
vKhT9VjfdVpQ9eEja9amYY5W7KO725PIzhorSpM+3gwGFdZ40/d4JsMh7mD6irKx7fVo9yT9L0EE
XFj/t53eFYooLlF6jBAodh4OVVnYn2y6rp72PWvEO6XHyvjtQr218xVXtWD/N9r446rC+DCe9HBK
1oOfwWk/dnusVVj6X8f8J+FHlU4PP9BsT/hlwz1U2PHnZA6igxCfw/tNnfwaPmmA0laYnI4tQFiR
s5i2xRu+aFeYjPU31mjAyRVemyEcfMKXFrPxV6vafL7a/Oculy9uq6BPt0tNotuqFXhZpQmOcrtY
9Yv+L5rCg7a8p2GVxUZsKO0ysGa0e/v5z97QjQtM0RhjJ+q8lwVLKvwGJbskPg75y6qTSZh6Bhr4
2WSd8Lb+mQNnYk926QgLIenTJpvkaTYpRd78THlm0vUcmw6I1dNHS0Fj5WWkCqTGecIqi0vMLph/
NLEH4iMGu2+piUF+YND4uph3GI/JoOufVFrYe9mdNh7KflTSZXuYDyqBrGHGCKlzLocwdUQgNwGb
i4cEvbUu3yCF5dzOEJ8katDdp/JuosNPAcocKjaKwB6ttZcOY96cF7w2zSeZNEdKYMY3r7I/bUQl
QlG+z3mmPKn5CoPVg4UK3GBJxyf3ozdENtC0B204wcoAUi+pRqCqIZczVddZdBvQ7HZqbvRhcsgb
ro+nmy3bOk2Er4VDQhd/BTYBm8ficARVEYM5IOWR/g2TkA/iywEw5SY9pVKuP8smz5Z+X38O4Jdh
L5jpFLVkK1vG3jB7XtciJnJzLNVJRZEHQxIwlm9GW4YaVHzolVN2gVJrZUmIO6OuknqfIrzcV3RD
XQyvxAg215d8C9WAoTn3bSxcRn2BYPGMQNkmwHhoiULYUVI6vCOT/Wvd1EURlLl7H3B+AfZ+JgkH
0ddNzWreCsOC5aMDugskTGtbnoZJBqLsQyB0Rdc7/gw7URbT0nebt9WuGqhCJfEOADKxaPGYylHd
GAPVSUgM5OpgHakfcYhQZDr74zBAoPNkb6D8jzZ6QXLVz0Rgpwkwm+drC/5Sruwtj0iJ08WiTcIC
r/DIB4xN8ckGO+WbIv24vztyA4lbOSUAYdp/CsaJlxQx1k83bmPBgup6Z9l0Cqg1GCp0oPQ5YhV/
SQImdJRV0Sd09ttJHL39g3TMZd/fJBes6T0I3C7J6D8gl4MgMAVZi0igIIzaVHTuqNohoLymsYRd
O2EIYXgjOrjqe6YDcXUEIVdtHt1XYpmstnysr0qnuvteJDDaRlxncKVz48amaMjR4HOf1dgKQMVB
5lXsYjnXSzxZjoIAygnEIZTOVy5mKH3yfb2O9UrlteF7JMe639hGD8OoXeK36qLAF4aehJWYCzrG
3hv9v8vlUjP2fQ88p+bazdxXp3pGkfg/WovHlHK+RuKxfRZDXPTrhN0T/To3/kQZNeNah3g83k6F
zpGlrgjq4JeN8O7+JnNr1mIWQzlAwbU+CGWi3OMLmUPPXc/+aRpIBBN0se8G9EdevQDltMYvTuMT
VeUkuxURQcXojQyPs+CWOwsxAsa+NBjf+3HKES+N4K9ylq//i8XMhj9PkDqw9h+j8DdJMzj/5IGg
oQED1sCJ/cZJJvTu8EO9tuIbNsX7vKyeJZZWsYd3cSWC5HgpFcO4X3i44g2B+6EJ2gKbAbJWK4d2
lw20sNaDBQzuwRibywp6+DvT4IajV4EdfgCa6VmsiwCFEqUsX8/Ib4hWfrVR/hMahxGy8BzbF3ty
wvcwfPw0Vh4MUpg3kVI2an6JWTcYd8BGg2GuAB0C/oNRvBOOW3kfiVYflK7Dw6xt0ORrOdpo5mlG
tB69Yzx1knzoEV5YyaEqb4gQemMA8gjA/GmC2pOsmGRj/mOcSb5VBTxXR0ZRkg6K1keCAev47FiW
IkfCnC4jgqNwGMB7gdXLHmd/NyMkw1oSX7QHx/JvRSthMFq0FyfQCg5nf+QRcZkRb7kfRR0v0i7I
vKFizTgn2kRmQQ963UY+1pqkQv52I3shNDAmPY9rpeTaVHaWX4QGERsphiChazKrNTV/Fz2+5ZNJ
oCkwEmRCgnd+gMHYkwyihPnpryrjZMY+hWcmTxOvRU87x/icRliNq0dU5/psl/aM4qORWk7HSLWL
EDrSxS81trQ5QkitPnlbr7iBuZc6JV+WLHG2yORvNCchydPkAeoJy31bofKozQO5FFbc3cV7ZyLm
O/cN81ZZzmQh1Vowk0qF+Il1u7G3UsPG9f93Jvc9wat9Ab8ph/7CskOT9i3G6rNKqqg9z7gUggtL
7fEEKbAxpqocoGdyIorCcFBerRBnKSzxNVpyCXmk4pzPGziZmnBGx/cwl5DKC0PeEit8czOccPUx
pj8ygyhBwUu3Gk1caqwhAHFTXSncBYyhQPfJHvqgSfhgoeB+/8jIJZwkFaAEWCreODUs+BWOLfry
d4nC4GKu3ikSZFJu5UlvJbjQ8dkNWVZj/E4lJXvy8uD8YMHutWkFbzAEDsUD9KXD/U3OGzMBs7v6
WcugMn2OXDKj7M1GT9WUB/B6wTGPe0chWtqA20rGa90enHu0K1ly0YH9E7I6Hs6c75ontAJRyK+/
keqAUM1nsdT85NYWlza4apXNV2LbV8AEF+xLjYjh0uChLpcDum4rUGVtGTis4fj0+Tjg9i8Mvz0s
wP8uOICMdJ9ZIboh3YcyLR6z+1ei51d5gyE0a+n1HKRNOOymVxyCl8dfxepAix02wOZIYNn0nM5r
pAB6z5cMV3X+h0nmgkhjdiwtCG0wOjM5U2yg7edwiXZ2r0Luh0rGse+UPE2iDSwXZjQl8jcUCxsq
F3gDyeI+9XUAEuCQ3c0IfGaKfZYAYDcNkpQhTqZp5emlZCQytmFkOV5D5U8KQLdmanoA6O4kPvMK
f6g8SrNwbCXrY32+lWeKc0qh9BpOXZiXFE9/7c5GUTMDBG0ywLZgw/4mgPIOBqLL+4++NNX2TFUE
AvEoqETDsbufQjPTTQpsuY/oMs7Q0SB3Xk6Pe+WEcnzByxZ6wnprmuiVHvJ6XINW+l+EfqrzTviL
ZbDHp0CwKPLw6N94atyzKrgDAh9BeCvhqEPNW/Z3856YQzYnMkBK5hniI3HUNllfl/6J4lK1aLgV
/ndvQJ9r48LM7bh8T6l8lK9ra6vYDgo9HLIyGv64l/kEmd2U9ASnjtiSv1QAmZcqkrNZYvAJg35s
0rCu5nn5VkQnsMnH8FWd9WTySnPryz0Lo9RHXoCHakLo9yT4eu8zQgrLI1xgXpzWxB8nhunGa66R
KyDTwJ98ICZTa0mf9ccCai6xJqVhHhls5kpNVzIVRpHFdxgbghgOUDzpEDkUHaOavLXIMPfeWakr
zed+j9t43B+Ct+FJOimZBrqNXiA1JiwFUg5rewuSvo3GOOKfgVJSWLD4ZB8CuX7OYY5daq5x1rmR
PSOiOakVZ0z0ANgJLP30r66okbsCtQpLyaWUpEYXZqZbUDmO4p1LgNli3ve8JQAMYsXSP6/4cUVm
soRIrdshzFd1aT7GB7km/uJlUx8mGWopv9m9E4ISyRzphk6BoxR3uVtRoey1eVxRqMyNVr6p5HIA
ds/NiX2vBSMti1GacfkKMjzJbpAr3+5WxiLIHo8zo2FyE6g8tp3f7+3cTLibEZqB6H8/AaY0MCz4
9eI3ybeSwnlKYqsXh7mtHtrkM2MD3LenPQLwYn3t6Uk8b5kfRiPjCqVM7vImHYkw/xrBWntWDXqL
5eBkaQ62hncD4q3Vf31goL4ZSfzeJKpN7DfYqmGmPcw/McgMYeWXMwpXqThXVRzfxpUy5S2a393n
5wtKabO7aEGY0KmfwbM1zTCWdWuSHnylzoh9r3MaxASW5mxjbf/B6IVkH8aJxTdm6TBVVE5kCgvv
WpFFGMAsbximnPMab4SFebaBRlavoQVEkMDJxU58xl5yNWT4u+VpiRAW8+IHbLgn4kxtzwCpuRkx
3XXJkvrUTUlvK9athmzcqhFbjpLj76L99U4vpAf8O0FcNO0+kKe/QhUrktggnsB/AmvwQDjQ6Zqm
M2gmo4SuTwL9I/odzNcyQzeQELDDmqHBOSwUOJJ/L+iqFqFHLuwSFPxCtf/JoSt0hyUJPY1P/D6q
g+c27BWMXjhStJEFA0TWP3Lq4r8vYiYv7TkwDrA3jMSpPBayg//p0AnVK0Av1SkVNT9bpPx1ASms
wkKoHIxDilf3OfeV49tLgx+VKDeffoALG+rCzYpe4SnRCcUFGb9zQ6vDZlnnDM42SuPozlCi6CeJ
W2VCiZYuj7qhV26zTq5Gm6QAzQegf/Y86rQhrfljVlO1vXNhGjzdbKZiYM5XQ2HSTHn/H2vFMERT
QFR3bipnelPtPCv9NQ1470HuQ2jEbbnutOts+KMhhSh4HBk1jsW/3dT/q105Z8e3WUYg8BJ2YjFk
qaScWEzWPuAZHiUzh6ajapDSzhuUEFfn2o19HMko5Ykob9gtkcg3MQp3ESWKOFiwPTwuUjMCyZMI
fA7j1LcBSBTNlwWdrAyjptPLocBDVGQjg2PVp9qtAOvMNrJxVx1vDKs+l6hGSPuuyy9T4XqdiEXo
Y5MCX5ytngkZDd00fzTvas+rwvmUE0fJ4SjG4lM1U2ysci2sSQ7aSI8t7nxI4Ed1Om6k9FycMQPE
+p2zc/AoNi1wK2tazaRXIdzacxVp8UWZq3CyeEqVoxzneqGKXF5he+0aP7zn6CBXA6aKpXyF5nBd
5EsjaA55rK13nPa6Cdf5YrBu9pTSSC4c0ckZvZROcPxSwmmAFCCquL4v6opzXRWLdGMi5OnTAMMO
zuOeLYmmNeav42DtoXoqFTnVEUh5Tz8X/Z6wUr6z7p4AAqTi8Ax3IpDL3+RWN7JY9udTFDzrCxRn
QpOK7p79fAJFlp8OMqyMZ9QqBxON23BUFkjB9Et1QL/rgIEi+V1d3Em9HspNwlUDaGhfRvIR9zii
4mE0LOTRgG/3GmDEGjaLqX9y0UiF4LrxtDypcapORnYHgsGr8rrBQSzOlARQeWTiN8i0L+HyJ3Cw
f/n5HAduqdPGLPsh+KMssGQJU432Em3COLESF02by22cosdPGC6cz83RgZlvzLT047RpZWe0+RJ8
D7dqiNDhWAFohzfoCySDzi70j8pbMvuMiFgcmXzoVHosXjsyG+TdT2kVs6aO1VHtyN7Fs0JDUxqn
ZQI4rcGBfBL/QiyZxQrmo/zItGNmPf5NroNs5IcRJDfdv4qYHcsvWnNG+q1SUgEMpbvvTGcZyWf0
q91oEDMrD/CE7ll/YaHeSeO/3pwMjVfkJRFLfuqn5TzhnkkLYlulXchd8cHArGfyHYyZRSV9Gca3
ebHyEBB+GVvIXOHoQENpwigLYcHvo2ZLdY9tuWLlED+SOfPE4s80m3PRrVCShKyo5tvS8Kuf/OG+
KsxQJ/lZyQVW/pS8psbF1ByEzKY5Vf/pSslCLpi5OD2HVLne/egSKgZZ5bDGno3rtm3nM0siAWyu
2KqMlfWN/L/0gqLVqUqEvf3uNOXD4R3g+G6m8thRCOcBov4PAuuDGTW8FmHbss1UhWohPRSKNcFW
9AEp6cNM7xoNDZx2/o0DqZuNIAh4+ZyTkZdMO+6B2KOO7I/o4tUlQ2MqKHIObII3SaQfdqznmKx7
PBV0UOY6Jxjn0nPqRSu3T6QWYeemANCxv6LwyA53N+Ew3Ix1La49372+qq+oFBBsKAGdNevDWzuv
CJpeL7VzQfLAn3ElWJDkonAbBBEFkqfcY7jscdnSAlK35C3QTclzCtawXxQI+5cH7qI9/UXnnKtA
qIFlxzxTlsEIiMvl+EKCs4CTxjGwrHG8lo1EWwbr5B+dM10wm7tD/FfM77Jz/CrQwOivuHbFzpFY
ApR+qya83DouelDn3cfn4KfgoVL+ixmce2NRBAJopKqSry6WyXCRbxAXUVioIS+juBMBYF/pfYZe
HEo6z3S1J1Zit1vDMnIa5tRyZuf0J0IWWFe6rr4HG8rTq7oc+FiLPoD2VTQEbiJB3YK81ZnLjgtE
Emun/hSOhW7NGfF0/xjX/M7yUnnun5KheZ+iopM9pZneAtxSdFJTvVBmgKIhwwlpx2iBCeFRqgCe
9/3OFqBUCunAmtsrkd1pO8Ejxz3qMqU6V6fY+sTnzHRZonK+PofZEZasUjR76nJ0hq3T6Li0bBRk
jUWtUkSBPN7njVeO59qarZm36PVf7PUSUx9+1xscb/ZnkxsMmnt3mtqxyNIP+3MbwPbCMxcqIBuI
TDumXfEyVySTTK3Dvpb7QsCm7eqojcWayWaLaW2LOoZKj9+VmSB0dmuyfLB3ouNQX+XiPhZrpz56
864wCYj/Ip/MWE3GM043WqTjZeqBIaUib15j2Xb7y08C5VFbIftv13sq/A/F8RckPWUgf0//w4l3
JG/+45Ge4r+91rji0nWaf0bDGOuSMhhaja2YQ+XwQdZ0KcFLDagRXfd3drnJ74ghqzEnB+8EOuBF
mVX1v0JhhzjndrGhmhmXBBUWW8MzvCOlMPIR0RiHYPuoXxxxcyFF5Hi8yJmDbKtDhOCjbgwRrZe9
8ysmOyVdpyovthp73uT3cYV1xPxKOfDIroe2opKxweiimMTVvsZ9sHT01GyXqlWwfteGOD+VlqCR
v3FQxA9LPoye+mEq+KWuR51HLeXoBZdd0SLboEQgJeFvUl/WPN76s4TUiAO32LcLVds2jl3GsgBq
JLJcMqdHDW9qidXlVKfVDGhFAzyBC1wxxbAi8YHCqsFntQZneguo7pzT7Dzky5Jn5Wu7HoGCcrIQ
+t4nx0lmxFabK9BDF55LK2GjbEAdIpWZezVRPTk4MOKdTuiwMj+GYwOQw1o4tTQO8PdEPs1WmALY
xuUfhXDwc0O3ZpCctzsyBuqG4+2jFZqkdgCCj5lBoYAU26E3tuRQB+3kdSJXFBcnG/H52p5AQtux
dFi2C3CNDple82SKrwJ5lur96w9lTXLQgp5NRRoHUPvTpN7he9U16ywJfHW3jNPd/VMyuoADe3eC
KocgN+5P3xgRtdmaEAslV8cU65RIUrGhNCeAmbEz1RiJhMsOB5XpK97qftUxdrJFT63mYdvyIoZO
F7a2x2EqgE91y9oBGljIZzKmQ7pUoQOduPuhswh/hz6sBPJw4RpRV5KFMDqIjitlgmvnPZS+Wkgl
lO1/ul+cFu7IdPeZt3yqnKk+azb1U3AROBOrpeVRQ2KdpffnLeQFe1lYx9I8i7wVYaSW4TH0Smmx
GjCiZMosV7K2B/ToFPowZsBt1SLc7hC4R1LEhEKUG/+5k++3v1sagrmnjjHeipbCTiet0mKxXcDe
q/22JTTuu2K3l5SMLdI+w6oDMiww69kU1Xm4RqMekmJbR+IrrbMowvGyoUD1q7uNAm5J9KgCnOAK
/e1t+2+YnFTlztln1Iqvpw/NXx9UlivPgm5af0gYLajUA1jzRXlMlvBGg5P8efKvKPuI54/R/474
GQJ8/Q00CtIPLGsKBRd4zZ+XcJGzBqaZhIc8etLckA1UgEaG5GNhcyA8q6TJwWE6N9t6G9+1T05n
TJ9xqwfTjdfS/GgbKUZKWheQR36QDMeS841Z50ONGDDGfwyldnkh6rq6zork27r8dNaTm+Bp+st7
lS2S2v3jNXSLGvc+TwatT0UEtdYxiWTsJ2xLR92W/pUhQQ/hTbfOUaR8TkJlcMAlfp+9PXxtEi9A
fU45joWQreJPHp3p8kCMjc+v7ezgg4TXqYBc9EfG0FOwoB/wbLuCqsKfLM7rU5kops0RRtr95zvF
2/SJDXnf++q0aep67LsMkaQtD7TgQwq6+fXPRhye5d+KS7KqZPUwNMHWsXpFWctERBT4YmvMCB92
YtONts3YDgS63pjx7XW+jF4Z1drfdFoaiDBw4ZAYtmNMCvbsblPJIzU70gaYDYchUFiXXxQknBDK
FnluReaVujxCrLW8uspD2QOsWlYUA2x5Cmnlp831nDolihOP1hoLkzNr5ilYJMnDu1tMR9Xk7fbt
fA9leoaLTLUW1Q3GVmiXSxcXsR0JfVMI30L2f25LDuHAJBr4fplzgmZQh9lep1pHUU4SCSlc1Ihi
bpbmU4WtzTxzEH0faMp+Bj5vMGsLJbxaKLA0/mjfHB/cA6Re6JjAs1n8+htGrWGNHJJvcpbD1U8z
aVmuRys/OF8tZudwUHd6++EvDuzkKWT8E4k+PnocBm/kKIhln+U/lqR8QTvBd5W9s7OYovxnuQiA
EMokvzih/2vKBAKU+UUhduAUyoVgvHpotUr+PjgY2PNYKs8P0XEYGf4AvmaqkS+NmZHgWmyNr0kR
ZRWv3PyFnWU128zm/B8j0rQ+ktPYKPrWKKJAcN4A9OQMInWj/8SY67Gn5oh4ekV2H0WE/uR9V5YJ
wFlbpebZusbTIg23LIskpt/tjmyfkXBbafVBCZc5bFtYBAabZnRFXqWJJfpIJaaVxUt4h8397C4j
Mxn/utcuXomxulxVSai9pHEIFXJTYU9hNRw3sk0v7NeqqyaOmRGoMoyiDUTwzp1tmnd8Ro1kquiG
LqX4WQLrsw2RzU3pZUVJTHTenACRLHGCJmTaZEa5Om+39N0mcuwHC9nEs9+i0DXCwLphra1CESqo
L6tpyiQiVZsxexn7PzoFQqlXxDPNq5E2+Llk20viFwE47/worGsuoOaQm9sF2NzlxGNx42F/fpFe
oYUp+BVLdETQch4kSXeZpxQCdbfKsgxMbubEKsY/FsM431hcaxWNHl5a8W7Fq7qgqKrE6CHNO6dW
o23delZ2Quy8SsE04oS5eHRxhPTbd2wbFtF9ZZy7p6NXgr/45JFs5FEqo1Em8RMEXw5r795zelIp
+oKm340ZHfpGh87jVT9phhT3L1fW0i6uor0DsPpX98N3ZR3tKGk4DuEgkommyPLdUBh/1tJwtpDt
o5AdcRwmGJrjIF1pdtGklzYlmhdw0yBy3MXfTVryfFaXcB70dxegyQK4ojkkPRzN83Cw9BjuaBqN
dI61U7MyeOtbr2W7tajJ9BFCo4Sk2LmN6+UsRVqLw6PHA41gn5znkkuUrx8+CHumvfwaelK3uSRK
xV14wx9/IkcGyNHDkLICO3FetfV0a30cfqu0Dyd9y5BSbc4wEDMzCBD42DP3CWje1TB/Sl3hV55V
KoOAF7+b35EN771Qwmh6zDfdRD8w6MjUkHxKUp81dH0RFv+RLiaAGKQOZsqv6jPyoXB5ggpYd+7q
RYdTl/2I08cuM9iRNWYkOGFGcC4c4OckFoRLcgaxLM/CyMn8aE39OXQxmBd1cBnPCBQu7nCLQL//
HTDNP9mLFRFQh2z7caTPNk42k+YrebLsKG2b8J6LWPAmC4+QFkVSOiStGtxaFSMttF5EUBO8mhM8
bo8kb/Ugx9fJ0KuV4D7wwWCjzN1AtOeOACk5ho6eplG0xD411yVrRM2HXtY7FWg6jzNZuH+voYNt
Efg7pVBA64/2I7RhqNVsf+xQfFcwhoIq1MZdkjsvQewDSiiOl9zZ39Td9tR2WeEO96hFSlXmNhGy
tEvzPwrN8OsRwHP8YVBlMWiFwsy43Iw9JGVNtzC2eSiKNMqNUr1ayeYzFP7NM+ne7FMnuUZBFrsf
e8vdPBOxryPASkM9K2S3WzbMMZJtUtY4AOy22Zx/717mvLCVjeEphp4MlSg/+obC757pkPSGXHOX
NARAufdENUw8VJSBTiRKmv2AvoGteYwiJyh7tNA6mk4ZEQYOaBaSs1Mgk1ue8dJnjySiaLRVlB32
4lDXimz4mAVYMfbEn9tURAhAA364cp2w1UVDlLkEeu2OTJKTymLHusBI8hW6DI/HQGgY6S0TzLIL
ja8jE9G5Ad5IrAdOecWamYFaoGLwNfIWoGC4coqcjZVGBtv6HKah21foNiR8VglGAzROw+B0W9hf
esESOO5t35+dlE/ZqazNRtHvK4TmKChSLvSL18OSVbKh58Dp9SzOrTzICNd+On/69Z2lEx/oWPZK
o6JyD/wpk8bEcgjy2IbtMFaWtsGCeRDU8GVb2JIKinMxs1Ee3Xtr27Zse/GYpjvFUbvmERIKOUWR
TGgQWv7n8Zb3KEz/r1iF3T3XXQhlKE6hcorqOUN5OZe9aEHQa2Tx+C6MBawHKl19qAbmLRsioyyp
xokJinoRlp/RZbm/u6iKDuADtLgUOT/lB/Me4EzymSuvoifMrW0mFaXKQ2oeEbeW4UowFw2C7xqW
MvC2KH6sLFxS7TBMDTtKXUjwU7EEB0+V+sRzhKvinWZYXSYiV+hPW/qJ5XRgUPllzD/kjD95kyQT
5mgFQ2524b5CsYSwCA9kLYDEn+VKBMS8vOPmhRBnsXLmY29/uc/Jx9dULyS7Ga1uCbILxivMb81J
rWnBiU1FbKK4h1p7qSHyy4wjlcdxtjsRI+2ZA8XsVIrCHxvHjAjuenZ4U9+7j2PFSx+T837phtQV
7gZH9u8Zl/hv8eoZmHPd1+L2G9rFk1YkZxjDvCNpjZ+Nqvl1zTzLoWfs2fzGlEKoYLGHg3tOWmF1
/SZeroQ0ZCNCRc/uL4y8GaKRsI+15D0d+L6EjrFpxT1ROADKNgEt22ixKGH6JzjMobbVhe3kgzzE
rpV3gYUIX3o7Au6FcNSJle8ine2ZTO7dO+e1n4qhpzzW6Y93B5T9QGT5M7NlGbfzstKGERP26QYt
ZcY3BymHZ3WhYBGMbpol/zH69dJ1P7vPDuv8dk1Pb8+KBBMbH0ocXJQ9YBBZF4hGsDnh1lijvmBs
MWMzqusWwOpW9WRMdEHJ6Iy+JHsN37KJabU1U0DfjYxfNAs8Ojz9SapzWZkm9Ye2vPWXeFsFa2RA
gBD15ovWT6tEDwL2NRr5gRklfJh4+BYDRcL/ReOsCcdbz4DjcfVAln2/HDq4coXvnwI78Mof8vTv
ImwLmArTPg2zCtXc4WxAIJsfyuFtfLVG92D0LebgxG2BAdTB7Y9/Tl9KH56wNSljYi+HWYQ06tRy
VUOa60zxqd6fsIC+vNc0Puvl0Gf9TitYFQvrhG0cOZ/dQm+z0i6IaSXIWRcQNJbo56dGyCwB3DvT
vvUFr4OVB3lOAf2XFw/sjaeF7iTNA/Ntg1bINKDJGdh6l0uw8/JRDIcwc7toQRTusWR9wF1aIWOv
AJOFlOxAZL6R5a67ie5ZCcBV3XKK+m8q7alMn8Z8o808jul8KrO5HdJLrWs7Whni+oijAcLgmX2I
A6JmJpZa/jmXqF8/aGqMCPLrkM/fLcweGJYja42DyHKgKg0pPA4xGZKmEkWRvHP+KN8Az7klxrru
mmfiGIO9nZV5xIR/YndsY+oJ7o+TeCYAOZHiM7CCzYTbhQd3AQN+s37heZdP3/xjr29Ld8JZq+Gk
1pV70HRgvnKx0hjCk4rW0kLDJ2d86asGbVqm91ogLVjCD94Qa1UuYKNJWWrOEGC+3t2LxyUpAuaH
9eU3Dm9BVBo9O3HG8QBh7x2hqK5aYukTAYzM6ZZYzRrgyJaNGSgi73Xz3aKL5FgN1Uds5HW1WqyG
mkGOoybP5NOOTeO5mj6cm798msoJtcAyO6qvaLoGDs4+kY/+utIRN6rGf9MvBExrnd8utmmvB7UA
hmtogCTemmPs3n02KLJuWQ7OiAWZEQ4BIYXrIJVYWDe1pAYJnHX6/ObeENq9hUKV59/QlBGv8E1b
Axuz1tn6wlhfzkmrYLmmOnsjOTA9MGr1HsGJPyqwW2V0BllizXBiQoY8PQSovcsRVpODmkQmYn6D
wj+dFbXQ9Ek/Da5oUlhlr5wykNPvx6PY0VHb0f/N1OAEA0gFi4pzH0N6tgTrjvuJVGIRg71Ab1Wn
bMpfZj7sFAThUcHLE1ttvMlXh8v6Yc0MsXdaifuVssFd2aBrv2FJwtAeWFIxY07r4chkvciZGYk2
pYvpNw2BbPkwibEsouMW40a56Y9Vo7h/UdfxQNcpKrumlnkBvfUIY3NJQUEFzN8b1hXQK399GQsF
Q2O2Ha9zOhFNq+Ka0XHNIxzic2Vf4ltzvIPDwrIumCiUIFqlbAV9Wy/CM8YvoV70569jm0NzN3qK
XXKvpGyB0SwsGc/Q/iiOLxyYyxu5UDY90SvIqTugtlQ5lzJECQEHUhjEfp5GQ0NB66gmq03Lggpc
CEZJcC0MKWinC9p9ZInAHR7BPmOo+FknkUO7RZ4JfW4Kv+ftoeDH8EvpPWSLjNKiZxxhM9sMAbGg
WKbECD95CvutU0qkgO4eiR6ozhFcA0YfHyrXHIB7jcWeB7u0vEiwyMtH/bP9IaqmFNk1i7Cy1DDP
PmZA32RxTYayHQcFKLMbvjYGG4p5/rjjAD8omF9cmPhFo65ak8ZqVKBBMgceazR4OjEOIJj/4rdr
7V0HZs82a2e9jcRM6LF56FF4MauZsJyyfbKnBFYBJfcgjL7jGe+Jom9et+aOwrdrIMC4uWLvzlcu
JHQ0ojLkSak+owb3/FYUcd7EBnG/sLFHUfYedunhP/kh5OIf9r9w3PE9blMbZ68QuViKIZX1W83Z
ahgd6NZ6HGutuynlqyMGf1Pep3DELYWNIDh0Aduv0w3Fp6+7Du7pLjxXy5iDIA0qwPkqgqMF/8Fx
P3NTOL8YOKUAJCrCBJ1MBRw2l+g1qeCexCljz+xupS/XmsKoD2vuxi9BX8EkYf5CH8uXj3GScSiG
nXilRWTuV4s1SnttLw8CPfBsiAXzpd4BFM5QXVI7Dj2GTqIhVb5G7iMA3eto9q7ff+8zedVA2E0a
hu5MsLiO37k8XnPPblmeMEiTLMLApNMkBxwjnXVr02dVK974+JCiQMbf0It7DTv79STUYlug8xw/
L/uA31cgGtf0jQnH4g9UAiEiH70d1xYawjMGVbuj01+OWQ4U5KJ0UMY2CSITF6yNzVfCQVBUV8ZA
4jf5pqXZYX+/ig2kPyo7Fn1LO2mD6VOhn0FB5jhnphMP45VRc3ofUdUtIBd8zt+brk7uI9SUKP/t
9hUPl9S7uqHFumqqopf9F6w7oUKgQBod0UNcxRyYDawh+LzxOWduLHCPJQ5Ixr1fkpD8mODSFhjR
E2NyTc5V6nIwXX9yCId6F3TTkD0H6oFlXx/S48SitTJqw/dp/HRK9rj1PqsPuX0If7sRX5iqAJ1S
aRhpz4ROPB/B/NJQpGOYKBWbZ/5RuMyCIFJI4KNpzN1T/LxNNGty95EHWShoSUyqgF+rHjHlFd5I
/lATAVzm33iBIK/xlVWWFuAcDksUkP6EYUDv/wBysk91AjRtIVGotQwZlNEm/xCRezq+CCazqrCs
hx5Nh5dEj7VvYdbTCYOrjUbqIL/aRfkFJ/RD+OxFM3Fhbg/JQInVlSkZaodz/Ox/qk2fhnlIFR5R
LXkPFyZ6jPGapxVXgvtYGIavXDOU3utLE8DC8pycB/IyUVe55nubh0ZxT7ptsl74BYdiexT3wYW7
3bFCybAlfhNUZXh6lORKPHIMxm8FELX0EOTspOMr4nPo8jRcgE0ldKtjNbLbRdE2nxjIHBM1ABiK
MSxO4T2Y4E3Qs9g37QQLU1bHhsvljdZdV/UFrIAhzeQANMsu6tjhpyi8OZ/kIFeeWctmXmuI71Ld
XKRTi3sJMSY0KnB+u/Ghls7JEt356NSPYtT4HN4ts1qehfkHn8fPJh9hmv+r8ZnTu9SWRqxGAKb3
aOED+TwUndkMHriCFrcYNduR8x/DjquatCkTSdVksrYtlZ9m60lhkrevbzKbqFSWXaRrox0MArzp
V6oWg1WmqYZarfKIQCT9F0XOZVqw76SEpOsAoeqo5TaksC43Pn59OZTrRlsvNm6omnPoBB4OLB5u
1f643n6M4zT9Rhbth5sZ+lLb7ovEA+6YSV5tWdDGXMi85g5C972yLEPT7eOw4uaKDdNOj9yEzX5S
ZXTVgHY0FioAsmKmir+dA8ky1jtvksbGP1XlJozHsm0WHwtx2e63LE6Ta9Oo+MZZT4Arn3YODN+o
po2edG+8vZGSNRonaEN0vrYkAblTXDBUfRr2G81c+RPatFq2Y0acB7uT0yz61ttNb8oT2TpRCl+A
iDEbWzCLkhzCGvjOrExK7IcU2xUQeES4MWaEJyEyi3fY8O2Q5frJTJUid5FSKy+yuPZKMQEP0bHe
DuQ0ol9zPx3wmu3zsy8oRp06pPppIQc/xi/ke3OZyOkBSyzvD83yWGR8QAv4SyqBSLeaDEMT2MUD
o9vjA0XoNIbRju1eYZ5VW+rs54uGImBJX/VdoWqOqh2fsPm81g66Lcvetxz9lvZNzfa1DK09nb9t
hzb+tito5546V420peSPjUp7GFe9DoV9wcrmJjyqeiAOl7FsC5KUlaEAhkaM6O3tlOsDZYJFzdBq
ePCMo0IINoT44wZQ0sPHkxHkGMU4yIv03MNcN83fTlckRQW9Tpj3xKaGbjew8zkZsvaoAEso7WhK
5UIQknklqLtQvxk6AwAMI8NV3f3gS/6ald05vPurp1+7ks5iYZq27s33LYS8ZJ38qaAoS9g6cHYI
hgjTKXru93nHRd90jNFdCRkkaZNGOi67ZcMkGCpSLGwf66pWEC8SMhQfjbgw52+WcJUb2QFf08Ko
DlHrXxmGlz3yRqBVBisTPWEvf3B6M2L4/mD6+4fcHN+vim5g1qtNboa7+XaCXdsOGrU6nXBKlHiw
R5X0+SBaS8o353jrn2GQ6mICkzuPKwPyWQlimXv/oI0pMbzHwR6D4b5JRrgFIcUZC86QX7rYAThN
oUMeRyEgYKz8RR8ADAEj+pIbIN7zo/IXcVeyVZKxS/CnNNAbYzwRqL5V4DXajqGSaFOzr6N2jOr7
fJa2sZ9sJB9tQIlij6nbXV+nJ3ybo/qL3+s/iJWrGatjPO7BeuQJ8zmsxiUI86o/5Lqnd9zm6QxW
bYKzQBEtuk9szIOR9qfLFUJsOqOX0/5HkjuPg+hRRWzC0bdsWOGhAFIHvcCmgKGlf/p0tvsoQjFN
v7RKxFhG72DyfI6r/LyIqULk9M7eUKprA5g3xpeho+CdQSL3c/HLTunrtKP1pafyoY0gFVdUdFvz
YxIlpDt3zYGW26s9//eO7K31HtMzdIZrH1EQWMAXDFwOjb9Ij9x9/kEAaasdNxtmrE2FJa+fkLVi
sMZMraoe0zTc9ZevIeQ0AXzHw+WkR1QdAn57T6opeTu1EZ2kCX/mS2ZIVETTUqaMpW8nUp2w9n+f
wXySXZCcpbFYR+NYFUFQwqgnFx13zeND8pLjTIwh07EpSLyOsIEWdE6PYX9dBqSUqTEDMPyS5BSn
pFZeQM/rcVWiOF3QEel0Nw8KZrIKIEdtQ3//BrmTdV/Fy1R5WCeRRSngI1LfiRHCQf1uU+HOCZ4a
vhunZwGrK4zO5tRZjgsc9tj06i9Iw5QJeHI/0n2tt5E7d4b8IlGk22NyHCst1GNrMIpEMPmLU/uf
qNNAbTj9v4rYLhIz+NYjb53ErJD7GelK/QOOCsQqcl60KLQdFsmG3QLdr9i7PiZ4VWNNPg6CWCZK
eB+te2kgwC8gu0SoqngfayEAS3tR30sBGwIZxMDvrd7QcLCiap4ZjP7yopBrLRUqhJQHzhnnW2zd
cecHnGmAlx4ybSTzaX3oYOHLWOEl6tiRa1H1PF4nCVQ9FkKMHAsnrFBdnl4Xb++LUv14eYUwAQiq
yUf7awk1ULnEmA6kwMk8eCCsUcLG92QHPLm27jnbGcPOAh0AXwT83Hsx96c9vG2yBedGBS9goimb
E1bulowib9XUUZm9+D0DduIYWwUTU397+ntLfMuFttXb6g0l/EYjzc/33+wfHjcmRt220y8SDyKF
ZJbUHHHVX2JPL8co5wWnDb4xWlHBGobeUlOAkeOPmuLmLe1/EhiFnqHjXHHCDpX81M/2Ghb6xYqQ
b4HcYe5o8EbrtLlFqp6/vBdIJFs52u936FZKVlD3MqeO9FmDG37Y5VXvUeLZE0Ytw46n3r4/vv5Y
MUQlE1EXXO+KJVtFi2mQ88jho5UEVKIifPE/Vf8FpTwxesXA/vX6oTmSGFwt9N2Xdm5H4vpkvslI
9f0XdU9uIxBGw8p2baSaRNC6gXtuaEgV5GAKeVWQR5dJMrtaOa7SMLouh1B5Fu2jjIVQBoAa2ElT
2d6cmZGMxtle/40Cewv6RCsPjdkpX0VQXb9m5vjoYhDlORjB8zGPCCXDwsBn9uR4InC3DkuUa0jS
zB/Yw35EHN0ExPRIDcPhEyKEixAp0v3HxPxXyruLNzxS/sHyVd/yHHRf9XjFVcViVp/xQi9jpq6G
gUexL2fUObuQoI4y4nqLgkB6oKyeyVvLReC+qtzwOZKwQDgHbh2Ikg2BlpBGGCxLWfXV9jtwBVvP
9C4JaOzGCORhhYXFqIFNrnBGX3OYpUJ/NCEbhOil5Pzcw8L/y9oghF1oavS801/UkwSmpU2Hfhkd
0GhY0j/9NcV060UCi09RJYKMqACV0VKf/LpL9ut9QhZjIVQQnJGC+GV0Ss3IqSFkE4rM2MNTic3l
EOH0/8BdPva6ZhXAgUzERV/yRNs2tjzPlkmEIKdKsSjUQ/+qxwelmSZX3uTR686zX+P0/t2Z2IAj
Cux6qc68cQUWZaXY62Dbk4B7x7z+78qgFAyBT9AU6wEJvL7fHFQQnObJnQgsm9cx0nF5rumP6gF0
KVq0ObgW8ziaioFgHhGG4QhTxBCSX9n1LGMRLwkLeKkt9qlSuZJZYeWbzjcuSXP/v+G2w9oEvfXB
l0/NyeNaB2CspvpZbpkULWIV+N2Kge62d/HFRLZzRu37t51Qpsg/S/O1+hUhNhU8z0UlQJ6uwoKr
K3hPDvd6vF0ahjxNYGBTI18UtWDzUD/k9h1lkcn/jXCzNmV3tv9Pg1J3b0h1b/BKkPbFm2vbRWiz
ZrgmcCZEWUbXnEzujFejlmmFr/RscjGTT+wDZlFnZ9NxMkMGgSQxt4s3WNrjymL3B4+MkOFO0le3
4yFrkbkVG6KQzlFHHnZsJy6Y8rNj5EFz2xtE8hCG938N06a8L0vQguIDOlZ4rx2hYqt+OCuC8rl3
vHHcCcQzdZ/lWu7J1zSfeHCu4Q5uNRI5XCVvRnJIUmYe06VWsmigkBOhSleKB0TvRzyf9cTIcyOV
MCYDhVsAcBGGk6BGh6RRAPMg6/AlXi24sh2lkWKSwUV2iPTTxL7tKVmp8A69BWKecFGWky/PMzdl
3lldqCCgN6vaKQi9umFNrBV63yCk3vV/aFz9TsRBoo4jCnSW5mEPK0ANYVP+EGYE3+nFUxZpaKDW
ZSYSVsXG4nv4qS09NyBBgrOtMC0PAWJSLSBtEcb+0ENwqv1+2/be6Tm15GCLStHCZ8lI268xsgS4
MDhXb/dq3oCZ9MytnFnccpepBEvqWbYH/bSeaTgBk3TFEy3GFsRHB37kS20AbIqB69QGEU71GIk0
GMpfA/8v0a5b64ohsTIB7329O5OGk7Tm74OXJA0zfsFjD0WOcQz7aie1w9F7sgyv4cLUSFyJm27P
qKfhZL3B2UjM3+5fMicak1ZefHKHJc6826i08nOJHbkMGethVzHElGTk61bAG8bPiIoO7yDV9OqQ
jWb+UsHvyB2S6emnvJMYC0Y5+m37VkRySHcVMIxhkN109dskFVAqvYi9TDzwIrjnUsLotKNKhHt7
IPxmFFHm8PQ8TqkojvKaPUwa2X2Yr7aMqylh8fFBsFCwIRtjcruEjkle99wDcaRiuGUwJTIQNsy4
pz2S9phzLQkNkYV+v/Etz+zhtcpK1neo1w33IAQ5Fn37Q4GCvkP4m3bE9PJAPtAaGWFWh1LH9bVz
0Vyj+1+/h1eadnYQwg7F11FNBpmU9HaWcj0MX7uwxA690vlj8rotAyJbxBBYazpp8E7FO6H3SQt4
LH0ZHP9vwwWl0hvkpr9jYpfdzczrOMEIZXJ2OSk0HOTus8AmGSq8L9xwjfPLb21Ycc8r/Lpld1Zu
r6JDWLNNVmGdqMOfRYzKC/ethuE3ALZlZDrnpYh46Cyy8Vq0i/wzGU3TSh4wK9AOmqCyOrb3Ynjz
n1mvinmftz+sEHP0sIleh7lLlquf6kC5PP+JwRva/ylT7PwijbDxtj8yCI5d/YmmNJSEszuEE8iu
4L0/1JuDbVDUYpiNJFWCONt4EMFyKL82nVGfXpRwHMJj3mdVyBujDxDX/piUKJrRDs44jy4XO1E2
g9l0LUw7BqCMHAWmsgQK2kXVQXL6L/Mgc6tfwPqao3YCrX6yB8ncufJg3ki7/B170iZwDCZAzln3
q0mFcWDYCmGXY1yz4/cXfjX3wUtVE7Ebu/agHM5o2Cgvw3HqunMN2PjomEJaXbRL5kVOp8Q6iQq2
hExMFX/dCOQnacHc4WgYkJ1V+CphZQrgBjJwo9+TexbT6xaFhWht84V3NBLC9xQ8KC8iN7DZtiMu
dEtd/L9nOLIFVnCU0LkXcXqzDQialXKZlBSbjZYi5pBb2qNPJB3xK/YJtULZkNp64X4Vqvm4xOBx
buDGutQwiRZWYFP3GzjG3JT0C+kfUGb6WPIWDo+A3tZ6pUZ1uOH5cO5m0lPwqVZ6bELe/etLBmGA
dRdG7P78bTLP7NFcdC5jxoF6Cve9JPdx7gYRfm4ifpfT1OnjIR7Oxg4M7Rv9QDMlX1A3y2Axgaao
G2MD5HexzekfYCKqxjWEtcNxxnrds/2UCi4ym0CaOCr0sMQwuw4grsNktR8FOhyQN/3tILO9WL6P
ll0FgZQeJ7Qx5KErB5lK4zK+v3ocslyYNMpj/fLcE0VHhzWfWTk1JMpPeAUYOJ22hnftESxreTRc
OIkyKyTcfVBwouzn57BM2MYt9gDlmJnK7MrEnCr0w5l6IygfGjhaTPb7BmZp39J1h0XoiTvo8y1r
/1TeQadx//1IgjYG7hzf75TsMc+V+wqLzhOgbo8X+vlRAFYiR3oaQzt94nqfxIFqm8P6RwJKroSg
35if9Sq3CUPZKCcsV8edrmBhtrM3XpeixASnsfZn1CG/BG2zeViOIsZr/+Mmvt3tKQF+mfhjhG7F
8Z1cLbq1S88juJzk1o/UT+evslzfq5yxBdTS0vXOMbXlMy36yvUs5QmXulmOoapElcdd+V4KGHlg
Z5W9g8ZNwYUMy2UJ4qQThOcgaXIZDL5u1uG9+8ClZZ+EnKcXmGQW3Xe3EnqOaHU58fVqeQLY78nd
+rT3llsIi9uKP3AVtK1t/cWJUfrwWeztczuaVUOC2tv5f1oxVP+RIOU4eZShcqNUilWLEKeOmGDJ
JKQutYku+OGMz49Oc+TwC0aufmcIzSYfaJurhfGxz0g4YqmrtFMv8BzsvShYHKYqTRJw2iu8DBTm
HUh2oFzqBAuP5qwsrW45wvWiaWJGbSOf1fb2SsGdSKUeF/DHUKAgF/z/lnlqB9ladzcfdwx/JhvC
GU28dg5opEs7arjV7/C1mzn0Sb4uKWiDicWLifTqj3bQbqxmF9DO7Tlplk7IqRuPdx4SgJM1aaeG
D0otyug1wK1B+uklmU46wmouTB2/fBZ6BzFnA5q7lwmnes8wXFcZa7k5lo2tktg8KUwogshMYcJe
7tiD+4C+Mobo7Ie2/U+TRkZLza8vHtFdU6+0OI4RB6cw9y0HUSd0T/U2kLBp6EgrhNeyovCJo0b+
dpK8hztUJelSis5rHIDv4Ak0w/Zt18K5vWQ4/3q5I3PFfc43CaDNGWgoo+aV/lsn0gVGkoZEyFr0
Bst/wC5trWOt0upqwqugwaM/+cJ7t2SYnVWzP/QIiGHIdFgavGHDRVygmZ3HTkGiJrp7ulZ6EG9n
71ymigfrV3W7zLFG3H3Ak53t91R9tFvMHFC33Bus+qq6+xCiImcBlOgpj1F9D5DathDEFfR0FMpv
WJ4zc/hDh8LSoJ10ok+QCbpJZUNcpK783UyRBv9PYAQYVkIy6r9Iy6dv3zFh1ihFOBNCmFR3Wp10
6Divq5t/cHmqL4R+qV0z9AogLjUwYp0cDxfoaWAFRqSOqr2QsAd4mmc7TcEvBcc17uL0FNzk8kb2
8PRgcyVemrYFCG6LJuthE/+xzF5SUs3PppmqEHNelK4MealE/EF1XK9AMtrZCgGWTagrLyk3I7Uv
RPHvCjg8woP3NfI9GzJqsjk7DqZEaPYZQAxSlxTVWttC/SQ81KdEiXz0+EU7CoptNGjul2c20ktx
9bcYgzzqQFQg6OYMhxwzvzow8mtwj6GfuzV2Q53kINWE3xmCUIyRLV31nv0H15qjo81m8gVxVzKl
MPZqGsFCF+FxbBpfUOBkpJ0FhncgEfR52NWBD6pvJELPwj8KH6TmW/rU60icN1HYIzVdVVN0CZwG
HMeGVhokyZcipXtMRIPoCiUxNLJvWFZl2XTVwyuQSRm3QtJq5/SAX+fvwIA0NGAfLuKMfRXwxLDU
SorkOTPd3oYDzKh5axiy+D/lu7yHUgu5rsN3Ibma/0eqPt3FAynyBIfr5WyCHa2yEtf9mVSjZi39
c5JTBjQMQb+937ZRmzB7XZzn9FWDMuF6ue58JGRqhP6I5by/j5kyQgWBQstYmivSJCREnwnhDUC5
4pTz+5VThT+4A17bTP700zC4FxoSFfu5p7PTgFAOk+gJCyuJcG5cJ5LgQunZaylo4gge5dg9lB93
hofoPuPps9se+TwFxRFXaKSV0daw63PCvei535jZQh8Gn26Vrx66GV2zIlaXhSEr5LOCZzy/DQ8y
aYycu2mrddisUcZ3uvGrk6qy7B8WdmTmdt1sqdS5ebH8cDm3wCSvXdwR8xO0OC3lqDymjBP7cV0Y
uCX4AM3t99BQuNnsAOFwFoo8oHXGsVivYQDOn9D5gCRJ5NZxD2BHxNI6oMY6SM1LkcNdL5RDAF/+
7JBe/cqhsTAQ5+Q4pPjU3R/8mEZh8H30aOKE2Ow4RIeOv9MuGovmL/iKHcSgbaNM+gK8E4sPsUgo
FLNWlgvOwTjVkxi00aXekayCkw2+nRqBK9C/mWiOrPAHi6z483Wee0DQr5fLuyM2EKtMUW/bHvt7
4uamUn93n3drS+PJcgnNjoiyR29NT7utSRMD5lbcTM0gh/Ar306CWXDOD0iSE/C7hKyGOGQGF7BU
9d51PHTWr9TqycDapcw6rijPKyUU9ODZgno4MH+pli0KEqSKQ+WgCgC6iNKwufwYp+UX12nZ4Wcb
w9cOKKllDzLagWgXAOCpV99DCHSGP3+tnxi8G/G5DPIUSXlXEWi6ALFbVyMqSaphHH6jTZ5Oq4m+
mzbNbavSmK4fWq/5kSAK4X7Vdvlnrf0sin1io7qu1m/BovKAEACScAgh4kfg7xyNL1xy1klj31gY
2WpIa0ubZGQomYLZ7nUnQra6lW27WuPmd3J6ouxwKExx4gONUXjYl0CkHEywNYp/1XfZcj+Dy69Y
l0GsWOIN/J1754Ko3QJdCbp2SRf/lgvI03wmlC2WLTfzcc8IseRUVwQrCnc7jXgrsFKTk00+mcfA
mJf/xkGUitMk+W+52Yk6Nagzz3OtiO5F1IC4nXqOrvsC/7cyTIwNInPMdCfe74KgL0mOzEh+9lID
VCdfnUOsgfi7m2tZZMTNBFU29y9Zojv2gqxfbAKQn78O/4ICjjNdqbthN1uVaIeYscUdV9v1OUw/
yD3h4z2Tmz9O67NWaX4ZPU1vm/qsDsReflw+46voIPr/0BAAdNn4XV2rNjx/RE3mPy8lWgSy9Kxk
UF0S2lomYE3SIdydN0WsqZ8M/zgNWPGeZma48Jl8FyBrrExnEGbPO9LivuAvx4L+6jSKTF3LL88w
fhO/MT+95/IGmJTOelyMJ/Kw8bJDH/gz/VcU7sK8WrJX/WXVe2dHiN6URzP52CDgVIZ6yEJb9jiD
wwjXf6WBMkhRVDBwzfBF7wF5S+HUyF9y+wsoeUM6tjJAuAiTeFGy1EowLhjNV5Ek5yDcR9H8MOeY
lvWTYAzxkcVFCoc3OcaHatdyDRtuKmXMMBVKwjtdLgHRaqV58TP+WLnDCRfgP5EMrmAJiFb/DCpP
pa2jjxFMQRc0YaAjItzG7Seod0CAbf6fnMmS7gNzCRp67f76hWX4WhoWfHPAMYYKwJ3syg+75/SF
psuVz53Tn65aYHtiavzuEzAIipoMd66HYtI5y5g6cTJtHKBMDcB+XsYHrlI/aZ1YftavUtJ9cTN4
BkghWOs7caDZIO19kgWJsN58atMsrUJb/WaoSpe7jruR+hZH7vVUAaLziG1EpH91a/M+5ZendQqF
rx1p4HW9iaGUFVjKyFfNTHKsiv6MGgd7M89IM4Xn8UOi/8mQXdd/SAWLNRzW6tHeP3Eam7iEl75t
6UEioUsTs1+szufoJNYxj+JNhutXbQnt/OUcww75qWX3/NfegPlQnt1+8eRtuheG3U0FHFxoAfTu
+jUoLACr14fLviDyyEnqrtsx5U73bKLHnGpjyV1J70qIP8WDwlrJNIAi+LbrOX7Pd6j96/SdscGj
DrDLkgTHyWfZmEj6UCj6h8PNdALZFEXOC3Ojrv5wBGitk7jx/umkUK79WjLqamtwtATY8i0DIjQu
mblAGD+YK6Cv9p5R//jQpm72L5G0ZaBRHyedjkUerBeUTgfsErYqHLWGU0YODKdG/Ec/agsQpeIL
hCnXtRtny9em/L77HXJaw4lnXclED0rN/g9Ecu/1MyozHN0r3RwdtALV36jiISkLLCqwvCmvGvM/
chENDHP05/jQ7KCwoYxit0bzE76/Zn0D77wwyj4U0d8opZ65O9o+DYBU2921324i0h7gqXA5IOk+
sejM6SE8DXF7Ibv1TNUaN6DtAm5IY1UeGf9N5xMu+hQ5Pgq6WGdxzG6Xpd7r/GUEOSrOYDD7lVgU
M0HZoN/beE8zo1v0tX0SjzocdrDkDNfJ08S1/h3eoLElUyni2P8ACBR0un6lK/EQ3PEdfU9cqFMC
aGnaKeQ9F0qkRrnrQ8oZkkZ9Gu7/VbKWd04ukNhb+aIleSuNVpeTyO5WZdMW+0eO8gjTm1Ga1lPU
W9LOyWZv00wUpff4ygZ2PKez3STvgQO47I96rsgqozWh/IGn3j5clwIGINo1xRD9QOoQRv3qEmkZ
hrQAFwH4Fp4VfU03r1eZWuIHnIOna7CuIBCd8+AN+CSEhCBghjQzePaKJuWifLORIAgJdhlsnhrt
erYIa+WNvuhoyhbbHFTU5kNfx9m/LHQUSJV3NGwL8vWsAwrP4C7Z/YHCIShIsTqUNF4O4YbqSmcn
nAqSlCGtYVKCKXQJJBr0+gEwW/A0xDAZvWcqUVaKmfhHOPe07XEKjCiZSD9ctdtHsl5P9xeMc702
UdXo1XZo02yzNHJ5RI+XbxUNRhZDkWMCUfYgjSdFl/IeTwX40fBokV2r8fZv3QCasFVImhyb8dq1
GTQVLnT4ZUyZdYEesgHfHbXNg3uLvBP8BVC0zRTAeOIU87F7Cdn3g+SLB1kdzBXq16fd1QeXqD91
P9KoxJ8GYc7FTxRROdoGbLaSyqHURthejAfD2784ij+xXYpgP9MK1179FKKppwC7b5I9hi+Hf0H0
+K0JuGL2jxpHCrgu3M/FfxFsan4BFv8Z3g+iN5AHIrsqCug61u2CtKVAu/pO1Qs+/5ktMnuUlSpI
z8XzwafjX45bdOuBN7kmLCs0bPhSk6kUIuHTng0awBuGEUHjBNSg1i2Qb6s4nh1rMIZDH28ev530
Yvs9Ohb29ZeXUoqwHyXh8FS4Gp5shqEQSVqg+xBGE11aIOo4R/xAQQe4I4d+DwVv3QpHl1YwdqdC
7ZIFOSDEyopmTYr8MdP1L8NNynZ6LRpY0q4IY7SVySH8JMUdP55Sn0YdOT4KKYLSog1twKcxVVQo
fCA+LFHHrI319YSrg7XQuZ5RNukrjyf3TuhLdOcMoPR88o/9YAw9XBGy7F92My2G5wwaVM7mhFgu
cAK/uxWczJRUksGCjiSyHHTV1kOtLVxhYsgGZgmLWID2c3jR0Zd4CBnvV3k7r8koYeTs0pqNr+w7
YTr5npIxIHQtJo3YpGDOIwOPD9h2t6DZmxdPQ3KlH0oFp6bIjcnIrJF48WZP9zI5N2WPVdmfj2Wh
HAaS5G+Eu0XO/va+zDx8LUr0LKwLutwsWcBPxL+jfyXHG6jIIHkoP1/udpgzrCpVs9utQwwvfG6y
kLzskKvuxuqGwArUQcOwM9r3LcvNqQn0JImnWcr++LujpKeKgaFpGtUiiSOQDrV9ktsykj1Rhqlg
4N+c73Y0ZZiGXrNKElXZw/1o5xIAtoR1YDhoA+YmU1qEGlaYJMa8qFuMRL1LvtmoCUK1mIYSgFkp
p3Wwg6mCSb39ewvtnKbQIHFOUWY9nqcvn3bg6BRfBJ//R7HSaRpEn1KjjXRaA1x0WBfUz4AV0sWV
qnlM91oDy8MMcksWzDF7LVkKu6ywn7cpvKPCzkPZMYHurVcfKaXXlpV4NXg0+vxaSJgHbhRHeoXa
Yl58ySZa4qIOuCuxwNu9a8mVAD3TmTFgWKzR4IQW7qFqpIYV/cZmDrJzcigFcfJKjlgsIgH8U/Yn
uuCzDPC3baMxzgINkkg3CgshM2DdSbuZcSyW+jS9gSNSWSWMowrQyySs32Z7HhQBSvaWYA8O+cbk
0nvKP3Qfd5GDhNdTbmp7ZEa2zMv98mwScDZRJ28bYNSOFLnl4owfKfqMPFNbxjs12JZZoJv1rQTh
Dqu+5x4JTty0V26Np4z2EiRjVe8BjsCPt/HKhyNDrpitYiRPDDmu9OVPs+7O0x7fLRIci/83R0un
8jIPZirgM5vbCO4JacEiidkJlJvdf366i+zhQdz/5TmN/APoAliI8R1obiaNhBZ0xaalXMK/zmIN
FdNEvqF8bIPYZEG+AZU9EBmmjpkJqYUym2ZVKkVtLkYcIgXGzcVgAV/a4SWHYACQ3F3sxSTfREkI
UfLLYO+BJgOL95bcXxRcInYUHzsUls0ZmsdY3H9ZhacChJpCpguFFDhZcYho8sB3rakoCivooy/7
pFwilkZS+tIbrK9FrcNGKt0de3vPO+wwsHNR98aoiJJmZoqADXZ3VKAklZg57xuuzhbaxVcndx19
VRW92coderM1cwBz3T1LA9RximZGFu3V9DvLj0xBJYAARzMBqQeYD8TmLnqwy9kEtNQXAqi5p7lX
q/RcMzZT+X/fAi5FGPOnL9ZCaycPcaftKHnb6n8QKsL4zOZGzzDDoTUpRhcaCKlr4uUSpXemhMLL
LH7qhIIzNoG/raw9/JL+HZJK/vbj6Op+1nbuV1RAqMd62TtXEU8Jj1Nhi4rnBVHZ/Z4XF+M52MAA
BTZDhLTz3oL0FQr+Ge/G0OSY2ejm5Kiqibxxr2vosukv01op6DtMrEXr0DgbItgbHKdR51EJQobB
pPJHC/mdVfuFTPSPii2oYi001ScUuhM0JupChi+wcBNZSUrBiuXt72u/Y6AIeSz90lsO0TaIZ7SA
icg6dKFvlHmQjhWmHXxtZzMKH8xcUjge6Ux9C/JxnNMShgHzAKXSACJ9RoOmwFA3GHg14D88B4SH
mSL80TRIe/mfJDf+rU9NegxVuGF1nsUSwLqCwKjmoFHy0TABP09BA+Ci6mivQDNC6elxqD2Ff7lg
gBQtEkeYVCC6zwoUt9UFj0UAm7SKp9gpvMb+KZ73NKg0frkDl6whPkmK1QEoVrM7iwpGFCSXn5sb
wnQy4zATvVjEsqyXBtqBva48u2C3ik5g8bA3DwiuB0yadhPrD+cdNKmqWSD2Ci1r1Iuhq+AGoGPy
Y4FF2zin//vEBTaepP1nA8eiU/TdqVuYRtAJMb5FiDRMRwBK6PS22meUqR1RIl4fOPnIZmoDSv10
qfrNR+zg9ehYuqvgH7hUfieiZTmM6jwgWlHSYR0BPD9aR9ZB7+bk7divEJNRklDP003OnMZJu9Bs
kMdRjOOAHTDcaFYj32iBIXyxh/wjVD+4Hyu0XRMFJj6rKg/vVz4/xXGxEA1vAC3vGu3I2c7lxR7J
8sR3CQkYY6nmbqqYcNyOsQE6ytCW+mic2BLUF8ANnmxZSYsjXinfi1w7siyccJEH0Hv/WY479brD
WMubrV1JoBXg2tcNFAgV4So7Yt3hbhpgEgd3CGDWd9dWUHcWTLGUeUK+Vykt96mq84j/s+zIpMyK
Gl/yG99Up3RkTVxXOwGc5xm+yJZgvfuN6lHuyiSiFR6JUppefX+4VzEDCyxgH4KTbvjxxZP0IfyM
X/EABlGfbF+VxzqkHqJ3gnwLx650HVcwISvmHfeoZ6PNuBTMOa6h9ZdQjHzwZJNigWhQf6koGeKN
CyBYD8j5KFRZXBdF7jYWZs9VI5fqyYfAkrPZOHoB3hyN9Ft58iXb4PzAuOzvHQkr03NbVODVK6Hd
x2H52rX2Mb5qEjZICHpX0FkUuLSG2fbsXu78//32PU5/mbUP+AP4251ETc3wjo1ePJuOwGGEypbw
EA/QWAkyLVYbONqUWjIEX1XG5owuC6dZZaZT/dt03tgp9zvAG9muOAWG/Jv8b4neWBmMo/21nFLQ
GrpUEyHo/oICPQaBtyDUtM5OEbZFwluUDe9J7edvNoeDTTJdWO0HMwr41G9QwnxdmspOCFb5ppe1
4zeszGV6dJK2WclX1se3RmK/nStSjBdySyGzJyoSkWYGGhrbm83qFozTQ5HIzSttTGzLeoUdUxHG
Bm28eSZZz3MWyZYnUQvie51VTVtw3AU0dDVhADWsPjKudmMITiCX3TbbhBT0+fVpb/KD1XzJHY/3
76ZQrO7WAbqy0JAoudrGLPBJkGXKKHX3A7jFnY133p8Rqfo1pHD+nu5bdtKlAr5Wz3eb+xRSsAoO
NIerhUKg0Ls/j+izmhTQ5QSsidwNkLWg4J13q9zH3Pfb85pj4+m0x8ZvKL/NGgbe1gdyxOZvdPpG
R+yak+BCipHHsO99a8X3RpCHp5M3ZsTmXkzQu3pRgRQ+aYlTrHrEZ3BWSF56tF6rEZDDdLN7ORRO
ti2HZzUi7hM3YOIrax7VYm9Zqh+t8tqrfA8IepI+FZp+1z88HBQLaIrPOFw34ZOQy9vgb1XZp20J
Gh7Vkyk7jtduiCFvy1vE06MeT9DjM6OL78gTlecoAo5iBnC31VbsZrQYoKtSAxdMLFhZNykpANBp
rEWSCEupWJuRzfOtzlf3m5QRUPNw4ZiiVRHTjqZ7qMCK+GjxW9u0X1Lkf0WOrHfWAEPovQrq0My2
mbNZqEezMGxII9DcBW0LebbnsyEhRL5GPSbOLTz89DxsGtDumpIkByg7B31iQje+1KSukyNCu/PS
UGWtwEA4b+wb/1DznFqD7pxKpijeGeXR3oEPPD0Vtf1ylGBbeRN2wMEqD2F65YpUJfkLiRlpajMD
CZaD7EpdN66+MhqvAxivf+hf/ATNe3hQAVbbcnbIM9eFRI+bpROIWYvnMuKoYh7dfKXdXgJS8QlT
k/59IXN2lbaioyHhz5nQg0/wJj3xefL87uccPrSD5Iin6OOFQGt1vsOZDpyRVxo+m4Z8sxnzy8n1
KvrQU/m7+vN67cBNQw7+BoY8QPyULQV9IiZkpBEY0Kuokj3+fx5FJ4xMJzLtBAcrWEyWg2+1OvOF
v9QOnhlKVuHzIZ6+S8cVUFMFgRQo8KN9LayQtptekwCH23Sa0Jw6wiVWMxmm/wnNojdue0PbIQqx
VYTXiQFnL+CgZcJsZy1YSn8RiMtoCSR135aFdoeGDoJIyJPkR1gQH9o/WTHCCNCrpbc9Dgtsy9cs
kw76kilPvanrXgK/DzOgLGc2KIvNsM/nw3QxSdPpJAZCKfYBuBPG8pCnQo3ULJ6Qa7NgwlbYgHC5
21BCsbVB8DZP+kmPF7XfXi5mykd7heuC5mnpg1L91+XidQmftJCFCo6qN51BF0E5A9pwpVwK1XIw
V4Fz/nLkducq5u7u2xnK8/voVZsfDfiEeLgDXf97QHmw654ZXa+0roXuJexZBUxTxe6NYJi1rzl3
In/jTI6tlQF206EJ6JVu4///hB+igNCpzk7LZqztAqPac6J9ZgvAcVyOoT6c3V2fYl8bzBbCAjVY
lPWrlScvFNvRDyCeiyyWWN3IJBbssaifnNo/ObWwerMRdC406y9oDxZZXLCmcJlovlpS/gQMezdQ
hC+cLq62tBqafGVHCjnKULjNdPG/bp7uzXFL0td/RjWQ9Sv0A3e1cwGu/FTL2GkKd87TP/OwDugm
/elkPKhIRxmOcdZsXj5CMS2iZXeyxjnIeWMgFHwaIc33T7EnfadH0xDYQfIdSYTWluFMWSRo1qdC
uOGsI6S/SeINnz6bm3ktxGldRcGyHeP2IuJGce4G6Imu/PSkB4d3PRvF014vG9Ci7UDWKEAPbiGn
yh7BeGumwKExoZmdbquz6uNw2uc5o4ckuHrT5GB44Zk/S+cgdxAl44Yf+m3VczSYXNtf5x2mj6pv
S/9Jm7vtmr3skADWP3gKmCg4brweuuzNNMONNpEHjX2GXjn0scZN0KlCAFlWfTO5XtjbZ4rSyDub
FEkZGtxat11lV7fx7HS8C0xc0m2/oQrW0w1wyU1YEIl57dJWd0360LAzcH+zaFJugKwUe+oG5jZF
V6CxpvbtBqN5LInW0A2y5dSCHYMpRQ+rkfcUKu8I+zH0vX+D/TJSTLszAhpRz39m+gm5RpFMtB/2
+TJrbuhOZkWlZnvralLQrxS/edM75rnvw3fUmnQp4t2aQFD0zw6lYtO+2aERNPjpOP99biLDbkuP
P0B3XxY0Kwc1yOTcnLQa0jts7VpCjPhGu3Bru3GS+tXLrTiuRRGKyDrsTZerD09U683YHKRt1UlK
PrPO7dCB6bB/22SA6+4Kbel7R3hXP/AR/w2EYa6K7AlmxATjk6srKeXmZk8FBZb65D371DPiyyfz
WHKJ6lSXfV8/WciNZ7nZ/EdSgWazxFcvdVwQiWfQKUmKimsLMvgpK4JsfbnI60hK2uZSR/Rz5TB3
zMPxrLLRwIoLhNUhMApdi3cahscK3c0BeBSDA2lY76RwRFamCBbxt4uB7zI1+qFkPfFQRY4k9Soc
Y/SDsGQ5rF8umko2w8pfh0SbD64xUDUxqKSdRLuAedqhM6UL4gRxI3G7ZeX0vdinMPpfQ2O6W7ok
qSrk3zijZG7nV1nNv4HvHmApK09fAwGD4lqrtC5I8Hy746sO1an3B/DfyFKVZpkM4wyvhTiyTeGy
QpCD/syaR67OKeBQhCWivV4OORJPe28+n0SdqAnkuKE1/XZ94tBeLBNOpz9JPmP4k1lHwaTNyEus
cCwrCR9yl3wk4REjPcJ6crOiIATHngkLXTey9ZBQ5WdjXGFOJqSJJEPTutX/HtLVczZ4tjZ+FAE1
cNOG6IUNRkLIBG7tSR+L3v3WWYB9IvvjHk0UxrV6dbNeOgJACEfMb7n8M6erzNkbqLqbTmu/95zd
k4zOT7CotnDhc0NpbetTPKKKDf2LW0O10Nm93AxS2fX7yih3PlHiuf+JOvDruP1pQ0FMWLqQA5va
dMkYTOT1FTwVKTDM/eVLKwDrYKPcBNr5XRPZRGjSSUzVsDj6b6GUNPy0TK5foZAe/wm0MNf9laDy
OID6Ucrk+iSOdvmBw9UK5/kYOAp7qS1/yp3HoDB4Z0yT5JoouzA8AXp48LgXVRt/KyOb1jIDRiOK
8ltESF8U5g24Jlq8VexWF7Ci10vPwSwny6QBd3yQ+DYcDlPe28pYMhPqNPVs3nEcg5glvd2jbWsF
OMDmJkb1I3HG2g5/CuZ/dN5KlLiw7cbs+VbvrkiPuruBqvAzUGlpfUuvD1JT1WcaDV65fFq4D3gr
8nmKPRJY/D4WChnPLe3nNnqgiWO/d+8rEvGMhIrUjLP0ENXuBkzsHADkW2tw2Stpgtskh3ABMHAW
4m04dfipCtNkcROo65a+hxM22ZMCSlie1KhlOXBvfHIKdi4RtrooNPWCVyfxs13ls9UnGqCkoMoz
1BOFczD5b432vfeE4ODRnfgCw6MlmjuwecGzotN8WJGdJLPXa7kJEEMi28a4PW8DpyHT7sqECn4L
WuqV7bKXv73i5Z3vWVSDnGTE3797ej7aw1SzvuNuojA29r3w200nQPXLe424UhlD431z7Abi+PPY
izQeE4xZdFUKPLXe0n/K1qqsVqMJrLfQ7Z2ph0FNYp7C7xROUoQTtcYAtKDXGp9rfi6jeGBHV55j
s/6hzinLBxMtocgNJW914H4QRdJAe6r1LWxzehdUMBSI1fFm46rE3MKwhBsAMMqsVEWxWdq7rl18
nXSIFdeVYXBz1LelQ5Amvfb8lFGW1GcugszTbxvfCFP2Rem4I9PwdOwUDmpqrwYPL05ZyBNbufC0
vx1KKMbIOuDCWBOvmF9WGHxKJSgCm9YHd4cypQVPzyXUzK5EAHlX6JzM9VdoKTGo1oU8Cilg/1z1
6EOgOCF0inC/dbueBoyNAerQ/bGdUJUwSnsB8rzbOOBM4wG9MHJrF6bcayCqsKYF5sfs8s90WQt+
P67Bk1SJ7HHkduPNfDdAJU+i3ZY9j4MjhUlGx0kxilAU/IOalbHB4uAe0lxTJq3qnU8e+S9IV3zP
+2s8gsSSg/qgKcHlrAXd7YEbTEySswdmc8y9TW/gWTtzjIP/zAKq0MYe/6dFBJIq2LQVBjtJaqaU
s137DEODWYe6h13/90boOmjDi3v8gNjcg/3LOTsojw9iHd1vjXgToN4Xlm+zSd0XASFKEpYbV2d3
DamoeWCK1xB27HFtRFxHK5vOFIfX53/K+0aKKQsc7WfhrcG5eqvre5oQncX50sS/c4c5QzyYoeq1
Dqqh9ANbxALCliacbKTxZvw9Z3+9zkLKwOSTSw9feqvieckWnAWGyx++uPE3NCz8JxVgz0ra5vy7
gFlvXQyYpAm+2bX2V5W6Yy+GN1ldPfxG8u4YmoiV2drSTIAnaVsBH7gekewLpFDjmOM5t7H9jNjX
a5wBvPZuHb5UWdip5zHfxLttzPmoJbcAb26qrS8bJVVH2phpg68GZxRRbB6arGN+p0E27WeKv5Zv
037awLKBDjuXAmDJOdw2tKMYE1lvPbE+Gj9HbCm/pvwVLA5nKnWOXc8Uy0QvtWEn1/0yNgko1qFK
mxPUal6gSpG/GXblj7Ber9tt1pso37JOz5uTX0h/8cYiaKAoXvYltQjZqIdZT1V1euIb53Hu4hKr
1qci1gp8TsD8WcDfSfwtH/KjitCFzgZ9+UfdT7j75H3CXIUIyXrc1SsLf8SY14kooSa4x3mDE79Q
gdLw7SgH6YYtYivNj+Xln3YW3Os4nA52lEBUSeupX95pjrdbXlkoDMYaOLvFAVFrLIVmb6VBb3e7
kkJLM37LhNsOm3XyRQ9S5m+VrVdMmYS8FNsirznCBt2t9oJTe3NlqPp8rNXY7laMuXNm8121aaLk
rIRfFj2KfTSeBgMA5PKcg+pSuWE7HZY4+zFmd78Q8c7Lj/pyUTPe97hQE+ok5evQDEL7DHWRMGSM
TllqoY1wRhL7avmPAAwnWi72zWI89KzjXdQ24sJCZQsGQUupw1q/l2PeuW4raQddF9M7RhnotT83
7YHp/BcEeiuJSiuJTb6pQmGaXvvMK5KM0NElEJukpCQ5kUFDhvbnBuuf20q7+Rj+rcKQZVejtklr
qQ9JRHGAR7TM3q5e5fCbQ51PO9dNDqzQoagUtI6VTTpQcz3ElqOBFTzHvM3SvJVtRTm82EQsjQDb
TwNi7bI2VPsjAS1Vj2jivuU8DqB8RC8MNHf8bMf0p3OzM0UlMDARYSWCRoEMVHCxRuNXuEiTLmMD
uV6DrmSfWZR5rmpsvh2iS/SmS7yKxKZjrYhbhLq5cG/oiF9F75eIRLzpqVV9ujuUdSpqB/P1QWUJ
TftQt135FqwLYJUAIH+j4C5qN6W9kXOGbtE0cLPLrOSTe1GhtMJ0E6gmPHA1QAPWdzXobzRCQXbj
aX0HNos3VaG8tbKdwBwGD1zXW5uJabJ8Uz41OBj+PssbNuiAN2IkrAaGx55Nta+3fcLo9QkaVYFc
ZSBZaM6Jd0EWwr3m/8r4EYk4THgrIVa+UPuDeSsp2qwgu4dlz/eAIYqZuHwZwkJquL63Fa0q1zfu
g6roTn3GpxJV8528Jjqt3J2+E6NwW3hbdve3/bmAX3HrMYUeyQmxNhtrJbnt/9C07mJlpSdfbVYA
rlH4idqrxPYjGgrwijsNGnv+0KhteM30C65jW6BK4MzrAkvQiy1nzqBfmLWaE1oFUQPJ2i67A4Jd
cvo2kMv4PlqPVJ9DXsv6d17NOwBueBh6FA0kSbTqW4APfKLDT+JlaY3Azo6EgMrT81MPuDnT2sr5
Hdf+P0VcIz1dGggXlOlb0ts2YeO0yPBnrg8ncVmuM8Ci7bgY2lbbGjr0B8Zt+jlEzqgESHX0aJdq
OC02yptMGLF3nutjGdQ/+xvrSwYf1BXiI09MDESEztzomq5hEVgPSwab8IRHJRTa6C8qqmAkd3pk
DanSqbPPh7vPhiZ0E5L+Fv4+ltjeksaotqfxw6mRQZ++bsg+c70RqxOVAY5QcVk75E6ImglfoKeu
T4MZDuWWTVhyRMXV87B56+nvQ/11B5gSVCqLry3KrkGVFboGjJVLNvs1XdBdRknt/EZCQBqJ6HwA
7ZvXibg7grgRWBxvHinWj/P78TYmRSvFDOLfm7Lhi9UvPjoPhO7/PmixDuBCw1JT1P8zEO3e47mA
mzzIdy/7mDwAxQ36OG4wYQc4dh8EcojXRECUnQhZQ6STFXSG27xrlye53mlmElAwNiNtm15NbjhG
x3g+G+V7gsn1of99CCcZfaJMmYRamQLBen3a6L1et1G64/DApo6/+Vc3SfJl9lqXvCCgtFz0KOdi
Q63JUWPZNP+GpE9Eh0Sd8fEMLaMHONBTIQ3SabtO4a1jMVZ1mZFqmuHPGwnF+fN5E0TdKHZwLoNH
jEm8a2Jr/NR98+NiwEoCKKlKl6XQw9nduAhxSmuj1E6FfSY8rPNuGj3XOLjCrhDKh0mlitR8rnX/
o7WesJpCqiGknGCp8qWAFump5poKRH+68Mz6xUppStujblZ38AtBL7Ui8ytc6hpYgDQvu6ht+IUi
VPsK+s9hLbMqR5hLHt/rtgbPsZAzmlIhMcm7vp+NszB8llyAwsmNCwE1DpZSsniWXVMLkJ2hhG8j
Xel2nolXl2s9Xodpa6ZABcIthhcJyDEsAizplftpVadLfkbos8W1fNtId9qmGran5ZcaZB2VI6QX
IV1oTVXUTdbW2aivjmUzZUlDdvQB98gDh7lB9IELL3WjLpKaouoCjPbDDpuHyxjOZz9DG3zHqKfR
T1cs/kMbzOTIWFkwS6lLc/lm/QoNm7e4POjl1s80/1TF5ch42t+4t28dwSLKghs6g4xk2uExkvXP
C4CRq05ypfod+ApLmOuJ22JqrAu7t/6SBXg1XfEOU8TNg214yGEhM+1pglBD1N12eO8ywW5Ach0b
lKtQ00P1MCqhdh6klGTca1LmaPkMeJUBMxWYr3prngTgaIkRSJKra5/FSUhHNA4TKMGq8dGksiih
x5BnGO8yeZAsaFlFOv5f2Dplw3alG0barZ1/5FnTfH/ApQc9zQepdIbDIKVoCGVWqMBlOMdlQ3Lw
4S8KNygD9qXhP9cFkfjWaqFi/7Pyit4qXKDoHXMisToHnnVqMguGYcRTeI+QRygZxizqnB4WThif
72wR9h4kl0PR7wbazXIUPfFoCRQ/xfnfnhgwHGw1kuxjbsCR1sZUhuTyBasxmM3hOBdZX7dCCoqi
cUinYOY+NhL73ZmXhWevOult9jlaM9d5ogfw8RbHzeAataAyIPn7BxXjuFMWE1cGPITtMf7mW4Qf
RDi9hDn8fXfTMM6yyYow5BquN6LvyWB2FqJ31VTIcPL52xzkGJwZdSC8DbGe4PFAmnu9e/K2uqPl
be5kFRCP2VeX3DHvXs/t8QEtx9FxtEOrQoMRJqsbyyWLf66X0i2bzZgnlrCMcQckQoc9zEg4c6VV
8wL6+si5lgu9fkQgBY271cPr+4JYy4Im2XWR+XJiuBC+d9H4NRN/fpr9VyOzr8zkvt8y4nRzgKKy
ZQmOBfIDgZge6GbYeX9nOG5/ZAl2hLoAmcaYEfpQeF0q84iY1VfpmUK1aiM6DwPPOKCx7jmv/ZRL
l/D/5SPi659eFqUtAaG/+al4ujvKrPOemRQgDWpvoniHQB1KwPdiU6J3voXgszMOlb5oR8a4ZlzZ
tRlBxJ/eUNq7mjCWYFyQpvZ7uh28XF5F0qgSyGFIvv6hYV4CDeH6gv7S7yL5leMeOUng50V2Aqdm
vFCQqbLUa1y1538Yxuq+crTiEwcLi1KmdQszt003b689LF1OV90cGGBRMGx3XA5l9qc+dqnkTF4h
HQC4oFjB8QADGI4MAiHVgK4fjPZZLtLCnvF2Dwl+eZ5DsGtp0pQDVLGfAZor2ZWFDQhcwDk5rXSB
WBt//iy8o5n3YmPQXRlUBlOHTR/ECs048xCGjwsf9297M7zc0UQ8lBHzo5y2w3+TGzH5zb4CYFxx
dyh4t4Ae6LkmVvI3t41ZiGKwCunUIRrTzHPETpxKGvympV5L5SXmtlMH6+z79XTx3aN+QXT8im7q
umwAEsbXU1j1kWUrZAHyaNYYCk1wqILFJ0AvMQpQNFAaXXpZTjfYk6BagW+90R4SKGvv4OpTkm+k
VnVvGs90CrUj1F3aqA5EIDqb0i6vsEOKyuTKZN4LcqPrbSp/tjGk29m33Kx66MFzN3/LH5NzyvdZ
AhT+jn3uTtiHeDCEQBLlWSmN4twngn8tKlSXpwD7MiqFJsdpGlYdRMj/NShTQ1dkPynJtEsnrYBT
3DUOOaY9OYmAiHvEksF1abB/88Gyaf7NY3gLHkHzhApvE5KJIwXNu4aB80KrUHrVVt99S2Drc0C2
uFdR7616Q9L8mSgRhzVtvoumHizMpSM2kJoa8qcqo8LautLAIRJxmlfpuFgZAAUjRJ8hmz5fjmzG
Y8UWpqw/XICleLiiStTFhRfGAPR1QWjWYkyUKvaKoo2xhL+GHATlxF4aHRwUD3mKuQXk5ms9S8Hh
S0KA421eJUh1Mfg8py9IUe1eUkjzwkJE1Nxcjf+icre3aoa1GlQ8GdLKSs0UDpedvBSH09OGrhzk
g+FdFMC4TvRQcC7mbuaR0E06zUwR9FThi+9lUlskevDEOz1yrJsUvEQspLtKm4yHMKgKoDN5Y1YN
9Z8IZn0qHlrSvhFA8qZm5B8kBBFlWUgLffgw+lpwemajm4hUdLWoqvQAqRIGxKx3wWm0925TvMQf
zZzP60UhZFT7/9pD1K38Z7CQ0YVJLe3FN3blYgc0NOfW2YtUIbByCUvoKA81Wm42jrM5tOeFOdJq
SGoEpcM/WTIlgpa8wo3v5pCyYw1q1N/bqQBAmWB43u762o9/v4lSUa+N7KFFE/Ed6V2gcpQ3Sw4U
aW7qwnnjwjLODyIJ0ncCfaCa+/jnuVp1QqVu/7w3lOTgGk50nGdEPe0VTC42nWTnY4pitV8LDANe
bxlwt5LErSewOUmZ6ZEx9oz/f5XhZzLtmalyso0lmQRL7zBTMfPhx0Se4Y8rkHocwAdT5Yfq1xwZ
uewL8BpKyPkD4fGxxAQH2Tvki7we66/eLBWSQc0HVWPeTCxc+HiIbA3VvNr1su+9a21mgwEP0I0F
nRgWQ+8N+Se7ipHPxZmoHwj4zto6deSUvdZOs1WGKdevRWuSLnNKSvEBIN0Gw7dIHW3+I5BbaVrQ
9MItHaYrmwh2nhtxnnBpkGUDH7rGa/mdw1kF24NqhrDkq68yqyTwToayVpbpTwZUzKRAa3PH/R9L
8wD2KsdkGJse/EkJdYhlyXYDM1kv7rcNTvQiZJQSHx9ZujZfGGQzAcVeHQMod+7dbdCLhGMVMue3
Mn1v1n1LvAczb6cg3tdSXTHFkh/BuLSrnylR1e3dxgNHdqntoLJK08MeNM2VgtchgkTPbow31dmN
Mfsy5AIOtb1nXmMfP2EyeahUl+telp5MJpI2OgFw9Jj0AyNxxdJpxtCdotOR5tFiYhrYiuzWLe5J
PXjKPd8RYMOJ9hYong0DWYFpkpJUWl8TNTdp2w9ER6nWXtdukoUBWdDsqQqpWaFZtSgyAdEcXhWu
RI/6mCgVPWEozTvPRJ1GDmCBuILtJTeTvH78CeLlRbwUA8Q/5oVpYC/+CQKszuHTqYhNtWw3hlha
T2KMwFZy1w47u4RhcfqE1kRppxlfuUbLbyWtREwg9uKsr1DgS2q1fpy6at2c+wRjvqSO+1vppMIw
ZKDjMIxDjfFhLkDSESS1oyi+n0uJ42pynaPukC6V2fUCTeeY3WTnxS5KChf2FTKfVvIQQUMTY/T0
hy1ibJtZ3NFZGPmdAe+Damu6fYiMYVvMrMR1oePEdHfpPVV47hPxpB9jfTlBvSal/kfgp1aTp4XA
sAKYIIcLpPWti/HEd5hfFoU4ncDEVtc9lS/xE9MCCCbgHZAeI5pdHjl9BkLjP9ld5Q0d2lNeXqPP
6tRTNEltoBndokaFy+7HseOq/e/+MnUL/Td4AwOvk4GFKywAESQYM0YNSrofkWE9k+ZgQSVGECBg
6Ph9U2ozIki7hTf1SJJDD3QnfT8oLXxaRH7tRW7yWtxac0udznCzp/Jqw2sdliCrp4KfTLtJsi+B
rnGnTJ9nOF6uZdZ01kjTxVRMVuAgd1afqR8/nCx6mlbxzNCq5vLp8WfpZSHWzUlS3A1ShRET5muv
mYc4T59+vGxbVLokZqNg0evx6NtoZRKI7Lwtic2SVTe6rgsFYJAndcsUfswjaN+kS5Jv2QdU28QS
FQAKsZ9gfoLLZKaIEwBgY+x9pjS9Pur4B0uw49IOsiCWU9KY/YPVutDh19GBo8REPDvW57gYwCas
dbd8yBCFn9ID5aKumBrWWICAoW93Px+AepvvSXfdUr89P54jK0qqp5vq2f2XyxTDqFid/FB4U0JT
rW1ZIbRUYC9qjDbiWSX56Kdlndpcrxb1Au2P1nfoUMJXe7f9yeSm689+7fQc2l3Inx4vgvcJBDEn
k1baWERLmu1LzgODFpKGlGY3qhJZ8idwB27bngENpLiyMfGcGbblnUdl2nbOEeul6Npr9bs2CdDU
OLJYHXllliEN3RkbZapJJjnevgqZWs2vAU5ezxTxEP93SZe7NhHJIDtx9JLSeu6Bxc1dSv7IvjfR
5T+AWEkjoMkzMPaEIvWKGedEDYuL5ctpvRBTkpvAkAXOupsmORgDS2bb37d0/GF2vNSU3OfKjOxj
MOTkDrsA9w7rBQev3/qQv//WrOe+285gncMwDAaiXUco43vjeyo04ZeFcxwoLtZOPzAgeYjyiZDG
uTePHH9AUNHrxoWNV5AtWfLBqDn1Y5tY+8Ye3RIepqVhQiQJmhTsEifMQ2Ab/HxNShAp9LpszTRs
uGxr8MsHHrmTpJCPRYw+Q+Ki4a5+81Z6wSyuFqOGGEk3MENDgccyHeMbvk19fH7ssfW2yBCWHze8
txl/V9hKaVlScbR5OfecgpUHZ7ODGRQXLyYjcjaoxU3BMajMjoGR37mqy58b6R5mBIOhj6FXVj+1
m+CylEmY7NhXQpIQbKXJ/O25xy/jdjAL7BOeZbcTh6J9Hh4FsnoiSqGxgI+K/x/KsJZQ9NZ+XBmH
c80M7jMoS4lGVOQ3d7wO+Q+HX632b61uwKTMsMGpbQjWl7nDONeKnIBvNZT5UbgZq7KUXC+//aDX
vOcErTVwMbLNgvsI1LMWNEx3jlSnZ4+uz/+IoTXLVxDP10cmGZ788y4Al9whj1TRvrXjYDcqtCei
F9GGRUHiAD3hM545bef9ao34t3NM58+snc2al5eB3IoAMfLzY7RnYn7MDvb3gPxRsG/qcToj07Fn
z7yc+4HocfMO+4nX7SN2Pg+1orwJpT21ZcuCrHfn3NqTdhRifUdTjDaHedCgUfAQ40EKN0rMqpoi
3K6Psw9Vu7RFY/W6oSjinzwmtINFlhGDmhdRIo3/yE1PaZOK1jCOXT0UBfxrz2dhs182PNP5RXg2
M6BNgC69wv5vElR9PNzDBfiaYRTFP5dnWgVKeW3LeoCfYsn0ncDqNOMPySpeIXxVG9pBt+jrVfCp
xLHgjLk9YFE9vUPzdVKDpccCa7W5ri3cKt8AtRUZjD3gHUHlob2QqHYYB+nyTVyYebcgxrv7HBfl
7xiPYRvbiKO6n9BvfTWQOAU9lGYd4Bf3OWX/Bwf4ek8tpbNPu2RpJGL7liDdZtDfPll3O6164XCw
Xfsh9QsIs+nB7sGuqEGuz842gno437g3+c6JpEWwKMc6i6GgRq69ECF+fdZKezmG+75xJA508nYq
L7+hbXJQF1eojr6k7IHEYm9oO45E+1W+jbIVjA37lOURgb7IMWeugDRkb+I34wSqXHc5x/3YW9qp
I1yFw8AsvBhzXYh0Z8Wq17kVeP5aiwEyWhU9oi8D0EKn+/KZR7pLb4jKDWfdNrtsTOW0zeFpNz13
v9PZdIbdZ5pBQM3AN6PZ+i+ABVBgCV2Rf7CiUIk70NWT3ZRBwaleyvRCICfcngpMUfjtDbRHEfdM
PmqXeEy8zVC1UHBDkZ/zgeSRcO0f0cW7jw9SZmfBP6nHm0wFD98OBY5rsjiE0LfwOv95m89K2n6+
NqfzMWWDdnFWDcCQf6TtyeAKhDmlRgbsjiUxowrlCdT848KQCi8e3SAwx7sC+KGebYVfke7PjP3+
UtD739cvDdldrXkb6gC4JS8E0aoRSU3TzTnZo0A7hdZ9+k40E+3WWJKT/6ysY/idp5JUQerV/Uwa
4eZpklWBsJ8lifNuLC0K2gCb7g0G6oImY7IdzQiu/y/iWrJySCoocPFodBSdJFvtgt3/fLTh7uL7
XCuyKN1yuQfhdeVranyUBVsY3fUBWjxyzl79qNzD2CIP9rqV4whOtiRuxdjdcoBHrBtJj80SuDNq
OY+r8wMGJzR44jrmvKvKY0ydWeXA4GZrTsErwuqjEMYEhnfq5t+ZeYPcV+dCEeHAbLfE5biby5EJ
IO5a0hjkPfRK3P+nNU7DHSpov187QwevHgllC4QwHel48chisldFkFulSQ8cmiPXnh/YHxxYZzZA
C4s2cn2nSn3Z0Nt2QrVvNvLlRRyB5SlVW4gULNjuWknZ3D7XBX9Fs8yy3WMyeLVn637QiGW0g6KT
GPFGWAgqM/M/kfJhLRV8gytiJiKki4WuVdNtXQUHdDo53LWFyuV0PFL5tzc6DwYwksSH6vgoFHKc
oAQxECTlXKmBXHJ55TkbSZRqZhZ0e5lbqYO5+sov8NMEksJjgN8BUNpBOwYAn+noP2UG1Mk/PIuu
8uscOYqzewwq9Nqu8NrHzQ6SGEgWx3cGGmwRAU3p/fI9EYbuQkaZ3BpfctKEvzfhSLgkDJw0GOqD
LzrDWoIZ9aodhXVk26OJGG6A47ukhFtxUJO4/tMWlFGmsQy0Ggc5nojArTxrEJZbr6qIWKGl2wMr
GHdTjM7hHgzwIGu+O+E4hgK3mI5LRomxEsWF5e0KYurJwDSgIBTp8QrYJKW5Ve6Dx3/ZUUDLhxji
+bu7kNBkkNxLUS6JYrKq4P+FgkqnpaikMc4hGgDFE/EyzQeoxm/YaP1e1jC2/kFW+EEL7cd3AlTu
ewPB/xS8bWi9nd2xQalzpxRNSgXlncUONplM1TCbLPIOrKeeDs09UKK29eR6KqlGckUNr2z7El8p
/Zt/1aKhCM9LXBcIZdw0xrbaoi1O40rCAxPyyZeulS02iinonwVmHln+Uvm+9C3hmcZVZOAa0bil
UMwzBFKdL+OUKBGLLcUNpo5hCpiCKDKwBo/Kd44nI9eW4JIKM5BGaPVMHQ7487Yo218xOvUW2oN7
hI6mC53X1N0Ah/vhjTuz8wNB0pWb8gkDkjPKTfKpbrojTIOBDanfH0j1vhTC1bAc1yIKC2Gjhowb
y/8U3B9YjV1e9+4Iq9AtTK509dtvBBpT1psxKG5tynZ1Is3kJZpRURKcQl9r49Nzl0q08YyBEIQX
zrH6myTjADEeLrcnAWVELguKmVBVnaRjdbT1MaEqvbm42xNNQH4rIBCiNeOKQiwDPYktk8fDh/jG
qEjJ1hkX4WEvTgV8cMT2kERB17CvopteMtSkYKjKXNc4Sj+2NLr79gPvK3tvHn0V6rw4s0gdqY1o
/QDl9gj1LBYRdgb3RueeEVuopJsqPtWbj44Y4Ms94Q1EwkXpapIFtrcntDPSe9qWmldb4VFCOzEN
i07At95Vlr9j51e+HT6s0GSJpVHM515iduZUhCTkchO7c9K29rsHcZHqr+RSiueoLAqPU5UfmYbS
74UY6KnQY3G5K6n6Hal64OklYAaN0g9x5N0luGKaVuJJ+Q4ePpGhESKWkzU9fjRlW6jRy95w+pSr
hHKQnpMX/QayLu/seFaJ2o6vCBDsGkECRKGW7VhxYD4XGz9iTa6XXImYoiGh1gG+w0nvV7Wusjr4
424oComzm2Gqb81x0a2eDnLzHR0XvVJmXUYl0wg1LjOu61DRn6GRAbLcghByCofrhFgPDbFCeYWY
t4gf5tBEbyaCj3x/jSl04TaKsmHmNZTfAsbfYGfuEzvW6uSBjU6fK1XHTxDVxajCMUVQ7jdlkpOP
rzk8WW1+1nYOiMgpuBCls9fqwLXTEcm9ebOQwKxGOUupvDTHEI9VuB5AYSRlGpsyhAV9E1UJoCov
3bvrFNrKmVj1k04+ZHz69xhoiFXS8GKJq1v7AzDNQpc1ozEUj0SeED8QS73PvT5vttZmj+m5VwM+
nPiqKRab3+Pymzi86B8RTyvLCiQO6HOyd7dcTsNg2qXGfXVed73/1IHVxz3Pi3GqFD3CPk2Rx8yM
D2xZ1vs+zfthK1H08YB5uP2oWWnaeIKQmJ3wyX5AknEUDeWVDydgltKMrOoWoYevKddsEcgPzCCb
bbzip7Emdg7YFBpYq1uoZa5+WHR7n2mBQEKUGHRaYbQAI3xe0CVABCvcke/hN9dutExXUbvP/rlS
n0UMcCJHytJyCnWX6J5z/qntB1Oy4oNDtMaXl62Edf+8DgLqHTi7zQrSTgWYemtTVGZo58phvYRL
4tRjrrf/3ZFMDHLWZWus1izfcGRVOXd9t0Zd69ZZw/BY0Xxws72oDbdRNmidQBIaegiEFf19w5Ik
TFyHg6NcEgBEYFwdumEMcj2YP0ibqDmVEBdSWvlz/qWlmzh7E4OmuMlLQ4l3JHGTFC62+XEJJlu8
tnsCFfix0/s/1iHT8OAIC5rOcN8qv+xZxKDwmVwo0jzEmIh4L5Hn3j+m8caguKMfMYG0vwHP8KuK
b+OF26H6MYhtdKS2rlz3Q+midxRAdmcYTklVza6/l5kiNkyFaCujK+k5XKlpXPkMpadsv4J9QL3L
dO5SwgKMyBCM2qUESn9ZNCGcWZol2cmtqYDkzan5AsFhuN/td6eJEhDxaRAXqxLaZ90SEvwdqwdL
Zckxd5ZrsrmOiYCOyN8by1kv+Ln/i6X08AxleB46a+Di9HKEBAWI95WxGqaPHpD50YOQUQ+mIFMj
2OrodPvkgnwE4aH1I2s1HfQks5JDAE3VW4dZyydJfU0R6MERf78wSpWqpsl8XSBW9qQ7PfdGduUj
FQyVbMGxDZykPyhg+yTmaESO3al2fGglD6gn3Fjq83AgzT21QOO5vlq7UXn0mmjNkn8WLflQI1Od
FFltm5ksauErfQ/CAubXng49NhTze0+m3hwF6GXldfFKndGFo0nHKrtxJ6qRTTsXmZYTTkC+osr+
uha9a2G5xyziHsYtICEJKMYorHq0pmIE1mPndBJ6MwpbMnwfoImIsBPQAZZwvZUByp1Qv5s6X9qE
NsR4loCxbLTG/R2LJQkqZwrqZ5IZCcvIA5dCoQLwXy/uURb7/LB9a35wuZwThZDAmjdksnwwBFWc
SdLv+4lfVd91pexmWTvQa59ziPL6VW4OSGHA8SKc9E7upk8nqL2KuSTXDXKzrMUTcITU9edLr4Qc
8vzHhZOMFOxFwBhNZGD4tHo8QdqhhPM8lUbbqH8033Wkrpt1gm6AtJa9aWcz8QIPwQbgQxGOBDju
nMRDZ9+9Qd3vlwVTBLfVEsLcHVOoINLLB8DDgYiF2RADCSpU+VEg8LBN/D/10dEfgZU3sqZaH3g1
6qGHYPT+cNmDJaCdEV/fJ+pXxdITEdIqIWCRY4CzttFwNJ0MwjGRUA4NRc9Wsz7bfVCcVcH2wMhb
jlIAZJfKsLPwL5ZXrPr1ODogVWFwSZbg/eHAYPQtVE8U3pZnA1UjilXk0RUFDRglz8RhPjeN9pXC
jZ1zVY5flDICN8+lMLA3TQl9KfO6PFyte8Xo2ybhdteJWELCwptXPpBcKHCsl3P0E4OjeF7IMBn1
z5l+tcV3p0JczkF6nGJzSbSCuaoYCziHTaPBRWgKLdHvYi1FabnSsfCU+LKXzXXVtV/yoMyo93ZU
On5EIhq8ffZJdiYGcgh2c3gEKezNVlOxWtgYHPUwuiKrtxB4B/0B5c8WRHI6FGK55YxrOincWRUo
kR8X3+ZWLTWzbmshmgqNOoyrj8GpzW3bzK/BVldbuHvINV3mE6NGd25uwDISEQNbqy1KDaAhwOTS
gZO9LKC5zekIXzc/iV3muFoWKglJhOeufi4qxkHInacfPOvVHAge7YTEsDaNVVvrkpYzSQ5XqEC3
+Xs4Mw94W+qpsnZm9947Z05bqIdRSi2ZtSK9/RhVQgvdrse1nQVxwyOTVRhdS4oxZWkjgerCZAvF
zNHykpuRk4WDyO/WO2cmw3yc/JOblwfde27lI/yIOf0E8LwS5DxoLybT5BbrsY/1m0cVxm6OoikI
hTFG7hq4nzM6tywmS6Xl6g5DDyfiIZsZ/J2kJFuvSoM8V7bJbYCn1+BIJgL0vRQO3wNUZdGTtf//
2ob5YUOvbDexkQpbM7KvJY3mcEdcQIowbHAELXqt4yzPBa+k3RbxAMhE/sXrmiQG0Min1HOVngFw
so6S1pSZBr6DVIJEzSaJbfcgneNWiyRcjQ4mGB2I1kBGRUV5YwQcFEZqyNFQVS8qkEDcfuN/4SAR
Q7QjNpERS/+6e3uVDiFJEuRcRjlAxnf5aP0hCCWUc71PNrvjGx2o1LLXqbUWq2x6DeLSI+y8ZsWg
jAmCVJbXj1NaxZB3ONDH/C5f2DBKmpRbv9NTECn76IR1MIp0StkN0MwnwpP+o/j9gj4cKISwu9fu
lh8/JMF7bUvp7hyIemBTKjLbcHLspJ7tGKa74G9t37ebcGjJ0x/jFyS+ueas3YMwDVFdtaihbR6o
5AY0Vl5TMW9GA/NqFzG6WzS9FXYvu5AUof0YOH7EnFZ2sm1DvDJv7UzQF/ynyyMmh1l8+QfQ50xp
BytZ9tuSMQ5oTT6FKNGQMe/wVh74hW5dwEXqkXDHWXM5K2A8FU3g2b65aXqJOdYrJhiYeoghHMoJ
mkNGHWbYQ5By3/UzJK/oheHKz5qvJzjMhoke4UtEXvLrHWj2453F0WhjPfkkY6kJgB3+TqnH2zrx
TpItd8bZbbRC8ZkPiDgaMjWVv1r8AJ9jRUU21GSvOKABBhrneT+zLTkws9uV/9ObG2A1zhR8mL3i
JI9e8WAu/38IPFeD6hXx1+dGK8VWU+F+FGN01+kq/q0VW0anT/FK87DNUYU0VsG0jv1KvQsTXR29
t2DKxX+fLEGsuYXwvupkgFmFsTlJRD0wJIgBm/ljZbk0ri5Hiu49nnUbCSr7T4EfUQ1Woxh0qciM
ZDLDendBFhZCNCP2JlyJmAOLwRvitTm0IpKd+TesW++LRYqa67ogR+mvJvt9ZJKcomHN4pothhYI
l9Tye3wdThHORE3h1F76xPNsejkB8kKRxkSCwAopOqXX+lUYqQRocHFpAKch4iEwsuSOlIusLNOG
XyeZzGgHxq0cnLsxIP5Pyjs/nks/YYsmOVklKg8bvsVOq83IFqJx6LWQNoZkosIO3a/zv91GxL68
djVXs55tG2juk7RBLHpoXAfLgsxLx5IINXBMKgU/FXni2KkrXnbqefhial6buJrUdEZGHsrzr62u
VGQaZfXk6p0frN8KocuT4Bmg9M0GuMByoN7yEweAIxhn1EYxGJaJqb9hfqRDBcNUIMcg2qaMymeH
5NlpW4m6DPRnZU1od19lMWj5zyODJY6CBEoKSex/up6AAkqgEBbVmCbFCD6+sBxen0OZeHnSARLH
4Te5jWLJEY+wYgV/nb0vndyiWv38r978BPpiLxJxOMZG7DJTcehdfx53nJUDD/YYb3Fwhkxy7yrC
Nj/4vbfK9REu0zOlCGzePTGI7bNr2OVyOboVaFLpJ+ap0FFfwnC1XwzyyB+BGN5f1q35OoxxA+wP
T34xanGqvK/FbzWNQd85FBu4Uy4lU90SBTzykQtG1TsJaS6KLiDz5zIAy88Wu+xmYnzv7VG8hUHj
B+VTlERYwoajN44YfEh849MoEsBgC0zOd4QfOHEDHATuWDNNr7twcBWtVYas2wonljVQ/Uirvo+A
rBDCzPZa413p9PFQZl3p+3uwN11jILppYzT8sTF2HU3+PWFqWZDmx8L20B034/oUgCp82aeI6sso
uu7WufMQgke6ROJhsNjQNEEpJLhFiWbmdUpLmdpRUp4M1nuXtXaEwevrCXz66OumoKUu/igcocbq
uxB8YwYDc21x4nvokFcnNLlWYBpL5tkPhKUs7smheCAO00iPAAll6+tGdoTPeI8W3D7hSt8YU2rK
DLWP5mS446vN7o5mFlqK74SmUlOp4alknua6UaP5/Uu33nA8rnLTHTxHgW2j9IpdQotGB55H8pwt
4FLr6+YGiP9rr2n64BV9SyGbyvu3kuwlv/s1ACaSYxJFYXVFqsYpKJ7BFeyrnptVE7MAy6SVjM9I
T0Zx3ZP4DZQrH8dFu++dPTiVJ9zzI/aIiPz7zWvXzDFIIjozYn9p93r4mIef8ng+EFdlc2iqLf8+
CCUbz3yGsXRi3S5PyM+YswovyqoSJKI1Yh29D9pkTWe82Cle1VYEiA6L4Huq9Sa9l9KLhMpAzw0d
s84zbOOADk5n+Hu4gz1m066J5/pxyJokIzejSRX9gEHq91CyJI3TGVuLWlpY3WsXlf+Q67pIgNfD
OOkJzg1ZveZAU4Gp/zm5A2IeglhlNJCsP7fqQ4JC+lb6iHH7cco/LsKnlyv/vOJe+ttN7vBTfUmd
x2gYn2D2LpM7e0KyPM3//YMSiCKkstwO+6m9hJsh9n2du+45mDSCQ3ezhoQH5wOqCgUhUaLER7Rt
I2tGVjvytY67NOMfucJAIC2DbSZ8fio+YhjtW7HvwKCp5x89OCeR1TGkkhqXQjjivlolJ0sSMYBd
xR4w66hFNfAWkhfAmyyw4NFw9aM9aTck/6RO9tMA6YE2XRJCScI5cdr5s6v5DY51fQE9/vwAmcSe
AwDEY5rv6aBtkRm5Fc1Gfj2ChUEPHBNCeGVkH/6L4GX6Jw3OQiyv+Mgj5ojgWAXh4LiyeDc3ayEg
xhImyp6XUBf17XPuGDsDtFf9GXrsmdu6njxVkm4HUDqVnLRPT69vh7m3Wy38wvpZUKA78+OmbdRQ
kiXzg8pNk5SLw1MmIXz56kSzlZi31xY/oplRzn4xZc2QrRC6H/BVOUNjkWzC28OwfRYaDpd0VBXs
YlnwHf6Wgr5Ik3qGqLKHQ8+hzlWtLm1sTBkKwObc1xrs+4T9acBNiahr4nyteva+1grBrte3wOxH
C/I7Xzwf+efhZo72eCHONAlGLHUtC/lWTfbrU7u/XjNwVXBhNuO/SGar41irmCa76Ez+rcJ1pHpg
Xe9qaIN8ccrS4JgjYN6iDBDQpa9Ys/4rkz4oG9wiEZ3loMbWnxCFIA0uL1NK+5nXGp1knzBibGLY
S3P2GfGiqpQCBcEh2FDwOkzwQqkutqrSD+PSF1XLhOwtZ6KZ1g6sOMWIaoSp7BV8Mb8ZJwkCGUe8
uOW2H4h1iJZT6/E4Q3drwxTI+2OSXx0rUA3REDJk73RCfSfiKnQDMWcMA3bwqWgo1as3l45araAn
wfDwY8x4cQcBaPasfPnrh7pZMPGWoOzlmBQuS9wcTXmiGy32XgW9Bp07pERta1SuwD006pUgJtFz
6ciV/RGhyDZgnnWUcy3vqratthj6SkXkAmXN5+LGvImhKHH1fpIBCEaCVmQd++zz6GXeuc9H9IFH
Bed4X0fVRaZZ+hxLeCkbSbv0gMznT5/qVv1lpQ65GXmWvaTkmaJ2IUheBH/Z/ehcLqcJZosc8/Wa
NRjW6iaPeaR4VVDzsiMVKWHj6TKvo/9Iw5J2jMeP9tpVNjulDtk3BrBh2y3NgPRC2u34txw42nhu
BnosKtQRbVRboRNOFK7qcvoZnuT0rfT1N6jj7wag3MR/trWMjJXop+vCo3o/NLKGQps8zcuIkyig
ApntvKfX7RrzwOhnBYzL9w0zRn7dXB5hMBa9XYPNafxIo/Pr+eLg8Z5lRTdhHf4iQVNgnpBtNN7M
+oN9tqTDhNF89OsFzpbZA9gmhWWUYgDXvxqqJL3ogurwnnsl16c6p4tYZTM4F9V9brG8viqIKWR5
lB2A+B7gRG/WG6Pu9mOcjHhmbds3fWMC0Z3ZdN0Efz3TJyGiZNgXIBvhNEKK0XrF9WQEpYl+TXPy
MiZc1mY0Ot3bIT+Ns6YU6i69Av6hp3llFcW22/WOfpRJc1FenVfniljEb//MAApGBBaCSr8c5ZXa
xck+FR7Sh6n5ZYj8B54NAeFmrNa9VaRt0+gntDmdtcyEWcyxUTB6glS7dECAu/5xlwED/2uFmKa0
MfE6gan1s4AuaogxjEjvv9t+gmo+/CqHdIq6pQzdOEdxB8yc5qgW28D5s+fEvypHA8w4zbg0WqPN
zbV28DIElysy3A3lMaFBC3rE3UAIefb2/0JHwMbijnMw+eeRNDZFQlu8t6GPJc9wJaYwz79Ib374
BGVNcvSJ2Jv0JB73gdHGNdxNX6pVu047MfN645UKnVGzL2gc/FjHASQmWrDXRjARHa2xVHey5nMB
3G52+tot40ACy67pxyYtzBq3/d1Nz6IzibagTqQ2b/ERvxXH/JBnAO/s1nOuitFLzyxgd02Yi4wm
zw7eJbHEkm6PBNpeNSdfF3C82xgYvo9TcWcha77jaot4e5mLspJUbPDtIIglkyqLJhIegbw37qM6
BQTHaFcnivs5zn59Kt+djcFo5OQpBvxxYs2o/6t9NAU1cERa54WploeK0/zYvs04XzCU9sqnYIMI
Rrkk9u7xDUy0pN8ayW0lmmEoN8Crs7mUlX4r1ENfBi/ektruEijH1O0+qAljkRC0tfAE4PAzoTgu
6xvQDn3LnVxo4/D9ODTdHDzEjYK0OtgtXEbT1zEc0zmQhIa1+imXJdH7O7dHAqWJYyvXuLneyl+q
zVUX/xXRzsPk9UA9dv5lTGLYMfjgJkKOCSM3R9vDV5ZayivIFsJ6KNh/tRm9TN9s7vZ4jizlEoNs
ggseeCmxzEI3eDmmcUP6t3XzgEcmSFDds4n5mIwLZ0u8f7rs+daFoOyGoLga1uJ0+XZRZndWW2o6
6/WH/HJA7YVRu+Asck2MmIT9IwJDA4CtLwsROFMB4Bg5Q0duj2hkK1Z4WMaV0fO6IG0pkmPGvdzQ
c4HixVwHgCWpxObvULFEgYZPcwZaWuoC5I1M+ex10FtMobdV+3byk7qxKG0VqafxSk7VmgS0N3DH
FQWe8XCskQPx7vU4lWa+QEpUe3q0Xa6Femqyoc+GOxCWG7xORrLGl9utdYs0F6CAKscGFJELTGhc
FzwuOJZBQ08kfgb5g0qGlbVn76b+R47cvA0f9tNt7BEOMwJWVoTnXhuJALnOvEgjSRs+J56/UxsJ
Cl2fzQQ9FyBxPV671ul+yJTl0XZ1XXwm04RKlRgBDaWVB2PamGbmw/MkeHpuPADT73fNRtAfUGSL
Q23wvsOPfSgEmdeY5vweUxNEIww3WO2WWoXDX4H8H3g0lOXLip32xHVfFpCam4HZAGJquUfqnage
rV+stbA51pVaet3WRSfvqUyc3uVtEQVKGxsU5gzQQEcrkixygjHALZKFDQA0KePbRngPenvjZILs
HVcOY8DOQFpachMD8bGUdEE/WqmwgsIHQTjFLahiD11u+U8YQM2khj80dl65EimAA1bM3JR77MrD
pwGvu41TKgUWZt91+MNvhGBN5nq1guIYk8vgdo/LVMiqREhfyVtUl2C3cRjI/6wA4bQfRxCdY4XO
Gd5SlnROSZnxz66fOVgGKTyERjQOKxodBDhk5VTc6DhywOkZxcMscV/ntujed+ShJ6d2DvJXBtgJ
6nLuv3aiHAIZu99pYEGd7C6V8q0lg7t/fxSnpttjOUIWOFQmO+cSOicjTGg2zAsOj4xi8n6Bdd1d
oR822X6uBE1WqeEyXJyqY3hZWrL7GK+WwpxuHXJJZsioDr4Nz7y5araTSPPgOAMeth00pw6HdqnP
vcU3OJnrDRg1nk8fdNSUJ8yq24bJJhb1XCUBePp3YhRbzVS1/Bhg30r1aCvAR6LlHPpzswUxKRrS
8qWxnemlwX3tDQ9Nh4y2qmAAXTVwk9VVgcQFW5m4lICRhGoQERNmpxUMM/VBRWzTD4V+Izinq2fm
C/3OOYdY5dxzMeb4UCKu9jlQzfXwLe83Wxh6MeA0QVDXpjUZ80ktnjsTgnGSQZ7T3KrfcpSuhYQN
tPEEygrvJ94YvTyMXy2JP5y9SeX34KXqHjLePW5Hm3gt7lb2/C8+cCGlxLRdtGM3zt21TWikdlV1
sZHrlCYYfoN8+HfRjtngIzoL8vU7tY+ZyQnkEel09s3O1BU12n2eIxCDNBWUPfJ3+33L/28T7ZRw
RYvzF5VEsXycAHQz0qSZqAgZ2MV1dnQgvos2TbSyAgrFcRSkj2gg7aHqHDmvP/bOEOtvq0pmbgnK
BVc//K1gvatPNRiF6YUDeFMCz69mciU9OyAnfZJFwQlrgrsOiIP+2oiqvZaUqfCFIIAM0MjsdUsX
pT9o7GwS5GnidoU+Bq15WR4TauDSvFKGFTMsx4NQpzZMJlJAcGSU4CVn9Rz9mZyczghsO8h+loDQ
nbjPF0TJJ/gQRa7YOZK2McATegSl8Qs+JDyjOLLyquch7CKb5luOYYQhn0azLJxFgLExAgjyV6l/
psqgUEVyhgn7FP6RlnWY3uqbd7Wrf/ZU4H46hc3B4Xho6jPtPjuhjWzPNYqZCKS6ODeJs/HWM1fA
9RNiaQTrchKFk96ZDFLCYVLRbQ7VYjx6syNaD9EJqQsFgLvsZA5U7wkC/LOg+l+FeUoaWTLLC2Ln
G3dM25XqCJ5+Nr9EuVgu3OEqzS/K5uDOwZ4ZN4qup1fKcdCdSX5lVmhnLWvsh/RaAQNZLD70hBfJ
UeJOaGeXVA0RYq5PHEyafAR3NDYOUVm6xr6u6k1F3mT3elkNCHI0vwTlODZHSKwR/IenppI3Vldi
YmoV7n/tVASwjDnGFIpmgJAkXSZBxEgDcOzrRO5/OvdD+Rmys3TbRv4IjvEiUsGPbviUtnF2cKv3
Q+1d4Oi+75rGb/5mD6Atb68yrYDZCXknGKNlyFXgKEuIzKB5bYjX/uRC7oXwuzLaPYoOJC6f88D0
tGVCg4sIb84OB2uSsY0Jp8VZ/h02IAZRbqeYDlR9xzGLtZTb9aqZ3HSk2yBf+cTlGtxNYzJp9PqD
SzMYWKSUnVo4saTJ2CDafwQKEsSc49TA3yGfAd9p8mxWkeJwkUM3t7AfpCAnJrytBEQFxQThaBHt
sGdCbXUThFHHz7RwcUdDoldT+m8ujvtsmkj4/22AlzQXOLjR74kqi6FUpWu+56SyTh7p5p5isdxZ
ymYxtxJ8n2qkqqV/mNv+oHLpDZghrzd1CsCP7kEM5tTiJV2YiTLxQXkeicphXYtXuhtg+PqT+2za
rDzCcvaBTz5i6pukM7/mCdioHuh2Ujws1Nt0txiuH++Qkfa30ZuNaQU4x3B0gkfxOFqknh/nOVh8
+ewE4+/8o7ygz0V0tYrflhgla6vdxuDBXxY5PI84j90bBI3uVLKMGhTxAZaiwL42g/ZzeEARs8t8
5hZdWmuQb0KXsFvceRaDq69oa8CocoFdU0I7ajOLVOV0bVdtFdKeHP7Ka2EpEaOHPkPiCzNh67Ot
FMmWys0h7MEcQxPojflIDnKh5ew5Ol5zIV+dYd6mFGUDjgHILFsETy4ZJ3B4E9Sz6vEQ2QzXrRKt
vYFfevF66y0MyJTRvDJvO539GAJ8K5fv2DXG1Q2ACVeXE/fc+ZvfxqH1tw5dyTapVASxpobftTsr
o4v8Hnr93R4L+C87W+vRtiw5olo4PvAPS+ohP+CA4/mVB8QaQrP8d+xdh81gvKv4l+/VKnkyzqgg
bHVUS0C1a5nMeImHzUprdoEF/8fXhIKKx2DK18GL4PjjTevXBAIzGa4/VB3FaHmbiKt8KH/77M56
yvSGyZoJbLqJ6E6pAqLaLtSqrkIts3j7kf+TtMTyq3TSweRKxowperV/TUtbbE6YASr9xmSezjBb
owdvNRQDCTEmSuqcTMpPDXuBxYW2DMGPKWFGvl2iYTcXhuyDvQ237gd4t3IMFSDpBDqd8zEGoFKT
bB7DlFZrN1r/f2rlO9oMNwHlgb8vo7+yaHwy3u7/KYoaX1GBg4Y2bXcVMeR6WJlXr0priyPDW+Uu
J3WWWTyMf/aFrURW1wJK62cR1GG6Zt6+iHAG2CjhG/Mfs/LQlxVNCZO8tlHcL+vAH5cm8//8AhDc
RSTIM835KJwZRhIWSOJwq9qXwIOuOHzM555wXP1JOEgOqlRFJj6zTzhuBo13r6r2O7Tm7yQG08ac
BzWV3B6RPzufyUdL1py3xFeAg18XTGTx+3q1Iysi9ySoLvSR1wpVxgbgXNUXdNygNMqD1gBYuwd2
Oe9XCTihSSYHPRLkCq58fK4e4ILp7xl8n0NEEDI9xxHTLp14pfBiehEn0OHht5+Xc+6c0CdGyhxa
42rb1WiGyGAMoT8HSZriOHEzLlYyhPRnJx9FfkWOWxRO6Cq28eNP0TQWUjDtCh7/RoGSyXVcGlI2
JKonbio3YO33+8QBrAWc5P+03HfK9a04UoFy+Dogd1tjdh+POlcge6K2cYZyU4mQJoDQVFhc9LMH
1bARp5KGxJOTnqsP7brjnln53sADU8hqeRFD4UVd2gQyrh7HmTJQ5p6EhWzBfJcqlh+7Naut9qe9
uBC3PlEXCdzIQtwKkfO4pTHDGZ9bkHB3new5ZLgpfK6gVOuH7W9DlSMvhO9ynx0b99lGS3x5VCTj
69pKHCz1ka6t5r4VwldNBNuw1l28mYIQcQBCZPh9nIoNTvfrgkfHnfqqGJxaby0FQ8L5YPw1KPlc
quZQVglSbLWrTjjTQ8JfLnBMdIvtYshCMGqcSsfK4moXxpcG8+vU/XnSrWo3nDdYxIiPmnY4B9p4
7gCtn4YpD8TmOLcVbEkwx/A4oquFxeKKYUeOPreSJGsKnWQrZP85DdjqcPw1fHZ5Cbe4zOHqlfUh
fd14eE44U5A6OwFIbTBN3HiINOFsUq6/uHmuCM2UuLS9OAm5WkN6ZtVDLLeNVTaARoF5cg1Uhf48
fq9umCXaD7ztb+F/6OJSBVNfDtLtse4O/JUZVuUgazxhZM2EIW2nXcyfYoU9sEhISzZxcxXulc1I
gQ3lxBzumW21tZ3CiozVtr9jotkvGMQsxk6kcvHN4/l6OALGvbsun64IB1jaEfVCtE91s4WhKYwL
A6YgrRYy5AdHTZF4jz9PpKDSEq++uLRZsbe9Y8MsSMqTpGFxIbIHQVT6Uw9MW5rKy+AidMiZnD1q
RG3wfv1E8qy/VDopf1FAU4gktNY0hCvhXTR0LkJVGVyNKJlRpXD35Ey3bTXcqlGSIEqQ/M/1d1oz
whMQhkdJhch6XcnPHiKyqExMVTfeJYFd8TKZ3ah1/ySSVZO6lRgUT7QQ6EZDqAotEyoneziC20Hd
m6L4V5ipCYbMXkn36xgwdj9+o5lTdNGOJGSRXJcoMPKJQzxikM7swA30nKVPOevQRhDukxcjrt66
49F7p2ssEnr5lERGPynFSNUKjd8XkN7Ng1C1l1QIWsHYBDjXmZgrZhyITX/Ciyf7iXYQvgJGAsNv
e3vY5jn832fg9Gbu0sKug5rLCqoDZVTIriFy6H8OMAywpUy0TnEqm28Mv+HbXf9+O1TS0cL8wzt8
qcdFZVaQIDVKxDtVYpNFl+r9J5zwbq0pGoqcIqsGF2GzvrzTGGqEDlLoVjC1oULJtWSY0yymfjmn
rWZrWyPtTj6xbPR25Ew2kz+8rdYL27KGBaNEde9K57lDwPnBbtWV1O0TlngzhG+9hs6InBZjSvXI
PwHaB8dZ+PZ8x5w2+pegPolWhWBWZhw864dQBFuVYjnEZ4zw5pDATpJ5hHAY1Df84/YcZrJ65hKy
jDG5LHcazltuj6oRipF6rya3TJp777q6wnfZ0xvHlKVilO3/Hvl88/FkYvDWKlAck09pyfOHW9n0
QpIpCLKOKju8C04wpXbuRe45m5+66GE9S9tWo/qvW+i9DEXbKFlUqV47hXw47IY24a3ScXDbmJAg
mqjBBCxEvff1kCbBBXPkH0xkAFLCQzV/ZilzIlnig7tFhNfklUvxWb9jDVRoT6kMQ7JKsxsXYGrq
qEoYtRuIJOrCHDAnv4cLY0chn5enBht57QrgGMG4b6zhSNHPerGBsP+mqYVcz7gp3KwUJIgTzZs9
BY7PoVR7G0capRNhXBsKLNj/fQPmSWNXd12YLZ/KdJ/l5juG0gXgUu/mdwmqdd8lzcB+BJfotaGs
97HJyBZsW6s9EpVH60BtkDFXwHvauTLMe/V6Z6m3N5RAaLGzyOKHwJFdfdjY38Q2njsmX+Jz8mHk
fm3FojiMe8f5i/fKt817TA6CDfjvdI6eB7Z1pO2I3np59UYidrPnerdOQ30j54MXDV2ESARxAsPs
lmoT1EzjC0Zi1a3gUGGyGgMpRsphN8wThXBPvXTngdg1vD9u7usIw3GsNBLLpQBjk6zEFESuEofk
CXuzck7aVaM4j2j05Ve4VM4fDRzPVL7mXn9oLJcoRvup/HfSBEkVzUJzQJDfXUyexLMrvzWyLJNt
yeuhfgk9AD/DS85HxfGTSHHsH2wZqksTUjfY4FyEy0PWUw7DjlDKCOnvO8JM+XBh09Eustixp0mm
mq2XaEn+ZR5o2xSwtAs1U0DQKNOnJ1VwtESK5i/cI9+RHGJ8XrSykZFI2a369wEpW9zZSjIw2hZr
PtEGajN0kCcTbZapTbKTBA71rToPz3xjBdn9MjJ5rxxtf+B1u9d2QYa5QQWUGRK7+OA2x8L/+1sN
7mYEErxuR2nYAJQa8GAUTPGrU9vhFoh8NSb84EGnsGBheVjyxZGfHuMw7VPUCHR+8n+HbCmCVsGR
+f98C8TUBQ75gEHsXAfLBvbl6man6thtAShJ6M0CYVC2spDTOXMvG7h6y8ZVDc7uIvOCI9mqsfOY
NZvNTiinJkL8VrqOSFQ4ViHYFQGXwH0JCUM4sH1yOzUtnn4OgfMuOtQ+wXiCIxrSvjezM/QD1mZ6
vUVhkGQA7j7bBOx82hMeZ3STzHtSyMmc6go1Av0bGYLwtML8NFhr0a+Jv6OyHntFfBz/a62WxqgK
Owoo+3pqm3BnwhGIojP5neS3HXhazGvUNwqZhEaEl3eEnBV4N1pMoVErYMpatyTm1b2+OVrNFFuU
h1GC3RBqPqqMOjsdz1mFZIZxg6LSjC3IUEffWPZt//sIoK61E3PzsiK63g9wjbp6SM0/anmuSLgE
Ptfp96jAvgcCE3EeAC5CM7guPPEZ03swcVTu8vaczfwbT2B0FRy290bLCYW4vyndboVK3L0ow/Ob
LPIcTtwXKLQXIWVhvx16dnzlBwNM1ucDxkXDBVhbB510akn0NAr1S0qh9ug3yML5X+NQ8Nb36Seu
Nq4K6n3lnxMS6SnTCiRMOiJQX+/NNzMfLbiZglZ5NzvTDoh67ewkHRX0zprpNpn9FYd6YWMYHpvr
SPOcYgmmng5Xem2vr26olJv03O2/TTS33WiCAXFrsRPcKXWWec7khi59yaBoR8g8n1FyucmLv7zP
ukNOVTxPMlVuKlxOoXfgLKuXypc+gloAMkNP5rdbFMldidyTTYPK2VJfPOOem5vRiDqvple2PMMX
AFnQCBcB9Rb0LBDaoeT5GfhWe3rNyGZo6FYmqBIs63XeR8d9+9bxagXIMTBXi71zNb+sW3sZHhuz
jK0GlgOi9fzlowRfZUrn3aY24WThP0x85BwvsJFA0MhpAUmSl/BLaXjnqCjw33WD6D4mfRdwh2YI
S6CvzlPEh8vWPvSMw+fAXeO0YTGH2GEZQ06TVyM2CqW2ITk2JL0lfROPOKYTxvs1Rq8RxjVQ4gZJ
H4sRPhw+UCz9m5AXwykJpzB6ea/NYyo59sFhhTTL2Ft6QqdGF+GZHh+HFmBjyFFt5GT8DitqvCKp
oHIFCvnxL83mLzwghgvjE1lUVbIbFVskhqRifwkRPnGgNCCXvQerej5SU8p8nUCGIEF79o5geuf9
/XAsdgGdKayJ9KVQqGZVIWvZyif80ltQ80cCgLXWJh3tkkny1/RVOiKcuZ59CAT1Yx9+Y5w0y9TF
VeEIxjPEmfyLOcujPdGTTXDzU4cu/iPlhfV0hHCxS7cPgS/T7JaMGHU9JoJGlqn3POmmjLyk5DU6
s4KFV7r6O3xhPutDsWGKDeW+3Ejsp7dK48K599lVI7kLAVAzbeh/3kju2ixoxbSJHuiKang8B+QF
YEHemNINwwUg6MfbYdZnphHf3BQfAhQnAv2XpG0FmduwDbJ2yx6v6QSKLYvPU/OChhpxYM5bp6IL
hF/IpcjApH/REQMq/uyskotRGsbom7TC0WM+PtiWWLH3Fmxs05gm5iwaN8Ze7BqELnk4vAsR0R56
PDbyoKM8T3xpmIwEIWFFmljFWQzGyq/vFCW7o+3epkBDmZs5n5NZHcO1OU1yQ99gzREkrw4aNN1B
fCpc0INFx/PwagSAXkXL2JzgjJl9I4IWpexj04LNpmn1cgbInoIzkNzB+HKjTvTs2W8yYDXu/piw
iG/Vb8IlV8Y8rh6l22ZQ/wPTl3vaDlc1csAINWLi54xcOIpz7hsvUnbxu5rrmn0/ftnMLPjp5nYx
iunI41CsZuhvQMYQ65S4EOmrUVoAkVrSFrm+1U44sniLbq1RqvGZRBCpiS62229gzj4U5Rbdw6ye
jbla2ltib6mf13t/ldthpIahn4RNyRIZHcE8gJk8AL6mJT5nfzknm1/7ZBo3scyxLGrCYWZ6ewmu
FDz0icNOtE57QH4YsAKZAfeKIHYogcan+OVWGHGz0G181nMN9lVIrePnRBydPCafILuzkC3V2POm
mIzhI7y4423tfjWEetsHeql6JcyF9NUvFGd1CDAQ01668oCFSmn2DBt2IqFB6WBK3eAnqBak2PBd
SDrhmHQEWxxrcBJcTMtH+V5qJtMev3fuKmB++AGDQSrUXttNqKkry0k64UdtNEF2I8VVxIH05VLf
2bScFzCvyY+353GeKD/EviGdzhVOx9kry9w59mJQTEiUMF06MPjayE5JN9OY28HTIP52TsWAf1HB
6m3kx/fuLpxLHsSs1uMecvg190YerU8WKHjdhLab+tjqRvywjBjEw/CwnkffLUGa/bJQOOpHhgJt
e8Kx/31x9ol05qI7HAIkfxNqd6WXZ/TlMzuGTetdTnUHsbQGAe52zT8AUF6bgSz0T8L6mFPyh9gV
5Djv0w1ElcHjkLupVAUOAz+VGp2qbjf7IcNLUz48iyxfwrvIiYkqdI5YnBhnvDXHMcCDKWEPWA81
Gw+JMmcgFxueiJrZGhM5Cm76q58CeINJoUcDmQ3EeIEhPsfZdwj9bzX5q2rim7vtA9LEJMBHIzB0
rF0Ag/Nv3azx9186kVSvaFwlAf3iWh4ZKxH/luBbwCzbM0jEO2INxr0r4VSEC7CqVaqekFJbKQjd
N4K7hkAMBO2X/WPE6ICxaZJfOolUiG/Nqx4v+05Ex8oXsdby902DScGYUDvri1YRrq5tf8KeZlJK
706IGMx7mtKu1UbtAnFbr8P9K1JCGhSJLEWdf8RTA/uBxPcco83XnbGNAAyAoErcuBHshkR1wKBW
/br0CfKSUTvqISMoGBd84PyTc5x7OoE8/ShZ/Rxn50lcNbHN9H0q62ltSpElQhS5I/ZPit1VU841
Guv1Y/sgIqE+mKXiYkItPhQnrIuTIEU16SsA1+csQxSHJMzoEQHA1RflwOQ9ukKI6X99/Q7nrV2t
RpHrPRc3SiBs0Lp75Uj1DHeiPVK2O4b5xaJYdhq5AMPU4TeJmMs3P/fp4xtPjTc10cparD/W+yiu
fyNTuvEiQ+scvwD+9nj4bWWBXeLShM7jagAOzmbbzcuypeWvN7KddID8/XExaMgiC5CC4YnBsmdr
pqLI6ScdXXO2leZu2cxfcHvCP39cxF3tlyE/0xZrzzJxqui3zjJ9pEXRxSQAMOqQB0qJpfAVGpOd
9yHJ6CtE7GjKNyqxQje7bC3bN1zFuy7WY3T1kmDaUu7G+HvApogqwkccde8/60Syo0ooHXw3iL0T
Q9sLg7MZIv9UCz+3W7jUEvGqOinWXmYHH4SrTbOLw3XQTFOglI88sWqktA1Cs9k/vc0hwUHA8nrQ
HPyifPrNLRmBJiR0SbQNATq38Lg8az9Magvug9gjX/p1QDGDqLGJbTVuFtW/3TRtzt2rN6W8DRof
eMutU/+tVFD9oC2pb06vmr6BR+j34gDcUyTfZEsLO2cwin7Zi4m+xH/Hqg6X9dmChApB61vcZ1eo
s7NqhS31RtukN3Hg7dqS2TwNSDSXsTEjIe+ui40tQ3q7JKlnx/Cp/h5d+5k2LnRdXxZXrIIZFmct
H0kv8KZocRRSuK0ngOdSuqR7pBPOveGUP5OCpBJsz68Cam9JegUVgfTNR38Qt/aNV8HxdRhuknaz
1VBgFZwqaHzJ3zLCuaFEvXB+a/WZl78PKqkCA3uUCMzfdNG/OgbZTH13/42khhmcRGNgddrijxrL
3xuBpcxW2c0jWljJ7j64kEaukNMOTo2ruxp3fbE/rsrITNumjCUsVvB5156xL1rS8IlTa+qagQTH
0anpjTmlw1bonjhzztqhmBNjXd51D55/kpjcpxQ8iFYZd/zeNyCnh/3VUzXYoYQUUGYEI1zH55qx
mcIr29liDJ1+2UtPbQugge3CEG9Rpl2sAaqAZcWhV7HoyFrsCjnf04NUzW7fy/tSr5B+7vexEj7K
jy2bFlu4aBAzQyZna6Gve0Dup+SQeh3YxR5VxOOUwSYlWgOhO1cWrHpQSwZ59X+P2RD/vdG+EKGm
4GzkI3nYKcqBJHjUKdklcCaQxKTIzIKAQx3SxAO7Q9L8L2ed8SPtKqaxj79F1ihwTdRaGypLaMjH
G20Ts+Es3e3+XpfIfmwBU3EFwz8f+oFni2uWsv6zrmleusp4xM/o2DOQsqvPsGP0B1MjEBpoW3AY
Hu8Crw2S9x+bUYBZ+TFn9VlscBROJWg+Tb4J3+GiWgM6VjwhZAzVUk1QjkzggS5E0bpAXJ2w2FAj
5pmkqLXNT3SzrJYWrR1SH5xP6Eq0jP17nCSXdNvgusRGYqX220tqRXAgXmCaM7tCi90rVjWshCgd
HfGcRlfb1DUaRria90szWQP5ZNW3I/0l7rBMjf47g2zE/sQNShyHaU0o9DxGY0LJUPlUT7U3YFc0
FXA5f79yeTzWzpoX6rSQIhosMSDFFq4/77p6M/KH9vNMQ2GRr99VRUv5YZM/WhGDlmqhrg74ohtp
QuuKSJnkLU6QoKXB+REXgbslytI71Wn8MU4sURlSqSuDg5tmhA3mDVeGod0L/MHvrw7itMuA60zD
C1EYn6x1aEqc6ysD/NwvfLXAGLqIhwRNJly/rxgGFxqxwKe8ToH0C7+2GiQl/dLvHrU26izFETZ8
r27ax974KkBvfuD20jR14DB6ZFVhrHyNYIiMJS1d1BDI7jMLpBNpYawt1cfIwWzY9qe0/DdI8N/P
ygizNTtwWQ/gcbRqsGv4hB2TZ5Jp3ZhgIJvjYi1Gd4bznlq12xvFP+MKlgTWa2fDmQlnSjJZCcPz
qkyp4w/ZD9TZm562z7nuINlvX9cjtgIKDBJR5XL9jc1lbdrAZ/pgDTNsaYKehOVEjyVf28IRcIaZ
KNz7zZSVkqb75mc56kiulJUMlhJTAdUHRrMQNlgkxswSRU7bo/x3BPUxSYSMEq1c8AwuQdDk3tOO
yJx4zb8izIE5Dilj0QrKFN10JPG5thkccCXT7ZqhNtWgp3qxG8oQbWOZ8c+mVldfzSbHwa29hZwW
tlrDXSHA42gH9EY7H1kOxjL0r14cUh/ZGYbLlZ5HFFf1bc2/t4TYlOG4Xaz3oahD1Mlo5TM1ZRMQ
o2oawxFailRVKLIgfbUbiBtYdgAuMtW3Ki1P1ZOprruE8/TtBPBqx6mJjq+pbbTMnpcS7mN1GIAF
Jnu3ncx2BLBPPbPVI2S+ppW04i1J7vxHLhrSBJA60g6UTGwsAXgVKY78s3EwDAkjkB9vBbrbRMBu
BEXEQ4Ud0cuvX/GUnYYF/sGn2NoTdJLmzXoVdw/d3HRUmQwU5QwOYCYoSfBjaG8lyDA4xCNS5MLi
HaoNm0pXiw8NzeoDRNu4gSqihbZ8RXwgsLstMMm/P1J1gZ04H6zmq72q45vq7Z4nDsvNBi6fWEpf
lIL1Cfs0VjZ8TnpYjfFH/YzZoHC/BP8gBZShpgmCUXoR7wZBUgq/jCPRkeBjX5HzWnUVfP46vIFR
xBLxl5ekzviVj+1iwG+5epAjj6iliL/UIAiwZmQcbT1ajL6o4dlJjF2laq8+BEuW20ohPNDTkCBN
BzMkW6Ixw5SIgLkU2Nin3BoEuZFLRTV5yrG1+47q2grwhH/w2iWY0znxI63nv7ySzv8CmHMMDp2s
RtKrh+//m1gE0eDgZzChV5aC3Arw+xEAOG7BwL9MjjG4U62GK5szbI3FBy9bNhJLWbCBSX4GFI7Y
jo12oitEexI5wVVRf6QghVAdkUOxw9Va8BnsWwHP21x5aiT81Oa1lML+8/t+VfAGdPmAx7jKd4Us
65ujbyMWQWfzstfDjck90HWZCjBmfmd22Lnkbm0lROYfMUDtIqsF8nXMUxDnOSDZIyRjuFsu5GbN
yaxGbkS6nY1ABLDdw/mz9kwEzn6mGQunaNlDo80l658fyP0e+luoIF3reVRPL2LRYEI0Mep9ed9J
UX5Jwfc5HtjxyR/fkXRKvITA5LziBrX6nHUqPbULYh7a4iU33uRJv3egU63IPs7HdY/FkqkPjfnb
R4gsoZTm2pmCpEZVMljE5xCBccEJLLCmX+2Hiyn6FB5M9lQp+RSDT4QLBFAeit29qxM6KCjGwyd3
220XHho/ymu6vOngXJ/Ztc2eyxXZ0UegAJB36oz64VqMZYkEbEDGcZ2yNpyboK3fLchFEDgJc2CJ
u5SkaGLdK6VXAsHfavebVafqTfC8aKB3zyg0lDVeIlNAonLmok/hVd26ZUpSOBV45lFMSeg6O7cJ
1e1XsA9+9Xponb6jL3It0xNOVgWxD2NZg4agiIXUpTvJOnTwFBfWJFuZHKEJbbUTa1sH298r4nJY
/oUk7RpMWuKoahBKC32giXyyiNqcvuBD6VTMa8REMEF1Ic16AfmX7T/GVLxiZRlS9109zmb43uTk
2l0zpdl4sBadfUPfLP5flMbW/i+mjsZWJ2sXyz00cjmc71hJW88WgbG+/BNhjLX9iqw6cEGLjDmk
IJC/ev8Zzd7xIjnqqfxQaUFuEAADvfVyUDEdrtUXtcAPrpULegn29UH55f8aRZTgaHD8Thbi+NBe
u33i9yUGTnPg99YfDuvZXWlZ3pvJSP3RStf/QcLi661T/6Tdh++0nQgrzAx2aoZYsKwn1pawqnei
lwxm+aEomjzs7h6YdOeow5O/mJXoTQA4F/R3p0BJBihu85NXNedVvfMusiEDZRj3q5IE8hAuB+ys
JpTplMnO4zWCM1S86tI+rZPvDGRPISDBcnxZYIHWHqIQ5vUKZ7QyWAJPlsE32oaiM36C20QGsMmn
xsRzSlzX/kM9m0Fnon23BZoghnO974j+NhLx1lVtici36jm+7mvWY0c93ZBT3qmOIC3Esr3BTyJp
aaFC4pxRpbbD8g20r2kv5EliIHMGRK4xpULfzRyqqr+U5dnyhJQAjSQWW3OFs7oHRidSGChsP8Pj
yXlEFJzEvBfhrDL/hAdfhGPR5X39/mkwiP005/EurftqN6wXOKey0KXFEz4MRTVS45mavBlc+WH7
vTwd0+5zvlgEhrm8AGRkgl11ohBTv0RaNgnq1ivbNXEsiBJnmUIQe7wTc0KigIxTHSO5u2bwNRhU
rAzv+Bnq+QZSWtJ3qcVDJtA/hEfYnVZcXtp3RMgTPjfhN0+6ZXF43Yhq/ftWXhR4tVvoN4fzhfqM
Lx3UQlhLh/DpHupak6PNRjvxmsj5NDD0Mz0ApP1J8tBtw8BUTQheIuzXfSfpEpfgqD8qJzHKsMeR
TPWJ4jnmVK1h8RalOMDvU6MLlUciOCnWRp91weV3bR5SBH+WPVuB7Tm+TTi8H62jNCcUdWFnrW58
B3ECQEgyqWLUZaxxuKB5AT9YuBnkScRMBL7IqjtV1RUIjizfwFCqL3Sn5p1rc9dPxKw6Yod/hXMV
2jYVMCE4bcoHuSa1ATSG8jaX5gl3j2wbRrHlvhkie23lW0bVAa4ARsidU5ijOubGVlmbezldUMYM
XvjEx1zqlti41GwHLEs0eYspjbkGE9MdIYZxX0PqKnSt0orNdOY2qxTt22FDzAPML+RoD6d/WJn+
gFggk1Z49/C6K7sXZOwkDWlWLt3+vgIh0qGR0+RqYvHVUUZ2SfECniv71zcO5S5DZAnbH5TGAQq5
9tIXx31Nb1FSoberP0pmI8AGMHYiEjEcl+HZCvIi7V7bW6rtA4z24c9eNtMgD3JHk1NYYNV/bp9C
RFx41/xicOW+3d9w0V4EG092oPwSHC0JMQlhShjz8iwyfxHa9Wk4xsY6sfwPEZQYvIAAjdHGPGAP
utjXyqnJmGDAY+oGlJVGeBjNnrJH5Rzb0hnUjCSWIqwbz+1Od2deiSl/3o/wQQECyrWH/SIp8amB
ya/mvAwgvroVLe9Gte8c2DrUG05G+atm8v7tYahM/721Lybjos7tjj7gruWeRnhRWW6msVlCmWDS
RXu4YoW/76OBMJE4TWGakPpAHCfcaF2imNyOzPOyJbhhd8GfyCWbjfxfZghYGWc0Rue+lv4hLk4J
VL5xSXvUmNENTuk1zil6ahJB6Vd+d7r95mD56KQr0CmLsGQMysWQ1ieBa1vy+w1uOK17leKqTrnO
AOzWaDV4HKWGp6GGmoVo8vHoUnEn89K9cH518AQ2YlxxGRf8PafNrDOf4fXN/iIyo2VWMpwWanw0
QgSPphE4j2Oo3P5Go8hVm/+2gB1rxOi/JvFQCei8Dkzw7qgHaB6ha/zvMFW0QyyHpb3aW4yow1ab
bYGoJf2pOUfOXYa4090/txtEkE2AP87rWcHvVnGif6mncUvWIL+EGmxYCVTvjxYKf2FJDaqvGjJ+
xR2NU/C2biWbU1C9C0IkzBCq86IO3JzGcSGYXox9Cf8N2+80W1y6Q9Pje1iJJdy5gajTGhrIcED5
KCuuuPPtgRkejTgna++OGj+kLDiUL64BZtO79/ru64rHGkusE/2SrvETIWlBoTgzu/MJ1cxiY5sA
GXi5Fhe4ZgnGWBMadXBM1vpwGDFRj8F0SaCkDJjdHmz+L/v3PcZ0ZBOBW3XT0cvxm+wHXNNpn6uG
5rx1WJDM70YBkqbomoCMVttBf6a+TaRADsgIrNeQHPGRU3nKuPHWaiN1DeqEe1QyL77k57JfDwSB
Ita2EOJqiMWVlxYVYX2Z4OAsDtLyBXRM41zZt37j+1qsiCRSv6/Q76YyfPSjUKJO1iRC5Z8W8xv0
QleAxO6LrABWVmRCYuYo//pbUiT/meG5AsKGQeZheDV8D38fNJD7RHXiMKEhaFF1paPA6Y+SxGSZ
JUWoeHUIrT3wt2Sow0cqQI5XoMS60L3GN1ycBG3TZggyojB4n5Xa+/DpsCyNr07c8+rIIJRS3UiT
cBmqZvGLusg2CFMwdjZCOM+QHXahWOzg2w2XZFIxM2ujOW646VFYlPMKnDYlpzFNPxxfpSCIxDWU
DF0p7TS4PRJDSvwOZLaEj9J8wP6Xqpma+YZmxMhVhthMQY+1xEdk4yjArxZFsPWkaglfipMyzPud
pESXjxNfBvTFE4/X4w6SOn/BpN4UM3j1wkD/w0l6r3SHUTP8L0Pt9njc46dUALbiEsAtwGaQuaMZ
DmcjaT/GU5c4Pa0Wpu5pDAUqrn8B26zx2mq5r/WbA8GS4rms50Qlj/QNsAtaSr3NipS2WSv9KnHN
JLVvvy8pgTUAxDC+tbd1hhUKf0odIMu2mtB6W7jJCVFIgV3Eu1LQ6JLmakxQ/CXrKfgR5O2czlzB
IzMloH0DidkTQPCTNUSAou4TLlwsD9ZLdHcNAGMwHTB2n5yRTPmliPm3PCebV4FOobjoHurwdWxn
CrDdVVMdjyK+W7Z+M9jIaqMLxPigmiCLU/7p+OSYlIX+cnHWm8JJjRt4amaJPzXfmfr73wmFLO+q
eJWwugTc2GawGSPZRddgP0Ctt+btqqzn6Jw3WZhmbpYLGBuI+ZKZcqm454rtw5RzvQ5NPha5uoTC
tdS39Dvrpx3q4MKIYAAF7plNxmNSdTo0PCh4volw7+TkqPlOFYB90EHkaQoywAbc2i1u/kuA6MBr
y9yBmKMzJsLFwQpGXLA0HR9asedN1+2vVSdLellLvLD+bsHO3CX+DeKtPckUsVFCp1GWACKPXCi2
pIUuAr+4CBAxxwHDQKOlKe3yKpYWQuLyuVNdflifZnQ3wmGd4mjE7sduM3uSuaQlmraJ2+HwGT91
Es1K20vMIi91CbXsUiPucPnRx+qwNfjuwX+kmioqeiSIbQfErSVG8ZXyWGr2+TrpUn9PxVA9ZBz2
H9K1d9pFsaAXHTnrmh6njiGTnVTv8n2E0bCDuGhAfrR4jE3RQQkqgoLSeKxL3G4dPEXPfPGZknBk
M1Cgo9kKQOSiMBv/mtUcQnWC/jjTyVZQxZHzGcdj2/qeAfsdHLBQvdJ9T2FGA0n3OvW2pL/62BWq
E3SfSDrr3FmJdA6vdyWTgmHUPIAYdE5m4/sgXcxYK5pFpMv11KnAnWp+rcTfGF6kNRtdAKmvNlp9
01SxM2MBomPGKwXI7xp1snlkvCzEZiSo0I4fAJBuoDrA4JNGjN46zGLooGsM45wK+NoQK2ggZCcm
T1YprMambMkAnTHlF7lz7TWh7iGxlHC57oMtB7bV3b1YXymnfGBfvvi4JXET1tAlDa8Sahs0LGaJ
ILY9Phr/ntcqa+xMB30bXth8ZPucbYBtx4tRKCgoX01Sp5yKK7koTWojqwr8y/aV/Z9ARER7m5gV
Jx6nwJ/xc/sgdky2hiRXXj+2TO9CFdX4acfJsT0cB+vzh8c+ZE/4sHlg0szYIKMVGRdBETlmthEZ
ikBuCyGgW6JSBLVb5dEIKUehcmO22oMgTvwyv1ZHdiFJZ64xbzd2MbjJwD0xjKAtdq1c9nJmkFb4
9+fg4IUDR0nP7GzMQzd+VTSVhDSxczxYtvaAYsDE+hT9e/ByJVCgnwGY4Lpn6A69qU72neWdhf6D
3a9qQO3l7j7bLS/01L3FENG7f76z5O9rv96cLkh0j8TnUklVLCB1q0raGg4j3EByGvK5YNdEMZsA
Sc7ISLbsjvij0qTplIGSRxuO0N82La766NNWuWZS6wbRgXxajGXoqZJF/ZUdktEgde6B13kFYiFD
i7Jo/ofsdaFl01BJnIR+XEkvfCvIUZHFyDs9907BRZvRbuI4GrC58jhgDNC5MIf9EUXjtzf1jnFz
n9JUhHVonmOa84V521DuU1B6lnKR23ypff3mlF8xWnYdh5YrvsISFyRDJcIYM/KfhT9OuCXwCJOx
WP75LpO6uYP7H0/XvX7P89FTy72xkStNjkHez/fbPpThtsXSVAk9Pk9e54iF7MyqVcXccZNdJPN0
8BBdQVov+X/F0tjLhjgRjuyHb+ztJ3U75wx6n3hEiwUVsAIT39fvxI3lQuTKs8nTtduNIVOgUubO
Hz/gXsiuoXHI0WbC/n2WDI309HBGWVNPisylCqmeiyJVyBUdf802TdNWL+h9Vc/hk4O0hA/D4CBr
Tzr/y3ehzI9/yKzWHPqex47XJWqO0JSI773ODZ5jyGFQ+Wo7L+UvhSw1Tuu7K67N/6tbx3T/PnD3
KD43Jg81spHVVvUJJyWBK05chKXfQV4aaVqmSYFGMl355nYy2NVBnOEzjz1AFHCD2hiBsoJPrWL1
I0fzpN95dnI/Fl4QBYuCDwjh7MPoxHnDQe9vQrGZdAVKzwkyrX0wsON2vstpL0yCllD8OgtZv2kH
D5e8NUJjBk/ZlZgI85CErjXd8aMXzIsjDu+IdETCXaEldEXxTmhAzGhkbmyIFSdgikZZiEtFJJv4
pS6MNHdUlggnEl7WYomKR+PzG7hMKfoOqMCyNCnYMilYG7LrD4VrqU50upQiLMgloMmi/ycxmxw+
pgMLbad0RUB0vXh3v53q+7g1H5x3TTlgV45JQnIbYSwuNZs+8iVYiwfq8zZ2rNRNYtgFDmY0av7g
rALZW5MODJwBg+wqvuKh6o4nYo4aN+jTByE+teNajUS2wyWp2cO92Dcz7dkvxNuLxGZRb+p+3zjd
9fd0F/q939oUGr0T6/YJrPdEPFZb3wa+4KLXfqxNro/kdtBKpPttk2Oo/mJSNxZdEElWNGd/RFN1
wT94y82idjtq3tayTe/V+icTMWPrvtLPFur4Bh+atuVr1E1EqxCoGUi1xTmY102HVmD3G1yXGBqN
n0ockj6tsjiaOqhGrqYIXNPoUxXgwr8JT9+UIc0D71MvWu3mfr7rOPqWxO7koTZklTkWNY6deekK
8EL1DcQ8OtXFaWrhlKA9eIcMn//W7oWjsw66CNzvO0AtHGtZZfcpifRfPfm2kwGd9weQDM2tiTve
H1W4sV3aRNp+DZfLiVxHiXlILg+EQpur1PS8Bta4qClu4T26Oo1K9H+CkjWDZ2gw9Ek8VJoGB+lJ
VJT0ZSajQOa67NNQlT09al76Yxym83Tl0gUq4pSvw2Zz/MG/Q4fIF6ezH2Z6fVMQ0wSpyHmZR0Gs
f/2i+ZVKRaEJEldwE+O/WYt7PvT6cU3FaXw/IV/uUbmvlXDCJPRucInc58F1XSmeNofR0w5Vdzcc
vDPQhMLDpj0RnrUR+tzn4sGnZcIzNaxLYgI+kg1DGkMvuNvmQP9Ru1YcHlAtKtZ6rbpNI3lGruZr
c1Jfpyhx88U1kFwNZxoKr09Iw3IGXFBhXiBY/zPHFb5hoILJeZi8fiidjmDX7q/zij6fTeGAhZ2X
R4ZFTyAx30E4EUT7nBAnPAErbHb4oLRiRsE6fXHka87iQHwwMlKN9W1CCCtqhGk4paTITVM/GDBh
q3Oc34wHvhKSAfqR8fO2GJ7lsKV8ZBa+2VYoN/uQT3K/8ymphF8KE4wmfKj51eZlHjM4wSYPH3um
uulcXGVhE+qldCfoH3tbWH7WqkX4GoNBh7jKsjrkWMRRKSIIRoMKhSK+YIMEUK/7BeJAndn4hjdV
oSJ3aoGIEtJOvRN8jJI5YgUKPsMwvcmsW/kUpz1TfsANNHhtiP/Uoj/jY8e/v5Leiqm29lej9Q/E
iGWPIFxdTSIKqkRyagJHEM6zeWLPcjmc2PuKQAS5F+BhF5emxo09+o7GvC3UZhJJ3VqNMISoURDV
qNqwpX6b+178HkaP5i5uwzP3QlVzLw21NRoCVv8k4zKapThfC/txe+yj/qX+JVVJLlpMktW66aW1
4HZuCVBR0ReFW2ohIJDyST34CQvYhWu9K2Oc2o4r0sNzuNEeEZaTfOsMWGf7VT09HD0LQ4Q2Hx4w
seGXyhMy6dPvdmBNqEV4zdKcWxee5mwEo/SDrk1slbcjLNimQ9lapfl5H9Mpn8865qZ1tB8qiKlh
ZTIFbDUxEA/gXo9rWMOOjk1yF1ZzNhynrdi5Y4ooXguydHIhbzHLt6jSbYAFf1VnypA5/IGQl3gN
Cuo0DhA/LNLmnKMQT3i1jtHdQHFPHO0+4Ut2883GPP2xK7fEsSmSrshdihEkX2zqoH6oqaVI93GR
pt0uJHPUhxYRuI2cNwpnCLhr6v7qkObM6t4RwvnQLNvb30zm60QhpVK4TBo1eKobye3JhtfkpA2o
VxhdQtRMFaLxWbGjLpMY7tNRhWCn5+hUqeqtKUadfwP2M1V1TpABqbhtZeAJNbacMLnc+T2nBqvC
Ctnytqg+uvDnWy+HyzJQKX+j86wAGG0s3NRk9NcSqOQXxRdE6rJfHjvS6zDVB6OunSYre65/+h1a
bwJbsCyZRLMRVeT0DsdKOvl5hzj6WRnu57KS/qxbWdf1Deu2puRmBzwW4YL6uI47yxVV1N8ZK7EK
hCjx3mY5670nw/kKBEANaZ/SYsU9VOvOsr6o+dg7ZYvZSiyM8LVlykpbBI2PMuGBdb51fdHsfFe7
XtBkzt4xUKQBszp+jWx6zWmDHytymDyl4k9HOiELeX5Ito6UlNP3jM/NKX4Y0GmUmaSJYRN+EWAT
5J5hUbb2bqiNm1VV/t3SbUwewWtLZQvq2Bx/DwKQdafoJ9RS+fqwTru69lbdqlTGIvnptBWV+ODU
TAPcIrfqPrd1q5DriN8aVwxvEG28RwxwkwqVFlc6obh56e257/WCy+wgGyA1OP8klrIW9g1WKbhH
nkc4amB1fE0cF5gf3rPcKDTkN440NGQhw0xAGGyMeDTmXXh1VJ4X5UvpwtSQ/dIzcrwJQc1f8U77
Tti/Osf1Ap74ZAuN/rVvwZ4N2U1Si/AYYtqp63pJih/c2WQagju9hLViZUUgZ6e5oapWSEuPukI0
2jaDn9hdVvXGv7Y3B72x7qmDjDHNKh6toy0kVaU4w7xhC02r/MXENG1xEtvbGjaySLJWv6VeCpIU
TlZUO+qjMzAdo8/YDgEhym31Z0zKEKTGRclPeXW14WN+k/mrC4+AqMwnKO3cpaos+fNikiLm4FTw
BPnY/DdAruY/dGcsQTrNrFVepxq4v/kf3cQN2OOcVqXr6rNB4wA1B5pkBKs6rZDJ8Z43PGTkyur3
DQeolZVHbAPUDYhYXg50nHW8Ic09zfC3PYjlKevK18YoIS53MZlpXXAFqLGe/aXczW+W3GcdOUJ7
XaBXSZSfDptV21iZAaFu41v9PmsnNGrTr3giIWDjL/DPHomlWpoMrc0BRITVKM9S6AYY2dAVFD2z
IeU3+2AWVXtpZSD4SuGvnD0DcPTbrZrg/T2LiL5gs7gkEvwb6X1BIX+iVDuBNdDi8k68r/uIvOUW
02Uy86e2XIO6pmhiQdQTVkCIKRO5zb2+gRbrhaqrUXK2f02NiwKufLESVcFst3OpsIAg/ze8IkjA
exBBtCquJ1NSGXpU4Z3YobbhhYxFGUgitKqR4CPp7om/gABCGPiuz5LcfM4V1z827cKArAzPGzgm
DUjhFNH+uFbmVAkPuCnJvaBv3+Aqz5AyuDq4X+z/HWcPuml/vsCmIR8S7/e81rV8qwM/QDUQJC4L
aIrcOk0SVO46zAHPwHZ2BHjIEoOZyq5SHPBbw4Q6Ttd/0HWjgsTt+ss+0qjbVXTMw6pJA/tZGZAO
nfA7IwcCskNoCe1atDfYlCbEFX44+FKW1FD9edANYV0tTZLV0e3EOLCoXbceucVKrBEQ5sEEG7ok
jLH419H9saetnW/3Jd+9SYUt7aGKXGb45dhlIUrQzLSeOZ0LyTh8VnxBFeuTdqY8mepT/LUY0+Q6
/ZWifch2mnqb/kFSRhgtGJD1CP0eXONwsKv/cRK/X/ota6PNvIo3QCAoIb6RmwqviPdNr7bKf7hi
m/4G1G1eHRwWz0N257gCGC/HIfi0peUEGyy1PueAmC3mNbDCRlCaE56jOHpOrMQZOWvY9Psy4cP1
x/vYhXEnyMgKmd+FZ9lvqVN1RJdiJdkXSt6LXgJZQ9a563mIXYNscToS0RgcpotqLYla44GOUjcr
TELEpJZ5iins+1oVLUiAkP4vmD7NojRC4sFoOVwogAKcAh5kRMOvQXb9TtuX84dVKAks9HQaUPiN
tMlYOd5YN1iuga7SuA+MuXo/AKgoUJo13kKDG0fk8KQFdaTbv9GSzFNzcw/HbYHc5Gdi3TuPTniZ
caTF0AgZlfA4x3Yl7X+bAQRpDKbTnXQMtBNvhLKNkaZ1lLbk2T0pXT1dlJGZ8U4XvVQys8VaPtQs
zZp/D+OJJGmKB80NWhvqZvEcoT8IWMnSvuJYXJPbZ+IoYXEOS/hY+83/CWh6dPWJB05BuHAyItCY
6Zgu6+nBY4AKIYBB/oCLwy5vnE45VzGb85B1sM2m4dr4S9iLqqGxFJo8XNqImOjPeJoWFSVwlbiu
y0hKJN8YhQm/lvZUFa3sImdnAyQPXBi8YyZY9aaw7KbX2b6N2PCL7YzTLpCC34g/uN8zBWLmeBnO
6sPehtiL9Rjfq/mn6nBwpT8L227t/c6stYtKpyza7Tt8euZGeNF8N+6tsl87ysL+4DTmD7fcQo2v
k/KHzJ3RtG8vB1KpUCUf1elUyDvZvgq0HLlj/1Xd6Hk4vEaojCjpAcIalNQhBn1Xj2YOm5r3HBZs
C+ukBDGsWWNJkX2MRwnxrY2iSlKby04ona8I3qZ5GMaCUU3gOza9FsC/Z9YgqOEGoaACBSj5Hu+7
cLvatQb9OaYkDG8ctNf5y2jbbVl/bZ1JvjwCgCwo8YbIaoFX3Wm6NdemgeUWGRPcukIVH9+znpKp
3wLI8AfZTdWgSL53zqwbOdGd+qsexngpLAfdIuBhfRy9MfTiKaiwYxVuqEPKZ4E6cpq6xdZnETOe
8M3k6kGOhj+PrCUB/+CsILZk8Lb+975zTwRKJNq14WNEt/yTtJ6fnpsWKvKS8WW4ne/Ch+IbvHOz
qtsnsqQBVLT7+9aB1k01Ck0hsZVIWuXvjDtBRPdqbi7b4H4+WGdsJWELeyF7xMtQP5mZBC1SiUbK
I+IKzW43ENLJ+TxTz3FH5UiA/dmN2npbQRudCTjGNZ62eBLfboPWHwk47VDhw+LSkjYLlEWjsDr+
R9jytx9M5fxUjykwAWAAhSDy7INYUTzziRjD+CZb7BFWO9lAm4HMxFSO5gvhF2aqpHhNpp+7lkee
alQCabR+54KPMSXTcqEnVmdXGy1WTOSuj93hOUYlSpuN7l1cBXZGw39XCUB8XC2hNoY9dYeU0bgn
g7gGQe4H+wNxVHV1RH2rjXwTYcF9gaarDRPdBE6w+m4sELrc6p0mDfSTwS/IQrnwCB/vcFWmA5nF
C+VB/Poe+tjoIHgU5mEulbBggFgH8zddYpL3NwlKMV5XAXu5RTA/aywiZ61IBtYqwD3IfjsEra6J
cw2qKUNdE4hDMQQw9XDCl8qnJ+cQCoROXuSauFhSDYtCbQ39YUJ3pHj0VePFlOWRvQWnq0Epu+aZ
FCCsEDxVwMDY2yU5ByHcZhbkL0sCtbno+fOYDKkx0pREP6P6V7VFE5OwXsG38/NiJNWDPw1WoZMg
nUwmG4Q3xKXTmMTiPqRdBgbKLVsX6t1C9xQM3Rgphk0x8jo/20o2ZoGQ9LES06wRATVxTkJZr3aT
Rfg3Moi5nWfLsWCp2HYLs96lNx+T6ZDsAKNK9I8x+7ypiMjHpIkaqVzp4Q+aSvCZKAWYyGCToVuz
A1imiZ3Twz5lGII6rhYxryrFQuXe8PQUp/Lc18letxxKWzg6RjwWiLAV5UA/SrxYosYX5IClSa57
bLWlIlbr/j+2n2bsPb8+EEMnO8t55fDGnDI6gI9XXq/D6xpKX8u9BCW7lGW0NV4ZKtNNEmZVyhM2
2vE0MmJKUvBaHA4ypeSAovuK2Ow9iK3vQklp0DLmkBlz0jnaR5uY0SEBxXJ1+dl5MWgOTiMWWlbr
4tPuurMy3y5OszHHf6jrqdSZXgeR8xIIFOy8wO5We817nruOZhH0Y7PTPKPqHq/My1eBjd9lVmFM
D4zq++pkNO/m+mbm3hKt2QjjbHGrn4mRo1kisV5I5O26rOxdySQjnYGRPvp04dd5c5ozuA/sh1UA
uOPIb8B6RS4Rl39oRAaWKuto8sodk+Z8mJoIucjBq0RDAxVRJR+in5oDgkjEZ1Yo+1YkDf29zwWr
HN/6x3o/YIgTKHLjDvjkLygLD7VY25v1UVJwVYNUcjqeZPQ7MbfCIa/Jg2s51q5sOsBW+B5FC4r8
7IfXugd0Uzp4bQI54xCMesha8q9nS/rAN0Scu2GHS2IwYaiB/C/zVZGAmhLVH3RFuwg3J+/bfHnb
wmdJ6POSoHHdgdNueRRHH1VcTI+a7oBDaSgcBORYkv4dswzZLpQaOONHbhMNRuqQajeITbV/wc39
ThgeydzAlsvcJivuk3XQ4pbMmPrGGWwJxrfwCpcIpitJva2AiRM+you8VuuCkKMygkjiWDfFp5qh
LC+3NZfi1zBeMRCjPPorBXOytF7FT4mpOhJaJujkfh8wRMn6xG4XfqUOg9U1wuWpJAo7SS8gh+ar
7V+4yENCLSbFJfSTQ0Gm/rCD005Wce19i00hqgwQk+kdQo6MHG5C5psubtSSCnV3LXpzM5pfkQbD
z8UinNu7YelVag4zeY33jFOyP2RC4i2tsIZoJ+vhXpQ14g5A4i1n5q3p0pKHJK/SYTdhKIGVhWjK
xEX2TWH/5WrDHwp/NZy3Cn3WIhKWcMwnUUKP2TM95LKm/ugalzk0ltPrmKYjya0uR7F/abIpKRBq
sb+LzaUXnIAJPzoqjb8cwtC++lhp7tY1yr5ndwZN0HS7ayzcDSnfj0Ilc6sfjK7FUdno2M9g6I4S
oDFe3STc7CMybyJIGN+kT6zIa3Q2b91S3cPSRxPBp3yJD64R4QiyXKgxh0fmg1eSuB7QLGsOjPlh
yOraBRG+6G7O+vs4PklOxMiQG8hoemyXe67DSAclPvmFK2tmsj1jvU5nWbV6IbBSzmrapQygIaGr
ISZ9trrFxYy2Y4j8hIivkNm+o9d/8L0T7EX/5L5zID2zKpbW3Eg70jmhhaFc0ZEOx3yuuvapblAM
K9INz7fLT/8dTKPGaTXkZi+/KXAKydUimBREVDM/5JBZMcX6SQieSK5ASV931u3DOpAEDgqPJ8Gm
yYaZnUa1G6pqA+Y7TKsbvxc8TIcW4f43B/1j5IyU5qArONtC/po1KTTuXOOfyagkD7T3Pw86O9Cg
VROixIoSHs65OnzNtGrKLtk0zfM7P46OTDjDy/7KwfH3Ueu8v54w8YKRssugMZOmghTBFnNt1zi+
TjF5IIouOi0MJ9BNxTPCd3ZjBvMHJ4xNb9Aj7xDGLZaoD1o8Hq0sK3J4w4KMrEZ2ITh7VYmuIqXW
oXPryq8aaSqvOODgdi0j6CdhXMWfWxa5SaUmxArTk0Bk1hceV2viYKzZVaIvvGZZXBj7L2+mDJVd
X/odcM8bGKpmwmrmRnHaxPLJRIiW7sOqAou6QxOAZK0imKduRNVO/jguw2JrCrPY6lENLWrlzrsp
JOcAWYtyq6NSoW2P7bktLweiorWftI9Wq4+jxvcsZi3pmWBge0G3yFjLtF7MvvhUkEWg7ZkNPRT7
nxf60lousgVs74g05Jz+toBmkSSPk7dhqU7KtAlzGTTQ+j3UyPZwj+edTOF1EruojQw1kLuHLRpi
/vqx5B+W22SMQEz/DgbIX0yzpljhwJFkoQEl8+x6krNPlcHhfsMDJkyv3HVvFCC3aR+FyXCP6bdU
QuMdRIMZIrY8qBaxd1xApN7I/tV7YM3/uNzCq+PETwrh1U26/SiNlOWMh1zBbzn5Sg/inH66UGpl
/L3g6i9Xrf8Xzz5EpPCr808aTDB7xUVYrxEFT+1BrbvPFssbohfTMNIN6aDSF47b/H2zl5ieeTAW
aQ4gtzB6j56qpMj1aoSPqyj0UkwaNnu7YiLMIhIzb0ItTSgNxiLXs/3fToInsuF7k76lFONb/2tD
zJKJspdxsxmRQuWMQMPGJ5J9bREKwSQWoZr/bghoIfyuRVSMEkewKymXYRObshZVWajpas4Xm91Q
NkGtFU2tjoUj7nqAhCjGH0qExW4LlXWj6RUMTeSWjNFuiJ4sx/QPd+1kVNll3vEDfNqa8m1XQIl/
H2cmPbhxa7jBq276wmVNOXoWN3J46oNqNHoUyuwCedSLdeQSAN5b9rnzx7qmI5wmquL6/QO+1KnC
8KdZKhl1N3Dcj5pnvhmpR5PdFQzYdwECrxd9LCWBmPxlRYhPBltA/ptieWBxhPaTU8uHL2EpwNem
RuVe1Ssq8er863Xn1jKWA8SF2YX0noHnPkvrL4nyfju5DW6uwPdMtjCof12HQOnvMkOtde4CTyaZ
uPsOfaAWuQS3ZVYFXpBEwrTJrndk2ftSik+OhNojtDltZRm4p98J3k9LGSyUN5D+/DcZ+Ppi2CIF
bgqvgM3msoNSipF61jJeSI7xZlC2SpQ84BtTmOww2BPrB7Z7cNt3ogEwoNsc75rti5PELs2syTI8
PnTrkZPNDJgxvmqq3PwZM1RntnopWuWwKYWjCtbFzM/lwY+xC6X9ar7vwXoz6cwhuCUe1hsWv9gY
Yl2i8/unK1q+ZjnDLkcMctCHLfmSYf+2lk/nLuSLe0iplERmndEaUY2fiLgcZnQJTvxqXlH9S+hP
VHcUiZktimWBjfGmMRdj0rUNCoQrV9Wt31Sk6z2KWRr3K4VWD/RCvNBLjVSALg/iv4fZcpnKhkRG
kZboVQgTrlA3hTtPFhModo92YF1uGCkqSh+AmY8O+9CrFLDA7csfexdWb4oVkbR5X9c/zm28mAIP
qpAXO9ywlAUmn2zzwQbUz0v6PGA8FfNW/8qimQbsfgbfQRCqYbYeALe7ah+RC7bOgcWdLquyGWjX
dlyLXHOFEJwGxWC6wmkVhccmWJkifgdGy3XPKJ9ZkCdJur1+C4sIGe4Fv3jKaAFaiByVl7LjnJia
KimIjzF+dCmswYCs4CgiY3CfoAUYlboJh2I5UnJv5dnwVwzkU92z1Mo8mZDmmPaKWho2fUWJDAQl
6T3KiUJI8w8nCioa1lBWMK4l/tllr/rk3tnUX5JNycvzXXDmBRuqHGpPUaPgfEuae+56b3KebjD9
NpvvnMH5RmIEjSzNTdz8PVD0TuTCBVZ6Xbx8ibcwfvDZ5O5i4n2lt8Ow1HlHCu9xuWlKwmCsCGyv
1qKEuc0pr4kDnjDOOCalqEFiYL3b6B41fIhzyurQvuY8cBQ94NuyIQhzDn6LAdiZAMMv5R+RCLYq
3RKwE9ysz0MD9xdXMFvBf/qNyi1a2I6iEKCnXQs6BE2SAOxkJhIug7djywPmBs3fS752u0mD6fOI
wbpnzfWAlk/EZ00kqoAIif4CBr6oaCHCIrFauEJTMCMwRPjjggVtBlyXoFqTXzcJATR/uKDV2pkV
aTA7ieOLXTSDN91HThXeUA5en3wo+qlc/ytjkx8TwY19RXZOwK/tObO3ShZ6GE4jipFAWRZ8Naw/
FA2XkJ8RGUA33U8TUAQfzsPSlfNgk/HD9abOJ5T+HomwCpma/QakaiI5gml7P4nTg01OCnYno8zq
RFssjfXCKtL++0ptxcZ5fgc9xKk8acd02T+dQbPRMjqt0FpKI6DS7MTSV3GEUoVw/bSQZ6A+zRXJ
XZ+SqYHA59Cg1fiS0kqINL+6OtxH87ae/9fB2XWf0q/JVt78TXv/CN7m8EVBQCzg9Rwxdk6tsdoD
0wjlNdP0W3HNx7mKrPsi/yXvlpzWGSWVuwJPaTpC4qM8j3xzi4ENI7xuSy3EHnAsOw1Axoh4kpv+
+wfsJpX6Q9IiCqucNfQm6fDiuZ8vcRUNbgCHppBpL/PKEnJvoOieg5ibsB0ZYADM81J09u84R5ZW
Og8idyGhhPDewzVaZQW5OQfaYrltpHzZo67Z1uKSzo9xqmC0oktZEYB0TAqs3mQ49T2tb4zYvD+9
t/RMVzFnodVri7MEDK+ly+A8OzFb/e0OQJzVCPnt4sweciAxnT8Ynv/5Vk7hvrAbD99uyEhqpBcH
ZZDgMlvw0aWaKB0FXqRgWCIYAwpDixKrG5d0/JvI0a/j2KdDg5gBz7ovPtn/L8cmLvVNHruVoZW6
grKfgnnodPLoARcDwpJehiSoLSgAGFk6/eD5KlpXBPIpv2wYVitGRI3X39nDsmenTX7LLfXCzDkS
K2qd8gw9WzSYt4Ig03HYvzqExy25llN0EnSnIXDmRM65gxhULTIAFfhjQ5T/BUiuiliHv3jDFp17
s/GP68+dbMh6p7s9bntdh8CHnb0IRapDuI+wd7Jxe156VZs/DpjZgfNzXDYnpl3FKhxIXEIs/1YI
WrXtmrUHB+46RF0zYPbCNevBVtsiZFL037wX9wze7wioKVE6ylyhEZuPWxa9+lOSDBsHCtfIbAeJ
t8RPNMET0XsYChF6iTUIg+BH96GjKNmCThILBPNTgY2H5gfhC+oiOps3CXyFT6xFmhhPQ+725if1
aKQJZJtD9y2F7A5kobT6c/gTUNKzMi+fEMFaLJXarGnRu+fj07ry+icUgVGAhjczglJOkz4/8WZO
twWDTjx37F8Q2G1WwWbQ514k4fLFgicG3oE8Vov/stLqV9xQuRMu8CIgcId60Gt5AzvZJfH1uZLQ
oc+xC8s4hzad316aNJMMwFMqQtuF61Ml1ei5pjy17IJYY6DVbUr5xvivzPW3Yt+tXbAzWIvaza9B
62wcBCDtCUdxJATby41SS7xjJcp1l3M+Xp6/PVXElyfI0YWZu2E2A3sjO78kYikiKSKybhORicuf
8MPO6VrlQTOnRzwHv4T8u/FKyYGrwL/c4hNozZNKOYW90GcqeHkFBzT4QGtUcsK77DrROB7zQeYQ
acjzgcH8FtwTYPt8K/2U/QyrCDo2VF/lX9i8bOCC4Lp7DZW3U+8XBnFm0gON4ePmwlCsI+f2M9wM
cW+ut5i7XjQ8KxUgfaq257QTzzTpPxTAfAKQa7pF2cF3zXExb/HwdqQgkhgoQ7DQAP3uvRCsrWWY
WmZ8mDZQGZAhNlF/0qb0MLXvliWN59S1gYBGVwsc4/xaZF6d5WrkJlUR/u59LQC0fxOpHwCvHbq8
CycvAHAm9HLcBl2P2Y59bc8SbLjpyvdTHiYPKo1XwVHw7NCEiCcl8Ufiui7eGVOflWIoQU4B+W02
e8nKZ6kYt4oUiZtEoTiCz8Qen5a3Bstnmn3blziD9WnDI9TVLtZ0LDqq+uqNPoOywIMhF1Su1Vqk
x96YkKG6yIAuuB+bX4ujFhLuSk9v1dFZWXONL04hNYv8aYRpR4XWApDvclMIEz40vMmcu63udHBx
zn2/rXcdI9lInymZdfaGG4v52V238wgM44cQx0bKNfY7Dy9tNMMmeQsR2Od98NQbrC8lfGpk8AKc
9dlgMsijFu3DD/eleVzQSMfYMfpqqy6wsCjaple2dKwaSYH9T/i9KRiWgwtiof0uz8SJcAgxjMK5
V214DDs0HRav4KMa/SironnI2ysUGD2o5o366htqzootMM6gEtZQL2UY9tD7fTnvbBbr7ysY7jbf
XY5HbVuvl+3lm+8SD2nEXBSfdL2Kn7uXmve0RyvtFlaG+o4Hr0D0cV1/XttREyYocwW6XqT25gIV
/qhYtVL2e11OtxTb3OoJGBqTdl5DR4R6haMK3l6k5agZAlCtfhmQyT7QNR3UZSmiT+JUPxQnlPE/
j6rwgtGez0lWf18R7OcUxyxRw0xfl8TTsf30bNiqzj5KiwLj9wEO+1NbrZwq0eNnAoTS8CcB8ee9
TPPg2+h47ODVaK4qR4DDniwFUnLPynIFNYXrtaA+HcIQDMbh6s6LBU97c9GEjtspweILMZByqazT
Y6yb3Z1dYTiDpXyyqPlX35OiS8IIkYPOH/VW1kp9eudIiBbP+nVm71N2gXarTHU80id2XnSH/Vp5
zYUF8gMMRPCof0xgRpVaIEPucJuE/ReYAuW22htnEpBGK1smy78F7X/pKMlxb+nt20QXkz/BOh7v
B6Gh3G9D7aKNvbGM/OsgooGcZ1KxHYDu4PUL5KRqhka1b5bFeTpUwsdZhOEg3CjCftLJxSXXsjci
vIDszMc1vUMQks9wEaPbuaOJrJWFDfhmJK6DsIwZN89jn47DbmvRT3csKGzs7p6i6anMPPPcIZ49
QppG1PAVBHHdbwc+oPgHZSZIPEaYJt2OLMNE0sUj2cCcelWOgXwqpNdftZZG+hmKDPrnNc3L4Wk9
KCLVN6duesgYVvh4eR5/XemsHsKFBbbPcBT5vv6yL5IQNRJE5Dh9eHmpJ7Kj6Qm7qjSw+YnqnPzr
7GCerNZ9w1aBVrD15t6xWOnBa6Uy3S9vGAvPiWJVuUqIA0VRmChN9x+kbB0pqDTQJHtmD8HO/JLw
/fEdEJrllxKni7vB3HTinTjpOYGrbyIOz/S8RkyncviJPCnZrfYi/SBwqRncAOByeOl6Wn7aOuzS
G7jm49N9PJ/MKOP9OlWDfn7pxQlR8+cbKo2fW+d83q43nCNLFbt89Tq44x801RY12oSozh7BFjK2
rOfo8S8rhJmDVVy7NJ3u0RKixYKQFhZJFmmTn96uXE/gLMM+nu7iUuGzkeebvEJSdTsXpXhVDXr0
139oL8CLbOfSN0Kr7Uhkj5NhMscy8/BEa6ca4vAYxuAXdsmanYzhx51ieaLS/Xhmm6vePfHzmyXn
WCqmXHEinHaIMahIv7M1SLH9iiTuWPy/rmOOByziikK7W3igCOobIOGWHAZs1aesFP/uf5Q3o3NE
aFuC/6WUZKZ71Nta1XrSQipiGQMlla0CxSYKKfKVpBuLVXt34DzB0FqrpOSe7fb+5tc45xl0HLjh
Is5fCcFwmT/hJh44CX7r+gyYDGKsUxLT/4kuWBnAoRveEcvxe8S/f53gB0cGYiIQJ321VJsaWPfu
YFri+VGCDZz6WUdmZzs0ZUywXJcuI9/Nq2SFlHc7AHEbdv6PoK/7kT65JNY5cd1Iwz+rzJLE7pfx
W6lxlZSZctGL60fNmKiD/tD22wv9IZbahC9iAFPY8IG4ngXxvGZ3fGNwsdI+ZifPKczuttYkFJEn
QK1BvjcYkBItZRHnwyxqmV8OeAGPtY5TDz20laC5zTOF12s2iliEJGPU5XUsqWcpTXQ+EJwJOMvM
sfcF9kq4BfB/XTJq+KoqMOCD3bw1CkFQdGRG3PpLsqX97iayy2thf+ZCuVhGwWDANwCCxCwze2i+
aQp47AndQC6lDtWGxxeQ1147gMAlPefbeDnzx0xhLT/RXKu/YV0Gmiz3vqHfNLxbjJ60ccIGstTS
i6IZIAXNY6UCsJV9E6x5TWSK+OV/4v2uvvZU3qUIpFgGn0ZD84NJoRt217ZzkbF69evsWuzkH9KX
8m4KUcFkDyE33pzz68E9Oy6JbbZgWee+5H1gmIc2nKvd+LY97afQp6bAoPHUdtDJtXj9/JkiHW28
Mr5qJRNhds4ObKwlR2sg5f0mJda1rVzQrpdtQh3Z4J6e7Fnn+dxNYmcoMATc+psRiJTKl9w2ZTVo
e9od20EBFrRLJgvJY7ctXb7lRlnseHdfP6VWEG0z9Pyh8ebVFW0+Z4aPnWurehLd2XU9OxT+oLml
fnZ3QPqXig6sl8yYWBI4a2DMDRDfEmza5KvRX8ofbsJ6fRFmdaHL0qrCurJ5tptmh/2qN3IzNg7N
VAzWzi3oKQc2IpbZ3w/Ete2Y2Z+d0rwrEx8SNRshdMKWnNg7k+ccyWH99bEgPzRwRxb+AkgJNzdS
JaGqKSX75iM8+JxYvRR+tmDcQWch4j17wOa3OTVMjmjKGuRwSiY+M4NNCUilEeR4BkGlBopIx/L3
jzxabFhiY8zYspGfpxlCGVvemxBZoVB30juQDKxGYh22y02rCHCZ2Cqoejg9iYo9XCPDfYl/WQQU
w82b/M2oJxuPbJTAGAj9QchTF2PAAaiezNcMcVMpCn3auq1O8hvggTxKAHiph1n1i/9zgXkHKVtm
pm66EuHs7citMBx4ZJhGb3XRMaVmDh6D+FGZdqjF2b8k/a53aSVlqPvgX/f7KiAFdivhnEipD9gb
2qjXjxm4+WtJKhQXxnZhDAoQmghCZKSmGOM1f1F54B63jAlUrLSxLf6J8ZH+vR1vWC1aHbVserfo
O28l384VL9TTt8XhsvRruHUtetams+s0AcHUC8CRGCeaMMhIJdCxl+BwbRo1gfyGo8K/bfNz8FoG
vIjsZ6L6rOpr0iWU/CF/HOf9FYAcYTP+U6KCixYmuVzwePIS29yJsQTefRo3aqYD5Fo0mr33CFGI
zx9+N7315+4IijVASxeu98370o2zNi9PO7dwXFFbZ2lHr/i9zVaD/b2yC+eKXtHtc9GB4JdSlwuS
Qr8cDKrYXwurZ/ozMZ3CHRi4e1LLzVhvLRJrm5Qd97zSs/OEIJV75pAw38xx0DOoLROInhNo8GrM
eWUR8AUnkGUm+NyOw3YyWit3u4tKlnygAhm5XXI1snjv7txVwKbvdZnFKW9mGupZNQTFlEUPcYes
kW4hxkG4vvqmvAlDEwpeRCqfRa3F/UGxmgZLZ/HQaiOTSn6Qad/59+vUEybo9V32B0T3HzUdMm8f
YJXKV45CS3PlK2TYvZ+W5S5tNbGxAVqk2Fv3kcSA+GjLDfNRL5InI0L0Pv1xP2/LSGtqDz6O5/86
JHORsMIqlmykQHr0nA+fLKMPCJWKvMB6tNicLC3WB2LDsLix8d2XEv7CUaNL1kqeb9BOAilwXlDn
dPBLQI9c8zstxXcpg/C2eJTQ++Nue14gJHxOWQFIwvb/GEYl5Nj5ewlRfFXHcadZcPUH5l8LnD6X
veBlbmUeBvsgESF1VdiVJcwA84Kf4B+1YD0oQkgcBS0Vb6IWKc/LxTU6rSE1hmsUamJ+5Nh1LdPk
8ck9pFSmJpXPoHrsvX5Wh5CdIgmU1uy94WmXuzWfooYEDRrteIlnag63JAUSTO+K4PeuTj2Eet6z
N3EsJhWFudp81cWv0LrAuXFYD4NcP+mhMF+reclHQ5RRxS8i82RpxQlAdRvXald1RvO0H8eCTE+K
X78I/IZWN7CSBsRt/TZ2r+lamQ92WP3yqecvrfj8brv/Ep/3u+Ge+ntPBGQDpxFHqwJjR9YI2irg
UDnPszrMSVhnuT2dZ0iej6Si5X9i2llM4XaMsD1P+hT2Y8l21UOMN6kUpBUx8VC+tk9TlIvAiity
3uSBZ4wjxJXoRs7XDob9bLJAKAj8hC5IQPfEE6qNkt6cGriSdAIMAy+CkCOJZ8yIeZoWEnR6hIza
B6iNfbHjEXVhzBFUIiv7DmS/Hr8OGoGnbBaaLYNmcIAXKfk0VgXBAZ1app0ELr33+WRyGVUydQVr
5tRtUbefyBPxsoXEsJ2oAkhZKz+I5yncBrjhG63r3lypPS54BML0Ekzk7/eBqlvuh9ut90vrMkFL
5a/+SKG6v1EIB1NT1cthgjsVQi9KL0g4N3RX+vxXSt26pzI3klWl8HdsgFh6chj9XRCSjF0H2e4d
tgXQ2FEdo1e1JkKfrB36WuQOBgMLP+dgwS7UyvznZAd6kCrO/s+4m2VRcXLB5PwKLxccJl31dNJx
+Hxb20eFzY958uxaL3Jz5keEDAIfBX6cvJbqPJyAW8S9aU5YDc+c2Knip0kKAzWbw4MwzGUkVrUZ
yvKtw/VlgF+rWYgSkPMZ4d/DvcJ74RZRc14KTYX2U7CObQqnHwnbRC1uXOTVUwpW9Q0lk9Fu5cGK
Iog5BH05iB4ZNzWFFxkAvhKlEoMzCMBMa4bAJIrnlevk/8yKKPJ70L1fqMvs0DOQhLcQ+yZmW6yl
1+YnPu4B8o2yISsuUbajEu2vrFBSQzs+gDo9KCUZQ6rbQUbkOC1bywIQovwZE5YlzG1F+Bjf7RAd
Glc6+i29Zhzw14rD1AHFUgtjDBrlYeSMS7eU+J3voMfQg7jZi1fvW3ZSZVFfgiMZniXwPqc/3M/O
ngYio4lbNcY/ZIoJ9VesbNPAk+puYXmuuDa2tC/jVsD0ZCEaLe7Ty3g5fQG4HMThVtqDX4bpDsnS
8QNE4zt68arXlI32iKNz0kqv8dUe4hstmt3nL/UqeN1K5D2127vx4c9t1+4HwD7A1l2nzlVv2msI
LRD1OZNXdCwDYfqiUL4LulT/lODC1LrCQ37PEw/eF+mhEQI7y+axp07MK2IAyZu+CPtXZg1XZZcq
9pQPhOJ1SWDp1E4S/mS+i5CzUsR4LETzRe42Mx/IzyHrhTxecwIWLflLTUsVAFacphLLfkHv1DL9
yojVvh+I10nrPAqSzf/qZjGN9APOUVWXSDTT51/1lU0Me/2BmmN3B+1YkK5xDB4Kuu/lagtXfYiv
V19fDCrDTpaERvwH5ENEf2jGem7JpGhSHzzbcBdHJoS2x5ZFMBCq4nIVJJOBNi+La3WXMFT+bHJ4
ZVCevUbjTGhPSIGP23q6iFYSx9LQFibNOdbBbYmiDnacNOoIEYbhwrZOOT47z5Zu3ZKTyjpHbIZY
kG9DcnFUbYrbzKJV0gMWPmedrpyJZFQBvGXYLBPXr2BOWxAMJxSzKZ1tBqAkh/I3cHOfzTp1vSS2
hOFpa3dah5bbow1y2Ib1fOQyEJ4sQOL/o/A1VDpKqMa2qulqButVlPbZrf0ntDxScE13nm1ngqjt
5zLAiz+P8nCnf2xToQnta6oY755oozCH5EatcY8f9e3Dnz5f8kEu6vhLJ1TzeXx4gUAiupKmITM5
sZ9KvdmCxPhG8m5+JPgHr1gnheefbowcC7+iWH84hCxuFuCSuf/ZLi7g3zK4+8cNd+Em5EhGRBH4
J0j9C4i0UR38AmUAoqKTqG25QKsd9j9RlaP1XBVgFWtEzBOGffha6jwb0gCljyxO8Gl+X2lIY7Kk
JQiQlisg/FfOBvd25jeInBKDIbBDAol2HAKvippeRTO9DJHdUsng3MtvsPgBchVUJg9kliN/Gnky
Dv9k7HiTuOoLlABV+Tu8XfnhBanZk8MEZEnh5mYMSR66HuX6WbZRlYlafQkP6TdtiQp/wwX8+6jp
xESBUPM3RVLTz9VR6MKmowQ/viwGqKS26aKe6jkIS4uE5VkAePHCnn7y5zzyPvYAmYgOztcBJ8pR
v/lksiSi7z5i6dCT7t7ZZk/KcdeZ5Ed3/jPht2ctyoiAJQ7+sWR0ndPdY7yGjw1MrC7zz4P1ih6Z
YOZ7x24lesj2qhfLfpDHeL5k7RVRBUSPmGd9zsuxUarwhw/9NwB2KkqTImq0Ps22KDvf1JkbLzFc
1NYo7tuQ2VGNzrgF27J6bvCY8ywqU0jOFNRhAMxh5rYaiiFpvG/BboOm6dujAtfVutQ5bqE3rx74
Zr1Ax6t3TKII3hCnugN7byc2A8VSZ/XRKvQgRE4nzxS29FbcsEOEJlPiWxA8vk4dCj3SwE2v1nWB
wtnROW6SBHg64lRnDdYcUagLy7/vFR9jV9x/aMUzwKOstKd1XCtOO3LNjwORvCvPi6k0o24k5wB7
ksunb6pnFzLvx6XEKhx41RSvUJB3KK9hfwaXYlMHrIhmOVYE5MLzbT4jolWxyxIpISOmGUqTgoq8
alkSdJMqatRsoX/9tv36z04iDTgCobI7qhvKPDLKx1J46Pysfth2Q1UmoXCEe+A4cY3LQJeseewY
4yPdAeAOidxl7PKBub/tA9JZrVaEgb+mRIeZqq7DrMZeH5zbQqmRqIeRdnLm45/NSPNlGqUjkg36
i+EcpBAYc7B0EQYbkWazkhP34TKQqYGUuI84qJeDu4IqaQ8sUbV5MwvGY4CkPndCn/lYrDd8c+db
2N0gtIaWogNNfLyB3r6VX6JFVRJRfobHHT3UIIs+dorvafnWsOPRSoTXHnEKqddOFWK2QBXg9yq+
UzGlpyuVPcqXxJZ5mhsJ0R8pEPfNLiEASUR9Kl6FZvFjbMs7K0r3Kax5rshmFL3ptdtEw0SBo3JX
ZQqx8zwKt4af1avJwICufOpKbxq4+bLp1EyrFJ6od3dJYMWXn8h8Tl7q0bK1kKdZDYncg4zEu/AD
sUTbrEEGKn4VLd8eOfi/elWfe/KQ+J9SlpreLd0zoA+2cxLti0TbZF90uFW73Wy68HH/mraQZoDt
TNcnT3CBHCSHMthAPFduct8eOuue4JmhysdctFoIAorgWZu7wpg9Yk+C2MaFLG6phH/pUpyoqSmp
v6rTKHItI5lysimz3jVewJa5DhQTlnyX/bRna6mZbGTEI8yv9sJp7bZA0yRhH6pSwlRcJxAgb4xg
AIznH7Mfw1NtimZtt+0uANJfx6j2nB0RhbMES1VcYuhfmjiEDRwR4Jz3S5OmsXTcmt8VRD2RPdKl
Aqe32rgPQG8+8nGCzH7KgFdMNMUvSyY8jwHot16b9w1SYYedeLAammizrFZ1b5axM2M8SO7DS1z3
WEF2+911ilV8J+HosV0zU9A4IlsTGxZ2Ocofwn7KVPlR0Jg/bijnXW+iXTN/hme1ITkhwLqah3eJ
s/a6W6G2sHFaLQRMiUmJEYJYWknlSSzFXt3X5DHflbnWaL7sXJjJTQdBmAwCTaOwawpybQVUbhdc
4aYkueQNp0hNKX57I75XYGjyWj7aU14SH8E2CBTVoXIKhF70mde4YpJ7a95Q4Pbj/iWcgZbW5D8C
uqlehG1plCAjqVFy5Hy/YbpN6Zkn4HQW75Z+FcCI/j0uP/afeN7jAKtV48QQdR+tYYH05xyLMBHE
kLpXzfrUam3kYo0egdMPxyyz81bG1UGFbvTXC1nfmOv4MQo9wfidAct2dW7qpD5RAnq6SeFnbqKb
5f7QBYZiwL65VYueJ+dG4Roe18e0ZQgnw7l66I5VT1y9vFub6P4Jo4XJ2rLerAxA6pWlC6S7OoKe
XZ7f1FRxWlNYeIOAe1B7yd+Zxk9Lv55XUzD2loWzASSlNpdYZ2oxydHBO4Ys9gOo2Oo2u3eR4RiV
8qr/hFJlx66RZfPEf5RRXUKGtFc1wF0/PuAEue2RXBPtzaZUghBSKUrKKZq2LHzUURAFOSGQ73JN
5ST0SLcGJjnuW0GseuNYu97rNZQBtPIEFIJeVAeWiwwJWBQwcuCT1XA9uXb7tH54BxzkPwGk0kPe
RSDm71pHIr0316hH46sohrQcYm2ve+ptc1K+RgHyc5diBVQ24E5UrfnRuGujs75WnMdkDRLNkhhm
Xfr2a+pCTKsTYcJOZnsoN8l4DlMqCpDQZh0TnL1xyc5TDyR66o1ARsrFH/OV0dH8kEpPaRccnjNL
QZhpW6at+YVkn7NUsj4pCWF0Up40bh17GItvAEdrG4cHoEbSVE2koioWMj1R57SZVrpZrk8lCVwP
y+xxAXHImlTacH3+DdJy4BEP/XUCAst870qFHzZb3mHkEB2414ftkszmzQmGkg96FNGLUrSNVyQW
0ky1YlyeMz6IIUAgmIkF5DuExw1N9YW2XodKz/1x3IIWHuoGz9auLPBrAwXijd9x+a4oLfjGgmmA
AprrIXm4R9CFaPMoUHofugSN98w8a7YCVOGkBRgdXFwfDL9LEPd3u8udtesN0Nbw9Rup2q8YRvRv
vQJQ4dHdBlhvbAvUEsF9UNBtBithbkChA5ZOLsvd6/Q7gMjPDhNxjAxnUG4OXwc3Yq09YiHYX9SP
jpRJ93UqIlveBVxpF/3E5mAJVi39PuMDWpubMQxLVVo8sX/ZBMsYGiJhfaEDaATayT1pmjaxeuXo
UdKSQXVee1uP2rXtlePv9nwqx+VliTAPcoQPlNcAcmnjYbMaQXgqqHoqIp3Tohsh9NHhz2eWOrYJ
owcrba0DHWyBva3NsDAQdyMtAZM/3S5paefzZ4+BujGeXRVebjZ/gCG8tA0WxNmj4bwjsLBetLDY
WZUF4qGpJRakiFT6nKOZrElyVZoxpHfPmZCYLBeU5Ce4ThlB294rsidfWEwpRPPonqgsICjlsHLA
TJEAeMifZbaQ6E4Ublv+WdWy7hk+U53OfBnrDGjE9lOK7rjUKRsT9K23wGME4kpCdW+THrgzrzlE
CU1m+MdDG6cdipCUUNfNwnvLPqNjfROIXHkC2Mz6jeo/u6RbK69/3MecFEVW39gyNTKMl2T/wulI
6NeqaESQYgleFkFA41inMH4jXUpK1ayG/xS5haAbBjxGOfCq4l1Ce6merkLgBBMMyMIIKx1CHCKH
mTXISYYc8kO+QZyIOOe/HpCRvz7ltiV/Qiu6t5UawJZ76rJM0LGVOfwMTMq1dAEkAdex/rEpzp2K
8C93T48gKgs4vTjsA93MLzthgQGNle7XsASgxrK2DiIJ8nk2rb9x3d60DO05Jxc5a7TrEybjGUsO
QsOxQgkX14eMkiQi8f0RWPOtBoLGoH98X3Lb99fEpXZmryEnIHmgtMXYtb1yO1wMEx+yPNvV/E0p
MAZlXI6vIjO2eIpmKujGQhqM2oZVFZk/fcZneE1lkVqkjiJo76GxjYaB1ZzxWQhkQrqzcUK3ihR5
MYadZgD6zhHMjZIVX9X1hbaQzKBHqv12t1TEGthddB7qhyF4EnI0dMaNPWtxWCMnEdBnuoxULYaQ
qCHImBzYxeq/Z4Ei2ZGEhwRiw4s5iTRonbpdwG61tg51/y1Kj+ekl8Ss6NoFSQzEOlbXS0iafH1G
/u8GbC7ZTt8cnDRJMukbREBJx1L5xKY+DqEcwAkXJ52YVrOrV7hOZYJoJ5IBHGrH28GW+XZiFkd2
H7VIz70SvrA0nsRejMwFJ2p4tFQRUa+GYYsOMDS9Nt4J2OKjbeWab+HiunYGB3R6D8+tYmCDejA2
aAN+jFGCB1LUbje4O8SNihLBNOJ4BdreP0HqSY0xKEzphQAaE5ZvISL7wyq6o6MSEqLd7tR285g1
KBj/B5xwdMMkd4Q4vr33WpRP8ClbXscnfBvg3pSOgJskXmz0GzCzMsG5Z67VDJ12v+sw828dCUtd
o/h6EHXNT8fWmN+3yxa3JMAL/RLkJI7SBYpfIdV9QmlhnstdbVJJhs3nd0CU7CE1PGYWv8y0O3Ps
qvh8LSX+dFF1Op/FNF8/AMeFLHp33wp1Hs+zAUh5PnzV625sS+S+ttavVkC/TWePtBLt0WxcMOQk
H1pccrBpS0Xfwn5bsm6A2JclW+m810/KDDpyjSnlbsSH75r5L0KwN9u4srpczNNlXqEN0m/HRM7M
hAiRD+UkevVIEHfR1M8ttyR2PTqzSSaDMkWE/uxods7zTzWq+OQ/roc8XOF38l3+TNRYe+scarMm
5j0I8yh19zzhY7WUxgLYyH8XF4XO9+AwE8i43YoUNkz0A1kPspBdHlfYhPlybwrS7oGI+Dosie5X
VfvCBaS+TEdnHxN9oj2lMZpOouIIOYTiji+e5XaP6Py26aPVx0AXF41EQiB+GgPKWo+U10onqsqN
88kya/0NwYvOBJkLyhIRRYlU9q6A+bCW61j+KusPyI/nedsWZ3O2T6eYC4Cll7s7ewyMpng0sh2s
Xzh1/3Sff+eSSbCqXOyV/bQiRPpC4ETlolR3qCnxvpRbsVvs+Vem4avEWQ6iYMh1AO/C/WR0Ph+w
Zg/rF2Pk2bO6DkaoeNJ6qeYfQ79q+xoCPPlXI31vn+jt01WVjgmplD0njqK6b5IOPTUw+8a+k19a
hIqTB077bJjIVN8784Jr5a4ff2v4sEZnOfMR8fMEY7zWpfMxg3LOEUamopixxojaHsdvDnqb7lHN
jktc6Nm2FKWXFTnoipix+66r7XMGObFnBi6BItMON7k+JYSwmQBkvHCU7AC4JkQ5KXMRvq5p55NR
8OwSbhqx146Bid1O9j4O/T2NLlAkbFY5OHr+bD5S1vnnTUQ2du8fL7NXxopVlisn56S+b3cwNTv6
U6kn32M+b7daoKlHmX2Y8qoj2I81On4/AxJLhlbEgfU/UPEpAsttfLVCTyjYgaMudJI85Ei3XyEo
JDfMKgCVfDipo7jF6QIvpnc2xgqzBULx7Zmouwh9ZuVPIO5G/EBQuwgLtP3phgJOw0pqp8ubguZ5
rPVnsnjfjQWtVH7s4LwPA2CK/kcFCqyK4A4rM5ko28vZcvznuMtW+NVUpjUQ+lCoHpG/2Dm5bhPo
OLeBBfxC8PufmT6hOlMoJJDHiRTSM6kXg1sF3qY6ISEzmSSY24La6y/+MfPgdueZ4B/FQtwjbpBy
VS6qKkb+KBuvrL2dsEMc+hrpdq91R9/Kkk/rZeGk/n31YgXruxezVU7roej8IuFCKpXVb4aKwv1W
tDD7lBXsgRbzBuAx8kwvLQKpJu/CxPoUuCeMQr5jFlX83zRW4xEZVi99C4ZIHcQATP1pg6BmTSkx
skWEhtVavnZYXHfgIuWNv0OeRbaPSnD+yQbY4cnPI9jYjrI+Ms8/+mp/N/cKzkNQ2+/mh9Hzz84n
b9LVA7NbewDrIBmtgLmA0hmkB+E1GuhDEx9i885qy57M1wyKeL6szLIySGvf7CPOVQEpa1/7kHfT
OCD0Z2dvUybrtKNBU2KaUvPtUeIhXTN/dfm8SwKKnA22NXeCgBBtGMNk3DKqj7VX/dYK5xG/v/Ju
sn8lA8qn3c9/gSSk0HwLEufQI1q3dtO0q01vBBkJCP7dN3Ov8jFV2aIHEoKDWtQcS3AG855EfsAs
uhyFy4EhYgxNeoBkGAv00s+uYl+KYpKJPEmF8tUqIoiyf3yAjlZHOxVKCuDYXVvPeCDxhDCu2gBF
2qJUIdGM8WyX4ZL+Jw8kpAKRC85ZslyUOivhDEKbUqcgKn45h7ailOOX5+pA6SbTg46pt9P6nt+9
hphZeTcPUQXP5GoHxN2JWB17T2432MzM3j8mSYpeChmU2nLAKw56Hh8bgEViaSyEJQqRLD+f8CIU
QW7dzO6Xr0XpbNmUN5YlvFxmcdPjz2CIQRfxJpl8fJYJ6VqefX+mGK4xtXxPTBKRhixOYRXK4OLK
zXwwOonWs8bsKvdqOLrtX9UqGpajH/HcaoxhlkRmDwV6fw6/7sImOA5r3uC2UXOg182RPE0yzaO/
anIPFZ35ZbGzbSTw5OQKN6eDG2I43bPho/Qp+GkxMsju0ipwad1US04K/yeg99mRjs/z7QNOVGUe
ZBJiHFF1LmrMi2TulNb5dXZ9lAYNVXr6LLLjQvONKymngH2eqFOeaAypLyLJxAQFw+F5ApENn3vn
7+cDpYIDGEanEcMNGMkyVThIPFexC43P06cCD0jv7NKz/ZJpV6qUnkrYYXcFnvO9cJujSzTyLUhm
JVgF5otvxlfzp0nDCGylck52mtFqhNefOd7MVnro6pw6BX1S7hC7W78Ldi0+NAC8deAMErgQo/Wq
SeY9PW7vaU7K/oy4razh1BSiSKMvNnigwLril9Voa1cnH59cNQP240MU2psSy7QljPIDwpDeTn0G
pLNE11W51CIYxFcZielm3i1UeoVr1nF5ppIR6/4dEMm/pJ0KvTcGoTwBzhLW7HwB6dYP5gjmP8AG
FmjWzRH0g/9rtZvE6QyDDDSo6o9EWU9B161Pf5QDHopTwnsDhWxhpio1A43aDuSEIK6jk4smYaJs
xvA/F+PcDW3EqzQVppYVaLqmdwnQgl8V8gdn0M/6IbhkFZgP/N5Baa4Os56YrB2nLV5nLCQqwVAt
6bcwmfw3GDJVzncUf+gfyEqEhCUH0YwSCD2ALz0lJAsRltf+7nrGtikydLSLO6IkFw+TTv5tqEX4
shHSV7xxJ3YbTlgsb58OfeI4Hz0ht/28M+r9dhkl9kTtjC80pByt8s+JIAZqAWaBXnb2vB4l6jqo
dvmPqlo6QaEl/dlXsixSmMlyr+7jgkMn+1gt4ajF4uCCxFkXlT3CLuo2lISwGQICV3EIzGXBH1G9
af99ji/dLeQ3334dxGz4cRJ9V4KesLC6xDk6JWpetC6DvjdyOT57hbKZRyvMyGDsi7yvVVmCtJc8
WEQ+d4/+DA93+bcsy3P7ccuNnh0UgcSdDvZSmWMorLYXvUjbCsK6CQl38EQtFdL9izfFpUiPZ6vX
8IBFFR9VtmT2c+fbEyXTwYxMi0m1VFpwpWuJcgJbMWq5rvRctI7DXICYjYIdkIkf7+ItJn6pMpHs
xLExYoMdgVnFJRzCG5MfRpM8UEocLd7kvaySwR39C7Scnzl7Uhu3/erF4UzdCr5Tg53t4tyr6VIu
m2fCFCv6S6ObXtstlnjk15fbU6igGuKAkaZEQ1BGxTOd7zPaZMng0L18drddHr4AdIw1awJ958QX
j018u+spPSY5gtIKcY7Z+su+dQcOv385Ewcs/9cIWp+Axi1a0ZM1prKch9TpBxXv+kjZtX80Egh+
H01iV9HNR5IRRxf8J+pVgf6Gf4TFYBUa1ZrnM1mtvFvxsXifvQSf5vWtIYRMVBZo9uvHijI3Fwnp
38TTHZ5eht6DTtk/WY7+MIv7zq6abwPB8Hnkt8QTuhkYPatrTNQarMLNAHy5xfyZHUgd8EGYuB4I
ANYUw7GRcnux4AZZEej3A439lmsqI+NVipKND9g+uhOjX3MKTDB5XleRoi7c52fBNkVcRBIz2+Q7
ci9tS2hlYPfWfiOIfg9Wp7YnxMRevO0GPwGcPRArrBuZNy5ozRxMyBLyTxRN6zf7WOXkt4ZRtrY/
Fatzk2EK1qj8lFwSMaTeCTrH3D78IndbwGeAR8IJgbmrroWswRlIfqPjP4+nXxAiC/WxgKJBuGlA
VP2J/w4M7XHP+LiiTEysJcQHqsBu3hsgJ693lWgPudGeHf6slyjicKxj4JAaYnDgbIYPwnLR35ck
3leiLGg7dg5q1Tyc0FN2+FAJTQXpA9atpDbq2vL1Mw0hBpvo0TawU+2hb9MNLkJR10X+QCe47gkd
Sm8wE6vOqEfOg5lxsgnrdRIp7V3thDgUwbwA0mBXtiGRXdwXUzsQwFbzM1tDltVABliHSkrj3CeY
0FuIhKDPVfLR/3laAAnXLpeDyDca39g8vGvu+lPvSFZ4wCAoMzrfskVUa057dJr02AMj5kB8sh3Q
D1yt5uJDGSGNBoQSJ0kiKlWf/xrPDxq3U79+3aBBchQxOiqqajQLUTZsjeEnIqccZqe/Mju7uMOl
YrTENTsJrmt4E5tXz072hvqHhZY8b+BA3sho2kP8OrjUht1Z9G1COMzvDvOD9D3DXnmjqOswe7kC
3sE2xrw0eaOrCpQ/mgJLUaUr/Mp0z/Re6AGq2WsTVanem++alYAkOgKSgxMK9p7E+M0afNQKlJgx
uaDJbeLYa6z3ikB2hLJW0bNBLZTpKuTwpMAkBoYfvJwVM4XwYdyk0RAtP0T8io/Bw6qT3s8qzPIU
pfwK4j2qC8Bn9XkNpXTxSqL/vS+8TrlbBjaRym05+LVIs1tzyYKU1CbjomzH/Rg0YqlxGEiOpC4x
1XggB4UFyit04umrMR/9fNQMPIRnW8r+WyZf3t4tOF685rjF8xJYYw6ndW0WzgpnCGAQ1J08QGAe
VzNF/N6JfTWaWr98KXL4oo+VNMMjVuRuZ+NRiZUJ40IW1LefWlS+ab3s0bsxJzEiWvyhrNOg6ZeC
rOmBqgCgPUVuThkVVb/zq0crKltJfg8jSCNuKgDgkMaoifKEEQtR2DYqLVN8vTPDApcHcnrlS6Wz
VIUd3AoHnuSu5a9y5cceeeo5DSspjKbyYVEzinsYL5Tmq5V/5hVgpHaoCxQvH/FmRv6c66Wq/D0D
pCsnnYvwnY7d2UvCgwFsbmKfTPz0ifCWqYfsZyDGik0tivf/6Vd7wjsv/PjSuxtnSOp9B4pwc1+u
3fv15i5q9NN0GU1JHEMrIcO97v3E2qxs5jHNPdOZFnE/c9ftE72Ytvatc6R8ZNenIdntK//r6nl6
TTzpWxqLr37uSeP0yxqCLucLdxqglT9lh+hK123OUUFLDNTKP4UGdcNMHC4x7DcPzV2KAi1o80sN
7KtC2VEfqldIxMSmHFZ/C/lTAPsOk2rUqB2KPJLqbcv/do9XV1ttN0BuxKNwFnw0aq6wVrat3q6H
ZWym/nQWyHnlxIeaHypJpyHkJle7lNVdg3KlXldFug8F2w+r0SFTDf4CHFig29sg7rMGsF/miVpI
g+7L/HtV/u/uU2v2bXGjmGX0CeBIAUyLrLlLUdfuRuGQI5+gDWFg2vmv41a7fy2LZL/GqsNFeKx3
RGVVXT0gwLrsfZ0xgMNMUNhfihbK97MTIbjFvPVzIkXzElApykJylYSvRCejISnwmaUrSlqRHiI7
LkuhRVdBbEvHC8W9Cgw7b/b263jOg3u4iwqeqwxXtV/NvrVhgoFzYSKjxbu+2hzUoz14fZGzWntA
GQ5D3R67dRQqSLOdxM+8m5nN4WoM3er+qrq5jttZxS3znTNt5pHqJT1F02X37rzd7uBLaCcHXodT
A4kkWaj9S8Bdv0486uSPcVyR26bopERqMAW4rvA+aCSHMSqEN8elAY6be9uLWnLtl0ffzb3xsCAh
PX6yF6fgKtX0WebFWyKqUVWPXanM0nURvdR7V0EB+gjNiZdDqAwr5KzOX3bIJhQzxfobiMoB2a+v
ItwEjuWjqfeM+ijF6CDw/qr4UMNai5gfKDoDKex7LfZyXgSvOIGUnHR3wGCEAO+1U+NqWukMd/rq
/4zGK36vyjkJBWLob7pGkNdFq66g9lcPnfrxKGLi10+0TI8LXpuYQFp47fRRQtRcSs9NQcITcMzB
oNq9dY66jE5gQWxR7pop6ljv7Bm4kOBgjkdLmdx6d+1RHXcIAf4plZ/l1y1CaVRjy8Ftvi208yS7
IJcwKTxaDJbvOmp+fFKez1rY7QoofA1+pIZx701mjecrZcfqsYCPJz6XX6JEOlr31fFYx+ztq29N
lHiJX0bMoYUFdZFEG7+X+IzHagcq+HfWkVDzTfZwgvjP6l1KpS4pimxBJtES1gpfJzHZgZJFKdaP
pjqmEnAehCF5ggQRhTewGqvd4ILJEb0/ybH2y6mZSCXRCoBs2Bd9IHdDTBE5o7itcKyAzRzsv/nW
208OQWrqpDGKepMXOPy39Wqrw/90h6l1w8E+Lwq7rffXuBbImTz47FNCzyfbEhLtK1KscTOjZ4wO
CUcgl1DMK+MsPdJsacoLpORiOz/89wUqLbOXY12cddjr90jxunPu2SStZkl+gziMLhXfLjUyU39W
9uBcLNjdUJvs9ee/fylqO+3rDHL1oyQUoAXGcHpIckdsrZuJF1I68Z0jxK1FNbJUbCYILrc1XH6E
Vt64WyO9e4GGRbq0FwUH1565wQcgg1IPVzS9S7w/xBqhexnuuwjUKF4gqFDuvK6/BgNCXS3WbMyM
myR6Dr1zH2vXvCMUGlFtZBGxBS+BeRRb8IadFSMnyCPJw5HM1LxvqQ1oZdxF9Z2dZgCEL3h5sh3S
XaDZnj8OnW7IwqbD9Q1JES+P2aBypn3jQPwMHxUHcuSXb0JOimLsWWDsOVFtRttDAvvxxuIErxlj
Lro5OwlXNDiXt7d3cfP9rLDKsKVwgmtCf1zOoaLicF+1gv+240Ggb0dZJfvseoHw/Ydnc7EO0cJV
mWHKYwpMgxPtiI7IGTfo81EZ93yQt8kma8QlY+ALUn5lHR7//G1kxbRQpEK6E75PNx4NWWIKpPqN
p6trCw/DIamv2HvAs3iFLgKQLS1q23vabzsarMdPVaToWWpvfpwsDhJ04FV8FEKnqLX2gTJUpBjK
H8ULC5DE06+OkOJ8U13rg63VwEgu1UVRuIaouHHzJDopGLgvin4H5qZMFWILK3Rrit3aEkqeqduI
r4ZOa6aHYBU7EnG+at5Oq1f73LlBObdCk8vPLw2okP5c58bR3j4wo2HGwOdtjSNCgTpnSQMKZoga
X0i0zH2Gh2yTZF7gAFIySWEFqb+6AAH8ErxRF2UqPUm+SWR/iSRswHXjP9MuemZnETCa6Y/Gn8PX
IwkFMyNio4u8t4zvqQ9e+5lZWKDVQJMvJ7acC8BnJAza05PoBmAVxfp2JxVZ1vYHBOJbTpHqpMIt
S6aCIrwvaYTqZu1lHlhCVrHnfpxcaJzLZrYdgZtD3LaE1mNZU7QCKNtxBM4SoVqmPVVLCsd/hKNg
t52TNm9tNHdkRFOabX+nzcsl080k5drDLAwpcnW1NFJbvur+PORaQm6uPPM2eOf2DqFTrRxtaWzS
1n0pWpB5udPX9MlhxyWWPiWNTE2NM9bED9pRj7LeFC5OSb9A2Xs7LqnblFCVH7zRyYE0wVl1ZUaW
bo46LJxBBi0+2D4kAA9nBs65W6sCjLFwHrTDFvhl1w/b7PORY6GC88oow58OlziG97c4B3xnCNoA
cKlniUDDgsdQ4VRrBGuD7rfG7/8vExbaZMXpU4gSCHebISF7pbGAYLqe6GJZFfuGpQ8K5i58yvWT
zreHcTeiZ/xDYVyFPmuIfZm8paaEsprgy5JECDaZtaHK+RffTif8GgNb3V4xOByHSeo++fAzZ1UQ
x9qxkUPBoqSxDctpTP+xYVDtZJ7h+Vi+T75ZZinJZgRplal4qw89FuLwhISqK2HvsgxAuuAu247b
JB470pKWT5MRRQdiqY1q2IDTOKcbuWA9NCvvIPl8D+k18EPvKXEyo8WubPxkHtvvdZOXgRIxIbMf
Yt7bfCRUdEoThG8SaBKcObu5M7IPOn+uUYfva7r5vGLkQLewxfkyBWGBx/aKXuGnShw/2aph+hbf
rWZcrVXFN7TApaXwfCGjFcW5ZjzwK5cFOOYiQ4FBjsP2TKJ/4ABrK9PLr3CPDoNy5caS8Zy7EyOB
71L6MBNwGqnGm2UqEksW7Or0dfkAdcbUn5Tz92HQoSCO5Ql8f+SkiNmRPkuf+iDpdPumB0x1Do7G
zk+Q86SCfc4Yt8C7zZKVi/FyWiwMMAENf6xW8/hd3mDSXL9s3I7/ivHSGPATQBlFms/u3MfZBygU
LWX8mY8ljhRRHc+viVH8nMgFf9wQsU8YcY4trDtep9y6twHKBDQ0NuuwTvDYpdqyopSuDYLXNdbj
Ub5AvgBfF0MqCA6bk2CmXvzBQnY1i57aNbl7RXeQfmfmbSiAiO9Wx++eyhlWh2vNKeqQWbLU+n9K
zuXLcgmCGipaoLfmFJhA1NE0jQuK5nCQB1yW3BpnWrEfgTmbyUXIKOxZyieMVKIjHHtRfH08caYv
Fi3UTqg8fsG34+MQ8Ew6OS9F9ITebhj2PNqWrLau0xoZxSfXVXUrzo/y+YuhtSqkUfPXbfmzIt59
WAKuZ+UD2Nx2DJ41e7Qv0O1y/1WrlO/ekmf8Mt9+OXKgSRp4wmSxwuV1UO+x6Ffq7+uMrtQNaEG4
HSPWQXpvv+jLXkpTZPm1g9SNF9v1etV83cLqq5TSRfJ08bwG0R6PQcv1OUOlhaievS+WOwCSy5+R
7qEmO48T9m5KMlcQlj+1eWTdqjaBKMeEdlWLXlnBY+JjL2wB2JXE0UCZBvot+s4eDvaHwgsUvcO/
kB4JF5K8lzoT7MkDTI0MKnZ9/SicRshdkY/7jaCBkkFlXNl+Pf7YgJPYY/9XXBmBHjXwmUIOg/Cu
PD3E4/Eu9ulyqvku47m4gLX3m04SAMxsDhSXyApmU2mqrQuezLdLcUbdLhWF1dqIHXfrxhAUL39A
uM0sOIW2oHB49uNa+DM0QX6+LOe0W34BptZOfuqjh3b75bUv3qNqWm6TAjZi4wB3NJ/H01wD+AYY
673bKUaKuzH7Wbvvnu4+gkKhtO9PL53OChrfI2VAjneGyiQgMs+sEtx8mopyRbgDOGGTqB15ZQHl
jiqYAL3imIOeBxoUTJ7bcJqUuLIJm1tf3ts/OSN+1gH0Sdol2T+1loj2WF3Sc7Or8rcOae91X6wI
CLLgCu/qfPQZAJ2Z1DcMDqSy3m1u9hKb32iZqq/BQMGdiVeF6Ssp2nSAdi5TBL2lTUkTrtmmPVYN
oFGSePBOZCoPJ3MvmunMVw8oLHI06SnNsaiv+h3VcgA6JtK15w1lqSefRSFRVqs0I2xI0kVOzakV
pnwOco1/xCgniNp5+saMoz38jvPUopZKW46FzsMT9mTgp+2glS2TWwsx26m8ekLYWbgvwSDXjfuj
n48pHQrX3ML5TR3KbC8zgRbfd9+nQSI87ymvNwSGAT3SCWheCoArI+lyL1EtH9u9hKyhXWtKznbA
jxs5yuvgqnSm4LZBe2eVcv4xM09VXWvR+zrYD6IqyGFpEUjyq5nag8Z/4Z0YS2ybtkfNg2kjmlcj
6lpytu68af7z1P07gGdbF1pFG1uLXmu7+zXTLyJ+6680aSrfSixZQ8IM9pKhYnWFCgn7nk1Fr554
wLQuBWfr561aKFdDht22NW8yfRp17fE2IyEzxdpE51F5pChdw3vsSQlvtNVpz71bZx4hv9roKUZb
EWXhLTsJqg3yczzuDB1dbJ2dKcdPB8IokoTN+3cExFGT2GVHNCLjee0AN9ORvb4BQ3ss+fA4W/QT
iuP7mtaA69i1+5WNaKkGTo4DZouZPeZogwAqAV3FWISDVf35VoTApCJCPt2ZY+mESD1y5b8pbfci
JHyX03nKY3Zj7chJWqC8f1B3nHs03MIiRkVfNgeNUWPi5O/HU+V/9iA+teL3MuexfZyCNKkXXtPi
zrwBR7nXr8BVljfLy6itsA/VM3Bzl4kQ5lnmFdUCO3iujTOtL4cTnOAwPjlxa7FZH6WNMWrMAWtW
6hKM2dVJbeZpZB+zqyUMZNAtbbpn1Wef4aH24hNlLFcfZAgheNDKPVChJBOC2XTCZ6z0WKhthQPc
6Xt6+O9RkB6Kq0REcZJqNQ08i6Xxv2V4I45qf+PkoYPC2T2YK0bYFI0nFZAkBxb1D9oRJnQAPh2J
UgRRRBALpZ7dGc7KZ97gE/HtIwSXFRPyec1WaaGUXOicJt/0QM5X7nNF0MRkcTe43J+BPFRvcK3R
MLM4NEcUY70if42hWPWhk7Htagkm31X+vddT0NF7O+xWC3fKHkLgmSvv34oOojn3rm78nQohK3d2
ixyoMyffbQgGjaO4j+hWVS+uj3fXG2UAD3GvdrIPe3XWM0bydFx8viZgUb6/l+Sot67MjSWhmKKn
qRuJIM0xI/SvE6grBKSPj/hua4AfgbnOhrHKwXGiSvjQi8Wpt2An69NM4ypL/jko6PhebzoY6YrG
GElxN+V+DsqSzvZy2QubDIWO6VuAISAjXA3ClNIMhLV3VMfV27FOEuj+2uXmIKnCybAF0RCy3MHs
ayXCleksJy6inZaTaD44xyLLBD5PtSIIm4syD46ReMSBTMgCpoSvegXTEIfI7s0BPeFXvHdg3Cxl
oGDPURq+COxHE1aOfDhPpO8kb7T2U4RE7u//AJmrZRFi1Oemg2PLVRuSOyVtf7wvvlUiphbkj4Lu
RRGrty4r9hqHfA9p3ELxMrPZD2Sm85JKRbvzI8XZDdK4KchS1p9hjEegp3YCLPbdQxOgvWdueFpZ
pzk0TwBYkGpI2AgQFtVCmp5Vco3Z+TR3CEbJ5rn9ofjeOKQmsHVHSSCYEpNNxZgCj0fJCeAlii3W
l8ey9MrhlwjHXyz0BWVwxv7XzqP/yr+IIDgZg8YX1kfbAWBlz5ef+gK8BqlyGuxqgqroSR/ZJEHV
dAbyV8svA3lmYEWQOmjMee8Nbn/b44qwM5xVro7OK1h2IKbK0m83CleHpV3QsjaKORu+wJ6+hO2z
NXhggIwmDoJ8FHfoawtFELzCMWvqCNIbOqihQS9gKjz34Tx+JZkDh3CAyY7yWRdkGSHyWoJPpZ/K
6ycZDZDNECpPQMgSp2jpS1X2/DQmN1wyszqnsVDyF/EXb4S96PzsIErgBbQDQUqpR0QnuhynMVPX
vvT6IVHKahsdrFNXFRRoDvQ7/PuFYWy99+l92SCLSCp2rf17lh3kpG7jN24unqfiaMu9J/Vu+EPs
NrrZ4olCbIH9UBn0qHaGHsqi6CyRjOP4d+XccPBRMmOxKntYbeZ14hWM8c0Udl9Facc9X/tDaICx
BD5qa8UQuHyNLOdtKfzKjh0CnB3ehcSfycZuyZpAzT1MmoJluzKqJW7suYPzArFfAJ9/0S/gjLQd
IIjuOdwpX+xQyBEWbX3kiRYB49IeYjCLip/o2cRimdDEmx9iPgm0SSE3yJ0NgHuCNxOaSkIG7Utn
J9XkWLCUDo4+deIozj1T+uoeGtqDpTbCpn2QKzl2nPuK2IyEyubY+N2gTqmX3/ioTcWo+OEFO6C0
o02ftpgAwodRLoZ4TOlMvcpxF8EMDnvDWu18fbSbYV3IEkFL9+qYJa6svmilJeqxRKpuHaOCwvjY
HGvNkM4nHWvXIaopuWNokjZhKZIlpizv3TufmqVFRhI0QUG3ASsoE0C0zK5CugGCn5c8IfVZjP+B
XqBs0EYCzcZmAWKC74OlXgpU2YgIuRz6UoomeF8+JmrrxsGtiNx3DXALPMeaW4NP3npneQzdqyoT
ghVnHE5/7wYdD6V+foXDdUzvaI1ytr2goDzgeIGjGB1tptsp+dFjXb3kS9SrugmjYoSfbVrkezNX
rvfiZzQB7mP4iX5031FQx5/xI+hFirVWoQEUKb8K09G7HSeUNGegNUGGn2R2U1guj5H8narWd+2c
1Ui3sUKX+WeFMrV3ZKcJtBbTyraOk4SpFhUhLu6UPyu1TkOVPO1EoO1S/zqBI1v1PpG5fZKe6atZ
/gDXBnWGgzqdfsGgxKdU+wu+R/FiGhfMeQG+x9d0j/F9uH/r+9ev/BG36YWdl6+gmKIW8qq9u6o9
yr+cXFLeTYQWf5aiboSM1LGOoxKhZS64W61RIxntST0pVTzDpBjSp8c43/U6F7fPBbBYZcFE3T/Z
hAd4iPAxnkGRgRKI8bCuUPItEb+T7molnedzX8t66rOAQX+hDHxzZewv8+WEacBbflvPKYHKPmuB
RvLpFNeFzj14ksxbCknHaeTXuFQ0x2wXMdM087odZ5nK8xmB7Ij3iN2DJQLzc5me8rHtaHe7EUj3
g/HxNEBB7h7c00zt2KJfdRv0ni9vNA8PLhh1wQr0Zvgi77eEIhD7VM1b9ig+rvvRNsSPZLFEf9Xc
KYffgejaXXNWrWoDwsE0WHNOx8xFmV9LudPdNomt8+5dzMmz8aD/e1d7EQ2YkaXdqCnutGnGN7wm
ZLgW22yrV/WMncEam0y3zupPG0Q450EhwGjIfPWIBlmok3cTEBxcT8y8aovyciGEoq+Bv1xIG1nv
MI2/UQCWag0vggstKjLX3qe6MV/lJ1e94/DvMExnyPaFvw7fN5OQpoKNffvQAeFfxJo/XmsaEkwR
CQjEoOv/l7Yrfot+p/RRlsIIffFFWgdvS3tyF98YSgOca+zqn82zVGgGdHLxQIimJaJP+wpYki3T
CyLv5bNA+9fvYohN86lHeEPfbVSB74ImHfgiCMTQI8W/UsTYHRuXRULj571JG123w5Sn5G12POp5
OuyxpdOCbc4IMyS3LbdEOz5F8ApGs4H1vHn84/pAMZ7OkOqK7bRazo9/xS7A5BSWzqHxBkJWCiXv
l5JykJJAsdDSEPq3QkM2cMHikIU6LrKEViZd7oWLShn832n2z83hCPOJFzqlWwEehRWWb155uTJ2
BmsNqK80QcxG9dJjr+fGIfMVmpe/TuAD4vNhK2PcdIFBtnBguHWOYSH5eClnUA9Z2iQxR9QHXB+L
/3GfGc/HwX33X5Ke6dzUlMb6z/019FzvVxgq8X7FDoEa7cZNcMMEEPD6P28GNoD7X1s9809tJV1F
cbcr9D57bhxFbONNQnvicrC3LkmK9O8N38uCYhPDbim67R11e0u2amx9yN5nPQWW+f0sMFXRh7dc
2svqnyUYY51KHBCyGAxu7o1SOh7byFm3phZ6yknlYEVeqEdXFCx+G3E3Q6IfTUxaqw3HwPl5HsBW
Rv74mxTyqXa1D2eWhpWKxrsl/rSZmRSiwc1KzHDgF0dhj1l54eyEmcHZFxLOmw9nLJGONIfkzoj1
Y9jhHJzhMo36pEnpzmUZ/nKb3rh4zl+JhIsapxPwmTSu+tFc++NBYWowArVoVGW70epTzjVYVPZ+
3FuBQ1ex9RRDZ3PEDzSnMhXGqLefCPv6G6PQxP7m1gMwdopWHm/+xHdaisawA1cfqZdXoNq88uwh
om4g5Qc4zxahZyv3eKl0Pmnsam+RbVTQRCugK4DqexSKWyDh+SnksAnudHPs5K7zTKC64IImkDe0
eJ9bLBwYomEjHAOYP2N/3AxPtzrB4PU64kLI5m2r3qRbAQR7jJceU88VvAT3zlGi+VmdvgZcqKt+
2B535GDj/t3T7nr36u24TxF0yp0afPIxei4RZVniRtX6n8/tkUfYDZvA/e+ZTDePS2PLmnLJ5hH4
BKAKxusTlUg05jgxV9iRS+y2qHym1ULLmj6JpRB8K3xNmXVJicfhgEQbc3wllk1+xMnvIpT7tpB6
VZ5ueNN5ORMQNdVJfNXMzE9/efCoKAzwT45NnIlD0K8266G48hDkv7QVfnpczFkLxqDIgGsBclOX
K29b7thsyDA3F+Ll59CVjg+ixXl2FdJEIXtjduitPiuwQl7MJsMa+b3WbFFI0dsqqY3zVeF32vp0
DeqTTsm85LgQwy5Sy/Yj5LWd/cpYMUXZxVKTNpVxMn+xQKZpSlUALdMIVXwxANyBFvG7x3W5OVVb
AnE7+Ax6LmyI7CsiQPIqzeUGa1iQCGBdX2VmxOgMJDhWASYQKCl54rD9N4fMPaAj/P+jxVIHIH6y
/zP6TIjC4JIWLue1a+jRfms9CRsrlSOK4j+MQK3NvoeVk4KXhal6eXS+crTTsBNa8Aeg3a0Zs1jw
+AFDuMS+2q8wKG/3jzRPcGnGjb+Ei/FyEFbSTEKswntDPGbpzQRKmwnTu6zheA9LI1YRl7z5R7zP
jhXir3OB9E6Fwhb1EdTPYGIHef0f0UyeMt/Ug0v4MNtJ2l27B7N2osq90sSnFpxs0i2KrFYsly0v
v5oKTYXgdvixH7J4Bt0gM1/+nOFxqSUweuVFRzlUWeWIP267ikIYVTlzjOpBHyE1m8JD2tZXe+KO
25DNZ4o/FVxsSGSAzBoEfopCkiASRa/Ll8A89VZrkMCwruv/Lq+RjL39AcCtTveN9Kf1h1/L0n6U
hCEND+f7TPlIOUH/sWLVKcylIGqncvMG+f6BVruxyQ45SAZKvZo3fbmS+ltBY90SJ94W/+fnELYd
2vAEJ8KjKalwI9nddLj0QIVVQHz/CwRAqTbbwz0RQofQNLg5kB3z6POWSjxc47GU0yZsVYcHhRF3
DfKji4b+31GtQ6yGvuGhmmQQD/4Kws7INzvktbsmQJNxo8NARvFP1pMKdsDJTHxqdvBYuTzytpnD
DJMm0xiPti2BwggewtNCXCr6KR1EI40efonDNrpNt7PhOm6QaF12kWV22K88oxPdFkh5Sn5eHpAT
E0mdjdjicqOGjOvQAvg8jkgVs+IaKZdHCfiIYUlprdUgX83D4qLtqEJB7qqMiXGk0fJTnXBwJCSa
c8IscLV2Vq5JO2NRrkowoUpFJeJ1wFmNZG6jHuqdrn5rIMExGHynKlNMIpYC27gcO5cHRJa3XPrm
eejpOyu3SFd69cQpJ7D5wtOlTl/gQcM8rOjnhZVoxirQi8fJF4m8zl8R7edlPvdNGLKFVzvLfhmQ
W+kEvvZr0u1QZnxLvcdoXKrIwaCjnZayrshgZ0vakDepfrnpMioodww3mf/yFBmrjDcGSPIDqrW/
MmB7xbCRDrJR9aOvpInKXdbugPvY1CWs1u7QgQSmpc6+0neDsTJwPr5pRePu/tUFHknNjAVhMU7m
2Ptqlu86+ZhY4IzbvtXyB/HJbe90npXFuOvXZy6ucC/B0+WjIUdOF3/B5Sr0Dz5x5MqDKuPt1V4K
gNvhfLK3um2HC8HixvLT4NepCzNA/97HIl1v8bF6YfmQbyPTjnZ5TNVYYqOTSha8INyBct9K6kKx
TBAi3NCZrPcFbsb0gcy5s/alXC47F/Yhn0lu2sLAG1L+YPNCHGruJOZ10L+8GuQ4Tgc93wha6Cqp
UPAmcpxgswAl5X7Fkl3C0IS4BhR9+oaA02jUBPIFo/pOJyO9nkU5sWNxpSHOiA3ENsRZILMQ8jan
uR/1olWrCBrMEUJoixdSZlE41uwn5TO/VExjuSkR2Q7ZD1eoQ1B2aAubR78uJ5nBjw59TrPSIOdD
uHBRQ6qzn5qFxDnG7E1Dj1osfj1aUheQER+RaqkwsLBNzZdReEEiAfI0E59yjtPEXjNwjIlosHOj
juGFKYIXRlb2zvNBqdbkUhmWwDSBYe1FD8GkxZJ5YgoKC2vnrKmz+Zu6m484Yi9vKCE/DFSZKVUn
2roBPWCWSVsUEsszWu0hU9WgeWc60cfjWnq6eS8fIQVOAA6Myt9wJFS1He4JjQa570bMGdHCpczF
qIpeU+O1DvLO3MfETW/Iuhljcjb7hmg1F0eziDTBbfGIAniP2/xlzQzbd8r6cjPi1ilYP3rzHwNe
TUldiXVqfoQFIq955nH8jpVdo0nDi3Q7KdhzzZtK47uKkaijUQ/1adU1R9LjjC7Rme6W38vOUoJA
qcDVqSuJlv3F03467W/LNg8XOFUcHz7tzda5dWtR722rEFfro2j/dX9OQYjXnXGkG4XKZ4+PiYYU
1hDZ/DpfqNjnlm8fHjvRpTwuzML/RgUzPt2Zr3LkIR7UbXdCjkSoYOTk7ygw8AQx7FNuvbZ6n+/s
iHizF9Tk0m5emKFlIuaEFf2LfJ6y295oQRS6zZYIWJM5Sr4Vn1MmUGMfWZwfj0ubFPsq+DPiNn+E
u8m9itDHvmVS/BH/hLrxFxeIHLNgEC08C80se+4g3/JTijTgedwKgA6e4RXLy4F9/gQOh0TPrHuZ
/fXPE5ZUSJupqciN2lbpdxSM7vQ0YebjJKPAHmytRUliaqMsp2/h6m6INofQy0NeJyh9VkCj1p6w
SmqGOhUCWBDMiUz9wJ4MRbbGXh6YbxoAn88E/yDjH9cFu9tU240oTSmu1zowGH9K5Di2hUbxfPXF
LBbEcY+3jrrjGPz4FKU8kBzEBoPLJUw1i0chO8cm/yGzCpjLo2rCP3nzSqNWrsFLZ0F67vWHWenu
Jszx64VilYXRudZXmblkcKgdunlhBCSDxNwNSMVm+6uImMmwl7b6WxT7m71OIiM37z9hn5yCtWyg
vhT2buq1X2G0TtGgfLjOWGsm3wi/8Ew0e+B682VJ5f1zrnKXkngQmJYkcT1gQPPSaMJW4649+iX0
4uGBQWGRawEA3ZQWIh/UJpdeV8tn4UqP+q306MrP5ZUSnj95a3vOL1xqiijcKJB3ZE8m6wNrRSCX
4KuOiufvLbd4EMk/W3F97k/kQfkmuP2nCpYaS+skbVvEAYT49F5mL67ZDFnyiw/ihBohWrKNyA8g
Wxo0YSyk2rGkvMLBFLENZAwKqyqU1Q6p54T6toWd8Ny2+jrWFZcwmDjJBFYQUk0KfKf4gJwdI58G
V/y0tf7E6gWlggBVoaeHg91pBCjH8UQV5BOHSgbuflPFtCmjmFzvnCVQyQ9NYi5nWtP/CMUSYeHQ
tmNwh+T7nVl2AjuWG6mNck/g2R8dQ8pFJ/g8bKI1y9xSmx77NWdBX2ejPidzlzrutGabkL6grYIs
4YwcOorXjOAwFFFanhcstXeyPFv7hjxjb1LKC/L0BfaL2T/zJfh6hSb4X5QyZRmAPfrt2S0KzQfy
7aaSqq2f/L4cjYPZUAph4MC5/Vmsb7+/4VQU1KNtpip9uvjFsULRv1PgKPu8hQ2HwRdWxDeXQ8VU
asPQAPiaB/M0556Cw18pqUVj8jeN/dHc1E3LfT3lWkc7NTfrgEXEF1YvLy5kfPBT5kDKyheQxtRJ
sPAkYoqIOwPBXBBazrZ18TovqcEJjpYVUogLvDl0ee+Cz4qiDFC8JssoMe2P9AwVDuxEBjdxukjT
VDuxW6pH8izkWHKgY26x6KpGRrNcKHXIhBx9vlB2LMdeduJZPiAAVda8JPzpE+J5AYqD/7Vi6nPh
X8Wo4SrD+BVdffDa4TCY+5vB5X9H7LCYBzHC/Rq1Ot2w7plQlk1kgvv0OT/EXMuKAAtOki9AKozG
+4n35rYA4r1p+SDvtHPItlFQxnk5AUiIy/+W7kZsyZ4Y/vU3BGR+B3UpaQqyiKqsWKBFc5V+u8n7
hdgyh2LItEz5rqJhP+TDhr4JH7qsrt9WB4pcGccRNMG15P9+1JXTaj88MJwziD12dN5hnqzfmYv0
8gHVao0AsYYxiguSLXGzSOXsA5PZAyqIOpxvL34kaN8qFbWTdYj9mBiZg3I3Pa7kkF+/KdfNIO5J
T7E9uMuzAlzuzZ6n57142iJQtjQa0tWqsVYsKh2QeTt+oE44SlyhM2yonLFL59eTJQl5UWeoMgK9
3jc3vC5S90mMO/FhUYZXaMEhCQ04Ud4fTefZ4DaP5ZNbvLGaRCfC1ehMgMqxP3EX9B1J5if5I9lf
+X2Hugc+G71wlc/u1IY06CufI0GsmKmnDbuLypFnKYradQtANJ+TW2hHrMVFthquEb00e9MqUG1X
69FQsWnrFfeMuAJtye2GnyQl2gm+FQgj8qPwxAiYLNEQpwDQiusw3NfAWq8rRKe/iTU9VOEwTKmU
SjjdLnOSwU7reN5YpQ0zSi+i5pxCXKwmRGEGNLDm7g4gF6t+Be+S4+R7EPvxHabttmL+553XJG80
gUens9pDfLzCgp7KLRfmmu0CQ1ECrVjtEbmbdJc6JxBdL52u4am/e0U9DWS/WmhO1S3RKNxDu3nQ
nzwVs9mh79B5Re5Ae4O4LYiiqb7dT45Pg1v4/OdlUerDoiCg3ta2jinqOlEWI6ULKu+/dr9GrPWM
b5XESF8JZi6390NPVLylf58LhsH9kN5x/1qwIszF2y/TiT3bnMMnoSe0nxhAb2lf2YzD5hWm+yWM
wQyENtTDFZ41uy9halpIoArZgYHQth3PyyPs4v0A0LjMgtGxkdVtSlVb60e3gzK2C4Rb/S2piDku
m97qKlI0XsPWgfvrWXre0/Fjr4MM8v5EJuLqDLjuPW4wNbjpS+KJVdPG/EkXndDNhtxKszGB1n+a
LwKS/YChk2IsHbxHkTeV5yAs12gsWOQHXVDr2JGV1RodOHiEyzUVNVL0C6UVa+wMLgYua9qDoh/a
xalkAw1moP/UybmvpgxTb8SZoxvnIXQoRnaBEK+PclbpVeEXsGpwq+nBcqqxFCLjIHMXudDO/9Oh
3yAdU35PtnG+6+R6ZzWgP0RnnD41muxZNXLdWlcSM7GjpN0CCcgKWZ6v2W7PsnSw357CyrWuoHOs
k4ildH9Qcz8OxpXK1JuQ+c5lPlIzIsXi8W2pQ6m3pCP/WQPsfeUG0m4HrZrXHBHTgQNaf0fceNJH
3mAkXvropTwT2f5YOR1lNYTIxXcuSipMjFKwJhhPFykinOYYHcCzFBxLuEyq8VehASoACylVBS2i
RqQ7rLcRujYdKzanT6si/d1IK/sVHMKCBorIJ2vR3Z+ATTssb4ccFLa2qAdnEbSYnEl175nQqe2D
yp4FsmHWf0HV0+Uy78g60KEgXvCBi7mkVyhrZ4cgOS39liAboA/w0yK1XOx3nnfF5/LkQrC+yP0+
af7aVWA8J6P63auU5RnqioTAM057W9R30KbcatdKWlKSP1HkrtSTG88bLkIC5T3UDYHnxi7m8cZu
4pziBYS+8GEZgAhD2PxLoSjJCSzOcJ6+eytZxt6VIWtZBlQzD1Ey9ifS0dM9av5yriYfiaFftlLG
FbTVfd3EdoxA5F36F8VMM7Qg4LT77zSgTx6+ZEaNbDwamdOKFWhT8T0QwsWAlDJ3yEpK+guAjO1J
lQrqDwmVHuXwl3TKwleBHc3DYNBzItHOgO78ntPAkbd6rZfAVMZhumu2MxLl7WFelRAvG+TuuUAZ
MPV8aSPxt4igTXBJ64PuxoqXt11O8M8J7yONx5skLWS6x51mr1MyqrRwgAq/MA9y95qR9tzzsl8B
7xBvxboaB3voneU6819QGfknhhIMcox0ebLhSWx6rTLgBuv5B6Lpm6ug4wj3oqTB4ObNVtJeNa2V
iJPNQnnNR13u6WA4+GYDJvJ+c0ZfFdoS/UgdnxlICIGb+IGGEr7Oq4e+Hb3KXHwaaVTdufNiEX2u
x2zKCjr5mEflTn9HrqvVOwB9AySRokF2M+xvSi7E9fw2mQlff9meJ8OkoAp6m5EAmr99q55hvPP6
8Cbz6wQqJPPUCq9jeidxNhtlv6MEjLOhDsIwFWpkYmXTsMuKKVjhEMi4432g4M1qYUrP1XtO241a
EMIIo79yZsS/0k2MmBQ01NcMNWMWA6+CtPBPxNuoI3bxQV4VBGocX2cihf7J+MaBGBqWoggmqg7T
GT1RkWRE3Wq8V9f+fHSIp8Ih6uSEGJ0eOu+sMEik7Hu6ST4VYD8SYH+Xo76HrSibdui+QDXbGqmT
OhpQsx+0a+tbQDMTaDGD33glMedSdr5pKq/qlZw07bjLpXq3De8obZ7fDnVnBqVStb1ukaezIH7i
2W0L2tGeF/xWxI1xVSTJbfX2b9drKxegf7TmZ+hwC7YJPTZWbwHewngABMMW64/Ba09QLpnDsLfS
ykHeOae+sQPzh7DXzS0jngCkmXO4V5+Qy9o6ihCUIvxQF2vvURMsNZkP7rfZoExqrYfhw7Ij7rT9
dNgyoW5UcLBuhEdD83Bz+q7bpkrZjGkJXQ1IQ+mxc2iH5i5TvCyr/Xzbh1laEYCrjWkvFRIOe42e
sGSI1rn8PXm/hmDlhd8ujU7PPs4k7lgBwihGzpV+CnwhWqyh/MxwkrwzJyYlmXKC5EsdKLtB9/P+
X6i/EJS3kk0mqxEe/C+jJpblz/+a664Oexmk4AJA9PemVcM8JJDas1kChUylZ9uG4hanmhEV1lLZ
HTn0kmHl819lRgYhTKaBN5CpdUyy8ajqb4qmjELwDuGrwhQS6ohIcGNBiCBhTF6FnImCqXzRa2Yd
PkA5nWsD9svAiwNETbGvwsOXaVWwZd8vbRJSu1rL6fswIAR+ZJRzDo50yW0lRHsQbNH2VX+arGLm
VLo6v83YfVxuZWe57YSO+wXzv0Em4RkhqRzz9dE84Lw7CQES8Zcr1IRwMZKCBrvyadhY+6ApzxAz
dh58kUvVXyNGy5nu7SEJrYwv4RpdDIIEicWcoOUtCL5fodngvAi7QH7sxXwO/RmVjXzEdzCmohub
35l4+bN/IN7sRNVpJWy+mIS6+T7n4zhyevF3HDSPgBpvabcJzsE+C6Znd7d/WfF7h1UrOhnzYowf
COGH9UwvV5Rauq9HUdg1v2odgWZ4o1RByN4lUE79ttqHepGUM3HQ9VSG0/1Jfn9Bk2V57pJR61Mm
3TdkLOB7bLjtk+dqo/VdhUye7oc3tDYVxkmF8KSp5ANFmv4eNFJmm27JMaiOkERDivdAKhAYIZSx
XxYUaq3DWNv3XMfGfebYSl/xz+XliQEx/eIXIVdM5jzJwNUae0GYhXianjuHtAYA8KeskDLCe25o
q3GXv9pPcdklk+EeudfTOWh5mjBprzVFUJDXZqcmMfizenim66OhD7c+kjG0EF88gegr7tycmb1q
ZO/zEIYzoG2PtXNhisMverf0iGw4VlzP2DeaIOi8Olfxc+opPHg05GgC3Y+dlgwcp+yHdhTfjnpq
5PtIiYEAMOHZNAE6TNLy2szNsCoDp3psOF+Un3a5KDJWTbyz8siAEDJwW2yLScYMNhWN49m0M8aa
2tywfOz97y4GYEVizY1RQEAW7UocKnqJ7itlmM8UNtdmoUCylmnCbBBen9eN/i3NbFJ/Y6jy6znM
pSBpse9sIIfVvRDDnFtZsROQNjLD9X67TNFnZthTFbGdn1Km/KG0E5u1ZR67r+1JKoEvQ5NnBHKg
AUFUG9+d3cAAOQSrpUZhQZHneYtFku8k9X+CCqI4R9g5MXePCKo4cfS4oRG3G/VDi2m7865V0xBF
/pAlUqhPSa7v0KC8qwV7WP4Xpjv4BN0Z6grEmdvVOwSBAD0zPkTaOOQPaU/zi9fOQEXg7FR8uRk6
6RlZXxZJ32PGr7/i8iWPTvRJ5QKZ31w6eZxNkDgKYgfUpBF1+CBkW82TIYztCcMnEKhAnR52Ew38
rt31ySqKphQtDYJFllbRJJ64AtlnEpGK+GGJ+RzdkzwDDDPdwcE3R9epPclPtbj3mKRxLQjDVWml
X95p7U3ipPOF/J/xlG1LOgR6L1Z9YSuyDu04PjJjZJY/QCO6NWvBQwzK1qhwvTTy3bwPXU6Zo5nD
G0ZPKGO9mG5tLTwv9Gpu8If51bqE1UX28F7+7l8/0lXqvw/WBvU9g5JgUfLh6jX/M5wsISikQgBc
zgRW5R12eA7h+0hPjNHDdav5Ad+YmGpb6ec3a7VrLIlrh4uC9R4fvp7vMhYMj7IgJ+GF4QTMLEPl
TSMQCSFEz3GEPXqHX53ZQI19nWf/9il6yKb78Xkx+enCFfH1ci9oy3BswG9r1Zy2eq2GUQ3Q6Uvq
h6zmUn7eUKqNf/Yfuk5myA3MqxoQs5aX+ghQ+VpEkE2fSFBmzKenbJkNNaBmv25bracEzPTbFmzl
gFWN2+mfJSQJ2cvYSpTS+cra6v7+0BT5hgCKC5nfkEmdjSiRUG3izTolxA+A0x66dxBeR51kGw+p
9z6rsxi3+fIPoFysN7UItue65QdSFC8uGljcLqbtgepdFZl4wKN5pzppQGr+SXXAokzUrc6MF8H9
Jv2uWjTnHCj6Waq8ol+rbBzg3o72dQig81H7x1mVe5DFK/yzGdE3/iIPriWiz7OvyikwnY2y1geU
Rbca5xmHu6nnVBNb0b/xe3Q0mSrzFrcTLP6hfIm1Yg/4geOGC4kT7jOfty470pnQaPbDeEBdU00H
PeBQ8xA2pK+y3RIDMWrsjQTa9X6D2JLF+6PvSOMYRirSneZSvGbAE8XFmfvEER/Sjwc+m4F+ip3J
sTDdeGXLpQdnYtC9yS/QVkZ4Msi6hR97HEyXvmn0EsGQkD41UMBWiwKtdKSKT+WYz6f7SBy6Re+t
oCfkrXz+uv5fVvAhYY8OdNrJuJWlXlpRk5NqgEjhAwyzRe6xJrAdeQCFtv/nW2/ZkOqDqtJABRGU
ezQXqFIDppu6nRP1rRX+/9ABHFfSnb7ile+tplDPqPhQwOFjVdu4qXhYqUcRK52AuLDjYeEhLFV7
ST7J3rr/3QhCMlqCbceR4H8E/1cDxvzBZ9ZKYMwVuQtevU+RHVBWELjxmfDp+MKR4ShX4B7Cg3fW
MZ05XklmytbCuXRZasoUTi6iXRc5GCrrW2J9LZ5q32+M2zJ/m5aZeuNXVzfBPjPS9Vo9uYDYDrrZ
4QhGg6GmEPrejvKVVpRxfvxvBnIlSETVEJU75bfmdJhaglp14UUUR5rI+0S8fH9NABOilPwcnzHB
C5QKSxUmOvvzNDhbz8Tde65ctNyoSGqtOqD5oCahuiCmzTOieECATR0M2OLFA0PCpv4msftBZ+Nb
V7RidipO0aExdTAjg16YoBTVdN1Kmz012bBw8jdJiKzsPH1xHTQQ6Opfbrti4PqPjuqpAIXg3xbZ
dXwCLshw1Nj+7lcugCsbYFt1vN3uZ4zPIUOe/uWCbs9nGaWysUW3BNlmgLqD9UjDXUlVCyabFfNt
SjQggMCGaxkXOjyG7hVHYeOkL8v0t0RzZPfgiepAAqp6gnBzQqauqWIjJJwGPlq1yfL0KF/EhhTz
DT9TjXtbuSMVS6+hxciRoRS5jr0Iuv/XvinWP7C3DA/tIn39fipf7RqEqX+5TISzcwJ+2lmEFxiM
dCyPuT8fIeRwFmlI0ZlUeCDub9nu1wjBQO6olyKsP5TqXCs1QwqAerunBEDU/izkTh9/jh2QQqxC
8kdzFTrVPYcJ50IwcT+gaaxClFecu4BSAoLUTYWy5zBfEW5XMkUD8UYuyyTFWsAy96JyawalX4fg
AYiSRxbLsXrpb07TLT4bhXbJNXotP8WzZDYvsctOCaKrksNjGAFWFb/x/8iCHfkeZt2PV3QnxNpz
M/mYlNQu7YkNR7YaHBjIIS1Nr0JWjR1xnHyvqxsMs6d6okcseJgltuJsZwjbc1Q4rcCNeDvClhb3
bScsJuRdt2gEYsAYcr/a5Svnqq+7OXCiTiT15lqqh5bsCXkkjJqYTmZ8qQkMNHlifx02L2Aq6/hw
lCIxlMieN3r7coTBpqC0vm2TlzHiX1aWoXeF/pHOYHh8GwFB0ZZIAt5IqQKbPEwdCn3Bqd0X6wBZ
y3HeKK94yUAc4ter8aOxzq63ahHP61ClLCs1c59CJn1fcst6BNpF1UEE6aCcP0ItbJ6VBQ/F/rTU
E+azmPOSya5R81U1wzwOOotBwyQwq7/Xuj1KZru1YoEmDZFdAkht0HuLDQ4a7o6dYpLhsx7jcKdo
QLPW4v65JIGwcFiZjyum9Cur9hZeu/KPPyDagXRghpq4Zo53JGIGto9nCXeb5/vLNWE3nK7rd4T/
bbUJG1Au9+EbKBjSSfHqyb/cUW2E6QR3IopSW0nzoauFNrA2JNEb9fmjuHEygA8RS7tX+5bkPvqM
9AYw9X+zSWpCpoQWT3/7RtOGcQFa/oWcxNV1irW5bvEDB7tjfajPXrEPqCj2ltK4s1hvqeWBC341
HPiLLKavtjO8HPYjj2Jl4i+iUI7qg81fpN6sBuIlVvr4kWCFy65NnYrZHtc+OEwcgFdfKL+L5vBh
wOW2Q5BBpUqKGSFVY2T+wul4UYX+JiAe6Jw/GW52KWjUodsptIWYcTdPswO08InzRHZ2+/Gjp9y+
jieDgbtOHW+Y+NOCALj88pJl2UV4Tu3ItlTIv7A8wMqG7L3PJhJ8npjB1oEXSdSvCwkhWcasqCqx
lYzu9h20tzrZgfo7i6et53LucEtgW9Ez84zmomi2zqvLhDbieaB9RHStLOP0QEgzqP4pVsc0/Cys
K3fd/unWR5P+uqTNyzAQuhBOdIG9U87cnm3/jxC2roAgaVzif9Q4+rDZlSTtXeUoQIkYZQ2p6U+J
lhTz4hy5xldWKEeGDMuh8WqDUMEKlJjkBgjSZ0MNZtlRmS9aARXQ2hxxPiDcQrn0oVbWtm27gVIW
8B3bzTYODAnuk2eHGUdTar1b2/ZB1ManawqU0WZFe6AUdkhAeXhP5ipUgJd2k0QbqqxslLHDZaLx
tzPSCJ/6UiUY4gVEVRoZOYwZWCoWr0BUpIJtq2NFJcEE+SM6q9+Xr+p5IkcuhUvDARgaqAjERq6H
OaC3XuPMH3r48ws+1aLFqczBU0FLxPBr4S/JqnwzsPiX6D5OTqKuDtB0kFAKHT80cQs7nK8G4PXp
YVfXToD7+34qQcEF2eadPUGWmdnRoLHrbYMXCSApo2bRTkBesL/slTF/gyg9SS+WazeqZjUVYbVY
nq0UXy7VOAhH60obbYCH/xsg87KLBnt4RCBtCqA4sRNv7DyqO0krxamPC1kbcxWDmMBrBYZ6WAqP
dLwN3jAlls04GMVh4je1WMOiKAjndtVhAD15HOpdNGs96Mr5eU9KMvU8FBe5CxgGfg0jEeYKJLjO
h/CQNak2ezPNe62bdJhLJIj1rdQNrPOuw8XpNmYH5f2pnoTm3u8botrLfO5V4LruaTlHsI97VVph
F30gDbV52lQ/gMbMKJDNAEjZmA3uXr/wKWE+RXOpk5rflj9D2GiD43ngIxwK9OHq2vw7Vxqf9Y+f
XbygIMxPBu6EULmmH2BCEyrlNuXlco4xvYffYfwAOIHchClT9REUeAergZlDzZB7vPqIxBx3O1Pr
GXE3mMMH9smJx0JAdHlluxhwAddXVN99fxNhYmO8opp/4QZDh55RLalXXo6V7CFpajjO1dlHwouM
JFZCV/Op411jS9G8tWdsO9VvyCZpMbvVHsMRP4n3XnKNlWKCi9vbKl1ucBXkqxlIXER79TSOyvJ5
EkKXwwJOikx1yuS7HiG0xltzszVRatOx1aabpnz/anUdpxcq14Uj7n64iy8KKegHwBkKyQS0RaCk
j+SdDTzgcV3Wa9CH4U60HYevu7Uv8iiss5WlUbK62ASV7nDDlCmBodNCqX7o4X013dpNvdK/Nyzh
28zO8b7qUL9SLBjlk+zNYhnTjevGRaSKwJeZFvZV9ftbRG04mDkQutGCDiJjdHIt4WcFEt+k+kql
EXZ3y6YuHnRzls8eX7pbgMN/YFuWY+px7l5FsUbcJrss0VTslocvbsaJhD9YQT1oshAYnMus3L9Q
7f599kamcS/YeArtKEpe23NaAiAsMOkXdSCs8T8awnsj29hceHTyIvI3UfV7Cnvz0fRcyht4y9a8
6KUmVxaUNIglurxnMbGBgmXNaPW/fYDyCwYk90dPM4byTqcbINBG8Kj7Lo8jjbsAq7IbMiHEjnci
dtVETzm1F5sA6txMmLk7+gTYpt2NI5zzOCOoMat252qlg0Q7ajDU1zh1DxZs77b4T1kemkSLz9vI
NDKKuMKn90dL/o1MP8xv7gWBHoBw6T04ty+rZ1eK4H+9CETMt98j9+zxDaB/TiisZXlUCB31/hNA
ne06wLFjwthR7Lq4c8TW2TZoeeCwzR0+MvBx5G3kjiU4uI0cRX8RdML9SCCxNI5PbjAnBFV8cMDT
S9eL0MAoqB7BI0+RRUqPuRb5RMMud4uhjyeASYAuo444cH3oWKvsTszZPVDLv+OD3c8cW017Snk9
skAdkUb50suAta9p04wPGux07g+k2ApNIxAFi4SKrsuf8KO3gMVKWkQOH/mt+fjRLWCGKfmX6dbL
h8layx0z4ioq6h1ua5uwR0Pu1k5WDZqbGN+C0F7AyrLo5uU5HJVpXzjb/cRLVjMVxmdqd67VCCPO
ABwWFwAEKh9xBQPV1HEqil6HtwtNXkCf7tMFWR4EDGH8UjrcgoWjm9BeShqYbztHW6QqynUEaRwU
nhO9nZkP2ZHUX7SJKtrBmeqOR8zt5TWPoFtKto6ADzZR1PfesvFPpiTptcNr1S5dEWZEzX1Vd3NH
zZQ4yAk8Rr5nzvA7n4yqIc6DOUYoC57JzQLo7anuOX8Llx3q4fqD2hGlFgtCtnpV5fLrW9rIfz/z
zUGlMEwTqM+OYsozHJJ1nakEL4biKWznGw+dFlgjS4zET1PAyHqin4CTV++RAnE4ATxeIJ38S/JZ
1U/vK7rdlKq9QFJQKVvbxBMvqpZkm/1x+eZU0FZA72rwudK6srLbrZqsm4iPjUIiv/L6MQyiKOok
ef3D/KHWngMBT8DRXi5BtwphtV/Jn2O0Htnvkl3CorfJ/cgfu6XuPA8O00E8QOlZNswWeiZIuMvJ
0R1EwMQkplJpNJCZIWwxGMgy9nUcRM5NOkrTdrCgz5BtTN9WDElsptgUb5Yh0KSveSivZuGF7kQO
S40xTySBzJ6px3lYVgyI9RXGNfggV3kM0c9uQshIMSytEgLT5ooJ5Uvk/uwU9PH/CA7APSQxxdRj
Ewtg6QM6+cuKgcZae4rfW02m6Vhx5b7mOBTlvroiwQSg+7zMSr1+RdpoMHUfE05z+/FvTPPHt3Yy
x6lMTzYcvWyvMGfLFAsyFbr7lrEamEeleI0bMOY25jzWsst0sO4QQt0z3zYNoid+0++/Lfj48bHt
IdQQVW1EuLMExqJ3sozJ4DojU+A8FKInhAdarKJgXJbpn3B99g5t9krq0NCl9HxdvFwWejEEnK3q
pveh1TM5yvLwPfayPS+BHQYuG2Ma54FRrl51R5bPgO7URUpxtuIOpdRMsFR5MirLT3UwWBs45wwz
PMsO6VhzVk1kZK6SIbt9tb2H54Cmk3iB3Hsf/2MgHvNJl9ZQf9THXKhwPRB1drExMWRFy7NFKbLm
85gY6DJpSwI6bmwkWGslku9hzodspC+ANIXF2zEpq3H0wa2ZQQfmHMRyFnx9g99uL20QoI5UEXtw
+At43yBtNLq5UgaYuXK7xplPzrlEcSXyaiW6dSp16DvlLivdV4YZswytdZnmjlxLgG0JdqK8rTjX
ajoKiVFrOIm9xWclxB2eJq52XGiclK6APJYDd6v+WwWt+3Ed1RI4zsPIJzL+1/mHB+q73iQTY/pY
B33o55awltJmHKPqKHNR/6XmuhziRqhS5RmodMYHccp3DuIsBP6WdSkqllcLe889Bm6lfyorEoLD
BN7d5pTgpU323heucJNymNxoakFtJ1asrDeu+bO+Zh9lVREyevDLN8tsqpHqlMmOzc701RMaTxqr
5Z3rhwPqnQW7LqK8ZSZ6z9hirpWk00jTqk548dtjEJOcq6Yc4gatdS9yYyQ8tJsThfNCARwIY9gr
TWhSOc8HnriWwRDG0CYbuLbITvdOdHtua14Igzv3fQzU/la8eknIM0IfMgh7uaAs9Vqt2OgYRY6R
JvyGmpOMZMsLmuakH24adwzBQybTWErqJ7vvWXuDMMM57oTys/EqDEk4dYD8rGabgo4g7p/3HeU+
ByReVsblGiEZXUhazbNY8jm9IiLvTWIAH65LX0oZRIA6KAc52mNmT3O7WVfpB4FH2eqnfhhk5FcV
DGbVWobjHQMPDwI21aOzXC6+ArF2/6zcNzztZjqoGdfpq85lIT4/e9X4eQcctwteKj4LXGF9N43b
Ygm4oQbc7TRp0y2fSZVBtBD9lwWMmS/8UubeT5DWMLeQ1PYFOc5Lcp7eP+epLKEmdXtCFvPjMFHj
wzOFiw1eRZ4YTZoOeIM2BpumoKo0cgmLObhwEntmdeiTjdoj/YheA+4c2NBqkhvVjEOE+TRJEbdS
rMbro+PRznXvDY16p3YO+un4D3fGIZHtUMSEZybXNZBNgPM0itR9MUTlkxux4sin8Yp1mjeed+4I
34JTLyqYgGspfcAFujNo3lpzcPsFza1eZ9CQKkq8wPlz1d+w8DORpTqph17MRwMRasUptvQYOzUA
k6KBXuZuF1n+dCG0V5hgXXL4d1lknIdkRxSRB+yvrLQUa8q9+xTn6c2vGtf9VTNGeoc3CAM2gWTG
/Z7QvaI8dpzOODiGpE6wgsm2Mq42B9DBCFujEQepcUfkS870skocAdvyE9NHXX26PKPXNoBQHMwQ
bbJko2cBdVb9+RlnZ7gtvSkyCNy8PNGxe2FC3DkRRz5d2zCMGBSpP4cxfSPbcQyeXJtdOH4x5YDN
As83grwBu9VPUb79P2xd0AqNt9OR6/tVShHNWcHOz/QG3l4moN5up+UbD9HulMJ/IISGnE4VDjKx
xB4JdAFo+rSnivpaF3Nu/cyttKPx8TISs+XbpLvKvGxzcD1G38/N7M5b5c1q0kJRfU3n9DacVYwB
k3NaL5rGLGp9wOD7fZPsNkhZ6NBIKNMhZ+JDvAy0YrppMl6x/YDO4IZYIwBxS37IS8mToOZ0UGqR
AFLNjBO7I/g5j+zT5ZHLoiB7DaGH3vpkmXAJAjizZxGMlWVGPDqsEO0l7otVjTVNjZ8BVa4ihY2D
F+JSGV7e9X/3NDOkm3M4dYHXGYfO1fQvImUrIU1sQlrmDmDF91hWy1P2FX8cF7lkFM7fgfJerVIC
3iPg79uSXT/Cqs4hA4aWrgn6BL1NgsxhAFe/BFxgQ/OByBr/IqkNuuy3Z9ZkpSOa+m0WySgMwBR4
bePx6ahBUzjYG2sokbWAHXjCfL8hpIVJtyilrAWVGWlqMBOdUHjZLMDQSBTNZwnPKRc9g7Zq0ICQ
ejtz53rVESccbu34fShjpupRHaVJWDMpSP/waiy7IC6oWfR/kWBUTkEuTkN6JiaNQAWyos2L1EiN
vKHTtTuH6NUsqg38pRpKj6urC4WOlzAlfbwq1RXkeThlBx9eNVOP8WCxshGoOEjvisyeAz2mte2z
4Xnz5LpiB+I/jyySBuYmMc0eOV2IXwA33w7ja2u7YufsMNdT4yy6av/NujGnH7WAKzaX53WZQ1y7
aqfbOIvJ3XBpI41zGJcyQF/rhzDsgxUqUGH4Vn6q7KKIK2YtvGXuJ54kov5RWrlcuPAn075kUiAQ
DkvmzxkGXt4cN2Meh3ORBSvttaX11eYuN8nF9kY4ZlTWLLa2uMSto7IuBlFaIKwAKJaHig6gApJu
sAQUaQK6Cbu5CtnzopvrqBw2ESBGiRBnN8ykQP055MMm64DpmxGXGAVriOgv+SuKiYwxPVaDXXpj
MRPgkfjXz8g1F6YXpvi8pspUf0A4nPr//EULR+F4KPODZFWxhUZDVspnto2HiCNW45E7rXqIUD5F
s3O6q8aa9CU0LbHoU/e6U96Jxug+ZePDfRNOq7+hd8ELWfjccQgJ+vmiN2o86E/fUZ1lu82RMQGz
gvgoXjLoY46tuNLZ0HWllG4gwY4gPAPuES3URSRm94fZ0Y75zXfBDi6RT2kD4cqb9UGZVP9dLtXb
d7Vgvn16O3xYt/sNPeQ/mqwPMlNB2gsS8TPU0m6LZJtIXxjZ2Yx9eotu3YQ3pyIQpuqJCWMXlCmY
lQ/xWilNRhsqqpWoGcgTSIA+P8MnKZPP/YdGvKeM8T2n1bRWeymBLum5wuXwH3XRamkLEvD/sGa8
FI3BrzBA16qgQ3okKIO05Ej/V3LIdY69OlYDFVktz/uQ0X6Il8xkgSFcoKipn2KfO2LLKisWo/ZR
HmUC0fwGx8VwYcnWGMPaJPDI2FvUDMVJ6uaZcMb8eBKXTY7ZZjIaBoltxxpAcpIeFC/4skvmdSzf
PZAV5gkCEciFbLrwTvRRFlu5N9PUgxc58DnrY8ZOG8P4FWZmwm3wnIrf6l+Nx+TjHHd7RNru264T
R1BI5vKa/0IhZ3l7v/MTsmGZaJRQpPX3WyN1pjXzgEK1iSjQHo4gvi5XoZ5aBlp6lGnto6qk4cWf
QnA8DOPNggIZTJtSuqyVnZueG4cgETW+NHizHVWd5BJZUJW6WDLnY+x9+2gyEQP4H4QutRmKsmQz
Nt5NcAcalOGRjawU8EViICh+aiFNuCOTLF9fbFWLYRiGK+kkIUN2KVyxqC7NDPA6pQOOo8/KlqeY
YqeLO3WVwlAf5218IPQyO3GcyhQV8hjiQbtoMOoFnnzFFNeoupsTzUh97yeUJqA7O7f4u7f9d2d8
XEv77NQ+KOsfatWKcR8Krst2uzJfJq/Xx/mDXTDEYI68HERyF+PrTyO/NTi3IjNj+nbSIR904yE6
vaYLSS7FPNRty6LLXbF5BYD4L74jF537bc9ElbUbWXyx3YriAQk9ljp/F6pokJ6rO9d4Ms2t3Fm9
78wfn9mX8+7cnmrz6O2jSVEuqh77WXfJ61oylJgQX8LsF2DvEGeauA6QzNptMRybRcoTOYKi9SVR
QLn9Qy9s5nr5c6c70lFSky9xOxziPsFENXMK9M+P3gz0m7h66hC1NbbInZk43AXrZ5+xNjpWrBL2
gQS5r/L9hlfhVyVXDaSXS1XJ1YqtWMC1QMJdhrpgD44zPTDaL4wcXmTnZhKrExjxUpD2l1Uk/9JX
kCYq90K0FnxynDLZlngtOrPlT61ImHr4o0p0+s0fhywIncdJRyLjYA46jQ6ThnRjqmR5cesGIJyD
GjUCIyUBLzb6vgNTUWtJRzui5MFpgw0SOv4mY//113TEmZrHsGdx7YrRGWc569oMU4xdevjpW41z
2i6Jz/zod6S5y7Jg2v3v/e0wtFEaUAOevizAZBg64F0QfdVDr6iCNbfR585kyctqscc3kvGXoiYm
HDPFYUjhs6VkEJ9tZXZeGn1Ax/+6LM47qnq4O7E/qZvM3LKMKlZchpTX7Vpa4amVfJ7jJX9Uux+N
opDoyGjtzwS8ZcYiwfKydNTj1VJYGJ5bJk7yTOKCTkbEsCNXjnnPHVpnx9tGofVmdmiVfT6h5zaM
XmCTXJ9eJzMyyw1YUj3BXTvjHWgF+L3GqlfXQ9J//u278aqHWKBBA7ONmavnwTyOh1RO7mSGfcjz
cSTixFs4A/vg75U2ugJrQ80j/+iMnyFJUwOtb2AcpAdPng6BD3Dmhbd7i5UOdQHetYb791ew3NcE
HWjJHxUZsRkWPoNtXyaqRGWsyKb3IDlObQ6eMoXuaX6AcnXt6z5VcJGZ37PfIhAjxTawzJj+HeG/
plTrMyLB//uzXjKwD/oSoVwUegVL9gve/u98heCDpuJhK9oOjYC9HYjxIvdg+06vyYQBPxL3N0cq
V8WqyllyP3djrYpJHdNNsa30HtClpoLJ79V3llYxe10acENABZGGCmM3a1+ti/8Ad6pFf5qiHaGb
EviSkePbHuTUb+3M0wNPralu6ud7GClGDG8T2bs8hF9nHBe7t+qXeUNWFqS+TDoAKMfYGQoylsZ7
pCpaQ8AEpW+KPCii3V6OfdJebrcyV2Ox1jT5vNPPj262QD8ftCwF0W0OAZIESLEvi0+jw5r8lyb7
MZ49DMVvkB4eiQZ/lUi1FUzhYi/tqJz6y8eS3oDYXJbSxpZog9Q6EmMhWCdZfJfzU3IlFKeycMtR
PUdipuisJ23ZG7MEnGo+qXzxkPlMEaU8kxkGiTNo78UA8Y47n9JJ4uDaeJDQRRj2oOm7BR5dx1zL
kEV455PqqEjcdm3u4uD7ZpcFg1dBsJ/gCM8hb+O8DcEqk8nFxQ3rlQbvq4sgwcHqIGMECDLyb34R
i5T53CifJ93t13HT6KodXinCbc2m7d6y2ggSHFEsN80KOLJWmRQvGDBNrY/+s+0ZYvgGtG0rrojw
eYDfNl80oSvQ1piudAI7Odf/YkaKWN4oaxY9emwohFz1B66K20g7lZj0/nVUp6hdBSwXQ9bsC3ok
Z/CmEpfnw5fRMhQFDx/ugRkdYktmVgA0bFiaqaDrLzeGm1RRWzsJECQll9fvrEwnr4yjgWYLwZW5
WwMTJBy3/ThxQ8yRdFdi8EcyIDb/SnI9Uaq8XwjDzKXzdM2Iogv9dPS5nxSdu0ltBFWCWDr9KA53
M/XqlQUgJHm5/o31ltu4XqPyBpTmyLBI2bUJD+Zomn60tCfnTAprD++P0C/BR1ssy1qUn27cjkw5
seNAaj9dDb5Ybfrs+FUm9ek635f9vKcRLPp9Yv7+XOh974MYzp19gZAjGo8pT3ME8tB+dQS0wW3A
RyFeNjgkegHtd36v+fls6ejoPp55AgTQHFx/qIcQlBVoWbngyXr0fZI8ITIctACUXFKh2123aX3S
285dv24YaCZIUsj6M5AwxsH8WHGVhaoh7ja6EQHOtHYqufq724WugCpU8BVN7ujSwBKuXR62t83z
hD+nkKEc0yM7JeF/okqvQyyArA1YglA/FGES+pxIrctWay3nSxCrCbZwkWQy9nOe9oAKwCKqIQQX
rb1rProumpodyzg8zVSdzuZNek8mAQ3pGuEDGXCupOkJJqWqR6afiIpYIBFpd0JrRQpjT5i4iDHQ
texZtLUYIzKLEJ3f67fqAlNm2srEdanxsOElwQPPH9W1VJofnH9ruUo2U1weySxzhUoRBTT4FyGp
j+8OOLALY2idRKAHKSuMRc8rf2+dVLLHKMzH0gEEH0Fpiq3eczOl0PgNJ2Etxb2biKow6/58x5cx
ovDPu/Ri2auMLCwEYTVjdCDGiErmAQhgaiC2MpRl096QNWRSTgpJBt/HnejzaeK5LjdrzYgHhJdv
/O+t3kF45MKsbUB6XR5NeiMZBwCBjqHKeuqpAHmmztAhwgHwt1OZfZdHop2QNAMFhr4USLSLrr5I
dJbKImx1rq52uZ8/M1AnMJpG5R8+ILvU9ckhQU3t9s+LjeD+r0RdGmxDIP6YBI3A0SLaZfpLRZK5
KxQmXniu2Cxze1S8rSNlJdnqRtdH4pf3ZxvgUXE4/Y8zxLmwY2Z3qTzt44EBd+dVI/XuW7x8ypcI
+e7ZbMFNx5WVbeQ6o6Z6qjxeZzkdSa3t0ZsbqRADdh/DnnXMoqVaVZs96rXSuagI71LNOzLn9V6v
vVd6mUg4sd/WG/aRYTpeBNagRCZ75zctzSGL47pVdix7Alxj92NjC6F1+aBqPpzWE+jN5Up+gngZ
VO4n3Wk+OIcjtMXMSYknADU4B9Hc4aLq/x91/l7k5vWqHfcqylEQVLelguhNcjazVp9+3p1KIDzG
yBpFuVRoKBLXf6ySKNxfp3h1Kb72ul7YV3LosS87P+rMQKSMCFaRA9X3MueuSP0Ic67v12yFXezN
O0+BqoEMKyGfK2tuRT4o3qQMm4RRDrlmdJMIa2jgwAFLr7ivGUW4r3sgNZDbA85BitobzHyqEkXZ
5FUs4ySUAeaehjdB6JRDLw3nlPG9bj6LhF/gu6BJKwuKz31yAu/JOlSYM4dW/7Oh9VE1Qh+x+h37
S8H44dMz73ck3qNbqlIqTBHYH92wE5tEUI3JAz337qbaCKcgxoKHwP5bG/EM/Loh+jLotJTcRUui
T6qqpKykPckXqfVdR0C95FUINhc+5RaAFBtXSWk1WnA4FUusnpFtw9zZFFse/oyikpoA89c9rRXi
CTnCl8i+pbU8+AzDJvF9YGPK3bQJrgtlPO0CHwTI76Rh/tu4nnSOerxw1pkVgyABsDoO3NIxdu9z
IBuIOKmASaebGoystOisj2skRXqa63f7aD8f4/jb7ihOWlK9iOF87rSwdL9bPMhYlwTaOgRgiK7v
vPB6hE1tGPdOs42P2rue9IOy4edEFBHPfV5B9+uhr/OpPMg4l6u6LcRsXGWvCia50QXHKiqU72bE
RGA0GVQq7fKhAnTCCZaMIHgInofMsa0gZgAX6KISvUdxpRZo+FavUTij5rrLWzogpmOYngczVhEj
lDkDKMKbYo+wH/4exJphy/mlLIMMSN1iFhUY6cvan+bs583HFQPA5+SKGy5ywc4Ulj/6AwHfvWbn
T2d3LUAw9HKriO1tDDlkLGPFky3xx8xf8A5R8VXjz21NwugYx0/cbTnjDYsFFjFwSEUm7jU0xrk3
57XU3en1G5gdMG9/AY3LOJLw/f2k7AchzEQJGY+CDSEDxdqyX/ftAQH9Jgb7+bjpBsaK5juJ+uR9
3SQj8+ny/Wk+kCR4nnLsqWsE0t98g5iph3FJ5Am8Qrw3yg0+A/N6XSDgkux03UvI3fAh/mGi6vy1
05VXlldiKm6r59oAOWicf9uCaSs0TwJzdAJGJjtsxwsq8M1SpPhvoU6AnIvKyCOSx1f8UkYYh6IT
00w+ThMIQKmObBDgFLCsrcp4ggbSNGyp/N5gQEsnl3j4TLENMuujJ9q2wp0/vYnus2XsvEYrHZj/
AFdauc5gzUmZbJWVboTBmdc2dCaU3RYZ8Ad2aBS4pTvGsF9DQwS7/l/nYxKCnhu4XXS7DmDoiBB8
tqNUHG6774RWCVXS/Jg5cSEDSNgrhlOtDG2pi5SgS20HrNmzj6xfOsny6u5A5Fu9QicTf6X1/MfJ
B2Pq7yQKr3WNX/+MCZQbZj6zp3tBL9HAxNluno3wVFq6WE6Jr5A1fS6y3Uxwhs5v/U0vi0+m15D7
iMcVOfjxx5bX9i26WYrUQY3D6EtP8WryGN6w65hIUdeO1+X2iZG+/+Cx8bDj6S9rVIZhBhwlePnx
fgnuAFA8iObd7H35mtH2mOx7mOM2hUAaw+S562zb/MS8FRwwQhRl2Hiewn9rTLhXRrXl6XQKCJE/
g/Yx3ITw9QeNCFLDiPHJo2BuGUvxTEzZTmXbxGWl2Ya48p3HEQBcsv+24LbQm4Sde5yIc99JiUR6
8Fo2GVOPYqMCAb9dBAVEpY11lqWAdmZSCHzF82Yd0YrXNTnc6/bkR3fG00KkDbXF2hCemlWBNirp
ZjFHFIu8VqKGWO1H74iX2a3n+X5t7JXYN4e/YGbcrXu/BXzcLcpsLwVPSTJvHusjm5+8K2prM7rz
+Z/afD1GJ3kr6qddipsKPQuzmwb6xU35ONZbwYu3C6k9nrtkrQ24qnkJh/jSoexZKx8Kyq4kg1/k
kJaK9P+uLDJQLDCEq77vEVrwbZgfTSVellVLOiPBZ9AcfwhtLlL9JWI/HkK0ebHky6L2lASCgXO0
x5Vzu/DfDLvSXLt7ojaK1z7kkxbXHvVMhXDDyqEBUFQYNVTSESdxlxVAlB2saJDCYWt2b60i8EaK
09fRJ/h8WQHCDC6g6Bwnox35Kc6z/oBKwpkx2sl9QhQXR16ctXZ9VdWiii65Di2C5AO2dhDt1b9x
P5/uzE8b9SKduFC2KwtfUTqSV5zYAQyzJUxLXas04S7xakcdHPN0kcYufw43V25quAYmDDL9DZi+
kplyoJKSxA9tbnhtQbtE7z4kTxLP1+cndGuuhBCtktJWWTszaRbDRq2uuZwch9yqBGEj6w0mke9A
M/g6ec1pUPHDTAIAMZaGGCrpQk7wpv3c8cIhbsDTVi3U9bQGBICbQy8UBsFcbbh4iFx6ZbKk94wl
zCIBkIj+efFqhglFy6d9+EQ7j9S94dnl1pUmP9mJ1Jpakkz/KmUwn2mUV1rKlfrtWFzOjEhODodu
f76WrQSPBE8/zxZWJhxAk670I+sSLCVp5uOXPfXEMZUItn/qoScZOlsRJfANoF07ggzbY6mNOIpG
N/enDMICYr57RdJA9XhV3Y2JcqfxsJWZtH53Eyv1vIsEssgSmXldePoydtPUuOcGrcjK6ZBaWnGU
DgX18fhlV55bbF6GTgsJoJoGHs3/5UbFUM7KidM0Z/mSqLXbpM+2moMYNJ7LCUffGFlLkBZysMVM
0eJBfTJaupjLmJBkEM3gSwN/WCs6MThJISGCFd9Fvr1ZFvnLSR1hvF1A7wq29MeJV5+g206TKkIK
J1p373am8HCW5OZ+NMh7Yd2s38icAPs6h6pHJezTw/+h/a/XyP0jBTXNv+YT4+Td92+M8gUKSinG
RExhK6afLgQz2Q4j2pk6qhK/hU3VXVfaTkzqmPZ+aJ1ApwLnNI3tNp06I8OIvwpgQQlvEYI6bsww
aQ9Wuo3OWZw+R0eUxYq0I9clUp7gd56glG1dlEaX5wLF9TNhs2K1vrs4E8v5bMJvZtriYZZefPBF
rR0YN2ZCwcCFbL/8cjay3fmWI50ROSxEOAF1gMznQPWzIZcG3OcciBJ8+v/q7cx6Txu1vItrpR2F
JmrMubXHpVdafLSVk1N9naIc020IBkrLR5ivsE9+me3bo16Fq9TGIw9AWTgqGATk5yAXS6opDZ11
p2Y6GSMxRuy1rcRCyONpB/pxuLRDKb2dIXAanUgQ809YvxeglqNVX7yjtvkw0T8OM662LE8khTcE
aQoQI/7csdwot/MXBwe9c2tN/HNe8K/oWZAiqHazbVZd0U9nltXAtfdnses2IcW3356LQ5rufvp0
vM07b8qWQNr4lPbBfkeY7Y5Q+JyBDbNIHddo2miBcX9gBCnWq/VX2iPy99WS9GaHtGNmxM548CV7
zSLuWlUvOSUeSVhxQsSNCpRnGdrlSxOZQRHjkfzqqxqvFiEpu0UBrBmTBb/fdJeUY9tWGIAswBDf
+13g6c9BOl6u0hoXNlep3Uv94WTufgu4vSVZXWosR3NTgy5hotmfLZHqSYEBUik70CLsXj9ZHIRx
hDTDkB0VIBE2Bi0QwGgKPREzRQ9FpgDeqqM1BcD4PVgKBIP1iXtDOHGVG0s0UWgvdJcexcy2ZDYk
xBmugjaETUGhLTEowQID8eoZIZ69T6ssZprJn1JfVmEQEG/kYC2Eh2PU9Jgwev0GssM1SajbiSSw
QyMfpAYXyimkJwRvEaefUwZ7DJpXXrjLReQbbZQhrfsLAPUeDqJtAOTmoPwAxkPHtGnJUz/NtGiQ
AATxGpeVLLPf/p8gfdxsJawwAFHEZL+aAiGga0bYPWlyDkEvorr3nr7lCDMuEf49aH7EUj2hMwyC
CZLpU4RrMsPtjZDXjXPdgw9/60pPjmhyk0P9ujvPO+PCgMSm+n5vxM/DvxOLT/SobXaHLJs1LLUf
nyik/Njc9TaYwvEDmxeZoaAEuWB2h1BR+cKxFONYSBoeH07/Gil3kqtEHgMM1mqxsp0oRxzmZT6N
Y2napXJopA7C5YoJOR94T3KMkvp14Rf2Bp7FB8upYxFzS4Cr3mB+cnmzH8DfpPwQBSw9G3WQ1+68
6oimLLaO+LOGFg0xkfVsY71k62MZfs1lypXBjNOew0qtzEot/ReP0jppT9PUjTi22lhW5rqkDZ53
S3UcxoVMmhijquE37xbdSMK7peZKC+eXh0S8KU+rsXe9XgL+BOofavjKWbj72rXexvMb97WLOuiW
xCu6CzxszSpavT42KgfGJniFIXruzAtyz03OdcjK6xdUGP/zwRKxJyLDOJY3GImPj4nj5aHx+xdw
rSSXpKUmX4D7rI6+7uMuWh+Pxe7zo8/u+Ykf9v81VJygt8WGZrFJSYhRCwBfLDhvl8tdopE9CRbL
FcyElv1/OLDT5ZTlYIBt8JUmsYQKxvfLuNrHRpyf4qvgibkkGd1VhAeNoktPLWu20Y871mVU6Pwj
eUPGLWdH9NrWCy9d/2YeDedK9XsNse9siBHHjQVPA2oqjCsMMEny/vBKyAfBB8njdaOC4U8CdrmP
S8jYgJuocs6oBzIiFqtbaPQ1CHX1AA8RmbXNJdPBjcYOlCIJSLAPh7JSg2OyG4Ja37uahdo5yBTn
YKMmgCCJridkZXBKjhf5lMp86nSuHuVLsMMeTapbArrQS8gbWPaosRXSM0FCaZYPD/q7ltIBwJT1
zDMJezvyot0lflSpDTDKtHzkXjM98UXP9auke2efP9tDg2m/qrseCpZi5u2ocwV98TTWuQq1oCHF
fR9toEaBPZzw1FR+I1v1kr8oWrV65G/C8oVqK7GQqahLOfUCEcGpcPfRWM2RAsG3Fy6In2AsSrs8
Qg4MeqFTArtZziZY3jRIoAFXYRwOC+SUc6lXi2JB/DjqJYKuVpcQ9DAZXDQnIgCw2Ejqml/qi0aG
WS4ivkABzredioJBRgUVMYe7Tvg5zwRs0dp4X+4g4SjuKalhVUuuMyJJmtHyX8Q3awuV0s6AjPDV
xZ2KuQdhbFO3g3vo9qI8aoqipA0uLu9zaNCXJLzsMBYFXbwyxlUekUTYhGUCgbHBwscZJ9J53Hve
4h/FDg7M2m4k1DpTfCSxRBi6al9X6Y5cJ834KLK4ZPvCl0ZEegXZoXATQuH+c73hK62Msv4LkGSO
o+Et4s+Mbhk8xMndRdiJEK/jB6mIHHCeNQFORjxTSLTbvQAj5yCtkRQ6kKn6msnvFHsDfFXj1Wpk
L0bH8jr5A44GyOXL7QOFIAfSU1GLPdfDE1+B/WdaBgrE852TYHF7/ACF9juuVdpFEa+f0wMDzcja
n0BYJ3dU1r1Pj2JeXOBVB1GSqD1n6nekC6W54XDI8EqP3aDsbZFpjnBe/iExM+dni7Jh9e+y7lhE
WPo4NsviD6+JtNnryNSnXzXZqKo+fcFjjZxzgKUGenouGNt9VnLDxJ7fhoAtJq5wWybiQe2YcgDc
j4eYG5VObNHJMHv0FMp6y4Jb8P/ThKJEMdkTJ8aP/Sfzt/Pw4tYE+mwaq/osSibe6YQ2eSCy0zu8
to+dvlJBwBHf4M7r+kIIWdxhSAdgu4xC002XCM3H4ODLvaDu9NFOTX0hlyE+xP43FU/WJtwZ3r8H
tLvbrnh0+07DJQwIqrb7Ahx4fQWxd3TIeg2buShcAcWvo2BDuPSPiI6Mvi2kN+hcUpOU8ex4oz5M
0JG8aKC7HQxblh2tDkoQDdeOWcOlbrnMjobGXFkRNiIEBoS5dFmQ4BO6hCSKKz8sHSW7VSwzZAqx
c/5XChu0u3Lxt0bP55m5OJ9g9xNsZQDKTHTnQucZXxhoLOsmktiAE+7uCA54512vHAjkQyhsYHg6
dKW0+mu6k/qfWp5kc2mPTcSjd3ao4+kyA4hCBVVGJZClow8ERAJY40GOK4VX/nBvid/mGtamla/O
rWCeZed+lZgMeqJ/XUlu4LsQP+RghAg9rwvTndUfluKWoifv6qHH+DrnVIB9INmP8mk7WV/akVRB
48vPdP0tq0USMl0YX00c3zw1LR8kgnl4yWrE+29H6vRnYaSMcFsk1FU6yXDfRj5ZkyMrQAOukV4I
DnwUz3g9qmnKPLkdmoriNGmaYswvCfe9Cp1CtyaeoACJnqpwcxwe763/LSqlI7KN7MFamCiRDfmp
JzQB0552NJ9+JXrunmOyyU4Q5OQpF3nixBhuncA6Z1vt7+8CCI3ThVqJ8zKPCUXZptYzfTKDD0f7
p+7QJS6qwQXF8WAJjb9iQBxx/dUKAjFp1eBKg+2eEv2tfeACsBiYRgYS7zUC9SzR7iLLcFe3I1l0
OZaMQs+PNKj9F4gChIhCkhhudVgQy+LbYbYkSiXQ2bDdoidy3PhweycMRClh4c7vVT44cA/5dIY7
fTvZapjzRy8nb2SPrufu+yl757lfZeFMXRk5J/DJKoVlz0piKI66nm47kVWbLuhANHEFBH/fN6n5
JbESh9LQ0AcZHGkqdFmC32k3qvB40IFFSC6ugmbk/TVOtsP7oHfndQ/hDOmJZg2Qh2C1xNU2mvLK
zOAIwk+PFhcDj7kDFW2OiRc8LrsJ3dSzKSiQPOgJjdlFKutrssremfBc/9fMCGcsC4SZV1CuHL7E
zUF9AmirRchnh1ZYjYrXNRrMxEXvnoOk9a8xFQW/UloYPKUIeqvNDwvls9Cx9Qk2S8vrJQtcIBtc
lEUKUqNncFQWfHHeUj93L10LP1jPp5SSkdt86Ym9JUZ+I8mSXJeaRtY6/FeU/FvcU6RUxsOk/lYU
zJqhxO4l4y27hh30M5OwE7nWLK/uJxVXwPwWFEDC01Wmk+SsnNjSfmQtArNFWaAp6eRc4Y8K6dev
5VW+lYHuDqX96U30T8cxPmdt7D0/YQgEl9YN8BJ79++niXEGrg7tjK8s43eggxDkllFsDrp811iY
I56qqpsw6FBixya41TqYylU4NZGJf3P8vkXDSlTDuVKwYCa0697NQMWJ9jnubMJITN+RjnmG3vk6
PpIdARVa5+7mlD/Cz0ZBp327NiAYntg2SqVC2K8oZ7jbuDFFI1X3A0wZEbzVR2oLNwwLas/vFxjd
lkTNaflc5npLXKYq1I2UNgoaivpkhy1JcgfZdj96R2wTuA1kfLE6r3FwvV1BlLo1fyg7fFwupADn
gHw8Y6VaQGSrYPNwZgY8PBrcT+AG62xkTtZPyp7w6jzKvGThQDGNb3Qxcx+s1oTnT8MAH/Z2rFTr
XXQxY4w7FAL2LkZSLkYw6YwjvgUz0EyC4eyE54JLDp28YGOvL7u6peaIhV5/A4tnxnyn5EMtmo6s
QNaNl5bb/H+VJAPK8fhHL7dfHNws+6oJBKjnx4Yc7TilA78r7PvExYZBkzcUWRKyvKhihXcNaTIG
uWAStg81H6Qj9++MJJPSw92H1VJn6Po4BSej4Zj6Pk6FbqLRwxpPT+Vo9Eshbya3IUrcIlHBrg/U
wggNZt/adh3rUSpys0LC0wkhxUkF6BKcZH0Q4w9u0Q0kwAPNG6+ypnMABEt6v7ArYkM1BKK5umy7
Eo6ljFuH7WurlaMdAJYrLkKvpKLN0sei0UuHy1iGKLuLEdGTewkSn88KRDlLm37IYEYpNe5mlAoc
bYJcmFZP3O9j9POZjIZpx30gN4EhRZw7TUFOa4gShUeLKIhKNIh2LQ8Pra1Eftj4izIYVSq3kmlC
U06twYPSQJnteDtzoqdY43SASz2Tw1WtTl5RDcLQc2c0Y0THLDdGsxEV+6es4qvMHWFnbv1onaLE
ZjwWxbQaBHAXqvtkDbG4CA+YI6wwLPt3HtY/JviKSsBCPpZZgTP2WemRw8QljhfHUDnBuM19SQuL
moSK3jcO6gS3qfztS3DfAvcP5L9HVI2Cx/tmDIsN9nA9pb/1Xu1NoRqRTaE2fCAqtq5W+HS4Y1We
PmDFFlkFEFkD1LSYL7dp+/p6t80+W0pw7BNPd+z8xCJimfUifldmMFzAlFE9qVny2786g5YnfVgu
3f8bS076dtIqa8FU4VC1oYG9kFK7KZPcCZOCBoyE1tS9EMkcLz6x+sRa+NuegXUhxaHchtbv3625
y/iCnPHcN4F63Rc963squcZx4st7N1UvT3mJqlHxhLTbD6aNI423RbFy/ryUFEE0EiJdkEU2fB6R
Vtv76Rzm7V9jHEJPUz87aaRahblumj1vjnlqSbgsDX8vyg8Ds5rb67MsuO+yfIC52L53+vAvNISx
6oZ9io+SV+58Xdgk5c/kCNYhPxF6NY4ZYt4H94Tk4zHiwqRXQzOwnK4jqdcSf6ItbOVkY9g7xDwe
EC18jyGXb3j1BxYiCExPgTz/1XKKpKXp37oPDcmWkJhFymRwJ9CRXqEf/3Li6YNOMy3pLzUIzZsn
8ZKTuuhDEXl2J1Djz0XUzsZOgG0PvqS7cu8PthuKKUWor7bR2RsuC55mJBUS0I+QToESR0Y4ScMX
W+4nB81lm4CHxdefqAD+YnYBAENl5x0CP2GcP3pWNlk3V4bnveyvzEIIef6B2vcGJqwTuS/pu+iv
5uP2SOQAa8hY6D9IFC2A7dUVBvoVj4aNk9pe8m6DyIaWpUw2j15ZAWUgkG9DWGhQaLwZEXYbXpeK
e6Wkb5E1cMxhx2vn5sKCTj7/HBM9GWM65mZPt+w5rhZj4KFnVQ5vUQmj4/yKKVeu4K8216RP4KjW
7kqlFuo29Yaa3RHNmOMJ7pIU2VRzinqNh1zej7MA9YNd615kPR+oK4FDKJfUf5UCTXMMCFDT8XSq
qbTZHdGHVvEOEr77LeDZEUniuUS/8T/jAUXxCaEBqyCwf7uKwuRrQ/tD9nEcZExiwghkjpMkyajY
5wno78ossU0J4cE38AAYAg3WDoexBaDG4lvp21rMwRtSuNXv7xo5pJnM6eSQRjowpZfQ8yyKIEPB
n1snnIYdDQ0N4bbq6vRBExLugYxaKW/2lb9foZN1SsK6uUbLgdtBqLJm4/ZwzCX5ItV5zwFLiQxe
KznF6J8VrXWuisi7OAAFNHb+L35mFTQZacB997TETcIQ2QWJFEugX3tKZlXPA+4oszGQK+svuvUc
5/5IPTxKelD9ACnXBd+7juS6RAyCI/RqAqi8ZEpBLR7al0WkhI2Jw4PMaUvMZ9B6ivXXBi8uYV4x
g4yUf5jGoqhhbKSNGrp282r10+1etDkMBVOK5aAJloZdMiV6kcGGBlBifUs/kUfz9TrDfg9ZedsH
u+poB69uWXRtp1o5O7gNF+RWZcNxCAAlzjaWAdCtv9sjHd6tkw0pdcFa+wimc9qzcrypp6SkX4o8
/yQkHh2glt33LDeUvoel68HQyBsIVMKykeVb8j1a6xvYMPNWEOL3KwdsRsAsJ0dhuCHJdn2g9IjJ
hapO8egIUM8SuPvdTlehPRCoyJqLpKPH4Oh+6exjzbnAgjawdGI/qRYFaiX0VvVKEXAaOpXz4nzc
xazQVnfrRahEtYvSCwV1GjWm46R8DFbUhXdmkkYyrW0tqE/GHE1wN533N0V+X/bpeLRgQCiwVbOK
omAAOSZ07R+ivAwnbvoIcUXoTYtjBC22CN191TMjjekxDFJLT7I2gBbVsyrt2I4X/OSMVcGEohzS
l2oS5eLizrSfclVUEc1kiQFETZ+z9+58UHELc8HO30s54bhqZQB5c3tySR9r282F5PF1ZI6xx85/
IFwQvFlIJuQzOPNh28geC3Ce2IJpBF1PAevkvxg6wRdOZWniqsRrAqEcFZPIh7vjUb7oEMNRltrp
D7GJIj2NNBfJATSE3aYlh5+XFUpbU5dFbFnGZpKXiWXZFcuT4m8h8zDXfBWoMsV3kImigpUl7Gr+
lQUXXlMGjTwYkKncJw5rWAi/wjHmXFYmNBvnMrSKpv/oMP+LsOPyz55bMFy4YEJiYx6YMUYpoiv8
2mtwDVaej9Y3cwzFsSOCbem+B7oA6awFSufckr1iw36bJZNmcrgPnxVhMcwrjQcQDzA63bwGlQpC
qF+bv0PysfjwOV181kB367bFhjpY8Jmy8FCpERt3jCK7uW0KN5u3mqRR+JylHVGdndlXWtSyw8IF
pYeMQYY0rMweYWO70bAyuNxfh8r4RwTtwtR7KAB/wTIcONxGtdCIvMIdBrtBDj220MuGSl+wRIXG
9oHNGDCVfI/0hKEbJZp82s6tE5+rdHVhXTknmfL+f53V/T1kkH6DL7P0UzYvQ0eOiA/OpcUNbYbf
te/uRABEV35r8TW2BixhftWHrQhTr3m/+XoYcTrypWDuEbU4KYs4zA07vbfgHendQ68vxPMlwLSZ
c+5Awh3sUq/IvwT8t9jg6dgz7torADPN1MarfBobJrCgAHGJybkn6T32U/DYm5jgjsH6WhKpjKyQ
+8HjBv4a+eHNrUi346biarZf7Tymg6uNpP2XC5ZQjVz0DTR4+t+f5qa3ppWFAXT71rGo8/AjJRjL
DehU2VwegEHir53vz3p+D/u0bzeblOJ9V0OhjvCMA/VBB/Q/g0psSSOp8H0PAamICr+C9DP5pIh7
PsuQS7lP7kmFac8V3+55fKNBhIBKGgAjdrKTgrbuSH/i/ooQ1BhiMyWy1CUxTvf8chJn+VTmcthR
imoWM6NO8VdQnvcGsXdfhKTBSXqJSw7DLQhOnRBmPnqdwKAx72PbUdEBtlngPvGMiC911jG4Xar6
fcbinPB+oFXmgPpmR0k6HDc1Nhe4aJ2xhDePWFes1IfLmkom7EAG4pLrINmCfRsEyvTQhw2E1dx4
kOVfdSJ3w6oD+PyKzW24nA0u/Oc2XpP+93lSBeTm6NB3e0v5XbQwja9vFYgeHkmWcDDLc4CTX++m
nYwJAXisCKkjGOFrrE3+pGf0upnPFLbEMp591p4hI2hIzdYFRNc0in15j19AvtAUQT1TgR1fM1Pk
O/CyEYJ1exUYb+OuTdnIBFDM8yLhTS7VCgc5DtAa7Mj38DUSSZqKrRBcXpzZY23FvsjTWokUxqSm
yS+4M5u9zScR6857Tr+P0Pr07zA0AtJphDMiB4VSubNC1LV9YKys4AFnEvg5KlPxxe5N0rweHCIL
tXPv54E0S3fQR9fK9JtyWR93srm0WhgsMD4ShBeLsM4m6cADOkxr9vJn2dScn/Q7Zil2Nxukx559
67hr8+36jJMDuSdvei4tDv4XA2Q3lUB5Q6Qr2rAVDZLYrpk8vxgfnMy3wCDVY9Xn4b7JrWKy2UPi
TIRaEeveEzMLADYJaj/lWXgbAf9s3Tqt5XtUu9JfERN9uxXPjgMz3KpnaW3+KiURXBuu9MNxtcyK
XJkp9MUTvU2yXLFxnHmYfwAxsEon1gGqyr33xMR0CEc5E08UDVzeZcFXPUG25Ukp/4F7skFxIVr2
M6beTvoJGrfYBkhdPYdZIcB4o2/ZSSX2nksXQs7/ckpzreEcCZ3X8qjkoZe0EkWPZnDXoM02m2x6
OCFRvqvl3cpSyQSLzTzPE5Sr2T+CJNKR5XKrcz8H/Lgc25RAJnxEpkSt+Ja6lf5Xj8XcUHk82clD
HMQwah0ORVF+6s+P3GCix2ktVnWToOoEvTIEeP9zpK2yhuJqXUKAjW2SZuyrI54YigrSS1Kw66au
FR6aeHT71qOm0RHO6zASe+9ssB6AYeQM36I5tsm9OFSmxZwR8MoavJ80oHrG0jgj9zmSvKpgy/jQ
/jOujaC5c06kksr3+K142WW392LTxVwZrb0WHlC0w+3ryp3bUO8lLtT4C36Fh5XjobvfW7nrBXUV
X5jWSRi/HVP1gTgGOv6ltdwYzhx8j2Rro6v0q6oWgySVSLL+L7HY0I8ThVWzCKwFqc8okwitHd8P
ZXj6DUVLRrfTz0c7pnglLXFk7oDBG9TFaRN2aHvb81VE4qssrw/82qsfimjsF6PbAHxRoShtcdi7
Pzfc/SxQXmOGE34802Eddhs7VNWAfdKYEImQMF9ktnOgtbkT3odGJlr1HfySYxPgNmPGVVzsXMYV
ddM27KS3NSVduGdrrVtsKeO6wCLVv7H5w/n2Q5TlMKhXANyqbHZ1jCFA+r1BsNiCiO+AbM3jJSZh
n7YeHrtfwc9RtQi5eYBt1etJshe+7juzgFxvx5j9zbt20Z7U/k+4cJ0jkNZxbiU2iqrIrHJCKuxO
JI71W8yK5tuyO+jhShrcllz+ir0TMvmGD5YChOIT4lEbw4VJVU78PQc6Z3yKYOYSQeD6U02dplQh
6CQCiTSx7C/uWssJoUg78dra/TWdXXz1ShPTBmWh5IN1L2c13SbkviWFyoeId1lGBOfZ/iVptLw5
EnuUyIw9O1fQluxRck+p9hRlbPbQ2yteYyJdR7oZyRzt3T+7UFnGVnW8hvoIUasJGAa7rnhlqKMI
qSaVD9pfvdaGRz8LxffV8LiKa5iYP2cO4qQfnzmFN8aV6LsTAmptcHAz9tUic7FdVGnDj6GNS1UO
46LYsvEJiTHkrCADLCRR5jWy8NQ7aDopwnoE5A6Zg8ahVmocRP7+OGpnNBWYp5KTzfEwKt5GYxd6
RZxgJ+sLaO9imYlf2vhhOdCx5DvDzP2a9avgwFZtnrJOs81R1AC+ouYcI6YK80o7fSNsgHoKmOrR
MUrQoi7NH9UppEh8wGFRMOjXn4Pe33sw/UjzXlAHWMYqoQgDkxM+f3c97QzKVRIwawgXww7M45zQ
2/tgxXRrBu8Xmd42IngwfPTl10SOVJGw515Id8PCFDLSFdQYUrBijWtK7A8bmjvM8uKyPyXMM2Gz
bbKlL9vJiTuqy5LRKZMcn+/XETZKUOoI8LLfmZiirPAMmeQmFO0/OqUg7EEPV/zStCAA5gRPBjxX
aUczQCFhx/gQR9zaivypYpfsCmLeNwqWWRaCPGxH7cr30lk4A5KQ7iv8NNJmi7ueknO/EWnlFGF5
IU/VWModYGFpt8jgQ2eDR4fEvKS67XibRxxbNjlbWGidBWhZnbbUAbV7bKQTBAYbD9FCu6nKPjjV
yIPPpcY8+4/pHLVrIZr/hQVXbWYdHuePhnGivchvU8N7XCWnvH0Rt+SgvD3ETkxmUKXL3oLyE9BK
xIMiBAkfzcUFJrp2F1fSrzRv8xHXa+k3LEOXpttGaBSW709MubzgASNkpBI599mvG9o827Wvu0xh
gs1c95WldBeyKmyEiDlMiJ03CpaUf6NMGpeHH7cdfASKMgNSXF5TkxOelIgyxnUTWR2NBAIW4ERr
3zyEXMda3CATd4V80F532Ua2AwFllIEDwtIFWmZ/UKJH8k6lBKB9RRF0GmNVbp/Y7Ls6BM4i31bR
LJ92TljpoLc86Y3/H+ZTEpbVhIvZwHcGhl1fSCzbNg5i6qO4Y3fpLJ08tg8wibnstpBwXnvj2t+X
QBuD2JjogQkJS6cF+aDFOzpaOS7lwcBNqKQO1IGzAEC8FL+OeKKNzpFTXvRduKbM35sMPrIh6xqA
qdPRmfhlIvczimmYjctOywBQKuSCSc1Z4y1RD5pUEa+oQuy0eM+yciI6FeJf5DtofNZcossN1/7+
Lh2Lvel+d3Sfh4Xe+i+TfmcRLardpjR7hxKAyk10T5DUS7oqrMwTHJMlTJc4dnzwlJKEiS3wq+FV
0d3Mn7Kiv7U6zp8RKED25V9xiDdQI98s0h5kM99htt3R0voyhS3JeeshFrCEWlcZyzrE1GZgrLNh
+vojsEm5urKCfD4j9leecxLZC3JThydIchL5EcKoEdGmsRqUM9wrz6zSW8FMZz8QYTE5ykpt6Jck
VyDU3uTb9WxsFBrrHQMnraVFydS9cYaZrEdCVzSoDYwgTQPuIyylMTPGyBZI1TM9gPBcSVhEFiys
W4VJtltT/IgdC7xHqh/r072v9RB6ghDuXlKIhaUPNzplPnyj/XgtuWBwsMPjMGULrIQOtp3iLC35
y+5LLPRQoD9dsy0BSwjgqnREqVVH1cQOakkN3U/yfdYcA56chSspuXanfOFXyCWgSwJdEjjW9z9r
0sX9R1YykLIbXk5yTuEqBmEAYudKhHGhv5qqpYo0TOAFFxLKn4ej9Nk11M9d3LUUgJuruUQ56kYM
OK9CyJvOp/avUYhVjXNKhEynb3udSFa760+yLV8z9exp91KvRGTL0JRwh5HB33PCuDy74MFNNvmD
pxcEwReCjMyGytypo2yY7FNSM7P948xowEKWNQzXO872zrGwsWxscxxObJwfx6BQ2lgFTB38GcmK
KzYf4fl8LZ3NtwTr5Vr5ScCNqnomkUVeWwy9Xxlc09Xm360OXwosJAhQBs7HCSgMXb9tmVrF3RPw
Vd69jnurmM7u6ddboKD8X4ONNQ+0TmBhls6Bwe5MAbLNYqaWKE+tp0A+jMyfSnM0K/v18AayxKxR
iJHK9fiOtUfOLEnrLNN7VRU918AjO8DV7hH9hzYxLBKIORouP5UQQ8TF4+vVZ+YXJI6UP2WDkjoS
b7Nq/pkuDhZZ0iQ0lml7dY/Z1f8ag+VgxBKW/vCKYbPwbsr4+Fb4eDxVR1zZQBlnfkQgc9hUIq6w
CanfDmbRHDvOMAcjsEquns+zNROAAbhUQQPyCojqGvip4I3NwT4RlHidqlPC+mNLqrs3Tk6RL1eW
rsrBJ8UP4UXfweL7EgmUDGtezsfxdFpfaG4s2NE2RA4ks44TwXu/s+0iBjcQOXQX7hMnypi2Z5F0
csdha1+axSMGn8DHLgsZoxhAQ8QYkANhuQ4sqYWBkaXQIDkBKRobfXLnI9z5F/QQWQYTFfFbdycS
pJNLh/EpnsjUUFR5vndsD2CDO5DpZrGRnqMbntPi/B6coOrPRwMA1CEZetGiAPijvoH999zZ82JO
yo4H0FAc3i4flYd+rRGYQjzp+4CYPTxLiqrQIAFf65oUfrtoM04YzTWTa4T7FKoTzbaRPWhtAyYf
NTU52/no1iwVF8YDxri7zzORDwL6m1lxx0B+Z8rkZC+lZ12DMFGodY4Za/PpseBrrpkeZzSNzNjs
sGT81lFZVfO2F2WrceqRQ5KfdhCmL3H0bvgh44S3ZxWC5+VoaYSqfoTFpjnjlBBKkgCTwq7MCs2v
jxhljf58z6hFnCz5SuFe90wV1g0CT90eb6FwqF9z6FoHFpuQiucRuMBgXwqXglznfCjEAI0uie0D
/leMK6fECZcoU2B2hDzfls0xGZvrg6U8ED5VARlrujSB4zxHxYIjrwQpUBJhUI/Rt8PE2VM9eSIM
/l3FAEVcusooglRR7q61HaguGstJR5C1Oq6wWOg4ROqCkyNf+rvnKL/3rmedbG5XINBlYIlmRq09
8xJAimGp8AAIiKMNDiJyYuOorsHljkqLc06sw5MeDs0wMw3HZfOlqNU7QAYK+G+njW4cBVoWdU2Y
jNhGVWcpZQEF5A4K3NjI9LcySi+VUAgtysl/GMhB7a3RHFoeOhW+BZyopFhDc8oR5rDtfENSJcm2
i8p8M8nUswr09jBpdTu+bWq1N1o/EQhH+COQg9+b4bN3OPpSL6hETiK/Pi8MJRBOGxRO31NeF1mH
MlCZwSSNaetaFenfpOIRouITcs0eB6VWfotZZfxWAN5+Y0HY2rOi5TgUPANSRz1f5nVchOkDuWNM
tiQCKfbqLqkUiEaeS111Gigp0I9pAAlPnUIQIQLOYvX0r7qtqDixseABNrR29JIUq1JcwL9vbqCx
u+YG57/zig1NtQj4586SJPPvOvzALxAhiuAQ8WZdVgcXW2Z8IGnjEnTjtr2mP3L9bCxCrBih567R
n4vhbWZJmltKC0rhS2is0dUw7VGH0/cwBSFc6TqhOsQpmuCizgIXqLqI8YGUNTmLfelJJ8f+WnfK
2YKVEFKt3AICrN0fJPVGxKbNMcl3p1QFWp4yPETdlCSv5D+o3B+DGTGtwUPtKjSV3seFfgZusQoz
Gx+kOwMqZj6F+NdtzXw7j4clS5ZcSM2nyd5I6jtW2+g765wvtfmavIxwTdnGGXfLfY7mG2dupV8y
4gH2yKT4usAHETtRCoIRKpsXAWkT6+Ka3RAxskyTT8JrJios18USU3Yv1nV3Eu3eBiLlDa1RCTN8
OjFnc7KCElWf3CtraHS0nFqzc1k3B9J8G6pj3QLFedRa89ofKu0QslYA6qF34AT5IsYomuQYueiB
60FJhAZognD5ZVDGZCf6jIBG7itRPg9Cy5O1eVM6OzsKtZQM9zHrbdiIyYLqYWqtUcDZboO8EMP5
x9380D3d976gy/kAZNzt5al7pLw6Wqj91QtMl8BNxaQjZC/dfD7tA4ZuNtTnmWzzQVcSJkVWoAAh
wiSDfSj27NglviHMKYHXsciGjTO7w5dXl390uD5Nhb8N46EjBiA/C7+r1dct6TlSqpBoOadjGEAW
dRm+wvWxAzJ3qrxRm33ll7hV7bOH+XePxn5cN+ujgW2A2WNuRO03/MtCGE2ghJs9HDPesh2FBIbt
tmZ2koHyo18fY6ppUS0s8WHB3XBPCrJbCrL+Qcow6vyMFJ4oIAs9jeqvXx+wTxAoSNoUOu9HxVB6
K/DAUOb/4F0gqdIwyphzz9FLWkaWZ3peiSdUzauBSg8GlrbMkjXxr32ozphlUOLRpoYCH8RSe2jE
K/wwgk04Bgmjloc3ABhrjbKrp+qrp4KrJlpYTXkbh1rQgPCT9pSQABxcRede/XmXMLJawzgxfkAD
2dmDShQ8qihSklo2AOYR6/mn8yOK4jDYHKRaktT+qQ/T231TP3zYkn+8oA8ki94FDLIbn+jUSs4P
snfav+u5JdL/GC/x81PDbHV7J6A4P1zhfbpY6xbVhgQBGSw1zh2ze/xvH7gwcx3/0i7TCmqIeDMV
5ykOMQVNRs1SAa01+5GwYgEKT/Sym6hLi0MaY4Jw8RK58TNBMWGrCkcnLeHRmE3BLyC2XTj3VNjk
7VBAXt6dozizL6admpINKuo/KWkq3GgbmC1CA/I/3dgsdTGLNZ7Lu6Ovi3gWKrgeNdsTMCFFIpHJ
MCo7kZGjcrpv0OTzEwMdenSLGS9L8BunGc7YDNbx81Vk+a9dww1NbDaz3mgEYQznu+zlj0YYaQjV
LK0j4bqZ/F7bhNdocn4R6c9AcmEdNjAMF9evOkyx97IDyR5VBSJcsSq4+Edn+LEnMB0V4zqBSk+/
6zDCQCfYr1Gquf6I/y2kn4Vi+TPVXx/VIuykFMZmk+0xy2/HixGpEzgcp7Bx4/2NNzc5OaCupGJF
5pf77PuAhbcRrZLo1/VESesA8BmZ0O9tedx/gyp6htR89CCIbU4gk519uGP6zBwJh1j5RkAT5KL8
zQb7WHmWElQHaOPeDweJVIjU9eaDij2wpY/7TAU1+NHclNTF1zTajm7XqVuqp7VUoikXuYLAcVOm
kWXeaEgzjjXI3MWl3V56KrWGhlPYZaqj+Du8SQOM0InVV8wkKqep0N6BTXJxcxVW+G80QJPu6TrF
OZw16IONLxH8+UXkpfxZhNXIOBjYP2S3m/M9sgcjwRFEg1ok3EJmVWyeC6lZesE28ltT1ACGRc/T
Cv3Qiz84XNykNy6Mxdz1MN6cDtEn9rDNKa6crpxyI9nHZ8o2+AjWlLnaJJTYeT7/DADTwe9h0bjD
3AZkT5LUcWqO9gYQy1bgJJuTUdC0Qrxp/JaMAD5M3aVhM2T6EGsXuOLw4PUS/V4Zjxig9YGg5OK3
XTfjTrtSe7XWgJqgulxfNO3h0rYaSBVNfGLiX+/PdJVDnUjVw2yMwqfkiS21GiPzpJ5nl053sXZ6
hs+qv7ptgdYB29xHiD9GdTakPbiPHxj1wWfW4mKotaJVjeM9TnPeyvEjPA8GZ6RzagywNGvxdiQO
EH+CP6Q3StEO2ITwImJUA3MGQPQ2IFqnQHd0Sx4qKYz3x35xEoWKjLwxZ0af0eCJ9BMeDdhT8O+f
6p9qKdTGT+BFmwp0oKcJo/Io51evlS9q9T7ONHTtXHS87ebYqQpImDKY+aaaqIZz3juNd11LCNdb
YbjXRb3YHnZXDPYoaQBQq1Mn8dSSvSmAmo0NGpsnG4BxyAzCCyfYtF4gTT/dmWokDMMKKVFH27Pl
N5ENOXssZiCAgTr3Wyb8O1YLg7QN0llnZW947Cq8I2L+ZUyvDf5eLOcNYBLbNC24+8K4MkdaPuKs
6vSHuAYIEuKKq1e0xPIdmv3UYZW14eiA6RK8GjCevqJ95iS3irrSHhIAamLMPOi9VGzeMQk6bGVA
d0Ff+1IlCJMINwPnuPyQEeDrx11agQEvbt96TybhDu2yhR8Q9rVAQ+RxSGaNjkdLTFBJfdZXF1Bl
Y4Ct0kg7olCANA7hZzkGU0m8vw2Kbt4fQvYtyVZkBR0a6483RCjQ6Pt+GHfmObJtyHNg1oSjG0aQ
VJzrpt4dgXQD3r32cpJpF8tjJaO+rUcq7dL7siWgySeNz2bRJRK4HtFMagFK8zzwkyvbJ6UChajd
QunkH6ZAFDjGclgKwkIA9MnVJfWZiEVkMZrmjjX482RVRrcGH8KsLyYmJxzWxd+aXfm1jHTG7DvA
S55ndsiDotuY5HFpiMMu4kQKASsmIYs5MUUit2PU5Xu2NC0YpYBpg5AqW4DHVNRQABVpEjoXWi26
nmPjzayTVe90Jui1pzx54z7S0LGeJxVMGppWFIZxaXZEtEKO4UpAMBeVqkx4R90JWKui3prhRY9y
1AGiJHy+5es0Wr/r1bDVtr0JHjZNVULCRx97jecU+m2m63XOl+Qs8tQssFskFbH36sIf/ReudUMS
lVdlyH4Hb0DijKrvvAX7r6GCch5Gbd4pmuojb193aQmzuTvrlcqgvLN3K7ktOGzi3Q/13EctB9nn
ROmS6jhacGNGeT6FjKyj69lX+MdIVspg4uglSTO0Hx8wV2XpTSQMyMowVNC76hJH3FxGFDZSLBww
II23w0Fqrsnfl07i2XUAa79d2z09yEKAu/pr7rIpIXFMO4pyJwgzS/G12ow9176arWw3VwNLKL3o
mm7GZwu7CrNmYDrV2OQkbba8j/vKggTRknEvo1iHjnfhkL0Et4rsCMDnGmR+8CJwRU7HdAQxNGj0
E734xc5jnqWJENSjW+n1J//zIgY+owmEEGwO0HIDtCnZaEL31MZyTSROZne+F1FyqA0gjNmchKyl
tU8bHTrwf5D2qW+ai10t6Go0hMBEWcTZDQZVOcfmhbzI+evhW5nYgGQ0x0QBH0Yyd5bEX+0LeVpz
xO9YiTqHyymkDArCqJPwAxCdknHONw2w50Knec+4V9NESOuOkpWiHZvshVcsv6H3RojbqxcRk9uN
C8l7dcjb1e46omqcVBInuQLYMy2vFkVUrOLf5ppVz82NHBOFPRvCiIj4J6p4Ee4PXPaxUZpc17nF
MHk2Yua3wJn4GDShCNh3hZdw380OjyrE5WOYpq6T4uj5r46PKbWq6AIh+MmqSqL/11U3KWQ3HctR
Hkdr9P5Z26pj9GQa1B4EUuQt7YKWymgGgR+Dj4V3ryQuvZhJ445KYpXmC+xJc/ZPOQ6Rr6kNkaMQ
6ammetW+7t/JLiLtYgYg2h7VQjVmmvNZplTga6Nn8nRvJFAk5U+91DYJAsvUwyHvEpq0ofDbkjts
BnZz8DE3OP+nFgJ+ZdGwQSu/0Wc38GZnbKocs91EgY6+3HBgsQVqD4VnT7gwXft9xpDbwBXmVhbR
EFH9SadciSnkEat4t87tsU1KFAcnCBpUmQTqbsaH+D7Ua0sRFlEOXkBI7//Q/LGXY52vRFJvlhFg
qQfRa/Z6FofMVhNG7BEP07HXqGxAZ9rRqIcpR30W2Gx7wR4i69FP/izNEjrW938BIpOYlbDq0lJg
o0hu3FkTNqCr5Ul5tOSncMkHNgi2uMk2gVqBd0WqLWMORtHA5L89DFHkzRBp9fQS5gRz1Ft8GiQE
Y5mcLOGg1Ywiuo4pMjAh/MEk57hpuLOB3ydoWQAacFSxEDDlJf6PRMfVGIiVnX06B/z3oGtuE3Id
iY0hN0FR5Ai6C/WT9V0ILMhYU6gsfdZ+dTJlpn73XQuDQMmOuRR1GFRNOJJfLNWwab0puged07Mv
S3mcIvpUIs2dM9jBNRb5lF0Msiv1e1/z/+UyCTfVM2TQ7QPpSvrnJSmwgrxKRT7FSVQM5/0dryLW
7Bv+IPBx4EfDhhgE6v9n2VhsvZWjWu3p6rFMLsgmBh26mXGdmKWc3mn40OTYn+bTHQHP68bc52LH
0/MjEfVWvt+ZbrpTF7xZoaJ6nq0JxbvLV0hbTUCuy0ljN4cvwBY0uadfkOX9Z7LuEXrkCJxmj/5i
h2pp2nPA6fRxECJi08y/3/GUzN1vsDNxapp/Q/4tyMLseKdTzVAdL5/flw7Yl+6MQ7PXt7johnZh
e3G3DVAEqQrYwR8L8fhNCIOQQLOXEFinlmF/J6oBDb2HJkaVE0YamI18IzPS4wzAAc+NO3DFI9XD
zW1uDhAA/oPGd2JWe8x9XwhCt7RoqIJsQKAbQ0QFcQWv12zuFCI/Q6rD4V374yFJ4dgr5uQGjjtJ
6yJubaApw5sBsgFYEykPIey0d2uI7NDrbvhboi/ObCE2EK4uLiIEeXUvlFob8VV/wFFlyHE71Z7X
iB7ENz2xmoTEB9A8skpKgyOzgw6VpktJaz5FAYgHcEWYdVnnpKN5RyKGldRWjjOnJ409uWhUic93
IcJBdP2AofwMkg7+LJO7VSsbHn/wTK+82NayvD5EDF9rscePKzT8DcGazfVc+2ZThLXch541GIV4
5ptvHUDRBbdMSrlhUuWwgSTc/LpLkils0VTN5MaV/VM1We3FgL9IS9Pnn0Thy/UZPhzKWJaYPsC8
h5+X2vqeHCHG6uL8V1q8bDmuRLK7YjqZCLdXBLwmHRVioXQIt0mbtNAJEySrb/LX4bDKx6kwrM3W
+95GOBs1+A4x3TGz7iTxQqoii/x0CqBejezM0fqrjTpw9V1dnADlev+4R7MNoVJLHu/vgSA+RjOj
yyvgOt3OmRb1ztc9lzgR6LI9MMl7xLLu3YUyB8/zfCCyjigyaGL7M1TmfSxkOgq7U+mwSEbXP2sF
WH3J/jCg9IMnOaVh7r/ngQ3f3Bdu1i/GLRtTOzIPJFW/UauBKq/PTWyRQg7cuhjDvzAuetjji4X4
qoRWGgkfUhqCtGzN6IRVEVUAJaPVUwEF0XHsbwUrxgHoMTm4S/ernjBPBFcWMPOloYgAgd/R1aiG
9UM1zraRPtWV5b0X6NJeER3HTS2Lo0MKqbxEJXI/1qqvGfiv6h7ryAOei9Bczj1uRxrOE8gWWr3e
xYYmXGjR2+KqCwWbE2l7ipZfy4ELCHgvF7OqUqAhw0+0G7tm+ew8EyAj797ODyZu9I8DPsJEtqI+
a5VY2lt2oSZ4betRlSpxiGpV+URNZ3QWrSScTQx/SpQLrEC1wXPHwwYRd5R0zgSGqhWq4qlRJ8Rz
jDZh6ErYAJuE+AUuI4uxymbCUwu+xMziPwoQgvyxSv8Gqy5GfJTvhBW08NFAzLxnBkbvWtEp0lXh
Ci69YIKq1bZyWZ/30kpp2jKYONjc/9ta2YIvxbQy/Npa2LU2TfWQwa9N216Icri8wpOVa7PoSebl
cTQzUcxjZ8qNcQjgsTXEADa5vq11ramITFRTJiq49IDb3lH1rGxXtrGVCeL9a6XFAAnjCB1gtsoJ
2Zk8lT0SPGsSDw3c4rtQzTve2cc24KbQD2mMd6j2/oNkEpOYQ/D9fX9KcWgAG1czjmiLfCNuabQK
pPm+Pqr3CxkeRNC5F4MXKDB8hx6OeFpmqSgRCCdnSGNcr/eRgn3JDXwaGoopcwsPTHt4/8tco88i
4REnr7B38UeJaUSyqzhNYmnYa2t58OvfpJzYWIREDTRgq58Qev8H17sHDSg1a/641fzCUrF2L1NC
IGI5uV9a4WyCUDkURxaiseIqSDRC/AW+SK3xIcsk4nCIrLF1T9e5PltMpwy6Jl8oimh/qgHNHf2H
wUJoB13+0VMPPPxg4PfLSDtTJLceN8gMIkmPF3dpk4neESmz7lBGD8nML7lRpgX+b6IYStFs3mVg
aQEx8TZDk/M8U5ansSINvIeftv0glkDjzRS0FXMK66VbQc2ycnY960ra62iMvlMEA0PbwOZYIFSl
FnmLO1dVkeALVycMiE01tiXJ9eH6AKO2/lktdspS11iDwtZIVOB4ik5OvQ5VIa2fs205AFhpy+xz
JKQT2T0yo4LoV+7TeOHasxWI6+N8x7GILwHDFSOFeoi+JHNMhJYlHrTAV60hNou+H4OiIgDP0clk
zp6Lypp2lpdTjpSsoJ8tc6IA2fqpe6/MJ81I40sxOC1RWvdgoRscz5S7A664LIo3ajHvWzyDW8OV
Nq5BzDalUuhR6lusHp2d+Om5kg9HF2B3Xy5v2BCVFiqngfwO45GpLvFKTh/cAs9cN+8vGE6/9pg/
rj1ekVWGs2o8MlhE196/WX2fXC5dgSlh0tDFhnsdnac2vnYK8GnG5B8UdYrQBHZh6Jigz+kWC7o9
tf/9w31Wv5JdiVkRFhJRWDEIWKSvbit6c/fh1ttZAxHzEwr3CGqKo1fs6n+iinr8ISsy9VfXrnB9
FoAU3fcI3pk4qMVqYhl0tu+avYcsCLWutQLtXVk1tlS3XLpe1aMdbn0hLeAjEe0C/jRPxzIy0sHv
dlZ4aOuE/dZJRJESx+pKg4IL2jw3OQdI8a2M1YujHKe8mfbP7jUMkHaj+5odl2ZE5eK1UOqyvvcI
4/mvxTPDCXn5Mq67aP159opzn+yk4SWFmJJ46UtlYcgcKLK3+2PLTUlIfl1phmEfw/XjBZvB7SR5
HoHV0+UAQguYU6dGSaERXm+MTsngnfK6db8QzwkkOZPTVcT/tSWjHpKMrLx1JhdXQhEm2kkl401U
+7UdYQFz3hi7vj87s43G1/WZqdQXMR0ouUxEyh7LeSVsV07vs69I7Rm5GDZfhbx7U1byXpe6jc+T
TqHrXICM4NL/fGnuLfmoe/PxnAJNeQ77FFRrQYHav8PlxxjqDDaZFemIxIylLKYINzaEt6tJvGeP
SoK9YIHL8SWyVMOYiuul+QjfKtbKVVlCSuht4TpOgnbr6h9ReUDOCi2RBl1/w2jpQimmG2oVt9t6
lXFIPsK6lf4TCJUo0SiKte6haSA4xN0MjvGDRoydDyjvJopFJ726hBu6Mmlvfw2UNv1gOKTYG5Lj
boXRLXbZuDVCQzcsGgKPCl41SigF4GkYveWGD8w+z20ovbWr4zzxPqp5sAWLFwx+s1iUx7O1xAA9
OHW5snFLcfJnZiianJ0gXnebAQCEweHGeQ1StdOr79raqK1ezwEFOMXt1WJjns49z5Ghvr8TTD9X
/tPbSGznMi8juummOCDtjUVCbUVsCEePsAV/OysZu1ld8fj5DwSn6wXmYJbZfcU3Kxtxe/9Vo8iY
MWlb6aFG5yHs2jap1yRF3+6+ioNSgrEtHH8eZ7dIy071DXDM842Cr9R/HKY10T571Sp9EWhXm/Ia
tSVDma5Cgu3crI6a7SOR10EUvoFkrqC9C5dAntiSdMYt75Jn0iLUcuh2QnwyVHAlGcVVUGAJ8iJE
C4wpvMJvt5pNdDi5oV6T6ED1r7JJNntUitEbTmQ6+pFqRnNM8jba7C40H7GStpgc5QBIft1X25xH
e7xnnNDNfFvkKQ/bAjhrOloOYkVBuYPBshCFtMcWvjIDgd77weVvx16w4P8UrCw3WKcQVbp4rGLq
A7DlCTWOSR3vf15Y8j31FrVhsFEUR7Fy0rEulaPDmNuDBmI2V/EBe+L8bCCohwAudn4HfJdl5E9S
bRzYM0AJP3UEJQHKfIyxA4R2bOCEGze6hK7QGoMEHE+M+/Q7rrU30gZjrru/2J6wzV2jblNp1QBY
sYEQXtde351POPLZvUisFD66oKC/7YiF+p25pENt85YIV641dMMPNzmEuZatN0j8ouuGFNzN52WX
suamWv7U3MF9v+sEhmBBX9TT39iYKiERjx3g1LE1hMWCb5KkqhUskntzjxRUiIRYz1ep4KUe0MiY
zX4StnORmo7z7zJ28SGgvYpkS8LrEg3eg0Y4uEV0Jyn0kGplfuW42a/50tlAPkJ62ZmcUdV+q+JP
pDUJLTEuMBZ217vZwjH1OyMF9MssgtuSsdHMXfu9d8aqnbl4W/7oGHsWXKrWmUtij+c110acPM4u
L5Z5W6XWJSwVzwRrAZkvv9Zye6ZVSWYQbZEGPgBpY1UCXg3h48iXtJGzMjQoLZU4AwQyPCi+KoVw
8bYD5NI+YlbOcYvY9x7qFY83r9adCBCDekjUlm+Ft3oo9Z09Uj1OUJzqh+1X+eLdDYv2R0THubaE
VWTsoHbd4JyolYY3Ktrxq07+THYRQS4igl67UqXUVzNw2d3npbxN5b+bAKtYHJa9wZyW4A7yIoda
8CBImCiwTtnMleuthmKKB7/NSS5E+r2elVTHTIjT3/nkLZvAfkZ04OroSO4Xckv6+nzFMrLrQ6cK
UttD/xC/gHNwLONmX3MhxNIVqOoYZe6/D4H7BeOv5vSLU0Wtlc3pw9QnieugXT+VVYFq3tdhu9UO
KNk7Zdpx5WjtKB16MXDwenTPo1TrBKEOLnwMMdZr3aSfetx9I5wrEVW98YWbV7PSO5NcT8UKbXyt
v+35vft+ZfNOka91VbbpbFFzM8bXgZC6W7GAJn658N6mSLaZmSo+mCjuAgvLW8kjgzw7bDS03EaV
2TsRgB4KALU0bSo09CqvGR1ehq6rIZWSI58zh20xL3ftrElbmu8ctFQlSWPpiWaruW7hIqnlX68B
yOuvVno5Au2W5Vlz/F1piXst2RdGLJQ891BowgsASU6nOqqpePY0BQLtQit5blaat/gcf3Jhrvu9
HpfY7O1sIwoAssByM/yXgh4Ehcnft/QFnuXn9mhMachYRcym57sF9L6bqM2ysPAaPwJnNGihazn6
wtkmeX6RmqrOp19eI9P505sKq+CcK9cHURZJKUehLGYcsjbc4TSOI4XUxj5jJaoRv2t0Q6py1Swa
+pgl3qDFyXsx9iUo7q8XQwpSbZEdpftIpIyRQ4lKk5uojhyzBj8rNCDrSAbMItEqdhaij0Rv3Ey5
YZkf7PD9+Hv7RAvItILDzZMmh4MgI+p87ET5QpN/X8uGSEJsh5+kR0jYv9ob5jS9LBlBQgaszTdD
ceFKlpFHfsQkeKckO38+fBg1Rek7GtOOUxpYIeNp+KaryEJW4FpUo7lfzHAITKRCrylz82Ls39MD
wx/58BYoGVhKJoEWXPoyCFGwcqfa2UXRtzku1M10R9ONXEwgUhABvrOOAytLvqzv/Itzao8oeSAp
KMBdshOj7tcOgXnnQanBOMlqbBxEkJ7gnT+rv35dsU2HD3ImALAZweW5spKmiAJ4u6EOMHyRtxL1
Tyyx1QG6+oQzYPC895DUy4LkMBKbm65a6Tl17FO3h02089PpKHRRXvgHSlYW0s/aoNUvxNTTtzuJ
Bb/YaB/RqLzdFyZv6ifbdCRbQNYTHrERzMrYZ9rbrBNoYYGqULfhKSAYvaha9Sz+/38EWUIHZbLV
RWF0yN/w1nYOieagNevbn49yG2Krh+/hYR3ZCa2VVVWDkUnJQiHmqNaBpG9X7PMeSgGhggdLz/9R
nSborh/CbQfijNIAI+BKRqyF3vNny6n8BFtiohZ6DZ9U2pYVOXMW4vPCiitN0y6EveSg2Sb+vjk0
TO6Wqtgb4cJdRnkf6bElkP2GBFOWqJSbpCrpKuENyQ+vlei/COC+V49yqCX8nMLmuZv83R/zdhMz
rfKQnpuVUGnkU/VeJi+iF/GgvXcQCErlur0ds4zpBfbZAEOGQUINn0mRL3nyRyJKCkgzXd99laes
8vdhccD24AXad1IZQE7bXQyBgzd8a74KtJ5ZZ1WxQweaQOc2ZdgLlKFbohVFJdBopMQ/Dy26Hgob
PxpEzxz0OaYYE/vMZBimkN0d+fVYCTmuQ76K0wy1/Y0M35+dQUl2YOUtS4Id3o1UiUCjOBAwYD4M
LIqIWDrj+QVAbAeTYiC4JlBQFdP4v/Cx5Q/aApnnQLuvM5ghmNAu0G794hSkYQXNzJ9qwpb5VMKn
EJKvhF+gQd0YqnfFyWdVSAZ6RM/dIFLtns1kQZPy7U85DguRW1nSSKrhG1J25SqKTHxJiIILWKCP
fHRMp736XP3+ADtRJGe29l0G2bRRvcQh4V5YCcDih+H/79FUq1BQhhCC0HL6HEqv4sT350LL2xkx
FGrJDeXcRe9LJv9SeTypOoTepISULo3jtjcPI4HzP8buPPSFDY+Di25nWnU//t3YrPf4EXYkRZDD
/X/c9GKrSNvpwo/YQHIK8+2jEgzfetZ3Xi4Fu4103j9g+YUrYyqtZip2atFZMx56GHLuiIEUzSO1
TSE/pBZp1RFIig4X/4CkGDm5Qmszp+bhCFxFmp8Jj1dP9KFlqdE3O5nEn76l4ihKk63oEBtiNi/M
XOeJbnvl4mV2+YiSKpZBczraMzZ34ez0adWiXRkWZP/izXWKrhE8PQpImET8C+MILShXw8+1c1kI
QMJn8fSyw5Sxm5yi6HJtSXwMHKduL5XgJa5bx45KP0iTM/aXKGE8UM2LbcrPzaecReLgLToNt4tW
piSlg/NqEVxHhyOllY7wWQknf9Y0BEd2Sc3u4VBI3NS3qH/d5nQYezB+3GVIOJLAalauWpk4Sx+P
lKmzgVc0pANHq0c2j94C9ngAJcKGLnpp3UXPnl9hTKU9o82/GzQ9p0/7zl0FkQCFnJEsFq3Jt/9J
RY0qMouWjyQDqBDroM6SWETgpDYzRkukqy3gjvo5NsoeCtyk5M3F/weLu53OicV/GO+Koy+rgGO8
QrcOj2WY2NycVC//U37bKeLo0j/rfKhi3WBWQ1nU462eP9E2LUw/F1ofy2KHJ3fHQcJ/CcqyTBRv
Sxr9u1iL5VP1p78RcN8XC68um2+WSKlXCKjr+RW0kqsNECXrg/x+JlUCO8i1tahN3xdsFp6EG82j
VWuwbH5SQ4CCV4TsElbhJ6WWn7AFHvOLrJCajqz238ffOHuMaKh22C3APaaiGyOLiVAefx8l4jLy
vvqrbZWZrnid4L4/BdbaQvYlIm6lBz7QyZPYJ9rq6D/CDRwATFL4XpNDWa+dbd6Ak/WC83lE69Io
TS8DOUIhgILPvex7JeHePmLWc5fly7BdRgGd2XkxlrFKEG2UVKAEmb64YUdEYUmL2bdziq/amUIa
szMiCTK7TAakYokb84WQs35WFBYv2C9G3kp/7rle1yd4dt6oJ3PbalAxHDA+bJEJCLvsOsO0ulOy
s0OvBBxTKL16gXJqi2Ia5rL2e70PjjAWZxZZYinS+QYrpSGnWm4wODArta54U7FIxp8U7E1uXyUb
gh4PhTypJlQyqCEnwmWBJQeiBdGhjSWFPp9z0ibgjIL4pZL41KHujexVDITagyLx++dsjUumdlmH
WxVwu+mSmrazTfEfwTgC/LZbtObu/g+kZUfxTWNn30jhQ0LeiIQ4/hFfXqVv6PUQYVfCqwIcDW+G
6imAE62AHS8G2+56JXizadmdvYc8Q0I9T/QIlb2GjZko+bVeuEwNFyIKWAHMjtSzoj1cxyaLmS/o
aMhrMRBiYtCegJiQbDyn178OBGuoNjP4zy94Hi13NeEbOAqC0xiCQpI44o8+9zhj2Wt8nzU41zkB
LvmgvObXU5clKEHgYLTOsLziX830gs9sxBtK4wkaJzKXtVRJiPeoZ+TKtCpoh/XCMzc2ug/XC55A
9qHBo2yJ6sOMeQjbyjSKCQ788NMoMr4IQdfpS+3bFPQ0qQHDkO3qRcHFyRfP4383mgqtgUgKPNlS
l04RMisNttNWVlCf3mVW57vUiAmY6h5rrQ7ujykEsYO1Fgdn+7JI+f3wMFFu95edVUHBdjHHkOp7
8Tr34XPiFAfIUnPxF8xZLnQPOEkI5yj/QTqGOoBsM5wxR8rBbkJBjy6WnYvsGy2534LBSWn/D0Np
y/uTE9FrvBADQjQHup7r9LP+OTYKGj0UMpe+TdifDcTrsqcgX7ohBiJe8NdLz2jpStACqnL37LUx
IDuJsYlqv6nrTU/PVyiKTxelWCFWtaGc+pJEQIQniOuAuUcfVlV9HkRAIgQSBX+OIU4o48OGAmeR
b+jP3W+Bf5sMrLTF7Pjy5TxilMw1fJovsQZBy/Ci95DzT91DdJKoFVZlXGh/g9yqYMIfnOxA4Pbv
02ozHCSL2OzSxEErGGZkU/h8mfOkYHFdnPnxNtiVh4qHT4+AUOMidLsgwLwAaP1mDwhXEOnhAyvw
MXP8dw7Md4zMrObRW+C1QfGqXV9rgU6LWeUpbfOXpsH2Ks08oWZbTJYkE3g0wfgUfmIK4f4nAbHn
b8QmypRqc3qDEWOPhvG15hmOh4TI3+lY2UFXSGpbMOB9CDoBVkFrUhq2zsS9hvwuGe5yVHqPA3VH
+FYJzKnX/RrLZhhinsj3IIBigfJT0rGR0gxC5hL+Yeu3K58UpeUTxAN/CcyOgSZx9D8c4BGTsLEu
xFTiqhIRlYiYcaP4vGFIBG2KO71c9MycUFcbMPKnQ1R6x9YTFeZZDqEOaD1/kWzTjb/zX5KNCo/j
lvumd8TAaLbj+qLwSHnMUmj8TiVvFLw5xQ5F97J1Thmm71yQNmiYlCLTNyHX8UfJ6wHAa6GNhtAZ
Ac24D7ggcKs6jnDQTM4SfxjAATlm3rU3l9fJdIbYte+VQwGHX708vBf5zu6jLj8e5/Ewrc65/CKb
uUsg1twIRwh62oN/0DIOYwDo24vEIQ0/P4akD0o8EVRyY//3cSA1TlotwKOjgp9N7CwbranqLUDU
1M6+iOixzwpe/KRLDP7Ld9lwf6q9E07QNwcdC4aMk035et8QFASEcZA46UbW+6zRWCufnWXpHE/s
7eTU5M5FwB75NPzjX+BNL44aUggj11LhmcQgxJ4iSLNQbWxgWOlRyCrcytaEl22VvRE5sEsEhbLH
xLHTby/aeF4S4UtwpdIusrqY9QzPK/pYeTYEJDHnkwcrzbgZuH3hvkSy6qm4veWL6QeyJyDjLkq5
2GYY8qfTP+IfGWFDTjJgjNMLPrY3fazJwNDYMxurz3dlNwJzIbx0lVai96WpwUYNyyhrcB9Z00fH
qYi0Goy0t13XfG6x2tQaM6cMK8/osPM3C239UAHnZqbedejC/Qqw7iFOBPB4oVyBsuqgqQrb9rVa
mbPkhObcoUxpqkiMIz8W2//YvV3CkoagLNIGcutbE5Ab4sP6XZRjO57grt9v3ANJ7E+bNFWUc630
WrgBKNxKp4XV8B+4zVkKnZJuijkVCEnEmvKfTeqAUVjnE0SV43w4p/rgGn4kMifw9nk9xwyW/3jy
ea421qRoM87xU4MHkVuZFiPGezBZDF5jxSYDUZ9uvL5ZMMq9Lc9xawjaOonXnDwMx5q+7nvEtNCp
ZiqxlDU6BasQk6ywRk+aM2+rwgn8+3OKah2dOgLWHS/cjBHs9gEI3JyAczM1OY74NYmeeXnkfeQh
TC6ge5qwjhUUXY579FDEbAFNI6TsLo8RTkwRkl4YtcNu72cp7qGF9A/0BlWHv3LsMrnYhhlk5nm5
0q6qnFotAfQ8d0W3z2K/YICGcOY9jg3KVE+s+9RJpwk/1+PjSAj08UIysyuVFskf5sHG/p7PE29s
77zpjMUn+FHsqyOOgfYIQPGMmJ/XB7bS/EgDAwFhmw8qWTHzPA8lujASizWB9tseYVZPpqEJtXP+
Uu2GG8S0alTY3a28BYxPJYTRoiiUXfaXMPFyeY0jkrRw96RS76ae2ysIAXljHCiXy7jJfcPISG2z
EpkPGdbdgwUUTiSANfKREqyy64TCAkzB+/AVMK2SvzWutChXPsazdWwBtjdyz9FqtgIJXSpBZvdO
3GfPTlI7i4JCkQaPct7cP9ndBk5Q0o3UdPkVpXeTeV0XhuWIKQ0wWL/AqjmEQZN87IpiT6bUDzy9
/3WYLcLyXeCin+pdyozbg5MS9L+jVH1H7u1/Qorc5xIlYidn415URdoUVwCPQeYOVp3EwOMg/IEV
DSRUqi0md4W2vL61F9DrUjK8YUVDpQGvM93qFvrJa7ehrevDm1jwloY+k9k7dn3+I2EcG4NzCr03
RLbLZKOtaXiojho1WSw2IyJeE0Ky1PbCe9jMLjlsXeU3ySWXqQ6OwBSiQUwVdpcT5Fj7gRXfQepr
1SR0+t1LJlVV5T2rUOo7GXHb40i95iu8hyP/c8tjaJAOKld9GAnooneCwEo85CEsoxw+rVPW6sTA
wNjZu3nS47gpjMg1t5ARvUh4fpL5ax4lI//FalX6glyka2iprikO3Dq5H2wmciQRm0F5oIrpEqbs
BIGHPYq2fWpecPXCtYMxnC5AixNjUj/FEmxrjHyMLk60MuIktmEleoRT2isUyTVEd42wD5/emBPJ
rvuzC85YlaKIetrgtyy2oe4mYpr8D4G1dromtqPo9lts7OEoAcyM9njV7Pnh7UMaiN85Vc+FVhnM
bzmO5JTJDhnIvufoDx9x8QsyN72WZ6ZT+HrRuIJZB2RSPIi1OxsKF5c4ab4uZQT2Et+xf+LPSAp4
4kOSTbHfQkQN/jrujiPfMC8y2W7AfrTSGBUHonjoXf/ocyBm4fuqbWAshGuY/w9WBGRZs8kfqx7p
LvUjLdQjnFFamR1qQKNpg7yP12D4M88+ZUdLB05R9SkFFZ0oOad8PPe9ftcQ1MEgofw5ZpRdXqvM
G8+xzl8EMT9wtsthhOtR5FGVN1W2F+wGIPF10+NAMnRoOC5aPpVtbZ2JkJMy5UOM8M5US3F3hyN2
66Z8gEm9/kDllvSUVS8L0kN2Y1ZWcIAAX2I6WCYcLo9DVI6+ooDhF0dzRzgydMKqppSvFZej6nhq
/aS6IT1QGnG6TVEK/MpftmPdjd9BC4M1n3zWfPE3UkhVxtCyCS4HyD19tODQbBOoDuck5WbUTmTn
iH+cc9IHumu97xdEwzOVulaJDMtzUwSrfu5f+jRg8x5ZJDZHmUFBs7wgMNImWAWudopxhpqfo7OF
ups+nANta1fGkbSYojmEA/OUDD8sVRYygp1jBJbEKxmfVKLnPW9PnLAVLZYDRoj5rWUJA6X18zRM
YCwqH4iCK2uWAp9YbyOGM+/SAOPPPz/M/lui02DjpcpMbbEaurmbZ2TeRsOsrMjtx/DNnnvt6jkI
BRUnhDo6fsWy6L2sV0Sb29dTZNvBHm9VH5DLKvMlpXv+Ql1ohzAKoFlabvHu/UD6k0JLKDzQ7mQr
no3qslNij0N56j01e+v+mmpgi4FQQ4pmhaZQSYJw+McO0oxYH7ouKkCaMUFu4s8iQOx0n3DZ+eNf
hI4idqe2T2p4w+MBcOzUlfiyGZ4PJEa+zHVnSdhWVAY3QjUHbxiUy7H6yDcB4qZrrJtzX/4adxua
XvNT34oPUuZrY8z94DA9rA9c33H9Fm9Kro8QfNUi3OX22x4lMcGhH15NgasicGl2M3bby72CvNgL
hcXvp9LaSPZoxtGrcUAuqO7kJmBedKF+r9jVVNQz7VnFar8XqsFv+gtoFTQHfQJD8kR/K0H5tOAY
6q6CIQvd2a/VnWMnLLiLcmi4TgC3pLPASiJTuZyOBW8prxC/XNlHC2hdUmxdzeaP5Fc/Hy4bBtfV
Q5Q6a+1e4KVWqWsZ77Yb8SOFgw1rc+0LztFxfJxgYlEVdKaRqHxm06J6kYmivNx/IfEDt9ftA3nE
OElaLFuc/6UG0O1BpqMMe6Lc02DCVgxoUYKj84nTs7UXKpRc/fcVaIHSca/FD6Ks79Q87gwB6s+i
pj45erKCP35ojytyNd8i5jURTBv9/fkC8cm1OA32rbaZQZ8PTmxWRzOQDcv8BsahOW23rRMZr3/V
te/HKpZr9tivFhBX0BoW6+/76cMn/l4W4ZH9zBvUPIRXqsBEpo1ItkViMMp6yINrXpXgiSWDV3iX
FViS4MGczNY8jao0DBMkp3gS3+uBI7LPwaF3nJ1NK5Pe01Q09eiCekDCgmbQORQ+3wqO/CfbmPyO
CH63gWKN0qir57AyIhp/C0WcMcU/AXLJVWWjFTAoeHzAtI3bs4f2iBR4Z59CSRUggmPdx8116XTo
ERrHVRruN6Yqk5KOx6V2WWcPuA2ovCmwlOzw5tHAUkFjGmJkBUZC3STNt4Lm1lfEoAIAEr72NH9k
URb4rZL6PM6uM/rRQG41TZmsucuQjmZi/5SMqvxaXvovUVDzdH8Yl1vkHBjp7LnIn15qu0UvanQO
cBS1ZRxEgX15ioHwAY2aHuwTBgCD0ps5t4aKOAQJNj3wkTMeh+l1JBh3XJd1lwoyfoB1wdnWl0Kt
pWmyNvNFSfkllMTLm2juKfC/wT7nmIxLTzCYDBncKT7GMxG2wfZiAngwX9ptpc/2yUzJfaCoG1Ej
digj2j+3xZtfkc6og/ZKNIwB425tcVlb3jy7u7zFLjAQNHtn/cjKcWNiMEmfgs1NEkgDxyGm9/wr
gLePKLY/t9trdPgvdQPvZAE/17bBlqSpK0H+isz8WM+X1o1vkzO0o22txiz4XwSIb5hH0Hup9RAb
tKbIC+IOXyX1aJaykkt0V5rdcTef8PmcNMz6EBI93WcsBMqfuW56M2QJPy07shGFP30eKwW8yBpk
68pao2UEdPtkgYOhKltoIEwwtbFm6HQdhRTig5bkEiW6TUu4hpzRXRkqRGla2MleMn04I3hF/11/
SLDDuR+QLTqYr+4KqnwJWjfigj/9vFIPOuXcfcQ6upgblX2d6iJjyylO9CGL/o341kjrwiZY1j1R
VzFws7qYgfF8Jz9+ikmktfCQ8SYxtzvRxaG4HkX+9ox4H9xuYpfGIQz1dX3HnFZq/gadYICLBf2w
C5TccNN2d5iOK0j6TSchVAp0Yr7R+D4LeGv68LvjOmIYsXaykMbzRqt8/twpAMyAazHLGA4VE2cp
mXNVZuiyaoLMy68X6W8UoDD7hiFf8Cy3OP6n8YuWNfiSZbEhCdbp+KdpyvMkpGfIgYkqCxTAYj+9
CoRpnA/m09y8j0T2j5CKky5wTlwAhn4r9awIqvgT1ZW9taafgR6InO9VT6BEi/GxZDjbX1blnyl8
Fy/MhFPXwpkt3wFL3imIjALla6jTUyviIyMCcxvoIu5j2hE1Qp9TnbTbKV85xUCREG6ddxfLHgtH
TlQbpyKjg1y6wYY/MWFJQw8ZFV0tOnDCIxtyLDT/W5PZxB/2zxPAxliGq4sxvudLSyiRwV5H3fOk
tI+ODueJ/2gGcLGywSAbif7LWTrhDTpw3zyGZVsY2uoJ8rv4qNcmvhXj/OomAs6kGk5Rw8c3orWj
OVX4ss3fkh5oTWw4eYaZQxdibEqbPnrfPIFao1pVGAl5AVUgBwzkFSrUy+jpAB3L3VZHhV7lvPI/
GT2CkutvwSFqBSq2iUL3orADe47JqsjYRne3zScU27GlLsT9S7ngGbbA0STI7O5vvUx+of1QHp8N
DhsBl60dhmW//ROnErA9nZOA4VRjFd9zyT/5FKVZZ8r67Y2aeIu+SeGEAazEspOCywgnLGPgx1p6
mIwh6MA72kEZHj1s00hqQrDLTipvc5EpKs1U9Z4ep9/u0hZKqYbAiO1j2//1aO+DQHbVU1MIMRU4
UU4zVFKE7R2GLmrtFMiOVbfttBQNOJNQokvaxXQBS6bIN875ZfflbUWHUgmbBfcedp9V5BaecUhD
1uwMii9oAQLuywsVOVw3+XSDCVJSgsE8f2s3BV72U2tQxS0uVUnGg5cqNqBh0mvuAwEkaYwzE703
7o8I9lYp9KQV419flSK/XfQWmBrFSYpBgNXOr6sjWkVzk6uIJzq+7M6JM5v7519g84bpgS7tTaKw
/suZsQ+XyduKOmlpejXCEpwDOQk1zzlTHow5By82KBedLUyy0/bseVJdqZ2dKWUBi4h546TqAipB
6StNPXwrWO7SJQEjd2+5t2kXhpKiz7hECOPqmWe5/QFdwttuJ7qZDztpt6qRy7FdNbAYIZT1Xa//
LeO7DZB+jVT1dESkrf7iMjAngID9+yYzVIBDy2kfBTt7Ea29vxin2sYK6FBlr8jbCteOX7qPiEIH
Vrsg0PdVDLKjmJ7w+/3bb9cPLTRhHAQDQNket1nr5FFX694r/qKibNF6B5FS9wfFYLsqVnvwsvKe
57shhs7TCb7avmfKdWQdSby0/l+BhuYDP7LD4qdh9aRQuQeyZ/2LM+lis63g6QarAGBoH6nY12bt
CiKvqAEtbvV3Va7PwGaJ2N2fG9bStMpjzre6I2SUIRy9ab8CmDnHr7eeSlqWlTggtmdjtLXpYR/w
CItTjwnMO0OEvUZy+FmJmRwMJ3moxunw2vObcB/jQwdXN9T8J8pQiM7PBt6zOspJcWDzLvWq0dBV
ygsnpkF2IYSXG3eLZiPwQ5XCFVn7dW9KOAhI9XURWgUhu0uY2JzKhd/m8UHXXzbjjp7xG1+T8NLm
Srr/ywUPxzJfTfChkaSafIM4u+btZsMqXRExmUTnA805bEBZIoIWxKpZiSh5stZf6DkMmUdVuIIj
qfHvuUdT2fISKf3msc2LQCazpb3A9CQbNvvbdGtlHEtjWWEG/lqj1qShX3vQsxBcYfttmJTpftUG
Gju7XZYs+3nMRoMGDvqj0TNSXsukjgz5rnzOqluICgU1IzXwd3rHLXzV25aSrME39n8pY3v6FKBb
ahL+9MEHBe4D9JBZ+xI8fKRw6R/0M9YrWZmM2idlHKytVZt5mJHBadWslXHXiAZA9nmaoVmgb/Za
m6V9QcgKBe55uLS7IGFKuntUdzRl/oF3SGdalW1GCxP5D2cnlAEfB2zSs8KNHA5SAIa1+sWj+UoU
eScft+M+W3a55ddfGTdAu4trUDIyAdi5pO5KFHlyHvwBpEQYY2oOAmP4rjfrJKmrS1OH0qdeyUQv
TmYLCIgvXE1Tisoo+M5t4IDhsJKvLSSukcSYaeGNDmUCtULdBdbKLlHaJ/ZAkrlKFS/uCQp5GWyG
5rWBts4mEOjwJSYLB9WRJulgBJuEjKg3heZ+s8vZIrZsAQPcy+Hlo5Fb988HovYXumr9g/MsScN4
WXao6RRxvTh3NL3ihFjDUk3wMmrbHxqw4W+67lp+u99ra4wAJAFQdJV6m5BK/3kbW8olkj3yXtxF
b8fezbphXWLIwCqy9y1vzbG+mI5Bp82cTYjpcemalQOEDujeQWHtDJ9LegWGfVFltw/RR+61sqRa
YlS8KTcVq1buoBPMY/U0u9n1jOmVWYzyT4BVy6tQSR0NeyShGOStfspfs2vmj8s0UwxyMtWiq7Xg
FZ8b83AcdwpiTYqssDsusOeEn+4fXsm73kt4G6ZbXdhQM/483PWdR5cEg89b+TZL2/HEUd5Y9Udz
QqvLB9UmTyOetV5mH23X2+XfJv1/lT5Z0VZqHkUwoYf3Kzl7QSQbllHOcgo1OGgbY4e5npxknq9R
I4uPS10kOwRVznTrb5Pp3thLRdu4kmZrl+QOrG8Jgv0P1/l7/pE2w0B9BBM1x02e2ortDQdV4UJ9
sDvmfU/frapj6r62cb7iZlzzdumma8mjWTYvY1kKweMJbEDoUJ5+140yJFB8ZkYpbLwe8QnemXji
BX6Yfljx1T6zpVHrx02IpdaT0TU493L2ODlsAiYcrjnDrvLaZpw5ILqvVzsnpFNNCYC+is6p57jH
v8GSJeaPC+pDJBurssrwDXQW48TEPvoj4r2a9ofiRseZ2SsXI3AyyAA+xmOruPEb0hLk9YmfgqK0
+AUjLtsncyE7cAwHbyAmmCwPc97O+IZLI1xRcva+FJHn4MxPVR4PWTSdw98CsgaLrGnnEZPAp28W
XsHh3PtOMDACGtWP515mklAQ3fgJA+blAafHGrx2tcCG7GqIuZgWn8WV9rA5E44z8uTqR7S6KvQp
AqkYZfJyPQzwQFoD2+p/2CNlI0AV1k/YJZ54YeK1WG6Le7Td4BetApThFUD4tJTnASYRszUFTro/
HKE3qVIZHd9mW89L/s48y/LJ13N0P2KWhTPiS2PddOqz2Q3c2QNr3/vyB4/sXm9We6T8WGzUvjWv
ClNU7EI4EIlEmyt2G1f8muO+iYhWEd4neq1nEc2Jk3SQQpGQSpFck+rxDjKj2yOQ7Zz8iWAf053m
j82OCQrKd6P4Sw8h9d9kDoIebAav+mHaKpGEmVtjDPVB3kXoDa/cCXxhMgmIFs0XGRC6z+OR9qZp
cXg7LljNk1tiwIFD2nMag08cD5ipUa2Wb3XO5Lx0vUjwFR4zoFQFt/7x8qWZfP5Ecx8cPSkXaM9W
opywL4dEPCRY5c1vpGd5gpP9mCVFRaM1guV+8AJ02PoKX54weJ1DGmkLg7z5aJZJTkAKiSkzpNqv
6yPlkFrgkNC+VOc1ayRwcJjQyRN2XcnrkJetukGsHLCI6AdKZQp/qTOXcQVfMDozgroJnP/R0ZFN
I1UBpV3e18Wv1rxiXqYv6bQW9t1dwCygZ9TLb5t5JQGP60GEeIFX13SUvVx0qCR/PNGr3zDACOdH
sxwxovyUh0O/pG3nA27WMoBBJn1Ru2ioBUP5s5+kY3n5oVCjqFmlSD80kF0tngbW1NEBAb/LPoh3
KFrUyv19xIFNY03iup+xZr++zaZ5d9PApzeHnDn68zwplV48dV0oj0/KDgzaXGpRpfoe03YJ/EOu
LngfQFZRDi2VSmLB9WumHWM27hSbAqLg1Urt/rIES6c/gXVPqxrlOqTMLNfQrSZEpMqJE97EawzO
G/gSQ+spgTNKhGF62a+J+O62usW4xyNhmuzUCXaaJot6UqO2feZPlGC6VD3/EShSDKzL68bDsmfE
IFiZ01WREYiqvKoM04501pUMNKnDPEiDaSQk/6tNByJC+q5SPmdRNcFjyOs4NTetddUiiE2EbFIJ
QX3Fm7607Nyc0FueyMvcrwlL1FRRTYO5YuBVtMUnu5QhWX0oEPu9JVW/xHMtkRr1MvKYiQ2vBgw5
uthrm8vMnSjMO8QCAHNfzYTnQ1Uu1BQK+spcLRV0CkQmsxaGk+Z55HeyWeTBZGO6rtgCnCDzHtg7
0qQp7Ec7F6uCRD5TQ0ladYjmgAtvLVwoqb6TTOj1belLRKIGTZCynXBoIfOVR/z/EAbKYls+v/Fp
9fmw7Hs3DFQy9pTGgzNuJ9JiDBy38f0p7Y0wuLgrtC6MsJRvnx9jxBD08Y1rig82aF3HreKfPdko
spYtc+5bLOXCUikSMQg0CV51TttApb2jVK8K5ooGnkpcu5G07dBkdrsKOLozsgNI/CLIjXYBzzsq
SwlJNRxwQVuK9UHXNpLVz2v8dwbYEsbpdRDnKiZjW6TJ9XdijCOCQZ5mRNOFIfSHYQrBbk5u5oJb
Gt57F/vFSSXPcWWVz0VpK2QR9bFdf6Hv+ygjpCxs3/SIgEo9vg8M0M6lUxtcjOGgCG7BktQ+bDiT
kqJ59CM8DmxAjFhwwe0ueECekFyi7UsYWs73W3Fy+cKzhbi42zL9nwqXkhzSDt13SN0DGfgGS1nF
ylodedGanADv09WYegq7GkBLdpIhFalK6uPKN8ErYTrFyg2XhooS6y1aYAGTbJ1MfVkXtEea66am
ifA8xH6iFfgyxXJ3FKYz17lrfm7e2iN0gOGDCTVl3lkqv/wTpMA5qbD0aZjD1tFdOS11irLv77vy
lWlWfq2LKnw4LrK/Qmh4WsQt7xDKCQxXk3QJ6wiE8cNc+ZbMzTMJmheaLn0GnaOlokpbmtk8CPgj
333n39prJxrH8joVjpC+Xddw1oSjID44ZSRZ8h9It7AHUkq9FoCq8m8GJDM7W741m54WhdUZlGF/
PgaLAeP5W9WwHZATya5MzvL7P6LnF6YNWDEiOW5veCg1KFFM9p3a1DQkx4BkiOUOf0Ndpy9dxD2z
XE2YDnAQqnqyrHDSJSowoAzHWdep48fFCxwLbWrE88pYZyk0JqAKgFuBpfdT3AhiLychHOyTtR+i
o2ei0hJ6W84mnRj6NkIysEuG4jaLHAMisYeOSs4dJ4Ij+nflBLF5LtFxxeukQbkFQLbyCAeaawRy
tEN5OjsTG8M6FN0KsIPgxDDx1Hs7i46JKnqz42Pr4TPVRArzLkH77T2lWJAFZaiHsftlmQ6DygLg
FD7Cjti4D2r/uPRYwzw5USFZJ5/JLi4VTzEtwlbkclqe1dCnX324c3/5Egubm/6XfDjyqyGuh5Te
v9SJ97P8e9z7fNdYXQJKBHQ3lrawGvlJHBk1LQj/9PqIy4myVz8IGaVWQwhTNHr7s7lydDYsDRcv
CiSo+YUyR3hCrrOWD4LhztncINQAmtjzrSrMqiIGS1o4fVfoqQe/0XD0NuKamGDrEosc86uaiAPO
TkZhG0q3/Mcq5ete1B+Fuxgc5t2p3Kua4a4o/Bq5fZkTjUM+qRIDL/Mh5wGtM3kWcDl69uooNO9Y
ZCZDTDwRPtQZ6iok2+BGnMu4BFpw8c3DRhoTuYwEIxKHBf1OYTmf+3yIrdN8xcLzxeEeYnOzNRwl
ZKwH3+aW8D5FSURl4JVpHKjodC36lPJ00IJ57ZV+LHFUfycbrtBCXVkjk98wiNVBKZTaisPgItGF
aNxDAKtZZeE7KsP83H+yGmYhYVBMXPyZU1vF0PHRWTklXw3ZSC/POPOcha86jAA4BO9Oq2qkUTA4
95IbvOsHcBc4pasAC/Z3BuWnJagKfgE+HHieygnClKsOE/tSGQPsl0HdDzEdl94a0jkp6hMrX8A/
5BEiL50jdTM/jG5Myb/whdiqPsAoHK2n8tdjJPVLo5dMgqXM4Im2ukMeyXXepGmmq0phVrxjw6SS
S/5IDEPt3DiXtz9tqUgIB1qHRE30oIuk3H3DsH1tpIOf7Y5c4fBep6LRM3GKrViIuaaZNIuHPqqp
RAoYrD/1ywT/0sETawLfjLLesg0sfSO7wvgUxscYC/MZNhNc/jZ5zVH1mPiZw+8PQbYeV7+pD8jA
339ZQ2C0/EPjDOYnN5r9Gv5GKuKRRl6mjAH58Z8sZ5q8kMfJsHsJuKyyBvIkFDaCRLzm1cTVgpK+
9awrCGOtm1/ZuYE5SNjfW20LLceo5XGLT/oHAReD01u+s/kPs1CMaUx41RMFsLE4phIjr/EvES3W
m5ZlKrDcM46y4NDY+a8f3gDTIQF6Ny0j8N43qnLYN0NiA4CxIdVBmYwBKtul0RCwy5MqbcQnYR5Z
8IztyKmCANQ39OLDvMED8YNRzO63n390F0pzgydNxyKMMgPC/qJb4GJNcC9T6xrLVU5W40cAwWXq
QOxkV69fTJmY5yJk10aWm3o2r44mmLKtEvL4zJiipmJ3BGWsEAmYUW1HVzlZ3z3H4qnW+t3kmcdz
ZxJHTANLKXsmzVbyC4zQ06PRQrL1YIRz9NvELQAbjvpnukoFk6+5OiLCGnV4lukAF5klzzXiGOXS
bETvCnVe4A/DFgxal+KP6voa7AkvMdCs4kcZl75L4Fj8/UXxllNPOAW9VatL9jiG10oI3sEkyFwn
zf7sTg2x7FdCF5wD/hcFKrLwaP5/RJx1xVKcwZGcvYfIxXtENrGrRPr2aMPdoqJxkKzUOTLBasyD
rAdMBJoDRzyj22IV8IW7DjL8z0ZzSfc/RGffy9IP/6EjphKeSRtgq20GFQrgDfFInBzIIMnVGitt
WQudttZvBR/eoAXB5YC3VnIqSmFirRsQz2Wnm3UdJx0xVsfzMtwOWA29isy3+1JFdsTbAELPGyWX
jlYTINMHuEgMG6r7D0L5duoIi71l0pInq26YcxaeBG39sGoIwONsJDoNZ0zVKRKeHNAwh3Lbi8lq
QyW45rpReMLhNYjP9A2Sf7XIbMtziYMmk1kREoMHeNBK+0qK9MnQluUhNhO6Ih1hNsTPRmmK/IZn
cRrR98tfjpMlxwOf7uDzxXahDI5+WTy5YhG7l06iXDGN5fi2uXKbSrX9Mys7ZZ/+HYj01SkBJQZy
UVbwejW4V2WQ32fm1dvx5MVS3QXNk2ASnpg0SmYvzmTnam/15LWpgeIwO7Oej7o1HRa3QHf8+qGH
jvzDea5ShPhM4C8TZJz31yZSyPVMrQQlxtQ3SsljkSe9BUJKy/zLCxcl9FE/qTaSSPoAMQQ/yKYU
4Pw7PxhlFN6TUjbXkpkd9ZxyMwY8V2Y9FwC5D4v5K7Hv+UblVh1LtCQQ2LAKKbNJbP5Tm/6m83t3
2FvkXVKWShjxfoNcEKSI4ICnb4I16JExb87pRJWT4c8Rtp5H/ggDJL6LmJo2H3Q6bf1eoL5DtV3A
xLQ5ND2cZFXdQGFKMtcxloGgpzRm+g4f/hH671bSC7u8Xxa7zMC/QpXR+ImGLGyr8+4WPzdTiOXV
9MdGlMekj7+u+AOGCtV9UA99lgkQ49X4w3NX25KCNxYkhjBJ0dQNorJjO6GqK38sOcBEbupSfVZe
iY5/usFVErQ920lClbCfm3U3BbevInej+HGbxGOkVg4V1IyXz6aOYdWrY/PmufrL5u6/TD99hy7z
lFw2a8cQ7yh/K3RXs+f4n+lTQ+QlnW0KG13qQ7drnhUuxiqbH05wI/yNzvstnufclCK+oA0QR9cD
foBiyG+MDP8XyDQLQKBYat0ARwSBhKvJj/i7x8O+BUSDidH2v/kK/QKd0tFqKroiFHE7H/VmOTpL
+U75RrkXJeMVnP3gUCdpiNuQFGr7/nQJDKsEweu3WKo8/r+5f1Ow5qmubRm+OxRENkDmnvb9l9u0
hLRTS8NJrREzbiGus+WuRSttZTXOidNruQb1B8PZZFc1nBDsOzM4FGT1vB0AK50h/LehclaJGns4
/LAt87a9H1Ze0yHB6fajAuZFm95UF+v5ptV3M88L4K0j1pARjyCb69y8UPPN2Q9Lac6i6EXV45GP
vYeZggnQCD0YPLf7YP/biYue9A7+wfRXZUchrIy34Ss0S8fUfNLFvBIHATSvGwZsyZOebgX7e+hg
TnlWA5gwI4OgPzUokjLsAZrvHqnIk7i8r2HvIj21eUFBMSX0y/0oEHrROpilGvqy8grYlUmzcWqb
PAt7GS6FgMuJ0VJbMagfoGiwK4wDtx5gpCSWJv6X6C+4wkEu8PEbmg0a+YTRKUCbFiYNumIH1Df7
BoQZMPb1w0LBSxXUDUI6rLBn7c30jVbkLBRmvv9eREwIOMi95XuFQXX6/Z3xbtolxnJdpcaYcQtr
LWMxzoOCT7Sq5oNIenCHuNKzuHDma79iL5GaAVqNXYBtu+Ka9I20Zdc6HYNt201uh/H00YD/he1h
vrjPRpegoZH40vbPfa1H1oAkfbr/vmy10awJWeObK/Y58a6ntjgMcb7GwoJoEj138Jff4Ogah+z5
px2dmX9zCkTtLgpXai0fmwIS8YiP154LeZNFdTTKmSiRRC6/SSSEMSQGcqzWbgIwvyfVkfR12lIb
R4KvDXYbQ3Jan0Jy/Wjw7mYxaeeJY9wDtL/nmIbenjqXHwMFtMPAXxqP+F3we1t0NT/yhzOgveyS
glD0m7RFeKc8k1wc7PWa/pFXWOXQmGkpQKE2r1zOhB/zkkf27kxyrHEcjDI9Xd0bhXXnwSfOkNiY
kJPb5Z/cMFOmuHFzO8xAzNNimZoe0E8/zr5/qO2aQa3E87vOsINeWqHOdRtHHPTek+VxF2OAv2B7
l6asNp8jXA1tRBonP3wj1r/m2+8xeFnwMES1IHW6sDx01lQgZPHgcDCw7jR5VJdn3Bo9+2oHJHPU
Q9ukE3rTiW4KJLjYSauQ9w5aYyyj3WcvN89F7iscfNhsZTOsiRZWd3ci7QG6uwfec5AaeIdDzGjh
Uji31OmTp0crP5XnE3OLOIVkKMFpfA0BPKxJKLGpSWcEARVP4kcQnlvw21fPdTDwpFwoyvlgFuYF
EFJldow0NcJF5sxSx5Ok6fG++R1CK5Km5gAeobSfYy+VnqKrdZQsGRz+oZOX6iP7b01Hifkw5v4Q
FWdp9Kz7Qade7Mgl7bwkTrCwpj36SjkdNLAwm5+px3AOojxfHuMuMppbVG5BSKnOfcl7ZD8MNFLc
hfSz8qZ7IZo+E0mGhori2bUeLPhSW3Y4lYzkW+f8TtqWZTk98S30Re9TR3z8UfMnBhCFJkDtGH3W
UWNp+vwEhlhnDWQhPXxIV7WNju8fk7EGM5QP2B/oX5hgEHgyGWcGejcE6fT1d7/kRVa69rkWatvC
GfpE86r6jeUFePbRMpsFThkJna5VCkbJMisQL8Rju1GmTP2j4IcM/Du0akUYpvp4TRXrEvY8ghSp
dQohxZzfRMEZzpSwzIKDm+LI6Y1UsXRG5v3BEoOtYF3gJj+swvDC5n+KEluoHIYbQ8ZnQIjhblOK
hV6jZ3DQ9VvNNQ4UKa0P8tpEUrX9IM9INSEsV2QoEHe97LWYmUh71FHKqNsXDgDswBGphD5FBA1H
KtEair2CoEcLEKsmTbgO/bMRDsYnw25cWR05e8ojMOyrpnIlsoLLvpsdKnrCOOT/GTVEy/didf0z
uf9Ff8H96w1k9iG1oNkgQc0oAI99OaK5uiGYTnmeWvo52A20HjEOU/FaD/feMrjjkmZixsDPRTDV
lYfRmGZSPNbRQ471kKgnA/pGNZJXF6CHjqbFOjd/PHP05+xKs0VJcx0bnQchMpFzgHBxBKfEfAl3
aItm2pWWbAQ/ueW0tFllgjtJOIgqnrc2y36ljv59K8fhoxDivgmF0YCGv+XDPkCCTWKlpUNIRrmZ
ICJas5ZhNQ8Z1exYovo1KP1kt7B5N3njlC6NX7SQiUB+iluAes/qi+wqb9hy2lJONZeBiuscY1WM
82ZNr7/TuEyXwiQpo/Y2D7dikbkLp8uA6VJcn5HO1TTU8Pswr1gYPsEqvUhZGMnU7vY3HEAGEzh/
mRUrbFFRv3l8t4Gu8iUoGtaNtfAdjRRPPQDjKnsAsw5XoRc40fCgrxA3XVutqwOXQykxRhZSv3vv
0yNkaB7rhtH4fmKjWMI5uztor8q0Q0HtDxpvEPM2jYPnsT+lpcoCQ7Cmufl86hlmg8VtlNhCErq9
/j5vE5fB5LvP18Fn7Z+wDkmz2zIoVlwGMAVyCHm8SqajTisWtvEZlUc6IWZU06gWBQ6Pfudvuk6O
okCD7Pcr3552rIH9FSI95/Q4wgCg92gNR7eik9xpj7nhA7FN1aXgbDQVv95W7qcuvJwVWKb6rRLO
Swhi+LQPQVJZLUkUsOaY9pXdiZAWVmxChRNOM7kg+HivE5oKVXqidOPXigwSjU1CxS9DZpF2XWqn
eG/i/5zzj4JMoBae8lkp7VQe1ANDU1bxld7gf1VKuXfY2mKWfsA+Qg1RcI7fpb/CH7iLndLMoBrP
38XT7dORnje0o4+SgzWYP/BhPNiiZivTy+3CqWdMsNrCEFrs6kg6N1Z23Reh3HmzylPm+Fte1Ol7
Z6bXdzwHXyY0zYR+si18IVnymXdMH1Cih/vE2vzHRkeFbeITn4ta6raElcLioRxTHabkKJgbV3d4
IVXhHJHeBcfyXt5T7QK9xEYJoLb75fqP1Y6wO8F5hYt3WONEq2C6Cqr6U9YY4BJWed9KmQ3MinAK
+nxy48kooCkPh4uPW61vXGnpE/tXU97C10/DhfLKIY4RMbMY8AyeNje8d1Sg3FVMUOapOEd8Os4j
XacjR1muKUkzjeTOCib1MD4sct37fsNhg7cugxH79tge5FK9fbpnHEJ5ZQsj/2KDizY9ycl/6/rk
NJ+qf4XZLdFvZe+F/6bB8TtpZQi4joasFApthN72S3SEKykYxuiJR9LupUl6aVjehXLyf9oxOhXH
ShY0Su0utkOEJS2n2f7Cm9M2+Hnc0WbaesaU3RbxV1rHqg6TQ9tNKG4/G1qBuosZ8q7B0c6nuZtM
rZDXQglp7RUTlATiELa4Cspew6HDVbvmzV4XTp84VbykEooujR0bHJsu0lmh07pEpbp+Tvm0l+Ee
rQjEt3P/xK+5gzwJN3d8nG7RS3vuEJoHcboftInUBCVyFtecayRd5+w8JTSm8KvfDz1soqe4e2em
NnanWOb5ZmmxnioHgcip0aWplpJyxdxftVACY2loh1OBR/ucQ1X1FHDsD0q24cip89lg6YQNYHLu
V9I1S5e5F4pna9G9Ob/yqc8Pi6k5HLyrCPPC4j6LbFHU/s5QO3zCL8DtbhbiFxJuntOPGNZ03WCJ
BBMW2uiXPCfl+AUh8jQGj4kXEdhexB3NiH6irJeG5NRjy6RoSg99kj68jdg1QpyZ401mO1sxQ+QV
LQaRyThy9YAvC9ZFWjc8/Ljn764GigsnIcQU+ZHmBtDB/0eKiQQ+UrF04os34GijY4NTdZPaF/e4
YlzFaRpZmu207Q6Buubr+GxaTRBjOH5oxcNJe0cldSxso66tNlkoji6pxumOilwGYbutf9+NbCrd
ck6ym5Mkf9CnZGJwUSEttq6gRX6cKjylzi2QPNT2V3/VCA+S1l3BOo307rlnCogdXk+3SWb4vECE
7rPoKdggtBVAerUWi9A8WK+ViKkEknTsx61tWo9wUHXI+Anx0bHeE4QeT9cEDZsLexr/ZTRCJW/Q
JuQJlxbD94mYrxGJrVNClITPmjrdANHcgbooP4YSb3B9RiwZhhNZrWjdja8b+qilc97D2Eu2Mdoh
k5Z2whxYnMXTdYxji/CBR80h9bhtfA9qfqe0TtSta6FKQ5EhPM7s8bqhhwCmi08XWjm0G8T0C1XZ
5KVHRXySklbWqEmpGsVlqoymEvSOUFIjAJSLrnhyrh5tc3/2+Rw7KalkC4ti5k0xUDWQVBfYoNOE
aeN7fbCGRKTZ3fhxHF9/gS0yePuvFeBl/kdknK1UAK4stOH8F2pOio4L1xv055dp7XV3LCLK8VkB
DWytN4Zdx0DXdGjbb9DBioYQrP9GK7BowQ2O0lDevtz0OTNqQnkjYIVLlBHOrz3QtP6m0HLNrk0d
gTSR4AUCo/J/Czin9i0MqEDxEqQJwzVqipuswl85vJp7fdlgXwEmWgirXbpOWqxUrjF59qUi8m5w
pWdOdB8y/p9gVWqis5wFqlObx4eZ3kXph9/WS5VZMh00VuwarEVgKJjdVUoeWFp3Ms3uvMvhMS8p
Ue/UqzcHWefA6899PrrvlSF+aGTVOCG6TsqI52xK80rKh2VJjIEK7IptuV2+LvGt7HN+Y5lJQg8g
C8TaR+b1JUwN9v5REk0YcOqscz9rdpqceSzEA5aUqvhOk1m9AnDJTCte/wlBpeGdgmhJAyEjTeb3
0nEIIZKuTPCi1DvCd2i53QVlA8e6LSsirRw0X+L9vifwZwMz1Z/7sU51NPPhZcNCGcG3UixbNJZU
U9ASY/1xef4R/mTqhwtEIjxDMbf7OjaWM/k4/gJriAEqidwDdYqfglg7zqNAqgJjDx/jkmZhDlWN
p7+qw1K0L9qjm1bEq0GvO8amJbNwcgYSXepJBvjjV7njq6oTZ8b58Kng2e4croGgphNmRuqGkxMX
rAHb8HofoEeZLfXe8Z3lqVbsf7BO0CcIw4RCMMdkEZcfOOC8Dt3m4tOgm/wb13e2aPMar3AcHKEm
1vXefPVPCm6VAjbBeoQ0Kvpyd0+LYxF9HsD6vn9uEGJNt/Xy8y6hMI0fMP8XpaYfA8yJjKCwJgg2
IfJj94xhlvYU5Qyj9rQfM2Sa7OMs1oJPYeHZctYivnZqtEv2u+BAK6hMo2y/DJ9Mh5XZC/yFw7jv
Es2Hb+7umCkFxbv0VySQC4JQ03di375LO4ulOUY7LZqCmUK8vVCFYKooVyfacbwtrtNKuo667IX+
YCEPcFdoCufoglij+XmYDgdWAzvutOZCWKjF10rnFaXokjK9OrqndqGF9utkahV50BQqYRSphq9Z
Xj3ep7VTtYn18oc4bpm53BHAbJLUozm9ZaFqJ+RpGXgYgnLX0hySpa7Z9qkbMFRDbPxxW/mlQa4F
peZBP7TRqquH6TTVBHw4qrjAwCxYCKyVxmeQdHYw4EFijGArqjZ5REkO8lO53eiUaQWHk+rp/iTZ
mhPzFq4Nz7feFkSg4NKC1dIgR6fneTSHUVJvOksdkZ3WQ+C0P0mdHsMdT+89ln5bOv4+OQQBKGKz
NaKX4tHbn0F9LYrg2n7pzSghDBoJS7nsR42fD67ceCi1SfNyXzx06oAUud7d3ZANPOvXTeYd65MD
M4svE2OwdiWcOTtyEWDbWaXpvmyj4h2nOXWClp2ZqqLwdqdHGw7kXnr10iISGlJXQTs7RLaLa/05
eVz/63yLq70QQ1avHeG6/QCQ/w78+t7yKX+hYrYtNQ6urEIsP33iEOj2e46Gpi+7UvQA81k2GZkZ
ykgYcmyM1puPcuT94uwmDgyZ6Ox1JB8bK+Bytonk6XNVn7V+yR+s5YCfzJaDdA0tO3tATW/BnCGI
TQ5SXypw1rfMB1TZoKbAuWZFIvvMX5VpNiAiVJQMYglo+EJNyKR36JJs30wLvqlTVjWAvtuO6ZH2
D45yR9fZcHMbqLIJ34zgtcyA+dqMsEjswqr4mUEKz9IFz9k4ZKdC9HERGMs83HVUnTiX089WuWgV
X9RPq45Ub+ujMViFUo7uC9B8o82uJI+tLHoK8ilrKLKfZKE5mnqu+03i3yxbBNHVIxmXST9YfwXH
wXN4krSWEUi2y6eK5DJwd+gGD/gksFJe2vB5JD02ePTIBo3iusuwhan97XuZt8azfmNDS2V0gFUf
y5keZt9Mw7rDlG0a+G5pq+Kbu4n1s6vu6hjpTItUg/hxbaHh0n17O2i4rAtO9rjjDaR/9PyBExhE
Eck7qOwKXRhHlpmOYRAoMIWVVJg+8DH9uAnjNrOoYrR4hUxYcb2Uuz/46sKGR8YKYra0Xqq5JqwD
ADDTklPotp6nVLwszVOayfKO50WNvJymSaujs69OHkbgkRqLqyeXiWiz69ZAAdUOs/bQYKcupDiV
gwCuCczDO6fdawkVCsaZifKiRtQokXE+w7peYn84Z+OsN0N1A0ghRhFmZJYAoD2rIxDRDVFW3M+0
xMALQ9QPxI1Qa/fmuAyKuY1U9/AgNL0IWSTfYbfNeIgb8242h9X5bdQVkQzGdjIYtfyVF8SBc1N3
lphN6IYZRWDvCKy6N9D1D/phScmKMCsmE7rpm6uFkFU1sWi+IDgpeiPKz4uHJR6VlW6WcN1KJJtq
eKX3SJCwpcR+rEHvcSAoubG/gML2fyIdDJq9zeclwv7uoUg8YNf63EgsL0NX6oknn3OU39opQvK+
Iv8fF7ROD5vPj+5ahpYDj0rjc7Ej1jDN7RWDpTNhggd7iVKGCQeTaOEAqjqwgoXBCc/zXgq89juY
+fV1X59J0L26+AmA85QRIPUbbd3RBJ7oVGrLtonko/CA8qEFi68g10TCW+hZzpP4zm+Fefbdp3Cc
/dGjr72ZA4ajv+gJJ7kFcspvm49mA3oCiz7ub5Kw38zBrIZSbwlcffNloy/WBril8GFUr5q/WCND
Zm2AZ9+TCd0qz/xXCI1Q3PQE1Zj1pd39BaocCZYEsqlHAkLtQ06sJZnvnrkNGcuvwc6iwDbhAC4m
PIQ+Q4dz/i0v+sXkNLA/FAyPwp1sp321x5PNo/ZnzSZpbiUACxQus46jz5OSZmx6Lv+hp/mFVl5I
pty4MVcRenfdemIijeXYJL6rysSkUxX11VCDrLsX4lgMFbPeYVZlwcIQ/SFf1C0Mur2MTqP6KGCw
Yw/6buULUCyU3R4XW/OkfFR42GO5ENXW0WJdJqRMMn5dNNPjDD9aVn6KXkUUaaaDofwublKPbM8v
ZNnjk6XAdX2Simt10sudv4bnggFIop11QO67BqroTd7VQjIUROuq4qEpdkuA1PaZjXNK3MQ1OQSm
KSwbym90N0dCx48JmVvN67Kec7dnNjJSW5YUAZ/R1MCOgpGQCKqA+54gjf4q7KxCm8l0lZvj/H5w
JKN7qegeNuGc5O/OGcY5fIPeN9kuU5GOX8HR6sxcK4PD5I9T2SF0HHT6Ckur6J0uzFD08BjRzHSC
7oml8xVjUOchZaOZbeIN4R4CuyBhxa4HuP2XgV3uSzA5I4H+LvRnoO+s4iltMA41C3w7qq6Ufn4o
Qb8MBNM4awXDcgYhfh5VDC0o1HwiaIo8ZLrnhGV21TLsky/V4KkftVXrU9nP4Gd7tr7BnA1IIzdF
1Qai3jD3KL+QuCHCwXgsMsiVVhfB3c7uc2BFVex0V0+vSZ+3RVgzqqKjxHY4oL0/UPajIyq/vfF/
G3wW2bT61HyL8AdGPpf/bF3L6tIxXvFq5RJpcAyvTl7DiKOwsVWOhRdNhLuu5wCeCQHZEDhGqVwN
QXMl5pxeTqbulVIg1G+8RYbMIo4ZQ/Umq39V3QvIZq/jfs6rwWpIb9vqy1fKvh8+Bpg1u3hJN9AA
XctE83sY8Bs91XLULzfwkf/xw1eYK4xl2XsBHTALVHF1XqnBaN9iYAFrspAawIbQDdaZZKjWofi+
tHfEqnfXMnt7UCWK3SryPJIPZ1su3t6vjT9pSQpPMHhtM3z7KIQr1cxafN4jnSCVmzkYilNxvrMm
OF5BJBJT3LHMKsQ8MKPNiP+b4WlaHxdPc4dfAOTXAF050fzmCsN1MspMxlgc8eUFCO1zPZWHuGbm
Ih+90Tw+YlySwHC/OSCuKHhYKRfSZ5cVEG5tg1XK1AUhCNymlhj+or6r/va3rtvM8Mn7zcJJEOyt
YTlgXhAfMPc9Yw8xgVP/qKAjOERGpBqOiNRiKDPafQJZCWYG56jq7+Sy68Hcr/B5oQId3w9AzdKn
mGeSKN19mck+aEAPyDvM9Aqcygw/ubxn5tKGLzrnAtBz6TQ3OkAgF9jf3XNsVFFuuGN39AbSGqYu
yJmrCfhmx2Xn/8CLw4ZkYIZ3wCO5ndBA/neFOTAMlo+DEIRJciyqK8S/NmZeSdfGDXU+NnIvYbEX
Nl1eeNWHCr8tYrpzs4/a5GpnZL3lDYtH5HYy0hTo2xdGAgIrfklTgTBjnfQHvFDHcGspHivDiIXH
sN+PpBhc/eBIgLMHWlzufJf0WpwGxE3wkYfC9J8CPVW5bicQvY4KD4n9zJrAL4SYoJqGZBk8+xoH
CiWV2FOYapqwcZ8hXfZGol16Xkbb72U+gMwopHOACLwjQBuwjQMhCcxKlB0lu672SB9xcwv2aFQ1
ycVers5vBIZ4H0SQcLm5WU4fHiUSW6tfJGZpPrj693m+J/m7HzT1hFFGwlgNY+39DumCeSPuE6dm
XckVMqgur3FjaZWM1DUKRjtObzQGL0PeJfz4OZneV8c15pZE9p3tQQ/ls5A3ya8kwwkSjCK4hrum
VX6I8qTOd1TN/h/VEpumuDn/Pr20rucGC2IwE7VyGlnjvy1AjMYCn4Kmty0w87BXH++JHaNqt+m/
/2JWOInyitL11DFjdVqVj/OvdtBMYiW71hcKlnokfeBw4uNPb2TwppE3nTIuRBjWgIOlbJ4stga3
6AMFZRB0GjCbL2+mWALoTPVHwMnjymuZiM4myeHk68dbFUiprl11xQwLuxpe5ItXqG9Vs4p91jUq
iMmHUBnyn/4AJBCclrggJqIjnceyAvZLZmquFBOahflUug3KDpG3DysKqgnU8yFY5hv/vtavtNZ5
q0QuzMr5zz+rU9XKz+4SoauJzNC6aFAHGgkvDsFMPX/tIi5lt33S2hDRunp7aEPyTkVqPIlv8DHu
7x6mxRho8Z8HJq3ODtsRxUmD2Kao88FyjAmoMQxywn6uBrfOMPaQy5hk8NmW8Ysdjd8zrGQVNYPN
fHbnSuShCZmkR8NE9eghh+biSe44AT5eV/cEffpL8vbdBGXfd08qr1wPax9U/VXx83D6d1Vw9Opm
g57XjIIGaAgkRHtV4kq+F5aW8JuXnXHnjjnVrzFNu1NrfPBh20EOpZoySR6FfaD6i7IM2TDNgZw6
EAg37e7YuoWaiGc71JIR91Sa22ObJvuAquyyfzLPIQOWMHNMfOUQmFjnzMXvhRMkIK6oCDAIedWc
wRbGVSQFL3RinyQzuXbHkzIHy/6qO7lrxTDkLW2kB2I8NeXLgbMHKsaQNt/jzBuXh7WA76WjOHVD
jUzgOgnA0456NQDuYtwrPBO79N9bpdcCa1BCfJDd2OY3lrreqp2TfwWjs0Mlty/3ZXcEU04NfxA4
/I54E9FmjQw1DyP8iru0p9y1QuNwwpRgna3D4zQHXLMxsFVWl95j76wucZOiA8LqM7ZeZ69LpLas
TLb4vKTKBSyUcwGN7jAuBomKmESJ+/vUbUP4XQPGdHAj8xLJu/SsVtBYoebNWLuzaKoK6CyEUMJC
2RcwNHM5d/jHBqrOTn4TcU6WjRmxpYHNVmdJVqMQybbfBwN5CAh3E6LxEIRCZWsnqUlPS7W5M2gR
8NsYORC2GNXzUExwFCET5U3GOGgBtVeqxaFHgcxJtzIwMcK0CNneWoZkKssBpg52KPU15Ce3V5Xm
ku/KSskhaFXGBjernEjEKpcy7aFXECRL37acgGQuZ0MOqVBONUG85B1wc6aCDtxeoJIfKME5hCmF
63b+9qJXncKmkcx+53zQhDz7Qk0+B2bTBrobOKDrPXElBkKO8aAfSYPAz8xNoXGVZmP3wfSO6MSR
Mjq+IGwVOUyBL9X4amr8xZxyS812F9SM2BpiHocsu6qHC1muZztsiSqlC7rfjztx9iKC47OX1WdZ
3c0c4hYwRGDTlwEtxRHmUeW7r8hq9G1bftCSk9mYkoK6t8bbppR5ZwUajnrWn0rs0udvgfZZIwjg
u3fGQcUQAmLHqwCD+nBqqIsVpY0v9Z67FKY3QTfurYw9Hcrs3SuT1/HQzA0wph+OI0ps0XphoLKi
Lw/GvGwsD4+ip1nu/dfNOJvu1R277cmVIUso9brVsdr78awncUc1ribmDbpDzZGnnNinslx659fI
7tRaYQUYSJMtzUiCDCghTPDaEfEwwfPoEEFz2dBa9gcmJod4RhWlQ4OmVzNcTICUH2fXzHYVAn/t
X0D7K2+b3TCE+q7rpQifw76tNecK2fB332H97B4OzCmi9RVTiOQxHTtezhXYpVzQEGinGoKxIKnt
qvZaB1NBWanxsSUlUPctPKonP77O+6Y3JvrqbOnWp8pEdlkbmafjihKW2zY/kAveFJOwAYW6Z32J
Y9ju17wud2Su/TD2Wpu6T7ZAxF5+8CHRrTePmMZ6g8rdzRkXiF2nz7zAGpbnMrMZpe5cT7IJE6MF
WQ5BQ4EQjwOEhNCRmSCczUcnD95sBIV0imWI6B3OEYgBwwFZuo8xJ0L0jcae93OE544lrOjlLzps
igF2A+zUO19wgDRHZke6DXK7P523VSrEpUIIi+QqgM1xRK7n19Bdfaz9pgzYyJFlNYwqZQEM4LzM
55XD1mmvE3Q4d6gSWcRaUUxX6vl8N1dGEpr64m6eAUUo1hCUlfUC+YiafgX82n1qGDQx2rUsZzGF
7SjHHXFmCWi4n0ux+H+lTlbSnwMlNLkRTIwkx//kyzpZkJECfgbszuZ8AgW3ZG6Dp9SYCQYRLY/Z
/vNdXNRSq1aW9zn/EvpqXapcC87z+UjXgRqnnrYkMFBSSoSise+H7Lyo4BWKjNqgHnOYVqgfnFOd
BZPEMF2VgSs5qkcQRmaLrPc12dMpRjrjW7Ti9saZMX9BpJC/exk7OPcxu1KTCDiWvLfBZQpO79ur
TCUPemJ2gZpvygPPJRW7SE0t+RYkWemsNACKAh6pGlS2pMUbHvjWeD91Tp4jjsH1v1j1aBvo3NTF
dbc1By/P7ubVXDEUrbCcwVFkkn5xFOyE+9iLQjJAspDQhMrr4ZevFUPdory5imcdWsWSugRTpiBJ
MuKUElnQhgd+4oYD/A/iFdvN9PrUcdyD9N4nEbCArq5V5h/NqzbrAIBVUsBI+cjqQNpEFMbEsHuh
czFP406/NN+YBim+WJYz8lXbO4pL/98xxY47hfqNkCyef+addbymPXfXyeBgPCT2FpJIKQx4HKcP
JEP4Cqmwr1RJq+cb8lqj9tBIoyaPhGRf4YFWMFZYRtoNi0S7hL0XN8mUUQdGiiMkgHZYsxzW3U0o
jejwHBOofg98IJyRqFGf97U/ZTw1FdOaRcw5YlxJTDwASbwDMQwQjwVINjjxP5Z0rlN9Lx4MQ4z/
9+oCTzJgwYu5wFy/H83/o0NUKOgYVE3W1uRBFj4pyAi9mKU94BNxE0rLQ2kfAxfxpTs0M8PB1Tyb
H0qUTkk/+6EQBG3QSermR1T+Le0cNTLBYzBRWg240tbeJaHCHKBKg2bvaMniCLTh0bDZ+OlHL7jr
BfxKiV7/J5xtkOr5NHiJs0dCoYnwrydrVASKWyvVY74NH1pKMkDNBfyT8CNhizbn5oX/G0tZatPy
Efi5qBuF8HvOg8bj3JMkVJFigHWVb/CCPwxSu+jw1aO3CJcgTGfZUNttQksfeMj82VIWmr11GFpI
SfTFrmb9no2xOS3xYTyrSsuaoXHEMoUvOhGi3Eyaw8fTMISH8v4YUNmVvD3KJ/sQwODeKNvK3+6d
hTfxxXpHer6pmgjd4k80GVUc/8qrzAmaW3c3uaTZKaESwXnLWiSnybSCC/wejC6Ml2z8hEf81i53
25nCWdj0P9/ZW7FDuTK1IkH/nENmI2rqKj97SF7A/G83s3uRZrvlz8AS+fSPnvKxWFFK4hEfYcMq
oUt4iC9I1tkd0yk/5m4jO1r0BT7YAVJRoNR0QyZLSn1Y4DvbkoONRmyTmiNe9axZsJrD08HEY/0Z
+rfbW2562HDbIZDKRTuWH4vtclDC3WAjK9gjaTdYgy7PsGagGQaOZeOpj7n02pzzBUgkT6QuA3p5
BDAe0d+jlS3x4kgtHxRv6gWVjmbTHXxgt0+K1zxbRE58ow50wa9rFDQLfsTxWeCSLxDnRANUDrjH
TycEPLicHkrF4u7ne0dncpbMgq7LmZvil+TYLFyhjaF6fgDylGwqjN+kSgdiPg0dP4zk+d6ynQwY
/NvpBBISANBZOA0PkmN8xIdRQfMpLLUQGHJiCYGgjelrnnLKU2C0mhJS6R3FCyT59km3r4jreuFm
BLzBk4lWPGBmKCCwp3zoOISmtgRddgmfkgoUbgjMWo364G29IZaR7fhscvttQemKrDtQUI4gYSSC
P/FHopB7vPZWWonIzXIn4niro78rN3XIUMT9UdumBxmye+zMpaj9IzOY0djL/s9R8s9m7PEXkJYr
adT3BNX4Rt+W9oprFFVtpUcsBHyp0CjhMIpzTojfctT4WGMqwDyxjgAVmDoCo8lp3NqMrQ07NEqx
ZDS0BBvbMFSUUma1w1VI6f8cg6tnUHyfCEGwYn5DeLNZ7FuBLIJQVoQJDPM0esFIDJRG7i8/te4d
9vVResyP2+ZbDHMfON9j6wjiL/MnmeToD7yHupTp+cx/mlDFoOij31dyBFKkLOkfF9LTBJ6C1h0C
5pFCMjdEvh4D8fXHmy7XokV7QGIWYq/av6wbnnihe2NLoYSnOQDQq72Izr/dPm6HzJ19cOk1jzfI
MgVECT4xBWH9+WsT9++v3979IoEai9dPJH28adtaZsjCv4SwXNF51O84ZbhlyCyTcTisoutYMqGb
Wq1iQLxjCq/Sr/pBDcBGr4VQfc9HTVGDs1LH+1qs7yhkqlS3yDQ/8NxPIwUcurrrqGAoGlby4LCM
AQLSVsytAsQ66Aad/F/9tLx7xjxShSrCd5VMmhAB2Huurk+gTWITmhuMUmWtvcs5Qld1nCapfDU+
pQ+QjNTJZmFPcc8WiVZ1xHQuD1EIDJPubjc9e4UWOJe+LsOOSz5yYuEgNeFxkBQyKKZAwuR2Nbtc
5MRfe4Jdlsr4fPVzk+ABGXvCBgU8MoIiTQs5g2hbzssw91nV5oRRgnT6Zvv0CrlCMEdrqGcpXq2i
gzLsS5L9h02Se+/MAfFrZmzCAVD/u5gKxRG7NFKLnpVsVJtHgGQCaqFcfrHcsoNbG72e5dw+X7UF
Ukd+6gX8oNrDRdD8WE6cqgdySQGZ6B/92zQcWqFyxkQxM8Xe1d6y/5Vm/BcDlpd8ZG31eCaAVC1x
EwSEucbjZ1k0pP2w83iPhMeUBWAyAtH7Bt7i8ppV6An/0sGvb9lqPWSvzqobUSpqy59KMdKVzbqc
ZIAH04wD5rfRJHFF80y73wu6QcmNMhxDtskMCh0aSKvXIIsuozuImRGxIhujV5qPCWQdBEsxaXuP
fgeBeCPFzRpLmMNMox34n1Ju0cTLLWUoHtv+Zoel+RRehgTASWgU2XiGHHhL19tRL9DZU9NoI7sM
VV62pA5aHJDY9e58LbuGGHj5f4LzJt88xCpu1pw9sruAdlUSKcIikY1kYEHBqePu7YUegxxEtjkq
atWZSAvdqYibQ2ulLc+kecN8a/0yCbAVDLDYZ9iq59LCCmoSnukK7WZK5Y+vZZns2HrzS3XHv72M
cOhrkpENCd3cleUzPzCadt2SBmrOi6mhj1IVer9Rq8MvHOMXxla/BVDu4X0ToRvFL+T/oHq1eXR1
Fzj/NSnbSc3hCU0S6CGDeGAE0+esyx73WRkZPkjTNhQpgMC1cHmJwQg15rcBWKlqFGGZyf1ssQzr
6/5bQ8ejw8O+gcyoOuDejxDFfuORW2c3Ibvwc4oB4AKBLarfmPALSVBmqvInrNZNpT+xHkd8MeGi
QKpZHpCtSj8mmHDcE3dGykNZo4soeMO220akdnLyf/PMw74KD5eG0Pmv1bMkHvvwrlgkqXNSfOvk
KWdYc+IaKQUyVqI5SoOARb3qhpjKYU6uVPquWByOBYszpEejNopHfNd3jy3gJNODrF81cLW04mNd
pIIARKpZKrpX1dfiJ7dVKDCcuhc70Nb+y2RHGcqI4j2HcFRFGlnS7Yhd6xR3d8rFolV2qtfeAxGd
vsGziA+wdXqIeti4ePB96+e8+bTlTKX+mFXSKb2fdipPhHqQqR7v8eRVY8aoDeg5vaE3yD3Ufci8
BhH/9u8+WS9NbKyonD3D74ZNcG0mPvP7QwKJP0eP0JCU84Gx1RKgab2Awrwf94Zc3gCLV7v90sTJ
Acw1umnNxDO3z5K0M+imD8MolW7RVUwQ02U3q/DHKWSlNre/gvu3WgvANO7OMmLIXryTj7E6JW1u
lobO7vmLB2aGqGmQ200Dk1QirXJwv4hW2ELiEuK1j5f1zM7nMEt6fPxslwtaVUFegZHj/r7eABW2
wbbmOCkXeSFAslhyHfil45EQI6PYtfU4emVwyBQR2rN+2SDz9SKPHTmD/odeaslLGXN9OWxdDU1c
H2aGD+YWVjFbk/Q7fXrHeIUpTygGooACSC4CvIQqcdOQK/1qIQrZknI4mm08CdzvvqSUY+M5GcCx
4vxVkoeAJvRjeNgloKJZGlv9zRzZzJ1T7Nzoz+g8v9aWhV43RTuSju1vgUads7TdgRf7MFwNZ/9T
yRAqorKN3uARKqjsXs9guEPNmawolL+E8gO+kruEPxSavIiYl/3wjOhd0lbrMKtUQdKJAZGwuXoN
hUxcLYhEXkbcy0ksCIg2Fb0VdX8MmN+E61Qq/M1hKepAHcC8mDUAB3ewdyZAzvlWgfFFVP/vLplI
G6POfBc1OZzjDHUOFsUHtux7ZHzoG7/y2YNfiI1Jmx6pQs0RiuszYWAdOK8wrBOaNe759zUHT3hf
TGI8QHjrTmkA7aFR43ucXNQxhvqmsZ8EqiEN3hAsHLDJZRrFTd5kQIBjV0SRkhrm9uEtYIf1eVOq
R2sIjTkDaY3oxD5PUhpEdLGqK/s456R0dFw8DjoojJ0uymBQyNeNERV7zwCrhCASIpQd5/cDx2ze
lXP50i6hunPg0ByHO7Zl7IWLw/Sp1rac33YAjIl5VU1zZtezU10crw2DahnZe2Ij7G8HiO+6Jw7+
yLjpNMdTjGp1b0Lg9drze9vlE2d5QAvWA/5smLL2jQ3WkXwQQgySyoXvFF1lPNpeqPPpt6+xATy5
FDyf+0v8ja1+b1KBO5E3kBc3moUB1euapkYMPDW69/Dcj7KmMfTxeZ/vYwzC+83Hzm7LvntcfSQU
e50ixQKwGMwfABiChtX2tf1HmbvISLLbXGwHzqsUM6vKFVSXOZ7+pP0iEFXR0ANoiipdq2WvX8re
gEjSiPPAFoYdu/gXBI8ukpWBS+kEtkyMaxHO0cn4vr1s4sPScjfoXDyV8NdsKLdMZxBKvRRzvKpo
ISUZLEai6Nws5cDb14/WP7xyI61XA5SLqMzCauv4u1o4csxb47YBVGiEV+oOxq2AwvLBVQ64AXUW
+Snfspt99SXgNv6jbMMQqa9kRzLDch+wZVlYd1GJWqlxJjGIZfQ2WabPW3p9EHp2owHkVZfcRIlV
82WVRHeAT/EXlKFpV107OfCFVbM+r8/3jSvC7mXW6asrTpNDOg9f0oWzoSELR0MZVXYUx6TuP1q+
gLVH1NFQvkdYwLEEAkaV8/VAIrPYL7V3klTt586UL9Zs33jrZP8mWk+O7OZBCVX4SGh5Vhitsc+t
kjnyvNDyvWQUMjzBEwFww8bVp8Qa48eu6GH9Qz1CXdFkHqRkGur+6m8ZlwCzAH2UBX9CtHcvSMf0
MQPS3eZXY1BJTruI7hGzZF3h1gB09+0bvkL+VTmT2eiK+tXKOnhsANbnHs6cyLNT7ufllAF62yj1
F0Vd8UDwS7SY2QD2ux0uOt3hcPMfhcODbc0tI3p3mHmi8KCEWy6+Yx83EvzZ/29HlFw1h1zuIuzK
5oalo9C6fmyV7p06m+2aSCImzldLjrrqjmJL+xOdL3ViAiBvqSy8VbYvWCyweVKSpRQS+zFFv0+/
ZdKMl1JSlmLI1ydpuKEArAe8DQWi40sQ2L9lRf9mG02XznlglBLSqTIhXAtE0RKtu2zUBMUzeJp9
2by4gIdLOU8yV7N4cmV7LXgrlmwrz4qg54Zzr2EVI5I1MzpbxkbDUoO/ENraTJTonfu3g5iuKh8z
jaqwcvy1VRW5OStbBIzIDjKhv2a3CNDXa2BZnbqFCobCwSEQu/4OotEEOMYwqP6Cx6QLm/Ovl47H
GoVsqgLYZ1frqmKMtA0M+r4Y3ZvHXL8Tw2dhH03D2UKZ0kFcezvfCLmcRPz8q9UH6UpUx+NXK990
2DeQqQxeHW95XCSlGIwneKStedFnS+9t8UPVCrPtlUhjR/A1jpKHvnbO/z/eBIKqf8hKLEUMF+Vm
DJ8P/GduQkrbXLtvgd3H/buDBR1rRSd7mVmpop0WjBsY/E3uggMbFIDGQsvTBBSQTTz70Ek+bfgd
MxPt9GHjDPT4dG2nGdRD97r/8hLzsaeqr2RyvP1a2f8vDmFc5+sSWMMvk6scroWMNSQKmwzQHfk5
c4PssPWzB8Um9APZVaQutWf47Gy67mwuVLNL96kN1Lc3aBkVn0bdHMl82NFnD5MjNQZCaLU4kXrm
wHDECLzazhThy7LWeSPPw0NHEJiwaHF56wjmePqxwqcO77+hYj28i91TkpoRAAkSHKijh+h5Gkl5
/TJ/H/y+hFn9h1WVcA8Iyl7xTM3QaxKHY+5goJ0H2zBpT0C2xa8WqUvujUQM3LgAefjjnO4Pf8cH
yc6ud764+nS7CLMqMOsdhtRZVWcBP6J5N0xm6mOpidJAnsopOwNPB3Zgw7xX7jeWnmV2V9095KYO
5/KrcJ9s4eZ8+w1/6Qlz8jiZxjNMSG5aEX07fPDDVQx7xHNRmxs8B294kdsDI/MBaaGZXU+IjIHk
9ATwcEY9zN8Zz+2OcxfMzvmKXG/cXbphWTs5IvvqitRp8JReJf93sNeo0zc80+RMj2vZw5jTGIns
4D9onNZ4nMxT17SaVfDsLLCiufE9bYvrLn0h0c7mQYhkRPaHDI+ijyfTJFllKfLY6m1dXeGpb44f
FQ3RGxn0DVupCNaroV4m4Tbb+Z0kNDs1iox2sv4krdCBYp1Uzkf+NfMz+04uD65V8UIqCjzrp6Nz
04SUWamCRlMTdWRmr4iYZDm0Visyo1lKMAKU9jVcTc3wFhWDerMpf5atztvj4EbR6DkMYrsA1I8x
WB1ni+Bs7wzlwzT4AZm8YwU2FHA3BoxFuMTEDG+HH/HvXlLnvnVVWZMLfkH/eYFUwzLSiVjoh73r
Vb35cLdVEPCOe2az0OA+fBiqFCPsyji5qErBPz0WCD4Vw4LIu9WsPrciXlIMwiSV+d5+10qCL67S
sa249BglGtRDieLN9BJxGiBCxjRrNafYHq4bUQmaauy7eE3S1YvxDpj5yQGGpiGNh//qty8kdCfq
l8eHm5tWs8jMqh8vr1Hc4O9YxXptKIms4VOSptKHLu3A4joDkaokbIrxSv16ulRCVZAVEK/7Gk9B
Z/kBpqGBrTMZ0znldlWZeyjfGA0plMV7io+oFZ7ufMgeCxUeaP5ar2un+PrXFJeDkganGiHYiSoB
5FlC9+QBxnGoKGX7dyphR62NUrMb6rlKBN4Gn23UljkkhEJYLqjHJed5NcI2O9rj2B1/zmEpUd/i
5Abn+RlXFqn4cepHkVYms9IpnIRkvlGAKILnkdY4LfmsoVWeq1pG3uZynDnKrBXdsErts7KtFW0o
rlbsjM92ZvdPE05J4nGGK6sG1Kf5OPxUgVGyKlzw+PfoDSawYnjQ+sr7mvGx9WLIoPGSwwfbI/vp
UC1WtuowV3LRt5s17hs8OAVlrsLm1U4m4mprGgrc3hpkfbDyjuXceMj7BbgH3iJz+NyclF/hnAaY
xbCzl1KaRFNfALvVwlPGYEpf5lMXBvgADVK/Q9qIjURdzziS9/kZGReQKvLfIM3rk07PXTRmH6iW
/1Ij5XDd8dWWWKHLWw1qNmr5CkfJtYZztq2QjJbusq8qpv5G2uVeB7SGaz19X98ZahWNWXNYKQmg
yTTNxTu1xWGWsqkIDilc/kTCxdS/F/MHHJ9Ofsvi8Ced47LpOqYS/dRICaLFH6Ow9p5L6F1JdXkO
9irZfaBfJ9O+2o6Tv31kgavZQzH+881yGtG94/U1YTuxOL6AirqOvaCwirvk9B/QGRuSX/ykAjxt
3eVfv2gX286n8eatsORy08PAvmc69xnKyl8+hL3j3xQisczfm8hQ/7B7hXiz8BrtLJaKsDFk/MlM
CeLFTfUeGHn4tqcsFA/FQ1YYFoL8AEbPMCRKVGydZVUI5090R/G5132G+nC2li8L5Np+7CrmBMkl
21O6T2m790+XiC+AesF5z/BIhyz7rj/2epd4EIkvb/Pt1vRRbYmPN8p+Gvj8dBWGPmD5RPpLndP/
9IxPWW5azdlmdyewqkkny2zvpGdPSgDF/7QdeuA2MOX4EXQkflG01F9jjRyF8b9ntI77OmDa9HyF
CxSq7pw9rmn6Z7NAg36YYEs/IaSUMF7lARR40zM5nf14XIsJK3me/e7V71lMO4c6p5EGIN3gUdVy
H5eP/5N34R8k66MhIuto5fE3eemvh8HWxjr1xpzIGn6NbcU4iHsjofHvGNCJSDG+VYNRBP/QTLS+
s3jngqxuOS+zGETgR8TVw5efo+S5yWI0ZTzzTPDOnffHMdaoTDjNeZJEEOmKOl7l408E7rBoQF9n
l1IdTty7lekKVwkn/ecbuQ+hAWjteNaJPIe13CNcsfoEbjrX3gj9yoRCBpZI/En4M+uEYARFRszh
BwM4FpSWP112DjqwFlTJDf4zq69Kjx/YsvtFaxyhk+inHx3cwhW+7oQknkUKDS2Rcy3rzdcTsU4/
IuoFimtRE0lVXPKUy1zelx2sSifftASjyBNsHDpna2X8MpYvpyBhytuL0bmzfmKqrrHh6LrMevnE
Pe4OkNE953+jsMx0zofjzGU5fgRkgmeDk98AEL0qxi20ODg61ntPiyYakSsiYTATkMQtTdIzAPJJ
4cHs51M9f5RsV+d1a2QF0TmSPxtc/5KQ2NVFKdkWCRvcD4cJKIlix3ghCewyeq6scxounk9GN9ij
8Ad+BwqTcLtLxoV0K+2UoW2AdAbZlTRZwt0lR+USYIFWPEv9M5oRq79WIMtwMzc0s2YW1jnQ2QOM
/xrNdCgsPiBoOZhhs3FLr/MV3Upm/buwJrzNbSkDVdqVIPThD/BC1qITOWEqSusc9r/XBNMfqXIA
juHtdyUAsrABjIv6uNK7A2SMVvF9OqzLZupOv6JwSFSmLffZqjsBvkISYrlFy2lOWhktsPpgryVS
DCV14dv462O5y1H6Uyleb5gbhWurz0tyPcgldpxnWyamxyIv+I9TJ1ZfPxinuU3ET01hCEZ669Qf
5sKkoxBnI2OFws0K96vve6yzvRqRnO1dX26KEyxxUS1g/ekE1Qy9W8oat6KxXtCdESxdiU9YXucX
ZJEZ7lc6g0gNMvKg0mujH3uED22nK/up5YCgzEzM21sqr8HevKXsXXog/9wqpJVRed5+eeB2t2RZ
WKipvRxNs+gU4VyIlYzfT1IrnRFF6hpcwS+iaSDkqVPZkKrN1JSA+jcEzzi9YxtkGiX0DgNViasy
cDypVSmUJ0MphYQ+1nBuCX5gOAY4kJnKi9/KlbvB4Op5Q6Q7LPfdwH7YjSxbFFcMzyjv82lIozak
qqmEhxVx5F83Zd+fxy346BVR8wC5nLBrUpPaLWVkeOGMS/3y5AowDC9fa4THfwfZ+V5anOCgyWav
qqq5Nc28S3piwE0obURvRWwUsxzh6sqlzUiJrTVtGdyY/PGWdktxD0jsFDd9BTtK8xCctf6TN+4D
MrMELOKzNkptOAgyZ0o/4GyYeCBWjF+SiYwR0q1GVvM9Y0kb3io0NbjfbYgw5Sj40bdTVCUhbKpy
ns6scjSM3G5jMNS1SEtVsGFeLtW3cA+tw4MUim5S8IVycNIw2B/yU8UJFUoQq5AE129RCvc+9APg
E1NKnrAchlnNn1wYHOcmf9ZN3bEISojOWdy7JedkV11d32xt+cbnY6swI8VCZEuCYY28IjOR5xhW
yAo8QFSPFPPDbfLwrpaGCBEA3BoZtfwS3RSvlgWHYWU/eVFqPEfV6HMgowXtFY0M5Ty9KUuHCT7d
bKnUUNNlfBornaCpewvzzTVTt/0I34otfymdpIRalZXmyj86peVScTBKA6SDrwUxCPg3Jf7tlcQx
BW73y3deC/eppPhCbaGZ/0uwD2VHgUAaCyix7NRymnK6wKbhb/YA0C3P1GrnZYamR1nywNyO3AmP
OL7rjcfMns63VCyg9Gdfiiv8yRM0YEcUamvRPb9YQIy2N6Wol5agXO+2i7hWsSexIitC+T8G0+w9
V9HBpsiEN8+fQxz0beF0eS0MkzreqBpXfoPnql2Ppj0qv61s91UiPJOdrO8C005EWa4ainvINdaZ
ptfg0hdhFB1hod+atmFF+zsUxRkQ6iRx1mV7xzlYHxvRohoGsph+V4z9vFyYQh9loin5BKpxvghE
l/ArvT9u3o6LrL+Jt1fQXW/mD5Omy86/HmjaUDjW+1kIffnhIe/ccG8r7or8jNcvAWkXwb9LKYiJ
sx+mO7gcJzHq2Dn35DeXp6heEKKWRw6iHgN8ViS3DoEtXNvcVdKcLYacG0X6RtXwLiGb1D2T9y5I
BiRQqVZmTXhKzCh5Ev9FgnvQdvh3+JmcFbexXVeNS78fKGmFGya3i6/HNHnffXv43dGRuVVxpsXq
sB+S+m735A12exCa/HUjH1zk7jPq3CMPRTyTV8+yX+TieIeOgt6ncEErLhPgNFkTnnqC0Y5zmcxK
oWCohN/qhoUf0FUF3hV4uRdROolB/hGqj56cik2KxL6CZToYddrB++268wyVrsTydDqshL6/Pk+o
5eHsJP62wEXD3Z+qkiV6th0I5ybKXtWF8N88tDgvOGDWe1XisxBjUHCO1yfOwvtOD7UHdOhVht0h
AUAEDSUY0wQV9oEqsdb69BzYdcYPLtpdRKpzBwIdZlJJEoAO4hfCYMtv+KtASNvhdMh4mek3zKOM
Y5li34zQCXzz89G2QODn1PZKp5FnxTogTPDbh04XX6wABG1fWASojix7Ictmqa8nPE67oIg+2mBu
V5gc3t5k6GCIy34Wvjf2eCKxHJCvoMGESCRiB2S8ckT+kmMPm0G1/9KqCb0+pJhF9lkHaee5h1+V
gibL+Lw30EEAjhhEyBZCtqt8KnABZVHG5aD0ARP9WKm716k6CPU2kUeXtvd3t1uwgdC4K5LZAXoI
gUrFv17wEm7PNI1oOMWHjejjwka8CnOu1uGFg2XSqNLa5xPKm581Sd/+UvDjX4DG/FspXP2Bz/cJ
LNIJQ5j2CpSVr8peCn+mYxD23YI8ZOairAqHSL8EMiE/RsHBX2jZ8KkzhxRISwqxV5p2MX3uZXK/
bCno8gYq8xGJCn2dq15q8kelDosvBCCaCEwUSyLiUo4o6j5TzFr45XtfRzOG1NcFxaUIv0f14HqK
/L+R0QmBdbVN+dJMUsm06G04i+y50xKhKDT4zBX6FVR9Ivo+bqPv07JS8JrKXNr92TqXPjgCh8VN
0dL4FRKzgVQ25kdlVDhROmy3dAmZfAtbELkZl5e3O5oaFbHqtI3Cf76GbLDK4nm794WN1sSZQt3o
NYZLLtCwVPUj5QKniFTJtW4c8rgp08zPgkMZrQT/A1vDtUWEsIVdITHhxnajIE3cR0o1RRyZb/uy
UONf1FDItR7aJZqU1Z/VgDMsZVi4aex0YoSijQDdAGV8P1Fd4VzX3BgZswa7sMbIkRwsEr877kY+
Ux78qfCFj8ND/xYO78W2Dit1zoQQfVS/NXFxsr1nut4ka+WlVmfjbKRbFlvp891KWLjLCrbcSGzS
krcogqwBuWlUU7LCCSdTSh6UbT4XqLVwtdb9lNdvxpQHPSDBzeBvSlzeyiYsmp1E2Ftw2fcuwWI4
HcymhEZbHE7dE8EC11qtEdY01zvYD9DwUJvKCYwPIbpG3DHNsO4rdfjFhEbAAIgI/j8OsfpBclBL
N+uIZtBNI4Fnz64sg9Ny3T7FiQ3zmLOw9oK8r/6SrxmTl+FY+FLk1ChLS1rXFk41ztqz7hRpYVwP
harTG4cWyW9woAapKot/P/Ewoq+Cjo247ALFGyW4m3kVUeu4681zenpxhde0WcaciGkzSGhMn2wi
ocEP9EUCifWMGt9rEyAZuQa3gcMn2PAe9WL46GiKB4igcf3QdkHuEeBNNnmtuMQLQ6h3X51S6pIo
twe/Iv9HB8gBbs7dJr5Q7cPOCq8pOeZQ+7NVTNS9M1NphFP4ak0XR2YqSvcupkeUynRsMF4NHv4Q
J2Homyh1H818OPG+zwXweFAkOCbqah9w8kZRpzbqogUvsfwRgSUNgt9aktoZXxakRc+ukkH9/MYd
75XNMsXtcXuq/hxl3p2kcjIn768C1H/jvmnV7jrl3ccGY+lboXrJWw3O89UkB05JlEh2vYUaEwz5
mnKpa77U1T7x/tqCEAuhWEwESB4Wlwl/DMj4rGUnf4uiCq4q8JE4D+Zvw4pdo1zf9zxnF0BbNw7F
LRLlq+rZJvzH0U8PRATOcCY47f2dB5wKeSXKKfY5ytsev5YXu03HqHcg6SMkbJgwbOgfzs/HWLN/
Thn/E0FY+88rrzh1J0Hb2mVLpmCZKGWAZ/KbIT4N3OOXfHZZipmmbzZMtsvtf2UsShtxoXnjh56F
VJzXXdsqoXrqRaUHdCo4uqwgtSMVg5gTpaEg3pEknB2Y9Y3nbBbyexrxVhl5UdNrmSMS9NytM4sA
UUOHl3C4MFwh4rO590u7Jw300JgjUld2qA5uIAaFVwn6wI/ReQQLd+2RYXiD35FHbiBhqLDAFwKT
A/rjxLLuU/nAYeOBP6rv2nRXRl+whplT4cCHFV+sU8WG2WRf0CLLgwlBLUVqAqJsIJGejiSJ0BVS
4id/Jc3/7029LWB+BIdkEHBaW6tFHnodjHcRYy5/WkoBDvXVDqpQBe0HKmTpmbHSG7BmbEZLZ0Ha
BvRPIPIaV4vM+BAMmqozS5Lfnf+An/rKy4P2TyEmbZj3iVVgRVVLeERyPeSGGKrYeL+6LABBk0tI
F1dpsyB1hNyV7FEBKvgw6gXLRuFb37hO1snwGmWMH69SyzjSuCcM1QwHOS2OUwX7a0CXWHwxUJFr
eh9MmlrKbDRkIMHo5HiPjZYBeWCEB3tDJsRDjg3ei0XAGJ3ncUrVWcfQWBjT51OorpGV2mrnNH+n
z1mo7gApeKbLnhL9wqlltbs43ASaPNNs0dYqjzejmizK6L7akM8TELfgAQNJbs36ilzHDjhxUtcZ
trwqayh9zsggv9bJorL7R0Z4JTYYy1cPfd7P1iUGFm91y69rhNXFFBkZLnqEPfIZRYzDz9rC3F/X
/Ebvh9Je1myjTlDWiqRfFrJaE1cDQt6/YmcrzKcRClAcLJZ4R0oS6x4r8n5/DO6n2LbgNKlnwnuo
teTguaqRbVktjJPkKdhA9YBIamxPUbhmGrOtfjOmCkKdTxcyMxiSAsBrHo7E5GmvB5vmjOcrvmlx
oaotugj2YOLdewHEndF1G0jbAZVm7Hz9wwMOdZUOtkJ4mKpa5awlmHLPoE/pOzp+WOpos60qc2by
rJIKAbPr/Q6xzZSPsS89ZTIgmoqlzHU+81urLhzuQPQbSndz7nqzwDBXy3f+yyg0h9JKWks2Q+Nb
/BBiSf5UxM307aiacAur/LSDCZEaFRcnPGEMVsZ9SWoOf3UyeZoAfTflZNWltJ19iknUFniEPSio
slEmy/cQCeFbiZxICkxp12NS1wpdqTP3SWglN9zVrU2KVEIUwf2ZFYfv+Agkpn7VVKJ4zLqNq6ov
AdxGXP5g2tEl7QwuAqPTctCGCMl1AKzOmwQGXGx+h5Rp9jxuKc0iys67qe50S3lplIGo/FnYcsSi
UOj/QTR6iC6SDt4LJgAqn8DFxxZikIPMIKHpCcSMPmAAZPpBIGx2nnaIqsE5mBYX3NURK4mdocXr
FGAFCckXrTV/N/3HQboNkIXBbOl9Y282V8BD5H0WJDLq6TrHcia96dpVkiwXacK3KfwcdPyAPJ9L
4w9aW2cBIJ78H4S6GdZa/MoifNUqFKX6CNFHb7fq4s3WN8CFFAg5TQCRCUbYkAmMc3F5sF5tCJYs
J+QrR7YirNabNlCiys+V+58qnvP9dbjps4aMLzSl1rgHZNWcBCQDjZ8dClBvvau4qS0l16UVxdu6
jZQYMDcq27G83/xW9eZJmONLug/owH1fMycVB7/PIDfQuuYKHcjArszUkPBCzuxWHJT18STmF1mo
QBSyURxUFYa7RzZ3+qItUO02k2wGkRwaxfYpxuT4aaRkL/FMvqvUgnEBOSoXXEsAzLoiaqFCZC/D
mC7hBCXOO92hdme0E9dPYrUfW9WB1nyYKKg4XLQ/gLBGk90Okuigx8sB32/QuZm4iHRYkPdG2Na/
UEVOTPTZS2vk8kogEakopaJ5ycJHxzChWk+IEJNzTIFWkKK2nzleALLoDP2Y06eAER05H4rt/zWZ
L6LgJ8pjbRFwIxvTZU2Egiwtbb5ZA3kIONrgOOgCcMmrbss9sxEYPyOFHsBOCnvcpHn2Bp0WL4nw
4eyhq62c5r6D6uGOsght/ZKZLRNgFUr30iMUlL4t8n7jYzti7cq2LCgdlnpTacypY41fimO3dMLl
9XuWx0wwG5LCGii5DGOs0ctAdBf2vZXGhaxmfA89PoMmMLUa87uoEPcB76kIvKXEjQcuBvz2pATa
xu7XwB+xjiCOHnI1bvXLRkvDl8oQt2RQKFh/u0RFekBvGiJGPs/i6fUAAjGh2u/9HOxk4VSkv1CN
5XSPae3J4HP/0dqi9sVCrrNw7k/7NW9UMDFMaVKEO3z/S+ON2FJakfVDo37B7uDloJY/iAqRIT05
pAwfFW5DrvNGCcPA9Wnyi5dzcScVUnUtbG8ci0IrbGKH9UzFVF/hpuKi0Hq6VVQz8FHLSEJaqKgj
+DgNL/dmGOFaQ/wZ4vY6QlIV3voYtDkefiZ3pvzb6sWqw0p4o+fM/aTYSvr+2lb4AmM3jYZ1qQev
D71j86EURG2XBcFpdnNcKaLbXIaUPt+YNSXXOPcKybDMBILV1SMPFVulZ6e95NMPmSl02ZTDvpc5
4RuF9O+eOHZWfxYf83o5QPj9MFTWTD5K7GRmM2C48+A2SyGNbAoKc/MJ+d+tpRG04EKbpfBCF4zv
qfLr2BGXXdV7XTdEROhVketWvJIWwcObq6OJmMYsQm4ViJ7UQoDJkt8PrQooqx7T7ryQ66aX24aZ
iKKu+l6ZJLLYtJUOYxM1PUf/O3jU/P9JTGN9wYQf1B7F8Dd4PNHDB8wz9ORVgO1V5Cv6duaTRbOI
ba86wCLht0LICE+ahA5/8S6Pci/DrIVTp8we0NcPH97NZneEugEiLOMOvTXJfOpto410s6LV+1BO
jjqdjPv2so+2didvxqz+XMFUNvZVsFU58Uo3fBT+df/R1Fo5D6Ev25GS8yEC3iKJWHd3kE2RuCLo
p2QBRzMyCMlJrbl54f9yg4ghGVGLTqUqtGsC0v646Tk7ZVTd5GSiNUMYY/XPZ9qxkFuL8ksPr8U+
sTg4KKBdaYk7iKGuEmPh4VeZqNHfCMtDs92gzEITvY4I9dhRBbUo7PYa+OI2edJsw5znXaT8BbHx
4Dhldgvr3abmKDJgAsdkfSavCKGObz4On3v290/b2+pNqH0cvtMW6MA0D3LIPFgHl8qiiv3r91Dl
OlhYEk/lFzmYYzMYnt1SIUooNgWame1WIdJHlPE90AcizXQwJgzKd5rYQKf1tj/3EnzEg7nrT6iF
1+43Zzamla/2j1vklzVO4eMhmtJmxG4exgXN6+k37AC96TsAPdWoZZUyal2illNZHVXWbSD+Cxyu
gSR4OP+KdOAxeFCwKMtKsEybPbB3HyDrI9/Q45NU/JwNT/vr+5LnKzH9J1ORyNXLExGbk5t9gA+m
hNTjuAQG4f8MJREKTQDWbVfTQAr9ncY9isAZZV9n0hMwboJYRf2KEw3FuGPh5Vhpfqb3fbYvXXzh
/9GIfL8RgrOSMYEccwWzUiVzNB4jXmdP1v0VNB1KZj8u/x+DL9UkZQ46eHFGiuWCPW0e6VeeFHoc
5iTXBlakZEIwv4+j6dbetLgGVwdLkDSLKUADfMhgulWlyL2xWMigArlK7KhUa6bUWnvkgIw29KJa
PrIP4Rd9whdvlUmA3KjMlrJ16z9dCDqk4hDUiSyaxbo1GhXtW+7zGixMcs3MPY2u6BlJfjAlMPWu
K/aj4brXI6mE8CV1I7B25tCMWwMhO9B4MaQC9mSO++0zpbyqlfVkUB8aYI76AcKYZTT23ztt4R9j
Ic8XQT2VpVtyWCSfu+gCNnkven+cjkhsXUG9NWMOOlYJrfWuslmPBfkLVObQ/NsbpDhYT2HiIhs3
g/+3p+hbHjHQjEY4QTpfpXHe0OUF4Ci0NbjHgARq8r4TQy2mV5mfpAyv7Xxp2DdXoFryQBn3uvfH
GiqJykvNIpJfHcpg1+He+fOCNnTxDcbsMDoLXnIUjaJH0QrzlXJnJncReCE2jIYqsXnCjyg6DaIH
l1BIgrhJdshTTyKmgdjCXzJbAb6dcm9YgEtgTK6DAu29KfYml7vPmHPzfPXeNBmd1WDVCrfbemL+
9vVGzzUN44Vy2ZOzvllyHYz+IIn4rn9cJdxjKx9RkCRtfFhYUZQLlrbTMf+rN+UI3ZBJLqgohVk6
h/e18cJA/+Q+AZBlwaiF5kCoW3tdfBnP9DaXbAFfPkWlYV/61PQ1J1uUcex10kYLXWlTFaCGxESc
2o1ki3jEL2wlaY2mRy5VR72yzFTLe8M58LVqhaKLbF/1NQ5hVg1q0CcIeqKT6Lxe+JHxbc4Gl/rI
2/9yBaMo+iSvJ5B51+Z3nxixf7gx70/w5EjK852HwnNMsoXqQcxKAMnFKUVGjnO+ipM5uPvG7gER
KlzxxbtrDnuwWvnJnEX/KlQW1XZkY4eMd/BIDrnI8aNbOR3DgIziUOBhEnX0EFpObsA3/E6HD95y
Ejssh4yZvUZKTY5JGOOsgbFPNvYpU+QSLshut3LSnFtyO0Fs+pf8UYphzDigEb+14hZiBkUhPJeo
O5zBfeH09pxT+bY5nQQY6S+IfxaXcj4C9HUSEiGejLRWWrAB/p5TC/j96IwSbl4Iy/KBhKFUbbsP
MXztbw2ap1ip7QiDDuobmhg13M/MClr1/6/S4fwVzEwU5fYfj5uGoSS3veham+YwVnp4oV90lToj
Ar+jrCiQKlIVSM8nCQ9Mv50X4+UwgNnMvqRFyonGk04N9nkytjDmioBdN9ZWfs60ij16j2A2qG6m
62yVn+t9Pr9blxnmKsK3MWLvDllg1uwNIV+ibLB6xwifxNTv3mTa3muMSE5QCqKLnjNisWB6ID3v
4BA4kchP99SNnKdWP2IvzOJ8otRRh8uIhgoF9z2O6Ctl3Ec4+sppwpx3UcJOG+0mhjpRXu5zCYPl
fFFeOfvWLSx938FDt9SGUNNtjLdXh+R2fPkhrtD8lOWKLruscIyeGzQT5cM/6gVpVa0GJbxbL6vd
XBkNDrsubgK8+d6OS/DxC8v7ueY16TqnD5vBjm1JgWaEXhacbRFNzKQBhs/5B3A4bzYqlZHeXPy6
JRlviV2iuBXy+JdAyoidtY069HpDUEzSX5YnI9LyjyAGnNIAdjmsjKvqiIrnTLDdddHGhh464Q6r
uI8px/Sb4ojbuL9zBBtakavpoJUWp3GZS1goEZtVCMKxN9nfE4PUbm6iYTGwTrk+PwJoMcoyJpTU
8nWNdFc8E1hsbLJW2il9p+hrLG415ChcE39ZKGVtxF5G9svpE0lkMeYgRwvOv8lxDk/k8dTTLGsH
wiHZjJCkaOZU/VRybazKzotKUw3xWEJ166UDrSyqCU92mLQI6wo2oGZ8s3/TQOFIT+gF+pIpCtg+
59BpI8eT0RR96oz6Wx6ibZkqFm/9QaX31mv2AzJJIZ8APtgID+OIa8XI/r4Wz+sCgDaT8Rm8k/xS
w69BOUWOw+htuxc0kM4u0YvGAcbhHtKZWWfgmW/bJdvAAPiudystoOPds52utZCX7gwJy559mj3z
d3Y05WDRZ6ra+SK7tdvTMMMV76QjgXwLHHL+el85CIDcAvChgI4RloeAbfsHaQ8h91k8ZD2iun7c
Sa3aOew/3jizE/TZZ2458ph1wHBgWVpMdNIRIayKMVXbw6EWl3VzvV1vuezf/n8/3uYiOotJlf8H
/wrdfUniZQxVrwbfyENGUsqnq9ho1gaCJSYuDHLKjK8AJwy4yjEqoQNw+QsdM8r/xzyhX8HocEGl
LLgKnP6hKHx9PAOXM6uqxsyKK4TFQ8YEIkWdFe2In7fgDPIPbJEUqFrLuD0lBNMp1s8IpIStiUwb
diVgXLLNAQFb7qFySAchnoFPG7Ml66Jj6sglWOH5i0pSB6zq5tOjRC8e7xbrpUvR3YO5V1vTTpzZ
9rZuBCpgpY2sSq4YDyzdePMe9a3VznML92uStpYZuPYR6ATo8KW+YnF/i3FttEC9gnly2wA2oJMA
8f/oqyWBSxRS1BHQS6Qim3nAkEecew5aDp81ZqEdOa0RtgvCHt4ksmpUEzHAc3lbqEkFdbnbTfeB
915ainFuPdBUfnxu8KDbbyHk8R8UaW0cZ33bLECYPimXGOauxTnVpetktPljvv31ZWR2t6OMsHS9
5fzzpGKq1nlyvLs9WW7Qzmby/jvkmTmuUoKXReAK3uL87NL8YEp24Y+A5AZYNqV9G7LEbtdgmxPs
OqEouNng330ZNLt39+stAcQ8WFT1vThHiyzyDIBmtCZs1tbvicS9DPmymSQ/74YLw3BLEKUWIyjf
PE1DEJxn5w5Tbtwr3iBMawn3NN7EF4q1kvv/LDHBRMCdJKFvt0WNj4c3ZYllFor6HeULXnDGytTB
ZmjLLQ73G0B+RSbPCTvtKS1bnAJwdrHqt+hO1Ry1OK4Bx4zKk5GS5ByAbLVQ1abXi9aaTKSoJGUt
iGFGFCsyGunL1Z053L8iS4uJ9QbxK6meupNVySkzfsCg0OurBPRI3+f2kcMQFGZb/oH2ZBjkMBSo
PBSPIDIICzszFLwXWnVAc9HidmRnBcFZ85FyOgDYYt+dMNvPs+waLlvgbJ1KgdCE63iRzYJluiZN
5XOYZxisiNrbEiWpY+S1qs/tyERww4u/YKbCAZtkp11Fni2D4ogusRCjuDCwYHHg+nplkH0GFpWD
mzk6gywhnvVN7q4RW7RZQIwlKkGT06kENqf83UhzmU7O9odNMb7+obREptqRWHog/Agk5WKDv3WZ
iWXT49iGBswdUh/icytb+VGx8v10WHIW8s4YW6WVePDRlO0MJ80uQQ+jl2uR68K5mVPkEGrUuuPu
uI4AjisHlNUKS6bO2TbAraWf8wg/0C2XspZW62ai6cGx2ik27SrxJc4+IBklhOsTowC9syMCc0sn
eRJitynBfW8RjbcHgFi75P+Xtsg8bkWZASlIz87lPSXFxAvCxb2Bq2PsWYG5d62AZHvoCAdDpYYd
fzYk8izhYk1ZyhQ3uHaCq6TR6mQt8pdafBG+txy7lLWmtHWwx/AS7SfzA8vxPlTrFJF1Ggg0njWw
jCCwa5aVwbhJhLjBl1iexR9yZCTE4rz1U+5D3N0hJhn97BPPqcp5wfv22LSzjpk5dJtNDaoUYs5X
d5VtWA3WONIk1S5nW9MUP73su6gXjHwa4QO1US0O2X5nenSlBicd5MzE/wPwWuAS315RHNEv0QVD
O9LD1SPBla/qGfw3x2R+0J3yykZiRilc63AHSDH8JhhEQit1iyyfDQsQcMH0TogmL8d8lX4tqLPP
4OW8+pmPGfoIpvRpmDs4CWCsxyGHaWkJvikiV62Ldqwd9AJoBFg6cUl3MEDZRjMQqqSmAG+PYGEG
P1yftia5jWA8mINThWZlF9EuK0ELEIaWTUsN8iDaiEstWPAmfmoTNxqwFKkkO6HnI0nGG1rsfBr1
IGua9bBxI9AlM2uwxeV+ZLoP/BP0oOR26D/46nTYWsjLlOu/qEbP0Qu9Bc3q6gSjKqZE2kTBLFKx
7jZxz3fCon67CmZ65+IBE4fb3UzXXXjhHTlwpfHkfMj1Y2ci8KaG+/CnnsIpJwtIyB96PKbsL0Gq
h5pNFSWAEpMKCAkrSSlEYiw0L7Zae31ypHRtJ4nao/R2MuQc2ktdU0tAKTb2H3bhFb2DuU/pY6py
ba96ZsYt+pLl/L30zyk9BuxFuoUXsyI5WgSyRW54g8LCWeccR7tjxBFsopd/8DnVRL7HLM6hXhpQ
3ecAZznkSEWSKZn4M6W/RsBX95SpUR9EFkI/i4U1FyKWSy4iwuLN1ySi5m+Fpbpt6zngYiq3/R5N
QVElEsvR5h/yhsm5oAPUIjoYIa73Xw5poo/mLoFwdpZl3DNvUwZ7lJzb9KMFss3+u7fW2jnQa5RI
odKXUUKYPhzHFRoF8uE5pT5WdQZQesFwDLBPUCHy1G/o/0doN0tIRZKHC6OeMhxXcE3BV2pMePoh
iZ1cXw1cuMJgNFZycXbd6nkuLoHoQy0K1iI66a8W1Uqt8veOTjWM9uXeCeYUPSHgJqJOpvLHdv4p
3d3bYoByVx/Zgg+kcBZIGG2fHyrJQo1ZI2ld1fAAuVwKD1eSe52R1V16eOG1zous3UQTAcveaBi8
c4Opl6BrmX0Yd8hlrbLv50hQL1GylujqCYoa5JNikF6zaySP2+1qCXXsvzjqoCDKxC7Z5ffzb1xC
Z5B4yiYuYocf+pZLSTpfGVoOpGZWM77gEoR4THElQqMDQfQlJ+owSuFZsqc2XHUpGHwYwLZhfwiI
3Tdi8dllqaTzAK3OJeH1QZcpCnLz/RXfA1j2wisVpUlBbx6SL/F8P+ZzzRPE9VgMrZtz9h4kqF9h
elOPl6z+8jsNq4VQKh6EjEX0ei790DkXfNNPS2Lka7+EdkQFqy4bfGtLeSvpjuBFaWVp4MmwjF4C
HWsXG8h4LV4d569lqdCQQXh0YhmUlXTtDUSSiwonmwTTx6ciJ6En2A6x4ahluGrGO5dT46ti1hFk
Wl5SHbuqR0EKx28U63vxI2Y5F+rGPZOQDwo9M0+zTQxUJTaE4lJsFZKQKSVFbmXXWEujC3aVsfDS
lQUtYzHWxd4Z1TDenejHNlNtV5yMcLjDGsFkfSOySXPSB/xrgf0QQq7yjxuLP5o99YMXmmdPg+R1
IehnX/ZUrY9TDMbhyQP2NJ7+8pvpf0JpSzngZT1t8Gj9m0L/FVf/AmATyxAKQV3jw2x4LPesQvNu
gsZfhlROHCPnJUGgS2FyhiTMlMyDNGQA3oOl5tWfBJJq0Evbex6wIvv7KZ3dni5CPA5am6dbsxqU
WHOjccpVA+WiHLtLdD7UH2bBJf//uvYrRKMMPqCpxJ64fTCPkY25Bv1izecDOY75qF+4D1o30ncf
ezk1IouDKBpm4BzspKUQM3qkaGlZGGdvo0swlqREmIPPAiUrEqB1gM7RGLN7ZJK6YWMuo/BLa6jI
7s+BLwzHqYc/Ur7daqaRDqO0dHLAm77eP83UyuccR9dSYJM/2UgJXE9GHsHOnjH+L3ILLsbi9IoY
b9jGjnx8Z7oheP22DY5Ps4y26iM7hyM4eg3M8+PLfBcH/FVU0S0aOeLUpgUgztg4iREMzM2KgCrM
N+zP7vWBX3ZL08I0XJJtxAJ/2mmsUpPKTDUDAc1UWLG1hNkawVwlWkYnZFShyi7GkcQAenfx6HEX
tzXHG4LBLq2LdGitCCcRvFgJZTrk3MbEXYdSngumrAgsoAL/aWzvAr1SfxCEEWGY5IJGFkgs1hg4
gvHG3No2LwMKDAjZX2/eQhqXANd/JVoq72CEhsrxt7oHzm8E5aW/mJvjMxN/ttQSrUB4bK3wt88N
xpcChyBPEG9MqOPHa3azkWl8H9GFZyXB1Y9bssyiSoLHs+kRJcHw4Ef/Vba7C+ZKttTWThwlXnjl
T38SeYKHL2Kgfv0lkkwMUza442rOmHBG4ocJi3KXvVflTwfU/sAHAfVrHUMNMLM58jTg7fJwQQSO
nzLBMZ2Hc33W9D4AqpgDlWhb51snLgITTrjYzeX6o/hF51ayIfgKhs/OV55VqeN7AjbIDR4nrAgI
rmFXnHocfn6PhxSvNIzp9QobCrPIxK4npYA1RCrhEk2q79ehmcZPowuhJDMwlH6/mGI0HDl/85O0
2dFKVq6/4LgSFwIJSSq6qiWgSx/MTmSpR8L3hRgIKyRodFiDJDEfWay54supAkzN5L53frBZPCYV
/nV+6yCDL4YVKr3x2JFmmRAiiXc1dUPy0bas1b+nlBTCvfXfYUQ0gXeX0b1rmbHvOExz36Xet1a9
unoN4G6qOTVjGoQBx2lGrhvi+0FM6SCdtZKXRLe9iXP9GoNQt02t69pbpMemFGGveFO9A8Wal+Ha
1zTxfuSSkMK/T2FFXDXbliUBlwj/NUNQ8gGHKRUh6cSOnW8OhCCXhdmMq3mwIjCkTojUnC85tNwD
iFtJae/bPsD7255k1Plkp4Xor3Yql4hMAMCZwpuAAEva+7CGSR5RQMyQWxbG4BOS4vks8pQgg8qi
OV7T/X0Gm8uaaKCSdQdMH1YHngopcmyfWl5gwl/ySDwd4uiN5cLLoY4nXb3pDjDmwhXReCdF/Asl
QDS+R6G0qNIeL9gR6/fvzKMOG2m4remxsJtg4zurKk2j0K9QJrKGrNUEOUSzbetz21gI/1DuoHQi
LcSyEFbcqk6wBfhK+F4vKLWMrjeJRwULm6qwUt1Y/XQDyNcCTBBjiMkg6xqu+GjAYgpSWrTOLSqX
TFxHMxHsuXYIQ3j3BHBJr1wRYCOnqSorI9k4+dbEexeFkZK9ed9nuoOBBzB20kmDNoF/Aezj/XRf
oj9Oa/LI8SP/tERryENbD7NQzJcfa6PTLgpQT8gqM6fnrqVYs0wSQU2rE3BTMCtb4y6AgLQeCOdX
PMFMEixkx8K47n+jQJoKGsCx1sWEZ2XC77nNgPTi+wEP3NIw4XVGxtxS5/nile/IVxB4exO5QQYL
pusjO7++TQuQm7eTHRZY8nATJSDujX0H5a/zFDzVhqKFvCkTlL1HtjgKIFqHCIF8GcJeLJrY69dl
3cJSjhccWrGt1lx/e4s4fAJYnvgfgi5IYCbPOqzLNn7EyT6gv+WqTdKKWuv0yFL+P59bOEBSvGzG
wjY0lDHgua14a0k6+Kj+fXNBDrnL+/HvAZj7EV/U31w0/zsMEs4PLpjRZrCXFEknWUolb32RJ1h5
yMXZdEfYUIwjLKjCi56orio+Ojv10vpauNLP+bP/YOJE/PQRcY+UnBFcGR2TvfhQhiu7HTLRjIXR
lBywYut6BIFGLr7tewJhc0MTSK1JSgwlc/TsUcrKi57MyyvTJyZEbczW1lYI0ZvFByMnMOwvgMvr
5mG8X8MfjZeA4Bca1HA7a9ee1IDhieM1bELSTCU6OqOkTVLTguXcIyzOckLAc4FV0DdTSzZhcysv
ivMuVA7QTgajQYJzg29E3cUvfFN4sT91eRfnZxh7LP6ctgnvTmnFSSrskLvm1/KnpJbvUaVIE6DW
+9EdlW3L7IFeVAJAotZ3VBWxYvwl9nDl+Z4/SxReu5oSPyiAJNx0/EL+8VeAVMnxoFWJhne3uCQe
kuUpmYeou6p7sPc0cCTnT8V+LxfYLmJe7qUWrgNx+XWUbgkXYRot+WLt9Po6AW89y49gF6BOsSZ1
5yVZ1sBtwcpP9ImAqjXBAdxJh663EzKXHtWZ8q8sakvBduaAus7cVsleZ4L0gpK0UyUYWIdaE13R
vBm9b0gVZ2op8ad0Nhz/FI2t710J3cEeUqn4QCufGypYxqDy3bpaV57KunN66gEf0imhTQ4NpKC+
+b6UOAP4aZ0Pisee5mY+tGRAAu5WTphjrqlmpXrSZBE2vrsDCL88wUFtf3JD4MxKGt/huky9h4LS
T6uyKEx9CtJ+SL23MCbvFgpGKvYN8CU938KPpeM+0XlHFEs+9BKIOrWBQtpjk0cX84r0zUfV5pQK
M6mvEKPB1biLGmXYXd/lGteYK12IzcoF0dbb0sCUPdsrHt6y5/WtxYe0+8owe52MoZAqZiU0rYNv
eu7UAlLRZY9HQlFdPKlLZkRFRHs0Mjp+1IS/5z1fw2TRwH2pgNLAv9NrYXE86cSQWameSPwVuyyZ
cZNMYuWHWdFJ2xR9rqXo0IYJsKWgJm1AggJdVaUxMHVBRFr45I9rLCn1fFF80KcmlgRkDKNRy1C5
o45mOZnsaB5XQbd+7EBO5fzzuDfdnFYba8bb9C0cu3js80ihfcxzp/eGdGwAVfueN3uv34OKiN9f
hgDLTkrfBHU688LvXIxr25rX9ahY2QdtCOv9AgbJVg/bQK6Ca/B0BubYxoZaN8wBE8gjPihLolya
MxoSYTjqPh+Dqs01fy/nqf4RoBxgwel8gxAt107jwFUTJSFFr8kIfnVjnMn1rdgxcd0uHADaA4Ct
UXJUu8A2ulD8wNrBi6jRrEJ46ZapbjsG2nZ31DBcb+mzxcrSYq+EzN9zFj6/fXntz4uxaK+Cmg/z
Z+vT67jzGWqm7abqYGfIqmfIE+NDM9cFqXnNTBggvUdJmGFRtgtc75F1s07Bndqa5CK3QH4UEnK3
OgenvgE/lAa6wzIqecFnXF1CwypV1zsVhXnDFxDxja+QGLEQE06lSx36Qwjjqhrpf+vx+5YFQTtq
QOWJ0uGhcrxM/O9I/Gp6n/FGDIrt/NhZCGTX3keJ761jmwk72VFkGDwTuATj7ITbmLGKG4c1Z2Es
YatK9IUd4eFr9jTzPrIggo9Iyet5887/uz4zNCrQxtQTa7YU2tvCuqpB2Xgi6VLWi4UshGvuy/YK
iRbrQYvJ4mTp8UgaHwJ6I+ELSqJ+DXAD75dQMiDwjxJQkcFtzlNCgktFuaHiS+KtLBf/u1E3j2yy
6ggeK2mQVkTcnlIhuQVcJwM5hvZMJXCbpghKQNXOjdWX/wFDHjV4aO4wJcI/DQ9rXhmn4X/ikz6F
g7dQynEEAkmPoPkbH5Gzt2hWlbjI11bwKO+Q6NZH704icvjIHyXDJ4VwN2QSVJQnv5QkJcwtFF8q
aYn4cwZ3h7P809AD5U3z4VxRkWfQgDc1Irvdx7/+jKShu+9J3QIeWfhjAMSjs1SbeKSDCyZHVZ8E
/9hU5ZQUXx+9sP1hRvPGg2EEwd9YIVgtgJkjy7tIiIVKWU/6ZgK1EFJbha0Fc+rRqkVyP+9kFmin
90+kcRTTzfKQpohoArfvg96Yrt1n1E8kKWBG3NejXG/9IUHjFyMK55vYZoOagiuePu3PYOs8QuNL
MY+bft7BTJ6g+MQ/f1aGk5F0CtjEh1sYcpLFG1mSXU+KXEpsPotO0IwkgoZnM/VUMi57D1KYOFmu
ovB5bAPoyoey9Y1DDGtJadIKw5182V43Nag16SvEGYxuQ4unyRaPTxwJbTGYg42dk/CxVUofD46q
BMvJsOdv/bY3rX8+TKxJtvnel9X7JEwBB7kvWOUuide83os7bKdfMZfmNBVxzoL49N5f/c8jdH/r
FmASY+kmJFBS1w4W8hj3T1zPpzODIR8cjoMKuJFYIOvQkVZXk/s+dKMVno3JuDzBKu8gkb2Pa1ka
241ceaNkCw+m/R3bpd7PZG2NJ9mcw24lHv9Fw6KRsgq2NyE6ocxN3AyfYgRTPtiM6nXmFKLq1fwj
nubVWiVvzWWS1CfRL5jeoXkggUpTaiS4D4m4UyMktxWDVrN2KXn1q84E/96B8lSGpLpWJAKPIS/3
KdTV4gv9PgIZ9NXFmo5j6/FIGpXbFisldmrH2swBD+pZqiE/WZDPe19MjArvIvhAO/96ObigyDyI
J+NvP1OFpKX9mtArTyJxpDyx0CJuEOczpeFGdUINKl9WVeOINfuKOzTVwbNHQpJEkPt9tPWMDmi0
SFtTMcc2PiOiOnAQO8wxIUrBfgbTSenyyGPO3SLcpq0VjQFtQpe1/nyigch/tZSRRg9y5GwZv2Ln
82amU3xwGB2LzP6A1MOcoc6m4Rf8j+ZQHQLJM43N5UyASfS04iCS255KDRNaYH53KAKp8Tcdgdxw
parSHpFJ/YxOE44VMISmBEyLEtTbegKP90V32RCUkqxxoBa14dGAHO7yGLcqVcL9/Btol/H7UrO4
IO3gZicFntsEUQl5yyOGnBJissZrwJiio052/llfOtj2KCNz7UXTUJzdleGN7r7rAkUeE090TDKK
bRII9V6Aq0hSzQZ2E8s9SZXGgc+mjiPD4XaVLEq8adT2+VKXbUYvNmc3f9geFO8UoPvTbA/06D5J
6GzE84EQCQoVP98hwrj3A1fd5MFYVn58oXE02rtaDfCCP6YZ2gh8apMFp/AM8pOxg7Foq0iAEAL3
OE11xXSOLIxkU1cosqBLyvuJ9ht9ndsHdp+uyDJA3ne8WPWnxk98dkbvuqBl8cZXEM0kZlk17UIv
2Ajtx2854/63CUwEqh7nY0EPZWC00lNKcDG2pGkaQYLI1GLuZtYjBhAsKwr6E6K5m/8SzyAIMTo/
WdVvm1t4p6VlyoEN1jQTj0sDHVovdGZGAO/86DRnfmVC/oKKf8JEedvxw1Atl280DIKHNOHDjJlk
LjzzAKHREdudzCv1lQ5aNQtA2MgNS6ClLD2TqWMSuKhZVOsy34ez2PVw+PjsX986fQGPAJkHorHo
J/UALy5tMDPCqxa1Zf0ksOeuRkj/HtrpHijh2Wdl+XlHAc/bmfko73rbDl2MsXue774tGij5Tf3l
UuMDcN91mrhawrN0gkixm6cUq5o03EhI4Kf2gOxBDHK++qIv4UTv9AiibP8qNjv6F3xQhhhF0ceL
Xy1NCrMF9WSEJmt4nYC6nmswNvsdfC9YHmbZZZuB+PVKXlWSLRI3xEEp5pDR7jD12Xs0ujLjSO5I
7zUDes1U2fD6Bj2Nmv5BxPFirA/ZmnMtNIVVwj1J5ql5LVKF+sBUzG7clzCOYfMfznjaE324JhHM
GuhREIWrO0s8CPWp+8kchCMIXCY0ZLhoMKRno8ySIVu0xg3N1L1sKzPE9e2vq8uDvr9iY+lHj4fY
eNunm2xxCfWBPLHqvE6HZoPCQfE30EhawTaqQmS7j1sn9LtfMMyJa1CHn9+EWPVurAT/5tbuT50M
fwWe6pw41PM+7AYMIQqrwc2waE1DXaSB3ZwAma9utIq9s2yLR5GFaa5/tuDuJt+c3rrvRlR01O+N
+MgKaZOCMe+rSaZQX1levPvaXJY7gvOfDuCS4vMLSR6WyQHONTwmEv7hTz2sg88OinizKPmANTYr
yzDdUVw+sgBPqM8D3OWRDGJUWjVaUn6D1sOYzsPUMIRdiTmhC4I3FN5Ma+/BsjrK2m3NEkT0y5LT
UcE6WCMdmzuIa4nxFJsxeDpfr4lCvTsmQtG4XxVm/jsrp3UgzYkmWvWUWlpXO0/Xr0WLSvRmegvS
rWm8SfX05sA90/oy5KrDTQrqP+VfK1FH5wrfrlGt36RJPaTDW5qKV54Zhd+nXuuCyLHBvmPqxa+a
XRYbyvuLM0KgLZgRmvnvlVWEEEw6MNmLosmipSCljH0G32HlLX9J7a0uj9tmFi66XxctBoC6aLWy
Svm/x8m7nT9acFYDpVM7Ddl7LbAfzooNyEc9N6Dm403vqAzRfEsP0731rzcat9nWDya/UgidrRID
C2vHuwolmiZ878l2W5nBfI7iQZ33TrLY87kfICjU4y0/WdfAUOY7gQWDSSKW5lLX/22q9xyHgmxV
BxqGDw9+voAmOblgyF2ufGGq6v3s3N5QYarj+jowIIqPUKrv8XCa5M9wCWAQlMIA4cs5QVU6j2GU
iLe6tD8/x71mDXPquN95kMhLeAVLY5GaQra8CdPiyU+YQuE8xZsRzqPomyf123FY2xovpPAjq/kO
gcoEKw5+BumPWDmQAcaQlncfz1Ft7PnpHv+wEW/bMrfRrAvHW5NSBw//a1WNemTRXmVYxEZmL7Up
WlQY/9d9utD5KmTG0g5117HvBM0knKQj+tZzzYv8znmU5OuoxTfdPolFDpKzh2hacEf1U6ee8SZA
TAXDXN+CT7gW67g+XCKANWSOrR/UYhp8lJhFkp0JIKsKCjNNIoQaWkWCmMcM8n/YhaZJqIQHMkxV
oqnvYBdipe1gHO9NOWME7NEeQDq9xQWzmqzkagoCH3hbC9EVHslgpdbchog8uEzUhWSwhKyXohKD
I8uDwhEtuZii/5LC+qdfBtL/YOy0MDhqmQkdBEeBFrVlnkLqX0VcM8JDyr6wzq8YLJn1QPyBhZtZ
3gZWt3V8bOJb3Agb+9pOb+Ce5nwTTPNx641uAJ7evYYbDPq4jD0vqQC5Gzp9K189ii3p0P0hu+a2
4rDUFk+ml6Kubeo0mgQ06rBTMgRIVYGRc0cGWO18/nfA5g4dkJKwocCpQIMqBBS1XayAA+g7RtEt
7a/UjnVPmtA+lwERyVcoMuU/P5t01+MbwiMuYxJCcFn/q8DLv03PYxhlXsxL3HQNBHqOB1XV0KCC
HECFdcax0B6BsvFC+8L3vEmP811LBPlG2cLFquiLPdw5R8dP9XNSgxP+Vqzv2EBF5UBm+m3gUmi4
beNX6Wjp0gjcv2lgMSxU8HJ6QTnuFK6ksncaLo2gKtM/Y/EFD5z8WqTLxBAABff7Qzg0pU047ku7
ByLq1aphhItQAFiDcCJNwIEzTJIFarRfMwpPWr+jeHOkUNOH2zG31Etd6xZdDA0ykGJ3fYOlcDw3
o0r46WJeimNIdGcJtxnZuJ0FrBoY2hCcqlAEfuhuTkvBtXd0iRm4gJ2O8LOnqNJPkKVzDKcisKsM
1+2DPS6OV+cR5X9qk36CLjVmi9sZzg8qJN+Q0CNyE4I503VVjYQUgaT1Fmlsml+pcaoS/IXI82JJ
7jnUxZDrrJsAhl2CHRfN1vRUTWGRKUm9HjTDxd9J/66wpBybgdQ5iJXkvFC75K4gFy8BdtDbhGgq
qps/gpbhaCx7w9/AVUynJz0nfs2dMipYTjtC4zNhoFpCDtMlqHVQ8GcplfsY9CcR1emuci2iLfcn
IcEUiwkETIKl60pxOAyu9vtOdA3bjsJkzLQPFHY6fsM7PI9ezrkKfuYlPEQueIXMXltqP3VDvnLH
AHjhVL7qwF/fnGJI6ijyqq8cMpXnA1mTWvHP5CEgqhOvGej3RU2uttlSoQH938WaY5712Tla+/OV
oM9xtMYnSNLgSSXqtWGH+dRFzYqWoRC8OjAX70FCTaubWvOPoaP3vB8ODcEYhHqZ56117M3IhtZm
V02uZK3ry06gCT+knqYa+4DpTCVHE5j/fsULxOWDlbMJGxPBwHFCWz/B2tFUfL3qduDE/THslAff
k2Lk3zEWUv5ABQkGH7i4bVPQxQiuqv9G4crXeX1WxdBfif+hDz512os7u0BWjLNIGhlD804TcQbw
E8dMIMdJLwGe2wE7B+KuWIUhIZCcCW54ATIVri0WS92u1zezlRWo1ptyqO887LY1CMWFTTq2pkWQ
PTRLaUrK1h8GZ7fiIt1efNVoBPfdi+1QbjjZ9BjhE4to6zOaVjemvf+374F4WMHwejanPuQOZVZN
vYFJMP4LXF58qpH8u3VybS7pk8jJz39F26LXtKiLVRZbuwdttfa6B4a4k/UPOloHB5RcwAK3eXTL
lLC25coA42zxeqxVsm3vPCw8D8emOK85nNHhcSc5Ya6VezJcyrbcxtWmsA9rIHuTNhTvB2hFM6Dk
ChYFUBTyiluhNshDaqojyHnYrnCa4s9ZsW5btrbUu9KLcw5QcitEzMIPAgFOfgjIs2HphB//gQ3d
nehfajc+hoIx5HpbT40i11r2obDV8PdlFwvsSxc+5QT/lQqO6Qj5iMYgAfQ6Wgurui2oQfuV3N+u
oU1uR9DvDtcwf3FnN4Q9ZzUDnWSAzjwAVwdOuSSOHOeGeLQRLejZqINu+aprXH0CJ8Z/l9JS9gyZ
gpO80Yf70GpmZO5sp+OBgxT2RAsP2qc0cGdnjfl5BquIZdvGWracI77rs2ynMVU7CgVQN/U3mQj7
g2amZDesLsQ7pI9+kMWGtSi5cZfev0gLsk12UIrwaGL1S7HbaSarNfuKTzAWZ8AE/5HlkY1TE09T
Zj0Pc3pzk8D8IIE0nDVRSlVrGDLDV7afC5MwLH2EeZJgB5M5Q4t1qz1cNQc2aWp3bHtByJ0KlemZ
FkAUxYhgvrSRtaz7xZzEdHMX7UHE+Ijwq3B7sEL0uIla/7gO9BGIXf5VQ0tBb+kEXuD4KvcJ8tse
O+q/R39gD43RPU8yKZw1KUX93lnUCopjukgjC43Xnhr9ocw2tpu8rO7CFl9if2fVEknHZtE0jmj2
2oXIMNXhe0gpUIEeo4l2yM7v5MPOrZr2KS5PIkfOVK1vXHVoEC0nOQZn17bt5PeBhN91/pHvekMO
VyVOJaNXDtq3wSQEMhrJB9Xn3jBEaxhN3ToLgK4lZBoWk1D3VE+pmDCCZoLMYoSBYQjFeABPLLFU
oAWg5IH7CZ+NlTyXi8gxVFOsvqKeIORukmoIBHqD6nKbCMKzqpbaXg2H2z8VtejxfjbZjvg0zCih
xehmy4z6B3FPShAXk/fdbQHRISl095SnQGICUZXTgyHPZ6nJKkh+Ao9O9ANksveRPjHzYDXDprnv
GUQskzGvFtkkqHC4Faqa+bb3Sf09S8uJ53ZaiKcMWTGdwJvltc6hzzeH7vJX9tG+mVHV/XRaiRhz
GjHcEq1cZoN5B8DScfse72LmNkjdKO7uu2dOw52Q+U43KQKgACir9O4urrAmXwA68pstVCP51yPz
BLyKQ25lsNOXXMiwKjb9axz5pJwDvKdFxVU0zxrxen+GoQWutO+zeHEjU5W4jezk0806FWoG/cC0
bRmYX9+0fKl/dYGqumMnusHaMT5nOhS/0QBw1XR9ulwymgiY229rYlMx4CjDXefdxL2squ8ZQ56w
Vbs6QG70AyTUXWNKew4tIHoK+kdgIw9GvEJatiJgMcsECW0S0gywTULvaJLnT6E/RM9lk9YgityQ
NQ4z8sJcpHcH5L3S1Cgrhy8kVpFj/5LQfOrQGrIFscJJf8X7F0A4NL1x50DdkNnDbk7LG4xaBP0f
wRmRYwkLFmXV/mKI6gH8xAGB99vBzKaSBi/d1/DtuTuCqsQSlXmdostZvTeBJ4no7OL4HjVHg8t0
cFUty5bYIGHeZXucZ6YrtI62vRzany3XszWKh5drWElFdtLVZyiQPuNrqns/QRdqFoltmPO871Hf
elZ14voY9ppl/r/wAF34EakLTdluNJgVDreeWwM3eQzGcG5C+Nm9qIZmWE9pvoBnE9GZI20DDo9C
Fbd0YoYZ5R5qEalTQLkjiePeCnJ5lIjGya0P+7hChKtY0bi+ce8MkfsgKwkJysVOvF7SDnp5MVZu
T2v8OpmoPw1f0pUz1sxdHPkk2xwKNOchfB+ftEmUhJEZaGk0MOo7WM9Cvlbwlm1IOugtAepzDMHa
JkEIEd4HmzmGh87/9kadSGN67NOWuH+MiW4+Uetw+z6LmFqT06JGBeUMqac7n79TWjNSO+YWshRT
mER9kXVdUKR7ckZ2FYEG/UNeODsRXE+BIKjK/Nr1+UmFuKJy387nmYMcF55QP9Vdn3IpkS0xHlOJ
KWEmmhnEJOkUJev8AZV3dj0qAKDlW35YcM7Uh3T7rQhQxcVX/tcqyp7F9Iyy/RVT0c+FgYrSlroR
20Q5upj4rhsoCWMX7Gl36xVg6FzmZxAywTzALx87LkNBxbsyr+yKU5wTciiAtrA2VyzlloZowt6l
6ArbgWepMp58N2GLFJ+oWDY0zASJk4QLriR/WufcVbmHHASeDTM7ZO1vnq7lnPAOCuR6/395ycdM
5+kkrI5/O/bexCQjfHpzK8z9Ifa+1TAM2Y5sCoNM9MRNyDRxKwTFldeY28vgeN9Tf6kJVHsw9PDz
OzcxKMXwTU7msiX1aeMpHqEdVJFBIyijcROAW/3uhlilKqYGUf+lhBToVwBlJAvXJS2UNVTQ4cTm
hPjaNkKmHEn5jr3124xiYwJjym+8mJpgXVNGSFl6IDTOnLzk/eMydfqZxdsT8GbNgqPA/GOMsbLZ
BHaljFPt7mX/Uf556I5XQJpDFVSglYPc/3Zvcs8oG8je1045n8FVpFmHSNzVSiA1ndpCWUmA0ivC
qQJ6s+zo85pZVtpb/puEygGg6JEJyx7LeOIiKxxbKL7i2q9yDoUxKsWf5hqoUU4whkBOxmD2Sn3q
MAEp3EhKX+zbJTNkdse3bO8v3pDeUrgCtTRSBIhhiaY8k09JVBufzo2A41seUhkc+0MuKWU0gjgp
TXdA2LnnFVPe+e0jKe3XUR2bMXdNtSZK2VkhlVYPi+1f2IJNbSxoanrM/PFChPx9BEJMFf2awHS7
PgSHUxCllHMZDk2NIuTYnQCkg2+SSXlzXmHL38nxXoM4xOubNXWNz4rppaE8KCKiMY1Jyjw+3rba
gdG7pVxdmEhpVf9VZqicENMr/KKfxqXn0nXYwuHBH8Q2E9asu4GROD8sxKWX6O0lWpGe/ZZAWJHh
+yQDcr239mKqgCysWv0zn2+dTQ3NGD0T4A0mzM9Ie6s3NG6ey2ywStjhzmr7QV1t5qAawD18sV8c
Q+/ON8NkPqXCpuxDHPROKJ+Q4aH11LjLsKxpRf6Khg5iPOIlHypmBSZzZny2uiHJ2eLpNdg0fhC4
M0oNCYnavAZxMuF3GcW/Kmz3D5UmpgUmbwSzLp6bLINQuvDc25MYoFP/doolXppgmcY00KhQZpRy
l8fiNnJP3fzhjWq5UO/cw7ejo/LPxqs4XDWtbh89/gHYQZcV8GqIY+xCkVOWbnCouqXnKKH8KIgQ
t34Pr7vShKk7AsrhbpovLG5SsliMKdkkj4od6O66qKkepjRbZAp8pbbdMYdJBV+r8v7wo+CC/WPh
xuv3LAk43MFBvJ1EYSNXWkjl+GV7QbrMXJVOpgZ5j8a4xHGAAoioAH1RjRKI+vMS/POkGEe4XC8J
q6FqtgGQbBoqDfffN01S73wgbIqKohwx0CgU5PdM1yXxqK+c7L89yut+1r8T14NAa3IbRwX4a6fb
ffOxzOUkguAieUjQAHOeKWrZyDuhB10yvND+ISe3k561MZBKewE7Tgj5DhoNJq8BjXnXl27FGNov
z9dwrWE4XvVak4ZFMh+szfR9Lawz4gxEpwB6pF8BXoeqRB5FDZJOSlKVpFpVjusYsLYpfcUllZqQ
EZhxtcXfeX9cnZU+XbcIHqXrc1szKz7px9z1ldhqjC4Xh0+v9AyfVsbprqWgV+jwif7dogQKeXPs
n9y2FWUHPn0ahH2wJA3J0YKs3862zeDYGtNHb8CmpagEGaCUWEVUAiOugdOxNLvOrruDqGfGiVhP
8mM/lZjgCYmruUj9mrcdBkICl8W5sHQwgbP72Drs8ZWXQVs14XMVHAOWWCOnyZYlXByYOyYaDNtr
DP0ElZ5Dway5R6S9JjWfhLxWJgnKPShliVimnhYmKO2SBiqs+xiPe5HMfWiCNSJI7GsDqv1YusM7
M2pO2crf9OeK9a2VTRVks1bJ90OudgdRgMmnssArt+Kk/tKRTifHtAqQ4gfhYXmkl9gIzH+5+zJh
+AVwBzSx/NTAmcw6/vn5xfm4vssEoOeQ9XqWrudH4NqGMmxTBqhGh35tWh2invtgswU322jmeYvW
eIRxbQ/KtrtdA8fI/jEVE9hIvWiIfTDDA5hnAJ5Ybh8ETMDzfFy8tj05wVkXIhIyzr+QHH0Bplq1
ijCnp/VPu5wQuwYPqR/6yxpDtH7fmxGCO4q31j4C8aY8vvUTn1UGzHcoHO7HQpb0FXl7wRjj/Bjy
HPYxaPD+8LMgL1y3471MOwwRnvI9j3+hVS+rDL5FJMtr0GxJtN73Gc3j86sem5hWH7UWVZ3u5rTZ
A2NRJAieJYSoMnLGKskqc8PI8OZPqMPGZpTR134xORJfRB8V22xE91fnqejLyPMyJINpzY2GrbyM
CZqvlxLGbotMcydE/ugKjVmYy2+CiERip4yjBVbn2fYWMyL5Ta/VR5BxUP0zXRBsqUK7UExl71yM
6Z2LG823EWPM9NSC5egcyRGHhNIYgDLbYBVtRYuml48/x9Dyk6YfBAExfHv/qo6EaXnKUUN64yaN
gMe+lVYkEvYc+sLOSg1FXi/UP7eHz03XkkP53iPWWU4NQjmlK/2nXEjexsFEvZDTuHzDHtXpJOhb
8Poe4jcN9f2N1YLV4t3Ma6ZUCrR9PVKPddluT/UmVYWHn4O+J1nLP75Mz/2v60BJsliI8SyBZb7P
/EYk5KzJQN7eO3KgWZy0cECIbBf1JyDJWVjrazQfQ6kzlbQ9QZGTcEFuUbkkdk/bOOuPLo4IH/r1
zKtqclc/M6ifdRdYZfsrIGZ8/MIb4jsxuZtUxXd1NKB3nqIQRT4X2v8oMjfwg7AQf9e1b+KvBLs3
xGNJ1WjkBml5gzifolKwtnHxOiTbJwn0PKO5cqPCN71osSVyGYVWdcIkVAv/bPF3v+b/Q4Lcuofr
hoFawZu4v0MMNUVZskhPj7yh/SFUllDMfIU/w1g5Dd158eiMtuW2JYHH5zIgx+efsaKjFRv0/vVY
axjSvq8hW0eEDn7BqYVIm1CWWPBxttTzCnp4Tyuu3Oh0TGQC72weLZe8C6IxCCA3vohLUm25IYbJ
rRDo5kQ3i5jQN4HVLfVIXgnLKZae2wqC9fiAGeGlZEODgD8JmIBHdWViiiEMdWSk6kRfjzcDF+F7
Pw8h0LIO3GZYTg54gCsv8h+6vNXIYAwKEgv0iYqyNjNriUs3n1Glg/U/savwv1f5BMBZ26ZmSenn
WsPea3iHz165PuGy4DCL9n8RTFLKx2PLyWOUvz8jaJrAmCxJqSPzJWd4GRjS71j59U0/6xJ1uiax
2xO5t96MMu2WU2Zq12cFnRkNuyfGJLMwvt7+y5sdwvd0zdbRvXfwvRt7kdHIQ463ep4jQLgWQ+vB
xY0bJKSZeLal/6AXbXZuse/d5dbmQIkjTUipTlykS1GU3FLKLaGdnESl+HujPAhbdLjM8xb/JjiF
QuDKgT5sEAiYvckZsdjn9crWItxBq0f2TmlhqU80Ecw6eRM6Cf3d71geBEgkKnh00YtCaAbLpTF6
G+1xfQ2WH0l6tYeJfLzvsEuI6VKxEnOFwx3wYsFJvRhCFoKELOu8DVzCv3PFMkT6AeTClEGJFOpd
vJvkblhrbg/Oa1aEZ7L6fkmaUHXzV/JDZSTHKQkPsosBFzEOT9VsxzhsmZuAqhDPrfRJZIAE2iPt
nnHfcrZuEzsj1k3OkcibR213RitrVDe2H0xXMBFn6SrknPEiD5GlJbRq8OWAWYicoZuvM7kXX0F0
Y4cTrS6il+spFRRkaqa+BhpVwa58Nw6tkGx405tzz4zbfYEwm6xegRWgqP8uDdB5f5KJZQUQzoDN
ksx1aK7iZZTcoh3kT+64pQt0/S/1oLtZVNGoYAIvEy1xoeV7sDfGkzJ8+HzN4SgQsR+FhBlFOAzD
MU+hvv9jc8BY464iXlyB074wxeNT+9LA17QxsdZICHQoZ+fNw4B8EY4Rk0xeFG77JLGp0l/r7E6T
HWFfuJ8VDVx02WoKGy0ZoKG5ubWUsjxGmjDWd2d+SeLwvo2WaofxgwZCS2hRi0aphXqXcBL4wEcN
mK6r/kPp+xhsTZnXAo2gpTGMh3LiFUhnPfHyyLWeV+XTpReXHAr0NwGZY1hWqvMN762ZmI9K4JEb
aB+x4BE7zhT2QgCnk4W19t/2B52Y1ZzaJoQScD5rDXZAn0JScL6YJakCrfz3Dj3jZcFEcqOopWem
FhfI2zeZUeGO91aonfoTPADlHp0pRDR1dp9qx9b/u6QhE85I5Q7hYRoH2pVf0Gg2MnUI6mAoq3Ly
YQEDR8iQtO6aRM4hMO76xh66sJEpIZmbG4LbA65GGm2fMUetKUTpiyklTU9XlNmtbZVHVEmG2C7k
xwYB0wuabfZligeRkhkZOD4MWdOKcV+Srkd8Wb/VCAMISbpkr3/TSNR8i5o61FDcLnI3rRbqONKo
iaYaeuxleBFxjsDOszlyGt5J31uLJU+G4bs8FkumRqjWEiyY0DUwg6JZd0hcHVvIiZYD57wY5JGE
AF6o+5L0PDKh3+d2g9YqZyIeKEa/eFHWR3HUBsq0jzbZ0kYis8arjwxuS2i4EikwTmjnZBT0+UK6
v83sHLwLHd4Y7I4hMPU33b0f3x1mV6n9ekFvCA1/7wSa//7iEaDyHyecBhvgOxql55+B4tGrUaOy
gSElvoPKhI3wvq+Fh894NmvhXFO2ioBRPfpM0enka4h6+h6C4WkrDhN5Ch8R0MXt6AczKXqvpQ1U
5rIPbSpOFcpG3Z4V20PFg/YD/kt5cgFpvmSAQIqI5jQrD4iOxYp3U1Dvcf8JLHyXVPTenVEEwBwx
Kjy6/mLN/uWj9DkORjp5H0yWB/Yu4UledgqZiRMKbZ+s48cKOYg5/PesCz0OqpZ8gmc8y9gyT7+g
KKP6TP67MgJoXjd2i8PpyHfDytGAHiuzJz/2iU/pOVwX8Hh8dBQjpDFRuZWFQGmy2Lnmf5qGoe7l
O11lA4h5/CcEluim0w/XN51lgxaDN+cpNd/r4GxnHMHTvYPwTYT2aR/aOt+yGVCnncGQgpBJ97n1
6OZgXdzYctmyUtvalbQWiH/PWxnAF3RK+HyoS2YmPFndohYJNx6pZszAhO9Kib2A3KWZo6SF/zZ1
AgqVKnS7OQyLmS4nj+5HMIFR2FaQyElqoDZkXtfhAklBtUyl818bvhESL9Sqo7WmvA6Sf8NDJw2u
9TrFNKyt3b2KAi5HALR7UYd1Azy3Bv4Xg7rjOnWMyPhxhrl3HgHnn5rGah0V0P0xYhreGuYL9xg0
CQThCNUkWxniEajj+lu2bqsKnRbm6QxWoGC8knX97BDqNdZ/PPw1u/F7y9uYQrEeIAXWBjsFkdFi
X7kE6XfghGsdaSaOdlR4cuwHFZ9EAKCkma4+vBj1vM03HOpiQv/o4PINH0M5rf0aMkdCO0yjhTD5
Y5OjT0CtIGchKq4LaBi/QcObTdvyZKYEJC7UOvKM8xNrsQgQfSk+NJs5/GszZSebKfnvh1Rq5UxU
kET1lK1+7vNbMcLhdCAkbwGQtvNvu18K1A3x1jova5p4mqF/2I00i2svv7bbkvftlGSbAdXqXTa9
eH8lifgiiU/mJNluQA+MGp7Ajiqqc0d9lsypOIXeJ2pfab5b0djmUNYJHs1ZMKqZYJ+/zH7ypriz
GJ6chp1zRHrHRyTdA4Uv8dSZPwm9d0LAc2AnnL3QZFWyf+aDsPa5++jMWQ55roLUHu6lVZc8Nt7b
Eu4SmF0bwOkJXiay+0Eujbvrrqd6MtrWuDt/nHWy7USnnFqvAbTCGT761riQR1QXLPCG0HZu5yA1
pTaK1wny1681s4cIBPrAb7kAL1VjlHHZCIDkIK/Yc64YzxyB0mMRxT2Xcc5O+99VZgg0RRDU/ar4
CnA//acRpkRh+DaAxRyZV+8im+e5nzeDcB07pmkRU0zQW7alvCohYwBMPEKlEZX7XVF7QrizOx2q
S/7kJlwNNqwmpj8ysV/JM562ffmE3wF49qOzTJkVDOOH5BkCapuVwTMj9hNj4CGyAN5DPeJVsfwq
MNEfG0ObaztrWZDz09oXC3W9naw4M4gGggyOToVIHWwG6lqxbKG4/tLmYtKF8nuSVmqhpXMJvnHd
w1v7ddkAU38aPsvZF7bYzVi1s9fFRx8NzGKYhrX51w7JZgA86T1TcvW4SG8F311/ulmkzPaiEtAJ
ulm+bZnhn2t11cFJyQnmAXW3IymOaopXvby7sW2VN0k40tT8RqfU4+xaTSlwkux0LItfnTJYfrFi
W61dc2vO6jAWGiM7HPR6bjsTJijdPTWxcmE/ANdgbBh8gZMn5AODXwLWJC2Tal1bZ8ttpkZyiYUh
XUT0ZY3lfAP/qoaPksxGosQEtMLYII6uo/RzANqv0EFBOcmiDP086AdPQVASLNKlDEHw8i9RVT1M
whenmqPC21Z1AjFWyFdmk3Dt9AqEL4tKpxJkxH3Ssg7r9WnWd4I+LC16zzsYCUdlzsQ/hvwOg3WH
v3ZrBZFSmoj/o4UG5HRXzCJuM20T8WtMemtpm6/I3Z+D32GWXusKwGbmzFadU2aRc33UsYVxIGpn
Jxi9ZAIbOh207WZqgNLqi3fuw9ps6RK3hayA4+8JuTR//xMmCvAxMU6XBae+dsmcN7tcyotk32rX
ppojpV+zWMHrdr98iC9ogjID92BMBZlTH7+sapBImEmwEJXydTuJYS0aK7fhAromAAb5qBc4W5qt
P7mbDWcwuvSTJgc1ma2eBv+sDmIVri0EWm1y0ASB+CTf3QDM45FyQyB4hKZ6evRcnUsK2fmx1Haa
LKQia+7f4K6bokH8ETy6MlfykCZPQqCu4ZfsSC91FMJ9ZS3Stfrvl+RrhInM+336YcLnr1c5OgrM
LVi9BgOaLPIXzYzEix+ZGZDKSj/Bvg5Apa+Q6spIHKKT7cXA2Cedd7ToMLeWgfr0T/eQLSRDC/+S
QnWh+fWEiYUH3qP+NwieGnNhodPLTWY2M9+sWc28yX8kWDHEqXkLogyMFzjADMwDFvnJPQTlUYY+
lncYnGkj6v1xy4baSpl6dNkB5LUv3f6x0W9qauKoS/36zoGP7MYhBNqSdp+bH3fapytnvFSZp/0j
/5n+vIeO6MkZ8V5tSP/Ot3sZnmwYvdGeafhFucjACgg2npFyZOObL8M+5pCtt50NsB7ZMwY3WL/F
9cyRi/1Jkape91pF17PX+EkzVhcvNnD9G3ZttA+utHkZq/IeHIDFidiGLs/RxRF/R9GL4dZHTDyc
kRbyzbW1es8xDcBA3jyWCNCFb0EeDnfZ/aemD5GMJBLzexA+fLyBjeCszNEGsoxc4DXjjHlxyxas
x5zz7Ni9GzOV4Ne/BtVW2ZSAWt2lIDHKtqKwFVMM+VnCNTjmcASbMYfEfE/7F6SxNTQLaA4gpprO
yE2Je7c04Sd/5DR0g+F8JFvjZ18XZ0T2ohIWbEJq3sIWoO+7s3vtFaIrymwm56nKd7OvPs0MeOeF
CTQo3VYqY0GmzhlHrV7elJGKg+DiraBdzvcVvYZvlhCi0DlLixuUdCuJ+joO5K+kI8Q+egG4RIK2
HVGQCSqkZ6P3giWvkKJ0WMWlq0TVcDlTnACo+qMKntINB5Q71SVR+qGBkHggXlhOx6AX4XCq5mUz
pmUaqyiiAnAJrHexLgctltNb0oBrZeSgT6eoldbZVCBWesyFqD5KA/1x7aWrLndk+GRUgq/UuXBB
u5ij5WgyWxxJrZBey0aHn1Egsrj87mWzfOsa2BTJe2SXHFW7N2/Qbl//qTuH6hhaFNzaMp7N84xP
hv4f1Rf6u2WKM6gKE3Zz1Z9oTY633rKbgg2/73mO7FfkMwUg8ELblN8n2EhSK2a5e46BLclcuGMz
BYWDRiyh7zgG5yKV3wR8WYYpnjWpchJ+s56678VOmdz9pu0B34T88RH/DtxsCjWzJSyoCReu5QUn
BWAkWDgkCXkkOj386Ufa8tKiqKymoKwq3gyehLfC6tYBLmrx8j+41M/wlFDVI/6+QRPnuAZSgR1P
tb7cZtvLV1RXe3R7GXd2DfZry9RavUInZjnXZT2kj27rAPZExUQymQuVRC14ejtchGvj1ww1WFqx
vehOOvk1/r2G5fL9BQSkBh9UJAPnfGKVHE8cB+HiqdQz/5WvRFzYlIN/SJ91UwPOfHSsuNrr7Thr
mB+ww2YWTuPqHtwEURdrxEaRA+Li97Q4XiPIwVJmusIkk64NUPWoiUWaAUY1+nAQsMnjxBTCKhRB
DTLXr5zYunwR/fbYe42sHnqW3Lx/cQOZK+qI+xZboEG+eCvxr9kuLwxmlNPtUPleRkjsgyIA02dz
yzv3SnN7kQahtM3tE569hKlwB/2LxXWb21NfyMYG5Qt8vul01vBC23nzr2eXBpXKWvetdWfgDTbV
zK11/GKLZDEJ8bNleKnVHAvwVv3A7Xj7RgrGiS3XImnkiwvaV7Lpbki1I8mQHu6PYRnxmeDF15UD
az5uAnWaFyx6zT9+/4pWx/Y9Ju83SMhWvbYYOof/o6DN+uI9F5YShIJ4dO7tI7OP9AjOKes6fqwQ
yVqIdm1g3YQqxYUuKmddlLMxv5Dun8o+sThzFdfJGYK1necWzltWIF0Hrmc6m5YGNmq9IwWJqMMD
z9LGPINJwoVZcW5cLJ93AupdpARAOnu732KldD7XcOL2iquEDhxD828y6BqSlBOsEfybQ2B2pH8g
7vHceoOIQyzCc+y2kuCU2hoccXsdQiUIcs2Xup35aPx2+2n9rrNWpxHIKOtbsJgcqm85aP0yOrvf
yIRtukT3ucWWGgA1Kt/oWlHSlXiB4lFHU6Ot8yV+orGgcuwrViz6Wp3bPKWS6wuJdxFo70FgUxXw
3scs8syyU9MOs9Otx33OZea5EkEJgJumfbf9pqKAzP12xDXXhlJETZTucfWTybk2tcAQKQaK2Bfz
zmcQyacr1MjKuvlmmUVKFmhDM8zEaiOxH/D7lbM6ue3DaEwXellmKi1rX3VsVXIXD31Bb4AObdbO
fmXcDuub32igXVLsPwrcGQL3iT394/gxHBDUCcEsukdIHyt3dF1xnMoUgA1/wSySEVXgdmL579uc
MAzzhasY+DWvdd6gDsD5zCssoOsP6fjP9OttrAjz9hhWzUJWC+cTbok4dBXDHtYKB9Dvm2wkCLMq
JyIcdPb54fyAJTaq5M3OZ/EuiaGGUFxsXCduVnsNIYjuLCFOVfyHHF7VjdUgLOZN6RPCiotCWf5v
uzzCxegetCa5yfb5EuO4eHkEL69Mo46lVPC1uRvZ3+Ke2J4EvoiBFx3HKba3DAPJgZhNJxbUc5G7
banTU1GbxOHxLpxeWE3GgzoRSCoqdEFN454rR8ngDkiX4hg4K2E8AkoQtrEX0hGJ3vdJsfBHorWk
X32EwCJRn436su9G740K9HbAJ0pcMCI2Lvs7xJY6LhX2ktH5rmEQQeTr16DpqvICLWosj3jAQNoJ
YESoar3B/dv/Hq8IXkzImhpCGHXR1geVdOzXRvEzEFwgZEsu5x6WiPpJdeVO1ppK1mXHmqlVpm0A
poFV37L+J7BaOJ9eLoY2AxY7ankiA+ZWAme9myWUjzaqiFswbk6c15zHqieXt50bZh3gk3owYTW/
MIWTMPdAteSg2h0zShvYB8hHlKVpiwOKUsJtYeganjKPZI/ueu/lwDrfqGYEge+Nr9Q6pj16+p6o
tuVZzMGQWaUldlFjn1JdzdxGKq2YRgnPNzFzkKyGlWQPU1nwOZwLyw1u5wzzmrBFQs6tQClN7w9S
DGQTkI9RpKcZC2RSQgOAT3HdQ4h8R2Lf7KQeqZ/CmpWvu6nP+Nr8TR9BYYcxdPWDAEt/B7b/04Cx
zauXY56maRAoipyk+Dt6JKOz6KhzJOlsn63VTHIsP3UVKB0S4RTroBFybsg5J1lqUx1MxfmXuXzs
yoFh/zR7fku072InG0kB59lWC06d2G9r1zPYQdCt3xvgAgMlcfNI4meZwyul1Vq/GwQBMQVX5aYc
OHIufSKbi2BZE5WBvddcyGlBs/rFQd6sJS/2YXfi2GQBH77wWK390e/IjyhdT4QiLC0L0EsETU/t
3Clyp70l4BfByyWA9xbsVz3AQKewDW6qVyh6DjZmYm4bJbkS4IcK89AbTwm+GaV7bj6l7Y8zQhLY
IabNSCAX4xe4aopoGWrpz+ZAIOcPBlejeJXwe9+IqA3zQl38InSGpSxEsu6aeuLbvhszPZQ4Yb5+
MMSGrbl7r9T9uS6niDdrQl6mTeNQRxHBWVrmYhnFDT6JP7EzVcxNfhO7WMj2LJQVp4xl1uVYAmG4
6ruwbWnYw5Wi1EIVkfmPQF5dXC1IhjH1WbqFZg6yQ2CExtcwlnp4h27m9/eRn8DhNUKOJ77EnsXI
+Plf/xDdqmWrKlTkjigcPg9oXdKY6XiJBkBu2oJ2p2jjxAYJrs6fn/Bs4qU5YG3LJIt7ZUUXetVk
G1A9LLz2uPmzc0DOH+8HDaHv2lX5gTbGZoL/5fTqW8Uy0HiIKvayh/iTw3/LANOTEwjdtBTvk70D
PDsYY/I6jvkY3md2rPSOtdmo4yKHNR2j6btVJwEOloVj/j18yDgDQ3DEy+4V5r3NRxuJ6tBCRpRA
5c3XVPajq9sQzT7xtmAgyWPZ7x2QbXhEPFhQk8EG9oAAtBeTEcz4BOCuzglXPWUbbh6h6upHYL8H
YIrAXrNhhrvXlXdB+8ku+hQ99eeK/tNsOisOH46l58tdFlQyIHPhhsfR3cuaArzAbz6iSpaNNCTB
TCcaVtZs4xMHJH6mtNhvOpHWysMA+RVwYvWsoIOOmxIw8ClI6hsNBsGMyJ9CLnj28T3v9tDEqvP3
Ii2KwWHRyhYfW7WCeG+uTTNz0A0oadIahoI2+YZSl+7rIW1mTgtDtTg0ldebRp6kxLiykSgRWNKH
iwCbEjjr2JUCe6FfWXcLW3wtvxb8Qemcdia5clVS9F1htuU0w6dxd9WH1S5Mt6ka100g0VUW91bq
jBPCtvl4rjV3/v3l4n0OBs6R1WHYYNflcVhgwdrPt7hKizaLkL6gTRTqJWkBdx5QOG62gp1rs9ce
H4RreOr5e4rnTlJgBrUnukNk0OsRmM/ljipHwLbw9GMFVgd6JlhozjBKNEnxjJwWEvArmtzqVdgZ
4Nud2FPc/Stp+vwiQE7V1q1kcKUDVRjxJO/h+xsLfUVbO/Bhtsk3ig1FxUiVVkmF4qV0eHg8Rz2H
rjngIKDSZVdM4FJkiGNhnzriqKXoGMbXgwEYhU7CKMm1DgM3EIfdR/VnmWfFVQAm+HN7B7IAoMIO
0ZCduTs6p4lavmTFE92D14V7obumvz0K4vdNvjoeo8CUaxiXHYM9i/xFjMgpv9UWFIEw290ca+IZ
PhbOk5VuFiyPMDTDZ/wZ9zCClYRNNAk4IFmsNNcOS9pH3se60xi93eKq2WuL5y07RcHUzXBib430
m81yiDNR8UDn42KKKZNyNXibTs/WZN0uHtQiN/D73Oer+Q074+8V22fL1pcujxWayS2AKY2hdlwT
cKSbUm88dUssv0q9H6lbIhkF1KSYb5k8rBHGyon8cQMQGBuFbOOkrVwlQpk8lctTAejetNn6Xcjt
MvzfUPU49DGglioehYcmxG4brYI+hm0lFebOrqtAfF9q7tR4zsbYNFJu27KffcirVG5Tm7+jiyad
C9G1iSHQCBj62Wek/A/jl/IKPhMQ7JHCiXmIkxKELgBGV6gmWZf//cR0jEL0fPcpbMHCo6/k4XnB
YNxHMMcIgnd76PBhAm0IMlZOgxI97OUQkCMXT36qwd4xcOJSf0PXBqqJh6fr9BsYAcs5vmi+R6jR
9VXer6bOgnIZ0vTrLX9ISArtQcRFN5PCrBWNw3bdtOjwXZUtSj0AECyT6PGVhFi4MSyXHSXO2oo1
5rir4NJcgIe6Q+CPFS07la33WOkt/jMD0NdsHQ0ET2wMQeQnZ+D7lRoJZ8lXiDglLgxOL6rnbLsl
ExuGFpZ8dXU2Zs3oGzJXNEV78Bb00JGvEqfxfoFps64lZtP4ozuBi8T3p2cZnRurKCPiuFlLu5lM
TYdV7g3N8HlkD9rLvUNsYu77I/ngMfWYG730+GjoA315HkUjXgHgAAqtnyINLzu3jv5BX9ENdjkm
RogkBlAe3LLEVEfE9s3a7Y8eT3NZGX/JctUj8bhXjcmmM/aqA7dM8KMcoUMKH85cFe9kSNEf4bMF
FEnXGwRf0itSLQmryaJRCX7si3zhjycCNK4zURhMjsLzgIGs9q0DSIKsqTg+JLFYDblr7ZntbJU+
TAHMj60aYq7TbRFFjM7iYIG1R486/xuO4x6xALo41MTtaAnu3B2fK+PKJpNenEXMZv/VI2YJUwTG
nGaKxx+Q47eRZgNkBw4bX9K/aHmbWQAtieywow5aGOCDTMYMYF5wC0eoGu85Y/uSpJrGqG/ATkh+
1/3GCAWo5+aqIl9sRwK8duPx+6NymAKMRyjX1pyjw2Lg6jeOoqKgoreI9QvWna85EwEUUjgQ91Sf
24TiyZ34LfyjQMWr+7O8fmMMGbhpKtm7bAqflwpVjCwQOZiavfSc/6Si4XmtuOcAULZwbWxX2ECX
MT6mfPRPY9eqKI3UDx70GBnI2hCn3jT+EnGmGZu9Yq5LpU1xaJ6+QjmNNR44ZF4gBgdreqAkp2p/
La63aXAKtyZ1qt7lYGHV+vJ5xoY4EbkX98xktDoCLRg3Ma+S6NU9etoFUpjp0X92bM/3xNOrBHHW
zN0XFOlEnzBWwVmXwTfX8SvLzPHwWqFsHyKCeHF/UxSG76XTgLYneHLAxzpA21IzTC9UGuZ+2eDO
iOJ72i0wvInPamI0Ahzwe1+/OUFozUK/OMdCazO4kZRh8FN3z32SvzuHBms546Lwc5ap0t01NjZm
bRBTF6/Ei/wr131xj35Wa3zF5IsTrZSSL8Z+klfx+WDjTnDHkuMP4xlbW6xjHp5w3I+WQlmT+iYV
XYbPbV6Wqvx9jeS2vg1pB2eG+JQA73BMFDq3ihUytVNIFJw8lqtvF7lieLDKdgoVm42qfE0By/jy
fZUu1th35yBg77wQVjFMT5ssq5RwqujyQIu12aEespIxemkP/tjZNtHOV4fyAq5jlCoVaCgTobpE
G53CrNxdLXe7cF6PTLWLQLCPCD0HqjNANAvLXgImVkRvZJD57p32mmEYImOvnJWoEDSctTmJymX3
fkGdJm2c82h54GUkMI1Cx4y3dJmiAnMoEzT0R71Bd/+XnTRze9WNoF6brPRh+bM69LcFGLQ0rGxu
0fPMUNSb7d2KQRyVID4E8gQQnGDjNe50X1Sor87W4KHwMnzUX/+D+6vKmyy2nDZuqDswDoT6XcHm
jLRh+hP0N8z/lVQK0XPDv8n69X9DNHFax+Q2I/JgrSFEFdYJGVtotC+PEfwberNbNm5t5LXmSm+f
zA7d3qfHgK0vIQvApDdJilkM2gTwefkqnkPemWzhaFm3TJ2EVRYgyWFLLUtZsGbp3ysgJyAoaPOq
7BDfmt22A+SucLX4Mfq28diH3U7uarge854atxqwZJ0KA6QyI0kKY+6fkbfd2l7btlkjn+Tsl/ZA
GWAlBDCrupLHkG/5rG+9T1BTG6mpugu34FkcwZS722+t70fU5jnXkg+wm0/fZ5WGVbQK3Fem2kkw
xzEZgcIFkFjbFgoVa6JkgzWOsFylwOOU+KpxOUG+wMlYS1JSf9S0mLaQmBJN5ErRnolXsOe1uL3G
QSDqJgVlsb3czyfsq3XIyekS+YPIyteGGcqukTLqo572qADUxrFI7Fkg50HB+Bu4MhCuuNGyvSRI
4f9aZ1xEPUiWIiyh8yjC2NBHdIvupstEeN5ZseFp10N2s8pdV8h/KtTh1W5NFwfGqkxa8BuCDEoH
QL1Gh1OkYTAYB37gyDGzVXYNBexBDKiegz6Cz56I+cFCyxKsclZskMbN/4kriHcat8weaS8pHHsa
wrkYL8cpWXYrV1TmhRwaAT5vHjAXTRdrqwZHl+RSsbt30uXSE7tLakq8bWQQd/G2+kk6wraelub8
eoYdQgZilR6MtPJ4oZSb6VdXbTBE7jSUJSLtQqiBmxN50vW4fXUQ6MXF8+GTxZbP/vfk8dVHwmIv
qEYmytAb1KyExKRRoNvAzMC9mwyir3T6sOXP2D3+qozjdcdpMQE2bmzqDEyT0ssBVACGxM5lamU5
jFtkezJkh2CagpxV2JP8jqz9bK5Jb+OSmpzxx8/AcQk3ZOPdUQ7ORP71PjgLwcl9nQlOWccZ8ZNA
ht1cR5Yyo3W/SuOYeKj1NcJOT/m249/G9WDCKrgOuDTMVb1kw7GRgCj8a7BSViqwCMRb6AIMEgjL
SWTK6nYj3AJo7D/WDbKiBVH8fdc6c4PYPbNSxy73XXn+2MB/OxaRREIyAQtRUVKmho0KlHKaNsZd
+0i+6o6caMk/8qascF9hKSdq7BaP8Bc4dPeaxoCaQ6n7M+l0iNCGp+IfXNrlUBaKgwzlk18+ewTT
tahJFcbqpoiZ7lteJMcShMUlW3swiNB//oJvAtjvh5oRuPhwJB7Q+q6XhjjUigjjJ19lWWpUkHuD
acI03WJzAWILStuFuiw48pFay7qKKMDOzF8X0bIL2hk+P2fTzuFV8I38mwwIqiDMWS17G4JoUHZ1
LLYQGoruG+zTYpOi+iacoWwVoWZoqoJLJQ20uQhWy11KCpjiBNUf8a29LiIs+6QcyBlNCHQikHf4
lKCrnYEiAw9pyYQ1oMpVdLegLbWn15hVQdnA4fHNSEBwhhfGpnrg1lmPGZTQ1Gyz1MPmLG/dFhp5
k2GL2BL5Swo55Df9U1mGivX6OYkPe/1vcsgunMjhuDEOnfbFIlBce2LCeCiv3jegBsSYlw5rf8hi
nW3b8FYbc23fRF+l9TA81jOJNcd2rQaI1u64cw7HVXHcIgbsAVaiHXAdya3TqkpTHYVD3GkU6c97
pfawq7O6xWNTDmsdLJSbNmUCBDPeRQWM1r4tlRMGGwJMVq2e9/D3qNfsuwQAOp3Oux4LtKn1GEuI
sI1RW2GLXoeOcIt3fF/31HzFYicCL1Y5BMBIZetBHm2X1+bVAoP8HAU5bBGV8xHUdoTRlYD1XsBu
ms3EELx6c5iD8ZABMA23WhLPTCduu1flN5b0vfLFy+kCLn2FJWbKZdae8LCHUx4TduWwAXDfNPQc
zvF7YGc3JJhGn0k0+omxkMs88B3hGwpzWlJu+iLjarObhgSOAvXZEo+zxzsZNFkPdqa/76Texbin
eeYBk26gvXAOpcxWkoHyrDSQEiCI8s3Tw7cV3ppBS61HlgVBDr5jEIaBdb+Jm1+MwLDI+XEYwoit
WXvKWPOd2o2uroAUtN9Iinz0fA9mPritNRbT38cbULAwDNJKGYjN6MJqp9tzlyl9wrve1LNfXXa8
xFd6vaKFuDtglfcRP0gFbvjxLNeNyO/wrQl9XKeF3FG7ampOQVxHmVr3ZiEOzhKGOQWp8H6qDQo0
qXWxxq9jjyg1usBw/PnfNfZVVOKQ/HdZcelntrLwANiEs4mFv1gG2xp1C3wYxKak6OXzQeUUIXsG
BXcAvlZtAPmijhKrfAI1esIbeQfV/BYb/msv1u3DMN+h2Epn5nbGurxghpP/719oXMdHNqsjrcuf
WdBMHSDNTnK6uXKaL4j7EpS7miUHkVXZ8WgCF1mG2WehIDXNSGFnzmA4phq9eOr/qZYa/q6JMlbs
c6l9EvuQbfyCvN3PtdiTvWoJt4BtPZEfzBboSRKtv2gmI5XaE5vwP3rEzLkbXNA+3auNQbOSodBu
tV5VMfB1rSNZr6a3ugUenGqq4Tapqi8PTwX1AOdW+DeFF+UJQhzk/ucNIAX6OA7Gz6syI4qmuajV
xcENSYxl0nBtydLV7kXoqyxzd0PGxAY1lfEun5MymFk5HRxNHTyoUhtq/v9DE0qbFzpTOcIHn6JV
/N3NDxRGAxXriF7enGVy55QEY6RCd+Ygz/vhW2zgrusFL8rdcbhdgGNGPMRm8MbUyQNii5I/h0Id
ACinPyqIbh9dxu0D2q+6iPMjK4E+b6vv9VvQ3QzHUs72qBLwrXdUi2048iSkFvU8bMgovLnIBQza
XZS+qzlEwnwZtHNUa7Ty9xdO1iCvAwdCLcc9P9rTNOCGSkl6jItefW2Jpsch+m1b8hMoR5Avlm1c
SLJHBmcnnFiGwI4HgqoFx+V+EDBoYeRWHnhn2ZTeOPtUVAP4HljOhYP/LXBKhAxWO421UNmjvZA3
JinR7guC/cD3L4euTX8FJHqK+hG40O4isi1WjSwoe4asMPzalMqE3UgN6SdYpcdCS776uVb7/Y5A
wVDtwBHfrckCKLUToHTP2AyRE6H2r5xHrHliAUH5d9wXUJ1dzD7yMJr4tI0RTvlsVcvYqYO+U1Pi
Fkc/BAD2iOZPxue/LVycqr0rpXNwbtZE4LZP1yOiDbs4LUbd4+1RsGW2fpSVd6DntqmDEYxThJkX
Ix5xnB50ZlJ/68/Nw4TovdK7q1VI9pDFSU1CVvBYVHBT/FZPtmuZKirDUcN8SmYNpCb6k4+dvbTP
bxAwpIEbUeWiq8qVtn4vyaphoZ8+ROu13jCUlmCveiDTmNxDWC6FYB6BfRRkCw1Xr93t+N1bVeT3
NNAtNnoNdYA0RVf4mW2SiwA/0UcGuv6LAgjdCtwxfpUNt4Q93c6OE5AjUOt5yCxKZm+jy56uVk5w
akcGD5LYyk+ASCCk7nNZ9UWq9sAYTz9lD3rq66rTLqTMNfPcghKIynNOZGv152ep9Y+zhVgp3Yji
DKtzvw++GwSEBi+OWd7ZPc0sbn7bmzESdfmRBiEcpm+88qb9ytnDeIsCZVHi1c2qc85JqpN7Eaky
xUW1nMYqsRDxI0H2HM5AAc0uw2awyB7s44n0r+1pHJ/P9d5JFo4cl2EBNZGOBoYrhCLiJfciRLd+
IXdKW8DpzlQoEbC2GuFEfCxRyHlDwTEwC2QUkuko7r9aHMMWlTylCC5YkCxeH//nxDia7SfK8oFt
nfvA6/+Sq0MyZurruhtKrLhuecBrI6XmFnAoEzdLdKXnNChzsuLVqUhP29kYixH5iYrXetnasNIz
r5dEF6LMjNgJdxmiSUCrZLHRvmjDjKrqOhCnh/KccwVIIDuSS68GeowrBxnauRsEPKogdCUiTHGc
r6V81FD2/q3b3oLWmH7XVv9YwTfVaCVtzyAX3gD7JDLp3nLynkMqxhDc21RhH9nWNjb5n8vbYIB8
oJDdQCiLLwqH3Jq4Hibh0eR4/yDpMMQCJJn5gwq+35MM+s+omm2o43UhTHlh7/BQ314IKsjLtvoZ
btd58HbYTy8XABqymPUQ9JngSDAUQqxH6Q1A6rWxvHkXwOAobkYh/cVRe5RR0sORwQiUtUtLPH/7
OrfAa1H5vsAjYlia6WJJQ9xnzZ0i2eRtWNMsuiJzsFblrL88665p2gpIGm8x2IT3p/vjVA0HHWgz
Izo8CVR4cmzOoqos+h9dBtdpm6I8ElzC1TF9RJknDIw02hvhmqP0iUGb3j79RzrNMqpI7r3L4AF6
nW3IIE9Zl5UPCErwk2Uy9QsCFCk8nbgZys+siHVLF35myNFshS06huXvzpYFwEMd4wpME1MLuLVv
ufk2oQwOECpE8CnrDEoNK0NsMvcfHqXbexekYdRwn+5+pPfJJ1bpBh5AGCqnuEfLxcGlaX35DH1Y
R4OmeA8htBkUXhaWlo604QcliQsM+C7y5pkuKHQ2uV/WUac1FIgrVb4Jmj+oDYV/qCubK5gvKb1N
9pd1mov/q699E4zUo5lHZF8iN8Xua+ct9SfKMq+le4iUMsAKhdM6lrYGb8WJw6kqfwdOwpIbLS1v
DLxesvmquatsXfsch4OFIPEMdiW5bKzxLdfzK1T5NVk9PTBVPTbiTnWcHA6pNKxIJx6yRD6NZLSl
9rJmtIKD93O5vU3VhvDz6mBHv6YMHPadAG+jBDNuA2f0m2zlafP8lh39QEdrjlZOC+i28aUaN0mK
BOXTELVHl8UeDOUb2Ol55qXcixK6g83IIIOOIaWGdyX6DOll67ZppJkxjtSepypj7p21TNmg/4MY
9RUFjsniZJgvxFApcX6nAK6cZlXC143k3kKt4v9V8Itm2gzlElBU7UO8Z5/1u8P2xeJ92FAkUIg9
V7bP3BTR4SKm8bwrcL/W0OGuqrg4RsboFzjCHEOjp0ejd+bQ6ezTYWcjb5Loh7O2h5eqSB+gVJqR
E5g31dQlD150JkvbhYD6eDuuZZyBQqc1FOtBOm+/M0QMHpQHUyubEmjulqYg47tTVrighLwwO3jb
beq2DeOiu8TK4Wl6gop2O1PJjrkVgxQCKx6bgVS/IAzVof4s2e24xl3/Xa0hYaNocyMq2FLIUq8Z
1TgRBO8tiCV8Jrxm1PujFz6e1rKclnFe5gfWtiFYalGYyDUYHAuQVHf5I3J3lsrMKirfdxnJ60k1
p4ki6BlBZMPSOV6yaE5G4eci48a9dsJjzOwFBUTh6fHYBdWTeVP1/Tqw47yTMOkKe2lUogGiaRBw
HZZeiKdqU0bsz5+qCg8SyoXS5KXMpNaiA+k/68xskWluWm7JO7FtboCTrjJt6OWJI1RZ3OGsWPFW
PO0/TWgLF/ePYjfAaGjUrKsyn78rhHgV3CayWuxiUy64A91Ssa0B0M0KbBs3p2MNzc3KKNqnsKe4
0pQS9IX8gCOjEXgwtL56OwMzWBg9STurW6doxI9kCyIa02WTTOTV6tPIya64yYCMAqnIMfITJf2l
doGYxVF7JiSMeNHGlpJQrmy0+bmbS9mXNDnL9i1xaHAzk0BHcT9+Q9MKCwLaE+mCDQe+DruFIZc6
YTd1mm6Ue0ZREF0/6JEGHNDm/ctGQYyieBMa86didV82p8yeqMyoG2ja/mWfvghYX4IhL7sJt75x
q6Le+yM7OmzPvd7VpLu9J+DbaGH7g+SY8s+S17VEW/DLsuntINr2iPQPKZu8+knCpO0oBUoVhcdX
KU7AzYPmcATa2sFmFzU70wcjId8eqWRfo2azlDGVX9pAKQFAw1RTtUWfnhq2TOvyvkUHCnURbOyV
S0kNvcjXOyUUFkQOC6jZ9zb97jiBM95OsmI6M2PMxSI6LgqJlHpeCpKkkwvFzWvicKtF33rrpLE/
F+a/D9CBQOWui9rOtVM7EsvHfCm5Mxzk43cqo5bbaktpigExlLUsDE1fQfhdlW5fcTx95IX2HJIu
ozASgD1HKQKEpVEMA/QauoYjltJ3oGa2HUIFqys/9iv484jnloOyxXoVdk6byrq9gVyXXiiVgnnF
VGBN3KuEAmI4d9SzIB4XP3jprX1q0U0+lESJ53gPCr85gtATcXENPf8RQL1T9XFFIqKJekbzkzS5
UFQf17tJUW0GjJwGCBAgGbQ0Ga/E/+IWNG6j5zdsNCvPkYeuk97cPbAvNZXH21gJtSgGN4MjdVSn
3pZzTtfvYLJ/dhmLmZ/Y6yhhatCPSqZWRmWh5FgvMFBJkePC70G50b3RYWDAbjgBAhV2LeqGPNQt
PqZI6vD9n3C0bl39eIO08r8vrY++jDc7PGV9nqfazOeSou2euAy96AS/NNx43VsKeQSglNVY+Z8Z
JTjdNq/ztxnk8kX+gBs7VmH9kkMrccf9E4Ugr8oLbtvXKkDMwAKcsGoLYybvvHmrIX4PeVYT047m
NK8nfLHOVt+v3Mbpee4u9XUOxOmPY56H6GR7tlyW1fswpGQbJsqagqWiiGEUkB9PQkrW1ZSLVNnD
2FmzvD6rPU5Cv6BDQEwoDI4MkjH93lvxdcVAgtgJAUQ9g55xjs/VlXHUcdpk5NmCaLjXIvBN4NBO
udVP4a4GU8EMwQVpeyJAEds8Q8yz+rZQzbC5EQns69z6Nnce76i9VqWM/Gj4/HIaHbYj9Z1LNxfo
dnlzV+p0JF3st0XBUYJmQ79AVlzxfs+tnewqUbcTNtRVU1OixhJ9OmwlxyDc+ucm7dkqtep+wa2R
3S2VfDQXCzRE5BVBBEpkCNzGcGvZo7jMor4HDsKgYm8EneYoUdlCVZlTGWtt5fA/mdelsOWIbz/c
mTgbLoNv9IzHlSDsuQRLe+Wxty7XjX6RuVLYNveZTi6mKOBCnZ4i8ppoNglFHB1hQFZ3/oJeOIby
LcW9aAr1ILL6D4iS/kqD0GZZiz++A9nW9Dbuk6DYBOXL9kc4ybZVCX4APdP3v9IiC4Hj+BWymNuy
NqsUnUWj28TpsfFh9bxDCe+Jmv4+BTJFoemfaQnDigd8nvdWuovuvkeuqQrF15gt0CsZSJtxWKcK
/UZaCdkGwtKV5vSUmnra7DtIL5JhHZqK/vo3egNI/9LhURMWxiJI7bdGalymwwIZKdJn/n66RZ8K
Q0FajxtFc3jhJ6XtZlzc7q1WmH8QWsV8sAn8Wy6kY9ziyYdxvX7dBLzjg8NzYR76l9Q1KEmOvioy
WBsJyL0vTs3s/ecCjS7KYW05chwsPU+C/xz6Oj2TMwxa4ncJKKJfiTCZJkUWNHAZXwioXcRabRcp
WnkfNrxHcER3x819YKLc7r8W06FyY906AhW9k9FenH7yNOmV+lZZQUXLpJBmb9mqwXLbxZntf5PC
XKBvqCzjhVhQrDyArhfyepmJvuYW0Mzc4hQGdflnXpupf5wRQgcyW5h0iH53i5vX8Or6c/6hSoYA
ThbKcdVqxbQ3Bzxmm323c7VfhVhPqKWQktbdqscyB1j9jLhsiYHEJJHi1/mnzhpkUbIXDmBcmpnH
flsXMglLJ1doRket4961KD3roSu5HZozHXRTdFIRbHAITM/6tN8fregOQYm+4DGwuWhh64fI059N
fwLVqiW7X1YXG9gGEuTzAEjsCa5PSglbwNlNNyGfToV5SqDNey7nK3XDM0JNcAMomFhZYHw9U5af
EjwvjWI/acCWS0nthu4+E1ZGc01fsyNVcjnkfy6Uer5WmvJaXAJ4BvPBh6JdmiZ9p+HHzGofJdox
MpMxDA9RnlxpVR7GR2qO0r1AfwrjrCnt5BaEoi+GJH38PztNb4P8y+jwjzxT8U7h//PgJnbnQpKb
SVa0paS2BAioCu9V+7zRk0ChTz3UguTeRoLWkWrNVvj9lpaT8eI41GBz3XJ/asodZPBfDSagGapZ
6Ttuqd55oYuOciC+c+1qyNicbDvNpldF2HBmcx9zkZIoxR2BvbKcqKh5pDmMjgTyUN9nQpYwjnuT
3J6Vn4XEfhnYGDX9yxzHHF5NFTuOHBoWq7IGsGtJnKLqo3qnSReWeRXt7npek3bpUlhv5DZv2JrY
PEFjtv3wjZ7sFIhbCYqV//TjPImz4YtYTSAbjUj31uZRtZi4m2SbUyoHP/byuLVP0e5X8EvF0gey
TfxlVz2hq51/brEPoS75Ioe2eoDDPXPxkxzImEINx+G659EjjlKpTry4lCihH8hFvupX0bRzP7Hm
6iiFFe/ZEPrG2K98zHxmLNXEBIw+CpETgyEKdXNTQJFMVVjcVCc0F9+qJPDSy6nLsapOyW7pSxkR
fKj1UqDImaoXKDPgl0Bwk9D1RDyUpgDuUdA6m2sTNE+s0qdntSmCXpXK/imFiaT/wM65HI5aV7jD
tsWFluzpgXa0YymDn+9KYyFyqJ0Z/3CQGDY1PU1fBdXwZr+Bk4ve8IAwyKNiN6hG9SWuhOdKQFm8
ERus2Ozi+bgkq+FpKEXSyKL4yQtdRHKD0oCArcO+chvk9QVtS0fbJ7Ddb96jqI/rRk+X2lfCDt3O
z+kA0GxW7w3+o4PGZEPf/u6RKUM9jk5dUTnd+hnjxrkHYxWUIrpVaCJeBtJ6if5J/ax+4gkXCWP/
8/sdyJaCUWlsxuDkIBRGPnlyaR/iuUdKnMCj3cVdhSGvEoDacaGUzHkCl56yAMgEB4MmfuW/td3a
qaVlHdre1ZqxJr/l881nGR3sglMzARb+EAFo9VAIMFm9E82klA06yaN24t2ZI2qW+pC5ba+CeQpx
UOT2hkdcVMoZYAYpLESs+Kyow4L3vV2yLOnsR17kqo1v5FnxU9HOA5u9xVgABmNS3IWFdJHbJujt
c7Cf1x96N15B/63ERBlI7FeJfBOngTlizC+fDPENjfGWoLIXTDkFX5Mw+3J2ZjHbfAiJv79sxayg
b1cBFN3FcvInRaTLt85lXF+ihHR5dDsvqAyTTfaaassKfiWtpRgyEVUCZFfXvOZNTk2m/7CVH2cs
RHIkZSx00HrmN2bWUaFmSon8X9/L6hW+buJUfWr6AMorg1pBYUGGLrDSQv9WhPijVLGW0zLNpj0D
4LHxBypqywmWHXtIvt19vKbAFaZXK2Ixu3yeGd/Ue8IwZW7YHzuaOTy2O0u8PJNIDCEY+D5MQ4Xu
7+5JIvJ4M4Isnwei/2AWWqcYcTL7FCTpVgzuHTdgY664dEq68HRzuoB2tL+se1XCh4ioFkgSevqA
YlivM4X9jZuXEMjwUWQhEawviM5VhAYs4N9bSWMARO1bS6zVSGQH78bwTaFO/dxNxhBgYrmnM5Vc
Kk6ZTS6v7BI9Wy8gI6i5QreAqIhd7gGWngCjEviwFTYcQljJMKK1HlDh6rA8fg2TUwrWZ8ZmkH+k
fTUN6sqjmd0Fu3/sL8ZD2rRshrbDXQb55oJhSegXT9h3EB9V/9Q1UTM5LWAGwdQJUlhLyUZ5vkat
aQmDsbOL72CefKeTLp3/+FzIouBes3vsi7L/Vs0uL9evRIfgKltfKtorSAVChHfMBhgdsX1cUGyT
4LTkSCyaBuAFMga/OUZiQtJKIgNeFMr8MHnvnx4/jVeMiKX7WoG2AMZkL7gKyq99tNzPBCupOk/N
Lxm2cttk4IW4iEVOjc5l3cR2tiviptQOLu4liMMKsGFZxymRDNQJ97aaCSkvDX1cHW/lsxwq6AB7
ChENqbPFx1ge5pa/Xt72DBryzwSf2M+aM4WHGnxfCwde4P9letjOSFIXcMmX5tXjmzpWXtVZVCcz
6L2bMGvPR2mm5myk1ATQfb1rl9QjLLCKL8n4/E941tb1Dhqb/KOyUyJ+PeqySppAIj+EI6PF386s
h10JVoIY+c/+G/cjIwgILlD8sK5U/9hPqnM4jtRCcM2JzffbZpj4B6IpXlRJ1Rt4cwUDtnYZ+l/1
trSUkAxIsRKddPLHTE76wiN7HCZdtN/O/vDLZODIvxxyEqubGLOC9U8fwbyKNKUBg6hKM4538Z0a
9uH4zRYAN84+g2kiOinQ4bqT5ydDGuTHgrL0tj5SB9T/IbbE3YAmfUwEsuzLxmRNOkDHQXdvyCCL
7R17Bli8z2cLbHHSsVpQa8XliHkHMyrTeaHmlIhdiVgIb7+lgOZBB/s1qlChbUz0RRs6iX2jbjr9
UNz/ofuBDr5Su3X9FQCWuBQOn/zLWHwLMP0fbldRD6p45qW1WJVaZkozCFLmCHdu5NWhO0N3zcgw
uFYm5t0cg7bhIHJ0i4QQEKGurD87Q/glSu0tx5E3/Z1Ylahtd8oj7kpjc+5CmfgjhMp4q24sJfSm
Wa490HtD3qKyNMcVnRVKKG0ijVpCG8Jb3ZiUt1fdI9qYITRt9DShZoT2OjnK7pwi375lAnNE0GNb
lZqnJNSV6NhcPlgBRKXTAFT/Ow4FddHDyI/46xehvMsgfd86BiN9VPSF4QPh/BN0kKG1e2mj8RuK
JGklaWI/LWJHfeaJrINKJOanyQ7tMGZo3WwaP32Fud/leGZl7JsbgqJZHTS4DFI0yD2vAqm7pA7M
gqNuDgVWgqLBJ0wF4flea+KUZpIPTm6TxurHhlV7LPOZdXTVWsTVOgi9SOKJJCvv1vfxH6pug56R
IBl7VRno+e/ne0+cy8zCpYUsnHvPV/Ztu+tGYXRHys0q5F9wSdtD14kWzHbsFV74bZOtTZ96Vw6N
1nBA4N9PL86muT62Z/4VW+PxoW3bhncPpnwOzNrQGNdrEP0IfW4PsITjs8NjsBL5sFppfVmgbjgM
E+Xt6/juEhm61/UYQfmwyW6j1j7SENY6TSiPImvtPIJWhm8JS9FTbHF7JcuSWcAjGGeJ7lqmqj77
9kpdHDR6aBhpyUOvyh3iruKHe1V3lOTXkmeF7hcfQ5fvOfmlqmlahK5jTUqI3mHV252Z/iP5yNnZ
juMPnWhIWNsM2+E1VeT5GOiLRB28ngq1SySIj2B1bmwiyjL/9AaFzjF2yQo6WSc/T9aVgGiiIOVB
ymQE6Qbc5/nV0eEIaO5NfXcVf9+gtXwKppBhkufToF1pSuixvrj65PAbGVwy0ehJdMOyVp6oC7bi
Qe+I5YoZPhNxO7P4CZfMyMskPFDwztX35fbBRVJ+i7P5z+0KQHprtDv4mJY7NcXdaReygq7HWmHM
wb1dqcIjYh8OJRJTEMF7SbbGY9WKYjNGxbUpedDf3q1Q95THqHwPlsjq+0sAoy/PF/IcaSJ5Xx+O
tVYT6SBQO9+3x7Y6dORMm7rILuUKzyKMUAGQhnU6AzES9NEBcLaAWzAAEaP9fmZXGJaaefwoalUs
dfZOQ6+RWtb1yyfPcEfyXL+MIiDcz1/n7nNSMMdbf29euSSp74dWfYDhH8cwT6kcm9njCK7Sjn4w
GLqu/qx2cpAE31U+Ng4lqzCHJjUmCVtYbtu9NUlK5w+Zxvkcp06bikey8n4dKvYPXdeTTwx+u9Om
z6xYnKX9JLNCJKFiCeT7g5aM6AsSFgXxcqZzZUU8FTuaLUmUjoWDyIA/n+WknqtW3tu2G26ikcYe
Ie91Wy+OGZ5fqZ2ApbpBsJq12yHYJAB60iKtqMtb3PKL+fG/3lGO2N9KJDQAOHae0Sl9R37ys3UX
mBRvr0ri80C1JUp/bRPS8luw0/7DN2sadBOhCwzjAGKoUesAiOOIr68/b8sFokAHKTEboHakJCeR
VYIAaw9ttPozsirn6kkGfvFSn964x/9mv6v9ADd+cjxCw3Y1m84Fh4lo+WM12YdB1sHFGsf9lFYi
ykLxz3pTFwDCxbZqvJqVZuGzB9BcANWYiQviSXGW5u9KkTIYf1o+Q5VL7sB8/a/9NRAIuB6flDkK
j18EXhjsGcRpRTW5PabyKDIQgBssLUL3+x5lvz+N5yUeLWD6d6Axjyu6IENCBwSMHPp8C6ryuiNy
jg9r+chDKn8vCJS8W+bpVgGeD0ssEO7GMVWo0BpPoXY8wQAgqwljXh9goY6ntvhMvoCivNvz5DZ4
yyqkZhZRvkpyZQr98BGuOH1TfC23VWyvOF5ZOn0/p2MdsAwNkH/QGw0aQAqfYKBQ2oeb4F8sI6xc
T3zBFJttiPl0Am1ZXvYUNVno9tz4BrSCvjOwcZBcrMeJ6F9MkK7kMW+lYy//UZAmHByy4GrIb/5e
H3B2Eas2nGOBGEDQv3VE2E+/MllCLUqwtY3Mr+skrwp1c45W3d63GlgmBn4uuolQDxjTUP5155ST
NPRWIFxCeTrkMuTNL7rd4EdaOrIzQMMIGxFRFkyvRrCavaXS79d8bQw3HC6CqH1jcoVqw20gQx39
DuSvnknygy2Es0zqhgbmjHF2W1+stKE6jiHhPltlojLKyOuI0glWnXxwVnPy7K9d6+XIj+5Weaac
pfezshsrpWcY2TgTiU9c3gVP8+GVa5BFA1YODmEKkxQTNzCS0KpaFbM1S86i3efoKIGFimsDXKmA
rFPgeTGm1VHzwUU6ZVSY/OuUnpqADRTD2LVO2REgU06oEp10B84DkCZ8zwmj/JBBBfZ9dH3Nw+1w
6yk5MQ9UGXX5R+bv29xsZa5jxOiZXfNGe9zsfp3wRlHjgV5K1jStgIcf8dangwSXq5xP6jLseBqw
Y6bT5ib99L3Aq7tp9G2/MXzMn8ru1hW3Y+w/N+17tqNzFo5y2TR0NW52PMK3GkdV4NxTPj85z6/B
RdfquyQixXrHpkY0fu1U9Q5GD+fPDzXge9WAhmM7PLTkpKoTdLLz9HYbYYtvQXrxvVO/kk3aKoYh
xzj/OjzC2/SrtZS4GWiBuK690MJyhehKGBBQWmf3nYWJN+6/KjxYaEMIiKBjOkqg5IcH7omQWpPq
VDoLgiXzwy7zMl+7rGcO1GtaQP9jkd1iKsXSwnFYFh3BlmqRBtQv0oZUBXyK11DO93pnS+J6dFzV
EKRKvomvyW44wxOpCWaAE71UaI7JQPtCxUmZpKRNM1xYGL0cEMaHvobjX+03sNIw67aN74qJPne0
bcxAz1+clx5JKYZ0njLmTuTKvwmNHaD+1Up2VPWuuSiin0Feq/ZKYQnRQ0/Uw+BAdND71liDnllK
MaPR0cTSKwwEcknaPoGd85M1oMXfZ+PNwfF2HH0bOh8+E86ydBTMC1wuBpGdtOiw80g0H1mal3/Q
AtLOj+l3Zns514YMYDLhIOI/Qk4QvhUtVesFVGlb+HylDIJgsJf2MBcv3OkXdxzxlhpY02PSdbV4
JOHhIlufEAp6CuS0bPLFUWxfoxtqUYftQT0BR9LqpTGLrumIa4Pum3gF2fCaTHq+n5q5sIyhFgCz
/ciaWuksjW4dQmFVmLdue+e9ec5lXHEFzbOK0+kBcD50bsYEXynSg322aRa3JamCIi4GTRwHGZSG
QN+wrbZunFmrFNjFbPASnFQzgOHxROC5RMj+Bst0Y143rkZAl4THVPKmVOY3Qs9qIF79tMYtV13n
PFLe2ZNvDjnVC1/rmcaxWKQuGCDhEE5nlHdkclaxBSid4EGkGcvJCkgzfYm6OtwOuN8DgNkP3zbC
crO/ZqJ4Z40j7XflGq24TdLAcrOrRAgH1XPX+sp9+FEwspXLNfD42eSlxoxqzygaaS97NroAwQSs
fZnHXus9goJRQuoEhNEmRWFQOpXQXpujW3zH8qZ4hTMpT6JemTqoqzvXu+ekWHBaJ4/lgxYzHKTU
dRLJB66nUpHrMx1PAlHZtd99K7uPihBixq2aEf0vzkHQi9uvdneXOR9G/DQy3/6zuPhiMV0pasE5
GgrmWHwFUybN2Yqj3F1gK5SA2trCeJl6+a9fN4n+LK5BTGTvz2a2fJS5+vgCAJuzpjY3mBErCPje
xnwFpZ6bjO+nKgLYUj1Ad8n5dckuyubuk9b2VxDV9eqWrxjH+LaBOhD30bMS8Er0Nx5F/rAZ4MlS
ymwwCtAHCxMfqYfJZ/VY1d8o+sZCPvFCd10YSAiKhZX3q3VBYF7pJSKx6TY9TxYfFYQrJd8Gj2nD
xDYwujbq2bAK8RQmeT/hhTn2lQ5loRdmwo8v393YChRGyPt26h5mQWVOkagDahntOY6jZukwg+kJ
3M9jOTt7bDzVzHQsfiCyU8s0fGta/144xNU/NyIFCuC199jOg62dp3s+16qpj/qXOlBlHBRwHKZl
LW3Wl1XAaLOV+2eSsNBQ3JMREpK/C6wunNKT4U+T83L0wn+e5qkWgu2qOdKctbUzGa5NKRMUv9uT
fyXV5PdqVTqCJAxGa3++DLJC9n57yG0FYejJx7iE2xO0BuL7HuLld30o72NUlCSFmVZ7xWfPmGd0
rnHmS6ogpL0RwKbBN4l/MhFxOv/k2sXq489oyKdthajixlAZoucTXFmWWOprBVufdlo4OGq+VYpC
Xl+Fzf/vtQBgnLiCA/wVBNaJuaLNHed8uMMEwUxAwPKF+D9H4zYRhtQNCB0r0a6BhjHMA0lD4ymY
eTONksHGlo3Td2NRhOKamZQ7waJIe4HRFLdKYdKrVCc+xqpS1aVjq1feeHoMMBTZwT8rjOufhRUT
v5Xc+Qsu77yMID7Kfnj92tMtnFFV5VKGrGmR/deS+9YCtjmnuqCqQtq+oUNi4k58H2I+KXiLsaA1
dKGaQGzgAdVS04sFlarAkQe0zqP6EsCo0464lnXtiOTMvrrZQ82fXhvP5H1ewaFLbSfxJXms8SKl
c59OQ3kAZ3aq2ODlzeaa96c3vp7Wp34O48N8hZ4wC9KFTwAAAABofAYSXAGIZAABicgNt908SsUN
CrHEZ/sCAAAAAARZWg==
"""
"""The opening book: base64 of the lzma-compressed agents/book.py format."""

network, book, PLAYER, _AGENT = _build()
