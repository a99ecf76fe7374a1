"""Hemo et al.'s scenario tests ("Learning to Play Connect Four from Game Images", section
IV-B): positions with a tactical point, and which players see it.

Categories (each in ``sparse`` boards, fewer than 14 stones, and ``crowded`` ones, 20 or more):

=================  ========================================================================
win-horizontal     the side to move wins now with a horizontal line (one winning column)
win-vertical       ... with a vertical line
win-diagonal       ... with a diagonal line
two-wins           two or more columns win now (any of them passes)
block              no win now, the opponent threatens exactly one: only the block passes
make-trap          no win now and no threat to block; some move makes a win unstoppable
                   by the side's next move (a double threat): those moves pass
avoid-trap         no win now and no threat to block; most moves that do not lose at once
                   let the opponent make such a trap: the others pass
=================  ========================================================================

The paper drew its scenarios by hand; here they are found in seeded random games (sides that mix
random and greedy moves) and classified by exact short-horizon search, so the set is the same
for a given seed and every passing move is proved. ``connectx bench scenarios`` runs players on
them and reports pass rates per category.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from agents.board import Position, geometry, move_string
from evaluation.figures import OUT, SHIPPED_FILE, write_figures

CATEGORIES = ("win-horizontal", "win-vertical", "win-diagonal", "two-wins", "block", "make-trap", "avoid-trap")
DENSITIES = ("sparse", "crowded")


@dataclass(frozen=True)
class Scenario:
    """One test position.

    Attributes:
        category: one of :data:`CATEGORIES`.
        density: ``sparse`` or ``crowded``.
        moves: the position as a move string (1-based columns).
        accepted: 0-based columns that pass.
    """

    category: str
    density: str
    moves: str
    accepted: tuple[int, ...]

    def position(self) -> Position:
        return Position.from_moves(self.moves)


def forced_win(pos: Position, own_moves: int) -> bool:
    """True when the side to move can force a win within ``own_moves`` of its own moves
    (1: a win now; 2: a move after which every reply loses to a win on the next move)."""
    if pos.winning_moves():
        return True
    if own_moves <= 1:
        return False
    for col in pos.non_losing_moves():
        child = pos.child(col)
        replies = child.legal_moves()
        if replies and all(not child.is_winning_move(r) and forced_win(child.child(r), own_moves - 1)
                           for r in replies):
            return True
    return False


def _line_directions(pos: Position, col: int) -> set[str]:
    """Directions of the lines the side to move completes by playing ``col``."""
    geo = pos.geo
    stones = pos.current | pos.move_bit(col)
    names = {1: "vertical", geo.height: "horizontal", geo.height - 1: "diagonal", geo.height + 1: "diagonal"}
    found = set()
    for s, steps in zip(geo.directions, geo.win_steps, strict=True):
        r = stones
        for k in steps:
            r &= r >> k
        if r:
            found.add(names[s])
    return found


def classify(pos: Position) -> tuple[str, tuple[int, ...]] | None:
    """The category of a non-terminal position and its passing moves, or None when it has none."""
    wins = pos.winning_moves()
    if len(wins) >= 2:
        return "two-wins", tuple(wins)
    if wins:
        directions = _line_directions(pos, wins[0])
        return (f"win-{directions.pop()}", tuple(wins)) if len(directions) == 1 else None
    opponent = pos.copy()
    opponent.current ^= opponent.mask  # the same stones with the opponent to move
    threats = opponent.winning_moves()
    if len(threats) == 1:
        safe = pos.non_losing_moves()
        return ("block", tuple(safe)) if len(safe) == 1 else None
    if threats:
        return None
    moves = pos.non_losing_moves()
    traps = [c for c in moves if _makes_trap(pos, c)]
    if traps:
        return "make-trap", tuple(traps)
    safe = [c for c in moves if not forced_win(pos.child(c), 2)]
    if safe and len(safe) <= len(moves) // 2:  # most moves that do not lose at once walk into a trap
        return "avoid-trap", tuple(safe)
    return None


def _makes_trap(pos: Position, col: int) -> bool:
    child = pos.child(col)
    replies = child.legal_moves()
    return bool(replies) and all(not child.is_winning_move(r) and child.child(r).winning_moves() for r in replies)


def scenario_set(per_group: int = 5, seed: int = 0, max_games: int = 20_000) -> list[Scenario]:
    """Up to ``per_group`` scenarios per category and density, from seeded random games.

    Args:
        per_group: scenarios per (category, density).
        seed: the games' seed (the same seed gives the same set).
        max_games: games to look through at most.
    """
    rng = random.Random(seed)
    geo = geometry()
    found: dict[tuple[str, str], list[Scenario]] = {(c, d): [] for c in CATEGORIES for d in DENSITIES}
    seen: set[int] = set()
    for _ in range(max_games):
        if all(len(v) >= per_group for v in found.values()):
            break
        pos, moves = Position(geo), []
        greedy = rng.random()
        while not pos.is_terminal():
            density = "sparse" if pos.ply < 14 else "crowded" if pos.ply >= 20 else None
            if density and pos.key() not in seen:
                seen.add(pos.key())
                kind = classify(pos)
                if kind and len(found[(kind[0], density)]) < per_group:
                    found[(kind[0], density)].append(Scenario(kind[0], density, move_string(moves), kind[1]))
            wins = pos.winning_moves()
            if wins and rng.random() < greedy:
                col = wins[0]
            else:
                safe = pos.non_losing_moves() if rng.random() < greedy else []
                col = rng.choice(safe or pos.legal_moves())
            moves.append(col)
            pos.play(col)
    return [s for c in CATEGORIES for d in DENSITIES for s in found[(c, d)]]


def pass_rates(choose, scenarios: list[Scenario]) -> dict[str, dict[str, float | int]]:
    """Run ``choose(position) -> column`` on every scenario.

    Returns:
        ``{category: {"passed", "total", "rate"}}`` plus ``"all"``.
    """
    table: dict[str, dict[str, float | int]] = {}
    for s in scenarios:
        passed = int(choose(s.position()) in s.accepted)  # one move per scenario
        for key in (s.category, "all"):
            row = table.setdefault(key, {"passed": 0, "total": 0})
            row["total"] += 1
            row["passed"] += passed
    for row in table.values():
        row["rate"] = row["passed"] / row["total"]
    return table


def bench_scenarios(players: tuple[str, ...] | list[str] = (SHIPPED_FILE,), out_dir: str = OUT, per_group: int = 50,
                    act_timeout: float = 2.0,
                    seed: int = 0) -> dict[str, Any]:
    """Hemo et al.'s scenario tests (:mod:`evaluation.scenarios`): each player (spec or submission file)
    moves in every scenario under Kaggle's clock; pass rate per category and overall."""
    from ladder.episode import kaggle_move, load_agent

    scenarios = scenario_set(per_group, seed)
    summary: dict[str, Any] = {"scenarios": len(scenarios), "per_group": per_group, "seed": seed,
                               "act_timeout_s": act_timeout, "players": {}}
    header = f"{'player':<48}" + "".join(f"{c:>15}" for c in (*CATEGORIES, "all"))
    print(header)
    for spec in players:
        agent = load_agent(spec)
        table = pass_rates(lambda pos, agent=agent: kaggle_move(agent, pos, act_timeout)[0], scenarios)
        summary["players"][spec] = table
        print(f"{spec[-48:]:<48}" + "".join(f"{table[c]['rate']:>15.0%}" for c in (*CATEGORIES, "all") if c in table),
              flush=True)
        write_figures("scenarios", summary, out_dir, quiet=True)
    write_figures("scenarios", summary, out_dir)
    return summary

