"""WebSocket commands: a user's own seats, their live seat view, the table's history, and moves.

Authorized by `connection.user.id`: a user only ever gets the view (and the history) of a seat
bound to them, and plays only for that seat, or (`"owner": true`) as the owner of a table they
created.
"""

from __future__ import annotations

import logging
from typing import Any

import voluptuous as vol
from homeassistant.components import websocket_api
from homeassistant.core import HomeAssistant, callback
from homeassistant.exceptions import HomeAssistantError, ServiceValidationError

from .const import ATTR_CONFIG_ENTRY_ID, ATTR_DEVICE_ID, ATTR_TABLE_ID, DOMAIN
from .hub import DuckDownHub
from .protocol import ProtocolError
from .services import (
    ACTION,
    UNREACHABLE,
    async_owner_play,
    host_error,
    loaded_hubs,
    manager_of,
    resolve_table,
)
from .store import OwnerBinding, SeatBinding

_LOGGER = logging.getLogger(__name__)

TABLE_FIELDS: dict[str | vol.Marker, Any] = {
    vol.Optional(ATTR_CONFIG_ENTRY_ID): str,
    vol.Optional(ATTR_DEVICE_ID): str,
    vol.Optional(ATTR_TABLE_ID): str,
}


@callback
def async_setup_websocket(hass: HomeAssistant) -> None:
    """Register the commands (once, from async_setup)."""
    websocket_api.async_register_command(hass, ws_seats)
    websocket_api.async_register_command(hass, ws_subscribe_view)
    websocket_api.async_register_command(hass, ws_play)
    websocket_api.async_register_command(hass, ws_history)


def _seat(
    hass: HomeAssistant, connection: websocket_api.ActiveConnection, msg: dict[str, Any]
) -> tuple[DuckDownHub, SeatBinding] | None:
    """The caller's seat at the table the message names, or an error sent back."""
    try:
        hub, table_id = resolve_table(
            hass,
            device_id=msg.get(ATTR_DEVICE_ID),
            table_id=msg.get(ATTR_TABLE_ID),
            entry_id=msg.get(ATTR_CONFIG_ENTRY_ID),
        )
    except HomeAssistantError:
        connection.send_error(msg["id"], websocket_api.ERR_NOT_FOUND, "Unknown table")
        return None
    binding = hub.store.seat_of_user(table_id, connection.user.id)
    if binding is None:
        connection.send_error(
            msg["id"], websocket_api.ERR_UNAUTHORIZED, "You hold no seat at this table"
        )
        return None
    return hub, binding


@websocket_api.websocket_command({vol.Required("type"): f"{DOMAIN}/seats"})
@callback
def ws_seats(
    hass: HomeAssistant, connection: websocket_api.ActiveConnection, msg: dict[str, Any]
) -> None:
    """The seats the connected user holds, on every host."""
    seats = [
        {
            "config_entry_id": hub.entry.entry_id,
            "table_id": binding.table_id,
            "table": hub.tables[binding.table_id].name if binding.table_id in hub.tables else None,
            "seat": binding.seat,
            "name": binding.name,
        }
        for hub in loaded_hubs(hass)
        for binding in hub.store.seats.values()
        if binding.user_id == connection.user.id
    ]
    connection.send_result(msg["id"], {"seats": seats})


@websocket_api.websocket_command({vol.Required("type"): f"{DOMAIN}/subscribe_view", **TABLE_FIELDS})
@callback
def ws_subscribe_view(
    hass: HomeAssistant, connection: websocket_api.ActiveConnection, msg: dict[str, Any]
) -> None:
    """Stream the caller's own seat view; keeps the seat present while subscribed."""
    found = _seat(hass, connection, msg)
    if found is None:
        return
    hub, binding = found

    @callback
    def _forward(message: dict[str, Any]) -> None:
        connection.send_message(websocket_api.event_message(msg["id"], message))

    remove_listener = hub.async_add_view_listener(binding.table_id, binding.seat, _forward)
    stop_watch = hub.async_watch(binding)

    @callback
    def _unsubscribe() -> None:
        remove_listener()
        stop_watch()

    connection.subscriptions[msg["id"]] = _unsubscribe
    connection.send_result(msg["id"])
    _forward(hub.view_message(binding.table_id, binding.seat))


