"""Proposals and votes (rulings 36-38): making, editing and retracting, changeable votes, and
the tally at the end of each voting period, with the tie rule by quacks."""

from __future__ import annotations

from datetime import date
from typing import Any, Final

from duckdown.engine.duck_pond import calendar, changes, desk, ducks, names, titles
from duckdown.engine.duck_pond.context import Ctx, refuse
from duckdown.engine.duck_pond.state import Proposal, State

TITLE_MAX: Final = 100
TEXT_MAX: Final = 4000
VOTES: Final = ("for", "against")


def get(s: State, number: object) -> Proposal:
    if not isinstance(number, int) or not 1 <= number <= len(s.proposals):
        refuse("no_such_proposal", f"There is no proposal {number}.")
    return s.proposals[number - 1]


def open_made_this_period(s: State, seat: int) -> int:
    return sum(
        1
        for p in s.proposals
        if p.seat == seat and p.status == "open" and p.made_in == s.period.number
    )


def _check(ctx: Ctx, action: dict[str, Any], freed: int = 0) -> list[dict[str, Any]]:
    s = ctx.state
    seat = ctx.seat
    assert seat is not None
    for key, limit in (("title", TITLE_MAX), ("text", TEXT_MAX)):
        problem = names.text_problem(action[key], limit, f"A proposal's {key}", lines=key == "text")
        if problem is not None:
            refuse("bad_text", problem)
    problem, parsed = changes.parse_changes(action.get("changes", []))
    if problem is not None:
        refuse("bad_change", f"Structured changes: {problem}.")
    limit = s.limits["proposals_per_period"]
    if open_made_this_period(s, seat) - freed >= limit:
        refuse("proposal_limit", f"You have {limit} open proposals from this period, the limit.")
    return parsed


def _submit(ctx: Ctx, action: dict[str, Any], parsed: list[dict[str, Any]]) -> None:
    s = ctx.state
    tz = calendar.zone(s.config.time_zone)
    label, _, _, closes = calendar.following(date.fromisoformat(s.period.first_day), tz)
    seat = ctx.seat
    assert seat is not None
    proposal = Proposal(
        number=len(s.proposals) + 1,
        seat=seat,
        title=action["title"].strip(),
        text=action["text"].strip(),
        changes=parsed,
        changes_only=bool(action.get("changes_only", False)) and bool(parsed),
        made=ctx.at,
        made_in=s.period.number,
        voting=label,
        closes=closes,
    )
    s.proposals.append(proposal)
    ctx.emit(
        "proposal_made",
        proposal=proposal.number,
        seat=seat,
        title=proposal.title,
        changes=len(parsed),
        voting=label,
        closes=closes,
    )


def propose(ctx: Ctx, action: dict[str, Any]) -> None:
    _submit(ctx, action, _check(ctx, action))


def _own_open(ctx: Ctx, number: object) -> Proposal:
    proposal = get(ctx.state, number)
    if proposal.seat != ctx.seat:
        refuse("not_your_proposal", f"Proposal {proposal.number} is not yours.")
    if proposal.status != "open":
        refuse("proposal_closed", f"Proposal {proposal.number} is {proposal.status}.")
    return proposal


def retract(ctx: Ctx, action: dict[str, Any]) -> None:
    proposal = _own_open(ctx, action["proposal"])
    proposal.status = "retracted"
    ctx.emit("proposal_retracted", proposal=proposal.number, seat=ctx.seat)


def edit(ctx: Ctx, action: dict[str, Any]) -> None:
    """Ruling 36: editing retracts and resubmits, with a new number and period."""
    s = ctx.state
    proposal = _own_open(ctx, action["proposal"])
    freed = 1 if proposal.made_in == s.period.number else 0
    parsed = _check(ctx, action, freed)
    proposal.status = "retracted"
    ctx.emit("proposal_retracted", proposal=proposal.number, seat=ctx.seat)
    _submit(ctx, action, parsed)


def vote(ctx: Ctx, action: dict[str, Any]) -> None:
    proposal = get(ctx.state, action["proposal"])
    if proposal.status != "open":
        refuse(
            "proposal_closed", f"Proposal {proposal.number} is {proposal.status}; no more votes."
        )
    key = str(ctx.seat)
    choice = action["vote"]
    if proposal.votes.get(key) == choice:
        return  # the same vote again changes nothing
    if choice is None:
        del proposal.votes[key]
    else:
        proposal.votes[key] = choice
    ctx.emit("vote", proposal=proposal.number, seat=ctx.seat, vote=choice)


# --- the tally (ruling 5 step 2, ruling 36) -----------------------------------------------


def tally(s: State, proposal: Proposal, quacks: dict[int, int]) -> dict[str, Any]:
    """The result from the frozen state: only current players' votes count."""
    current = {p.seat for p in s.players if p.active}
    pro = sorted(int(k) for k, v in proposal.votes.items() if v == "for" and int(k) in current)
    con = sorted(int(k) for k, v in proposal.votes.items() if v == "against" and int(k) in current)
    result: dict[str, Any] = {
        "for": len(pro),
        "against": len(con),
        "for_quacks": None,
        "against_quacks": None,
    }
    if len(pro) != len(con):
        result["passed"] = len(pro) > len(con)
    elif not pro:
        result["passed"] = False  # no votes
    else:
        result["for_quacks"] = sum(quacks.get(seat, 0) for seat in pro)
        result["against_quacks"] = sum(quacks.get(seat, 0) for seat in con)
        result["passed"] = result["for_quacks"] > result["against_quacks"]
    return result


def close_voting(ctx: Ctx, ended: str) -> None:
    """Tally every open proposal whose voting period `ended`, all from the frozen state, then
    let those passing take effect one by one in order of submission."""
    s = ctx.state
    due = [p for p in s.proposals if p.status == "open" and p.voting == ended]
    _, quacks = titles.holdings(s)
    results = [(p, tally(s, p, quacks)) for p in due]
    for proposal, result in results:
        proposal.result = result
        if not result["passed"]:
            proposal.status = "failed"
            ctx.emit(
                "proposal_failed",
                proposal=proposal.number,
                title=proposal.title,
                **{k: result[k] for k in ("for", "against", "for_quacks", "against_quacks")},
            )
    for proposal, result in results:
        if result["passed"]:
            take_effect(ctx, proposal, result)
    ducks.enforce_names(ctx)


def take_effect(ctx: Ctx, proposal: Proposal, result: dict[str, Any]) -> None:
    s = ctx.state
    applied = 0
    skipped: list[tuple[int, str]] = []  # (change number, reason)
    for i, change in enumerate(proposal.changes):
        reason = changes.apply_change(s.rules, change)
        if reason is None:
            applied += 1
            s.passed_changes.append(dict(change))
        else:
            skipped.append((i + 1, reason))
    # ruling 38: what is not a structured change waits for the Judge; a proposal its author
    # marked as changes only, all of which applied, has taken effect completely
    done = proposal.changes_only and proposal.changes and not skipped
    proposal.status = "passed" if done else "adopted"
    result["applied"] = applied
    ctx.emit(
        "proposal_passed",
        proposal=proposal.number,
        title=proposal.title,
        **{k: result[k] for k in ("for", "against", "for_quacks", "against_quacks")},
        applied=applied,
        skipped=[list(x) for x in skipped],
        adopted=proposal.status == "adopted",
    )
    for index, reason in skipped:
        desk.notice(ctx, "skipped_change", f"Proposal {proposal.number}, change {index}: {reason}")
