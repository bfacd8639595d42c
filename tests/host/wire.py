"""Raw bytes to a host over both transports, and what it answered: for tests of hostile input."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import aiohttp

from duckdown.client import Client
from duckdown.host import schema
from duckdown.host.service import Service

JSON = dict[str, Any]


def ws_payload(command: str, mqtt_payload: bytes) -> bytes:
    """The WebSocket form of an MQTT payload: `command` added as the object's first field.

    Only where the payload opens an object (after a BOM, if any); anything else goes as it is,
    so the host meets the same bad bytes on both transports.
    """
    bom = b"\xef\xbb\xbf" if mqtt_payload.startswith(b"\xef\xbb\xbf") else b""
    rest = mqtt_payload[len(bom) :]
    if not rest.startswith(b"{"):
        return mqtt_payload
    field = b'"command":' + json.dumps(command).encode()
    inner = rest[1:].lstrip()
    return bom + b"{" + field + (b"" if inner.startswith(b"}") else b",") + inner


class Wire:
    """One host, reached over MQTT (a protocol client) and over a WebSocket, byte for byte."""

    def __init__(self, mqtt: Client, ws: aiohttp.ClientWebSocketResponse) -> None:
        self.mqtt = mqtt
        self.ws = ws

    async def over_mqtt(
        self, command: str, payload: bytes, transaction: str | None, limit_s: float = 10
    ) -> JSON:
        resp = await self.mqtt.request_raw(command, payload, transaction, limit_s=limit_s)
        schema.check("response", resp)
        return resp

    async def over_mqtt_either(
        self, command: str, payload: bytes, transaction: str, limit_s: float = 10
    ) -> JSON:
        """Publish and return the response, whether it echoes `transaction` or carries null
        (a payload the host could not read far enough to trust its transaction)."""
        c = self.mqtt
        loop = asyncio.get_running_loop()
        keys = [transaction, "\0" + command]
        futures = {key: loop.create_future() for key in keys}
        c._pending.update(futures)
        c._mqtt.publish(c.topics.request(command), payload, qos=1)
        try:
            done, _ = await asyncio.wait(
                futures.values(), timeout=limit_s, return_when=asyncio.FIRST_COMPLETED
            )
        finally:
            for key in keys:
                c._pending.pop(key, None)
        if not done:
            raise TimeoutError(f"no answer to {command} over MQTT")
        resp: JSON = done.pop().result()
        schema.check("response", resp)
        return resp

    async def over_ws(self, payload: bytes, limit_s: float = 10) -> JSON:
        """Send one frame (text if it is UTF-8, else binary) and return the next response."""
        try:
            await self.ws.send_str(payload.decode("utf-8"))
        except UnicodeDecodeError:
            await self.ws.send_bytes(payload)
        async with asyncio.timeout(limit_s):
            while True:
                msg = await self.ws.receive()
                if msg.type != aiohttp.WSMsgType.TEXT:
                    raise AssertionError(f"the socket ended: {msg.type} {msg.data} {msg.extra}")
                data = json.loads(msg.data)
                if data.get("type") == "response":
                    schema.check("response", data)
                    return dict(data)

    async def ping_both(self) -> None:
        """A valid request still works on both transports."""
        resp = await self.over_mqtt("ping", b'{"transaction":"ping-mqtt"}', "ping-mqtt")
        assert resp["status"] == "ok", resp
        resp = await self.over_ws(b'{"command":"ping","transaction":"ping-ws"}')
        assert resp["status"] == "ok" and resp["transaction"] == "ping-ws", resp


def everything(service: Service) -> str:
    """Every table's state and seq, the log and the nonces: what no refused request may change."""
    tables = []
    for table_id in sorted(service.tables):
        table = service.tables[table_id]
        snap = table.snapshot(0)
        snap.pop("now")
        state = None if table.state is None else table.ruleset.state_to_json(table.state)
        tables.append([snap, state])
    store = service.store
    log = {t: [(e.seq, e.data) for e in store.entries(t)] for t in store.table_ids()}
    return json.dumps([tables, log, service.guard.nonces], sort_keys=True)
