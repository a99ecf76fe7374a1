"""Checkpoint -> a submission build: encoded numpy weights, optionally an ONNX model."""

from __future__ import annotations

import io
import sys
import warnings

import numpy as np
import torch

from agents.alphazero import SWINDLE_MODULE
from agents.board import geometry
from agents.book import OpeningBook
from agents.kaggle import TimeControl
from agents.players import parse_spec
from agents.weights import encode_arrays
from packager.build import Build
from packager.recipe import SHIPPED_BOOK, shipped_book_path
from training.alphazero.boards import describe
from training.nets.checkpoint import load_checkpoint
from training.nets.export import export_arrays
from training.nets.model import NetConfig, PolicyValueNet

BACKENDS = ("numpy", "onnxruntime")


def onnx_bytes(model: PolicyValueNet) -> bytes:
    """The network as an ONNX model (batch size dynamic; input ``planes``, outputs ``policy`` and
    ``value``), from torch's TorchScript-based exporter (no onnxscript needed)."""
    c = model.config
    buffer = io.BytesIO()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        torch.onnx.export(model.cpu().eval(), torch.zeros(1, c.planes, c.rows, c.columns), buffer, dynamo=False,
                          input_names=["planes"], output_names=["policy", "value"],
                          dynamic_axes={"planes": {0: "batch"}, "policy": {0: "batch"}, "value": {0: "batch"}})
    return buffer.getvalue()


def _check_book(book: OpeningBook, net: NetConfig, config: dict, path: str) -> None:
    """Refuse a book for a board the network does not play: another size than an unpadded
    network's, one larger than a padded network's frame, or another ``inarow`` than it was trained on.

    Raises:
        ValueError: the message gives both boards.
    """
    rows, columns, inarow = book.board
    fits = (rows <= net.rows and columns <= net.columns) if net.padded else (rows, columns) == (net.rows, net.columns)
    trained = sorted({b[2] for b in config.get("boards") or ()}
                     or ({config["inarow"]} if "inarow" in config else set()))
    if not fits or (trained and inarow not in trained):
        raise ValueError(f"the book {path} is for {rows}x{columns}, {inarow} in a row; the network plays "
                         f"{net.rows}x{net.columns}" + (" (padded)" if net.padded else "")
                         + (f", {' or '.join(map(str, trained))} in a row" if trained else ""))


def _move_pipeline(params: dict, book: OpeningBook | None, overage_share: float) -> list[str]:
    """The header's account of how the packaged alphazero player decides a move (the steps of
    :meth:`agents.alphazero.AlphaZeroPlayer.choose`, with this build's parameters)."""
    solver_ply = params.get("solver_ply")
    simulations = params.get("simulations", 200)
    steps = []
    if book is not None:
        rows, columns, inarow = book.board
        steps.append(f"book: {len(book):,} positions of {rows}x{columns}, {inarow} in a row (mirror images "
                     "included); a position in it is played at once.")
    if solver_ply is not None:
        steps.append("tactics: a win now, or the only move that does not lose at once; no search.")
        share = params.get("solver_share", 0.5)
        build = {"auto": "compiled with numba where the runtime has it (at load, on the first move's clock), "
                         "else pure Python (the same answers, slower)",
                 "numba": "compiled with numba (at load, on the first move's clock)",
                 "python": "pure Python"}[params.get("solver_build", "auto")]
        python_ply = params.get("python_solver_ply")
        start = f"from ply {solver_ply}" + (f"; from ply {python_ply} for the pure-Python build"
                                            if python_ply is not None and python_ply != solver_ply else "")
        lost, drawn = ((
            "the column likeliest to see a fallible opponent go wrong before its win (agents/swindle.py: the "
            "chance that its next reply is a mistake under a random mover, the network and alpha-beta at 2 "
            "and 4 plies, and the moves it has left to find), else the column that loses latest",
            ", those whose replies it is likeliest to get wrong,") if params.get("swindle")
            else ("the column that loses latest", ""))
        steps.append(f"solver ({start}): the exact solver (weak: win, draw, loss; {build}) gets {share:g} of "
                     "the move's time; the only column that does not lose is played; a proved win: the "
                     f"fastest win the clock allows to prove; a lost position: {lost}; a drawn position's "
                     f"drawing columns{drawn} go to the search; out of time, a search pick proved to lose is "
                     "overruled.")
    steps.append(f"search: PUCT (c_puct {params.get('c_puct', 2.5):g}, {params.get('batch_size', 8)} leaves "
                 "per network call under virtual loss) over the network's priors and values, "
                 + ("for as long as the clock allows" if simulations is None else f"{simulations} simulations")
                 + (" (before the solver's ply, and beside the solver after)" if solver_ply is not None else "")
                 + "; the most visited column.")
    lines = ["How a move is decided (agents/alphazero.py, AlphaZeroPlayer.choose), the first step that decides:"]
    lines += [f"  {k}. {step}" for k, step in enumerate(steps, 1)]
    clock = TimeControl(overage_share=overage_share)
    lines.append(f"Clock (agents/kaggle.py): {clock.act_fraction:g} of actTimeout per move, plus {overage_share:g} "
                 f"of the overage bank above {clock.reserve_s:g} s (at most {clock.max_overage_s:g} s a move); a "
                 "board no network fits is searched with uniform priors.")
    return lines


