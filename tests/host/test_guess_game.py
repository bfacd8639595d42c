"""Guess, a game that lives in the tests only, plays through the host: over MQTT through a real
Mosquitto and over the WebSocket, with people and bots (the generic random bot, in worker
processes), its owner's say (`OWNER`), its optional bets (`may_act`) and its schemas.

Nothing outside `tests/support/guess_game/` knows the game; the `test_games` fixture registers
it (and Dice Pond) for one test.
"""

from __future__ import annotations

import asyncio
import json
import random
from pathlib import Path
from typing import Any

import aiohttp
from cryptography.hazmat.primitives.asymmetric.x25519 import X25519PrivateKey

from duckdown.client import Client, Credential, ProtocolError, SeatWatch
from duckdown.engine import get_ruleset
from duckdown.host import crypto
from tests.host.conftest import HostRig, Spy
from tests.host.offline import Offline, replays, table_print
from tests.host.players import SECURITY_CODES
from tests.host.published import check_event, check_messages, check_private, check_snapshot
from tests.host.wsclient import Ws
from tests.support import guess_game
from tests.support.guess_game.bots import make_bot

JSON = dict[str, Any]
QUICK = {"turn_time": 0, "look_time": 0, "rounds": 2}


async def play_guess(
    client: Client,
    cred: Credential,
    watch: SeatWatch,
    rng: random.Random,
    owner: Credential | None = None,
    bet: float = 0.3,
) -> int:
    """A person at a Guess table: plays its decisions, sometimes bets on another's guess, and,
    holding the owner's credential, deals the next round. Returns the moves made."""
    game = get_ruleset("guess")
    moves = 0
    async with asyncio.timeout(90):
        while True:
            view = await watch.wait_for(
                lambda v: v is not None and (v["phase"] in ("over", "between") or bool(v["legal"])),
                60,
            )
            assert view is not None
            if view["phase"] == "over":
                return moves
            seq = watch.seq
            request: tuple[JSON, Credential] | None = None
            if view["phase"] == "between":
                if owner is not None:  # the owner's say: no seat, signed by the owner
                    body = {"table_id": cred.table_id, "action": {"type": "deal"}}
                    request = {**body, "expect_seq": seq}, owner
            elif view["seat"] in view["to_act"] or rng.random() < bet:
                action = rng.choice(game.view_actions(view))
                body = {"table_id": cred.table_id, "seat": cred.seat, "action": action}
                request = {**body, "expect_seq": seq}, cred
            if request is not None:
                try:
                    await client.request("game/action", *request)
                    moves += 1
                except ProtocolError as err:
                    # another seat (a bot, a timeout) moved first, or got the bet
                    assert err.code not in SECURITY_CODES, err
            await watch.wait_seq(seq + 1, 60)


async def test_guess_plays_through_mqtt_with_people_and_bots(
    make_rig: Any, spy: Spy, test_games: None
) -> None:
    rig: HostRig = await make_rig(bot_factory=make_bot, bot_levels=("random",))
    anna, ben = await rig.client(), await rig.client()
    info = (await anna.request("host/info"))["info"]
    guess = next(g for g in info["games"] if g["name"] == "guess")
    assert guess["players"] == [2, 4] and guess["bot_levels"] == ["random"]
    table_id, owner = await anna.create_table("Guessing", QUICK, ruleset="guess")
    a = await anna.join(table_id, "Anna")
    b = await ben.join(table_id, "Ben")
    assert [await anna.add_bot(owner, "random") for _ in range(2)] == [2, 3]
    watch = await ben.watch_table(table_id)
    wa, wb = await anna.watch_seat(a), await ben.watch_seat(b)
    lobby = await watch.wait_for(lambda s: s["seats"][3]["kind"] == "bot")
    assert lobby["round_choices"] == []  # its length is an option
    started = await anna.start(owner)
    assert started["rounds"] == 2
    moves = await asyncio.gather(
        play_guess(anna, a, wa, random.Random(1), owner),
        play_guess(ben, b, wb, random.Random(2)),
    )
    assert all(m > 0 for m in moves)
    final = await watch.wait_for(lambda s: s["status"] == "over")
    totals = final["game"]["totals"]
    assert final["game"]["winners"] == [s for s, t in enumerate(totals) if t == max(totals)]
    types = [e["event"]["type"] for e in watch.events]
    for t in ("game_started", "dealt", "bet", "guessed", "round_ended", "game_ended"):
        assert t in types, t
    assert all("card" not in e["event"] for e in watch.events if e["event"]["type"] == "dealt")
    # the owner dealt round 2, as the owner (seat -1 in the log), not as a seat
    host = rig.host
    assert host is not None
    log = host.service.store.entries(table_id)
    assert [e.data["action"] for e in log if e.data.get("seat") == -1] == [{"type": "deal"}]
    # the bots played their turns and their bets through the host
    bot_moves = [e for e in log if e.data.get("seat") in (2, 3) and e.data["kind"] == "action"]
    assert {e.data["action"]["type"] for e in bot_moves} >= {"ready", "guess"}
    # everything published follows the protocol's schemas and the game's
    async with asyncio.timeout(10):
        await spy.wait_until(
            lambda: any(
                t.endswith("/public") and json.loads(p).get("seq") == final["seq"]
                for t, p, _ in spy.under(rig.base)
                if p
            )
        )
    checked = check_messages(spy.under(rig.base), rig.base, {table_id: "guess"}, [a, b])
    assert checked["public"] > 15 and checked["event"] > 20 and checked["private"] > 30, checked
    assert replays(host.service.tables[table_id], log)


