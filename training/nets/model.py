"""The residual policy/value network of AlphaGo Zero / AlphaZero, as Cej trains it for Connect Four
("Learning to Play Connect Four with AlphaZero"), in torch.

Input: ``(B, planes, rows, columns)`` float32 from :func:`agents.encoding.encode`. A 3x3
convolution stem, ``blocks`` residual blocks of two 3x3 convolutions with batch norm, then a
policy head (1x1 convolution to 2 channels, a linear layer to one logit per column) and a value
head (1x1 convolution to 1 channel, a hidden linear layer, tanh). Silver et al. 2017, "Methods:
Neural network architecture", scaled down.

Five options of the heads, for training: a win/draw/loss value head (three logits; the value is
``P(win) - P(loss)``), as Leela Chess Zero and KataGo (Wu 2019, "Accelerating Self-Play Learning in
Go", section 2) have it, and an auxiliary head for the opponent's reply policy (Wu 2019, section
3.4: the policy of the move after next, on the same trunk features as the policy head; a training
signal only, never used in play), and an action-value head: win/draw/loss logits for every column's
move (as shindavid's AlphaZeroArcade has one; trained here on the exact solver's value of each
column where self-play's exact targets reach; also a training signal only), and an ownership head:
for every cell, logits of who holds it when the game has ended (the side to move, the opponent,
nobody), after KataGo's ownership target (Wu 2019, section 4.1; a training signal only), and a
threat head: for every cell, whether a stone there would complete a line (of the side to move, of
the opponent), Allis's threats ("A Knowledge-based Approach of Connect-Four", 1988; a training
signal only).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

import torch
from torch import nn
from torch.nn.utils import fuse_conv_bn_eval

from agents.board import Geometry
from agents.encoding import planes_count
from training.settings import BOARD, SWITCH, check_ranges, setting, without_retired

RETIRED_NET = {"soft_policy": False}
"""Fields of the architecture that older checkpoints hold and this one has not, with the value
that meant "off" (the soft policy head: see ``results/README.md``'s tried-and-rejected ledger)."""


@dataclass(frozen=True)
class NetConfig:
    """The architecture; stored in every checkpoint so the network can be rebuilt from the file.
    Each field's meaning, unit and range in its :class:`~training.settings.Setting`; the auxiliary
    heads train the trunk and are never exported."""

    rows: int = setting(6, "board rows the network sees (the padded frame's when padded)", "cells", 1, 63,
                        kind=BOARD)
    columns: int = setting(7, "board columns the network sees; one policy output a column", "cells", 1, 64,
                           kind=BOARD)
    blocks: int = setting(5, "residual blocks", "blocks", 1, 64)
    filters: int = setting(64, "channels of every 3x3 convolution", "channels", 1, 1024)
    value_hidden: int = setting(64, "units of the value head's hidden layer", "units", 1, 4096)
    padded: bool = setting(False, "the padded encoding's board-mask and inarow planes: one network for several "
                           "board sizes (Gupta and Shah 2022)", kind=BOARD)
    wdl: bool = setting(False, "a win/draw/loss value head (three logits; value = P(win) - P(loss))", kind=SWITCH)
    opponent_policy: bool = setting(False, "auxiliary head: the opponent's reply policy (Wu 2019, section 3.4)",
                                    kind=SWITCH)
    action_values: bool = setting(False, "auxiliary head: win/draw/loss logits of each column's move",
                                  kind=SWITCH)
    ownership: bool = setting(False, "auxiliary head: each cell's holder at the game's end (Wu 2019, section 4.1)",
                              kind=SWITCH)
    threats: bool = setting(False, "auxiliary head: whether a stone of either side completes a line at each cell "
                            "(Allis 1988)", kind=SWITCH)

    def __post_init__(self):
        check_ranges(self, "net.")

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> NetConfig:
        """The architecture a checkpoint's ``net`` dict describes, the retired fields of older
        files dropped (:func:`training.settings.without_retired`).

        Raises:
            ValueError: a retired field that was on, or a value out of range.
            TypeError: an unknown field.
        """
        return cls(**without_retired(data, RETIRED_NET, "net."))

    @property
    def planes(self) -> int:
        return planes_count(self.padded)

    def fits(self, geo: Geometry) -> bool:
        """True when the network can evaluate positions of ``geo``'s size: inside the frame when
        padded, that size exactly otherwise."""
        if self.padded:
            return geo.rows <= self.rows and geo.columns <= self.columns
        return (geo.rows, geo.columns) == (self.rows, self.columns)

    def to_dict(self) -> dict:
        return asdict(self)


class ResidualBlock(nn.Module):
    def __init__(self, filters: int):
        super().__init__()
        self.conv1 = nn.Conv2d(filters, filters, 3, padding=1, bias=False)
        self.bn1 = nn.BatchNorm2d(filters)
        self.conv2 = nn.Conv2d(filters, filters, 3, padding=1, bias=False)
        self.bn2 = nn.BatchNorm2d(filters)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        y = torch.relu(self.bn1(self.conv1(x)))
        y = self.bn2(self.conv2(y))
        return torch.relu(x + y)


class PolicyValueNet(nn.Module):
    """``forward(x) -> (policy_logits (B, columns), value (B,) in [-1, 1])``; the value is for
    the side to move. :meth:`heads` gives every head's raw output, for training."""

    def __init__(self, config: NetConfig):
        super().__init__()
        self.config = config
        f, cells = config.filters, config.rows * config.columns
        self.stem = nn.Sequential(nn.Conv2d(config.planes, f, 3, padding=1, bias=False), nn.BatchNorm2d(f), nn.ReLU())
        self.blocks = nn.Sequential(*[ResidualBlock(f) for _ in range(config.blocks)])
        self.policy_conv = nn.Sequential(nn.Conv2d(f, 2, 1, bias=False), nn.BatchNorm2d(2), nn.ReLU())
        self.policy_fc = nn.Linear(2 * cells, config.columns)
        self.value_conv = nn.Sequential(nn.Conv2d(f, 1, 1, bias=False), nn.BatchNorm2d(1), nn.ReLU())
        self.value_fc1 = nn.Linear(cells, config.value_hidden)
        self.value_fc2 = nn.Linear(config.value_hidden, 3 if config.wdl else 1)
        if config.opponent_policy:
            self.reply_conv = nn.Sequential(nn.Conv2d(f, 2, 1, bias=False), nn.BatchNorm2d(2), nn.ReLU())
            self.reply_fc = nn.Linear(2 * cells, config.columns)
        if config.action_values:
            self.action_conv = nn.Sequential(nn.Conv2d(f, 2, 1, bias=False), nn.BatchNorm2d(2), nn.ReLU())
            self.action_fc = nn.Linear(2 * cells, 3 * config.columns)
        if config.ownership:
            self.ownership_conv = nn.Conv2d(f, 3, 1)
        if config.threats:
            self.threat_conv = nn.Conv2d(f, 2, 1)

    def heads(self, x: torch.Tensor, auxiliary: bool = True) -> dict[str, torch.Tensor]:
        """Every head's raw output: ``policy`` logits ``(B, columns)``; ``value`` ``(B,)`` before
        the tanh (scalar head) or ``wdl`` logits ``(B, 3)`` (win, draw, loss); ``reply`` logits
        ``(B, columns)`` with the opponent-policy head; ``action`` logits ``(B, columns, 3)`` (win,
        draw, loss after each column's move, for the side to move) with the action-value head;
        ``ownership`` logits ``(B, 3, rows, columns)`` (each cell the side to move's, the
        opponent's, nobody's at the game's end) with the ownership head; ``threats`` logits ``(B,
        2, rows, columns)`` (a stone of the side to move, of the opponent, there completes a line)
        with the threat head. ``auxiliary=False``: the policy and value only (what play needs)."""
        h = self.blocks(self.stem(x))
        out = {"policy": self.policy_fc(self.policy_conv(h).flatten(1))}
        v = self.value_fc2(torch.relu(self.value_fc1(self.value_conv(h).flatten(1))))
        if self.config.wdl:
            out["wdl"] = v
        else:
            out["value"] = v.squeeze(1)
        if self.config.opponent_policy and auxiliary:
            out["reply"] = self.reply_fc(self.reply_conv(h).flatten(1))
        if self.config.action_values and auxiliary:
            out["action"] = self.action_fc(self.action_conv(h).flatten(1)).view(len(x), self.config.columns, 3)
        if self.config.ownership and auxiliary:
            out["ownership"] = self.ownership_conv(h)
        if self.config.threats and auxiliary:
            out["threats"] = self.threat_conv(h)
        return out

    @staticmethod
    def value(heads: dict[str, torch.Tensor]) -> torch.Tensor:
        """The value ``(B,)`` in [-1, 1] of :meth:`heads`' output: the tanh of the scalar head,
        or ``P(win) - P(loss)`` of the win/draw/loss head."""
        if "wdl" in heads:
            p = torch.softmax(heads["wdl"].float(), dim=1)
            return p[:, 0] - p[:, 2]
        return torch.tanh(heads["value"])

    def forward(self, x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        out = self.heads(x, auxiliary=False)
        return out["policy"], self.value(out)


@dataclass(frozen=True)
class ImageNetConfig(NetConfig):
    """An image network's architecture: :class:`NetConfig`'s trunk and heads over RGB pictures
    of ``cell`` pixels per board cell (:mod:`training.papers.images`)."""

    cell: int = 8
    """Pixels per cell side of the input pictures."""


class ImagePolicyValueNet(PolicyValueNet):
    """Hemo, Kim, Shavit and Sinha's networks on board pictures: ``forward(x)`` takes float32 ``(B, 3, rows * cell,
    columns * cell)`` RGB in [0, 1] and returns what :class:`PolicyValueNet` does. The stem is a
    convolution with a ``cell x cell`` kernel and stride (one output per board cell: it must learn
    to read the disc), then the same residual trunk and heads."""

    def __init__(self, config: ImageNetConfig):
        super().__init__(config)
        f = config.filters
        self.stem = nn.Sequential(nn.Conv2d(3, f, config.cell, stride=config.cell, bias=False), nn.BatchNorm2d(f),
                                  nn.ReLU())


def build_model(net: dict) -> PolicyValueNet:
    """The network a checkpoint's ``net`` dict describes (an image network when it has ``cell``).

    Raises:
        TypeError: fields that neither config has.
        ValueError: a retired field that was on, or a value out of range.
    """
    if "cell" in net:
        return ImagePolicyValueNet(ImageNetConfig(**net))
    return PolicyValueNet(NetConfig.from_dict(net))


def fold_batch_norm(net: nn.Module) -> nn.Module:
    """Fold every batch norm that follows a convolution (in a residual block, or next to it in a
    ``Sequential``) into that convolution's weights and bias, in place, and return ``net``: in
    eval mode the same function, without a pass over the activations per batch norm (a 4x48
    network at a batch of 300 on a Zen 5 CPU: level on one thread, 1.34 times the positions a
    second on two); the numpy network's arrays are exported from such a network. The batch norms
    become ``nn.Identity``, so the folded network is for inference only (Jacob et al. 2018,
    "Quantization and Training of Neural Networks for Efficient Integer-Arithmetic-Only
    Inference", section 3.2, fold batch norm the same way).

    Raises:
        ValueError: ``net`` in training mode (its batch norms normalise by the batch's statistics).
    """
    if net.training:
        raise ValueError("fold batch norm into a network in eval mode")
    for module in list(net.modules()):
        if isinstance(module, ResidualBlock):
            module.conv1 = fuse_conv_bn_eval(module.conv1, module.bn1)
            module.conv2 = fuse_conv_bn_eval(module.conv2, module.bn2)
            module.bn1, module.bn2 = nn.Identity(), nn.Identity()
        elif isinstance(module, nn.Sequential):
            for i in range(len(module) - 1):
                if isinstance(module[i], nn.Conv2d) and isinstance(module[i + 1], nn.BatchNorm2d):
                    module[i] = fuse_conv_bn_eval(module[i], module[i + 1])
                    module[i + 1] = nn.Identity()
    return net
