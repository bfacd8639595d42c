"""Going out, ranks and rewards (rulings 22-27)."""

from __future__ import annotations

import random
from typing import Any

from duckdown.engine.quack_quack.state import State

from .helpers import R, act, bomb, crafted, join, play, types


def _outs(events: list[Any]) -> list[tuple[int, int, str]]:
    return [
        (e.data["seat"], e.data["rank"], e.data["how"]) for e in events if e.type == "player_out"
    ]


def test_r22_an_empty_hand_takes_the_best_free_rank_and_one_holder_ends_the_round() -> None:
    s = crafted("G", "S", "GGF")
    events = play(s, 0, "G")
    assert _outs(events) == [(0, 1, "emptied")] and s.ranks == [1, 0, 0]
    events = play(s, 1, "S")
    assert _outs(events) == [(1, 2, "emptied"), (2, 3, "last")]  # seat 2 still holds cards
    [ended] = [e for e in events if e.type == "round_ended"]
    assert ended.data == {
        "round": 1,
        "tiebreak": False,
        "ranks": [1, 2, 3],
        "gained": [2, 1, 0],
        "totals": [2, 1, 0],
        "monument": 2,
    }
    assert types(events)[-1] == "round_started" and s.round == 2 and s.leader == 2


def test_r22_the_round_ends_in_the_middle_of_a_joining_lap() -> None:
    s = crafted("FFF", "VS", "CMA")
    play(s, 0, "FF")
    play(s, 1, "V")
    events = bomb(s, 2, "CMA")
    assert _outs(events) == [(2, 1, "emptied")] and s.turn == 0
    events = join(s, 0, "F")
    assert _outs(events) == [(0, 2, "emptied"), (1, 3, "last")]  # seat 1 is never asked
    assert "round_ended" in types(events) and s.round == 2


def test_r23_the_struggle_goes_on_after_someone_empties_their_hand() -> None:
    s = crafted("G", "SF", "SSG")
    play(s, 0, "G")  # out, rank 1
    assert s.turn == 1 and s.struggle == 1
    play(s, 1, "S")
    act(s, 2, "pass")
    assert s.struggle == 2 and s.leader == 1


def test_r23_several_players_out_in_one_bomb_rank_in_the_order_they_played() -> None:
    s = crafted("FFC", "VSS", "FCM", "A")
    play(s, 0, "FF")
    play(s, 1, "V")
    events = bomb(s, 2, "FCM")
    events += join(s, 3, "A")
    events += join(s, 0, "C")
    assert _outs(events) == [
        (2, 1, "emptied"),
        (3, 2, "emptied"),
        (0, 3, "emptied"),
        (1, 4, "last"),
    ]


def test_r24_rewards_at_three_and_four_players() -> None:
    s = crafted("G", "S", "G", "SSGG")
    events = play(s, 0, "G") + play(s, 1, "S")
    assert s.coins == [2, 1, 0, 0]  # paid the moment the rank is taken
    events += act(s, 2, "pass") + act(s, 3, "pass")
    assert s.turn == 2  # seat 1 won the struggle but is out: seat 2 leads
    events += play(s, 2, "G")
    outs = {e.data["rank"]: e.data for e in events if e.type == "player_out"}
    assert [(outs[r]["coins"], outs[r]["monument"]) for r in (1, 2, 3, 4)] == [
        (2, False),
        (1, False),
        (0, True),
        (0, False),
    ]
    assert s.results[0]["totals"] == [2, 1, 0, 0] and s.results[0]["monument"] == 2
    assert s.monument == 2 and not s.vice


def test_r24_rewards_at_two_players() -> None:
    s = crafted("G", "SS", monument=0)
    events = play(s, 0, "G")
    assert _outs(events) == [(0, 1, "emptied"), (1, 2, "last")]
    assert s.coins == [1, 0] and s.monument == 1 and s.leader == 1  # it starts the next round


def test_r24_the_monument_passes_virtue_side_up() -> None:
    s = crafted("G", "S", "GF", monument=1, vice=True)
    play(s, 0, "G")
    play(s, 1, "S")
    assert s.monument == 2 and R.public_view(s, 0)["monument"] == {"seat": 2, "side": "virtue"}


