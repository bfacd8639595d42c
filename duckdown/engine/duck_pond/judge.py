"""The Judge (rulings 40-42): appointment with two assents and a 7-day lapse, removal by a
motion, resignation, requests for justice and their binding answers, and votes of confidence.
The engine never interprets an answer; corrections (corrections.py) are how rulings act."""

from __future__ import annotations

from typing import Any, Final

from duckdown.engine.duck_pond import corrections, names, proposals
from duckdown.engine.duck_pond.context import Ctx, refuse
from duckdown.engine.duck_pond.state import Confidence, Motion, Request, State

HOUR_MS: Final = 3_600_000
DAY_MS: Final = 24 * HOUR_MS
REQUEST_MAX: Final = 4000
ABUSE_WARNING: Final = "A Judge should not be removed except for abuse of office."


def set_judge(ctx: Ctx, seat: int | None, how: str) -> None:
    s = ctx.state
    old = s.judge
    s.judge = seat
    ctx.emit("judge_changed", seat=seat, previous=old, how=how)
    # a new office holder: the old one's business lapses
    for motion in list(s.motions):
        if motion.kind == "remove" or seat is not None:
            _lapse_motion(ctx, motion, "the office changed hands")
    corrections.lapse_pending(ctx, "the Judge changed")


def _lapse_motion(ctx: Ctx, motion: Motion, reason: str) -> None:
    ctx.state.motions.remove(motion)
    ctx.emit("motion_lapsed", motion=motion.number, kind=motion.kind, reason=reason)


def _motion(s: State, number: object) -> Motion:
    for motion in s.motions:
        if motion.number == number:
            return motion
    refuse("no_such_motion", f"There is no open motion {number}.")


def ask(ctx: Ctx, action: dict[str, Any]) -> None:
    """Ruling 40: with no Judge, a player asks to become Judge."""
    s = ctx.state
    if s.judge is not None:
        refuse("judge_exists", f"{s.players[s.judge].name} is the Judge.")
    if any(m.kind == "appoint" and m.seat == ctx.seat for m in s.motions):
        refuse("already_asked", "You have asked to become Judge already.")
    assert ctx.seat is not None
    motion = Motion(
        number=s.next_motion,
        kind="appoint",
        seat=ctx.seat,
        made=ctx.at,
        expires=ctx.now + s.rules["appointment_days"] * DAY_MS,
    )
    s.next_motion += 1
    s.motions.append(motion)
    ctx.emit(
        "motion_made", motion=motion.number, kind="appoint", seat=ctx.seat, expires=motion.expires
    )


def move_removal(ctx: Ctx, action: dict[str, Any]) -> None:
    s = ctx.state
    if s.judge is None:
        refuse("no_judge", "There is no Judge to remove.")
    if ctx.seat == s.judge:
        refuse("own_office", "The Judge resigns rather than moving their own removal.")
    if any(m.kind == "remove" for m in s.motions):
        refuse("motion_open", "A motion to remove the Judge is open already: assent to it.")
    assert ctx.seat is not None
    motion = Motion(
        number=s.next_motion,
        kind="remove",
        seat=ctx.seat,
        made=ctx.at,
        expires=ctx.now + s.rules["appointment_days"] * DAY_MS,
        assents=[ctx.seat],  # the initiator counts as one
    )
    s.next_motion += 1
    s.motions.append(motion)
    ctx.emit(
        "motion_made",
        motion=motion.number,
        kind="remove",
        seat=ctx.seat,
        expires=motion.expires,
        warning=ABUSE_WARNING,
    )
    _decide(ctx, motion)


def assent(ctx: Ctx, action: dict[str, Any]) -> None:
    s = ctx.state
    motion = _motion(s, action["motion"])
    seat = ctx.seat
    assert seat is not None
    if motion.kind == "appoint" and seat == motion.seat:
        refuse("own_motion", "Two other players assent to your appointment.")
    if motion.kind == "remove" and seat == s.judge:
        refuse("own_office", "The Judge does not assent to their own removal.")
    if seat in motion.assents:
        refuse("already_assented", f"You have assented to motion {motion.number} already.")
    motion.assents.append(seat)
    ctx.emit("assented", motion=motion.number, seat=seat)
    _decide(ctx, motion)


