"""Every registered game keeps the interface's promises (docs/games.md, "Conformance").

Parametrized over the registry: a new game is tested here the moment it registers.
"""

from __future__ import annotations

from typing import Any

import pytest

from duckdown.engine import ConfigError, IllegalAction, Ruleset, games
from duckdown.engine.info import LANGUAGES
from duckdown.engine.schemas import defaults, problem

from .conformance import playout, quick_game, replay, snap, tables

GAMES = games()
IDS = [g.name for g in GAMES]
TABLES = [(g, players, options) for g in GAMES for players, options in tables(g)]
TABLE_IDS = [
    f"{g.name}-{players}-{'-'.join(sorted(options)) or 'default'}" for g, players, options in TABLES
]


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_metadata_is_complete(game: Ruleset[Any, Any]) -> None:
    info = game.info
    data = info.to_json()
    assert data["name"] == game.name
    assert 1 <= info.min_players <= info.max_players
    for lang in LANGUAGES:
        assert info.title[lang] and info.summary[lang], f"no {lang} title or summary"
    assert info.bot_levels and info.bot_levels[0] == "random", "the generic random bot first"
    assert info.result in ("lowest", "highest", "none")
    assert info.length in ("rounds", "target", "open")
    assert info.clock in ("game", "calendar")
    assert info.join in ("lobby", "any_time")
    for players, teams in info.teams.items():
        seats = sorted(seat for team in teams for seat in team)
        assert seats == list(range(players)), f"teams at {players} do not cover every seat once"
    for name in ("action", "public", "seat", "event"):
        assert name in game.schemas, f"no {name} schema"


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_options_schema_matches_the_game(game: Ruleset[Any, Any]) -> None:
    schema = game.info.options
    assert schema.get("type") == "object" and schema.get("additionalProperties") is False
    for key, prop in schema["properties"].items():
        assert "default" in prop, f"option {key} has no default"
        for lang in LANGUAGES:
            assert prop.get("x-label", {}).get(lang), f"option {key} has no {lang} label"
        labels = prop.get("x-enum-labels")
        if labels is not None:
            for lang in LANGUAGES:
                assert len(labels[lang]) == len(prop["enum"]), f"{key}: {lang} enum labels"
    # the schema's defaults are the game's own, and what the game writes back is valid
    base = game.config_to_json(game.parse_config({}))
    assert game.config_to_json(game.parse_config(defaults(schema))) == base
    assert problem(schema, base, "options") is None
    # a typo is refused rather than silently played with defaults
    with pytest.raises(ConfigError):
        game.parse_config({"no_such_option": 1})


@pytest.mark.parametrize(("game", "players", "options"), TABLES, ids=TABLE_IDS)
def test_random_playouts_keep_every_promise(
    game: Ruleset[Any, Any], players: int, options: dict[str, Any]
) -> None:
    steps = moved = events = refusals = 0
    seed = 0
    while steps < 300 and seed < 40:  # short games (random calls) take more seeds
        _, tally = playout(game, players, options, seed, max_steps=160, deep_every=4)
        seed += 1
        steps += tally.steps
        moved += tally.resamples_that_moved
        events += tally.event_checks
        refusals += tally.refusals
    assert steps >= 300, "the playouts barely played"
    assert moved > 0, "resample never re-dealt anything: the invariance check tested nothing"
    assert events > 0, "no event comparison applied"
    assert refusals > 0


@pytest.mark.parametrize(("game", "players", "options"), TABLES, ids=TABLE_IDS)
def test_determinism_and_json_round_trip(
    game: Ruleset[Any, Any], players: int, options: dict[str, Any]
) -> None:
    state, tally = playout(
        game, players, options, 7, max_steps=120, deep_every=1000, resample_every=1000
    )
    again = replay(game, players, options, 7, tally.trace)
    assert snap(game, again) == snap(game, state), "the same seed and actions gave another game"
    # a state read back from JSON plays on exactly like the original
    copy = game.state_from_json(game.state_to_json(state))
    for seat in range(players):
        legal = game.legal_actions(state, seat)
        if legal:
            a, b = (
                game.apply(state, seat, legal[0], tally.trace[-1][2]),
                game.apply(copy, seat, legal[0], tally.trace[-1][2]),
            )
            assert [e.view(None) for e in a] == [e.view(None) for e in b]
            break
    assert snap(game, copy) == snap(game, state)


@pytest.mark.parametrize(("game", "players", "options"), TABLES, ids=TABLE_IDS)
def test_random_games_end(game: Ruleset[Any, Any], players: int, options: dict[str, Any]) -> None:
    lengths = [
        n for seed in range(5) for n in quick_game(game, players, options, 100 + seed, 200_000)
    ]
    assert len(lengths) == 5


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_setup_refusals(game: Ruleset[Any, Any]) -> None:
    config = game.parse_config({})
    for players in (game.min_players - 1, game.max_players + 1):
        with pytest.raises(ConfigError):
            game.new_game(config, players, 1)
    state = game.new_game(config, game.min_players, 1)
    with pytest.raises(IllegalAction):
        game.parse_action({"type": 7})
    with pytest.raises(IllegalAction):
        game.parse_action({})
    assert game.seats_to_act(state) or game.deadline(state) is not None
