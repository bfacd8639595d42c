"""The deal and the opening look (rulings 2-4), and who begins each round (ruling 14)."""

from __future__ import annotations

from collections import Counter

import pytest

from .helpers import (
    R,
    S,
    act,
    cards_in_play,
    composition,
    config,
    deck_top,
    illegal,
    new,
    seed_with_first,
    types,
)


def test_fixed_deck_order_is_dealt_seat_by_seat_then_pile_then_draws() -> None:
    rows = [[1, 2, 3, 4], [5, 6, 7, 8], [0, 0, 9, 9]]
    s = new(rows, pile=6, draws=[7, S, 1], ready=False)
    assert s.rows == rows
    assert s.pile == [6]
    assert deck_top(s, 3) == [7, S, 1]
    assert len(s.deck) == 66 - 12 - 1
    assert cards_in_play(s) == composition(s)
    act(s, 0, "ready")
    act(s, 1, "ready")
    act(s, 2, "ready")
    act(s, 0, "draw")
    assert s.held == 7


@pytest.mark.parametrize("players", range(2, 9))
def test_every_seat_gets_four_cards_and_knows_its_outer_slots(players: int) -> None:
    s = R.new_game(config(), players, 3)
    assert len(s.rows) == players and all(len(row) == 4 for row in s.rows)
    assert len(s.pile) == 1
    assert len(s.deck) == 66 - 4 * players - 1
    assert cards_in_play(s) == composition(s)
    for seat in range(players):
        assert s.known[seat] == [1 << seat, 0, 0, 1 << seat]  # slots 0 and 3 (ruling 2)


def test_opening_look_shows_own_outer_slots_until_ready() -> None:
    rows = [[1, 2, 3, 4], [5, 6, 7, 8]]
    s = new(rows, pile=0, ready=False)
    assert s.phase == "peek"
    v0 = R.seat_view(s, 0, 0)
    assert v0["rows"] == [[1, None, None, 4], [None, None, None, None]]
    assert R.seat_view(s, 1, 0)["rows"] == [[None] * 4, [5, None, None, 8]]
    assert R.public_view(s, 0)["rows"] == [[None] * 4, [None] * 4]
    assert R.public_view(s, 0)["ready"] == [False, False]
    assert R.seats_to_act(s) == [0, 1]
    events = act(s, 0, "ready")
    assert [e.view(None) for e in events] == [{"type": "ready", "seat": 0}]
    assert R.seat_view(s, 0, 0)["rows"][0] == [None] * 4  # ready: the look is over for seat 0
    assert R.seat_view(s, 1, 0)["rows"][1] == [5, None, None, 8]
    assert R.seats_to_act(s) == [1]
    assert R.public_view(s, 0)["ready"] == [True, False]
    events = act(s, 1, "ready", now=300)
    assert types(events) == ["ready", "peek_ended", "turn_started"]
    assert s.phase == "turn"
    assert R.seat_view(s, 1, 300)["rows"][1] == [None] * 4
    assert R.public_view(s, 300)["ready"] is None
    assert R.deadline(s) == 300 + 60_000


def test_opening_look_ends_when_peek_time_runs_out() -> None:
    s = new([[1, 2, 3, 4], [5, 6, 7, 8]], pile=0, ready=False, peek_time=4, now=1000)
    act(s, 0, "ready", now=1500)
    assert R.deadline(s) == 5000
    illegal(s, None, ("timeout",), "not_due", now=4999)
    events = act(s, None, "timeout", now=5000)
    assert types(events) == ["timed_out", "peek_ended", "turn_started"]
    assert s.phase == "turn"
    assert R.seat_view(s, 1, 5000)["rows"][1] == [None] * 4
    assert s.known[1] == [2, 0, 0, 2]  # the look was seeing: the seat still knows them


def test_peek_phase_without_limit_waits_for_everyone() -> None:
    s = new([[1, 2, 3, 4], [5, 6, 7, 8]], pile=0, ready=False, peek_time=0)
    assert R.deadline(s) is None
    illegal(s, None, ("timeout",), "not_due", now=10**9)
    act(s, 1, "ready")
    assert s.phase == "peek"
    act(s, 0, "ready")
    assert s.phase == "turn"


def test_only_ready_is_legal_during_the_opening_look() -> None:
    s = new([[1, 2, 3, 4], [5, 6, 7, 8]], pile=0, ready=False)
    assert R.legal_actions(s, 0) == (("ready",),)
    for action in [("draw",), ("take",), ("call",), ("replace", 0), ("ready", 1)]:
        illegal(s, 0, action, "wrong_phase")
    act(s, 0, "ready")
    assert R.legal_actions(s, 0) == ()
    illegal(s, 0, ("ready",), "already_ready")
    illegal(s, 2, ("ready",), "bad_seat")
    illegal(s, -1, ("ready",), "bad_seat")


