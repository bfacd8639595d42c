"""What each seat knows (rulings 18 and 34), and re-dealing what it does not (`resample`)."""

from __future__ import annotations

import json
import random
from typing import Any

from duckdown.engine.quack_quack.cards import NAMES

from .helpers import R, act, crafted, hand, illegal, play, two

CARD_NAMES = set(NAMES)


def _card_names(value: Any) -> list[str]:
    """Every card name anywhere in a JSON value."""
    if isinstance(value, str):
        return [value] if value in CARD_NAMES else []
    if isinstance(value, dict):
        return [name for item in value.values() for name in _card_names(item)]
    if isinstance(value, list):
        return [name for item in value for name in _card_names(item)]
    return []


def _random_states(players: int, seed: int, steps: int) -> list[Any]:
    rng = random.Random(seed)
    s = R.new_game(R.parse_config({}), players, seed)
    out = []
    for _ in range(steps):
        if R.is_over(s):
            break
        legal = R.legal_actions(s, s.turn)
        R.apply(s, s.turn, legal[rng.randrange(len(legal))], 0)
        out.append(R.state_from_json(R.state_to_json(s)))
    return out


def test_r34_the_public_view_shows_no_card_but_the_plays() -> None:
    for players in (2, 3, 4):
        for s in _random_states(players, players, 150):
            view = R.public_view(s, 0)
            shown = _card_names(view)
            assert sorted(shown) == sorted(_card_names([view["yard"], view["last"]]))
            assert "hand" not in view and "exchanges" not in view


def test_r34_a_seat_view_adds_only_its_own_hand_and_exchanges() -> None:
    for players in (3, 4):
        for s in _random_states(players, 10 + players, 150):
            for seat in range(players):
                view = R.seat_view(s, seat, 0)
                public = R.public_view(s, 0)
                assert {k: view[k] for k in public} == public
                assert view["hand"] == sorted(view["hand"], key=NAMES.index)
                assert view["hand"] == [NAMES[c] for c in range(8) for _ in range(s.hands[seat][c])]
                mine = [r for r in s.records if seat in (r[2], r[3])]  # passer or teammate
                assert len(view["exchanges"]) == len(mine)


def test_r34_nothing_hidden_is_shown_when_a_round_or_the_game_ends() -> None:
    s = crafted("G", "S", "GGF", deck="AC", options={"rounds": 1})
    events = play(s, 0, "G") + play(s, 1, "S")
    for event in events:
        if event.type in ("round_ended", "game_ended", "player_out"):
            assert _card_names(event.view(None)) == []
    view = R.public_view(s, 0)
    # seat 2's cards and the class deck stay hidden
    assert _card_names(view) == _card_names([view["yard"], view["last"]])
    assert view["deck"] == 2


def test_r34_refusals_read_the_same_whatever_the_hand_holds() -> None:
    a = crafted("SGG", "GF", "FF")
    b = crafted("SGG", "FF", "GF")
    play(a, 0, "S")
    play(b, 0, "S")
    # seat 1 holds a Guard in one, none in the other: both refused alike
    refusals = [illegal(s, 1, ("play", (5,)), "illegal_action") for s in (a, b)]
    assert refusals[0].message == refusals[1].message == "'play' is not legal now"


def test_r34_resample_keeps_the_seat_s_knowledge_and_deals_the_rest_again() -> None:
    s = crafted("GGS", "SFF", "FFGG", deck="ACMSSSS")
    play(s, 0, "G")
    act(s, 1, "take")
    two("discard", s, 1, "FS")
    rng = random.Random(1)
    seen_hands = set()
    for _ in range(30):
        other = R.resample(s, 1, rng)
        R.check(other)
        assert other.hands[1] == s.hands[1] and other.aside[1] == s.aside[1]
        assert R.seat_view(other, 1, 0) == R.seat_view(s, 1, 0)
        assert other.sizes == s.sizes and len(other.deck) == len(s.deck)
        seen_hands.add((hand(other, 0), hand(other, 2)))
    assert len(seen_hands) > 10  # the other hands are dealt again


def test_r34_resample_deals_the_other_seat_s_exchange_again() -> None:
    s = crafted("GGS", "SFF", "FFGG", deck="ACMSSSS")
    play(s, 0, "G")
    act(s, 1, "take")
    two("discard", s, 1, "FS")
    rng = random.Random(2)
    records = set()
    for _ in range(30):
        other = R.resample(s, 0, rng)
        R.check(other)  # the face-down cards agree with the redrawn exchange
        [record] = R.seat_view(other, 1, 0)["exchanges"]
        records.add(json.dumps(record))
        assert R.seat_view(other, 0, 0) == R.seat_view(s, 0, 0)
    assert len(records) > 5  # seat 0 can't know what seat 1 took or put aside


def test_r34_resample_keeps_what_a_teammate_holds_of_the_seat_s_cards() -> None:
    s = crafted("GGSSA", "SSFF", "GGGG", "FCMAV")
    play(s, 0, "G")
    two("give", s, 1, "SS")
    two("give_back", s, 3, "FC")  # seat 1 knows seat 3 holds its two Secretaries
    rng = random.Random(3)
    for _ in range(30):
        other = R.resample(s, 1, rng)
        R.check(other)
        assert other.hands[3][6] >= 2  # always the Secretaries; the rest of the hand varies
        assert R.seat_view(other, 1, 0)["teammate_holds"] == ["secretary", "secretary"]


def test_r34_resample_deals_the_other_team_s_exchange_again() -> None:
    s = crafted("GGSSA", "SSFF", "GGGG", "FCMAV")
    play(s, 0, "G")
    two("give", s, 1, "SS")
    two("give_back", s, 3, "FC")
    rng = random.Random(4)
    seen = set()
    for _ in range(40):
        other = R.resample(s, 0, rng)
        R.check(other)  # what seats 1 and 3 know of each other matches their new hands
        v1, v3 = R.seat_view(other, 1, 0), R.seat_view(other, 3, 0)
        assert v1["exchanges"][0]["gave"] == v3["exchanges"][0]["received"]
        assert v1["exchanges"][0]["got"] == v3["exchanges"][0]["returned"]
        seen.add(json.dumps(v1["exchanges"]))
        assert R.seat_view(other, 0, 0) == R.seat_view(s, 0, 0)
    assert len(seen) > 5  # seat 0 learns nothing of the cards the other team swapped


def test_r34_a_pending_exchange_of_the_other_team_is_dealt_again_too() -> None:
    s = crafted("GGSSA", "SSFF", "GGGG", "FCMAV")
    play(s, 0, "G")
    two("give", s, 1, "SS")  # seat 3 is choosing what to hand back
    rng = random.Random(5)
    gave = set()
    for _ in range(30):
        other = R.resample(s, 2, rng)
        R.check(other)
        [record] = R.seat_view(other, 3, 0)["exchanges"]
        assert record["returned"] == []
        gave.add(tuple(record["received"]))
        # what seat 3 received is in its hand, as its default choice needs
        assert R.fallback_action(other, 3)[0] == "give_back"
        R.apply(R.state_from_json(R.state_to_json(other)), None, ("timeout",), 10**6)
    assert len(gave) > 3
