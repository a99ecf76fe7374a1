"""Reports of a ladder: the rating table and crosstable in the terminal, CSV/JSON exports, a PNG
of ratings against games played, HTML replays rendered by kaggle-environments, and the ladder's
page (``index.html``) that links them all."""

from __future__ import annotations

import csv
import io
import math
import os
from typing import Any

from durable.files import atomic_path, write_json, write_text
from durable.interrupts import sigint_held
from ladder.ratings import MU0, SIGMA0, Pairing, Standing
from ladder.review import board_link
from ladder.store import Entrant, Episode, ResultsStore

SLOW_FRACTION = 0.9
"""A move slower than this share of actTimeout flags its agent."""


def flags(s: Standing, act_timeout: float) -> str:
    """'overage' when a move went past ``act_timeout`` (it drew on the overage bank: by design in
    a file packaged with ``--overage-share``, else a warning), 'slow' when one came within 10% of
    it; 'ERRORxN' etc. for losses by status."""
    out = [f"{status}x{n}" for status, n in sorted(s.status_losses.items())]
    if s.max_move_s >= act_timeout:
        out.insert(0, "overage")
    elif s.max_move_s >= SLOW_FRACTION * act_timeout:
        out.insert(0, "slow")
    return " ".join(out)


def rows(standings: list[Standing], act_timeout: float) -> list[dict[str, Any]]:
    """One plain dict per entrant, best first: the data of the table and the exports.
    ``separated_from_above``: False where its mu and the one's above differ by less than their
    sigmas combined (``hypot``): the ladder has not told the two apart yet."""
    out = []
    for rank, s in enumerate(standings, 1):
        above = standings[rank - 2] if rank > 1 else None
        close = above is not None and abs(above.mu - s.mu) < math.hypot(above.sigma, s.sigma)
        out.append({
            "rank": rank, "agent": s.entrant.name, "kind": s.entrant.kind, "hash": s.entrant.hash[:12],
            "validation": s.entrant.validation or "", "mu": round(s.mu, 1), "sigma": round(s.sigma, 1),
            "elo": None if s.elo is None else round(s.elo, 1),
            "elo_ci95": None if s.elo_ci is None else round(s.elo_ci, 1),
            "games": s.games, "wins": s.wins, "draws": s.draws, "losses": s.losses,
            "max_move_s": round(s.max_move_s, 4), "mean_move_s": round(s.mean_move_s, 4),
            "flags": flags(s, act_timeout), "separated_from_above": not close,
        })
    return out


def shown_rank(row: dict[str, Any]) -> str:
    """A row's rank as the tables show it: ``~3`` where it is not separated from the rank above."""
    return ("" if row["separated_from_above"] else "~") + str(row["rank"])


def print_table(standings: list[Standing], act_timeout: float, console: Any = None) -> None:
    """The rating table: rank, mu, sigma, Elo +- 95% CI, games, W/D/L, move times, flags."""
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text  # names as text: a name's brackets are not markup

    console = console or Console()
    table = Table(title="ratings (mu/sigma: Kaggle-style, mu0 = 600; Elo: maximum likelihood, 95% CI; ~: not "
                        "separated from the rank above yet)")
    for col in ("#", "agent", "mu", "sigma", "Elo", "games", "W/D/L", "max s", "mean s", "flags"):
        table.add_column(col, justify="left" if col in ("agent", "flags") else "right")
    for r in rows(standings, act_timeout):
        elo = "" if r["elo"] is None else f"{r['elo']:.0f} ± {r['elo_ci95']:.0f}"
        table.add_row(shown_rank(r), Text(r["agent"]), f"{r['mu']:.0f}", f"{r['sigma']:.0f}", elo, str(r["games"]),
                      f"{r['wins']}/{r['draws']}/{r['losses']}", f"{r['max_move_s']:.3f}",
                      f"{r['mean_move_s']:.3f}", Text(r["flags"]))
    console.print(table)


