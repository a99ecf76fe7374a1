"""Named players: spec parsing, legality on many board sizes, reproducibility, time budgets."""

import random
import time

import pytest

from agents.baselines import HybridPlayer, MCTSPlayer, MinimaxPlayer
from agents.board import Position, geometry
from agents.players import PLAYERS, make_player, parse_spec

# Cheap settings of every player, for fuzzing.
CHEAP = ["random", "greedy", "minimax:depth=2", "mcts:simulations=60", "hybrid:simulations=30",
         "alphazero:weights={az},simulations=16",
         "alphazero:weights={az},simulations=16,solver_ply=12,solver_table=10007",
         "mc-mlp:weights={mlp}", "td-linear:weights={td},depth=2", "policy-net:weights={az}", "value-net:weights={az}",
         "amcts:policy={az},value={az},simulations=12", "amcts:value={az},simulations=12"]
SIZES = [(6, 7, 4), (5, 4, 3), (6, 5, 4), (8, 9, 5), (10, 12, 5), (1, 5, 3)]


def test_every_player_is_fuzzed():
    assert {spec.split(":")[0] for spec in CHEAP} == set(PLAYERS)


def with_weights(spec, files):
    """Fill in the weights files of the specs that name one (see the ``weight_files`` fixture)."""
    return spec.format(**files)


def random_positions(rng, size, n):
    """``n`` random non-terminal positions of a board size, at every stage of the game."""
    geo = geometry(*size)
    out = []
    while len(out) < n:
        pos = Position(geo)
        stop = rng.randrange(geo.rows * geo.columns)
        while pos.ply < stop and pos.outcome() is None:
            pos.play(rng.choice(pos.legal_moves()))
        if pos.outcome() is None:
            out.append(pos)
    return out


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("spec", CHEAP)
def test_players_always_return_a_legal_move(spec, size, weight_files):
    rng = random.Random(hash((spec, size)) % 1000)
    player = make_player(with_weights(spec, weight_files), seed=3)
    for pos in random_positions(rng, size, 12):
        before = pos.copy()
        move = player.choose(pos, seconds=1.0)
        assert type(move) is int and pos.can_play(move)
        assert pos == before, "the player changed the position it was given"


@pytest.mark.parametrize("spec", CHEAP)
def test_players_are_reproducible(spec, weight_files):
    positions = random_positions(random.Random(7), (6, 7, 4), 8)
    spec = with_weights(spec, weight_files)
    a, b = make_player(spec, seed=11), make_player(spec, seed=11)
    assert [a.choose(p) for p in positions] == [b.choose(p) for p in positions]


@pytest.mark.parametrize("spec", ["minimax:depth=none", "mcts:simulations=none", "hybrid:simulations=none",
                                  "alphazero:weights={az},simulations=none",
                                  "alphazero:weights={az},simulations=none,solver_ply=0",
                                  "td-linear:weights={td},depth=none", "amcts:policy={az},value={az},simulations=none"])
def test_players_honour_a_time_budget(spec, weight_files):
    pos = Position(geometry(10, 12, 5))  # no player finishes its search here in a second
    player = make_player(with_weights(spec, weight_files))
    player.choose(pos, seconds=0.05)  # first-call costs (a solver's table, numpy's first calls) paid here
    elapsed = []
    for budget in (0.3, 0.6):
        # the search stops on time (alone within a few ms; 0.4 s of slack for a machine shared with
        # the other tests' processes) and uses the time it has; a worker the machine set aside for a
        # moment overshoots once, a player that ignores its clock every time: up to three tries
        tries = []
        while len(tries) < 3 and (not tries or tries[-1] >= budget + 0.4):
            start = time.perf_counter()
            player.choose(pos, seconds=budget)
            tries.append(time.perf_counter() - start)
        elapsed.append(tries[-1])
    assert elapsed[0] < 0.3 + 0.4 and elapsed[1] < 0.6 + 0.4, elapsed
    assert elapsed[1] > 0.6 * 0.5, elapsed  # (not elapsed[1] > elapsed[0]: the slack above can exceed 0.3 s)


