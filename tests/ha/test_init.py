"""Setup, devices coming and going, availability, repairs, unload and removal."""

from __future__ import annotations

import json
import logging
from typing import Any
from unittest.mock import patch

import pytest
from homeassistant.config_entries import ConfigEntryState
from homeassistant.const import STATE_OFF, STATE_ON, STATE_UNAVAILABLE
from homeassistant.core import Context, HomeAssistant
from homeassistant.helpers import device_registry as dr
from homeassistant.helpers import entity_registry as er
from homeassistant.helpers import issue_registry as ir
from homeassistant.setup import async_setup_component
from pytest_homeassistant_custom_component.common import MockConfigEntry, async_fire_mqtt_message

from custom_components.duck_down.const import DOMAIN

from .conftest import make_entry
from .fake_host import HOST_ID, FakeHost, game_view, info_payload

PHASE = "sensor.kitchen_table_phase"


def table_device(hass: HomeAssistant, table_id: str) -> dr.DeviceEntry | None:
    return dr.async_get(hass).async_get_device(identifiers={(DOMAIN, f"{HOST_ID}_{table_id}")})


async def test_setup_creates_hub_and_table_devices(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry
) -> None:
    dev_reg = dr.async_get(hass)
    hub = dev_reg.async_get_device(identifiers={(DOMAIN, HOST_ID)})
    assert hub is not None
    assert hub.sw_version == "0.1.0"
    assert hub.configuration_url == "http://127.0.0.1:8080/"
    assert hass.states.get("binary_sensor.duck_down_host").state == STATE_ON

    tid = host.add_table()
    host.publish_table(tid)
    host.publish_info()
    await hass.async_block_till_done()
    device = table_device(hass, tid)
    assert device is not None
    assert device.name == "Kitchen table"
    assert device.model == "Duck Down table"
    assert device.via_device_id == hub.id
    entities = er.async_entries_for_device(er.async_get(hass), device.id)
    assert {e.translation_key for e in entities} == {
        "phase",
        "turn",
        "round",
        "deck",
        "pile_top",
        "leader",
        "duck_down_called",
        "game",
    }
    assert all(e.unique_id.startswith(f"{HOST_ID}_{tid}_") for e in entities)
    assert hass.states.get(PHASE).state == "lobby"


async def test_tables_come_and_go(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry
) -> None:
    first = host.add_table("First")
    second = host.add_table("Second")
    host.publish_table(first)
    host.publish_table(second)
    host.publish_info()
    await hass.async_block_till_done()
    assert table_device(hass, first) and table_device(hass, second)
    assert hass.states.get("sensor.second_phase") is not None

    # a cleared retained snapshot removes the table
    host.send(f"duckdown/tables/{first}/public", "", retain=True)
    await hass.async_block_till_done()
    assert table_device(hass, first) is None
    assert hass.states.get("sensor.first_phase") is None

    # host info that no longer lists a table removes it too
    del host.tables[second]
    host.publish_info()
    await hass.async_block_till_done()
    assert table_device(hass, second) is None
    assert er.async_get(hass).async_get("sensor.second_phase") is None


async def test_stale_devices_removed_on_start(
    hass: HomeAssistant, host: FakeHost, mqtt_mock: Any
) -> None:
    entry = make_entry()
    entry.add_to_hass(hass)
    stale = dr.async_get(hass).async_get_or_create(
        config_entry_id=entry.entry_id, identifiers={(DOMAIN, f"{HOST_ID}_t-gone")}, name="Gone"
    )
    assert await hass.config_entries.async_setup(entry.entry_id)
    host.online()
    host.publish_info()
    await hass.async_block_till_done()
    assert dr.async_get(hass).async_get(stale.id) is None
    assert dr.async_get(hass).async_get_device(identifiers={(DOMAIN, HOST_ID)}) is not None


