"""The games this integration has a module for, one line each, and what a table of any game
gets: its module (or the generic one) and its metadata (host info's, else the module's)."""

from __future__ import annotations

import dataclasses
from typing import Final

from ..hub import DuckDownHub
from ..meta import LOBBY_EVENTS, TURN_EVENT, GameMeta
from . import duck_down, duck_pond, dutch, generic, quack_quack
from .base import GameModule

MODULES: Final[dict[str, GameModule]] = {
    duck_down.MODULE.name: duck_down.MODULE,
    duck_pond.MODULE.name: duck_pond.MODULE,
    dutch.MODULE.name: dutch.MODULE,
    quack_quack.MODULE.name: quack_quack.MODULE,
}
GENERIC: Final = generic.MODULE


def module_for(game: str) -> GameModule:
    """The game's module, or the generic one."""
    return MODULES.get(game, GENERIC)


def game_meta(hub: DuckDownHub, game: str) -> GameMeta:
    """The game's metadata from host info; what an older host leaves out, from the module."""
    module = module_for(game)
    meta = hub.games.get(game) or GameMeta(name=game)
    return dataclasses.replace(
        meta,
        result=meta.result if meta.result is not None else module.result,
        events=meta.events if meta.events is not None else module.events,
        bot_levels=meta.bot_levels if meta.bot_levels is not None else hub.bot_levels,
    )


def event_types(meta: GameMeta) -> list[str]:
    """The Game event entity's types: the game's own events, the turn event where the game
    has none (`derives_turns`), then the host's lobby events."""
    own = list(meta.events or ())
    turn = [TURN_EVENT] if derives_turns(meta) else []
    return own + turn + [kind for kind in LOBBY_EVENTS if kind not in own]


def derives_turns(meta: GameMeta) -> bool:
    """The integration fires `turn_started` from `to_act`: the game has no such event itself."""
    return TURN_EVENT not in (meta.events or ())


__all__ = [
    "GENERIC",
    "MODULES",
    "GameModule",
    "derives_turns",
    "event_types",
    "game_meta",
    "module_for",
]
