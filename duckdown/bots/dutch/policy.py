"""The counting policy's decisions, by expected points, on a `Situation` (beliefs.py).

Every move is worth the points it saves this seat, plus the points it costs the others
weighted by their threat: a card given to the rival (an Ace), a high card swapped onto their
row (a Jack). A card put onto the pile is worth its power too, and a throw-in of an own card
of its rank (known, never guessed). See docs/bots.md, "Dutch's bots".
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from duckdown.bots.base import JSON
from duckdown.bots.dutch.beliefs import Situation
from duckdown.bots.dutch.cards import ACE, JACK, QUEEN, RANK, VALUE

CALL_LIMIT = 5  # ruling 22: a caller's row worth 5 or less, and nobody lower, scores 0


@dataclass(frozen=True, slots=True)
class Params:
    """The knobs of the policy (tuned by arena runs, docs/bots.md)."""

    call_p: float = 0.75  # call when the chance that the call scores 0 is at least this
    take_margin: float = 0.3  # take the pile's card when it saves this much more than a draw
    swap_margin: float = 0.5  # use a Jack when it is worth more than this
    look_value: float = 2.0  # points a Queen's look at an own unknown card is worth
    look_rivals: bool = True  # a Queen with every own card known looks at a rival's card
    read_kept: bool = True  # a card a rival drew and kept is probably low (beliefs.py)
    rival_gain: float = 2.0  # points a rival is expected to save in their final turn
    throw_sure: float = 0.9  # a throw-in after this move: counted at this share of its worth
    learn_value: float = 0.0  # points a replace of an own unknown card is worth for what it teaches


def _rank(card: int) -> int:
    return RANK[card]


def throw_gain(sit: Situation, rank: int, skip: int | None = None) -> tuple[float, int | None]:
    """The best own known card of `rank` to throw in (worth its points; a red King, worth 0,
    is kept), and its slot; `skip` is a slot whose card will have left."""
    me = sit.seat
    best, slot = 0.0, None
    for k, _ in sit.mine():
        card = sit.vals[me][k]
        if k != skip and card is not None and _rank(card) == rank and VALUE[card] > best:
            best, slot = float(VALUE[card]), k
    return best, slot


def power_value(sit: Situation, card: int, params: Params) -> float:
    """What playing `card` onto the pile is worth through its power (ruling 9)."""
    rank = _rank(card)
    if rank == ACE:
        return max((act[0] for act in [best_give(sit)] if act[1] is not None), default=0.0)
    if rank == QUEEN:
        return best_look(sit, params)[0]
    if rank == JACK:
        return max(0.0, best_swap(sit)[0])
    return 0.0


def best_give(sit: Situation) -> tuple[float, int | None]:
    """An Ace: an unseen card to the rival it hurts most (never to this seat)."""
    best, row = 0.0, None
    for other in range(sit.players):
        if other in (sit.seat, sit.caller) or all(e is not None for e in sit.est[other]):
            continue
        worth = sit.mean * sit.threat(other)
        if worth > best:
            best, row = worth, other
    return best, row


def best_look(sit: Situation, params: Params) -> tuple[float, tuple[int, int] | None]:
    """A Queen: an own unknown card first (what it teaches is worth `look_value`); with all
    own cards known, a rival's unknown card, the likeliest low one (a later Jack's target)."""
    unknown = sit.unknown_own()
    if unknown:
        return params.look_value, (sit.seat, unknown[0])
    if not params.look_rivals:
        return 0.0, None
    best: tuple[float, tuple[int, int] | None] = (0.0, None)
    for other in range(sit.players):
        if other == sit.seat:
            continue
        for k, e in enumerate(sit.est[other]):
            if e is None or sit.vals[other][k] is not None:
                continue
            worth = 0.3 + max(0.0, sit.mean - e) * 0.1
            if worth > best[0]:
                best = (worth, (other, k))
    return best


def best_swap(sit: Situation) -> tuple[float, tuple[int, int, int, int] | None]:
    """A Jack: an own card for a rival's, worth the points this seat saves plus the same
    points on the rival, weighted by its threat. Never the caller's row (ruling 19)."""
    me = sit.seat
    if me == sit.caller:
        return 0.0, None
    best: tuple[float, tuple[int, int, int, int] | None] = (0.0, None)
    for k, mine in sit.mine():
        for other in range(sit.players):
            if other in (me, sit.caller):
                continue
            weight = 1.0 + sit.threat(other)
            for j, theirs in enumerate(sit.est[other]):
                if theirs is None:
                    continue
                worth = (mine - theirs) * weight
                if worth > best[0] + 1e-9:
                    best = (worth, (me, k, other, j))
    return best


