"""A Duck Pond table in Home Assistant (`games/duck_pond.py`): its table entities, a device per
player, the calendar, the to-do lists and the game's events, over a seeded household of the real
engine played through the fake host. Every state is read back from the public view alone, the
current period's seed (the one hidden thing) shows nowhere, players who join get a device and
players who leave lose theirs."""

from __future__ import annotations

import asyncio
import json
import random
from datetime import UTC, datetime
from typing import Any

from homeassistant.const import STATE_UNKNOWN
from homeassistant.core import HomeAssistant
from homeassistant.helpers import device_registry as dr
from homeassistant.helpers import entity_registry as er
from homeassistant.util import dt as dt_util
from pytest_homeassistant_custom_component.common import MockConfigEntry

from custom_components.duck_down.const import DOMAIN
from custom_components.duck_down.diagnostics import async_get_config_entry_diagnostics
from duckdown.engine import HOST, IllegalAction

from .engine_table import HA_ATTRIBUTES, EngineTable, dump
from .fake_host import HOST_ID, FakeHost, HostError
from .test_metadata import translations

#: 2024-01-01 00:00 UTC, a Monday: the round starts in Period One of 2023-12-31
T0 = 1_704_067_200_000
TITLES = ("deity", "king", "lord", "duke")
ITEMS = ("seeds", "grapes", "watermelon", "blood_orange", "nothing", "god_egg")
POND_EVENTS = (
    "proposal_made",
    "proposal_passed",
    "proposal_failed",
    "roll",
    "duck_hatched",
    "title_changed",
    "disciple_perished",
    "god_egg",
    "round_lost",
)
NEWS = (
    "title_changed",
    "disciple_perished",
    "proposal_passed",
    "proposal_failed",
    "god_egg",
    "round_lost",
)
#: Home Assistant's own attributes of the calendar and of measurements
OWN_ATTRIBUTES = HA_ATTRIBUTES | {
    "state_class",
    "message",
    "all_day",
    "start_time",
    "end_time",
    "location",
    "description",
    "supported_features",
}


class PondTable(EngineTable):
    """A Duck Pond household behind the fake host: Anna (user-a) and Ben (user-b) and bots;
    the host's `game/action` is played by the engine, as the real host does."""

    def __init__(self, hass: HomeAssistant, host: FakeHost, players: int, seed: int) -> None:
        super().__init__(hass, host, "duck_pond", players, seed)
        self.now = T0
        self.state = self.rules.new_game(
            self.rules.parse_config({}), players, seed, now=T0, entropy=bytes(range(32))
        )
        self.entropy = random.Random(seed + 7)
        host.cmd_game_action = self.cmd_game_action  # type: ignore[method-assign]

    def cmd_game_action(self, command: str, request: dict[str, Any]) -> dict[str, Any]:
        """The host's `game/action` for a seat Home Assistant holds: the engine decides."""
        self.host._check(command, request, ("seat",))
        try:
            events = self.act(request["seat"], request["action"])
        except IllegalAction as err:
            raise HostError(err.code, err.message) from err
        self.host._after.append(lambda: self.hass.async_create_task(self.publish(events)))
        return {"seq": self.host.tables[self.tid]["seq"] + 1}

    def act(self, seat: int | None, action: dict[str, Any]) -> list[Any]:
        self.now += 1000
        return list(self.rules.apply(self.state, seat, self.rules.parse_action(action), self.now))

    def timeout(self) -> list[Any]:
        """The host's timeout at the deadline, with fresh entropy."""
        self.now = max(self.now, self.rules.deadline(self.state))
        entropy = self.entropy.randbytes(32).hex()
        action = self.rules.parse_action({"type": "timeout", "entropy": entropy})
        return list(self.rules.apply(self.state, HOST, action, self.now))

    def step(self) -> list[Any]:
        """A busy household: mostly moves by anyone, now and then the calendar moves on."""
        may = list(self.rules.may_act(self.state))
        if not may or self.rng.random() < 0.05:
            return self.timeout()
        seat = self.rng.choice(may)
        action = self.rng.choice(list(self.rules.legal_actions(self.state, seat)))
        self.now += 1000
        return list(self.rules.apply(self.state, seat, action, self.now))

    async def publish_settled(self, events: list[Any]) -> None:
        """Publish, then let the loop run, without waiting for automations that wait."""
        self.host.tables[self.tid]["views"] = self.seat_views()
        self.host.change(
            self.tid,
            status="over" if self.over else "playing",
            game=self.public(),
            events=[e.view(None) for e in events],
        )
        for _ in range(300):
            await asyncio.sleep(0)

    def seed_hidden(self) -> str:
        """The current period's seed, which no one may see before the period ends."""
        return str(self.state.period.seed)

    async def started(self) -> list[dict[str, Any]]:
        await self.seat_everyone()
        return await self.publish(list(self.rules.opening_events(self.state)))


