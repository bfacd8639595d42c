"""Tables of any game: Duck Down keeps its entities, a game without a module of the integration
gets the generic ones from the common view fields, and host info's `games` decides leaders,
event types, bot levels and which games a table may be created of."""

from __future__ import annotations

from typing import Any

import pytest
import voluptuous as vol
from homeassistant.const import STATE_UNKNOWN
from homeassistant.core import Context, HomeAssistant, callback
from homeassistant.exceptions import ServiceValidationError
from homeassistant.helpers import entity_registry as er
from pytest_homeassistant_custom_component.common import MockConfigEntry

from custom_components.duck_down.const import DOMAIN

from .conftest import make_entry
from .fake_host import HOST_ID, FakeHost, game_view
from .test_entities import seated_table

A = Context(user_id="user-a")
B = Context(user_id="user-b")

#: A team game the integration has no module for (as Quack-Quack will be: highest wins,
#: teams at four players), and one without a winner by score.
TEAM_GAME: dict[str, Any] = {
    "name": "team_race",
    "title": {"en": "Team race", "de": "Teamrennen", "nl": "Teamrace"},
    "summary": {"en": "Two teams race."},
    "players": [2, 4],
    "options": {"type": "object", "additionalProperties": False, "properties": {}},
    "result": "highest",
    "teams": {"4": [[0, 2], [1, 3]]},
    "length": "target",
    "clock": "game",
    "join": "lobby",
    "bot_levels": ["random", "clever"],
    "events": ["revolution", "game_ended"],
}
OPEN_GAME: dict[str, Any] = {
    **TEAM_GAME,
    "name": "pond",
    "result": "none",
    "teams": None,
    "length": "open",
    "events": ["proposal_made"],
}

#: A Duck Down table's entities before the integration learnt other games (captured from the
#: integration as it was): unique id, entity id, translation key, device class.
DUCK_DOWN_ENTITIES = [
    (f"{HOST_ID}_TID_deck", "sensor.kitchen_table_deck", "deck", None),
    (
        f"{HOST_ID}_TID_duck_down_called",
        "binary_sensor.kitchen_table_duck_down_called",
        "duck_down_called",
        None,
    ),
    (f"{HOST_ID}_TID_game", "event.kitchen_table_game", "game", None),
    (f"{HOST_ID}_TID_leader", "sensor.kitchen_table_leader", "leader", None),
    (f"{HOST_ID}_TID_phase", "sensor.kitchen_table_phase", "phase", "enum"),
    (f"{HOST_ID}_TID_pile_top", "sensor.kitchen_table_pile_top", "pile_top", None),
    (f"{HOST_ID}_TID_round", "sensor.kitchen_table_round", "round", None),
    (f"{HOST_ID}_TID_turn", "sensor.kitchen_table_turn", "turn", None),
    (f"{HOST_ID}_host_online", "binary_sensor.duck_down_host", "host_online", "connectivity"),
]
DUCK_DOWN_EVENT_TYPES = [
    "duck_down_called",
    "turn_started",
    "round_ended",
    "game_ended",
    "game_started",
    "player_away",
    "player_back",
    "seat_handed_to_bot",
    "seat_taken_back",
]


def entities_of(hass: HomeAssistant, entry: MockConfigEntry, tid: str) -> list[tuple[Any, ...]]:
    return sorted(
        (
            e.unique_id.replace(tid, "TID"),
            e.entity_id,
            e.translation_key,
            str(e.original_device_class) if e.original_device_class else None,
        )
        for e in er.async_get(hass).entities.values()
        if e.config_entry_id == entry.entry_id
    )


async def test_duck_down_keeps_its_entities_and_ids(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry
) -> None:
    tid = await seated_table(hass, host)
    assert entities_of(hass, entry, tid) == DUCK_DOWN_ENTITIES
    assert hass.states.get("event.kitchen_table_game").attributes["event_types"] == (
        DUCK_DOWN_EVENT_TYPES
    )
    phase = hass.states.get("sensor.kitchen_table_phase")
    assert phase.attributes["options"] == ["lobby", "peek", "turn", "reveal", "over"]


