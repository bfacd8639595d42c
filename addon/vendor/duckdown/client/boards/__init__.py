"""Terminal boards for `duckdown play`, one module per game: `duckdown.client.boards.<game>`
exports `HELP` (the moves, as a person types them), `render(view, names)` (a seat view as
text) and `parse(line)` (a typed line as an action JSON, or None)."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any, Protocol, cast

from duckdown.engine import rulesets

JSON = dict[str, Any]


class Board(Protocol):
    HELP: str
    render: Callable[[JSON, list[str]], str]
    parse: Callable[[str], JSON | None]


def board(game: str) -> Board | None:
    """The terminal board of a game, or None if it has none (or is not installed here)."""
    if game not in rulesets():  # only a registered game's name is ever imported
        return None
    name = f"{__name__}.{game}"
    try:
        return cast(Board, importlib.import_module(name))
    except ModuleNotFoundError as err:
        if err.name != name:
            raise
        return None
