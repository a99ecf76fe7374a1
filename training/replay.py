"""The replay buffer: a window of the most recent self-play positions, saved beside checkpoints."""

from __future__ import annotations

import numpy as np

from durable.files import atomic_path
from training.selfplay import GameRecord


class ReplayBuffer:
    """Positions of the most recent games, at most ``capacity`` positions.

    Planes are stored as uint8 (0/1; the padded encoding's fifth plane, ``inarow / 4``, as
    ``inarow``), policies as float32, values as int8.
    ``sample`` draws a batch uniformly and mirrors each position left-right with probability
    1/2 (the board and the policy reversed along the board's columns, which for a padded position
    are the first ones of the frame, as its fourth plane marks; the value unchanged).
    """

    def __init__(self, capacity: int):
        if capacity < 1:
            raise ValueError(f"replay capacity must be positive, got {capacity}")
        self.capacity = capacity
        self.planes: np.ndarray | None = None
        self.policies: np.ndarray | None = None
        self.values: np.ndarray | None = None
        self.games = 0

    def __len__(self) -> int:
        return 0 if self.values is None else len(self.values)

    def add(self, records: list[GameRecord]) -> None:
        if not records:
            return
        planes = np.concatenate([r.planes for r in records])
        if planes.shape[1] > 3:  # the padded encoding's inarow / 4, stored whole
            planes[:, 4] *= 4.0
        planes = planes.astype(np.uint8)
        policies = np.concatenate([r.policies for r in records]).astype(np.float32)
        values = np.concatenate([r.values for r in records]).astype(np.int8)
        if self.values is not None:
            planes = np.concatenate([self.planes, planes])
            policies = np.concatenate([self.policies, policies])
            values = np.concatenate([self.values, values])
        self.planes, self.policies, self.values = planes[-self.capacity:], policies[-self.capacity:], \
            values[-self.capacity:]
        self.games += len(records)

    def sample(self, batch: int, rng: np.random.Generator) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """``(planes float32 (B, P, R, C), policies float32 (B, C), values float32 (B,))``.

        Raises:
            ValueError: the buffer is empty.
        """
        if not len(self):
            raise ValueError("the replay buffer is empty")
        idx = rng.integers(0, len(self), size=batch)
        planes = self.planes[idx].astype(np.float32)
        policies = self.policies[idx].copy()
        flip = rng.random(batch) < 0.5
        padded = planes.shape[1] > 3
        if padded:
            planes[:, 4] /= 4.0
        widths = planes[:, 3, -1, :].sum(axis=1).astype(np.int64) if padded else np.full(batch, planes.shape[-1])
        for width in np.unique(widths[flip]):
            sel = flip & (widths == width)
            planes[sel, :, :, :width] = planes[sel][..., width - 1::-1]
            policies[sel, :width] = policies[sel][:, width - 1::-1]
        return planes, policies, self.values[idx].astype(np.float32)

    def save(self, path: str) -> None:
        """Write to ``path`` (.npz) atomically."""
        empty = np.zeros(0)
        with atomic_path(path, suffix=".npz") as tmp:
            np.savez_compressed(tmp, planes=self.planes if self.planes is not None else empty,
                                policies=self.policies if self.policies is not None else empty,
                                values=self.values if self.values is not None else empty,
                                meta=np.array([self.capacity, self.games]))

    @classmethod
    def load(cls, path: str) -> ReplayBuffer:
        """Read a buffer written by :meth:`save`.

        Raises:
            ValueError: the file is unreadable or not a replay buffer.
        """
        try:
            with np.load(path) as data:
                capacity, games = (int(v) for v in data["meta"])
                buffer = cls(capacity)
                if data["values"].size:
                    buffer.planes, buffer.policies = data["planes"], data["policies"]
                    buffer.values = data["values"]
                buffer.games = games
        except (OSError, KeyError, ValueError) as e:
            raise ValueError(f"{path} is not a readable replay buffer: {e}") from None
        return buffer
