"""The bot API: a bot sees only its seat's views and event views and answers with action JSON."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, Protocol, runtime_checkable

from duckdown.bots.legal import expand_legal

JSON = dict[str, Any]


@runtime_checkable
class Bot(Protocol):
    seat: int

    def observe(self, event_view: Mapping[str, Any]) -> None:
        """One event as this seat sees it, in order (Event.view(seat))."""
        ...

    def act(self, seat_view: Mapping[str, Any]) -> JSON:
        """An action JSON; called only when `seat_view["legal"]` is non-empty."""
        ...

    def load_memory(self, memory: Mapping[str, Any]) -> None:
        """The engine's `seat_memory` when the bot takes a seat over (ruling 18)."""
        ...


class BaseBot:
    """Checks every answer against the view and falls back to a legal action on any error."""

    level = "base"

    def __init__(self, seat: int, seed: int) -> None:
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

    def act(self, seat_view: Mapping[str, Any]) -> JSON:
        _check_mapping(seat_view, "seat view")
        options = expand_legal(seat_view)
        if not options:
            raise ValueError("act() needs a view with legal actions")
        try:
            action = self._act(seat_view, options)
        except Exception:
            self.errors += 1
            action = None
        if action is None or action not in options:
            if action is not None:
                self.errors += 1
            return options[self.rng.randrange(len(options))]
        return action

    # subclasses override these
    def _observe(self, event_view: Mapping[str, Any]) -> None:
        return None

    def _load(self, memory: Mapping[str, Any]) -> None:
        return None

    def _act(self, view: Mapping[str, Any], options: list[JSON]) -> JSON | None:
        return options[self.rng.randrange(len(options))]


def _check_mapping(value: object, what: str) -> None:
    # A bot gets JSON-shaped dicts only; an engine State here is a host bug, never guessed at.
    if not isinstance(value, Mapping):
        raise TypeError(f"a bot's {what} must be a JSON object, got {type(value).__name__}")


class RandomBot(BaseBot):
    """Uniform over the concrete legal actions (every slot and seat combination counts once)."""

    level = "random"
