"""Shared fixtures, and the OpenMP wait policy of the test session."""

import os

# Two test processes share the cores (``pytest -n 2``), each with torch's and numba's OpenMP
# threads, which spin between kernels by default and then hold the core the other process's
# threads wait for: two tiny training runs side by side took 33 s each instead of 7. Sleeping
# threads are slower for one job alone on its cores (the `cpu` preset's self-play), not here.
# Set before torch and numba start their OpenMP runtimes, which read it once; the subprocesses
# of the CLI tests inherit it. Tests of the default policy run with it removed.
os.environ.setdefault("OMP_WAIT_POLICY", "passive")

import numpy as np  # noqa: E402
import pytest  # noqa: E402
import torch  # noqa: E402

from training.nets.export import export_arrays  # noqa: E402
from training.nets.model import NetConfig, PolicyValueNet  # noqa: E402


@pytest.fixture(scope="session")
def tiny_weights(tmp_path_factory) -> str:
    """Path of an untrained 1x8 network's numpy weights, for the alphazero player."""
    torch.manual_seed(0)
    path = tmp_path_factory.mktemp("weights") / "tiny.npz"
    np.savez(path, **export_arrays(PolicyValueNet(NetConfig(blocks=1, filters=8, value_hidden=8, padded=True,
                                                            rows=10, columns=12))))
    return str(path)


@pytest.fixture(scope="session")
def weight_files(tiny_weights, tmp_path_factory) -> dict[str, str]:
    """Weights files for every player that takes one: ``az`` (the tiny policy/value network, also
    Hemo et al.'s players'), ``mlp`` (an untrained 6x7 mc-mlp network), ``td`` (td-linear weights)."""
    from training.papers.mc_mlp import initial_arrays, preset

    folder = tmp_path_factory.mktemp("seed-weights")
    np.savez(folder / "mlp.npz", **initial_arrays(preset("tiny"), np.random.default_rng(0)))
    np.savez(folder / "td.npz", w1=np.linspace(-1, 1, 14), w2=np.linspace(1, -1, 14))
    return {"az": tiny_weights, "mlp": str(folder / "mlp.npz"), "td": str(folder / "td.npz")}