def _decide(ctx: Ctx, motion: Motion) -> None:
    s = ctx.state
    if motion.kind == "appoint" and len(motion.assents) >= s.rules["judge_assents"]:
        s.motions.remove(motion)
        set_judge(ctx, motion.seat, "appointed")
    elif motion.kind == "remove" and len(motion.assents) >= s.rules["removal_assents"]:
        s.motions.remove(motion)
        set_judge(ctx, None, "removed")


def resign(ctx: Ctx, action: dict[str, Any]) -> None:
    if ctx.state.judge != ctx.seat:
        refuse("not_judge", "Only the Judge can resign the office.")
    set_judge(ctx, None, "resigned")


def lapse_due(ctx: Ctx, until: int) -> None:
    for motion in [m for m in ctx.state.motions if m.expires <= until]:
        _lapse_motion(ctx, motion, "it expired")


# --- requests for justice (ruling 41) ------------------------------------------------------


def request(s: State, number: object) -> Request:
    if not isinstance(number, int) or not 1 <= number <= len(s.requests):
        refuse("no_such_request", f"There is no request {number}.")
    return s.requests[number - 1]


def open_requests(s: State, seat: int) -> int:
    return sum(1 for r in s.requests if r.seat == seat and r.status == "open")


def file(ctx: Ctx, action: dict[str, Any]) -> None:
    s = ctx.state
    seat = ctx.seat
    assert seat is not None
    if seat == s.judge:
        refuse("own_office", "The Judge answers requests; another player files them.")
    problem = names.text_problem(action["text"], REQUEST_MAX, "A request")
    if problem is not None:
        refuse("bad_text", problem)
    limit = s.limits["open_requests"]
    if open_requests(s, seat) >= limit:
        refuse("request_limit", f"You have {limit} open requests, the limit.")
    item = Request(
        number=len(s.requests) + 1,
        seat=seat,
        kind=action["kind"],
        text=action["text"].strip(),
        filed=ctx.at,
    )
    s.requests.append(item)
    ctx.emit("request_filed", request=item.number, seat=seat, kind=item.kind, text=item.text)


def withdraw_request(ctx: Ctx, action: dict[str, Any]) -> None:
    item = request(ctx.state, action["request"])
    if item.seat != ctx.seat:
        refuse("not_your_request", f"Request {item.number} is not yours.")
    if item.status != "open":
        refuse("request_closed", f"Request {item.number} is {item.status}.")
    item.status = "withdrawn"
    ctx.emit("request_closed", request=item.number, how="withdrawn")


def answer(ctx: Ctx, action: dict[str, Any]) -> None:
    s = ctx.state
    if s.judge != ctx.seat:
        refuse("not_judge", "Only the Judge answers requests for justice.")
    item = request(s, action["request"])
    if item.status != "open":
        refuse("request_closed", f"Request {item.number} is {item.status}.")
    if item.seat == ctx.seat:
        refuse("own_request", "A Judge does not rule on their own request.")
    verdict = action.get("verdict")
    if item.kind == "statement" and verdict is None:
        refuse("needs_verdict", "A statement is answered True or False, with reasons.")
    if item.kind == "question" and verdict is not None:
        refuse("no_verdict", "A question is answered in text, without True or False.")
    problem = names.text_problem(action["text"], REQUEST_MAX, "An answer")
    if problem is not None:
        refuse("bad_text", problem)
    item.status = "answered"
    item.answer = action["text"].strip()
    item.verdict = verdict
    item.judge = ctx.seat
    item.answered = ctx.at
    item.window = ctx.now + s.rules["confidence_window_hours"] * HOUR_MS
    ctx.emit(
        "ruling",
        ruling=item.number,
        judge=ctx.seat,
        kind=item.kind,
        text=item.answer,
        verdict=verdict,
    )


def lapse_requests_of(ctx: Ctx, seat: int) -> None:
    for item in ctx.state.requests:
        if item.seat == seat and item.status == "open":
            item.status = "lapsed"
            ctx.emit("request_closed", request=item.number, how="lapsed")


# --- votes of confidence (ruling 42) ---------------------------------------------------------


def ruling(s: State, number: object) -> Request:
    item = request(s, number)
    if item.status != "answered":
        refuse("no_such_ruling", f"Request {item.number} has no ruling.")
    return item


