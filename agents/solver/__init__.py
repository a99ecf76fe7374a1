"""The exact ConnectX solver (:mod:`agents.solver.base`: the algorithm and its scores) in two
builds, pure Python (:mod:`agents.solver.python_build`) and numba
(:mod:`agents.solver.numba_build`, imported only when asked for), and the factory that picks one.
"""

from __future__ import annotations

import time

from agents.board import Geometry
from agents.solver.base import (
    DEFAULT_TABLE_SIZE,
    MIN_TABLE_SIZE,
    ExactSolver,
    SolveResult,
    SolverTimeout,
    numba_supported,
    weak_value,
)
from agents.solver.python_build import Solver

__all__ = ["DEFAULT_TABLE_SIZE", "MIN_TABLE_SIZE", "SOLVER_BUILDS", "ExactSolver", "SolveResult", "Solver",
           "SolverTimeout", "make_solver", "numba_supported", "prepare_build", "weak_value"]

SOLVER_BUILDS = ("auto", "numba", "python")
"""The builds :func:`make_solver` makes."""

_NUMBA: dict[str, object] = {}
"""What :func:`prepare_build` found, once per process: ``ready`` (bool) and ``error`` (str)."""


def prepare_build(build: str = "auto") -> tuple[str, float]:
    """Get ``build`` ready before the first solve: for "auto" and "numba", import numba and compile
    the numba build's kernels (``agents.solver.numba_build.compile_kernels``) once per process.

    Returns:
        ``(the build make_solver gives a board that fits 64 bits, seconds this call spent)``:
        "auto" gives "numba", or "python" where numba is missing or fails to compile.

    Raises:
        ValueError: an unknown build; "numba" where it is missing or fails to compile.
    """
    if build not in SOLVER_BUILDS:
        raise ValueError(f"unknown solver build {build!r}: {', '.join(SOLVER_BUILDS)}")
    if build == "python":
        return "python", 0.0
    start = time.perf_counter()
    if not _NUMBA:
        try:
            from agents.solver.numba_build import compile_kernels

            compile_kernels()
            _NUMBA.update(ready=True, error="")
        except ImportError:
            _NUMBA.update(ready=False, error="numba is not installed")
        except Exception as e:  # numba failed to compile here: the Python build answers the same
            _NUMBA.update(ready=False, error=f"numba failed to compile the solver: {type(e).__name__}: {e}")
    if not _NUMBA["ready"] and build == "numba":
        raise ValueError(f"the numba solver build is not available: {_NUMBA['error']}")
    return ("numba" if _NUMBA["ready"] else "python"), time.perf_counter() - start


def make_solver(geo: Geometry, build: str = "auto", table_size: int = DEFAULT_TABLE_SIZE) -> ExactSolver:
    """A solver for ``geo``. ``build``: "python" (:class:`Solver`), "numba"
    (``agents.solver.numba_build.NumbaSolver``), or "auto": numba where it imports, compiles and fits
    the board (see :func:`prepare_build`), else the pure-Python build (the same answers, slower).

    Raises:
        ValueError: an unknown build; "numba" where numba is not available or the board does not
            fit 64-bit bitboards.
    """
    if build == "numba" and not numba_supported(geo):
        raise ValueError(f"a {geo.rows}x{geo.columns}x{geo.inarow} board does not fit the numba build's "
                         "64-bit bitboards")
    if numba_supported(geo) and prepare_build(build)[0] == "numba":
        from agents.solver.numba_build import NumbaSolver

        return NumbaSolver(geo, table_size)
    return Solver(geo, table_size)
