"""Joining a Ray cluster, and running functions on it behind the ``concurrent.futures`` interface.

An address is what ``--ray`` takes: ``local`` (a Ray instance started for this command on this
machine, gone when it ends), ``auto`` (the cluster that ``ray start`` set up on this machine) or
``HOST:PORT`` (the head node of a cluster; ``ray start --head`` prints it).
"""

from __future__ import annotations

import os
import socket
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

LOCAL = "local"
"""The address that starts a Ray instance on this machine for the command."""


class ClusterError(Exception):
    """Ray is not installed, or the cluster at the address cannot be joined."""


def import_ray() -> Any:
    """The ``ray`` module.

    Raises:
        ClusterError: Ray is not installed.
    """
    try:
        import ray
    except ImportError:
        raise ClusterError("Ray is not installed: pip install 'connectx[distributed]' (or: pip install ray)") from None
    return ray


def connect(address: str, num_cpus: int | None = None) -> Any:
    """Join the cluster at ``address`` (see the module docstring), once per process; later calls
    reuse the connection. ``num_cpus``: the CPUs a ``local`` instance offers (default: this
    machine's). Returns the ``ray`` module.

    Raises:
        ClusterError: Ray is missing, or nothing answers at the address.
    """
    ray = import_ray()
    if ray.is_initialized():
        return ray
    options: dict[str, Any] = {"include_dashboard": False, "log_to_driver": False}
    if address not in (LOCAL, "auto"):
        _check_reachable(address)
    try:
        if address == LOCAL:
            ray.init(num_cpus=num_cpus or os.cpu_count() or 1, **options)
        else:
            ray.init(address=address, **options)
    except (ConnectionError, RuntimeError, ValueError) as e:
        first = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
        raise ClusterError(f"cannot join the Ray cluster at {address!r}: {first}") from None
    return ray


def _check_reachable(address: str, seconds: float = 5.0) -> None:
    """Raise :class:`ClusterError` unless something accepts a TCP connection at ``HOST:PORT``
    within ``seconds`` (Ray itself waits minutes before it gives up)."""
    host, _, port = address.rpartition(":")
    if not host or not port.isdigit():
        raise ClusterError(f"a Ray address is 'local', 'auto' or HOST:PORT, got {address!r}")
    try:
        socket.create_connection((host, int(port)), timeout=seconds).close()
    except OSError as e:
        raise ClusterError(f"no Ray head node answers at {address}: {e.strerror or e}") from None


def cluster_cpus(ray: Any) -> int:
    """The CPUs the joined cluster offers, all nodes together (at least 1)."""
    return max(1, int(ray.cluster_resources().get("CPU", 1)))


class RayExecutor:
    """``submit(fn, *args) -> Future`` with each call a Ray task of one CPU, retried on another
    worker when the one running it dies (``max_retries``); a context manager, like
    ``concurrent.futures.ProcessPoolExecutor``. ``fn`` must be importable by module and name on
    every node."""

    def __init__(self, address: str, max_retries: int = 3):
        self.ray = connect(address)
        self.max_retries = max_retries
        self._remote: dict[Callable[..., Any], Any] = {}
        self._refs: list[Any] = []

    def submit(self, fn: Callable[..., Any], *args: Any) -> Future:
        remote = self._remote.get(fn)
        if remote is None:
            remote = self._remote[fn] = self.ray.remote(num_cpus=1, max_retries=self.max_retries)(fn)
        ref = remote.remote(*args)
        if len(self._refs) >= 1024:  # keep only the tasks still running
            _, self._refs = self.ray.wait(self._refs, num_returns=len(self._refs), timeout=0)
        self._refs.append(ref)
        return ref.future()

    def __enter__(self) -> RayExecutor:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.shutdown()

    def shutdown(self, cancel_futures: bool = True) -> None:
        """Cancel the tasks still running (their results are no longer wanted)."""
        if cancel_futures and self._refs:
            _, running = self.ray.wait(self._refs, num_returns=len(self._refs), timeout=0)
            for ref in running:
                self.ray.cancel(ref, force=True)
        self._refs.clear()
