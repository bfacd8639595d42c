"""The rule policy on plain numbers, shared by the `easy` and `medium` bots (read off their
views) and the `hard` bot's playouts (read off a sampled engine state).

A `Situation` is one seat's decision: its hand (8 counts), what is to beat, the table's hand
sizes and who passed, and, for a counting seat, the cards it has not seen (`unseen`). `decide`
returns one of `legal`, an engine action tuple such as `("play", (5, 5))`.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from duckdown.bots.quack_quack.hands import Action, Counts, cost, minus, plays_needed
from duckdown.engine.quack_quack.actions import DECLINE, PASS, TAKE
from duckdown.engine.quack_quack.cards import (
    AGITATOR,
    COMBINATIONS,
    FARMER,
    GOVERNOR,
    GOVERNOR_PLAY,
    GUARD,
    INSPECTOR,
    NOTHING,
    PAIR_PEOPLE,
    SINGLE_SECRETARY,
)
from duckdown.engine.quack_quack.state import DISCARD, GIVE_BACK, JOIN, LEAD, TURN

CLOSE: Final = 2  # an opponent with this many cards or fewer may go out soon


@dataclass(frozen=True, slots=True)
class Params:
    """What a level of rule play does (docs/bots.md, "Quack-Quack")."""

    counting: bool = False  # reads `unseen`: sure winners, the chance to be beaten
    endgame: bool = True  # blocks an opponent about to go out


@dataclass(slots=True)
class Situation:
    seat: int
    n: int
    step: int  # the engine's LEAD, TURN, DISCARD, GIVE_BACK or JOIN
    hand: Counts
    legal: Sequence[Action]
    last: int = NOTHING  # the strength to beat
    last_seat: int = -1
    sizes: Sequence[int] = ()
    passed: Sequence[bool] = ()
    mate: int = -1  # the teammate at 4 players
    passer: int = -1  # give_back: who handed us two
    unseen: Counts | None = None  # counting: cards that may be in other hands


def decide(sit: Situation, params: Params) -> Action:
    step = sit.step
    if step == LEAD:
        return lead(sit, params)
    if step == TURN:
        return turn(sit, params)
    if step == DISCARD:
        return _keep_best(sit.hand, sit.legal)
    if step == GIVE_BACK:
        return give_back(sit)
    assert step == JOIN
    return join(sit)


# --- helpers ---------------------------------------------------------------------------


def _size(action: Action) -> int:
    kind = action[0]
    return len(action[1]) if kind in ("play", "bomb") else 1 if kind == "join" else 0


def _empties(sit: Situation, action: Action) -> bool:
    return _size(action) == sum(sit.hand)


def _gain(hand: Counts, cards: Sequence[int]) -> float:
    return cost(hand) - cost(minus(hand, cards))


def _keep_best(hand: Counts, options: Sequence[Action]) -> Action:
    """The two-card choice leaving the cheapest hand; on a tie the weaker two go."""
    best = options[0]
    best_cost = math.inf
    for option in options:
        c = cost(minus(hand, option[1]))
        if c < best_cost - 1e-9:
            best, best_cost = option, c
    return best


def opponents(sit: Situation) -> list[int]:
    return [
        s for s in range(sit.n) if s != sit.seat and s != sit.mate and sit.sizes and sit.sizes[s]
    ]


def closest_opponent(sit: Situation) -> int:
    """The fewest cards an opponent still holds (a large number with none left)."""
    return min((sit.sizes[s] for s in opponents(sit)), default=99)


def could_beat(unseen: Counts, strength: int) -> bool:
    """Whether some combination of unseen cards beats `strength` (ignoring who holds them)."""
    if strength == GOVERNOR_PLAY:
        return bool(
            (unseen[INSPECTOR] and unseen[GUARD])
            or sum(1 for c in range(FARMER, AGITATOR + 1) if unseen[c]) >= 3
        )
    if strength >= PAIR_PEOPLE and unseen[GOVERNOR]:
        return True
    for cards, (s, _) in COMBINATIONS.items():
        if s > strength and s != GOVERNOR_PLAY and not _short(unseen, cards):
            return True
    return False


def _short(unseen: Counts, cards: tuple[int, ...]) -> bool:
    need = [0] * len(unseen)
    for c in cards:
        need[c] += 1
    return any(need[c] > unseen[c] for c in range(len(unseen)))


# --- decisions -------------------------------------------------------------------------


def lead(sit: Situation, params: Params) -> Action:
    plays = sit.legal
    for play in plays:
        if _empties(sit, play):
            return play
    hand = sit.hand
    if params.endgame and closest_opponent(sit) <= 1:
        return _block(sit, plays, params)
    if params.counting and sit.unseen is not None:
        sure = _sure_first(sit, plays)
        if sure is not None:
            return sure
    best = plays[0]
    best_gain = -math.inf
    for play in plays:
        g = _gain(hand, play[1]) + 0.01 * len(play[1])
        if g > best_gain + 1e-9:
            best, best_gain = play, g
    return best


def _block(sit: Situation, plays: Sequence[Action], params: Params) -> Action:
    """An opponent on one card: lead what one card can't beat. A single card beats a pair only
    if it is a Governor, and nothing single beats a Secretary."""
    unseen = sit.unseen if params.counting else None

    def risk(play: Action) -> float:
        strength = COMBINATIONS[play[1]][0]
        if strength == SINGLE_SECRETARY:
            return 0.0
        if strength >= PAIR_PEOPLE:
            return 0.05 if unseen is None else (0.0 if not unseen[GOVERNOR] else 0.05)
        return 1.0 - 0.1 * strength

    return min(plays, key=lambda play: (risk(play), -_gain(sit.hand, play[1])))


def _sure_first(sit: Situation, plays: Sequence[Action]) -> Action | None:
    """Two combinations from going out, with one nobody can beat: lead that one first, then
    the other wins nothing but empties the hand."""
    hand = sit.hand
    unseen = sit.unseen
    assert unseen is not None
    if plays_needed(hand) != 2 or hand[GOVERNOR]:
        return None
    for play in sorted(plays, key=lambda p: -COMBINATIONS[p[1]][0]):
        rest = minus(hand, play[1])
        if plays_needed(rest) == 1 and not could_beat(unseen, COMBINATIONS[play[1]][0]):
            return play
    return None


def turn(sit: Situation, params: Params) -> Action:
    legal = sit.legal
    plays = [a for a in legal if a[0] == "play" or a[0] == "bomb"]
    for play in plays:
        if _empties(sit, play):
            return play
    if sit.mate >= 0 and sit.last_seat == sit.mate:
        # the partner's combination is winning: never overtake it (only going out would)
        return pass_with_exchange(sit)
    bombs = [a for a in plays if a[0] == "bomb"]
    if bombs:
        return _keep_best(sit.hand, bombs)
    hand = sit.hand
    urgent = params.endgame and closest_opponent(sit) <= CLOSE
    best: Action | None = None
    best_gain = 0.0 if not urgent else -math.inf
    for play in plays:
        cards = play[1]
        after = minus(hand, cards)
        if cards == (GOVERNOR,) and sum(after) and after[GOVERNOR] == sum(after):
            continue  # it would win the lead with nothing but Governors to lead
        g = _gain(hand, cards)
        if params.counting and sit.unseen is not None and cards == (GOVERNOR,):
            g += _governor_safety(sit)
        if g > best_gain + 1e-9:
            best, best_gain = play, g
    if best is not None:
        return best
    return pass_with_exchange(sit)


def _governor_safety(sit: Situation) -> float:
    """A Governor nobody can bomb wins the struggle for sure: worth a little more."""
    assert sit.unseen is not None
    return 0.2 if not could_beat(sit.unseen, GOVERNOR_PLAY) else 0.0


def pass_with_exchange(sit: Situation) -> Action:
    legal = sit.legal
    if TAKE in legal:  # take two, put two aside: never worse than keeping the hand
        return TAKE
    gives = [a for a in legal if a[0] == "give"]
    if gives:
        give = choose_give(sit, gives)
        if give is not None:
            return give
    return PASS


def _pairs(hand: Counts, options: Sequence[Action]) -> list[Action]:
    """The options that are a pair of one class (People count as one), strongest first."""
    out = [a for a in options if a[1] in COMBINATIONS and len(a[1]) == 2]
    return sorted(out, key=lambda a: -COMBINATIONS[a[1]][0])


def choose_give(sit: Situation, gives: Sequence[Action]) -> Action | None:
    """What to hand the teammate, who hands two back (ruling 17). The one nearer going out
    should hold the good cards: a partner with fewer cards gets our strongest pair (it keeps
    it and returns two of its own); a partner with more gets our two worst, and is expected
    to return good ones. Nothing when neither is clearly nearer."""
    me, mate = sum(sit.hand), sit.sizes[sit.mate]
    if mate + 1 < me:
        pairs = [a for a in _pairs(sit.hand, gives) if GOVERNOR not in a[1]]
        return pairs[0] if pairs else None
    if me + 1 < mate:
        return _keep_best(sit.hand, gives)
    return None


def give_back(sit: Situation) -> Action:
    """The teammate's two in return (ruling 17), by the same measure as `choose_give`."""
    options = sit.legal
    passer = sit.passer
    theirs = (sit.sizes[passer] if passer >= 0 else 0) + 2  # what the passer will hold
    mine = sum(sit.hand) - 2
    if theirs < mine:
        pairs = [a for a in _pairs(sit.hand, options) if GOVERNOR not in a[1]]
        if pairs:
            return pairs[0]
    return _keep_best(sit.hand, options)


def join(sit: Situation) -> Action:
    hand = sit.hand
    joins = [a for a in sit.legal if a[0] == "join"]
    if not joins:
        return DECLINE
    for a in joins:
        if _empties(sit, a):
            return a
    # of the People, the class held most often: the others stay for a Revolution of our own
    best = max(joins, key=lambda a: (_gain(hand, (a[1],)), hand[a[1]]))
    return best if _gain(hand, (best[1],)) >= -1e-9 else DECLINE