async def test_guess_plays_over_the_websocket_with_a_bot(make_rig: Any, test_games: None) -> None:
    rig: HostRig = await make_rig(bot_factory=make_bot, bot_levels=("random",), http="127.0.0.1:0")
    host = rig.host
    assert host is not None and host.web_url is not None
    game = get_ruleset("guess")
    async with aiohttp.ClientSession() as http, http.ws_connect(host.web_url + "ws") as raw:
        ws = Ws(raw)
        key = X25519PrivateKey.generate()
        ck = crypto.public_key_b64(key)
        made = await ws.call(
            "table/create", name="Web guess", ruleset="guess", options=QUICK, client_key=ck
        )
        table_id = made["data"]["table_id"]
        aad = crypto.seal_aad(table_id, "owner", None)
        owner = Credential(
            "owner", table_id, None, crypto.open_sealed(made["data"]["owner"], key, aad)
        )
        joined = await ws.call("table/join", table_id=table_id, name="Anna", client_key=ck)
        secret = crypto.open_sealed(
            joined["data"]["credential"], key, crypto.seal_aad(table_id, "seat", 0)
        )
        me = Credential("seat", table_id, 0, secret)
        assert (await ws.call("table/add_bot", owner, table_id=table_id, level="random"))[
            "status"
        ] == "ok"
        assert (await ws.call("ws/auth", me, table_id=table_id, seat=0))["status"] == "ok"
        assert (await ws.call("table/start", owner, table_id=table_id))["status"] == "ok"
        rng = random.Random(4)
        async with asyncio.timeout(60):
            while True:
                push = await ws.wait(lambda: (p := ws.private()) and p["view"] and p)
                view, seq = push["view"], push["seq"]
                if view["phase"] == "over":
                    break
                if view["phase"] == "between":
                    body = {"table_id": table_id, "action": {"type": "deal"}, "expect_seq": seq}
                    await ws.call("game/action", owner, **body)
                elif view["seat"] in view["to_act"] or (view["legal"] and rng.random() < 0.3):
                    action = rng.choice(game.view_actions(view))
                    body = {"table_id": table_id, "seat": 0, "action": action, "expect_seq": seq}
                    resp = await ws.call("game/action", me, **body)
                    assert resp["status"] == "ok" or resp["error"]["code"] not in SECURITY_CODES
                await ws.wait(lambda s=seq: (p := ws.private()) and p["seq"] > s)
        await raw.close()
    publics = [p["snapshot"] for p in ws.pushes if p["type"] == "public"]
    privates = [p for p in ws.pushes if p["type"] == "private"]
    events = [p["event"] for p in ws.pushes if p["type"] == "event"]
    assert publics[-1]["status"] == "over" and len(privates) > 10 and events
    for snap in publics:
        check_snapshot(snap)
    for push in privates:
        check_private("guess", {k: push[k] for k in ("seq", "view", "events")})
    for event in events:
        check_event("guess", event)


def guess_table(tmp_path: Path, players: int, options: JSON | None = None) -> Any:
    """An offline host with a Guess table of `players` people, started."""
    host = Offline(tmp_path / "db.sqlite3")
    table_id, owner = host.create("Offline guess", {**QUICK, **(options or {})}, "guess")
    creds = [host.join(table_id, name) for name in ("Anna", "Ben", "Cleo", "Dora")[:players]]
    host.ok("table/start", {"table_id": table_id}, owner)
    return host, table_id, owner, creds


def act(host: Offline, cred: Credential, action: JSON, seat: bool = True) -> JSON:
    body: JSON = {"table_id": cred.table_id, "action": action}
    if seat:
        body["seat"] = cred.seat
    return host.call("game/action", body, cred)


def code(resp: JSON) -> str:
    assert resp["status"] == "error", resp
    return str(resp["error"]["code"])


