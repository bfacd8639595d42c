"""The interface every game implements, so the host never needs to know which game it runs.

Modelled on OpenSpiel's split of game and state, and boardgame.io's player views:
- a `Ruleset` is stateless; it creates and advances `State` objects it owns;
- the host sees options, actions and views only as JSON-shaped dicts;
- `apply` validates first and raises `IllegalAction` with the state unchanged;
- any seat may be allowed to act at any time (the opening look, Dutch's throwing in),
  so the host asks `seats_to_act` rather than assuming one current player;
- time is integer milliseconds supplied by the host on every call: game time that pauses with
  the table, or calendar time (UTC) for a game whose `info.clock` says so.

A game subclasses `Ruleset` and overrides the required methods; the optional hooks have
defaults, so a game overrides only what it needs. docs/games.md is the reference.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final, Generic, TypeVar

from duckdown.engine.errors import IllegalAction
from duckdown.engine.info import GameInfo

JSON = dict[str, Any]

#: `apply(state, HOST, ...)`: the host itself acts (timeouts, calendar boundaries).
HOST: Final = None
#: `apply(state, OWNER, ...)`: the table's owner acts, not as a seat (Dutch: dealing the next
#: round). The host allows it only for requests proven with the owner's (or admin's) secret.
OWNER: Final = -1


@dataclass(slots=True)
class Event:
    """Something that happened. `data` is public; `secret` is added only for seats in `seen_by`.

    Views are built from this allow-list: nothing else of the state ever reaches a client.
    """

    type: str
    data: JSON
    secret: JSON = field(default_factory=dict)
    seen_by: int = 0  # bitmask of seats that also see `secret`

    def view(self, seat: int | None) -> JSON:
        out = {"type": self.type, **self.data}
        if seat is not None and seat >= 0 and self.seen_by >> seat & 1:
            out.update(self.secret)
        return out


C = TypeVar("C")
S = TypeVar("S")


class Ruleset(Generic[C, S]):
    """A game. Subclasses set `info` and implement the methods that raise NotImplementedError."""

    info: GameInfo
    #: JSON Schemas of the game's JSON: "action", "public" (view), "seat" (view), "event".
    #: The host checks actions against "action" before `parse_action`; the conformance suite
    #: checks every action, view and event the game makes against them.
    schemas: Mapping[str, JSON] = {}
    #: (players, options) that the conformance suite plays; default: fewest and most players.
    test_tables: Sequence[tuple[int, JSON]] = ()

    @property
    def name(self) -> str:
        return self.info.name

    @property
    def min_players(self) -> int:
        return self.info.min_players

    @property
    def max_players(self) -> int:
        return self.info.max_players

    # --- configuration ------------------------------------------------------------------

    def parse_config(self, options: Mapping[str, Any]) -> C:
        """Validate options (missing keys take defaults); raise ConfigError naming the bad value."""
        raise NotImplementedError

    def config_to_json(self, config: C) -> JSON:
        raise NotImplementedError

    def round_choices(self, config: C, players: int) -> list[int]:
        """Game lengths the owner may pick when starting (the first is the default); [] if the
        length is an option of the table instead."""
        return []

    # --- lifecycle ----------------------------------------------------------------------

    def new_game(
        self,
        config: C,
        players: int,
        seed: int,
        *,
        rounds: int | None = None,
        now: int = 0,
        entropy: bytes = b"",
    ) -> S:
        """A fresh game. `seed` fixes every shuffle; `entropy` (32 bytes) comes only to a game
        whose `info.entropy` is set."""
        raise NotImplementedError

    def opening_events(self, state: S) -> list[Event]:
        """The events of what `new_game` did (the first deal); later ones come from `apply`."""
        return []

    def parse_action(self, data: Mapping[str, Any]) -> Any:
        """JSON to an internal action; raise IllegalAction(code='bad_action') if malformed."""
        raise NotImplementedError

    def action_to_json(self, action: Any) -> JSON:
        raise NotImplementedError

    def legal_actions(self, state: S, seat: int) -> Sequence[Any]:
        """Every concrete legal action of `seat` now (OWNER: the owner's)."""
        raise NotImplementedError

    def seats_to_act(self, state: S) -> list[int]:
        """The seats whose decision is due: the host waits for them, with their timers."""
        raise NotImplementedError

    def may_act(self, state: S) -> list[int]:
        """Seats that may also act now although nobody waits for them (Dutch's throw-ins).
        A bot in such a seat is asked once per change and may decline (answer None)."""
        return []

    def apply(self, state: S, seat: int | None, action: Any, now: int) -> list[Event]:
        """Advance the state. `seat` is a seat, HOST (None: timeouts) or OWNER.
        Illegal: raise IllegalAction, state unchanged."""
        raise NotImplementedError

    def deadline(self, state: S) -> int | None:
        """The time at which the host must apply `{"type": "timeout"}`, if any."""
        return None

    def view_expiry(self, state: S, now: int) -> int | None:
        """The next time a view changes by time alone (a reveal ending), so the host resends it."""
        return None

    def is_over(self, state: S) -> bool:
        raise NotImplementedError

    def result(self, state: S) -> JSON:
        """The final result: `winners` (seats), `totals` (per seat) and, for a team game,
        `teams` and `team_totals`. The default reads the common fields of the public view."""
        view = self.public_view(state, 0)
        teams = self.info.teams_for(int(view.get("players") or 0))
        totals = view.get("totals")
        out: JSON = {"winners": view.get("winners"), "totals": totals, "teams": None}
        if teams is not None and isinstance(totals, list):
            out["teams"] = [list(team) for team in teams]
            out["team_totals"] = [sum(totals[seat] for seat in team) for team in teams]
        return out

    # --- players coming and going (games that seat players at any time) -----------------

    def join(self, state: S, seat: int, name: str, now: int) -> list[Event]:
        """A new player takes `seat` (the next seat number) in a running game."""
        raise IllegalAction("players join this game in the lobby only", "wrong_status")

    def leave(self, state: S, seat: int, now: int) -> list[Event]:
        """The player of `seat` leaves a running game for good."""
        raise IllegalAction("a player of this game cannot leave it while it runs", "wrong_status")

    # --- seats without a person ----------------------------------------------------------

    def absent_action(self, state: S, seat: int) -> Any | None:
        """What a seat whose player is absent does at once (Duck Down: ready in the opening
        look), or None: it plays by timeouts."""
        return None

    def fallback_action(self, state: S, seat: int) -> Any | None:
        """What the host plays for a bot that failed or ran out of time."""
        legal = self.legal_actions(state, seat)
        return legal[0] if legal else None

    def instant(self, state: S, seat: int) -> bool:
        """True if a bot should answer this decision without the host's pause (a decision a
        person makes at once, like Duck Down's ready after the look)."""
        return False

    # --- views: built by allow-list from the state ----------------------------------------

    def public_view(self, state: S, now: int) -> JSON:
        """What everyone may see. Common fields every game carries: `ruleset`, `players`,
        `phase` ("over" at the end), `round`, `rounds`, `to_act`, `deadline`, `totals`,
        `winners` (docs/games.md)."""
        raise NotImplementedError

    def seat_view(self, state: S, seat: int, now: int) -> JSON:
        """The public view plus what `seat` may see, and its legal actions (`legal`)."""
        raise NotImplementedError

    def view_actions(self, view: Mapping[str, Any]) -> list[JSON]:
        """Every concrete legal action, as JSON, that a seat view allows: what a bot (and the
        generic random bot) may answer. Default: the view's `legal` is that list already."""
        legal = view.get("legal") or []
        return [dict(a) for a in legal if isinstance(a, Mapping)]

    def seat_memory(self, state: S, seat: int) -> JSON:
        """Everything the seat knows, once, as a bot's starting memory when it takes over."""
        return {"seat": seat}

    def resample(self, state: S, seat: int, rng: random.Random) -> S:
        """A copy in which everything `seat` does not know is drawn again (OpenSpiel's
        ResampleFromInfostate): the seat's view, the public view and the seat's memory stay
        the same. Bots that search use it; the conformance suite checks it."""
        raise NotImplementedError

    # --- persistence and tests ------------------------------------------------------------

    def state_to_json(self, state: S) -> JSON:
        raise NotImplementedError

    def state_from_json(self, data: Mapping[str, Any]) -> S:
        raise NotImplementedError

    def check(self, state: S) -> None:
        """Raise AssertionError if the state breaks one of the game's invariants (cards
        conserved, ...). The conformance suite calls it after every step."""
        return None
