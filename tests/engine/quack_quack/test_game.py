"""The game's length and its winners (rulings 28-30)."""

from __future__ import annotations

import random

from .helpers import R, crafted, play, types

# seat 3 goes out first (2 coins), then seat 0 (1), then seat 1 (the monument), seat 2 last
OUT_3_0_1 = ("S", "FF", "G", "G")


def _play_3_0_1(s: object) -> list[object]:
    return play(s, 3, "G") + play(s, 0, "S") + play(s, 1, "FF")  # type: ignore[arg-type]


def test_r28_after_the_rounds_the_most_coins_wins() -> None:
    s = crafted("G", "S", "GGF", options={"rounds": 1})
    events = play(s, 0, "G") + play(s, 1, "S")
    assert types(events)[-2:] == ["round_ended", "game_ended"]
    assert events[-1].data == {"totals": [2, 1, 0], "winners": [0], "team_totals": None}
    view = R.public_view(s, 0)
    assert view["phase"] == "over" and view["winners"] == [0] and view["to_act"] == []
    assert view["decision"] is None and view["deadline"] is None and R.is_over(s)
    assert R.result(s)["winners"] == [0]


def test_r28_a_tie_for_first_plays_a_tiebreak_round_led_by_the_monument_holder() -> None:
    s = crafted("G", "S", "GGF", coins=[1, 2, 3], supply=6, options={"rounds": 1})
    events = play(s, 0, "G") + play(s, 1, "S")
    assert "game_ended" not in types(events)
    [started] = [e for e in events if e.type == "round_started"]
    assert started.data == {"round": 2, "leader": 2, "tiebreak": True, "struggle": 1}
    view = R.public_view(s, 0)
    assert view["round"] == 2 and view["rounds"] == 1 and view["tiebreak"] is True
    assert view["hands"] == [11, 11, 11]  # every player plays it


def test_r28_a_player_who_was_not_tied_can_win_the_tiebreak() -> None:
    # seats 1 and 2 were tied on 3; seat 0, with 2 and the monument, goes out first: 5
    s = crafted(
        "G", "S", "GGF", coins=[2, 3, 3], supply=8, monument=0, round=2, options={"rounds": 1}
    )
    events = play(s, 0, "G") + play(s, 1, "S")
    assert events[-1].type == "game_ended" and s.coins == [5, 4, 3] and s.winners == [0]


def test_r28_still_tied_after_the_second_tiebreak_the_tied_share_the_win() -> None:
    s = crafted("G", "S", "GGF", coins=[1, 2, 3], supply=6, round=3, options={"rounds": 1})
    events = play(s, 0, "G") + play(s, 1, "S")
    assert events[-1].type == "game_ended" and s.winners == [0, 1, 2]
    s = crafted("G", "S", "GGF", coins=[1, 2, 3], supply=6, round=2, options={"rounds": 1})
    play(s, 0, "G")
    play(s, 1, "S")
    assert s.round == 3 and s.phase == "play"  # the first tie-break was tied: a second one


def test_r28_four_players_the_larger_team_total_wins_and_individual_coins_decide_nothing() -> None:
    s = crafted(*OUT_3_0_1, leader=3, coins=[4, 3, 0, 1], supply=8, options={"rounds": 1})
    events = _play_3_0_1(s)
    assert s.coins == [5, 3, 0, 3]  # seat 0 is the richest player, but its team has 5 to 6
    assert events[-1].data == {"totals": [5, 3, 0, 3], "winners": [1, 3], "team_totals": [5, 6]}
    assert R.public_view(s, 0)["team_totals"] == [5, 6]
    result = R.result(s)
    assert result["teams"] == [[0, 2], [1, 3]] and result["team_totals"] == [5, 6]


def test_r28_four_players_a_team_tie_plays_a_tiebreak() -> None:
    s = crafted(*OUT_3_0_1, leader=3, coins=[1, 0, 0, 0], supply=1, options={"rounds": 1})
    _play_3_0_1(s)
    assert s.coins == [2, 0, 0, 2] and s.round == 2 and s.leader == 1  # the monument's holder
    s = crafted(*OUT_3_0_1, leader=3, coins=[1, 0, 0, 0], supply=1, round=3, options={"rounds": 1})
    _play_3_0_1(s)
    assert s.winners == [0, 1, 2, 3]


def test_r29_two_players_the_first_to_the_coin_goal_wins() -> None:
    s = crafted("G", "SS", coins=[3, 2], supply=5)
    events = play(s, 0, "G")
    assert events[-1].type == "game_ended" and s.winners == [0]
    assert R.public_view(s, 0)["goal"] == 4 and R.public_view(s, 0)["rounds"] is None
    s = crafted("G", "SS", coins=[2, 3], supply=5)
    play(s, 0, "G")
    assert not R.is_over(s) and s.round == 2 and s.leader == 1
    s = crafted("G", "SS", coins=[2, 1], supply=3, options={"goal_coins": 3})
    play(s, 0, "G")
    assert s.winners == [0]


def test_r30_every_game_ends_within_its_bound() -> None:
    rng = random.Random(5)
    for players, options in ((2, {"goal_coins": 5}), (3, {}), (4, {})):
        for seed in range(12):
            s = R.new_game(R.parse_config(options), players, seed)
            decisions = 0
            while not R.is_over(s):
                legal = R.legal_actions(s, s.turn)
                R.apply(s, s.turn, legal[rng.randrange(len(legal))], 0)
                decisions += 1
                assert decisions < 5000
            bound = 2 * 5 - 1 if players == 2 else 5 + 2
            assert s.round <= bound and s.winners
