"""The lobby tidies itself: finished and abandoned tables are archived (docs/protocol.md,
"Tidying the lobby", says the rules and why).

An archived table leaves the lobby and the broker like a deleted one, but its log stays, so its
history (`table/history`) and its line in `table/list` with `archived` still answer. Time here is
the host's injectable clock: a sweep runs every minute, and a test moves a manual clock past the
durations instead of waiting.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING

from duckdown.host.clock import Timer
from duckdown.host.table import OVER, Table

if TYPE_CHECKING:
    from duckdown.host.service import Service

log = logging.getLogger("duckdown.host")

MINUTE_MS = 60_000
HOUR_MS = 60 * MINUTE_MS
DAY_MS = 24 * HOUR_MS

FINISHED = "finished"
ABANDONED = "abandoned"


@dataclass(frozen=True, slots=True)
class TidyRules:
    # a finished game's table stays this long for the podium, the scores and Play again; a
    # player still at it keeps it until they leave
    finished_ms: int = 30 * MINUTE_MS
    # no player present this long: nobody is coming back to this game (an evening's break, a
    # night, is shorter); a game clock stands still meanwhile, so nothing is lost by waiting
    abandoned_ms: int = 12 * HOUR_MS
    # a calendar game (Duck Pond) runs for weeks, its players drop in now and then
    abandoned_calendar_ms: int = 14 * DAY_MS
    sweep_ms: int = MINUTE_MS


class Tidy:
    def __init__(self, service: Service, rules: TidyRules | None = None) -> None:
        self.s = service
        self.rules = rules or TidyRules()
        self.present_at: dict[str, int] = {}  # host ms a player of the table was last present
        self.over_at: dict[str, int] = {}  # host ms its game was first seen over
        self._timer: Timer | None = None

    def start(self) -> None:
        """The sweeps begin; what happened before this start counts from now (a restart gives
        every table its whole while again: never archived for the host's own downtime)."""
        now = self.s.clock.now()
        for table in self.s.tables.values():
            self.added(table, now)
        self._arm(now)

    def stop(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def added(self, table: Table, now: int) -> None:
        self.present_at[table.table_id] = now
        if table.status == OVER:
            self.over_at[table.table_id] = now

    def changed(self, table: Table, now: int) -> None:
        if table.status == OVER:
            self.over_at.setdefault(table.table_id, now)
        else:
            self.over_at.pop(table.table_id, None)  # played again

    def forget(self, table_id: str) -> None:
        self.present_at.pop(table_id, None)
        self.over_at.pop(table_id, None)

    def due(self, table: Table, now: int) -> str | None:
        """Why the table is archived now, or None."""
        tid = table.table_id
        present = table.connected_humans() > 0
        if present:
            self.present_at[tid] = now
        since = self.present_at.setdefault(tid, now)
        if table.status == OVER:
            over = self.over_at.setdefault(tid, now)
            if not present and now - over >= self.rules.finished_ms:
                return FINISHED
        limit = self.rules.abandoned_calendar_ms if table.calendar else self.rules.abandoned_ms
        if now - since >= limit:
            return ABANDONED
        return None

    def sweep(self) -> None:
        self._timer = None
        now = self.s.clock.now()
        for table in list(self.s.tables.values()):
            try:
                why = self.due(table, now)
                if why is not None:
                    self.s.archive_table(table.table_id, why)
            except Exception:
                log.exception("tidying table %s failed", table.table_id)
        self._arm(now)

    def _arm(self, now: int) -> None:
        self.stop()
        self._timer = self.s.clock.call_at(now + self.rules.sweep_ms, self.sweep)
