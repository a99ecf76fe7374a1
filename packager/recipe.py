"""Packaging recipes: the settings a checkpoint is packaged with when the command line names none.

``shipped`` is the recipe of the shipped submission (``submissions/default/main.py``): the opening
book installed with this package (6x7, four in a row: the first player's proven win, every won or
drawn position's best move at plies 0-5 and the second's longest defences), the exact solver from
ply 6 with the pure-Python solver's fallback from ply 8 and three quarters of a move's time for it,
swindles in lost positions (the column likeliest to see a fallible opponent go wrong before its
win, at most a stone shorter than the longest defence, :mod:`agents.swindle`), searching for as
long as Kaggle's clock allows, and a fifth of the overage bank. ``plain`` is a bare network with
PUCT and the endgame solver from ply 14.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import resources

SHIPPED_BOOK = "shipped"
"""The ``book=`` value that names the opening book installed with this package."""

SHIPPED_BOOK_PLIES = 6
"""The plies (0 to 5) at which the installed book holds every 6x7 position that is won or drawn
for the side to move and leaves a choice (:mod:`training.exact.weak_book`): one it lacks there is
lost, or decided by a win at once or a single move that does not lose at once."""


@dataclass(frozen=True)
class Recipe:
    """A recipe: the alphazero player's ``search`` parameters (``--search``) and the file's
    ``overage_share`` of Kaggle's overage bank (``--overage-share``, in [0, 1))."""

    search: str
    overage_share: float


RECIPES = {
    "shipped": Recipe("simulations=none,solver_ply=6,python_solver_ply=8,solver_share=0.75,swindle=true,"
                      f"book={SHIPPED_BOOK}", 0.2),
    "plain": Recipe("simulations=none,solver_ply=14", 0.0),
}
"""The recipes by name; ``shipped`` is ``connectx package``'s default."""


def shipped_book_path() -> str:
    """The path of the opening book installed with this package (6x7, four in a row)."""
    return str(resources.files("packager") / "data" / "book-6x7-4.bin")


def review_book(name: str) -> dict:
    """The :class:`ladder.review.Reviewer` arguments for the opening book named by ``--book``:
    ``{"book": OpeningBook or None, "book_plies": int}`` (``shipped``: the installed book and the
    plies it holds whole; a book file: no such claim; ``none``).

    Raises:
        ValueError: a file that is not an opening book. OSError: an unreadable one.
    """
    from agents.book import OpeningBook

    if name == "none":
        return {"book": None, "book_plies": 0}
    path = shipped_book_path() if name == SHIPPED_BOOK else name
    try:
        book = OpeningBook.load(path)
    except ValueError as e:
        raise ValueError(f"{path}: {e}") from None
    return {"book": book, "book_plies": SHIPPED_BOOK_PLIES if name == SHIPPED_BOOK else 0}
