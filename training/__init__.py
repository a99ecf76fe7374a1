"""Training, one concern per subpackage: ``nets`` (the torch networks, checkpoints, export, the
device), ``exact`` (what the exact solver makes: labels, books, the benchmark sets), ``alphazero``
(self-play, the evaluator the searches call, the trainer and distillation), ``papers`` (the source
papers' learners); ``runio`` the run folders they share."""
