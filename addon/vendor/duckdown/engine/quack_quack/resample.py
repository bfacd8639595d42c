"""Re-dealing what one seat does not know (OpenSpiel's ResampleFromInfostate).

A seat knows its own hand, the public plays, and its own exchanges (ruling 34): the cards it
put aside, and at 4 players what its teammate holds of the cards it handed over. Everything
else is dealt again: the other hands, the class deck (reshuffled cards are unknown to everyone,
ruling 15), the face-down cards of others, and the exchanges the seat did not see, which are
drawn again backwards through the round so that every hand held what it handed on.
"""

from __future__ import annotations

import random
from typing import Any

from duckdown.engine.quack_quack.cards import from_counts
from duckdown.engine.quack_quack.state import (
    FROM_DECK,
    IN_ASIDE,
    IN_DISCARD,
    R_AT,
    R_FIRST,
    R_MATE,
    R_PASSER,
    R_SECOND,
    R_WHERE,
    State,
    counts,
)


def _counts_of(cards: list[int]) -> list[int]:
    out = counts()
    for card in cards:
        out[card] += 1
    return out


def _pick(hand: list[int], k: int, rng: random.Random) -> list[int]:
    """k cards drawn uniformly from a hand of counts, and taken out of it."""
    chosen = rng.sample(from_counts(hand), k)
    for card in chosen:
        hand[card] -= 1
    return sorted(chosen)


def _put(hand: list[int], cards: list[int]) -> None:
    for card in cards:
        hand[card] += 1


def resample(state: State, seat: int, rng: random.Random) -> State:
    s = state.copy()
    mate = s.mate(seat)
    pool: list[int] = []  # every card the seat does not know, wherever it is
    slots: list[tuple[str, int, int]] = []  # (zone, seat, how many of the pool)
    for other in range(s.n):
        if other == seat:
            continue
        known = s.shown[other] if other == mate else counts()
        unknown = [have - k for have, k in zip(s.hands[other], known, strict=True)]
        pool += from_counts(unknown)
        slots.append(("hand", other, sum(unknown)))
        for zone, cards in (("aside", s.aside[other]), ("hidden", s.hidden[other])):
            pool += from_counts(cards)
            slots.append((zone, other, sum(cards)))
    pool += s.deck
    slots.append(("deck", -1, len(s.deck)))
    rng.shuffle(pool)
    at = 0
    for zone, other, k in slots:
        cards, at = pool[at : at + k], at + k
        if zone == "hand":
            known = s.shown[other] if other == mate else counts()
            s.hands[other] = [a + b for a, b in zip(known, _counts_of(cards), strict=True)]
        elif zone == "aside":
            s.aside[other] = _counts_of(cards)
        elif zone == "hidden":
            s.hidden[other] = _counts_of(cards)
        else:
            s.deck = cards
    if s.n == 4:
        team = [other for other in range(4) if other % 2 != seat % 2]
        _redraw_team(s, team, rng)
    else:
        for other in range(s.n):
            if other != seat:
                _redraw_deck_exchanges(s, other, pool, rng)
    s.rand.seed(rng.getrandbits(64))  # reshuffles to come are unknown too
    return s


def _history(s: State, seats: list[int]) -> list[tuple[str, Any]]:
    """The seats' plays and exchanges this round, in order."""
    items: list[tuple[int, int, str, Any]] = [
        (i, 1, "play", play) for i, play in enumerate(s.plays) if play[1] in seats
    ]
    items += [(r[R_AT], 0, "exchange", r) for r in s.records if r[R_PASSER] in seats]
    items.sort(key=lambda item: (item[0], item[1]))
    return [(kind, thing) for _, _, kind, thing in items]


def _redraw_deck_exchanges(s: State, seat: int, pool: list[int], rng: random.Random) -> None:
    """Another seat's takes and discards (2-3 players): the face-down cards are those now put
    aside or in the discard pile; the taken ones are drawn from the hand it held then."""
    in_pile = from_counts(s.hidden[seat])
    rng.shuffle(in_pile)
    hand = list(s.hands[seat])
    for kind, thing in reversed(_history(s, [seat])):
        if kind == "play":
            _put(hand, thing[3])
            continue
        record = thing
        if record[R_SECOND]:
            if record[R_WHERE] == IN_ASIDE:
                discarded = from_counts(s.aside[seat])
            elif record[R_WHERE] == IN_DISCARD:
                discarded, in_pile = sorted(in_pile[:2]), in_pile[2:]
            else:  # reshuffled since: anywhere the viewer can't see
                discarded = sorted(rng.sample(pool, 2))
            _put(hand, discarded)
            record[R_SECOND] = discarded
        record[R_FIRST] = _pick(hand, 2, rng)


def _redraw_team(s: State, team: list[int], rng: random.Random) -> None:
    """The other team's exchanges (4 players), undone backwards from the new hands; then what
    each of them knows of the other's hand follows forwards from those exchanges."""
    hands = {seat: list(s.hands[seat]) for seat in team}
    history = _history(s, team)
    for kind, thing in reversed(history):
        if kind == "play":
            _put(hands[thing[1]], thing[3])
            continue
        record = thing
        passer, mate = record[R_PASSER], record[R_MATE]
        assert mate != FROM_DECK
        if record[R_SECOND]:  # undo the handing back, then the handing over
            back = _pick(hands[passer], 2, rng)
            _put(hands[mate], back)
            record[R_SECOND] = back
        gave = _pick(hands[mate], 2, rng)
        _put(hands[passer], gave)
        record[R_FIRST] = gave
    shown = {seat: counts() for seat in team}
    for kind, thing in history:
        if kind == "play":
            _forget(shown[thing[1]], thing[3])
            continue
        passer, mate = thing[R_PASSER], thing[R_MATE]
        _forget(shown[passer], thing[R_FIRST])
        _put(shown[mate], thing[R_FIRST])
        _forget(shown[mate], thing[R_SECOND])
        _put(shown[passer], thing[R_SECOND])
    for seat in team:
        s.shown[seat] = shown[seat]


def _forget(known: list[int], cards: list[int] | tuple[int, ...]) -> None:
    for card in cards:
        if known[card]:
            known[card] -= 1
