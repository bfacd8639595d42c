"""One game host: its MQTT subscriptions, tables, requests and seat views."""

from __future__ import annotations

import asyncio
import json
import logging
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any

from homeassistant.components import mqtt
from homeassistant.config_entries import ConfigEntry
from homeassistant.core import CALLBACK_TYPE, HomeAssistant, callback
from homeassistant.helpers import device_registry as dr
from homeassistant.helpers import issue_registry as ir
from homeassistant.helpers.dispatcher import async_dispatcher_send
from homeassistant.helpers.event import async_track_time_interval

from .const import (
    DEFAULT_GAME,
    DOMAIN,
    HEARTBEAT_INTERVAL,
    ISSUE_HOST_OFFLINE,
    ISSUE_PROTOCOL_MISMATCH,
    PROTOCOL_VERSION,
    REQUEST_TIMEOUT,
)
from .meta import GameMeta, parse_games
from .protocol import (
    ClientKey,
    Credential,
    ProtocolError,
    Topics,
    decrypt_private,
    parse_json_object,
    sign,
)
from .store import OwnerBinding, SeatBinding, SeatStore

_LOGGER = logging.getLogger(__name__)

Listener = Callable[[], None]
EventListener = Callable[[dict[str, Any]], None]
ViewListener = Callable[[dict[str, Any]], None]


def signal_new_table(entry_id: str) -> str:
    """Dispatcher signal sent with a table id when a table first appears."""
    return f"{DOMAIN}_{entry_id}_new_table"


def table_device_identifier(host_id: str, table_id: str) -> tuple[str, str]:
    """The device registry identifier of a table."""
    return (DOMAIN, f"{host_id}_{table_id}")


#: Between a table's identifier and a seat's: a player device belongs to its table's lifetime.
PLAYER_MARK = ":seat:"


def player_device_identifier(host_id: str, table_id: str, seat: int) -> tuple[str, str]:
    """The device registry identifier of a player at a table (games that have player devices)."""
    return (DOMAIN, f"{host_id}_{table_id}{PLAYER_MARK}{seat}")


def table_of_identifier(host_id: str, ident: str) -> str | None:
    """The table id a table's or player's device identifier names, else None (the hub)."""
    prefix = f"{host_id}_"
    if not ident.startswith(prefix):
        return None
    return ident[len(prefix) :].split(PLAYER_MARK, 1)[0]


@dataclass(slots=True)
class Table:
    """What the integration knows about one table: public data only."""

    table_id: str
    snapshot: dict[str, Any]
    listeners: list[Listener] = field(default_factory=list)
    event_listeners: list[EventListener] = field(default_factory=list)
    #: the `seq` of the public event being handed to the event listeners (the card's log
    #: orders live events against a history by it)
    event_seq: int | None = None

    @property
    def seq(self) -> int:
        """The snapshot's sequence number."""
        return int(self.snapshot.get("seq", 0))

    @property
    def name(self) -> str:
        """The table's name."""
        return str(self.snapshot.get("name") or self.table_id)

    @property
    def ruleset(self) -> str:
        """The table's game (`ruleset` in the protocol)."""
        ruleset = self.snapshot.get("ruleset")
        return ruleset if isinstance(ruleset, str) and ruleset else DEFAULT_GAME

    @property
    def status(self) -> str | None:
        """lobby, playing or over."""
        return self.snapshot.get("status")

    @property
    def game(self) -> dict[str, Any] | None:
        """The engine's public view, or None in the lobby."""
        game = self.snapshot.get("game")
        return game if isinstance(game, dict) else None

    def seat_name(self, seat: int | None) -> str | None:
        """The name shown for a seat."""
        name = self._seat_field(seat, "name")
        return name if isinstance(name, str) else None

    def seat_bot(self, seat: int | None) -> str | None:
        """The level of the bot playing a seat now (its own or handed over), else None."""
        level = self._seat_field(seat, "bot")
        return level if isinstance(level, str) else None

    def _seat_field(self, seat: int | None, key: str) -> Any:
        if seat is None:
            return None
        for item in self.snapshot.get("seats") or []:
            if isinstance(item, dict) and item.get("seat") == seat:
                return item.get(key)
        return None