async def team_table(hass: HomeAssistant, host: FakeHost, players: int = 4) -> str:
    """A started team_race table: Anna (user-a), Ben (user-b), then bots."""
    host.games = [*host.games, TEAM_GAME, OPEN_GAME]
    host.publish_info()
    tid = host.add_table("Race", max_seats=players, ruleset="team_race")
    host.publish_table(tid)
    await hass.async_block_till_done()
    for context, name in ((A, "Anna"), (B, "Ben")):
        await hass.services.async_call(
            DOMAIN, "join", {"table_id": tid, "name": name}, blocking=True, context=context
        )
    for seat in range(2, players):
        host.tables[tid]["seats"][seat] = {"name": f"Bot {seat}", "kind": "bot", "bot": "clever"}
    host.change(tid)
    await hass.async_block_till_done()
    return tid


def race_view(**extra: Any) -> dict[str, Any]:
    """A public view with the common fields only (docs/games.md)."""
    return {
        "ruleset": "team_race",
        "players": 4,
        "phase": "play",
        "round": 2,
        "rounds": None,
        "to_act": [1, 3],
        "deadline": None,
        "totals": [3, 5, 4, 1],
        "winners": None,
        **extra,
    }


async def test_a_game_without_a_module_gets_generic_entities(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry
) -> None:
    tid = await team_table(hass, host)
    ids = {e[0] for e in entities_of(hass, entry, tid)}
    assert ids == {
        f"{HOST_ID}_host_online",
        *(f"{HOST_ID}_TID_{key}" for key in ("phase", "turn", "round", "leader", "game")),
    }
    assert hass.states.get("sensor.race_phase").state == "lobby"
    assert "options" not in hass.states.get("sensor.race_phase").attributes  # not an enum
    assert hass.states.get("sensor.race_turn").state == STATE_UNKNOWN
    assert hass.states.get("sensor.race_leader").state == STATE_UNKNOWN

    host.change(tid, status="playing", game=race_view())
    await hass.async_block_till_done()
    assert hass.states.get("sensor.race_phase").state == "play"  # the game's own phase
    turn = hass.states.get("sensor.race_turn")
    assert turn.state == "Ben, Bot 3"  # everyone in to_act
    assert turn.attributes["seats"] == [1, 3] and turn.attributes["user_ids"] == ["user-b"]
    assert hass.states.get("sensor.race_round").state == "2"  # no planned number of rounds
    # highest wins, by team at four players: Anna & Bot 2 have 7, Ben & Bot 3 have 6
    leader = hass.states.get("sensor.race_leader")
    assert leader.state == "Anna & Bot 2"
    assert leader.attributes["seats"] == [0, 2]
    assert leader.attributes["team_totals"] == {"Anna & Bot 2": 7, "Ben & Bot 3": 6}
    assert leader.attributes["totals"] == {"Anna": 3, "Ben": 5, "Bot 2": 4, "Bot 3": 1}

    host.change(tid, game=race_view(totals=[3, 5, 4, 2]))  # a tie of the teams
    await hass.async_block_till_done()
    assert hass.states.get("sensor.race_leader").state == "Anna & Bot 2, Ben & Bot 3"

    host.change(tid, status="over", game=race_view(phase="over", to_act=[], winners=[1, 3]))
    await hass.async_block_till_done()
    assert hass.states.get("sensor.race_phase").state == "over"
    assert hass.states.get("sensor.race_turn").state == STATE_UNKNOWN


