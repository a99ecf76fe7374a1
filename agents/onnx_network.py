"""The policy/value network run by onnxruntime, for a build that embeds an ONNX model beside the
numpy arrays (:class:`agents.nn.Network`); the file falls back to numpy where onnxruntime cannot be
imported. Only a build with an ONNX model carries this module."""

from __future__ import annotations

import numpy as np

from agents.board import Position
from agents.encoding import encode
from agents.nn import Network, softmax


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
        return softmax(logits[:, :positions[0].geo.columns]), values
