"""Self-play, arena and evaluation games with thousands of searches in flight: the trees live in
:class:`training.alphazero.batched_puct.TreeBatch` (compiled, one per side), and every step sends the
waiting leaves of all games to the network in one call (with ``pipeline``, one call a group of
games, each group's walks beside the other's network call), on the training device.

Self-play follows Silver et al. 2017 ("Mastering the game of Go without human knowledge",
Methods: Self-play) with one of two searches per move:

- ``puct``: Dirichlet noise at every root, visit-count policy targets, moves sampled in
  proportion to visits (temperature 1) for the first ``temperature_moves`` plies and the most
  visited move after; the tree is kept from one move to the next (the chosen child becomes the
  root).
- ``gumbel``: Gumbel AlphaZero (Danihelka et al., ICLR 2022, "Policy improvement by planning with
  Gumbel"): Gumbel-top-k candidates at the root, sequential halving, the completed-Q improved
  policy as the target and the surviving candidate as the move (the Gumbel draw is the
  exploration: no noise, no temperature); a fresh tree every move (the halving schedule counts
  visits from zero).

Two options of KataGo's (Wu 2019, "Accelerating Self-Play Learning in Go"): games that begin
after a few random plies (``start_plies``; as the Gumbel variant of AlphaZero.jl does, 0-2 plies on
Connect Four), playout-cap randomisation (``full_search_share``, section 3.1): a full search on
that share of the moves, a fast one (``fast_simulations``, no noise) on the rest, and only the
full searches' policies become targets (each record marks them).

The value target of a position is the final result for its side to move (mixed with the search's
root value with ``value_q_share``). With ``pipeline`` the
games are split in ``pipeline_groups`` groups (two halves by default): while the network evaluates
the leaves of some (in a second thread: a CUDA stream, or the CPU's other cores), the tree kernels
walk another's.

The modules: :mod:`~training.alphazero.selfplay.config` (the settings, importing nothing of the
engine), :mod:`~training.alphazero.selfplay.records` (the games as training data),
:mod:`~training.alphazero.selfplay.network` (the evaluator protocol, many trees' leaves in one
call), :mod:`~training.alphazero.selfplay.flight` (the games in flight),
:mod:`~training.alphazero.selfplay.searches` (fixed-simulation searches) and
:mod:`~training.alphazero.selfplay.arena`.
"""
