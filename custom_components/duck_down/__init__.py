"""The Duck Down integration: game tables of a Duck Down host as devices."""

from __future__ import annotations

from homeassistant.components import mqtt
from homeassistant.const import Platform
from homeassistant.core import HomeAssistant
from homeassistant.exceptions import ConfigEntryNotReady
from homeassistant.helpers import config_validation as cv
from homeassistant.helpers import device_registry as dr
from homeassistant.helpers.typing import ConfigType

from .const import CONF_BASE_TOPIC, DEFAULT_BASE_TOPIC, DOMAIN
from .frontend import async_register_card
from .hub import DuckDownHub, table_of_identifier
from .models import DuckDownConfigEntry, DuckDownRuntimeData
from .notify_actions import async_setup_notification_actions
from .sentences import async_install_sentences
from .services import async_setup_services
from .store import SeatStore
from .websocket import async_setup_websocket

PLATFORMS: list[Platform] = [
    Platform.BINARY_SENSOR,
    Platform.CALENDAR,
    Platform.EVENT,
    Platform.SENSOR,
    Platform.TODO,
]

CONFIG_SCHEMA = cv.config_entry_only_config_schema(DOMAIN)


async def async_setup(hass: HomeAssistant, config: ConfigType) -> bool:
    """Register the actions, WebSocket commands and the card, and install the Assist sentences,
    once."""
    async_setup_services(hass)
    async_setup_notification_actions(hass)
    async_setup_websocket(hass)
    await async_register_card(hass)
    await async_install_sentences(hass)
    return True


async def async_setup_entry(hass: HomeAssistant, entry: DuckDownConfigEntry) -> bool:
    """Subscribe to one host."""
    if not await mqtt.async_wait_for_mqtt_client(hass):
        raise ConfigEntryNotReady(translation_domain=DOMAIN, translation_key="mqtt_not_available")
    hub = DuckDownHub(hass, entry, entry.data.get(CONF_BASE_TOPIC, DEFAULT_BASE_TOPIC))
    dr.async_get(hass).async_get_or_create(
        config_entry_id=entry.entry_id,
        identifiers={(DOMAIN, hub.host_id)},
        manufacturer="Duck Down",
        model="Game host",
        name=entry.title,
    )
    entry.runtime_data = DuckDownRuntimeData(hub=hub)
    await hub.async_start()
    entry.async_on_unload(hub.async_stop)
    await hass.config_entries.async_forward_entry_setups(entry, PLATFORMS)
    return True


async def async_unload_entry(hass: HomeAssistant, entry: DuckDownConfigEntry) -> bool:
    """Unload the platforms; the hub stops through `async_on_unload`."""
    return await hass.config_entries.async_unload_platforms(entry, PLATFORMS)


async def async_remove_entry(hass: HomeAssistant, entry: DuckDownConfigEntry) -> None:
    """Forget the stored seat credentials of a removed host."""
    await SeatStore(hass, entry.entry_id).async_remove()


async def async_remove_config_entry_device(
    hass: HomeAssistant, entry: DuckDownConfigEntry, device: dr.DeviceEntry
) -> bool:
    """Let the user delete a table device the host no longer has (never the hub)."""
    hub = entry.runtime_data.hub
    for domain, ident in device.identifiers:
        if domain != DOMAIN:
            continue
        if ident == hub.host_id:
            return False
        if table_of_identifier(hub.host_id, ident) in hub.tables:
            return False
    return True
