"""Cards as the bots hold them: the engine's encoding (ints; a special is negative).

Bots read cards from view JSON only; these helpers convert at that edge.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from duckdown.engine.duck_down.cards import DOUBLE, PEEK, STANDARD_DECK, SWAP, card_from_json
from duckdown.engine.duck_down.config import parse_config

__all__ = ["DOUBLE", "PEEK", "STANDARD_DECK", "SWAP", "deck_from_options", "from_json"]


def from_json(value: Any) -> int | None:
    """A view's card (int, special name or None) as a bot card; None for face down."""
    return None if value is None else card_from_json(value)


def deck_from_options(deck: Mapping[Any, int] | None) -> dict[int, int]:
    """A deck composition from the table's options (`{"0": 4, "swap": 9}`); None: standard."""
    if deck is None:
        return dict(STANDARD_DECK)
    return dict(parse_config({"deck": deck}).deck)


def number_mean(counts: Mapping[int, int]) -> float:
    """Mean points of the number cards in `counts`; 0.0 without any."""
    total = 0
    weight = 0
    for card, count in counts.items():
        if card >= 0 and count > 0:
            total += card * count
            weight += count
    return total / weight if weight else 0.0
