"""The host as a separate process, to kill -9 and restart."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path


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
