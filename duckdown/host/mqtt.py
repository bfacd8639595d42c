"""The MQTT transport: requests in, snapshots, events, private messages and responses out.

paho-mqtt runs its network loop in its own thread (it reconnects by itself); every message is
handed to the service on the asyncio loop, and everything is published from there.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import ssl
import threading
import uuid
from dataclasses import dataclass
from typing import Any
from urllib.parse import unquote, urlsplit

import paho.mqtt.client as mqtt
from paho.mqtt.enums import CallbackAPIVersion

from duckdown.host.protocol import Topics
from duckdown.host.publish import private_envelope
from duckdown.host.service import JSON, Service
from duckdown.host.table import Table

log = logging.getLogger("duckdown.host.mqtt")

QOS = 1


@dataclass(frozen=True, slots=True)
class BrokerUrl:
    host: str
    port: int
    tls: bool
    username: str | None
    password: str | None

    @classmethod
    def parse(cls, url: str) -> BrokerUrl:
        parts = urlsplit(url if "://" in url else "mqtt://" + url)
        if parts.scheme not in ("mqtt", "mqtts"):
            raise ValueError(f"broker URL must start with mqtt:// or mqtts://, got {url!r}")
        tls = parts.scheme == "mqtts"
        return cls(
            host=parts.hostname or "localhost",
            port=parts.port or (8883 if tls else 1883),
            tls=tls,
            username=unquote(parts.username) if parts.username else None,
            password=unquote(parts.password) if parts.password else None,
        )

    def redacted(self) -> str:
        user = f"{self.username}:***@" if self.username else ""
        return f"{'mqtts' if self.tls else 'mqtt'}://{user}{self.host}:{self.port}"


def make_client(url: BrokerUrl, client_id: str) -> mqtt.Client:
    client = mqtt.Client(
        callback_api_version=CallbackAPIVersion.VERSION2,
        client_id=client_id,
        protocol=mqtt.MQTTv311,
        clean_session=True,
    )
    if url.username:
        client.username_pw_set(url.username, url.password)
    if url.tls:
        client.tls_set_context(ssl.create_default_context())
    client.reconnect_delay_set(min_delay=1, max_delay=2)
    client.max_queued_messages_set(10_000)
    # QoS 1 keeps at most this many messages waiting for their PUBACK; paho's 20 would make
    # a busy host queue snapshots behind acknowledgements
    client.max_inflight_messages_set(1_000)
    return client


class MqttTransport:
    """A `Sink` for the service, and the request listener.

    paho-mqtt's socket is driven by the asyncio loop itself (add_reader/add_writer), so a
    snapshot is written to the broker by the thread that made it, without waking a network
    thread. Connecting and reconnecting run in a worker thread, so a slow broker never blocks
    the loop.
    """

    def __init__(self, service: Service, url: BrokerUrl) -> None:
        self.service = service
        self.url = url
        self.topics: Topics = service.topics
        self.loop: asyncio.AbstractEventLoop | None = None
        self._loop_thread: int | None = None
        self.client = make_client(url, f"duckdown-host-{service.host_id}-{uuid.uuid4().hex[:6]}")
        self.client.will_set(self.topics.state, b"offline", qos=QOS, retain=True)
        self.client.on_connect = self._on_connect
        self.client.on_disconnect = self._on_disconnect
        self.client.on_message = self._on_message
        self.client.on_subscribe = self._on_subscribe
        self.client.on_socket_open = self._socket_open
        self.client.on_socket_close = self._socket_close
        self.client.on_socket_register_write = self._register_write
        self.client.on_socket_unregister_write = self._unregister_write
        self._sub_mid: int | None = None
        self._sock: Any = None
        self._stopping = False
        self._lost = asyncio.Event()
        self._closed = asyncio.Event()
        self._tasks: list[asyncio.Task[None]] = []
        self.connected = asyncio.Event()
        self.connections = 0

    # --- lifecycle -----------------------------------------------------------------------

    def start(self) -> None:
        self.loop = asyncio.get_running_loop()
        self._loop_thread = threading.get_ident()
        self.service.sinks.append(self)
        self._lost.set()
        self._tasks = [
            self.loop.create_task(self._keep_connected()),
            self.loop.create_task(self._misc()),
        ]

    def detach(self) -> None:
        if self in self.service.sinks:
            self.service.sinks.remove(self)

    async def aclose(self) -> None:
        """Publish `offline`, disconnect and stop."""
        self._stopping = True
        if self.connected.is_set():
            info = self.client.publish(self.topics.state, b"offline", qos=QOS, retain=True)
            with contextlib.suppress(Exception):
                await asyncio.to_thread(info.wait_for_publish, 2)
            self._closed.clear()
            self.client.disconnect()
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(2):
                    await self._closed.wait()
        for task in self._tasks:
            task.cancel()
        for task in self._tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        if self._sock is not None:
            self._unwatch(self._sock)

    async def _keep_connected(self) -> None:
        loop = asyncio.get_running_loop()
        first = True
        while not self._stopping:
            await self._lost.wait()
            if self._stopping:
                return
            self._lost.clear()
            try:
                if first:
                    await loop.run_in_executor(
                        None, self.client.connect, self.url.host, self.url.port, 30
                    )
                else:
                    await loop.run_in_executor(None, self.client.reconnect)
            except (OSError, ValueError) as err:
                log.warning("cannot reach broker %s: %s; retrying", self.url.redacted(), err)
                await asyncio.sleep(1.0)
                self._lost.set()
            finally:
                first = False

    async def _misc(self) -> None:
        while True:
            await asyncio.sleep(1.0)
            if self._sock is not None:
                self.client.loop_misc()

    # paho's socket callbacks (the connecting thread calls some of them)

    def _in_loop(self, fn: Any, *args: Any) -> None:
        loop = self.loop
        if loop is None:
            return
        # the thread's id, not asyncio.get_running_loop(): that costs a getpid() syscall here
        if threading.get_ident() == self._loop_thread:
            fn(*args)
        else:
            loop.call_soon_threadsafe(fn, *args)

    def _socket_open(self, client: mqtt.Client, userdata: Any, sock: Any) -> None:
        self._in_loop(self._watch, sock)

    def _watch(self, sock: Any) -> None:
        assert self.loop is not None
        self._sock = sock
        self.loop.add_reader(sock, self.client.loop_read)

    def _socket_close(self, client: mqtt.Client, userdata: Any, sock: Any) -> None:
        self._in_loop(self._unwatch, sock)

    def _unwatch(self, sock: Any) -> None:
        assert self.loop is not None
        with contextlib.suppress(Exception):
            self.loop.remove_reader(sock)
        with contextlib.suppress(Exception):
            self.loop.remove_writer(sock)
        if self._sock is sock:
            self._sock = None
            self._closed.set()

    def _register_write(self, client: mqtt.Client, userdata: Any, sock: Any) -> None:
        self._in_loop(self._writer_wanted, sock)

    def _writer_wanted(self, sock: Any) -> None:
        # A publish from the loop is usually flushed by its caller at once. Watching the socket
        # for writability is only needed if something is still queued on the loop's next turn;
        # it costs two epoll_ctl calls on the way of every snapshot otherwise.
        assert self.loop is not None
        self.loop.call_soon(self._add_writer, sock)

    def _add_writer(self, sock: Any) -> None:
        assert self.loop is not None
        if sock is self._sock and self.client.want_write():
            self.loop.add_writer(sock, self.client.loop_write)

    def _unregister_write(self, client: mqtt.Client, userdata: Any, sock: Any) -> None:
        self._in_loop(self._remove_writer, sock)

    def _remove_writer(self, sock: Any) -> None:
        assert self.loop is not None
        with contextlib.suppress(Exception):
            self.loop.remove_writer(sock)

    # paho's protocol callbacks

    def _on_connect(
        self, client: mqtt.Client, userdata: Any, flags: Any, reason: Any, props: Any
    ) -> None:
        if reason.is_failure:
            log.warning("broker %s refused the connection: %s", self.url.redacted(), reason)
            return
        log.info("connected to broker %s", self.url.redacted())
        _, self._sub_mid = client.subscribe(self.topics.request_prefix + "#", qos=QOS)

    def _on_subscribe(
        self, client: mqtt.Client, userdata: Any, mid: int, reasons: Any, props: Any
    ) -> None:
        if mid == self._sub_mid:
            self._in_loop(self._connected)

    def _connected(self) -> None:
        self.connections += 1
        self.client.publish(self.topics.state, b"online", qos=QOS, retain=True)
        self.service.republish_all()
        self.connected.set()

    def _on_disconnect(
        self, client: mqtt.Client, userdata: Any, flags: Any, reason: Any, props: Any
    ) -> None:
        self._in_loop(self._disconnected, reason)

    def _disconnected(self, reason: Any) -> None:
        self.connected.clear()
        if self._stopping:
            return
        log.warning("disconnected from broker %s (%s); reconnecting", self.url.redacted(), reason)
        self._lost.set()

    def _on_message(self, client: mqtt.Client, userdata: Any, msg: mqtt.MQTTMessage) -> None:
        try:
            topic = msg.topic  # paho decodes it strictly; a broker should refuse bad UTF-8
        except UnicodeDecodeError:
            return
        self._in_loop(self._handle, topic, bytes(msg.payload))

    def _handle(self, topic: str, payload: bytes) -> None:
        prefix = self.topics.request_prefix
        if not topic.startswith(prefix):
            return
        command = topic[len(prefix) :]
        if not command or len(command) > 64 or "#" in command or "+" in command:
            return
        try:
            response = self.service.handle(command, payload, "mqtt")
            self.publish(self.topics.response(command), _dump(response))
            self.flush()
        except Exception:
            # this runs inside paho's read: an exception here would leave its packet half read
            # and wedge every later message, so one bad message costs one log line, no more
            log.exception("cannot answer a request on %s", command)

    # --- Sink ----------------------------------------------------------------------------

    def publish(self, topic: str, payload: bytes, retain: bool = False) -> None:
        self.client.publish(topic, payload, qos=QOS, retain=retain)

    def host_info(self, info: JSON) -> None:
        self.publish(self.topics.info, _dump(info), retain=True)

    def table_changed(self, table: Table, snapshot: bytes) -> None:
        self.publish(self.topics.public(table.table_id), snapshot, retain=True)
        self.flush()

    def table_events(self, table: Table, events: list[bytes]) -> None:
        events_topic = self.topics.events(table.table_id)
        for event in events:
            self.publish(events_topic, event)
        self.flush()

    def flush(self) -> None:
        """Write what is queued now, not on the loop's next turn."""
        if self._sock is not None and self.client.want_write():
            self.client.loop_write()

    def private_changed(self, table: Table, seat: int, plain: bytes, public_len: int) -> None:
        envelope = private_envelope(table, seat, plain, public_len)
        self.publish(self.topics.private(table.table_id, seat), envelope, retain=True)

    def table_deleted(self, table_id: str, seats: list[int], seq: int) -> None:
        event = {
            "protocol": 1,
            "table_id": table_id,
            "seq": seq,
            "event": {"type": "table_deleted"},
        }
        self.publish(self.topics.events(table_id), _dump(event))
        self.publish(self.topics.public(table_id), b"", retain=True)
        for seat in seats:
            self.publish(self.topics.private(table_id, seat), b"", retain=True)


def _dump(obj: Any) -> bytes:
    return json.dumps(obj, separators=(",", ":"), ensure_ascii=False).encode()