def test_greedy_takes_a_win_when_there_is_one():
    pos = Position.from_moves("112233")
    assert {make_player("greedy", seed=s).choose(pos) for s in range(10)} == {3}


def test_minimax_without_any_limit_is_refused_when_asked_to_move():
    with pytest.raises(ValueError, match="depth"):
        make_player("minimax:depth=none").choose(Position())


def test_parse_spec_converts_types():
    assert parse_spec("mcts:simulations=200,c=0.5,seed=3") == ("mcts", {"simulations": 200, "c": 0.5, "seed": 3})
    assert parse_spec("minimax:depth=none,seconds=1.5") == ("minimax", {"depth": None, "seconds": 1.5})
    player = make_player("hybrid:rollout_depth=1")
    assert isinstance(player, HybridPlayer) and player.rollout_depth == 1 and player.simulations == 1000
    assert isinstance(make_player("mcts:seconds=0.5"), MCTSPlayer)
    assert make_player("mcts:seconds=0.5").simulations == 1000  # both limits: whichever comes first
    assert make_player("mcts:simulations=none,seconds=0.5").simulations is None
    assert isinstance(make_player("minimax"), MinimaxPlayer) and make_player("minimax").depth == 5


@pytest.mark.parametrize("spec, message", [
    ("alphago", "unknown player 'alphago'"),
    ("mcts:sims=10", "no parameter 'sims'.*simulations"),
    ("mcts:simulations=many", "not a valid int"),
    ("mcts:simulations", "KEY=VALUE"),
    ("mcts:simulations=0", "at least 1"),
    ("minimax:depth=0", "at least 1"),
    ("hybrid:rollout_depth=4", "rollout depth"),
])
def test_bad_specs_are_named(spec, message):
    with pytest.raises(ValueError, match=message):
        make_player(spec)


def analysed_endgames(seed, count, min_ply, extra=()):
    """``(position, weak value of every column)`` for ``extra`` and ``count`` random 6x7 positions,
    those from ``min_ply`` on."""
    from agents.solver import Solver

    solver = Solver(geometry(), table_size=100003)
    for pos in list(extra) + random_positions(random.Random(seed), (6, 7, 4), count):
        if pos.ply >= min_ply:
            yield pos, solver.analyze(pos, weak=True)


def test_alphazero_with_the_endgame_solver_never_gives_away_a_value(tiny_weights):
    player = make_player(f"alphazero:weights={tiny_weights},simulations=4,solver_ply=0")
    checked = 0
    for pos, values in analysed_endgames(5, 200, 22):
        move = player.choose(pos, seconds=2.0)
        assert values[move] == max(v for v in values if v is not None), (pos.render(), values, move)
        assert player.last_source in ("solver", "tactic")
        checked += 1
    assert checked >= 20


def test_the_endgame_solver_proves_one_win_or_keeps_every_draw(tiny_weights):
    player = make_player(f"alphazero:weights={tiny_weights},simulations=4,solver_ply=0")
    seen = set()
    drawn = Position.from_moves("4342164764152525516272545773433")  # columns 1, 2, 3, 6 draw; 7 loses
    for pos, values in analysed_endgames(11, 300, 20, extra=[drawn]):
        if pos.winning_moves():
            continue
        best = max(v for v in values if v is not None)
        moves = player._best_moves(pos, 10.0)
        if best > 0:
            assert len(moves) == 1 and values[moves[0]] == 1
        else:  # a draw: every drawing column; a loss: every column
            assert sorted(moves) == [c for c, v in enumerate(values) if v == best], (pos.render(), values)
        seen.add(best)
    assert seen == {-1, 0, 1}
    assert player._best_moves(Position.from_moves("4444"), 0.0) is None  # out of time before the root's value


