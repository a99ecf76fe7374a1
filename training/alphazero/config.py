"""The configuration of an AlphaZero run (Silver et al. 2017; the learning recipe's switches of
Wu 2019, "Accelerating Self-Play Learning in Go"), its named presets, and ``FIELD=VALUE`` settings
on top of a preset."""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, field, replace
from typing import Any

from agents.board import geometry
from agents.solver.numba_build import check_cache_entries
from training.alphazero.mixture import check_boards
from training.alphazero.replay import POSITION_WEIGHTS
from training.alphazero.selfplay import SelfPlayConfig
from training.nets.model import NetConfig
from training.runio import pick_preset


@dataclass(frozen=True)
class AlphaZeroConfig:
    """Everything an AlphaZero run needs; saved in every checkpoint."""

    net: NetConfig = field(default_factory=NetConfig)
    """The network's architecture (its rows/columns: the frame it sees)."""
    selfplay: SelfPlayConfig = field(default_factory=SelfPlayConfig)
    """Search and play settings of self-play."""
    rows: int = 6
    """Board rows of the games."""
    columns: int = 7
    """Board columns of the games."""
    inarow: int = 4
    """Line length that wins."""
    boards: tuple[tuple[int, int, int, float], ...] = ()
    """Self-play's mixture of boards ``(rows, columns, inarow, weight)`` (:mod:`training.alphazero.mixture`;
    Gupta and Shah 2022: one padded network for every size), the arena's too; empty: every game on
    ``rows x columns``, ``inarow``. The baselines and the solver benchmark sets play that board."""
    iterations: int = 50
    """Iterations at most."""
    time_limit_s: float | None = None
    """Stop starting new iterations after this many seconds of the run (None: no limit)."""
    games_per_iteration: int = 200
    """Self-play games per iteration. Measured on the ``cpu`` preset (hours on one core, three
    seeds, 1,000 lines a set at the end): 400 games made half the iterations of 200, as many
    positions trained on each (``train_reuse`` is a ratio), and on the seeds' mean 0.3 points
    fewer mistakes alone and 0.1 with search (ahead on all three with search, on two alone, level
    on the third), and on the preset's hour on two cores level alone and 0.4 points fewer with
    search (one run each): the ``cpu`` preset now. 100 were behind 200 (half hours)."""
    replay_capacity: int = 200_000
    """Positions kept in the replay window."""
    batch_size: int = 256
    """Positions per optimizer step."""
    train_steps: int = 400
    """Optimizer steps per iteration (when ``train_reuse`` is 0)."""
    window_start: int = 0
    """A training window that grows with the run (Wu 2019, "Accelerating Self-Play Learning in
    Go", its appendix on training: KataGo's shuffle window): batches are drawn from the newest
    ``c * (1 + window_slope * ((N / c) ** window_exponent - 1) / window_exponent)`` positions
    of the replay window, ``c`` this and ``N`` the positions self-play has made so far (all of
    them while ``N <= c``; at most ``replay_capacity``), so that early on, while the network
    changes fastest, it learns from its newest games only. 0: the whole replay window. Measured on
    the ``cpu`` preset (half hours on one core, ``window_start=25000``): ahead in the middle of
    the run, level or behind at its end, so the presets leave it off."""
    window_exponent: float = 0.75
    """The growing window's exponent (``window_start``), in (0, 1]; 1 grows it linearly."""
    window_slope: float = 0.4
    """The growing window's slope at ``N = c`` (``window_start``): positive."""
    position_averaging: bool = False
    """Average positions in the replay window: the rows that hold the same position are one
    training sample, with their values' mean as its value target and their policy targets' mean
    as its policy target, drawn as often as ``position_weight`` says
    (:class:`~training.alphazero.replay.ReplayBuffer`; AlphaZero.jl's position averaging, Laurent,
    AlphaZero.jl documentation, 2020). The early plies' positions recur in many games, each with
    its game's result as its value target; averaged, their targets are the mean of those results.
    Not with ``window_start``. Measured on the ``cpu`` preset (half hours on one core, three seeds,
    1,000 lines a set at the end): 0.5 points fewer mistakes alone and 0.1 with search on the
    seeds' mean (alone ahead on two seeds, level on the third; with search ahead on all three),
    Begin-Hard alone 1.4 points fewer on each: both presets (the ``gpu`` preset's not yet
    measured on a GPU, where grouping its window of 1,000,000 rows costs a fraction of a second an
    iteration)."""
    position_weight: str = "log"
    """How often position averaging draws a position held ``n`` times:
    'constant' (as often as any other), 'log' (in proportion to ``1 + log2(n)``; AlphaZero.jl's
    Connect Four training) or 'linear' (in proportion to ``n``: as often as its rows, only the
    targets averaged)."""
    position_mirrors: bool = False
    """With ``position_averaging``, a position and its left-right mirror image are one position:
    the rows of both images are averaged together (their policy targets in one orientation) and
    drawn as one position held by all of them (the rows are drawn mirrored half of the time either
    way). Measured on the ``cpu`` preset (half hours on one core, two seeds, 1,000 lines a set at
    the end): 0.5 points more mistakes alone, level with search, so the presets leave it off."""
    policy_surprise_share: float = 0.0
    """Policy surprise weighting (KataGo's, used from its 2020 run; Wu, "Other Methods Implemented
    in KataGo", KataGo's documentation, 2020: there a half): the replay window's rows with a
    policy target are drawn ``1 - share`` of the time alike and ``share`` of the time in proportion
    to their surprise, ``KL(policy target || the priors the search began from)`` (the priors with
    the root's Dirichlet noise, as KataGo's; an exact policy's surprise against the search's
    priors), so that a position whose search (or solver) found what the network did not is
    trained on more often; with ``position_averaging``, a position is drawn in proportion to its
    weight times its rows' mean draw weight (:meth:`~training.alphazero.replay.ReplayBuffer.draw_weights`).
    In [0, 1]; not with ``window_start``. 0: every row alike. Measured on the ``cpu`` preset
    (half hours on one core, two seeds, 1,000 lines a set at the end): 0.5 points ahead alone on
    one seed and 0.6 behind on the other, level with search, so the presets leave it off."""
    train_reuse: float = 0.0
    """Replay reuse: training samples per new self-play position; an iteration takes
    ``train_reuse * its positions / batch_size`` optimizer steps (0: ``train_steps``). The
    ``cpu`` preset's 4 measured against 6 with position averaging (half hours on one core, two
    seeds): level, 6 making 14-15% fewer iterations."""
    reanalyse_share: float = 0.0
    """Reanalyse (:mod:`training.alphazero.reanalyse`; Schrittwieser et al. 2020, "Mastering Atari,
    Go, Chess and Shogi by Planning with a Learned Model", Appendix H): after each iteration's
    self-play, rows of the replay window without an exact policy target, as many as this share of
    the positions an iteration's games add, are searched again by the best network (the one
    self-play plays; without gating the newest), ``reanalyse_simulations`` each and no noise, and
    their visits become the rows' policy targets. At least 0; one board only (no ``boards``), not
    with ``policy_surprise_share``. 0: off. Measured on the ``cpu`` preset (half hours on one core,
    1,000 lines a set at the end): a fifth at 32 simulations and a tenth at 64 (two seeds each) and a
    twentieth at 200 (one) were level to 1.6 points behind alone and level to 0.8 behind with
    search, ahead in no run, so the presets leave it off."""
    reanalyse_simulations: int = 0
    """PUCT simulations of a reanalysing search (at least 0); 0: ``selfplay.simulations``."""
    opponent_policy_weight: float = 0.0
    """Weight of the opponent-reply policy loss (Wu 2019, "Accelerating Self-Play Learning in Go",
    section 3.4: 0.15); needs ``net.opponent_policy``. 0: no such term."""
    action_value_weight: float = 0.0
    """Weight of the action-value head's loss (each column's exact result where the exact policy
    targets solved every column); needs ``net.action_values`` and ``exact_policy``. 0: no such term."""
    ownership_weight: float = 0.0
    """Weight of the ownership head's loss: the cross entropy, per cell of the board, against who
    holds it when the game has ended (KataGo's ownership target; Wu 2019, "Accelerating Self-Play
    Learning in Go", section 4.1: 1.5 on the mean over cells); needs ``net.ownership``. 0: no such
    term, and no ownership kept in the replay window. Measured on the ``cpu`` preset (half hours on
    one core, 1,000 lines a set at the end): 1.5 was 0.5-0.7 points ahead alone and 0.1-0.4 with
    search on three seeds, 0.6 ahead alone and level with search under Gumbel on one; 0.5 and 3.0
    behind it on one seed (0.49 and 0.17 alone); both presets take 1.5."""
    soft_policy_weight: float = 0.0
    """Weight of the soft policy head's loss: the cross entropy against the search policy flattened
    by a temperature of 4 (each column's share to the power 1/4, renormalised), over the full
    searches' positions (KataGo's auxiliary soft policy target: Wu, "Other Methods Implemented in
    KataGo", 2023, "Auxiliary Soft Policy Target", weighs it 8); needs ``net.soft_policy``. 0: no
    such term. Measured on the ``cpu`` preset (half hours on one core, 1,000 lines a set at the end,
    two seeds): 8 was 0.3-0.55 points behind alone and 0.7-0.8 with search, 1 level (two seeds, and
    one each under PUCT and Gumbel on a slower machine); the presets leave it at 0."""
    threat_weight: float = 0.0
    """Weight of the threat head's loss: the binary cross entropy, per empty cell of the board and
    side, against whether a stone of that side there would complete a line of ``inarow`` (Allis's
    threats, "A Knowledge-based Approach of Connect-Four", 1988; computed from each position's
    planes, nothing kept in the replay window); needs ``net.threats``. 0: no such term. Measured on
    the ``cpu`` preset (half hours on one core, each beside its control, 1,000 lines a set at the
    end, three seeds): 1.5 was 0.16 points ahead alone and 0.11 with search on the means, behind
    alone on one seed, so the ``cpu`` preset (PUCT) leaves it at 0; under Gumbel at the root (the
    ``gpu`` preset's search; three seeds) 0.64 ahead alone and 0.22 with search on the means, ahead
    on every seed in both, so the ``gpu`` preset takes 1.5; 3.0 there, three seeds each beside a
    run at 1.5, 0.23 ahead alone and level with search (behind on two seeds), so 1.5 stays."""
    exact_min_ply: int | None = None
    """Exact value targets (:mod:`training.alphazero.exact_targets`): self-play positions of at least this
    ply that the solver settles within ``exact_nodes`` get their exact win/draw/loss as the value
    target; None: the game's result everywhere."""
    exact_nodes: int = 20_000
    """The solver's node budget per position for exact targets."""
    exact_stop_nodes: int | None = None
    """A game's exact targets stop after a settled position whose solve took more than this many
    nodes (with ``exact_policy``, its columns' solves together): the next, earlier position would
    most often not settle, and a failing solve costs the whole budget. None: they stop only where
    a solve runs out of ``exact_nodes``. Measured on the ``cpu`` preset (half hours, one core):
    200,000 takes 0.73 times the labelling time for as many labels an iteration, 1.14 times the
    iterations and fewer mistakes alone on two seeds, level with search; since the solver's table
    spreads the positions (:data:`training.alphazero.exact_targets.TABLE_SIZE`), 50,000 labels
    as many as 200,000 did before in half the time (the ``cpu`` preset now). 20,000 took half the
    labelling time for 0.92 times the labels, 1.08-1.13 times the iterations, and was behind 50,000
    with search on three seeds (0.3 points on the means), so the labels are worth their time."""
    exact_cache_entries: int = 0
    """Entries of the exact targets' analysis cache (16 bytes each; a prime; 0: none): the
    settled analyses of the positions labelled, shared by the solver's threads and kept for the
    run, so that a position met again, in another game or a later iteration, is looked up instead
    of solved (:class:`agents.solver.numba_build.AnalysisCache`). On the games a run of the ``gpu``
    preset kept (its replay window, about four iterations), 1,048,573 entries took 0.57 times the
    solver's nodes for 0.995 times the labels (0.50-0.56 an iteration once it held one); on the
    ``cpu`` preset's, whose moves are sampled all game long, 0.94 times for 0.999."""
    exact_policy: bool = False
    """Exact policy targets too, where the exact value targets reach: the policy target keeps only
    the moves the solver proves best (:mod:`training.alphazero.exact_targets`), and is a target even after a
    fast search. Needs ``exact_min_ply``."""
    exact_overlap: bool = False
    """Hand each self-play game to the exact targets' solver threads as it ends, so that they work
    while the other games play (where self-play leaves cores idle: a GPU's host); off, a chunk's
    games are labelled when it ends, on every core (measured on two CPU cores: 0.81x the
    iterations a minute with it on, the solver and self-play contending for the cores). The
    ``exact_seconds`` metric is then the solver threads' time summed, ``exact_wait_seconds`` what
    the chunk's end waited for them, and ``exact_load`` their time over what the iteration gave
    them (its seconds times the threads): near 1 or over, the labelling bounds the iteration (the
    ``gpu`` preset on one H200, 6 threads: 1.03 the median of its first 76 iterations, 0.97-1.16
    for eight in ten, its games and training together taking as long), and self-play or training
    made faster would wait for it."""
    exact_defer: bool = False
    """With ``exact_overlap``, an iteration's games join the replay window at the end of the next
    iteration's self-play instead of their own: their labelling goes on while the network trains
    (on a GPU's host the cores are then idle), and the network trains on games an iteration older.
    The first games go in at once (an empty window has nothing to train on); games still held
    when a run is stopped are played again when it resumes."""
    exact_workers: int = 0
    """The exact targets' solver threads (each with its own transposition table); 0: one a core."""
    exact_nice: int = 0
    """Niceness added to the exact targets' solver threads (0 to 19; Linux, each thread's own
    priority): with ``exact_overlap`` the solver shares the cores with self-play's trees, and a
    lower priority serves the trees first, the solver taking the cycles they leave (while they
    wait for the network). 0: the solver's threads as the process."""
    exact_cores: int = 0
    """With ``exact_overlap``, cores set apart for the exact targets' solver threads (the
    highest-numbered; Linux): that many threads (unless ``exact_workers`` says how many), each
    confined to them, and every other thread of the run (self-play's trees, the one that feeds a
    GPU) kept off them, the trees' threads fewer by as many, so that a solver thread cannot
    displace one of the trees' threads and hold up its whole parallel kernel (see
    :func:`training.nets.device.cores_apart`). 0: the solver and self-play share every core. -1:
    as many as suit the machine the run is on, resolved again wherever it resumes
    (:func:`training.nets.device.solver_cores`: beside a GPU, 3/8 of the cores where there are at
    least 8, e.g. 6 of 16; else none). On one H200 host of 16 cores, the ``gpu`` preset's self-play
    made 0.9-2.0 M simulations/s with 6 set apart while the solver's threads labelled beside it
    (64-91 s of their time an iteration, waited for under 3 s), more than an unlabelled iteration
    of an earlier build (1.33 M), whose labelling on every core had cut it to a sixth."""
    selfplay_overlap: bool = False
    """Self-play in a thread all the time (:class:`~training.alphazero.games.BackgroundGames`),
    also while the network trains, is measured and saved: the learner takes each chunk of
    ``selfplay.parallel_games`` games (at most ``games_per_iteration``) as it ends, played with
    the network published before it began, so the games are up to about two chunks behind the
    learner. Off: an iteration's games are played, then the network trains. Meant for a GPU,
    whose trees and network otherwise idle in turn (there the thread's network calls run on a
    stream of the highest priority, :func:`~training.alphazero.games.selfplay_stream`, ahead of
    the training steps' kernels); on two CPU cores the ``cpu`` preset made the
    same iterations in 12 minutes with it as without (both phases keep the cores busy). Ignored
    where the games come from a Ray cluster (whose workers play all the time already)."""
    exact_result: bool = False
    """Where the exact value targets reach, the positions before the first settled one (from the
    game's end back) take its exact value as the game's result in their value target, instead of the
    result the game had (:mod:`training.alphazero.exact_targets`); measured on the ``cpu`` preset
    (half hours, three seeds, before position averaging and again with it): level at the end
    (with averaging 0.1 points ahead on the means, behind on one seed of each measure), so the
    presets leave it off. Needs ``exact_min_ply``."""
    optimizer: str = "adam"
    """'adam' or 'sgd' (with momentum)."""
    learning_rate: float = 1e-3
    """Initial learning rate."""
    lr_decay_at: tuple[float, ...] = (0.5, 0.75)
    """Fractions of the run (of ``iterations``, or of ``time_limit_s`` when that comes first)
    after which the learning rate is multiplied by 0.1 (``lr_schedule='step'``). The ``cpu``
    preset's one step at 3/4 against one at 9/10 (1,000 lines a set at the end): 0.2 points behind
    alone over half hours (three seeds), level over an hour (one seed); it keeps 3/4."""
    lr_schedule: str = "step"
    """The learning rate's course over the run's progress p in [0, 1] (the larger of the
    iterations' and the time limit's fractions): 'step', ``learning_rate`` times 0.1 after each
    fraction of ``lr_decay_at``; 'cosine', ``learning_rate * (1 + cos(pi p)) / 2``, from the
    full rate down to 0 at the run's end (Loshchilov and Hutter 2017, "SGDR: Stochastic Gradient
    Descent with Warm Restarts", without the restarts; ``lr_decay_at`` unused). Measured on the
    ``cpu`` preset (half hours, three seeds): level while training, behind at the end by about a
    point alone and 0.2 with search, so the presets keep 'step'."""
    momentum: float = 0.9
    """SGD momentum."""
    weight_average: float = 0.0
    """Decay of an exponential moving average of the trained network's weights (and batch norm's
    running statistics), updated after each iteration's training: the average is what the arena
    meets, what becomes the best network and plays self-play, while the optimizer goes on from the
    trained weights (Polyak and Juditsky 1992; Izmailov et al. 2018, "Averaging Weights Leads to
    Wider Optima and Better Generalization"; KataGo and Leela Chess Zero publish such averaged
    networks). 0.75 averages over about four iterations; 0: off, the trained network itself.
    Measured on the ``cpu`` preset (an hour, and half hours with and without the learning rate's
    decay): ahead of its own trained network by 0.8 points alone while the learning rate is high
    in the hour, behind for the first 30 iterations, level at the end; off in the presets."""
    l2: float = 1e-4
    """c of the c ||theta||^2 term (Cej's AlphaZero for Connect Four: 1e-4)."""
    gating: bool = True
    """Replace the best network only when the new one wins the arena (gating, as Gupta and Shah 2022 do)."""
    gate_threshold: float = 0.6
    """Share of the decided arena games the new network must win (Gupta and Shah 2022: 0.6)."""
    arena_games: int = 40
    """Arena games per iteration (seats alternate)."""
    arena_simulations: int = 50
    """PUCT simulations per move in the arena."""
    eval_every: int = 5
    """Iterations between evaluations against the baselines (0: never), on the run's board and on
    each board of ``boards`` (``score_vs_SPEC`` and ``score_vs_SPEC_RxCxK``)."""
    eval_games: int = 10
    """Games per baseline (seats alternate)."""
    eval_simulations: int = 200
    """PUCT simulations per move when playing the baselines."""
    baselines: tuple[str, ...] = ("random", "minimax", "mcts:simulations=1000")
    """Player specs to evaluate against."""
    truth_every: int = 5
    """Iterations between measurements on the solver benchmark sets (0: never)."""
    truth_positions: int = 100
    """Positions drawn from each of the six sets (the same ones every time)."""
    truth_simulations: int = 200
    """PUCT simulations per position for the network-with-search figures (0: network alone only)."""
    workers: int = 0
    """Worker processes for the games against the baselines (1: in this process; 0: one per core
    of the machine the run is on); self-play and the arena run in this process, on the training
    device."""
    amp: bool = False
    """bfloat16 where the device computes it natively (CUDA, or a CPU with AVX512-BF16 or AMX:
    :func:`~training.alphazero.evaluator.native_bfloat16`; elsewhere float32 as without it): the
    training steps under bfloat16 autocast, and a bfloat16 copy of the network for self-play, the
    arena and the measurements. On one core of such a CPU the ``cpu`` preset made 1.2 times the
    iterations of a half hour with it, as strong at equal time (docs/selfplay.md)."""
    graphs: bool = False
    """On CUDA, self-play replays the network from CUDA graphs, one per batch size
    (:class:`~training.alphazero.evaluator.GraphedNet`), captured again from each iteration's
    network (measured on one H100, the ``gpu`` preset's self-play: 1.11-1.12x the simulations a
    second, 0.97x of that while capturing). Each batch size's graph keeps its own GPU memory
    (the activations of a pass at that size): off where the card has little. Ignored on the CPU."""
    fused_blocks: bool = False
    """On CUDA, self-play's network runs each residual block's bias, residual addition and ReLU in
    its convolutions' kernels (cuDNN's runtime fusion:
    :func:`~training.nets.model.fuse_residual_blocks`), where they are otherwise five passes over
    the activations of their own; the same answers within bfloat16's rounding. ``bench selfplay``
    measures it against the unfused network (``fused_ratio``). Where cuDNN has no fused engine for
    the card or the data type, a warning and the network unfused. Elsewhere the same operations
    one by one, as without it."""
    compile_network: bool = False
    """Self-play's network compiled by TorchInductor (``torch.compile``: the weights frozen into the
    code, one compilation for every batch size, again in well under a second for each iteration's
    network; :func:`~training.alphazero.evaluator.compiled_network`), where compiling fails (no C++
    compiler) a warning and the network uncompiled. ``bench selfplay`` measures it against the
    network uncompiled (``compiled_ratio``). The ``cpu`` preset's training on two cores of an
    AVX512-BF16 CPU made 1.15 times the simulations a second with it in float32 (a CPU without
    bfloat16 kernels), 1.03 times in bfloat16 (docs/selfplay.md)."""
    train_graphs: bool = False
    """On CUDA, each training step (forward pass, loss, backward pass, optimizer update) is
    replayed from one CUDA graph (:class:`~training.alphazero.training_step.TrainingStep`), captured
    after three eager steps and again when the learning rate changes: one launch a step instead of
    thousands of operators, whose Python dispatch (about 20 ms a step of the 8x128 network, whatever
    the batch) bounds an eager step on a fast GPU. The same updates as eager steps. Ignored on the
    CPU."""
    seed: int = 0
    """Seeds self-play, sampling and initialisation."""

    def __post_init__(self):
        if self.optimizer not in ("adam", "sgd"):
            raise ValueError(f"optimizer must be 'adam' or 'sgd', got {self.optimizer!r}")
        if self.lr_schedule not in ("step", "cosine"):
            raise ValueError(f"lr_schedule must be 'step' or 'cosine', got {self.lr_schedule!r}")
        if not 0.0 < self.gate_threshold <= 1.0:
            raise ValueError(f"gate_threshold must be in (0, 1], got {self.gate_threshold}")
        if self.opponent_policy_weight < 0 or (self.opponent_policy_weight > 0 and not self.net.opponent_policy):
            raise ValueError("opponent_policy_weight must be 0, or positive with net.opponent_policy")
        if self.action_value_weight < 0 or (self.action_value_weight > 0 and not self.net.action_values):
            raise ValueError("action_value_weight must be 0, or positive with net.action_values")
        if self.ownership_weight < 0 or (self.ownership_weight > 0 and not self.net.ownership):
            raise ValueError("ownership_weight must be 0, or positive with net.ownership")
        if self.soft_policy_weight < 0 or (self.soft_policy_weight > 0 and not self.net.soft_policy):
            raise ValueError("soft_policy_weight must be 0, or positive with net.soft_policy")
        if self.threat_weight < 0 or (self.threat_weight > 0 and not self.net.threats):
            raise ValueError("threat_weight must be 0, or positive with net.threats")
        if self.workers < 0:
            raise ValueError(f"workers must be at least 0, got {self.workers}")
        if not 0.0 <= self.weight_average < 1.0:
            raise ValueError(f"weight_average must be in [0, 1), got {self.weight_average}")
        if self.window_start < 0 or not 0.0 < self.window_exponent <= 1.0 or self.window_slope <= 0:
            raise ValueError("window_start must be at least 0, window_exponent in (0, 1] and window_slope positive")
        if self.position_weight not in POSITION_WEIGHTS:
            raise ValueError(f"position_weight must be one of {', '.join(POSITION_WEIGHTS)}, "
                             f"got {self.position_weight!r}")
        if self.position_averaging and self.window_start:
            raise ValueError("position_averaging draws from the whole window: not with window_start")
        if self.position_mirrors and not self.position_averaging:
            raise ValueError("position_mirrors merges averaged positions: it needs position_averaging=true")
        if not 0.0 <= self.policy_surprise_share <= 1.0 or (self.policy_surprise_share and self.window_start):
            raise ValueError(f"policy_surprise_share must be in [0, 1], and 0 with window_start, "
                             f"got {self.policy_surprise_share}")
        if self.train_reuse < 0:
            raise ValueError(f"train_reuse must be at least 0, got {self.train_reuse}")
        if self.reanalyse_share < 0 or self.reanalyse_simulations < 0:
            raise ValueError(f"reanalyse_share and reanalyse_simulations must be at least 0, "
                             f"got {self.reanalyse_share} and {self.reanalyse_simulations}")
        if self.reanalyse_share and (self.boards or self.policy_surprise_share):
            raise ValueError("reanalyse_share searches one board's positions again and keeps their surprises: "
                             "not with boards or policy_surprise_share")
        if self.exact_min_ply is not None and (self.exact_min_ply < 0 or self.exact_nodes < 1):
            raise ValueError("exact_min_ply must be at least 0 and exact_nodes at least 1")
        if self.exact_stop_nodes is not None and self.exact_stop_nodes < 1:
            raise ValueError("exact_stop_nodes must be at least 1")
        if self.exact_cache_entries < 0:
            raise ValueError(f"exact_cache_entries must be at least 0, got {self.exact_cache_entries}")
        if self.exact_cache_entries:
            check_cache_entries(self.exact_cache_entries)
        if self.exact_workers < 0:
            raise ValueError(f"exact_workers must be at least 0, got {self.exact_workers}")
        if not 0 <= self.exact_nice <= 19:
            raise ValueError(f"exact_nice must be in [0, 19], got {self.exact_nice}")
        if self.exact_cores < -1 or (self.exact_cores and not self.exact_overlap):
            raise ValueError(f"exact_cores must be -1 (automatic) or at least 0, and 0 without exact_overlap, "
                             f"got {self.exact_cores}")
        if self.exact_policy and self.exact_min_ply is None:
            raise ValueError("exact_policy needs exact_min_ply")
        if self.exact_result and self.exact_min_ply is None:
            raise ValueError("exact_result needs exact_min_ply")
        if self.exact_overlap and self.exact_min_ply is None:
            raise ValueError("exact_overlap needs exact_min_ply")
        if self.exact_defer and not self.exact_overlap:
            raise ValueError("exact_defer needs exact_overlap")
        if self.action_value_weight > 0 and not self.exact_policy:
            raise ValueError("action_value_weight needs exact_policy (its targets are the solved columns)")
        geometry(self.rows, self.columns, self.inarow)  # raises on an impossible board
        if self.rows > self.net.rows or self.columns > self.net.columns:
            raise ValueError(f"a {self.rows}x{self.columns} board does not fit the network's "
                             f"{self.net.rows}x{self.net.columns} input")
        if (self.rows, self.columns) != (self.net.rows, self.net.columns) and not self.net.padded:
            raise ValueError("a board smaller than the network's input needs net.padded=True")
        if self.boards:
            check_boards(self.boards)
            for rows, columns, *_ in self.boards:
                if rows > self.net.rows or columns > self.net.columns:
                    raise ValueError(f"a {rows}x{columns} board of the mixture does not fit the network's "
                                     f"{self.net.rows}x{self.net.columns} input")
                if (rows, columns) != (self.net.rows, self.net.columns) and not self.net.padded:
                    raise ValueError("a mixture of board sizes needs net.padded=True")

    def learning_rate_at(self, progress: float) -> float:
        """The learning rate at ``progress`` (the run's fraction done, from 0; past 1 read as 1)
        under ``lr_schedule``."""
        progress = min(progress, 1.0)
        if self.lr_schedule == "cosine":
            return self.learning_rate * (1.0 + math.cos(math.pi * progress)) / 2.0
        return self.learning_rate * 0.1 ** sum(progress >= f for f in self.lr_decay_at)

    def training_window(self, made: int) -> int | None:
        """The newest positions a batch is drawn from once self-play has made ``made`` positions
        (``window_start``); None where the window does not grow (the whole replay window)."""
        c = self.window_start
        if not c:
            return None
        if made <= c:
            return max(1, made)
        a = self.window_exponent
        return min(self.replay_capacity, int(c * (1 + self.window_slope * ((made / c) ** a - 1) / a)))

    def mixture(self) -> tuple[tuple[int, int, int, float], ...]:
        """The boards self-play and the arena play, with their weights (one board when ``boards``
        is empty)."""
        return self.boards or ((self.rows, self.columns, self.inarow, 1.0),)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> AlphaZeroConfig:
        data = dict(data)
        data["net"] = NetConfig(**data["net"])
        data["selfplay"] = SelfPlayConfig(**data["selfplay"])
        data["lr_decay_at"] = tuple(data["lr_decay_at"])
        data["baselines"] = tuple(data["baselines"])
        data["boards"] = tuple(tuple(b) for b in data.get("boards", ()))
        return cls(**data)


