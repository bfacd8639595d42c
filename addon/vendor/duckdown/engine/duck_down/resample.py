"""Re-dealing what one seat does not know (OpenSpiel's ResampleFromInfostate), and the game's
invariants, both checked by the conformance suite after every step."""

from __future__ import annotations

import random
from collections import Counter

from duckdown.engine.duck_down.state import HOLD, TURN_PHASE, State


def resample(state: State, seat: int, rng: random.Random) -> State:
    """A copy with every card `seat` does not know dealt again among the places it cannot see:
    the deck, the row slots it does not know, a held card it has not seen. What it knows stays
    where it is, so its view, the public view and its memory are unchanged (rulings 19-21).
    The game's RNG is drawn again too, so reshuffles to come are unknown as well."""
    s = state.copy()
    bit = 1 << seat
    places: list[tuple[int, int]] = []  # (row seat, slot); (-1, i): deck index i; (-2, 0): held
    for r, known_row in enumerate(s.known):
        places.extend((r, k) for k in range(4) if not known_row[k] & bit)
    places.extend((-1, i) for i in range(len(s.deck)))
    holding = s.phase == TURN_PHASE and s.step == HOLD and s.held is not None
    if holding and not s.held_known & bit:
        places.append((-2, 0))
    cards = [_get(s, place) for place in places]
    rng.shuffle(cards)
    for place, card in zip(places, cards, strict=True):
        _set(s, place, card)
    s.rand.seed(rng.getrandbits(64))
    return s


def _get(s: State, place: tuple[int, int]) -> int:
    r, k = place
    if r == -1:
        return s.deck[k]
    if r == -2:
        assert s.held is not None
        return s.held
    return s.rows[r][k]


def _set(s: State, place: tuple[int, int], card: int) -> None:
    r, k = place
    if r == -1:
        s.deck[k] = card
    elif r == -2:
        s.held = card
    else:
        s.rows[r][k] = card


def check(s: State) -> None:
    """Cards are conserved (ruling 3's whole deck is always somewhere), knowledge names only
    seats at the table, and reveals point at real slots."""
    everyone = s.everyone
    where: Counter[int] = Counter(card for row in s.rows for card in row)
    where.update(s.deck)
    where.update(s.pile)
    where.update(s.set_aside)
    if s.phase == TURN_PHASE and s.step == HOLD and s.held is not None:
        where[s.held] += 1
    if s.round:
        assert where == Counter(s.config.cards()), "cards are not conserved"
    assert len(s.rows) == s.n and all(len(row) == 4 for row in s.rows)
    for known_row in s.known:
        assert all(0 <= known <= everyone for known in known_row), "knowledge of no seat"
    for viewer, r, k, _until in s.reveals:
        assert 0 <= viewer < s.n and 0 <= r < s.n and 0 <= k < 4, "a reveal of no slot"
        assert s.known[r][k] >> viewer & 1, "a reveal of a card the viewer does not know"
    assert len(s.totals) == s.n
