"""Config options, their defaults (ruling 5) and their validation (ruling 1)."""

from __future__ import annotations

from collections import Counter

import pytest

from duckdown.engine import ConfigError, get_ruleset, rulesets
from duckdown.engine.duck_down.cards import DOUBLE, PEEK, SWAP

from .helpers import R, config, new, seed_with_first

STANDARD = Counter({**{v: 4 for v in range(9)}, 9: 9, SWAP: 9, PEEK: 7, DOUBLE: 5})


def test_registry_names_duck_down_and_refuses_unknown_rulesets() -> None:
    assert "duck_down" in rulesets()
    assert get_ruleset("duck_down") is R
    with pytest.raises(ConfigError) as info:
        get_ruleset("uno")
    assert info.value.code == "unknown_ruleset"
    assert "uno" in info.value.message and "duck_down" in info.value.message


def test_defaults_of_ruling_5() -> None:
    c = R.parse_config({})
    assert Counter(c.cards()) == STANDARD
    assert len(c.cards()) == 66
    assert c.peek_time == 10
    assert c.turn_time == 60
    assert c.call_penalty == 0
    assert c.keep_known is False
    assert c.rounds is None
    for players in range(2, 9):
        choices = R.round_choices(c, players)
        assert choices[0] == players  # one round per player by default
        assert set(choices) == {players, 1, 3, 5, 10}
        assert len(choices) == len(set(choices))


def test_default_game_uses_the_defaults() -> None:
    s = R.new_game(R.parse_config({}), 4, 7, now=1000)
    assert s.rounds == 4
    assert s.deadline == 1000 + 10_000  # PeekTime 10 s
    for seat in range(4):
        R.apply(s, seat, ("ready",), 2000)
    assert s.deadline == 2000 + 60_000  # TurnTime 60 s
    assert s.config.keep_known is False


def test_config_json_round_trip() -> None:
    options = {
        "deck": {"0": 10, "12": 3, "swap": 2, "peek": 1, "double": 1},
        "peek_time": 0,
        "turn_time": 5,
        "call_penalty": 7,
        "rounds": 2,
        "round_choices": [2, 4],
        "keep_known": True,
    }
    c = R.parse_config(options)
    out = R.config_to_json(c)
    assert out == options
    assert R.parse_config(out) == c


@pytest.mark.parametrize(
    ("options", "fragments"),
    [
        ({"peek_time": 601}, ["peek_time", "601", "0 to 600"]),
        ({"peek_time": -1}, ["peek_time", "-1", "0 to 600"]),
        ({"peek_time": "10"}, ["peek_time", "'10'", "0 to 600"]),
        ({"peek_time": 1.5}, ["peek_time", "1.5", "0 to 600"]),
        ({"turn_time": 3601}, ["turn_time", "3601", "0 to 3600"]),
        ({"turn_time": True}, ["turn_time", "True", "0 to 3600"]),
        ({"call_penalty": 1001}, ["call_penalty", "1001", "0 to 1000"]),
        ({"call_penalty": -5}, ["call_penalty", "-5", "0 to 1000"]),
        ({"rounds": 0}, ["rounds", "0", "1 to 100"]),
        ({"rounds": 101}, ["rounds", "101", "1 to 100"]),
        ({"round_choices": [3, 0]}, ["round_choices", "0", "1 to 100"]),
        ({"round_choices": 3}, ["round_choices", "3"]),
        ({"round_choices": list(range(1, 22))}, ["round_choices", "20"]),
        ({"keep_known": "yes"}, ["keep_known", "'yes'", "true or false"]),
        ({"keep_known": 1}, ["keep_known", "1", "true or false"]),
        ({"deck": {}}, ["deck"]),
        ({"deck": [1, 2]}, ["deck", "[1, 2]"]),
        ({"deck": {"joker": 3, "0": 20}}, ["joker", "swap, peek, double"]),
        ({"deck": {"-1": 3, "0": 20}}, ["-1", "non-negative"]),
        ({"deck": {"0": -1}}, ["'0'", "-1", "0 to 1000"]),
        ({"deck": {"0": "4"}}, ["'0'", "'4'"]),
        ({"deck": {"1001": 20}}, ["1001", "1000"]),
        ({"deck": {"0": 600, "1": 600}}, ["1200", "1000"]),
        ({"deck": {"swap": 20, "peek": 5}}, ["no number card"]),
        ({"decks": {"0": 20}}, ["'decks'", "deck, peek_time"]),
    ],
)
def test_bad_options_are_refused_naming_value_and_range(
    options: dict[str, object], fragments: list[str]
) -> None:
    with pytest.raises(ConfigError) as info:
        R.parse_config(options)
    assert info.value.code == "invalid_config"
    for fragment in fragments:
        assert fragment in info.value.message, (fragment, info.value.message)


@pytest.mark.parametrize(
    ("key", "low", "high"),
    [("peek_time", 0, 600), ("turn_time", 0, 3600), ("call_penalty", 0, 1000), ("rounds", 1, 100)],
)
def test_range_bounds_are_inclusive(key: str, low: int, high: int) -> None:
    assert getattr(R.parse_config({key: low}), key) == low
    assert getattr(R.parse_config({key: high}), key) == high


