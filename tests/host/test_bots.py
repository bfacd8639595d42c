"""Bots think in worker processes: a slow bot delays no other table, and runs out of time."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest

from duckdown.bots.duck_down import CountingBot
from duckdown.host.bots import default_factory, make_default_bot
from tests.host.conftest import HostRig
from tests.host.standin_bots import look_recorder, slow_bot


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


async def test_bots_see_their_opening_look_every_round(
    make_rig: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A bot gets what a person gets: each round's look at its slots 0 and 3 (rulings 4, 19)."""
    looks = tmp_path / "looks.jsonl"
    monkeypatch.setenv("DUCKDOWN_TEST_LOOKS", str(looks))  # worker processes inherit it
    rig: HostRig = await make_rig(  # type: ignore[operator]
        bot_factory=look_recorder, bot_levels=("quick",), bot_budget_ms=10_000
    )
    c = await rig.client()
    table_id, owner = await c.create_table("Looks", {"peek_time": 0, "turn_time": 0})
    await c.add_bot(owner, "quick")
    await c.add_bot(owner, "quick")
    watch = await c.watch_table(table_id)
    await c.start(owner, rounds=3)
    await watch.wait_for(lambda s: s["status"] == "over", limit_s=60)
    seen = [json.loads(line) for line in looks.read_text().splitlines()]
    assert {e["game"] for e in seen} == {"duck_down"}  # the factory is given the table's game
    # both bots are asked at once; the one whose answer comes second is asked again
    assert sorted({(e["round"], e["seat"]) for e in seen}) == [
        (r, s) for r in (1, 2, 3) for s in (0, 1)
    ]
    for entry in seen:
        row = entry["row"]
        assert row[0] is not None and row[3] is not None and row[1] is None and row[2] is None


def test_the_default_factory_takes_the_game_and_offers_the_games_table_levels() -> None:
    factory, offered = default_factory()
    assert factory is make_default_bot
    assert offered == ("random", "easy", "medium", "hard")  # no analysis levels
    bot = factory("duck_down", "easy", 3, 11, {"call_penalty": 2})
    assert isinstance(bot, CountingBot) and bot.seat == 3 and bot.call_penalty == 2
    with pytest.raises(ValueError, match="duck_down has no bot level"):
        factory("duck_down", "counting-ish", 0, 1, {})
