"""What each seat knows and sees (rulings 18-21): Peek reveals, held cards, KeepKnown, events."""

from __future__ import annotations

from duckdown.engine.duck_down.cards import card_to_json

from .helpers import P, R, S, act, new, snap

ROWS = [[1, 2, 3, 4], [5, 6, 7, 8]]


def _rows(s: object, seat: int | None, now: int) -> list[list[object]]:
    view = R.public_view(s, now) if seat is None else R.seat_view(s, seat, now)
    return view["rows"]


def test_keep_known_false_hides_the_outer_cards_after_the_look() -> None:
    s = new(ROWS, pile=0)
    assert _rows(s, 0, 0) == [[None] * 4, [None] * 4]
    assert R.seat_view(s, 0, 0)["eye"] == []
    assert s.known[0] == [1, 0, 0, 1]  # still known: the player has to remember them


def test_peek_reveal_lasts_five_seconds() -> None:
    s = new(ROWS, pile=0, draws=[P])
    act(s, 0, "draw", now=500)
    assert R.view_expiry(s, 500) is None
    act(s, 0, "peek", 1, now=1000)
    assert _rows(s, 0, 1000)[0] == [None, 2, None, None]
    assert _rows(s, 0, 5999)[0] == [None, 2, None, None]
    assert R.view_expiry(s, 1000) == 6000
    assert _rows(s, 0, 6000)[0] == [None] * 4
    assert R.view_expiry(s, 6000) is None
    assert _rows(s, 1, 1000) == [[None] * 4, [None] * 4]
    assert _rows(s, None, 1000) == [[None] * 4, [None] * 4]


def test_peek_reveal_follows_a_swapped_card() -> None:
    s = new(ROWS, pile=0, draws=[P, S])
    act(s, 0, "draw", now=0)
    act(s, 0, "peek", 1, now=1000)
    act(s, 1, "draw", now=2000)
    act(s, 1, "swap", 0, 0, 1, now=3000)  # seat 1's slot 0 <-> seat 0's slot 1
    assert s.rows == [[1, 5, 3, 4], [2, 6, 7, 8]]
    assert _rows(s, 0, 3000) == [[None] * 4, [2, None, None, None]]
    assert _rows(s, 1, 3000) == [[None] * 4, [None] * 4]
    assert _rows(s, 0, 6000) == [[None] * 4, [None] * 4]
    assert s.known[1][0] == 1  # seat 0 knows where its card went; seat 1 does not
    assert s.known[0][1] == 2  # and seat 1's known card moved to seat 0's row


def test_peek_reveal_follows_a_card_the_peeker_swaps_away() -> None:
    s = new(ROWS, pile=0, draws=[P, 9, S])
    act(s, 0, "draw", now=0)
    act(s, 0, "peek", 1, now=1000)
    act(s, 1, "draw", now=1500)
    act(s, 1, "throw", now=1500)
    act(s, 0, "draw", now=2000)
    act(s, 0, "swap", 1, 1, 2, now=2500)  # seat 0's slot 1 <-> seat 1's slot 2
    assert s.rows == [[1, 7, 3, 4], [5, 6, 2, 8]]
    assert _rows(s, 0, 2500) == [[None] * 4, [None, None, 2, None]]
    assert _rows(s, 0, 6000) == [[None] * 4, [None] * 4]
    assert R.seat_view(s, 1, 2500)["rows"] == [[None] * 4, [None] * 4]


def test_peek_reveal_ends_when_the_card_reaches_the_pile() -> None:
    s = new(ROWS, pile=0, draws=[P, 9, 8])
    act(s, 0, "draw", now=0)
    act(s, 0, "peek", 1, now=1000)
    act(s, 1, "draw", now=1500)
    act(s, 1, "throw", now=1500)
    act(s, 0, "draw", now=2000)
    assert s.held == 8
    act(s, 0, "replace", 1, now=2500)
    assert s.pile[-1] == 2
    assert _rows(s, 0, 3000)[0] == [None] * 4  # the new card is known but not shown
    assert R.view_expiry(s, 3000) is None


def test_peek_reveal_ends_with_the_round() -> None:
    s = new(ROWS, pile=0, draws=[P, 9], rounds=2)
    act(s, 0, "call", now=0)
    act(s, 0, "draw", now=0)
    act(s, 0, "peek", 1, now=100)
    act(s, 1, "draw", now=200)
    act(s, 1, "throw", now=300)
    assert s.phase == "reveal" and s.reveals == []
    act(s, None, "timeout", now=R.deadline(s))
    assert s.round == 2 and s.phase == "peek"
    assert R.view_expiry(s, 300) is None
    row = _rows(s, 0, 400)[0]
    assert row[1] is None and row[2] is None
    assert row[0] == card_to_json(s.rows[0][0]) and row[3] == card_to_json(s.rows[0][3])


