"""The automation blueprint: Duck Down calls on the speakers, your turn on your phone."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from homeassistant.components.blueprint import models
from homeassistant.core import HomeAssistant
from homeassistant.setup import async_setup_component
from homeassistant.util.yaml import load_yaml
from pytest_homeassistant_custom_component.common import async_mock_service

ROOT = Path(__file__).resolve().parents[2]
BLUEPRINT = ROOT / "blueprints" / "automation" / "duck_down" / "announce_and_notify.yaml"
EVENT = "event.kitchen_table_game"


def test_blueprint_is_valid() -> None:
    from homeassistant.components.blueprint.schemas import BLUEPRINT_SCHEMA

    blueprint = models.Blueprint(
        load_yaml(str(BLUEPRINT)), expected_domain="automation", schema=BLUEPRINT_SCHEMA
    )
    assert set(blueprint.inputs) == {
        "game_event",
        "tts_entity",
        "speakers",
        "phones",
        "announce_turns",
    }


def fire(hass: HomeAssistant, stamp: str, **attributes: object) -> None:
    hass.states.async_set(EVENT, stamp, {"event_types": [], "table": "Kitchen table", **attributes})


@pytest.fixture
async def automation(hass: HomeAssistant, tmp_path: Path) -> None:
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

    # a player without a phone (or a bot): nothing is sent
    fire(hass, "2026-01-01T00:00:03+00:00", event_type="turn_started", player="Bot 2", person=None)
    fire(hass, "2026-01-01T00:00:04+00:00", event_type="round_ended", player=None)
    await hass.async_block_till_done()
    assert len(phone) == 1 and len(speak) == 1

    fire(hass, "2026-01-01T00:00:05+00:00", event_type="game_ended", winner_players=["Anna", "Ben"])
    await hass.async_block_till_done()
    assert speak[-1].data["message"] == "The game at Kitchen table is over. Anna and Ben won!"
