"""Duck Pond with real parts: a real Mosquitto, a real `duckdown serve` host on the calendar
clock and Home Assistant's own MQTT integration. A household made in Home Assistant starts a
pond, a newcomer joins the running game and gets a device, a proposal made through `play` is
voted on from a phone notification's button (the companion app's event, as its user), a
refused tap changes nothing, and the calendar shows the host's periods."""

from __future__ import annotations

import itertools
import json
import subprocess
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from homeassistant.core import Context, Event, HomeAssistant, callback
from homeassistant.helpers import device_registry as dr
from homeassistant.util import dt as dt_util

from custom_components.duck_down.const import DOMAIN
from custom_components.duck_down.notify_actions import (
    NOTIFICATION_ACTION,
    RESULT_EVENT,
    action_identifier,
)
from custom_components.duck_down.protocol import b64encode

from .test_contract import host_process, recorder, set_up, tear_down, until

__all__ = ["host_process"]  # the real host, from the contract test

#: every attribute a Duck Pond entity may carry: public facts and Home Assistant's own
ALLOWED = {
    "options", "device_class", "friendly_name", "icon", "state_class", "status", "period",
    "number", "start", "end", "commitment", "time_zone", "not_voted", "not_fed", "limit",
    "next_god_egg", "duck", "quacks", "seat", "user_id", "open_requests", "proposals",
    "decided", "news", "ducks", "seeds", "grapes", "watermelon", "blood_orange", "nothing",
    "god_egg", "titles", "supported_features", "message", "all_day", "start_time", "end_time",
    "location", "description", "event_types", "event_type", "table_id", "table", "player",
    "person", "bot", "proposal", "title", "changes", "voting", "closes", "rounds", "players",
    "n", "sides", "result", "cause", "holder", "previous", "holder_player", "holder_user_id",
    "holder_person", "previous_player", "previous_user_id", "previous_person", "for",
    "against", "for_quacks", "against_quacks", "applied", "adopted", "skipped", "god_eggs",
    "owner", "parent", "colour", "owner_player", "owner_user_id", "owner_person", "name",
    "killer", "rewards", "round",
}  # fmt: skip


