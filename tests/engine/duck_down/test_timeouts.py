"""Running out of time (ruling 17) at every kind of decision."""

from __future__ import annotations

import pytest

from duckdown.engine.duck_down.cards import card_to_json

from .helpers import D, P, R, S, act, cards_in_play, composition, deck_top, illegal, new, types

ROWS = [[1, 2, 3, 4], [5, 6, 7, 8]]


def test_only_the_host_applies_timeouts_and_only_when_due() -> None:
    s = new(ROWS, pile=0, turn_time=20, now=1000)
    assert R.deadline(s) == 21_000
    illegal(s, 0, ("timeout",), "not_allowed", now=21_000)
    illegal(s, 1, ("timeout",), "not_allowed", now=21_000)
    illegal(s, None, ("timeout",), "not_due", now=20_999)
    act(s, None, "timeout", now=21_000)
    assert s.turn_seat == 1


def test_timeout_in_the_peek_phase_ends_the_opening_look() -> None:
    s = new(ROWS, pile=0, ready=False, peek_time=10, turn_time=20)
    events = act(s, None, "timeout", now=12_000)
    assert types(events) == ["timed_out", "peek_ended", "turn_started"]
    assert events[0].view(None) == {"type": "timed_out", "seat": None, "step": "peek"}
    assert s.phase == "turn" and s.ready == [True, True]
    assert R.deadline(s) == 32_000


@pytest.mark.parametrize("card", [7, S, P, D])
def test_timeout_at_the_start_draws_a_card_and_throws_it_unused(card: int) -> None:
    s = new(ROWS, pile=0, draws=[card, 9])
    events = act(s, None, "timeout", now=60_000)
    assert types(events) == ["timed_out", "threw", "turn_started"]
    assert events[0].view(None) == {"type": "timed_out", "seat": 0, "step": "start"}
    assert events[1].view(None) == {"type": "threw", "seat": 0, "card": card_to_json(card)}
    assert s.pile == [0, card]
    assert s.rows == ROWS  # a special is not used
    assert s.turn_seat == 1 and R.deadline(s) == 120_000
    assert deck_top(s) == [9]  # exactly one card was drawn
    assert R.public_view(s, 60_000)["last"] == {"type": "timeout", "seat": 0, "step": "start"}


@pytest.mark.parametrize("card", [7, S, P, D])
def test_timeout_holding_a_card_from_the_deck_throws_it(card: int) -> None:
    s = new(ROWS, pile=0, draws=[card, 9])
    act(s, 0, "draw", now=1000)
    assert R.deadline(s) == 61_000
    events = act(s, None, "timeout", now=61_000)
    assert types(events) == ["timed_out", "threw", "turn_started"]
    assert events[0].view(None)["step"] == "hold"
    assert s.pile == [0, card] and s.rows == ROWS
    assert s.turn_seat == 1 and deck_top(s) == [9]
    assert cards_in_play(s) == composition(s)


def test_timeout_holding_a_card_drawn_through_double_draws_no_more() -> None:
    s = new(ROWS, pile=0, draws=[D, 8, 9])
    act(s, 0, "draw", now=0)
    act(s, 0, "double", now=30_000)
    assert s.held == 8 and R.deadline(s) == 90_000  # each decision has its own time
    illegal(s, None, ("timeout",), "not_due", now=60_000)
    act(s, None, "timeout", now=90_000)
    assert s.pile == [0, D, 8]
    assert s.turn_seat == 1 and deck_top(s) == [9]


def test_timeout_holding_the_second_card_of_a_double() -> None:
    s = new(ROWS, pile=0, draws=[D, 8, P, 9])
    act(s, 0, "draw")
    act(s, 0, "double")
    act(s, 0, "throw")
    assert s.held == P
    act(s, None, "timeout", now=60_000)
    assert s.pile == [0, D, 8, P] and s.turn_seat == 1 and deck_top(s) == [9]


def test_timeout_holding_a_pile_card_puts_it_back_on_the_pile() -> None:
    s = new(ROWS, pile=4, draws=[9])
    act(s, 0, "draw")
    act(s, 0, "replace", 0)  # pile: 4, 1
    act(s, 1, "take", now=5000)
    assert s.pile == [4] and s.held == 1
    events = act(s, None, "timeout", now=65_000)
    assert types(events) == ["timed_out", "threw", "turn_started"]
    assert s.pile == [4, 1] and s.rows == [[9, 2, 3, 4], [5, 6, 7, 8]]
    assert s.turn_seat == 0
    assert cards_in_play(s) == composition(s)


def test_calling_does_not_restart_the_timer_and_a_timeout_after_a_call_ends_the_turn() -> None:
    s = new(ROWS, pile=0, draws=[5], rounds=1)
    act(s, 0, "draw", now=10_000)
    act(s, 0, "call", now=50_000)
    assert R.deadline(s) == 70_000
    act(s, None, "timeout", now=70_000)
    assert s.caller == 0 and s.turn_seat == 1
    act(s, None, "timeout", now=130_000)
    assert s.phase == "reveal" and s.result["caller"] == 0


def test_no_timeouts_with_turn_time_zero() -> None:
    s = new(ROWS, pile=0, turn_time=0)
    illegal(s, None, ("timeout",), "not_due", now=10**12)
    act(s, 0, "draw")
    assert R.deadline(s) is None
    illegal(s, None, ("timeout",), "not_due", now=10**12)


def test_a_round_can_be_played_entirely_by_timeouts() -> None:
    s = new(players=3, first=2, rounds=1)
    now = 0
    turns = 0
    while s.phase == "turn":
        now = R.deadline(s)
        act(s, None, "timeout", now=now)
        turns += 1
        assert cards_in_play(s) == composition(s) or s.phase == "reveal"
    assert turns == 90 and s.result["caller"] is None
    act(s, None, "timeout", now=R.deadline(s))  # the reveal's 30 s
    assert R.is_over(s)
