"""What keeps results whole under any kill: atomic file writes, journals that shrug off a torn
last line, and worker processes that end with their parent."""