PRESETS: dict[str, AlphaZeroConfig] = {
    "tiny": AlphaZeroConfig(
        net=NetConfig(blocks=1, filters=8, value_hidden=8),
        selfplay=SelfPlayConfig(simulations=8, parallel_games=4, temperature_moves=4, cache_entries=1024),
        iterations=2, games_per_iteration=4, replay_capacity=2000, batch_size=32, train_steps=5,
        arena_games=2, arena_simulations=4, eval_every=1, eval_games=2, eval_simulations=8,
        baselines=("random",), truth_every=1, truth_positions=4, truth_simulations=8, workers=1),
    "cpu": AlphaZeroConfig(
        net=NetConfig(blocks=4, filters=48, value_hidden=64, wdl=True, opponent_policy=True, action_values=True,
                      ownership=True),
        selfplay=SelfPlayConfig(simulations=64, parallel_games=128, start_plies=2, full_search_share=0.25,
                                fast_simulations=20, fpu_reduction=0.25, temperature_moves=42, value_q_share=0.5,
                                cache_entries=1 << 18, carry_over=True),
        iterations=500, time_limit_s=3600, games_per_iteration=400, replay_capacity=150_000, batch_size=256,
        train_reuse=4.0, position_averaging=True, opponent_policy_weight=0.15, action_value_weight=1.0,
        ownership_weight=1.5, exact_min_ply=0, exact_nodes=200_000, exact_policy=True, exact_stop_nodes=50_000,
        exact_cache_entries=1_048_573, lr_decay_at=(0.75,), gating=False,
        arena_games=40, arena_simulations=50, eval_every=0, truth_every=2, truth_positions=100,
        truth_simulations=200, amp=True, compile_network=True),
    "gpu": AlphaZeroConfig(
        net=NetConfig(blocks=8, filters=128, value_hidden=128, wdl=True, opponent_policy=True, action_values=True,
                      ownership=True, threats=True),
        selfplay=SelfPlayConfig(simulations=32, search="gumbel", gumbel_candidates=8, parallel_games=4096,
                                leaves_per_game=4, pipeline=True, start_plies=2, value_q_share=0.5,
                                cache_entries=1 << 22, carry_over=True, staggered_starts=True),
        iterations=1000, time_limit_s=1800, games_per_iteration=8192, replay_capacity=1_000_000, batch_size=1024,
        train_steps=600, position_averaging=True, opponent_policy_weight=0.15, action_value_weight=1.0,
        ownership_weight=1.5, threat_weight=1.5, exact_min_ply=0, exact_nodes=50_000,
        exact_policy=True, exact_stop_nodes=25_000, exact_cache_entries=1_048_573, lr_decay_at=(0.75,), gating=False,
        arena_games=200, arena_simulations=64, eval_every=0, truth_every=2, truth_positions=200,
        truth_simulations=200, amp=True, graphs=True, train_graphs=True, exact_overlap=True, exact_defer=True,
        exact_cores=-1),
}
"""Named configurations: ``tiny`` (tests: seconds on a CPU), ``cpu`` (an hour on two CPU cores: every
switch of the learning recipe, 400 games an iteration, 64 simulations a full search, playout caps,
an unvisited edge valued at its node's value less 0.25 (first-play urgency), replay reuse 4,
positions averaged over the replay window (drawn by ``1 + log2(n)``), exact value and policy targets
(each game's labelling stopped after a position that took over 50,000 nodes, a position met again
looked up in an analysis cache of 1,048,573 entries) and the action-value head on the exact columns,
the ownership head (each cell's holder at the game's end, weighted 1.5), value targets half the
search's root value, moves sampled by visits all game long (the exact targets label the positions
whatever the play), one learning-rate decay at 3/4 of the run, no gating, the games in flight
carried over from one iteration to the next, bfloat16 where the CPU computes it natively, self-play's
network compiled by TorchInductor), ``gpu``
(half an hour on one GPU: thousands of games in flight, Gumbel search, all CPU cores but two on the
trees, the network replayed from CUDA graphs in self-play and in training, an evaluation cache of
4,194,304 slots, the games begun over a search's steps so that their searches end in different steps
(staggered starts), the exact targets' solver labelling each game as it ends on 3/8 of the cores set
apart, while the next iteration plays, stopped after a position that took over 25,000 nodes; the
``cpu`` preset's analysis cache, heads, openings, exact targets, value targets, averaged positions,
carried-over games, learning-rate decay, no gating and bfloat16, and the threat head, weighted 1.5).
Both stop at their time limit: their iterations are a bound no machine reaches in it (at 100
iterations, 13 s each on one H200, the ``gpu`` preset's run would have ended after about 24 minutes,
its learning rate decayed after 18 instead of 22.5, so it now has 1,000)."""


