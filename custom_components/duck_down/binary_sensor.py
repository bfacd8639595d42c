"""Binary sensors: host connectivity (hub), and those a table's game declares (`games/`)."""

from __future__ import annotations

from typing import Any

from homeassistant.components.binary_sensor import (
    BinarySensorDeviceClass,
    BinarySensorEntity,
    BinarySensorEntityDescription,
)
from homeassistant.const import EntityCategory
from homeassistant.core import HomeAssistant
from homeassistant.helpers.entity import Entity
from homeassistant.helpers.entity_platform import AddEntitiesCallback

from .context import TableContext
from .descriptions import TableBinarySensorDescription
from .entity import DuckDownHostEntity, DuckDownTableEntity, async_setup_table_entities
from .games import module_for
from .hub import Table
from .models import DuckDownConfigEntry

PARALLEL_UPDATES = 0

HOST_CONNECTIVITY = BinarySensorEntityDescription(
    key="host_online",
    translation_key="host_online",
    device_class=BinarySensorDeviceClass.CONNECTIVITY,
    entity_category=EntityCategory.DIAGNOSTIC,
)


async def async_setup_entry(
    hass: HomeAssistant,
    entry: DuckDownConfigEntry,
    async_add_entities: AddEntitiesCallback,
) -> None:
    """Add the host's connectivity and each table's binary sensors."""
    hub = entry.runtime_data.hub
    async_add_entities([HostConnectivity(hub, HOST_CONNECTIVITY)])

    def _binary_sensors(table: Table, ctx: TableContext) -> list[Entity]:
        return [
            TableBinarySensor(hub, table.table_id, description)
            for description in module_for(table.ruleset).binary_sensors
            if description.has_fn(ctx.meta)
        ]

    async_setup_table_entities(hass, entry, hub, async_add_entities, _binary_sensors)


class HostConnectivity(DuckDownHostEntity, BinarySensorEntity):
    """On while the host's retained state says online."""

    @property
    def is_on(self) -> bool | None:
        """The host's last-will state."""
        return self.hub.host_online


class TableBinarySensor(DuckDownTableEntity, BinarySensorEntity):
    """A binary sensor of one table."""

    entity_description: TableBinarySensorDescription

    @property
    def is_on(self) -> bool | None:
        """From the latest public snapshot."""
        ctx = self.context
        return self.entity_description.is_on_fn(ctx) if ctx else None

    @property
    def extra_state_attributes(self) -> dict[str, Any] | None:
        """Public attributes only."""
        ctx = self.context
        if ctx is None or self.entity_description.attrs_fn is None:
            return None
        return self.entity_description.attrs_fn(ctx)
