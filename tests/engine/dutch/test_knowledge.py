"""Rulings 31-33: what each seat knows, what is public, and what a seat is shown."""

from __future__ import annotations

import json
import random

import pytest

from .helpers import R, act, new
from .play import choose, public_redeal

ROWS = ["AS 2H 3D 4C", "5S 6H 7D 8C", "9S 10H JD QC"]


def test_r31_a_seat_knows_what_it_saw_in_the_look_by_drawing_and_by_a_queen() -> None:
    s = new(ROWS, pile="5C", draws="9H QH")
    assert [s.known[seat][:4] for seat in range(3)] == [[1, 1, 0, 0], [2, 2, 0, 0], [4, 4, 0, 0]]
    act(s, 0, "draw", now=2100)
    act(s, 0, "replace", 3, now=2100)  # 9H into slot 3: seat 0 drew it
    assert s.known[0][3] == 0b001
    act(s, 0, "end", now=2100)
    act(s, None, "timeout", now=4100)
    act(s, 1, "draw", now=4100)
    act(s, 1, "discard", now=4100)
    act(s, 1, "look", 0, 3, now=4100)
    assert s.known[0][3] == 0b011


def test_r31_pile_taken_and_wrongly_thrown_cards_are_seen_by_everyone() -> None:
    s = new(ROWS, pile="5C", draws="9H")
    act(s, 0, "take", now=2100)
    act(s, 0, "replace", 2, now=2100)  # the taken 5C into slot 2
    assert s.known[0][2] == 0b111
    act(s, 1, "throw_in", 3, 2, now=2200)  # 8C on 3D: wrong
    assert s.known[1][3] == 0b111


def test_r31_knowledge_follows_a_card_through_a_jack_until_a_reshuffle() -> None:
    s = new(ROWS, pile="5C", draws="JH")
    act(s, 0, "draw", now=2100)
    act(s, 0, "discard", now=2100)
    act(s, 0, "swap", 0, 0, 2, 3, now=2100)  # seat 0's known AS goes to seat 2's slot 3
    assert s.known[2][3] == 0b001 and s.known[0][0] == 0
    act(s, 0, "end", now=2100)
    act(s, None, "timeout", now=4100)
    # the pile's cards go back into a draw pile: unknown again to everyone
    top = s.pile.pop()
    s.pile.extend(reversed(s.draw))
    s.pile.append(top)
    s.draw = []
    act(s, 1, "draw", now=4200)
    assert s.gen == 1 and s.held_known == 0b010  # the drawer's alone, whatever it was
    assert R.seat_view(s, 0, 4200)["held"]["card"] is None  # seat 0 cannot follow its cards
    assert s.known[2][3] == 0b001  # a row card keeps its knowledge


def test_r31_an_ace_card_and_a_penalty_card_are_unknown_to_everyone() -> None:
    s = new(ROWS, pile="5C", draws="AH 9C 9D")
    act(s, 0, "draw", now=2100)
    act(s, 0, "discard", now=2100)
    act(s, 0, "give", 0, now=2100)  # 9C to seat 0's own slot 4
    act(s, 1, "throw_in", 0, 2, now=2200)  # 5S on AH: wrong, the penalty 9D into slot 4
    assert s.known[0][4] == 0 and s.known[1][4] == 0
    for seat in range(3):
        view = R.seat_view(s, seat, 2200)
        assert view["rows"][0][4] is None and view["rows"][1][4] is None
        assert R.seat_memory(s, seat)["rows"][1][4] is None


def test_r32_the_public_view_shows_the_pile_slots_draw_size_window_caller_and_scores() -> None:
    s = new(ROWS, pile="5C", draws="7H 9C")
    act(s, 0, "draw", now=2100)
    act(s, 0, "replace", 1, now=2200)
    act(s, 2, "throw_in", 0, 2, now=2300)  # 9S on 2H: wrong, a penalty card into slot 4
    view = R.public_view(s, 2300)
    assert view["pile"] == ["5C", "2H"]
    assert view["filled"][2] == [True] * 5 + [False] * 3
    assert view["draw"] == 52 - 12 - 1 - 2
    assert view["window"] == {
        "number": 2,
        "rank": "2",
        "card": "2H",
        "opened": 2200,
        "until": 4200,
        "open": True,
        "tried": [2],
        "closed": None,
        "throws": [{"seat": 2, "slot": 0, "card": "9S", "correct": False, "penalty": 4}],
    }
    assert view["last"] == {
        "type": "throw_in",
        "seat": 2,
        "slot": 0,
        "card": "9S",
        "correct": False,
        "penalty": 4,
    }
    assert view["caller"] is None and view["scores"] == [] and view["totals"] == [0, 0, 0]
    assert view["turn"] == {"seat": 0, "number": 1, "step": "end", "power": None}
    assert all(card is None for r in view["rows"] for card in r)
    assert view["held"] is None


