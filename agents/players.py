"""Named, parameterised players: ``"mcts:simulations=2000,seed=3"`` -> a player object.

A player spec is ``NAME`` or ``NAME:KEY=VALUE,KEY=VALUE``; the keys are the keyword arguments of
the player's class, converted to the annotated type (int, float, or "none" for an optional
limit). :data:`PLAYERS` lists the names.

Every player has ``choose(position, seconds=None) -> int``: a legal 0-based column for the side
to move in a non-terminal ``position``, within ``seconds`` of wall time when a budget is given
(on top of the player's own limit, whichever comes first). Players are seeded (``seed``, default
0) and reproducible: the same spec, position and count limits give the same move; a time limit
makes the amount of search, and so the move, depend on the machine.
"""

from __future__ import annotations

import inspect
import math
import random
import time
import typing

from agents.board import Position
from agents.evaluators import MinimaxRollout, RandomRollout, WindowHeuristic
from agents.search.alphabeta import AlphaBeta, SearchResult
from agents.search.mcts import MCTS, MCTSResult


class RandomPlayer:
    """Uniformly random among the open columns (Kaggle's built-in ``random``).

    Args:
        seed: seed of the player's random generator.
    """

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, position: Position, seconds: float | None = None) -> int:
        return self.rng.choice(position.legal_moves())


class GreedyPlayer:
    """Gupta and Shah 2022, "Reinforcement Learning for ConnectX", Algorithm 1: one step of greedy
    look-ahead. Each move is scored by the longest
    line of the player's stones through the new stone; a move that connects ``inarow`` scores
    highest, so it is played when there is one. Ties are broken at random.

    Args:
        seed: seed of the player's random generator.
    """

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, position: Position, seconds: float | None = None) -> int:
        scores = {col: line_through(position, col) for col in position.legal_moves()}
        best = max(scores.values())
        return self.rng.choice([col for col, score in scores.items() if score == best])


def line_through(position: Position, col: int) -> int:
    """Length of the longest line of the side to move's stones through the stone it would drop in
    the open column ``col`` (capped at ``inarow``)."""
    bit = position.move_bit(col)
    stones = position.current | bit
    longest = 1
    for s in position.geo.directions:
        n, b = 1, bit << s
        while b & stones:
            n, b = n + 1, b << s
        b = bit >> s
        while b & stones:
            n, b = n + 1, b >> s
        longest = max(longest, n)
    return min(longest, position.geo.inarow)


class MinimaxPlayer:
    """Gupta and Shah 2022's alpha-beta minimax with the windows heuristic (1000^(i-1) own, 2000^(i-1)
    opponent), transposition table and centre-first ordering, deepening one ply at a time.

    Args:
        depth: plies to search (Gupta and Shah 2022: 5); "none" to deepen until the time per move (its own
            ``seconds`` or the one ``choose`` is given) runs out.
        seconds: time per move; the deepest completed iteration is played.
        seed: breaks ties between equally scored root moves.

    Raises:
        ValueError: a depth below 1; from ``choose``, no depth and no time limit at all.
    """

    def __init__(self, depth: int | None = 5, seconds: float | None = None, seed: int = 0):
        if depth is not None and depth < 1:
            raise ValueError(f"minimax depth must be at least 1, got {depth}")
        self.depth, self.seconds = depth, seconds
        self.rng = random.Random(seed)
        self.last: SearchResult | None = None

    def choose(self, position: Position, seconds: float | None = None) -> int:
        search = AlphaBeta(WindowHeuristic(own_mark=position.mark), rng=self.rng)
        self.last = search.search(position, depth=self.depth, seconds=_tighter(self.seconds, seconds))
        return self.last.move


class MCTSPlayer:
    """Plain UCT with random rollouts: c = sqrt 2, a draw worth half a win (Gupta and Shah 2022).

    Args:
        simulations: simulations per move; "none" for a time limit only (its own ``seconds`` or
            the budget ``choose`` is given).
        seconds: time per move.
        c: the UCB1 exploration constant.
        seed: seed of the tree's and the rollouts' random generator.
    """

    def __init__(self, simulations: int | None = 1000, seconds: float | None = None,
                 c: float = math.sqrt(2), seed: int = 0):
        if simulations is not None and simulations < 1:
            raise ValueError(f"simulations must be at least 1, got {simulations}")
        self.simulations, self.seconds = simulations, seconds
        self.rng = random.Random(seed)
        self.search = MCTS(self._evaluator(), self.rng, c)
        self.last: MCTSResult | None = None

    def _evaluator(self):
        return RandomRollout(self.rng)

    def choose(self, position: Position, seconds: float | None = None) -> int:
        self.last = self.search.search(position, self.simulations, _tighter(self.seconds, seconds))
        return self.last.move


