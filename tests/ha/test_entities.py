"""Entities and events follow the public snapshots and events; no hidden card ever shows."""

from __future__ import annotations

import json

from homeassistant.const import STATE_OFF, STATE_ON, STATE_UNKNOWN
from homeassistant.core import Context, HomeAssistant
from pytest_homeassistant_custom_component.common import MockConfigEntry

from custom_components.duck_down.const import DOMAIN

from .engine_table import untranslated
from .fake_host import FakeHost, game_view
from .test_metadata import translations

S = "sensor.kitchen_table_"


async def seated_table(hass: HomeAssistant, host: FakeHost) -> str:
    """A started table: Anna (HA user-a) in seat 0, Ben (user-b) in seat 1, a bot in seat 2."""
    tid = host.add_table(max_seats=3)
    host.publish_table(tid)
    await hass.async_block_till_done()
    for user, name in (("user-a", "Anna"), ("user-b", "Ben")):
        await hass.services.async_call(
            DOMAIN,
            "join",
            {"table_id": tid, "name": name},
            blocking=True,
            context=Context(user_id=user),
        )
    host.tables[tid]["seats"][2] = {"name": "Bot 2", "kind": "bot", "bot": "easy"}
    host.change(tid, status="playing", game=game_view())
    await hass.async_block_till_done()
    return tid


async def test_sensors_follow_the_game(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry
) -> None:
    tid = await seated_table(hass, host)
    assert hass.states.get(S + "phase").state == "turn"
    turn = hass.states.get(S + "turn")
    assert turn.state == "Ben"
    assert turn.attributes["seat"] == 1
    assert turn.attributes["user_id"] == "user-b"
    assert turn.attributes["step"] == "start"
    assert hass.states.get(S + "round").state == "1 of 3"
    assert hass.states.get(S + "round").attributes["rounds"] == 3
    assert hass.states.get(S + "deck").state == "52"
    assert hass.states.get(S + "deck").attributes["unit_of_measurement"] == "cards"
    assert hass.states.get(S + "pile_top").state == "7"
    assert hass.states.get(S + "leader").state == STATE_UNKNOWN  # no round finished yet
    called = hass.states.get("binary_sensor.kitchen_table_duck_down_called")
    assert called.state == STATE_OFF

    host.change(
        tid,
        game=game_view(
            caller=0,
            pile=[3, "swap"],
            deck=40,
            scores=[[4, 12, 4]],
            totals=[4, 12, 4],
            turn={"seat": 2, "step": "hold", "draws": 1, "double": None, "number": 9},
        ),
    )
    await hass.async_block_till_done()
    called = hass.states.get("binary_sensor.kitchen_table_duck_down_called")
    assert called.state == STATE_ON
    assert called.attributes["caller"] == "Anna"
    assert hass.states.get(S + "turn").state == "Bot 2"
    assert hass.states.get(S + "turn").attributes["user_id"] is None
    assert hass.states.get(S + "pile_top").state == "swap"
    leader = hass.states.get(S + "leader")
    assert leader.state == "Anna, Bot 2"
    assert leader.attributes["totals"] == {"Anna": 4, "Ben": 12, "Bot 2": 4}

    # the game ends; its view still names the last round's caller
    host.change(
        tid,
        status="over",
        game=game_view(
            phase="over", caller=0, pile=[], winners=[0], scores=[[1, 2, 3]], totals=[1, 2, 3]
        ),
    )
    await hass.async_block_till_done()
    assert hass.states.get(S + "phase").state == "over"
    assert hass.states.get(S + "turn").state == STATE_UNKNOWN
    assert hass.states.get(S + "pile_top").state == STATE_UNKNOWN
    called = hass.states.get("binary_sensor.kitchen_table_duck_down_called")
    assert called.state == STATE_OFF
    # off means nobody's call stands: no caller is kept once the game is over
    assert (called.attributes["caller"], called.attributes["seat"]) == (None, None)
    assert hass.states.get(S + "leader").state == "Anna"

    host.change(tid, status="playing", game=game_view(phase="peek", round="x"))
    await hass.async_block_till_done()
    assert hass.states.get(S + "phase").state == "peek"
    assert hass.states.get(S + "phase").attributes["status"] == "playing"
    assert hass.states.get(S + "round").state == STATE_UNKNOWN
    assert not untranslated(hass, translations)

    # the reveal between rounds (ruling 22): a phase of its own, and nobody's turn
    called = game_view(caller=1, last_turns=[2, 0])
    host.change(tid, status="playing", game=called)
    await hass.async_block_till_done()
    assert hass.states.get("binary_sensor.kitchen_table_duck_down_called").state == STATE_ON
    reveal = game_view(
        phase="reveal", turn=None, caller=1, ready=[False, True, True], scores=[[4, 9, 7]]
    )
    host.change(tid, status="playing", game=reveal)
    await hass.async_block_till_done()
    assert hass.states.get(S + "phase").state == "reveal"
    assert hass.states.get(S + "turn").state == STATE_UNKNOWN
    # the round is over: its call no longer stands
    called = hass.states.get("binary_sensor.kitchen_table_duck_down_called")
    assert called.state == STATE_OFF and called.attributes["caller"] is None
    assert not untranslated(hass, translations)