def test_r25_the_first_out_holding_the_monument_gains_a_coin_and_turns_it() -> None:
    s = crafted("G", "SS", "GF", monument=0)
    events = play(s, 0, "G")
    assert [e.data for e in events if e.type == "bonus"] == [
        {"seat": 0, "kind": "monument", "coins": 1, "from": []}
    ]
    assert s.coins == [3, 0, 0] and s.vice
    assert R.public_view(s, 0)["monument"] == {"seat": 0, "side": "vice"}


def test_r25_only_the_first_out_gains_the_monument_bonus() -> None:
    s = crafted("G", "S", "GGF", monument=1)
    events = play(s, 0, "G") + play(s, 1, "S")
    assert not [e for e in events if e.type == "bonus"] and s.coins == [2, 1, 0]


def _bomb_out(coins: list[int], monument: int = -1, players: int = 3) -> tuple[State, list[Any]]:
    hands = ["FFS", "VSS", "FCM", "GG"][:players]
    s = crafted(*hands, coins=coins, supply=sum(coins), monument=monument)
    play(s, 0, "FF")
    play(s, 1, "V")
    return s, bomb(s, 2, "FCM")  # seat 2 empties its hand by declaring: rank 1


def test_r25_a_bomb_out_takes_a_coin_from_the_richest_other_player() -> None:
    s, events = _bomb_out([3, 5, 1])
    assert [e.data for e in events if e.type == "bonus"] == [
        {"seat": 2, "kind": "bomb", "coins": 1, "from": [1]}
    ]
    assert s.coins == [3, 4, 4] and sum(s.coins) == s.supply


def test_r25_a_bomb_out_takes_a_coin_from_each_of_the_richest() -> None:
    s, _ = _bomb_out([5, 5, 0])
    assert s.coins == [4, 4, 4]


def test_r25_a_bomb_out_that_is_richest_alone_takes_nothing() -> None:
    s, events = _bomb_out([0, 0, 6])
    assert not [e for e in events if e.type == "bonus"]
    assert s.coins == [0, 0, 8]


def test_r25_the_monument_bonus_comes_first() -> None:
    # after 2 + 1 coins seat 2 has 5, alone the most: the bomb takes nothing; with the bomb's
    # bonus first it would have taken one from seat 0 (4 against 4)
    s, events = _bomb_out([4, 0, 2], monument=2)
    assert [e.data["kind"] for e in events if e.type == "bonus"] == ["monument"]
    assert s.coins == [4, 0, 5]


def test_r25_a_teammate_can_be_the_one_who_pays() -> None:
    s, _ = _bomb_out([6, 1, 0, 2], players=4)
    assert s.coins == [5, 1, 3, 2]  # seat 0, seat 2's teammate, pays


def test_r26_two_players_a_bomb_out_gains_a_coin_from_the_supply_and_no_monument_bonus() -> None:
    s = crafted("FFCMA", "VG", monument=0, coins=[1, 1], supply=2)
    play(s, 0, "FF")
    play(s, 1, "V")
    events = bomb(s, 0, "CMA")
    assert _outs(events) == [(0, 1, "emptied"), (1, 2, "last")]  # at once: nobody is asked
    assert [e.data for e in events if e.type == "bonus"] == [
        {"seat": 0, "kind": "bomb", "coins": 1, "from": []}
    ]
    assert s.coins == [3, 1] and s.supply == 4 and not s.vice  # no monument bonus
    assert s.results[-1]["gained"] == [2, 0]


def test_r27_the_supply_never_runs_out() -> None:
    s = crafted("G", "SS", "GF", coins=[10, 9, 0], supply=19)  # the box's 19 are all given out
    play(s, 0, "G")
    assert s.coins == [12, 9, 0] and s.supply == 21  # paid in full


def test_r27_coins_only_come_from_the_supply_or_move_between_players() -> None:
    for players in (2, 3, 4):
        s = R.new_game(R.parse_config({}), players, 11)
        rng = random.Random(3)
        while not R.is_over(s):
            legal = R.legal_actions(s, s.turn)
            R.apply(s, s.turn, legal[rng.randrange(len(legal))], 0)
            assert sum(s.coins) == s.supply and min(s.coins) >= 0
