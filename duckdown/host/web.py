"""The web server: the browser table's static files at `/` and the protocol over WebSocket at `ws`.

The WebSocket carries the same requests (with `command` added) and runs the same checks. A
socket that proves a seat once (`ws/auth`) receives that seat's private messages in clear.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import logging
from importlib import resources
from pathlib import Path
from typing import Any

from aiohttp import WSMsgType, web

from duckdown.host import decode
from duckdown.host.limits import MAX_WS_MESSAGE, Bucket
from duckdown.host.protocol import HostError
from duckdown.host.service import JSON, Service
from duckdown.host.table import Table

log = logging.getLogger("duckdown.host.web")

QUEUE_LIMIT = 2000
PLACEHOLDER = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Duck Down</title></head>
<body><h1>Duck Down</h1>
<p>The game host is running. The browser table is not built into this installation yet.</p>
<p>WebSocket endpoint: <code>ws</code> (relative to this page).</p>
</body></html>
"""


def static_dir() -> Path:
    return Path(str(resources.files("duckdown.web").joinpath("static")))


class WsSession:
    """One WebSocket connection."""

    _ids = itertools.count(1)

    def __init__(self, hub: WebHub, ws: web.WebSocketResponse) -> None:
        self.id = next(self._ids)
        self.hub = hub
        self.ws = ws
        self.watching: set[str] = set()
        self.seats: set[tuple[str, int]] = set()
        self.lobby_on = False
        self.queue: asyncio.Queue[str | None] = asyncio.Queue(QUEUE_LIMIT)
        self.bucket: Bucket | None = None

    # Session interface (called by the service)
    def watch(self, table_id: str) -> None:
        self.watching.add(table_id)

    def unwatch(self, table_id: str) -> None:
        self.watching.discard(table_id)

    def lobby(self) -> None:
        self.lobby_on = True

    def auth(self, table_id: str, seat: int) -> None:
        self.seats.add((table_id, seat))
        self.watching.add(table_id)

    def send(self, text: str) -> None:
        try:
            self.queue.put_nowait(text)
        except asyncio.QueueFull:
            log.warning("websocket %d is too slow; closing it", self.id)
            with contextlib.suppress(asyncio.QueueFull):
                self.queue.put_nowait(None)

    async def writer(self) -> None:
        while True:
            text = await self.queue.get()
            if text is None:
                await self.ws.close()
                return
            await self.ws.send_str(text)


class WebHub:
    """The service's `Sink` for WebSockets."""

    def __init__(self, service: Service) -> None:
        self.service = service
        self.sessions: set[WsSession] = set()

    def host_info(self, info: JSON) -> None:
        pass

    def table_changed(self, table: Table, snapshot: bytes) -> None:
        watchers = [s for s in self.sessions if table.table_id in s.watching]
        if not watchers:
            return
        tid = json.dumps(table.table_id)
        text = '{"type":"public","table_id":' + tid + ',"snapshot":' + snapshot.decode() + "}"
        for s in watchers:
            s.send(text)

    def table_events(self, table: Table, events: list[bytes]) -> None:
        watchers = [s for s in self.sessions if table.table_id in s.watching]
        if not watchers:
            return
        texts = ['{"type":"event",' + ev.decode()[1:] for ev in events]
        for s in watchers:
            for t in texts:
                s.send(t)

    def private_changed(self, table: Table, seat: int, plain: bytes, public_len: int) -> None:
        key = (table.table_id, seat)
        targets = [s for s in self.sessions if key in s.seats]
        if not targets:
            return
        head = json.dumps({"type": "private", "table_id": table.table_id, "seat": seat})
        text = head[:-1] + "," + plain.decode()[1:]
        for s in targets:
            s.send(text)

    def table_deleted(self, table_id: str, seats: list[int], seq: int) -> None:
        text = json.dumps({"type": "deleted", "table_id": table_id})
        for s in self.sessions:
            if table_id in s.watching:
                s.send(text)
                s.watching.discard(table_id)
                s.seats = {k for k in s.seats if k[0] != table_id}

    def lobby_changed(self) -> None:
        targets = [s for s in self.sessions if s.lobby_on]
        if not targets:
            return
        tables = [t.summary() for t in self.service.tables.values()]
        text = json.dumps({"type": "tables", "tables": tables}, separators=(",", ":"))
        for s in targets:
            s.send(text)


