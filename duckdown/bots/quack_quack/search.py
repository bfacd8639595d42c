"""`hard`: determinization (PIMC). At a decision with a real choice it samples the hidden
cards with the engine's `resample`, applies each candidate to a copy of each sample, plays the
round out with the rule policy for every seat (`rollout.py`) and keeps the candidate with the
best mean; the rules' own choice stands unless another is ahead by `margin`.

The budget is a number of samples, not a time, so a bot's moves follow from its seed and what
it saw. Overtaking a partner's winning combination must gain the team `overtake` coins more.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

from duckdown.bots.base import JSON
from duckdown.bots.quack_quack.hands import Action, cost, minus
from duckdown.bots.quack_quack.policy import Params, Situation, decide
from duckdown.bots.quack_quack.rollout import ROLLOUT, act, clone, playout, value
from duckdown.bots.quack_quack.rules import RuleBot
from duckdown.bots.quack_quack.sample import base_state
from duckdown.engine.quack_quack.actions import PASS, TAKE, action_to_json
from duckdown.engine.quack_quack.cards import COMBINATIONS, PEOPLE
from duckdown.engine.quack_quack.resample import resample
from duckdown.engine.quack_quack.state import DISCARD, GIVE_BACK, State


class SearchBot(RuleBot):
    level = "search"

    def __init__(
        self,
        seat: int,
        seed: int,
        params: Params | None = None,
        *,
        samples: int = 16,
        candidates: int = 4,
        margin: float = 0.05,
        overtake: float = 0.5,
        rollout: Params = ROLLOUT,
    ) -> None:
        super().__init__(seat, seed, params or Params(counting=True, endgame=True))
        self.samples = samples
        self.max_candidates = candidates
        self.margin = margin
        self.overtake = overtake
        self.rollout = rollout
        self.searched = 0  # decisions searched, for the benchmarks
        self.fallbacks = 0  # decisions the count could not back (missed events)

    def _act(self, view: Mapping[str, Any], options: list[JSON]) -> JSON | None:
        sit = self.situation(view, options)
        default = decide(sit, self.params)
        cands = candidates(sit, default, self.max_candidates)
        if len(cands) < 2:
            return action_to_json(default)
        base = base_state(view, self.memory, self.rng.getrandbits(63))
        if base is None:
            self.fallbacks += 1
            return action_to_json(default)
        self.searched += 1
        means = self.evaluate(base, cands)
        return action_to_json(self.choose(sit, cands, means, default))

    def evaluate(self, base: State, cands: Sequence[Action]) -> list[float]:
        """Each candidate's mean value over the same samples."""
        return search_values(base, self.seat, cands, self.samples, self.rng, self.rollout)

    def choose(
        self, sit: Situation, cands: Sequence[Action], means: Sequence[float], default: Action
    ) -> Action:
        base = cands.index(default)
        best = max(range(len(cands)), key=lambda i: (means[i], i == base))
        need = self.margin
        if sit.mate >= 0 and sit.last_seat == sit.mate and cands[best][0] in ("play", "bomb"):
            need = max(need, self.overtake)  # the team must clearly gain
        return cands[best] if means[best] > means[base] + need else default


def search_values(
    base: State,
    seat: int,
    cands: Sequence[Action],
    samples: int,
    rng: Any,
    rollout: Params = ROLLOUT,
    resampled: bool = True,
) -> list[float]:
    """Mean round value of each candidate over `samples` deals (`resampled`: drawn again from
    what `seat` knows; else the state as it is, for an analysis that sees every hand)."""
    totals = [0.0] * len(cands)
    results = len(base.results)
    for _ in range(samples):
        deal = resample(base, seat, rng) if resampled else base
        seed = rng.getrandbits(63)
        for i, action in enumerate(cands):
            sim = clone(deal, seed)  # the same reshuffles for every candidate
            act(sim, seat, action)
            playout(sim, rollout)
            totals[i] += value(sim, seat, results)
    return [t / samples for t in totals]


def candidates(sit: Situation, default: Action, limit: int) -> list[Action]:
    """The rules' choice and the likeliest others, one of each kind of play (the People
    are alike in a combination: only the rules' choice of types is kept)."""
    legal = sit.legal
    hand = sit.hand
    out: list[Action] = [default]
    seen = {_shape(default)}

    def add(action: Action) -> None:
        shape = _shape(action)
        if shape not in seen and len(out) < limit:
            seen.add(shape)
            out.append(action)

    if sit.step in (DISCARD, GIVE_BACK) or any(a[0] == "give" for a in legal):
        twos = sorted(
            (a for a in legal if a[0] in ("discard", "give_back", "give")),
            key=lambda a: cost(minus(hand, a[1])),
        )
        for action in twos:
            add(action)
        for action in legal:
            if action[0] not in ("discard", "give_back", "give"):
                add(action)
        return out
    if TAKE in legal:
        legal = [a for a in legal if a != PASS]  # taking two is never worse than passing
    ranked = sorted(legal, key=lambda a: -_gain(hand, a))
    for action in ranked:
        add(action)
    return out


def _gain(hand: list[int], action: Action) -> float:
    if action[0] in ("play", "bomb"):
        return cost(hand) - cost(minus(hand, action[1]))
    if action[0] == "join":
        return cost(hand) - cost(minus(hand, (action[1],)))
    return -math.inf if action == PASS else 0.0


def _shape(action: Action) -> tuple[Any, ...]:
    """People are one class in a combination: two People plays of one size are alike."""
    if action[0] in ("play", "join", "bomb") or action[0] in ("discard", "give", "give_back"):
        cards = action[1] if action[0] != "join" else (action[1],)
        if action[0] in ("play", "join") and all(c in PEOPLE for c in cards):
            strength = COMBINATIONS[cards][0] if action[0] == "play" else -2
            return (action[0], "people", strength)
        return (action[0], tuple(cards))
    return (action[0],)
