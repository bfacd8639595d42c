"""Duck Pond views from the real engine, for the board's browser tests.

A seeded household plays through `duckdown.engine` (the Ruleset the host runs): three players
name their ducks, feed, propose and vote, appoint a Judge, attack the Disciple and scout; the
period ends (its seed revealed), and a newcomer joins the running round. `Household` keeps the
state, so a test can apply what the board sends and hand the board the next view, as the host
would.
"""

from __future__ import annotations

import copy
import random
from typing import Any

from duckdown.engine import IllegalAction, get_ruleset
from duckdown.engine.duck_pond import State, verify_period

R = get_ruleset("duck_pond")
MONDAY = 1_704_067_200_000  # 2024-01-01 00:00 UTC, mid Period One (2023-12-31/1)
MINUTE = 60_000
NAMES = ["Anna", "Ben", "Oma", "Cleo"]


class Household:
    """A round of Duck Pond with its clock; commands go in as the host would apply them."""

    def __init__(self, players: int = 3, seed: int = 4) -> None:
        self.rng = random.Random(seed)
        self.now = MONDAY
        config = R.parse_config({})
        self.state: State = R.new_game(
            config, players, seed, now=self.now, entropy=self.rng.randbytes(32)
        )
        self.events: list[dict[str, Any]] = [e.view(None) for e in R.opening_events(self.state)]
        for seat in range(players):
            self.act(seat, {"type": "display_name", "name": NAMES[seat]})

    def tick(self, minutes: int = 1) -> int:
        self.now += minutes * MINUTE
        return self.now

    def act(self, seat: int | None, action: dict[str, Any]) -> list[dict[str, Any]]:
        """Apply one command (a refusal raises IllegalAction and changes nothing)."""
        events = R.apply(self.state, seat, R.parse_action(action), self.tick())
        R.check(self.state)
        out = [e.view(None) for e in events]
        self.events += out
        return out

    def refusal(self, seat: int, action: dict[str, Any]) -> IllegalAction:
        try:
            R.apply(self.state, seat, R.parse_action(action), self.now + 1)
        except IllegalAction as err:
            return err
        raise AssertionError(f"{action} was accepted")

    def join(self, name: str) -> int:
        seat = len(self.state.players)
        self.events += [e.view(None) for e in R.join(self.state, seat, name, self.tick())]
        R.check(self.state)
        return seat

    def next_period(self) -> None:
        """The host's timeouts up to and through the period's end, with fresh entropy."""
        number = self.state.period.number
        while self.state.period.number == number:
            due = R.deadline(self.state)
            assert due is not None
            self.now = max(self.now, due)
            action = {"type": "timeout", "entropy": self.rng.randbytes(32).hex()}
            self.events += [
                e.view(None) for e in R.apply(self.state, None, R.parse_action(action), self.now)
            ]
            R.check(self.state)

    def duck_of(self, seat: int) -> int:
        return next(d.number for d in self.state.ducks.values() if d.owner == seat)

    def public(self) -> dict[str, Any]:
        return {**R.public_view(self.state, self.now), "now": self.now}

    def seat(self, seat: int) -> dict[str, Any]:
        return {**R.seat_view(self.state, seat, self.now), "now": self.now}

    def table(self, me: int | None) -> dict[str, Any]:
        seats = [
            {
                "seat": p.seat,
                "name": p.name,
                "kind": "human",
                "connected": True,
                "you": p.seat == me,
            }
            for p in self.state.players
            if p.active
        ]
        return {
            "id": "t-pond",
            "name": "The family pond",
            "ruleset": "duck_pond",
            "status": "playing",
            "seats": seats,
            "options": {},
            "owner": me == 0,
            "max_players": 20,
        }

    def props(self, me: int | None, **more: Any) -> dict[str, Any]:
        """What <duck-down-table> gets: the table, the public view, this seat's view."""
        return {
            "table": self.table(me),
            "publicView": self.public(),
            "seatView": None if me is None else self.seat(me),
            "spectator": me is None,
            "games": [R.info.to_json()],
            **more,
        }

    def legal(self, seat: int) -> list[dict[str, Any]]:
        return R.view_actions(R.seat_view(self.state, seat, self.now))

    def accepts(self, seat: int, action: dict[str, Any]) -> bool:
        """Whether the engine takes `action` now (tried on a copy: nothing changes)."""
        trial = copy.deepcopy(self.state)
        try:
            R.apply(trial, seat, R.parse_action(action), self.now + 1)
        except IllegalAction:
            return False
        return True


