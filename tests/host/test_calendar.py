"""Calendar games (Dice Pond, a test game with the clock policy of Duck Pond): the table's time
is the calendar, it runs with nobody there, its deadlines survive restarts and `kill -9`, every
deadline missed while the host was down is applied on start once, in order; the host gives the
game fresh entropy; players join and leave the running game.

The host's manual clock has a calendar that moves with it, so months pass in seconds.
"""

from __future__ import annotations

import asyncio
import json
import re
from pathlib import Path
from typing import Any

from duckdown.client import Client, Credential, ProtocolError
from duckdown.host.app import ADMIN_FILE, DB_FILE
from duckdown.host.clock import MANUAL_WALL_START, ManualClock
from duckdown.host.store import Entry, Store
from tests.host.offline import Offline, replays
from tests.host.process import HostProcess
from tests.support import dice_pond, guess_game
from tests.support.broker import Broker

JSON = dict[str, Any]
HOUR = 3_600_000
DAY = 24 * HOUR
MIDNIGHT = MANUAL_WALL_START  # 2025-01-01T00:00:00Z
HEX64 = re.compile(r"^[0-9a-f]{64}$")


class Recorder:
    """A transport that keeps every byte the host publishes (private messages in clear)."""

    def __init__(self) -> None:
        self.out: list[bytes] = []

    def host_info(self, info: JSON) -> None:
        self.out.append(json.dumps(info).encode())

    def table_changed(self, table: Any, snapshot: bytes) -> None:
        self.out.append(snapshot)

    def table_events(self, table: Any, events: list[bytes]) -> None:
        self.out.extend(events)

    def private_changed(self, table: Any, seat: int, plain: bytes, public_len: int) -> None:
        self.out.append(plain)

    def table_deleted(self, table_id: str, seats: list[int], seq: int) -> None:
        pass


def timeouts(log: list[Entry]) -> list[Entry]:
    return [e for e in log if e.data["kind"] == "action" and e.data["seat"] is None]


def pond(host: Offline) -> tuple[str, Credential, Credential]:
    table_id, owner = host.create("Pond", {}, "dice_pond", max_seats=2)
    anna = host.join(table_id, "Anna")
    host.ok("table/start", {"table_id": table_id}, owner)
    return table_id, owner, anna


def test_a_calendar_game_runs_on_the_calendar_with_nobody_there(tmp_path: Path) -> None:
    with dice_pond.registered():
        host = Offline(tmp_path / "db.sqlite3", ManualClock(wall=MIDNIGHT + 5 * HOUR))
        recorder = Recorder()
        host.service.sinks.append(recorder)
        try:
            table_id, _, _ = pond(host)
            table = host.table(table_id)
            snap = table.snapshot(host.clock.now())
            # the table's time is UTC ms of the calendar; the deadline is a calendar time
            assert snap["now"] == host.clock.wall() == MIDNIGHT + 5 * HOUR
            assert snap["game"]["deadline"] == MIDNIGHT + DAY and not snap["paused"]
            host.clock.advance(90 * DAY)  # Anna's presence ran out on the first minute
            snap = table.snapshot(host.clock.now())
            assert not snap["seats"][0]["connected"] and not snap["paused"]
            assert snap["now"] == host.clock.wall() and snap["game"]["rolled"] == 90
            log = host.log(table_id)
            # one timeout per period, each at its own calendar time
            assert [e.t for e in timeouts(log)] == [MIDNIGHT + k * DAY for k in range(1, 91)]
            # fresh entropy with the start and with every timeout, none the same
            start = next(e.data for e in log if e.data["kind"] == "start")
            drawn = [start["entropy"]] + [e.data["action"]["entropy"] for e in timeouts(log)]
            assert all(HEX64.match(x) for x in drawn) and len(set(drawn)) == 91
            # each period's die comes from its entropy, shown only with its roll ...
            messages = [json.loads(b) for b in recorder.out]
            rolls = [m["event"] for m in messages if m.get("event", {}).get("type") == "rolled"]
            assert [r["seed"] for r in rolls] == drawn[:90]
            # ... and the current period's is in nothing the host published
            assert not any(drawn[90].encode() in b for b in recorder.out)
            assert replays(table, log, host.clock.now())
        finally:
            host.close()


def test_deadlines_missed_while_down_are_applied_on_start_once_in_order(tmp_path: Path) -> None:
    with dice_pond.registered():
        first = Offline(tmp_path / "db.sqlite3", ManualClock(wall=MIDNIGHT + 5 * HOUR))
        table_id, _, _ = pond(first)
        first.clock.advance(2 * DAY)
        assert len(timeouts(first.log(table_id))) == 2
        # killed (nothing stored on the way out), and started again a month later
        down_until = MIDNIGHT + 32 * DAY + 7 * HOUR
        second = first.restart(ManualClock(0, down_until))
        try:
            table = second.table(table_id)
            assert table.snapshot(0)["game"]["rolled"] == 2  # replayed as it was
            second.clock.advance(0)  # the host's first turn of its timers
            log = second.log(table_id)
            assert [e.t for e in timeouts(log)] == [MIDNIGHT + k * DAY for k in range(1, 33)]
            assert [e.seq for e in log] == list(range(1, len(log) + 1))
            game = table.snapshot(0)["game"]
            assert game["rolled"] == 32 and game["deadline"] == MIDNIGHT + 33 * DAY
            assert table.snapshot(0)["now"] == down_until
            assert replays(table, log, 0)
        finally:
            second.close()
        # once: a restart at the same time finds nothing more to apply
        third = Offline(tmp_path / "db.sqlite3", ManualClock(0, down_until + HOUR))
        try:
            third.clock.advance(0)
            assert third.log(table_id) == log
        finally:
            third.close()


