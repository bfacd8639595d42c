"""Rulings 12-14: naming, every criterion software can judge, and losing names."""

from __future__ import annotations

from duckdown.engine.duck_pond import RULESET as R
from duckdown.engine.duck_pond import names

from .helpers import act, new, next_period, ready, refused, types


def test_ruling_12_names_match_after_trim_nfkc_casefold_spaces_and_punctuation() -> None:
    assert names.key("  Mr. Quack-Quack ") == names.key("mrquackquack")
    assert names.key("\uff31\uff35\uff21\uff23\uff2b") == names.key("quack")  # fullwidth, NFKC
    assert names.key("STRASSE") == names.key("straße")  # casefolding
    assert names.key("Jef\u200bfery") == names.key("Jeffery")  # an invisible space
    assert names.key("Quack 1") != names.key("Quack 2")


def test_ruling_12_set_change_and_clear_a_name() -> None:
    s = new(2)
    act(s, 0, {"type": "name", "duck": 1, "name": " Puddles "})
    assert s.ducks[1].name == "Puddles"
    act(s, 0, {"type": "name", "duck": 1, "name": "Splash"})
    act(s, 1, {"type": "name", "duck": 2, "name": "puddles"})  # the old name is free again
    act(s, 0, {"type": "name", "duck": 1, "name": None})
    assert s.ducks[1].name is None
    refused(s, 0, {"type": "name", "duck": 1, "name": None}, "no_name")
    refused(s, 0, {"type": "name", "duck": 2, "name": "Mine"}, "not_your_duck")
    refused(s, 0, {"type": "name", "duck": 99, "name": "Ghost"}, "no_such_duck")


def test_ruling_13_refused_names() -> None:
    s = new(2)
    ready(s, 1, name="Waddles")
    cases = {
        "": "bad_name",
        "   ": "bad_name",
        "--": "bad_name",  # normalises to nothing
        "x" * 141: "bad_name",
        "two\nlines": "bad_name",
        "tab\tbed": "bad_name",
        "Jeffery": "banned_name",
        "  j.e.f.f.e.r.y ": "banned_name",
        "Player 1": "impersonation",  # even the owner's own name
        "player-2": "impersonation",
        "WADDLES": "name_taken",
    }
    for name, code in cases.items():
        refused(s, 0, {"type": "name", "duck": 1, "name": name}, code)
    act(s, 0, {"type": "name", "duck": 1, "name": " " + "x" * 140 + " "})  # counted trimmed
    assert len(s.ducks[1].name or "") == 140


def test_ruling_14_a_rule_change_strips_names_it_makes_illegal() -> None:
    s = new(3)
    for seat, name in ((0, "Bob"), (1, "Robert"), (2, "Bobby")):
        ready(s, seat, name=name)
    changes = [
        {"op": "add_banned_name", "name": "Bob"},
        {"op": "set_number", "number": "name_max", "value": 5},
    ]
    act(
        s,
        0,
        {
            "type": "propose",
            "title": "No Bobs",
            "text": "Ban Bob; short names.",
            "changes": changes,
            "changes_only": True,
        },
    )
    next_period(s)
    for seat in range(3):
        act(s, seat, {"type": "vote", "proposal": 1, "vote": "for"})
    events = next_period(s)
    lost = {e.data["duck"]: e.data["reason"] for e in events if e.type == "name_lost"}
    assert set(lost) == {1, 2} and "banned" in lost[1]
    assert s.ducks[3].name == "Bobby" and s.ducks[1].name is None
    assert s.rules["name_max"] == 5 and "Bob" in s.rules.banned
    refused(s, 1, {"type": "name", "duck": 2, "name": "Roberto"}, "bad_name")
    # a duck without its name is incomplete again: it needs one before it may be fed
    refused(s, 2, {"type": "feed", "duck": 1}, "duck_incomplete")
    assert "name_lost" in types(events)


def test_ruling_25_a_scouting_duck_may_only_be_given_a_name_it_lacks() -> None:
    s = new(2)
    ready(s, 0, name="Scout")
    act(s, 0, {"type": "scout", "duck": 1})
    refused(s, 0, {"type": "name", "duck": 1, "name": "Other"}, "duck_scouting")
    refused(s, 0, {"type": "name", "duck": 1, "name": None}, "duck_scouting")
    view = R.public_view(s, 0)
    shown = next(d for pond in view["ponds"] for d in pond["ducks"] if d["duck"] == 1)
    assert shown["scouting"]["potential"] == s.ducks[1].mission.potential  # type: ignore[union-attr]
