"""The counting policy's decisions, on plain numbers, shared by the view-driven `counting` bot
and the planner's fast rollouts (which read the same numbers off a simulated state).

A `Situation` is what one seat believes at one decision: the expected points of every slot
(`est`), how uncertain each is (`var`), the distribution of the next card drawn, the held card.
`decide` turns it into an action tuple in the engine's shape, e.g. `("swap", 1, 2, 3)`.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

from duckdown.bots.duck_down.cards import DOUBLE, PEEK, SWAP

Act = tuple[int | str, ...]


@dataclass(frozen=True, slots=True)
class Params:
    """The knobs of the counting policy (tuned by arena runs, see docs/bots.md)."""

    replace_margin: float = 0.0  # replace a slot when it gains more than this
    swap_margin: float = 0.2  # use a Swap when it is worth more than this (see best_swap)
    take_margin: float = 0.4  # take the pile when it beats drawing by this
    peek_value: float = 1.2  # points a Peek at an unknown own slot is worth
    call_p: float = 0.8  # call when the chance to have the fewest points is at least this
    opp_turn_gain: float = 1.6  # points an opponent is expected to gain in their last turn
    placed_blend: float = 0.3  # owner-placed unknown card: low mean + blend * (mean - low mean)
    call_lookahead: bool = True  # call only if playing on one more turn looks no better
    careless_swap: float = 0.9  # share of its Swaps a careless player uses (on a random seat)


@dataclass(slots=True)
class Situation:
    seat: int
    players: int
    est: list[list[float]]  # expected points per seat and slot, as this seat believes
    var: list[list[float]]  # variance of those beliefs (0 for a known card)
    known: list[bool]  # own slots whose card this seat knows
    draw: list[tuple[int, float]]  # the next drawn card's distribution (card, probability)
    legal: list[str]
    step: str  # "start" | "hold"
    held: int | None = None
    source: str = "deck"
    pile_top: int | None = None
    totals: list[int] = field(default_factory=list)
    last_round: bool = False
    caller: int | None = None
    call_penalty: int = 0
    # per seat: the chance its public choices come from careful play (memory.Reading);
    # empty: everyone is taken to be careful
    care: list[float] = field(default_factory=list)


def phi(z: float) -> float:
    return 0.5 * (1.0 + math.erf(z / math.sqrt(2.0)))


def number_gain(sit: Situation, card: int) -> tuple[float, int]:
    """The best gain of swapping number `card` into an own slot, and that slot."""
    row = sit.est[sit.seat]
    best = -1e9
    best_slot = 0
    for slot in range(4):
        gain = row[slot] - card
        # on a tie prefer an unknown slot: placing a card also teaches what lies there
        if gain > best + 1e-9 or (abs(gain - best) <= 1e-9 and not sit.known[slot]):
            best, best_slot = gain, slot
    return best, best_slot


def best_swap(sit: Situation, params: Params) -> tuple[float, Act | None]:
    """The Swap worth most to this seat, and its own saving.

    What counts is this seat's points against the others': the card it gives away lands on
    the other seat's row. So an exchange is worth its own saving plus the same points on the
    other seat, weighted by how much that seat stands between this one and the win
    (`threats`; with two players the other seat counts in full).
    """
    me = sit.seat
    mine = sit.est[me]
    weights = threats(sit)
    best = -1e9
    saving = 0.0
    act: Act | None = None
    for other in range(sit.players):
        if other == me:
            continue
        scale = 1.0 + weights[other]
        theirs = sit.est[other]
        for slot in range(4):
            for other_slot in range(4):
                gain = mine[slot] - theirs[other_slot]
                if gain * scale > best:
                    best, saving = gain * scale, gain
                    act = ("swap", slot, other, other_slot)
    return saving if act is not None else best, act


def swap_value(sit: Situation, params: Params) -> tuple[float, float, Act | None]:
    """`best_swap` with its worth (own saving plus the weighted cost to the other seat)."""
    saving, act = best_swap(sit, params)
    if act is None:
        return saving, saving, None
    return saving * (1.0 + threats(sit)[int(act[2])]), saving, act


def threats(sit: Situation) -> list[float]:
    """Per other seat, how much its points decide this seat's win (summing to 1): the
    derivative of the chance to have the fewest points with respect to that seat's points,
    in the normal approximation of `win_chance` (the closest rivals weigh most)."""
    me = sit.seat
    out = [0.0] * sit.players
    if sit.players == 2:  # a single rival counts in full
        out[1 - me] = 1.0
        return out
    mine = sum(sit.est[me])
    var_me = sum(sit.var[me])
    for other in range(sit.players):
        if other == me:
            continue
        margin = sum(sit.est[other]) - mine
        if sit.totals and len(sit.totals) > other:
            margin += sit.totals[other] - sit.totals[me]
        spread = math.sqrt(var_me + sum(sit.var[other]) + 1.0)
        z = margin / spread
        out[other] = math.exp(-0.5 * z * z) / max(phi(z), 1e-12) / spread
    total = sum(out)
    return [w / total for w in out] if total > 0 else out


def draw_gain(sit: Situation, params: Params, row: list[float] | None = None) -> float:
    """Expected points saved by drawing from the deck this turn (one step deep), for the own
    row as it is, or as `row` would be after this move."""
    mine = sit.est[sit.seat] if row is None else row
    worst = max(mine)
    # what a Peek teaches is only worth something with a turn to come (not after a call)
    unknown = not all(sit.known) and sit.caller is None
    swap_gain = 0.0
    if sit.players > 1:
        swap_gain = max(0.0, swap_value(sit, params)[0] if row is None else _swap_gain(sit, mine))
    base = 0.0
    doubles = 0.0
    for card, p in sit.draw:
        if card >= 0:
            if worst - card > params.replace_margin:
                base += p * (worst - card - params.replace_margin)
        elif card == PEEK:
            base += p * (params.peek_value if unknown else 0.0)
        elif card == SWAP:
            base += p * swap_gain
        elif card == DOUBLE:
            doubles += p
    return base + doubles * base * 1.5


def _swap_gain(sit: Situation, mine: list[float]) -> float:
    """Roughly what a Swap would be worth for the own row `mine`: its best saving, counted
    twice, as `swap_value` counts it against a single rival."""
    worst = max(mine)
    lowest = min((min(sit.est[o]) for o in range(sit.players) if o != sit.seat), default=worst)
    return 2.0 * (worst - lowest)


def care(sit: Situation, seat: int) -> float:
    return sit.care[seat] if seat < len(sit.care) else 1.0


def opp_gain(sit: Situation, other: int, params: Params, mine: float) -> float:
    """Points seat `other` is expected to gain on this seat in one turn of theirs.

    A careful player improves their row (`opp_turn_gain`). A careless one does not, on
    average, but their Swaps land on a random seat: when this seat's row is the better one, a
    Swap that hits it moves points both ways.
    """
    c = care(sit, other)
    swaps = sum(p for card, p in sit.draw if card == SWAP)
    hit = swaps * params.careless_swap / max(1, sit.players - 1)
    edge = (sum(sit.est[other]) - mine) / 4.0  # one slot's worth, theirs minus mine
    return c * params.opp_turn_gain + (1.0 - c) * hit * 2.0 * edge


def win_chance(
    sit: Situation,
    mine_after: float,
    params: Params,
    opp_turns: bool = True,
    turns: int = 1,
) -> float:
    """Chance this seat ends the round (the game, in its last round) with the fewest points,
    if the round ends after every other seat has had `turns` more turns (none without
    `opp_turns`) and this seat's row is worth `mine_after`."""
    me = sit.seat
    var_me = sum(sit.var[me])
    chance = 1.0
    for other in range(sit.players):
        if other == me:
            continue
        mean = sum(sit.est[other])
        if opp_turns:
            mean -= turns * opp_gain(sit, other, params, mine_after)
        mean = max(mean, 0.0)
        if sit.last_round and sit.totals:
            mean += sit.totals[other] - sit.totals[me]
        spread = math.sqrt(var_me + sum(sit.var[other]) + 1.0)
        chance *= phi((mean - mine_after) / spread)
    return chance


