"""The Judge's corrections (ruling 43): audited edits of quacks, items, Eggs, God Eggs, colour,
name, pond, owner or mission state, and creating or removing ducks. Each has a reason and a
citation and is public; one touching the Judge's own holdings waits for another player's
confirmation; those citing a ruling that falls are reversed where they can be (ruling 42).
Dice, seeds, votes and the log have no correction."""

from __future__ import annotations

import re
from typing import Any, Final

from duckdown.engine.duck_pond import ducks, names
from duckdown.engine.duck_pond.context import Ctx, refuse
from duckdown.engine.duck_pond.desk import notice
from duckdown.engine.duck_pond.rulebook import ITEMS
from duckdown.engine.duck_pond.state import GOD, Correction, Duck, Mission, State, dump
from duckdown.engine.errors import IllegalAction

DAY_MS: Final = 86_400_000
PENDING_DAYS: Final = 7  # an unconfirmed correction lapses after this
MAX_PENDING: Final = 10
REASON_MAX: Final = 1000
CITE_MAX: Final = 500
QUACKS_BOUND: Final = 1_000_000
COUNT_BOUND: Final = 1_000_000
COLOUR: Final = re.compile(r"^[a-z][a-z -]{0,19}$")

DUCK_FIELDS: Final = ("quacks", "eggs", "colour", "name", "pond", "owner", "mission")
OPS: Final = (*(f"set_{f}" for f in DUCK_FIELDS), "set_items", "create_duck", "remove_duck")


def _mission_json(m: Mission | None) -> dict[str, Any] | None:
    if m is None:
        return None
    return {
        "potential": m.potential,
        "since": m.since,
        "tries": m.tries,
        "tried": m.tried,
        "adjusted": m.adjusted,
    }


def _duck_value(duck: Duck, field: str) -> Any:
    return _mission_json(duck.mission) if field == "mission" else getattr(duck, field)


