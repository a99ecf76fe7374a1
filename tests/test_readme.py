"""Every command the README and docs/reference.md show parses as written: its command, its
options and their values (a renamed or removed option fails here, not in a user's first hour)."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest

from cli.main import build_parser

ROOT = Path(__file__).resolve().parent.parent


def shown_commands(page: str) -> list[str]:
    """The ``connectx ...`` lines of ``page``'s bash blocks (comments cut, continued lines joined,
    ``a | b`` alternatives split)."""
    text = (ROOT / page).read_text()
    commands = []
    for block in re.findall(r"```bash\n(.*?)```", text, re.S):
        for line in block.replace("\\\n", " ").splitlines():
            line = line.split(" #")[0].strip()
            if line.startswith("#") or "connectx " not in line:
                continue
            line = line[line.index("connectx ") + len("connectx "):]
            head, *alternatives = line.split(" | ")
            commands.append(head)
            words = head.split()
            commands += [" ".join([*words[:-1], alternative]) for alternative in alternatives]
    return commands


@pytest.mark.parametrize("page", ["README.md", "docs/reference.md"])
def test_every_command_shown_parses(page, capsys):
    commands = shown_commands(page)
    assert len(commands) >= 10
    parser = build_parser()
    for command in commands:
        try:
            parser.parse_args(shlex.split(command))
        except SystemExit:
            pytest.fail(f"{page}: 'connectx {command}' does not parse: {capsys.readouterr().err.strip()}")
