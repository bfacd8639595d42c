"""Seat commands: players taking and leaving seats, presence, and handing a seat to a bot."""

from __future__ import annotations

import secrets
from typing import TYPE_CHECKING

from duckdown.host import crypto
from duckdown.host.handlers.lobby import bot_level, client_key, seal
from duckdown.host.request import JSON, Request
from duckdown.host.table import LOBBY, Table

if TYPE_CHECKING:
    from duckdown.host.handlers import Handler
    from duckdown.host.service import Service


def seat_request(s: Service, req: Request, roles: tuple[str, ...] = ("seat",)) -> tuple[Table, str]:
    table = s.table(req.data)
    return table, s.authorize(req, table, roles)


def table_join(s: Service, req: Request) -> JSON:
    """A seat in the lobby; in a running game of a game that seats players at any time, the
    next seat (the game's `join`)."""
    data = req.data
    table = s.table(data)
    key = client_key(data)
    seat = table.free_seat(data.get("seat"))
    secret = crypto.new_secret()
    sealed = seal(secret, key, crypto.seal_aad(table.table_id, "seat", seat))
    entry = {"kind": "join", "seat": seat, "name": data["name"], "secret": secret.hex()}
    change = s.change(table, entry, req)
    table.seats[seat].last_seen = s.clock.now()
    s.timers.schedule(table)
    return {
        "seat": seat,
        "credential": sealed,
        "seq": change.seq,
        "topics": {
            "public": s.topics.public(table.table_id),
            "events": s.topics.events(table.table_id),
            "private": s.topics.private(table.table_id, seat),
        },
    }


def table_leave(s: Service, req: Request) -> JSON:
    table, _ = seat_request(s, req)
    seat = req.data["seat"]
    if table.status == LOBBY or table.joins_running_game() or table.seats[seat].connected:
        return {"seq": s.change(table, {"kind": "leave", "seat": seat}, req).seq}
    return {"seq": table.seq}  # absent already


def seat_reconnect(s: Service, req: Request) -> JSON:
    table, _ = seat_request(s, req)
    seat = req.data["seat"]
    table.human(seat)
    s.seen(table, seat, req)
    s.fanout.private(table, seat, None, s.clock.now())
    return {"seq": table.seq, "snapshot": table.snapshot(s.clock.now())}


def seat_bot(s: Service, req: Request) -> JSON:
    data = req.data
    table, _ = seat_request(s, req, ("owner", "seat"))
    entry = {
        "kind": "hand_bot",
        "seat": data["seat"],
        "level": bot_level(s, table, data["level"]),
        "seed": secrets.randbits(63),
    }
    return {"seq": s.change(table, entry, req).seq}


def seat_take_back(s: Service, req: Request) -> JSON:
    data = req.data
    table, role = seat_request(s, req, ("owner", "seat"))
    change = s.change(table, {"kind": "take_back", "seat": data["seat"]}, req)
    if role == "seat":
        s.seen(table, data["seat"], req)
    return {"seq": change.seq}


def ws_auth(s: Service, req: Request) -> JSON:
    table, _ = seat_request(s, req)
    seat = req.data["seat"]
    held = table.human(seat)
    assert req.session is not None
    req.session.auth(table.table_id, seat)
    held.sockets += 1
    s.seen(table, seat, req)
    s.fanout.private(table, seat, None, s.clock.now())
    return {"seq": table.seq, "snapshot": table.snapshot(s.clock.now())}


COMMANDS: dict[str, Handler] = {
    "table/join": table_join,
    "table/leave": table_leave,
    "seat/reconnect": seat_reconnect,
    "seat/bot": seat_bot,
    "seat/take_back": seat_take_back,
    "ws/auth": ws_auth,
}
