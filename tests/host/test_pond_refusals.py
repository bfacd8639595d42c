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
            assert message.strip(), message
        assert json.dumps(R.state_to_json(self.state), sort_keys=True) == state, action
        assert self.table.seq == seq
        assert await self.spectator() == snapshot
        self.codes.append(code)
        return message

    async def next_period(self) -> None:
        """The clock to the current period's end: the host runs the boundary by itself."""
        number = self.state.period.number
        self.clock().advance(self.state.period.end - self.clock().wall())
        assert self.state.period.number == number + 1 or self.state.phase == "over"


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
    for malformed in ({"type": "name", "duck": "one", "name": "X"}, {"type": "fly"}):
        said = await pond.refused(0, malformed, "bad_action", plain=False)
        assert said.startswith("action"), said  # where in the command the fault is


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


async def fatten(pond: Pond, seat: int, need: int) -> int:
    """The others feed `seat`'s first duck, a period at a time, until it has `need` quacks."""
    duck = pond.duck(seat)
    for _ in range(10):
        if pond.state.ducks[duck].quacks >= need:
            return duck
        for feeder in range(3):
            if feeder != seat:
                await pond.ok(feeder, {"type": "feed", "duck": duck})
        await pond.next_period()
    raise AssertionError(f"duck {duck} has {pond.state.ducks[duck].quacks} quacks")


async def test_attacks_without_the_quacks_and_against_the_wrong_duck(pond: Pond) -> None:
    await settle(pond)
    a, b = pond.duck(0), pond.duck(1)
    god = pond.disciple()
    # Quackers has no quacks: no attack it pays for
    hit = {"type": "standard", "duck": a, "target": b}
    short = await pond.refused(0, {**hit, "cost": 2}, "not_enough_quacks")
    assert "2 quacks" in short and "has 0" in short, short
    await pond.refused(0, {"type": "lay_egg", "duck": a, "cost": 10}, "not_enough_quacks")
    await pond.refused(0, {"type": "hatch", "duck": a}, "not_enough_quacks")
    scramble = {"type": "scrambler", "duck": a, "target": "duck_god"}
    await pond.refused(0, {**scramble, "cost": 20}, "not_enough_quacks")
    # costs that are no cost of that attack
    await pond.refused(0, {**hit, "cost": 3}, "bad_cost")
    await pond.refused(0, {**hit, "cost": 0}, "bad_cost")
    await pond.refused(0, {"type": "lay_egg", "duck": a, "cost": 9}, "bad_cost")
    await pond.refused(0, {**scramble, "cost": 30}, "bad_cost")
    # Cannibalism eats one's own; a Steal needs a DUKE, and no royal steals
    await pond.refused(0, {"type": "cannibalism", "duck": a, "target": b}, "not_your_duck")
    await pond.refused(0, {"type": "standard", "duck": b, "target": a, "cost": 2}, "not_your_duck")
    assert pond.state.titles["duke"] is None
    await pond.refused(0, {"type": "steal", "duck": a, "target": b}, "no_duke")
    # fed by the others, Puddles can pay, and is the only duck with quacks: Ben is Duck Lord
    await fatten(pond, 1, 6)
    assert pond.state.titles["lord"] == 1
    await pond.refused(1, {"type": "steal", "duck": b, "target": a}, "royalty")
    await pond.refused(1, {"type": "standard", "duck": b, "target": b, "cost": 2}, "self_target")
    await pond.refused(1, {"type": "hatch", "duck": b}, "no_egg")
    await pond.refused(1, {**scramble, "duck": b, "target": 1, "cost": 20}, "not_enough_quacks")
    # once per period on the Disciple: the second attack waits for the next period
    on_disciple = {"type": "standard", "duck": b, "target": god, "cost": 2}
    await pond.ok(1, on_disciple, "ws")
    if god in pond.state.ducks and pond.state.ducks[b].quacks >= 2:
        again = await pond.refused(1, on_disciple, "disciple_attacked")
        assert "next chance" in again, again
    # the valid attack afterwards
    if pond.state.ducks[b].quacks >= 2:
        await pond.ok(1, {"type": "standard", "duck": b, "target": a, "cost": 2})


