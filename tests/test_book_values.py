"""The opening's values read off a book that is whole there: every value it settles is the
solver's, on a small board exhaustively and on 6x7 against the benchmark's exact scores."""

from agents.board import Position, geometry
from agents.book import OpeningBook
from agents.solver import Solver
from tests.test_weak_book import SMALL, _every_position
from training.exact.benchmark import SETS, load_set
from training.exact.book_builder import centre_priors
from training.exact.book_values import BookValues, installed_book_values
from training.exact.weak_book import build_weak_book


def _best(values):
    best = max(v for v in values if v is not None)
    return best, sorted(c for c, v in enumerate(values) if v == best)


def _check(values: BookValues, position: Position, truth: int, best: list[int], counts: dict[str, int]) -> None:
    """The book's interval for ``position`` holds ``truth``; what it settles is the truth (the
    value, and the columns that keep it: ``best``), counted in ``counts``."""
    low, high = values.bounds(position)
    assert low <= truth <= high
    value, columns = values.targets(position)
    assert (value is None) == (low != high)
    if value is not None:
        counts["value"] += 1
        assert value == truth
    if columns is not None:
        counts["best"] += 1
        assert columns == best


def test_every_value_the_book_settles_is_the_solvers_on_a_small_board(tmp_path):
    geo = geometry(**SMALL)
    build_weak_book([0, 1, 2, 3, 4], str(tmp_path), centre_priors, **SMALL, table_size=100003)
    values = BookValues(OpeningBook.load(str(tmp_path / "book.bin")), plies=5, proof=False)
    solver = Solver(geo, 100003)
    settled = {"value": 0, "best": 0, "positions": 0}
    for ply in range(7):
        for position in _every_position(geo, ply).values():
            for view in (position, position.mirror()):
                _check(values, view, *_best(solver.analyze(view, weak=True)), settled)
                if ply >= 5:  # past the plies the book is whole at: nothing known
                    assert values.bounds(view) == (-1, 1)
                settled["positions"] += 1
    # every position before the last whole ply is settled; most of the last ply's too
    assert settled["value"] >= sum(2 * len(_every_position(geo, ply)) for ply in range(4))
    assert 0 < settled["best"] < settled["value"] < settled["positions"]


def test_the_installed_books_values_are_the_benchmarks_exact_scores():
    values = installed_book_values()
    empty = Position(geometry())
    assert values.targets(empty) == (1, [3])  # the first player wins, by the centre alone (Allis 1988)
    assert values.targets(Position.from_moves("4"))[0] == -1  # the second player's defences are in the book
    assert values.targets(Position.from_moves("3"))[0] == 0  # c1 draws
    checked = {"value": 0, "best": 0}
    for name, _ in SETS:
        sample = load_set(name)
        for position, scores in zip(sample.positions, sample.scores, strict=True):
            if position.ply >= 6:
                continue
            _check(values, position, *_best([None if s <= -1000 else (s > 0) - (s < 0) for s in scores.tolist()]),
                   checked)
    assert checked["value"] > 250 and checked["best"] > 100

