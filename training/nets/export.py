"""Checkpoint -> the numpy arrays of :mod:`agents.nn` (batch norm folded, channels-last layout)."""

from __future__ import annotations

import copy

import numpy as np
from torch import nn

from agents.encoding import ENCODER_VERSION
from training.nets.checkpoint import load_checkpoint
from training.nets.model import ImagePolicyValueNet, PolicyValueNet, fold_batch_norm
from training.runio import write_npz


def _arrays(conv: nn.Conv2d) -> tuple[np.ndarray, np.ndarray]:
    """A convolution's batch-norm-folded weights and bias: ``(w (Co, Ci, k, k), b (Co,))``."""
    return conv.weight.detach().numpy(), conv.bias.detach().numpy()


def _kernel3x3(w: np.ndarray) -> np.ndarray:
    """``(Co, Ci, 3, 3)`` -> ``(9 Ci, Co)`` with row ``(dy * 3 + dx) * Ci + ci`` (im2col order)."""
    co, ci = w.shape[:2]
    return w.transpose(2, 3, 1, 0).reshape(9 * ci, co)


def _chw_to_hwc_rows(w: np.ndarray, channels: int, cells: int) -> np.ndarray:
    """Reorder a linear layer's input rows from torch's (C, H, W) flattening to (H, W, C)."""
    out_features = w.shape[0]
    return w.reshape(out_features, channels, cells).transpose(2, 1, 0).reshape(cells * channels, out_features)


def export_arrays(model: PolicyValueNet) -> dict[str, np.ndarray]:
    """The float32 arrays :class:`agents.nn.Network` reads (see its module docstring).

    Raises:
        ValueError: an image network (it reads pictures, which agents never see; it runs in torch
            behind ``connectx move --image``).
    """
    if isinstance(model, ImagePolicyValueNet):
        raise ValueError("an image network cannot be exported to numpy: agents read board planes; "
                         "use it with connectx move --image")
    model = fold_batch_norm(copy.deepcopy(model).cpu().eval())
    c = model.config
    cells = c.rows * c.columns
    out: dict[str, np.ndarray] = {"meta": np.array([c.rows, c.columns, c.blocks, c.filters, c.value_hidden,
                                                    int(c.padded), ENCODER_VERSION], dtype=np.int64)}
    w, b = _arrays(model.stem[0])
    out["stem.w"], out["stem.b"] = _kernel3x3(w), b
    for i, block in enumerate(model.blocks):
        for j, conv in enumerate((block.conv1, block.conv2), 1):
            w, b = _arrays(conv)
            out[f"block{i}.conv{j}.w"], out[f"block{i}.conv{j}.b"] = _kernel3x3(w), b
    w, b = _arrays(model.policy_conv[0])
    out["policy.conv.w"], out["policy.conv.b"] = w[:, :, 0, 0].T, b
    out["policy.fc.w"] = _chw_to_hwc_rows(model.policy_fc.weight.detach().numpy(), 2, cells)
    out["policy.fc.b"] = model.policy_fc.bias.detach().numpy()
    w, b = _arrays(model.value_conv[0])
    out["value.conv.w"], out["value.conv.b"] = w[:, :, 0, 0].T, b
    out["value.fc1.w"] = _chw_to_hwc_rows(model.value_fc1.weight.detach().numpy(), 1, cells)
    out["value.fc1.b"] = model.value_fc1.bias.detach().numpy()
    out["value.fc2.w"] = model.value_fc2.weight.detach().numpy().T
    out["value.fc2.b"] = model.value_fc2.bias.detach().numpy()
    return {k: np.ascontiguousarray(v, dtype=np.float32) if k != "meta" else v for k, v in out.items()}


def export_checkpoint(checkpoint: str, path: str) -> None:
    """Write a checkpoint's network as an ``.npz`` for :func:`agents.nn.load_network`, atomically.

    Raises:
        CheckpointError: see :func:`training.nets.checkpoint.load_checkpoint`.
    """
    model, _ = load_checkpoint(checkpoint)
    arrays = export_arrays(model)
    write_npz(path, arrays)
