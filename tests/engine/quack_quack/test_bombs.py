"""Revolution and Secret Inspection (rulings 19-21): declaring, the joining lap, its end."""

from __future__ import annotations

from .helpers import R, act, bomb, crafted, illegal, join, legal, play, plays_of, types


def _governor_on_the_yard() -> object:
    # seat 0 leads a pair, seat 1 plays a Governor; seat 2 may declare a Revolution
    return crafted("FFSS", "VGG", "FCMGS", "AGGS")


def test_r19_a_revolution_is_three_different_people_on_a_governor() -> None:
    s = _governor_on_the_yard()
    play(s, 0, "FF")
    play(s, 1, "V")
    assert plays_of(s, 2) == ["FCM", "pass"]
    events = bomb(s, 2, "FCM")
    assert types(events) == ["revolution"]
    assert events[0].data == {
        "seat": 2,
        "cards": ["farmer", "craftsman", "merchant"],
        "lap": [3, 0, 1],
    }
    view = R.public_view(s, 0)
    assert view["bomb"] == {"kind": "revolution", "seat": 2, "lap": [3, 0, 1], "answers": []}
    assert view["yard"][-1] == {
        "seat": 2,
        "kind": "revolution",
        "cards": ["farmer", "craftsman", "merchant"],
    }
    assert view["decision"] == {"seat": 3, "kind": "join"}


def test_r19_two_people_of_one_type_make_no_revolution() -> None:
    s = crafted("FFSS", "VGG", "FFCGS", "AGGS")
    play(s, 0, "FF")
    play(s, 1, "V")
    assert plays_of(s, 2) == ["pass"]
    illegal(s, 2, ("bomb", (1, 1, 2)), "illegal_action")


def test_r19_a_secret_inspection_is_the_inspector_and_a_guard() -> None:
    s = crafted("FFSS", "VGG", "IGS", "AGGS")
    play(s, 0, "FF")
    play(s, 1, "V")
    assert plays_of(s, 2) == ["IG", "pass"]
    events = bomb(s, 2, "IG")
    assert types(events) == ["secret_inspection"] and events[0].data["lap"] == [3, 0, 1]
    assert legal(s, 3) == [{"type": "join", "card": "guard"}, {"type": "decline"}]


def test_r19_no_bomb_unless_the_last_combination_is_a_governor() -> None:
    s = crafted("FFG", "FCMIGS", "SS")
    play(s, 0, "FF")
    assert plays_of(s, 1) == ["pass"]  # on a pair of People: no bomb, and no single
    illegal(s, 1, ("bomb", (1, 2, 3)), "illegal_action")
    illegal(s, 1, ("bomb", (0, 5)), "illegal_action")


def test_r19_r20_a_seat_that_passed_can_neither_declare_nor_join() -> None:
    s = crafted("FFSS", "FCMG", "VGG", "IGS")
    play(s, 0, "FF")
    act(s, 1, "pass")  # it holds a Revolution, but has passed
    play(s, 2, "V")
    assert s.turn == 3
    [declared] = bomb(s, 3, "IG")
    assert declared.data["lap"] == [0, 2]  # seat 1 is not asked
    act(s, 0, "decline")
    act(s, 2, "decline")
    assert s.struggle == 2 and s.leader == 3


def test_r20_the_joining_lap_goes_clockwise_and_asks_the_governor_player_too() -> None:
    s = _governor_on_the_yard()
    play(s, 0, "FF")
    play(s, 1, "V")
    bomb(s, 2, "FCM")
    asked = []
    while s.step == 4:
        asked.append(s.turn)
        act(s, s.turn, "decline")
    assert asked == [3, 0, 1]  # never the declarer; seat 1 played the Governor and is asked
    assert s.struggle == 2 and s.leader == 2


def test_r20_a_seat_with_no_card_to_join_with_is_still_asked() -> None:
    s = _governor_on_the_yard()
    play(s, 0, "FF")
    play(s, 1, "V")
    bomb(s, 2, "FCM")
    assert legal(s, 3) == [{"type": "join", "card": "agitator"}, {"type": "decline"}]
    act(s, 3, "decline")
    assert R.seats_to_act(s) == [0]
    assert legal(s, 0) == [{"type": "decline"}]  # seat 0 holds no People: asked all the same
    assert R.instant(s, 0) is False  # answered like any decision, so being asked tells nothing


def test_r20_a_revolution_is_joined_with_any_people_and_an_inspection_with_a_guard() -> None:
    s = crafted("FFSS", "VGG", "FCMGS", "AGGS")
    play(s, 0, "FF")
    play(s, 1, "V")
    bomb(s, 2, "FCM")
    events = join(s, 3, "A")
    assert types(events) == ["joined"]
    assert events[0].data == {"seat": 3, "bomb": "revolution", "card": "agitator"}
    illegal(s, 0, ("join", 5), "illegal_action")  # a Guard joins no Revolution
    view = R.public_view(s, 0)
    assert view["bomb"]["answers"] == [{"seat": 3, "joined": True}]
    assert view["yard"][-1] == {"seat": 3, "kind": "join", "cards": ["agitator"]}


def test_r21_after_the_lap_the_struggle_ends_and_the_declarer_leads() -> None:
    s = _governor_on_the_yard()
    play(s, 0, "FF")
    play(s, 1, "V")
    bomb(s, 2, "FCM")
    join(s, 3, "A")
    act(s, 0, "decline")
    events = act(s, 1, "decline")
    assert types(events) == ["declined", "struggle_ended"]
    assert events[-1].data == {"seat": 2, "struggle": 1}
    assert s.leader == s.turn == 2 and s.step == 0
    assert R.public_view(s, 0)["discard"] == 24 + 2 + 1 + 3 + 1  # 24 face up from the start


def test_r21_a_declarer_who_went_out_hands_the_lead_clockwise() -> None:
    s = crafted("FFSS", "VGG", "FCM", "AGGS")
    play(s, 0, "FF")
    play(s, 1, "V")
    events = bomb(s, 2, "FCM")
    assert [e.type for e in events][:2] == ["revolution", "player_out"]
    for seat in (3, 0, 1):
        act(s, seat, "decline")
    assert s.ranks[2] == 1 and s.leader == 3
