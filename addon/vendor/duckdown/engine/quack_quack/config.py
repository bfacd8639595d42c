"""`Config`: the only options a table can set (ruling 5), validated with clear messages."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

from duckdown.engine.errors import ConfigError

MIN_PLAYERS: Final = 2
MAX_PLAYERS: Final = 4
MAX_TURN_TIME: Final = 3600
ROUND_CHOICES: Final = (1, 3, 5)
GOAL_CHOICES: Final = (3, 4, 5)
OPTION_KEYS: Final = ("turn_time", "rounds", "goal_coins")


@dataclass(frozen=True, slots=True)
class Config:
    """Times are in seconds here and milliseconds inside the state."""

    turn_time: int = 30  # per decision; 0: no limit (ruling 31)
    rounds: int = 5  # 3 or 4 players (ruling 28)
    goal_coins: int = 4  # 2 players (ruling 29)

    def check_players(self, players: int) -> None:
        if not isinstance(players, int) or isinstance(players, bool):
            raise ConfigError(f"players must be a whole number, got {players!r}")
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ConfigError(
                f"players is {players}; a table seats {MIN_PLAYERS} to {MAX_PLAYERS} players"
            )

    def to_json(self) -> dict[str, Any]:
        return {"turn_time": self.turn_time, "rounds": self.rounds, "goal_coins": self.goal_coins}


def _choice(name: str, value: object, choices: tuple[int, ...]) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value not in choices:
        raise ConfigError(
            f"{name} is {value!r}; choose one of {', '.join(map(str, choices))}",
            code="invalid_config",
        )
    return value


def parse_config(options: Mapping[str, Any] | None = None) -> Config:
    """Build a Config from JSON options; missing keys take the defaults of ruling 5."""
    options = dict(options or {})
    unknown = sorted(set(options) - set(OPTION_KEYS))
    if unknown:
        raise ConfigError(f"unknown option {unknown[0]!r}; options are: {', '.join(OPTION_KEYS)}")
    base = Config()
    turn_time = options.get("turn_time", base.turn_time)
    if isinstance(turn_time, bool) or not isinstance(turn_time, int):
        raise ConfigError(f"turn_time must be a whole number of seconds, got {turn_time!r}")
    if not 0 <= turn_time <= MAX_TURN_TIME:
        raise ConfigError(f"turn_time is {turn_time}; allowed is 0 to {MAX_TURN_TIME} seconds")
    return Config(
        turn_time=turn_time,
        rounds=_choice("rounds", options.get("rounds", base.rounds), ROUND_CHOICES),
        goal_coins=_choice("goal_coins", options.get("goal_coins", base.goal_coins), GOAL_CHOICES),
    )
