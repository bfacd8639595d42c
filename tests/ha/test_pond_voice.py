"""Duck Pond's acting Assist intents through Home Assistant's own conversation agent, with the
sentences the integration installs: a vote and a feeding played as the known speaker (the
companion app's user, or the user a satellite is mapped to), a refusal spoken back with
nothing changed, an unknown speaker's action asked on the named player's phone and played by
its button, and no destructive action behind any sentence."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from homeassistant.components import conversation
from homeassistant.core import Context, HomeAssistant, ServiceCall
from homeassistant.data_entry_flow import InvalidData
from homeassistant.helpers import device_registry as dr
from homeassistant.setup import async_setup_component
from pytest_homeassistant_custom_component.common import (
    MockConfigEntry,
    MockUser,
    async_mock_service,
)

from custom_components.duck_down.const import CONF_SATELLITES
from custom_components.duck_down.context import TableContext
from custom_components.duck_down.games import MODULES, game_meta
from custom_components.duck_down.games.duck_pond import MODULE

from .engine_table import table_states
from .fake_host import FakeHost
from .test_metadata import translations
from .test_pond_actions import household, tap

ROOT = Path(__file__).resolve().parents[2]
BEN_PHONE = "mobile_app_ben_s_phone"


async def say(
    hass: HomeAssistant,
    text: str,
    user: str | None = None,
    lang: str = "en",
    device_id: str | None = None,
) -> str:
    result = await conversation.async_converse(
        hass, text, None, Context(user_id=user), language=lang, device_id=device_id
    )
    await hass.async_block_till_done()
    return str(result.response.speech["plain"]["speech"])


@pytest.fixture
async def assist(hass: HomeAssistant) -> None:
    """Home Assistant's conversation agent, with the sentences the integration installs."""
    for component in ("homeassistant", "conversation", "intent"):
        assert await async_setup_component(hass, component, {})
    await hass.async_block_till_done()


async def map_satellite(
    hass: HomeAssistant, entry: MockConfigEntry, device_id: str, user: str | None
) -> None:
    """Through the entry's options flow, as an administrator would."""
    flow = await hass.config_entries.options.async_init(entry.entry_id)
    assert flow["step_id"] == "init"
    data = {"satellite": device_id} | ({"user": user} if user else {})
    result = await hass.config_entries.options.async_configure(flow["flow_id"], data)
    assert result["type"] == "create_entry"


def votes(hass: HomeAssistant) -> tuple[list[str], list[str]]:
    (shown,) = hass.states.get("sensor.den_open_proposals").attributes["proposals"]
    return shown["for"], shown["against"]


async def test_the_known_speaker_votes_and_feeds(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry, assist: None
) -> None:
    assert await say(hass, "vote for proposal 1", "user-a") == "No Duck Pond is being played."
    table = await household(hass, host)
    await table.publish(table.act(1, {"type": "propose", "title": "Bigger feed", "text": "d8"}))
    await hass.async_block_till_done()
    assert await say(hass, "vote for proposal 1", "user-a") == (
        "Your vote for #1 Bigger feed is in."
    )
    assert votes(hass) == (["Anna"], [])
    sent = host.requests[-1][1]
    assert (sent["seat"], sent["action"]) == (0, {"type": "vote", "proposal": 1, "vote": "for"})
    # Anna changes her mind, in Dutch
    assert await say(hass, "stem tegen voorstel 1", "user-a", "nl") == (
        "Je stem tegen #1 Bigger feed is binnen."
    )
    assert votes(hass) == ([], ["Anna"])
    period = "sensor.den_period"
    assert "Anna" in hass.states.get(period).attributes["not_fed"]
    assert await say(hass, "feed ben's duck", "user-a") == "You fed Ben's duck."
    assert "Anna" not in hass.states.get(period).attributes["not_fed"]
    assert host.requests[-1][1]["action"] == {"type": "feed", "duck": 2}
    # naming oneself is still oneself
    assert await say(hass, "füttere Anna's duck als Ben", "user-b", "de") == (
        "Du hast Anna's duck gefüttert."
    )


async def test_a_refusal_is_spoken_and_changes_nothing(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry, assist: None
) -> None:
    table = await household(hass, host)
    before = (table_states(hass), host.tables[table.tid]["seq"], table.public())
    requests = len(host.requests)
    # the host refuses: Anna's own duck
    spoken = await say(hass, "feed Anna's duck", "user-a")
    assert spoken.startswith("The host refused: ") and "own_duck" in spoken
    assert len(host.requests) == requests + 1
    german = await say(hass, "füttere Anna's duck", "user-a", "de")
    prefix = translations("de")["exceptions"]["host_refused"]["message"].split("{")[0]
    assert german.startswith(prefix) and "own_duck" in german
    # found in the public state before anything is sent
    assert await say(hass, "vote against proposal 9", "user-a") == ("There is no open proposal 9.")
    assert await say(hass, "feed Fluffy", "user-a") == "I know no duck called Fluffy."
    assert await say(hass, "feed Ben's duck AS Cleo", "user-a") == ("I know no player called Cleo.")
    assert await say(hass, "feed Ben's duck", "user-c") == "You don't play at Den."
    assert len(host.requests) == requests + 2
    assert (table_states(hass), host.tables[table.tid]["seq"], table.public()) == before


