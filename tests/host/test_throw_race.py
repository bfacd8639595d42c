"""Dutch's throw-in race over a real network: four people, two over MQTT and two
over the WebSocket, throw into the same window at once. The host decides "first" in the order
it receives the throws: throws it took before the first correct one stand (wrong, each with its
penalty card), the first correct one wins and closes the window, and every later throw is
refused with `window_closed`, a reason that names the window, and changes nothing. Every
client, on either transport, then sees the same outcome.

The host is a real `duckdown serve` process on a manual clock with its web server on; the test
reads its log from disk to know who holds a card of the window's rank (no client is told).
"""

from __future__ import annotations

import asyncio
import json
import socket
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import aiohttp
import pytest

from duckdown.client import Client
from duckdown.engine import get_ruleset
from duckdown.engine.dutch.cards import RANK
from tests.host.process import Hosted
from tests.host.seats import MqttSeat, Seat, WsSeat
from tests.support.broker import Broker

JSON = dict[str, Any]
DUTCH = get_ruleset("dutch")
PLAN = ("ready", "choose", "draw", "discard", "skip", "end")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture()
async def web_hosted(broker: Broker, tmp_path: Path) -> AsyncIterator[tuple[Hosted, str]]:
    port = free_port()
    h = Hosted(broker.url, tmp_path, "--http", f"127.0.0.1:{port}")
    yield h, f"http://127.0.0.1:{port}/"
    await h.close()


def strip_now(snap: JSON) -> str:
    return json.dumps({k: v for k, v in snap.items() if k != "now"}, sort_keys=True)


async def current(c: Client, table_id: str) -> JSON:
    snap: JSON = (await c.spectate(table_id))["snapshot"]
    return snap


async def to_next_window(c: Client, table_id: str, seats: list[Seat]) -> JSON:
    """Play by the plan until a discard opened a window and the next turn waits for it."""
    for _ in range(40):
        snap = await current(c, table_id)
        game = snap["game"]
        if game["phase"] == "turn" and game["turn"]["step"] == "wait":
            return snap
        assert game["phase"] in ("look", "turn"), game["phase"]
        seat = seats[game["to_act"][0]]
        view = await seat.wait_seq(snap["seq"])
        assert view is not None
        options = DUTCH.view_actions(view)
        action = min(options, key=lambda a: PLAN.index(a["type"]) if a["type"] in PLAN else 99)
        resp = await seat.act(action, expect_seq=snap["seq"])
        assert resp["status"] == "ok", resp
    raise AssertionError("no window opened")


async def test_several_clients_throw_at_once_and_the_first_correct_throw_wins(
    web_hosted: tuple[Hosted, str],
) -> None:
    hosted, url = web_hosted
    c = await hosted.up()
    other = Client(hosted.broker_url, base_topic=hosted.base)
    await other.connect()
    options = {"mode": "1_round", "peek_time": 10, "turn_time": 30, "throw_time": 5}
    table_id, owner = await c.create_table("Race", options, 4, ruleset="dutch")
    creds = [await c.join(table_id, name) for name in ("Anna", "Ben", "Cleo", "Dirk")]
    watch = await other.watch_table(table_id)  # a screen over MQTT
    async with aiohttp.ClientSession() as http:
        seats: list[Seat] = [
            await MqttSeat.open(c, creds[0]),
            await MqttSeat.open(other, creds[1]),
            await WsSeat.open(http, url, creds[2]),
            await WsSeat.open(http, url, creds[3]),
        ]
        await c.start(owner)
        races = contested = 0
        for _ in range(60):
            snap = await to_next_window(c, table_id, seats)
            window = snap["game"]["window"]
            state = hosted.table(table_id).state
            assert state.win_rank and state.win_no == window["number"]
            # each seat that may throw picks a card of the rank if it holds one, else any card
            picks: dict[int, tuple[int, bool]] = {}
            for seat in range(4):
                if seat == state.caller:
                    continue
                row = state.rows[seat]
                cards = [k for k, card in enumerate(row) if card >= 0]
                right = [k for k in cards if RANK[row[k]] == state.win_rank]
                picks[seat] = (right[0], True) if right else (cards[0], False)
            if not any(correct for _, correct in picks.values()):
                await hosted.advance(window["until"] - snap["now"])  # no race here: on
                continue
            races += 1
            contested += sum(correct for _, correct in picks.values()) > 1
            throws = {
                seat: {"type": "throw_in", "slot": slot, "window": window["number"]}
                for seat, (slot, _) in picks.items()
            }
            answers = await asyncio.gather(
                *(seats[seat].act(throw) for seat, throw in throws.items())
            )
            by_seat = dict(zip(throws, answers, strict=True))
            after = await current(c, table_id)
            check_race(snap, after, picks, by_seat)
            # every client has the same outcome: screens, private views, both transports
            final = after["seq"]
            seen = await watch.wait_seq(final)
            assert strip_now(seen) == strip_now(after)
            for client in seats:
                view = await client.wait_seq(final)
                assert view is not None and client.seq == final
                assert view["window"] == after["game"]["window"]
            for client in seats[2:]:
                assert isinstance(client, WsSeat)
                pushed = [s for s in client.public_snapshots() if s["seq"] == final]
                assert pushed and strip_now(pushed[-1]) == strip_now(after)
            if races >= 4 and contested:
                break
            if after["game"]["phase"] != "turn":
                break
        # races, and at least one between two seats that both held a card of the rank
        assert races >= 3 and contested >= 1, (races, contested)


def check_race(
    before: JSON, after: JSON, picks: dict[int, tuple[int, bool]], answers: dict[int, JSON]
) -> None:
    """The host's order of arrival decided: wrong throws it took before the first correct one
    stand, that one wins, the rest are refused with a reason and change nothing."""
    ok = sorted((a["data"]["seq"], seat) for seat, a in answers.items() if a["status"] == "ok")
    refused = {seat: a["error"] for seat, a in answers.items() if a["status"] != "ok"}
    number = before["game"]["window"]["number"]
    assert ok, answers
    order = [seat for _, seat in ok]
    # one change per accepted throw, in a row; nothing for a refused one
    assert [seq for seq, _ in ok] == list(range(before["seq"] + 1, before["seq"] + 1 + len(ok)))
    assert after["seq"] == before["seq"] + len(ok)
    winner = order[-1]
    assert picks[winner][1], "the last accepted throw is the first correct one"
    assert not any(picks[seat][1] for seat in order[:-1])
    window = after["game"]["window"]
    assert window["number"] == number and not window["open"] and window["closed"] == "throw_in"
    assert [(t["seat"], t["slot"], t["correct"]) for t in window["throws"]] == [
        (seat, picks[seat][0], picks[seat][1]) for seat in order
    ]
    for err in refused.values():
        assert err["code"] == "window_closed", err
        assert str(number) in err["message"], err
    # the winner's card is on the pile; a late correct card stays where it was
    assert after["game"]["pile"][-1] == window["throws"][-1]["card"]
    for seat in refused:
        assert after["game"]["filled"][seat] == before["game"]["filled"][seat]
