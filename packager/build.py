"""Build a single-file Kaggle submission (``main.py``) from the ``agents/`` source.

The file reads top to bottom as: a header (what plays, how each move is decided, the network, the
build's commit and the sha256 of its data, a table of contents), a small importer, the ``agents``
modules its player uses, each as its own multi-line source (a raw string a reader can scroll;
tracebacks show its lines), the ``agent`` function, and last the data: weights (one network, or
two: the second for the boards the first does not fit) as base64 of
:func:`agents.weights.encode_arrays` bytes, an opening book as base64 of its lzma-compressed
:mod:`agents.book` bytes.

The modules are served under a private package name (``_cx_<hash>``, so two submissions loaded
into one process never share modules, and kaggle-environments' own ``agents.py`` on ``sys.path``
is never touched); the only change to the source is that ``agents`` in import statements becomes
that name. The file imports only the standard library and numpy (and, guarded, numba where it
carries the numba build of the solver, onnxruntime in an onnxruntime build); the last callable it
defines is ``agent``, which returns a plain ``int``.

Builds are reproducible: the same inputs (sources, network, book, options, commit) give the same
bytes, so a rebuild that changes nothing keeps its identity (its sha256) in the ladder.
"""

from __future__ import annotations

import ast
import base64
import hashlib
import lzma
import re
import subprocess
import textwrap
from dataclasses import dataclass, field
from pathlib import Path

import agents
from agents.nn import load_arrays
from agents.players import FILE_PARAMETERS, make_player, parse_spec, player_module
from agents.weights import decode_arrays, encode_arrays
from durable.files import write_text

AGENTS_ROOT = Path(agents.__file__).parent
_IMPORT = re.compile(r"^(\s*)(from|import)\s+agents(\.|\s|$)", re.MULTILINE)
_RULE = "# " + "-" * 98


def module_path(name: str) -> str:
    """The file of ``agents``' module ``name`` relative to the repository (``"agents/search/puct.py"``)."""
    parts = name.split(".")
    path = AGENTS_ROOT.parent.joinpath(*parts)
    return "/".join(parts) + ("/__init__.py" if path.is_dir() else ".py")


def module_source(name: str) -> str:
    """The source of ``agents``' module ``name`` (``"agents.search.puct"``)."""
    return (AGENTS_ROOT.parent / module_path(name)).read_text()


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


def source_commit() -> str:
    """The last git commit that changed ``agents/`` or ``packager/`` (what a file is built from),
    with `` with uncommitted changes`` when the working tree differs there; ``unknown`` outside a
    git checkout. A commit touching only other paths (a new ``main.py``, docs) leaves it as it is,
    so a rebuild of an unchanged file gives the same bytes."""
    root = str(AGENTS_ROOT.parent)
    try:
        log = subprocess.run(["git", "-C", root, "log", "-1", "--format=%H", "--", "agents", "packager"],
                             capture_output=True, text=True, timeout=30)
        status = subprocess.run(["git", "-C", root, "status", "--porcelain", "--", "agents", "packager"],
                                capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.SubprocessError):
        return "unknown"
    if log.returncode != 0 or not log.stdout.strip():
        return "unknown"
    return log.stdout.strip() + (" with uncommitted changes" if status.stdout.strip() else "")


def sha256(data: bytes) -> str:
    """Hex sha256 of ``data``."""
    return hashlib.sha256(data).hexdigest()


