"""Config flow: MQTT discovery, manual setup by base topic, reconfigure."""

from __future__ import annotations

import json
from typing import Any
from unittest.mock import patch

import pytest
from homeassistant.components import mqtt
from homeassistant.config_entries import SOURCE_MQTT, SOURCE_USER
from homeassistant.core import HomeAssistant
from homeassistant.data_entry_flow import FlowResultType
from homeassistant.helpers.service_info.mqtt import MqttServiceInfo
from pytest_homeassistant_custom_component.common import async_fire_mqtt_message

from custom_components.duck_down.const import CONF_BASE_TOPIC, CONF_HOST_ID, DOMAIN

from .conftest import make_entry
from .fake_host import HOST_ID, info_payload


def discovery(payload: Any, topic: str = "duckdown/host/info") -> MqttServiceInfo:
    return MqttServiceInfo(
        topic=topic,
        payload=payload if isinstance(payload, str) else json.dumps(payload),
        qos=1,
        retain=True,
        subscribed_topic="duckdown/host/info",
        timestamp=0,
    )


async def configure_with_info(
    hass: HomeAssistant, flow_id: str, base: str, payload: Any | None
) -> dict[str, Any]:
    """Submit a base topic; the host's retained info arrives once the flow subscribed."""
    info_topic = f"{base}/host/info"
    subscribe = mqtt.async_subscribe
    delivered = False

    async def subscribe_then_deliver(
        hass: HomeAssistant, topic: str, *args: Any, **kwargs: Any
    ) -> Any:
        # Like a broker: a retained message reaches a new subscriber right after it subscribed.
        nonlocal delivered
        unsubscribe = await subscribe(hass, topic, *args, **kwargs)
        if topic == info_topic and payload is not None and not delivered:
            delivered = True
            async_fire_mqtt_message(
                hass,
                info_topic,
                payload if isinstance(payload, str) else json.dumps(payload),
                1,
                True,
            )
        return unsubscribe

    with patch.object(mqtt, "async_subscribe", subscribe_then_deliver):
        return await hass.config_entries.flow.async_configure(flow_id, {CONF_BASE_TOPIC: base})


async def test_user_flow(hass: HomeAssistant, mqtt_mock: Any) -> None:
    result = await hass.config_entries.flow.async_init(DOMAIN, context={"source": SOURCE_USER})
    assert result["type"] is FlowResultType.FORM
    assert result["step_id"] == "user"
    result = await configure_with_info(
        hass, result["flow_id"], "games/dd", info_payload(name="Attic")
    )
    assert result["type"] is FlowResultType.CREATE_ENTRY
    assert result["title"] == "Attic"
    assert result["data"] == {CONF_BASE_TOPIC: "games/dd", CONF_HOST_ID: HOST_ID}
    assert result["result"].unique_id == HOST_ID


@pytest.mark.usefixtures("fast_timeouts")
@pytest.mark.parametrize(
    ("base", "payload", "error"),
    [
        ("dd/#", None, "invalid_base_topic"),
        ("/dd", None, "invalid_base_topic"),
        ("", None, "invalid_base_topic"),
        ("duckdown", None, "no_host"),
        ("duckdown", "not json", "no_host"),
        ("duckdown", {"protocol": 1}, "no_host"),
        ("duckdown", info_payload(protocol=2), "unsupported_protocol"),
    ],
)
async def test_user_flow_errors(
    hass: HomeAssistant, mqtt_mock: Any, base: str, payload: Any, error: str
) -> None:
    result = await hass.config_entries.flow.async_init(DOMAIN, context={"source": SOURCE_USER})
    result = await configure_with_info(hass, result["flow_id"], base, payload)
    assert result["type"] is FlowResultType.FORM
    assert result["errors"] == {"base": error}
    # and it recovers
    result = await configure_with_info(hass, result["flow_id"], "duckdown", info_payload())
    assert result["type"] is FlowResultType.CREATE_ENTRY


async def test_user_flow_already_configured(hass: HomeAssistant, mqtt_mock: Any) -> None:
    entry = make_entry(base_topic="old")
    entry.add_to_hass(hass)
    result = await hass.config_entries.flow.async_init(DOMAIN, context={"source": SOURCE_USER})
    result = await configure_with_info(hass, result["flow_id"], "duckdown", info_payload())
    assert result["type"] is FlowResultType.ABORT
    assert result["reason"] == "already_configured"
    assert entry.data[CONF_BASE_TOPIC] == "duckdown"


