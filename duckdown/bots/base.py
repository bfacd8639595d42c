"""The bot API, shared by every game: a bot sees only its seat's views and event views and
answers with action JSON, or None to decline an optional decision."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, Protocol, runtime_checkable

from duckdown.engine import get_ruleset

JSON = dict[str, Any]


@runtime_checkable
class Bot(Protocol):
    seat: int

    def observe(self, event_view: Mapping[str, Any]) -> None:
        """One event as this seat sees it, in order (Event.view(seat))."""
        ...

    def act(self, seat_view: Mapping[str, Any]) -> JSON | None:
        """An action JSON, called only when the view allows an action; None declines, and
        only where the decision is optional (`is_optional`)."""
        ...

    def load_memory(self, memory: Mapping[str, Any]) -> None:
        """The engine's `seat_memory` when the bot takes a seat over."""
        ...


def is_optional(seat_view: Mapping[str, Any], seat: int) -> bool:
    """A decision nobody waits for: the view allows actions, but the seat is not in `to_act`
    (a game's `may_act` seats, like Dutch's throw-ins). A view without `to_act` is a due
    decision: declining is never guessed at."""
    to_act = seat_view.get("to_act")
    return isinstance(to_act, list) and seat not in to_act


class BaseBot:
    """Checks every answer against the view's legal actions (the game's `view_actions`) and
    falls back on any error: to a uniformly drawn legal action, or, on an optional decision,
    to declining (nothing needs an optional move, and a random one could cost the seat)."""

    level = "base"

    def __init__(self, game: str, seat: int, seed: int) -> None:
        get_ruleset(game)  # an unknown game fails here, not at the first move
        # the name, not the ruleset: bots are copied (deepcopy) by the analyses
        self.game = game
        self.seat = seat
        self.seed = seed
        self.rng = random.Random(seed)  # never the global random state
        self.errors = 0  # decisions that fell back: counted for tests, never raised

    def observe(self, event_view: Mapping[str, Any]) -> None:
        _check_mapping(event_view, "event view")
        try:
            self._observe(event_view)
        except Exception:
            self.errors += 1

    def load_memory(self, memory: Mapping[str, Any]) -> None:
        _check_mapping(memory, "seat memory")
        try:
            self._load(memory)
        except Exception:
            self.errors += 1

    def legal(self, seat_view: Mapping[str, Any]) -> list[JSON]:
        """Every concrete legal action the view allows, in the game's order."""
        return get_ruleset(self.game).view_actions(seat_view)

    def act(self, seat_view: Mapping[str, Any]) -> JSON | None:
        _check_mapping(seat_view, "seat view")
        options = self.legal(seat_view)
        if not options:
            raise ValueError("act() needs a view with legal actions")
        try:
            action = self._act(seat_view, options)
        except Exception:
            self.errors += 1
            action = None
        else:
            if action is not None and action not in options:
                self.errors += 1
                action = None
        if action is None and not is_optional(seat_view, self.seat):
            return options[self.rng.randrange(len(options))]
        return action

    # subclasses override these
    def _observe(self, event_view: Mapping[str, Any]) -> None:
        return None

    def _load(self, memory: Mapping[str, Any]) -> None:
        return None

    def _act(self, view: Mapping[str, Any], options: list[JSON]) -> JSON | None:
        """An action of `options`, or None: on a due decision a random legal action is then
        played, on an optional one the bot declines."""
        return options[self.rng.randrange(len(options))]


def _check_mapping(value: object, what: str) -> None:
    # A bot gets JSON-shaped dicts only; an engine State here is a host bug, never guessed at.
    if not isinstance(value, Mapping):
        raise TypeError(f"a bot's {what} must be a JSON object, got {type(value).__name__}")


class RandomBot(BaseBot):
    """Uniform over the concrete legal actions of any game (every argument combination counts
    once). On an optional decision, declining is one more choice, as likely as each action."""

    level = "random"

    def _act(self, view: Mapping[str, Any], options: list[JSON]) -> JSON | None:
        if is_optional(view, self.seat):
            pick = self.rng.randrange(len(options) + 1)
            return options[pick] if pick < len(options) else None
        return options[self.rng.randrange(len(options))]
