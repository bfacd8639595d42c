"""kill -9 mid-game, then restart: same tables, same seq, no acknowledged move lost, timers on."""

from __future__ import annotations

import asyncio
import json
import random
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from duckdown.client import Credential, ProtocolError, sign
from tests.host.players import random_action
from tests.host.process import Hosted
from tests.support.broker import Broker


@pytest.fixture()
async def proc_rig(broker: Broker, tmp_path: Path) -> AsyncIterator[Hosted]:
    r = Hosted(broker.url, tmp_path)
    yield r
    await r.close()


def strip_now(snap: dict[str, Any]) -> str:
    return json.dumps({k: v for k, v in snap.items() if k != "now"}, sort_keys=True)


async def test_kill9_restart_keeps_tables_seq_moves_and_timers(proc_rig: Hosted) -> None:
    c = await proc_rig.up()
    admin = proc_rig.admin()
    table_id, owner = await c.create_table("Durable", {"turn_time": 30, "peek_time": 0})
    a = await c.join(table_id, "Anna")
    b = await c.join(table_id, "Ben")
    await c.add_bot(owner, "easy")
    watch = await c.watch_table(table_id)
    wa, wb = await c.watch_seat(a), await c.watch_seat(b)
    await c.start(owner, rounds=3)
    ready_a = sign("game/action", c.body(table_id=table_id, seat=0, action={"type": "ready"}), a)
    assert (await c.request_raw("game/action", ready_a))["status"] == "ok"
    await c.act(b, {"type": "ready"})
    # the bot moves at once; wait for a person's turn
    await watch.wait_for(lambda s: s["game"]["phase"] == "turn" and s["game"]["turn"]["seat"] < 2)
    # let 10 s of game time pass: the turn's timer has 20 s left
    await c.request("debug/advance_clock", {"ms": 10_000}, admin)
    before = (await c.spectate(table_id))["snapshot"]
    assert before["now"] >= 10_000
    acked = before["seq"]
    await watch.wait_seq(acked)
    left = before["game"]["deadline"] - before["now"]
    assert 0 < left <= 20_000

    proc_rig.proc.kill9()
    watch.snapshot = None
    await proc_rig.up()
    retained = await watch.wait_for(lambda s: True, limit_s=15)
    after = (await c.spectate(table_id))["snapshot"]
    assert retained["seq"] == after["seq"] == acked
    assert strip_now(after) == strip_now(before)
    # a request accepted before the crash cannot be replayed after it
    replay = await c.request_raw("game/action", ready_a)
    assert replay["status"] == "error" and replay["error"]["code"] == "replayed"
    left_after = after["game"]["deadline"] - after["now"]
    assert left <= left_after <= left + 1000  # at most the last checkpoint's second comes back

    # the timers keep running from there: the turn times out after exactly what was left
    await c.reconnect(a)
    await c.reconnect(b)
    seq = watch.seq
    turn = watch.snapshot["game"]["turn"]  # type: ignore[index]
    await c.request("debug/advance_clock", {"ms": left_after - 1}, proc_rig.admin())
    assert watch.seq == seq
    await c.request("debug/advance_clock", {"ms": 1}, proc_rig.admin())
    timed = await watch.wait_for(lambda s: s["seq"] > seq)
    assert timed["game"]["turn"] != turn
    assert any(e["event"]["type"] == "timed_out" for e in watch.events)

    # moves acknowledged while the host is killed in the middle of a burst are all there
    acks: list[int] = []
    enough = asyncio.Event()
    rng = random.Random(7)

    async def player(cred: Credential, w: Any) -> None:
        while True:
            view, seq = w.view, w.seq
            try:
                if view and view["legal"]:
                    try:
                        done = await c.act(cred, random_action(view, rng), expect_seq=seq)
                        acks.append(done)
                        if len(acks) >= 12:
                            enough.set()
                        await w.wait_seq(done, limit_s=3)
                    except ProtocolError:
                        await w.wait_seq(seq + 1, limit_s=1)
                else:
                    await w.wait_seq(seq + 1, limit_s=1)
            except TimeoutError:
                continue

    tasks = [asyncio.create_task(player(a, wa)), asyncio.create_task(player(b, wb))]
    async with asyncio.timeout(30):
        await enough.wait()
    proc_rig.proc.kill9()
    last_ack = max(acks)
    for t in tasks:
        t.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    watch.snapshot = None
    await proc_rig.up()
    restarted = await watch.wait_for(lambda s: True, limit_s=15)
    assert restarted["seq"] >= last_ack
