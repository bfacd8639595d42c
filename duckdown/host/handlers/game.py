"""Game commands: a seat's action, the table owner's action, and the test-only clock."""

from __future__ import annotations

from typing import TYPE_CHECKING

from duckdown.engine import OWNER
from duckdown.engine.schemas import problem
from duckdown.host.clock import ManualClock
from duckdown.host.protocol import HostError
from duckdown.host.request import JSON, Request
from duckdown.host.table import PLAYING, Table

if TYPE_CHECKING:
    from duckdown.host.handlers import Handler
    from duckdown.host.service import Service


def check_action(table: Table, action: JSON) -> None:
    """The action against its game's action schema (strict: no 1.0 for an integer), before
    the game parses it."""
    if action.get("type") == "timeout":
        raise HostError("illegal_action", "only the host applies timeouts")
    schema = table.ruleset.schemas.get("action")
    if schema is not None:
        wrong = problem(schema, action, "action")
        if wrong is not None:
            raise HostError("bad_action", wrong)


def game_action(s: Service, req: Request) -> JSON:
    """An action of a seat (signed by the seat), or of the table's owner as such (no `seat`,
    signed by the owner or the admin): the game's OWNER, for games whose rules give the owner
    a say (dealing Dutch's next round)."""
    data = req.data
    table = s.table(data)
    seat: int | None = data.get("seat")
    s.authorize(req, table, ("seat",) if seat is not None else ("owner",))
    if seat is not None:
        held = table.human(seat)
    expect = data.get("expect_seq")
    if expect is not None and expect != table.seq:
        raise HostError("stale", f"the table is at seq {table.seq}, not {expect}")
    if table.status != PLAYING:
        raise HostError("wrong_status", f"the table is {table.status}, not playing")
    if seat is not None and held.level is not None:
        raise HostError("seat_is_bot", f"a bot plays seat {seat}; take it back first")
    action = data["action"]
    check_action(table, action)
    entry = {"kind": "action", "seat": OWNER if seat is None else seat, "action": action}
    change = s.change(table, entry, req)
    if seat is not None:
        s.seen(table, seat, req)
    return {"seq": change.seq}


def debug_advance_clock(s: Service, req: Request) -> JSON:
    s.authorize(req, None, ("admin",))
    if not isinstance(s.clock, ManualClock):
        raise HostError("unknown_command", "the host does not run a manual clock")
    s.clock.advance(req.data["ms"])
    return {"now": s.clock.now()}


COMMANDS: dict[str, Handler] = {
    "game/action": game_action,
    "debug/advance_clock": debug_advance_clock,
}
