"""Helpers for the shared bot tests: a spy on what a bot is handed, and Pebbles, a throwaway
game registered only while a test asks for it."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

import pytest

from duckdown.bots.base import BaseBot
from tests.bots import pebbles


class Spy:
    """Wraps a bot and records everything handed to it, to check it only ever gets JSON."""

    def __init__(self, bot: BaseBot) -> None:
        self.bot = bot
        self.inputs: list[Any] = []

    @property
    def seat(self) -> int:
        return self.bot.seat

    def observe(self, event_view: Mapping[str, Any]) -> None:
        self.inputs.append(event_view)
        self.bot.observe(event_view)

    def act(self, seat_view: Mapping[str, Any]) -> dict[str, Any] | None:
        self.inputs.append(seat_view)
        return self.bot.act(seat_view)

    def load_memory(self, memory: Mapping[str, Any]) -> None:
        self.inputs.append(memory)
        self.bot.load_memory(memory)


@pytest.fixture
def pebbles_game() -> Iterator[pebbles.Pebbles]:
    with pebbles.registered() as game:
        yield game
