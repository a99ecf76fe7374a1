"""A Kaggle submission's episodes, downloaded with the Kaggle CLI: ``kaggle competitions episodes
SUBMISSION -v`` lists them (CSV), ``kaggle competitions replay EPISODE -p DIR`` writes
``episode-EPISODE-replay.json``, and ``kaggle competitions logs EPISODE AGENT -p DIR`` writes
``episode-EPISODE-agent-AGENT-logs.json`` (Kaggle gives the logs of one's own agent only; its
index is the one whose ``submissionId`` the replay's ``info.Agents`` names).

Each file is downloaded into a temporary folder beside ``DIR`` and moved into place whole, so a
killed download leaves no half file; files already there are kept, so running it again fetches
only the new episodes.
"""

from __future__ import annotations

import csv
import io
import json
import os
import shutil
import subprocess
import tempfile
from dataclasses import dataclass


class KaggleCLIError(Exception):
    """The Kaggle CLI failed or answered something else than expected (the message says what)."""


@dataclass
class Downloaded:
    """What :func:`download_episodes` did: episode ids listed, replays and logs fetched now, and
    replays already there."""

    listed: list[int]
    replays: int = 0
    logs: int = 0
    kept: int = 0


def _kaggle(args: list[str], kaggle: str) -> str:
    if shutil.which(kaggle) is None:
        raise FileNotFoundError(f"the {kaggle} command is not installed (pip install kaggle)")
    proc = subprocess.run([kaggle, *args], capture_output=True, text=True)
    if proc.returncode != 0:
        said = (proc.stderr.strip() or proc.stdout.strip()).splitlines()
        raise KaggleCLIError(f"'{kaggle} {' '.join(args)}' failed (exit code {proc.returncode})"
                             + (f": {said[-1]}" if said else ""))
    return proc.stdout


def list_episodes(submission: int, kaggle: str = "kaggle") -> list[int]:
    """The ids of a submission's episodes, as the Kaggle CLI lists them (oldest first).

    Raises:
        FileNotFoundError: no Kaggle CLI. KaggleCLIError: it failed, or printed no ``id`` column.
    """
    text = _kaggle(["competitions", "episodes", str(submission), "-v"], kaggle)
    rows = list(csv.reader(io.StringIO(text.strip())))
    if not rows or "id" not in [c.strip().lower() for c in rows[0]]:
        raise KaggleCLIError(f"the Kaggle CLI listed no episodes of submission {submission} (no 'id' column)")
    column = [c.strip().lower() for c in rows[0]].index("id")
    try:
        return sorted(int(r[column]) for r in rows[1:] if r)
    except (ValueError, IndexError):
        raise KaggleCLIError(f"the Kaggle CLI's episode list of submission {submission} has a bad id") from None


def _fetch(args: list[str], name: str, out: str, kaggle: str) -> bool:
    """Run a download into a temporary folder beside ``out`` and move ``name`` into ``out``; False
    when the CLI wrote no such file."""
    with tempfile.TemporaryDirectory(dir=out, prefix=".download-") as tmp:
        _kaggle([*args, "-p", tmp], kaggle)
        got = os.path.join(tmp, name)
        if not os.path.exists(got):
            return False
        os.replace(got, os.path.join(out, name))
        return True


def own_agent(replay_path: str, submission: int) -> int | None:
    """The index of ``submission``'s agent in a downloaded replay (None: not named there)."""
    try:
        with open(replay_path, encoding="utf-8") as f:
            agents = (json.load(f).get("info") or {}).get("Agents") or []
    except (OSError, ValueError, AttributeError):
        return None
    for index, agent in enumerate(agents):
        if isinstance(agent, dict) and str(agent.get("submissionId", agent.get("SubmissionId"))) == str(submission):
            return index
    return None


def download_episodes(submission: int, out: str, logs: bool = True, kaggle: str = "kaggle",
                      progress=None) -> Downloaded:
    """Download every episode of ``submission`` (and its own agent's logs) into ``out``.

    Args:
        submission: the Kaggle submission id.
        out: the folder (made if missing).
        logs: fetch the submission's agent logs too (the seconds of each move).
        kaggle: the Kaggle CLI's command.
        progress: called with ``(done, total)`` after each episode, or None.

    Raises:
        FileNotFoundError: no Kaggle CLI. KaggleCLIError: it failed. ValueError: ``out`` is a file.
    """
    if os.path.exists(out) and not os.path.isdir(out):
        raise ValueError(f"{out} is a file; give a folder")
    os.makedirs(out, exist_ok=True)
    done = Downloaded(list_episodes(submission, kaggle))
    for k, episode in enumerate(done.listed):
        replay = f"episode-{episode}-replay.json"
        if os.path.exists(os.path.join(out, replay)):
            done.kept += 1
        elif _fetch(["competitions", "replay", str(episode)], replay, out, kaggle):
            done.replays += 1
        else:
            raise KaggleCLIError(f"the Kaggle CLI wrote no {replay}")
        index = own_agent(os.path.join(out, replay), submission)
        log = f"episode-{episode}-agent-{index}-logs.json"
        if logs and index is not None and not os.path.exists(os.path.join(out, log)):
            done.logs += _fetch(["competitions", "logs", str(episode), str(index)], log, out, kaggle)
        if progress is not None:
            progress(k + 1, len(done.listed))
    return done
