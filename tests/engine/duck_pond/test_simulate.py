"""The simulation helper: a seeded household through weeks of periods, every invariant checked
after every step (a later `duckdown simulate --game duck_pond` runs it)."""

from __future__ import annotations

import json
import random
from collections import Counter

from duckdown.engine.duck_pond import RULESET as R
from duckdown.engine.duck_pond import game
from duckdown.engine.duck_pond.actions import TYPES
from duckdown.engine.duck_pond.simulate import START, Summary, _act, _due, simulate
from duckdown.engine.schemas import problem


def test_five_players_for_twelve_weeks() -> None:
    summary = simulate(5, 12, 3)
    assert json.loads(json.dumps(summary)) == summary
    assert summary["invariants_checked"] and summary["actions"] > 300
    assert summary["periods"] >= 20 and summary["rolls"] > 50
    events = summary["events"]
    for kind in ("fed", "attack", "proposal_made", "vote", "period_started", "god_egg"):
        assert events.get(kind, 0) > 0, kind
    assert summary["god_eggs"] <= events["god_egg"]  # Divine Scramblers may take some back
    assert summary["round_lost"] == (summary["god_eggs"] >= 12)
    assert summary == simulate(5, 12, 3), "the same seed plays the same household"
    assert summary != simulate(5, 12, 4)


def test_a_full_household_in_another_zone_with_people_coming_and_going() -> None:
    summary = simulate(20, 3, 1, options={"time_zone": "Pacific/Auckland"}, joins=0.5, leaves=0.5)
    assert summary["left"] > 0 and summary["current_players"] <= 20
    assert summary["seats"] == 20 + summary["joined"]


def test_every_event_of_a_season_matches_the_schema() -> None:
    assert R.schemas["action"]["properties"]["type"]["enum"] == list(TYPES)
    assert set(R.info.events) <= set(R.schemas["event"]["properties"]["type"]["enum"])
    s = game.new_game(R.parse_config({}), 4, 5, START, bytes(32))
    rng = random.Random(5)
    summary = Summary(Counter())
    while s.phase != "over" and s.period.number < 24:
        end = s.period.end
        for now in sorted(rng.randrange(s.period.start, end) for _ in range(40)):
            _due(s, now, rng, summary.add)
            if s.phase == "over":
                break
            _act(s, now, rng, summary.add, summary)
        _due(s, end, rng, summary.add)
    kinds = set()
    for entry in s.log:
        event = {k: v for k, v in entry.items() if k not in ("n", "at", "in_period")}
        assert problem(R.schemas["event"], event) is None, event
        kinds.add(event["type"])
    assert len(kinds) > 40, sorted(kinds)