def view_name(view: dict[str, Any], seat: Any) -> str | None:
    for item in view["seats"]:
        if item["seat"] == seat:
            return str(item["name"])
    return None


def iso(ms: int | None) -> str | None:
    return None if ms is None else datetime.fromtimestamp(ms / 1000, UTC).isoformat()


def ducks(view: dict[str, Any]) -> list[dict[str, Any]]:
    return [d for pond in view["ponds"] for d in pond["ducks"]] + view["elsewhere"]


def player_key(seat: int) -> str:
    return f"player {seat}"


def expected_states(table: PondTable, view: dict[str, Any]) -> dict[str, Any]:
    """What each table and player entity must show, read from the public view alone."""
    over = table.over
    period = view["period"]
    active = [s for s in view["seats"] if s["active"]]
    closing = [
        p for p in view["proposals"] if p["status"] == "open" and p["closes"] == period["end"]
    ]
    feeds = view["rules"]["numbers"]["feeds_per_period"]

    def feedable(seat: int) -> bool:
        return any(
            d["owner"] is not None and d["owner"] != seat and d["complete"] and not d["scouting"]
            for d in ducks(view)
        )

    out: dict[str, Any] = {
        "sensor.den_phase": "over" if over else "play",
        "sensor.den_period": STATE_UNKNOWN
        if over
        else ("one" if period["period"].endswith("/1") else "two"),
        "sensor.den_god_eggs": str(view["duck_god"]["god_eggs"]),
        "sensor.den_proposals": str(sum(p["status"] == "open" for p in view["proposals"])),
        "not_voted": []
        if over
        else [
            s["name"]
            for s in active
            if any(s["seat"] not in p["for"] + p["against"] for p in closing)
        ],
        "not_fed": []
        if over
        else [s["name"] for s in active if s["fed"] < feeds and feedable(s["seat"])],
        "judge": view_name(view, view["judge"]["seat"]) or STATE_UNKNOWN,
        "news": [(e["n"], e["type"]) for e in view["log"] if e["type"] in NEWS],
        "disciple": view["disciple"]["name"] if view["disciple"] else STATE_UNKNOWN,
    }
    for title in TITLES:
        holder = view["titles"][title]
        name = "Duck God" if holder == "duck_god" else view_name(view, holder)
        out[f"sensor.den_duck_{title}"] = name or STATE_UNKNOWN
    for seat in view["seats"]:
        if not seat["active"]:
            continue
        mine = sorted(
            (d for d in ducks(view) if d["owner"] == seat["seat"]), key=lambda d: d["duck"]
        )
        out[player_key(seat["seat"])] = (
            str(seat["quacks"]),
            str(len(mine)),
            [d["duck"] for d in mine],
            str(sum(d["eggs"] for d in mine)),
            str(sum(seat["items"].values())),
            {k: seat["items"][k] for k in ITEMS},
            seat["titles"],
        )
    return out


