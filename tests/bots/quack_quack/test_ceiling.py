"""The ceiling's oracle (hard's search on the true state) plays the arena's paired games."""

from __future__ import annotations

import itertools

from duckdown.benchmarks.quack_quack.ceiling import ceiling


def test_the_oracle_beats_random_and_times_with_the_given_clock() -> None:
    ticks = itertools.count()
    result = ceiling(2, 2, "random", seed=4, clock=lambda: float(next(ticks)))
    assert result["games"] == 2 and result["players"] == 2 and result["against"] == "random"
    assert result["oracle_win_rate"] == 1.0
    low, high = result["ci95"]
    assert low <= result["oracle_win_rate"] <= high
    assert result["seconds_per_game"] > 0  # the fake clock ticked inside each game
