"""The torch network as an evaluator for the searches: ``evaluate_batch`` (positions, for
:mod:`agents.search.puct`) and ``evaluate_bitboards`` (bitboards, for the batched self-play of
:mod:`training.alphazero.selfplay`).

On CUDA, bitboards travel to the device as they are (:func:`input_bytes`: two uint64 a board word
and an int32 ply, 20 bytes a 6x7 position against 504 for its float32 planes) and become planes
there (:class:`PlaneEncoder`); on the CPU the compiled encoder writes the planes in place.
"""

from __future__ import annotations

import contextlib
import copy
import time
import warnings
from collections.abc import Callable
from typing import Any

import numpy as np
import torch

from agents.board import Geometry, Position
from agents.encoding import encode
from training.alphazero.selfplay.network import AnsweredCall, LaunchedCall, encode_bitboards
from training.alphazero.tree_words import geometry_arrays, word_layout
from training.nets.model import PolicyValueNet, fold_batch_norm


def input_bytes(geo: Geometry, frame: tuple[int, int] | None) -> dict[str, int]:
    """Bytes a position of ``geo`` sends to the network's device: ``bitboards`` (current and mask,
    uint64 a word each, and the int32 ply) and ``planes`` (float32 planes of the ``frame``, or of
    the board without one)."""
    words = word_layout(geo)[1]
    rows, columns = (geo.rows, geo.columns) if frame is None else frame
    return {"bitboards": 2 * 8 * words + 4, "planes": 4 * (3 if frame is None else 5) * rows * columns}


def _host_buffer(buffers: dict[str, torch.Tensor], name: str, rows: int, shape: tuple[int, ...], dtype: torch.dtype,
                device: torch.device) -> torch.Tensor:
    """``buffers[name]``, a host tensor of at least ``rows`` rows of ``shape`` and ``dtype``, kept
    between calls (pinned where ``device`` is CUDA, so copies to and from it need not block the
    host): made again, zero, when it is too short or of another shape or type."""
    buffer = buffers.get(name)
    if buffer is None or len(buffer) < rows or tuple(buffer.shape[1:]) != tuple(shape) or buffer.dtype != dtype:
        buffer = torch.zeros((max(rows, 1024), *shape), dtype=dtype)
        buffers[name] = buffer.pin_memory() if device.type == "cuda" else buffer
    return buffers[name]


