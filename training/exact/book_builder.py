"""Opening book generation: the first player's winning moves, proved by the exact solver.

Connect Four on 6x7 is a first-player win (Allis 1988; Tromp 1995). The book built here holds, for
every position the first player can reach within ``depth`` plies when it plays the book's moves
and the opponent plays anything, one move that keeps the game won: exactly the positions a
first-player submission meets: its own moves fixed by the book, every opponent reply.

Proof by construction, so the solver never touches the positions nearest the root, where one
solve costs minutes: a position ``P`` at the first player's turn is *won* by move ``m`` when

- ``m`` completes a line, or
- ply ``depth`` is reached (a *leaf*) and the numba solver's weak solve of ``P + m`` says the
  opponent to move there loses, or
- for every opponent reply ``r``, ``P + m + r`` is won (recursively).

From ply ``verify_from`` on, every candidate is also checked by that weak solve before its subtree
is built: refuting a wrong candidate by its subtree would mean refuting every alternative below
it, which grows exponentially with the depth left (measured here: a depth-8 build without the
check was still exploring wrong subtrees after 2,000 solves; with it, see the README). The plies
before ``verify_from`` rest on their subtrees alone (the default 4 keeps every solve at ply 5 or
later: about 20 s each here, where a ply-3 solve takes minutes).

Candidate moves are tried in the order of a policy network's priors (the default's own network),
among the moves that do not hand the opponent an immediate win. A position and its mirror image
are one node (``agents.book.canonical``).

Parallel and resumable: a pass walks the tree *optimistically* (a candidate whose solve is not
known yet counts as won, and its subtree waits for the solve) and collects the solves it needs;
after a candidate has failed, the solves of all the node's other candidates are asked for at
once. The workers run them, each with its own transposition table, and every result is appended
to ``solves.tsv`` in the run folder (``child key, weak value, nodes, seconds``) as it arrives.
Passes repeat until one needs no solve; that pass is exact. A killed run started again with the
same folder reuses every solve written.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from dataclasses import dataclass

from agents.board import Position, geometry
from agents.book import OpeningBook, canonical
from agents.solver import DEFAULT_TABLE_SIZE, MIN_TABLE_SIZE
from agents.solver.numba_build import NumbaSolver
from durable.files import append_tsv, read_tsv_records, write_bytes
from durable.workers import process_pool

Priors = Callable[[Position], list[float]]
"""A move order: one score per column for the side to move (higher first)."""


@dataclass(frozen=True)
class BookConfig:
    """What to build. The board must fit the numba solver (6x7 and similar)."""

    rows: int = 6
    columns: int = 7
    inarow: int = 4
    depth: int = 8
    """The last ply at which the book moves; even (the first player moves at even plies)."""
    verify_from: int = 4
    """From this ply on, every candidate move is first checked by a weak solve of the position it
    leads to (a wrong candidate then costs one solve, not a subtree to refute); earlier candidates
    (whose solves take minutes) are proved by their subtrees alone."""
    table_size: int = DEFAULT_TABLE_SIZE
    """Solver transposition table entries per worker (8 bytes each)."""

    def validate(self) -> None:
        """Raises ValueError on an odd or negative depth or verify_from."""
        if self.depth < 0 or self.depth % 2:
            raise ValueError(f"depth must be even and at least 0 (the first player's plies), got {self.depth}")
        if self.verify_from < 0:
            raise ValueError(f"verify_from must be at least 0, got {self.verify_from}")


class NoWin(ValueError):
    """The first player has no win the construction can prove (a board that is not a
    first-player win, e.g. 4x4)."""


def network_priors(path: str) -> Priors:
    """Move order from a policy/value network: a checkpoint (``.pt``) or exported arrays (``.npz``).

    Raises:
        CheckpointError, ValueError: an unreadable file.
    """
    from agents.nn import Network, load_network

    if path.endswith(".npz"):
        network = load_network(path)
    else:
        from training.nets.checkpoint import load_checkpoint
        from training.nets.export import export_arrays

        model, _ = load_checkpoint(path)
        network = Network(export_arrays(model.eval()))

    def priors(position: Position) -> list[float]:
        return [float(p) for p in network.evaluate_batch([position])[0][0]]

    return priors


def book_first(book: OpeningBook, priors: Priors) -> Priors:
    """``priors``, with ``book``'s move (where it has one) tried first: extending a proved book to
    a greater depth keeps its moves, which stay won, and spares the solves that found them."""

    def ordered(position: Position) -> list[float]:
        scores = priors(position)
        move = book.lookup(position)
        if move is not None:
            scores[move] = float("inf")
        return scores

    return ordered


def centre_priors(position: Position) -> list[float]:
    """Move order without a network: centre first."""
    columns = position.geo.columns
    return [-abs(2 * c - (columns - 1)) for c in range(columns)]


class _Solves:
    """Solves: ``{canonical key of a candidate's position: weak value for its side to move}``,
    appended to a TSV file as they arrive (a torn last line from a kill is ignored, and the
    next record starts on a line of its own)."""

    def __init__(self, path: str):
        self.path = path
        self.values = {int(r[0]): int(r[1]) for r in read_tsv_records(path, 4)}

    def add(self, key: int, value: int, nodes: int, seconds: float) -> None:
        self.values[key] = value
        append_tsv(self.path, [key, value, nodes, f"{seconds:.4f}"])


_worker_solver: NumbaSolver | None = None


def _init_worker(rows: int, columns: int, inarow: int, table_size: int) -> None:
    global _worker_solver
    _worker_solver = NumbaSolver(geometry(rows, columns, inarow), table_size)


def _solve_job(job: tuple[int, int, int, int]) -> tuple[int, int, int, float]:
    key, current, mask, ply = job
    result = _worker_solver.solve(Position(_worker_solver.geo, current, mask, ply), weak=True)
    return key, result.score, result.nodes, result.seconds


class _Pass:
    """One walk of the tree (see the module docstring); ``needed`` collects the solves not yet known."""

    def __init__(self, config: BookConfig, priors: Priors, solves: dict[int, int], order_cache: dict):
        self.depth, self.priors, self.solves, self.order_cache = config.depth, priors, solves, order_cache
        self.verify_from = min(config.verify_from, config.depth)
        self.needed: dict[int, tuple[int, int, int, int]] = {}
        self.memo: dict[int, tuple[int | None, bool]] = {}  # key -> (move in canonical orientation, pending)

    def candidates(self, key: int, pos: Position) -> list[int]:
        if key not in self.order_cache:
            scores = self.priors(pos)
            moves = pos.non_losing_moves()
            self.order_cache[key] = sorted(moves, key=lambda c: -scores[c])
        return self.order_cache[key]

    def ours(self, position: Position) -> tuple[int | None, bool]:
        """``(move, pending)`` for the canonical orientation of a first-player position: a
        winning move (pending: not yet proved), or ``(None, False)``: proved not won."""
        key, mirrored = canonical(position)
        if key in self.memo:
            return self.memo[key]
        pos = position.mirror() if mirrored else position
        wins = pos.winning_moves()
        if wins:
            result = (wins[0], False)
        else:
            result = (None, False)
            failed = False
            for move in self.candidates(key, pos):
                child = pos.child(move)
                if pos.ply >= self.verify_from:
                    child_key = canonical(child)[0]
                    value = self.solves.get(child_key)
                    if value is None:
                        self.needed[child_key] = (child_key, child.current, child.mask, child.ply)
                        if result[0] is None:
                            result = (move, True)
                        if not failed:  # after a failed candidate, ask for all the others at once
                            break
                        continue
                    if value >= 0:
                        failed = True
                        continue
                    if pos.ply >= self.depth:
                        result = (move, False)
                        break
                won, pending = self.theirs(child)
                if won:
                    result = (move, pending)
                    break
        self.memo[key] = result
        return result

    def theirs(self, position: Position) -> tuple[bool, bool]:
        """``(won, pending)`` for the first player, the opponent to move in ``position``."""
        if position.mask == position.geo.board_mask:
            return False, False
        pending = False
        for reply in position.legal_moves():  # none wins at once: the candidates are non-losing moves
            move, waiting = self.ours(position.child(reply))
            if move is None:
                return False, False
            pending |= waiting
        return True, pending

    def book_entries(self, position: Position, book: OpeningBook) -> None:
        """Add the proof tree's moves under ``position`` (a won first-player position) to ``book``."""
        key, mirrored = canonical(position)
        if key in book.moves:
            return
        pos = position.mirror() if mirrored else position
        move = self.memo[key][0]
        book.add(pos, move)
        child = pos.child(move)
        if pos.ply >= self.depth or child.is_won():
            return
        for reply in child.legal_moves():
            self.book_entries(child.child(reply), book)


def build_book(config: BookConfig, out: str, priors: Priors = centre_priors, workers: int = 1,
               progress: Callable[[str], None] | None = None) -> dict:
    """Build the first player's book to ``config.depth`` plies in the run folder ``out``.

    Writes ``out/solves.tsv`` (appended as solves finish; reused by a later run in the same
    folder) and ``out/book.bin`` (:mod:`agents.book`'s format, written atomically at the end).

    Returns:
        ``{depth, entries, passes, solves, new_solves, solve_seconds, seconds, bytes}``:
        ``solves`` the solves the folder holds, ``new_solves`` those this run made,
        ``solve_seconds`` the solver time they took (summed over workers).

    Raises:
        ValueError: a bad config or a board the numba solver does not take.
        NoWin: the construction finds no win for the first player (then no book is written).
    """
    config.validate()
    geo = geometry(config.rows, config.columns, config.inarow)
    NumbaSolver(geo, MIN_TABLE_SIZE)  # raises on a board the numba build does not take
    os.makedirs(out, exist_ok=True)
    solves = _Solves(os.path.join(out, "solves.tsv"))
    order_cache: dict = {}
    start = time.perf_counter()
    passes = new = 0
    solve_seconds = 0.0
    pool = process_pool(workers, _init_worker,
                        (config.rows, config.columns, config.inarow, config.table_size)) \
        if workers > 1 else None
    if pool is None:
        _init_worker(config.rows, config.columns, config.inarow, config.table_size)
    try:
        while True:
            passes += 1
            walk = _Pass(config, priors, solves.values, order_cache)
            move, _ = walk.ours(Position(geo))
            if move is None:
                raise NoWin(f"no first-player win on {config.rows}x{config.columns} (inarow {config.inarow}) "
                            f"within the book's construction at depth {config.depth}")
            if not walk.needed:
                break
            jobs = list(walk.needed.values())
            if progress:
                progress(f"pass {passes}: {len(jobs)} solves to run ({len(solves.values)} known)")
            results = pool.map(_solve_job, jobs, chunksize=4) if pool else map(_solve_job, jobs)
            for done, (key, value, nodes, seconds) in enumerate(results, 1):
                solves.add(key, value, nodes, seconds)
                new += 1
                solve_seconds += seconds
                if progress and done % 1000 == 0:
                    progress(f"pass {passes}: {done}/{len(jobs)} solved, {time.perf_counter() - start:.0f} s")
    finally:
        if pool:
            pool.shutdown()
    book = OpeningBook(config.rows, config.columns, config.inarow)
    walk.book_entries(Position(geo), book)
    data = book.to_bytes()
    write_bytes(os.path.join(out, "book.bin"), data)
    return {"depth": config.depth, "entries": len(book), "passes": passes, "solves": len(solves.values),
            "new_solves": new, "solve_seconds": solve_seconds, "seconds": time.perf_counter() - start,
            "bytes": len(data)}
