"""Every refusal a Duck Pond player can earn, over the wire (issue 17 §5, ruling 45).

A real host (in process, its clock manual, so the calendar moves only when the test says)
on a real Mosquitto, with its WebSocket on: three people, each seat reached both over MQTT
and over the WebSocket. Every refused command is sent over both; each answer carries the
engine's code and the same plain sentence; the engine's state, the table's `seq` and the
spectator's snapshot are as they were; and a command that is valid afterwards still works.

The refusals are reached the way a household reaches them, by playing: ducks named and put
in ponds, fed, sent scouting, proposals made, tallied and retracted, a Judge appointed.
"""

from __future__ import annotations

import json
import re
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import aiohttp
import pytest

from duckdown.client import Client, Credential
from duckdown.engine.duck_pond import RULESET as R
from duckdown.engine.duck_pond.state import State
from duckdown.host.clock import ManualClock
from duckdown.host.table import Table
from tests.host.conftest import HostRig
from tests.host.seats import MqttSeat, WsSeat
from tests.support.broker import Broker

JSON = dict[str, Any]
HOUR = 3_600_000
DAY = 24 * HOUR
# 2025-01-01 00:00 UTC is a Wednesday, inside Period One (Sunday to Thursday)
WEDNESDAY = 1_735_689_600_000
# a plain sentence: a capital first, a full stop (or a closing bracket or quote after it) last
SENTENCE = re.compile(r"^[A-Z\d].{8,}[.!?][)'\"]?$", re.S)


class Pond:
    """A started Duck Pond table of Anna, Ben and Cleo, each seat over both transports."""

    def __init__(self, rig: HostRig, client: Client, table_id: str) -> None:
        self.rig, self.client, self.table_id = rig, client, table_id
        self.mqtt: dict[int, MqttSeat] = {}
        self.ws: dict[int, WsSeat] = {}
        self.codes: list[str] = []  # the codes this test earned, in order

    @property
    def table(self) -> Table:
        assert self.rig.host is not None
        return self.rig.host.service.tables[self.table_id]

    @property
    def state(self) -> State:
        state: State = self.table.state
        return state

    def clock(self) -> ManualClock:
        assert self.rig.host is not None
        clock = self.rig.host.clock
        assert isinstance(clock, ManualClock)
        return clock

    def duck(self, seat: int) -> int:
        """The seat's first duck (the lowest number it owns)."""
        return min(d.number for d in self.state.ducks.values() if d.owner == seat)

    def disciple(self) -> int:
        return next(d.number for d in self.state.ducks.values() if d.disciple)

    async def spectator(self) -> JSON:
        snap: JSON = (await self.client.spectate(self.table_id))["snapshot"]
        return snap

    async def ok(self, seat: int, action: JSON, over: str = "mqtt") -> int:
        """A valid command: accepted, one change further."""
        before = self.table.seq
        via = self.mqtt[seat] if over == "mqtt" else self.ws[seat]
        resp = await via.act(action)
        assert resp["status"] == "ok", (action, resp)
        assert resp["data"]["seq"] == before + 1 == self.table.seq
        return int(resp["data"]["seq"])

    async def refused(self, seat: int, action: JSON, code: str, plain: bool = True) -> str:
        """Sent over MQTT, then over the WebSocket: both refused with `code` and the same
        plain sentence (for a malformed command, one that names what is wrong: the board
        never sends one, and says `bad_action` in its own words), and nothing changed."""
        state = json.dumps(R.state_to_json(self.state), sort_keys=True)
        seq = self.table.seq
        snapshot = await self.spectator()
        answers = [await self.mqtt[seat].act(action), await self.ws[seat].act(action)]
        for resp in answers:
            assert resp["status"] == "error", (action, resp)
            assert resp["error"]["code"] == code, (action, resp["error"])
        message = str(answers[0]["error"]["message"])
        assert answers[1]["error"]["message"] == message
        if plain:
            assert SENTENCE.match(message), message
            assert code not in message and "Error" not in message and "{" not in message, message
        else:
            assert message.startswith("action"), message
        assert json.dumps(R.state_to_json(self.state), sort_keys=True) == state, action
        assert self.table.seq == seq
        assert await self.spectator() == snapshot
        self.codes.append(code)
        return message

    async def next_period(self) -> None:
        """The clock to the current period's end: the host runs the boundary by itself."""
        number = self.state.period.number
        self.clock().advance(self.state.period.end - self.clock().wall())
        assert self.state.period.number == number + 1


@pytest.fixture()
async def pond(broker: Broker, tmp_path: Path) -> AsyncIterator[Pond]:
    rig = HostRig(
        broker, tmp_path / "data", clock=ManualClock(wall=WEDNESDAY + HOUR), http="127.0.0.1:0"
    )
    host = await rig.start()
    assert host.web_url is not None
    client = await rig.client()
    table_id, owner = await client.create_table("Pond", {}, 3, ruleset="duck_pond")
    creds: list[Credential] = [await client.join(table_id, n) for n in ("Anna", "Ben", "Cleo")]
    async with aiohttp.ClientSession() as http:
        table = Pond(rig, client, table_id)
        for cred in creds:
            assert cred.seat is not None
            # one MQTT client per seat: each signs with its own nonces
            table.mqtt[cred.seat] = await MqttSeat.open(await rig.client(), cred)
            table.ws[cred.seat] = await WsSeat.open(http, host.web_url, cred)
        await client.start(owner)
        try:
            yield table
        finally:
            for seat in table.ws.values():
                await seat.ws.ws.close()
            await rig.close()


