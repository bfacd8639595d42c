"""The games this installation knows, by name. A game registers itself when its package is
imported; `duckdown/engine/__init__.py` imports each game (one line per game)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from duckdown.engine.errors import ConfigError
from duckdown.engine.ruleset import Ruleset

_REGISTRY: dict[str, Ruleset[Any, Any]] = {}


def register(ruleset: Ruleset[Any, Any]) -> Ruleset[Any, Any]:
    _REGISTRY[ruleset.name] = ruleset
    return ruleset


def unregister(name: str) -> None:
    """Tests only: remove a game registered for one test."""
    _REGISTRY.pop(name, None)


def get_ruleset(name: str) -> Ruleset[Any, Any]:
    try:
        return _REGISTRY[name]
    except KeyError:
        raise ConfigError(
            f"unknown game {name!r}; available: {', '.join(sorted(_REGISTRY))}",
            code="unknown_ruleset",
        ) from None


def rulesets() -> Sequence[str]:
    """The registered games' names, sorted."""
    return sorted(_REGISTRY)


def games() -> list[Ruleset[Any, Any]]:
    """The registered games, in name order."""
    return [_REGISTRY[name] for name in sorted(_REGISTRY)]
