"""Whole games at every table the engine tests (sizes, two decks, KeepKnown, short windows):
the bots finish them without one fallback, and a bot that takes a seat over mid-round from
the seat's memory plays on without one either."""

from __future__ import annotations

from typing import Any

import pytest

from duckdown.bots.arena import bot_seed, play_game
from duckdown.bots.dutch import make_bot
from tests.engine.dutch.helpers import R, seed_with_first

LEVELS = ("hard", "medium", "easy")


@pytest.mark.parametrize(("players", "options"), R.test_tables)
def test_whole_games_without_a_fallback(players: int, options: dict[str, Any]) -> None:
    config = {**options, "mode": "1_round"}
    bots = [make_bot(LEVELS[s % 3], s, bot_seed(5, s)) for s in range(players)]
    result = play_game("dutch", bots, config, 5)
    assert result["finished"] and result["winners"]
    assert [bot.errors for bot in bots] == [0] * players


def test_a_bot_taking_a_seat_over_starts_from_the_seats_memory() -> None:
    state = R.new_game(R.parse_config({"mode": "1_round"}), 2, seed_with_first(2, 1))
    for seat in range(2):  # both seats look at slots 0 and 1 (people, before any bot)
        for action in (("choose", 0), ("choose", 1), ("ready",)):
            R.apply(state, seat, action, 0)
    R.apply(state, None, ("timeout",), state.deadline)  # the first turn begins
    bot = make_bot("hard", 1, 3)
    bot.load_memory(R.seat_memory(state, 1))
    memory = bot.memory  # type: ignore[attr-defined]
    assert [memory.vals[1][k] for k in range(4)] == [*state.rows[1][:2], None, None]
    assert all(card is None for card in memory.vals[0])
    assert R.seats_to_act(state) == [1]
    action = bot.act(R.seat_view(state, 1, 0))
    assert action is not None and action["type"] in ("draw", "take")
    assert bot.errors == 0
