"""Shared fixtures. No duckdown import at module level: other suites share this file."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.support.broker import Broker, running_broker


@pytest.fixture(scope="session")
def broker() -> Iterator[Broker]:
    """A private Mosquitto on a free port for the whole session."""
    with running_broker() as b:
        yield b


@pytest.fixture()
def own_broker() -> Iterator[Broker]:
    """A private Mosquitto for one test (which may stop and start it)."""
    with running_broker() as b:
        yield b
