"""PUCT for many games at once: every game's search tree in numpy arrays, walked by compiled
numba kernels, so that one network call serves the leaves of thousands of games.

The search is the algorithm of :mod:`agents.search.puct` (the players' and the submission's),
rebuilt for throughput: the same selection score ``Q + c_puct * P * sqrt(N(s)) / (1 + N(s, a))``
(Silver et al. 2017, "Mastering the game of Go without human knowledge", Methods: Select), the
same virtual loss, the same first-play urgency, the same stop of a game's collection when a walk
meets a leaf already waiting, the same float64 arithmetic in the same order. On the same evaluator
it gives the same visit counts as ``agents.search.puct.Tree`` (the tests check it on 6x7 boards;
on boards of eight or more columns the prior normalisation may differ from numpy's pairwise sum
in the last bit).

Optionally the root uses Gumbel AlphaZero's selection (Danihelka, Guez, Schrittwieser and Silver,
ICLR 2022, "Policy improvement by planning with Gumbel", sections 3-4): Gumbel-top-k sampling of
the root's candidates, sequential halving of the simulation budget among them, and the
completed-Q improved policy as the search's result; interior nodes keep PUCT.

Layout (``G`` games, ``M`` nodes per game, ``C`` columns, ``K`` words): a node holds its position
(two bitboards, the side to move's stones and every stone, in ``K`` uint64 words:
:mod:`training.alphazero.tree_words`), its ply, flags (expanded, waiting for the evaluator), its
terminal value, the network's value, and per column the edge statistics ``P``, ``N``, ``W``
(float64; ``W`` sums values for the side to move at the node) and the child's index (-1: none).
A game's nodes are allocated one per walk that reaches a new edge; when a move keeps the chosen
child's subtree (tree reuse) and the pool runs short, the subtree is compacted to the front.

Values are from the side to move, in [-1, 1]. Any board of at most 63 rows plays.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
from numba import njit, prange

from agents.board import Geometry
from training.alphazero.tree_words import (
    COLUMNS,
    ROWS,
    geometry_arrays,
    legal_move,
    play_move,
    position_arrays,
    random_walk,
    word_layout,
)

_EXPANDED, _PENDING = np.int8(1), np.int8(2)
_LOST, _DRAWN = np.int8(1), np.int8(2)  # terminal kinds: the side to move has lost / a full board


def considered_visits(candidates: int, simulations: int) -> np.ndarray:
    """Sequential halving's schedule (Danihelka et al. 2022, section 4): for each simulation at the
    root, the visit count the chosen candidate must have. Phase ``p`` visits each of the
    ``m_p`` remaining candidates ``max(1, floor(n / (ceil(log2 m) * m_p)))`` times, then halves them
    (to no fewer than 2).

    Returns:
        int32 ``(simulations,)``.
    """
    if candidates <= 1:
        return np.arange(simulations, dtype=np.int32)
    phases = math.ceil(math.log2(candidates))
    schedule: list[int] = []
    visits, remaining = 0, candidates
    while len(schedule) < simulations:
        rounds = max(1, simulations // (phases * remaining))
        for _ in range(rounds):
            schedule += [visits] * remaining
            visits += 1
        remaining = max(2, remaining // 2)
    return np.asarray(schedule[:simulations], dtype=np.int32)


# --- tree kernels -------------------------------------------------------------------------


@njit(cache=True, nogil=True)
def _init_node(g, node, ply, term, nply, nflag, nterm, ntotal, nvalue, child, P, N, W):
    """Empty statistics for ``node``, whose position is written already."""
    nply[g, node] = ply
    nflag[g, node], nterm[g, node] = 0, term
    ntotal[g, node], nvalue[g, node] = 0.0, 0.0
    child[g, node, :] = -1
    P[g, node, :] = 0.0
    N[g, node, :] = 0.0
    W[g, node, :] = 0.0


_BELOW_ONE = 1.0 - 2.0 ** -53  # the largest float64 below 1


@njit(cache=True, nogil=True, inline="always")
def _next_search(j, g, root, ntotal, gumbel, uniforms, simulations, target):
    """Game ``g``'s next Gumbel search from its root (row ``j`` of ``uniforms``): its Gumbel(0, 1)
    variables ``-log(-log(1 - u))``, as NumPy's ``Generator.gumbel`` draws them (``1 - u`` at most
    the largest float64 below 1, where NumPy draws again), and its target, the root's visits
    (rounded) and ``simulations``."""
    for c in range(gumbel.shape[1]):
        gumbel[g, c] = -math.log(-math.log(min(1.0 - uniforms[j, c], _BELOW_ONE)))
    target[g] = np.int64(np.rint(ntotal[g, root[g]])) + simulations


@njit(cache=True, nogil=True)
def begin_games(games, cur, msk, ply, plies, draws, root, free, ncur, nmsk, nply, nflag, nterm, ntotal, nvalue, child,
                P, N, W, noise_on, base, gumbel, geo_u, geo_i, begun, uniforms, simulations, target):
    """A fresh tree for each of ``games`` at ``cur``/``msk``/``ply``'s position (row ``j``, or
    row 0 for every game where there is one row) after ``plies[j]`` random moves
    (:func:`random_walk` by ``draws``, played in the tree's first two nodes), its Gumbel
    variables 0, the ply it begins at into ``begun[j]``; where ``target`` has rows, its next
    search set up (:func:`_next_search`, row ``j`` of ``uniforms``)."""
    moves = np.empty(geo_i[COLUMNS], np.int64)
    for j in range(games.shape[0]):
        g, r = games[j], j if cur.shape[0] > 1 else 0
        for w in range(ncur.shape[2]):
            ncur[g, 0, w], nmsk[g, 0, w] = cur[r, w], msk[r, w]
        begun[j] = random_walk(ncur, nmsk, g, ply[r], plies[j], draws, j, moves, geo_u, geo_i)
        _init_node(g, 0, begun[j], np.int8(0), nply, nflag, nterm, ntotal, nvalue, child, P, N, W)
        root[g], free[g], noise_on[g], base[g] = 0, 1, False, 0.0
        gumbel[g, :] = 0.0
        if target.shape[0] > 0:
            _next_search(j, g, root, ntotal, gumbel, uniforms, simulations, target)


@njit(cache=True, nogil=True, inline="always")
def _backup(g, path_node, path_col, slot, depth, value, vl, N, W, ntotal):
    for j in range(depth - 1, -1, -1):
        value = -value
        node, c = path_node[g, slot, j], path_col[g, slot, j]
        N[g, node, c] += 1.0 - vl
        W[g, node, c] += value + vl
        ntotal[g, node] += 1.0 - vl


@njit(cache=True, nogil=True, inline="always")
def _gumbel_score(g, node, c, gumbel, P, N, W, max_n, mixed, c_visit, c_scale):
    """``g(a) + logit(a) + sigma(completed Q(a))`` at the root (Danihelka et al. 2022, eq. 8-10);
    ``max_n``, ``mixed``: the root's :func:`_completion`."""
    return gumbel[g, c] + math.log(P[g, node, c] + 1e-12) + _sigma_q(g, node, c, N, W, max_n, mixed, c_visit,
                                                                     c_scale)


@njit(cache=True, nogil=True)
def _completion(g, node, P, N, W, nvalue, columns, geo_u, geo_i, nmsk):
    """What the completed Q of every column of ``node`` shares, one pass over its columns:
    ``(max_b N(b), the mixed value)``, the mixed value ``(v + sum N / sum_{N>0} P * sum_{N>0} P Q)
    / (1 + sum N)`` standing for an unvisited column's Q (Danihelka et al. 2022, appendix D; the
    network's value ``v`` where no column is visited)."""
    max_n, sum_n, sum_p, sum_pq = 0.0, 0.0, 0.0, 0.0
    for b in range(columns):
        if not legal_move(nmsk, g, node, b, geo_u, geo_i, columns):
            continue
        n = N[g, node, b]
        if n > max_n:
            max_n = n
        if n > 0:
            sum_n += n
            sum_p += P[g, node, b]
            sum_pq += P[g, node, b] * W[g, node, b] / n
    if sum_p > 0:
        return max_n, (nvalue[g, node] + sum_n / sum_p * sum_pq) / (1.0 + sum_n)
    return max_n, nvalue[g, node]


@njit(cache=True, nogil=True, inline="always")
def _sigma_q(g, node, c, N, W, max_n, mixed, c_visit, c_scale):
    """``sigma(q) = (c_visit + max_b N(b)) * c_scale * q`` of the completed Q of column ``c``
    (its own Q where visited, else ``mixed``), with Q mapped from [-1, 1] to [0, 1]
    (Danihelka et al. 2022, eq. 8 and appendix D); ``max_n``, ``mixed``: :func:`_completion`'s."""
    n = N[g, node, c]
    q = W[g, node, c] / n if n > 0 else mixed
    return (c_visit + max_n) * c_scale * (q + 1.0) * 0.5


@njit(cache=True, nogil=True)
def _select(g, node, is_root, c_puct, fpu, P, N, W, ntotal, nmsk, columns, geo_u, geo_i, gumbel_on, gumbel,
            schedule, base, nvalue, c_visit, c_scale, fpu_reduction, noise_on):
    if is_root and gumbel_on:
        t = int(round(ntotal[g, node] - base[g]))
        if t >= schedule.shape[0]:
            t = schedule.shape[0] - 1
        want = schedule[t]
        best, best_score, fallback, fallback_score = -1, -np.inf, -1, -np.inf
        max_n, mixed = _completion(g, node, P, N, W, nvalue, columns, geo_u, geo_i, nmsk)
        for c in range(columns):
            if not legal_move(nmsk, g, node, c, geo_u, geo_i, columns):
                continue
            s = _gumbel_score(g, node, c, gumbel, P, N, W, max_n, mixed, c_visit, c_scale)
            if int(round(N[g, node, c])) == want and s > best_score:
                best, best_score = c, s
            if s > fallback_score:
                fallback, fallback_score = c, s
        return best if best >= 0 else fallback
    total = ntotal[g, node]
    sqrt_total = math.sqrt(total) if total > 0 else 1.0
    unvisited = fpu
    reduction = 0.0 if is_root and noise_on[g] else fpu_reduction
    if reduction > 0:
        sum_n, sum_w, sum_p = 0.0, 0.0, 0.0
        for c in range(columns):
            if N[g, node, c] > 0 and legal_move(nmsk, g, node, c, geo_u, geo_i, columns):
                sum_n += N[g, node, c]
                sum_w += W[g, node, c]
                sum_p += P[g, node, c]
        unvisited = max(-1.0, (nvalue[g, node] + sum_w) / (1.0 + sum_n) - reduction * math.sqrt(sum_p))
    best, best_score = -1, -np.inf
    for c in range(columns):
        if not legal_move(nmsk, g, node, c, geo_u, geo_i, columns):
            continue
        n = N[g, node, c]
        q = W[g, node, c] / n if n > 0 else unvisited
        score = q + c_puct * P[g, node, c] * sqrt_total / (1.0 + n)
        if score > best_score:
            best, best_score = c, score
    return best


@njit(cache=True, nogil=True)
def walks_to(root, ntotal, target, live, leaves, capacity, free, walks):
    """Each game's walks toward ``target`` simulations (:func:`root_simulations`), none where not
    ``live``, at most ``leaves``, into ``walks``: the count of games with walks to make, or -1
    where a game's pool has fewer free nodes than its walks (nothing to walk then)."""
    searching = 0
    for g in range(root.shape[0]):
        w = 0
        if live[g]:
            w = min(max(target[g] - np.int64(np.rint(ntotal[g, root[g]])), 0), leaves)
        if w > capacity - free[g]:
            walks[:] = 0
            return -1
        walks[g] = w
        searching += w > 0
    return searching


@njit(cache=True, nogil=True, parallel=True)
def collect(walks, root, free, ncur, nmsk, nply, nflag, nterm, ntotal, nvalue, child, P, N, W, leaf_node, path_node,
            path_col, path_len, n_leaves, leaf_cur, leaf_msk, leaf_ply, geo_u, geo_i, c_puct, vl, fpu, gumbel_on,
            gumbel, schedule, base, c_visit, c_scale, fpu_reduction, noise_on):
    """For each game ``g``, walk down ``walks[g]`` times under virtual loss (as
    ``agents.search.puct.Tree.collect``); the leaves needing the evaluator go to ``leaf_node[g,
    :n_leaves[g]]`` with their paths, and their positions to ``leaf_cur``, ``leaf_msk`` and
    ``leaf_ply`` (the same slots), read while the node is in cache. Terminal leaves are backed up
    at once."""
    columns, cells = geo_i[COLUMNS], geo_i[ROWS] * geo_i[COLUMNS]
    for g in prange(walks.shape[0]):
        k = 0
        for _ in range(walks[g]):
            node, depth = root[g], 0
            while nflag[g, node] & _EXPANDED:
                c = _select(g, node, depth == 0, c_puct, fpu, P, N, W, ntotal, nmsk, columns, geo_u, geo_i,
                            gumbel_on, gumbel, schedule, base, nvalue, c_visit, c_scale, fpu_reduction, noise_on)
                N[g, node, c] += vl
                W[g, node, c] -= vl
                ntotal[g, node] += vl
                path_node[g, k, depth], path_col[g, k, depth] = node, c
                depth += 1
                nxt = child[g, node, c]
                if nxt < 0:
                    nxt = free[g]
                    free[g] += 1
                    term = np.int8(0)
                    if play_move(ncur, nmsk, g, node, c, ncur, nmsk, g, nxt, geo_u, geo_i):
                        term = _LOST
                    elif nply[g, node] + 1 == cells:
                        term = _DRAWN
                    _init_node(g, nxt, nply[g, node] + 1, term, nply, nflag, nterm, ntotal, nvalue, child, P, N, W)
                    child[g, node, c] = nxt
                node = nxt
            if nterm[g, node]:
                _backup(g, path_node, path_col, k, depth, -1.0 if nterm[g, node] == _LOST else 0.0, vl, N, W, ntotal)
            elif nflag[g, node] & _PENDING:
                for j in range(depth):  # take the virtual loss back
                    pn, pc = path_node[g, k, j], path_col[g, k, j]
                    N[g, pn, pc] -= vl
                    W[g, pn, pc] += vl
                    ntotal[g, pn] -= vl
                break
            else:
                nflag[g, node] |= _PENDING
                leaf_node[g, k], path_len[g, k] = node, depth
                leaf_cur[g, k, :], leaf_msk[g, k, :], leaf_ply[g, k] = ncur[g, node], nmsk[g, node], nply[g, node]
                k += 1
        n_leaves[g] = k


@njit(cache=True, nogil=True, parallel=True)
def apply(offsets, priors, values, root, nmsk, nflag, ntotal, nvalue, P, N, W, leaf_node, path_node, path_col,
          path_len, n_leaves, geo_u, geo_i, vl, noise_on, noise, noise_fraction):
    """Expand each game's leaves with the evaluator's ``priors[offsets[g] + k]`` (float32, over
    columns; illegal ones dropped, the rest renormalised) and back up ``values`` (for the side to
    move at the leaf), as ``agents.search.puct.Tree.apply``. A root expanded here while the game's
    ``noise_on`` is set gets its Dirichlet draw ``noise[g]`` mixed in."""
    columns = geo_i[COLUMNS]
    for g in prange(n_leaves.shape[0]):
        for k in range(n_leaves[g]):
            row = offsets[g] + k
            node = leaf_node[g, k]
            nflag[g, node] = _EXPANDED
            total, legal = 0.0, 0
            for c in range(columns):
                if legal_move(nmsk, g, node, c, geo_u, geo_i, columns):
                    p = max(np.float64(priors[row, c]), 0.0)
                    P[g, node, c] = p
                    total += p
                    legal += 1
            for c in range(columns):
                if legal_move(nmsk, g, node, c, geo_u, geo_i, columns):
                    P[g, node, c] = P[g, node, c] / total if total > 0 else 1.0 / legal
            nvalue[g, node] = values[row]
            if node == root[g] and noise_on[g]:
                _mix_noise(g, node, nmsk, P, noise, noise_fraction, geo_u, geo_i)
            _backup(g, path_node, path_col, k, path_len[g, k], np.float64(values[row]), vl, N, W, ntotal)


@njit(cache=True, nogil=True)
def _mix_noise(g, node, nmsk, P, noise, fraction, geo_u, geo_i):
    columns = geo_i[COLUMNS]
    total = 0.0
    for c in range(columns):
        if legal_move(nmsk, g, node, c, geo_u, geo_i, columns):
            total += noise[g, c]
    if total <= 0:
        total = 1.0
    for c in range(columns):
        if legal_move(nmsk, g, node, c, geo_u, geo_i, columns):
            P[g, node, c] = (1 - fraction) * P[g, node, c] + fraction * noise[g, c] / total


@njit(cache=True, nogil=True)
def set_noise(games, root, nmsk, nflag, P, noise_on, noise, fraction, geo_u, geo_i):
    """Dirichlet noise at the roots of ``games``: mixed in now where the root is expanded, and
    when it is otherwise."""
    for j in range(games.shape[0]):
        g = games[j]
        node = root[g]
        if nflag[g, node] & _EXPANDED:
            _mix_noise(g, node, nmsk, P, noise, fraction, geo_u, geo_i)
            noise_on[g] = False
        else:
            noise_on[g] = True


@njit(cache=True, nogil=True)
def gather_leaves(n_leaves, leaf_cur, leaf_msk, leaf_ply, offsets, cur, msk, ply):
    """The waiting leaves' positions (:func:`collect`'s per-game slots) packed in game order into
    ``cur``, ``msk`` (uint64 ``(G * leaves, K)``) and ``ply`` (int32), game ``g``'s from row
    ``offsets[g]`` (int64 ``(G,)``); returns the leaves' count. Serial, as :func:`encode`; into
    arrays of the caller's, as a numba function's new arrays cost tens of microseconds; word by
    word, as a row's slice assignment costs a view of each side (2.6 times as long)."""
    total = 0
    for g in range(n_leaves.shape[0]):
        offsets[g] = total
        for k in range(n_leaves[g]):
            for w in range(cur.shape[1]):
                cur[total, w], msk[total, w] = leaf_cur[g, k, w], leaf_msk[g, k, w]
            ply[total] = leaf_ply[g, k]
            total += 1
    return total


@njit(cache=True, nogil=True)
def searches_done(root, ntotal, base, live, target, done):
    """The games where ``live`` (bool ``(G,)``) whose root's visits, rounded (as ``np.rint``),
    reached ``target`` (int64 ``(G,)``), in order into ``done`` (int64 ``(G,)``): returns their
    count and the simulations their searches added (the root's visits less ``base``, rounded),
    summed."""
    n, simulations = 0, 0
    for g in range(root.shape[0]):
        if live[g]:
            visits = np.int64(np.rint(ntotal[g, root[g]]))
            if visits >= target[g]:
                done[n] = g
                n += 1
                simulations += visits - np.int64(np.rint(base[g]))
    return n, simulations


@njit(cache=True, nogil=True)
def root_simulations(root, ntotal):
    """Completed simulations per game: the root's visits, rounded (as ``np.rint``), int64 ``(G,)``."""
    out = np.empty(root.shape[0], np.int64)
    for g in range(root.shape[0]):
        out[g] = np.int64(np.rint(ntotal[g, root[g]]))
    return out


@njit(cache=True, nogil=True, inline="always")
def _root_value(g, node, N, W):
    """The visit-weighted mean value at ``node`` for its side to move; 0 without visits."""
    n, w = 0.0, 0.0
    for c in range(N.shape[2]):
        n += N[g, node, c]
        w += W[g, node, c]
    return w / max(n, 1e-12) if n > 0 else 0.0


@njit(cache=True, nogil=True)
def root_values(games, root, N, W):
    """Visit-weighted mean root value of ``games`` for the side to move, float64 ``(len(games),)``:
    0 where the root has no visits."""
    out = np.empty(games.shape[0], np.float64)
    for j in range(games.shape[0]):
        out[j] = _root_value(games[j], root[games[j]], N, W)
    return out


@njit(cache=True, nogil=True, inline="always")
def _advance(j, g, c, keep, root, free, ncur, nmsk, nply, nflag, nterm, ntotal, nvalue, child, P, N, W, base, room,
             geo_u, geo_i, after_cur, after_msk):
    """Play column ``c`` at game ``g``'s root (``after_cur``/``after_msk`` row ``j``: scratch for
    the position after it); returns 0 the game goes on, 1 the move won, 2 a draw."""
    capacity, cells = ncur.shape[1], geo_i[ROWS] * geo_i[COLUMNS]
    r = root[g]
    if play_move(ncur, nmsk, g, r, c, after_cur, after_msk, j, 0, geo_u, geo_i):
        return 1
    if nply[g, r] + 1 == cells:
        return 2
    ply = nply[g, r] + 1  # read before a compaction moves the nodes
    nxt = child[g, r, c]
    if keep and nxt >= 0:
        root[g] = nxt
        if capacity - free[g] < room:
            _compact(g, root, free, ncur, nmsk, nply, nflag, nterm, ntotal, nvalue, child, P, N, W)
        if capacity - free[g] >= room:
            base[g] = ntotal[g, root[g]]
            return 0
    ncur[g, 0, :], nmsk[g, 0, :] = after_cur[j, 0], after_msk[j, 0]
    _init_node(g, 0, ply, np.int8(0), nply, nflag, nterm, ntotal, nvalue, child, P, N, W)
    root[g], free[g], base[g] = 0, 1, 0.0
    return 0


@njit(cache=True, nogil=True)
def advance(games, moves, keep, root, free, ncur, nmsk, nply, nflag, nterm, ntotal, nvalue, child, P, N, W, base,
            room, geo_u, geo_i):
    """Play ``moves[j]`` at the root of ``games[j]``. With ``keep`` the chosen child's subtree
    stays (compacted to the front of the game's pool when fewer than ``room`` nodes are free, and
    dropped when it is too big to leave that many); otherwise a fresh tree starts. Returns int8
    per game: 0 the game goes on, 1 the move won, 2 a draw (full board)."""
    out = np.zeros(games.shape[0], dtype=np.int8)
    after_cur = np.empty((1, 1, ncur.shape[2]), np.uint64)
    after_msk = np.empty_like(after_cur)
    for j in range(games.shape[0]):
        out[j] = _advance(0, games[j], moves[j], keep, root, free, ncur, nmsk, nply, nflag, nterm, ntotal, nvalue,
                          child, P, N, W, base, room, geo_u, geo_i, after_cur, after_msk)
    return out


@njit(cache=True, nogil=True)
def _compact(g, root, free, ncur, nmsk, nply, nflag, nterm, ntotal, nvalue, child, P, N, W):
    """Move the subtree under ``root[g]`` to the front of the pool, keeping its nodes' order of
    allocation. A node is allocated after its parent, so the new root comes first; and a node's
    new index (its rank in the subtree) is at most its old one, so copying in that order never
    overwrites a node still to be copied."""
    order = np.empty(free[g], dtype=np.int64)
    order[0] = root[g]
    head, tail = 0, 1
    while head < tail:  # the subtree's nodes, breadth first
        node = order[head]
        head += 1
        for c in range(child.shape[2]):
            if child[g, node, c] >= 0:
                order[tail] = child[g, node, c]
                tail += 1
    order = np.sort(order[:tail])
    new_index = np.full(free[g], -1, dtype=np.int32)
    for i in range(tail):
        new_index[order[i]] = i
    for i in range(tail):
        old = order[i]
        ncur[g, i, :], nmsk[g, i, :], nply[g, i] = ncur[g, old], nmsk[g, old], nply[g, old]
        nflag[g, i], nterm[g, i], ntotal[g, i], nvalue[g, i] = nflag[g, old], nterm[g, old], ntotal[g, old], \
            nvalue[g, old]
        for c in range(child.shape[2]):
            ch = child[g, old, c]
            child[g, i, c] = new_index[ch] if ch >= 0 else -1
            P[g, i, c], N[g, i, c], W[g, i, c] = P[g, old, c], N[g, old, c], W[g, old, c]
    root[g], free[g] = 0, tail


@dataclass(frozen=True)
class RootRecords:
    """Rows that concluded searches are written to (:meth:`TreeBatch.gumbel_moves`): per row the
    root's position (``current``, ``mask``: uint64 ``(R, K)`` in :func:`word_layout`'s words;
    ``ply``: int32 ``(R,)``), its visit-weighted value for the side to
    move (float32 ``(R,)``, in [-1, 1]), the move played (int64 ``(R,)``) and the search's policy
    target (float32 ``(R, columns)``, 0.0 on illegal columns)."""

    current: np.ndarray
    mask: np.ndarray
    ply: np.ndarray
    values: np.ndarray
    moves: np.ndarray
    policies: np.ndarray

    @classmethod
    def empty(cls, geo: Geometry, rows: int) -> RootRecords:
        """``rows`` rows for positions of ``geo``, zeros."""
        words = word_layout(geo)[1]
        return cls(np.zeros((rows, words), np.uint64), np.zeros((rows, words), np.uint64), np.zeros(rows, np.int32),
                   np.zeros(rows, np.float32), np.zeros(rows, np.int64), np.zeros((rows, geo.columns), np.float32))


@dataclass(frozen=True)
class NextSearches:
    """The next Gumbel searches of some games of a :class:`TreeBatch` (self-play's next moves),
    for :meth:`TreeBatch.begin` and :meth:`TreeBatch.gumbel_moves`: per game ``j`` of
    theirs, ``uniforms[j]`` (float64 ``(n, columns)`` in [0, 1)) give its root's Gumbel(0, 1)
    variables, and ``target`` (int64 ``(G,)``) gets at the game's index its root's visits and
    ``simulations``."""

    uniforms: np.ndarray
    simulations: int
    target: np.ndarray


_NO_DRAWS = np.zeros((0, 1))
"""No random plies' draws (:meth:`TreeBatch.begin`)."""
_NO_SEARCHES = NextSearches(np.zeros((0, 1)), 0, np.zeros(0, np.int64))
"""No next searches (:meth:`TreeBatch.begin` and :meth:`TreeBatch.gumbel_moves` set none up)."""


class TreeBatch:
    """The search trees of ``games`` games of one board, as arrays (see the module docstring).

    Args:
        geo: the board (at most 63 rows: :func:`supported`).
        games: trees held.
        capacity: nodes per tree (at least ``walks + 1`` for one search of ``walks`` walks).
        leaves: leaves a tree contributes to one evaluator call at most.
        c_puct: the exploration constant. virtual_loss: visits of virtual loss per walk.
        fpu: Q of an unvisited edge in PUCT, in [-1, 1].
        gumbel_simulations: None for PUCT at the root; else the simulations per move of Gumbel
            root selection (its sequential-halving schedule is laid out for that many).
        gumbel_candidates: k, the root's candidates sampled without replacement (Gumbel-top-k).
        c_visit, c_scale: the constants of ``sigma(q) = (c_visit + max N) * c_scale * q``
            (Danihelka et al. 2022, eq. 8), Q mapped to [0, 1].
        fpu_reduction: with it above 0, an unvisited edge's Q in PUCT is its node's value less
            ``fpu_reduction * sqrt(sum of P over the visited columns)`` (at least -1) instead of
            ``fpu``: the node's value the mean of its network value and its visited edges' W over
            ``1 + their N``, from the side to move there. Not at a root with Dirichlet noise, whose
            noise is there to widen the search (the first-play-urgency reduction of Leela Zero,
            Pascutto and contributors, 2017-, 0.25 by default); in [0, 2]. 0: ``fpu`` everywhere.

    Raises:
        ValueError: a board over 63 rows, or arguments out of range.
    """

    def __init__(self, geo: Geometry, games: int, capacity: int, leaves: int, c_puct: float = 2.5,
                 virtual_loss: float = 1.0, fpu: float = 0.0, gumbel_simulations: int | None = None,
                 gumbel_candidates: int = 8, c_visit: float = 50.0, c_scale: float = 0.1,
                 fpu_reduction: float = 0.0):
        if games < 1 or leaves < 1 or capacity < leaves + 2:
            raise ValueError(f"need games >= 1, leaves >= 1 and capacity >= leaves + 2, got {games}, {leaves}, "
                             f"{capacity}")
        if not 0 <= fpu_reduction <= 2:
            raise ValueError(f"fpu_reduction must be in [0, 2], got {fpu_reduction}")
        self.geo, self.games, self.capacity, self.leaves = geo, games, capacity, leaves
        self.c_puct, self.virtual_loss, self.fpu = float(c_puct), float(virtual_loss), float(fpu)
        self.geo_u, self.geo_i = geometry_arrays(geo)
        C, M, G, D, K = geo.columns, capacity, games, geo.rows * geo.columns + 1, word_layout(geo)[1]
        self.ncur = np.zeros((G, M, K), np.uint64)
        self.nmsk = np.zeros((G, M, K), np.uint64)
        self.nply = np.zeros((G, M), np.int32)
        self.nflag = np.zeros((G, M), np.int8)
        self.nterm = np.zeros((G, M), np.int8)
        self.ntotal = np.zeros((G, M), np.float64)
        self.nvalue = np.zeros((G, M), np.float64)
        self.child = np.full((G, M, C), -1, np.int32)
        self.P = np.zeros((G, M, C), np.float64)
        self.N = np.zeros((G, M, C), np.float64)
        self.W = np.zeros((G, M, C), np.float64)
        self.root = np.zeros(G, np.int32)
        self.free = np.zeros(G, np.int32)
        self.base = np.zeros(G, np.float64)
        self.leaf_node = np.zeros((G, leaves), np.int32)
        self.path_node = np.zeros((G, leaves, D), np.int32)
        self.path_col = np.zeros((G, leaves, D), np.int8)
        self.path_len = np.zeros((G, leaves), np.int32)
        self.n_leaves = np.zeros(G, np.int32)
        self.walks = np.zeros(G, np.int64)  # :meth:`collect`'s walks per game
        self.done = np.zeros(G, np.int64)  # :meth:`searches_done`'s games
        self.everyone = np.ones(G, np.bool_)
        self.leaf_cur = np.zeros((G, leaves, K), np.uint64)
        self.leaf_msk = np.zeros((G, leaves, K), np.uint64)
        self.leaf_ply = np.zeros((G, leaves), np.int32)
        # the leaves packed for the evaluator (:meth:`leaf_positions`): offsets, current, mask, ply
        self.packed = (np.zeros(G, np.int64), np.zeros((G * leaves, K), np.uint64),
                       np.zeros((G * leaves, K), np.uint64), np.zeros(G * leaves, np.int32))
        self.noise_on = np.zeros(G, np.bool_)
        self.noise = np.zeros((G, C), np.float64)
        self.noise_fraction = 0.25
        self.gumbel_on = gumbel_simulations is not None
        self.gumbel = np.zeros((G, C), np.float64)
        self.schedule = considered_visits(min(gumbel_candidates, C), gumbel_simulations or 1)
        self.c_visit, self.c_scale = float(c_visit), float(c_scale)
        self.fpu_reduction = float(fpu_reduction)

    # --- positions ------------------------------------------------------------------------

    def reset(self, games: np.ndarray, positions: list) -> None:
        """Fresh trees for ``games`` (int array) at ``positions`` (non-terminal
        :class:`agents.board.Position` of this board, one per game).

        Raises:
            ValueError: a finished game, or a position of another board.
        """
        if any(p.geo is not self.geo or p.is_terminal() for p in positions):
            raise ValueError("a search needs an unfinished position of the trees' board")
        self.begin(games, *position_arrays(positions))

    def begin(self, games: np.ndarray, cur: np.ndarray, msk: np.ndarray, ply: np.ndarray,
              plies: np.ndarray | None = None, draws: np.ndarray | None = None,
              searches: NextSearches | None = None) -> np.ndarray:
        """Fresh trees for ``games`` (distinct; compiled) at unfinished positions of this board
        (not checked: the caller's), :func:`position_arrays`' arrays of a row a game or one row
        for all, each after ``plies[j]`` (int ``(n,)``; None: none) uniformly random moves that
        neither end the game nor fill the board (fewer where every legal move would), the
        ``i``-th drawn by ``draws[j, i]`` (float64 in [0, 1), a column a ply at least); with
        ``searches``, their first Gumbel searches set up (:class:`NextSearches`, row ``j`` for
        ``games[j]``).

        Returns:
            The ply each game begins at, int32 ``(n,)``.
        """
        games = np.asarray(games, dtype=np.int64)
        begun = np.empty(len(games), np.int32)
        if plies is None:
            plies, draws = np.zeros(len(games), np.int64), _NO_DRAWS
        s = _NO_SEARCHES if searches is None else searches
        begin_games(games, cur, msk, ply, np.asarray(plies, np.int64), draws, self.root, self.free, self.ncur,
                    self.nmsk, self.nply, self.nflag, self.nterm, self.ntotal, self.nvalue, self.child, self.P, self.N,
                    self.W, self.noise_on, self.base, self.gumbel, self.geo_u, self.geo_i, begun, s.uniforms,
                    s.simulations, s.target)
        return begun

    def root_arrays(self, games: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """``(current uint64 (n, K), mask uint64 (n, K), ply int32 (n,))`` of the roots of ``games``
        (:func:`position_arrays`)."""
        r = self.root[games]
        return self.ncur[games, r], self.nmsk[games, r], self.nply[games, r]

    # --- search ---------------------------------------------------------------------------

    def simulations(self) -> np.ndarray:
        """Completed simulations per game (visits of the root's edges, pending walks included as
        in ``Tree.simulations``), int64 ``(games,)``."""
        return root_simulations(self.root, self.ntotal)

    def searches_done(self, target: np.ndarray, live: np.ndarray) -> tuple[np.ndarray, int]:
        """The games where ``live`` (bool ``(games,)``) whose :meth:`simulations` reached
        ``target`` (int64 ``(games,)``), in order (int64, a view of the batch's own array, valid
        until the next call), and the simulations their searches added since their roots were
        set (pending walks included), summed."""
        n, simulations = searches_done(self.root, self.ntotal, self.base, live, target, self.done)
        return self.done[:n], int(simulations)

    def collect(self, target: np.ndarray, live: np.ndarray | None = None) -> int:
        """Walk each game's tree (those where ``live``, bool ``(games,)``; None: all) until its
        :meth:`simulations` reach ``target[g]`` (int64 ``(games,)``), at most ``leaves`` walks a
        call, the leaves left waiting for the evaluator. Returns how many games had walks to make
        (0: every search reached its target).

        Raises:
            RuntimeError: a tree's node pool too small for the walks.
        """
        searching = walks_to(self.root, self.ntotal, np.asarray(target, dtype=np.int64),
                             self.everyone if live is None else live, self.leaves, self.capacity, self.free,
                             self.walks)
        if searching < 0:
            raise RuntimeError("a tree's node pool is too small for this many walks")
        collect(self.walks, self.root, self.free, self.ncur, self.nmsk, self.nply, self.nflag, self.nterm,
                self.ntotal, self.nvalue, self.child, self.P, self.N, self.W, self.leaf_node, self.path_node,
                self.path_col, self.path_len, self.n_leaves, self.leaf_cur, self.leaf_msk, self.leaf_ply, self.geo_u,
                self.geo_i, self.c_puct, self.virtual_loss, self.fpu, self.gumbel_on, self.gumbel, self.schedule,
                self.base, self.c_visit, self.c_scale, self.fpu_reduction, self.noise_on)
        return searching

    def leaf_positions(self) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        """The waiting leaves in game order: ``(offsets int64 (games,), current, mask, ply)`` (as
        :meth:`root_arrays`), views of the batch's own arrays, valid until the next call."""
        n = gather_leaves(self.n_leaves, self.leaf_cur, self.leaf_msk, self.leaf_ply, *self.packed)
        offsets, cur, msk, ply = self.packed
        return offsets, cur[:n], msk[:n], ply[:n]

    def apply(self, offsets: np.ndarray, priors: np.ndarray, values: np.ndarray) -> None:
        """Expand the waiting leaves with ``priors`` float32 ``(L, columns)`` and back up
        ``values`` float32 ``(L,)``, rows in :meth:`leaf_positions`' order."""
        apply(offsets, np.ascontiguousarray(priors, dtype=np.float32), np.ascontiguousarray(values, dtype=np.float32),
              self.root, self.nmsk, self.nflag, self.ntotal, self.nvalue, self.P, self.N, self.W, self.leaf_node,
              self.path_node, self.path_col, self.path_len, self.n_leaves, self.geo_u, self.geo_i, self.virtual_loss,
              self.noise_on, self.noise, self.noise_fraction)
        self.n_leaves[:] = 0

    def add_dirichlet_noise(self, games: np.ndarray, rng: np.random.Generator, alpha: float, fraction: float) -> None:
        """Mix Dirichlet(alpha) noise into the root priors of ``games`` (now, or at the root's
        expansion): ``P = (1 - x) P + x Dir(alpha)``."""
        games = np.asarray(games, dtype=np.int64)
        self.noise[games] = rng.gamma(alpha, 1.0, size=(len(games), self.geo.columns))
        self.noise_fraction = float(fraction)
        set_noise(games, self.root, self.nmsk, self.nflag, self.P, self.noise_on, self.noise, self.noise_fraction,
                  self.geo_u, self.geo_i)

    # --- results --------------------------------------------------------------------------

    def visit_counts(self, games: np.ndarray) -> np.ndarray:
        """Root visits per column, float32 ``(len(games), columns)``."""
        return self.N[games, self.root[games]].astype(np.float32)

    def root_values(self, games: np.ndarray) -> np.ndarray:
        """Visit-weighted mean root value for the side to move, float64 ``(len(games),)``."""
        return root_values(np.asarray(games, dtype=np.int64), self.root, self.N, self.W)

    def gumbel_moves(self, games: np.ndarray, records: RootRecords, rows: np.ndarray,
                     searches: NextSearches | None = None) -> np.ndarray:
        """The Gumbel searches of ``games`` (distinct) concluded in one parallel pass: each root's
        answer written to row ``rows[j]`` of ``records`` for ``games[j]``, its move played with a
        fresh tree after it, and where ``searches`` are given and the game goes on, its next
        search set up as :meth:`begin` sets it up (row ``j`` for ``games[j]``). The move is the
        candidate that survived sequential halving (the most visited, ties by ``g + logit +
        sigma(q)``); the policy target is ``softmax(logit + sigma(completed Q))`` over the legal
        columns (Danihelka et al. 2022, sections 4 and 5).

        Returns:
            :meth:`advance`'s outcome per game, int8 ``(len(games),)``: 0 on, 1 won by the move,
            2 drawn.
        """
        games = np.asarray(games, dtype=np.int64)
        outcome = np.zeros(len(games), np.int8)
        s = _NO_SEARCHES if searches is None else searches
        gumbel_moves(games, np.asarray(rows, dtype=np.int64), self.root, self.free, self.ncur, self.nmsk, self.nply,
                     self.nflag, self.nterm, self.ntotal, self.nvalue, self.child, self.P, self.N, self.W, self.base,
                     self.gumbel, self.geo_u, self.geo_i, self.c_visit, self.c_scale, records.current, records.mask,
                     records.ply, records.values, records.moves, records.policies, outcome,
                     s.uniforms, s.simulations, s.target)
        return outcome

    def advance(self, games: np.ndarray, moves: np.ndarray, keep: bool, room: int) -> np.ndarray:
        """Play ``moves`` at the roots of ``games``; see :func:`advance`. Returns int8: 0 on, 1
        won by the move, 2 drawn."""
        return advance(np.asarray(games, dtype=np.int64), np.asarray(moves, dtype=np.int64), keep, self.root,
                       self.free, self.ncur, self.nmsk, self.nply, self.nflag, self.nterm, self.ntotal, self.nvalue,
                       self.child, self.P, self.N, self.W, self.base, room, self.geo_u, self.geo_i)


@njit(cache=True, nogil=True, inline="always")
def _gumbel_result(row, g, root, nmsk, P, N, W, nvalue, gumbel, geo_u, geo_i, c_visit, c_scale, policy):
    """Game ``g``'s Gumbel answer: its improved policy into ``policy[row]``; returns its move."""
    columns = geo_i[COLUMNS]
    node = root[g]
    best, best_score, peak = -1, -np.inf, -np.inf
    most, mixed = _completion(g, node, P, N, W, nvalue, columns, geo_u, geo_i, nmsk)  # most: the most visits
    for c in range(columns):
        if not legal_move(nmsk, g, node, c, geo_u, geo_i, columns):
            policy[row, c] = 0.0
            continue
        sq = _sigma_q(g, node, c, N, W, most, mixed, c_visit, c_scale)
        logit = math.log(P[g, node, c] + 1e-12)
        if N[g, node, c] == most and gumbel[g, c] + logit + sq > best_score:
            best, best_score = c, gumbel[g, c] + logit + sq
        policy[row, c] = logit + sq
        if policy[row, c] > peak:
            peak = policy[row, c]
    total = 0.0
    for c in range(columns):
        if legal_move(nmsk, g, node, c, geo_u, geo_i, columns):
            policy[row, c] = math.exp(policy[row, c] - peak)
            total += policy[row, c]
    for c in range(columns):
        policy[row, c] /= total
    return best


@njit(cache=True, nogil=True, parallel=True)
def gumbel_moves(games, rows, root, free, ncur, nmsk, nply, nflag, nterm, ntotal, nvalue, child, P, N, W, base, gumbel,
                 geo_u, geo_i, c_visit, c_scale, cur, msk, ply, values, moves, policy, outcome, uniforms,
                 simulations, target):
    """One parallel pass over the games whose Gumbel searches are done, row ``rows[j]`` of the
    records for ``games[j]``: each root's position (``cur``, ``msk``, ``ply``), value (``values``),
    move and improved policy (``moves``, ``policy``; :func:`_gumbel_result`), then the move played
    with a fresh tree after it (``outcome[j]``: :func:`advance`'s), and where the game goes on and
    ``target`` has rows, its next search set up (:func:`_next_search`, row ``j`` of
    ``uniforms``)."""
    after_cur = np.empty((games.shape[0], 1, ncur.shape[2]), np.uint64)  # each game's position after its move
    after_msk = np.empty_like(after_cur)
    for j in prange(games.shape[0]):
        g, row = games[j], rows[j]
        node = root[g]
        cur[row], msk[row], ply[row] = ncur[g, node], nmsk[g, node], nply[g, node]
        values[row] = _root_value(g, node, N, W)
        moves[row] = _gumbel_result(row, g, root, nmsk, P, N, W, nvalue, gumbel, geo_u, geo_i, c_visit, c_scale,
                                    policy)
        outcome[j] = _advance(j, g, moves[row], False, root, free, ncur, nmsk, nply, nflag, nterm, ntotal, nvalue,
                              child, P, N, W, base, 0, geo_u, geo_i, after_cur, after_msk)
        if outcome[j] == 0 and target.shape[0] > 0:
            _next_search(j, g, root, ntotal, gumbel, uniforms, simulations, target)
