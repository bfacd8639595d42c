"""One host per data folder: a second host on the same `--data` would load and serve the same
tables, and the two would write one log. The first host holds an exclusive lock on a file in the
folder for as long as it runs (the system lets go of it when the process ends, killed too)."""

from __future__ import annotations

import contextlib
import fcntl
import os
from pathlib import Path

LOCK_FILE = "host.lock"


class DataInUse(RuntimeError):
    """Another host serves this data folder."""


class DataLock:
    def __init__(self, data: Path) -> None:
        self.path = data / LOCK_FILE
        self._fd: int | None = None

    def acquire(self) -> None:
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            holder = os.pread(fd, 32, 0).decode(errors="replace").strip()
            os.close(fd)
            who = f" (process {holder})" if holder.isdigit() else ""
            raise DataInUse(
                f"another Duck Down host{who} is serving {self.path.parent}: stop it first, "
                "or give this one a data folder of its own with --data DIR"
            ) from None
        os.ftruncate(fd, 0)
        os.pwrite(fd, f"{os.getpid()}\n".encode(), 0)
        self._fd = fd

    def release(self) -> None:
        if self._fd is None:
            return
        with contextlib.suppress(OSError):
            os.ftruncate(self._fd, 0)
        os.close(self._fd)  # closing lets go of the lock
        self._fd = None
