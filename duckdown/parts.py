"""A game's own part of a shared package, found by name: `duckdown.bots.<game>` (its bots),
`duckdown.client.boards.<game>` (its terminal board), `duckdown.benchmarks.<game>.engine` (its
fast path). A game without that part gets the shared default."""

from __future__ import annotations

import importlib
from types import ModuleType

from duckdown.engine import rulesets


def game_part(package: str, game: str, module: str = "") -> ModuleType | None:
    """`<package>.<game>[.<module>]`, or None if it does not exist. Only a registered game's
    name is ever imported; an error inside a part that exists is raised, not hidden."""
    if game not in rulesets():
        return None
    name = f"{package}.{game}" + (f".{module}" if module else "")
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as err:
        if err.name is None or not (name == err.name or name.startswith(err.name + ".")):
            raise  # the part exists, but something it imports is missing
        return None
