"""One optimizer step of AlphaZero's loss on a batch (a replay window's, or distillation's targets): run
eagerly, or on CUDA replayed from one CUDA graph (the forward pass, the loss, the backward pass and the
optimizer's update in one launch)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import fields
from typing import Protocol

import numpy as np
import torch

from training.alphazero.config import AlphaZeroConfig
from training.alphazero.evaluator import native_bfloat16
from training.alphazero.loss import alphazero_loss, threat_targets
from training.alphazero.replay import Batch
from training.nets.model import PolicyValueNet

INPUTS = ("planes", "policies", "values", "policy_weights", "replies", "reply_weights", "action_values", "ownership",
          "wdl")
"""The arrays a step reads (a :class:`~training.alphazero.replay.Batch`'s fields, and ``wdl``), as
:func:`~training.alphazero.loss.alphazero_loss` takes them: ``planes`` the network's input, ``policies``
its ``pi``, ``values`` its ``z``, ``wdl`` a teacher's win/draw/loss targets; all but the first three
optional."""

WARM_UP_STEPS = 3
"""Eager steps (on a side stream on CUDA) before each capture: cuDNN's kernel choice, the
optimizer's state and the allocator settle first, as PyTorch's whole-network capture asks."""

Capture = Callable[[Callable[[], None]], Callable[[], None]]
"""``(step) -> replay``: records ``step`` (a function of the static buffers) without running it and
returns what reruns it on whatever those buffers then hold."""


def cuda_graph_step(step: Callable[[], None]) -> Callable[[], None]:
    """Capture ``step`` (one optimizer step on the static buffers) as a CUDA graph: ``replay``.
    ``thread_local``: a thread playing games beside training may use the GPU meanwhile."""
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.graph(graph, capture_error_mode="thread_local"):
        step()
    return graph.replay


class GraphsSwitch(Protocol):
    """A run's configuration as :func:`graphed` reads it: AlphaZero's or distillation's."""

    train_graphs: bool


def graphed(config: GraphsSwitch, device: torch.device) -> bool:
    """Whether a run of ``config`` (AlphaZero's or distillation's) replays its training steps from
    CUDA graphs on ``device`` (``train_graphs``, on CUDA only)."""
    return config.train_graphs and device.type == "cuda"


def make_optimizer(config: AlphaZeroConfig, model: PolicyValueNet, device: torch.device) -> torch.optim.Optimizer:
    """Adam (Kingma and Ba 2015) over ``model``'s parameters at ``config``'s learning rate;
    capturable where the steps are replayed from CUDA graphs (:func:`graphed`,
    :func:`set_capturable`)."""
    optimizer = torch.optim.Adam(model.parameters(), lr=config.learning_rate)
    return set_capturable(optimizer, graphed(config, device))


def set_capturable(optimizer: torch.optim.Optimizer, on: bool) -> torch.optim.Optimizer:
    """``optimizer`` with every parameter group's ``capturable`` flag set to ``on`` where the
    optimizer has one (Adam: its step counters on the device, which a CUDA graph needs; off on a
    CPU, where a checkpoint written with it on must run too). Load a saved state with
    :func:`load_optimizer_state`, which keeps the flag."""
    for group in optimizer.param_groups:
        if "capturable" in group:
            group["capturable"] = on
    return optimizer


def load_optimizer_state(optimizer: torch.optim.Optimizer, state: dict) -> None:
    """Load ``state`` (an optimizer's ``state_dict()``) into ``optimizer``, keeping ``optimizer``'s
    ``capturable`` flags (a saved state carries the flags of the run that wrote it): each step
    counter goes where the flag wants it."""
    flags = [group.get("capturable") for group in optimizer.param_groups]
    groups = [dict(saved, **({"capturable": flag} if flag is not None else {}))
              for saved, flag in zip(state["param_groups"], flags, strict=True)]
    optimizer.load_state_dict({**state, "param_groups": groups})


class TrainingStep:
    """Optimizer steps of :func:`training.alphazero.loss.alphazero_loss` on batches (of the replay
    window, or of distillation's targets), each batch copied into the same device buffers (on CUDA
    through two pinned host buffers used in turn, without waiting for the device), the loss terms
    summed on the device.

    With ``graphs`` on CUDA the step is captured as a CUDA graph after :data:`WARM_UP_STEPS` eager
    steps, and replayed: one launch a step instead of the thousands of operators of an eager step,
    whose Python dispatch (about 20 ms a step of the 8x128 network, whatever the batch) would
    otherwise leave the device idle. The graph holds the learning rate it was captured with;
    :meth:`set_learning_rate` has it captured again when the rate changes. The model and the
    optimizer must stay the same objects (their tensors are the graph's); the optimizer with
    ``capturable`` on where it has the flag (:func:`set_capturable`). Each call makes one update,
    whether it warms up, captures or replays (PyTorch's whole-network capture; the capture itself
    runs nothing, so the step it records is replayed at once).

    Args:
        model: the network trained (in train mode while stepping).
        optimizer: its optimizer.
        device: the model's device.
        bfloat16: the forward pass under bfloat16 autocast (the loss in float32).
        l2, reply_scale, action_scale, ownership_scale, threat_scale:
            :func:`~training.alphazero.loss.alphazero_loss`'s ``l2``, ``reply_scale``, ``action_scale``,
            ``ownership_scale`` and ``threat_scale``.
        inarows: the line lengths of the batches' positions, for the threat head's targets
            (:func:`~training.alphazero.loss.threat_targets`).
        graphs: replay the step from a CUDA graph (CUDA only).
        capture: ``(step) -> replay``; :func:`cuda_graph_step` (tests replace it).

    Raises:
        ValueError: ``graphs`` on a device other than CUDA, without an injected ``capture``.
    """

    def __init__(self, model: PolicyValueNet, optimizer: torch.optim.Optimizer, device: torch.device,
                 bfloat16: bool, l2: float, reply_scale: float, action_scale: float, graphs: bool = False,
                 capture: Capture | None = None, ownership_scale: float = 0.0,
                 threat_scale: float = 0.0, inarows: tuple[int, ...] = (4,)):
        if graphs and device.type != "cuda" and capture is None:
            raise ValueError("a training step replayed from a CUDA graph needs a CUDA device")
        self.model, self.optimizer, self.device = model, optimizer, device
        self.bfloat16, self.l2, self.reply_scale, self.action_scale = bfloat16, l2, reply_scale, action_scale
        self.ownership_scale = ownership_scale
        self.threat_scale, self.inarows = threat_scale, inarows
        self.graphs = graphs
        self.capture = capture or cuda_graph_step
        self.replay: Callable[[], None] | None = None  # the captured step
        self.warm = 0  # eager steps since the last capture was dropped
        self.captures = 0
        self.static: dict[str, torch.Tensor] = {}
        self.staging: list[dict[str, torch.Tensor]] = []  # CUDA: two pinned copies of a batch, used in turn
        self.copied: list[torch.cuda.Event] = []  # when each staging buffer's copy to the device ended
        self.turn = 0
        self.keys: list[str] = []  # the loss terms' names, in the sums' order
        self.sums: torch.Tensor | None = None

    @classmethod
    def from_config(cls, model: PolicyValueNet, optimizer: torch.optim.Optimizer, config: AlphaZeroConfig,
                    device: torch.device) -> TrainingStep:
        """The step a run of ``config`` takes: under bfloat16 autocast where ``amp`` is on and the
        device computes it natively (:func:`~training.alphazero.evaluator.native_bfloat16`), its L2
        and auxiliary heads' weights, replayed from CUDA graphs where :func:`graphed`."""
        return cls(model, optimizer, device, config.amp and native_bfloat16(device), config.l2,
                   config.opponent_policy_weight, config.action_value_weight, graphed(config, device),
                   ownership_scale=config.ownership_weight, threat_scale=config.threat_weight,
                   inarows=tuple(sorted({inarow for _, _, inarow, _ in config.mixture()})))

    def set_learning_rate(self, lr: float) -> None:
        """Every parameter group's learning rate; a captured step is recaptured at the next step
        when it changes."""
        for group in self.optimizer.param_groups:
            if group["lr"] != lr:
                group["lr"] = lr
                self.replay, self.warm = None, 0

    def __call__(self, batch: Batch | Mapping[str, np.ndarray]) -> None:
        """One optimizer step on ``batch``: a replay window's, or the arrays of :data:`INPUTS` by
        name (the same names and shapes as the first batch's; the device's work queued, not
        waited for).

        Raises:
            ValueError: a name outside :data:`INPUTS`, or ``planes``, ``policies`` or ``values``
                missing.
        """
        self._load(batch)
        if not self.graphs:
            self._step()
        elif self.replay is None and self.warm < WARM_UP_STEPS:
            self.warm += 1
            self._warm_up()
        else:
            if self.replay is None:
                self.optimizer.zero_grad(set_to_none=True)  # the gradients from the graph's own memory
                self.replay = self.capture(self._step)
                self.captures += 1
            self.replay()

    def totals(self) -> dict[str, float]:
        """Each loss term summed over the steps since the last call (one wait for the device),
        and the sums reset."""
        if self.sums is None:
            return {}
        out = dict(zip(self.keys, self.sums.tolist(), strict=True))
        self.sums.zero_()
        return out

    def _warm_up(self) -> None:
        if self.device.type != "cuda":
            self._step()
            return
        stream = torch.cuda.Stream(self.device)
        stream.wait_stream(torch.cuda.current_stream(self.device))
        with torch.cuda.stream(stream):
            self._step()
        torch.cuda.current_stream(self.device).wait_stream(stream)

    def _load(self, batch: Batch | Mapping[str, np.ndarray]) -> None:
        arrays = ({f.name: getattr(batch, f.name) for f in fields(batch)} if isinstance(batch, Batch)
                  else dict(batch))
        if not self.static:
            if not set(arrays) <= set(INPUTS) or not {"planes", "policies", "values"} <= set(arrays):
                raise ValueError(f"a training batch takes {', '.join(INPUTS)} (the first three at least), "
                                 f"got {', '.join(arrays)}")
            self.static = {name: torch.from_numpy(a).to(self.device, copy=True) for name, a in arrays.items()}
            if self.device.type == "cuda":
                self.staging = [{name: torch.empty(a.shape, dtype=t.dtype, pin_memory=True)
                                 for (name, a), t in zip(arrays.items(), self.static.values(), strict=True)}
                                for _ in range(2)]
                self.copied = [torch.cuda.Event(), torch.cuda.Event()]
            return
        if self.device.type != "cuda":
            for name, a in arrays.items():
                self.static[name].copy_(torch.from_numpy(a))
            return
        staging, copied = self.staging[self.turn], self.copied[self.turn]
        self.turn ^= 1
        copied.synchronize()  # this buffer's last copy (two steps ago) has left it
        for name, a in arrays.items():
            np.copyto(staging[name].numpy(), a)
            self.static[name].copy_(staging[name], non_blocking=True)
        copied.record()

    def _step(self) -> None:
        s = self.static
        x = s["planes"]
        # the autocast's weight cache off: a CUDA graph must cast the weights it replays with each time
        with torch.autocast(self.device.type, dtype=torch.bfloat16, enabled=self.bfloat16, cache_enabled=False):
            heads = self.model.heads(x)
        heads = {k: v.float() for k, v in heads.items()}
        if self.model.config.padded:  # the frame's columns beyond each position's board: no probability
            outside = x[:, 3, -1, :] == 0
            for key in ("policy", "reply"):
                if key in heads:
                    heads[key] = heads[key].masked_fill(outside, -1e9)
        threats = threat_targets(x, self.inarows) if self.threat_scale > 0 else None
        loss, terms = alphazero_loss(self.model, heads, s["policies"], s["values"], self.l2, s.get("policy_weights"),
                                     s.get("replies"), s.get("reply_weights"), self.reply_scale,
                                     s.get("action_values"), self.action_scale, s.get("wdl"), s.get("ownership"),
                                     self.ownership_scale, threats, self.threat_scale)
        self.optimizer.zero_grad(set_to_none=True)
        loss.backward()
        self.optimizer.step()
        if self.sums is None:
            self.keys = list(terms)
            self.sums = torch.zeros(len(self.keys), device=self.device)
        self.sums += torch.stack([terms[k].detach() for k in self.keys])