def shown_states(hass: HomeAssistant, view: dict[str, Any]) -> dict[str, Any]:
    def get(entity: str) -> Any:
        return hass.states.get(entity)

    period = get("sensor.den_period")
    out: dict[str, Any] = {
        key: get(key).state
        for key in ("sensor.den_phase", "sensor.den_period", "sensor.den_god_eggs")
    }
    out["sensor.den_proposals"] = get("sensor.den_open_proposals").state
    out["not_voted"] = period.attributes["not_voted"]
    out["not_fed"] = period.attributes["not_fed"]
    out["judge"] = get("sensor.den_judge").state
    out["news"] = [(a["n"], a["type"]) for a in get("sensor.den_news").attributes["news"]]
    out["disciple"] = get("sensor.den_duck_disciple").state
    for title in TITLES:
        out[f"sensor.den_duck_{title}"] = get(f"sensor.den_duck_{title}").state
    for seat in view["seats"]:
        if not seat["active"]:
            continue
        prefix = player_prefix_of(hass, seat["seat"])
        ducks_state = get(f"{prefix}_ducks")
        items = get(f"{prefix}_items")
        out[player_key(seat["seat"])] = (
            get(f"{prefix}_quacks").state,
            ducks_state.state,
            [d["duck"] for d in ducks_state.attributes["ducks"]],
            get(f"{prefix}_eggs").state,
            items.state,
            {k: items.attributes[k] for k in ITEMS},
            get(f"{prefix}_titles").attributes["titles"],
        )
    return out


def player_prefix_of(hass: HomeAssistant, seat: int) -> str:
    """The entity id prefix of a player's sensors, by unique id (names change, ids stay)."""
    registry = er.async_get(hass)
    for entry in registry.entities.values():
        if entry.unique_id.endswith(f"_seat{seat}_quacks"):
            return entry.entity_id.removesuffix("_quacks")
    raise AssertionError(f"no player device for seat {seat}")


def expected_events(
    table: PondTable, events: list[dict[str, Any]], view: dict[str, Any]
) -> list[tuple[str, dict[str, Any]]]:
    """The Game entity's events for one change: the game's automation events, in order."""
    out: list[tuple[str, dict[str, Any]]] = []
    for event in events:
        kind = event["type"]
        if kind not in POND_EVENTS:
            continue
        data: dict[str, Any] = {}
        if kind == "proposal_made":
            data = {
                "proposal": event["proposal"],
                "title": event["title"],
                "player": view_name(view, event["seat"]),
            }
        elif kind in ("proposal_passed", "proposal_failed"):
            data = {k: event[k] for k in ("proposal", "for", "against")}
        elif kind == "roll":
            data = {k: event[k] for k in ("n", "sides", "result", "cause")}
        elif kind == "title_changed":

            def name(holder: Any) -> Any:
                return "Duck God" if holder == "duck_god" else view_name(view, holder)

            data = {
                "title": event["title"],
                "holder_player": name(event["holder"]),
                "previous_player": name(event["previous"]),
            }
        elif kind == "god_egg":
            data = {"god_eggs": event["god_eggs"], "limit": event["limit"]}
        out.append((kind, data))
    return out


def untranslated(hass: HomeAssistant) -> set[tuple[str, str, str]]:
    """(language, translation key, attribute) of every attribute shown without a name."""
    missing: set[tuple[str, str, str]] = set()
    registry = er.async_get(hass)
    for state in hass.states.async_all():
        entry = registry.async_get(state.entity_id)
        if entry is None or entry.platform != DOMAIN or not entry.translation_key:
            continue
        for lang in ("en", "de", "nl"):
            entity = translations(lang)["entity"][state.domain][entry.translation_key]
            named = entity.get("state_attributes", {})
            for key in set(state.attributes) - OWN_ATTRIBUTES:
                if not named.get(key, {}).get("name"):
                    missing.add((lang, entry.translation_key, key))
    return missing


def pond_entities(hass: HomeAssistant, entry: MockConfigEntry, tid: str) -> list[tuple[str, str]]:
    return sorted(
        (e.unique_id.replace(tid, "TID"), e.entity_id)
        for e in er.async_get(hass).entities.values()
        if e.config_entry_id == entry.entry_id and tid in e.unique_id
    )


