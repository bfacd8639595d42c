"""The small interface every game implements, so the host never needs to know which game it runs.

Modelled on OpenSpiel's split of game and state, and boardgame.io's player views:
- a `Ruleset` is stateless; it creates and advances `State` objects it owns;
- the host sees actions and views only as JSON-shaped dicts;
- `apply` validates first and raises `IllegalAction` with the state unchanged;
- any seat may be allowed to act at any time (the opening look, Dutch's throwing in),
  so the host asks `seats_to_act` rather than assuming one current player;
- time is game time in integer milliseconds, supplied by the host's clock on every call.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar

JSON = dict[str, Any]


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
        if seat is not None and self.seen_by >> seat & 1:
            out.update(self.secret)
        return out


S = TypeVar("S")
C = TypeVar("C")


class Ruleset(Protocol[C, S]):
    """What the host, the bots and the tests need from a game."""

    name: str
    min_players: int
    max_players: int

    # configuration
    def parse_config(self, options: Mapping[str, Any]) -> C:
        """Validate options (missing keys take defaults); raise ConfigError naming the bad value."""
        ...

    def config_to_json(self, config: C) -> JSON: ...

    def round_choices(self, config: C, players: int) -> list[int]:
        """The game lengths the owner may pick when starting; the first is the default."""
        ...

    # lifecycle
    def new_game(
        self, config: C, players: int, seed: int, *, rounds: int | None = None, now: int = 0
    ) -> S: ...

    def opening_events(self, state: S) -> list[Event]:
        """The events of the deal `new_game` made (later deals come from `apply`)."""
        ...

    def parse_action(self, data: Mapping[str, Any]) -> Any:
        """JSON to an internal action; raise IllegalAction(code='bad_action') if malformed."""
        ...

    def action_to_json(self, action: Any) -> JSON: ...

    def legal_actions(self, state: S, seat: int) -> Sequence[Any]: ...

    def seats_to_act(self, state: S) -> list[int]: ...

    def apply(self, state: S, seat: int | None, action: Any, now: int) -> list[Event]:
        """Advance the state; `seat=None` is the host (timeouts). Illegal: raise, unchanged."""
        ...

    def deadline(self, state: S) -> int | None:
        """Game time at which the host must apply the `timeout` action, if any."""
        ...

    def view_expiry(self, state: S, now: int) -> int | None:
        """Next time a view changes by time alone (a reveal ending), so the host can resend it."""
        ...

    def is_over(self, state: S) -> bool: ...

    # views: built by allow-list from the state
    def public_view(self, state: S, now: int) -> JSON: ...

    def seat_view(self, state: S, seat: int, now: int) -> JSON: ...

    def seat_memory(self, state: S, seat: int) -> JSON:
        """Everything the seat knows, once, as a bot's starting memory when it takes a seat over."""
        ...

    # persistence
    def state_to_json(self, state: S) -> JSON: ...

    def state_from_json(self, data: Mapping[str, Any]) -> S: ...


_REGISTRY: dict[str, Ruleset[Any, Any]] = {}


def register(ruleset: Ruleset[Any, Any]) -> Ruleset[Any, Any]:
    _REGISTRY[ruleset.name] = ruleset
    return ruleset


def get_ruleset(name: str) -> Ruleset[Any, Any]:
    from duckdown.engine.errors import ConfigError

    try:
        return _REGISTRY[name]
    except KeyError:
        raise ConfigError(
            f"unknown ruleset {name!r}; available: {', '.join(sorted(_REGISTRY))}",
            code="unknown_ruleset",
        ) from None


def rulesets() -> Sequence[str]:
    return sorted(_REGISTRY)
