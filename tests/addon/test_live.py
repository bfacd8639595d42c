"""The app's entry point with the real game host (`duckdown serve` of the released package, as
the image runs it) and a real Mosquitto that requires a user name and password, which only the
fake Supervisor knows."""

from __future__ import annotations

import asyncio
import json
import re
import threading
import time
from typing import Any

import aiohttp
import paho.mqtt.client as mqtt
import pytest
from paho.mqtt.enums import CallbackAPIVersion

from duckdown import __version__
from tests.addon.conftest import AddonProcess, AuthBroker, FakeSupervisor
from tests.packaging.release import InstalledRelease
from tests.support import processes

pytestmark = pytest.mark.broker

BASE = "addon-test/duckdown"


class Watcher:
    """An MQTT client with the app's credentials, keeping the last payload of each topic."""

    def __init__(self, broker: AuthBroker, username: str, password: str) -> None:
        self.last: dict[str, bytes] = {}
        self.connected = threading.Event()
        self.answered = threading.Event()
        self.refused: int | None = None
        self.lock = threading.Lock()
        self.client = mqtt.Client(callback_api_version=CallbackAPIVersion.VERSION2)
        self.client.username_pw_set(username, password)
        self.client.on_connect = self._on_connect
        self.client.on_message = self._on_message
        self.client.connect("127.0.0.1", broker.port)
        self.client.loop_start()

    def _on_connect(self, client: Any, userdata: Any, flags: Any, reason: Any, props: Any) -> None:
        if reason.is_failure:
            self.refused = reason.value
            self.answered.set()
            client.disconnect()
            return
        client.subscribe(BASE + "/host/#", qos=1)
        self.connected.set()
        self.answered.set()

    def _on_message(self, client: Any, userdata: Any, msg: mqtt.MQTTMessage) -> None:
        with self.lock:
            self.last[msg.topic] = bytes(msg.payload)

    async def value(
        self,
        topic: str,
        wanted: bytes | None = None,
        within: float = 20,
        app: AddonProcess | None = None,
    ) -> bytes:
        """The topic's last payload, once it is `wanted`; fails early if `app` exits."""
        deadline = time.monotonic() + within
        while time.monotonic() < deadline:
            if app is not None and app.proc is not None and app.proc.returncode is not None:
                raise AssertionError(f"the app exited ({app.proc.returncode}):\n{app.log()}")
            with self.lock:
                got = self.last.get(topic)
            if got is not None and (wanted is None or got == wanted):
                return got
            await asyncio.sleep(0.05)
        raise AssertionError(f"{topic}: wanted {wanted!r}, last seen {self.last.get(topic)!r}")

    def stop(self) -> None:
        self.client.disconnect()
        self.client.loop_stop()


def from_addr(address: str) -> aiohttp.ClientSession:
    return aiohttp.ClientSession(
        connector=aiohttp.TCPConnector(local_addr=(address, 0), force_close=True)
    )


async def test_app_runs_the_host_with_supervisor_credentials(
    make_addon: Any, supervisor: FakeSupervisor, auth_broker: AuthBroker, release: InstalledRelease
) -> None:
    # Without the credentials the broker turns clients away.
    stranger = Watcher(auth_broker, auth_broker.username, "wrong password")
    await asyncio.to_thread(stranger.answered.wait, 10)
    stranger.stop()
    assert stranger.refused is not None, "the test broker let a wrong password in"

    supervisor.mqtt = {
        "host": "127.0.0.1",
        "port": auth_broker.port,
        "ssl": False,
        "protocol": "3.1.1",
        "username": auth_broker.username,
        "password": auth_broker.password,
        "addon": "core_mosquitto",
    }
    app: AddonProcess = make_addon(DUCKDOWN_ADDON_HOST_CMD="duckdown")  # as in the image
    app.write_options({"log_level": "debug", "base_topic": BASE, "bot_delay_ms": 0})
    watcher = Watcher(auth_broker, auth_broker.username, auth_broker.password)
    try:
        assert await asyncio.to_thread(watcher.connected.wait, 10)
        await app.start()

        # The host reached the broker with the credentials it was handed.
        assert await watcher.value(BASE + "/host/state", b"online", app=app) == b"online"
        info = json.loads(await watcher.value(BASE + "/host/info", app=app))
        assert info["base_topic"] == BASE
        assert info["version"] == __version__
        assert info["web_url"] is None  # the sidebar (ingress) is the way in
        # The host is the release's `duckdown`, the only one on the app's PATH.
        assert app.proc is not None
        (host_pid,) = processes.children(app.proc.pid)
        assert processes.cmdline(host_pid).split()[1:3] == [str(release.bin / "duckdown"), "serve"]

        # The browser table through ingress: served to the ingress address only.
        await app.wait_ingress()
        url = f"http://127.0.0.1:{app.ingress_port}"
        async with from_addr("127.0.0.2") as ingress:
            async with ingress.get(
                url + "/", headers={"X-Ingress-Path": "/api/hassio_ingress/abc"}
            ) as r:
                assert r.status == 200, await r.text()
                assert r.content_type == "text/html"
                page = await r.text()
            # Behind ingress the page lives under a prefix: every URL in it must be relative.
            refs = re.findall(r"""(?:src|href|action)\s*=\s*["']([^"']*)["']""", page)
            assert refs, page[:500]
            for ref in refs:
                assert not ref.startswith("/"), f"absolute URL {ref!r} breaks under ingress"
                assert "://" not in ref or ref.startswith("data:"), ref
            for ref in refs:
                if ref.startswith("data:"):
                    continue
                async with ingress.get(url + "/" + ref.removeprefix("./")) as r:
                    assert r.status == 200, ref
            # The WebSocket, relative to the page, goes through too.
            ws = await ingress.ws_connect(url + "/ws")
            await ws.send_str(json.dumps({"command": "ws/lobby", "transaction": "t1"}))
            reply: dict[str, Any] = {}
            async with asyncio.timeout(10):
                while reply.get("type") != "response":
                    reply = json.loads((await ws.receive()).data)
            assert reply["transaction"] == "t1"
            assert reply["status"] == "ok", reply
            await ws.close()

        async with from_addr("127.0.0.1") as other:
            async with other.get(url + "/") as r:
                assert r.status == 403
            with pytest.raises(aiohttp.WSServerHandshakeError):
                await other.ws_connect(url + "/ws")
        # Without a published LAN port the host's own port is on loopback only.
        async with from_addr("127.0.0.1") as other:
            with pytest.raises(aiohttp.ClientConnectionError):
                await other.get(f"http://127.0.0.3:{app.web_port}/")

        # A clean stop: the host says offline, its state stays under the data folder.
        assert await app.terminate() == 0
        assert await watcher.value(BASE + "/host/state", b"offline") == b"offline"
        assert any(app.data.iterdir()), "the host kept nothing under its data folder"
    finally:
        watcher.stop()
    log = app.log()
    assert auth_broker.password not in log
    assert "MQTT broker from the Supervisor: mqtt://addons:***@127.0.0.1" in log