def print_crosstable(entrants: list[Entrant], table: dict[tuple[int, int], Pairing], console: Any = None) -> None:
    """W-D-L of each row agent against each column agent, as first player / as second player."""
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text  # names as text: a name's brackets are not markup

    console = console or Console()
    out = Table(title="head to head: row's W-D-L as first player | as second player")
    out.add_column("")
    for e in entrants:
        out.add_column(Text(e.name), justify="center")
    for a in entrants:
        cells = []
        for b in entrants:
            p = table.get((a.id, b.id))
            cells.append("" if p is None else "{}-{}-{} | {}-{}-{}".format(*p.first, *p.second))
        out.add_row(Text(a.name), *cells)
    console.print(out)


def export(standings: list[Standing], act_timeout: float, path: str) -> None:
    """Write the table as CSV or JSON (by the file's extension), atomically.

    Raises:
        ValueError: an extension other than .csv or .json.
    """
    data = rows(standings, act_timeout)
    ext = os.path.splitext(path)[1].lower()
    if ext not in (".csv", ".json"):
        raise ValueError(f"export path must end in .csv or .json, got {path!r}")
    if ext == ".json":
        write_json(path, data, indent=2)
    else:
        text = io.StringIO(newline="")
        writer = csv.DictWriter(text, fieldnames=list(data[0]) if data else ["rank"])
        writer.writeheader()
        writer.writerows(data)
        write_text(path, text.getvalue())


def plot(standings: list[Standing], path: str) -> None:
    """PNG of each entrant's mu (with a +-sigma band) against the episodes it has played; Ctrl-C
    held until the file is written (:func:`durable.interrupts.sigint_held`)."""
    with sigint_held():
        _draw(standings, path)


def _draw(standings: list[Standing], path: str) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(8, 5), dpi=100)
    for s in standings:
        if not s.history:
            continue
        games = [0] + [h[0] for h in s.history]
        mu = [MU0] + [h[1] for h in s.history]
        sigma = [SIGMA0] + [h[2] for h in s.history]
        line, = ax.plot(games, mu, label=s.entrant.name)
        ax.fill_between(games, [m - d for m, d in zip(mu, sigma, strict=True)],
                        [m + d for m, d in zip(mu, sigma, strict=True)], color=line.get_color(), alpha=0.12)
    ax.set_xlabel("episodes played")
    ax.set_ylabel("mu (band: ± sigma)")
    ax.set_title("Kaggle-style rating against episodes played")
    ax.grid(alpha=0.3)
    ax.legend(fontsize=8)
    fig.tight_layout()
    with atomic_path(path, suffix=".png") as tmp:
        fig.savefig(tmp)
    plt.close(fig)


def write_replay(store: ResultsStore, episode_id: int, path: str, names: tuple[str, str] | None = None) -> None:
    """Render a stored episode to a self-contained HTML page with kaggle-environments' renderer,
    its players named ``names`` (first, second) where given.

    Raises:
        ValueError: no such episode.
    """
    from kaggle_environments import make

    replay = store.replay(episode_id)
    env = make("connectx", configuration=replay["configuration"], steps=replay["steps"],
               info={"TeamNames": list(names)} if names else None)
    write_text(path, env.render(mode="html"))


def _result(ep: Episode, first: str, second: str) -> str:
    """An episode's result in words: who won, and how where a status decided it."""
    lost = [seat for seat in (0, 1) if ep.statuses[seat] != "DONE"]
    if lost:
        return f"{(second, first)[lost[0]]} won: {(first, second)[lost[0]]} {ep.statuses[lost[0]]}"
    return "draw" if ep.score0 == 0.5 else f"{first if ep.score0 == 1 else second} won"


_INDEX_STYLE = """body{font-family:sans-serif;margin:1.5em;color:#222}
table{border-collapse:collapse;margin:.5em 0 1.5em}th,td{border:1px solid #ccc;padding:3px 8px}
th{background:#eee}td.num{text-align:right}td.flags{color:#b00}img{max-width:100%}
"""


