"""Duck Pond's blueprints in real automations on the integration's own entities: a new
proposal's notification with For and Against buttons, the tap cast as the phone user's vote
(and a refused tap told to them), quiet hours holding a notification until the morning; the
reminder before a period ends naming who has not voted or fed; titles, the Disciple and a
boundary told as one message, and a night's events as one morning digest."""

from __future__ import annotations

import asyncio
import shutil
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from homeassistant.components.blueprint import models
from homeassistant.components.blueprint.schemas import BLUEPRINT_SCHEMA
from homeassistant.core import Context, HomeAssistant
from homeassistant.setup import async_setup_component
from homeassistant.util import dt as dt_util
from homeassistant.util.yaml import load_yaml
from pytest_homeassistant_custom_component.common import (
    MockConfigEntry,
    async_fire_time_changed,
    async_mock_service,
)

from custom_components.duck_down.notify_actions import NOTIFICATION_ACTION

from .fake_host import FakeHost
from .test_pond import PondTable

ROOT = Path(__file__).resolve().parents[2]
FOLDER = ROOT / "blueprints" / "automation" / "duck_down"
VOTE = FOLDER / "pond_vote_from_phone.yaml"
REMINDER = FOLDER / "pond_period_reminder.yaml"
ANNOUNCE = FOLDER / "pond_announcements.yaml"


@pytest.mark.parametrize(
    ("path", "inputs"),
    [
        (VOTE, {"game_event", "phones", "quiet_from", "quiet_until"}),
        (REMINDER, {"period", "hours_before", "notify_actions"}),
        (ANNOUNCE, {"news", "notify_actions", "quiet_from", "quiet_until", "gather_seconds"}),
    ],
)
def test_pond_blueprints_are_valid(path: Path, inputs: set[str]) -> None:
    blueprint = models.Blueprint(
        load_yaml(str(path)), expected_domain="automation", schema=BLUEPRINT_SCHEMA
    )
    assert set(blueprint.inputs) == inputs
    text = path.read_text(encoding="utf-8")
    # destructive actions are never a button (the integration refuses them there anyway)
    for destructive in ("cannibalism", "steal", "leave", "resign", "move_removal"):
        assert destructive not in text


async def use(hass: HomeAssistant, tmp_path: Path, path: Path, inputs: dict[str, Any]) -> None:
    """The blueprint in a real automation."""
    hass.config.config_dir = str(tmp_path)
    target = tmp_path / "blueprints" / "automation" / "duck_down"
    target.mkdir(parents=True, exist_ok=True)
    shutil.copy(path, target / path.name)
    assert await async_setup_component(
        hass,
        "automation",
        {"automation": {"use_blueprint": {"path": f"duck_down/{path.name}", "input": inputs}}},
    )
    await hass.async_block_till_done()


async def tap(hass: HomeAssistant, action: str, user: str) -> None:
    """The companion app reports a tapped button, in its registered user's context."""
    hass.bus.async_fire(NOTIFICATION_ACTION, {"action": action}, context=Context(user_id=user))
    await hass.async_block_till_done()


async def settle(hass: HomeAssistant) -> None:
    """Let the loop run. Not `async_block_till_done`: that would wait for an automation's run
    itself, which here waits for the morning or gathers events."""
    for _ in range(300):
        await asyncio.sleep(0)


PHONES = {
    "person.anna": "notify.mobile_app_annas_phone",
    "person.ben": "notify.mobile_app_bens_phone",
}


async def household(hass: HomeAssistant, host: FakeHost) -> PondTable:
    hass.states.async_set("person.anna", "home", {"user_id": "user-a"})
    hass.states.async_set("person.ben", "home", {"user_id": "user-b"})
    table = PondTable(hass, host, 2, seed=3)
    await table.started()
    for seat, name in ((0, "Anna"), (1, "Ben")):
        await table.publish(table.act(seat, {"type": "display_name", "name": name}))
    return table


