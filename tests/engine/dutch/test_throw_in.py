"""Rulings 14-17: the throw-in window and the race: first correct wins, a wrong throw costs."""

from __future__ import annotations

from .helpers import R, act, begin, event, illegal, names, new, row, snap, types

ROWS = ["AS 2H 3D 4C", "5S 6H 7D 8C", "9S 10H 2D 2S"]


def _discarded(draws: str = "7H 9C 9D 9H", **options: object) -> object:
    """Seat 0 drew 7H and discarded it at 2200: window 2, rank 7, open until 4200."""
    s = new(ROWS, pile="5C", draws=draws, **options)
    act(s, 0, "draw", now=2100)
    act(s, 0, "discard", now=2200)
    assert s.win_no == 2 and s.win_rank == 7 and s.win_until == 4200 and s.step == "end"
    return s


def test_r14_the_next_turn_cannot_begin_before_throw_time() -> None:
    s = _discarded()
    act(s, 0, "end", now=2300)
    assert s.step == "wait" and s.turn_seat == 1
    assert R.seats_to_act(s) == [] and R.deadline(s) == 4200
    assert ("draw",) not in R.legal_actions(s, 1)
    illegal(s, 1, ("draw",), "wait", now=2400)
    illegal(s, None, ("timeout",), "not_due", now=4199)
    events = act(s, None, "timeout", now=4200)
    assert types(events) == ["turn_started"]
    assert s.step == "start" and s.win_rank == 7  # still open until the turn begins
    assert R.deadline(s) == 4200 + 30_000  # the start's timer runs from now (ruling 29)
    events = act(s, 1, "draw", now=5000)
    assert event(events, "window_closed") == {
        "type": "window_closed",
        "number": 2,
        "reason": "turn",
    }


def test_r14_the_first_turn_waits_for_the_pile_cards_throw_time() -> None:
    s = new(ROWS, pile="5C", start=False, throw_time=5)
    assert s.step == "wait" and R.deadline(s) == 5000 and R.seats_to_act(s) == []


def test_r14_with_no_window_open_the_next_turn_begins_at_once() -> None:
    s = _discarded()
    act(s, 0, "end", now=4200)  # ThrowTime has passed: no waiting
    assert s.step == "start" and s.turn_seat == 1
    s = _discarded()
    act(s, 0, "end", now=2300)
    assert s.step == "wait"
    act(s, 1, "throw_in", 2, 2, now=2400)  # 7D on 7H: correct, the window closes
    assert s.step == "start" and s.turn_seat == 1 and R.deadline(s) == 2400 + 30_000


def test_r14_the_power_and_the_end_decision_happen_while_the_window_is_open() -> None:
    s = new(ROWS, pile="5C", draws="QH")
    act(s, 0, "draw", now=2100)
    act(s, 0, "discard", now=2200)
    assert s.step == "power" and s.win_rank == 12
    assert R.may_act(s) == [0, 1, 2]
    act(s, 1, "throw_in", 0, 2, now=2300)  # wrong: the window stays open
    act(s, 0, "skip", now=2400)
    assert s.step == "end" and s.win_rank == 12
    act(s, 2, "throw_in", 0, 2, now=2500)
    assert s.win_tried == 0b110


def test_r14_a_timed_out_start_closes_the_window_and_opens_its_own() -> None:
    s = _discarded()
    act(s, 0, "end", now=4500)
    events = act(s, None, "timeout", now=s.deadline)
    assert [e.view(None) for e in events if e.type.startswith("window")] == [
        {"type": "window_closed", "number": 2, "reason": "turn"},
        {"type": "window_opened", "number": 3, "rank": "9", "card": "9C", "until": 36500},
    ]


def test_r14_the_round_cannot_end_before_throw_time_and_throw_ins_go_on() -> None:
    s = new(ROWS, pile="5C", draws="9C 9D 9H 8D 8H")
    act(s, 0, "draw", now=2100)
    act(s, 0, "discard", now=2100)
    act(s, 0, "dutch", now=2100)
    for seat, now in ((1, 4100), (2, 6100)):
        act(s, None, "timeout", now=now)
        act(s, seat, "draw", now=now)
        act(s, seat, "discard", now=now)
    assert s.step == "ending" and R.deadline(s) == 8100 and s.phase == "turn"
    assert R.may_act(s) == [1, 2]
    act(s, 1, "throw_in", 1, s.win_no, now=6500)  # 6H on 9H: wrong, and the round goes on
    assert s.step == "ending"
    act(s, 2, "throw_in", 0, s.win_no, now=7000)  # 9S on 9H: correct, the last window closes
    assert s.phase == "between"  # and the round ends at once


def test_r14_throw_time_is_a_table_option() -> None:
    s = new(ROWS, pile="5C", draws="7H", throw_time=1, start=False)
    assert s.win_until == 1000
    begin(s)
    act(s, 0, "draw", now=1500)
    act(s, 0, "discard", now=1600)
    assert s.win_until == 2600


def test_r15_any_seat_but_the_caller_throws_in_the_current_player_included() -> None:
    s = _discarded()
    assert R.may_act(s) == [0, 1, 2]
    assert ("throw_in", 3, 2) in R.legal_actions(s, 0)  # any own slot, known or not
    act(s, 0, "dutch", now=2300)
    assert R.may_act(s) == [1, 2]
    assert not [a for a in R.legal_actions(s, 0) if a[0] == "throw_in"]
    illegal(s, 0, ("throw_in", 0, 2), "caller_locked", now=2400)


