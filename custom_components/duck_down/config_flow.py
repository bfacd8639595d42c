"""Config flow: MQTT discovery of a host, manual setup by base topic, reconfigure; the options
(Assist satellites) are `options_flow.py`."""

from __future__ import annotations

import asyncio
from typing import Any

import voluptuous as vol
from homeassistant.components import mqtt
from homeassistant.config_entries import ConfigEntry, ConfigFlow, ConfigFlowResult, OptionsFlow
from homeassistant.core import callback
from homeassistant.helpers.service_info.mqtt import MqttServiceInfo

from .const import (
    CONF_BASE_TOPIC,
    CONF_HOST_ID,
    DEFAULT_BASE_TOPIC,
    DISCOVERY_TIMEOUT,
    DOMAIN,
    PROTOCOL_VERSION,
)
from .options_flow import SatelliteOptionsFlow
from .protocol import ProtocolError, Topics, parse_json_object, valid_base_topic

SCHEMA = vol.Schema({vol.Required(CONF_BASE_TOPIC, default=DEFAULT_BASE_TOPIC): str})


def _info_or_none(payload: str | bytes | bytearray) -> dict[str, Any] | None:
    try:
        info = parse_json_object(payload)
    except ProtocolError:
        return None
    if info is None or not isinstance(info.get("host_id"), str) or not info["host_id"]:
        return None
    return info


class DuckDownConfigFlow(ConfigFlow, domain=DOMAIN):
    """One entry per game host (unique id: the host id)."""

    VERSION = 1

    def __init__(self) -> None:
        """Start empty."""
        self._info: dict[str, Any] = {}
        self._base_topic = DEFAULT_BASE_TOPIC

    @staticmethod
    @callback
    def async_get_options_flow(config_entry: ConfigEntry) -> OptionsFlow:
        """The Assist satellites that speak for a HA user."""
        return SatelliteOptionsFlow()

    def _title(self) -> str:
        return str(self._info.get("name") or "Duck Down")

    @callback
    def _create(self) -> ConfigFlowResult:
        return self.async_create_entry(
            title=self._title(),
            data={CONF_BASE_TOPIC: self._base_topic, CONF_HOST_ID: self._info["host_id"]},
        )

    async def _async_probe(self, base_topic: str) -> str | None:
        """Read the host's retained info under a base topic; an error key, or None."""
        if not valid_base_topic(base_topic):
            return "invalid_base_topic"
        received: asyncio.Future[dict[str, Any]] = self.hass.loop.create_future()

        @callback
        def _on_info(msg: mqtt.ReceiveMessage) -> None:
            info = _info_or_none(msg.payload)
            if info is not None and not received.done():
                received.set_result(info)

        unsub = await mqtt.async_subscribe(
            self.hass, Topics(base_topic).info, _on_info, qos=1, encoding="utf-8"
        )
        try:
            async with asyncio.timeout(DISCOVERY_TIMEOUT):
                info = await received
        except TimeoutError:
            return "no_host"
        finally:
            unsub()
        if info.get("protocol") != PROTOCOL_VERSION:
            return "unsupported_protocol"
        self._info = info
        self._base_topic = base_topic
        return None

    async def async_step_mqtt(self, discovery_info: MqttServiceInfo) -> ConfigFlowResult:
        """A host announced itself on `duckdown/host/info`."""
        info = _info_or_none(discovery_info.payload)
        if info is None:
            return self.async_abort(reason="invalid_discovery_info")
        if info.get("protocol") != PROTOCOL_VERSION:
            return self.async_abort(reason="unsupported_protocol")
        base_topic = discovery_info.topic.removesuffix("/host/info")
        await self.async_set_unique_id(info["host_id"])
        self._abort_if_unique_id_configured(updates={CONF_BASE_TOPIC: base_topic})
        self._info = info
        self._base_topic = base_topic
        self.context["title_placeholders"] = {"name": self._title()}
        return await self.async_step_confirm()

    async def async_step_confirm(
        self, user_input: dict[str, Any] | None = None
    ) -> ConfigFlowResult:
        """Ask before adding a discovered host."""
        if user_input is not None:
            return self._create()
        self._set_confirm_only()
        return self.async_show_form(
            step_id="confirm",
            description_placeholders={"name": self._title(), "base_topic": self._base_topic},
        )

    async def async_step_user(self, user_input: dict[str, Any] | None = None) -> ConfigFlowResult:
        """Set up a host by its base topic."""
        if not await mqtt.async_wait_for_mqtt_client(self.hass):
            return self.async_abort(reason="mqtt_not_available")
        errors: dict[str, str] = {}
        if user_input is not None:
            error = await self._async_probe(user_input[CONF_BASE_TOPIC].strip())
            if error is None:
                await self.async_set_unique_id(self._info["host_id"], raise_on_progress=False)
                self._abort_if_unique_id_configured(updates={CONF_BASE_TOPIC: self._base_topic})
                return self._create()
            errors["base"] = error
        return self.async_show_form(
            step_id="user",
            data_schema=self.add_suggested_values_to_schema(SCHEMA, user_input or {}),
            errors=errors,
        )

    async def async_step_reconfigure(
        self, user_input: dict[str, Any] | None = None
    ) -> ConfigFlowResult:
        """Change the base topic of a configured host."""
        entry = self._get_reconfigure_entry()
        errors: dict[str, str] = {}
        if user_input is not None:
            error = await self._async_probe(user_input[CONF_BASE_TOPIC].strip())
            if error is None:
                await self.async_set_unique_id(self._info["host_id"], raise_on_progress=False)
                self._abort_if_unique_id_mismatch(reason="wrong_host")
                return self.async_update_reload_and_abort(
                    entry, data_updates={CONF_BASE_TOPIC: self._base_topic}
                )
            errors["base"] = error
        return self.async_show_form(
            step_id="reconfigure",
            data_schema=self.add_suggested_values_to_schema(
                SCHEMA, user_input or {CONF_BASE_TOPIC: entry.data.get(CONF_BASE_TOPIC)}
            ),
            errors=errors,
        )
