"""Duck Down's part of the integration: its table entities (phase, turn, round, deck, pile
top, leader, "Duck Down called"), the data of its automation events, and the `create_table`
fields kept for it (`turn_time`, `keep_known`, `call_penalty`: the card's lobby sends them)."""

from __future__ import annotations

from typing import Any, Final

import voluptuous as vol
from homeassistant.components.sensor import SensorDeviceClass
from homeassistant.helpers import config_validation as cv

from ..context import TableContext
from ..descriptions import TableBinarySensorDescription, TableSensorDescription
from ..meta import LOWEST
from ..view import leader_attrs, leaders, round_attrs, round_text, status_attrs
from .base import GameModule

NAME: Final = "duck_down"

#: Table phases of the phase sensor: the table status and, while playing, the game's phase.
PHASES: Final = ("lobby", "peek", "turn", "reveal", "over")

#: The game's own events worth an automation (as its host info lists them).
EVENTS: Final = ("duck_down_called", "turn_started", "round_ended", "game_ended")


def _phase(ctx: TableContext) -> str | None:
    status = ctx.table.status
    if status in ("lobby", "over"):
        return status
    phase = ctx.game.get("phase")
    return phase if phase in PHASES else None


def _turn_seat(ctx: TableContext) -> int | None:
    game = ctx.game
    if not game or game.get("phase") != "turn" or ctx.table.status != "playing":
        return None
    turn = game.get("turn")
    seat = turn.get("seat") if isinstance(turn, dict) else None
    return seat if isinstance(seat, int) else None


def _turn(ctx: TableContext) -> str | None:
    return ctx.table.seat_name(_turn_seat(ctx))


def _turn_attrs(ctx: TableContext) -> dict[str, Any]:
    seat = _turn_seat(ctx)
    turn = ctx.game.get("turn") if seat is not None else None
    return {
        "seat": seat,
        "step": turn.get("step") if isinstance(turn, dict) else None,
        "user_id": ctx.user_id(seat),
    }


def _round(ctx: TableContext) -> str | None:
    # always "n of m": a Duck Down game has a number of rounds
    return round_text(ctx) if isinstance(ctx.game.get("rounds"), int) else None


def _deck(ctx: TableContext) -> int | None:
    deck = ctx.game.get("deck")
    return deck if isinstance(deck, int) else None


def _pile_top(ctx: TableContext) -> str | None:
    pile = ctx.game.get("pile")
    if not isinstance(pile, list) or not pile or pile[-1] is None:
        return None
    return str(pile[-1])


def _round_finished(ctx: TableContext) -> bool:
    # totals mean something once a round has been scored
    return bool(ctx.game.get("scores"))


def _leader(ctx: TableContext) -> str | None:
    found = leaders(ctx, _round_finished)
    return found.text if found else None


def _called(ctx: TableContext) -> bool:
    # a call stands while its round is played: not in the reveal after it (ruling 22)
    game = ctx.game
    return ctx.playing and game.get("phase") == "turn" and game.get("caller") is not None


def _called_attrs(ctx: TableContext) -> dict[str, Any]:
    # only while the call stands: a finished game (or round) names no caller
    caller = ctx.game.get("caller")
    if not _called(ctx) or not isinstance(caller, int):
        return {"caller": None, "seat": None}
    return {"caller": ctx.table.seat_name(caller), "seat": caller}


SENSORS: tuple[TableSensorDescription, ...] = (
    TableSensorDescription(
        key="phase",
        translation_key="phase",
        device_class=SensorDeviceClass.ENUM,
        options=list(PHASES),
        value_fn=_phase,
        attrs_fn=status_attrs,
    ),
    TableSensorDescription(
        key="turn", translation_key="turn", value_fn=_turn, attrs_fn=_turn_attrs
    ),
    TableSensorDescription(
        key="round", translation_key="round", value_fn=_round, attrs_fn=round_attrs
    ),
    TableSensorDescription(key="deck", translation_key="deck", value_fn=_deck),
    TableSensorDescription(key="pile_top", translation_key="pile_top", value_fn=_pile_top),
    TableSensorDescription(
        key="leader",
        translation_key="leader",
        value_fn=_leader,
        attrs_fn=lambda ctx: leader_attrs(leaders(ctx, _round_finished)),
    ),
)

BINARY_SENSORS: tuple[TableBinarySensorDescription, ...] = (
    TableBinarySensorDescription(
        key="duck_down_called",
        translation_key="duck_down_called",
        is_on_fn=_called,
        attrs_fn=_called_attrs,
    ),
)


def event_data(kind: str, event: dict[str, Any], ctx: TableContext) -> dict[str, Any] | None:
    """The data of Duck Down's own events (docs/integration.md, Events)."""
    if kind == "duck_down_called":
        return ctx.seat_data(event)
    if kind == "turn_started":
        return {**ctx.seat_data(event), "number": event.get("number")}
    if kind == "round_ended":
        return {
            "round": event.get("round"),
            "caller": event.get("caller"),
            **ctx.who(event.get("caller"), "caller_"),
            "points": event.get("points"),
            "totals": event.get("totals"),
            "exhausted": event.get("exhausted"),
        }
    if kind == "game_ended":
        return ctx.winners_data(event)
    return None


MODULE = GameModule(
    name=NAME,
    sensors=SENSORS,
    binary_sensors=BINARY_SENSORS,
    event_data=event_data,
    result=LOWEST,
    events=EVENTS,
    create_fields={
        "turn_time": vol.All(vol.Coerce(int), vol.Range(min=0, max=3600)),
        "keep_known": cv.boolean,
        "call_penalty": vol.All(vol.Coerce(int), vol.Range(min=0, max=100)),
    },
)
