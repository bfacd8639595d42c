"""Rulings 28-30: the initial pond count, a new pond on a 6 at every duck creation, assigning,
moving for a quack, and upkeep by colour at each period's start."""

from __future__ import annotations

from duckdown.engine.duck_pond import RULESET as R

from .helpers import act, checked, first, new, next_period, poke, ready, refused, types


def test_ruling_28_a_round_starts_with_one_pond_per_four_ducks_at_least_one() -> None:
    assert new(1, rolls=[(20, None)] * 3 + [(245, None), (6, 1)]).ponds == 1
    assert new(3, rolls=[(20, None)] * 3 + [(245, None), (6, 1)]).ponds == 1
    assert new(9, rolls=[(20, None)] * 3 + [(245, None), (6, 1)]).ponds == 2
    assert new(20, rolls=[(20, None)] * 3 + [(245, None), (6, 1)]).ponds == 5


def test_ruling_28_every_later_creation_rolls_and_a_six_adds_a_pond() -> None:
    s = new(2, rolls=[(20, None)] * 3 + [(245, None), (6, 6)])  # the Disciple's pond roll
    assert s.ponds == 2 and [e for e in s.opening if e["type"] == "pond_created"] == [
        {"type": "pond_created", "pond": 2, "roll": 6}
    ]
    events = checked(R.join(s, 2, "Cleo", s.period.start + 1))
    roll = next(e.data for e in events if e.type == "roll")
    assert roll["sides"] == 6 and roll["cause"] == "pond roll for duck 4"
    assert s.ponds == 2 + (roll["result"] == 6)


def test_ruling_29_assigning_is_free_and_moving_costs_a_quack() -> None:
    s = new(2, rolls=[(20, None)] * 3 + [(245, None), (6, 6)])
    refused(s, 0, {"type": "assign_pond", "duck": 1, "pond": 3}, "no_such_pond")
    act(s, 0, {"type": "assign_pond", "duck": 1, "pond": 2})
    refused(s, 0, {"type": "assign_pond", "duck": 1, "pond": 1}, "has_pond")
    act(s, 0, {"type": "name", "duck": 1, "name": "Mover"})
    refused(s, 0, {"type": "move", "duck": 1, "pond": 1}, "not_enough_quacks")
    poke(s, 1, quacks=1)
    refused(s, 0, {"type": "move", "duck": 1, "pond": 2}, "same_pond")
    events = act(s, 0, {"type": "move", "duck": 1, "pond": 1})
    assert first(events, "duck_moved") == {"seat": 0, "duck": 1, "source": 2, "pond": 1, "cost": 1}
    assert s.ducks[1].quacks == 0


def test_ruling_30_upkeep_by_colour_all_at_once() -> None:
    s = new(4, rolls=[(20, None)] * 3 + [(245, None), (6, 6)])
    for seat, pond in ((0, 1), (1, 1), (2, 1), (3, 2)):
        ready(s, seat, name=f"D{seat}", pond=pond)
    poke(s, 1, colour="yellow")
    poke(s, 2, colour="yellow")
    poke(s, 3, colour="green")
    poke(s, 4, colour="green")  # alone in pond 2
    events = next_period(s)
    upkeep = first(events, "upkeep")["changes"]
    # duck 1: one other yellow (-1), one green (+1): no change; duck 3: two yellows, +2
    assert upkeep == [[3, 2]]
    assert [s.ducks[n].quacks for n in (1, 2, 3, 4)] == [0, 0, 2, 0]


def test_ruling_30_upkeep_skips_uncoloured_incomplete_and_scouting_ducks() -> None:
    s = new(3)
    for seat in range(3):
        ready(s, seat, name=f"D{seat}")
    poke(s, 1, colour="blue")
    poke(s, 2, colour="blue")
    act(s, 0, {"type": "scout", "duck": 1})
    events = next_period(s)
    assert "upkeep" not in types(events)
