"""Duck Pond's Assist intents through Home Assistant's own conversation agent, with the
custom sentences the integration installs itself: who holds a title, a duck's quacks, when
voting ends, and the asking user's duck list (only their own, and only if Assist knows who
asks)."""

from __future__ import annotations

from homeassistant.components import conversation
from homeassistant.core import Context, HomeAssistant
from homeassistant.setup import async_setup_component
from pytest_homeassistant_custom_component.common import MockConfigEntry

from .fake_host import FakeHost
from .test_pond import PondTable


async def ask(hass: HomeAssistant, text: str, user: str | None = None, lang: str = "en") -> str:
    result = await conversation.async_converse(
        hass, text, None, Context(user_id=user), language=lang
    )
    return str(result.response.speech["plain"]["speech"])


async def test_assist_answers_from_the_pond(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry
) -> None:
    # the integration installed its sentences into the configuration folder at setup
    await hass.config.async_set_time_zone("UTC")
    assert await async_setup_component(hass, "homeassistant", {})
    assert await async_setup_component(hass, "conversation", {})
    assert await async_setup_component(hass, "intent", {})
    await hass.async_block_till_done()
    assert await ask(hass, "who is the duck king") == "No Duck Pond is being played."
    table = PondTable(hass, host, 2, seed=3)
    await table.started()
    for seat, duck, name in ((0, 1, "Quackers"), (1, 2, "Waddles")):
        await table.publish(table.act(seat, {"type": "name", "duck": duck, "name": name}))
        await table.publish(table.act(seat, {"type": "assign_pond", "duck": duck, "pond": 1}))
    await table.publish(table.act(0, {"type": "display_name", "name": "Anna"}))
    await table.publish(table.act(0, {"type": "feed", "duck": 2}))
    await table.publish(table.act(1, {"type": "propose", "title": "Bigger feed", "text": "d8"}))
    view = table.public()
    waddles = next(d for p in view["ponds"] for d in p["ducks"] if d["name"] == "Waddles")
    assert await ask(hass, "who is the Duck Lord") == "Player 2 is the Duck Lord."
    assert await ask(hass, "who's the duck king") == "Nobody is the Duck King now."
    assert await ask(hass, "how many quacks does waddles have") == (
        f"Waddles has {waddles['quacks']} quacks."
    )
    assert await ask(hass, "how many quacks does Fluffy have") == "I know no duck called Fluffy."
    assert await ask(hass, "when does voting end") == "Voting ends Thursday at 00:00."
    # the list is the asker's own; a satellite nobody is known at gets no one's
    assert await ask(hass, "what's on my duck list", "user-a") == (
        "On your duck list: Vote on #1 Bigger feed."
    )
    assert (await ask(hass, "what is on my duck list", "user-b")).startswith(
        "On your duck list: Feed another player's duck; Vote on #1 Bigger feed"
    )
    assert await ask(hass, "what's on my duck list") == (
        "I don't know who is asking: ask from your phone."
    )
    assert await ask(hass, "what's on my duck list", "user-c") == "You don't play at this pond."
    # German and Dutch
    assert await ask(hass, "wer ist der Entenherr", lang="de") == "Player 2 ist Entenherr."
    assert await ask(hass, "hoeveel kwaks heeft Quackers", lang="nl") == ("Quackers heeft 0 kwaks.")
