"""The automation blueprint: Duck Down calls on the speakers, your turn on your phone."""

from __future__ import annotations

import asyncio
import logging
import shutil
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from homeassistant.components.blueprint import models
from homeassistant.core import HomeAssistant
from homeassistant.setup import async_setup_component
from homeassistant.util import dt as dt_util
from homeassistant.util.yaml import load_yaml
from pytest_homeassistant_custom_component.common import (
    MockConfigEntry,
    async_fire_time_changed,
    async_mock_service,
)

from .fake_host import FakeHost, game_view
from .test_services import A, B, call, create, settle_until

ROOT = Path(__file__).resolve().parents[2]
BLUEPRINT = ROOT / "blueprints" / "automation" / "duck_down" / "announce_and_notify.yaml"
EVENT = "event.kitchen_table_game"


AWAY = ROOT / "blueprints" / "automation" / "duck_down" / "bot_plays_when_away.yaml"


@pytest.mark.parametrize(
    ("path", "inputs"),
    [
        (BLUEPRINT, {"game_event", "tts_entity", "speakers", "phones", "announce_turns"}),
        (AWAY, {"game_event", "wait_minutes", "level"}),
    ],
)
def test_blueprint_is_valid(path: Path, inputs: set[str]) -> None:
    from homeassistant.components.blueprint.schemas import BLUEPRINT_SCHEMA

    blueprint = models.Blueprint(
        load_yaml(str(path)), expected_domain="automation", schema=BLUEPRINT_SCHEMA
    )
    assert set(blueprint.inputs) == inputs


def fire(hass: HomeAssistant, stamp: str, **attributes: object) -> None:
    hass.states.async_set(EVENT, stamp, {"event_types": [], "table": "Kitchen table", **attributes})


@pytest.fixture
async def automation(hass: HomeAssistant, tmp_path: Path, request: pytest.FixtureRequest) -> None:
    """The announce blueprint in a real automation (`announce_turns` from an indirect param)."""
    hass.config.config_dir = str(tmp_path)
    target = tmp_path / "blueprints" / "automation" / "duck_down"
    target.mkdir(parents=True)
    shutil.copy(BLUEPRINT, target / BLUEPRINT.name)
    hass.states.async_set(EVENT, "2026-01-01T00:00:00+00:00", {"event_types": []})
    assert await async_setup_component(
        hass,
        "automation",
        {
            "automation": {
                "use_blueprint": {
                    "path": "duck_down/announce_and_notify.yaml",
                    "input": {
                        "game_event": EVENT,
                        "tts_entity": "tts.piper",
                        "speakers": ["media_player.kitchen"],
                        "phones": {"person.ben": "notify.mobile_app_bens_phone"},
                        "announce_turns": getattr(request, "param", False),
                    },
                }
            }
        },
    )
    await hass.async_block_till_done()


@pytest.mark.usefixtures("automation")
async def test_blueprint_announces_and_notifies(hass: HomeAssistant) -> None:
    speak = async_mock_service(hass, "tts", "speak")
    phone = async_mock_service(hass, "notify", "mobile_app_bens_phone")

    fire(
        hass, "2026-01-01T00:00:01+00:00", event_type="duck_down_called", player="Anna", person=None
    )
    await hass.async_block_till_done()
    assert len(speak) == 1
    assert speak[0].data["message"].startswith("Anna called Duck Down at Kitchen table")
    assert speak[0].data["media_player_entity_id"] == ["media_player.kitchen"]

    fire(
        hass,
        "2026-01-01T00:00:02+00:00",
        event_type="turn_started",
        player="Ben",
        person="person.ben",
    )
    await hass.async_block_till_done()
    assert len(phone) == 1
    assert phone[0].data["message"] == "It's your turn at Kitchen table."
    assert len(speak) == 1  # turns are not announced by default

    # a bot plays Ben's seat for now: his phone stays quiet
    fire(
        hass,
        "2026-01-01T00:00:02.500000+00:00",
        event_type="turn_started",
        player="Ben",
        person="person.ben",
        bot="easy",
    )
    await hass.async_block_till_done()
    assert len(phone) == 1

    # a player without a phone (or a bot): nothing is sent
    fire(hass, "2026-01-01T00:00:03+00:00", event_type="turn_started", player="Bot 2", person=None)
    fire(hass, "2026-01-01T00:00:04+00:00", event_type="round_ended", player=None)
    await hass.async_block_till_done()
    assert len(phone) == 1 and len(speak) == 1

    fire(hass, "2026-01-01T00:00:05+00:00", event_type="game_ended", winner_players=["Anna", "Ben"])
    await hass.async_block_till_done()
    assert speak[-1].data["message"] == "The game at Kitchen table is over. Anna and Ben won!"


