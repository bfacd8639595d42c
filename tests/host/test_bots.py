"""Bots think in worker processes: a slow bot delays no other table, and runs out of time."""

from __future__ import annotations

import logging

import pytest

from tests.host.conftest import HostRig
from tests.host.standin_bots import slow_bot


async def test_a_thinking_bot_delays_no_other_table(make_rig: object) -> None:
    rig: HostRig = await make_rig(  # type: ignore[operator]
        bot_factory=slow_bot, bot_levels=("slow", "quick"), bot_budget_ms=10_000
    )
    c = await rig.client()
    # table A: a person and a bot that thinks for 3 s per move
    a_id, a_owner = await c.create_table("Slow", {"peek_time": 0, "turn_time": 0})
    anna = await c.join(a_id, "Anna")
    await c.add_bot(a_owner, "slow")
    a_watch = await c.watch_table(a_id)
    # table B: two people
    b_id, b_owner = await c.create_table("Busy", {"peek_time": 0, "turn_time": 0})
    ben = await c.join(b_id, "Ben")
    cleo = await c.join(b_id, "Cleo")
    await c.start(b_owner, rounds=1)
    await c.start(a_owner, rounds=1)
    await c.act(anna, {"type": "ready"})  # the bot was ready at once; now someone's turn
    first = await a_watch.wait_for(lambda s: s["game"]["phase"] == "turn")
    if first["game"]["turn"]["seat"] == 0:  # make it the bot's turn
        await c.act(anna, {"type": "draw"})
        await c.act(anna, {"type": "throw"})
    thinking = await a_watch.wait_for(lambda s: s["game"]["turn"]["seat"] == 1)
    # while table A's bot thinks, table B plays on: every move acknowledged before it answers
    for cred in (ben, cleo):
        await c.act(cred, {"type": "ready"})
    assert (await c.spectate(a_id))["snapshot"]["seq"] == thinking["seq"]
    # and then the bot's move arrives
    await a_watch.wait_for(lambda s: s["seq"] > thinking["seq"], limit_s=15)


async def test_a_bot_over_its_budget_gets_a_move_played_for_it(
    make_rig: object, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.WARNING, logger="duckdown.host")
    rig: HostRig = await make_rig(  # type: ignore[operator]
        bot_factory=slow_bot, bot_levels=("stuck", "quick"), bot_budget_ms=300
    )
    c = await rig.client()
    table_id, owner = await c.create_table("Stuck", {"peek_time": 0, "turn_time": 0})
    await c.add_bot(owner, "stuck")
    await c.add_bot(owner, "quick")
    watch = await c.watch_table(table_id)
    await c.start(owner, rounds=1)
    # the stuck bot never answers in time, yet its turns are played, and the game goes on
    stuck_turn = await watch.wait_for(
        lambda s: s["game"]["phase"] == "turn" and s["game"]["turn"]["seat"] == 0
    )
    after = await watch.wait_for(lambda s: s["seq"] > stuck_turn["seq"] + 1)
    assert after["game"]["last"] is not None
    assert any("over its budget" in r.getMessage() for r in caplog.records)
