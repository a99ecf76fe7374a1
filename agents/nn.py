"""Numpy forward pass of the policy/value network, from a dict of arrays (no torch).

This is the inference that runs in the ladder and inside the packaged ``main.py``. The arrays are
those of :func:`training.nets.export.export_arrays`: the torch network of :mod:`training.nets.model` with
every batch norm folded into the convolution before it, 3x3 kernels laid out for an im2col
matrix product, and the fully connected layers reordered for channels-last flattening.

Layout: a batch's activations are one ``(B * H * W + 1, C)`` float32 matrix, a row per cell
(channels-last) and one last row of zeros. A 3x3 convolution is one gather and one matrix
product: ``np.take`` copies, for every cell, the rows of its nine neighbours (the zero row where
a neighbour is off the board, so no padding pass) into a preallocated ``(B * H * W, 9C)`` buffer,
and ``np.dot`` multiplies it by the ``(9C, C_out)`` kernel straight into the next layer's buffer.
The bias, the ReLU and the residual sum are in-place passes; every buffer and view is planned
once per batch size (``connectx bench inference`` measures it against onnxruntime and torch).

Arrays (float32; ``f`` filters, ``k`` 3x3 convolutions):
  ``meta``: int64 ``[rows, columns, blocks, filters, value_hidden, padded, encoder_version]``
  ``stem.w`` ``(9 * planes, f)``, ``stem.b`` ``(f,)``
  ``block{i}.conv{1,2}.w`` ``(9f, f)``, ``.b`` ``(f,)`` for i in 0..blocks-1 (row ``t * C + c``:
  tap ``t = 3 * (dy + 1) + (dx + 1)`` of input channel ``c``)
  ``policy.conv.w`` ``(f, 2)``, ``policy.conv.b`` ``(2,)``, ``policy.fc.w`` ``(2 * H * W, columns)``,
  ``policy.fc.b``; ``value.conv.w`` ``(f, 1)``, ``value.conv.b``, ``value.fc1.w`` ``(H * W, hidden)``,
  ``value.fc1.b``, ``value.fc2.w`` ``(hidden, 1)``, ``value.fc2.b`` ``(1,)``: a tanh value; or
  ``value.fc2.w`` ``(hidden, 3)``, ``value.fc2.b`` ``(3,)``: win/draw/loss logits, the value
  ``P(win) - P(loss)`` of their softmax (the win/draw/loss head of Leela Chess Zero and of Wu
  2019, "Accelerating Self-Play Learning in Go", section 2).
"""

from __future__ import annotations

import zipfile
import zlib

import numpy as np

from agents.board import Position
from agents.encoding import ENCODER_VERSION, compatible, encode, planes_count


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
        fc2 = arrays.get("value.fc2.w")
        self.wdl = fc2 is not None and np.ndim(fc2) == 2 and np.shape(fc2)[1] == 3
        outputs = 3 if self.wdl else 1
        expected = {"stem.w": (9 * planes, f), "stem.b": (f,), "policy.conv.w": (f, 2), "policy.conv.b": (2,),
                    "policy.fc.w": (2 * cells, self.columns), "policy.fc.b": (self.columns,),
                    "value.conv.w": (f, 1), "value.conv.b": (1,), "value.fc1.w": (cells, self.value_hidden),
                    "value.fc1.b": (self.value_hidden,), "value.fc2.w": (self.value_hidden, outputs),
                    "value.fc2.b": (outputs,)}
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
        out = hidden @ self.w["value.fc2.w"] + self.w["value.fc2.b"]
        if self.wdl:
            wdl = np.exp(out - out.max(axis=1, keepdims=True))
            return logits, ((wdl[:, 0] - wdl[:, 2]) / wdl.sum(axis=1)).astype(np.float32)
        return logits, np.tanh(out).reshape(batch)

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
        return softmax(logits[:, :positions[0].geo.columns]), values


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
        ValueError: an unreadable, empty, truncated or non-npz file, or a torch checkpoint (the
            message names the file and says which).
    """
    if isinstance(source, dict):
        return source
    try:
        with np.load(source, allow_pickle=False) as data:
            arrays = {k: data[k] for k in data.files}
    except (OSError, ValueError, AttributeError, EOFError, KeyError, zipfile.BadZipFile, zlib.error) as e:
        reason = ("empty" if isinstance(e, EOFError) else "a pickle or other file, not an .npz of arrays"
                  if "pickle" in str(e) else str(e) or type(e).__name__)
        raise ValueError(f"{source} is not a readable weights file (.npz): {reason}") from None
    if any(name.endswith("data.pkl") for name in arrays):
        raise ValueError(f"{source} is a torch checkpoint, not numpy weights: connectx export {source} "
                         "--out WEIGHTS.npz makes them")
    return arrays


def load_network(source: str | dict[str, np.ndarray]) -> Network:
    """A :class:`Network` from an ``.npz`` of its arrays (or the arrays).

    Raises:
        ValueError: unreadable file or bad arrays (the message names the problem).
    """
    return Network(load_arrays(source))


class Networks:
    """Several networks as one evaluator: each board is evaluated by the first network that fits
    it, so a network trained on one board alone can come before a padded one trained on a mixture
    of sizes (Gupta and Shah 2022, "Reinforcement Learning for ConnectX": one padded network), which then
    plays only the boards the first does not take.

    Args:
        networks: :class:`Network` or :class:`agents.onnx_network.OnnxNetwork` objects (anything with ``fits`` and
            ``evaluate_batch``), in the order they are tried; at least one.

    Raises:
        ValueError: no network given.
    """

    def __init__(self, networks: list):
        if not networks:
            raise ValueError("Networks needs at least one network")
        self.networks = list(networks)

    def network_for(self, position: Position):
        """The first network that fits the position's board, or None."""
        return next((n for n in self.networks if n.fits(position)), None)

    def fits(self, position: Position) -> bool:
        """True when one of the networks can evaluate this board size."""
        return self.network_for(position) is not None

    def evaluate_batch(self, positions: list[Position]) -> tuple[np.ndarray, np.ndarray]:
        """The first fitting network's priors ``(B, columns)`` and values ``(B,)``, float32; the
        positions are all of one board.

        Raises:
            ValueError: a board no network can take.
        """
        network = self.network_for(positions[0])
        if network is None:
            g = positions[0].geo
            raise ValueError(f"no network here can evaluate a {g.rows}x{g.columns} board")
        return network.evaluate_batch(positions)


def softmax(logits: np.ndarray) -> np.ndarray:
    e = np.exp(logits - logits.max(axis=1, keepdims=True))
    return (e / e.sum(axis=1, keepdims=True)).astype(np.float32)