@pytest.mark.usefixtures("automation")
async def test_blueprint_hears_events_of_one_millisecond_once_each(hass: HomeAssistant) -> None:
    """Two events within a millisecond share the entity's state (its time stamp): both are
    announced. The host going offline and back, or a rename, announces nothing again."""
    speak = async_mock_service(hass, "tts", "speak")
    stamp = "2026-01-01T00:00:01.000+00:00"
    fire(hass, stamp, event_type="round_ended", round=3)
    fire(hass, stamp, event_type="game_ended", winner_players=["Ben"])
    await hass.async_block_till_done()
    assert [c.data["message"] for c in speak] == ["The game at Kitchen table is over. Ben won!"]
    last = dict(hass.states.get(EVENT).attributes)
    hass.states.async_set(EVENT, "unavailable", {})
    hass.states.async_set(EVENT, stamp, last)  # back: the last event again
    hass.states.async_set(EVENT, stamp, {**last, "friendly_name": "Den game"})  # renamed
    await hass.async_block_till_done()
    assert len(speak) == 1
    fire(hass, stamp, event_type="duck_down_called", player="Anna", seat=0)
    fire(hass, stamp, event_type="duck_down_called", player="Ben", seat=1)
    await hass.async_block_till_done()
    assert [c.data["message"][:22] for c in speak[1:]] == [
        "Anna called Duck Down ",
        "Ben called Duck Down a",
    ]


@pytest.mark.parametrize("automation", [True], indirect=True)
@pytest.mark.usefixtures("automation")
async def test_blueprint_announces_turns_but_not_a_bots(hass: HomeAssistant) -> None:
    speak = async_mock_service(hass, "tts", "speak")
    phone = async_mock_service(hass, "notify", "mobile_app_bens_phone")
    fire(hass, "2026-01-01T00:00:01+00:00", event_type="turn_started", player="Ben", bot=None)
    await hass.async_block_till_done()
    assert [c.data["message"] for c in speak] == ["Ben, it's your turn."]
    # a bot plays Ben's seat for now: neither the speakers nor his phone say it is his turn
    fire(
        hass,
        "2026-01-01T00:00:02+00:00",
        event_type="turn_started",
        player="Ben",
        person="person.ben",
        bot="easy",
    )
    await hass.async_block_till_done()
    assert len(speak) == 1 and phone == []


