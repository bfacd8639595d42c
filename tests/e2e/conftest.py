"""Fixtures of the end-to-end tests: one real Home Assistant (with its frontend), one real
Duck Down host and one real Mosquitto (`broker`, from tests/conftest.py), shared by the whole
session.

Run with the main venv (Playwright lives there): `.venv/bin/python -m pytest tests/e2e -q`.
Home Assistant runs as a subprocess with the Python of `DUCKDOWN_HA_PYTHON` (default: the
repository's `.venv-ha`).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from .harness import (
    CHROMIUM,
    CHROMIUM_ARGS,
    REPO,
    DuckDownHost,
    HAUser,
    HomeAssistant,
)

CARD_PATH = "/duck_down/duck-down-card.js"
ARTIFACTS = REPO / "artifacts"
SCREENSHOTS = ARTIFACTS / "screenshots" / "card"


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if item.path.is_relative_to(Path(__file__).parent):
            item.add_marker(pytest.mark.browser)
            item.add_marker(pytest.mark.broker)


@pytest.fixture(scope="session")
def browser_type_launch_args() -> dict[str, Any]:
    """pytest-playwright's browser: Debian's Chromium, never a downloaded one."""
    return {"executable_path": CHROMIUM, "args": CHROMIUM_ARGS, "headless": True}


@pytest.fixture(scope="session")
def e2e_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("e2e")


@pytest.fixture(scope="session")
def users() -> dict[str, HAUser]:
    """The people of the test home: an owner (admin) and three family members."""
    return {
        "owner": HAUser("Olivia Owner", "owner", "owner-pass-1234"),
        "anna": HAUser("Anna", "anna", "anna-pass-1234"),
        "ben": HAUser("Ben", "ben", "ben-pass-1234"),
        "carl": HAUser("Carl", "carl", "carl-pass-1234"),
    }


@pytest.fixture(scope="session")
def ha(e2e_dir: Path, broker: Any, users: dict[str, HAUser]) -> Iterator[HomeAssistant]:
    """A running, onboarded Home Assistant with MQTT set up and every user logged in."""
    why = HomeAssistant.available()
    if why:
        pytest.fail(f"no Home Assistant to test against: {why}", pytrace=False)
    hass = HomeAssistant(e2e_dir / "ha")
    hass.write_config()
    hass.start()
    try:
        owner = hass.onboard(users["owner"])
        for key in ("anna", "ben", "carl"):
            hass.create_user(owner, users[key])
        hass.add_mqtt(owner.token, broker.port)
        hass.wait_entry_loaded(owner.token, "mqtt")
        yield hass
    finally:
        hass.stop()
        errors = [
            line
            for line in hass.log_text().splitlines()
            if " ERROR " in line and "duck_down" in line
        ]
        if errors:
            print("\nHome Assistant logged errors of duck_down:\n" + "\n".join(errors[:30]))


@pytest.fixture(scope="session")
def host(e2e_dir: Path, broker: Any) -> Iterator[DuckDownHost]:
    """A real `duckdown serve` on the test broker."""
    why = DuckDownHost.available()
    if why:
        pytest.fail(f"the Duck Down host cannot start: {why}")
    h = DuckDownHost(e2e_dir / "host", broker.port).start()
    yield h
    h.stop()


@pytest.fixture(scope="session")
def screenshots() -> Path:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    return SCREENSHOTS


@pytest.fixture(scope="session")
def stack(ha: HomeAssistant, host: DuckDownHost, users: dict[str, HAUser]) -> HomeAssistant:
    """Home Assistant with the Duck Down integration talking to the real host."""
    owner = users["owner"]
    # Resources left by an older version (twice): registration must update one, drop the other.
    with ha.websocket(owner.token) as ws:
        for _ in range(2):
            ws.call("lovelace/resources/create", res_type="module", url=f"{CARD_PATH}?v=0.0.1")
    ha.add_duck_down(owner.token)
    ha.wait_entry_loaded(owner.token, "duck_down")
    status, _ = ha.rest("GET", CARD_PATH)
    if status != 200:
        pytest.fail(
            f"{CARD_PATH} answers {status}: the integration's async_setup does not call "
            "frontend.async_register_card(hass) yet",
            pytrace=False,
        )
    return ha