@dataclass(frozen=True)
class Build:
    """What goes into a file.

    Attributes:
        player_code: Python expression building the player, evaluated in the file with the
            player's module (``player_module``) as ``module``, and ``network``, ``book`` and
            ``files`` (see below).
        player_module: the ``agents`` module ``player_code`` uses (``"agents.alphazero"``).
        modules: further ``agents`` modules the player imports by name (the registry's lazily
            imported player modules), beyond what ``player_module`` imports itself.
        title: the header's first line.
        about: the header's description (how the player moves, the network), lines of text.
        options: how to rebuild the file with ``connectx package`` (no paths).
        weights: encoded weight bytes (None for weight-free players), served as ``network``
            (an :class:`agents.nn.Network`).
        onnx: an ONNX model's bytes for the onnxruntime backend (None: numpy only).
        other_weights: a second network's encoded weights, for the boards the first does not fit
            (a padded network trained on a mixture of sizes beside one trained on 6x7 alone);
            with it, ``network`` is an :class:`agents.nn.Networks` of the two, tried in order.
        other_onnx: the second network as an ONNX model (None: numpy only).
        book: an opening book's bytes (:mod:`agents.book`), served as ``book`` (an
            :class:`agents.book.OpeningBook`; None: ``book`` is None).
        files: a weight-file player's files, ``{parameter: encoded arrays}``, served to the
            player code as ``files`` (``{parameter: arrays}``).
        overage_share: the file's :class:`agents.kaggle.TimeControl` ``overage_share``: the share
            of Kaggle's overage bank (above its reserve) added to each move's time, in [0, 1);
            0 never draws on the bank.
    """

    player_code: str
    player_module: str
    title: str
    about: tuple[str, ...] = ()
    options: str = ""
    modules: tuple[str, ...] = ()
    weights: bytes | None = None
    onnx: bytes | None = None
    other_weights: bytes | None = None
    other_onnx: bytes | None = None
    book: bytes | None = None
    files: dict[str, bytes] = field(default_factory=dict)
    overage_share: float = 0.0

    def module_names(self) -> list[str]:
        """Every ``agents`` module the file carries, sorted."""
        roots = ["agents.kaggle", self.player_module, *self.modules]
        if self.weights is not None:
            roots += ["agents.nn", "agents.weights"]
        if self.onnx is not None or self.other_onnx is not None:
            roots.append("agents.onnx_network")
        if self.files:
            roots.append("agents.weights")
        if self.book is not None:
            roots.append("agents.book")
        return closure(roots)


def _optional_imports(onnx: bool, numba: bool) -> str:
    """The end of the header's sentence on imports: the optional ones the file tries."""
    tried = [name for name, used in (("numba", numba), ("onnxruntime", onnx)) if used]
    return f" (and {' and '.join(tried)} when it can be imported)." if tried else "."


_PRELUDE = '''import base64
import importlib
import importlib.abc
import importlib.util
import linecache
import sys
import time

_STARTED = time.perf_counter()
_PACKAGE = {package!r}
"""The private package name the modules below are served under: a hash of the build's inputs."""
_SOURCES = {{}}
"""``{{module: source}}``: connectx's ``agents`` modules as their files read, ``agents`` in import
statements renamed to the private package."""


class _SourceImporter(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Serves the embedded modules under the private package name; a traceback through them shows
    their source lines (registered with linecache as ``main.py: agents/...``)."""

    package = _PACKAGE

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
        source = _SOURCES[name]
        filename = "main.py: " + name.replace(".", "/") + (
            "/__init__.py" if any(other.startswith(name + ".") for other in _SOURCES) else ".py")
        linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)
        exec(compile(source, filename, "exec"), module.__dict__)


if not any(getattr(finder, "package", None) == _PACKAGE for finder in sys.meta_path):
    sys.meta_path.append(_SourceImporter())
'''

_AGENT_CODE = '''

{rule}
# The agent: the player built from the data at the end of the file, behind Kaggle's clock.
{rule}

def _build():
    """Decode the data at the end of the file and build the player.

    Returns:
        ``(network, book, player, agent)``: the network (None without weights; an ``nn.Networks``
        of both with a second network), the opening book (None without one), the player, and the
        Kaggle agent around it.
    """
    kaggle = importlib.import_module(_PACKAGE + ".kaggle")
    module = importlib.import_module(_PACKAGE + {player_module!r})
    network = book = None
    if _WEIGHTS is not None:
        nn = importlib.import_module(_PACKAGE + ".nn")
        weights = importlib.import_module(_PACKAGE + ".weights")
        networks = []
        for blob, onnx in ((_WEIGHTS, _ONNX), (_OTHER_WEIGHTS, _OTHER_ONNX)):
            if blob is None:
                continue
            networks.append(nn.Network(weights.decode_arrays(base64.decodebytes(blob.encode()))))
            if onnx is not None:
                try:
                    onnx_network = importlib.import_module(_PACKAGE + ".onnx_network").OnnxNetwork
                    networks[-1] = onnx_network(base64.decodebytes(onnx.encode()), networks[-1])
                except ImportError:
                    pass  # onnxruntime is not installed here: the numpy network plays
        network = networks[0] if len(networks) == 1 else nn.Networks(networks)
    files = {{}}
    if _FILES:
        decode = importlib.import_module(_PACKAGE + ".weights").decode_arrays
        files = {{name: decode(base64.decodebytes(blob.encode())) for name, blob in _FILES.items()}}
    if _BOOK is not None:
        try:
            import lzma
        except ImportError:  # a Python built without lzma: play without the book
            lzma = None
        if lzma is not None:
            opening_book = importlib.import_module(_PACKAGE + ".book").OpeningBook
            book = opening_book.from_bytes(lzma.decompress(base64.decodebytes(_BOOK.encode())))
    player = {player_code}
    agent = kaggle.make_agent(player, kaggle.TimeControl(overage_share={overage_share!r}),
                              startup_s=time.perf_counter() - _STARTED)
    return network, book, player, agent


network = book = PLAYER = _AGENT = None  # set at the end of the file; defined here so that
# ``agent`` stays the last callable the file defines (Kaggle plays the last one)


def agent(observation, configuration):
    """Kaggle's entry point: a plain int, the column to play."""
    return _AGENT(observation, configuration)


{rule}
# Data.
{rule}

'''