async def test_away_blueprint_lets_a_bot_play_for_a_quiet_seat(
    hass: HomeAssistant,
    host: FakeHost,
    entry: MockConfigEntry,
    tmp_path: Path,
    caplog: pytest.LogCaptureFixture,
) -> None:
    """Ben back within the wait keeps his seat; Ben away longer gets a bot; a finished game or
    a seat a bot already plays is no error."""
    tid = await create(hass)
    await call(hass, "join", {"table_id": tid, "name": "Anna"}, A)
    await call(hass, "join", {"table_id": tid, "name": "Ben"}, B)
    host.change(tid, status="playing", game=game_view(players=2))
    await hass.async_block_till_done()

    hass.config.config_dir = str(tmp_path)
    target = tmp_path / "blueprints" / "automation" / "duck_down"
    target.mkdir(parents=True)
    shutil.copy(AWAY, target / AWAY.name)
    assert await async_setup_component(
        hass,
        "automation",
        {
            "automation": {
                "alias": "Den away",
                "use_blueprint": {
                    "path": "duck_down/bot_plays_when_away.yaml",
                    "input": {"game_event": "event.den_game", "wait_minutes": 3},
                },
            }
        },
    )
    await hass.async_block_till_done()
    assert hass.states.get("automation.den_away").state == "on"

    def runs() -> int:
        return int(hass.states.get("automation.den_away").attributes.get("current", 0))

    def handovers() -> list[dict[str, Any]]:
        return [r for c, r in host.requests if c == "seat/bot"]

    # back after two minutes of a three-minute wait: nothing happens
    host.change(tid, events=[{"type": "presence", "seat": 1, "connected": False}])
    await settle_until(lambda: runs() == 1)
    async_fire_time_changed(hass, dt_util.utcnow() + timedelta(minutes=2))
    assert runs() == 1  # still waiting for him
    host.change(tid, events=[{"type": "presence", "seat": 1, "connected": True}])
    await settle_until(lambda: runs() == 0)
    host.change(tid, events=[{"type": "turn_started", "seat": 1, "number": 3}])
    async_fire_time_changed(hass, dt_util.utcnow() + timedelta(minutes=10))
    await hass.async_block_till_done()
    assert handovers() == []

    # another seat's return does not count for Ben
    host.change(tid, events=[{"type": "presence", "seat": 1, "connected": False}])
    await settle_until(lambda: runs() == 1)
    host.change(tid, events=[{"type": "presence", "seat": 0, "connected": True}])
    await settle_until(lambda: hass.states.get("event.den_game").attributes["seat"] == 0)
    assert hass.states.get("event.den_game").attributes["event_type"] == "player_back"
    assert runs() == 1
    async_fire_time_changed(hass, dt_util.utcnow() + timedelta(minutes=4))
    await hass.async_block_till_done()
    assert runs() == 0
    assert handovers() == [handovers()[0]]
    request = handovers()[0]
    assert request["auth"]["role"] == "owner"
    assert (request["seat"], request["level"]) == (1, "easy")
    assert host.tables[tid]["seats"][1]["bot"] == "easy"

    # a seat a bot plays already: nothing to wait for (a run would wait minutes: fail, not hang)
    host.change(tid, events=[{"type": "presence", "seat": 1, "connected": False}])
    async with asyncio.timeout(5):
        await hass.async_block_till_done()
    assert hass.states.get("event.den_game").attributes["bot"] == "easy"
    assert runs() == 0

    # Anna goes quiet, Ben lets a bot play for her meanwhile: the run ends
    host.change(tid, events=[{"type": "presence", "seat": 0, "connected": False}])
    await settle_until(lambda: runs() == 1)
    host.tables[tid]["seats"][0]["bot"] = "hard"
    host.change(tid, events=[{"type": "seat_handed_to_bot", "seat": 0, "level": "hard"}])
    await settle_until(lambda: runs() == 0)

    # the game ends while Ben (his own seat again) is away: the run ends with it
    host.tables[tid]["seats"][0]["bot"] = host.tables[tid]["seats"][1]["bot"] = None
    host.change(tid, events=[{"type": "presence", "seat": 1, "connected": False}])
    await settle_until(lambda: runs() == 1)
    host.change(tid, events=[{"type": "game_ended", "totals": [10, 20], "winners": [0]}])
    await settle_until(lambda: runs() == 0)

    # Ben leaves mid-game; the game is over before the wait (no game_ended seen): no bot either
    host.change(tid, events=[{"type": "player_left", "seat": 1, "name": "Ben"}])
    await settle_until(lambda: runs() == 1)
    assert hass.states.get("event.den_game").attributes["event_type"] == "player_away"
    host.change(tid, status="over")
    await settle_until(lambda: hass.states.get("sensor.den_phase").state == "over")
    async_fire_time_changed(hass, dt_util.utcnow() + timedelta(minutes=4))
    await hass.async_block_till_done()
    assert runs() == 0
    assert len(handovers()) == 1
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]


#: each game's events the speakers announce, and what they say (the table is "Den")
CALLS = {
    "duck_down": [
        (
            {"type": "duck_down_called", "seat": 0},
            "Anna called Duck Down at Den! Everyone else gets one more turn.",
        )
    ],
    "dutch": [
        (
            {"type": "dutch_called", "seat": 0, "round": 1},
            "Anna called Dutch at Den! Everyone else gets one more turn.",
        )
    ],
    "quack_quack": [
        (
            {
                "type": "revolution",
                "seat": 0,
                "cards": ["farmer", "craftsman", "merchant"],
                "lap": [1, 2],
            },
            "Anna starts a Revolution at Den!",
        ),
        (
            {"type": "secret_inspection", "seat": 1, "cards": ["inspector", "guard"], "lap": [2]},
            "Ben calls a Secret Inspection at Den!",
        ),
    ],
}


async def use_blueprint(
    hass: HomeAssistant, tmp_path: Path, path: Path, inputs: dict[str, Any], alias: str
) -> None:
    hass.config.config_dir = str(tmp_path)
    target = tmp_path / "blueprints" / "automation" / "duck_down"
    target.mkdir(parents=True, exist_ok=True)
    shutil.copy(path, target / path.name)
    automation = {
        "alias": alias,
        "use_blueprint": {"path": f"duck_down/{path.name}", "input": inputs},
    }
    assert await async_setup_component(hass, "automation", {"automation": automation})
    await hass.async_block_till_done()


