"""Pure game rules: no I/O, no asyncio, no wall clock, no global random state.

Importing this package registers every game; the host looks them up by name.
"""

# the games: one line each
from duckdown.engine import duck_down as duck_down
from duckdown.engine import duck_pond as duck_pond
from duckdown.engine import dutch as dutch
from duckdown.engine import quack_quack as quack_quack
from duckdown.engine.errors import ConfigError, EngineError, IllegalAction
from duckdown.engine.info import GameInfo
from duckdown.engine.registry import games, get_ruleset, register, rulesets
from duckdown.engine.ruleset import HOST, OWNER, Event, Ruleset

__all__ = [
    "HOST",
    "OWNER",
    "ConfigError",
    "EngineError",
    "Event",
    "GameInfo",
    "IllegalAction",
    "Ruleset",
    "games",
    "get_ruleset",
    "register",
    "rulesets",
]
