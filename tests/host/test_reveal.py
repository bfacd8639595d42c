"""Duck Down's reveal between rounds through a real host and broker, on an injected clock
(ruling 22): a pause that stands still with the table (ruling 18), absent seats and bots ready
at once, the next deal on the present players' ready or after 30 s."""

from __future__ import annotations

from typing import Any

from duckdown.client import Client, Credential, TableWatch
from duckdown.host.clock import ManualClock
from tests.host.conftest import HostRig

OPTIONS = {"peek_time": 0, "turn_time": 0}


async def _to_reveal(c: Client, watch: TableWatch, creds: dict[int, Credential]) -> Any:
    """The seat to act calls; every human seat draws and throws until the round ends."""
    snap = await watch.wait_for(lambda s: s["game"]["phase"] == "turn")
    first = snap["game"]["turn"]["seat"]
    await c.act(creds[first], {"type": "call"})
    while True:
        snap = await watch.wait_for(
            lambda s: (
                s["game"]["phase"] == "reveal"
                or (s["game"]["turn"] is not None and s["game"]["turn"]["step"] == "start")
            )
        )
        if snap["game"]["phase"] == "reveal":
            return snap
        seat = snap["game"]["turn"]["seat"]
        seq = await c.act(creds[seat], {"type": "draw"})
        await watch.wait_seq(seq)
        await c.act(creds[seat], {"type": "throw"})


async def _table_in_reveal(make_rig: object) -> tuple[ManualClock, Client, str, Any, Any, Any]:
    clock = ManualClock()
    rig: HostRig = await make_rig(clock=clock)  # type: ignore[operator]
    c = await rig.client()
    table_id, owner = await c.create_table("Reveal", OPTIONS)
    a = await c.join(table_id, "Anna")
    b = await c.join(table_id, "Ben")
    watch = await c.watch_table(table_id)
    await c.start(owner, rounds=2)
    for cred in (a, b):
        await c.act(cred, {"type": "ready"})
    snap = await _to_reveal(c, watch, {0: a, 1: b})
    game = snap["game"]
    assert game["round"] == 1 and game["ready"] == [False, False]
    assert all(card is not None for row in game["rows"] for card in row)  # every row face up
    assert game["result"]["round"] == 1
    assert game["deadline"] - snap["now"] == 30_000
    return clock, c, table_id, watch, a, b


async def test_an_absent_seat_is_ready_at_once_and_30_s_of_game_time_deal(
    make_rig: object,
) -> None:
    clock, c, table_id, watch, a, _b = await _table_in_reveal(make_rig)
    start = watch.snapshot
    assert start is not None
    await c.leave(a)  # Anna is away: her seat is ready at once; Ben holds the reveal
    snap = await watch.wait_for(lambda s: s["game"]["ready"] == [True, False])
    assert snap["game"]["phase"] == "reveal" and not snap["paused"]
    assert snap["game"]["deadline"] == start["game"]["deadline"]
    clock.advance(29_999)
    assert (await c.spectate(table_id))["snapshot"]["game"]["phase"] == "reveal"
    clock.advance(1)  # the timeout ends the reveal as if everyone were ready
    dealt = await watch.wait_for(lambda s: s["game"]["round"] == 2)
    assert dealt["game"]["phase"] == "peek" and dealt["game"]["result"] is None

    # events come on their own topic: the snapshot may arrive first
    def timeouts() -> list[Any]:
        return [e["event"] for e in watch.events if e["event"]["type"] == "timed_out"]

    await watch.wait_for(lambda _s: bool(timeouts()))
    assert timeouts() == [{"type": "timed_out", "seat": None, "step": "reveal"}]


async def test_a_table_everyone_left_ends_its_reveal_and_then_stands_still(
    make_rig: object,
) -> None:
    """Absent seats are ready at once, so a table nobody is at never holds a reveal: it ends as
    if everyone were ready, and the new round waits with its clock stopped (ruling 18)."""
    clock, c, table_id, watch, a, b = await _table_in_reveal(make_rig)
    await c.leave(a)
    await c.leave(b)
    paused = await watch.wait_for(lambda s: s["paused"] and s["game"]["phase"] == "turn")
    assert paused["game"]["round"] == 2
    # the events of the new round's first turn are in: none of them is a timeout
    await watch.wait_for(lambda _s: any(e["event"]["type"] == "peek_ended" for e in watch.events))
    kinds = [e["event"]["type"] for e in watch.events]
    assert "ready" in kinds and "timed_out" not in kinds  # readied, not timed out
    clock.advance(3_600_000)
    still = (await c.spectate(table_id))["snapshot"]
    assert still["seq"] == paused["seq"] and still["now"] == paused["now"]


async def test_a_bot_is_ready_at_once_and_the_players_ready_deals(make_rig: object) -> None:
    clock = ManualClock()
    rig: HostRig = await make_rig(clock=clock)  # type: ignore[operator]
    c = await rig.client()
    table_id, owner = await c.create_table("Reveal with a bot", OPTIONS)
    a = await c.join(table_id, "Anna")
    await c.add_bot(owner, "random")
    watch = await c.watch_table(table_id)
    await c.start(owner, rounds=1)
    await c.act(a, {"type": "ready"})
    # the bot plays its turns; Anna calls at her first and draws and throws at each of hers
    while True:
        snap = await watch.wait_for(
            lambda s: (
                s["game"]["phase"] == "reveal"
                or (s["game"]["phase"] == "turn" and s["game"]["turn"]["seat"] == 0)
            )
        )
        if snap["game"]["phase"] == "reveal":
            break
        if snap["game"]["caller"] is None:
            await c.act(a, {"type": "call"})
        await c.act(a, {"type": "draw"})
        await watch.wait_seq(await c.act(a, {"type": "throw"}))
    assert snap["game"]["phase"] == "reveal"
    reveal = await watch.wait_for(lambda s: s["game"]["ready"] == [False, True])
    assert reveal["game"]["phase"] == "reveal" and reveal["game"]["winners"] is None
    await c.act(a, {"type": "ready"})
    over = await watch.wait_for(lambda s: s["game"]["phase"] == "over")
    assert over["game"]["winners"] and over["game"]["result"]["round"] == 1
    await watch.wait_for(lambda _s: any(e["event"]["type"] == "game_ended" for e in watch.events))
    kinds = [e["event"]["type"] for e in watch.events]
    assert kinds.index("round_ended") < kinds.index("game_ended")
