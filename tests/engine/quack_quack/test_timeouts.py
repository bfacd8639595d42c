"""Time, absence and conduct (rulings 31-33): each decision's deadline and its default."""

from __future__ import annotations

import pytest

from duckdown.engine import IllegalAction
from duckdown.engine.quack_quack.actions import TYPES
from duckdown.engine.quack_quack.cards import NAMES

from .helpers import R, act, bomb, cards, crafted, hand, illegal, play, two, types


@pytest.mark.parametrize(
    ("cards_in_hand", "played"),
    [("IFGS", "I"), ("AMCFG", "F"), ("GMA", "M"), ("ASG", "A"), ("GSS", "G"), ("SVV", "S")],
)
def test_r31_a_lead_times_out_with_the_weakest_single(cards_in_hand: str, played: str) -> None:
    s = crafted(cards_in_hand, "SS", "GG")
    assert s.deadline == 30_000  # from the deal at time 0
    events = R.apply(s, None, ("timeout",), 30_000)
    assert events[0].view(None) == {"type": "timed_out", "seat": 0, "decision": "lead"}
    assert events[1].data == {"seat": 0, "kind": "single", "cards": [NAMES[cards(played)[0]]]}


def test_r31_a_turn_times_out_with_a_plain_pass() -> None:
    s = crafted("GGS", "SSFF", "FFGG")
    play(s, 0, "G", now=1000)
    assert s.deadline == 31_000 and {"type": "take"} in [
        R.action_to_json(a) for a in R.legal_actions(s, 1)
    ]
    events = R.apply(s, None, ("timeout",), 31_000)
    assert types(events) == ["timed_out", "passed"]
    assert events[1].data == {"seat": 1, "exchange": None, "with": None}
    assert s.turn == 2 and s.deadline == 61_000  # the next decision's own time


def test_r31_the_discard_after_taking_times_out_with_the_two_taken_cards() -> None:
    s = crafted("GGS", "SSFF", "FFGG", deck="AC")
    play(s, 0, "G")
    act(s, 1, "take", now=5000)
    assert s.deadline == 35_000
    events = R.apply(s, None, ("timeout",), 35_000)
    assert [e.view(1) for e in events][:2] == [
        {"type": "timed_out", "seat": 1, "decision": "discard"},
        {"type": "discarded", "seat": 1, "cards": ["craftsman", "agitator"]},
    ]
    assert hand(s, 1) == "FFSS"


def test_r31_the_teammates_choice_times_out_handing_back_the_two_received() -> None:
    s = crafted("GGS", "SSFF", "GGGG", "AACM")
    play(s, 0, "G")
    two("give", s, 1, "FS", now=2000)
    events = R.apply(s, None, ("timeout",), 32_000)
    assert types(events) == ["timed_out", "gave_back"]
    assert events[0].data == {"seat": 3, "decision": "give_back"}
    assert hand(s, 1) == "FFSS" and hand(s, 3) == "CMAA"


def test_r31_a_joining_decision_times_out_with_a_decline() -> None:
    s = crafted("FFSS", "VGG", "FCMGS", "AGGS")
    play(s, 0, "FF")
    play(s, 1, "V")
    bomb(s, 2, "FCM", now=100)
    events = R.apply(s, None, ("timeout",), 30_100)
    assert types(events) == ["timed_out", "declined"] and events[1].data == {
        "seat": 3,
        "bomb": "revolution",
    }
    assert s.turn == 0


def test_r31_no_limit_and_refused_timeouts() -> None:
    s = crafted("GGS", "SSFF", "FFGG", options={"turn_time": 0})
    assert R.deadline(s) is None
    illegal(s, None, ("timeout",), "not_due", now=10**9)
    s = crafted("GGS", "SSFF", "FFGG")
    play(s, 0, "G", now=0)
    illegal(s, None, ("timeout",), "not_due", now=29_999)
    illegal(s, 1, ("timeout",), "not_allowed", now=30_000)
    illegal(s, None, ("timeout", 1), "not_due", now=30_000)
    s = crafted("G", "S", "GGF", options={"rounds": 1})
    play(s, 0, "G")
    play(s, 1, "S")
    illegal(s, None, ("timeout",), "not_due", now=10**9)
    illegal(s, 0, ("pass",), "game_over")


def test_r31_eliminations_reshuffles_and_struggle_ends_take_no_decision() -> None:
    s = crafted("VV", "VV", "V", "G", leader=3)
    play(s, 3, "G")
    for seat in (0, 1, 2):
        act(s, seat, "pass")
    assert s.round == 2  # the eliminations and the round's end came at once


def test_r32_an_absent_seat_plays_by_timeouts_and_a_failed_bot_gets_the_default() -> None:
    s = crafted("IGS", "SSFF", "FFGG")
    assert R.absent_action(s, 0) is None
    assert R.fallback_action(s, 0) == ("play", (cards("I")[0],))
    assert R.fallback_action(s, 1) is None
    play(s, 0, "G")
    assert R.fallback_action(s, 1) == ("pass",)


def test_r32_a_bot_taking_over_gets_what_the_seat_knows() -> None:
    s = crafted("GGS", "SFF", "FFGG", deck="ACM")
    play(s, 0, "G")
    act(s, 1, "take")
    two("discard", s, 1, "FS")
    memory = R.seat_memory(s, 1)
    assert memory["seat"] == 1 and memory["round"] == 1
    assert memory["plays"] == [{"struggle": 1, "seat": 0, "kind": "single", "cards": ["guard"]}]
    assert memory["exchanges"] == R.seat_view(s, 1, 0)["exchanges"]
    assert R.seat_memory(s, 0)["exchanges"] == []


def test_r33_no_action_carries_words_between_players() -> None:
    assert set(TYPES) == {
        "play",
        "bomb",
        "pass",
        "take",
        "discard",
        "give",
        "give_back",
        "join",
        "decline",
        "timeout",
    }
    for extra in ({"text": "play your Guards"}, {"to": 2}, {"message": "hi"}):
        with pytest.raises(IllegalAction) as info:
            R.parse_action({"type": "pass", **extra})
        assert info.value.code == "bad_action"
