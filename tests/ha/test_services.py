"""Actions: what they send, what they return, and whom they refuse."""

from __future__ import annotations

import asyncio
from datetime import timedelta
from typing import Any

import pytest
import voluptuous as vol
from homeassistant.core import Context, HomeAssistant
from homeassistant.exceptions import HomeAssistantError, ServiceValidationError
from homeassistant.helpers import device_registry as dr
from homeassistant.setup import async_setup_component
from homeassistant.util import dt as dt_util
from pytest_homeassistant_custom_component.common import MockConfigEntry, async_fire_time_changed

from custom_components.duck_down.const import DOMAIN

from .fake_host import HOST_ID, FakeHost, game_view

A = Context(user_id="user-a")
B = Context(user_id="user-b")


async def call(
    hass: HomeAssistant,
    service: str,
    data: dict[str, Any],
    context: Context | None = A,
    response: bool = False,
) -> Any:
    return await hass.services.async_call(
        DOMAIN, service, data, blocking=True, context=context or Context(), return_response=response
    )


async def create(hass: HomeAssistant, context: Context = A, **data: Any) -> str:
    result = await call(hass, "create_table", {"name": "Den", **data}, context, response=True)
    await hass.async_block_till_done()
    return result["table_id"]


async def test_create_join_bot_start_play_delete(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry
) -> None:
    tid = await create(hass, max_seats=4, turn_time=30, keep_known=True, call_penalty=5)
    command, request = host.requests[-1]
    assert command == "table/create"
    assert request["ruleset"] == "duck_down"  # the default game
    assert request["options"] == {"turn_time": 30, "keep_known": True, "call_penalty": 5}
    assert request["max_seats"] == 4
    assert hass.states.get("sensor.den_phase").state == "lobby"
    device = dr.async_get(hass).async_get_device(identifiers={(DOMAIN, f"{HOST_ID}_{tid}")})

    # join by device and by table id; the default name is the HA user's name
    user = await hass.auth.async_create_user("Anna Smith")
    result = await call(
        hass, "join", {"device_id": device.id}, Context(user_id=user.id), response=True
    )
    assert result == {"table_id": tid, "seat": 0}
    assert host.requests[-1][1]["name"] == "Anna Smith"
    result = await call(hass, "join", {"table_id": tid, "name": "Ben", "seat": 2}, B, response=True)
    assert result == {"table_id": tid, "seat": 2}
    # without a response the actions still work
    assert await call(hass, "add_bot", {"table_id": tid, "level": "hard"}) is None

    assert await call(hass, "add_bot", {"table_id": tid, "seat": 3}, response=True) == {"seat": 3}
    command, request = host.requests[-1]
    assert command == "table/add_bot" and request["auth"]["role"] == "owner"
    assert request["level"] == "medium"  # the middle of the game's levels
    result = await call(hass, "start", {"table_id": tid, "rounds": 1}, response=True)
    assert result == {"rounds": 1}
    await call(hass, "start", {"table_id": tid})
    assert host.requests[-1][1].get("rounds") is None

    result = await call(
        hass, "play", {"table_id": tid, "action": {"type": "draw"}}, B, response=True
    )
    command, request = host.requests[-1]
    assert command == "game/action"
    assert request["seat"] == 2 and request["action"] == {"type": "draw"}
    assert request["auth"]["role"] == "seat"
    assert result["seq"] == host.tables[tid]["seq"]
    # the action object goes to the host as it is: the integration knows no game's actions
    action = {"type": "swap", "slot": 1, "other_seat": 0, "other_slot": 3}
    await call(hass, "play", {"table_id": tid, "action": action}, B)
    assert host.requests[-1][1]["action"] == action
    # nonces go up
    nonces = [r["auth"]["nonce"] for c, r in host.requests if "auth" in r]
    assert nonces == sorted(nonces) and len(set(nonces)) == len(nonces)

    await call(hass, "delete_table", {"table_id": tid})
    await hass.async_block_till_done()
    assert dr.async_get(hass).async_get(device.id) is None
    assert entry.runtime_data.hub.store.seats == {}
    assert entry.runtime_data.hub.store.owners == {}


