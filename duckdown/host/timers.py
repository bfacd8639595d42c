"""Scheduling and timers: one timer per table, set for the earliest thing due at it.

What comes due: a seat's presence running out, an absent seat's move (the game's
`absent_action`), the game's deadline (the host applies `{"type": "timeout"}`), a seat view that
changes by time alone (`view_expiry`), the game clock's checkpoint, and the table's bots (asked,
then released after their pause: `runner.py`). Times are the host's monotonic ms; a table's own
time (game time, or the calendar) is turned into them by the table.
"""

from __future__ import annotations

import logging
import secrets
from dataclasses import dataclass
from typing import TYPE_CHECKING

from duckdown.host.clock import Timer
from duckdown.host.request import JSON
from duckdown.host.table import HUMAN, PLAYING, Table

if TYPE_CHECKING:
    from duckdown.host.service import Service

log = logging.getLogger("duckdown.host")

PRESENCE_TTL_MS = 60_000
SOCKET_GRACE_MS = 5_000
CHECKPOINT_MS = 1_000  # a running game clock is stored this often
# A calendar game's time is read from the calendar again at least this often, so a machine
# that slept (its monotonic clock stood still) or whose clock was set catches up.
CALENDAR_SYNC_MS = 300_000
RETRY_MS = 1_000  # a refused host move (absent seat, timeout) is tried again after this


@dataclass(slots=True)
class TableTimers:
    timer: Timer | None = None
    timer_at: int | None = None
    checkpoint: int = 0  # host ms of the last clock checkpoint (or calendar sync)
    expiry: int | None = None  # table time at which some seat's view changes by itself
    refused_seq: int = 0  # a host move was refused at this seq: not again before `retry_at`
    retry_at: int = 0


