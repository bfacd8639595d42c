"""Passing with an exchange (rulings 16-18): the class deck at 2-3 players, the teammate at 4."""

from __future__ import annotations

from .helpers import R, act, crafted, hand, illegal, legal, play, two, types

FULL = "IFFFFCCCCMMMMAAGGGGGGGGGGGSSSSSSSSSVVVVV"


def test_r16_a_pass_may_take_the_top_two_then_put_two_aside() -> None:
    s = crafted("GGS", "SFF", "FFGG", deck="ACM")
    play(s, 0, "G")
    assert {"type": "take"} in legal(s, 1) and {"type": "pass"} in legal(s, 1)
    events = act(s, 1, "take")
    assert types(events) == ["passed"] and s.passed[1]
    assert hand(s, 1) == "FFCAS"  # the top two: Agitator, then Craftsman
    assert R.seats_to_act(s) == [1] and R.public_view(s, 0)["decision"] == {
        "seat": 1,
        "kind": "discard",
    }
    assert R.public_view(s, 0)["deck"] == 1
    # any two of the hand, the taken ones too; nothing else
    assert {a["type"] for a in legal(s, 1)} == {"discard"}
    assert {"type": "discard", "cards": ["farmer", "farmer"]} in legal(s, 1)
    assert legal(s, 0) == [] and legal(s, 2) == []
    events = two("discard", s, 1, "FS")
    assert types(events) == ["discarded"] and hand(s, 1) == "FCA"
    assert s.turn == 2 and R.public_view(s, 0)["aside"] == [0, 2, 0]


def test_r16_the_taken_cards_may_be_put_aside_again() -> None:
    s = crafted("GGS", "SFF", "FFGG", deck="ACM")
    play(s, 0, "G")
    act(s, 1, "take")
    two("discard", s, 1, "AC")
    assert hand(s, 1) == "FFS"


def test_r16_no_exchange_with_fewer_than_two_cards_in_hand() -> None:
    s = crafted("GGS", "S", "FFGG")
    play(s, 0, "G")
    assert legal(s, 1) == [{"type": "play", "cards": ["secretary"]}, {"type": "pass"}]
    illegal(s, 1, ("take",), "illegal_action")


def test_r16_no_exchange_without_two_cards_in_the_deck_and_the_pile_together() -> None:
    # 39 cards in the hands, one in the class deck, the pile empty
    s = crafted(FULL[:13], FULL[13:26], FULL[26:39], deck=FULL[39:])
    play(s, 0, "I")
    assert {"type": "take"} not in legal(s, 1)
    s = crafted(FULL[:13], FULL[13:26], FULL[26:], deck="")
    play(s, 0, "I")
    assert {"type": "take"} not in legal(s, 1)


def test_r16_an_exchange_that_ends_the_struggle_comes_first() -> None:
    s = crafted("GGS", "SSFF", deck="AC")
    play(s, 0, "G")
    events = act(s, 1, "take")
    assert "struggle_ended" not in types(events) and s.turn == 1
    events = two("discard", s, 1, "FF")
    assert types(events)[:2] == ["discarded", "struggle_ended"]
    assert s.leader == 0


def test_r17_four_players_hand_two_to_the_teammate_who_hands_two_back() -> None:
    s = crafted("GGS", "SSFF", "GGGG", "AACM")
    play(s, 0, "G")
    gives = [a for a in legal(s, 1) if a["type"] == "give"]
    assert {"type": "give", "cards": ["farmer", "secretary"]} in gives
    assert {"type": "take"} not in legal(s, 1)
    events = two("give", s, 1, "FF", now=1000)
    assert types(events) == ["passed"]
    assert events[0].data == {"seat": 1, "exchange": "teammate", "with": 3}
    assert hand(s, 1) == "SS" and hand(s, 3) == "FFCMAA"
    assert R.seats_to_act(s) == [3] and s.deadline == 1000 + 30_000  # the table waits
    assert R.public_view(s, 0)["decision"] == {"seat": 3, "kind": "give_back"}
    assert {a["type"] for a in legal(s, 3)} == {"give_back"}
    assert {"type": "give_back", "cards": ["farmer", "farmer"]} in legal(s, 3)  # may be the same
    events = two("give_back", s, 3, "FA", now=2000)
    assert types(events) == ["gave_back"] and events[0].data == {"seat": 3, "with": 1}
    assert hand(s, 1) == "FASS" and hand(s, 3) == "FCMA"
    assert s.turn == 2  # only now does play move on from the passer


