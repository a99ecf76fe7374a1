"""Checkpoints: the network's weights with everything needed to rebuild and resume it.

A checkpoint is a dict saved with ``torch.save`` (atomically: a temporary file, then rename) and
read with ``torch.load(..., weights_only=True)``:

==================  ====================================================================
format_version      :data:`FORMAT_VERSION`
kind                the trainer that wrote it ('alphazero', ...)
net                 :class:`training.nets.model.NetConfig` as a dict (the architecture)
encoder_version     :data:`agents.encoding.ENCODER_VERSION` the network was trained with
model               the state dict
optimizer           the optimizer's state dict (None in exported networks and light copies), its
                    floating-point moments in bfloat16 (:func:`compact_optimizer_state`)
config              the trainer's configuration as a dict
iteration           completed iterations
metrics             the last iteration's metrics
==================  ====================================================================
"""

from __future__ import annotations

import os
import pickle
from typing import Any

import torch

from agents.encoding import ENCODER_VERSION, compatible
from durable.files import atomic_path
from training.nets.model import PolicyValueNet, build_model

FORMAT_VERSION = 1
REQUIRED_KEYS = ("kind", "net", "encoder_version", "model", "optimizer", "config", "iteration", "metrics")


class CheckpointError(ValueError):
    """A checkpoint that cannot be used: unreadable, corrupt, or from another format/encoder."""


def compact_optimizer_state(state: dict[str, Any]) -> dict[str, Any]:
    """``state`` (an optimizer's ``state_dict()``) with every floating-point tensor of its
    per-parameter state in bfloat16 on the CPU, except the step counters (``step``, which must
    count exactly): Adam's two moments in half the bytes (the ``gpu`` preset's checkpoint 28.6 MB
    to 19.1 MB). ``Optimizer.load_state_dict`` casts them back to the parameters' dtype, so a
    resumed run goes on from moments rounded to bfloat16's 8 bits of precision, a relative error
    of at most 2^-8; optimizers keep their states in 8 bits with no loss of training quality
    (Dettmers, Lewis, Shleifer and Zettlemoyer 2022, "8-bit Optimizers via Block-wise
    Quantization"). The parameter groups are kept as they are."""
    def compact(key: str, value: Any) -> Any:
        if key != "step" and isinstance(value, torch.Tensor) and value.is_floating_point():
            return value.detach().to("cpu", torch.bfloat16)
        return value

    return {**state, "state": {index: {key: compact(key, value) for key, value in entry.items()}
                               for index, entry in state["state"].items()}}


def save_checkpoint(path: str, model: PolicyValueNet, kind: str, config: dict[str, Any], iteration: int,
                    optimizer: torch.optim.Optimizer | None = None, metrics: dict[str, Any] | None = None) -> None:
    """Write a checkpoint atomically (a crash leaves the previous file intact), the optimizer's
    moments in bfloat16 (:func:`compact_optimizer_state`)."""
    data = {
        "format_version": FORMAT_VERSION, "kind": kind, "net": model.config.to_dict(),
        "encoder_version": ENCODER_VERSION,
        "model": {k: v.detach().cpu() for k, v in model.state_dict().items()},
        "optimizer": compact_optimizer_state(optimizer.state_dict()) if optimizer is not None else None,
        "config": config, "iteration": iteration, "metrics": metrics or {},
    }
    with atomic_path(path) as tmp:
        torch.save(data, tmp)


def save_light_checkpoint(source: str, path: str) -> None:
    """Write the checkpoint ``source`` to ``path`` light (atomically): without the optimizer's
    state, every floating-point tensor of the weights (batch norm's statistics among them) in
    bfloat16. The ``gpu`` preset's 19.1 MB checkpoint
    becomes about 4.8 MB. Loading casts the weights back to float32: each within a relative 2^-8
    of what was trained (bfloat16 keeps 8 bits of precision); a run resumed from it starts Adam's
    moments afresh.

    Raises:
        CheckpointError: ``source`` is not a usable checkpoint (see :func:`load_checkpoint`).
    """
    _, data = load_checkpoint(source)

    def light(weights: dict[str, torch.Tensor]) -> dict[str, torch.Tensor]:
        return {k: v.to(torch.bfloat16) if v.is_floating_point() else v for k, v in weights.items()}

    data = {**data, "model": light(data["model"]), "optimizer": None}
    with atomic_path(path) as tmp:
        torch.save(data, tmp)


def load_checkpoint(path: str, device: torch.device | str = "cpu") -> tuple[PolicyValueNet, dict[str, Any]]:
    """Rebuild the network from a checkpoint file alone.

    Returns:
        ``(model on device, the checkpoint dict)``.

    Raises:
        CheckpointError: missing or unreadable file, a wrong format or encoder version, or
            weights that do not fit the recorded architecture; the message says which.
    """
    if not os.path.isfile(path):
        raise CheckpointError(f"checkpoint not found: {path}")
    try:
        data = torch.load(path, map_location="cpu", weights_only=True)
    except pickle.UnpicklingError as e:
        if "unsupported global" in str(e).lower():
            raise CheckpointError(f"{path} is refused: it holds objects other than tensors and plain data, which "
                                  "could run code when loaded (not a connectx checkpoint)") from None
        raise CheckpointError(f"{path} is not a readable checkpoint (corrupt or not a torch file)") from None
    except Exception as e:  # torch raises RuntimeError, EOFError, ... for a damaged zip
        reason = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
        raise CheckpointError(f"{path} is not a readable checkpoint (corrupt or not a torch file: {reason})") from None
    if not isinstance(data, dict) or "format_version" not in data:
        raise CheckpointError(f"{path} is not a connectx checkpoint (no format_version)")
    missing = [k for k in REQUIRED_KEYS if k not in data]
    if missing:
        raise CheckpointError(f"{path} is not a whole connectx checkpoint: it lacks {', '.join(missing)}")
    if data["format_version"] != FORMAT_VERSION:
        raise CheckpointError(f"{path} has format version {data['format_version']}; expected {FORMAT_VERSION}")
    net = data["net"] if isinstance(data["net"], dict) else {}
    if not compatible(data.get("encoder_version"), bool(net.get("padded"))):
        raise CheckpointError(f"{path} was trained with encoder version {data.get('encoder_version')}; "
                              f"this code encodes with version {ENCODER_VERSION}")
    try:
        model = build_model(data["net"])
        model.load_state_dict(data["model"])
    except (TypeError, KeyError, RuntimeError) as e:
        raise CheckpointError(f"{path}: the weights do not fit the recorded architecture: {e}") from None
    return model.to(device), data
