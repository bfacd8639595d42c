"""The host's clock, injectable: the system clock in production, a manual clock in tests.

`now()` is integer milliseconds of a monotonic clock: game time and timers run on it.
`wall()` is the calendar, UTC milliseconds since the epoch: the time of a `calendar` game
(docs/games.md), which runs whoever is connected and across restarts. Timers are scheduled
through the clock, so a test advances time explicitly and never sleeps.
"""

from __future__ import annotations

import asyncio
import heapq
import itertools
import time
from collections.abc import Callable
from typing import Protocol

# A manual clock's calendar starts here unless told otherwise: 2025-01-01T00:00:00Z.
MANUAL_WALL_START = 1_735_689_600_000


class Timer(Protocol):
    def cancel(self) -> None: ...


class Clock(Protocol):
    def now(self) -> int:
        """Milliseconds, monotonic."""
        ...

    def wall(self) -> int:
        """The calendar: UTC milliseconds since the epoch."""
        ...

    def call_at(self, when: int, callback: Callable[[], None]) -> Timer:
        """Run `callback` on the event loop once `now() >= when`."""
        ...


class SystemClock:
    """Monotonic wall time; timers through the running asyncio loop."""

    def __init__(self, loop: asyncio.AbstractEventLoop | None = None) -> None:
        self._loop = loop

    def now(self) -> int:
        return time.monotonic_ns() // 1_000_000

    def wall(self) -> int:
        return time.time_ns() // 1_000_000

    def call_at(self, when: int, callback: Callable[[], None]) -> Timer:
        loop = self._loop or asyncio.get_running_loop()
        delay = max(0.0, (when - self.now()) / 1000)
        return loop.call_later(delay, callback)


class _ManualTimer:
    __slots__ = ("cancelled",)

    def __init__(self) -> None:
        self.cancelled = False

    def cancel(self) -> None:
        self.cancelled = True


class ManualClock:
    """Time moves only when `advance` is called; due timers run in order, synchronously.

    The calendar (`wall`) moves with it, from `wall` at the start, so a test runs months of a
    calendar game in seconds.
    """

    def __init__(self, start: int = 0, wall: int = MANUAL_WALL_START) -> None:
        self._now = start
        self._wall_offset = wall - start
        self._heap: list[tuple[int, int, _ManualTimer, Callable[[], None]]] = []
        self._counter = itertools.count()

    def now(self) -> int:
        return self._now

    def wall(self) -> int:
        return self._now + self._wall_offset

    def call_at(self, when: int, callback: Callable[[], None]) -> Timer:
        timer = _ManualTimer()
        heapq.heappush(self._heap, (when, next(self._counter), timer, callback))
        return timer

    def advance(self, ms: int) -> None:
        target = self._now + ms
        while self._heap and self._heap[0][0] <= target:
            when, _, timer, callback = heapq.heappop(self._heap)
            if timer.cancelled:
                continue
            self._now = max(self._now, when)
            callback()
        self._now = target

    def next_timer(self) -> int | None:
        while self._heap and self._heap[0][2].cancelled:
            heapq.heappop(self._heap)
        return self._heap[0][0] if self._heap else None