def test_held_deck_card_is_shown_to_its_holder_only() -> None:
    s = new(ROWS, pile=0, draws=[S])
    act(s, 0, "draw")
    assert R.seat_view(s, 0, 0)["held"] == {"seat": 0, "source": "deck", "card": "swap"}
    assert R.seat_view(s, 1, 0)["held"] == {"seat": 0, "source": "deck", "card": None}
    assert R.public_view(s, 0)["held"] == {"seat": 0, "source": "deck", "card": None}


def test_held_pile_card_is_shown_to_everyone() -> None:
    s = new(ROWS, pile=0)
    act(s, 0, "take")
    for view in (R.public_view(s, 0), R.seat_view(s, 0, 0), R.seat_view(s, 1, 0)):
        assert view["held"] == {"seat": 0, "source": "pile", "card": 0}


def test_pile_card_swapped_in_is_public_but_face_down_without_keep_known() -> None:
    s = new(ROWS, pile=0)
    act(s, 0, "take")
    act(s, 0, "replace", 2)
    assert s.known[0][2] == 0b11
    assert _rows(s, None, 0)[0] == [None] * 4
    assert _rows(s, 1, 0)[0] == [None] * 4


def test_keep_known_true_shows_known_cards_with_an_eye() -> None:
    s = new(ROWS, pile=0, draws=[P, S, 9], keep_known=True)
    v0 = R.seat_view(s, 0, 0)
    assert v0["rows"] == [[1, None, None, 4], [None] * 4]
    assert sorted(v0["eye"]) == [[0, 0], [0, 3]]
    assert R.seat_view(s, 1, 0)["rows"] == [[None] * 4, [5, None, None, 8]]
    assert _rows(s, None, 0) == [[None] * 4, [None] * 4]
    act(s, 0, "draw")
    act(s, 0, "peek", 1, now=0)
    # during the reveal the card is shown because it is being seen; afterwards with an eye
    v0 = R.seat_view(s, 0, 10_000)
    assert v0["rows"][0] == [1, 2, None, 4]
    assert sorted(v0["eye"]) == [[0, 0], [0, 1], [0, 3]]
    act(s, 1, "draw", now=10_000)
    act(s, 1, "swap", 3, 0, 0, now=10_000)  # seat 1's 8 <-> seat 0's 1
    v0 = R.seat_view(s, 0, 20_000)
    assert v0["rows"] == [[None, 2, None, 4], [None, None, None, 1]]  # it follows the card
    assert sorted(v0["eye"]) == [[0, 1], [0, 3], [1, 3]]
    v1 = R.seat_view(s, 1, 20_000)
    assert v1["rows"] == [[8, None, None, None], [5, None, None, None]]
    assert sorted(v1["eye"]) == [[0, 0], [1, 0]]
    act(s, 0, "draw", now=20_000)
    act(s, 0, "replace", 2, now=20_000)  # a placed drawn card is known to the placer
    assert R.seat_view(s, 0, 20_000)["rows"][0] == [None, 2, 9, 4]
    assert R.seat_view(s, 1, 20_000)["rows"][0] == [8, None, None, None]


def test_keep_known_true_public_cards_face_up_in_the_public_view() -> None:
    s = new(ROWS, pile=0, keep_known=True)
    act(s, 0, "take")
    act(s, 0, "replace", 1)
    assert _rows(s, None, 0) == [[None, 0, None, None], [None] * 4]
    v1 = R.seat_view(s, 1, 0)
    assert v1["rows"][0] == [None, 0, None, None]
    assert [0, 1] not in v1["eye"]  # public, not remembered only by this seat
    assert [0, 1] not in R.seat_view(s, 0, 0)["eye"]


def test_reshuffled_cards_are_unknown_again() -> None:
    s = new(
        [[1, 1, 1, 1], [1, 1, 2, 2]],
        pile=3,
        draws=[3],
        deck={"1": 6, "2": 2, "3": 2},
        keep_known=True,
    )
    act(s, 0, "draw")
    act(s, 0, "throw")
    act(s, 1, "draw")  # the thrown 3 was public; reshuffled it is not
    act(s, 1, "replace", 0)
    assert s.known[1][0] == 0b10
    assert _rows(s, None, 0)[1][0] is None
    assert R.seat_view(s, 0, 0)["rows"][1][0] is None
    assert R.seat_view(s, 1, 0)["rows"][1][0] == 3


def test_everything_is_face_up_once_the_game_is_over() -> None:
    s = new(ROWS, pile=0, draws=[0, 0], rounds=1)
    act(s, 0, "call")
    for seat in (0, 1):
        act(s, seat, "draw")
        act(s, seat, "throw")
    assert s.phase == "reveal"  # ruling 22: every row face up in the reveal
    assert _rows(s, None, 0) == ROWS
    assert _rows(s, 1, 0) == ROWS
    act(s, None, "timeout", now=R.deadline(s))
    assert R.is_over(s)
    assert _rows(s, None, 0) == ROWS
    assert _rows(s, 1, 0) == ROWS


