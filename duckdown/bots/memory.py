"""What one seat knows, rebuilt from its own event views and seat views only.

- `vals[seat][slot]`: the card this seat has seen there (knowledge follows the card through
  replaces and swaps), else None;
- `mask[seat][slot]`: who knows that card (bit s: seat s), tracked from public events only,
  exactly as the engine tracks it (deal, replace, peek, swap);
- `placed[seat][slot]`: the card was drawn from the deck and put there by its owner, who chose
  to keep it, so it is probably low.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from duckdown.bots.cards import from_json, number_mean

MAX_SEATS = 8
INF = float("inf")
SLACK = 0.5  # people (and bots) are not exact: a bound is only a likely limit


class Memory:
    def __init__(self, seat: int, deck: Mapping[int, int]) -> None:
        self.seat = seat
        self.deck = dict(deck)
        self.players = MAX_SEATS
        self.round = 0
        self.held_source = "deck"
        self.vals: list[list[int | None]] = []
        self.mask: list[list[int]] = []
        self.placed: list[list[bool]] = []
        # an upper bound on a card's points, inferred from its owner's choices (see `_infer`)
        self.bound: list[list[float]] = []
        self.numbers_mean = number_mean(self.deck)
        self.timed_out = False
        self.reset()

    def reset(self) -> None:
        self.vals = [[None] * 4 for _ in range(MAX_SEATS)]
        # the deal: every seat looks at its outer slots 0 and 3 (ruling 4)
        self.mask = [[1 << s, 0, 0, 1 << s] for s in range(MAX_SEATS)]
        self.placed = [[False] * 4 for _ in range(MAX_SEATS)]
        self.bound = [[INF] * 4 for _ in range(MAX_SEATS)]
        self.turns = [0] * MAX_SEATS  # turns each seat has begun this round
        self.held_source = "deck"
        self.timed_out = False

    # --- input ---------------------------------------------------------------------------

    def observe(self, event: Mapping[str, Any]) -> None:
        kind = event.get("type")
        if kind == "round_started":
            self.reset()
            self.round = int(event.get("round", self.round + 1))
        elif kind == "turn_started":
            self.timed_out = False
            seat = int(event.get("seat", -1))
            if 0 <= seat < MAX_SEATS:
                self.turns[seat] += 1
        elif kind == "timed_out":
            self.timed_out = True
        elif kind == "drew":
            self.held_source = "deck"
        elif kind == "took":
            self.held_source = "pile"
        elif kind == "threw":
            card = from_json(event.get("card"))
            if not self.timed_out and card is not None and card >= 0:
                # a number thrown away: its owner thought no known card of theirs was worse
                seat = int(event["seat"])
                for k in range(4):
                    if self.mask[seat][k] >> seat & 1:
                        self.bound[seat][k] = min(self.bound[seat][k], card + SLACK)
        elif kind == "replaced":
            seat, slot = int(event["seat"]), int(event["slot"])
            discarded = from_json(event.get("discarded"))
            self._infer(seat, slot, discarded)
            self.vals[seat][slot] = from_json(event.get("card"))
            from_pile = self.held_source == "pile"
            self.mask[seat][slot] = (1 << MAX_SEATS) - 1 if from_pile else 1 << seat
            self.placed[seat][slot] = not from_pile
        elif kind == "peeked":
            seat, slot = int(event["seat"]), int(event["slot"])
            self.mask[seat][slot] |= 1 << seat
            card = from_json(event.get("card"))
            if card is not None:
                self.vals[seat][slot] = card
        elif kind == "swapped":
            a, i = int(event["seat"]), int(event["slot"])
            b, j = int(event["other_seat"]), int(event["other_slot"])
            vals, mask, placed = self.vals, self.mask, self.placed
            vals[a][i], vals[b][j] = vals[b][j], vals[a][i]
            mask[a][i], mask[b][j] = mask[b][j], mask[a][i]
            placed[a][i], placed[b][j] = placed[b][j], placed[a][i]
            bound = self.bound
            bound[a][i], bound[b][j] = bound[b][j], bound[a][i]
        elif kind == "round_ended":
            self.held_source = "deck"

    def _infer(self, seat: int, slot: int, discarded: int | None) -> None:
        """Before a replace lands: its owner chose `slot` as their worst, so every other card
        they know is worth at most what they thought `slot` was worth, and the card they
        put there is worth less than that."""
        if self.timed_out:
            return
        owner = 1 << seat
        if self.mask[seat][slot] & owner and discarded is not None:
            worth = float(discarded) if discarded >= 0 else self.numbers_mean
        else:
            worth = self.numbers_mean
        for k in range(4):
            if k != slot and self.mask[seat][k] & owner:
                self.bound[seat][k] = min(self.bound[seat][k], worth + SLACK)
        self.bound[seat][slot] = worth + SLACK if self.held_source == "deck" else INF

    def see(self, view: Mapping[str, Any]) -> None:
        """Take in a seat view: every row card it shows is seen now."""
        self.players = int(view.get("players", self.players))
        rnd = int(view.get("round", self.round))
        if rnd != self.round:  # a round began without our seeing round_started
            self.reset()
            self.round = rnd
        if view.get("phase") not in ("peek", "turn"):
            return  # the reveal at the end: the round is over
        for s, row in enumerate(view.get("rows") or ()):
            for k, card in enumerate(row):
                if card is not None:
                    self.vals[s][k] = from_json(card)

    def load(self, memory: Mapping[str, Any]) -> None:
        """The engine's `seat_memory`: what the seat knows when a bot takes it over."""
        self.reset()
        self.round = int(memory.get("round", self.round))
        rows = memory.get("rows") or []
        self.players = len(rows) or self.players
        for s, row in enumerate(rows):
            for k, card in enumerate(row):
                value = from_json(card)
                self.vals[s][k] = value
                if value is not None:
                    self.mask[s][k] |= 1 << self.seat

    # --- queries -------------------------------------------------------------------------

    def pool(self, view: Mapping[str, Any]) -> dict[int, int]:
        """The cards whose place this seat doesn't know: unknown row slots and the deck."""
        counts = dict(self.deck)
        seen: list[int | None] = [
            self.vals[s][k] for s in range(min(self.players, MAX_SEATS)) for k in range(4)
        ]
        seen.extend(from_json(c) for c in view.get("pile") or ())
        held = view.get("held")
        if held is not None:
            seen.append(from_json(held.get("card")))
        for card in seen:
            if card is not None and counts.get(card, 0) > 0:
                counts[card] -= 1
        return counts

    def forget(self, rng_random: Any, chance: float) -> None:
        """Forget each remembered row card with `chance` (the easy profile, once per turn)."""
        for s in range(min(self.players, MAX_SEATS)):
            row = self.vals[s]
            for k in range(4):
                if row[k] is not None and rng_random() < chance:
                    row[k] = None