async def test_leader_follows_the_result_model(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry
) -> None:
    """Players alone (three players, no teams then); lowest or highest; none: no leader."""
    host.games = [
        *host.games,
        {**TEAM_GAME, "result": "lowest"},
        {**OPEN_GAME, "name": "pond"},
    ]
    host.publish_info()
    low = host.add_table("Low", max_seats=3, ruleset="team_race")
    pond = host.add_table("Pond", max_seats=3, ruleset="pond")
    for tid in (low, pond):
        host.publish_table(tid)
    await hass.async_block_till_done()
    host.change(low, status="playing", game=race_view(players=3, totals=[4, 2, 2]))
    await hass.async_block_till_done()
    assert hass.states.get("sensor.low_leader").state == "Seat 1, Seat 2"
    assert hass.states.get("sensor.low_leader").attributes["seats"] == [1, 2]
    assert "team_totals" not in hass.states.get("sensor.low_leader").attributes
    host.change(low, game=race_view(players=3, totals=[0, 0, 0]))  # nobody leads yet
    await hass.async_block_till_done()
    assert hass.states.get("sensor.low_leader").state == STATE_UNKNOWN

    # a game without a winner by score has no leader sensor
    assert hass.states.get("sensor.pond_phase") is not None
    assert hass.states.get("sensor.pond_leader") is None


async def test_generic_events_come_from_host_info(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry
) -> None:
    hass.states.async_set("person.ben", "home", {"user_id": "user-b"})
    tid = await team_table(hass, host)
    host.change(tid, status="playing", game=race_view())
    await hass.async_block_till_done()
    event_id = "event.race_game"
    assert hass.states.get(event_id).attributes["event_types"] == [
        "revolution",
        "game_ended",
        "turn_started",  # the integration's own, from to_act (the game has none)
        "game_started",
        "player_away",
        "player_back",
        "seat_handed_to_bot",
        "seat_taken_back",
    ]
    # a game event: its flat public fields, and who the seat is
    host.change(
        tid,
        events=[
            {
                "type": "revolution",
                "seat": 1,
                "round": 2,
                "cards": [3, 3, 3],
                "detail": {"nested": "left out"},
            }
        ],
    )
    await hass.async_block_till_done()
    attrs = hass.states.get(event_id).attributes
    assert attrs["event_type"] == "revolution"
    assert (attrs["seat"], attrs["player"], attrs["user_id"], attrs["person"]) == (
        1,
        "Ben",
        "user-b",
        "person.ben",
    )
    assert (attrs["round"], attrs["cards"], attrs["table"]) == (2, [3, 3, 3], "Race")
    assert "detail" not in attrs and attrs["bot"] is None
    # the lobby events of every game
    host.change(tid, events=[{"type": "presence", "seat": 0, "connected": False}])
    await hass.async_block_till_done()
    attrs = hass.states.get(event_id).attributes
    assert (attrs["event_type"], attrs["player"]) == ("player_away", "Anna")
    host.change(tid, events=[{"type": "game_ended", "totals": [1, 2, 3, 4], "winners": [1, 3]}])
    await hass.async_block_till_done()
    attrs = hass.states.get(event_id).attributes
    assert attrs["winner_players"] == ["Ben", "Bot 3"]
    assert attrs["winner_user_ids"] == ["user-b"]
    # Duck Down's events are not this game's: not fired
    host.change(tid, events=[{"type": "duck_down_called", "seat": 0}])
    await hass.async_block_till_done()
    assert hass.states.get(event_id).attributes["event_type"] == "game_ended"


async def test_bot_levels_are_the_games(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry
) -> None:
    host.games = [*host.games, TEAM_GAME]
    host.publish_info()
    race = await hass.services.async_call(
        DOMAIN,
        "create_table",
        {"name": "Race", "game": "team_race"},
        blocking=True,
        context=A,
        return_response=True,
    )
    tid = race["table_id"]
    assert host.requests[-1][1]["ruleset"] == "team_race"
    await hass.async_block_till_done()
    await hass.services.async_call(DOMAIN, "add_bot", {"table_id": tid}, blocking=True, context=A)
    assert host.requests[-1][1]["level"] == "clever"  # no medium: the middle of the game's
    with pytest.raises(ServiceValidationError) as err:
        await hass.services.async_call(
            DOMAIN, "add_bot", {"table_id": tid, "level": "hard"}, blocking=True, context=A
        )
    assert err.value.translation_key == "unknown_bot_level"
    assert err.value.translation_placeholders == {"level": "hard", "levels": "random, clever"}
    # Duck Down's levels include the host's random bot
    den = await hass.services.async_call(
        DOMAIN, "create_table", {"name": "Den"}, blocking=True, context=A, return_response=True
    )
    await hass.async_block_till_done()
    await hass.services.async_call(
        DOMAIN,
        "add_bot",
        {"table_id": den["table_id"], "level": "random"},
        blocking=True,
        context=A,
    )
    assert host.requests[-1][1]["level"] == "random"