class Scheduler:
    def __init__(self, service: Service, presence_ttl_ms: int = PRESENCE_TTL_MS) -> None:
        self.s = service
        self.presence_ttl_ms = presence_ttl_ms
        self.runtime: dict[str, TableTimers] = {}

    def add(self, table_id: str, now: int) -> None:
        self.runtime[table_id] = TableTimers(checkpoint=now)

    def drop(self, table_id: str) -> None:
        rt = self.runtime.pop(table_id, None)
        if rt is not None and rt.timer is not None:
            rt.timer.cancel()

    def stop(self) -> None:
        for rt in self.runtime.values():
            if rt.timer is not None:
                rt.timer.cancel()

    # --- what is due ---------------------------------------------------------------------

    def absent_move(self, table: Table) -> tuple[int, JSON] | None:
        """The first seat to act whose person is absent (no bot plays it) and the move the game
        makes for it at once (`absent_action`), if any: else it plays by timeouts."""
        for index in table.seats_to_act():
            seat = table.seats[index]
            if seat.kind == HUMAN and seat.level is None and not seat.connected:
                action = table.ruleset.absent_action(table.state, index)
                if action is not None:
                    return index, table.ruleset.action_to_json(action)
        return None

    def _host_moves(self, table: Table, rt: TableTimers, now: int) -> bool:
        """The host may make a move now (not just refused at this seq)."""
        return rt.refused_seq != table.seq or now >= rt.retry_at

    def schedule(self, table: Table) -> None:
        rt = self.runtime.get(table.table_id)
        if rt is None:
            return
        clock = self.s.clock
        now = clock.now()
        if table.calendar:
            table.update_clock(now, clock.wall())
        due: list[int] = []
        if table.status == PLAYING:
            if self._host_moves(table, rt, now):
                deadline = table.deadline()
                if deadline is not None:
                    at = table.host_time_of(deadline, now)
                    if at is not None:
                        due.append(at)
                if self.absent_move(table) is not None:
                    due.append(now)
            else:
                due.append(rt.retry_at)
            rt.expiry = expiry = table.view_expiry(now)
            if expiry is not None:
                at = table.host_time_of(expiry, now)
                if at is not None:
                    due.append(at)
            if table.calendar:
                due.append(rt.checkpoint + CALENDAR_SYNC_MS)
            elif table.running:
                due.append(rt.checkpoint + CHECKPOINT_MS)
            bots = self.s.runner.due(table, now)
            if bots is not None:
                due.append(bots)
        for seat in table.seats:
            if seat.kind == HUMAN and seat.connected and seat.sockets == 0:
                due.append(seat.last_seen + self.presence_ttl_ms)
        self._arm(table.table_id, rt, min(due) if due else None, now)

    def _arm(self, table_id: str, rt: TableTimers, when: int | None, now: int) -> None:
        if when == rt.timer_at and rt.timer is not None:
            return
        if rt.timer is not None:
            rt.timer.cancel()
            rt.timer = None
        rt.timer_at = when
        if when is None:
            return
        loop = self.s.loop
        if when <= now and loop is not None:
            # due now: run soon, whatever the clock (a manual clock may never advance)
            rt.timer = loop.call_soon(self._on_timer, table_id)
        else:
            rt.timer = self.s.clock.call_at(when, lambda: self._on_timer(table_id))

    # --- running what is due -------------------------------------------------------------

    def _on_timer(self, table_id: str) -> None:
        table = self.s.tables.get(table_id)
        rt = self.runtime.get(table_id)
        if table is None or rt is None:
            return
        rt.timer, rt.timer_at = None, None
        try:
            self._run(table, rt)
        except Exception:
            log.exception("timer of table %s failed", table_id)
        table = self.s.tables.get(table_id)  # a failed commit may have reloaded it
        if table is not None:
            self.schedule(table)

    def _run(self, table: Table, rt: TableTimers) -> None:
        s = self.s
        now = s.clock.now()
        for seat in table.seats:
            if (
                seat.kind == HUMAN
                and seat.connected
                and seat.sockets == 0
                and now >= seat.last_seen + self.presence_ttl_ms
            ):
                entry = {"kind": "presence", "seat": seat.index, "connected": False}
                s.try_change(table, entry)
        if table.status != PLAYING:
            return
        if self._host_moves(table, rt, now):
            move = self.absent_move(table)
            if move is not None:
                # one at a time: the change schedules the next at once
                entry = {"kind": "action", "seat": move[0], "action": move[1]}
                self._host_move(table, rt, entry, None, now)
                return
            deadline = table.deadline()
            if deadline is not None and table.running and table.game_now(now) >= deadline:
                self._timeout(table, rt, deadline, now)
        expiry = rt.expiry
        if expiry is not None and table.running and table.game_now(now) >= expiry:
            rt.expiry = None
            for seat in table.seats:
                if seat.kind == HUMAN and seat.keys is not None:
                    s.fanout.private(table, seat.index, None, now)
        if table.calendar:
            if now >= rt.checkpoint + CALENDAR_SYNC_MS:
                rt.checkpoint = now  # the calendar was read again by `schedule`
        elif table.running and now >= rt.checkpoint + CHECKPOINT_MS:
            rt.checkpoint = now
            s.store.commit(clocks=[(table.table_id, table.game_now(now))])
        s.runner.run(table, now)

    def _timeout(self, table: Table, rt: TableTimers, deadline: int, now: int) -> None:
        action: JSON = {"type": "timeout"}
        if table.ruleset.info.entropy:
            # fresh, logged with the entry: replay is exact, the dice unpredictable
            action["entropy"] = secrets.token_bytes(32).hex()
        entry = {"kind": "action", "seat": None, "action": action}
        # a calendar deadline happens at its own time, also when it is applied late (the host
        # was down): each missed one in turn, in order
        self._host_move(table, rt, entry, deadline if table.calendar else None, now)

    def _host_move(
        self, table: Table, rt: TableTimers, entry: JSON, at: int | None, now: int
    ) -> None:
        seq = table.seq
        if self.s.try_change(table, entry, at) is None:
            rt.refused_seq, rt.retry_at = seq, now + RETRY_MS
