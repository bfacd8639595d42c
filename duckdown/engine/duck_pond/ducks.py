"""Ducks: finding them, what they may do (rulings 15, 16, 21, 25), creating and removing them
(with ruling 28's pond roll and ruling 46's limits), names (12-14) and colour (20)."""

from __future__ import annotations

from duckdown.engine.duck_pond import names
from duckdown.engine.duck_pond.context import Ctx, refuse
from duckdown.engine.duck_pond.state import Duck, State


def get(s: State, number: object) -> Duck:
    duck = s.ducks.get(number) if isinstance(number, int) else None
    if duck is None:
        refuse("no_such_duck", f"There is no duck number {number} in the game.")
    return duck


def label(duck: Duck) -> str:
    return f"{duck.name} (duck {duck.number})" if duck.name else f"duck {duck.number}"


def own(ctx: Ctx, number: object) -> Duck:
    duck = get(ctx.state, number)
    if duck.owner != ctx.seat:
        refuse("not_your_duck", f"{label(duck).capitalize()} is not yours.")
    return duck


def complete(duck: Duck) -> bool:
    """Ruling 15: name and pond are essential (the Disciple, named and pondless, is complete)."""
    return duck.name is not None and (duck.pond is not None or duck.disciple)


def active(duck: Duck) -> bool:
    """Complete, owned and not scouting: counts for titles, votes, the Ritual (15, 25)."""
    return (
        duck.owner is not None
        and duck.mission is None
        and duck.name is not None
        and (duck.pond is not None)
    )


def usable(duck: Duck, what: str) -> None:
    """Refuse unless the duck is complete and home: `what` it is for, for the sentence."""
    if not complete(duck):
        missing = "a name" if duck.name is None else "a pond"
        refuse("duck_incomplete", f"{label(duck).capitalize()} needs {missing} before {what}.")
    if duck.mission is not None:
        refuse("duck_scouting", f"{label(duck).capitalize()} is out scouting; it cannot {what}.")


def owned_by(s: State, seat: int) -> list[Duck]:
    return [d for d in s.ducks.values() if d.owner == seat]


# --- creation and removal ---------------------------------------------------------------


def creation_problem(s: State, owner: int | None) -> str | None:
    """Why no duck can be created for `owner` now (ruling 46's limits), or None."""
    if len(s.ducks) >= s.limits["ducks_total"]:
        return f"the game holds its limit of {s.limits['ducks_total']} ducks"
    if owner is not None and len(owned_by(s, owner)) >= s.limits["ducks_per_player"]:
        return f"a player may hold {s.limits['ducks_per_player']} ducks"
    return None


def create(
    ctx: Ctx,
    owner: int | None,
    how: str,
    *,
    parent: int | None = None,
    colour: str | None = None,
    quacks: int = 0,
    pond_roll: bool = True,
) -> Duck | None:
    """A new duck (ruling 6: unnamed, no pond, uncoloured, 0 quacks), then the pond roll.
    If a limit forbids it, nothing is created and the log says so (ruling 46)."""
    s = ctx.state
    problem = creation_problem(s, owner)
    if problem is not None:
        ctx.emit("not_created", what="duck", owner=owner, reason=problem)
        return None
    duck = Duck(
        number=s.next_duck, owner=owner, born=ctx.at, colour=colour, quacks=quacks, parent=parent
    )
    s.next_duck += 1
    s.ducks[duck.number] = duck
    if how == "hatched":
        ctx.emit("duck_hatched", duck=duck.number, owner=owner, parent=parent, colour=colour)
    elif how != "disciple":
        ctx.emit("duck_created", duck=duck.number, owner=owner, how=how, colour=colour)
    if pond_roll:
        roll_for_pond(ctx, duck.number)
    return duck


