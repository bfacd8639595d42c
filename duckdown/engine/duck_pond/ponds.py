"""Ponds (rulings 28-30): assigning a pond, moving for a quack, and upkeep by colour."""

from __future__ import annotations

from collections import Counter
from typing import Any

from duckdown.engine.duck_pond import ducks
from duckdown.engine.duck_pond.context import Ctx, refuse
from duckdown.engine.duck_pond.state import State


def initial_ponds(duck_count: int, per_pond: int) -> int:
    """Ruling 28: floor(ducks / 4), but at least 1 (with none, no duck could be complete)."""
    return max(1, duck_count // per_pond)


def _pond(s: State, pond: object) -> int:
    if not isinstance(pond, int) or isinstance(pond, bool) or not 1 <= pond <= s.ponds:
        refuse("no_such_pond", f"There is no pond {pond}; the ponds are 1 to {s.ponds}.")
    return pond


def assign(ctx: Ctx, action: dict[str, Any]) -> None:
    """Free for a duck with no pond, even one out scouting (ruling 25)."""
    duck = ducks.own(ctx, action["duck"])
    pond = _pond(ctx.state, action["pond"])
    if duck.pond is not None:
        refuse("has_pond", f"{ducks.label(duck).capitalize()} lives in pond {duck.pond}; move it.")
    duck.pond = pond
    ctx.emit("pond_assigned", seat=ctx.seat, duck=duck.number, pond=pond)


def move(ctx: Ctx, action: dict[str, Any]) -> None:
    s = ctx.state
    duck = ducks.own(ctx, action["duck"])
    pond = _pond(s, action["pond"])
    ducks.usable(duck, "move")
    cost = s.rules["move_cost"]
    need = max(cost, 1)  # "cannot move a duck that does not have any quacks"
    if duck.quacks < need:
        refuse(
            "not_enough_quacks",
            f"Moving costs {cost} quack{'s' if cost != 1 else ''}; "
            f"{ducks.label(duck)} has {duck.quacks}.",
        )
    if duck.pond == pond:
        refuse("same_pond", f"{ducks.label(duck).capitalize()} already lives in pond {pond}.")
    old = duck.pond
    duck.quacks -= cost
    duck.pond = pond
    ctx.emit("duck_moved", seat=ctx.seat, duck=duck.number, source=old, pond=pond, cost=cost)


def upkeep(ctx: Ctx) -> None:
    """Ruling 30: complete, coloured, non-scouting ducks, all changes at once: +1 per other
    duck of another colour in the pond, -1 per other of its own colour."""
    s = ctx.state
    counted = [d for d in s.ducks.values() if ducks.active(d) and d.colour is not None]
    by_pond: dict[int, list[Any]] = {}
    for d in counted:
        assert d.pond is not None
        by_pond.setdefault(d.pond, []).append(d)
    same, other = s.rules["upkeep_same"], s.rules["upkeep_other"]
    changes: list[list[int]] = []
    for pond in sorted(by_pond):
        members = by_pond[pond]
        colours = Counter(d.colour for d in members)
        for d in members:
            alike = colours[d.colour] - 1
            delta = other * (len(members) - 1 - alike) - same * alike
            if delta:
                changes.append([d.number, delta])
    for number, delta in changes:
        s.ducks[number].quacks += delta
    if changes:
        ctx.emit("upkeep", changes=changes)
