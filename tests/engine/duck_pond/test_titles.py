"""Ruling 31 and rule 32: titles kept current, ties vacant; the Duck God's Sunday egg."""

from __future__ import annotations

from duckdown.engine.duck_pond import RULESET as R

from .helpers import act, first, give, new, next_period, poke, ready, types


def test_ruling_31_each_title_to_the_one_strictly_ahead() -> None:
    s = new(3)
    assert s.titles == {"deity": None, "king": None, "lord": None, "duke": None}
    ready(s, 0, name="A")
    assert s.titles["king"] == 0 and s.titles["lord"] is None  # nobody has any quacks
    ready(s, 1, name="B")
    assert s.titles["king"] is None  # a tie
    poke(s, 1, quacks=3)
    assert s.titles["lord"] == 0 and s.titles["duke"] is None
    s.ducks[2].owner = 0
    poke(s, 2, quacks=0)
    assert s.titles["king"] == 0 and s.titles["duke"] == 0
    view = R.public_view(s, 0)
    assert view["seats"][0]["titles"] == ["king", "lord", "duke"]


def test_ruling_31_the_duck_god_can_be_duck_deity() -> None:
    s = new(2)
    give(s, 0, "god_egg", 1)
    assert s.titles["deity"] == 0
    give(s, "duck_god", "god_egg", 1)
    assert s.titles["deity"] is None
    give(s, "duck_god", "god_egg", 1)
    assert s.titles["deity"] == "duck_god"


def test_ruling_31_title_changes_are_events() -> None:
    s = new(2)
    events = act(s, 0, {"type": "name", "duck": 1, "name": "First"})
    assert not any(e.type == "title_changed" for e in events)
    events = act(s, 0, {"type": "assign_pond", "duck": 1, "pond": 1})
    assert first(events, "title_changed") == {"title": "king", "holder": 0, "previous": None}


def test_ruling_31_scouting_ducks_count_for_no_title() -> None:
    s = new(2)
    ready(s, 0, name="Away")
    ready(s, 1, name="Home")
    poke(s, 1, quacks=5)
    act(s, 0, {"type": "scout", "duck": 1})
    assert s.titles["lord"] is None and s.titles["king"] == 1


def test_rule_32_the_duck_god_gains_an_egg_each_sunday() -> None:
    s = new(1)
    eggs = []
    for _ in range(6):
        events = next_period(s)
        eggs.append(s.god_eggs)
        if s.period.label.endswith("/1"):
            assert "god_egg" in types(events)
    assert eggs == [0, 1, 1, 2, 2, 3]


def test_rule_32_a_correction_giving_the_last_egg_ends_the_round_at_once() -> None:
    s = new(3)
    s.judge = 0
    give(s, "duck_god", "god_egg", 11)
    events = act(
        s,
        0,
        {
            "type": "correct",
            "changes": [{"op": "set_items", "holder": "duck_god", "item": "god_egg", "value": 12}],
            "reason": "Recount.",
            "cite": {"error": "miscounted"},
        },
    )
    assert types(events) == ["correction", "period_ended", "round_lost"]
    assert R.is_over(s) and s.period.revealed
