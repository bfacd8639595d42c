"""`duck_down/history` with real parts: a real Mosquitto, a real `duckdown serve` host and Home
Assistant's own MQTT integration. Two HA users play a few moves of Duck Down; then each asks
for the table's history over HA's WebSocket, as the card does after a reload. Anna's holds her
own secrets (the cards she drew) and not Ben's; Ben never gets Anna's; a watcher without a seat
gets the public events only; a table that does not exist is refused, translated. Against the
fake host: the request is signed with the caller's own seat (or unsigned, public), and the
host's refusals and silence come back translated.
"""

from __future__ import annotations

import subprocess
from pathlib import Path
from typing import Any

import pytest
from homeassistant.auth.models import User
from homeassistant.core import Context, HomeAssistant
from pytest_homeassistant_custom_component.common import MockConfigEntry

from custom_components.duck_down.const import DOMAIN

from .fake_host import FakeHost
from .test_card_registration import seat_two_users
from .test_contract import host_process, set_up, tear_down, until

__all__ = ["host_process"]  # the real host, from the contract test


def move(view: dict[str, Any]) -> dict[str, Any] | None:
    """A legal move that makes no swap or peek (whose secrets may name two seats)."""
    legal = view.get("legal") or []
    for kind in ("ready", "draw"):
        if kind in legal:
            return {"type": kind}
    if "replace" in legal:
        return {"type": "replace", "slot": 0}
    if "throw" in legal:
        return {"type": "throw"}
    return None


async def client_of(hass: HomeAssistant, hass_ws_client: Any, user: User) -> Any:
    refresh = await hass.auth.async_create_refresh_token(user, "https://example.invalid/")
    return await hass_ws_client(hass, hass.auth.async_create_access_token(refresh))


async def history(client: Any, **fields: Any) -> dict[str, Any]:
    await client.send_json_auto_id({"type": f"{DOMAIN}/history", **fields})
    return dict(await client.receive_json())


def drawn(events: list[dict[str, Any]], seat: int) -> list[Any]:
    """The cards the seat was shown drawing from the deck (None where hidden)."""
    return [
        e.get("card")
        for e in events
        if e.get("type") == "drew" and e.get("seat") == seat and e.get("source") == "deck"
    ]