async def test_a_divine_scrambler_takes_only_god_eggs_there_are(pond: Pond) -> None:
    await settle(pond)
    b = await fatten(pond, 1, 20)  # two periods at least: a Sunday gave the Duck God an Egg
    scramble = {"type": "scrambler", "duck": b, "cost": 20}
    assert pond.state.players[0].items["god_egg"] == 0 and pond.state.god_eggs >= 1
    await pond.refused(1, {**scramble, "target": 0}, "not_enough_god_eggs")
    await pond.refused(1, {**scramble, "target": 1}, "self_target")
    await pond.refused(1, {**scramble, "target": 7}, "no_such_player")
    held = pond.state.god_eggs
    if pond.state.ducks[b].quacks >= 20 * (held + 1):
        more = {**scramble, "target": "duck_god", "cost": 20 * (held + 1)}
        await pond.refused(1, more, "not_enough_god_eggs")
    await pond.ok(1, {**scramble, "target": "duck_god"}, "ws")
    assert pond.state.players[1].items["god_egg"] == 1 and pond.state.god_eggs == held - 1


async def test_scouting_in_the_wrong_period(pond: Pond) -> None:
    a = pond.duck(0)
    await pond.refused(0, {"type": "scout", "duck": a}, "duck_incomplete")
    await settle(pond)
    for kind in ("retrieve", "cut_losses"):
        await pond.refused(0, {"type": kind, "duck": a}, "not_scouting")
    await pond.refused(0, {"type": "adjust", "duck": a, "by": 1}, "not_scouting")
    await pond.ok(0, {"type": "scout", "duck": a})
    # out scouting: not back in the period it left, and not fed, attacked or traded meanwhile
    soon = await pond.refused(0, {"type": "retrieve", "duck": a}, "too_soon")
    assert "Thursday" in soon, soon
    await pond.refused(0, {"type": "cut_losses", "duck": a}, "too_soon")
    await pond.refused(0, {"type": "adjust", "duck": a, "by": 1}, "no_watermelon")
    await pond.refused(1, {"type": "feed", "duck": a}, "duck_scouting")
    await pond.refused(0, {"type": "scout", "duck": a}, "duck_scouting")
    gift = {"type": "offer", "to": 1, "give": [{"duck": a}]}
    await pond.refused(0, gift, "not_held")
    await pond.next_period()
    mission = pond.state.ducks[a].mission
    assert mission is not None
    if mission.potential <= 9:  # the dice are the host's own: either way, one is refused
        await pond.refused(0, {"type": "cut_losses", "duck": a}, "cannot_cut")
    await pond.ok(0, {"type": "retrieve", "duck": a}, "ws")
    if a in pond.state.ducks and pond.state.ducks[a].mission is not None:
        await pond.refused(0, {"type": "retrieve", "duck": a}, "already_tried")
    elif a in pond.state.ducks:
        await pond.refused(0, {"type": "retrieve", "duck": a}, "not_scouting")


