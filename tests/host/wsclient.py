"""A protocol client over the host's WebSocket, for tests: requests and the pushes received."""

from __future__ import annotations

import asyncio
import itertools
import json
from typing import Any

import aiohttp

from duckdown.client import Credential, sign
from duckdown.host import schema


class Ws:
    def __init__(self, ws: aiohttp.ClientWebSocketResponse) -> None:
        self.ws = ws
        self.pushes: list[dict[str, Any]] = []
        self.responses: dict[str, dict[str, Any]] = {}
        self.changed = asyncio.Event()
        self.ids = itertools.count()
        self.reader = asyncio.create_task(self._read())

    async def _read(self) -> None:
        async for msg in self.ws:
            data = json.loads(msg.data)
            if data.get("type") == "response":
                self.responses[str(data.get("transaction"))] = data
            else:
                self.pushes.append(data)
            self.changed.set()

    async def wait(self, cond: Any, limit_s: float = 20) -> Any:
        async with asyncio.timeout(limit_s):
            while True:
                got = cond()
                if got:
                    return got
                self.changed.clear()
                await self.changed.wait()

    async def call(self, command: str, cred: Credential | None = None, **fields: Any) -> Any:
        body: dict[str, Any] = {"transaction": f"w{next(self.ids)}", **fields}
        if cred is not None:
            body = sign(command, body, cred)
        await self.ws.send_str(json.dumps({"command": command, **body}))
        tx = body["transaction"]
        resp = await self.wait(lambda: self.responses.get(tx))
        schema.check("response", {k: v for k, v in resp.items()})
        return resp

    def private(self) -> dict[str, Any] | None:
        views = [p for p in self.pushes if p["type"] == "private"]
        return views[-1] if views else None
