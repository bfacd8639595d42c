"""What a game module of the integration declares: its table entities, its automation event
data, and the fallbacks for a host that publishes no metadata of the game."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from ..descriptions import EventDataFn, TableBinarySensorDescription, TableSensorDescription


def _no_event_data(kind: str, event: dict[str, Any], ctx: Any) -> dict[str, Any] | None:
    return None


@dataclass(frozen=True, kw_only=True)
class GameModule:
    """One game's part of the integration. The generic module has the name ``""``."""

    name: str
    sensors: tuple[TableSensorDescription, ...]
    binary_sensors: tuple[TableBinarySensorDescription, ...] = ()
    #: data of the game's own event types for the Game event entity (None: generic)
    event_data: EventDataFn = _no_event_data
    #: used when host info does not describe the game (an older host)
    result: str | None = None
    events: tuple[str, ...] = ()
    #: `create_table` fields kept for this game's convenience, validated by voluptuous, and
    #: sent to the host as the option of the same name
    create_fields: Mapping[str, Callable[[Any], Any]] = field(default_factory=dict)