def _boards(net: NetConfig, config: dict) -> list[str]:
    """The header's line on the boards a padded network was trained on (none for one board)."""
    boards = config.get("boards") or ()
    if not net.padded or not boards:
        return []
    return [f"Boards: trained on {describe(tuple(tuple(b) for b in boards))} of the self-play games (one network "
            f"in a {net.rows}x{net.columns} frame); it searches every board that fits the frame, a larger one "
            "with uniform priors."]


def _training(kind: str, iteration: int, config: dict) -> str:
    """One line on how a checkpoint was trained: its trainer, iteration and scalar settings (paths
    left out: they name the build machine's files; so is ``workers``, its processes; so is the
    single board of a run over a mixture, whose boards the header's ``Boards`` line gives)."""
    skip = {"workers"} | ({"rows", "columns", "inarow"} if config.get("boards") else set())
    settings = ", ".join(f"{k}={v}" for k, v in config.items()
                         if isinstance(v, (int, float, str, bool)) and not (isinstance(v, str) and "/" in v)
                         and k not in skip)
    return f"Training: connectx train {kind}, iteration {iteration}" + (f" ({settings})" if settings else "") + "."


def _covers(first: NetConfig, second: NetConfig) -> bool:
    """True when every board ``second`` takes is one ``first`` takes too (then ``first``, tried
    first, would leave ``second`` nothing to play)."""
    if first.padded:
        return second.rows <= first.rows and second.columns <= first.columns
    return not second.padded and (second.rows, second.columns) == (first.rows, first.columns)


def _input(net: NetConfig) -> str:
    """``"6x7"``, or ``"10x12 padded"`` for a padded network's frame."""
    return f"{net.rows}x{net.columns}" + (" padded" if net.padded else "")


def _network_line(net: NetConfig, arrays: dict, quantize: str, backend: str) -> str:
    """The header's sentence on one network: its tower, heads, size, input, encoding and backend."""
    parameters = sum(int(np.prod(a.shape)) for a in arrays.values() if a.dtype.kind == "f")
    return (f"a residual tower of {net.blocks} blocks x {net.filters} filters (3x3 convolutions, batch norm "
            f"folded), policy and value heads (value hidden {net.value_hidden}), {parameters:,} parameters; "
            f"input {_input(net)}; weights {quantize}, "
            f"evaluated in {backend}" + (" (numpy fallback)." if backend != "numpy" else "."))


