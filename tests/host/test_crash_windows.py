"""`kill -9` in the middle of a game's open window, then a restart.

- Dutch: a throw-in window open, a wrong throw acknowledged, the host killed. After the restart
  the throw and its penalty card are there, the window is still open with the time it had
  left, a second try of the same seat is refused, another seat may still throw in, and the next
  turn begins exactly when the window's ThrowTime is over.
- Quack-Quack: a Revolution or Secret Inspection declared, the first seat of its lap answered,
  the host killed. After the restart the answer is there, the next seat of the lap is asked,
  with what was left of its time, and the lap goes on.
- Duck Pond: a proposal made and voted on, the host killed and started ten days later. Every
  period boundary it missed runs on start, each once, in calendar order, at its own time; the
  tally comes at the boundary that ends the proposal's voting period; a second restart runs
  none again.

The hosts are real `duckdown serve` processes on a manual clock (`--manual-clock`, and
`--manual-wall` for the calendar), on a real Mosquitto. The test reads the host's log from
disk to know the cards no client sees (to throw a card that is surely wrong).
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from duckdown.client import Client, Credential, ProtocolError, SeatWatch, sign
from duckdown.engine import get_ruleset
from duckdown.engine.dutch.cards import RANK
from duckdown.host.clock import MANUAL_WALL_START
from duckdown.host.service import replay
from tests.host.process import Hosted
from tests.support.broker import Broker

JSON = dict[str, Any]
HOUR = 3_600_000
DAY = 24 * HOUR


@pytest.fixture()
async def hosted(broker: Broker, tmp_path: Path) -> AsyncIterator[Hosted]:
    h = Hosted(broker.url, tmp_path)
    yield h
    await h.close()


def strip_now(snap: JSON) -> str:
    return json.dumps({k: v for k, v in snap.items() if k != "now"}, sort_keys=True)


async def code_of(coro: Any) -> str:
    try:
        await coro
    except ProtocolError as err:
        return err.code
    raise AssertionError("not refused")


async def current(c: Client, table_id: str) -> JSON:
    snap: JSON = (await c.spectate(table_id))["snapshot"]
    return snap


async def seat_table(
    c: Client, game: str, options: JSON, names: tuple[str, ...]
) -> tuple[str, Credential, list[Credential], list[SeatWatch]]:
    table_id, owner = await c.create_table("Crash", options, len(names), ruleset=game)
    creds = [await c.join(table_id, name) for name in names]
    watches = [await c.watch_seat(cred) for cred in creds]
    await c.start(owner)
    return table_id, owner, creds, watches


async def act_by_plan(
    c: Client,
    game: str,
    table_id: str,
    creds: list[Credential],
    watches: list[SeatWatch],
    plan: tuple[str, ...],
) -> JSON:
    """One move of the seat whose decision is due: its first legal action in `plan` order."""
    snap = await current(c, table_id)
    seat = snap["game"]["to_act"][0]
    view = await watches[seat].wait_seq(snap["seq"])
    assert view is not None
    options = get_ruleset(game).view_actions(view)
    action = min(options, key=lambda a: plan.index(a["type"]) if a["type"] in plan else 99)
    await c.act(creds[seat], action, expect_seq=snap["seq"])
    return await current(c, table_id)


async def test_kill9_in_a_dutch_throw_in_window_keeps_the_throw_and_the_time_left(
    hosted: Hosted,
) -> None:
    c = await hosted.up()
    options = {"mode": "1_round", "peek_time": 10, "turn_time": 30, "throw_time": 5}
    table_id, _, creds, watches = await seat_table(c, "dutch", options, ("Anna", "Ben", "Cleo"))
    plan = ("ready", "choose", "draw", "discard", "skip", "end")
    snap = await current(c, table_id)
    # play until a discard opened a window and its turn ended: the next turn waits for it
    for _ in range(40):
        game = snap["game"]
        if game["phase"] == "turn" and game["turn"]["step"] == "wait":
            break
        snap = await act_by_plan(c, "dutch", table_id, creds, watches, plan)
    else:
        raise AssertionError("no window opened")
    window = snap["game"]["window"]
    assert window["open"] and snap["game"]["deadline"] == window["until"]
    await hosted.advance(2_000)
    # a surely wrong throw: the log says which card lies where, which no client is told
    state = hosted.table(table_id).state
    thrower = (snap["game"]["turn"]["seat"] + 1) % 3  # not the seat whose turn waits
    slot = next(
        k
        for k, card in enumerate(state.rows[thrower])
        if card >= 0 and RANK[card] != state.win_rank
    )
    throw = {"type": "throw_in", "slot": slot, "window": window["number"]}
    signed = sign(
        "game/action", c.body(table_id=table_id, seat=thrower, action=throw), creds[thrower]
    )
    resp = await c.request_raw("game/action", signed)
    assert resp["status"] == "ok", resp
    acked = resp["data"]["seq"]
    before = await current(c, table_id)
    assert before["seq"] == acked
    left = before["game"]["window"]["until"] - before["now"]
    assert left == 3_000
    filled = sum(before["game"]["filled"][thrower])

    hosted.proc.kill9()
    await hosted.up()
    after = await current(c, table_id)
    # the acknowledged throw and its penalty card are there, nothing else moved
    assert after["seq"] == acked and strip_now(after) == strip_now(before)
    got = after["game"]["window"]
    assert got["open"] and got["number"] == window["number"]
    assert [t["seat"] for t in got["throws"]] == [thrower] and not got["throws"][0]["correct"]
    assert sum(after["game"]["filled"][thrower]) == filled
    # the window resumes with the time it had left: the throw's own time was logged with it
    assert got["until"] - after["now"] == left
    # the request cannot be played again, nor the seat try twice; another seat still may
    replay = await c.request_raw("game/action", signed)
    assert replay["status"] == "error" and replay["error"]["code"] == "replayed"
    again = {**throw, "slot": next(k for k, f in enumerate(after["game"]["filled"][thrower]) if f)}
    assert await code_of(c.act(creds[thrower], again)) == "already_tried"
    other = 3 - thrower - snap["game"]["turn"]["seat"]  # neither the thrower nor the next seat
    state = hosted.table(table_id).state
    slot = next(
        k for k, card in enumerate(state.rows[other]) if card >= 0 and RANK[card] != state.win_rank
    )
    second = await c.act(creds[other], {"type": "throw_in", "slot": slot, "window": got["number"]})
    assert second == acked + 1
    # the next turn begins when the window's ThrowTime is over, not a millisecond sooner
    await hosted.advance(left - 1)
    waiting = await current(c, table_id)
    assert waiting["seq"] == second and waiting["game"]["turn"]["step"] == "wait"
    await hosted.advance(1)
    begun = await current(c, table_id)
    assert begun["seq"] > second and begun["game"]["turn"]["step"] == "start"
    assert begun["game"]["turn"]["seat"] == snap["game"]["turn"]["seat"]  # the waiting turn's


async def test_kill9_in_a_quack_quack_joining_window_keeps_every_answer(
    hosted: Hosted,
) -> None:
    c = await hosted.up()
    names = ("Anna", "Ben", "Cleo", "Dirk")
    table_id, owner, creds, watches = await seat_table(
        c, "quack_quack", {"turn_time": 30, "rounds": 1}, names
    )
    # lead a single, follow by playing (a bomb whenever one can be declared), join when asked
    plan = ("bomb", "join", "play", "decline", "pass")
    snap = await current(c, table_id)
    for _ in range(300):
        bomb = snap["game"]["bomb"]
        if bomb is not None and len(bomb["lap"]) >= 2 and not bomb["answers"]:
            break
        if snap["status"] == "over":  # a deal without such a bomb (rare): the next game
            await c.start(owner)
        snap = await act_by_plan(c, "quack_quack", table_id, creds, watches, plan)
    else:
        raise AssertionError("no bomb with two seats to answer it")
    lap = bomb["lap"]
    assert snap["game"]["decision"] == {"seat": lap[0], "kind": "join"}
    await hosted.advance(4_000)
    snap = await act_by_plan(c, "quack_quack", table_id, creds, watches, plan)
    acked = snap["seq"]
    answered = snap["game"]["bomb"]["answers"]
    assert [a["seat"] for a in answered] == [lap[0]]
    assert snap["game"]["decision"] == {"seat": lap[1], "kind": "join"}
    await hosted.advance(7_000)
    before = await current(c, table_id)
    left = before["game"]["deadline"] - before["now"]
    assert left == 23_000

    hosted.proc.kill9()
    await hosted.up()
    after = await current(c, table_id)
    assert after["seq"] == acked and strip_now(after) == strip_now(before)
    assert after["game"]["bomb"]["answers"] == answered
    assert after["game"]["decision"] == {"seat": lap[1], "kind": "join"}
    # the time left comes back, give or take the last clock checkpoint's second
    left_after = after["game"]["deadline"] - after["now"]
    assert left <= left_after <= left + 1_000
    # the seat that answered is not asked again; its answer stands
    assert await code_of(c.act(creds[lap[0]], {"type": "decline"})) == "not_your_turn"
    assert (await current(c, table_id))["seq"] == acked
    # the lap goes on: the next seat's time runs out on the dot and it declines by default
    await hosted.advance(left_after - 1)
    assert (await current(c, table_id))["seq"] == acked
    await hosted.advance(1)
    timed = await current(c, table_id)
    assert timed["seq"] == acked + 1
    last = hosted.log(table_id)[-1]
    assert last.data == {"kind": "action", "seat": None, "action": {"type": "timeout"}}
    assert last.t == after["game"]["deadline"]
    if timed["game"]["bomb"] is not None:  # more seats to answer: the lap goes on
        assert timed["game"]["bomb"]["answers"][1] == {"seat": lap[1], "joined": False}
    else:  # the lap is over: the bomb took the struggle
        assert len(lap) == 2


async def test_kill9_runs_every_missed_duck_pond_boundary_once_in_order(
    broker: Broker, tmp_path: Path
) -> None:
    wall = MANUAL_WALL_START + 5 * HOUR  # Wednesday 1 January 2025, 05:00 UTC
    hosted = Hosted(broker.url, tmp_path, "--manual-wall", str(wall))
    args = hosted.proc.args
    try:
        c = await hosted.up()
        table_id, owner = await c.create_table("Pond", {}, 2, ruleset="duck_pond")
        anna = await c.join(table_id, "Anna")
        ben = await c.join(table_id, "Ben")
        await c.start(owner)
        propose = {
            "type": "propose",
            "title": "Bigger dice",
            "text": "Feeding rolls a d8.",
            "changes": [{"op": "set_number", "number": "feed_die", "value": 8}],
            "changes_only": True,
        }
        await c.act(anna, propose)
        await c.act(anna, {"type": "vote", "proposal": 1, "vote": "for"})
        acked = await c.act(ben, {"type": "vote", "proposal": 1, "vote": "for"})
        snap = await current(c, table_id)
        proposal = snap["game"]["proposals"][0]
        assert snap["seq"] == acked and proposal["for"] == [0, 1]

        hosted.proc.kill9()
        # ten days later
        down_until = MANUAL_WALL_START + 10 * DAY + HOUR
        args[args.index("--manual-wall") + 1] = str(down_until)
        await hosted.up()
        after = await current(c, table_id)
        log = hosted.log(table_id)
        assert [e.seq for e in log] == list(range(1, len(log) + 1))
        assert [e.data for e in log if e.seq <= acked][-1]["action"]["vote"] == "for"
        missed = [e for e in log if e.seq > acked]
        assert missed and all(e.data["kind"] == "action" and e.data["seat"] is None for e in missed)
        # one boundary per period that ended meanwhile, each at its own calendar time, in order
        table = hosted.table(table_id)
        periods = table.state.periods
        ends = [p.end for p in periods[:-1]]
        assert len(periods) == 4 and ends[-1] <= down_until < periods[-1].end
        assert [e.t for e in missed] == ends
        assert [p.number for p in periods] == [1, 2, 3, 4]
        assert all(p.revealed for p in periods[:-1]) and not periods[-1].revealed
        # the tally came at the boundary that ends the proposal's voting period, not before
        closes = next(e.seq for e in missed if e.t == proposal["closes"])
        assert closes > missed[0].seq  # the second boundary: voting is the next period
        for upto, status in ((closes - 1, "open"), (closes, "passed")):
            earlier = replay(table_id, log[:upto])
            assert earlier.state.proposals[0].status == status
        result = after["game"]["proposals"][0]
        assert result["status"] == "passed" and result["result"]["passed"] is True
        assert table.state.rules["feed_die"] == 8  # and in effect
        assert after["now"] == down_until
        # once: a host killed and started again an hour later runs none of them again
        hosted.proc.kill9()
        args[args.index("--manual-wall") + 1] = str(down_until + HOUR)
        await hosted.up()
        again = await current(c, table_id)
        assert again["seq"] == after["seq"] and hosted.log(table_id) == log
    finally:
        await hosted.close()
