"""Rulings 9-13: the Ace, Queen and Jack powers, their targets and limits."""

from __future__ import annotations

from .helpers import R, act, c, event, illegal, names, new, row, types

ROWS = ["AS 2H 3D 4C", "5S 6H 7D 8C"]


def test_r9_a_discarded_drawn_queen_gives_its_player_one_power() -> None:
    s = new(ROWS, pile="5C", draws="QH")
    act(s, 0, "draw", now=2100)
    act(s, 0, "discard", now=2200)
    assert s.step == "power" and R.public_view(s, 2200)["turn"]["power"] == "queen"
    own = [a for a in R.legal_actions(s, 0) if a[0] != "throw_in"]
    assert own == [
        *(("look", r, k) for r in range(2) for k in range(4)),
        ("skip",),
    ]
    assert R.deadline(s) == 2200 + 30_000  # the power is a decision with its own timer


def test_r9_a_card_replaced_from_the_row_gives_its_power_however_it_got_there() -> None:
    s = new(["JS 2H 3D 4C", "5S 6H 7D 8C"], pile="5C", draws="9H")
    act(s, 0, "draw", now=2100)
    act(s, 0, "replace", 0, now=2200)
    assert names(s.pile)[-1] == "JS" and s.step == "power" and s.power == 11
    s2 = new(["AS 2H 3D 4C", "5S 6H 7D 8C"], pile="QC")
    act(s2, 0, "take", now=2100)  # a taken Queen: the replaced card gives the power
    act(s2, 0, "replace", 0, now=2200)
    assert names(s2.pile) == ["AS"] and s2.power == 1


def test_r9_no_power_from_a_thrown_in_card_or_a_timeout() -> None:
    s = new([*ROWS[:1], "QS 6H 7D 8C"], pile="5C", draws="QH JD")
    act(s, 0, "draw", now=2100)
    act(s, 0, "discard", now=2200)  # QH: seat 0's Queen power
    act(s, 1, "throw_in", 0, 2, now=2300)  # QS on QH: correct, and no power for seat 1
    assert names(s.pile)[-2:] == ["QH", "QS"]
    assert s.turn_seat == 0 and s.power == 12  # seat 0's power is still there
    act(s, 0, "skip", now=2400)
    act(s, 0, "end", now=2400)  # no window open: seat 1's turn begins at once
    assert s.turn_seat == 1 and s.step == "start"
    events = act(s, None, "timeout", now=s.deadline)  # JD drawn and discarded for seat 1
    assert event(events, "discarded") == {"type": "discarded", "seat": 1, "card": "JD"}
    assert s.power == 0 and s.win_rank == 11  # a window, no power
    assert s.turn_seat == 0 and s.step == "wait"


def test_r9_a_taken_card_put_back_by_a_timeout_gives_no_power_and_no_window() -> None:
    s = new(ROWS, pile="QC")
    act(s, 0, "take", now=2100)
    events = act(s, None, "timeout", now=s.deadline)
    assert event(events, "returned") == {"type": "returned", "seat": 0, "card": "QC"}
    assert "window_opened" not in types(events)
    assert names(s.pile) == ["QC"] and s.power == 0
    assert s.turn_seat == 1 and s.step == "start"  # no window: the next turn at once


def test_r9_a_power_is_optional_and_cannot_be_saved() -> None:
    s = new(ROWS, pile="5C", draws="AH 9C")
    act(s, 0, "draw", now=2100)
    act(s, 0, "discard", now=2200)
    events = act(s, 0, "skip", now=2300)
    assert event(events, "skipped") == {"type": "skipped", "seat": 0, "power": "ace"}
    assert s.step == "end" and s.power == 0
    illegal(s, 0, ("give", 1), "illegal_action")


