"""A person's reaction time to a card landing on the pile, drawn from the bot's profile.

Ruling 16: a bot never throws in sooner than 1 s after the card lands, so that people can
compete. The draw is that floor or more: a normal spread round the profile's `reaction_ms`
(a sixth of it), so a quick person beats even the fastest bot some of the time, by
construction. The host asks a bot only after the card has landed, so a delay counted from
the question keeps the floor.
"""

from __future__ import annotations

import random
from typing import Final

from duckdown.bots.profiles import Human

FLOOR_MS: Final = 1000  # ruling 16
SPREAD: Final = 1 / 6  # the reaction's standard deviation, as a share of its mean


def reaction_delay(human: Human, rng: random.Random) -> int:
    """One reaction, in ms: never under `FLOOR_MS`."""
    mean = max(human.reaction_ms, FLOOR_MS)
    return max(FLOOR_MS, round(rng.gauss(mean, mean * SPREAD)))
