"""Binary sensors: host connectivity (hub) and "Duck Down called" (each table)."""

from __future__ import annotations

from typing import Any

from homeassistant.components.binary_sensor import (
    BinarySensorDeviceClass,
    BinarySensorEntity,
    BinarySensorEntityDescription,
)
from homeassistant.const import EntityCategory
from homeassistant.core import HomeAssistant
from homeassistant.helpers.entity_platform import AddEntitiesCallback

from .entity import DuckDownHostEntity, DuckDownTableEntity, async_setup_table_entities
from .models import DuckDownConfigEntry

PARALLEL_UPDATES = 0

HOST_CONNECTIVITY = BinarySensorEntityDescription(
    key="host_online",
    translation_key="host_online",
    device_class=BinarySensorDeviceClass.CONNECTIVITY,
    entity_category=EntityCategory.DIAGNOSTIC,
)
DUCK_DOWN_CALLED = BinarySensorEntityDescription(
    key="duck_down_called",
    translation_key="duck_down_called",
)


async def async_setup_entry(
    hass: HomeAssistant,
    entry: DuckDownConfigEntry,
    async_add_entities: AddEntitiesCallback,
) -> None:
    """Add the host's connectivity and each table's call sensor."""
    hub = entry.runtime_data.hub
    async_add_entities([HostConnectivity(hub, HOST_CONNECTIVITY)])
    async_setup_table_entities(
        hass,
        entry,
        hub,
        async_add_entities,
        lambda table_id: [DuckDownCalled(hub, table_id, DUCK_DOWN_CALLED)],
    )


class HostConnectivity(DuckDownHostEntity, BinarySensorEntity):
    """On while the host's retained state says online."""

    @property
    def is_on(self) -> bool | None:
        """The host's last-will state."""
        return self.hub.host_online


class DuckDownCalled(DuckDownTableEntity, BinarySensorEntity):
    """On once someone called Duck Down this round, until the round ends."""

    @property
    def is_on(self) -> bool | None:
        """Whether the public view names a caller."""
        table = self.table
        if table is None:
            return None
        game = table.game
        return bool(game and table.status == "playing" and game.get("caller") is not None)

    @property
    def extra_state_attributes(self) -> dict[str, Any] | None:
        """Who called."""
        table = self.table
        caller = (table.game or {}).get("caller") if table else None
        if not isinstance(caller, int) or table is None:
            return {"caller": None, "seat": None}
        return {"caller": table.seat_name(caller), "seat": caller}
