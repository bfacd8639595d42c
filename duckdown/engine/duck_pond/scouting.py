"""Scouting missions (rulings 24-27): the potential roll, the Watermelon's +1/-1, retrieval
once per period from the period after departure, the loot, a new duck on 12 or more, and
cutting losses."""

from __future__ import annotations

from typing import Any

from duckdown.engine.duck_pond import ducks, loot
from duckdown.engine.duck_pond.context import Ctx, refuse
from duckdown.engine.duck_pond.state import Duck, Mission


def scout(ctx: Ctx, action: dict[str, Any]) -> None:
    s = ctx.state
    duck = ducks.own(ctx, action["duck"])
    ducks.usable(duck, "go scouting")
    potential = ctx.roll(s.rules["scout_die"], f"scouting potential of duck {duck.number}")
    duck.mission = Mission(potential=potential, since=s.period.number)
    ctx.emit("scouted", seat=ctx.seat, duck=duck.number, potential=potential)


def adjust(ctx: Ctx, action: dict[str, Any]) -> None:
    s = ctx.state
    duck = _scouting(ctx, action)
    mission = duck.mission
    assert mission is not None
    if duck.melon != s.period.number or mission.since != s.period.number:
        refuse(
            "no_watermelon",
            "Only a duck that ate a Watermelon Slice this period and left this period may adjust.",
        )
    if mission.adjusted:
        refuse("already_adjusted", "This mission's potential was adjusted already.")
    by = action["by"] * s.rules["melon_adjust"]
    mission.potential += by
    mission.adjusted = True
    ctx.emit("adjusted", seat=ctx.seat, duck=duck.number, by=by, potential=mission.potential)


def _scouting(ctx: Ctx, action: dict[str, Any]) -> Duck:
    duck = ducks.own(ctx, action["duck"])
    if duck.mission is None:
        refuse("not_scouting", f"{ducks.label(duck).capitalize()} is not out scouting.")
    return duck


def _retrievable(ctx: Ctx, action: dict[str, Any]) -> Duck:
    s = ctx.state
    duck = _scouting(ctx, action)
    mission = duck.mission
    assert mission is not None
    if mission.since >= s.period.number:
        refuse(
            "too_soon",
            f"{ducks.label(duck).capitalize()} left this period; "
            f"retrieve it from {ctx.when(s.period.end)}.",
        )
    if mission.tried == s.period.number and mission.tries >= s.rules["retrievals_per_period"]:
        refuse(
            "already_tried",
            f"You tried to retrieve {ducks.label(duck)} this period; "
            f"next chance {ctx.when(s.period.end)}.",
        )
    return duck


def _count_try(ctx: Ctx, mission: Mission) -> None:
    number = ctx.state.period.number
    mission.tries = mission.tries + 1 if mission.tried == number else 1
    mission.tried = number


def retrieve(ctx: Ctx, action: dict[str, Any]) -> None:
    s = ctx.state
    duck = _retrievable(ctx, action)
    mission = duck.mission
    assert mission is not None and duck.owner is not None
    _count_try(ctx, mission)
    result = ctx.roll(s.rules["retrieve_die"], f"retrieving duck {duck.number}")
    returned = result >= mission.potential
    if returned:
        duck.quacks += mission.potential
        duck.mission = None
    ctx.emit(
        "retrieved",
        seat=ctx.seat,
        duck=duck.number,
        roll=result,
        potential=mission.potential,
        returned=returned,
    )
    if returned:
        loot.roll_loot(ctx, duck.owner, "scouting")
    if result >= s.rules["bonus_duck_at"]:  # even if the duck stays out (potential 13)
        ducks.create(ctx, duck.owner, "found")


def cut_losses(ctx: Ctx, action: dict[str, Any]) -> None:
    s = ctx.state
    duck = _retrievable(ctx, action)
    mission = duck.mission
    assert mission is not None
    above = s.rules["cut_losses_above"]
    if mission.potential <= above:
        refuse(
            "cannot_cut",
            f"Cutting losses needs a potential above {above}; it is {mission.potential}.",
        )
    gain = s.rules["cut_losses_gain"]
    duck.quacks += gain
    duck.mission = None
    ctx.emit("cut_losses", seat=ctx.seat, duck=duck.number, gain=gain)
