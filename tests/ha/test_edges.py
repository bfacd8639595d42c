"""Edge cases: heartbeats, unloading with requests in flight, silent hosts."""

from __future__ import annotations

import asyncio
from datetime import timedelta
from typing import Any

import pytest
from homeassistant.core import Context, HomeAssistant
from homeassistant.exceptions import HomeAssistantError
from homeassistant.util import dt as dt_util
from pytest_homeassistant_custom_component.common import MockConfigEntry, async_fire_time_changed

from custom_components.duck_down.const import DOMAIN

from .fake_host import FakeHost

A = Context(user_id="user-a")


async def joined(hass: HomeAssistant, host: FakeHost) -> str:
    tid = host.add_table()
    host.publish_table(tid)
    await hass.async_block_till_done()
    await hass.services.async_call(
        DOMAIN, "join", {"table_id": tid, "name": "Anna"}, blocking=True, context=A
    )
    return tid


async def test_heartbeats_while_watched(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry
) -> None:
    tid = await joined(hass, host)
    hub = entry.runtime_data.hub
    binding = hub.store.seat_of_user(tid, "user-a")
    stop_one = hub.async_watch(binding)
    stop_two = hub.async_watch(binding)  # a second tab: one heartbeat timer
    await hass.async_block_till_done()
    beats = lambda: sum(1 for c, _ in host.requests if c == "seat/reconnect")  # noqa: E731
    assert beats() == 1
    async_fire_time_changed(hass, dt_util.utcnow() + timedelta(seconds=21))
    await hass.async_block_till_done()
    assert beats() == 2
    host.fail["seat/reconnect"] = ("unauthorized", "no")
    async_fire_time_changed(hass, dt_util.utcnow() + timedelta(seconds=42))
    await hass.async_block_till_done()
    assert beats() == 3  # failed, logged, still running
    hub.store.seats.clear()  # the seat is gone: the timer does nothing
    async_fire_time_changed(hass, dt_util.utcnow() + timedelta(seconds=63))
    await hass.async_block_till_done()
    assert beats() == 3
    stop_one()
    assert hub._heartbeats
    stop_two()
    assert not hub._heartbeats


async def test_unload_fails_requests_in_flight(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry, monkeypatch: pytest.MonkeyPatch
) -> None:
    tid = await joined(hass, host)
    host.silent.add("game/action")
    in_flight = asyncio.Event()
    handle = host.handle

    def handle_and_note(topic: str, payload: bytes | str) -> None:
        handle(topic, payload)
        if host.requests and host.requests[-1][0] == "game/action":
            in_flight.set()

    monkeypatch.setattr(host, "handle", handle_and_note)
    task = hass.async_create_task(
        hass.services.async_call(
            DOMAIN, "play", {"table_id": tid, "action": {"type": "draw"}}, blocking=True, context=A
        )
    )
    async with asyncio.timeout(5):
        await in_flight.wait()  # the host got the request and leaves it unanswered
    assert await hass.config_entries.async_unload(entry.entry_id)
    with pytest.raises(HomeAssistantError) as err:
        await task
    assert err.value.translation_placeholders["code"] == "unloaded"


async def test_my_view_when_the_host_does_not_republish(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry
) -> None:
    tid = await joined(hass, host)
    entry.runtime_data.hub.views.clear()
    host.fail["seat/reconnect"] = ("rate_limited", "slow down")
    view = await hass.services.async_call(
        DOMAIN, "my_view", {"table_id": tid}, blocking=True, context=A, return_response=True
    )
    assert view == {"table_id": tid, "seat": 0, "seq": None, "view": None, "events": []}


async def test_resubscribing_a_held_seat_is_a_no_op(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry, mqtt_mock: Any
) -> None:
    tid = await joined(hass, host)
    hub = entry.runtime_data.hub
    before = dict(hub._private_unsubs)
    await hub._async_subscribe_private(tid, 0)
    assert hub._private_unsubs == before


async def test_table_gone_before_its_entities_were_added(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry
) -> None:
    from homeassistant.helpers import device_registry as dr
    from homeassistant.helpers import entity_registry as er

    from .fake_host import HOST_ID

    tid = host.add_table("Brief")
    host.publish_table(tid)
    host.send(f"duckdown/tables/{tid}/public", "", retain=True)  # same tick: gone at once
    await hass.async_block_till_done()
    assert dr.async_get(hass).async_get_device(identifiers={(DOMAIN, f"{HOST_ID}_{tid}")}) is None
    assert not [e for e in er.async_get(hass).entities.values() if tid in e.unique_id]
    assert hass.states.get("sensor.brief_phase") is None


