"""Whole stretches of play from fixed deals (ruling 3), at 2 and 4 players, exact card by card."""

from __future__ import annotations

from .helpers import R, act, bomb, hand, join, legal, new, play, plays_of, two, types


def test_two_players_a_take_from_the_deck_top_a_governor_and_a_revolution() -> None:
    s = new(
        "IFFCCMMAGGGS",
        "FFCCMMAGGGSS",
        deck="VVGGSSSSSSGGVVVG",  # top card first
        leader=0,
    )
    assert R.public_view(s, 0)["deck"] == 16
    play(s, 0, "S")
    [passed] = act(s, 1, "take")
    assert passed.view(1)["took"] == ["governor", "governor"]  # the deck's first two cards
    assert hand(s, 1) == "FFCCMMAGGGSSVV"
    events = two("discard", s, 1, "FF")
    assert types(events) == ["discarded", "struggle_ended"]  # seat 1 passed: seat 0 wins
    assert s.leader == 0 and R.public_view(s, 0)["deck"] == 14
    assert R.public_view(s, 0)["discard"] == 3  # the Secretary and the two put aside
    play(s, 0, "GG")
    assert plays_of(s, 1) == ["SS", "V", "pass"]
    play(s, 1, "V")
    assert plays_of(s, 0) == ["IG", "FCM", "FCA", "FMA", "CMA", "pass"]
    [declared] = bomb(s, 0, "FCA")
    assert declared.data["lap"] == [1]
    assert legal(s, 1) == [
        {"type": "join", "card": "craftsman"},
        {"type": "join", "card": "merchant"},
        {"type": "join", "card": "agitator"},
        {"type": "decline"},
    ]
    join(s, 1, "M")
    assert s.struggle == 3 and s.leader == 0
    assert hand(s, 0) == "IFCMMG" and hand(s, 1) == "CCMAGGGSSV"


def test_four_players_a_revolution_and_an_exchange_between_teammates() -> None:
    s = new(
        "FFGGSSSVVV",
        "CCMGGGSSVV",
        "IFCMGGGSSS",
        "FAACMMGGGS",
        leader=0,
    )
    assert R.public_view(s, 0)["deck"] is None
    play(s, 0, "FF")
    play(s, 1, "V")
    [declared] = bomb(s, 2, "FCM")
    assert declared.type == "revolution" and declared.data["lap"] == [3, 0, 1]
    join(s, 3, "A")
    assert legal(s, 0) == [{"type": "decline"}]  # seat 0 holds no People: asked all the same
    act(s, 0, "decline")
    events = join(s, 1, "C")
    assert types(events) == ["joined", "struggle_ended"] and s.leader == 2
    play(s, 2, "I")  # the weakest single leads
    two("give", s, 3, "FA")
    assert R.seats_to_act(s) == [1] and hand(s, 1) == "FCMAGGGSSV"
    two("give_back", s, 1, "SV")
    assert hand(s, 3) == "CMMGGGSSV" and hand(s, 1) == "FCMAGGGS"
    v1, v3 = R.seat_view(s, 1, 0), R.seat_view(s, 3, 0)
    assert v3["exchanges"] == [
        {
            "type": "gave",
            "struggle": 2,
            "with": 1,
            "gave": ["farmer", "agitator"],
            "got": ["secretary", "governor"],
        }
    ]
    assert v3["teammate_holds"] == ["farmer", "agitator"] and v1["teammate_holds"] == [
        "secretary",
        "governor",
    ]
    for seat in (0, 2):
        view = R.seat_view(s, seat, 0)
        assert view["exchanges"] == [] and view["teammate_holds"] == []
    assert s.turn == 0  # play moved on from seat 3
    play(s, 0, "S")
    act(s, 1, "pass")
    play(s, 2, "GG")
    assert s.turn == 0  # seat 3 passed when it exchanged
    play(s, 0, "V")  # a Governor directly on the pair
    events = act(s, 2, "pass")  # seats 1 and 3 passed already
    assert types(events)[-1] == "struggle_ended" and s.leader == 0
    assert R.public_view(s, 0)["hands"] == [6, 8, 4, 9]