TABLE_KEYS = [
    "calendar",
    "disciple",
    "duck_deity",
    "duck_duke",
    "duck_king",
    "duck_lord",
    "game",
    "god_eggs",
    "judge",
    "news",
    "period",
    "period_end",
    "phase",
    "proposals",
]
PLAYER_KEYS = ["ducks", "eggs", "items", "quacks", "titles", "todo"]


async def test_pond_table_and_a_device_per_player(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry
) -> None:
    table = PondTable(hass, host, 3, seed=4)
    await table.seat_everyone()
    # the lobby: the table's entities, no player yet
    assert pond_entities(hass, entry, table.tid) == sorted(
        (f"{HOST_ID}_TID_{k}", eid)
        for k, eid in zip(
            TABLE_KEYS,
            [
                "calendar.den_calendar",
                "sensor.den_duck_disciple",
                "sensor.den_duck_deity",
                "sensor.den_duck_duke",
                "sensor.den_duck_king",
                "sensor.den_duck_lord",
                "event.den_game",
                "sensor.den_god_eggs",
                "sensor.den_judge",
                "sensor.den_news",
                "sensor.den_period",
                "sensor.den_voting_ends",
                "sensor.den_phase",
                "sensor.den_open_proposals",
            ],
            strict=True,
        )
    )
    assert hass.states.get("sensor.den_phase").state == "lobby"
    assert hass.states.get("event.den_game").attributes["event_types"][:9] == list(POND_EVENTS)
    await table.publish(list(table.rules.opening_events(table.state)))
    # started: a device per player, below the table's device
    devices = dr.async_get(hass)
    table_device = devices.async_get_device(identifiers={(DOMAIN, f"{HOST_ID}_{table.tid}")})
    assert table_device.model == "Duck Pond table"
    for seat in range(3):
        device = devices.async_get_device(
            identifiers={(DOMAIN, f"{HOST_ID}_{table.tid}:seat:{seat}")}
        )
        assert device is not None and device.via_device_id == table_device.id
        assert device.name == f"Den Player {seat + 1}"
        ids = {e.unique_id for e in er.async_entries_for_device(er.async_get(hass), device.id)}
        assert ids == {f"{HOST_ID}_{table.tid}_seat{seat}_{k}" for k in PLAYER_KEYS}
    view = table.public()
    assert shown_states(hass, view) == expected_states(table, view)
    assert hass.states.get("sensor.den_player_1_quacks").attributes["state_class"] == "measurement"
    end = hass.states.get("sensor.den_voting_ends")
    assert end.state == "2024-01-04T00:00:00+00:00"
    assert hass.states.get("sensor.den_period").attributes["start"] == iso(T0)
    assert not untranslated(hass)


async def test_a_pond_household_over_weeks(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry
) -> None:
    """Three players (Anna, Ben and a bot) for weeks of periods; a fourth joins, one leaves."""
    table = PondTable(hass, host, 3, seed=11)
    events = await table.started()
    seen: set[str] = set()
    joined = left = False
    steps = 0
    while not table.over and steps < 700:
        view = table.public()
        assert shown_states(hass, view) == expected_states(table, view), steps
        expected = expected_events(table, events, view)
        fired = [(k, a) for k, a in table.fired if k in POND_EVENTS]  # and lobby events
        assert [k for k, _ in fired] == [k for k, _ in expected], steps
        for (kind, attrs), (_, data) in zip(fired, expected, strict=True):
            assert {key: attrs[key] for key in data} == data, (steps, kind)
            assert (attrs["table"], attrs["table_id"]) == ("Den", table.tid)
            seen.add(kind)
        text = dump(hass)
        assert table.seed_hidden() not in text, steps
        if steps % 100 == 0:
            diagnostics = await async_get_config_entry_diagnostics(hass, entry)
            assert table.seed_hidden() not in json.dumps(diagnostics, default=str), steps
        if steps == 150:  # Cleo joins the running pond: seat 3, a new device
            events = list(table.rules.join(table.state, 3, "Cleo", table.now))
            host.tables[table.tid]["seats"].append({"name": "Cleo", "kind": "bot", "bot": "random"})
            joined = True
        elif steps == 300:  # the bot in seat 2 leaves: its device goes
            events = list(table.rules.leave(table.state, 2, table.now))
            left = True
        else:
            events = table.step()
        events = await table.publish(events)
        steps += 1
        if joined and steps == 151:
            assert hass.states.get(f"{player_prefix_of(hass, 3)}_quacks") is not None
        if left and steps == 301:
            assert not dr.async_get(hass).async_get_device(
                identifiers={(DOMAIN, f"{HOST_ID}_{table.tid}:seat:2")}
            )
            assert not any(
                e.unique_id.endswith("_seat2_quacks") for e in er.async_get(hass).entities.values()
            )
    assert seen >= {"proposal_made", "proposal_failed", "roll", "title_changed", "god_egg"}, seen
    assert joined and left
    assert not untranslated(hass)


