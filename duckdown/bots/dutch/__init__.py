"""Dutch's bots: `CountingBot` (remembers, counts, plays by expected points) under the
difficulty profiles below, each a person's memory, appetite for risk and reaction time.
See docs/bots.md, "Dutch's bots".

`make_bot(level, seat, seed, options)` builds one; `LEVELS` names them, weakest first.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Final

from duckdown.bots.base import BaseBot, RandomBot
from duckdown.bots.dutch.bot import GAME, CountingBot
from duckdown.bots.dutch.policy import Params
from duckdown.bots.profiles import Human

#: a casual player: forgets each remembered card with chance 0.2 at each of its turns, lets a
#: good call pass half the time, reacts to a card on the pile in about 1.8 s
CASUAL: Final = Human(forget=0.2, caution=0.5, reaction_ms=1800)
#: a regular player: forgets with chance 0.05 a turn, lets one good call in five pass, 1.4 s
REGULAR: Final = Human(forget=0.05, caution=0.2, reaction_ms=1400)
#: a sharp player: forgets nothing, calls when the odds say so, reacts in about 1.15 s
SHARP: Final = Human(reaction_ms=1150)


@dataclass(frozen=True, slots=True)
class Profile:
    """A difficulty: which bot, how it is handicapped, and its time per move."""

    name: str
    kind: str  # "random" | "counting"
    budget_s: float | None
    description: str
    human: Human = SHARP
    params: Params = field(default_factory=Params)


#: easy and medium play by the cards but do not read their rivals: a card a rival kept is
#: any card to them, and a Queen with nothing of their own to learn is let go
PLAIN: Final = Params(read_kept=False, look_rivals=False)
#: hard also plays to learn its own cards: a drawn card into an unseen slot counts 5 points
#: more (what it teaches lets it throw in and call with a row it knows; measured in
#: docs/benchmarks.md)
LEARNING: Final = Params(learn_value=5.0)

PROFILES: dict[str, Profile] = {
    "random": Profile("random", "random", 0.01, "uniform over the legal actions"),
    "easy": Profile(
        "easy",
        "counting",
        0.05,
        "counting that forgets (0.2 a card a turn), lets a good call pass half the time and "
        "reacts in about 1.8 s",
        human=CASUAL,
        params=PLAIN,
    ),
    "medium": Profile(
        "medium",
        "counting",
        0.05,
        "counting that forgets a little (0.05), lets one good call in five pass, 1.4 s",
        human=REGULAR,
        params=PLAIN,
    ),
    "hard": Profile(
        "hard",
        "counting",
        0.05,
        "counting with a perfect memory that plays to learn its own cards and reads its "
        "rivals' kept cards, 1.15 s",
        params=LEARNING,
    ),
}

LEVELS: tuple[str, ...] = tuple(PROFILES)

#: the match-ups `duckdown demo`, `simulate` and `arena` play when no `--bots` are named
DEFAULT_BOTS: Final[dict[str, tuple[str, ...]]] = {
    "demo": ("hard", "medium", "easy"),
    "simulate": ("hard", "random"),
    "arena": ("hard", "medium"),
}


def make_bot(level: str, seat: int, seed: int, options: Mapping[str, Any] | None = None) -> BaseBot:
    """A bot for `seat`. Dutch's bots need no house rule up front: the decks, the mode and
    the times all show in the views."""
    try:
        profile = PROFILES[level]
    except KeyError:
        raise ValueError(f"unknown bot level {level!r}; levels are: {', '.join(LEVELS)}") from None
    if profile.kind == "random":
        return RandomBot(GAME, seat, seed)
    bot = CountingBot(seat, seed, params=profile.params, human=profile.human)
    bot.level = level
    return bot


__all__ = [
    "CASUAL",
    "DEFAULT_BOTS",
    "GAME",
    "LEARNING",
    "LEVELS",
    "PLAIN",
    "PROFILES",
    "REGULAR",
    "SHARP",
    "CountingBot",
    "Params",
    "Profile",
    "make_bot",
]
