"""Duck Down's bots: `counting` (remembers and counts the cards), `planner` (samples deals and
plays them out), and the difficulty profiles built from them. See docs/bots.md.

`make_bot(level, seat, seed, options)` builds one; `LEVELS` names them, weakest first.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

from duckdown.bots.base import BaseBot, RandomBot
from duckdown.bots.duck_down.core import Params
from duckdown.bots.duck_down.counting import GAME, CountingBot
from duckdown.bots.duck_down.planner import PlannerBot
from duckdown.bots.profiles import PERFECT, Human

#: a casual player: forgets each remembered card with chance 0.15 at each of its turns, and
#: lets a good call pass half the time
CASUAL: Final = Human(forget=0.15, caution=0.5)


@dataclass(frozen=True, slots=True)
class Profile:
    """A difficulty: which bot, how it is handicapped, and its time per move."""

    name: str
    kind: str  # "random" | "counting" | "planner"
    budget_s: float | None
    description: str
    human: Human = PERFECT
    samples: int = 128


PROFILES: dict[str, Profile] = {
    "random": Profile("random", "random", 0.01, "uniform over the legal actions"),
    "easy": Profile(
        "easy",
        "counting",
        0.05,
        "counting that forgets: each remembered card is lost with chance 0.15 per own turn, "
        "and a good call is let pass half the time",
        human=CASUAL,
    ),
    "medium": Profile("medium", "counting", 0.05, "counting at full strength"),
    "hard": Profile("hard", "planner", 0.5, "planner, up to 0.5 s a hard move"),
    "counting": Profile("counting", "counting", None, "the counting bot, no time limit"),
    "planner": Profile(
        "planner", "planner", None, "the planner with a fixed sample count (reproducible)"
    ),
}

LEVELS: tuple[str, ...] = tuple(PROFILES)

#: the match-ups `duckdown demo`, `simulate` and `arena` play when no `--bots` are named
DEFAULT_BOTS: Final[dict[str, tuple[str, ...]]] = {
    "demo": ("hard", "medium", "easy"),
    "simulate": ("counting", "random"),
    "arena": ("planner", "counting"),
}

#: the bot `duckdown bench engine` times through views
BENCH_LEVEL: Final = "counting"


def make_bot(level: str, seat: int, seed: int, options: Mapping[str, Any] | None = None) -> BaseBot:
    """A bot for `seat`. `options` is the table's options JSON (deck, call_penalty...), which a
    bot may know as a player knows the house rules; default: the standard rules."""
    try:
        profile = PROFILES[level]
    except KeyError:
        raise ValueError(f"unknown bot level {level!r}; levels are: {', '.join(LEVELS)}") from None
    options = dict(options or {})
    deck = options.get("deck")
    penalty = int(options.get("call_penalty", 0) or 0)
    if profile.kind == "random":
        return RandomBot(GAME, seat, seed)
    if profile.kind == "counting":
        return CountingBot(seat, seed, deck=deck, call_penalty=penalty, human=profile.human)
    return PlannerBot(
        seat,
        seed,
        deck=deck,
        call_penalty=penalty,
        samples=profile.samples,
        budget_s=profile.budget_s,
    )


__all__ = [
    "BENCH_LEVEL",
    "CASUAL",
    "DEFAULT_BOTS",
    "GAME",
    "LEVELS",
    "PROFILES",
    "CountingBot",
    "Params",
    "PlannerBot",
    "Profile",
    "make_bot",
]
