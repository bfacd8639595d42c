"""Combinations and their strength (rulings 6-9)."""

from __future__ import annotations

from duckdown.engine.quack_quack.cards import BOMBS, COMBINATIONS

from .helpers import R, cards, crafted, illegal, play, plays_of


def test_r6_the_combinations_are_singles_pairs_and_one_governor() -> None:
    kinds = {
        "".join("IFCMAGSV"[c] for c in combo): kind for combo, (_, kind) in COMBINATIONS.items()
    }
    assert {k for k, kind in kinds.items() if kind == "single"} == set("IFCMAGS")
    pairs = {k for k, kind in kinds.items() if kind == "pair"}
    assert pairs == {"FF", "FC", "FM", "FA", "CC", "CM", "CA", "MM", "MA", "AA", "GG", "SS"}
    assert {k for k, kind in kinds.items() if kind == "governor"} == {"V"}
    assert (
        "VV" not in kinds and "IG" not in kinds
    )  # no pair of Governors; Inspector + Guard is a bomb
    assert (cards("IG")[0], cards("IG")[1]) in BOMBS


def test_r6_people_of_mixed_types_make_a_pair() -> None:
    s = crafted("FA SS", "GG", "MC")
    assert "FA" in plays_of(s, 0) and "SS" in plays_of(s, 0)
    play(s, 0, "FA")
    assert R.public_view(s, 0)["last"] == {
        "seat": 0,
        "kind": "pair",
        "cards": ["farmer", "agitator"],
    }


def test_r6_no_pair_of_governors_and_no_inspector_pair() -> None:
    s = crafted("IGVV", "SS", "GG")
    assert plays_of(s, 0) == ["I", "G"]  # the lead: no Governor, no VV, no IG
    illegal(s, 0, ("play", tuple(cards("VV"))), "illegal_action")
    illegal(s, 0, ("play", tuple(cards("IG"))), "illegal_action")


def test_r7_strength_weakest_first() -> None:
    order = ["I", "F", "G", "S", "FF", "GG", "SS", "V"]
    strengths = [COMBINATIONS[tuple(sorted(cards(k)))][0] for k in order]
    assert strengths == sorted(strengths) and len(set(strengths)) == len(strengths)
    # every People single is equal, and so is every People pair
    assert {COMBINATIONS[(c,)][0] for c in cards("FCMA")} == {strengths[1]}
    assert {COMBINATIONS[p][0] for p in COMBINATIONS if len(p) == 2 and max(p) <= 4} == {
        strengths[4]
    }


def test_r7_a_pair_of_people_beats_a_single_secretary() -> None:
    s = crafted("SG", "FAGG", "CC")
    play(s, 0, "S")
    assert plays_of(s, 1) == ["FA", "GG", "pass"]


def test_r8_the_leader_plays_any_single_or_pair_but_not_a_governor_and_cannot_pass() -> None:
    s = crafted("IFGGSV", "SS", "GG")
    assert plays_of(s, 0) == ["I", "F", "G", "S", "GG"]
    illegal(s, 0, ("pass",), "illegal_action")
    illegal(s, 0, ("play", tuple(cards("V"))), "illegal_action")


def test_r8_a_bomb_never_leads() -> None:
    s = crafted("FCMIGS", "SS", "GG")
    assert "FCM" not in plays_of(s, 0) and "IG" not in plays_of(s, 0)
    illegal(s, 0, ("bomb", tuple(cards("FCM"))), "illegal_action")


def test_r9_only_stronger_follows_and_an_equal_never_does() -> None:
    s = crafted("G", "IFCGSGG", "SS")
    play(s, 0, "G")
    assert plays_of(s, 1) == ["S", "FC", "GG", "pass"]  # no single People, Guard or Inspector
    illegal(s, 1, ("play", tuple(cards("G"))), "illegal_action")
    illegal(s, 1, ("play", tuple(cards("F"))), "illegal_action")


def test_r9_a_single_never_follows_a_pair() -> None:
    s = crafted("FFG", "SSS", "GGA")
    play(s, 0, "FF")
    assert plays_of(s, 1) == ["SS", "pass"]


def test_r9_a_governor_only_directly_on_a_pair() -> None:
    s = crafted("SFF", "VGG", "VSS")
    play(s, 0, "S")
    assert "V" not in plays_of(s, 1)  # not on a single
    s = crafted("FFS", "VGG", "VSS")
    play(s, 0, "FF")
    assert plays_of(s, 1) == ["GG", "V", "pass"]
    play(s, 1, "V")
    assert plays_of(s, 2) == ["pass"]  # not on a Governor, and no pair or single either


def test_r9_nothing_but_a_bomb_follows_a_governor() -> None:
    s = crafted("FFS", "VGG", "FCMSS")
    play(s, 0, "FF")
    play(s, 1, "V")
    assert plays_of(s, 2) == ["FCM", "pass"]
