"""Settings as data: each field of a trainer's configuration carries what it means, its unit, its
range and its kind in the field's metadata (:func:`setting`), so that one table says what every
setting is (``connectx train alphazero --settings``), the configuration checks its own ranges
(:func:`check_ranges`), and a test holds the rule that a feature switch exists only if a preset
turns it on (:data:`SWITCH`)."""

from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass, fields, is_dataclass
from typing import Any

SWITCH = "switch"
"""A feature of the recipe, on or off (its ``off`` value turns it off): it exists only where the
``cpu`` or ``gpu`` preset turns it on, or where the default configuration does (the source
papers' AlphaZero)."""
VALUE = "value"
"""A number or choice a feature uses; with ``needs``, read only where that switch is on."""
BOARD = "board"
"""The game the run learns: its board, its mixture of boards, the network's frame."""
PLACEMENT = "placement"
"""Where and how fast the work runs (processes, threads, cores, the memory labels are looked up in, the
device's kernels): nothing learned changes, and a resumed run may set it again."""
KINDS = (SWITCH, VALUE, BOARD, PLACEMENT)
_UNSET = object()


@dataclass(frozen=True)
class Setting:
    """One field's description.

    Attributes:
        what: what it means, one sentence.
        unit: its unit ("plies", "s", "games", ...; "" for a count of nothing or a flag).
        low, high: the closed range of a number (None: unbounded on that side); ``choices``: the
            values a text setting takes. ``optional``: None is allowed too (see ``what``).
        kind: one of :data:`KINDS`.
        off: a switch's value that turns its feature off.
        needs: the switch this value is read under (``"gating"``, ``"selfplay.pipeline"``).
    """

    what: str
    unit: str = ""
    low: float | None = None
    high: float | None = None
    choices: tuple[str, ...] = ()
    optional: bool = False
    kind: str = VALUE
    off: Any = None
    needs: str = ""

    def range_text(self) -> str:
        """The range as one short text: ``[0, 1]``, ``>= 1``, ``puct|gumbel``, ``true|false``."""
        if self.choices:
            text = "|".join(self.choices)
        elif self.low is not None and self.high is not None:
            text = f"[{_number(self.low)}, {_number(self.high)}]"
        elif self.low is not None:
            text = f">= {_number(self.low)}"
        elif self.high is not None:
            text = f"<= {_number(self.high)}"
        else:
            text = ""
        return text + (" or none" if self.optional else "")


def _number(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else f"{x:g}"


def setting(default: Any = _UNSET, what: str = "", unit: str = "", low: float | None = None,
            high: float | None = None, choices: tuple[str, ...] = (), optional: bool = False, kind: str = VALUE,
            off: Any = _UNSET, needs: str = "", factory: Any = None) -> Any:
    """A dataclass field with its :class:`Setting` in ``metadata["setting"]``. A switch's ``off``
    defaults to False for a flag, else to the field's default.

    Raises:
        ValueError: an unknown ``kind``.
    """
    if kind not in KINDS:
        raise ValueError(f"kind must be one of {', '.join(KINDS)}, got {kind!r}")
    if kind == SWITCH and off is _UNSET:
        off = False if isinstance(default, bool) else default
    meta = {"setting": Setting(what, unit, low, high, choices, optional, kind, None if off is _UNSET else off, needs)}
    if factory is not None:
        return dataclasses.field(default_factory=factory, metadata=meta)
    return dataclasses.field(default=default, metadata=meta)


def described(cls: type) -> list[tuple[str, Setting]]:
    """``(name, Setting)`` of every field of the dataclass ``cls`` that has one."""
    return [(f.name, f.metadata["setting"]) for f in fields(cls) if "setting" in f.metadata]


def check_ranges(config: Any, prefix: str = "") -> None:
    """Check every described field of ``config`` (a dataclass instance) against its range or
    choices.

    Raises:
        ValueError: one line naming the first setting out of range, its range and the value.
    """
    for name, spec in described(type(config)):
        value = getattr(config, name)
        full = prefix + name
        if value is None:
            if not spec.optional:
                raise ValueError(f"{full} must be set ({spec.range_text()}), got none")
            continue
        if spec.choices:
            if value not in spec.choices:
                raise ValueError(f"{full} must be one of {', '.join(spec.choices)}, got {value!r}")
            continue
        numbers = value if isinstance(value, tuple) else (value,)
        for number in numbers:
            if isinstance(number, bool) or not isinstance(number, int | float):
                continue
            if math.isnan(number) or (spec.low is not None and number < spec.low) or (
                    spec.high is not None and number > spec.high):
                raise ValueError(f"{full} must be in {spec.range_text()}, got {value}")


def flatten(config: Any, prefix: str = "") -> dict[str, tuple[Any, Setting]]:
    """Every described setting of ``config`` and of its nested described configurations, by
    dotted name (``selfplay.simulations``): ``(value, Setting)``."""
    out: dict[str, tuple[Any, Setting]] = {}
    for f in fields(config):
        value = getattr(config, f.name)
        if is_dataclass(value):
            out.update(flatten(value, f"{prefix}{f.name}."))
        elif "setting" in f.metadata:
            out[prefix + f.name] = (value, f.metadata["setting"])
    return out


def settings_table(default: Any, presets: dict[str, Any], only: str | None = None) -> list[str]:
    """The lines of ``--settings``: for every setting of ``default``'s configuration (and its
    nested ones), its name, kind (:data:`KINDS`), unit, range, the default and each preset's value
    (or only preset ``only``'s), and what it means; a value equal to the default shown as ``.``."""
    names = [only] if only else list(presets)
    table = flatten(default)
    columns = {name: flatten(presets[name]) for name in names}

    def show(value: Any) -> str:
        if isinstance(value, bool):
            return str(value).lower()
        if isinstance(value, tuple):
            return ",".join(show(v) for v in value) or "()"
        if value is None:
            return "none"
        if isinstance(value, float):
            return f"{value:g}"
        return str(value)

    width = max(len(n) for n in table)
    head = f"{'setting':{width}s}  {'kind':9s}  {'unit':8s}  {'range':16s}  {'default':>9s}  " + "  ".join(
        f"{n:>9s}" for n in names) + "  what"
    lines = [head]
    for name, (value, spec) in table.items():
        cells = []
        for preset in names:
            mine = columns[preset][name][0]
            cells.append(f"{('.' if mine == value else show(mine)):>9s}")
        lines.append(f"{name:{width}s}  {spec.kind:9s}  {spec.unit:8s}  {spec.range_text():16s}  {show(value):>9s}  "
                     + "  ".join(cells) + f"  {spec.what}")
    return lines


def without_retired(data: dict[str, Any], retired: dict[str, Any], prefix: str = "") -> dict[str, Any]:
    """``data`` (a configuration saved as a dict) without the ``retired`` fields (name: the value
    that meant "off", or ``...`` for any), which older files hold: a file that had them off is
    read as it was.

    Raises:
        ValueError: a retired field that was on (the run used a feature this version no longer
            has: the tried-and-rejected ledger of ``results/README.md`` names the tag that holds it).
    """
    kept = dict(data)
    for name, off in retired.items():
        if name in kept and kept.pop(name) != off and off is not ...:
            raise ValueError(f"{prefix}{name} was on in this file's configuration, a setting this version no longer "
                             f"has (see the tried-and-rejected ledger in results/README.md)")
    return kept