def test_r17_no_exchange_when_the_teammate_passed_or_is_out() -> None:
    s = crafted("GGS", "SSFF", "GGGG", "AACM")
    play(s, 0, "G")
    act(s, 1, "pass")
    act(s, 2, "pass")
    assert not any(a["type"] == "give" for a in legal(s, 3))  # seat 1 passed
    s = crafted("GGS", "SSFF", "GGGG", "", ranks=[0, 0, 0, 1], best=2)
    play(s, 0, "G")
    assert not any(a["type"] == "give" for a in legal(s, 1))  # seat 3 is out


def test_r17_no_exchange_unless_both_hold_two_cards() -> None:
    s = crafted("GGS", "SSFF", "GGGG", "A")
    play(s, 0, "G")
    assert not any(a["type"] == "give" for a in legal(s, 1))
    s = crafted("GGS", "S", "GGGG", "AACM")
    play(s, 0, "G")
    assert not any(a["type"] == "give" for a in legal(s, 1))


def test_r17_a_passer_who_handed_over_the_last_two_cards_is_not_out_while_waiting() -> None:
    s = crafted("GGS", "FF", "GGGG", "AACM")
    play(s, 0, "G")
    events = two("give", s, 1, "FF")
    assert s.sizes[1] == 0 and s.ranks[1] == 0 and "player_out" not in types(events)
    events = two("give_back", s, 3, "CM")
    assert "player_out" not in types(events) and hand(s, 1) == "CM" and s.ranks[1] == 0


def test_r18_only_the_passer_sees_the_cards_taken_and_put_aside() -> None:
    s = crafted("GGS", "SFF", "FFGG", deck="ACM")
    play(s, 0, "G")
    [passed] = act(s, 1, "take")
    assert passed.view(1) == {
        "type": "passed",
        "seat": 1,
        "exchange": "deck",
        "with": None,
        "took": ["craftsman", "agitator"],
    }
    for seat in (None, 0, 2):
        assert passed.view(seat) == {"type": "passed", "seat": 1, "exchange": "deck", "with": None}
    [discarded] = two("discard", s, 1, "FC")
    assert discarded.view(1) == {"type": "discarded", "seat": 1, "cards": ["farmer", "craftsman"]}
    assert discarded.view(0) == discarded.view(None) == {"type": "discarded", "seat": 1}
    assert R.seat_view(s, 1, 0)["exchanges"] == [
        {
            "type": "deck",
            "struggle": 1,
            "took": ["craftsman", "agitator"],
            "discarded": ["farmer", "craftsman"],
        }
    ]
    assert R.seat_view(s, 0, 0)["exchanges"] == [] and R.seat_view(s, 2, 0)["exchanges"] == []
    assert R.public_view(s, 0)["passes"] == [{"seat": 1, "exchange": "deck", "with": None}]


def test_r18_the_two_teammates_see_the_cards_and_nobody_else() -> None:
    s = crafted("GGS", "SSFF", "GGGG", "AACM")
    play(s, 0, "G")
    [passed] = two("give", s, 1, "FS")
    for seat in (1, 3):
        assert passed.view(seat)["gave"] == ["farmer", "secretary"]
    for seat in (None, 0, 2):
        assert "gave" not in passed.view(seat)
    [back] = two("give_back", s, 3, "AS")
    for seat in (1, 3):
        assert back.view(seat)["cards"] == ["agitator", "secretary"]
    for seat in (None, 0, 2):
        assert back.view(seat) == {"type": "gave_back", "seat": 3, "with": 1}
    v1, v3 = R.seat_view(s, 1, 0), R.seat_view(s, 3, 0)
    assert v1["exchanges"] == [
        {
            "type": "gave",
            "struggle": 1,
            "with": 3,
            "gave": ["farmer", "secretary"],
            "got": ["agitator", "secretary"],
        }
    ]
    assert v3["exchanges"] == [
        {
            "type": "received",
            "struggle": 1,
            "with": 1,
            "received": ["farmer", "secretary"],
            "returned": ["agitator", "secretary"],
        }
    ]
    # seat 3 kept the Farmer: seat 1 knows it is there; seat 3 knows seat 1 holds the Agitator
    # (a Secretary came back, but seat 1 held one already: that one is known too)
    assert v1["teammate_holds"] == ["farmer"] and v3["teammate_knows"] == ["farmer"]
    assert v3["teammate_holds"] == ["agitator", "secretary"]
    for seat in (0, 2):
        assert R.seat_view(s, seat, 0)["exchanges"] == []
        assert R.seat_view(s, seat, 0)["teammate_holds"] == []
    # what the teammate knows fades as the cards are played
    play(s, 2, "GG")
    act(s, 3, "pass")
    act(s, 0, "pass")
    play(s, 2, "G")  # seat 2 won the struggle and leads the next
    act(s, 3, "pass")
    act(s, 0, "pass")
    play(s, 1, "S")
    assert R.seat_view(s, 3, 0)["teammate_holds"] == ["agitator"]