def write_index(standings: list[Standing], entrants: list[Entrant], table: dict[tuple[int, int], Pairing],
                act_timeout: float, folder: str, episodes: list[Episode],
                pages: dict[int, tuple[str, str | None]], board: tuple[int, int, int] = (6, 7, 4)) -> str:
    """Write ``folder/index.html``, the ladder's page: the rating table (mu, sigma, Elo with its
    95% interval, W/D/L, move times, flags), the crosstable by seat, the rating plot
    (``ratings.png`` beside it) and every episode with its players and result, linked to its
    replay and review where they were written, and to the analysis board (``connectx board``).

    Args:
        episodes: the episodes listed, in the order they finished.
        pages: per episode id ``(replay file, review file or None)``, names relative to ``folder``.
        board: the ladder's ``(rows, columns, inarow)``.

    Returns:
        The page's path.
    """
    import html

    esc = html.escape
    out = [f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>connectx ladder</title>"
           f"<style>{_INDEX_STYLE}</style></head><body><h1>Ladder</h1>",
           "<p>mu/sigma: Kaggle-style ratings from mu = 600; Elo: maximum likelihood with its 95% interval. "
           "Ranks marked ~ are not separated yet: their mu differ by less than their sigmas combined. Move "
           f"times in seconds; flags: <b>overage</b>, a move took longer than actTimeout = {act_timeout:g} s and "
           "was paid from the episode's 60 s overage bank (allowed on Kaggle, a file packaged with "
           "--overage-share does it by design; a loss only when the bank runs out), <b>slow</b>, a move within "
           "10% of it, and losses by status (TIMEOUT, ERROR, INVALID) with their count.</p>",
           "<table id='ratings'><thead><tr>" + "".join(
               f"<th>{c}</th>" for c in ("#", "agent", "mu", "sigma", "Elo", "games", "W/D/L", "max s", "mean s",
                                         "flags")) + "</tr></thead><tbody>"]
    for r in rows(standings, act_timeout):
        elo = "" if r["elo"] is None else f"{r['elo']:.0f} ± {r['elo_ci95']:.0f}"
        cells = [(shown_rank(r), "num"), (esc(r["agent"]), "agent"), (f"{r['mu']:.0f}", "num"),
                 (f"{r['sigma']:.0f}", "num"), (elo, "num"), (str(r["games"]), "num"),
                 (f"{r['wins']}/{r['draws']}/{r['losses']}", "num"), (f"{r['max_move_s']:.3f}", "num"),
                 (f"{r['mean_move_s']:.3f}", "num"), (esc(r["flags"]), "flags")]
        out.append("<tr>" + "".join(f"<td class='{c}'>{v}</td>" for v, c in cells) + "</tr>")
    out.append("</tbody></table><h2>Head to head</h2><p>The row's W-D-L as first player | as second player.</p>"
               "<table id='crosstable'><thead><tr><th></th>"
               + "".join(f"<th>{esc(e.name)}</th>" for e in entrants) + "</tr></thead><tbody>")
    for a in entrants:
        cells = []
        for b in entrants:
            p = table.get((a.id, b.id))
            cells.append("" if p is None else "{}-{}-{} | {}-{}-{}".format(*p.first, *p.second))
        out.append(f"<tr><th>{esc(a.name)}</th>" + "".join(f"<td>{c}</td>" for c in cells) + "</tr>")
    out.append("</tbody></table><h2>Ratings against episodes played</h2><img src='ratings.png' alt='ratings'>")
    names = {e.id: e.name for e in entrants}
    out.append(f"<h2>Episodes</h2><p>{len(episodes)} episodes, the latest first; a replay and a review where "
               "written (ladder --replays, --review), and a link into the analysis board (run connectx board)."
               "</p><table id='episodes'><thead><tr><th>episode</th>"
               "<th>first</th><th>second</th><th>result</th><th>moves</th><th></th></tr></thead><tbody>")
    for ep in reversed(episodes):
        first, second = esc(names.get(ep.agent0, "?")), esc(names.get(ep.agent1, "?"))
        replay, review = pages.get(ep.id, (None, None))
        links = " ".join(f"<a href='{esc(page)}'>{what}</a>" for page, what in
                         ((replay, "replay"), (review, "review"), (board_link(ep.moves, board), "board")) if page)
        out.append(f"<tr><td class='num'>{ep.id}</td><td>{first}</td><td>{second}</td>"
                   f"<td>{esc(_result(ep, first, second))}</td><td class='num'>{len(ep.moves)}</td>"
                   f"<td>{links}</td></tr>")
    out.append("</tbody></table>")
    out.append("</body></html>")
    path = os.path.join(folder, "index.html")
    write_text(path, "\n".join(out))
    return path
