"""Bots: they see only their seat's views and event views, and answer with action JSON.

The shared part (this package's modules) knows no game: the bot protocol and `BaseBot`, the
generic `random` bot, which plays any game, the human-like profiles and the arena. Each game's
own bots live in `duckdown.bots.<game>`, which exports `LEVELS` (weakest first) and
`make_bot(level, seat, seed, options)`. See docs/bots.md.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import ModuleType
from typing import Any

from duckdown.bots.base import JSON, BaseBot, Bot, RandomBot, is_optional
from duckdown.bots.profiles import PERFECT, Human
from duckdown.engine import get_ruleset
from duckdown.parts import game_part

RANDOM = "random"


def game_bots(game: str) -> ModuleType | None:
    """`duckdown.bots.<game>`, or None for a game without bots of its own. An unknown game
    raises ConfigError."""
    get_ruleset(game)
    return game_part(__name__, game)


def all_levels(game: str) -> tuple[str, ...]:
    """Every level `make_bot` builds for `game`, weakest first: `random`, then the game's own
    (analysis levels included)."""
    module = game_bots(game)
    own = tuple(str(level) for level in getattr(module, "LEVELS", ()))
    return (RANDOM, *(level for level in own if level != RANDOM))


def levels(game: str) -> tuple[str, ...]:
    """The levels offered to tables: the game's `info.bot_levels` that exist here."""
    known = set(all_levels(game))
    return tuple(level for level in get_ruleset(game).info.bot_levels if level in known)


def make_bot(
    game: str, level: str, seat: int, seed: int, options: Mapping[str, Any] | None = None
) -> BaseBot:
    """A bot of `level` for `seat` at a table of `game`. `options` is the table's options JSON,
    which a bot may know as a player knows the house rules; default: the game's defaults.
    An unknown game raises ConfigError, a level the game lacks ValueError."""
    module = game_bots(game)
    if level == RANDOM:
        return RandomBot(game, seat, seed)
    if module is None or level not in getattr(module, "LEVELS", ()):
        raise ValueError(
            f"{game} has no bot level {level!r}; levels are: {', '.join(all_levels(game))}"
        )
    bot: BaseBot = module.make_bot(level, seat, seed, dict(options or {}))
    return bot


__all__ = [
    "JSON",
    "PERFECT",
    "RANDOM",
    "BaseBot",
    "Bot",
    "Human",
    "RandomBot",
    "all_levels",
    "game_bots",
    "is_optional",
    "levels",
    "make_bot",
]
