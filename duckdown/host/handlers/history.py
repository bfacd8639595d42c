"""`table/history`: what has happened at a table, as the asker may see it, rebuilt from the log.

A client that reloads (or a screen that comes late) rebuilds its game log from this. The events
are made again by replaying the table's log, and each goes through the very filter its live
delivery went through (`Table.seat_events`): the public form for anyone, and for a seat that
proves itself, the form its private messages carried. So a history never shows a seat more than
it was shown live.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from duckdown.host.request import JSON, Request
from duckdown.host.table import Change, Table

if TYPE_CHECKING:
    from duckdown.host.handlers import Handler
    from duckdown.host.service import Service

# the newest events a history holds (a client shows the last 200; a calendar game runs for weeks)
HISTORY_EVENTS = 500


def table_history(s: Service, req: Request) -> JSON:
    data = req.data
    table = s.table_with_history(data)
    seat: int | None = None
    if "seat" in data or "auth" in data:
        # a seat's own secrets need the seat's proof; nobody else may ask for them
        s.authorize(req, table, ("seat",))
        seat = data["seat"]
        table.human(seat)
    events: list[JSON] = []

    def collect(again: Table, change: Change) -> None:
        events.extend({"seq": change.seq, "event": ev} for ev in again.seat_events(seat, change))

    s.replay_log(table.table_id, collect)
    complete = len(events) <= HISTORY_EVENTS
    return {"seq": table.seq, "events": events[-HISTORY_EVENTS:], "complete": complete}


COMMANDS: dict[str, Handler] = {"table/history": table_history}