def test_the_player_keeps_the_solver_of_one_board_at_a_time(tiny_weights):
    """Each solver holds its transposition table: a process that plays board after board (a fuzz of
    configurations grew past 20 GB) keeps the last board's alone, and a board met again gets a new one."""
    player = make_player(f"alphazero:weights={tiny_weights},simulations=4,solver_ply=0,solver_table=10007")
    for geo in [geometry(4, 4, 3), geometry(3, 5, 3), geometry(4, 5, 4), geometry(4, 4, 3)]:
        pos = Position(geo)
        moves = player._best_moves(pos, 10.0, order=list(range(geo.columns)))
        assert moves and all(0 <= m < geo.columns for m in moves)
        assert list(player.solvers) == [geo]


def test_the_solver_keeps_what_it_proved_in_bounds_of_each_column(tiny_weights):
    player = make_player(f"alphazero:weights={tiny_weights},simulations=4,solver_ply=0")
    narrowed = 0
    for pos, values in analysed_endgames(3, 200, 22):
        if pos.winning_moves():
            continue
        known: dict = {}
        order = [c for c in reversed(range(7)) if pos.can_play(c)]
        player._best_moves(pos, 10.0, order, known)
        assert sorted(known) == sorted(order)
        for col, (low, high) in known.items():
            assert low <= values[col] <= high, (pos.render(), col, known, values)
            narrowed += high - low < 2
    assert narrowed > 50


def test_out_of_time_the_solver_overrules_a_search_pick_proved_to_lose(tiny_weights):
    player = make_player(f"alphazero:weights={tiny_weights},simulations=4,solver_ply=0")
    pos = Position.from_moves("4444")
    pick = player.search.search(pos, 4).move  # the search is seeded: the same pick in choose
    safe = next(c for c in pos.legal_moves() if c != pick)

    def out_of_time(proved):
        def best_moves(position, seconds, order=None, known=None):
            known.update({c: [-1, 1] for c in position.legal_moves()})
            known.update(proved)
            return None
        return best_moves

    player._best_moves = out_of_time({pick: [-1, -1], safe: [0, 1]})  # pick loses, safe does not
    assert player.choose(pos, seconds=None) == safe and player.last_source == "solver"
    player._best_moves = out_of_time({pick: [-1, -1]})  # the others unknown: the most visited of them
    visits = player.search.search(pos, 4).visits
    assert player.choose(pos, seconds=None) == max((c for c in pos.legal_moves() if c != pick),
                                                   key=lambda c: visits[c])
    player._best_moves = out_of_time({})  # nothing proved
    assert player.choose(pos, seconds=None) == pick and player.last_source == "search"


def test_opening_book_lookup_mirror_and_format(tmp_path, tiny_weights):
    from agents.book import OpeningBook

    book = OpeningBook(6, 7, 4)
    book.add(Position(), 3)
    book.add(Position.from_moves("1"), 1)  # after 1, play column 2
    assert book.lookup(Position()) == 3
    assert book.lookup(Position.from_moves("1")) == 1 and book.lookup(Position.from_moves("7")) == 5
    assert book.lookup(Position.from_moves("44")) is None and book.lookup(Position(geometry(5, 6, 4))) is None
    data = book.to_bytes()
    assert len(data) == 7 + 8 * 2 and OpeningBook.from_bytes(data).moves == book.moves
    with pytest.raises(ValueError, match="not an opening book"):
        OpeningBook.from_bytes(b"CXB1" + bytes(5))
    path = tmp_path / "b.book"
    path.write_bytes(data)
    player = make_player(f"alphazero:weights={tiny_weights},simulations=4,book={path}")
    assert player.choose(Position.from_moves("7")) == 5 and player.last_source == "book"
    assert player.choose(Position.from_moves("77")) in range(7) and player.last_source == "search"


def test_the_quick_solve_times_out_inside_the_budget(tiny_weights):
    """At ply 2 the solver needs minutes: its quick try and its second try run out of time inside
    the move's budget, the search gets the share the solver leaves, and the search's pick is played."""
    player = make_player(f"alphazero:weights={tiny_weights},simulations=none,solver_ply=0,solver_share=0.5")
    pos = Position.from_moves("44")
    player.choose(pos, seconds=0.05)  # the solver's table is allocated here
    for _ in range(3):  # a worker the shared machine set aside for a moment overshoots once: three tries
        start = time.perf_counter()
        move = player.choose(pos, seconds=0.6)
        elapsed = time.perf_counter() - start
        if elapsed < 0.6 + 0.4 and player.last.seconds < 0.3 + 0.4:
            break
    assert elapsed < 0.6 + 0.4  # alone within a few ms; slack for a machine shared with other tests
    assert player.last_source == "search" and move == player.last.move
    assert 0.3 * 0.8 < player.last.seconds < 0.3 + 0.4  # (1 - solver_share) of the budget


