"""What host info says about each game it runs (`games`, docs/games.md), read defensively.

Nothing here knows a game: the metadata is the host's, and a game module of this integration
(`games/`) only fills in what an older host does not publish.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Final

#: The host's own events worth an automation, which every game's tables fire (the lobby and
#: the seats coming and going): `presence` and a mid-game `player_left` become
#: player_away / player_back. A round or game end is the game's own event, where it has one.
LOBBY_EVENTS: Final = (
    "game_started",
    "player_away",
    "player_back",
    "seat_handed_to_bot",
    "seat_taken_back",
)

#: Fired for every game when a seat's decision becomes due (it enters the common `to_act`), unless
#: the game has an event of that name itself (Duck Down's `turn_started`): turn notifications
#: work at any game's table.
TURN_EVENT: Final = "turn_started"

#: Which total wins (`games[].result`).
LOWEST: Final = "lowest"
HIGHEST: Final = "highest"
NO_WINNER: Final = "none"
RESULTS: Final = (LOWEST, HIGHEST, NO_WINNER)


def _strings(value: Any) -> tuple[str, ...] | None:
    if not isinstance(value, list):
        return None
    return tuple(item for item in value if isinstance(item, str))


def _teams(value: Any) -> dict[int, tuple[tuple[int, ...], ...]]:
    """`{"4": [[0, 2], [1, 3]]}` (player count -> teams of seats), keeping only sound entries."""
    out: dict[int, tuple[tuple[int, ...], ...]] = {}
    if not isinstance(value, dict):
        return out
    for count, teams in value.items():
        if not str(count).isdigit() or not isinstance(teams, list):
            continue
        parsed = tuple(
            tuple(seat for seat in team if isinstance(seat, int) and not isinstance(seat, bool))
            for team in teams
            if isinstance(team, list)
        )
        if parsed:
            out[int(count)] = parsed
    return out


@dataclass(frozen=True, slots=True)
class GameMeta:
    """One game of host info. `None` fields: the host did not say."""

    name: str
    title: Mapping[str, str] = field(default_factory=dict)
    result: str | None = None
    teams: Mapping[int, tuple[tuple[int, ...], ...]] = field(default_factory=dict)
    length: str | None = None
    bot_levels: tuple[str, ...] | None = None
    events: tuple[str, ...] | None = None
    raw: Mapping[str, Any] = field(default_factory=dict)

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> GameMeta:
        """A `games[]` item of host info (unknown or broken fields are left unset)."""
        title = data.get("title")
        result = data.get("result")
        length = data.get("length")
        return cls(
            name=str(data["name"]),
            title={k: v for k, v in title.items() if isinstance(v, str)}
            if isinstance(title, dict)
            else {},
            result=result if result in RESULTS else None,
            teams=_teams(data.get("teams")),
            length=length if isinstance(length, str) else None,
            bot_levels=_strings(data.get("bot_levels")),
            events=_strings(data.get("events")),
            raw=dict(data),
        )

    def teams_for(self, players: int) -> tuple[tuple[int, ...], ...] | None:
        """The teams at this many players, or None: everyone plays alone."""
        return self.teams.get(players)


def parse_games(info: Mapping[str, Any] | None) -> dict[str, GameMeta]:
    """Host info's `games`, by name (an older host without the list gives none)."""
    games = (info or {}).get("games")
    if not isinstance(games, list):
        return {}
    return {
        str(item["name"]): GameMeta.from_json(item)
        for item in games
        if isinstance(item, dict) and isinstance(item.get("name"), str)
    }
