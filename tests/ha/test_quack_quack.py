"""A Quack-Quack table in Home Assistant (`games/quack_quack.py`): its entities and their unique
ids, and whole seeded games of the real engine (four players in teams, with a tie-break round;
two players to a coin goal) played through the fake host, in which every state is what the
public view says, other private views change nothing, no hand ever shows, and the game's events
fire with their data (bombs, players going out, rounds, the winners)."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from homeassistant.const import STATE_UNKNOWN
from homeassistant.core import HomeAssistant
from homeassistant.helpers import device_registry as dr
from pytest_homeassistant_custom_component.common import MockConfigEntry

from custom_components.duck_down.const import DOMAIN

from .engine_table import (
    EngineTable,
    assert_hidden_views_change_nothing,
    table_states,
    untranslated,
)
from .fake_host import HOST_ID, FakeHost
from .test_games import entities_of
from .test_metadata import translations

#: unique id, entity id, translation key, device class: `<host_id>_<table_id>_<key>`
QUACK_QUACK_ENTITIES = [
    (f"{HOST_ID}_TID_game", "event.den_game", "game", None),
    (f"{HOST_ID}_TID_leader", "sensor.den_leader", "leader", None),
    (f"{HOST_ID}_TID_monument", "sensor.den_monument", "monument", None),
    (f"{HOST_ID}_TID_phase", "sensor.den_phase", "quack_quack_phase", "enum"),
    (f"{HOST_ID}_TID_round", "sensor.den_round", "round", None),
    (f"{HOST_ID}_TID_turn", "sensor.den_turn", "turn", None),
    (f"{HOST_ID}_host_online", "binary_sensor.duck_down_host", "host_online", "connectivity"),
]
EVENT_TYPES = [
    "revolution",
    "secret_inspection",
    "player_out",
    "round_ended",
    "game_ended",
    "turn_started",  # from to_act: the game has no turn event of its own
    "game_started",
    "player_away",
    "player_back",
    "seat_handed_to_bot",
    "seat_taken_back",
]
#: a card (a class): none may show anywhere but in a bomb's cards, played face up
CLASS = re.compile(r"\b(?:inspector|farmer|craftsman|merchant|agitator|guard|secretary|governor)\b")
BOMBS = ("revolution", "secret_inspection")


async def test_quack_quack_table_entities_and_ids(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry
) -> None:
    table = EngineTable(hass, host, "quack_quack", 4, seed=3)
    await table.seat_everyone()
    assert entities_of(hass, entry, table.tid) == QUACK_QUACK_ENTITIES
    assert hass.states.get("event.den_game").attributes["event_types"] == EVENT_TYPES
    phase = hass.states.get("sensor.den_phase")
    assert phase.attributes["options"] == ["lobby", "play", "over"]
    assert (phase.state, phase.attributes["status"]) == ("lobby", "lobby")
    device = dr.async_get(hass).async_get_device(identifiers={(DOMAIN, f"{HOST_ID}_{table.tid}")})
    assert device.model == "Quack-Quack, Corrupt Ducks table"
    for entity in ("turn", "round", "leader", "monument"):
        assert hass.states.get(f"sensor.den_{entity}").state == STATE_UNKNOWN
    assert not untranslated(hass, translations)


def expected_states(table: EngineTable, view: dict[str, Any]) -> dict[str, Any]:
    """What each entity must show, read from the public view alone
    (docs/games/quack_quack.md)."""
    over = table.over
    decision = view["decision"] if not over else None
    totals = view["totals"]
    if view["tiebreak"] or not view["rounds"]:  # past the planned rounds, or a coin goal
        round_text = str(view["round"])
    else:
        round_text = f"{view['round']} of {view['rounds']}"
    by_name = {table.name(s): t for s, t in enumerate(totals)}
    team_totals: dict[str, int] | None = None
    if over or len(set(totals)) > 1:
        if view["teams"]:
            names = [" & ".join(table.name(s) for s in team) for team in view["teams"]]
            team_totals = dict(zip(names, view["team_totals"], strict=True))
            top = max(view["team_totals"])
            best = [i for i, t in enumerate(view["team_totals"]) if t == top]
            leader = ", ".join(names[i] for i in best)
            seats = [s for i in best for s in view["teams"][i]]
        else:
            seats = [s for s, t in enumerate(totals) if t == max(totals)]
            leader = ", ".join(table.name(s) for s in seats)
    else:
        leader, seats, by_name = STATE_UNKNOWN, [], {}
    holder = view["monument"]["seat"]
    return {
        "sensor.den_phase": ("over" if over else view["phase"], "over" if over else "playing"),
        "sensor.den_turn": (
            table.name(decision["seat"]) if decision else STATE_UNKNOWN,
            decision["seat"] if decision else None,
            decision["kind"] if decision else None,
            table.user(decision["seat"]) if decision else None,
        ),
        "sensor.den_round": (round_text, view["round"], view["rounds"], view["tiebreak"]),
        "sensor.den_leader": (leader, seats, by_name, team_totals),
        "sensor.den_monument": (
            table.name(holder) if holder is not None else STATE_UNKNOWN,
            holder,
            view["monument"]["side"] if holder is not None else None,
        ),
    }


def shown_states(hass: HomeAssistant) -> dict[str, Any]:
    def get(entity: str) -> Any:
        return hass.states.get(f"sensor.den_{entity}")

    phase, turn, round_, leader, monument = map(
        get, ("phase", "turn", "round", "leader", "monument")
    )
    return {
        "sensor.den_phase": (phase.state, phase.attributes["status"]),
        "sensor.den_turn": (
            turn.state,
            turn.attributes["seat"],
            turn.attributes["decision"],
            turn.attributes["user_id"],
        ),
        "sensor.den_round": (
            round_.state,
            round_.attributes["round"],
            round_.attributes["rounds"],
            round_.attributes["tiebreak"],
        ),
        "sensor.den_leader": (
            leader.state,
            leader.attributes["seats"],
            leader.attributes["totals"],
            leader.attributes.get("team_totals"),
        ),
        "sensor.den_monument": (
            monument.state,
            monument.attributes["seat"],
            monument.attributes["side"],
        ),
    }


def expected_events(
    table: EngineTable, events: list[dict[str, Any]], before: list[int], view: dict[str, Any]
) -> list[tuple[str, dict[str, Any]]]:
    """The Game entity's events for one change: a turn for the seat now due if it was not
    before (the snapshot comes first), then the game's automation events, with their data."""
    out: list[tuple[str, dict[str, Any]]] = []
    for seat in view["to_act"] if not table.over else []:
        if seat not in before:
            out.append(("turn_started", {"seat": seat, "user_id": table.user(seat)}))
    for event in events:
        kind = event["type"]
        seat = event.get("seat")
        who = {"seat": seat, "player": table.name(seat)} if seat is not None else {}
        if kind in BOMBS:
            lap = [table.name(s) for s in event["lap"]]
            out.append((kind, {**who, "cards": event["cards"], "lap_players": lap}))
        elif kind == "player_out":
            fields = ("rank", "how", "coins", "monument", "governors")
            out.append((kind, {**who, **{k: event[k] for k in fields}}))
        elif kind == "round_ended":
            ranking = [
                table.name(s) for s in sorted(range(table.players), key=event["ranks"].__getitem__)
            ]
            data = {k: event[k] for k in ("round", "tiebreak", "ranks", "gained", "totals")}
            holder = table.name(event["monument"])
            out.append((kind, {**data, "ranking": ranking, "monument_player": holder}))
        elif kind == "game_ended":
            teams = None
            if event["team_totals"] is not None:
                names = [" & ".join(table.name(s) for s in team) for team in view["teams"]]
                teams = dict(zip(names, event["team_totals"], strict=True))
            winners = [table.name(s) for s in event["winners"]]
            out.append((kind, {"winner_players": winners, "team_totals": teams}))
    return out


