"""Browser tests: Debian's Chromium driven by Playwright (never a downloaded browser).

Screenshots go to artifacts/screenshots/ (gitignored).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Page

from tests.browser.browser_support import CHROMIUM, CHROMIUM_ARGS, SHOTS
from tests.browser.component_page import ORIGIN, BundleServer
from tests.browser.host_support import run_host


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict) -> dict:
    if not Path(CHROMIUM).exists():
        pytest.fail(f"no Chromium at {CHROMIUM}: run scripts/test browser")
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def shots_dir() -> Path:
    SHOTS.mkdir(parents=True, exist_ok=True)
    return SHOTS


@pytest.fixture
def bundle_server(page: Page) -> BundleServer:
    """The component tests' page and bundle, on `page` (use it with `usefixtures`)."""
    server = BundleServer()
    page.route(f"{ORIGIN}/**", server.handle)
    return server


@pytest.fixture
def host(tmp_path: Path) -> Iterator[str]:
    """A real `duckdown serve` for browser play; its page's URL."""
    yield from run_host(tmp_path)
