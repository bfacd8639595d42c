"""Assist intents that act (`GameModule.acts`): who speaks, and playing or asking for it.

The speaker is the conversation's HA user (the companion app's Assist sets it), else the user
the entry's options map the satellite to (`satellites`: device id -> user id). A known speaker
who holds a seat plays the action as `duck_down.play` would for them; a sentence that names
another player ("... as Ben"), or a satellite nobody is known at, never plays: the named player's
phone is asked instead, with a notification button (`notify_actions`) that plays the action as
whoever taps it. The phones are the named user's companion apps (`notify.mobile_app_*` of the
mobile_app entries registered to that user). Only a game's `notification_actions` are played,
so no destructive action is ever behind a sentence. A refusal is spoken in the asked language
and changes nothing.
"""

from __future__ import annotations

import logging
from typing import Any, Final

from homeassistant.config_entries import ConfigEntryState
from homeassistant.core import HomeAssistant
from homeassistant.exceptions import HomeAssistantError
from homeassistant.helpers.translation import async_get_translations
from homeassistant.util import slugify

from .const import CONF_SATELLITES, DOMAIN
from .games.base import SpokenAction
from .notify_actions import action_identifier, async_play_from_notification

_LOGGER = logging.getLogger(__name__)

MOBILE_APP: Final = "mobile_app"

#: What acting says whatever the game (a game's own words come with its `SpokenAction`).
SAY: Final[dict[str, dict[str, str]]] = {
    "en": {
        "who": "I don't know who is speaking: say who plays, or ask from your phone.",
        "no_seat": "You don't play at {table}.",
        "asked": "I've asked {player} to confirm on their phone.",
        "no_phone": "{player} has no phone I can ask: play it on the board.",
        "not_here": "{player} doesn't play from Home Assistant: play it on the board.",
    },
    "de": {
        "who": "Ich weiß nicht, wer spricht: sag, wer spielt, oder frag an deinem Handy.",
        "no_seat": "Du spielst nicht an {table} mit.",
        "asked": "Ich habe {player} gebeten, es am Handy zu bestätigen.",
        "no_phone": "{player} hat kein Handy, das ich fragen kann: spiel es auf dem Brett.",
        "not_here": "{player} spielt nicht über Home Assistant: spiel es auf dem Brett.",
    },
    "nl": {
        "who": "Ik weet niet wie er spreekt: zeg wie er speelt, of vraag het op je telefoon.",
        "no_seat": "Je speelt niet mee aan {table}.",
        "asked": "Ik heb {player} gevraagd het op de telefoon te bevestigen.",
        "no_phone": "{player} heeft geen telefoon die ik kan vragen: speel het op het bord.",
        "not_here": "{player} speelt niet via Home Assistant: speel het op het bord.",
    },
}


def _say(lang: str) -> dict[str, str]:
    return SAY.get(lang.split("-")[0].lower(), SAY["en"])


def speaker_of(hass: HomeAssistant, user_id: str | None, device_id: str | None) -> str | None:
    """The HA user speaking: the conversation's, else the one a satellite is mapped to."""
    if user_id is not None or device_id is None:
        return user_id
    for entry in hass.config_entries.async_entries(DOMAIN):
        if entry.state is not ConfigEntryState.LOADED:
            continue
        mapped = (entry.options.get(CONF_SATELLITES) or {}).get(device_id)
        if isinstance(mapped, str):
            return mapped
    return None


def phone_services(hass: HomeAssistant, user_id: str) -> list[str]:
    """The `notify` services of the companion apps registered to a HA user."""
    out = []
    for entry in hass.config_entries.async_entries(MOBILE_APP):
        name = entry.data.get("device_name")
        if entry.data.get("user_id") != user_id or not isinstance(name, str):
            continue
        service = f"{MOBILE_APP}_{slugify(name)}"
        if hass.services.has_service("notify", service):
            out.append(service)
    return out


async def spoken_refusal(hass: HomeAssistant, err: HomeAssistantError, lang: str) -> str:
    """A refusal in the asked language, as the integration's translations word it."""
    key = err.translation_key
    if err.translation_domain == DOMAIN and key is not None:
        texts = await async_get_translations(hass, lang.split("-")[0], "exceptions", [DOMAIN])
        text = texts.get(f"component.{DOMAIN}.exceptions.{key}.message")
        if text is not None:
            try:
                return text.format(**(err.translation_placeholders or {}))
            except (KeyError, IndexError, ValueError):
                pass
    return str(err)


async def async_act(
    hass: HomeAssistant, found: list[SpokenAction] | str, speaker: str | None, lang: str
) -> str:
    """Play the spoken action as its speaker, or ask the named player's phone; the answer."""
    if isinstance(found, str):
        return found
    say = _say(lang)
    if not found:
        return say["who"]
    named = [act for act in found if act.seat is not None]
    if named:
        act = named[0]
        user = act.ctx.user_id(act.seat)
        if user is None:
            return say["not_here"].format(player=act.player)
        if user != speaker:
            return await _ask(hass, act, user, say)
        return await _play(hass, act, user, lang)
    if speaker is None:
        return say["who"]
    for act in found:
        if act.ctx.hub.store.seat_of_user(act.ctx.table.table_id, speaker) is not None:
            return await _play(hass, act, speaker, lang)
    return say["no_seat"].format(table=found[0].ctx.table.name)


async def _play(hass: HomeAssistant, act: SpokenAction, user: str, lang: str) -> str:
    try:
        await async_play_from_notification(hass, user, act.ctx.table.table_id, act.action)
    except HomeAssistantError as err:
        _LOGGER.debug("Spoken action refused: %s", err)
        return await spoken_refusal(hass, err, lang)
    return act.done


async def _ask(hass: HomeAssistant, act: SpokenAction, user: str, say: dict[str, str]) -> str:
    """Send the player's phones a notification whose button plays the action."""
    services = phone_services(hass, user)
    if not services:
        return say["no_phone"].format(player=act.player)
    button = action_identifier(act.ctx.table.table_id, act.action)
    data: dict[str, Any] = {
        "title": act.ctx.table.name,
        "message": act.ask,
        "data": {"actions": [{"action": button, "title": act.button}]},
    }
    for service in services:
        await hass.services.async_call("notify", service, data, blocking=True)
    return say["asked"].format(player=act.player)
