"""Serve and register the bundled Lovelace card (`custom:duck-down-card`).

The card ships inside the integration (`frontend/duck-down-card.js`), so HACS users get it with
the integration and never add a resource by hand:

- the `frontend/` folder is served as static files under `/duck_down/`;
- the card's URL is added to every page with `frontend.add_extra_js_url`;
- in storage mode (the default) a Lovelace resource is created, or updated to the current
  version, so dashboards also load it the way HA loads any card;
- the URL carries the integration's version (`?v=0.1.0`) so browsers fetch a new bundle after
  an update.

The card's data (the public tables, the hosts' games) comes from the WebSocket commands of
`card_data.py`; a user's own seat view from `duck_down/subscribe_view` (websocket.py).

Only APIs present in both HA 2025.4 and 2026.x are used (`async_register_static_paths`, not the
removed `register_static_path`; `LovelaceData` attributes, not its deprecated item access).
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

from homeassistant.components import websocket_api
from homeassistant.components.frontend import add_extra_js_url
from homeassistant.components.http import StaticPathConfig
from homeassistant.core import HomeAssistant

from .card_data import ws_card_subscribe_tables, ws_card_tables
from .const import DOMAIN

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
