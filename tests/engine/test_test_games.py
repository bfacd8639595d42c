"""The games that live in the tests (Guess, Dice Pond) keep the interface's promises: the whole
conformance suite, run on each while it is registered, as it runs on every game of the engine.
So what the host tests prove with them holds for a game that plays by the rules."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from duckdown.engine import Ruleset, rulesets
from tests.engine import test_conformance as suite
from tests.engine.conformance import tables
from tests.support import dice_pond, guess_game

MODULES = {"guess": guess_game, "dice_pond": dice_pond}


@pytest.fixture(params=sorted(MODULES))
def game(request: pytest.FixtureRequest) -> Iterator[Ruleset[Any, Any]]:
    with MODULES[request.param].registered() as registered:
        assert registered.name in rulesets()
        yield registered
    assert registered.name not in rulesets()  # gone again after the test


def test_the_test_games_pass_the_conformance_suite(game: Ruleset[Any, Any]) -> None:
    suite.test_metadata_is_complete(game)
    suite.test_options_schema_matches_the_game(game)
    suite.test_setup_refusals(game)
    for players, options in tables(game):
        suite.test_random_playouts_keep_every_promise(game, players, options)
        suite.test_determinism_and_json_round_trip(game, players, options)
        suite.test_random_games_end(game, players, options)
