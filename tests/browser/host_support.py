"""A real host (`duckdown serve` on a free port) and a person's browser context, for the
browser tests that play against it (the `host` fixture lives in conftest.py)."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, BrowserContext

from tests.browser.browser_support import ROOT


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def host_command() -> list[str]:
    exe = shutil.which("duckdown")
    if exe:
        return [exe]
    return [sys.executable, "-m", "duckdown.host"]


def run_host(tmp_path: Path, command: list[str] | None = None) -> Iterator[str]:
    """Start a host for browser play only (`command`: the host's command, `duckdown` by
    default); yields its page's URL, stops it after."""
    port = free_port()
    log = (tmp_path / "host.log").open("w")
    env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    proc = subprocess.Popen(
        [
            *(command or host_command()),
            "serve",
            "--http",
            f"127.0.0.1:{port}",
            "--data",
            str(tmp_path / "data"),
            "--bot-delay-ms",
            "150",
            "--no-rate-limits",
        ],
        stdout=log,
        stderr=subprocess.STDOUT,
        env=env,
        cwd=str(ROOT),
    )
    url = f"http://127.0.0.1:{port}/"
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                break
        except OSError:
            if proc.poll() is not None:
                raise RuntimeError((tmp_path / "host.log").read_text()) from None
            time.sleep(0.1)
    else:
        proc.kill()
        raise RuntimeError("the host did not start")
    try:
        yield url
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()


class Player:
    """One browser context, its page, and every WebSocket frame it saw."""

    def __init__(
        self, browser: Browser, url: str, name: str, viewport: dict[str, int], scheme: str
    ) -> None:
        self.name = name
        self.url = url
        self.context: BrowserContext = browser.new_context(
            viewport=viewport, color_scheme=scheme, reduced_motion="reduce", locale="en-US"
        )
        self.frames: list[str] = []
        self.results_seen = 0
        self.page = self.context.new_page()
        self.page.on("websocket", self._on_ws)
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        self.errors: list[str] = []
        self.page.goto(url)
        self.el = self.page.locator("duck-down-table")

    def _on_ws(self, ws: Any) -> None:
        ws.on(
            "framereceived",
            lambda payload: self.frames.append(
                payload if isinstance(payload, str) else payload.decode()
            ),
        )
        ws.on(
            "framesent",
            lambda payload: self.frames.append(
                payload if isinstance(payload, str) else payload.decode()
            ),
        )

    def ui(self) -> dict[str, Any]:
        return self.page.evaluate(
            """() => {
                const s = document.querySelector('duck-down-table').uiState;
                return {mine: s.mine, pub: s.pub, table: s.table, spectator: s.spectator};
            }"""
        )

    def shot(self, path: Path) -> None:
        self.page.screenshot(path=str(path), full_page=False)
