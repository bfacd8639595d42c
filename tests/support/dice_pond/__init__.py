"""Dice Pond, a tiny calendar game in the tests only (`game.py`): the host's calendar clock,
deadlines across restarts, fresh entropy for its dice, and players joining and leaving a
running game. Register it with `with registered(): ...` or a fixture; see `guess_game`."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from duckdown.engine import register, registry
from tests.support.dice_pond.game import INFO, DicePond

NAME = INFO.name
RULESET = DicePond()


@contextmanager
def registered() -> Iterator[DicePond]:
    register(RULESET)
    try:
        yield RULESET
    finally:
        registry.unregister(NAME)
