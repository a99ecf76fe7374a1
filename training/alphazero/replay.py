"""The replay buffer: a window of the most recent self-play positions, saved beside checkpoints."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from durable.files import atomic_path
from training.alphazero.selfplay import NO_ACTION_VALUE, NO_OWNER, GameRecord


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
            -1), :data:`training.alphazero.selfplay.NO_ACTION_VALUE` where there is none.
        ownership: uint8 ``(B, R, C)``, each cell's holder at the game's end for the side to move (1
            its own, 2 the opponent's, 0 nobody), :data:`training.alphazero.selfplay.NO_OWNER` where
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


WINDOW_ARRAYS = ("planes", "policies", "values", "policy_weights", "has_reply", "action_values", "surprise",
                 "ownership")
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
    cumulative: np.ndarray  # float64 (N,): the rows' draw weights, summed (w(n) / n a row, times its surprise's)
    flipped: np.ndarray | None  # bool (N,): with mirrors, a row the group's policy mirrors


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
    another one, unless ``mirrors``) are one training sample, its value target their values'
    mean, its policy target the mean of their policy targets (the rows after a full search or
    with an exact policy; none: no policy target), each row's reply, action values and ownership
    its own, and a position held ``n`` times is drawn
    in proportion to 1, ``1 + log2(n)`` or ``n`` (AlphaZero.jl's position averaging and sample
    weighing policies; Laurent, AlphaZero.jl documentation, 2020: its Connect Four training
    averages positions, weighed by ``1 + log2(n)``). With ``mirrors`` too, a position and its
    mirror image are one position (the smaller of their keys stands for both, the mirror images'
    keys computed as the rows are grouped): the policy targets of the rows that hold the other
    image are reversed into one orientation before the mean, and back for a draw of such a row.

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
        self._groups: tuple[tuple[str, bool, float], _Groups] | None = None  # for a weight, mirrors, a share
        self._row_draws: tuple[float, np.ndarray] | None = None  # a surprise share's rows' draw weights, summed

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
    surprise = property(lambda self: self._filled("surprise"))
    ownership = property(lambda self: self._filled("ownership"))

    def add(self, records: list[GameRecord], surprise: bool = False, ownership: bool = False) -> None:
        """Write ``records``' positions over the oldest rows; with ``surprise``, each row's
        :meth:`~training.alphazero.selfplay.GameRecord.surprise` too (else 0: policy surprise
        weighting off, nothing of it kept or saved); with ``ownership``, each row's
        :meth:`~training.alphazero.selfplay.GameRecord.ownership` (else
        :data:`~training.alphazero.selfplay.NO_OWNER`: none kept or saved)."""
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
                         "surprise": (np.concatenate([r.surprise() for r in records]) if surprise
                                      else np.zeros(len(planes))).astype(np.float32),
                         "ownership": (np.concatenate([r.ownership() for r in records]) if ownership
                                       else np.full((len(planes), *planes.shape[2:]), NO_OWNER, np.uint8))})
        self.games += len(records)
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
        self._groups = self._row_draws = None
        self.head = (self.head + keep) % self.capacity
        self.size = min(self.capacity, self.size + keep)

    def set_policies(self, rows: np.ndarray, policies: np.ndarray) -> None:
        """Make ``policies`` (float32 ``(n, C)``, each summing to 1) the policy targets of the
        filled ``rows`` (int ``(n,)``, ring order as :attr:`policies`), each a target now
        (``policy_weights`` 1): a search's fresh answer for positions already in the window. Their
        values, replies and surprises stay.

        Raises:
            ValueError: ``rows`` outside the filled rows, or ``policies`` of another shape.
        """
        rows = np.asarray(rows, np.int64)
        if not len(rows):
            return
        if rows.min() < 0 or rows.max() >= self.size:
            raise ValueError(f"rows must be among the window's {self.size} filled rows")
        if policies.shape != (len(rows), *self.rows["policies"].shape[1:]):
            raise ValueError(f"policies of shape {policies.shape} for {len(rows)} rows")
        self.rows["policies"][rows] = policies
        self.rows["policy_weights"][rows] = 1
        self._groups = self._row_draws = None

    def unique_positions(self) -> int:
        """How many different positions the window's rows hold (from the rows' grouping, where a
        draw since the last write made it: a position and its mirror image one where it drew
        with ``mirrors``)."""
        if self._groups is not None:
            return len(self._groups[1].values)
        return len(np.unique(self._keys[:self.size]))

    def draw_weights(self, surprise_share: float) -> np.ndarray:
        """float64 ``(N,)``: each row's draw weight under policy surprise weighting (KataGo's; Wu,
        "Other Methods Implemented in KataGo", KataGo's documentation, 2020): the rows with a
        policy target share their draws, ``1 - surprise_share`` of them alike and
        ``surprise_share`` in proportion to each row's :attr:`surprise` (the window's mean surprise
        of such rows draws 1); the other rows draw 1. 1 everywhere at a share of 0, or where no row
        has a surprise."""
        weights = np.ones(self.size)
        policy = self.policy_weights > 0
        mean = float(self.surprise[policy].mean()) if surprise_share and policy.any() else 0.0
        if mean > 0:
            weights[policy] = (1.0 - surprise_share) + surprise_share * self.surprise[policy] / mean
        return weights

    def _grouped(self, weight: str, mirrors: bool, surprise_share: float = 0.0) -> _Groups:
        """The rows grouped by position (a mirror pair one with ``mirrors``), for draws weighed by
        ``weight`` and each row's :meth:`draw_weights`; kept until the next write."""
        if self._groups is not None and self._groups[0] == (weight, mirrors, surprise_share):
            return self._groups[1]
        keys, flipped, row_policies = self._keys[:self.size], None, self.policies
        if mirrors:  # a pair's smaller key stands for both; the rows of the other image reversed
            widths, mirrored = board_widths(self.planes), self.planes.copy()
            reverse_columns(mirrored, widths, np.ones(self.size, bool))
            mirror_keys = position_keys(mirrored)
            flipped = mirror_keys < keys
            keys = np.minimum(keys, mirror_keys)
            row_policies = row_policies.copy()
            reverse_columns(row_policies, widths, flipped)
        _, of_row, counts = np.unique(keys, return_inverse=True, return_counts=True)
        groups = len(counts)
        full = self.policy_weights.astype(np.float64)
        with_policy = np.bincount(of_row, weights=full, minlength=groups)
        policies = np.stack([np.bincount(of_row, weights=row_policies[:, c] * full, minlength=groups)
                             for c in range(row_policies.shape[1])], axis=1)
        policies /= np.maximum(with_policy, 1.0)[:, None]
        per_position = {"constant": np.ones(groups), "log": 1.0 + np.log2(counts),
                        "linear": counts.astype(np.float64)}[weight]
        grouped = _Groups(of_row, (np.bincount(of_row, weights=self.values, minlength=groups) / counts)
                          .astype(np.float32), policies.astype(np.float32), with_policy > 0,
                          np.cumsum((per_position / counts)[of_row] * self.draw_weights(surprise_share)), flipped)
        self._groups = ((weight, mirrors, surprise_share), grouped)
        return grouped

    def sample(self, batch: int, rng: np.random.Generator, newest: int | None = None,
               weight: str | None = None, mirrors: bool = False, surprise_share: float = 0.0) -> Batch:
        """``batch`` positions drawn uniformly, each mirrored with probability 1/2; from the
        ``newest`` rows only where that is given and under the filled rows. With ``weight`` (one
        of :data:`POSITION_WEIGHTS`), positions averaged over the rows that hold them and drawn
        by that weight, a position and its mirror image one with ``mirrors`` (see the class
        docstring). With ``surprise_share`` (in [0, 1]), each row drawn as often as its
        :meth:`draw_weights` say, and an averaged position as often as its weight times its rows'
        mean draw weight.

        Raises:
            ValueError: the buffer is empty, an unknown weight, a weight or a surprise share with
                ``newest``, ``mirrors`` without a weight, or a share outside [0, 1].
        """
        if not len(self):
            raise ValueError("the replay buffer is empty")
        if weight is not None and weight not in POSITION_WEIGHTS:
            raise ValueError(f"weight must be one of {', '.join(POSITION_WEIGHTS)}, got {weight!r}")
        if weight is not None and newest is not None:
            raise ValueError("position averaging draws from the whole window, not the newest rows")
        if mirrors and weight is None:
            raise ValueError("mirrors merge the positions that averaging groups: they need a weight")
        if not 0.0 <= surprise_share <= 1.0 or (surprise_share and newest is not None):
            raise ValueError(f"the surprise share must be in [0, 1], and 0 with the newest rows, got {surprise_share}")
        groups, cumulative = None, None
        if weight is not None:
            groups = self._grouped(weight, mirrors, surprise_share)
            cumulative = groups.cumulative
        elif surprise_share:
            if self._row_draws is None or self._row_draws[0] != surprise_share:
                self._row_draws = (surprise_share, np.cumsum(self.draw_weights(surprise_share)))
            cumulative = self._row_draws[1]
        if cumulative is not None:
            idx = np.minimum(np.searchsorted(cumulative, rng.random(batch) * cumulative[-1], side="right"),
                             len(self) - 1)
        elif newest is None or newest >= len(self):
            idx = rng.integers(0, len(self), size=batch)
        else:  # the newest row sits just before the head, the ring's next write
            idx = (self.head - 1 - rng.integers(0, max(1, newest), size=batch)) % len(self)
        planes = self.planes[idx].astype(np.float32)
        widths = board_widths(planes)
        if groups is None:
            policies, values = self.policies[idx].copy(), self.values[idx].astype(np.float32)
            policy_weights = self.policy_weights[idx].astype(np.float32)
        else:
            group = groups.of_row[idx]
            policies, values = groups.policies[group], groups.values[group]
            policy_weights = groups.has_policy[group].astype(np.float32)
            if groups.flipped is not None:  # the group's policy in its orientation, back into the row's
                reverse_columns(policies, widths, groups.flipped[idx])
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
        (no reordering to put them oldest first), compact: the 0/1 planes bit-packed a row at a
        time (``planes_bits``, uint8, with ``planes_shape``; the padded encoding's fifth plane as
        uint8 ``planes_rest``), the policies as uint16 fractions of 65,535 (``policies_u16``), the
        values as int16 fractions of 32,767 (``values_i16``), the surprises as float16 (where a row
        has one), the ownership targets (where a row has one), the policy weights, replies and
        action values as in memory; ``meta``: capacity, games, head, positions. :meth:`load` gives
        back the planes exactly, the policies within 1e-5, the values within 2e-5 and the surprises
        within a relative 2^-11."""
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
            surprise = arrays.pop("surprise")
            if surprise.any():  # only a window drawn by surprise keeps any
                arrays["surprise"] = surprise.astype(np.float16)
            if (arrays["ownership"] == NO_OWNER).all():  # only a window with the ownership head keeps any
                del arrays["ownership"]
        with atomic_path(path, suffix=".npz") as tmp:
            np.savez_compressed(tmp, **arrays, meta=np.array([self.capacity, self.games, self.head, self.positions]))

    @classmethod
    def load(cls, path: str) -> ReplayBuffer:
        """Read a buffer written by :meth:`save` (one written before its compact form: planes as
        uint8, policies and values as float32; one written before the ring, oldest row first; one
        written before the policy weights, replies, action values, surprises and ownership were
        kept, or without them: every policy a target, no reply targets, no action values, no
        surprise, no ownership).

        Raises:
            ValueError: the file is unreadable or not a replay buffer.
        """
        try:
            data = np.load(path)
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
                           "surprise": np.zeros(n, np.float32),
                           "ownership": np.full((n, *rows["planes"].shape[2:]), NO_OWNER, np.uint8)}
                    rows.update({name: data[name] if name in data else default for name, default in old.items()})
                    rows["surprise"] = rows["surprise"].astype(np.float32)
                    if any(len(r) != n for r in rows.values()) or n > capacity:
                        raise ValueError("its arrays differ in length")
                    buffer.write_rows(rows)
                    if len(meta) > 2 and n == capacity:  # a full ring: its oldest row at the saved head
                        buffer.head = meta[2] % capacity
                buffer.games = games
                buffer.positions = meta[3] if len(meta) > 3 else n  # a file from before the count: what it holds
        except (OSError, KeyError, ValueError) as e:
            raise ValueError(f"{path} is not a readable replay buffer: {e}") from None
        return buffer
