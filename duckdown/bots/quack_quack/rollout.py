"""Fast playouts for the `hard` bot: the rule policy, read straight off a sampled state.

The state is the bot's own sample (`sample.py` and the engine's `resample`), never the real
game's. Every seat in it plays `easy`'s rules, which need no memory, and the round is played
to its end without building events.
"""

from __future__ import annotations

import random
from typing import Final

from duckdown.bots.quack_quack.hands import Action
from duckdown.bots.quack_quack.policy import Params, Situation, decide
from duckdown.engine.quack_quack import game, legal
from duckdown.engine.quack_quack.state import FIELDS, GIVE_BACK, OVER_PHASE, R_PASSER, State

ROLLOUT: Final = Params(counting=False, endgame=True)
MONUMENT: Final = 0.3  # coins the monument is worth: the next round's lead
_LISTS: Final = ("sizes", "deck", "discard", "yard_cards", "passed", "ranks", "coins", "gained")
_NESTED: Final = ("hands", "shown", "hidden", "aside", "records")
_SHALLOW: Final = ("plays", "passes", "answers", "lap", "results")
_PLAIN: Final = tuple(f for f in FIELDS if f not in (*_LISTS, *_NESTED, *_SHALLOW, "rand", "memo"))


def clone(s: State, seed: int) -> State:
    """A copy for one playout; much cheaper than the engine's JSON round trip."""
    c = State.__new__(State)
    for name in _PLAIN:
        setattr(c, name, getattr(s, name))
    for name in _LISTS:
        setattr(c, name, list(getattr(s, name)))
    for name in _NESTED:
        setattr(c, name, [list(x) for x in getattr(s, name)])
    for name in _SHALLOW:
        setattr(c, name, list(getattr(s, name)))
    c.rand = random.Random(seed)
    c.memo = None
    return c


def situation(s: State, seat: int) -> Situation:
    return Situation(
        seat=seat,
        n=s.n,
        step=s.step,
        hand=s.hands[seat],
        legal=legal.legal_actions(s, seat),
        last=s.last,
        last_seat=s.last_seat,
        sizes=s.sizes,
        passed=s.passed,
        mate=(seat + 2) % 4 if s.n == 4 else -1,
        passer=s.records[-1][R_PASSER] if s.step == GIVE_BACK else -1,
    )


def act(s: State, seat: int, action: Action) -> None:
    game.apply(s, seat, action, 0, None)


def playout(s: State, params: Params = ROLLOUT, max_steps: int = 5000) -> None:
    """Play the state's current round to its end with the rule policy for every seat."""
    results = len(s.results)
    for _ in range(max_steps):
        if s.phase == OVER_PHASE or len(s.results) != results:
            return
        seat = s.turn
        game.apply(s, seat, decide(situation(s, seat), params), 0, None)


def value(s: State, seat: int, results: int) -> float:
    """What the round played out from a state with `results` rounds finished was worth to
    `seat`: its coins (its team's at 4 players) minus the others', the monument a little."""
    if len(s.results) <= results:
        return 0.0
    result = s.results[results]
    gained: list[int] = result["gained"]
    holder = int(result["monument"])
    n = s.n
    if n == 4:
        ours = gained[seat] + gained[(seat + 2) % 4]
        theirs = gained[(seat + 1) % 4] + gained[(seat + 3) % 4]
        bonus = MONUMENT if holder in (seat, (seat + 2) % 4) else -MONUMENT
        return float(ours - theirs) + bonus
    others = [gained[o] for o in range(n) if o != seat]
    v = gained[seat] - sum(others) / len(others)
    if n == 3 and holder == seat:
        v += MONUMENT
    return v
