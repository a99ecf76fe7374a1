"""Options several commands share, and their parsing."""

from __future__ import annotations

import argparse


def board_args(parser: argparse.ArgumentParser) -> None:
    """The board size options (Kaggle's spec: rows, columns, inarow; default 6x7, four in a row)."""
    parser.add_argument("--rows", type=int, default=6, help="the board's rows")
    parser.add_argument("--columns", type=int, default=7, help="the board's columns")
    parser.add_argument("--inarow", type=int, default=4, help="stones in a row that win")


def ray_arg(parser: argparse.ArgumentParser, what: str) -> None:
    parser.add_argument("--ray", nargs="?", const="local", default=None, metavar="ADDRESS",
                        help=f"{what}: no ADDRESS starts one on this machine; 'auto' joins the cluster "
                             "'ray start' set up here; HOST:PORT joins its head node "
                             "(needs pip install 'connectx[distributed]')")


def worker_table_arg(parser: argparse.ArgumentParser) -> None:
    """``--table-size`` of the numba solver in each worker process."""
    parser.add_argument("--table-size", type=int, default=None,
                        help="solver table entries per worker (default 8,388,617: 67 MB)")


def network_priors_arg(parser: argparse.ArgumentParser) -> None:
    """``--network``: whose priors order the columns a book builder tries."""
    parser.add_argument("--network", default="submissions/default/network.pt",
                        help="checkpoint or .npz whose priors order the columns tried ('none': centre first)")


def priors(network: str):
    """The column order of ``--network``: the network's priors, or centre first for 'none'
    (:mod:`training.exact.book_builder`)."""
    from training.exact.book_builder import centre_priors, network_priors

    return centre_priors if network == "none" else network_priors(network)


def validation_options(p: argparse.ArgumentParser) -> None:
    """The validation games' options (package, validate, submit)."""
    p.add_argument("--games", type=int, default=1, help="validation episodes per opponent and mark")
    p.add_argument("--act-timeout", "--actTimeout", dest="act_timeout", type=float, default=2.0,
                   help="seconds per move to validate under (Kaggle: 2)")
    p.add_argument("--no-slow-cpu", action="store_true", help="skip the games on half a core")


def net_shape(text: str) -> tuple[int, int]:
    """``'4x48'`` -> (4, 48): residual blocks and filters; ValueError on anything else."""
    parts = text.lower().split("x")
    if len(parts) != 2 or not all(p.isdigit() and int(p) > 0 for p in parts):
        raise ValueError(f"--net takes BLOCKSxFILTERS with positive integers (e.g. 4x48), got {text!r}")
    return int(parts[0]), int(parts[1])


def _counts(text: str, flag: str, least: int) -> tuple[int, ...]:
    """``'2,3,4'`` -> (2, 3, 4), each at least ``least``; ValueError naming ``flag`` on anything else."""
    parts = [p.strip() for p in text.split(",")]
    if not all(p.isdigit() and int(p) >= least for p in parts):
        raise ValueError(f"{flag} takes counts of at least {least}, comma-separated (e.g. 2,3,4), got {text!r}")
    return tuple(int(p) for p in parts)


def pipeline_groups(text: str) -> tuple[int, ...]:
    """``'2,3,4'`` -> (2, 3, 4): counts of pipeline groups, each at least 2; ValueError on anything else."""
    return _counts(text, "--groups", 2)


def review_book_arg(parser: argparse.ArgumentParser, default: str) -> None:
    """``--book`` of the reviews: the opening book that settles the first plies."""
    parser.add_argument("--book", default=default,
                        help="reviews: an opening book whose moves keep each position's win/draw/loss, to "
                             "settle the first plies that no budget reaches: 'shipped' (the shipped file's "
                             "6x7 book, proved by the solver; about 40 s an episode, more over many "
                             f"openings), a book file, or 'none' (default: {default})")
