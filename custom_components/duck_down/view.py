"""Readers of the common fields every game's public view carries (docs/games.md: `ruleset`,
`players`, `phase`, `round`, `rounds`, `to_act`, `deadline`, `totals`, `winners`), so that any
game gets sensors without knowing its rules."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .context import TableContext
from .meta import HIGHEST, LOWEST


def _int(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def to_act(ctx: TableContext) -> list[int]:
    """The seats whose decision is due, while a game runs."""
    if not ctx.playing:
        return []
    seats = ctx.game.get("to_act")
    if not isinstance(seats, list):
        return []
    return [seat for seat in seats if _int(seat) is not None]


def status_attrs(ctx: TableContext) -> dict[str, Any]:
    """The Phase sensor's `status`: the table's own `lobby`, `playing` or `over`, whatever the
    game calls its phases, so an automation can tell at any game's table that a game is on."""
    return {"status": ctx.table.status}


def round_text(ctx: TableContext) -> str | None:
    """`2 of 5`, or `2` when the game's length is not a number of rounds."""
    number, rounds = _int(ctx.game.get("round")), _int(ctx.game.get("rounds"))
    if number is None:
        return None
    return f"{number} of {rounds}" if rounds is not None else str(number)


def round_attrs(ctx: TableContext) -> dict[str, Any]:
    """The round and the planned number of rounds."""
    return {"round": ctx.game.get("round"), "rounds": ctx.game.get("rounds")}


@dataclass(frozen=True, slots=True)
class Leaders:
    """Who leads by the game's result model: players, or teams when the game has them."""

    seats: list[int]
    text: str
    totals: dict[str, Any]
    team_totals: dict[str, Any] | None


def totals(ctx: TableContext) -> list[Any] | None:
    """Each seat's total, when the view carries numbers."""
    values = ctx.game.get("totals")
    if not isinstance(values, list) or not values or not all(_number(v) for v in values):
        return None
    return values


def leaders(ctx: TableContext, started: Callable[[TableContext], bool]) -> Leaders | None:
    """The leading players (or teams), or None before anyone leads.

    `started` tells whether the totals mean anything yet (a game's own test: Duck Down's
    first finished round). Lowest or highest wins as host info's `result` says; a game whose
    result is `none` has no leader.
    """
    result = ctx.meta.result
    values = totals(ctx)
    if result not in (LOWEST, HIGHEST) or values is None or not started(ctx):
        return None
    best: Callable[[list[Any]], Any] = min if result == LOWEST else max
    by_name = {ctx.label(seat): total for seat, total in enumerate(values)}
    teams = ctx.meta.teams_for(len(values))
    if not teams:
        top = best(values)
        seats = [seat for seat, total in enumerate(values) if total == top]
        return Leaders(seats, ", ".join(ctx.label(s) for s in seats), by_name, None)
    team_totals = [sum(values[s] for s in team if 0 <= s < len(values)) for team in teams]
    names = [" & ".join(ctx.label(s) for s in team) for team in teams]
    top = best(team_totals)
    leading = [i for i, total in enumerate(team_totals) if total == top]
    return Leaders(
        seats=[s for i in leading for s in teams[i]],
        text=", ".join(names[i] for i in leading),
        totals=by_name,
        team_totals=dict(zip(names, team_totals, strict=True)),
    )


def leader_attrs(found: Leaders | None) -> dict[str, Any]:
    """The leader sensor's attributes: leading seats, totals by name, team totals if any."""
    if found is None:
        return {"seats": [], "totals": {}}
    attrs: dict[str, Any] = {"seats": found.seats, "totals": found.totals}
    if found.team_totals is not None:
        attrs["team_totals"] = found.team_totals
    return attrs