class HybridPlayer(MCTSPlayer):
    """Gupta and Shah 2022's MCTS-minimax hybrid (section 4.4): the same UCT with minimax rollouts (each
    rollout move chosen by a depth-2 minimax on wins and losses) and c = 1/sqrt 2.

    Args:
        simulations, seconds, seed: as for :class:`MCTSPlayer`.
        c: the UCB1 exploration constant (1/sqrt 2).
        rollout_depth: plies of the minimax inside rollouts, 1 or 2.
    """

    def __init__(self, simulations: int | None = 1000, seconds: float | None = None,
                 c: float = 1 / math.sqrt(2), rollout_depth: int = 2, seed: int = 0):
        self.rollout_depth = rollout_depth
        super().__init__(simulations, seconds, c, seed)

    def _evaluator(self):
        return MinimaxRollout(self.rng, self.rollout_depth)


_QUICK_SHARE = 0.25
"""Share of the solver's time for its first try, before the search (see ``AlphaZeroPlayer.choose``)."""


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

    A board the network was not trained for is searched with uniform priors and zero values
    rather than failing. :meth:`from_network` builds the player around a network already in
    memory (the packaged submission does).

    Raises:
        ValueError: an unreadable or malformed weights or book file, or bad parameters.
    """

    def __init__(self, weights: str, simulations: int | None = 200, seconds: float | None = None,
                 c_puct: float = 2.5, batch_size: int = 8, seed: int = 0, book: str | None = None,
                 solver_ply: int | None = None, solver_share: float = 0.5, solver_table: int = 4194319):
        from agents.book import OpeningBook
        from agents.nn import load_network

        self._setup(load_network(weights), simulations, seconds, c_puct, batch_size,
                    None if book is None else OpeningBook.load(book), solver_ply, solver_share, solver_table)

    @classmethod
    def from_network(cls, network, simulations: int | None = 200, seconds: float | None = None,
                     c_puct: float = 2.5, batch_size: int = 8, seed: int = 0, book=None,
                     solver_ply: int | None = None, solver_share: float = 0.5,
                     solver_table: int = 4194319) -> AlphaZeroPlayer:
        """The player around an :class:`agents.nn.Network` (or anything with its ``fits`` and
        ``evaluate_batch``); ``book`` is an :class:`agents.book.OpeningBook` or None."""
        player = cls.__new__(cls)
        player._setup(network, simulations, seconds, c_puct, batch_size, book, solver_ply, solver_share,
                      solver_table)
        return player

    def _setup(self, network, simulations, seconds, c_puct, batch_size, book, solver_ply, solver_share,
               solver_table) -> None:
        from agents.search.puct import PUCT, UniformEvaluator

        if simulations is not None and simulations < 1:
            raise ValueError(f"simulations must be at least 1, got {simulations}")
        if not 0.0 < solver_share < 1.0:
            raise ValueError(f"solver_share must be in (0, 1), got {solver_share}")
        self.network = network
        self.simulations, self.seconds = simulations, seconds
        self.search = PUCT(network, c_puct, batch_size)
        self.fallback = PUCT(UniformEvaluator(), c_puct, batch_size)
        self.book, self.solver_ply, self.solver_share, self.solver_table = book, solver_ply, solver_share, solver_table
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
        mistakes instead of 8 (README).
        """
        from agents.solver import Solver, SolverTimeout

        solver = self.solvers.get(position.geo)
        if solver is None:
            solver = self.solvers[position.geo] = Solver(position.geo, self.solver_table)
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

    def _prior_order(self, position: Position) -> list[int]:
        """The open columns by the network's prior, highest first (centre first without a network)."""
        if not self.network.fits(position):
            return [c for c in position.geo.centre_order if position.can_play(c)]
        priors = self.network.evaluate_batch([position])[0][0]
        return sorted(position.legal_moves(), key=lambda c: -priors[c])

    def choose(self, position: Position, seconds: float | None = None) -> int:
        start = time.perf_counter()
        if self.book is not None:
            move = self.book.lookup(position)
            if move is not None and position.can_play(move):
                self.last_source = "book"
                return move
        budget = _tighter(self.seconds, seconds)
        if self.solver_ply is not None:
            wins = position.winning_moves()
            forced = position.non_losing_moves() if not wins else []
            if wins or len(forced) == 1:  # a win now, or the one block: no search needed
                self.last_source = "tactic"
                return (wins or forced)[0]
        search = self.search if self.network.fits(position) else self.fallback
        if self.solver_ply is None or position.ply < self.solver_ply:
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
            return moves[0]
        if moves is None and budget is not None:
            self.last = search.search(position, self.simulations, max(0.05, (1 - self.solver_share) * budget))
            visits = self.last.visits
            order = sorted(position.legal_moves(), key=lambda c: -visits[c])
            moves = self._best_moves(position, max(0.0, budget - (time.perf_counter() - start)), order, known)
            if moves is not None and len(moves) == 1:
                self.last_source = "solver"
                return moves[0]
        else:
            remaining = None if budget is None else max(0.05, budget - (time.perf_counter() - start))
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


