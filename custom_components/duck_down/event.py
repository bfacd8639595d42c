"""The event entity of each table: game starts, turns, calls, round and game ends, and the
players coming and going (presence, seats handed to a bot and taken back)."""

from __future__ import annotations

from typing import Any

from homeassistant.components.event import EventEntity, EventEntityDescription
from homeassistant.core import HomeAssistant, callback
from homeassistant.helpers.entity_platform import AddEntitiesCallback

from .const import EVENT_TYPES
from .entity import DuckDownTableEntity, async_setup_table_entities
from .hub import Table
from .models import DuckDownConfigEntry

#: Event types about one seat: they name its player and, where a HA user holds it, that user.
SEAT_EVENTS = frozenset(
    {
        "duck_down_called",
        "turn_started",
        "player_away",
        "player_back",
        "seat_handed_to_bot",
        "seat_taken_back",
    }
)

PARALLEL_UPDATES = 0

GAME_EVENTS = EventEntityDescription(
    key="game",
    translation_key="game",
    event_types=list(EVENT_TYPES),
)


async def async_setup_entry(
    hass: HomeAssistant,
    entry: DuckDownConfigEntry,
    async_add_entities: AddEntitiesCallback,
) -> None:
    """Add one event entity per table."""
    hub = entry.runtime_data.hub
    async_setup_table_entities(
        hass,
        entry,
        hub,
        async_add_entities,
        lambda table_id: [DuckDownGameEvent(hub, table_id, GAME_EVENTS)],
    )


class DuckDownGameEvent(DuckDownTableEntity, EventEntity):
    """Fires with the table's public events; names the HA user bound to the seat."""

    async def async_added_to_hass(self) -> None:
        """Follow the table's events too."""
        await super().async_added_to_hass()
        self.async_on_remove(self.hub.async_add_event_listener(self.table_id, self._on_event))

    def _person(self, user_id: str | None) -> str | None:
        if user_id is None:
            return None
        for state in self.hass.states.async_all("person"):
            if state.attributes.get("user_id") == user_id:
                return state.entity_id
        return None

    def _who(self, table: Table, seat: Any, prefix: str = "") -> dict[str, Any]:
        """The player in a seat and, where a HA user holds it, that user and person."""
        if not isinstance(seat, int):
            return {f"{prefix}player": None, f"{prefix}user_id": None, f"{prefix}person": None}
        user_id = self.hub.users_of_seats(self.table_id).get(seat)
        return {
            f"{prefix}player": table.seat_name(seat),
            f"{prefix}user_id": user_id,
            f"{prefix}person": self._person(user_id),
        }

    @callback
    def _on_event(self, event: dict[str, Any]) -> None:
        kind = event.get("type")
        table = self.table
        if kind == "presence":  # the host's presence change, as two event types to trigger on
            kind = "player_back" if event.get("connected") else "player_away"
        elif kind == "player_left" and table is not None and table.status == "playing":
            kind = (
                "player_away"  # left mid-game: the seat stays theirs, absent (the lobby frees it)
            )
        if kind not in EVENT_TYPES or table is None:
            return
        data: dict[str, Any] = {"table_id": self.table_id, "table": table.name}
        if kind in SEAT_EVENTS:
            data["seat"] = event.get("seat")
            data.update(self._who(table, event.get("seat")))
            data["bot"] = table.seat_bot(event.get("seat"))
            if kind == "turn_started":
                data["number"] = event.get("number")
        elif kind == "game_started":
            data["rounds"] = event.get("rounds")
            data["players"] = event.get("players")
        elif kind == "round_ended":
            data["round"] = event.get("round")
            data["caller"] = event.get("caller")
            data.update(self._who(table, event.get("caller"), "caller_"))
            data["points"] = event.get("points")
            data["totals"] = event.get("totals")
            data["exhausted"] = event.get("exhausted")
        else:  # game_ended
            winners = [s for s in event.get("winners") or [] if isinstance(s, int)]
            data["totals"] = event.get("totals")
            data["winners"] = winners
            data["winner_players"] = [table.seat_name(s) for s in winners]
            users = self.hub.users_of_seats(self.table_id)
            data["winner_user_ids"] = [users[s] for s in winners if s in users]
        self._trigger_event(kind, data)
        self.async_write_ha_state()
