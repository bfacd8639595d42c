"""Bots: they see only their seat's views and event views, and answer with action JSON.

`make_bot(level, seat, seed)` builds one; `LEVELS` names them. See docs/bots.md.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from duckdown.bots.base import JSON, BaseBot, Bot, RandomBot
from duckdown.bots.core import Params
from duckdown.bots.counting import CountingBot
from duckdown.bots.legal import expand_legal, is_legal
from duckdown.bots.planner import PlannerBot


@dataclass(frozen=True, slots=True)
class Profile:
    """A difficulty: which bot, how it is handicapped, and its time per move."""

    name: str
    kind: str  # "random" | "counting" | "planner"
    budget_s: float | None
    description: str
    forget: float = 0.0
    miss_call: float = 0.0
    samples: int = 128


PROFILES: dict[str, Profile] = {
    "random": Profile("random", "random", 0.01, "uniform over the legal actions"),
    "easy": Profile(
        "easy",
        "counting",
        0.05,
        "counting that forgets: each remembered card is lost with chance 0.15 per own turn, "
        "and a good call is let pass half the time",
        forget=0.15,
        miss_call=0.5,
    ),
    "medium": Profile("medium", "counting", 0.05, "counting at full strength"),
    "hard": Profile("hard", "planner", 0.5, "planner, up to 0.5 s a hard move"),
    "counting": Profile("counting", "counting", None, "the counting bot, no time limit"),
    "planner": Profile(
        "planner", "planner", None, "the planner with a fixed sample count (reproducible)"
    ),
}

LEVELS: tuple[str, ...] = tuple(PROFILES)


def make_bot(
    level: str, seat: int, seed: int, *, config: Mapping[str, Any] | None = None
) -> BaseBot:
    """A bot for `seat`. `config` is the table's options JSON (deck, call_penalty...),
    which a bot may know as a player knows the house rules; default: the standard rules."""
    try:
        profile = PROFILES[level]
    except KeyError:
        raise ValueError(f"unknown bot level {level!r}; levels are: {', '.join(LEVELS)}") from None
    options = dict(config or {})
    deck = options.get("deck")
    penalty = int(options.get("call_penalty", 0) or 0)
    if profile.kind == "random":
        return RandomBot(seat, seed)
    if profile.kind == "counting":
        return CountingBot(
            seat,
            seed,
            deck=deck,
            call_penalty=penalty,
            forget=profile.forget,
            miss_call=profile.miss_call,
        )
    return PlannerBot(
        seat,
        seed,
        deck=deck,
        call_penalty=penalty,
        samples=profile.samples,
        budget_s=profile.budget_s,
    )


__all__ = [
    "JSON",
    "LEVELS",
    "PROFILES",
    "BaseBot",
    "Bot",
    "CountingBot",
    "Params",
    "PlannerBot",
    "Profile",
    "RandomBot",
    "expand_legal",
    "is_legal",
    "make_bot",
]
