"""Cards as the bots hold them: ints, a number is its value, a special is negative.

The same encoding as the engine's, converted from the view JSON at the edge (`from_json`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

SWAP: Final = -1
PEEK: Final = -2
DOUBLE: Final = -3

_NAMES: Final[dict[str, int]] = {"swap": SWAP, "peek": PEEK, "double": DOUBLE}
_JSON: Final[dict[int, str]] = {card: name for name, card in _NAMES.items()}

# The rulebook's 66 cards: 0-8 four of each, nine 9s, nine Swap, seven Peek, five Double.
STANDARD_DECK: Final[dict[int, int]] = {
    **{value: 4 for value in range(9)},
    9: 9,
    SWAP: 9,
    PEEK: 7,
    DOUBLE: 5,
}


def from_json(value: Any) -> int | None:
    """A view's card (int, special name or None) as a bot card; None for face down."""
    if value is None:
        return None
    if isinstance(value, str):
        if value in _NAMES:
            return _NAMES[value]
        if value.isdigit():
            return int(value)
        raise ValueError(f"not a card: {value!r}")
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ValueError(f"not a card: {value!r}")
    return value


def to_json(card: int) -> int | str:
    return card if card >= 0 else _JSON[card]


def deck_from_options(deck: Mapping[Any, int] | None) -> dict[int, int]:
    """A deck composition from the config's JSON form (`{"0": 4, "swap": 9}`); None: standard."""
    if deck is None:
        return dict(STANDARD_DECK)
    out: dict[int, int] = {}
    for key, count in deck.items():
        card = from_json(key)
        if card is None or count <= 0:
            continue
        out[card] = out.get(card, 0) + int(count)
    return out


def number_mean(counts: Mapping[int, int]) -> float:
    """Mean points of the number cards in `counts`; 0.0 without any."""
    total = 0
    weight = 0
    for card, count in counts.items():
        if card >= 0 and count > 0:
            total += card * count
            weight += count
    return total / weight if weight else 0.0