class PlaneEncoder:
    """:func:`agents.encoding.encode`'s planes of one board made on ``device`` from bitboards.

    Args:
        geo: the board; ``frame``: ``(R, C)`` to pad into (bottom-left), or None for the board.
        device: where the planes are made.

    ``__call__(current, mask, ply)``: uint64 ``(B, K)`` bitboards in the layout of
    :func:`training.alphazero.tree_words.word_layout` and int ``(B,)`` plies, as
    :class:`training.alphazero.selfplay.network.LeafEvaluator` takes them, to float32 ``(B, 3 or 5, R, C)``
    on ``device`` (5 planes with a frame). On CUDA the inputs go through pinned buffers kept
    between calls (grown as needed) and are copied without blocking the host.
    """

    def __init__(self, geo: Geometry, frame: tuple[int, int] | None, device: torch.device):
        _, geo_i = geometry_arrays(geo)
        rows, columns = geo.rows, geo.columns
        word = geo_i[4:4 + columns]
        offset = geo_i[4 + columns:4 + 2 * columns]
        # cell (r, c) of Kaggle's order: bit offset[c] + rows - 1 - r of word word[c]
        self.word = torch.from_numpy(np.repeat(word[None, :], rows, 0).reshape(-1)).to(device)
        self.shift = torch.from_numpy((offset[None, :] + (rows - 1 - np.arange(rows))[:, None]).reshape(-1)).to(device)
        self.geo, self.device, self.padded = geo, device, frame is not None
        self.frame = (rows, columns) if frame is None else frame
        self.pinned: dict[str, torch.Tensor] = {}

    def _send(self, name: str, array: np.ndarray) -> torch.Tensor:
        tensor = torch.from_numpy(np.ascontiguousarray(array))
        if self.device.type != "cuda":
            return tensor
        buffer = _host_buffer(self.pinned, name, len(tensor), tensor.shape[1:], tensor.dtype, self.device)[:len(tensor)]
        buffer.copy_(tensor)
        return buffer.to(self.device, non_blocking=True)

    def __call__(self, current: np.ndarray, mask: np.ndarray, ply: np.ndarray) -> torch.Tensor:
        return self.planes(self._send("current", np.asarray(current, np.uint64).view(np.int64)),
                           self._send("mask", np.asarray(mask, np.uint64).view(np.int64)),
                           self._send("ply", np.asarray(ply, np.int32)))

    def planes(self, cur: torch.Tensor, msk: torch.Tensor, ply: torch.Tensor) -> torch.Tensor:
        """The planes of bitboards already on the device: int64 ``(B, K)`` words (uint64's bits)
        and integer ``(B,)`` plies; tensor operations only, so a CUDA graph can capture them."""
        first = ply % 2 == 0
        rows, columns = self.geo.rows, self.geo.columns
        # arithmetic shifts of int64: bit 63 reads as -1 >> 63 = -1, whose low bit is still 1
        own = (cur[:, self.word] >> self.shift) & 1
        other = ((cur ^ msk)[:, self.word] >> self.shift) & 1
        out = torch.zeros((len(cur), 5 if self.padded else 3, *self.frame), dtype=torch.float32, device=self.device)
        board = out[:, :, self.frame[0] - rows:, :columns]
        board[:, 0] = own.view(-1, rows, columns)
        board[:, 1] = other.view(-1, rows, columns)
        board[:, 2] = first.view(-1, 1, 1).float()
        if self.padded:
            board[:, 3] = 1.0
            board[:, 4] = self.geo.inarow / 4.0
        return out


def native_bfloat16(device: torch.device) -> bool:
    """True where ``device`` computes bfloat16 convolutions natively: CUDA, or a CPU whose oneDNN
    has bfloat16 kernels (AVX512-BF16 or AMX); elsewhere bfloat16 is emulated, slower than float32."""
    if device.type == "cuda":
        return True
    try:
        return bool(torch.ops.mkldnn._is_mkldnn_bf16_supported())
    except (AttributeError, RuntimeError):
        return False


def bfloat16_layout(device: torch.device) -> torch.memory_format:
    """The memory layout of bfloat16 weights and inputs on ``device``: channels-last on CUDA (its
    tensor cores' layout), contiguous on a CPU (oneDNN's channels-last bfloat16 path measured slower)."""
    return torch.channels_last if device.type == "cuda" else torch.contiguous_format


def inference_copy(model: PolicyValueNet, device: torch.device, bfloat16: bool = False) -> PolicyValueNet:
    """A copy of ``model`` for inference on ``device``, in eval mode, its batch norms folded into
    the convolutions (:func:`~training.nets.model.fold_batch_norm`); ``model`` itself is left as
    it was. With ``bfloat16`` its weights are bfloat16 (on CUDA in the channels-last layout) and
    so must its inputs be (:meth:`TorchEvaluator.prepare`): on an H200 an 8x128 network at a batch
    of 2,862 ran 2.6 times as fast as in float32 weights under bfloat16 autocast; on an
    AVX512-BF16 CPU (Zen 5) a 4x48 network at a batch of 300, 2.1-2.3 times as fast as the folded
    float32 copy (two threads, one)."""
    net = fold_batch_norm(copy.deepcopy(model).eval())
    if not bfloat16:
        return net.to(device)
    return net.to(device=device, dtype=torch.bfloat16, memory_format=bfloat16_layout(device))