async def test_events_name_the_bound_user(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry
) -> None:
    hass.states.async_set("person.ben", "home", {"user_id": "user-b"})
    tid = await seated_table(hass, host)
    event_id = "event.kitchen_table_game"
    assert hass.states.get(event_id).state == STATE_UNKNOWN

    host.change(tid, events=[{"type": "turn_started", "seat": 1, "number": 5}])
    await hass.async_block_till_done()
    state = hass.states.get(event_id)
    assert state.attributes["event_type"] == "turn_started"
    assert state.attributes["seat"] == 1
    assert state.attributes["player"] == "Ben"
    assert state.attributes["user_id"] == "user-b"
    assert state.attributes["person"] == "person.ben"
    assert state.attributes["number"] == 5
    assert state.attributes["table_id"] == tid

    host.change(tid, events=[{"type": "duck_down_called", "seat": 0}])
    await hass.async_block_till_done()
    state = hass.states.get(event_id)
    assert state.attributes["event_type"] == "duck_down_called"
    assert state.attributes["player"] == "Anna"
    assert state.attributes["user_id"] == "user-a"
    assert state.attributes["person"] is None

    rows = [[1, 2, 3, 4], [5, 6, 7, 8], [0, 0, 0, 1]]
    host.change(
        tid,
        events=[
            {
                "type": "round_ended",
                "round": 1,
                "caller": 0,
                "rows": rows,
                "replaced": [],
                "points": [10, 26, 1],
                "penalty": 0,
                "scores": [[10, 26, 1]],
                "totals": [10, 26, 1],
                "exhausted": False,
            }
        ],
    )
    await hass.async_block_till_done()
    state = hass.states.get(event_id)
    assert state.attributes["event_type"] == "round_ended"
    assert state.attributes["caller_player"] == "Anna"
    assert state.attributes["caller_user_id"] == "user-a"
    assert state.attributes["totals"] == [10, 26, 1]

    host.change(tid, events=[{"type": "game_ended", "totals": [10, 26, 1], "winners": [2]}])
    await hass.async_block_till_done()
    state = hass.states.get(event_id)
    assert state.attributes["event_type"] == "game_ended"
    assert state.attributes["winner_players"] == ["Bot 2"]
    assert state.attributes["winner_user_ids"] == []

    # the players coming and going, and a new game
    for event, kind in (
        ({"type": "presence", "seat": 1, "connected": False}, "player_away"),
        ({"type": "presence", "seat": 1, "connected": True}, "player_back"),
        ({"type": "seat_handed_to_bot", "seat": 1, "level": "easy"}, "seat_handed_to_bot"),
        ({"type": "seat_taken_back", "seat": 1}, "seat_taken_back"),
    ):
        # the snapshot comes first, so `bot` tells who plays the seat after the change
        host.tables[tid]["seats"][1]["bot"] = "easy" if kind == "seat_handed_to_bot" else None
        host.change(tid, events=[event])
        await hass.async_block_till_done()
        state = hass.states.get(event_id)
        assert state.attributes["event_type"] == kind
        assert state.attributes["seat"] == 1
        assert state.attributes["player"] == "Ben"
        assert state.attributes["person"] == "person.ben"
        assert state.attributes["bot"] == host.tables[tid]["seats"][1].get("bot")
    # leaving mid-game keeps the seat, absent: away; leaving the lobby frees it: no event
    host.change(tid, events=[{"type": "player_left", "seat": 1, "name": "Ben"}])
    await hass.async_block_till_done()
    state = hass.states.get(event_id)
    assert (state.attributes["event_type"], state.attributes["seat"]) == ("player_away", 1)
    host.change(tid, status="lobby", game=None)
    await hass.async_block_till_done()
    host.change(tid, events=[{"type": "player_left", "seat": 1, "name": "Ben"}])
    await hass.async_block_till_done()
    assert hass.states.get(event_id).state == state.state
    host.change(tid, status="playing", game=game_view(players=3))
    await hass.async_block_till_done()
    host.change(tid, events=[{"type": "game_started", "rounds": 5, "players": 3}])
    await hass.async_block_till_done()
    state = hass.states.get(event_id)
    assert state.attributes["event_type"] == "game_started"
    assert (state.attributes["rounds"], state.attributes["players"]) == (5, 3)
    assert "seat" not in state.attributes

    # other events and broken events are not fired; a round_ended without caller is fine
    host.change(
        tid,
        events=[
            {"type": "drew", "seat": 1, "source": "deck"},
            {"type": "round_ended", "caller": None},
        ],
    )
    await hass.async_block_till_done()
    state = hass.states.get(event_id)
    assert state.attributes["event_type"] == "round_ended"
    assert state.attributes["caller_player"] is None
    assert not untranslated(hass, translations)  # every attribute shown has a name


async def test_no_hidden_card_in_any_state(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry
) -> None:
    """Private views (with cards) flow to the seats, never into states or attributes."""
    tid = await seated_table(hass, host)
    secret_cards = [[7770097, None, None, 7770098], [None, 7770099, None, None]]
    for seat in (0, 1):
        host.tables[tid]["views"][seat] = game_view(
            seat=seat,
            rows=[secret_cards[seat], [None] * 4, [None] * 4],
            held={"seat": seat, "source": "deck", "card": 7770096},
            legal=["throw"],
        )
    host.change(tid, events=[{"type": "turn_started", "seat": 0, "number": 1}])
    await hass.async_block_till_done()
    hub = entry.runtime_data.hub
    assert hub.views[(tid, 0)].view["rows"][0] == secret_cards[0]
    dump = json.dumps([s.as_dict() for s in hass.states.async_all()], default=str)
    for card in (7770096, 7770097, 7770098, 7770099):
        assert str(card) not in dump
    for seat in host.tables[tid]["seats"]:
        if seat and "secret" in seat:
            assert seat["secret"].hex() not in dump
