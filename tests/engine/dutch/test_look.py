"""Ruling 5: the opening look, two cards chosen one at a time and seen until ready."""

from __future__ import annotations

from .helpers import R, act, event, illegal, new, types

ROWS = ["AS 2H 3D 4C", "5S 6H 7D 8C", "9S 10H JD QC"]


def test_r5_each_seat_chooses_two_cards_one_at_a_time_and_sees_each_until_ready() -> None:
    s = new(ROWS, look=False)
    assert R.seats_to_act(s) == [0, 1, 2]
    assert R.legal_actions(s, 0) == tuple(("choose", k) for k in range(4))
    events = act(s, 0, "choose", 2, now=100)
    assert event(events, "chose", 0) == {
        "type": "chose",
        "seat": 0,
        "slot": 2,
        "given": False,
        "card": "3D",
    }
    assert R.seat_view(s, 0, 100)["rows"][0][:4] == [None, None, "3D", None]
    assert R.legal_actions(s, 0) == (("choose", 0), ("choose", 1), ("choose", 3))
    act(s, 0, "choose", 0, now=200)
    assert R.legal_actions(s, 0) == (("ready",),)
    assert R.seat_view(s, 0, 200)["rows"][0][:4] == ["AS", None, "3D", None]
    act(s, 0, "ready", now=300)
    assert R.seat_view(s, 0, 300)["rows"][0][:4] == [None] * 4  # no longer seeing them
    assert s.known[0][:4] == [1, 0, 1, 0]  # but it knows them
    assert R.seats_to_act(s) == [1, 2]


def test_r5_ready_only_once_two_are_chosen_and_no_third_card() -> None:
    s = new(ROWS, look=False)
    illegal(s, 0, ("ready",), "choose_two")
    act(s, 0, "choose", 1)
    illegal(s, 0, ("ready",), "choose_two")
    illegal(s, 0, ("choose", 1), "already_chosen")
    illegal(s, 0, ("choose", 4), "bad_target")  # only the four dealt cards
    act(s, 0, "choose", 3)
    illegal(s, 0, ("choose", 0), "two_chosen")
    act(s, 0, "ready")
    illegal(s, 0, ("ready",), "already_ready")
    illegal(s, 0, ("draw",), "wrong_phase")


def test_r5_the_look_ends_when_every_seat_is_ready() -> None:
    s = new(ROWS, look=False)
    for seat in range(3):
        act(s, seat, "choose", 0)
        act(s, seat, "choose", 3)
        events = act(s, seat, "ready", now=1000)
    assert types(events)[:2] == ["ready", "look_ended"]
    assert s.phase == "turn" and s.chosen == [[0, 3]] * 3


def test_r5_peek_time_gives_a_seat_short_of_two_its_lowest_unchosen_slots() -> None:
    s = new(ROWS, look=False, peek_time=15)
    assert R.deadline(s) == 15_000
    act(s, 0, "choose", 2)
    act(s, 1, "choose", 0)
    act(s, 1, "choose", 1)  # chosen, not ready
    illegal(s, None, ("timeout",), "not_due", now=14_999)
    events = act(s, None, "timeout", now=15_000)
    given = [e.view(e.data["seat"]) for e in events if e.type == "chose"]
    assert given == [
        {"type": "chose", "seat": 0, "slot": 0, "given": True, "card": "AS"},
        {"type": "chose", "seat": 2, "slot": 0, "given": True, "card": "9S"},
        {"type": "chose", "seat": 2, "slot": 1, "given": True, "card": "10H"},
    ]
    assert s.chosen == [[2, 0], [0, 1], [0, 1]]
    assert s.known[0][0] == 1 and s.known[2][:2] == [4, 4]
    assert s.phase == "turn" and all(s.ready)


def test_r5_peek_time_0_sets_no_limit() -> None:
    s = new(ROWS, look=False, peek_time=0)
    assert R.deadline(s) is None
    illegal(s, None, ("timeout",), "not_due", now=10**9)


def test_r5_an_absent_seat_is_given_slots_0_and_1_at_once_and_is_ready() -> None:
    s = new(ROWS, look=False)
    steps = []
    while (action := R.absent_action(s, 1)) is not None:
        steps.append(action)
        R.apply(s, 1, action, 0)
    assert steps == [("choose", 0), ("choose", 1), ("ready",)]
    assert s.ready == [False, True, False] and s.chosen[1] == [0, 1]
    act(s, 2, "choose", 3)  # a seat that had chosen one goes on from there
    steps = []
    while (action := R.absent_action(s, 2)) is not None:
        steps.append(action)
        R.apply(s, 2, action, 0)
    assert steps == [("choose", 0), ("ready",)]


def test_r5_bots_choose_at_once_in_the_look_only() -> None:
    s = new(ROWS, look=False)
    assert R.instant(s, 0)
    for seat in range(3):
        act(s, seat, "choose", 0)
        act(s, seat, "choose", 1)
        act(s, seat, "ready")
    assert not R.instant(s, 0)


def test_r5_everyone_sees_which_slots_were_chosen_never_the_cards() -> None:
    s = new(ROWS, look=False)
    events = act(s, 1, "choose", 3)
    assert events[0].view(None) == {"type": "chose", "seat": 1, "slot": 3, "given": False}
    assert events[0].view(0) == events[0].view(None)
    assert R.public_view(s, 0)["look"] == {"chosen": [[], [3], []], "ready": [False] * 3}
    assert R.public_view(s, 0)["rows"][1] == [None] * 8
    assert R.seat_view(s, 0, 0)["rows"][1] == [None] * 8
    assert R.public_view(s, 0)["last"] == {"type": "choose", "seat": 1, "slot": 3}