def without_public_plays(hass: HomeAssistant) -> str:
    """The table's states as text, a bomb event's own (face-up) cards left out."""
    states = table_states(hass)
    _, attrs = states["event.den_game"]
    if attrs.get("event_type") in BOMBS:
        attrs.pop("cards")
    return json.dumps(states, default=str)


@pytest.mark.parametrize(("players", "seed", "tiebreak"), [(4, 3, True), (2, 4, False)])
async def test_a_whole_quack_quack_game(
    hass: HomeAssistant,
    host: FakeHost,
    entry: MockConfigEntry,
    players: int,
    seed: int,
    tiebreak: bool,
) -> None:
    table = EngineTable(hass, host, "quack_quack", players, seed)
    await table.seat_everyone()
    before: list[int] = []
    events = await table.start()
    seen: set[str] = set()
    resampled = steps = 0
    tiebreaks = False
    while True:
        view = table.public()
        assert shown_states(hass) == expected_states(table, view), steps
        expected = expected_events(table, events, before, view)
        assert [kind for kind, _ in table.fired] == [kind for kind, _ in expected], steps
        for (kind, attrs), (_, data) in zip(table.fired, expected, strict=True):
            assert {key: attrs[key] for key in data} == data, steps
            assert (attrs["table"], attrs["table_id"]) == ("Den", table.tid)
            seen.add(kind)
        text = without_public_plays(hass)
        assert not CLASS.findall(text), (steps, CLASS.findall(text))
        tiebreaks |= view["tiebreak"]
        if steps % 4 == 0:
            resampled += await assert_hidden_views_change_nothing(table)
        if table.over:
            break
        before = list(view["to_act"])
        events = await table.publish(table.step())
        steps += 1
    assert seen >= {"turn_started", *BOMBS, "player_out", "round_ended", "game_ended"}
    assert tiebreaks is tiebreak
    assert resampled >= 20
    assert hass.states.get("sensor.den_phase").state == "over"
    assert not untranslated(hass, translations)


