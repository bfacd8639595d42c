"""Quack-Quack's part of the integration: its table entities (phase, turn, round, leader with
the coins per player and per team, the monument's holder) and the data of its automation events
(`revolution`, `secret_inspection`, `player_out`, `round_ended`, `game_ended`). Everything is
read from the public view (docs/games/quack_quack.md), which holds hand sizes, never a hand."""

from __future__ import annotations

from typing import Any, Final

from homeassistant.components.sensor import SensorDeviceClass

from ..context import TableContext
from ..descriptions import TableSensorDescription
from ..meta import HIGHEST
from ..view import leader_attrs, leaders, round_attrs, round_text, status_attrs
from .base import GameModule
from .generic import any_total_differs

NAME: Final = "quack_quack"

#: The phase sensor's states: the game has one phase while it runs (rule 1 of its silences);
#: the decision due is the Turn sensor's `decision`.
PHASES: Final = ("lobby", "play", "over")

#: The game's own events worth an automation (as its host info lists them).
EVENTS: Final = ("revolution", "secret_inspection", "player_out", "round_ended", "game_ended")


def _int(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _phase(ctx: TableContext) -> str | None:
    status = ctx.table.status
    if status in ("lobby", "over"):
        return status
    phase = ctx.game.get("phase") if ctx.playing else None
    return phase if phase in PHASES else None


def _decision(ctx: TableContext) -> dict[str, Any] | None:
    decision = ctx.game.get("decision") if ctx.playing else None
    if not isinstance(decision, dict) or _int(decision.get("seat")) is None:
        return None
    return decision


def _turn(ctx: TableContext) -> str | None:
    decision = _decision(ctx)
    return ctx.label(decision["seat"]) if decision else None


def _turn_attrs(ctx: TableContext) -> dict[str, Any]:
    decision = _decision(ctx) or {}
    seat = decision.get("seat")
    return {"seat": seat, "decision": decision.get("kind"), "user_id": ctx.user_id(seat)}


def _round(ctx: TableContext) -> str | None:
    # a tie-break round is past the planned rounds: its number alone, not "6 of 5"
    return str(ctx.game["round"]) if _tiebreak(ctx) else round_text(ctx)


def _tiebreak(ctx: TableContext) -> bool:
    return ctx.game.get("tiebreak") is True and _int(ctx.game.get("round")) is not None


def _round_attrs(ctx: TableContext) -> dict[str, Any]:
    return {**round_attrs(ctx), "tiebreak": _tiebreak(ctx), "goal": ctx.game.get("goal")}


def _monument_seat(ctx: TableContext) -> int | None:
    monument = ctx.game.get("monument")
    return _int(monument.get("seat")) if isinstance(monument, dict) else None


def _monument(ctx: TableContext) -> str | None:
    seat = _monument_seat(ctx)
    return ctx.label(seat) if seat is not None else None


def _monument_attrs(ctx: TableContext) -> dict[str, Any]:
    seat = _monument_seat(ctx)
    side = ctx.game["monument"].get("side") if seat is not None else None
    return {"seat": seat, "side": side, "user_id": ctx.user_id(seat)}


def _leader(ctx: TableContext) -> str | None:
    found = leaders(ctx, any_total_differs)
    return found.text if found else None


SENSORS: tuple[TableSensorDescription, ...] = (
    TableSensorDescription(
        key="phase",
        translation_key="quack_quack_phase",
        device_class=SensorDeviceClass.ENUM,
        options=list(PHASES),
        value_fn=_phase,
        attrs_fn=status_attrs,
    ),
    TableSensorDescription(
        key="turn", translation_key="turn", value_fn=_turn, attrs_fn=_turn_attrs
    ),
    TableSensorDescription(
        key="round", translation_key="round", value_fn=_round, attrs_fn=_round_attrs
    ),
    # the coins: by player (`totals`) and, at four players, by team (`team_totals`)
    TableSensorDescription(
        key="leader",
        translation_key="leader",
        value_fn=_leader,
        attrs_fn=lambda ctx: leader_attrs(leaders(ctx, any_total_differs)),
    ),
    TableSensorDescription(
        key="monument", translation_key="monument", value_fn=_monument, attrs_fn=_monument_attrs
    ),
)


def _names(ctx: TableContext, seats: Any) -> list[str]:
    return [ctx.label(s) for s in seats if _int(s) is not None] if isinstance(seats, list) else []


def _ranking(ctx: TableContext, ranks: Any) -> list[str]:
    """The players by their rank this round, first out first."""
    if not isinstance(ranks, list):
        return []
    ranked = [(r, seat) for seat, r in enumerate(ranks) if _int(r) is not None]
    return [ctx.label(seat) for _, seat in sorted(ranked)]


def _team_totals(ctx: TableContext, values: Any) -> dict[str, Any] | None:
    """Coins by team (`Anna & Cleo`), at the player counts where the game has teams."""
    if not isinstance(values, list):
        return None
    players = _int(ctx.game.get("players"))
    teams = ctx.meta.teams_for(players) if players is not None else None
    if not teams or len(teams) != len(values):
        return None
    names = [" & ".join(ctx.label(s) for s in team) for team in teams]
    return dict(zip(names, values, strict=True))


def event_data(kind: str, event: dict[str, Any], ctx: TableContext) -> dict[str, Any] | None:
    """The data of Quack-Quack's own events (docs/integration.md, Events): public plays and
    results only (a bomb's cards are played face up)."""
    if kind in ("revolution", "secret_inspection"):
        lap = event.get("lap")
        return {
            **ctx.seat_data(event),
            "cards": event.get("cards"),
            "lap": lap,
            "lap_players": _names(ctx, lap),
        }
    if kind == "player_out":
        fields = ("rank", "how", "coins", "monument", "governors")
        return {**ctx.seat_data(event), **{key: event.get(key) for key in fields}}
    if kind == "round_ended":
        return {
            "round": event.get("round"),
            "tiebreak": event.get("tiebreak"),
            "ranks": event.get("ranks"),
            "ranking": _ranking(ctx, event.get("ranks")),
            "gained": event.get("gained"),
            "totals": event.get("totals"),
            "monument": event.get("monument"),
            **ctx.who(event.get("monument"), "monument_"),
        }
    if kind == "game_ended":
        return {
            **ctx.winners_data(event),
            "team_totals": _team_totals(ctx, event.get("team_totals")),
        }
    return None


MODULE = GameModule(
    name=NAME,
    sensors=SENSORS,
    event_data=event_data,
    result=HIGHEST,
    events=EVENTS,
)
