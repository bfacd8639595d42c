"""The reveal between rounds, and after the last round before the result (ruling 22)."""

from __future__ import annotations

from typing import Any

import pytest

from duckdown.engine.duck_down.state import REVEAL_MS

from .helpers import R, S, act, end_reveal, illegal, new, snap, types

ROWS = [[1, S, 2, 3], [4, 5, 6, 7], [0, 0, 9, 9]]


def _to_reveal(s: Any, now: int = 0) -> list[Any]:
    """Seat 0 calls; everyone draws and throws until the round ends. The last turn's events."""
    act(s, 0, "call", now=now)
    events: list[Any] = []
    while s.phase == "turn":
        act(s, s.turn_seat, "draw", now=now)
        events = act(s, s.turn_seat, "throw", now=now)
    return events


def _game(rounds: int = 3, **options: Any) -> Any:
    return new(ROWS, pile=0, draws=[1, 1, 1, 8], rounds=rounds, **options)


def test_a_round_ends_in_the_reveal_with_every_row_face_up_and_the_scores() -> None:
    s = _game(keep_known=False)
    events = _to_reveal(s, now=5_000)
    assert types(events)[-1] == "round_ended"  # and nothing after it: no deal yet
    assert s.phase == "reveal" and s.round == 1
    rows = [[1, 8, 2, 3], [4, 5, 6, 7], [0, 0, 9, 9]]  # the Swap replaced by the deck's 8
    public = R.public_view(s, 5_000)
    assert public["phase"] == "reveal"
    assert public["rows"] == rows
    for seat in range(3):
        view = R.seat_view(s, seat, 5_000)
        assert view["rows"] == rows and view["eye"] == []
        assert view["legal"] == ["ready"]
    result = public["result"]
    assert result["replaced"] == [{"seat": 0, "slot": 1, "drawn": [8]}]
    assert result["points"] == [14, 22, 18] and result["scores"] == [14, 22, 18]
    assert public["totals"] == [14, 22, 18]
    assert public["ready"] == [False, False, False]
    assert public["to_act"] == R.seats_to_act(s) == [0, 1, 2]
    assert public["turn"] is None and public["held"] is None
    assert public["deadline"] == R.deadline(s) == 5_000 + REVEAL_MS == 35_000
    assert R.view_expiry(s, 5_000) is None


def test_the_next_round_is_dealt_when_every_seat_is_ready() -> None:
    s = _game()
    _to_reveal(s, now=1_000)
    assert types(act(s, 2, "ready", now=2_000)) == ["ready"]
    assert types(act(s, 0, "ready", now=3_000)) == ["ready"]
    assert s.phase == "reveal" and R.seats_to_act(s) == [1]
    assert R.public_view(s, 3_000)["ready"] == [True, False, True]
    assert R.legal_actions(s, 0) == () and R.legal_actions(s, 1) == (("ready",),)
    events = act(s, 1, "ready", now=4_000)
    assert types(events) == ["ready", "round_started"]
    started = {"type": "round_started", "round": 2, "rounds": 3, "first_seat": 1}
    assert events[1].view(None) == started
    assert s.phase == "peek" and s.round == 2
    assert R.public_view(s, 4_000)["result"] is None  # the reveal is over
    assert R.deadline(s) == 4_000 + 10_000  # the opening look's own time starts now


def test_in_the_reveal_the_only_action_is_ready_and_only_once() -> None:
    s = _game()
    _to_reveal(s)
    err = illegal(s, 0, ("draw",), "wrong_phase")
    assert err.message == "during the reveal the only action is ready"
    illegal(s, 1, ("call",), "wrong_phase")
    act(s, 1, "ready")
    illegal(s, 1, ("ready",), "already_ready")
    illegal(s, 1, ("ready",), "already_ready")
    illegal(s, 5, ("ready",), "bad_seat")
    illegal(s, 0, ("timeout",), "not_allowed")


def test_after_30_s_of_game_time_the_reveal_ends_as_if_everyone_were_ready() -> None:
    timed, readied = _game(), _game()
    for s in (timed, readied):
        _to_reveal(s, now=7_000)
        act(s, 0, "ready", now=8_000)
    deadline = 7_000 + REVEAL_MS
    assert R.deadline(timed) == deadline
    illegal(timed, None, ("timeout",), "not_due", now=deadline - 1)
    events = act(timed, None, "timeout", now=deadline)
    assert events[0].view(None) == {"type": "timed_out", "seat": None, "step": "reveal"}
    assert types(events) == ["timed_out", "round_started"]
    for seat in (1, 2):
        act(readied, seat, "ready", now=deadline)
    assert snap(timed) == snap(readied)  # the same deal, the same clock