def verify(period: dict[str, Any], rolls: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The engine's own check of a revealed period's rolls."""
    return verify_period(period["seed"], period["period"], rolls, period["commitment"])


def household() -> Household:
    """Three players one Monday: ducks named and placed, feedings, two proposals with votes,
    a Judge with a request on the desk, an attack on the Disciple, a duck out scouting."""
    h = Household()
    names = ["Quackers", "Puddles", "Waddles"]
    for seat in range(3):
        duck = h.duck_of(seat)
        h.act(seat, {"type": "name", "duck": duck, "name": names[seat]})
        h.act(seat, {"type": "assign_pond", "duck": duck, "pond": 1 + seat % 2})
    anna, ben, oma = (h.duck_of(s) for s in range(3))
    h.act(0, {"type": "feed", "duck": ben})
    h.act(1, {"type": "feed", "duck": anna})
    h.act(2, {"type": "feed", "duck": anna})
    h.act(
        1,
        {
            "type": "propose",
            "title": "Bigger feed",
            "text": "Feeding rolls a d8.",
            "changes": [{"op": "set_number", "number": "feed_die", "value": 8}],
            "changes_only": True,
        },
    )
    h.act(2, {"type": "propose", "title": "Pond picnic", "text": "Every Sunday the ducks picnic."})
    h.act(1, {"type": "vote", "proposal": 1, "vote": "for"})
    h.act(2, {"type": "vote", "proposal": 1, "vote": "against"})
    h.act(0, {"type": "ask_judge"})
    motion = h.state.motions[0].number
    h.act(1, {"type": "assent", "motion": motion})
    h.act(2, {"type": "assent", "motion": motion})
    h.act(1, {"type": "request", "kind": "question", "text": "May a duck picnic in two ponds?"})
    disciple = h.state.disciple
    assert disciple is not None
    quacks = h.state.ducks[anna].quacks
    h.act(0, {"type": "standard", "duck": anna, "target": disciple, "cost": quacks - quacks % 2})
    h.act(2, {"type": "scout", "duck": oma})
    return h


def rich() -> Household:
    """The household a period on, with plenty to do: the Judge's corrections (one of her own
    duck, confirmed by Ben) give quacks, an Egg, fruit and God Eggs; Ben hatches and places a
    duckling, so he is the DUCK DUKE with two ducks, and Anna's duck can steal from him."""
    h = household()
    h.next_period()
    anna, ben, oma = (h.duck_of(s) for s in range(3))
    why = {"reason": "Pocket money for the test.", "cite": {"error": "a test household"}}
    h.act(
        0,
        {
            "type": "correct",
            "changes": [
                {"op": "set_quacks", "duck": ben, "value": 40},
                {"op": "set_eggs", "duck": ben, "value": 1},
                *(
                    {"op": "set_items", "holder": 1, "item": item, "value": n}
                    for item, n in (("seeds", 20), ("grapes", 1), ("watermelon", 1))
                ),
                {"op": "set_items", "holder": 2, "item": "god_egg", "value": 2},
            ],
            **why,
        },
    )
    h.act(
        0, {"type": "correct", "changes": [{"op": "set_quacks", "duck": anna, "value": 40}], **why}
    )
    h.act(1, {"type": "confirm", "correction": h.state.corrections[-1].number})
    h.act(1, {"type": "hatch", "duck": ben})
    chick = max(d.number for d in h.state.ducks.values() if d.owner == 1)
    h.act(1, {"type": "name", "duck": chick, "name": "Chick"})
    h.act(1, {"type": "assign_pond", "duck": chick, "pond": 1})
    h.act(
        0, {"type": "correct", "changes": [{"op": "set_quacks", "duck": chick, "value": 60}], **why}
    )
    assert h.state.titles["duke"] == 1, h.state.titles
    assert h.state.ducks[oma].mission is not None  # out scouting, back next period
    return h