def config_with(config: AlphaZeroConfig, settings: list[str]) -> AlphaZeroConfig:
    """``config`` with fields set from ``FIELD=VALUE`` strings: a top-level field or ``net.FIELD``
    / ``selfplay.FIELD``; the value parsed as the field's default is typed (``true``/``false``
    for booleans, ``none`` for an optional field, comma-separated for a tuple).

    Raises:
        ValueError: not ``FIELD=VALUE``, an unknown field, a value of the wrong type, or a
            configuration the checks refuse.
    """
    from dataclasses import fields

    def parse(text: str, default: Any, name: str) -> Any:
        low = text.strip().lower()
        if low == "none":
            return None
        if isinstance(default, bool):
            if low not in ("true", "false", "1", "0"):
                raise ValueError(f"{name} takes true or false, got {text!r}")
            return low in ("true", "1")
        if isinstance(default, tuple):
            return tuple(parse(t, default[0] if default else 0.0, name) for t in text.split(",") if t.strip())
        kind = type(default) if default is not None else (float if "." in text else int)
        try:
            return kind(text)
        except ValueError:
            raise ValueError(f"{name} takes a {kind.__name__}, got {text!r}") from None

    changes: dict[str, dict[str, Any]] = {"": {}, "net": {}, "selfplay": {}}
    for setting in settings:
        name, sep, text = setting.partition("=")
        if not sep:
            raise ValueError(f"--set takes FIELD=VALUE, got {setting!r}")
        path = name.strip().split(".")
        target = config if len(path) == 1 else getattr(config, path[0], None)
        known = {f.name: f for f in fields(target)} if target is not None and len(path) <= 2 else {}
        if path[-1] not in known or (len(path) == 2 and path[0] not in ("net", "selfplay")):
            raise ValueError(f"unknown setting {name!r}: a field of the alphazero configuration, "
                             "net.FIELD or selfplay.FIELD")
        changes["" if len(path) == 1 else path[0]][path[-1]] = parse(text, getattr(target, path[-1]), name)
    parts = {section: replace(getattr(config, section), **values)
             for section, values in changes.items() if section and values}
    return replace(config, **changes[""], **parts)