async def test_user_flow_without_mqtt(hass: HomeAssistant) -> None:
    result = await hass.config_entries.flow.async_init(DOMAIN, context={"source": SOURCE_USER})
    assert result["type"] is FlowResultType.ABORT
    assert result["reason"] == "mqtt_not_available"


async def test_mqtt_discovery(hass: HomeAssistant, mqtt_mock: Any) -> None:
    result = await hass.config_entries.flow.async_init(
        DOMAIN, context={"source": SOURCE_MQTT}, data=discovery(info_payload(name="Den"))
    )
    assert result["type"] is FlowResultType.FORM
    assert result["step_id"] == "confirm"
    assert result["description_placeholders"] == {"name": "Den", "base_topic": "duckdown"}
    result = await hass.config_entries.flow.async_configure(result["flow_id"], {})
    assert result["type"] is FlowResultType.CREATE_ENTRY
    assert result["title"] == "Den"
    assert result["data"] == {CONF_BASE_TOPIC: "duckdown", CONF_HOST_ID: HOST_ID}


@pytest.mark.parametrize(
    ("payload", "reason"),
    [
        ("", "invalid_discovery_info"),
        ("{", "invalid_discovery_info"),
        ("[1]", "invalid_discovery_info"),
        ({"name": "no id"}, "invalid_discovery_info"),
        (info_payload(protocol=7), "unsupported_protocol"),
    ],
)
async def test_mqtt_discovery_aborts(
    hass: HomeAssistant, mqtt_mock: Any, payload: Any, reason: str
) -> None:
    result = await hass.config_entries.flow.async_init(
        DOMAIN, context={"source": SOURCE_MQTT}, data=discovery(payload)
    )
    assert result["type"] is FlowResultType.ABORT
    assert result["reason"] == reason


async def test_mqtt_discovery_already_configured(hass: HomeAssistant, mqtt_mock: Any) -> None:
    entry = make_entry()
    entry.add_to_hass(hass)
    result = await hass.config_entries.flow.async_init(
        DOMAIN, context={"source": SOURCE_MQTT}, data=discovery(info_payload())
    )
    assert result["type"] is FlowResultType.ABORT
    assert result["reason"] == "already_configured"


async def test_mqtt_discovery_through_mqtt(hass: HomeAssistant, mqtt_mock: Any) -> None:
    """The manifest's `mqtt` topic starts the flow when the host's info is published."""
    await hass.async_block_till_done()
    async_fire_mqtt_message(hass, "duckdown/host/info", json.dumps(info_payload()), 1, True)
    await hass.async_block_till_done(wait_background_tasks=True)
    flows = hass.config_entries.flow.async_progress_by_handler(DOMAIN)
    assert len(flows) == 1
    assert flows[0]["context"]["source"] == SOURCE_MQTT


async def test_reconfigure(hass: HomeAssistant, mqtt_mock: Any) -> None:
    entry = make_entry()
    entry.add_to_hass(hass)
    result = await entry.start_reconfigure_flow(hass)
    assert result["type"] is FlowResultType.FORM
    assert result["step_id"] == "reconfigure"
    result = await configure_with_info(hass, result["flow_id"], "attic/dd", info_payload())
    assert result["type"] is FlowResultType.ABORT
    assert result["reason"] == "reconfigure_successful"
    assert entry.data[CONF_BASE_TOPIC] == "attic/dd"


@pytest.mark.usefixtures("fast_timeouts")
async def test_reconfigure_errors(hass: HomeAssistant, mqtt_mock: Any) -> None:
    entry = make_entry()
    entry.add_to_hass(hass)
    result = await entry.start_reconfigure_flow(hass)
    result = await configure_with_info(hass, result["flow_id"], "quiet", None)
    assert result["type"] is FlowResultType.FORM
    assert result["errors"] == {"base": "no_host"}
    result = await configure_with_info(
        hass, result["flow_id"], "other", info_payload(host_id="h-someone-else")
    )
    assert result["type"] is FlowResultType.ABORT
    assert result["reason"] == "wrong_host"
    assert entry.data[CONF_BASE_TOPIC] == "duckdown"
