"""Sensors of a table: phase, turn, round, deck, pile top and leader (public data only)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from homeassistant.components.sensor import (
    SensorDeviceClass,
    SensorEntity,
    SensorEntityDescription,
)
from homeassistant.core import HomeAssistant
from homeassistant.helpers.entity_platform import AddEntitiesCallback

from .const import PHASES
from .entity import DuckDownTableEntity, async_setup_table_entities
from .hub import DuckDownHub, Table
from .models import DuckDownConfigEntry

PARALLEL_UPDATES = 0


def _phase(table: Table) -> str | None:
    if table.status in ("lobby", "over"):
        return table.status
    phase = (table.game or {}).get("phase")
    return phase if phase in PHASES else None


def _turn_seat(table: Table) -> int | None:
    game = table.game
    if not game or game.get("phase") != "turn" or table.status != "playing":
        return None
    turn = game.get("turn")
    seat = turn.get("seat") if isinstance(turn, dict) else None
    return seat if isinstance(seat, int) else None


def _turn(table: Table, hub: DuckDownHub) -> str | None:
    return table.seat_name(_turn_seat(table))


def _turn_attrs(table: Table, hub: DuckDownHub) -> dict[str, Any]:
    seat = _turn_seat(table)
    turn = (table.game or {}).get("turn") if seat is not None else None
    return {
        "seat": seat,
        "step": turn.get("step") if isinstance(turn, dict) else None,
        "user_id": hub.users_of_seats(table.table_id).get(seat) if seat is not None else None,
    }


def _round(table: Table, hub: DuckDownHub) -> str | None:
    game = table.game
    if (
        not game
        or not isinstance(game.get("round"), int)
        or not isinstance(game.get("rounds"), int)
    ):
        return None
    return f"{game['round']} of {game['rounds']}"


def _round_attrs(table: Table, hub: DuckDownHub) -> dict[str, Any]:
    game = table.game or {}
    return {"round": game.get("round"), "rounds": game.get("rounds")}


def _deck(table: Table, hub: DuckDownHub) -> int | None:
    deck = (table.game or {}).get("deck")
    return deck if isinstance(deck, int) else None


def _pile_top(table: Table, hub: DuckDownHub) -> str | None:
    pile = (table.game or {}).get("pile")
    if not isinstance(pile, list) or not pile or pile[-1] is None:
        return None
    return str(pile[-1])


def _leaders(table: Table) -> list[int]:
    totals = (table.game or {}).get("totals")
    if not isinstance(totals, list) or not totals or not (table.game or {}).get("scores"):
        return []
    best = min(totals)
    return [seat for seat, total in enumerate(totals) if total == best]


def _leader(table: Table, hub: DuckDownHub) -> str | None:
    names = [table.seat_name(seat) or f"Seat {seat}" for seat in _leaders(table)]
    return ", ".join(names) if names else None


def _leader_attrs(table: Table, hub: DuckDownHub) -> dict[str, Any]:
    totals = (table.game or {}).get("totals")
    leaders = _leaders(table)
    return {
        "seats": leaders,
        "totals": {
            (table.seat_name(seat) or f"Seat {seat}"): total for seat, total in enumerate(totals)
        }
        if isinstance(totals, list) and leaders
        else {},
    }


@dataclass(frozen=True, kw_only=True)
class DuckDownSensorDescription(SensorEntityDescription):
    """A table sensor: a value and attributes from the public snapshot."""

    value_fn: Callable[[Table, DuckDownHub], str | int | None]
    attrs_fn: Callable[[Table, DuckDownHub], dict[str, Any]] | None = None


SENSORS: tuple[DuckDownSensorDescription, ...] = (
    DuckDownSensorDescription(
        key="phase",
        translation_key="phase",
        device_class=SensorDeviceClass.ENUM,
        options=list(PHASES),
        value_fn=lambda table, hub: _phase(table),
    ),
    DuckDownSensorDescription(
        key="turn", translation_key="turn", value_fn=_turn, attrs_fn=_turn_attrs
    ),
    DuckDownSensorDescription(
        key="round", translation_key="round", value_fn=_round, attrs_fn=_round_attrs
    ),
    DuckDownSensorDescription(key="deck", translation_key="deck", value_fn=_deck),
    DuckDownSensorDescription(key="pile_top", translation_key="pile_top", value_fn=_pile_top),
    DuckDownSensorDescription(
        key="leader", translation_key="leader", value_fn=_leader, attrs_fn=_leader_attrs
    ),
)


async def async_setup_entry(
    hass: HomeAssistant,
    entry: DuckDownConfigEntry,
    async_add_entities: AddEntitiesCallback,
) -> None:
    """Add the sensors of every table, now and later."""
    hub = entry.runtime_data.hub
    async_setup_table_entities(
        hass,
        entry,
        hub,
        async_add_entities,
        lambda table_id: [DuckDownTableSensor(hub, table_id, d) for d in SENSORS],
    )


class DuckDownTableSensor(DuckDownTableEntity, SensorEntity):
    """A sensor of one table."""

    entity_description: DuckDownSensorDescription

    @property
    def native_value(self) -> str | int | None:
        """The value from the latest public snapshot."""
        table = self.table
        return self.entity_description.value_fn(table, self.hub) if table else None

    @property
    def extra_state_attributes(self) -> dict[str, Any] | None:
        """Public attributes only."""
        table = self.table
        if table is None or self.entity_description.attrs_fn is None:
            return None
        return self.entity_description.attrs_fn(table, self.hub)
