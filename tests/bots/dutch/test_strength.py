"""A small arena: the levels in order on a few seeded paired games (both seat orders). The
full measurement is in docs/benchmarks.md; this only guards the order."""

from __future__ import annotations

from duckdown.bots.arena import arena


def test_each_level_beats_the_one_below() -> None:
    for upper, lower, games in (
        ("easy", "random", 10),
        ("medium", "easy", 16),
        ("hard", "medium", 24),
    ):
        result = arena("dutch", [upper, lower], players=2, games=games, seed=3)
        rate = result["bots"][upper]["win_rate"]
        assert rate > 0.5, (upper, lower, result["bots"])


def test_hard_beats_random_nine_times_in_ten() -> None:
    result = arena("dutch", ["hard", "random"], players=2, games=20, seed=3)
    assert result["bots"]["hard"]["win_rate"] >= 0.9