async def test_my_view_returns_only_the_callers_seat(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry
) -> None:
    tid = await create(hass)
    await call(hass, "join", {"table_id": tid, "name": "Anna"}, A)
    await call(hass, "join", {"table_id": tid, "name": "Ben"}, B)
    host.tables[tid]["views"] = {
        0: game_view(seat=0, rows=[[5, None, None, 6], [None] * 4], legal=[]),
        1: game_view(seat=1, rows=[[None] * 4, [8, None, None, 9]], legal=["draw"]),
    }
    host.change(tid, status="playing", game=game_view())
    await hass.async_block_till_done()
    mine = await call(hass, "my_view", {"table_id": tid}, A, response=True)
    assert mine["seat"] == 0 and mine["view"]["rows"][0] == [5, None, None, 6]
    theirs = await call(hass, "my_view", {"table_id": tid}, B, response=True)
    assert theirs["seat"] == 1 and theirs["view"]["legal"] == ["draw"]
    with pytest.raises(ServiceValidationError) as err:
        await call(hass, "my_view", {"table_id": tid}, Context(user_id="user-c"), response=True)
    assert err.value.translation_key == "not_seated"
    assert str(err.value).startswith("You hold no seat at Den. Join it first")


async def test_my_view_asks_for_a_republish(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry
) -> None:
    tid = await create(hass)
    await call(hass, "join", {"table_id": tid, "name": "Anna"}, A)
    hub = entry.runtime_data.hub
    hub.views.clear()
    host.tables[tid]["views"][0] = {"seat": 0, "legal": ["ready"]}
    view = await call(hass, "my_view", {"table_id": tid}, A, response=True)
    assert host.requests[-1][0] == "seat/reconnect"
    assert view["view"] == {"seat": 0, "legal": ["ready"]}


async def test_private_messages_are_checked(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry
) -> None:
    tid = await create(hass)
    await call(hass, "join", {"table_id": tid, "name": "Anna"}, A)
    hub = entry.runtime_data.hub
    host.tables[tid]["views"][0] = {"v": 1}
    host.change(tid)
    await hass.async_block_till_done()
    seq = hub.views[(tid, 0)].seq
    # an old ciphertext, a message for another key, garbage and an empty payload change nothing
    host.publish_private(tid, 0, {"v": "old"}, seq=seq - 1)
    host.publish_private(tid, 0, {"v": "forged"}, secret=b"x" * 32)
    host.send(f"duckdown/tables/{tid}/seats/0/private", "{broken")
    host.send(f"duckdown/tables/{tid}/seats/0/private", "")
    host.send(f"duckdown/tables/{tid}/seats/0/private", '{"protocol": 1}')
    await hass.async_block_till_done()
    assert hub.views[(tid, 0)].view == {"v": 1}


@pytest.mark.parametrize(
    ("service", "data", "key"),
    [
        ("join", {"table_id": "t-nope"}, "unknown_table"),
        ("join", {"device_id": "nope"}, "unknown_table"),
        ("join", {}, "table_required"),
        ("leave", {"table_id": "TID"}, "not_seated"),
        ("play", {"table_id": "TID", "action": {"type": "draw"}}, "not_seated"),
        ("my_view", {"table_id": "TID"}, "not_seated"),
        ("add_bot", {"table_id": "TID"}, "not_owner"),
        ("start", {"table_id": "TID"}, "not_owner"),
        ("delete_table", {"table_id": "TID"}, "not_owner"),
        ("remove_bot", {"table_id": "TID", "seat": 0}, "not_owner"),
        ("hand_to_bot", {"table_id": "TID"}, "not_seated"),
        ("take_back", {"table_id": "TID"}, "not_seated"),
        ("hand_to_bot", {"table_id": "TID", "seat": 0}, "not_your_seat"),
        ("take_back", {"table_id": "TID", "seat": 0}, "not_your_seat"),
        ("create_table", {"name": "x", "config_entry_id": "nope"}, "unknown_entry"),
    ],
)
async def test_refusals(
    hass: HomeAssistant,
    host: FakeHost,
    entry: MockConfigEntry,
    service: str,
    data: dict[str, Any],
    key: str,
) -> None:
    tid = await create(hass)  # user-a owns it; user-b calls
    data = {k: tid if v == "TID" else v for k, v in data.items()}
    with pytest.raises(ServiceValidationError) as err:
        await call(hass, service, data, B, response=service in ("my_view", "create_table"))
    assert err.value.translation_domain == DOMAIN
    assert err.value.translation_key == key


