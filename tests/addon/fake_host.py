"""A stand-in for `duckdown serve`, for the entry point's own tests.

It takes the same options, writes what it was given (argv and the broker URL from the
environment) to the JSON file named by FAKE_HOST_RECORD, and serves:

    GET /            a small HTML page
    GET /echo/...    JSON with the method, path, query, headers and the TCP peer it saw
    POST /echo/...   the same, plus the body
    GET /ws          a WebSocket that echoes text and binary frames

On SIGTERM it appends "stopped" to the record and exits 0. With FAKE_HOST_EXIT=N it exits
with N right after writing the record; with FAKE_HOST_NO_LISTEN=1 it serves nothing; with
FAKE_HOST_IGNORE_TERM=1 it ignores SIGTERM.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import signal
import sys
from pathlib import Path

from aiohttp import WSMsgType, web

PAGE = "<!doctype html><title>fake host</title><script src='./app.js'></script>"


def parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="fake-host")
    sub = parser.add_subparsers(dest="command", required=True)
    serve = sub.add_parser("serve")
    serve.add_argument("--mqtt", default=os.environ.get("DUCKDOWN_MQTT"))
    serve.add_argument("--base-topic", default="duckdown")
    serve.add_argument("--data", required=True)
    serve.add_argument("--http", default="0.0.0.0:8080")
    serve.add_argument("--web-url", default=None)
    serve.add_argument("--bot-delay-ms", type=int, default=800)
    serve.add_argument("--log-level", default="info")
    return parser.parse_args(argv)


def record(update: dict[str, object]) -> None:
    path = Path(os.environ["FAKE_HOST_RECORD"])
    data = json.loads(path.read_text()) if path.exists() else {}
    data.update(update)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(data))
    tmp.replace(path)


async def echo(request: web.Request) -> web.Response:
    peer = request.transport.get_extra_info("peername") if request.transport else None
    body = await request.text() if request.body_exists else None
    return web.json_response(
        {
            "method": request.method,
            "path": request.path,
            "raw_path": request.raw_path,
            "query": dict(request.query),
            "headers": dict(request.headers),
            "peer": peer[0] if peer else None,
            "body": body,
        },
        headers={"X-Fake-Host": "1"},
    )


async def index(request: web.Request) -> web.Response:
    return web.Response(text=PAGE, content_type="text/html")


async def websocket(request: web.Request) -> web.WebSocketResponse:
    ws = web.WebSocketResponse()
    await ws.prepare(request)
    async for msg in ws:
        if msg.type == WSMsgType.TEXT:
            if msg.data == "close-me":
                await ws.close(code=4000, message=b"asked to")
                break
            await ws.send_str("echo:" + msg.data)
        elif msg.type == WSMsgType.BINARY:
            await ws.send_bytes(b"echo:" + msg.data)
    return ws


async def main(args: argparse.Namespace) -> int:
    record(
        {
            "argv": sys.argv[1:],
            "mqtt_env": os.environ.get("DUCKDOWN_MQTT"),
            "supervisor_token_env": os.environ.get("SUPERVISOR_TOKEN"),
            "pid": os.getpid(),
        }
    )
    code = os.environ.get("FAKE_HOST_EXIT")
    if code:
        return int(code)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    if os.environ.get("FAKE_HOST_IGNORE_TERM"):
        loop.add_signal_handler(signal.SIGTERM, lambda: record({"ignored_term": True}))
    else:
        loop.add_signal_handler(signal.SIGTERM, stop.set)
    if os.environ.get("FAKE_HOST_NO_LISTEN"):
        await stop.wait()
        record({"stopped": True})
        return 0
    host, _, port = args.http.rpartition(":")
    app = web.Application()
    app.router.add_get("/", index)
    app.router.add_get("/ws", websocket)
    app.router.add_route("*", "/echo/{tail:.*}", echo)
    runner = web.AppRunner(app, access_log=None)
    await runner.setup()
    await web.TCPSite(runner, host.strip("[]"), int(port)).start()
    record({"listening": f"{host}:{port}"})
    await stop.wait()
    await runner.cleanup()
    record({"stopped": True})
    return 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main(parse(sys.argv[1:]))))
