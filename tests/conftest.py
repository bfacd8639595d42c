"""Shared fixtures. No duckdown import at module level: other suites share this file."""

from __future__ import annotations

from collections.abc import Generator, Iterator

import pytest

from tests.support import processes
from tests.support.broker import Broker, running_broker

RUN = processes.new_run()
processes.mark(RUN, "collection")


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item: pytest.Item) -> None:
    processes.mark(RUN, item.nodeid)  # what it starts carries its name


@pytest.hookimpl(wrapper=True)
def pytest_runtest_teardown(
    item: pytest.Item, nextitem: pytest.Item | None
) -> Generator[None, None, None]:
    """Every fixture ends what it starts: when the last test and every fixture have ended, no
    process started by the run may be left (a host's bot workers, say, orphaned by a kill)."""
    result = yield
    if nextitem is None:
        left = processes.left_behind(RUN)
        if left:
            raise AssertionError(
                f"{len(left)} process(es) left running after the last test (now killed):\n"
                + "\n".join(f"  {p}" for p in left)
            )
    return result


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
