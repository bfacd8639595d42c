"""The entities every game's table gets when the integration has no module for the game: read
from the common view fields alone (docs/games.md)."""

from __future__ import annotations

from typing import Any

from ..context import TableContext
from ..descriptions import TableSensorDescription
from ..meta import HIGHEST, LOWEST, GameMeta
from ..view import leader_attrs, leaders, round_attrs, round_text, status_attrs, to_act
from .base import GameModule

#: the table's status outside a game; while playing, the game's own phase name
STATUSES = ("lobby", "playing", "over")


def phase(ctx: TableContext) -> str | None:
    """`lobby`, `over`, or the game's phase while it runs (`playing` if it names none)."""
    status = ctx.table.status
    if status in ("lobby", "over"):
        return status
    if not ctx.playing:
        return None
    name = ctx.game.get("phase")
    return name if isinstance(name, str) and name else "playing"


def turn(ctx: TableContext) -> str | None:
    """Who is to act now: one name, or several (`Anna, Ben`)."""
    seats = to_act(ctx)
    return ", ".join(ctx.label(s) for s in seats) if seats else None


def turn_attrs(ctx: TableContext) -> dict[str, Any]:
    """The seats to act and the HA users holding them."""
    seats = to_act(ctx)
    users = [ctx.user_id(s) for s in seats]
    return {"seats": seats, "user_ids": [u for u in users if u is not None]}


def any_total_differs(ctx: TableContext) -> bool:
    """Totals lead once they differ, or once the game is over."""
    values = ctx.game.get("totals") or []
    return ctx.table.status == "over" or len(set(values)) > 1


def has_winner(meta: GameMeta) -> bool:
    """A leader exists where a total wins."""
    return meta.result in (LOWEST, HIGHEST)


def leader(ctx: TableContext) -> str | None:
    """The leading players or teams."""
    found = leaders(ctx, any_total_differs)
    return found.text if found else None


SENSORS: tuple[TableSensorDescription, ...] = (
    TableSensorDescription(
        key="phase", translation_key="game_phase", value_fn=phase, attrs_fn=status_attrs
    ),
    TableSensorDescription(
        key="turn", translation_key="to_act", value_fn=turn, attrs_fn=turn_attrs
    ),
    TableSensorDescription(
        key="round", translation_key="round", value_fn=round_text, attrs_fn=round_attrs
    ),
    TableSensorDescription(
        key="leader",
        translation_key="leader",
        value_fn=leader,
        attrs_fn=lambda ctx: leader_attrs(leaders(ctx, any_total_differs)),
        has_fn=has_winner,
    ),
)


def event_data(kind: str, event: dict[str, Any], ctx: TableContext) -> dict[str, Any]:
    """A game event's public fields that fit an attribute (numbers, text, flat lists), who a
    seat is, and the winners by name."""
    data: dict[str, Any] = {}
    for key, value in event.items():
        if key != "type" and _flat(value):
            data[key] = value
    if "seat" in event:
        data.update(ctx.seat_data(event))
    if "winners" in event:
        data.update(ctx.winners_data(event))
    return data


def _scalar(value: Any) -> bool:
    return value is None or isinstance(value, bool | int | float | str)


def _flat(value: Any) -> bool:
    return _scalar(value) or (isinstance(value, list) and all(_scalar(v) for v in value))


MODULE = GameModule(name="", sensors=SENSORS)
