"""Build a single-file Kaggle submission (``main.py``) from the ``agents/`` source.

The file carries the very modules the ladder runs, as source text, and a small importer that
serves them under a private package name (``_cx_<hash>``, so two submissions loaded into one
process never share modules, and kaggle-environments' own ``agents.py`` on ``sys.path`` is never
touched); the only change to the source is that ``agents`` in import statements becomes that
name. Weights travel as base64 of :func:`agents.weights.encode_arrays` bytes. The file imports
only the standard library and numpy (and onnxruntime, guarded, in an onnxruntime build); the last
callable it defines is ``agent``, which returns a plain ``int``.
"""

from __future__ import annotations

import ast
import base64
import hashlib
import re
from dataclasses import dataclass
from pathlib import Path

import agents
from agents.nn import load_arrays
from agents.players import FILE_PARAMETERS, make_player, parse_spec
from agents.weights import decode_arrays, encode_arrays
from durable.files import write_text

AGENTS_ROOT = Path(agents.__file__).parent
_IMPORT = re.compile(r"^(\s*)(from|import)\s+agents(\.|\s|$)", re.MULTILINE)


def module_source(name: str) -> str:
    """The source of ``agents``' module ``name`` (``"agents.search.puct"``)."""
    parts = name.split(".")[1:]
    path = AGENTS_ROOT.joinpath(*parts)
    path = path / "__init__.py" if path.is_dir() else path.with_suffix(".py")
    return path.read_text()


def _imports(source: str) -> set[str]:
    """``agents`` modules a source imports (at any depth of the code)."""
    found = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[0] == "agents":
            found.add(node.module)
            for alias in node.names:  # "from agents.search import puct" imports a module too
                candidate = f"{node.module}.{alias.name}"
                if _exists(candidate):
                    found.add(candidate)
        elif isinstance(node, ast.Import):
            found |= {a.name for a in node.names if a.name.split(".")[0] == "agents"}
    return found


def _exists(name: str) -> bool:
    parts = name.split(".")[1:]
    path = AGENTS_ROOT.joinpath(*parts)
    return path.is_dir() or path.with_suffix(".py").is_file()


def closure(roots: list[str]) -> list[str]:
    """Every ``agents`` module ``roots`` need, with their parent packages, sorted."""
    seen: set[str] = set()
    todo = list(roots)
    while todo:
        name = todo.pop()
        parents = [".".join(name.split(".")[:k]) for k in range(1, name.count(".") + 1)]
        for mod in [*parents, name]:
            if mod not in seen:
                seen.add(mod)
                todo.extend(_imports(module_source(mod)) - seen)
    return sorted(seen)


def rewrite_imports(source: str, package: str) -> str:
    """``from agents.x import y`` -> ``from PACKAGE.x import y`` (import statements only)."""
    return _IMPORT.sub(lambda m: f"{m.group(1)}{m.group(2)} {package}{m.group(3)}", source)


@dataclass(frozen=True)
class Build:
    """What goes into a file.

    Attributes:
        player_code: Python expression building the player, evaluated in the file with the
            private package's ``players`` module as ``players`` and, for networks, ``network``.
        description: the file's docstring header.
        weights: encoded weight bytes (None for weight-free players).
        onnx: an ONNX model's bytes for the onnxruntime backend (None: numpy only).
        book: an opening book's bytes (:mod:`agents.book`), served to the player code as
            ``book`` (None: ``book`` is None).
        files: a weight-file player's files, ``{parameter: encoded arrays}``, served to the
            player code as ``files`` (``{parameter: arrays}``).
        overage_share: the file's :class:`agents.kaggle.TimeControl` ``overage_share``: the share
            of Kaggle's overage bank (above its reserve) added to each move's time, in [0, 1);
            0 never draws on the bank.
    """

    player_code: str
    description: str
    weights: bytes | None = None
    onnx: bytes | None = None
    book: bytes | None = None
    files: dict[str, bytes] | None = None
    overage_share: float = 0.0


