"""Rulings 36-39: proposals, retraction and editing, changeable votes, the tally in order with
the tie rule by quacks, structured changes the engine applies itself, and adopted texts."""

from __future__ import annotations

from typing import Any

from duckdown.engine.duck_pond import RULESET as R

from .helpers import act, first, new, next_period, poke, ready, refused


def household(players: int = 3) -> Any:
    s = new(players)
    for seat in range(players):
        ready(s, seat, name=f"D{seat}")
    return s


def propose(s: Any, seat: int, title: str = "A rule", **extra: Any) -> int:
    act(
        s,
        seat,
        {"type": "propose", "title": title, "text": extra.pop("text", "Some text."), **extra},
    )
    return len(s.proposals)


def vote(s: Any, number: int, **votes: str | None) -> None:
    for seat, choice in votes.items():
        act(s, int(seat[1:]), {"type": "vote", "proposal": number, "vote": choice})


def test_ruling_36_a_proposal_has_a_title_a_text_and_a_voting_period() -> None:
    s = household()
    for title, text, code in (
        ("", "x", "bad_text"),
        ("x" * 101, "x", "bad_text"),
        ("two\nlines", "x", "bad_text"),
        ("ok", "", "bad_text"),
        ("ok", "x" * 4001, "bad_text"),
    ):
        refused(s, 0, {"type": "propose", "title": title, "text": text}, code)
    events = act(s, 0, {"type": "propose", "title": "Ducks", "text": "Line one.\nLine two."})
    made = first(events, "proposal_made")
    assert made["voting"] == "2024-01-04/2" and made["proposal"] == 1
    assert s.proposals[0].closes == s.period.end + 3 * 86_400_000
    assert "proposal_made" in R.info.events


def test_ruling_36_votes_change_until_the_end_and_only_current_players_count() -> None:
    s = household(4)
    n = propose(s, 0)
    vote(s, n, p0="for", p1="against", p2="for")  # voting from submission on
    next_period(s)
    vote(s, n, p2="against", p3="for")
    vote(s, n, p2=None)  # a vote withdrawn
    R.leave(s, 3, s.period.start + 1)  # a player who left: the vote stops counting
    events = next_period(s)
    failed = first(events, "proposal_failed")
    assert (failed["for"], failed["against"]) == (1, 1)
    assert failed["for_quacks"] == failed["against_quacks"] == 0  # a tie on quacks fails too


def test_ruling_36_more_for_than_against_passes_and_no_votes_fails() -> None:
    s = household()
    yes, none = propose(s, 0, "Yes"), propose(s, 1, "None")
    vote(s, yes, p0="for", p1="for", p2="against")
    next_period(s)
    events = next_period(s)
    assert first(events, "proposal_passed")["proposal"] == yes
    assert first(events, "proposal_failed")["proposal"] == none
    assert s.proposals[yes - 1].status == "adopted"  # free text: awaiting the Judge (38)


def test_ruling_36_a_tie_passes_when_the_for_voters_hold_more_quacks() -> None:
    s = household(4)
    poke(s, 1, quacks=5)
    poke(s, 2, quacks=3)
    poke(s, 3, quacks=1)
    poke(s, 4, quacks=10)
    n = propose(s, 0)
    vote(s, n, p0="for", p1="against", p2="for", p3="against")  # 2-2
    act(s, 3, {"type": "scout", "duck": 4})  # a scouting duck weighs nothing
    next_period(s)
    events = next_period(s)
    passed = first(events, "proposal_passed")
    assert passed["for"] == passed["against"] == 2
    assert (passed["for_quacks"], passed["against_quacks"]) == (5 + 1, 3)  # duck 4 is away


def test_ruling_36_the_tie_reads_quacks_frozen_before_any_proposal_takes_effect() -> None:
    s = household(2)
    poke(s, 1, quacks=2)
    poke(s, 2, quacks=1)
    a = propose(s, 0, "First")
    b = propose(s, 0, "Second")
    vote(s, a, p0="for", p1="for")
    vote(s, b, p0="for", p1="against")  # a tie; seat 0 holds more: passes
    next_period(s)
    events = next_period(s)
    order = [e.data["proposal"] for e in events if e.type == "proposal_passed"]
    assert order == [a, b], "passed proposals take effect in order of submission"


def test_ruling_36_retracting_and_editing() -> None:
    s = household()
    n = propose(s, 0)
    refused(s, 1, {"type": "retract", "proposal": n}, "not_your_proposal")
    act(s, 0, {"type": "edit", "proposal": n, "title": "Better", "text": "Improved."})
    assert s.proposals[n - 1].status == "retracted" and s.proposals[-1].title == "Better"
    assert s.proposals[-1].number == n + 1
    act(s, 0, {"type": "retract", "proposal": n + 1})
    refused(s, 0, {"type": "retract", "proposal": n + 1}, "proposal_closed")
    refused(s, 1, {"type": "vote", "proposal": n + 1, "vote": "for"}, "proposal_closed")
    refused(s, 1, {"type": "vote", "proposal": 99, "vote": "for"}, "no_such_proposal")


