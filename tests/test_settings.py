"""The settings as data: every field of the AlphaZero configuration described (what, unit, range,
kind), the rule that a feature switch exists only if a preset turns it on, no preset value that
nothing reads, the ranges checked, the retired settings of older runs, and ``--settings``."""

import dataclasses

import pytest

from tests.helpers import run
from training.alphazero.config import PRESETS, RETIRED, AlphaZeroConfig
from training.alphazero.selfplay.config import RETIRED_SELFPLAY, SelfPlayConfig
from training.nets.model import RETIRED_NET, NetConfig
from training.settings import BOARD, KINDS, PLACEMENT, SWITCH, VALUE, described, flatten, without_retired

ON_BY_DEFAULT = {"gating", "eval_every"}
"""The switches the default configuration (the source papers' AlphaZero: gating as Gupta and Shah
2022 do, games against baselines as they report them) turns on and both presets turn off."""


def is_on(value, spec) -> bool:
    """Whether a switch of ``spec`` is on at ``value``."""
    return value != spec.off


def test_every_field_is_described():
    for cls in (AlphaZeroConfig, SelfPlayConfig, NetConfig):
        names = {f.name for f in dataclasses.fields(cls)}
        assert {name for name, _ in described(cls)} == names, cls
        for name, spec in described(cls):
            assert spec.what and spec.kind in KINDS, name
            assert not spec.needs or spec.needs in flatten(AlphaZeroConfig()), name


def test_the_configuration_has_at_most_80_settings():
    assert len(flatten(AlphaZeroConfig())) <= 80


def test_a_feature_switch_exists_only_if_a_preset_turns_it_on():
    """Every switch (and every flag of where the work runs) off by default is on in the ``cpu`` or
    the ``gpu`` preset; the ones on by default are the source papers' and nothing else; a flag is
    never a plain value."""
    default, cpu, gpu = (flatten(c) for c in (AlphaZeroConfig(), PRESETS["cpu"], PRESETS["gpu"]))
    on_by_default = set()
    for name, (value, spec) in default.items():
        if isinstance(value, bool):
            assert spec.kind in (SWITCH, BOARD, PLACEMENT), f"{name} is a flag: a switch, not a {spec.kind}"
        if spec.kind == SWITCH or (spec.kind == PLACEMENT and isinstance(value, bool)):
            if is_on(value, spec):
                on_by_default.add(name)
            elif not (is_on(cpu[name][0], spec) or is_on(gpu[name][0], spec)):
                pytest.fail(f"{name} is a switch no preset turns on: measure it, then turn it on in a preset or "
                            f"move it to the tried-and-rejected ledger of results/README.md")
    assert {n for n in on_by_default if not (is_on(cpu[n][0], default[n][1]) or is_on(gpu[n][0], default[n][1]))} \
        == ON_BY_DEFAULT


@pytest.mark.parametrize("name", ["cpu", "gpu"])
def test_a_preset_sets_no_value_it_does_not_read(name):
    """A value read only under a switch the preset leaves off keeps its default there."""
    default, mine = flatten(AlphaZeroConfig()), flatten(PRESETS[name])
    for setting, (value, spec) in mine.items():
        if spec.needs and not is_on(mine[spec.needs][0], mine[spec.needs][1]):
            assert value == default[setting][0], f"the {name} preset sets {setting}, which {spec.needs} off never reads"


def test_values_and_flags_are_told_apart():
    assert all(spec.kind != VALUE or not isinstance(value, bool) for value, spec in flatten(AlphaZeroConfig()).values())


@pytest.mark.parametrize("build, message", [
    (lambda: AlphaZeroConfig(batch_size=0), r"^batch_size must be in \[1, "),
    (lambda: AlphaZeroConfig(learning_rate=float("nan")), r"^learning_rate must be in"),
    (lambda: AlphaZeroConfig(lr_decay_at=(0.5, 2.0)), r"^lr_decay_at must be in \[0, 1\], got \(0.5, 2.0\)"),
    (lambda: AlphaZeroConfig(time_limit_s=-1.0), r"^time_limit_s must be in >= 0 or none"),
    (lambda: AlphaZeroConfig(exact_cache_entries=1 << 30), r"^exact_cache_entries must be in \[0, 67108864\]"),
    (lambda: AlphaZeroConfig(iterations=None), r"^iterations must be set"),
    (lambda: SelfPlayConfig(search="mcts"), r"^selfplay.search must be one of puct, gumbel, got 'mcts'"),
    (lambda: SelfPlayConfig(dirichlet_fraction=1.5), r"^selfplay.dirichlet_fraction must be in \[0, 1\]"),
    (lambda: NetConfig(filters=0), r"^net.filters must be in \[1, 1024\], got 0"),
])
def test_a_value_out_of_its_range_is_refused_with_its_name_and_range(build, message):
    with pytest.raises(ValueError, match=message):
        build()


def test_an_older_runs_retired_settings_are_dropped_where_they_were_off():
    saved = PRESETS["cpu"].to_dict()
    older = {**saved, **{k: v for k, v in RETIRED.items() if v is not ...}, "window_exponent": 0.75,
             "momentum": 0.9, "reanalyse_simulations": 0,
             "selfplay": {**saved["selfplay"], **{k: v for k, v in RETIRED_SELFPLAY.items() if v is not ...},
                          "book_start_plies": 12, "lanes": 1},
             "net": {**saved["net"], **RETIRED_NET}}
    assert AlphaZeroConfig.from_dict(older) == PRESETS["cpu"]
    with pytest.raises(ValueError, match="window_start was on in this file's configuration"):
        AlphaZeroConfig.from_dict({**older, "window_start": 25_000})
    with pytest.raises(ValueError, match="net.soft_policy was on"):
        NetConfig.from_dict({**saved["net"], "soft_policy": True})
    assert without_retired({"a": 1, "b": 2}, {"b": ...}) == {"a": 1}


def test_settings_lists_every_setting_with_each_presets_value():
    proc = run("train", "alphazero", "--json", "--settings")
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert lines[0].split()[:8] == ["setting", "kind", "unit", "range", "default", "tiny", "cpu", "gpu"]
    rows = {line.split()[0]: line for line in lines[1:]}
    assert set(rows) == set(flatten(AlphaZeroConfig()))
    assert rows["selfplay.search"].split()[1:7] == ["value", "puct|gumbel", "puct", ".", ".", "gumbel"]
    assert rows["batch_size"].split()[1:8] == ["value", "positions", "[1,", "1048576]", "256", "32", "."]
    one = run("train", "alphazero", "--json", "--settings", "--preset", "gpu")
    assert one.returncode == 0 and one.stdout.splitlines()[0].split()[:6] == ["setting", "kind", "unit", "range",
                                                                               "default", "gpu"]
    other = run("train", "distill", "--json", "--settings")
    assert other.returncode == 2 and "--settings" in other.stderr and "Traceback" not in other.stderr  # alphazero's
    missing = run("train", "alphazero")
    assert missing.returncode == 2 and "--out" in missing.stderr and "Traceback" not in missing.stderr
