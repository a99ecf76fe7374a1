"""AlphaZero's loss with the learning recipe's heads, the threat head's targets, and the parameters
its L2 term penalises."""

from __future__ import annotations

import torch
from torch import nn

from training.nets.model import PolicyValueNet


def decayed_parameters(model: nn.Module) -> list[torch.Tensor]:
    """The parameters the L2 term penalises: every convolution's and linear layer's (weights and
    biases), none of batch norm's (its scale and shift)."""
    return [p for m in model.modules() if isinstance(m, nn.Conv2d | nn.Linear) for p in m.parameters(recurse=False)]


def threat_targets(planes: torch.Tensor, inarows: tuple[int, ...]) -> tuple[torch.Tensor, torch.Tensor]:
    """The board's threats (Allis, "A Knowledge-based Approach of Connect-Four", 1988): the empty
    cells where a stone would complete a line of ``inarow`` (horizontal, vertical or diagonal), for
    the side to move and for the opponent, whether the cell is playable now or not.

    :func:`agents.board.winning_cells` of both sides, for a batch of input planes
    (:mod:`agents.encoding`) on their device, as a training step holds them (the replay window keeps
    planes, not positions): each line of ``inarow`` cells is a window of a convolution; a window
    holding ``inarow - 1`` of a side's stones and one empty cell makes that cell a threat of that
    side.

    Args:
        planes: float32 ``(B, planes, R, C)`` network input (padded or not).
        inarows: the line lengths the batch's positions play to; one when ``planes`` are unpadded,
            else each position's from its plane 4 (which must be among them).

    Returns:
        ``(threats, empty)``: float32 ``(B, 2, R, C)`` of 0 / 1 (channel 0 the side to move's,
        1 the opponent's), and float32 ``(B, R, C)`` of 0 / 1, the board's empty cells (where a
        threat can be; 0 on the frame beyond the board).

    Raises:
        ValueError: unpadded planes with other than one ``inarows``.
    """
    padded = planes.shape[1] > 3
    if not padded and len(inarows) != 1:
        raise ValueError(f"unpadded planes play to one inarow, got {inarows}")
    own, opponent = planes[:, 0], planes[:, 1]
    board = planes[:, 3] if padded else torch.ones_like(own)
    empty = board - own - opponent
    stones = torch.stack([own, opponent], dim=1).flatten(0, 1).unsqueeze(1)  # (2B, 1, R, C)
    holes = empty.repeat_interleave(2, dim=0).unsqueeze(1)
    threats = torch.zeros_like(planes[:, :2])
    for k in inarows:
        lines = torch.zeros(4, 1, k, k, dtype=planes.dtype, device=planes.device)
        lines[0, 0, 0, :] = 1  # horizontal
        lines[1, 0, :, 0] = 1  # vertical
        lines[2, 0] = torch.eye(k, dtype=planes.dtype, device=planes.device)  # diagonal
        lines[3, 0] = torch.eye(k, dtype=planes.dtype, device=planes.device).flip(1)  # anti-diagonal
        # every window of k cells in a line, the frame padded with cells neither a stone nor empty
        ready = ((torch.nn.functional.conv2d(stones, lines, padding=k - 1) == k - 1)
                 & (torch.nn.functional.conv2d(holes, lines, padding=k - 1) == 1)).to(planes.dtype)
        covered = torch.nn.functional.conv_transpose2d(ready, lines, padding=k - 1)
        found = (covered.view_as(threats) > 0) & (empty.unsqueeze(1) > 0)
        if padded:
            found &= (torch.round(planes[:, 4].amax(dim=(1, 2)) * 4) == k).view(-1, 1, 1, 1)
        threats = torch.maximum(threats, found.to(planes.dtype))
    return threats, empty


def wdl_of(z: torch.Tensor) -> torch.Tensor:
    """Win/draw/loss probabilities ``(B, 3)`` for values ``z`` ``(B,)`` in [-1, 1]:
    ``(max(z, 0), 1 - |z|, max(-z, 0))``, one-hot for z in {-1, 0, 1}; ``P(win) - P(loss) = z``."""
    return torch.stack([z.clamp(min=0), 1 - z.abs(), (-z).clamp(min=0)], dim=1)


