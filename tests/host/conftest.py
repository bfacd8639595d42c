"""Fixtures for the host: an in-process host on a real Mosquitto, clients and a spy."""

from __future__ import annotations

import asyncio
import json
import uuid
from collections.abc import AsyncIterator, Callable, Iterator
from pathlib import Path
from typing import Any

import paho.mqtt.client as mqtt
import pytest
from paho.mqtt.enums import CallbackAPIVersion

from duckdown.client import Client
from duckdown.host.app import Host, HostOptions
from duckdown.host.limits import Limits
from tests.support import dice_pond, guess_game
from tests.support.broker import Broker


class Spy:
    """A raw MQTT client subscribed to `#`, as anyone on a shared broker could be."""

    def __init__(self, broker: Broker) -> None:
        self.messages: list[tuple[str, bytes, bool]] = []
        self.client = mqtt.Client(callback_api_version=CallbackAPIVersion.VERSION2)
        self.client.on_message = self._on_message
        self._subscribed = asyncio.Event()
        self._arrived = asyncio.Event()
        self._loop: asyncio.AbstractEventLoop | None = None
        self.broker = broker

    def _on_message(self, client: Any, u: Any, msg: mqtt.MQTTMessage) -> None:
        self.messages.append((msg.topic, bytes(msg.payload), bool(msg.retain)))
        if self._loop is not None:
            self._loop.call_soon_threadsafe(self._arrived.set)

    async def wait_until(self, cond: Callable[[], bool]) -> None:
        """Wait (under the caller's asyncio.timeout) until `cond()` holds."""
        while not cond():
            self._arrived.clear()
            await self._arrived.wait()

    async def start(self) -> None:
        loop = self._loop = asyncio.get_running_loop()

        def subscribed(*_: Any) -> None:
            loop.call_soon_threadsafe(self._subscribed.set)

        self.client.on_subscribe = subscribed
        self.client.connect("127.0.0.1", self.broker.port)
        self.client.subscribe("#", qos=1)
        self.client.loop_start()
        await asyncio.wait_for(self._subscribed.wait(), 5)

    def stop(self) -> None:
        self.client.disconnect()
        self.client.loop_stop()

    def under(self, base: str) -> list[tuple[str, bytes, bool]]:
        return [m for m in list(self.messages) if m[0].startswith(base + "/")]


class HostRig:
    """An in-process host and helpers, isolated under its own base topic."""

    def __init__(self, broker: Broker, data: Path, **opts: Any) -> None:
        self.broker = broker
        self.data = data
        self.base = "dd" + uuid.uuid4().hex[:8]
        opts.setdefault("bot_delay_ms", 0)
        opts.setdefault("limits", Limits.unlimited())
        opts.setdefault("http", None)
        self.options = HostOptions(data=data, mqtt=broker.url, base_topic=self.base, **opts)
        self.host: Host | None = None
        self.clients: list[Client] = []

    async def start(self) -> Host:
        self.host = Host(self.options)
        await self.host.start()
        assert self.host.mqtt is not None
        await asyncio.wait_for(self.host.mqtt.connected.wait(), 10)
        return self.host

    async def stop(self) -> None:
        if self.host is not None:
            await self.host.stop()
            self.host = None

    async def client(self) -> Client:
        c = Client(self.broker.url, base_topic=self.base)
        await c.connect()
        self.clients.append(c)
        return c

    async def close(self) -> None:
        for c in self.clients:
            await c.close()
        await self.stop()


@pytest.fixture()
async def rig(broker: Broker, tmp_path: Path) -> AsyncIterator[HostRig]:
    r = HostRig(broker, tmp_path / "data")
    await r.start()
    yield r
    await r.close()


@pytest.fixture()
async def make_rig(broker: Broker, tmp_path: Path) -> AsyncIterator[Callable[..., Any]]:
    rigs: list[HostRig] = []

    async def make(**opts: Any) -> HostRig:
        r = HostRig(broker, tmp_path / f"data{len(rigs)}", **opts)
        await r.start()
        rigs.append(r)
        return r

    yield make
    for r in rigs:
        await r.close()


@pytest.fixture()
async def spy(broker: Broker) -> AsyncIterator[Spy]:
    s = Spy(broker)
    await s.start()
    yield s
    s.stop()


def loads(payload: bytes) -> Any:
    return json.loads(payload)


@pytest.fixture()
def test_games() -> Iterator[None]:
    """The games that live in the tests (Guess, Dice Pond), registered for one test only."""
    with guess_game.registered(), dice_pond.registered():
        yield
