"""The command handlers, one module per area: the lobby (tables), the history, the seats
(players and their bots) and the game (actions). Each is `handler(service, request) -> response
data`; it raises `HostError` before anything changes, and changes the table through
`Service.change` only."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from duckdown.host.handlers import game, history, lobby, seats
from duckdown.host.request import JSON, Request

if TYPE_CHECKING:
    from duckdown.host.service import Service

Handler = Callable[["Service", Request], JSON]

COMMANDS: dict[str, Handler] = {
    **lobby.COMMANDS,
    **history.COMMANDS,
    **seats.COMMANDS,
    **game.COMMANDS,
}
# commands of the WebSocket only (the session does the work)
WS_ONLY = frozenset(name for name in COMMANDS if name.startswith("ws/"))
# only in a host with a manual clock (tests)
DEBUG_COMMANDS = frozenset({"debug/advance_clock"})