class MCValuePlayer:
    """The Monte Carlo MLP value-network paper's player: one step of look-ahead on the Monte
    Carlo-trained MLP value network,
    the move whose resulting position has the highest ``V`` (ties at random). A board of another
    size than the network's gets a random move.

    Args:
        weights: path to the ``.npz`` that ``connectx train mc-mlp`` writes (or its arrays).
        seed: breaks ties.

    Raises:
        ValueError: an unreadable or malformed weights file.
    """

    def __init__(self, weights: str, seed: int = 0):
        from agents.nn import ValueMLP, load_arrays

        self.network = ValueMLP(load_arrays(weights))
        self.rng = random.Random(seed)

    def choose(self, position: Position, seconds: float | None = None) -> int:
        moves = position.legal_moves()
        if not self.network.fits(position):
            return self.rng.choice(moves)
        values = self.network.values([position.child(c) for c in moves])
        best = values.max()
        return self.rng.choice([c for c, v in zip(moves, values, strict=True) if v == best])


class TDLinearPlayer:
    """Samuel and Kalev's ("4 in a row") player: alpha-beta minimax over the linear threat-feature evaluation
    (:class:`~agents.evaluators.LinearThreatEvaluator`) with the weight vector of its own mark.

    Args:
        weights: path to the ``.npz`` that ``connectx train td-linear`` writes (arrays ``w1``,
            ``w2``: 14 floats each, for mark 1 and mark 2), or its arrays.
        depth: plies of minimax (Samuel and Kalev play at 3 and 5); "none" to deepen until ``seconds``.
        seconds: time per move.
        seed: breaks ties between equally scored root moves.

    Raises:
        ValueError: an unreadable or malformed weights file, or a depth below 1.
    """

    def __init__(self, weights: str, depth: int | None = 3, seconds: float | None = None, seed: int = 0):
        from agents.evaluators import LinearThreatEvaluator
        from agents.nn import load_arrays

        arrays = load_arrays(weights)
        if depth is not None and depth < 1:
            raise ValueError(f"minimax depth must be at least 1, got {depth}")
        try:
            self.evaluators = {mark: LinearThreatEvaluator(arrays[f"w{mark}"].reshape(-1), mark) for mark in (1, 2)}
        except KeyError as e:
            raise ValueError(f"td-linear weights lack {e}") from None
        self.depth, self.seconds = depth, seconds
        self.rng = random.Random(seed)
        self.last: SearchResult | None = None

    def choose(self, position: Position, seconds: float | None = None) -> int:
        search = AlphaBeta(self.evaluators[position.mark], rng=self.rng)
        self.last = search.search(position, depth=self.depth, seconds=_tighter(self.seconds, seconds))
        return self.last.move


class _NetworkPlayer:
    """A player around one policy/value network (:class:`agents.nn.Network`), no search.

    Args:
        weights: path to a network ``.npz`` (``connectx export`` of a checkpoint), or its arrays.
        seed: breaks ties (and picks a random move on a board the network cannot take).

    Raises:
        ValueError: an unreadable or malformed weights file.
    """

    def __init__(self, weights: str, seed: int = 0):
        from agents.nn import load_network

        self.network = load_network(weights)
        self.rng = random.Random(seed)


