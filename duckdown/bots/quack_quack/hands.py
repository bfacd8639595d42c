"""Hands as 8 counts (the engine's classes, weakest single first) and what a hand is worth.

`cost` estimates how hard a hand is to empty, in "plays": each combination it will take to shed,
weighted by how rarely that combination can follow (an Inspector can only lead; a pair of
Secretaries follows almost anything). The rule bots shed what costs most and keep what costs
least; the exchange decisions keep the hand of the lowest cost.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Final

from duckdown.engine.quack_quack.actions import parse_action
from duckdown.engine.quack_quack.cards import (
    CARD_OF,
    CLASSES,
    FARMER,
    GOVERNOR,
    GUARD,
    INSPECTOR,
    SECRETARY,
)

Counts = list[int]
Action = tuple[Any, ...]

# what one play of each shape costs (see the module's docstring); tuned by arena runs
SINGLE_COST: Final = (1.0, 0.9, 0.9, 0.9, 0.9, 0.7, 0.55, 0.6)  # by class
PAIR_PEOPLE_COST: Final = 0.6
PAIR_GUARD_COST: Final = 0.5
PAIR_SECRETARY_COST: Final = 0.4
STRANDED_GOVERNOR: Final = 1.5  # a Governor with no other card to lead after it
BOMB_CREDIT: Final = 0.25  # a bomb in hand: a struggle a Governor can't take from us


def counts_of(names: Iterable[str]) -> Counts:
    out = [0] * CLASSES
    for name in names:
        out[CARD_OF[name]] += 1
    return out


def minus(hand: Sequence[int], cards: Iterable[int]) -> Counts:
    out = list(hand)
    for card in cards:
        out[card] -= 1
    return out


def people(hand: Sequence[int]) -> int:
    return hand[1] + hand[2] + hand[3] + hand[4]


def people_types(hand: Sequence[int]) -> int:
    return (hand[1] > 0) + (hand[2] > 0) + (hand[3] > 0) + (hand[4] > 0)


def plays_needed(hand: Sequence[int]) -> int:
    """The fewest combinations that shed the hand (bombs aside)."""
    p = people(hand)
    g, s = hand[GUARD], hand[SECRETARY]
    return hand[INSPECTOR] + (p + 1) // 2 + (g + 1) // 2 + (s + 1) // 2 + hand[GOVERNOR]


_COSTS: dict[tuple[int, ...], float] = {}


def cost(hand: Sequence[int]) -> float:
    key = tuple(hand)
    hit = _COSTS.get(key)
    if hit is None:
        hit = _COSTS[key] = _cost(hand)
    return hit


def _cost(hand: Sequence[int]) -> float:
    p = people(hand)
    g, s, v = hand[GUARD], hand[SECRETARY], hand[GOVERNOR]
    c = hand[INSPECTOR] * SINGLE_COST[INSPECTOR]
    c += (p >> 1) * PAIR_PEOPLE_COST + (p & 1) * SINGLE_COST[FARMER]
    c += (g >> 1) * PAIR_GUARD_COST + (g & 1) * SINGLE_COST[GUARD]
    c += (s >> 1) * PAIR_SECRETARY_COST + (s & 1) * SINGLE_COST[SECRETARY]
    if v:
        # a Governor only follows a pair and never leads: each one needs another play to
        # lead after it, or it may strand its holder (ruling 14 eliminates a leader with
        # nothing but Governors)
        leads = hand[INSPECTOR] + ((p + 1) >> 1) + ((g + 1) >> 1) + ((s + 1) >> 1)
        c += v * SINGLE_COST[GOVERNOR] + max(0, v - leads) * STRANDED_GOVERNOR
        if (hand[INSPECTOR] and g) or people_types(hand) >= 3:
            c -= BOMB_CREDIT
    return c


def action_of(data: Mapping[str, Any]) -> Action:
    """A view's legal action JSON as the engine's tuple."""
    return parse_action(data)