def checkpoint_build(checkpoint: str, search: str = "simulations=none", quantize: str = "uint16",
                     backend: str = "numpy", overage_share: float = 0.0,
                     other_boards: str | None = None) -> tuple[Build, PolicyValueNet]:
    """A build of a checkpoint's network with the alphazero player on top.

    Args:
        checkpoint: any checkpoint the trainers write.
        search: the alphazero player's parameters (``"simulations=none,c_puct=2.5"``; with
            ``simulations=none`` it searches for the time Kaggle's clock allows); ``book=PATH``
            embeds that opening book in the file (``book=shipped``: the book installed with this
            package, where the network plays its board, else none), ``solver_ply=N`` turns the
            endgame solver on. :data:`packager.recipe.RECIPES` holds the recipes' settings.
        quantize: weight encoding (see :mod:`agents.weights`).
        backend: ``numpy``, or ``onnxruntime`` (embeds an ONNX model too, numpy as fallback).
        overage_share: the file's share of Kaggle's overage bank (:class:`agents.kaggle.TimeControl`).
        other_boards: a second checkpoint, whose network plays the boards the first does not fit
            (a padded network trained on a mixture of sizes beside one trained on 6x7 alone, so
            that 6x7 keeps its own network; :class:`agents.nn.Networks`); None: one network.

    Returns:
        The build, and the torch network of ``checkpoint`` (for parity checks).

    Raises:
        CheckpointError: an unusable checkpoint. ValueError: bad search parameters or options, or
            a second network that would play no board (every board it takes, the first takes).
    """
    if backend not in BACKENDS:
        raise ValueError(f"backend must be one of {', '.join(BACKENDS)}, got {backend!r}")
    _, params = parse_spec("alphazero:" + search)
    if "weights" in params:
        raise ValueError("--search sets the search; the weights come from the checkpoint")
    book_path = params.pop("book", None)
    shipped = book_path == SHIPPED_BOOK
    model, data = load_checkpoint(checkpoint)
    config = data["config"] if isinstance(data["config"], dict) else {}
    model.eval()
    book, opening_book = _book(shipped_book_path() if shipped else book_path, shipped, model.config, config)
    arrays = export_arrays(model)
    net = model.config
    other = None
    if other_boards is not None:
        other, other_data = load_checkpoint(other_boards)
        other.eval()
        if _covers(net, other.config):
            raise ValueError(f"the second network ({other_boards}, {_input(other.config)}) would play no board: "
                             f"the first ({_input(net)}) takes all of its boards")
    for line in _uncovered_boards(checkpoint, net, None if other is None else other.config):
        print(line, file=sys.stderr)
    shown = ",".join(f"{k}={'none' if v is None else str(v).lower() if isinstance(v, bool) else v}"
                     for k, v in params.items())
    title = (f"ConnectX agent: AlphaZero network {net.blocks}x{net.filters} ({data['kind']}, iteration "
             f"{data['iteration']})" + ("" if other is None else f" and {other.config.blocks}x{other.config.filters} "
                                             "for other boards") + " with PUCT search"
             + (", exact solver" if "solver_ply" in params else "") + (", opening book" if book is not None else ""))
    about = [*_move_pipeline(params, opening_book, overage_share), "",
             "Network: " + _network_line(net, arrays, quantize, backend), *_boards(net, config),
             _training(data["kind"], data["iteration"], config)]
    other_weights = None
    if other is not None:
        other_arrays = export_arrays(other)
        other_weights = encode_arrays(other_arrays, quantize)
        other_config = other_data["config"] if isinstance(other_data["config"], dict) else {}
        about += ["", "Other boards: every board the first network does not fit goes to a second network, "
                  + _network_line(other.config, other_arrays, quantize, backend),
                  *_boards(other.config, other_config),
                  _training(other_data["kind"], other_data["iteration"], other_config)]
    options = (f"CHECKPOINT --search {shown}" + ("" if book is None else ",book=shipped" if shipped else ",book=BOOK")
               + f" --quantize {quantize} --backend {backend} --overage-share {overage_share:g}"
               + ("" if other is None else " --other-boards OTHER"))
    arguments = "".join(f",\n        {k}={v!r}" for k, v in params.items())
    build = Build(player_code=f"module.AlphaZeroPlayer.from_network(\n        network, book=book{arguments})",
                  player_module="agents.alphazero", modules=(SWINDLE_MODULE,) if params.get("swindle") else (),
                  title=title, about=tuple(about), options=options,
                  weights=encode_arrays(arrays, quantize),
                  onnx=onnx_bytes(model) if backend == "onnxruntime" else None, other_weights=other_weights,
                  other_onnx=onnx_bytes(other) if other is not None and backend == "onnxruntime" else None,
                  book=book, overage_share=overage_share)
    return build, model


def _uncovered_boards(checkpoint: str, net: NetConfig, other: NetConfig | None) -> list[str]:
    """The lines that tell the user which boards the file's networks leave to uniform priors."""
    lines = []
    if other is None and not net.padded:
        lines.append(f"connectx: note: boards other than {net.rows}x{net.columns} get no network (the search on "
                     "uniform priors): --other-boards CHECKPOINT adds one (the shipped file's: "
                     "submissions/default/network-boards.pt)")
    if not any(n.fits(geometry()) for n in (net, *([] if other is None else [other]))):
        lines.append(f"connectx: warning: {checkpoint} plays {net.rows}x{net.columns} boards only: on Kaggle's 6x7 "
                     "the file searches with uniform priors (no network); add --other-boards with a 6x7 network")
    return lines


def _book(path: str | None, shipped: bool, net: NetConfig, config: dict) -> tuple[bytes | None, OpeningBook | None]:
    """The opening book at ``path`` (None: none), as bytes and as a book, checked against the
    network's board; the shipped book where its board is not the network's: none.

    Raises:
        OSError: an unreadable file. ValueError: a book that is not one, or of another board.
    """
    if path is None:
        return None, None
    with open(path, "rb") as f:
        book = f.read()
    opening_book = OpeningBook.from_bytes(book)
    try:
        _check_book(opening_book, net, config, path)
    except ValueError:
        if not shipped:
            raise
        return None, None  # the shipped book's board is not this network's
    return book, opening_book
