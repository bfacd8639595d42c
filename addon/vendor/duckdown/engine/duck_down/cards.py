"""Cards as plain ints: a number card is its value (>= 0), a special is negative.

Ints keep the hot path fast and JSON small; views turn specials into names.
"""

from __future__ import annotations

from typing import Final

Card = int

SWAP: Final = -1
PEEK: Final = -2
DOUBLE: Final = -3

SPECIAL_NAMES: Final[dict[int, str]] = {SWAP: "swap", PEEK: "peek", DOUBLE: "double"}
SPECIAL_CARDS: Final[dict[str, int]] = {name: card for card, name in SPECIAL_NAMES.items()}

# The rulebook's 66 cards: 0-8 four of each, nine 9s, nine Swap, seven Peek, five Double.
STANDARD_DECK: Final[dict[Card, int]] = {
    **{value: 4 for value in range(9)},
    9: 9,
    SWAP: 9,
    PEEK: 7,
    DOUBLE: 5,
}


def card_to_json(card: Card) -> int | str:
    return card if card >= 0 else SPECIAL_NAMES[card]


def card_from_json(value: object) -> Card:
    """Raise ValueError for anything that is not a card."""
    if isinstance(value, str):
        if value in SPECIAL_CARDS:
            return SPECIAL_CARDS[value]
        if value.isdigit():
            return int(value)
    elif isinstance(value, int) and not isinstance(value, bool) and value >= 0:
        return value
    raise ValueError(f"not a card: {value!r} (a non-negative number, or swap, peek, double)")


def points(card: Card) -> int:
    return card if card >= 0 else 0
