"""Numpy forward pass of the policy/value network, from a dict of arrays (no torch).

This is the inference that runs in the ladder and inside the packaged ``main.py``. The arrays are
those of :func:`training.export.export_arrays`: the torch network of :mod:`training.model` with
every batch norm folded into the convolution before it, 3x3 kernels laid out for an im2col
matrix product, and the fully connected layers reordered for channels-last flattening.

Layout: activations are channels-last, ``(B, H, W, C)``; a 3x3 convolution copies the nine
shifted views of the zero-padded input into one preallocated ``(B, H, W, 9C)`` buffer and does
one matrix product with the ``(9C, C_out)`` kernel (measured on a 2-core x86 machine: about 5x faster
than a ``sliding_window_view`` im2col in NCHW at batch 1).

Arrays (float32; ``f`` filters, ``k`` 3x3 convolutions):
  ``meta``: int64 ``[rows, columns, blocks, filters, value_hidden, padded, encoder_version]``
  ``stem.w`` ``(9 * planes, f)``, ``stem.b`` ``(f,)``
  ``block{i}.conv{1,2}.w`` ``(9f, f)``, ``.b`` ``(f,)`` for i in 0..blocks-1
  ``policy.conv.w`` ``(f, 2)``, ``policy.conv.b`` ``(2,)``, ``policy.fc.w`` ``(2 * H * W, columns)``,
  ``policy.fc.b``; ``value.conv.w`` ``(f, 1)``, ``value.conv.b``, ``value.fc1.w`` ``(H * W, hidden)``,
  ``value.fc1.b``, ``value.fc2.w`` ``(hidden, 1)``, ``value.fc2.b``.
"""

from __future__ import annotations

import numpy as np

from agents.board import Position
from agents.encoding import ENCODER_VERSION, encode, encode_cells


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
        if version != ENCODER_VERSION:
            raise ValueError(f"network trained with encoder version {version}; "
                             f"this code encodes with {ENCODER_VERSION}")
        self.w = {k: np.ascontiguousarray(v, dtype=np.float32) for k, v in arrays.items() if k != "meta"}
        planes = 4 if self.padded else 3
        f, cells = self.filters, self.rows * self.columns
        expected = {"stem.w": (9 * planes, f), "policy.fc.w": (2 * cells, self.columns),
                    "value.fc1.w": (cells, self.value_hidden), "value.fc2.w": (self.value_hidden, 1)}
        for i in range(self.blocks):
            expected[f"block{i}.conv1.w"] = expected[f"block{i}.conv2.w"] = (9 * f, f)
        for name, shape in expected.items():
            if name not in self.w:
                raise ValueError(f"network arrays lack {name!r}")
            if self.w[name].shape != shape:
                raise ValueError(f"network array {name!r} has shape {self.w[name].shape}, expected {shape}")
        self._buffers: dict[tuple[int, int], tuple[np.ndarray, np.ndarray]] = {}

    def _conv3x3(self, x: np.ndarray, name: str) -> np.ndarray:
        b, h, w, c = x.shape
        key = (b, c)
        if key not in self._buffers:
            self._buffers[key] = (np.zeros((b, h + 2, w + 2, c), np.float32), np.empty((b, h, w, 9 * c), np.float32))
        padded, cols = self._buffers[key]
        padded[:, 1:h + 1, 1:w + 1, :] = x
        for k in range(9):
            dy, dx = divmod(k, 3)
            cols[..., k * c:(k + 1) * c] = padded[:, dy:dy + h, dx:dx + w, :]
        out = cols.reshape(b * h * w, 9 * c) @ self.w[name + ".w"]
        out += self.w[name + ".b"]
        return out

    def forward(self, planes: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Raw outputs for encoded positions.

        Args:
            planes: float32 ``(B, planes, rows, columns)`` from :func:`agents.encoding.encode`.

        Returns:
            ``(policy logits (B, columns), values (B,) in [-1, 1])``, float32.
        """
        x = np.ascontiguousarray(planes.transpose(0, 2, 3, 1), dtype=np.float32)
        b, h, w, _ = x.shape
        f = self.filters
        x = np.maximum(self._conv3x3(x, "stem"), 0.0).reshape(b, h, w, f)
        for i in range(self.blocks):
            y = self._conv3x3(x, f"block{i}.conv1")
            np.maximum(y, 0.0, out=y)
            y = self._conv3x3(y.reshape(b, h, w, f), f"block{i}.conv2").reshape(b, h, w, f)
            y += x
            x = np.maximum(y, 0.0, out=y)
        flat = x.reshape(b * h * w, f)
        p = np.maximum(flat @ self.w["policy.conv.w"] + self.w["policy.conv.b"], 0.0).reshape(b, h * w * 2)
        logits = p @ self.w["policy.fc.w"] + self.w["policy.fc.b"]
        v = np.maximum(flat @ self.w["value.conv.w"] + self.w["value.conv.b"], 0.0).reshape(b, h * w)
        v = np.maximum(v @ self.w["value.fc1.w"] + self.w["value.fc1.b"], 0.0)
        values = np.tanh(v @ self.w["value.fc2.w"] + self.w["value.fc2.b"]).reshape(b)
        return logits.astype(np.float32), values.astype(np.float32)

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
