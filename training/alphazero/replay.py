"""The replay buffer: a window of the most recent self-play positions, saved beside checkpoints."""

from __future__ import annotations

import zipfile
import zlib
from dataclasses import dataclass

import numpy as np

from durable.files import atomic_path
from training.alphazero.selfplay.records import NO_ACTION_VALUE, NO_OWNER, GameRecord


@dataclass
class Batch:
    """A training batch drawn from a :class:`ReplayBuffer` (``B`` positions).

    Attributes:
        planes: float32 ``(B, P, R, C)``; policies: float32 ``(B, C)``, the search's policy
            targets; values: float32 ``(B,)`` in [-1, 1] for the side to move.
        policy_weights: float32 ``(B,)``, 1.0 where the policy is a target (a full search), else 0.
        replies: float32 ``(B, C)``, the opponent's reply target (the next position's policy, in
            this position's orientation); reply_weights: float32 ``(B,)``, 1.0 where there is one
            (not the game's last position, and the reply had a full search).
        action_values: int8 ``(B, C)``, each column's exact result for the side to move (+1 / 0 /
            -1), :data:`training.alphazero.selfplay.records.NO_ACTION_VALUE` where there is none.
        ownership: uint8 ``(B, R, C)``, each cell's holder at the game's end for the side to move (1
            its own, 2 the opponent's, 0 nobody), :data:`training.alphazero.selfplay.records.NO_OWNER` where
            there is none.
    """

    planes: np.ndarray
    policies: np.ndarray
    values: np.ndarray
    policy_weights: np.ndarray
    replies: np.ndarray
    reply_weights: np.ndarray
    action_values: np.ndarray
    ownership: np.ndarray


WINDOW_ARRAYS = ("planes", "policies", "values", "policy_weights", "has_reply", "action_values", "ownership")
"""The window's arrays in memory (:class:`ReplayBuffer`'s views of its filled rows)."""
POSITION_WEIGHTS = ("constant", "log", "linear")
"""How often position averaging draws a position the window holds ``n`` times (AlphaZero.jl's
sample weighing policies): in proportion to 1, to ``1 + log2(n)``, or to ``n`` (as often as its rows)."""
_POLICY_SCALE = 65535  # a policy's probabilities on file: uint16 fractions of this
_VALUE_SCALE = 32767  # a value on file: int16 fractions of this


def _binary_planes(planes: int) -> int:
    """How many leading planes of a position hold only 0 and 1: all but the padded encoding's fifth."""
    return min(planes, 4)


def board_widths(planes: np.ndarray) -> np.ndarray:
    """int64 ``(N,)``: each row's board columns (``planes`` ``(N, P, R, C)``): ``C``, or for a
    padded position the first columns of its frame, the ones its fourth plane marks."""
    if planes.shape[1] > 3:
        return planes[:, 3, -1, :].sum(axis=1, dtype=np.int64)
    return np.full(len(planes), planes.shape[-1], np.int64)


def reverse_columns(rows: np.ndarray, widths: np.ndarray, where: np.ndarray) -> None:
    """Reverse in place, for each row ``i`` of ``rows`` where ``where[i]``, its first ``widths[i]``
    entries along the last axis (the board's columns): a left-right mirror image of planes
    ``(N, P, R, C)``, of policies ``(N, C)`` or of action values."""
    for width in np.unique(widths[where]):
        sel = where & (widths == width)
        rows[sel, ..., :width] = rows[sel][..., width - 1::-1]


def position_keys(planes: np.ndarray) -> np.ndarray:
    """uint64 ``(N,)``: a key for each row of ``planes`` (``(N, P, R, C)``, any integer or 0/1
    float dtype), equal for equal rows: a fixed random linear form of the row's entries, modulo
    2^64 (two different rows share a key with probability about 2^-64)."""
    flat = planes.reshape(len(planes), -1)
    weights = np.random.default_rng(20_180_613).integers(0, 2 ** 63, size=flat.shape[1], dtype=np.uint64)
    weights = weights * np.uint64(2) + np.uint64(1)  # odd: every bit of an entry reaches the key
    keys = np.empty(len(flat), np.uint64)
    for start in range(0, len(flat), 8192):  # a chunk's uint64 products at a time, not the window's
        block = flat[start:start + 8192].astype(np.uint64)
        keys[start:start + 8192] = (block * weights).sum(axis=1, dtype=np.uint64)
    return keys


@dataclass
class _Groups:
    """The window's rows grouped by position (:meth:`ReplayBuffer.sample` with ``weight``)."""

    of_row: np.ndarray  # int64 (N,): each row's group
    values: np.ndarray  # float32 (G,): the mean value target of a group's rows
    policies: np.ndarray  # float32 (G, C): the mean policy target of its rows that have one
    has_policy: np.ndarray  # bool (G,): some row of the group has a policy target
    cumulative: np.ndarray  # float64 (N,): the rows' draw weights, summed (w(n) / n a row)