def test_custom_deck_allows_any_non_negative_number_and_the_specials() -> None:
    c = R.parse_config({"deck": {"0": 2, "13": 3, "1000": 1, "swap": 2, "peek": 1, "double": 1}})
    assert Counter(c.cards()) == Counter({0: 2, 13: 3, 1000: 1, SWAP: 2, PEEK: 1, DOUBLE: 1})
    s = R.new_game(c, 2, 1)
    assert Counter(card for row in s.rows for card in row) + Counter(s.deck + s.pile) == Counter(
        c.cards()
    )


def test_zero_counts_are_dropped() -> None:
    c = R.parse_config({"deck": {"0": 10, "swap": 0}})
    assert Counter(c.cards()) == Counter({0: 10})


@pytest.mark.parametrize("players", range(2, 9))
def test_deck_must_hold_four_per_player_plus_two(players: int) -> None:
    need = 4 * players + 2
    short = R.parse_config({"deck": {"1": need - 1}})
    with pytest.raises(ConfigError) as info:
        R.new_game(short, players, 0)
    message = info.value.message
    assert str(need - 1) in message and str(need) in message
    assert info.value.code == "invalid_config"
    enough = R.parse_config({"deck": {"1": need}})
    s = R.new_game(enough, players, 0)
    assert len(s.deck) == 1 and len(s.pile) == 1


@pytest.mark.parametrize("players", [0, 1, 9, 20])
def test_a_table_seats_two_to_eight(players: int) -> None:
    with pytest.raises(ConfigError) as info:
        R.new_game(R.parse_config({}), players, 0)
    assert str(players) in info.value.message and "2 to 8" in info.value.message


def test_players_must_be_a_whole_number() -> None:
    with pytest.raises(ConfigError):
        R.new_game(R.parse_config({}), True, 0)  # type: ignore[arg-type]


@pytest.mark.parametrize("seed", [-1, 1 << 63, True, 1.0])
def test_bad_seed_is_refused(seed: object) -> None:
    with pytest.raises(ConfigError) as info:
        R.new_game(R.parse_config({}), 2, seed)  # type: ignore[arg-type]
    assert "seed" in info.value.message


def test_rounds_option_sets_the_default_length() -> None:
    c = R.parse_config({"rounds": 2, "round_choices": [1, 2, 7]})
    assert R.round_choices(c, 5) == [2, 1, 7]
    assert R.new_game(c, 5, 0).rounds == 2


def test_round_choices_limit_what_the_owner_may_pick() -> None:
    c = R.parse_config({})
    for rounds in (3, 1, 5, 10):
        assert R.new_game(c, 3, 0, rounds=rounds).rounds == rounds
    with pytest.raises(ConfigError) as info:
        R.new_game(c, 3, 0, rounds=4)
    assert info.value.code == "invalid_rounds"
    assert "4" in info.value.message and "3, 1, 5, 10" in info.value.message


@pytest.mark.parametrize("rounds", [True, 1.0, "3", 0])
def test_rounds_must_be_a_whole_number_among_the_choices(rounds: object) -> None:
    with pytest.raises(ConfigError) as info:
        R.new_game(R.parse_config({}), 3, 0, rounds=rounds)  # type: ignore[arg-type]
    assert info.value.code == "invalid_rounds"
    assert repr(rounds) in info.value.message


def test_empty_round_choices_leaves_only_the_default() -> None:
    c = R.parse_config({"round_choices": []})
    assert R.round_choices(c, 4) == [4]
    with pytest.raises(ConfigError):
        R.new_game(c, 4, 0, rounds=1)


def test_peek_time_zero_means_no_limit() -> None:
    s = R.new_game(R.parse_config({"peek_time": 0}), 2, 0)
    assert R.deadline(s) is None
    s2 = R.new_game(R.parse_config({"peek_time": 3}), 2, 0, now=500)
    assert R.deadline(s2) == 3500


def test_turn_time_sets_each_decision_deadline_and_zero_means_no_limit() -> None:
    s = new(turn_time=0, now=0)
    assert R.deadline(s) is None
    R.apply(s, s.turn_seat, ("draw",), 100)
    assert R.deadline(s) is None
    s = new(turn_time=7)
    assert R.deadline(s) == 7000
    R.apply(s, 0, ("draw",), 2500)
    assert R.deadline(s) == 9500


def test_deck_order_longer_than_the_deck_allows_is_refused() -> None:
    c = R.parse_config({"deck": {"1": 9, "2": 1}})
    with pytest.raises(ConfigError) as info:
        R.new_game(c, 2, seed_with_first(2, 0), deck_orders=[[2, 2]])
    assert "2" in info.value.message


def test_default_config_object_equals_parsed_defaults() -> None:
    assert config() == R.parse_config({}) == R.parse_config(R.config_to_json(config()))