def _wrap(line: str) -> str:
    """A header line wrapped at 100 columns, continuation lines indented under its text (under a
    numbered item's text for ``  1. ...``)."""
    item = re.match(r"(\s*)(\d+\. )?", line)
    indent = " " * len(item.group(0)) if item.group(2) else item.group(1) + "  "
    return textwrap.fill(line, width=100, subsequent_indent=indent, break_long_words=False,
                         break_on_hyphens=False)


def _source_literal(source: str) -> str:
    """``source`` as a multi-line raw string literal (an escaped one when it cannot be raw)."""
    literal = "r'''\n" + source + "'''[1:]"
    if "'''" not in source and not source.endswith("\\") and ast.literal_eval(literal[:-4]) == "\n" + source:
        return literal
    return repr(source)


def _data_literal(blob: bytes | None) -> str:
    """Base64 of ``blob`` in lines of 76 characters inside a triple-quoted string (None: None)."""
    if blob is None:
        return "None"
    return '"""\n' + base64.encodebytes(blob).decode() + '"""'


def render(build: Build) -> str:
    """The text of ``main.py`` for a build."""
    names = build.module_names()
    book = None if build.book is None else lzma.compress(build.book, preset=9)
    digest = hashlib.sha256()
    for name in names:
        digest.update(name.encode() + module_source(name).encode())
    for blob in (build.weights, build.onnx, build.other_weights, build.other_onnx, build.book,
                 *build.files.values()):
        if blob:
            digest.update(blob)
    package = "_cx_" + digest.hexdigest()[:12]

    modules = []
    for name in names:
        source = rewrite_imports(module_source(name), package)
        lines = source.count("\n")
        modules.append((name, lines, f"\n\n{_RULE}\n# {name}: {module_path(name)} ({lines} lines)\n{_RULE}\n"
                                     f"_SOURCES[{name!r}] = {_source_literal(source)}\n"))
    agent_code = _AGENT_CODE.format(rule=_RULE, player_module=build.player_module[len("agents"):],
                                    player_code=build.player_code, overage_share=float(build.overage_share))
    data = _data_section(build, book)
    commit = source_commit()

    def assemble(starts: dict[str, int]) -> tuple[str, dict[str, int]]:
        parts = [_header(build, names, modules, commit, book, starts), _PRELUDE.format(package=package)]
        found = {}
        for name, _, text in modules:
            found[name] = "".join(parts).count("\n") + 7  # the line of the source's first line
            parts.append(text)
        found["agent"] = "".join(parts).count("\n") + agent_code[:agent_code.index("\ndef agent(")].count("\n") + 2
        parts.append(agent_code)
        found["data"] = "".join(parts).count("\n") + 1
        parts.append(data)
        return "".join(parts), found

    _, starts = assemble({name: 0 for name in [*(m[0] for m in modules), "agent", "data"]})
    text, check = assemble(starts)
    assert check == starts, "the header's line numbers moved"
    return text