async def test_remove_config_entry_device(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry, hass_ws_client: Any
) -> None:
    assert await async_setup_component(hass, "config", {})
    tid = host.add_table()
    host.publish_table(tid)
    await hass.async_block_till_done()
    dev_reg = dr.async_get(hass)
    live = table_device(hass, tid)
    hub = dev_reg.async_get_device(identifiers={(DOMAIN, HOST_ID)})
    stale = dev_reg.async_get_or_create(
        config_entry_id=entry.entry_id, identifiers={(DOMAIN, f"{HOST_ID}_t-old")}
    )
    client = await hass_ws_client(hass)
    for device, removable in ((live, False), (hub, False), (stale, True)):
        await client.send_json_auto_id(
            {
                "type": "config/device_registry/remove_config_entry",
                "config_entry_id": entry.entry_id,
                "device_id": device.id,
            }
        )
        response = await client.receive_json()
        assert response["success"] is removable


async def test_host_offline_makes_entities_unavailable_and_raises_issue(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry, caplog: pytest.LogCaptureFixture
) -> None:
    tid = host.add_table()
    host.publish_table(tid)
    await hass.async_block_till_done()
    assert hass.states.get(PHASE).state == "lobby"

    caplog.set_level(logging.INFO)
    host.online("offline")
    await hass.async_block_till_done()
    assert hass.states.get(PHASE).state == STATE_UNAVAILABLE
    assert hass.states.get("binary_sensor.duck_down_host").state == STATE_OFF
    issue = ir.async_get(hass).async_get_issue(DOMAIN, f"host_offline_{entry.entry_id}")
    assert issue is not None and issue.translation_key == "host_offline"
    host.online("offline")  # repeated: logged once
    host.online("garbage")  # ignored
    await hass.async_block_till_done()
    assert caplog.text.count("is offline") == 1

    host.online()
    await hass.async_block_till_done()
    assert hass.states.get(PHASE).state == "lobby"
    assert ir.async_get(hass).async_get_issue(DOMAIN, f"host_offline_{entry.entry_id}") is None
    assert "is back online" in caplog.text


async def test_protocol_mismatch_issue(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry
) -> None:
    tid = host.add_table()
    host.publish_table(tid)
    await hass.async_block_till_done()
    host.send("duckdown/host/info", info_payload(protocol=2, tables=[tid]))
    await hass.async_block_till_done()
    issue_id = f"protocol_mismatch_{entry.entry_id}"
    issue = ir.async_get(hass).async_get_issue(DOMAIN, issue_id)
    assert issue is not None and issue.translation_placeholders["host_protocol"] == "2"
    assert hass.states.get(PHASE).state == STATE_UNAVAILABLE
    # snapshots of another protocol are not read either
    snap = host.snapshot(tid) | {"protocol": 2, "seq": 99, "status": "playing", "game": game_view()}
    host.send(f"duckdown/tables/{tid}/public", snap)
    await hass.async_block_till_done()
    assert entry.runtime_data.hub.tables[tid].seq == 1

    host.publish_info()
    await hass.async_block_till_done()
    assert ir.async_get(hass).async_get_issue(DOMAIN, issue_id) is None
    assert hass.states.get(PHASE).state == "lobby"


async def test_malformed_messages_are_ignored(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry
) -> None:
    tid = host.add_table()
    host.publish_table(tid)
    await hass.async_block_till_done()
    hub = entry.runtime_data.hub
    for topic, payload in (
        ("duckdown/host/info", "{nope"),
        ("duckdown/host/info", ""),
        (f"duckdown/tables/{tid}/public", "[1, 2]"),
        (f"duckdown/tables/{tid}/public", json.dumps({"protocol": 1, "seq": "x"})),
        (f"duckdown/tables/{tid}/public", json.dumps(host.snapshot(tid) | {"table_id": "t-other"})),
        (
            f"duckdown/tables/{tid}/public",
            json.dumps(host.snapshot(tid) | {"seq": 0, "name": "Old"}),
        ),
        (f"duckdown/tables/{tid}/events", "not json"),
        (f"duckdown/tables/{tid}/events", json.dumps({"event": "x"})),
        (
            "duckdown/tables/t-unknown/events",
            json.dumps({"event": {"type": "turn_started", "seat": 0}}),
        ),
        ("duckdown/response/ping", "garbage"),
        ("duckdown/response/ping", ""),
    ):
        async_fire_mqtt_message(hass, topic, payload, 1, False)
    await hass.async_block_till_done()
    assert hub.tables[tid].name == "Kitchen table"
    assert hub.info is not None
    assert hass.states.get(PHASE).state == "lobby"


