"""What a seat believes at one decision, from its memory and the view: every filled slot's
expected points, which own cards it knows, the unseen cards' points, and the threats.

A remembered card counts its points. An unknown card counts the mean of the unseen cards,
except one its owner drew and kept in place of a card worth `kept` points (`Params.read_kept`):
a careful owner keeps only a lower card, so it counts the mean of the unseen cards below that,
blended halfway back to the plain mean (people misjudge, and some keep anything).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from duckdown.bots.dutch.cards import RANK, SLOTS, VALUE, from_json, pool_mean, value_counts
from duckdown.bots.dutch.memory import Memory

KEPT_BLEND = 0.5  # a kept card: the mean below what it replaced, this far back to the mean


@dataclass(slots=True)
class Situation:
    seat: int
    players: int
    est: list[list[float | None]]  # per row and slot: expected points, None for an empty slot
    vals: list[list[int | None]]  # per row and slot: the card remembered there, else None
    mean: float  # mean points of an unseen card
    var: float  # their variance
    values: dict[int, float]  # the next unseen card's points: value -> chance
    draw: list[tuple[int, float]]  # the next drawn card: card int -> chance
    caller: int | None
    totals: list[int] = field(default_factory=list)

    def mine(self) -> list[tuple[int, float]]:
        """The own filled slots and their expected points."""
        return [(k, e) for k, e in enumerate(self.est[self.seat]) if e is not None]

    def unknown_own(self) -> list[int]:
        me = self.seat
        return [k for k, e in self.mine() if self.vals[me][k] is None]

    def threat(self, other: int) -> float:
        """How much another seat's points decide this seat's win: a single rival counts in
        full; at a bigger table, the closest rival (round and totals) in full, others 0.3."""
        if self.players == 2:
            return 1.0
        scores = {
            s: self.row_mean(s) + (self.totals[s] if s < len(self.totals) else 0)
            for s in range(self.players)
            if s != self.seat
        }
        best = min(scores.values())
        return 1.0 if scores.get(other, math.inf) <= best else 0.3

    def row_mean(self, row: int) -> float:
        return sum(e for e in self.est[row] if e is not None)

    def row_var(self, row: int) -> float:
        return self.var * sum(
            1 for k, e in enumerate(self.est[row]) if e is not None and self.vals[row][k] is None
        )


def situation(memory: Memory, view: Mapping[str, Any], read_kept: bool) -> Situation:
    pool = memory.pool(view)
    mean = pool_mean(pool)
    counts = value_counts(pool)
    weight = sum(counts.values())
    var = sum(n * (v - mean) ** 2 for v, n in counts.items()) / weight if weight else 0.0
    values = {v: n / weight for v, n in counts.items()} if weight else {round(mean): 1.0}
    draw = _draws(pool, weight)
    players = int(view.get("players", memory.players))
    filled = view.get("filled") or []
    est: list[list[float | None]] = []
    vals: list[list[int | None]] = []
    for r in range(players):
        row_e: list[float | None] = []
        row_v: list[int | None] = []
        for k in range(SLOTS):
            card = memory.vals[r][k]
            if r >= len(filled) or not filled[r][k]:
                row_e.append(None)
                row_v.append(None)
                continue
            row_v.append(card)
            kept = memory.kept[r][k]
            if card is not None:
                row_e.append(float(VALUE[card]))
            elif read_kept and r != memory.seat and kept is not None:
                row_e.append(_below(counts, kept, mean))
            else:
                row_e.append(mean)
        est.append(row_e)
        vals.append(row_v)
    return Situation(
        seat=memory.seat,
        players=players,
        est=est,
        vals=vals,
        mean=mean,
        var=var,
        values=values,
        draw=draw,
        caller=view.get("caller"),
        totals=[int(t) for t in view.get("totals") or ()],
    )


def _draws(pool: list[int], weight: int) -> list[tuple[int, float]]:
    """The next drawn card's chances, one card per rank and points (a play depends on
    nothing else: suits matter only to a King's points), so a draw is weighed in 14 cases."""
    chances: dict[tuple[int, int], list[float]] = {}
    for card, n in enumerate(pool):
        if n:
            entry = chances.setdefault((RANK[card], VALUE[card]), [float(card), 0.0])
            entry[1] += n / weight
    return [(int(card), p) for card, p in chances.values()]


def _below(counts: Mapping[int, int], limit: float, mean: float) -> float:
    low = [(v, n) for v, n in counts.items() if v < min(limit, mean)]
    weight = sum(n for _, n in low)
    if not weight:
        return mean
    low_mean = sum(v * n for v, n in low) / weight
    return low_mean + KEPT_BLEND * (mean - low_mean)


def held_card(view: Mapping[str, Any]) -> tuple[int | None, str]:
    held = view.get("held")
    if not held:
        return None, "draw"
    return from_json(held.get("card")), str(held.get("source", "draw"))
