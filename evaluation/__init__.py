"""Measuring agents, networks and the machinery: mistakes and games against the exact solver,
scenario tests, board sizes, fuzzing a submission file, and the speed and quality benches behind
``connectx bench`` (the CLI only parses and prints)."""