async def test_proposals_and_votes_closed_unknown_or_not_ones_own(pond: Pond) -> None:
    text = {"type": "propose", "title": "Bigger feed", "text": "Feed with a d8."}
    await pond.refused(0, {**text, "title": ""}, "bad_text")
    await pond.refused(0, {**text, "title": "T" * 101}, "bad_text")
    await pond.refused(0, {**text, "text": " \n "}, "bad_text")
    wild = {"op": "set_number", "number": "feed_die", "value": 1000}
    await pond.refused(0, {**text, "changes": [wild]}, "bad_change")
    vote = {"type": "vote", "proposal": 1, "vote": "for"}
    await pond.refused(1, vote, "no_such_proposal")
    d8 = {"op": "set_number", "number": "feed_die", "value": 8}
    await pond.ok(0, {**text, "changes": [d8]})
    await pond.refused(1, {"type": "retract", "proposal": 1}, "not_your_proposal")
    await pond.ok(1, vote, "ws")
    await pond.refused(1, {**vote, "proposal": 2}, "no_such_proposal")
    # a retracted proposal takes no votes, and cannot be retracted again
    await pond.ok(0, {**text, "title": "Smaller feed"})
    await pond.ok(0, {"type": "retract", "proposal": 2})
    closed = await pond.refused(1, {**vote, "proposal": 2}, "proposal_closed")
    assert "retracted" in closed, closed
    await pond.refused(0, {"type": "retract", "proposal": 2}, "proposal_closed")
    # five open proposals of a period are the limit
    for n in range(4):
        await pond.ok(0, {**text, "title": f"Idea {n}"})
    await pond.refused(0, {**text, "title": "One more"}, "proposal_limit")
    # the wrong period: once its voting period (the next one) has ended, no more votes
    await pond.next_period()
    await pond.ok(2, vote)  # in its voting period
    await pond.next_period()
    # passed: its change applied, its text adopted, awaiting the Judge
    assert pond.state.proposals[0].status == "adopted" and pond.state.rules["feed_die"] == 8
    late = await pond.refused(1, {**vote, "vote": "against"}, "proposal_closed")
    assert "adopted" in late, late
    await pond.refused(0, {"type": "retract", "proposal": 1}, "proposal_closed")
    # a new proposal takes votes at once
    await pond.ok(1, {**text, "title": "Next"})
    await pond.ok(2, {**vote, "proposal": len(pond.state.proposals)}, "ws")


async def test_trades_with_oneself_or_what_nobody_holds(pond: Pond) -> None:
    await settle(pond)
    a, b = pond.duck(0), pond.duck(1)
    gift = {"type": "offer", "to": 1, "give": [{"duck": a}]}
    myself = await pond.refused(0, {**gift, "to": 0}, "no_such_player")
    assert "another" in myself, myself
    await pond.refused(0, {**gift, "to": 7}, "no_such_player")
    await pond.refused(0, {**gift, "give": []}, "bad_offer")
    await pond.refused(0, {**gift, "give": [{"duck": a}, {"duck": a}]}, "bad_offer")
    await pond.refused(0, {**gift, "receive": [{"duck": a}]}, "bad_offer")
    await pond.refused(0, {**gift, "give": [{"item": "seeds", "count": 5}]}, "not_held")
    await pond.refused(0, {**gift, "give": [{"duck": b}]}, "not_held")
    await pond.refused(0, {**gift, "receive": [{"item": "grapes", "count": 1}]}, "not_held")
    wall = pond.clock().wall()
    await pond.refused(0, {**gift, "expires": wall - 1}, "bad_expiry")
    await pond.refused(0, {**gift, "expires": wall + 8 * DAY}, "bad_expiry")
    await pond.refused(1, {"type": "accept", "offer": 1}, "no_such_offer")
    # ten open offers are the limit
    for _ in range(10):
        await pond.ok(0, gift)
    await pond.refused(0, gift, "offer_limit")
    first = pond.state.offers[0].number
    for seat, kind in ((2, "accept"), (2, "decline"), (1, "withdraw")):
        await pond.refused(seat, {"type": kind, "offer": first}, "not_your_offer")
    await pond.ok(1, {"type": "accept", "offer": first}, "ws")
    assert pond.state.ducks[a].owner == 1
    # the others named the same duck, which Anna no longer holds: they stay open, refused
    await pond.refused(1, {"type": "accept", "offer": first + 1}, "not_held")


