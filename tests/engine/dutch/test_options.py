"""Ruling 34: the table options, their defaults and their limits; actions at the edges."""

from __future__ import annotations

from typing import Any

import pytest

from duckdown.engine import ConfigError, IllegalAction, rulesets
from duckdown.engine.schemas import defaults, problem

from .helpers import R


def test_r34_every_option_has_the_rulings_default() -> None:
    assert "dutch" in rulesets()
    assert R.config_to_json(R.parse_config({})) == {
        "decks": None,  # ruling 1's default for the number of players
        "mode": "100_points",
        "peek_time": 15,
        "turn_time": 30,
        "throw_time": 2,
        "keep_known": False,
    }
    assert defaults(R.info.options) == R.config_to_json(R.parse_config({}))


@pytest.mark.parametrize(
    ("options", "words"),
    [
        ({"decks": 3}, "decks"),
        ({"decks": True}, "decks"),
        ({"mode": "3_rounds"}, "mode"),
        ({"peek_time": -1}, "peek_time"),
        ({"turn_time": 1.0}, "turn_time"),
        ({"throw_time": 0}, "throw_time"),  # ruling 14: 1-5 s
        ({"throw_time": 6}, "throw_time"),
        ({"keep_known": "yes"}, "keep_known"),
        ({"rounds": 5}, "unknown option 'rounds'"),
    ],
)
def test_r34_a_bad_option_is_refused_naming_it(options: dict[str, Any], words: str) -> None:
    with pytest.raises(ConfigError, match=words):
        R.parse_config(options)
    assert problem(R.info.options, options, "options") is not None  # the schema agrees


def test_r34_the_options_round_trip_and_everything_else_is_fixed() -> None:
    options = {
        "decks": 2,
        "mode": "5_rounds",
        "peek_time": 0,
        "turn_time": 0,
        "throw_time": 5,
        "keep_known": True,
    }
    assert R.config_to_json(R.parse_config(options)) == options
    s = R.new_game(R.parse_config(options), 3, 1)
    assert s.decks == 2 and s.mode == "5_rounds"
    with pytest.raises(ConfigError, match="mode option"):
        R.new_game(R.parse_config({}), 2, 1, rounds=5)
    with pytest.raises(ConfigError, match="seed"):
        R.new_game(R.parse_config({}), 2, -1)
    assert R.round_choices(R.parse_config({}), 4) == []


def test_actions_are_json_objects_at_the_edges() -> None:
    for data in (
        {"type": "throw_in", "slot": 3, "window": 7},
        {"type": "swap", "row": 0, "slot": 1, "other_row": 2, "other_slot": 7},
        {"type": "mode", "mode": "50_points"},
        {"type": "dutch"},
    ):
        assert R.action_to_json(R.parse_action(data)) == data
        assert problem(R.schemas["action"], data) is None
    for bad in (
        {"type": "throw_in", "slot": 3},
        {"type": "throw_in", "slot": True, "window": 1},
        {"type": "look", "row": 0, "slot": 1, "card": "AS"},
        {"type": "mode", "mode": "forever"},
        {"type": "peek"},
        {"slot": 1},
        ["draw"],
    ):
        with pytest.raises(IllegalAction) as info:
            R.parse_action(bad)  # type: ignore[arg-type]
        assert info.value.code == "bad_action"


def test_the_metadata_names_the_levels_and_events() -> None:
    data = R.info.to_json()
    assert data["bot_levels"] == ["random", "easy", "medium", "hard"]
    assert data["events"] == ["dutch_called", "round_ended", "game_ended"]
    assert data["players"] == [2, 8] and data["result"] == "lowest"
