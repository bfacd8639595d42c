"""The shared part plays any game: the generic `random` bot plays every registered game to its
end through views only, and the arena and `simulate` follow a game's result model, teams,
optional decisions and timeouts (on Pebbles, a throwaway test game)."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

import pytest

from duckdown.bots import RandomBot
from duckdown.bots.arena import arena, bot_seed, play_game, simulate, winners_of
from duckdown.engine import get_ruleset, rulesets
from tests.bots.conftest import Spy

# every game of this installation, and Pebbles (registered by the fixture)
GAMES = [*rulesets(), "pebbles"]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("end", ["fewest", "most"])
def test_random_plays_every_game_to_its_end_through_views_only(
    pebbles_game: Any, game: str, end: str
) -> None:
    R = get_ruleset(game)
    players = R.min_players if end == "fewest" else R.max_players
    # an open-ended game (Duck Pond runs for weeks) is played for a while, not to its end
    cap = 300 if R.info.length == "open" else None
    for seed in range(3):
        spies = [Spy(RandomBot(game, s, bot_seed(seed, s))) for s in range(players)]
        result = play_game(game, spies, {}, seed, max_decisions=cap)
        assert set(result["winners"]) <= set(range(players)) and result["decisions"] > 0
        assert result["finished"] or result["decisions"] == cap
        for spy in spies:
            assert spy.bot.errors == 0
            assert any("legal" in x for x in spy.inputs)  # it was asked to act
            for given in spy.inputs:  # views and event views, never an engine state
                assert isinstance(given, Mapping)
                json.dumps(given)


def test_optional_decisions_and_timeouts_are_played(pebbles_game: Any) -> None:
    events: list[dict[str, Any]] = []
    bots = [RandomBot("pebbles", s, s + 1) for s in range(3)]
    result = play_game("pebbles", bots, {"pile": 40}, 2, log=lambda pub, _: events.append(pub))
    kinds = {e["type"] for e in events}
    assert {"take", "grab", "turn"} <= kinds  # grabs are optional; turns follow timeouts
    assert sum(result["totals"]) == 40 and events[-1]["type"] == "game_ended"
    assert result["winners"] == events[-1]["winners"]


def test_the_highest_total_wins_and_teams_share(pebbles_game: Any) -> None:
    bots = [RandomBot("pebbles", s, s) for s in range(4)]
    result = play_game("pebbles", bots, {}, 5)
    team_totals = result["team_totals"]
    assert result["teams"] == [[0, 2], [1, 3]]
    best = max(team_totals)
    won = [team for team, x in zip(result["teams"], team_totals, strict=True) if x == best]
    assert result["winners"] == sorted(s for team in won for s in team)


def test_winners_follow_the_result_model_where_the_game_names_none(pebbles_game: Any) -> None:
    duck_down = get_ruleset("duck_down")
    assert winners_of(duck_down, {"winners": None, "totals": [5, 3, 3]}) == [1, 2]
    assert winners_of(pebbles_game, {"winners": None, "totals": [5, 3, 5]}) == [0, 2]
    assert winners_of(pebbles_game, {"winners": [1], "totals": [5, 3, 5]}) == [1]
    assert winners_of(pebbles_game, {"winners": None, "totals": None}) == []


def test_arena_reports_team_win_rates(pebbles_game: Any) -> None:
    out = arena("pebbles", ["random"], players=4, games=6, seed=3)
    assert out["game"] == "pebbles" and out["result"] == "highest" and out["games"] == 6
    # one bot everywhere: both teams field "random+random", and share the wins between them
    assert set(out["teams"]) == {"random+random"}
    assert out["teams"]["random+random"]["win_rate"] == pytest.approx(0.5, abs=1e-4)
    assert out["bots"]["random"]["win_rate"] == pytest.approx(1.0)
    assert "teams" not in arena("pebbles", ["random"], players=3, games=2, seed=3)


def test_simulate_reports_team_win_rates(pebbles_game: Any) -> None:
    out = simulate("pebbles", ["random"] * 4, games=8, seed=2)
    assert out["teams"] == [[0, 2], [1, 3]]
    assert sum(out["team_win_rate"]) == pytest.approx(1.0, abs=1e-3)
    pair = out["mean_total"][0] + out["mean_total"][2]  # each rounded to 0.01
    assert out["team_mean_total"][0] == pytest.approx(pair, abs=0.011)
    assert "teams" not in simulate("pebbles", ["random"] * 2, games=2, seed=2)