async def test_vote_from_the_phone(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry, tmp_path: Path, freezer: Any
) -> None:
    freezer.move_to("2024-01-02 12:00:00-08:00")  # noon in Home Assistant's zone
    anna_phone = async_mock_service(hass, "notify", "mobile_app_annas_phone")
    ben_phone = async_mock_service(hass, "notify", "mobile_app_bens_phone")
    table = await household(hass, host)
    await use(hass, tmp_path, VOTE, {"game_event": "event.den_game", "phones": PHONES})
    await table.publish(table.act(1, {"type": "propose", "title": "Bigger feed", "text": "d8"}))
    await hass.async_block_till_done()
    assert len(anna_phone) == len(ben_phone) == 1
    note = anna_phone[0].data
    assert note["title"] == "New proposal at Den"
    assert note["message"].startswith("#1 Bigger feed, by Ben. Voting ends 2024-01-0")
    buttons = note["data"]["actions"]
    assert [b["title"] for b in buttons] == ["🍞 For", "🦆 Against"]
    assert note["data"]["tag"] == f"duck_pond_{table.tid}_1"
    # Anna taps For on her phone: her vote, cast as her
    await tap(hass, buttons[0]["action"], "user-a")
    (proposal,) = table.public()["proposals"]
    assert (proposal["for"], proposal["against"]) == ([0], [])
    (shown,) = hass.states.get("sensor.den_open_proposals").attributes["proposals"]
    assert shown["for"] == ["Anna"]
    # Ben taps Anna's Against button on his own phone: it is his vote, not hers
    await tap(hass, buttons[1]["action"], "user-b")
    (proposal,) = table.public()["proposals"]
    assert (proposal["for"], proposal["against"]) == ([0], [1])
    # the voting ends at the boundary; a late tap is refused and Anna's phone says why
    while table.public()["proposals"][0]["status"] == "open":
        await table.publish(table.timeout())
    before = table.public()["proposals"]
    await tap(hass, buttons[1]["action"], "user-a")
    await hass.async_block_till_done()
    assert table.public()["proposals"] == before
    assert anna_phone[-1].data["message"].startswith("Your vote was not counted: The host refused")
    assert len(ben_phone) == 1


async def test_a_proposal_at_night_waits_for_the_morning(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry, tmp_path: Path, freezer: Any
) -> None:
    freezer.move_to("2024-01-02 23:30:00-08:00")
    anna_phone = async_mock_service(hass, "notify", "mobile_app_annas_phone")
    table = await household(hass, host)
    await use(hass, tmp_path, VOTE, {"game_event": "event.den_game", "phones": PHONES})
    await table.publish_settled(
        table.act(1, {"type": "propose", "title": "Night owl", "text": "zzz"})
    )
    await settle(hass)
    assert anna_phone == []
    morning = dt_util.parse_datetime("2024-01-03 07:00:01-08:00")
    freezer.move_to(morning)
    async_fire_time_changed(hass, morning)
    await settle(hass)
    assert [c.data["message"][:12] for c in anna_phone] == ["#1 Night owl"]


async def test_reminder_names_who_has_not_voted_or_fed(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry, tmp_path: Path, freezer: Any
) -> None:
    await hass.config.async_set_time_zone("UTC")
    freezer.move_to("2024-01-06 20:00:00+00:00")  # Period Two ends on Sunday 00:00 UTC
    family = async_mock_service(hass, "notify", "family")
    table = await household(hass, host)
    # both ducks named and in a pond: each player could feed the other's
    for seat, duck in ((0, 1), (1, 2)):
        await table.publish(table.act(seat, {"type": "name", "duck": duck, "name": f"Duck {duck}"}))
        await table.publish(table.act(seat, {"type": "assign_pond", "duck": duck, "pond": 1}))
    # a proposal of Period One is voted on in Period Two (ruling 2)
    await table.publish(table.act(1, {"type": "propose", "title": "Bigger feed", "text": "d8"}))
    await table.publish(table.timeout())
    assert table.public()["period"]["period"] == "2024-01-04/2"
    await use(
        hass,
        tmp_path,
        REMINDER,
        {"period": "sensor.den_period", "hours_before": 3, "notify_actions": ["notify.family"]},
    )
    await table.publish(table.act(1, {"type": "feed", "duck": 1}))
    await table.publish(table.act(1, {"type": "vote", "proposal": 1, "vote": "for"}))
    async_fire_time_changed(hass, dt_util.utcnow())
    await hass.async_block_till_done()
    assert family == []  # not yet: more than three hours left
    later = dt_util.parse_datetime("2024-01-06 21:00:30+00:00")
    freezer.move_to(later)
    async_fire_time_changed(hass, later)
    await hass.async_block_till_done()
    assert [c.data["message"] for c in family] == [
        "The period ends at 00:00. Not voted yet: Anna. Not fed yet: Anna."
    ]
    # everyone done by the next period's reminder: nothing is sent
    await table.publish(table.act(0, {"type": "vote", "proposal": 1, "vote": "against"}))
    assert hass.states.get("sensor.den_period").attributes["not_voted"] == []


