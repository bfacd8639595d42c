"""An engine state built from one seat's view and memory, for the `hard` bot's search.

What the seat knows goes in as it is: its hand, the public plays, the face-up pile, its own
exchanges and face-down cards, what its teammate surely holds. Every other card is put
anywhere it could be; the engine's `resample` then deals all of those again, uniformly, as
often as the search asks. The state is the bot's own: it never reads the real game's.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from duckdown.bots.quack_quack.hands import counts_of
from duckdown.bots.quack_quack.memory import Memory
from duckdown.engine.quack_quack.cards import CARD_OF, COMBINATIONS, NOTHING
from duckdown.engine.quack_quack.config import Config
from duckdown.engine.quack_quack.state import (
    FROM_DECK,
    IN_ASIDE,
    IN_DISCARD,
    STEP_NAMES,
    State,
    counts,
)


def _cards(names: Any) -> list[int]:
    return sorted(CARD_OF[name] for name in names or ())


def base_state(view: Mapping[str, Any], memory: Memory, seed: int) -> State | None:
    """A state agreeing with everything the seat knows, or None where the seat's own count
    does not add up (missed events): the search then leaves the decision to the rules."""
    n = int(view["players"])
    me = int(view["seat"])
    mate = (me + 2) % 4 if n == 4 else -1
    config = Config(turn_time=0, rounds=int(view["rounds"] or 5), goal_coins=int(view["goal"] or 4))
    s = State(config, n, seed)
    s.rounds = view["rounds"]
    s.goal = view["goal"]
    s.round = int(view["round"])
    s.sizes = [int(k) for k in view["hands"]]
    s.hands = [counts() for _ in range(n)]
    s.hands[me] = counts_of(view["hand"])
    if mate >= 0:
        s.shown[mate] = counts_of(view.get("teammate_holds") or ())
        s.shown[me] = counts_of(view.get("teammate_knows") or ())
    s.discard = list(memory.faceup)
    s.hidden = [counts() for _ in range(n)]
    s.hidden[me] = list(memory.hidden)
    s.aside = [counts() for _ in range(n)]
    s.aside[me] = list(memory.aside)
    s.yard_cards = memory.yard(view)
    struggle = int(view["struggle"])
    s.plays = [[p[0], p[1], p[2], list(p[3])] for p in memory.round_plays()]
    s.yard_from = sum(1 for p in s.plays if p[0] < struggle)
    s.struggle = struggle
    s.leader = int(view["leader"])
    s.turn = me
    s.step = STEP_NAMES.index(view["decision"]["kind"])
    last = view.get("last")
    s.last = NOTHING if last is None else COMBINATIONS[tuple(_cards(last["cards"]))][0]
    s.last_seat = -1 if last is None else int(last["seat"])
    s.passed = [bool(p) for p in view["passed"]]
    s.passes = [[p["seat"], p["exchange"], p["with"]] for p in view.get("passes") or ()]
    bomb = view.get("bomb")
    if bomb is not None:
        s.bomb = str(bomb["kind"])
        s.declarer = int(bomb["seat"])
        s.lap = [int(x) for x in bomb["lap"]]
        s.answers = [[a["seat"], a["joined"]] for a in bomb["answers"]]
        s.lap_pos = len(s.answers)
    eliminated = len(view.get("eliminated") or ())
    s.ranks = [int(r or 0) for r in view["ranks"]]
    s.best = 1 + sum(1 for r in s.ranks if r) - eliminated
    s.worst = n - eliminated
    s.coins = [int(c) for c in view["totals"]]
    s.gained = [int(c) for c in view["gained"]]
    s.supply = sum(s.coins)
    monument = view["monument"]
    s.monument = -1 if monument["seat"] is None else int(monument["seat"])
    s.vice = monument["side"] == "vice"
    # the rounds before are settled: `value` reads only the round played out
    _records(s, view, me, struggle)
    return s if _deal_unknown(s, view, memory, me, mate) else None


def _records(s: State, view: Mapping[str, Any], me: int, struggle: int) -> None:
    """Our own exchanges with their cards; another seat's take in this struggle with cards
    to be drawn (its put-aside cards must reach the pile when the struggle ends)."""
    at = len(s.plays)
    for x in view.get("exchanges") or ():
        where = IN_ASIDE if int(x["struggle"]) == struggle else IN_DISCARD
        if x["type"] == "deck":
            record = [x["struggle"], at, me, FROM_DECK, _cards(x["took"]), _cards(x["discarded"])]
        elif x["type"] == "gave":
            record = [x["struggle"], at, me, int(x["with"]), _cards(x["gave"]), _cards(x["got"])]
        else:
            record = [
                x["struggle"],
                at,
                int(x["with"]),
                me,
                _cards(x["received"]),
                _cards(x["returned"]),
            ]
        s.records.append([*record, where])
    for p in view.get("passes") or ():
        if p["exchange"] == "deck" and int(p["seat"]) != me:
            s.records.append([struggle, at, int(p["seat"]), FROM_DECK, [0, 0], [0, 0], IN_ASIDE])
    s.records.sort(key=lambda r: int(r[0]))


def _deal_unknown(s: State, view: Mapping[str, Any], memory: Memory, me: int, mate: int) -> bool:
    """Put the cards the seat can't place into the zones it can't see, any way at all."""
    pool = [card for card, k in enumerate(memory.unseen(view)) for _ in range(k)]
    n = s.n
    deck = int(view["deck"] or 0) if n < 4 else 0
    aside = view.get("aside") or [0] * n
    others_hidden = int(view["discard"]) - sum(s.discard) - sum(s.hidden[me])
    need = deck + others_hidden
    for other in range(n):
        if other != me:
            need += s.sizes[other] - sum(s.shown[other]) + int(aside[other] or 0)
    if others_hidden < 0 or need != len(pool):
        return False
    at = 0

    def take(k: int) -> list[int]:
        nonlocal at
        out = counts()
        for card in pool[at : at + k]:
            out[card] += 1
        at += k
        return out

    for other in range(n):
        if other == me:
            continue
        free = take(s.sizes[other] - sum(s.shown[other]))
        s.hands[other] = [a + b for a, b in zip(free, s.shown[other], strict=True)]
        if other != mate:
            s.shown[other] = counts()
        s.aside[other] = take(int(aside[other] or 0))
    if n < 4:
        s.hidden[(me + 1) % n] = take(others_hidden)
        s.deck = pool[at : at + deck]
    else:
        s.discard = [a + b for a, b in zip(s.discard, take(others_hidden), strict=True)]
    s.rand = random.Random(s.seed)
    return True
