"""The event entity of each table: the game's own events worth an automation (host info's
`games[].events`), a seat's turn (`turn_started`, from the common `to_act`, where the game has
no such event), and the host's lobby events of every game: the game starting, players coming
and going (presence), seats handed to a bot and taken back."""

from __future__ import annotations

from typing import Any

from homeassistant.components.event import EventEntity, EventEntityDescription
from homeassistant.core import HomeAssistant, callback
from homeassistant.helpers.entity import Entity
from homeassistant.helpers.entity_platform import AddEntitiesCallback

from .context import TableContext
from .entity import DuckDownTableEntity, async_setup_table_entities
from .games import derives_turns, event_types, module_for
from .games import generic as generic_game
from .hub import DuckDownHub, Table
from .meta import TURN_EVENT, GameMeta
from .models import DuckDownConfigEntry
from .view import to_act

PARALLEL_UPDATES = 0

#: Lobby events about one seat: they name its player and, where a HA user holds it, that user.
SEAT_EVENTS = frozenset({"player_away", "player_back", "seat_handed_to_bot", "seat_taken_back"})


def game_events_description(meta: GameMeta) -> EventEntityDescription:
    """The Game event entity of a table, with its game's event types."""
    return EventEntityDescription(key="game", translation_key="game", event_types=event_types(meta))


async def async_setup_entry(
    hass: HomeAssistant,
    entry: DuckDownConfigEntry,
    async_add_entities: AddEntitiesCallback,
) -> None:
    """Add one event entity per table."""
    hub = entry.runtime_data.hub

    def _events(table: Table, ctx: TableContext) -> list[Entity]:
        description = game_events_description(ctx.meta)
        return [DuckDownGameEvent(hub, table.table_id, description, derives_turns(ctx.meta))]

    async_setup_table_entities(hass, entry, hub, async_add_entities, _events)


def lobby_kind(event: dict[str, Any], table: Table) -> Any:
    """The event type to fire: presence as away/back; leaving mid-game counts as away."""
    kind = event.get("type")
    if kind == "presence":
        return "player_back" if event.get("connected") else "player_away"
    if kind == "player_left" and table.status == "playing":
        return "player_away"  # the seat stays theirs, absent (in the lobby it is freed)
    return kind


def event_data(kind: str, event: dict[str, Any], ctx: TableContext) -> dict[str, Any]:
    """What an event says, for automations: public fields only, seats named."""
    if kind in SEAT_EVENTS:
        return ctx.seat_data(event)
    if kind == "game_started":
        return {"rounds": event.get("rounds"), "players": event.get("players")}
    data = module_for(ctx.table.ruleset).event_data(kind, event, ctx)
    return data if data is not None else generic_game.event_data(kind, event, ctx)


class DuckDownGameEvent(DuckDownTableEntity, EventEntity):
    """Fires with the table's public events; names the HA user bound to the seat."""

    def __init__(
        self,
        hub: DuckDownHub,
        table_id: str,
        description: EventEntityDescription,
        derive_turns: bool,
    ) -> None:
        """`derive_turns`: fire `turn_started` when a seat enters `to_act`."""
        super().__init__(hub, table_id, description)
        self._derive_turns = derive_turns
        self._to_act: frozenset[int] = frozenset()

    async def async_added_to_hass(self) -> None:
        """Follow the table's events too."""
        await super().async_added_to_hass()
        ctx = self.context
        if ctx is not None:  # a decision already due when Home Assistant starts is no news
            self._to_act = frozenset(to_act(ctx))
        self.async_on_remove(self.hub.async_add_event_listener(self.table_id, self._on_event))

    @callback
    def _handle_update(self) -> None:
        ctx = self.context
        if self._derive_turns and ctx is not None:
            seats = to_act(ctx)
            due = [seat for seat in seats if seat not in self._to_act]
            self._to_act = frozenset(seats)
            for seat in due:
                data = {**ctx.seat_data({"seat": seat}), "round": ctx.game.get("round")}
                self._fire(TURN_EVENT, data, ctx)
        self.async_write_ha_state()

    @callback
    def _on_event(self, event: dict[str, Any]) -> None:
        ctx = self.context
        if ctx is None:
            return
        kind = lobby_kind(event, ctx.table)
        if kind not in self.event_types or (kind == TURN_EVENT and self._derive_turns):
            return  # not worth an automation, or a turn the integration fires from `to_act`
        self._fire(kind, event_data(kind, event, ctx), ctx)

    @callback
    def _fire(self, kind: str, data: dict[str, Any], ctx: TableContext) -> None:
        data.update({"table_id": self.table_id, "table": ctx.table.name})
        self._trigger_event(kind, data)
        self.async_write_ha_state()
