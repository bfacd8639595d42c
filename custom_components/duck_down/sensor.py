"""Sensors of a table and of its players (where the game has player devices), chosen by its
game (`games/`): public data only."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from homeassistant.components.sensor import SensorEntity
from homeassistant.core import HomeAssistant
from homeassistant.helpers.entity import Entity
from homeassistant.helpers.entity_platform import AddEntitiesCallback

from .context import TableContext
from .descriptions import PlayerSensorDescription, TableSensorDescription
from .entity import (
    DuckDownPlayerEntity,
    DuckDownTableEntity,
    async_setup_player_entities,
    async_setup_table_entities,
)
from .games import module_for
from .hub import Table
from .models import DuckDownConfigEntry

PARALLEL_UPDATES = 0


async def async_setup_entry(
    hass: HomeAssistant,
    entry: DuckDownConfigEntry,
    async_add_entities: AddEntitiesCallback,
) -> None:
    """Add the sensors of every table, now and later."""
    hub = entry.runtime_data.hub

    def _sensors(table: Table, ctx: TableContext) -> list[Entity]:
        return [
            DuckDownTableSensor(hub, table.table_id, description)
            for description in module_for(table.ruleset).sensors
            if description.has_fn(ctx.meta)
        ]

    def _player_sensors(table: Table, ctx: TableContext, seat: int, name: str) -> list[Entity]:
        return [
            DuckDownPlayerSensor(hub, table.table_id, seat, name, description)
            for description in module_for(table.ruleset).player_sensors
        ]

    async_setup_table_entities(hass, entry, hub, async_add_entities, _sensors)
    async_setup_player_entities(hass, entry, hub, async_add_entities, _player_sensors)


class DuckDownTableSensor(DuckDownTableEntity, SensorEntity):
    """A sensor of one table."""

    entity_description: TableSensorDescription

    @property
    def native_value(self) -> str | int | datetime | None:
        """The value from the latest public snapshot."""
        ctx = self.context
        return self.entity_description.value_fn(ctx) if ctx else None

    @property
    def extra_state_attributes(self) -> dict[str, Any] | None:
        """Public attributes only."""
        ctx = self.context
        if ctx is None or self.entity_description.attrs_fn is None:
            return None
        return self.entity_description.attrs_fn(ctx)


class DuckDownPlayerSensor(DuckDownPlayerEntity, SensorEntity):
    """A sensor of one player at one table."""

    entity_description: PlayerSensorDescription

    @property
    def native_value(self) -> str | int | None:
        """The player's value from the latest public snapshot."""
        ctx = self.context
        return self.entity_description.value_fn(ctx, self.seat) if ctx else None

    @property
    def extra_state_attributes(self) -> dict[str, Any] | None:
        """Public attributes only."""
        ctx = self.context
        if ctx is None or self.entity_description.attrs_fn is None:
            return None
        return self.entity_description.attrs_fn(ctx, self.seat)
