"""Duck Pond's actions from Home Assistant: every action object of the game goes through
`duck_down.play` (text, lists and structured changes included), authorized per HA user, with
the host's refusals translated and nothing changed; and a vote cast from a phone notification's
button, as the user who tapped it (the companion app's `mobile_app_notification_action`), while
destructive actions are never played from a button."""

from __future__ import annotations

from typing import Any

import pytest
from homeassistant.core import Context, Event, HomeAssistant, callback
from homeassistant.exceptions import ServiceValidationError
from homeassistant.helpers import device_registry as dr
from pytest_homeassistant_custom_component.common import MockConfigEntry

from custom_components.duck_down.const import DOMAIN
from custom_components.duck_down.notify_actions import (
    NOTIFICATION_ACTION,
    RESULT_EVENT,
    action_identifier,
)

from .engine_table import A, B, table_states
from .fake_host import HOST_ID, FakeHost
from .test_metadata import translations
from .test_pond import PondTable


async def play(hass: HomeAssistant, tid: str, action: dict[str, Any], context: Context) -> Any:
    return await hass.services.async_call(
        DOMAIN, "play", {"table_id": tid, "action": action}, blocking=True, context=context
    )


def results(hass: HomeAssistant) -> list[dict[str, Any]]:
    seen: list[dict[str, Any]] = []

    @callback
    def _seen(event: Event) -> None:
        seen.append(dict(event.data))

    hass.bus.async_listen(RESULT_EVENT, _seen)
    return seen


async def tap(hass: HomeAssistant, action: str, user: str | None) -> None:
    """The companion app reports a tapped button, in its registered user's context."""
    hass.bus.async_fire(NOTIFICATION_ACTION, {"action": action}, context=Context(user_id=user))
    await hass.async_block_till_done()


async def household(hass: HomeAssistant, host: FakeHost) -> PondTable:
    """Anna and Ben named through `play`, their ducks named and in ponds."""
    table = PondTable(hass, host, 2, seed=3)
    await table.started()
    for context, name, duck in ((A, "Anna", 1), (B, "Ben", 2)):
        await play(hass, table.tid, {"type": "display_name", "name": name}, context)
        await play(
            hass, table.tid, {"type": "name", "duck": duck, "name": f"{name}'s duck"}, context
        )
        await play(hass, table.tid, {"type": "assign_pond", "duck": duck, "pond": 1}, context)
        await hass.async_block_till_done()
    return table


async def test_every_kind_of_pond_action_goes_through_play(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry
) -> None:
    table = await household(hass, host)
    assert hass.states.get("sensor.den_player_1_quacks").state == "0"
    # the devices follow the players' new display names; the entity ids stay
    devices = dr.async_get(hass)
    for seat, name in ((0, "Den Anna"), (1, "Den Ben")):
        ident = (DOMAIN, f"{HOST_ID}_{table.tid}:seat:{seat}")
        assert devices.async_get_device(identifiers={ident}).name == name
    text = ("Feeding rolls a d8, so that the ducks grow faster. " * 60).strip()  # 3,059
    proposal = {
        "type": "propose",
        "title": "Bigger feed",
        "text": text,
        "changes": [
            {"op": "set_number", "number": "feed_die", "value": 8},
            {"op": "add_duck_word", "word": "waddle"},
        ],
        "changes_only": False,
    }
    await play(hass, table.tid, proposal, A)
    await play(hass, table.tid, {"type": "feed", "duck": 2, "fruit": None}, A)
    offer = {"type": "offer", "to": 1, "give": [{"duck": 1}], "receive": []}
    await play(hass, table.tid, offer, A)
    await hass.async_block_till_done()
    view = table.public()
    (made,) = [p for p in view["proposals"] if p["proposal"] == 1]
    assert (made["text"], made["changes"]) == (text, proposal["changes"])
    assert view["offers"][0]["give"] == [{"duck": 1}]
    shown = hass.states.get("sensor.den_open_proposals").attributes["proposals"]
    assert [(p["title"], p["by"], p["changes"]) for p in shown] == [("Bigger feed", "Anna", 2)]
    assert hass.states.get("sensor.den_player_2_quacks").state != "0"  # Ben's duck was fed
    assert any(r["cause"] == "feeding duck 2" for r in view["rolls"])


