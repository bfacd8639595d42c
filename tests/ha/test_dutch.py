"""A Dutch table in Home Assistant (`games/dutch.py`): its entities and their unique ids, and a
whole seeded game of the real engine played through the fake host, in which every state is what
the public view says, other private views change nothing, no card ever shows, and the game's
events fire with their data (a call, a round's halvings, the winners)."""

from __future__ import annotations

import re
from typing import Any

import pytest
from homeassistant.const import STATE_OFF, STATE_ON, STATE_UNKNOWN
from homeassistant.core import HomeAssistant
from homeassistant.helpers import device_registry as dr
from pytest_homeassistant_custom_component.common import MockConfigEntry

from custom_components.duck_down.const import DOMAIN

from .engine_table import EngineTable, assert_hidden_views_change_nothing, dump, untranslated
from .fake_host import HOST_ID, FakeHost
from .test_games import entities_of
from .test_metadata import translations

#: unique id, entity id, translation key, device class: `<host_id>_<table_id>_<key>`
DUTCH_ENTITIES = [
    (f"{HOST_ID}_TID_dutch_called", "binary_sensor.den_dutch_called", "dutch_called", None),
    (f"{HOST_ID}_TID_game", "event.den_game", "game", None),
    (f"{HOST_ID}_TID_leader", "sensor.den_leader", "leader", None),
    (f"{HOST_ID}_TID_mode", "sensor.den_game_length", "dutch_mode", "enum"),
    (f"{HOST_ID}_TID_phase", "sensor.den_phase", "dutch_phase", "enum"),
    (f"{HOST_ID}_TID_round", "sensor.den_round", "round", None),
    (f"{HOST_ID}_TID_turn", "sensor.den_turn", "turn", None),
    (f"{HOST_ID}_host_online", "binary_sensor.duck_down_host", "host_online", "connectivity"),
]
EVENT_TYPES = [
    "dutch_called",
    "round_ended",
    "game_ended",
    "turn_started",  # from to_act: Dutch's own turn_started is no automation event
    "game_started",
    "player_away",
    "player_back",
    "seat_handed_to_bot",
    "seat_taken_back",
]
#: a card of the view (`10H`, `KS`): none may ever show in a state or an attribute
CARD = re.compile(r"\b(?:10|[2-9AJQK])[CDHS]\b")


async def test_dutch_table_entities_and_ids(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry
) -> None:
    table = EngineTable(hass, host, "dutch", 3, seed=1)
    host.tables[table.tid]["options"] = {"mode": "5_rounds"}
    await table.seat_everyone()
    assert entities_of(hass, entry, table.tid) == DUTCH_ENTITIES
    assert hass.states.get("event.den_game").attributes["event_types"] == EVENT_TYPES
    phase = hass.states.get("sensor.den_phase")
    assert phase.attributes["options"] == ["lobby", "look", "turn", "between", "over"]
    assert (phase.state, phase.attributes["status"]) == ("lobby", "lobby")
    mode = hass.states.get("sensor.den_game_length")
    assert mode.attributes["options"] == [
        "1_round",
        "5_rounds",
        "50_points",
        "100_points",
        "200_points",
    ]
    assert (mode.state, mode.attributes["target"]) == ("5_rounds", None)  # the table's option
    device = dr.async_get(hass).async_get_device(identifiers={(DOMAIN, f"{HOST_ID}_{table.tid}")})
    assert (device.name, device.model) == ("Den", "Dutch table")
    # without the option: the game's default (host info's schema), with its target
    host.change(table.tid, options={})
    await hass.async_block_till_done()
    mode = hass.states.get("sensor.den_game_length")
    assert (mode.state, mode.attributes["target"]) == ("100_points", 100)
    assert hass.states.get("binary_sensor.den_dutch_called").state == STATE_OFF
    assert hass.states.get("sensor.den_turn").state == STATE_UNKNOWN
    assert not untranslated(hass, translations)


