"""Load a built submission file the way kaggle-environments does, keeping its globals.

Standard library only, so that a process measuring a file's loading time and memory pays for
nothing else.
"""

from __future__ import annotations


def load(path: str) -> dict:
    """Execute a built file as kaggle-environments' loader does (fresh globals, ``__name__`` not
    ``"__main__"``, ``__file__`` undefined) and return its globals: ``agent`` (the last callable),
    ``PLAYER``, ``network``, ``book``, ``_PACKAGE``.

    Raises:
        OSError: an unreadable file; whatever the file raises while it loads.
    """
    with open(path) as f:
        source = f.read()
    namespace: dict = {}
    exec(compile(source, path, "exec"), namespace)
    return namespace
