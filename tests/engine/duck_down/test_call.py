"""Calling Duck Down (ruling 11) and the 30-turns-per-seat limit."""

from __future__ import annotations

import pytest

from .helpers import D, P, R, S, act, illegal, new, types


def _play_out(s: object, now: int = 0) -> list[int]:
    """Every turn seat until the round ends (its reveal begins), each drawing and throwing."""
    seats = []
    while s.phase == "turn":  # type: ignore[attr-defined]
        seat = s.turn_seat  # type: ignore[attr-defined]
        seats.append(seat)
        act(s, seat, "draw", now=now)
        act(s, seat, "throw", now=now)
    return seats


@pytest.mark.parametrize(("players", "caller"), [(2, 0), (3, 1), (4, 2), (5, 4), (8, 3)])
def test_after_a_call_every_other_seat_gets_exactly_one_more_turn(
    players: int, caller: int
) -> None:
    s = new(players=players, first=0, rounds=1, now=0)
    while s.turn_seat != caller:
        act(s, s.turn_seat, "draw")
        act(s, s.turn_seat, "throw")
    events = act(s, caller, "call")
    assert types(events) == ["duck_down_called"]
    assert events[0].view(None) == {"type": "duck_down_called", "seat": caller, "round": 1}
    assert s.caller == caller
    others = [(caller + i) % players for i in range(1, players)]
    assert R.public_view(s, 0)["last_turns"] == others
    act(s, caller, "draw")
    act(s, caller, "throw")
    assert R.public_view(s, 0)["last_turns"] == others
    seats = _play_out(s)
    assert seats == others  # in seat order, and the caller gets none
    assert s.phase == "reveal"
    assert s.result["caller"] == caller


def test_last_turns_shrinks_as_seats_play() -> None:
    s = new(players=4, first=1)
    act(s, 1, "call")
    act(s, 1, "draw")
    act(s, 1, "throw")
    assert R.public_view(s, 0)["last_turns"] == [2, 3, 0]
    act(s, 2, "draw")
    assert R.public_view(s, 0)["last_turns"] == [2, 3, 0]
    act(s, 2, "throw")
    assert R.public_view(s, 0)["last_turns"] == [3, 0]


def test_call_at_the_start_still_draws_or_takes() -> None:
    s = new([[1, 2, 3, 4], [5, 6, 7, 8]], pile=0, draws=[9], turn_time=30, now=1000)
    assert R.deadline(s) == 31_000
    act(s, 0, "call", now=20_000)
    assert s.step == "start" and s.turn_seat == 0
    assert R.deadline(s) == 31_000  # calling does not restart the timer
    assert R.legal_actions(s, 0) == (("draw",), ("take",))
    illegal(s, 0, ("call",), "already_called")
    illegal(s, 0, ("throw",), "illegal_action")
    act(s, 0, "take", now=21_000)
    act(s, 0, "replace", 3, now=21_000)
    assert s.turn_seat == 1


@pytest.mark.parametrize("held", [5, S, P, D])
def test_call_while_holding_a_drawn_card(held: int) -> None:
    s = new([[1, 2, 3, 4], [5, 6, 7, 8]], pile=0, draws=[held, 9])
    act(s, 0, "draw", now=100)
    deadline = R.deadline(s)
    legal_before = set(R.legal_actions(s, 0))
    assert ("call",) in legal_before
    act(s, 0, "call", now=200)
    assert s.held == held and s.step == "hold"
    assert R.deadline(s) == deadline
    assert set(R.legal_actions(s, 0)) == legal_before - {("call",)}
    act(s, 0, "throw")
    assert s.turn_seat == 1 and s.caller == 0


def test_call_while_holding_a_pile_card() -> None:
    s = new([[1, 2, 3, 4], [5, 6, 7, 8]], pile=0)
    act(s, 0, "take")
    act(s, 0, "call")
    assert s.caller == 0
    act(s, 0, "replace", 0)
    assert s.turn_seat == 1


def test_call_during_a_double_chain() -> None:
    s = new([[1, 2, 3, 4], [5, 6, 7, 8]], pile=0, draws=[D, 7, 8])
    act(s, 0, "draw")
    act(s, 0, "double")
    act(s, 0, "call")
    act(s, 0, "throw")
    assert s.held == 8 and s.turn_seat == 0  # the turn runs to its end
    act(s, 0, "throw")
    assert s.turn_seat == 1


def test_nobody_else_may_call_and_calls_only_in_ones_own_turn() -> None:
    s = new(players=3, first=0)
    illegal(s, 1, ("call",), "not_your_turn")
    act(s, 0, "call")
    act(s, 0, "draw")
    act(s, 0, "throw")
    assert ("call",) not in R.legal_actions(s, 1)
    assert "call" not in R.seat_view(s, 1, 0)["legal"]
    illegal(s, 1, ("call",), "already_called")
    act(s, 1, "draw")
    illegal(s, 1, ("call",), "already_called")


def test_call_is_not_possible_during_the_opening_look() -> None:
    s = new(players=2, ready=False)
    illegal(s, 0, ("call",), "wrong_phase")
    illegal(s, s.turn_seat, ("call",), "wrong_phase")


def test_a_timed_out_turn_counts_as_the_last_turn() -> None:
    s = new(players=3, first=0, rounds=1, turn_time=10)
    act(s, 0, "call")
    act(s, 0, "draw")
    act(s, 0, "throw", now=1)
    events = act(s, None, "timeout", now=R.deadline(s))
    assert "timed_out" in types(events)
    assert s.turn_seat == 2
    act(s, 2, "take", now=10_001)
    act(s, None, "timeout", now=R.deadline(s))  # holding a pile card: back onto the pile
    assert s.phase == "reveal"


def test_a_round_nobody_calls_ends_after_30_turns_per_seat() -> None:
    s = new(players=3, first=1, rounds=1)
    seats = _play_out(s)
    assert len(seats) == 90
    assert [seats.count(seat) for seat in range(3)] == [30, 30, 30]
    assert seats[:4] == [1, 2, 0, 1]
    assert s.phase == "reveal" and s.result["caller"] is None


def test_a_call_on_the_last_turn_before_the_limit_still_gives_the_others_a_turn() -> None:
    s = new(players=3, first=0, rounds=1)
    for _ in range(89):
        act(s, s.turn_seat, "draw")
        act(s, s.turn_seat, "throw")
    assert s.turn_seat == 2 and s.turn_number == 89
    act(s, 2, "call")
    act(s, 2, "draw")
    act(s, 2, "throw")
    assert s.phase == "turn" and s.turn_seat == 0
    assert _play_out(s) == [0, 1]
    assert s.phase == "reveal" and s.result["caller"] == 2


def test_the_caller_can_still_play_after_the_limit_passes_for_others() -> None:
    # a call before the limit: the others' last turns may go past 30 turns per seat
    s = new(players=2, first=0, rounds=1)
    for _ in range(59):
        act(s, s.turn_seat, "draw")
        act(s, s.turn_seat, "throw")
    assert s.turn_seat == 1
    act(s, 1, "call")
    act(s, 1, "draw")
    act(s, 1, "throw")
    assert s.turn_seat == 0 and s.turn_number == 60
    act(s, 0, "draw")
    act(s, 0, "throw")
    assert s.phase == "reveal" and s.turn_number == 61
