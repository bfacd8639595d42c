"""The broker goes away and comes back; deleted tables leave nothing retained."""

from __future__ import annotations

import asyncio
import json
import time
from pathlib import Path

import paho.mqtt.client as mqtt
from paho.mqtt.enums import CallbackAPIVersion

from duckdown.host.app import Host, HostOptions
from duckdown.host.limits import Limits
from tests.host.conftest import HostRig, Spy
from tests.support.broker import Broker


async def retained(broker: Broker, topic_filter: str) -> dict[str, bytes]:
    """What a fresh subscriber gets retained under a filter (waits for the SUBACK)."""
    got: dict[str, bytes] = {}
    subscribed = asyncio.Event()
    loop = asyncio.get_running_loop()
    c = mqtt.Client(callback_api_version=CallbackAPIVersion.VERSION2)
    c.on_message = lambda cl, u, m: got.__setitem__(m.topic, bytes(m.payload)) if m.retain else None
    c.on_subscribe = lambda *a: loop.call_soon_threadsafe(subscribed.set)
    c.connect("127.0.0.1", broker.port)
    c.subscribe(topic_filter, qos=1)
    c.loop_start()
    try:
        await asyncio.wait_for(subscribed.wait(), 5)
        # the broker queues retained messages right after the SUBACK, so the PUBACK of a
        # later publish arrives after all of them
        done = asyncio.Event()
        c.on_publish = lambda *a: loop.call_soon_threadsafe(done.set)
        c.publish("flush/" + topic_filter.replace("#", "x"), b"", qos=1)
        await asyncio.wait_for(done.wait(), 5)
    finally:
        c.disconnect()
        c.loop_stop()
    return got


async def test_deleted_table_leaves_no_retained_topics(rig: HostRig, broker: Broker) -> None:
    c = await rig.client()
    table_id, owner = await c.create_table("Gone")
    a = await c.join(table_id, "Anna")
    await c.join(table_id, "Ben")
    await c.add_bot(owner, "easy")
    wa = await c.watch_seat(a)
    await c.start(owner, rounds=1)
    await wa.wait_for(lambda v: v is not None)
    before = await retained(broker, f"{rig.base}/tables/{table_id}/#")
    assert f"{rig.base}/tables/{table_id}/public" in before
    assert f"{rig.base}/tables/{table_id}/seats/0/private" in before
    await c.delete_table(owner)
    async with asyncio.timeout(5):
        while await retained(broker, f"{rig.base}/tables/{table_id}/#"):
            pass
    info = await retained(broker, f"{rig.base}/host/info")
    assert table_id not in json.loads(info[f"{rig.base}/host/info"])["tables"]


async def test_host_reconnects_and_republishes_after_broker_restart(
    own_broker: Broker, tmp_path: Path
) -> None:
    base = "ddrestart"
    host = Host(
        HostOptions(
            data=tmp_path / "d",
            mqtt=own_broker.url,
            base_topic=base,
            http=None,
            bot_delay_ms=0,
            limits=Limits.unlimited(),
        )
    )
    await host.start()
    try:
        assert host.mqtt is not None
        await asyncio.wait_for(host.mqtt.connected.wait(), 10)
        from duckdown.client import Client

        c = Client(own_broker.url, base_topic=base)
        await c.connect()
        table_id, _ = await c.create_table("Survivor")
        me = await c.join(table_id, "Anna")
        await c.close()

        own_broker.stop()
        await asyncio.to_thread(own_broker.start)  # persistence false: nothing retained now
        t0 = time.monotonic()
        spy = Spy(own_broker)
        await spy.start()
        wanted = {
            f"{base}/host/state",
            f"{base}/host/info",
            f"{base}/tables/{table_id}/public",
            f"{base}/tables/{table_id}/seats/{me.seat}/private",
        }
        async with asyncio.timeout(5):
            await spy.wait_until(lambda: wanted <= {t for t, p, r in spy.messages})
        assert time.monotonic() - t0 < 5
        assert host.mqtt.connections == 2
        state = [p for t, p, r in spy.messages if t == f"{base}/host/state"]
        assert state[-1] == b"online"
        spy.stop()
    finally:
        await host.stop()
