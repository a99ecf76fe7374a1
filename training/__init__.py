"""Training: torch models, self-play, one module per learning algorithm, checkpoints."""
