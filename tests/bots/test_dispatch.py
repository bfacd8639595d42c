"""`duckdown.bots.make_bot(game, level, ...)`: `random` is the generic bot, other levels come
from `duckdown.bots.<game>`; `levels(game)` is what tables are offered."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from duckdown.bots import BaseBot, RandomBot, all_levels, game_bots, levels, make_bot
from duckdown.bots.duck_down import CountingBot, PlannerBot
from duckdown.engine import ConfigError, get_ruleset
from duckdown.parts import game_part

DUCK_DOWN_LEVELS = ("random", "easy", "medium", "hard", "counting", "planner")


def test_random_is_the_generic_bot_for_every_game(pebbles_game: Any) -> None:
    for game in ("duck_down", "pebbles"):
        bot = make_bot(game, "random", 2, 9)
        assert type(bot) is RandomBot and bot.game == game and bot.seat == 2


def test_other_levels_come_from_the_games_bots_package() -> None:
    assert game_bots("duck_down") is not None
    easy = make_bot("duck_down", "easy", 1, 3, {"call_penalty": 5})
    assert isinstance(easy, CountingBot) and easy.call_penalty == 5 and easy.human.forget
    assert type(make_bot("duck_down", "medium", 1, 3)) is CountingBot
    assert isinstance(make_bot("duck_down", "hard", 0, 3), PlannerBot)
    for level in DUCK_DOWN_LEVELS:
        bot = make_bot("duck_down", level, 0, 1)
        assert isinstance(bot, BaseBot) and bot.game == "duck_down"


def test_a_game_without_bots_gets_only_random(pebbles_game: Any) -> None:
    assert game_bots("pebbles") is None
    assert all_levels("pebbles") == ("random",)
    # Pebbles' info names `easy` too, but no bot plays it here: tables are not offered it
    assert pebbles_game.info.bot_levels == ("random", "easy")
    assert levels("pebbles") == ("random",)
    with pytest.raises(ValueError, match="pebbles has no bot level 'easy'; levels are: random"):
        make_bot("pebbles", "easy", 0, 1)


def test_levels_run_weakest_first() -> None:
    assert all_levels("duck_down") == DUCK_DOWN_LEVELS
    assert levels("duck_down") == get_ruleset("duck_down").info.bot_levels
    assert levels("duck_down") == ("random", "easy", "medium", "hard")  # no analysis levels


def test_unknown_games_and_levels_are_refused() -> None:
    with pytest.raises(ConfigError, match="unknown game 'chess'"):
        make_bot("chess", "random", 0, 1)
    with pytest.raises(ConfigError):
        levels("chess")
    with pytest.raises(ValueError, match="duck_down has no bot level 'grandmaster'"):
        make_bot("duck_down", "grandmaster", 0, 1)


def test_a_games_part_is_found_by_name_and_its_own_errors_surface(
    pebbles_game: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert game_part("duckdown.bots", "duck_down") is game_bots("duck_down")
    assert game_part("duckdown.bots", "duck_down", "narrate") is not None
    assert game_part("duckdown.bots", "pebbles", "narrate") is None  # no package at all
    assert game_part("duckdown.bots", "os") is None  # only registered games are imported
    parts = tmp_path / "someparts"
    parts.mkdir()
    (parts / "__init__.py").write_text("")
    (parts / "pebbles.py").write_text("import a_module_nobody_installed\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    with pytest.raises(ModuleNotFoundError, match="a_module_nobody_installed"):
        game_part("someparts", "pebbles")  # a broken part is an error, not "no part"
