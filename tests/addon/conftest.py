"""Fixtures for the app (add-on) entry point: a fake Supervisor, a Mosquitto with passwords, and
a runner that starts `addon/rootfs/usr/bin/duckdown-addon` as a process on this machine, with
the Python of a fresh venv that holds the released package, as the image does
(tests/packaging/release.py), not this checkout."""

from __future__ import annotations

import asyncio
import contextlib
import importlib.machinery
import importlib.util
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from aiohttp import web

from tests.packaging.release import InstalledRelease, install_release
from tests.support.broker import free_port, mosquitto_path, port_open

ROOT = Path(__file__).resolve().parents[2]
ADDON = ROOT / "addon"
ENTRY = ADDON / "rootfs" / "usr" / "bin" / "duckdown-addon"
FAKE_HOST = Path(__file__).resolve().parent / "fake_host.py"

TOKEN = "test-supervisor-token-4f1c2a9e"


def load_entry_module() -> ModuleType:
    """The entry point as a module (it is a script without a .py suffix)."""
    loader = importlib.machinery.SourceFileLoader("duckdown_addon_entry", str(ENTRY))
    spec = importlib.util.spec_from_loader(loader.name, loader)
    assert spec is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[loader.name] = module
    loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def entry() -> ModuleType:
    return load_entry_module()


@pytest.fixture(scope="session")
def release(tmp_path_factory: pytest.TempPathFactory) -> InstalledRelease:
    """The wheel of this checkout, installed offline into a fresh venv (once a session)."""
    return install_release(tmp_path_factory.getbasetemp())


# --------------------------------------------------------------------------- Mosquitto


@dataclass
class AuthBroker:
    port: int
    username: str
    password: str
    dir: Path
    proc: subprocess.Popen[bytes] | None = None

    def log(self) -> str:
        path = self.dir / "mosquitto.log"
        return path.read_text(errors="replace") if path.exists() else ""


@pytest.fixture()
def auth_broker() -> Iterator[AuthBroker]:
    """A private Mosquitto on a free port that only lets in one user with a password."""
    workdir = Path(tempfile.mkdtemp(prefix="addon-broker-"))
    broker = AuthBroker(
        port=free_port(), username="addons", password="Pa$$ w0rd:with/odd@chars", dir=workdir
    )
    passwd = workdir / "passwd"
    subprocess.run(
        ["mosquitto_passwd", "-b", "-c", str(passwd), broker.username, broker.password],
        check=True,
        capture_output=True,
    )
    # Mosquitto started as root drops to its own user, which must still read the file.
    os.chmod(workdir, 0o755)
    os.chmod(passwd, 0o644)
    conf = workdir / "mosquitto.conf"
    conf.write_text(
        f"listener {broker.port} 127.0.0.1\n"
        "allow_anonymous false\n"
        f"password_file {passwd}\n"
        "persistence false\n"
    )
    with (workdir / "mosquitto.log").open("ab") as log:
        broker.proc = subprocess.Popen([mosquitto_path(), "-c", str(conf)], stdout=log, stderr=log)
    deadline = time.monotonic() + 10
    while not port_open(broker.port):
        if broker.proc.poll() is not None:
            raise RuntimeError(f"mosquitto exited: {broker.log()}")
        if time.monotonic() > deadline:
            raise TimeoutError("mosquitto did not open its port")
        time.sleep(0.02)
    try:
        yield broker
    finally:
        broker.proc.send_signal(signal.SIGTERM)
        try:
            broker.proc.wait(5)
        except subprocess.TimeoutExpired:
            broker.proc.kill()
            broker.proc.wait(5)


# --------------------------------------------------------------------------- fake Supervisor


