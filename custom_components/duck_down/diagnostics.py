"""Diagnostics: public data only; seat bindings without their secrets."""

from __future__ import annotations

from typing import Any

from homeassistant.components.diagnostics import async_redact_data
from homeassistant.core import HomeAssistant

from .models import DuckDownConfigEntry

#: Never shown, wherever they turn up (belt and braces: secrets are not collected at all).
TO_REDACT = {
    "secret",
    "credential",
    "owner",
    "auth",
    "mac",
    "client_key",
    "ct",
    "nonce",
    "epk",
    "user_id",
}


async def async_get_config_entry_diagnostics(
    hass: HomeAssistant, entry: DuckDownConfigEntry
) -> dict[str, Any]:
    """The host, its tables' public snapshots, and which seats are held here."""
    hub = entry.runtime_data.hub
    return async_redact_data(
        {
            "entry": {"title": entry.title, "data": dict(entry.data)},
            "host": {
                "online": hub.host_online,
                "available": hub.available,
                "info": hub.info,
            },
            "tables": {table_id: table.snapshot for table_id, table in hub.tables.items()},
            "held_seats": [
                {
                    "table_id": b.table_id,
                    "seat": b.seat,
                    "user_id": b.user_id,
                    "has_view": (b.table_id, b.seat) in hub.views,
                }
                for b in hub.store.seats.values()
            ],
            "owned_tables": sorted(hub.store.owners),
        },
        TO_REDACT,
    )
