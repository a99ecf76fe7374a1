"""ConnectX agent: AlphaZero network 4x48 (distill, iteration 6) with PUCT search, exact solver, opening book

How a move is decided (agents/alphazero.py, AlphaZeroPlayer.choose), the first step that decides:
  1. book: 124,247 positions of 6x7, 4 in a row (mirror images included); a position in it is played
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

connectx commit: 3d92dec6c72720a57718fad55a6042ebc1031120
weights sha256: b251d4ae63870df8adb5a01f0b3d03d5fc7f1f7791d08038cb4c43bb210d6efb (350,336 bytes encoded)
book sha256:    80659bc951b8a82996fed7da0574370219c317e097391766a16410bf84abefed (993,983 bytes; 222,040 compressed)

Contents:
  line    102  agents (0 lines)
  line    109  agents.alphazero (314 lines)
  line    430  agents.board (489 lines)
  line    926  agents.book (100 lines)
  line   1033  agents.encoding (135 lines)
  line   1175  agents.kaggle (145 lines)
  line   1327  agents.nn (298 lines)
  line   1632  agents.search (0 lines)
  line   1639  agents.search.puct (248 lines)
  line   1894  agents.solver (310 lines)
  line   2211  agents.solver_numba (319 lines)
  line   2537  agents.timing (18 lines)
  line   2562  agents.weights (95 lines)
  line   2710  agent: the entry point
  line   2719  data: weights, book
"""
import base64
import importlib
import importlib.abc
import importlib.util
import linecache
import sys
import time

_STARTED = time.perf_counter()
_PACKAGE = '_cx_93d819771777'
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
# agents.alphazero: agents/alphazero.py (314 lines)
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

from _cx_93d819771777.board import Position
from _cx_93d819771777.search.puct import PUCT, UniformEvaluator
from _cx_93d819771777.solver import DEFAULT_TABLE_SIZE, SolverTimeout, make_solver, numba_supported, prepare_build
from _cx_93d819771777.timing import MIN_MOVE_S, tighter

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
        solver_ply: from this ply on, the exact solver (:mod:`agents.solver`, weak: win/draw/
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
        from _cx_93d819771777.book import OpeningBook
        from _cx_93d819771777.nn import load_network

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
        solver is the pure-Python build and that is set, else ``solver_ply``."""
        compiled = self.solver_build == "numba" and numba_supported(position.geo)
        return self.solver_ply if compiled or self.python_solver_ply is None else self.python_solver_ply

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

from _cx_93d819771777.board import Position

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

from _cx_93d819771777.board import Position

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

from _cx_93d819771777.board import Position
from _cx_93d819771777.timing import MIN_MOVE_S


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

from _cx_93d819771777.board import Position
from _cx_93d819771777.encoding import ENCODER_VERSION, compatible, encode, encode_cells, planes_count


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

from _cx_93d819771777.board import Position


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

from _cx_93d819771777.board import Geometry, Position, winning_cells

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
            from _cx_93d819771777.solver_numba import compile_kernels

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
        from _cx_93d819771777.solver_numba import NumbaSolver

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

from _cx_93d819771777.board import Geometry, Position
from _cx_93d819771777.solver import DEFAULT_TABLE_SIZE, ExactSolver, SolverTimeout, numba_supported

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
        from _cx_93d819771777.board import geometry

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
/Td6WFoAAATm1rRGAgAhARwAAAAQz1jM5CCY7/5dACGWBEU774GEXTd2VrdIcAWnftwPjYLUfDHl
AXritTyDLgTjlD2TA2NVpg+wvXOUrBYYcC/p0CfOOXSimQCPJDBJccVxhIbmzCFmMrxvQrnudJEN
wpvw3Ax/ly0rcComuKVp4+Gdyhvuj926alMyMlrmyOzm1ZdqFs1n4EAe3A8/OcsyBK/UdU41jr2n
8plUOJG1iKvitPoWYxPowHxzhnLr/YBM8ZW6ingIqJ6DBkvvKs/21alvsr6xirb/s+OS763D/9rc
x3RbgFxysYcIOnk8r7NTNc/K5YFGoZVWTnSt3tQ3Ct84mqUGqnEyTz7cG72o/F8ZWJuO63vT5+29
mld80MEpJfhorEQLLYCrI+HIGFjinIK+BaXFuIAnj5VupZnTJnQWu1pbAeX+gZz/U7Boo1ngoSNZ
zETe/DJjod2Jy8xktIhlNAa++AohYHVX5htlOZDsdo31VWTHIBR4iy+6dJSQfnjtrZEXZpnWJlQP
CSYtoePkJEEpqzA6eyiqP6bJlVx0cW35BfrkNhY2G0MkaZTeYsLZaVs4xHVE9XKRZzK32KBOMxUE
d3gbK1VJPP34HrnEk+bcvbPWjKjcWA3DvFyx7VcRMdRo4AJ4fZpbXAL8DAljE+kYe6+MqamZOpEC
cHJu9AFIweXtn/7IHUWFlyGEzxzAItQAQlDtLuodZ/WSiuhkp7kQOUdb11IJPQu1lXSgO2BkS8g4
qexJR1RhEG1cyeYK9LAd6wnwqN9XjheWBcAid1zR+gaaMuesGsesjHzWjwAKYZ3YmjEyzp8kbWEb
x8CIMhGJDwVA+fzWrw/6cbSIZzmTx1GvkMtwh8RhRvldSYnx8Js2c066hrrSBSv9uUzmX4j3eNab
SLKqvkX1Nyv7bMK+ghv0btVuJCtKgGf69kf7Kmma+zHqi0pDKoPzVNvpWKTqtidN8x4GEw7rwsko
6VgXnqpibzYiCEMo0NyOkR6no4pEFO/yXSQ//ztC/DCXG+lsqtfA9W6h7vQFYshZ6cOWk1fr+B4Q
AvpBXNAl1ISg2945dZWIssXx6LSqTorgKEle8fJ6vq+mgXcIZYyYMKuzKLHJCYJvI8m+QNVplVOV
kc3643Fe4syvZsESwOliXA4Gk5Zb80B5x/7g8BgHtDxPAb86k/jtkM6dzaiviUPj1L6k1OuPKu6+
aAEU31FnTJ+PMa6dTqJt1cUIBYhdynm2Uj+ibvt4QquW0ADTUq9p20MM+K6Al5u8ebkFpAUJaxOT
vpCl2CvFPW3BMyZ7bHxC8uvgO8HlRSxXRwdPRc+c5IrORtwaYav7FJ8ozyA8IBTk6AOApkE3Uiw0
P3Va+bKA4tLGXVOjhr1r7VZD/U4AhLt9DoPeKB6ch94Ji1sOyATmm/nvZ8loaTqMqCj+sAV1fAXZ
koVhvRnJB0+Yd3j78UdJV5ll0X+AxXxPa00xNp9HO9880Zzq0DgcORIbnTpl1y53eFrbo7q13kJs
MFLKG0RZ8DiXbQ0u1noIbpIKmWzqSEoN1UngabQQ0GwrG550dh7hLTVDwEmqNd7rKuRYFWzmCGDW
rBiZa2xHK8P+T2o2a7LS0Ey7nnfDDTrBX9Ee5KXUx4S1/QZsdrWDGhJaK6YXVcaipDbhAJjdWb12
tNNgZ7qyI907XK44egiDHg4W1ueX5Wf0eqf4VlImw16caEuyU6e15VMM/H0MOx9eXTKKxJRrZvVB
OjZwP+7NO9GWLSgo+CbVA/tPuAh4iV26nLTQJfybJpZaoUDm/YWaMCBn4/TRILSGthpPWSPArQWr
G9jpOx497q9dXt5P7gUGHreWOJ/oNZClEuV9Cb2DH3pgZ8sqIxxKFLVEb5rqyaQbDs5X9txGRndE
4mqKi72/tDR2jAZ/cLUmvgdwU/8+v55aO9bWrfQM8T0GT4D8iOWs9BqMddlp/b94cgd7v8PwFigL
hCqoKS/EubVDHe+BzaXtfh1Wx6GH+mSh03N328SHQaHqdY8ELgxyKDnFcBCDB/bs9/wx6TVJjcd8
vXgzNOjBt+JEJNHSd5rx9GjIqb/YCG5zbbQ+cTFlhjmlibs9UfDPmralLbba66VGFi7w/fEm1r8H
WEoDkcim6ydeDZZGs3ymV9dgLhQ0Uj05BHCtPn9Ck8wFGb3IoHQUtKP9TVkxPnjcdFmiqpo2enIS
0aO/AZgemG83MAuFK2rBsIJh48oSCD9idFbWa6L0GR1lYmnrHuCEESRzQYcZKSrUhEr6EqJneDlR
/cqpYeiJ6K0bEu8OY+iB1f7Q6nXMwos+FCBIFHqegeGWhAYCYulIz+55nYUb4vvZWusPMlun0VwZ
fm12ZU36wZQKHmPEP99qDxGqnuqlblgc3TtZwt48yvWzxEPmLeM6OHlyZnfFOqajAhfe4ZWYPAEE
MhKSCqIhIg6s3WIgt8yPbx9mulzMPBwv40C2NfAz3EERPILf1b0eHgGooUBEkrM0BWe12JZdzuOA
00AqW7CRsdX/w8KX6yqtNmLqfIw0nbnHc5Mluxxs3e6ZFX+SJJ5cBQrg4mBB8ra9ytm5eklAjQMP
n63VfelLjqQz0Snn92HqYHAxA7VboA5Ogthyy+AkGfylquVmKkmipF20+OEaSN8HOpwZx5eG3PnR
s6yv/gtNqJqjnTEcTYj64YnG7mkepGHJ57rui1xkRY8d2O4qGOFL4k/km1tJ8+JF+9s/lBxDlco0
sjFBVsSVeqrbJj+iDbg6jAV+FCBtA8KEdzLp7rzzWSit+AOi+rrtOmsmzGrH7alzGBxIWJJhpu8K
g7EfP+g/FBNUrMP+FmKPM7f7H26mgt2+I/Ayo/dx9QMGUg39Q9GyzCfNpPlqi1JI1b2vrBsWCj0+
VMEZwZg/+nRmj28EPm4m52aFoDmcMA9Llw7mYKiUgr4cLGDd2XrujB0dPD7zOCWhy6h2J2W5DGEO
IRbdJ6m+jvy4SX5Si5OUdgKZFipu+45fYac3u+JWA9kabD8KPoyT/AD8cJbKSwxgiQABr/HyvVLl
U1NkPC+UYbaBvOcD3dfk5pIF1D8lqVol+VYJgG6HAu7wrvqYrKQf8CWQQNtHsd0qnFP8cVZScA1/
nAhTAkysFARvEeilSEw+O5UbXfYfHSmzbht2uLoZEt2TzikS2mLphcTffHx2LuL4nCp++I23+YF5
Xj3CwVvFAwGH1UObmYpvt4bpNMMSkwBOKr1vZk6TV01kbveuzwokhOZtkwE8bvMvpjt+aU4uPItv
tIX93WBXxEhqt2L2W4x90JY3QUMP9U9kmBpEgjVAFspqy0bvFUcO69KW+OfR5lAJC9TxJr6xai28
qEt740qnI1ao0cBy8V21ejtBMMaGjFUxOzv2I8KYZKWB4L2L3qYBbOUxcA8oQkDLxr58LmP1JWfh
MLUg3yG+0uxWlSFP5nEAZJ1jqv9v7/oyKrneVKdkH592vUQCE347u71VV7EEfN4Ht9Ae6JGk3+C/
PRpVSOOLcx2tfey4cMyWZcZLfpqjBSjk0cZ3IgPjPpcd7NTMxlypWphrib0cYXVktD+24f5F8wt9
SvVDbxRA9PGTsIQDwbe5f8VTJZ91QBDmXu5q59X3AneEiC3nbNj02vSf/PfYtRKtop6CGJp+qUge
3E/0giBW2N/StFJhFiGjn9q1fQUwNW12Y1vw48AbcE0v1BtPARGboWDGR1dLKvDFkki0oaHb6WVf
crZya3YF237AKFHgq7sq0+A8Afw2yRe/IqJ/CQzI6z2upqip+C8TEQhquiFharj20kKn4fQxNxDW
K7a8y+DG8604MPXLChFi8m+oRok592sPqVhBvZmvQmZdZGCadeTfMJcMWQOUbRf0ahRL6bxgEm6b
Vb8gG4G3hHH9w7ussmlTS6q3GP8uOMNeVlIfY4CtzpteAtAU/hKog3bYhIr+YeDGWtgR6WiQnhrx
bQJo7bHcvssumIzSeA/SFVquz3S+tjyxrkdePCoRIPYRsUNcwlO3BseSD/fMjmB2LB0RzGPITj24
wc/pByLKVqx8b3teMFNMW0TRvKVQ+XqnKqd1+/synmk2qE3U8pHj4ChprVd42vOIqQmTQEFOA8nO
0f/qo2Qx7+VIEZ8agR0IfAtRuCYDtE0PNA2N10Jmxx9wbkIJ2y8KHWJrML5wtzL8q5XtShgLDb11
oSH0Vu4VjseUy3+7RSlonQ3gkjV7zsNZ80hz7QnVXYasqM5pheHr+4M2AiLq9JeWq5r+ZU+TiX9o
Q5BU7Q5EWBV6gOYEs+IQlEKMwymkAm33dPuCJ52W0xPqxcnzEwMDjyjhm6WzgmFwNlIu11IQe6i0
qKOB4vl3Msa3KSkZymR0P02LHcqsENQTvBJ5OpPJ2089Dw3QfDOoIH8QhWdr5OZ6yDP7kSn3upd2
378v5wzoH8ayNPsfKZmBcBXLcJ+SdY6p83JueMxBF8pRYIFGXgpFISGsDtrr5Z7TXCGVvTIj7D01
pn/hRb6H/SYGeocK3U6NmzqXdebeNj86NJ93p12S2spAwMtcIg1f9XeV8gZOA0PQb1sFNmFoBq8/
7DSW8abFRR0Oj87tv1O8jpYihStx9IeQuWApu2YtMz1nW4RBzp1f5EIp0OYm8jQMsW2xVRhiYTEM
e9mJhBeULu664aOJ6We12qmRd8LiaERvqcp0f2a/SVHeE32UiBshFGe8FviFWqjn3Hvf9OJDymxU
aqOYrNed85obLq4H36gA5G7Kf6kkZEfBJHe6EG43k08NmkW7eM/2qHZDVBdVVOLAnbNy+oM35iVN
smWsNePp4ru8wSSf7dDBQX2qwf774dFtDuEpEkthVcQO4eBobeZKgN/UvbUHnTCSn2SeXaeoXfpb
TW4N62PPYpVJ2P3BT94XvKbvdAYD+zZQipJF0sNXIp0Np6mQytSjzBm3vnVbpLrs968zXNC4WVbC
GgeDCFdrohh5um3Nd2iGWULyYMJ+S/bYOG9q7/XNAAQCw0zFNmi2Vn7Ck6VCo+xZ4V8M/B4DBdM+
yqCCggboKwgh+Rg2GSAzERk7zOHBoLkAtYP61TC/1Y7lc/+o0Y8IoaJFoUKgntik3PZDc/67hg2+
Pak2QpDPNkaFsb2MNYZlieRXQ27ewXD2pvUGSlN9U6yCWJkaYc94ro7y0niANd9TEdEwFfOKrHki
vy4Cv0OLa9phlXlbYtgRRy/R0raDvsOtGcWAWwcXh/tVkT6Q6YlK12U++9knei+g+SLT4o3KDH8v
GsT6sEcpoCY33BcSt97he8u5W/SH0ZC/hUd14x3utgx9GblYryqHZcbWWxH6PoOSxnROQZD5IDc4
Ypg3uE70DYY9nGarQNpJ5ghab+O8jMPGelIQZpfMlVlLaC9HGuyWPSnfjyfRWTI8iRBKBwMtD4s8
f6d69bpwUSS3Y2G+clUXvifFrYPrWzlQG0mVUtDw1QMRAkwcyukXOOrriutBAW3DeZ4w2CIdpRdM
YYxxXIbX/P0KK07sx/8oysycjF+jBNEaPsPYkDqwuiBD99KaqvpMH2lahg9c5eVdlt4H8i4aeVBe
RWROxNu+GRp2MnFjVXAdVVmt0fBYO2lHGITckjUg4oLcmf2ilTILRpvE8WdHMLA3O7mPmBnkn0MU
h7STnwVQBTlqNxiFhlVKlMb/hBQmhTv31wUPcA+SAiHvc+lhxtbALVuz8vIyKQH+VwGo6N+cdK6U
a+DJei6yl9TZTATQFnBiyaziFsW+8Wk6AxVeE46ci35qtTaiINZwGuGnir+6qsdsYsSxhf6JRJch
E23JCzbJgSAyq3SP6qkt5CSzlE6upH+/LtYZYh11jTOXlh2lIvPZQ6K8BgGjDNorDu+hfuy8iy1r
zSB9Z8incO0lQV6YsBlHd6xnzq5QdKY6+gdgiNm4OI0He8O9Gzc+PzZlvMDdjb2TarEdGF1BEixr
764F5OdI1OA2cGEb9QAPoy79wah20v9xpWL8VgzqM20qZS1sh7H+tAJIsWhdGMDg988Owr2MJ+2U
qE7q/fkhOdyW4pkjAAsnRiG7C1CSQL4M6WYg3EQ3opCFRgTdDFEzwp228TIZDJCzyaN7ai6KCCaG
Re33uZ2FsjCJWuma14zL2vdMxiOzD4F73Cld08yfx5depojcDoFKMbvSIFSHbKvS0nKQsPiFZN1+
L3z5RbZIxW7qc+HFI7ftOUFT6QvzGOeHLcTmvBZgxget7C6ZA4OwJ1DQFSPKQpr3+6c+lor02wda
d1mDaNpSxJfyisyeQpPHYdWs7hQNSKhilddilldgLF9VV/lt0OzOBu7WF2KggFxSIAF9SV4WSY6a
PPjQ5EMTNwRocI3m1zv/BZD1bbjrnkIIXrPjtbTs9PsAUWuhBmZDpAY+WxG6GTYeBcM/Nr8G/pyz
UGa8YeH8aqXKizDGLsYhUlTcR3oWDJSkbfNwlxafEYGvfMJ93fhqpIR6+qMtOy0Iip2+QujmKyh/
YUvKqhkXJtGjmYqB6pZy3C3NuuXL5JFyiVq17M3P4L64cwu6ogrPLkpHvIq6raE75j+PayqkEO+B
D/8bk3z+a+gFIrvcL6Uvz0QZXbjgHRoFGnMLHUNLk/CN+VU9aSYWDdZVnyTmX4nKL1klFjkXUY1z
m0//XasSqzGlpoAkxfPfGjALLRJ9WG5U6sl+WOP1gwOKRj9Ul9mBPRvp5xjHpOz8vIllOyJ2qpdO
tk/ytFjcODH3pXnnEPmU2P+ix9PTzkAHn+ChFkSzN95JZsMP8ckMmduooGtlbqoZY8tB+97Zm4zv
9TDXhefE7m9pzyVcADKQ0Xc6MXY4WwR08o+Xmll8bmgCDfVN/+zm7nmRtwanfaQNA3XNbhbLfisy
7qYH2MnI0JnK96c/hg4X2NTRPt1e9ju52U4dNYAon3PYUvqn33X0jeIlJCYoTEHBUuSJsG71ln4q
H3epJAr3QyJzjKzOlIn6dRfjsYqfGri9vtze58lUvWDDzi8o9l4P4fiRBadvea1fvLvL1lIpZRvw
vaSQpANWiTNZiZn77xIL8SYv0WCSz1iwhcqOly+IlJXzQaLeKX0ojey/D10koZkrn0hbxxfv1YND
ehXIpzHGLHqblwaGsT1KMzyC6VcyM6YihC6w7tDUDmy+bj2V3cXtF2DabxNAUSBB9e5Gy5+lVqoj
fru6BEjVV317U4qD4P7AXZcOal2tmlo+2vfI47cQJmxMp9iPCHZw0A3PsSptIQ3oJBUO1qMnreac
nc4tAINWYoAf8QQzXQTgHgsVOhBEFrPw0uksIe3TpbsRIMW8wVj8j5Du7ZNnGfmehjvPKi3oNLOD
6yzF+GMLyX65zk2wWq9e1YyLB6MaLYv6Y1rfnB8wbAi5JwaxWxewkZuQAi+7+xmDz7J9iSueObv1
C69Bj3naR424hMP51WvXJ5VG7Zk8uxM/Js4GO8y67KJQPznyuDJ+XaGVQfggkKywrim3H7OPr+pn
KpJ5FoCAEOmybO/3OtdQiGGvuRxXrjb0IBJpUoRyAjfb7X5JpZfSYCmJZuc2pBm3DW7iOP3DvoVd
Oi2Uvql030n+qCojCL99cLbtQHv9rpD8CPi/4JOkd8LScVGFlbWPur00XRPiSIOLWx3eDVDFMKbI
PEuvfgip7v/iyhi1iHRyLx9cMyN2ljp3SPgReWnJZ0sntBdIp8UNZ1QYDiMr34RnKfOJP4B3sFZ4
iTzhvwSvs+TEJld8yRyiCzZ8EEjOfbicnRK3asgs3V41QHtAlT3uQN8XLhs6ogW15NjVfuco9mvN
Y5rbn5y4ZXqWrXo8oJZK1CSe5QU2n/UCkdHyJGv2qgVc1iNFBvQEp3ep/MmXY8ls4Aprfjv2bWYs
CN9NrweRGGk/YlYusvT4kbnAHiV3BemxrBlKRVyHsZ2qU89u1lqehuHtzvEIxeNn8410LOLJ4ATd
AWm/wtoi1WkFAj58U8iAgjwrIs+iqVjz5Hq2d5BgKCNZPhpXmtcUz+wNsGCwW1AUv5CGIqoNUQjJ
FI8AbgIu5rVzeFyfO6/u3NOjnGJz3kbJmkQDnwhX4DPekq9GJUz9DC3er2kupWLF8PO37kCGJh/v
5Yu1o8VqRMO6TMHsPgimZfourdrWbEoM/Y/+fV7MnDzKgDpkQEmgzRD4TnsOFdH3WGfppi23vZ+e
2Sa07oX/DaECSxBtUwdLqnph1YlMkxhulMHWzd4cGcUES8/NOXMt31CjhKhswPnAuhPJprV7gee8
HrEA0f0ZozkUZmrA7ZEF8pU5c5m1aDFLkgeAso1qtczBXbwn/uZI5M4NktNXz+0f/pADLe3KHZWu
2bmmb+mny+5BOXQJUsARe9zWTkTl1TyHdaow9Snj54SSeRKbARmRhw3jjtZe47af+VhTN9lKdTnF
dUOztE1wqWq91GVoB2UL+SgaevNxNH8Iw6OYb3AT+6wv73hwIYzs6qCe4EUUL9QIvyQJVXwQJw14
lQ1FCQRcdUk5t8Umvu3pA+GYcEp+j/Kd0LEzkVqMXiqjgijND1+n2jCjlV3z4BgyUCmsK11oKYfz
wxTDkk/srdrPc8ezYohh9R7jl9PDVeE8Ua6HkjnpTCbYyIgMUeTr+37AlObDp7Ik2vLWC+8N+5dq
b4EEv0T/oM5sXnfW88wNMyx8FBihGE+QI5xpj8GO85CefmZwytBUSM8pjNERrJs/5PkeLwj+GaRl
RRwTbuajSxkmPQZ8c5Os56ONmCpbJC9+LtNmlh1CZnelYYU4vHegz5Et3hCSVrKG6N3t2HSwoOCe
BbvbYrHGv5QPg0aJrma2SPW6+w2wpGqQYOB1ZfcSock5RNIOSpSMSDGTprYLjRtLF7trjmojBuKR
cV2sjAQYPqt5ITc2fW2PBlGH5xxuMrIXfkaz/vSYOL4N4JG2dTRST7SjSyrjT5e5enXZuJlEewtQ
EYZPqU0Nlydj5JlgzNS4m+7dFC5TYv2Tk7QreznHSRqggznTf5HPXDPY0L73ky3/x7hsbKStbnr2
yyvl+Eu3JkJr8XmHSBSiD/ZKnm/ivss2JbOZaL9Gt61J8+O5nImqmlgetOe4vUTJ7TmT+UyJydXm
WFGe9unHFg91wdg2SgEiFwbFD3DnZUK2wLJiaUndsSI2iT1ogsa4HosfeBiBgH+E4mwpXlfG2P82
gd82PIP6ae4HUgpkNSZEhnqKrsN1y6RXQZHkXWb7qA6Dlq+y7UezTEhFSwo+5pHkHHcAWqwq5pA8
L3xeEqMUuFz+qwqxXnbvpOCEsPaDuKJnyAdmfyi/EwmAVjsvNqNxiMA0hPpPXdrMjI7YlDH9eFlR
g0tlrKHiPjXDXa3soV2aXoMiePhMuzNac17ri5Knm1C9ksyLFRnUacGtLqyMm1lI4QnCdyArzFVr
etFVhnfaOIpA4B/SlCtNn+Y/7Q7BIEKfKRKG4rqRJSduFuI3+Qr4VH8S+gUXRmxWYqYzVsjsEfpZ
mBhDQTpr7V1nCscHY103m6D3fFvfsisy1lkpICzLVGp3j7HxAR7ALT16sjNBjfLc/9Sw1IUfJdyy
gMFwU+WGfn6svq5RhrGMZ94yXEcC2ruCIHid6kNyxJVeVFfW6AyE9pQFOzdj2UszGUYiJztDD6lF
GssFPBNOKLGxIPv9+2tKb6ct3Azwa3tWcn4UBTGG02DzqEd/YkdC6+kOzc878CSHURrhGkBsTPU5
SqSY5jFbVvUqOCYOCm8aRzPUX9NyNiQfBbUtG74jSlvQN3aOdWgiqjyUCvyfiVq+PnVegO7LHed2
wRsbJ7FbZqyQEQZaeMQjVtiPIegpU9gdoZg+4IMkNLbjXPYWat93HGdQI6+2XDjR/1m2ZOlh2cTz
tNY14OSdrjM27+r8ZnYWk2nwNIlEVB+6tmQRp9JsVcJqPz38lU526ppOZ03rjL7WpxGPgRNrC6Xq
GfXE8zv2OJxlFMcTCvSeq86m1iUT02gH77rCdJKPYSE+9c3rkKKJlzl/a6Gf3bUWhfh27Utky/i5
qOzLapVmXegscV+c5xZ5h/K0MMpESVWA+UX0PcyHvhq8L/C653Jc3KDo+c6euSyK5ObLnRDufkQj
Ps+FcjgGHNIVAJayszWoZQoQhucHSgwE9Vpg2y+HxJdP4aPoJ6HX6PL7m+8I9oAjLbZ9ax6fGNM2
u08fplA57r1ZOUpikzR0hAUxi5hWJWx+kpybZ6LfvLdo8XjtIgwtkjneXVE55UI0akGwCxoPxFDc
FwaCmNlSBZvr5L63AGSjgKOAGjNsL32Ys1f5a8R+3eLzqUGjWhBo4P2L2FEDY0oE3BJtYPUYRelL
RNIMAYipfusUO4iI6Gy0wr9gfqA1rL22cPyqF0NzBuxG3UPOApkI0cIJjdogvBFsnx8+L7O5itLl
gOAvjLnoXNHEuJyqqo8OH48D0NU84zYXSIg+vkhm2vkPObgK61WPqxz5UGosWz+SIjmb5iTWhFiF
gmBrIA4WpCuDNEjUk9L/Zjs7w/rjHj4WWEIZry3fZ2kVxc1ClL7UYitjku/VZjaRKBSoxj26sDHn
zDFrwg/+izKL7NKXteDWFJcADg4fNYqb+cIrQY3OM6YNCSGhypgXmxtf8Pfw3LXWo7/IUKkezjdx
KS5KdGotDrT/5p2ebkv+S/Ye95EdI4vTTHLzBTGn9o+HdSs/E5yPOpOUPnUQls9e6EU0I9WvtM0F
LwqQk8Eaty0cVuaBgQeQHcp0LbRTkJFD58Hcn84Ak83Gh8+pxKjkhcS775W2nwrbPNmqbbeiCBDx
3FyhumRfXQ1f3ywvLtMq+weQ9l5ou+vFJ5He6I7Ll3/ORPPCFgrXSkh0M9sgjZwSRHQc+ACTayXG
IpHR2z8zVEwBdHh9yQCC0Y6l+E9r8Q3WFHoLxQF3b4oo3qIXtSkbq86tfuMbgxf5PCBcFrWy8vpF
kNs6WlQIcGpZ1JPaZSZGeTpFfsF/m8165WK075fzKcOPqx6dCjHBzMuQhA+mCtGMVAgHQGgymryv
KpM3nY1CzmI5YxGBH7ynIMJ9XtgIn5hJ6Mf1RtjJhoimMNPqWTVJIC4MUCo4+lUERmS81JLoMX+b
tesVZIUvNwWXyyCg22hFvKuTewzFfw3UJFH9ooAVbKvxnOR4Xgl+lTS8OftqL2xSR2s2yalL628q
497pKquTOGu36D8N68Dlf4Er+u5FWz0J+97yfMXVcT+QAksl8T1XJ/G6yWZWnCq/+v8YcjeMmhsl
3V26c88oPqVIXvOH30MlWsM419ZRQqVa6J1TxYe/qV4DJcacqFj3WFwQ2PuubntIokJaG9aGLkqr
SO9LGcf8oZPkwiAoAEmgda1GH13eypuiopOIwAgXzTHqXHTdmDK8SgHvwAHzyb+A8wTOjpTHQc62
gaKUpOKCm47BPgK12kFPJzt5CncJDugMsKjNKR/ho7Diyayhpy0ff5Q/MXmi98HW8wf9/72tp4Qo
2YUMIZ8kQB8prPlCxpuE3Duqh+StNyCfzWie7gWGwBp9I5byh1S5F/zbqWJrlgK7L9bVvgRLncWJ
XLsQdLL5R2nyXw2h7jgKiWTZ321rxSpsyiru20siaUJ2339jPsQ2gfb2MDWf4xt75LlddoyV5KAJ
A/K45S4X25Yk4L90I/tVyKi+4VJKE+0VY0c/Rxc4/IE43FuPPqeuUyL4CGpru1lDYPJAvKBAlTYz
GcE+kEfH8BkF0uzlwvfFkzhfoO/6/Kpm6ZDsg2nhHVILF2M8MlXpoRZRDqNzWUrKkgm/GZt8H1kU
882d2UcDu0FaG/rfr2VuPZPZLt3Nu0KJa0+zQVFfhsBDTlUh1T4CNO1+gZhWjrDigSdZTbHzJdp7
2dacHWZ4AwbOBl6LdsoJWr//W0fZ/EiqnG/GKTJi07AsbNjMNskASqzLokKNcz+sqyocCcd7SiRt
w9hfCkI1VOiAkdQux26ZSezOsp3b0E5VTbV3oTFWg4rfUtRI1eWEjQoaQv3bHg7Py5iYMGBNVPe3
AeE+REK3w4yosYeeGnLS/pTIPIthlzVrxvDwnCeKTNmjn4L7x4nKqR+G/YauXSU4V7k3cdrJdAeq
bp1DMy4Ru5yqSm7U9QHSJYqRussn9tzjRhcX2g65ShWlynmxF5o+ROBkShJ1IpkMMBeF8n5aWafz
FaKRz7Ephkugbli7F8jNcdinAHPlNjJMxZd6kc0gDuc5UxYifoJV2gFx9O4E0CnwEVipuxOEoa8X
o4C2j3O5CYuk+yn8zPCjf7gCP3zTH1YzeBpHF9mH6Ize0SFjt3+uTFO307nnZcMCz8hjci6BLH9t
gnrihmKR8eMmtRjok24dsdBpceUEXSeU+khyFLekJFHISYxqqEy1iodvV1Ft54ExGuTMBQp3eLn5
0NUaFNNBNmPZUdx7wkYUCU6SeQpQj6OIyLagC6JyJknB+R++6DcLjQUv91qlZuBmMXvAKYToAzh0
AIaIQS1W2oqttrB/UeCQ0XUoeVxpwn9GASAncsVTrd8ZKuqfoagzQ1Is0Qm4RjHgnMeGyAnDTXAo
INY2ollKhe2BbTdx9mbqIHJWOIIKS/DMkw1LSkHFaTIuEDJON0XH9gBK8W7nwe7jGNaCWPvPXDyH
ssdfq0+TimfqxGOhteOpRKJcztqqXai+rpyYH4qYYCU8hGEvUfGrJQ605lKhY69NORF67+cne1Lb
nDf9qH6+ZeDT8QHAi0I4zJZj1958xUYqlg6y0ctxp6Zz3u8Mn+D8r+/2Fj/yKhpOr4G8HOrwkCIW
ukHhf9M9b95O7M/BJc+IxtZ4YFWychuC8lE/Iccf8IegLDwqj+M+E7goOdZ4pfseK2K44alkfsLu
zT5bRGsQ/3aEjEjfQkIEUMaEPBCCThP+HXfMUmTjPsKlbksm2uOdC/n8aNVi9WOYNZtvG1+1I0M3
dQMkXJJIUxgCIHcnK+Fxuh0S4oYKLt6nETDBSCzRnI7WwvfZKna3cGNYXjW//3ttUMq+4bW62BoV
YppLP0U7ggZzvxTZMCGLFfEzXaZoJGxrOp95GRFKuUIapY3KwSsjNozGaIVeTq1ZF5SktujTsLqj
KxwdZhOIsX+YngbMoEFuqeHh0ZpatsfI4gWn1/QAaGHfrU0kG+S4VKGDfwcz4PUYEuqVBgHeajg5
upyqUrzyH34fiyZ7zY6jLjz5NMyYb/Fpyzux6nhiUT3xxru2p+d3Vvl38XWNEb3yZ1blcMgLMy62
pBMMLojx4q4G698i+oKPRitfMGoYSK6abRO7iokLfXRzK5xPDkDbqD+RasL5WTE7yO3nIZOV3mFv
TKLbAx8bX/n5ZLThRWldPf3d5up0l0pRRt8DGXzMJH8yk6JFmbOAuhaIO75caKEj85CV3estubFZ
2dmTQPWGsdeEPwRQm/3IQIt7VD80PH0l8olEJCgBj74WWzF6qJVja2a39J0i/48nXgpe3SVlKhXb
GBOg4kUEYFHWicxcAoSCz13gS8lSNSxL8EU1JexpjISuX5wLClANefFIR8obVxpjywiO5+iRMYij
VyTwRwcW7BiyI5sNquXCTKuRpJnF8UF+f3ROsBPTqBeZKa79t2DabzqCBxbR5UBoscsdk8wuHviv
VV6GEH2wFjSwLQYFhlyyIN67Lp5IlJhzDsk1/mRWg+8G/LATcc5D4HrmXj7/mpX/qEHf8ga/2aUf
eVVbwvbmEu7WZAc19NbhJuJ8xkgRZ1hlR5MRTeFgxTtO9YXYUREQIVl2+8DIv/tV8w9ydpTspkV/
hFBjwsgZRz0G21QLZnD7oVOhqhdSA+IFV99EKRoUIs1aWzFIdmoTFy2Fn/TkCYt37Ze1/VYFd0ar
x3f2ZO2oYOU1WtJUEXf6cnXQcUWLh5D0XXKE7aUHSsPLRi3H2NZkQhujyG1FhtuCKCDGYP05Wx0Z
iQtICk1cJm4yhwpoIHP65CIMRRpaqzeS+RmBjo3xOTlaL2wDF5Sy4++sAncGv3D+ZQ6IjlGzdlwf
/f0I3C+5Mf1PEwleewUwa/e6NIbzu9+AVAGhrEh3ARLUZ0jLz0EvU1SpIDLXhNOXW+rMM00EJXFG
nrCufMHpkdxkKNPgWY9iBMgSiIM/KnNcuwjD6q+9Cs/UE8CuRRBJWXZ2gEY9C6qcrB60m3h0W9nm
XFo4/x3NoPgNVuwiswDl8elzZirHRX2iFrVRwP4/akS/AVwMdnMqRToqZeZN0FQTBELrlrvdzWRv
eSGb/QwIkMfwH5kD+C0XA6GCmkNpYn9Z30Ln2V2vR9IbmhvqxcH0kZc1fLD5qiU65q5enDqpkWTH
/R5fzinzdfMWlGLe/VPEqWTmzJCXFY9EpsUlfFmu2E+qr1iER0uNCESS3AAkJ8UuGusIv/qvhsJd
tLU8u2Kk8nN7faSBnxsZtqbRdHOZ5AEh/f4viHzsAli6RjTpSF6gv2+dOBDy4jgHnGCZSWYba8qI
rlSUd/D2uYyNFh2Ys7wtspGXITkb4Q7lIafOhV4sPKGzdHjx+5Cjb40UvbH4rPGAsFei/lN0zHlZ
480V3WieMU+qDzgsRYQURUBozVFQu0pdB9+2mSjh29WhIcB54xlhT7NTKrLwIx0Z7PDgheQ46sE2
l3G0DWu9KTBI07X9bhjmgQJmhNVZINU62BhjjnQIl1qkge5v5WswrLZlreAgxcKhhI1LFFik0A7e
YVgwAzeK4cKoCrjnEICO7SLWGeUOdbln8jHlqEZAJ2xScE6E8C0x3PZQDoNKKnSOUZ+r2yf2Hof+
dhrnDV+X6NTu2N2x24xCiB63mAg4HXn+xwm08/7LTQyzciIAqnpZG1Q7oDa/PH7iNh725UZZHyE6
tJLy4tV57+3pWihwVmM3q5xsLucosUdQ+8ancfrvqO1ZNMXcgVjeIUgrH6OSkagzwuP+BuxUPKw4
loESHyzoB4NGD48qdq+PXMQdQTDyfQV+qfv6ffCOLTzl0W0PTDaQy40hGqsyXsKBayggGc1rFbcN
mNZKAtEKn6V3PaqY8nXz0xRNQTXaqku14xguPe1kdgjJALeYPkx1LTUdhRujifMplPJqwrziyILh
Xq+AR8Lp30rpD7f2R9LZz1/sJwOe7ALvFRiedl65o6ByxHv4l++OmmTvk9nF4npzn6TD+QM02Svz
tUQI6FemfE350KKKR0+pHUeusG/XqUrlasV+zeEtifpaMQVN4Ui63ZlmiQTZ3u6kzXYXckQpCw3o
izGP7dUHMYLqtPPUDJ4IpN2KXRkBOvRukVz1eWttNZ8GhsT8Q5kLnH8VIWAENNbqOUZ0iZp94DAl
814OclzG9QsSrgcZyqImluptyYdH5wUFJp+1k+ynZAY2/U11x20AKqFa8LYgtkyfvd9zkgPErJYL
LeUxIqz7CoxKmEhLhRea8WP7BXEL5thadlZdSyzEZaqAqZUn+PfyAzTxQbgvfjLgsAc8fGBPDzKq
ZZkPoPnrXBFpXriYmbpGcdeBHVsoah4Ld4Pb/TVoV3ZGST8js/t3UQN0yDpb6f2fq/+omYxbCD2r
w/6tV7d6Pf4y/9c8o6OOdJ3ld+uvP/Y0AElkIIL8tE8cMfsjtFQONcfS6gkj4T/FGFJksu7UeDm0
+LXEh1HMvbMCD5JAQL2vt/iunl0KObfitTYZXOFXsZCOzTxdHe7GybrgBE7nGUpwYQjixAZtlD2U
QJSgrK/7Yhf+6LfpT67BLse0L75tLqQOOjjYrwbBiplnbPpG7GcvjgfXtUcbiTzpZT3kw48iNkEM
5raEs0cDc0JReL57h5UFJa3uCHcxYAVpFOzIsDQW7gk9tmJRBUoNbV5L9G+NHr8Ni3PczRiHZqLt
yXWP1GSUjLhrytrV5MKsZ1yisI2AP9ERwhc4Slw6yX+g9PmLeXbl/XpewxGd3wfv0+jTQHSH2C1r
5xr0aYiTC0LsCVX7yaXlZM+nRAhdYZ0Mr014uZsmob/+t0Xz4DG2iDXTvt3LKUv8/FAiItFGJy33
m6C95yKIzpu4y7OvIA89TB9M+8KpDEQcw0DhSbukwGFLW5+zi9KZpJoOUEEJttsV91I83cB/5ufH
2JxVW90A6nKxbpnkHWMXpeHuqtKN3qw7NIGtfF2cpYibSrpWfx+fD62JawHq2xsDR/89wMfNp344
+hdUHCESQDiuxyRMzyyhZFh/ixINopwqLKj9oAtZS9+lYeNGCnozdmiOOri7vgUikvl8HimKRZFu
mQxudEZscnPv1ZL7emYaqh3KvGMSDNK7WfoEpROCTfnkVvg8cSSbqQlKUTtdkuqyY4DwMM+/hgu8
BL9s0HTEnqhNRlh/c94PgWCEjfU9NMJKJS3P9dodqUDuvYvsOnPQ6lyqijZ+F1713i+uNvzlLt+N
HuPqkVChFnAp7p1SBKgzNkukT60W2BtjoncJBE6nDKNHA8EdWgq/igIU2hfTv5QlhxwqUqoO5bnn
4kmBtwVXgt9ubA3mJz0u8P34uCWDE+f+Un7PZr1Iezr4Kp4BGS5UmDKjzQhDkgHwpc+1M2XxJGFS
fsYUn/hM2ws97+rog7s+0QGCOT3Z1c9AdSjEER1S8cg9pFep4utOZrUTzeRlcT57os5OfjhqEe5E
rf/cp9WbwzfcDLCCb/NFzxWClG57dck76nw3+SyEteFBpUPhyE/Kayw3iE2kCBDq2nKVkH2SHyFV
v3zkkqcV0iECB/CACSlh3B2lXcZBbV3/cmLeufbM41QO1iPGT49EuJ955ujGs8kgy+4OlehBgLPR
6fDqGjsc+SmWZZ4UF53w+5ZQPAZ1ji5Sahg0uR8Wy5ncdrjp1yivaudTpFHtfyKK62JVrrYTGV3V
0VF/SoZekkj3NuMYHsyg/sQMvZx3T7R/+H5+h0Yo8vd4eJRZqWcAinwtiSI+BOdhSONAHdcjhqJn
0LA32K1D8WzRwUzAUHswYKjZR3mKnKgPOFCr2g8CzxIi8nka/B0MHzNU28WOkK2TBnJo1k69SYgS
fWk/Q/8WeeQQ/nfbcrDh/Ddu6hIgJ+lZQDFC0LstrHVvH/kcGuipWs+0hpTCrFAf76pE03vCKc1B
FTGZKGueC2/hS4fsvTWQBoH1F4hAN2Hy5S1k0vQDJUVAGsOLbdbuqSGZp7BohB+HrFVPoQa35L/3
yHaf2stAfPOElBZ9Tf11R7zkV5L2v5EBbWDeEoOYfnB4NTjRTqKbWehW5U6FZesGniUyL1XjBVT/
t4iFJnveRsTfxJED24yBJEpQPM7KPkFBg30zTioT5Nf/qXDDgo61m4cYjBd/P3CJmtTJ9eubdKNM
pLgnIy6x3cdo+oIgUjGD91VMLRV4KyEay6CloE6d9JPrfR60wlgHNK2yHA1r3sPmfOIJqQuOrKsJ
26QiBm8+NwBViW5N3S3/2kad49OhC05JyLlhYEcWQrJbVtbXTbbQGgo4kva72YMtMfQvs9iSw4re
ljXhsAeS5Vzm0hx/mMKhbC0y6wORHyf93xFdwuwqUEBX7PjlZpZdTm9Qin5JevJ+LTa3c8SLAYF0
iVrp0u+nTBjkfJQs5A3d1bBXgprMq1TxX/vQQhHNxbpxUVRmy5TbujwWPaC7kkhKC4nhrcHYI//s
xQ7rs1aIGrLdpBYZfUuPddD+6CO4gh/ZRY50NcNLZKJu4qsDvqnhCF9jp1p97iYnIpWTNpNv2deJ
p+wq67Oe1hKurRnOqmmgX1WDvwktHLEcMXHfIrolvVVW39KSgolgVHIUv5cP/F1r3jPOKVqq4pum
gcUh5m0JCbXEL6CqbV+ZnIq0ahr/vKcdu0iwktyaRwl5F7yyITBkyenCGi17ftKVnOaoHdayOwAH
jOdBZJZO/TNO3geKG3OErWUvmr6/bkWQYrUL4ec6Y0b+khghddvMadBKCANFchSQyIisUTLuPTTF
vmbY1RBZ3w/Kw0wm2Jx7M60HKaUiMl0aqOYgAzsfu8rb2+A1LNtWShR+v0cHTD5doGgsr19pg2YG
tRIU4zQNEHCrUkN0A3TA81D/dtyGle+NsP/SlnXDKxN5QB4PfjyjQxiHMWrSLH2LR2Y24wESCP9f
3XpLV9jG7jaMo8Yrkksb7s4ZCT2SUk6doObc3iQ34vS1P7bpYlngMjlqP3JiEpBt+gx30Zwjf1Ua
OcsMeTuWaR2qzv0+3MokVrYjTBgYXu21jybgonhe7Z81KnVuvRaVUmCEnftsDlIeXb6adfuIK62b
PNPkhqxIIufhD9cQj90FCQthLBgqtcAaSbRcSQxwTGd6vuVykFbgtYIzaL2ylvWFD/brcMkzGt/C
zdheZo5V2r/6CzJrs4UytgZ1X3IGZfOJY7TM/gSloj5W0xUjUJ07Ilonwemo/KTnCpqrLabciJfI
8JTOrDlpYFK++Z3ybXf+PaLd67yDJsPsapVnrBlhhWXUqSuEliugatOOnaAd55yqS73vEWsRhK9F
wKy6PmV5vySgDIHNASBepPmW3UEZuOw2OrZRvFldZvj2+E3WwB1dEFkPqdIu192Vn5OSdZltI2c3
sBUybSxuvDxfAc03BanbNjOrEKGZtbDtHnE7Tonceu5Pd+aQs7HONlJtUMJhucbjnoEIAoQBsopX
xyxxxLgLEInYESDeF0+r9Aq7Lmod/SU4LDB6YTVctwUf7aPvlluH+7cL6GgNCLiSplIPHAC5fzXP
L4HfDUSRR2zQLZVbnMMbWqWSB22Cr3fBlZ6hHL0fgCDDi5bNUJ+fp7zHCDnvbs9NOYxVNRuczzd5
WUIn+24atbl3cv1rcBcv4n+kz189D7EFiKZbd/qJLTOeaUwqwYoG9TJrE67Apbn9xnI4WGYefCom
vCjgoRk62dlrbh7H5lMmzsOH2Wee02xK79rYUKGbQQ9i6WqZgG66jdZZaQ0Hrd13TjM9qXxe4FbC
NqzotVy3PqnOtsbNPVr1hmsksrLVlq5qMV+TCYDG3Baz63+pjdtOvgl5VH5xfKiCzVT65dtf8H1x
Cz9xeeNV4iEg+tBBSmgIE/4zZUxFuTFyn6Rctn6hi6hutuzHSv3CXQ/czmZtlfFuMBhlxZGSwOOu
llF5smlfA1Nl3pk3OeU1mzh3HSQ7jSAarhjcQstE7GzTckLVD9hA244+OPaF99leB43VqRlThGfc
qA2EQkFyaOMVd+6HxNSqQozhOR0Q8w/G5dJtkm+5pAVoFUBH9zCGAFPZR4n98zKyRU9nAhpUunvm
GzLTJcMuqthW25cwPRJNtgbIxUMSMSTYZAZbWjaBUZuyfqo7IuuHpJqlB/azlOCjfUH84X884BFN
M3iJPgqkzWSqsGSq1hLJeK6AF1Stuojnja75wu/YFOZgebOphDG8UQya/JvDrSW470AQI1+Cd3Jk
CXSFJZaefP1Y2oJ9FdBOM4cXSBCQarmf4inhJuCc4c6Zk22Jc5xSfOHRygbARvHPcDaN7odG/rHP
yNGWd5Hj+lJxbILZd0EWAHMYslv8710CzRvmE/0NZOf9dTpJB90eC+r5VN76scRbPCX6PHyJtclO
X1rbp/Xo5od92dP8O54iMpF2zoREPTPqqKu7zL38LlkSLKjumNUzz4E5AD5/Ommba80cBtwDGtF/
HmCPYF4g9eV4QC7WEWUBQAF8VCLjpk9ESt+M5NCrCmkM8CFETQKD1lofJ7aoua/4YX3H4oSh2d+U
ramxyJIxCETgxin5S5uEiAnN92+fXDseb+8jQjxjEv2JXJv5sbSqPjaLRViYz4XlMWbzMq6pFO3b
aVGZeCVWSnjDtPUQsbMiQIMxN/ql4CRX0L4jzxupHWoKLX2RYJy09VFO/Bv767rOVBmSTOzbK4Zv
I2ASACIk4HT1TcXJpKBwJMrv32R7KQYwjbKkUNOB97NxBSRjoM737a3XlrHBNEWI3O/vcxAd6cIA
abXh8VybPnTrklrfw1qktzY+WGionIe9H2MWMMOxyPfqUvpvNcEJfjZYD8M0VdvbcJXSx76RUigd
K8TErA+0sgN7gjmrhyPfnvf6ydvp52XgztZMEcGl0vFm+cw9RialWSDsC1s/ZBz+i8rRoMVgQ8NU
saupM3g5cF+4MPWYYHJxDVGTwE5ln/jxzToO/TkYm7uPYXwYuF7AmeinP1RdJRvUwHJM8mbuiaCb
3QAoiaP3srNZBnNhkvTrq8qsomRmfBcZBOJ9Se/r2sVBnihm2U/UP/OkHPyRge4YZN+Iy/cpqNkp
Et0+7wJX+2YIHBWEmn5kgAAfv1LbJaG5ivVhdgFBD57faGd12eber5Mp/W4c9ZOVLAZHv6biGtys
sS8xEQ2Wis8oe6Pnwc34Wtb8i9hGY82+Rbn2TVhd0U/1lph45c9F61DxGBIuVcdy2xSZMPzY7ntV
WdtmkiUwb7uxmlELYwQvTwlKkGzOIYcorAiP+k0KXHsTSoUsgyT1W4pKzShdRTMc3d905roKWWcu
NZNSFEt2Ua3JCPFpTKgK/GYZ8naZ2nXRBRjKhB5/ZKHdwBWuJGxu4q9qVmeAHrmbigFwaM2HdI8U
b7fPYYbUG3km3ycgZ3PBWIZzoS2zs1MrACCK6dwPoGB3EsF0BEUmliQLwG1lYC++duvjcpkmnRiY
bHGTUx0OWVjo31LrA1ISk48XvU2+lkoztR3RBFuMfCjE1dgMBgto/we9NmLs7SAR5/8nhkra1uxd
Az3ly0dXOuo2mdoO7dizL9Sc+WpxOaM6KoWZoI8I/O13I4q/2Yn4U42VjNUV3Kii7BtRGnq0YfuM
ZZkwCqrWyrtns0YqaZKA+5FFugB3Hi0ZJ3uec3mxEZMZ8Wxa/ETjtNlACKG11EsVAxQ5L5l4+UsO
WayFVF3rNVsXpVsw6WfjiwAI235dFCOIIZugbVVAR5LDMz13CD2vPjODa/3ENrtoYvnAG2aXtlqF
KTdNewgHbdru0B5tTOEuXQCL2J6HJrkMn/EN422fRb3QmcIGkODtrtg7LiPzuCOj/GXH1u4vVR7O
tnaKdItPnJczE27PeXb9rkv+gsrhQ8xCJje50/64FlHb64SR5ZujSM9kWq0ktN+qyTrdSKApgAUb
TyKv44yDozimsCohBqbS9ob4wGBkCWL2lqmN7Ks8+42D0yx2Bd5tFijsVIIan6mBbK4QmrcnP3ya
MoL/WYhM4hjcMcezflkJwTkYvEcz78A1TbIQTfMZY/9FsPxk6yh38GtSzJLNbms/aUlOpNEMBl+s
MUPf4TKq671aoCt9nJ6Kj20VS+sCUf/edAlA/mE5gktLBD0KfPqS3ukNVVX39TwMmRIcmCQgcWvD
0QlTsqKd1T7R/X5BklvO7cr7Cm5NItPEldxzVyxPwOxQb+1Yl8n/kW9k6M0K7vGvlo3EF7L1M3XH
1ldHjqbbBLKRU31yOeekHhqOEtaydOvpTmdQr5zZx1DB5zroich2SPRdwa0Y8HMVbXMc47yavEs7
dqPEttkEhrl+wYjOi9c546md/t6d4+i0QBgFGvHnGvkpTZD3D2NsiqwFb4jfU685Pv8ZCT3+6shi
mp/dBTTQ6YM73RxuTiPFUhbj+mMq9dxACdLSWTor5ayn5xjNCon6w8Fp4qD1GJkjvCnEwANpMGGe
QRqHt1Taz/Nk0z9qwSv0UAT1AhpnyE07ugQgej7xGrY530jGm65WFdTTUWmHChGrplGjmKq3E9Ro
NxlR8mzqZD8UtXc9PA1ad5QCHzBsRjUCTLQz5KWdtwPNG7FNRc31tQmt2wClATFuME3vxRKWQFnA
tMpUHMIP8ifYHcSsBpVBTBivU0aE5/llCusjBjIbou10tfCnKMFgnJPVVBvqfaAZXOLBSftXWwb/
yidvrMIBs89YuCzuUNDBvAcH0H9btpGmdDgOqH5OzeZ11RL/UxYvACQ7dzZHkUqWp5fdQqAnH2V1
OGWIhfZdL5yXZWVwqb15HxoIKX65axl+JLyJx2UQswNhBXkx4F4iXIDMCQo+wUbBTqN4LmAVG0kN
7NpCiShoLp7W+Ro6Fky9AkyeXmRhj7ZW9Xq3RRtFJGwPEwyJJppXUeCdwELxZHgTVssA4vxWTpIA
baPl4s+YvZWk9QCmQtlZXK2kSbFGmJAruxF+QkHKsqMGSBG9t7BK8HQSNWwNfiUInlJTIZb5r9eu
nKQ5+AtRExzQeZucESeqgkqe4rVNlZAQzwmmMgsOMKYZ7U8hFQxlB4VW64yozEHr/iZwHqsVRNkj
C5jgEQCskwfIMLQxpHZ4TrbVBkYQeoJbuD5VaWVZrZllAe992CL6w0HYkNKYbY3dvuyYq1wq14Ve
7AqG7MDHsPJpbO3sueWiYrb5aLCJ8QOilmRpXfBM0y4/2x90wzKR5j3Mbw3lh4pCNgF2r0gNJdSD
SoBR95PKJvHawdSKFe1y/xgftAH65EfLJFwjFqSqWQSvbdV4OQQSyzP5cJbPVTbzd1jTs3//ULni
VwVhiw590tXhkByCSoWIa+O4Xjs2rNwy8sw0163oTYIjPfhLaT9X2OjgoBYIwTs7L+no2U/Vwg6J
IXa1M+F+irZuHKkJFXc3vzdcixc/sOiuodJN2F4SkUc9xPrX26PWL2x1Q4du7yX/2EQTBdRBOGbT
wdRPYlUqAwm9wVKh5ZMS/cG88pURYolnzSx3xMMVnUruYA00gJdzmPvPr6Uq8LQGXjIB5KEo+1Ak
XBFo8+FcasECclRGTb457VTwBVuPlhRrzTEb3nKj4DjIzLL3/ABX+tLPopw7gR6keEzLwdgp5Z/L
0zOEg4tY9lL3mluOECJ06XGu1JbIka+lLiO4veCw6Wo5zzN2F0sC8rDaMUNEuhebjR1muGUHELIu
ZUr/7RINBLD4i9AfRxyyKzjYVDasShx3VFhGUhs+uJcgvZ120fFhl2lgCYf8HcvaZO4iF/fy8WWD
YaKtZdf4y6hw5wqh9TyBbrwtiQWUTDz1o3dnQQK5jSpAQMlnyjj0rwylDhsoFN7L9gpdtvkuxo6o
mluUCpk6Q8A9XsrSQ3VFdF5Ih3eoK0Gw3s7e1bH5gJaTLQ9EJD9hNMhD+n5EbuNRc55hLllX2XZV
wKpZnxU6H0uami/XbhF9mNU8vnGjPM6uB8QzywKMcduK+kW2w+vrlvUoO0RqO7sA1NXl8xch4+Ag
NI4ENIEgxA2EQxVeyy85BsiGRhnQUnvZta0F3gDYg91J7NIrGr8HiGMUrGKUw6xBr4VPbm/VVLxK
DKpjxAdZptCfFoXXobEF7IzivL9c/8zQzwvwipnsA5Fdr/Dc7lRTJyCz+R5jMBJVoC2J2fqCAoT0
/F7LI4Gui9FqZbLNvDdpVvW5Mx2HpL7yT3IJjapmqvZS7h/0j8LoceOB4IgxRKfeGb7Rgj7QFE8l
xl7l2TiZ4dT1DKSXl/nq5ToGuwrI4hZjuQcpO+I/w6w4dkzm84jhzpUlJobd/fClGDxz1A6l/n+Y
3+bF1O2GxObItBXdByHSTVf7tQFisyCg6lD4CgJlKhZR8kFCtAbGsx0Z98/YV4EHx9B9NuAJTL8C
ytMpO0X1uug9bpnG2KTVKyOmeEahux23fVMCCGoK+Org3gprFMXYojt91Zx5RFv9s+n6ab5nnjh0
3yKILjMEEXHau6YsvcXpmsG+/Klv1XgOf13X6nUd0VCeL9tYDsK4zpqJlRgXV4O0DtZ5Gd5mxHQU
yp51QQxCHsM0K6WVmohtHljO1hJshIjnmJaablW8jsTmCFZiX/J3Ke934qWzoZDU0DJ22KFNLDZY
5cLmcDzpZGEUO6/4yFQDpQmNuX8UCO7J8IMwCLkhmqdZIT7PCCiqVw/1nJP2aZegUvcctfIfokVI
Q7prELnvhhkMLR5yEPLhSfgc99vJrSeIPJgFiWt/IaOZ3vPTLc+JbnrFkC8k8/JNYlN7lwklQpzk
CtgwoxZUZCS6NGxFIOjGGujmNNRqpLJ9wN78x+0hjy8L6xBQB4UBeowe5IqI5C9zEXF/DCnI015E
6prKrx3Q+3IH0XJ2/LlggK490wVOeWA7IipPMUZGQ5cwPDmXzqCK3nHYFwW1zG1ukY2lJOqwqjUi
aZ83igfMfAZ/dvVw2Vgt0s3zptoeIjgoqX8yn4w8TyaMzMaXB1ixO5bBE0wmyxFtst5GDQ8fmoea
ZhPApNMcWqhSEGxc0UCwWyN1T6/TWjFX/CupNa1+mXtEDue9ZafKMtllF1Xy2+elifJvgOcmce9X
SYsiOeFIcaAs4ue6k7dk87a9D7x/uBjUuSFQQRkWSfapkIjFydT0q1zAtfjrX2BECbvyQ28hgLM3
P44w2quCveYKfCtILA4vmOQw1UbPJ8K9KriJW29RLzrAidg63QiAV7nJgbtlNicbr9KHrU0hEjjh
5dGvqd2RCIFfaBuWLG8rx8utiUzqDInYRj/vK3MECi791SbNC0qq8fBtdrg+6NR8oAQVsVg8zEdn
hDuI0ik57G5RuwBr6Y9e9mE/YO4Bj8eYdkaRvPggq9N6MLZt0SxJN4YwajSL3VqmiGQd77M0vhOX
muR4RZ3mmHUXaVgsY242QbFGhrsVRFv/X2TmaMWqNBtxUAuUhDW39lT2b8pINOIM01PkDREOYpSq
yPeCT8SUyeU0q1FJE2C0CLiISo9DhXGW7OcoC39G/ElhU0+lk+vUcBowYOsbpiuRrasNMVb4C93H
GcAW6wNiYq2Fvm1DmEKRluCojM+ZWs2lmMpcXq77YOpnTQqk3O2Tzqr1dcBD5wqLC/wLdIlRvfmC
6O7BfPX9NywMQMhDGcLUWGu9eSv83ZgR/2NMexiTgqz+j2lRmhQ/ni/YSUahW7/udQ9PtCHy5+ga
rRiSLZub3MCLl9zjBpfD8SLl8QvonIRGwMJEF5/03ncCDIRzJI3XLa31dTk9tzpdIil7lR9CVq55
G/WrTwokhToN5eJQs3rqETWa18rj8J2nJHbqL1+yhbs01kQ/zDEBmKKWN8v23pxblWa95jP9RS0d
ufIY3QH9AN/3rrRtJ1LlcGwVjheoD3evZXzBh9OwGhiDK3ReSbxLL/Yy0M8BD55FXdsXq1Ljhpdg
K0RtQGisa8JHRpv/0k+jI37a4hTK6wltR2IQCNrTZslID1PJeTyYfS+KGeWL/JQQ3ShGbzCrzpsd
79J0ORqmjja2Aa+cR7IOG79vRPCn9jT5RK1HnoCwRdAc2s2LQivPn5pp5MVBjQLXKV7O+2ggKya/
B9vge86cKH1TwU9keUKVl1gaOm3JV6CK4qIN1HE5klKE0avKvTnZ2W5VHmLlmN78ldW22G6LCzlh
8/EwP76NrvQL7avRPLum273vjGKdgTaPrw531bk/w7BCmD3H6zq/0Jh+U1bweoAUA+n/Kydro+Yj
rN0zosz7fubQc/PlDlRH3FjmAh+GAu0eon/8KHe67nGZwiEdOpPbHblsn6+xm59HoZv3RZZxcxoe
0Ajlbqg2F7DusEAKIyh9qNrbiBGDbhurIQB5N8UIiecOYkqeUVBkmfEJbTGn3grHGqetOZYtOcQX
SbBAUJBisCWW3JZjB29EIyMrGGDgqq+N5kovL1Eqf2hbpDoAjVYpUDCL5m6FFzTxe+4mKZE4LXZI
pfHSjji/rbrEgCwR2o0dsHymgYK/XSLOdF6NZD2DPtyBaLQdBz4gnTLHkeIoum+2yNjwOXP7isd3
U7jpEOtseA5FTm+xKqoiCDOqLXfBDecvp27y8dkmsFmbXd47D6Op/cSUjbO9dy1/3YBbilgAXlE0
oVfQ++vfPmXAHT9ep64fCF8LrfHVAA3zRLy7p2K6Z3xO7VwNTXAp+xREzCtHweG0XU/yNqOzTd9H
G5LIh/3A3n/dOtLEgCoOEfRfDfXWYw+tVcjdbNixAk6baARQXWhEgz6r4RV/IxcF8FPB2uISV6iH
NS+Kkm7VmOo+Jlt3go3FT8XSmm7gdKZOtdsFW3E1P3jSXxzlmLv0SLWjz/xGXB2unMXlA5FDaToa
v9JiCQmRd7aaLTlGvN5G0FSDgJx14GSwA3u9nRgzK1gPRP1xjFkfTVG4+pOEfeILHTk8QAa/sEXF
dtQljzMezzt5kBrjW3bJkLJ9Y9Ax1sisj3+gv3TvAWxJ9tej9CtBlYN7BDPOQ48SXUcoPThsSOMt
v+peiKpZ1JZBxPWUAXjpYyKl+MixP8JmHZfmjNIN3ivw2nQ9QuWhPC0A+isBTRoOYoSFBNxDHk79
X649Ao6AmceZoWLS7V+Vz03v0ydXIxBcyDJ21U+ULAzTQ1cx/FZ4DklmrSsTSE6JxCAR8c7V91aa
1+TtyPHFniVHIQ9JrShmsiFRj5a4D2iacX86lG8sXXgqH8lrEFXn+0F2oEbF28nFjrhoOg5tOZCi
IxbdWzZh9S/4NCTeJiHTf9MDOLRwgcQtutXdHKVtQCieJl8vUNcewHzJp1MFV59pP2IZ6cPlobXr
MKsGMhVYQLkW1n91yQdLN7FS0ERpz+xaf+XbQV3liR4qpAwKhqm/xYJ/eAKFyetizf+DFHd7WiKw
+PUknFKndstjDbQRb6ibLu+p250Ac+xhhDAfX6UXuvwAqIfMsgUrIqtYiBCjxhm733+wU/9ovWn+
L9lTSOqyV0DacfwlJK9iuqindJCHaqpZZJ/cYC1o9vo8qjzJGO6SLtXAFiwT2ZQetdRdclkJlkB0
G8JzNBCjstdVwP4rVCTtlGNx3scWDEunANMa3wFDzZZVmMHtPca+xlxg4tVwqaVxsIae7NefPOLB
LEsLrmhYU72hf6t1R5x7bi/xylDrBLhB3FDbvVtyoW5NryPV6q73UXK0Tmn/9Y3Oc6S54g0X4Swj
+5VA0CZb/d0RKxO9R7bG+lGNZ9MeRHD7/sjXoUI8n8C2rOLMo5uLfMrRPbzoSQQHX/htV4GAf9/q
hUVsjK8Mxwz6lp8IlKZ73CRSsKwCNUARSdcvFFKv0k6XlGYPjOoQp4Bwmq6alvRUUFsbsShdLh6J
erZn43rn5i5F15TEXAMtnvsuiPxDU5bt0EMgsG8JCvp93sYN5e5nSH82O9jSuzUQ456c8sPFky+1
l2BdBNoKXkXnvznBW2MQCHQvy02mh8KfOXjkQhKKTJ9nqtVfHTOBY6ivoD80gaiVuy/LF1V5l2mU
axs+xGz7+Fy/6Z/RavaMI/NAPRO/RjTuXAvFviiiB4lHXMYiO4o39vX2zUbvXkLYN1ooEa4Uw+AH
PtbUTv7FGp662mS4tboM/tb4C8Gv75C0m5wXRK/et1jg/H+8f8CzDQBI3d/Hsg4nk+RmHFTnLZCN
g1AsPVjUhLg+0r2aKfOpCQC0WcPSdQfkhj946KWVRYY92XkBu20Uz/AJTyepMRf5Qc17zAshvbkk
Ub7NGop/bHjxvYP1BfLDzYrMXGkg2Cw6ysxThFE8qH0+YINEKNH+vHQ1VrUqlKpK8lexKZkNXa+C
zGOE7rM6uCQaYOaEx8y/yWuqCrfApcYpNMO/1v/T1ehXU8plypsM0t+Af1c0/ur7/9lZfvc5NrJw
2ELErk7doDuVmlrCmLLCwPau4LzTyfLz1VBDarxvXE8rxmbkq2vF4uVrW/8btn+mK5u4gHxfR5NI
2fg6SIdFRelQ4w4vrWMlaUKUG32ZxpMgz3gazTInUYRbUOW3Y+IS+YcCEEUyoQApLxF7pYfYmdL3
7hjOAnl8FpjXU9dGa3J9ARXvbqY1kA6BVnZQ1lxcwn3xhv2JLN7xCqeaOyChPEFkoGjgJLaQzOUK
Ca6CdBUuKT/wNYD7lahEA5hDv4uGd/Vb9k3VP4cKH+a/FUS9sQhqhjHi08o6K5y/HmMImZkGjyrH
PXDFrN0NJa7vt8e8n0sBuI2+PmBmCCXxf8OQBo7UUNGwOdutQ+Qj1s5XQ+DVeYL6qwDXnOBIavG0
levcF+TDw8FeMxd/5NLFB5Kgq2TyAtCB4CYHm3HvqJO++kndV2CVJFfobbxkwpWSKSwVvD+4WB1q
vbBfSRNVgOTyR8susGxzYA6/VLazyEg+Xp8HIg0GnoOwZFE5lijV4CoYDYsF4T4M/lysrJodiAoT
IThXWi9xTF1uoxSZsyCMrN1PB1aSRUK4cNOxlgYlgJUWKAQM3cvn6ZYn3zDvIaCXufJsdqp2pSpC
nNxeCMqvWZuawTHK8UUpDER573bwUoWHohhRCeek2TiCxd6Dz7NTydqRq95rc3T9WMDfEYVTLZ7u
blx0H9Cbtn6ayAOFOqImizu7FLxcW0vIdaBnNbfbo3tex+LBojECAKv8/lhbEUPC07Ciahw6apP4
VUJEreJWv1fFlnzkS41XeJB7VssIvULiUpISU3o+YyKd7rxibDzk+Ia8yPTQ4KXdSzB3a8DJtVoP
BzCzsBRTmht7G6J75cjTaVkZJbhaWNpSyoRQyCIGBikBQdYINJd6u1FGPa8wnRagEZsxlIQEyHPt
rA3GOxTwPO0qIarZM1Jv+HdhMTQBrUfWKaqp5T3a7ubazwGfZ3UcgrgDYnq7DBlSqFw7hOvBrh2D
/AC8AmM2ZouMLyVGDvRvnDyXusq0BpcHl9eF2LWzm2BsCKRQKul6k8RlooVFsU6lQwgSlypyCyNf
JgyLi+LuG3Le+7KXdp9RUJYrEwpNVObmZd+ficG+a9X9ndi0kjGVqbqUGJ/gVSzJ37/N2cDXMV7B
jFQGg6xQaJBnn7Uxt1cvsL+WHof4pQ9RDUhXNHnI29LLcUMX9ePbpoDa0RlKUpZmpURLsOobcesY
5abFVsbQXz0im1+LSIKJV9igQhs4QOpEejGIvTt44M20lNo9ybVRfcAMTw4P+/8xvP7x6SJf0nK0
ftplK/hC3JefAwc5Rf7MOoJcLHxbjexoFgu5iI+ND1XotnuWcMyDk4W0yiBb6OavYWrkOS7V2Zs/
J+tiGw2BXa/XUfh3BUK3EmwAhnvdPlbc9RGY8SJmHGHDBxCLcyDCSBjoynK0tHU7KENPcAdmgfaE
Z6HpmOdQvYFul933BGiWSxCIoey7Bq7p70la1WvYG/yMJ9Mc5KF3MOOi5aFFAx9cBB7MxPrpwAwo
GcSGb5rUWHPHFpW+H4PTbUfHdZIPUdnalTR3VLAfoOh0qMQzJYwSR/LSt0JOpUa/9+nKpRIt5yLU
/Sm+JY41/+vaK+c5Q/Tj36Zj1t5SAoPzT7gX5RLycS7MqCYarovb9ayIO3aLI1OJI9qpTyN29S/F
TZrlFU5kbtv3r7Eg/Bv8PtJrd5DghoeNSM3zVx9g8ESBPwOhl9BiqSJhS+hKp1BFWB3L3/tzoPeI
3ArIP3AL+ZIugO/HppNsxuLS2PXS9SK6DKLLHGr7oquQOumn4c+Q4yPnglEDEXe7kWC6mAYfXJNK
fHpuqDMVdg+8e/uNFbCq0ozZwHEYNirel/EZIWi5KTERVcuRAo6Uln7inoN/t1msDd8UJmIa73uP
f9sSOnNJfsCO27DlshR/8aRm0INPA9Ev6yVcKbMAZ6gYls4PZpKTdiBLSAI5+S4FV44Z1oN/ircC
VNGnQi3krwOhqcssGOIDO4eBht1/P+vpUk7Fz/fnbKZEn219CuO2m4XjYQZWOingLKCezoOa/s/n
i60LZOtNbu++Vmi+38YZt+obQZlQCD3k1IZKBlKHqm2IVKVXKDvZEP2vE+KUh7+NZqyyyqhCAZVQ
O0Jy9hQeFBVmRPsPqGi+XdmjanWL7+XReXmWYv3CRZUO9oUM1nNepl+u+Kx8Hdh5otfHA814a7/g
eQTbMOk1EgPdWzf440dI9tXNNTsaT2Rx8PButTzEM1b7khrwdQ38Q3OjoPKfpp8ZLTjhJ1SRGlnr
JIzaP6cYp7VJS4HOtQEBkFbjwlZQNEQyoXRkODl20g62RsSDhFvCONKGXBwy8ebDkJe49yVlzgWY
GpIyYWHDfwMznbe5AB+azpNR9ImsaSqswROeHAxBuYyM8+GSk+uWipRV84uUXq48eETM8L9eNYXu
lwcYxTPJOoH9z9MvW+dtX21EAgu9qyjVF49t3/MobEOZEeVKErmxb0w5Yi4prBfID7J6QWCVj3C6
Yqd3lTH3LKHvidXGEu2fyFjlYpBtB/mr6iAsndt4n3FSVIpC4gYYLsVW5FzldCtr4uDi/lQoNxRs
tdnIxA2lZvrd6hlGYojWTXUWfNE295oQeDUSwMYBrS5R/tP2Ybr7nQWMBXsm9CWHujvzujC719c4
U8Fs+rPrMCwlhxQRczA4dyjyP75RYb7jsAyo5NVWGYsaRAopfwmNdM6bRXwE+vk6PGqh5RlIr4gl
qX8OLl/shHceDGQaHJ+cHZ1g9q0xwgFGqAdnIgUgADrLnaE/xlEvXvgmD8jZtqEFo7LgxugMylUK
cYrLXQM8XTJOvTr42bzGB18vlz+X5R4XlBt+UusA8y2iAY8cjlA5uTt5x8QdDX2OlwKhrAdAZ8eI
wiHvp+TUK8naUYvM9tUNY7L6BDk8UwQrQX1HeT04mM6Yy6fJDbzJpP6BuuxWEB7aXklSOanQj+mT
wT1Po5gobMpmxmeGnAu90/kKyvOWIwBhmWDRCR2ATDSVhy7cVfx4C5MOSwWuyBYd+01+wySS3cL9
ReQsWZ4zv3jv8bnP8rQ3gelR7H2n3nlFnHAjv+UBwaDvw8iDSY/6T3yKCu5XtfdAWQEhdXYrllYB
EGKWK6Px8wMQGETflOtJNikesrxeRBXXxVYSQcQTjwpyXrXVbC6ApMj4OnzkPGEIVy/y3E2ZQ0Ai
Aujy5zWAIOBIft4DgvAPuPtGT/F/aUN5170e+8UHjWy63AfwD2b9eha7U7omRHpKwPCjK+YCctAU
ZcVfLEfk7Ame5Npp0Clkw+EONcmKqbeHaAFZo29qlP88LZLCsHJdC9X1yd2Y7w0BHouicU+nLti9
jFqgApJIuWkUb0+dCzLOQkfjOVD1xHo9LWXlbLk9ZV/WlRYQWAzpwjNRDwfDjS3AoOIMgfu8+ei4
OuPKQMZSOycmjJUpsBe8ptt+lAI9OrX7fyTmTy9/WZMUB/7vJFF7x4B6o02/z+hY/T0LaC9JyALE
6+G2T9200fjTqK9mb4cSpSxMMlGBP9hsOQFJzoS9+XTpbzvqx0OZSdH/nqJ2XslvdBAhfzbzSyr8
D73ll4NRsY7lJRUQ2GO2aE6wRjlQHg9Urk/+ibUjls52gVIjQUS+xRHiX2BNS+esrA7ceY7mxf3j
gQdsuzWsOcvQ3Yj8YsuhGbkeca09LCrQWMu1zlrz7VeaKiYW51GI6qluhzTisVWRachP+1mOFenS
VnpPswTqftFpI7PF4aQtvvJT9gH2j88xl9xH/2HeAzp7d1JMqsRsOSGRo/Ux7/tEgABGpkloGoQz
Ld+06cYFIVz6xaFQVZHNYheh2XqMV7vu0X6aomjmDp36J+gSLtgSkGsx8fgyIDsgqsmuz9bc8DKc
tQzwHv1blKv9D5kNCu1fSipfKOKmWo/76qDRpZQWoTB3v8vg+PX99lsnopOKziCCnY+3Sch3Mwbt
ThuJWgtJf3oKxGT5ObHioZmyrQYqLZ+eWgVCLUe2zWpBFC4EspvTS1Yvw8IIJ8FLet4hunfBd6AQ
5huT2YNdi0qflZf5JB5AZhnFVHEbRoVtXdYbO9S+/w9x2nideKDo95TOSXnThv6R1/YbHbbtR89C
B2YvqLC7gdS57ZRipsBrS5rbNXUFQUHxIB0OetBMtP5l6RdpUP/7VLsobgQKnSkziHQPi79jm9Bh
CI/tWVngcHN1n4WYWkkWDnKjDrl3ktTxChJVgoGiT8kfdgiz+vUlOibGcjHxXELCfMjByaeBsY/G
CQfGEFBxI42tNRbm0SkVCr4C2qfffEYwKSu4OGunRHwxt5PMreLL1xkl9Xee4SuThrrbCm5+KO77
QpjqPzDKn9NEmtAnlBiFB4ie/kiDPMDSBcUDqIwXvwUCXZ59J+bdIzKNp+4WPfYYXxELT6NTUSdY
il/2KNkiBF7XokHHvYm5R//wspFB/4/JWW1Sqdhjdjt6hW16VI1gvWyImCHRuIdTqmABug+1w715
G9BBbLN+2xMB/j2QaFTE8y7y2nHhvV2MflXPq+8VKqD+ax7O3phJZKoEH99bywcSVFI9jACjRNI0
v4q1Fge54GGr4wUSpc0bsz3L4oLuqnjziLsx1EYh4xZcuE1NtcaUWu9JvknuaSbc3Pm0vxnEm3vv
/CTFmUGB7s4A4L6q/wY90vw3jMozTctDrrw/rxj/OFXoZATGbZQaxxYympFXXV5H12Fmrt5yhe5N
7T9PKmf+0LQxQXICwHM7YDpLO2WLK4Qh1e9aKzjkqXKBHfpXUErAPNlNwNzXSP5Ag/NxuHqm1lwD
C4EIa4ymcApqulPeCjL9zXnKR+D+JJJx2TckwFs4b+6HuOXnFHyvL+am5muLc6bzaPLQs6yXEGcY
vDfS+8qPWncixWCnKeOisxiK2fCveYCyqU6ZDwBw/SMy/oDdNdDjFl1xUbNs05HueqWuMYv3w1yP
4xSYx6adKWuQ072/7cYu8dQG58srj5LjwUBltC/WCaHambkER0ljXYiydw8dYuxDkGj7Qt0z799G
SyrKkL0eMZN09K9r8b5ap0vnko7/yZVapyfb0lIwjYLpM31TBq8kADCbErv0doKufjG188UVXjZR
7z8qv0l01z172mO+FC6IDGM9DSK0JzyW+Hi1fvFUm1NhSuRgT+GT6/xmhgIloEkxgNJwUdurLFjU
cimcLAOBMtKwrV5legq5VTIDKLpa1dI3CoV5HfkIc4gGQE+Bp4Sunyfzhhj8pcEJghMpMcYQXEqj
07VC5oqzLc+8s1wmoZQkvEmx9xiOkap5ELa/IESpW5jYTMf5Shkv3X/LSEEAjQuxoaUHmZL2YJft
hS/bzSwmlZj1CUcSUnRYi64Zf5uUoQahTMGOas08UEGh2V/PeW71e+pbJ8vtVAqOSEGiAydjmgq1
vuZVC5Yt9pDRCtrftZhPRlXJRzDL28wJ6Bh6T1AkSI2/V13Ejh16bHCaF24wlQV6Eaf5HBxgsuxQ
CejbInZTL0mSu5Sfe80Jlb0HBWJ6z8BVRtMH8K+JuRQSYFhnHzjHL/8+ZP7eBaW9+giF+t9bBkKu
Knw8sCpiPjsybTK1UspRidOmhW2DTs14PJ9/E2pC/F2N3H30AbZjSS9ZhviTrO1KYNqjFLCm0lIs
0umY7rbEv0KTVdkKO1tyIDzhItbP708gCIgDUceyoh7XifZBkRDOrdRlzYBlqHShMKWbRDYFsoLF
tS/I234EIT7WPnvp7XB263i91naJCTiXnn2S/i4a61k0D32SYx58ZBqmnlLqzP0t8XExOf5OR6b+
51bgL/nHX9Y8fg28t/FdmfxVp3cU9FPDZSsBDhGYdUzHPZdeaGbiRVowcgDFwC/mP3Y01epDMaWA
ekLjpj3oRUfLYgAG70/97iTcyed8Y25m0WhXxnmhanl7/0rVwZiAEHSos5QoWfWvjIRj9Mzq+qQU
WGrkGKZHtVz/RqcAUUdL2oV1h0LUiZCIVCzsE9dbX/DRRUvuEbKOLVlpqBxDGG5gwmMOCh05vfIU
VyutP9LLMEPq+JWhfnFdmE9BenRj1hDEWd9+uvhi6GyMRI/QHUmXmQL+Hojn6El5sd83Z9qayuNF
4INKeBzlZU8kK5Zi6cwhqi+awOG2i0JX8B0f0+DO7OyE7YHaOgDIvVZMv0hL5eKVYohStMcJYucv
JQNIymaUgo8PeR/ivIiLftcU1d4/+vADMe5NRQSvphGV2hYQj8CDwNEcj1iswICaA5e9kwvGZIV5
b+tBxEM+vY8eAbAqu8hVYeZqUzVpwqAr+zlRY5nyl/Hwe9eh0YYew6vGJjHplSjweqn6Jg4k34Ni
EYsXhhOwmYz+619L3CXpydqCbx40rZzQ/cvkJXgf6/39IDXASNVxpx8QJbTxjveMBAMGnFk//ICH
VCXJQcKGm0P92/+M/HWsJguVCGjRp6a93H64Qup5v/pGVTbUkXfhjDwFcpXHYoFwP/8Ss6kJlxrQ
vtrJrwbPNpBjr8bt1Hx8tAY8kNl6Tj0QKZsg9hBjA+BKv+j58s43hGiboaI5IgdEGZ/2H9488xFm
OJ0GA09mWJ/jmE6YflciQOuHpnqqMXKEWJ3zrBQ0YgQ1+I5Md7npBQR5m8lSOR7YGmkR5y4X0GEa
q4ohLnBTfV8+PdxmA5elYGmRVOef4vthK2KckdbP5ph8kCpo/nDq7jHcL7725+mQzv8/WNYPqLmT
zF0zyRQs+jV/j2QV9Yfrpi4wJZqjmrbaksMMn5BB5kFDwsJi1g8XwkWH/XLt9q263ZQCUDMSedSC
sW9dhw9mdDoA2/BwWhUllBJHtcIb7JzE5RN9sCcaH0AgN66y5GoccMB6HjZ0g+3OE/zt0J/OtT6D
AH/ddar9/iWlNbbsIxOdS8UCcJT0IO5RH2c0/figcgdza65bSCoKnpJ0kSb8TaFWAtQ3lK5HXp/T
DzWk0jriHKdCPa4pcY3wf105E+9G/jh7pXPO2BZEuSeZqAIadSXF2V4uGZtjVMjoGQgYdixu9JZV
jLjyt2xR2ttpDR+Na/LiO/6D6JcxzHJtp2fZ09EIuWhEPvP7NJuBAB6yYCj8xMkZFZo9VCpF1utj
Hn+STFmpBDz2n3IhQi5+OXUd3VhkfoqH+XFJA+XPn8iFtF6QI13mF6AXSZReH8dBDRBADYvSdSHN
Cd6QodIIzjzsf7SOFFvUktb8LpMmBskx19DAf6qAK7juDm7Yr3K3lYexcoiCgzF4IMpodKmcOmBh
4NLGcQocwNQ86sXgYA9168RqbNkdxmBvK4Xi31MBwWz3g34okku+SjwoAa/9MmFOyzWKst7qqgPj
LhR2FO3LHmRhzn8TtRzndo7+Oho7q8wsADaw+2zuEqvHeHIc0gLlTC4aZ3uDkaqWUuv/8IrLlh43
SWLy1cUgtj+1psZcRMKUlknR27fgbCOQ7bhaJX3huhgwKtqvfMqcOo/Uc/crDgOlecYO55HLTrlq
5zi0FDUNrrdbuOYl9GR5IllwcqNT/5PhxSMBPz4e9TnA1sjfxXHbxsag27Ui9JiJnc0AzrVhxMmp
yUGZa/3F4ujLUZ/d+RuxTDH80dnp7hfNEMde3qWCYsdVpAIR0h0ybuQB1XNkeU5np+vFcn9eVcW2
yQIaKdTZOgNfujcBThnQeEInAqFxjtBWPKPS5IT26TyFEpVi5yE4NHvazRTyyN1EdsxTsRxNUijo
olCzFnDhu93FdSyYJig1ZJkbGHfc/LaS+IBDhhjchLXLgEX1FMntB1GVQqQQ6eE7+cm4JMpXI+8e
xrCObRRCuWa/9f5sLmOj4PdWU9YLuYsW4u2on77kvpkN904pELf89tqVhsOJ0/5iFOnO+w/RK4VS
h5FT+EihUr9BU9xBLDjkVtlv2jLS46SEQWSGWUAE/NmXhifHjR6Rx4+kcxPYiI2QukNzfGwDiJAG
Cps/OibQkzn133Xx4APJRYeGlzvgNa8ypjF6EB/MZtSJtsYTLeE1QJpgUHLRfQ8c77yyr3IpQUZZ
KwRdrgDrOqDUX5ykN80ciuwgfnzZLhU4bqnjm27pS0ZdZGtE/+eefTkpmS747QwTZ9ijQX9tRacK
4CamuphOjnFr/xPQFSYSMwXLf0AGTieVJmW0Gdz6L3wr54XJ1hSIQ/2Q3TILhQZBBYXBrFJ8s23k
BBysCjtw3+QhbKMmWKPD0dz1JW0CyJXpG/Jxl8rKidH7ecg8/k+STjQ2Lm7FqTvZ97MRnLAGZME/
W7EUdPCSxSeCZ6T8ik2brgl/vfcYEBpeC1vkRuFI2j4TmyUKnLMsQVm0Peo4iLDud9RJgUbl8Xu9
wzUS0yPE3B2DksPUsg6ERS9ZoyWNW5DGXDafwoJVVfZZnammVxKvZfB+NlW4RbLXjHP+deojrmiK
1NrUPwe5+f5oa9ohthZVCKUvFxSbw49MUcWDXQ7DDLQfNXcXawD1I3AT1vaXmjDVXq7WBiXeRfiV
nZEq59QOFiwOB3n3l0OUdDlsCCxxj0AprRuTNFgSbNMeykta7XXUy58PCPtXDuS3H/r8KnedpoSh
5NYMcIPX9bq8xojLH+xXIcB5rxXA+0la27iJ8A9ZNHT6A5zETYch/L5rb9wVdgmf71KHE8g925Pv
CH/RhW9d4vd/L4IUl6iK8oBUKScYtamiAMLzd08zUXcRFjln9Pa3RvNLn7sUQfFaI3C9Ty3JXFZh
eeNqkXh8bhlUyiA+uMLcjVT46Gp5st9C7BUI1uZRPvE087/CAt38987QLW7H72zYAnP8qY8bABMo
0rotWkTvEln8h4AJ8ic6F/9oZHUySpxFKWKf/mN3GMneN4hiVVZVjh1k88oaxqznHX+zrFWYCRC4
0vIvfLkab0lKJGTs2UJ+Yu4MGQlN1So2A8mz/TEZMr1o29AN22sY1JQz6PRrnQxhNtcPDV3Kycka
C3S9yXBzYEH+DmFUAJmanUybdLAOsrIIhSnpLwns6fSK8YExYAsWvHdbVuf7wuYvQfEatS/H3/lj
okYvMWhCHDjPLFdOuSR1ZNb5CSVS5SmwUyDF/jQX9y93MsBXDgGy8POMQ2wUdGfGzwx9oLRgCpLq
nijEJwT7W46r0686d9yJFN1HwOZTQ9kVpuyWjk8CcrGAubjTqKJ0KemwQsAGPcxK3hxu5Ii6kNlY
J7fUjeSWck7U1RTxudtHkv84Zs1N120q77sUZ0TymGU7nftatVBCkbf6l1987r2067KsNPaJg/4Y
8mWMgTmNI38KziSqTBkwFwYyAvDe2K7JeD3UUdvD4HcPlE2rmACCRC1UAbCVTXiQ1vKxaKTiTNq6
BrVmq/EbIheHlerNTRhLi0CPYY5I1DMsOAmfQ8lMst0HNvQlmcbG+bkT6Xn6EdOU98Y/LcnoNS3Z
tCd2WYR7SE2yqXYlmVTxbibj1hiqE/GsrLSymKGOlawtkPDX9ujiGt92/M/fgakpP3czRvDdPozp
2BbYz2iy45CrDoHmX7Tp501yMqGmj4D6SZagHwgpOmlhfoSG3irJxQaY+qC25giXCL0mIBFTWAGC
x//F53a0TRoyM/0nNQnis7HSpWS2cjG/vL76FpmZH5+Yx7BBO/iebBOpiqSY8sIHmEs8xO/Z40aB
kCjj9IN4/z7m402ZCKe9HzyvLOeqGz4GnwJLlRIRsnbHs6qtf262qQDibNYTxJeN6+eRnSDB5s5L
QDYnwBUE6uS0fkj/KCcGLDfg6V1C5jVXPvMJh4mh1V/fxpVvkd2oRYAvAK8hCOmqUR5Y3chtZG8+
jcj3v2U4bpWrzxX8Rte3EDlW/aRCMwwfW4dJYN0jI06YFSfVabBL7eTgHUbFeQMkgwhkzThu435v
TNFK48fPsBM3frEMwRGsHQCvsfy/00Gyfth6vp2mrfphzIDurB5pT4J0Gnbj6MgbyNnl0IDS+maf
isfUIYAdqAmhhwpmUAx0g3WJ1pc16252ToUOqV+IKT5+ShghQxXTEBAK1gaGX747YWqzIdWo+ivb
5aUTmtZ5OCS/hQBiDOYIiZ2rqEe7NXH72FrpgLFgKsj3gPVES2ovxYAMpCF3XigMPwpyoCqjAuUJ
BVdEbUBWZVFDBMuLbhEFhyD98Mq3nS9oRCeXBHwdFpzq9NR8ByLjIdOrsOz5ahI8QYvcXsEAloxg
pSb58yok3p2Ht4ln1OnX1eRgjIX88Vj75LaxU3uc3JZce4wdYqv88U0UbjCxJsP99V0dxh2gbxaQ
ip/+XWFbOeuDlFpjvAFiAVwWzrOeliIsufLD3/xDkvUN9xp1ImrlN767b675Qx70prpN/vFku1lm
sH93xX7PUxMgcwnVnWsWmeUHeOFr/2XNy3GMDkXgZoUwascFHGKIu87YrOfWJzh29ePT+wA9eCIt
v09JNmJeIwdg2+/WY7q6uonpDiN9GH/T6Pjs+tMrK6/KOpJm75enJ/ymoq0hz48gn1acqeDh5XqG
UjDzg92IS5WTleFWkqQnsGQDP3sC8pCdpiWkrRcsz8hlvgqojDc94t/OqWaJSaiczgULqu0Qb25d
19Ta8+Mg7BgmpPUvd3zKfofcKUKSpHGx8qrDk/tV13PkgBqmczDUhzPkxJVW6KM7GF+M+OtYwYDD
VmTf2HD5Edxn8fiHAOmwCYdBdvLIWEXNKkmLi4cwlTt+SwfKm2HFrSIQEM0AWanRkGbxoBlMS4qW
aacUGQVhiBqvR6NIgdWJkVwlT6BVM2dOmqNU8sqxngT2wsR34grAzYBIsOMqXh8vHnP5Z6u2NOk/
Kjiwr6Vxl/gdwQc1hoZOgEt2Zih/J4TVR+Yhe8AiwIgQFnt4OZJ5AOJEPLnK1+hQH0iQwXvDt19R
ruFI1SU7vcSuWia+Vbu0zjpM7KVxorctsooF1H8FpbYPZNdcq+fF9d/nlOIBgNdC5nJz92yS5Svb
YPTkCuNCD80I/0jhgJNm3Gb+QEe0M8p/rF9u3hDoGQu59IQ5lggNAvLdpz81dOfGgGCxkEUMSR+v
ne/535G7kv+P7bu8qiS4WcYwbeafAs5cfWfDUlzQ62rG1eQ9yg7I3IEJrlQGwKJVQ3jux84KrXC4
PyQv7j7SglU6+zAnXoMQf0ovXQnMna5Xbf363fP4TwQ+CSQjkaBgaKJhCc++TKvQEUnnP6ha9hp7
iG9rQON8Rs0p3slAs9JteitqKoDDZJzYr7NLFyhhyC9FUQbTiJ+sSKrN8/LyL2mCUvGj6/C+D8UA
4DU9fHyrEtbGBj30B0PAN8SnRYhMOWzeXVpJEuUIOA+DPtA+107XUwH+HzE+TVhEkCzvDsPG2ONy
6w2j4Hb9rhXdpyaVAEYApHqRRtVaA9sXYO8wmtj0HZtt9CTCVG42+p1rZRHdXIN2oBvS6xbpJSpQ
Es6yjFTdjIbqA8QCQVkVI7k86IcPKFQvOJYFHplDCR4ePGM+Ai7LPOOLZHw0KkKH/xcpsW9JnNgg
xx++8n8wues//Hscs7rw7kFESzzLlICPUnVip9BX29SxMoSNNK7MIxxuOr1ejYUmnmHVusE1HBo6
oPrAJy8q+S+E6S3gYmmdBgEJSsxEm32kX2O7CMtSwmP2YQLJn7qSOlXbCRFGkOvNceBXbDiPZQzX
c8asg/Sy4UG1UDTHOjQittX/cxly3r4jozH+sJMcRVUZSIKH6bun0CXqX2IjtrdAPtr++QbOxUrQ
4hsvBSY4Eze/wtZy1zfbRsndlTJDu8+h1AuJW62SJAl9KaQvf6ymaxyC+A3BTw3Ycl5Rb3oRkb9C
xdOIF3WQx2h3Xz1zm9tEpHAh+Vl6buAMRt2hshrCdVV5/JpShWkrbxK2+YobFzCevSy/Oc2Ilcu5
HKAV85l9Eqv13KGdgjY6VucUlC3ADeEYK5r5nckwZOdjRGXlZzO5mGsglIXqhZ9y5+xQ3hQfcSxH
WqCZHAGM1Xx5xvdKcQNC3DiPew4W+C2x9hBB+sss7lNqAVqKN22UQ8mGhUtKZJjP/117mr2wUdRI
1i/fmy9HCrTbB7qY1eMS3hJMCdSwYzWqhQnUi9Wd641sjzrgQmbt89RFmQIch4QXpW638umcp7qR
doDz+u2Mud12tniHvw4+4Je/u4+zxGUTxKbDfr2FTt81XvHo4A4zuReeVn+PYejFgA5oOkpYY9MH
VGqGMeZffRUW3PlwwDwKdPx78MKRitvE00JL+L0Gygq6Vqx82PKg7/6CSNxJA/lswDpPE469vope
wq0QMSh2oqENZsBmMJLKOYwHpHIQn7o0vDzoo8/CmFXJ8Ivi6m62djn7jHEqCt/mbK9ODqQjXDfe
5CGWgRgrsWZmNdDk/hcovtsRvHaLswh4d1jP27iCyPWhwDeY0GWpJTAaBdkqOfCcjSF5E+LXnXLA
dmh+RC6X52mn899MqCtmu4fIDoW9TlNKiDgdx/c+awbdO6s4gfIH1r7Buh8CFLlFdBfRd0Q0OWlP
jzVftS6SLUzKHyf/x5/Gk6g4KRPE9higIs9bOR44xcNrzhNq6gH/P2IdKBib4tQAEjke32R78pQG
tShgqTuNH/Cwx3/UQraaOX+dHwVtsI0doAvuCAbb1sQ7npK1bq4TRSCSnueRWnndMUL8YctyKqOs
Imf5Yqd443Hg+j+48oC+Uc4lZ9J/P6EIt+YiPAjjbS89PS3B7cyfE5zGi0ohqdx1e5T8E+qBnMli
97i4S/zlfanjEtEW2lDdZVevS1hWH1PS8QuTygbMV16XX9GdrlghqUQ390saXNYZV1vRLSAQvJGv
cXOvBBT/XyUHrGI1SuUnlpSllPi0CtD34rzZ9IaECoCD/MWUkTNzMGEbH7I8kl2M2p+p3Kd2F8q0
CVBxmtEbW9hBAqkCm9VblJB5+/et2DGwqQJy6nTbA+re/KSJoeK1sFtjYVXYA3X2iRFaYq/E/wmR
FDewJdl7IlOgUkCCGz26akvFugV9VZW2aq6WShk85EZruamgSLk8pkY0C4d5wuoncFcdEpfULVNp
uxLQn1vYC5iwhnj4ZanLFscP5RgYWDXNTiYOJ5zUpGuvsO/ENFd0XCudvYnVRsSzRXronOG4/Jwl
+d41ZNnP1XN/6yfEXBMnxMsUq4H2Ozow0UCIsj5AzedRyPGVoLD/Hu5aDXiPOm6S9u6Q8VO2NeHH
iyLk0tgnOHLWgjxesNTrJ85fAD5YEhUlMobLZorhzPWmcJUC2+y0yErPAo92J/Ar+A8cxzaQQVvo
hbXY+/SfFn+2sSKPsujyzJN26SmyytRv13KHcNBEDjXzrLkEItcpXRZKvqz/SD/njHPdSHupNqNn
GmL/aWGclPHtsgnBULZoTHGXlsR0ut3CU2HPiYPmXBfJGUUUJAc/Umu/3UWpYdAhv/Q83ncQdXCj
OTV3NyI/9rUEb3F3UZQvuAGZAd9Bs6/h16m2n4Ed1ujIIoVDC8T3jR3DSYXfpq0eGBQrKPvAlVlS
7kNerlcEJDr45OYvScakrvr8SpP4B2g4dfZtrXRMmYG/vGlDw+TagcrAdAjFswvIO+6JG4LrIUSH
QfUHPEA2Buu00NRy8XycLTwbVY8ZZd6BC4WGcTZS+zRRsdkYrrOM30hAuaW/HpT8SM96D6GzTMsD
0gbU4DNc6wHvX5sXvW3FJaDmXF9YSAaVhKFxn1GiC3acRuNxX4YNmIql77L3O91wc67d1ujyhVth
aD4LPV/GKgkJCp9ZwBhf2z0XnPGIMI7S99kRlJ1N+Hg/6mMHRrNl45rf1MIcgUmrvLYrGAxY988F
x8t0I3o5i0FgwU1ZaBlbviaDp+xnuQAFW2xgBNtqSWktTcmJdT2G4M9eslLucW5lJRPVjfT2aJdW
w+UvYjqaXoYFcPVPTgkGnUCUrAItSdeozBhp1ZYopF23vyCN2NpBosZlhd65KJhycQZXt7K1CjM4
13nUxpFeHASvCZnQlL5Fh21EQFtmUjTJYvKog4dbzLvpUPxN90+BcdqBa8FTZ0ascuatW71S8Rhf
83V5m6RIRb2GP2UjYmen7ZBg2BoE7vfQs3hYC5IPP66ac67ACMSeSj8jzi40MUS2YoR4gxp48Yrj
kOtpR5mHidQrP/7GvV7LDZR/1l9D7sE18QSd2j2MCjC2xudSTzza42DtqqqLVy5AyLcAM3FdQ83X
PexV1yebdWCezgfxbmt7v+G3tDwk/gn82hSLBF4OZ0oFcqZ2j9LkMaZS9ZNtKYEtwuGwx4ETKBrY
+nXi16uj1QxgVheqOXMou50En6OiBe4UTXe4K/8ReDLJKsLpXZLODjIITAauThP5wNcWhjDOVHwP
THxrHF3hJYkOhg+uji9iC3Wof9fVrUiNO7mBi3YMkVz+yuOuq6BePpCL+LDJqmClqgoj66ZeMhgI
wyMuBSP2jpcvTWt+yVnvdP64B/whIEnkqpUnwR5jWt2xDBVBUkUcs3mkUOQkHwAihjvK/Qq4Tb3I
0rH6udSEHYeER0pYO1P2iaotktRJnPqNcNfIkzmp2Jetoi7BSvVsxw7qD9fKZvRctAoAlqCz/ffc
URyDPYrpNrBZF0SEtaQ6d/qEedIs0jWzCg0bvi9GadHnLXjAhqglcVMuT2vjg+oJTRlUR5GhSLNl
to3fuScSvvcDFDRaLUXilFRzHee0ribn6uokJbVC502HcImcolmz1laQUZLt9brwlb/vKolWzqi/
YXVELu6e9ZlSOB0rlomle8EawLU5WhBOIVGRpxXsFci0ImJfw7g7xMiwI9Lv6ZYr/ziNR3a6V40R
hMVF/HacjtDfM7j8wP555WiU7fP16g+vKwW6RvKSKcUDpETSx4vhIE9y8A1cHbhUyETQAkZBG8Ss
cwqYXAijMcw6SWrDWgfm73r+Qvbv4OHcAE1j6OV/bMo1vPUJY2LobBEHzy93M++Frf8t/O6GSzHL
kXdvBAFruPTOCrdlLa/WQ3fMIbAseXpLx8HpfDe/H4uNjUyrLy/FUygjQdQVVF4IxJaw2L59RwsC
Z3UkkjANouLBgGeGBv1CHmV7bnnMwbkX/hkoZMByET6UvtFN5ok3eojV7Pfk3IT0bfgR4jN4xOfF
wTmWtq9/8/Qf4N+JtxlGqWYmeP7TlBwghr50GbM/66en1d4dmvo+bC8xXyGD5hiDPRnvNZ7KBwUr
vJ7NAUCgcaEetsxkNBkIcyY1zuaWij96iL8wkvZ8Y2DhSbh7H5jUmMz/mKEn34WBPrXDFRlKcJy/
fgPJijko0MJ3S8YOD8G6ZXmsSFa105tJDV+apLDDvIBgTL1+yIRDcwkpVTPrQ0mEtDIdYsfhDKiK
yM6TUsXHLn7E1lGkzkMcTnavtBNohTkFQwUSpfMMolZJGTPRTrhEgt22u51VT41x60/ce3fJyLrM
8uMfDqMrXxFf0AAeoObNJMf3xmpQcaoeGuWB9vPLCuu+9UXZClKyyfQqfHFPZmT9piQ4FE4VaCe2
WtF2o2pUVp5KYTF+4ncy97Fq0NNIDj6v+KhFS5GF0fMwEEFACNQHbAjQ+6TjOIHK6XVNrcbR6C2U
40jbYHzZnSDJsM6ATR5U8HwVogkriZftjz9q1pkdLkRFlsBDN07z8Lcc8m/tdt0BifYoXLbLn8oP
LuV5LcAqrtXeZ8tCC678hV2em50XMkS68OU3w6YCS18Z800E6NHKSlphOZSBfHQ9hLeWD/d1/2wG
LN4TBZFwzqXSLAnWeh6S+2pIE81hAiYBQ4DjmPJK60c7VTQk8UHg/Gbvbxm6Q5c3XqS+c43E8IbV
MWyB6zdOjZLuVTlbmz8luswO28ClP3NwMJmoTxO/0WVPnJbQflmYZmcLDCoJucgjDZtkMg93xN7e
DWGxXPJmM582p0V53NvqaxtJkqNyeQUpQpYWyLG9KgWjFWblJh/jFHrgRU7yBwaUjV3LyWp8OtUQ
64IHnBnd0Pb2Ywh/MeWbw1Z0HrZ3pUwewJ1On8ASaHRd5uCgTh8CrN0WEgdWdePv8IUN/PCCJP7A
5UqsGPHdgkr9Y+7VH5v96zCsj2mJcTXB2WM6W1rq+PoXn7Ht9rDumHb7JEmjlda0vygqUm+dxoZz
6SOKfNvs714gJez+sl8bHNq1Wcv8IbSYDoMOsTBok0Ucc3jvXz42Zbl8qCWCMUseOoJq2xIDgRy4
0BgitxwzDnhMXlbh+Lb0irSBRhkRap3ERqp+88kcXsMc4SWs6pu0Qn4yYmR4XXFql8/+FvtoNLoT
Uje34ggbWufiv4EgCm5sVLGr8xCbaUEEuJwOgcEKKyHfgxHVGnpHPtVz91+GOvO3GmIjmWOt7UN3
gI3BveKcxYgweNL1ubuI4EN1PBV8zL46ItX1f37uxExnbDXRdvAX202nHR9aLdBJUbZ9kmHZL02M
0Ik5VLIRNtLlQ8JLsLNASGp3pdXtnS7KPVqTGiGMYebyKKWSpcVmltlmnfUVg9ZmvOK8XWY8f/3G
NoTH2f+FTJjsyJyeHEWvDDFuzHikg0bLISh9wtr49g8bheT6jv0ALd98lxp/temaVga7QUX7wscu
c08iRxfnfa7X9LFVhN5Wr4TbkmbEgwSmjdKEtRvFAXeupWZ08L3tpcBRyTkgfeYQjhtaHm69jS+N
YI+DbFbpENkFDauw3PvzEBOZpa6K28XX7gz5TXyQWEucPsXstF6vkzLCoNijAJjIV9QtbQEHA+K9
MKiAKb+PqDVXfqpkjnXrow73eWdmBMNUflh9nlUv3AHvWV386HnhzcPSKNMJWsZxpP3ooWAqpncq
XrsYZy+cUYJyQKOkC8Kq49KUvPM1gvefDlfnUx69fO8JsMsvrX27jJC0x1tGCUXfZ9ESDJ7Trkbi
DPUrXcqIiUJ5PqSC/CREJAWoLFvO3oOQUw88S5J/stzPGZsp9r2bfkGkqBDvAzsw1h/CvCWipyIC
vuyRjzfVz7pdZqka2S+/k62E73fVazE8rKjqpS+/da9rQkAEgEv8+ZnUTBOxn6YoKYWTjQWdoaJD
+wKBkZtS3oZlo9TV0m8eEDLzVoOaCL8SA/nxpubImZd37Xkxo4inMYLJo8R9hz54sNpS4D5Rhmyp
tAdlhQhgQ1FnY5bjUfKrr9zOZhWuzMcv6OUe0HRadsGc/eRBMRqa8JBz9I61bzOei1mb+5rH6+ld
dZOIfQ5glJ31DpPrelPrJW40IRND9q9pLzKqMaQ6EOBx4tjqp1S+AF9LtcAVjRnode6ZfbYZSJZe
2v3l64EkEupzosI9xWJI7xZXbBZtU2195sURPSNBqgZFFLrsIOEXCZbxVP82ip+Yn5rmpJ8rr4Wm
sBZvUurTn9wZkFzXcI5r0b+/u+wJ8ZJUMPXW1BMBTFHy02cWLr3taKE3dcVYf0brNAoNG9lszqsg
P9YH5jRFKTqrp6vs4IhTvbbcRQ7C+0aD4mQFtOMWmcjrEF1+0k1LpXWXKR0Ku/rwZxcCwi3gBhmd
pQEBH1VJyzNf+4jkevvPRsN4cv410g/L2bLm4u/8JzJQJuJSjflB2oYK2QXb//o1seBSgnSL7ZFT
aAFItriZr44DnxSMeb3nwPNzMxfyWdJkVUWW6mYpc3wVVQyAcRyDUcfC7BvL4f1VMX3Gvf0fIfjf
Al9XPc6IqYM2nuTPCXIIoIn5fToauEO3blBPgUFhx3sHSvGDZZu4QRx4QS6/MFJ6D8rneMwybf0W
iIwnq2JlD4s79dKSK2frIQCZZ6tBkMopLhYTXwMenBTFYONSbBtOrls2kaHREPiCO4MWv1tUpxZy
KRVASX4xEjZUkc19JrbFcs4moKP49mir7mE3ms28ls+FaAz+beTpnVWDU9xnekHBBWh0vFMaCOtD
jbbAhRBjv8v4FsQyAsJRbt3wtw78Vp3aH01ThJjtFDu5TsUpKQ6YHvJo+hMygMEOK533HVb1+5W3
OJrg3q+McYGJN6Yg5lA6bJKxaQU903lwe3NVVAJWqzLRNLVpyCQ5RgP9mpXo1Est2Y7mB7hz+kza
9Da3ecvaXVyVSqgLhp5o20dIoQvhqw4nW3fY94uDdIEPS4ikw1L08v0So57Qa+N+QgYiYF2ps6Vm
PR72Vf1D+5Ya0erJ5krs7stmA+hd/Mc317Xx3bk9TTOIyrAYOjqMRMBuGCikYCFqUX3NsZo25drE
U4fJ2dhpxCohicDiITa+Q8forgyF1lVz+d9H4lYZmSno/w3ZlBFRXJS1oAUnS3I/eEsG+CT6Ti00
y1C7auGEJMbe7ehE772RLt+pYfnzbBpbi3EcUWWDBH0i32kbqG29ddq76WuKFqlZzEhDMgSeOfdn
8sr91h22AvT4QiJ+DMQ71M74SH/Pry42/Ip4JCm3VMRmf8l9XyjMfwjQQ0B6UpyxYltDWMAHjm15
tmlleZyeycZTTI5v1zovTQIPI+LvoESxh/kO6XmCxVk+4Z3gKjWDEtaB1rq03sF6T5PhcQnMUYI+
CxepoE68OA2BTX84XrbOAf1EQ0+23VIyMRmfYfkJddv0KZuuTEVqly2//ZoRuDd9TwGP8ilA7/g2
DIBLPH37kvVpuI+OTiavZhsRl7/R2Yo/m/G1MFI7cMWPP9pnwV/uXOSAetYoo6bj5H3QFEHdmBra
arYV/0yZ7uTJfov8qNX1r/c9iMkB/OZcoec5Wf1CipeaDOtPLvMNreO4okBHqSerhgRgF6Ec04Po
5u5DXFDW/01zCC8DAiNvTh+vYkdtrv1nuPz62fwdxUK1huGrq0Ar5sw6WuF5L4D5RiGOd4676cPj
+5q5GxDWgiNXCR1kVwkjHFkJiHDITvCS4JCjsq22guWK2qV+NSZv1d7UWe4eBzhLzP1WS6WyF1XR
0I7FpzLehA0RoxbuR1LGARvWlWo2+Zv9+k98/CyKfxHLO5cEl0YCPocsJ/CWeaDq/73mguY3bEjO
aYNyyDCfpcmGWm/3LZ2iAVo06nkuiBvVzd/F4FoFSrbjUi3gvkEQHMsATnkruuMivKQXCk9u2Har
yNV+YU9onTBV/Sp1tmhr62C6z4DrwBk3lw9A38xMlMBqy0km6R7EQkiQGuS60qilYrG53pX/OGn7
NrK+45cYzCRo4gZHpul60KkgspxXwQaAPxfM80u1+t2PQz29T0RbDHw0bMvTSJmXlkr98N7dEldp
cXLfdCa6EJpsirmRGHz0c/ZqmZZ9AzNOPA6woueJ+1AM+HRqLXmp1OsdQdI+CjwERm3hGv2sM8g6
b2an6z1Q9gSbQz3f2J1tlVmhERdjgceTXMGGiPq7mV49Pz1IIXWr921/8614jFI+KAgRROE8o8bu
S0E7eiq2pwQWa0BSDBPLGBkhQ/vUfmhPvCsaf8atkCi5Ku9YFqhqIwUnG7+FPYfQTBBgk/lXzdH9
/Ydp+h3Y0009BchC3asMifodxXI5Bqrm4QP2R7LNOfKAMIhOJ+YgXUnyPXMph256GGM7WXkxUgZT
d9dkEltcRGwrjyV3CdPtleKpnLWnr/yurKFqJd9VDAVGTAoKIMZypS+GxF8G4iJpOeM7PQqHjwlI
vs4fd7aabyAVBAObvYxAwTNFe5TXbnmf2d+FDTYEL7Aa+k+55s/6i604Gm0TAIdSk4OoqXIu1v+g
CTkgWC0SDJIl6ejkJh6uxiR52z7gAji79qLaH4ay1uRfC8JOXzVILvPTa/Van7O5Xrel5xBbza6x
GoI98rmBw0T3fQ5GO8pHLo/YJvjWljgUPf0qzpszHiPtZ02JTGFqHl4Sh7al4SjsxW2SrtUccSJq
jxS662qBCzWXvjrrLASSdV1F0zrqvAt523UGGFpSqB3IClPdMB8JKCqePFInf/KsANyg9K5OvxMj
JmffaF4yFsOHwvDcDv7OxtP6nS+6d6Ol9AXoqmzG0ft6SrayCgw73Snb/XsC2PTgi3gpl6PtxYaN
sFoqA+G642w6uPysymyR4MykaZ1bNHifLZ/Dfu0jjmOnLWzzOD50s7bsas0expPR1jtQghB7VKrP
lQkO7+Bl/2xXbNA8I/vFuMfi6QfYGd2nT3zTniYeolUgrnLDYPaCQfdnhSxQNRuAzJEbmqcwOQOE
sYSybcGMlHP3nxczRS1PCaEBkM3AVuvrvGSqWGOEfi8Y+dIw7tmp+r5BcnxqzO7OaJkHiHNA30rj
I44Hxy2AHSS77OjDCoTKEQgEa5sTYsPJYgxIH21kkQynCF+hqv3ygtL+CY6CA0etGH129W0wNcsQ
hkD5ZrFqE0Zo6mzz9WEMcVyxQ8IIdUhZ6QCXbgZad1pCiG7PuQaX6TecwcM2JgaWIczN8XrvXhO8
x3LMJdzXHF1ToX2+XtvuYJYPdoNJXZRVOMKaB4ZyZpdXubAFExAX+hj0C9XyJI7MWOlJ69PiQm6A
3PIYEs7yW/dq8wBZxl6+cwiSCFFVDwbVvD28kzp/kGFA+75ed4X6HVk9JDMtTJli3vS1YktHh4D4
C422Kn7uym9gtxt5kgKS6OK6CDl2AcfZqf8t/0uSzirj7SFk9o8n/EujJEiQTR4PxtQdK4szqXMc
N8Edds/kESJxjyrCFEYdMimRPyA0fvz2TZ4yrqAeRWVKnkeP+uRwjHgJ+rHh4lm4OvVyatGz3MlI
wEOyLwmvmuaRYws/5I8z10wtuYNDob7yrsB6rRUDKQVV64YNnBqZgDtfXqDRdGTQkH2ZDBpNp2We
kpZhvt6hH++QLGlgiq27rlZu09bKjgHtKR4ERBhiLeu0SkIk2s7S49mkLjLJeBR59ZJHUsq+20Kc
lEF10jynQRA/vZv0J0b9rx2g7rgBDvejMswRqe6HuAzVRIPiz0vERzyQsFPgxwrto7RR73Pr5Srt
P0ld30fSuh438KEyuFtKFJZGs+P/jmgfFAscyvpY+VczDzzJ0Gb41NM/J61A3yBPh1GuchooqRrq
4X8o7BIJgRBtOepR2qyIheCPeJnIx3m+P8P9MHob8Tb282c+SM4KoED0ZpnNWsAWo5M6aniXunkx
0frCqA0TIy/xcShHu50vUL+5mCsEaR85xkm75JJl7bTwv6rXYAM67UVqros3o27u+OzPlWot/n7A
6jzftM+3wV9knpmgqI7iAGzhTEpHJ+ZKYP18MaF9oH8ZkeK6uqVvnwnsRs2yCYS8FYNpkkJQ40hy
SFenjeuitstzSX+PKje8V2f+4bFY/IbA+2mMUl+d6gLIS8w6IIxj9IOCPTu7f4leaxbTBJuCHHCE
ewcJzdprNmx4xujiyLEeuoxxBGy/VsAcmsk7SUAm+LyIFELvDkmU7/NtICdbR7PA0/ji0fFGma7j
iYtCIW96PAYZkKFlHa0Ey9B7EhZ71cZ/bxaefVgwVgLX10OGXKHefMJ9P3U4BUHs2AkJ3gGV5JGA
vjxInkJTfD4+mPmPGnMSicajHqjXv4fcZS9FtSd4zi9nZDAk6rxQWwu2JD5rpa1+5ChnD9L3o2pB
L+H7nMRKtTZ9A/3T0IHVJvFfhzygWffKUTULX/XwEWCZy/mKuNcBBP/LPNvYJRjrAmf37SFTxhCz
dyf7KEoTCIoV8wPySfCHEogFDVdMS9zA+oMhQjiH9F0rnS/7I0cYIv5hPBmvnj1OhXE9wDS7fFSg
Qaky60kR6i5g/Fk0qe+dBHrXx2eWwHEcl+qP7YBoI3KBl4yWSzPSTTjb3LVzZ/fJZJk/MUtA+YHb
EafGIg9k35T7EJqzZtYKmSk5CiKvQDSRAsbyaHXqJpwSxadSOI6Tp9r+BQODIF9EpwCXzUq6Hxe9
zBR1uAzUCg0CM2mj6HBSv4ewqsEClpcF9xdNSAfTwhN56Q1cY4HMZJtEcl0vjofeeGCXd1C7DkPA
KVxN4x/ql+NOW/VQLWW+ZKEtIyeS5nrXeVcZqT2Fxfb1rsejiyC6eaKjcULaQcPFPh97biVOkj+h
PGuTIMazdkCzlWwFlBL+r9SQYcOiZS/gC/4SThTOKyzRjZnJI0ODVBUqiReRpHNiN5gi1svkwp/y
l7f5aQPBIqu9FaA+NcnaZMGbL1JvucEZfaruXC21NBQujfgwr7Jlmfj/61yBngzvjsYJwuxvrMw8
cK6VXz/z/mFDJEHdcfgwuBVtPhxMh9IMoCyvhzd2NDdhpxmm7fMIrGpMhbJS5r+zkdHmd3e4qock
10U047U7jbyn1ieQ+yqAPrj0rug+fpPmmOnDGOrenRDwB7NyEoc8h/DIt4FWG9LLEH7LZ4gO4dik
Mm0U+qDoEPuTN8T5BIh/C4QlbdvDipHJSf8y5XDcYSdebdbYPBYe+MLws/M6XZvRstT/7MCAcxYB
khSrGm/pMK/RmIhAFLue54qOw9HGe/7HSHNN0AX9At0sUCSvkt6dpWPqQfVFasEwS80nlSdJTAAe
MZKiCNdSCf8/xeOrVZ99CzwXVVJfMYf0jfBW0FJQSq9CCqkZk3IHgJxQYdXhWM9J8CR97jrjoQfy
gtS/bDvgL/W7bopTvsVoiZcbRW/UtYwt2dFYT6YedtEs/2gmHM81ATz2UysUI0qdClDt8dUFtp6C
IGZcTOJA91fir0K+hEN7fyjpqsvoigWhaV4OALY/sp4Y3i8TiM2bwVkXOyu+EtuODgpZYfd1nh9Y
8kNUQJGHyJLeKozDLHdLONAbYO1+UhJXgEWTwAFKKKn9I/Kcvn52b3lhJwTHE6CM96VbaHckhFFe
0SWXgEZ/yS+QQtbt8Sg7ePbWccDVTWkKFfV9og0skooiY+QU6yOneNNKCplvdKez+5nNDm6Jspqw
2jB2IjrVpd8Sdjizv/guFoPbIL3xs8hsNJIpmZav2sCflTHxqWch3iW/SJkdCPCeAXNbt3zxRbAc
EtmoFA4g+VgVXXr0a0b62khk4ge4vmM33YPuB5qHPlnnT4C1ubtSZjNygK1QK9m8gIjQr9gv2plv
6HNIcLSVPiTLl2YcUsFBKZI91ABJ8grpeiTMaBQm103vfIUpZlX4OVInZDI3st23HNxjhkMU7N/0
eybKfHBHSehh4wAeudxHM/o6CEJIpjrFDt7sexWnNlE6WTVbx8LusNzfzXc5+SACHhBwIk3s615P
Z6sVd+ocsvb99B90SjQPmSXmcxMHiFVl+zc5RnUYdVNqUuvWGdUQv7mSbHYFZw8AbK9S0AcvPrRH
bCpxQlsjlUr8nSbytp6rPMwZHHFVSCbaCYXvQPR3vsD3BAo+fQqawKIsjLBmqJgWBVByagpUokhl
wUWR13wcrBYdTeRw0O5+FV9ADLANxM1C5DNo4IbjNh1Z0zMLTwDqAlexTjMDsm67/+GIzS1BubuS
4VKOFjpU4s8R62OyAf5xZv907ngK77q63rrYVC4G17obXVe6It+/NeCPCT5rFKWt7sRp0YIoA2Ns
BW/Z4teXTaXCMFA7i/bCYKyLG+gydG+WUvHR2RVdIbdfx6y6vsl2V1LlvMOPwz3NLwrUKi0vs1Gv
qM4CU4Js2agAgTLHnaMPZ642RI8+YHHNhez8DhhNrdx4nRNgoiAu1kOZmb5And7kdawg1bSMHzk/
fR0FDzvUvluy+gmGJrTy4Cw5lG2Nk2ICGHLOxriIM7hX9ky8f7c2YdPE+HqN+yFO1pdmXbvVnh7S
HHGEx94eLqc7OXUSJU2mHycLtSjingw/xD9A+oNOju84uqLbW5/HeJ7lbk+b9CgQnZffBIzTGhZo
ywQH7f6P6W4LQ/lgUe97MHyJlNNtOyqyApznNNsXk/ZBOmMMKhnuWUanp5kzdjj+w9/3kc0Fe0be
rJV6aqhkL0vKvo6FTdZGXOfp54zIhnfzbcoXw7wEs56FEGQl5JUsAerNcHMfn4r2KcVTh7AYVClV
rnN0SNGC2D1UF+w6wvRyquYrnuq46V32n6FcXskiC30Q98Pku3Cz9n0vBd8KdhdrAvSkHCiaWuNe
nt2MCVmlTQEoF3khKH79XHOOOzdIfugsncKCJzPh3PkQeWNMoJGgxaO+EOXSmnZzRm0oE6Xhm4Pr
B85zMID9PJ+/pZmGY8NtULsLDmR2H5uhz4MSyXVivfoRBlp7vCACQp6ECXQMK61MaC1iVkhX1HVu
259ebmDlJNFHgXl0MydXnnqXQpG0WfXwhFvtceXZ+rfl/gBul2ln9WK1ebbLDoievt+be4a4iMYb
XLrdqCGn0WMGY2CPI/HfnnOrJvk94UUAfDOwdb3lIPxwF+y7EarRptTH7kjI4ELxTaJmA0XYnYp0
3GaIv0CYsc8NAMpPdYWBY6WTZfIqGpozpY18bjZrgSr/5GCBYHKdVLKFfkzSbMXgvuaj6kqPrfhq
MTVks7AuYrASFSxmrLIvbYaBs8ijCXYE3VEyLj7Nf61ZxM0mBgm7a0TWV+Sezi6+DnRskpVvlzD7
t2JgoFlSVdUrAU1hd28MbawwMYEnO46WKuFzF3FqtGNMlAtyFgfsyePjEN71yaRFfjxLcODvgGYp
lUfvWNQOqC9EItrUpaNlNc8AUMRNlRcQmrsh8G6XPmoM4ZQ6e/D1ys3iMyesjTaLdQOFgy1g31D4
YFFOTDYUYJGts5gf72k6OMk/nmv0vUtCOkslL2y5GcFBWNuck8WPJA/EVjQ9ESrmM9VA0cuhJHYp
a/v47zvcuQ4X6log79ayHZlLkJllfbHXN03EnreKSyqAib8VPApTvgU2bmTN2hR3GyjDbZuH+ziU
mmB/rHCm9io4IQH6i9B8HqHKvxngWMTqF7WfkmWH3VRG1Iaid1wEBV0oLKsi/mQEvy9Ncf080i3p
3cgRbnFCbarw8sAVaY6KgsVmUpZzBAYK4jGx+bf/nwCLUaTAR0KugwWswSq625oQUhvf5ecTZlwa
lkRIzZn8kqdOnv7pORhs1vzH6+2s6k6bLX/7ACKG0gduEFf7PzEdTETzzh/bQxrLYG6dn6zoi4JZ
X812HZ3p0+COqKKw456M4SIpm/Sdo3xnhcOsh070hB6005JSAo5T2YMP+CteYj/hNYKYz+KbVvjW
q2eS6Wx3DcUE/566KLqbvud2PLFcQig63g+QcvTga+XwEIWRLI0icEZdAtSGkDef9eO77Zg7a6KG
0IIK9T3XnZziCpat7FR6zBGzpdbSVXSe1DNRK9J9PyO7oIflJD/sdsfeF/vCMGXoSb24FLUGCO/p
5Um9b9RNkPKiBUidi4vxnn35X5MKDbwng9t43xHeH+FM0lS03/xTTVBDG9xY9vIXtY3HsgNfEPsk
RPPyrjkk8P8wr34jjW7UzPfDPmw7XEwwUfCFeEd4JUNDQB3GxIwgMjsIGw37i/DWYqBoQcKvKve0
En1TJI7cW/hJoAa1I26a3tEF8fyR1b0wxbWsu6aTn3GixYGL+x3ofkIU5iLShN8kGfPO7UE/1lPa
kgP9jAyduLRIgHr0G6KkgqimLKyW7SSmTB//2LpJqcXMwhpVV+xQR5GmKnZLNq1mLyE/HBKFmbsH
dXxrT80evsqhI1xe62MKpRzbJ9/KsBZe7j2Jbx36U419gdssGrnn2oQv/Sp+19kcqK2g/sWteLmA
y+FqcAli1jq0p8G84+xDOtnyHGR3+urvhaONA0bOOYMpxFSGOHi/Jnh1tHI/f3RkdBDfg/NVtPzi
yWh/q7Sog432/fIXj67+/nO0lDKBOhany+RZP6T7e2JzMUZl1K//OadrvOqZFxFwg9coolf3N1J9
Gk3Q0eggNjCOz1a5DL5Gy2V/s9IXsbab5pkxQuTXc2b3g4X53MvPGe6jFgye2TWrsTFFgttlNWcc
fzXkeSygLiumxYkVnr8Skk0ls20YOJzoh7bGRmUxgClITRZbIhxTnVPJ+5WU5gbIP6VzMNBH9qdz
StudLJRhF5/wB6PfM8CjFUu3tvrlx0f0g61DtoJQZOHyFgfeo4To6b8GWm1zYmB9iElis9xhemBa
rgND5LVbq1WSyQxRPscrpize5xgRvbUac5LDieHDMb2/XmpSVSI8LvO6bFOzhNBC69jxg1Qsztrc
CYqw6im2CmNQys4Dgc8x30QulsrcvS5G6oAQUi0vTjxadjRUvjAFnvKW4eXxsVm/APZUtEl3W3e0
UBuZIGVdIJyBHIzNRA23FSpmHMZE1Ct6Ta+Y7uemRkIVzBUn2UTaI7ePjNynHM6ARh2MigObpxdN
yAIax13V3+TwMps/3j21Ug7cyIRd9FsWOknIL1pePGTjirrvu7AE1V9YYzySeA06ELjr5lLuIWCu
dBkGf7ms4D2YZ/J6Jg7GDW7BW/crD/qLzQCv0ZC/iTLXyFZYFmQWfVe5S4wLTDnyQ+cpaVJugaEl
GWellyeLZ9W/po3lpOpmnPbDvupJDcmnmSHqOFrBZKDI/vQsXQa8EBeGgJxA4cBZYU/VVtNZR3ik
TFgDJ0q1CE1KqapStmA2bFsqdeGuBCAyzaz8Q6z24uf0zd9vUcWfhQC7NhHxGk6ElYUd8z2kKlVI
Vww/9rIT2PVi+BOyf4+WGRzKbbOkFtO3eqZO0TThphJfsQ6Ps9T6SMz6mjid/6H+BkyESOnwQsxt
eYQX0qSSps1jbX+cTeUZqVC+Ut5IQYx8sCnX/G2TPU61IJrGqRoXQDfxt6Rkt4vlESihdeeEqlmu
FWPnlIsQ86oX9MLU5vNEBPO2YsTcIHvWmwDZz3/cZYB43NxPZUJC4ounmhn/OwcQY1AbPuxjl5ZV
WOyo+C/plJ/kcB4W3DmBIkNx6ArvuuuJgHn/t1Z5L/ymvPfO6BCqkTXgQJrJzJgSa3HIwEOlAp27
Eq7Ek9cUgv2ClmOYz+vLRQNyS1QubQohPhzFLshy8cmMsednWSnO4SD6TzeZ9Q/tNzjDYzq+68Er
QaCTavsY02ybM5Ecp1M6cAI8a/4WwtsMAMP0HaHj2/j8wDWn3FzWqg+EpEj+OL0tL4Ew3DAmgB0C
8akl9rMj9yhJrZINB89pwaqI0R2r7t/yGJrkBtX8p5iv/uY4YEUfWJh/GI5GTW3ouZ6qhWIOm6Ce
7vyRMj/95dY/eIBd1YuTiBx8BnjiylghCSU1xirUwSfvwW6F3Ph0c4ZyM6v9vK/eAZaZLVHKpkvX
7P2UYvPFp2wtTBlphKH5PBAe8KqudtBPL2lyACRoo7wylclXokSEAvSHtlUhWTPZuNqzzAQgJLRG
o98mTji/wMBAkr+lk9tIL+gXxUQanYmgD9GozUfQiWJ4QCMI9+wdfDZZ9RdEY/kPqnyVtmbQlgO9
OvEayHoCLIZ0LxQSrNj/6hiyA6pdYVqGWSJ3+JPVHQNcsV2alkDRx/iJVtCxYjsLrxL6JZvnVLt3
+x3Uvso7ylIOzUgljfzTrq7IOL2HG93jRVxJd28tAfKNiN3FSFEQWrc5Z9V9EX7DYLGAYqfx4RD+
w+NaaWZY2oAA9wuBHrUBYjEHq/AtdGuVn//PpGwCvxr/TnPyDhQsWcGo5PFNT0IACBSVaKUU/Hkw
Owc33uDo3IS116VvhhGwMO5KqiGCHosfGA770Ibg6Q0bK4yzwKiGnAmrOl4Ldd/JHFk+OeY5kSIF
GMNnBjzwl7zrrJJC7bHQ/LPNgfazKMElKi7drxsMVRRiq7oHZaYS3PI7cgAOTPQzytqWYp54tV+z
P/RMD0HgdYenglXe0E5E3Y3KXr6rl8fy/7Y0boIT9Lg1hhI1tdbLaiN9icVUtgeNumk3B7Bx5BkU
EgBtfCqk2F93fw26tWpWoT1diyJ0eIjcy0Mx+DPH2y9jg7FOWaodrxO1FRnFeFlW+HZGWypCxjaX
dgOchBXhsMOZd/xpMBzRScuIUGfCJk+nJnbTP1f+RlIFk/NcVcxaDkOReOU5/ONHbGTX7lThtrds
Vwn6wit0HgyseY+Rw3xocxALBYySpCWyeoInPQNP17NfskqdIMlbtkL6EmW61tI97hmbwffuAXWK
jTFShzIBeIoYBYPtgceoZABIG3jIeBTdNx9F3PexSVD0l9DX2nPaPj3c/Dh3l07V3dHsX0tkh8O/
jbr6W/3LpwWFxcDh4+LNEFRNTyUf+Pz5Qh15dFDV0rZZy4KOymNtQzOeqjaAU0IC23uYkSOvRkY2
VCv/M8GcA1fcsCIOPfQR1P5t48oWZO05zCovjWKJ7GZGdB2mTFoBH1eVDpEBPCoZg6Xi3tv39TAO
mZkrCG+YS8+aNmnmt0s6ozx5G8xzSzgaILQIqEc1aq1xJ1CQAOdaY3FAmxTYEvt3oV9UQ6878jln
SpR4GqC72laVOLzoIAPL2rkysH2rpAkiYUoQ/dpINUx7wgx6Zsk+HL4tqJtFEKRtv4b68G2oZKF/
h9u8HhXki7CIgUz83mJzmR7bWsRTqDVPLzTWZshDVcWZEELz2rwZ8n9fho5MAMWYV6+2+hWAbj3J
7aQFXi87Fcr3MFko1eS0rDH3udw6Atiq8VBNNJOMVWd90j8LUcOnGd5DxWrffMSv1QevXpLnvKlq
08QzbCR3lbLAhZrz1C6BJsd9ITQz7H+GB2MaGGuSKRymv2XA/ko1lDXJumkEg17nPZj7GvVJaXHI
59Qo/Ija4xRnE9NHTXvfeRbvvGDWKUUw9zFKAP2/QTp96CmcMnY3MugAL/bG7Ma5fUiTpvcz0G9F
mpfY1hc8gfX0/A1qN0GXS/fiVlsZm8ZV4CAehEvKVqiY9/IFf+pUUtxcWPzSnjS/DQBjjAa78lLI
DZHq8rZj3hTSuz9QD0VIHcO7Te5MOiPUAAtBaQEcvsiEydkO9aPCeyCGB3ZMt36vt5lRGaaFzkhG
1zaFLx5u/ipkyabCCJJlp/4aTi8eqrxFBTtTAqMmvvdsb3OODlJTJyi9gbAh3AfC6wh7DWAQ5/6H
/IOvQ/97aT7+3hoP77TCT/jCoK/RxTGHSYjmO72abQmaKrHUE8Zyk46nVpMQNliBrBA+/9awSq3F
zwSdwfGQRwPApY8T1KbsriA9cg7tLAW6QvFaXHLHkN89g/6lcWHnAz7qA93zkwf2zIHN7Zf1pL6B
XSpS1XuMz4faz7JoTxudnFYepvk5gChDAMVEpQhUfn5rPuT3N84uVYUqg1CtwhwLLHznf3BUtANj
cUu2KCyOEtP1AxXZ+ss7/4t/wpzmFG88LPBN9FQTZsTpk9ylCkJTCLLqWerpj07YUZPpUqV9dsn2
3SEzQ2YtRLKDrNNJrVaTOblthTd8PjVXbAc4r1Q0jSYEIQtWCTLtMfawx1uiFIhik0+QXVye+5xd
FgQ3Ecnc06b0Uip3uWz8RM43YMeGYWPohS3TQtUb4IxYXBj+N/qMBFKFEJ/y20O8u1aBMW1Tvpi5
AZgCPBdJSOy7fjsgHh0rAMbCJ3ln7E5vTLGlEFtMxej3/hQLqAz8IBafJVMcz+6lSjAvpZgSC/b+
Wxs8YR3k8Ip01K2ZsLi0E/0m1cJIiujF0mqrYAQqkBqPE6p/AI7k5NSajDDx+ux8jiDxwCPBQziQ
/aGNklmDafUg161Ferp+ixZsj3YVF7zaQJdqcNapSgQaRPqUfLSeIN7OC96o/AXP0i3erTIhesrU
tPdAVc+g9k28ne2VvLzhQf8ULhv1ljK7+n9hvN1bKqGZMxxq85T+xOfZvGjkhQ48dlhBOHItQUYl
l9bGHTGeIbuMclr2v3JVyDR73YlCpiLxhkWaUcylAW703LlnPpccbunCr0S1R1Ku0ot3iidUm+qS
WE/5lR/dgHAWvP8fEerwFNSZuEi83oXzGyPSvceTm8N1BdhqwZg3LYGQjxXXinyA2CrAeD37ervN
gYc+W/28hBsuG3Jq16mdtJY0FoJ7E13m4Sb6e++J0VBkaWGNO6hmShUOI8kgNi5bv5Gs8+0DsxeG
H3ScyvQi75kueTzZsXmOoUXN2V1qNgfwRc6IUW9aTY7SwBxWQuoQcafbs8kLMtVq7qReVPOXe48G
RYTkleQsWZYlqzcvgv5AEtuLEbDexK1MoxbVD4EEtZ+7k8UGVSwQilJ9JXpuicJFVchs85uII8nx
NhEDre7gZrxwHQ5RgPBx0Ac/JbCivaisTVYdZZfANqjsXKJ3Ff4k05qoOi7bjepXbLv725Aauh0X
UaUOmbZYAbsGE0ehvwWa1benYtXg4coOfGOubtGFKbKqL1Ky0csazkfovEa36N7M72j9VsoYjluc
hIUCqG7qlVX7gRY7m9a49GNERFAwi/df0jxugdJu2tZjwarpd3JTz5DfRgAsTDV4MQP5h3TRFiUj
le6eIUKs6ONJ76KimkJD5v6rH5j7cJkai3LVgKU28BTREmC6MuwXnvFMJbsJ2pQ+ddhesb+nRG6k
QJwEZvvnkIsamnVYu2gfurXdT3tbX6TTaR7FNbr9jqStZOrIoYylBJ4REE8GGdbRToWrlDy4PD33
EOoaUsx21nm+AEfc+lt/13f7Jc+FHrpxPKmjOTJGYNKiFxKW7mqqmo69DzT0Apgv/o9ZH3qnAwmJ
lH6jlF26Fc4RguoSQE7om9+Bnc4zKtZAOhVtgaux8tEQ4iTi68d+W++xKG3MztlDGT1BFyUt3Qf7
a2g2hIYy7iDFSBBc1tWs1TrjC09AcYjQHO2zxXafiK/mIYOKZJVrrMkoh28UWR7WKrtN+wHiuvmc
NdHrm8296+bEcwPr1zstgpw2N2CO+7YWpfDKAWsGrsHIo/4mq/lJcMcUCEBsLhiK8dFerrQiNnO/
V5IMWRV8Ml1vc+uMDfo8eyLfHOYd1eFcUcoopAxhBoC03UgXmLpr848QtwN4hHSsafL9ltHPtQja
hwsUoB/Xl6b7p9ag5xE4VI7xHA8nT46lxZaZ6D8LTjPRjgdfXpYiws1wrLyvT8Q6UbA87pRZz2Ge
tasiXtXUsCl8+WCRvlTTc6WvyzTxzngtWuBxf7R5NOPAYRMgW5ASlWT7JXfIMir+Qmo2w9/rFnva
jt5OJ1JSeC17tuLXv2dKQtpkO4o448pF2s/gV+D5PXoDg9HZyKPedWSnp7C1/9hQSQxoUX62FX49
KZK283NAWQc/sM7B6x7M9OmD4tBSbVfW39zt0Zqa4jfKe6LERcbJkj2e9ht5LGMwsyMF4mjkXBo4
2o6PhO5SFp941083D053SZsLVBgwXnXS8WqdLM/EqSpNOp0J0aOnfgYxZoyYcKjMXerLtwaIa+r1
qTc4KpSeke1iE0C5v04hZsRdKfvmMPHd4vo0Pc2KZjVZDJ5N4W8L4vXEgITA+Q37+Z55BEIQl/6k
6UCDkf71DLupyxJpOj90WEIiM1MsLscRa3AJthOPHtxI6HEav3s6ks9wMx0Zb0GrrBSt48PkkW/7
bMY1k9iFTE8G6/BIbrr7elyzyW/oPyrPLZ+xpcwreUrXvGSS/kBqYgQcdcgLPX0wjWK9Uq4eeUXa
GW9HFxy9GxXtJuKeYn4ry265AFqCdFL7mKM1dzJhzxD/dcTHnnAIpvT8vI858qd3Qvk7v9RjdX52
azcfoEMvUKWZNFIoJHpsy1qezXHVbyg4vf/xk8HhRfJtcFdz/5Zahn7LEiCKREqJKABbniXhf31c
WC7S2s88aw0qww99q6eb9iAb/xvgxF0Wx6K6/1JBMx2+ya2BM5KAowm+jRDBSC6MXphxZmPZGC00
Kb7rzJQKVz6rFlZtQEFeu2UWTVjHsSS+yTfMsRPC4begWxl5bd+CA01VQ2JOGtCGIXeCV8MAslfm
LniJzL1lIaPNwTe6qs8zV6h0lKIyQiEoCqrecelk30uWXMba62D7rkIcubrVh5+bHH8gtUG3DqJI
XGysnIXiOxMu3wFlBfb0K6h05wAupvJeedO2fyWgM91QLCujqMljD7d6LqwFT08PQ5toKRhAPdVC
2JC6KTzscpmd3gnyXEpUgO8zwbdOrp8w7gwTsT1T+TxlvEcjGZ5NwhjZMQohkBLR2aVs3gxeZ2VA
EVUMBm1gEDCptjNDlpgDSwpcu2IF52zBjtrgvAaM6juXd35RfqJyhohnceAIgzpoyLzD12plwL4X
IS2JihbsbIwMbRpKeksqrp9jETqV9fELH8TwAPhfR9HyornV4K6kD9tlPKTuy3muJ43TAYDEyleK
KYHKeeeSDVeOwGD/3gbmPIe76QeRG7y+elwj5KPS8hRw868fl6QaBDx7qRKUE4cTcEjmz7CAyeS5
9G/p1UVUFmUD5JiOuuENRnAiQPNk+BzzdN/Ns03j7t6UOldJf3Ofdm23EoB3qkl9D5PNqpsv+9X6
9CShAUeiQc9MTaBWjtmc77cj+s4JukvgAYJMd90BbIaq5hpUDVT7VAacOMEDqiLZpeQT55NIGDKJ
FH+56/GXY30BOfBCotl66gNSj4M/U4gaxEZai2FXAa6aViyl9efEsu6shHgONFNN2PQ7NxSCqghE
8bfKNJKwHzxQADJ9U1FbJMiLq3aaeiQYF0gmKyAeE43mPAalZopc9TeVI3FIccC7Qa/MbYFRHQ9A
n3nKPHrF92obqcl0+hlx4Bqr1ug5GxBK4b+T7VI4pccCfLkEAWHTrA2wCg1y9uY3f6KWIs5xE/Br
iCSlqmGOkswqWZahJ2KXJ6urHtyzAky7SymrYFNxSNr5ubGPELUKELcJSzlei30s2NlzH4kDt5Ua
V+KEO3oL3QlN52Bme9gb2CNvKaJPYlhF7JrvaNxPJ7T+BuxxG0MTwjXWpnK52Wh5jeHCVKRemn5d
K73SxvkhrJ6kOii0PxBqbUQeLRmJY0DSH7puKomtOqy/tg3OPccqPeQF564Evw8p3ZNedR8GJpnS
P2KIElpEaSW1pooa0gAfEDBYaHpiJngRo3c8OfiFP034V3KFCiWf4hTdfKKNqaWzG2NILu4qaCy0
PhXMk0HjiTcLYO9b2H7dMhR0XtIe+YmQPnN1BnF3szg2gkz4ydgeMIAD/2w/I7hrmFrCrdngbF2w
TLKyS1hAI4SH//CdP7K7tLByyhz9l9GgI3aj8TDwmpF17k6zkL+OLUrcjuhyRnln+tYTTq3h6Lka
7tJ+QAdDgZf9TZTMPDgyHs7lCUShNhTyni00lEi1yJK6kWYOnkZkUaA/y1fAf08TGA6VqIYZbWJf
JYCfnX9qVnRXscJrS+DCkkv4kPE6Eg7WA86HhGJ0OBzJjPv45n5fmBmUr5EkJfE14GUOW8GNmBs4
fzVF/AFGyA79eUtKBxxdMqGicAXxFiRR/vBeRfLruWvFWaAZBEkrSxAKaVc5ODD3y21Nusz+sBxR
XTW4BvPQ25mqPCdc9rdJur2P1eUEcjF+Ux4QiAL0HgzFX0p+oy/Euu45fUCLs2Mi0OcfKPSCIoB1
v+KjXBVZd67vrLhnHUks0/oAHq7lLVDOycnCoqRV4JynTJsVGp0CakTdE+Fcr+9cxKT9whN8VL2D
vfIKLH9idaOJsDHmnnUfSrcDn8x8WR3yLD+/nLbfUJ+Dobs1X6/ZWdcqa4Qb8cgHfLjXgQtNDhmu
IzYP3SJWkPvxIwzFW+9ETiSxRWOiaMrqT7EZx8qZRZYtBg6MLfZcfmzxqdncjWgswR1hrI2ghvY1
In1IEI4GW5poSQo30KT0Y9Fi38H7Mdm8sA9ml0eV926gjRo2sI28wTvp3FXW6xvuLPmjvjUNprd0
JOLsTfa0b/VZHWytAlxvc/bKHJ22Cdv3mbsoyZTFx+DkONPz2C3Kd/aZKOltQjpvtoTYcPG2UBtH
j1f+rCY2Un1IP62ynvWogkyvd1UyteKXKylGXzkp0zeXu63JFLCiCn4eJzEauYuK3eopkbsrbeOL
rWttHl5xrt6U8r5dwj1GyIc5lmlIJwsKb0ofo8zAT5HAJi5nujGXpZZmR1+MP4dnx1H1V3Nlmw19
LcCP+4IfhRON9jYmBheh6XzqjUQV1LuhsOWfrOD5hw5J3dOwMtjV1Kp8BS+QNaG0fya0IcQUgcZ4
yF0pJeS3TW409F4KZ+WJrn2tq+kHljuv6lr2RZ5WbOAkUWX4PcMTM5dB4elmG35QfKNODo2YLHWC
d56DGr6noi0uqEX4tFy6WszxBqMX/m3VAUc9gy0QAIYg+Ot75kw/egKhmM4NKxB7txdlGyLSP3pD
yswFxm5fgUk18/ZfsI/kyT/3/+ysuBd+rujpLgcJS2UbGyKfHZNgGnIicGkZOPcMKLng/Ii2TCro
mtoJkaLWvTRw+S7K+cDChtH/0KSdUUWYcmbXGyNrzHrZkrsM7dH7CewtOTaPtLRuUEajtjppbgUH
r9aaltOkgxZyFBy+FTRjHTw/rHChNtKKHzlYGQ2QEnRZoQrpwPbIlD7T6dj/Qe9SzqenBFyjfBix
o0BLB9x+PHbMVyhhTUQmAWXxCyI2xtP2yVbvqeYyYxwxvu5p1fIYCD8Dt7tGcUK/MlUi/uPOdjfD
ScV0yZI9EVSV4WIBlXq2A0DRazmyjEjcMEJG9n/5Y92ob/FMbYx9pVr57Fub5fy3k2pIva7dEmwT
HNrlNAAAY1RTB/dpcdRjMSk1AOUBZ6FrHg4WT6EnB0jxqAr32kMEppPIobKSAa37IlsQ/PwS+Cn0
5V9SVT8XXQS8bM1OmtTTvGFaXTpcwQylsLN1QnnciBBTv2mV/5udCvoB5jSkuMdDPHRbMq8qKYc6
VlS+OJnYIvOD86fA0kH1u/QpyhZtj0dyDhEcFIipKnM1E3B6HxvdXsVqp+p8cJBAkj9Hk4feCiec
HKId34IWajHecHAvp2kW5IML1ztxfmUnacZ64kBkN8xtf9txIwTAGw+7Qgo64DCRuZ0hs/X+E9f8
fZYhNdx/3h2b8Mqps7zuYwJ62Gsvi8gckf1MTyQrhj1yxdEyjBUHh3+Mo95T2G+McKDN85DXDSNh
nKg9wwg9xMSFeC2YhxRsXt5T4DnQXLnRnd5GUSvQEmvZdHuHP9hMPTlD8iYuJTj/IyHiXop9+3TL
S0EbrnrYFKslq5LPwWYCvdwksj4ea7DmXDpHoeHQzC8lLsd2CjNTaY9JfZQietYCkiOUt6/KmAHs
+hAAWccV5ijoj8DdWNybxKQUWO05ZH3Mge681BnANpYF6Pc74ZJrDxxnNM6fEmaspAUpVlsJ+get
vr0xubfNWyJmygQppu8aL+NHHuzkXpq7vaP23WOwSfxsHItt2UPR0sGk7AFsn6bbTMi1Cfi5KHhP
I66fbvswzaorl/ACjtQ6F0wXNA2q7ZWT8fExYlFX+GLARxCYN+xveiph2BJM8ej028907ko4Mxql
DF4l20OPbhahUAGpoMkDGMobnHiI93m8D8YJD5tpyoPCbf/NM0mO13IVa/tvxZ3sLhQhXEFCyp0T
pEc/B9rr30UtZ8rQyydVcdBTnIFpZ4JbDUc6TYc1Zn0Jsp2S6KbdZPZCam7oChg7wCkIrkp2rJo3
JFNy+6XPPUOnkeTS750woEJQEbZWcIvzTsu/wvOwZcfsrv6ZrQ729hpeOWwZwwGFytJh9ezexHNN
RZgBAtjYpgW+YJSrATsGCZr2u7ySLwnP5UecnHVi8F77N6jGKQqTyDSKiSAL6BsIoxvKIBvW3Bdv
uB8GMTRWneMLed3TbpGddFq/0o5jcdWz8GU6/PWYgBMNnawOLdilyjxpVMKsTUq3pRifz8q3I+65
pNGVjnLBVQFj7SbEg/zut6iirZZ9YfbzsafaGANM7s4ABzLo1oeVAeXASNgqA9e1M4tlzd8wgy4k
rKdkmqFvjAhfZ/4P0429+QBS44C/yP8vXOkOttFHlZ+XhCFoxbWGD7ioOxhyRokUALM/iOkQ/3f/
IOI60FsMUhCaMc6zKxiFTz7e6FqcnK3v3ntOT3Jiv2NJ0uyLr77X1Lk7Ul0zC2fP0Q2C/7JCZ5vO
JMj23tUfxJv//82CD8IC77vNa1jVB5dxFaZ3mKA7Rg0/S9ogJWlXZTlVTc0QRHz/xVR/m9/+/T90
yDcJf0egm5IG/qRjBPZyXZKaKkToQohHkXXMylDBpoxd7LKk4pRsG/HLZuzEldxgbLZPpVx38R+f
rf6+6zTG8krfRQIwQBhJbxE5G3QR61ovUO+HjSuSlMSjbyH7g4ARGoPAdGhh5KhkbtzIOC8PcTEM
uwjgaWwZJUAoLzwJLezJarQinAc3tIE9Jn1rUhCcX7vNiNuPBCdTU85yTjJwwdFYJ/X710aTSrmL
lu2LTqxuo0SJQERvt93J1gAJDGywcY9/k5mzfl8O89hHouL2nG0ILe65ORBeHtslDbTq6kMUEyWF
EDlbtpkSWPXWD/5ruNuAWSmRcd5r38B/a/jA6I3SaZgI6dURgSkjti95fcvTqQv6z8OeZNzLfBOw
dQfwoNYOqDIiieYS9qBz+S8zRd2nf7z6yF6MZRUyrAPUiq1lhuAJuORbtjWMc9hj4mii8MAYGbyQ
5bSe+UdV673ueUURLnCofhEnPwGzKi78HfyFaE1YvrwFreIyffr0lHQ5hcwOaTVZmR9ev6Fr/TF4
VW+Cs6cqbGeu3r91nvcJjMsJbrkioKK1+vlh6x8x+Q+7/XA4MI8Uaq8o51lUCXTl3VnfmTmE5vcx
27aNm8i6RSfGtxYzwDlsaAPFskYG4KQERzEzsYTRrnX6zjqtAIGLC4RmFJhIXHshPAJnMaDcw4Uq
zstEWCSZp2QDJg0eZhu9rwyz2AHeDahxwrfeUVq484cUwHrVH4GzP1Fc5vHLMdLc6wpwhMS1LJXm
QcSLPpfEmCpMdwZsB9ocw6LsL9hWPD4PPCwd3WfuK+/BwQdO0Jtt3wsUbr0hLWdwP2ol0wyzY1FD
mWg2u6mDUpmiCKq4pxOwNocxKH1dry21OGw5dRQNyS498i5RuIwZdGU2fvUQ/s32RQofp/ICOP+S
1f212aeYRnLwJDkp6i7kOtefEkDSn8gaYbT193m0bbEZzKgXkJGNjzUbRiIdC+GMKQdDZjL5WtdH
odS+uaKHznXFGHpXO3jqPTdNZ3RTG4aSa5VuOF8ustahyUAvUCOCAZMVYUv9nAQtEI6EeRqDdi9X
y5BRK6WI4oRwXmypiE/VbNoYwVQFfHn6IDnxuqe0nP27tbpTe+Vu/0jr2PhsKy6J4KtaxJf0mHVW
rXhWeQI3i4bkKBZoMCQ/q84mnAunP9iuID5MmmU3brwzmOCFh+lrGBPQXNYXBehR/ypPmrAGXmn3
vjpc3xX/ZG4v6wBDSF5oV25scApEj02sVER/ObdoVSa0cRoM3uMAzwTSKTg0+zq9nVN9aea+HbLO
+CkJmVo5ag7Yr46izyaKM5Ty6xJYw+Ehi4In0OdXO0ADyqzKy9HqCQlnPdLqQfdvB4GrHzD+bDBp
6ua96lmpCPFTwXjdZAFh02t7KtD+k30FfXnjyszz5h3/By9K/wuQ8fzkpL39Gv7zruTCBjy1AiBm
2ac05TDyy+z5fTCt53tG8BmB15/k1k4aDo8ASvd0OnCFayQMuQODRBIiRE3TMkN9cW3fGS2HWche
ET25vouAO5ACXdcAiYMRn2qjCBSQD/v8OrvUlaRGdKIy7ot6GtE7XAjrDWXuPEQYWadV7s/8zCk8
zu5NXsgvAepUh1p3CLfgTnXT4WX1zo3Kg/bFKBxcmWHPMg0c7z1IOLQGB8qcDddOLdFMupDEZwu5
6BTTvLQFqv2/lvJSgct7JwFkF9+2LmEDBG9Aw1u488Kabhks4iiDhSweyXOnlDDTVAAK6DuLpY9K
Sngi7MRYHpjbTVQ63CaMMLOMPnKLCb//VSaa9TEwL8WBA5qCtcbj5adwC4SZcL62Hr9YLghg/wol
UrAy97Ii5F8pKQmdHonLWcuLGvUipdUWl74rXD2nj/8rsMFh4MawGSwbAssnYaltDqcZMWZcxj02
dDhKDej6fh3j8rhEYPlwypVN/iMtwUBUkY3FkvIUOXEy7mHuwsWf+KwK8qGkk3hjdaghSitvkE8e
78vUrz1Q3z1HDglTBJMp5k2BlKnKnzxqXAakvewg7+xmyrTKTEzpKuBasNDUnPwTxEQEPjiqdON1
M34Xb7ItjMIUEmJClVxpD4E3EXk3ltjhs8j/l+fxNgD7Dw/o0OXAk0sBYbqRAa3N00zTg/gbVwK9
MwRbkBlrUzNMbqv4Nrq824pOXxZSFGThXZpaUvPIchxMD8JOhJRBNan45ChRA34Ehhftea3sazUu
VYNGJku8rii5dlhOBT/TULzQf/1NOlN0n3nGODdAwY3ZM6e3NsKG2YIkLy4heIU02ZEOGX2Xg362
poCbSJ5sAy9ooJiLTC7X+03QfM8AhaxssfDQEzNWUGEinhjh7tsY0sP6VF8Jxk0OPbm12k03GKWY
TaIpWEvN3oW+aBznPmKhnviQNTmKIY6Ccy+VtEYFn5i45pf3z8stjk4ea1nWTf0aIeVFjm5ScWJA
gSyNZl8hzOjr6TYs3D8DBo95l9c39s2GHtdvBfe76l3hFfI5DP0ebfZO24p8IpL53eOlsXaRMzcF
nwKUdu4+QDEVjv323aFzxdAUmhWNmpu1/37mUTDh5r9LIL1IGX6zg9bHZQeEoDaqn/vWLKbGyPTd
oyh5lKPRCNsrPmO9EhGtxNgN//8xX9RXRwrN5geSFgsRp2+tQwJ20Msx77FhK4vKic/aTCljPVqU
eTmoOcKBwIOH0+TqQ6ABgNBFkBW3U2R0zMRyWd6vNXiqr3X7CTeVchPnhQal++CikKeuIDhgnBl3
7ASruvC8lP0bEzOeq7gkn9Z5AXX32QSUHlIjA3RU97+XOAk4+qH7lNiZBpefOzhgz7C75TkN46Oo
6HtkQ2DMQn6bkcL+X8V5gNPZiErhIFZiKcx1+YGip0yoWDNb7YwiD+PzV1PGcQzgnBUkZLOV8mJL
nDEwlJphQf8n75GHMbwzlSydz3iljB6ptbRqVxZPUqoY7LmfVnVUsABv78h4BrIADb42/OvaNdjJ
kO7yxWwUwH2bYc0j0BqalNpeQLNfSfnS9ltq4FPPm6bwUFEon2S3frgt3rs9m53HfRG0fB8TcEST
MppnqG1ZGvgBgsvrUqeMyBBeTZnaLFpROAWtzcI/xGuHuqz3UFTpqg99dCbEMJPshT7JhjyTvzFd
V0HO8fYl/WqgCelIyKhDTMy7kt83CAfW04MFSx63CLt0mbBei40gFq7ObVbm7YN6haZ8UsxqDsbf
vx7afMHaBnvkTamtVENIWEpL2OTZhldbVv/1Hktd5ARG2YdxnK43rfIlAs94PSyUtBa47z1nhmWz
L7S4LInw7jVJzdEptE3hcwLEYmKzY7N2uCq6VrJusMBxgIJeGafVd0msRQ3LmTBcqHMTV2J0o36T
ZhjYJZBAlRUGT86risedpiX0L57HXH8esv4VXI/50xbtoWMjgQIbBH78gqMLGBLLiSsVjnTJiLr0
Yl5YxbvKk7rzMuirDWnHufX0Dh07/I9jL5ToB5yYGDIZ7GD1DQ94jIuEd41yZwcWOYwHjnY1qQw5
2UWc2SOwcowY4ntK+kpByDT9AJFq2E8sw3FwpK7FIRs+oEHzo7aCisK9ETlJ3JRuCADwt8hR2861
nIpkjiDNuPoNtjdhMxEACoFwyE9uP+j3vdtfJB9qwS9AOmLCvL19J3zxhFvQ0Wy4haIdu/8zKYSv
ZZ5KzOUhTKtANbPBJat6Jdv1HHlmkDkASz3reINdugR2nJKndLOgNKBb4hJy9Uj5ZtMIoLcFJSv6
i1C301geQuzkt/4R71bFaAhnm9E5GxKmpCyT5pNWse5wVqZMKkmX/EpB1ajmg3ePJb899Ivx+mMp
qdxuyGGoweqCfztiTPfa3bKqttZGAaOZN+uK1TZHnNe7XCPUCi+Y5YtFX1Nd41owlFBZqkd6bh/0
sdSj8/kT16sOWpvs681yD35Kn6dUst5E8cs9uncQCgDPcPK+2MKRpY4CWhMEKwNtRx2jMfmryMCv
haY2R9njm8vmdM1c8mvRkNUyQPhKJ9gbrZC+mTHQFB8fdeqfE0hv/MVcLuRNMGHPfM5j9Vr1LSql
eha6H+hLXiYvdXOXB10vAtVOa8R1+h1Bh1uEnvI9ziCsvw5UeG0OACZK24H9Lpv2NJqfeKgBIYAE
UyEyeehDXcOIlDeIUuvVHC9IBxpQjMGvPk3jArPeCqcYKuPOOL3OjGp1iDI6U7bfJ00ILcxQePvf
ZV89rxULW6CKPOlO51vdndSSAdXqU5omP6YEu3W1neREcsJ689CD31Szhuxqa6CyVAoLyBScy2bQ
zqe2jndvuVfOhHFej9pOXDCMyI0DCJPEfegmc664q/4UHCiHD32rGbu2A8Q4ubMB1BmdGy0wmtkG
8F9vKSzXQ++zDW/x8iASi4LPw2U4U/Skb2Ha79ODos1rnjgHd452HBoSO3tBcp7p4Nk1ukT4QkcU
Axzq/KuAip9ogDCuqz7MopkxSQ762AH8y9+fieaeAcb6Ji5L4HC9PVII/BSxBpHSf+/H2C5MuAC9
SBPhRv8tSYxr6AJQZCJz+nUMM2yTLR0O/P1PM5sOZNOSwl0QxCO+yx80aR+iP78ga8fhMrlWK3t7
BOD1j61sq91cO2mlUoe29Ja+LfvY72z9wA7JQ17g8t4OsYvvdpKI0FkgrsOku0fs2TJPShuFBsQL
Fk0CUBAWgIdPEkyxcnr3OTW924JvKaVVXxHHb3wqZUJ5zOxC36PCvUpBNm08PJF+DBGp38PQD9ka
opIqjAW9Bg3egs1CrepNZa+xaH/jRr5VYNuy++SzKaop0apbGB92021yIH2DC3Fb3i0GeINc4ozY
7Ln1NAeO64CDdT9WoM+xAKvKJoHbAX5krr7CQeiKomh//MxBHFY1XgQ3iniIduyP7Oe7vu4Rx326
pR/apg+qKn1siEfrEXecsOZKXovbyP55Tp0nOOSfylxxI45dHf3UFXa2pQwj7ozPRJgNaw9NdzRA
v1r6NNvLHHP6IL4U+2rdlj1SYLrxQIvglQcDoH6+SLQ6nv+M6APlofzeE9IyJHDP7nFbDy6IR1QH
okq8c1kK9YZcGQEqhSxLjKU3uZQwOPSHlLVUhhw8yOjj/ttXcKrQO5VQlqOcw2YWfwxhRBvMfO/X
tm5xQAtXrlyjgeJKUzZT6D3RFeTyrCegADaM+QnJxOsSJSg56tGld9VceViGva6XijoB7rN9M9IF
VqXhPGWoVoTtUybjvY0IJHEp41irDtPIFseZDJ85rNb/JtkJluy3g44IL7TehTz0PrVbphBFTOcx
GkI6sA+OrDOplj2HYUkd/0+pInQSUhYee8/YAcEDmCgidWfkivKbjJGPG6H9g9N7WOWRPH4HdU+u
JHunEmxxZ4a7yHuxZwYr19XImNGOiEU/L/ZFsKVsGt6eoFF6oP3G3af6UuJYRg0GtzHiuWv47THt
5bxVjn0ga8jbeY/SLjc3i088Nnp5NqKKK769MTiglUTbUKJjagS+2ZESDPFt31rrkGeoeQuAhdCb
0OhribTQPpxCv33PcF9KEBHZRd64t4sEsdzENPCk+9lzGIoXHS+SqDyLi8Vg5/CBCjWK8YP5FyLx
4wyRS5iPFSGZhPYiST+MmNUezSQs4wR5Eq8gFA5yXLNqiCGt393uBQvfOMuh/TFQwUeDfI5nD66B
GU3vJOlgOmwuXEm4CIxD1dKnwY2zNgaq9gg159Ys9SQUh36sIwxpXbdK+08CWQcXFMuctxa3cjUc
KK+fUpOmLk/mLXKlvhPJ2CyvRGcADNByF9E3Xix9mbjCeGLhABagmu/Qu1zkURwwxYMghq7+iWaH
cvKK9s86kGOBmObOS6Nfswz+Jx1HKv1kxyrcVNGMI9HfXOoNRioaY8AGVnjaHsg/7biyj7OBfFQd
4Z0HZ4aGOBYfIda02q6jREykp58Aqr4b8QEpYJZK0Xl5sf92mA0Cmg9tozv1+eIVU4Of+mC+iCUq
CrxNr4/7exBlBK2rJVuog4J8Rt9lLU01Vr6vb1kyPEajfA6NpSkyT5riA1R7kmiXmKUieCpl5yeA
HNyMMSKsnm9BWMc/j4dBKVtFkbt/AA+FKl9HEPAhb6nehxUOif7M8ySS2YHxjFoviEDQ1hir5hns
swg/+QR/Rxv9zMOyJ2oW/G2LzTxdmQ/ZsZ/cTFlnGgO5bZTv7sB71iOyqIdkcDemFypdNTYaN5qz
YYkXAjDph4j9PuJN5kqSeFY6eYU8yfjOLc9sdzkQqTzF9Vgyu8gG6gv8q8eqxImABMSsNYk59hxV
AWcFcgGShJynWXPneHyc8PlwSnALgiaxTgDi+qEE23IQ84F1BOCqjXcihuiFqIeu5IxUVir4IWO4
yDQm7mnBkTt5ba4r8tOJgdnixdzyfdXduzXLRZmz9+g8twrUk43R9RtE2aRMYQXCE2IDaShFmD4Q
tfQNMe5bDtb+YBxZVHfYUmqZDm3oNqn6PK5gV4E7NBKcG4aRCoWA2Lhda+5ohlUU07o2goRHzOAa
e/DLiuCBImBQV/5g0MmJNYposXlr9UbWnvAnfLjAU1aDCMBOaT4MyFEeohNhoqx8MGP8Fa4O0S5a
d69OrRHh2NYPUqx238NgfbiNWjVG9CHw1lbnfJkAlXXjGHdzmvtiYHdyfmbocHP92scyHl6IMdHR
upYlpV8xtiSRf9YqOJ1C6Fc6oQaXmTc6q5I/R3z0HOF7WKjLOb1KIazCvwcprciVmmuyR+Jxs/eH
gpjmsGZaA8fszj5EWjHgryNQ4FDx8K0eu1nW+696P4Vmmwx6xP80sW0yLZyAsKMffAkcaV04Duwz
ZaK+b5ebfkwNzj6F0HJd+6KuxWB1lRkMSuPKoZFyGrV2Wr5wQVrtX0uMcG13w5i2iWceuq+F3Qow
709k4L/MWcA4kXB4J0jc/wmHLtHcS6hRdAr7dssyua5sBtd+FYrggEUevptHTAMB2pThuARjN9YZ
PuuBUkoRpxciFBk8ZeYE8fJbyyWg4CcwWX1VVTTMV/WIq1iQE/ubvAHVA3V/A7p3WCtM+PfgR9x/
xVDNq7B4Yk00oL50/520wfOWbRk7FZ3wLRywdHdMZKK9S93Vb5Z/GsnYIf68Yglu1rDxmD+cLnl1
eWdLadHKb6OVRVr/5Wuls/ZJGoYj+c7Bh23l6EL82r3YL/TLgEkVjEISOB9KDmq+YAs6A0L1AJic
PNMOZPzaCP3i6mHuPVuyOI+yvFz15vOTm5ap/iUVt0QQ18wG6juHJ9PU/ia8QBXbAWdXcysOzzXt
Cgt/noF66Ca+9Pv5fKotRsGeLSslD7s96iO9+35dq//DHokPd4YYAMC53eIF20vTJAhD4+N5YiKl
B42tGR8VpTp2HPkxCSvf9maXRBCUs6IOv8H1DyA4wXrM0ELEq5EUjTO+rp9ElK1UjM1aIjnf/UKK
k4iMZ5ZN2OzyHGS4T35qpHk1eioGzjm+mjwTAkstM58YhVr+8xYFaybCbHfs+pzswadBJ63WLE4N
vELKMWgF0GPsLI5BP0Ci9OuVtSB8NLHMEIls2XHRzIA7u9tdONDc9JpPIB8AECm/m5v5ghQ+RgD+
pPwHf7vVXbuXdHput/cU/CwAKg8cR3yqxVhL11g9THgzfQ97i9TDjYqYBZqLLWyYN4Qjn5mEx+Ua
QyDM04cS7NwYFqi3VHliq6AUiOiIgmGQz6tsQ6nhZoMDDZxShMdL9MFZIO2FgGxeNk8A7O1pt5Ed
kHqNEv7zTO8ztIzCxc+G+RyKplKNviYpCB8V9FIuPQe5soke3XgjBOoCyLNndwsiw1uAfJQKWJKJ
MtTOR1zv0QYerJ+K1Ilzcea+DaJLvaICTjHDoGkkJALd8uovblsm9yIOI6OSgEAH6012cK6OXlT6
3G3+0gGve18P08s+jeWmP+/M1WoqNsMqRj/1f+uNDom8pkvcetPdZIiAENfHpx75+1y/I3nYuGHs
pBsuOtYnjsObaXRbZ2HojbKeXgs3cEMGEL9PLBcmDFyOXI0YEc0fcDnmb72FwNEZRBrtmJvLOpDo
qBHSfczUmdD2hkehRyyPb2BJCCyNjsQkWKnZNqXz5TzOKLMhtQUOGMvGT+7GjMjpKfrUu2wS4zBW
DkuqDR1X+Mzngl2vvRok0dm/no2VlJ0kSBt0mSJoftzBzQO0OT7skg1ZDhVfyav78ufMRBXB4ot5
nd+SwRxuOPNw7IS2jlNG5QJHesrCZaYvq01YpjLuvD9zLZvZdtoi02uFLIW8jaksAd/4y6M4y2N2
HkJFvyL9MmgjU0ZbXx+PWUdwGxNDbo7An7sbXxueg26+THIEPcn9Wuew2OhZXAKTaMlqgEVugOLR
kvPJAt4pWATF1RFH+XGgbRorvh/KiInho3KF1+4Mqha5R2Cnn3HvJq7Jj3NzM69qnnfvRFrBFdu9
p79AsDdn1y5IfPMYQEbYGn0FNmcEqtm2Z9h6OjK817mOK6nuIhqj6FHroQMILirSW+pWr0Jo45uh
1U3BEG4eU6cFo1yp8+wATSKZCYkFVwK/SSqChCuRyRLPp5Syal21F3V5RA2zz766vBFNqgwjBkMZ
cUmkgE2+dB5LCU6c0vKSpOdLMz0JWZo2PbvnM4rXDHZa1gwMtjBBspMhEjOyZbZV3u5YdpqosaME
hsNd3RYB7T0J5bxM2ZApdXW/FbseDNFCy/dYh/YRXOfmGt6Hooyedx/VdwZhpUm5vPEqy/OMBGgl
aEV+SRknl5EiV6wqNhPALUvuHRaHCGY3R0lC6z2WK19HdHXg1kgdgjyxFjnVoA2MnyVsGOl627tu
IGvt4fqCqG5ci4lJpqDIFa/DlR07Lo0JEWW8MCO/T1SiGvV4GTyNWJR9zXwolEVeTgfEP7mMyXpc
S2mEgJ8B1NM1Kjy31fs5bfd0U679Q1WCR4NEB/k5jEeeaWH+azs0nA9Ts+ZyfmxoZIxx2OkbOVrG
qNJBenxl/aLGL6A5ngTShufAkhTf0GY+N70bISpmG4YbqWHHo3FwIFdsmGh3MGLTQqN+1o02cwfr
PzngGxZ5OlYZg8YW5+hWQBIFZ2WS99Bia7QTWavKp55sv1tFv4Ep3YwFXEY85nMtum6cJjn2xcZn
I71h5E6JrhO1jrZepv8X1XLz5QexFjWniUFXiQAI1LDjP0QX0C2cAr0uAuFQzVRbg6jo/lLxKhx+
rVqy1dv4Z3mcQY6w6WJzwnxo54RnV42+aahjpUR0PmG4cHaT3j5QimbDLg3zWdzqRDDCK1o17v3K
C5Bap0OMmNowsLCw8iWES5LQzBmOV6VoLfaaSgtKaZQIOIWSppWZlKxQj8bSU0aELZe2KrkAfarh
4iWwcDaSk3r59MgdJYafZjl28S4NDb4w4mCzs4oyGaGUCAly9LWsbQCMgI5yLxSOYxGTpSJB//kZ
LZItiFjbqWZijTQmfsB4wN/3aW0c+gk7ZgEorFblJg6GnjBOJSoonjX20f4jJ9xm4Dni6L6eZ3iM
FvItpEoPHUimHxSjNiej6IbSzQiN/FyqiMhp2XvC7zhFCEHzA5FNFXVvRDs1B5zlaPepA/CzkSPU
LjH1Fd6EXE9EQ1Bdfkpk/KnTIoNmFNJXp4J8smPeg70qsZU4E4ItNMPeUyE0YcffdeotiuXbFZkT
c36Sr6ans8G3PIcTCEDt2lLc9gBmTj5m5ql8TLaMathbKg0yiQ9UYWT9wLevv5TiIjonOn28Hus7
9046NbFaAkIU+1OOBUSkwQPRJgEzmYjmHfpJrwKHT6dDUKVfy17YDB/rynQTYwSf1e5GdEauo2os
6bGw+wafkMN0u159hcpCsxQCA6NUMQFdFbpwxHUx0RIK9I/HrjEV8HILuWX6H7hTlUi57DDLzJZ3
bKnBGsoCv8iz+fqTdWHUqeUYHO7JoABLvzmzAiZk1VuK+p0rktidh1up8OJ2dIhQbX9xd1CNO8VB
beb5TYgFuba5k1q5XgEFqAN5kQ4guyQG0zxvNjYRAV+tCowvbWgr8M71rNNJ/xpiidBO6kjfoNJI
eovyods8FCUZ2aiSLbOKVBbAtA9Fyott2AK3v67EVWUu8fGdk+u1JMnI0fmh+dQ57wws6uaZnrzx
4tKGcBkSPFH8I1QUkq8Zw9un5anVPscaLtGTlizBW3Sslphm62EB90El/trZ7grDQxi0pZQl51BZ
BW7FkPcrVXJX5qc5UK0IzBZN6xdeDCHZ6BweytvyCKRYz8+Foi0Kt3ridUFiu9ITIly/GSLj4x68
BIb+g688Wx4O7mj9OkyYreOf6IqeILBvxBo6XMf93tXl0Ewcrv0NzhhSgN6JJryHJdQ042mQxus1
yqUYxwKccp+qonQDBzhqTIpzTd1B1feo3YbcP5Uye3HU7fhzUoA0u4Lst2QBbO4ou6i71D1IYbe1
BHyE3V96D9zwVp+odgApzVlGyfVtb6nkuPBb0SFWPKaA+gjXOpM9pIG5GgsANlK+gfheIko3bhlL
zP1z5lz83i0+tPNOXhmpiRDUCAHbzXobEsLxKAjlgkNpzj6MMQglnF3gqVWfKVSgfTAEE2wxGUCB
hhBPICkiZvs7vBX5DH9AJMyIU0rH5tdl0TzRQ5yifKn4BaKHKyNPSJhah1QBm3/A+oYRPsdWNSvu
E5/a1NsSBHOgyW3eUKirc78mpv43EWaj+hWOeMiEQ4AhyF592QrnaF98d6ruaMcEy6tZED65LCVc
kh+akijEicnV7sVV3boiCof5Qi5EjEJ38jYB5Gt/TcIBM2L/LhMOeDDTK9iZgW/vuRkQxmzYD9WV
dT1EjXEcumrwp/incmX3FEIHHGZ1GmTeUpMoSbjQW4jhQ3P0I+GBjvPfEIiBcBXRk1geRM+GHU7K
UivuuQlLIFplZXC0pVpDmDUqJ4GAw/wMKF/xOfzx63KBWplPdrIsTqctj0tPds3TzTL21hnfGife
EV09xNHL3s6TL49I5kPOJPxL+F3SMi6WCklHWlSs+L1C2vPRshjJCZzF/M8caWutjs7YXo9nCTni
CbE+ig7DR0MAwTja+EsqUEZGp/yVJOB0oNMSoHysU/5HC0JUJComDJgwfjRwXYX28m2p5VVxH0E4
jx+SnS1T3JlKJNMvoNs++lQEA0gQ6mi5nCB1HyAgHhlZxK01pdiLrgZ6vyFGiLn8M1KK9/B5CV5t
R/+JQEIgzn0tzec9J956Tl9Tg6o54cymofBuGXi+RgdCuzEIzhnJN9J5F6l60iZPCy+iDsFPsx+N
oyk3bZVAyakcJHpPKxqBj0qSx7jLUEGR7IXSM7hd9kl7kxnp7WHiK85ZuJVH27eJkG2cyjiFgzng
GKSs6DZRPAqn8q8YXdle+Txr7T5Sa2Uy514g/dpSJhdhf/kOYmcLqxae4omgpEjSuMtZQS/5ayEN
DQOctDod4tB/0uykRL2wNEibV/Om9OyXVHHkaqllUozmKAKkegjikAHvrC3+rlRUDzMml6oPuEBt
UjUd52pp6SW+m51rP2itSB0ZaM2f9vhI7yyehwigcOU00usttU70umpEhHWj7yBBLnKRuX5viycJ
3Wj/8xhPiOnQBA6IM7eMtyYVHsLEFiWQZk2u9clv7QeXpuutpkIExJdJWb9S54kKvX6Xorip9JPL
N+Xw0/Ugco49zs8N2M0WrGh6HM4JiCnU05wlUIybFhsNus1izRsL2GzKNrK69lkGQzyNqOQtmqO3
4QAi8KU/WYye+9d5k4yK2G4o7a3Pf9NnLMVZmLk8jc6B9PXc8+BE4E4G7qUsMAWVWFRGB8MTRb/9
ncdLTfoyAUytP4grx8ugFIua+4AWTxiEdPgZwvQFEJ+dmWDWRRG0QCuIbU/O4EyL+e1PyhWeHLjW
eeJ8YvjrbwALGtjoOD5nY0WsbiPxEpEmCQu0I1CIWMjJ+DEv2qZM8yY17Rhy0+qnXYn/iEeWMRC8
Wln8BnO6L15s3pLY+77g2VQ4zXw9j91STw227Icaahtmx2JZd7r8okMnpLAadBMT8WLekpwQ35T5
jNGE7vQPBcG+sZM2St3QFQJ61p2GG/0+TfwGPqciO6jvgcJ3lF2H1E7sa4u1CoCDchcWThLWFPsE
kidBxJ2wMrc3xtY5dg9Kp/UnsSRomSt5x5lvpGYD06yfYmEcFjsuIUePyn+FHSy1uwow0bPlCVEe
/HRU1elL3wX4BZJyG76mHTUmkTFUAj8TZu63VzLKUBvx2gR0J8HJbkMzRVQSlhaiYb4A3uh/Le9B
0Q+a10N1l304ZcUgY2f27vELIl/XpmhBAnO1r6mQudLvRdfiBTa6zKSLhQ8xjdxobFGBa+H9b56c
HKw1gpqslwHWXEadu0DkMUZEWVRZo2Tkj0WqhQhgelDlzpzwJqJFbKwtL1B21dZuBpKXCdwtnBzE
tiGsNa6FtUjrLsEkF+3oJjhFBas7KJ2YNXM6p8fmhu4T6BwzM59PhlWjVQyERk3c+Bj3OF4ZLDne
6d42/59pVdY4cVChBEm1XZPq4Sy4hHbErXgXzPUw0QTJQ/QqocM4sTpBGQlz3Kgi9W/jWBJZ2IWe
YHHYpDsgniYfK3xa4Hk+lOie7hnyZc5ghvy0LVfpMEEh6XauaTEuFGhxkmT2TrImfWn07J62GgMa
ER2wl7r0a/56t2MU1A33ua6spdddSedAGNUQG9C74R+vfnEZuzY+wq2Rt2+iPZHJ9BaKu7vMyeXR
Pma8CqEQpnvf+oAGRIZ4jApXZChWZw+/e0gTNY4yBf8SeSW2SJnVr3/qDpqCEl54rEM6HSikBUuF
KXlqhChiolZtz9YQ8P/tU/IuAzQB7Mw+FY8Q+eRUwlJS9jGMN8sW045E4BOdIG14r/1tBGht7S3k
5SSw8cZrAZDnErwFk8LDXHQkAue6WaX2cOqd9YqQRHM9sPqi5134d0tPGSy61wc+mPbRpCUdVktf
WHUEiZukuiGq8KKOfx2ZYoGZ3EgCV8VT7i/g+pK198w/Y4fJ+sEu33YrH7D0iQJXe2HXxMnVKHX8
jVNhgC0f1hVhkh/oOJGF+W5AAXK+0q4v5/kFwfk4BNlzyezE9Y6570BZwpKyO7UDcR8M1ol6Ksse
BXL7XFY1mrxi+fnRgIxvfmWjtdMk8EfpAFGhs341jfJSh/aZBRw3snvXF7lQXYGk3ZhKD14DRm/x
+PFD+h4OmAlU4S67N+0GNxJyv4eF0nVBlx3tuqVsNhs6UdjGUJIRz7zUZscyfgVAwsl6BIzOxUsA
Se9SNjTGubtl1uBcRbS0XYqae+WoNrlI0cr4OnG4UlI4BGJqxCyOMNqeQDM+Empylx8rFMvTGUVL
fEZ/9FY/jmNFWC23AdTx7yCDFhHH0Csce8ZroD+mqX0nWzgDw5VZ3TJ39q2fhkiNUVvwr6NJYxea
gdoHkn4bj+npTVm7DUyC89K5cx7yVtkN8H1QooQ6MluDuOQlTRuo/o990LWlCSZqGxVlwrHQSptK
/LZbUJ9KfxDd3omL+d/tjvOaxynx0Ftd98UPDx2GreK3c6sh/RRJUYhxXwWPYXo2Rxj8mWDvwz8E
ZHavyS3NJv91muB5cf0T+I6xkqkwcAU8t6NEv2UiFEKvtdS8wLz4xibdI8rIlSY6BiLn1zGQua+w
GF/VC+t9TTXjqp4l01OzPwUrKkQNYrxpm/iIrs1rQWfka8zPqCig+0QuWlFIV/oR/jTu7CjZyr8m
EoGgxTNAaI3wY/XliYeihU4lztL7yj9B2Z6BEpe0J2UNkmdLMnBReZooDtZmwYBL07wupcCQP+q+
y1EnhFeAGbb5rMYsNxJI7DF7grY2r+LKHXTOJ/VpArMOMcehoCtIxgw2c885q7/eCXvGsj0aZOf+
DSgk5ETjCnHyuv0hkrrCU6aVsEXiRsYDeLaSkGrNKIZIVr6uUCjLSbMCIkzxgZvxIss88L962WvC
NJ8FtkSVbQxrQCJtm+v0MKYl3xwZX4Oj7WzwPVH55/wZeQwS4Dy4Bwt1r9KWvftknU+CL+mouO8m
y+DGVVGQAbIVpzyGSBRfLvAEgyMWHqk4aVthCUqTSbnL3ApeFN7hCJmVxk+cg164zwmXd5S5hFQ9
CN638VwTwNu9ZM6aYYUV/Acd6Jja+33JqL82D1xSFgWF/h9g12MDt/+5zmjnFC16AUHDA3KlVg6f
VesY+2jXKHRTgPyHAoXTDKTLxdf1L1qeHBtoY1e80LdSJrY1QzppXnxN6DxwMqi5wtyEFBQsm9GE
5e+gB9KWvlT8J3i1yUAJFd1bdd6jI1hkiGJpFSBKymkYOW1td3nwY/JioaqQiRXRlc1gaDl6QQEl
+LSytg+tiNEh2H0zjG9fi5KoIQQe2MS+1yy5Nga9kDGqW8FnsXfwn45hjkM8Jocg77ALGNlVSqx0
VbAslPehA8cvgB8dbxjbh1eW0y0yeIUKs1gugyIrkDygBiSt4oAWU/Mg1zioGQqKo2ybYIQXxJtJ
AzDqzQ0ttbnIaWJJh/enXbY5nabmmrDjR6RNajvYdRmSKCR5oRzcA7wuOU7wy9785T+T8wGEVZZg
uJat2TlP7UB/4/vb5taW9hlV3o7yil2I97nv5D+SKAPzvlyqsG0M8gHTnxg8Fb3JTFbTLsgHfjmk
uhQP7SBno1LYzotClFBcouDhFjjGcWavAhwXfRtsoQByOcX3OCG/tyo5i42DF/NEM4BEs8jDM+LE
iyTWuboSPS6xAhG4nxKEhXMn1smG+qBcfAy/1HIF6G8N4jnl0tGfBEScK+FYGw+nKs5r6FApNOKZ
v31FSztLjPyS6M7sg4zVZws5EIwXpq41k0GCIXab9nlgj753AHhaFmoctOCUHAmSg0L2bKeK9l4b
CnE3LINJJLDzHIzoDUkg6yeRk1EBkZXAhoUH5JJWYn1hCGzjqie6idEXPADALtTweDiBsDqVQMV7
kWNBwaWWV2ET7loJa1azoATRmO1m4vj5i6GHosLsyIWZypkU5HtfJ7JvBTuItsnzu9qTucS/ySYI
UBu9+SgTD20n20Vj2lrLPkzideE/4hBzfzKPQ6HStYuwqgwHELFTKDlNiyq2+FpETuKdT9Wu3RYY
drvi0VRdtIPPngpU4tjALPy/QFe80zgMhatgWpKFFWFgde69sQXbQGcNd2yU33i10Mv8UTbmvlSr
hBCZVbyHoFrcHRFhGOakFUSSr2GoqCGQwLx8uN1QIjxUYWRSWL6fhTChe6dLtbaYUUjeV+1T39nX
JvTG9tRCFs/wMPS4iegAbJKm8PkPYT8uRKq58TbGKZosCXFpUpoKZBsongMYwn9WVL4oYmTaxmal
TN2VUkn7dBkxaJBER4IrQ8PFck8S7fAkonB/Ip3nBsMfaFinE4WJ7yfGLMgcAQEAKhU5XpE2amse
Am9VcSkoEtIGs3skUvHcCQ6DytE22s9ib4ohRqgrXQ5DO72OpymlosdrJU83Yz7pVIbyUIH99XzD
HpHqxCxGW7fc6d75bCyce/92rprPpHlN4dZseqWr88VAEfPp3k+I5IpOKxyedmHOiettoAEs67Ef
h1pI0ZXgYIepCKSIt7XHUd8eiIGGA3QJnO875pylR78nf3bH3jsjc1ZSHPClpTQ5ngZKOfOItT+0
flPlezirCOh45ty04uTlVKgWeP2RXkamg3AH/vQLEYHGjeVKz2HEzM2s8+xAbwTmh4ntgAvhMc5y
a362EjB69/buyVnsbTQObsCDbDRmoOAP7g6/+hZk0/JW/4s2HUGOccdY+nM3NNp7csNDqewUnkxs
xImcS9DVIvRpH8N9zQZjQ6IYCHFu0lW2ZznNCiYEGvl4ngs9aRax1XnaleygNmxAtI4cqd9Vzu3U
P8THffH3DhZssOShV1rA28E1QtQnSGZu7Oi+mKFbOwvSgVSN0mtPf77uEYXexWVS+x85tyEH4iTT
12cRyRgAQjhTO+7bvJnt/XifOzsMMsTYiYzadNpXInIq/x44u57+iBUj1K3FuWqwnTXzPZ8r+1St
if++KcAXyubMPjWsuOYDBsj9V9+/l7HNUtZZNriRHKDzIOzfdF+3E7KAFj+l5r4tMIDDC2p3SSBD
w4eb7kJgJQX0Ip5aEI46l6XhD8szkLC2BiXhpyiBYuO+NWfNwHVHojjbejwzRuirhzIOkPFs/M+q
1+SWNxFZvI9A7S7r5JwR1UO6ZHKkTBrE+plrymQ3EwcTJOc14cYh8ZDzqzSHaQY/ledtBLcbPjkq
QRP2gtDnBUntmmXNRrkmx7RqG/yFEwDQgOVydLYVWgF51U5YdA/Ngp5rmGOnnj8nvYpPdaLkOfqn
FbGFIVBW4/72JO6G4kYJA/R1QSRtEHm3AF8Nd3R4GHTlJMg2faf+NbhMOmJPD/eEd8Mpxd57v3NC
cJ9kbh5s7evD0Ds3Fj+Je2ipuwXNLnS4SkVcbtD/C1tVf0rnsBMA7INfbsJxi/FS2NDYlEJGMwsa
7WlF2ITM2L41Y3WTW6FdiwJd69JdisUA32jUG5FDhD/zvcHr7mzEl3eY6fQI+IvucJmf897n6HPq
hw6DebpbisPezoK76jR2LwNVfdLig1xptsiteHhFuoECwkPswxJTjg5h7j2XksLjS0KM+MUXSD7v
ceHjbzzxo9o6W2oCFrwTHhExhsNew1Kxdr78fA6FGjTVvs/9U1H72sqnW/a8uP0XIrPk1HAoBFo1
IBFeqj3HyWA2pF2/aTzCgrzj1cgzjlO+uhFBCb0X4PyoYGx9xCGuh1dKXZ3MKqy9OrRHf7BcSHYv
Ersb4Di7lRHz0XQ6s2exwYJT/NeSzo1dOlUk8V7hwjfGaPKD/UewzXMNZNgmeLz8bKq1vcGRmc8G
HP0Jk9OSVe10XcQizv3R7L5oU40DUsJJTwfT070OeWMRcOeEOSuSMUAngAGQyY68RxFK3hFvPs7/
qlbQcFgYIhVNAT9UbIsHF5w3b7zqxi/wZKmNc1k+cu7ZXa5Gjj5Y/86uOaAbOoh5iSHgq4tz9Z+v
GZjceCiv9RI5HUquIJ5oljFhrhn8qf2aFBC2R505OUVMinxMAOljQX6CN2PIH/fz+x0TjZrYmp10
FjFH4hc6cR58Otd1Kd+4fQsUXFe+Gu/BlRHkMVseX/4V77jUJfnnWm1SpJ6Z6BmOtv6IpBeDa1p6
zYQA9bAFR/BaBpB7WGY0qCij6u+DhgjwUHpNxpa76jD47sMC8bKxc5MgkVkNjvYxK/bvxXzZJgW8
zmGcPt0EJeXFGJN/scy417nuwBaVsr2LDaB9mFrUW4FW7edkkhjN197c+1aPq7poXAfGxJVSCwLL
Nt8vf7QMxesfdIoAJI5JFCLF1JiBg9qjp6ZT9JAc91qvC4SqkhUzuBU3PKnqnncLVPdCnAjRn+xk
/KHGMcYBVyOPlsU19xf7RCw4SlH40k60dcrpU09WLrdw4uqYzfnKj9zLzdbEju7x9OBD0vJskGef
l4N9aaD7g7/FNB/NJ0JFKqXy7f0TzKnouC5HczKSnbV9XEOfQmRNzxYtWsg5btsz4Wgw+WiFWIa8
e1w5OXzBO0Rkflw7456F7praBOqW0yezUVUa0+zGLKiAV8fGN9xt2DEwgsXrn9C70g6Q+AWZNrU3
C5CirP2yHeS9s2si7WkwA/j82SurcfSQq9OfDjaqH5grVPFo6yu9r/X3EQANmZbDq4pCr/g14mEI
npObhq66snN3QoNyuoct/Ic2Hj11R/ViY3ruXusJ38jxaP1ncR9xooEpjSoIbVLVrujdDJ/NmHAg
WZOJHpr8Hr/U8ea7epAhw5DJIw4jZX6fdL7uhB61SrwMQTIjugKuebz/o5niLnMlklOxa58f3WI0
r+aAm0nid/QvMX2gMTiP8rGbRqHzsjfHkSB99MwRbcKMbOLcB5NV/gL91VOZhtOwYe1cLJgEOQkZ
BPCZ8v5Q9QDlB+SvSEws6h7lHTYyWKBbJos8gWrmbWKxYom2Q7oRCP+Wtpx5+oTsmjymN+t981D5
6+BlcEH8RuVtFZi6gL8FIV5mJ449a182XZcBk5f7iMkq1VmSnOdH/SVfYdFj9E5PjrRXeIhlKZ4Q
Or/qfwbVZHNcSPC48KHk8OTiTU76qRCle9Jqjg0q2tIbqGk9wt1L2EZP9Vpx+ONXSea6SOikJ9ih
e1/FM5hSYo2vc4gknmsJSTyUWWnGwUmTeSD4UO4gyJa70qDeuRaR6QhcdrtG2DUkEdKIgBj99Zhn
6yFfiozsEeVY5HXQbW33Q6Jas7e93FFd+Wd59wSwKq96sfmsuVWgzTgUyfq5yXQcdAB+WFckDCTA
4oX22lj61lwmfMvKDY7lK/V8aGmqA9m8lwFjBDXdk77kB2LMivrCeGoBxwZuMzdH4HzcSynOdHFn
ivc7pISH4IAsIrJ0THqDdb3WSw5wBcvEMOxOazS7oniUpCtT3tmW9IhXU+TaWsnu6BELdMyst7l9
NzqZ4YD7GMA5eHOn3vkHpmxxrnAoAKVtEtr2bh4SXEuBh7DbpDC+ybZxBNPy/wI1FQ6SKbs7ndGa
p1bhNpT8L6NQAedKQ869ZkXmH17PfjcZiF+3dBwNb7HrAAy2Y8z/zKjIfzPF8gxUjmnT+EiuE7UB
d4W/GwhNCGw/GRI8MWsLh++Fnj2ruLz6v5+LOfilgX7kBTXQ8EiUO3BZIhdayfRvn0BgmDUXMbAZ
kPJdWnEFytEdJDonF95OpznLm/8SKOZ1ROVDfXoFlTZipdTVWLiNlb31EmvL4pKMISQIVaJWa0C6
j5+4nEsqrgGIzS3xs6b12UcdxDRZNPt3yAFXYBC8f3noYaN9YqTATDIXU4mXadNANll6DIfpUSQp
GrwpECppKOeHjws58pFb8mHiCrK0s17SuYvAE0CtF3rbzpzMWN0U14SjhdyXp3QCSCkSVzoc3BlE
+IPG4tml4wCPaDS+KbKf2iDHt4nCf8zNHfoohCflqkWAtaUIxyyltQiEqGeHNr5cs1UPZoBjEFOk
rKfeXiVcx20I71AConnMnFqx8pL1eL29AaQEQQM884Z6rKB7ZUfJOIImgiBjvFgoxalXHwuK5k09
sNkRxGoDBGZiJKsrhnWkcZSAe8p20BDH0XOePRMbBwkoHiTlhk4foUKVey8m1wc6mBR96ngoQ+PD
D15D4COV2U/dmBlRABItr6CCz3SlcS8w8YhJBu7ROAWMOHVjChLoGzCjw8x12M92n81RZpP1bobF
FzkAFyGDR4vHnNuMBKdsh2Po7HHjjviEYfHv/wAtDGQ4qcGsACU0q4BVDov8B9H2qis6jYW5Msru
CSGfswC5ZEyozTtG4Zv2MPH8uSO3sXIxsbG8X6bZBhFiXWgKt6NKEtJdMHw45VePN7a1qUHX8dmx
Wyeyo6BpQ+r5SSFjdXGG4Q6iiUE/NB1WpzhKtgcZISwxbbBQekBTHc2OA/oRAwjKS9e/ZTzY9XIA
J6ySSxYLAkad+9UvT8JExc+InKlmOZE2EiASTTMMqEnNAxPmUEB6suUVhe4D0Hd70TqNXBNb7JqL
A2AQP0lRpWERQu+NuCxUGGxPSyTUVhcCIv2pEsZQ5ioES1gp88lBIhjCREd+tRvlYTd1xnhzdR0Q
ycLMhE7qWIcCGSCJ95I6L6U98PGIEDOaWAL1rje0BkbPPsJx33f4AFqagn003fzZjs11zAZXTpB8
3JgTNHqNufp47r2k2MALdgWtUpfKfpvQMu7UAF1Yjn6XL7+xoil+aeI85oEAdPsKQUFZhAqRFo7E
5obCsfRQBAOUrwv2e/LPiXNZuMBoHgzTYIac/R4XI7yHx/Eps9sAWIy9HGpAy94qttYOL72DRv8X
Fzx3wtFyp+00vZuLOz39e9b1UCe4263YIo0MFdQP85YQDLnzPWtnX4jKRrdqyrc0l7wch80IoX8A
pfcMYW9QLHE7H1Pr0cyMQg3AYJdOmhMob6Gc1I3PNu6EV6YOVlaNBLWt/shN9/wX4SCz6RAS+A7u
GtKEpcQRN02NxJEZWIbAiQfhsjc50199NzTUHvFJGg/FE2RU3BLqU+luTvWEbSOZSLMZt17S0Bis
Mh4sv5/zOahlKPuoBgOZoBHMBSftafVhMQnA3D7PXnnP/oXB2TTAOGKZv5FEwE/Z4I4FU/FX9AW6
0m1cnrvrfXMqRS7hELB4x0CJff8aI9sE0XColphK0j//DgE8YM9CjqXPcz3XX7wNoLsaxkqRtBOt
qhWUsxlykk3tIy1/iTeuxdAxY3H7i/EeZC7x0+p4g8LZkL5oe6nFz0kmJnhRJcvCr+99+MI9oLyc
m3p5+n34JLFq+/7OzbXFIzdGoDJ1y0MbxWI5bTioTaLRJs+sBb/htv9u46vaAvpSr5qYB+ehbW/7
I//U9J/2yFVvdKqtzghtT0uwh1mQWB5l0mntPVJ/HZC20I8K7LexDg8aOCRH75/5RvXOPvZHA/7L
DtEtQkaIaGso9FOabsUtk7rLKp6j+3lA04yHlyx8ZTteiiXMxZ4+m3EpC+VgQyJN/6TkiMzZEENO
kTsmwpmVzLL32vEDDvv2vNNpqgbFe2M5MGDvftiP4S4xDqMLQQaaaNr942TEmbwbwhqAeqaPg3OX
6ZqMxQfx001SXPCa86rIAwUlqh5IBZTxEkEufGJPtK+Lak4jRq5pWP2UErTmbLPEzlqnPLWJKsp5
M5VXol2P1908Jv4m9OFLSPOkuSXVSRuoEkzVhwsw65HWBXo2hFLgKQBdA+MD9eEk2OljphIoZOxP
QKUb46YgZ9LGY6PoGuZxlmxlJh1i2SkM+1hw63RC9OMpOE50giYrVBagxGf5GBKIptLUJSJhcn8D
dtVv2BLOIzjziQI4w6ctk3VgouyYzDSKVH+ftaGRUTDP6cwHIUu6Nv+ZOH5TPJsNBdHd8Jthj8Rm
IiaBDQkg502v8VOGfxWfvxUIjLtESHGCcr2KgoocixiqSfRfv+PzDqvp8OoMkittG8FhEjnl4NQm
O7TeWobshsy7MqQokWomaZtcEEg8k8haIQ9EHJ6FjDpkoCNeI8WrtqLbR9FeapdSdXUtueasrheV
FN1F6t5L6zYJuF0gcAdZ5okUM1zS9tHU5H3FCHc/GZElGHcwFJn2AYd64nH1Lr8lwJ16Kq/9CxvP
1jo92+2TvfcmBlD7egYhVwkV1BcBkOCtdnYu8OOHkPrp98yDGnyfD2Lvcr+VW+ZsZv3ZGcejGwom
MD/4QAq5a6SipcAC9F8VnFb3lpNHVWacNFWAfMca+9Du4iulsixf3iD50EqRyVpux0tKeN+D38yc
V4KaBCyatPLbOzdYwnT+XfmBjAEcdrj8kn6n+hje0C2yHeJkcPwDLWDBi5VMry6uAFabQYm3ehBz
tANQjHEnH9PGR/qY9zgMBVu7fdJGZS1aOUYka6cQxGW6mVnvSLgS1Dj41h3AhSrmmryoMQ2RMz1T
J0h1acXEIxs+9QCObIQ8O6NsswOepzq75oBtTdmIo8s4yOS3rqlCMxAdZNDteAE4ItRZzF6FujHe
hfd3eh2jsspuqzQ6I3Py7A8FMbYavmzywEwuiGxZSmTo1Bi1ywNDIyc7J7N0tZ0bT3a3aPdHN84B
Dgckty4u4un0/UfwsaDUEde5aUAavFnYtuPQKnMpQBsktAHeMaAdN9X5mWSNOeFFW2QelC/UrdIX
4rXR2lVk1KgAvARa9IPiXH+Jrd7rt5CvCb7kv33IblL3xj7sI3WL+KnY0vNmJLFKzEhY9eMhc77u
if/XO96AWMIWAbDonBeKYWefILULe/nyPxL2Ytft+4BClg8xbVs4teM2SbH5YNOZflQeP9LbXvqF
xmE38F/0JWL2BLwp5QPkCcGKrJJOqL/1QQTK6JOSN3Ing2hEKPmEAdaFia7PWVgohN9tewJfOapT
u8gho7980wPTJFAc7dc6DJUvLSQXJOVjCYQvNWiaIqMVhzbcw8Sxsw+Qyui7LxBDjQgZQbwUZalB
rI46IWJNeOvwSq6c/14YIuU+rGYRd5poqZw7Re4ZrfzVL9n0Fwlxew/Sg2sEPAjDWH1DbFXOe/ip
aieQeGdnA1YgGgvKS2ZsHhHx+qwTG8VXRAKQ/G2rwYgtlHOp0KVKib2dnQ464xPDYLM5is73h7Gc
MCYMelbISlkWD5Si3ZfOhdFyNOgY8234IbPorB/74A1wO9d/0WmcwedPmwnOdMKhJZQAck4bSsft
aU6oOjZQRdSmfc7a06rsfamv7HZ+E5YqUC46vhV9MfW38tlg6bZCBIbAODoGccND775v5imYsadD
WMPWGyZgrpT/am8QjGP21XhyHFvoF9l83ayKcGfPmo6/2x0KdC1bNJMuuU2N5DofcE6+/w5pdf88
3XzQ+9OXYA+nQnzh6v6OsTD82Zfq6iuivS//9AaAltl3czQCBMrw+iS63yo8l00X8D8AwuXFRNG7
bNHO+4d2dGBQ8htPg39tYPmhJRSzgTL5AwEaA4drBDdCbg4dbHsUNcXuMVFLi/FddbGHZdbeN0fh
j0Thi9D8vfD4GGnuhGvt1T8G8MHXHaCc90CH0yRrAjO4AwpQtK82z7b46TwIssk7dQlkmGLYQFWN
easlblaJJhqI8WO0NrFg1omV2tJye2YvUbBFMQWSpUfB76XU0yKh1bCv4l1HcFKOLcER3P+HdJmS
908J2ECD6KmgbOljDXdA0j1dPHEXX21xEHmgcE0b/HxVtD9UxqoyZdLooE54RfKr+2w9IXSSqqsY
0L9Wxl2jFcQ1Wn/9E8383Jv4i3PRAWXTB5a9PeQJYo+CSd2gyyLVQ7whIGKAEHNsBoCCvx+gbP1f
jKyWiAm8bMeO+zAlWmRvG/572PtA5R518fWg+mZpGBAhDePEZt9xyPnsGny/scwdo9a0HlNbEt0h
9vwd0Fjw2Td4sQNImsylBQkGw79PW5UXYiwzLKPbzhCPO3iz0pNIZJ2xlmS2CPxMhe9W8fzpDTb+
qnngKLWjm0Xgl3nRUAmZDKkZlSUJC4VbOaFIYBiStiBH4R9EBHE8BVVBJ6XEYNop8CdOt3YXQxzr
f+9JGUZO+eTU2viopAnW55lvQj4bxT2NPbeaxlbDeOPDFPWK0xCoXlMcUyqo5+3hLXdsRHxdTVsk
u7GZAXLqwK87bfx0tgdFDaohV3Kt6zcZ9vZSK1l1tvcjBGpzcnpPBTPPJblAbFbjWgoij2WTX+mu
WHQqcbDpejwFzt1F+OOGmyq4KD10fu5egN9E1d6HMP05aK4FCFaPSYXf/0JoH64LSL8DYpy9r1RP
Tf/Pv5gEmuZ6bHSXLGyrs7fZAexF9c2LsuCpe8AxJH4Phb5f8o0WuOJ6fRkwBNHLU0+JE6c6+yZZ
6raqPMnlnzyrywY9iwQfMSAH757PmV3foMPkMSnhlqPnuMPETw/3KY3STAKuYdyDjlhxjb3WAhb5
y2gyWjErR7N4nFwEkDQllbIov6XT/bVSGmX62zi3r2JxpCD/nzwX/PC3mXmkDQ/jzVDcOqvM+ICD
KlKhmxD6cviXtxjdRLhLn7p223O19pfWGqS/FphugELwgCgLABLpsiGcloMThNoX/tK8/QoA2UxY
6i8rldTWXbT1Te0u6XjqHcYA1ynippRU61e5nmtAGYKzCbsYjNtqnCgJOc4ylWpcdcflJblGnxxw
PCYQwzfPzdeRd5Un60O4OoH97y64UZEZHAsOjd5BZR+CZyoSgFL5N757FcTxw1P4TnrIYenbVOzw
LI5/eVfFxYR4FWSarwpfytd2gVoB+AX62tmwTrQ3PEXvi203LOcvVDiTQoVyK/cmYKA6jwcJluBn
L1Hy2f+PMgbdXGtXRhlCyBXgdpEIhejuCxskigacITPRhor8a3KtkINKlaIx8wGUbKoeOsRhSG8e
vTd+f0eHR6egt9PXhoOAx1wHDC7mbol4m8qyKhpW2+vp5CoIBfnyRsNxWp1HQxiAMVlTpb1E7Qgt
TGqtYhIx2wGThzN7rG3Yog3UVXfprZ2hjY2PavpdeC6A92FANa8qeEVCQIHsoeWX92P6XPIwdWCM
8UQzcvVe5sLY0AttipfecymBJdY+S0cRwxJZDtDyx8Z9/IgsCuMKtGVSLbjVcIYIkGrCIVdtVhbm
cSguY5DAQ6XIaYRuAYslVHtNSDyLmI5XxqA2uHG07R3hbJbIKR/N/3rt4z+u5T2UaRi/jgQMgoZc
kcGKGFTotAViRlSqeSfRxM2gGqsSOhLJ9AG1YBIEQqO1BPsFZxhKH0mVdc5INXSZ5hxfV+cVaXaR
FZyHIS7IHbCbtYbKOqoAijPOqOWa4gtLpa+S/memHhSqvO26RAn7Isn7fvDW7mUH/Y1UleaL09c3
uDDVQga8/hJ8xL36krtBP+7TZo/4Ab9ZgbEbHv91VcAgbvkSSxwmamgkqDfZI3kbw8RnwndBdrwi
Wpm1tonvM3OXYRyOnIAOxkve2bIBptDFlo9CQse7/Aq+Mx9bIIK8bTQpjYkf1tiPgQjW6f6Xr6IP
nZtgmtGbBALOoK5OUk1Ga2UxZpGAm8QW7HZUwZMgEKSRdUpR0myOvROUerk0KYn6Es2fjp1tUg1G
MrrWK7H6Klo+2BJVZS04GXDYdjMexvgpGWE3yuU7j8fRLJIyCgjinJk+4/wpMtezRY6LjQe8w4Db
QvYyMO/wfBvpuEqZAilePUigis557EGMZhNj9tUkcnlX6rCdUzdGvle0t+Uw3WkXJoLsJECzKghC
eMx7dg0v3G10SXj/ZQdM9kvwcMiBIKEz+sebaZ3szmLFt84fYDfa6ytZDaO4CSEmOZJ4U+b/Cg/E
wLWPTMbN9DQtTdzFpQ3Ux47MpeazRnIPR7TGTuLrwSvEfluKLhdadiM3n7Wz0Awx7hjKwe1g2rOj
Gd4XmjupOhyqrBVGt54dL5LF386kklMB96FwaVhGufRA0khNmz9JWIdPJmsQKaywKEf9a93+cjb8
4DN5wIDQScW2gR5EleczSw8EwDBimHdPHCJWb8NoaVpDpUskVPauZ4Ve7MttUY8EvPZfCp7WEgQk
vAxaEcJgCRcGH2kmiM27j9yqaVx39HnqXNLuG9C0U0RhYpZhimkXQuSqiZ/v90UxgiKk+tNRIwIO
he0438+Zgaxao54/wgV6cbiUYRwFNYPu7MF6EsLVOjoyNXOF9t9IP+I2B8XFNv1o4vBxUj7IWgBv
dDt6KceBG3v1+sJfAFyJQdlxfYiNJ3mKWGNWDe9rPea6uV5kUksjTbgzpyhQa9cTXOdWvrP217ep
wCfcPF7WgTgLM46dLvU1mwBnrJM4WUqjtGz5zZULtMBNrg+wBw+UWSaLie/YrBLB+KDo81on2wP8
xvXlzdIwJPWnHsWfehqUzmp8YxSYTeur3XMZf3ae0paxPyH02UfRYqQeY27FKjZs5RDZBKmAnQj2
cvny2dPdIZxTdnpq55yegXsmCiRUOz4DBmNHe6gEqOZhk760tALsyG5+7alpSSfQf2fJLwCxD4rh
tkT/hMuty20O6tmNV1/Ks+fIJeHTv+fZ/QrNI2dx8fdRCTZmEciSGHiXGXzUP5npeBtHExzMibut
5Zuoru4csEKUEh4sBSMCQIebW9hnpc7vhyOs9QRTC0893HZCdZfamLBxl5Inq7HhE8TmqBFjSe/a
WzXiVX/qZZRVU27E+921Wo7pmOWhUDr5ZouSDqhMw7aYAhXGce1RGei7L1FsSmbLKMmcXALHMESY
+1D7AFYmech85bCsZSrwsrwWWHMzwOAh/zoC5nbJ9WgtcOL4cBvMQ+1xdKtd+8TC2SCyZ6EcpVPu
bknWKDF9zBB0NZVcsglNF7Nh9xTyEwUF8xJPdp177PT0yE60WFE0MV1PooBn8FgHTjIbw59VhXob
uJEnl2xBjA7zNEkfIxHxM3T78IanlisOhojrLqF0Yw4T1OxPCNNRYxwde3pYMF1OY9geYJjz1qDl
fIWxrqatKIQHKh/bbx8Wmerc+CVvNKBSKsYmSE//beWCH2HSybfwjAlpHYMvue7sEe1CzY7M9Q5O
Lsrzf8yge5lqjawTh0Jxt9ziIQGm3gmeov0qKTfL7R96MRuuQKUQLg1hRtmTNt9qqgkvgaMkK2RN
x/OKFdOYJymyMK6oWFuUyvC/AOKXAB6q42r39xHT/AOF1L846bhxeyRDN8xtYzv2rUg99geNjURW
snj5EWLKZL7j8YYhbGeCFq6PHI/7fWI2ecJXtK0f23+6j72mEfnu2AK0X86aiE2iiOw1Ufk/Bqfj
htCwvpzDhnruc9cfRR2GrJJk8h1eXeROpoU+Nz4byEHpe7GzUk113A+wZDl3RltTB1DiI5SWIged
P9ey+1wgFeBeENygi3RaVfFk4Bf6FohjkwjsIfEakAP5sBqh2laFDz9Sd1rihmhueh5JjR684ul3
3FBfGG8IkvLuRxLqKYlaPQMqpq4h3IhMvBoSc9nVjoPh/KqfOrHxB754fi3t1vEH4Vy8NYeHaPGv
MV/QdKnzhrZxHIQSqHse3sdRm1okKMmnmZS7bfbUJsgivcRYWO2Tw78lbQ8pOA9tbGuTP6RPc1PZ
oeskYfDEj/uyDJmCwiMHa6sd4xgxTFxWxmzRE+aTT6hPw99es3Z2R9vFuIiJLbD0VsXoSiiDxWQK
YMqLDZgjXSzBYNoDfRIXGrvrKr7RY05Pxr2UjMADm3VuHF6HgazyhxczaCChSELz3E+VxZwMJdTK
EgUmm30WBFSrupdkcSqp6Mq/n4uVK5wZ1nmfrGoE9i1K/X14gMJn6JbLPBDwly6602i6dHAL5eTG
UQHEnEsAuJ5/mptnoTkz0QIEhOYpZSBq9NA5oM+JVRgTFLOFiQCA+ciPDNzFh1R/F7lm/w5DBs5R
587hbTBE0ykS3FKMAupnakDAEYFDiOmjlOis+qMK5jYQdYe1FjdEld297gyhQNr6IFqskgtSNezd
3kJQNdZ0hPnxAv4XnNgs3qKsUPiSBNVhcdWJ1TesOn5+F47/XNq014KcAkQr/2mONaOAdbiFmx78
sgd4+IM3hL3Bf3l/IrcJzVCvgdpZbTJV/bLyCwAHc42PyLPjtmhe+Ziwh2r5zCHJGjPT4kudnByj
TNdOYnACQ7mGVi8NLu57EBCIFYGfMAjEJiyYg7SDM/04dNlDEDRLOmuVU82WMUW5KLLvLfD0VgEx
jr3GFecucqXEtvfSYA/VAEgWWKNdFx6V6nvV0fTPm/ds+aMnCV65QzB6P+gudTyenun8hXETmPWO
ENnZAvRvnSGvTYdjuI5xfYBOvQGHEz0xNxGjc47N8ELLittRE04oEk0RMDYBWjBzhPGg/1aJye2M
/I5biDdPCXOlauc19FWaUAG58Y4N8XBQe6PrbcgHqxX3lesZLsmGuzJVCIlD1T7XTnAwVCQid+/X
BHB8rWs2lmZfiNpEeohbaYBfLQ/GXkUe6fK37LwNe08FaUUAHASxOqxujYvXlFSTj+suIOD0zn3X
whD6w7Dk25G7QTOiornN9N0mZAjhU8kXGZVVhIiwXNBI0u2/fkv2It1MEcsoqJNsCeoYHf4v+Q6w
DwR0E88mDFzsGw78ebihimR7C4cQTD5GVQT9mv4nTXzEZz40I65FMFrnob0DsC2s3gtBgxX/wdZR
s1sC+2nlgGgvQQ5lnVkYsX5sOl5+nmgE0XSsmiS2A2niSMaELTndN+HA0QjDU0WdMwPNNB3e0ppe
d1o3HEjSvfMedE/Hmq4OTwdfGECBDdLZ2xd0/Lovq1ZsEKxvtjA3XPbrgraei15GGnNfR+VogWhB
CEozAumzxz+k2u8z7gMmY231YpAVZjRDQksRnWymaXVlCktT8zHCvMTFEuspl85rBwaSpxh/kR+g
DdR5UpPDGbfAoxIrKBCOKVnFC7ge2Fqf2oLoBPENnHCEsz6OMJJS+36AiJV3NqGs+gvWzksO/QIQ
BekUpaqXrp5eyU9GoQ1g36WhIDGPHu1Ybe0yNS70vqy9a/wUyBBsFB8X0O8itua8ev3XJaioexx0
uL1My5jrbdFsvqkItFbhzfRGeeo5pP+vmqXdyypJJ6Usan0HztNf46vcVQBhpaHUgCIPWaQMp1VU
pl2L/AaMzUv204IU/mIbEDAB2lNRnGt/s6Oi7ryqGTA3wUhJrMpFhuQTMVVNZh27tKyiki2I7E96
4RHxlw4GG4fCSe4Ko4oXyXJaADLsBbRGNicPm+Q+CZdXI1X2xlV0GJBSPmIPSTx9NNpaoL6tzHh/
EA499NRMZGtOvmLSBpwOlAUeBhmGV/9NHP3jOOfp5HwfUIOHaRkWF/tW7SFABEuRi15WCCeMPnDQ
+281XgrV9hnK8KL4JF7XEIjPN76mUu05qXrod8UY+k/q+xxMBkii9nGgC9giR2kJ/20Bhxg3iEHm
tQzKfjuWtS+goFEqjaZ6OuFu/rN5MTqEHJvVVmm6EjlQpeMekeASERX2U7q3108JtW1NmQwv7mE2
bL6RjLTkbuhCMHswjnkBW85jMRSGsyHwhQ4A+wSLuN705aB7/tdpY84dbG4RNFkrnXfnQ114NN6S
DLoE8s5vjuFde+ptWguEJLL93FFkHWOBXdyNcz4Hpdl7fPSiQQHW/2toJrGhJ5jXJN/189w6x+vk
lX6zHtVVfPOOocH0T42lZZdOUbKfshGOOHXKjR1eVucCQ7NxNkXdsazHntAG+m5mX2BSpNgeS47J
XmGdXJJeBNqt3GJUb5ZvDmUVUcfrUQ0WgNfoNGrqoYFP8q3xHOIHOc57NyMJS9oQfK0gfFEDh7kA
YVsA1BoQ0utH5cp1claZS4/WlyLUItGlJa8Qa19Mel2A0IlofykMoIQS4yv4isj+mwO+ahI9Qb+O
XebGL48TmfQsJATH5tejkZ7O8hlTPDK8p4rGwMzaa4aukqnMTc0ifWoHqqlDBygJC16htX9z+ala
+M1Ru2eqSc5BOYGF0nop06Mc0v6w8RPZ2Def0qYdz03WlYFtU7d/9h19X4Ulf6880yDKxq76WDiA
4eWl2kJnqRVuu2zjtogduXt4VB/aeTbA3suvA1f6NdM1wXkQMODgqeIrVfjTTIn1UzdG7InXclZH
BOYaIe6TiUqDEOCZTR00nxPVKv6z5mdd4mqu2X75ZIo7TCM2qN9B/tebcCZjiF6i/pJJ+gZclYpA
+7LgYePT/UpUyGyDyk3cUw5hXHfg4w8m9rD9G5UJg66XxoNFHaee/d2SkN6JmVYT1XnJVvIteX8+
MCHmsMlF3hap054yJgylDlyBdRIDY4iophQ7bAh+G+vDFHt+3n18Zo/yO+bJll9spV+tTRjUXJi+
zxVYEZHImhdbBMZnk6BA8u8DlOWFBtmZuXlmhYBPtp5Gpw1qVJ9h3TA+Ip4XKF/ZUwiTNHH6HWKW
/toDcSAeE+cJUJTjJJFMvcDfi8YZ8tYk6/j51/BiAJu8tUysY1BL17Yv/cRWQIxaw6tPZQGlFd7O
iy7VBPRwo/+etSyRnZD+FNYC3tEjaNXHIYqKkaDCyY8fhfgdBobaU3de3iqJkTk+XJlWqGr+ZBhH
C1jgaNx5K77OyDNQglNrntw9Va1wV+nAQTrHjhqtbLFp+2rEh/0jb3jNgbDkvNC913isyDhPTXTz
81QnK3mMHCOPO2X8XK+OSHmNQPZ6Xl4ldlnDOudchgr6MTIigVMxqlxEe4DhJgJwNz/UjpkLcRX7
orCsIC0jVx7k37syrpDWWk3AnvhDkkDP6OJUX+kN/mupdrZKzl4iPSc0cqnmyrNjTRhCBpHARppA
nTroZJeNuMZHBIlgOJrw0VHRYJfBzeH/Bf4EznuOtlTLxOL6PNuxlXop0sBP/aWBUgvNuxrO4gDs
PFUzwYLoYHb/LwUM0PGoI4296s2WX+k11qf73IrlJ+BhPTgrKWQ3Wg0h566l5tpGWxvyD8akie2s
QCGijPirw6Ha30WaCFqI+tHCdbOHtM8hmrL//+O8Nlkvfd1BSriIDR1NGBmrB8Spz/mfmvtPUrpO
VdD8ZCoE/AbxZZBI5ONhr2Gc0f8cnGA6iajN0z0nehvfThznO9SLy2YJlCcHUWrt1OUF+QMyVe52
dB1epnKQOJrOYZJTA7phIjkFPC8o7D0MyIFvB3Wdvx0kWlxDpD90BJY25TnApH2/YDfLQJGi6G8p
9Gg/CeEmXKdwC6mInHE9t+CmT/zwgt9Q0VV47dw3JX3pk1hHvELkFlLTDqX0qmLf1TzqZ2j5T7G9
w64RP07eSrT6nmOhkRPwYGBwasjxNYmr6e6FZa99EQSxWD5Ff4nY8TU7P/z+xsDz7QwA5TdLmoSY
SYpjWxkAprlG+va17OzDF3oan7z4sdjl9K6NZvKtSJGZ3aPJ9uKCN53BpWbURirMQgojhmJopjeR
2UXm8GnaVmQuwsIicxT5FEq9UeAE8QlBFxGd7FZj7czGfI1fja1g/hN9U6hXj4AI7RAlOEQMw61I
I/Zxbwm/uEcmg1wvWwdhmrdbhlYVSVJUwLF561wS8+kuUldyldj36PW4k7ELgPX38upK92DC7A2c
LgHIlvzi0lBOc/XAGdM/3JRV6lW/V86Ay2PQWUtD7VfQxnRN/DbL/NXhe8+Lgeasm7QfQNRA0w5T
GedME8yE8e3Vf1y8QafGeIKmn8WuadV3+F+6PiVP6tSy6jie8O7YrPv4cuwIEqkEyOdoarH+FbVn
1UfknA0ZOR7FKjUAlDrcLc/K21+EUxUlIJGOn+Y6+ZeQVs2LAKH7v26RgC7w0UdVkjh3zZowQwyL
CLZpNLZR//q2VDsC5FjQpoRhEvyOps4BKi/m3pnyrKMZtzSi7cA6AdZ20z6kn8yBi37Bloo0Qtqy
WuAypbN+OSinHJDAAl3AfVE2bAdFTPgL3WAaVJxZxL/8NId+S/eBJjCeSx/yQWF/GQacawXsNEX1
S2JpXw7192XXlSpwxYwCY+Wq32Yp5SUMBUBxvPKGST4UPMXAmzFzstxlt+J9mtso6JT50Q28O3og
QZ/HBvZQvYvPVjDCpNwUuzrYECnAHQKgveK0o16jlr+D99jU1gHv87YXRY9aTx2/XbPaabMjSHKv
Ulraz4bemWrYSdT1IKl/IzXtvTf8ZXhGuzDznJ8rQytVh81QG8hiUi6VFPNWCqyTyVqMwOsXaodp
cvwlpwTBVAhmWz1pN8sIIMYHX9jP6p8froxzYRKeEKpVhyVYfXt8NLoosh1RuoVYcb7UecqmO9Sg
kPPDDrY32pHhUrXVa0q+EyuAXszZMNymHCO7voXi0AKCLju47ebkF7qluWlQERQuEVBzqFiFuhHj
QUptUtuOGjkaMKV7aYj9XaOGzgwra9dQRNeIE2SHv1kHK9STBBtJRaUhB6RiyiETb0AyQXTJ/N1/
O8MgQeVYSaBfOfwimSnn0nx8iEFGDiMibbemf/eC8KFY9sr0UN7UJy9xRudFSjPR4E37r2Sqxp4b
IKfeDhm4YvmQZZ3iOE2de2RIynCWfKiX31IO9P0ZunfgCrMOauHGe9XvOJQQswAJo2inlQxT90ic
6oEhbd4Ks56G5CdidUaSeByZFxqFeTWzm5bt/GLweSrt6QHCq+Tk4wIEgOBeC2BsByoYii+8IJuy
Ja72AXYQKo+Qf+S7nUL68WRv2UHEsSZC11CNsj4gcRWReIgC7TwiQ0YvrRHV99PghVhbPGkjQAYA
PlyhDDFoxFXCwuektf/QVMHNCYP6iLVaS7C1yj6hnlYXBgRVOMRsCdERznmtgkJ3WReuMcL16KjF
glRaVAF7bP1Et7uqNoykjlTinQAwpq94tiVvjNmTAsGwMxDdeRnpWamRvTOAIxLB31vnWBes1GfV
7Dgf2xUeT1bUUI7CbGbmhJfYZc53R5G9izarw28oSZMCYUs7Kw5L7YRrvsxt4wZaq7qHUDeeU02S
WXDqXHw9xTQGO4rpPXe/nYbkqju8VDocfLblBSPzDpW90TtnOzfGuyqAgUmTOhvnGLTNNGahfRG8
C2VEaYN67Sen0785j4tsYh9S40AEjCqARv2q8GFClHtc9X5kaFwp+8IYiuRnbc1ASec5y2jSwpEV
JSM2TP6hgDGrS7WTBuUEqBgCivtQGiCqM4d2uJVYCgSOm/XiOlF7cvewZ0mRqGkgjWHtbHeJW//c
zhT5AcVY6yr2gzD5idTFYY83Fh38y0mHrZf76jRhR9jdbTn6R+dXs3/kMd8NwYE7V2DVi/EpASoB
OgGSY7O0ZGySbLIYZ4Jn6auVjViyUutO5q0h+o0IrKu56Ywi8reRTH1CrogBJ6LKjiJeYky864Ow
l01Ocu2VrZQJNJl58EHzl3P2847iLqcpY/fuIdUh6ZYpnjwGYg268TWNiSJp6bjy0mcOF7f1IDXw
e9mmgx+SAICiVHaMVEY4ogdHw+yG4AGbUNMHI+htvSp7rInbbqXR5ERDli4iPbBnEq7kpnQSlVoD
DKLCgiO/Xq0kdFgawOqSwBw3aEzXpbNz44uLBDLTJor6aBCTapTqhxvgvXHYiRJPd/rKRND87g0p
co/YXqojtlq/beIQAYZ7ouQSieyTTaODedgF/QEVJ24tSM66WMxA2DLrcOLkzp7muTJgUb/RCdCq
OXldDDkNqbjZE0L9vDsh1tPFmOp9cTvZcqOi5y5TK1l3e//Cojo/djHeDP+8mSSBwTrbeyoPRBSm
vFfNDo8hns89mBOLmKzfoPibvgG2T2VuQv0WPcj8eg58Vlt4KowDcNCBmeVpLpoFecQnZv0EA0DA
pv6YLPLxZOFKLYvvU8thFJc3PmvBxlsT1nHQft8JbGeUCDaad+mukYavppW8zl2R5Ch+zyeZZ2Yw
6SdywASiNH+ACGr6A2VfQZ6sMiJr+MXr3DMDFzY6QvmWukmL3XIoMKcXUHdNPTzm6cJESkTxLrZb
4WnUcltL2W263G8WRCyUb+bRQtW5n2Ihl8cy7fgXisvK4rfOwULwrtGKKk+ZRCAC3oQmsSxb5FRs
X5+kat/7A2uL8ITs/EjOc8gBgpHnSG9AOlzCdPjsuDO+NFhu0LJEvUGli+EsUhNJPY7h+zp5Kdsh
Sm3V0MNS+EXdSc9ODoCzYDmFpCBAB0tp3+OBrkkmxYm3NjnlVbZgUAK34IhPwdUq3jg/GtK9PHOL
qYq8ZboDv3By9cAGCljJaeV3Gvr2tV256q+wB40BgXtpDIkjAhTpKEgl8ABOdpAYf4k0PUNypKSp
/vzEoYmd37+IVI3XhvRnw5wSb5lT6glwpswIuZljMjGPCEYqTYR1I2qsZOHxpKtGNuZ1ipEoGI8Z
cKJExLr7jsWtUZGx/B6PuwW0S2lKiBO3S4xdRmFemP1svhTsWI4T95YudP276AF7BfWck6DZyYqu
M9mpHfYXCxxALBEDdAa7SPnZ4ELIPiTTSf3J+kPXbi8GTn0B36StvhRoUxlq8DdULrrmhYiQCVB5
R9tGMRYU8vG+eomXetRsthgNuoBnTeeMILva+NfIxWYyK28R0ZEtUp8FMWgsX//W+bZ9aKfZCJ+j
XMQ3Gy/u+MUCE3bGxmFkbZ2Ru4wF9era20x9mOUb4VZ+LogFMVEFhC0emDkBArBLJvmUuO2Uefu7
BEHuNfLvDc8joGPAyT/HP1QYbYOhWWC8cZ+jbeK4XZzEoaYVWZ5GIXaIlcU+9ibiGmRtGvlvOkOa
z4H9fVV3G2dWnUKeAEBgGaVt0wIL2zow6kHz6IzNxcz0k3NaOg/Hr5nGCQ7b/sbnpSH8haPsIWw8
P0e/bw2HmuunwPg+wpyBfUj6NdbRFrHk6pHmIbY7574kxt/XJv+Bd0AQrMioYgQpMSGkqXrHtGiT
IxswSRUVms6C7WTK6Y29vU3us4eIjOfMzlhJT7jcTuNujMjH6pyL4J39Y2IKmgP02JEl7IyeqRb0
F5fJh/M5vpqxa/tEt+76FhGox/mner6TqRmqkWsWou1hPkxVZfQLKQCWNDWoxF+EDqSR8iYcSnck
afOEki0YW0dvMe+g0LLdIGphX3tYYEIS4HM49ODcJvCa5EPeMQCbcnemH/nYANZk2sPLAgOXW6Wd
RwNhGS5KKjihpgYncmjJ2GiLOLDrCiPxgvpO2t6WYJO4vxL87Exgggopb6rCK3jxurARi8Avei6W
1flQZVrmIpqgW6fr8Ixolz0RYyYwbuMWHE9LEEqCqOuJfM6XBNZ9PICM0wDKUJk68Awt7Luoy5P0
079/d3NXMHZSEDxjAf+lCSlrOUlAVl0hlbkU7hydmgaBavqIdDCUoxCCIPkT8HjrV928jDR20X3y
W+Q9tOJFyQzig8Sm7gCmTCVUA5KnISBunwADZBihaL+lwGxtojfXsWkkHyJS0D8XAGDNWP3JbD+5
7f/QbfC6lQZS+EcnI2Y8UeWj7EEguKiYBAtZJ95/y/Wdzrgp97mNgpmXEaslVbjryMCxXvYW6D09
7siZjkTOKHPYeJQEA2qH1BzcodNILL5f2TVy5PkONto69FZaIKSdBT2CVZNg2DDAVj7yHNg2oA8j
je1NuC69EI6F1XomSTO2HIEfzYZK8h5evNNQrazaNrMj602vYbeAKtlcszPtYywx3ZDUguWmfzFH
SZi8Y9/aM2PC7aNKRqZJtBJcMsbGm1qawJo9c0UAjyU6gtQ7ULsWaW0Ham9FWDrk5T48XJWugMXY
95FDiez/KBtJ4wLmpIM+78LvWBrpZx2GPuER3SKZY5j3LskwCZv9aO1pByx9GnTtxu2anrFwC0XR
pOw32OjmkhVNoHgCTsCvR5e2HyanNdsS9IGzEIwUbcJKVls7JTnrQVZ2gmSR0FSLn/lNHYiafaW5
GLQPiMnih3ilLQnceVwnZeDjr7TMEHom3z/VeoVE39fvo2RzrsnkEoWeBaV55K415CU126AdQL65
r8j6X75LiYrWT56Qx596uMhJYa10n3Oc44FynpBuNWVE0mLP3UsFMMFuuOBmpysj1h5LHutSCrQg
Jsw4uCXKMKk9o8xgteWAIYIR+1A7iwNuSNl7ywlxeMnIZqEkXwt1bzhRJzWQbcBhb7Gag5pKojBA
txn1kHqs+SRq6/RZA6ph4nA7iyXJ94ZfGPHuz/T41MXQZ8a/50IgnkL3zxHXnbt0AZBq6W+s343j
aOVGR0MUeNb5OE4J+tPg3BVc2I4pCcPA1ByDL7GbOxxFoK8EqkDQNOVNEVmaNzF4Y7cyv0pXYYAC
f+ZMgH7WRl0f4M7P2JQJ7Hgv1mpkP8S/yjOMaAUUe9qoiZ4NrbgHpqtzTqAsKWTLbNZVHIVbBIms
joyyEntaES7U9tzX5EBtXtDAnS90aNG2E7tL4c7ObxFg8eBJC/kJeuMprOBQjsfhGkt69F6210DR
4VV3BgFjfMt5z9WOVeY4PFc8ENBewCqJVSL5Ym72i7tAj3ejwAv/3iFo4oIUDjKzhohXwnyHr1rx
JdIKvDFdlIEB2sdtUqkP/FJ/JyOjCkneIMtCDsW0x270HeqyKKDGbMDtDP23DecM40neihtdbdZn
NJ0OZ+7tQFhYEQX7/8ZuIisRaa0k25vbhSoZU22l69u8Pp+mUzzJOrnuZdXsF9xwZzw/5OlQX4dJ
hTCwwO7t+G4jq2BG59Pk7nA2we5foVmCt65Biey2BEvgW57o4J0G3oqOUTK7PY0CUReEOifO3ZgW
00+ixvEMrRn8xSNMOlLfPZayPfA9yIHCoUx/WHp1xR6Akqy5sPZUqAn6gAELcZ158LJxwMNj5U88
vwMKJUNJ/w3OJ7LlYgXjBAhliRpTuCNGUbe5GKDy9/6259V1lJLMiUZStGOYr/RgdrpMqlb0gCnP
2JYA5c9AsJwYcHOHH7/8OqzVVrDQgqLhfb5Jnx/jHstxEQVEhPlRGWmOorvbWTa4wFCikwM3EgfB
skFh+qhp3RrCKFwkUiWFY0Fs04B3z1clm8QotpGwZkZ15untwB42QzHJf8iqbTHhn9BsMfrCKw1T
ClvymMHbqTB37/lnXpqUuVRYgltqFV2hAklqf4phw+3JPPlS7rXteIbipdyWqNu8NbkGhXV9PTge
O9qj8kBbLdWSjzVbQViaeDddMCUchYNqvnMeqEaUAo+lGF4exg0/vFy6UjFbYyD9oyw7tXdPh2fB
QZM1BCTsFKzMIiVrEYkmX2o/BiPnqiYPcaKqH3mEMuTQSNGzEKQEvGUscA2dvJdALpn/4jR+RwSe
S5p/OLDLQ/kVdvvhSaZYJlT8+jvT78O4vwTP5ALQqHdnudGWwXtuE98iX1zlwVmj2YpLOlsn9Itk
VlaOX1Wqm4PCgfh744YIm518Dnu4kr/D+MfhaVV4JY4WmDneduzM8rT27nCiCbG9sV2oe398iByt
CpWsYoe4NJs+acNm8fRH1HdQoOS9vmDY6LfPPqqrv/EU/B6oGBiJZrJahkX2QaAOOGOP7FVvenLz
SHp3Sdfu9mdf1nX4tb+NT705EFVoG1rbJPZMBswaZQpe/FV6CcZS5cQr6V7znWDu1owBi6XQ6z56
pHwb9cH3TuUxMRh0v6gdqqXQVJKqH3YoLxAvff1xCQVJKSgxVyGIkVcepheFiTaoz0ytioU2giZF
NaVSxcBeUbDLDEttIZXkvAXWo6iWFzZs5UQIfTtMsZYJcV/pvGNzkxTduUSNSSUwMmhbnTbz0Xj7
+l/GkVbjKIYAIdY6NpK0IhHl9XyjyRLz1w+sl5JrglqE1pFFjhZx4jT/zF9HmhFQnfsFo4gxKwUQ
h8/NRnS9fpf6SfjS1vyigj4hsXmfsxaJ+Am9u99Fs3VSYkiYmpIrYzh+Y4CzLdE8wlgBwlr+IGRy
deKbs4drwi28ILMyvQiTYf5lhCtptmzo5HhkxsPgQHOe3fZ6tt+PF+4ncb9CcpupCj7px3QeYjiE
0UnYsAXmduO3CwBv9wntYjIVmiSMbuNXE7a4XfzXMgBYT78bbnzuIbxGLKcfu5CxSryyBYA7/wFL
L7XRktNl4+I3amw9yTYiqa6lbEVLX8Yn9rWrgVaE42ZAQm66zfh6Eq1RRWDWi0xejNEHSXrkQkcT
xekXUmQv73K+L9B+BrovmmEynAc15I8DsnrnxmeVK8xbhWE0wZu87LG3K5NfyEkT40UfeMc/nzKh
mmSvSzj7P39vk3SPbp5ugxlSaRB7Qq1hXWq3cA1QdE/kVDNmLAS9m9bVxA6YdZkvvLAw2JEHBUw7
7qpj5yVihF5/wOQtX6aGPe/AhRSph1c5swFIUd4MdvK+Zg3djxSBK7UVH/EAsA/1XjwBzYzYFVj9
SocK0icIA7BePa82CiIzTE2y/kNRPM3pi9jz5vRoGfutZqldYUjl0zoDWl4hGqbXD8f7I6Kme0xs
NS0khwwPU9FWvsGnZMRHNYdIdSQKJXQDCa6Vq4ilcNwYL6MGxg3UEFx038aZewN9TEG+cZ+QKtC7
JTD95TPTiTnFjyXAcnnFtxpvFiWAUUE34RCeJ/hNjOGZVpfuPusoe3gJVjdxB3/yAu2kYoUiZJvM
uMrxxY4sig+jquXBOGLglwQvlY+5FMopGnjymPq3ynaDM5mZTx8fXO9s9Lmo4W624cXgg9vDGkii
mN6TPEacqFyuSwOrt7xrCtGrpyZf3jkd8hVG22kZwWtdBZ+LwSsr6AS3yePfEVCAbhpsSdVSqlMP
bp0LzTGaiZhwO35Ha0WmmRzupL7biUoyBPTBr+IljQs75DLaXbJMRT33CwZgFKlllrlQ3oH5E686
bWviTqRjynjtOJkRW7Qqt/Iwefg6MkA/WYmAsZQOISubBDpCquUbkxA0y98H7sAXL21hyYVO2IkG
5XTBO9HvjouojHpHhz13VNimu3sYzpxKiJJiXsbwX3vSlJsPB4AQT7f0kpCCzPa3wnD+AcTTcJ79
/1bUX9uVKVDwvbX97/Bu9TmqWkO39CUSRyERubcHfP8upxDLbrH0OcIE6kVd+qRL+yQWprxC7tn7
RDbGd8WDVs83lzPo31oL1McNpYnx0uWv0is1J0xf/JBKpSRSalqhIMU60nWfHxR2bE5IQdzKPkv4
TK+C3q4JpwbXhN26GU3N2LvgCZ5vhJ9rTEYNM6oTiYOQWTcL4F5PlJbS84hPbly3joFfyLcXWNOb
A07920fCQET266HzT2x/1eG6nhR7e7GKMhgst5kFVkwU4mmOqD1kk+9hRqIoOS/ixpoB2wUEtcd7
LAVTZHI/O6k3zplNeU7QpfrdH4oD1fiL9m2IvrV5Zb9IkUfxlZ2kzkN/dq0tS2dXJ9Sa14jQh2JM
t0Z6GQZpjVHuWT/zpU2TAf0+Uen9dgnICZxHO1eroI8mqLpqozeomOtmxTWZE2kC5u4N8LoYDLcm
qsmjfTr0dmU7mgNxLekAQsroiNGmfHLliMqsLbhoJqAq8yg1kFjyk7IKBriCq6fNzGNwludjMA1c
06bG93eKZyAhBu8hKwLTXYsYcxnaYa43ldUgW8xLcfHjNgHuLLXRRbd2uCeeqQlQHZxAzI2MaY5I
nX7fDvievNtO4LZ9DHDSkHT2igLSMV2MtYrsp/SFeSZkxVt7l0edubKkJEwo5SlzxDWZumuybOsG
rcPvy9XVOnV90JOAr1zKzlhS+z5gLBl/DhgxlJqhpUqOl7LgFgBQIs90HMnXuP/A6J6E1DmPD/eZ
EM+MpONSByofJGq42jVoZn2jWFmNEizohM/e6cCwdp0E5w/weRrUWtphFjj28rzKxbeq13zFUJdG
Uk1uq/r5Qlpn8HWGNLNhgzahlJn/BWIdCfAM1voR0uTOvzCG121ymEVlSS1uk/hzp+UYMFtrihvq
sq40PDwAG/k9u5njyoTZcMNL7evBvhGopIGJdUrytTxNmQInmwx1YUtTrGS19cWK966KPo3EOJWi
bamtWgV8lkmx9Dh35YESUyCP/SD0xcrn/sANOuqR+mnuLt9gnRZDGfKWPQruWfIHFAH6bzb7AJTr
L/4qtQE9Z7de58JT9Ks/HcF/ENwf4ecYkqcbDBoJY5//x8z2++ySZF+NvtqyqWUerx9EmOT5RFid
MDdvXmnkUBcxrY4YJ2WR9p54qEy4TM8EyyWeJC3CFtUQrDNirw1uXmH+RGRKeoTfuMhCnrSMNjo+
sVlw71FSyJL0TOedc/k8jSvu3EkIIVNt1o4lwwOLz69ir19iePV/FwYN/Ws64tWWO68d6QlRMhtu
Bg3n3pJPruv+GIfI/M4ylzhqOf0RGQqiPkSOsLoIpjeNEqxN1vworivw4DOzE6fpC3v6isvvKHDZ
HtgNvQmzl/HPajs26H3Vj/tZTeGYj7fxTaqXTQFQDOGvOLVF2UYzajHcr9aLFAe4Bb6JX9rcsXJI
qt7ibHBXEfTw2g+HIfLtOMBEpV3EkPGurxryRXOd8T8cRD9Z7HJoPUUR2sqbasFvk97xEE5qgDlv
0uz+6BmgW6KxtEwpmkYdW7bZkSxAXbigHaaDHX8XTDiNb/bGFj6gywTH993dAlaQnA2OvoD0YSem
BghdL2Ti+icG95OnQx7imJTXDzAy6944P3MPNC7Y1PsqAMyFCKGjSP0aYxATP8fMbOie21HgmfOF
ZRq+eBKlFzHa151u96nNN6N4UC/F9fqUxIUcRovOY9J7L1ClQWIMjUjj6xMJwzabfv33Z5c7axft
76RN2AZh/wzQXtOuRxeo+G/txuNp7tVMWTgJ6BnqlCqARktu6xKJc5J3uRewL4cgv2hUV4bQJu+X
wCfnldyjNDpvwXZrC6pUBiC2fr/mom1r/yYoL1HmwPJnKPUH2Qa8Uape33wPuytFITz2KEqwLiNK
b6guSQA6uQHMsLQxX+qgjkPApb7hqLbiRSn9hsmT4b5SZojf84djhKX1cwvhVGpQ4UQEaiBmJ2RB
6C9+AJ80yonvgb6nMQc4jT7JBvq5Wnz8N5SqFHhNHnXuT6wl6oDZMp1yDHjw2MZn+jeNbxSCcNUf
R6fTjDxeT+9SZ+gmNHhKOEXL/FGy4YnI68lW47RCrsV/Ai8Glc98DW0iWOxgTprdTr/evAHLqppm
VORxPXT5nlwtTD7tAJp/6jTXzCBu54E9FTveRb7EatVmRZbUqV6Xqx5CdkDBeGOg4VtzNnvwU+p1
oLcv4ija2szTFGa8lDhWmJGVgSApkX2oynJdtkk3lMc9wqZiEu7hd8SMwlZOE1fMTC9C/0vx1fkH
xll7ZJw4UgetIMIpmkTnKP8+EDNBHbgf/A9oeKfcvP56jK2qYd6sbQxpdeWwzX+wiJdULINnLEj6
CP+LeDMaAmPr1g+iUPnUwZ1R9Juh/bj2W6+M4XGwnVGBhu7vypfG1JUDZFnNaS+c6sjUH71ghcRf
q9eFA0ecqHaTKuUR5LQm87smCkX53bNgTG7CV9m3zhMQDF1XVxwJeuvPziOh0aoXy8m3YyNg0Zue
U6HW5mPSNYS9xi+eQ1FprIJprfRCwuN79ozfvl7inDc7TNovY34TeV8Ox3SBNb315H6wcyKg2mbJ
0Dj7KTfgFz997bKPYRwK5cgvRJDpYI9k7lXCrSiy+eO15/AkOSAsaRRu5Ybm5J81JLanYdOIKO+j
K4Ay92oXNmRArXnaxeCmS5K0krnBPjIBfp1MSLC4U/wJLErJ+pcPv9PE4d3IjS3H0S0az1TAZ13W
5i3HZsXl/pwVE9NGpg2yWiqCPqYixbZBirs93cNB+Ou5XFFPytYQEkXH369uoNF8dfozmBkv25BL
rAbrLTDcKXSFziWtrRG+gMyIGbRHhnJS2sUsOrEiK5mM+NMb350J66Gem661Zo19tR4ixQPBhdvK
b36Sn3Ft5xB+rdeTZQsDI9bT4XURIAAA5HqjR1UV9cGg7+XhclLKuXSz2NHc2iUhbcyQGbGOrfek
q/GyaGJvS04kQ1ziKFsTDHAFm6Ms0XcqKab3HoK3VC6SlIrzqfc+AviZYEJDuX7NgXLDgwqEjx4g
uMmehzKINEvDYmg/V+9XxmFsDFQZKx1k/J0bc5StWRk0IXarGjUNF9x7vOTipBGYntEI4NsqKahv
II2cTfCGjFvEKGHDlpCurQyC7E8b63+DOEnvTMm8EiFQjrrOHy8Ir9IMUFoaehY+TCusGIPrBEFG
8fPx0MbVrQuCYfjnZVE/jM1W2JCySrJQ0on/oPwh0edvqkYEHuegDQtz/5TzjRAVGpkwHT8kjD9s
df/Gd5nBidc6x+uI3hMIJ26anbPwODvRo8q1JmVUVCOMHmrm0N+yfNURd37AgAEmnZs32oPVgH4J
13VJI17BAaW68TWxUlAaLX1M2fNHrZ5AE6mf08g9nOvqWHoFndL/0Ab7JStauU9OFBDQ/zVLHjtW
WMGZHm929DXOpeElsNlTz9uceWq2meJcsHTXuHZPRGZSn6CTuy5/v8wCdqZGU/nS4zL+iAGizdr9
mlJGp6Z4hjLAAbB05gcWyl+SzxUpj6NP3asmq3V+ovktIntu7JWTGysnwtwn4t7pSe8Is0QWBvgW
w5s7G1eTDklEB9oZS98/UU0ruAlXAZoVJbBlj4O0nhPZm20Y29otupLpuWgVsbNV3LlHiDIH/AGP
R/mjbuWnXANBAJ1myNblthwUakdcGnDGY9wgQKilAHOjy3n7TzoEDYdh7UvZAxOyQ1iMZ+Q+VOv1
KBl2OSLGmzjuMz8JEcIh3/bixqgfmNnyF9E0puJw97hksBp+Ph2Q15GXG8k02hoWFKHxxNFxFUi/
I8my4B26QM0NHMmvkJqwF/xQ/5MuF007NFAx0i5HudGLUF1N3EFjYlklx6qNfIHKeJTAsY4bppJs
sQvWpUGGeSb55mZgsIVEmUth4Oq+LT2vhKG55uk8B6DT/LBginIAoPkm/a5qIIcim3F2M/lWrtMd
3nPN6dHI621dlFq6OIHp6/L6ZjnbAnx5mz1pYmxZKkDCklHZM/3N5i3+IbKpwWllJelPWi1boR2P
EzBWXrw/+YMsqr1yMJclQzZyiJF9nYt2THTFJIIkBKHftWUMLZyoWYkQuPDL4dn9l7B2AzEM45RF
y1I3/88rnrVko0e87ajLuI0GNRkfVg2aEM5tGUblpdIM98pjAZYTotUh/cYiaQ3TDII26fDAfLjh
GjC7qtM3or9f0t36YVwPhzuKyaZa1AgQJxOcRHX+Y5UcTyNAAAKUVrzC+Rt3l9BPHqz0pj/iHewB
FV9rNQ5vtfwKUxs9s6Kz037TOwBo/7B85u3oDaT2v3NCOaILSvk4+iaTLYcCu/CRHIcfPUcl1rqf
vmt6WwtI4h8+XhpdcdajRQlzeCLZZQQdFanrt/AhU7TbHMyztMPSpfKq33o6MtDN1KAftjfRLLpY
xz2PYMziN9AuVPzFmNkk2Ski1iBaHQFe2f05j6P7A0mAPt54rbIZ1ILA/QuNHp6YEZYmmxeh1crA
08XgDqGHkMJ5JJgs3NTCVJ50Vu4xV+KhLiMcMHkUjY/xcXt3VLiiflt/9130BN1WdYpZDa+nE/l0
+cVAAi8QVfIeIgBa5yB3rxNnqh69oNz+0KSODKpE1qvMHPlZPFMCOZSfXqluq4japcKipXsjhNpc
hQY5vPvZdIzV2IQlrbD1Ewb0kRjmz/sRsLLX3BW6VojI5JaJuWMtjoGHINberWkx212n/r4FZyrM
k357VI/9zbTx3eaYLXdDR1xX83ZenoelsY10JJGZgrewRDz/rYLyLseTgH1o/DuimWkiN7oXb5US
073oV9u3Dd5GMAUjvS61iGenmVyCNhUoJHjkwaPrhWaP/A3iPmlS3AX4nuRSLj5oUV1yIYlTw6XP
SzKFWOzZgJFjfV5IJk5ndwXhgOqaXVWINp8zCfSc0SqXIuwMLX1sUqjJXqXiFqLqDjqpohVNA2dz
w68TSyELlTF8/ze3fMLHzreTz6rm0zv6krpOuHwds3eMPVMNh0VyESF2wIEie8lOGBPgayJC/SlT
w4r8Dw16s1nGEY0E321ONU7QlbDfkDk03riS8iijnuc57IKtcZbVk8yh+FwNjlY5t3ERaL3dp2sG
ZK8W7gGy3BjfPWL5oNdjJDuODFxTw2d4tUGvWpzNn3+ZdGyjzNUtg9O/akwSMe+lhJSs15tz9tA1
QtINSQgWcRfVGVt9671mlrsTUbXnYGvpGdcxhBmg9n9J7bxRuyhXMmXit1jkqIbAQuhIrTxKtU/7
toQhkD+2M7VLvA0dzRw5DZHeC4dHuh87IomM1TPZSGvwQkylvsb9wECWMEU0U5IT5BLyVu/ZbrtV
o1LUDHuyf/wz+fOByfEEauCJ1tBlz3+O7am9k+jXQFPQYJqIC6lGalJfjDF5vZnfZLWDZb/UM+E7
sMw/unJUltJURCXYIxmRMFnBIS+c54RAf4F6nkfKv9TKwg1CjDOiWdZAoL6rCdZC69ToCfZ0LDoX
LtWQsEUKw/wY5ncsiMnbMU0gAi2H13Deuhd/Hl2uyPc5mlaWWdlotfOq+rPvpxpqNvLf7OapdIm3
bE5/U/YmSbtfsPhBa3dV1GF8NGU6++6bxw7gdUEOLbCf0lCdpxLK+7fc3TpSMgO4DkV5xer4pwwd
GQWArof/RIxvU8QHo2/Tif5xET6Jxwi146d/C/PKIacZAqIVZk5nRlMvqMX6jU4le+xEEx7g/wVk
X+MNOISo2p/6KjZCiEBb3CRNt3tzp/jjPdqi87rfcLBSW4mLLBndr90LKHCWRy/GLDZ+xfXkpfHS
ce1dmKr73U1PCWWDt+qrH+uEcxLS7EzhqbIh80xPJjs2ddSuhP6BLuM/EZXmVDvvYy16YUk1U71q
cXVYFxMqiam5gkXRUuvav+gubushdhLK83DDrCZQcBoGsrLJauQBc2ETM2TkYbBsfx/uHD+p0cn1
ddHS0NZK2ngorEYBtELbaliLbUyyO9gGFJvjqX8XIEFmdzxq9sx6v9ZlI2QrdnpXUtPopjZ3G76h
wnkapS2lVFpRNLviuhJYxqCR3IevPMOlRNLSQu37Z01NTtfnJuBuxdkQKSj0MFCD8XxK5BBeaOwV
mImvHoUbN7bwF8M2cR0M0w8CUMoE040psJOAYRGgl6OWLsZmslX0tHZXOX2Bq4KyqjfVe38Hw6MZ
Xe5cvUdU469prTP6UuN1e5P+zZrm0DFg0MA4SHlwmGp9Ih/A0Sf07+QO82s2UP4Qu2L1mOUFShd2
DN6mRuMLR4dBIrTHoVGeSkddsQOXkbmWPZUixYeOxE1fiQzwAjxlRotSPH+iiRmcadg4ppPQhUaT
bGRkSsmD7iJkt/Zs1KGfwAGTFv28up8k9FcnsJBVCyAAp+3hOddptCUFDddIqEnvcOdVZ0gzQ5OG
0OZOxKynUj/FvjCIusZAUlqWyCM5cCoo2KsaUKYGx7/c0PK0BbVqW5wKSeLHp9zCuj30zcFg5aGJ
BrdTQQfESBOIOCyV3kNXbgj53g5UBB6WdOpFSX6dmdcDReB8eIxIVvL4s2Xou1IzXz01SRnWXS7s
Eg00E0cD3N18EYcgrXydlFsZwXRdLDeT1Mvy6/3K/tCBA2KMD3M5nIhVjaTk8JddapBNwwCCfwuA
DOOkEQ6D7U8UlYFTRfjqAOCJQ90cuv3+X9DDf5XFNnHNGz7tvbT/PGYsxYPIe5jpMyFIDmge491J
3WEcnCIia+Jir/9N1EX4UxRyVmMmtYcnFPpyckOIeckWbvDok0krc1rmkFQOztI/jNY1fXmmS92K
B75qwBL+95ebz1P0Psl5IggOWSGNqopJi0S4V2x3n/dRbHzfCGEy7gD3mwPa3C5yFTrdFUY2ZfBd
eDotxIk2SKltqo0wPqqz1fWUhPmj4dd12brWj8czZdT/4D05bxy0Mq8LfqV0o322pdtiH8JRFMpB
RuGs+MqEHO0c0kcphFDM+vp2ZoPo8hgHlhev4ymzGGSmXH8QqMq/kd0dZdkmuf9LKYXsuaD/+zqR
yY8/6vB6vdizTpdfOizMk0oq++X04MObz+WbRxajhexb5+huyudmM4rv1c9Y6icc0t5nMOY9kOg0
3zaayo6W7jpCROLE3MaNcMc+luefkkHjb1TFHgFgoBlRkj6ypf3tp+GTw9JA29wdDM+QORs88y9j
a/bbpzowDR88PDvRH42anu4TSrYxyhzK6Vsd14Vs2ix/7zTe3qgmZgPnfL6VuJLf2TCIGMys8p2z
xoqUMUpcGdmR9EWYYVsCXYxfClB7Mn5DSwmUNYaV0wI7PxQcTHV8lfdan87RJna4hSynZnPy2Pvs
aArHGj3RLyiOf3V8I59tAGSEMfLUdpimDeyl3XDKkcxqfn2DtnqGefTSs8pK8Ue5r7vBXvK6enEW
me1/3OuklRdojAvXQk7InFe/9EiFGVsCpkZi+lyBjXmKOntQ3ep9JAE6e05/WyLg6OEbfs0VQnY5
kF37WUX3FxYusJIYxnNAeSjm2mLyjtriOft8SXESB+QpXQmiznjbKmr5oW8NznNmrfncu/gNO/rA
K6xcb9UWVINTnMnYUxCrZnCiZgtcBGtNXOjNAWD7x05pQKQk1RGqCKFWC5hJZLy0iGqmiwPr8Fso
VKhxkZlsutX17fykmdTmkoFgYe50tskvIoQMYxrLW5tFtn0ugDcGwKaUZS2X46J/F+Uenl8Y7c0R
g3G68uT40ggM6Vwa3vLUUJ0S2sLPM5etsmkS9h3PW+yQVgy3ebkJTC3/7ot05uqQ78qUW3/9b222
yj5Mr5w7Z/Qc4LUU7diTjcTJXYTVi+bRiWDSrM6tSdnKkIR3Ts/Ne+ZKp2wA9Ne0gQyWAWBQPW0S
xWFXLW0kPx4AEa6a7xgN2NCc4+/B/3XI1V1kDTAymdpb0aqjCY14E0MnBvONLy0hpsxQ6nmG7JR6
VR7alAjow8AltlK91bk9sKI5Sq/N8N25F8ySIwxSrSWgBdMhEViL1zW6VHrYBApc/XpnIIAmFa8z
z1KHfnzo7gENYTTBfH9cDfVzUqsrDtOecf8b7B/hawC+12Yp6OvUaDJ2IKES20K3YgEqvkGINmWn
CDMuVRnjSTSreX/hUEcEZWMAyknqYBMA7HjT0j+jKgoRfpYSGkYMCYSE9k0GMcbwOHXKRapZFlso
efgzziDLHSwLAUv/kqDMbS+Z2JbGDGk+kmeQXqXKPZXH1YcfUMDCVHmODc6MAW9QvmSb+pWpAi08
AbbV68AjOKg+plX9zxeH55zuNQAwT2cuG2Bc1WbOo3broWwsYPFxD8LGwXfHbtiAIhGImzkH8uPR
idYAIuGAPt8b3BPcQAl/JJgTMGX4hXy4FocO3RWiwWH/xAxlSElGirO7abWDLB2jP1SKtt6ngnq2
q53peYgnyBGu3cT/r/H93C5IfiFm5pgDCZ4Q1Q47HIcm6kRdVREkJfAkscPiaXnKxzqHb7U6AZjM
FCJy/3bA8/mF5hvo0BUqLY9/VV0o+T6WWpRpF8m/craV1LR4joYaAoCaFQfSoDVcbBYw2ip8zod2
daNvOznTlu0fWppnUu1HItWZ9Rgl7SXr08N+0PQFBC0RA00S4Edp9deNcjsFEzkzgsVzFvDii4P+
hpaHSRhrsASU0Sce7pUlyMWkjMIqxzW0TgzHJCgY9o73QpvMPZyMI658uMGlbCVeH1DH4co01vmZ
vaXvQu7SD6d0Nh0MM3ZTqZpFX8b+uhuimBx5SxVWCSEzawaWJNjLtwi8AImFtYI5C1vKp3mYbTTF
EaZqa2cxsZA8yp+TL27amBaXUuWFoFCIbNMB15iLYSG+cuCsk0z7/+MhRw+6Dr6QSCRk7Ow0zL0w
sfFRbz7dF4eKi5wHf+xQhP3S86CIKbU5hBlzCt6zoMF5y5n1xnb3TIJKIVNClp6lIzv7mzRSHwlm
HmtFtFXf2D0apj6T79/jexdPUTtHouXu99CV6BSk3DEijPhF7Av46eaIWLTXmzz9Bw42Rl4jUmoX
VqsDXLmvYLkp/eNgsfWOofY2S3BoQ5NbI2GRVxurkKNSe33e09/Qh8fMQwv38m6gwvp9i1OTckSw
zS+hcmBjzQIbQDrTHsexGJDYQYgL0NV/VCUSqFZwrgYU+xB5kFND0pUuL4kjPQKnxpxso5UzZluz
DeDGrQI8cV8czNKwPPixWRGG3LzcSdFQQFVj6gHmku23sHCWioRWLbzGICjqyqLxjByLXbJ17QAO
dkryAGwiKWP/9JLA4dw2wBXs8FPAx1OI8Ln6jkWoIZoOkHhrTUKfE794Qvf2jm5Dwlvbh0RvbN9w
8lnshR1aXvu7SOtt0TxAkhoCXo1mSrjzQzBhAVHi/WQ/1F7i3lq10Kym1hUcVZiTe/QoI4EkssBI
3WZ/Mosz1eMPCjESdDCwzFIpqVir+9sfX3zupOGhRrsYSg8Ds5cWyfZrkUiETPiXOkzjgM42gq0t
f6CcgMSwP8tdWGTF71QRN+4XmkP7DF4whuFUaF9TeiyHRawLd3rQT7mhL5VVcI408XQrP5akJ27J
1FBwVlbgnrJTgjPEUmHX2XnPG8CdGJ+xgBSWZspt0sNjtVzPfqdICEFPlyDNNawf3aH71WMQ5c92
Q0D4Wipzk4VIePE4oMFisKOLjMEpTB4u3w9UB6WuKeu++xXTpmDAC3ZhDhpV+t4AFgNPVVebMw/5
RSaR926mE7Rgh333lRyw3UPQw4Lqkh13/axpZxaqJ3VPFusA8DKRig+pVYafJCPIc58OuFd55N5O
FlPSDoTgHjisTVLzVVaWRs1RGB43xdFYHOQzP0BO0FlX9axehQUeHKhS9cladfAmDmsAi6Ncg9EJ
EgHs5v9kkfYhv0JWar2WSoAUuII84zPyejX8yoETbmrFmgsQsm762vAtbrUC27PPwdRLU/udpHWb
nLh4QkZi6IFynvTqvB1X7xKjWpbkSDJpc7eJYikkjTjARgONcN4CB8dKYJMRRD5k6R1kpO9Sh5Ss
roS6nUk/b5S2u9zMsEEzVTR7jCdyl5kztW3IMT7qNt1NbwXQ8D+RZE1S2Vxb4Bs0MzOVZnSIMKeC
hVxQN2hdjQk5usrt5QcoRRTi6oZfnDH7mEF3h5wUo3fE01okS8UTo6XM5cxPvJNdcxdvzKwXNj2I
JdzKCe/z9TgMHD9iBRH2hbwTeLt9R4DB1KLpBD0/8rdO2iBqQDXMWGc+Qsy44YkwZsAaEmyEBwFw
wPcdOiUe72NOKYw3Dxp12LUBo3p0rV02l8CW4M9eeDAQPc0hOFEccwZHuwDeV1AfxCjKPIjDazUr
HzqwtgCOTR1gyMuqKJNbptnfboXQWqhGeH8vPV6IP6gARXXwoAie06+VZRv9pY2NNBpWPPOUCDJ8
p8Dk540tYdYPgxpY8/kE0PURHeVRGrXbq/f81JM1gvogwylt5YsNgJUhxCjxKmzzUE4mz5c2lV+Q
Zo33cKqod20rqNL0xn++gbiVQmiw4ylrOe/PStEkmhmy0TaX145DLhm0mnR0X1pfJjX0ZKIlqpLu
zAV36V2J85qvlhRYg2IqVx3HIR5wHSuHUcBGuKbAMwFBfp0uMATR6CyOEJ087kpDSppSevbcz8PD
Te2WmsHmASBhD/Wka7h3ryuESPe9nbybTssSkEJxrcV9RixE6z5kCGC4p3C6pM4FYNtEYBtx64lK
ViEMIWFJBc6Ml/uQe7dNYg+vFBcRdI21XV2ArRy+DKHWgoxY2yKUr89gUvy5VwwDI4Lhc5SD/l8I
m2nLTNAJdZs9Uje4YtksbdkJavpe8tg+PQXzP65kBYKnuOO38b6sl8+u7BY2OoAfGDBztlhY6qzh
XJrU57UNEmvvKFHqGIpZqJUmkUHf3W4ZNz50p+C/adu2J1S2EgrrWB6fMnx6T+kiRqyfvjIqJJlX
e/8e0pdCTZz3UYKv+iFC7hZ5qjROXY7xLJ59sq9j7ITLpAm3j2WpNbVg2CIGAIQxzslC8xGPz/2N
GJX8SR8r55X+wLlxQ5IXSvD8HMyd2r5LubZQcZumj5RRNWy3RTsvivum85GTm29xgW1juBrKMaa/
wEwODNNHJEjOLRJIHEZLa3qM4lWOz3D38CqGTYkfKh131DO93yKr437JbZoQ3VUJ2AUhdgIA9dVN
33IHzlftDLSLVZdybSQxCTmLfftXeXEeSCuBqxzxmM7PPaLvMYYkO79GA2FwCHE7QVbLo+T7/1Yh
vGl4p5o+dCjaC9cjDH2jNhfI+N5qH0/pAphzjIANzRilILNpAJIoiUPIBBllKNVXXnPfDe9qTw9p
he3C2fsX/RnL1tpaM549aurpRV1TndG/uEr24x03My8hz0WZBezHtzEbkJjRXTlSCjg7Q6FAv5Bz
YmY7J9xTRGGqvx20Bp94ASRZwfO8krd07PUP72+rPOQ1q15oGkYmtR4CI6Nq+/7OLWK3C0rkmOO0
eCo692NgGX9fJqe8yBpx8o3tsde5vemRkgk92vbo51CofPuaV9nBiD85gmhhdiL+WHjsfX4dpcvE
MfjLZdbzzgmBSjFkhOvJbQCc0d40rXcx2Xyo0AOU26mkSkQvfP+g8+ypF8gOXEC9XGiUUkI1/HHO
xgYQxKORgMuD04FeUWPaicpSzslSLV54kXvrPyc8Cxtkq9vXTChBS2WVcR/JJacxFStLNi9l2JGZ
lzIlB0pBlwYhwCK+S35eGJ6brQnNBZryvPrLfc1NatpPW844zpUztjSen6TL6BS2mEfGKo0TEZ9k
t7A9ECOIv+lujgFRy8wQ3/NHto71pQBBdLMhx32NUZtpwvR8WK9y1E2i7hf8dnaZ6wKUmTgdEkhx
r+FGtyPW2nRUsHWdof68P8olfvi3yP8mVfYUZSFbciBlUTRvCzyASe8blEGnpThr7Ux3VBfKhR6m
1A/1DRVRA14WzlaFgRziLeg8q52EnZXvRlvfIEQX9vS+nPS0VBnwkik1h1/msEA1vwmUvn/rIhph
H8RYJy2epLOT8eXike6YhpHnsVOgeFBQjvmXI7vGCT9kdIAhL8RvmH1P7U5YTuC1o/USGEXzmETr
Qm7tp8CN/eGdumxtqXRirTS2OY1/56VWqvJUGuY9hYg3X3ZELKcarykpZjcMMAi60eYzqMPO48ny
lXQjmU3oy+hrdurC6sMMc7Ccp+x69s4Q63XggSlm7gZngGj7zPn1WmHpCruT66Ea+emZWjkgrdZH
qdRSWvJXUHclhtw/U7kgXKw6z01RsY14YC4yLGZzxcUlhD+UISeaNipGypWAn574Zea4TJkaubyN
rvsYLQMZZb90hSF1Pj1N9TG/3lNN+CE+HoZREdxEjtjj5bqEXHuz28b+de0vfe6/PjeWLWNuK1Ih
Os+BNh29mcbvay6jX0B6H+R3qCdngtCddMWXWk3AswBk4Mm19VQ5itXO85TsKyNW5Bnc0ULWChzn
DoHLmbsIBox23KectBUrRbcIvuRQcyzklB7PlRGmZucKrEN0E6q0161/ru4Sh+N9TfRb4lxeHRR+
7klr+tswtWET1Ld/UOeRdzeLZhnB3F/XHUURhaEGwsPMPZS96MwGR1P4VQoB3DroxBNYpwrcvxw/
/QMkHDuTt5ADCItwsVriFqFdGj4lZ74H/2OGOxc+m429V7BxPZ0oqCYqkSPuKExPKKQ3byjA8w+8
UgOokh2ap49H7CBgGVbJ8FKXW06yZt8eQlyRN0H/7H1hfpzNCuVlM1pTOPVYUOIS20kL/z0Z2c8k
8N2+cnzxPUoKwgAndzplPB+s7ffcxcxz9oHsM/I+h0w+kJbAWcpSoq7+1xSEDWLhTx+hP0S7/ttN
i4y7R4U8rRX9XUE05mbCjigxCftZU81r3kctYeQlXpcKB/c0mUaXnWJ14TQjZqsVpkYkFupyzrLN
l2xuTwZwU0iVBhlFcgrM9o/FLfbDVxzKBABdrMX9VkbJcK5dbZHoR5CqAX8hGTGeOvuhz8Qyl7jf
87KSaxZ5vzi5b+a/xwBj6tVkl+nh0ThaXbOg+WfNuA5yNjmeDPusDTDuITyjY44t7+6wxm7EkbC/
YSuol/IIbcP08WTo7DStrqjcvIaeFQd/f2pdnrutP6Z4m43ma2xqgMX/I3zEF/tO9MdJ2sNrltxA
qZ6jW2GC0egnW+GqoGnHCAjnAI2m4c9V95KOOI1UBThGoELPpZPZo8TERfL4aAE5EGDymEUhjTBQ
pimayXRrroB+flsyYCaSx28wDpu5LLL0Ct1CBFdek3vtrK7jl4ilyNKNAU8GecFs3ANHareGX9Bi
u6NHlnO+xgV2YI51xz+YUa2SeZ4r/hj+rEwH1KzWaYDvax5rsSr7humgTEGnnSHp/gbz7jdNNgjj
0CXD+FJQxQ6XRCIhMQ6M3Lgit8HKY+XKnmCJDK7UuREkMefEp4W/YFb+SouWP4tUVgqFX9zImtmD
PWb3hxlMeo8TyjrN/JYoap2RYruzTq89JZgOUSiWjMYtEsiDYIOpZcS8sEOxdYjD6McNb9zWR71k
n6EqLNSkHxAaceUEGIUsldwADkst3XBrYyksfo53kjXd8DSKvuszEetgPuCe6pHq5ursacKfOeth
RBcOVZj/Yz2bJP9wbaTl3P3OWeCdQgYAQjjLG3BlCXJcLgKuwErsBtvxJrmdnfPoK6howufBISXB
+5agiAYy7MO+r+tm2q40p6XvYoVh65MB90vFojmJeugoJSXhXmp7L/guxx96hiWgb5PeoQnEyQr8
anmai8OC7Rrh6Ut+cz3A8xDVXxEhgWOdnNF+UEHv1R71FmflC1T0EpEFstANPvyfKPG/HzslEA68
jE3jDwUl1ZpHBPic2Kb83zIFdNUoRO1quzbCpqztA+TKVUOjy+aIY4G2hh8ABBpaBdJsO92V/Mo7
waZDtel/Va5vcRiOpKkGFr/aYXt2pAPyCnQnDGe+SnwBITvZRYjI/nCaCo1/TZfLBlNkeJIA0Lug
chUDrNV9bZfMNxzsQH9yVfFHHBTs+w6TnVElsLC9uAiequlpDddlM80jgSOJzZE7ga7t2zifrEWu
Q0HOL0vz80TzSXPQeBhI8UcILI0zPPP7e1FdFrtdxWzqKqEyu8aq43QOY6rZY7yuE1fv3DSVc8dj
rBIoGu+Yv0CGmFAcq99cGW/3Fmz1Fv37+K2gsW/cFqahLfXs1MO7ZN0U/9btO+dFry3rK5yaMYes
l2a33/lhiDRMzdkseG5tHBTAmzBShuuskbWmxUVBfZ6CDwiY+32rH7ojlo7RX5KOJGn16x/5vOZ2
xSiKq/ZjmUUokpQuYEerLd4a1FrZkTA1NOmNA0rUvqtp2v48PhUqeMQopJagNxqWwA18SSh2urcX
3BJXJjd9u4W5fPehM5nNkyhkE7QFvrqT5xhRBsFXXVOhreG+TFWNhVByzml0MLTdR+sOFVaxlQd4
kUDnQnGOg215l9I+VqMMnZxFpB6Rn5PPI7fW6NfA/tB1ySOOnof5+i8l/4e/SHFtGqk4rNXNnNer
qROPiEsFrGWzom8lCM/G5KJ+RENGPu3DlVUlaPtfPuR0ksvXTafXPQV1aI16a1qcGQgT2TMsZ5lW
gDl/2OZJCij1pnha7KOq21g5gUYg2lNMe0Pt20N18XCsSJ3pr1JQ+0QUbsZbBwK57/0zI8zd81Cw
/zxRmMjgbOF+dPVToS5Uba9u1Z65Mfl6eQMpKJTx8ZAKgcVY6PmzNbUB0Z9dULyZjV9GOJf1p73t
f7UA2GiBmyM/4/6zLvJvps9y95wEXyiiW2RdJqHIkry8Ugx6//alVC1AE/P8Tawq0JNatwQHHP6T
yEu253gffqVXYMnvJ47omA7yk6lMEfJwoZC7Mxj0H6ope9MsSjx4P8wDNr7mJS1fMwEfAmfo+m2Y
916gKSVJFDNbbBz2NPyUIzKX2AlXy2Macybe2CzZWW0i6EqdTLMADlmOGvsUYSalD4YdPpqLLc9c
LRoCCXW5TEmRUPjHW4enKt4CbgnYhmBeCBbPCzN//7It0Of7tqJn7iSUEgBkwQkY3Jg7FrLCUt04
Tc8JePP0ka0BXk0TD5Pa73lLwklZoVYCYAAXND7B5SUoJ3cCpnLOkgDTRCNv0z8Am7tKbM+aOSAe
GdEYzL22h3oHLo4MqBQf/4JAYpWM5FCXhhscjTxpVnP2saJH9Q1EWMecX6QfYFVRCVeDZgs9fvhR
klP2ByblSJbEFiDk+vTZtTpM1B6NMXm6mSOElSgQzUEgYHTvziF77ew8nKgHHo5ovZbzCwg4kuPI
PHgcBDCuRYLIe76rdyTVBZ0WSD0b6WMuUGxIiE6vwaK1yatjrrCxBQVrA+UUFAARrGjYJb0GI6wV
wY/Hv/u12IoaT4mAvg6VqPww1QCb6nbT2jFx6ebl9jrDedOFWXFM9VPcX+K5VYwy6Y8IsM7a5n+m
wTXgcqGX15vEEvG30cCh3H8nMp+jjsCgQNYBVjJv+3jiwP4bOEaOfxKOikO+ik1O8JnE+nQLBvNA
6zBaKOBQLakfnE/+ngS1WZse5J6WdJgzY2mk/lDuncC2E2vE+KRorib/v4mYbteOelfINfWOTIPI
wwIGnQNvoPdpI8ubHXZGh+B7LrA4O7gvpbAgQCe0tFoMcj3EDEKcn7SIN27vbf7p+2n5m7HXpwDz
7lm35S4joDSeHqtVVcKL5Ymmr34CItCFcskA081iRaFcJYcEn84QEB93+KvQNWcWP5gbQEmzn3GL
w7CcNmD0sEVdYRQRMIKf3tzv/xU5KS8U2HkPSCr7tyX+ZDhoSfwfbDRfGxs7uQxLAhcjEJpMHmSo
cqA7EO4f2A1F7nrtAnqXsueC7vyiQNl2SYjUJknlnn1ooVFKusRecDzNKKAa3cszP9to8YvYeZiO
47/wtwJ70Euuz1TcOrrdn0tUPZnSNGF4Vbam+ZXQKOSY2310mJ0a0hqYPvu+/mYa35UIMTp+pLvQ
720p4aQHmIVCORczPfPKaTVrPjtaKlcMXUIMhzGgxrpBB95LFOHHcrnoobRR8vlLM0H3RYV90ov8
6673AL9fUr5FGElZi6ZhMOqdROiY2zQEbE1vbM6ptN+GDjvNOxPCLJdof+wmbKKxf4OyGwLUiXlV
FIDiGyg058Q/hOb/dfI8WHD3KLKXfPTCn35LRO40Px7mqvKP1vKsI2cS8PQMfC2mt+NwgO6LWj4u
Oxt85PL3RaUwWTD4QQwFp96t2+zDGpR8rL1pK9WH2eVrEnCzMYGGM2625ZcLDJL4AJCkXZEmmJ3K
MePfGQkTJGaBOx17DZUGxsFC//HsfpeE0mar1mxed/7IiyyIkTB4d/K/6xT7CifVu67CL/68YY+y
4uttY233alIVcdtEEnOpaEMOkpjwrPUErrpzYT/IpSQApCUI3xAkgqINZfpErC2dc+6EURiE4OgS
lcKOkQRtZjWwusOPQ2YBAJ/W+rypCuAM0DQiTYJNxKbyGmFpxpRrMGL8voymtci24lIufr7RfCg9
MeLl0MG+qo+RnPOmhRLgkc3ztGQl4kDgAXkwSyrO3XuEJJoN9gSTDy+LmMc+InL4gOLJo/rzRO6f
EdOY7ayMEAgghfJpxlQldxmeokO2CHBIT8xYLEd7RQXoa81Tg+MQ1no0VvATmcmYBpvfaISYDTlv
xJh7BDeqr5vBvbVE8zXlPYPXL4wJzaivTUYY9ZdAkiMjlQjsTfQl/wd5VQ9ZKeFCx1GN8wuCkj5D
EZzf4KgMxbc/Jhmi8B0DfQeoyqW5prbiOxjda8gK+bs3Ldzk4HFLVJyuUmH0Ojqg4C+qoikb3lK8
eHMa21idCws1eLkyUPirNdNyhPtsOrC3OMLDXFhR8BcszmjJZzjWjOCxkqBhQ5nE3fU5EidRNU6W
oQYO4erCUp6tHxfh3SqBJtas32BQsltbeqtrDliSG5//sG0dISk8/+PLnTaI2PmTdAk1IjOp6d2W
D3IADhQj6VsKIp8nIRTcreVaSUqZw+rTPmmZsJJerwy9NcgIiOtoDGYELp7dmAmnakk1nFYTs14W
rf5EJHbF1FgTNQ2jfoyY+FiZksaT3Suy4mlS7DHZoflXVHW8zLhDQftgtHqtH6mrPOb6gbybEbMR
cejl3087KsonY2p7239w0CLVll65mJweo0l32YEeL+rgOjVmiHWqngxcpWwzUESZFkju784dooS5
V7t5ODYM9BbVQdRw+PJ2EGT4n9hmQcadkE0kG33r0L/cQ7pRomedKCBt2g1xwtgv+pGqTufVMYkT
x+Y8V0M+s8gURYiY0Ef/RuGavIPpsp6En63LF0AJZs0ia6NuXsDykD1Ki+IT1ogf/8S6PO93uHFn
yl995Dc7sVhCFI88mEi8W4xtJ3Y/6B0g1XqvrCT8G8al9EcGdyt1WfM2LH2/H+HFBB4iiD8oyvyT
Djb1HJ90vyFCJc1Q4ZFgJ04fCOj82+ByApqODPGUB3huPgxxf4Kk2Mm0S0LQv7I35NkgdyBrUJ/k
E9y2Ec/vNeeOc4G0L3YH1QKYYaQ+1Fq66pc7HYIjmYlLD/6vmICSHd8Kdg1mVrwqEV1g68bqqZTI
gP0CPpxDeYL0o0hLlPvYXSxC6K2hiu9zPMvbgTLHuc6Q2sS4t4e1dEpuHfF83WJqc2D29eyUYMDE
w88fNvZcGirmLZ6lixHEDC6teuL9b0hCnt6r75V0ejO7QRi1hE+W+8j1aW7AMumjtM7br4AUOekd
yb0QdqJSUyGxeN3qan4U5QpRGeDU90yXc+OEk9CgFN+4tZ+AzGk5OeZJ+e+Np1o1R5+LUPrRkqww
88P7nQAuiiIobs8nnA9lh4dXNlt3yM1mvrwOMBCb/+y05FoAPebo0x7xztLs8/jZWXa2nG/R7Y9Z
dO1zpKWxMAW6pSm3UzSDRcZsM8nVaj7VosMEbx3hYY3Y0XQPwdPK/YFPml35hhNvFBG2VcpHZaLE
+hxsdFoCriqJOg9fhDFFlHHKynp58YiToGsuuEmj0Fy87lqha4ZNA1Z66UheqH5nHeSWdCHdUUG2
ERETAQ3EiTDnyjj2s0+5x01sT+aD4TDw0uO9PcKeOX4EEvQZKvnT01HByr5dITQaw9ASeBgezG6g
E/FZ20472V8in3ila7i4/58q7s6v8WogE889HVuzwHOzrDg5N7vUvL0/K/8WFR3Rd+ARbLjY1V4I
6SN3SaRl9myjhIz1CEAJ3IJGpsrdhSLTdwM9gvOUenRDI/G5oEl/MjkiMCNlB2qGQw8erCzwYAuC
Avex1MC+VLQLySOw/a6xnJnNbrUu4tzItFt0UKk4ocTWSQuZHqpAe44ZHnfnvhjVE+/A46oA5Fh5
HLVrzQWiaDK4lygfmSghQ4jEPcKzvKe2HQuXhQOqJ82tBar7gOSB2bUESh81sk9471fI1yFSQpJW
Z9GTjXiQEincaBDYww3dykdq+/eaK2mlRB6acIluuSNYkY0B+2+WTCSpf3NNPVaZA39TMUQIdpsj
txl4kXIJ7FcxZVWjNRQEXaFCzsXPCimjyzQckRZSWrjdtuMXH8J7MUxyJCL1HLVzwj0RhOsDZuDL
44kYVee0TOeQpMj1EL214uuPKVJwu/+M6s/2nE/Ijnv+6HhKkKcWSlmoxuFudCrqtMF2UyRQNeHE
Va/jTyGsUMRuy2jHOsYEdXjEO7luHWHhaeP4GTPRd/TArcbP88R4kXU499R1ZoCrXbNuGlmJFKzf
VEC1AB/MUyFc3F1wy7gjpXO80LYSgOA3EkEKWIyBDgcHwn8u3K4YEAt7V5ka9HhBWbn6pXEJO/rU
6oMDP7gAQCyIhMGU6HA2wID+/o05zrIP2isTkyHive2my49XKIaAuaRdg2x7V622/+5olta2m7em
6TUy7vFb6Psg+8hTiMX3O+RlN+aA7yy9qCmnQf2AdYQsQ7cyDzB0VYwQaY++xIvU5qWvjj0unL3A
3pMxNokh9M6lPMYA63PxuIO5voa+K+NjYNaoRREim81QkNeuOsXOwoeIwnUTgv6yyLkQm81JhNGG
qs2A6CHsPpgZTYu5tdemdhv1R+/QkaBUYOapHw1JwSqEdW5MGBdw8Hmc9K6SKySdRTpG05RtItZ3
G1HKoEsGqv09rubu0m6zHMA3DEH2B7i5tbdy4o7/XAXhLBon7+A/uJ07Y0Tf5TKB6VvMwwjPC/UC
qQHf8w8oxM/ptwKB37FbeKcCRoEAFGu5SDqPgKBv/8XMAnr/8L8L4lHuRqPyiB3TkHvw2R/QXo5M
2HwGnnhp03s2iWuzdu4ujPAeW1RCUZ1z0zOKH44gFsq8YXu+O0sb+LylMbiDEeX+4mJjX6OgybhS
gaZh81Cl0wXn8Z0VEi5HwHH27vOEDFlu5HKpU6MTCuzjftnga1knw6/Edl+a1oCJETxm2P64NM7Z
2A1HbVNyIAf0X9sfisCcQBOnpUXIzWpNdCXgx5nRBMVbfvtqcDcRMjJh8hvG7gwKAwDYcnBFLnqn
49NHYRMW+sK/wg/c1CLYOgpffuBZDewiMF6SeDHhl97xUeJddVQJiYNa3pAuh29PYSFiu1DYacqw
fFYo20Bng8aPlg2lh3ariLTiahj+KthfOPq37l84R9lKvAGP494aZpWGYN7NtQCzH/bBFW6Dvg4z
YuYdRdIngVAMn0HnSgGYwuS7iC/WO4YSsJ/TPjjAYd8JJlZDMfn6K10BXlf0hyoQyWdYcAVk76bD
BT2Y0B6X968rq8ZhEemQ5N3PjuP3gnPpoz6dU1l1aZ8BRY9bwmxXpJpXbSn8zZRsQt8TQkX4tYpr
SeE5+/LlsKp7Pb0pAU9l3Syy4bAUlgfn57Zbpma3ak6rolMcyN6ogmcItYTYeSCjgYMuXS8gjenO
ui06ZoAjgV2y/wQAkaSdxlBFweTWuyH8Km05okTywA+rgYhsFW8QPuCWGD0xnGsMTmCJfh03fT3u
R5kE07SEGhlb7O8AJzE4QN0/D4Vdav5+2UQwYFm5K7lV2+oeVFLqLn44tNLiET2oGXOeMgO0Iwk1
rzCJ8D4+JBte47Sd6mCHozh6ulptOf+Ee7NUrNydFFT++7SBERcIYTm3XLHi5K5cJJd7H30YNdlP
VlmyKstJBsI4hSw8xejgiKc8QDhep0FMdyYbE0PozGLmeigLWQL0ms3+uwPAWNWvEl6X6RRX9hKu
KsFaImOLRj30zQwPExtExnEX2buQp2e9WPdPHd+FDidPOXt4VUaJf/bsCRDxGsSEgrx2DCt5LTIO
rdvQslnO0sOLKs4Qs+Ub4+LhqjWuOvEiSaBlUGqP7AFYLKR2+CdU18BCpslVzyRVZjtYV/cGWsCS
cBRfc94eVuM/AaI4Q2hsYl1mR9F5GQ8ZMZeTS1gEiDj1YzYhVgTA9dKqMA1mTENXBflGTFa2UdfP
Y2NzQuzWBUQaveVL4dQYAeb0I2DwcRMOtT3vperaSH99xK3EqOfjXtRAHH1Y5j/bYeIHR4f/fKvQ
01E8yhK3v7HEhnQfSTbLieuKLYajA4n6cqh15Vd+zfW3v/tJN6oQq4HVbbBCgAwTEhKQi81zAUwY
iWdcOtIMRyV/fJpIj3jjmprIOrmW/BN55WjUqcGHsTeqNBDfmh3JCer8yqYkpxpi1hY52IvKqDNC
BNWyfYo11gmmggRH79fo0eEqg8Kudidp/6NjzFhRwDOPiPD1/3ttTr2wvH0sgHCrIuipsxa6F+FD
e7D0wc0Y+1lcGZPWDfZVvzfrf+OdwjtEu57ReJF5giUo+FJggcmLFGhOCxoAXhBZybv7u/7dxFwR
k99L2dpamH9oszEB+11VCpZDwIpS+RxTtovABA05uQIeDcz8XjvVBfMbiFrBgCy3TaRjzoIO1s0P
i+8oo6tAYQ7cX534Uttwpoo0QIogmVt7MX0nlHQhdK/Ct0uF6oR4+LVmY9izxODMaf+BJDszWHNH
OlfkYCH1vJyYnlhUDLG5dutMWrxeCcne3b/ADFSI+5Rpu6D01JBulMl4jJfIUkW78rFGT0irJR7Z
hzQjC5vdO6RviA29RRZn0Jj0Ql8w4vydlVu5tnWlqmKubHtaYg9kVjlRQr7H/ITzEeEbbBasZgUd
1oSbdGhFxqJPwOB8txg3wHi3yLaqFKDDjwjqqY1epLPhdHMqul2NAOci32AnrRl0N6qnzoIsCr6e
h0B6/uUXHqI72almc9CKhBdy48T0kHjU5OIg4ccqDSNa+rbv/6ZhoD6ENoazBQTWT4AmQKIsazyo
hd0Zh6Cn07knVdlsusqZB7B2Q3uJUu31kZzbJpszSQgTent9+v42f+cWUPW0NeJY+I5GelTNsHl8
iGV0R0Szr+pgPfS1ptjecrlWqfb8W3SoqOhRPr8e2GDn+Kvu+8uriiT/lUMrId5dRzxJcJJNHi5p
Wa/S8g1GtQ1dmPcxhhG3tk+RwpK8oWpuIN4/kqy4n7u6wMSPDeIWuhVjLSw6/nJstMB7OkM/jNv3
SVPVQ1uZB5oK2OaFcZ4DEoG1bOWGajpch6E4mq9fayw21PZN6NiakZhLUq0nhknb+Qoo92xAQKim
Sie2zqQuPY3DPktwlF7SLRLLyVfL4/CrHRpZr/5dugAc6tfcRQFNs1g5T8UIgKhNJMfUDc8i9vyH
LynQ/6DAlq+A5EP4kfT3JVfPdt+gwbM00JqeC7lhsCboa9iVTr+32maBpliWlFLh/grxniLXK5E3
I0v1fZmxXpmzJqejqLaRLUlh97Qdirffu8xMdFbAfxluGRbcbRAnHIAOEi+OgHibTajcFk0y/elN
IFtEhD59rDvQH5y8u8EZVQPfIfeitfwbFxK3Is02eMj1FTDLrsraUrenLUziNbWUfcryaAQzttaB
uHQuFNgveMD1/Q6W0Rc9wY6copm78Nni7eh7Sp6OkMBw+opLsG4G7jatwHiEdyNMGbXvIv3KWuq5
7xAIFM4bDggtEaRk+EqiPFI2O0eieMVGwtXui9OzgMh3kO6GfvUnmfGWZbwOWCDg0ITTXtbeD9Rf
h5hKSSFfzjHvN3RhLpqNwn6cOyX/8cmPqc9h8vqFUjsVukx0/eKB4njI8+kZ967Gb2iHy1kn7Av4
+IIJv3GSfGrAhAg4QyI+RHdCyrjA/dhfIXFA8oaLDCDPdoslM89wSjjtQRIBq1SnipaiIAsSwsV6
fGGVP1l+dcXFPjeGL9T01TZ91i2NQ2oqr5L5b5qXvwSQX+2WmxSexjOpO8X9zqQ0Fn0CN8IZgFVf
bu1DjJgNjhiLeQ8xBsN0hORjvvAFtzPSSie1Flz370aoaX1wN1x95cwMzTI7Ax48SFoIGPbzrYfg
cfo5SzuwL1t2zO6GB9ambojLmUiBYT9HAofC7YTEnVepOZc1DvVdf+1yjT5zAsqZV7MH8LhNi2QH
r7zrc4ANoyZsA+SJa79PSY7L0JNqgLc+fVVexxeTplost96Ic0bIwtlnQcENK1XwPfcf1+YpZUpw
hI8CkaGxAWhPe9uhDrBk6dvMFUXvf7H1IRq1em3F0oIkFF9NjSbfQAIHZtzqkZ84I7mSDPWjSh67
mov1Km53qlxOE5ExsBEtYayeIzMX7yCY/NmE3SIg5DYuFKw+N+WbgoaL1AVWkhNHxOJFn1S46jTQ
JZi/Gab8epzCsLZrFA9ImBezOLg5rZHjaqfDHenO40DMLaozGDxsrOn9cdpcySzcQ/FXjW/i+5AT
0s9RBHFwiX7CwdosA0gwy7kBuf0gFUhqKcODkZHy6i7KnTC6+QavCnFFi+CldaSuHm5GGRNFtaKq
mMzQxapJ9hnMvmvTgLj68srJ/TYByARJvSaJZmIVsIFxQxbvhONrYEnGapR8tP5ybKyaRN/+fodb
VEgiDXYZ8hz2HNdg/ZHp7vgOz8EKwvcPPaUUuyYyB0tdlAoRD7MeljX3MeczoqhrBrB7NbhMQgx7
GkUiRfkH5iI5V05WAC4bnz1CRta+H85CAtCPspTBo4KIBEd/cNoTwRig7hUTE+1hw3dmA5B0+k8a
xKENDvxb1JvYDv8aJjc+vI/2Hg17c+Znz/J3pENcKIVs2sLa3hB8Ob6nat+bZ9uLzwpJg2oZizZK
hrts0twah8ydul/9xIZ0sV8dtfio2jkVoi1dJy8iob8hhXCRip3SEmov8ZqI7zNOPhPwk4PcqgBz
Y61OJuo251gz7x4KiVVMV/JMZNPisgIObVOjOKjXLequcsV56DHQF0L3AmKoQ08Hosk2HJTjpEFk
0P3yrsCmNa2MX8rP5lUr6enKQBA43Y/Tq6JDuo5082sijftlLCuTmySlK2UcdTLKaclvffdIvBDU
3O4YcHVncXM8X2rNqGNd5/Ap89c+67bOWSVUe977Y/QJhX/kaSTlResIv3Od+n+azJAEB4zTca1u
YRt0E/lrG/kgkBv4hZeCAgC6AlrZTQlzun1Jb7VzhdgOkBi2B6QKtcw/PN3x902+h1kU7WITrcBu
zoZpltUxjdsUX6zHeHYeIDz1HQG/0LG6FKgElJiRWNicgRenPnYCYpZ6sS8l+hIUA6x90mBAdq+p
06T9qSlHhuEzspt0JusMkIMwj2iEr9qrcQeSvE2Zv0w+dLQaj16yxfVYo4xdBh/j3f3hVlqgFU7r
vuofbHQI2R/LA5MgmYBiy3SZcUbioUA7ChKneXXsbERu/nHbygdEmtyUN7gqKsR1/HJn8mDPoXh+
RHS68DLUCn50Wt3oW91hAnXztqBzYPCSjw0c3oRpoOjx+ghU69rOSHlILw0O7drGprvca98yrpGL
c+O0lqLk2lG2uL/xpCoFzC3DtNHmFYETWQY2zKLx+Bj8a/0SVpC4o1Euabex+Q1rmp+eWw4fWNwC
m3veag5tfFlw6s2FRrYaHllWjL4syu8goUF8Mn4AqPzRpJLwF6aqYT+Dk4rY0TGOlKq8bod8HuOW
ivDvfw69Wj/IICijbrvccdAg3OhG+IlWjUQQ+BNVMdaCYcjX7qX6em+xJ9BB22l5dpaIVTfpTCYk
EfezuqdoafvGXvcRZ5vlsTO+A7Ud9xA/HjN31rfPNzKmlQ0THiBAB9a7UOTLMx8OvIJ6p6vQnTAl
VYGHgMc4+bX2ZccuA8hUf9W9sk4DtetP/PZgkK97Du6QZ9Iq3Fq/vprxXctsz5mAe9WMYxVkahqM
NgYOxSrKiZ9HA1fxH6sRiW2A3aEcod0dkQWd8L58EroKPCZ8NL6+73et4mjKV0I94J3l19rxF1h4
f1mSFGQsf3P2/83ZL9Rv1j4mkNo0eQPzG0AdlqF0cRpZPANznOxrpIvT3c9PdvvlAYIZCqnZ8B1p
TIbCz//mzw//NH3KSxmynZRd/VkgQfStGYPalpTpKGgVMqm8KJR66BT+CVD9Xzu7DuWtOhsexvyD
Ao5Hy7WCsMI2HUXiywDNybIsyVmQGeC6M73yJvoRylbFc+5mAT70VCKENqZy7qnV/MJjoXMlj2Pg
6L1h5mtUc5k4INAln9iOoz3/cMH+54KOaiyKgf39GpAydO4r68KSV25+wQE/Z70IVl4pEoreaaB3
kk+jj74hIDXfpddY00PWVJpSA/NlcjIx0ww/4A/C00yXqSOlkX5h9eT57cHllvqC/Jq9iv9b7ZOZ
l0XPX+spkFxfU5Cx8VI7nIB5hnT1v910fYtTHbN9ZBm6jJYQrftHBMqk5dSoKdD/4j9ayIHmDCci
4ho+fFRp+yZi8oBLxm75hRiZRI0pZyetgd/evh5BarpHlPinP4NOZedRCs20ume4O3HlcyN/mtL5
FvyPYKsn+lfjyXjooK9r4TdUIcWc14pm+yel5Okhz+ym7/MjN8hf5zG8f4w9ZWcm+1VlJ5XUAidn
2DG5eWhSti3/7X5kBEHy5mkCXDrUtWyx+sdvNVTEsHi6HrbXcL3Hi88a6PdZ16FaNLYrI6M1fA3H
qJuqNCz3GwB82HxEnQZydGxBEYw94bN/h1+xZ4JxDnOVT1O6VLejswRgV9mBKwKi7XsbTCNAPkYT
/d3DL3H0dUNomTud+21J5+OwAsKM0+ylssM6WrPG5in6CgHVjG7HGPcaJWlyFkPzaIgy0vItWSTG
kIeypevbvd4O4sKhL6jJk+eH8OcMD8e8Y4O9AY0OisNkUn3hfV5DupX4NFPHXvmU9PL0s8y0X2QM
zG4CDs0bbwqsuH3rJKL7KUVvTnhkGtD8STO3Y5BQbQFkiV8PfAxCk8ALuaUb2yvQNSHOH/ykzyvJ
1UhRTLT73ChirHcC8jgXVyAft6qXZMhUOxeVn7WUwAc2ixRW9OZgEW4zHOcOgnQ2eFC33xokCz9T
0ztYGUkN+v4JSIP+6F0ACYswoCyGsuG5renZet56o1e/OGiMOhaD6cDJ/FfLjXcDKTSBwGw1m4RX
IXrWoSj1iXJOgbumAhNgoYhpn+AW0W9CuIt6FsyCCGyz9O8yVgwl0ArnUB8VxwmvaPfCDND4z9xt
MGH+k5wR5cBjFS9M2sm9g0hQk2eBe0AiH7arBCa7LnVtFoQ6qRcsoPe0PrdYhddEpl5T1W6qUVtk
TzF+KiPyiVJVUwxcltPFIkQn0eVM+rr+GxAxbYnDqjIxbUgaILc2KM1x1y5ZIbp9b0oROP2luzIV
k93nla9bwx0AXBn4zuAlt6fQ8eDOTE4GtHCTfHqYtUdYO7pv692i11tO/TeGEhGwaBUf9K3F9lVt
85ovkWVGHPwMLtUzWaAjdmKEyldBdS+0gKkCm3sLcpJWs/jN60G+MiVrDX3j72Fgqf8K18qfYyxw
0axNyfeowSS5v2zKbLjYcU0ByUg/z4TevegZfw6bq+N24EZBafT1zi1QW1oXEZlerezQNqcmK01K
ceRVfpID1g6lghh2zRaZEbZ8botuPf6UpfreVcXNk4ZXZ3bBsb9y5GCE+eqeJ8PhNgj+BHfnLib7
ENN39RobHojBsq3vfk7q2HUN7wEQUbVI57+0bTmvRsA3vCjDEgoViDtdvgiK1hYMxy7Rh5AbYpEh
BfS4+EKQ/FNavQiRNdl9nkVMBG7vNY5VWHRSFbMjbV33MTMdKbHBCJ+TcETzIsenaH8kECcUpCQd
EYANsSd29OOOEZI27d8AI3fM8OO8sTfX9Vkj8/ALvH9WGmjlfMljXufbDIY8SrfCehbarQsYXeo1
TmfARAqDcVYDLQgvjatBxlc6N7JCAwAmYcaGw/D2w0Jm84yOHe+G1AI7cJ1H46W+e7ALtQSR2Bvh
mEUX3MY/Ah6KOWiqy2j5RcBN1I9B2wXCyNqnosegm6/T4DVInRDpPI2kypkW9HMRC9zZ87uHCJu3
SL7gzJGBjcb+NNlV0RrTYS+zboKg2T0md4ZGEZ9oTlBt/RBkqAD/c13sWMRtUScxDqCvhs5oyzON
ruulKlILZgPfn+m0EJOzwYWj+KqMJKEB5Yp7EIq7AqAcHsJJAVnU5yvwv0QM577aS/i3m1/YeNHl
nMcAj6TPgQ1Vr6De3qCnEhii3SVjx/qUps9E6RMsdcxKNryS3Ms8hLTTHOUsmzGq3hpBRQj1HYb/
/i3ILOhPUJQh6nEM6xHlb0dylLyN3rCmBiOHho68pC7d63B07R9r2iXY9RWKqX3a2kskEo4P8Twc
IZisenNs2TK/X9fqzaC11gZeaJtQYoGnq/ObYf7Q3MLoX+Ah1vbTimAM01jzCg4x/bTou4i2JMlV
eAH1AyL7ssUa5IVqN+cuMj419NeQ4i6Wmf3jP5KVOa1ndPz9ejH5zw12KHttpgWC1pfOs8a0FXz0
P3ve7bmhvFXQB+VAvHTwrKpL9z3DPygXuQk3EEayg3nb9TfsKtg/B8xXI7k3We1MD31kohYOR/IU
pFHjhlJXzALVfcioCcD/GRgXlbyuxjz5O/MO/FwLMJVL+4my/9BT1Kp4lf62frb2i7duSCjzdjEm
5A1jhMH0q1K8Alk353bTGZ4iObtj2/se6wIfFXaNnbsfajA+cHO+dKHZz0ilzyDseUuz32QB5KWc
2heVsUBKpCxM5dorSdTtLZeWhqsTX41EV3U9nRP0NwC1NfEk+puZ3F+E80X3FX4MRCup5gFvfivt
im4984SgWjHB2PuhJlwsnZV8hGNBdCqVHfczh6iDDbWMs+YEDnRAPmSWVaXmyz63mVuueKFmrrg2
KTBtkUDFs9JpVFklTSuaWPIGs+dcoJTcKwT2DjfVwz2MhVbU7pwXo5JvnyHlvaYkGdRgBkaoctNB
8OUr0Qrz1rMwEGU4M4tH+niIs2yDUpajNAyZ7yHEQAW0u8in+KFpU8Mc8qrSPhLp3QdK+i//O9a8
Vaj6iAwVylZfaxp9ssDx9QC/mBO74cZwM4DQsrZSXataSoFpeE5hUnHsWUcqNWGG2rj1dxhDoB86
NA4Ec11slIxvmbG+ctI9huk0LGqtamgQI+3Qw1TbctTU4bS6CTWS7xZPwib79bAVehqg49KKf2r4
rif7f712LdODVcwkpxBnzb0gge75t0QMQJ5jfsprLDRFvCHKz6EOZZYIS7zGhoyTNMyKFgNjrVqR
piUQsrLzDxsGNkRzy8TFhGZTwBNb8HvauuCni+pvp6vdK57TGQl/8oNsfFeWXGaEW+vR904+YRPk
ITmYnS7UC56pYMsiO+AezNzUxyVwTNOUn0Cv9vysZGFl/ew/RKCq40S5gEZRisxC03TlYFfVmyEW
o+Lj9JDxan+JbustMICZo93CgKvtmA1fRuIcO1apxtbvbuOyozU5f5GDroHtdB8V0q+jmizf9qZb
pEhDn9Ad/6xWK26Ok5p53JiokG48+xEtrw7kmfVuTv14doorCYRveIVFMBaDQByS0DFY23fw3rFJ
2mGsrgKakW85cmIava4OTJOcD6fq41YcQoYtgRv10ZSNOD08eQQjrvCYSmhzdlbEMB1Hxwh2VvHX
g8c5Xxg9XHaoJTWlaSxBBzCuG0dX3aqrMSIwXniomv9tB/Fy+N8UUAvh35hXV4a6w9OMQEc4neBF
vpzPwjqjNoM0zlaJOUUKk4e/pxIS0jZhUNPVmvxphqNJKcSAIvRkPZSxg2leC9FFXhlRwwhxzmGh
1fCkbWzBqFBq/a824mhplRNpXjleod++cp9Ov247OkwGz0a7aslHeKmpYLlnTlAF6K1V1eivam/Q
iNevsTFoQaYciFNTo1GkVgZw/oqQiSuAX99B1Ld5qgV5oAHEKqfzGB3bbA8mL4m/ld74+93pOCXV
M+P3btl5/vgOqI+MgGYJAQaVhUSmtOnMQcsXeoFISkC21zwH1750MPmikeDwe0y2CxotmZsMvUVq
xr+9XjB1N9GTnDhaV8X4LXNUvWzocqgMugB5nK8ct4sTkzz9dOfa1N8eDKuEss1lGjaMdcnh/wVZ
sUUXlfUwDvWrdTTm5cvXVOWUrAd4t5xfX1VjYZsMQ5BrJRQvttPEqImXwTGbad1X7Y7DRaEyXPjH
vAgzvouD6BDiL74TIhtQsepWbGsipFQ+brAiohUfi0JuyuHc0fol7xfT49tG2viQYHC05e18LSfE
8lZOSz+/8PhxAsOemB+WsgwQTDdeXnzov/Lb49/Tr1goeQOlHErc5R6AoZT4Zjh8NKyqj1YtlSZs
V6dHWsB5/tqmgmhRCoIAekZhdOKi5T5BDq8ToJxBmNQ/zhJRJd2Aqa5/hNoChnFXvzI4TOOej8Ho
txiok2Y+vn+9SSTr+fSmT2PDruNhNXI7WH1k1gyR5km3/GyAlBLOfSdXMGrtPvJv3lecSGFfo0j0
y5Bv6E28Bm23Pre2tSmaDxNMt8m+l5iywXuZFbkfTUPqJ5eyCxFnKdKF5o+J+Wt0umFjRlMrELBv
EW46qJq9W73/UZ2jRFXZ64G4gM6ppJ/J61ifSIEgEXG3jvl0NuXsT3pPVIVf0XAo4wmiTUZHyJEN
Z5KWX67/xGuW6DxoQCvJjEVopCyLQXD6QOThp9FQDTxxtdnLG5PjacDXYzLcaPG5TOZtyopeTMcW
AoB6UH7Z0LCFs0d3QXCa5YurUT7beUk/b+HAGnYadMQ9JXfBb2CoB7D0rHFwVEUtZZwWNF7oiLEY
OGdEzBf42f3TIAyWtwY/Qf3m5xwsRuXvZTfGab1YymB5EtOGRo+5h4q3he+XfP6ZSmLZ8uOi8eOG
GWm0WJJGudlJpfEqWbtLUuSYwwibjRgmPECGmR4zYSd2FMIzuc4IlfusH2GgcWbmm7/YHP0enMWW
+Tft95TFAO78e9Vn86SRNQ4ahsAS/wsQ3oMPRjeCyMXsqWgc4WhSOnE8Shta8CycqoBM4J/Sqeme
eIIoiilk13sj/Ql5mKvTyOSwOtX1eZjIB+hzIGbE3vb+LbqSVVZc2+WxJ/pH+/2S901rQAyDKNBH
Vrdafa/Y6mnFiX3pRQROFLeF6I4jBeJvOGtnqJXGZy35xTDAqzddViyQTp8BmYM+8+6iLsZhy39n
fu0r0knYuwY1C9K1ZIdwbPupF4sNygt+bjS/tjtsq7lyd31zM/qbdEXA7QGn3N/RldgK2mFaDiNh
7/nrGKjmI3KXlmPkIysS6orbpTD9+sVYiIKeC9J6EVPoRDZx/hKCZfkKsFOiaHURXCxerZx2tkI1
MYi/yM1uCrlgMgiAQ03tMF6fM90ws8zzKuGfwUMn2C9I3SVvYq/VSrXQUu7bGndiBEmH7E9zmY6X
4rDN5gOAQh+74l39jiaaIFm/Jg9FwG+TMT2y6P8o5phdtcP5TwwN1xPJOs9r+4kL6YGFfUI2qs5W
NIZpHrPGcCJ5lx50yjqiK0LujXV3sNfjqd1mM+XSAfM9/qiOQsA7bKkcKQgW7RZGXD46XcupqJKr
Emqgq88fJMqjN72CgOlKA6IllsQL1nrajMSv7VVsG99K7MlNB/irigx5nFyGwj69QlU1MUSDK03k
LkdVTDSwlY/fLkLJnx44n8+VTK1Jd+NZQOM/qFKaKQGc3FAUNCT6C6sHMkVX9MrorsrGZIxbtcg1
nh3H5oUpeP65ajMZZWtUPCnhTifp08zoBgBtP8WTE+ZfWGuHgQl1W1LMhxw9+a2F7aDhZOjWnz15
6ZHJLpPRK0m8AxSDF1Z8t/fYXExV4WI7Z/SUi4vj15alydMlwQXFF63VXUS0xMj8VnPy6HI3fcmt
zfq3xtcQXbl4Ks6cU3/oHdaiTHyGJuX4xH5TC40vsr2F3CjU2uSmBqVyracKtS50eY5UDDzJc3U0
SzMxJ9q1NsY9j7IIpqinfe4eumbhJbPXdpn8qof4v9KIq32wPp6FaoH96JTudcXG5HUcAFpI2Jwd
TnmTvKUBzmrqUzYKj4mF2wWkXV8+cNLZPOEbGiV1CXsZGbFoZVMsb35+5G0qs3jUQIwBsEca0Buh
YwZx3deExfgJC+PfFqwxBNf3U04RCR322sME/x6780kDh2R7eoG7jE/pPTJ1YJgeEcFqSO4fM7Lq
oRccCB50jPHMQAfbGPqWWicjQte+Np3XiW4EdAyu/Qt6zFTSaz/YU36/KXbw87b+Yv8jxNEMzfXy
jh5167Dwln/KRn8G+a8N50QtuvtqtfKqlm7YxlB2PQKEhH77YAJcHuEOyiGlbOjVdSeoO2ztDD9A
0RKIy7lDCJ2a44kBi/EPgcJ/dhCfjovt7KDvLpKcLJGb77V62yx8KYjf4DU/r8K6zBsZ/B41mz1d
cGLFJ1KqmBJHHo2Gdn1d59rZ3lphqbkeE8fAMQmgWsX05KnXXgu1PrddhGdaDSlaJDEqQrep2qCp
TGeCuhr0495K84sDt33uqXDCgogD/zzfLh2O3HJxMCE79zYQXCVjMelf5F5fkwsNG4zTtOTJasJ5
l6lOr6mD/7X71mqnOamaJ86Z/lM4nnc+o4ca17Zeu5hUqxhBi1LLyu0nnK3tb+1aAbqQX1hHwRSf
Wl1Lx2mRmnAyy46JK4WwyrCN7yXKtUir6IrOemSdzhrKj30ODCa1WlIXmkABwguyHzXQebN9JqTx
dDJnu2gWTJ455WG7cPoOGT1Chg0IsmBRzX6KgaCgk0MWJ2RE6wyTMF1AOdfEv/hfb5q4mKjcJ9Jb
QnuqcXo+Xlx6YovDbn4+pNs9V14W0rklWl0nqXsA9DPIwuxMB0ItcGB9uLAB2jrdnLeuTZl1juSj
JM15gEzONu1kssgZZFUzewXQd9OIwsP7hFVsEv1dogLBlgwOmH/8d6BQYXIyZRmZgQ4rBq/F/tCP
pNmBGMcPUl/yyBKfVJgRvo/gRDM+j60D4cIY1r9bteSfTxaxq0KYUfhxWukD1B8jzCSsz7HPFUtL
HiGCSRlO4tdsknb+SwC/H3/jpcF/DIDhe792sa6NG30LI8oIEpPlFW4VFYmB83FCiy0SJ1ju/AdU
0OJTTVFq0o7Pyxuz9olcCuO+Aelf0n3D+4C/lKH7u6X9hJ2QjPt5f4v/SZWRRQ3iRXye8xASk2Lv
8NhESbAGybEUpT+dzQqFRKSIhgLjjbFyPHeCW0zWcAUjgt4/dw3xVV4/pW5sHLU8trmjpMeQ1whX
JCN6TEzuAfertRMv2eoB2wlykwldu7wUz3WmNRbhMT6kCwLCFSU9VOYoeedmbPU2uxTiiTDM8XGE
YqD9QB7x+IePSi3jDgq3YoNksvWfsDilGUT6T3YcF3hyXF31WbTrP4xQGRS8N/JFPBxYZKIDURbp
UqNW55z09i2eTFvkj040X5JuuKGJ4m+4cPiwtHcvwslBFD+VyymXZRqOP/Ruahux7IcYXdkIRaSG
7W+GkpKNcP7ikm1gmM/mwyEWxtf8TfjI7JzoWVNoiAisoLW78eKDePd84ufPCQeT87uKPOIipyjc
sPCITZwEkMP28BiY5eqzRQnF4KvfUvNYqxHmPWyVSyMyq6rpd8xnsUGyKuap2nzwwRDPkLK6rTC5
Qro8KIOhCr4Zs4bOB4KVtU/DsrpGBZjcPUwxB+z1+QJz7BrhE5JslqN7HXfZk3UOl9ieKJRAmhf9
VFjIdEdQV4Mrux71PIT9D4yviN84offmguA+UehoG9A0rve4jBElRg2prCIUcmsjErmuFDWCq3Ef
3IIJL7Wy82CuG8uG9M7TxmEzHB6AOr+6d2876v3ic8UgbI5gnXSqPNl9+ldJIdd4AwcmN5iUdhHN
37/YYyrfhywkjBIWUC0r/5fMq2fyPGO5lkJovd0L19dU16WPzKWrN4E9PoGedEER8QfRurrU6Itn
H64ac7kTS23+aFLj9OjrgjoobR6TwyIEPuMAl8ZvU1tP+NvWFu+DaXGRy8+VeLyehukOyAf/bfrG
nvNreEP9oRa+Y+hIwsLn1ROwbksAk08uzrji4MltlZivUo4Ho8O1KN3YFcnT3vi4gf3g18ghdXG4
fKo8+0t6Hmozz81QrSTa2Rz4mYexbILsltNsirlYw+eQk52Pj0sQ4txUEG/+3IJ49Ord1Eq6B5Zk
EsspNUzWrh4vHlkc+AIvy2JVjkm/AqouwOR3xYKXnnn7Qi+La33joW/Lb32jHOT9ZKBf3Pe5LQQ9
G5Zk4PUPHRhJbWSkK6HECuZNVpAsrEBnIC1CGPnmINdTxp+TX5mIKGGa6C4v9F1nHYW93rvZ07iU
w4rPkmxUXLrSGJtWs79DfReKcSFzBBLCwu+r4+7xPhj9C7JKf7FPUclrEyFeDNyxF2PyC9gF8NVm
PMW7DND1nsFZOZN1k2iUQthyYpVeFhVdpu/40aftOaLoiUbS9GGh7A7VBvCEnr5QqBOOAKBygbf/
SvBTmTrEYbVwifK+TJJRYIjdQcuo90oceSJKDS14pyV7CvkDZwYgPcDkShzPg9fFlz/7K8ict+UV
BpF1OPKPd9E0tkjPSxcvFS3N3XRt9HWeAe0uoQN/GrRutQIe7/o0Zn1tnHqROVV6AQVz2V6t8LIf
44eY2hiaxNFUCrcpij5+sCkKInQOqaKKWnK6O4qhLRDybPOBfYiKjb/+foG0fKcTq3sMTq3JhLoH
gKu7DXCGgTmouLhClvTqrzUfHEtUtyfY0UFGt7TEjnoP8VkDKEiDmZOaEFYaG4MXFSB2TFdV8M5E
5Q+5di8Xswn+/Nx9OascTNZDAl3aCqg8F52bdRwZHe5T7QkSOUJLhOtLH8KnYgVqC+2HsVqSM/zb
7sKUD5cIVGo/KfY9TcbOm1sUvdeDnWBGSjSdSYMhmHkUaqjjj2RIecfj9kREAAaoENER5Gy+dZNl
r0hY/fYoW9j+xSfzsjZjDp8QDn/mAIlVUDcXbFAoRj8Syc6MwwjSihZhGHhAma2bv8Ach16kLznd
KXh0Q5Mwat4J61M0xYnqoG1d+3kU6ZdYAcI1Fp9+nhWxX5y0nZ03UklTW3VKF7UzyO9/OI1TeLBB
kGkCj1aMsog0cuhHQChKErBVJRpEvMwrUjy0vSv//PePCwf6li6iSQAaDohAKysbXBvYF1F8Yl0v
kFCBvY0KoABos3DjSClTC6fBoBdx2eoPJ2I5qakDdR7HIn/eBUTmMv63y6l3JV4Uc4cq/kN0onPH
5vYzl5eH+OA1tVQ092ULRpzADHNgrhWewQe61YuNoTRpLcEZ+Am4wYJOh8Q2+9CqLxibKcVwFueR
xSZBjmvLqs5Fq9hb+3z/ppwQiLTSfE8dEdkAk6auNBsZCBRUsOIOmagPgk/vcS2BZWivesJrxoQe
az/39oX6Zbw/kw6pRHG7J3i2OHBJUsN3JOdnHH2jZ5dsEnCr7h08XE5sIkJ2xfjM3PVL0XUng4Pp
SZ9vPo/URFTnoD3J/5NYVWvxVsBavgkd8hDuJDkWznDxqX7r+hmnB655zXC6GlQzn6tsJ5nBb7RO
Ep+X+PrwZHrmrbrUp4/PxrHF1LOTTpitAbYDXwcOzlH0ILgdPJON7SYLhXbrOLvXYH8NZXo4sP0A
9Vo3wXXHCkpSvCj4aeKp7Bly0P4mQzK6R9ub7Cfubn8lWa7vpS7yQCTPfUi1aWk1sZlzgNjBKJ7U
VtDX8bqb0hAXuByZtquXgV2QXHz2s+TdMvXrfMlOP1vSzHgn/HsXfN+GAZgqExNmgZC6yK1FSCeB
iYFOi2N82Zi/WGt6Dabp7m10HRPNml/gXwHBX+4GZTqmsjuPJMj/O7UY7zTsVLOR8z59Jxq4iFYu
+TflUx575NaVOzu4Lvvq81wjECRopVcdCoTokm1h/Wd1k4FFomJ7IrQvi1bRRkkvhY/bNNwYbvyi
lk8BbCc9qrzuxDZkObV0933tTN3q/d+Uh2Bc3dXOFw60IKDdYbdYq779sQwPVSaP7GF/MwFH0NeG
35WtXwo/s0iKYUjXm5ocxMuuOg1Xc8gjNpT6xdQcpJyDCxAYH3jaD7EAWcWu8gqmFBk/HHpn3+ew
2fgaEZ+0zRx4SXBOT2b7cFNXmyywmp3WVYd8R2gSFy7XYw1ixRqsASnYBF4clg9nOKPZ4Dbsg31j
KW+f8gOozsDsViMr8HAuafmlRjQ2OfFICG1KZTYI0rUGckdkYbKS6UbK+B5eZSQDtP3msaEOJ9IH
C/3w2OvFkdwLhWFap8TCShLiqL2CcBO7h6QDPaT2YJ0AlDg9GnDXSizi6ZCoQp5+hNBL7RgQqig9
y6VHHiNGrotBXRDDz5N0GrjyoNv6/HMQZEbZnr79N4+cSXnrL8Pt/pjoU6iNbOPQ3BT6szuusTDc
ZlFzRaQyG5jSx15KmIpx0MBIRQYgfHUdo3Aw4yrF775hCm/Qsuq8v4Uey9D5ZDbIUhY6ae9N7IjY
jdOLa7PtB0SA8BsMjF2pGoXYtSx2/G4smPNVUt5UuX0o8VK2/EO4tUUMceqahjxt1r2D1nfMq1X7
MHYaGb2ZT9Mze1KxilrnO5iLBwOynCHwDaVu4F1H/CYt2QvSTyLOXuTfLlWRcjnFQiryYeqJnTpK
q9DkdaQIdlpkQ93ueNxuf35q/pWTV4RQCf01wsSSpDWTq2yeBnkFwhafY+d1017e2P+PV7hx7LgS
eOIn6I+yqpHkeadLu4Z5LCTQaHLrRI61csA1+PmS7cyGGjmOOYGgPwvVAFBeUkjW+eIuQpvH0M7X
Q3JQgO50jhAAQe8egFHCnrF/TGTXgRKtF5c4n4efqb2F3pQ1LzmE/4QMH0+l3ENzvUw1RTtP0koI
RjeuyhnBd8mwBWGjLyi4MrL+AyQ0aTmGvQ1Prj8kffvb2e99bXSJUrDOFsGThIq/K9OOEO6SP11c
fDrqZuyMBBpxh111Zdt99vBxfXUVCzRS1uiu7cEmi8N3NFvmrlAGLZV+s0fQcqfel+b9wsDOsqJ1
fWfGZgjYCEIUuRDpFtZObql19SSL7f6+L8MeUnOkBzBjNY9JPj659pI6axCvizPH2dEKyhY35/1n
okO3okkFk0wZXdL6EUpQIS7A61AamFtNFsubHl93YKKgYsZJGg493UZE6na3QoMUarCDixp55Fgj
9oxdTmr2cYIWe/9pC7LDGLexHrYmylB0dMdzSHlv6oYA8HEUQ6hTDHo0UiS46VPAQPWFc615qJk6
LF6sS9qsbbfCid2eRCt+QKUMv0149uVo1AO6CnTVNTRMiwGzVSOAVukfn9ujes7OZuCMbKGsom+n
eGBl+TYF8orUqU5TOv/iIgQDqA4YUpLZDCir2b5K1XcDBuPzd8o9sZis1VRYvbIO+JXCQZduIZo8
xrsPTbOMMkhATq0bTZkbsyxKyyWehJgv0ZFxgtaUKIBVbVWMtc6OLara2Hm3kY/JiTBbCKd7t9IO
5S+dLO233OimWj29cy4X8pkAAnLrgweMxdtR2hiMrxwKoR4K/Zkp+Fs7fvWqjjN3uK7tmOyf34F2
jAu9VQogv4ayYq8a6drxqJ33r7Ra+KfETYLfnxzJ4AAY3VVY4rrBACUkDLwml/Zk0Km0N2qzTWGX
bmN9K0KjgTFlSrc2ECpZ3KAJokoAlOJKAnhjXHWqv1e7DuY6Gz/NzZQQzNd0hmBP7M4L0OG1N02l
A8vQfLlAfgtlAJdr5tOEyEg6tj15okqCEiNOTWx5lmBIzAJxDW3H+su6Jbjba9gBEeL8sOPVO8Uh
3teZrq6juHTesHBO9EZYCmMAnEOuVFFpQctPFACMXvLbPMl3rPYtKh3mW5fojuf+NQRu5yT1k6qN
OSXHcQyUfzC1B5bDIy5FUjAqNrnb/0HYbVUEaKzynQnruYrFROfl+Q6s2bMGnzj9Aw6zviAZbmTa
+5s9+PB2gSmPQYoHBpOUVDaOaePC+63UjTBqSHr+dRQo3X8C5MjmzeRXAuz8EZaMfgt7zo28dr0Q
IW44WJga5kExPAsbQFKECkD43ZAqOCietdB9UkMpPMSt0lS48OkpTypjztU+h1NTylzoODYKGlB/
kjzJj1XC+QV+71f/+Yv2G4L+zOjvkmQcg5OjawVxXN42NzFKkhN0XPRSaXCWBpdFKO8xs8qpTz7b
MBNaql0xsEUcrN5GISg79OPUAhohpM8IPxPIIbVswRM3KtwKYRH8v9kOIx9+T1PUCHMZrPqnCff+
rCmTAuLtC6zi4kuNsLN4MUv9MWgZQUtVULceu4XtIVhTtSuCsjO61nBg8qmrtb1JeurEOSsKI56G
BSE4wlQE1MrNLRTcmRNcRTNjw6Sun9AZpZ6VUFqPrGMLpYXU88aeDQE/piho6qbw/0HdwAFj/M9M
H31TZq1DcOSQz2oN0+imyVsa1Z8G/EpAR/3QPNuIuTCDw3Ss/0GsdQYvb3xXy+t7d5fkj3quetkt
6K+s1kKKUmVG///BA4Digg/vjIY3GUE4/Qo9r7DqpnxOduhRMv/QrrGSYAE+S7QRhjcOQ5VZAcBX
50tlkNZtlVz7o+NlOPN/1b6CRn7jDqW699DnSfte5XNv5Vo/l/T9U+cz2zNM3rAB50Drz1DJa5oI
JrjIsHSuNCUvQHVVAcB5vh2wTnCEWiUhjluf2j2PHncCZYusx0MQ38Vz393DbjNtUNI1SW1y6YwM
9kExa+8fr6w74Ne/5GqT8Ig093GciQuTNIBcAqK1FSTaXp+mKttk4pY2+lGUKtN5IowNTS2hxpo1
Bo5xZAJFhq94i7r8ywl/76OODlz+xMB4y/imBXYuLJh1IYbWh7R8ofgQvfOx+91lFS0uRe0U9BtF
RorKGxVAZufQTP7Q1j6fu/4IXmJGZP4uL2yEQL/WVX8pUIfhepeJP8JB5yfeJslESKy2Tx1i4GFR
GROHe7MStEuYBa4h/hOONEXw++IuULtV1XdQlcq9aBTycu33qYKub3q2LXGacFRyCAh1qKtNu+bT
t/1yV83yvoOb3puF3CC+y8hTWmfB6ytyDOpm2P4hNSitDM2wt2BsCdNIgRAoWrsquKuUAc06MTVO
/SOid02KZWkbEH8evfBkeJgLrsKIVfCELvAlnvnbvAmp2Cl+ISGgmphRinXO1yyE6jwITYNBq13O
bnrPsNSqR7sgdzJYZHTSKDWg+q1iSOm3sC+91APLLGNUlb3pcIXyole3M9MFc/zaqyqTnBo5JAT7
xls/HR3CbuzL+s7PowKb1Q1iddGK1eMKCWLaV0ynOCOinWLXr923A0U52b2/P9IPoZbbIKZmyD4F
hQwqM0dh6UymHY9rOjvZHliDzTRzMrr8x7CLxFRyvo1KC/twSW5dKQLoOUDoWVIgw/sP6NtbCk1V
jCEBj+cbKqTl9DSnMHkgYXj7V11i1CwcWD3vSbmuQ8JDuZ/Gvu0WPKi6jcvYPPAlgbQSdk5Xj4Rl
blv2fGdtCZaHAGUgpOcRiIvebYJRtdvaK88ZqG5/GDYrqucptJVeXx7/VNIMMPAT+ayvQ9u6DKEo
mqrzlHPamR/2ga0K4UsOhEjDTGV//zG6aujMnLeUIsIAAK8VWwOL9YYNUHyx7461vNjpeVTN4q7W
KPd+Mlzpn+kt2o825Xs5qxVozfb5aIYJGSQ6KXbTwo5tux6r6mMzydBuMXn/z4EqOb7QLe78QxYC
Y7FXnLbX6+Zvp+TdDNFF/jC0Ajrn3TIFS9fU17UVaj3kQIdWNRBU+Ftd32CvVKGSmRiPrj0b+n6Q
4JEb2R3S6WPBCWYp+hJEDix0LHU3PyTxnFTqZnbMDkICpUQd8mVm2I5KNyHLnngPdxRR87CXQ55z
afXS78SQFDZroK5ckGInB3/0LnXZwml04zV3fZlGOkd7eQw3dw+J4PVWMhNNs0p76lC6+p16XyIG
v0xspD3AxZtZMWzd6TCeLSVawzVi5mCLaOgLjbBy1qS9fHyC9FtEbjfRARx7s+JPSFPPVf0FONqG
kk+VybaAwZQrQ5JRrstmtGQca5umK1r0rRj5qQlNBhPSTTw8ZZ5Y9IK9rT4v0XeJfw+hrUmioCAF
AKxFPfSTzfrNwZq7iTxxT53IrcXEpSniG4f/gzfLWR+lf6d5zMqXUK084QSB9yR3urGRXE0AXICR
cb0GXLbITs2AMAw/zyA60xOHMeA3MbIkyidjnqM1G0pdAo4TgvVUthyE5HwAs99JMXnSvo+oevpB
u1jONuBwX3cvdIK0v6bP8F6wdT0LVry1q9LvMAqbpsFJQ3aSUP/etm3/bychPNkc72r/jPA9/L1E
1KoC0Pi/JMsm+Zn1HSqQNGwEaTbcKBDBAaAKtsYH4hhA0QJ6Tmq19O5ETrYJyoDtbNXrQTGvAl1F
sTy2SyCYZ/kTzdVeQd+hCX9xBP3J1eoQYrroa2Lf9wrHIC9Z/BJ90k88A7vmLBwATc8BguYgV4jd
rBTRb1bfz2PPX5ac+CVyhZ7q1bPFNjaJEc9MnfYNdhfrGIfyv1+aDm+Op/Cs3QVwt/DDqaOMDFVy
kA1Dk+NmNmAtuL/wTbKmsfMu7d3p0mzZDtaAWkJhP3D5wMzV5eF4u0xUppk3McRhNb0bgcez/8nN
BHVvYuO/+CIyNXSeiNiq74SzWby85/EGrgfOLhjH2VZpH23uGBd7xkBmEegQl5PhwY5T1b8PNAeF
TSqLqRJ0UT3wYVMKJxXSY5HznXDOvkDr/uiELE/jX7k/TfsX3h2LE9m5dp2YJENXsGLz+ObKqSpD
F7+O+3i1+0QHKezKpqsCT2SEp41Nud3IZaAhHFsoRoPU2jbQ0PgGo3imS+MOe0fNT1EpcUgEc79v
Cb1uA0wKe6ZBacYHSdFm0EJPcvsUo42vrl7Jjfa4HPUEC6Ofalirg3Cqia+/YJNu+FnzEjB+yR76
ZNuWKaICbMaKaN8gdYnG9f0lEiKH/cqhxZnhFR2cK4Hbcqn94GEIfr3146Q+nIms/nkxRJ4QisIQ
7G/1vK9YOZsxTefwy4uR7SE2L46R6LuZvL3LYGAQ61dSiou2RTRhVi+2oYsu6QkgtcvOYgqoIPDj
j1daYZ0BHZ0dSNRSelOFBfmME9LqturSd4Is6syCoK/kkBPz4G1QfJj33EhTCIekIPJcfFdO8ySJ
iMimLT8w1jR4GV3dEExW/Kp5NYjZVlpvWdLplyMfN8p4tMkE/6Pt9jh1R8W+bQkrhy5juQZx1Jd1
6jPKWUPEdNG9iz8qkUO3xb3GnAE5VDFzQLqN+2xvL2AY2ADmxNbirfFGbXtrYP4hE62yIFw+By7V
m29eLEGDF7SB5c7NpVfWgIq+wTSkQLbRvRppgbYzWj7ufm6a7CMnqbKS9m/mE50lkjwAPz8YYxr2
t4Vw1okgLIfW4fRJlbvcQakMfwf4t8teojEzZQ56c8PFL2xFWGRumR+ZWfOYVpuISJI5g+nySbWk
39RwMrVVCvGLl1MQrXjktghJ9ohlfS0miBaCCGqPj0PPB/2Y+qOxX5uVicyprTwdyjYXdD/q/YUc
54iO/CpiwdcAfhOSX1Z4S5WImZE7yjChzIBpP72bwGQymXtFXXGNFKocpIlxXbRsEKjkYaLaLMu8
jAKfDu/jEf3n40Fuu7tGmwBdH4qGHGeuyUuPbSb22ktviaxC6JCIrwCdJoenQO69X1Cz4wgKFiG8
MM1YcZ27lccghr4zUHsPQ3C9WoyeorAszSZACXcanHi1zURMzAN97uO8ilPa0tRqjv3ZY6e5yvef
KuITjM8eslpWAbXQ+Emcp3+zNaU/R4zPlso8jJVM1xOtLL3r87e2elb8La5DsJO5PS8eOH88MdRO
lgeKxS3WcxyMQ/e0SkXn66PENdnMBfL6JkTdjhiD6qiAdk7v5m4dQZyjTocLorLh30Vsa6jlUGTJ
5X3SqYTrKflfUcdp3ePx5ndaZ0e6eBLtWC+0BEAZ8GKb+Q3QCems9IXxvxpAivpcefP82VIJEzgt
hwiYr7SFgVtgHlhW4fnNTKg8BXcVlcFLVNzAW7oMqpJb4/CHsR69gbgtcrZQQR35Pgpf3+j3JlLk
jEvDGSI5PObFHSU+rusWItqgdl73s1XQeXtW0yRJnyHe+gT+zYgqRq1RubEu2+wZoyGVnOO36Y5b
HWx9/tnwpfcSWd+of4oDqGO/i8Ux4ZXxk0J8Lq6JtG13u9YTKg5KOYMDL04oRB0hDREeIZPl+EOf
uyxTaZmmVBApHGo+gmXDY8IRohxmHFoeVEHTAiWa2TBV86IEuHssdKqzGUSJm67Z1WvAYTDi7Vf2
3MVEYSUCRkEhdg3tYc2P+/+kEvc3v4g+uOXltaXaCi8UeMuSaIoi3OzPXLco9F0p5JptTG92n0pr
Mg69AAz78J8CBvkDObELydou+w8BLTOXV/bOKMU/7HMz0kKnSBn+JHt35+aN+l4c4DdOz7leVVc1
8OntoLUNr4rDXlMlRHzOuNOO/h94x0TO8G8lRwluIirDXnl8dNvEbMznNcAcOdY6M/xllIHMlKw1
UbDKm/HBKClWQP3MxPFP3mjC0Xk9qdTzN4UuxBBkADCwS7EOHZ/3QdvxJwBLVAVYCADvTyu6aDh3
47dDRk+azwZGY/JfbI+Wx1y8XT2s78UfqyynHc0gKV95xka8e/2orA6eZztSP35gBXsrgebD73lC
i/h18dlKKIhVyq2iNetmbJaIKFS4L8GdBgb3LMNvrm8DXbnoHtlplBkmDCAzH4UKjCT+IydMV4yj
rEW1ug+daXE+p/gm4ofHiWJlAyEx6D/wi2f0zCJyTJfztc9JrAIhBDNofqQjogSS9qcVGnKMeGiW
OtOQ6z9WxrXvFoC+jtNo9Xh+1fFdCBfxJnaJwqTXa8OgesJutgjCMzj+pKoLS+KDrMUp6F4HkNHg
YpUUvsweV2XSKku3jRqC7KRcVWE2c4z7JEZ6Wv0U9F1BrbIgSk1lt/OZxyC7v0Jf6fg1uO2S3fcQ
+/4b0rUGwaFE6ciTJVrLTcOROGgKv6orIpq5ZFOpaWgla33ixGYDPm9wlEm+3v1XeRZklX4Hrx/g
plyRV4PievbE2wttgmJdjQuopDN55DMd2MPvSmXhvnaifLMKGAbcd1Cr39ypPjt1n/U32/bqFqbW
3ndMiYIXYzqF3o0KUQ8JQXo4NZ0bAsw/TBWE32mC8aEQN8wbCxfmMtDQ3YHqZ0fqLYBnEq4eJLWm
+D4wtBB7yn9B0eIErIms++g7M4c703UdyhSE+BM1BF7GzdBGoi6lsrOmcHhGEPoEHr4N6IEF+xlk
LkS1psetjs1Zc1OWMDA/9hQ/LZnLyptn9AP7pde3MDZm6o71VHYSIBfvj3E/wTgQQKCqHypjNHFj
JxNZ/PfILrPJpSvhonrEsLlRqf88iVXF4BRKpUynwYlFZFJAnvQGO7J2KTnvaKpq/Xryu4yXqpSE
XNzLt86xX4ZOIDOuY7mY6dHVyFkF32GgnFwCC9uYfu7j17USmd1pe9bkNCEYKLtjh8b3xCDJni27
ft7uLTVm5INSlclz7EgS+NqhBl8rUui7YrJyn3JxTPQZi9Y01yyv5Cq2jHEyBdVPL1gq4o5J+0H+
WMkClW/tEGd2maHDxDxpcVLq8esnAhlYroZBMZlukN1tNt5qDvg7iTzj1YDYbkVqRJkH5Vj6lWsI
8oq/R4ExLfH/w14D1bx99W4JtJRHsie0KR5s55dVcngho571NWUbL9VWa6v3C92ftkt1hOax2jmP
BZhIkCC4ichyiJiZ9G8zjMwCX0DSJopYq0OO/lHyvWxCvZj/5/eGg4ve7HKWsHmXBY0ALPlyLs8W
Ik8zisySms4hGpTy89y/vRDGcgqriy96VT/FrxAm0v+QNjW13OmQTDDAIQzdGr6Q6znyXfZ6+zqM
rmvCQQSQboCbgt7N0xbzqREFnP7LOhTfKXY+pi29lwBTo5eRM02Ljy0M+YoHHqewikTm74MqEKDI
01JZpOYEWkEUCFjTj84Yw4flxQaCc9ZQYmoxXnyR1rJvjbpEkiO57/A+1nDsvnkie10hqiP9787V
Y57aoPL8NRdoBP7C8wFdTk7/anIemF5ZeAOUpR/GqFNb8gs1+a1hceZtEzl8ly54NpKP98LD7Noy
7Mtp/TLVMj0uu5GsG+Gkk74aRqEh6hDCFAL4K4hTEQc/T9zIeh4VyhOIrQoOLuldTfVOatZyq4Zq
0WuyQRmPo3pm9erKShZLe9Bgzfy7gAijSk4dZUpVBbz1tIFV1OorA0JknrdgfSSwYlzL3P84eaaO
QLp4MXEcyoH8+U2BXiUwz1Nx2GZilCbLUBXGl6GWoZmAuTHVfM0ION2LJFSHiqaUXfeXCt40k/9H
VubGPL5nHpXMmtFqYKtEaxHBpONlaJj6M/+I+g43ktruDOA5wEwU0QeoSBWFPXfDQYMoqocaFB9w
dH6bDXjuq/do9mIRAgDHgUsm1g/+TbNCNdItUOZ9vXIuwpkxOapuH8Y+kxiOHarTqaGkMC0S7yAU
AUGoroRXmtlCk5qc0K7w1ehUjhcTPEmsmNdZQEtfY5t1fg6DVmTf4pKXDYRvgMg0gc3OX5c7dqa1
jDTx1BVC+UF9DAuamb9xnINRl2eRAZurPg28gKKGl4xfMssazjwmoRESYfWmYus5SGK2RbSHufwf
M8SvcCVnYavtm0d2WMdhVnBftq5sCd4HJEIpaOWJWA7b9i9r0/k82ESsmvyYYPcfBTxW5uKOgvaN
VVy3tkVDe6V7i0524fft5rgQG7SD6TY2q6Jn42NhgdUqY9irqxSaWADD27RH/0AsYzBQD/Oao/5Z
JB9viv5AVno5V6Uu4QT6Z67U/EmEJqfAXWjxGC7cSSdaRWPuX6zkiwI5njpa5RNXolwoTRxS1obR
eW0ZmK/z/RQKno13WwZYlsNlNWBdUaPGMZJH2CboR8Vzl+IL7iRRV0kW37mF4nPVQShRsFL8Fd1k
9ImE9/hZ1g1mmMcHd680X8amZXsMEdpDXD7fqWy2pJKJrCE2kqgoH2Zj7mlW7vVYUeFRA53xIkrI
nw5SyUyaUXM8DSUnbGbEAVSYSbcK6rJLlbdITwA5upbUz164HXo/NYbSLz+A3FnB0sfNxzWLPbwv
46yGz4irF2exjI/Z6rk6Pp7e4acLDjwqhqb2t+pCEb/gMfNVn53DLJ4Y8I4RNlOpQPyhy3+UTo8E
C5zMhWgMY5in+lKndXczTk23OyRbUY4xWpB0SCEq+a2I5WPV9O5qisll+//ERInkjuTPeMhGy6qI
OtSotXqauktIzFtr3YfOBvQTMdJfeCycE6xWbEXDYE/OMR1mHM7OeIkM2w0lGOTIeSGNzwhyiUhI
tTuFyQu9GzAY/FoSha9cQb38BgpDF/4bYoj8ZSf8nDJJEaTQvh+R84JT9Iu4Zve+BeYOmtUiSU1n
O21LAlMdWj1yqFsKF1RLPbhDbjtPMhbFgtMtK8YYwfrcGyjnAb586kvu77ltOMQFWat6qr9wcXGx
kHJN9TgS7+scS/1U9mcXT2g6r4KmlJL78qdaYzeStRaF30behzXSx49VITwUF+yVIyx+nNb+U/q7
C0QpRDH03UvA9v+AjYy2Nu6cJMBLAS528dN99J/hWS28kOr3j9PyjhswpdBQM11oBqJ9v4AT5fqq
nnFGvVSmSEHozbGTwlMaRMbcgKeBYHpTFRFETLD3ceqMRx1hLPNLJfDDmdralTygKb4xjNviZftm
SqdheF62h/81W/rAn04g9uDWQKS/XhWRjLTrHW0LQEPCPjul0FQHqvx5gMny1HSc93KJeHeT5/Me
ZHZImJfJKwiLI7CEMALzv+bsK18iQr1vHwPebhBnYRJqovrxKz5+f2aKYmfG6Depx3Zc/TPl4dVM
tnJBMKXNOFx0fLh8/1yrfaDHotGz9FcEHgtvGQ1kZkTqi0v1LWSWWaLMiWGPWxMG7GbzfIqecXvn
3ZkebzRMk5gkUYsyD/wkw/Jodl8z+Vp5b6e9OCZ/lHUtx1A4QmdmhcnGbmboI8hf68zXymWg7bnC
Fpe8ul3mpHnby7YJwY3OAdi0ur5iqsueoLTUP3FMJbHa0+VR+E3XIV+XPDxx2b0R7//JUCuMnQPs
N0sc7EnJzxamAN4+jp6aTocMzg6FloaZWvlHDvOqubf2zqlzbSnVXfeBGir8ZogQ+t1/q1XcVkNe
77o6UPwzodVy9gVkA64HnAFMf693eeG/Sm9/KSsZAngx/1h28Ev4ewP59NL5QaxjGJVMKfvPdYNP
Cn35Wt3gsTby2nDO2E4tS0O9M0/QG6o27xA3s0CfuMU4nAA3iVUvZ0bfhKXCeTE66p8IFewm+gjv
20z7WoFOsXyNdx8ZaDU607/V3zBchjDppQFageJTtJGWW0NzuAY6brj1XMDqQEgPhhsv9uxzkuvn
odqE+HU2Ie2oEp7FSQJScyBdxzHTiCTvZEx7N3chPsdEUWtdUK3SW1YxR7kFa5kgcvV0Fd2WiBFs
j8jVI9fr+chrx7FNGOMX2rw4y9UGAE5qggqi9I1eGbVnaD4h+Zd7nwBKwOo3s1ctFmqWfLGAYGVq
BbatTP6OMoLhbnRQf5vdn3T/Cy1eTK+1xxC4qbBD+kPfncHzffxhSIXhCWKykLhg1H5xYzkG6Br1
rrdB1anGFnAwrsgBTgHHnH2DTOUT5MjH7YfTirI7Art+a8ZBKCs9h3n9g0R8+wpbPCq0DLlftPHP
5jcwnQ6BZkjDrVcO+bIRK7PlRQdBF25SJxMjkErGkxHMeE7FxW6UdWBeA8TFhEjmnH8VruYZBm4M
QY19UqjMVZ+lCTuUjkM0SBMqGFU6t7nzJGClkjv4SvKvEneioHtEuchK0FS5MaP4Fq8EEyJaaMeZ
qQeUzUCJ+xt+p71u5byh03bQ4V2sTw2gwFXspvGMtQVgE5u07KOGBQGlLRgkz8DYkIcmOvKibNLc
AwrIaoep3SsBfBR2I7rr06UovNLiOaSw5zieoKlcP9xHlhiCKAQ5Odo2PiO7f6jNKjXa71cRY/qZ
233DyxZfBQ+3qN0v2+v2xB27ooozr7tBagm3WDpX1J/ctX7SvDiqCtQB8eX93tYDYXMGxAG6dljT
BIfqZgaM7xGL4KL3vsT5/lpVAKSNDZvLuQf4E0rVFV/JLYB1jUzrZMhyLlzBtc7dqZJiTb5iI+Dn
V0Gb7auI2fharo0gafUurFtbSGY+SwkNgoZZCrCeNPpbn5iZCGyY5r9qs0D+AHFaH8Sc6HpMG79A
VSSAswMAPrrNe6dEBhAQ0r3pc759inKkdSZ37As7eNtSJ6DTY9rnQT0AQDkfaRWbDb7Klgt/4lbg
GCU/8FuiJS4Em9eU2ceyqJe41c/Szx75gp/24HWoejt9APEM2zh5WEf0xB+hkLuzIEei8KF1EMwL
IYj6EtgdsCi+oxxlhYZWgWjZz6kxFmQafK+IzSeJMMO9cPjYhhjL68AMcKMYGeG+PBvqqK2dgQeq
OO1S6wMTfvwIsVLP83d7DMZG5OCUCSVoPS60ix69I25rAHhYfa8TJ8bmF26mPpepvvVajlEWI42J
SF6c7L4pi7BXialqeeryQ7ZMUvqdn21R5groZTaBiNTJMqMzD9dJXABttjRDdCkqjRg2+wBDG9f8
kQC1c4i1KVwJvehGOIkkocURKq4xOzJgsxos9zXulQxcsIHtz6WrikUswjuLHUezFavjM8v5VOfu
xrFwZvIgT7+BHqmep0HyIvn1+unSawaz9iv/xjNw6Dtpq1TbPU1IxuQF9HmO9wQ5NiutrCbcUBIl
x+gUAq2khboBfNPG1V5YGl6gaRFfX5Zwf7Xq3q1NIPFU3ANNGM+pwjaiZvjWFE9WRtLTFp0ZmK7f
VrnGp9xk6U43sX+IlBJh0jPm+0vf8j5QP3jgyTVS5OjcrJvOYUBQeYmZ0dhbTK1VuGyBpySBgxzF
+vI7RIrZHn/hUl/DZWqRkeQT94swe6/vCD6Z62nkDOiEiQFMjdM+sYVs9vjg+iGYMmlTPdg9RJoX
f+OlVUrmdEGEDRAyF2AFiVa8rivV/ONveTSp1NsxUVILUFawGX6Uviu7hdN6kwJpDEqBgwKkh33y
R/P3U1dGIDKT1dVzQaDMWT+3cEBjRPbYUJ6qRaXfD8MFF7VkmXglqsS4DplWgt+K4pxFNNBEn8Ns
8mAxE2BLId+o5so/KF/IF70Tr3lkZPfxOnDZQER958V8wWmCuiKmgrdY56+FiRttq6hmpLD8RKiC
PMiErIvt3kS/QfgprWYYkbSwkUyOPcAGdRgZt//j8oWzaO7hBssVWOMqOhQEkyqyVx6ucBaRMaty
tyrVTFL0z2nj8YQFRaEcGrNOKEngQADgBHudrTUJtBreLRaZ0NuWiryWAhOYaZ8imv6nMnl+je60
56Xk30HglJQiJm7T8nW8xQR0zAlH9ZrvS2TJqIdAR6RluD1NWgAdueL5H54rm6nWgw/G/SJNHG8E
X27MnQn8usUVG4kpa3La9nGYr4WMC3hpNaSjwg8uQGzPgQXqME24X6JaIzydKNR0NuMSeM2VHD7K
Mo1/o6/Yc3UGnq2eUgNZLxTOGJ+lhLPE0pTGHa07rp7/FKFnQnMRgqeSr+cONfcAJxPNMW+zaQkf
q4c9ig9+ZojrKqvC19R4W9Vk+AqdryrUPrMk40Z/IxbZJii9Fn1va0Z8joI+AWeJIdwBj/x8vC9n
Zv1OxGSh5RgwFir7PNptx6sapNvOPnvaPO+0vFopnh1jA/RbYtFHjqaswM00X4eafEwXrCAAuQUl
jn4fxv/CjofdVHt9Lyw15QIeW0+9WOMRO4l6Vli/cPXiegKX6nABaHkNtkTCp9i/buX76TXNIFiG
S1eImLBvF0snutOdCzQgVoHK3vJEzNnu2UPRe+MrBGC+hQzosn1ZS33q6bcjJSar7ld/mTOCebDy
RY2cFsm+TPfnIXjeRwrVqOS6FxWI3hIkMLeNn0RxfvNnUF7SDxAEGWtgXGKzRvd7j2a8xLMCyZva
XlzyhK6myk2bwFEOKb2NBClIhWJ+6t6WU0xXOB+BBG3bKN28aWPwMt+JA6R+G3pzRpjY/ZEwK69p
Guy5iuUtwWD+jFX/Tt+FbFqA6QeNEYmOXnR+BbZHwZD6VjRYkx8YUtaAvKWeL1OwBvkybHch3Irv
3xNSKwrHX1IUuYUV5kaOiin/UIump2lyulxGaX9a4qaPKtJt0ZZYe15Mik6n+x9To+RAVp/f8MyT
Je81WMI5up0ZRPfB9XfTE2xGDpEoXxIq16eB67OeuTdWWiPppEuNDwFyxSy6AvLVJ/++FmD6GoUY
NbxMT8a1In6/tzFJQclz+hr56gS6crts9Xi1XMlUHKz974tIhMNc6uXJBxvSvELXsV7yOi4Fx2Xd
jIrPz1m9GW0WfXqJMZ2X6Md9WWTcNkSxzlHJ6Ab5bkJtZ1itnHj8bVj++K3LtrzSy2xUXVk4AtsD
E8uQ6Z5YyQJNFo3Kk7e55hFOaeVE0Y/OquJhy+BaOhrDkp1XaUURUEzNOLrkH8KnmbhxfpQBKeVJ
nL6yIgWdXvHcUyZKw/HowSXkEMLY7yq5C1g8KX0HwrYqDHKez7HnegnffvN72Z8JZt1bgla7az3C
cs4rvsnwHY5MqrWXCjmxxos75ZmZd2onAjD/tEqG0uvYSOAIw+evGKva51ZUVZynN18/nKzJ9B9g
H8N2zabPDzT7IoZ/1AXeJ3RC2xTcfjo8IHKp5XoI9yeUcfPX3PAj6obD1PTDuVIvsWel5vTbbVG9
FgpLXawqK3mLaJo2zPtra0wKhWXvxCZwnFpozeWhP4WRm1GTK/Os/cWtaEmGffauFYv+Gt56VW/s
I4LFP057S+L6yGLN6OqrI4pBemlwO4JPs68rV4zIPsW+vgnXyR8Dv7oXAmqDcXPZ/f0AmjVnmP+Y
c9i0KmmC9tpqtoSIRAap8is8NFxCm32sTR6sYyY3tSdc3zplBKyRVSI69B02WganTuVs6lDcbGFT
XWaNaLwt3wDioKUg9ggW9W70egp4g3eQ7qXsC/BqHo4n0DwKgzZ9AS6AIB003LhZ8t7sbNcRjnIG
pmNIZcteGWOWAtOrlgBPi+vvpOjJHizjTEQW7EB69M9PbV1DtJ5JP78Q6AmJ6DmmT/2GpoM2wNZd
3OnZ3/NTKNF35IG0uloLt4jG9FuWWEZxIcxgb/FQpmN7tTC62OpRxYHZLKaK7qaCInkACsvhSq2/
LyWhno5mfpRAjScYriSWvtE0oekUYN2RkiNcZmePcMkP5u30MIGRCGOIrDj3QgsdBwFiSUsVOOiv
2MAuGhONFpQIswSDc38P3jZYHzbc0gkpKvY9pWzoRBOOkFkSIqun7iMYNQs+nk7UN8jd6OWuRqZS
44t3DEzVGzwN7zgeakV1f5ivOZajJxA3PqNDp11u3n1jIA8ifM1fOnFKw2Tb7Be429FyinjRagOR
HbQusDukSUsNm7hYRztnS2sokv83cq9DEVSh0CMFgh8z2ZOT3mjv2See9LSFBMWLktWEv47LPPGh
S5ps0rrMOpxHLSFzSgejbGUNiIulufeJwO0L0rIjO1x0CSJTxvpKG2uNIjaip+kbcRLqAoNJdb7U
XAad9xJ5yhq5o3YDYofjVeBD6lV9fanwk2nW1EwlqTsSFJ4c/CypwCu3tXbZOyQveIQPf5kjDHd+
Eczj8utKsQr+E7Q4C7DDYXm+ct2sAUsw6m0qeDTvrFiuzVnCwDFoLtJjMoYgNiG/CNiuevPtpa9r
DlreP+WZJEgVj+Qz5fwLLZ5Fd+08TZfZtu0UPQD7jomdqIhnF1jsiWqB41gjW4VuxhQ4sglHy549
oi8SYOJ0RCKyAjnZLd1AWrsAFuMl/vGvdQ9iouUYvKt3eKcI6Ec3hk9bQSxNOZYqqCeZLjvTPBHg
cEwqJcvDFJpfbe7IdzgQdrWKbIcnZug7ekXfLAu1DvCwh7MlIcPJ7OMNmgC8QQKcAv+TdoA9FQAO
x2ZGkMpGa2xcZG14RwGfeUaI6LguTiydFSN10aurjpAiN0B3aNbhd8EmhswkoGsAmtgShLqr41er
sU1nHWH/XB5H13bnfOpfjoRSvr6M6slO9FCPzwdi3B1c9+j/mWM6av6qlUVL7AkTejHJPPwgVGGY
HFx0mLltS5p834oF07kP+rn6SHPpXpilyIm8NVoZQNe87gGnC8aUUhFh708RkLv9NuZad1LbgX0V
1YBjqP6b8ouoHwlxJv3Bf4JmPAdi3jj1EcDcpjlpEv0Vr0fJbaw5fKYT0Is//lbq7ceDnttHJaF2
rl4Igr08BXGLkc0obnCs8ko1emVwxy97APfGFwaxIXuK9sQ5ePw5ygepzXBuK5ZjySBGP7iX63V4
MGO6kAfIFsepfEc945sj6tMbGBIppmsI5Z4I5qZq97lihvEt51NkoIz05lMYqEjjMRjdu0XZwvIB
MshKbEjOOiemgc8mrJFiVyVflVJFgWpXLDnN34qQDanPQZHiIy/R6EATwH5Ml7PR9cVtKgqzjDWn
ElkIbwn8NsxC1mARUHF9uxgiZ+Kqkx0mfkAQgboia0/M1n+jyFuTIDr2f6v4cWb9diNvmZ+UBI66
DciwV1r0PiSAxFpa/5rfzY3rRVePJJhDZSG1Bao/wwtrXjY6EBenZnjsPqt2VoFY2QQ0tpf4m4hH
o3tEJV/WIDoBLuTLo/LAeC8SJsQFDjrbB0N7gOmSkMpwUHFsiybzGW8AY0D1lVxLfbtqjV8aWmU+
joVjbfvT9Ja6752fwroIwqGy2vvEAQGADYMIS6v6amixbnguW0e15ItA1G4z63UOHeYpuFrtFTLX
onHrzdB63jL42GFPA5lVD0WXhqYRmLTG2nt3McRXMJM6LCe52apA6/lY9kYnkA+5ndeSi0+8u7NT
VK8Hn6VNMjkLPb6evRDAbqWascswSNGpuzatXEb2gs1EQRzMZH9NFeJpTBQF3fGTGa2MJo7wqPdB
yFYnYdjf58YheRxhioMo9ainDYD7JNHdMVnmCCK98pQYpOtFcQkiZQvhagBe7DGyPsk1Xic9d5TK
1al+FKBALv2oKDbh0unIgPV3C6XJgt5JG6vdqOygNR7ddP792jATy3g55z/F01sw4NL6u7q+t44e
RxcMFH5hO2j2iUkOLC97dvUCJy3m7jqMt/R2dm5YXJ0xOu9TX/hK1ny+YDgxcakx9Z0nfIYuklMA
VKX8dbndM/wf8uhdD+ktPx7B5pZ4BPwBZ6266+bm0o22PPEplv2tAwDgQEDWyYcZ2zq4lRTwLqfE
soAn1bVkzU0ZmJiPYIpuOTaVIlQAiOV6IyrAi5WcAjH01GTiDwqKTD3blIYZZrM0KPqia+KpLlA7
+jPlZu/VDXK8DggczQqJmT9KLQTZ08b5YlkHbTu/beXcjo0BlChDDPOK05XdE1k0lATZSPsYhqV1
E/oYtOzIUuEqzlsDpllbFlwmiIRVniY7/77mGSNZaplHPUeTIyBn8HqwV/k6xExbaAKPSPB6hp0V
jkqC4A8kZ/s2GXMSdfss0CXMcn3qJJ7Cpb25Jbs7z4gUHXQZjD5zn9FPcSOgiuZhZWiXNHACWKZd
RPQBYeb2mwffKBLYm/VaBIZ7dhuRfEL7UAWNHb/BU6s8JDKpZRprXOpb4fUdtx8FSv98sklSkp4/
91hXN8gXo1xKry60E2G0pJzMycyltqx/YV3ibTmjJsX2ZqdmMwqodO7kgjFuqZ/6QQ8zUUF9o13V
PqknHOvddO6XNn6tLOEr6YQ+1TTZQSLh227hy3lcxUazH4gUNmZ2/jDGVshUOqBmkUf31AzoUKc8
pHIqT8EfbmB8JVIgIpVsiikAwVyLQJHxzvLncFZQwkXLA+fXtg1oCuIcRyQCJsP+9CdSGmD5SUvB
u71yPSWvyIFWX6ie5K+XjTqzY9R0MKx+ynZJX7EwdfTYBk7d4MCi0sTvCkwpSebkPQcof3Q6Nlgo
IInuzo5DmFLCXuvcz0Q6IJ2e5d5fjoPsamEG5gntwk5l6p9uq6GccuD4kbcyvSUiZE6ZvLKj/xni
9nanA6i9Cs2jU06z/+TQ1/aN8o6Q828CiIe35Gl7+Oyl9Ep1Nn+rAvhOsSIcwbhUmuYvMqI8D21e
hQQ8gMeYbeKOm8QKRi1VffRGfCEomSFUUQAnyUu9yaA5YLNA34DFzWARmGsA3KrfutQefv7vhsJ7
SjcaxBMa9Q0LR6JiRkYF+Qy3C8T50TXpJuFjP2HspISXYwN7NYFGfp4nCuoLnNuGn0JvFb5i8+Xk
JVW/yCG60QEYokd+V550lKmVuaNo7Ai1L6SfE+WJRAex41uaO5vNb6/BxxxSBEHReLfAdN4fKHpE
S4EUQCy5r9QbqOruXXisVglqdsYgSFtW23/orYjL28Mkdaykda2chcg5hCHV74kSvmTwpBTkFv5+
8Vzr08XaLZAe3pQysUcnx6gvwLbzgxkiqtKKeoqpKArtyL5sSoxJ0LTAcvGia2ok2FszVKqzJ50D
7ksdd5wYSQzuAh18Ou5UScV2HIiuKgWr9PCef1CSbe90S41zGds2gmEvqEibP+cpiNShCjd9NAdQ
7m3tOx0yKM94gKyCn2pjz3PJkYt16NO5VGG6zLE1FUm6V3pHSXrrzJxlX7kfXPqILFm36gp6aAEO
nAivVc0E18A4B05QQmRgYUBKnzrd3CET0E4B1ILM/RG8JJCQIp7Eg1OWQ9OOnvnyQMoj3xPMOzBq
mXXa+lISMsE4JQl+SE4tqbwxDN9S2Vwj6K/zvaThvqrKDR5Y28DS1vaPzcmKqwzfP8/G6sFgILnm
ycuc6bM7FgPqx1RM70kwd1Img2w8suA/SCNUwbn0cmUGAYdapn8MkQXe/MSIgdTtPVpstpuI+P+7
CvD/XoEpEY7UBdMg1pSA+QNA+8fZ1ykvG7mxWH2fKGKmTgfNkF9P/e83CbQ3GE3xt4MmVva0Cmcj
VaILVB01Sq4Y9a05e+hfY/O1jgNx84BEaVItV823L2M1RVt9UHALjcCZ5rjpBnx7kXwNkx12W+1w
NxSE9jTv/nJkErPw1HD8Y314nV6O22Ll8ZPGPIVnyMpAEJHM/TN2NFB+8PpUkTvw+opYz9UNWsFO
V43wW02XX5R1pv6ytxpE+LpHqeikPOgUSvs1jfG7CifXnJz4nAukQ7EHlwGBiCqkDnLI/v62rgnc
9qsvXXzuLf6i7y7r++QyjKPjZPy+xJ6lRwdUrJU8MUdyRNNaJYFjzJAG/NsFlG/yjLfJqcPZy0ep
UxZ2jsShLRWwm/f6ATuK9vZMrpf7iXSf3NehTH8xHBl4BtNcIHj1j6EmcFQ9g6AGb0/RGBt/BCtU
Wg2FuV5PGOmrbf/FWVERXMnZS0njnDfyELi0W6i7MhHRm6Ex6qWoqmfW2SHqngYNRXu3ga+gQkT4
rjZXrFA5bNioTXyV0Dw4Opq+PKTtXz3ro2yMUN04tmyMBr+HlBmNgqy49YD8T9wEGR2B77CzBgzz
Qsd/mtoifQ6FEainYx0eB6x7o7g2eb8n4J9t8+CSgIreU0+ZjAj+saiQ5nXfTVEB99BzKDm3nQU6
/mxmRbzYieQdhMwRb1qdrIuV68z3cvxSFykf4/oRP19UxQLn8TuiY0EKGI/PMHSoY/B/MOCafF5S
q10L8875WiUW8VCHY1BTUMJhjW6WeL/OxqcKovvr/SGMe+efAWrKBI37ROJVmUio+fWUHKeg6Idh
LsJAYkIUxF9SsSrno0ock8ULib94S4k+cxMcFUly8uCj7WI8Wq8eU8lxXHdwA7Rfl2z5puabJJKb
dY1t+lkkm+OP6iErHK6raYP3TxmhIzqt/NJ1soZkSOgJbrw6iItOJmJiR+x3Tmi6SFhdeOX4rm43
vcje6WaGPzF9O78XaNv21wdnTadmDX0ZmHj2E0S69VVHwWcXcqGUiVsRQDnRd5ZzLunpabVkHCZi
Wn/Di7Xwv3ZraX2KUwSxD3Wfm4XHyVzZSTzFvkpIQ9rKHkrMww2VytDtR0g5cTqyRdEjglaO9wSP
Ay6RiX78hfShV49IXg1wBfPG2bUeKcmc1oE6K8tBPyr2uXjkDgOuUR5rDdBU6m6G3gqjK8lyy+DU
oGLOpWe0yd8orEdHTcZ2siBAYlxrK9wlgiz6pZGLYZ/60rHLKEgwYy2ZcYLk3HvmRslBGwIYMg8Q
wP5Dp8gUw80U2C+yOuhoZPL20t1c0q7LYri/GCFv++S0jYDQ39tHQYA5Fri1hBE0F+qpW+yxtq55
IC9gYzLPZZdzo9AbZLEG8vyb4x4sxqWeFAC6pVfl/+Iz8Z/u0u3vlOigDpElCcizdQ/lQiQlL5pD
1OoUXuYEPcEaO+aqMcm3cyiMgTECAfrY7catbI2gmSxHfJjWkrHpqBNE+Mu4r9ZkIEchOnXf1xUG
YpNY0RadCtxGasIg29rT/lz3uiLLyNr4om0XTwYkPyOP1P9ekWJwZE70Cv0CqQ1IhSNIvqWZep0Y
v+2EMIE98n9HYp91Q8wZgIH4U7mLM6piu3a2hPze6ZjIe1B+Ziydc7LtHiRtW/eYlP27h9PtBmA0
h2K5xTJdbVvjBbWw9SBgzUlOUsvxg2dv54Bpi3KDtLVcnuRK8xG4rvQ9WVwDXrvVj2FyIV+6uBN5
zRZqCrpj2t9Rwrp7foTJQsRuSXfzDd5n44JJ2S6m5tIVAw2EJ4BhxSmvsIiRvmYHPdEp3mf/8cuE
if5/EGbC4y9y5dQa2X18L7zZDdifaOkTXj9mdm/qwCBJLERUc8p3dK26u5GmpjcZdLCm7hbcxwl1
xHJm0Xn6W24BGpt+/SNTEDF/Dynrt2FdKLrtRmqN7tFD4m3QWsLiSZDsz0VWcpMGtOBW99AXE/Bs
AodWjVl2vYgiJbROWCLwZ303uw3NvMI1edUzPd9RGbux/UOgTEUh2DWutUXzV+RB4ZtRtEYEU4KZ
ClNkxN6xy7j9TRC1f1QN20nZr1oFX+tK/g6uRnH8d2ylNRcbpNCZYSI+UDBiajQRW0c9WFpAkMLw
4Zqyuuuvl14b/sfQ9LYBKbZnWooIz+ZEImQiFJvLBMHr27SNY//vL/NINfQJGL1xTkfhIO2Lv147
uD4VuAPmgy0KNFKOO++h1Qkp40SCYdoGrkywAg9Ewy60g8ndiKALInt6r6mhXIT5uqeqNztfZ/er
vWXNLbNZR8jmfU00Vdo3wTaObq4v8a5nkOuvdY3/UM53opzTPjUSXLBkD6xGZ2q/iXQtj8ui7/rD
6HJGv+o3UhLRhowA5BOE1/XJ7eeU0NJVB5aCx2fDdBZRo2TAFH7t1xF3wx1ywBGumIYJZjCW9TbV
lBJWPQTcF5ZXBGqyEioXqoKStPpTktAfE3Y7Lp2lj5ECF41r3KJ/oTVdcwIacg04YkmZ4ux40aqY
YHXBFozobBk76Lo3qIGcy3XG9MhZlPE9dDiJzZj7ockoDlcI6G5aQNUJVFiu0oZtcUNdvB4Yv/ST
UUKeHKiqdNNxLy4BHFP5m1PMShk9nIlTslnXHeFLR61LVgChrJZrCowljwLEEIe0LHMH+sJ/AVjv
+AHk6Lp+ixbOF/IkD3WbcSz6MXSanBNprNXpxTqrRRG/z6zvfAwKgfJFG4fvJSIrFqOkD0CNBCeb
haGUKIEIeENYzvJ0eARFh7bi+l2Hi7Rf3HuYWQFNjS9VVGPNJRa9xJKNNh8rwzjO5t+p2rnht4/c
kTmdLT3pMcischNT4Nhp8eCFZZbSbRgIFccD2caDIDM8X9q23p5t7wsmoBvz/nJIcv7hYALWKKLc
O4c/4CzpHcm7XOS1ltqMG8/cARdrPgHFzSZw2/tzR4fQgZi4SbIy06jUkiD6F/4Bn0m+i7RSWUff
kfdPIPrl8kKWfytsiAmWZ98dePn0fUp9upVwmetESqGUuc24PRfeKOetW+01BiFoqpyhLZ1Abf2w
7h89lf3GcXUguyQhSjjsOwIORXUUSzQyuzrM9AVEJhZMtzJLI4iNSsRVflN2r2NaUuO16p7ZInu9
Z76ODb/VwmQJz5y4VmwyRxjrKHSa/BCeXm3ca6qEu+F1PnS+BnIwubwbJKmH+MXRBKZcj50N0Zf4
IAa+35dNKP2wC+jDLG6UC+q0WLM67kSk+kjXMY8Js2D6l92OodpE30TQcuF1s4Qb0VURKlyw66lt
cY+jMbbFzKEPNrM+xSwkVgcmhW54cmAx8QHhsSzeOlBRND4T68YeuIlYamk0zUvOhHLE2b0MnpRg
f5u8K+Ki8aX3Q9njM8S7VG22WVFSJY1lI5b4e8jr77yiMCOanICW/gtduApVEfmgHfTqHB3Fc/dS
alL5dv+kJ2DJNkW2Y2fh3+R5kRg/fjUYFkkiWAgPT0t+YLshhSha3poYBLtnPzJ6S4HefwfbnDPP
rB+E5pjvst69bKrdwSTcXGjnyJlAQhrt6gY05xTkVtQpQYwEMhoXt1h/nJ6r5lsGIAvz7netKf2K
Fn0hQCNCPI2y+uFIiUjAxZwxJzSokWVY3GQHd6ZvfXZ6kCZgJXgwjldzK4v07Et10niGzi+hxtHF
bPIQjFZkve2cDkuKMcStbdE3vm3NMf5+ndJPWwAvMtncp7GgfDK3xyS2RM5dNiCGxA2/R3jbfVAh
NvAw09klB1Ae5bVduVc1XHr8eWPHE0l/9AHH90jZYP5vKkHynD/rEOwgMK9nAupgCMus+TYafrgO
+7k3IYriMFWtJe8fxCToEjDW1TT6fhPaESWfN9j8EKtsH6TghsOekQUpnSgjNIf6sXo5jKOix2zy
POaOouv8tgIOoSPgZZMJO4+TwjmqLg1OGz3o0m4KA5LbGxuddXyrLbje2iiiUrZPhtvBhpuZWSMC
ESpVEURoBaOaQQVXJyTZ2E4ckvGY4L/WYwZQwt2mCIr9A4T+sGvAuIdAoMes0FO0hra1nDAWhCrj
sXzA8jfEQ14BYguGJ1RCWlr4imsfQNl9oXO/yX9YcVww6fF0vl6M3eYNT4cPnY3ELmZa6OvlHv6v
z63pLj+JyGRuUbL7U1+cAINNW1MRZpguBvND+Y5wNum4yI6H2hc1wQEInIP4e8hR75w26k7THDyl
+aWNqVKawwutBiYjcBwOGExM9oqH4IpAi9/XBlaXaYgWimfYb0QhXvrZtPmuagHhJlaWlgSuq7M1
RCNIhJLKjKTrwSwa86YZdtN0XHqFouBGChA2tWmywJRD4RqVVnFTI7w5xIuY039NJLCAA53Vv1Vz
LUs4wGoitT/d/H4a0KSBjpmh73n+2BLnYLz8c9NCaF2TcQMEdclrsghzuVTG2M2Vv5Uv9m2S5SaQ
AbjqkhzVRqzE6Mqkyi8C1ihqCB6NgmnpI10dpfhL9su/f2vdOSwFCcMRSwo51+1BTKe0S0EG5/kf
Tcay1u/fbboXtza7eNSIwmpLWXDHExysYGwvNM0gvqjeN/a8Uqt7fGZrjb03bJPye7SzUvThjAH3
eyln84kzOOJI1KluRYxT6ZIMLXoOgYFIquGDLIRx3R87wL8hJBkK5DQLkFWaLoqeRbkFROyJS1K4
2u2wREayCSj4poCyhSJV7jTbehw6KCZ9ZVF1LpQnjq6Zg85d36VBJBzaVmtFqgyl+3nShIOXaiKy
HcVdstoAuiGmi53ocnoRobrtuAGkiqneFCE9QB6KmipXYlCZGCsaBaZ/+x0YWydywPcBpW8dhBTg
lTYMpV1rRfqjP/IsK9dVQaOR0KBjicLhkUnRSo+Lm3SAhtUNT4S0VpZaX15eEzWkdNni0SYBRFYm
Rcu7ZDoZcz350+4KONBD8aoZ95PtqxvS5yS9/9xtZaGH03snXV0Q4K+4QmDzTfDUx3cW3xJl4RQf
G4YgW0CHERsOEJylRnA740W/NKl4+0cK4q6k7YMlNp+yQQgcHB7g1CcBqU7Un9VIf1UYIT5VYjxC
oc65ShOt39D/IaWqtpSsVJl/t26KtiJlxCDlS2BYFST2ZViTDHCTDshSWZAQTpzxn+mpxpAhkXxi
AvQWzSVUqhX9vxoizQL9z1nOBs31Yi0HFRtbzYXJyW/6HAdKBRIeizM+maiGWcwOcyv4mj+PmKPS
cHr+gEBRT5GiFURQxFxvOrWbiI9aB1H3mE87B91vR31YafoZUbrayMpoV1ZiiHEGnPNuE0AxqlkQ
XGlVv3WbltlvS15yRmvxkt9nET75Tb8OBNJXRcBul/MsUS1xG5AiRqu+ZSlflMD/iuFTx5rMXYR/
RFjAVaFxTRf6aRKzD+usnGewY8ihS1dDUdC2u9wGpRcx2w119yxEonQr1ShtFgcGCjeGNEFGrDXa
OjBi0uaP7UGaqKp3lA21CoZeWv+FvIq/kHNHvUC6XSFvHTpRR86LKgLdMbnPi8L6JWhoAKXR9Ebm
9eMCQ/zZmnjrGNW148em6+JU39tzAgKbqDqf20UjwWOkVa7rJ5xcB37di4wB7xB1nisv46MQlEGn
jup60iyOh5ek6SZDKcLZFtotYgBaMa88DCL0eI7Eu+FsoXw3Dc+hGM5HGEwS6WJbAGp85w4pytUC
H2g6Ur19HOyX5ydLVAol+Q6QTs/AArP7FPj5pt1lxAkF43gly68ijIEtgj0Qym5x5Y30OCgTLbSn
cFzmRgRLPMYQJiumPChVqhWZ55mUCtdEsexwJe+P1ejkBp/bCt8Mt9EM1WGL+zE5JnhwviyWDae5
375tUn0YmcUW6FJcqvUqeOZsxq+CFm+tRW9E5tinAwt4/Pnmy1g8YEZb60Q4uRetuVL5e96yq1Pz
jMKEhAqasSRKym1WL4gFTs4+zlIloc/o2a/2IJ2A4dqDohLqKFQMeLyuy0Kq1BX5Bi+muQpqD4Bu
HI5doz0mqBH1VHoBtfHhLwKjZApLDsaVEkHadngovjwoLo74w53Zn5c8wSFvM7u4xh2rWCyTN9OE
ffmGgreQBdYLJf8Cyl0gSV/Pb43oIs92AU9c2PIRldI+EtOFTrMlIjv9vxGG3XHKMq4kpoXnAo8n
Wj/L5YnCvH4vQgIBGlrL0JclvoHeitGrniFvG9UJIzH0tt9LRgn0kraDqRX/eqPyzx8tFyC9S+/G
sAXj8z7CN1YUTLi/VhCZa0iVp3Fo86T3ovteuEQQu+kl28EirmGnzUO7v7VoQt6LS5XHC2t0SRMJ
/28eqND7seYEoKwpZjEP0so4r8E05G5H39byjf+/4TQTV5QjCv3KnvGU+m/GrOZzz2zxCXP2ZpB2
cdomxSObLeDb1ZXnWaogrGoqNzpPcgixn16WRRweLlzCNATyLk/QTkKIMyZIG5nyIExJjyn0mLOx
YOYz8dLNPq99MGljbfFfKqCeJ1EzBArtid4UDNjkav5Yxi0dqktEMPFvMJGrdwzrDOkA2XPHa8nn
EmVkV8dhDZ942eWNcZcpEzMmwGbz00q8PcG6btHFBn7NXabcAwSQLaPcYV074xo+w0uzl5m5uUD4
VYKFHCxC44mAm3ADC+ZkDPNHq3aAp9xnzAc0UnfWN6FR0c+mcNzhdFGeRR/ZFHoA+AxLISoj3/kP
lPkvsJJL/V1D5e4s2bn9RqsQnloPuddLNvy9D23UWjXlADPLS0Ir4CHkhX1632IjVhLTR++Cy56z
nqI880qTJoufNdr7aPU06J1w8FtM36VQK/+CSRj6DNdTNAsgmzJlIMbsxyQmE92DWcRHKzF+TEJZ
i6OEs+pU028OXt4F77+txCmAw2Xd3aV+XuGlM7zrzUxejtSFIarmNqsC+J4NWI0k7LpoOpkCu2mj
uTwI+N0IoCAbdPRLQc2nE99FhuKTxVt6smTccNLR/swq3ZfWurEKdWhWnt+skG9vRI/Y6KjxwpwW
h4YjS1QFgneXfa9VPSEkmGnwD74HoHZFzaMQQjO+rGhpEtsR7V0ii3G/vnTQO3lq7AeEwAZ/h3PM
nDa+vOOxeyQuntmQ3o7rwf+nv6PgUvu2kekLdukQMacSdfM3GRJ8W2ZwpdEx3mdBputka2w331Qv
suaBgKyf+WkApe3bA/51q8wu0Aygrv2BBzGQ/N9j274wfA/Ow1z+vJqXur09Ka4gqJgkWShzVthy
cPu6SLX6L4hpsJzIc2DX7FXm/c3oQ+FHMm9V2fn/GuGwyhAPmkyM4Alamod/rjt0uc/Dmflfh233
SK5DBkefpoKTJpD+9xpx7GDcjyAJqMwKwzcTBhlxDVOfLV1/NpNst7spqq6hLlO6EK/Dan55vDFl
+Tl/vaaN3LzdlJIaSjRVGCW5oT5k4pUd6whAZiuHn+FoGooWlxQoNAW2Vy0X0WRIndLwgvvsWIQH
6PSme6Nw/ZAtelIa8sbzDWibzJN+wZZ9BnMtNSpLGHZgn/nm9yHWtTuQaNsKqe5Gm8oI+sve/qkr
HIO7rXveKAKSKUGA5LrQBrSEXlGFNR9+8TCPDFy+TpVhHsWVgqN2SKpDELyIKwq6EKdNG/ckrzmS
WzE7ysdZQwFUw/ESbr6vM6V+u7fVyHS8JMW0Eo9480SfC15lxUKlBaMHgPxFJvKTDGmLYsCaYBF1
gmeinVvrYWFVqjkUkm/JLRUxV9scLgwAwcDK/VglXFd1jBNVBJapJBPf+TZWSI25GxhIZw2Gly1Y
9XusqGbDIW2wipEisjxhJyf3XY0NGJcxqcu9nycfb5ZP9ZZxZd/T1g9orCVdHtV0FZlHlg0+dNCz
CRAsq+LkDQe8FbXq3eTngJz99PQ1ofIAaw7EaOvQOrDviypyPXzAaDbA4CukzyCztGAbQylMBGJy
0j0nkmgHxxnAbtk/uGcs7/xvsrKmjayebVv82rNYwis7Xpm92c90BHzSvbaCvWoNdGQ6T8FiS1ZY
B4Tqe0xwDCqC5p1OI7yR5av/rFLucxniteoYX1slAWirKD0WYmcBSt4mIEasCE9WM32iXwbMP555
PxbFvoskBYFuwIMdCl0pVq2NV3dw4hdcuAjRYVE8u/43GBdZRV7LE0ZRbk0XH3OK5OPNzzXnHNgi
iqndWt9p+fLri1hrRBDK0CdnPxGnMb2oJARuC77YPJtlz0DkQP5XwRDxpTYIfYr99Ec/omkUX/qj
+fY0vbq4zL760ImszmkgTTmO8tCRoQ04qY1yPuw84yuSSZNvSJEaIFdYFckT7RZrdg1HlbleNHcG
OM4a8deIl5VzfR3ZxNizRoYTa9OqNbLTQ2t0Qf9Bgxz8YM5xLHsM+qmys23FOUdxx5uE6QYTcb2q
a0vOuMx8snUWD2CTFfjRGklpa/2e/Jl/+in34XV4yWN14jCPVt6LAs3xOPJtFajuPqgxoV6txJcK
4TX+b7/xpS0CFm1aYmYqWMdP5kRASgRUR2HMw4Vmfskby5MmNIgL4t+Ygy8xGUES6ZX1lnwYJuky
3ubtcCuRAGnMroEtdp0KlA6CEZKZKOSUT4VE3OKXSNXMOs77p5HeOm6NRtyUNUn2AbdyRPC2DYI9
8aJYECgRdcFMeC9zuN/u4gzddFZmsu6U4RMR8t9Ml+TV1ifkMPERTOX0/F1aawDPpoSwGayyouCh
Ff3F5SOVY+LIUxLEQSHE5exefPfVImAGDHHBFqEmfjXvRT3tzVjcg+PxhAq2EBR7ia/GYm3UZaZN
ux9Gv08iyMX/xrRs2VPXMShwUsCi1wOiqc1scOEy3vBitKNi6mJ7d+wGCS2oGFPUfknsR1R/EF8L
xr4FRns4rEaW34aunA5Vz3wAG5TtLhS03Sx7qNgydoJpscMk/JO+IszijJynpEIXDuKE2WKpuFWS
uL+AEaKNCe5mOBVI4uTgBMBJ7L9u2lrCKsyguNAh/Po51sVklsrgNBOcTVN1shEfS15flzsxU4/C
F6uao/cbyCUQYFXZovzxCDHnIgKlg6AM2eLSPMe8I4eQI5VBL4uGebA7Ad0uIX8YlECMwrFB6zWL
Y/0lYFuy+xFSdteDqIjZD7bgljD1rqyMPlJaxWRsL5XqMQgIkzqkpU97AKtPSe5tpNfmokUB6ZQB
BGZmIa76FbZMQxW/maP3Ubh/5lCr1AG5uw1wPBB1ItswMf3t4Vsk24VZWYr0qgmPmeoxJrRTaGBe
n4f4Z01I1JFbL0kNBU0KWH/Mjeo/J6uNfWmy4segIh/TPem7jYx7dmJEoe006mmChdY9wFRJ+Bo/
KiACaWw9nUAvtgRHuw4cy8uX+DLUB8o3j4a6d+VU9PBFvSCiiGb1LmufF42bv0j1YAk5nT+srfxn
llCFfMMAr32CflFMPIpJauZ/AqnAp+U4VZNlHYAD+m5uejK7odUJgjzjxYLm99GUFfSgmprYwTFV
fF59PAyNrv/iRbFEusctgiU/lfMw7gH/jgBWGUthkHGW3PVH4LN485h+CefPqtifrQkfyDFWBzUN
VChNXJZT1K2tC3NbnqOnO2D/J6HjLSOEjAHkqhT0zIXFBcuCGOOWAOXyvFOQ/IUvRkxYGUYh8uHZ
uGEWRKBNBsdMPtE55ViIV5Mt7vlQ2Mr+ZNDj8U+iLcYaW1lPh1ot5dzRbn32PcIOM1n8aKJ+P8It
0S3bCkswtJq6tBwCY4aIo7o5D0G4OoMYPUfGAyplQjnJsh1TypE1ZHW4dNMvFbeOVfmUBTZSkM/k
2M6W02tszXlFtyQ+dKoLxBa5/buTTdtByITZtcuFxq94DLOO1+uX1V1AWI+rjNziApyolUAVLi3C
uFs3YijUXp/UDv7/UNEncRBvdzBSDJgyyF9u7ozfq02O6xXpAnewbwnI1AZ30Wn8wZZuzWxZM9OE
wkzqWnOTzRDESy7Sis79/d6Q64Ce1LUm7G8GA5AViDIds3qg23z1CRmCZMGmNXAgsADuNDcIHjao
pJYg0YRCwTUaF5wsOI50QNmBh1N0IZfwv0rY0OE+oOCR6xlmtr3tBINXQJ5Fdxhu5i0Ba30HHgY0
pStFIqAD0u3re17QucfLo9H2eIRQVkuZ6bf5czBUNkYBwFt6wF+/nUu5vSGkvwCAanpINnJiyMuv
CB5RsfZM97B6jI/yZrq0Rpt4p9fpWgAzoUdTCvNwuj6Gr5n2zJ4ASqmIWha+9tlduDXR1GZogcaX
mz7mykti387YZm1eobwNTydaMptuonv7fhgFHdxu+KuNeSdLxLVtlToIwakgmwTn/sGSJeU5obYo
Kw3A1xU6W9Z1Rn+rrbrn9Msd+gAIu4RaWEDSExJxRVbsQqH0xi/e2vsquGmlk+Iqj7YgaKmG8Y/V
MLrw0ClSPmxgK1w3Aq7gamZUMbCwjm5unVj1g9JSu+6ItNJI+f8AJrHBjVGArnubKsTiZi4Nhdc7
J2qv4Srx9evE6z3tJMz1eokycSpnydRJREQDC93/DUwPNJ1p83hfygoYn+tZwHKiFnKi2EnAG3qJ
1Kyue29ajvJImqxc+YH3K7yvPfGxFmhl4XvEwYNWIZJhk+zp3FYi1z5WRc5idhEMJ09DGic2zNHM
2phzScIF5/Y3OKk2JfUEKOXHpMx4l0j+IB88ktHv32LEKRBt4FFfETb62nCD2O2l8wKHWI6+OHvd
pq1A+YqEjF/NJAslZzHkI5EA9hkzAekNn2FGKDsA0uQpVewlUbIH9+HdeLbDvoC5yqX/7zhAfZyh
gVtj2HEzjsgDfojtTbgTeT053D/X2bNu0oRj3Np4U1DeU85jNWKhAIDgL4T6DBBier7eMFunfWl7
WWRmFoBMx3+RgufNBwGAIGhnwJJR2KgckA0vdY0zpIf1sFoBhvuWT/c2lFg2RyS+BgzJeXNIB8M7
X3W8orBHzhBaXRb++2JInJZKgPV0bRAJTCipzlJby4gNURi2aG62Gx8L5OYHbL9iL7/NU2fR7Mr6
D1ku780PI0+2xKBmJpCp90lICZIRKhMksKF5iY/3PyHe7BViYt5bm94hGZTsvvyFAS/xeyxsJWss
T0U85jIIPk7Jsy8W/5eclQa457dPTcIXkGr0iXKSCzszWXJh4HzYpHCcDphShRLc1YayKlytFcoz
UY/TloWwql5NdmURQSJhNsS8U7VyhYBHcr+lf1QD/p6pmopql/MTo6hODkcJiDV0Bj/Vdypx5WnS
+xgAXeEP69ztAymmdEHTT1WRA3c6+YBGJxL8kb6/5fRZpMRj87NeQzruxf3Tj4j0Zu8M1LTyrf0w
jRPl7EfgOdxYtWclq7zV5JiFa7njYEkgaXwRLQTYpq01ldPf03OV502dx9F3pvKOOWvTLeNYjEln
aiMdQMVw3HAKSIclaZCcCjH74WCXXxwGgoMXIrk5NOCJlJ+rQIllXbzcPxBT4HqFuTpfDP18TMAi
e/QgWJHbp9ONY8wh9i0OSl4YerSj0ZA7nWIShbfdT1VeoZX9eQ4RwxKNmI1P2y4Hp52Bad8PWEQR
uRKwyt/CYGl3BkNp0ZG4yjAKbtGCfXlB9rzoMhPULhm7Fde538CEEbTd7Xdcb1amLcDQAv2wM3sM
vWlUiY0pOs+dAbJDJzScFcNJFcm6lhdwdX0GpjegFCcNg7O+gCqcYNrI4laIqwE4S1roJln9sWqc
JUmOc3W4STLilqR0wgC5PatFu3qgAIRGD+//AJmzFIEX78iyLHd2e3iOS8zoPXCcjxyme1z1sQ08
Bkv10eE+vZUutIL4kt3pEKre7T5w/WY/6bcwVXhRb79Uvp5xBgvuCuGfHQBW+GvSFxB9roQOQyMT
1hNWWbmyRgHzj74DexDwlpgoGKra37sZTKSqKEiXc0fSg/Bv6B1ovS61dWkjBYBD5pC9wmHNjjsc
uin1RAavibY/KZzfOzqmbrc5tn4S2nCvVUJYIYnXYpN2BRyky2vYBQ9XFV/atwx8k5mfN6O20pja
eRym+DfXViM8tfo87mtKjWRxhrsvZL05AE12ufohHvWyujbLC2wuO0y1Gw7gZp/V5A95Ko/C/Tdj
feTJqP19GSle68b/7UK85dnUw4cU1UMbWEiWCvi8HmVwwPjx1i9cy9hw3ejhGzoX2t97+kbtHURh
qA0jL693etvMTVSLt4dmDmeBgu6vmVQPEqaUlJKJ9NTvDJ4/KdCy29/2iAE3nLksXNGSwu7WKRUo
UYUMlg7XPYyx4u7+RyqLXOMxS6nQ7dk24LFfHSX6qpz3RA/8fWpc6lHiZlNG8BxTF1QnH0/6b6KF
4gAvN8cDzR1zRhNkrfL6J0Xq37CKCh/w9ALz718aW6PzqFoP7MIDwJ/RmJZFOGrzSuRgTV4KSNhV
2IWhR38TZMWC/WlDYhQ6hB11g6yYDnATw1f3QPk8jvK2prZbGU2TsDlsW/dVb6q5MNhHv1ijEBAG
Zc6d7qN1BNj4UjnRH1rLT4VjotIqDYIgbuUflihNqGMVVQUENTzUPqriqeF85G29y8IOZs1p6xKm
GmE/dOfxcfTEFL2JlMqnawK5YHDkCOL4P9as3Lm/qnUfIkqjl/tQA+GPtu4H+hrAkKpLp6CbDOH9
aBUNcq+V+LcdCuJuTOzOolkyJb5Btk73psd/FwwWTxgB+hyiAn//ZputqIVbvWWHHGYcFBq/0puC
uiUbRM5NT6W3BFZrYv15pKczqYH7ZKEM77QY6BaN83yYQSViSY4g+lhNP7hWpmVXCpJP38jCcwr2
LheOKTaLM7B4y4q/dKxgiAJwfgtiW/Kq3lokhIivG9fI/3dK9DS6LzHvvqK+oZPzOyY62DC5XONm
kOLdY5ndN+Jc/aXEGkFqKu1s8ITOR+csIL8OpO91eBVKasrQ0ajbepD4dHmsgkq+CLIW9B6mav10
JlPKBGotzmpSK9nxvQ2XUHhT9hCNs6VPQGCif9JUO3mKx+fhSuy70fST+ywP6ti54r6Yn1ahwrRv
rHuMKSdlT5DvgIcqHZIyPLOTfkpocsZDYMh1Re5qCiU0+7LjNw/AXIktH6j4f0tK2XqAtWXJz28a
rKYw9YcvssSXjm+uLGfdHneaGr9stCAFKeTQvYLzX5xwT65IKnSagtzxhJJ3bHY8+qVs19qMEDF1
UyUtTRRNWJcmg4ZQEXJHeqayHRae5vw8CGxqdjIKg5KeBFc7wwnaLOr/3Hzg9sHBA9opDgJ5St1S
ba3HTGTRpEdWXtto0RQic7unptXyAQDMW6v3aHtOsNw50kNGfhrCkREkVFzJaXcZHtv2Qx2Czl2C
/E3uNg+8wiRgSIBn/QC7gTGdeauUjAThQYqAj2NiD5gkrErnWpnQj39LV7Hj5I6nMEuQaTa9252/
M7uNvIZ5aCz0pJSz9hNuirYlFABb/74pHbyO6yOVyy7sZh1YcGOH1dQ8bW+yRRFt9eHUUbgma9qR
Lq/VLV/hCxFPYZ5n6aNcejg5BRjyR6Bc6OD0opfK7g3G0PeBJ0cwfqCtD1g5nHx0gFr2LH/IBjQl
aeCb66EKr6XXsPjZ3CaZdNSc36pB9ykBZrJcI2gQW2Chh9aHcBtWkPcPmeCMVM6ZFno/ftIwzU8o
U5Zbt14axnGqHdvit9VCi//Oeye8rA3Q+EFBfeGBbSasdtBbsShUkqOhAiqeYEXBKrq9SENByN9B
qiVgtXJUgVwKGusyNvcNbXLOwd5Jr/QXJCci4l2NE513PXd1gg8pWsHZ47XMDfwE5PKsIIAmwSTO
ldi+p7ws0R88zNEVTl69ojVZofmWX6AAdhPdRH19/9ie6afxvAPJVRdvsqu5Pva2uffryI36fzVd
kb9fqVy01zZHz1dF8ae6K3t1vhjcMtVUGBil6xejM/DQyIu1+SlxBgONWkCM9+g4t8foBAXbEkiZ
EbwYt2IMLi5oOsIKbDe1N9WLaFeN+rKgcF2toWGxUWluOMme6jJsgAZlQ4s96LCPrkOD+622cSV0
iW4qve6FqEzGkIAG5vb0N2p/ObPa00zpwkCZsT5sG4PIsiC5Mw7RAdsonG5uk8sdc9rcCBufim5Y
nGOzxNYIKtd6kOJD22fLanc+PAvq09aqnlunuBtStL0d9MULZX+YvUVz1jAjLAjLxd9ZXoFdw+7Q
wZ/vp26ODewAq2jvdgkr+kN3Ai98RVwX4WlHIXCMMglZdA8eHS87MxFnRNXgKlCnp3zYCtpoO1IH
9ajfjglYg0b/o+LMRXvGSqaj53pbZuN/3nkMnJqqSbH3bKVmkmASDy6lG0m1qDfVU6nAEftEpMeb
4qmqDBv2/YKl4mkdQqmyJramX+aICMM6QfVQUAU/DzcvkpJFWBTPpLc21iMfcF6VB8vO8CVKSUrZ
B8RRqusu2f9juXiMN/5JYjXtPtKH7AuysIECiA7gLJFOFmBb/kWHr6YcQMEkZ/vmUTEQ8uwRjS+J
J78sKYK/8bY5sc/3XKbxq3vFodZzAyeJ57RkJKjrHI4QgypBTEes3VAScfv6VkV4tS3ov6IV0gd0
p4l+r9/x+hyQZUWD3vKBaG8szid++wJJ8EixVm1VQ3E7kog9Mfkl/HLquNiACLxjhmI1/WIXrhA1
Ta6/aZrQwr5VJzpC7vSfkDClPbkGDByxn/8P0vSZDMVkO4RNoy9+TYjpnsGZra7kdIDIR9DLtooX
+yf5hX3WR+Bpnx6DcmsUGFYhFc514JiGbDwEf5ql2FJ/l2nCXfAO405hJqHg22C8qnSyzWJiaLdb
7Kcl918089BrthDY43oTiMztVmhYt3+2ClRldpFmajpsz8ua5H8fPgoQzsE2c/GN5azcrEiYYlmo
x8M7a1wzACT/lEeHTlss2AmMrCL2cjf4X4y1a1KYcFEOAsuMEkDwH9Kcpv0zbRmbNmtGst4mOCuE
AgPZQDgQ1Z7wETNEP7feJx7vtvaWG1TFMUD63oQ+bPGr+GkfsaC+8fGx2rG0NDS+emBRnuKxfwek
yxG3EJ0DJdzWjZ6cNsNS8ET8Mq19YE4bXCmlVzOxB/j1CdNywzA+eZx3ilGVh4vIdZZjVZ/QdeHc
n1+wLQ6/QFx+DBUJdY0JQmWcS7C+noe5GqMFS9AqD9uLNt8BVXh6WSjI5stPekvQ/7GHnEs8ctHN
QvBge+PL6z4DGqDsF8ZGcLtTI77re1PxUNR03VPkV+zKGBKIM0XW1xP/Zths3BqEP3WfR8OlycRV
h8lbm1qGCc1pz0FrY/8C2ZKZs1rhfWCqSOrqBEOtTCeQRXJMYay+No9iOpCKqE5UkunDqTQLMO8m
qlIekLsMj1435awuaq0zJCUXokwbC4FMbxkdANI0/wzhqrsm4BjORcWTBjzUhXzMwscfAT4qymQt
mS6YERnGfZYATPjCh5ZdmYupPZh6N0wKSk71BGmfqaTQ+1Gp41WIZDNEvNxmlS2HUW5UPITKHj2M
TW0h/H5dghURU+T1BnqnXBXcPPPh1IbWTFT8Pg6SHRBV+K1kPNqGQLUrmeBdJwnFgFVPqbTOoz5y
gLmrFaz+phoiWuNz1eVcH3IdDfVTEjkKj3JWRHgCSk6H9/DWNBXSqsIjUbMR921iCnZYBxrjAj3M
uPM8ZdGtOcTNLavjKj2L0mBj7r5qhwsL0FoNEqydkMx5GTvsEWahAxTdBD2ilZvtPc4Lg3Qg7gD/
97IUcT7xkse/O6CON07PKMiFuFEIc0b7qDMc0FlaOjpzrjcK28KaTDaE7nDB57rXFVgKjvNmQQAY
2Yu0So93/QfAz6KEDNgM0VjUO/7tjEONy5sYtEYkFH+fKZngKJh5nIoqW4ikikIao2TUgQ8Tr9jM
SouHEdQFiDU38GVyLUkNGQ15JRcZvOKqHG8D5w9+cixQ+3gOsugt0kD7vey6rNJxd6mZp0lW8aZp
aEpsR9ySvvrMmcsUqd/QlzcwCIuQXsAVHqT8s2AWFfhshuttpiXpx7thgMvyOqpmIZtYCocDfKIf
DhH/SvS1Z2gJDtooRy39yC5WqG61QBNZmQGM7hP/4QblOrUea8f23K8UnOt2izmequ9LQSIDjxJC
NBC337jqtGJFs3mKDo2scE8LYf6rvI+DiMuJMl3QZ1OE6ELfDK2Ljj2RxI16nqs1YckmTTXwSfF0
s1XgCilSc0GtILdbxMHpCpT6TdyNaulo6R+XaenDBjPEUrRQnMOQviXkEyzWju3c0ANPKUGsCNev
5EwYJF9BLpBCjTCSxafl+cZLr9yQW8pW9zebBXOS908ZcSyrzJsFSbxoSJkBwcTlSttXnAjHv4lZ
v2+MIQtSnCvS1h8FklXfW14MzNtxR7rwmc8ole9UoqK9xUFGQ0PHpPO0L3yLxdf+5rjlbh5jaVpD
KjW/QzQXcFqMgnI/n3/Qj2RXzmB3ntWsKFwQItzHSXwVfACH/wTVUoJkMqTlw7fZmQWvEE8e0pVI
Z1IsyDyL4ItsTMJmp/zV5CEMHanJOFuClQXME7vZ90MUgoacrjRcmqj6EnPPM7elLZXM3MgyFxYw
cGFnOWetz7Wn6DZxEFENAcZmldsjbolgCvub5F3S7PkEsOqQxRDXwbKoJuxWXz25bO/FWL58BBpW
xj0Jszb0Z8ydrsU4id78aORZXRwaq/6R8MFglRrRvSCDZObLM8z3FyNvG3IrNgPe3AB47sag9dmu
CyOHSCKSPQO6mjDEC7+Fyp5K/LxUOVuPmavuVw6Qd0G1L1EXFgLeaX4y2+1dIVk2jZ3/rdv3xyEh
bqXLi8RzP7BvdDqsvYgOZofgAjYwmQlHXo9nTp4wYWkNlgVL+Nne0mHcghbz0+aPPJmEi5yt/0bu
oza36HX+6Xb9IvdMoMUohq4NOt+KhgpWOMEc3HyoP3dI2ZtvPh0bAoqLvQSFUoW2vWjH1+fIlTxh
r9kO229LZ5o/hxyMjbDfgf2dw5FBlp4h76OwhoTwADqeMqEfXNtRr2qYdEWfO5kbrC9jh7pxYmZb
rzVTgr7Qg07LDVkkOdI+5I8KX/A7xJ4y6UnOWeKUg+Too1UVZwNtHfoeUMIwhykiOYRWofwKZZN1
yLEb76sKaQvt/BVDtTXLIFue+9DTztMU4U8fKoER5mdyDWTAn7OJ7Aggib2sGIq1CZArikMDe3A/
JSrSp5IAcx1ndOasm2bRRXqxs70u6NhpZ39nhsmeoOO6Mgo2zyOUBfIn3p/sx/lVVGICRFYf2pgS
P9wIDYnzyYNww6mHD9Jl5pZxFYHjCaigHLLJQn5qnnOzD1DMzGSgCb43D1igMXkCsGqPdinWxBse
wt9nVZSrLR7IYi8vdEMgj5EhW9syFEis/i8BLLaaBWDZdFEvP7p6YyZGsI9S9cvtdkqWkLGZ0lQo
NCypEL9qObl4+nGrSdN3GyhA6Ex1RKo59AiH2yRkASVD9595/9TmrR/49GOCHBSvxWiCoCzCtALV
DQ9XphwDoYWJk2N4UUExHh5m6X6DTA6n/Rd5acsuh3IjVfuRQi7+3BZbNdu8UJKtq8VK9c3M7zPE
pbsJpe2RVMcG8cGe1xS63eHobxMj1v5Tb0XS1xKN7QngNCOj3zx8aw+0tOPqUag47uYDMzxdMESK
SaZDktQFW9rDGGLRfJgGCq7ZVBAn3gcqLwqOJwqfFxYWm8d8bsmUF0khnvjjMHJBr6aCE9SsHe6S
hYtfMybky8CSHtI61TCtVpQ6jr4YFVeiDGwnmOsHGf4BG30uBxFJz3k2G+BE8O25WLLhcfGyjKJ2
tHZKuYT4JWVinkNgYGg/PkIIBWveAeSJSAvd2vXOtlni80ocMmPXWlnioVxwJSQfxSjaYOxWnH83
J6RG8IuAyzMmYS3I2HnNUUqfEMQ8IMYLjfm31zpASBTtVQZrRantwgiDjEv8SmiZCVQglyx8ku/2
mUmItQP36Akg7961lXYHVSaLt7JMz7t3UTPMiGhcEQflmArATXlrypxia9Kpd52MEymq+JQ7t7d9
U2OZ0K0N7bTP4Up/ZECja01fehvsBNzk5qkQ7NPqVVaRIHCuN/QPJTeJcHKJaqLTupU56U1CGFKH
eG+XXHGcDzDCA5G29xIpGRW9DA6HsgGTgi3fAz85pnGl7UjcVyflAhpDkBJwA01c9C+EQ1E5Pa0O
cCNNV2kKnOvUDzWHgm/4NIVMtH9TSnmRLn1yhhpKUd/FIZJtsrRUDl9XPypTqmV1Eyp97Ef7MaTD
S5VVBHdlWCijXeVI640GD9Wx+3oqJzOBZh1NYYROnQvEdi3cUHAYIwWbSGE7SHeGSSytgeBXgkAJ
V0WCXK3TcZF70mbRvvsWtxwJXYDnntkGmc/LXkt//qycTM2jMAnJE2jvzFDiNeBFE5QWjkMI+Ueg
z/pRwRpczkqhV89+04+vs8p77JtgcCb/9wB76ZPTLJQNOzLpEgnvlIwKtWVhK7HCFGL/cO7gYYrX
VZUHZ9/tkYam4eWrhPW1l3IgvLhi+lrOlX4C6WmtVmTH1nOyGXlBCSNG+QfNNgRi+nVQ2Dq9zNO2
o6CZ6AovXAQp+5zmcqSC2nHhocUFuhqzLZ1pEwbYyIYunCdQ2qn7VhX3xRZXz4YMyFNpleresJ1z
6nQUdAlArMzQ55osatXPJ6JsAyjxMbqKA/HkDVxgCLikb5z3w1JOFsZRAyGYDI3pEUxWlcJ/MSeG
Gi+gKBw5UP69bZVUu5u5DD/kYEXmnpp5qoRDT1ile4C2WYrh0iQXytdh0kUJwWVbwzIU8tE37gbY
MFEDnf98ydYyWsPFsP9pja+3bHEzzHKwbNx4/wh1uAiAvHkSJRwhTj14UyEhtQZP6MzALxfoDQU6
K8fLQilEpo9Cn9AfymovXFRHcurWeh6GZvbFXz36VlzhFBBCuC6wZTrhc8WpLuCQtrfFCttM5vKN
6loWrxaIAv73me/C9ntlHwJMEx1O0xQ6odux/0p9IMZx6LgFuRbxHaV5UBWOuCWrsbyFyrNUP/w7
zBzM7wqiwdLz+4WDyPRsYnJL4oxbs/9XzOe/hiDiIul1jmpwz8Pps9FZUwsR4NtAuOlaLDgMnFl7
NwS1nfYL91AjDcszl5HzTqUsq9L1HLynVJLwPsfiGJSOvV2jgdFImtE3DKf2U2jRKqmpyrrCEdZF
merPXO5h6/XZ07o42VU/tHSSZIkoZN3Tv9owD9KwZj6cdaTFH4lvoPwEbTbJjB/Sta2r0a3qwHid
EBDN5ohVjadie9yc/UpXzu1Oz9bWcLCXjTkaw3iMuFRX70hq2RXSpWtflA26LdPy04vjVaG4OdnN
6uLoYqAjMFFcwObRMoe5r0z6S7UZBo1wD9EXemhIq1JMveDpAxWh6UOTkRNniwBesU8kYqIE+Z8T
8xg7iQpDLZP1SVkYjPA7KGEE0uVY6R5K/5XcusxDfSknsq3/9DGSQDK78mSStDwgCe3kxQBa/IGF
lyYufQSNeDblCFWQNwCR1zqXM0Lqh38FR8zkJ+njb5SVO5WPJAIeqYCGZbzEz7iMWXsLclaIMbMI
3rq74HQA6WphcZWtxy5N10AHux3b3fFtj+Gj2cmxURomdAg2Xd2DmqV3Ps/YwTjM/Q6oM4mnZAVq
eC4dJFX4+v2kxLW11SXD6ymm4pvxUbNXQLABv0SvHIwdO5qTrDKkHpEvBkqqtaySi5bs73Ae6XHU
9v1RsMfIeDHE30Qsib7h/Ynnz0EHDtsvYyQC/yl2XKkwfLxQDNBnLqUdrS5GiNPSkTbO63KTIDN0
UD3bCHNdrSVUAm6AxvC+lJoH3Yr5dAg5UDoCHpO1DPvZHeUfCj4DQNg683vVvRTHoiy/q7AOtUQx
GkyAGSneFnzfe3rgdzilKndldgCMiJjFRPAuRROeKrzeacnIk7YmN1HoHi1I0ta6AmoADMA/V7E5
K9bXViBGJYMhJijxD/MYS+F4S1mW68c4I1lIbUTz+179AyEo03ZgGHdLmDCbGglNAkN6zRW53Nwu
zNZpFieZKH+JoTG88s8erAJo6B7whM64OtOBJliYj7T5EMewdE5opcHY6OIx6/VCAPt7NaFJhy96
zECkLqDLgn7LOh0+hoo9gghnQClXr2VM90eB5TmgKmKwMxlGtja97nai1wRSKmazydG+dW15eRKX
hcXaZ8QJxBpSn/zaKC1OFUp4i8l09wr0qZwDemHJWYa3nHvxJv7NNig8JNj16OI69Io1QLzcmLsH
eWxyn0Ubo4eNBGSG57Fbrvw0dxfbyEX9gbQUGOFfTVUE3UeMl/R8XqRjmpWdz5CV9u2+HCjipkxu
1jbWCgLku9q3+PfTreAHyomKhET0rYUt9VitP0rTNngtWgwMUuL3kdGvI54LOiXBTb3xZ1fsafnc
9GjHmnoHvN3s/kZ2sHjl3wK6TxnobJgtN4w+p/jmqBBAjCmprimNGpa8d4su44/DOwE93lZCsygo
Uft1R7ZJGC3+DFYQCRT9EhosnqzvAj6JkpPX2kX6pG7pIoTiE5satQ1TeFmHt0Xn4YKWE3bhDPi7
LRQxSGWznYung8aN/hB9h/R1M2aFJds1RaQOs9pQfZnqZ2d2JsyC0Kb5dwsEn+ukCQ89DM8kYHFE
jf7CRWyZc1oZnICBdXQ9fdDzdi8v6iA4RxOwmbIRgVYgC2HylqjE3AvysecUMVvE/3jeEK+FLPsB
Gqcp28IPbdZZOTqRN+mvJkPQEK2W10Kw4XZJUDOsmcblQ8TKkWiMUyw0qgY8Q9Pnart/DcbkYBlD
LtIkKohHOnkfPnsnuYlo4T2tQRaO4/SrG4PvEG8Sc9KPP6zmsRcIk8SLR2kISunsfZw3paJRDyk2
+NGlhNxo8bPHYqfTmRz63DjILwAdW2RtMA/SkqdRiyWPvsSQkJG7qtEYux7KtvEd4hKYSB+u2B8+
NmFmfo5ZTFO0GvhXxUWD7+bCyjZDmWyNkbuudqKu64la41ssFc6Pc8KnnP74SZspnARM8JfUMSPq
+jCfXA0VUsXwpYP7c1N9fek04Nn8s+2IrFTQXZyxsHfj1tJsjjJbIx96ph13CfmqLv8CTtCgX8V9
ACoPyz/gOADdEhdPsysETb2OMOtNs7Q32pcYMSeOTOxTxacM72cxhNH8Av9eSDrCVoJw7fQGaYiT
P94gm97at8e8B9AWAPIrixiwCJwO68MffNK9eC26CrLrnKol/tQtXS09S91X/iTfqNAaFKVhrMHJ
7XZSz+JP6VkMLcUQVoeK/dqWpTU3sx/7DlmuPIaXHeVB2wdE30/zqVMGbn9Qvx8rUxbiU6jeRDZj
A1vlqYVEox64QF4THwDnOLz6dx3S2BQTI1aq/o2jKkzJPj4uGbnw5KQl2RSFcCvmGnTbHhYXMdjY
YcJUXIwsOUR49B9VMjh+6txWI8uEfGuBJZgwz2LCuhPkOvzdd9rl55+FCjPpTO/MZT/USr/OzHhg
D4ei/UqMC/7hEAnLdCPktxawJSFdRvm1LhWmhRXbSvYHRWseUfwAUayXLeooFWfxNATmozKAZnrt
JFlwdRQCysCsQxloL8OpPp8yTnEvDLy4DyGiTw/OdHlz4lBuD2hi0xH0UeRSCxgS8i1e+XgWaqgB
n2tozrq8NRaqtbrzPOwZ0C9rvQKwSdRKhqImSYlXyppCpPWupDQIOI+AcYC45aCvzD5wwXc/cU8n
3naOcImEM84qtLZ8fpN2gSLDqNSTv0b7RgbQ8EK/AU6h3GJ3JUE1hXVl/M3H9nW1BAtfHDTmfLYQ
HzRz6GZhmXIxneum1kWKOSUCItWkBeUovIk4gPNZ0zsTIkpe8MIcILg9HDtqivw4y0oYhH0BIdM7
xaB/sOb0ffodEUgs/HgT3Vc49Ki2p96OIGyab906/pCByAvL7D5KNoSzzW/JeDI5+jrYmwg8pdPx
qBpV1VWdkDDY/TIADkIr4i5bA95v6ONYKzV3lBHrIfM8+r6IO3Cii2/tMEO5+tSR9KOGiXxjdSqx
9SSQSrTleEFcNdQglxpeGWAW27IQbWxyOk2yFAbDx3tfSspyQ/vOURsy5jRdYhsYKT+Kb1P13nn7
lWc7EM7ybMOcKy78CH7R9hjkwrcr8kqRftUs9V726v2YxUwqXtkC4/TtKE55DbtiLbhTOcRMlvJU
9aqz0JYR+dsInMQICRLn0LggN+GgqKsgCiEJeHjcGUKzEthITAnwfi86tMap41C/Jygwep6V6Tle
frhdLOAS07q1dvICz2UUzmL4nAhLKZ5f+7MUTKqRoJrAsV+91wMFGZQQjp5hlc3jrbyVXo05EmO9
csx2h4qRm6b4wuHOnoRTpgyyE/B1DfJ4Wg1/Sc2xI6F/YZElpF0xSj6V1QaOJ7MzejBmR4RVPO2E
CWyeduEWcknJdCtirGTIDK2UFyVWxJhB0VqjDs2pgz0nS2u6pDqaMAdu1PFV3Za9ci3fo9bv0JI1
00CE4vM6/PVitjzohhHa75B9tLPitnF+BD9aFTwoPUTclMZWoQlm7/mFhXfRR0g6tQhrYxx5qW9C
0V7/4Qj9rGflZCWawv2sKyzEg5Pv4eGJU7wF0oaAd+TF0q106qpAV95uJvMz6mw8nb3zqzVnPvUw
w2RgnPsdMIKOgWbgmTz1QQhnZ96aLlXHR2/lg7YMHO50IDaz6/KXmDXS+Ha1M+L1NK9rEEtfM3hg
u0hLbGQKQ9AKjj0RZTYaHH9w0tJGmlXONYI+Fppd5gqg4BKPhEt4QgdEPzGLKNZ2LFXAoLexRav3
4PsR0xVWAP2Us9E0LiilXzXIXdMMB4wAARJ9VY/gjGkgbE/TYQRqH8ISW6hSVIxCWVEX/6GEIfQN
yn+jlMFzNhMlsgR6tmuGjxyL/8nB0SE2v4uEgp8cey0GrRZ4NydvHu5J3+ySRte7VBjbihHRT0g5
COtjrBxBosiSH3YPshVIEmaPoYfI7lj9ROv1m4RxDKbAni/EcdqShJ5dVimdmvy8s2xb7H9lK73S
mLEzsz7NqwDbTfB9SL0D4pfpwA6ptDOv2HckhZhvtUeCLhb9esvXv7tcTLk0xjttih5vxy/2SirL
Q2QZuhS4p9w8nvfVcPv13QnmsaDUfhP2bl2GAFeidUVIr3L6fyUMQW6PafyGkGO/fpTJnuzS0tv/
fiszycEcPGrmnLHh4csij42SFTa85PcAm5Ev8CYqAjai2GpVlwfTkmvEyc5fcTNupS9K+mm22CuZ
8nam1Z08ZyovwY/IInxWUN6fllSQbA/wYmmuTekL7XegNz8k2b3BjF4HFvfKTvauPAxhN6nikd4A
uXSY0Gx/51H4dxwDdHofbRoRmHTf+arL66NPc1MluvMkL6ZGqBgkrwOUDZuxMqId9H/sBXLfPoWi
VB7z2+I13xdqwKwf/ZDMSJGoEkAPFjecL7BJJShTcI2taqMuQBuRhse1ldLIDNf/w6E6C4ED2k52
z4/XBQm+tw5YjVxdKVmU1WoGgyNnfIHRFx+UBrzL8zkhCijQ09BgrBBkkxlNY0lmRG5Z2W3ayoxT
brY9j3MBkITE/fAT5ta0Z/o+2IKIMyimCKWJ9PaZPoOU0if8DlBCIVzjpVYP6PJYTBNcjqAg/P5f
32Hf0ukzPv7gNFm2PUr+xbVttcSH8oSId8LTCdwM2r7JfbDRIq5z6yZT1/QarY4P3TGQl2HE1ah0
b9TRSwZiyEPrxp3lLjW2mGVq93M4tYUUtxNDy4aZ2FiXPYGIIvHng90I38uZa6ORiu/q35TgxOqK
B3+DcgLF0L1i1yD2PG2zTnZxX6k988NAQ0XIwNEKRfbRqN5JJ0TBeoYumpyvCifik+2+12m2WY4y
Yp7WTxiajDY+EckmOVmS52fFGuJ6MXvsLjP4dkhLrBEfb7yHg8knQ4bGb9r88EcGAqMqHpx742UD
d7blnz0b7NWonBcf/dzbXyN+1xSymupv5Ptu9xXNEnh3+/koMLDzixOav0Fos8Ipv2p2/xBB/KT7
B0Rdo8Dlp5VJQ6X7sV4/LmgiO/R6tCbjMpwh9+WdaHVsSLSQyeANqxRpxZuwFHSJ9LrZ8vBYo2BZ
XhQPv2+UQyS5UUtvrN/j/3sHNq2ATemo6vtS/NrH77F9AzyaO6sODoAJs1byast++L9fe5QMArWo
Jy5UwniHzpVsPR3DKNJ0TX/RO1ZRGHNZ8tuN9nPopipmTLopfiodiNyfw6IEFWfGaToz0E/iX2vE
PnLbdjrBSE9CTFkYOXJXw1ffdPTWFQpzp6PIX52Nagcxy3oXp4xGNdqZoEp9hdp7MOlMLRKwAQNJ
S8JkTmtkyrsfmCU5oSqNVKU3TdkYs2yfiev537KXAz0DbWzgEeNu6ztYwLhysHsV1qjfYGK3W7d9
wOs1EA40Y3Ihgz7PzJoIwig/jVI+ot0T7J421uxdkt69MCmrpgGsUqS49eo1YOzOVy5CpAQ2HoBk
eqq38wkh/NA9oeJbncbRImYasUvyXP9WWACl/Q8JkQMnUcetvPvYMlKr1gMfigKSEAi03Z6mu8Ag
ojBq2kqo+0KUc65k+Svv7f+btKpol9dIRX/FD8Duvu1/g7zj9tK2G9T0KGSf/X/0SxX7GlgAbmOp
n7Od9uD5cE5vdN0XGGx4VHgef361QKJlBw+FNaVbJd55BWzE+Hgt8lkIVY7L+gU3ykEUibfQYWvN
xPTSI853auiNNxfGzvplnRnnmLdns8sZ9qlGmIcqsc/DHwJkGd94E1e1x5EVG9kefrnUPQBzbmFA
4dWbNaOypIBNGWm7khzglggD8wvgr0Sdq17C5dyokM0b6QJdbKWiA1UEdfWaOTNRlEDShpundVEs
5hEYK3w224MPGDlFRGwLU7d8IAZVtc9A0PwKLEozJgG5li6i5/pYRY9nAA5Zd5G/M6eCueZ8kwtl
cDRUH56CByA6Jld9SBRyPWpivAYrZvL2blEQ1OVjuzDK0SXM4DdYHSX7wlZBKp7mTh3dIFYq2QI3
v/7mNSfrzJlOrpgYzIIKHMMFABRdw9NGRDMWrVmbTEXqeKu+Hf0Mu0dOmBnCRzkR9ld3J7+yOzso
IFho9brq+s5j6h011ZhfkBi3Vkbm4bIkNz6gnIZhKUTu0dqxNeHLOEpRk3Lv34QgV/2ES5RMbfHr
obLZdw7+XLU4SJ8UjqAxeEiP8/ECQoheDTpgotmr0+ES82r37DwOJKG52p+B88dd2gRmb1O5eM0E
+EmdQoZl/zsQ3fHdLEfrwNc/Bgu423wKTSOok0vA5kYdDOINVcZTXWA1uwf237JpFcWe/nwYfEU+
++uxDPOfFQegkolSsDVFBAvgx0O1rb6Bn+7AMcoXro7SCFN6/0CGMk3nubCqv9dYmNARBhjsSpm0
8ADiWq1PSKcDv5K6t0c2NKVGv1kcwUli7+uZZZnFr6bAmFDzK+P90uRNXT408/6lH3KsNfB7Yw5f
+BlbrxHYKEG9jA/k5qssqSD3FMUovoWVD0E/DwIbxlicw3SmtvZO7Tv0Uv/kwC/4bXWW2FFqTZgJ
iBS56LJt3jOUI7HYA+8JEQG/tv269wkBeLinv8HNuqeb6hKerdyb2JPjFeJezyH213X4X9l6Qc+V
9sO3s2AAotDAMl7XbMWduif0BDthVb4LX7u31Vq8S5z5WLZJ4FDMcod0hqvX7n54i7hWAneZic02
pY3grNXB+Gg43+XEN/I4EJmS3aAfl9tkNj5Qoz6rHh2wZTGIfdC3L26qP447FhUn82qXdlObym3Q
ONhgcadmI7jousFrgLuHMjH1s/fpHMgJnLYUn3BbICRXDpy88l0e/HSOR0mLaipJCgDZKA0CsCLG
FXXLD7JEoWXfH/MwOjyDp8wM29duU/vM6djVcp3OeFKxXIsUtTF1SOVTGob8RUrKVKKBTyQwdBFV
ewZhtCvHKjQjYWT7G4gB3BPmOlzzjdwGlS1QPqpoqmJRk+YCW7JDjIsZeRpSOjRbw0ac1/qFXND7
JsSPAa7m0Nanon16Fa/CDaS6DDa0V+TPsuRc5WsZ3fdv3ynvBeNQYDMM8DFunBFObAjAX9Er1OKt
7u+mdKITfftwbNPfZheAjru+yQj1SUHRTQ8xQCtZ06r86AWDVh+wByXBWx4lEDnMwyK0PGb7B3Gf
wehftEy+JcTSk1jcgYYUn4M/Uhmf/jGCqZDt/l8VsWAZKPc2fOoSS/BBjrnHyBitJzARrF9ZzedQ
fAfzR3lglBzKd/j+WGwYo6Gi/i5rS//oKY58glpFQwxoNfBHcLiX9XDUQbtnG1Il9dBkL6dlVJ3C
g4qxcwWRX/JD6+VPZtq0+sCoaqc45SowaFtTbfm7ANfJgByh/24vTctPX+IIa+ygl2Co84PRtkkq
cgWob/zWy72gEYJ3yBr8CVrQ3isE0JAKZU4Etg8SUo2lhOiebJrVP/Zh9AKGG6rxxkHibID+ccp/
cziRU61IMRwlv4VhjRBdgYu+PxNFJ/SEH7qzjPQCUXu6HFtt5/smKhiFU432VtmENB0RBPNnLM57
e5YeqtywJ0CN06T0rJ5p2PYIJWLxvuPhdJG74ZycBOnzEr97Yshmxf+7FptYSQtSflGOVqjpR0Ni
kp5JBmaBGKAVOYSp4DxVtObIEOPGzQ/8vtqd3D+NAwd/0VQaxiOVwEVWh71FxYmdX/cpS5fgPiXQ
VSCbznGa+1Kf2Ee1QHC4ZFlEumwBAFjCx4tcT/gy1hBXPMI7mVvr6C4uL6NrtUiYCJYmA0fLXHjA
v9zC9YnfUHJSt1F9KmhwY9R5C8D4qKpV3eahnzZN7X2twzedNGT24pMtRlZpxJ8l7Ceil5FmpDeA
tN4oNn4Lr+NPuIsc5ljvw2fyOXkfDEC9GfflPUxMMEhBazUimoyFPJY3P++tDxuqHCsX5PaFFCZI
VQ90htUFW22jDHiS8MbkKl5n2H5qQT1v12cw0Z1cAW6qCyoxQC/1sq1hsCLL6sFbOxiBIiKTlnbP
7mcV35J3xjMMG8XNWBreA9VUDVKCSm7q1UCYYudr3+oSIus8jq17bEf0kReU2O+TG3MweF23clxe
/+FqAJhiWFT5FybdVCIDZdCFWjAiQ1WgR4pRh0+mUyv+NFU/6cxazO5FTCYxiV/x0kjx9DxinzBT
ELAMVFtqn8onKqe+iLm6Jifv49FmygFVUX2Jb0DMm4j1kAI0U00sinVLXR/bHeMQRx1sgM7knHWw
bb6q7j+SxRBCXHL3DoxNRE52+CLdvzFbRkEgUk5Zbg2PRZ36q9aLhb+yeFcskImWbN01wEjbKTKj
BfGkL1SHMbukyDFgSFfTZJ0hfdV5vD7tkXsyQAXLVSvELit7ZAoBKFg2CBXAVm+Cgxd3a61zFYN5
wDpjzw1vOkdHu0P8+MSLxQOzIAE2io4ELHt7B9VXmmX/I3T4QWasnfnWHz71VS86hkgnP1zbpC+3
L6DNpp2HP1XtLBZmrDJbwiuCUP4gOxYusIIJkSvAYG8caU46Vatx3O4JTfDfuwzyBIZpZ+g6AV4r
wsIg4mzaM9Z0r2nb+nL/rHpK2a03+irilcQVMOmYal7IKDYACmkNjPM9f/TfZepMo+9QS/Dp4bub
FpBPHtiitxLKAoFvYwwPa5NcnQ6aK/GKWxMGvNR0aTABFJaEaCnqQ/4yZW5w3v5uHkndDc3ay65/
O2sF4nC9KZJUoqKWVP9NrWVobCIUGwd5rNPaqUtd1nRprjO3fsudsImlTCjJ+vi3br+o3ASxgzah
E5T6vPIcHa5XdJJvvAlbkdL+4BGvK8BzF/9jBdeSpoxzbNryfwdlsBpgHSiopDqUhM8PfAx+9u8S
X38xBHTs3PwuTcSSy+jfl1AdsL2x6VcbU42ijFSSm45h+hUXKAJZumbuzV03i4ncqTU/4+x5icqQ
uf8nI7XyzadVeD5JJ0eb3by5h6o2JpdjJbkWEXziWxlzXvEMUDpLoLPypbouZWIaeia3IQVKWTdi
VnHTDnKdMjTkEaOF1zw0vYR466FaUBtHEV7Yhd+Eaxlh2qrKkp4lpZLD46Iy5a+XkWVzh33PBXK1
TryxTVIfzwUGYiYrWeqSmDa8J+UcoVVcjGJgFMAUMKAiTLFXA3IujT5U5oSLfLl1gNIPeUzkKMhP
5+VIEegHZuFh6eSF00/BjY+Z7+IXtv0XdOSg0aLxD26Fnnlzj07S4T748WMKohPgsynflcSrMvsF
LNyOjURR92bE4vyOG0JhqCYi2WB/D2HjmUgPdKjsp50p8UMEqHpX+11IjfsFG+rG96J7vopssOzh
DSi0uphtJ+saGDVgoQLJHX4A+RgoRZc5bLWGkE/tMAG72sIp4R5NGa3Dr7k9YSbnc6uSyF41Ibsi
aomMmo1FxTxFrA62yOB5gSmhHgpfTfHwO9VbQzFdr0KDIsQxtUtsng7/6AmaiJfJzclk0X7Ext3m
z45o+725BpfkW8AqAfHhSIcfPTQi+hGyQe0j9HIO7mTA2+Ana3aQ7BZtzIF1BiRmSUZd9rRBZPff
PTwXiVDfKm1/ovOAB1PASqvBv2jtZLCpsOU6TiHrfrX0BK4wMCEHoAJEaYBLmil6kJniVxdvPJMK
iu1By8e4NkzHJskNlK2g81v5fTNFgWpOqgvmJg1fJZOSN1W9prVobW2JUsN3ylkcJxwb8hE9rjOm
Z6arbfKdsw2XR9iVoQuYWh90i9QKdSjYswis/dXMPiY56VnrinETD3PBBFF/ABM6Dp2TEJWfN3KL
D4s77+CW7G6KMORzmvYBGa7TWkezBc2jRvYxkwPmMd8ovwfkyQ2YgG52KRFznt5NX54Vg0YQoi1O
XSLVSAOdgmQMNeM7pjRR7jeH4FtFmX+sBvMPQwFXTG8PElrIRjrqvUwZak4w6WzPaH2f/H1o5rJS
iRCaXVFqmAl6n48V5HRFJcNnSHr8lALrRr07PHrfyThYiXMJXt25QLnSiEScMHLm3dsQBMsyAwhM
gx0iyfDYO6TRmFr3DqyQE+oGmHuaKI9pO5z+mzfF/byC3QqrbCaImXzCBxee+ST0vc3FyHTnfIwC
XrJtqvWvT+CThKMPIvNlhYWi5aZtKDW1Fxv9EQn/v3Vo9CNbh54nfM4RAo3cMUqabVX5Dly0XGto
qhV5tJbPpkUhDpKl7kOGtpcSP1z8tmU/vU7A+qg3Z3EAT8y9R8SYhZuG67NhN2EpPiu0KkdjEWcB
M43rCJWdC8AUIKGxnqSfdYImbMZxGW0pkN6Hqgor0MXIHzf07ndb8e8fVcS6/JfYZ2W1CYc9lM+L
vNMkfj3o0AJQkitwEQhdL6CE3G+8nQ+/qkO6uZ+82e4O/se9M7To2NoeDNdNfgMTBnxIAgLhnCWQ
0/PMpjrackNyhPWcH/PH9QuVneaSrd0oBuseIyFXFzCA0AyhzruiY5YymBem+tdX+sxhSOA1RVGX
nekcEIw+5VWAryfh4k/1NvkOacmlFN9TEhBth8Wk7cHv/W+B2WaMT3InnMzQU5KtYDBR1tmXPtdl
CzjSj0wSTn+7QP6/FdszWIN1MqusBZcK3Z1zlLpWVE6O2n0DDkUCkHFtzpTihMO+6SKO8etrLh22
vOamLZqXYmZd4FU7gQT4K15nFlQLLOXH/TK3gdFXt3oWjfXgljTokC/AhxAfe6dTOugR5ve8BETU
OnjZxY25At7Ve6In7up1xvgGhsD4cWV0dVT/peexOldmrxNm5+JjuT0vSMeDP2pjXpUNtH6vO+3l
cAAHt7SzgoyxC4UuG3VUtZ72M2wH7EvNLOiouSXryPzEdJUp1YHIrTO9B+VHhu85VC+Oa7T9vVcO
UXCE8mc9WXeZ2P10Vg3lj6nSxBIkoaLJECryZsQQYVjcUpNkGvpvOyGjlPagon8RlfQUfZXyeWor
hcYdwguWFGCesXrUnlscunL6MJ3Qwm7RXOyzekP5puZW3s748SkrU3QRfGnwEVMIXIM6glxCG1Fj
FieZwACo7yWRqITeB8gi36T6f3HIlT6F+z69hOLjMaMEzT4ZyNxJ/ToinCLaC5sMVxO3XoiTp69N
GhEL8tPTr9mNtgOXzAwvo69xq/CMmgMIlS8BiC8HMIEop4wmaHPN7DHxFocAigiDDua15iIq02DB
yPqOiKtJGhzdwvTbo+U7hD0UrbpK/+1Ftv3C5gb3eI50PsO6Oo0i9//fgx3+OiDOn1yYqEzFR+0u
xtG7/hpOO66BstCAowghEdYT70df8lCnXZnTpnXFNaig9y2XyGp1pwSjo1zCarXm/pSvNRUOeB65
7ede1WyNLmezSQo9YvJ354582Nxm3HE/YxiEcATipSz5vx8D2Jsy6vzZhaiu0hoz5FmyVEz6+GH0
MJMtV3rCN0UEhU3fjeoYQl4iYkeE/65VbRstCriUbK3/Yvp3LHkaf06amLG2v3cWVJKagdHIGM0F
4H4A9/CD619j46ClRstptO+oteRa7P1MD8ZzEChkqWxu7FbiVKBaT8C4mN45hF7BYg3LcUKLqeS3
SDGmE56UOH1bXgcq+kc8CiIlgFJttguK+mhk0SMBR3oqQpiVT3SzUyjNRvrdTRFvg7oMXy2f2us4
GFZ7t30EJbKuCCnbeDVGb4d6IjxK7w5AmkSkgIQsEW7ayTYDCKCHowtQWVVdoDBg9ojOMApyMFkp
mNu9I9S9RmAxr/bCVB+/YEurjhTSTk6Os2ZlS0E0RSfLz/4RVu3Ekb/yy/g1zlaUDVZA+UEOT6b3
5Dzz7ak6zc4NWrSfFLUwX547NPNYPO+dfEIRmSDbfwx2GmPMkj0kJYBaetthF6KUoH2uiR7JPE/p
6YhVxpP1KmvHKgAS+Du4WqX9OMHQj6Zd5azOVRqgYhjMyNlNUJsC9i5KUvs7CWTjuYTq82AeTVnd
1TqtBW5zmgLTW9TLxJlCqta2P3qX15sX1fUrso/9SQVCmv8ccv3aaBahVZk0LMkcDSVOVIsRYV7+
vpr3ydrdkFmn9XcRetq9d/kNqC5m2XyX4XbuG+3RE0dZ9rufIE4j5CS0qRlO7J6O6SFlcezlkB5R
gsVC55uA+uxgBoWQrfJhbOdIj2M9WvGFVbilkDYavIbKj6yRLuRofTjpz0bhBPG5m5OgC+HeZmim
g/JwBtL5x7PlyalHHb4tsBU2tUaUz4dPzlxOYYgh09yZHWbxR6VWodB75Z9oy2/gYnWLh63OuIbf
2rTKx0DbrXqpWRpUJ09ERxeJWjo24RauLpZhLKMmtXTcTKXMVNm9YQUGR3FPncoZIVGV6DMgw7ep
xhE6FZTp0y0rIcF7yF/2TyWjIBwGnS8jnT3PjkGZsUzKHCdnbqf/I38WRzSdhivRH5ANMUphQ58H
efwAVPrNch9YsDHPU/XO1e1VujvmyN+/UNJxwl81ymNAwo87DUn6VE6tTk3S886qmirVfJdXGPLD
2xAPKlSg9GzYew9eu2MmB1AwUgmtiZIspfS5qejIIOQRv7Xe6FJUagbe00tGSKqQSnk6J22xnNBl
g5b/owCmil50dMYKp5LUkb7i7Wz1jUyNlfVsFQTy7ExCp2LUVFlWhTvcsC6E887UdZNO2iVeXYyG
VJbpePkiwxWLRyxAR86Zf1ORYb/N5kbd8lc9k+HdZdTGGS9pNsWUquR78rLMNcJxlDwr5wwQsJa+
OnM+4yHJDIMk02KzmvkI4wIvxyJCR/7DuXVfxzsbywk7eIjxNv2R4IaL45g3UjEdV/0t8YGC+5E+
r837iXpFz+ldLfKdyTQ+glaeFhiofMPd3MCr2/48V97hhri6cas9a5J36t9ojVuRg+qvnDUnRYc2
Y8/mJEiGfYzq8WYplZPmlvpWlogC5PgWzuGuqZTO9ejhMZpPqt+G+PSIhsiFHahbeNg01zpvlu39
HdVlRPyFyfvLeOLYKs4wg8SXssXh+/AeR0VGSokYx7t99F9cltpaIax60lio0XoW5LsP7SMmXAXI
wkkILeKU1ZNmCrNyfTF6CIAYbkZL/4P1HRtEFY1TBb4994sNOWHJHpjMISHJTNsAV10okxLbNLjA
de8GJRYxQkm89MoHyT3/wnwKmsDyRxAArKrt1+ajc+jZf1OFmo4qqBDLz0AcJPv8+6a0+BGcpXjS
Z6VvuZnb7QXSgKQpxR8KEra2Qz8K4v0WIDBQWRKA2d+uYjJ7SSVuXzO2T1WyRCZnTah5W895RMVJ
zUMgLRWfemj4Yvznd7gnCVaJL40UZrE6q/hWv30HiMUdhLgKxSrG6M658hCplF1UXxpq/CtQ1tfz
U41H2GywtvTsD9muPLXFlBYGrvZkPHJhp2XqoqdlRse3D80N3fD8zxXj+naOXs/2Gd5Sua7v90Bb
ceO9xYbBVhD7Um4UbU886I0exW0SN4asNf5+YpDQZw1UZdHIU2TjXz09PQM5bhPuWNRRkh2XPgLv
dCqzPSiUPyXuE1y2/VzOHJzN6eQs341gUPv3L0q8twRsrI/5XGFqF+qyKdruN8kc88U0w8aNeTkY
TabhujR6Y9Y8Rb3Ij7QOW4m+qpafGrTPwCQXwC3sQIvMsw4CJDlLepTOc+uMI1iT4qCiTxAW4/EQ
Ys4tkWxglpLOUYxarLPWhE1DalUO/nyNtX4XXExja9aA0nJ2M/b60m7Sz2eQ+QCLIPwO/GkqBFwc
UQArRElLfHppSnvP71svFZQ2TAckztH7/8xyqL0FAVWOUouARAEN0gPXqchGkOus9FS4Ni/7fQ+s
a9iv4CVw+oD8FQT8eflTZt1d62KSfeJtW4tItTOoKzieTb97HbGdTIlY5zporUtJIE3wpFaFtjaY
HIevnnb4rH1rttntJ/qpld3HpVVGahZOg3kInz9XitXHXKFKDbSEHT7WoSoV57Lstk2s3YMsXCEV
Uog/l389uGkicsF0PD27y33tsn1RaVHWPyXOVQtSfu6AJ2Lwhz+x/N0HJIvAYT3EfiqaKVctfqNF
3E5UR5vfGtrqz86GVldi8i2RFgJWhZpeX7kC50LpGrVUKVHiiIKvas8HXbeJGDYhTbLf1CC+WTYW
E2PRt8DzFBDzfXEv5FC0MsaShzTeOyV46bCdiDLUHorfsfdDFRyFAkr+GXSQB9YGGKf4zqGGyQlk
XpwCT3q7ysVYzQ2+LeDt73E8LrhMjH/Z9dNUoq63r2MH2+WuAAu8ynMXwADBnAUyxOfyeYxBjhrm
hX4Y5XaAufp2+DI3y+Ps/rPZAl/T3RCLi0h8wqpzkWB7F6chu/37pY59x4R+WmmIocB41rQgK+h1
xceftcuMfUW/LvWUE3kazwVoNVtJRWo1vsw2cs+z0FSxS1U8+8BychvJwJzv7ze1UbIx9vRmvKmY
5dwc4uJ3YQZ+Q/+WiQr/knHLzsIaPXA6rzWxSpRzbNzOiCiqE+NT32I7RE2HLl8JYXvX6mvXB+yG
tthHcTuco4mrWl/T7wPf4SITqp9lT3pzX0f5aPObxc4JCPvoGijziFeKDC42LbDsYt0Bje1/B4r1
5m65eroZbmyApu15ZRrq83yWA7o1ThuNMkY2krkmZ/MLsscMIjBrB+GLIAl9LrBDE8R1RibpFTMh
jt1xqSgsRacoIC4Ow8n1nSEFHXYJ/0WRJZOT+50xuFoxvgClCL2nPtk3pRh5mf1A00/mJYcuahaR
imiswxRvegxlJhszvvU+lE0cNMxGH1mAzLjG7hWfr/RXRXKPk1L5XXujzJ1NdmSgxK7m7c3Ti8Qz
5cBn7On6pC0860ZZZjYA+pVWEdF/8U2u8A0nM3/y1P/1VMQ4MYkwdcgLW9BRPJ18w87EbDYg028V
pdPFWKSDr/tQkdsbMZaneQJrawtazXvWxmaA4T28WlH+D39/S1ZKyCeo9v1WtOa9nT8j2kyLAq+l
/DbiUbjjKU+XZUibDOK97Agbn6p7zW602kuBbai2Hw76sr/YbG9SqXnfQzHwqhbXhs5Rn4p0Oyis
lBbsx6lHNc2yt8V1pzxywos0kS8VcXBHu7v1eWjj1y2aEDSVbIpKUw3b1hyCjH6L36Dd+cFFgIaV
dVOpVQLdqVnlz0vZcgReXgCT+mLXMhapRWH8fKUR9tyuSsjRlEWiAF4Q6JuANTBvXIfGBBHrF6LO
ydrSHVEWt0ogj6fbiBCVUcKl63wFvaPCY1aRM0FWKbV1SR1tBkVYAhKFL30Qy8iL2u++v8dc71RT
dl8mnlOe6ENuKTm7ikdRGsyiKaelJyVR2a2FegZQRY46eQH9x4qK5jJO22KLBbfWq3ycIsuSSQf4
9M9LNI9fSPOtM/U15+xw98fKwSyyU6hl8+Z395v81ma4FZfLpcxLH1lk65R2+yHVfDfGVR5dBBpN
F3xZRTlMHd1oKHuiZ7xlIu+fSi3NSDsaCDJJvfz7CBFnsUZRK1xbrl+3CR4vX8DCaGCcn/6LX7Vv
0MqhGmyL0Ti3jj/RSq9hn5VphRtAKxdD13e1iU31vMIkKhYJltQOhYkBNbojm2ArFAoFCy5SrpF/
xqJwA9nIAjI1T8ZXvwWTqCcNMhsTuB91y9UL4PN+oS1OlKWBLp994Tqc5WyPDPKS2yq6KrMy8ne8
12PH6EFD9HxkSJ/b8iQuV3u57KeJ9a12pDE16ophBPzcM562ElLFjVZSv+da8fagC7qDrmdhZERz
qRmRuk85tCJiXumrB7zYvp5n9fAWBs1VXEbkAdd6pz1hWrj5danIKNOX5EAkAzr2+C+lGB+ALvw2
cgmLFn8OzWKdJcZiPsBFOgB7pSsDm6hXyHVoKXZvXtGE6j8VDzrsLIpWAlWrxs/nLzHgZC2yob9G
8QIvUZI0NoILgYsFiOw25r9ykepLiSUUy0WjYv9iF7J6/8R26d7tAXbgEjzudeaWHBt6MXhBSdHD
jGWAqdvQo7I8J4Pi1hDF4kbfIsMFMpjiJp3N018W9OITMXgBWmC5OjR/JYiaVvMib31X5dQE98cx
pOicTxeA6opB2vtfNsOw2J9vnyRO1m8U0pbKIsRljRJRk98ZZ1/A2IzKCF/cHDW5UOloa/LEX5FM
UVktxmUAadKrab/8sxw0kEBocXLMDN2kP8rdjj+qoS5j1Jy9XTnSFs6SywCuf+aA9n/wPwrTdRoP
bcDarcqSHA0cELuK3drM/EpdVtI8GOF1JsYdIGi1Ou3HhMfaoLHbdWREZGVIJH1nKrfsMqSldqxZ
jngch6F+pkn/rX2DgS2M+x43Aj7rWInyDictFOdIDBn6adaSj8eLxIxeQtXXs7E60M433ftI9cdE
O7WrFAfYDUzIc+2KZlTw+mpQJ9te63mPw/WdwXknKgE95fhcVYue4xebV+EBNjxk/tQdAayMRRVY
JKdrWVA5HXSlUzFTzrsWc7qUN9bOAGF8udnY0GzNwCKJjp/WExnRXqXtNl0NW+AFxKMjFA9Naujs
fEUujmDlMvrzxKXD9G6u8z35qtl+smRo3Zogo615RPG7WSF2AiS6PC6W/f9/UWp+R1SL4oDLNCzC
E7PqQ9+aK3K2/koORBSaVoJ5HqdChR+ABQbmFZy839HxC5N20HiAiVIAgHxkD/mRNdmfdNPZTbXC
igdeetXqRDvl7yDsYSQmXiYDcWzmW76FT8lQtEMhHjNPLUV1gGa+5TyJQgtyYR/F3zyZznkvvN5U
hDcu53UlyQmDjMi5GTPavE36gyMiOnezkNLrVF6pn1355OOIwwfPPFuQKT3OWBBEAB66uER38ekt
GjlJnpYaa77cOY8M+lZFygz+Qq3W8Q5u4sfGGfHBGGaXP6cnQNS5RUKZhiS3Pdof7QiNkZ/d9oJ0
NK9vtk/ebVrQHhlK1D6HqQS6dcv+lLDFYW6REeEUdqbz50Xk3Os0CWbZcb4g3Ld4nwYDlVnIIcEL
0mhxJzajyDyINypoadG0DoxafVkNLyWEv6+QE2wCGmoKZYyXmuZOu9T+OcvkMqT5z/qMJExWpNmN
XbilP41hV2BQK0/TWgQ6rpOYFdX8tqUYMPIdqEfo+nZCuE4WYI4FC/4geYlmPSOtT7y55vUP4yp8
0482IHZyqXzabiPR1LDBdmMbVIOZHiuxbjYuncNqtlXz0LzlKJ0fuHP/RmKrTIWFoVom/Wrr9374
Ul1dF1b3pnidp3UoA9aiqOYBMIT4fqdUraA/kFhLzAEmJwFV08kEbKUuqhdKYsnOC/qz9iw3PPh9
RbfvsmSSrh5KyeqH6MgR4e0XfIdQcJ/508ayPzyA8gPl+yf/i0xy93gqQWSGkmCBacwYlha3GiZj
kfhiutaHX599GkSUiXraNpzUpulucs0/u4QJYRjYXbb1aeXuPcX5AAeFRlwOOrN0WJ4kD79n6Um1
ufwFQDV+4Ua0i4ie6ECVpIUG7LN01GcB+LTkI/RRq4t6gK8dDe+gQUdE6N7voWDM8r0EOVaV7P/O
WZ7ve3ozR0aVQGBUuLpZMsG0XYdCg3K6VCO4L6Tlz5Jm6ZBpQTsLNLGtpfX9IFFKyTpPWtuJAd+r
N7odXAA0Y9SfU0jKJrjAFhI6HtJMmMveR5bS6zzdV4AZRfSzB0kOaNNciTheZYkuDFG1MA6HVYKO
SCzWbAB9R3eLD0Sa3Evhe9YPRkSdjMy/kDIVvZzXokyQbGiefZv/BsZck3vxJEqC0cl0kAYes9Or
0f4JGrHyYH/ddtwpbcr1t/35qajv6UF85E3BzyxKz2Eb6aN0NbqKueZxE7k1mMNMjaDf+bALwgh2
bcv0jb+MTt9AcFJeCTIbT2165Xh8G5up0uH4j4F+VSAk7v4GUaOuyWV5lDh8tRThxsf+/1uPzMEI
k8m4/s36M75Mwji0ut5fh8hPDNh/bvxown2XZ+0wICfT+nZbxN9G359tkJEcpjQVqxoISFk3mOu8
HoqR0mkDReO+3BDeis0BsnNGn4jqJ9RAssmDhw5WEqbdiFHXC4b3qSuIV5PvgNBeE8gRAKvzQTWI
zHLtC2vVkCf8pmagzwxX4BF1EWX31yNkJ9jFs/7LrE5QAfbwjGP222jPdnB5w59d1RppR+AGoCz6
2MWwkNExrWdpkQRkfCZNY2xsnlzptw9pTWM88W7mKTz0Citlpwuy3PZEqnHUTcSHvlnS7gbzNAmG
BSGPXkHh50qeAEuH1GYeOcskfnPXwfbUKTnrwYNgAbXNkYJEBPgWzm/FeTecKB95F3QjtIo2D/yp
GukiV9vO+eOr4/ngXPattSYKJph6tUUFBI7MlHvvmLkQX0/bxRamSMg5l3CLXTYtAD0KauUQ/xP0
ZK09cKbGJ+GtGG3cwSRQ6PR8LS0OuYfHslDTS4/v1vxnew7DME/eZMMzvHWFMoVbbFnq4ZkJL/2G
tHhsgxbizP3+eyRgFBWpWaFyeu4luMGV6rp7w3O+vHaUwVG/FrLUDWL4IidXmhuqIhS78UQleB1o
xmWtmWreqnWULQDXcnhVrAJkZ8KMvgUv1bB+C7pL2ucck5mTnNDYU+JjUsWdFNHqZBMjlhkpl2i1
CeZgneMFCyQIZiqwS/TdggavAQFSAkB9Q7vdFg20CADZj+ZtQ4Fk43+hGvvhTSG7VvwmuOWz6LQG
rS8EUosrAeFegIBJoneB7uxEUojP7zDihBxtWsSvzuNL+bspK7yCNgLMWBa/BgvQWwTXSLqctbcm
/Zq4ggyOyI93g7wONLapdZlrGCfkZgBBJx035TNgqhE7uS74AJscxhNN8QFPGof5guNtZodw/2+n
90M+px3epJyY4djTUzHyo/OdfcFh+Vwbdt5Qyy5cztuBylT8RwB4ZYp1g/r+wxzP/Xc8OPiSd77R
Kfv7GUiuk5MmCQWn51rRcvLBhXE3frJ8pP2vImdwm2JO6TxuYKaDZJ4XZfZ/royj+wlhKilEnkVJ
63k8wFL2VW6CtkAFpBXo6crIWCCRpyR3ZkmdIUSppiIRubw8mA93J6dLqU7H9AkrbYJHZFWvsPhd
be0NmwtjGR0bC1yTgbbJ5nWa1sSmkUAOMJDdeDgpY0iHe0R6mR9r6LZZWbN+aGYSBC87Os6TugrF
ef/R7m0BIQJUlEqWislYZ2WqRpn3y+vT4jOghHmW920FqaYk3JmKgU68+BNa0vQ+g1HXF/EFsmte
FFqxZlR8XIe32cjr2W+PC6nLVVF75aQMDDsrggLBa89+W7vh9cUiirx66VRvFEBjMalyM0zKWRXH
M6VfCa6cYiNUTyD0aiVaMd+Cursx57Ohss2T3Xs2Kd0JZDI6yvLRULwQSqelnB938HveSvf7HCNI
viy1gL64ilfywM6XDckmriw3Lr6SPAu5SaJCn+wM5Ka3zB42QZ6Rno5q9d3C4PJcAcyhRsbi+x51
Nj8Ec7fhnZJCE9k+l72sRb4Egp0Z8fI/vuQ7ouTt3NnQectnJwZC77tqm8/Fyl1Gc71bX1pFYb6m
nqQGMt1nCYcMbB1oYoF6vfNTov5G2A+6rb6B31VqBR4OtkfixhHwicnlghdPtEh03aKmijVYUcy9
CPfW2t1yS+wLeQPETIuggDGPvsNcY1yLh4uoFNnaPPpMWGivhW00O6CWr9W/kKy//MYCetDs5EWQ
dqmt1VuMCekcy2L3jj2We5kINWQS0EpchnQpXVmLAuF2R7hnY7Zzb3iv+a4y9i4HmvTuMloDhAn+
oge55GDCHLbcBXEFOWPKBnh+KHojO4u69g7ueyKnHyktwHR1gm259f88CMxO2bRx/AbbVPpwaRQS
L4DoZ0s/FQBFRuh8P846SJNSIdlqGWdgrCtF+nq7Grn7s65zAX+NhxRc+5syI25ssCPCjE5XQ0lP
edBXPSerSjt2t4ih4/ShkBsJEk41ckXaIR1INHfzdYLhjRTY364GszpNUeAROnE8X1fBEUE87DkE
WE/6h3XmmyNwwiQAO9+Kp3Dds2tG1gfgvL/9KTwpEYhO9KfoEevHDc94zN8bWEq87WYTOL2O340o
mvTqzX5nnh+2jz5CWArfCtwcAcLwpj8LdwH147E0r4cwUKPl7BQqOGdpq1lNkDsX+Zmk7KCWuH+1
5Ovc8TuR7vr/IiUGJ8Kurq53VUnJhuu1y8FgJy/NDPI8if1DDL8J5Trm71USsppxc5MJmeXY7Dbl
mxXUto5ZJMguhPbYb2KxL+XWbSBI0Jwzrq8XbkwAwnKIVaan+ac8YUpiu5QLeZttWiKe5KHaPaIn
Tvl4/+5dmn2ZzEvvqYfDJJSNJ4FNOdkU5IivBXcAXCHuzlyO0lwxJCrz1phNH5qg2q+YBmE4lhnI
6apfQ1bYRhhN4AdZ+dqgq1WzCuM+sadD8yP0iEn9ypvRdRuQ/f8TsQKmXteyBqW79/5SDS6q9868
z16GaSTHu7BMhwjII8wfswJ2ocPqDojefP4URvbRqUBj7C/xQmiQoyPneQ42zq4I1EqKjbp4HCFu
YursfHrV7cE5wau25Zafb6Py3Y8wfciWtt1ePILVzUda8qjfn+2nGykWC6sG5UcfZL2A4nVzHU+V
fOiD4Y26gglYergkdM9iL6XfxaYz1rDfIeBv4AEa6mL0G9mLl1OVpdcsvSJuxU+fhN02PLF+y0pk
pVOMzBJgNHL1qtCpfzBMA5aBC0I80zd7dH0NFb2QfhELz+/JzkoAW1dQ8P/9gyHszG8VndIuUtBJ
1MHgJPYYL8CTKq33natzMt/7GIwFS9H8xmVEYsar+zxUBUE+aBin+Vy0XMFdQmZ2o8nR6rYBtS8W
xEa08WnjkGyK8JED4sqlBrvyjDcDC8vP6H5ubqu7k1DVZjk8YPt1QEAFpEnEYsaLFgOfJYE8c0TU
4Y0GQGXvR3telpJ9YdG90fEvUn5SBX1KasBAFTkWzWML36Wdl9bkoiziiVL7ZQq7t2VkTZJQ4U+0
++z7Uk5PaE890RAGLC7toerFAL/R6qs4e7oMsjBSyXeO3RcksoixlKNIEJzMbt+eGCYZflvrcZBK
q9SI8jKLSrfjeEWBu4Sv5A3LPwFoZsKYMkBmKoCE2DvX4Mz077xq4wMK1aWWhZ77a2slDTBj2wLZ
zzlk1fk98dacqZk0kTzDLEMt8Lx7g8UiQ3ZqyHXpzJf7BUdG7A9wp5qTsBtIWYI3qE8O4jDBPm8P
UERXXOm9Bjbp/fMJ2QR0LGJ3rtaQpkRWbtyFICLp0hxY+ud5tomySRBdlbFbVE7rs4ArnmQUeOYU
1mrDD+A9aNw7SfjSEkXW19au0HxLxM9J4jf3eaYeBeanyIZFiiYK4jBnr4gk1tVmC4tohrFBGPqD
Sbgegi6IzoCtSWAuojZDDr4uQpjXn5hdVQ5nnZy+XlwbhJVQYSJEKu5vfwz0Nj+bL4wTfSF/dQoS
BFln6jOupf7DVkF+3ZSmKEMRq3LRz8+eCLLyRu4UIcSJpgJbwVojsrbQCML2VzCoBEkLJNH1TYrS
hsiqrXX9pu+RSAGXBKwHM5X+fi2wJrR5bFEk7C8XDzOpLxouZOUe/vMRjpS6fRfXrf7NzfTT1NQP
0424Lch7Lbnlcf8JKWTKuykxSdLWUOcxKcJ+MVghKHbxMXroyDtjtHAiG/zs2X4Y9jgZC/7jFJLP
tNOT3I/FYjLRuI2n4z6nl9ytbuoiY5sOWFNtdt4r3W6d2SaBg/BxfU1CeEq6HyrJEBvraXaHCcrx
v7bmrMS+kZcL464M603rpeJqXw7M3PFc5pQljA3cICjoY4sjgPhBWFu7WYaZ6izCTihtLj677R2L
g3mF33MN59vWqBrbwvk6dPiy9gPbR53CK3yUkT13OclWS5swpM91IebueY4aMj6AmveCanJ1mOiR
qwJw7ukP+rZx4Ul7D1LoXgz6lNt3Lxjyp8UE4HM8684JZlDDhV1AFqmu135ch1Mb/PE845ijGjtr
1RQ7eHJoVFepH1NPb+do7JGV0mROpZ935d/ywUpPcVwfO7KgDAHsMbLWki9+JcCQ9YSl0bZ9XF/e
ShCrlw1RQtG1/NQPumpGhFpjDavKsCizEak3epS/8TjLAS4n6rZQTFKbXSLbeXtQYMSRjU/RiAAx
L1dHpZStZFmjAelG/42WffQPeLV6y0LNYinWU/UIn9Dt9Ip3xnwKz93guG7ZjzZbHqZv+8/A/4J2
t8eMMBRZOlyYyJeUp3hcY1ccgKtuk6KRiiJD0TSY6Hxmn1AukbwCC6L/MhOMvPuCoOoCN8mjKMdX
VshYxNGjW8pWMGt2ia34WNc6HOYGHU66bLYfZ7MdY4mTECnfMBNuMfdkWjHix/ljgcvw6d3Hpw8x
nVg97TTppgaAUaPOTVyrRBFzTwV9a5hWYLEN6CkxHF6cjexKxEioGYNUemWwR/TJQRiWb/kOCdOS
D1KdnqD6j23+BVLNsiIyZbvm01qaWszuPga0c7TfPtQIsMT6ZtwlRPEGmEEWMKl2O7k0jNCd2sx8
zlSoh1I1acZPwTh/nk7wcXSTW5RmWF0GLw7J1seeLt49bNIBu1nZOIvVLZUSX2OYt+5YJMlwzf6Z
PcgXOAr4CcUrH8aQP0t6tyD5SALl5uwq3j1PhkAFa9jNiAC4B6qaAjhToMij7Ip/Z107ToTYdxtY
XqBXCV39rtnmnuu8JRCN3pVlpaRJH5KNGNsRMANPukb+VifoMdO3/Wk98B9/C6nkkfPJ+pR7tCR0
7p646McTN4ta8YYN1BEwP5RoOqirPyRhqFf9h5MHXGvXzEWWy1GndQBA/owDrThG1lVh7QfYGQcw
rWeh+bIELgUuDsXOouZs96gvUUXhEiX3qHsW3eYjFC+7ddwbS4Q64qr1DNmq6fk6XeSNQbk6tX2U
qb811xAUw4uggifFpkT6gHiDiP3PDwpdpsfbdE27ka/fJjN2cGUhgZrRgRtSIEhVTw6/JFhTpJYy
7fk/8SWsGt4Cwzq0rSQ2lJrLGOIn5iNy/kTVKVk5z3byR5py9qNRbrHITai+JeHkPGafAR265ASA
qEQVFJI+hnphIx7dG9tMBvHcyCr4rHfAamuToQ6CSpFg9hN3lN1gZkMqJZ5Yd1osq4fHUw7FZGGx
DvGjIiImqpC0x0hEQNUKtdE3n6AAYjCXxsj18tug4np4i69P/7HvO3EdpKZeQKY+U9H/6ILotnps
dMjUu5EmbbWodHUEmlBjL9SmXTppwHBG2r9Cyrpa50NtwQe2SIS+TK2RrbplTWsjiLtk5cmK3zuS
QyxfW+qCKef+beYgXKhZaRup+pWnOCTM3pY/fuiriPJlbVdbZ3exUNlLPTJZqg+5+nJiyIh19VzG
SsrIcHFydYRjQdzS5bJ7GAwn5Yv+jcBOzfDli8CeeFQUfOWasnIRsxRBHoLq9/zipl8o3PrGi+OO
XZmtu/mRI+sXNmn4RS4kZULPHYQxuXOSsPMgUzBaVfYa7DprujNengZDy+7QAWds6CShwlgGpBuh
+gq4XmlB6AH95KFyJxNSRnFKCLS9cTxj0rSAgc4TK01xkcwg21w1Q7fwW4MOf5v5QfqBMji1HcEZ
/HcK588FeaIPGd9uotFWPUZmq4soOxNqAIEG/Q3fXtbXyyd0sPiW/tz7lzX0IcnUB1tCmb4w7rtJ
FdUCJM/75+lezGKBjdt4vehIY2/oW8/jR3yHukBKWK7Fdu6l7XtQkd8w4cn7yCSOY7xuDl9sQBf3
iD7vYgpCDL65qMghbe7+RtjhEu1Om2Y7Ax4ifkEsejSc49vVGf8oqOYPgmm/LxR0IzXAk8YQtsRH
NARGtSVzeHwoAdPehjdz36nsCSYI3inSgU5JGLWBE/mbgaJ/0LuD1kJ3X4uEKbwj+Ea4w3JN806B
YSv+K8SVjYkAv/V6QKJpWCYYW3+lEbE6mv68lW/iroE9ncWt/9oJreOhz4+R2zGjKQmJfSxo6zx1
2sd8by5YfFWJMocVdgF2LwlaiqkjAS+moZSBowJ9IQhyNJU/kjv2AVbu2oQb3HFtLTzyyRV0BO4u
qyLYYGN0ds2RwelXkJNYlTJvkTIwfK5/ALjxd0k7AeJnj7SvqKvYz9Uv4JEb4oklwDXuq1/C+mQF
9z6jNymj5TP4rH28Bz8Ysueh+H44Q37ijfDu9AGffF+EJRiEWqxTIf31jWj0Dkn4EcXYTYvZOksL
BlFCY6pf9ahhFMq/sRxvjltbZWEwnBx0DNgEDqIpIFCFQlQqUs2XATJ4vOpNcQgtN+i6xFFwILuu
wKEnpFKSxjy1bISC3htcGrljAv4Aijz3T888NFHUoqrPFrgzp4cy/BEX8mf5/RWLlTCoVjVPu3RZ
o6Y9ZvPfWkCMpuGJt5ECvqnsu/HLM42hweDu9iwzbrlA4/OsG+nugEilc0voDBSepSUtxkcOB/z9
/9fohO2cY9ip5hmqwN3nRqlfBQsn2qMK14Kyuah3YTDEvHCl2QRwj0t/9FJ0UuzS5J0muzm2k0zx
CcDGdlB6wM7jtyTRkJmtNopIjavE7FVPqdBJzkXE+LBcCkG2A8meZ1Gu7UEnMo63FmVC6hiZktq2
wABUXtaWPDZb1Pq7QCccrf/ERNF2fnRSUQh+73G72tE2mckb+ohO6G8IIJHmiJ6GPQ+OiH5+vVAq
dAfmp/F0ukFYbL0va1dleVoaK4mvpczlMD6ap6K84aADKsC8kA6k2Q8/pbCt5MqnGJpoGhRdUKRP
3iNpxkZI3AzsEBwThTKucQvOqn8JC9CSbA+Xvs7/b3Y8SjzIVJgP6LBbMaAD+u2x8vQ3wDL+e+Ik
Mbt0opa64AWyDDbL0CMCm8vkscsvqPoXf7xkdo5AVFZ1v9G5gpQp/wWTclsPjfhNhg1aLUVv6X/J
8eugltXC9EjO0pZeaowDrG7OuJDptRYryEwFlnOxMe7V1UNPdvawjDgyoJML0ANVvK2qtGj4gSu5
J78NzvQu+OUTaQO5KH7tA+AOcVLKAAmQ1gwJUWVPCm4za6ug9K/SQU5IS2JLzp0an3Lbg4WPNAa9
H8XPMtm6le6QIHsqTqlGmxRil54Lb7D65gJJE+uQPCM2VmQVTkB4I7ocJdVYkgh6ErkRKZXcxgNs
vgi6N2m2BSH8tvkOq38bB9im0mh+Ldt/eZZ5hONK+6GRH5hD6+gVDhgGr5raH9ZFcQVP3UkXkNKo
riO/No2rFkV5urRdMifKkWcmWh8d7sFgLBUXeCMgZR7If/r7uPbeseyrj5O8WMR+MYCWEtFds2rp
Ref6R5lvT5B61CqoGmZAb+hXIF296zlb8in8GTdFxh8U7zU7dSrNbX0V8RHbjKaX5oYKj6iVzu2c
sBkTaTCq/IZBPfkQrjx0sRDuXxen9sNL6jZjkRYzg0mcnLcAdD1iKHF8d4h+6tZ/yExqEtEoNFK2
IuHFWeddVMHlHfLbF2ZtuGIrN/qfXcXeWcKSERI+FZMF1ratPRQE4kHOJPlKXkQexvUkvqxftDp4
pktwOe4ZSD02pzvd52VZgZyg+5aNyge02aEnVTgDyOqnVITCF62/IdY5BJnvs3ulmlwKs5U8ec/o
NDEFZ1+2BSbI77KDromYuEUoqso41e2UmkanVGHOk0M7k+UDVj+Vzk09bJQvto5czoBT3W21fyN9
yoX/SxZYIA/obQifc5f2SCRlmhmJobXGk8NHbw8/VfxNKcxg40Pj//yN+IlaQ1mBS/doQeaqVj4t
lJQAPh463NAuN8G53DodXMnizFI1dDtDu5RTU2mlV18crpyxPWbdFoTAPPBmc6VmF6YSohtsBg76
G9X3FTA9tQnpySwWBUkRu8Ov0eCqB0+MNqBWt8AVIHfkaGwTbnmMe28ZZjEWBKica61thN52KUDs
/oZKFcvMeEsXFTJefpRt+XI1XRNTHHtJs4p8k1g7ky5zKrRui6Hq6rcd822dJWjb9d48qadqP24G
7ZcbgjFuVqijovstCPuTovqGiliomxt1yDDqwreYKLxjjOc0pMD6NwAouPMzlMHdXE9sKyZ9SzqW
DtRYqn7E1gbXX3LnjJCKvEOdUfVCcbuqli9cdv6zs/va5B5Bz8Np0KxdMiobuchnYZBNUHnVXy/r
QbiagDbAsufL6kSOSZYETUMb+DPn9h2KS+kkRxa/LrCzqo8uoNXDECZu2PddA3o/2IKU65i4Q+B9
6GE7JUAWdgpJlMIlOWJXbky2ObB/wP9iTx3YmxTAuBnGxUtz95wfk8BcBxU3gQ3e3cF0NVke0jQI
sUg7xTE6iCls/UgodmE1ot3s/p7o8GMd3qO64WlndTL60e/PT0OhqiHeThr/ojZtDwViaJb7Wvr7
Q8UPvYJZzKnd+R0PtvMO5M5OmNHWCunomqPccE5Vvmt2VK4MdGoLGxjbgyXOobSTVYHLv3QuNqx6
jwJLKT0keSpqbRX38laheOmuRDpkPC7XptE44DQB0aeTxihP6rkIW1xZEJoY442PsWlFvfxFQGia
8zbgyzANPTC2y057nOsKTx3CfiQOWSX9VeVTXj+G0clHaSIEzyH7gLRU26Eojrq1YHvTo0yUUJ+q
A5AlkMvWNuFjwiPD0G9zqJAuu8gcOMqZX8ZX5GV5CqKphB/b5W+On904Hd21Hqj61d5vgxGM/Bxp
qW2k1n+HhBc78DGnsJUl7niFgl4dFftS9wY7Z6knVAhwwktvAMENM3BHbta1avD7x1clbD119X0V
XIbDiPeWlqe7bFgf0dJ78SXyOQtppiUEdEWvJlPFEChgFJZ5DADK1OQRtzFcR8j2zYrRZdUOgO47
+dXxGshimq612farnBzPeaFGaJ0g7XqT3Cl5SiMcrZtrm3nYTM73YPakKcOzTPFcPW31KZ8X1UpF
bMzAvbTuSm7tcZ4lnRlUVBn+Ry3PCTFiYOLsRrg/p1K7oXgujT4fMxrVujHadbxj+mML8vBRLSek
bj7DS9xXAJsTFhGLpzEs2IOTsALx+qwWSsOA2qB0vYFkqlw22fveQJDxh2gbt8YhX2+9Kh3mPcWy
7/MasgibizRFxu7IhNgt7JBlRY+TWgoIQ9h9G1oWTeJGAmsMPo+NylkbzbS8s/a/vNYEfYo38grx
N1p+l/8F7XbD7s759pFdKq1q3rvgb4iqT0r9Q4EIsCxwdiDuJaMf7lea+qyk6Nj8rgkusl9PSO95
IH9uVK/uhIJlmQ2mRRBiSlleILEVaj/ufH0FOysrlXstPc1D8/RIY7RAEgTBMvVqgwy6UPljiQT9
EibwRmhtR/wzIl/wnGeD/tIgH+qQWptRGv7mRtBvXdwdiBJ+6ELKbWfsEDjZJP81ofInWmk0/Xzo
nd03m474fwYKHMBNcEfobQWXk8tXsXtJRVuDS5C7M3AHxcuAUBobxaTRO6Pys7/uVK50xFpeLSQQ
Mpz/soH5CzltmZGI5EkLkB3oaBm3oIN+SjbiTiQFh/5tBR/4ZpWH8TEOZAL3EslKRAw15D0XGvGt
aG4SEZRjGED9o1KXoKg32S71tuBX0hHUbMaibVHzlkgUaTC9hlL/j7w5iSHcUk7Xs0tsOZh8xaMz
x/FgB2KuoOUhUmWXawqUTkahA44R1KY2024BRhkGCMldK08H61CZWilAqX2pQUkixsZKoriDoqqm
P1zmo8Ks60YIPAyLucFClQ1U9zZfJcJiAjx6J+Z600D1+8gEIXwgZzowofVIctudne9BPmpGfYs7
MU6x7p60UwYEGpyxjAOgovbK9HiFR4xlFZwQvH5qLqDG1yoexlrkB6vRIHQDK5MySq9uDEN8fzon
xecbU8v1hvyVaToPP4MvqnqbwkWOu+pcAZsb3IPt6oHUcyEnwJ1SZZRBO2i3c1XEnsrr6RL/yfuB
Doe8UtVDapgR9bvUT8xWmvJGGqfgh7X/rQrhRR3akAQrpC902ispLHKemepsRMTMNh0z/Zdh/xAD
MNYyobm3f+HZsFxR1ITtxaCzRio9iiVN+meTmTCGMdBSuvjKusY4WM5BDoA7W+6PK7eLK3JewIOP
ec5EOCH0icILfPFOj5H2PWTdxWAy0kvp7G5CYSl1XjKzhQNz1a2fqvEAgDI1y7ntR0dutvmuUZPt
TfVbdwcbNSt+7q+cnbXLWCHUle4wG/KJ1GkM9BY058N9EzY8ax9ErzTQwDFsp1EYn2HnbNrbd57R
Y34xNnYP2TJE6ZePBpcit0Sjp+Z4Tb2FWDcUnKGYWEKDnkuDiQlEx+77cKeG7n/UVUpP1ZcDov6A
C6rm9U8x9f0N6fiksq1fx8ENXyAXeDAwOcIQdXGBL5RozxTQEzaYTQ+6tcmlHmi96FTfvaTB5YB9
oO4jKQHtX+jLkiWAQBGrnAyMixWwifndJiPPLC70q1Yg5AkaEmyQwayvuT7f4+lTC/SXAei8vvsF
hjPZ22pewh+XIoqGms/pGnbvPlkG2u2BQU7DXJJgEH6OxFQy3Ak2ARQksVhcjO3Ioajk8TgJchhw
aiZkSO+KXvfSU7PWsJiFLxTSGkQVdVv6Gb79WFU6L26csDC8wZ4F0xuNpicMWngqmg3VcNE2MFxJ
uACiX7pqbAyk5/zWlldjEHyqmIUH1yKiyKl1NQHCLyk/2gSDUmJgtS+6Wzws16Jn+PMQOfIalEzv
QgHbk7eDUsP8mD0/YzZj5ZNGWTfETU2Jf2mGcoYApFQH4URfilmYefpUoVkdJR++ir37L+y7YP3F
fmThXxmDjaxQMvjvqdwrIJ6J25LzL8JFCF8M3kIe5Ry3Tf9BlX+TcwqWFST14h3al4YbRIywCnd1
VYB/x9eQpVOTkxZ1euRn2RrSf9HIIY+1mhXJMR6t182oh/b9ZMk4JI8w/pWbs2fFBl+exQDJw8Ul
qokf3uw77P3Ccxs5xknQASIgMuLHveAhet7saiSTnvuW44TjkXzvrMsf9VEmt9BpjZcRsef5Jouj
D6GMujaplhhw3/tvv77Dkycc3bMyLQTep2IuxUw6EWVGCLSYJe+wkEoh5t0E4NFV76h4zkMM4o2h
uesl3gnT1D4vbsYygHFe+D/vYb0UyKS5sTkN+Sqdl+7/fyjnWhC3Ky5CHKd2ZtFKSilUTy392EG3
5ljbTDcAGfQFqvjYAsDqsWYqgEic+4z5IF1skptc1AI+MXavR08YbX+RrAAkROrIRYT+5cfsCKym
94AkOc/8pUwKMgTIjAWQdSN5nK870hUOG4CcAwG1VO4ULEoENadR7d4YMMH/hqt88u9WlyWlA1So
YBX3oEhEahIvG3LwlJwr9w80Gbpl8O3InN8ZhaqcpKz6JgXT2H43rxTbgmT5o+FbdMcuzL3LlF2X
BCfCInZoXUlIUl02A3hnzMhjPrzIG+0+fg89jYO/lPM+rGVFFtZekUE8XsLF1xcBEUkjomSxmE3A
6rFvnz2jFA2ZUf/KWpBK+o1OFShRBd+vw+4WwRdBvawUnNE0W4sl12Suq4XOjqOUYli6MLyBQhX/
SAkSOIVudFzo3/+CREE42cyIFPbFmmclo/qqTgxU4MahqWKLPOVYqDTvDS0WQnYIQhZ82osSmnHy
KvIuDGxN3Df6SrQdXeoncYfimXSvjGb+vnFH3gnau9FNhWn+v+oPVB/ktNUHWN6Cfb42JUhptBmR
0ZLo7BMIzce+RjOOcrs7PBQYyIf5QaUaQBHv0zFw851RCCquKQXjUoktLDlJk8x6IWQ65y1nl8yu
J95x2CqWlRAfqhh7I36tudZ8SeBbAnCA6w1LcRRYvU4yqHoy3Vs+qTR+AMwFqZaKbMXjdPmvg1Jv
jmQvXanSEAIzm4ys9ZBdoLRUM72Ods0Fp3aQPxVmz/qn84LwtsaAlPz+lTke5jlc48lquvYDda3G
GNcr6Nij75oHY1TOLpm//l4gvyV7WZS91brcAIeKxRDZy9uPE1DQsTy5xO5Pa5ACjb1ZhoUgM+Wz
rIAYcP/ukJnB/xOmG97XshRLrbrF31CUPCkcSSaWNGJEn/DeMECPvLev7nTq32dUqy4KoqJl7Fjs
BUAt7vb9wC2V0nokPuONXz+1G/sKk3Dtk3270Cr3/fGSDTVYactAYIYhYa2+HmD9osUqcc3GwEmm
aYGsphh/Ffe642FkVMq79etctbSWvnJtkOiEG15uwUFaXAYLPUxlpXigsWarfdK5mn40fMRzXDeA
bebQf31spRsla0hzuoJvBd9w2mYVxOsoTCcm91CiksIP5zDilgPRQprcrNcYE/DsQZ+T5e81+Of/
9KJjY9DUvNPSxMFhAW/Y0JP437Fndcfyn49ijivFeGT+nmPbavTK2I0AeemK2hZaVzpYUfAAEmD4
MofzxZKJo3e/ecTL8oY8iC5ZZ1K7YaSVr13Grq354qqks7HWkx6P3c20kvCpQs4F8GRLpqgwWvHl
8QGYS+5q9/NcfVAtb7qhaDgu/wxdtE4+KOGtFhW/Yx8BM265KIGHQ5VE7aL7ZVRqlaev+b+3iEa4
BhN7wsZPZ6hrai3MJZXaCA4IIl0YkYZx7ZHKK58FSar3Q3FjsG9b02apIIdUUkWFLnCAHfss4Mzj
1auzcPCGmN1Iaz5iiyl61hOLCnhIBW+PDU+yRZdHd3fvSUGdC9gT+97dZtLtEJF9wPOTGcMKFNW1
sj2Ru79EA6utYIWCqnhTYrH5ubX6/KSET4NszyBqfKM5TGdCkkj99bD3k/AdIvW4sB6cQ8/qtIiZ
ORVkcSsz4SQ3KwH3tH0k9ZEYN2XzeZB44DrnnYxMYBYon/44KRZqYxxDBTbuCuLmQKwZ38XR938i
w4A/qU5jwotW9EuKv3nrLdgLrEuW5XAz72XDhYTcYiDpLxjTNc08sHoxIPRP1KQGVatCSp9v4Ykh
SdCYUwjk7I89zl1XRbHF9kkl/yTFIoLWluKpEe9BidIUsEWrc04tbVFHLxIRMEGUuHygmHt+y2IW
OY2a79LrP8XPhDpKklpjmwGjrsILstSy4S6sVl/2kXJE72Mf/01NI0xaAnjgyprytr/ApydE9VEs
D+SSCUBjsgvPhvrMema50dX4nym7NlSAVVE3QB3VaWOmEqgcHxJiM9iJSnn9RF0sKDrzOCQDUL1/
j8CrEWulV9tiqMvGbzGsWUzcEbn/fzu5GAqDkCUdThS2mvuXgtPvTVEQF2QZnq6gycULn+oUGKm4
H3CSyl6YzmFOHyzUBWfhFGnSHSeGGzXRpLEYm77YQGFeWAGj8VC3a0a3d2af1LmZmu+w8c+u/011
0swqwrvKP0En9GKuuDYdSDzrM7DkHJeXnvowxDyVuHFiODF4r3b/QO8kZDRXuZndt38pmqQbUVLV
zGyCqBkxgGo+/aux1arwI1awRULMl3mTUXRx/BLWCwnsV++EvVvNnZ3oQoQ/ZjaHlouITehmEKZk
iJf5aQ5nWE3IPtcBIJUvs/JjFUJ2di7gZMjU23cifNp2bLX0Ztwh4tPsHmG1F+X72s3bpTnphX3u
hNocDZCXuCEC+hvqpj2XTkZyKduAJTiCYpu8hbvuJLl1IbfXXNbXLEfqmiwC6uPsgajKONo+LKDN
dmKO6yaPcQbAVdD72s6FiEyTaaYawWH+fgqug4I7O2+dOD5Z1GeLXNVxXANeurUTWpbiD/CBczuS
oRKFa6ywOem8icI9OEXSqv+OHhwcbJBDkcrrrquiawJaCigk959SHPH6Gxjp0ZzY0e5Cm6uOtmx3
koVpH0FSuENo9AWVCbZazVgC+OGls7TGg7EOcfFmqSnHHLOcEg8akcJaiJiRBn3qCG9ILTGlDvKH
p2kBbnoBR0YLIgN/LA8sobYMAmTm6pjev+G9bWA02uJpVEuvBwZsQ47jYnEMvUZLmoBXKNRWQH5M
DlIraVkynI6kUmSH7ate/dcP4kuMu4kQRqlZi00vW7h9QreYJ9ZGOzFop4wuFShaNW4ia7Xg0B95
hwwdzQnisWXbdTUdq5DXhiquTOwtfjW7O89l8hfkg9iWvOzsWVGFKKuAIzjFW6x30friYVRddVOk
aZwxI7cElfob08Ag2/wl0Q3tLOEykrLIXuY4oJCURmpHRPFGXq9nbPtKgEDAfv29taf7tWSIYlYR
8XYDLCpcwVboqAFYUPwKZSwNUq8719MaMdp8MzYCtHeJGMMBbnrudI+2D270+o8i2CTk9MOxhymJ
o0ZjO6sD2UxolWslAWs9CnG60LngAGNPxcXSLAkkNmYbN8qZUw+pIsdOvit6rvoZuIB3tEza/+g+
zOQVc3rB1jhkJ7qxyyK3A+Z/zcNZf6Nj/gV7rkFmH6W0MlJfaA2zl0F/RXYo9cm8PY7uEawpksxz
yVn/UrkSuzlKmfWXO17NgZsLIhH9ybXCVRWNXxC3Grt+bWdQXzT42LfGPOumcy2lQJqQk+/J3Tna
oxIcmgwX5kSGaZTafRa2Xm34t2He9tMHjzPh3NHG4xHB8rVuPzqZSoMM5lm3i6Pz3NI+x68PJApe
MVyQlkWOxeK9VhYvWREcmK2p4msuk+xiEhn3jkKnwGEn+Bqg5YkH6M8nq+QnSs0PACADZuH9dd5I
2Q7N3wV5+eLTtk2TgJL3OoYE7x0k2Z+CiSYTiK4LoNCqhbZGB16Jf3EzhsM22it3Md23KeUJ/VUf
shAGfkd1LpeSse4GmMIbm7Y6KDiJwNWAS8s2X5CmGqxmf1fRMlAMHyHcW1jLPjj319HWjz32eVMH
oY348MwOVW8TViISb4GyZ0AmOz/qxvj39DtAsL9aGlvZ0SZktA9CfjqLr+/Z1uJ6OYk6iwDrgO/x
09+dK65VZf2PJRrvWYfOAeUJ3wQySurpdNubYIW9xzwKGTAqAKLtfYqKbXn0G3ZP+oEZF5ELQDy3
ai9WtHvimrq4uCW8wHRuyh+quIyvZnyjZJOSIDcp2jhsN97csCdmGBLByKmVI+2J9oKB1X4ZBDde
36SbLEjJdeiqv3UMDG0iQUW+ojFpPGmEbYau8a60Jr+Tlp8FB/KkpjLNrqVbiyrXXIzvqZEGwcyE
EkORQAxuwriFePzka0Z0XW1/9XjTYq4WHNTmqoM2xrQbRYJmsATX1Tn1tQtC3/aqdmLmVEzScGZJ
4srFnV3XaGnOBlYxVZMnkGO/9AoVyBJ8CSnfl+WqgZVAJK2xu+79SfRzOsdfPujFvDIya8X+fTQy
WueLm+HlYrAgWgI6r+jzh6RQBGzdsYWI5VIUP/7s8GRXIclAbxSt73PXYJA23MTOvuh6aU0rMf5x
wM9CTVoX500m0J5YsGOrbT2T315HT2OR0YISnDucO+lBfc+WAcXnfbRvq0K+dfG84zpq//PYYaS2
qqJhQGJvWdsNARgv88el4J+fYQSveSeE7TiTeTTGQYmez+yq8D3QnDu+e4wvoxxr+USFW6k/+BQl
15OFilhtj6XxWkrOXwqyr/i44ku6pDk1Y3oCTDUn9Ok0ZwpuL2sRY00/yWQKGTjTGNgwDeN5uRde
dGsu1mv9/PeWcjQXFmw3TXvlUzZretTn5c+A3y7dmvGnaEdlPkqgvwveuF6ZINL//wiXAQ0mbq1i
/nVyZTF0iWCJplvfz0caJAU1xkCLkKNMLaHZlHbLF9Ti4b/27QR9jAzQvH60tw1tz6RFWvSkWb5P
HSuB1S+C2hDLmkQhF0bwe7x8fStQewxAz6wl64RjbkSyv7W25P9td4YDZAdkrXTlPwuH4EoG+ZZt
fJpqTQcLdS8joy55gLVly7ufklWScbkgd0bC13WvTduDLf6sHWeWmvMytZbk6vsR+GIoWywBR2Bf
smvhOQig3xS3XtWmGnAgjNF2cAoAFmT10YMOS0Pn/868vLUailYHgriuZrQ8SdOl3+eZmai/3107
o/Ye/Jh29Ab8JjB4O4gydx/Yf3X+ZZD1RH2QkaX2IZ80h3pWBlqPRvPfj0IWLAqiRJ/sxZkxPxnO
QCn5q2T9wwg+RuhPX+OH11wEI7pMD3u27Aq1t345TnxFAG6H9h907/CYUyBtQghvDsYQ0K96uL1b
nuvpkLkJUFUQdLHfHE6Tp8nNdqS3Er4JwdOhQms7sh/c6ZK66uySAAmiWjt0vIhvGBGelDBP0tIr
7K6pXNT03gunUpNg/wUgxQ0pnPhB7mAgqTGzOBcTQTT+YlsGimpwAGbnuAFf2pMZ35+zpa9ulOAv
2Dd/xw5WgL9Ky3y5miwGec42Joxl7vACYKjVQ0s8XsHBHhkhd65oxWvNXS2apeq2WIix+M5KyMC9
Bv5RPLrods5/TOI7G30sneEkNGH12UwGAhoM0k8RXK5/S6t0mc2UWFDJ7UZ20RuLIMHpmArQtKtB
tbOQW3r7Q45tWAGoBnYEJUsHQgRH9rPwQXBlLH3gFmjXGltswffcJEb+LQV3k7mcZ0NnFQC/ZGsF
fsbAlPfBSjt3zgf4eMOsqQkkQP0UAyUKl1FgbM5BLb4iDIYL3NmPYiIY3mEeCtesWlvEI1sSTKBw
X3S9lj1w5x1DEuOITXlEZQ8HEagtFGrFHVOEppzVpa341/z0wjnHmeN6fLkgEQfFK80t6QlkpmrY
VXqkSX1VHfAvlWgXe8Dr1Caj3cUToC3Za911UuzRh2u3TromLVAejvX/G9TxOBk5J2HzJPhizvkF
x1bSGhBP0Cfl8nLKFsT8PvaMk2L1FY0H6dJ9IjdvhsxYf0UDmC9gm+LJB9clfUhxoOL2O7vWVE8j
xnrKa5VNFw3At7Q4jr1sn09zc/MGGZ2vhKDKzMk31fmiIj6agv8EB/5pFaUM/4JBG/aXSxWl6/pm
z8lqJS+Nj2hvdVqGQ/dALiMzD/JkAwBRcU/ZrgZf4K72yoN12wLOeGXAeCx8UkNbZJ4qfKmvVXRI
uml+nuGyhSAQ7JfGrZVA53mNLiAvDr2eaPheQf2028JsWIToAKLHzqIVW85+0PSYMcK/oQNrObv1
Gn2OXzrufU7jM37AfeReqFu9fCm879f54nHaC9baW93YbiC97SfBn5DHGzjdsCcDVYCfmSzG3s/a
dhh1YddN0pFO5wNCTvr71c4iVtCzAr/BxQQUL/OkI0Uncclwv636qouWVc3X3pXdA9FsSedyX1dX
jkRBcdF5MpbRMw5HSiykdop5CZh/hyqx1hA0Wbetr90+mTBphP4JWHIpH38Kk1VvP5nKu1vyLqGr
OorjbpBYrC+YfcobxAbz7osYEff+dDq++1P/7DDfxGCEKbaZ7GR50Vr+lcfWPw59Rcq/j0HszPeJ
TWa7ZkYXEH0PQgmf/BzC7+3gpHlfruLxoToL1rhjV/sI4XbVqbrhBIRy7OHKB8j80c/BP88Fqgq5
nM9HxRlOs441Gott1/1Cu+gkm26XjXu6wxJuSN0xcUkcLw5gZetUgae9buy32blVSCI/QHlSjjIl
BI5iC6RN/cYHxWYFb6RcsK1bBwgAwvpTFLR0ZA4UFaLrJz3TikZx3TNhnbTTu9uAXBB6SvCwbj2W
YJ6rLL8cXJdXUkxH90fSIRfFLY6/ytIT7eAxCTKKDBtoWoY7aUoUcNIRBgpOTghl32J6dZpPLNZm
K3am7O+hziINtr06NRex2sicLaaxqD+EpUZj+oCL7trCjZEa3KwGvGsEbquxP+oezbkCy1Qi27yP
bWsE32qHifaujVPgsDxSPVSn/niaEjcqCUo4a5gtzxv6Ce+Z+1iqW6lSZvq/lJiT76F6cWVslPll
E/lcUyuRVhmMmN7hhj2RGukWLQXdx5klCKERzmKYdU1jCuC/emulqZ0sKvMe4O+fBtv1QXbrnnMx
fyFajtCZlBq4fSTZt8HIyNzZn0jgcqCf8J9b+/cJDNcLTz39S9UFwLUYrpJhsoAovJhIJa7Q8xml
kh8rxoZykPYIja93r1C/988CIgFN/Toym6U1Fi9gPcWwB2e4waxW8V7Bz6Y26VyVekKdZKrJPiLw
1SdlHENI+qOM7PjEO0B/sIQ/l1uDIyZp8yf3MHShrOcZs8oG9MGzCzD98BRUNf+cY0A8D9WpmMgB
Z7jlpp6nUCZzyxmjAgOO4aKiG02p3Mu9TZ34vhnOvBqBr6rvEh8C5OUCXUSXPNvf0e3b5YsoSebF
Mb+pDQ7mW1gJRUaZp3ToVXm7EN33AEV6CiAWHe/ytiaQsJFC9nEl0OLrD+cG6ZpwxuIpVmGiWOCH
gRS7tdcnnVr3r6FGak3LEdTiHjBZhe1uEysC4qscLOf8uiUfzXFpQizanhppzLNJdHqUGf3KvEKm
MrQH/tNL0iXAtdlBb6JsWT/HqMgj4xxziN/cdITzjLWuXhJRXTrshIGkMbN60L+yeoPEL88+ZKUv
KgT3hARoHy6iM65VzTawPYcQMEGWlFgVAIWlFwXxQpK1RctwnC5tRby7s3/ovqREZHiIA36v0zZw
ssYHQbuyfkG9pSmuFAlIyViAksL+8LzScWfS9O4JNQPa9ls5cDq0QTzW8ONXuZKb3LtuXNxziBsI
dhrkk4SDSLcataWGVw7EkK5loKoreTvyhEyw59uikeEUdsAilJlfJ12w4CbutLqoDPmfmt9TIzUu
naENsobZLbWXr2KIW86CIdT0vtVgMm5I/N2CS6Qpg+sZ447uwvAvheDhksFnXjmZnqZdn5VK7Sbz
4Gh5YFvVOgrnKMD3QZnM79wrtsBIXvlFh176dcPzWdc7ZG/Dcq7xwIQ4KvBE/sAAApDNYVtMQTVE
gu8IjxiRxNvC3DFNZTAKGu/BNQUN+vajZJb2cA7Qt+OYUWl4VEjbRLI84rTacfk7U9ShAaPTOpzV
lhhsmlT0GFw1y+FDg/pBFEzR7xChVi7Cx3/L4CFF4dViyRtYWWQ/ZU6O/0xSa6XZf2N2LOewgeqV
otymHAMIACglFIlsHC9cFGxPkxNNi00xcWETYrb/aC7SKKt8onap0h4+nyPEmqRIuoQ1eQn485mZ
acXyAfMtb+16Dyxpc6buK8RTiOOCQjWVaRHRTuJCa49bB6H1hGnI3PiSv0ISqtTpyrB3BnvjZ1N1
N2Xwjmq89wfZZvOs7//2Az+1q4hyZFA7zMn/XW68/kCd4RyQVhxUZ9cpnRNyPZgO2M9Xn+nMawVv
OVw/9zPboPs9ALO8KRul2sSaT5CVjn8OYys9KHd/DRZmDgy9669CkxmtrksIGVNtfvo9FgH+5B9a
fZhiKaoecqUbkTuaHzZDqcqotRo3Ry7fT7wBSRM3HDaBRv0dso0HjI7Ru/vGvCMRZFE06IPtbgXS
zpzXRQbZQ1kV06jQ2irUx+TY5UlmdgFNA3rCYl2QpuLIMzQVrdp498QuutnnsljlxsjJh1hEQnIu
1flaBgRMvV34ITC7+AupMQwnlBBasqM5WHjecF5XQg4HQIcOhSHdX1LFe/DPc7n+uHTjyNOG2vUo
gBZJkSAeDmTgRw48l2a0yeXGmS0zOVVD891EO2vOdC5Orayi+GP3JlWffJ1zOAwJwvreSrvp5zvM
VjOhGBqvdVzFe/aeYxPHqtpxmD6D0r/oI3UI1vrVA5zcNkPPdLhu3hgL6xxMFjN4pYhHUeOnYuO9
6usS8Ajtzp1BWjsu7wa35HkjpAoiATfy9338A7oib9uzrv4BfT8kJF88SOd1vesDTIulN21RFBuY
Qx9tiikCvCcFHwz/2+TGlOzSJZuY2kMQwrzkHIqGRbwC35l14GNs82bn9IqdgeUSgN+6jvAjvlXb
Ct0xIj36Z8Fj2KabBSM4N7GyuQCLAgBX5FcC/SRP8rRC2da4rG1BMwhhtG7NhnJXexQ9jdDGyeM4
GnZ04nK8+JF85r/vcICSsPmSts4VTQ/c6ADPucAcVeDwt3fDlk+bKr+ndJ5gr+x5uTEds5iKmMXJ
ApFWRl3apcJt+EKWRvRsvmdIcV1JaIKDie3CunUOuJrN3Fxrt12MymjFJpcTxbK+d3EqNUu15m7p
NAGwYYA7WlVBu0F3E4M526slTWgYS+26thNEgLqK3a2T0gmWtxYvzMqKp4cd2bphFET2MIugrjMk
9J+ZCbErIYhRQMpw0SesFXGI8PGAiQ3Egvz1a4fC8pE4PpFzV4o/5X0eSRVr09JN4bgoX6Ze+2qk
vZMDwbV7v+LCMcKOJg/B2pR718T1tUzdLya1Ar3Kvnl2VMXR4fQPJizeIkJ6CV/nqX/6faLWUUbN
lbK6iFFYgZOfMUaR9a0PXYy+ViBr0oFLnt8tOHmGldAxH1U0lc49ECpt3yRVN4Exuqs3qI5vvcyr
4LSTf/QTZKAXSfzgTlNW9w5Shd+jiX3f/l0IHrKtnbb6suENZG42hplpaJ5lpo869hVVZpvCQRyt
lOibClkh8dmecMeh8I5zxWCGTLnKbjXqEkTU0E4XJWJjodeGQUfoLzE9p3orYqirn3Bbex6UOZNp
FSzxb+MuuqNX4x+G9mCaaOTCrdJ9ZUbb16BqQNLG12xPUbHoLNFo9wkZNuIradicgBaHiFVce01n
ZfAS3MO9oO6f/sLc2mFZ5uqO3MS6UJP8HerhKvd7oPBEqO0RbKaUd8s9QSHuUdEwt2PqBsh/ynla
QweerhU76WREmz2pSuK6quSfVjJ0lyNn7Z10VT4VU3f4cN2+b1k1Brs3F1wUJg4KS65wcvnJ4fIz
+tuxWjiW5RasXGoPZsaDGxXh+tlFxl14UfmgbZn4nm0KMOiPA9cudeDkKysl5o1egAvGwHV7VoMM
/zhN5C8K+4U51IYi3dfp05Y6UesFwthJg8eNCsvj7Dnbsj2K7+cR0lQ/DkJXfjTAcONTfaGWXa22
2TwyojLJxd23rQdnx0+1rgt5cqX1MYA02pj5HJMDPWG7z9znm47n8DzeqK8qoD3r/fDrR3FNNPS5
ge3KPmw1LdwLDYcvZwxkHUT1VoSzgaG+2d9ksuxXbsjfVG0IsIOge4VAPXa8gpQsFavfAYNv0AL4
GYQm4PbeBWtACAPjq7E9PvO2C0Xq0m7rU8+o3lM2uBbSmSUaBByEs6eSZYANDPRtZtM8ifV1sQPD
Kl4bKzkXMAB4188Cnr+o46vfQMuzNoFYzpYcgbFBWT4Dvkbhyrx9a3Tk07E9+O7Kfz2Xd7rNWKek
nBnZkJAD15x0QQ8+hGTsAdGXz6BZP3ypsH2CGGUx7i550830SlrHOgBhIvtZqMqW7y1FO0fQw6VL
yhWCJ0LSMWFdK5i5TtRKqi9tlC5GkMZ3y/ArV6gO8UlLMEXClD/OZpCxdb7MKuxeT32HfDDwCMi2
ZnXOVCcd92r+VFf3WLtxdMTRBKw4ilDNUDBcC2e5gDhz9OmGPnNBBRNpjzJpdQP0RQ6hQgNDbWzW
HMTR8w/3x2tAb8LjTTeRNiQgAnhGipqqVvmo/1zfb3HCylNzFsjqsSBEoHMUB6j3UiAlZl6nUWoU
NavHVzrNClqkza/tPH75tPzJMrwxCs35dvFPR9ctahgjHpUv0dIQYgessKRwPjorm4CiCxrjKvZT
CTGAdMF0la8hWqE7OHLbnflJvsfcIW9Pz0NxVYR+Yb0xkOP1bfW4Gaks+yk3tISP1ScKmG1oFOpD
6hfMn7qtiH9a2PEL6Ckw/8PHVlP+xVXS378Ui+bP2yY41U6kMZuKuevhMIlmNo2WYxmJm1ahn7cA
JB8FlWqTP7Fmwdx/oZPss9PV/uLbEItz83SjL4CLgbW2AJtZBi72Ei3P4yoiwHxclBHsuWEDSf1J
6LyGvYX5zOr/b6P9Sz+zj+lJomA/ZbW8ez3v4ENtT2oDbh/jwhxEmnhkOcHIHxz6JQn7QG+Xs/BM
Y5IYtMW2lTxc30vIzodUdwScmK5RiE2epNnd9qaY5tB691LNfLJ/luxUH55tofjTsRxJyAUjmwI4
MV7MvO0hGFlLelGatoTGdQT22B4ZnVksiAdVVAtHIxQxSeKptc5qk/QpIgk0z/6Wy5ePDnXYXJDo
Mb6qfrFaNy81+BLiU3YcBvRuFGV/nR3/zDy/cQjT7znx6IVx/upbCQpqufIDF1TCPgMQA4Njqki7
oUlqVV9vY4j7mrw9EAp1xKGCzTe0zWUu/o/7+JyK/MYWT9IHPxW2n+FQaDgS0fT80mQacjeGlsTO
vb6oRxy+lhiUo4Ntly/JDWc433ZG8f8g8Xyo/BNvTwtX9Ex5ttyLK1x9kvYkdqNo1L7DGirhGkJS
QMxMrk3OeVKZBExNkETrSpxh4q4va680uUYmigrd8aA4F+0RaZ4v9pnElRWiIUZqtyLHC+i4JRrS
ERNAUE4abXJaX9dtPvKJfOn1rUjNmBh6QdNJlUpw4WaCT0ah1Ycy9iYG/uzukOIlFpgSWIKTtu/7
na/ZHwtJbloDb0XflA94MTr+bLwdFN+aayEjuxdVNtLUQ1d8D2jvy4CXVSWUAHm0s+/AaQaga/mo
cgMb20vGFxBR2pyKZLYKpayEQl0GXEmWydnmetKQ9BD+j/KCxmpVAVbn4XH3iUWHZMAKpzd/wK3f
8ITZk0JKNgR86aBSh5GQOVLMY1/g/cWBAhCz1nPqDE/UFaRHUr0lryImTe50Dp+cbVBuruKISzCF
bGtQLLNiFG5oBG93IicaDXiLmanIWBuKPg34fcDCTyLiyqEdnYb5zQ65/B0SSlfmm8jJndAWj4b4
nFEtH7V7On/nCPDRqUQefgHgZz2/RHu1HWiTZHlgUIP3dAO2+aXjHlhmZACHCsygKdz/x6xwCy08
pqneVwebpEZp8GaBGPj+87i87AUl1dGGV+v8394gMpcKmN+eGv9A3eitK++YvZh6qO6x8b1aNxs7
DG1Mz1HAnoNsko1l/Tdx/eOhEiLcaawMXu6e0lHc3QnsKzpNwn7J6q59XaHKqhRTl5AbCIMw0wxo
qBJnaNLUKXNz+XctsFqf3HnJUEDQUkWuMWKtzxtjsSMIcWw8soWeXNM+ygnnRGlpcWvwQIhqiurh
dS/hRFr+tC6NVY/a2peW2HtTOFo/ekUCtcSWd+QeEsa6AQvkf5vFt3HAiFZbnYucTRQjFvm3FO+0
U3aO1629k/I0y33v1Uh1alhJv9/0G5Avd0Vhkq+aqP0ahPz4emQ54QgaMF0+OzHNpQRkzhxpW5cN
a2mU7rcioFY3bLEEguw5aSDbQ16sZ2bjYV6k8B0qLUGNHtcWjo7NqxtxAKEC/RRlxzVRjy46Im/T
Bg6xRfHD1q5nILkWar7vmb3UEksDrU5xeTa6XfA+oehbPDe6eeEuTAO437F6Zi5k19flUSnzz8oP
Wsd04OE1gbU62wgjQuM8WSMJKgA/+WfWCFsQz1dYTpEDcjeHc6eXNjzKsLZWPr2XvHKaYt7C2VtC
SzDDQSZx4kUcQcWYQzKxVFLG9KcfcP1oRjyZwOW7Qth/hbgYqoBsVMwGvUChmHwVz3SE/8d5tVDX
CQd6Yf4DOjq4mEckx79YuVhCRa6i5mhbITskBiTbBwXLg2eHWSfZumwYyrgoSFcndnIIug8jzgkb
1ZeAUHSqNYOMv7mlb0yuMxATn88thtZLZHU99anmXho4eeJcymibWgG4+Z8jBuS3D6ugKuLNKA87
ljezVc2qXYV07oG68jFXgz8mpvkmtb0vlAmvNsF/tXzD3v/hYiVnQDy/0fpdux7sdNauCeyBVvg3
CI6NvVHF5Uwu/1fdYQARWjVU/1OKK9i2SjZ/zwZNfaJHJ6fVdEMJByWHSaTdl0RLnkgrIXY5AAX6
35pU2fG7DFvSKawQMCH6YA1JzlCi64oIkvjVeF+mz087f0eOdDLtwiGajYBzvL0qmhX0lT/LEXNh
vSK8UHHNGO3X3o0LTLvi3grLHXEC1dMwAqewBb+twFr/suQFFxjnBWtPtoL9CIh4uq8eXRwYmknt
EVNO2sA7eHLdYl7K+xNPGO9XVV+4RuFynszKkuJlGvhSmT+qaf7W9Gpy0lXo4bInOHqUJI5iyL3c
M3uUAc6K1zl/NZpef4a2TXKZyU6Mow+AYmE+ldcadggZvB4cTSWwWxQmQFk1jFwatP72rKHhdMKy
1vGGBgsGVEZ3uIokWvCVoY44B+vFtrIOkv+mh3hHvfP8errYRHnNAtUeAOvISZdBPeKZ6dWsKz+6
X6pJaFXdUEoGJ+94lgLrcGqfn0PqCgf01HBlXTcIIDrXZOQ97JxpufQcuM1BsxMCadYZRzHJMIJz
X1gNnV7x2NaIta9ep9S1DmzkuWPaOvFngaa85XwXcAXtfcveNbiK9pgTChmAFDtw7Xmqwwx6MxJD
kufDSjVBqWNk/wYKCAQuehEiDOn1gthTV1AB+pO/vcgey8UYuW6vku9KCygMc9mhmdcN51qh8hhb
WE6zJ/oj7QlAVlUixoLGJ+FXIbWbvuVCB21GUZir+BfG+nd57KLYs4x/HTDlcBlwLcbrWw5FbrTs
8SiqufafH6NUqN++od8lXWEYdrrTrzok1dJj0SINiIJGTWQJJ8rTWCutMuomApdFMP8GunDcU5S1
bkpZ51n9P+pCO6keSEP27+qcwSJj7ZRoMdAAQ/qH7oVPVx9jKNDDhtXMR3hQ7zzMY2nxFpoaRY/S
CW91IjHZs0cCXnw0c2xDcqyPbR/JUKgYjwbSpzn1hf96NBKSdxDjWrKZLYVnSoR/G6feb68JfYLI
MCbxewbX1xTVdU5LeEQwHQoMkpo4YGpN7QSA+8j7HPmPJRFbwbqoVL4RSadOaiohJZPwmn+C/Jrz
sTJqLyCIcg8nnIic3zqlmU3o4Hm2oWvuiY6nDAvmnfPpQSKjgzgtPxRyAZUfzLQPqaaA0aMlC9ZP
l4UmI1T2GSo3t4PxXi0oexoGL8jKOfYW8BU49WSriShp3BmGQjT2bi+Zlxdy41ecwP7xNtKfG6rS
UiATVDxmoKRsl4d1m9erPd88BaIJ3YjPzDEUC1/yJcQdoM+Xveyc/jR1q36w8UbrXF1hG0jGUsxm
W5aD+R2QvwXFkf3HHa7ixpa8QTMRjMKZEm6SirfiohK/i3ZhkUequOHrDXOAQSrcRzuAGzG9lHK+
2HhO1h2tJwKafFJExvq1qLmeJDSfs/AAdRyqm7FPNWiizySvE96HciwwtarIqQnhJZ9T7DLYWcpA
X/EJnyk8sYicfwouo8Y2s5FINLClgBpvAlhUsE56BH63ETei4AC9bAkIMU1jcZlxIPZ9Vb4HFekc
AsbzWSOFJPaWJjlvHTE93kTGlZWBK9pLsxxf8lIFpZ3k3b9qAG+P41Voy+KSTF9g0fGgkkGxeO6k
4lTX4bqCUOBd2nUq2d4NdgDKVjEpAEQXKtmI6WGrGyK70SoFfCz6Qn/I89ML/JfmSGaBH66bVGqD
qnA+qJnPYju0wkrYw+43EdJ7AYm3o8nxcIHKkWIgoynUQsW3M1p+i3Si9mn8ZV/0xq+bTL7HpMbC
s65L93BIn2hugFoLRdVEt35lzvfwzVrchYYYduTymDfgpL5bLGS3UNjiOgOGY9AB0TIQ6ejk7D51
LzXdMJny+eTUOWWB7rnYnqtMccwYT3zpZeeOw/NZRjIAvOsSj1Oj9iw1x+VL2e34hEcNxHdnObN3
d1hwoSumqU7j52c2/Rp/OPCBMGqAuOgTCZO6WRnHX6NANe6Ii3vixl2ynU2opnwgwP7El0Xvr9Y5
tkb7IUTyAF8tSdsia4Rbj90UEn0aMgIOld1mYdq0dlj3EFsp7QsJ9/BhIerftgxJdKqZHV2ddQgC
lTMpJR5JGBL8ZkDVh7Bgg2k5aprbO9slEOWgiU5/g9ZJAqWPBv9BcRAUTtWo0s7g7LOpi5dJuOUc
+4K+v53jcMQ1KU265cYmk7qzcn++FOXWd8XlMwrhL1ZtNer6Wm3BL71vvYSp3ZV7ut60GkoUNKTO
kiUnP3N9JkbRaQjoiyOYbot55yEA9yVR2ahIHQwHxTlg1QZLQZQYBWDx7AxRtkI5doyz5XJXfgm+
VAV6T96lDg8MvD/J0NZFA1w4qwVktfDik2DP6tRw51tYVHZ0QTspfVKWWBA49ZHd/AkWiTUT9Z3S
zSe7TdgYPVWkhFF9vnesbTSz/3xOGZHjrMPYdbkvMuHpOAXaW701WcAhLrx5xBFxpJKpSwsp53s3
wc0P1VQPgeAgZYa6kzrurLhlvDK7rN95BN38wO4WJusWEvcy1hr5aQUGC7VLTmr4SSCXXbn0WS5g
kgDjZqdQzHZS0Pnm9a45Jw+Oz/3s3zcIHmApixrl61+IRin8DYlzpS3QpU3d7w9fII5yxiwf5E6J
jPUSBGifgXMj753mB6gZ6V3TIjlNkmebv5SaM4ehXUXbGPYzBsLQoMANay/ysAmAnnkLzx8Chh3v
jKKkerNjSXnmPn8wF7Knroq4dqz2CUcas3ggB0lJ+mI5DhV5Rac9M3xift2XkkULapDL8pxlke4R
jwKKn3sKD9pEMsB96jo2deSHXSLL2pRCuqw3QXYF5S+T/pVsY9imoP2JTi3t4YJC/SbfCabaBXwb
m6s1m11G1CWow/RI2nSCUuC0hKkYtYwqo+Y0J6XEoGZB8V75/AVsYjf5rTeEi4n7YhyGhcALXUQa
WWKPsh6l8odrXeNGaK7wCqx+ySfn08TETtYotW8fBgM+Go5zStE1THkY8kXoVyU190i1UKo7DQnS
8PKz6tB+HQtP9ykv/TM77XqD+ubq5Y2JcAeLnUZIthAqphQBAZwIK1rqXpeu06wfVy0xV4CtMVZk
+NGAWBw6Vd16pTz+cabDKxLZNEn08/sV5mBGHzr80T3P+bvgq5c9QYIcDJIY90R6m3+rbNa09usP
rqdGOTHhlCFCqQP1Ith2bN9yApTx4hWSBg0JLwZl4whYbcJOAgltIoq+xq1n/d6BVABb6vTZNcQB
jSVx0YZTi1GU12tBs0pgNpc8PRRS1ZpsnVi87FvABLEjLivX6iAr/wAy+wd9iTiOhLrZFRvgT+Rz
/bTIVoNqH3FaM3SFoiGkr29XB03Vo0h+PJxYpKrdZAJET+ILjWNUJPPo5+Scts2Qdl/nq14YbynH
dPNmMrsEc/HS84taF6EUGv5wrOrkaTHJ79Eu0X46nWVaUvZpmpcZNYS5CbGl9z1ErJcrnGpUY34Q
UAh02GIGXeyqzDVGupLjG+5tfPJDz4NdUvlHTIBYoiT/kkwVjQA/3OqfgC3VUu62EBovb+jqj9Dd
nbmvjxUIX2c85yT7dWEXKdkDWIDQIBK7Lgnjw4P9yCbtv06YOWuigWYoGKzbTpF0WMiPmb3bHhrY
Sr3FmjUOsUQn43BcicXW15gRK6KvISsvXfHgRcW8EyWlLxAysFsiSapBZ6K2qKov/n5uPjuZZJcA
DEhLr6fTLByKa08xgV5D4h1zvoW1s1UQxQeyhXbrZCisj7XqORdiBIgfeDNWMYDiP+ItgUKwGh3u
5JwKyxpRE/k5ByFLLl8jHGWCkSfK5nKbT6k8MY3jIV5nPtrzIf7SHHEXFfQUuwcwF1jA0e0wejLv
sPmwdkCcBp1lXtD0GfRuYN1QEZzA3wOo/HGHD9wZFL6rK+Nczqmw++D0E9yjNgOO3eoz7SoPicrW
GGLOy9A+qV/zhqXWrgETqoCI2Tc2LzX7TzUHBUQ5WBjN1QhhvQtLkrOGKno2Pu/pOG0WHsY+SICz
7bZXOWB/5sELNwDJencZPdSlDD4fRNFDoPz5klpeNbx1VwN7NeHgroEgVAKVT1Dw3vjZaK+Xa9ps
yCtqNDU1xI7Q7fwCUNdk/kCDhNzus8OjSlMtr6MpeZWi/um1SEvuwgDRor6HEBA6li6jcM1al/DD
DL0aVKXUzwr0v6SnvAZmn+qKr1zvcLrBneq6WY2wfSmVuT/2P5TtxsgXVmA82H9sNAx0dsn+bfS+
9dbQiEsDeQ324qx4YBv2ZkTdkfvQzLODmeuJBI51sSpTOZUGMLQLdxI30M79A+wavWVq4RRuH1EN
kKHLeIpHlWrCWnDlhJPVVny8BQavxYtZbEgiAcYJWH4Qolo12oo3TlMgjay3erYzwGudE+orS1Dn
FGiRO1T0fofRnGYs8+/cTC3gKZiPmLpcR1AyCSn1ipQcdyNY3mifZYrHgwaUgLiLoqHd7bBqA2sA
3MEW0VE602XXwOwlNfYOnfbaIA26/R0hRCOQKMphQ6vCaA1aJaLwGC8t7+vrEL11Xj7+d7Lct7Zs
1CPvBPG/uhU/VH8mmEKWfE9uEj1Oy5Dxo/2aLRIgUA7m+2SeRHeBkzpb8bKCkrsYuNtZWW/7p5zj
sN8JvLw1OYtrsKfhgGYWuMcd2Ctdo44solvGvlB5B1ly14gjsAVad7vH4V0BXYA4LRZ6+uuzmAtt
9jbqiV/hr1DEiNIDYMmOq4lT6dsRTKjq43pcqWbY1PVt2y+gE8IThTOTP9TjhYpMJXl5slXq2MZ9
EC3p2BfqC8Ba+CXigcKJsMgeuqPxFTHGH6Rp+nNtgKW2j3rUCmZMBpARmHJbtghFQ5Tu7nmRP4WS
ewWcHtAHwWHbqbKHM2MncPHqrpkw8W+co6DkueHrCPbW36lG4Wlw/VPodfqqxK/IbNEaG8k3XAt0
H5ONk2tdlLcPMvr+CwYpbBco34hKn9sPEJPAXBQO56HwA8vr1dooHwVgEYLZN2PP52FB8LXQtH9p
lGw0TbiqT1i8VUVdAcQlt9GAfo1uUxdaMqLdkQg5YAFFTxsFV1OULQbbVjznJOkkDea7iddquJ/O
xe5jjB/LHMnT11OqG2NCNGgUt5Vfztoow5ojmjUGh81OlNIqJwgxlkhgGv3YZu37FkuDreQP8gzP
igeCakenTC1KuKxjInPeERY09V4Nx7PJDhov95ipqkp0JDoVQ79+19awpR76Cmq+5NukvNnF8PjI
9zwhvdbw7iY2A2xmBvF/3sOQ2MuH+D6UoHTRlBkMvUnOtUtVEbwem/oyObVsTgOOhQ3ilA/pSoCP
VaawCk9aAH3Yo/KseBw5J3B6EwO+pyRzyZ02E7aPE9QqndRY/8E0UErSnKemFZanYl7QBDmTxeCT
OrsyTiSiOWyCsC+sJz9X3PCGCm+wV3rIhdY57CAT/r6uRGgCwBkEhOfkEQMSPM1E5/rYiA7PI5Jz
UUUWx40E/d/L2r8oq2TLNfK7a7vGtEqtSsE6NYYI4v+8jRu9ux9VokpK8IsSBfmNBQ5KG1kBbANu
aqEQ2sTofXGTeItp0LruvyK1qpwY9O2mDldO+DCYe87ehgejIxYBby0DxWQtGxnqj1tJqNoggToV
uykZ5iBLM49WIyIZIgKyfQ0ubvorlSqiTZWBcY7vTVQw5RgrOjShYXZmISn8CAApKe5BpArCo5V0
6OBcE/xunn7z22vLa/d6m9SCUVBnS60ajlGxzbUOSSg9PXuWVPEmeON2yvbnOq20bwNe28FKKXWF
iDTfkQlUF+uY+miH3wFFO/FmYfIkx4OURb+omija94BC7CuUOUVa9oYnUk1YTsR1vCKd9oucMWVz
vl59MK+l5kott8ePa3esoI3RIUU8VEohIQh/5rwtekV/U5iPuF7Ze+ajvNHiTzEhQGi1ufws9+Za
dUxhB5SOzLSqmHGyfZ3kPlZb7Wh4O4HwMinhN6PlZZjcbnqOrO69Af+S6XQwcFMLi+RhCgo2QujB
urAbiBrUIoSsp07D8xtOXLWnFvwKMfRVQvVQTFQWW3atrcVVOm5cJqUf3s5PnJkX7enMudqIweww
zHtkJY71K8hohUJ/BoOmDt3JDnhOVZJQeC+vwEGoX51EzGRLWz+jMC3znNhVZCBczIcI7libXS08
Abeunh0Qid+JTKH6nvGOmikjc4Rg9xpug5MOaViB5G6dtLcD+NhrJs9rvD3KlMTmpmhnMI0ZIYiN
Uy9ptM9C1u20RsHiUo3uc+/e5Zjg7xbNrGjcZoZeYgPCSUlxyDtsLf9yAfZAwbk368fJOxWsfsTr
iKDWw0Jvn+J2rPzwMaNy7UHwhOIa2QIzDolqC1koSiKB+Y0n37MGHHkGyzAU59rSLDfJ416URf69
JOgZN+Pmrf6DYbkH2HElVTUjE8qsQw1f320dT7Yin1bkj8afYvPS6v30ZZCewB+8Lv3vIh3PFJBN
WmRG5aNkISkAMjRdLErG+cB27mXFzXdN3kg6tJqkIP8a3hUKVBMvXD+d3b9jVSmphnl9rJRHJJGc
uLPWImwmCyYLsrksN8QrHpNMMnakAHu1THCq4jWMib0hTZznezrF/XjCH+nHBXUt37dKeoUpqUWB
sGp++d2g+wpsulq5hgeC206zYbV3RSC0geEO6KLIeSO0KDU00nM9ptVFdhR4rTn4Pf/MZ4Ol8613
B7Hg8a3URytWmidZMuJPsnVXnzunF1KBAknIDupHgGcYNqmHe+l8WZMCL0HMhXDP6J7bHnWchaCH
76L2X42dkEQIlOLeOEr3s3c8uOx8oigWrhuBFNIDK11tDKLo/EI1+LaRXFaiNR92UgDrG5jDLOPn
x6SAr/VCH2WSPnTKxtGHgFUmrNZdYP5zp3jykyI6PqB3VZVkUoKaqtwxcohZq5lYccq6BPdHUN1F
+r0E6LBtH4+oHRhx3EEXQMaC90+hZ+l0qgQUh9hqg10HYekplR7yhjP+0JiiHQtw/UypyCIl1Ta1
MgFRpEtcw5t8yONPK82+P0lAo3HahejCMIVMnfzhRJAHzRgyyACvtopHrZj+yV0ak1cnzYW6o46A
ZiELeePC+aByBgqg8tC+jEONmykV9RkoA7nEp/Z4oNrPDy2SYzc3PZe9ixBHm1N0rhZ6oznSpTM6
wA29vGMa2Jp8AqsiXyw6yQ7ZMOtEQiN63amOeUKb7gr3OJ+7ApZV3h7csIFnG8zxDjIudaCXlZw9
fwMLd/n3b9A3JGZvgZJPYJhG3w1FXrFKFJGC23vhUYwzfBSbUNpPO56u5/ZJUp6PasXdqaRDpXlH
zKlo070BU/a4uNdgOdBdS9w/j7q9LTZPVrGlpRa+fuz1l0gcg2jqo/OVNK3zgebQ6WJc0XiA114v
E7x6dFE+V3GzYtf5fyPW1Ki38vH88RQZ45v44vmVNz8WajMR+kyW+uBDGl+ECT4nUPkGc8zBRij/
awRbReJkLAs2QU0U9iG1tcxZXrxu2Jwj+hyak8n0CAnXQOlCLNgY2h47vQW4ltbscifKbhveVEgC
7AQcoj9MemYyrG2EYMkLw3df0+Zvicjfi9pYFHFsWrGD8T02LXck9ZiFp0vSaQ1hpeqxj2Hq69oD
foWl6WXubJZBadxTRhwScIdmqi0Q+SnvgimhtXpoSjPNBqxG8ILbjuoHscRVcOjmMullv7i3uw2U
vuWAvoKBERy9qc8Jb3UHBWMX7Eri5W9zVtp/yswBW99crB6E02YSTKXKYs4GCHfmPyjrKbby0pNy
G0vrZqicwRncpbwE58+7BI0wJESa2gVyGmDNfSMnwhUsYNqgGcm2KWTwR91jGWRoUyBdm0n0bfSU
tSVu5m3tXUdWN4d4HZWgl8QphG2qUi/AXYbdcCLaAL0pj3Tkeo1u2a5pQz4Yt0g0BA8S3m3m0jWP
wtjeWpwDlslqi+76vI7zIxl10WT2iRgKW/slbrvFdoeFJxpvIrNXYtDxZ1m4ixpsM6V436OzOQUo
ivD/tgAh+HiJ7KrlwU+CBi/d73bubn0XGhSsaNYzGwOK85imp5iSJZI8Nouw05Ktc3UoxHMBthHB
//GmbGTbl5DbP6DJSbQ5tSEBkYzC7J0x/E68Yva+4ODGGpsZG7Mt6tJXj7ToYpKqe0rFTJAyeTAQ
bLgRueHOaWPi01PEltApcZqM8uvbPU3ZEc/vGtebgm5aN33I8NKhAgtOqeB/xE26EGkD0G8asHrM
bIJtYK2mSpzVNkJh0y9rD3hSj3UH9RewqzqhMTRjQLTi45yl+/EKYvZEGyK1q/I3B3I7VMX+INzS
7fAawmxsL4xtpPmnximofJtCkEIHr4XjZmNIW7RVbsdefmlZPxlzg2MiGVvVPZ1NGAOVBoOczNMr
8o16vDWLDCgVYqdb5RSIOfEIoQj+/kZzcN3PzbLzQO+S2QPY6maXBBfC4hzVSEe+2iStfPS71vXu
G1+73h1Dag5QN0LLU66oW4XovvEp6L34SHL0IxWHxYlXvGf1gmPRDOwZxEBz5b67YdT7WHC/uiOJ
e/xufG1QCCOYGNo+YuYpF8UqwVRixqHaMjbwLpIAd2/iFOEACK1i398W41oX/TFBRqC5iJAhtiRV
/x0AcogV9FCzzOgJMevNG70mr7cSJXwlEOE0botZlsZ2KT48BATkJ16CDISbOmMOkVSecWjrWnud
Hq2d00oIzPliQ89GHb3RYspLFVtCgZg/1jCaHMaRfAJ7DcZ+o0sttPgyRvdaduobXMK7/crt/b1H
2stjO3qcKQvKO0mMp+7HnGjQEotxI3Gap1llPdl60nc75p/xifgbMEO6lcqoLcOA3+ehe6Xrd4od
bX3iTB3TeyNFgdr53GOglgqEqEvHAckYtpU+c23WRTdrGBwQgyI7nw2EnKAu2KXdNx19rH4kFuCS
qCbs+4x/MNeCh1ZFQJvftn/w7nsvor/LdD88JJ/Zc2RSkxmDy9/dU9DvoU9yvxbEUL2mX/NGSvsk
ppZzyWXyrvrg9cyxPAfK8Q7FfndZAEPMNzlJ5V1BXVumx45LG6bgpcUsUDnbg9pZ0KAzLzBvzLof
0j+172pjIHCsCCD+Zrk/zO3DaUimrEt5/ar1F9mEz6Z7dqQYZ2W2gD4EU32HZbYPwaIlEN2AiBtH
vyy57wKiAzWEIE9fos7uAtAIUPIE+rURV3qPKCaL6nPPOjs3qTGPgisTsWwId/Lke3gRDAj8ZThT
J+xLX6pk7Kn5CZassMf2A37Bd24bTYiOmYXsCyYFyIrf4KdRcOpwxBsl23lk9xUdPCa33H1Rnfg7
GBdrknIiCwH0Un19CmG2KFrlzrsJI6aNK89wAZV6KVScIOdb8bzZ2oi9o3/bkmAd0MOuEd6yeVp3
9EoSo8e4+m3Hvs0IOIXHFxLu66111ufN2yJ67mLlKt7DtctVkt/mnByql0atqkxAUOOQWpy2Zgtb
zR2bMAcRfiJvdfCnKPWGMHRzUk1J5QG09qXjvC4pQuuSoJFcyioBNJECDtXMavmD/y/IT3yLAmId
kJ7wY2nZTCBFlWLKONw558q3yHInGxzXN3c0dw4MtmkFRxG7jdRi4QcSzKNhKn5u52SebCrRKYCb
5dYV52fRBmVldpeC3XLqvdi2kwiW3JRIqKUO6LLRX1DpnQXB7n6hcbOvNYaEr8pnH396dKUbQ0LM
MnlPh8Ip9DWWuSVtVJWzaB51e432QDPaNyj7n3GLLzq2IM/gobfL6X+zLK/d9gdxoFE14PD4Q174
uTAK0vjoEyI3UZRInJzM+ujQVCkKd7Bg+irMJiuRjlYFSwFxDL2P/Ya3/c3TaEdPV15qpDjqkh/d
g4/zxrSMW5vZCZLtF+xjUA4oT2e1+jvAbY7h842M58/7W2pkfiyG7mmaY/I/FrcQpqNhkQZo6reJ
Yd8sl8L/GtYmXZdMlwGnRuZoKBygI3Hf0b71IuCZJi7fil4I6i5BNwMHPPLhgnWEmApOMEwygUAZ
uKBWMeCXWOcngaZzLTrab5AQQxEez5Q9BOzqFSu32kT7dM6Enr5QH7yjNh7wEX7A+02Zu/2vstLD
sVEtCqp5agYzzXdYVwDXDfOZsJ+nLDy0bt7Wnhe9fgn/wjzr4sXsQ2t2pWzE2Q5wYWvC/t4sYMDB
j6KCcP3Io2/pDAFFgFsKpIIWfbIcQb1ihq9Wox1W7QT3xF08Ig6VyruJ0h1MsXX0RWqw7IfKaOWe
F8kGSZ5M2yUALo/u9CvhNyvEjVjIRGNNTQEzJvldCg+ZmYI2naIACGvTWbToXMV/lZyJCmTgPVQz
4IoIulPmxjrRizevmf7n/OvgtpL+N3nwQCuj3NVfz63wtRWKaL3jI7b5LcpwiYZn0TaFMMkxDv6X
RWOcYvCT8xA/bqzJOFV62VnPUwCiUtDT4ofGv9Zt/MUWgrn/aQ91Zc2sDI/rrfJd8ga445dSkGLm
w4/vYTyo1M0KWMnf/oy3yKRFhSc7J/wUZtz/AQEBV7TOU9A+ouk9qABekHNXFdPzgixXGNB/XCU+
sLbrBGr5yGWeCnTAEdGp8qCFWXQFMA+9wjm+hBGwV8JXreS8/7CVi84G4VWWhOBm3kd/dPQby+MK
ejDKF5q9hhCBn4dLO0aFfol5+JRbsOn69HqjjRz76M9ZkFw+Pk1aj3y3LHd8btXNa8GBGWH0AF+D
7yrmo5lul6IWnOBpEha63Iv7Yif06xnxPnwvn6rSSyJpAENQsiw/1a+Dra9uOUpiAYh8HrOd5sCG
2vFFRGkS06uYPdsG6i1ShUQTVeV/XwZHsNNXM33MmRs7kpI6DVG0VPy959HLlgUlE9Fb2OkpxxB9
HmK/0QmJd4tNADDVWUqP/jOOzDuCYjtJ70825fNkLre42s5Ij1yVXdRiJLgfGila8J43z4IfB8lI
vnnCbRPx+h9auDk6uJbKwcSkUrc2jI9Vl+dOZgjAY5gypKVfVU4XgvNK1xbh5t/MXWBZG2E+ImdI
oVPE6GCztunEzbh2s8jCLNXVau9gWrisPwH8gymaSWD9v5+bg2eIYAinaLtlmbq3a38FKAO1rsTR
knt80NHaxaTNcgBHZhaLbh8ATcNEdfK43BLEei4Y5eSXFj8RPT6H1ewL3+g21fibT4aF4xR+18y3
Q3yWzOHtSTlFw0tDHjil5j4b5L3XpbmpijgRdQvlJpc5R2iSZDiStUeTD19LdodI86zA5GsYmc9A
9rElsOiAx8QNq9Wh+MCfYFygXOLW+AsaBBHDK6kusl7NBySQe/bCDnttjMF5S9qXFNLKfWl8TfWW
wONCWy+l5oIU/D3S6klaPvyoUXOnkt7m5sDLzmaxhU+MeBNGOzu+nDdNLgfkpjzomgQ89gHrj1Q/
O3WJhu9EiFELP9pnZ35fPMuSOmtJu92ftKKFamOZ0fwHbNZO8c0ymay5A7CPnd0/hlyBhpHyRC1P
mqN463jEE9ZEi9dVNKj3XMagOb2RrvkWvc/Ppk42w3gMA6Mfyva40CEGmsahMgvDfbomxRANVTr0
CRW8yXzMBx6EVPQ4jNMisEVfqYLs6ADPa3a1YMixSjBUozVDMEG6zPQ0nMkf2ndFXydyIPjnGiqr
SB1Y/TZ+WMcEWhiYZrZxUe1DS8NPe7Lra4J+ngyUY4CA7aGD0mKDyu6/gjZUDUZJCDf4CWr9nmxl
k2aYghc0So8tifEwQUgWXjvaOshqt9G5M06xFV5/MK5zWiNVJF+m4tepJcCNd/1BfDgvodDt6e1t
0J54kQE7GgebTPVXeFSkM0mcN797EqZIAqchE5pfzKEpCGGglOfh5ZGZCb6ffRpqlGQXhul4SMdV
DPeaM86rGoVGS3vYeFImbIPGNW7K8Lv8E3gDsAE+VWcHc1LRyN4icoRFxJ6aQ0sbn22AivYtkFHq
2Ox2zYQTiXuhERhrTtY85HyGctV8CSNAHd4rwDHSz8W+0iRnGWVvjIp+FZS63gPkjWGM5vcJ/l8U
QZRJvFmu9IBYkmikKldnS4JuqdYZ3V6cUl8r7P1NNeDSU5CU0pcZh2UFCwVOzsKAhZ8MAddsQ1lH
rCp93K2BCZkxPK3QcNkxgwFNl/jjfUAcPwkbzwz4R2xv+LNu98/wsdqnQq5/T12wqQUz5QOjX/Fl
Y2SLqK0XeIukuggUBfDHqiMz3cdV4JGI53D/4H22D6iCSnSbTDRyLeJxFqOnVrkDrzko6ug+0ggI
sAy5On8kCmbVaDIQlqEj2O5PlmfUsLJkUQd1y8e1hRM0P1wm04Ky6zgcvbKKW1he1FQfl7hhFouE
BAXphmoDzu9t/vqqPYUFNtzxnX5AsuGG3TK06Uw/l54KoMDzZcnpuBURls5nq35gADgZzPUETIJc
KdzQh9NNBuYFmx0p9f7EkP2zO5gfWthIzmaAVzvPdY9KdBqvz6b1BIqTZtkqsr4kBREMANsCHcx9
7vnMVb+SXLNhlLAZnFjh6rJzCVSimnLwKVl0GSkASmCcp7YFjlBtnUsynB7t/CpxIDILOItR2ee8
DdMv2Ncj3fuXynrarGBWkBhtmDkn5FdDGkU9MQXrz15ukd7n1EzeiYVkDhIQNmaoHoxm+QLRHsEe
EuQs7HxvZEVXaX9lNbhBbJzO2l4WTGz9g4DG5LLFNr7hFZC+mD+FCbxZnfdeIaifSr43Vws4lfZG
0YMfhT3IpCui+7HvJY0Cx7AMzLCTBBRuyyYL6vQMuh9x6bAp3mbj9m8EX1/I2yW1SQAOiVK3Zn55
zo7tggO/5PxdlEowJwydPID+EXNVi38Llj8qGdpzqxJfVFBQ7b+YVUAeB3JzZsrfkGHgSv2TuM8J
JE8kbpbCljTWeRf7dOOL0xbiGNThFyYLQmecuexHlyELZX3zn7zQ1BLglz6R5VjsFyVClmtweDnd
mnpMl63MB1CqSZKmDNwOLMzChbNl0MGaJD+EgF0TK1RISZbIzuftedeQxkBJtCgT6QQxt6cWkRfK
JXQuCWI8UQJleR8zeCk2oohCzjhEkcQK5kATD0fREisVOKzBYauki+qkMM5wpY+mw76lEdxucO5V
jriTG9NmBkLR5F3t2p+pjhuYbUB/DEHeT1I4wv8BDvsw1QeeoZP4ueiGITNwPRbXTWkw05neFLWs
6yGC3lypdTbW+wxpa+np6d+Qci9Y1bago1HMaHPitj2lxqOyvvwTnbZBtdCgpa4VBAofsCvkwFz5
aMO54vDV1M7ZNTgxm9Uxp20szv05xIPIR+TUd/EVcVr4GvFgyOfIfynp41IBuj3Cj6R5j/X+RTOX
ek4XWxGwYlFCrPfptDs3m3NYwHNoCgKhrCh9wpTedA3VATb9BbMeNxMIt9RZFQC6Qfoi92ZzfxD7
KO3rMVF8SdIgaCe55mEVarKttx90LR0ifGJqIwGt4U2gt1sQ8+UZskuQE4vvSHXrJpT+Bu1Ih55V
EgBiItH4TIteYsDDVLstKJK9IZLNo3lJoxNmBjELETHii0FjajCLXK9mAKCvrnY4nVlh20k7nrel
DQoKwhXxuFbGsTAEQ4md4vimxj66liaIxxCc4xODWlueAUNHvsnrEahRoJOtoyofxP2Lj6zYJ2fv
SQMHhgpGAuLVHoXq0DKWrz1Hg591myg3JHyeQUg1TubVBJH06QgVQHUh57LTl/G8GeqSd9IgLp4s
V1GuUDU5hyaqJBr60DCgyVRKpVyFKp2XK87VvNjgMxsQafKeYTBVdEUic9RgqJvYMzBeTzJv53m/
H8QppBtgkPWsyU3FYoFWEsjUO9t12HKBpDfU2+mvnhLTAImhqYhxx0dIzhxBCsN+oBiHP0k5CyOd
fs6i+6Y6Rf9ZwgnRmSqT/y5dYQ0hPuv7YGPPOPzW/zqED/5mLTRRmiuDdgATCjqdeMSXEm9c+UCY
kLvmSiVyBLMsz80jbx/Lvex+s4dXf/iiviRAt3tPIMmsNHNnMql3XLj4Rvw4i/vMw/ssFrWTV6j1
/QnM5REVNv2ajyxx6MLIIPipQRNe9YvovHsSdBrUycOpiLt1eMz1LnzG5QDsDvVKfyqyoQKxwRwc
Bjbjc6zRPZgpla5LCWduSy/aJ1yWlDaEhb4ZKuXNBuQn+ygfJ8U/mHpsrKyl0y6RDptd5AfqEJyT
jtLay+NLuB2cOGZkWrNkQ+/YsDjkD6p6XjPD3NXM5eXv+6HfNYuji52lp1kuOm+AgK67C87P+2+W
ranJOU6oRwHmjPQ2cxTpxUkOJ8Uhoyzlg367LFt6zYmW/3r2Wvgx7x000nvxYL9wkmEyf+jMY1t4
MJ8ktG14OMLoeT6MhyKEPF+a6TPBk4cKGjKIHAQpWIBhdOWqvVxDi/JwHQofeTYR6x4YBq2dJykN
swNyS+ZIogKj7Si6vv9J7K1V1ullLRrAVkjjHKLkCYdpEY5b8F938gUb3SDmxLwx30QX3IeEVllW
gNBRxy/A5hh/1JEj/5ea58Gtjc69TlEt1qXJZbxAs/++3/EIuMI38fHD5UMpvt5Fgo8xCoagw2/F
VWhtoZ+sSyWWFhFgiScDIKKN/1HjYOn+Pq4lxQTcOO5abC6rw/8yT4GqOIaDXBYJAqVrcE831rD3
ZyAv7P/tsz3mNErOIj+UICxnUi9y6EOJtaKvBwkQeevStLMV5Q5V06ZacCNWgkr5WNNOA7OJaxFU
Brw2G4PSsdehqw2dTos81anK/k2Hn5WSc24t6sw8I2gdCYGZGb0BRh1RKh+JYCbGSlHpnSwEumrN
KVTzPTT2lw3iRiPpOTYIiWG3NMzfLWWP6ZZ9QLtO0h53yux1alIWFvHognMSP7YhNDfUgDhhwV6X
BswMPHtHSkFZACko7htzNtGUp6q75b6K61OHD1BED6BRX8SHTl0whmigIbVLq2Rhigx+jGr+YTWK
cLI/H4w3ASUsf+VD+s1V5QwyFLa44ZzZe6gNV1k6QqGafT25oLn3mDdpoOBTi9/ItNDil6/08v36
fKJyxFczPsb82vXMAYkyiUEBMERQOd4nqQr8ttE52MAPFQHggFtm2ObjA97HQbbnt8sz/Qny5ILK
66pDP3MOMkwyz1f2Rlw+DrN1ogyp02BOeKgaEA/j+1K4xHA82qMsTMls8pk2iY3ftOxM/GUs9uYm
9zd7X7zMVhQ6eRVxhd3OMwzj4uQpDRLotAXA8ivYpxTfgnph+7fNCENGP1gO1qIqngcLiyFj0lOa
wTEifv1VDmje+XLHzF6bu1pp09biK7jdBpgFR0zUVxHfNB8vsAxWAWGujGiLOGJr/knk6WqhpcHX
3WcseIYtPKGY8blrgTwNIrQjK2IfJiDDfKb2YIgfchTjXunrytXd3rwP9sHJQkVMJqBQN95TQKYY
u5XAa/5DIIwYkILZq3Q7apIMfoYL2lTcHHbwNIaj78kedvhWnkydP0fTF3/nF5ICGXNSJd87jS38
Gt108zHS0PsVDVOXRPVor1QZMfdTkr0/Of+ST4fXmB1gWhWanXV33qUYknp4M5mKui9G9zzEfV/6
YzEqMxzccxKkmh4yVgDvgKXz9haDQTuYrlF86duqmdXftKJ9f/zW4hWXnAROvT+VLLmf7PDlrIJm
il+oMa6CciyHfQLspUHwm9SD3DNPRqbT5gcHo/jTVEtHUoN8e2ilZucptjiDBsMzvSgKyw01HUND
KBJOcRgf443KlP739d7h4Ns6S7VKrbBnDHVDcOW1+n0+FhRn6xc2YMYa3U3++U2Ml9Dj5+A6dQtZ
phLa3tZMCQZDfr18WtD/7QaRld5ZR8lKLYnhwRr9EaX5HXr4hFmAAS93r0XyhbrTtaXLaruUJtZ8
kJevMGQhXRdZTyCbtke7rDfRQ33XIvPMO+VQz4ALT4NmLik9VqfEuv9Gqcen3xYfCsWqCjgJ681U
K1g9crre8LZ8qEXMtMmJKv6SQTVYAWU+pWHpsrKTFpprBp+xZ4sfDvm84JwO8+tRhtk4ngHmWzFk
S2QlpSqpMT/RJe1iPfug4AWo34ig6RSYBggVTIYdy5bDUFD0d9TD2FzlCsj5jx5t1TNTq7/KDVR7
46/Wh+oWVRjLwaXZ51ZKRH/m88hcdEN/cyqM9+rIMtmKG93gDDbcZbit174QevDKH5vHjHx2O48l
LvU3oZJBr008f7fBvvdo+5WVmnofkp6uBTy3WVQVdqizYsI8u4FlF4ILRHV4Oz8SrLbQjuSRjHnO
vPUUQV9WfnTLfc38ATxCA0uP/xr2JXTEthx+XqJvRwTFiXnNwJ+vzeEkcS8ud9DJWayPjuAta68o
1RX9NUcNcouTSwDEo6ELehTeI2CbM2eYB0L+nfUTvTXvSJmt0+vPwVX6aXs/r+ovz0hLGzw9ireS
XobyvGLSFxj5mTAcR5A3AcW5vlcptMI7DsGSVQQVFf5DfNVab+BD9HF5sRSexsz6U5Ql9gxGKfDI
UhKSHz4o7ExD7xP1rZKP0lOauMrycmJNAXtiHR02NRWGWKqlyfl/Ojy9IT6sliVLr+D8iWUSs3Kw
Eqp/pLwL2U+uxGS/z8RSkFCFAaWp0wy1Dh8WjEdHjDLGB0qHiwzEqK7R/0VtqoFWAujlv6oSP45E
pMPBL/+mHqWMJPj53sZXgPVnl4ang39HmxkanpssMSfiu3A6OWf9Hur38LYkUlGPuEBaXPYrwVsg
bLiIP4aVn69lhf1hLU9DeXotQ25y0RP16+cYarlyIAPBlohdx3hZtJ1f7M4+RIhisFsdk5Nf16AP
LLLB95xZWM9bswkNg+qchghKdvYcJbDH1/+63q8tevzAfaH4ohWD1L2NXjs3AeBgKqJXeYWJcb0K
hQYZ6YiWS5t6kDdDsb0QO/Ei7zAvzRLJqUwJ5LCs3W3n7TKfIKJJ8mdS8KewbKxO+C8vnYMBVBSf
dUKja+OYy559QSAAAGSds4hGKx+DyeEWP3mxm25KUZRZbJLEW6ECgNZ15FMn9154/PutqGBLdEk4
lvgkQv4Svg3v6FaCtVJqwXxOlYx+R52hChf5WbvLkJn7f6qXtBO18rKRFL3KusgSGCBFEZw+Abwd
+7OrdBpR5HkNk9Knl0ZKutsDwl/jOT2v682eizX4OtVL99nNc+04oYQfKg5aGTRRKU231b1foYTD
gp3ACYYcJFZJq6KtMgeLt8XVnqD0XreiSrLE+EloIWNapHzsvYojGdBj89H7YcazPrHW4oUlEBaK
3N91ky14y+3Kaol6H1lYbkx0XU6qDDCUyPBD0HvnUW6zLB512s2mMvzU9Owj0ou0U7GxJvUNgyGx
Nod35sed7e4c5OcnRmSDbkqCOEcsjbAZ6teF5RzVv+aWH7Y0wLDY0tP8HDR99nA07XEzbQ9OSHHr
6EPd9duJFAQHIKXaWZcV0PQgTol4HP0eZdyj2Zgh5uTWG6DbAdoyCK5LJlkmBkrB1t6DMD8LWJ3C
6//CMEiht2M5ryW646BN6tpr51uQcKzfwaX8yY83bPXckcH71a0ARr2AsVVV+zLtSOLOUlZpEuDu
V+JGuwr+dMDCob7W0qhHBFhBiwqQGh/s1XYHJMyyVgAcjAOqs9FLaYZdbhhWpWs9VNwi4BezVV1c
CLd5tDCAcNyjhy2/gR4NUGRjFCaEoBt+vly886/FJhZjeUjoU+2f/ltDZWZTGsoecIbmAP+BYeWH
OHyNXRoljAJceK8YB/WBMEtn2Q93S0AWAOZbo9d7Oi7TTzsDmdtWZGb8eTdjjgIXrwJC5EUicKA9
yo5uKhsoRpUHGvTLGq/NSdcklPF+k9vP/9U0MoXyj30zje/H/eGFbKoIg00xk4dy2Q8nn2IINlFh
p2eXmqge+s9JW06JvFcMY+Ip5XYVXCk+jSG+8X5Yd+IzwrmpfZKttfXXfDXEMJYVpRKKIlh4aeXl
lqwcH2REF4pvR+lFABobKRl6nA+xitrDhq6T+f5uihm5FF0deJahGayFJCmSTxnrNJwkMIrnEool
2q9kezKcJAWlBW0bU0xoGgddcIScuLDDaP+18+jALX9yxZ7BAzHts23YU0ekasAxchpKpcM3yrCS
cIsGZQiljJJKVcmbfdESFCw0V7BDmjv77hPDtmMZ0r5T9lsVVjpNy3R0zIZAU3Ks+hnXgRwTdxuz
NP07vlkMv7yOGTirUdbjrAmyiPG0c6ZSV6LPtKPxH7uqjUvn4J0jduj4XdLhRy3IBhUNBN3KPkNW
LF791fanKG8Nd4gqdeAQ82o6T/V2P7Zp7iNintFZf10I1HNv7WqcSj3DZxzHa6upjCSJKFwdiryR
1qU2WgXg55szDSLqD09iF2g907SC9omJUt+pCP+1WzCtObTMo/lDn2ucO0vgNzuK6VCmbKehGs8m
HisI65m9edeVZOzExWW1rtS54nSpVHEnS4JjZfJERS7VQYLCU47Iax4+pEXMu6XYFVwPJTEj3brA
WyU/DjyNPSvLiKDIUSTcS2JsxN4olhCPyolSEz6/0ncn9WIla32uT/lpz+jzN30QwcVu7IxBlRMF
taVmG9upFoUgNBX364+WwWm92Avzx3qY7aYLxNqgz9yBBoaZXBwcmJEj61EuiWu5bzl7zX/5YPgF
Ww5fkvLRDs2k4uV6l/sBlwqprNiC8ajW7GDmi0HuW+temCF8JnJsFJZQ1p6QSJRZXDhxKt2PDofY
ZrKofA39gs4y74jzU95wNd3Gp6dWoIVQKFZPqS8LneJFi6ly19Wc/9Es3L38aYAf+lFZjrmLUPVM
vSDkbkZh2P0U7sGGwKXxp009LhIDSQkQ4ZDrJ8yQpnF/Zx/d2ZswcnEeAhxoJt3lBBePniMIYKeg
NfU1NI5efknlEcO2WOexuaziz4deKs1/eA9eASucImJoOLwcBYXg+8tpq6PyR/AnAX64LmNt9iJr
pvWd/QJcidlFVUCd+h8H0xxmVT1xZr9bfAUttFk/OX95OiX3C7WB99YxHfJyAZ6ZH49dXJUzbJxv
xA7c3IGBWldXcRhBefLciWhYQSCS0JJwzdtN6WbEZLQ/BLKsY2wlljHqbp4c9KfZI4WItSeHihJ0
NwvfV6d97yUpL68XTn4lYZ/BbjCZXwXUOuvCdNTl3wJXUGplQyqLU/XjPCCTQRuIJXcX1P6C/ciQ
yT76ivWD7GSIMvo4xkO6OzQxKjXneDDU3P+Iv+X2l9PM/uTsMLAD4U6i7Yk/7KSR7lP0FlBjIlMp
leOqlGoYXwVMka2fkcqYnfpKjASOy4mSxzhsdxZIUtOZviAt5s4DOBS4ZUoSrD7eWHayqL3eVIP3
nbWCP5oykvrMwW10PtgnmydkXnIneaYbR1lPYgtlnqPZd50AkwgmA/HzugY8/aEjrOkrxn6hgU+e
m8VRWoOQpKhhVlhb38bOp5jYtEq7JuSJKm9TXYNLF/3CKjMQw1M/K6ATJNxh0tSV4qCAfSiM2a+T
HqRT4fWDfA3qYD/aJ0RBuzpmPRvZqK/TvsiIVXhZF/oN1BMwaR5GucPkEfEC3H6RADLgIPKr2A9v
8jGcO20S7ohzU1XFU2b6epa7X7r0Ie3DfFplirvYDOqlbyfhkWJV7XrjYoZc4m2E2EGLEG75DYJ9
c5F5iwz0kqh4R3rVROtj0iTPoBqCnTrUHGqfseWZDQYFKUxecNI4xLsKO3keONJQo6PkWhDEnDhL
fw4XjUgsHq3rPBy+JBIK7e1f6Hy9Fljv39QM+4WQA/xQc+xztmuYtaY0Uz0h5rju8fT5LSY+8k+a
6+SWAJB7U5Krm1PmHIbXjJyRBRbrJdHbY7XfyXHSr/X9UvIMk4Qd3P7dC7SjM+xFOYV+nrOupw5B
pqzBuFEQrAon7s+Ch4qDp+e9g2BkB8V0eRSmvZOQ1jR+G5KyCC5YSoksO+3JO4+4BMAx462M6av4
bkyvem7w+n6fU/k7q4DIVJU6nfsw0c7AkRDAITiSqSISNHwxsC/dovY4Nk/3r4xa9OmpEZsyrQ9V
tOvQSe1I2dtn6y5FMWGUhpOA8K9hin18cAMb/M7MasQiMlm01q0Yd03uEJxYlgjitb7QQbQBvgXr
Cm8lMLtmiLLyqk9PnUJTYTXNxfkD/BlO3s5f1P5p3NNxOgs/FDvm3tmCwCwOvbJzvt0EDj3/uq3J
rnWb0qPKP+zeOuYFlk+OZijHBoujCSvyYR3QndQjhJiV1wiRJ3GamN9O3Ty7kDVjGsGBvPSjpern
/sHmDayoYSIOR18LCS0EgptO+x377ZVjZkprxWwXas4dGHU0m0bppbTqftI5Q91dLbI6/TQ7SF05
xlt9x3Cir2js7QXvxCs2bKseWYz6vGTRiLyUjiOvfvHaLmI/hLQ1yvauxe6ndLu/9iHwFh4yUKwK
KQ/YhIsd8WHeMwjwJjFxsDztNL3lKVJIbZSvYARndacjyeF7UDSxmsFg+/rMkPSyC01zqYnIYnZB
m+ct+C2pTxGR3YLKtsvdQWdKnaGCwpkw6ZqCB89RNAfgb/aKRRNfWUlRlS/oAopTWni322dQGnFU
VsqmA/FLKZ7vgUt03jj2idWpxkqobWWA5W/gt8h0welEKtmIzqbZy4E9EV9Zn/Ef6ffROJFQ1aiE
S3tLnXwuiHS2XIY1KArjs2NwtDl1VSxwq86LHc5U/xBiV9QFtGCUrlQ3gTb8WneHz3VjHsFIPTf8
xGc6tz7l6DwqS3250ARDrZNg/clSBIRRKsM3VpyppJz9ZQZMx/QQT/bXbjaAx31+kkF3tmdJdnhk
w+XeHT+ik4OeP9jTEFThxLlJXQO5dylk9syS2e52po+MiD/ODwsENJYWD04dVDE1fmMH4ocHvjgk
qlb3TZ+Ak9Pq6Hj9svt9AiZD/T8aGkk6mBqYlCIPuJP0Hi87fH7e90+Ka9X07vIE+uOMtlb0g5VC
Qimv+JvGjDzRUyHjlNpVVfHBdOav24LDjvWsCDGWHdpaIf6DrkBo11EsqK7OvfeyF1L//PIKkkZU
EdBaBL5rx7+WufyA9Sc1m3TzlQPTgGSsza7wvSwA+6+B/SXvwze1RKFoE3H/6p6L58Zethese4wa
9QUfzkkQMONZIkdKaSnPrB8bhoKvu8x3zlmt7REAwgPfApZ0lHtzKsGz3yyh2RoS6Zm/hwLAY8Ex
4EyJusyvICSk7aFY68YftatudOlV/Z1Ujz/N6Hxrzt0N+KkLlbsTJ6xRqTOD5mwqQoP0VV8eJkI2
NhBSAm+fVSe8qvvUsaiRaEWlVZB7gpL5V+LNKt3T+EGG8tR1p/kHVYj3gHJv+PAUdXtCX5Krzozt
Et7H6z+HZ85QLRxy5Z0BC4FVt4qQABx/rn7N+Xx7YkUYuMyRqJzG2WLGFfkXfNUhCQFPEPdl3xMj
znM/k/1RE6OTUcPM4ElcPA1n4U2GFTYmIW1HUsYafdZw7NSmULQHu3LSO5Qkf0VeeCxa9G2x01Mn
znCiLsjd/nHd+MeFsfaJIhK64KqMOPIrFcucg3cEUetHMPeyUeOnAya5MPL7bcirqs0doNt7Z8Cc
qVvgh8HRDcm2Csl/0STaSefkjXisO481lvZj0WS2vt+TvN8J3K3GYTw90Z9AqMDa53skS/KPzIPY
6mlktD/hrhRXsCZ318TNmEpj5PJoSB2bLTFGO1fiHwn4G87p5R9cQZHPB3TtypZR9uvC9W3XiAG0
r5yA6+RojjDF19ogtsrP3VbZPeS433UM+rlpDBZ3Fb7DyveoApbgbrSkB3aCT+pNKG/m0Harj54F
SiDLZdOS6anPtoakFQdVohyfYJE0gzWHk5jHNRvb2OFOtuoCalApeJIZUl82TQacEqvmcnsPHe2J
MrJJigCcm/YeBr7eU16kfdNWIIvsLW9EfSvYvTtxQkCepg27+MbhNnAXNHBvfVZwGE1VysHxfcW1
a0QNjxPI9PxAOXakr8BF+D2lZSl/IqHpKLkODe2bT50vbWg7uA8QN+PpQD+OIdpVIqI4Sf3jWlDY
XRKB+TBN0HIqH+6akQM+jgQ084ijG5HS3nJJhINaDyf0OpI6/VHYWuIv4kjyU5QDvLBWiGYrUYZf
dor9I2lDl1J8mPKd+BvfWnYwtgkFIc0B24BkjFr/E3ZYRswiLwBHKgcjwuPTcp0ooTx1vX5e6OGZ
RF0S4pm5I35pC+XvfXffa6jTuqGjEeFJ5QbouYxL8owkNsZ6c+BHjBvYUYMhN3JIN4YrLjimXvJe
IswsfvQhVIuSEtBkY2pqbxBxxFuuTyHnCROexiVtgm9nnwX43b1bCfVDZ8ImSuVUaVRkRhn1jLMf
wGn7zbp1ggsyhNMKCc7pGA1z0KoO+i3S/J1OcJDADKnHMj54wkn7bXHkBquyx602oS3tu7VoHHZv
M1HENx3T5BNVnpa0OL+DlLwxpdyk9xPp8vSGR3kdu1VBcEQU6KC3QDIBhvmsBWvfZv+snjQci9A1
u9z1/Ad8iMXJWJrmTFXVay9SCcTxaicZvt+soalrhD8fvfL37X5lQ8e4tbbHx7elNu4IeOyVnmGA
StluaPCNE7kSJ64bUP9lVP3lSoVmOi6613VoCH7VEGoP4/FnrLXUObiZ0QrPZByB0Qce/bp/pMvp
nyGooUPv+p5JweVaogLxE5CUKgTUNzKKjoHIJSilEq76PgmDMx2gw5AZ8XPO9TP6ZipEZx23LtQS
9MPHW/IwjrZC6bG9M6h2oEJMUp24CrDQSQWWR6gsQLS8Tn+IW9Z/swVABctQBrvHOiNf6ewZC6Pz
S1WvMdgE6QQ+eDsyk9uTrSpuOxs4VaePximTd9ODrRGkPyXnEKDo+Ng4KHzFvgNrVK3s0NdWwbDP
WsqyICYY7XddMPkIrBUL85YECeMddMZhEB6vKX48c05WPnTNyeSdP21yzp4BdESLa07fIcSpG79g
jm1+G3XIGDVnRH2ShbVTS9fHUj7l1uwxCrQqbdlMhJjVyqlWySTMtsApnphliMG1LrQvMTBO0bYU
IzxsqH8we3kuHX+8/scr2DRP4Zjr6FWfqxcVbkpE9P1/7lSZEQ0e1htXcJiJ16YYdbL2srxlrojQ
QWHOrFT6lQ3ZleR1EhqnYUQPgEljKHTNY3GT4bXlj5eDCchT7RNasn1X0lnuzS9xLnQw71uxibn5
/OG/dIMSx9m62fX7oQvQNFo0v/Cg8UKNQ/Pkibc759apMam/uWrrRVW+AU+oz155cTHyp/TkEjRz
FDAQD00DsIBj3U+zFOSIfxSyUD1o6itaMqrcQTaeeimsfijFmQvJ834zAvKJl1skBgcrZDymkmMz
0a8ePk7kJIq9F/2+vgvNI79eN6Dk0M6X6R7aRZEJok24+CjQYSxqVdNl8aEesNx0GXAORPXoCCFW
a8J7gxMNAn/KbSsh2v27BuxGucD1QuFomrkBswoVNUIW41qSYuSIAkNw/iFaVlciSCKmgKGS0I7y
5ln5SPkiU2cCIFQhQc/1QH25zcLncURtiA2tbEkildeJ0s/+zi8OCfKX9e4MYRJ+vPAmjGpXOWgQ
pXZqAZKFFFX4qAPMqxFDGi3Spu9KjpUZoVNfBJs2UAMVGBI9R2DnPxkeVdkiHgag9/DdqV+5Blzl
DnGt6CiBscmJomxbx42wGQNsTaejcpf0fhYN4/h4wtTXMqXEiTZ39vlvwS0quVpH9jd+9o6iY94O
ipWy1iXP6OzQU0Zrl0AbFSl8LOm2XBnTKx/UyFutJ5zJvilBSklq99quNNE3YVwGeWHj9yUUNgXJ
VjLAEKwXkboCUAeDCDxGigQRPytHZSpjstdT70bSQrV5FldAs0Ng9NxQNF785+onVJoUXvG6PuRs
h6IOOpMiVcuooTwsn3Wh8p9c8eK+bfyr0B+skAAr+Bddiw+EEyHHmScPSMzVhI7l//LAX/sytGuG
+a1qMB3a672IE1Esg2Z62PP+DSlw7yLPeYPyjswD0QLM7ZbW8+pl0iHtyW4eKa+mzz4LCBEKFocX
o2CZEr4IoCeU3MUBOapNNn6xm2HJhIrcqx/w+f4uZWguOyxgiyCPX0WMu/9wlrgk5nBHLN8jd5Pn
z3PX/Djuv4Qt3y0KL3av1np7yhAiD70FmZE4THD7pKhgqh382HXoxRD4UOole3rl0J0Pe44r8Ang
AatITHrvNO/YueUJED7dfxOkd+aIE1TBLhL7PY7w8ZwymT5vZNhQeL3DXni5XO7PFozWYREyGTtM
zKGvQtQkqd0zjmeVzNns4BSKdIp6JMPXyf20t4r8hOJ1Zxkb0jNwl+5UdxoYWE6ytk2l6OiGiQX4
29GQahU8mFquuEnIAOvCRKDCU8lwlU3ozSQUMxMcFtWv6saRQeIwxizftQI9YKc0w6drQCRAiFpl
Ht9ZWFw5Dw5G5LI8K0VIyUjcRewwTc0b34pEi1LA4amQC2Rb/EYW7NHJrbrR3gw0v5J1t0MoFmqj
LfO2hGnfHpb3huMLkAzldJoZYO7zic8lMmVWktvZRp4YIQaDHB518SP83UoVgFeSaWifXJTXOq+G
otBp9NvYcUKruxdznWqjvlILYucUw1Cg996Prqg8fLmn4Seae4ajZj/zsZJP/KUpLvVE/AWrPcuU
CWNBCPJH6SLo0+ieHyWWmfub9eWalo+KCyARKs+7zqfircMC+PMDzTpnpTkLJeqRHbcOmokHsol5
QDLFeitWf4rlXhhRpljUPB3IHCs4t4GOtDckEYBdeayQVoZ3/FZfF3rqr0ipCHIRqH3An3V6ktGz
QBMQts060L9ZzozcEfFqO8u3rd20ygU59YSZJuYheKnAL7aGpX5VFLnakKJkt0fpPNFGIZAOw4t6
x/dcZJbTcc7CR8zwzu6wEN/4dH2upuIau18g+q8hnf9I8Znjvr19mwCNCT61/dTSAuNq92wq6HIG
YwgRmFGjxo1AZ2ngmgOmlNJpSEUw+uuWWzhjl12t1isa2EeECOw9X1CeOGMSTap3RmaC8Y3vHetg
BfTqsRyM1L7EiLh7ZrFnSFWTT0kleF4KPP2uRe1pAjkMQztpCidgrGKyHf9YWM5vM/cXBMslfmDq
Fy7Ph+xaoWCasXPm7ulG0l6Dfc8hcgC80BA5RkwcxLrV8moT8i4OIOuNjTPXYzsK5WaxTUxcKGDC
LhynQOqP9zFXeTu9uZmr+GGIYDLQlzuclMmzrjihc8Dfm/jwpt0YxSSO00je9mjULNSbU4r3r/8p
ZkU/+eLMuKiqZRxMMXvtYrMJwfQAw74d1mFrNxVStfU8CXKsvHkaMgLfk6+hZkbCMmUpqnOqnXLf
/OMKvfdJGNG4TdBZwargauSA2Gx05PJaDWTg0CYjDTuXUScHzt+KyIT6744Lxxt/TafFaAHN8VnO
Xlyr1boOdOl1XBwHeYm24/mt1FLCfMAPrhxSOd7zjyD0gOTPxJ6PhFgnS5ceAj0wsrCPoTlG6PHY
zs3I7OntPQrnow5V61RLYaBkc7KajSTMwt9sMweTxVE1kLsk9BaMHLq2kRZhwJt6lpm4c0mKw8S/
x8XxQMy00LMNHm07pSalQqe4oCGrM8v6gxzS0SAD6NoieSagKSaZEnTKqxSEYQXjPxgt5rQ9J+n+
UJHfdNTrJ7beyzkBSj+pqDCcWpRzeGkgsFCCihwCPOi2F4rIzvOLtKA2VM0Sk4YZ7Mwlb2fKKeGe
KCwkgsLqW+VZcvyq74EWhhOT2vDIyUK0ezwVPxtcDi+7+hj/Lg3Y76rSr2d9B3gTHr4pGhrnN3xV
JoNqNWgGwZ6HbdSDqs2GxrZYifs/GrTZV4/m8UaV5CmNemk2OL37zT5ENyjMtV9hn8FE3/Tyl7oL
wWs6ThYWDBLI0i8WvFB+BfUI49zbf0guPR+M7YoeDmbALSwCekffysgKBXgMnT9ISOeFcGLacXAm
hDPcVXK/+GJfH6LHf/VcVPcoI9hyJnPuFm2ITdFCZC1ZE77qLw+NR994NKuxxCFHEPPA6dSjHp1I
33O1ZhuyPnn92kHcglps6D8/fJ0fvqePRCZRKdLCX0zgwN026LxfX81buhJpUOEaFS4P1EfJWtFr
qdPDEF6tUmIXl5szOXb/R6VN1ksPI0GNPxY01wL8AXkKZCbtG9OT4MbJ2C8MYXIhtyVi4ZPk+NTY
js0/JGEAXK6AQqDkuI2r4Tnwpm9w2FSnclsRUXxWGgaVMaoIt2ePu9KUAeLUAS4Qyi08aLoJDbUr
4Y3CkQa3qNWujSy5hotz1agK0gjXwJan83DP2le8MovNJZsruAPWOHr8tHFTb9u5pu0aFg1kmYa+
8qBcYU3TPKLPDo0FO4lnyOXB5r3/sOgleVCUS7bCbjePCILAaNuDMpnbg6r5BYmVDvIRNjwyet2I
kCIT4Qco5fdyoDPo2qWXH4vQfNlRFkHM/2WXM7SPC6cGmHNLJkbBWsfImWHiBUiplSbT/VMV4FwR
NvuEebDgqpcnoP3LmhvOVgial12m8W4mq0ciHbIBtZSBnThicEsSTt89ZIoyocYwnocprzurfWgb
N81YomfZG2U2Q2HzHSFUo91v3uZtoC5HTb0tvf8KT9c+y03nMG88wunBMCmflAwBY7t5U34MN6OL
PTbXRWic+bqdCsDmvakLMJj1g+DKt5iTz/GxsX9mqfe6NmplgVRwHC4FgSyMVE4PmEmqsaFXMvda
pwTELxCyRrZukGnXtQdLXSdJTQehyZmH/i79xDg/WdXN2TSF1B+ZfIErah5VSlpYpsBLjbLTG2IR
7M0zMCqrvmCRZ+MaI4v4SqzDd+6XZKS6JsNO+NUdh3/k/HlyHtRfyrAamNS6Vl7pRbKmIIjituUu
n6FlbwOIQs2UvcLCHbFw2TRKmRA8e3wyJKho+YoM65aa9XcvDx7zMVAipjOo56+drB3/ZvnqwNpw
k/1ecfR8YS+8Kzmp7Tpfl2D72Pah102T2blhMu0i0IMTAYWEMnEx3IQ78pR4KBHrZJ12hgFzaykK
KGiRsaEpJcs4mD6tTHHlz97guwr3bwgtWIdH97KOjNR8ubV0hdaN+s2xfBnlnEV1mw2bhPLrcjV5
JY2H2eiEZAkZZFy/LhFABWtQm8NJrPPDzrwzlHH1bmvVvrQtHYBByoYHUvz3tIOmS17i+NIbdSg+
SPIZM9EfmAQifaS4tpcZVEWx66l9YOBDxS4DNTz4cLj91ieq9ojMA27ZedIbVA4GciFlEPW+cyRw
KqoiUHerhE2028wUq3iRPDOt06oLkFbQTiEnZsq1ovMwxmu0ybuLkiJp4xbk1kFNCa1q7MeQOK24
/h9aVFlJYHGEH7QwIuU8W0kRg/wFQTEWUyXVBBcS1wZLkgXGudk+IhwzSd4lcWSIaOKmx4tHrbKS
fxB1pxS0tCVt7yTAX/9z0CxUT8kJUEx5R9SdeByjiNI8dlrb9CPM5jkw5p4xZBujThLxqTyGrYZa
L7jaSSdPjiNApW8vgc4NKiYyKySdyOcNYgFJvNCQs3zNccTmrc/JuBEvU4WsXtmECEwcto4qgUbR
W9ZoW9c394TJE9UgROGyAW51ZP7uHGiXgaI2n5osbm9b2r0PDyUPUmJNMpPOsVCRW+KNXznIGIYM
AwfXIyR0HLxeT4rRSzTGuc9zjPoIXwLCpwsalqsRSQhmT0w3PfJ+zBOCS8VTMC/AZEvAjKXbNeXu
RD5RU2TUQFTQdbj0sH7Jab04GYxPVoza7pV2x79JA98KRmCVyI++hBEa38tdpq3LXLGrDWwg5XcI
iSphQaNvI5BI3YBtmd5BW0bY/nTgYFauzQCbjWzUtERYSgXhK+ehPUH5X9ng6budy2yEEoALJS2U
tZRsO+hyHyEExRBfVhe1ZlTBkj/TMP1BnR0zpsMg/MvctiJE1F3EVdqwNxRrikX2Xx/yNk62Q8pZ
A+GqHAQdae0V3iR8Jmg+l4Yf/ByzV4ZSZ/NJEMacALwYJ7C7DISmtnq73CLxWU43JhPtVhK9am3e
F0E9bj3jnXNdAx6wO8iwRJGysWFCvNC0OMcorsqnXphYsYCCRX1yI73O4ChkBPoZG/88iNa0ALCA
xROex87wKGpS+oI9uiyLcHCmw+m8R/8lf1fp3rCPmENI5oE/K6Wlc3uiawAGour+m4LRQZGeyNCe
GQF9RTu6/L1ImC+cM7saAiEGv2K8CA96KluJgNvE80dNp4ONHDKHXEPg2fuRCtr8AT1KQBE2GnM+
sHNoTbtMqMt7yzwC23uHfTtadPjjlkMfZM9a8uwrLWtVV5tqhfsBkYnInTO+wl2ESYRxug4fGis4
gbEggioUEfQnWTS/Ss7r2foUF4yGBkYuLyxpHxCG5M0p2N4YEFkMnUjpOT35w6LgMB/JAZZMabci
1jOHKqHeGE6X2h5CJ1uTzRvFOBsXPvrG0X110/OzzJW5FCGWOTaxGFA/S5BNG23XpbSik6uBfkL0
FcJsLjXr2eK9bDYm7BapexgDtWUm/z/XRT0r0jPtct+lRR+hJLvYmUUOixDnKmIk7y3Jkf354GOL
fguEJ/OuKanULLFSLz3a9W22HpiXBVCUEu5pO6A4S192spXAIna0MCdH20TshoaqMc+LkrFUtlg0
DpSjJulDrsOAFPJEo+hMis90H6MBNsMtrJ5GH3/4a4TnqN8I591WTmU3Kn42Rz3xosTd+D3rh97t
NzK75WZMopZRcxfX1Dn5aKixOaKjTCtjQlFm7IGXgDFG+dNbWeICGABZj6E30iqXOjtU3fPzLB00
fjXoe0/kTbUo06aGrN3Uy9yvoKUz+dlODnYl6z7TWXK7dMOMVBQJtJY70+RgTeoUOZbQiARPnZsZ
cCdgq/1+g+tLTD+Dk+jpDrK8tYHXMIIzfxq2wRr+egSWUBd9zlumXklDafQm6D4LtHYdMqjnZZkk
12MPEGMnNI6wihiI5BA+ON0MAwGAWI4mHoNq0iLCy5+bWo6fzGRZNSk9Wf976q9iD9L4pxuUSsbd
+bVVpChULpSGl6lXH3h8t4YpkU1TpaEMdaIgdEJiyKjmx+XhTlR6nT2mGcmqebyH2WEsGISzMym+
HiuwjCPJuMfQApNkkGc6YX1hbWhrXIbEplsi9tgLp95Zbj4guEzVPQiAqA+pGxwxoMdzDCBBZE7H
sgOMsAuSuy6qMnGQmq5kM3MUmYrvpT8fKz6fGMcD/outKhq8yFkVRqoQHYUN4tlfa0iozRb3XFeZ
hdUTvzZ7hnYr5dpYDhjbYYOP8KDjZCU82xdfbwhFuc1cF9tWIQXXK14S4qHm/cBcLeOcjHQ3NEQP
XaFrsirFmErJvB5Yo5QVoQdqrKw6sdCiTKGqIwvl5By3rc6N+ueQSj2PijAt0hpz3K+nNeTZ3ZyV
vioAG2UUqqijJxdxAyaUu3MYZBcYhj9E1qu6mnuR76bsba+bClMFkn9BDzz2nBsBsiUe8g9myiwp
chJgITRnO3FSC6628xOP2xpFu8gA5q5DYJcHDVi1Y+qkKeSwpmPeRs/yMPU84fTDXJuMVHCCryl5
bq927KZvhOEhIx10XkY1Fpe7QHRh0JTMsSNfoSogXb6gsHiN0d4PZHZKQaKvGehhPC7a/lTXJA3c
2vAyZQqCqhS9efumSx9jTuJ5gYGk23qbJkJMc8/NKswzbY+ZHbKXnzhnC0ClzUNUAAdeK2N7xDj9
Zk/nhtVYNYxQ4UwYLB7JAsq3T3uhnyL3eMC91b7lfA3WgKHqemPUp6Yd9WK0stxUuTzuoqbBiFG9
j5vi31f+wAwEjjlTuso5SWx6GKN4FwBnZ1G31Ofae+m9MXNiQPZwu4ys6JwYw08OS05hOjxmzzaK
pfpQJbyt3iTmhIdxJgvgmFZXcZwpHZ6+MngMuUFC6vR7frNnL4YUi6ylZ77WYNC0hz9e6YkS9r3g
KpZ9n4OjvL2FADm9hpVGx7GlnDC8RgdPhWo3hMjM8c2H3thCYmhuiFvNP5YmaBQylj8laqSwjwmJ
PlenkPbW5W3/+/uN3qgal7ieWUGqDm1oAM6AdFLU3L9m6WGlS8lhej9ztp68E5m26ZfW168QesZr
wtMPUZmSYCln7pXns8CajCslbI+3ZwgS47PoxAwuoN7GDKsGvafdXTQyOZgC3m2nJ7z79Rn3T1Bp
brUKgZwznnYfD+N9OWfdNozNwsaoj+XUz1dVX1cbJAAKbCv6HJbsEjnyrCKzLBdTj+drlozMbKrQ
S+fj5MK7glQHTRDMUaAgYM44wCGCY5bHAiH8hZFcMMdDiIVh8NOUpP/rA4wFTgynzeP6zNCemfOp
+GAzQVz0H7s+aSpskVEuYW4O6g/jU/BXUzFs1uoVwYGC8P6cwWpRhNBvk3KLb85FD54aX3RSRw11
LnDtq2kpXLmnbmw1sybaI02zdjuJEAeOAENXs+uUK8/DQjQT8D7tW4lWH5U8WlziWttsf/VnFccj
W20o+80WNuv0hcJHw23XZpDbjSS8QmOc2hXiekVfUwiqtRxv0+vY9knuHIDey3X3RkhI2SqzMV8s
IJiY96mEImUNFIxjdVoKkIM0chW7wSe/BqXyGaurP/QutSdyJd17gknS/rTyoV15aS38fRQ8d8Ng
Dq9KEs3wTJ+UUVa2EEGj3ZxhvC/pOZNekk40IpL7y6lF8XWyux7omqNb8Oy/E4pyyRXNDXG2kfkI
ToI5fP6I8pR0FlPLno6fChYviuxEp61J2wfcMdnGHACm/ljhbW6iGA69Yasbc1Xuz0oHs9LWRTyF
aQqPsqfh2EO6FLIjKztMxPmtCyt19fkK31BZt62fZqmLaBFVeBcs6i1PmFRD7VZ597+lynRWH7Bk
Jj9R6YCUM9Vhb21Kghid9RbEt7vil3weUBgzVcmld6jF3OMtCjGZjgSwi+dK7SXsUtbfftriJSQr
kKr8nyXyd5itt06tFTdebUIktclYIYlTljo+rxDVCACVYo+v/UB2W1evsiUkI2Gvy4nZ4+NCeohC
wNnoGUlU8YPu1xFvR9cXUoJ7z2354RJQN2fDabPyODvsFYR2uRczi71klGJdLu6LSWJeINxP8+I1
6/x9/ZM3Ox2n/n79NduxxHqpaSn+6DFL0XDFM8potf7A1BST9G2XCqgcNBfHGpX3weI7nWs6m9yc
V2D1f5prQ2po7kXEIWXvI9pro1NNPA/51Fo9bOGV2T/+0ByZtjctohubCC+G8+oNYE8IXkQ21WK5
godBHN93tD3QZP23NM2x8pnyKRc4RUBOrMewYWtO+40TzBu1e417+5443WBItHcVatHyARoSKvfa
LD3sr4DQ6t7fk5ykwYYqlLwfWTtyWHRsl3VRhx1u1k8/AS49UXR2WNhFbs3lu/VXQ2akh7XWKncn
oO0qIGzsIieQ69rQjXB6mE4TlyEeswU36v3NaTwph86FvzbN18Y8n3MNM0pBXStgiyiO9OfZ3Xx8
O/jtwj0rsw3xEh0+Qn1e4kIQlaa3JG+ZfNpFnO+rXPFJKT6pZv6zLgmuVNUra9wHEc7NQhO/WkxQ
tSLAWzWw5qVv/5E++0BM39u6EJycI7/v/49kxUuafLTVkyIlZjkDFSL25lzNDBcMOnIw6z27jh1e
80QapJzTIFfRoH6oIs8zVY+HUi9wsa9xdlARFpD8flJRf/vh9KVAUITOYHZ2LacSxOoRQEOmU9pZ
UaACD/+/oKOim7RRcn32EeBPec4DVkLjOZMBtrI6TZFCOU0l3n2xEBDCw629LSUhHNk6E66mE6B4
VmF7O8lcb+DgTUohfWDN4AeIgX74Awvp1VNRaHK3Ch7b4K40bHaJDZJIjN2JBik7otaN6/dSJeLh
Aa0Gl4iqva0gIzBlLbS147qTIXIR+hTB6kyQB2dK8kAyiH27rA4B9J9Y0i6HJmsNWI2W80Yi3exJ
FtwqMGSAGoajm2xW4u0iWMKXZaPraOQ2z5R44joK4OSxdP6Qq29dYhviL06cTWiHHpUJNzLCG3z5
JmXNUMABIlpMWXzLJZPpLU9WTTZ3CZjYP5WtAGRRLRB3b5V/N329KfJaW8meloQG3TmWYS3KvD80
uyFEg59MUK6n25q/Ptc1tmZkyp9Af0SWVYOaSO5G7WFEoPy67EfRK8h6vY9bSN3CkN5FRCLdt1Qx
ia5N1J2pEY375tHYBwkeR/FUosjqANB6y9GmvA1taczeJgPA5+2+9yelUUKujKnVxHDZTENfTKVe
LCgiHEX6Ya6RlcDjzSDnSg6VcbG7l/06654HHRWa04A4y+0Av5eZjTCH4nVqvT8L/jWxBkyuxBkj
J3SUvBHNeAWqk4TjJf8Yw2vnK8qgTxETBsPSzh9ppjD4kXXpEzhdgVfBykiWddotJTETdEXlaEcs
YeEJH0dREHrprxFa9OwYxXtnlE6orA9bYi8AQNRSsE9M+aUQktuTTIAOpXu/uGFFXTbguDt3/Yhu
8qfqjDPEnb1rBcNLOwZFjFXOdrM8zPV+zVkWAu7uYr/ETUpY9HO7N7+F81LEIi4a/uZm+DMlRFNt
+J/DvnA6/Qh5pnKt9y3R8bZdzyJsMs/pWfEKCJO0ZeZUBper2qJ5aHAvRfz2ynj3BjPtYG8nA+QB
jxDxBm+xX1TeNUqa5isyUi/pOpYurnS+SgWp0BcdNlEWFwIIoksE5Ygv9ANQiIMwxwEebBlvNR4M
m4qAfG83CUYIJXfPkElg46pU+NYLrJCPIv2u6LAHqbQtVieD7K/p+YD7wxMuNWqYH0mLkeWFi2vH
bB8y9KSAvvyvZBddmqf5yizma/RCDD6YoNcCxk/L6ciR4La1bBZ+mp2YWO09TxG0qZH/LRKGDKfy
5Kmb81whW4xHQLmw0KwmgONAMMTPLZUvQAsACTCbPw4L/Nmq08mQXftTQxNTUJcmLEflTCq3BfjU
2Y1PVwtKtXS3udJFhzSwI+6F2h6NzMMu5bs88HD9IlZzgSAHdUGGdHxF+UcRyEGieBwrICb55OCh
qXo1xosU0EURioXCfjvEcu5iq8uxMjidvTw5ZWObpryxJuAyayIwnYedbdf7arqsP1ukS/rTJPWE
+FvHR0EHiSYsQhYDZOjFOhkjyMKfIalORenbIY4xXOSs2u0xICA1blzq9s/J8gA3KvpXfGW0z632
EmrNHgyMn6DiE2J9Umz4Pkl/WUKzq2do7fGzJKFJt6w7IIvgrT6rc1/Hat5yuQvSBN8pobOzD5Ed
KfydfC39epLEacKA6uB+9t7zfWYX9otIPsSYQkhtkpvESGn9XlO0HogszTzhfE90vZRaJKXq9STr
/nsAdgLipEKmFsGOUr4swhL6QwigCQCqWKo8uiW1GTULMDoICRZ/aCF07pyi7y7yzraFxoErL6DD
fWiGARMbEvefWpQJuKPJn1Ds+100BLHahNGzuxt5poT+k6BYP4tIJuLDzEdE+4CvUScillLlsZlH
Ihdro39ij3qc22S/BuHSNuOFb+TNXHBElrQCKBPmZXGY2M4lKX1XAHj/3uKy2Ufbt7QQgHYNXHPB
SRp0NG90d+xAqZBURLfv5Q+wZ4jr3OBste59jKKuzJHRtW/N+oAw73g2u5lSnM6trWRIX4ndXM8k
nGFFyHpdiyo4+qKY4U4zBSVwRCdhQlnXaGS09LbinBy9npzQ4Cy95eYUMMNH9/aPHPDyoJ6y3fv6
CGTwWPAMNX1l4M/YhSCFJO8tfjwzGCqvuXjtxtu8MyIUO9ABxyKOL3vOxGOkh9LMxkxAMlOSZ0i2
7cplvR9mT9VlktM+AFxkQOWQhMoBlKinvpMH8uGMxXF2OGioUDStZ5bMZBqXwKAX8wj/Y0KH2dHS
dmvXtjogc0DUIPtb1evDRk0zNPf3zCDfczIeXBjDyiStVmraBFZNwj2b2hBHvEIrHXST07dg2lgr
kyVrhbE6aIIYW1f1f2jq08DELg3PAW+wg0p8rd+17gSXdt+EjxrZPLYeYNtf0KNA6sSYNYa99xKS
1leQum4E2AXOxUUXDTWCZ7QF7it5gmIjkwgA5BvXhNwjVvQBgTZjdnvyaZAyK9DJ4Zp146tkpUhy
n0ufPZ9D+DuUmly+m35yE4pvuXjRPjAyi6a8JrtHyICHpuacDhjT0qJP4Qa3jd/857it/PXbWcbE
SGqK4DABHuF0nDOhiJN+HXq8/Qu1k+VZx8eOmqTFLdx2josxpLvqtdM0b0qkYATB8AQDB/UoUxMe
taqwR4lR03WsqGLoIrOLqPJPqLf4vczHmWa/Ij8i6HQrxXJzs1N6atcH9q6W6ARc4lIAUtTC5+ad
ekmDFI0a8k1Z20O1nCOD5q8wNr1KL+ZxuId6ecOy4ojiIgd+7OIzqIF3ioS98TkyODEwqL09LjP9
NSnaxh8WDaFISaODSwpf+fIql11cfz2nYD+hSMjymEWtMIIx1EZfTr+BglumcOtQwmIwPYh/eR3X
KBBG/vRXEdywTSyTDOX6JiT0ibV8Aa+2hWAflMXyFdGuIumCZTpJBtEYmDJMlQfplH6LWPHgG2xL
E2yexWoMsEfQFfzdWjfd7+aNvRY78goG+17xHMep9UGGBWtIcLuPPexu3uECeWT9ElMwJr/8+F59
d61LQa5uT1QMoyt2W7Zs8BenOLaJXbGd3nuZ2FTyDc0NL8tEZkeS9HtsL0QAFbobsL7TsWbFOM/V
cGUAZ62XIHbEZ+BTLsyj1gUzgiVcFcHXi0Vbtu0PMhzSDGYjH0ra7gJPB7ztuJkCCTFzIKaCZ7Yz
n8hpL+SMykPCqm2QO2nYTCFcvrYbOCNpEgY4IZcTbXa130Oo9ClCCFxmNgMemBEadbdbv/bJoonN
wRimxYzQ9I1vxgN7GZFUI6mlF2ioYCXVtTFR98pOkrX5WSgRJuLDCUB60kPRYAP0A0ipHTif0lqb
SCVzrxiwuDembL+sQXjw/+2kqB/17kpzozCMn15/tirWXGd9gtwqB+klmVANTWbnME9UN1iKUewF
hdDg2X04ndOgzidR/sVLeaHiVlUSzNoziyb4sy6uo/wMGap9f1KfGzlZNyTUpZfZQZKt8JXyb6u6
pZlyIAieZIqR+B2p4SDoZUXaS1wLKzRxmEdBrfgGLqzpI+DR0nJG6BZ8VjP5stFFAvsp0kEU8hCw
SESkIEJH0p395DIS/YAoq3VZ9DMNEXCm7SX+QCy+RGVqR81crQqgN0zDs2zeK+ckWO3KBnimw24e
om2p7+H4to7v5eLmi0RwyGyZyEcd1q197x4iKvEi0tw3JGo4ih6bufKpL5jtzYss2DItS9+gXL/R
dCmWZF2u91loHPVePgil0Q5BIt8ns0PBPiMRoOft3pvQUfEu8FBOumFimRGWdIMbOCHk1B4hEkpk
T5BICGz8FoPPhb5SjvefsGi62ZUaTfS6ne7pqNjVpjWpWtz2ZsJc5Z0VI9C3BZ7UoPKn4hROPgb+
MVRnxTJftSsC2qAQrhaXBq4iBGMfdqCoouS0Abz/TNPPXDxENoeUH2yOKnaSEo6a8XLBgPhnlE3I
b+sXjjst2ohyUnaOk1grr7wdZpEHAdL5NSEe4tubO4BDyYa3Wg2j0kMxfXJenR8XAGWjTOI8oAMf
3vVmcAAfBSmZYjfPaP6gETMhOJq0IKDZVehaYFEl+SdrO02xgaxhgX/fi2+0p7ipZb6OSm7Yo1PX
nv/rjAFSmFQX0pSOwyinXgKg0e0ymXWyiDL63C4dtxYm8rdbIbxlgAlG/8DHI2qYJH4xNPumH0zh
J3mE1yD5Tk9y+dR9PR7/e30jIL5cPitrP8ToZCfuXaPP+ekGgzpYniJrowrlYpuZ6VmOuyYizSh6
qX05wu7HXpUzniXsO9zterse/NvsI6RM/39J3i10v2v2VLzI3H1Nxm2GgbC20mjsYpMXPHryfZM2
7pyKa11Nh7439VvBUN5rqWOUC3W3WGIvA2ngYNiHuIbrty2z1/V+1XZa+lhw45upSzByJuffk8aH
MjmLaqG9kdN8YxnH2qMQk0UlbiP/5OJ8cd/ca/FhG7oZ6ozhYThHWJxReE6jGj4r1OTQDaR0pTYC
RQRTcoLB4869Uv6Ly2zUOwkc+Bs301KFVSrEyEDXsZU3EKnsEiyhTbtsXXMtQqVOQfed5e8rwbyd
yPcYiRB4/kXUez1guHtNKoAzn3fRRZf4jLHOnjAQuajkkHdHa46sM/IgAq2LfnKdupBbNMlNZYDW
PFi1bG+hURMl+48R1biX/XtWFKv+Y6OAS2FUIdgDDFQ8joPJMC+8ZscLmFwCvCxSlwNUsLmmekV+
aSoXNIWVepgVMHOAk5Q29d0bwKYgnBDGJOSjsp8PCoMeOLJ3JNt5FxaZ04HzluBqAjA5C+CuSnNM
5fkTvYMveFtOa4x2IRzyW24m00iBhdVNTkz7vz9LFpGLaGBiJEyvqH/nk9GZAfwBpUcdp/YUlBIR
BSKuY/POr18WuPOb3bxy2Qf2O9IZR3zh58vmUmd6MzukALKk9Orf8qyq6+b5A44iW8qNRU2aGBLG
se0XpTgDo3MDWZPSSxeos04acJzK8/2i5nEjBZC6tHujlthApYaCrp7YAaumixB2xN9LWir2H01j
BFuOaNTHXQ9w3msi+vJPpLgiQFCpXS4xhd0fFvRYYL1bevLapuphqp+rEFSSvnn3yBGGZZLX28DP
y2IYbv5Vyc7mz25HwE8vjTurR7RkRRdzmh2XaASp/vXD69KU/gUZ87KuHFAjVgIRKE4Z9+QIZ+g6
UdcbkOKXGXbn063dRikhrh9f+TjaxQzZlD6BHocTO9icHzKNb+edwx3rclflQr581QWeLfMDzqB/
jJFgmgC7zx5U9x54QppQT5vsaRTrexcCGm6mACyYaZpQtw3RBK5723BprdExHIA82czfcN5w6S3H
yK+/4OlGyN3Vh+Axo1oBrLVqpAqnupZJj0dqesWUrtFQD/oChwPPyRHn+bVBxBuNh9DQ0ZRBGwlf
ynpcRFlidPHgcNSYiNhDrzLfNZ7rBt6I1MJrvvsyhRS9yceZeMJf3JoQNcaBtSDWfoX+K1N1yBLh
Fwzj67JFZIHB0RpoPotVbefThlgO0UNCooGS1nTUmgrXEXknMHgf+9YLowICTJ56mkU/ACK95Ilx
BOMgaw5iSxLH22FNba411gRSaWvzA96bIETWd1GGrzat7Hvy3lZx1iCAlwquTQZsOVG8rvU1mT69
PuZxiTOPbtSAe0i/SYBxUYhKbiNT09osiW/eGpi9hEgu+gKXZ14zqCQicPFQfoX8YxqyvodjSiQp
SQL1g3sizIal3ZFTOXye+0SR6tT9Pnbb3UEJ7rznJMx/14N9zKQMJPT271i9NWgMPfqm/Ezo6ofj
Vd+jvTEw3hwDwaaHIh+oPGcgR5zdRweujwiqVcMVfCK7xcQ+e1PIh9VTtCFTTQYtSIPrZaANAqx+
a8wNcCC4hRbq+UVW0aMV9ESrEZy+mSUH35QSbSBHHjsCEIH7XW7k5aYcht0lxTNsSRfSTx1orhsj
T24HMqmU8QMUp3OM8E287UzxvipxHTCU4IzA+IXZtaSsbNLKzeEqmbt4pTecy8zUym4jUsmXoBq1
h4+iAJ/p71qWg52tmVvC2rRR35lAg0KUppsfvqV2U/3kYi7l+B5KkUR8sL7QBxc6Lv2yNTNh7Y3c
J12rdR1hWR+ZR8m8xpyGv2wdvnfBKP1aJPq3MPYNYhn3SsjwMMMu24sC/wL9W8K0HFNHdj1XsVV4
YSCA3gQyllzUpGTXkjG0qHa/G7pkvRODsOQrk1jIeM9vU2D2knYl0JbweOOR2rgD3NxYdXUxrjhT
a/7Iz03o9s+ij4UnKzRiZ4r5BldINVIrBaQUaWJlsJq7/LDRti76fGSkFWbb+0bwEsunfkE/TMVC
uHF9VLBUdGkOhg3X/ESK4Tgv6oq1wk9ADsgIrFvpSxXbUhlvEy2C8O9LVRaKvJkslagQWzYYHkB3
cFeQ1nbZ302ScCZt7M86sHocg7a0TN6B5m2IMJ8FkfPU00Gv1Uhw731xdTcH/XndKDrjCB3rYxbv
RfW9ANoaCqDouBky6axV2E2me3cNFN3K7h/4b49STvvy7FP9w/qYHlPAXS3Pa1Ya/aEDAXEqQ1Ve
J97y7MQMl1XIGXMaK3HWOnkhsKbSNu4z5y7ES21Oldrex0hyOiKsCvEh3IL50GEhEPeEa7Th+v7H
rrZd/Gbcj+wY4kBeoxissrI27J4JnMTBGK1QMn3gSKzmWv1LPh1ELV0jxYFp/aL/earCzClhq+Jo
vgTnHHYoXeMIoOsUr0oAwC7kHcq4B3ACbUp8jBnF2VLlFzl9Bxls3EzcJckTeYjB3AlnIH32JbLK
KJQAmfavo31uweQWnoy9vy/TqVgynZqUJ2KqGYxVg+lXUNlixm86MVmsC4mdQM4m4qBk76pzFjH/
eN53Ue+bAJoShAWACDcgXBgN6PnRXUT0CjiR62OfcwqyZFRne4XQ1vCZ8yevR6Fb/GyDXxMeUSvh
As9fTbvPMxpt1VSpYtvmrZWPoVWjej0onXEBCLQgw1BcGDwi0JfzueeoJ70mpEL05RmNadsn0R3Q
9nUikTQhMuEi3ezoNyYrT2sFcDpmWpiLvmAwEX2RSWmnP2cy5LIxEaUqlPQ0shehzPDbAgINXeZY
3JI11/5+1/LA8kZXkXdIVA5Yif/SQNHpz4cunNC76it86kN44vWO212JlOzF+60KdcLZvLxo5Bc4
1fLkQBT7Cxg5KjxvxZgn9ClrvXVAckkZ+MxC8VGOHBELzN8TnOqK00U9vZOXYQrSGmUj03xfwln1
EOt87aWpyQh4Ox2jXHNf5HJSyHVhQ9AWDJ391eKwme8GFo4Y3VuO2txXg/U7jfNdv+zh3ky1tDIe
8I5fZumYJki30hEjr6jEcgIB16NLaF9gdVsRGR+gL7EVwFc9n1FkGpfq61xTrUIX13J7nb5jSD/q
Clkpu+2QyaWVbwuQu+C3GT/YI1nK8QoeRI7wTO198lggnLleVCzYfyYQD9B1GKh6UPEMMMMfGe/e
e7qS//SNA9lW/LxrbMwnQVVgrDn+e+/2eTp7cJEKcIbcNQu6uxuwDziHJFiWqFOyzW7vKlzWb32D
jgQkckx0QT5cpxlzP8NnfinDknYt4Yle4rhOFwlT0iX391z5N/Xbl9VNNaWRqj2WqNl854wtRJFr
84IfygQt1yJRrAW0FzI9cXQ2WC+blyJQ++BFii1cueUt16Eq1bxQTS/muy5DYp7csiurVLw9ANaG
PM0bHqZ79vctkImFL2b0RidePT5pWQSBYWTs/Nh6wvi+12vx0q3Xzc278JbcoWonBstgSCMGid65
bOcRCeHlbdztIPlVneO3+mLQBksqcuS2Fg33DFXB0VHRFkiCCDgade/KwAG6Wuk1lQIw2TBs/7Ny
Z8hZPxqWCAuHfdu0tdq4v5UEk9Yz+KRolVgdOUm1aaErjUEuXybvMB5os68UCmhpzEs9uqbXtsNF
526tAMtFDN2Zs1ECvTlur2HLlgCmto5LHl+KATYutjX1FaWEReIAqO+rtYXmLIvN6GM7mvcjrZLq
iwcD1qE3HGQ3m95sOfXuv8gWFbJK1Z9sazGuyfmovRk0Q8x/TriEkeV6iguTd3phyeVSS8DdzAcn
bTyLrVInHTpPqKJ5WKd2A2HyNVMgAW1upa7sEc0ARKJN+XR/Ee/h10ANQvxGN1XF/yIH9sREFt8T
dKxnV1Zwj4IbMMCcsbFEK6aX8oQ+aIJRp/YRFq4rwh1CzmeK5Djq+b7Zs+BKxJWPOdxjIyz2wlBu
lNbGSIgMTnimWayjNTLpY8FAVxU70YoS5J2X+yTBCf1xV0v3DIiQYa6tnDL3p2G6bhjOLvUoyJQo
zmVVKShVEDm1XYa2xWLmwVxOcmCls0ChMpTXL+V0l0CN0J/IQ62eAC6n1v203HdScr3/uIPITps2
GzRtW7MpYPOi9H25xaB9kt7c5oqq4ken/ZF+H+Wild8MoPDWFVTBpWrQKRQVvIK+lJfPgIu3vmcD
z+iPV1zdXxR0oeBX9tuSO7kye6MiQUG3WIq7ZxLrFhkfJu98L+OSpm7J8BmOAklGBaV638aeHwP4
BN2gEbeoJE7Ggp4hqVPZLwQXdDNGNiMm5LvCAOboS2Hj4duSDmCoSgZmOoHVNnqBp0xuX/yC2fkB
GVXCsrwM7XwLe9Ef3fgnhJlQFh0qFhDUf3eupOVv3KIqR0M5ihiUfb4ZwEz9NRSS0c30OrQvfg3k
8xJ6nmiNrCEeWHo5LRiqjhwCr2voDkYP/06uUT7pdFZ3WFXubwOCF9Mp2mfWER8btBfz6bB2ob4y
yqjmBRmPYtVoTwD41+x4TtLCA24d54XCiNpvRwoZpkNLX+3/AjTE9BDgL/hJUDBwhuTBHUwMxndS
g7dRS68AmNRtmvW7Ge5rvX/GK3tnmfOjJyWTfnCE7yz/j6X8w1kav+3Fva3UQEWy5mRPCiTzBNdJ
sq4bO2hdnitnMr3UWkQmo3xXSxBqXwDvqM3UMP0WJNGUgBMHk+UIBmE8nbGvKEgL/e68/oE+LSRg
Pfo55186UVE1oefjikMY1xTrV2O4b+M5qskEN00vYksbVfcdCg1xMhlqpL7HiVQ7uPbiq6F7N/ct
Jt7h00Dg5M//Tf9ItWplRUgeqcRMFjznRr/liUPv+Y87Bfx6HrZPf9BGOYejGGlUNlvsATSOJecJ
0M/ziLuFSMg3UQF1SyRM3LrIuxfjyIzgmcq/WqCOfW6zHiQmztcqcpr3Qz1i2NOKGiSXn/gMF0RJ
Fa3b+Mn0C1VL4OIZC3/wwXAtcRtwf6h6Gu0wSAC9dPo1VH75jNvhSBc+9usj2qiWe/ObgERDurKw
SUtYLI2CXqMM9mU2kke52PQcsuKL9VTjv5fgP/8v+w4C3ChCKYKHUJY1IASen5oMxDXjLLvtQ/ki
Cnalyy4SHlnkkEzezm8gbaXxpRgVC1w0pESGw/QgNnXBh/A8NIAqS4PahDhpbkNUZOrjHtdxGVps
EZAN+/LAyHJGp2B4ImXC1RC9TIyOaxdEkEgRFKV1Tdobu4mLJ7k7I2VOz0MUn2jBLqgS/Tgyeb+C
K0d4kOyOoRFnxg5PH9nW2xDC7oBEs0VKg/+sJ7klR3NL28VpBsJpUKEWHoJqKg5g4EQdi0WKGso1
anEeDTAw5Pz63LGmeeh3w3wKfAFLYkacvuvONnbs9mpbZe1ptubwwKrp3Yjn6nKX2CMZvOENY7MN
DiqXtUFx77p9HMGquf+52IBf50bH5Rj0Qhhj4NNQeyn5BbAwkvimPihLFLeXkt22nOHP40uZEsgV
6XyiTRO7rzpDfCQ+rlUnmQH9WucteNO21VNlpH+URdeV7D3GOeDaHxScYT50G50sNvssD1krLDv4
g7bz36Wb1pru+vNkF7Y9nMBVl9DPC63C+0FDQnEGuYteg9vLCYrK4bTQNo9oB1SVi41nL3w2uxUZ
CtvUH+siL5F7vk/+zjsvER/dTXEsy1WifmSSdDkYDS1oqDLK1HQTjqu+0KRqQtF6JO6HeJ6h1anH
rWiJ7i7IDxFdMRdLn7DYOamW7gaBIqr5I0j9C9bHj67NtkUgoh0yt6lBKzFUtwQwQvvO1YR5G0/w
IJxJVlxGijReB6chA/fA0zMfesfNKYbpmynftwpSNo24htMO0aMCS4vB1ScP8SKMYazUko9mVWko
eukpDh6EzIfO4/x/KGY39fwlxz5ZqkpShjJ2pTkXkf/pF/cjIvyHGNduHGWSjcOQQib8Aj/cUOdm
QGvyfZchmKGPT/ufCA8sO35NHfrJenIqT2cQrn92itLrTtMRg6jr3FwS3tgCwrnEOmPspZyyl0HQ
pf20FYT2rWKsu285P5xzVeYhrHtlXgCZE7u+5/re8E8Y6pDt2UjdBphyBMRJ6VupB4OYGme5thb/
vtVfWny8WPZucM2QGmbOPhTcvBnpqcyd4CEdZKfZtXePbx01GURFAMSwRI555wPVyNtz+tXvdS6f
3t/7BukjM5FOto4GeCPgvB3QsHgfbAe3jBwx+01AWQuCVmO8Qfp2j1JB8wF7QLdu2R3MLLglUHyB
BS8pFVAQ+cHvpMC1zBBxeBG40Ba1MljJCLvv/gJljwl7tElb2QD9j7K+ORR1ZRkSBeSDizXiw5Wk
mfdwYOQxYAlvmF1sNgDYXbiXNVthgVgwH1v0/c92kEyW/1aXRqIc5ZFZM1gJ8J1QcCH6Z4sbUUbO
yKinVQEPLEPyGG7hdeXxqJqqvSQ9y0F3jYxN/YkXbEwRg7PzC7aDp4YsQFOwABZsTGGpWArubuUI
tyv4uWVbRwK7IZPuS79uLn3aTVxANRCGnMTMWAZyPi7VVpMemIotZPQSpO1dXMOrh/uPZRutfHkt
wC7Oe5dorou71PwU6xi5pDM0+7Cut0peuASQrBbIs0SjeJVgOMTlOwpXVSU3XeDI72FEclBGI6c5
UX1PjfC6UjGq643n7xGyp/QfdzmqIUd7c4V3f7VE5VvTKsophuzaQpYTNZZnD7rLblealiMI8tfi
F1FROhUt9H1fXxFn5HVNg/eAuSgtKhpO33EpmUAckIOcf2z5olmyG6LSmgJMeBCY+M/awAAskqZJ
1r2j+Ep9vyP44l50GonTcf5FrgUPzaHkqbqy5MBxoa/ZDctapgeSQQrjhqAqUjhD4VZGxHhPODpD
Uh8vJH3JjyD5oviaMBTsVq9SbMCe6Le1RLVfwx20r3rox9MICRIBifVmH5Fc7u6e9tR+i0rbqRhP
waAlE736G/E4yJsfua76qC9n9bEdZYQDS5SK6sYtSfvd0TM4y6t358WnRw4qExymaNV/87ElzHQb
eO3qTuzVydArxTPeSUcLbe6MiltiKofKp0BVNt2gbw9fnnlyf7EhbKe4Du+Z0WYA+84ftGbmRZXW
RKRNziq6GqsB4iPGtoqWz1rHIfwiRslQDQnESgDBIPRhTz2e/PBzerGIx9+OlCeQXMp74fsOQWXC
fNrDnkaYa0ze0OICUMAJ5W8gwDXgsqxnjnCP3urttzHQ/AThDXs0ienYLS3409raN0aOf0LvIjqi
iKvAh15MvFoYT2xIBiJ/e7bgycAplTS4gJn9TWDVnhEliIdznrhJvBfThIhpSH625j6+U+NJLVNO
DeKvyq7IfEok8OqZCQvacT+yG+W8utAWCGNDTx5VCRrfKoJAL9jRjK42aS/ffe6po0uwqLvbIXJ9
NBgheNk5Vptz5LKtZc6SwxFqKmYibJm8Rt+h/RMG/Fww2FWTL6kFHUad7BmfAgcqlr9DlJc5MeK/
7IBn3OZr40jxyzvCzApF5m9WQjMoG6JwjJCjEhomMHTkLsdfQqnbMjVP69Mqmxg7sluCNkMMugar
+RBJA+F8n8PFyA39nUGQ12n0f6xC4UkJo091qgk3KC5Ld3xt+2xlJHblU4T1Q1aVyqElqxFWe+dP
il2AiAP7HySbror4dQWrckgOqSLETr+jBdbGZVBuK4ve0V5WJQX8ScUx2YYNjZ0sa0rETnv50PcU
GMrTR6YiVQ+FFT18P+i4KXdPeevPYFU4CVZqRklTr9il6I/WdL9hhCsFiGsN0ZUhGRxqAXi21yCU
10UNfPj2EmaR4g9kYq1Z4xXE3OEfHFi1Z/tYtqA6qk/T6FVHmtGwf+/yX+LYmEVtrnzCMlqc+4fy
K5OE9PVfhnba6eeIVki0PTbtoIAmlpT7C1RfnxEs/F9x5FemYkhAAELiQTYmF9+MtKVN9DxmSyn1
1Ls48iykJOT++59oiCtwKPn/qM70uuf0qaweMQfXsydkTiWVmuZWCwzarPg7gI8c2XZC+1IYXhA6
hnYHMnCWWp+ohPcPL8JEh5xX/D84Pzf7GnK+7+0yS4vnnW2Tb8irR9kqaJJ+E7LWPwj7SPo63cJJ
sJU2bs1C8ueuQBPQgcTeQJdON2p7nnPSXHTqOchjk7aZLzvA4B/0qz1H46X6cGMCaRAaPhzExtVW
16QEOJx7tph/BF1SJBrDcyYcJGlb973i37lVc0v3v4LKA0KDekS9Vukvmhzrtaa5x6lJwu6fjVfH
2WrTnmQDOQOJlVEwf3cTjnZEgW9J61vLeHi1bNqDMqKl8aub6mO+1YJzCmw8SJYmt2cJHPt1tsIM
9+aqngzW1mGagMiZbcynJGc4+InGxhz4Xmwzb6iBew8TI3amrzw8yvEyqhdedRjE3P0bBaGkjBXx
NliXPsOsp2DLhRjy5TM73siBCv5vFFyM/D1G4JPgLZgB1BNxrpXPUwm+XyR/Mqps0gMeiB08qul1
ryhKGBWKTYPuFMM5Q54XG7Ox6CcL66fbHcgbQ0Inz2Ywi9XBrZ+Kr7sy1gqbGhnOLhHKPUbiZJ4H
JtboXc1tzLMLXQCjrhkJe6OuAQCWzoKtVoc/9QAYCG4j2zvJ4AU44e6SA3U3HQ33N+nCy4buIj0e
y0h6EYQae6tbgnp5lGq3liTpqCvsHdcYtRofhGjI1dL59JXLF09EPoaa3dhjdP79ilVti10PenmQ
WJcqg+PB72DvvLwF9KudWQUKpT5hrRW1qsx/ohJfxfsCfxkgTH3VUDwBwPGIbybJOQeQcY/PggMj
1l/tYzpk1J7jNjko9SNwBrpjxTTWi2l1tAJ3OaXSxiku3xU9zL2hdNvIogBLTYmKMaay19M1VLGx
4FKVgtPOGxPNaUKYXWmIZL84UXZcqqsYi8Iboc3ij/7OkpUT3hrUwGNl2bqAy/Duzl0PoAi7lT1R
MC4D+gQKOtcfDfjZMuQsak7fpM35MEWrcnP24ZuoMJ5qP9F8CkQ2soGwSrK2i57oJKgo8vAj1FHC
yonC+JtHxzdBsBQYOAXDFnqnvT+rh2T0vvDZyRHF+2RDZhcZkLgRLbtjTIW26NdTU3JOThnSdAjS
lWf0cjIaNmSlDm2WwxWwOkh2C+TNX3V2fx0Su9RK9hoRwcbtWRxE9lsyMhzJUxzMIReXanlyv9yO
A7IIP6gIJ0Sou0gZ/yiLD8FTNHajQsqvfwDJsIKecv3pke5aCITwALtIdUE+Gnie5IidpjX5Vsvo
Ypn5UgG0k4+KRA+IJVXAuJyqVsx4nH3K6VWkjO8mky9Vt3o+ZcElYpQUzAPM2jTQSsmhauDcYR5T
Zro/rJV+H9z2LmX83Tt1XnMqXYms8dBvCm6Ie3WBphJbRU0EmFuWGNjmFfuLOtRqqQeuHHAY+GJD
L27/j8nc0WjabP6n+VLHd5MpQW2mWHDsa4ZHe7am4XWG7zyG+QCLi71ol9LjIzkxIB0Mrvs5qU6j
sCSJCpRi+JxcpFTlvTWS1iTiT6qMBTXKEA67u1Ypk6FR/Yh53IvFgBsb4gmNvprLdz7FIiWwDv2K
tRPewikKYQ0NnrB7rBfRMqooIcWbEYX717tmK4/zNEJEOBeov/v7IhuSO2swJRw/tbVWJtrVicap
FZRlqlXAi3/VYgW1EjcrhQgRTEl+wShXnkY2FAQB5JtgkNxEHLpeDRv72mipw+aSo0VvXjQ+/92w
SE2pirsq5SU/oo6v/fJGyNLTmE8nSiKo6fooykqUkIMwIuJzhDsBxXfH98RbA1IP66h9tNx3Gbyo
jzGfpZoUyFYJ6mbV1fPq3j5tNxKAGC6fE97J4Mk7PVpzT2QzbAKRq3pa+7jazynjWPcuYPjhQCoJ
I7Dwcd5iP8eqGnuF6GYM6aXA4yRvWtQhUp+tVxcQfKbpUQ5gTxsQSpqitHCXRTx7AWsGOwCPVh+s
JqjMv2SSle5VFwqSs1APSYTEdFPdkXP2tLYD8wxN64tHiF3vAyyeo/eQLw9wj+uAW3kFJQDaVNxO
741Rn55Rcc753xq5F4ZDvJLouWyV9aAQcf2ooDyHEYHa6aqhUxsNwxyQrp8dRTOjlD6F+sVxsvwp
i4XfyQvpG7lkCRMceAQSvq5SVKO42laLOEBOnMXFrlwqSnrV7La7QdUr4XY8mEWsSP5nYs6FNxV8
Olrst7JoE3TK7VtlI2BZMi/1usTXQKvbS10IHm8Qnus6z66SOBhZvRRL5SHkW/eIQ+Kg6aUlcXs9
AnFUwhIvbLnK92JXMOy6jKZ1lPKMGbL4GTmwUocfy1pXLztqRsgB3jkOQo2JVUuh1brWz9Nc38Jh
AiXOerSvkAYPmIqRZyKaSNGP9b9WFjV1m4TiuT1sWVWCccgMuLeqMbvPk7ACKCSYnw+ArQ9yRUit
mf8AmDp6lWncRFVQkM6MZS+wd00ipy9Qusg8XEgmSZPtZw8mBl69NCchvmWfrkapLp+MbCs8/08a
8kZP0H28PMPbRk+OSwOAMvHNTj4WLyTzOqtwMyrLFIb4+yBw7qZL8Ph4HbtQxdfjR7G+CaCNojI5
7rUTB9XF6H2SrwcaMZbYWcy54SgHKb+4J6DpMukFKYY4Y/Z23BGrqpZmbJw+dOhOmr4WvakVVaml
UtkAxkrCOG2M+mdXWsSAZM2K/p0AxhZUOioMtZU0bTyxCceYdtbcy30CDFcw6vRkvbUVPj8+xRs+
k3yesNg2pxKggzQdEsLJYpNW2Gvayq4hWu3b4as/b/KeZQDMEHN8Pqb8DF0h8DIZbVLvuRHdj6v1
eKSEazO4zDbThg5SFPaDyVa5drZ0/+53X3oOXofFQBs98z4AZWLwrVX4fZKKG7pcgotVKPnyXZXe
+Ub2z6qn4gi7uZ6+uRFDEn3NT35ysW5f5fYxIIf0gTS5IXSwaR7hjq/MsgRJ0jn3ZMylZRBLu34Q
nKeoTpvmPUfN5Wb2ogMUwzOMQOt/9opcbmqNomevl7RLT5O5I3Q0BRUBVXyYKF/4iEa28U3+uF9b
NhqiWKlODyWFwemEUASNgz+eqCgjR/QuN49OoF+u/SAb/UqbaTpQ359kfaki1eDXtelBNHZM2YRT
+swIE/34qQeZ22EpkPNsVvnyPu093+xJiCiewaLuxTZ9LXrdQq5/ykhbFj++umrhg1wsYROTpwzY
Z+Hi8JazJ4oChIzVKdCV3qIGHr0dnPH4P8YYBqjIsU+DMpIS3TsKmIJH5f+Iu+EWaPQpvYmjliN7
fCM+6N3m/X8MN/048OgHkVDNUVAU3Zqf5qA2VcPM3LeJTd3r1smYdQQJZu32DXNZwobEvdadT5Ca
o0drl7Acv16BLaVEyiZkU8/Lv2qdEARANTfuopegIHmTlFlkwp9H1CmqbSs5iKUtdyXanoL76pPR
pGGJ/8ZApb9lNuiwSx98TCngTSfelbwiPGy0F5pcqMoPUmn32IhgACgmEc6t9/E0NJPO2qLbFxXm
OsAx4XxohW/wHlEchenLUy6+2loKy1blOLOKyOltxgpNgm/284R5NUN047SEnY7ZSOeBhmGhO5Oo
7DiQeTCF9dnYMQRooY4dok1KHEp4h2m2PiDklVS/bimw1R3C2zJ0cS6P9GcmZr5tlE/+1esuNSDq
pEeApxpNrjjrnzYWsKgZu9a1+LBNk0lfDBk55HLsWFwfSvPdpNlWmWg1+xAH+eStq63u7v+udlA9
KVCdjFz9yfFvxDTaleLhRY3CXyozyYx58vQw2KyFws9D3SdegvXzmJN2D9SvO67rnEwBv5UXTo/s
Zs8yQCLCQKEsma9T8WIJMpF3+Lbi+bEsNo2Vs5dHXzGQ7KIfpIN04OIH0JaDYn7ztAKVufxuh/ak
iPqYHxLZUwznRwo8Y+rX+hggmJVy3MDvfbW7whLVLW0PZVFK5p3huGR2P/2Xl+WBa46x57VLL8z1
l7dQDKc0XaeB81zGdo3KDREPxSpPaADvKimWUvq2PNH4mpDqA0JIX1uHhRd61oDFUkfo94pTAOK7
NllIMgQWTnDDeFoI9oEZ2ALdn3xIOm6vuGF7+N83J5G0HAbrN6IBHwAyfG+OdYk8z/drjA6kucD2
6Ji6UYcpCJHJChaGhcHBCYdlBBMC8nzAdaNRz3gaWMTcpdZ3uUe0nGZiAdQKNFMzBhq9o88Le2Aj
VJ1r1eTfsSC2uPzIY+Y1mb/dG39z1N8FGUBe0Uh+R0KX+mj/M9puSBDsyQUY7LLTUgCx7SMhTxyj
Wf8wFP64ZR6AsecMrWnihc5unz2C/L9K21hp/nNgg85CrhjhmaR5AUw8aY4WGTrMYcHst6RnNTbn
UHvCfPcP+KROhIYgTdClUd1QvNrlSX0LkfI/a2Leo9tNB6z4CJOtg8Ef6IAP9Fkl/lWFHE28U4lz
4S1AV+aP8+LwkeuxphXJfFLYhzsycs7IWc6ItHsOlNjOjNzxxd/pLFja6hV1HRwtQuv0oP2nntOx
kOfynNCmjzSQzWKJkmfvQ50qyNY7jCkih1O+1O+aMB5GxlSM1i7p/9KWK4vAvwzqlSx0kHNYh6HB
FtcEESbM/mXNYspy7XWYDkuCVc99SZLl9blKY+8p+ikW+oUdEsFPpW8pEMFAjf23lDKMh9DLpptq
LavWJQDqUQHRRxjA3rJgqppAi6qIVrpVKBFBIUwro4PYXak7l1kq4tuwjZV4VVNpaf/xQJBu3FJ+
wTwVKKse9+fcNiaNFZDdfsOEZ8zFlvTLBm9GIZaNfr/jpi7TNR6S9H+8InAnsytXFkmi9sjzRjy5
e04FgGv/Y6prP5b8fy0PyZsnLVeGSmgfcgCYIUlHDrGjcijHPAUmsBYlYSKv2xuxLJoEpd0kYfju
AZwRHZkwDUkwiU8ZPJfMXT5D8kCl3xJkzeJ3WYgzMXqSEo8nF4CxbRHmJICPYpsHl8Cp1atlOcUM
/rh+XF0W+Ygjpn5TanajPtk95hrRAJ/mrPjoptWzLehobfdL+O9ge2NJgyokRx/1DzOAp2KOpHFz
40LUJApkAZnNauyXkG21H6GCVuCt+AyypMAYVd/7a/DcVA8RAisk2NbyglHKsGk9zq8pwWhGLpnq
NnIKTs3H2zM6ZPb3mmlS3mFkXgGBOb3zQdb5dcfVa7YHgBN3bT5RrNb/5s4Wq8AGe6nmo7PwtD/N
8IOmKNeW+GU4qUKcyGIrwz4YyBWtKjqC+8JAC3mRkVDzBken7Wc+0Nhi/7GB3Q7CGatzQitNRrVX
4K1qODnteKnCM7bDSdMeNwBDzYoboen1fFsMGHvq2HFIvlA1vT53ZMJbiAsawvgK1r8OT6CisLdD
l2995IAWA3H+9fh2PpRdWwdwPsK5DWpPNxCBCjAYA4wvHnx2FTmYZZBKoqURYpa1q+gue/mJBvOQ
vAu2Tm/Uq/JZTkvUf704HEYauo9wlnJZ+QV8L6QXt9Zc+HdNAwGqXOA+9UhiVuqTPVSULim+m0AI
350SH5oS1TLFzd3a3hDbdqiQzwjhJ8kkqC1wpFO0e6vbEg8R6KIWGbIShw0wab0bQFnUBzOZLn1V
mN9ySRSfZPucBy1Y826h9NVJqxXDkt3a/7HJ3y4iN1gClR4k333brm9bYiRVjcHBiWTws1hkKoyK
ELBAR0D4lYFFZGtZOzq4pjJp+BT1srbW8BFnt9QCTxJbBpYYGbExQ1/t3QQYO58eR3TVHvXs38PL
zgvUSa1mMCWVyr2RiPcKztF+zm9DJWgcqjqbfoXbAyVbAsOWiUNc0GttAWkU3mRSxnshKux3/5NJ
5CXhIaHjXhWmoNZ44ZBduKuC0M6rT1NIU9wLhy2VHHiuQKlMJeD5/Ub0crW94taWARNlR40M6grk
BEO4ydqypPH3BH2iOQIeglMZcMMDOOnS2BvtdTBuhW1liIthDondE9hLwDwRYoCDY6sznhMBRQLX
mk/Ddgwj1fnlXZPj5Cy/cD0Tdc9i+9TXBPcc9ys7vj9uc29oQfKort+qC0pallEI2WH27ac2TDOY
WMWE/k1iT+FVJ+Mo5tuuJbJnDJC+niDz6J1/k45c4zj1MWR/uDtnCAUfe0JdkSU2z5gEWkxxD9BR
f+XpPOYZ8TZTmo3rKCUeFiM9xDkUg24a+m5NoVNZy90QXTuuplSPwLrhgUpolR4c2M3kzBULDYqf
oSVJ/tNLcaADhiT8vemJpJ+R4r4G5n5O9wqNID5dFvgG0hyza1CLocCCMbsZtUUOYzVnuVGdoJij
h7IcU0x+Amr1jPSbTkttn9fK3livz9YptTyi5KvbyG9aflm1bMKekZkTcsijYgdK7lIWcvJYh42z
qq54M5vP9wqzzqjUwMB7Wd3aCVLLSjLYv7NVyegoHsPIEC36fzE3js3MMcfKxMZ0iH4VYGqjS5p0
jj84T9eXYpv6pIfFiRwKFDxxj1Jf5kp1j6/j30EHHmNqgpZfE29qXeUd2hPNMt7Ny+kIJsjH3zaC
V2CfYkpDFwyOlfdi/tEeKZnbR0PQXr258gGgo9V2CVZvfBNeDSfe05QYMkbk35KsyaalgA057UUm
IBP2vHEmLAGCbPDXwOWneNPbNN8g2y0axDUjBYehW7NX7stxgCKvRBcnsKQPF3kwuw98gKI0saXV
bHtvHob+mk0lo8YeJqkqPeFnWfinedEG6ieS7x5UF6NVrkCZ4F3HCSu2D5hsoAOSUphU7mqCFcsI
ILLC+QEC/GPUHwnVEDL4Jh+Dn82EROcW91qq6LDmhD+q49uWxuMs6fRxFrHFAHU6HP5dSG12NnMr
zG7owAe4QYKUR6Pq0NCc/sN1ORhMiQoujYe+8nrtKmv2NzrM2/f4qSsZAizB7/FPq8jkY/Qhh/D7
Cee3GSgFEhEOKPjNt5qcNqiOoZAkikkr9Q1yZmkfgKhDXw0Ilf6OlZlRdKaYDRP7jSdyKQ77HNDu
q4CF4HDksY5FVOXheOm+0sGXHl6ei0kF0chLtZPfB2ainJakQQ2snAqG8jHwiCjW1B17A6jQlGt6
Oea4OLCaYDwrPn2TNUQBi83fYuHH8s3sZ4t3WF4hPuACBlUMZ7la9pLIAth/TDh4w7btLx1KedIL
uFq1V2S9oy8hk1LBGi0U/OrZNg0tONxRy9bjU9MFUfWkMgQwZLktRIsCKURDldV1wXNOVrQ+Ub4e
Je6liy838z7XndXW8R5L41VZZTgthhBQaGxsoVAuIMJvP7W29qfVMrgApZ2tW8K11Uc8BvPrKlId
RZCIbXGvyKrQFFpdgJZa0JuYVzYJ77+gaUudKbxCXHqPSs3e2BdfSjyEcdzV1GxYnpstboVDsHvg
cbGla9R75kaY3NtY5nFObkQPMLz+V1fLnJwMwQxxj7qoJmyWVRAyS8HyqlX11Pnz+MaGIfSnbGKy
76yVTfYqWkgknJZjdGRju2PSY54R7k5SetHSGF7pYmJ8XEbDIyAu3H/DHX1WVfaX0bmPiR8aUyYp
O/57RP/5DmkCui9P8Jq/uc7Or6p/h1xMSK7hsL1FDkzV3MzaQFtuDb4SehA/xBDO8+RJrf8pTxyM
vYnydaaRiqF0/Fx08qe3Y69GokayMUXwZxyK10H1nrkCCUJuAGOZN/IAvmkiGr+clhWq+/mQ1C6U
0tuHhp7CexJyRKWLSCFIzfTeYBPAtb7+4dQbnolXY/Jz7fjIREKtYXyluXe3Je3I6Ulns0D7j5MX
OgnpwlOPeQQKRIj99aRhOFpz7Fw9eiK07nZpKODgS9wGD2aphsQsFaAxl74D5lb2rB8DRnZ+nNaX
EyxLFV8C/0xbKVEPqIgVVl5rfBsJygql09J8RbshpidJBIQDLjM8qtT1CTtvt1Z65EPWlGbf4b2T
TdHrGEAvtGt3HU8p/j2qALkykoe0F5v1rUH3Wv26CCv571YGpNxas4kj5f9luESGc9jaKDzToZCZ
PdG3ENdJj4ne07872XuoeYmIf5TH++Htz0PhhZevONEN+1HDxr2pCm9zImNuzftOAwL519/I7p1E
OEVmfLg9MHgnOuXmh9FI05du2/qxzodo8byq05mmmf9wHCexLD+u5VGnxhYbWTF4j0YG95Au5GI1
WKrELaovSHxScWxPXn+tTkSC1mHel5/fUqAjmnS1vai6VOo9BloHVoCFLFMvqoBsxfHE4YSKF82x
hJlLCGbPCzwsxAEeaax6rEp0AU3Ihx4+ALEiHsHlXUdPoIFXkeSF810xeMSbs0Lr44X6ILkjDRlX
tuIvEsOCnafjXT74VraCEzeRVrJOFNhLBnHGWhvC0VI8M2RgA0WGr4tBm1lMH1vYjjyiU49YTAcX
h3yklUmZXcePu37z+m3M0z1xKJm1LlPmKLZalmAcI66EE/xTK4yd8iDWQsBFyUhMJj9XuH227lzA
Y/oDYp6Rol++aiAuTRICsqttzMVTZxdAu9zPHx79AscrbcD5ajh/0ni0qpRCCIRjhLTqEPwVzv72
I61eJl32ZmSkU6YrDuPwIijz6y+fGPhFh1ahcGlpbIC0LLgXMgwOavt7To6xkTf2vSyXF9AX7e2c
jsuBSecN5AV97+Ncx0+CuaJtNzQRbPQL7ta7Kq5FqRjZT9F+H/KlDNqVDAOOiNTX4suQG9u0w6dm
dqL8klHCgXNOeKaF47Zu45Dph4arbQvbmxe1FB0Gdl5csjJ8anD64BgB8rMSfAhFZZDEWnotzcdX
5ZWrVFpUrd/4GTf8UaFjv1zUizgN9Em5NLhKl72zJrkyjgtD0CGyRVx0CrYc44Nivl0GZvFbEr3N
N9Djvljg2m4UVpjtWAra6ABD+tp/t8qAyK8iSNwpm6gmj7FOwV4+6IrFTaWn7mYzBSdDbp98SKSX
PF17dsGSPKtoUoSRWSPh0wM6UVuNM0DJWHkwz1x2YOG73rmtnsT5acSMSrG1AdN6GGsaeQfi2zkp
aLLC49S4LXpCxoM+Pn7XqQRIgip7+bwoj63rzGws3o76oo0KxFpettK39FMchAqwtPIP7kFAAi9O
LCR8q23TpYnAge4mq4xuodNXemiiBQN0t/WoRPOy5gOdqdsvfqBcGG6qM/YzIY7aZByK8ppLfouw
NpgIoHT2GdCaJk2O25PRzLefDPprz1CUYTTl4HIj95ui9XGurvJ9e/jWo8Whh/g4g0Ct44//te1r
FMvyKNjloKTglBp+zxGRJ3wzGvPYxfC/Y1YtoxZycZ8+U+zEvODLiwoOTFhVIx3PkWTzinLbaLL5
D9yyvDWfe61et07fJOtGgdpvaXJGFFXN/eBTGbGj62by4TrBtBipfiFMZR5zFxwr9mxQr6rBTn6t
ffb5WhwJ1/TzIB612q+TLhk+zUqQkHAtIUlzhO2Xk+wJl4bwJOvtM4cllqckuK9Mxe+I5Iefr4ao
url9pJLtSYKFoPLy0J3ZePfjajPytA/Xdp4EMlfoIHe+JVLc31BHdqTJrxoIeBmhbhMWKq4C5Ky3
XMclXU+lPdwWEmoPsAnOIoehS2fzfHqqq/3PQgT9VwL6ezFzp9Q7IUA4c8VZMyWdtOy3H7pC6xfz
EXosvWxhrvxm52IL8Rz4Gx2BrUvoiSshdPXJyVZQhMLKC8b4V4WsZrncGGjlF0GsLtm3kU9mKRTH
9lJsYRmL7NFtRTfwNZW5HOIg3IOypAl4FT7TAjIY58IkEH0vtX7cdQBfJN+8Fqiruj6VMzEQuD9H
oex4tfKchU4x5Xsu9wfVYwJYoPK5xdx6vJjL6jgBcL3UDRnyjBxeqwmUqsKzUcROu3wIq7iQBGQ+
qAZ8BfDnIFAVAGMXEB9J9hv5v8qBfFlZUBquZgMU8TfNvIY/5NHAdbCUE6Gv9tHzePKJhE4ntNoP
KUiSsuwFQlDgMBCPR9a+Nc4zejzamGivyE0nknNLU1QgyYlbQJoC4sJgLxyA13QybA1wQT8fLnZe
0PGKxqE2fQefI8mzqhfKzME2y08QTo03qaZMBQuiEwuL0fBTZcCj1TlzmANjgXD/rmPmOIi9ViQy
/9jK+5X9g3Wl7k3BDVQweuRkVaecekv4SK0Gp9C2td4zWkEgyCpzIb0zLuWS/GN02EXHS/XVuUzy
qL+1GOtethwd/mvDOi1qBqKHTcT7LImMH+SG0bwUD43jxk1ylKSY8I9oKdwQvJOZggG6GGget0Bb
7hJizNMbhOT+5wD6DJMJmUpjWYHog+jIKAl+X8Dkp5jzE+d/k/5lplgbz8Nd+rRQKypQUuH+/IBf
kQLNqaVsUqWVUy7jeFrO6oi3zzxnUrk4bJemNxakppUqGqPwQWVZpI0M9r2vPHZ1d4v7mt8WU8b/
fcn3zfic5Ay+Th4DVDknmbpA33hcqoaReMPOX+ZkiS6aWRI9ltoGY2+7TL+p9g32kjCYO+rtNHlA
qpcPUBV+t3C5F/XLSrib+04J9533CHsRrb8XtmYqbQzGiK9AqhZoBBKNaWsttnKphuNV3e0iX1n4
bCikeYVDZqU678Wh1v4dxsC7b8acpXXr1iV+03HP5jySGX8qzuREru14KI7sCtJpY6PsSzNwSA0r
YzwCr1XYt0DAVppkfq5Mwt481Cu6pt6fAB0alZGrBy5oGGxY/QAxXOc/81e2F2IXtMx7f7aU20DU
oynKpT/lNKxr14ET075/5mLhF+8JtACJN+Wu806HzVRyfNzUL7WtPDwPA1LDF+AoI90u0+4tCLSs
k7yb1QsRLcG+f9wwVhZz9DpcvpMF5Dk7j3GwH70JV9bMbYhbxmGviLlgnrmMlHFdKO3QYQKuvRLX
msIIdVkuPt/Uk7PDKWfDPI/9mlDmbkaSgSOwQ7md/0X5srIIYjtEpzUadxpgS2zGd/c0I65vDjyY
lxJwIOkdsCD12vt7rxTZxnjeTs8ymhT0wjIas6zQ50r4aJMMQ5439RYlFe9d4tjfHVEk5eHz5HGG
40NTG4jlJHLLGcxoGto3+WBmu3KGZqKdj7g4NU//AJVIu7tT2dc6vO+oJ6TkJxJ3RWIlvZnPO5iD
I1wD0jZrIcqmbV+uDXlkMQyo5zBjkfrm455lozQb9UB8+IMSLISYtPkE877dhhcHP92WXe6RFqqY
2/GC8Poh2Po6pSNN4iPaCRBegafaSVFXolSZPWQ+F4eLbVlzV/NvtQhzt3FPc4h4fmEI/uey9dH7
GKfUwOpasO1Fhg7TFquSJzlJT/tU/1qw8rFICJiJE+Nwye+7gyB1lFcdkLxJ+m+d075k9QdyN4u/
NjJs0+N1Pq8+8urBKq6lBjmowrkNFL0antpt0jDSsYIzC5IPPqtJ+cdvO8xNyqTOX1HUkjQ+wgaT
rJnjKTC8WVpYs92vxhxtx7yUaxAeaybC19sWHTFUll0/qWmxhGM9CU2LMiS+A+f1Zwfb1hpZWJ2U
FucNqeHcGWhZ0K9wo35njyan9ElkXqnwg5lhUj2fuRbxe/OhkO3fi+5xj8wp3W7V2JfH7wsFT2BI
PMw3gLceja2aupMWFt7bqjusqt74cTGfoHLYccK8bxS9hn5QZDutGZaFIe1MioNtZnMhWga5gEhI
Mtemal6UhxrGlXNoApx2IFWv764KsphzJh4YZ3CNDYajokBbB0SE9d5e80HYvNm6BGywAtfPvwfe
aRcqFkP/XpHZa1I45QSCkNcluPLsnFBGNtqpislboCjoGC+JQ3EZ4u6dP8huamucQGdu8mEH0tGw
TjI1dkeCAKqVdHGLUb5vLE0rvRV7V+TZTNhpc34mPzb9oIg/SEYHTT7ayQVVtJyJoyu7nSVVZp/t
Qg9tZhvB7AYVvPwG6q2K/+zxAzY+Amk7IpGgwjtmDjUuW5ovoMOJI7HsG0onICl3rPHTHOJDdtmb
qMhkkVAnDesHPiyW0PyTTv1/zXWwYbpHfJMEwwWB71EXcAzcqk3SEoGR3OTUv2C6s6G7GUtQUKjF
4+DSbsJjefZ01OFlILLQjeWlOXeMMNouXQ3LSj3bL+ZcDPjVgsZCicsA8syjLGf5NnX8LQNhmBoG
A73n3KGC9H+tqdLPUc6nLJ8P1L3gr3WkQ60lWjYbPgcnlI5q2P+/YmW4AzeYN9WArGWJSeJo+ONP
r3rtlc4eX5gnmx90ha9Bg9ObWQ7ig+Z/QuiFpVvm0FjxKmjbDOkKfs4GpzsTZIqzHlFyJFwJB9xF
RkJZRTAen2GYg7XcIA7YFn7gHB0JgtJiTTC8BZV3pxmNyZ9BZJr7jkQxD2YlRuMJV7MAneZIxLX3
PjH/brAcND93JKm8n1rY46dnlZG0BCFCslnQm9aXP3qjKc4ZvcBLfD2xxeB/iESs6IMvJqH82TPA
gQaeKqoaBO+u6Xfd4SqRvtzdpY8ZutJ1Rae5wn57NoAmHGMyrk+M/qF3oWG+alIqL7WeTiQexGhu
oI4H8wZqfWVNu8v0jeilX1Gh2kNKkNSrLEeuYp+fGX6L/boZYO3vhLBVoG5UtS63kwaA23ywY2wY
5Kh82gB+IooovCW41l0jdBku16Io7/bm1gMheDehMzBqELtuSV7ylBZuNAm407Ofn57dyPEdCvA0
YueIwDHqbNOLzH+7U6uBSt2BdT6kg5WGOiGiEj+QQjYgflJbIr20m3lLwWI8YXD1LoFRwFFQ4rJh
1msvEm4ZMX/hZjhmX1b2AF7/CxgZ/+ujr4hgpelW6tdoqHdZQtb42gxGxH6NdSZv0aXl1VAwQ573
bIpPgJsxIevNj1hOfrdolq5WyKTHuC/1+YzxEEWIoJ65HlIwiksIRtUh50bmErXcbll4OsgJQe+k
hQ492XJt2pAIfYgaqLrrbu8aDJVGdDemUW8WO89Zt7Rcs+xxFxJiPyBxbS2N01x4M/Rc7unVD0Bt
MglXmrfDVdzhTfrTSgVhFeyMVDRYBY7m0477oh4bg7e/Alg2Hz/RAfT6io7rmJI0kmJUWyW3Ssc7
yYJ737UqLgUokixwGfs9G7VOa6CrK0tAmovll+fZrHxYaF0AuDI9DoM+QigOvFTsb6Fus4mvq8k/
XkWde5/Spp4f00RO/MoI+SD2c1ho8866k3j1aSz95Omg60/ieO6EHgbCie7ZD35Cz88SyETQ57L/
QmHtMTDSkckanVo2NaFjoK85MgcmgJSrL2JhP2p6vo+3o6zGG5YKD+6FcvxKvGxH6fT62JoIFIT0
6ZSCbU491YnJIyHRcG2EMiG1RkeKDTDs3/FDCerpRkovyaSpy92X2MkPQKpDJXq2YN8oKnAnfLLS
ZE7nvvL4m6myetR4uHjiSQx40ohB+7YXvtZOqIIKHAw48XiplqTk/IjV5ZlJkj9xrfLUiZklflF+
ahVW89Angcc/aGJ+mScaLCdUNzPbgJEpTMLXWoWEXJ4mlCYk85GB8jueSEmf2yLAu2IFmhrBs+nz
pJSmij5PEPBhZFjX4TgwYZxU6i31rV4iWmBjYM5VWT231biX6/5a6LbOG+wcn2uGjY2NTu3e2yiy
9Ga4QQ563FTtra56VM+websXiFt5Bsp+JNrJNkPSEySbGuU6DgzTsY7YxjNvZ/CEYrWWh0zwmc31
6IjpNUCsDbuh+Z8Et6eYzFzI7RTgzoOwNhUyATeyMrmJxv3ftmalwoLPu7N8DYSbo9Ih/U3A0hQH
KcpG9yW9+q1KjQiNP/0mCZKAjsDGfUy476CCA7G8H9oMfqcdgLShl0jpR4uMJTk8CifpWakQolf5
RD+uzYmWthNXtD73P5L7hgSjgjF26+KScV3XhaWwXKGyEog4gl/w7GVgTWFdUldqbNXKTZmQZKqO
sruLiMnT/SE+Y+61OY3uPjDL9fwrqYbDF42eOA0sYvgwq/2xPkrqIxP69QtDi1duyx+9pMjXFxGv
WynUwpjWKtim+ofXEg1ZR+j2XKFXIjMX9o5lKOqdKy7nZyezGrftqAqCB5lrlicY63C1C4ci5M6I
KhK5UViC299AxWlfibAS0Uiiu8X9TiLybU7lz/VDUHIhxhbE4Pr10091vqfQ9TgOVX3+Blm2W1Mz
/Dz/7CjpzypkC5avP5sciN/yepGkMSBOs6APThUremxEEKqdG2IVR7ZASd9U+2s5rBieeDmTWzgW
8ctSnis5VjVkM9E32A8D2k7mIkbDNDZzndNtW/Bb0IVcWBgwriQCJdQlPZc+VMZLTJ6UXXSS2BXz
1Wh17mGLhUrFMsS28h59yLgvmsfuLKMrAQMaEqnOMa4YfFmIKaqwqtvMKYrolHGzKXik9MIflXAq
2uxicu6uZ9Eg2ZOrMy2TGRcjC7Ud+srC4QN3J6caSEyxJSL6D07jvMDBAPPwqdTaRgzQk+JhYNSu
AL0kvcT3YP1SP3gPQIE/2x1+vN8wH6GRsmjp75bvdaH8XAYnzPUsJOhfybyhky4XrHMzmjBGbE9p
/255I/xmI/4cHDIi3C5NlpHTXcpBh+s9AK19zcK+LHR54yiTX8QxQgxyFVW97xY1TCs1R9JLuujJ
WCHZr0InW1xs7dL0EvmLbqvcuUx9jLn5qnDZdHM1Xnm244OLLer+v6bORhO1jMZbxKlY9SZHgFgZ
LqYxGjjFFyBpwibQ7TKROvFX/AUgrLabZu2Uwr2qmfhMXiUy7ur3GMJCt6x+Qhg8zdFfUmXbQcUO
jJBQyVHqD7nfOaUhLBtBvwkXkwiQbtcoi27E6XojG6uhCt/2FMtPQQp/mJTimCLl2qAuae3S2hbL
2C2yUMRYW/ZojBMAjoVK1ijTelRrAfOxE1R+Qpx/tEquR//5KtOpRS/MIOGVzoBXiuJ8Ka80VKUD
9r1Dx+ySaV0z+iMhLcxzHEq5XfkFFcJO1jbgAQGDTrvQC+vBOkfuy8Ll8ZIWQdnpnllo6FjpOPTQ
6wWZq1IAm+X72ovFYnx07VAj8zaU/iao9W7sd8AdIpvdAgnzPnCacDlJFVpFiY/EDwEX2hvcV9dj
F308XCoj+wMkN8A0AzJugGjZQF/6dLnzEg9MkbE7tbRdxt1iKaWVOeq/eUuT3kuQG8dTj55cwiE2
HRhX+j7d3mXFjaO+4YWreHIeNifV9NZ4MUr2TSrZbw+t7HrLqSwiKCBGHEPPVBuQ2bUAkTWrL+Zj
WqL8Y8fQrtKD2rb7KoUZcywB6A/Btmhar7N6uOhLwN+PXz1oFxMkBBboToNEzM6Y05wFBqK+FBSX
DOs689sr2G/hepBIac83hBw19W4MmLDE6rgZgjUIpR7n6LuqeOE1QHb3fKbbEa2zMOILmteqZPhp
Hfh8XYp5CWcUNyQwKGXH/hHcavSdffWQgSI/YBrptaPRj8txacHZbpWRqFYcmoFNP1i1nRgSAN5g
oCVVn2/svqLgcQhLT7EXsG7FjpHJF+t+asZey1n6YfsuG7fz0Dd5Z7eTO0qJdW3A6c0Cgy+qZxNO
5YxXzqMkskULsOuds0ml7Wenv81N53lBLJRtGrX5fbXOG6nViLhF1j82OWAF0GUBjLjMfjzQWR/H
sFBCunWI2lJiVKga9eDZooJ3F8MBHBT8fcgMcdatG0p5Wd9vi5WRO+gTqV2Q1i2rjymBGj8VIJs7
woqQPWdOsyDbnyB4gyVG0+6lldQPMnAQo6CGBnA0RSHn3KiomISa16lOvuYNgel3PvyPrrkuJOW3
VyvL7NhfOnMUqmK2spO6qb6psOHsiaUK0A0f5og1BNi9rb2UUBOi7Qz5mdUQ3Yoz9QsWuwBCQiIN
8PUra00MZI8bI0r+Xlw2cKA3DTd6NOWXFHGHFQQD6cg0lZu95hdWezQ4QSoGIvuebAD+njJEoTJh
Q8b7/dnCimXB0rz6aEBMkzG30i2WvpjkOFZGaZeQgSlVpzvFm3b/gl1JGDSkhYgdUmKO5wgxU9af
DyXTHxyAbiEgmG0P4HiARvwGmUVD5BlnJrjve+q1dZdzZ4TburCvrdg2EC0koAQ33sXuGGw5UFAR
iY6JTbZsiFmdWpOr8vEUFmUXkFiUri60fEEqUZG/yPhEYmI5o3UJDtD8MWV4F5wV9xwBHkw+5m3Q
f2b8VrFIYHCONKYPRJcSIjDqMBaSA0RLWbHbUx7vKrjnHdwFrB6EXtuyx96Ju5lFFPvYfKl0+Bk6
uJxUrMKkuBhfhTrtQvIM3Oqx2lIxW14jyC9YgqnbSTP9kcy78wVDmWXLQPAl1HaiIsS2AwI/4MFr
rc6HcANAXDZOxLOneUij6B49VlCZ7t5Md+sot507w4c8U6+NIoWupBdkCwNzyKPYFL1lgHCOX8w6
0XQev6ALVyxALICXRf56CxywlrrytqKlraeAzAxDAzqrAUpIne0Mjs9NhW5H1htvSSihPdA0T7HS
ckc8BdyqnrGH6+k28e6nnPpA4un5556fgz3DxhqA/foVcuRopWXcAjAL9sqO3rPxFUoNpdVSmYlI
HX6YIZH87rf3wVS1Nt4qlSQERcT5Js5WgASmpkcillKhhTF5xl6S0MHDZ0zrW2c944exFP+gQTZN
QwUBWFGApVJUsC0u54Q+FRA8JYA+EPK0in/5D8gYMyQYo/LI3EIIf0yUBY5fMtwbTnb2j96K2mbo
mh0qJdwc8ZX9ANexsGUnpC/IgnJWxDL4CJHOoeurKcVru0GbVdVqjyFj0Iy2+yAgSKvOkKBzunXY
ZDnOhGymGlYKT0wZ/IrpWp73w/OKfYbsalk+hHlf+f5N6muweJ496XS+Ukf0I/dd2hXjgCAExVAq
rS057j43QlZQdHcQp45Wf9g0FJQhh2Da9jnUWy+IdmvDyU+lIILpa/DgfZb1MOFQre/bE3YpgpW1
58FWrk5pQXKjtlzP8euUT7Pe8HO8IMb3ERtYl1MpRkqMdylvNQo7X2tvFBYDOh54FzaN0xNPPgWV
+QTRPVZVTPKVJkzjjy2cMGKRwONgzBdr7h/Q7IwEsZwNFXEHF7qJgobOTAWlqDV8hbMIIIXJWc4d
KKcvuQMsF6PR6BRV8vNizWdEuktSI9lNp2tswobofOA1Zeyjk0dyTtB6WYwd2VxhW2WqqjQM3f/Y
lYDah8hfwf3mHm98oQObZBpcxgylpBqRm6oa4F4mAJcYxKWAcR+q4saw2KlJIXYLFBHzUPrxd9HY
Hz7CpbEssoqCDPfLNk+Jaxk2kYbBMpDBwp3GIZ/XGieCiNgd4eerW9+d8G2+psntW9DmeCDA6fXA
kPmyfsqCyG5RNoFSVScbe9cP7LL2XU0380liy6ob9Wf1wIEDlcDlk1HeUqNVoOWyYNymqreGjaOf
bS6+epSu8XKWYIpq/5KQWC/h0CoD3mo6ryRWikLZ1YKAWoS2YDQub+lc8+8cczL08aDvOO4YXKH6
KzRwWWUTSgBptLNMIr7wZDlf7CoZ1Zk2B9wL62IRNSmx4LtryKYs4wwkEh1rM8pHjzviWhE4ibNe
Mw8T1EjncXNWbngb+/rQ7CTU8OGJkvFnGAyJB9nkO412xPkk2aJUBGfMNbtWEr1e6/Q6ecrWr+RD
dSMpkD2mGnHDcO47WotPJeGV956xA1o61hLW4R6fRlk6hP3XOfaK0q32TYNkXuXMzoSGQC3LPFVR
z7H15ODvnWfmghLXCF38/WGn/rtTRzpcKOC9H4BvSUsP5E+2qzkBWHKu62PLTZRhe7uM+ujFOUyq
SaaAT1m0gFnzl7lfYGbo+SiRFcG7dJiSvpmQE2jSrX8dtbAb3/ia0fdUE6SYXrT7WCu19x+k9N+z
XBT1eaQN8VRkZRvSm89hjqs/lcQkQJCBRmIxNEKKM6/uCxwQaOWNpuhsXrhBU2mGt5wn2hCRVR7C
skwhHgK/AxTJ0pytolleG/xOPCXarxhq9RUToqtP3tXsnMG1szy1dKybJuJxx8TZ3eD435gRATlr
1qjn0eq7RzOPJrFJMkAvdcpOc9OuVRv/jR3c0Rb4C8yPrrS97AJk9t3GbVafD64GgWatTy1KiEr5
IsxddZHEIQPIl133D44QHliTeHLBPZqU1MZ7PMoJMtE4/C9Gkz/WI8l5ZjEewBW6AwpVqp90aVIo
SiJf6GFXAfvVy7QbrBoL5nYjoU5ZXez8f6ckTKrNJZaEFVsQxGIspZXpUFUofMVBVEfQAHaPp0sy
8IARdngP+paet9OCr5WnPakmBMY+bm26gKm0Nc1GT7RN0UGx1JG5Cxb90Bs1KaLDsJbNAVVzWDqC
voEZYXhpgLFpP3EyZgDagIgFMZH8yi8/NuCX50kEeSKovqjppZj40WOXJUmWG0nWIlxvBqh7/DPy
wKmGdzrQvHT1h39LrNRr6J6XmITGt+iV8XQ1IDEkDpmLOYOufSRgYyGVkGPJqU8W1vWGlM8lIETV
hUUITZGS1H/9E94yoD+7lZy+Xf8oFljfaua9LbfC7k6p7z7Eq2Q6zWrJXdP3whz2Wk0QiJjUG8qr
LuIG8u3MG1xbFrfMsA83LXARhPX4Pvw7es55EwtZpF3uVG+tELi7UBwW10H1IKuNW4AkYBXu8H3n
CyR+mVDIo9ldTgIJ4sCTYBdRalAa88kCoaG1wPjjue7yNJXOU0WXfoBafUg3C1JB6YNGRmKuPaK+
YXTtPll3isJ7GrfwdPrtt09P0+stng+93ZQRvwZ4awUNL/OxSfl2PacIXlcaG/Xi/tt4Zzbwjaad
/gKguHxj1f60TP5eWp7fRf23WpbVhNdCNMBt5pGXhgimGcFjtCsjA2MOYA/4j2wwM0oPtl29SXn4
LjsJJbSzt0e8YabAkxUvuaf6R8xTvVeE7dTw0fdzlnlCjwBQoMzZU8DLPqvTmQgk6ArgEw7QPeY2
w6vJVe15dYsR5HkcrIqowRnaxXllQ2aePGGUbyezSATiASik0L3SXrX5Ne6rz8cuiqJ7tBR3BO95
NVcr+r5d+nCiY5McDm9cyBIWTfW8ldgVeYWptL0/6fIcuUiVBaCr9DfGX5vpNXuYvFPd2pMDln/L
uY0ZhOQ/iDopi5jRGR5J36pQ3+XHfd4llHq04/gXJmGVQhd+eIThW5U4gAWSj7y6VLjfRvuNOzwi
x+Iulu/+waXnBsRYUqmKT/1888Y+tj0HKBBQajMSNM0q5TY/GSIxhtVTm7j65OMseqZIZvL+6c8+
ETsTK2rVtBV1/YdVYT85yBetLjA0cGiQsH08yEgpxOyUYVIrZtUIJdxJ0Xor9N0p8f/63IcFGB24
wYmo/JPbMHYdBov2b1chL6eWXn8kafn2JluX8nTo2jTFv4yTFIyto97X7QC1M1uoFrHoyYBWQGlD
8qOeEsmvtMUaRPhNmBTg2lkRRGBdtfL7ifAhM7XcQGEL2m0MBvlt31icu5PQ0ef/0zKb/lB0kR73
bBT+NgqeJZ/KGJB8dtOozq3Y3H097v92/J0XktoD0h4eibQ5TljD9ci24OukoFEQBVzP400MXXt2
TYS/Qg9k53NfwBSH4gFAvFs588pY/xrjvgy16nJXbsx5I9io5kjg9Nlu2Rd+Jz/6ih72PQpssGvQ
m4J8GWB8oGabyKyNS8vkNN+bqytCnrGIcQuEhBEr2tzywv0TvyZLkibnWkPCFlj24Y1fmevla/4F
EgQqqN7kbjAjj3fWS7+TXkYD+pCFod7vSm3tn35aLT4ETK5djGtHRDPTEydVxyzDSgafzNnbzf6o
hOoMiy+we9i332hUAABYUWJ1wwEMaUjfDyUXUwPZZqP2WBREwnQI+Zk+j8zG1uxZXyCrBsqD3vSL
ChshWlwyhCKRK5ot2VW8KCnbnbLqmU7sHisGnotY29YqM1Kun1lXbIN/UJNfJdSY9YqTGY2A/cn4
OB/aoBHhH4oa1On04GcgnO0xoZ8soMrmzUHI7FTCecOppdF3Z0dHw5JXzpsH0DIYtaDPsUgmBW54
BExkrV6SLxsSEB5R8MMJyMMDvoP77PcCXJ1WXAEg3i/PDbxmQxhyPmzusJbknEX6E+MevKnhEfMG
YsswfFRA7giYz6aCGoNYk4SesO/wR09OEnr8fa6lauvXMyTtKNcmnvREdyNQrTQVg4S9LLLUA9XN
o+ODQjVwzG6Qbu88sahRJ1262hJ2c8p0819XsILKeNtVHzR+xeSSsZ6Rb6b6usKP8UmgNT9z9d9H
L66wYgm5FZOPoDBuFPgShdKRZgJRm62Hrjqs7d0/x3Ou/b2kBnWpg3wKKdP/qbk2VakaGOnRnOBz
HLU8QFcBqcVAmbNKwMcS2FLDcma40OXIzZaOFCCyXb3xTSUW6KKimtqPCcEMC5Rq2laVOjx3IyEz
8UYf+sWz9C2VZUIIk6xGrx/+UGnfaue9X737t2xPz5HOQNl3UrZpoBpAn+Pk9CBFQti7iAGlrFHl
asDaxuFsPyCZ7KiKVaPom9ZlIdnf+OdnRZ+7vXCDoRUucysm2sH5wO3hnUKGjGUhnYT8kg4H79dU
zyKxI1am3XQimQ15BKaOqJsLjJ1PDlne/P6ZWkpuOPIyscCjCpfgIJfdLEXeGjjGrWNze/CNfNdJ
/S+HBH7r+k4rWCpT8vcCmOtuk1NSdjwOxehC8ogO3qzHMrnFNCx2RBb30kowNJizjmnFxg5/ZCev
gVXcNIRULbO/fa91WFsPvDSy9CezFN3Bztvcs05LuZ/58dJWXsdAF9b56Ry0DRymcHmIzW/mi3nX
VB7xMsGl+CdElm6rGwc2An2iQHTjPUaotqq98HLz0eSF4tCdN0RUTLAP8HxJXLECtssYeY++RMxe
tkQsuIysINt3pt5oNe08QU3PT10CKTgiKkxCGG2xdQG8NiiZ4f6vE4xTyAnyGQUImzkubRXG7vM1
MxMDq3rDzGafSjDaJBCJVKeEXtD7p2XnxhUhDCQJeQ772f+nE2LyNVPyUq5MwCeGBItAxLg6fhrK
Q8IuslB+W0U7BtQxVD0Ps9Zeuk5IbjAiwdH9/txdnFF9EZnsg2XETBKTjnQdgSbpPq9KINa1SxWC
/zORl5nSExwLiLiHauij8MHPhazFjI4wdar3KTxFkIjotFjCrPNceFjaV9fTJkMrP0h19NqETKVy
TakkbFivoeYVxzU4oET5GBy8My5PCtwx4WTuirl8sjdNL16T2fFYEifR/uA2mP4EdzyD0mADHM3a
SyEaMs7+AJR2NU+BeK8UH7ZP+AzigKuAYTh7ksE48ELRXU0hs4WsGBbDz9mIYiWGjPetclXaozLe
mrueVIc5l+ykrcTYMiSYLBESx0+Z4+oqL/0Z5GtRT+9K6f6/9ogTZ5h5DS7JMy2MzgaA57vM5prC
2xFkXPwjoIEV6OSKif4oZtoogFbcXqKplwTPKWblWkChVP2Y8jCYi3Nj0kbt5MSE/hpVDglmqT8H
7+fswhxAHlC3mG9vs13ZRVOw0HMLdegvxt/D1QQYxCKdMLP/k1gda0jgYfzYh05fO331YDIOSNCv
z+I6PnL13giivTDRpzo9JN0DyoOe+r8UYwExLf5vBLCMJjaWdEP76lyhxZwaYG1WcZEY0JjLofri
THrcte32eCNK/he7vpwqy7k6pIL2f0F22zesmisJh4/8lm3BPUGMMgjny6aCZwXziluvqrt8kGjP
wW0TPPVAsgrsdCiY9u/vyyt8S2omptaepgC/aKV6snM3q0KPNM8K7MmGGTmv9TGQgF5WZyXJEW/D
PFhNC9jD6POBKc/XqBYySFkiqnPNvZZXSx446GDFPBpOqTfq/RdA63+pqRx+i1oNG3OMEMpQ0YIs
SFzjs1dhIYrcLzSAoWzNkM09+o0bDG8t9yuPSmploaZMs2sYDTzEi/7A9gydYJpiw8nINyTuArn/
Xd6M7gBWDLVIEv2MntQ6HXqwfeUV5IqJocJvM7RdKKNStzVIcgkWvtiQua+gUd2YBbalphnz0nAj
UQV1BAErPzez9aFIIbQDEdeuWHVGIrPx8HiGu6h1qHljfFalesTfRBGPuGdRHzPh2aPJQ2Clhl4s
0GrpLnknePZ9q9IJuenBjvv4DMAXY3vELlhUzJ9F3NNxRr8229R5V3bYxnAhTL7iA2rzN2PT7von
0M+6fryxCl4vnKpykfGEIl2fbXwHeIKjQdvp0v77eM/p7FIaBiiND6zCrBvNabgXL+S8k0F38XPE
MAelN4Z1HY2YJgNQqZdrVLXdd8pr2X2fqaytqduXwbW4SazXe7BISJYGWLL334ngOCnv0AdCWXxq
Rijzm0J10Q8FiSTwkfqIqFaZCatSE9SQJRt0BhVgoOQ2Cu404mD4iaMBz9lIbYGdXuib9oFV6hvZ
zuV87TdX0k0mT+H0almTOwtK7My9pUJtsuevdEfv/gSMBGh8VoCVtAuhJjagxsHrUv/ngTNLv+zV
A+d4UolVl+xqoqbcUWQXbi5wMjw0m2pUnBDzZjklsytOozcnIRZ82nrO4RmukVJRmMbaA26hcyw8
2OXsozilipNvq6b77w4/vJxNaOZxFICY6oi488IK2BS4thb8Wr+3aDVf4HXiOs/MEOdbwof99glo
uzemND4BMGJilyz6lFGLwXaIyw7Sl+mEJgWK6us+DZJOK8pHti99wkjOOS1mjdD9GLWhSRp6H5BT
/kTXE3W+hfU6BJ5Jbu1+iaI9Gco3CbVtwvpA+YYr6lGd6yVzxSHPlNc3RPyydD0TpwC1bMKyEUOP
fbMBNpUjIffVVPzQ4zUF/KHEu8gdddbtT8I53GUxIEj1VHt8c5CfZPoKFKwgvKYBKkv3rPkersJI
fQ2QKiYnesuI0o1zISAF+vDKr2Te+dcHMYRpVj3PoDTNE29mNwdr3h876frxCiWjcmGX2KEltnNO
hWXYiYgc3BjTF9SfPkWVjt+ZaLgGUs5UaW4jGGif1c2zkgiOWBk+lp1W+LxA9hEH/V5rRSVT3UAS
j2gUQQDe3TSa4WGuLyl9fHiCGbvgdvSTwZiNRHINm10U8UEDxDzBrOyle1GXLMpMhxsa8B0HoBkL
BDaLcksD8X1rBOllQKW7Z4uKGqodm8ngZWmgaYCqHFZnL49+uOxBOeHCEDnAipAMIx5YSUcBKoNf
CQZjhYrU4z71txRMtzLUjCmQ0tYUQv+AoT6IAbAk76ShekvenhUupC1NORjTGj7ZL0XuwOmaj9AF
t4OUxBJcj43Xcv/eVHH7UlDt8U1/a+V6tkc+A7EUSfQswSQiJDhyR3xdzLCuSq9aNxJ/Sog7Omx9
ELXV3y8iiilmzKgXHoB3EFnDgmyJCgab/E046QRhEjuV583M6yDDI5WnU2ABJ8h9K/wATAffF57Y
G33DZHDAboPCb/IgvkXIo2itCpwV/eIoinnatPSsyKonta6NcaZyG+yNZuCrD71k3flNW/LpIy7q
1sSh1N76KYW75+SK0nAlL5R6ZcR4HEe4XRXftgAHabtJQ0FYfaz5HKhjMYC+nht9uoAH8wU838Un
1kmkJFtrIRCzZnqeDzYjzdTaQS4EUzWt8yCIG/J++WDJPG2rfXpBjbdjclYV0r1J872Bc7GI/VcM
wycnu7/5G65SI7aJBVzozrgbdCZp+p/4iePtmZPm28UpjNflktfuo8rRsnMBekcoyHLE4J42I7gG
LDq3bRSglQ6uqToAM+SjeG5/4CwtThbWR6qAgEcCfRBdqABi+ATKkzguTAFhoNNxnpIlmn36ljNi
7ZuwCwYaGqijx9PhpVlxNcipyaa8d4FXXwkJ4VIw9aCxTvy93bOJ010KK4K7D4TI5V1Czwr2IM2+
4lllENbcsJVMYczTIHct5U7xCYePyFvcy2KRYAU9UEdiBVw9Vb6w2EHNjO/1DnXx2NQlzi0c39id
dZbtGagpaUN0orY+vJjO2Oio7BioZ/n2sKP03+A4CxANFPPAAKLlfcYjjbSDujFRh1IdDfx5mbOM
E4baj61SH5HqVwHQRbBomUbakXue+gIuk8T3AIYHS2imBU6kyrSd+fvQxbizMtXAWlCWQ1tYOHpL
QwnrTyPrTY6qe4YvQ38RBJTBeTf1XkSjgIM47cnIXbSPVY/nRLB0SrMRiamGCNJDdYdXvLd6WGLc
I9/pCbXdOGMiz8wiSkZSiWo/LnSBrbdNxgytRBZhY0I1pbCrhGUvgZveWcrfbQf10Ib6m4HlQe3j
r8Z2FcM6aqNUpvBwH7lrqQMZyYoayoszLiQPNBD91sj7qCZC2t39nL+uEQCc8/X5vwcmCbdmzR03
4D/dBwNDI2+UOKvisC4bPEdXUCnd3QTsR28H5kX8l5OdyZt0ChfI8TyVRERXEHLNraFpopd2jkTl
9/E1whTd7XRASFIcGcDapo5gv0OqWv4PsCzKYoYSIiqqBakCFL9ywU3C7MgC/XbeQ+2AosRh9p4/
hOk6deNmkF2/6O4QQrTS89A8k3XqLfOX1oQFzNSErPNF5yK7VDtS7kTfJt7FXyg6+Qehh0bRWQ8f
ep+5iPYg0jw+h5spN0KsCbLqHmSkPQ0yLPULulx/Ie/e+utBYQQ5Y+l8D4cNwND/GOq49qzlzceJ
HAuTvb69ghTLP8UYhdnH9FSOa1qF3cfwUIB5aGoMcNb3LjNiF0h71gn3AdbwBV+imLaZHtHdvybM
CwKS6iOi/8pGmHCugvc5ry105l3wW2opz2NpozqPR6AvNT2Sp/NG3w1VpjIqdBN9eS8WEScmE+bX
Pp8pQEQ+zchiMaPq23K/UfOeyvTA/Uk44XfOK7vWLaBMDuhWB+OrcHW+JNSi89iJU8p+Kc+E2hpy
DCzjZ376S33J3+v5RNEp+OT0p6emqlXUXh3MaYjvhTqP/z5KKj830HB5H4gvDuBcZtS7m+UAEomP
UmOLCzv0Su7WTuNTnZL19K7Uym4f+/lb++H3hnis9Cqh6O+5iARNsPWJVJPIE1kmuL5I/XnLPDV5
WjwjbTjOpf9ygvkAMKi2WmP98NsOy4TzOk8aAdFwKAnhhyOTRDqb0KV956rSZVCWWs5Fvsq+9EAB
OW49gfeVyTuIAC3WOSZ0WJtwcQQhGDqw7HKJutua0AjsZo5LdG+i/WeATcMmhQbrX1k0LM3qMVJY
jteeDX4PpLcmWazdo0GJfTiIfzfsL1in/7cJm+hmIV04+H4M/ybLlVvjMVWWz2D8GHxa0unkLKmZ
86xK2a7nC75t6k+TCdrG6lUrxeGH6A/ot1WCfe90V4eYWy6Hf3A/djDkGZvZup6SeMnGy/iiOg8U
CLuvbTQlqBdGfU0tkXTP89KE/k4AaS4cGJrM0nIN6ssRZ2b/aLTK3fiE53bLH28yVsjwmC1jffiq
UoRlTY1zUlTZn+Hbk5BL16FPnJmu6D/J4uNc8dAaIWSz+66LPoT2Z2Qqj4KcWa9y0e/VPz3Fbx8X
9l6CgRVX2MAktuz35adY162La186dHykYQNWwvPDQ9/miArC/Wt0Eh7AJVg3O0r/UB9Oal5t1G8x
v6ukxD7aiSw5mu5pxqIfH3MxA6Ne01nmKbKsFU89D/+JUcnzpgkAH4pvCY+amJCG2YCwupo+DDno
d89MvLVV+IRmPNygeeb0qrYM1jkZrsULUEnqFDc3ewCYk7fie8Q1p9uwurrvaqklf4cf5EXc+kRS
xtc9sy7ed9ieKUr2HUl6NYI0veZxrnLO8WBWozwFvckFQHLGdSihqJHpcsMEHtBOAY7uSfovurzT
dZPDy/SzCYOTdQgNriS9+eBXiSlmMz+YKPk476EYltRljFVC+QrLVEZtXQIhsvYxUQnNkkIRZ3zv
rbJsc9qrltmbGeZqnDDdBP+m2UYlpg6jFyHPCXkkTQdI0btO+cKzAlshqh0GTLVT+5HBegopJCwR
YxJhr2BFoq2NNNHhgDT7A3Nf6oU3GWFF/XqOfz+RQRZDvMgjY8p1r9sGA3npbqoxfCx1EnF/AmNn
eqQvsd9wJt4vAlTUNbepJ1aL+HPB/cPe21/OZVi4ETucVhu/llHcJThWCpqJAm6jwRFH0bw1p7AW
svIHqdo5HLmBqmhAqlt9+U3ZaPxnf3Cdoa8YrKb3jsCojDO/RvE9KPbo+jd/gbjtCdUs2bJ8WCON
t3xA9N9cCzTUVlW0+4amWPTrOj0vHknm1wvuNnMtHs/ibtl3xY7Xho85vaae/w24he/J1lXnfsWl
8uM2M6FSa9JJIGPVKbmVO0JxY0ErcMP6WJnrzxcdhGqu0TaXpC30x+f9phpp1edDuRRJ/5ptuOkR
x7+5tQiwSH0YwLTSMQG0EHQ/VcSAm/HZmsUkVuzhq5FA53RkLpwex3hGcFdHk3x5w64S9fP/GWSc
psRBHQxlB1I8em6xJsw2k755MxIdB1/UsPaEFjXRWAMkMPSN9ur6l6kdr7HPhJz/6A/8CPcfXnoC
DjLnISiK0UUqe89peLjmDwTEIIfb0rRZ0SO0ZvomxCTlBHWLs273ugbgLsactg/P2ixcWhn2cNjR
lRdgbwF+zi9BWo6O3texMuVBUIllqMWsW6+gsbp7sr7R9w847BF3vvlR8MVX+dOrIrFMPqpXIkFP
83e8500B+S5qKC8Q9RBMP9oIO0CHf/XSR2qV5CFRhsx3X9YqSKILkuYqinVye/dNMTCi8wADKJ2L
BsWE2nOIJx+1KMJQxqQyb1wYecQoD0zNOm52gIAtkMEjeEcIGT8yUXMOOqabWUElxOZR7cOFml5G
PRxrIcN+xPwKXm5frbF1WxeOcJZN8pkZLQw6X7E5fMqbjg5kkc/Q3g2qv+/YFENOcM00rbLdZnHZ
mW2Ff4l0x0jWpEeJv4mr+INjLV7aeInGHR9gL4ZnpCN5y4tAtLL752HUz72EbvA58wFBamV3L5KU
5R5Rk+2yDM4pp/XCK1Jxf2LVXMdnG48rsRZQN+yivYGnHwtfiVD8BHZPBDYrM8xyzkdGnYG5EzaT
quc08uQvz7QaTNcRSA81D2LkzmuXMI/W/3empY+mHCVe9n2HKJKUz+h+CjW59m03zHYfxpe7aFsY
4fE0nmmlmo2DeHZg4oISusIlpswo79w0r8NvPp6l25eSbCoP57+U+PDgZI9f4doWOWPbJHKteBeq
s6+FEa/vN4lA81cRDESuBF5g/pX6x+nCFBLMMDxkjhs8rqkmp+PD0tFXQyOoSCJn1mEeNS0LKYed
jJ6YAq4RHIpNjFZK+xqvrQ5X0PuzXvc+YT70eNfAsVafQY4Oy7TJQlLPb5/RJvYngbkbJQP0xU/A
4In0Ihee9EVmOz+lrZEoJZQ5H6G+ReriC4ngNs397QCBQ84BlPE0IxRZtz71n5sqsukuO9gTjATa
n34AdrCJDytVNd5HBMR18aU8N0AdGysun28e0ADHLk4yZd58/lrcn4eI43Y9R1RXsS9hQ3UqzFcs
PTiS30Tmi4Yv6DPV4P5guD5CYslY2fjWF8lzmcjinfYSsxk8r1RZvogZYKokJS5jqXcxLMNvggI1
H0Kde5k+m/DlWhNoPuiOerJ6yoLdc232A7yarLam5EIg73KoJ05xw39iVQf9XZ/Fcjh0sgtY2aSP
+49RMIJYaw1+/0rT+3t8DbrdPv0qUd5x6J7L1GuTX61aBS6d7m7hesBxO1OkhUm29QQmdkIfwZrX
PFkgfMxyWCzRhqadk5tcYXEH0Y8LIsA4UeHBZ9j5QRJ1lJlh7wLirRkGTQxbktf/luPMh4wy5ASw
TK9h3Ei7JizxGtjmL8JTYF3vZoPIrRRBRKeTorS3YFtXFHa3YrlE+JjuW2gKlAaQfqsUSnN1BaAs
50mPPmruTdZ+LXafkZkYaWlGJ8xJPgb6vd21gKHRqEnCHoQOUTzsinBd6GkKwaYoDImXH3aSv/fO
3Q4neqOuEmlZzBwHpdy2w1IdLh0t6XRmsFjWp08NSqj6UXhmafrSa/lDOSn1l1Nx061eOXwoFA/m
d8pIDW76CmJUHDJnffh6b4gzp5XFu74xPHM4wkcQ50u0MqOq9YQEsIVvO2M7uK39JJVPG2tBklxo
TpUhCUSebHixReIT1LAtc1nQAFcJZqVkzpdWBQ0mZZo3j/ruQpHVNP6gmF32CwQWiv07DkUmqKli
4+cSWZFU82ZPcVk5qYDQtysecV6snZ2ZudBRjSn4+85MUpg6+EpzG7SoNHQOmzjyvOhr564ZDNNi
1tJJMkP8HDn7kXdksJj0F4tEyY1t2lyLXSPlZp4Ibs0t8xTt6nY3rY0osUhFMQtpqV8u/zvzV5Dn
Ld/+XRU/xN5CheU/2jQYLnX9fFZRRdT3IU2vtRdf/5KiVdLEY3irjXS7PvLGFOUElNp87JJAuvh6
wqPpJFpjQXXWa94/v+kPbJYgc61h5SkM0A74jIOqR25GBuotcufYGHLW3rt5CIQfE1Uqdv2Jm6KI
vXPCG5MMPIFFIcD79/JY5VZ05xvydwoadFQraOdn3bXtiFs6BpUXmj8rypkxW6WKutqVigjDDmhY
qg92D3K0TVxNxEJu7LjQTJn7eUASspyKP0THkeP2sapRTbn9M7/c9yzEsimPGBoH9/jy/nGlG8Pj
ThXk17/ESh4nZtFPZLpRPwDnjVaWFflyEuXdHxbAnYEw/p+U3nMvLaLbkdzUcjiuF2yoBHyboPkY
8SV2aNFTh9POicWSHu1d4YOTNy02QzidY0CEiTZJBNh5kxvJpCZGmQJ2WeA9+EpNxTmv4Zk6X+41
15jx3ugPaEeZTxyIyN+A+c3TF6rgTt1kvuDV7MfhbRmIP7FsUF4h9K1DQqqzRTKV/3wmT5r1SJnh
3CD65MMVdPETvZYyrEiCYQ/KHM0j/3bnsWr8V824WJw6YJk+5l3bdhyg1xuB87wLUmK3zGpqgF3U
UJgk4afNo2pNlauOPFipfzj92dHPU88hHmSGxO5sIgTCllYwOAW7AXj0quchBedI3krqAqsj0N8a
9XlKdTAYGx5t05lihPwvpieWu78lgx1vZQTqDI/NIaKX3yIfjJcyriEJPgjCjAWxmTGQ7tnFQpIg
6M9DtzMR7uio7kkVg2oIAEUR8of5A2t30NgfQ7mVkqSpWF4i69JXcsCVbZRyplx2rZDUfojzSy+6
FRJg2enzGcEhE5i2/xt/WJr+tR7OdigZSUU3eJ5htNm8p+/uJdS6zh51LkaBCd4Wr96OM+c68jyU
oyBnfopCLJ76axS3WiPte7aHpQvH5juP5oTukPe0rGv8M9kaTapK4ZkVKlIc9aA5LPp4/nNK6Rvl
DsKN0HrbiJKr3TNDrwD+bmKmqkvhDamE1CvuDKUsmXEZfcrwOVwQpUJeQDQgJPq82438loAGvy1j
MzNC6fyTEk0Vby+CNchIUee8Mo050ZMtY9xd+8g7o50C+Ji91fwln89VaE3TWsIjlTR9vRCI5LCE
UCm7PU3Hp/aNMWiP27XisdW2hrKX2c0GBgPtnyq5eAvqZiPnCOqEBLseKQ9DujGDjjIvGvu8arCx
vbQxii9mlm1dP/M7NMzyuLLwynzVlxZ/3dW41ThOGIdZgeNFx++d7YL3X1fiWHTwQpsZt0v1OuwE
nXIVDht6WNVnLSB7sgYalzukZ/OCLRjTBd9WkszSCLsBwx8rGGDD7V/xFMzGm8/85r+w37ao/hX5
UNN0P8G1+dG5VrLbh4ELy0NDRXHjuWvAgGKdokhDBbSvAtUwmIjwSvDkQvtyf3/saOkEZGecAKGZ
93ZrxQRDxTA6GLOoWtjiURFb/lo+wgxTyYQ5mXnzDO8sq9CIXRIX/8wnUdtk52m9i+Q4ws2k6yzO
fbt9Kd83UrE6CP2iGxjZCQQJICmVEpTQWWOeG9vHqvWVHPrnU/Biwv+59xC+ouQte+MgdFS0/s/U
1Y/L+GrLVWHvLb4NTDq1yciVw1Q0/VWWYpeyYqGTsKUog7uGsK7yLdFVqDGuDShCut6Tuo1qyOf5
iSaMbrXwBKeiqPVF5hwtiWID/hgD5JJwxWqMUhPz77BF2sVYn+GqDOWBnfIv2GEgCK5ncVM7cajC
cvN4b51JO7YbAnYpqnhom125Ko1xPsgeKQCXOM8zQH9dFz/eQnEun4pyCBB/B9VJnpnIhzqBMSGY
PgE7eR+5uh7u29Re7/zvPNPPjW79q5TOMMfs11yy2PmKKd01d3oMMHtl6fT3UtXx6O9H4rE4Mf2N
oBpmRoyuhVKpMcDn9KDYS6TE0WGegXvoAIj3M4ur0QeOIOBNvqy8TFWdcO8SdOoZOIgEWWADNFjG
3dWFGWge1VyLwPn0fBcKs/lpYd6w5aiA7rRAk/Tbj38SestYywqF88OUx7AcWUO087axO4hnRp4I
DBWlFD5Iu4niNSR+/5A5Iu0+dAKSGT6DKQaUhq8ZQhY5pXEALC5W84ijQCYOSi5MtzvIGDUZB8tv
QdtlWttS8YcuNSf/IFkOj6hGNm5Znomz6J0tcnefI6prawR6VkiSFiDYaVcndB0yuGAQxXjNLolv
lclc0Q4wWhqqpumXZuUL5TcJ2glm4sMlmyCsM0eLtud2A2d6NaaYitOxU0ktWEBLeDMRTQLQ+bRP
vRnQwZKjWRl/tGvnnBqH3nqdB4xtCZ4sdAbul+nuEr5+ahVruR65zQolJRgVomkgIGn+LeWWmIQq
t9STcUoi6JGJ02OFvEjJZ+HRPlekFRg3E3/+58dGWAXHkISF1mD4x0rpfvVIA5c0cAWS8qBFev2k
1tmQ/mcRACT+4Bavd+0s6aZyadN38YIaBEv5gZKIzGJ8Q+My2Q9ZlBQwshokN5yv1uF7q8olufEv
5IhO/cVrPR3tNhiikc9kpThaqGUgfEyMkXoTLy9upjr4ysHOYuTOEAcgMQ4cJEkBd6pKW5RidRMY
9erWp/1VUuwLmxwH4SkzttBf4vi0z2P/GTxRYxKtNE9D8dT+iVpeHZnjjxL/jULo5TTUZvgm8hKq
0tW0Ft1USq/tqkIFrqvO9b3SabxKKZWxBNduSmmsqE3rI3lSuoqrKh5llXUlbHtFk4SDiKFx2VeK
FJUut+4jkZw3U6IKQsopY9ymw/vM6z/+RB9fYf9k82aXOA52X1tGQ9NcxmaoANRfTFIS3dbRd4sf
bhNOd2JNdVZHa4HbdD9BEXIbICrm7KpJbbxk8wUiPKvPmh8CUZOtLq7cE/IhYuCjPTiADUcsq/ds
KBiGHmZHMgnJTBKvFPGfcZEDg2e/4nBpCf9y8WDzGITruiz5LidAGor+dWYfBQcHOBpHZwOOv+fZ
aC3nPaRpBCiBQawE5NyDeDWEE1VHIHBsntPCM4cccM9oOZFXAyzR9pOjiPxXyRZs3zWzyYDQlTOc
c3WIILjDz7J2a34aw5Qyqp//arF1kC15PjL0KWq2NfQI3Q/juklCHka/7Rarbtak5Vd3pJE5grzb
NXpS1+a6R58v7TI9DMx1HarRw+ZgqQQpQXHIKnTEJ3VEVlYnRmheQFpjt477bLYprEbqkZY4iEpm
uYN2J3X56s8tcpQfD/yf2mIlX8nP5QqZyfPYT7xKoOtsZBBufgnWhcYDDjxWdaOr+qdhmvEKZblg
OmyRAYfDSTKB4TjLneurQtnifQbRwJpjuTmvNXUSKDhn6OJe08utrJsSqpDmvf4/2Ezm0N6CAqJb
7MfD1fXKeFmG0Ec5qPB1DTRPbZxcYV5BWVhp3uvDcUNcFOVMA81UJF/Cp5XlXqIJmjBaLxBRX58A
6SJivdji/k+VPYXfeSGb3EzOGGclGKPxWzvbskGj3f5/KiwmsjeM1LacG2G+ia4dtuqwixNA4QkE
jjKAURXUG50vbHUJuTJ0A3Ya7YxcqhEz4ptv0mLL1RqjwD6abhPFMT/Ehewk6q1YUMVGFx37to1V
86kdTPvC3g6VkF6VZOnV94y6HeXOloNrtEvKoqVa3xPLXjRfl9PRy2W1LwYgqwWiMyy0vdSUzbUm
r3tGwyLHqKyujOFfbrwMn+rkFKO5he/h9W3ZzRIdvkNunfZ+hR2NTTB70n8wrY1cDEj9bTdCddY9
3SBVTXYVa+Z7Oou/e9mKdbFBUDth1oq90tiFgRXzxh0U4dgXWCJ8SFMakJ5VKSfO2pX6TSN8NQ+c
UQzsmVRLpERlfgWVfCfnSb7l5DZqU71L+59P/fWbarNeuhoe6YWNHbrAC5G0uBaqLidewn9cxmy5
ashLA0xzwR/Ldkjj4FeBxXRkc6glbmlORxNe4tpFFZbYTxtF25znuQdILt30QgdP2ZAhYhGW/KIc
enetJT6z7KEDyXB6yHdJifu2fPeP1JUDjvob6/TPRaahvPc3/JqrPYx7TYQe3r1hUHXsKACKOG+6
f5YKvPlGYQfSbHicZ97sm+S7YVBNXlaZnENoNmApeTuXcS5wUMHAcu7620ZOprY4OFSL3AxjVpJT
jWj3dJgzcTKnzEaz989jboBIdN7YWFnl2amIy8Kd0rqiLZTexr5DEBAgiZSPwSAGrYhnkYfJLo2F
zple9fXY5C8rd75S6XuMgsaVOOpi1Fi1It751+fth7hwqpXakpRluI1E9f8P668bab95yoPx0+hD
+qZYNnBjVM36qiUNwqstIz/CTnUlFNGSl+Do44jYBH1GIfdjF47c5eprXqTLFmhpDmydNNpOSN54
gSwBr81dxSZMoHKE5JtF4SP5aHjHmsEJ28sH7oFm9bEe1NcHgHpzSHZhW3rYsEbuVKfKlztwdlx2
4EERrPCfZVURgq9FhdXE65KY+udLwywPfyQnu81Mo7KcPUmNlQYYudiJxx6bhyq4tsGHodSxjxhq
aYQJNI4xJiGmexIf+xdG/ipoQuzQAFvRIOHGpRx1/7/cno81ME9HFeY46IEh7oBIl/NKNfRngMUq
1xSVFfXx2UGQoDv8xdvuguA4qgaj0s7agQUwQmEBgZpMnSPxNbcGJBjLMdIWz/OTk1mnX/Ml66GY
4qPfYJFiTR02WYf5SiCFzAYMSI5kD1rUe4gKSGx2kzFG32pQiJh5nxy0LLaz/RsYlatIP6aXl2Up
BP2IwoZ4oX1AD6p0mHratIluFd4gOLfj3Q1tUNHMCP0nGKJb48CCLnqdzhoYCHkCkTXbqa/nRSKm
qM7ISMqj8D+EDfFhuRKQSDG5OKjbCRAZUXDKZIaUDdzzYR1nS1khvHAnCWfnSho2F1oAcwAehXwJ
lLMVTJZyejMLjywYJAOkXYUsQur5t0HhYUdUuRGiT5yPzs4J7X3hmKGTm4qoL1OknMleqlN9UMog
/oqFgFSBl1UIELtc0I9ESXSQpXETTB6fzWfSvFPdE3rqx3JnKE7lfQpougYC1hnWDyayMhcc4mqb
xvPE0wZYmfzED2r5PQF3kseX9GUF9hl1PGcyhUKmzgRRRaGq7/Mh4nqwpYOdJmwNnR02WKiTOWgi
JJej//26VYtoW3aKYCag5j94aHCe8o2h7C16pR/iEiZCxqgw3Dm1M/bTeaPQMAHQVUrRQqOwCX/U
U0pZ5ilp3K2UjGwDcSg8s5/O6eYVcSjpUVhNnb7jfRZ4VwFKQfVDk4Oue8QeBpngZfslgLf9sei9
/lJpI0BMuoWHblTTKPCGP0UcRmSz3tuCX109YR75xe+/cajhYu/dXROWkudn6/mzb4H1ayPuu6wc
+dtS9XdAVON/I0FlcB9iMpsPoc3X0wYyjhWIzzKnWNs4gC83hLmGnVSDAKE3d9EfMOVn+VFPydFt
c/Qbbciv7IGyR0Pu7aemqt41d91ffS7WXkEPlA7zQD/d5LhgcuOrK7JU1KaluoVYwb6Wbsnpy94y
G7wHdge/kDCy9EJmQPKFRt4glr5dheQuGlDAgO8XnEY7OwG9hxkatHBd9Xk1e/XMijWWisAxKaqp
jtDmT/KtEgHc9KppI+dfBODAns/StO2lR6lE2+CtzRatOFOezb0CmnV2967MaOxakYoreNwRz07N
u3bfESpt8XhzeMZyLtkAa2p2gZHVr+OowSOeaaN+wA5AuwsMPiBCnUyMIs2Lrn3Pejghry0eJx4K
vr5bt3oh5aeNb1MJilQwJDdy5aW0BneVLhn1VKzkhTH+9nAhbduyR2ZHkztWTEk3EVIuIe+wTznp
UzNpgC/ralHRdDGcZ15t2iN4TiIXgdsIAPExHxRnQ97XvaBHMhd4kRhDz/CdZM48TTHrm25LPoyu
tr1iNCJOSYUdbH/ZeF71n90deovuruaG9dsCAzn7KaY1o5lx7aXeMXPlA8v8zGupxFRJK/wdhMBN
BKY2u01VlmcI6KK7iZlthVmt3CtW7TcXfUsI4V/EYRnsH0Q9hhzWyF8CPVvp6EPeh8ibVn1K7lLT
AVdMBnlD9WMVUcNmF/URd7z1KVSzpB3ldxbyajQpgfb4+orPe+n5ipdZdtqxvgsI1kpOE2tJaxLZ
qKe09IYOvMJ3Gig7A1VY7f9YHVFmngQPpKFG9SUbOSQd/Oin3K1t8+v/lHFURffpcqb3CIoeprR/
0+b+OGMQ1hBBvtOP6/fbsR4O23ggA4Em5wT+Ouv8bdRxuMPnQIA0fRRV52LUqDIPVqFUrH+EZuxO
9V2o/Tfv5h+clhWrS2gJLT9XVDguI2JzyJ+Jx5329GuqMsbL0kRNTvLTvoT9Cm2c5SyIn+0jzs7l
sBTdI4vh7amU4ytpISnVyYUOfRBmRIqA2hjx06qGbBBMuKqXiKruk0G2LGjSSqXd/BdD95dZjkPU
DXgEZvQILy2dXfwXcigdDVkad97NFZtrnvNt6gtKnbCv5oukQlYJtejFSGFNxMLPpOwa3g+Gzbui
nQvtcEkmgBj4ClwVL51X5eHLIq5OH9hZTB9FatHNVLMvY/O9+QklJ3w+oHr/PMnnsN4/TR9q0XVz
B/BIgxCRys2SsxoM3kww2votRtOkL4TgmFhbNrzaVaP6D8g39o5G6rlxxK/J9QCWxMYClHlEgY0P
5+fJt530okQCBw7UK/hbK93CF90ORCGvO2R/UWkHujOkKIcu0ll48LHkoxk1ULS2qml81evvAjg3
mnjd9nZ+lM6TPg95NuWo5CbfKkXj5tAyeaBL7ylxZrZi2njh/8J4zLxQibvYualab4L4V5eqKPQp
Mnkzk2kkyv+y5j0EEGkg76Z+B7qs/1wORBugs4BPROnxHQPs7kJ6ERRRljkzj70k3JlxnEJOoSjl
7V3N01h0nWsFb7jFuZ1km/Lkfd4+Cr2lMQc/B7E28m4g8INZWoh2AOuPheCQp+JT83IF4/1BxaRj
YfAXSzaC/pfsg+nBWehdtARU83HpeHPP28QqGKO8W1ALBaKCRHCD21tKmzrdEqh2CkL6Z9wFkzZk
0oVev5UA0UDpr+TWRbK5O0lhOx7XJQTaFL623oCT4DFIZDjWTfKfSOVkqZDk07e6wOTN9r9jPEd6
lVHDDxsUxU3HFw/D80RYLPSxEUQUGwk3lGptvCPDPJWKV42vZoZfcY1pBwqwdQNJkme980DP+NBR
xBq20cF0ZjhxpXYeFme0qX1ZbWnhx5qzrXfrhay91zvtHHoDCiM9xhB8SjfXOZ1PVgEkphuWrp4m
uRo3II90xbMVyKCkmFC/4gTK0AwPsy66TYlYyOwLYqnHibrhDZ7YHSFyqFute+dS2MXbyyD9vvqZ
4zWO3vSN21QZoWCZ4vw7qC8iWk8FYoHfNDXxkNP4QzNLkvadvUD+FtgXxTGF95VWiwEr3+fN+MmX
zDnXjMcQasnTqZ3Yaq79wyUmYKkmyaMeDP7e2WTUlCnNcyHmRFwRgPpgriNSD7HM+y6fja10WPxa
fPi5C9aVWk86kAc0yq78FthkX9tuXMULP9H/htVvpsbxYewEE4V/k3uKPRBT4/XluyI4yyrdF36d
/cZWSts3l5b+fKvs9GsZ464Y1qaq3pdIAPssWvn1C/PlcIwudcXv4EH/mGcVUSbQn0jjEFnfZKrO
BUBgFkDTwzUPcGpZvt3hAz0Bn5CQv8TPxdX+QtkjByu47tOnjpKH/5gGq2Aj4CgvxCiiCcabTJJy
Fs3h2VcOrHL8eNoaN6J61IXhiw7QHHrSGWe5QA+h3c62iTQCE1Lg+3av3jblNHndU1LyR/2chPxd
PuBUv9oTCHhOv4pmu6iaO7OZ39jRrPFm4KwBfUcxQlAU/xG5v2fjEzP9gYabJMCm6IIsJJmHe0kd
Kc1IkiseSyOsRn6hOI0p79lwSrA3NV/A2lLn1da8XVU2WLxSZLRXCVOoBCinLwPNULwqT2E8AKwE
ujY1LhiBJi8RZHcK3OVyRkJyVs0auagSdOIk2m7rE3RFGCB6oknhlQWd+sC/gHtMUFVgPzq1ZK89
rr462OLFJwdwocFwa13EH/fjouQ1hnJu8Rej8+k37j+NR3ILq1w6PKlY7Af32ukT/A3OqkDX9uI7
9+425B1IVbzbJXQu3cPsET72o4QfaLbAoGg+f9xJf9ycw6NYKCsJhmsQGKOSl9z6E9amqToGuDIU
2hhqIcQAIAl/8iM+rN3VlEs4/UArdjLxyyX6FvcoL+EbqJh9Lp1085gLyEEpaubVRUxn5phVn0WV
kPvL5IwDbV7DxF829EBqkKCui0vZdc9635XRjeOeUyIy2jpuBMYQIcO6nEXvQ87bt2u+P8SVqdfp
S2g4VWF6HPtzXwP+HNilIzN8by68CGnj8LMv07EoGI1l/gvedB2ULZlC+MinYnxKXycpVwTmOdin
JkHBmY5EeLp1EFmTUwVSSBxO9JBHdP+3V0VqIWIGtAaPbPeznb7XLy1RUGGOlNHG/VgoociiPmd0
gY6zzU4toO2NrR2Fn69YiiVVnf6TyF1JRa/ThuGxRrWRz3YHr1b9NeAoUDOMBxcw+R7kQbXatKjn
vhpxJ1l0xnIbWJBaxwU/r8CPGNTRY8aAaAAObEYlUQ4KIzpaIfb0bpYrSoCu15ZFF/XQQFyvpJIj
UFKw5DztsrU+f4T2FD8kG2/2eftnyaO1yCzYYfi5AQTJDB5whVSp/wwC5pMEWvf9o/Mp6WpMlTjb
cgOQIbqdYYL7DgEp/i9zheX0jjjvK1UCDhfGfB2TSGw0h56dJ6WujINeNb90xB+lw8OdQWk2LL1W
Ita4YuvL5b+IObrAr59eS5JECuh/VABVoEvEY+3V76BhClAb8cW8uRqvirgzkNWmm8rbWhk34t/x
5XMGV4CVuiokRlHEzmgqgn+xGTnZf3ziUyxyk17W3qAGcya6sQVJIfq8Vdg3w27CTCsyVaZHOHb0
yirz89fgF+kkzFP8osI6Y/2LG0bTOCoEZHX93Bzl2Fd3LkzlS+nAnq9lj09N5hCCq1M1EJBctShB
X8C4d9XLWQbp/VNLgUwAuvLgqR34vNrp2G44pFrOLzrdw5vXMb6nea1Igx4F1T5uGnfhQ4mJAlmu
lWWfGt5ibe/LXaNdtZoXO/xpTF9NNUhnxygOyCcCkgUAKdvfXFTpYziVM2rW6VkJC1q7/bcno/Pd
BU8tg/GKrEkT9Ifh6UXzDVAPVCTadTCeYnN17W7uWw7j3Fnbn+Rx1MVDekrYIWtqWuwIOs+pxLsp
EjGSG1uJfaknRl9hSMcL9Hw2VDqgAG2Dn4wa+vOWiC+y+TBQWIu9QOgd9u4nJQz36pDrHmKjOmXx
9Qqqm02ZpF78m+pdEkgLqygZh13l2ZqkXxy0HNHHKLp5mCIu/Om4ytPAZVcbTozo3xre3CC3yAbJ
iXBwN0NjvMSfPGEPF23/ujZBGyHxLGZ1L/1ZYDV4TsATy2Wmi91GhLi4yhNEZecRvIg/d7YOxjlQ
hpPUje3ZIPX38C8Xhvvv6BjeBhHm4925rmEKWsSCUP0CJ16AmOgxQUQrq034VWunOa8ByjyekaZi
lUxS95uV+5JbxCprtrbO79b8uzjbuYkPy/pjp6goW9A7e+poEIZDga8lwhIs2brvkXrSkwX+bhym
Xm2mN2+OY5DWQotVnKd4JvUXnDrGeCHkKz5RHGKUM09zpK19iZpSfZ6gGSoN79qzHdfuwDwbXdkf
wk9G53DDiKhPTH5MSlxJUMTg2iMPm1J+4pIa/BV7O0SnatTf5T6Xibv7513KBFeg0xLy43ZkDBiD
eELlnX5Dzsbg11rCvL+P0OMOtQsLtUY9AIstUKW4hwyWBI9sEushJKhfCeFf4FQX1iNwoLlRTFBY
vVwOT0aj7gwHmaA+paMQ3MOE9dGtJXQ1hJHm8/vqZFI48ZZhpTPubm1e1NQykBLqIjO4FlaZjXsc
4ZUFdmrJDRRSrTRxHwq9NcfEwlxylAbofduNF3NPc4ZOqTyrrzKQlTPidJGGSMdM0APgLfR/4x8m
mA02SAkY7ZWZnrPNdp/hTQM6uV3dgi47W3EAWS+NtdYG9tfnY8odpXu7dCeY6w+ifC+6orZO9g5q
UJrgJtXehOAcTMwHdqu9PXrn7LxgizB8N/CLRzUahwXyPrevWV/LTJssD3GQ+JKCep1is8DTeewS
9IpAFhNuwGsltBhCc2UJPl+jBdxbozT2ufJ3twI0U87cn9BeGtIDf7iIgKLJvH6PCvK3+paKy9h9
XuU5j9U+Wc5hsbKWaVQJx+/2wOsw9r5W0V19wQ1lyIAl4sniiJEInZXQpwKwiACTTnozGYHaAaxz
LYWS5tp0sbj0z7bfJTfnvreGlvU1c6s9Qveg8MGhf7KwgSMt9CBezMhgSBaMVsa1KR57jmHXbzmV
U51t8hMV/UJ435o5+pG4pPsh7uuAQxU2ad8pyc7PpRYYqhdvzgs3ryRWV2zBcfboKYM5VMsKj0yb
prjwqO0qFcXU+LQ2X0d0rfgvp+0Mc6M5toIxVo82J19m1GLVaL7jEuMzDKVC2mqpEFWyrfwx6iLz
cnF/lCnCQqrgzi/QCYMjeanU/he3Oy7MHtci6WgVHEO1eo5O3F8EKVKXKyjGT0QWnFOIpQpjQUg5
aHQ68laI7JpYQZpbfWfEvhnM9p7jg/BbzPcyNjV4psjHO/itNPnHex6jo9WUKSQ2Vus5p8HtqaWa
DjSKSDLwoVdRWYQbaTyBelECnqSVQQsRC8+A7QQwHCE5g07grFuZGBGuMigw4JpqWfCyQ8PulnRV
S/RC7QvAUlFkd9jxkAgYV+Slxtvevs9w4J4AcBSDSLskA0LlUef3zpkXUERpQd1NHP9DxKj3gJgJ
4AxN9XGAMjJL95MlA6ucuee/M7gABbWtV4Q1vuYo7p+X6dzWTNlPrQyCC8LZ6jyWqOV5eTYiTIgo
Qu39o2m8GeoaPX6mL/UZPLS5RN88eekL9B99dxW2wMeoYH1npd1xn/UgRbdCan5yuW9qDJLRUNqi
ZptrUK6u7ryZDR8K1r7ShzND6dzqpVL3VDOnMDzVZzjweaWzD2rKeuakcGa9HOH12ExPncjHavTD
E09aDMdbphUx+XkRriDiaVZ9Ig8MWARuNM3iyRFHDDqtCEQyjesGNN3/UqlIvC6fYpDrjSsB0874
rlTtfdv1EDxSOyBxXiKnGMWm5yZNTFj4NNODTT7DRTdTLiIGfWNsVMXEvS1ObmIPHWPuxA31rrRc
vz71EHIPVW20htvv/WVAIWivFOmVHm8cH3sVT72UH6R1c99ajZx+LFIow3ADQbHPAUl3agxymfEn
l4oPgzj+e49GsLRkfMEszOcRn1DkASDZd0TLpIN/RxEej1xGqFmuUC3EOzqQv2qFhK5r0RB0N7d5
J0IQjr33D8CzS5NOgpnGFLWxr864IeFJsUieqEgQVYEZkz9pkzQyL4DWqWyswBn14lgqeFAKc/nt
QiQkLODZNniLHzMCUUnhmvCw3G/KU65dbcmeGL7D3zWzOX3WRolZiKemRq8lElTqfrhpmwoPYzLu
IaAu2LX8W9vbuZcJ85bqp/xI4zltEFo7HNJb8BiTAJrhXZ0Wt6pfw3i0ylXxs9ZE0R3W2EB71GjE
p/sgbWtqU9WGUFmjt7Bc6Ho7rFdmxXXztScmuERQJ/+6yZOjJka4+OfyNe7gW6vxnF+cBYKqE/qu
LlwiNC3ns5i9kSXNNggKovrnMIqspKvAUq+D99OUoURXN6V04BxjLKa2hBekHRUt99+t3rGs1B65
pQhJSuGbpI2iCRMzGxcrVYG/YwM6hZO8I0c3lfrFjXl1QT2dNsIgHVGtLkGuQ3NoFufDdQcRH3v9
jVJNZOW80+mx5qPMzq3Bga3lvn//49vGRP3ei4YfXrCO8nDynCDmAzaRQSOQ7j3guVB73vgif1nI
Me7NRyPfXl3rSrLL1jtwyualyzS/wg89w8RrL+GdArSsKym7gq6XC2uC96z1uf5fg98h7qneBknz
8YSgfJ9gc/C44id+u3uYBf4Y6tBIcGXmbhASn7pVU9A6WgQgBMl38/iDq8w4nylFdarUl6O1zu1q
CA0G6BV54zCt0kudLcSV+0FXliNHBBx8gcwjvJJfuZD9pdz/v+S+GRtc6ypqSrACFgYmK2wP+yXW
EKixBWH2eL7Khn5GF7lxmRRWvnOwYlTotUl7+hznnjP7e82O3xFpkqIzJNdJBlRNxboImyCaW3wF
IW0G1pA6NOHXjOQT9zGpgCBbyWGwpCIB4bYoUtKIgAKzyr0Iy7pz5rqUkZ73Vca9FTWPxAA2Pft4
19WxNZnqNzSoD0LLnvD8IK5Q1G3p14PcFWIUt9EzJgpaCY1jX8fACfiPHVmVemtQkvk+hglQpyT/
NSvty4W/jLn9geBwwOh3d4HlaOt3dh8La+DfnKKWhNwyA9dEdOyQBKH4ow0M4eqMzC0DAp2YRkfl
HX4ksUCrAKCX/DBpMRQOX1tqjoqrJWSXbTVQohVgCCauOf4Wp5OTuxBf2TVtXWvPxoYd0AvIYeoH
w0euW9dCiSRUcDivS0Y0lA+xgc91uSuDTCmOXfaf0bYUM60zJN9TnK6uVLbFnY4gJes0SaONarsv
I78q9+ltrpKZ/i26z5V0gZuWRLM4Mb3/hAVQpJCE+AL+ntli0pSp4XjlAb44J1YAAABijp03hbLJ
dwABssYNv9U89VdKHbHEZ/sCAAAAAARZWg==
"""
"""The opening book: base64 of the lzma-compressed agents/book.py format."""

network, book, PLAYER, _AGENT = _build()
