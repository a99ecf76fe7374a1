"""Device choice: CUDA when it is there, else the CPU."""

from __future__ import annotations

import torch


def choose_device(name: str = "auto") -> torch.device:
    """``'auto'`` picks ``cuda`` when available, else ``cpu``; ``'cpu'``/``'cuda'``/``'cuda:N'``
    are taken as given.

    Raises:
        ValueError: ``cuda`` asked for on a machine without it, or an unknown name.
    """
    if name == "auto":
        return torch.device("cuda" if torch.cuda.is_available() else "cpu")
    if name.startswith("cuda") and not torch.cuda.is_available():
        raise ValueError(f"device {name!r} asked for, but torch sees no CUDA device here")
    try:
        return torch.device(name)
    except RuntimeError:
        raise ValueError(f"unknown device {name!r}: use auto, cpu, cuda or cuda:N") from None
