"""Shared steps of the browser tests that play a whole game of one game against a real host:
a person whose console errors are kept, a table made from the lobby's game picker, bots added
from the waiting room, and screenshots at phone and tablet size."""

from __future__ import annotations

import json
import re
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser

from duckdown.host.app import ADMIN_FILE
from duckdown.host.crypto import Keys, sign
from tests.browser import host_support
from tests.browser.browser_support import PHONE, TABLET
from tests.browser.host_support import Player, run_host

# `duckdown serve` whose lobby draws every table seed (a bot's, a game's) as the one given ("-":
# its own), with more `serve` options after the test's own; ids and secrets stay the host's own.
# Only the deal is chosen: the host is the real one.
SEEDED = """
import json, secrets, sys
from duckdown.host.handlers import lobby

class Seeds:
    def __init__(self, seed):
        self.seed = seed
    def randbits(self, k):
        return self.seed
    def __getattr__(self, name):
        return getattr(secrets, name)

if sys.argv[1] != "-":
    lobby.secrets = Seeds(int(sys.argv[1]))
from duckdown.host.__main__ import main
sys.exit(main(sys.argv[3:] + json.loads(sys.argv[2])))
"""


def seeded_host(tmp_path: Path, seed: int | None, extra: tuple[str, ...] = ()) -> Iterator[str]:
    """A real host (as `run_host`) whose tables are dealt from `seed` (None: the host's own
    seeds), with `extra` options for `serve` (a test's manual clock)."""
    command = [sys.executable, "-c", SEEDED, "-" if seed is None else str(seed), json.dumps(extra)]
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(host_support, "host_command", lambda: command)
        yield from run_host(tmp_path)


def advance_clock(p: Person, data: Path, ms: int) -> int:
    """Move a `--manual-clock` host's clock (and calendar) on by `ms`, as its admin, over the
    page's own WebSocket origin; the host's time after."""
    secret = bytes.fromhex((data / ADMIN_FILE).read_text().strip())
    request: dict[str, Any] = {
        "command": "debug/advance_clock",
        "transaction": f"clock-{time.monotonic_ns()}",
        "ms": ms,
        "auth": {"role": "admin", "nonce": time.time_ns() // 1000},
    }
    request["auth"]["mac"] = sign(request["command"], request, Keys.derive(secret).mac)
    answer = p.page.evaluate(
        """async (request) => {
            const ws = new WebSocket(new URL('ws', location.href).toString().replace('http', 'ws'));
            await new Promise((r) => ws.addEventListener('open', r));
            const got = new Promise((r) => ws.addEventListener('message', (e) => {
                const m = JSON.parse(e.data);
                if (m.type === 'response' && m.transaction === request.transaction) r(m);
            }));
            ws.send(JSON.stringify(request));
            const m = await got;
            ws.close();
            return m;
        }""",
        request,
    )
    assert answer["status"] == "ok", answer
    return int(answer["data"]["now"])


MINE = "document.querySelector('duck-down-table').uiState.mine"


class Person(Player):
    """A Player whose console errors are kept too (from a reload on, so the first load's count)."""

    def __init__(
        self, browser: Browser, url: str, name: str, viewport: dict[str, int], scheme: str
    ) -> None:
        super().__init__(browser, url, name, viewport, scheme)
        self.console: list[str] = []
        self.page.on(
            "console", lambda m: self.console.append(m.text) if m.type == "error" else None
        )
        self.page.reload()
        self.el.wait_for()

    def ui(self) -> dict[str, Any]:
        return dict(self.page.evaluate("() => document.querySelector('duck-down-table').uiState"))

    def seat_name(self, seat: int) -> str:
        """The name the table gives a seat (a bot's name comes from the host)."""
        seats = self.ui()["table"]["seats"]
        return str(next(x["name"] for x in seats if x["seat"] == seat))

    def mine(self) -> dict[str, Any] | None:
        mine = self.page.evaluate(f"() => {MINE}")
        return None if mine is None else dict(mine)

    def wait(self, condition: str, arg: Any = None, timeout: float = 20_000) -> None:
        """Wait for a condition on the table element `el` and its `s = el.uiState`."""
        self.page.wait_for_function(
            "(arg) => { const el = document.querySelector('duck-down-table');"
            f" const s = el.uiState; return {condition}; }}",
            arg=arg,
            timeout=timeout,
        )

    def clean(self) -> None:
        """No uncaught error and no console error in this page."""
        assert self.errors == [], (self.name, self.errors)
        assert self.console == [], (self.name, self.console)

    def frames_json(self) -> list[dict[str, Any]]:
        out = []
        for raw in self.frames:
            try:
                msg = json.loads(raw)
            except ValueError:
                continue
            if isinstance(msg, dict):
                out.append(msg)
        return out


def create_table(p: Person, game: str, table: str, options: dict[str, str | bool]) -> None:
    """From the lobby: the name, the game from the picker, its options by their labels (a
    select's option label, a switch's state, a number's text), and Create table."""
    page = p.page
    # the host's own list of its games first: the picker grows when it arrives (its radios
    # shift under a tap made before)
    p.wait("Array.isArray(el.games) && el.games.length > 0")
    page.evaluate("document.querySelector('duck-down-table').updateComplete")
    page.get_by_label("Your name").fill(p.name)
    page.get_by_role("radio", name=re.compile(f"^{re.escape(game)}")).check()
    page.get_by_label("Table name").fill(table)
    for label, value in options.items():
        field = page.get_by_label(label, exact=True)
        if isinstance(value, bool):
            field.set_checked(value)
        elif field.evaluate("(e) => e.tagName") == "SELECT":
            field.select_option(label=value)
        else:
            field.fill(value)
            field.dispatch_event("change")
    page.get_by_role("button", name="Create table").click()
    page.get_by_role("button", name="Start game").wait_for()


def add_bots(p: Person, level: str, n: int) -> None:
    page = p.page
    page.get_by_label("Bot level").select_option(level)
    for _ in range(n):
        seats = page.locator("duck-down-table .seats li").count()
        page.get_by_role("button", name="Add bot").click()
        page.locator("duck-down-table .seats li").nth(seats).wait_for()


def start(p: Person) -> None:
    p.page.get_by_role("button", name="Start game").click()
    p.wait("s.mine !== null")


def shots(p: Person, shots_dir: Path, tag: str) -> None:
    """The page now at phone and at tablet size; back to the person's own size after."""
    own = p.page.viewport_size
    for size_name, size in (("phone", PHONE), ("tablet", TABLET)):
        p.page.set_viewport_size({"width": size["width"], "height": size["height"]})
        p.page.wait_for_function("(w) => window.innerWidth === w", arg=size["width"])
        p.page.evaluate("document.querySelector('duck-down-table').updateComplete")
        p.shot(shots_dir / f"{tag}-{size_name}.png")
    if own:
        p.page.set_viewport_size(own)
