"""The class cards (ruling 2) and the combinations they make (rulings 6, 7 and 19).

A card is its class, a small int. The order is the strength of a single, weakest first
(ruling 7), so a hand of 8 counts sorted by index is also sorted by strength.
"""

from __future__ import annotations

from itertools import combinations, combinations_with_replacement
from typing import Final

Card = int

INSPECTOR: Final = 0
FARMER: Final = 1
CRAFTSMAN: Final = 2
MERCHANT: Final = 3
AGITATOR: Final = 4
GUARD: Final = 5
SECRETARY: Final = 6
GOVERNOR: Final = 7
CLASSES: Final = 8

PEOPLE: Final = (FARMER, CRAFTSMAN, MERCHANT, AGITATOR)
NAMES: Final = (
    "inspector",
    "farmer",
    "craftsman",
    "merchant",
    "agitator",
    "guard",
    "secretary",
    "governor",
)
CARD_OF: Final[dict[str, Card]] = {name: card for card, name in enumerate(NAMES)}
# ruling 2: 1 + 4 + 4 + 4 + 2 + 11 + 9 + 5 = 40
COUNTS: Final = (1, 4, 4, 4, 2, 11, 9, 5)
DECK_SIZE: Final = 40
FRESH_DECK: Final = tuple(card for card, count in enumerate(COUNTS) for _ in range(count))
# ruling 3: cards per player
HAND_SIZE: Final = {2: 12, 3: 11, 4: 10}

# Strength (ruling 7), weakest first; -1 stands for "nothing played yet" (a lead).
NOTHING: Final = -1
SINGLE_INSPECTOR: Final = 0
SINGLE_PEOPLE: Final = 1
SINGLE_GUARD: Final = 2
SINGLE_SECRETARY: Final = 3
PAIR_PEOPLE: Final = 4
PAIR_GUARDS: Final = 5
PAIR_SECRETARIES: Final = 6
GOVERNOR_PLAY: Final = 7

# kinds of what lands in the yard
SINGLE: Final = "single"
PAIR: Final = "pair"
GOVERNOR_KIND: Final = "governor"
REVOLUTION: Final = "revolution"
INSPECTION: Final = "secret_inspection"
JOIN: Final = "join"
ELIMINATED: Final = "eliminated"  # a leader's Governors, face up (ruling 14)


def _single_strength(card: Card) -> int:
    if card == INSPECTOR:
        return SINGLE_INSPECTOR
    if card in PEOPLE:
        return SINGLE_PEOPLE
    return SINGLE_GUARD if card == GUARD else SINGLE_SECRETARY


def _combinations() -> dict[tuple[Card, ...], tuple[int, str]]:
    """Every combination of ruling 6 (cards sorted) -> (strength, kind)."""
    out: dict[tuple[Card, ...], tuple[int, str]] = {}
    for card in range(GOVERNOR):
        out[(card,)] = (_single_strength(card), SINGLE)
    for pair in combinations_with_replacement(PEOPLE, 2):  # mixed types allowed
        out[pair] = (PAIR_PEOPLE, PAIR)
    out[(GUARD, GUARD)] = (PAIR_GUARDS, PAIR)
    out[(SECRETARY, SECRETARY)] = (PAIR_SECRETARIES, PAIR)
    out[(GOVERNOR,)] = (GOVERNOR_PLAY, GOVERNOR_KIND)
    return out


COMBINATIONS: Final = _combinations()
# ruling 19: three People of three different types; the Inspector with one Guard
BOMBS: Final[dict[tuple[Card, ...], str]] = {
    **{trio: REVOLUTION for trio in combinations(PEOPLE, 3)},
    (INSPECTOR, GUARD): INSPECTION,
}
# ruling 20: what a seat joins each bomb with
JOINS_WITH: Final[dict[str, tuple[Card, ...]]] = {REVOLUTION: PEOPLE, INSPECTION: (GUARD,)}


def may_follow(strength: int, last: int) -> bool:
    """Rulings 8 and 9: stronger than the last; a Governor only directly on a pair."""
    if strength == GOVERNOR_PLAY:
        return PAIR_PEOPLE <= last <= PAIR_SECRETARIES
    return strength > last


def names(cards: list[Card] | tuple[Card, ...]) -> list[str]:
    return [NAMES[card] for card in cards]


def from_counts(counts: list[int]) -> list[Card]:
    """Counts per class to a sorted list of cards."""
    return [card for card, count in enumerate(counts) for _ in range(count)]
