"""Rulings 24-27: scouting, the Watermelon's adjustment, retrieval once per period from the
next, the loot table, a new duck on 12 or more, and cutting losses."""

from __future__ import annotations

from typing import Any

from .helpers import act, first, give, new, next_period, poke, ready, refused, types


def out_scouting(potential: int, later: list[Any], players: int = 2) -> Any:
    """Seat 0's duck 1 leaves with `potential`; the next period's rolls are `later`."""
    s = new(players)
    for seat in range(players):
        ready(s, seat, name=f"D{seat}")
    next_period(s, [(12, potential)])
    poke(s, 1, quacks=5)
    act(s, 0, {"type": "scout", "duck": 1})
    assert s.ducks[1].mission and s.ducks[1].mission.potential == potential
    refused(s, 0, {"type": "retrieve", "duck": 1}, "too_soon")
    next_period(s, later)
    return s


def test_ruling_24_a_scouting_duck_is_paused() -> None:
    s = out_scouting(7, [])
    assert s.titles["king"] == 1  # seat 0's only duck is away
    refused(s, 1, {"type": "feed", "duck": 1}, "duck_scouting")
    refused(s, 0, {"type": "move", "duck": 1, "pond": 1}, "duck_scouting")
    refused(s, 0, {"type": "scout", "duck": 1}, "duck_scouting")
    refused(s, 0, {"type": "offer", "to": 1, "give": [{"duck": 1}]}, "not_held")


def test_ruling_26_a_roll_at_least_the_potential_returns_the_duck_with_loot() -> None:
    s = out_scouting(7, [(12, 7), (20, 5)])
    events = act(s, 0, {"type": "retrieve", "duck": 1})
    assert first(events, "retrieved") == {
        "seat": 0,
        "duck": 1,
        "roll": 7,
        "potential": 7,
        "returned": True,
    }
    assert s.ducks[1].mission is None and s.ducks[1].quacks == 12
    assert first(events, "loot") == {
        "seat": 0,
        "table": "scouting",
        "roll": 5,
        "item": "grapes",
        "count": 1,
    }
    assert s.players[0].items["grapes"] == 1
    refused(s, 0, {"type": "retrieve", "duck": 1}, "not_scouting")


def test_ruling_26_once_per_period_and_the_duck_may_stay_out() -> None:
    s = out_scouting(9, [(12, 3)])
    events = act(s, 0, {"type": "retrieve", "duck": 1})
    assert first(events, "retrieved")["returned"] is False and "loot" not in types(events)
    message = refused(s, 0, {"type": "retrieve", "duck": 1}, "already_tried")
    assert "next chance" in message
    refused(s, 0, {"type": "cut_losses", "duck": 1}, "already_tried")
    next_period(s, [(12, 9), (20, 12)])
    act(s, 0, {"type": "retrieve", "duck": 1})
    assert s.ducks[1].mission is None and s.players[0].items["nothing"] == 1


def test_ruling_26_the_loot_table() -> None:
    cases = [
        (1, "seeds"),
        (4, "seeds"),
        (5, "grapes"),
        (6, "grapes"),
        (7, "watermelon"),
        (8, "watermelon"),
        (9, "blood_orange"),
        (10, "nothing"),
        (20, "nothing"),
    ]
    for roll, item in cases:
        extra = [(6, 2), (6, 5)] if item == "seeds" else []
        s = out_scouting(1, [(12, 1), (20, roll), *extra])
        act(s, 0, {"type": "retrieve", "duck": 1})
        assert s.players[0].items[item] == (7 if item == "seeds" else 1), (roll, item)


def test_ruling_26_twelve_or_more_finds_a_new_duck_even_if_it_stays_out() -> None:
    s = new(2)
    for seat in range(2):
        ready(s, seat, name=f"D{seat}")
    next_period(s, [(6, 1), (12, 12)])
    give(s, 1, "watermelon", 1)
    act(s, 1, {"type": "feed", "duck": 1, "fruit": "watermelon"})
    act(s, 0, {"type": "scout", "duck": 1})
    act(s, 0, {"type": "adjust", "duck": 1, "by": 1})
    assert s.ducks[1].mission and s.ducks[1].mission.potential == 13
    refused(s, 0, {"type": "adjust", "duck": 1, "by": -1}, "already_adjusted")
    next_period(s, [(12, 12)])
    events = act(s, 0, {"type": "retrieve", "duck": 1})
    assert first(events, "retrieved")["returned"] is False
    found = first(events, "duck_created")
    assert found["owner"] == 0 and found["how"] == "found"
    assert types(events)[-1] == "roll"  # the new duck's pond roll
    assert s.ducks[1].mission is not None


def test_ruling_24_the_watermelon_adjustment_needs_the_slice_this_period() -> None:
    s = out_scouting(5, [])
    refused(s, 0, {"type": "adjust", "duck": 1, "by": 1}, "no_watermelon")
    t = new(2)
    ready(t, 0)
    ready(t, 1)
    act(t, 0, {"type": "scout", "duck": 1})
    refused(t, 0, {"type": "adjust", "duck": 1, "by": -1}, "no_watermelon")


def test_ruling_27_cutting_losses_above_nine_returns_with_one_quack_and_no_loot() -> None:
    s = out_scouting(9, [])
    refused(s, 0, {"type": "cut_losses", "duck": 1}, "cannot_cut")
    s = out_scouting(10, [])
    events = act(s, 0, {"type": "cut_losses", "duck": 1})
    assert s.ducks[1].mission is None and s.ducks[1].quacks == 6
    assert "roll" not in types(events) and "loot" not in types(events)


def test_ruling_25_a_scouting_duck_may_be_given_a_pond_it_lacks() -> None:
    s = new(2)
    act(s, 0, {"type": "name", "duck": 1, "name": "Roamer"})
    act(s, 0, {"type": "assign_pond", "duck": 1, "pond": 1})
    s.ducks[1].pond = None  # lost its pond by a correction, say
    s.ducks[1].name = "Roamer"
    from duckdown.engine.duck_pond.state import Mission

    s.ducks[1].mission = Mission(potential=4, since=1)
    s.cache.clear()
    act(s, 0, {"type": "assign_pond", "duck": 1, "pond": 1})
    assert s.ducks[1].pond == 1
