"""`table/history`: what a seat may see again after a reload, and nothing more.

Every registered game is played a while at its test tables (tests/engine/conformance.py), by
people on a host with no transport; then each seat's history is held against what its private
messages carried live, and against the engine's own events: a secret reaches a seat only where
the event names that seat among those who see it.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import aiohttp
import pytest

from duckdown.client import Credential
from duckdown.engine import games
from duckdown.host.table import Change, Table
from tests.engine.conformance import tables
from tests.host.offline import Offline
from tests.host.wsclient import Ws

JSON = dict[str, Any]
NAMES = [f"P{i}" for i in range(20)]
STEPS = 60  # moves (or waits) per table: enough for secrets to happen, short enough to be quick


class Live:
    """A sink that keeps each seat's private events by seq, as they went out."""

    def __init__(self) -> None:
        self.private: dict[int, dict[int, list[JSON]]] = {}

    def host_info(self, info: JSON) -> None:
        pass

    def table_changed(self, table: Table, snapshot: bytes) -> None:
        pass

    def table_events(self, table: Table, events: list[bytes]) -> None:
        pass

    def private_changed(self, table: Table, seat: int, plain: bytes, public_len: int) -> None:
        body = json.loads(plain)
        if body["events"]:
            self.private.setdefault(seat, {})[body["seq"]] = body["events"]

    def table_deleted(self, table_id: str, seats: list[int], seq: int) -> None:
        pass


def step(host: Offline, table_id: str, creds: list[Credential], rng: random.Random) -> None:
    """A seat that may act makes a random legal move; with none, time passes (timers fire)."""
    host.clock.advance(250)
    table = host.table(table_id)
    if table.status != "playing":
        return
    seats = [s for s in [*table.seats_to_act(), *table.may_act()] if s < len(creds)]
    rng.shuffle(seats)
    for seat in seats:
        view = table.seat_view(seat, host.clock.now())
        actions = [] if view is None else table.ruleset.view_actions(view)
        for action in rng.sample(actions, min(len(actions), 8)):
            body = {"table_id": table_id, "seat": seat, "action": action}
            if host.call("game/action", body, creds[seat])["status"] == "ok":
                return
    host.clock.advance(3_600_000)


CASES = [(g.name, players, options) for g in games() for players, options in tables(g)]


@pytest.mark.parametrize(("game", "players", "options"), CASES)
def test_a_seats_history_is_what_it_was_shown_live_and_no_other_seats_secret(
    tmp_path: Path, game: str, players: int, options: JSON
) -> None:
    host = Offline(tmp_path / "db.sqlite3")
    live = Live()
    host.service.sinks.append(live)
    raw: dict[int, list[Any]] = {}  # the engine's events by seq, secrets and who sees them

    def record(table: Table, change: Change) -> None:
        raw[change.seq] = [*change.lobby, *change.events]

    host.service.on_change.append(record)
    try:
        table_id, owner = host.create("History", options, game)
        creds = [host.join(table_id, NAMES[i]) for i in range(players)]
        host.ok("table/start", {"table_id": table_id}, owner)
        rng = random.Random(f"{game}{players}")
        for _ in range(STEPS):
            step(host, table_id, creds, rng)
        table = host.table(table_id)
        secrets = 0
        for cred in creds:
            seat = cred.seat
            assert seat is not None
            got = host.ok("table/history", {"table_id": table_id, "seat": seat}, cred)
            assert got["seq"] == table.seq and got["complete"] is True
            by_seq: dict[int, list[JSON]] = {}
            for item in got["events"]:
                by_seq.setdefault(item["seq"], []).append(item["event"])
            # what went out live to this seat is in its history, as it went out
            for seq, events in live.private.get(seat, {}).items():
                assert by_seq.get(seq) == events, (seq, events, by_seq.get(seq))
            # and each event is the engine's own, its secret only for the seats that see it
            for seq, events in raw.items():
                if seq <= 1 + players:
                    continue  # the lobby: no game yet
                expect = []
                for e in events:
                    if isinstance(e, dict):
                        expect.append(e)
                        continue
                    shown = {"type": e.type, **e.data}
                    if e.seen_by >> seat & 1:
                        shown.update(e.secret)
                        secrets += bool(e.secret)
                    expect.append(shown)
                assert by_seq.get(seq, []) == expect, (seq, by_seq.get(seq), expect)
        # anyone may ask without a proof, and gets the public events only
        public = host.ok("table/history", {"table_id": table_id})
        for item in public["events"]:
            for e in raw.get(item["seq"], []):
                if not isinstance(e, dict) and e.secret and e.type == item["event"]["type"]:
                    assert not (set(e.secret) - set(e.data)) & set(item["event"]), item
        assert len(public["events"]) == sum(len(v) for v in raw.values())
        assert table.seq > players + 2, "the game did not move"
        if game in ("duck_down", "dutch", "quack_quack"):
            assert secrets > 0, "no secret was dealt: the test checked nothing secret"
    finally:
        host.close()