@pytest.mark.parametrize("moves, best", [("531546272511217222", 3), ("11367255733163472735", 4),
                                         ("7422742154712642265765", 5)])
def test_a_lost_position_gets_the_longest_defence(tiny_weights, moves, best):
    """Every column loses and the exact scores differ (the first: -3 at column 3, -7 or -8
    elsewhere); the player delays the loss the longest. Searching alone for the same 4 s, the
    player picked columns 0, 6 and 4 here."""
    from agents.solver import Solver

    pos = Position.from_moves(moves)
    scores = Solver(pos.geo, 1_048_573).analyze(pos)
    assert all(s is None or s < 0 for s in scores) and scores.index(max(s for s in scores if s is not None)) == best
    player = make_player(f"alphazero:weights={tiny_weights},simulations=none,solver_ply=0")
    assert player.choose(pos, seconds=4.0) == best and player.last_source == "solver"


@pytest.mark.parametrize("moves, fastest", [("54527613337336351111622", 3), ("662222576343651642712157", 3),
                                            ("52753311433677442422121", 4)])
def test_a_won_position_gets_the_fastest_win(tiny_weights, moves, fastest):
    """Several columns win, one sooner than the others (the first: column 3 scores 9, the five
    other winning columns 2); the player, having proved a win, plays the fastest it can prove."""
    from agents.solver import Solver

    pos = Position.from_moves(moves)
    scores = Solver(pos.geo, 1_048_573).analyze(pos)
    wins = [c for c, s in enumerate(scores) if s is not None and s > 0]
    assert len(wins) > 1 and max(wins, key=lambda c: scores[c]) == fastest
    assert sorted(scores[c] for c in wins)[-1] > sorted(scores[c] for c in wins)[-2]  # one fastest
    player = make_player(f"alphazero:weights={tiny_weights},simulations=none,solver_ply=0")
    assert player.choose(pos, seconds=4.0) == fastest and player.last_source == "solver"


def test_the_pure_python_solver_starts_at_its_own_ply(tiny_weights):
    pos = Position.from_moves("52753311433677442422121")  # ply 23, won: no win now, several columns win
    spec = f"alphazero:weights={tiny_weights},simulations=20,solver_ply=0,python_solver_ply=30"
    python, compiled = make_player(spec + ",solver_build=python"), make_player(spec)
    assert (python.solver_build, compiled.solver_build) == ("python", "numba")
    python.choose(pos, seconds=1.0)
    compiled.choose(pos, seconds=1.0)
    assert python.last_source == "search" and compiled.last_source == "solver"
    both = make_player(f"alphazero:weights={tiny_weights},simulations=20,solver_ply=0,solver_build=python")
    both.choose(pos, seconds=1.0)
    assert both.last_source == "solver"  # without python_solver_ply, solver_ply holds for both builds


def test_the_solver_starts_sooner_on_a_smaller_board(tiny_weights):
    """solver_ply counts on 6x7: a 30-cell board starts 12 plies sooner, a larger one no later
    than on 6x7."""
    player = make_player(f"alphazero:weights={tiny_weights},simulations=20,solver_ply=14")
    small = Position.from_moves("1", geometry(6, 5, 4))  # ply 1 of 30 cells: as many left as at ply 13 of 42
    player.choose(small, seconds=1.0)
    assert player.last_source == "search"
    small = Position.from_moves("12", geometry(6, 5, 4))  # ply 2 of 30: 28 left, as at ply 14 of 42
    player.choose(small, seconds=1.0)
    assert player.last_source == "solver"
    big = Position.from_moves("12", geometry(7, 8, 4))
    player.choose(big, seconds=1.0)
    assert player.last_source == "search"