def bens_turns_fired(table: Any) -> int:
    return sum(1 for kind, a in table.fired if kind == "turn_started" and a["seat"] == 1)


async def play(table: Any, turns: int) -> int:
    """Seeded random moves until Ben's decision has come due `turns` times (or the game is
    over); how often it came due."""
    count = 0
    while count < turns and not table.over:
        await table.publish(table.step())
        count += bens_turns_fired(table)
    await table.hass.async_block_till_done()
    return count


@pytest.mark.parametrize("game", sorted(CALLS))
async def test_announce_blueprint_at_every_game(
    hass: HomeAssistant,
    host: FakeHost,
    entry: MockConfigEntry,
    tmp_path: Path,
    caplog: pytest.LogCaptureFixture,
    game: str,
) -> None:
    """On the integration's own Game entity: each game's calls and bombs are spoken, Ben's
    phone says it is his turn whenever his decision becomes due (a real engine game, played
    by seeded random moves), and never while a bot plays his seat; the winners are spoken."""
    from .engine_table import EngineTable

    hass.states.async_set("person.ben", "home", {"user_id": "user-b"})
    speak = async_mock_service(hass, "tts", "speak")
    phone = async_mock_service(hass, "notify", "mobile_app_bens_phone")
    table = EngineTable(hass, host, game, 3, seed=5)
    await table.seat_everyone()
    await use_blueprint(
        hass,
        tmp_path,
        BLUEPRINT,
        {
            "game_event": "event.den_game",
            "tts_entity": "tts.piper",
            "speakers": ["media_player.kitchen"],
            "phones": {"person.ben": "notify.mobile_app_bens_phone"},
        },
        "Den announcements",
    )

    # Ben's turns: as many messages on his phone as times his decision came due
    await table.start()
    bens_turns = bens_turns_fired(table) + await play(table, 2)
    assert bens_turns >= 2, "Ben never got a turn: the test proves nothing"
    assert [c.data["message"] for c in phone] == ["It's your turn at Den."] * bens_turns

    # a bot plays Ben's seat: his turns stay quiet
    host.tables[table.tid]["seats"][1]["bot"] = "easy"
    host.change(table.tid)
    await hass.async_block_till_done()
    sent = len(phone)
    assert await play(table, 1) == 1 and len(phone) == sent

    # the game's own announcements, then the winners
    speak.clear()
    for event, _ in CALLS[game]:
        host.change(table.tid, events=[event])
        await hass.async_block_till_done()
    host.change(
        table.tid,
        events=[
            {
                "type": "game_ended",
                "rounds": 2,
                "totals": [9, 3, 4],
                "team_totals": None,
                "winners": [1],
            }
        ],
    )
    await hass.async_block_till_done()
    assert [c.data["message"] for c in speak] == [
        *(message for _, message in CALLS[game]),
        "The game at Den is over. Ben won!",
    ]
    assert all(c.data["media_player_entity_id"] == ["media_player.kitchen"] for c in speak)
    ours = ("homeassistant", "custom_components")  # not asyncio's note on a slow test step
    assert not [
        r for r in caplog.records if r.levelno >= logging.WARNING and r.name.startswith(ours)
    ]