async def test_calendar_shows_the_periods_and_sunday_god_eggs(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry, freezer: Any
) -> None:
    freezer.move_to("2024-01-02 12:00:00+00:00")
    table = PondTable(hass, host, 2, seed=3)
    await table.started()
    # Ben proposes: it is voted on in the next period (ruling 2)
    await table.publish(table.act(1, {"type": "propose", "title": "Bigger feed", "text": "d8"}))
    state = hass.states.get("calendar.den_calendar")
    assert (state.state, state.attributes["message"]) == ("on", "Period One")
    ends = dt_util.as_local(datetime(2024, 1, 4, tzinfo=UTC))
    assert state.attributes["end_time"] == ends.strftime("%Y-%m-%d %H:%M:%S")
    result = await hass.services.async_call(
        "calendar",
        "get_events",
        {
            "entity_id": "calendar.den_calendar",
            "start_date_time": "2024-01-01T00:00:00+00:00",
            "end_date_time": "2024-01-22T00:00:00+00:00",
        },
        blocking=True,
        return_response=True,
    )
    got = [
        (e["summary"], e["start"], e["end"], e.get("description"))
        for e in result["calendar.den_calendar"]["events"]
    ]
    egg = "The Duck God gains a God Egg: {} of 12."
    assert got == [
        ("Period One", "2024-01-01T00:00:00+00:00", "2024-01-04T00:00:00+00:00", None),
        (
            "Period Two",
            "2024-01-04T00:00:00+00:00",
            "2024-01-07T00:00:00+00:00",
            "Voting on:\n#1 Bigger feed",
        ),
        ("Period One", "2024-01-07T00:00:00+00:00", "2024-01-11T00:00:00+00:00", None),
        ("The Duck God's Sunday egg", "2024-01-07", "2024-01-08", egg.format(1)),
        ("Period Two", "2024-01-11T00:00:00+00:00", "2024-01-14T00:00:00+00:00", None),
        ("Period One", "2024-01-14T00:00:00+00:00", "2024-01-18T00:00:00+00:00", None),
        ("The Duck God's Sunday egg", "2024-01-14", "2024-01-15", egg.format(2)),
        ("Period Two", "2024-01-18T00:00:00+00:00", "2024-01-21T00:00:00+00:00", None),
        ("Period One", "2024-01-21T00:00:00+00:00", "2024-01-25T00:00:00+00:00", None),
        ("The Duck God's Sunday egg", "2024-01-21", "2024-01-22", egg.format(3)),
    ]
    # the calendar moves on with the engine's boundaries: the past period stays, revealed
    while table.state.period.number < 3:
        await table.publish(table.timeout())
    result = await hass.services.async_call(
        "calendar",
        "get_events",
        {
            "entity_id": "calendar.den_calendar",
            "start_date_time": "2024-01-01T00:00:00+00:00",
            "end_date_time": "2024-01-09T00:00:00+00:00",
        },
        blocking=True,
        return_response=True,
    )
    got = [(e["summary"], e["start"]) for e in result["calendar.den_calendar"]["events"]]
    assert got == [
        ("Period One", "2024-01-01T00:00:00+00:00"),
        ("Period Two", "2024-01-04T00:00:00+00:00"),
        ("Period One", "2024-01-07T00:00:00+00:00"),
        ("The Duck God's Sunday egg", "2024-01-07"),
    ]


