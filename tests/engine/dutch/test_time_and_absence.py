"""Rulings 28-30: the draw pile running out, every timeout, absent seats."""

from __future__ import annotations

from .helpers import R, act, begin, event, illegal, names, new, row, types

ROWS = ["AS 2H 3D 4C", "5S 6H 7D 8C"]


def _pile_everything(s: object) -> None:
    """Move the draw pile onto the pile, under its top card (cards stay conserved)."""
    top = s.pile.pop()  # type: ignore[attr-defined]
    s.pile.extend(reversed(s.draw))  # type: ignore[attr-defined]
    s.pile.append(top)  # type: ignore[attr-defined]
    s.draw = []  # type: ignore[attr-defined]


def test_r28_an_empty_draw_pile_is_refilled_from_the_pile_under_its_top_card() -> None:
    s = new(ROWS, pile="5C")
    _pile_everything(s)
    size = len(s.pile)
    events = act(s, 0, "draw", now=2100)
    assert event(events, "reshuffled") == {"type": "reshuffled", "draw": size - 1}
    assert names(s.pile) == ["5C"] and len(s.draw) == size - 2 and s.gen == 1
    R.check(s)
    act(s, 0, "replace", 3, now=2200)
    assert s.origin[0][3] == 1  # a card of the reshuffle: dealt again only among its own kind


def test_r28_with_nothing_to_draw_a_start_can_only_take_or_pass() -> None:
    s = new(ROWS, pile="5C")
    s.draw = []  # ruling 28's safeguard: a state no real deck reaches
    assert R.legal_actions(s, 0)[:1] == (("take",),)
    illegal(s, 0, ("draw",), "nothing_to_draw")
    events = act(s, None, "timeout", now=s.deadline)  # the start times out: the turn passes
    assert "discarded" not in types(events) and s.turn_seat == 1


def test_r29_a_start_that_times_out_draws_discards_and_opens_a_window_without_power() -> None:
    s = new(ROWS, pile="5C", draws="QH")
    assert R.deadline(s) == 2000 + 30_000
    illegal(s, None, ("timeout",), "not_due", now=31_999)
    events = act(s, None, "timeout", now=32_000)
    assert types(events)[:4] == ["timed_out", "window_closed", "discarded", "window_opened"]
    assert event(events, "timed_out") == {"type": "timed_out", "seat": 0, "step": "start"}
    assert names(s.pile) == ["5C", "QH"] and s.power == 0 and s.caller is None
    assert s.turn_seat == 1 and s.step == "wait"  # no call decision after a timeout
    assert R.public_view(s, 32_000)["last"] == {
        "type": "timeout",
        "seat": 0,
        "step": "start",
        "card": "QH",
    }


def test_r29_a_held_drawn_card_is_discarded_a_window_no_power() -> None:
    s = new(ROWS, pile="5C", draws="JH")
    act(s, 0, "draw", now=2100)
    assert R.deadline(s) == 32_100
    events = act(s, None, "timeout", now=32_100)
    assert event(events, "discarded") == {"type": "discarded", "seat": 0, "card": "JH"}
    assert s.win_rank == 11 and s.power == 0 and s.turn_seat == 1


def test_r29_a_power_times_out_skipped_and_the_turn_ends_without_a_call() -> None:
    s = new(ROWS, pile="5C", draws="QH")
    act(s, 0, "draw", now=2100)
    act(s, 0, "discard", now=2200)
    act(s, None, "timeout", now=32_200)
    assert s.turn_seat == 1 and s.caller is None and s.power == 0


def test_r29_the_end_of_turn_times_out_without_a_call() -> None:
    s = new(ROWS, pile="5C", draws="9H")
    act(s, 0, "draw", now=2100)
    act(s, 0, "discard", now=2200)
    events = act(s, None, "timeout", now=32_200)
    assert event(events, "timed_out") == {"type": "timed_out", "seat": 0, "step": "end"}
    assert s.caller is None and s.turn_seat == 1 and s.step == "start"


def test_r29_turn_time_0_sets_no_limit_but_throw_time_still_holds() -> None:
    s = new(ROWS, pile="5C", draws="9H", turn_time=0, start=False)
    assert R.deadline(s) == 2000  # the window's ThrowTime
    begin(s)
    assert R.deadline(s) is None
    act(s, 0, "draw", now=10**6)
    assert R.deadline(s) is None
    illegal(s, None, ("timeout",), "not_due", now=10**9)


def test_r30_an_absent_seat_plays_by_timeouts_after_the_look() -> None:
    s = new(ROWS, pile="5C")
    assert R.absent_action(s, 0) is None and R.absent_action(s, 1) is None


def test_r30_the_fallback_is_the_simplest_move_and_a_throw_in_seat_declines() -> None:
    s = new(ROWS, pile="5C", draws="QH")
    assert R.fallback_action(s, 0) == ("draw",)
    assert R.fallback_action(s, 1) is None  # it may throw in; nothing is due from it
    act(s, 0, "draw", now=2100)
    assert R.fallback_action(s, 0) == ("discard",)
    act(s, 0, "discard", now=2100)
    assert R.fallback_action(s, 0) == ("skip",)
    act(s, 0, "skip", now=2100)
    assert R.fallback_action(s, 0) == ("end",)
    s = new(ROWS, pile="5C")
    act(s, 0, "take", now=2100)
    assert R.fallback_action(s, 0) == ("replace", 0)


def test_r30_a_bot_taking_a_seat_over_gets_what_the_seat_knows() -> None:
    s = new(ROWS, pile="5C", draws="QH 9C 9D")
    act(s, 0, "draw", now=2100)
    act(s, 0, "discard", now=2200)
    act(s, 0, "look", 1, 3, now=2300)  # a Queen: seat 0 knows 8C
    act(s, 1, "throw_in", 0, 2, now=2400)  # 5S on QH: wrong, shown to everyone; a penalty card
    memory = R.seat_memory(s, 0)
    assert memory["rows"][0][:4] == ["AS", "2H", None, None]  # the look's cards
    assert memory["rows"][1][:5] == ["5S", None, None, "8C", None]  # the penalty card: unknown
    assert R.seat_memory(s, 1)["rows"][1][:5] == ["5S", "6H", None, None, None]
    assert row(s, 1)[4] == "9C"
