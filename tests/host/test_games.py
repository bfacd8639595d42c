"""Whole games over MQTT through a real Mosquitto, with people and bots."""

from __future__ import annotations

import asyncio
import json
import random

from duckdown.host import schema
from tests.host.conftest import HostRig, Spy
from tests.host.players import play_until_over
from tests.host.published import check_messages


async def test_people_and_bots_play_a_whole_game(rig: HostRig, spy: Spy) -> None:
    anna, ben = await rig.client(), await rig.client()
    table_id, owner = await anna.create_table("Kitchen", {"turn_time": 60, "peek_time": 10})
    a = await anna.join(table_id, "Anna")
    b = await ben.join(table_id, "Ben")
    assert (a.seat, b.seat) == (0, 1)
    assert await anna.add_bot(owner, "easy") == 2
    assert await anna.add_bot(owner, "medium") == 3
    watch = await ben.watch_table(table_id)
    lobby = await watch.wait_for(lambda s: s["seats"][3]["kind"] == "bot")
    schema.check("public", lobby)
    assert lobby["round_choices"][0] == 4
    wa, wb = await anna.watch_seat(a), await ben.watch_seat(b)
    started = await anna.start(owner, rounds=3)
    assert started["rounds"] == 3
    moves = await asyncio.gather(
        play_until_over(anna, a, wa, random.Random(1), 120),
        play_until_over(ben, b, wb, random.Random(2), 120),
    )
    assert all(m > 0 for m in moves)
    final = await watch.wait_for(lambda s: s["status"] == "over")
    schema.check("public", final)
    assert final["game"]["winners"]
    assert len(final["game"]["scores"]) == 3
    types = [e["event"]["type"] for e in watch.events]
    for t in ("game_started", "round_started", "turn_started", "round_ended", "game_ended"):
        assert t in types, t
    assert "duck_down_called" in types or "timed_out" in types or "round_ended" in types
    for e in watch.events:
        schema.check("event", e)
    # every snapshot, event and private view follows the protocol's schemas and the game's
    async with asyncio.timeout(10):
        await spy.wait_until(
            lambda: any(
                t.endswith("/public") and json.loads(p).get("seq") == final["seq"]
                for t, p, _ in spy.under(rig.base)
                if p
            )
        )
    checked = check_messages(spy.under(rig.base), rig.base, {table_id: "duck_down"}, [a, b])
    assert checked["public"] > 20 and checked["event"] > 20 and checked["private"] > 40, checked
    # the private channel carried the seat's own views, with its legal actions
    assert wa.view is not None and wa.view["seat"] == 0
    assert any(ev["type"] == "drew" and "card" in ev for ev in wa.events + wb.events)
    # the host's table equals what the log replays to
    host = rig.host
    assert host is not None
    table = host.service.tables[table_id]
    replayed = host.service._replay(table_id)
    assert replayed.seq == table.seq == final["seq"]
    assert json.dumps(replayed.snapshot(0)["game"]) == json.dumps(table.snapshot(0)["game"])


async def test_bots_only_table_plays_to_the_end(rig: HostRig) -> None:
    c = await rig.client()
    table_id, owner = await c.create_table("Bots", max_seats=4)
    for level in ("random", "easy", "medium", "hard"):
        await c.add_bot(owner, level)
    watch = await c.watch_table(table_id)
    await c.start(owner, rounds=1)
    final = await watch.wait_for(lambda s: s["status"] == "over", limit_s=60)
    assert final["game"]["winners"]
    assert final["paused"] is False