async def test_entity_of_a_vanished_table_removes_its_device(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry
) -> None:
    from unittest.mock import patch

    from custom_components.duck_down.games.duck_down import SENSORS
    from custom_components.duck_down.sensor import DuckDownTableSensor

    tid = host.add_table()
    host.publish_table(tid)
    await hass.async_block_till_done()
    hub = entry.runtime_data.hub
    sensor = DuckDownTableSensor(hub, tid, SENSORS[0])
    hub.tables.pop(tid)
    assert sensor.available is False and sensor.native_value is None
    assert sensor.extra_state_attributes is None
    with patch.object(hub, "async_remove_table_device") as remove:
        await sensor.async_added_to_hass()
    remove.assert_called_once_with(tid)
    assert hub.async_add_listener(lambda: None, tid)() is None
    assert hub.async_add_event_listener(tid, lambda e: None)() is None


async def test_forged_messages_that_are_not_strict_json_change_nothing(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry, caplog: pytest.LogCaptureFixture
) -> None:
    """Anyone may publish on the public topics: a snapshot, event or host info holding a lone
    surrogate (which no state can be encoded with), a byte order mark or NaN is dropped with
    one debug line, and every state stays as it was."""
    import json
    import logging

    from pytest_homeassistant_custom_component.common import async_fire_mqtt_message

    from .fake_host import BASE, info_payload
    from .test_entities import seated_table

    tid = await seated_table(hass, host)
    hass.states.async_set("person.ben", "home", {"user_id": "user-b"})
    host.change(tid, events=[{"type": "turn_started", "seat": 1, "number": 4}])
    await hass.async_block_till_done()

    def states() -> dict[str, Any]:
        return {
            s.entity_id: (s.state, dict(s.attributes))
            for s in hass.states.async_all()
            if s.entity_id.startswith(("sensor.kitchen", "binary_sensor.", "event.kitchen"))
        }

    before = states()
    assert before["sensor.kitchen_table_turn"][0] == "Ben"
    forged = host.snapshot(tid)
    forged["seq"] += 10
    lone = {**forged, "seats": [{**s, "name": "\ud800"} for s in forged["seats"]]}
    nan = {**forged, "game": {**forged["game"], "totals": [float("nan"), 1, 2]}}
    public = f"{BASE}/tables/{tid}/public"
    caplog.set_level(logging.DEBUG, logger="custom_components.duck_down.hub")
    payloads = [
        (public, json.dumps(lone)),  # the escape `\ud800`
        (public, "\ufeff" + json.dumps(forged)),
        (public, json.dumps(nan)),  # NaN, as Python's json writes it
        (public, json.dumps(forged).replace('"seq": ', '"seq": 1e400, "x": ', 1)),
        (
            f"{BASE}/tables/{tid}/events",
            json.dumps(
                {
                    "protocol": 1,
                    "table_id": tid,
                    "seq": 99,
                    "event": {"type": "turn_started", "seat": 1, "number": 5, "note": "\udfff"},
                }
            ),
        ),
        (f"{BASE}/host/info", json.dumps(info_payload(name="\ud83d", tables=[tid]))),
    ]
    for topic, payload in payloads:
        # published retained; a broker hands it to a live subscriber without the retain flag
        async_fire_mqtt_message(hass, topic, payload, 1, False)
    await hass.async_block_till_done()
    assert states() == before
    assert entry.runtime_data.hub.tables[tid].seq == host.tables[tid]["seq"]
    dropped = [r for r in caplog.records if r.getMessage().startswith("Ignoring malformed")]
    assert len(dropped) == len(payloads)
    ours = ("homeassistant", "custom_components")  # not asyncio's note on a slow machine
    assert not [
        r for r in caplog.records if r.levelno >= logging.WARNING and r.name.startswith(ours)
    ]
    # the real host's next snapshot is taken as ever
    host.change(
        tid,
        game={
            **host.tables[tid]["game"],
            "turn": {"seat": 0, "step": "start", "draws": 0, "double": None, "number": 5},
        },
    )
    await hass.async_block_till_done()
    assert hass.states.get("sensor.kitchen_table_turn").state == "Anna"
