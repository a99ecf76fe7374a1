"""The AlphaZero player: an opening book, tactics and an exact endgame solver on top of a PUCT
search over a policy/value network (Silver et al. 2018, "A general reinforcement learning
algorithm that masters chess, shogi, and Go through self-play"; for Connect Four, Cej,
"Learning to Play Connect Four with AlphaZero"). This is the player every packaged network
submission runs; :meth:`AlphaZeroPlayer.choose` documents the order in which each part decides.
"""

from __future__ import annotations

import importlib
import time

from agents.board import Position
from agents.search.puct import PUCT, UniformEvaluator
from agents.solver import DEFAULT_TABLE_SIZE, SolverTimeout, make_solver, numba_supported, prepare_build
from agents.timing import MIN_MOVE_S, tighter

_QUICK_SHARE = 0.25
"""Share of the solver's time for its first try, before the search (see ``AlphaZeroPlayer.choose``)."""
_DEFENCE_SHARE = 0.75
"""Share of a decided position's remaining time for exact scores (the fastest win, the longest
defence); the search gets the rest when not one column was solved in it."""
SWINDLE_MODULE = "agents.swindle"
"""The module of ``swindle`` (a packaged file that swindles must carry it)."""
_SWINDLE_SHARE = 0.5
"""Share of the time for the opponent models' mistake chances (``swindle``): in a lost position, of
the exact scores' share (the scores get the rest), in a drawn one, of the time left (the search
then chooses among the likeliest swindles)."""


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
        solver_table: the solver's transposition table entries (8 bytes each; kept between
            moves).
        solver_build: "auto" (the compiled numba build of :mod:`agents.solver.numba_build` where numba
            imports and compiles, the pure-Python build elsewhere: the same answers, about 100
            times slower), "numba" or "python" (see :func:`agents.solver.make_solver`). With
            ``solver_ply`` set, the numba build compiles when the player is made (about 5 s);
            ``solver_build`` then says the build the player got, ``compile_seconds`` the time.
        python_solver_ply: the ``solver_ply`` where the solver is the pure-Python build (no numba,
            or a board over 64 bits), which needs more stones on the board to finish in time;
            None: ``solver_ply`` everywhere.
        swindle: in a position the solver proves lost, the column likeliest to see a fallible
            opponent go wrong before its win (:mod:`agents.swindle`: the chance that its next
            reply is a mistake under a random mover, the network and shallow alpha-beta, and the
            moves it has left to find); in a drawn one with several drawing columns, those whose
            replies it is likeliest to get wrong go to the search; False: the longest defence.

    A board the network was not trained for is searched with uniform priors and zero values
    rather than failing. :meth:`from_network` builds the player around a network already in
    memory (the packaged submission does).

    Raises:
        ValueError: an unreadable or malformed weights or book file, or bad parameters.
    """

    def __init__(self, weights: str, simulations: int | None = 200, seconds: float | None = None,
                 c_puct: float = 2.5, batch_size: int = 8, seed: int = 0, book: str | None = None,
                 solver_ply: int | None = None, solver_share: float = 0.5, solver_table: int = DEFAULT_TABLE_SIZE,
                 solver_build: str = "auto", python_solver_ply: int | None = None, swindle: bool = False):
        from agents.book import OpeningBook
        from agents.nn import load_network

        self._setup(load_network(weights), simulations, seconds, c_puct, batch_size,
                    None if book is None else OpeningBook.load(book), solver_ply, solver_share, solver_table,
                    solver_build, python_solver_ply, swindle)

    @classmethod
    def from_network(cls, network, simulations: int | None = 200, seconds: float | None = None,
                     c_puct: float = 2.5, batch_size: int = 8, seed: int = 0, book=None,
                     solver_ply: int | None = None, solver_share: float = 0.5,
                     solver_table: int = DEFAULT_TABLE_SIZE, solver_build: str = "auto",
                     python_solver_ply: int | None = None, swindle: bool = False) -> AlphaZeroPlayer:
        """The player around an :class:`agents.nn.Network` (or anything with its ``fits`` and
        ``evaluate_batch``); ``book`` is an :class:`agents.book.OpeningBook` or None."""
        player = cls.__new__(cls)
        player._setup(network, simulations, seconds, c_puct, batch_size, book, solver_ply, solver_share,
                      solver_table, solver_build, python_solver_ply, swindle)
        return player

    def _setup(self, network, simulations, seconds, c_puct, batch_size, book, solver_ply, solver_share,
               solver_table, solver_build, python_solver_ply, swindle) -> None:
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
        self.python_solver_ply, self.swindle = python_solver_ply, swindle
        # imported by name, so that a packaged file carries it only when it swindles (SWINDLE_MODULE)
        self.swindler = importlib.import_module(".swindle", __package__) if swindle else None
        self.solvers: dict = {}  # the exact solver of the board last played (one at a time)
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
            # the last board's solver only: each holds its transposition table (67 MB by default), and
            # a process that plays board after board (or a fuzz of configurations) must not keep them all
            self.solvers = {position.geo: make_solver(position.geo, build, self.solver_table)}
            solver = self.solvers[position.geo]
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
        scores = self._exact_scores(position, order, seconds)
        return max(scores, key=scores.__getitem__, default=None)  # the first of equals in ``order``

    def _exact_scores(self, position: Position, order: list[int], seconds: float) -> dict[int, int]:
        """The exact scores of the columns of ``order`` (for the side to move), solved strongly in
        that order for up to ``seconds``: those solved in time, in ``order``."""
        solver = self.solvers[position.geo]
        scores: dict[int, int] = {}
        solver.deadline = time.perf_counter() + seconds
        try:
            for col in order:
                child = position.child(col)
                scores[col] = 0 if child.is_terminal() else -solver.solve(child).score
        except SolverTimeout:
            pass
        finally:
            solver.deadline = None
        return scores

    def _mistake_chances(self, position: Position, moves: list[int], value: int, seconds: float) -> dict[int, float]:
        """:func:`agents.swindle.mistake_chances` of ``moves`` (all of win/draw/loss ``value``) with
        the solver's deadline ``seconds`` away; empty when that runs out."""
        solver = self.solvers[position.geo]
        network = self.network if self.network.fits(position) else None
        priors = None if network is None else (lambda p: network.evaluate_batch([p])[0][0])
        solver.deadline = time.perf_counter() + seconds
        try:
            return self.swindler.mistake_chances(position, moves, value, solver, priors)
        except SolverTimeout:
            return {}
        finally:
            solver.deadline = None

    def _swindle(self, position: Position, moves: list[int], seconds: float) -> int | None:
        """In a lost position, the column of ``moves`` likeliest to see the opponent go wrong
        before its win among those that lose at most a stone sooner than the longest defence
        (:func:`agents.swindle.swindle_odds`; ties: the longer defence), with half
        of ``seconds`` for the mistake chances and the rest for the exact scores; when the chances
        run out of time, the longest defence; None when no column is solved in time."""
        start = time.perf_counter()
        chances = self._mistake_chances(position, moves, -1, _SWINDLE_SHARE * seconds)
        scores = self._exact_scores(position, moves, seconds - (time.perf_counter() - start))
        if not chances or not scores:
            return max(scores, key=scores.__getitem__, default=None)
        odds = self.swindler.swindle_odds(position, chances, scores)
        return max(odds, key=lambda c: (odds[c], scores[c]))

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
            if self.swindle:  # the likeliest to see a mistake before the end
                move = self._swindle(position, moves, _DEFENCE_SHARE * left)
            else:
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
            if self.swindle and moves is not None and len(moves) > 1 and known[moves[0]][0] == 0:
                # drawn: the likeliest swindles first, the search's pick among them
                left = (solver_time if budget is None else budget) - (time.perf_counter() - start)
                chances = self._mistake_chances(position, moves, 0, _SWINDLE_SHARE * left)
                moves = self.swindler.swindles(chances) if chances else moves
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