@pytest.mark.usefixtures("socket_enabled", "mock_hass_config")
async def test_real_host_duck_pond(
    hass: HomeAssistant, own_broker: Any, host_process: subprocess.Popen[bytes], tmp_path: Path
) -> None:
    try:
        entry = await set_up(hass, own_broker, host_process, tmp_path)
        hub = entry.runtime_data.hub
        seen: list[tuple[str, str, dict[str, Any]]] = []
        fired: list[str] = []
        recorder(hass, seen, fired)
        results: list[dict[str, Any]] = []

        @callback
        def _result(event: Event) -> None:
            results.append(dict(event.data))

        hass.bus.async_listen(RESULT_EVENT, _result)
        users = {n: await hass.auth.async_create_user(n) for n in ("Anna", "Ben", "Cleo")}
        ctx = {n: Context(user_id=u.id) for n, u in users.items()}

        async def act(service: str, data: dict[str, Any], who: str, response: bool = False) -> Any:
            return await hass.services.async_call(
                DOMAIN, service, data, blocking=True, context=ctx[who], return_response=response
            )

        def state(entity_id: str) -> Any:
            return hass.states.get(entity_id)

        def view() -> dict[str, Any]:
            return hub.tables[tid].snapshot["game"] or {}

        created = await act(
            "create_table",
            {"name": "Pond night", "game": "duck_pond", "max_seats": 2},
            "Anna",
            True,
        )
        tid = created["table_id"]
        await until(lambda: state("sensor.pond_night_phase"), what="pond entities")
        await act("join", {"table_id": tid}, "Anna")
        await act("join", {"table_id": tid}, "Ben")
        await until(lambda: all(s["kind"] == "human" for s in hub.tables[tid].snapshot["seats"]))
        await act("start", {"table_id": tid}, "Anna")
        await until(lambda: state("sensor.pond_night_phase").state == "play", what="started")
        await until(lambda: state("sensor.pond_night_player_2_quacks"), what="player devices")
        # Cleo joins the running pond: seat 2, her own device
        assert (await act("join", {"table_id": tid}, "Cleo", True))["seat"] == 2
        await until(lambda: state("sensor.pond_night_cleo_ducks"), what="Cleo's device")
        device = dr.async_get(hass).async_get_device(
            identifiers={(DOMAIN, f"{hub.host_id}_{tid}:seat:2")}
        )
        assert device is not None and device.name == "Pond night Cleo"

        # Ben names himself and proposes, with text and a structured change, through play
        await act(
            "play", {"table_id": tid, "action": {"type": "display_name", "name": "Ben"}}, "Ben"
        )
        proposal = {
            "type": "propose",
            "title": "Bigger feed",
            "text": "Feeding rolls a d8. " * 40,
            "changes": [{"op": "set_number", "number": "feed_die", "value": 8}],
        }
        await act("play", {"table_id": tid, "action": proposal}, "Ben")
        await until(lambda: state("sensor.pond_night_open_proposals").state == "1", what="proposal")
        assert "proposal_made" in fired
        (made,) = state("sensor.pond_night_open_proposals").attributes["proposals"]
        assert (made["title"], made["by"], made["changes"]) == ("Bigger feed", "Ben", 1)

        # Anna taps For on her phone: the companion app's event, in her user's context
        number = made["proposal"]
        button = action_identifier(tid, {"type": "vote", "proposal": number, "vote": "for"})
        hass.bus.async_fire(NOTIFICATION_ACTION, {"action": button}, context=ctx["Anna"])
        await until(lambda: results, what="the button's result")
        assert results[-1]["ok"] is True, results
        await until(lambda: view()["proposals"][0]["for"] == [0], what="Anna's vote")
        await until(
            lambda: (
                state("sensor.pond_night_open_proposals").attributes["proposals"][0]["for"]
                == ["Player 1"]
            ),
            what="the vote on the sensor",
        )
        # a refused tap (no such proposal) is answered and changes nothing
        seq = hub.tables[tid].seq
        late = action_identifier(tid, {"type": "vote", "proposal": 99, "vote": "for"})
        hass.bus.async_fire(NOTIFICATION_ACTION, {"action": late}, context=ctx["Anna"])
        await until(lambda: len(results) == 2, what="the refusal")
        assert (results[-1]["ok"], results[-1]["translation_placeholders"]["code"]) == (
            False,
            "no_such_proposal",
        )
        assert hub.tables[tid].seq == seq

        # the calendar: the host's current period, then the next ones back to back
        period = view()["period"]
        now = dt_util.utcnow()
        response = await hass.services.async_call(
            "calendar",
            "get_events",
            {
                "entity_id": "calendar.pond_night_calendar",
                "start_date_time": now.isoformat(),
                "end_date_time": (now + timedelta(days=15)).isoformat(),
            },
            blocking=True,
            return_response=True,
        )
        events = response["calendar.pond_night_calendar"]["events"]
        periods = [e for e in events if "T" in e["start"]]
        first = dt_util.parse_datetime(periods[0]["start"])
        assert first.timestamp() * 1000 == period["start"]
        assert dt_util.parse_datetime(periods[0]["end"]).timestamp() * 1000 == period["end"]
        for before, after in itertools.pairwise(periods):
            assert before["end"] == after["start"]
        assert [e["summary"] for e in events if "T" not in e["start"]][:2] == [
            "The Duck God's Sunday egg"
        ] * 2
        assert "Bigger feed" in periods[1]["description"]
        assert state("calendar.pond_night_calendar").state == "on"
        # Ben's list: his vote on his own proposal is still open
        items = await hass.services.async_call(
            "todo",
            "get_items",
            {"entity_id": "todo.pond_night_player_2_to_do_this_period"},
            blocking=True,
            return_response=True,
        )
        summaries = [
            i["summary"] for i in items["todo.pond_night_player_2_to_do_this_period"]["items"]
        ]
        assert "Vote on #1 Bigger feed" in summaries

        # every attribute is a public fact; no credential anywhere
        secrets = [b64encode(b.credential.secret) for b in hub.store.seats.values()]
        secrets += [b64encode(o.credential.secret) for o in hub.store.owners.values()]
        assert len(secrets) == 4
        for entity_id, value, attributes in seen:
            assert set(attributes) <= ALLOWED, (entity_id, set(attributes) - ALLOWED)
            text = json.dumps([value, attributes], default=str)
            assert not any(s in text for s in secrets)
        await act("delete_table", {"table_id": tid}, "Anna")
        await until(lambda: state("sensor.pond_night_phase") is None, what="table gone")
        assert not any(
            (DOMAIN, f"{hub.host_id}_{tid}:seat:{s}") in d.identifiers
            for d in dr.async_get(hass).devices.values()
            for s in range(3)
        )
    finally:
        await tear_down(hass)
