"""Legal actions, built once per kind of hand and kept.

What a hand can do depends only on its counts capped at 2 (the Inspector's at 1), so a hand
maps to one of 2 x 3^7 signatures; a decision's legal actions are cached by signature, the
strength to beat and the exchange on offer. `apply` checks an action against the same entry.
"""

from __future__ import annotations

from itertools import combinations_with_replacement
from typing import Final

from duckdown.engine.quack_quack.actions import DECLINE, PASS, TAKE, Action
from duckdown.engine.quack_quack.cards import (
    BOMBS,
    CLASSES,
    COMBINATIONS,
    GOVERNOR_PLAY,
    JOINS_WITH,
    NOTHING,
    may_follow,
)
from duckdown.engine.quack_quack.state import DISCARD, GIVE_BACK, JOIN, OVER_PHASE, TURN, State

# the legal actions in order, and each to itself: `apply` plays the entry's own tuple, so an
# action that only compares equal (True for 1) never reaches the state
Entry = tuple[tuple[Action, ...], dict[Action, Action]]

_CAP: Final = (0, 1, *([2] * 14))  # a class count capped at 2 (counts never exceed 15)
# signature = sum over classes of capped count x weight (the Inspector's count is 0 or 1)
_WEIGHTS: Final = (1, 2, 6, 18, 54, 162, 486, 1458)
_W0, _W1, _W2, _W3, _W4, _W5, _W6, _W7 = (tuple(c * w for c in _CAP) for w in _WEIGHTS)
SIGNATURES: Final = 2 * 3**7


def _needs(cards: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    return tuple((card, cards.count(card)) for card in sorted(set(cards)))


# every combination, weakest first (the order of a view's `legal`), with what it needs
_PLAYS: Final = tuple(
    (strength, ("play", cards), _needs(cards))
    for cards, (strength, _) in sorted(COMBINATIONS.items(), key=lambda i: (i[1][0], i[0]))
)
_BOMBS: Final = tuple((("bomb", cards), _needs(cards)) for cards in sorted(BOMBS))
_TWOS: Final = tuple((two, _needs(two)) for two in combinations_with_replacement(range(CLASSES), 2))

NO_EXCHANGE: Final = 0
WITH_TAKE: Final = 1  # 2-3 players: the class deck (ruling 16)
WITH_GIVE: Final = 2  # 4 players: the teammate (ruling 17)

# what a signature can do: (plays with their strength, bombs, two-card choices)
_Options = tuple[tuple[tuple[int, Action], ...], tuple[Action, ...], tuple[tuple[int, int], ...]]
_OPTIONS: dict[int, _Options] = {}
_TURNS: dict[int, Entry] = {}
_TWOS_CACHE: dict[tuple[str, int], Entry] = {}
_JOINS: dict[tuple[str | None, int], Entry] = {}


def signature(h: list[int]) -> int:
    a, b, c, d, e, f, g, k = h
    return _W0[a] + _W1[b] + _W2[c] + _W3[d] + _W4[e] + _W5[f] + _W6[g] + _W7[k]


def _has(h: list[int], needs: tuple[tuple[int, int], ...]) -> bool:
    return all(h[card] >= k for card, k in needs)


def _options(sig: int, h: list[int]) -> _Options:
    hit = _OPTIONS.get(sig)
    if hit is None:
        hit = _OPTIONS[sig] = (
            tuple((strength, play) for strength, play, needs in _PLAYS if _has(h, needs)),
            tuple(bomb for bomb, needs in _BOMBS if _has(h, needs)),
            tuple(two for two, needs in _TWOS if _has(h, needs)),
        )
    return hit


def _entry(actions: list[Action]) -> Entry:
    return tuple(actions), {action: action for action in actions}


def _turn_entry(sig: int, h: list[int], last: int, exchange: int) -> Entry:
    plays, bombs, twos = _options(sig, h)
    out: list[Action]
    if last == GOVERNOR_PLAY:  # nothing but a bomb follows a Governor (ruling 9)
        out = list(bombs)
    elif last == NOTHING:  # a lead: any single or pair (ruling 8)
        out = [play for strength, play in plays if strength != GOVERNOR_PLAY]
    else:
        out = [play for strength, play in plays if may_follow(strength, last)]
    if last != NOTHING:  # the leader can't pass (ruling 8)
        out.append(PASS)
        if exchange == WITH_TAKE:
            out.append(TAKE)
        elif exchange == WITH_GIVE:
            out.extend(("give", two) for two in twos)
    return _entry(out)


def exchange_offer(s: State, seat: int) -> int:
    """Which exchange a pass may come with now (rulings 16 and 17)."""
    if s.sizes[seat] < 2:
        return NO_EXCHANGE
    if s.n == 4:
        mate = s.mate(seat)
        return WITH_GIVE if s.sizes[mate] >= 2 and not s.passed[mate] else NO_EXCHANGE
    # two cards in the class deck and the discard pile together; the deck is empty only when
    # the pile is too (ruling 15 reshuffles at once), so the pile counts only for a last card
    deck = len(s.deck)
    if deck >= 2 or (deck and (any(s.discard) or any(map(any, s.hidden)))):
        return WITH_TAKE
    return NO_EXCHANGE


def entry(s: State) -> Entry:
    """The legal actions of the seat due (`s.turn`), in order and by themselves."""
    seat = s.turn
    h = s.hands[seat]
    a, b, c, d, e, f, g, k = h  # `signature`, inlined: the hottest path
    sig = _W0[a] + _W1[b] + _W2[c] + _W3[d] + _W4[e] + _W5[f] + _W6[g] + _W7[k]
    step = s.step
    if step <= TURN:
        last = s.last
        exchange = exchange_offer(s, seat) if step == TURN else NO_EXCHANGE
        key = (sig * 9 + last + 1) * 3 + exchange
        hit = _TURNS.get(key)
        if hit is None:
            hit = _TURNS[key] = _turn_entry(sig, h, last, exchange)
        return hit
    if step == JOIN:
        join_key = (s.bomb, sig)
        hit = _JOINS.get(join_key)
        if hit is None:
            assert s.bomb is not None
            joins: list[Action] = [("join", card) for card in JOINS_WITH[s.bomb] if h[card]]
            hit = _JOINS[join_key] = _entry([*joins, DECLINE])  # ruling 20: always asked
        return hit
    kind = "discard" if step == DISCARD else "give_back"
    assert step in (DISCARD, GIVE_BACK)
    twos_key = (kind, sig)
    hit = _TWOS_CACHE.get(twos_key)
    if hit is None:
        twos = _options(sig, h)[2]
        hit = _TWOS_CACHE[twos_key] = _entry([(kind, two) for two in twos])
    return hit


def legal_actions(s: State, seat: int) -> tuple[Action, ...]:
    if seat != s.turn or s.phase == OVER_PHASE:
        return ()
    memo: Entry | None = s.memo
    if memo is None:  # kept until the state changes: `apply` checks against it
        memo = s.memo = entry(s)
    return memo[0]


def seats_to_act(s: State) -> list[int]:
    return [] if s.phase == OVER_PHASE else [s.turn]