def _decoded(data) -> dict[str, np.ndarray]:
    """The planes, policies and values of a compact file's rows (:meth:`ReplayBuffer.save`), as in memory."""
    shape = tuple(int(v) for v in data["planes_shape"])
    binary = _binary_planes(shape[0])
    bits = np.unpackbits(data["planes_bits"], axis=1, count=binary * shape[1] * shape[2])
    planes = bits.reshape(len(bits), binary, *shape[1:])
    if shape[0] > binary:
        planes = np.concatenate([planes, data["planes_rest"]], axis=1)
    return {"planes": planes, "policies": data["policies_u16"].astype(np.float32) / _POLICY_SCALE,
            "values": data["values_i16"].astype(np.float32) / _VALUE_SCALE}


class ReplayBuffer:
    """Positions of the most recent games, at most ``capacity`` positions, each game's positions
    one after another (so the row after a position, modulo ``capacity``, is its opponent's reply).

    The window is a ring of ``capacity`` rows allocated at the first :meth:`add`: a chunk of games
    is written over the oldest rows, and nothing else is copied (the learner's cost of a chunk is
    the chunk's size, not the window's). ``planes``, ``policies``, ``values``, ``policy_weights``,
    ``has_reply``, ``action_values`` and ``ownership`` are views of the filled rows in ring order
    (oldest first only until the ring wraps; :meth:`save` writes them so, with the head).

    Planes are stored as uint8 (0/1; the padded encoding's fifth plane, ``inarow / 4``, as
    ``inarow``), policies and values as float32, action values as int8, the policy weights,
    whether the next row is this one's reply and the ownership targets as uint8.
    ``sample`` draws a batch uniformly and mirrors each position left-right with probability
    1/2 (the board, the policy, the reply, the action values and the ownership reversed along the
    board's columns, which for a padded position are the first ones of the frame, as its fourth
    plane marks; the value unchanged). With a ``weight`` (:data:`POSITION_WEIGHTS`), it averages
    positions instead: the rows that hold the same position (the same planes; a mirror image is
    another one) are one training sample, its value target their values'
    mean, its policy target the mean of their policy targets (the rows after a full search or
    with an exact policy; none: no policy target), each row's reply, action values and ownership
    its own, and a position held ``n`` times is drawn
    in proportion to 1, ``1 + log2(n)`` or ``n`` (AlphaZero.jl's position averaging and sample
    weighing policies; Laurent, AlphaZero.jl documentation, 2020: its Connect Four training
    averages positions, weighed by ``1 + log2(n)``).

    Raises:
        ValueError: a capacity below 1; :meth:`add` of positions of another shape than the window's.
    """

    def __init__(self, capacity: int):
        if capacity < 1:
            raise ValueError(f"replay capacity must be positive, got {capacity}")
        self.capacity = capacity
        self.rows: dict[str, np.ndarray] = {}
        self.size = 0
        self.head = 0  # the next row written
        self.games = 0
        self.positions = 0  # added since the run began, the ones the window dropped too
        self._keys = np.zeros(capacity, np.uint64)  # each row's position_keys
        self._groups: tuple[str, _Groups] | None = None  # the rows grouped for a weight

    def __len__(self) -> int:
        return self.size

    def _filled(self, name: str) -> np.ndarray | None:
        return self.rows[name][:self.size] if self.rows else None

    planes = property(lambda self: self._filled("planes"))
    policies = property(lambda self: self._filled("policies"))
    values = property(lambda self: self._filled("values"))
    policy_weights = property(lambda self: self._filled("policy_weights"))
    has_reply = property(lambda self: self._filled("has_reply"))
    action_values = property(lambda self: self._filled("action_values"))
    ownership = property(lambda self: self._filled("ownership"))

    def add(self, records: list[GameRecord], ownership: bool = False, games: bool = True) -> None:
        """Write ``records``' positions over the oldest rows; with ``ownership``, each row's
        :meth:`~training.alphazero.selfplay.records.GameRecord.ownership` (else
        :data:`~training.alphazero.selfplay.records.NO_OWNER`: none kept or saved). ``games``:
        they are self-play's games, counted in ``games`` (an iteration's target counts on it)."""
        if not records:
            return
        planes = np.concatenate([r.planes for r in records])
        action_values = [r.action_values if r.action_values is not None
                         else np.full(r.policies.shape, NO_ACTION_VALUE, np.int8) for r in records]
        if planes.shape[1] > 3:  # the padded encoding's inarow / 4, stored whole
            planes[:, 4] *= 4.0
        self.write_rows({"planes": planes.astype(np.uint8),
                         "policies": np.concatenate([r.policies for r in records]).astype(np.float32),
                         "values": np.concatenate([r.values for r in records]).astype(np.float32),
                         "policy_weights": np.concatenate([r.policy_weights() for r in records]).astype(np.uint8),
                         "has_reply": np.concatenate([np.append(r.policy_weights()[1:], 0.0) for r in records])
                         .astype(np.uint8),
                         "action_values": np.concatenate(action_values).astype(np.int8),
                         "ownership": (np.concatenate([r.ownership() for r in records]) if ownership
                                       else np.full((len(planes), *planes.shape[2:]), NO_OWNER, np.uint8))})
        self.games += len(records) if games else 0
        self.positions += len(planes)

    def write_rows(self, new: dict[str, np.ndarray]) -> None:
        """Write rows (oldest first) over the ring's oldest ones: each of the window's arrays
        (``planes``, ``policies``, ...; as in memory, the same length), the newest ``capacity``
        rows where there are more.

        Raises:
            ValueError: positions of another shape than the window's.
        """
        n = len(new["values"])
        if not self.rows:
            self.rows = {name: np.zeros((self.capacity, *rows.shape[1:]), rows.dtype) for name, rows in new.items()}
        elif new["planes"].shape[1:] != self.rows["planes"].shape[1:]:
            raise ValueError(f"positions of shape {new['planes'].shape[1:]} in a window of "
                             f"{self.rows['planes'].shape[1:]}")
        keep = min(n, self.capacity)
        first = min(keep, self.capacity - self.head)  # rows up to the ring's end, then from its start
        for name, rows in new.items():
            ring, rows = self.rows[name], rows[n - keep:]
            ring[self.head:self.head + first] = rows[:first]
            ring[:keep - first] = rows[first:]
        keys = position_keys(new["planes"][n - keep:])
        self._keys[self.head:self.head + first] = keys[:first]
        self._keys[:keep - first] = keys[first:]
        self._groups = None
        self.head = (self.head + keep) % self.capacity
        self.size = min(self.capacity, self.size + keep)

    def unique_positions(self) -> int:
        """How many different positions the window's rows hold (from the rows' grouping, where a
        draw since the last write made it)."""
        if self._groups is not None:
            return len(self._groups[1].values)
        return len(np.unique(self._keys[:self.size]))

    def _grouped(self, weight: str) -> _Groups:
        """The rows grouped by position, for draws weighed by ``weight``; kept until the next write."""
        if self._groups is not None and self._groups[0] == weight:
            return self._groups[1]
        _, of_row, counts = np.unique(self._keys[:self.size], return_inverse=True, return_counts=True)
        groups = len(counts)
        full = self.policy_weights.astype(np.float64)
        with_policy = np.bincount(of_row, weights=full, minlength=groups)
        policies = np.stack([np.bincount(of_row, weights=self.policies[:, c] * full, minlength=groups)
                             for c in range(self.policies.shape[1])], axis=1)
        policies /= np.maximum(with_policy, 1.0)[:, None]
        per_position = {"constant": np.ones(groups), "log": 1.0 + np.log2(counts),
                        "linear": counts.astype(np.float64)}[weight]
        grouped = _Groups(of_row, (np.bincount(of_row, weights=self.values, minlength=groups) / counts)
                          .astype(np.float32), policies.astype(np.float32), with_policy > 0,
                          np.cumsum((per_position / counts)[of_row]))
        self._groups = (weight, grouped)
        return grouped

    def sample(self, batch: int, rng: np.random.Generator, weight: str | None = None) -> Batch:
        """``batch`` positions drawn uniformly, each mirrored with probability 1/2. With ``weight``
        (one of :data:`POSITION_WEIGHTS`), positions averaged over the rows that hold them and
        drawn by that weight (see the class docstring).

        Raises:
            ValueError: the buffer is empty, or an unknown weight.
        """
        if not len(self):
            raise ValueError("the replay buffer is empty")
        if weight is not None and weight not in POSITION_WEIGHTS:
            raise ValueError(f"weight must be one of {', '.join(POSITION_WEIGHTS)}, got {weight!r}")
        groups = None
        if weight is not None:
            groups = self._grouped(weight)
            cumulative = groups.cumulative
            idx = np.minimum(np.searchsorted(cumulative, rng.random(batch) * cumulative[-1], side="right"),
                             len(self) - 1)
        else:
            idx = rng.integers(0, len(self), size=batch)
        planes = self.planes[idx].astype(np.float32)
        widths = board_widths(planes)
        if groups is None:
            policies, values = self.policies[idx].copy(), self.values[idx].astype(np.float32)
            policy_weights = self.policy_weights[idx].astype(np.float32)
        else:
            group = groups.of_row[idx]
            policies, values = groups.policies[group], groups.values[group]
            policy_weights = groups.has_policy[group].astype(np.float32)
        action_values, ownership = self.action_values[idx], self.ownership[idx]
        reply_weights = self.has_reply[idx].astype(np.float32)
        replies = self.policies[(idx + 1) % len(self)] * reply_weights[:, None]  # the newest row has none
        flip = rng.random(batch) < 0.5
        if planes.shape[1] > 3:
            planes[:, 4] /= 4.0
        for rows in (planes, policies, replies, action_values, ownership):
            reverse_columns(rows, widths, flip)
        return Batch(planes, policies, values, policy_weights, replies, reply_weights, action_values, ownership)

    def save(self, path: str) -> None:
        """Write to ``path`` (.npz) atomically: the filled rows in ring order and the ring's head
        (no reordering to put them oldest first), compact: the 0/1 planes bit-packed a row at a time
        (``planes_bits``, uint8, with ``planes_shape``; the padded encoding's fifth plane as uint8
        ``planes_rest``), the policies as uint16 fractions of 65,535 (``policies_u16``), the values
        as int16 fractions of 32,767 (``values_i16``), the ownership targets (where a row has one),
        the policy weights, replies and action values as in memory; ``meta``: capacity, games, head,
        positions. :meth:`load` gives back the planes exactly, the policies within 1e-5 and the
        values within 2e-5."""
        arrays = {name: getattr(self, name) for name in WINDOW_ARRAYS} if self.size else {}
        if arrays:
            planes = arrays.pop("planes")
            binary = _binary_planes(planes.shape[1])
            arrays["planes_bits"] = np.packbits(planes[:, :binary].reshape(self.size, -1), axis=1)
            arrays["planes_shape"] = np.array(planes.shape[1:])
            if planes.shape[1] > binary:
                arrays["planes_rest"] = planes[:, binary:]
            arrays["policies_u16"] = np.round(arrays.pop("policies") * _POLICY_SCALE).astype(np.uint16)
            arrays["values_i16"] = np.round(arrays.pop("values") * _VALUE_SCALE).astype(np.int16)
            if (arrays["ownership"] == NO_OWNER).all():  # only a window with the ownership head keeps any
                del arrays["ownership"]
        with atomic_path(path, suffix=".npz") as tmp:
            np.savez_compressed(tmp, **arrays, meta=np.array([self.capacity, self.games, self.head, self.positions]))

    @classmethod
    def load(cls, path: str) -> ReplayBuffer:
        """Read a buffer written by :meth:`save` (one written before its compact form: planes as
        uint8, policies and values as float32; one written before the ring, oldest row first; one
        written before the policy weights, replies, action values and ownership were kept, or
        without them: every policy a target, no reply targets, no action values, no ownership).

        Raises:
            ValueError: the file is unreadable or not a replay buffer.
        """
        try:
            data = np.load(path, allow_pickle=False)
            if not isinstance(data, np.lib.npyio.NpzFile):
                raise ValueError("one array, not an .npz archive")
            with data:
                meta = [int(v) for v in data["meta"]]
                capacity, games = meta[:2]
                buffer = cls(capacity)
                if "planes_bits" in data:
                    rows = _decoded(data)
                elif "values" in data:  # the float32 form (int8 values before they were mixed)
                    rows = {"planes": data["planes"], "policies": data["policies"],
                            "values": data["values"].astype(np.float32)}
                else:  # an empty window
                    rows = {}
                n = len(rows["values"]) if rows else 0
                if n:
                    old = {"policy_weights": np.ones(n, np.uint8), "has_reply": np.zeros(n, np.uint8),
                           "action_values": np.full(rows["policies"].shape, NO_ACTION_VALUE, np.int8),
                           "ownership": np.full((n, *rows["planes"].shape[2:]), NO_OWNER, np.uint8)}
                    rows.update({name: data[name] if name in data else default for name, default in old.items()})
                    if any(len(r) != n for r in rows.values()) or n > capacity:
                        raise ValueError("its arrays differ in length")
                    buffer.write_rows(rows)
                    if len(meta) > 2 and n == capacity:  # a full ring: its oldest row at the saved head
                        buffer.head = meta[2] % capacity
                buffer.games = games
                buffer.positions = meta[3] if len(meta) > 3 else n  # a file from before the count: what it holds
        except (OSError, KeyError, ValueError, IndexError, EOFError, zipfile.BadZipFile, zlib.error) as e:
            reason = "empty" if isinstance(e, EOFError) else str(e) or type(e).__name__
            raise ValueError(f"{path} is not a readable replay buffer (move it away to resume with an empty "
                             f"window): {reason}") from None
        return buffer