class WebServer:
    def __init__(self, service: Service, host: str, port: int) -> None:
        self.service = service
        self.host = host
        self.port = port
        self.hub = WebHub(service)
        self.app = web.Application()
        self.app.router.add_get("/ws", self.websocket)
        self.app.router.add_get("/", self.index)
        self.app.router.add_get("/{path:.+}", self.static)
        self.runner: web.AppRunner | None = None
        # set once the host has loaded its tables: the port is bound before (a port in use
        # stops a start early), and no socket is served until then
        self.open_for_play = asyncio.Event()

    async def start(self) -> None:
        self.service.sinks.append(self.hub)
        self.runner = web.AppRunner(self.app, access_log=None)
        await self.runner.setup()
        site = web.TCPSite(self.runner, self.host, self.port)
        await site.start()
        server = getattr(site, "_server", None)
        sockets = getattr(server, "sockets", None) or []
        if sockets:
            self.port = int(sockets[0].getsockname()[1])

    async def stop(self) -> None:
        if self.hub in self.service.sinks:
            self.service.sinks.remove(self.hub)
        for s in list(self.hub.sessions):
            await s.ws.close()
        if self.runner is not None:
            await self.runner.cleanup()

    async def index(self, request: web.Request) -> web.StreamResponse:
        path = static_dir() / "index.html"
        if path.is_file():
            return web.FileResponse(path)
        return web.Response(text=PLACEHOLDER, content_type="text/html")

    async def static(self, request: web.Request) -> web.StreamResponse:
        root = static_dir().resolve()
        try:
            path = (root / request.match_info["path"]).resolve()
        except (OSError, ValueError):
            raise web.HTTPNotFound() from None
        if not path.is_relative_to(root) or not path.is_file():
            raise web.HTTPNotFound()
        return web.FileResponse(path)

    async def websocket(self, request: web.Request) -> web.StreamResponse:
        limits = self.service.limits
        # read messages well over the payload limit, so an oversized one is answered `too_large`
        ws = web.WebSocketResponse(
            heartbeat=30, max_msg_size=max(MAX_WS_MESSAGE, limits.payload_bytes)
        )
        await self.open_for_play.wait()
        await ws.prepare(request)
        session = WsSession(self.hub, ws)
        now = self.service.clock.now()
        session.bucket = Bucket(limits.client_rate, limits.client_burst, limits.client_burst, now)
        self.hub.sessions.add(session)
        writer = asyncio.create_task(session.writer())
        try:
            async for msg in ws:
                if msg.type in (WSMsgType.TEXT, WSMsgType.BINARY):
                    # a binary frame's bytes are checked exactly as an MQTT payload is
                    self._message(session, msg.data)
                elif msg.type == WSMsgType.ERROR:
                    break
        finally:
            self.hub.sessions.discard(session)
            for table_id, seat in session.seats:
                self.service.socket_closed(table_id, seat)
            writer.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await writer
        return ws

    def _message(self, session: WsSession, payload: str | bytes) -> None:
        service = self.service
        try:
            data = decode.request(payload, service.limits.payload_bytes)
        except HostError as err:  # not read far enough to trust its transaction
            session.send(_error(None, None, err.code, err.message))
            return
        command: Any = data.pop("command", None)
        tx = data.get("transaction")
        transaction = tx if isinstance(tx, str) and 0 < len(tx) <= 64 else None
        if not isinstance(command, str) or not 0 < len(command) <= 64:
            session.send(_error(transaction, None, "unknown_command", "`command` is missing"))
            return
        assert session.bucket is not None
        if not session.bucket.take(service.clock.now()):
            session.send(_error(transaction, command, "rate_limited", "too many requests"))
            return
        response = service.handle_data(command, data, "ws", session)
        out = {"type": "response", "command": command, **response}
        session.send(json.dumps(out, separators=(",", ":"), ensure_ascii=False))


def _error(transaction: str | None, command: str | None, code: str, message: str) -> str:
    out: JSON = {
        "type": "response",
        "transaction": transaction,
        "status": "error",
        "error": {"code": code, "message": message},
    }
    if command is not None:
        out["command"] = command
    return json.dumps(out)