@pytest.mark.parametrize("game", ["dutch", "quack_quack"])
async def test_away_blueprint_at_every_game(
    hass: HomeAssistant,
    host: FakeHost,
    entry: MockConfigEntry,
    tmp_path: Path,
    caplog: pytest.LogCaptureFixture,
    game: str,
) -> None:
    """The away blueprint reads the table's status, not a game's phases: a bot takes Ben's
    quiet seat while a Dutch or Quack-Quack game is on, in any of its phases, and not once the
    game is over."""
    from .engine_table import EngineTable

    tid = await create(hass, game=game, max_seats=3)
    table = EngineTable(hass, host, game, 3, seed=2, tid=tid)
    await table.seat_everyone()
    await table.start()
    await use_blueprint(
        hass,
        tmp_path,
        AWAY,
        {"game_event": "event.den_game", "wait_minutes": 2},
        "Den away",
    )

    def runs() -> int:
        return int(hass.states.get("automation.den_away").attributes.get("current", 0))

    def handovers() -> list[dict[str, Any]]:
        return [r for c, r in host.requests if c == "seat/bot"]

    phases = set()
    for _ in range(20):  # into the game, whatever its phase is called now
        phases.add(hass.states.get("sensor.den_phase").state)
        await table.publish(table.step())
    host.change(tid, events=[{"type": "presence", "seat": 1, "connected": False}])
    await settle_until(lambda: runs() == 1)
    async_fire_time_changed(hass, dt_util.utcnow() + timedelta(minutes=3))
    await hass.async_block_till_done()
    assert runs() == 0
    assert [(r["seat"], r["level"], r["auth"]["role"]) for r in handovers()] == [
        (1, "easy", "owner")
    ]
    assert host.tables[tid]["seats"][1]["bot"] == "easy"
    assert hass.states.get("sensor.den_phase").attributes["status"] == "playing"
    assert not phases & {"turn", "peek"} or game == "dutch"  # none of Duck Down's phases

    # Anna goes quiet, and the game ends before the wait is over: no bot
    host.change(tid, events=[{"type": "presence", "seat": 0, "connected": False}])
    await settle_until(lambda: runs() == 1)
    host.change(tid, status="over")
    await settle_until(lambda: hass.states.get("sensor.den_phase").state == "over")
    async_fire_time_changed(hass, dt_util.utcnow() + timedelta(minutes=6))
    await hass.async_block_till_done()
    assert runs() == 0 and len(handovers()) == 1
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]


def readme_automation(alias: str) -> dict[str, Any]:
    """An automation of README.md's Automations section, by its alias."""
    import re

    import yaml

    text = (ROOT / "README.md").read_text(encoding="utf-8")
    for block in re.findall(r"```yaml\n(.*?)```", text, re.S):
        data = yaml.safe_load(block)
        if isinstance(data, dict) and data.get("alias") == alias:
            return data
    raise AssertionError(f"no automation {alias!r} in README.md")


async def test_readme_dutch_and_quack_quack_examples(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry, caplog: pytest.LogCaptureFixture
) -> None:
    """README's Dutch and Quack-Quack automations run as written, on the integration."""
    from .engine_table import EngineTable

    speak = async_mock_service(hass, "tts", "speak")
    lights = async_mock_service(hass, "light", "turn_on")
    dutch = EngineTable(hass, host, "dutch", 3, seed=9, name="Kitchen table")
    await dutch.seat_everyone()
    await dutch.start()
    quack = EngineTable(hass, host, "quack_quack", 4, seed=3)
    await quack.seat_everyone()
    await quack.start()
    await hass.async_block_till_done()
    assert hass.states.get("event.kitchen_table_game") is not None
    automations = [readme_automation(a) for a in ("Dutch, halved!", "Quack-Quack, Revolution!")]
    assert await async_setup_component(hass, "automation", {"automation": automations})
    await hass.async_block_till_done()

    halved = {
        "type": "round_ended",
        "round": 2,
        "caller": 1,
        "rows": [["KH", None, None, None, None, None, None, None]] * 3,
        "points": [50, 3, 14],
        "caller_zero": True,
        "scores": [50, 0, 14],
        "halvings": [{"seat": 0, "from": 100, "to": 50}],
        "totals": [50, 25, 60],
    }
    host.change(dutch.tid, events=[halved])
    await hass.async_block_till_done()
    assert [" ".join(c.data["message"].split()) for c in speak] == [
        "Anna goes from 100 down to 50!"
    ]

    bomb = {"type": "revolution", "seat": 1, "cards": ["farmer", "craftsman", "merchant"]}
    host.change(quack.tid, events=[{**bomb, "lap": [2]}])
    await hass.async_block_till_done()
    assert [c.data["color_name"] for c in lights] == ["red"]
    view = quack.public()
    view["totals"], view["team_totals"] = [1, 2, 0, 0], [1, 2]
    ended = {
        "type": "round_ended",
        "round": 1,
        "tiebreak": False,
        "ranks": [3, 1, 4, 2],
        "gained": [1, 2, 0, 0],
        "totals": [1, 2, 0, 0],
        "monument": 0,
    }
    host.change(quack.tid, game=view, events=[ended])
    await hass.async_block_till_done()
    assert " ".join(speak[-1].data["message"].split()) == (
        "After round 1, Ben & Bot 3 lead with 2 coins."
    )
    assert not [
        r
        for r in caplog.records
        if r.levelno >= logging.WARNING
        and r.name.startswith(("homeassistant", "custom_components"))
    ]