async def test_quack_quack_events_name_the_home_assistant_users(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry
) -> None:
    """Bombs, a player going out, the monument's holder and the winners name the players'
    HA users and persons; the monument keeps its side."""
    hass.states.async_set("person.ben", "home", {"user_id": "user-b"})
    table = EngineTable(hass, host, "quack_quack", 4, seed=3)
    await table.seat_everyone()
    await table.start()
    events = [
        {"type": "revolution", "seat": 1, "cards": ["farmer", "craftsman", "merchant"], "lap": [2]},
        {
            "type": "player_out",
            "seat": 1,
            "rank": 1,
            "how": "emptied",
            "coins": 2,
            "monument": False,
            "governors": 0,
        },
        {
            "type": "round_ended",
            "round": 5,
            "tiebreak": False,
            "ranks": [3, 1, 2, 4],
            "gained": [0, 2, 1, 0],
            "totals": [3, 6, 4, 1],
            "monument": 1,
        },
        {"type": "game_ended", "totals": [3, 6, 4, 1], "winners": [1, 3], "team_totals": [7, 7]},
    ]
    import jsonschema

    for event in events:  # the engine's own event schema: the shapes are the real ones
        jsonschema.validate(event, table.rules.schemas["event"])
    host.change(table.tid, events=events)
    await hass.async_block_till_done()
    bomb, out, ended, game = (attrs for _, attrs in table.fired[-4:])
    assert (bomb["player"], bomb["person"], bomb["lap_players"]) == ("Ben", "person.ben", ["Bot 2"])
    assert (out["player"], out["user_id"], out["rank"], out["how"]) == (
        "Ben",
        "user-b",
        1,
        "emptied",
    )
    assert ended["ranking"] == ["Ben", "Bot 2", "Anna", "Bot 3"]
    assert (ended["monument_player"], ended["monument_person"]) == ("Ben", "person.ben")
    assert game["winner_players"] == ["Ben", "Bot 3"] and game["winner_user_ids"] == ["user-b"]
    assert game["team_totals"] == {"Anna & Bot 2": 7, "Ben & Bot 3": 7}
    assert not untranslated(hass, translations)
