"""The ceiling's oracle (hard's search on the true state) plays the arena's paired games."""

from __future__ import annotations

import itertools
import json

import pytest

from duckdown.benchmarks.quack_quack.ceiling import ceiling
from duckdown.cli import main as cli_main


def test_the_oracle_beats_random_and_times_with_the_given_clock() -> None:
    ticks = itertools.count()
    result = ceiling(2, 2, "random", seed=4, clock=lambda: float(next(ticks)))
    assert result["games"] == 2 and result["players"] == 2 and result["against"] == "random"
    assert result["oracle_win_rate"] == 1.0
    low, high = result["ci95"]
    assert low <= result["oracle_win_rate"] <= high
    assert result["seconds_per_game"] > 0  # the fake clock ticked inside each game


def test_bench_ceiling_runs_for_quack_quack(capsys: pytest.CaptureFixture[str]) -> None:
    """`duckdown bench ceiling --game quack_quack` finds the game's oracle: at two players
    against random and medium, and as a team at four."""
    assert cli_main(["bench", "ceiling", "--game", "quack_quack", "--games", "2", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["game"] == "quack_quack"
    parts = ("two_players_vs_random", "two_players_vs_medium", "four_players_vs_random")
    for part in parts:
        assert out[part]["games"] == 2 and 0.0 <= out[part]["oracle_win_rate"] <= 1.0
