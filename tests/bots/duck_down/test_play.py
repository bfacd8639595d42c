"""Every bot plays only legal actions, through views only, for 2-8 players and many configs."""

from __future__ import annotations

import json
from typing import Any

import pytest

from duckdown.bots.base import BaseBot
from duckdown.bots.duck_down import LEVELS, PROFILES, make_bot
from duckdown.engine.duck_down.state import State
from tests.bots.conftest import Spy

from .conftest import make_bots, run_game

CONFIGS: list[dict[str, Any]] = [
    {},
    {"keep_known": True},
    {"call_penalty": 5},
    {"keep_known": True, "call_penalty": 20},
    {"deck": {"0": 6, "1": 6, "5": 6, "12": 10, "swap": 6, "peek": 4, "double": 6}},
]


@pytest.mark.parametrize("players", [2, 3, 4, 6, 8])
@pytest.mark.parametrize("config_index", range(len(CONFIGS)))
def test_all_levels_play_legal_games(players: int, config_index: int) -> None:
    config = CONFIGS[config_index]
    levels = [LEVELS[(i + players + config_index) % len(LEVELS)] for i in range(players)]
    seed = 1000 * players + config_index
    bots = make_bots(levels, seed, config, samples=3)
    spies = [Spy(b) for b in bots]
    state = run_game(spies, config, seed, rounds=1 if players > 4 else None)
    assert state.winners
    for spy in spies:
        assert spy.bot.errors == 0, spy.bot.level
        for item in spy.inputs:
            # the bot API only ever receives JSON objects, never the engine's State
            assert isinstance(item, dict) and not isinstance(item, State)
            json.dumps(item)


@pytest.mark.parametrize("level", ["counting", "easy", "planner", "hard"])
def test_levels_over_many_seeded_games(level: str) -> None:
    for seed in range(12):
        players = 2 + seed % 4
        levels = [level] + ["counting" if seed % 2 else "random"] * (players - 1)
        config = CONFIGS[seed % len(CONFIGS)]
        bots = make_bots(levels, seed, config, samples=2, budget_s=None)
        run_game(bots, config, seed, rounds=1)
        assert all(b.errors == 0 for b in bots)


def test_bot_refuses_a_state() -> None:
    from .conftest import R

    state = R.new_game(R.parse_config({}), 2, 1)
    bot = make_bot("counting", 0, 1)
    with pytest.raises(TypeError):
        bot.act(state)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        bot.observe(state)  # type: ignore[arg-type]


def test_bad_views_fall_back_to_a_legal_action() -> None:
    bot = make_bot("counting", 0, 3)
    # a view this bot cannot make sense of, but with legal actions: it must still answer
    view = {
        "seat": 0,
        "players": 2,
        "legal": ["replace", "throw"],
        "phase": "turn",
        "rows": "garbage",
        "turn": {"step": "hold"},
        "held": {"card": "nonsense"},
    }
    action = bot.act(view)
    assert action in [{"type": "replace", "slot": s} for s in range(4)] + [{"type": "throw"}]
    assert bot.errors >= 1


def test_levels_and_profiles() -> None:
    assert set(LEVELS) >= {"random", "easy", "medium", "hard", "counting", "planner"}
    assert set(PROFILES) == set(LEVELS)
    for level in LEVELS:
        assert isinstance(make_bot(level, 1, 2), BaseBot)
    # table levels have a time budget; analysis levels do not (the host relies on that)
    assert all(PROFILES[x].budget_s for x in ("easy", "medium", "hard"))
    with pytest.raises(ValueError):
        make_bot("grandmaster", 0, 0)