@pytest.mark.parametrize(
    ("service", "data"),
    [
        ("create_table", {"name": "x"}),
        ("join", {"table_id": "TID"}),
        ("leave", {"table_id": "TID"}),
        ("play", {"table_id": "TID", "action": {"type": "call"}}),
        ("my_view", {"table_id": "TID"}),
    ],
)
async def test_anonymous_calls_are_refused(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry, service: str, data: dict[str, Any]
) -> None:
    """Automations and scripts without a user play for nobody's seat."""
    tid = await create(hass)
    data = {k: tid if v == "TID" else v for k, v in data.items()}
    with pytest.raises(ServiceValidationError) as err:
        await call(hass, service, data, None, response=service in ("my_view", "create_table"))
    assert err.value.translation_key == "no_user"


async def test_already_seated_and_malformed_actions(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry
) -> None:
    tid = await create(hass)
    await call(hass, "join", {"table_id": tid, "name": "Anna"})
    with pytest.raises(ServiceValidationError) as err:
        await call(hass, "join", {"table_id": tid, "name": "Anna again"})
    assert err.value.translation_key == "already_seated"
    sent = len(host.requests)
    # the shape of an action object is checked here; what it means, by the host
    for action in (
        {},
        {"slot": 1},
        {"type": ""},
        {"type": "timeout"},  # the host's own
        {"type": "draw", "slot": {"a": {"b": {"c": {"d": {"e": 1}}}}}},  # deeper than 4
        {"type": "draw", "cards": [[[[[1, 2]]]]]},
        {"type": "draw", "name": "x" * 10_001},
        {"type": "draw", "cards": list(range(101))},
        {"type": "draw", "slot": float("nan")},
        "draw",
        {"type": "draw", **{f"a{i}": i for i in range(16)}},
    ):
        with pytest.raises(vol.Invalid):
            await call(hass, "play", {"table_id": tid, "action": action})
    # the old Duck Down fields are gone
    with pytest.raises(vol.Invalid):
        await call(hass, "play", {"table_id": tid, "move": "draw"})
    assert len(host.requests) == sent
    # lists, text and structured arguments pass, for games whose actions take several cards,
    # a name or a proposal with its changes
    action = {
        "type": "play",
        "cards": [3, 4, 5],
        "proposal": "More bread for the ducks " * 100,
        "changes": [{"op": "set_mission", "duck": 3, "value": {"potential": 4}}],
    }
    await call(hass, "play", {"table_id": tid, "action": action})
    assert host.requests[-1][1]["action"] == action


async def test_host_refusals_and_silence(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry, fast_timeouts: None
) -> None:
    tid = await create(hass)
    host.fail["table/join"] = ("name_taken", "another seat has this name")
    with pytest.raises(ServiceValidationError) as err:
        await call(hass, "join", {"table_id": tid, "name": "Anna"})
    assert err.value.translation_key == "host_refused"
    assert err.value.translation_placeholders == {
        "code": "name_taken",
        "message": "another seat has this name",
    }
    del host.fail["table/join"]
    await call(hass, "join", {"table_id": tid, "name": "Anna"})

    host.fail["game/action"] = ("illegal_action", "not your turn")
    with pytest.raises(ServiceValidationError):
        await call(hass, "play", {"table_id": tid, "action": {"type": "take"}})
    for service, command, data in (
        ("leave", "table/leave", {}),
        ("add_bot", "table/add_bot", {}),
        ("start", "table/start", {}),
        ("remove_bot", "table/remove_bot", {"seat": 1}),
        ("hand_to_bot", "seat/bot", {}),
        ("take_back", "seat/take_back", {}),
        ("delete_table", "table/delete", {}),
        ("create_table", "table/create", {"name": "x"}),
    ):
        host.fail[command] = ("wrong_status", "no")
        with pytest.raises(ServiceValidationError):
            await call(
                hass, service, {"table_id": tid, **data} if service != "create_table" else data
            )

    host.silent.add("game/action")
    with pytest.raises(HomeAssistantError) as err:
        await call(hass, "play", {"table_id": tid, "action": {"type": "draw"}})
    assert not isinstance(err.value, ServiceValidationError)
    assert err.value.translation_key == "host_unreachable"
    host.silent.add("seat/bot")
    with pytest.raises(HomeAssistantError) as err:
        await call(hass, "hand_to_bot", {"table_id": tid})
    assert not isinstance(err.value, ServiceValidationError)
    assert err.value.translation_key == "host_unreachable"