_TEMPLATE = '''"""{description}

Built by connectx from the agents/ source; Kaggle executes this file and calls ``agent``, the last
callable it defines. It imports only the standard library and numpy{onnx_note}.
"""
import base64
import importlib.abc
import importlib.util
import sys
import time

_STARTED = time.perf_counter()
_PACKAGE = {package!r}
_SOURCES = {sources}


class _SourceImporter(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Serves the embedded modules under the private package name."""

    def find_spec(self, fullname, path=None, target=None):
        if fullname != _PACKAGE and not fullname.startswith(_PACKAGE + "."):
            return None
        name = "agents" + fullname[len(_PACKAGE):]
        if name not in _SOURCES:
            return None
        is_package = any(other.startswith(name + ".") for other in _SOURCES)
        return importlib.util.spec_from_loader(fullname, self, is_package=is_package)

    def create_module(self, spec):
        return None

    def exec_module(self, module):
        name = "agents" + module.__name__[len(_PACKAGE):]
        exec(compile(_SOURCES[name], "<connectx " + name + ">", "exec"), module.__dict__)


if not any(isinstance(f, importlib.abc.MetaPathFinder) and getattr(f, "package", None) == _PACKAGE
           for f in sys.meta_path):
    _importer = _SourceImporter()
    _importer.package = _PACKAGE
    sys.meta_path.append(_importer)

players = importlib.import_module(_PACKAGE + ".players")
_kaggle = importlib.import_module(_PACKAGE + ".kaggle")
_WEIGHTS = {weights}
_ONNX = {onnx}
network = None
if _WEIGHTS is not None:
    _nn = importlib.import_module(_PACKAGE + ".nn")
    _weights = importlib.import_module(_PACKAGE + ".weights")
    network = _nn.Network(_weights.decode_arrays(base64.b64decode(_WEIGHTS)))
    if _ONNX is not None:
        try:
            network = _nn.OnnxNetwork(base64.b64decode(_ONNX), network)
        except ImportError:
            pass  # onnxruntime is not installed here: the numpy network plays
_FILES = {files}
files = {{}}
if _FILES:
    _decode = importlib.import_module(_PACKAGE + ".weights").decode_arrays
    files = {{name: _decode(base64.b64decode(blob)) for name, blob in _FILES.items()}}
_BOOK = {book}
book = None
if _BOOK is not None:
    book = importlib.import_module(_PACKAGE + ".book").OpeningBook.from_bytes(base64.b64decode(_BOOK))
PLAYER = {player_code}
_AGENT = _kaggle.make_agent(PLAYER, _kaggle.TimeControl(overage_share={overage_share!r}),
                            startup_s=time.perf_counter() - _STARTED)


def agent(observation, configuration):
    """Kaggle's entry point: a plain int, the column to play."""
    return _AGENT(observation, configuration)
'''


def render(build: Build) -> str:
    """The text of ``main.py`` for a build."""
    names = closure(["agents.kaggle", "agents.players"] + (["agents.nn", "agents.weights"] if build.weights else [])
                    + (["agents.weights"] if build.files else []))
    digest = hashlib.sha256()
    for name in names:
        digest.update(name.encode() + module_source(name).encode())
    for blob in (build.weights, build.book, *(build.files or {}).values()):
        if blob:
            digest.update(blob)
    package = "_cx_" + digest.hexdigest()[:12]
    sources = {name: rewrite_imports(module_source(name), package) for name in names}
    body = "{\n" + "".join(f"    {name!r}: {src!r},\n" for name, src in sources.items()) + "}"
    return _TEMPLATE.format(
        description=build.description.replace('"""', "'''"), package=package, sources=body,
        weights="None" if build.weights is None else repr(base64.b64encode(build.weights).decode()),
        onnx="None" if build.onnx is None else repr(base64.b64encode(build.onnx).decode()),
        book="None" if build.book is None else repr(base64.b64encode(build.book).decode()),
        files="{" + ", ".join(f"{k!r}: {base64.b64encode(v).decode()!r}" for k, v in (build.files or {}).items()) + "}",
        onnx_note=" (and onnxruntime when it can be imported, else numpy)" if build.onnx else "",
        player_code=build.player_code, overage_share=float(build.overage_share))


def player_build(spec: str, quantize: str = "uint16") -> Build:
    """A named player as a file (any but ``alphazero``); the files its spec names (the
    parameters in :data:`agents.players.FILE_PARAMETERS`: ``weights``, ``policy``, ``value``) are
    read and embedded, encoded with ``quantize`` (:mod:`agents.weights`).

    Raises:
        ValueError: a bad spec, an unreadable weights file, or ``alphazero`` (it is packaged from
            a checkpoint).
    """
    name, kwargs = parse_spec(spec)
    if name == "alphazero":
        raise ValueError("an alphazero player is packaged from a checkpoint: connectx package CHECKPOINT")
    files = {k: encode_arrays(load_arrays(v), quantize) for k, v in kwargs.items()
             if k in FILE_PARAMETERS and v is not None}
    rest = ",".join(f"{k}={v}" for k, v in kwargs.items() if k not in files)
    player_spec = name + (":" + rest if rest else "")
    make_player(player_spec, arrays={k: decode_arrays(v) for k, v in files.items()})  # fails here, not in Kaggle
    return Build(player_code=f"players.make_player({player_spec!r}, arrays=files)",
                 description=f"ConnectX agent: {spec}" + (f" (files embedded, {quantize})" if files else ""),
                 files=files or None)


def write(build: Build, out: str) -> int:
    """Write the file atomically; return its size in bytes."""
    text = render(build)
    write_text(out, text)
    return len(text.encode())