def _data_section(build: Build, book: bytes | None) -> str:
    """The file's last part: the data (weights, ONNX models, files, the compressed ``book``) as
    base64 literals, and the call that builds the player from them."""
    return (f"_WEIGHTS = {_data_literal(build.weights)}\n"
            '"""The network\'s weights: base64 of agents/weights.py\'s encoding."""\n'
            f"_ONNX = {_data_literal(build.onnx)}\n"
            '"""The network as an ONNX model (base64), for onnxruntime where it can be imported."""\n'
            f"_OTHER_WEIGHTS = {_data_literal(build.other_weights)}\n"
            '"""A second network for the boards the first does not fit (its weights, as _WEIGHTS)."""\n'
            f"_OTHER_ONNX = {_data_literal(build.other_onnx)}\n"
            '"""The second network as an ONNX model (base64)."""\n'
            "_FILES = {" + "".join(f"\n    {k!r}: {_data_literal(v)}," for k, v in build.files.items())
            + ("\n" if build.files else "") + "}\n"
            '"""A weight-file player\'s files (base64 of agents/weights.py\'s encoding), by parameter."""\n'
            f"_BOOK = {_data_literal(book)}\n"
            '"""The opening book: base64 of the lzma-compressed agents/book.py format."""\n'
            "\nnetwork, book, PLAYER, _AGENT = _build()\n")


def _header(build: Build, names: list[str], modules: list[tuple[str, int, str]], commit: str, book: bytes | None,
            starts: dict[str, int]) -> str:
    """The file's docstring: what it is, how to rebuild it, the commit and the data's hashes, and a
    table of contents whose line numbers are ``starts``."""
    facts = [f"connectx commit: {commit}"]
    if build.weights is not None:
        facts.append(f"weights sha256: {sha256(build.weights)} ({len(build.weights):,} bytes encoded)")
    if build.other_weights is not None:
        facts.append(f"other boards' weights sha256: {sha256(build.other_weights)} "
                     f"({len(build.other_weights):,} bytes encoded)")
    if build.book is not None:
        facts.append(f"book sha256:    {sha256(build.book)} ({len(build.book):,} bytes; {len(book):,} compressed)")
    for k, v in build.files.items():
        facts.append(f"{k} sha256: {sha256(v)} ({len(v):,} bytes encoded)")
    contents = [f"  line {starts[name]:>6}  {name} ({lines} lines)" for name, lines, _ in modules]
    held = [name for name, blob in (("weights", build.weights), ("onnx model", build.onnx),
                                     ("other boards' weights", build.other_weights),
                                     ("other boards' onnx model", build.other_onnx),
                                     ("files", build.files), ("book", build.book)) if blob]
    contents += [f"  line {starts['agent']:>6}  agent: the entry point",
                 f"  line {starts['data']:>6}  data: {', '.join(held) or 'none'}"]
    text = "\n".join([build.title, "", *map(_wrap, build.about), *([""] if build.about else []),
                      *([f"Rebuild: connectx package {build.options}", ""] if build.options else []),
                      "Built by connectx from its agents/ source at the commit below (the last one that "
                      "changed", "agents/ or packager/). Kaggle executes this file and calls ``agent``, the "
                      "last callable it", "defines. It imports only the standard library and numpy"
                      + _optional_imports(bool(build.onnx or build.other_onnx), "agents.solver.numba_build" in names),
                      "", *facts, "", "Contents:", *contents])
    return '"""' + text.replace('"""', "'''").replace("\\", "\\\\") + '\n"""\n'


def player_build(spec: str, quantize: str = "uint16", overage_share: float = 0.0) -> Build:
    """A named player as a file (any but ``alphazero``); the files its spec names (the
    parameters in :data:`agents.players.FILE_PARAMETERS`: ``weights``, ``policy``, ``value``) are
    read and embedded, encoded with ``quantize`` (:mod:`agents.weights`); ``overage_share`` as
    :attr:`Build.overage_share`.

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
    shown = player_spec + "".join(f",{k}=<embedded>" for k in files)
    return Build(player_code=f"module.make_player({player_spec!r}, arrays=files)", player_module="agents.players",
                 modules=(player_module(name),), title=f"ConnectX agent: {shown}",
                 about=(f"The player {name!r} of connectx's agents.players, spec {shown}"
                        + (f" (files embedded, {quantize})." if files else "."),),
                 options=f"--player {shown}" + (f" --quantize {quantize}" if files else "")
                 + f" --overage-share {overage_share:g}", files=files, overage_share=overage_share)


def built_by_connectx(path: str) -> bool:
    """Whether ``path`` is a file this packager wrote (its header names the connectx commit)."""
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            return "\nconnectx commit: " in f.read(1 << 16)
    except OSError:
        return False


def write(build: Build, out: str) -> int:
    """Write the file atomically; return its size in bytes."""
    text = render(build)
    write_text(out, text)
    return len(text.encode())

