"""Double chains (ruling 9): use, throw first, chains, and the 4-draw cap."""

from __future__ import annotations

from .helpers import D, P, R, S, act, cards_in_play, composition, illegal, new, types

ROWS = [[1, 2, 3, 4], [5, 6, 7, 8]]


def _turn(s: object) -> dict[str, object]:
    return R.public_view(s, 0)["turn"]


def test_using_a_double_puts_it_on_the_pile_then_draws() -> None:
    s = new(ROWS, pile=0, draws=[D, 9])
    act(s, 0, "draw")
    assert _turn(s) == {"seat": 0, "step": "hold", "draws": 1, "double": None, "number": 1}
    assert R.legal_actions(s, 0) == (("double",), ("throw",), ("call",))
    events = act(s, 0, "double")
    assert types(events) == ["doubled", "drew"]
    assert s.pile == [0, D]  # on the pile before the draw
    assert s.held == 9 and s.step == "hold"
    assert _turn(s)["draws"] == 2 and _turn(s)["double"] == "first"
    assert events[1].view(0)["card"] == 9 and "card" not in events[1].view(1)
    assert cards_in_play(s) == composition(s)


def test_a_number_drawn_by_double_swapped_in_ends_the_turn() -> None:
    s = new(ROWS, pile=0, draws=[D, 9, 3])
    act(s, 0, "draw")
    act(s, 0, "double")
    act(s, 0, "replace", 1)
    assert s.rows[0] == [1, 9, 3, 4]
    assert s.pile == [0, D, 2]
    assert s.turn_seat == 1 and s.step == "start"


def test_throwing_the_first_card_draws_one_more_and_throwing_that_ends_the_turn() -> None:
    s = new(ROWS, pile=0, draws=[D, 9, 8, 3])
    act(s, 0, "draw")
    act(s, 0, "double")
    events = act(s, 0, "throw")
    assert types(events) == ["threw", "drew"]
    assert s.held == 8 and s.turn_seat == 0
    assert _turn(s)["double"] == "second" and _turn(s)["draws"] == 3
    events = act(s, 0, "throw")
    assert types(events) == ["threw", "turn_started"]
    assert s.pile == [0, D, 9, 8]
    assert s.turn_seat == 1
    act(s, 1, "draw")
    assert s.held == 3  # no card was drawn for seat 0 after the second


def test_the_second_card_may_be_used() -> None:
    s = new(ROWS, pile=0, draws=[D, 9, P])
    act(s, 0, "draw")
    act(s, 0, "double")
    act(s, 0, "throw")
    assert s.held == P
    act(s, 0, "peek", 1)
    assert s.known[0][1] == 1
    assert s.turn_seat == 1


def test_a_special_drawn_by_double_is_used_and_the_turn_ends_after_its_effect() -> None:
    s = new(ROWS, pile=0, draws=[D, S, 4])
    act(s, 0, "draw")
    act(s, 0, "double")
    assert ("swap", 0, 1, 0) in R.legal_actions(s, 0)
    act(s, 0, "swap", 0, 1, 0)
    assert s.rows == [[5, 2, 3, 4], [1, 6, 7, 8]]
    assert s.pile == [0, D, S]
    assert s.turn_seat == 1


def test_a_double_thrown_unused_draws_nothing() -> None:
    s = new(ROWS, pile=0, draws=[D, 9])
    act(s, 0, "draw")
    act(s, 0, "throw")
    assert s.pile == [0, D] and s.turn_seat == 1
    act(s, 1, "draw")
    assert s.held == 9


def test_a_double_drawn_by_a_double_chains_the_same_way() -> None:
    s = new(ROWS, pile=0, draws=[D, D, 6, 7])
    act(s, 0, "draw")
    act(s, 0, "double")
    assert s.held == D and _turn(s)["double"] == "first"
    act(s, 0, "double")
    assert s.pile == [0, D, D] and s.held == 6 and _turn(s)["draws"] == 3
    act(s, 0, "throw")  # a first card again: one more
    assert s.held == 7 and _turn(s)["double"] == "second" and _turn(s)["draws"] == 4
    act(s, 0, "replace", 0)
    assert s.rows[0][0] == 7 and s.turn_seat == 1


def test_a_thrown_double_as_first_card_draws_one_more() -> None:
    s = new(ROWS, pile=0, draws=[D, D, 5])
    act(s, 0, "draw")
    act(s, 0, "double")
    act(s, 0, "throw")  # the Double drawn as first card, thrown unused
    assert s.held == 5 and _turn(s)["double"] == "second"


def test_a_double_drawn_as_second_card_may_chain() -> None:
    s = new(ROWS, pile=0, draws=[D, 9, D, 4, 5])
    act(s, 0, "draw")
    act(s, 0, "double")
    act(s, 0, "throw")
    assert s.held == D and _turn(s)["double"] == "second" and _turn(s)["draws"] == 3
    act(s, 0, "double")
    assert s.held == 4 and _turn(s)["double"] == "first" and _turn(s)["draws"] == 4
    act(s, 0, "throw")  # 4 drawn: no more
    assert s.turn_seat == 1
    act(s, 1, "draw")
    assert s.held == 5


def test_a_turn_draws_at_most_four_cards_and_a_held_double_can_only_be_thrown() -> None:
    s = new(ROWS, pile=0, draws=[D, D, D, D, 2])
    act(s, 0, "draw")
    act(s, 0, "double")
    act(s, 0, "double")
    act(s, 0, "double")
    assert s.held == D and _turn(s)["draws"] == 4
    assert R.legal_actions(s, 0) == (("throw",), ("call",))
    assert R.seat_view(s, 0, 0)["legal"] == ["throw", "call"]
    illegal(s, 0, ("double",), "illegal_action")
    events = act(s, 0, "throw")
    assert types(events) == ["threw", "turn_started"]
    assert s.pile == [0, D, D, D, D]
    assert s.turn_seat == 1
    act(s, 1, "draw")
    assert s.held == 2


def test_the_cap_also_stops_the_draw_after_a_thrown_first_card() -> None:
    s = new(ROWS, pile=0, draws=[D, D, D, 9, 1])
    act(s, 0, "draw")
    act(s, 0, "double")
    act(s, 0, "double")
    act(s, 0, "double")
    assert s.held == 9 and _turn(s)["double"] == "first" and _turn(s)["draws"] == 4
    act(s, 0, "throw")
    assert s.turn_seat == 1 and s.pile[-1] == 9


def test_draws_reset_each_turn() -> None:
    s = new(ROWS, pile=0, draws=[D, D, D, D, D, 3])
    for _ in range(3):
        act(s, 0, "draw") if s.step == "start" else act(s, 0, "double")
    act(s, 0, "double")
    act(s, 0, "throw")
    act(s, 1, "draw")
    assert s.held == D and _turn(s)["draws"] == 1
    assert ("double",) in R.legal_actions(s, 1)