def alphazero_loss(model: PolicyValueNet, heads: dict[str, torch.Tensor], pi: torch.Tensor, z: torch.Tensor,
                   l2: float, policy_weights: torch.Tensor | None = None, replies: torch.Tensor | None = None,
                   reply_weights: torch.Tensor | None = None,
                   reply_scale: float = 0.0, action_values: torch.Tensor | None = None,
                   action_scale: float = 0.0, wdl: torch.Tensor | None = None,
                   ownership: torch.Tensor | None = None, ownership_scale: float = 0.0,
                   threats: tuple[torch.Tensor, torch.Tensor] | None = None,
                   threat_scale: float = 0.0) -> tuple[torch.Tensor, dict[str, torch.Tensor]]:
    """AlphaZero's loss (Silver et al. 2018; Cej) ``(z - v)^2 - pi . log p + c ||theta||^2``,
    batch-averaged, with the options of :class:`training.nets.model.NetConfig`'s heads.

    The value term is the squared error of the tanh value, or with a win/draw/loss head the cross
    entropy against :func:`wdl_of` ``z``, or against ``wdl`` where given (a teacher network's
    probabilities, say). The policy term is averaged over the positions whose ``policy_weights`` are
    1 (playout-cap randomisation: Wu 2019, "Accelerating Self-Play Learning in Go", section 3.1).
    With ``reply_scale`` > 0 the opponent-reply head's cross entropy against ``replies`` (where
    ``reply_weights`` are 1) is added, times ``reply_scale`` (Wu 2019, section 3.4). With
    ``action_scale`` > 0 the action-value head's cross entropy against each column's exact result
    (one-hot win / draw / loss), averaged over the columns that have one, is added, times
    ``action_scale``. With ``ownership_scale`` > 0 the ownership head's cross entropy against each
    cell's holder at the game's end, averaged over the cells that have one, is added, times
    ``ownership_scale`` (KataGo's ownership target; Wu 2019, section 4.1, weighs it 1.5 per cell's
    mean). With ``threat_scale`` > 0 the threat head's binary cross entropy against ``threats``,
    averaged over the empty cells' two channels, is added, times ``threat_scale``.

    Args:
        model: for the L2 term (:func:`decayed_parameters`).
        heads: :meth:`training.nets.model.PolicyValueNet.heads`'s float32 outputs (``policy`` logits
            ``(B, columns)``, beyond-board columns already masked; ``value`` ``(B,)`` before the
            tanh, or ``wdl`` ``(B, 3)``; ``reply`` ``(B, columns)`` when ``reply_scale`` > 0;
            ``action`` ``(B, columns, 3)`` when ``action_scale`` > 0; ``ownership`` ``(B, 3, rows,
            columns)`` when ``ownership_scale`` > 0; ``threats`` ``(B, 2, rows, columns)`` when ``threat_scale`` > 0).
        pi: ``(B, columns)`` search policy targets; z: ``(B,)`` results in [-1, 1] for the side to move.
        l2: c.
        policy_weights, reply_weights: float32 ``(B,)`` of 0 / 1 (None: all 1 / no reply term).
        replies: ``(B, columns)`` reply targets.
        action_values: int8 ``(B, columns)``, each column's exact result for the side to move (+1,
            0, -1), any other value where it has none
            (:data:`training.alphazero.selfplay.records.NO_ACTION_VALUE`).
        wdl: float32 ``(B, 3)`` win/draw/loss probabilities for the side to move, the target of a
            win/draw/loss head in place of ``z``'s (None: from ``z``).
        ownership: uint8 ``(B, rows, columns)``, each cell's holder at the game's end for the side
            to move (0 nobody, 1 its own, 2 the opponent's), any other value where it has none
            (:data:`training.alphazero.selfplay.records.NO_OWNER`).
        threats: :func:`threat_targets`' ``(threats, empty)``.

    Returns:
        ``(total, terms)``: ``terms`` the ``value``, ``policy``, ``l2``, ``reply``, ``action``,
        ``ownership`` and ``threats`` terms (scaled; the last four only with their scales).
    """
    if "wdl" in heads:
        target = wdl_of(z) if wdl is None else wdl
        loss_value = -torch.mean(torch.sum(target * torch.log_softmax(heads["wdl"], dim=1), dim=1))
    else:
        loss_value = torch.mean((z - torch.tanh(heads["value"])) ** 2)

    def cross_entropy(logits: torch.Tensor, target: torch.Tensor, weights: torch.Tensor | None) -> torch.Tensor:
        ce = -torch.sum(target * torch.log_softmax(logits, dim=1), dim=1)
        return ce.mean() if weights is None else torch.sum(weights * ce) / weights.sum().clamp(min=1.0)

    terms = {"value": loss_value, "policy": cross_entropy(heads["policy"], pi, policy_weights),
             "l2": l2 * sum(torch.sum(p * p) for p in decayed_parameters(model))}
    if reply_scale > 0:
        terms["reply"] = reply_scale * cross_entropy(heads["reply"], replies, reply_weights)
    if action_scale > 0:
        known = (action_values >= -1) & (action_values <= 1)
        classes = (1 - action_values.long()).clamp(0, 2)  # win, draw, loss: 0, 1, 2
        ce = torch.nn.functional.cross_entropy(heads["action"].flatten(0, 1), classes.flatten(), reduction="none")
        terms["action"] = action_scale * torch.sum(ce * known.flatten()) / known.sum().clamp(min=1)
    if ownership_scale > 0:
        owners = ownership.long()
        known = owners <= 2
        ce = torch.nn.functional.cross_entropy(heads["ownership"], owners.clamp(max=2), reduction="none")
        terms["ownership"] = ownership_scale * torch.sum(ce * known) / known.sum().clamp(min=1)
    if threat_scale > 0:
        target, empty = threats
        bce = torch.nn.functional.binary_cross_entropy_with_logits(heads["threats"], target, reduction="none")
        terms["threats"] = threat_scale * torch.sum(bce * empty.unsqueeze(1)) / (2 * empty.sum()).clamp(min=1)
    return sum(terms.values()), terms
