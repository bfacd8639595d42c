"""A turn (rulings 6-10): draw or take, replace or throw, Peek and Swap, the pile."""

from __future__ import annotations

import pytest

from duckdown.engine import IllegalAction

from .helpers import (
    D,
    P,
    R,
    S,
    act,
    cards_in_play,
    composition,
    illegal,
    new,
    snap,
    types,
)

ROWS = [[1, 2, 3, 4], [5, 6, 7, 8], [0, 1, 2, 3]]


def test_turn_start_offers_draw_take_and_call_only() -> None:
    s = new(ROWS, pile=4)
    assert R.legal_actions(s, 0) == (("draw",), ("take",), ("call",))
    assert R.seats_to_act(s) == [0]
    for seat in (1, 2):
        assert R.legal_actions(s, seat) == ()
        illegal(s, seat, ("draw",), "not_your_turn")
    for action in [("throw",), ("replace", 0), ("peek", 0), ("double",), ("ready",), ()]:
        illegal(s, 0, action, "illegal_action")
    illegal(s, 3, ("draw",), "bad_seat")
    illegal(s, None, ("draw",), "bad_seat")
    illegal(s, False, ("draw",), "bad_seat")  # a bool is not seat 0


def test_drawn_number_replaces_a_slot_and_the_old_card_goes_face_up_on_the_pile() -> None:
    s = new(ROWS, pile=4, draws=[0])
    events = act(s, 0, "draw", now=10)
    assert types(events) == ["drew"]
    assert events[0].view(None) == {"type": "drew", "seat": 0, "source": "deck"}
    assert events[0].view(0) == {"type": "drew", "seat": 0, "source": "deck", "card": 0}
    assert events[0].view(1) == events[0].view(None)
    assert s.step == "hold" and s.held == 0
    assert R.legal_actions(s, 0) == (*[("replace", k) for k in range(4)], ("throw",), ("call",))
    events = act(s, 0, "replace", 2, now=20)
    assert s.rows[0] == [1, 2, 0, 4]
    assert s.pile == [4, 3]
    assert s.known[0][2] == 1  # the drawer placed it: only the drawer knows it
    assert types(events) == ["replaced", "turn_started"]
    assert events[0].view(None) == {"type": "replaced", "seat": 0, "slot": 2, "discarded": 3}
    assert events[0].view(0)["card"] == 0
    assert "card" not in events[0].view(1)
    assert s.turn_seat == 1 and s.step == "start"
    assert R.public_view(s, 20)["last"] == {"type": "replace", "seat": 0, "slot": 2}


def test_drawn_number_may_be_thrown() -> None:
    s = new(ROWS, pile=4, draws=[9])
    act(s, 0, "draw")
    events = act(s, 0, "throw")
    assert s.pile == [4, 9]
    assert s.rows == ROWS
    assert events[0].view(None) == {"type": "threw", "seat": 0, "card": 9}
    assert s.turn_seat == 1


def test_pile_card_must_be_swapped_in_and_is_known_to_everyone() -> None:
    s = new(ROWS, pile=4, draws=[9])
    events = act(s, 0, "take")
    assert events[0].view(None) == {"type": "took", "seat": 0, "card": 4}
    assert s.pile == [] and s.held == 4
    assert R.legal_actions(s, 0) == (*[("replace", k) for k in range(4)], ("call",))
    illegal(s, 0, ("throw",), "illegal_action")
    events = act(s, 0, "replace", 1)
    assert s.rows[0] == [1, 4, 3, 4]
    assert s.pile == [2]
    assert s.known[0][1] == 0b111  # ruling 20
    assert events[0].view(None)["card"] == 4  # a public card is in the public event


def test_only_a_number_on_the_pile_can_be_taken() -> None:
    for special in (S, P, D):
        s = new(ROWS, pile=special)
        illegal(s, 0, ("take",), "illegal_action")
        assert ("take",) not in R.legal_actions(s, 0)