@dataclass(slots=True)
class SeatView:
    """The last decrypted private message of a seat held here (memory only)."""

    seq: int
    view: dict[str, Any] | None
    events: list[dict[str, Any]]


class DuckDownHub:
    """Speaks the protocol with one host over Home Assistant's MQTT."""

    def __init__(self, hass: HomeAssistant, entry: ConfigEntry, base_topic: str) -> None:
        """Prepare; nothing is subscribed before `async_start`."""
        self.hass = hass
        self.entry = entry
        self.host_id: str = entry.unique_id or entry.entry_id
        self.topics = Topics(base_topic)
        self.store = SeatStore(hass, entry.entry_id)
        self.host_online: bool | None = None
        self.info: dict[str, Any] | None = None
        self.games: dict[str, GameMeta] = {}
        self.tables: dict[str, Table] = {}
        self.views: dict[tuple[str, int], SeatView] = {}
        self._hub_listeners: list[Listener] = []
        self._view_listeners: dict[tuple[str, int], list[ViewListener]] = {}
        self._unsubs: list[CALLBACK_TYPE] = []
        self._private_unsubs: dict[tuple[str, int], CALLBACK_TYPE] = {}
        self._pending: dict[str, asyncio.Future[dict[str, Any]]] = {}
        self._responses_seen = asyncio.Event()
        self._last_nonce = 0
        self._watchers: dict[tuple[str, int], int] = {}
        self._heartbeats: dict[tuple[str, int], CALLBACK_TYPE] = {}
        self._protocol_ok = True
        self._logged_offline = False
        self._logged_foreign = False

    # ------------------------------------------------------------------ lifecycle

    async def async_start(self) -> None:
        """Load the credentials and subscribe to the host's topics."""
        await self.store.async_load()
        t = self.topics
        subscriptions: list[tuple[str, Callable[[mqtt.ReceiveMessage], None]]] = [
            (t.responses, self._on_response),
            (t.state, self._on_state),
            (t.info, self._on_info),
            (t.public_all, self._on_public),
            (t.events_all, self._on_event),
        ]
        for topic, handler in subscriptions:
            self._unsubs.append(
                await mqtt.async_subscribe(self.hass, topic, handler, qos=1, encoding="utf-8")
            )
        for table_id, seat in list(self.store.seats):
            await self._async_subscribe_private(table_id, seat)

    @callback
    def async_stop(self) -> None:
        """Unsubscribe everything and fail pending requests."""
        for unsub in self._unsubs:
            unsub()
        self._unsubs.clear()
        for unsub in self._private_unsubs.values():
            unsub()
        self._private_unsubs.clear()
        for unsub in self._heartbeats.values():
            unsub()
        self._heartbeats.clear()
        for future in self._pending.values():
            if not future.done():
                future.set_exception(ProtocolError("unloaded", "integration unloaded"))
        self._pending.clear()

    async def _async_subscribe_private(self, table_id: str, seat: int) -> None:
        key = (table_id, seat)
        if key in self._private_unsubs:
            return

        @callback
        def _on_private(msg: mqtt.ReceiveMessage) -> None:
            self._handle_private(table_id, seat, msg.payload)

        self._private_unsubs[key] = await mqtt.async_subscribe(
            self.hass, self.topics.private(table_id, seat), _on_private, qos=1, encoding="utf-8"
        )

    @callback
    def _unsubscribe_private(self, table_id: str, seat: int) -> None:
        unsub = self._private_unsubs.pop((table_id, seat), None)
        if unsub:
            unsub()
        self.views.pop((table_id, seat), None)
        stop = self._heartbeats.pop((table_id, seat), None)
        if stop:
            stop()

    # ------------------------------------------------------------------ listeners

    @callback
    def async_add_listener(self, listener: Listener, table_id: str | None = None) -> CALLBACK_TYPE:
        """Call `listener` on host changes, and on changes of `table_id` if given."""
        if table_id is not None and table_id not in self.tables:
            return lambda: None  # the table went away meanwhile
        target = self._hub_listeners if table_id is None else self.tables[table_id].listeners
        target.append(listener)
        return lambda: target.remove(listener) if listener in target else None

    @callback
    def async_add_event_listener(self, table_id: str, listener: EventListener) -> CALLBACK_TYPE:
        """Call `listener` with each public event of a table."""
        if table_id not in self.tables:
            return lambda: None
        target = self.tables[table_id].event_listeners
        target.append(listener)
        return lambda: target.remove(listener) if listener in target else None

    @callback
    def async_add_view_listener(
        self, table_id: str, seat: int, listener: ViewListener
    ) -> CALLBACK_TYPE:
        """Call `listener` with each new private message of a held seat."""
        key = (table_id, seat)
        target = self._view_listeners.setdefault(key, [])
        target.append(listener)
        return lambda: target.remove(listener) if listener in target else None

    @callback
    def _notify_hub(self) -> None:
        for listener in list(self._hub_listeners):
            listener()
        for table in list(self.tables.values()):
            for listener in list(table.listeners):
                listener()

    # ------------------------------------------------------------------ incoming

    @property
    def bot_levels(self) -> tuple[str, ...]:
        """The host's bot levels for every game (older hosts list no levels per game)."""
        levels = (self.info or {}).get("bot_levels")
        return tuple(x for x in levels if isinstance(x, str)) if isinstance(levels, list) else ()

    @property
    def available(self) -> bool:
        """The host is online and speaks our protocol."""
        return bool(self.host_online) and self._protocol_ok

    @callback
    def _on_state(self, msg: mqtt.ReceiveMessage) -> None:
        payload = msg.payload.strip() if isinstance(msg.payload, str) else ""
        online = payload == "online"
        if payload not in ("online", "offline"):
            _LOGGER.debug("Ignoring host state %r", payload)
            return
        if online == self.host_online:
            return
        self.host_online = online
        issue_id = f"{ISSUE_HOST_OFFLINE}_{self.entry.entry_id}"
        if online:
            if self._logged_offline:
                _LOGGER.info("Duck Down host %s is back online", self.entry.title)
                self._logged_offline = False
            ir.async_delete_issue(self.hass, DOMAIN, issue_id)
        else:
            if not self._logged_offline:
                _LOGGER.info("Duck Down host %s is offline", self.entry.title)
                self._logged_offline = True
            ir.async_create_issue(
                self.hass,
                DOMAIN,
                issue_id,
                is_fixable=False,
                severity=ir.IssueSeverity.WARNING,
                translation_key=ISSUE_HOST_OFFLINE,
                translation_placeholders={"name": self.entry.title, "topic": self.topics.state},
            )
        self._notify_hub()

    @callback
    def _check_protocol(self, version: Any) -> bool:
        ok = bool(version == PROTOCOL_VERSION)
        issue_id = f"{ISSUE_PROTOCOL_MISMATCH}_{self.entry.entry_id}"
        if ok and not self._protocol_ok:
            ir.async_delete_issue(self.hass, DOMAIN, issue_id)
        if not ok and self._protocol_ok:
            _LOGGER.warning(
                "Duck Down host %s speaks protocol %s; this integration speaks %s",
                self.entry.title,
                version,
                PROTOCOL_VERSION,
            )
            ir.async_create_issue(
                self.hass,
                DOMAIN,
                issue_id,
                is_fixable=False,
                severity=ir.IssueSeverity.ERROR,
                translation_key=ISSUE_PROTOCOL_MISMATCH,
                translation_placeholders={
                    "name": self.entry.title,
                    "host_protocol": str(version),
                    "protocol": str(PROTOCOL_VERSION),
                },
            )
        if ok != self._protocol_ok:
            self._protocol_ok = ok
            self._notify_hub()
        return ok

    @callback
    def _on_info(self, msg: mqtt.ReceiveMessage) -> None:
        try:
            info = parse_json_object(msg.payload)
        except ProtocolError as err:
            _LOGGER.debug("Ignoring malformed host info: %s", err.message)
            return
        if info is None:
            return
        if info.get("host_id") != self.host_id:
            # another host under our base topic: never let its table list remove our devices
            if not self._logged_foreign:
                _LOGGER.warning(
                    "Another Duck Down host (%s) publishes under %s; add it as a new entry",
                    info.get("host_id"),
                    self.topics.base,
                )
                self._logged_foreign = True
            return
        self._logged_foreign = False
        if not self._check_protocol(info.get("protocol")):
            return
        first = self.info is None
        self.info = info
        self.games = parse_games(info)
        self._update_hub_device()
        tables = info.get("tables")
        if isinstance(tables, list):
            known = {t for t in tables if isinstance(t, str)}
            for table_id in list(self.tables):
                if table_id not in known:
                    self._remove_table(table_id)
            self.async_remove_stale_devices(known)
        if first:  # tables that came before the info announce themselves now (see apply_snapshot)
            for table_id in list(self.tables):
                async_dispatcher_send(self.hass, signal_new_table(self.entry.entry_id), table_id)
        self._notify_hub()

    @callback
    def _update_hub_device(self) -> None:
        info = self.info or {}
        dev_reg = dr.async_get(self.hass)
        web_url = info.get("web_url")
        dev_reg.async_get_or_create(
            config_entry_id=self.entry.entry_id,
            identifiers={(DOMAIN, self.host_id)},
            manufacturer="Duck Down",
            model="Game host",
            name=info.get("name") or self.entry.title,
            sw_version=info.get("version"),
            configuration_url=web_url
            if isinstance(web_url, str) and web_url.startswith("http")
            else None,
        )

    @callback
    def async_remove_stale_devices(self, known: set[str]) -> None:
        """Remove the devices of tables the host no longer has."""
        dev_reg = dr.async_get(self.hass)
        for device in dr.async_entries_for_config_entry(dev_reg, self.entry.entry_id):
            for domain, ident in device.identifiers:
                table_id = table_of_identifier(self.host_id, ident) if domain == DOMAIN else None
                if table_id is not None:
                    if table_id not in known:
                        dev_reg.async_update_device(
                            device.id, remove_config_entry_id=self.entry.entry_id
                        )
                    break

    @callback
    def _on_public(self, msg: mqtt.ReceiveMessage) -> None:
        table_id = self.topics.table_of(msg.topic)
        if table_id is None:
            return
        try:
            snapshot = parse_json_object(msg.payload)
        except ProtocolError as err:
            _LOGGER.debug("Ignoring malformed snapshot of table %s: %s", table_id, err.message)
            return
        if snapshot is None:
            self._remove_table(table_id)
            return
        self.apply_snapshot(table_id, snapshot)

    @callback
    def apply_snapshot(self, table_id: str, snapshot: dict[str, Any]) -> None:
        """Take a public snapshot (from the topic or a response) if it is newer."""
        if not self._check_protocol(snapshot.get("protocol")):
            return
        if snapshot.get("table_id", table_id) != table_id or not isinstance(
            snapshot.get("seq"), int
        ):
            return
        table = self.tables.get(table_id)
        if table is None:
            self.tables[table_id] = Table(table_id, snapshot)
            # a table's entities follow its game's metadata (host info): announced with the info
            if self.info is not None:
                async_dispatcher_send(self.hass, signal_new_table(self.entry.entry_id), table_id)
            return
        if snapshot["seq"] < table.seq:
            return
        table.snapshot = snapshot
        for listener in list(table.listeners):
            listener()

    @callback
    def _remove_table(self, table_id: str) -> None:
        removed = self.tables.pop(table_id, None) is not None
        for key in [k for k in self._private_unsubs if k[0] == table_id]:
            self._unsubscribe_private(*key)
        if self.store.forget_table(table_id):
            self.hass.async_create_task(self.store.async_save(), eager_start=True)
        self.async_remove_table_device(table_id)
        if removed:  # subscribed cards drop the table now, not at the next host info
            self._notify_hub()

    @callback
    def async_remove_table_device(self, table_id: str) -> None:
        """Remove a table's device and its players' (and so their entities) from the registry."""
        dev_reg = dr.async_get(self.hass)
        for device in dr.async_entries_for_config_entry(dev_reg, self.entry.entry_id):
            if any(
                domain == DOMAIN and table_of_identifier(self.host_id, ident) == table_id
                for domain, ident in device.identifiers
            ):
                dev_reg.async_update_device(device.id, remove_config_entry_id=self.entry.entry_id)

    @callback
    def async_remove_player_devices_except(self, table_id: str, seats: set[int]) -> None:
        """Remove the devices of a table's players who are no longer among `seats`."""
        keep = {player_device_identifier(self.host_id, table_id, seat)[1] for seat in seats}
        dev_reg = dr.async_get(self.hass)
        for device in dr.async_entries_for_config_entry(dev_reg, self.entry.entry_id):
            for domain, ident in device.identifiers:
                if (
                    domain == DOMAIN
                    and PLAYER_MARK in ident
                    and table_of_identifier(self.host_id, ident) == table_id
                    and ident not in keep
                ):
                    dev_reg.async_update_device(
                        device.id, remove_config_entry_id=self.entry.entry_id
                    )
                    break

    @callback
    def async_rename_player_device(self, table_id: str, seat: int, name: str) -> None:
        """Name a player's device anew (their display name changed; entity ids stay)."""
        dev_reg = dr.async_get(self.hass)
        device = dev_reg.async_get_device(
            identifiers={player_device_identifier(self.host_id, table_id, seat)}
        )
        if device is not None and device.name != name:
            dev_reg.async_update_device(device.id, name=name)

    @callback
    def async_remove_player_device(self, table_id: str, seat: int) -> None:
        """Remove a player's device (a player who left the game) and so its entities."""
        dev_reg = dr.async_get(self.hass)
        device = dev_reg.async_get_device(
            identifiers={player_device_identifier(self.host_id, table_id, seat)}
        )
        if device is not None:
            dev_reg.async_update_device(device.id, remove_config_entry_id=self.entry.entry_id)

    @callback
    def _on_event(self, msg: mqtt.ReceiveMessage) -> None:
        table_id = self.topics.table_of(msg.topic)
        try:
            data = parse_json_object(msg.payload)
        except ProtocolError as err:
            _LOGGER.debug("Ignoring malformed event of table %s: %s", table_id, err.message)
            return
        if table_id is None or data is None or not isinstance(data.get("event"), dict):
            return
        event = data["event"]
        if event.get("type") == "table_deleted":
            self._remove_table(table_id)
            return
        table = self.tables.get(table_id)
        if table is None:
            return
        seq = data.get("seq")
        table.event_seq = seq if isinstance(seq, int) else None
        for listener in list(table.event_listeners):
            listener(event)

    @callback
    def _handle_private(self, table_id: str, seat: int, payload: str | bytes | bytearray) -> None:
        binding = self.store.seat(table_id, seat)
        if binding is None:
            return
        try:
            envelope = parse_json_object(payload)
            if envelope is None:
                return
            plain = decrypt_private(envelope, binding.credential)
        except ProtocolError as err:
            _LOGGER.debug("Ignoring private message of %s seat %s: %s", table_id, seat, err.code)
            return
        key = (table_id, seat)
        old = self.views.get(key)
        if old is not None and plain["seq"] < old.seq:
            return
        view = plain.get("view")
        events = plain.get("events")
        self.views[key] = SeatView(
            seq=plain["seq"],
            view=view if isinstance(view, dict) else None,
            events=events if isinstance(events, list) else [],
        )
        for listener in list(self._view_listeners.get(key, [])):
            listener(self.view_message(table_id, seat))

    def view_message(self, table_id: str, seat: int) -> dict[str, Any]:
        """The message sent to the seat's own user (never to anyone else)."""
        current = self.views.get((table_id, seat))
        return {
            "table_id": table_id,
            "seat": seat,
            "seq": current.seq if current else None,
            "view": current.view if current else None,
            "events": current.events if current else [],
        }

    # ------------------------------------------------------------------ requests

    @callback
    def _on_response(self, msg: mqtt.ReceiveMessage) -> None:
        self._responses_seen.set()
        try:
            data = parse_json_object(msg.payload)
        except ProtocolError as err:
            _LOGGER.debug("Ignoring malformed response on %s: %s", msg.topic, err.message)
            return
        if data is None:
            return
        future = self._pending.get(str(data.get("transaction")))
        if future is not None and not future.done():
            future.set_result(data)

    def _next_nonce(self) -> int:
        self._last_nonce = max(int(time.time() * 1000), self._last_nonce + 1)
        return self._last_nonce

    async def _async_send(
        self,
        command: str,
        fields: dict[str, Any],
        wait: float,
        role: str | None = None,
        cred: Credential | None = None,
    ) -> dict[str, Any]:
        transaction = uuid.uuid4().hex
        request: dict[str, Any] = {"transaction": transaction, **fields}
        if cred is not None and role is not None:
            sign(command, request, role, self._next_nonce(), cred)
        future: asyncio.Future[dict[str, Any]] = self.hass.loop.create_future()
        self._pending[transaction] = future
        try:
            await mqtt.async_publish(
                self.hass, self.topics.request(command), json.dumps(request), qos=1, retain=False
            )
            async with asyncio.timeout(wait):
                return await future
        finally:
            self._pending.pop(transaction, None)

    async def _async_ensure_responses(self) -> None:
        """Make sure our response subscription is live (MQTT subscribes lazily)."""
        if self._responses_seen.is_set():
            return
        deadline = time.monotonic() + REQUEST_TIMEOUT
        while time.monotonic() < deadline:
            try:
                await self._async_send("ping", {}, wait=1.0)
            except TimeoutError:
                continue
            return
        raise ProtocolError("timeout", "the host does not answer")

    async def async_request(
        self,
        command: str,
        fields: dict[str, Any] | None = None,
        *,
        role: str | None = None,
        cred: Credential | None = None,
    ) -> dict[str, Any]:
        """Send a request, wait for its response; raise ProtocolError on an error."""
        await self._async_ensure_responses()
        try:
            response = await self._async_send(
                command, dict(fields or {}), REQUEST_TIMEOUT, role, cred
            )
        except TimeoutError as err:
            raise ProtocolError("timeout", "the host does not answer") from err
        if response.get("status") == "ok":
            data = response.get("data")
            return data if isinstance(data, dict) else {}
        error = response.get("error")
        if not isinstance(error, dict):
            error = {}
        raise ProtocolError(str(error.get("code", "error")), str(error.get("message", "")))

    # ------------------------------------------------------------------ commands

    async def async_create_table(
        self,
        user_id: str,
        name: str,
        game: str,
        options: dict[str, Any],
        max_seats: int | None,
    ) -> str:
        """Create a table of a game; the user becomes its owner."""
        key = ClientKey()
        fields: dict[str, Any] = {"name": name, "ruleset": game, "client_key": key.public}
        if options:
            fields["options"] = options
        if max_seats is not None:
            fields["max_seats"] = max_seats
        data = await self.async_request("table/create", fields)
        table_id = data.get("table_id")
        if not isinstance(table_id, str):
            raise ProtocolError("bad_response", "no table id")
        cred = key.open(data.get("owner"), table_id, "owner", None)
        self.store.owners[table_id] = OwnerBinding(table_id, user_id, cred)
        await self.store.async_save()
        if isinstance(data.get("snapshot"), dict):
            self.apply_snapshot(table_id, data["snapshot"])
        return table_id

    async def async_join(
        self, table_id: str, user_id: str, name: str, seat: int | None
    ) -> SeatBinding:
        """Take a seat for a user."""
        key = ClientKey()
        fields: dict[str, Any] = {"table_id": table_id, "name": name, "client_key": key.public}
        if seat is not None:
            fields["seat"] = seat
        data = await self.async_request("table/join", fields)
        got = data.get("seat")
        if not isinstance(got, int):
            raise ProtocolError("bad_response", "no seat")
        cred = key.open(data.get("credential"), table_id, "seat", got)
        binding = SeatBinding(table_id, got, user_id, name, cred)
        self.store.seats[(table_id, got)] = binding
        await self.store.async_save()
        await self._async_subscribe_private(table_id, got)
        return binding

    async def async_seat_request(
        self, binding: SeatBinding, command: str, fields: dict[str, Any] | None = None
    ) -> dict[str, Any]:
        """A request proven with a seat credential."""
        payload = {"table_id": binding.table_id, "seat": binding.seat, **(fields or {})}
        return await self.async_request(command, payload, role="seat", cred=binding.credential)

    async def async_owner_request(
        self, owner: OwnerBinding, command: str, fields: dict[str, Any] | None = None
    ) -> dict[str, Any]:
        """A request proven with the owner credential."""
        payload = {"table_id": owner.table_id, **(fields or {})}
        return await self.async_request(command, payload, role="owner", cred=owner.credential)

    async def async_leave(self, binding: SeatBinding) -> None:
        """Leave a seat. In the lobby the seat is gone; in a game it stays ours (absent)."""
        table = self.tables.get(binding.table_id)
        await self.async_seat_request(binding, "table/leave")
        if table is None or table.status == "lobby":
            self.store.seats.pop((binding.table_id, binding.seat), None)
            self._unsubscribe_private(binding.table_id, binding.seat)
            await self.store.async_save()

    async def async_delete_table(self, owner: OwnerBinding) -> None:
        """Delete a table (owner only)."""
        await self.async_owner_request(owner, "table/delete")
        self._remove_table(owner.table_id)

    # ------------------------------------------------------------------ presence

    @callback
    def async_watch(self, binding: SeatBinding) -> CALLBACK_TYPE:
        """The seat's user is looking: keep the seat connected until the returned stop."""
        key = (binding.table_id, binding.seat)
        self._watchers[key] = self._watchers.get(key, 0) + 1

        async def _beat(_now: Any = None) -> None:
            current = self.store.seat(*key)
            if current is None:
                return
            try:
                await self.async_seat_request(current, "seat/reconnect")
            except ProtocolError as err:
                _LOGGER.debug("Heartbeat for %s seat %s failed: %s", key[0], key[1], err.code)

        if key not in self._heartbeats:
            self._heartbeats[key] = async_track_time_interval(
                self.hass, _beat, timedelta(seconds=HEARTBEAT_INTERVAL), cancel_on_shutdown=True
            )
            self.hass.async_create_background_task(_beat(), f"{DOMAIN} heartbeat {key}")

        @callback
        def _stop() -> None:
            self._watchers[key] -= 1
            if self._watchers[key] <= 0:
                self._watchers.pop(key, None)
                stop = self._heartbeats.pop(key, None)
                if stop:
                    stop()

        return _stop

    # ------------------------------------------------------------------ helpers

    def users_of_seats(self, table_id: str) -> dict[int, str]:
        """Seat number to HA user id, for the seats held here."""
        return {b.seat: b.user_id for b in self.store.seats.values() if b.table_id == table_id}
