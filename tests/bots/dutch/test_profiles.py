"""Dutch's levels as tables get them: the profiles, the host's think ceilings for each level,
and the oracle that measures the ceiling (an analysis, never a table's bot)."""

from __future__ import annotations

import math

import pytest

from duckdown.benchmarks.dutch.ceiling import oracle_vs
from duckdown.bots import levels, make_bot
from duckdown.bots.dutch import LEVELS, PROFILES, CountingBot
from duckdown.cli import main
from duckdown.host.bots import think_ceilings_ms


def test_tables_are_offered_every_level_and_each_is_built() -> None:
    assert levels("dutch") == ("random", "easy", "medium", "hard") == LEVELS
    for level in ("easy", "medium", "hard"):
        bot = make_bot("dutch", level, 1, 2)
        assert isinstance(bot, CountingBot) and bot.level == level and bot.game == "dutch"
    forget = [PROFILES[lv].human.forget for lv in ("easy", "medium", "hard")]
    caution = [PROFILES[lv].human.caution for lv in ("easy", "medium", "hard")]
    assert forget == sorted(forget, reverse=True) and forget[-1] == 0.0
    assert caution == sorted(caution, reverse=True)


def test_the_host_has_a_think_ceiling_for_every_dutch_level() -> None:
    ceilings = think_ceilings_ms()
    for level in LEVELS:
        budget = PROFILES[level].budget_s
        assert budget is not None
        assert ceilings[f"dutch/{level}"] == math.ceil(budget * 1000 * 1.25)


def test_the_oracle_beats_random() -> None:
    result = oracle_vs("random", games=6, seed=2)
    assert result["games"] == 6 and result["win_rate"] >= 0.9


def test_bench_ceiling_is_found_by_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "ceiling", "--game", "quack_quack", "--games", "2"]) == 2
    assert "quack_quack has no ceiling analysis" in capsys.readouterr().err