def test_a_special_may_start_the_pile_and_cannot_be_taken() -> None:
    s = new([[1, 2, 3, 4], [5, 6, 7, 8]], pile=S)
    assert s.pile == [S]
    assert R.legal_actions(s, 0) == (("draw",), ("call",))
    assert R.seat_view(s, 0, 0)["legal"] == ["draw", "call"]
    illegal(s, 0, ("take",), "illegal_action")
    assert R.public_view(s, 0)["pile"] == ["swap"]


def test_first_seat_comes_from_the_seeded_rng() -> None:
    for players in (2, 5, 8):
        firsts = {R.new_game(config(), players, seed).first_seat for seed in range(80)}
        assert firsts == set(range(players))
        for seat in range(players):
            s = R.new_game(config(), players, seed_with_first(players, seat))
            assert s.first_seat == seat == s.turn_seat
    assert R.new_game(config(), 4, 12345).first_seat == R.new_game(config(), 4, 12345).first_seat


def _end_round_by_call(s: object, now: int = 0) -> None:
    """The turn seat calls; everyone plays by timeouts until the round is over."""
    act(s, s.turn_seat, "call", now=now)  # type: ignore[attr-defined]
    while s.phase == "turn":  # type: ignore[attr-defined]
        act(s, None, "timeout", now=R.deadline(s))
    act(s, None, "timeout", now=R.deadline(s))  # the reveal's 30 s


def test_each_round_is_begun_by_the_next_seat_round_the_table() -> None:
    s = new(players=3, first=2, rounds=5)
    seen = [s.first_seat]
    while not R.is_over(s):
        _end_round_by_call(s, R.deadline(s) or 0)
        if R.is_over(s):
            break
        seen.append(s.first_seat)
        assert s.turn_seat == s.first_seat
        for seat in range(3):
            act(s, seat, "ready", now=R.deadline(s) - 1)
        assert s.turn_seat == s.first_seat
    assert seen == [2, 0, 1, 2, 0]
    assert len(s.scores) == 5


def test_every_round_starts_from_the_whole_deck() -> None:
    # round 1 sets nothing aside that round 2 misses: rows hold specials that get replaced
    s = new([[S, S, S, S], [S, S, S, S]], pile=1, draws=[2, 3], rounds=2)
    _end_round_by_call(s)
    assert s.round == 2
    assert s.phase == "peek"
    assert cards_in_play(s) == composition(s)
    assert Counter(card for row in s.rows for card in row) + Counter(s.deck) + Counter(
        s.pile
    ) == Counter(config().cards())
    assert s.known == [[1, 0, 0, 1], [2, 0, 0, 2]]


def test_second_fixed_order_applies_to_the_second_deal() -> None:
    rows2 = [[9, 9, 9, 9], [0, 0, 0, 0]]
    s = new(
        [[1, 2, 3, 4], [5, 6, 7, 8]],
        pile=0,
        rounds=2,
        more=[[*rows2[0], *rows2[1], 3, 4]],
    )
    _end_round_by_call(s)
    assert s.round == 2
    assert s.rows == rows2
    assert s.pile == [3]
    assert deck_top(s) == [4]


def test_opening_events_announce_the_first_deal_like_later_deals() -> None:
    """The host publishes round 1's round_started from the ruleset, as apply does later."""
    s = R.new_game(config(peek_time=0, turn_time=0), 2, 7, rounds=3)
    opening = [e.view(None) for e in R.opening_events(s)]
    assert opening == [
        {"type": "round_started", "round": 1, "rounds": 3, "first_seat": s.first_seat}
    ]
    # the shape matches the event the second deal emits
    later: list[dict[str, object]] = []
    while s.round == 1:
        seat = R.seats_to_act(s)[0]
        legal = R.legal_actions(s, seat)
        move = ("call",) if ("call",) in legal else legal[0]
        later += [e.view(None) for e in R.apply(s, seat, move, 0)]
    started = [e for e in later if e["type"] == "round_started"]
    assert started == [
        {
            "type": "round_started",
            "round": 2,
            "rounds": 3,
            "first_seat": 1 - opening[0]["first_seat"],
        }
    ]
    # once play has begun there is nothing left to open
    assert R.opening_events(s) == []
