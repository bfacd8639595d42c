"""`Config`: the table options (ruling 1's time zone, ruling 46's limits), validated."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Final

from duckdown.engine.duck_pond import calendar
from duckdown.engine.duck_pond.changes import parse_changes
from duckdown.engine.errors import ConfigError

MIN_PLAYERS = 1
MAX_PLAYERS = 20  # players at once; seats are never reused, so seat numbers may go higher
MAX_SEATS = 1000
MAX_ROUND = 10_000
MAX_AMENDMENTS = 500

# ruling 46: name -> (default, hard cap, what it counts)
LIMITS: Final[dict[str, tuple[int, int, str]]] = {
    "ducks_per_player": (30, 100, "ducks per player"),
    "ducks_total": (300, 1000, "ducks in the game"),
    "ponds": (60, 250, "ponds"),
    "proposals_per_period": (5, 50, "open proposals per player made in one period"),
    "open_offers": (10, 100, "open offers per player"),
    "open_requests": (3, 20, "open requests for justice per player"),
}
OPTION_KEYS: Final = ("time_zone", *LIMITS, "round", "amendments")


@dataclass(frozen=True, slots=True)
class Config:
    time_zone: str = "UTC"
    limits: tuple[tuple[str, int], ...] = tuple((k, v[0]) for k, v in LIMITS.items())
    round: int = 1
    # structured changes to the shipped rules, as passed in an earlier round (ruling 32)
    amendments: tuple[Any, ...] = field(default=())

    def limit(self, name: str) -> int:
        return dict(self.limits)[name]

    def to_json(self) -> dict[str, Any]:
        return {
            "time_zone": self.time_zone,
            **dict(self.limits),
            "round": self.round,
            "amendments": [dict(a) for a in self.amendments],
        }


def whole(name: str, value: object, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ConfigError(f"{name} must be a whole number from {low} to {high}, got {value!r}")
    if not low <= value <= high:
        raise ConfigError(f"{name} is {value}; allowed is {low} to {high}")
    return value


def parse_config(options: Mapping[str, Any] | None = None) -> Config:
    options = dict(options or {})
    unknown = sorted(set(options) - set(OPTION_KEYS))
    if unknown:
        raise ConfigError(f"unknown option {unknown[0]!r}; options are: {', '.join(OPTION_KEYS)}")
    tz = options.get("time_zone", "UTC")
    if not isinstance(tz, str):
        raise ConfigError(f"time_zone must be an IANA zone name like Europe/Berlin, got {tz!r}")
    try:
        calendar.zone(tz)
    except ValueError as err:
        raise ConfigError(f"time_zone: {err}") from None
    limits = tuple(
        (name, whole(name, options.get(name, default), 1, cap))
        for name, (default, cap, _) in LIMITS.items()
    )
    raw = options.get("amendments", [])
    if not isinstance(raw, list) or len(raw) > MAX_AMENDMENTS:
        raise ConfigError(f"amendments must be a list of up to {MAX_AMENDMENTS} changes")
    problem, changes = parse_changes(raw, limit=MAX_AMENDMENTS)
    if problem:
        raise ConfigError(f"amendments: {problem}")
    return Config(
        time_zone=tz,
        limits=limits,
        round=whole("round", options.get("round", 1), 1, MAX_ROUND),
        amendments=tuple(changes),
    )
