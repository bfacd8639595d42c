"""The page the component tests mount <duck-down-table> on: the card's bundle with its chunks,
served from a fake origin (so each game's board loads lazily, as in Home Assistant)."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlparse

from playwright.sync_api import Page, Route

from tests.browser.browser_support import ROOT

BUNDLE_DIR = ROOT / "custom_components" / "duck_down" / "frontend"
ORIGIN = "http://component.test"

SHELL = """<!doctype html><html><head><meta name="viewport" content="width=device-width, initial-scale=1">
<style>html,body{margin:0;background:#fbf5e6}@media (prefers-color-scheme: dark){html,body{background:#141a19}}</style>
<script type="module" src="/duck-down-card.js?v=test"></script>
</head><body><duck-down-table language="en"></duck-down-table></body></html>"""


class BundleServer:
    """Serves the test page and the card's bundle files, and records what was asked for."""

    def __init__(self) -> None:
        self.asked: list[str] = []
        self.broken: tuple[str, ...] = ()  # path prefixes answered with 404 (a failed download)
        self.page = SHELL

    def handle(self, route: Route) -> None:
        path = urlparse(route.request.url).path.lstrip("/")
        self.asked.append(path)
        if path == "":
            route.fulfill(body=self.page, content_type="text/html")
            return
        file = BUNDLE_DIR / path
        if file.parent == BUNDLE_DIR and file.is_file() and not path.startswith(self.broken):
            route.fulfill(body=file.read_bytes(), content_type="text/javascript")
        else:
            route.fulfill(status=404, body="not found")


def mount(page: Page, props: dict[str, Any]) -> None:
    """Open the page and give the component `props`; returns once its board has loaded."""
    page.goto(f"{ORIGIN}/")
    page.wait_for_function("customElements.get('duck-down-table') !== undefined")
    page.evaluate(
        """async (props) => {
            const el = document.querySelector('duck-down-table');
            window.__actions = [];
            el.addEventListener('duck-down-action', (e) => window.__actions.push(e.detail));
            el.addEventListener('duck-down-lobby', (e) => window.__actions.push(e.detail));
            el.sound = false;
            for (const [k, v] of Object.entries(props)) el[k] = v;
            await el.updateComplete;
            await el.boardReady;  // the table's game: its board is a chunk, loaded now
            return el.updateComplete;
        }""",
        props,
    )


def shadow_html(page: Page) -> str:
    return page.evaluate("document.querySelector('duck-down-table').shadowRoot.innerHTML")


def update(page: Page, props: dict[str, Any]) -> None:
    """Set more properties on the mounted component and wait for it to draw."""
    page.evaluate(
        """async (props) => {
            const el = document.querySelector('duck-down-table');
            for (const [k, v] of Object.entries(props)) el[k] = v;
            await el.updateComplete;
            return el.updateComplete;
        }""",
        props,
    )
