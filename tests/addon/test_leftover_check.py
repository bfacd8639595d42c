"""The run's check for leftover processes (tests/conftest.py, tests/support/processes.py) sees
a process whose parent is gone, and names the test that started it."""

from __future__ import annotations

import os
import signal
import subprocess
import time

import pytest

from tests.conftest import RUN
from tests.support import processes


def test_an_orphan_is_found_with_the_test_that_started_it(request: pytest.FixtureRequest) -> None:
    # the shell exits at once; its `sleep` lives on with another parent, as a killed host's
    # bot workers did
    shell = subprocess.run(
        ["sh", "-c", "sleep 300 >/dev/null 2>&1 & echo $!"],
        capture_output=True,
        text=True,
        check=True,
    )
    pid = int(shell.stdout)
    try:
        (found,) = [s for s in processes.strays(RUN) if s.pid == pid]
        assert found.started_by == request.node.nodeid
        assert found.cmdline == "sleep 300"
        assert found.ppid != os.getpid()
    finally:
        os.kill(pid, signal.SIGKILL)
    deadline = time.monotonic() + 5
    while processes.alive(pid):
        assert time.monotonic() < deadline, "the orphan did not end"
        time.sleep(0.02)
    assert pid not in {s.pid for s in processes.strays(RUN)}
