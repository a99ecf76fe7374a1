"""The torch side of the networks: the residual policy/value model, checkpoints, export to the
numpy arrays the agents run, and the device choice."""
