"""Bot worker processes end with the host, however the host ends."""

from __future__ import annotations

import asyncio
import os
import signal
import sys
import time
from collections.abc import Callable
from pathlib import Path

from tests.support import processes

ROOT = Path(__file__).resolve().parents[2]

# A host's bot pool with one worker, which answers one move and then waits for more.
DRIVER = """
import asyncio
from duckdown.host.bots import BotPool
from tests.host.standin_bots import slow_bot

async def main():
    loop = asyncio.get_running_loop()
    pool = BotPool(slow_bot, ("quick",), workers=1)
    pool.start(loop)
    pool.create("t", 0, "duck_down", "quick", 1, {}, None)
    done = loop.create_future()
    pool.submit("t", 0, {"legal": ["draw"], "players": 2}, lambda a, e, d: done.set_result(a))
    print("answered", await done, flush=True)
    await asyncio.Event().wait()

asyncio.run(main())
"""


async def until(condition: Callable[[], bool], within: float, what: str) -> None:
    deadline = time.monotonic() + within
    while not condition():
        assert time.monotonic() < deadline, what
        await asyncio.sleep(0.05)


async def test_workers_end_when_the_host_is_killed(tmp_path: Path) -> None:
    """SIGKILL runs no shutdown code: the workers must notice by themselves that their host
    is gone, or they stay forever (as orphans of init), one set per killed host."""
    out = tmp_path / "driver.log"
    with out.open("wb") as log:  # a file, not a pipe, which a surviving worker would hold open
        host = await asyncio.create_subprocess_exec(
            sys.executable,
            "-c",
            DRIVER,
            cwd=ROOT,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
            stdout=log,
            stderr=log,
        )
    started: list[int] = []
    try:
        await until(
            lambda: b"answered" in out.read_bytes() or host.returncode is not None,
            60,
            "the bot never answered",
        )
        assert b"answered {'type': 'draw'}" in out.read_bytes(), out.read_text()  # it runs
        started = processes.children(host.pid)  # the worker and multiprocessing's tracker
        assert any("spawn_main" in processes.cmdline(pid) for pid in started), started

        host.send_signal(signal.SIGKILL)
        assert await host.wait() == -signal.SIGKILL
        await until(
            lambda: not any(processes.alive(pid) for pid in started),
            10,
            f"outlived their killed host: {[processes.cmdline(p) for p in started]}",
        )
    finally:
        if host.returncode is None:
            host.kill()
            await host.wait()
        for pid in started:
            if processes.alive(pid) and "multiprocessing" in processes.cmdline(pid):
                os.kill(pid, signal.SIGKILL)
