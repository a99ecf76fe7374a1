"""The torch network as an evaluator for the searches: ``evaluate_batch`` (positions, for
:mod:`agents.search.puct`) and ``evaluate_bitboards`` (bitboards, for the batched self-play of
:mod:`training.selfplay`)."""

from __future__ import annotations

import numpy as np
import torch

from agents.board import Geometry, Position
from agents.encoding import encode
from training.model import PolicyValueNet
from training.selfplay import encode_bitboards


class TorchEvaluator:
    """Evaluate positions with a :class:`PolicyValueNet` in eval mode, without gradients.

    Args:
        model: the network (its ``config`` gives the frame size and padding).
        device: where the model lives; the input is sent there and the answers come back.
        amp: run in bfloat16 autocast on CUDA (mixed precision); ignored on the CPU.

    Both methods return softmax priors over the board's columns, float32 ``(B, columns)`` (the
    network's outputs for columns beyond a smaller board are masked out), and values float32
    ``(B,)`` in [-1, 1] for the side to move. ``calls`` and ``positions`` count the work.
    """

    def __init__(self, model: PolicyValueNet, device: torch.device, amp: bool = False):
        self.model, self.device = model, device
        self.amp = amp and device.type == "cuda"
        self.calls = 0
        self.positions = 0

    def evaluate_batch(self, positions: list[Position]) -> tuple[np.ndarray, np.ndarray]:
        cfg = self.model.config
        pad = (cfg.rows, cfg.columns) if cfg.padded else None
        return self._forward(encode(positions, pad), positions[0].geo.columns)

    def evaluate_bitboards(self, geo: Geometry, current: np.ndarray, mask: np.ndarray,
                           ply: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        cfg = self.model.config
        pad = (cfg.rows, cfg.columns) if cfg.padded else None
        return self._forward(encode_bitboards(geo, current, mask, ply, pad), geo.columns)

    def _forward(self, planes: np.ndarray, columns: int) -> tuple[np.ndarray, np.ndarray]:
        x = torch.from_numpy(planes)
        if self.device.type == "cuda":
            x = x.pin_memory().to(self.device, non_blocking=True)
        self.model.eval()
        with torch.inference_mode(), torch.autocast(self.device.type, dtype=torch.bfloat16, enabled=self.amp):
            logits, values = self.model(x)
            priors = torch.softmax(logits.float()[:, :columns], dim=1)
        self.calls += 1
        self.positions += len(planes)
        return priors.cpu().numpy(), values.float().cpu().numpy()
