"""The levels in order, on a few seeded paired games (the figures with their intervals are
measured with `duckdown arena`, docs/benchmarks.md): each level wins more than the one below."""

from __future__ import annotations

from duckdown.bots.arena import arena


def test_easy_beats_random_and_medium_beats_easy() -> None:
    easy = arena("quack_quack", ["easy", "random"], players=2, games=20, seed=1)
    assert easy["bots"]["easy"]["win_rate"] >= 0.9
    medium = arena("quack_quack", ["medium", "easy"], players=2, games=120, seed=1)
    assert medium["bots"]["medium"]["win_rate"] > 0.55


def test_hard_beats_medium() -> None:
    hard = arena("quack_quack", ["hard", "medium"], players=2, games=4, seed=2)
    assert hard["bots"]["hard"]["win_rate"] > 0.5
