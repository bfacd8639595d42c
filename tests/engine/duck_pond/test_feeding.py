"""Rulings 15 and 18-20: complete ducks, feeding once per period with fruit, and colour."""

from __future__ import annotations

from .helpers import act, first, give, new, next_period, poke, ready, refused


def household(rolls: list[tuple[int, int | None]]) -> object:
    s = new(3)
    for seat in range(3):
        ready(s, seat, name=f"D{seat}")
    next_period(s, rolls)
    return s


def test_ruling_15_an_incomplete_duck_cannot_be_fed_attacked_or_sent_out() -> None:
    s = new(2)
    act(s, 0, {"type": "name", "duck": 1, "name": "Nameonly"})  # no pond yet
    refused(s, 1, {"type": "feed", "duck": 1}, "duck_incomplete")
    refused(s, 0, {"type": "scout", "duck": 1}, "duck_incomplete")
    ready(s, 1)
    poke(s, 2, quacks=10)
    refused(s, 1, {"type": "standard", "duck": 2, "target": 1, "cost": 2}, "duck_incomplete")
    assert s.titles["king"] == 1  # only complete ducks count for titles


def test_ruling_18_feeding_gives_1d6_once_per_period_counted_on_success() -> None:
    s = household([(6, 4)])
    refused(s, 1, {"type": "feed", "duck": 2}, "own_duck")  # a refusal uses no allowance
    events = act(s, 1, {"type": "feed", "duck": 1})
    fed = first(events, "fed")
    assert (fed["roll"], fed["gain"], s.ducks[1].quacks) == (4, 4, 4)
    message = refused(s, 1, {"type": "feed", "duck": 3}, "already_fed")
    assert "next chance Sunday 00:00" in message  # ruling 45's plain sentence
    act(s, 2, {"type": "feed", "duck": 1})  # another player's allowance is their own


def test_ruling_18_the_disciple_and_scouting_ducks_cannot_be_fed() -> None:
    s = household([(12, None)])
    refused(s, 0, {"type": "feed", "duck": s.disciple}, "not_feedable")
    act(s, 1, {"type": "scout", "duck": 2})
    refused(s, 0, {"type": "feed", "duck": 2}, "duck_scouting")


def test_ruling_19_grapes_feed_only_your_own_duck() -> None:
    s = household([(6, 2)])
    give(s, 0, "grapes", 1)
    refused(s, 0, {"type": "feed", "duck": 2, "fruit": "grapes"}, "wrong_fruit")
    act(s, 0, {"type": "feed", "duck": 1, "fruit": "grapes"})
    assert s.ducks[1].quacks == 2 and s.players[0].items["grapes"] == 0


def test_ruling_19_seeds_exactly_ten_for_one_more_quack() -> None:
    s = household([(6, 3)])
    give(s, 0, "seeds", 9)
    refused(s, 0, {"type": "feed", "duck": 2, "fruit": "seeds"}, "no_fruit")
    give(s, 0, "seeds", 3)
    act(s, 0, {"type": "feed", "duck": 2, "fruit": "seeds"})
    assert s.ducks[2].quacks == 4 and s.players[0].items["seeds"] == 2


def test_ruling_19_watermelon_marks_the_duck_for_the_period() -> None:
    s = household([(6, 1)])
    give(s, 0, "watermelon", 1)
    act(s, 0, {"type": "feed", "duck": 2, "fruit": "watermelon"})
    assert s.ducks[2].melon == s.period.number
    refused(s, 1, {"type": "feed", "duck": 1, "fruit": "watermelon"}, "no_fruit")


def test_ruling_20_colour_from_the_first_feeding() -> None:
    for roll, colour in ((1, "yellow"), (3, "yellow"), (4, "green"), (5, "green"), (6, "blue")):
        s = household([(6, roll)])
        act(s, 1, {"type": "feed", "duck": 1})
        assert s.ducks[1].colour == colour
    s = household([(6, 2), (6, 5)])
    act(s, 1, {"type": "feed", "duck": 1})
    act(s, 2, {"type": "feed", "duck": 1})
    assert s.ducks[1].colour == "yellow", "a set colour never changes"


def test_ruling_20_red_needs_a_blood_orange_and_a_4_to_6() -> None:
    s = household([(6, 4), (6, 3)])
    give(s, 0, "blood_orange", 2)
    act(s, 0, {"type": "feed", "duck": 2, "fruit": "blood_orange"})
    assert s.ducks[2].colour == "red" and s.ducks[2].quacks == 4  # the +3 is for colour only
    refused(s, 0, {"type": "feed", "duck": 2, "fruit": "blood_orange"}, "already_fed")
    act(s, 1, {"type": "feed", "duck": 3})
    next_period(s, [(6, 3)])
    refused(s, 0, {"type": "feed", "duck": 3, "fruit": "blood_orange"}, "wrong_fruit")
    act(s, 0, {"type": "feed", "duck": 3})
    t = household([(6, 3)])
    give(t, 0, "blood_orange", 1)
    act(t, 0, {"type": "feed", "duck": 2, "fruit": "blood_orange"})
    assert t.ducks[2].colour == "blue"  # 3 + 3 = 6


def test_ruling_20_hatchlings_and_uncoloured_descendants_take_the_colour() -> None:
    s = household([(10, 10), (6, None), (6, 5)])  # the egg, the hatchling's pond roll, a 5
    poke(s, 1, quacks=30)
    act(s, 0, {"type": "lay_egg", "duck": 1, "cost": 10})
    act(s, 0, {"type": "hatch", "duck": 1})
    child = max(d.number for d in s.ducks.values() if d.owner == 0)
    assert s.ducks[child].parent == 1 and s.ducks[child].colour is None
    act(s, 1, {"type": "feed", "duck": 1})
    assert s.ducks[1].colour == "green" and s.ducks[child].colour == "green"
