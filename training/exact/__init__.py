"""What the exact solver makes: labelled positions, the opening books, and the benchmark sets
with the mistake measure."""