def hold_options(
    sit: Situation, card: int, source: str, params: Params
) -> list[tuple[float, JSON]]:
    """Every way to play a held card with its worth: each replace (the card given up goes
    onto the pile, with its power and a throw-in of an own card of its rank), and a discard
    of a drawn card (its power, and a throw-in of an own card of its rank)."""
    me = sit.seat
    value = VALUE[card]
    out: list[tuple[float, JSON]] = []
    for k, e in sit.mine():
        gain = e - value
        old = sit.vals[me][k]
        if old is None:
            gain += params.learn_value  # the card placed there is known from now on
        else:
            gain += power_value(sit, old, params)
            # after the replace, `card` lies in slot k: it may be the match itself
            saved = sit.vals[me][k]
            sit.vals[me][k] = card
            gain += params.throw_sure * throw_gain(sit, _rank(old))[0]
            sit.vals[me][k] = saved
        out.append((gain, {"type": "replace", "slot": k}))
    if source == "draw":
        gain = power_value(sit, card, params) + params.throw_sure * throw_gain(sit, _rank(card))[0]
        out.append((gain, {"type": "discard"}))
    return out


def best_hold(sit: Situation, card: int, source: str, params: Params) -> tuple[float, JSON]:
    options = hold_options(sit, card, source, params)
    return max(options, key=lambda o: o[0])


def draw_gain(sit: Situation, params: Params) -> float:
    """The expected worth of drawing: the best play of each unseen card, by its chance."""
    return sum(p * best_hold(sit, card, "draw", params)[0] for card, p in sit.draw)


def start(sit: Situation, pile_top: int | None, can_take: bool, params: Params) -> JSON:
    if can_take and pile_top is not None and sit.mine():
        taken = best_hold(sit, pile_top, "pile", params)[0]
        if not sit.draw or taken > draw_gain(sit, params) + params.take_margin:
            return {"type": "take"}
    return {"type": "draw"}


def own_distribution(sit: Situation) -> dict[int, float]:
    """The own row's points: the known cards' sum plus each unknown card drawn from the
    unseen cards' points (independently: close enough for a few cards)."""
    known = 0
    dist = {0: 1.0}
    for k, _ in sit.mine():
        card = sit.vals[sit.seat][k]
        if card is not None:
            known += VALUE[card]
            continue
        nxt: dict[int, float] = {}
        for total, p in dist.items():
            for v, q in sit.values.items():
                nxt[total + v] = nxt.get(total + v, 0.0) + p * q
        dist = nxt
    return {total + known: p for total, p in dist.items()}


def phi(z: float) -> float:
    return 0.5 * (1.0 + math.erf(z / math.sqrt(2.0)))


def call_chance(sit: Situation, params: Params) -> float:
    """The chance a call now scores 0: the own row worth 5 or less, and every rival's row,
    after its final turn, worth no less (a normal approximation of each rival's row)."""
    chance = 0.0
    for total, p in own_distribution(sit).items():
        if total > CALL_LIMIT or p <= 0.0:
            continue
        beat = 1.0
        for other in range(sit.players):
            if other == sit.seat:
                continue
            mean = max(0.0, sit.row_mean(other) - params.rival_gain)
            spread = math.sqrt(sit.row_var(other) + 1.0)
            beat *= phi((mean - total + 0.5) / spread)
        chance += p * beat
    return chance
