"""A game's metadata: what the host, the lobby, the bots and Home Assistant know of it without
playing it. Published in host info (`games`) and by `duckdown games --json`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Final

JSON = dict[str, Any]

LANGUAGES: Final = ("en", "de", "nl")

# which total wins
LOWEST: Final = "lowest"
HIGHEST: Final = "highest"
NO_WINNER: Final = "none"  # nobody wins by score (Duck Pond: titles, and a loss for all)
# how long a game lasts
ROUNDS: Final = "rounds"  # a number of rounds
TARGET: Final = "target"  # until a score target (or a coin goal) is reached
OPEN: Final = "open"  # open-ended (Duck Pond runs until the Duck God ends it)
# the table's clock
GAME_CLOCK: Final = "game"  # game time, paused while no human is connected (Duck Down ruling 18)
CALENDAR: Final = "calendar"  # the real calendar, in UTC ms, running whoever is connected
# when players may take a seat
LOBBY_ONLY: Final = "lobby"
ANY_TIME: Final = "any_time"


@dataclass(frozen=True, slots=True)
class GameInfo:
    """Everything about a game that does not depend on a table.

    `options` is a JSON Schema (draft 2020-12) of the table options. Each property carries a
    `default`, a translated `x-label` ({"en", "de", "nl"}) and, if the lobby form shows it,
    `"x-lobby": true`; a string enum may carry `x-enum-labels` ({lang: [label per value]}).
    The lobby form, the Home Assistant action's description and the host's first validation
    are all built from it; the game's `parse_config` then checks what a schema cannot say.
    """

    name: str
    title: Mapping[str, str]
    summary: Mapping[str, str]
    min_players: int
    max_players: int
    options: JSON
    bot_levels: tuple[str, ...]  # weakest to strongest
    result: str = LOWEST
    # player count -> teams of seats; a count missing here plays individually
    teams: Mapping[int, tuple[tuple[int, ...], ...]] = field(default_factory=dict)
    length: str = ROUNDS
    clock: str = GAME_CLOCK
    join: str = LOBBY_ONLY
    # the game's own public event types worth an automation (announcements, notifications)
    events: tuple[str, ...] = ()
    # the host adds fresh 32 random bytes (`entropy`, hex) to the start and to every timeout it
    # applies: for games whose dice must come from a secure source (Duck Pond's commitments)
    entropy: bool = False

    def teams_for(self, players: int) -> tuple[tuple[int, ...], ...] | None:
        return self.teams.get(players)

    def to_json(self) -> JSON:
        return {
            "name": self.name,
            "title": dict(self.title),
            "summary": dict(self.summary),
            "players": [self.min_players, self.max_players],
            "options": self.options,
            "result": self.result,
            "teams": (
                {str(n): [list(team) for team in teams] for n, teams in sorted(self.teams.items())}
                or None
            ),
            "length": self.length,
            "clock": self.clock,
            "join": self.join,
            "bot_levels": list(self.bot_levels),
            "events": list(self.events),
        }
