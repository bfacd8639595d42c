"""Dutch's part of the integration: its table entities (phase, turn, round, game length,
leader, "Dutch called") and the data of its automation events (`dutch_called`, `round_ended`
with the halvings, `game_ended`). Everything is read from the public view (docs/games/dutch.md):
face-down cards are null there, and nothing here reads a card at all."""

from __future__ import annotations

from typing import Any, Final

from homeassistant.components.sensor import SensorDeviceClass

from ..context import TableContext
from ..descriptions import TableBinarySensorDescription, TableSensorDescription
from ..meta import LOWEST
from ..view import leader_attrs, leaders, round_attrs, round_text, status_attrs
from .base import GameModule

NAME: Final = "dutch"

#: The phase sensor's states: the table's lobby and end, and the game's phases between.
PHASES: Final = ("lobby", "look", "turn", "between", "over")

#: The game lengths (`mode`, ruling 24); the first two count rounds, the others points.
MODES: Final = ("1_round", "5_rounds", "50_points", "100_points", "200_points")
DEFAULT_MODE: Final = "100_points"

#: The game's own events worth an automation (as its host info lists them).
EVENTS: Final = ("dutch_called", "round_ended", "game_ended")


def _int(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _phase(ctx: TableContext) -> str | None:
    status = ctx.table.status
    if status in ("lobby", "over"):
        return status
    phase = ctx.game.get("phase") if ctx.playing else None
    return phase if phase in PHASES else None


def _turn(ctx: TableContext) -> dict[str, Any] | None:
    """The turn in play: its seat's decision is due, or waits for the throw-in window.

    None in the look, between rounds and in the round's last window (`ending`: nobody's turn).
    """
    turn = ctx.game.get("turn") if ctx.playing else None
    if not isinstance(turn, dict) or turn.get("step") == "ending" or _int(turn.get("seat")) is None:
        return None
    return turn


def _turn_name(ctx: TableContext) -> str | None:
    turn = _turn(ctx)
    return ctx.label(turn["seat"]) if turn else None


def _turn_attrs(ctx: TableContext) -> dict[str, Any]:
    turn = _turn(ctx) or {}
    seat = turn.get("seat")
    return {
        "seat": seat,
        "step": turn.get("step"),
        "power": turn.get("power"),
        "number": turn.get("number"),
        "user_id": ctx.user_id(seat),
    }


def _mode(ctx: TableContext) -> str | None:
    """The game length in force: the view's once started, else the table's option (or the
    game's default, from host info's options schema)."""
    if ctx.table.game is not None:
        mode = ctx.game.get("mode")
    else:
        options = ctx.table.snapshot.get("options")
        mode = options.get("mode") if isinstance(options, dict) else None
        if mode is None:
            mode = _schema_default(ctx)
    return mode if mode in MODES else None


def _schema_default(ctx: TableContext) -> Any:
    options = ctx.meta.raw.get("options")
    properties = options.get("properties") if isinstance(options, dict) else None
    mode = properties.get("mode") if isinstance(properties, dict) else None
    return mode.get("default", DEFAULT_MODE) if isinstance(mode, dict) else DEFAULT_MODE


def _mode_attrs(ctx: TableContext) -> dict[str, Any]:
    mode = _mode(ctx)
    target = _int(ctx.game.get("target"))
    if target is None and mode is not None and mode.endswith("_points"):
        target = int(mode.split("_")[0])  # in the lobby: the points the mode names
    return {"target": target, "max_rounds": ctx.game.get("max_rounds")}


def _round_finished(ctx: TableContext) -> bool:
    # totals mean something once a round has been scored
    return bool(ctx.game.get("scores"))


def _leader(ctx: TableContext) -> str | None:
    found = leaders(ctx, _round_finished)
    return found.text if found else None


def _called(ctx: TableContext) -> bool:
    # from the call to the end of its round; the view keeps naming the caller between rounds
    game = ctx.game
    return ctx.playing and game.get("phase") == "turn" and _int(game.get("caller")) is not None


def _called_attrs(ctx: TableContext) -> dict[str, Any]:
    if not _called(ctx):
        return {"caller": None, "seat": None}
    caller = ctx.game["caller"]
    return {"caller": ctx.label(caller), "seat": caller}


SENSORS: tuple[TableSensorDescription, ...] = (
    TableSensorDescription(
        key="phase",
        translation_key="dutch_phase",
        device_class=SensorDeviceClass.ENUM,
        options=list(PHASES),
        value_fn=_phase,
        attrs_fn=status_attrs,
    ),
    TableSensorDescription(
        key="turn", translation_key="turn", value_fn=_turn_name, attrs_fn=_turn_attrs
    ),
    TableSensorDescription(
        key="round", translation_key="round", value_fn=round_text, attrs_fn=round_attrs
    ),
    TableSensorDescription(
        key="mode",
        translation_key="dutch_mode",
        device_class=SensorDeviceClass.ENUM,
        options=list(MODES),
        value_fn=_mode,
        attrs_fn=_mode_attrs,
    ),
    TableSensorDescription(
        key="leader",
        translation_key="leader",
        value_fn=_leader,
        attrs_fn=lambda ctx: leader_attrs(leaders(ctx, _round_finished)),
    ),
)

BINARY_SENSORS: tuple[TableBinarySensorDescription, ...] = (
    TableBinarySensorDescription(
        key="dutch_called",
        translation_key="dutch_called",
        is_on_fn=_called,
        attrs_fn=_called_attrs,
    ),
)


def _halvings(ctx: TableContext, halvings: Any) -> list[dict[str, Any]]:
    """Who was halved, from what to what (a total of exactly 50, 100 or 200: ruling 23)."""
    out: list[dict[str, Any]] = []
    for item in halvings if isinstance(halvings, list) else []:
        if isinstance(item, dict):
            seat = item.get("seat")
            out.append(
                {"seat": seat, **ctx.who(seat), "from": item.get("from"), "to": item.get("to")}
            )
    return out


def event_data(kind: str, event: dict[str, Any], ctx: TableContext) -> dict[str, Any] | None:
    """The data of Dutch's own events (docs/integration.md, Events); the round's revealed rows
    are left out: an automation has no use for them."""
    if kind == "dutch_called":
        return {**ctx.seat_data(event), "round": event.get("round")}
    if kind == "round_ended":
        return {
            "round": event.get("round"),
            "caller": event.get("caller"),
            **ctx.who(event.get("caller"), "caller_"),
            "caller_zero": event.get("caller_zero"),
            "points": event.get("points"),
            "scores": event.get("scores"),
            "halvings": _halvings(ctx, event.get("halvings")),
            "totals": event.get("totals"),
        }
    if kind == "game_ended":
        return {"rounds": event.get("rounds"), **ctx.winners_data(event)}
    return None


MODULE = GameModule(
    name=NAME,
    sensors=SENSORS,
    binary_sensors=BINARY_SENSORS,
    event_data=event_data,
    result=LOWEST,
    events=EVENTS,
)