PLACEMENT_FIELDS = ("workers", "exact_workers", "exact_nice", "exact_cores", "exact_cache_entries")
"""The fields that place a run's work on the machine (processes, threads, their cores and
priority, the memory its labels are looked up in) and change nothing it learns: a resumed run, on
another machine say, may set them again (:func:`placement_with`)."""


def placement_with(config: AlphaZeroConfig, settings: list[str]) -> AlphaZeroConfig:
    """``config`` (a resumed run's) with :data:`PLACEMENT_FIELDS` set from ``FIELD=VALUE``
    strings, as :func:`config_with` sets them.

    Raises:
        ValueError: a field outside :data:`PLACEMENT_FIELDS` (a resumed run keeps the rest), or as
            :func:`config_with`.
    """
    for setting in settings:
        name = setting.partition("=")[0].strip()
        if name not in PLACEMENT_FIELDS:
            raise ValueError(f"a resumed run keeps its own settings but where its work runs: --set takes "
                             f"{', '.join(PLACEMENT_FIELDS)} with --resume, got {name!r}")
    return config_with(config, settings)


def preset(name: str, **overrides: Any) -> AlphaZeroConfig:
    """A named preset with some top-level fields replaced.

    Raises:
        ValueError: an unknown preset name.
    """
    return pick_preset(PRESETS, name, "alphazero", **overrides)