def test_the_clock_is_game_time_the_reveal_waits_while_the_table_stands_still() -> None:
    """The deadline is a point in the table's game time, the clock that ruling 18's pause
    stops (tests/host/test_reveal.py runs it in a host): a timeout is due only once the game
    time given to the engine reaches it, however much time passed outside the game."""
    s = _game()
    _to_reveal(s, now=0)
    for now in (0, 10_000, REVEAL_MS - 1):
        illegal(s, None, ("timeout",), "not_due", now=now)
        assert R.deadline(s) == REVEAL_MS
    act(s, None, "timeout", now=REVEAL_MS)
    assert s.phase == "peek"


@pytest.mark.parametrize("ready_seats", [0, 1, 2])
def test_bots_and_absent_seats_are_ready_at_once(ready_seats: int) -> None:
    s = _game()
    _to_reveal(s)
    for seat in range(ready_seats):
        act(s, seat, "ready")
    for seat in range(3):
        ready = seat < ready_seats
        assert R.absent_action(s, seat) == (None if ready else ("ready",))
        assert R.instant(s, seat) is True  # a bot's ready is played as soon as it comes
        assert R.fallback_action(s, seat) == (None if ready else ("ready",))


def test_absent_seats_alone_deal_the_next_round() -> None:
    s = _game()
    _to_reveal(s)
    act(s, 1, "ready")  # the one present player
    for seat in R.seats_to_act(s):
        action = R.absent_action(s, seat)
        assert action == ("ready",)
        R.apply(s, seat, action, 0)
    assert s.phase == "peek" and s.round == 2


def test_after_the_last_round_the_reveal_comes_before_the_result() -> None:
    s = _game(rounds=1)
    events = _to_reveal(s, now=100)
    assert "game_ended" not in types(events)
    assert s.phase == "reveal" and not R.is_over(s)
    view = R.public_view(s, 100)
    assert view["winners"] is None and view["result"]["scores"] == [14, 22, 18]
    assert R.deadline(s) == 100 + REVEAL_MS
    act(s, 0, "ready")
    act(s, 2, "ready")
    assert not R.is_over(s)
    events = act(s, 1, "ready", now=200)
    assert types(events) == ["ready", "game_ended"]
    assert events[1].view(None) == {"type": "game_ended", "totals": [14, 22, 18], "winners": [0]}
    assert R.is_over(s) and s.winners == [0]
    over = R.public_view(s, 200)
    assert over["phase"] == "over" and over["deadline"] is None and over["ready"] is None
    assert over["result"]["round"] == 1  # the last reveal stays with the result
    assert over["rows"] == view["rows"]


def test_the_last_reveal_times_out_into_the_result() -> None:
    s = _game(rounds=1)
    _to_reveal(s)
    events = act(s, None, "timeout", now=R.deadline(s))
    assert types(events) == ["timed_out", "game_ended"]
    assert R.is_over(s) and R.deadline(s) is None and R.seats_to_act(s) == []


def test_a_round_ended_by_an_empty_deck_is_revealed_too() -> None:
    s = new([[S] * 4, [S] * 4], pile=1, draws=[2, 1], rounds=2, deck={"1": 2, "2": 1, "swap": 8})
    act(s, 0, "call")
    act(s, 0, "take")
    act(s, 0, "replace", 0)
    act(s, 1, "draw")
    act(s, 1, "replace", 0)
    assert s.phase == "reveal" and s.result["exhausted"] is True
    end_reveal(s)
    assert s.phase == "peek" and s.round == 2


def test_the_reveal_survives_the_json_round_trip() -> None:
    s = _game()
    _to_reveal(s, now=50)
    act(s, 2, "ready", now=60)
    restored = R.state_from_json(R.state_to_json(s))
    assert snap(restored) == snap(s)
    assert R.seat_view(restored, 0, 60) == R.seat_view(s, 0, 60)
    for state in (s, restored):
        end_reveal(state, now=70)
    assert snap(restored) == snap(s)