async def test_host_never_answers(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry, fast_timeouts: None
) -> None:
    host.silent.add("ping")
    entry.runtime_data.hub._responses_seen.clear()
    with pytest.raises(HomeAssistantError) as err:
        await call(hass, "create_table", {"name": "x"})
    assert err.value.translation_key == "host_unreachable"


async def test_bad_responses(hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry) -> None:
    tid = await create(hass)
    host.cmd_table_join = lambda command, request: {"seat": "zero"}  # type: ignore[method-assign]
    with pytest.raises(ServiceValidationError):
        await call(hass, "join", {"table_id": tid})
    host.cmd_table_join = lambda command, request: {
        "seat": 0,
        "credential": {"epk": "AAAA", "nonce": "AA", "ct": "AA"},
    }  # type: ignore[method-assign]
    with pytest.raises(ServiceValidationError):
        await call(hass, "join", {"table_id": tid})
    host.cmd_table_create = lambda command, request: {"owner": {}}  # type: ignore[method-assign]
    with pytest.raises(ServiceValidationError):
        await call(hass, "create_table", {"name": "y"})


async def test_leave_in_lobby_and_during_a_game(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry
) -> None:
    hub = entry.runtime_data.hub
    tid = await create(hass)
    await call(hass, "join", {"table_id": tid, "name": "Anna"})
    await call(hass, "leave", {"table_id": tid})
    assert hub.store.seat_of_user(tid, "user-a") is None

    await call(hass, "join", {"table_id": tid, "name": "Anna"})
    host.change(tid, status="playing", game=game_view())
    await hass.async_block_till_done()
    await call(hass, "leave", {"table_id": tid})
    assert hub.store.seat_of_user(tid, "user-a") is not None  # the seat stays ours (absent)


async def test_several_hosts_need_a_choice(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry
) -> None:
    other = MockConfigEntry(
        domain=DOMAIN,
        title="Other",
        unique_id="h-other",
        data={"base_topic": "other", "host_id": "h-other"},
    )
    other.add_to_hass(hass)
    assert await hass.config_entries.async_setup(other.entry_id)
    await hass.async_block_till_done()
    with pytest.raises(ServiceValidationError) as err:
        await call(hass, "create_table", {"name": "x"})
    assert err.value.translation_key == "entry_required"
    tid = await create(hass, config_entry_id=entry.entry_id)
    await call(hass, "join", {"table_id": tid, "config_entry_id": entry.entry_id, "name": "A"})
    with pytest.raises(ServiceValidationError) as err:
        await call(hass, "join", {"table_id": tid, "config_entry_id": other.entry_id}, B)
    assert err.value.translation_key == "unknown_table"


async def _game_of_two(hass: HomeAssistant, host: FakeHost) -> str:
    """Anna (user-a) created the table and holds seat 0, Ben (user-b) seat 1; it is playing."""
    tid = await create(hass)
    await call(hass, "join", {"table_id": tid, "name": "Anna"}, A)
    await call(hass, "join", {"table_id": tid, "name": "Ben"}, B)
    host.change(tid, status="playing", game=game_view(players=2))
    await hass.async_block_till_done()
    return tid


def _seat_bot(host: FakeHost, tid: str, seat: int) -> str | None:
    return host.tables[tid]["seats"][seat].get("bot")


