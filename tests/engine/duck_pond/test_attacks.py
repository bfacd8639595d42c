"""Rulings 16 and 21-23: every Quack Attack with its cost and conditions."""

from __future__ import annotations

from typing import Any

from .helpers import act, first, give, new, next_period, poke, ready, refused, types


def household(players: int = 3, rolls: list[Any] | None = None) -> Any:
    s = new(players)
    for seat in range(players):
        ready(s, seat, name=f"D{seat}")
    if rolls is not None:
        next_period(s, rolls)
    return s


def test_ruling_21_attacks_go_through_an_own_complete_home_duck_with_the_cost() -> None:
    s = household()
    poke(s, 1, quacks=4)
    refused(s, 1, {"type": "standard", "duck": 1, "target": 2, "cost": 2}, "not_your_duck")
    refused(s, 0, {"type": "standard", "duck": 1, "target": 1, "cost": 2}, "self_target")
    refused(s, 0, {"type": "standard", "duck": 1, "target": 2, "cost": 6}, "not_enough_quacks")
    act(s, 0, {"type": "scout", "duck": 1})
    refused(s, 0, {"type": "standard", "duck": 1, "target": 2, "cost": 2}, "duck_scouting")
    poke(s, 2, quacks=4)
    refused(s, 1, {"type": "standard", "duck": 2, "target": 1, "cost": 2}, "duck_scouting")


def test_ruling_22_standard_costs_an_even_n_and_the_target_loses_half() -> None:
    s = household()
    poke(s, 1, quacks=9)
    for cost in (0, 1, 3, -2):
        refused(s, 0, {"type": "standard", "duck": 1, "target": 2, "cost": cost}, "bad_cost")
    events = act(s, 0, {"type": "standard", "duck": 1, "target": 2, "cost": 8})
    assert (s.ducks[1].quacks, s.ducks[2].quacks) == (1, -4)  # ruling 16: below 0 is fine
    assert first(events, "attack")["loss"] == 4
    refused(s, 0, {"type": "standard", "duck": 1, "target": 3, "cost": 2}, "not_enough_quacks")


def test_ruling_16_a_duck_below_zero_cannot_make_even_a_free_attack() -> None:
    s = household(2)
    s.ducks[2].owner = 0  # seat 0 holds both ducks
    poke(s, 1, quacks=-1)
    refused(s, 0, {"type": "cannibalism", "duck": 1, "target": 2}, "not_enough_quacks")
    act(s, 0, {"type": "cannibalism", "duck": 2, "target": 1})  # at 0 quacks it may
    assert s.ducks[2].quacks == 10 - 1


def test_ruling_22_lay_egg_needs_n_of_10_and_a_dn_of_10() -> None:
    s = household(rolls=[(10, 9), (12, 10)])
    poke(s, 1, quacks=30)
    refused(s, 0, {"type": "lay_egg", "duck": 1, "cost": 9}, "bad_cost")
    events = act(s, 0, {"type": "lay_egg", "duck": 1, "cost": 10})
    assert first(events, "attack")["egg"] is False and s.ducks[1].eggs == 0
    events = act(s, 0, {"type": "lay_egg", "duck": 1, "cost": 12})
    assert first(events, "attack")["egg"] is True and s.ducks[1].eggs == 1
    assert s.ducks[1].quacks == 8


def test_ruling_22_hatch_costs_an_egg_and_five_quacks_and_rolls_for_a_pond() -> None:
    s = household()
    poke(s, 1, quacks=5, eggs=1, colour="blue")
    poke(s, 2, quacks=40)
    refused(s, 1, {"type": "hatch", "duck": 2}, "no_egg")
    events = act(s, 0, {"type": "hatch", "duck": 1})
    assert types(events)[:3] == ["attack", "duck_hatched", "roll"]
    child = s.ducks[first(events, "duck_hatched")["duck"]]
    assert (child.owner, child.parent, child.colour, child.quacks, child.name, child.pond) == (
        0,
        1,
        "blue",
        0,
        None,
        None,
    )
    assert s.ducks[1].quacks == 0 and s.ducks[1].eggs == 0
    refused(s, 0, {"type": "hatch", "duck": 1}, "not_enough_quacks")


def test_ruling_23_divine_scrambler_takes_n_over_20_god_eggs() -> None:
    s = household()
    poke(s, 1, quacks=45)
    give(s, "duck_god", "god_egg", 3)
    give(s, 1, "god_egg", 1)
    refused(s, 0, {"type": "scrambler", "duck": 1, "target": "duck_god", "cost": 30}, "bad_cost")
    refused(s, 0, {"type": "scrambler", "duck": 1, "target": 1, "cost": 40}, "not_enough_god_eggs")
    refused(s, 0, {"type": "scrambler", "duck": 1, "target": 0, "cost": 20}, "self_target")
    act(s, 0, {"type": "scrambler", "duck": 1, "target": "duck_god", "cost": 40})
    assert s.god_eggs == 1 and s.players[0].items["god_egg"] == 2 and s.ducks[1].quacks == 5
    assert s.titles["deity"] == 0
    poke(s, 1, quacks=20)
    act(s, 0, {"type": "scrambler", "duck": 1, "target": 1, "cost": 20})
    assert s.players[1].items["god_egg"] == 0 and s.players[0].items["god_egg"] == 3


def test_ruling_23_steal_duck_from_the_duke_for_all_its_quacks() -> None:
    s = household()
    poke(s, 1, quacks=30)
    poke(s, 3, quacks=25)
    refused(s, 0, {"type": "steal", "duck": 1, "target": 3}, "royalty")  # seat 0 is Lord
    poke(s, 1, quacks=20)
    refused(s, 0, {"type": "steal", "duck": 1, "target": 3}, "no_duke")  # King is tied
    s.ducks[2].owner = 2  # now seat 2 holds ducks 2 and 3: King, and Lord: the DUKE
    poke(s, 2, quacks=5)
    poke(s, 1, quacks=5)
    assert s.titles["duke"] == 2 and s.titles["lord"] == 2
    refused(s, 2, {"type": "steal", "duck": 3, "target": 2}, "royalty")
    poke(s, 3, quacks=10)
    refused(s, 0, {"type": "steal", "duck": 1, "target": 3}, "too_few_quacks")  # not over 10
    poke(s, 3, quacks=21, eggs=1)
    refused(s, 0, {"type": "steal", "duck": 1, "target": 1}, "not_dukes_duck")
    refused(s, 0, {"type": "steal", "duck": 1, "target": 3}, "not_enough_quacks")
    poke(s, 1, quacks=21)
    act(s, 0, {"type": "steal", "duck": 1, "target": 3})
    stolen = s.ducks[3]
    assert (stolen.owner, stolen.quacks, stolen.eggs, stolen.pond) == (0, 21, 1, 1)
    assert s.ducks[1].quacks == 0 and s.titles["king"] == 0  # two ducks now


def test_ruling_23_cannibalism_eats_your_own_duck_for_ten_plus_its_quacks() -> None:
    s = household(2)
    s.ducks[2].owner = 0
    poke(s, 2, quacks=-3, eggs=2)
    refused(s, 1, {"type": "cannibalism", "duck": 2, "target": 1}, "not_your_duck")
    act(s, 0, {"type": "cannibalism", "duck": 1, "target": 2})
    assert s.ducks[1].quacks == 7 and 2 not in s.ducks
    assert s.ledger["egg"] == 0  # its Eggs left with it
    refused(s, 0, {"type": "cannibalism", "duck": 1, "target": 1}, "self_target")