def test_only_the_pile_top_can_be_taken() -> None:
    s = new(ROWS, pile=4, draws=[S, 7])
    act(s, 0, "draw")
    act(s, 0, "throw")  # pile: 4, swap
    illegal(s, 1, ("take",), "illegal_action")
    act(s, 1, "draw")
    act(s, 1, "throw")  # pile: 4, swap, 7
    act(s, 2, "take")
    assert s.held == 7 and s.pile == [4, S]


@pytest.mark.parametrize("special", [S, P, D])
def test_a_special_never_goes_into_a_row(special: int) -> None:
    s = new(ROWS, pile=4, draws=[special])
    act(s, 0, "draw")
    for slot in range(4):
        illegal(s, 0, ("replace", slot), "illegal_action")
    assert all(action[0] != "replace" for action in R.legal_actions(s, 0))
    act(s, 0, "throw")  # thrown away unused
    assert s.pile == [4, special]
    assert s.rows == ROWS


def test_peek_looks_at_one_own_slot_and_goes_onto_the_pile() -> None:
    s = new(ROWS, pile=4, draws=[P])
    act(s, 0, "draw")
    assert R.legal_actions(s, 0) == (*[("peek", k) for k in range(4)], ("throw",), ("call",))
    events = act(s, 0, "peek", 2, now=1000)
    assert s.pile == [4, P]
    assert s.known[0][2] == 1
    assert events[0].view(None) == {"type": "peeked", "seat": 0, "slot": 2}
    assert events[0].view(0) == {"type": "peeked", "seat": 0, "slot": 2, "card": 3}
    assert "card" not in events[0].view(1)
    assert R.seat_view(s, 0, 1000)["rows"][0] == [None, None, 3, None]
    assert R.public_view(s, 1000)["last"] == {"type": "peek", "seat": 0, "slot": 2}
    assert s.turn_seat == 1


def test_peek_targets_own_slots_only() -> None:
    s = new(ROWS, pile=4, draws=[P])
    act(s, 0, "draw")
    for action in [("peek", 4), ("peek", -1), ("peek", True), ("peek",), ("peek", 1, 1)]:
        illegal(s, 0, action, "illegal_action")


def test_swap_exchanges_two_slots_unseen_and_knowledge_moves_with_the_cards() -> None:
    s = new(ROWS, pile=4, draws=[S])
    act(s, 0, "draw")
    legal = R.legal_actions(s, 0)
    assert ("swap", 0, 2, 3) in legal and ("throw",) in legal
    assert not any(a[0] == "swap" and a[2] == 0 for a in legal)
    assert sum(1 for a in legal if a[0] == "swap") == 4 * 2 * 4
    events = act(s, 0, "swap", 0, 2, 3)
    assert s.rows[0] == [3, 2, 3, 4] and s.rows[2] == [0, 1, 2, 1]
    # seat 0 knew its slot 0 (opening look); that knowledge is now at seat 2's slot 3
    assert s.known[2][3] == 1 and s.known[0][0] == 4
    assert s.pile == [4, S]
    expected = {"type": "swapped", "seat": 0, "slot": 0, "other_seat": 2, "other_slot": 3}
    for seat in (None, 0, 1, 2):
        assert events[0].view(seat) == expected  # never a value
    assert R.public_view(s, 0)["last"] == {k: v for k, v in expected.items() if k != "type"} | {
        "type": "swap"
    }


def test_swap_must_name_another_seat_and_valid_slots() -> None:
    s = new(ROWS, pile=4, draws=[S])
    act(s, 0, "draw")
    for action in [
        ("swap", 0, 0, 1),
        ("swap", 0, 3, 1),
        ("swap", 0, -1, 1),
        ("swap", 4, 1, 1),
        ("swap", 0, 1, 4),
        ("swap", 0, True, 1),
        ("swap", 0, 1),
    ]:
        illegal(s, 0, action, "illegal_action")