def compiled_network(net: torch.nn.Module, sample: torch.Tensor) -> tuple[torch.nn.Module, str | None]:
    """``net`` (an :func:`inference_copy`) compiled by TorchInductor (``torch.compile``, the batch
    dimension symbolic so that one compilation serves every batch size, the weights frozen into
    the code as constants; the convolutions stay PyTorch's own, the ReLUs and residual additions
    between them become compiled loops: C++ on a CPU, Triton on a GPU), and its first pass run on
    ``sample`` (its input, at least 2 positions), which compiles it: ``(compiled, None)``. Where
    compiling fails (no C++ compiler for the CPU's code, no Triton for a GPU's), ``(net, the
    error's first line)``: the network itself, uncompiled. A network of the same shapes compiles
    again in well under a second (TorchInductor's caches). Its answers are ``net``'s within the
    rounding of its data type. Only for inference: the frozen weights ignore any later change to
    ``net``'s. (Ansel et al. 2024, "PyTorch 2: Faster Machine Learning Through Dynamic Python
    Bytecode Transformation and Graph Compilation", sections 3-4.)"""
    compiled = torch.compile(net, dynamic=True, options={"freezing": True})
    try:
        with torch.inference_mode():
            compiled(sample)
    except torch._dynamo.exc.TorchDynamoException as error:  # the backend's failure, wrapped by dynamo
        return net, str(error).strip().splitlines()[0]
    return compiled, None


def network_input(x: torch.Tensor, device: torch.device, bfloat16: bool) -> torch.Tensor:
    """Float32 planes ``(B, planes, R, C)`` as an :func:`inference_copy` takes them: on
    ``device``, and for a bfloat16 copy bfloat16 (in :func:`bfloat16_layout`)."""
    x = x.to(device, non_blocking=True)
    if not bfloat16:
        return x
    return x.to(dtype=torch.bfloat16, memory_format=bfloat16_layout(device))


def batch_bucket(n: int, per_octave: int = 8) -> int:
    """The batch size that ``n`` positions are padded to: ``n`` rounded up to a multiple of
    ``2 ** floor(log2 n) / per_octave`` (``per_octave`` a power of two), so at most
    ``per_octave`` sizes a doubling and at most ``1 / per_octave`` of padding; ``n`` itself up to
    ``per_octave``."""
    if n <= per_octave:
        return n
    step = 1 << (n.bit_length() - per_octave.bit_length())
    return -(-n // step) * step


Capture = Callable[[torch.nn.Module, torch.Tensor], tuple[Callable[[], None], Any]]
"""``(net, static input) -> (replay, outputs)``: how :class:`GraphedNet` records a forward pass."""


def cuda_graph_capture(net: torch.nn.Module, static: torch.Tensor) -> tuple[Callable[[], None], Any]:
    """Capture ``net(static)`` as a CUDA graph (after two warm-up passes on a side stream, which
    let cuDNN choose its kernels and the allocator settle): ``(replay, outputs)``, where each
    ``replay()`` reruns the pass on whatever ``static`` then holds and overwrites ``outputs``.
    The side stream has the calling thread's current stream's priority: PyTorch instantiates its
    graphs with ``cudaGraphInstantiateFlagUseNodePriority``, so a graph's kernels keep the
    priority of the stream they were captured on, whatever stream replays them."""
    current = torch.cuda.current_stream(static.device)
    stream = torch.cuda.Stream(static.device, priority=current.priority)
    stream.wait_stream(current)
    with torch.cuda.stream(stream), torch.no_grad():
        for _ in range(2):
            net(static)
    current.wait_stream(stream)
    graph = torch.cuda.CUDAGraph()
    # thread_local: the trees' thread may go on meanwhile; only this thread must not break the capture
    with torch.no_grad(), torch.cuda.graph(graph, stream=stream, capture_error_mode="thread_local"):
        outputs = net(static)
    return graph.replay, outputs


class GraphedNet:
    """A network replayed from one CUDA graph per input shape (each of :func:`batch_bucket`'s
    sizes), captured at the shape's first batch: a forward pass is one launch instead of one a
    layer. ``__call__(x)`` returns the network's outputs for ``x`` in buffers that the next call
    overwrites: read them first.

    Args:
        net: the network, in eval mode.
        capture: ``(net, static input) -> (replay, outputs)``; :func:`cuda_graph_capture`.
        device: where the static inputs live (None: each input's own device); an input in pinned
            host memory is then copied there without blocking the host.

    ``captures`` counts the graphs made.
    """

    def __init__(self, net: torch.nn.Module, capture: Capture = cuda_graph_capture, device: torch.device | None = None):
        self.net, self.capture, self.device = net, capture, device
        self.graphs: dict[tuple[int, ...], tuple[torch.Tensor, Callable[[], None], Any]] = {}
        self.captures = 0

    def __call__(self, x: torch.Tensor) -> Any:
        entry = self.graphs.get(tuple(x.shape))
        if entry is None:
            static = x.to(self.device or x.device, copy=True)
            entry = self.graphs[tuple(x.shape)] = (static, *self.capture(self.net, static))
            self.captures += 1
        else:
            entry[0].copy_(x, non_blocking=True)
        entry[1]()
        return entry[2]


Events = Callable[[], tuple[Any, Any]]
"""``() -> (start, end)``: two events as :class:`torch.cuda.Event` made with timing (``record()``
on the current stream, ``synchronize()``, ``start.elapsed_time(end)`` in milliseconds): how
:class:`TorchEvaluator` brackets a launched call's work on its device."""


def cuda_events() -> tuple[torch.cuda.Event, torch.cuda.Event]:
    """Two CUDA events with timing (the thread that waits on ``end`` spins on a core until the
    device reaches it)."""
    return torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)


