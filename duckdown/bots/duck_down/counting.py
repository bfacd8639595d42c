"""`counting`: remembers every card it has seen, counts the unseen ones, decides by expected
points. See docs/bots.md."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from duckdown.bots.base import JSON, BaseBot
from duckdown.bots.duck_down.cards import deck_from_options, from_json, number_mean
from duckdown.bots.duck_down.core import Act, Params, Situation, decide
from duckdown.bots.duck_down.memory import INF, Memory
from duckdown.bots.profiles import PERFECT, Human

GAME = "duck_down"


def act_to_json(act: Act) -> JSON:
    kind = act[0]
    if kind in ("replace", "peek"):
        return {"type": kind, "slot": act[1]}
    if kind == "swap":
        return {"type": "swap", "slot": act[1], "other_seat": act[2], "other_slot": act[3]}
    return {"type": kind}


def beliefs(
    memory: Memory, view: Mapping[str, Any], params: Params, infer: bool = False
) -> tuple[list[list[float]], list[list[float]], list[bool], dict[int, int], float]:
    """Expected points and variance per slot, own known slots, the unseen pool and its mean."""
    pool = memory.pool(view)
    mean = number_mean(pool) if any(c >= 0 and n for c, n in pool.items()) else 0.0
    if mean == 0.0:
        mean = number_mean(memory.deck)
    weight = sum(n for c, n in pool.items() if c >= 0)
    var = sum(n * (c - mean) ** 2 for c, n in pool.items() if c >= 0) / weight if weight else 0.0
    low = [(c, n) for c, n in pool.items() if 0 <= c < mean and n]
    low_n = sum(n for _, n in low)
    low_mean = sum(c * n for c, n in low) / low_n if low_n else mean
    placed_mean = low_mean + params.placed_blend * (mean - low_mean)
    players = memory.players
    me = memory.seat
    est: list[list[float]] = []
    variance: list[list[float]] = []
    for s in range(players):
        row_e: list[float] = []
        row_v: list[float] = []
        for k in range(4):
            card = memory.vals[s][k]
            if card is not None and card >= 0:
                row_e.append(float(card))
                row_v.append(0.0)
            elif card is not None:  # a special in a row is replaced by a number at the end
                row_e.append(mean)
                row_v.append(var)
            elif infer and s != me and memory.bound[s][k] < INF:
                m, v = _below(pool, memory.bound[s][k], mean, var, memory.placed[s][k])
                row_e.append(m)
                row_v.append(v)
            elif s != me and memory.placed[s][k] and memory.mask[s][k] >> s & 1:
                # kept by its owner: low if they play by the cards, any card if they don't
                c = memory.care(s)
                row_e.append(c * placed_mean + (1.0 - c) * mean)
                row_v.append(var * (1.0 - 0.5 * c))
            else:
                row_e.append(mean)
                row_v.append(var)
        est.append(row_e)
        variance.append(row_v)
    known = [memory.vals[me][k] is not None for k in range(4)]
    return est, variance, known, pool, mean


def _below(
    pool: Mapping[int, int], limit: float, mean: float, var: float, placed: bool
) -> tuple[float, float]:
    """Mean and variance of the unseen cards worth at most `limit` (a special counts as the
    mean number that will replace it; a card its owner drew and placed is never a special)."""
    cards = [
        (c if c >= 0 else mean, n)
        for c, n in pool.items()
        if n and (c <= limit if c >= 0 else not placed and mean <= limit)
    ]
    weight = sum(n for _, n in cards)
    if not weight:
        return min(mean, max(limit, 0.0)), var * 0.25
    m = sum(c * n for c, n in cards) / weight
    return m, sum(n * (c - m) ** 2 for c, n in cards) / weight


def situation(
    memory: Memory,
    view: Mapping[str, Any],
    params: Params,
    call_penalty: int,
    infer: bool = False,
) -> Situation:
    est, var, known, pool, _ = beliefs(memory, view, params, infer)
    total = sum(pool.values())
    draw = [(c, n / total) for c, n in sorted(pool.items()) if n] if total else []
    turn = view.get("turn") or {}
    held = view.get("held")
    pile = view.get("pile") or []
    rnd, rounds = int(view.get("round", 1)), int(view.get("rounds", 1))
    return Situation(
        seat=memory.seat,
        players=memory.players,
        est=est,
        var=var,
        known=known,
        draw=draw,
        legal=list(view.get("legal") or ()),
        step=str(turn.get("step", "start")),
        held=from_json(held.get("card")) if held else None,
        source=str(held.get("source", "deck")) if held else "deck",
        pile_top=from_json(pile[-1]) if pile else None,
        totals=[int(t) for t in view.get("totals") or [0] * memory.players],
        last_round=rnd >= rounds,
        caller=view.get("caller"),
        call_penalty=call_penalty,
        care=[memory.care(s) for s in range(memory.players)],
    )


class CountingBot(BaseBot):
    """Expected-value play from a full count of the cards it has seen.

    `human` makes it play more like a person: its `forget` (each remembered card, at each own
    turn) and `caution` (the chance to let a good call pass); `PERFECT` is the full-strength
    `counting` bot.
    """

    level = "counting"

    def __init__(
        self,
        seat: int,
        seed: int,
        *,
        deck: Mapping[Any, int] | None = None,
        call_penalty: int = 0,
        params: Params | None = None,
        human: Human = PERFECT,
        infer: bool = False,
    ) -> None:
        super().__init__(GAME, seat, seed)
        self.params = params or Params()
        self.call_penalty = call_penalty
        self.human = human
        self.infer = infer  # read opponents' choices (the planner's model); off for `counting`
        self.memory = Memory(seat, deck_from_options(deck))

    def _observe(self, event_view: Mapping[str, Any]) -> None:
        self.memory.observe(event_view)
        if (
            self.human.forget
            and event_view.get("type") == "turn_started"
            and event_view.get("seat") == self.seat
        ):
            self.memory.forget(self.human, self.rng)

    def _load(self, memory: Mapping[str, Any]) -> None:
        self.memory.load(memory)

    def situation(self, view: Mapping[str, Any]) -> Situation:
        self.memory.see(view)
        return situation(self.memory, view, self.params, self.call_penalty, self.infer)

    def _act(self, view: Mapping[str, Any], options: list[JSON]) -> JSON | None:
        sit = self.situation(view)
        act = decide(sit, self.params)
        if act[0] == "call" and self.human.hesitates(self.rng):
            sit.legal = [kind for kind in sit.legal if kind != "call"]
            act = decide(sit, self.params)
        return act_to_json(act)
