"""Packaging: checkpoints and players into single-file submissions, their validation, and upload."""
