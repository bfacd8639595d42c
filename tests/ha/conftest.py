"""Fixtures for the Home Assistant integration tests (pytest-homeassistant-custom-component)."""

from __future__ import annotations

import sys
from collections.abc import AsyncGenerator, Generator
from pathlib import Path
from typing import Any
from unittest.mock import patch

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))  # `custom_components` and `tests.ha` importable

from homeassistant.core import HomeAssistant  # noqa: E402
from pytest_homeassistant_custom_component.common import MockConfigEntry  # noqa: E402

import custom_components.duck_down  # noqa: E402,F401  (imported before the hass fixture runs)
from custom_components.duck_down.const import CONF_BASE_TOPIC, CONF_HOST_ID, DOMAIN  # noqa: E402

from .fake_host import BASE, HOST_ID, FakeHost  # noqa: E402


@pytest.fixture(autouse=True)
def auto_enable_custom_integrations(enable_custom_integrations: None) -> None:
    """Load custom_components/ in every test."""


@pytest.fixture(autouse=True)
def own_config_dir(hass: HomeAssistant, tmp_path: Path) -> None:
    """Each test its own configuration folder: the integration writes its Assist sentences
    there at setup, never into the test package's shared one."""
    hass.config.config_dir = str(tmp_path / "config")


EXTRA_MODULES_KEY = "frontend_extra_module_url"


@pytest.fixture(autouse=True)
def no_http_server(hass: HomeAssistant) -> Generator[None]:
    """Dependencies: the frontend counts as loaded and http never binds a port."""
    hass.config.components.add("frontend")
    # what frontend's own setup creates, so add_extra_js_url works as in a real HA
    hass.data.setdefault(EXTRA_MODULES_KEY, set())
    with patch(
        "homeassistant.components.http.start_http_server_and_save_config",
        return_value=None,
    ):
        yield


@pytest.fixture
def expected_lingering_timers() -> bool:
    """phcc's mqtt_mock leaves MQTT._async_start_misc_periodic behind."""
    return True


@pytest.fixture
def fast_timeouts() -> Generator[None]:
    """Short request and discovery timeouts for tests that expect silence."""
    with (
        patch("custom_components.duck_down.hub.REQUEST_TIMEOUT", 0.3),
        patch("custom_components.duck_down.config_flow.DISCOVERY_TIMEOUT", 0.1),
    ):
        yield


@pytest.fixture
async def host(hass: HomeAssistant, mqtt_mock: Any, mqtt_client_mock: Any) -> FakeHost:
    """A fake host answering every request the integration publishes."""
    fake = FakeHost(hass)
    original = mqtt_client_mock.publish.side_effect

    def _publish(topic: str, payload: Any, qos: int = 0, retain: bool = False) -> Any:
        info = original(topic, payload, qos, retain)
        hass.loop.call_soon(fake.handle, topic, payload)
        return info

    mqtt_client_mock.publish.side_effect = _publish
    return fake


def make_entry(**data: Any) -> MockConfigEntry:
    """A config entry of the fake host."""
    return MockConfigEntry(
        domain=DOMAIN,
        title="Duck Down",
        unique_id=HOST_ID,
        data={CONF_BASE_TOPIC: BASE, CONF_HOST_ID: HOST_ID, **data},
    )


@pytest.fixture
async def entry(hass: HomeAssistant, host: FakeHost) -> AsyncGenerator[MockConfigEntry]:
    """A loaded entry, with the host online and its info published."""
    config_entry = make_entry()
    config_entry.add_to_hass(hass)
    assert await hass.config_entries.async_setup(config_entry.entry_id)
    await hass.async_block_till_done()
    host.online()
    host.publish_info()
    await hass.async_block_till_done()
    yield config_entry
