"""Views by allow-list: everything public but the current seed, bounded in size; the seat
view's compact legal forms expand to exactly `legal_actions`."""

from __future__ import annotations

import json
import random

from duckdown.engine.duck_pond import RULESET as R
from duckdown.engine.duck_pond import views
from duckdown.engine.schemas import problem

from .helpers import act, give, legal, new, next_period, poke, ready, snap


def lively() -> object:
    s = new(3)
    for seat in range(3):
        ready(s, seat, name=f"D{seat}")
    give(s, 0, "grapes", 1)
    give(s, 0, "seeds", 10)
    give(s, 0, "blood_orange", 1)
    poke(s, 1, quacks=25, eggs=1)
    poke(s, 2, quacks=12)
    s.ponds = 2
    act(s, 1, {"type": "propose", "title": "Hats", "text": "Ducks wear hats."})
    act(s, 2, {"type": "vote", "proposal": 1, "vote": "for"})
    act(s, 0, {"type": "offer", "to": 1, "give": [{"item": "grapes", "count": 1}]})
    return s


def test_views_carry_the_common_fields_and_match_their_schemas() -> None:
    s = lively()
    view = R.public_view(s, 0)
    assert (view["ruleset"], view["players"], view["phase"], view["round"]) == (
        "duck_pond",
        3,
        "play",
        1,
    )
    assert view["rounds"] is None and view["to_act"] == [] and view["winners"] is None
    assert view["deadline"] == s.period.end and view["totals"] == [25, 12, 0]
    assert problem(R.schemas["public"], view) is None
    for seat in range(3):
        seat_view = R.seat_view(s, seat, 0)
        assert problem(R.schemas["seat"], seat_view) is None
        for action in legal(s, seat):
            assert problem(R.schemas["action"], action) is None, action
    for entry in s.log:
        event = {k: v for k, v in entry.items() if k not in ("n", "at", "in_period")}
        assert problem(R.schemas["event"], event) is None, event


def test_the_current_seed_is_in_no_view_and_no_event() -> None:
    s = lively()
    seed = s.period.seed
    texts = [json.dumps(R.public_view(s, 0))] + [json.dumps(R.seat_view(s, p, 0)) for p in range(3)]
    texts.append(json.dumps(s.log))
    assert not any(seed in text for text in texts)
    assert s.period.commitment in texts[0]
    events = next_period(s)
    assert any(e.type == "period_ended" and e.data["seed"] == seed for e in events)
    assert s.period.seed not in json.dumps([e.view(None) for e in events])


def test_the_seat_view_adds_items_allowances_offers_and_legal_forms() -> None:
    s = lively()
    me = R.seat_view(s, 0, 0)["me"]
    assert me["items"]["seeds"] == 10 and me["ducks"] == [1]
    assert me["allowances"] == {"feeds": 1, "disciple_attacks": 1}
    assert me["offers_from_me"] == [1] and R.seat_view(s, 1, 0)["me"]["offers_to_me"] == [1]
    forms = R.seat_view(s, 0, 0)["legal"]
    feed = next(f for f in forms if f["type"] == "feed" and f["duck"] == 2)
    assert feed["fruit"] == [None, "seeds", "blood_orange"]
    for seat in range(3):
        view = R.seat_view(s, seat, 0)
        assert sorted(map(json.dumps, R.view_actions(view))) == sorted(
            map(json.dumps, legal(s, seat))
        )


def test_every_kind_of_action_shows_up_in_some_legal_list() -> None:
    s = lively()
    kinds = {a["type"] for seat in range(3) for a in legal(s, seat)}
    for kind in (
        "name",
        "move",
        "feed",
        "standard",
        "lay_egg",
        "hatch",
        "scout",
        "propose",
        "edit",
        "retract",
        "vote",
        "offer",
        "withdraw",
        "decline",
        "accept",
        "display_name",
        "ask_judge",
        "request",
    ):
        assert kind in kinds, kind


def test_the_public_view_stays_bounded() -> None:
    s = new(2)
    ready(s, 0)
    for period in range(10):
        for i in range(30):
            if i < 5:
                act(s, 1, {"type": "propose", "title": f"P{period}-{i}", "text": "x"})
            act(s, 1, {"type": "display_name", "name": f"Name {period} {i}"})
            poke(s, 1, quacks=100)
            act(s, 0, {"type": "lay_egg", "duck": 1, "cost": 10})
        next_period(s)
    view = R.public_view(s, 0)
    assert len(view["log"]) == 50 and view["log_size"] > 200
    assert len(view["periods"]) == 8 and len(view["rolls"]) <= 100
    assert view["log"][-1] == s.log[-1]
    assert views.log_page(s, 0, 10) == s.log[:10]
    assert len(views.log_page(s, 0, 10_000)) == views.PAGE_MAX
    past = s.periods[0]
    full = views.period_rolls(s, past.label)
    assert (
        full is not None and full["seed"] == past.seed and len(full["roll_log"]) == len(past.rolls)
    )
    assert views.period_rolls(s, s.period.label)["seed"] is None  # type: ignore[index]


def test_resample_draws_the_seed_again_and_nothing_else() -> None:
    """A copy would hand a searching bot the real future dice; the commitment stays."""
    s = lively()
    other = R.resample(s, 0, random.Random(1))
    assert other.period.seed != s.period.seed and other.period.commitment == s.period.commitment
    for seat in range(3):
        assert json.dumps(R.seat_view(other, seat, 0)) == json.dumps(R.seat_view(s, seat, 0))
    before = snap(s)
    rolls = []
    for state in (s, other, R.resample(s, 0, random.Random(2)), R.resample(s, 0, random.Random(3))):
        copy = state.copy()
        act(copy, 1, {"type": "scout", "duck": 2})
        rolls.append(copy.ducks[2].mission.potential)  # type: ignore[union-attr]
    assert len(set(rolls)) > 1 and snap(s) == before