@pytest.mark.parametrize("keep_known", [False, True])
def test_r32_no_public_channel_depends_on_a_face_down_card(keep_known: bool) -> None:
    """A spy on the public channel (views, events) learns nothing about a face-down card.
    Every card not every seat knows is dealt again; the public view must not change, and where
    the same action leaves the same public view, the public events must be the same."""
    compared = 0
    for seed in range(6):
        rng = random.Random(seed)
        players = 2 + seed % 4
        s = R.new_game(R.parse_config({"keep_known": keep_known}), players, seed)
        now = 0
        for _ in range(400):
            if R.is_over(s):
                break
            seat, action, now = choose(s, rng, now)
            other = public_redeal(s, rng)
            assert json.dumps(R.public_view(other, now)) == json.dumps(R.public_view(s, now))
            mine = [e.view(None) for e in R.apply(s, seat, action, now)]
            theirs = [e.view(None) for e in R.apply(other, seat, action, now)]
            if json.dumps(R.public_view(other, now)) == json.dumps(R.public_view(s, now)):
                assert theirs == mine, action
                compared += 1
    assert compared > 500


def test_r33_without_keep_known_a_seat_sees_a_row_card_only_while_seeing_it() -> None:
    s = new(ROWS, pile="5C", draws="QH JS", look=False)
    act(s, 0, "choose", 0)
    act(s, 0, "choose", 1)
    assert R.seat_view(s, 0, 0)["rows"][0][:4] == ["AS", "2H", None, None]  # in the look
    for seat in range(3):
        if seat:
            act(s, seat, "choose", 0)
            act(s, seat, "choose", 1)
        act(s, seat, "ready")
    assert R.seat_view(s, 0, 0)["rows"][0] == [None] * 8  # known, not shown
    act(s, None, "timeout", now=2000)
    act(s, 0, "draw", now=2100)
    assert R.seat_view(s, 0, 2100)["held"]["card"] == "QH"  # its drawn card while holding it
    act(s, 0, "discard", now=2100)
    act(s, 0, "look", 1, 2, now=2100)  # the Queen: 7D for 5 s
    assert R.seat_view(s, 0, 2100)["rows"][1][2] == "7D"
    assert R.seat_view(s, 0, 2100)["remembered"] == []
    act(s, 0, "end", now=2100)
    act(s, None, "timeout", now=4100)
    act(s, 1, "draw", now=4200)
    act(s, 1, "discard", now=4200)  # JS
    act(s, 1, "swap", 1, 2, 2, 0, now=4300)  # the looked 7D moves to seat 2's slot 0
    view = R.seat_view(s, 0, 4300)
    assert view["rows"][1][2] is None and view["rows"][2][0] == "7D"  # the reveal follows it
    assert R.view_expiry(s, 4300) == 7100
    assert R.seat_view(s, 0, 7100)["rows"][2][0] is None  # 5 s are over
    assert R.seat_view(s, 1, 4300)["rows"][2][0] is None  # seat 1 never saw it


def test_r33_a_queens_reveal_ends_when_the_card_reaches_the_pile() -> None:
    s = new(ROWS, pile="5C", draws="QH 9C")
    act(s, 0, "draw", now=2100)
    act(s, 0, "discard", now=2100)
    act(s, 0, "look", 2, 3, now=2100)  # QC
    act(s, 2, "throw_in", 3, 2, now=2200)  # QC on QH: correct, the card is on the pile
    assert s.reveals == [] and R.view_expiry(s, 2200) is None


def test_r33_with_keep_known_every_card_a_seat_knows_stays_face_up_marked_remembered() -> None:
    s = new(ROWS, pile="5C", draws="7H", keep_known=True)
    view = R.seat_view(s, 1, 2000)
    assert view["rows"][1][:4] == ["5S", "6H", None, None]
    assert view["remembered"] == [[1, 0], [1, 1]]
    assert R.public_view(s, 2000)["rows"][1] == [None] * 8
    act(s, 0, "take", now=2100)
    act(s, 0, "replace", 3, now=2100)  # the taken 5C is known to everyone
    assert R.public_view(s, 2100)["rows"][0][3] == "5C"
    assert R.public_view(s, 2100)["remembered"] == [[0, 3]]
    assert R.seat_view(s, 2, 2100)["remembered"] == [[0, 3], [2, 0], [2, 1]]