@pytest.mark.parametrize(
    ("data", "key", "placeholders"),
    [
        ({"game": "chess"}, "unknown_game", {"game": "chess", "games": "<every game>"}),
        ({"game": "team_race", "turn_time": 30}, "option_not_for_game", None),
        ({"options": {"turn_time": 20}, "turn_time": 30}, "option_given_twice", None),
    ],
)
async def test_create_table_refusals(
    hass: HomeAssistant,
    host: FakeHost,
    entry: MockConfigEntry,
    data: dict[str, Any],
    key: str,
    placeholders: dict[str, str] | None,
) -> None:
    host.games = [*host.games, TEAM_GAME]
    host.publish_info()
    await hass.async_block_till_done()
    sent = len(host.requests)
    with pytest.raises(ServiceValidationError) as err:
        await hass.services.async_call(
            DOMAIN, "create_table", {"name": "x", **data}, blocking=True, context=A
        )
    assert err.value.translation_key == key
    if placeholders is not None:
        if placeholders.get("games") == "<every game>":  # whatever the host registers
            names = sorted(g["name"] for g in host.games)
            placeholders = {**placeholders, "games": ", ".join(names)}
        assert err.value.translation_placeholders == placeholders
    assert str(err.value) and key not in str(err.value)  # the translated text
    assert len(host.requests) == sent  # nothing reached the host


@pytest.mark.parametrize(
    "options",
    [
        {"when": object()},
        {"x": float("nan")},
        {1: 2},
        "turn_time=30",
        {f"o{i}": i for i in range(33)},
    ],
)
async def test_create_table_options_must_be_a_json_object(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry, options: Any
) -> None:
    sent = len(host.requests)
    with pytest.raises(vol.Invalid):
        await hass.services.async_call(
            DOMAIN, "create_table", {"name": "x", "options": options}, blocking=True, context=A
        )
    assert len(host.requests) == sent


async def test_create_table_options_go_to_the_host(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry
) -> None:
    created = await hass.services.async_call(
        DOMAIN,
        "create_table",
        {"name": "Den", "options": {"peek_time": 5, "keep_known": True}, "turn_time": 30},
        blocking=True,
        context=A,
        return_response=True,
    )
    command, request = host.requests[-1]
    assert command == "table/create" and request["ruleset"] == "duck_down"
    assert request["options"] == {"peek_time": 5, "keep_known": True, "turn_time": 30}
    assert created["table_id"] in host.tables
    # the game's own check (here Duck Down's parse_config) refuses; its message comes back
    with pytest.raises(ServiceValidationError) as err:
        await hass.services.async_call(
            DOMAIN,
            "create_table",
            {"name": "Bad", "options": {"peek_time": 9999}},
            blocking=True,
            context=A,
        )
    assert err.value.translation_key == "host_refused"
    assert err.value.translation_placeholders["code"] == "invalid_config"
    assert "peek_time" in err.value.translation_placeholders["message"]
    assert "peek_time" in str(err.value)


async def test_tables_wait_for_the_host_info(
    hass: HomeAssistant, host: FakeHost, mqtt_mock: Any
) -> None:
    """A table's entities follow its game's metadata: a snapshot that comes before host info
    (retained messages come in any order) gets its entities when the info arrives."""
    host.games = [*host.games, OPEN_GAME]
    entry = make_entry()
    entry.add_to_hass(hass)
    assert await hass.config_entries.async_setup(entry.entry_id)
    await hass.async_block_till_done()
    host.online()
    tid = host.add_table("Pond", ruleset="pond")
    host.publish_table(tid)
    await hass.async_block_till_done()
    assert hass.states.get("sensor.pond_phase") is None
    host.publish_info()
    await hass.async_block_till_done()
    assert hass.states.get("sensor.pond_phase").state == "lobby"
    assert hass.states.get("sensor.pond_leader") is None  # host info: no winner by score
    assert hass.states.get("event.pond_game").attributes["event_types"][0] == "proposal_made"
    host.publish_info()  # again: nothing is added twice
    await hass.async_block_till_done()
    assert len([e for e in er.async_get(hass).entities.values() if tid in e.unique_id]) == 4


