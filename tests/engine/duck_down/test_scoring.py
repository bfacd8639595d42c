"""Scoring (ruling 13), the game's end and its winners (rulings 14-15)."""

from __future__ import annotations

import pytest

from .helpers import R, S, act, end_reveal, illegal, new, types


def _round(s: object, caller: int | None = 0, *, reveal: bool = True) -> list[object]:
    """Seat `caller` calls at once; every turn draws and throws; with `reveal`, everyone is
    ready in the reveal. Returns the last turn's events and the reveal's."""
    events: list[object] = []
    if caller is not None:
        assert s.turn_seat == caller  # type: ignore[attr-defined]
        act(s, caller, "call")
    while s.phase == "turn":  # type: ignore[attr-defined]
        act(s, s.turn_seat, "draw")  # type: ignore[attr-defined]
        events = act(s, s.turn_seat, "throw")  # type: ignore[attr-defined]
    return events + end_reveal(s) if reveal else events


@pytest.mark.parametrize(
    ("caller_row", "other_row", "penalty"),
    [
        ([1, 2, 3, 4], [1, 2, 3, 4], 0),  # a tie is good enough for the caller
        ([1, 2, 3, 5], [1, 2, 3, 4], 7),  # strictly fewer: penalty
        ([1, 2, 3, 3], [1, 2, 3, 4], 0),
    ],
)
def test_call_penalty_applies_only_if_another_seat_has_strictly_fewer(
    caller_row: list[int], other_row: list[int], penalty: int
) -> None:
    s = new([caller_row, other_row], pile=0, draws=[0, 0], rounds=1, call_penalty=7)
    events = _round(s)
    ended = next(e for e in events if e.type == "round_ended").view(None)
    points = [sum(caller_row), sum(other_row)]
    assert ended["points"] == points
    assert ended["penalty"] == penalty
    assert ended["scores"] == [points[0] + penalty, points[1]]
    assert s.totals == ended["scores"] == ended["totals"]


def test_penalty_counts_any_other_seat_with_fewer() -> None:
    rows = [[2, 2, 2, 2], [3, 3, 3, 3], [1, 1, 1, 1]]
    s = new(rows, pile=0, draws=[0, 0, 0], rounds=1, call_penalty=5)
    _round(s)
    assert s.scores == [[13, 12, 4]]


def test_no_penalty_by_default() -> None:
    s = new([[9, 9, 9, 9], [0, 0, 0, 0]], pile=1, draws=[1, 1], rounds=1)
    _round(s)
    assert s.scores == [[36, 0]] and s.result["penalty"] == 0


def test_penalty_is_counted_after_replacement() -> None:
    # before replacement the caller has 0, after it 9 + 9: more than the other seat's 4
    s = new([[0, 0, S, S], [1, 1, 1, 1]], pile=2, draws=[2, 2, 9, 9], rounds=1, call_penalty=3)
    _round(s)
    assert s.result["points"] == [18, 4]
    assert s.result["penalty"] == 3
    assert s.scores == [[21, 4]]
    # and the other way round: the other seat's special is replaced by a high card
    s = new([[1, 1, 1, 1], [0, 0, 0, S]], pile=2, draws=[2, 2, 8], rounds=1, call_penalty=3)
    _round(s)
    assert s.result["points"] == [4, 8] and s.result["penalty"] == 0


def test_a_round_nobody_calls_has_no_penalty() -> None:
    s = new([[9, 9, 9, 9], [0, 0, 0, 0]], pile=1, rounds=1, call_penalty=50)
    _round(s, caller=None)
    assert s.result["caller"] is None and s.result["penalty"] == 0
    assert s.scores == [[36, 0]]


def test_totals_add_up_over_rounds_and_the_lowest_total_wins() -> None:
    s = new(
        [[1, 1, 1, 1], [2, 2, 2, 2]],
        pile=0,
        draws=[0, 0],
        rounds=2,
        more=[[5, 5, 5, 5, 0, 0, 0, 0, 1, 1, 1]],
    )
    _round(s, reveal=False)
    assert s.scores == [[4, 8]] and s.totals == [4, 8]
    assert s.round == 1 and s.phase == "reveal" and s.winners is None
    assert R.public_view(s, 0)["result"]["scores"] == [4, 8]
    end_reveal(s)
    assert s.round == 2 and s.phase == "peek"
    assert R.public_view(s, 0)["result"] is None  # shown until the next round is dealt
    for seat in range(2):
        act(s, seat, "ready")
    assert s.first_seat == 1
    events = _round(s, caller=1)
    assert s.scores == [[4, 8], [20, 0]]
    assert s.totals == [24, 8]
    assert types(events)[-4:] == ["round_ended", "ready", "ready", "game_ended"]
    assert events[-1].view(None) == {"type": "game_ended", "totals": [24, 8], "winners": [1]}
    assert R.is_over(s) and s.winners == [1]
    view = R.public_view(s, 0)
    assert view["phase"] == "over" and view["winners"] == [1] and view["totals"] == [24, 8]
    assert view["turn"] is None and view["deadline"] is None


def test_tied_players_share_the_win() -> None:
    rows = [[1, 2, 3, 4], [4, 3, 2, 1], [9, 9, 9, 9]]
    s = new(rows, pile=0, draws=[0, 0, 0], rounds=1)
    _round(s)
    assert s.winners == [0, 1]
    assert R.public_view(s, 0)["winners"] == [0, 1]


def test_nothing_is_legal_after_the_game_ends() -> None:
    s = new([[1, 1, 1, 1], [2, 2, 2, 2]], pile=0, draws=[0, 0], rounds=1)
    _round(s)
    assert R.is_over(s)
    assert R.seats_to_act(s) == []
    assert R.deadline(s) is None
    for seat in range(2):
        assert R.legal_actions(s, seat) == ()
        assert R.seat_view(s, seat, 0)["legal"] == []
        for action in [("draw",), ("ready",), ("call",)]:
            illegal(s, seat, action, "game_over")
    illegal(s, None, ("timeout",), "not_due", now=10**12)
