"""Rulings 40-42: the Judge's office, requests for justice, votes of confidence."""

from __future__ import annotations

from typing import Any

from duckdown.engine.duck_pond import RULESET as R

from .helpers import DAY, HOUR, act, first, new, now_in, refused, timeout


def judged(players: int = 4) -> Any:
    """Seat 0 asks to become Judge; seats 1 and 2 assent."""
    s = new(players)
    act(s, 0, {"type": "ask_judge"})
    refused(s, 0, {"type": "ask_judge"}, "already_asked")
    refused(s, 0, {"type": "assent", "motion": 1}, "own_motion")
    act(s, 1, {"type": "assent", "motion": 1})
    refused(s, 1, {"type": "assent", "motion": 1}, "already_assented")
    assert s.judge is None
    events = act(s, 2, {"type": "assent", "motion": 1})
    assert first(events, "judge_changed") == {"seat": 0, "previous": None, "how": "appointed"}
    return s


def test_ruling_40_appointment_with_two_assents() -> None:
    s = judged()
    assert s.judge == 0 and s.motions == []
    refused(s, 1, {"type": "ask_judge"}, "judge_exists")
    assert R.public_view(s, 0)["judge"]["seat"] == 0


def test_ruling_40_a_request_to_become_judge_lapses_after_seven_days() -> None:
    s = new(3)
    act(s, 0, {"type": "ask_judge"})
    act(s, 1, {"type": "ask_judge"})
    act(s, 2, {"type": "assent", "motion": 1})
    lapses, last = s.motions[0].expires, s.motions[1].expires
    assert lapses == s.log[-3]["at"] + 7 * DAY
    while R.deadline(s) is not None and R.deadline(s) <= last:  # type: ignore[operator]
        timeout(s)
    assert [m.number for m in s.motions] == [], "both lapsed, each at its own time"
    lapsed = [e for e in s.log if e["type"] == "motion_lapsed"]
    assert [e["at"] for e in lapsed] == sorted(e["at"] for e in lapsed)
    assert lapsed[0]["at"] == lapses


def test_ruling_40_removal_by_two_players_the_initiator_counting() -> None:
    s = judged()
    refused(s, 0, {"type": "move_removal"}, "own_office")
    events = act(s, 1, {"type": "move_removal"})
    assert "abuse of office" in first(events, "motion_made")["warning"]
    refused(s, 2, {"type": "move_removal"}, "motion_open")
    refused(s, 0, {"type": "assent", "motion": 2}, "own_office")
    events = act(s, 3, {"type": "assent", "motion": 2})
    assert first(events, "judge_changed")["how"] == "removed" and s.judge is None


def test_ruling_40_the_judge_may_resign() -> None:
    s = judged()
    refused(s, 1, {"type": "resign"}, "not_judge")
    act(s, 0, {"type": "resign"})
    assert s.judge is None


def test_ruling_41_requests_and_binding_answers() -> None:
    s = judged()
    refused(s, 0, {"type": "request", "kind": "question", "text": "Mine?"}, "own_office")
    act(s, 1, {"type": "request", "kind": "question", "text": "May Grapes feed a Disciple?"})
    act(s, 2, {"type": "request", "kind": "statement", "text": "Ponds are wet."})
    refused(s, 1, {"type": "answer", "request": 1, "text": "No."}, "not_judge")
    refused(s, 0, {"type": "answer", "request": 1, "text": "No.", "verdict": False}, "no_verdict")
    refused(s, 0, {"type": "answer", "request": 2, "text": "Yes."}, "needs_verdict")
    act(s, 0, {"type": "answer", "request": 1, "text": "No: it is nobody's duck."})
    events = act(s, 0, {"type": "answer", "request": 2, "text": "They are.", "verdict": True})
    assert first(events, "ruling") == {
        "ruling": 2,
        "judge": 0,
        "kind": "statement",
        "text": "They are.",
        "verdict": True,
    }
    refused(s, 0, {"type": "answer", "request": 2, "text": "Again"}, "request_closed")
    act(s, 3, {"type": "request", "kind": "question", "text": "Withdraw me"})
    act(s, 3, {"type": "withdraw_request", "request": 3})
    assert s.requests[2].status == "withdrawn"
    view = R.seat_view(s, 0, 0)
    assert view["me"]["desk"] is not None and view["me"]["judge"] is True


def test_ruling_41_a_judge_does_not_rule_on_their_own_request() -> None:
    s = new(4)
    act(s, 0, {"type": "request", "kind": "question", "text": "Filed before I was Judge"})
    act(s, 0, {"type": "ask_judge"})
    act(s, 1, {"type": "assent", "motion": 1})
    act(s, 2, {"type": "assent", "motion": 1})
    refused(s, 0, {"type": "answer", "request": 1, "text": "Ha"}, "own_request")


def ruled(s: Any) -> None:
    act(s, 1, {"type": "request", "kind": "question", "text": "Is it so?"})
    act(s, 0, {"type": "answer", "request": 1, "text": "It is so."})


def test_ruling_42_a_vote_of_confidence_runs_48_hours_and_overturn_must_outnumber() -> None:
    s = judged()
    ruled(s)
    act(s, 2, {"type": "confidence", "ruling": 1})
    refused(s, 3, {"type": "confidence", "ruling": 1}, "already_opened")
    vote = s.confidence[0]
    assert vote.ends == vote.opened + 48 * HOUR
    for seat, choice in ((1, "overturn"), (2, "overturn"), (3, "affirm"), (0, "affirm")):
        act(s, seat, {"type": "confidence_vote", "ruling": 1, "vote": choice})
    act(s, 0, {"type": "confidence_vote", "ruling": 1, "vote": None})  # changeable
    events = timeout(s)
    result = first(events, "confidence_result")
    assert (result["overturn"], result["affirm"], result["fallen"]) == (2, 1, True)
    assert s.requests[0].overturned
    refused(s, 1, {"type": "confidence_vote", "ruling": 1, "vote": "affirm"}, "no_open_vote")


def test_ruling_42_a_tie_affirms() -> None:
    s = judged()
    ruled(s)
    act(s, 2, {"type": "confidence", "ruling": 1})
    act(s, 1, {"type": "confidence_vote", "ruling": 1, "vote": "overturn"})
    act(s, 3, {"type": "confidence_vote", "ruling": 1, "vote": "affirm"})
    events = timeout(s)
    assert first(events, "confidence_result")["fallen"] is False
    assert s.confidence[0].status == "affirmed" and not s.requests[0].overturned


def test_ruling_42_a_vote_opens_only_within_96_hours() -> None:
    s = judged()
    ruled(s)
    window = s.requests[0].window
    assert window == s.requests[0].answered + 96 * HOUR  # type: ignore[operator]
    while R.deadline(s) is not None and R.deadline(s) <= window:  # type: ignore[operator]
        timeout(s)
    message = refused(s, 2, {"type": "confidence", "ruling": 1}, "too_late")
    assert "96 hours" in message
    assert "confidence_window_closed" in [e["type"] for e in s.log]
    assert now_in(s) > window  # type: ignore[operator]
    assert "confidence" not in {a["type"] for a in R.legal_actions(s, 2)}