def test_r15_each_seat_has_one_try_per_window() -> None:
    s = _discarded()
    act(s, 1, "throw_in", 0, 2, now=2300)  # 5S on 7H: wrong
    assert R.may_act(s) == [0, 2]
    assert not [a for a in R.legal_actions(s, 1) if a[0] == "throw_in"]
    illegal(s, 1, ("throw_in", 2, 2), "already_tried", now=2400)


def test_r15_a_throw_in_naming_another_window_is_refused_and_costs_nothing() -> None:
    s = _discarded()
    illegal(s, 1, ("throw_in", 2, 3), "wrong_window", now=2300)
    illegal(s, 1, ("throw_in", 2, 1), "window_closed", now=2300)
    illegal(s, 1, ("throw_in", 5, 2), "empty_slot", now=2300)
    illegal(s, 1, ("throw_in", 2, True), "wrong_window", now=2300)
    assert R.may_act(s) == [0, 1, 2]


def test_r15_no_throw_in_while_no_window_is_open() -> None:
    s = new(ROWS, pile="5C", draws="7H", look=False)
    illegal(s, 0, ("throw_in", 0, 1), "no_window")
    s = new(ROWS, pile="5C", draws="7H")
    act(s, 0, "draw", now=2100)  # the turn began: window 1 closed, none open while holding
    assert R.may_act(s) == []
    illegal(s, 1, ("throw_in", 0, 1), "window_closed", now=2200)


def test_r16_the_first_correct_throw_in_wins_later_ones_are_refused_and_cost_nothing() -> None:
    s = new(["AS 2H 3D 7C", "5S 6H 7D 8C", "9S 10H 2D 2S"], pile="5C", draws="7H 9C")
    act(s, 0, "draw", now=2100)
    act(s, 0, "discard", now=2200)
    events = act(s, 1, "throw_in", 2, 2, now=2300)  # 7D: first, correct
    assert event(events, "thrown_in") == {
        "type": "thrown_in",
        "window": 2,
        "seat": 1,
        "slot": 2,
        "card": "7D",
        "correct": True,
        "penalty": None,
    }
    before = snap(s)
    illegal(s, 0, ("throw_in", 3, 2), "window_closed", now=2301)  # 7C, a moment later
    assert snap(s) == before and row(s, 0)[3] == "7C"


def test_r17_a_correct_throw_in_goes_onto_the_pile_without_power_or_window() -> None:
    s = new(["AS 2H 3D 4C", "QS 6H 7D 8C"], pile="5C", draws="QH")
    act(s, 0, "draw", now=2100)
    act(s, 0, "discard", now=2200)
    act(s, 1, "throw_in", 0, 2, now=2300)
    assert names(s.pile) == ["5C", "QH", "QS"] and row(s, 1)[0] is None
    assert s.win_no == 2 and not s.win_rank and s.win_closed == "throw_in"
    assert s.turn_seat == 0 and s.power == 12  # seat 1 got no power; seat 0 keeps its own
    view = R.public_view(s, 2300)
    assert view["window"]["throws"] == [
        {"seat": 1, "slot": 0, "card": "QS", "correct": True, "penalty": None}
    ]
    assert view["last"] == {
        "type": "throw_in",
        "seat": 1,
        "slot": 0,
        "card": "QS",
        "correct": True,
        "penalty": None,
    }


def test_r17_wrong_throw_returns_the_card_and_adds_a_penalty_card() -> None:
    s = _discarded()
    size = len(s.draw)
    events = act(s, 1, "throw_in", 0, 2, now=2300)  # 5S on 7H
    assert event(events, "thrown_in") == {
        "type": "thrown_in",
        "window": 2,
        "seat": 1,
        "slot": 0,
        "card": "5S",
        "correct": False,
        "penalty": 4,
    }
    assert row(s, 1)[:5] == ["5S", "6H", "7D", "8C", "9C"]
    assert s.known[1][0] == 0b111  # shown to everyone
    assert s.known[1][4] == 0  # the penalty card: seen by nobody
    assert len(s.draw) == size - 1
    assert s.win_rank == 7 and R.may_act(s) == [0, 2]  # open for the others
    assert R.public_view(s, 2300)["rows"][1] == [None] * 8  # back face down (ruling 33)


def test_r17_no_penalty_card_for_a_full_row_or_when_nothing_can_be_drawn() -> None:
    s = _discarded()
    for slot in range(4, 8):
        s.rows[1][slot] = s.draw.pop(0)
    s.fill[1] = 0xFF
    size = len(s.draw)
    events = act(s, 1, "throw_in", 0, 2, now=2300)
    assert event(events, "thrown_in")["penalty"] is None and len(s.draw) == size
    s.draw = []  # ruling 28's safeguard: nothing to draw
    s.pile = s.pile[-1:]
    events = act(s, 2, "throw_in", 0, 2, now=2400)
    assert event(events, "thrown_in")["penalty"] is None and row(s, 2)[4] is None


def test_r17_throw_ins_are_public_with_seat_slot_card_and_outcome() -> None:
    s = _discarded()
    events = act(s, 2, "throw_in", 1, 2, now=2300)
    assert events[-1].view(None) == events[-1].view(0) == events[-1].view(2)