def test_the_caller_may_be_swapped_with() -> None:
    s = new(ROWS, pile=4, draws=[1, S])
    act(s, 0, "call")
    act(s, 0, "draw")
    act(s, 0, "throw")
    act(s, 1, "draw")
    assert ("swap", 2, 0, 1) in R.legal_actions(s, 1)
    act(s, 1, "swap", 2, 0, 1)
    assert s.rows[0][1] == 7 and s.rows[1][2] == 2


def test_turns_pass_round_the_table_and_wrap() -> None:
    s = new(ROWS, pile=4, first=1)
    order = []
    for _ in range(7):
        order.append(s.turn_seat)
        act(s, s.turn_seat, "draw")
        act(s, s.turn_seat, "throw")
    assert order == [1, 2, 0, 1, 2, 0, 1]
    assert s.turn_number == 7
    assert R.public_view(s, 0)["turn"]["number"] == 8


def test_the_whole_pile_is_public() -> None:
    s = new(ROWS, pile=4, draws=[9, S, 0])
    for _ in range(3):
        act(s, s.turn_seat, "draw")
        act(s, s.turn_seat, "throw")
    for seat in (None, 0, 1, 2):
        view = R.public_view(s, 0) if seat is None else R.seat_view(s, seat, 0)
        assert view["pile"] == [4, 9, "swap", 0]


def test_card_conservation_through_a_turn() -> None:
    s = new(ROWS, pile=4, draws=[S, P, 3])
    steps = [("draw",), ("swap", 1, 2, 0), ("draw",), ("peek", 0), ("draw",), ("replace", 0)]
    for action in steps:
        R.apply(s, s.turn_seat, action, 0)
        assert cards_in_play(s) == composition(s)


@pytest.mark.parametrize(
    ("data", "action"),
    [
        ({"type": "ready"}, ("ready",)),
        ({"type": "draw"}, ("draw",)),
        ({"type": "take"}, ("take",)),
        ({"type": "replace", "slot": 3}, ("replace", 3)),
        ({"type": "throw"}, ("throw",)),
        ({"type": "peek", "slot": 0}, ("peek", 0)),
        ({"type": "swap", "slot": 1, "other_seat": 2, "other_slot": 3}, ("swap", 1, 2, 3)),
        ({"type": "double"}, ("double",)),
        ({"type": "call"}, ("call",)),
        ({"type": "timeout"}, ("timeout",)),
    ],
)
def test_action_json_round_trip(data: dict[str, object], action: tuple[object, ...]) -> None:
    assert R.parse_action(data) == action
    assert R.action_to_json(action) == data


@pytest.mark.parametrize(
    "data",
    [
        {"type": "fly"},
        {},
        {"type": "replace"},
        {"type": "replace", "slot": "1"},
        {"type": "replace", "slot": True},
        {"type": "replace", "slot": 1.0},
        {"type": "draw", "slot": 1},
        {"type": "swap", "slot": 1, "other_seat": 2},
        [("type", "draw")],
        "draw",
    ],
)
def test_malformed_action_json_is_bad_action(data: object) -> None:
    with pytest.raises(IllegalAction) as info:
        R.parse_action(data)  # type: ignore[arg-type]
    assert info.value.code == "bad_action"


def test_illegal_actions_in_each_decision_leave_the_state_unchanged() -> None:
    s = new(ROWS, pile=4, draws=[D, 7])
    act(s, 0, "draw")
    before = snap(s)
    for action in [("draw",), ("take",), ("replace", 0), ("peek", 0), ("swap", 0, 1, 0)]:
        illegal(s, 0, action, "illegal_action")
    illegal(s, 1, ("double",), "not_your_turn")
    illegal(s, 0, ("timeout",), "not_allowed", now=10**9)
    illegal(s, None, ("timeout",), "not_due", now=59_999)
    assert snap(s) == before
