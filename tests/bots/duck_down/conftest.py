"""Helpers for Duck Down's bot tests: play games through the engine with views only."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import pytest

from duckdown.bots.arena import bot_seed
from duckdown.bots.base import BaseBot
from duckdown.bots.duck_down import make_bot
from duckdown.engine import get_ruleset

R = get_ruleset("duck_down")


def make_bots(
    levels: Sequence[str], seed: int, config: Mapping[str, Any] | None = None, **planner: Any
) -> list[BaseBot]:
    bots = []
    for seat, level in enumerate(levels):
        bot = make_bot(level, seat, bot_seed(seed, seat), config)
        for key, value in planner.items():  # keep the planner cheap in tests
            if hasattr(bot, key):
                setattr(bot, key, value)
        bots.append(bot)
    return bots


def run_game(
    bots: Sequence[Any],
    config: Mapping[str, Any] | None,
    seed: int,
    *,
    check: Callable[[Any, int, dict[str, Any], dict[str, Any]], None] | None = None,
    rounds: int | None = None,
) -> Any:
    """Play a game, checking each answer is legal in the engine; return the final state."""
    cfg = R.parse_config(dict(config or {}))
    state = R.new_game(cfg, len(bots), seed, rounds=rounds)
    steps = 0
    while not R.is_over(state):
        seat = R.seats_to_act(state)[0]
        view = R.seat_view(state, seat, 0)
        action = bots[seat].act(view)
        json.dumps(action)
        legal = [R.action_to_json(a) for a in R.legal_actions(state, seat)]
        assert action in legal, (action, view["legal"])
        if check is not None:
            check(state, seat, view, action)
        for event in R.apply(state, seat, R.parse_action(action), 0):
            for s, bot in enumerate(bots):
                bot.observe(event.view(s))
        steps += 1
        assert steps < 20_000
    return state


@pytest.fixture
def ruleset() -> Any:
    return R
