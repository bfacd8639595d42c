"""`name(duck, name)` (ruling 12): the owner sets, changes or clears a name at any time."""

from __future__ import annotations

from typing import Any

from duckdown.engine.duck_pond import ducks
from duckdown.engine.duck_pond.context import Ctx, refuse


def name(ctx: Ctx, action: dict[str, Any]) -> None:
    duck = ducks.own(ctx, action["duck"])
    value = action["name"]
    if duck.mission is not None and (duck.name is not None or value is None):
        # ruling 25: a scouting duck may only be given a name it lacks
        refuse(
            "duck_scouting", f"{ducks.label(duck).capitalize()} is out scouting; its name waits."
        )
    if value is None:
        if duck.name is None:
            refuse("no_name", f"{ducks.label(duck).capitalize()} has no name to clear.")
    else:
        problem = ducks.name_problem(ctx.state, value, duck.number)
        if problem is not None:
            refuse(*problem)
        if duck.name == value.strip():
            refuse("same_name", f"{ducks.label(duck).capitalize()} already has that name.")
    ducks.set_name(ctx, duck, value)
