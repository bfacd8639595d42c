"""A bot factory for hosts in tests that play the test games: the generic random bot.

It plays uniformly over the game's `view_actions(seat_view)`, so it plays any game; on a
decision nobody waits for (the seat is not in the view's `to_act`) declining is one more
choice. Worker processes import this module by name, which registers the test games there.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from duckdown.engine import get_ruleset, register, rulesets

JSON = dict[str, Any]
LEVELS = ("random",)


def ensure_registered() -> None:
    from tests.support import dice_pond, guess_game

    for game in (guess_game.RULESET, dice_pond.RULESET):
        if game.name not in rulesets():
            register(game)


class RandomBot:
    def __init__(self, game: str, seat: int, seed: int) -> None:
        self.game = get_ruleset(game)
        self.seat = seat
        self.rng = random.Random(seed)

    def observe(self, event_view: Mapping[str, Any]) -> None:
        pass

    def load_memory(self, memory: Mapping[str, Any]) -> None:
        pass

    def act(self, seat_view: Mapping[str, Any]) -> JSON | None:
        options = self.game.view_actions(seat_view)
        optional = self.seat not in (seat_view.get("to_act") or [])
        pick = self.rng.randrange(len(options) + optional)
        return options[pick] if pick < len(options) else None


def make_bot(game: str, level: str, seat: int, seed: int, options: JSON) -> RandomBot:
    ensure_registered()
    if level not in LEVELS:
        raise ValueError(f"no bot level {level!r}")
    return RandomBot(game, seat, seed)