async def test_the_same_seats_play_again_once_the_game_is_over(rig: HostRig) -> None:
    anna = await rig.client()
    table_id, owner = await anna.create_table("Again", max_seats=4)
    a = await anna.join(table_id, "Anna")
    bot = await anna.add_bot(owner, "easy")
    watch = await anna.watch_table(table_id)
    wa = await anna.watch_seat(a)
    await anna.start(owner, rounds=1)
    assert await _code(anna.start(owner, rounds=1)) == "wrong_status"  # not during a game
    await play_until_over(anna, a, wa, random.Random(3), 60)
    first = await watch.wait_for(lambda s: s["status"] == "over")
    assert 2 in first["round_choices"]  # the owner may pick the next game's length
    # only the owner may start the next game
    body = {"table_id": table_id}
    assert await _code(anna.request("table/start", body, a)) == "unauthorized"
    assert (await anna.spectate(table_id))["snapshot"]["seq"] == first["seq"]

    again = await anna.start(owner, rounds=2)
    assert again["seq"] == first["seq"] + 1 and again["rounds"] == 2
    snap = await watch.wait_for(lambda s: s["status"] == "playing")
    assert [(x["name"], x["kind"]) for x in snap["seats"]] == [
        ("Anna", "human"),
        (first["seats"][1]["name"], "bot"),
    ]
    assert snap["game"]["round"] == 1 and snap["game"]["winners"] is None
    # the same credential plays the new game, with the same bot, to its end
    assert await play_until_over(anna, a, wa, random.Random(4), 60) > 0
    second = await watch.wait_for(lambda s: s["status"] == "over" and s["seq"] > again["seq"])
    assert len(second["game"]["scores"]) == 2
    assert bot == 1
    host = rig.host
    assert host is not None
    replayed = host.service._replay(table_id)
    assert replayed.seq == second["seq"]
    assert json.dumps(replayed.snapshot(0)["game"]) == json.dumps(
        host.service.tables[table_id].snapshot(0)["game"]
    )


async def test_a_player_who_let_a_bot_finish_plays_the_next_game_again(rig: HostRig) -> None:
    c = await rig.client()
    table_id, owner = await c.create_table("Handover", max_seats=3)
    a = await c.join(table_id, "Anna")
    b = await c.join(table_id, "Ben")
    await c.add_bot(owner, "random")
    watch = await c.watch_table(table_id)
    await c.start(owner, rounds=1)
    await c.hand_to_bot(a, 0, "random")  # Anna is here, but lets a bot finish for her
    await c.hand_to_bot(owner, 1, "random")  # Ben's seat: the owner hands it over
    await c.leave(b)  # and Ben goes to bed
    await watch.wait_for(lambda s: s["status"] == "over", limit_s=60)
    await c.start(owner, rounds=1)
    snap = await watch.wait_for(lambda s: s["status"] == "playing")
    bots = [(x["name"], x["bot"]) for x in snap["seats"]]
    assert bots[:2] == [("Anna", None), ("Ben", "random")]  # Anna plays; Ben's bot goes on
    assert any(e["event"] == {"type": "seat_taken_back", "seat": 0} for e in watch.events)


async def test_lobby_commands(rig: HostRig) -> None:
    c = await rig.client()
    table_id, owner = await c.create_table("Lobby", max_seats=3)
    tables = await c.list_tables()
    assert [t["table_id"] for t in tables] == [table_id]
    a = await c.join(table_id, "Anna")
    spectated = await c.spectate(table_id)
    assert spectated["snapshot"]["seats"][0]["name"] == "Anna"
    assert spectated["config"]["turn_time"] == 60
    bot = await c.add_bot(owner, "easy")
    await c.remove_bot(owner, bot)
    await c.leave(a)
    snap = (await c.spectate(table_id))["snapshot"]
    assert [s["kind"] for s in snap["seats"]] == ["empty", "empty", "empty"]
    b = await c.join(table_id, "Ben", seat=1)
    assert b.seat == 1
    await c.add_bot(owner, "easy", seat=2)
    err = await _code(c.start(owner))
    assert err == "seat_gap"
    await c.join(table_id, "Cleo")
    assert await _code(c.join(table_id, "Dora")) == "table_full"
    assert await _code(c.start(owner, rounds=7)) == "invalid_rounds"
    await c.start(owner, rounds=1)
    assert await _code(c.join(table_id, "Eve")) == "wrong_status"
    info = c.info
    assert info is not None and table_id in info["tables"]
    schema.check("host_info", info)


async def _code(coro: object) -> str:
    from duckdown.client import ProtocolError

    try:
        await coro  # type: ignore[misc]
    except ProtocolError as err:
        return err.code
    raise AssertionError("no error")
