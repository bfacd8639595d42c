"""Serve and register the bundled Lovelace card (`custom:duck-down-card`).

The card ships inside the integration (`frontend/duck-down-card.js`), so HACS users get it with
the integration and never add a resource by hand:

- the `frontend/` folder is served as static files under `/duck_down/`;
- the card's URL is added to every page with `frontend.add_extra_js_url`;
- in storage mode (the default) a Lovelace resource is created, or updated to the current
  version, so dashboards also load it the way HA loads any card;
- the URL carries the integration's version (`?v=0.1.0`) so browsers fetch a new bundle after
  an update.

The card also needs the public side of every table (lobby seats, the public game view), for
every logged-in user. Two WebSocket commands give it, public data only (the same as the
retained public MQTT snapshots) plus two facts about the caller: the seat they hold and whether
they own the table:

- `duck_down/card/tables`: the tables now;
- `duck_down/card/subscribe_tables`: the same, again after every change, and each public
  event of a table as `{"table_id", "event"}` (for the wall tablet's game log).

A user's own seat view comes from the integration's `duck_down/subscribe_view` (websocket.py).

Only APIs present in both HA 2025.4 and 2026.x are used (`async_register_static_paths`, not the
removed `register_static_path`; `LovelaceData` attributes, not its deprecated item access).
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

import voluptuous as vol
from homeassistant.components import websocket_api
from homeassistant.components.frontend import add_extra_js_url
from homeassistant.components.http import StaticPathConfig
from homeassistant.core import CALLBACK_TYPE, HomeAssistant, callback
from homeassistant.helpers import device_registry as dr
from homeassistant.helpers.dispatcher import async_dispatcher_connect

from .const import DOMAIN
from .hub import signal_new_table, table_device_identifier
from .services import loaded_hubs

_LOGGER = logging.getLogger(__name__)

#: Where the integration's `frontend/` folder is served.
URL_BASE = f"/{DOMAIN}"
CARD_FILENAME = "duck-down-card.js"
CARD_URL = f"{URL_BASE}/{CARD_FILENAME}"
FRONTEND_DIR = Path(__file__).parent / "frontend"

_DATA_KEY = f"{DOMAIN}_card_registered"


def _manifest_version() -> str:
    manifest = json.loads((Path(__file__).parent / "manifest.json").read_text("utf-8"))
    return str(manifest.get("version", "0"))


def card_url(version: str) -> str:
    """The card's URL with its cache-buster."""
    return f"{CARD_URL}?v={version}"


async def async_register_card(hass: HomeAssistant) -> None:
    """Serve the card and load it on every dashboard. Safe to call more than once."""
    if hass.data.get(_DATA_KEY):
        return
    hass.data[_DATA_KEY] = True

    version = await hass.async_add_executor_job(_manifest_version)
    url = card_url(version)

    if getattr(hass, "http", None) is not None:
        await hass.http.async_register_static_paths(
            [StaticPathConfig(URL_BASE, str(FRONTEND_DIR), True)]
        )
    add_extra_js_url(hass, url)
    websocket_api.async_register_command(hass, ws_card_tables)
    websocket_api.async_register_command(hass, ws_card_subscribe_tables)
    await _async_ensure_lovelace_resource(hass, url)


def _lovelace_resources(hass: HomeAssistant) -> Any | None:
    """The Lovelace resource collection when Lovelace keeps resources in storage, else None."""
    data = hass.data.get("lovelace")
    if data is None:
        return None
    # 2025.x has `mode`; later versions also have `resource_mode` (resources may be YAML while
    # dashboards are in storage). Either way only a storage collection can be written.
    mode = getattr(data, "resource_mode", None) or getattr(data, "mode", None)
    resources = getattr(data, "resources", None)
    if mode != "storage" or resources is None:
        return None
    if not hasattr(resources, "async_create_item"):
        return None
    return resources


async def _async_ensure_lovelace_resource(hass: HomeAssistant, url: str) -> None:
    """Create the card's Lovelace resource, or move an older one to this version."""
    resources = _lovelace_resources(hass)
    if resources is None:
        _LOGGER.debug(
            "Lovelace resources are not in storage mode; the card loads through the extra JS URL"
            " (add %s as a module resource to your YAML resources if a dashboard misses it)",
            url,
        )
        return
    if not getattr(resources, "loaded", True):
        await resources.async_load()
        resources.loaded = True

    ours = [
        item
        for item in resources.async_items()
        if str(item.get("url", "")).split("?", 1)[0] == CARD_URL
    ]
    if not ours:
        await resources.async_create_item({"res_type": "module", "url": url})
        _LOGGER.debug("Added the Lovelace resource %s", url)
        return
    first, *duplicates = ours
    # stored items carry `type`; `res_type` is only the name of the field in create/update
    if first.get("url") != url or first.get("type") != "module":
        await resources.async_update_item(first["id"], {"res_type": "module", "url": url})
        _LOGGER.debug("Updated the Lovelace resource to %s", url)
    for item in duplicates:
        await resources.async_delete_item(item["id"])