class PassSlot:
    """What one whole pass under way holds until its answers are read: its pinned host buffers
    (``buffers``, by name, as :func:`_host_buffer` keeps them) and the events that bracket its
    work on the device (``events``, made at their first use)."""

    def __init__(self):
        self.buffers: dict[str, torch.Tensor] = {}
        self.events: tuple[Any, Any] | None = None


class LaunchedPass:
    """One board's whole pass (:class:`BoardPass`) launched on the device: a
    :class:`~training.alphazero.selfplay.network.LaunchedCall`. Its answers come back into ``out``, a
    pinned host buffer of the launch's ``slot`` (float32 ``(B, columns + 1)``), which
    :meth:`answers` hands back to ``free`` once read; ``events``, ``(start, end)``, bracket its
    work on the device (None: done when launched, in ``seconds`` of wall time)."""

    def __init__(self, free: list[PassSlot], slot: PassSlot, out: torch.Tensor, columns: int, events: tuple | None,
                 seconds: float):
        self.free, self.slot, self.out, self.columns, self.events = free, slot, out, columns, events
        self.seconds = seconds

    def answers(self) -> list[tuple[np.ndarray, np.ndarray]]:
        """Wait for the device to reach the call's end, then its priors float32 ``(B, columns)``
        and values float32 ``(B,)`` (one board's, in a list); ``seconds``: from its copy in to its
        copy out on the device."""
        if self.events is not None:
            start, end = self.events
            end.synchronize()
            self.seconds = start.elapsed_time(end) / 1000
        out = self.out.numpy()
        answers = [(out[:, :self.columns].copy(), out[:, self.columns].copy())]
        self.free.append(self.slot)  # read: the slot's buffers may take the next launch
        return answers