def expected_states(table: EngineTable, view: dict[str, Any]) -> dict[str, Any]:
    """What each entity must show, read from the public view alone (docs/games/dutch.md)."""
    over = table.over
    phase = "over" if over else view["phase"]
    turn = view["turn"] if phase == "turn" and view["turn"]["step"] != "ending" else None
    totals = view["totals"]
    leaders = [s for s, t in enumerate(totals) if t == min(totals)] if view["scores"] else []
    called = phase == "turn" and view["caller"] is not None
    return {
        "sensor.den_phase": (phase, "over" if over else "playing"),
        "sensor.den_turn": (
            table.name(turn["seat"]) if turn else STATE_UNKNOWN,
            {
                "seat": turn["seat"] if turn else None,
                "step": turn["step"] if turn else None,
                "power": turn["power"] if turn else None,
                "number": turn["number"] if turn else None,
                "user_id": table.user(turn["seat"]) if turn else None,
            },
        ),
        "sensor.den_round": (
            f"{view['round']} of {view['rounds']}" if view["rounds"] else str(view["round"]),
            {"round": view["round"], "rounds": view["rounds"]},
        ),
        "sensor.den_game_length": (view["mode"], view["target"]),
        "sensor.den_leader": (
            ", ".join(table.name(s) for s in leaders) or STATE_UNKNOWN,
            leaders,
            {table.name(s): t for s, t in enumerate(totals)} if leaders else {},
        ),
        "binary_sensor.den_dutch_called": (
            STATE_ON if called else STATE_OFF,
            table.name(view["caller"]) if called else None,
        ),
    }


def shown_states(hass: HomeAssistant) -> dict[str, Any]:
    def get(entity_id: str) -> Any:
        return hass.states.get(entity_id)

    turn, leader = get("sensor.den_turn"), get("sensor.den_leader")
    called = get("binary_sensor.den_dutch_called")
    return {
        "sensor.den_phase": (
            get("sensor.den_phase").state,
            get("sensor.den_phase").attributes["status"],
        ),
        "sensor.den_turn": (
            turn.state,
            {k: turn.attributes[k] for k in ("seat", "step", "power", "number", "user_id")},
        ),
        "sensor.den_round": (
            get("sensor.den_round").state,
            {k: get("sensor.den_round").attributes[k] for k in ("round", "rounds")},
        ),
        "sensor.den_game_length": (
            get("sensor.den_game_length").state,
            get("sensor.den_game_length").attributes["target"],
        ),
        "sensor.den_leader": (
            leader.state,
            leader.attributes["seats"],
            leader.attributes["totals"],
        ),
        "binary_sensor.den_dutch_called": (called.state, called.attributes["caller"]),
    }


def expected_events(
    table: EngineTable, events: list[dict[str, Any]], before: list[int], view: dict[str, Any]
) -> list[tuple[str, dict[str, Any]]]:
    """The Game entity's events for one change: a turn for each seat now due that was not
    before (the snapshot comes first), then the game's automation events, with their data."""
    out: list[tuple[str, dict[str, Any]]] = []
    for seat in view["to_act"] if not table.over else []:
        if seat not in before:
            out.append(("turn_started", {"seat": seat, "player": table.name(seat)}))
    for event in events:
        kind = event["type"]
        if kind == "dutch_called":
            seat = event["seat"]
            data = {"seat": seat, "player": table.name(seat), "user_id": table.user(seat)}
            out.append((kind, {**data, "round": event["round"]}))
        elif kind == "round_ended":
            halvings = [
                {
                    **h,
                    "player": table.name(h["seat"]),
                    "user_id": table.user(h["seat"]),
                    "person": None,
                }
                for h in event["halvings"]
            ]
            out.append(
                (
                    kind,
                    {
                        "round": event["round"],
                        "caller_player": table.name(event["caller"]),
                        "caller_user_id": table.user(event["caller"]),
                        "points": event["points"],
                        "scores": event["scores"],
                        "totals": event["totals"],
                        "halvings": halvings,
                    },
                )
            )
        elif kind == "game_ended":
            winners = event["winners"]
            out.append(
                (
                    kind,
                    {
                        "rounds": event["rounds"],
                        "winners": winners,
                        "winner_players": [table.name(s) for s in winners],
                        "totals": event["totals"],
                    },
                )
            )
    return out


