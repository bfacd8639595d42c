"""Cards as small ints: `suit * 13 + rank - 1`, suits clubs, diamonds, hearts, spades (0-3).

A card is 0..51; two decks hold every int twice (ruling 1: two of every card). Ints keep the
hot path fast; JSON names a card as rank and suit, "10H", "KS", "AC". Views never emit an int.
"""

from __future__ import annotations

from typing import Final

Card = int

EMPTY: Final = -1  # a row slot without a card (ruling 3)
SLOTS: Final = 8  # slots per row
FULL: Final = (1 << SLOTS) - 1  # a row's occupancy mask with every slot filled

ACE: Final = 1
JACK: Final = 11
QUEEN: Final = 12
KING: Final = 13

SUITS: Final = "CDHS"
RANK_NAMES: Final = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
POWER_NAMES: Final[dict[int, str]] = {ACE: "ace", QUEEN: "queen", JACK: "jack"}

#: every card of one deck, in ascending order
DECK: Final = tuple(range(52))
#: ruling 2: the rank of a card (1-13), which is all a throw-in compares
RANK: Final = tuple(card % 13 + 1 for card in DECK)
#: ruling 2: A 1, 2-10 their number, J 11, Q 12, a red King 0 and a black one 13
VALUE: Final = tuple(
    0 if RANK[card] == KING and SUITS[card // 13] in "DH" else RANK[card] for card in DECK
)
#: the power a card gives when played (ruling 9), or 0
POWER: Final = tuple(RANK[card] if RANK[card] in POWER_NAMES else 0 for card in DECK)

_NAMES: Final = tuple(RANK_NAMES[card % 13] + SUITS[card // 13] for card in DECK)
_CARDS: Final[dict[str, Card]] = {name: card for card, name in enumerate(_NAMES)}


def card_to_json(card: Card) -> str:
    return _NAMES[card]


def card_from_json(value: object) -> Card:
    """Raise ValueError for anything that is not a card name."""
    if isinstance(value, str) and value.upper() in _CARDS:
        return _CARDS[value.upper()]
    raise ValueError(f"not a card: {value!r} (a rank A, 2-10, J, Q, K and a suit C, D, H, S)")


def rank_to_json(rank: int) -> str:
    return RANK_NAMES[rank - 1]


def row_points(row: list[Card]) -> int:
    """Ruling 21: a row scores the sum of its cards' values; an empty row scores 0."""
    return sum([VALUE[card] for card in row if card >= 0])
