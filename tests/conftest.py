"""Shared fixtures."""

import numpy as np
import pytest
import torch

from training.export import export_arrays
from training.model import NetConfig, PolicyValueNet


@pytest.fixture(scope="session")
def tiny_weights(tmp_path_factory) -> str:
    """Path of an untrained 1x8 network's numpy weights, for the alphazero player."""
    torch.manual_seed(0)
    path = tmp_path_factory.mktemp("weights") / "tiny.npz"
    np.savez(path, **export_arrays(PolicyValueNet(NetConfig(blocks=1, filters=8, value_hidden=8, padded=True,
                                                            rows=10, columns=12))))
    return str(path)