def should_call(
    sit: Situation,
    mine_after: float,
    params: Params,
    threshold: float,
    next_gain: Callable[[], float] | None = None,
) -> bool:
    """Call when the chance to have the fewest points is high enough, and not lower than
    after playing on for one more turn each (this seat gaining `next_gain()` points): against
    players who don't improve their rows, playing on is the better bet."""
    if "call" not in sit.legal:
        return False
    chance = win_chance(sit, mine_after, params)
    if sit.call_penalty:
        # the penalty is paid when someone has fewer: ask for a surer call the larger it is
        threshold = min(0.97, threshold + 0.02 * sit.call_penalty)
    if chance < threshold:
        return False
    if next_gain is None:
        return True
    return chance >= win_chance(sit, mine_after - next_gain(), params, turns=2)


def decide(sit: Situation, params: Params, call_threshold: float | None = None) -> Act:
    """The counting policy's action for this decision."""
    legal = sit.legal
    if "ready" in legal:
        return ("ready",)
    threshold = params.call_p if call_threshold is None else call_threshold
    if sit.step == "start" or sit.held is None:
        if "take" in legal and sit.pile_top is not None and sit.pile_top >= 0:
            gain, _ = number_gain(sit, sit.pile_top)
            if gain - params.take_margin >= draw_gain(sit, params):
                return ("take",)
        if "draw" in legal:
            return ("draw",)
        if "take" in legal:
            return ("take",)
        return ("call",) if "call" in legal else ("draw",)
    held = sit.held
    row = sit.est[sit.seat]
    mine = sum(row)

    def calls(after: float, new_row: list[float] | None = None) -> bool:
        # playing on is judged by what one more turn would save, from the row after this move
        nxt = (lambda: draw_gain(sit, params, new_row)) if params.call_lookahead else None
        return should_call(sit, after, params, threshold, nxt)

    if held >= 0:
        gain, slot = number_gain(sit, held)
        keep = sit.source == "pile" or "throw" not in legal or gain > params.replace_margin
        if calls(mine - gain if keep else mine, _put(row, slot, held) if keep else None):
            return ("call",)
        return ("replace", slot) if keep else ("throw",)
    if held == PEEK and "peek" in legal:
        if calls(mine):
            return ("call",)
        for slot in range(4):
            if not sit.known[slot]:
                return ("peek", slot)
        return ("throw",)
    if held == SWAP and "swap" in legal:
        value, gain, act = swap_value(sit, params)
        if act is not None and value > params.swap_margin:
            if calls(mine - gain, _put(row, int(act[1]), sit.est[int(act[2])][int(act[3])])):
                return ("call",)
            return act
        return ("call",) if calls(mine) else ("throw",)
    if held == DOUBLE and "double" in legal:
        return ("call",) if calls(mine - draw_gain(sit, params)) else ("double",)
    if calls(mine):
        return ("call",)
    return ("throw",) if "throw" in legal else (str(legal[0]),)


def _put(row: list[float], slot: int, value: float) -> list[float]:
    out = list(row)
    out[slot] = value
    return out
