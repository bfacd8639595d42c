"""Cards as the bots hold them: the engine's ints (`suit * 13 + rank - 1`), read from view
strings at this edge only; what a card is worth and what it throws in on."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any, Final

from duckdown.engine.dutch.cards import (
    ACE,
    DECK,
    JACK,
    QUEEN,
    RANK,
    RANK_NAMES,
    SLOTS,
    VALUE,
    card_from_json,
)

__all__ = [
    "ACE",
    "JACK",
    "QUEEN",
    "RANK",
    "SLOTS",
    "VALUE",
    "from_json",
    "full_pool",
    "pool_mean",
    "rank_of",
    "value_counts",
]

RANK_INDEX: Final[dict[str, int]] = {name: i + 1 for i, name in enumerate(RANK_NAMES)}


def from_json(value: Any) -> int | None:
    """A view's card name as a card int; None for a face-down card or an empty slot."""
    return None if value is None else card_from_json(value)


def rank_of(name: str) -> int:
    """A window's `rank` ("A", "10", "K") as 1-13."""
    return RANK_INDEX[name]


def full_pool(decks: int) -> list[int]:
    """Per card int, how many the table's decks hold."""
    return [decks] * len(DECK)


def pool_mean(pool: Iterable[int]) -> float:
    """Mean points of the cards counted in `pool` (per card int); the deck's mean without any."""
    total = 0
    weight = 0
    for card, count in enumerate(pool):
        if count > 0:
            total += VALUE[card] * count
            weight += count
    return total / weight if weight else sum(VALUE) / len(VALUE)


def value_counts(pool: Iterable[int]) -> Mapping[int, int]:
    """How many unseen cards are worth each number of points (0-13)."""
    out: dict[int, int] = {}
    for card, count in enumerate(pool):
        if count > 0:
            out[VALUE[card]] = out.get(VALUE[card], 0) + count
    return out
