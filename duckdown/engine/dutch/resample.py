"""Re-dealing what one seat does not know (OpenSpiel's ResampleFromInfostate), and the game's
invariants, both checked by the conformance suite after every step."""

from __future__ import annotations

import random
from collections import Counter

from duckdown.engine.dutch.cards import EMPTY, RANK, SLOTS
from duckdown.engine.dutch.deal import full_deck
from duckdown.engine.dutch.state import END, HOLD, LOOK, POWER, TURN, State

Place = tuple[int, int]  # (row, slot); (-1, i): draw pile index i; (-2, 0): the held card


def resample(state: State, seat: int, rng: random.Random) -> State:
    """A copy with every card `seat` does not know dealt again among the places it cannot see.

    Cards are dealt again within their generation only: the cards of a reshuffle (ruling 28)
    were all seen on the pile, so the draw pile holds exactly those the seat has not seen
    drawn since, and a row card drawn before the reshuffle is one of the older ones. What the
    seat knows stays where it is, so its view, the public view and its memory are unchanged.
    The game's RNG is drawn again too, so reshuffles to come are unknown as well."""
    s = state.copy()
    bit = 1 << seat
    groups: dict[int, list[Place]] = {}
    for r in range(s.n):
        row, known, origin = s.rows[r], s.known[r], s.origin[r]
        for k in range(SLOTS):
            if row[k] >= 0 and not known[k] & bit:
                groups.setdefault(origin[k], []).append((r, k))
    groups.setdefault(s.gen, []).extend((-1, i) for i in range(len(s.draw)))
    if _holding(s) and not s.held_known & bit:
        groups.setdefault(s.held_origin, []).append((-2, 0))
    for places in groups.values():
        cards = [_get(s, place) for place in places]
        rng.shuffle(cards)
        for place, card in zip(places, cards, strict=True):
            _set(s, place, card)
    s.rand.seed(rng.getrandbits(64))
    return s


def _holding(s: State) -> bool:
    return s.phase == TURN and s.step == HOLD


def _get(s: State, place: Place) -> int:
    r, k = place
    if r == -1:
        return s.draw[k]
    if r == -2:
        return s.held
    return s.rows[r][k]


def _set(s: State, place: Place, card: int) -> None:
    r, k = place
    if r == -1:
        s.draw[k] = card
    elif r == -2:
        s.held = card
    else:
        s.rows[r][k] = card


def check(s: State) -> None:
    """Cards are conserved (ruling 4's whole deck is always somewhere), rows are 8 slots with a
    true occupancy mask, knowledge names only seats at the table and only cards, reveals and
    the window point at real things, and each step holds what it needs."""
    n, everyone = s.n, s.everyone
    assert len(s.rows) == n and all(len(row) == SLOTS for row in s.rows), "rows of 8 slots"
    where: Counter[int] = Counter(card for row in s.rows for card in row if card >= 0)
    where.update(s.draw)
    where.update(s.pile)
    if _holding(s):
        assert s.held >= 0, "holding no card"
        where[s.held] += 1
    else:
        assert s.held == EMPTY, "a held card outside the hold step"
    assert where == Counter(full_deck(s.decks)), "cards are not conserved"
    for r in range(n):
        mask = sum(1 << k for k, card in enumerate(s.rows[r]) if card >= 0)
        assert s.fill[r] == mask, f"row {r}'s occupancy mask is wrong"
        for k in range(SLOTS):
            known = s.known[r][k]
            assert 0 <= known <= everyone, "knowledge of no seat"
            assert s.rows[r][k] >= 0 or known == 0, "knowledge of an empty slot"
            assert 0 <= s.origin[r][k] <= s.gen, "a card from a future reshuffle"
    for viewer, r, k, _until in s.reveals:
        assert 0 <= viewer < n and 0 <= r < n and 0 <= k < SLOTS, "a reveal of no slot"
        assert s.rows[r][k] >= 0, "a reveal of an empty slot"
        assert s.known[r][k] >> viewer & 1, "a reveal of a card the viewer does not know"
    for seat in range(n):
        chosen = s.chosen[seat]
        assert len(chosen) <= 2 and len(set(chosen)) == len(chosen), "the look chose badly"
        assert all(0 <= k < 4 for k in chosen), "the look chose outside slots 0-3"
        if s.phase != LOOK:
            assert len(chosen) == 2, "a seat ended the look without two cards"
    if s.win_rank:
        assert s.phase == TURN and RANK[s.win_card] == s.win_rank, "an open window of no card"
        assert 0 <= s.win_tried <= everyone, "a try of no seat"
    assert (s.power != 0) == (s.phase == TURN and s.step == POWER), "a power outside its step"
    if s.phase == TURN and s.step == END:
        assert s.caller is None, "a call decision after a call"
    assert len(s.totals) == n and all(total >= 0 for total in s.totals), "totals"
    assert 0 <= s.turn_seat < n and 0 <= s.first_seat < n