def test_last_action_never_carries_a_hidden_value() -> None:
    s = new(ROWS, pile=0, draws=[9, P, S])
    act(s, 0, "draw")
    assert R.public_view(s, 0)["last"] == {"type": "draw", "seat": 0}
    act(s, 0, "replace", 0)
    assert R.public_view(s, 0)["last"] == {"type": "replace", "seat": 0, "slot": 0}
    act(s, 1, "take")
    assert R.public_view(s, 0)["last"] == {"type": "take", "seat": 1, "card": 1}
    act(s, 1, "replace", 3)
    act(s, 0, "draw")
    act(s, 0, "throw")
    assert R.public_view(s, 0)["last"] == {"type": "throw", "seat": 0, "card": "peek"}


def test_seat_memory_lists_what_the_seat_knows() -> None:
    s = new(ROWS, pile=0, draws=[P])
    act(s, 0, "draw")
    act(s, 0, "peek", 2)
    assert R.seat_memory(s, 0) == {
        "seat": 0,
        "round": 1,
        "rows": [[1, None, 3, 4], [None] * 4],
    }
    assert R.seat_memory(s, 1)["rows"] == [[None] * 4, [5, None, None, 8]]


def test_views_are_copies_not_the_state() -> None:
    s = new(ROWS, pile=0, draws=[0, 0], rounds=2)
    act(s, 0, "call")
    act(s, 0, "draw")
    act(s, 0, "throw")
    act(s, 1, "draw")
    events = act(s, 1, "throw")
    before = snap(s)
    for view in (R.public_view(s, 0), R.seat_view(s, 0, 0)):
        view["result"]["rows"][0][0] = 99
        view["result"]["scores"].append(1)
        view["pile"].append(1)
        view["rows"][0][0] = 99
        view["totals"][0] = 99
    for event in events:
        data = event.view(None)
        for value in data.values():
            if isinstance(value, list):
                value.append(1)
    assert snap(s) == before


def test_an_absent_seat_plays_by_timeouts_and_keeps_its_knowledge() -> None:
    # ruling 18: seat 1 never acts; its turns run out of time, it knows slots 0 and 3 from the
    # deal, and a returning player gets only what KeepKnown shows
    for keep in (False, True):
        s = new(ROWS, pile=0, draws=[9, 3, 1], keep_known=keep, turn_time=30)
        act(s, 0, "draw", now=0)
        act(s, 0, "throw", now=0)
        act(s, None, "timeout", now=R.deadline(s))
        assert s.turn_seat == 0 and s.pile == [0, 9, 3]
        assert R.seat_memory(s, 1)["rows"] == [[None] * 4, [5, None, None, 8]]
        shown = R.seat_view(s, 1, R.deadline(s) - 1)["rows"][1]
        assert shown == ([5, None, None, 8] if keep else [None] * 4)


def test_a_second_peek_at_a_seen_slot_restarts_the_reveal() -> None:
    s = new(ROWS, pile=0, draws=[P, 9, P])
    act(s, 0, "draw", now=0)
    act(s, 0, "peek", 1, now=0)
    act(s, 1, "draw", now=100)
    act(s, 1, "throw", now=100)
    act(s, 0, "draw", now=200)
    act(s, 0, "peek", 1, now=3000)
    assert R.view_expiry(s, 3000) == 8000
    assert _rows(s, 0, 7999)[0] == [None, 2, None, None]
    assert _rows(s, 0, 8000)[0] == [None] * 4
    assert len(s.reveals) == 1


def test_refusals_while_holding_a_card_do_not_tell_which_card() -> None:
    """Refusals go out on public channels, so their words must not depend on a hidden card."""
    from duckdown.engine.errors import IllegalAction

    from .helpers import D, new

    probes = [
        ("swap", 0, 0, 0),  # your own seat as the target
        ("swap", 0, 1, 9),
        ("peek", 7),
        ("replace", 9),
        ("double",),
        ("take",),
        ("draw",),
        ("ready",),
        ("replace", 0),
        ("peek", 0),
        ("throw", 1),
    ]
    refusals: dict[tuple[object, ...], set[tuple[str, str]]] = {p: set() for p in probes}
    for held in (5, P, S, D):
        for probe in probes:
            s = new([[1, 2, 3, 4], [5, 6, 7, 8]], pile=0, draws=[held])
            act(s, 0, "draw")
            before = snap(s)
            try:
                R.apply(s, 0, probe, 0)
            except IllegalAction as err:
                refusals[probe].add((err.code, str(err)))
                assert snap(s) == before
    for probe, seen in refusals.items():
        assert len(seen) <= 1, (probe, seen)
    assert refusals[("swap", 0, 0, 0)] == {("illegal_action", "'swap' is not legal now")}
