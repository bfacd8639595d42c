"""Buttons of phone notifications that play for the user who tapped them.

A notification's action identifier `DUCK_DOWN_PLAY|<table_id>|<action JSON>` is played when the
companion app reports the tap (`mobile_app_notification_action`), as the HA user the app is
registered to (the event's context): an automation that sent the notification could not play
for anyone, since it acts without a user. Only the action types the table's game lists as
`notification_actions` are played, so no destructive action can sit behind a button; anything
else, and every refusal, changes nothing. The outcome is fired as `duck_down_notification_action`
(`ok`; for a refusal its English `error` and its `translation_key` with placeholders), for an
automation to tell the user.
"""

from __future__ import annotations

import json
import logging
from typing import Any

import voluptuous as vol
from homeassistant.core import Event, HomeAssistant, callback
from homeassistant.exceptions import HomeAssistantError

from .const import DOMAIN
from .games import module_for
from .protocol import ProtocolError
from .services import ACTION, _error, host_error, resolve_table, seat_of

_LOGGER = logging.getLogger(__name__)

#: mobile_app's event when a notification's button is tapped (its data: `action`, ...)
NOTIFICATION_ACTION = "mobile_app_notification_action"
PREFIX = "DUCK_DOWN_PLAY"
#: fired with the outcome of each of our buttons
RESULT_EVENT = f"{DOMAIN}_notification_action"


def action_identifier(table_id: str, action: dict[str, Any]) -> str:
    """The identifier of a button that plays `action` at the table."""
    return f"{PREFIX}|{table_id}|{json.dumps(action, separators=(',', ':'))}"


def parse_identifier(text: Any) -> tuple[str, dict[str, Any]] | None:
    """(table id, action) of one of our buttons, None for anyone else's; raise vol.Invalid on
    a broken one."""
    if not isinstance(text, str) or not text.startswith(PREFIX + "|"):
        return None
    parts = text.split("|", 2)
    if len(parts) != 3 or not parts[1]:
        raise vol.Invalid("not <prefix>|<table>|<action>")
    try:
        action = json.loads(parts[2])
    except ValueError as err:
        raise vol.Invalid(f"action is not JSON: {err}") from err
    return parts[1], ACTION(action)


async def async_play_from_notification(
    hass: HomeAssistant, user_id: str | None, table_id: str, action: dict[str, Any]
) -> None:
    """Play `action` for `user_id`'s seat, if the game allows it from a button."""
    if user_id is None:
        raise _error("no_user")
    hub, table_id = resolve_table(hass, table_id=table_id)
    table = hub.tables[table_id]
    if action["type"] not in module_for(table.ruleset).notification_actions:
        raise _error("not_from_notification", action=action["type"], table=table.name)
    binding = seat_of(hub, table_id, user_id)
    try:
        await hub.async_seat_request(binding, "game/action", {"action": action})
    except ProtocolError as err:
        raise host_error(err) from err


@callback
def async_setup_notification_actions(hass: HomeAssistant) -> None:
    """Listen for our buttons' taps (once, from async_setup)."""

    async def _tapped(event: Event) -> None:
        try:
            found = parse_identifier(event.data.get("action"))
        except vol.Invalid as err:
            _LOGGER.debug("Ignoring a broken notification action: %s", err)
            return
        if found is None:
            return
        table_id, action = found
        user_id = event.context.user_id
        result: dict[str, Any] = {"user_id": user_id, "table_id": table_id, "action": action}
        try:
            await async_play_from_notification(hass, user_id, table_id, action)
        except HomeAssistantError as err:
            _LOGGER.debug("Notification action refused: %s", err)
            refusal = {
                "error": str(err),
                "translation_key": err.translation_key,
                "translation_placeholders": err.translation_placeholders,
            }
            hass.bus.async_fire(RESULT_EVENT, {**result, "ok": False, **refusal})
            return
        hass.bus.async_fire(RESULT_EVENT, {**result, "ok": True, "error": None})

    hass.bus.async_listen(NOTIFICATION_ACTION, _tapped)
