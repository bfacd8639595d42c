"""A person's seat in a test, over either transport: the latest private view and a way to act.

`MqttSeat` reads the encrypted private topic through the protocol client; `WsSeat` a socket
that proved the seat with `ws/auth` and gets its private messages in clear. Both answer an
action with the host's response, ok or refused, so a test can compare the two transports.
"""

from __future__ import annotations

from typing import Any, Protocol

import aiohttp

from duckdown.client import Client, Credential, SeatWatch, sign
from tests.host.wsclient import Ws

JSON = dict[str, Any]


class Seat(Protocol):
    cred: Credential

    @property
    def seq(self) -> int: ...

    @property
    def view(self) -> JSON | None: ...

    async def wait_seq(self, seq: int, limit_s: float = 10) -> JSON | None: ...

    async def act(self, action: JSON, expect_seq: int | None = None) -> JSON:
        """The host's whole response: `status` ok (with `data.seq`) or error."""
        ...


class MqttSeat:
    def __init__(self, client: Client, cred: Credential, watch: SeatWatch) -> None:
        self.client, self.cred, self.watch = client, cred, watch

    @classmethod
    async def open(cls, client: Client, cred: Credential) -> MqttSeat:
        return cls(client, cred, await client.watch_seat(cred))

    @property
    def seq(self) -> int:
        return self.watch.seq

    @property
    def view(self) -> JSON | None:
        return self.watch.view

    async def wait_seq(self, seq: int, limit_s: float = 10) -> JSON | None:
        return await self.watch.wait_seq(seq, limit_s)

    def body(self, action: JSON, expect_seq: int | None) -> JSON:
        fields: JSON = {"table_id": self.cred.table_id, "seat": self.cred.seat, "action": action}
        if expect_seq is not None:
            fields["expect_seq"] = expect_seq
        return self.client.body(**fields)

    async def act(self, action: JSON, expect_seq: int | None = None) -> JSON:
        signed = sign("game/action", self.body(action, expect_seq), self.cred)
        return await self.client.request_raw("game/action", signed)


class WsSeat:
    def __init__(self, ws: Ws, cred: Credential) -> None:
        self.ws, self.cred = ws, cred

    @classmethod
    async def open(cls, http: aiohttp.ClientSession, url: str, cred: Credential) -> WsSeat:
        ws = Ws(await http.ws_connect(url + "ws"))
        resp = await ws.call("ws/auth", cred, table_id=cred.table_id, seat=cred.seat)
        assert resp["status"] == "ok", resp
        return cls(ws, cred)

    def _latest(self) -> JSON | None:
        return self.ws.private()

    @property
    def seq(self) -> int:
        latest = self._latest()
        return 0 if latest is None else int(latest["seq"])

    @property
    def view(self) -> JSON | None:
        latest = self._latest()
        return None if latest is None else latest["view"]

    async def wait_seq(self, seq: int, limit_s: float = 10) -> JSON | None:
        await self.ws.wait(lambda: self.seq >= seq, limit_s)
        return self.view

    async def act(self, action: JSON, expect_seq: int | None = None) -> JSON:
        fields: JSON = {"table_id": self.cred.table_id, "seat": self.cred.seat, "action": action}
        if expect_seq is not None:
            fields["expect_seq"] = expect_seq
        resp: JSON = await self.ws.call("game/action", self.cred, **fields)
        return resp

    def private_events(self) -> list[JSON]:
        """Every event of this seat's private messages, in order (first copy of each seq)."""
        out: list[JSON] = []
        seen: set[int] = set()
        for push in self.ws.pushes:
            if push["type"] == "private" and push["seq"] not in seen:
                seen.add(push["seq"])
                out.extend(push["events"])
        return out

    def public_snapshots(self) -> list[JSON]:
        return [p["snapshot"] for p in self.ws.pushes if p["type"] == "public"]
