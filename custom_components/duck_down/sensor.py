"""Sensors of a table, chosen by its game (`games/`): public data only."""

from __future__ import annotations

from typing import Any

from homeassistant.components.sensor import SensorEntity
from homeassistant.core import HomeAssistant
from homeassistant.helpers.entity import Entity
from homeassistant.helpers.entity_platform import AddEntitiesCallback

from .context import TableContext
from .descriptions import TableSensorDescription
from .entity import DuckDownTableEntity, async_setup_table_entities
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

    async_setup_table_entities(hass, entry, hub, async_add_entities, _sensors)


class DuckDownTableSensor(DuckDownTableEntity, SensorEntity):
    """A sensor of one table."""

    entity_description: TableSensorDescription

    @property
    def native_value(self) -> str | int | None:
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
