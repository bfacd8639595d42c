"""Pure game rules: no I/O, no asyncio, no wall clock, no global random state.

Importing this package registers every ruleset; the host looks them up by name.
"""

from duckdown.engine import duck_down as duck_down
from duckdown.engine.errors import ConfigError, EngineError, IllegalAction
from duckdown.engine.ruleset import Event, Ruleset, get_ruleset, rulesets

__all__ = [
    "ConfigError",
    "EngineError",
    "Event",
    "IllegalAction",
    "Ruleset",
    "get_ruleset",
    "rulesets",
]