def test_history_refuses_another_seats_proof_and_a_missing_one(tmp_path: Path) -> None:
    host = Offline(tmp_path / "db.sqlite3")
    try:
        table_id, owner = host.create("History", {}, "duck_down")
        anna, ben = host.join(table_id, "Anna"), host.join(table_id, "Ben")
        host.ok("table/start", {"table_id": table_id}, owner)
        # Anna's proof for Ben's seat, a seat without a proof, the owner as a seat
        wrong = host.call("table/history", {"table_id": table_id, "seat": 1}, anna)
        assert wrong["error"]["code"] == "unauthorized"
        bare = host.call("table/history", {"table_id": table_id, "seat": 1})
        assert bare["error"]["code"] == "unauthorized"
        as_owner = host.call("table/history", {"table_id": table_id}, owner)
        assert as_owner["error"]["code"] == "forbidden"
        gone = host.call("table/history", {"table_id": "t-nothing"})
        assert gone["error"]["code"] == "unknown_table"
        mine = host.ok("table/history", {"table_id": table_id, "seat": 1}, ben)
        assert [e["event"]["type"] for e in mine["events"]][:2] == ["player_joined"] * 2
    finally:
        host.close()


async def test_both_transports_answer_history_through_the_one_request_path(
    make_rig: Any,
) -> None:
    """Over MQTT (a real Mosquitto) and over the WebSocket, the same history for the same seat."""
    rig = await make_rig(http="127.0.0.1:0")
    c = await rig.client()
    table_id, owner = await c.create_table("Transports", {"turn_time": 0, "peek_time": 0})
    anna = await c.join(table_id, "Anna")
    ben = await c.join(table_id, "Ben")
    await c.start(owner, rounds=1)
    for seat, cred in enumerate((anna, ben)):
        ready = {"table_id": table_id, "seat": seat, "action": {"type": "ready"}}
        await c.request("game/action", ready, cred)
    watch = await c.watch_seat(ben)
    view = await watch.wait_for(lambda v: bool(v and v["to_act"]))
    assert view is not None
    seat = view["to_act"][0]
    cred = (anna, ben)[seat]
    draw = {"table_id": table_id, "seat": seat, "action": {"type": "draw"}}
    await c.request("game/action", draw, cred)
    by_mqtt = await c.request("table/history", {"table_id": table_id, "seat": seat}, cred)
    public = await c.request("table/history", {"table_id": table_id})
    web = rig.host.web
    url = f"http://127.0.0.1:{web.port}/ws"
    async with aiohttp.ClientSession() as http, http.ws_connect(url) as raw:
        resp = await Ws(raw).call("table/history", cred, table_id=table_id, seat=seat)
        assert resp["status"] == "ok", resp
    assert resp["data"] == by_mqtt
    types = [e["event"]["type"] for e in by_mqtt["events"]]
    assert "game_started" in types and types[:2] == ["player_joined", "player_joined"]
    # the drawer's own secret (the card drawn) is in their history and not in the public one
    drew = [e["event"] for e in by_mqtt["events"] if e["event"]["type"] == "drew"]
    seen = [e["event"] for e in public["events"] if e["event"]["type"] == "drew"]
    assert len(drew) == len(seen) == 1
    assert "card" in drew[0] and "card" not in seen[0]
