"""The planner's sampled deals are consistent with what it knows, and timeouts don't confuse
any bot's memory."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from duckdown.bots.arena import bot_seed
from duckdown.bots.duck_down import CountingBot, PlannerBot, make_bot
from duckdown.bots.duck_down.cards import STANDARD_DECK

from .conftest import R


def _cards(state: Any) -> Counter[int]:
    held = [state.held] if state.held is not None else []
    return Counter([c for row in state.rows for c in row] + state.deck + state.pile + held)


def test_samples_keep_known_cards_and_the_deck() -> None:
    checked = 0
    for seed in range(4):
        players = 2 + seed
        state = R.new_game(R.parse_config({}), players, seed)
        bots = [PlannerBot(s, bot_seed(seed, s), samples=2) for s in range(players)]
        rng = random.Random(seed)
        while not R.is_over(state) and state.round == 1:
            seat = R.seats_to_act(state)[0]
            view = R.seat_view(state, seat, 0)
            bot = bots[seat]
            if view["phase"] == "turn":
                bot.memory.see(view)
                sample = bot.sample_state(view, rng)
                assert _cards(sample) == Counter(STANDARD_DECK)
                assert len(sample.deck) == len(state.deck) and sample.pile == state.pile
                assert sample.held == state.held and sample.turn_seat == state.turn_seat
                for r in range(players):
                    for k in range(4):
                        if state.known[r][k] >> seat & 1:
                            assert sample.rows[r][k] == state.rows[r][k]
                        assert sample.known[r][k] == state.known[r][k]
                checked += 1
            action = bot.act(view)
            for event in R.apply(state, seat, R.parse_action(action), 0):
                for s, b in enumerate(bots):
                    b.observe(event.view(s))
    assert checked > 10


def test_timeouts_keep_memory_right() -> None:
    players = 3
    config = R.parse_config({"turn_time": 30})
    state = R.new_game(config, players, 21)
    bots = [make_bot("counting", s, s) for s in range(players)]
    now = 0
    steps = 0
    timeouts = 0
    while not R.is_over(state):
        steps += 1
        deadline = R.deadline(state)
        # turns only: a bot that never saw its opening look cannot know slots 0 and 3
        if steps % 5 == 0 and deadline is not None and state.phase == "turn":
            now = max(now, deadline)
            events = R.apply(state, None, ("timeout",), now)
            timeouts += 1
        else:
            seat = R.seats_to_act(state)[0]
            action = bots[seat].act(R.seat_view(state, seat, now))
            events = R.apply(state, seat, R.parse_action(action), now)
        for event in events:
            for s, bot in enumerate(bots):
                bot.observe(event.view(s))
        if state.phase == "turn":
            for s, bot in enumerate(bots):
                assert isinstance(bot, CountingBot)
                for r in range(players):
                    for k in range(4):
                        value = bot.memory.vals[r][k]
                        if value is not None:
                            assert value == state.rows[r][k]
                        assert (value is not None) == bool(state.known[r][k] >> s & 1)
    assert timeouts > 5 and all(b.errors == 0 for b in bots)
