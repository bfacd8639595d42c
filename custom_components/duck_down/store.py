"""Seat and owner secrets, kept in Home Assistant's private storage.

Nothing from here ever goes into a state, an attribute, a log line or diagnostics:
the secrets stay in this module and in `protocol.Credential` objects.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from homeassistant.core import HomeAssistant
from homeassistant.helpers.storage import Store

from .const import DOMAIN
from .protocol import Credential, b64decode, b64encode

STORAGE_VERSION = 1


@dataclass(slots=True)
class SeatBinding:
    """A seat held through this integration, bound to one HA user."""

    table_id: str
    seat: int
    user_id: str
    name: str
    credential: Credential

    def __repr__(self) -> str:
        """Never show the secret."""
        return (
            f"SeatBinding(table_id={self.table_id!r}, seat={self.seat}, user_id={self.user_id!r})"
        )


@dataclass(slots=True)
class OwnerBinding:
    """The owner credential of a table created through this integration."""

    table_id: str
    user_id: str
    credential: Credential

    def __repr__(self) -> str:
        """Never show the secret."""
        return f"OwnerBinding(table_id={self.table_id!r}, user_id={self.user_id!r})"


class SeatStore:
    """All credentials of one config entry."""

    def __init__(self, hass: HomeAssistant, entry_id: str) -> None:
        """Storage file `duck_down.<entry_id>`, private (0600)."""
        self._store: Store[dict[str, Any]] = Store(
            hass, STORAGE_VERSION, f"{DOMAIN}.{entry_id}", private=True, atomic_writes=True
        )
        self.seats: dict[tuple[str, int], SeatBinding] = {}
        self.owners: dict[str, OwnerBinding] = {}

    async def async_load(self) -> None:
        """Read the stored bindings."""
        data = await self._store.async_load() or {}
        for item in data.get("seats", []):
            binding = SeatBinding(
                table_id=item["table_id"],
                seat=int(item["seat"]),
                user_id=item["user_id"],
                name=item.get("name", ""),
                credential=Credential(b64decode(item["secret"])),
            )
            self.seats[(binding.table_id, binding.seat)] = binding
        for item in data.get("owners", []):
            owner = OwnerBinding(
                table_id=item["table_id"],
                user_id=item["user_id"],
                credential=Credential(b64decode(item["secret"])),
            )
            self.owners[owner.table_id] = owner

    def _data(self) -> dict[str, Any]:
        return {
            "seats": [
                {
                    "table_id": b.table_id,
                    "seat": b.seat,
                    "user_id": b.user_id,
                    "name": b.name,
                    "secret": b64encode(b.credential.secret),
                }
                for b in self.seats.values()
            ],
            "owners": [
                {
                    "table_id": o.table_id,
                    "user_id": o.user_id,
                    "secret": b64encode(o.credential.secret),
                }
                for o in self.owners.values()
            ],
        }

    async def async_save(self) -> None:
        """Write at once: a lost secret is a lost seat."""
        await self._store.async_save(self._data())

    async def async_remove(self) -> None:
        """Delete the file (the config entry was removed)."""
        await self._store.async_remove()

    def seat_of_user(self, table_id: str, user_id: str) -> SeatBinding | None:
        """The seat a user holds at a table, if any."""
        for binding in self.seats.values():
            if binding.table_id == table_id and binding.user_id == user_id:
                return binding
        return None

    def seat(self, table_id: str, seat: int) -> SeatBinding | None:
        """The binding of a seat, if this integration holds it."""
        return self.seats.get((table_id, seat))

    def forget_table(self, table_id: str) -> bool:
        """Drop every binding of a table; True if something was dropped."""
        keys = [k for k in self.seats if k[0] == table_id]
        for key in keys:
            del self.seats[key]
        owner = self.owners.pop(table_id, None)
        return bool(keys) or owner is not None
