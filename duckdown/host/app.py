"""Putting the host together: data directory, store, service, MQTT and the web server."""

from __future__ import annotations

import asyncio
import logging
import os
import socket
import sys
from dataclasses import dataclass, field
from pathlib import Path

from duckdown.host.bots import BotFactory, default_factory, think_ceilings_ms
from duckdown.host.clock import MANUAL_WALL_START, Clock, ManualClock, SystemClock
from duckdown.host.limits import Limits
from duckdown.host.lock import DataLock
from duckdown.host.mqtt import BrokerUrl, MqttTransport
from duckdown.host.service import Service
from duckdown.host.store import Store

log = logging.getLogger("duckdown.host")

ADMIN_FILE = "admin.key"
DB_FILE = "duckdown.sqlite3"
# The game a `table/create` without `ruleset` makes (clients from before there were several
# games), and the benchmark's: the one place the host names a game.
DEFAULT_GAME = "duck_down"


@dataclass
class HostOptions:
    data: Path
    mqtt: str | None = None
    base_topic: str = "duckdown"
    http: str | None = "0.0.0.0:8080"
    name: str = "Duck Down"
    default_game: str = DEFAULT_GAME
    bot_delay_ms: int = 800
    bot_budget_ms: int = 2_000
    bot_workers: int = 2
    limits: Limits = field(default_factory=Limits)
    manual_clock: bool = False
    manual_wall: int | None = None  # a manual clock's calendar at the start (UTC ms)
    sync_full: bool = False
    bot_factory: BotFactory | None = None
    bot_levels: tuple[str, ...] | None = None
    clock: Clock | None = None
    trace: Path | None = None  # benchmarks: when each change began, per table and seq
    # the page's address as clients should see it (behind a proxy or in a container);
    # "" advertises none; None derives it from `http`
    web_url: str | None = None


def admin_secret(data: Path) -> bytes:
    """The host's admin secret, created on first start (hex in `admin.key`, mode 0600)."""
    path = data / ADMIN_FILE
    if path.exists():
        return bytes.fromhex(path.read_text().strip())
    secret = os.urandom(32)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "w") as f:
        f.write(secret.hex() + "\n")
    return secret


def lan_address() -> str:
    """This machine's address on the LAN (no packet is sent)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        try:
            s.connect(("10.255.255.255", 1))
            return str(s.getsockname()[0])
        except OSError:
            return "127.0.0.1"


def split_hostport(text: str, default_port: int = 8080) -> tuple[str, int]:
    """HOST:PORT, HOST alone (the default port) or :PORT (every address)."""
    host, sep, port = text.rpartition(":")
    if not sep:
        return text or "0.0.0.0", default_port
    return host.strip("[]") or "0.0.0.0", int(port)


def http_address(text: str) -> tuple[str, int]:
    """`--http HOST:PORT` (HOST may be empty: every address), checked: ValueError says why."""
    host, sep, port = text.rpartition(":")
    if (
        not sep
        or not port.isdigit()
        or not 0 <= int(port) <= 65535
        or any(c.isspace() for c in text)
    ):
        raise ValueError(
            f"--http {text!r} is not HOST:PORT (for example 0.0.0.0:8080, or :8081 for another "
            "port) or off"
        )
    return host.strip("[]") or "0.0.0.0", int(port)


class Host:
    def __init__(self, options: HostOptions) -> None:
        self.options = options
        options.data.mkdir(parents=True, exist_ok=True)
        os.chmod(options.data, 0o700)
        self.lock = DataLock(options.data)
        self.lock.acquire()  # DataInUse: another host serves this folder
        try:
            self.store = Store(options.data / DB_FILE, sync_full=options.sync_full)
        except BaseException:
            self.lock.release()
            raise
        self.clock: Clock = options.clock or (
            ManualClock(wall=options.manual_wall or MANUAL_WALL_START)
            if options.manual_clock
            else SystemClock()
        )
        factory, levels = options.bot_factory, options.bot_levels
        think_ms: dict[str, int] = {}
        if factory is None:
            factory, default_levels = default_factory()
            levels = levels or default_levels
            # a manual clock (tests) stands still while a bot thinks: no thinking shows in it
            if not isinstance(self.clock, ManualClock):
                think_ms = think_ceilings_ms()
        self.web_url: str | None = None
        if options.http:
            host, port = split_hostport(options.http)
            shown = lan_address() if host in ("0.0.0.0", "::", "") else host
            self.web_url = f"http://{shown}:{port}/"
        if options.web_url is not None:
            self.web_url = options.web_url or None
        self.service = Service(
            self.store,
            self.clock,
            base_topic=options.base_topic,
            name=options.name,
            default_game=options.default_game,
            limits=options.limits,
            bot_factory=factory,
            bot_levels=tuple(levels or ()),
            bot_delay_ms=options.bot_delay_ms,
            bot_think_ms=think_ms,
            bot_budget_ms=options.bot_budget_ms,
            bot_workers=options.bot_workers,
            admin_secret=admin_secret(options.data),
            web_url=self.web_url,
            debug_clock=options.manual_clock,
        )
        self.mqtt: MqttTransport | None = None
        self.web: object | None = None
        self._trace: list[str] = []
        if options.trace is not None:
            service = self.service
            trace = self._trace

            def record(table: object, change: object) -> None:
                t = getattr(table, "table_id", "")
                seq = getattr(change, "seq", 0)
                trace.append(f"{t} {seq} {service.change_started_ns}\n")

            service.on_change.append(record)

    async def start(self) -> None:
        # the host's other threads (checkpoints, broker connects) give the loop the GIL back
        # within 1 ms, not 5
        sys.setswitchinterval(0.001)
        web = None
        if self.options.http:
            from duckdown.host.web import WebServer

            # the port first: one in use (OSError) stops the start before anything runs
            host, port = split_hostport(self.options.http)
            web = self.web = WebServer(self.service, host, port)
            await web.start()
        self.service.load()
        self.service.start(asyncio.get_running_loop())
        if web is not None:
            shown = lan_address() if web.host in ("0.0.0.0", "::", "") else web.host
            self.web_url = f"http://{shown}:{web.port}/"
            if self.options.web_url is not None:
                self.web_url = self.options.web_url or None
            self.service.web_url = self.web_url
            web.open_for_play.set()
            log.info("browser table at %s (listening on %s:%d)", self.web_url, web.host, web.port)
        if self.options.mqtt:
            url = BrokerUrl.parse(self.options.mqtt)
            self.mqtt = MqttTransport(self.service, url)
            self.mqtt.start()
            log.info(
                "MQTT: %s, base topic %r (host %s)",
                url.redacted(),
                self.options.base_topic,
                self.service.host_id,
            )
        else:
            log.info("MQTT: off (no --mqtt); browser play only")
        log.info(
            "serving %d tables; data in %s; admin secret in %s",
            len(self.service.tables),
            self.options.data,
            self.options.data / ADMIN_FILE,
        )

    async def stop(self) -> None:
        if self.mqtt is not None:
            self.mqtt.detach()
            await self.mqtt.aclose()
        if self.web is not None:
            from duckdown.host.web import WebServer

            assert isinstance(self.web, WebServer)
            await self.web.stop()
        self.service.stop()
        self.store.close()
        self.lock.release()
        if self.options.trace is not None:
            self.options.trace.write_text("".join(self._trace))
