"""Rulings 6-8: joining at any time with a first duck, display names, leaving; the admin's
removal (the OWNER); seats in joining order, never reused."""

from __future__ import annotations

import pytest

from duckdown.engine import ConfigError, IllegalAction
from duckdown.engine.duck_pond import RULESET as R

from .helpers import act, admin, checked, give, new, now_in, poke, ready, refused, snap, types


def test_ruling_6_a_new_player_gets_a_bare_first_duck_and_a_pond_roll() -> None:
    s = new(1)
    events = checked(R.join(s, 1, "Ben", now_in(s)))
    R.check(s)
    assert types(events)[:3] == ["player_joined", "duck_created", "roll"]
    duck = s.ducks[max(s.ducks)]
    assert (duck.owner, duck.name, duck.pond, duck.colour, duck.quacks, duck.parent) == (
        1,
        None,
        None,
        None,
        0,
        None,
    )
    assert s.period.rolls[-1][2] == f"pond roll for duck {duck.number}"
    assert R.may_act(s) == [0, 1] and R.seats_to_act(s) == []


def test_a_round_may_start_with_one_player_and_seats_go_in_joining_order() -> None:
    s = new(1)
    for seat, name in ((1, "Ben"), (2, "Cleo")):
        R.join(s, seat, name, now_in(s))
    with pytest.raises(IllegalAction) as err:
        R.join(s, 5, "Dora", now_in(s))
    assert err.value.code == "wrong_seat"
    R.leave(s, 1, now_in(s))
    with pytest.raises(IllegalAction):
        R.join(s, 1, "Ben", now_in(s))  # a left seat is never reused
    R.join(s, 3, "Ben", now_in(s))  # a returning player joins as new
    R.check(s)
    assert [p.seat for p in s.players if p.active] == [0, 2, 3]
    assert R.public_view(s, 0)["players"] == 4
    with pytest.raises(ConfigError):
        R.new_game(R.parse_config({}), 0, 1)
    with pytest.raises(ConfigError):
        R.new_game(R.parse_config({}), 21, 1)


def test_at_most_twenty_players_at_once() -> None:
    s = new(20)
    with pytest.raises(IllegalAction) as err:
        R.join(s, 20, "One too many", now_in(s))
    assert err.value.code == "player_limit"
    R.leave(s, 4, now_in(s))
    R.join(s, 20, "Welcome", now_in(s))
    R.check(s)
    assert len(R.may_act(s)) == 20


def test_ruling_7_display_names() -> None:
    s = new(2)
    ready(s, 0, name="Quackers")
    for name, code in (
        ("Player 2", "name_taken"),
        ("quackers!", "name_taken"),
        ("", "bad_name"),
        ("x" * 41, "bad_name"),
        ("two\nlines", "bad_name"),
    ):
        refused(s, 0, {"type": "display_name", "name": name}, code)
    act(s, 0, {"type": "display_name", "name": "  Anna  "})
    assert s.players[0].name == "Anna"
    with pytest.raises(IllegalAction) as err:
        R.join(s, 2, "QUACKERS", now_in(s))
    assert err.value.code == "name_taken"
    admin(s, {"type": "rename_player", "seat": 1, "name": "Ben"})
    assert s.players[1].name == "Ben"


def test_ruling_8_leaving_takes_ducks_items_and_business_along() -> None:
    s = new(3)
    for seat in range(3):
        ready(s, seat, name=f"D{seat}")
    give(s, 1, "grapes", 2)
    give(s, 1, "god_egg", 1)
    act(s, 1, {"type": "propose", "title": "Stay", "text": "Stays after I leave."})
    act(s, 1, {"type": "vote", "proposal": 1, "vote": "for"})
    act(s, 1, {"type": "offer", "to": 0, "give": [{"item": "grapes", "count": 1}]})
    act(s, 0, {"type": "offer", "to": 1, "give": [{"duck": 1}]})
    act(s, 1, {"type": "ask_judge"})
    act(s, 0, {"type": "ask_judge"})
    act(s, 1, {"type": "assent", "motion": 2})
    act(s, 1, {"type": "request", "kind": "question", "text": "Why?"})
    events = checked(R.leave(s, 1, now_in(s)))
    R.check(s)
    assert "player_left" in types(events)
    assert all(d.owner != 1 for d in s.ducks.values()) and s.ducks.get(2) is None
    assert s.players[1].items["grapes"] == 0 and s.ledger["god_egg"] == 0
    assert s.offers == [] and [m.number for m in s.motions] == [2] and s.motions[0].assents == []
    assert s.requests[0].status == "lapsed"
    assert s.proposals[0].status == "open" and s.proposals[0].votes == {}
    act(s, 2, {"type": "name", "duck": 3, "name": "D1"})  # the left duck's name is free again
    assert R.legal_actions(s, 1) == [] and 1 not in R.may_act(s)
    refused(s, 1, {"type": "feed", "duck": 1}, "not_a_player")
    assert R.seat_view(s, 1, 0)["me"] is None


def test_ruling_8_a_judge_who_leaves_vacates_the_office() -> None:
    s = new(3)
    s.judge = 2
    events = R.leave(s, 2, now_in(s))
    assert s.judge is None and "judge_changed" in types(events)


def test_the_admin_removes_players_and_plays_nothing() -> None:
    s = new(3)
    ready(s, 0)
    refused(s, -1, {"type": "feed", "duck": 1}, "not_admin_action")
    refused(s, 0, {"type": "remove_player", "seat": 1}, "admin_only")
    assert R.legal_actions(s, -1) == [{"type": "remove_player", "seat": p} for p in (0, 1, 2)]
    admin(s, {"type": "remove_player", "seat": 2})
    assert not s.players[2].active
    assert s.log[-1]["type"] == "player_left" and s.log[-1]["removed"] is True
    refused(s, -1, {"type": "remove_player", "seat": 2}, "not_a_player")


def test_leaving_a_second_time_is_refused_and_changes_nothing() -> None:
    s = new(2)
    R.leave(s, 1, now_in(s))
    before = snap(s)
    with pytest.raises(IllegalAction):
        R.leave(s, 1, now_in(s))
    assert snap(s) == before
    poke(s, 1, quacks=3)
