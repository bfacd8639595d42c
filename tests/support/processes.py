"""Processes a test run leaves behind. Linux only (it reads /proc); elsewhere it finds none.

Every process a test starts inherits the run's mark, an environment variable holding the run's
id and the test being run, and keeps it in /proc/PID/environ however it is reparented (a bot
worker whose host was killed, say, ends up a child of init). When the last test has ended, and
every fixture with it, no marked process may be left; each one left names the test that
started it. The test process's own lifelong children (multiprocessing's resource tracker),
which end with it, don't count. A process started with an environment of its own, not a copy
of ours, goes unseen.
"""

from __future__ import annotations

import contextlib
import os
import signal
import time
import uuid
from dataclasses import dataclass
from pathlib import Path

MARK = "DUCKDOWN_TEST_RUN"
PROC = Path("/proc")


@dataclass(frozen=True)
class Stray:
    pid: int
    ppid: int
    started_by: str
    cmdline: str

    def __str__(self) -> str:
        return f"pid {self.pid} (parent {self.ppid}), started in {self.started_by}: {self.cmdline}"


def new_run() -> str:
    return uuid.uuid4().hex


def mark(run: str, test: str) -> None:
    """Every process started from now on carries `run` and `test`."""
    os.environ[MARK] = f"{run} {test}"


def _parents() -> dict[int, int]:
    """pid -> parent pid of every live process (zombies have ended and don't count)."""
    out: dict[int, int] = {}
    for entry in PROC.iterdir() if PROC.is_dir() else ():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        fields = stat[stat.rfind(")") + 2 :].split()  # the name in () may hold anything
        if fields and fields[0] != "Z":
            out[int(entry.name)] = int(fields[1])
    return out


def children(pid: int) -> list[int]:
    """The live child processes of `pid`."""
    return sorted(child for child, parent in _parents().items() if parent == pid)


def alive(pid: int) -> bool:
    """Whether `pid` runs (a zombie has ended)."""
    return pid in _parents()


def cmdline(pid: int) -> str:
    try:
        raw = (PROC / str(pid) / "cmdline").read_bytes()
    except OSError:
        return "?"
    return raw.replace(b"\0", b" ").decode(errors="replace").strip()[:200] or "?"


def _started_by(pid: int, run: str) -> str | None:
    """The test that started `pid`, if it carries this run's mark."""
    try:
        environ = (PROC / str(pid) / "environ").read_bytes()
    except OSError:
        return None
    prefix = f"{MARK}={run} ".encode()
    for entry in environ.split(b"\0"):
        if entry.startswith(prefix):
            return entry[len(prefix) :].decode(errors="replace")
    return None


def _lifelong_children() -> set[int]:
    """multiprocessing's resource tracker of this process: a bot pool in the test process
    starts it once, and it lives as long as the process."""
    from multiprocessing import resource_tracker

    pid = getattr(resource_tracker._resource_tracker, "_pid", None)
    return {pid} if isinstance(pid, int) else set()


def strays(run: str) -> list[Stray]:
    """The processes of this run other than pytest and its lifelong children."""
    spare = {os.getpid(), *_lifelong_children()}
    found = []
    for pid, ppid in sorted(_parents().items()):
        if pid not in spare and (test := _started_by(pid, run)) is not None:
            found.append(Stray(pid, ppid, test, cmdline(pid)))
    return found


def left_behind(run: str, grace_s: float = 5.0) -> list[Stray]:
    """The strays still there after `grace_s` (a process on its way out gets that long);
    each of them is then killed, so that a failed run leaves nothing behind either."""
    deadline = time.monotonic() + grace_s
    found = strays(run)
    while found and time.monotonic() < deadline:
        time.sleep(0.05)
        found = strays(run)
    for stray in found:
        if _started_by(stray.pid, run) is not None:  # still the same process, not a reused pid
            with contextlib.suppress(OSError):
                os.kill(stray.pid, signal.SIGKILL)
    return found
