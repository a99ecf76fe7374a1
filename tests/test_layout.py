"""The project's import arrows run one way: each package imports only from the packages below it
(``LAYERS``, lowest first), training's subpackages likewise (``TRAINING_LAYERS``), and no module
imports itself through others (no cycles)."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LAYERS = ("agents", "durable", "training", "distributed", "ladder", "packager", "evaluation", "cli")
TRAINING_LAYERS = ("collector", "runio", "settings", "nets", "exact", "alphazero", "papers")


def _modules() -> dict[str, Path]:
    found = {}
    for package in LAYERS:
        for path in (ROOT / package).rglob("*.py"):
            parts = path.relative_to(ROOT).with_suffix("").parts
            found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


def _arrows(modules: dict[str, Path]) -> dict[str, set[str]]:
    """Module -> the project's modules it imports, at any depth of its code."""
    arrows: dict[str, set[str]] = {}
    for name, path in modules.items():
        targets = set()
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
            else:
                continue
            for target in names:
                while target and target not in modules:
                    target = target.rpartition(".")[0]
                if target and target != name:
                    targets.add(target)
        arrows[name] = targets
    return arrows


def _rank(name: str) -> tuple[int, int]:
    parts = name.split(".")
    inner = TRAINING_LAYERS.index(parts[1]) if parts[0] == "training" and len(parts) > 1 else -1
    return LAYERS.index(parts[0]), inner


def upward_arrows(arrows: dict[str, set[str]]) -> list[tuple[str, str]]:
    """Arrows to a higher layer (or, inside training, to a higher subpackage)."""
    return sorted((a, b) for a, targets in arrows.items() for b in targets if _rank(b) > _rank(a))


def cycles(arrows: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected sets of more than one module (Tarjan 1972)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in arrows[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in arrows:
        if v not in index:
            visit(v)
    return found


def test_imports_run_one_way_without_cycles():
    arrows = _arrows(_modules())
    assert upward_arrows(arrows) == []
    assert cycles(arrows) == []


def test_the_checks_catch_an_upward_arrow_and_a_cycle():
    arrows = {"agents.board": {"training.nets.model"}, "training.nets.model": {"agents.board"},
              "training.exact.labels": {"training.alphazero.trainer"}, "training.alphazero.trainer": set()}
    assert upward_arrows(arrows) == [("agents.board", "training.nets.model"),
                                     ("training.exact.labels", "training.alphazero.trainer")]
    assert cycles(arrows) == [["agents.board", "training.nets.model"]]
