"""What an entity description reads: one table, its host and its game's metadata."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .hub import DuckDownHub, Table
from .meta import GameMeta


@dataclass(frozen=True, slots=True)
class TableContext:
    """A table as an entity sees it now: public data, and the HA users of its seats."""

    table: Table
    hub: DuckDownHub
    meta: GameMeta

    @property
    def game(self) -> dict[str, Any]:
        """The engine's public view, or {} in the lobby."""
        return self.table.game or {}

    @property
    def playing(self) -> bool:
        """A game runs (not the lobby, not over)."""
        return self.table.status == "playing" and self.table.game is not None

    def label(self, seat: int) -> str:
        """The seat's player name, or `Seat n` for a seat without one."""
        return self.table.seat_name(seat) or f"Seat {seat}"

    def user_id(self, seat: int | None) -> str | None:
        """The HA user holding the seat through this integration, if any."""
        if seat is None:
            return None
        return self.hub.users_of_seats(self.table.table_id).get(seat)

    def person(self, user_id: str | None) -> str | None:
        """The `person.*` entity of a HA user."""
        if user_id is None:
            return None
        for state in self.hub.hass.states.async_all("person"):
            if state.attributes.get("user_id") == user_id:
                return state.entity_id
        return None

    def who(self, seat: Any, prefix: str = "") -> dict[str, Any]:
        """The player in a seat and, where a HA user holds it, that user and person."""
        if not isinstance(seat, int) or isinstance(seat, bool):
            return {f"{prefix}player": None, f"{prefix}user_id": None, f"{prefix}person": None}
        user_id = self.user_id(seat)
        return {
            f"{prefix}player": self.table.seat_name(seat),
            f"{prefix}user_id": user_id,
            f"{prefix}person": self.person(user_id),
        }

    def seat_data(self, event: dict[str, Any]) -> dict[str, Any]:
        """Event data of an event about one seat: the seat, who holds it, and its bot now."""
        seat = event.get("seat")
        return {"seat": seat, **self.who(seat), "bot": self.table.seat_bot(seat)}

    def winners_data(self, event: dict[str, Any]) -> dict[str, Any]:
        """Event data of a game's end: its totals and winners, by seat, name and HA user."""
        winners = [s for s in event.get("winners") or [] if isinstance(s, int)]
        users = self.hub.users_of_seats(self.table.table_id)
        return {
            "totals": event.get("totals"),
            "winners": winners,
            "winner_players": [self.table.seat_name(s) for s in winners],
            "winner_user_ids": [users[s] for s in winners if s in users],
        }
