"""Entity descriptions of a table, as Home Assistant's core integrations write them: what an
entity shows (`value_fn`, `is_on_fn`, `attrs_fn`, reading a `TableContext`) and whether a
game's table has it at all (`has_fn`, reading the game's metadata). Each game module
(`games/`) declares its own; a game without one gets the generic set."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from homeassistant.components.binary_sensor import BinarySensorEntityDescription
from homeassistant.components.sensor import SensorEntityDescription

from .context import TableContext
from .meta import GameMeta


def _always(meta: GameMeta) -> bool:
    return True


@dataclass(frozen=True, kw_only=True)
class TableSensorDescription(SensorEntityDescription):
    """A table sensor: its value and attributes from the public snapshot."""

    value_fn: Callable[[TableContext], str | int | datetime | None]
    attrs_fn: Callable[[TableContext], dict[str, Any]] | None = None
    has_fn: Callable[[GameMeta], bool] = _always


@dataclass(frozen=True, kw_only=True)
class PlayerSensorDescription(SensorEntityDescription):
    """A sensor of one player's device (games with player devices): from the public snapshot,
    read for that player's seat."""

    value_fn: Callable[[TableContext, int], str | int | None]
    attrs_fn: Callable[[TableContext, int], dict[str, Any]] | None = None


@dataclass(frozen=True, kw_only=True)
class TableBinarySensorDescription(BinarySensorEntityDescription):
    """A table binary sensor: on or off, and attributes, from the public snapshot."""

    is_on_fn: Callable[[TableContext], bool | None]
    attrs_fn: Callable[[TableContext], dict[str, Any]] | None = None
    has_fn: Callable[[GameMeta], bool] = _always


#: Event data of a game's own event type, or None to use the generic reading.
EventDataFn = Callable[[str, dict[str, Any], TableContext], dict[str, Any] | None]