class BoardPass(torch.nn.Module):
    """One board's whole evaluation as device work only, so that a CUDA graph captures all of a
    call: packed bitboards in, priors and values out, where the network alone leaves the planes'
    and the softmax's kernels to be launched one by one.

    Args:
        net: the inference copy (:func:`inference_copy`).
        encoder: the board's :class:`PlaneEncoder`.
        bfloat16: the copy's weights are bfloat16, so its input is made so (:func:`network_input`).

    ``forward(packed)``: int64 ``(B, 2K + 1)``, a row a position (its current player's K words,
    its mask's, as uint64's bits, and its ply), to float32 ``(B, columns + 1)``: the softmax
    priors over the board's columns, then the value in [-1, 1] for the side to move.
    """

    def __init__(self, net: torch.nn.Module, encoder: PlaneEncoder, bfloat16: bool):
        super().__init__()
        self.net, self.encoder, self.bfloat16 = net, encoder, bfloat16
        self.words = word_layout(encoder.geo)[1]

    def forward(self, packed: torch.Tensor) -> torch.Tensor:
        k, columns = self.words, self.encoder.geo.columns
        planes = self.encoder.planes(packed[:, :k], packed[:, k:2 * k], packed[:, 2 * k])
        logits, values = self.net(network_input(planes, planes.device, self.bfloat16))
        return torch.cat([torch.softmax(logits.float()[:, :columns], dim=1), values.float()[:, None]], dim=1)