async def test_a_killed_host_applies_each_missed_deadline_once_on_start(
    broker: Broker, tmp_path: Path
) -> None:
    base, data = "pond" + tmp_path.name[-6:].replace("-", ""), tmp_path / "data"
    wall = MIDNIGHT + 5 * HOUR
    proc = HostProcess(
        broker.url,
        base,
        data,
        "--manual-clock",
        "--manual-wall",
        str(wall),
        module="tests.support.host_with_test_games",
    )
    client = Client(broker.url, base_topic=base)

    async def up(at: int) -> None:
        proc.args[proc.args.index("--manual-wall") + 1] = str(at)
        proc.start()
        async with asyncio.timeout(30):
            while True:
                try:
                    await client.request("ping", limit_s=0.5)
                    return
                except (TimeoutError, ProtocolError):
                    continue

    async def rolled(table_id: str) -> JSON:
        snap: JSON = (await client.spectate(table_id))["snapshot"]
        return snap

    try:
        await client.connect()
        with dice_pond.registered():
            await up(wall)
            table_id, owner = await client.create_table("Pond", {}, 2, ruleset="dice_pond")
            await client.join(table_id, "Anna")
            await client.start(owner)
            watch = await client.watch_table(table_id)
            secret = bytes.fromhex((data / ADMIN_FILE).read_text().strip())
            admin = Credential("admin", None, None, secret)
            await client.request("debug/advance_clock", {"ms": DAY}, admin)
            await watch.wait_for(lambda s: s["game"]["rolled"] == 1)
            proc.kill9()
            # ten days later: the nine periods that ended meanwhile roll on start, by themselves
            await up(MIDNIGHT + 10 * DAY + HOUR)
            after = await watch.wait_for(lambda s: s["game"]["rolled"] == 10, limit_s=20)
            assert after["game"]["deadline"] == MIDNIGHT + 11 * DAY
            proc.kill9()
            await up(MIDNIGHT + 10 * DAY + 2 * HOUR)
            again = await rolled(table_id)
            assert again["seq"] == after["seq"] and again["game"]["rolled"] == 10
    finally:
        proc.stop()
        await client.close()
    store = Store(data / DB_FILE)
    try:
        log = store.entries(table_id)
    finally:
        store.close()
    assert [e.t for e in timeouts(log)] == [MIDNIGHT + k * DAY for k in range(1, 11)]


def test_players_join_and_leave_a_running_game_that_seats_them_any_time(tmp_path: Path) -> None:
    with dice_pond.registered(), guess_game.registered():
        host = Offline(tmp_path / "db.sqlite3", ManualClock(wall=MIDNIGHT + 5 * HOUR))
        try:
            table_id, _, anna = pond(host)
            table = host.table(table_id)
            ben = host.join(table_id, "Ben")  # the game's join: the table grows
            assert ben.seat == 1 and table.max_seats == 2
            snap = table.snapshot(host.clock.now())
            assert snap["game"]["players"] == 2 and snap["seats"][1]["name"] == "Ben"
            guess = {"table_id": table_id, "seat": 1, "action": {"type": "guess", "number": 3}}
            assert host.call("game/action", guess, ben)["status"] == "ok"
            # Ben leaves for good: the game lets him go, his seat stays his, his credential goes
            assert host.ok("table/leave", {"table_id": table_id, "seat": 1}, ben)
            assert table.snapshot(host.clock.now())["game"]["active"] == [True, False]
            assert table.seats[1].name == "Ben" and table.seats[1].kind == "human"
            back = host.call("seat/reconnect", {"table_id": table_id, "seat": 1}, ben)
            assert back["error"]["code"] == "unauthorized"
            # the next player gets the next seat, never his; a name is free once its player left
            body = {"table_id": table_id, "name": "Ben", "client_key": host.client_key}
            assert host.call("table/join", {**body, "seat": 1})["error"]["code"] == "seat_taken"
            assert host.join(table_id, "Ben").seat == 2
            for name in ("Cleo", "Dora", "Emil"):
                host.join(table_id, name)
            assert len(table.seats) == 6  # the game's maximum
            body["name"] = "Finn"
            assert host.call("table/join", body)["error"]["code"] == "table_full"
            assert replays(table, host.log(table_id), host.clock.now())
            # a game that seats its players in the lobby only: joining it in play is refused
            game_id, owner = host.create("Lobby only", {"turn_time": 0}, "guess")
            for name in ("Anna", "Ben"):
                host.join(game_id, name)
            host.ok("table/start", {"table_id": game_id}, owner)
            late = {"table_id": game_id, "name": "Cleo", "client_key": host.client_key}
            assert host.call("table/join", late)["error"]["code"] == "wrong_status"
            assert anna.seat == 0
        finally:
            host.close()
