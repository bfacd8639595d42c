"""`counting`'s memory against the engine's truth: where it claims to know a card, it is right,
and it knows exactly what the engine says the seat knows."""

from __future__ import annotations

from typing import Any

import pytest

from duckdown.bots.arena import bot_seed
from duckdown.bots.duck_down import CountingBot, make_bot
from duckdown.bots.profiles import Human

from .conftest import R, run_game


@pytest.mark.parametrize("players", [2, 4, 7])
@pytest.mark.parametrize("keep_known", [False, True])
def test_memory_matches_engine(players: int, keep_known: bool) -> None:
    checked = [0, 0]

    def check(state: Any, seat: int, view: dict[str, Any], action: dict[str, Any]) -> None:
        if state.phase != "turn":
            return
        for s, bot in enumerate(bots):
            memory = bot.memory
            for r in range(players):
                for k in range(4):
                    value = memory.vals[r][k]
                    knows = bool(state.known[r][k] >> s & 1)
                    assert (value is not None) == knows, (s, r, k)
                    if value is not None:
                        assert value == state.rows[r][k]
                        checked[1] += 1
                    # who-knows-what, from public events only, equals the engine's bitmask
                    assert memory.mask[r][k] & ((1 << players) - 1) == state.known[r][k]
                    checked[0] += 1

    for seed in range(3):
        config = {"keep_known": keep_known}
        bots = [CountingBot(s, bot_seed(seed, s)) for s in range(players)]
        run_game(bots, config, 50 + seed, check=check, rounds=3)
    assert checked[0] > 500 and checked[1] > 100


def test_load_memory_takes_over_a_seat() -> None:
    state = R.new_game(R.parse_config({}), 3, 11)
    for seat in range(3):
        R.apply(state, seat, ("ready",), 0)
    # a few turns by the engine alone, then a bot takes seat 1 over (ruling 18)
    for _ in range(5):
        seat = R.seats_to_act(state)[0]
        R.apply(state, seat, R.legal_actions(state, seat)[0], 0)
    bot = make_bot("counting", 1, 5)
    assert isinstance(bot, CountingBot)
    bot.load_memory(R.seat_memory(state, 1))
    for r in range(3):
        for k in range(4):
            value = bot.memory.vals[r][k]
            assert (value is not None) == bool(state.known[r][k] >> 1 & 1)
            if value is not None:
                assert value == state.rows[r][k]


def test_easy_forgets() -> None:
    bot = CountingBot(0, 1, human=Human(forget=1.0))
    bot.memory.vals[0][0] = 4
    bot.memory.vals[1][2] = 7
    bot.memory.players = 2
    bot.observe({"type": "turn_started", "seat": 0, "number": 3})
    assert bot.memory.vals[0][0] is None and bot.memory.vals[1][2] is None
    steady = CountingBot(0, 1)
    steady.memory.vals[0][0] = 4
    steady.observe({"type": "turn_started", "seat": 0, "number": 3})
    assert steady.memory.vals[0][0] == 4


def test_pool_counts_unseen_cards() -> None:
    bot = CountingBot(0, 1, deck={"0": 2, "5": 2, "swap": 1})
    bot.memory.players = 2
    bot.memory.vals[0][0] = 5
    pool = bot.memory.pool({"pile": [0], "held": {"card": "swap"}})
    assert pool == {0: 1, 5: 1, -1: 0}