def roll_for_pond(ctx: Ctx, duck: int) -> None:
    """Ruling 28: at every duck creation after the start, a d6; a 6 adds a pond."""
    s = ctx.state
    result = ctx.roll(s.rules["pond_die"], f"pond roll for duck {duck}")
    if result < s.rules["pond_on"]:
        return
    if s.ponds >= s.limits["ponds"]:
        ctx.emit("not_created", what="pond", owner=None, reason=f"the limit is {s.ponds} ponds")
        return
    s.ponds += 1
    ctx.emit("pond_created", pond=s.ponds, roll=result)


def remove(ctx: Ctx, duck: Duck, reason: str) -> None:
    """The duck leaves the game with its Eggs; its name is free again."""
    s = ctx.state
    ctx.add_eggs(duck.number, -duck.eggs)
    del s.ducks[duck.number]
    s.removed_ducks += 1
    if s.disciple == duck.number:
        s.disciple = None
        s.damagers = []
    ctx.emit("duck_removed", duck=duck.number, name=duck.name, reason=reason)


# --- names (rulings 12-14) ----------------------------------------------------------------


def name_problem(s: State, name: str, duck: int | None) -> tuple[str, str] | None:
    """(code, sentence) if `name` is refused for duck number `duck` (ruling 13), else None."""
    shape = names.shape_problem(name, s.rules["name_min"], s.rules["name_max"])
    if shape is not None:
        return "bad_name", shape
    k = names.key(name)
    banned = names.banned_match(k, s.rules.banned)
    if banned is not None:
        return "banned_name", f"The name {name.strip()!r} matches the banned name {banned!r}."
    for p in s.players:
        if p.active and names.key(p.name) == k:
            return "impersonation", f"The name {name.strip()!r} matches the player {p.name!r}."
    for other in s.ducks.values():
        if other.number != duck and other.name is not None and names.key(other.name) == k:
            return "name_taken", f"{label(other).capitalize()} already holds that name."
    return None


def set_name(ctx: Ctx, duck: Duck, name: str | None) -> None:
    s = ctx.state
    old = duck.name
    duck.name = None if name is None else name.strip()
    if name is not None:
        s.name_seq += 1
        duck.named = s.name_seq
    ctx.emit("duck_named", duck=duck.number, name=duck.name, previous=old)


def enforce_names(ctx: Ctx) -> None:
    """Ruling 14: a name a rule change or correction made illegal is lost; if names collide,
    the most recently named duck loses its name. The Disciple keeps its own (ruling 33)."""
    s = ctx.state
    for duck in list(s.ducks.values()):
        if duck.name is None or duck.disciple:
            continue
        bad = names.shape_problem(duck.name, s.rules["name_min"], s.rules["name_max"])
        k = names.key(duck.name)
        if bad is None and names.banned_match(k, s.rules.banned) is not None:
            bad = "it is banned"
        if bad is None and any(p.active and names.key(p.name) == k for p in s.players):
            bad = "it matches a player's name"
        if bad is not None:
            lose_name(ctx, duck, bad)
    holders: dict[str, Duck] = {}
    for duck in sorted(s.ducks.values(), key=lambda d: (not d.disciple, d.named, d.number)):
        if duck.name is None:
            continue
        k = names.key(duck.name)
        if k in holders:
            lose_name(ctx, duck, f"{label(holders[k])} holds it")
        else:
            holders[k] = duck


def lose_name(ctx: Ctx, duck: Duck, reason: str) -> None:
    old = duck.name
    duck.name = None
    ctx.emit("name_lost", duck=duck.number, name=old, reason=reason)


# --- colour (ruling 20) -------------------------------------------------------------------


def colour(ctx: Ctx, duck: Duck, value: str) -> None:
    """Colour an uncoloured duck; its uncoloured descendants take the new colour too."""
    s = ctx.state
    duck.colour = value
    ctx.emit("coloured", duck=duck.number, colour=value)
    todo = [duck.number]
    while todo:
        parent = todo.pop()
        for child in s.ducks.values():
            if child.parent == parent and child.colour is None:
                child.colour = value
                ctx.emit("coloured", duck=child.number, colour=value)
                todo.append(child.number)
