"""The torch network as a :class:`agents.search.puct.BatchEvaluator`."""

from __future__ import annotations

import numpy as np
import torch

from agents.board import Position
from agents.encoding import encode
from training.model import PolicyValueNet


class TorchEvaluator:
    """Evaluate positions with a :class:`PolicyValueNet` in eval mode, without gradients.

    Args:
        model: the network (its ``config`` gives the frame size and padding).
        device: where the model lives.
        amp: run in bfloat16 autocast on CUDA (mixed precision); ignored on the CPU.

    ``evaluate_batch`` returns softmax priors over the board's columns ``(B, columns)`` (the
    network's outputs for columns beyond a smaller board are masked out) and values ``(B,)``,
    both float32 numpy, values for the side to move.
    """

    def __init__(self, model: PolicyValueNet, device: torch.device, amp: bool = False):
        self.model, self.device = model, device
        self.amp = amp and device.type == "cuda"
        self.calls = 0
        self.positions = 0

    def evaluate_batch(self, positions: list[Position]) -> tuple[np.ndarray, np.ndarray]:
        cfg = self.model.config
        pad = (cfg.rows, cfg.columns) if cfg.padded else None
        x = torch.from_numpy(encode(positions, pad)).to(self.device)
        self.model.eval()
        with torch.inference_mode(), torch.autocast(self.device.type, dtype=torch.bfloat16, enabled=self.amp):
            logits, values = self.model(x)
        columns = positions[0].geo.columns  # columns beyond the board are masked out
        priors = torch.softmax(logits.float()[:, :columns], dim=1)
        self.calls += 1
        self.positions += len(positions)
        return priors.cpu().numpy(), values.float().cpu().numpy()