async def test_hand_own_seat_to_a_bot_and_take_it_back(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry
) -> None:
    tid = await _game_of_two(hass, host)
    # Ben (not the owner) hands his own seat over: no seat given means his own
    assert await call(hass, "hand_to_bot", {"table_id": tid, "level": "hard"}, B) is None
    command, request = host.requests[-1]
    assert command == "seat/bot"
    assert request["auth"]["role"] == "seat"
    assert (request["seat"], request["level"]) == (1, "hard")
    assert _seat_bot(host, tid, 1) == "hard"
    await hass.async_block_till_done()
    hub = entry.runtime_data.hub
    assert hub.tables[tid].snapshot["seats"][1]["bot"] == "hard"  # the public side follows

    # naming his own seat is the same; he takes it back with his own credential
    await call(hass, "take_back", {"table_id": tid, "seat": 1}, B)
    command, request = host.requests[-1]
    assert command == "seat/take_back"
    assert request["auth"]["role"] == "seat" and request["seat"] == 1
    assert _seat_bot(host, tid, 1) is None
    await call(hass, "hand_to_bot", {"table_id": tid, "seat": 1}, B)
    assert host.requests[-1][1]["level"] == "medium"  # the default level
    assert host.requests[-1][1]["auth"]["role"] == "seat"
    # the seat stays Ben's: his binding and his view are kept
    assert hub.store.seat_of_user(tid, "user-b") is not None

    # the owner's own seat is signed with her seat credential too, not the owner's
    await call(hass, "hand_to_bot", {"table_id": tid, "seat": 0}, A)
    command, request = host.requests[-1]
    assert request["auth"]["role"] == "seat" and request["seat"] == 0
    await call(hass, "take_back", {"table_id": tid}, A)
    command, request = host.requests[-1]
    assert command == "seat/take_back" and request["seat"] == 0
    assert _seat_bot(host, tid, 0) is None


async def test_owner_hands_another_players_seat_to_a_bot(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry
) -> None:
    tid = await _game_of_two(hass, host)
    # Anna, the owner, hands Ben's seat over: signed as owner, never with Ben's credential
    await call(hass, "hand_to_bot", {"table_id": tid, "seat": 1, "level": "easy"}, A)
    command, request = host.requests[-1]
    assert command == "seat/bot"
    assert request["auth"]["role"] == "owner"
    assert (request["seat"], request["level"]) == (1, "easy")
    assert _seat_bot(host, tid, 1) == "easy"
    # Ben may take his own seat back; here the owner does
    await call(hass, "take_back", {"table_id": tid, "seat": 1}, A)
    command, request = host.requests[-1]
    assert command == "seat/take_back"
    assert request["auth"]["role"] == "owner" and request["seat"] == 1
    assert _seat_bot(host, tid, 1) is None

    # a seat joined elsewhere (the browser table) is handed over by the owner just the same
    host.tables[tid]["seats"][2] = {"name": "Oma", "kind": "human", "secret": b"o" * 32}
    await call(hass, "hand_to_bot", {"table_id": tid, "seat": 2}, A)
    assert host.requests[-1][1]["auth"]["role"] == "owner"
    assert _seat_bot(host, tid, 2) == "medium"


