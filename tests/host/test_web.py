"""The same protocol over the WebSocket at `ws`, and the static page at `/`."""

from __future__ import annotations

import asyncio
import random
from collections.abc import AsyncIterator
from pathlib import Path

import aiohttp
import pytest
from cryptography.hazmat.primitives.asymmetric.x25519 import X25519PrivateKey

from duckdown.client import Credential
from duckdown.host import crypto, schema
from duckdown.host.app import Host, HostOptions
from duckdown.host.limits import Limits
from tests.host.players import random_action
from tests.host.wsclient import Ws


@pytest.fixture()
async def web_host(tmp_path: Path) -> AsyncIterator[Host]:
    host = Host(
        HostOptions(
            data=tmp_path / "d",
            mqtt=None,
            http="127.0.0.1:0",
            bot_delay_ms=0,
            limits=Limits.unlimited(),
        )
    )
    await host.start()
    yield host
    await host.stop()


async def test_page_and_websocket_play(web_host: Host) -> None:
    url = web_host.web_url
    assert url is not None and not url.endswith(":0/")
    async with aiohttp.ClientSession() as http:
        async with http.get(url) as resp:
            assert resp.status == 200
            assert "<html" in (await resp.text()).lower()
        async with http.get(url + "../../etc/passwd") as resp:
            assert resp.status == 404
        async with http.ws_connect(url + "ws") as raw:
            ws = Ws(raw)
            key = X25519PrivateKey.generate()
            created = await ws.call(
                "table/create",
                name="Web",
                options={"turn_time": 0},
                client_key=crypto.public_key_b64(key),
            )
            table_id = created["data"]["table_id"]
            owner = Credential(
                "owner",
                table_id,
                None,
                crypto.open_sealed(
                    created["data"]["owner"], key, crypto.seal_aad(table_id, "owner", None)
                ),
            )
            joined = await ws.call(
                "table/join", table_id=table_id, name="Anna", client_key=crypto.public_key_b64(key)
            )
            me = Credential(
                "seat",
                table_id,
                0,
                crypto.open_sealed(
                    joined["data"]["credential"], key, crypto.seal_aad(table_id, "seat", 0)
                ),
            )
            lobby = await ws.call("ws/lobby")
            assert lobby["data"]["tables"][0]["table_id"] == table_id
            assert (await ws.call("table/add_bot", owner, table_id=table_id, level="easy"))[
                "status"
            ] == "ok"
            # a forged proof over the socket: refused, as on MQTT
            forged = Credential("seat", table_id, 0, b"\0" * 32)
            bad = await ws.call("ws/auth", forged, table_id=table_id, seat=0)
            assert bad["error"]["code"] == "unauthorized"
            ok = await ws.call("ws/auth", me, table_id=table_id, seat=0)
            assert ok["status"] == "ok"
            await ws.call("table/start", owner, table_id=table_id, rounds=1)
            rng = random.Random(9)
            async with asyncio.timeout(60):
                while True:
                    push = await ws.wait(lambda: (p := ws.private()) and p["view"] and p)
                    schema.check("private_plain", {k: push[k] for k in ("seq", "view", "events")})
                    view = push["view"]
                    if view["phase"] == "over":
                        break
                    if view["legal"]:
                        resp = await ws.call(
                            "game/action",
                            me,
                            table_id=table_id,
                            seat=0,
                            action=random_action(view, rng),
                            expect_seq=push["seq"],
                        )
                        if resp["status"] == "ok":
                            await ws.wait(
                                lambda s=resp["data"]["seq"]: (p := ws.private()) and p["seq"] >= s
                            )
                            continue
                    seq = push["seq"]
                    await ws.wait(lambda s=seq: (p := ws.private()) and p["seq"] > s)
            publics = [p for p in ws.pushes if p["type"] == "public"]
            assert publics[-1]["snapshot"]["status"] == "over"
            for p in publics:
                schema.check("public", p["snapshot"])
            types = {p["type"] for p in ws.pushes}
            assert {"public", "event", "private", "tables"} <= types
            await raw.close()
        # the socket is gone: the seat counts as absent after a short grace
        table = web_host.service.tables[table_id]
        assert table.seats[0].sockets == 0


@pytest.mark.parametrize(
    ("given", "advertised"),
    [("http://ha.example:8123/duck/", "http://ha.example:8123/duck/"), ("", None)],
)
async def test_web_url_override_reaches_host_info(
    tmp_path: Path, given: str, advertised: str | None
) -> None:
    """Behind a proxy or in a container the listening address is not what clients can reach."""
    host = Host(HostOptions(data=tmp_path / "d", mqtt=None, http="127.0.0.1:0", web_url=given))
    await host.start()
    try:
        assert host.web_url == advertised
        assert host.service.info()["web_url"] == advertised
    finally:
        await host.stop()


async def test_host_info_lists_the_games_over_the_websocket(web_host: Host) -> None:
    url = web_host.web_url
    assert url is not None
    async with aiohttp.ClientSession() as http, http.ws_connect(url + "ws") as raw:
        ws = Ws(raw)
        resp = await ws.call("host/info")
        assert resp["status"] == "ok"
        info = resp["data"]["info"]
        schema.check("host_info", info)
        games = {g["name"]: g for g in info["games"]}
        duck_down = games["duck_down"]
        assert duck_down["players"] == [2, 8]
        assert duck_down["bot_levels"][0] == "random"
        assert duck_down["options"]["properties"]["turn_time"]["default"] == 60
        assert duck_down["title"]["de"] == "Duck Down"
