"""The BLAS thread count of numpy's matrix products, read and set at run time (standard library
only: ``ctypes`` into the loaded OpenBLAS).

A move's network evaluations are small matrix products, many a second. OpenBLAS splits each one
across its thread pool, a thread a core it sees, and every product waits for its slowest thread.
When any one core is busy with something else (another process, a container's CPU quota below
the cores it shows), that wait is a scheduler time slice. The packaged PUCT of a 4x48 network on
a 2-core x86 machine, beside one busy process: 1,093-1,254 simulations a second on OpenBLAS's two
threads, 3,795-4,102 on one; alone, 4,396-4,560 against 4,032-4,206 (three runs of ``connectx
bench inference``). So a move runs on one BLAS thread (:func:`one_blas_thread`), as the
onnxruntime network runs on one, and the caller's count is restored after it.

OpenBLAS reads ``OPENBLAS_NUM_THREADS`` only when it loads, before a submission file runs, so the
count is set through the library's own ``openblas_set_num_threads`` (named with a ``scipy_`` prefix
and a ``64_`` or ``_64_`` suffix in numpy's and scipy's wheels). Other BLAS libraries (MKL,
Accelerate, BLIS) are left as they are.
"""

from __future__ import annotations

import ctypes
import functools
import glob
import itertools
import os
from collections.abc import Iterator
from contextlib import contextmanager

import numpy as np

MAPS = "/proc/self/maps"
"""Linux's list of the process's mapped files: the libraries loaded, wherever they came from."""

_PREFIXES = ("", "scipy_")
_SUFFIXES = ("", "64_", "_64_", "_64")


class OpenBLAS:
    """One loaded OpenBLAS library's thread count, through its own ``openblas_get_num_threads``
    and ``openblas_set_num_threads``."""

    def __init__(self, path: str, get_threads, set_threads):
        self.path = path
        """The library's file."""
        self._get, self._set = get_threads, set_threads

    def threads(self) -> int:
        """The threads each matrix product may use (>= 1)."""
        return int(self._get())

    def set_threads(self, count: int) -> None:
        """Lets each matrix product use ``count`` threads (>= 1; OpenBLAS caps it at the most it
        was built for)."""
        self._set(int(count))


def library_paths(maps: str = MAPS) -> list[str]:
    """The files of the OpenBLAS libraries this process has loaded, each once.

    Read from ``maps`` (``/proc/self/maps``) where it exists; elsewhere (macOS, Windows), the
    OpenBLAS files numpy's wheel carries beside it (``numpy.libs``, ``numpy/.dylibs``), which
    :func:`openblas_libraries` opens only if already loaded.
    """
    if os.path.exists(maps):
        paths: dict[str, None] = {}
        with open(maps, encoding="utf-8", errors="replace") as f:
            for line in f:
                fields = line.split(maxsplit=5)
                if len(fields) == 6 and "openblas" in os.path.basename(fields[5]).lower():
                    paths[fields[5].rstrip("\n")] = None
        return list(paths)
    root = os.path.dirname(os.path.dirname(np.__file__))
    return sorted(glob.glob(os.path.join(root, "numpy.libs", "*openblas*"))
                  + glob.glob(os.path.join(os.path.dirname(np.__file__), ".dylibs", "*openblas*")))


def _open(path: str) -> OpenBLAS | None:
    """The library at ``path`` if it is loaded already and exports a thread count; else None."""
    try:
        lib = ctypes.CDLL(path, mode=getattr(os, "RTLD_NOLOAD", 0) | ctypes.RTLD_LOCAL)
    except OSError:
        return None
    for prefix, suffix in itertools.product(_PREFIXES, _SUFFIXES):
        get = getattr(lib, f"{prefix}openblas_get_num_threads{suffix}", None)
        set_ = getattr(lib, f"{prefix}openblas_set_num_threads{suffix}", None)
        if get is not None and set_ is not None:
            get.restype, get.argtypes = ctypes.c_int, []
            set_.restype, set_.argtypes = None, [ctypes.c_int]
            return OpenBLAS(path, get, set_)
    return None


@functools.cache
def openblas_libraries() -> tuple[OpenBLAS, ...]:
    """Every OpenBLAS library loaded in this process (numpy's among them where numpy uses
    OpenBLAS), found once and kept: numpy, imported by this module, has loaded its BLAS already.

    Returns an empty tuple where there is none, or where the process's libraries cannot be read.
    """
    try:
        paths = library_paths()
    except OSError:
        paths = []
    return tuple(lib for lib in map(_open, paths) if lib is not None)


@contextmanager
def one_blas_thread() -> Iterator[None]:
    """Runs the ``with`` block's matrix products on one OpenBLAS thread, then restores each
    library's count as it was (also when the block raises)."""
    libraries = openblas_libraries()
    before = [lib.threads() for lib in libraries]
    for lib, count in zip(libraries, before, strict=True):
        if count != 1:
            lib.set_threads(1)
    try:
        yield
    finally:
        for lib, count in zip(libraries, before, strict=True):
            if count != 1:
                lib.set_threads(count)
