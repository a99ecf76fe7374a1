"""The value network of Monte Carlo MLP training (:mod:`training.papers.mc_mlp`) in numpy: what its
player (:class:`agents.baselines.MCValuePlayer`) evaluates with."""

from __future__ import annotations

import numpy as np

from agents.board import Position
from agents.encoding import encode_cells


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
