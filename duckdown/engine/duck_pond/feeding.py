"""Feeding with fruit and the first colour (rulings 18-20)."""

from __future__ import annotations

from typing import Any

from duckdown.engine.duck_pond import ducks
from duckdown.engine.duck_pond.context import Ctx, refuse
from duckdown.engine.duck_pond.rulebook import ITEM_NAMES
from duckdown.engine.duck_pond.state import Duck, State


def fruit_problem(s: State, seat: int, duck: Duck, fruit: str | None) -> tuple[str, str] | None:
    """Why this feeder cannot feed this (complete, home) duck with this fruit, or None."""
    if duck.owner is None:
        return "not_feedable", "The Disciple belongs to nobody and cannot be fed."
    mine = duck.owner == seat
    if fruit == "grapes":
        if not mine:
            return "wrong_fruit", "Grapes feed one of your own ducks, not another player's."
    elif mine:
        return "own_duck", "You feed another player's duck (Grapes let you feed your own)."
    if fruit is None:
        return None
    need = s.rules["seeds_per_feed"] if fruit == "seeds" else 1
    if s.players[seat].items[fruit] < need:
        what = f"{need} Seeds" if fruit == "seeds" else f"a {ITEM_NAMES[fruit]}"
        return "no_fruit", f"You need {what} to feed with it."
    if fruit == "blood_orange" and duck.colour is not None:
        return (
            "wrong_fruit",
            f"A Blood Orange only colours an uncoloured duck; this one is {duck.colour}.",
        )
    return None


def feed(ctx: Ctx, action: dict[str, Any]) -> None:
    s = ctx.state
    seat = ctx.seat
    assert seat is not None
    player = s.players[seat]
    if player.fed >= s.rules["feeds_per_period"]:
        refuse(
            "already_fed",
            f"You have already fed this period; next chance {ctx.when(s.period.end)}.",
        )
    duck = ducks.get(s, action["duck"])
    ducks.usable(duck, "be fed")
    fruit = action.get("fruit")
    problem = fruit_problem(s, seat, duck, fruit)
    if problem is not None:
        refuse(*problem)
    # the feeding is legal: from here on, nothing refuses
    player.fed += 1
    if fruit is not None:
        ctx.use_item(seat, fruit, s.rules["seeds_per_feed"] if fruit == "seeds" else 1)
    result = ctx.roll(s.rules["feed_die"], f"feeding duck {duck.number}")
    gain = result + (s.rules["seeds_bonus"] if fruit == "seeds" else 0)
    duck.quacks += gain
    if fruit == "watermelon":
        duck.melon = s.period.number
    ctx.emit(
        "fed",
        seat=seat,
        duck=duck.number,
        fruit=fruit,
        roll=result,
        gain=gain,
        quacks=duck.quacks,
    )
    if duck.colour is None:
        number = result + (s.rules["blood_orange_bonus"] if fruit == "blood_orange" else 0)
        ducks.colour(ctx, duck, s.rules.colour_of(number))