async def test_handover_refusals_change_nothing(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry
) -> None:
    tid = await _game_of_two(hass, host)
    await call(hass, "hand_to_bot", {"table_id": tid}, A)
    sent = len(host.requests)
    seq = host.tables[tid]["seq"]
    # Ben may not touch Anna's seat (handed or not), nor a stranger anybody's
    for service, data, context, key in (
        ("take_back", {"seat": 0}, B, "not_your_seat"),
        ("hand_to_bot", {"seat": 0}, B, "not_your_seat"),
        ("hand_to_bot", {"seat": 1}, Context(user_id="user-c"), "not_your_seat"),
        ("take_back", {}, Context(user_id="user-c"), "not_seated"),
        ("hand_to_bot", {}, None, "seat_required"),
        ("take_back", {}, None, "seat_required"),
    ):
        with pytest.raises(ServiceValidationError) as err:
            await call(hass, service, {"table_id": tid, **data}, context)
        assert err.value.translation_domain == DOMAIN
        assert err.value.translation_key == key, (service, data)
    assert str(err.value)  # translated text, not the bare key
    with pytest.raises(ServiceValidationError) as err:
        await call(hass, "take_back", {"table_id": tid, "seat": 0}, B)
    assert str(err.value).startswith("Seat 0 at Den is not yours.")
    # bad input never reaches the host
    for data in ({"level": "Genius!"}, {"seat": -1}, {"seat": "x"}):
        with pytest.raises(vol.Invalid):
            await call(hass, "hand_to_bot", {"table_id": tid, **data}, B)
    for service, data, key in (
        ("hand_to_bot", {"level": "genius"}, "unknown_bot_level"),  # not a level of the game
        ("hand_to_bot", {"seat": 8}, "no_such_seat"),  # not a seat of the table
        ("take_back", {"seat": 9}, "no_such_seat"),
    ):
        with pytest.raises(ServiceValidationError) as err:
            await call(hass, service, {"table_id": tid, **data}, B)
        assert err.value.translation_key == key
    assert err.value.translation_placeholders == {"seat": "9", "table": "Den"}
    assert len(host.requests) == sent
    assert host.tables[tid]["seq"] == seq
    assert _seat_bot(host, tid, 0) == "medium"

    # the host's refusals come back translated, with its code
    with pytest.raises(ServiceValidationError) as err:
        await call(hass, "take_back", {"table_id": tid}, B)
    assert err.value.translation_key == "host_refused"
    assert err.value.translation_placeholders["code"] == "not_handed_to_bot"
    with pytest.raises(ServiceValidationError) as err:
        await call(hass, "hand_to_bot", {"table_id": tid, "seat": 0}, A)
    assert err.value.translation_placeholders["code"] == "seat_is_bot"
    assert _seat_bot(host, tid, 1) is None and _seat_bot(host, tid, 0) == "medium"


async def test_handover_only_during_a_game(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry
) -> None:
    tid = await create(hass)
    await call(hass, "join", {"table_id": tid, "name": "Anna"}, A)
    with pytest.raises(ServiceValidationError) as err:
        await call(hass, "hand_to_bot", {"table_id": tid}, A)
    assert err.value.translation_key == "host_refused"
    assert err.value.translation_placeholders["code"] == "wrong_status"
    assert _seat_bot(host, tid, 0) is None


async def test_remove_bot(hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry) -> None:
    tid = await create(hass)
    await call(hass, "join", {"table_id": tid, "name": "Anna"}, A)
    await call(hass, "add_bot", {"table_id": tid, "level": "easy"}, A)
    await call(hass, "add_bot", {"table_id": tid, "level": "hard"}, A)
    assert [s and s["kind"] for s in host.tables[tid]["seats"]] == ["human", "bot", "bot", None]

    with pytest.raises(ServiceValidationError) as err:
        await call(hass, "remove_bot", {"table_id": tid, "seat": 1}, B)
    assert err.value.translation_key == "not_owner"
    with pytest.raises(vol.Invalid):
        await call(hass, "remove_bot", {"table_id": tid}, A)  # the seat is required
    assert host.tables[tid]["seats"][1] is not None

    assert await call(hass, "remove_bot", {"table_id": tid, "seat": 1}, A) is None
    command, request = host.requests[-1]
    assert command == "table/remove_bot"
    assert request["auth"]["role"] == "owner" and request["seat"] == 1
    assert host.tables[tid]["seats"][1] is None and host.tables[tid]["seats"][2] is not None
    await hass.async_block_till_done()
    seats = entry.runtime_data.hub.tables[tid].snapshot["seats"]
    assert [s["kind"] for s in seats] == ["human", "empty", "bot", "empty"]

    # a person's seat is not a bot's: the host refuses, nothing changes
    with pytest.raises(ServiceValidationError) as err:
        await call(hass, "remove_bot", {"table_id": tid, "seat": 0}, A)
    assert err.value.translation_placeholders["code"] == "not_a_bot"
    assert host.tables[tid]["seats"][0]["name"] == "Anna"


