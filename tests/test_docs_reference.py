"""Docs and results as a reference: every folder in the index of results/README.md, every
``results/...`` path a document names on disk (a glob's ``*`` and ``{a,b}`` expanded), and every
module in the design's map."""

from __future__ import annotations

import glob
import itertools
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOCUMENTS = ["README.md", *sorted(str(p.relative_to(ROOT)) for p in (ROOT / "docs").glob("*.md")),
             *sorted(str(p.relative_to(ROOT)) for p in (ROOT / "results").rglob("*.md"))]


def folders() -> set[str]:
    """Every folder under results/ that holds a file, relative to results/."""
    return {str(p.parent.relative_to(ROOT / "results")) for p in (ROOT / "results").rglob("*")
            if p.is_file() and p.parent != ROOT / "results"}


def expand(path: str) -> list[str]:
    """``a/{b,c}/d`` as its alternatives."""
    parts = re.split(r"\{([^}]*)\}", path)
    choices = [[part] if i % 2 == 0 else part.split(",") for i, part in enumerate(parts)]
    return ["".join(chosen) for chosen in itertools.product(*choices)]


def test_every_results_folder_is_in_the_index():
    index = (ROOT / "results" / "README.md").read_text()
    listed = set(re.findall(r"^\| `([^`]+)/` \|", index, re.M))
    assert listed == folders()


def test_every_results_path_a_document_names_exists():
    missing = []
    for document in DOCUMENTS:
        text = re.sub(r"\{([^}\n]*)\n\s*([^}]*)\}", r"{\1\2}", (ROOT / document).read_text())  # a wrapped {a,b}
        for named in set(re.findall(r"(?<![\w-])results/[\w./*{},-]*[\w*}/]", text)):
            for path in expand(named.rstrip("/.,")):
                if not glob.glob(str(ROOT / path)):
                    missing.append(f"{document}: {path}")
    assert not missing, "\n".join(sorted(missing))


def test_the_designs_map_names_every_module():
    import subprocess

    listing = ["git", "-C", str(ROOT), "ls-files", "*.py"]
    design = (ROOT / "docs" / "design.md").read_text()
    modules = subprocess.run(listing, capture_output=True, text=True).stdout.split()
    product = [m for m in modules if not m.startswith(("tests/", "submissions/")) and not m.endswith("__init__.py")]
    assert [m for m in product if Path(m).name not in design] == []


def test_the_recipe_names_settings_that_exist_and_every_one_a_preset_sets():
    from training.alphazero.config import PRESETS, AlphaZeroConfig
    from training.settings import flatten

    recipe = (ROOT / "docs" / "recipe.md").read_text()
    headers = re.findall(r"^- \*\*.*$", recipe, re.M)
    entries = [name for line in headers for name in re.findall(r"\*\*`([\w.]+)`\*\*", line)]
    default = flatten(AlphaZeroConfig())
    assert entries and [e for e in entries if e not in default and e != "net"] == []  # net: its section
    chosen = {name for preset in ("cpu", "gpu") for name, (value, _) in flatten(PRESETS[preset]).items()
              if value != default[name][0] and not name.startswith(("net.", "selfplay.parallel", "iterations",
                                                                     "time_limit", "truth_", "eval_", "replay_"))}
    assert sorted(chosen - set(entries)) == []  # each value a preset chooses, said why
