"""Guess, a throwaway game that lives in the tests only (`game.py`): it proves a game plays
through the host (and, later, the browser table and the integration) with no change outside its
own folder and one registration line.

A test registers it through the engine's registry and removes it after, with the fixture in
`tests/host/conftest.py` or `with registered(): ...`. `bots.make_bot` is a bot factory for a
host: the generic random bot, over the game's `view_actions`, in bot worker processes too.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from duckdown.engine import register, registry
from tests.support.guess_game.game import INFO, Guess

NAME = INFO.name
RULESET = Guess()


@contextmanager
def registered() -> Iterator[Guess]:
    register(RULESET)  # the registration line
    try:
        yield RULESET
    finally:
        registry.unregister(NAME)