@pytest.mark.usefixtures("socket_enabled", "mock_hass_config")
async def test_each_user_gets_their_own_seats_history_and_a_watcher_the_public_one(
    hass: HomeAssistant,
    own_broker: Any,
    host_process: subprocess.Popen[bytes],
    tmp_path: Path,
    hass_ws_client: Any,
) -> None:
    try:
        entry = await set_up(hass, own_broker, host_process, tmp_path)
        hub = entry.runtime_data.hub
        anna = await hass.auth.async_create_user("Anna")
        ben = await hass.auth.async_create_user("Ben")
        cara = await hass.auth.async_create_user("Cara")
        users = {0: Context(user_id=anna.id), 1: Context(user_id=ben.id)}

        async def act(service: str, data: dict[str, Any], ctx: Context, resp: bool = False) -> Any:
            return await hass.services.async_call(
                DOMAIN, service, data, blocking=True, context=ctx, return_response=resp
            )

        created = await act(
            "create_table",
            {"name": "History table", "game": "duck_down", "options": {"peek_time": 5}},
            users[0],
            True,
        )
        tid = created["table_id"]
        assert (await act("join", {"table_id": tid, "name": "Anna"}, users[0], True))["seat"] == 0
        assert (await act("join", {"table_id": tid, "name": "Ben"}, users[1], True))["seat"] == 1
        await until(lambda: len(hub.tables[tid].snapshot["seats"]) >= 2, what="two seats")
        await act("start", {"table_id": tid}, users[0], True)
        await until(lambda: hub.tables[tid].status == "playing", what="the game")

        # a few moves each, until both have drawn from the deck twice
        draws = {0: 0, 1: 0}
        while min(draws.values()) < 2:
            played = False
            for seat, ctx in users.items():
                mine = await act("my_view", {"table_id": tid}, ctx, True)
                chosen = move(mine["view"] or {})
                if chosen is None:
                    continue
                await act("play", {"table_id": tid, "action": chosen}, ctx)
                played = True
                draws[seat] += chosen["type"] == "draw"
                await until(
                    lambda s=seat, b=mine["seq"]: (v := hub.views.get((tid, s))) and v.seq > b,
                    10,
                    "the move's view",
                )
            assert played, "nobody could move"
        seq = hub.tables[tid].seq
        await until(lambda: all(hub.views[(tid, s)].seq == seq for s in users), what="settled")

        as_anna = await client_of(hass, hass_ws_client, anna)
        as_ben = await client_of(hass, hass_ws_client, ben)
        as_cara = await client_of(hass, hass_ws_client, cara)

        got = await history(as_anna, table_id=tid)
        assert got["success"], got
        mine = got["result"]
        assert mine["seat"] == 0 and mine["seq"] == seq and mine["complete"] is True
        events = [x["event"] for x in mine["events"]]
        # her own draws show their cards; Ben's never do
        assert len(drawn(events, 0)) >= 2 and None not in drawn(events, 0)
        assert len(drawn(events, 1)) >= 2 and set(drawn(events, 1)) == {None}
        # the newest events are exactly what her last private message carried live
        last = [x["event"] for x in mine["events"] if x["seq"] == hub.views[(tid, 0)].seq]
        assert last == hub.views[(tid, 0)].events

        bens = (await history(as_ben, table_id=tid))["result"]
        assert bens["seat"] == 1
        ben_events = [x["event"] for x in bens["events"]]
        assert None not in drawn(ben_events, 1) and set(drawn(ben_events, 0)) == {None}
        # no field lets Ben ask for Anna's seat: refused, and nothing comes back
        refused = await history(as_ben, table_id=tid, seat=0)
        assert not refused["success"] and "result" not in refused

        # a watcher without a seat, and a seated user asking for the public table (a wall
        # tablet): the same events, with no secret in any
        for client, asked in ((as_cara, {}), (as_ben, {"public": True})):
            public = (await history(client, table_id=tid, **asked))["result"]
            assert public["seat"] is None and public["seq"] == seq
            shown = [x["event"] for x in public["events"]]
            assert [(e["type"], e.get("seat")) for e in shown] == [
                (e["type"], e.get("seat")) for e in events
            ]
            assert set(drawn(shown, 0)) == set(drawn(shown, 1)) == {None}

        # a table that is not there: the integration's own refusal, translated
        gone = await history(as_anna, table_id="t-000000000000")
        assert not gone["success"]
        assert gone["error"]["translation_key"] == "unknown_table"
        assert gone["error"]["translation_domain"] == DOMAIN

        for client in (as_anna, as_ben, as_cara):
            await client.close()
        assert await hass.config_entries.async_unload(entry.entry_id)
        await hass.async_block_till_done()
    finally:
        await tear_down(hass)


# ---- one layer: the integration against the fake host (what it sends, how it refuses) ----


async def test_the_request_is_signed_with_the_callers_own_seat_and_refusals_are_translated(
    hass: HomeAssistant,
    host: FakeHost,
    entry: MockConfigEntry,
    hass_ws_client: Any,
    hass_admin_user: User,
    hass_read_only_user: User,
    fast_timeouts: None,
) -> None:
    tid = await seat_two_users(hass, host, hass_admin_user, hass_read_only_user)
    host.fail["table/history"] = ("unknown_table", "no table t-x")
    admin = await hass_ws_client(hass)
    refused = await history(admin, table_id=tid)
    # the host's refusal, translated as the actions' are: the card reads the host's code
    assert not refused["success"]
    assert refused["error"]["translation_key"] == "host_refused"
    assert refused["error"]["translation_placeholders"]["code"] == "unknown_table"
    command, request = host.requests[-1]
    assert command == "table/history"
    assert request["seat"] == 0 and request["auth"]["role"] == "seat"
    # `public`: no seat, no proof
    await history(admin, table_id=tid, public=True)
    assert "seat" not in host.requests[-1][1] and "auth" not in host.requests[-1][1]
    # a host that does not answer: translated too, and nothing is returned
    del host.fail["table/history"]
    host.silent.add("table/history")
    silent = await history(admin, table_id=tid)
    assert not silent["success"] and silent["error"]["translation_key"] == "host_unreachable"
