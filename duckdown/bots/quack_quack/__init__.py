"""Quack-Quack's bots: `easy` and `medium` play by rules (`policy.py`; `medium` counts the
cards), `hard` samples the hidden hands with the engine's `resample` and plays each candidate
out (`search.py`). See docs/bots.md, "Quack-Quack".

`make_bot(level, seat, seed, options)` builds one; `LEVELS` names them, weakest first.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

from duckdown.bots.base import BaseBot, RandomBot
from duckdown.bots.profiles import PERFECT, Human
from duckdown.bots.quack_quack.policy import Params
from duckdown.bots.quack_quack.rules import GAME, RuleBot
from duckdown.bots.quack_quack.search import SearchBot

DEFAULT: Final = Params()
#: a casual player: lets a bold play (a bomb, a pair of Guards or stronger) pass 15% of the time
CASUAL: Final = Human(caution=0.15)


@dataclass(frozen=True, slots=True)
class Profile:
    """A level: which bot, its knobs, and the longest it may think (the host's ceiling)."""

    name: str
    kind: str  # "random" | "rules" | "search"
    budget_s: float | None
    description: str
    params: Params = DEFAULT
    human: Human = PERFECT


PROFILES: dict[str, Profile] = {
    "random": Profile("random", "random", 0.01, "uniform over the legal actions"),
    "easy": Profile(
        "easy",
        "rules",
        0.05,
        "the rules without counting, and a casual player's caution: a bold play (a bomb, "
        "a pair of Guards or stronger) is let pass 15% of the time",
        Params(counting=False, endgame=False),
        CASUAL,
    ),
    "medium": Profile(
        "medium",
        "rules",
        0.05,
        "the rules, counting the cards and blocking a player near out",
        Params(counting=True, endgame=True),
    ),
    "hard": Profile(
        "hard",
        "search",
        1.0,
        "samples the hidden hands and plays each candidate out (PIMC)",
        Params(counting=True, endgame=True),
    ),
}

LEVELS: tuple[str, ...] = tuple(PROFILES)

#: the match-ups `duckdown demo`, `simulate` and `arena` play when no `--bots` are named
DEFAULT_BOTS: Final[dict[str, tuple[str, ...]]] = {
    "demo": ("medium", "easy", "random"),
    "simulate": ("medium", "random"),
    "arena": ("medium", "easy"),
}

#: the bot `duckdown bench engine` times through views
BENCH_LEVEL: Final = "medium"


def make_bot(level: str, seat: int, seed: int, options: Mapping[str, Any] | None = None) -> BaseBot:
    """A bot for `seat`. The table's options change nothing a bot does (the rules are fixed
    but for the game's length, which the views show)."""
    try:
        profile = PROFILES[level]
    except KeyError:
        raise ValueError(f"unknown bot level {level!r}; levels are: {', '.join(LEVELS)}") from None
    if profile.kind == "random":
        return RandomBot(GAME, seat, seed)
    if profile.kind == "rules":
        return RuleBot(seat, seed, profile.params, profile.human)
    return SearchBot(seat, seed, profile.params)


__all__ = [
    "CASUAL",
    "DEFAULT_BOTS",
    "GAME",
    "LEVELS",
    "PROFILES",
    "Profile",
    "RuleBot",
    "SearchBot",
    "make_bot",
]