async def test_unload_and_remove(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry
) -> None:
    tid = host.add_table()
    host.publish_table(tid)
    await hass.async_block_till_done()
    await hass.services.async_call(
        DOMAIN,
        "join",
        {"table_id": tid, "name": "Anna"},
        blocking=True,
        context=Context(user_id="user-a"),
    )
    assert await hass.config_entries.async_unload(entry.entry_id)
    await hass.async_block_till_done()
    assert entry.state is ConfigEntryState.NOT_LOADED
    assert hass.states.get(PHASE).state == STATE_UNAVAILABLE
    # actions are still registered but find no loaded host
    assert hass.services.has_service(DOMAIN, "join")

    with patch("homeassistant.helpers.storage.Store.async_remove") as remove:
        assert await hass.config_entries.async_remove(entry.entry_id)
        await hass.async_block_till_done()
    remove.assert_called_once()


async def test_setup_waits_for_mqtt(hass: HomeAssistant) -> None:
    """Without MQTT the entry is retried later."""
    entry = make_entry()
    entry.add_to_hass(hass)
    with patch("homeassistant.components.mqtt.async_wait_for_mqtt_client", return_value=False):
        await hass.config_entries.async_setup(entry.entry_id)
    assert entry.state is ConfigEntryState.SETUP_RETRY


async def test_credentials_survive_restart(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry, hass_storage: dict[str, Any]
) -> None:
    from homeassistant.core import Context

    tid = host.add_table()
    host.publish_table(tid)
    await hass.async_block_till_done()
    await hass.services.async_call(
        DOMAIN,
        "create_table",
        {"name": "Mine"},
        blocking=True,
        context=Context(user_id="user-a"),
        return_response=True,
    )
    await hass.services.async_call(
        DOMAIN,
        "join",
        {"table_id": tid, "name": "Anna"},
        blocking=True,
        context=Context(user_id="user-a"),
    )
    stored = hass_storage[f"{DOMAIN}.{entry.entry_id}"]["data"]
    assert [s["user_id"] for s in stored["seats"]] == ["user-a"]
    assert len(stored["owners"]) == 1

    assert await hass.config_entries.async_reload(entry.entry_id)
    await hass.async_block_till_done()
    hub = entry.runtime_data.hub
    binding = hub.store.seat_of_user(tid, "user-a")
    assert (
        binding is not None and binding.credential.secret == host.tables[tid]["seats"][0]["secret"]
    )
    assert "secret" not in repr(binding)
    # the private topic is subscribed again: a private message is decrypted
    host.tables[tid]["views"][0] = {"seat": 0, "rows": [[1, None, None, 2]]}
    host.publish_privates(tid)
    await hass.async_block_till_done()
    assert hub.views[(tid, 0)].view["rows"][0] == [1, None, None, 2]


async def test_info_of_another_host_is_ignored(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry, caplog: pytest.LogCaptureFixture
) -> None:
    tid = host.add_table()
    host.publish_table(tid)
    await hass.async_block_till_done()
    for _ in range(2):
        host.send("duckdown/host/info", info_payload(host_id="h-intruder", tables=[]))
    await hass.async_block_till_done()
    assert table_device(hass, tid) is not None
    assert caplog.text.count("Another Duck Down host (h-intruder)") == 1
    assert entry.runtime_data.hub.info["host_id"] == HOST_ID
