"""Checkpoint -> a submission build: encoded numpy weights, optionally an ONNX model."""

from __future__ import annotations

import io
import warnings

import torch

from agents.book import OpeningBook
from agents.players import parse_spec
from agents.weights import encode_arrays
from packager.build import Build
from training.checkpoint import load_checkpoint
from training.export import export_arrays
from training.model import NetConfig, PolicyValueNet

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
    trained = config.get("inarow") if isinstance(config, dict) else None
    if not fits or (trained is not None and trained != inarow):
        raise ValueError(f"the book {path} is for {rows}x{columns}, {inarow} in a row; the network plays "
                         f"{net.rows}x{net.columns}" + (" (padded)" if net.padded else "")
                         + (f", {trained} in a row" if trained is not None else ""))


def checkpoint_build(checkpoint: str, search: str = "simulations=none", quantize: str = "uint16",
                     backend: str = "numpy") -> tuple[Build, PolicyValueNet]:
    """A build of a checkpoint's network with the alphazero player's PUCT search on top.

    Args:
        checkpoint: any checkpoint the trainers write.
        search: the alphazero player's parameters (``"simulations=none,c_puct=2.5"``; with
            ``simulations=none`` it searches for the time Kaggle's clock allows); ``book=PATH``
            embeds that opening book in the file, ``solver_ply=N`` turns the endgame solver on.
        quantize: weight encoding (see :mod:`agents.weights`).
        backend: ``numpy``, or ``onnxruntime`` (embeds an ONNX model too, numpy as fallback).

    Returns:
        The build, and the torch network it came from (for parity checks).

    Raises:
        CheckpointError: an unusable checkpoint. ValueError: bad search parameters or options.
    """
    if backend not in BACKENDS:
        raise ValueError(f"backend must be one of {', '.join(BACKENDS)}, got {backend!r}")
    _, params = parse_spec("alphazero:" + search)
    if "weights" in params:
        raise ValueError("--search sets the search; the weights come from the checkpoint")
    book, book_path = None, params.pop("book", None)
    if book_path is not None:
        with open(book_path, "rb") as f:
            book = f.read()
    model, data = load_checkpoint(checkpoint)
    model.eval()
    if book is not None:
        _check_book(OpeningBook.from_bytes(book), model.config, data["config"], book_path)
    weights = encode_arrays(export_arrays(model), quantize)
    description = (f"ConnectX agent: AlphaZero network {model.config.blocks}x{model.config.filters} "
                   f"({data['kind']}, iteration {data['iteration']}, weights {quantize}, {backend}) "
                   f"with PUCT search ({search})")
    build = Build(player_code=f"players.AlphaZeroPlayer.from_network(network, book=book, **{params!r})",
                  description=description, weights=weights,
                  onnx=onnx_bytes(model) if backend == "onnxruntime" else None, book=book)
    return build, model
