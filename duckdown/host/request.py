"""A request as the command handlers see it, and the WebSocket session they may act on."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

JSON = dict[str, Any]


class Session(Protocol):
    """A WebSocket connection, for the `ws/*` commands."""

    def watch(self, table_id: str) -> None: ...

    def unwatch(self, table_id: str) -> None: ...

    def lobby(self) -> None: ...

    def auth(self, table_id: str, seat: int) -> None: ...


@dataclass(slots=True)
class Request:
    command: str
    data: JSON
    transaction: str | None
    origin: str
    session: Session | None
    # nonces the request used up: stored with its change, or on their own if it fails
    nonces: list[tuple[str, int]] = field(default_factory=list)