@dataclass
class FakeSupervisor:
    """The two Supervisor API calls the entry point makes. Every request must carry the
    token; anything else gets 401, as the real Supervisor answers."""

    mqtt: dict[str, Any] | None
    network: dict[str, int | None] = field(default_factory=dict)
    token: str = TOKEN
    port: int = 0
    requests: list[tuple[str, str | None]] = field(default_factory=list)
    runner: web.AppRunner | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def _authorized(self, request: web.Request) -> bool:
        header = request.headers.get("Authorization")
        self.requests.append((request.path, header))
        return header == f"Bearer {self.token}"

    async def services_mqtt(self, request: web.Request) -> web.Response:
        if not self._authorized(request):
            return web.json_response({"result": "error", "message": "Unauthorized"}, status=401)
        if self.mqtt is None:
            return web.json_response(
                {"result": "error", "message": "No mqtt service provider"}, status=400
            )
        return web.json_response({"result": "ok", "data": self.mqtt})

    async def addon_info(self, request: web.Request) -> web.Response:
        if not self._authorized(request):
            return web.json_response({"result": "error", "message": "Unauthorized"}, status=401)
        return web.json_response(
            {
                "result": "ok",
                "data": {"slug": "local_duck_down", "network": self.network, "ingress": True},
            }
        )

    async def start(self) -> None:
        app = web.Application()
        app.router.add_get("/services/mqtt", self.services_mqtt)
        app.router.add_get("/addons/self/info", self.addon_info)
        self.runner = web.AppRunner(app, access_log=None)
        await self.runner.setup()
        self.port = free_port()
        await web.TCPSite(self.runner, "127.0.0.1", self.port).start()

    async def stop(self) -> None:
        if self.runner is not None:
            await self.runner.cleanup()


@pytest.fixture()
async def supervisor() -> AsyncIterator[FakeSupervisor]:
    """A fake Supervisor handing out a broker at 127.0.0.1:1 until a test sets `mqtt`."""
    sup = FakeSupervisor(
        mqtt={
            "host": "127.0.0.1",
            "port": 1,
            "ssl": False,
            "protocol": "3.1.1",
            "username": "addons",
            "password": "secret",
            "addon": "core_mosquitto",
        }
    )
    await sup.start()
    try:
        yield sup
    finally:
        await sup.stop()


# --------------------------------------------------------------------------- the app process