async def test_an_automation_manages_a_table_created_here(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry
) -> None:
    """No user (an automation): management signed with the owner credential, named seats."""
    tid = await _game_of_two(hass, host)
    await call(hass, "hand_to_bot", {"table_id": tid, "seat": 1, "level": "easy"}, None)
    command, request = host.requests[-1]
    assert command == "seat/bot"
    assert request["auth"]["role"] == "owner"
    assert (request["seat"], request["level"]) == (1, "easy")
    assert _seat_bot(host, tid, 1) == "easy"
    await call(hass, "take_back", {"table_id": tid, "seat": 1}, None)
    command, request = host.requests[-1]
    assert command == "seat/take_back"
    assert request["auth"]["role"] == "owner" and request["seat"] == 1
    assert _seat_bot(host, tid, 1) is None

    lobby = await create(hass)
    assert await call(hass, "add_bot", {"table_id": lobby, "level": "hard"}, None, True) == {
        "seat": 0
    }
    assert host.requests[-1][1]["auth"]["role"] == "owner"
    await call(hass, "add_bot", {"table_id": lobby}, None)
    await call(hass, "remove_bot", {"table_id": lobby, "seat": 1}, None)
    assert host.tables[lobby]["seats"][1] is None
    await call(hass, "add_bot", {"table_id": lobby}, None)
    await call(hass, "start", {"table_id": lobby}, None)
    assert host.requests[-1][0] == "table/start"
    assert host.tables[lobby]["status"] == "playing"
    await call(hass, "delete_table", {"table_id": lobby}, None)
    assert lobby not in host.tables


async def test_an_automation_cant_manage_a_table_created_elsewhere(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry
) -> None:
    """A table made at the browser table: Home Assistant holds no owner credential for it."""
    tid = host.add_table("Porch")
    host.tables[tid]["seats"][0] = {"name": "Oma", "kind": "human", "secret": b"o" * 32}
    host.tables[tid]["seats"][1] = {"name": "Bot", "kind": "bot", "bot": "easy"}
    host.change(tid, status="playing", game=game_view(players=2))
    await hass.async_block_till_done()
    sent = len(host.requests)
    for service, data in (
        ("hand_to_bot", {"seat": 0}),
        ("take_back", {"seat": 0}),
        ("add_bot", {}),
        ("remove_bot", {"seat": 1}),
        ("start", {}),
        ("delete_table", {}),
    ):
        with pytest.raises(ServiceValidationError) as err:
            await call(hass, service, {"table_id": tid, **data}, None)
        assert err.value.translation_key == "no_owner_credential", service
    assert str(err.value).startswith("Porch was not created in Home Assistant")
    # nor does a user who is not the owner get anything from it
    with pytest.raises(ServiceValidationError) as err:
        await call(hass, "hand_to_bot", {"table_id": tid, "seat": 0}, A)
    assert err.value.translation_key == "not_your_seat"
    assert len(host.requests) == sent
    assert host.tables[tid]["seats"][0].get("bot") is None


async def test_a_real_automation_hands_a_seat_over_when_its_player_leaves_home(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry
) -> None:
    """The docs' example: Ben leaves home mid-game, a bot plays on for him."""
    tid = await _game_of_two(hass, host)
    device = dr.async_get(hass).async_get_device(identifiers={(DOMAIN, f"{HOST_ID}_{tid}")})
    hass.states.async_set("person.ben", "home")
    assert await async_setup_component(
        hass,
        "automation",
        {
            "automation": {
                "alias": "Ben's seat to a bot when he leaves",
                "triggers": [
                    {"trigger": "state", "entity_id": "person.ben", "from": "home", "to": None}
                ],
                "actions": [
                    {
                        "action": "duck_down.hand_to_bot",
                        "data": {"device_id": device.id, "seat": 1, "level": "easy"},
                    }
                ],
            }
        },
    )
    await hass.async_block_till_done()
    assert _seat_bot(host, tid, 1) is None
    hass.states.async_set("person.ben", "not_home")
    await hass.async_block_till_done()
    command, request = host.requests[-1]
    assert command == "seat/bot" and request["auth"]["role"] == "owner"
    assert _seat_bot(host, tid, 1) == "easy"
    assert hub_seat_bot(entry, tid, 1) == "easy"


