"""Rulings 1-4: players and decks, values and ranks, rows of 8 slots, the deal."""

from __future__ import annotations

from collections import Counter

import pytest

from duckdown.engine import ConfigError
from duckdown.engine.dutch.cards import DECK, RANK, VALUE, row_points

from .helpers import R, act, begin, c, event, in_play, names, new, row, top, whole


@pytest.mark.parametrize(("players", "decks"), [(2, 1), (4, 1), (5, 2), (8, 2)])
def test_r1_decks_default_to_one_for_2_to_4_players_and_two_for_5_to_8(
    players: int, decks: int
) -> None:
    s = R.new_game(R.parse_config({}), players, 3)
    assert s.decks == decks
    assert sum(whole(s).values()) == 52 * decks
    assert in_play(s) == whole(s)


def test_r1_a_small_table_may_choose_two_decks_a_large_one_cannot_choose_one() -> None:
    s = R.new_game(R.parse_config({"decks": 2}), 3, 3)
    assert s.decks == 2 and len(s.draw) == 104 - 12
    with pytest.raises(ConfigError, match="2 decks"):
        R.new_game(R.parse_config({"decks": 1}), 5, 3)
    for players in (1, 9):
        with pytest.raises(ConfigError):
            R.new_game(R.parse_config({}), players, 3)


def test_r1_two_decks_hold_two_of_every_card() -> None:
    s = R.new_game(R.parse_config({}), 6, 1)
    assert whole(s) == Counter({card: 2 for card in DECK})


def test_r2_values_aces_1_numbers_their_number_jq_11_12_red_kings_0_black_kings_13() -> None:
    expected = {"AS": 1, "2H": 2, "10D": 10, "JC": 11, "QH": 12, "KH": 0, "KD": 0, "KC": 13}
    assert {name: VALUE[c(name)] for name in expected} == expected
    assert VALUE[c("KS")] == 13
    assert RANK[c("KH")] == RANK[c("KS")] == 13  # all four Kings are one rank
    assert row_points([c("KH"), c("AS"), -1, c("QD")]) == 13


def test_r2_a_black_king_throws_in_on_a_red_king() -> None:
    s = new(["KS 2H 3D 4C", "5S 6H 7D 8C"], pile="KH")
    events = act(s, 0, "throw_in", 0, 1, now=2100)
    assert event(events, "thrown_in")["correct"] is True
    assert names(s.pile) == ["KH", "KS"]


def test_r3_rows_have_8_slots_and_the_deal_fills_slots_0_to_3() -> None:
    s = new(["AS 2H 3D 4C", "5S 6H 7D 8C"], look=False)
    assert row(s, 0) == ["AS", "2H", "3D", "4C", None, None, None, None]
    assert s.fill == [0b1111, 0b1111]
    assert R.public_view(s, 0)["filled"][1] == [True] * 4 + [False] * 4


def test_r3_a_card_leaving_a_row_leaves_its_slot_empty_and_nothing_shifts() -> None:
    s = new(["AS 2H 3D 4C", "5S 6H 7D 8C"], pile="2C")
    act(s, 0, "throw_in", 1, 1, now=2100)  # 2H on 2C: correct
    assert row(s, 0) == ["AS", None, "3D", "4C", None, None, None, None]
    assert R.public_view(s, 2100)["filled"][0] == [True, False, True, True] + [False] * 4


def test_r3_an_added_card_goes_into_the_lowest_empty_slot() -> None:
    s = new(["AS 2H 3D 4C", "5S 6H 7D 8C"], pile="2C", draws="9C 9D JH 9S")
    act(s, 0, "throw_in", 1, 1, now=2100)  # 2H on 2C: slot 1 empties, the turn begins at once
    act(s, 0, "draw", now=2200)
    act(s, 0, "discard", now=2200)  # 9C: window 2
    act(s, 0, "throw_in", 0, 2, now=2300)  # AS on a 9: wrong, a penalty card
    assert row(s, 0) == ["AS", "9D", "3D", "4C", None, None, None, None]
    act(s, 0, "end", now=2300)
    act(s, None, "timeout", now=4200)  # window 2's ThrowTime: seat 1's turn begins
    act(s, 1, "draw", now=4300)
    act(s, 1, "discard", now=4300)  # JH: window 3, a Jack's power
    act(s, 0, "throw_in", 2, 3, now=4400)  # 3D on a J: wrong
    assert row(s, 0) == ["AS", "9D", "3D", "4C", "9S", None, None, None]


def test_r4_a_fixed_order_deals_seat_by_seat_then_the_pile_then_the_draws() -> None:
    s = new(["AS 2H 3D 4C", "5S 6H 7D 8C"], pile="9S", draws="10H JD", first=1, look=False)
    assert row(s, 0)[:4] == ["AS", "2H", "3D", "4C"]  # seat 0 first, whoever begins
    assert row(s, 1)[:4] == ["5S", "6H", "7D", "8C"]
    assert s.pile == []  # ruling 4: the pile starts only when the look ends
    assert top(s, 3) == ["9S", "10H", "JD"]
    for seat in (0, 1):
        act(s, seat, "choose", 0)
        act(s, seat, "choose", 1)
    act(s, 0, "ready")
    events = act(s, 1, "ready", now=500)
    assert names(s.pile) == ["9S"]
    assert event(events, "pile_started") == {"type": "pile_started", "card": "9S"}
    assert top(s, 2) == ["10H", "JD"]


def test_r4_the_pile_card_opens_a_window_but_gives_no_power() -> None:
    s = new(["AS 2H 3D 4C", "5S 6H 7D 8C"], pile="QS", start=False)
    assert s.win_rank == 12 and s.win_no == 1 and s.win_opened == 0 and s.win_until == 2000
    assert s.power == 0 and s.step == "wait"
    begin(s)
    assert s.step == "start" and R.legal_actions(s, 0)[:2] == (("draw",), ("take",))


def test_r4_every_round_starts_from_the_whole_deck_freshly_shuffled() -> None:
    s = new(["AS 2H 3D 4C", "5S 6H 7D 8C"], pile="9S", draws="10H 10S 10D", mode="5_rounds")
    act(s, 0, "throw_in", 1, 1, now=2100)  # wrong: seat 0's row grows to 5 cards
    act(s, 0, "draw", now=2200)
    act(s, 0, "discard", now=2200)
    act(s, 0, "dutch", now=2200)
    act(s, None, "timeout", now=4200)  # seat 1's final turn
    act(s, 1, "draw", now=4300)
    act(s, 1, "discard", now=4300)
    assert s.step == "ending"  # no decision after a call; the round waits for the last window
    act(s, None, "timeout", now=6300)
    assert s.phase == "between"
    first_deal = [list(r) for r in s.rows]
    act(s, -1, "deal", now=7000)
    assert s.round == 2 and s.phase == "look"
    assert s.fill == [0b1111, 0b1111] and s.pile == [] and s.caller is None
    assert in_play(s) == whole(s)
    assert [r[:4] for r in s.rows] != [r[:4] for r in first_deal]  # shuffled again