class PolicyNetPlayer(_NetworkPlayer):
    """Hemo, Kim, Shavit and Sinha's ("Learning to Play Connect Four from Game Images") policy
    network alone: the legal move with the highest prior, no search
    (``weights``: the ``policy-planes.npz`` of ``connectx train supervised``, or any network)."""

    def choose(self, position: Position, seconds: float | None = None) -> int:
        moves = position.legal_moves()
        if not self.network.fits(position):
            return self.rng.choice(moves)
        priors = self.network.evaluate_batch([position])[0][0]
        return max(moves, key=lambda c: priors[c])


class ValueNetPlayer(_NetworkPlayer):
    """Hemo et al.'s value network alone: a winning move when there is one, else the move after
    which the network values the opponent's position lowest; no search (``weights``: the
    ``value-planes.npz`` of ``connectx train supervised``)."""

    def choose(self, position: Position, seconds: float | None = None) -> int:
        wins = position.winning_moves()
        if wins:
            return wins[0]
        moves = position.legal_moves()
        if not self.network.fits(position):
            return self.rng.choice(moves)
        values = self.network.evaluate_batch([position.child(c) for c in moves])[1]
        best = values.min()
        return self.rng.choice([c for c, v in zip(moves, values, strict=True) if v == best])


class AMCTSPlayer:
    """Hemo et al.'s augmented MCTS: UCT whose new nodes start from the value network's estimate
    (``Q = gamma^n V + (1 - gamma^n) mean z``) and whose playouts follow the policy network
    (a random move with probability ``q``). Without ``value`` there is no warm start; without
    ``policy`` the playouts are random: the seed's one-network variants. A board the networks
    cannot take is searched by plain UCT.

    Args:
        policy: path to a network ``.npz`` for the playouts (or its arrays), or "none".
        value: path to a network ``.npz`` for the warm start (or its arrays), or "none".
        simulations: simulations per move; "none" for a time limit only.
        seconds: time per move.
        c: the UCB1 exploration constant.
        gamma: the warm start's decay per visit, in [0, 1).
        q: the playouts' random-move probability (Hemo et al.: 0.3).
        seed: seeds the tree and the playouts.

    Raises:
        ValueError: an unreadable weights file or bad parameters.
    """

    def __init__(self, policy: str | None = None, value: str | None = None, simulations: int | None = 200,
                 seconds: float | None = None, c: float = math.sqrt(2), gamma: float = 0.9, q: float = 0.3,
                 seed: int = 0):
        from agents.evaluators import NetworkValue, PolicyRollout
        from agents.nn import load_network

        if simulations is not None and simulations < 1:
            raise ValueError(f"simulations must be at least 1, got {simulations}")
        self.simulations, self.seconds = simulations, seconds
        self.rng = random.Random(seed)
        self.networks = [load_network(x) for x in (policy, value) if x is not None]
        rollout = RandomRollout(self.rng) if policy is None else PolicyRollout(self.networks[0], self.rng, q)
        warm = None if value is None else NetworkValue(self.networks[-1])
        self.search = MCTS(rollout, self.rng, c, warm, gamma)
        self.plain = MCTS(RandomRollout(self.rng), self.rng, c)
        self.last: MCTSResult | None = None

    def choose(self, position: Position, seconds: float | None = None) -> int:
        search = self.search if all(n.fits(position) for n in self.networks) else self.plain
        self.last = search.search(position, self.simulations, _tighter(self.seconds, seconds))
        return self.last.move


PLAYERS: dict[str, type] = {
    "random": RandomPlayer,
    "greedy": GreedyPlayer,
    "minimax": MinimaxPlayer,
    "mcts": MCTSPlayer,
    "hybrid": HybridPlayer,
    "alphazero": AlphaZeroPlayer,
    "mc-mlp": MCValuePlayer,
    "td-linear": TDLinearPlayer,
    "policy-net": PolicyNetPlayer,
    "value-net": ValueNetPlayer,
    "amcts": AMCTSPlayer,
}
"""Player names and their classes."""


def _tighter(a: float | None, b: float | None) -> float | None:
    """The smaller of two optional time limits."""
    if a is None:
        return b
    return a if b is None else min(a, b)


