"""The host as a separate process, to kill -9 and restart."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import signal
import sqlite3
import subprocess
import sys
import uuid
from pathlib import Path

from duckdown.client import Client, Credential, ProtocolError
from duckdown.host.app import ADMIN_FILE, DB_FILE
from duckdown.host.service import replay
from duckdown.host.store import Entry
from duckdown.host.table import Table


class HostProcess:
    def __init__(
        self, broker_url: str, base: str, data: Path, *extra: str, module: str = "duckdown.host"
    ) -> None:
        self.args = [
            sys.executable,
            "-m",
            module,
            "serve",
            "--mqtt",
            broker_url,
            "--base-topic",
            base,
            "--data",
            str(data),
            "--http",
            "off",
            "--bot-delay-ms",
            "0",
            "--no-rate-limits",
            "--log-level",
            "info",
            *extra,
        ]
        self.data = data
        self.proc: subprocess.Popen[bytes] | None = None
        self.log = data.parent / f"{data.name}-host.log"

    def start(self) -> None:
        self.data.mkdir(parents=True, exist_ok=True)
        out = open(self.log, "ab")  # noqa: SIM115 - closed with the process
        root = Path(__file__).resolve().parents[2]
        env = {**os.environ, "PYTHONPATH": str(root)}
        self.proc = subprocess.Popen(self.args, stdout=out, stderr=out, env=env, cwd=root)

    def kill9(self) -> None:
        assert self.proc is not None
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(10)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(10)


class Hosted:
    """A host process on a manual clock, a protocol client for it, and its log read from disk
    (read-only, while it runs) so a test knows the truth behind what the host published."""

    def __init__(self, broker_url: str, tmp: Path, *extra: str) -> None:
        self.base = "dd" + uuid.uuid4().hex[:8]
        self.data = tmp / "data"
        self.broker_url = broker_url
        self.proc = HostProcess(broker_url, self.base, self.data, "--manual-clock", *extra)
        self.client: Client | None = None

    async def up(self) -> Client:
        """Start the host and wait until it answers."""
        self.proc.start()
        c = self.client
        if c is None:
            c = self.client = Client(self.broker_url, base_topic=self.base)
            await c.connect()
        async with asyncio.timeout(30):
            while True:
                try:
                    await c.request("ping", limit_s=0.5)
                    return c
                except (TimeoutError, ProtocolError):
                    continue

    def admin(self) -> Credential:
        secret = bytes.fromhex((self.data / ADMIN_FILE).read_text().strip())
        return Credential("admin", None, None, secret)

    async def advance(self, ms: int) -> None:
        """Move the host's manual clock on (and with it the calendar)."""
        assert self.client is not None
        await self.client.request("debug/advance_clock", {"ms": ms}, self.admin())

    def log(self, table_id: str) -> list[Entry]:
        uri = f"file:{self.data / DB_FILE}?mode=ro"
        with contextlib.closing(sqlite3.connect(uri, uri=True)) as db:
            rows = db.execute(
                "SELECT seq, t, entry FROM log WHERE table_id = ? ORDER BY seq", (table_id,)
            ).fetchall()
        return [Entry(table_id, seq, t, json.loads(entry)) for seq, t, entry in rows]

    def table(self, table_id: str) -> Table:
        """The table as its log rebuilds it: with the state no client may see."""
        return replay(table_id, self.log(table_id))

    async def close(self) -> None:
        self.proc.stop()
        if self.client is not None:
            await self.client.close()