class TorchEvaluator:
    """Evaluate positions with a :class:`PolicyValueNet` in eval mode, without gradients.

    Args:
        model: the network (its ``config`` gives the frame size and padding). The evaluator
            answers for it as it is when made: it evaluates a copy (:func:`inference_copy`, batch
            norm folded), so ``model`` may go on training.
        device: where the model lives; the input is sent there and the answers come back.
        amp: the copy in bfloat16 where ``device`` computes it natively (:func:`native_bfloat16`:
            CUDA, in the channels-last layout there; a CPU with AVX512-BF16 or AMX); elsewhere
            float32 as without it.
        buckets: pad each batch to :func:`batch_bucket`'s size (zero planes; their answers are
            dropped), so the device sees a few input shapes instead of one a call: cuDNN plans a
            convolution for each new shape. None: on CUDA only.
        graphs: replay the network from CUDA graphs, one per batch size (:class:`GraphedNet`);
            needs CUDA and ``buckets``. A call of one board then replays its whole evaluation
            (:class:`BoardPass`): the host packs the bitboards into a pinned buffer, and a copy
            in, the replay and a copy out are all it launches (:meth:`launch_boards`), with one
            wait for the answers where they are read (a call of several boards replays only
            the network from its graph, the planes and the softmax launched op by op).
        capture: ``(module, static input) -> (replay, outputs)`` for ``graphs``:
            :func:`cuda_graph_capture` (tests pass a stand-in, which may run on the CPU).
        events: how a whole pass's launch brackets its work on the device (:data:`Events`);
            None: :func:`cuda_events` on CUDA, and none elsewhere (a pass is done when
            launched). A stand-in device passes its own beside its ``capture``.
        compiled: the copy compiled by TorchInductor (:func:`compiled_network`), compiled when the
            evaluator is made; where that fails, a :class:`RuntimeWarning` and the copy uncompiled
            (``compile_error`` says why; None otherwise). ``bench selfplay`` measures both.

    Raises:
        ValueError: ``graphs`` without buckets, or off CUDA without an injected ``capture``.

    The methods return softmax priors over the board's columns, float32 ``(B, columns)`` (the
    network's outputs for columns beyond a smaller board are masked out), and values float32
    ``(B,)`` in [-1, 1] for the side to move. ``calls`` and ``positions`` count the work. On CUDA
    they run on the stream current where the evaluator was made, whichever thread calls them (a
    thread's current stream is its own: self-play's second thread, which calls the network, would
    otherwise run on the default stream, not on the stream its games were given).
    """

    def __init__(self, model: PolicyValueNet, device: torch.device, amp: bool = False, buckets: bool | None = None,
                 graphs: bool = False, capture: Capture | None = None,
                 events: Events | None = None, compiled: bool = False):
        self.model, self.device = model, device
        self.stream = torch.cuda.current_stream(device) if device.type == "cuda" else None
        self.amp = amp and native_bfloat16(device)
        self.buckets = device.type == "cuda" if buckets is None else buckets
        if graphs and ((device.type != "cuda" and capture is None) or not self.buckets):
            raise ValueError("CUDA graphs need a CUDA device and batch buckets")
        self.capture = capture or cuda_graph_capture
        self.net = inference_copy(model, device, bfloat16=self.amp)
        self.compile_error = None
        if compiled:  # compiled on a first pass, the plain copy kept where that fails
            cfg = model.config
            sample = self.prepare(torch.zeros((64, cfg.planes, cfg.rows, cfg.columns)))
            self.net, self.compile_error = compiled_network(self.net, sample)
            if self.compile_error is not None:
                warnings.warn(f"the network runs uncompiled: {self.compile_error}", RuntimeWarning, stacklevel=2)
        self.run = GraphedNet(self.net, self.capture) if graphs else self.net
        self.graphs = graphs
        self.events = events or (cuda_events if device.type == "cuda" else None)
        self.calls = 0
        self.positions = 0
        self.encoders: dict[Geometry, PlaneEncoder] = {}
        self.passes: dict[Geometry, tuple[GraphedNet, list[PassSlot]]] = {}  # a board's graphs, its free slots

    def evaluate_batch(self, positions: list[Position]) -> tuple[np.ndarray, np.ndarray]:
        cfg = self.model.config
        pad = (cfg.rows, cfg.columns) if cfg.padded else None
        with self._on_stream():
            return self._forward(torch.from_numpy(encode(positions, pad)), positions[0].geo.columns)

    def evaluate_bitboards(self, geo: Geometry, current: np.ndarray, mask: np.ndarray,
                           ply: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        return self.evaluate_boards([(geo, current, mask, ply)])[0]

    def evaluate_boards(self, batches: list[tuple[Geometry, np.ndarray, np.ndarray, np.ndarray]]
                        ) -> list[tuple[np.ndarray, np.ndarray]]:
        """Several boards' positions in one forward pass (boards other than the network's own
        need a padded network): ``batches`` of ``(geo, current, mask, ply)`` as
        :meth:`evaluate_bitboards` takes them; one ``(priors, values)`` per batch."""
        return self.launch_boards(batches).answers()

    def launch_boards(self, batches: list[tuple[Geometry, np.ndarray, np.ndarray, np.ndarray]]) -> LaunchedCall:
        """:meth:`evaluate_boards`' call, its answers read later. One board's whole pass
        (``graphs``) is launched into a slot of pinned buffers of its own, so several calls may be
        under way at once: on CUDA the device runs them in order while the host goes on, and waits
        only in :meth:`~LaunchedPass.answers`. Any other call is answered before it returns."""
        with self._on_stream():
            if self.graphs and len(batches) == 1:
                return self._launch_pass(*batches[0])
            t0 = time.perf_counter()
            out = self._evaluate_boards(batches)
            return AnsweredCall(out, time.perf_counter() - t0)

    def _on_stream(self) -> contextlib.AbstractContextManager:
        """The evaluator's stream made current for a call (nothing to do off CUDA)."""
        return contextlib.nullcontext() if self.stream is None else torch.cuda.stream(self.stream)

    def _evaluate_boards(self, batches: list[tuple[Geometry, np.ndarray, np.ndarray, np.ndarray]]
                         ) -> list[tuple[np.ndarray, np.ndarray]]:
        cfg = self.model.config
        pad = (cfg.rows, cfg.columns) if cfg.padded else None
        if self.device.type == "cuda":  # bitboards over the bus, planes made there
            encoders = [self.encoders.get(geo) or self.encoders.setdefault(geo, PlaneEncoder(geo, pad, self.device))
                        for geo, *_ in batches]
            planes = torch.cat([encoder(cur, msk, ply) for encoder, (_, cur, msk, ply) in zip(encoders, batches,
                                                                                         strict=True)])
        else:  # nothing to move: the compiled encoder, 0.5 us a 6x7 position against 2.7 for the tensor ops
            planes = torch.from_numpy(np.concatenate([encode_bitboards(geo, cur, msk, ply, pad)
                                                      for geo, cur, msk, ply in batches]))
        widths = [geo.columns for geo, *_ in batches]
        columns = widths[0] if len(set(widths)) == 1 else np.repeat(widths, [len(b[1]) for b in batches])
        priors, values = self._forward(planes, columns)
        out, at = [], 0
        for geo, cur, *_ in batches:
            out.append((priors[at:at + len(cur), :geo.columns], values[at:at + len(cur)]))
            at += len(cur)
        return out

    def _launch_pass(self, geo: Geometry, current: np.ndarray, mask: np.ndarray, ply: np.ndarray) -> LaunchedPass:
        """One board's positions through its replayed :class:`BoardPass` (one graph per batch
        bucket), launched: packed into a free slot's pinned input buffer (the rows past the
        positions up to the bucket hold that slot's earlier positions, whose answers are
        dropped), copied in, replayed, the answers copied out into the slot's output buffer,
        between the slot's two events. A slot is free again once its answers are read; a launch
        that finds none free makes one."""
        t0 = time.perf_counter()
        entry = self.passes.get(geo)
        if entry is None:
            cfg = self.model.config
            encoder = PlaneEncoder(geo, (cfg.rows, cfg.columns) if cfg.padded else None, self.device)
            entry = self.passes[geo] = (GraphedNet(BoardPass(self.net, encoder, self.amp), self.capture,
                                                   self.device), [])
        graphed, free = entry
        slot = free.pop() if free else PassSlot()
        n, words = current.shape
        size = batch_bucket(n)
        inputs = _host_buffer(slot.buffers, "in", size, (2 * words + 1,), torch.int64, self.device)
        host = inputs.numpy()
        host[:n, :words] = np.asarray(current, np.uint64).view(np.int64)
        host[:n, words:2 * words] = np.asarray(mask, np.uint64).view(np.int64)
        host[:n, 2 * words] = ply
        out = _host_buffer(slot.buffers, "out", n, (geo.columns + 1,), torch.float32, self.device)[:n]
        events = None
        if self.events is not None:
            if slot.events is None:
                slot.events = self.events()
            events = slot.events
            events[0].record()
        with torch.inference_mode():
            out.copy_(graphed(inputs[:size])[:n], non_blocking=True)
        if events is not None:
            events[1].record()
        self.calls += 1
        self.positions += n
        return LaunchedPass(free, slot, out, geo.columns, events, time.perf_counter() - t0)

    def prepare(self, x: torch.Tensor) -> torch.Tensor:
        """Float32 planes ``(B, planes, R, C)`` as the evaluated network takes them: on its device,
        and with ``amp`` bfloat16 (in the channels-last layout on CUDA)."""
        return network_input(x, self.device, self.amp)

    def _forward(self, x: torch.Tensor, columns: int | np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Priors over the first ``columns`` columns (one count, or one a row; the rest 0) and
        values of the planes ``x`` (on the CPU or the device)."""
        n = len(x)
        size = batch_bucket(n) if self.buckets else n
        if size > n:
            x = torch.cat([x, x.new_zeros((size - n, *x.shape[1:]))])
        x = self.prepare(x)
        with torch.inference_mode():
            logits, values = self.run(x)
            logits, values = logits[:n].float(), values[:n]
            if isinstance(columns, np.ndarray):
                width = torch.from_numpy(columns).to(logits.device)
                outside = torch.arange(logits.shape[1], device=logits.device)[None, :] >= width[:, None]
                priors = torch.softmax(logits.masked_fill(outside, -torch.inf), dim=1)
            else:
                priors = torch.softmax(logits[:, :columns], dim=1)
        self.calls += 1
        self.positions += n
        # copies: the values may be a view of a graph's output buffer, which the next call overwrites
        return priors.cpu().numpy(), values.float().cpu().numpy().copy()