def test_r10_an_ace_gives_the_draw_piles_top_card_face_down_to_any_row() -> None:
    s = new(ROWS, pile="5C", draws="AH 9C 9D")
    act(s, 0, "draw", now=2100)
    act(s, 0, "discard", now=2200)
    own = [a for a in R.legal_actions(s, 0) if a[0] != "throw_in"]
    assert own == [("give", 0), ("give", 1), ("skip",)]  # the player's own row included
    events = act(s, 0, "give", 1, now=2300)
    assert row(s, 1)[:5] == ["5S", "6H", "7D", "8C", "9C"]
    assert s.known[1][4] == 0  # nobody sees it, its new owner included
    assert event(events, "gave") == {"type": "gave", "seat": 0, "row": 1, "slot": 4}
    assert R.public_view(s, 2300)["last"] == {"type": "give", "seat": 0, "row": 1, "slot": 4}
    assert s.step == "end"


def test_r10_no_ace_to_a_full_row_or_the_callers_row() -> None:
    s = new(["AS 2H 3D 4C", "5S 6H 7D 8C", "9S 10H JD QC"], pile="5C", draws="KD AH 9C")
    act(s, 0, "draw", now=2100)
    act(s, 0, "discard", now=2100)
    act(s, 0, "dutch", now=2100)
    for slot in range(4, 8):  # seat 2's row filled to 8 (cards from the draw pile)
        s.rows[2][slot] = s.draw.pop(0)
    s.fill[2] = 0xFF
    act(s, None, "timeout", now=4100)
    act(s, 1, "draw", now=4200)
    act(s, 1, "discard", now=4200)  # AH
    own = [a for a in R.legal_actions(s, 1) if a[0] != "throw_in"]
    assert own == [("give", 1), ("skip",)]
    illegal(s, 1, ("give", 0), "caller_locked")
    illegal(s, 1, ("give", 2), "row_full")
    illegal(s, 1, ("give", 3), "bad_target")


def test_r10_no_ace_when_nothing_can_be_drawn() -> None:
    s = new(ROWS, pile="5C", draws="AH")
    act(s, 0, "draw", now=2100)
    act(s, 0, "discard", now=2200)
    s.draw = []  # ruling 28's safeguard: nothing to draw (a state no real deck reaches)
    s.pile = s.pile[-1:]
    own = [a for a in R.legal_actions(s, 0) if a[0] != "throw_in"]
    assert own == [("skip",)]
    illegal(s, 0, ("give", 1), "nothing_to_draw")


def test_r11_a_queen_looks_at_any_card_the_callers_included() -> None:
    s = new(["AS 2H 3D 4C", "5S 6H 7D 8C", "9S 10H JD QC"], pile="5C", draws="KD QH")
    act(s, 0, "draw", now=2100)
    act(s, 0, "discard", now=2100)
    act(s, 0, "dutch", now=2100)
    act(s, None, "timeout", now=4100)
    act(s, 1, "draw", now=4200)
    act(s, 1, "discard", now=4200)  # QH
    own = [a for a in R.legal_actions(s, 1) if a[0] != "throw_in"]
    assert ("look", 0, 3) in own and ("look", 1, 0) in own
    events = act(s, 1, "look", 0, 3, now=4300)
    assert event(events, "looked", 1) == {
        "type": "looked",
        "seat": 1,
        "row": 0,
        "slot": 3,
        "card": "4C",
    }
    assert event(events, "looked", 0) == {"type": "looked", "seat": 1, "row": 0, "slot": 3}
    assert R.public_view(s, 4300)["last"] == {"type": "look", "seat": 1, "row": 0, "slot": 3}
    assert s.known[0][3] & 0b010
    assert R.seat_view(s, 1, 4300)["rows"][0][3] == "4C"  # shown for 5 s (ruling 33)
    assert R.seat_view(s, 1, 9299)["rows"][0][3] == "4C"
    assert R.seat_view(s, 1, 9300)["rows"][0][3] is None
    assert R.view_expiry(s, 4300) == 9300
    assert R.seat_view(s, 0, 4300)["rows"][0][3] is None


