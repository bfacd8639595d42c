"""Rulings 33-35: the Duck Disciple's creation and name, the one attack per player per
period, its Ritual, perishing with rewards, and a new one at the next boundary."""

from __future__ import annotations

from datetime import date
from typing import Any

from duckdown.engine.duck_pond import RULESET as R
from duckdown.engine.duck_pond import calendar
from duckdown.engine.duck_pond.duck_names import DUCK_NAMES

from .helpers import act, entropy_for, first, new, next_period, poke, ready, refused, timeout, types

K = len(DUCK_NAMES)


def two_players(name_roll: int | None = None) -> Any:
    rolls = [(20, None)] * 3 + [(K, name_roll), (6, 1)] if name_roll else []
    s = new(2, rolls=rolls)
    for seat in range(2):
        ready(s, seat, name=f"D{seat}")
    return s


def test_ruling_33_34_the_disciple_is_created_with_3d20_and_a_shipped_name() -> None:
    s = two_players(name_roll=2)
    d = s.ducks[s.disciple or 0]
    assert (d.owner, d.pond, d.eggs, d.name) == (None, None, 0, f"Disciple {DUCK_NAMES[1]}")
    assert 3 <= d.quacks <= 60 and d.quacks == sum(r[1] for r in s.period.rolls[:3])
    assert s.period.rolls[4][2] == f"pond roll for duck {d.number}"  # ruling 28
    view = R.public_view(s, 0)
    assert view["disciple"]["name"] == d.name and view["disciple"]["damagers"] == []
    assert s.titles["king"] is None, "the Disciple counts for no title"
    assert len(DUCK_NAMES) >= 200


def test_ruling_35_one_standard_attack_per_player_per_period_then_the_ritual() -> None:
    s = two_players()
    number = s.disciple or 0
    poke(s, number, quacks=50)
    poke(s, 1, quacks=10)
    poke(s, 2, quacks=10)
    next_period(s, [(2, 2), (6, 3)])  # the Ritual picks the second duck and takes 3
    events = act(s, 0, {"type": "standard", "duck": 1, "target": number, "cost": 4})
    assert [e.type for e in events if e.type != "roll"][:2] == ["attack", "ritual"]
    assert first(events, "ritual") == {"disciple": number, "target": 2, "loss": 3}
    assert s.ducks[number].quacks == 48 and s.ducks[2].quacks == 7
    message = refused(
        s, 0, {"type": "standard", "duck": 1, "target": number, "cost": 2}, "disciple_attacked"
    )
    assert "already attacked the Disciple" in message
    act(s, 0, {"type": "standard", "duck": 1, "target": 2, "cost": 2})  # others are fine
    s.ducks[2].owner = 0
    poke(s, 2, quacks=5)
    refused(s, 0, {"type": "cannibalism", "duck": 1, "target": number}, "not_your_duck")
    refused(s, 0, {"type": "feed", "duck": number}, "not_feedable")


def test_ruling_35_perishing_rewards_every_damager_and_the_killers_loot() -> None:
    s = two_players()
    number = s.disciple or 0
    poke(s, number, quacks=2)
    poke(s, 1, quacks=10)
    poke(s, 2, quacks=10)
    # seat 1 hits first, the Ritual then hits duck 1; seat 0 kills, the Ritual hits duck 2;
    # both damagers gain a d6 (duck 2 first: the order of first damage), the loot is a 20
    next_period(s, [(2, 1), (6, None), (2, 2), (6, None), (6, None), (6, None), (20, 20)])
    act(s, 1, {"type": "standard", "duck": 2, "target": number, "cost": 2})
    assert s.ducks[number].quacks == 1
    before = {n: s.ducks[n].quacks for n in (1, 2)}
    events = act(s, 0, {"type": "standard", "duck": 1, "target": number, "cost": 2})
    rolls = [r[1] for r in s.period.rolls]
    ritual_hit, reward_2, reward_1 = rolls[3], rolls[4], rolls[5]
    perished = first(events, "disciple_perished")
    assert perished["killer"] == 1 and perished["seat"] == 0
    assert perished["rewards"] == [[2, reward_2], [1, reward_1]]
    assert s.ducks[1].quacks == before[1] - 2 + reward_1
    assert s.ducks[2].quacks == before[2] - ritual_hit + reward_2
    assert first(events, "loot") == {
        "seat": 0,
        "table": "disciple",
        "roll": 20,
        "item": "god_egg",
        "count": 1,
    }
    assert s.players[0].items["god_egg"] == 1 and s.titles["deity"] == 0
    assert s.disciple is None and number not in s.ducks
    assert "disciple_perished" in types(events)
    events = next_period(s)
    assert "disciple_created" in types(events) and s.disciple is not None  # ruling 34


def test_ruling_35_a_disciple_survives_above_zero() -> None:
    s = two_players()
    number = s.disciple or 0
    poke(s, number, quacks=3)
    poke(s, 1, quacks=4)
    act(s, 0, {"type": "standard", "duck": 1, "target": number, "cost": 4})
    assert s.ducks[number].quacks == 1 and s.disciple == number


def test_ruling_34_suffixes_for_a_name_used_before_and_rerolls_for_a_taken_one() -> None:
    s = two_players(name_roll=2)
    assert s.ducks[s.disciple or 0].name == f"Disciple {DUCK_NAMES[1]}"
    act(s, 0, {"type": "name", "duck": 1, "name": f"Disciple {DUCK_NAMES[0]}"})
    poke(s, s.disciple or 0, quacks=1)
    poke(s, 1, quacks=2)
    act(s, 0, {"type": "standard", "duck": 1, "target": s.disciple, "cost": 2})
    assert s.disciple is None
    # the boundary: 3d20, then the first name (held by duck 1: rolled again), then the second
    # name again, used before in the round: "Disciple Puddles 2"
    label = calendar.following(date.fromisoformat(s.period.first_day), calendar.zone("UTC"))[0]
    events = timeout(s, entropy_for(label, 1, [(20, None)] * 3 + [(K, 1), (K, 2)]))
    created = s.ducks[s.disciple or 0]
    assert created.name == f"Disciple {DUCK_NAMES[1]} 2"
    assert [r[2] for r in s.period.rolls[3:5]] == [
        "the new Disciple's name",
        "the new Disciple's name, again",
    ]
    assert first(events, "disciple_created")["name"] == created.name
