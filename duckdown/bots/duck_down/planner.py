"""`planner`: determinization. At a hard decision (whether to call, where to Swap, take or draw)
it samples hidden deals consistent with what it knows, plays each to the end of the round with
the counting policy for every seat, and keeps the candidate with the best average outcome.
Easy decisions are the counting bot's. See docs/bots.md."""

from __future__ import annotations

import dataclasses
import math
import random
import time
from collections.abc import Mapping, Sequence
from typing import Any

from duckdown.bots.base import JSON
from duckdown.bots.duck_down.cards import from_json
from duckdown.bots.duck_down.core import (
    Act,
    Params,
    Situation,
    best_swap,
    decide,
    draw_gain,
    number_gain,
    win_chance,
)
from duckdown.bots.duck_down.counting import CountingBot, act_to_json
from duckdown.bots.duck_down.memory import INF
from duckdown.bots.duck_down.rollout import SimModel, clone, playout, sim_situation, track
from duckdown.engine.duck_down import game
from duckdown.engine.duck_down.config import Config
from duckdown.engine.duck_down.state import (
    FIRST,
    FROM_PILE,
    NO_DOUBLE,
    SECOND,
    TURN_PHASE,
    State,
)

_DOUBLE = {"first": FIRST, "second": SECOND}


class PlannerBot(CountingBot):
    level = "planner"

    def __init__(
        self,
        seat: int,
        seed: int,
        *,
        deck: Mapping[Any, int] | None = None,
        call_penalty: int = 0,
        params: Params | None = None,
        rollout_params: Params | None = None,
        infer: bool = False,
        samples: int = 128,
        budget_s: float | None = None,
        call_band: float = 0.3,
        swap_candidates: int = 3,
        take_band: float = 1.0,
        outside: float = 0.1,
        margin: float = 0.02,
        plan_numbers: bool = True,
        nocall_weight: float = 0.2,
    ) -> None:
        super().__init__(
            seat, seed, deck=deck, call_penalty=call_penalty, params=params, infer=infer
        )
        self.samples = samples
        self.budget_s = budget_s
        self.call_band = call_band
        self.swap_candidates = swap_candidates
        self.take_band = take_band
        self.margin = margin
        self.plan_numbers = plan_numbers
        self.nocall_weight = nocall_weight
        self.outside = outside  # weight of a card above its inferred bound
        # the playouts model every seat, the others included, as the plain counting policy
        self.model = SimModel(self.memory.deck, rollout_params or Params(), call_penalty)
        self.sim_config = Config(
            deck=tuple(sorted(self.memory.deck.items())),
            peek_time=0,
            turn_time=0,
            call_penalty=call_penalty,
        )
        self.planned = 0  # decisions that were planned, for the benchmarks

    # --- deciding ------------------------------------------------------------------------

    def _act(self, view: Mapping[str, Any], options: list[JSON]) -> JSON | None:
        sit = self.situation(view)
        default = decide(sit, self.params)
        candidates = self.candidates(sit, default)
        if len(candidates) < 2 or view.get("phase") != "turn":
            return act_to_json(default)
        self.planned += 1
        first = [seq[0] for seq in candidates]
        fallback = first.index(default) if default in first else 0
        best = self.plan(view, candidates, fallback)
        return act_to_json(candidates[best][0])

    def candidates(self, sit: Situation, default: Act) -> list[list[Act]]:
        """Action sequences worth comparing by playouts; fewer than two: nothing to plan."""
        params = self.params
        legal = sit.legal
        out: list[list[Act]] = []
        if sit.step == "start" or sit.held is None:
            top = sit.pile_top
            if "take" in legal and "draw" in legal and top is not None and top >= 0:
                gain, _ = number_gain(sit, top)
                margin = gain - params.take_margin - draw_gain(sit, params)
                if abs(margin) <= self.take_band:
                    out = [[("take",)], [("draw",)]]
            return out
        no_call = dataclasses.replace(sit, legal=[kind for kind in legal if kind != "call"])
        main = decide(no_call, params)
        out.append([main])
        held = sit.held
        if self.plan_numbers and held is not None and held >= 0:  # which slot, or throw?
            gains = sorted(((sit.est[sit.seat][k] - held, k) for k in range(4)), reverse=True)
            for gain, slot in gains[:2]:
                if ("replace", slot) != main and gain > -1.0:
                    out.append([("replace", slot)])
            if "throw" in legal and main != ("throw",):
                out.append([("throw",)])
        if held is not None and held == -1 and "swap" in legal:  # a Swap: where to?
            for act in self._swap_options(sit, params):
                if act != main:
                    out.append([act])
            if main != ("throw",):
                out.append([("throw",)])
        if "call" in legal:
            after = sum(sit.est[sit.seat]) - _gain(sit, main)
            chance = win_chance(sit, after, params)
            if default == ("call",) or abs(chance - params.call_p) <= self.call_band:
                out.append([("call",), main])
        return out

    def _swap_options(self, sit: Situation, params: Params) -> list[Act]:
        me = sit.seat
        scored: list[tuple[float, Act]] = []
        for other in range(sit.players):
            if other == me:
                continue
            for slot in range(4):
                for other_slot in range(4):
                    gain = sit.est[me][slot] - sit.est[other][other_slot]
                    scored.append((gain, ("swap", slot, other, other_slot)))
        scored.sort(key=lambda item: -item[0])
        return [act for _, act in scored[: self.swap_candidates]]

    def plan(
        self, view: Mapping[str, Any], candidates: Sequence[Sequence[Act]], default: int = 0
    ) -> int:
        """The candidate with the best mean outcome over the samples, if it beats `default`
        (the counting policy's choice) by at least `margin`: playouts are noisy and a little
        biased, so the heuristic keeps the benefit of the doubt."""
        rng = random.Random(self.rng.getrandbits(63))
        totals = [0.0] * len(candidates)
        start = time.perf_counter()
        done = 0.0
        for _ in range(self.samples):
            sample = self.sample_state(view, rng)
            weight = self.likelihood(sample)
            for i, seq in enumerate(candidates):
                sim = clone(sample, rng.getrandbits(32))
                placed = [list(row) for row in self.memory.placed[: sim.n]]
                if not _apply_all(sim, self.seat, seq, placed):
                    totals[i] -= 1e6
                    continue
                playout(sim, self.model, placed)
                totals[i] += weight * self.utility(view, sim)
            done += weight
            if self.budget_s is not None and time.perf_counter() - start > self.budget_s:
                break
        best = default
        for i in range(len(candidates)):
            if totals[i] > totals[best] + 1e-9:
                best = i
        if best != default and (totals[best] - totals[default]) / max(done, 1e-9) < self.margin:
            return default
        return best

    def likelihood(self, sample: State) -> float:
        """How well a sample fits the others' silence: a seat that has played this round and
        not called would likely have called holding the sampled row, if that row is good."""
        if sample.caller is not None or self.nocall_weight >= 1.0:
            return 1.0
        weight = 1.0
        placed = [list(row) for row in self.memory.placed[: sample.n]]
        for other in range(sample.n):
            if other == self.seat or not self.memory.turns[other]:
                continue
            sit = sim_situation(sample, other, self.model, placed)
            mine = sum(sit.est[other])
            if win_chance(sit, mine, self.model.params) >= self.model.params.call_p:
                weight *= self.nocall_weight
        return weight

    def utility(self, view: Mapping[str, Any], sim: State) -> float:
        """How good the sampled round's end is: the chance to win the game, roughly."""
        me = self.seat
        totals = sim.totals
        mine = totals[me]
        others = [t for s, t in enumerate(totals) if s != me]
        diff = mine - min(others)
        left = int(view.get("rounds", 1)) - int(view.get("round", 1))
        if left <= 0:
            if diff < 0:
                return 1.0
            if diff == 0:
                return 1.0 / (1 + sum(1 for t in others if t == mine))
            return 0.0
        return 1.0 / (1.0 + math.exp(diff / (4.0 * math.sqrt(left))))

    # --- sampling ------------------------------------------------------------------------

    def sample_state(self, view: Mapping[str, Any], rng: random.Random) -> State:
        """A full engine state consistent with everything this seat knows."""
        mem = self.memory
        n = int(view["players"])
        me = self.seat
        everyone = (1 << n) - 1
        pool = mem.pool(view)
        cards = [c for c, k in sorted(pool.items()) for _ in range(k)]
        rng.shuffle(cards)
        rows: list[list[int]] = [[0] * 4 for _ in range(n)]
        open_slots: list[tuple[int, int]] = []
        bounded: list[tuple[float, int, int]] = []
        for s in range(n):
            for k in range(4):
                value = mem.vals[s][k]
                if value is not None:
                    rows[s][k] = value
                elif s != me and mem.bound[s][k] < INF:
                    bounded.append((mem.bound[s][k], s, k))
                else:
                    open_slots.append((s, k))
        # cards their owners' choices say are low: the tightest first, each below its bound
        for limit, s, k in sorted(bounded):
            rows[s][k] = self._draw_below(cards, limit, mem.placed[s][k], rng)
        for s, k in open_slots:
            rows[s][k] = cards.pop() if cards else self._any_number(rng)
        deck_size = int(view.get("deck", 0))
        deck = cards[:deck_size]
        while len(deck) < deck_size:
            deck.append(self._any_number(rng))
        sim = State(self.sim_config, n, rng.getrandbits(32), int(view.get("round", 1)))
        sim.round = int(view.get("round", 1))
        sim.first_seat = int(view.get("first_seat", 0))
        sim.phase = TURN_PHASE
        sim.ready = [True] * n
        sim.rows = rows
        sim.known = [[mem.mask[s][k] & everyone & ~(1 << me) for k in range(4)] for s in range(n)]
        for s in range(n):
            for k in range(4):
                if mem.vals[s][k] is not None:
                    sim.known[s][k] |= 1 << me
        sim.deck = deck
        sim.pile = [c for c in (from_json(x) for x in view.get("pile") or ()) if c is not None]
        turn = view.get("turn") or {}
        sim.turn_seat = int(turn.get("seat", me))
        sim.turn_number = int(turn.get("number", 1)) - 1
        sim.step = str(turn.get("step", "start"))
        sim.draws = int(turn.get("draws", 0))
        sim.double = _DOUBLE.get(str(turn.get("double")), NO_DOUBLE)
        held = view.get("held")
        if held is not None:
            sim.held = from_json(held.get("card"))
            sim.held_source = str(held.get("source", "deck"))
            sim.held_known = everyone if sim.held_source == FROM_PILE else 1 << me
        sim.caller = view.get("caller")
        sim.deadline = None
        sim.totals = [int(t) for t in view.get("totals") or [0] * n]
        return sim

    def _draw_below(self, cards: list[int], limit: float, placed: bool, rng: random.Random) -> int:
        mean = self.memory.numbers_mean
        weights = [
            (1.0 if (c if c >= 0 else mean) <= limit else self.outside)
            * (0.0 if placed and c < 0 else 1.0)
            for c in cards
        ]
        if not cards or sum(weights) <= 0:
            return self._any_number(rng)
        i = rng.choices(range(len(cards)), weights)[0]
        return cards.pop(i)

    def _any_number(self, rng: random.Random) -> int:
        numbers = sorted(c for c, k in self.memory.deck.items() if c >= 0 and k)
        return numbers[rng.randrange(len(numbers))] if numbers else 0


def _gain(sit: Situation, act: Act) -> float:
    if act[0] == "replace" and sit.held is not None:
        return sit.est[sit.seat][int(act[1])] - sit.held
    if act[0] == "swap":
        return sit.est[sit.seat][int(act[1])] - sit.est[int(act[2])][int(act[3])]
    return 0.0


def _apply_all(sim: State, seat: int, seq: Sequence[Act], placed: list[list[bool]]) -> bool:
    try:
        for act in seq:
            track(sim, seat, act, placed)
            game.apply(sim, seat, act, 0, None)
    except Exception:
        return False
    return True


__all__ = ["PlannerBot", "best_swap"]
