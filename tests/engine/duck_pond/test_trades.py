"""Ruling 44: offers with consent and expiry; items conserved."""

from __future__ import annotations

from typing import Any

from duckdown.engine.duck_pond import RULESET as R

from .helpers import DAY, act, first, give, new, next_period, poke, ready, refused, timeout, types


def market() -> Any:
    s = new(3)
    for seat in range(3):
        ready(s, seat, name=f"D{seat}")
    give(s, 0, "grapes", 2)
    give(s, 0, "seeds", 12)
    give(s, 1, "god_egg", 1)
    poke(s, 1, quacks=6, eggs=1)
    return s


def test_ruling_44_a_trade_happens_when_the_recipient_accepts() -> None:
    s = market()
    events = act(
        s,
        0,
        {
            "type": "offer",
            "to": 1,
            "give": [{"duck": 1}, {"item": "seeds", "count": 12}],
            "receive": [{"item": "god_egg", "count": 1}],
        },
    )
    made = first(events, "offer_made")
    assert made["expires"] == s.period.end  # by default, the period's end
    assert s.ducks[1].owner == 0
    refused(s, 2, {"type": "accept", "offer": 1}, "not_your_offer")
    act(s, 1, {"type": "accept", "offer": 1})
    assert s.ducks[1].owner == 1 and s.ducks[1].quacks == 6 and s.ducks[1].eggs == 1
    assert s.ducks[1].pond == 1  # with its quacks, Eggs and pond
    assert s.players[1].items["seeds"] == 12 and s.players[0].items["god_egg"] == 1
    assert s.offers == [] and R.public_view(s, 0)["offers"] == []


def test_ruling_44_a_gift_and_the_recipient_may_decline() -> None:
    s = market()
    act(s, 0, {"type": "offer", "to": 2, "give": [{"item": "grapes", "count": 1}]})
    refused(s, 0, {"type": "decline", "offer": 1}, "not_your_offer")
    events = act(s, 2, {"type": "decline", "offer": 1})
    assert first(events, "offer_closed")["how"] == "declined"
    assert s.players[0].items["grapes"] == 2


def test_ruling_44_an_accept_without_the_goods_is_refused_and_the_offer_stays() -> None:
    s = market()
    act(s, 0, {"type": "offer", "to": 1, "give": [{"item": "grapes", "count": 2}]})
    act(s, 0, {"type": "feed", "duck": 1, "fruit": "grapes"})  # one grape eaten meanwhile
    message = refused(s, 1, {"type": "accept", "offer": 1}, "not_held")
    assert "stays open" in message and len(s.offers) == 1
    act(s, 0, {"type": "withdraw", "offer": 1})
    assert s.offers == []


def test_ruling_44_what_may_be_offered() -> None:
    s = market()
    refused(
        s, 0, {"type": "offer", "to": 0, "give": [{"item": "grapes", "count": 1}]}, "no_such_player"
    )
    refused(s, 0, {"type": "offer", "to": 1, "give": []}, "bad_offer")
    refused(s, 0, {"type": "offer", "to": 1, "give": [{"item": "grapes", "count": 3}]}, "not_held")
    refused(s, 0, {"type": "offer", "to": 1, "give": [{"duck": 2}]}, "not_held")
    refused(s, 0, {"type": "offer", "to": 1, "give": [{"duck": 1}, {"duck": 1}]}, "bad_offer")
    refused(s, 0, {"type": "offer", "to": 1, "give": [{"duck": s.disciple}]}, "not_held")
    act(s, 0, {"type": "scout", "duck": 1})
    refused(s, 0, {"type": "offer", "to": 1, "give": [{"duck": 1}]}, "not_held")
    refused(
        s,
        0,
        {
            "type": "offer",
            "to": 1,
            "give": [{"item": "grapes", "count": 1}],
            "expires": s.period.start + 8 * DAY,
        },
        "bad_expiry",
    )


def test_ruling_44_an_offer_expires_at_its_time_or_at_most_seven_days_on() -> None:
    s = market()
    week = s.log[-1]["at"] + 1000 + 7 * DAY
    act(s, 0, {"type": "offer", "to": 1, "give": [{"item": "grapes", "count": 1}], "expires": week})
    next_period(s)
    assert len(s.offers) == 1  # it outlives the period it was made in
    while s.offers:
        events = timeout(s)
    assert first(events, "offer_closed")["how"] == "expired"
    assert next(e for e in s.log if e["type"] == "offer_closed")["at"] == week
    assert "traded" not in types(events)
