"""The simulation helper: a seeded household through weeks of periods, every invariant checked
after every step (a later `duckdown simulate --game duck_pond` runs it)."""

from __future__ import annotations

import json

from duckdown.engine.duck_pond.simulate import simulate


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