def test_r12_a_jack_swaps_two_cards_unseen_and_knowledge_follows_them() -> None:
    s = new(ROWS, pile="5C", draws="JH")
    assert s.known[0][0] == 0b01 and s.known[1][2] == 0
    act(s, 0, "draw", now=2100)
    act(s, 0, "discard", now=2200)
    own = [a for a in R.legal_actions(s, 0) if a[0] != "throw_in"]
    assert len(own) == 8 * 7 // 2 + 1  # every pair of the 8 cards, and skip
    events = act(s, 0, "swap", 0, 0, 1, 2, now=2300)
    assert row(s, 0)[:4] == ["7D", "2H", "3D", "4C"] and row(s, 1)[:4] == ["5S", "6H", "AS", "8C"]
    assert s.known[1][2] == 0b01 and s.known[0][0] == 0  # seat 0 still knows its AS
    assert event(events, "swapped") == {
        "type": "swapped",
        "seat": 0,
        "row": 0,
        "slot": 0,
        "other_row": 1,
        "other_slot": 2,
    }


def test_r12_a_jack_swaps_within_one_row_and_never_touches_the_callers_row() -> None:
    s = new(["AS 2H 3D 4C", "5S 6H 7D 8C", "9S 10H JD QC"], pile="5C", draws="KD JH")
    act(s, 0, "draw", now=2100)
    act(s, 0, "discard", now=2100)
    act(s, 0, "dutch", now=2100)
    act(s, None, "timeout", now=4100)
    act(s, 1, "draw", now=4200)
    act(s, 1, "discard", now=4200)  # JH
    own = [a for a in R.legal_actions(s, 1) if a[0] == "swap"]
    assert all(a[1] != 0 and a[3] != 0 for a in own) and len(own) == 8 * 7 // 2
    illegal(s, 1, ("swap", 0, 0, 1, 1), "caller_locked")
    illegal(s, 1, ("swap", 1, 1, 1, 1), "bad_target")
    act(s, 1, "swap", 2, 0, 2, 3, now=4300)
    assert row(s, 2)[:4] == ["QC", "10H", "JD", "9S"]


def test_r13_a_slot_emptied_by_a_throw_in_cannot_be_named() -> None:
    s = new(["AS 2H 3D 4C", "QS 6H 7D 8C"], pile="5C", draws="QH")
    act(s, 0, "draw", now=2100)
    act(s, 0, "discard", now=2200)  # QH: seat 0 may look
    assert ("look", 1, 0) in R.legal_actions(s, 0)
    act(s, 1, "throw_in", 0, 2, now=2300)  # QS thrown in: slot (1, 0) is empty
    assert ("look", 1, 0) not in R.legal_actions(s, 0)
    illegal(s, 0, ("look", 1, 0), "empty_slot")
    act(s, 0, "look", 1, 1, now=2400)
    assert c("6H") == s.rows[1][1]


def test_r11_a_second_look_at_a_known_card_shows_it_for_5_s_again() -> None:
    s = new(ROWS, pile="5C", draws="QH QD")
    act(s, 0, "draw", now=2100)
    act(s, 0, "discard", now=2100)
    act(s, 0, "look", 0, 0, now=2100)  # its own AS, known from the look
    assert s.reveals == [[0, 0, 0, 7100]]
    act(s, 0, "end", now=2100)
    act(s, None, "timeout", now=4100)
    act(s, 1, "draw", now=4200)
    act(s, 1, "discard", now=4200)
    act(s, 1, "look", 0, 0, now=4200)
    assert s.reveals == [[0, 0, 0, 7100], [1, 0, 0, 9200]]


def test_r12_a_jack_names_its_two_cards_in_either_order_in_json() -> None:
    s = new(ROWS, pile="5C", draws="JH")
    act(s, 0, "draw", now=2100)
    act(s, 0, "discard", now=2200)
    assert ("swap", 1, 2, 0, 0) not in R.legal_actions(s, 0)  # listed once, in order
    illegal(s, 0, ("swap", 1, 2, 0, 0), "bad_target")
    action = R.parse_action({"type": "swap", "row": 1, "slot": 2, "other_row": 0, "other_slot": 0})
    assert action == ("swap", 0, 0, 1, 2)  # JSON in either order, one tuple
    R.apply(s, 0, action, 2300)
    assert row(s, 0)[0] == "7D" and row(s, 1)[2] == "AS"