async def test_an_unknown_speaker_is_confirmed_on_the_phone(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry, assist: None
) -> None:
    MockUser(id="user-b", name="Ben").add_to_hass(hass)
    table = await household(hass, host)
    await table.publish(table.act(0, {"type": "propose", "title": "Bigger feed", "text": "d8"}))
    await hass.async_block_till_done()
    MockConfigEntry(
        domain="mobile_app", data={"user_id": "user-b", "device_name": "Ben's phone"}
    ).add_to_hass(hass)
    MockConfigEntry(
        domain="mobile_app", data={"user_id": "user-a", "device_name": "Anna's phone"}
    ).add_to_hass(hass)
    sent: list[ServiceCall] = async_mock_service(hass, "notify", BEN_PHONE)
    before = (table_states(hass), table.public())
    requests = len(host.requests)
    # a satellite nobody is known at, and no one named
    assert await say(hass, "vote for proposal 1") == (
        "I don't know who is speaking: say who plays, or ask from your phone."
    )
    assert await say(hass, "vote against proposal 1 as Ben") == (
        "I've asked Ben to confirm on their phone."
    )
    # Anna's phone has no notify service: nobody to ask there
    assert await say(hass, "feed Ben's duck as Anna") == (
        "Anna has no phone I can ask: play it on the board."
    )
    # Anna's phone naming Ben: Ben confirms, Anna does not vote for him
    assert await say(hass, "stimme für 1 als Ben", "user-a", "de") == (
        "Ich habe Ben gebeten, es am Handy zu bestätigen."
    )
    assert (table_states(hass), table.public(), len(host.requests)) == (*before, requests)
    assert [c.data["message"] for c in sent] == [
        "Vote against #1 Bigger feed?",
        "Für #1 Bigger feed stimmen?",
    ]
    assert sent[0].data["title"] == "Den"
    (button,) = sent[0].data["data"]["actions"]
    assert button["title"] == "🦆 Against"
    # Ben's tap plays it, as the user his app is registered to
    await tap(hass, button["action"], "user-b")
    assert votes(hass) == ([], ["Ben"])
    assert host.requests[-1][1]["seat"] == 1
    # a satellite mapped to Ben speaks for him
    satellite = dr.async_get(hass).async_get_or_create(
        config_entry_id=entry.entry_id, identifiers={("test", "kitchen")}, name="Kitchen"
    )
    await map_satellite(hass, entry, satellite.id, "user-b")
    assert entry.options[CONF_SATELLITES] == {satellite.id: "user-b"}
    flow = await hass.config_entries.options.async_init(entry.entry_id)
    assert flow["description_placeholders"] == {"mapped": "Kitchen: Ben"}
    # only a user of this Home Assistant can be chosen
    with pytest.raises(InvalidData):
        await hass.config_entries.options.async_configure(
            flow["flow_id"], {"satellite": satellite.id, "user": "user-x"}
        )
    hass.config_entries.options.async_abort(flow["flow_id"])
    assert await say(hass, "vote for proposal 1", device_id=satellite.id) == (
        "Your vote for #1 Bigger feed is in."
    )
    assert votes(hass) == (["Ben"], [])
    # another satellite is still nobody; the mapping removed, the kitchen is nobody again
    assert (await say(hass, "vote for proposal 1", device_id="elsewhere")).startswith(
        "I don't know who is speaking"
    )
    await map_satellite(hass, entry, satellite.id, None)
    assert entry.options[CONF_SATELLITES] == {}
    assert (await say(hass, "vote against proposal 1", device_id=satellite.id)).startswith(
        "I don't know who is speaking"
    )
    assert votes(hass) == (["Ben"], [])


async def test_no_destructive_action_is_behind_a_sentence(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry, assist: None
) -> None:
    table = await household(hass, host)
    await table.publish(table.act(0, {"type": "propose", "title": "Bigger feed", "text": "d8"}))
    await hass.async_block_till_done()
    before = (table_states(hass), table.public(), len(host.requests))
    for text in ("eat Ben's duck", "steal Ben's duck", "leave the pond", "cannibalise Ben's duck"):
        assert "Sorry" in await say(hass, text, "user-a")
    assert (table_states(hass), table.public(), len(host.requests)) == before
    # every spoken action is one a button may play, and none of those destroys
    assert set(MODULE.acts) == {"DuckPondVote", "DuckPondFeed"}
    safe = MODULE.notification_actions
    assert not safe & {"cannibalism", "steal_duck", "leave"}
    hub = entry.runtime_data.hub
    ctx = TableContext(hub.tables[table.tid], hub, game_meta(hub, "duck_pond"))
    found: list[Any] = []
    for intent_type, slots in (
        ("DuckPondVote", {"proposal": 1, "vote": "against"}),
        ("DuckPondFeed", {"duck": "Ben's duck"}),
    ):
        acts = MODULE.acts[intent_type]([ctx], slots, "en")
        assert isinstance(acts, list)
        found += acts
    assert [f.action["type"] for f in found] == ["vote", "feed"]
    assert {f.action["type"] for f in found} <= safe
    assert all(not module.acts for name, module in MODULES.items() if name != "duck_pond")
