"""Ruling 43: the Judge's audited corrections; ruling 42's reversal when a ruling falls."""

from __future__ import annotations

from typing import Any

from duckdown.engine.duck_pond import RULESET as R

from .helpers import DAY, act, first, give, new, next_period, ready, refused, timeout, types

ERROR = {"error": "a miscount in the app"}


def court(players: int = 3) -> Any:
    """Seat 0 is Judge; every duck is complete."""
    s = new(players)
    for seat in range(players):
        ready(s, seat, name=f"D{seat}")
    s.judge = 0
    s.cache.clear()
    return s


def correct(s: Any, *changes: dict[str, Any], cite: Any = None, seat: int = 0) -> Any:
    return act(
        s,
        seat,
        {
            "type": "correct",
            "changes": list(changes),
            "reason": "Set right.",
            "cite": cite or ERROR,
        },
    )


def test_ruling_43_every_kind_of_correction() -> None:
    s = court()
    give(s, 1, "grapes", 1)
    events = correct(
        s,
        {"op": "set_quacks", "duck": 2, "value": 7},
        {"op": "set_eggs", "duck": 2, "value": 2},
        {"op": "set_colour", "duck": 2, "value": "blue"},
        {"op": "set_name", "duck": 2, "value": "Renamed"},
        {"op": "set_mission", "duck": 3, "value": {"potential": 4, "retrievable": True}},
        {"op": "set_items", "holder": 1, "item": "grapes", "value": 3},
        {"op": "set_items", "holder": "duck_god", "item": "god_egg", "value": 2},
        {"op": "create_duck", "owner": 2, "quacks": 1, "colour": None},
    )
    d2, d3 = s.ducks[2], s.ducks[3]
    assert (d2.quacks, d2.eggs, d2.colour, d2.name) == (7, 2, "blue", "Renamed")
    assert d3.mission is not None and d3.mission.potential == 4
    assert s.players[1].items["grapes"] == 3 and s.god_eggs == 2
    created = first(events, "duck_created")
    assert created["how"] == "correction" and s.ducks[created["duck"]].owner == 2
    shown = first(events, "correction")
    assert shown["status"] == "applied" and shown["changes"][0]["before"] == 0
    assert shown["changes"][0]["after"] == 7 and shown["cite"] == ERROR
    act(s, 2, {"type": "retrieve", "duck": 3})  # the mission is real: retrievable now
    correct(
        s, {"op": "set_pond", "duck": 2, "value": None}, {"op": "set_owner", "duck": 3, "value": 1}
    )
    assert s.ducks[2].pond is None and s.ducks[3].owner == 1
    correct(s, {"op": "remove_duck", "duck": 2})
    assert 2 not in s.ducks and s.ledger["egg"] == 0


def test_ruling_43_only_the_judge_with_a_reason_and_a_citation() -> None:
    s = court()
    change = [{"op": "set_quacks", "duck": 2, "value": 1}]
    refused(s, 1, {"type": "correct", "changes": change, "reason": "x", "cite": ERROR}, "not_judge")
    refused(s, 0, {"type": "correct", "changes": change, "reason": " ", "cite": ERROR}, "bad_text")
    refused(
        s,
        0,
        {"type": "correct", "changes": change, "reason": "x", "cite": {"ruling": 1}},
        "bad_cite",
    )
    refused(
        s,
        0,
        {"type": "correct", "changes": change, "reason": "x", "cite": {"proposal": 1}},
        "bad_cite",
    )
    # all or nothing: the second change is impossible, so the first does not happen either
    bad = [*change, {"op": "set_pond", "duck": 2, "value": 9}]
    refused(s, 0, {"type": "correct", "changes": bad, "reason": "x", "cite": ERROR}, "no_such_pond")
    for change_, code in (
        ({"op": "set_name", "duck": 2, "value": "Jeffery"}, "banned_name"),
        ({"op": "set_owner", "duck": 2, "value": 7}, "no_such_player"),
        ({"op": "set_quacks", "duck": s.disciple, "value": 0}, "bad_correction"),
        ({"op": "set_items", "holder": "duck_god", "item": "grapes", "value": 1}, "bad_correction"),
        ({"op": "set_eggs", "duck": 99, "value": 1}, "no_such_duck"),
    ):
        refused(s, 0, {"type": "correct", "changes": [change_], "reason": "x", "cite": ERROR}, code)


def test_ruling_43_a_correction_of_the_judges_holdings_waits_for_confirmation() -> None:
    s = court()
    events = correct(s, {"op": "set_quacks", "duck": 1, "value": 50})
    assert first(events, "correction")["status"] == "pending" and s.ducks[1].quacks == 0
    refused(s, 0, {"type": "confirm", "correction": 1}, "own_correction")
    events = act(s, 1, {"type": "confirm", "correction": 1})
    assert s.ducks[1].quacks == 50 and "correction_confirmed" in types(events)
    assert s.corrections[0].confirmed_by == 1
    correct(s, {"op": "set_owner", "duck": 2, "value": 0})  # giving the Judge a duck touches too
    assert s.ducks[2].owner == 1
    act(s, 0, {"type": "withdraw_correction", "correction": 2})
    refused(s, 2, {"type": "confirm", "correction": 2}, "correction_closed")
    correct(s, {"op": "set_items", "holder": 0, "item": "seeds", "value": 5})
    timeout(s)  # the period ends: nothing else lapses before the seven days
    while s.corrections[2].status == "pending":
        timeout(s)
    assert s.corrections[2].status == "lapsed"
    assert s.corrections[2].expires == s.corrections[2].made + 7 * DAY


def test_ruling_43_a_pending_correction_lapses_when_the_judge_changes() -> None:
    s = court()
    correct(s, {"op": "set_quacks", "duck": 1, "value": 9})
    act(s, 0, {"type": "resign"})
    assert s.corrections[0].status == "lapsed"


def test_ruling_42_a_fallen_ruling_reverses_its_corrections_where_it_can() -> None:
    s = court(4)
    act(s, 1, {"type": "request", "kind": "question", "text": "Is duck 2 owed quacks?"})
    act(s, 0, {"type": "answer", "request": 1, "text": "Yes, ten."})
    correct(
        s,
        {"op": "set_quacks", "duck": 2, "value": 10},
        {"op": "set_quacks", "duck": 3, "value": 4},
        {"op": "create_duck", "owner": 3, "quacks": 0, "colour": None},
        cite={"ruling": 1},
    )
    created = max(s.ducks)
    act(s, 1, {"type": "feed", "duck": 3})  # duck 3 moves on: its correction cannot be undone
    act(s, 2, {"type": "confidence", "ruling": 1})
    for seat in (1, 2, 3):
        act(s, seat, {"type": "confidence_vote", "ruling": 1, "vote": "overturn"})
    events = timeout(s)
    reversed_ = first(events, "correction_reversed")
    assert reversed_["reversed"] == 2 and len(reversed_["listed"]) == 1
    assert "change 2" in reversed_["listed"][0]
    assert s.ducks[2].quacks == 0 and created not in s.ducks
    notice = first(events, "notice")
    assert notice["kind"] == "reversal"
    assert s.corrections[0].status == "reversed"
    act(s, 0, {"type": "dismiss", "notice": notice["notice"]})
    assert R.public_view(s, 0)["judge"]["notices"] == []
    refused(
        s,
        0,
        {
            "type": "correct",
            "changes": [{"op": "set_quacks", "duck": 2, "value": 1}],
            "reason": "x",
            "cite": {"ruling": 1},
        },
        "bad_cite",
    )  # it has no bearing now
    next_period(s)
