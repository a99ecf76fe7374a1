"""The ladder's page (``index.html``) rendered in a real browser: headless Chromium from Debian's
packages (installed by the test where it is missing and the machine allows, else skipped with the
reason), its table cells read back from the rendered DOM and compared with the ladder's ratings."""

import json
import os
import subprocess
from html.parser import HTMLParser

import pytest

from tests.helpers import CHROMIUM_FLAGS, chromium, run


class Tables(HTMLParser):
    """The text of every cell of every table with an id, by id: ``{id: [[cell, ...], ...]}``."""

    def __init__(self):
        super().__init__()
        self.tables: dict[str, list[list[str]]] = {}
        self.current: str | None = None
        self.cell: list[str] | None = None

    def handle_starttag(self, tag, attrs):
        if tag == "table" and dict(attrs).get("id"):
            self.current = dict(attrs)["id"]
            self.tables[self.current] = []
        elif tag == "tr" and self.current:
            self.tables[self.current].append([])
        elif tag in ("td", "th") and self.current:
            self.cell = []

    def handle_endtag(self, tag):
        if tag in ("td", "th") and self.current and self.cell is not None:
            self.tables[self.current][-1].append("".join(self.cell).strip())
            self.cell = None
        elif tag == "table":
            self.current = None

    def handle_data(self, data):
        if self.cell is not None:
            self.cell.append(data)


@pytest.mark.slow  # real episodes
def test_the_ladder_page_renders_its_ratings_in_chromium(tmp_path):
    browser = chromium()
    report = tmp_path / "report"
    export = tmp_path / "ratings.json"
    proc = run("ladder", "minimax:depth=2", "random", "--games", "2", "--workers", "1", "--db",
               str(tmp_path / "ladder.sqlite"), "--report-dir", str(report), "--export", str(export),
               "--replays", "last:1", "--review")
    assert proc.returncode == 0, proc.stderr
    rendered = subprocess.run([browser, *CHROMIUM_FLAGS, f"--user-data-dir={tmp_path / 'profile'}", "--dump-dom",
                               (report / "index.html").as_uri()], capture_output=True, text=True, timeout=120)
    assert rendered.returncode == 0 and "</html>" in rendered.stdout, rendered.stderr[-500:]
    tables = Tables()
    tables.feed(rendered.stdout)
    ratings = tables.tables["ratings"]
    assert ratings[0][:4] == ["#", "agent", "mu", "sigma"]
    for shown, row in zip(ratings[1:], json.loads(export.read_text()), strict=True):
        assert shown[1] == row["agent"] and shown[2] == f"{row['mu']:.0f}" and shown[3] == f"{row['sigma']:.0f}"
        assert shown[6] == f"{row['wins']}/{row['draws']}/{row['losses']}"
    cross = tables.tables["crosstable"]  # every agent a row and a column; two games, one each way
    assert sorted(r[0] for r in cross[1:]) == sorted(r["agent"] for r in json.loads(export.read_text()))
    assert sorted(c for r in cross[1:] for c in r[1:] if c) == ["0-0-1 | 0-0-1", "1-0-0 | 1-0-0"]
    assert "review-" in rendered.stdout and "ratings.png" in rendered.stdout
    games = tables.tables["episodes"]  # every episode: its players, its result, its pages where written
    assert games[0][:4] == ["episode", "first", "second", "result"] and len(games) == 3
    assert all({g[1], g[2]} == {"minimax:depth=2", "random"} and "won" in g[3] for g in games[1:])
    assert games[1][5] == "replay review board" and games[2][5] == "board"  # the latest first: --replays last:1
    replay = (report / f"episode-{games[1][0]}.html").read_text()
    assert f'"TeamNames": ["{games[1][1]}", "{games[1][2]}"]' in replay  # the replay names its players
    # the linked pages are there: the replay, the review, the plot
    names = set(os.listdir(report))
    assert {"index.html", "ratings.png"} <= names and any(n.startswith("review-") for n in names)
    shot = tmp_path / "page.png"
    subprocess.run([browser, *CHROMIUM_FLAGS, f"--user-data-dir={tmp_path / 'profile2'}", f"--screenshot={shot}",
                    "--window-size=1100,800", (report / "index.html").as_uri()], capture_output=True, timeout=120)
    assert shot.exists() and shot.stat().st_size > 10_000
