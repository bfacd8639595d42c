"""Rulings 21-27: the reveal, round scores, halving, modes, between rounds, who begins, winning."""

from __future__ import annotations

from typing import Any

import pytest

from duckdown.engine.dutch.scoring import (
    add_and_halve,
    allowed_modes,
    game_over,
    next_first,
    round_scores,
    winners,
)

from .helpers import R, act, event, illegal, new, order

ROWS = ["AS 2H KH KD", "5S 6H 7D 8C"]  # seat 0's row is worth 3, seat 1's 26


def play_round(s: Any, caller: int | None = None) -> list[Any]:
    """Every turn draws and discards (skipping powers); `caller` calls on its first turn, and
    with None the round runs its 30 turns per seat. Returns the round's events."""
    events: list[Any] = []
    now = s.win_opened
    while s.phase == "turn":
        now = max(now, s.deadline or now)
        if s.step in ("wait", "ending"):
            events += act(s, None, "timeout", now=now)
            continue
        seat = s.turn_seat
        events += act(s, seat, "draw", now=now)
        events += act(s, seat, "discard", now=now)
        if s.step == "power":
            events += act(s, seat, "skip", now=now)
        if s.step == "end":
            events += act(s, seat, "dutch" if seat == caller else "end", now=now)
    return events


def look(s: Any) -> None:
    for seat in range(s.n):
        act(s, seat, "choose", 0, now=s.deadline - 15_000)
        act(s, seat, "choose", 1, now=s.deadline - 15_000)
        act(s, seat, "ready", now=s.deadline - 15_000)


def test_r21_all_cards_are_turned_over_and_a_row_scores_the_sum_of_its_values() -> None:
    s = new(ROWS, pile="9C", draws="10C 10D")
    events = play_round(s, caller=0)
    result = event(events, "round_ended")
    assert result["rows"][0] == ["AS", "2H", "KH", "KD", None, None, None, None]
    assert result["points"] == [3, 5 + 6 + 7 + 8]
    assert R.public_view(s, 0)["rows"] == result["rows"]  # face up for everyone
    assert s.known[0][:4] == [0b11] * 4


@pytest.mark.parametrize(
    ("points", "caller", "scores"),
    [
        ([5, 5, 9], 0, [0, 5, 9]),  # 5 or less, a tie for the lowest is fine
        ([3, 2, 9], 0, [6, 2, 9]),  # another row is lower: doubled
        ([6, 9, 9], 0, [12, 9, 9]),  # more than 5: doubled
        ([0, 0], 1, [0, 0]),
        ([7, 3], None, [7, 3]),  # nobody called: everyone scores their row
    ],
)
def test_r22_the_caller_scores_0_or_double(
    points: list[int], caller: int | None, scores: list[int]
) -> None:
    assert round_scores(points, caller) == scores


def test_r22_a_caller_who_is_undercut_doubles_in_play() -> None:
    s = new(["5S 6H 7D 8C", "AS 2H KH KD"], pile="9C", draws="10C 10D")
    result = event(play_round(s, caller=0), "round_ended")
    assert result["scores"] == [52, 3] and result["caller_zero"] is False
    assert s.totals == [52, 3]


def test_r23_a_total_of_exactly_50_100_or_200_is_halved_once() -> None:
    assert add_and_halve([40, 90, 150, 100], [10, 10, 50, 0]) == (
        [25, 50, 100, 100],  # 100 halved to 50 stays 50; a round score of 0 halves nothing
        [[0, 50, 25], [1, 100, 50], [2, 200, 100]],
    )
    assert add_and_halve([45], [6]) == ([51], [])


def test_r23_round_ended_carries_the_halvings_and_the_view_shows_them() -> None:
    s = new(ROWS, pile="9C", draws="10C 10D")
    s.totals = [0, 74]  # seat 1 scores 26: 100, halved to 50
    result = event(play_round(s, caller=0), "round_ended")
    assert result["halvings"] == [{"seat": 1, "from": 100, "to": 50}]
    assert result["totals"] == [0, 50] == s.totals
    assert R.public_view(s, 0)["halvings"] == [[{"seat": 1, "from": 100, "to": 50}]]


def test_r24_modes_fixed_rounds_end_after_them_points_after_a_total_exceeds_the_target() -> None:
    assert not game_over("5_rounds", 4, [500, 0]) and game_over("5_rounds", 5, [0, 0])
    assert game_over("1_round", 1, [0, 0])
    assert not game_over("100_points", 3, [100, 7])  # exactly the target is not more than it
    assert game_over("100_points", 3, [101, 7])
    assert game_over("200_points", 50, [0, 0])  # no game lasts more than 50 rounds
    assert not game_over("200_points", 49, [0, 0])


def test_r24_a_one_round_game_ends_after_its_round() -> None:
    s = new(ROWS, pile="9C", draws="10C 10D", mode="1_round")
    events = play_round(s, caller=0)
    assert s.phase == "over" and R.is_over(s) and R.deadline(s) is None
    assert event(events, "game_ended") == {
        "type": "game_ended",
        "rounds": 1,
        "totals": [0, 26],
        "winners": [0],
    }


