"""AlphaZero (Silver et al. 2017, 2018): the configuration and presets, the batched self-play
engine and its compiled trees, the board mixture, the replay window, exact targets, the loss, the
trainer with its game sources, the mistake measure while training, and distillation on exact
labels."""