# ---------------------------------------------------------------------------------- card data


def _public_tables(hass: HomeAssistant, user_id: str) -> dict[str, Any]:
    """Every table of every loaded host: its public snapshot, the caller's seat and ownership."""
    dev_reg = dr.async_get(hass)
    tables: list[dict[str, Any]] = []
    bot_levels: list[str] = []
    for hub in loaded_hubs(hass):
        info = hub.info or {}
        for level in info.get("bot_levels") or []:
            if isinstance(level, str) and level not in bot_levels:
                bot_levels.append(level)
        for table_id, table in list(hub.tables.items()):
            snap = table.snapshot
            device = dev_reg.async_get_device(
                identifiers={table_device_identifier(hub.host_id, table_id)}
            )
            binding = hub.store.seat_of_user(table_id, user_id)
            owner = hub.store.owners.get(table_id)
            tables.append(
                {
                    "config_entry_id": hub.entry.entry_id,
                    "table_id": table_id,
                    "device_id": device.id if device else None,
                    "name": table.name,
                    "status": snap.get("status"),
                    "seq": snap.get("seq"),
                    "options": snap.get("options") or {},
                    "max_seats": snap.get("max_seats"),
                    "round_choices": snap.get("round_choices") or [],
                    "seats": snap.get("seats") or [],
                    "paused": bool(snap.get("paused")),
                    "now": snap.get("now"),
                    "game": snap.get("game"),
                    "available": hub.available,
                    "your_seat": binding.seat if binding else None,
                    "owner": owner is not None and owner.user_id == user_id,
                }
            )
    tables.sort(key=lambda t: (str(t["name"]).lower(), t["table_id"]))
    return {"tables": tables, "bot_levels": bot_levels}


@websocket_api.websocket_command({vol.Required("type"): f"{DOMAIN}/card/tables"})
@callback
def ws_card_tables(
    hass: HomeAssistant, connection: websocket_api.ActiveConnection, msg: dict[str, Any]
) -> None:
    """The public tables, now."""
    connection.send_result(msg["id"], _public_tables(hass, connection.user.id))


@websocket_api.websocket_command({vol.Required("type"): f"{DOMAIN}/card/subscribe_tables"})
@callback
def ws_card_subscribe_tables(
    hass: HomeAssistant, connection: websocket_api.ActiveConnection, msg: dict[str, Any]
) -> None:
    """The public tables, now and after every change of a table or a host."""
    unsubs: list[CALLBACK_TYPE] = []
    watched: set[tuple[str, str]] = set()

    @callback
    def send() -> None:
        watch_new_tables()
        connection.send_message(
            websocket_api.event_message(msg["id"], _public_tables(hass, connection.user.id))
        )

    @callback
    def watch_new_tables() -> None:
        for hub in loaded_hubs(hass):
            for table_id in list(hub.tables):
                key = (hub.entry.entry_id, table_id)
                if key not in watched:
                    watched.add(key)
                    unsubs.append(hub.async_add_listener(send, table_id))
                    unsubs.append(hub.async_add_event_listener(table_id, forward_event(table_id)))

    def forward_event(table_id: str) -> Callable[[dict[str, Any]], None]:
        @callback
        def forward(event: dict[str, Any]) -> None:
            connection.send_message(
                websocket_api.event_message(msg["id"], {"table_id": table_id, "event": event})
            )

        return forward

    @callback
    def on_new_table(_table_id: str) -> None:
        send()

    for hub in loaded_hubs(hass):
        unsubs.append(hub.async_add_listener(send))
        unsubs.append(
            async_dispatcher_connect(hass, signal_new_table(hub.entry.entry_id), on_new_table)
        )
    watch_new_tables()

    @callback
    def unsubscribe() -> None:
        while unsubs:
            unsubs.pop()()

    connection.subscriptions[msg["id"]] = unsubscribe
    connection.send_result(msg["id"])
    send()