async def settle(pond: Pond, names: tuple[str, ...] = ("Quackers", "Puddles", "Drake")) -> None:
    """Each player names their first duck and puts it in pond 1: complete, ready to play."""
    for seat, name in enumerate(names):
        await pond.ok(seat, {"type": "name", "duck": pond.duck(seat), "name": name})
        await pond.ok(seat, {"type": "assign_pond", "duck": pond.duck(seat), "pond": 1}, "ws")


async def test_names_ponds_and_the_ducks_they_belong_to(pond: Pond) -> None:
    a, b = pond.duck(0), pond.duck(1)
    name = {"type": "name", "duck": a}
    # a name too long, banned (also spelled around the ban), a player's, or nothing to clear
    long = await pond.refused(0, {**name, "name": "Q" * 141}, "bad_name")
    assert "140" in long and "141" in long
    await pond.refused(0, {**name, "name": "   "}, "bad_name")
    await pond.refused(0, {**name, "name": "Jeffery"}, "banned_name")
    await pond.refused(0, {**name, "name": "jef-fery"}, "banned_name")
    # a player's name (starting players are "Player 1"... until they pick one)
    await pond.ok(1, {"type": "display_name", "name": "Ben"}, "ws")
    await pond.refused(0, {**name, "name": "ben"}, "impersonation")
    await pond.refused(0, {**name, "name": None}, "no_name")
    # another's duck, a duck that does not exist
    await pond.refused(0, {"type": "name", "duck": b, "name": "Mine"}, "not_your_duck")
    await pond.refused(0, {"type": "name", "duck": 999, "name": "Mine"}, "no_such_duck")
    # taken: by a duck (matched as names are, rule 12), then the same name again
    await pond.ok(0, {**name, "name": "Quackers"})
    await pond.refused(1, {"type": "name", "duck": b, "name": "QUACKERS!"}, "name_taken")
    await pond.refused(0, {**name, "name": "Quackers"}, "same_name")
    await pond.ok(1, {"type": "name", "duck": b, "name": "Puddles"}, "ws")
    # a player's display name taken by a player or a duck
    await pond.refused(0, {"type": "display_name", "name": "BEN"}, "name_taken")
    await pond.refused(0, {"type": "display_name", "name": "Puddles"}, "name_taken")
    await pond.refused(0, {"type": "display_name", "name": "A" * 41}, "bad_name")
    await pond.ok(0, {"type": "display_name", "name": "Annie"})
    # ponds: one that does not exist, a second assignment, a move without the quack
    ponds = pond.state.ponds
    await pond.refused(0, {"type": "assign_pond", "duck": a, "pond": ponds + 1}, "no_such_pond")
    await pond.ok(0, {"type": "assign_pond", "duck": a, "pond": 1})
    await pond.refused(0, {"type": "assign_pond", "duck": a, "pond": 1}, "has_pond")
    await pond.refused(0, {"type": "move", "duck": a, "pond": 1}, "not_enough_quacks")
    # the household admin's and the host's commands are not a player's
    await pond.refused(0, {"type": "set_limits", "limits": {"open_offers": 3}}, "admin_only")
    await pond.refused(0, {"type": "remove_player", "seat": 1}, "admin_only")
    # malformed: the command's schema, before the engine
    await pond.refused(0, {"type": "name", "duck": "one", "name": "X"}, "bad_action", False)
    await pond.refused(0, {"type": "fly"}, "bad_action", False)


async def test_feeding_once_a_period_with_the_right_fruit(pond: Pond) -> None:
    a, b, c = (pond.duck(s) for s in range(3))
    await pond.refused(0, {"type": "feed", "duck": b}, "duck_incomplete")  # no name, no pond
    await settle(pond)
    await pond.refused(1, {"type": "feed", "duck": b}, "own_duck")
    await pond.refused(1, {"type": "feed", "duck": a, "fruit": "grapes"}, "wrong_fruit")
    await pond.refused(1, {"type": "feed", "duck": a, "fruit": "seeds"}, "no_fruit")
    await pond.refused(1, {"type": "feed", "duck": pond.disciple()}, "not_feedable")
    await pond.refused(1, {"type": "feed", "duck": 999}, "no_such_duck")
    await pond.ok(0, {"type": "feed", "duck": b}, "ws")
    # a second feeding in the period, to anyone: refused with the next chance
    again = await pond.refused(0, {"type": "feed", "duck": c}, "already_fed")
    assert "next chance" in again and "Thursday" in again, again
    await pond.refused(0, {"type": "feed", "duck": b}, "already_fed")
    # fed, Ben's duck has the quack a move costs: not to where it is, nor to no pond
    ponds = pond.state.ponds
    await pond.refused(1, {"type": "move", "duck": b, "pond": 1}, "same_pond")
    await pond.refused(1, {"type": "move", "duck": b, "pond": ponds + 1}, "no_such_pond")
    # the next period (Thursday), the allowance is back
    await pond.next_period()
    await pond.ok(0, {"type": "feed", "duck": c})
    await pond.refused(0, {"type": "feed", "duck": b}, "already_fed")