async def test_titles_that_change_together_are_one_message(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry, tmp_path: Path, freezer: Any
) -> None:
    freezer.move_to("2024-01-02 15:00:00-08:00")
    family = async_mock_service(hass, "notify", "family")
    table = await household(hass, host)
    await use(
        hass,
        tmp_path,
        ANNOUNCE,
        {"news": "sensor.den_news", "notify_actions": ["notify.family"]},
    )
    # Ben's duck gets a name and a pond: he is King; Anna's too: a tie leaves the title vacant
    await table.publish_settled(table.act(1, {"type": "name", "duck": 2, "name": "Waddles"}))
    await table.publish_settled(table.act(1, {"type": "assign_pond", "duck": 2, "pond": 1}))
    await table.publish_settled(table.act(0, {"type": "name", "duck": 1, "name": "Quackers"}))
    await table.publish_settled(table.act(0, {"type": "assign_pond", "duck": 1, "pond": 1}))
    assert family == []  # gathering what comes together
    later = dt_util.utcnow() + timedelta(seconds=6)
    freezer.move_to(later)
    async_fire_time_changed(hass, later)
    await settle(hass)
    assert [(c.data["title"], c.data["message"]) for c in family] == [
        ("Duck Pond", "Ben is now the Duck King.\nThe Duck King title is vacant (Ben lost it).")
    ]
    # a rename or the host going away and back tells nothing again
    news = hass.states.get("sensor.den_news")
    hass.states.async_set("sensor.den_news", "unavailable", {})
    hass.states.async_set("sensor.den_news", news.state, news.attributes)
    later = dt_util.utcnow() + timedelta(seconds=10)
    freezer.move_to(later)
    async_fire_time_changed(hass, later)
    await settle(hass)
    assert len(family) == 1


async def test_the_nights_boundary_is_one_morning_digest(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry, tmp_path: Path, freezer: Any
) -> None:
    freezer.move_to("2024-01-06 23:59:00-08:00")
    family = async_mock_service(hass, "notify", "family")
    table = await household(hass, host)
    await use(
        hass,
        tmp_path,
        ANNOUNCE,
        {"news": "sensor.den_news", "notify_actions": ["notify.family"], "quiet_until": "07:30:00"},
    )
    await table.publish_settled(
        table.act(1, {"type": "propose", "title": "Bigger feed", "text": "d8"})
    )
    midnight = dt_util.parse_datetime("2024-01-07 00:00:00-08:00")
    freezer.move_to(midnight)
    # the Thursday and the Sunday boundary (the calendars differ: the game's is its own)
    await table.publish_settled(table.timeout())
    await table.publish_settled(table.timeout())
    for hour in ("02:00:00", "07:29:00"):  # the night passes quietly
        when = dt_util.parse_datetime(f"2024-01-07 {hour}-08:00")
        freezer.move_to(when)
        async_fire_time_changed(hass, when)
        await settle(hass)
        assert family == [], hour
    morning = dt_util.parse_datetime("2024-01-07 07:30:02-08:00")
    freezer.move_to(morning)
    async_fire_time_changed(hass, morning)
    await settle(hass)
    assert [c.data["message"] for c in family] == [
        "Proposal #1 Bigger feed failed (0 for, 0 against).\n"
        "The Duck God gained a God Egg: 1 of 12.\n"
        "Duck God is now the Duck Deity."
    ]
