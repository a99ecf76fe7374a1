"""``connectx submit``: validate a file, then upload it with the Kaggle CLI.

Credentials are looked for where the Kaggle CLI looks: ``KAGGLE_API_TOKEN``; ``KAGGLE_USERNAME``
with ``KAGGLE_KEY``; ``kaggle.json`` in ``$KAGGLE_CONFIG_DIR``, ``~/.kaggle`` or
``~/.config/kaggle``.
"""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
from collections.abc import Mapping

COMPETITION = "connectx"


class CredentialsError(ValueError):
    """No Kaggle credentials where the CLI would look."""


class SubmitError(Exception):
    """The Kaggle CLI failed to upload; the message holds what it said."""


def credential_source(env: Mapping[str, str] = os.environ, home: str | None = None) -> str:
    """Where the Kaggle credentials come from (a description).

    Raises:
        CredentialsError: none found; the message lists every place looked in.
    """
    if env.get("KAGGLE_API_TOKEN"):
        return "KAGGLE_API_TOKEN"
    if env.get("KAGGLE_USERNAME") and env.get("KAGGLE_KEY"):
        return "KAGGLE_USERNAME and KAGGLE_KEY"
    home = home or os.path.expanduser("~")
    folders = [env["KAGGLE_CONFIG_DIR"]] if env.get("KAGGLE_CONFIG_DIR") else []
    folders += [os.path.join(home, ".kaggle"), os.path.join(home, ".config", "kaggle")]
    for folder in folders:
        path = os.path.join(folder, "kaggle.json")
        if os.path.isfile(path):
            return path
    raise CredentialsError(
        "no Kaggle credentials: set KAGGLE_API_TOKEN, or KAGGLE_USERNAME and KAGGLE_KEY, or put kaggle.json "
        f"(from kaggle.com > Settings > API) in one of: {', '.join(folders)}")


def submit_command(path: str, message: str) -> list[str]:
    """The Kaggle CLI call that uploads ``path``."""
    return ["kaggle", "competitions", "submit", COMPETITION, "-f", os.path.abspath(path), "-m", message]


def submit(path: str, message: str, dry_run: bool = False) -> str:
    """Upload (or, with ``dry_run``, only describe) a validated file; returns what was done.

    Raises:
        CredentialsError: no credentials (not with ``dry_run``, which says so).
        FileNotFoundError: no file, or no ``kaggle`` command.
        SubmitError: the Kaggle CLI failed (its output in the message, on one line).
    """
    if not os.path.isfile(path):
        raise FileNotFoundError(f"no submission file at {path}")
    command = submit_command(path, message)
    if dry_run:
        try:
            found = f"credentials from {credential_source()}"
        except CredentialsError as e:
            found = f"a real submit would stop here: {e}"
        return f"dry run: would run {shlex.join(command)} ({found})"
    credential_source()
    if shutil.which("kaggle") is None:
        raise FileNotFoundError("the kaggle command is not installed (pip install kaggle)")
    proc = subprocess.run(command, capture_output=True, text=True)
    if proc.returncode != 0:
        said = " ".join((proc.stdout + " " + proc.stderr).split()) or "no output"
        raise SubmitError(f"the kaggle CLI failed (exit code {proc.returncode}): {said}")
    return proc.stdout.strip()
