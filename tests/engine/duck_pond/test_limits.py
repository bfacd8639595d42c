"""Rulings 45 and 46: refusals change nothing and explain themselves; household limits."""

from __future__ import annotations

import pytest

from duckdown.engine import ConfigError, IllegalAction
from duckdown.engine.duck_pond import RULESET as R

from .helpers import (
    act,
    admin,
    checked,
    first,
    give,
    new,
    next_period,
    now_in,
    poke,
    ready,
    refused,
)


def test_ruling_45_malformed_commands_are_refused_with_a_reason() -> None:
    for data in (
        {"type": "feed"},
        {"type": "feed", "duck": "one"},
        {"type": "feed", "duck": 1, "fruit": "kiwi"},
        {"type": "feed", "duck": True},
        {"type": "vote", "proposal": 1, "vote": "maybe"},
        {"type": "nope"},
        {"type": "ask_judge", "extra": 1},
        {"type": "timeout", "entropy": "ab"},
    ):
        with pytest.raises(IllegalAction) as err:
            R.parse_action(data)
        assert err.value.code == "bad_action" and err.value.message


def test_ruling_46_the_defaults_and_the_hard_caps() -> None:
    s = new(1)
    assert s.limits == {
        "ducks_per_player": 30,
        "ducks_total": 300,
        "ponds": 60,
        "proposals_per_period": 5,
        "open_offers": 10,
        "open_requests": 3,
    }
    for option, value in (("ducks_per_player", 101), ("ducks_total", 1001), ("ponds", 0)):
        with pytest.raises(ConfigError):
            R.parse_config({option: value})


def test_ruling_46_a_command_past_a_limit_is_refused() -> None:
    s = new(2, {"proposals_per_period": 1, "open_offers": 1, "open_requests": 1})
    act(s, 0, {"type": "propose", "title": "One", "text": "x"})
    refused(s, 0, {"type": "propose", "title": "Two", "text": "x"}, "proposal_limit")
    act(s, 0, {"type": "edit", "proposal": 1, "title": "One again", "text": "y"})  # frees one
    act(s, 0, {"type": "request", "kind": "question", "text": "?"})
    refused(s, 0, {"type": "request", "kind": "question", "text": "??"}, "request_limit")
    give(s, 0, "grapes", 2)
    act(s, 0, {"type": "offer", "to": 1, "give": [{"item": "grapes", "count": 1}]})
    refused(
        s, 0, {"type": "offer", "to": 1, "give": [{"item": "grapes", "count": 1}]}, "offer_limit"
    )
    next_period(s)
    act(s, 0, {"type": "propose", "title": "Next period", "text": "x"})  # per period


def test_ruling_46_a_new_duck_past_a_limit_is_not_created_and_logged() -> None:
    s = new(2, {"ducks_per_player": 1})
    ready(s, 0)
    poke(s, 1, quacks=5, eggs=1)
    refused(s, 0, {"type": "hatch", "duck": 1}, "duck_limit")
    s2 = new(2, {"ducks_total": 3})  # two first ducks and the Disciple
    events = checked(R.join(s2, 2, "Late", now_in(s2)))
    assert first(events, "not_created")["what"] == "duck"
    assert len(s2.ducks) == 3 and s2.players[2].active


def test_ruling_46_an_admins_change_applies_from_the_next_boundary() -> None:
    s = new(2)
    give(s, 0, "grapes", 3)
    for _ in range(3):
        act(s, 0, {"type": "offer", "to": 1, "give": [{"item": "grapes", "count": 1}]})
    refused(s, -1, {"type": "set_limits", "limits": {"open_offers": 2}}, "below_count")
    refused(s, -1, {"type": "set_limits", "limits": {"ducks_per_player": 101}}, "bad_limit")
    events = admin(s, {"type": "set_limits", "limits": {"open_offers": 4, "ponds": 2}})
    assert first(events, "limits_set")["start"] == s.period.end
    assert s.limits["open_offers"] == 10 and s.pending_limits is not None
    events = next_period(s)
    assert first(events, "limits_applied")["limits"]["open_offers"] == 4
    assert s.limits["ponds"] == 2 and s.pending_limits is None
    assert R.public_view(s, 0)["limits"]["open_offers"] == 4
