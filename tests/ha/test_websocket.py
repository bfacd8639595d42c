"""WebSocket commands: only your own seat, authorized by the connection's user."""

from __future__ import annotations

from typing import Any

from homeassistant.auth.models import User
from homeassistant.core import Context, HomeAssistant
from pytest_homeassistant_custom_component.common import MockConfigEntry

from custom_components.duck_down.const import DOMAIN

from .fake_host import FakeHost, game_view


async def start_table(hass: HomeAssistant, host: FakeHost, admin: User, reader: User) -> str:
    result = await hass.services.async_call(
        DOMAIN,
        "create_table",
        {"name": "Den"},
        blocking=True,
        context=Context(user_id=admin.id),
        return_response=True,
    )
    tid = result["table_id"]
    for user, name in ((admin, "Anna"), (reader, "Ben")):
        await hass.services.async_call(
            DOMAIN,
            "join",
            {"table_id": tid, "name": name},
            blocking=True,
            context=Context(user_id=user.id),
        )
    host.tables[tid]["views"] = {
        0: game_view(seat=0, rows=[[1, None, None, 2]], legal=["draw"]),
        1: game_view(seat=1, rows=[[None] * 4, [3, None, None, 4]], legal=[]),
    }
    host.change(tid, status="playing", game=game_view())
    await hass.async_block_till_done()
    return tid


async def test_subscribe_own_view(
    hass: HomeAssistant,
    host: FakeHost,
    entry: MockConfigEntry,
    hass_ws_client: Any,
    hass_admin_user: User,
    hass_read_only_user: User,
) -> None:
    tid = await start_table(hass, host, hass_admin_user, hass_read_only_user)
    client = await hass_ws_client(hass)

    await client.send_json_auto_id({"type": "duck_down/seats"})
    msg = await client.receive_json()
    assert msg["success"]
    assert msg["result"]["seats"] == [
        {
            "config_entry_id": entry.entry_id,
            "table_id": tid,
            "table": "Den",
            "seat": 0,
            "name": "Anna",
        }
    ]

    await client.send_json_auto_id({"type": "duck_down/subscribe_view", "table_id": tid})
    msg = await client.receive_json()
    assert msg["success"]
    sub_id = msg["id"]
    msg = await client.receive_json()
    assert msg["type"] == "event" and msg["id"] == sub_id
    assert msg["event"]["seat"] == 0
    assert msg["event"]["view"]["rows"][0] == [1, None, None, 2]
    await hass.async_block_till_done()
    # subscribing keeps the seat present: a heartbeat went out
    assert ("seat/reconnect", 0) in [(c, r.get("seat")) for c, r in host.requests]

    # the stream follows the game, and never carries the other seat's view
    host.tables[tid]["views"][0] = game_view(seat=0, rows=[[5, None, None, 2]], legal=[])
    host.change(tid)
    await hass.async_block_till_done()
    msg = await client.receive_json()
    while msg["event"]["view"]["rows"][0] != [
        5,
        None,
        None,
        2,
    ]:  # republished by the heartbeat first
        msg = await client.receive_json()
    assert msg["event"]["seat"] == 0

    await client.send_json_auto_id({"type": "unsubscribe_events", "subscription": sub_id})
    msg = await client.receive_json()
    assert msg["success"]
    assert entry.runtime_data.hub._heartbeats == {}


async def test_play_over_websocket(
    hass: HomeAssistant,
    host: FakeHost,
    entry: MockConfigEntry,
    hass_ws_client: Any,
    hass_admin_user: User,
    hass_read_only_user: User,
) -> None:
    tid = await start_table(hass, host, hass_admin_user, hass_read_only_user)
    client = await hass_ws_client(hass)
    await client.send_json_auto_id(
        {"type": "duck_down/play", "table_id": tid, "action": {"type": "draw"}}
    )
    msg = await client.receive_json()
    assert msg["success"], msg
    assert msg["result"]["seq"] == host.tables[tid]["seq"]
    command, request = host.requests[-1]
    assert command == "game/action" and request["seat"] == 0

    host.fail["game/action"] = ("illegal_action", "not now")
    await client.send_json_auto_id(
        {"type": "duck_down/play", "table_id": tid, "action": {"type": "take"}}
    )
    msg = await client.receive_json()
    assert not msg["success"]
    assert msg["error"]["code"] == "illegal_action"

    await client.send_json_auto_id(
        {"type": "duck_down/play", "table_id": tid, "action": {"type": "timeout"}}
    )
    msg = await client.receive_json()
    assert not msg["success"]
    assert msg["error"]["code"] == "invalid_format"


async def test_websocket_refuses_other_users(
    hass: HomeAssistant,
    host: FakeHost,
    entry: MockConfigEntry,
    hass_ws_client: Any,
    hass_admin_user: User,
    hass_read_only_user: User,
    hass_read_only_access_token: str,
) -> None:
    tid = await start_table(hass, host, hass_admin_user, hass_read_only_user)
    # a third user, seated nowhere
    stranger = await hass.auth.async_create_user("Stranger")
    refresh = await hass.auth.async_create_refresh_token(stranger, "https://example.invalid/")
    token = hass.auth.async_create_access_token(refresh)
    client = await hass_ws_client(hass, token)
    for message in (
        {"type": "duck_down/subscribe_view", "table_id": tid},
        {"type": "duck_down/play", "table_id": tid, "action": {"type": "draw"}},
    ):
        await client.send_json_auto_id(message)
        msg = await client.receive_json()
        assert not msg["success"]
        assert msg["error"]["code"] == "unauthorized"
    await client.send_json_auto_id({"type": "duck_down/seats"})
    assert (await client.receive_json())["result"] == {"seats": []}
    await client.send_json_auto_id({"type": "duck_down/subscribe_view", "table_id": "t-nope"})
    msg = await client.receive_json()
    assert msg["error"]["code"] == "not_found"

    # Ben's connection gets Ben's view, never Anna's
    ben = await hass_ws_client(hass, hass_read_only_access_token)
    await ben.send_json_auto_id({"type": "duck_down/subscribe_view", "table_id": tid})
    assert (await ben.receive_json())["success"]
    msg = await ben.receive_json()
    assert msg["event"]["seat"] == 1
    assert msg["event"]["view"]["rows"][1] == [3, None, None, 4]
    assert [1, None, None, 2] not in msg["event"]["view"]["rows"]