async def test_a_coming_egg_that_loses_the_round_ends_the_calendar(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry
) -> None:
    table = PondTable(hass, host, 2, seed=3)
    await table.started()
    table.state.god_eggs = 10  # two Sundays from the end
    await table.publish([])
    result = await hass.services.async_call(
        "calendar",
        "get_events",
        {
            "entity_id": "calendar.den_calendar",
            "start_date_time": "2024-01-01T00:00:00+00:00",
            "end_date_time": "2024-03-01T00:00:00+00:00",
        },
        blocking=True,
        return_response=True,
    )
    eggs = [e for e in result["calendar.den_calendar"]["events"] if e["start"][10:11] != "T"]
    assert [e["description"] for e in eggs] == [
        "The Duck God gains a God Egg: 11 of 12.",
        "The Duck God gains a God Egg: 12 of 12, and everyone loses.",
    ]
    last = result["calendar.den_calendar"]["events"][-1]
    assert last["start"] == "2024-01-14"  # no period after the losing Sunday


async def todo_items(hass: HomeAssistant, entity_id: str) -> list[tuple[str, str, Any]]:
    result = await hass.services.async_call(
        "todo", "get_items", {"entity_id": entity_id}, blocking=True, return_response=True
    )
    return [(i["summary"], i["status"], i.get("due")) for i in result[entity_id]["items"]]


async def test_each_players_list_of_what_is_open_this_period(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry
) -> None:
    table = PondTable(hass, host, 2, seed=3)
    await table.started()
    anna = "todo.den_player_1_to_do_this_period"
    assert await todo_items(hass, anna) == [
        ("Give duck 1 a name", "needs_action", None),
        ("Pick a pond for duck 1", "needs_action", None),
    ]
    # Ben's duck gets its name and pond; Anna may feed it now; Ben proposes
    await table.publish(table.act(1, {"type": "name", "duck": 2, "name": "Waddles"}))
    await table.publish(table.act(1, {"type": "assign_pond", "duck": 2, "pond": 1}))
    await table.publish(table.act(1, {"type": "propose", "title": "Bigger feed", "text": "d8"}))
    assert await todo_items(hass, anna) == [
        ("Give duck 1 a name", "needs_action", None),
        ("Pick a pond for duck 1", "needs_action", None),
        ("Feed another player's duck", "needs_action", "2024-01-04T00:00:00+00:00"),
        ("Vote on #1 Bigger feed", "needs_action", "2024-01-07T00:00:00+00:00"),
    ]
    assert hass.states.get(anna).state == "4"
    await table.publish(table.act(0, {"type": "name", "duck": 1, "name": "Quackers"}))
    await table.publish(table.act(0, {"type": "feed", "duck": 2}))
    await table.publish(table.act(0, {"type": "vote", "proposal": 1, "vote": "against"}))
    assert await todo_items(hass, anna) == [
        ("Pick a pond for Quackers", "needs_action", None),
        ("Feed another player's duck", "completed", "2024-01-04T00:00:00+00:00"),
        ("Vote on #1 Bigger feed", "completed", "2024-01-07T00:00:00+00:00"),
    ]
    assert hass.states.get(anna).state == "1"
    # the reminder's names: Ben has not fed (Anna's duck has no pond: nothing to feed)
    period = hass.states.get("sensor.den_period").attributes
    assert (period["not_fed"], period["not_voted"]) == ([], [])
    # German, from Home Assistant's language
    hass.config.language = "de"
    assert (await todo_items(hass, anna))[0][0] == "Such einen Teich für Quackers aus"