class AddonProcess:
    """`duckdown-addon` running as a process, with its environment pointed at test paths."""

    def __init__(
        self, tmp: Path, supervisor: FakeSupervisor, release: InstalledRelease, **env: str
    ) -> None:
        self.tmp = tmp
        self.python = release.python
        self.ingress_port = free_port()
        self.web_port = free_port()
        self.data = tmp / "data" / "duckdown"
        self.options_file = tmp / "data" / "options.json"
        self.record = tmp / "host-record.json"
        self.log_path = tmp / "addon.log"
        self.options_file.parent.mkdir(parents=True, exist_ok=True)
        self.env = {
            **os.environ,
            # `duckdown` is the release's, as on the image's PATH
            "PATH": str(release.bin) + os.pathsep + os.environ.get("PATH", ""),
            "SUPERVISOR_TOKEN": supervisor.token,
            "DUCKDOWN_ADDON_SUPERVISOR": supervisor.url,
            "DUCKDOWN_ADDON_OPTIONS": str(self.options_file),
            "DUCKDOWN_ADDON_DATA": str(self.data),
            "DUCKDOWN_ADDON_CONTAINER_ENV": str(tmp / "no-container-env"),
            "DUCKDOWN_ADDON_INGRESS_BIND": "127.0.0.1",
            "DUCKDOWN_ADDON_INGRESS_PORT": str(self.ingress_port),
            "DUCKDOWN_ADDON_INGRESS_ALLOW": "127.0.0.2",
            "DUCKDOWN_ADDON_WEB_PORT": str(self.web_port),
            "DUCKDOWN_ADDON_LAN_BIND": "127.0.0.3",
            "DUCKDOWN_ADDON_SUPERVISOR_WAIT": "2",
            "DUCKDOWN_ADDON_HOST_CMD": f"{release.python} {FAKE_HOST}",
            "FAKE_HOST_RECORD": str(self.record),
        }
        self.env.pop("DUCKDOWN_MQTT", None)
        self.env.pop("PYTHONPATH", None)  # nothing of this checkout on the path
        self.env.update(env)
        self.env = {k: v for k, v in self.env.items() if v is not None}
        self.proc: asyncio.subprocess.Process | None = None

    def write_options(self, options: dict[str, Any]) -> None:
        self.options_file.write_text(json.dumps(options))

    async def start(self) -> None:
        log = self.log_path.open("ab")
        # its own process group: the host and the host's bot workers join it, and `close`
        # ends the whole group, whatever a test left running
        self.proc = await asyncio.create_subprocess_exec(
            self.python,
            str(ENTRY),
            env=self.env,
            cwd=self.tmp,
            stdout=log,
            stderr=log,
            start_new_session=True,
        )
        log.close()

    async def wait_ingress(self, within: float = 20) -> None:
        """Until the ingress port accepts connections (fails if the process exits first)."""
        assert self.proc is not None
        deadline = time.monotonic() + within
        while True:
            if self.proc.returncode is not None:
                raise AssertionError(f"the app exited ({self.proc.returncode}):\n{self.log()}")
            try:
                _, writer = await asyncio.open_connection("127.0.0.1", self.ingress_port)
                writer.close()
                await writer.wait_closed()
                return
            except OSError:
                pass
            if time.monotonic() > deadline:
                raise AssertionError(f"the ingress port never opened:\n{self.log()}")
            await asyncio.sleep(0.05)

    async def wait_host_listening(self, within: float = 20) -> dict[str, Any]:
        """Until the fake host records that it listens; returns the record."""
        deadline = time.monotonic() + within
        while True:
            rec = self.host_record()
            if rec.get("listening"):
                return rec
            if self.proc is not None and self.proc.returncode is not None:
                raise AssertionError(f"the app exited ({self.proc.returncode}):\n{self.log()}")
            if time.monotonic() > deadline:
                raise AssertionError(f"the host never listened:\n{self.log()}")
            await asyncio.sleep(0.05)

    def host_record(self) -> dict[str, Any]:
        try:
            data: dict[str, Any] = json.loads(self.record.read_text())
            return data
        except (OSError, ValueError):
            return {}

    async def wait_exit(self, within: float = 30) -> int:
        assert self.proc is not None
        try:
            return await asyncio.wait_for(self.proc.wait(), within)
        except TimeoutError:
            raise AssertionError(f"the app did not exit:\n{self.log()}") from None

    async def terminate(self) -> int:
        assert self.proc is not None
        if self.proc.returncode is None:
            self.proc.send_signal(signal.SIGTERM)
        return await self.wait_exit()

    def log(self) -> str:
        return self.log_path.read_text(errors="replace") if self.log_path.exists() else ""

    async def close(self) -> None:
        """Stop the app as the Supervisor does (SIGTERM), then end anything left in its
        process group: a host or bot worker of a test that failed half-way."""
        if self.proc is None:
            return
        if self.proc.returncode is None:
            self.proc.send_signal(signal.SIGTERM)
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.proc.wait(), 30)
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.proc.pid, signal.SIGKILL)
        await self.proc.wait()


@pytest.fixture()
async def make_addon(
    tmp_path: Path, supervisor: FakeSupervisor, release: InstalledRelease
) -> AsyncIterator[Any]:
    """A factory: `make_addon(**env)` gives an AddonProcess (not started); all are stopped at
    the end of the test."""
    made: list[AddonProcess] = []

    def factory(**env: str) -> AddonProcess:
        sub = tmp_path / f"app{len(made)}"
        sub.mkdir()
        proc = AddonProcess(sub, supervisor, release, **env)
        made.append(proc)
        return proc

    yield factory
    for proc in made:
        await proc.close()
