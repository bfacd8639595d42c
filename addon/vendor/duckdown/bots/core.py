"""The counting policy's decisions, on plain numbers, shared by the view-driven `counting` bot
and the planner's fast rollouts (which read the same numbers off a simulated state).

A `Situation` is what one seat believes at one decision: the expected points of every slot
(`est`), how uncertain each is (`var`), the distribution of the next card drawn, the held card.
`decide` turns it into an action tuple in the engine's shape, e.g. `("swap", 1, 2, 3)`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from duckdown.bots.cards import DOUBLE, PEEK, SWAP

Act = tuple[int | str, ...]


@dataclass(frozen=True, slots=True)
class Params:
    """The knobs of the counting policy (tuned by arena runs, see docs/bots.md)."""

    replace_margin: float = 0.0  # replace a slot when it gains more than this
    swap_margin: float = 0.6  # use a Swap when it gains more than this
    take_margin: float = 0.4  # take the pile when it beats drawing by this
    peek_value: float = 1.2  # points a Peek at an unknown own slot is worth
    call_p: float = 0.8  # call when the chance to have the fewest points is at least this
    opp_turn_gain: float = 1.6  # points an opponent is expected to gain in their last turn
    placed_blend: float = 0.3  # owner-placed unknown card: low mean + blend * (mean - low mean)
    leader_bonus: float = 0.5  # prefer Swapping with the seat that leads (fewest points)


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
    me = sit.seat
    mine = sit.est[me]
    leader = _leader(sit)
    best = -1e9
    act: Act | None = None
    for other in range(sit.players):
        if other == me:
            continue
        bonus = params.leader_bonus if other == leader else 0.0
        theirs = sit.est[other]
        for slot in range(4):
            for other_slot in range(4):
                gain = mine[slot] - theirs[other_slot]
                if gain + bonus > best:
                    best = gain + bonus
                    act = ("swap", slot, other, other_slot)
    return best, act


def _leader(sit: Situation) -> int:
    """The other seat that looks best placed to win (fewest expected points, totals in)."""
    best = 1e18
    leader = -1
    for other in range(sit.players):
        if other != sit.seat:
            score = sum(sit.est[other]) + (sit.totals[other] if sit.totals else 0)
            if score < best:
                best, leader = score, other
    return leader


def draw_gain(sit: Situation, params: Params) -> float:
    """Expected points saved by drawing from the deck this turn (one step deep)."""
    worst = max(sit.est[sit.seat])
    unknown = not all(sit.known)
    swap_gain = max(0.0, best_swap(sit, params)[0]) if sit.players > 1 else 0.0
    numbers = 0.0
    specials = 0.0
    for card, p in sit.draw:
        if card >= 0:
            numbers += p * max(0.0, worst - card - params.replace_margin)
        elif card == PEEK:
            specials += p * (params.peek_value if unknown else 0.0)
        elif card == SWAP:
            specials += p * swap_gain
    doubles = sum(p for card, p in sit.draw if card == DOUBLE)
    base = numbers + specials
    return base + doubles * base * 1.5


def win_chance(sit: Situation, mine_after: float, params: Params, opp_turns: bool = True) -> float:
    """Chance this seat ends the round (the game, in its last round) with the fewest points."""
    me = sit.seat
    var_me = sum(sit.var[me])
    chance = 1.0
    for other in range(sit.players):
        if other == me:
            continue
        mean = sum(sit.est[other]) - (params.opp_turn_gain if opp_turns else 0.0)
        mean = max(mean, 0.0)
        if sit.last_round and sit.totals:
            mean += sit.totals[other] - sit.totals[me]
        spread = math.sqrt(var_me + sum(sit.var[other]) + 1.0)
        chance *= phi((mean - mine_after) / spread)
    return chance


def should_call(sit: Situation, mine_after: float, params: Params, threshold: float) -> bool:
    if "call" not in sit.legal:
        return False
    chance = win_chance(sit, mine_after, params)
    if sit.call_penalty:
        # the penalty is paid when someone has fewer: ask for a surer call the larger it is
        threshold = min(0.97, threshold + 0.02 * sit.call_penalty)
    return chance >= threshold


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
    mine = sum(sit.est[sit.seat])
    if held >= 0:
        gain, slot = number_gain(sit, held)
        keep = sit.source == "pile" or "throw" not in legal or gain > params.replace_margin
        after = mine - gain if keep else mine
        if should_call(sit, after, params, threshold):
            return ("call",)
        return ("replace", slot) if keep else ("throw",)
    if held == PEEK and "peek" in legal:
        if should_call(sit, mine, params, threshold):
            return ("call",)
        for slot in range(4):
            if not sit.known[slot]:
                return ("peek", slot)
        return ("throw",)
    if held == SWAP and "swap" in legal:
        gain, act = best_swap(sit, params)
        use = act is not None and gain > params.swap_margin
        if should_call(sit, mine - gain if use else mine, params, threshold):
            return ("call",)
        if use and act is not None:
            return act
        return ("throw",)
    if held == DOUBLE and "double" in legal:
        if should_call(sit, mine - draw_gain(sit, params), params, threshold):
            return ("call",)
        return ("double",)
    if should_call(sit, mine, params, threshold):
        return ("call",)
    return ("throw",) if "throw" in legal else (str(legal[0]),)
