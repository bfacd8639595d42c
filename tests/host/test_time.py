"""Deadlines, timeouts and the paused clock, driven by an injected manual clock."""

from __future__ import annotations

from duckdown.host.clock import ManualClock
from tests.host.conftest import HostRig


async def test_timeouts_and_pause_follow_the_injected_clock(make_rig: object) -> None:
    clock = ManualClock()
    rig: HostRig = await make_rig(clock=clock)  # type: ignore[operator]
    c = await rig.client()
    table_id, owner = await c.create_table("Clocked", {"peek_time": 10, "turn_time": 30})
    a = await c.join(table_id, "Anna")
    b = await c.join(table_id, "Ben")
    watch = await c.watch_table(table_id)
    await c.start(owner, rounds=1)
    snap = await watch.wait_for(lambda s: s["status"] == "playing")
    assert snap["game"]["phase"] == "peek" and snap["game"]["deadline"] == 10_000
    seq = snap["seq"]

    clock.advance(9_999)
    assert (await c.spectate(table_id))["snapshot"]["seq"] == seq
    clock.advance(1)  # the opening look ends on time
    snap = await watch.wait_for(lambda s: s["game"]["phase"] == "turn")
    deadline = snap["game"]["deadline"]
    assert deadline == snap["now"] + 30_000
    turn = snap["game"]["turn"]["seat"]

    clock.advance(29_999)
    assert watch.snapshot["game"]["turn"]["seat"] == turn  # type: ignore[index]
    clock.advance(1)  # the turn times out: a card is drawn and thrown for the player
    snap = await watch.wait_for(lambda s: s["game"]["turn"]["seat"] != turn)
    assert any(e["event"]["type"] == "timed_out" for e in watch.events)

    # nobody connected: the clock stands still, however long (ruling 18)
    left = snap["game"]["deadline"] - snap["now"]
    await c.leave(a)
    await c.leave(b)
    paused = await watch.wait_for(lambda s: s["paused"])
    clock.advance(3_600_000)
    now = (await c.spectate(table_id))["snapshot"]
    assert now["seq"] == paused["seq"] and now["now"] == paused["now"]
    # a player comes back: the clock runs on with the time that was left
    await c.reconnect(b)
    back = await watch.wait_for(lambda s: not s["paused"])
    assert back["game"]["deadline"] - back["now"] == left
    clock.advance(left)
    await watch.wait_for(lambda s: s["seq"] > back["seq"])


async def test_presence_expires_without_heartbeats(make_rig: object) -> None:
    clock = ManualClock()
    rig: HostRig = await make_rig(clock=clock)  # type: ignore[operator]
    c = await rig.client()
    table_id, owner = await c.create_table("Quiet", {"peek_time": 0, "turn_time": 0})
    a = await c.join(table_id, "Anna")
    await c.join(table_id, "Ben")
    watch = await c.watch_table(table_id)
    await c.start(owner, rounds=1)
    await watch.wait_for(lambda s: s["status"] == "playing")
    clock.advance(30_000)
    await c.reconnect(a)  # Anna's heartbeat; Ben sends none
    clock.advance(30_000)
    snap = await watch.wait_for(lambda s: not s["seats"][1]["connected"])
    assert snap["seats"][0]["connected"] and not snap["paused"]
    # Ben is absent in the opening look: he is ready at once (ruling 4)
    snap = await watch.wait_for(lambda s: s["game"]["ready"][1] is True)
    assert snap["seq"] == (await c.spectate(table_id))["snapshot"]["seq"]
    clock.advance(30_000)
    snap = await watch.wait_for(lambda s: s["paused"])
    assert not snap["seats"][0]["connected"]


async def test_a_peek_reveal_ends_on_time_with_a_resent_private_view(make_rig: object) -> None:
    clock = ManualClock()
    rig: HostRig = await make_rig(clock=clock)  # type: ignore[operator]
    c = await rig.client()
    # a deck of Peeks (and enough numbers to deal): the first draw is a Peek
    deck = {"peek": 40, "5": 12}
    table_id, owner = await c.create_table("Peeky", {"deck": deck, "peek_time": 0, "turn_time": 0})
    a = await c.join(table_id, "Anna")
    b = await c.join(table_id, "Ben")
    wa, wb = await c.watch_seat(a), await c.watch_seat(b)
    await c.start(owner, rounds=1)
    await c.act(a, {"type": "ready"})
    await c.act(b, {"type": "ready"})
    creds = {0: (a, wa), 1: (b, wb)}
    for _ in range(40):  # draw until someone holds a Peek (most of the deck is Peeks)
        view = await wa.wait_for(lambda v: v is not None and v["phase"] == "turn")
        assert view is not None
        me, w = creds[view["turn"]["seat"]]
        seq = await c.act(me, {"type": "draw"})
        held = await w.wait_seq(seq)
        assert held is not None
        if "peek" in held["legal"]:
            break
        seq = await c.act(me, {"type": "throw"})
        await wa.wait_seq(seq)
    else:
        raise AssertionError("no Peek drawn")
    seq = await c.act(me, {"type": "peek", "slot": 1})
    shown = await w.wait_seq(seq)
    assert shown is not None and shown["rows"][me.seat][1] is not None  # seen, for 5 s
    messages = w.messages
    clock.advance(4_999)
    assert w.view is not None and w.view["rows"][me.seat][1] is not None
    clock.advance(1)  # the reveal ends: the same seq is re-sent with the card face down
    hidden = await w.wait_for(lambda v: v is not None and v["rows"][me.seat][1] is None)
    assert w.seq == seq and w.messages > messages
    assert hidden is not None