async def test_a_refusal_is_translated_and_changes_nothing(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry
) -> None:
    table = await household(hass, host)
    before = (table_states(hass), host.tables[table.tid]["seq"], table.public())
    for action, code in (
        ({"type": "feed", "duck": 1}, "own_duck"),  # Anna's own duck
        ({"type": "name", "duck": 1, "name": "x" * 141}, "bad_name"),  # past name_max
        ({"type": "vote", "proposal": 9, "vote": "for"}, "no_such_proposal"),
    ):
        with pytest.raises(ServiceValidationError) as err:
            await play(hass, table.tid, action, A)
        assert err.value.translation_key == "host_refused"
        assert err.value.translation_placeholders["code"] == code
        assert str(err.value).startswith("The host refused: ")
    for lang in ("de", "nl"):
        assert "{message}" in translations(lang)["exceptions"]["host_refused"]["message"]
    # Cleo holds no seat: not hers to play
    with pytest.raises(ServiceValidationError) as err:
        await play(hass, table.tid, {"type": "feed", "duck": 2}, Context(user_id="user-c"))
    assert err.value.translation_key == "not_seated"
    await hass.async_block_till_done()
    assert (table_states(hass), host.tables[table.tid]["seq"], table.public()) == before


async def test_a_vote_cast_from_a_notification_button(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry
) -> None:
    table = await household(hass, host)
    seen = results(hass)
    await play(hass, table.tid, {"type": "propose", "title": "Bigger feed", "text": "d8"}, A)
    await hass.async_block_till_done()
    ben_todo = "todo.den_player_2_to_do_this_period"
    assert hass.states.get(ben_todo).state == "2"  # feed, and vote on #1
    button = action_identifier(table.tid, {"type": "vote", "proposal": 1, "vote": "for"})
    await tap(hass, button, "user-b")
    assert seen == [
        {
            "user_id": "user-b",
            "table_id": table.tid,
            "action": {"type": "vote", "proposal": 1, "vote": "for"},
            "ok": True,
            "error": None,
        }
    ]
    (shown,) = hass.states.get("sensor.den_open_proposals").attributes["proposals"]
    assert (shown["for"], shown["against"]) == (["Ben"], [])
    assert hass.states.get(ben_todo).state == "1"
    sent = host.requests[-1][1]
    assert (sent["seat"], sent["action"]) == (1, {"type": "vote", "proposal": 1, "vote": "for"})
    # Ben changes his mind from the next notification: against
    await tap(hass, button.replace('"for"', '"against"'), "user-b")
    (shown,) = hass.states.get("sensor.den_open_proposals").attributes["proposals"]
    assert (shown["for"], shown["against"]) == ([], ["Ben"])


async def test_refused_buttons_change_nothing(
    hass: HomeAssistant, host: FakeHost, entry: MockConfigEntry
) -> None:
    table = await household(hass, host)
    seen = results(hass)
    before = (table_states(hass), table.public(), len(host.requests))
    # a destructive action is never played from a button, even if one were built
    await tap(
        hass,
        action_identifier(table.tid, {"type": "cannibalism", "duck": 1, "target": 2}),
        "user-a",
    )
    # a button without a user (not the companion app), and one of a user without a seat
    vote = action_identifier(table.tid, {"type": "vote", "proposal": 1, "vote": "for"})
    await tap(hass, vote, None)
    await tap(hass, vote, "user-c")
    # broken buttons and other integrations' buttons are not ours to answer
    await tap(hass, "DUCK_DOWN_PLAY|" + table.tid + "|{not json", "user-a")
    await tap(hass, "SNOOZE_ALARM", "user-a")
    assert [(r["ok"], r["translation_key"]) for r in seen] == [
        (False, "not_from_notification"),
        (False, "no_user"),
        (False, "not_seated"),
    ]
    assert seen[0]["error"] == (
        "A notification's button cannot play cannibalism at Den; play it on the board"
    )
    assert (table_states(hass), table.public(), len(host.requests)) == before
    # the host's refusal: no such proposal yet
    await tap(hass, vote, "user-a")
    assert (seen[-1]["ok"], seen[-1]["translation_placeholders"]["code"]) == (
        False,
        "no_such_proposal",
    )
    assert (table_states(hass), table.public()) == before[:2]