def _owner(
    hass: HomeAssistant, connection: websocket_api.ActiveConnection, msg: dict[str, Any]
) -> tuple[DuckDownHub, OwnerBinding] | None:
    """The owner credential of the table the message names, if the caller owns it, or an error
    sent back (translated, as the actions' own refusals are)."""
    try:
        hub, table_id = resolve_table(
            hass,
            device_id=msg.get(ATTR_DEVICE_ID),
            table_id=msg.get(ATTR_TABLE_ID),
            entry_id=msg.get(ATTR_CONFIG_ENTRY_ID),
        )
    except HomeAssistantError:
        connection.send_error(msg["id"], websocket_api.ERR_NOT_FOUND, "Unknown table")
        return None
    try:
        return hub, manager_of(hub, table_id, connection.user.id)
    except ServiceValidationError as err:
        _LOGGER.debug("An owner action at %s was refused: %s", table_id, err)
        _send_translated(connection, msg["id"], websocket_api.ERR_UNAUTHORIZED, err)
        return None


def _send_translated(
    connection: websocket_api.ActiveConnection, msg_id: int, code: str, err: HomeAssistantError
) -> None:
    """An error with its translation, as the actions' refusals carry it (the card reads it)."""
    connection.send_error(
        msg_id,
        code,
        str(err),
        translation_key=err.translation_key,
        translation_domain=err.translation_domain,
        translation_placeholders=err.translation_placeholders,
    )


@websocket_api.websocket_command(
    {
        vol.Required("type"): f"{DOMAIN}/play",
        vol.Required("action"): ACTION,
        vol.Optional("owner", default=False): bool,
        **TABLE_FIELDS,
    }
)
@websocket_api.async_response
async def ws_play(
    hass: HomeAssistant, connection: websocket_api.ActiveConnection, msg: dict[str, Any]
) -> None:
    """Play an action of the table's game for the caller's own seat, or with `owner` as the
    table's owner (signed with the owner credential, no seat). The host checks the action."""
    if msg["owner"]:
        owned = _owner(hass, connection, msg)
        if owned is None:
            return
        hub, owner = owned
        table_id = owner.table_id
        request = async_owner_play(hub, owner, msg["action"])
    else:
        found = _seat(hass, connection, msg)
        if found is None:
            return
        hub, binding = found
        table_id = binding.table_id
        request = hub.async_seat_request(binding, "game/action", {"action": msg["action"]})
    try:
        data = await request
    except ProtocolError as err:
        # a refused move is the player's (debug); a host that does not answer is a fault
        log = _LOGGER.warning if err.code in UNREACHABLE else _LOGGER.debug
        log("A move at %s was not played: %s (%s)", table_id, err.message, err.code)
        connection.send_error(msg["id"], err.code, err.message or err.code)
        return
    connection.send_result(msg["id"], {"seq": data.get("seq")})


@websocket_api.websocket_command(
    {
        vol.Required("type"): f"{DOMAIN}/history",
        vol.Optional("public", default=False): bool,
        **TABLE_FIELDS,
    }
)
@websocket_api.async_response
async def ws_history(
    hass: HomeAssistant, connection: websocket_api.ActiveConnection, msg: dict[str, Any]
) -> None:
    """The table's events so far (the host's `table/history`), for the card's log after a
    reload: as the caller's own seat was shown them (signed with that seat's credential), or
    the public ones for a caller without a seat there, or with `public` (a wall tablet shows
    the public table even to a seated user). No field names a seat: a user never gets another
    seat's history."""
    try:
        hub, table_id = resolve_table(
            hass,
            device_id=msg.get(ATTR_DEVICE_ID),
            table_id=msg.get(ATTR_TABLE_ID),
            entry_id=msg.get(ATTR_CONFIG_ENTRY_ID),
        )
    except ServiceValidationError as err:
        _send_translated(connection, msg["id"], websocket_api.ERR_NOT_FOUND, err)
        return
    binding = None if msg["public"] else hub.store.seat_of_user(table_id, connection.user.id)
    try:
        if binding is None:
            data = await hub.async_request("table/history", {"table_id": table_id})
        else:
            data = await hub.async_seat_request(binding, "table/history")
    except ProtocolError as err:
        log = _LOGGER.warning if err.code in UNREACHABLE else _LOGGER.debug
        log("The history of %s was not given: %s (%s)", table_id, err.message, err.code)
        _send_translated(connection, msg["id"], err.code, host_error(err))
        return
    events = data.get("events")
    connection.send_result(
        msg["id"],
        {
            "table_id": table_id,
            "seat": binding.seat if binding else None,
            "seq": data.get("seq"),
            "events": events if isinstance(events, list) else [],
            "complete": bool(data.get("complete", True)),
        },
    )
