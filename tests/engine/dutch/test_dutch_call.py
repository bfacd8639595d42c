"""Rulings 18-20: empty rows, calling Dutch, the final turns and the end of a round."""

from __future__ import annotations

from .helpers import R, act, empty_row, event, illegal, new

ROWS4 = ["AS 2H 3D 4C", "5S 6H 7D 8C", "9S 10H 2D 2S", "3C 3H 4D 4S"]


def _own(s: object, seat: int) -> list[tuple[object, ...]]:
    return [a for a in R.legal_actions(s, seat) if a[0] != "throw_in"]


def test_r18_an_empty_row_draws_discards_uses_powers_and_may_call() -> None:
    s = new(ROWS4[:2], pile="5C", draws="QH")
    empty_row(s, 0)
    assert _own(s, 0) == [("draw",)]
    act(s, 0, "draw", now=2100)
    assert _own(s, 0) == [("discard",)]  # nothing to replace
    act(s, 0, "discard", now=2200)
    assert ("look", 1, 0) in _own(s, 0)
    act(s, 0, "look", 1, 0, now=2300)
    assert _own(s, 0) == [("dutch",), ("end",)]
    act(s, 0, "dutch", now=2300)
    assert s.caller == 0


def test_r18_an_empty_row_scores_0_and_a_caller_with_it_scores_0() -> None:
    s = new(ROWS4[:2], pile="5C", draws="9C 9D")
    empty_row(s, 0)
    act(s, 0, "draw", now=2100)
    act(s, 0, "discard", now=2100)
    act(s, 0, "dutch", now=2100)
    act(s, None, "timeout", now=4100)
    act(s, 1, "draw", now=4100)
    events = act(s, 1, "discard", now=4100)
    events += act(s, None, "timeout", now=6100)
    result = event(events, "round_ended")
    assert result["points"] == [0, 26] and result["scores"] == [0, 26]
    assert result["caller_zero"] is True


def test_r18_an_empty_row_cannot_throw_in_or_be_a_jack_or_queen_target_but_gets_an_ace() -> None:
    for card, kind in (("QH", "look"), ("JH", "swap"), ("AH", "give")):
        s = new(ROWS4[:3], pile="5C", draws=card)
        empty_row(s, 1)
        act(s, 0, "draw", now=2100)
        act(s, 0, "discard", now=2200)
        assert R.may_act(s) == [0, 2]
        assert not R.legal_actions(s, 1)
        illegal(s, 1, ("throw_in", 0, 2), "empty_slot", now=2300)
        targets = [a for a in _own(s, 0) if a[0] == kind]
        rows = {a[1] for a in targets} | {a[3] for a in targets if kind == "swap"}
        assert (1 in rows) == (kind == "give"), kind


def test_r19_a_turn_that_played_a_card_ends_with_call_or_end() -> None:
    s = new(ROWS4[:2], pile="5C", draws="9C")
    act(s, 0, "draw", now=2100)
    act(s, 0, "discard", now=2200)
    assert _own(s, 0) == [("dutch",), ("end",)] and R.deadline(s) == 32_200
    events = act(s, 0, "dutch", now=2300)
    assert event(events, "dutch_called") == {"type": "dutch_called", "seat": 0, "round": 1}
    assert R.public_view(s, 2300)["caller"] == 0
    assert R.public_view(s, 2300)["last"] == {"type": "dutch", "seat": 0}


def test_r19_no_call_after_a_timeout_or_once_someone_has_called() -> None:
    s = new(ROWS4[:3], pile="5C", draws="9C 9D 9H")
    act(s, 0, "draw", now=2100)
    act(s, None, "timeout", now=32_100)  # holding a drawn card: discarded, the turn is over
    assert s.turn_seat == 1 and s.step == "wait" and s.caller is None
    act(s, None, "timeout", now=34_100)
    act(s, 1, "draw", now=34_200)
    act(s, 1, "discard", now=34_200)
    act(s, 1, "dutch", now=34_200)
    act(s, None, "timeout", now=36_200)
    act(s, 2, "draw", now=36_300)
    act(s, 2, "discard", now=36_300)  # after a call: no decision, the turn is over
    assert s.turn_seat == 0 and s.step == "wait"


def test_r19_every_other_player_has_one_final_turn_in_seat_order_from_the_caller() -> None:
    s = new(ROWS4, pile="5C", draws="9C 9D 9H 10C 10D 6C 6D 8D 8H", first=2)
    act(s, 2, "draw", now=2100)
    act(s, 2, "discard", now=2100)
    act(s, 2, "end", now=2100)
    now = s.deadline
    act(s, None, "timeout", now=now)
    act(s, 3, "draw", now=now)
    act(s, 3, "discard", now=now)
    act(s, 3, "dutch", now=now)  # seat 3 calls: seats 0, 1, 2 have one final turn each
    assert R.public_view(s, now)["final_turns"] == [0, 1, 2]
    turns = []
    while s.phase == "turn":
        if s.step in ("wait", "ending"):
            act(s, None, "timeout", now=s.deadline)
            continue
        turns.append(s.turn_seat)
        assert R.public_view(s, s.win_until)["final_turns"][0] == s.turn_seat
        act(s, s.turn_seat, "draw", now=s.win_until)
        act(s, s.turn_seat, "discard", now=s.win_until)
    assert turns == [0, 1, 2] and s.phase == "between"  # the caller has no further turn


def test_r19_the_5_point_condition_is_judged_at_scoring_not_at_the_call() -> None:
    s = new(["KS QS JS 10S", "AS 2H 3D 4C"], pile="5C", draws="9C")
    act(s, 0, "draw", now=2100)
    act(s, 0, "discard", now=2100)
    act(s, 0, "dutch", now=2100)  # a row worth 46: the call is allowed
    assert s.caller == 0


def test_r20_a_round_nobody_calls_ends_after_30_turns_per_seat() -> None:
    s = new(ROWS4[:2], pile="5C", start=False)
    turns = 0
    while s.phase == "turn":
        if s.step in ("wait", "ending"):
            act(s, None, "timeout", now=s.deadline)
            continue
        turns += 1
        seat = s.turn_seat
        if turns % 3 == 0:  # a timed-out turn counts as well
            act(s, None, "timeout", now=s.deadline)
            continue
        act(s, seat, "draw", now=s.deadline - 30_000)
        act(s, seat, "discard", now=s.deadline - 30_000)
        if s.step == "power":
            act(s, seat, "skip", now=s.deadline - 30_000)
        act(s, seat, "end", now=s.deadline - 30_000)
    assert turns == 60 and s.turn_number == 60 and s.caller is None
    assert s.phase == "between" and len(s.scores) == 1