def _int(value: object, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def _holder(s: State, holder: object) -> int | str:
    if holder == GOD:
        return GOD
    if not isinstance(holder, int) or not 0 <= holder < len(s.players):
        refuse("no_such_player", f"There is no player {holder}.")
    if not s.players[holder].active:
        refuse("no_such_player", f"{s.players[holder].name} has left the game.")
    return holder


def _seat(s: State, seat: object) -> int:
    holder = _holder(s, seat)
    if holder == GOD:
        refuse("bad_correction", "The Duck God owns no ducks.")
    assert isinstance(holder, int)
    return holder


def touches(s: State, change: dict[str, Any], seat: int) -> bool:
    """Whether a change touches `seat`'s holdings (the Judge's, for ruling 43)."""
    op = change["op"]
    if op == "set_items":
        return bool(change["holder"] == seat)
    if op == "create_duck":
        return bool(change["owner"] == seat)
    duck = s.ducks.get(change["duck"])
    if duck is not None and duck.owner == seat:
        return True
    return bool(op == "set_owner" and change["value"] == seat)


def apply_one(ctx: Ctx, change: dict[str, Any]) -> dict[str, Any]:
    """Check and apply one change; returns it with "before" and "after" for the audit."""
    s = ctx.state
    op = change["op"]
    out = dict(change)
    if op == "set_items":
        holder = _holder(s, change["holder"])
        item, value = change["item"], change["value"]
        if holder == GOD and item != "god_egg":
            refuse("bad_correction", "The Duck God holds God Eggs only.")
        if not _int(value, 0, COUNT_BOUND):
            refuse("bad_correction", f"An item count runs from 0 to {COUNT_BOUND}.")
        before = s.god_eggs if holder == GOD else s.players[int(holder)].items[item]
        ctx.add_item(holder, item, value - before)
        out.update(before=before, after=value)
        return out
    if op == "create_duck":
        owner = _seat(s, change["owner"])
        problem = ducks.creation_problem(s, owner)
        if problem is not None:
            refuse("duck_limit", f"No new duck: {problem}.")
        _check_value(s, None, "quacks", change["quacks"])
        _check_value(s, None, "colour", change["colour"])
        duck = ducks.create(
            ctx, owner, "correction", colour=change["colour"], quacks=change["quacks"]
        )
        assert duck is not None
        out.update(before=None, after=duck.number)
        return out
    duck = ducks.get(s, change["duck"])
    if op == "remove_duck":
        out.update(before=dump(duck), after=None)  # the removed duck, for the record
        ducks.remove(ctx, duck, "a correction")
        return out
    field = op[4:]
    value = change["value"]
    _check_value(s, duck, field, value)
    before = _duck_value(duck, field)
    _set_duck(ctx, duck, field, value)
    out.update(before=before, after=_duck_value(duck, field))
    return out


def _check_value(s: State, duck: Duck | None, field: str, value: Any) -> None:
    disciple = duck is not None and duck.disciple
    if field == "quacks":
        if not _int(value, -QUACKS_BOUND, QUACKS_BOUND):
            refuse("bad_correction", f"Quacks run from -{QUACKS_BOUND} to {QUACKS_BOUND}.")
        if disciple and value <= 0:
            refuse("bad_correction", "Remove the Disciple instead of setting it to 0 quacks.")
    elif field == "eggs":
        if not _int(value, 0, COUNT_BOUND):
            refuse("bad_correction", f"Eggs run from 0 to {COUNT_BOUND}.")
    elif field == "colour":
        if value is not None and (not isinstance(value, str) or not COLOUR.match(value)):
            refuse("bad_correction", "A colour is 1-20 lower-case letters, spaces or hyphens.")
    elif field == "name":
        if value is None and disciple:
            refuse("bad_correction", "The Disciple keeps a name.")
        if value is not None:
            assert duck is not None
            problem = ducks.name_problem(s, value, duck.number)
            if problem is not None:
                refuse(*problem)
    elif field == "pond":
        if value is not None and not _int(value, 1, s.ponds):
            refuse("no_such_pond", f"There is no pond {value}; the ponds are 1 to {s.ponds}.")
    elif field == "owner":
        seat = _seat(s, value)
        assert duck is not None
        if duck.owner != seat and len(ducks.owned_by(s, seat)) >= s.limits["ducks_per_player"]:
            refuse("duck_limit", f"A player may hold {s.limits['ducks_per_player']} ducks.")
    elif (
        field == "mission"
        and value is not None
        and (
            not isinstance(value, dict)
            or set(value) != {"potential", "retrievable"}
            or not _int(value["potential"], 0, 1000)
            or not isinstance(value["retrievable"], bool)
        )
    ):
        refuse("bad_correction", "A mission is null or {potential: 0-1000, retrievable}.")
    if disciple and field in ("eggs", "pond", "owner", "mission"):
        refuse("bad_correction", f"The Disciple has no {field} to correct.")


def _set_duck(ctx: Ctx, duck: Duck, field: str, value: Any) -> None:
    s = ctx.state
    if field == "eggs":
        ctx.add_eggs(duck.number, value - duck.eggs)
    elif field == "name":
        ducks.set_name(ctx, duck, value)
    elif field == "mission":
        if value is None:
            duck.mission = None
        elif "since" in value:  # a reversal restores the exact mission
            duck.mission = Mission(**value)
        else:
            since = s.period.number - 1 if value["retrievable"] else s.period.number
            duck.mission = Mission(potential=value["potential"], since=since)
    else:
        setattr(duck, field, value)


def parse_cite(s: State, cite: dict[str, Any]) -> None:
    if "ruling" in cite:
        number = cite["ruling"]
        if (
            not isinstance(number, int)
            or not 1 <= number <= len(s.requests)
            or s.requests[number - 1].status != "answered"
            or s.requests[number - 1].overturned
        ):
            refuse("bad_cite", f"There is no standing ruling {number}.")
    elif "proposal" in cite:
        number = cite["proposal"]
        if (
            not isinstance(number, int)
            or not 1 <= number <= len(s.proposals)
            or (s.proposals[number - 1].status not in ("passed", "adopted", "settled"))
        ):
            refuse("bad_cite", f"Proposal {number} has not passed.")
    else:
        problem = names.text_problem(cite.get("error"), CITE_MAX, "The error cited")
        if problem is not None:
            refuse("bad_cite", problem)


def _dry_run(ctx: Ctx, changes: list[dict[str, Any]]) -> None:
    """Refuse, with nothing changed, unless every change applies in order."""
    trial = Ctx(ctx.state.copy(), ctx.seat, ctx.now)
    for change in changes:
        apply_one(trial, change)


def _apply_all(ctx: Ctx, item: Correction) -> None:
    _dry_run(ctx, item.changes)
    item.changes = [apply_one(ctx, change) for change in item.changes]
    item.status = "applied"
    item.applied = ctx.at
    ducks.enforce_names(ctx)


def correct(ctx: Ctx, action: dict[str, Any]) -> None:
    s = ctx.state
    judge = s.judge
    if judge != ctx.seat or judge is None:
        refuse("not_judge", "Only the Judge makes corrections.")
    problem = names.text_problem(action["reason"], REASON_MAX, "A correction's reason")
    if problem is not None:
        refuse("bad_text", problem)
    parse_cite(s, action["cite"])
    changes = [dict(c) for c in action["changes"]]
    own = any(touches(s, c, judge) for c in changes)
    if own and sum(1 for c in s.corrections if c.status == "pending") >= MAX_PENDING:
        refuse("correction_limit", f"{MAX_PENDING} corrections await confirmation already.")
    _dry_run(ctx, changes)
    item = Correction(
        number=len(s.corrections) + 1,
        judge=judge,
        changes=changes,
        reason=action["reason"].strip(),
        cite=dict(action["cite"]),
        made=ctx.at,
        expires=ctx.now + PENDING_DAYS * DAY_MS,
    )
    s.corrections.append(item)
    if own:
        ctx.emit("correction", **_public(item))
        return
    _apply_all(ctx, item)
    ctx.emit("correction", **_public(item))


def _public(item: Correction) -> dict[str, Any]:
    return {
        "correction": item.number,
        "judge": item.judge,
        "status": item.status,
        "changes": [dict(c) for c in item.changes],
        "reason": item.reason,
        "cite": dict(item.cite),
    }


def get(s: State, number: object) -> Correction:
    if not isinstance(number, int) or not 1 <= number <= len(s.corrections):
        refuse("no_such_correction", f"There is no correction {number}.")
    return s.corrections[number - 1]


def confirm(ctx: Ctx, action: dict[str, Any]) -> None:
    s = ctx.state
    item = get(s, action["correction"])
    if item.status != "pending":
        refuse("correction_closed", f"Correction {item.number} is {item.status}.")
    if ctx.seat == item.judge:
        refuse("own_correction", "Another player confirms a correction of the Judge's holdings.")
    _apply_all(ctx, item)
    item.confirmed_by = ctx.seat
    ctx.emit("correction_confirmed", correction=item.number, seat=ctx.seat, changes=item.changes)


def withdraw(ctx: Ctx, action: dict[str, Any]) -> None:
    item = get(ctx.state, action["correction"])
    if item.status != "pending" or item.judge != ctx.seat:
        refuse("correction_closed", f"Correction {item.number} is not your pending correction.")
    item.status = "withdrawn"
    ctx.emit("correction_closed", correction=item.number, how="withdrawn")


def lapse_pending(ctx: Ctx, reason: str, until: int | None = None) -> None:
    for item in ctx.state.corrections:
        if item.status == "pending" and (until is None or item.expires <= until):
            item.status = "lapsed"
            ctx.emit("correction_closed", correction=item.number, how="lapsed", reason=reason)


# --- reversal when a ruling falls (ruling 42) -------------------------------------------------


def reverse_citing(ctx: Ctx, ruling: int) -> None:
    s = ctx.state
    citing = [c for c in s.corrections if c.status == "applied" and c.cite.get("ruling") == ruling]
    for item in reversed(citing):
        listed: list[str] = []
        reversed_count = 0
        for change in reversed(item.changes):
            why = _reverse_one(ctx, change)
            if why is None:
                reversed_count += 1
            else:
                listed.append(f"change {item.changes.index(change) + 1} ({change['op']}): {why}")
        item.status = "reversed"
        ctx.emit(
            "correction_reversed",
            correction=item.number,
            ruling=ruling,
            reversed=reversed_count,
            listed=listed,
        )
        if listed:
            notice(
                ctx,
                "reversal",
                f"Correction {item.number} (ruling {ruling} fell) could not be undone: "
                + "; ".join(listed),
            )
    ducks.enforce_names(ctx)


def _reverse_one(ctx: Ctx, change: dict[str, Any]) -> str | None:
    """Undo one applied change if nothing has moved it since; else why not."""
    s = ctx.state
    op = change["op"]
    if op == "remove_duck":
        return "a removed duck is not brought back by the engine"
    if op == "create_duck":
        duck = s.ducks.get(change["after"])
        if duck is None:
            return "the duck it created is gone already"
        ducks.remove(ctx, duck, "a correction reversed")
        return None
    if op == "set_items":
        holder = change["holder"]
        if holder != GOD and not s.players[holder].active:
            return "the player has left"
        now = s.god_eggs if holder == GOD else s.players[holder].items[change["item"]]
        if now != change["after"]:
            return "the count has changed since"
        ctx.add_item(holder, change["item"], change["before"] - now)
        return None
    duck = s.ducks.get(change["duck"])
    field = op[4:]
    if duck is None:
        return "the duck is gone"
    if _duck_value(duck, field) != change["after"]:
        return "it has changed since"
    before = change["before"]
    try:
        if field in ("name", "owner", "pond"):
            _check_value(s, duck, field, before)
    except IllegalAction as err:
        return err.message
    _set_duck(ctx, duck, field, before)
    return None


def validate_shape(change: Any) -> str | None:
    """Why `change` is not a correction change at all (checked when the action is parsed)."""
    if not isinstance(change, dict):
        return "a change must be an object"
    op = change.get("op")
    special: dict[str, set[str]] = {
        "set_items": {"op", "holder", "item", "value"},
        "create_duck": {"op", "owner", "quacks", "colour"},
        "remove_duck": {"op", "duck"},
    }
    fields = special.get(op, {"op", "duck", "value"}) if op in OPS else None
    if fields is None:
        return f"unknown correction {op!r}; corrections are: {', '.join(OPS)}"
    if set(change) != fields:
        return f"{op} takes {', '.join(sorted(fields - {'op'}))}"
    if op == "set_items" and change["item"] not in ITEMS:
        return f"items are {', '.join(ITEMS)}"
    return None
