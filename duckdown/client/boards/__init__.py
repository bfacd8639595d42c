"""Terminal boards for `duckdown play`, one module per game: `duckdown.client.boards.<game>`
exports `HELP` (the moves, as a person types them), `render(view, names)` (a seat view as
text) and `parse(line)` (a typed line as an action JSON, or None)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol, cast

from duckdown.parts import game_part

JSON = dict[str, Any]


class Board(Protocol):
    HELP: str
    render: Callable[[JSON, list[str]], str]
    parse: Callable[[str], JSON | None]


def board(game: str) -> Board | None:
    """The terminal board of a game, or None if it has none (or is not installed here)."""
    return cast(Board | None, game_part(__name__, game))
