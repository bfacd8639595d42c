"""`duckdown demo`'s narration: event views turned into lines a person can follow.

A game narrates itself in `duckdown.bots.<game>.narrate` (a `Narrator(names, out)` called with
each event's public view and the actor's view); a game without one gets `EventNarrator`, which
prints each event's type and fields.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any, TextIO

from duckdown.parts import game_part

JSON = dict[str, Any]
EventLog = Callable[[JSON, JSON], None]


class EventNarrator:
    """Any game: one line per event, its type and fields, as the acting seat saw it (a demo
    is watched by nobody at the table, so the actor's secrets may show)."""

    def __init__(self, names: Sequence[str], out: TextIO) -> None:
        self.names = names
        self.out = out

    def __call__(self, public: JSON, actor: JSON) -> None:
        event = {**public, **actor}
        kind = event.pop("type", "?")
        fields = " ".join(
            f"{key}={json.dumps(value, separators=(',', ':'))}" for key, value in event.items()
        )
        self.out.write(f"  {kind}" + (f" {fields}" if fields else "") + "\n")


def narrator(game: str, names: Sequence[str], out: TextIO) -> EventLog:
    """The game's own narrator, else `EventNarrator`."""
    module = game_part("duckdown.bots", game, "narrate")
    make: Callable[[Sequence[str], TextIO], EventLog] = getattr(module, "Narrator", EventNarrator)
    return make(names, out)
