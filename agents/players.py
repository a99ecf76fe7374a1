"""Named, parameterised players: ``"mcts:simulations=2000,seed=3"`` -> a player object.

A player spec is ``NAME`` or ``NAME:KEY=VALUE,KEY=VALUE``; the keys are the keyword arguments of
the player's class, converted to the annotated type (int, float, or "none" for an optional
limit). :data:`PLAYERS` lists the names and where each player lives; a player's module is
imported when the player is first named, so that a packaged file carries only its own.

Every player has ``choose(position, seconds=None) -> int``: a legal 0-based column for the side
to move in a non-terminal ``position``, within ``seconds`` of wall time when a budget is given
(on top of the player's own limit, whichever comes first). Players are seeded (``seed``, default
0) and reproducible: the same spec, position and count limits give the same move; a time limit
makes the amount of search, and so the move, depend on the machine.
"""

from __future__ import annotations

import importlib
import inspect
import typing

PLAYERS: dict[str, tuple[str, str]] = {
    "random": ("baselines", "RandomPlayer"),
    "greedy": ("baselines", "GreedyPlayer"),
    "minimax": ("baselines", "MinimaxPlayer"),
    "mcts": ("baselines", "MCTSPlayer"),
    "hybrid": ("baselines", "HybridPlayer"),
    "alphazero": ("alphazero", "AlphaZeroPlayer"),
    "mc-mlp": ("baselines", "MCValuePlayer"),
    "td-linear": ("baselines", "TDLinearPlayer"),
    "policy-net": ("baselines", "PolicyNetPlayer"),
    "value-net": ("baselines", "ValueNetPlayer"),
    "amcts": ("baselines", "AMCTSPlayer"),
}
"""Player names and their ``(module, class)``: the module within this package."""


def player_module(name: str) -> str:
    """The dotted name of the module of player ``name`` within this package (``"agents.baselines"``;
    in a packaged file, the file's private package).

    Raises:
        ValueError: an unknown player name.
    """
    if name not in PLAYERS:
        raise ValueError(f"unknown player {name!r}; known: {', '.join(PLAYERS)}")
    return f"{__package__}.{PLAYERS[name][0]}"


def player_class(name: str) -> type:
    """The class of player ``name``, its module imported on first use.

    Raises:
        ValueError: an unknown player name.
    """
    return getattr(importlib.import_module(player_module(name)), PLAYERS[name][1])


def parse_spec(spec: str) -> tuple[str, dict[str, typing.Any]]:
    """Split ``"name:key=value,..."`` into the name and typed keyword arguments.

    Numbers other than ``seed`` must be finite and at least 0, and ``seconds`` above 0.

    Raises:
        ValueError: unknown name, unknown key, a value of the wrong type or out of range, or bad
            syntax; the message names the offending part and the accepted keys.
    """
    name, _, params = spec.strip().partition(":")
    if name not in PLAYERS:
        raise ValueError(f"unknown player {name!r} in {spec!r}; known: {', '.join(PLAYERS)}")
    cls = player_class(name)
    signature = inspect.signature(cls.__init__)
    hints = typing.get_type_hints(cls.__init__)
    kwargs: dict[str, typing.Any] = {}
    for item in filter(None, (p.strip() for p in params.split(","))):
        key, eq, raw = item.partition("=")
        key = key.strip()
        if not eq:
            raise ValueError(f"expected KEY=VALUE, got {item!r} in {spec!r}")
        if key not in signature.parameters or key == "self":
            keys = [k for k in signature.parameters if k != "self"]
            raise ValueError(f"{name} has no parameter {key!r}; parameters: {', '.join(keys)}")
        kwargs[key] = value = _convert(raw.strip(), hints[key], f"{name}:{key}")
        if isinstance(value, (int, float)) and not isinstance(value, bool) and key != "seed":
            if value != value or value in (float("inf"), float("-inf")):
                raise ValueError(f"{name}:{key} must be a finite number, got {raw.strip()!r}")
            if value < 0 or (key == "seconds" and value == 0):
                raise ValueError(f"{name}:{key} must be {'above' if key == 'seconds' else 'at least'} 0, "
                                 f"got {raw.strip()!r}")
    return name, kwargs


def _convert(raw: str, hint: typing.Any, where: str) -> typing.Any:
    """Convert ``raw`` to ``hint`` (int, float, str, bool, or an Optional of one)."""
    args = typing.get_args(hint)
    if type(None) in args:
        if raw.lower() == "none":
            return None
        hint = next(a for a in args if a is not type(None))
    try:
        if hint is bool:
            if raw.lower() not in ("true", "false", "1", "0"):
                raise ValueError(raw)
            return raw.lower() in ("true", "1")
        return hint(raw)
    except ValueError:
        raise ValueError(f"{where}: {raw!r} is not a valid {hint.__name__}") from None


FILE_PARAMETERS = ("weights", "policy", "value")
"""Player parameters that name a weights file (an ``.npz``); the packager embeds those files."""


def make_player(spec: str, seed: int | None = None, arrays: dict | None = None):
    """Build the player a spec names.

    Args:
        spec: ``NAME`` or ``NAME:KEY=VALUE,...`` (see the module docstring).
        seed: overrides the spec's ``seed`` when given.
        arrays: ``{parameter: {name: array}}`` for parameters in :data:`FILE_PARAMETERS` given
            as arrays in memory rather than as files (the packaged submission does).

    Raises:
        ValueError: as :func:`parse_spec`, or a parameter the player rejects.
    """
    name, kwargs = parse_spec(spec)
    if seed is not None:
        kwargs["seed"] = seed
    kwargs.update(arrays or {})
    return player_class(name)(**kwargs)
