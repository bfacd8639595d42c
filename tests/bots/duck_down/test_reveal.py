"""Bots in the reveal between rounds (ruling 22): they say ready at once, by their own choice
(not the fallback), and the reveal's face-up rows are not carried into the next round."""

from __future__ import annotations

from typing import Any

import pytest

from duckdown.bots.duck_down import LEVELS
from duckdown.bots.duck_down.counting import CountingBot

from .conftest import R, make_bots


def _play_to_reveal(bots: list[Any], seed: int, rounds: int) -> Any:
    """Play with the bots until a round ends; every event goes to every bot."""
    state = R.new_game(R.parse_config({}), len(bots), seed, rounds=rounds)
    while state.phase != "reveal":
        seat = R.seats_to_act(state)[0]
        action = bots[seat].act(R.seat_view(state, seat, 0))
        for event in R.apply(state, seat, R.parse_action(action), 0):
            for s, bot in enumerate(bots):
                bot.observe(event.view(s))
    return state


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("rounds", [1, 3])
def test_every_level_says_ready_in_the_reveal(level: str, rounds: int) -> None:
    bots = make_bots([level, "counting", "counting"], 7, samples=2, budget_s=None)
    state = _play_to_reveal(bots, 11, rounds)
    before = bots[0].errors
    view = R.seat_view(state, 0, 0)
    assert view["phase"] == "reveal" and view["legal"] == ["ready"]
    assert bots[0].act(view) == {"type": "ready"}
    assert bots[0].errors == before  # its own answer, not the fallback


def test_the_reveal_is_not_remembered_into_the_next_round() -> None:
    bots = make_bots(["counting", "counting"], 3)
    state = _play_to_reveal(bots, 5, rounds=3)
    bot = bots[0]
    assert isinstance(bot, CountingBot)
    view = R.seat_view(state, 0, 0)
    assert all(card is not None for row in view["rows"] for card in row)  # all face up
    bot.memory.see(view)
    for seat in (0, 1):
        for event in R.apply(state, seat, ("ready",), 0):
            for s, b in enumerate(bots):
                b.observe(event.view(s))
    assert state.phase == "peek" and state.round == 2
    bot.memory.see(R.seat_view(state, 0, 0))
    known = [(r, k) for r in range(2) for k in range(4) if bot.memory.vals[r][k] is not None]
    assert known == [(0, 0), (0, 3)]  # the new deal's opening look, and nothing of the reveal
