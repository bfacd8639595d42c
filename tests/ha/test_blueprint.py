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