def test_r24_a_points_game_ends_when_a_total_after_halving_exceeds_the_target() -> None:
    s = new(ROWS, pile="9C", draws="10C 10D", mode="50_points")
    s.totals = [0, 24]  # 24 + 26 = 50: halved to 25, the game goes on
    play_round(s, caller=0)
    assert s.phase == "between" and s.totals == [0, 25]
    s2 = new(ROWS, pile="9C", draws="10C 10D", mode="50_points")
    s2.totals = [0, 25]  # 51: over
    play_round(s2, caller=0)
    assert s2.phase == "over" and s2.winners == [0]


def test_r25_results_are_shown_until_the_owner_deals_or_for_30_s() -> None:
    s = new(ROWS, pile="9C", draws="10C 10D")
    play_round(s, caller=0)
    end = s.deadline - 30_000
    assert s.phase == "between" and R.seats_to_act(s) == [] and R.may_act(s) == []
    assert R.public_view(s, end)["result"]["scores"] == [0, 26]
    assert R.legal_actions(s, -1)[0] == ("deal",)
    illegal(s, 0, ("draw",), "wrong_phase", now=end)
    illegal(s, 0, ("deal",), "wrong_phase", now=end)  # a seat is not the owner
    illegal(s, None, ("timeout",), "not_due", now=end + 29_999)
    events = act(s, None, "timeout", now=end + 30_000)
    assert event(events, "round_started")["round"] == 2 and s.phase == "look"
    s2 = new(ROWS, pile="9C", draws="10C 10D")
    play_round(s2, caller=0)
    act(s2, -1, "deal", now=s2.deadline - 20_000)
    assert s2.round == 2 and s2.phase == "look"
    illegal(s2, -1, ("deal",), "wrong_phase")


def test_r25_the_owner_changes_the_mode_within_its_limits() -> None:
    assert allowed_modes("100_points", 1, [30, 40]) == [
        "5_rounds",
        "50_points",
        "200_points",
    ]  # never 1 round once a round is done
    assert allowed_modes("100_points", 5, [120, 30]) == ["200_points"]
    assert allowed_modes("5_rounds", 2, [51, 0]) == ["100_points", "200_points"]
    s = new(ROWS, pile="9C", draws="10C 10D")
    s.totals = [0, 40]
    play_round(s, caller=0)  # totals 0, 66
    assert R.public_view(s, 0)["owner"] == [
        {"type": "deal"},
        {"type": "mode", "mode": "5_rounds"},
        {"type": "mode", "mode": "200_points"},
    ]
    illegal(s, -1, ("mode", "50_points"), "mode_not_allowed")  # 66 already exceeds 50
    illegal(s, -1, ("mode", "100_points"), "mode_not_allowed")  # the mode it is
    events = act(s, -1, "mode", "5_rounds")
    assert event(events, "mode_changed") == {"type": "mode_changed", "mode": "5_rounds"}
    view = R.public_view(s, 0)
    assert (view["mode"], view["rounds"], view["target"]) == ("5_rounds", 5, None)
    assert s.phase == "between"  # a change never ends the game by itself
    illegal(s, 0, ("mode", "200_points"), "wrong_phase")  # a seat is not the owner
    act(s, -1, "deal")
    illegal(s, -1, ("mode", "200_points"), "wrong_phase")  # between rounds only


def test_r26_who_begins_round_1_by_the_seeded_rng_then_by_the_mode() -> None:
    for first in range(3):
        assert new([*ROWS, "3S 4H 5D 6C"], first=first, look=False).first_seat == first
    # a points game: the most scored last round; ties go in seat order from last round's first
    assert next_first("100_points", 0, [3, 9, 9]) == 1
    assert next_first("100_points", 2, [3, 9, 9]) == 2
    assert next_first("100_points", 2, [9, 3, 3]) == 0
    # a fixed-round game: the seat after last round's first
    assert next_first("5_rounds", 2, [9, 3, 0]) == 0


def test_r26_in_a_points_game_the_highest_scorer_begins_the_next_round() -> None:
    s = new(ROWS, pile="9C", draws="10C 10D", more=[order(ROWS, "9C", "10C 10D")])
    play_round(s, caller=0)  # scores 0, 26
    act(s, -1, "deal", now=s.deadline)
    assert s.first_seat == 1 and s.turn_seat == 1
    look(s)
    s2 = new(ROWS, pile="9C", draws="10C 10D", mode="5_rounds")
    play_round(s2, caller=0)
    act(s2, -1, "deal", now=s2.deadline)
    assert s2.first_seat == 1


def test_r27_the_lowest_total_wins_and_ties_share() -> None:
    assert winners([12, 3, 3, 40]) == [1, 2]
    assert winners([0, 1]) == [0]