def hub_seat_bot(entry: MockConfigEntry, tid: str, seat: int) -> str | None:
    return entry.runtime_data.hub.tables[tid].snapshot["seats"][seat]["bot"]


def away_automation(table_id: str) -> dict[str, Any]:
    """A bot plays for a seat that stays away two minutes (docs/integration.md)."""
    back = (
        "{{ state_attr('event.den_game', 'event_type') == 'player_back'"
        " and state_attr('event.den_game', 'seat') == seat }}"
    )
    return {
        "alias": "A bot plays for whoever is away two minutes",
        "mode": "parallel",
        "triggers": [
            {
                "trigger": "state",
                "entity_id": "event.den_game",
                "not_from": ["unavailable"],
                "not_to": ["unavailable", "unknown"],
            }
        ],
        "conditions": [
            "{{ trigger.to_state.attributes.event_type == 'player_away'"
            " and not trigger.to_state.attributes.bot }}"
        ],
        "actions": [
            {"variables": {"seat": "{{ trigger.to_state.attributes.seat }}"}},
            {
                "wait_for_trigger": [{"trigger": "template", "value_template": back}],
                "timeout": "00:02:00",
                "continue_on_timeout": True,
            },
            {"condition": "template", "value_template": "{{ wait.trigger is none }}"},
            {
                "action": "duck_down.hand_to_bot",
                "data": {"table_id": table_id, "seat": "{{ seat }}", "level": "easy"},
            },
        ],
    }


async def settle_until(check: Any) -> None:
    """Let the loop run until `check()` holds. Not `async_block_till_done`: that would wait
    for an automation's run itself, which waits minutes for a trigger."""
    for _ in range(1000):
        if check():
            return
        await asyncio.sleep(0)
    raise AssertionError(f"never true: {check}")


async def test_a_real_automation_hands_over_a_seat_that_stays_away(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry
) -> None:
    """The docs' second example: away for two minutes, a bot plays on; back sooner, nothing."""
    tid = await _game_of_two(hass, host)
    assert await async_setup_component(hass, "automation", {"automation": away_automation(tid)})
    await hass.async_block_till_done()
    auto = "automation.a_bot_plays_for_whoever_is_away_two_minutes"
    assert hass.states.get(auto).state == "on"

    def runs() -> int:
        return int(hass.states.get(auto).attributes.get("current", 0))

    # Ben's phone goes quiet, comes back within a minute: his seat stays his
    host.change(tid, events=[{"type": "presence", "seat": 1, "connected": False}])
    await settle_until(lambda: runs() == 1)
    host.change(tid, events=[{"type": "turn_started", "seat": 0, "number": 2}])
    async_fire_time_changed(hass, dt_util.utcnow() + timedelta(seconds=60))
    await settle_until(lambda: hass.states.get("event.den_game").attributes["seat"] == 0)
    assert runs() == 1  # still waiting
    host.change(tid, events=[{"type": "presence", "seat": 1, "connected": True}])
    await settle_until(lambda: runs() == 0)
    host.change(tid, events=[{"type": "turn_started", "seat": 1, "number": 2}])
    async_fire_time_changed(hass, dt_util.utcnow() + timedelta(minutes=5))
    await hass.async_block_till_done()
    assert _seat_bot(host, tid, 1) is None
    assert not any(command == "seat/bot" for command, _ in host.requests)

    # away for good: after two minutes a bot plays on, signed with the owner credential
    host.change(tid, events=[{"type": "presence", "seat": 1, "connected": False}])
    await settle_until(lambda: runs() == 1)
    assert _seat_bot(host, tid, 1) is None
    async_fire_time_changed(hass, dt_util.utcnow() + timedelta(minutes=10))
    await hass.async_block_till_done()
    assert runs() == 0
    command, request = host.requests[-1]
    assert command == "seat/bot" and request["auth"]["role"] == "owner"
    assert (request["seat"], request["level"]) == (1, "easy")
    assert _seat_bot(host, tid, 1) == "easy"