async def test_the_judges_office_and_corrections(pond: Pond) -> None:
    await settle(pond)
    a, b = pond.duck(0), pond.duck(1)
    fix = {
        "type": "correct",
        "changes": [{"op": "set_quacks", "duck": b, "value": 3}],
        "reason": "Counted twice.",
        "cite": {"error": "Feeding counted twice"},
    }
    answer = {"type": "answer", "request": 1, "text": "Yes."}
    # with no Judge: nobody answers, corrects, settles or resigns, nobody to remove
    for seat in (0, 1):
        await pond.refused(seat, fix, "not_judge")
    await pond.refused(1, answer, "not_judge")
    await pond.refused(1, {"type": "settle", "proposal": 1, "note": "Done."}, "not_judge")
    await pond.refused(1, {"type": "resign"}, "not_judge")
    await pond.refused(1, {"type": "move_removal"}, "no_judge")
    # nothing of that number
    await pond.refused(1, {"type": "assent", "motion": 9}, "no_such_motion")
    await pond.refused(1, {"type": "confidence", "ruling": 1}, "no_such_request")
    ballot = {"type": "confidence_vote", "ruling": 1, "vote": "overturn"}
    await pond.refused(1, ballot, "no_open_vote")
    await pond.refused(1, {"type": "withdraw_request", "request": 1}, "no_such_request")
    await pond.refused(1, {"type": "confirm", "correction": 1}, "no_such_correction")
    # Anna files a request, then asks to be Judge; two others assent
    await pond.ok(0, {"type": "request", "kind": "question", "text": "Who feeds first?"})
    await pond.ok(0, {"type": "ask_judge"})
    await pond.refused(0, {"type": "ask_judge"}, "already_asked")
    motion = pond.state.motions[0].number
    await pond.refused(0, {"type": "assent", "motion": motion}, "own_motion")
    await pond.ok(1, {"type": "assent", "motion": motion}, "ws")
    await pond.refused(1, {"type": "assent", "motion": motion}, "already_assented")
    await pond.ok(2, {"type": "assent", "motion": motion})
    assert pond.state.judge == 0
    await pond.refused(1, {"type": "ask_judge"}, "judge_exists")
    await pond.refused(1, {"type": "dismiss", "notice": 1}, "not_judge")
    await pond.refused(0, {"type": "dismiss", "notice": 1}, "no_such_notice")
    # a Judge's action by a non-Judge
    await pond.refused(1, fix, "not_judge")
    await pond.refused(
        2, {**fix, "changes": [{"op": "set_quacks", "duck": a, "value": 1}]}, "not_judge"
    )
    # the Judge's own office
    request = {"type": "request", "kind": "question", "text": "May I?"}
    await pond.refused(0, request, "own_office")
    await pond.refused(0, {"type": "move_removal"}, "own_office")
    await pond.refused(0, {**answer, "request": 1}, "own_request")
    # a motion to remove her is one at a time
    await pond.ok(1, {"type": "move_removal"})
    await pond.refused(2, {"type": "move_removal"}, "motion_open")
    # requests: Ben files three (the limit), the Judge answers each in its kind
    await pond.refused(1, {**request, "text": ""}, "bad_text")
    await pond.ok(1, {**request, "kind": "statement", "text": "Puddles was fed twice."})
    await pond.ok(1, request, "ws")
    await pond.ok(1, {**request, "text": "And this?"})
    await pond.refused(1, {**request, "text": "One more?"}, "request_limit")
    await pond.refused(2, {"type": "confidence", "ruling": 2}, "no_such_ruling")  # unanswered
    await pond.refused(0, {**answer, "request": 2}, "needs_verdict")
    await pond.refused(0, {**answer, "request": 3, "verdict": True}, "no_verdict")
    await pond.refused(0, {**answer, "request": 3, "text": " "}, "bad_text")
    await pond.refused(2, {"type": "withdraw_request", "request": 3}, "not_your_request")
    await pond.ok(0, {**answer, "request": 3})
    await pond.refused(0, {**answer, "request": 3}, "request_closed")
    await pond.refused(1, {"type": "withdraw_request", "request": 3}, "request_closed")
    # a vote of confidence, once per ruling
    await pond.ok(2, {"type": "confidence", "ruling": 3})
    await pond.refused(1, {"type": "confidence", "ruling": 3}, "already_opened")
    await pond.ok(1, {**ballot, "ruling": 3}, "ws")
    # corrections: a citation that stands, a reason, values in range
    await pond.refused(0, {**fix, "cite": {"ruling": 9}}, "bad_cite")
    await pond.refused(0, {**fix, "cite": {"proposal": 1}}, "bad_cite")
    await pond.refused(0, {**fix, "cite": {"error": ""}}, "bad_cite")
    await pond.refused(0, {**fix, "reason": ""}, "bad_text")
    wild = [{"op": "set_quacks", "duck": b, "value": 10**9}]
    await pond.refused(0, {**fix, "changes": wild}, "bad_correction")
    await pond.refused(
        0, {**fix, "changes": [{"op": "set_pond", "duck": b, "value": 99}]}, "no_such_pond"
    )
    await pond.ok(0, fix)
    assert pond.state.ducks[b].quacks == 3
    # one of the Judge's own ducks waits for another player
    own = {**fix, "changes": [{"op": "set_quacks", "duck": a, "value": 2}]}
    await pond.ok(0, own)
    pending = len(pond.state.corrections)
    await pond.refused(0, {"type": "confirm", "correction": pending}, "own_correction")
    await pond.ok(1, {"type": "confirm", "correction": pending})
    await pond.refused(2, {"type": "confirm", "correction": pending}, "correction_closed")
    await pond.refused(
        0, {"type": "withdraw_correction", "correction": pending}, "correction_closed"
    )
    # ten of the Judge's own corrections may wait at once
    for value in range(10):
        await pond.ok(0, {**own, "changes": [{"op": "set_quacks", "duck": a, "value": value}]})
    await pond.refused(0, own, "correction_limit")
    await pond.ok(0, {"type": "withdraw_correction", "correction": len(pond.state.corrections)})
    await pond.ok(0, own)
    # settling: only a proposal adopted and awaiting the Judge
    await pond.ok(1, {"type": "propose", "title": "Tea", "text": "Ducks drink tea."})
    settle_it = {"type": "settle", "proposal": 1, "note": "Done."}
    await pond.refused(0, settle_it, "not_adopted")
    await pond.refused(1, settle_it, "not_judge")
    # a vote of confidence opens within 96 hours of the ruling, not after
    await pond.ok(0, {**answer, "request": 4})
    pond.clock().advance(97 * HOUR)
    late = await pond.refused(2, {"type": "confidence", "ruling": 4}, "too_late")
    assert "96 hours" in late, late
    # a passed change that no longer applies is a notice for the Judge, dismissed once
    tidy = {"op": "remove_duck_word", "word": "Zzyzx"}
    await pond.ok(1, {"type": "propose", "title": "Tidy", "text": "Less.", "changes": [tidy]})
    await pond.ok(1, {"type": "vote", "proposal": len(pond.state.proposals), "vote": "for"})
    await pond.next_period()
    await pond.next_period()
    notice = len(pond.state.notices)
    assert notice and pond.state.notices[-1].open
    await pond.ok(0, {"type": "dismiss", "notice": notice})
    await pond.refused(0, {"type": "dismiss", "notice": notice}, "notice_closed")
    await pond.ok(0, {"type": "resign"}, "ws")
    assert pond.state.judge is None


async def test_a_lost_round_refuses_every_command(pond: Pond) -> None:
    # twelve Sundays bring the Duck God its twelfth God Egg: the round is lost
    await settle(pond)
    for _ in range(30):
        if pond.state.phase == "over":
            break
        await pond.next_period()
    assert pond.state.phase == "over" and pond.state.god_eggs == 12
    # the host's table is over with it (the engine's `round_over` is never reached)
    feed = {"type": "feed", "duck": pond.duck(1)}
    over = await pond.refused(0, feed, "wrong_status", plain=False)
    assert "over" in over, over
    propose = {"type": "propose", "title": "Again", "text": "Again."}
    await pond.refused(1, propose, "wrong_status", plain=False)
