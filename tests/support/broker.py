"""A private Mosquitto on a free port, for tests (stdlib only: other suites reuse it)."""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path


def mosquitto_path() -> str:
    found = shutil.which("mosquitto") or (
        "/usr/sbin/mosquitto" if os.path.exists("/usr/sbin/mosquitto") else None
    )
    if found is None:
        raise RuntimeError("mosquitto is not installed (apt-get install -y mosquitto)")
    return found


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def port_open(port: int, host: str = "127.0.0.1") -> bool:
    with socket.socket() as s:
        s.settimeout(0.2)
        return s.connect_ex((host, port)) == 0


class Broker:
    """A Mosquitto process; `stop()` and `start()` again keep the same port."""

    def __init__(
        self, port: int | None = None, workdir: str | None = None, nodelay: bool = False
    ) -> None:
        self.port = port or free_port()
        self.dir = Path(workdir or tempfile.mkdtemp(prefix="broker-"))
        self.conf = self.dir / "mosquitto.conf"
        # nodelay: no Nagle wait on the broker's small writes (a request's round trip: ~45 ms
        # less), for tests that make thousands of them
        self.conf.write_text(
            f"listener {self.port} 127.0.0.1\nallow_anonymous true\npersistence false\n"
            + ("set_tcp_nodelay true\n" if nodelay else "")
        )
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"mqtt://127.0.0.1:{self.port}"

    def start(self, timeout: float = 10) -> None:
        log = open(self.dir / "mosquitto.log", "ab")  # noqa: SIM115 - lives with the process
        self.proc = subprocess.Popen(
            [mosquitto_path(), "-c", str(self.conf)], stdout=log, stderr=log
        )
        deadline = time.monotonic() + timeout
        while not port_open(self.port):
            if self.proc.poll() is not None:
                raise RuntimeError(f"mosquitto exited: {(self.dir / 'mosquitto.log').read_text()}")
            if time.monotonic() > deadline:
                raise TimeoutError("mosquitto did not open its port")
            time.sleep(0.02)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)
        self.proc = None
        deadline = time.monotonic() + 5
        while port_open(self.port) and time.monotonic() < deadline:
            time.sleep(0.02)


@contextlib.contextmanager
def running_broker(nodelay: bool = False) -> Iterator[Broker]:
    broker = Broker(nodelay=nodelay)
    broker.start()
    try:
        yield broker
    finally:
        broker.stop()
        shutil.rmtree(broker.dir, ignore_errors=True)