def parse_spec(spec: str) -> tuple[str, dict[str, typing.Any]]:
    """Split ``"name:key=value,..."`` into the name and typed keyword arguments.

    Numbers other than ``seed`` must be finite and at least 0, and ``seconds`` above 0.

    Raises:
        ValueError: unknown name, unknown key, a value of the wrong type or out of range, or bad
            syntax; the message names the offending part and the accepted keys.
    """
    name, _, params = spec.strip().partition(":")
    if name not in PLAYERS:
        raise ValueError(f"unknown player {name!r} in {spec!r}; known: {', '.join(PLAYERS)}")
    cls = PLAYERS[name]
    signature = inspect.signature(cls.__init__)
    hints = typing.get_type_hints(cls.__init__)
    kwargs: dict[str, typing.Any] = {}
    for item in filter(None, (p.strip() for p in params.split(","))):
        key, eq, raw = item.partition("=")
        key = key.strip()
        if not eq:
            raise ValueError(f"expected KEY=VALUE, got {item!r} in {spec!r}")
        if key not in signature.parameters or key == "self":
            keys = [k for k in signature.parameters if k != "self"]
            raise ValueError(f"{name} has no parameter {key!r}; parameters: {', '.join(keys)}")
        kwargs[key] = value = _convert(raw.strip(), hints[key], f"{name}:{key}")
        if isinstance(value, (int, float)) and not isinstance(value, bool) and key != "seed":
            if value != value or value in (float("inf"), float("-inf")):
                raise ValueError(f"{name}:{key} must be a finite number, got {raw.strip()!r}")
            if value < 0 or (key == "seconds" and value == 0):
                raise ValueError(f"{name}:{key} must be {'above' if key == 'seconds' else 'at least'} 0, "
                                 f"got {raw.strip()!r}")
    return name, kwargs


def _convert(raw: str, hint: typing.Any, where: str) -> typing.Any:
    """Convert ``raw`` to ``hint`` (int, float, str, bool, or an Optional of one)."""
    args = typing.get_args(hint)
    if type(None) in args:
        if raw.lower() == "none":
            return None
        hint = next(a for a in args if a is not type(None))
    try:
        if hint is bool:
            if raw.lower() not in ("true", "false", "1", "0"):
                raise ValueError(raw)
            return raw.lower() in ("true", "1")
        return hint(raw)
    except ValueError:
        raise ValueError(f"{where}: {raw!r} is not a valid {hint.__name__}") from None


FILE_PARAMETERS = ("weights", "policy", "value")
"""Player parameters that name a weights file (an ``.npz``); the packager embeds those files."""


def make_player(spec: str, seed: int | None = None, arrays: dict | None = None):
    """Build the player a spec names.

    Args:
        spec: ``NAME`` or ``NAME:KEY=VALUE,...`` (see the module docstring).
        seed: overrides the spec's ``seed`` when given.
        arrays: ``{parameter: {name: array}}`` for parameters in :data:`FILE_PARAMETERS` given
            as arrays in memory rather than as files (the packaged submission does).

    Raises:
        ValueError: as :func:`parse_spec`, or a parameter the player rejects.
    """
    name, kwargs = parse_spec(spec)
    if seed is not None:
        kwargs["seed"] = seed
    kwargs.update(arrays or {})
    return PLAYERS[name](**kwargs)


def play_game(first, second, start: Position | None = None, seconds: float | None = None) -> tuple[int, list[int]]:
    """Play a game between two players in-process (no kaggle-environments, no clock rules):
    for training-time data and evaluations; the ladder plays real episodes.

    Args:
        first, second: players (anything with ``choose``) for mark 1 and mark 2.
        start: the position to play from (default: the empty 6x7 board); left unchanged.
        seconds: the time per move each ``choose`` is given (None: the players' own limits).

    Returns:
        ``(winner mark, 0 for a draw; the moves played from start)``.

    Raises:
        ValueError: a player returned an illegal move.
    """
    pos = (start or Position()).copy()
    moves: list[int] = []
    while True:
        if pos.mask == pos.geo.board_mask:
            return 0, moves
        player = first if pos.mark == 1 else second
        col = player.choose(pos, seconds)
        if not (isinstance(col, int) and 0 <= col < pos.geo.columns and pos.can_play(col)):
            raise ValueError(f"{type(player).__name__} chose {col!r}, not a legal move, at {pos.render()}")
        won = pos.is_winning_move(col)
        mark = pos.mark
        pos.play(col)
        moves.append(col)
        if won:
            return mark, moves
