"""The analysis board's bench (``connectx bench analysis``): the scores it shows beside the board
against the benchmark sets' exact ones (never wrong; how many positions it settles whole within
its time), and its time to answer a move of an agent, through its HTTP endpoint as the page asks.
"""

from __future__ import annotations

import json
import random
import statistics
import threading
import time
import urllib.request
from typing import Any

from agents.board import Position, move_string
from evaluation.figures import OUT, SHIPPED_FILE, write_figures
from training.exact.benchmark import SETS as BENCHMARK_SETS
from training.exact.benchmark import load_set


def bench_analysis(lines: int = 100, moves: int = 100, seconds: float = 1.0, agent: str = SHIPPED_FILE,
                   book: str = "shipped", out_dir: str = OUT, seed: int = 0) -> dict[str, Any]:
    """``lines`` lines of each benchmark set analysed as the board analyses them (one
    :class:`ladder.board.analysis.Analyst` for them all, each position's first answer, within
    ``seconds``), every score shown checked against the set's exact one; then ``moves`` moves of
    ``agent`` asked through a board's server on 127.0.0.1 (games where the other side plays at
    random, ``seed``ed, the agent's seat alternating, its bank kept as the page keeps it), each
    timed as the page waits for it.

    Returns:
        ``{"sets": {name: {"positions", "settled_share" (every open column settled within the
        time), "columns_settled_share", "exact_share" (of the columns), "wrong" (scores shown
        that differ from the truth: 0), "median_s", "max_s"}}, "moves": {"agent", "count",
        "median_s", "max_s", "times_s" (each, in order), "failures"}}``.

    Raises:
        ValueError: ``lines`` or ``moves`` below 0, ``seconds`` not above 0, a bad book or agent.
    """
    from ladder.board.analysis import Analyst
    from ladder.review import Reviewer
    from packager.recipe import review_book

    if lines < 0 or moves < 0:
        raise ValueError(f"lines and moves must be at least 0, got {lines} and {moves}")
    analyst = Analyst(Reviewer(**review_book(book)), None, seconds)
    analyst.warm_up()
    figures: dict[str, Any] = {"seconds": seconds, "book": book, "sets": {}}
    print(f"{'set':>14} {'lines':>6} {'all settled':>12} {'columns':>8} {'exact':>6} {'wrong':>6} "
          f"{'median s':>9} {'max s':>6}")
    for name, _ in BENCHMARK_SETS if lines else ():
        figures["sets"][name] = row = _analyse_set(analyst, name, lines, seed)
        print(f"{name:>14} {row['positions']:>6} {row['settled_share']:>11.1%} {row['columns_settled_share']:>8.1%} "
              f"{row['exact_share']:>6.1%} {row['wrong']:>6} {row['median_s']:>9.3f} {row['max_s']:>6.3f}", flush=True)
        write_figures("analysis", figures, out_dir, quiet=True)
    if moves:
        figures["moves"] = _answer_times(agent, moves, seed)
        m = figures["moves"]
        print(f"{agent}: {m['count']} moves through the board's server, median {m['median_s']:.3f} s, "
              f"slowest {m['max_s']:.3f} s, {m['failures']} failures")
    write_figures("analysis", figures, out_dir)
    return figures


def _analyse_set(analyst: Any, name: str, lines: int, seed: int) -> dict[str, Any]:
    """One set's row of :func:`bench_analysis`."""
    sample = load_set(name, lines, seed)
    settled = columns = shown = exact = wrong = 0
    times = []
    for position, truth in zip(sample.positions, sample.scores, strict=True):
        start = time.perf_counter()
        answer = analyst.analyse(position)
        times.append(time.perf_counter() - start)
        settled += answer["settled"]
        for column, (score, kind) in enumerate(zip(answer["scores"], answer["kinds"], strict=True)):
            if not position.can_play(column):
                continue
            columns += 1
            if kind is None:
                continue
            shown += 1
            exact += kind == "exact"
            right = int(truth[column])
            wrong += score != right if kind == "exact" else (score > 0) - (score < 0) != (right > 0) - (right < 0)
    count = len(sample.positions)
    return {"positions": count, "settled_share": settled / count, "columns_settled_share": shown / columns,
            "exact_share": exact / columns, "wrong": wrong, "median_s": statistics.median(times),
            "max_s": max(times)}


def _answer_times(agent: str, moves: int, seed: int) -> dict[str, Any]:
    """``moves`` of ``agent`` asked through a board's server, each timed from the request to its
    answer; the board's analysis is not asked (its clock is its own)."""
    from ladder.board.analysis import Analyst
    from ladder.board.opponent import Opponent
    from ladder.board.server import Board, make_server
    from ladder.review import Reviewer

    opponent = Opponent(agent, seed)
    opponent.start()
    server = make_server(Board(Analyst(Reviewer(), None), Reviewer(), opponent), 0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/api/move"
    rng = random.Random(seed)
    times: list[float] = []
    failures = game = 0
    try:
        while len(times) + failures < moves:
            position, played, bank, seat = Position(), [], 60.0, game % 2
            while not position.is_terminal() and len(times) + failures < moves:
                if position.ply % 2 == seat:
                    body = json.dumps({"moves": move_string(played), "bank": bank}).encode()
                    start = time.perf_counter()
                    try:
                        with urllib.request.urlopen(urllib.request.Request(url, data=body), timeout=120) as r:
                            answer = json.loads(r.read())
                    except OSError:  # urllib's HTTPError: the agent failed or overran
                        failures += 1
                        break
                    times.append(time.perf_counter() - start)
                    column, bank = answer["column"], answer["bank"]
                else:
                    column = rng.choice(position.legal_moves())
                played.append(column)
                position.play(column)
            game += 1
    finally:
        server.shutdown()
        opponent.close()
    return {"agent": agent, "count": len(times), "games": game, "failures": failures,
            "median_s": statistics.median(times) if times else None, "max_s": max(times) if times else None,
            "times_s": [round(t, 4) for t in times]}
