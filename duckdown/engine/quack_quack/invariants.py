"""The game's invariants, checked by the conformance suite after every step: the 40 cards are
conserved, coins only come from the supply or move between players, ranks are consistent,
knowledge never claims a card that is not there, and the game is bounded."""

from __future__ import annotations

from duckdown.engine.quack_quack.cards import CLASSES, COUNTS, ELIMINATED
from duckdown.engine.quack_quack.state import (
    FROM_DECK,
    IN_ASIDE,
    IN_DISCARD,
    OVER_PHASE,
    R_MATE,
    R_PASSER,
    R_SECOND,
    R_STRUGGLE,
    R_WHERE,
    TURN,
    State,
    counts,
)


def _add(total: list[int], cards: list[int]) -> None:
    for card in range(CLASSES):
        total[card] += cards[card]


def check(s: State) -> None:
    n = s.n
    total = counts()
    for zone in (*s.hands, *s.aside, *s.hidden, s.discard, s.yard_cards):
        assert all(k >= 0 for k in zone), "a negative count of cards"
        _add(total, zone)
    for card in s.deck:
        total[card] += 1
    assert tuple(total) == COUNTS, "the 40 cards are not conserved"
    assert s.sizes == [sum(hand) for hand in s.hands], "hand sizes disagree with the hands"
    # the yard holds exactly this struggle's plays
    yard = counts()
    for play in s.plays[s.yard_from :]:
        if play[2] == ELIMINATED:  # face up in the discard pile, not in the yard
            continue
        for card in play[3]:
            yard[card] += 1
    assert yard == s.yard_cards, "the yard disagrees with the struggle's plays"
    _check_knowledge(s)
    # coins: paid from the supply or moved between players, never below zero (ruling 27)
    assert all(c >= 0 for c in s.coins), "a player owes coins"
    assert sum(s.coins) == s.supply, "coins appeared from nowhere"
    # ranks (ruling 22): the best ones from 1 up, the worst ones from n down
    taken = sorted(r for r in s.ranks if r)
    assert taken == [*range(1, s.best), *range(s.worst + 1, n + 1)], "ranks are inconsistent"
    if s.phase != OVER_PHASE:
        for seat in range(n):
            assert not (s.ranks[seat] and s.sizes[seat]), "a ranked player holds cards"
        assert not s.ranks[s.turn] and s.sizes[s.turn], "a seat out of the round decides"
        if s.step == TURN:
            assert not s.passed[s.turn], "a seat that passed decides"
    # the game is finite (ruling 30)
    if s.goal is not None:
        assert s.round <= 2 * s.goal - 1, "a 2-player game beyond its bound"
    else:
        assert s.rounds is not None and s.round <= s.rounds + 2, "beyond two tie-break rounds"


def _check_knowledge(s: State) -> None:
    n = s.n
    for seat in range(n):
        assert all(0 <= k <= have for k, have in zip(s.shown[seat], s.hands[seat], strict=True)), (
            "knowledge of a card that is not in the hand"
        )
        if n < 4:
            assert not any(s.shown[seat]), "a hand known to someone else at 2-3 players"
    if n == 4:
        assert not s.deck and not any(map(any, s.aside)) and not any(map(any, s.hidden))
        return
    # ruling 15: an empty deck takes the discard pile at once
    assert s.deck or not (any(s.discard) or any(map(any, s.hidden))), "a reshuffle was missed"
    aside = [counts() for _ in range(n)]
    hidden = [counts() for _ in range(n)]
    for record in s.records:
        assert record[R_MATE] == FROM_DECK
        where = {IN_ASIDE: aside, IN_DISCARD: hidden}.get(record[R_WHERE])
        if where is not None:
            if record[R_WHERE] == IN_ASIDE:
                assert record[R_STRUGGLE] == s.struggle, "an aside from an earlier struggle"
            for card in record[R_SECOND]:
                where[record[R_PASSER]][card] += 1
    assert aside == s.aside and hidden == s.hidden, "face-down cards disagree with the exchanges"
