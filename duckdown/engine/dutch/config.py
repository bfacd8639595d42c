"""`Config`: the table options of ruling 34 with their defaults, validated with clear messages."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

from duckdown.engine.errors import ConfigError

MIN_PLAYERS: Final = 2
MAX_PLAYERS: Final = 8
MAX_PEEK_TIME: Final = 600
MAX_TURN_TIME: Final = 3600
MIN_THROW_TIME: Final = 1  # ruling 14: a table may set 1-5 s
MAX_THROW_TIME: Final = 5
MAX_ROUNDS: Final = 50  # ruling 24: no game lasts more than 50 rounds

# ruling 24's modes: (name, fixed rounds or None, points target or None)
MODES: Final[dict[str, tuple[int | None, int | None]]] = {
    "1_round": (1, None),
    "5_rounds": (5, None),
    "50_points": (None, 50),
    "100_points": (None, 100),
    "200_points": (None, 200),
}
DEFAULT_MODE: Final = "100_points"

OPTION_KEYS: Final = ("decks", "mode", "peek_time", "turn_time", "throw_time", "keep_known")


def mode_rounds(mode: str) -> int | None:
    """The fixed number of rounds of a mode, or None for a points game."""
    return MODES[mode][0]


def mode_target(mode: str) -> int | None:
    """The points target of a mode, or None for a fixed-round game."""
    return MODES[mode][1]


def default_decks(players: int) -> int:
    """Ruling 1: 1 deck for 2-4 players, 2 for 5-8."""
    return 1 if players <= 4 else 2


@dataclass(frozen=True, slots=True)
class Config:
    """Times are in seconds here and milliseconds inside the state."""

    decks: int | None = None  # None: ruling 1's default for the number of players
    mode: str = DEFAULT_MODE
    peek_time: int = 15
    turn_time: int = 30
    throw_time: int = 2
    keep_known: bool = False

    def decks_for(self, players: int) -> int:
        """The decks a table of `players` plays with; ConfigError if it may not."""
        if not isinstance(players, int) or isinstance(players, bool):
            raise ConfigError(f"players must be a whole number, got {players!r}")
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ConfigError(
                f"players is {players}; a table seats {MIN_PLAYERS} to {MAX_PLAYERS} players"
            )
        decks = self.decks if self.decks is not None else default_decks(players)
        if decks == 1 and players > 4:
            raise ConfigError(f"decks is 1, but a table of {players} plays with 2 decks (ruling 1)")
        return decks

    def to_json(self) -> dict[str, Any]:
        return {
            "decks": self.decks,
            "mode": self.mode,
            "peek_time": self.peek_time,
            "turn_time": self.turn_time,
            "throw_time": self.throw_time,
            "keep_known": self.keep_known,
        }


def _whole(name: str, value: object, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ConfigError(f"{name} must be a whole number from {low} to {high}, got {value!r}")
    if not low <= value <= high:
        raise ConfigError(f"{name} is {value}; allowed is {low} to {high}")
    return value


def parse_config(options: Mapping[str, Any] | None = None) -> Config:
    """Build a Config from JSON options; missing keys take ruling 34's defaults."""
    options = dict(options or {})
    unknown = sorted(set(options) - set(OPTION_KEYS))
    if unknown:
        raise ConfigError(f"unknown option {unknown[0]!r}; options are: {', '.join(OPTION_KEYS)}")
    base = Config()
    decks = options.get("decks", base.decks)
    if decks is not None:
        decks = _whole("decks", decks, 1, 2)
    mode = options.get("mode", base.mode)
    if not isinstance(mode, str) or mode not in MODES:
        raise ConfigError(f"mode is {mode!r}; modes are: {', '.join(MODES)}")
    keep_known = options.get("keep_known", base.keep_known)
    if not isinstance(keep_known, bool):
        raise ConfigError(f"keep_known must be true or false, got {keep_known!r}")
    return Config(
        decks=decks,
        mode=mode,
        peek_time=_whole("peek_time", options.get("peek_time", base.peek_time), 0, MAX_PEEK_TIME),
        turn_time=_whole("turn_time", options.get("turn_time", base.turn_time), 0, MAX_TURN_TIME),
        throw_time=_whole(
            "throw_time",
            options.get("throw_time", base.throw_time),
            MIN_THROW_TIME,
            MAX_THROW_TIME,
        ),
        keep_known=keep_known,
    )
