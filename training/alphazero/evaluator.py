"""The torch network as an evaluator for the searches: ``evaluate_batch`` (positions, for
:mod:`agents.search.puct`) and ``evaluate_bitboards`` (bitboards, for the batched self-play of
:mod:`training.alphazero.selfplay`)."""

from __future__ import annotations

import numpy as np
import torch

from agents.board import Geometry, Position
from agents.encoding import encode
from training.alphazero.selfplay import encode_bitboards
from training.nets.model import PolicyValueNet


class TorchEvaluator:
    """Evaluate positions with a :class:`PolicyValueNet` in eval mode, without gradients.

    Args:
        model: the network (its ``config`` gives the frame size and padding).
        device: where the model lives; the input is sent there and the answers come back.
        amp: run in bfloat16 autocast on CUDA (mixed precision); ignored on the CPU.

    The methods return softmax priors over the board's columns, float32 ``(B, columns)`` (the
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
        return self.evaluate_boards([(geo, current, mask, ply)])[0]

    def evaluate_boards(self, batches: list[tuple[Geometry, np.ndarray, np.ndarray, np.ndarray]]
                        ) -> list[tuple[np.ndarray, np.ndarray]]:
        """Several boards' positions in one forward pass (boards other than the network's own
        need a padded network): ``batches`` of ``(geo, current, mask, ply)`` as
        :meth:`evaluate_bitboards` takes them; one ``(priors, values)`` per batch."""
        cfg = self.model.config
        pad = (cfg.rows, cfg.columns) if cfg.padded else None
        planes = np.concatenate([encode_bitboards(geo, cur, msk, ply, pad) for geo, cur, msk, ply in batches])
        widths = [geo.columns for geo, *_ in batches]
        columns = widths[0] if len(set(widths)) == 1 else np.repeat(widths, [len(b[1]) for b in batches])
        priors, values = self._forward(planes, columns)
        out, at = [], 0
        for geo, cur, *_ in batches:
            out.append((priors[at:at + len(cur), :geo.columns], values[at:at + len(cur)]))
            at += len(cur)
        return out

    def _forward(self, planes: np.ndarray, columns: int | np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Priors over the first ``columns`` columns (one count, or one a row; the rest 0) and values."""
        x = torch.from_numpy(planes)
        if self.device.type == "cuda":
            x = x.pin_memory().to(self.device, non_blocking=True)
        self.model.eval()
        with torch.inference_mode(), torch.autocast(self.device.type, dtype=torch.bfloat16, enabled=self.amp):
            logits, values = self.model(x)
            logits = logits.float()
            if isinstance(columns, np.ndarray):
                width = torch.from_numpy(columns).to(logits.device)
                outside = torch.arange(logits.shape[1], device=logits.device)[None, :] >= width[:, None]
                priors = torch.softmax(logits.masked_fill(outside, -torch.inf), dim=1)
            else:
                priors = torch.softmax(logits[:, :columns], dim=1)
        self.calls += 1
        self.positions += len(planes)
        return priors.cpu().numpy(), values.float().cpu().numpy()