def play_round(host: Offline, table_id: str, creds: list[Credential]) -> None:
    """Everyone ready, then every seat makes the first guess it may."""
    for cred in creds:
        assert act(host, cred, {"type": "ready"})["status"] == "ok"
    table = host.table(table_id)
    while table.snapshot(0)["game"]["phase"] == "guess":
        seat = table.seats_to_act()[0]
        view = table.seat_view(seat, 0)
        assert view is not None
        assert act(host, creds[seat], view["legal"][0])["status"] == "ok"


def test_the_owner_deals_without_a_seat_and_only_when_the_game_lets_them(tmp_path: Path) -> None:
    with guess_game.registered():
        host, table_id, owner, creds = guess_table(tmp_path, 2)
        try:
            table = host.table(table_id)
            deal = {"type": "deal"}
            # during the look the game gives the owner no say: refused, nothing changed
            before = table_print(table)
            assert code(act(host, owner, deal, seat=False)) == "illegal_action"
            assert table_print(table) == before
            play_round(host, table_id, creds)
            assert table.snapshot(0)["game"]["phase"] == "between"
            seq = table.seq
            # the seat-less form is the owner's: a seat's credential cannot use it (its proof
            # names no seat), the owner cannot act with a seat, a seat cannot deal as itself
            assert code(act(host, creds[0], deal, seat=False)) == "unauthorized"
            body = {"table_id": table_id, "seat": 0, "action": deal}
            assert code(host.call("game/action", body, owner)) == "forbidden"
            assert code(act(host, creds[0], deal)) == "illegal_action"
            assert code(act(host, owner, {"type": "timeout"}, seat=False)) == "illegal_action"
            assert code(act(host, owner, {"type": "deal", "now": 1}, seat=False)) == "bad_action"
            assert table.seq == seq
            admin = Credential("admin", None, None, b"\1" * 32)
            dealt = host.call(
                "game/action", {"table_id": table_id, "action": deal}, admin
            )  # the admin may do what an owner may
            assert dealt["status"] == "ok" and table.snapshot(0)["game"]["round"] == 2
            assert host.log(table_id)[-1].data == {"kind": "action", "seat": -1, "action": deal}
            play_round(host, table_id, creds)
            assert table.status == "over"
            assert replays(table, host.log(table_id))
        finally:
            host.close()


def test_a_bet_goes_to_the_first_to_send_it(tmp_path: Path) -> None:
    with guess_game.registered():
        host, table_id, _, creds = guess_table(tmp_path, 3)
        try:
            table = host.table(table_id)
            for cred in creds:
                assert act(host, cred, {"type": "ready"})["status"] == "ok"
            turn = table.seats_to_act()[0]
            first, second = [c for c in creds if c.seat != turn]
            assert table.may_act() == [first.seat, second.seat]
            assert act(host, first, {"type": "bet"})["status"] == "ok"
            seq = table.seq
            assert code(act(host, second, {"type": "bet"})) == "illegal_action"
            assert table.seq == seq and table.snapshot(0)["game"]["bettor"] == first.seat
            assert table.may_act() == []
            view = table.seat_view(turn, 0)
            assert view is not None
            assert act(host, creds[turn], view["legal"][0])["status"] == "ok"
            last = table.snapshot(0)["game"]["last"]
            assert table.snapshot(0)["game"]["totals"][first.seat] == (1 if last["right"] else -1)
        finally:
            host.close()


def test_an_absent_seat_is_ready_at_once_and_guesses_by_timeouts(tmp_path: Path) -> None:
    with guess_game.registered():
        host, table_id, _, creds = guess_table(tmp_path, 2, {"turn_time": 20, "look_time": 5})
        try:
            table = host.table(table_id)
            assert act(host, creds[0], {"type": "ready"})["status"] == "ok"
            # Ben leaves in the look: the game's absent_action (ready) is played for him
            assert host.call("table/leave", {"table_id": table_id, "seat": 1}, creds[1])
            host.clock.advance(0)
            game = table.snapshot(host.clock.now())["game"]
            assert game["phase"] == "guess" and game["ready"] == [True, True]
            ready = [
                e.data for e in host.log(table_id) if e.data.get("action") == {"type": "ready"}
            ]
            assert [e["seat"] for e in ready] == [0, 1]
            if game["turn"] == 0:
                view = table.seat_view(0, host.clock.now())
                assert view is not None
                assert act(host, creds[0], view["legal"][0])["status"] == "ok"
            # on his turn nothing is played for him at once: he plays by timeouts
            assert table.snapshot(host.clock.now())["game"]["turn"] == 1
            seq = table.seq
            host.clock.advance(19_999)
            assert table.seq == seq
            host.clock.advance(1)
            assert host.log(table_id)[-1].data["action"] == {"type": "timeout"}
        finally:
            host.close()
