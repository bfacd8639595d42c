"""Fast playouts for the planner: the counting policy, reading a simulated engine state.

The state is the planner's own sample (a determinization), never the real game's. In it every
seat knows what the state's knowledge bits say it knows, and values unknown cards at the deck's
mean; that is `counting` without the full count, cheap enough for hundreds of playouts a move.
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from duckdown.bots.duck_down.cards import number_mean
from duckdown.bots.duck_down.core import Act, Params, Situation, decide
from duckdown.engine.duck_down import game
from duckdown.engine.duck_down.state import FROM_DECK, HOLD, OVER_PHASE, TURN_PHASE, State


class SimModel:
    """What the playout policy assumes about unknown cards: the whole deck's averages."""

    def __init__(self, deck: Mapping[int, int], params: Params, call_penalty: int) -> None:
        self.params = params
        self.call_penalty = call_penalty
        self.mean = number_mean(deck) if any(c >= 0 for c in deck) else 0.0
        numbers = [(c, n) for c, n in deck.items() if c >= 0 and n]
        weight = sum(n for _, n in numbers)
        self.var = sum(n * (c - self.mean) ** 2 for c, n in numbers) / weight if weight else 0.0
        low = [(c, n) for c, n in numbers if c < self.mean]
        low_n = sum(n for _, n in low)
        low_mean = sum(c * n for c, n in low) / low_n if low_n else self.mean
        self.placed = low_mean + params.placed_blend * (self.mean - low_mean)
        total = sum(deck.values())
        self.draw = [(c, n / total) for c, n in sorted(deck.items()) if n] if total else []


def sim_situation(
    s: State, seat: int, model: SimModel, placed: list[list[bool]] | None = None
) -> Situation:
    bit = 1 << seat
    mean, var, owner_known = model.mean, model.var, model.placed
    est: list[list[float]] = []
    variance: list[list[float]] = []
    for r in range(s.n):
        row = s.rows[r]
        kn = s.known[r]
        owner = 1 << r
        row_e: list[float] = []
        row_v: list[float] = []
        for k in range(4):
            if kn[k] & bit:
                card = row[k]
                if card >= 0:
                    row_e.append(float(card))
                    row_v.append(0.0)
                else:
                    row_e.append(mean)
                    row_v.append(var)
            elif r != seat and kn[k] & owner and (placed is None or placed[r][k]):
                row_e.append(owner_known)
                row_v.append(var * 0.5)
            else:
                row_e.append(mean)
                row_v.append(var)
        est.append(row_e)
        variance.append(row_v)
    mine = s.known[seat]
    holding = s.step == HOLD and s.held is not None
    return Situation(
        seat=seat,
        players=s.n,
        est=est,
        var=variance,
        known=[bool(mine[k] & bit) for k in range(4)],
        draw=model.draw,
        legal=game.legal_types(s, seat),
        step=s.step,
        held=s.held if holding else None,
        source=s.held_source if holding else FROM_DECK,
        pile_top=s.pile[-1] if s.pile else None,
        totals=s.totals,
        last_round=True,
        caller=s.caller,
        call_penalty=model.call_penalty,
    )


def fast_act(s: State, seat: int, model: SimModel, placed: list[list[bool]] | None = None) -> Act:
    return decide(sim_situation(s, seat, model, placed), model.params)


def track(s: State, seat: int, act: Act, placed: list[list[bool]]) -> None:
    """Before `act` is applied: keep the `placed` flags (owner drew and kept it) moving."""
    kind = act[0]
    if kind == "replace":
        placed[seat][int(act[1])] = s.held_source == FROM_DECK
    elif kind == "swap":
        a, i, b, j = seat, int(act[1]), int(act[2]), int(act[3])
        placed[a][i], placed[b][j] = placed[b][j], placed[a][i]


def playout(
    s: State, model: SimModel, placed: list[list[bool]] | None = None, max_steps: int = 2000
) -> None:
    """Play the state's current round to its end with the playout policy for every seat."""
    rnd = s.round
    steps = 0
    flags = placed if placed is not None else [[False] * 4 for _ in range(s.n)]
    while s.phase == TURN_PHASE and s.round == rnd and steps < max_steps:
        seat = s.turn_seat
        act = fast_act(s, seat, model, flags)
        try:
            track(s, seat, act, flags)
            game.apply(s, seat, act, 0, None)
        except Exception:
            legal = game.legal_actions(s, seat)
            if not legal:
                return
            game.apply(s, seat, legal[0], 0, None)
        steps += 1


def clone(s: State, seed: int) -> State:
    """A copy for one playout; cheaper than the engine's JSON round trip."""
    c = State.__new__(State)
    for name in State.__slots__:
        setattr(c, name, getattr(s, name))
    c.rows = [list(row) for row in s.rows]
    c.known = [list(row) for row in s.known]
    c.deck = list(s.deck)
    c.pile = list(s.pile)
    c.ready = list(s.ready)
    c.totals = list(s.totals)
    c.scores = [list(r) for r in s.scores]
    c.reveals = []
    c.rand = random.Random(seed)
    return c


def is_over(s: State) -> bool:
    return s.phase == OVER_PHASE
