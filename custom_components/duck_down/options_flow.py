"""Options: the Assist satellites that speak for a HA user (`voice.speaker_of`).

A satellite's pipeline runs without a user, so what is said there is only ever asked on the
named player's phone; mapped here, the satellite acts as its user, as that user's phone would.
Each submit maps one satellite (or, without a user, removes its mapping).
"""

from __future__ import annotations

from typing import Any, Final

import voluptuous as vol
from homeassistant.config_entries import ConfigFlowResult, OptionsFlow
from homeassistant.helpers import device_registry as dr
from homeassistant.helpers.selector import (
    DeviceSelector,
    DeviceSelectorConfig,
    EntityFilterSelectorConfig,
    SelectOptionDict,
    SelectSelector,
    SelectSelectorConfig,
    SelectSelectorMode,
)

from .const import CONF_SATELLITES

CONF_SATELLITE: Final = "satellite"
CONF_USER: Final = "user"


class SatelliteOptionsFlow(OptionsFlow):
    """Map an Assist satellite to the HA user it speaks for."""

    async def async_step_init(self, user_input: dict[str, Any] | None = None) -> ConfigFlowResult:
        """One satellite and its user; the current mappings in the description."""
        satellites: dict[str, str] = dict(self.config_entry.options.get(CONF_SATELLITES) or {})
        if user_input is not None:
            device = user_input[CONF_SATELLITE]
            if user_input.get(CONF_USER):
                satellites[device] = user_input[CONF_USER]
            else:
                satellites.pop(device, None)
            return self.async_create_entry(
                data={**self.config_entry.options, CONF_SATELLITES: satellites}
            )
        users = {
            user.id: user.name or user.id
            for user in await self.hass.auth.async_get_users()
            if user.is_active and not user.system_generated
        }
        schema = vol.Schema(
            {
                vol.Required(CONF_SATELLITE): DeviceSelector(
                    DeviceSelectorConfig(
                        entity=EntityFilterSelectorConfig(domain="assist_satellite")
                    )
                ),
                vol.Optional(CONF_USER): SelectSelector(
                    SelectSelectorConfig(
                        options=[SelectOptionDict(value=k, label=v) for k, v in users.items()],
                        mode=SelectSelectorMode.DROPDOWN,
                    )
                ),
            }
        )
        devices = dr.async_get(self.hass)
        mapped = [
            f"{_device_name(devices, device)}: {users.get(user, user)}"
            for device, user in satellites.items()
        ]
        return self.async_show_form(
            step_id="init",
            data_schema=schema,
            description_placeholders={"mapped": "; ".join(mapped) or "-"},
        )


def _device_name(devices: dr.DeviceRegistry, device_id: str) -> str:
    device = devices.async_get(device_id)
    if device is None:
        return device_id
    return device.name_by_user or device.name or device_id