def confidence_of(s: State, number: int) -> Confidence | None:
    return next((c for c in s.confidence if c.ruling == number), None)


def open_confidence(ctx: Ctx, action: dict[str, Any]) -> None:
    s = ctx.state
    item = ruling(s, action["ruling"])
    if confidence_of(s, item.number) is not None:
        refuse("already_opened", f"Ruling {item.number} has had its vote of confidence.")
    if item.window is None:  # closed by the host's timeout when the 96 hours ran out
        refuse(
            "too_late",
            f"A vote of confidence opens within {s.rules['confidence_window_hours']} hours "
            "of the ruling.",
        )
    assert ctx.seat is not None
    vote = Confidence(
        ruling=item.number,
        seat=ctx.seat,
        opened=ctx.at,
        ends=ctx.now + s.rules["confidence_vote_hours"] * HOUR_MS,
    )
    s.confidence.append(vote)
    item.window = None  # once per ruling
    ctx.emit("confidence_opened", ruling=item.number, seat=ctx.seat, ends=vote.ends)


def confidence_vote(ctx: Ctx, action: dict[str, Any]) -> None:
    s = ctx.state
    vote = confidence_of(s, action["ruling"]) if isinstance(action["ruling"], int) else None
    if vote is None or vote.status != "open":
        refuse("no_open_vote", f"No vote of confidence is open on ruling {action['ruling']}.")
    key, choice = str(ctx.seat), action["vote"]
    if vote.votes.get(key) == choice:
        return
    if choice is None:
        del vote.votes[key]
    else:
        vote.votes[key] = choice
    ctx.emit("confidence_vote", ruling=vote.ruling, seat=ctx.seat, vote=choice)


def close_windows(ctx: Ctx, until: int) -> None:
    for item in ctx.state.requests:
        if item.window is not None and item.window <= until:
            item.window = None
            ctx.emit("confidence_window_closed", ruling=item.number)


def conclude_due(ctx: Ctx, until: int) -> None:
    s = ctx.state
    for vote in [c for c in s.confidence if c.status == "open" and c.ends <= until]:
        current = {str(p.seat) for p in s.players if p.active}
        overturn = sum(1 for k, v in vote.votes.items() if v == "overturn" and k in current)
        affirm = sum(1 for k, v in vote.votes.items() if v == "affirm" and k in current)
        fallen = overturn > affirm
        vote.status = "overturned" if fallen else "affirmed"
        vote.result = {"overturn": overturn, "affirm": affirm}
        ctx.emit(
            "confidence_result", ruling=vote.ruling, overturn=overturn, affirm=affirm, fallen=fallen
        )
        if fallen:
            s.requests[vote.ruling - 1].overturned = True
            corrections.reverse_citing(ctx, vote.ruling)


# --- the desk: adopted texts and notices -----------------------------------------------------


def settle(ctx: Ctx, action: dict[str, Any]) -> None:
    """Ruling 38: the Judge marks an adopted proposal applied, with a note of what the stored
    ruleset text now says."""
    s = ctx.state
    if s.judge != ctx.seat:
        refuse("not_judge", "Only the Judge settles adopted proposals.")
    item = proposals.get(s, action["proposal"])
    if item.status != "adopted":
        refuse("not_adopted", f"Proposal {item.number} is {item.status}, not awaiting the Judge.")
    problem = names.text_problem(action["note"], REQUEST_MAX, "A note")
    if problem is not None:
        refuse("bad_text", problem)
    item.status = "settled"
    item.note = action["note"].strip()
    s.amendments.append(f"Proposal {item.number}: {item.note}")
    ctx.emit("proposal_settled", proposal=item.number, judge=ctx.seat, note=item.note)


def dismiss(ctx: Ctx, action: dict[str, Any]) -> None:
    s = ctx.state
    if s.judge != ctx.seat:
        refuse("not_judge", "Only the Judge dismisses notices.")
    number = action["notice"]
    if not isinstance(number, int) or not 1 <= number <= len(s.notices):
        refuse("no_such_notice", f"There is no notice {number}.")
    item = s.notices[number - 1]
    if not item.open:
        refuse("notice_closed", f"Notice {number} is dismissed already.")
    item.open = False
    ctx.emit("notice_dismissed", notice=number)
