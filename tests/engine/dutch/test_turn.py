"""Rulings 6-8: the start of a turn, the card held, one card per turn onto the pile."""

from __future__ import annotations

from .helpers import R, act, begin, empty_row, event, illegal, names, new, row, top, types

ROWS = ["AS 2H 3D 4C", "5S 6H 7D 8C"]


def test_r6_a_turn_starts_with_draw_or_take_of_any_rank() -> None:
    s = new(ROWS, pile="QD")  # a Queen may be taken too
    assert R.seats_to_act(s) == [0]
    own = [a for a in R.legal_actions(s, 0) if a[0] != "throw_in"]
    assert own == [("draw",), ("take",)]
    illegal(s, 1, ("draw",), "not_your_turn")
    for action in [("discard",), ("replace", 0), ("end",), ("dutch",), ("skip",), ()]:
        illegal(s, 0, action, "illegal_action")
    illegal(s, 2, ("draw",), "bad_seat")
    illegal(s, None, ("draw",), "bad_seat")
    illegal(s, False, ("draw",), "bad_seat")  # a bool is not seat 0
    events = act(s, 0, "take", now=2500)
    assert event(events, "took") == {"type": "took", "seat": 0, "card": "QD"}


def test_r6_an_empty_row_cannot_take() -> None:
    s = new(ROWS, pile="5C")
    empty_row(s, 0)
    assert R.legal_actions(s, 0) == (("draw",),)  # no take, and nothing to throw in
    illegal(s, 0, ("take",), "empty_row")
    R.check(s)


def test_r6_a_player_who_can_neither_draw_nor_take_passes_and_the_turn_ends() -> None:
    s = new(ROWS, pile="5C", start=False)
    s.draw = []  # ruling 28's safeguard: nothing to draw (a state no real deck reaches)
    s.rows[0] = [-1] * 8
    s.fill[0] = 0
    s.known[0] = [0] * 8
    events = begin(s)
    assert types(events)[:4] == ["turn_started", "window_closed", "passed", "turn_ended"]
    assert s.last == {"type": "pass", "seat": 0}
    assert s.turn_seat == 1 and s.step == "start" and s.turn_number == 1
    own = [a for a in R.legal_actions(s, 1) if a[0] != "throw_in"]
    assert own == [("take",)]  # seat 1 can still take the pile's card


def test_r7_a_drawn_card_is_seen_by_its_player_and_replaces_or_is_discarded() -> None:
    s = new(ROWS, pile="5C", draws="9H 10S")
    events = act(s, 0, "draw", now=2100)
    assert event(events, "drew", 0) == {"type": "drew", "seat": 0, "card": "9H"}
    assert event(events, "drew", 1) == {"type": "drew", "seat": 0}
    assert R.seat_view(s, 0, 2100)["held"] == {"seat": 0, "source": "draw", "card": "9H"}
    assert R.seat_view(s, 1, 2100)["held"] == {"seat": 0, "source": "draw", "card": None}
    assert R.legal_actions(s, 0) == (*(("replace", k) for k in range(4)), ("discard",))
    illegal(s, 0, ("replace", 4), "empty_slot")  # an empty slot cannot be filled this way
    events = act(s, 0, "replace", 2, now=2200)
    assert row(s, 0)[:4] == ["AS", "2H", "9H", "4C"]
    assert names(s.pile) == ["5C", "3D"]  # the old card face up onto the pile
    assert s.known[0][2] == 0b01  # the drawer placed it: only the drawer knows it
    assert event(events, "replaced", None) == {
        "type": "replaced",
        "seat": 0,
        "slot": 2,
        "discarded": "3D",
    }
    assert event(events, "replaced", 0)["card"] == "9H"
    act(s, 0, "end", now=2200)
    act(s, None, "timeout", now=4200)
    act(s, 1, "draw", now=4300)
    events = act(s, 1, "discard", now=4300)
    assert event(events, "discarded") == {"type": "discarded", "seat": 1, "card": "10S"}
    assert names(s.pile) == ["5C", "3D", "10S"]


def test_r7_a_taken_card_must_replace_and_everyone_knows_it() -> None:
    s = new(ROWS, pile="5C")
    act(s, 0, "take", now=2100)
    assert R.public_view(s, 2100)["held"] == {"seat": 0, "source": "pile", "card": "5C"}
    assert R.legal_actions(s, 0) == tuple(("replace", k) for k in range(4))
    illegal(s, 0, ("discard",), "must_replace")
    events = act(s, 0, "replace", 0, now=2200)
    assert event(events, "replaced") == {
        "type": "replaced",
        "seat": 0,
        "slot": 0,
        "discarded": "AS",
        "card": "5C",
    }
    assert s.known[0][0] == 0b11 and names(s.pile) == ["AS"]


def test_r8_a_turn_puts_one_card_onto_the_pile_and_only_it_opens_the_window() -> None:
    s = new(ROWS, pile="5C", draws="9H")
    assert s.win_no == 1
    act(s, 0, "draw", now=2100)
    assert not s.win_rank and s.win_closed == "turn"  # the turn began: window 1 closed
    events = act(s, 0, "replace", 1, now=2200)
    assert event(events, "window_opened") == {
        "type": "window_opened",
        "number": 2,
        "rank": "2",
        "card": "2H",
        "until": 4200,
    }
    assert names(s.pile) == ["5C", "2H"] and s.step == "end"
    assert top(s) != ["9H"]
