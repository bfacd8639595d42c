"""A Python client for the Duck Down host protocol over MQTT (docs/protocol.md).

It handles keys and credentials: X25519 keys for joining, sealed secrets, proofs with fresh
nonces, and decryption of the seat's private messages.

    client = Client("mqtt://127.0.0.1:1883")
    await client.connect()
    table_id, owner = await client.create_table("Kitchen")
    me = await client.join(table_id, "Anna")
    seat = client.watch_seat(me)
    await client.add_bot(owner, "easy")
    await client.start(owner)
    await seat.wait_for(lambda v: "draw" in (v or {}).get("legal", []))
    await client.act(me, {"type": "draw"})
"""

from __future__ import annotations

import asyncio
import json
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import paho.mqtt.client as mqtt
from cryptography.hazmat.primitives.asymmetric.x25519 import X25519PrivateKey

from duckdown.host import crypto
from duckdown.host.mqtt import BrokerUrl, make_client
from duckdown.host.protocol import DEFAULT_BASE, Topics

JSON = dict[str, Any]

__all__ = [
    "Client",
    "Credential",
    "ProtocolError",
    "SeatWatch",
    "TableWatch",
]


class ProtocolError(Exception):
    def __init__(self, code: str, message: str) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message


@dataclass
class Credential:
    """A seat, owner or admin secret, and the last nonce used with it."""

    role: str
    table_id: str | None
    seat: int | None
    secret: bytes
    last_nonce: int = 0
    keys: crypto.Keys = field(init=False)

    def __post_init__(self) -> None:
        self.keys = crypto.Keys.derive(self.secret)

    def next_nonce(self) -> int:
        self.last_nonce = max(self.last_nonce + 1, time.time_ns() // 1_000_000)
        return self.last_nonce

    def to_json(self) -> JSON:
        return {
            "role": self.role,
            "table_id": self.table_id,
            "seat": self.seat,
            "secret": self.secret.hex(),
            "last_nonce": self.last_nonce,
        }

    @classmethod
    def from_json(cls, data: JSON) -> Credential:
        return cls(
            data["role"],
            data.get("table_id"),
            data.get("seat"),
            bytes.fromhex(data["secret"]),
            int(data.get("last_nonce", 0)),
        )


def sign(command: str, body: JSON, cred: Credential, nonce: int | None = None) -> JSON:
    """Add `auth` to a request body (a copy)."""
    out = dict(body)
    out["auth"] = {"role": cred.role, "nonce": cred.next_nonce() if nonce is None else nonce}
    out["auth"]["mac"] = crypto.sign(command, out, cred.keys.mac)
    return out


class _Watch:
    def __init__(self) -> None:
        self._changed = asyncio.Event()

    def _notify(self) -> None:
        self._changed.set()

    async def _wait(self, check: Callable[[], bool], limit_s: float) -> None:
        async with asyncio.timeout(limit_s):
            while not check():
                self._changed.clear()
                await self._changed.wait()


class TableWatch(_Watch):
    """The latest public snapshot of a table and the public events received."""

    def __init__(self, table_id: str) -> None:
        super().__init__()
        self.table_id = table_id
        self.snapshot: JSON | None = None
        self.events: list[JSON] = []
        self.deleted = False

    def _public(self, payload: bytes) -> None:
        if not payload:
            self.deleted = True
            self.snapshot = None
        else:
            snap = json.loads(payload)
            if self.snapshot is None or snap["seq"] >= self.snapshot["seq"]:
                self.snapshot = snap
        self._notify()

    def _event(self, payload: bytes) -> None:
        self.events.append(json.loads(payload))
        self._notify()

    @property
    def seq(self) -> int:
        return 0 if self.snapshot is None else int(self.snapshot["seq"])

    async def wait_for(self, pred: Callable[[JSON], bool], limit_s: float = 10) -> JSON:
        await self._wait(lambda: self.snapshot is not None and pred(self.snapshot), limit_s)
        assert self.snapshot is not None
        return self.snapshot

    async def wait_seq(self, seq: int, limit_s: float = 10) -> JSON:
        return await self.wait_for(lambda s: s["seq"] >= seq, limit_s)


class SeatWatch(_Watch):
    """A seat's private messages, decrypted."""

    def __init__(self, cred: Credential) -> None:
        super().__init__()
        self.cred = cred
        self.seq = 0
        self.view: JSON | None = None
        self.events: list[JSON] = []
        self.messages = 0
        self.rejected = 0

    def _private(self, payload: bytes) -> None:
        if not payload:
            return
        env = json.loads(payload)
        if env.get("kid") != self.cred.keys.kid or env["seq"] < self.seq:
            return
        assert self.cred.table_id is not None and self.cred.seat is not None
        aad = crypto.private_aad(self.cred.table_id, self.cred.seat, env["seq"])
        try:
            plain = json.loads(
                crypto.decrypt_private(self.cred.keys.view, env["nonce"], env["ct"], aad)
            )
        except (crypto.CryptoError, ValueError):
            self.rejected += 1
            return
        self.seq = plain["seq"]
        self.view = plain["view"]
        self.events.extend(plain["events"])
        self.messages += 1
        self._notify()

    def legal(self) -> list[str]:
        return list((self.view or {}).get("legal", []))

    async def wait_for(
        self, pred: Callable[[JSON | None], bool], limit_s: float = 10
    ) -> JSON | None:
        await self._wait(lambda: self.messages > 0 and pred(self.view), limit_s)
        return self.view

    async def wait_seq(self, seq: int, limit_s: float = 10) -> JSON | None:
        await self._wait(lambda: self.seq >= seq, limit_s)
        return self.view


class Client:
    def __init__(self, url: str, base_topic: str = DEFAULT_BASE, name: str | None = None) -> None:
        self.url = BrokerUrl.parse(url)
        self.topics = Topics(base_topic)
        self.name = name or "py-" + uuid.uuid4().hex[:8]
        self._mqtt: mqtt.Client = make_client(self.url, f"duckdown-client-{self.name}")
        self._loop: asyncio.AbstractEventLoop | None = None
        self._pending: dict[str, asyncio.Future[JSON]] = {}
        self._handlers: dict[str, list[Callable[[bytes], None]]] = {}
        self._subacks: dict[int, asyncio.Future[None]] = {}
        self._connected: asyncio.Event | None = None
        self.info: JSON | None = None

    # --- connection ----------------------------------------------------------------------

    async def connect(self, limit_s: float = 10) -> None:
        self._loop = asyncio.get_running_loop()
        self._connected = asyncio.Event()
        self._mqtt.on_connect = self._on_connect
        self._mqtt.on_message = self._on_message
        self._mqtt.on_subscribe = self._on_subscribe
        self._mqtt.connect_async(self.url.host, self.url.port, keepalive=30)
        self._mqtt.loop_start()
        async with asyncio.timeout(limit_s):
            await self._connected.wait()
        self._handlers.setdefault(self.topics.info, []).append(self._on_info)
        await self._subscribe(self.topics.response("#"))
        await self._subscribe(self.topics.info)

    async def close(self) -> None:
        self._mqtt.disconnect()
        await asyncio.to_thread(self._mqtt.loop_stop)

    def _on_connect(self, client: mqtt.Client, u: Any, f: Any, reason: Any, p: Any) -> None:
        if reason.is_failure or self._loop is None:
            return
        for topic in list(self._handlers):
            client.subscribe(topic, qos=1)
        if self._connected is not None:
            self._loop.call_soon_threadsafe(self._connected.set)

    def _on_subscribe(self, client: mqtt.Client, u: Any, mid: int, rc: Any, p: Any) -> None:
        if self._loop is not None:
            self._loop.call_soon_threadsafe(self._suback, mid)

    def _suback(self, mid: int) -> None:
        fut = self._subacks.pop(mid, None)
        if fut is not None and not fut.done():
            fut.set_result(None)

    def _on_message(self, client: mqtt.Client, u: Any, msg: mqtt.MQTTMessage) -> None:
        if self._loop is not None:
            self._loop.call_soon_threadsafe(self._dispatch, msg.topic, bytes(msg.payload))

    def _dispatch(self, topic: str, payload: bytes) -> None:
        if topic.startswith(self.topics.response("")):
            try:
                resp = json.loads(payload)
            except ValueError:
                return
            tx = resp.get("transaction") if isinstance(resp, dict) else None
            if tx is None:  # a request too broken to carry a transaction
                tx = "\0" + topic[len(self.topics.response("")) :]
            fut = self._pending.pop(tx, None) if isinstance(tx, str) else None
            if fut is not None and not fut.done():
                fut.set_result(resp)
            return
        for handler in self._handlers.get(topic, []):
            handler(payload)

    def _on_info(self, payload: bytes) -> None:
        self.info = json.loads(payload) if payload else None

    async def _subscribe(self, topic: str) -> None:
        assert self._loop is not None
        fut: asyncio.Future[None] = self._loop.create_future()
        _result, mid = self._mqtt.subscribe(topic, qos=1)
        if mid is None:
            raise ConnectionError(f"cannot subscribe to {topic}")
        self._subacks[mid] = fut
        await asyncio.wait_for(fut, 10)

    async def subscribe(self, topic: str, handler: Callable[[bytes], None]) -> None:
        new = topic not in self._handlers
        self._handlers.setdefault(topic, []).append(handler)
        if new:
            await self._subscribe(topic)

    # --- requests ------------------------------------------------------------------------

    async def request_raw(
        self,
        command: str,
        payload: bytes | JSON,
        transaction: str | None = None,
        limit_s: float = 10,
    ) -> JSON:
        """Publish a request (a dict, or raw bytes for tests) and await the response."""
        assert self._loop is not None
        if isinstance(payload, dict):
            transaction = payload.get("transaction", transaction)
            raw = json.dumps(payload).encode()
        else:
            raw = payload
        key = transaction if transaction is not None else "\0" + command
        fut: asyncio.Future[JSON] = self._loop.create_future()
        self._pending[key] = fut
        self._mqtt.publish(self.topics.request(command), raw, qos=1)
        try:
            return await asyncio.wait_for(fut, limit_s)
        finally:
            self._pending.pop(key, None)

    def body(self, **fields: Any) -> JSON:
        return {"transaction": uuid.uuid4().hex[:16], "client": self.name, **fields}

    async def request(
        self,
        command: str,
        fields: JSON | None = None,
        cred: Credential | None = None,
        limit_s: float = 10,
    ) -> JSON:
        body = self.body(**(fields or {}))
        if cred is not None:
            body = sign(command, body, cred)
        resp = await self.request_raw(command, body, limit_s=limit_s)
        if resp.get("status") != "ok":
            err = resp.get("error") or {}
            raise ProtocolError(str(err.get("code")), str(err.get("message")))
        data: JSON = resp["data"]
        return data

    # --- lobby ---------------------------------------------------------------------------

    async def create_table(
        self,
        name: str,
        options: JSON | None = None,
        max_seats: int | None = None,
        ruleset: str = "duck_down",
    ) -> tuple[str, Credential]:
        key = X25519PrivateKey.generate()
        fields: JSON = {
            "name": name,
            "ruleset": ruleset,
            "options": options or {},
            "client_key": crypto.public_key_b64(key),
        }
        if max_seats is not None:
            fields["max_seats"] = max_seats
        data = await self.request("table/create", fields)
        table_id = data["table_id"]
        secret = crypto.open_sealed(data["owner"], key, crypto.seal_aad(table_id, "owner", None))
        return table_id, Credential("owner", table_id, None, secret)

    async def join(self, table_id: str, name: str, seat: int | None = None) -> Credential:
        key = X25519PrivateKey.generate()
        fields: JSON = {
            "table_id": table_id,
            "name": name,
            "client_key": crypto.public_key_b64(key),
        }
        if seat is not None:
            fields["seat"] = seat
        data = await self.request("table/join", fields)
        seat_no = data["seat"]
        aad = crypto.seal_aad(table_id, "seat", seat_no)
        secret = crypto.open_sealed(data["credential"], key, aad)
        return Credential("seat", table_id, seat_no, secret)

    async def list_tables(self) -> list[JSON]:
        return list((await self.request("table/list"))["tables"])

    async def spectate(self, table_id: str) -> JSON:
        return await self.request("table/spectate", {"table_id": table_id})

    async def delete_table(self, owner: Credential, table_id: str | None = None) -> None:
        await self.request("table/delete", {"table_id": table_id or owner.table_id}, owner)

    async def add_bot(self, owner: Credential, level: str, seat: int | None = None) -> int:
        fields: JSON = {"table_id": owner.table_id, "level": level}
        if seat is not None:
            fields["seat"] = seat
        return int((await self.request("table/add_bot", fields, owner))["seat"])

    async def remove_bot(self, owner: Credential, seat: int) -> None:
        await self.request("table/remove_bot", {"table_id": owner.table_id, "seat": seat}, owner)

    async def start(self, owner: Credential, rounds: int | None = None) -> JSON:
        fields: JSON = {"table_id": owner.table_id}
        if rounds is not None:
            fields["rounds"] = rounds
        return await self.request("table/start", fields, owner)

    async def leave(self, cred: Credential) -> None:
        await self.request("table/leave", {"table_id": cred.table_id, "seat": cred.seat}, cred)

    async def reconnect(self, cred: Credential) -> JSON:
        return await self.request(
            "seat/reconnect", {"table_id": cred.table_id, "seat": cred.seat}, cred
        )

    async def hand_to_bot(self, cred: Credential, seat: int, level: str) -> None:
        fields = {"table_id": cred.table_id, "seat": seat, "level": level}
        await self.request("seat/bot", fields, cred)

    async def take_back(self, cred: Credential, seat: int) -> None:
        await self.request("seat/take_back", {"table_id": cred.table_id, "seat": seat}, cred)

    # --- play ----------------------------------------------------------------------------

    async def act(self, cred: Credential, action: JSON, expect_seq: int | None = None) -> int:
        fields: JSON = {"table_id": cred.table_id, "seat": cred.seat, "action": action}
        if expect_seq is not None:
            fields["expect_seq"] = expect_seq
        return int((await self.request("game/action", fields, cred))["seq"])

    # --- watching ------------------------------------------------------------------------

    async def watch_table(self, table_id: str) -> TableWatch:
        watch = TableWatch(table_id)
        await self.subscribe(self.topics.events(table_id), watch._event)
        await self.subscribe(self.topics.public(table_id), watch._public)
        return watch

    async def watch_seat(self, cred: Credential) -> SeatWatch:
        assert cred.table_id is not None and cred.seat is not None
        watch = SeatWatch(cred)
        await self.subscribe(self.topics.private(cred.table_id, cred.seat), watch._private)
        return watch
