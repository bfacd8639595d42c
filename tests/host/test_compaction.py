"""Playing again compacts a table's log: the finished games give way to one `restore` entry.

Most of these run the service without a transport on a database file, with a hand-moved clock;
the last one plays with bots through a real Mosquitto and restarts the host.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from duckdown.client import sign
from duckdown.host.clock import ManualClock
from duckdown.host.service import replay
from tests.host.conftest import HostRig
from tests.host.offline import Offline, table_print

JSON = dict[str, Any]
QUICK = {"peek_time": 0, "turn_time": 0}


def test_playing_again_keeps_one_restore_entry_and_replays_to_the_same_table(
    tmp_path: Path,
) -> None:
    host = Offline(tmp_path / "db.sqlite3")
    try:
        table_id, owner = host.create("Again", QUICK)
        creds = [host.join(table_id, name) for name in ("Anna", "Ben", "Cleo")]
        host.ok("table/start", {"table_id": table_id, "rounds": 3}, owner)
        assert host.log(table_id)[0].data["kind"] == "create"  # a first game compacts nothing
        rng = random.Random(5)
        host.play_until_over(table_id, creds, rng)
        whole = host.log(table_id)
        over_seq = host.table(table_id).seq
        # requests accepted before the compaction, to be sent again after a restart
        seen = sign(
            "seat/reconnect", {"transaction": "r", "table_id": table_id, "seat": 0}, creds[0]
        )
        assert host.call("seat/reconnect", seen)["status"] == "ok"
        again = sign("table/start", {"transaction": "s", "table_id": table_id, "rounds": 1}, owner)
        assert host.call("table/start", again)["status"] == "ok"

        start_seq = host.table(table_id).seq
        assert start_seq == over_seq + 1 == whole[-1].seq + 1
        assert [(e.seq, e.data["kind"]) for e in host.log(table_id)] == [
            (start_seq - 1, "restore"),
            (start_seq, "start"),
        ]
        for _ in range(5):
            host.move(table_id, creds, rng)
        log = host.log(table_id)
        assert len(log) == 7 and len(log) < len(whole)
        # the compacted log replays to exactly what the whole log would have
        uncompacted = whole + [e for e in log if e.seq >= start_seq]
        assert table_print(replay(table_id, log)) == table_print(replay(table_id, uncompacted))

        live = table_print(host.table(table_id), host.clock.now())
        host = host.restart()
        assert table_print(host.table(table_id), host.clock.now()) == live
        # the old secrets still sign; what was accepted once is still refused
        assert host.call("seat/reconnect", seen)["error"]["code"] == "replayed"
        assert host.call("table/start", again)["error"]["code"] == "replayed"
        host.play_until_over(table_id, creds, rng)
        host.ok("table/start", {"table_id": table_id, "rounds": 1}, owner)
        assert [e.data["kind"] for e in host.log(table_id)] == ["restore", "start"]
    finally:
        host.close()


def test_many_games_in_a_row_keep_only_the_last_in_the_log(tmp_path: Path) -> None:
    host = Offline(tmp_path / "db.sqlite3")
    try:
        table_id, owner = host.create("Marathon", QUICK)
        creds = [host.join(table_id, name) for name in ("Anna", "Ben")]
        host.ok("table/start", {"table_id": table_id, "rounds": 1}, owner)
        rng = random.Random(9)
        total = 0
        for game in range(8):
            moves = host.play_until_over(table_id, creds, rng)
            total += moves
            log = host.log(table_id)
            seq = host.table(table_id).seq
            assert [e.seq for e in log] == list(range(log[0].seq, seq + 1))
            if game > 0:  # the restore, this game's start, its moves; no older game
                assert [e.data["kind"] for e in log[:2]] == ["restore", "start"]
                assert len(log) == moves + 2
            host.ok("table/start", {"table_id": table_id, "rounds": 1}, owner)
            assert [e.data["kind"] for e in host.log(table_id)] == ["restore", "start"]
        assert host.table(table_id).seq > total  # seq kept counting through every game
        live = table_print(host.table(table_id), host.clock.now())
        host = host.restart()
        assert table_print(host.table(table_id), host.clock.now()) == live
    finally:
        host.close()


def test_a_refused_start_compacts_nothing(tmp_path: Path) -> None:
    host = Offline(tmp_path / "db.sqlite3")
    try:
        table_id, owner = host.create("Refused", QUICK)
        creds = [host.join(table_id, "Anna")]
        start = {"table_id": table_id, "rounds": 1}
        log = host.log(table_id)
        resp = host.call("table/start", start, owner)
        assert resp["error"]["code"] == "not_enough_players"
        assert host.log(table_id) == log
        creds.append(host.join(table_id, "Ben"))
        host.ok("table/start", start, owner)
        assert host.call("table/start", start, owner)["error"]["code"] == "wrong_status"
        host.play_until_over(table_id, creds, random.Random(2))

        log = host.log(table_id)
        before = table_print(host.table(table_id), host.clock.now())
        resp = host.call("table/start", {"table_id": table_id, "rounds": 7}, owner)
        assert resp["error"]["code"] == "invalid_rounds"
        resp = host.call("table/start", start, creds[0])  # a seat is not the owner
        assert resp["error"]["code"] == "unauthorized"
        assert host.log(table_id) == log
        assert log[0].data["kind"] == "create"
        assert table_print(host.table(table_id), host.clock.now()) == before
    finally:
        host.close()


def test_a_failed_compaction_changes_neither_the_log_nor_the_table(tmp_path: Path) -> None:
    host = Offline(tmp_path / "db.sqlite3")
    try:
        table_id, owner = host.create("Unlucky", QUICK)
        creds = [host.join(table_id, name) for name in ("Anna", "Ben")]
        host.ok("table/start", {"table_id": table_id, "rounds": 1}, owner)
        host.play_until_over(table_id, creds, random.Random(4))
        log = host.log(table_id)
        before = table_print(host.table(table_id), host.clock.now())
        # the disk fails while the start is written: after the old entries were deleted
        db = host.service.store._db
        db.execute(
            "CREATE TEMP TRIGGER no_start BEFORE INSERT ON log "
            "WHEN json_extract(NEW.entry, '$.kind') = 'start' "
            "BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END"
        )
        resp = host.call("table/start", {"table_id": table_id, "rounds": 1}, owner)
        assert resp["error"]["code"] == "internal_error"
        assert host.log(table_id) == log
        assert table_print(host.table(table_id), host.clock.now()) == before

        db.execute("DROP TRIGGER no_start")
        host.ok("table/start", {"table_id": table_id, "rounds": 1}, owner)
        assert [e.data["kind"] for e in host.log(table_id)] == ["restore", "start"]
        live = table_print(host.table(table_id), host.clock.now())
        host = host.restart()
        assert table_print(host.table(table_id), host.clock.now()) == live
    finally:
        host.close()


async def test_bots_and_an_absent_player_keep_their_seats_through_a_restart(
    make_rig: object,
) -> None:
    clock = ManualClock()
    rig: HostRig = await make_rig(clock=clock)  # type: ignore[operator]
    c = await rig.client()
    table_id, owner = await c.create_table("Bedtime", QUICK, max_seats=3)
    a = await c.join(table_id, "Anna")
    b = await c.join(table_id, "Ben")
    await c.add_bot(owner, "random")
    watch = await c.watch_table(table_id)
    await c.start(owner, rounds=1)
    await c.hand_to_bot(a, 0, "random")  # Anna stays, but lets a bot play for her
    await c.hand_to_bot(owner, 1, "random")
    await c.leave(b)  # and Ben goes to bed
    over = await watch.wait_for(lambda s: s["status"] == "over", limit_s=60)
    assert rig.host is not None
    whole = rig.host.service.store.entries(table_id)
    assert whole[-1].seq == over["seq"]

    again = sign("table/start", c.body(table_id=table_id, rounds=1), owner)
    assert (await c.request_raw("table/start", again))["status"] == "ok"
    log = rig.host.service.store.entries(table_id)
    assert [(e.seq, e.data["kind"]) for e in log[:2]] == [
        (over["seq"], "restore"),
        (over["seq"] + 1, "start"),
    ]
    await c.act(a, {"type": "ready"})  # Anna took her seat back; Ben's bot plays on
    # the bots play until it is Anna's turn, and then the table waits for her
    turn = await watch.wait_for(
        lambda s: s["game"]["phase"] == "turn" and s["game"]["turn"]["seat"] == 0, limit_s=30
    )
    table = rig.host.service.tables[table_id]
    assert table.seq == turn["seq"]
    assert [(s.name, s.level, s.connected) for s in table.seats] == [
        ("Anna", None, True),
        ("Ben", "random", False),
        (over["seats"][2]["name"], "random", False),
    ]
    log = rig.host.service.store.entries(table_id)
    assert len(log) == table.seq - over["seq"] + 1 and len(log) < len(whole)
    uncompacted = whole + [e for e in log if e.seq > over["seq"]]
    assert table_print(replay(table_id, log)) == table_print(replay(table_id, uncompacted))
    before = table_print(table, clock.now())

    await rig.stop()
    await rig.start()
    assert rig.host is not None
    assert table_print(rig.host.service.tables[table_id], clock.now()) == before
    assert (await c.spectate(table_id))["snapshot"]["seq"] == turn["seq"]
    refused = await c.request_raw("table/start", again)
    assert refused["status"] == "error" and refused["error"]["code"] == "replayed"
    assert await c.act(a, {"type": "draw"}) == turn["seq"] + 1  # her old secret still signs
