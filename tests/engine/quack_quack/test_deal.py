"""Table and deal (rulings 1-5): seats and teams, the deck, the deal, the leader, the options."""

from __future__ import annotations

from collections import Counter

import pytest

from duckdown.engine import ConfigError, get_ruleset, rulesets
from duckdown.engine.quack_quack.cards import COUNTS, DECK_SIZE, NAMES

from .helpers import R, cards, hand, new, play, seed_with_leader


def test_r1_seats_two_to_four_and_teams_of_facing_seats_at_four() -> None:
    assert "quack_quack" in rulesets() and get_ruleset("quack_quack") is R
    assert (R.info.min_players, R.info.max_players) == (2, 4)
    assert R.info.teams_for(4) == ((0, 2), (1, 3))
    assert R.info.teams_for(3) is None and R.info.teams_for(2) is None
    for players in (1, 5):
        with pytest.raises(ConfigError):
            R.new_game(R.parse_config({}), players, 1)
    view = R.public_view(R.new_game(R.parse_config({}), 4, 1), 0)
    assert view["teams"] == [[0, 2], [1, 3]]
    assert R.public_view(R.new_game(R.parse_config({}), 3, 1), 0)["teams"] is None


def test_r1_next_means_the_next_seat_number_wrapping_around() -> None:
    s = new("SSSSSSSSSGG", "GGGGGGGGGFF", "FFCCCCMMMMA", deck="AIVVVVV", leader=2)
    play(s, 2, "F")
    assert s.turn == 0  # after seat 2 comes seat 0
    play(s, 0, "G")
    assert s.turn == 1


def test_r2_the_deck_is_forty_cards_of_eight_classes() -> None:
    assert dict(zip(NAMES, COUNTS, strict=True)) == {
        "inspector": 1,
        "governor": 5,
        "secretary": 9,
        "guard": 11,
        "farmer": 4,
        "craftsman": 4,
        "merchant": 4,
        "agitator": 2,
    }
    assert sum(COUNTS) == DECK_SIZE == 40


@pytest.mark.parametrize(("players", "size", "deck"), [(2, 12, 16), (3, 11, 7), (4, 10, None)])
def test_r3_cards_per_player_and_the_class_deck(players: int, size: int, deck: int | None) -> None:
    for seed in range(5):
        s = R.new_game(R.parse_config({}), players, seed)
        view = R.public_view(s, 0)
        assert view["hands"] == [size] * players
        assert view["deck"] == deck
        assert view["discard"] == 0
        total = Counter(c for seat in range(players) for c in cards(hand(s, seat)))
        total.update(s.deck)
        assert [total[c] for c in range(8)] == list(COUNTS)


def test_r3_a_fixed_order_deals_seat_by_seat_then_the_deck_top_first() -> None:
    s = new(
        "IFFFFCCCCMMM",
        "MAAGGGGGGGGG",
        deck="GSGSSSSSSSSVVVVV",
        leader=1,
    )
    assert hand(s, 0) == "IFFFFCCCCMMM"
    assert hand(s, 1) == "MAAGGGGGGGGG"
    assert s.deck[-2:] == cards("SG")  # the top card is drawn first: it is last in the list
    assert s.deck[0] == cards("V")[0]


def test_r3_a_fixed_order_may_be_a_prefix_and_the_rest_is_shuffled() -> None:
    s = R.new_game(R.parse_config({}), 3, 1, deck_orders=[cards("VVVVV")])
    assert hand(s, 0).endswith("VVVVV")
    with pytest.raises(ConfigError):
        R.new_game(R.parse_config({}), 3, 1, deck_orders=[cards("VVVVVV")])  # 6 Governors


def test_r3_every_round_starts_from_all_forty_cards() -> None:
    # seat 0 leads its only pair, nobody can follow... play a whole round quickly by timeouts
    s = R.new_game(R.parse_config({"turn_time": 1}), 3, 4)
    start = s.round
    now = 0
    while s.round == start:
        now = s.deadline
        R.apply(s, None, ("timeout",), now)
    view = R.public_view(s, now)
    assert view["hands"] == [11, 11, 11] and view["deck"] == 7 and view["discard"] == 0


def test_r4_round_one_is_led_by_a_seat_the_seed_chooses() -> None:
    for players in (2, 3, 4):
        leaders = {R.new_game(R.parse_config({}), players, seed).leader for seed in range(40)}
        assert leaders == set(range(players))
        assert R.new_game(R.parse_config({}), players, 9).leader == (
            R.new_game(R.parse_config({}), players, 9).leader
        )
        for seat in range(players):
            assert (
                R.new_game(R.parse_config({}), players, seed_with_leader(players, seat)).leader
                == seat
            )


def test_r4_later_rounds_are_led_by_the_monument_holder() -> None:
    s = R.new_game(R.parse_config({"turn_time": 1}), 4, 3)
    for _ in range(3):
        start = s.round
        while s.round == start:
            R.apply(s, None, ("timeout",), s.deadline)
        assert s.struggle == 1 and s.monument >= 0 and s.leader == s.turn == s.monument


def test_r5_options_and_their_defaults() -> None:
    c = R.parse_config({})
    assert (c.turn_time, c.rounds, c.goal_coins) == (30, 5, 4)
    assert R.config_to_json(c) == {"turn_time": 30, "rounds": 5, "goal_coins": 4}
    assert R.new_game(c, 3, 1).rounds == 5 and R.new_game(c, 3, 1).goal is None
    assert R.new_game(c, 2, 1).rounds is None and R.new_game(c, 2, 1).goal == 4
    for rounds in (1, 3, 5):
        assert R.new_game(R.parse_config({"rounds": rounds}), 4, 1).rounds == rounds
    for goal in (3, 4, 5):
        assert R.new_game(R.parse_config({"goal_coins": goal}), 2, 1).goal == goal
    assert R.parse_config({"turn_time": 0}).turn_time == 0


@pytest.mark.parametrize(
    "options",
    [
        {"rounds": 2},
        {"rounds": 5.0},
        {"rounds": True},
        {"goal_coins": 6},
        {"turn_time": -1},
        {"turn_time": 3601},
        {"turn_time": "30"},
        {"deck": {}},
    ],
)
def test_r5_nothing_else_can_be_set(options: dict[str, object]) -> None:
    with pytest.raises(ConfigError) as info:
        R.parse_config(options)
    assert str(next(iter(options))) in info.value.message


def test_r5_a_start_may_not_change_the_length_but_to_a_valid_choice() -> None:
    c = R.parse_config({})
    assert R.round_choices(c, 3) == []
    assert R.new_game(c, 3, 1, rounds=3).rounds == 3
    for players, rounds in ((3, 2), (2, 3), (4, True)):
        with pytest.raises(ConfigError) as info:
            R.new_game(c, players, 1, rounds=rounds)
        assert info.value.code == "invalid_rounds"