async def test_an_older_host_without_games(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry
) -> None:
    """Host info without `games`: Duck Down's module fills in, other games get no leader."""
    host.publish_info(games=None)
    await hass.async_block_till_done()
    assert entry.runtime_data.hub.games == {}
    tid = host.add_table("Old", max_seats=3)
    host.publish_table(tid)
    other = host.add_table("Other", max_seats=3, ruleset="team_race")
    host.publish_table(other)
    await hass.async_block_till_done()
    host.change(tid, status="playing", game=game_view(scores=[[4, 1, 9]], totals=[4, 1, 9]))
    await hass.async_block_till_done()
    assert hass.states.get("sensor.old_leader").state == "Seat 1"  # lowest wins, as Duck Down
    assert hass.states.get("event.old_game").attributes["event_types"] == DUCK_DOWN_EVENT_TYPES
    assert hass.states.get("sensor.other_phase") is not None
    assert hass.states.get("sensor.other_leader") is None


async def test_turns_come_from_to_act_for_every_game(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry
) -> None:
    """A game without a `turn_started` of its own gets one when a seat's decision becomes due
    (it enters `to_act`), once per seat, naming its player, user and bot; its own events of
    that name are not fired twice."""
    hass.states.async_set("person.ben", "home", {"user_id": "user-b"})
    tid = await team_table(hass, host)
    fired: list[dict[str, Any]] = []

    @callback
    def _record(event: Any) -> None:
        new = event.data.get("new_state")
        kind = new.attributes.get("event_type") if new is not None else None
        if event.data["entity_id"] == "event.race_game" and kind == "turn_started":
            fired.append(dict(new.attributes))

    hass.bus.async_listen("state_changed", _record)
    host.change(tid, status="playing", game=race_view(to_act=[1, 3]))
    await hass.async_block_till_done()
    assert [(a["seat"], a["player"], a["user_id"], a["bot"]) for a in fired] == [
        (1, "Ben", "user-b", None),
        (3, "Bot 3", None, "clever"),
    ]
    assert (fired[0]["person"], fired[0]["round"], fired[0]["table"]) == ("person.ben", 2, "Race")
    # still due: no news; Bot 3 done, Anna's due: only Anna
    host.change(tid, game=race_view(to_act=[1, 3], totals=[4, 5, 4, 1]))
    host.change(tid, game=race_view(to_act=[1, 0]))
    await hass.async_block_till_done()
    assert [a["seat"] for a in fired] == [1, 3, 0]
    # a game event of that name is the integration's to fire here, not the game's
    host.change(tid, events=[{"type": "turn_started", "seat": 2, "number": 9}])
    await hass.async_block_till_done()
    assert [a["seat"] for a in fired] == [1, 3, 0]
    # the game ends: nobody is due; a new game's first decision is news again
    host.change(tid, status="over", game=race_view(phase="over", to_act=[], winners=[0, 2]))
    host.change(tid, status="playing", game=race_view(round=1, to_act=[1]))
    await hass.async_block_till_done()
    assert [a["seat"] for a in fired] == [1, 3, 0, 1]


async def test_a_due_decision_is_no_news_after_a_restart(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry
) -> None:
    """Home Assistant (re)starting in the middle of a decision fires no turn for it."""
    host.games = [*host.games, TEAM_GAME]
    host.publish_info()
    tid = host.add_table("Race", max_seats=4, ruleset="team_race")
    host.tables[tid]["status"] = "playing"
    host.tables[tid]["game"] = race_view(to_act=[1])
    host.publish_table(tid)
    await hass.async_block_till_done()
    assert hass.states.get("event.race_game").state == STATE_UNKNOWN
    host.change(tid, game=race_view(to_act=[2]))
    await hass.async_block_till_done()
    assert hass.states.get("event.race_game").attributes["seat"] == 2
