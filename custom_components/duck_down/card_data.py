"""The card's data: the public side of every table and the games the hosts run.

Two WebSocket commands, for every logged-in user, public data only (the same as the retained
public MQTT snapshots and host info) plus two facts about the caller: the seat they hold and
whether they own the table:

- `duck_down/card/tables`: `{"tables", "bot_levels", "games"}` now. `games` is host info's
  `games` (docs/games.md: names, titles, options schemas, bot levels...), one entry per game
  over all hosts, for the lobby's game picker; each table names its game as `ruleset`;
- `duck_down/card/subscribe_tables`: the same, again after every change of a table, a host or
  a config entry of this integration (set up, reloaded, removed), and each public event of a
  table as `{"table_id", "event", "seq"}` (for the wall tablet's game log; `seq` is the change's,
  to order live events against the table's history, `duck_down/history`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import voluptuous as vol
from homeassistant.components import websocket_api
from homeassistant.config_entries import (
    SIGNAL_CONFIG_ENTRY_CHANGED,
    ConfigEntry,
    ConfigEntryChange,
)
from homeassistant.core import CALLBACK_TYPE, HomeAssistant, callback
from homeassistant.helpers import device_registry as dr
from homeassistant.helpers.dispatcher import async_dispatcher_connect

from .const import DOMAIN
from .hub import DuckDownHub, Table, signal_new_table, table_device_identifier
from .services import loaded_hubs


def public_tables(hass: HomeAssistant, user_id: str) -> dict[str, Any]:
    """Every table of every loaded host: its public snapshot, the caller's seat and ownership;
    the hosts' bot levels and games."""
    dev_reg = dr.async_get(hass)
    tables: list[dict[str, Any]] = []
    bot_levels: list[str] = []
    games: dict[str, Any] = {}
    for hub in loaded_hubs(hass):
        for level in hub.bot_levels:
            if level not in bot_levels:
                bot_levels.append(level)
        for name, meta in hub.games.items():
            games.setdefault(name, dict(meta.raw))
        for table_id, table in list(hub.tables.items()):
            snap = table.snapshot
            device = dev_reg.async_get_device(
                identifiers={table_device_identifier(hub.host_id, table_id)}
            )
            binding = hub.store.seat_of_user(table_id, user_id)
            owner = hub.store.owners.get(table_id)
            tables.append(
                {
                    "config_entry_id": hub.entry.entry_id,
                    "table_id": table_id,
                    "device_id": device.id if device else None,
                    "name": table.name,
                    "ruleset": table.ruleset,
                    "status": snap.get("status"),
                    "seq": snap.get("seq"),
                    "options": snap.get("options") or {},
                    "max_seats": snap.get("max_seats"),
                    "round_choices": snap.get("round_choices") or [],
                    "seats": snap.get("seats") or [],
                    "paused": bool(snap.get("paused")),
                    "now": snap.get("now"),
                    "game": snap.get("game"),
                    "available": hub.available,
                    "your_seat": binding.seat if binding else None,
                    "owner": owner is not None and owner.user_id == user_id,
                }
            )
    tables.sort(key=lambda t: (str(t["name"]).lower(), t["table_id"]))
    return {"tables": tables, "bot_levels": bot_levels, "games": list(games.values())}


@websocket_api.websocket_command({vol.Required("type"): f"{DOMAIN}/card/tables"})
@callback
def ws_card_tables(
    hass: HomeAssistant, connection: websocket_api.ActiveConnection, msg: dict[str, Any]
) -> None:
    """The public tables, now."""
    connection.send_result(msg["id"], public_tables(hass, connection.user.id))


class TablesStream:
    """One `subscribe_tables` subscription: follows every loaded hub and each of its tables.

    A reload (or reconfigure) of an entry replaces its hub with a new one under the same entry
    id, and its tables with new `Table` objects under the same ids: what is followed is keyed
    by the objects themselves, so the new hub and its tables are followed as soon as the entry
    is loaded again, and the old ones let go.
    """

    def __init__(
        self, hass: HomeAssistant, connection: websocket_api.ActiveConnection, msg_id: int
    ) -> None:
        """Follow the config entries; `start` sends the first message."""
        self.hass = hass
        self.connection = connection
        self.msg_id = msg_id
        self._hubs: dict[DuckDownHub, list[CALLBACK_TYPE]] = {}
        self._tables: dict[DuckDownHub, dict[str, Table]] = {}
        self._unsub_entries = async_dispatcher_connect(
            hass, SIGNAL_CONFIG_ENTRY_CHANGED, self._entry_changed
        )

    @callback
    def send(self) -> None:
        """Follow what is new, and send every table again."""
        self._follow()
        self.connection.send_message(
            websocket_api.event_message(
                self.msg_id, public_tables(self.hass, self.connection.user.id)
            )
        )

    @callback
    def stop(self) -> None:
        """The subscription ends: let go of everything."""
        self._unsub_entries()
        for unsubs in self._hubs.values():
            while unsubs:
                unsubs.pop()()
        self._hubs.clear()
        self._tables.clear()

    @callback
    def _entry_changed(self, change: ConfigEntryChange, entry: ConfigEntry) -> None:
        if entry.domain == DOMAIN:
            self.send()

    @callback
    def _on_new_table(self, _table_id: str) -> None:
        self.send()

    @callback
    def _follow(self) -> None:
        hubs = loaded_hubs(self.hass)
        for gone in [hub for hub in self._hubs if hub not in hubs]:
            for unsub in self._hubs.pop(gone):
                unsub()
            del self._tables[gone]
        for hub in hubs:
            unsubs = self._hubs.get(hub)
            if unsubs is None:
                unsubs = self._hubs[hub] = [
                    hub.async_add_listener(self.send),
                    async_dispatcher_connect(
                        self.hass, signal_new_table(hub.entry.entry_id), self._on_new_table
                    ),
                ]
                self._tables[hub] = {}
            followed = self._tables[hub]
            for table_id, table in list(hub.tables.items()):
                if followed.get(table_id) is not table:
                    followed[table_id] = table
                    unsubs.append(hub.async_add_listener(self.send, table_id))
                    unsubs.append(hub.async_add_event_listener(table_id, self._forward(table)))
            for table_id in [t for t in followed if t not in hub.tables]:
                del followed[table_id]

    def _forward(self, table: Table) -> Callable[[dict[str, Any]], None]:
        @callback
        def forward(event: dict[str, Any]) -> None:
            message = {"table_id": table.table_id, "event": event, "seq": table.event_seq}
            self.connection.send_message(websocket_api.event_message(self.msg_id, message))

        return forward


@websocket_api.websocket_command({vol.Required("type"): f"{DOMAIN}/card/subscribe_tables"})
@callback
def ws_card_subscribe_tables(
    hass: HomeAssistant, connection: websocket_api.ActiveConnection, msg: dict[str, Any]
) -> None:
    """The public tables, now and after every change of a table, a host or an entry."""
    stream = TablesStream(hass, connection, msg["id"])
    connection.subscriptions[msg["id"]] = stream.stop
    connection.send_result(msg["id"])
    stream.send()