def test_ruling_37_structured_changes_apply_when_the_proposal_passes() -> None:
    s = household()
    changes = [
        {"op": "set_number", "number": "feed_die", "value": 8},
        {"op": "colour_row", "colour": "purple", "from": 7, "to": 8},
        {
            "op": "loot_row",
            "table": "scouting",
            "from": 10,
            "to": 12,
            "item": "grapes",
            "count": 2,
            "sides": None,
        },
        {"op": "add_duck_word", "word": "Splash"},
        {"op": "remove_duck_word", "word": "uwu"},
        {"op": "add_banned_name", "name": "Gerald"},
        {"op": "remove_banned_name", "name": "jeffery"},
    ]
    n = propose(s, 0, changes=changes, changes_only=True)
    vote(s, n, p0="for")
    next_period(s)
    refused(s, 1, {"type": "name", "duck": 2, "name": "Jeffery"}, "banned_name")  # not yet
    events = next_period(s, [(8, 8)])
    assert first(events, "proposal_passed")["applied"] == 7
    assert s.proposals[n - 1].status == "passed"  # nothing left for the Judge
    rules = R.public_view(s, 0)["rules"]
    assert rules["numbers"]["feed_die"] == 8
    assert ["purple", 7, 8] in rules["colours"]
    assert [10, 12, "grapes", 2, None] in rules["loot"]["scouting"]
    assert [13, 20, "nothing", 1, None] in rules["loot"]["scouting"]  # the old row, cut
    assert "Splash" in rules["duck_words"] and "uwu" not in rules["duck_words"]
    assert rules["banned_names"] == ["Gerald"]
    act(s, 1, {"type": "name", "duck": 2, "name": "Jeffery"})
    act(s, 1, {"type": "feed", "duck": 1})
    assert s.ducks[1].quacks == 8 and s.ducks[1].colour == "purple"  # a d8, and the new row


def test_ruling_37_bounds_are_checked_at_submission() -> None:
    s = household()
    for change in (
        {"op": "set_number", "number": "feed_die", "value": 1},
        {"op": "set_number", "number": "feed_die", "value": 101},
        {"op": "set_number", "number": "no_such_number", "value": 3},
        {"op": "set_number", "number": "feed_die", "value": 6.0},
        {"op": "colour_row", "colour": "Blue!", "from": 1, "to": 2},
        {"op": "colour_row", "colour": "teal", "from": 5, "to": 2},
        {
            "op": "loot_row",
            "table": "nowhere",
            "from": 1,
            "to": 2,
            "item": "grapes",
            "count": 1,
            "sides": None,
        },
        {"op": "add_duck_word", "word": ""},
        {"op": "teleport"},
    ):
        refused(
            s, 0, {"type": "propose", "title": "t", "text": "x", "changes": [change]}, "bad_change"
        )


def test_ruling_37_a_change_that_no_longer_applies_is_skipped_and_reported() -> None:
    s = household()
    a = propose(s, 0, changes=[{"op": "remove_duck_word", "word": "Chaos"}], changes_only=True)
    b = propose(s, 1, changes=[{"op": "remove_duck_word", "word": "chaos"}], changes_only=True)
    vote(s, a, p0="for")
    vote(s, b, p0="for")
    next_period(s)
    events = next_period(s)
    passed = [e.data for e in events if e.type == "proposal_passed"]
    assert passed[0]["skipped"] == [] and passed[1]["skipped"] == [
        [1, "'chaos' is not on the list"]
    ]
    assert s.proposals[b - 1].status == "adopted"
    notice = first(events, "notice")
    assert notice["kind"] == "skipped_change" and "Proposal 2, change 1" in notice["text"]
    assert R.public_view(s, 0)["judge"]["notices"][0]["text"] == notice["text"]


def test_ruling_38_adopted_text_waits_for_the_judge_to_settle_it() -> None:
    s = household()
    n = propose(s, 0, text="Ducks must wear hats.")
    vote(s, n, p0="for")
    next_period(s)
    next_period(s)
    assert s.proposals[n - 1].status == "adopted"
    s.judge = 1
    s.cache.clear()
    refused(s, 0, {"type": "settle", "proposal": n, "note": "Hats."}, "not_judge")
    act(s, 1, {"type": "settle", "proposal": n, "note": "Rule 40: ducks wear hats."})
    assert s.proposals[n - 1].status == "settled"
    assert R.public_view(s, 0)["rules"]["amendments"] == ["Proposal 1: Rule 40: ducks wear hats."]


def test_ruling_32_amendments_carry_over_to_a_new_round() -> None:
    s = household()
    n = propose(
        s,
        0,
        changes=[{"op": "set_number", "number": "god_egg_limit", "value": 20}],
        changes_only=True,
    )
    vote(s, n, p0="for")
    next_period(s)
    next_period(s)
    options = {"round": 2, "amendments": s.passed_changes}
    t = R.new_game(R.parse_config(options), 2, 1)
    assert t.round == 2 and t.rules["god_egg_limit"] == 20
    assert R.public_view(t, 0)["round"] == 2
