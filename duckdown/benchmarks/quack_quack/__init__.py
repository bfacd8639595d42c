"""Quack-Quack's own analyses: the ceiling of its bots (`ceiling.py`). They read the game's
state, so they belong to the game, not to the shared benchmarks."""