@pytest.mark.parametrize(("players", "seed"), [(2, 20), (3, 9)])
async def test_a_whole_dutch_game(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry, players: int, seed: int
) -> None:
    table = EngineTable(hass, host, "dutch", players, seed)
    await table.seat_everyone()
    before: list[int] = []
    events = await table.start()
    seen: set[str] = set()
    halvings = resampled = 0
    steps = 0
    while True:
        view = table.public()
        assert shown_states(hass) == expected_states(table, view), steps
        expected = expected_events(table, events, before, view)
        assert [kind for kind, _ in table.fired] == [kind for kind, _ in expected], steps
        for (_, attrs), (_, data) in zip(table.fired, expected, strict=True):
            assert {key: attrs[key] for key in data} == data, steps
        for kind, attrs in table.fired:
            seen.add(kind)
            assert (attrs["table"], attrs["table_id"]) == ("Den", table.tid)
            if kind == "round_ended":
                halvings += len(attrs["halvings"])
        text = dump(hass)
        assert not CARD.findall(text), (steps, CARD.findall(text))
        resampled += await assert_hidden_views_change_nothing(table)
        if table.over:
            break
        before = list(view["to_act"])
        events = await table.publish(table.step())
        steps += 1
    assert seen >= {"turn_started", "dutch_called", "round_ended", "game_ended"}
    assert halvings >= 1, "the seed plays no halving: the test proves less than it says"
    assert resampled >= 5
    assert hass.states.get("sensor.den_phase").state == "over"
    assert hass.states.get("sensor.den_leader").state != STATE_UNKNOWN
    assert not untranslated(hass, translations)


async def test_dutch_events_name_the_home_assistant_users(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry
) -> None:
    """A call, a halving and the winners name the players' HA users and persons."""
    hass.states.async_set("person.ben", "home", {"user_id": "user-b"})
    table = EngineTable(hass, host, "dutch", 3, seed=9)
    await table.seat_everyone()
    await table.start()
    events = [
        {"type": "dutch_called", "seat": 1, "round": 2},
        {
            "type": "round_ended",
            "round": 2,
            "caller": 1,
            "rows": [[c, "2C", None, None, None, None, None, None] for c in ("KH", "AS", "9D")],
            "points": [50, 3, 14],
            "caller_zero": True,
            "scores": [50, 0, 14],
            "halvings": [{"seat": 0, "from": 100, "to": 50}, {"seat": 1, "from": 50, "to": 25}],
            "totals": [50, 25, 60],
        },
        {"type": "game_ended", "rounds": 2, "totals": [50, 25, 60], "winners": [1]},
    ]
    for event in events:  # the engine's own event schema: the shapes are the real ones
        import jsonschema

        jsonschema.validate(event, table.rules.schemas["event"])
    host.change(table.tid, events=events)
    await hass.async_block_till_done()
    called, ended, game = (attrs for _, attrs in table.fired[-3:])
    assert (called["player"], called["user_id"], called["person"]) == (
        "Ben",
        "user-b",
        "person.ben",
    )
    assert called["round"] == 2 and called["bot"] is None
    assert ended["caller_person"] == "person.ben" and ended["caller_zero"] is True
    assert ended["halvings"] == [
        {"seat": 0, "player": "Anna", "user_id": "user-a", "person": None, "from": 100, "to": 50},
        {
            "seat": 1,
            "player": "Ben",
            "user_id": "user-b",
            "person": "person.ben",
            "from": 50,
            "to": 25,
        },
    ]
    assert "rows" not in ended  # the revealed rows are no automation's business
    assert (game["winner_players"], game["winner_user_ids"]) == (["Ben"], ["user-b"])
    assert not untranslated(hass, translations)
