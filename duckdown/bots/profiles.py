"""How a bot falls short of perfect play the way a person does: any game's bots may use it.

A `Human` is three knobs, each at its perfect value by default:

- `forget`: memory decay. Each thing the bot remembers (a card it has seen) is lost with this
  chance at each of the moments the game's bot picks (Duck Down's: its own turn);
- `caution`: risk appetite, inverted. The chance to let a good bold move pass (Duck Down's
  call, which ends the round on a bet): a casual player often waits one turn too long;
- `reaction_ms`: how long the person would take to move. The bots themselves never wait; it
  is for whoever paces them (the arena plays at full speed, game time standing still).

Draws come from the bot's own `random.Random`, so a bot with a profile stays deterministic.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Final


@dataclass(frozen=True, slots=True)
class Human:
    forget: float = 0.0
    caution: float = 0.0
    reaction_ms: int = 0

    def __post_init__(self) -> None:
        for name in ("forget", "caution"):
            value = getattr(self, name)
            if not 0.0 <= value <= 1.0:
                raise ValueError(f"{name} is a chance: 0 to 1, got {value!r}")
        if self.reaction_ms < 0:
            raise ValueError(f"reaction_ms cannot be negative, got {self.reaction_ms!r}")

    def forgets(self, rng: random.Random) -> bool:
        """One remembered thing is lost now: ask once per thing remembered. No draw when
        `forget` is 0."""
        return self.forget > 0.0 and rng.random() < self.forget

    def hesitates(self, rng: random.Random) -> bool:
        """A good bold move is let pass this time. No draw when `caution` is 0."""
        return self.caution > 0.0 and rng.random() < self.caution


#: a player with a perfect memory, no fear and no reaction time: every analysis bot
PERFECT: Final = Human()

__all__ = ["PERFECT", "Human"]
