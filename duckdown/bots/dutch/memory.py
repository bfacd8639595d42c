"""What one seat knows, rebuilt from its own event views and seat views only.

- `vals[row][slot]`: the card this seat has seen there (its opening look, a card it drew and
  placed, a Queen's look, a taken card placed, a wrong throw-in shown to all), else None.
  Knowledge follows the card through a Jack's swap and leaves with it for the pile;
- `kept[row][slot]`: the points of the card its owner gave up to put a drawn card there (a
  careful owner keeps only what is worth less), else None;
- forgetting (`forget`): each remembered card is lost with the profile's chance at each of
  the seat's own turns, so a card seen k turns ago is still known with chance (1 - f)^k.

The unseen cards (`pool`) are the table's decks minus the whole pile (public), every card it
remembers in a row and the card it holds.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from duckdown.bots.dutch.cards import SLOTS, VALUE, from_json, full_pool
from duckdown.bots.profiles import Human

MAX_SEATS = 8


class Memory:
    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.players = 2
        self.decks = 1
        self.round = 0
        self.vals: list[list[int | None]] = []
        self.kept: list[list[float | None]] = []
        self.held: int | None = None
        self.reset()

    def reset(self) -> None:
        self.vals = [[None] * SLOTS for _ in range(MAX_SEATS)]
        self.kept = [[None] * SLOTS for _ in range(MAX_SEATS)]
        self.held = None

    def known(self, row: int, slot: int) -> int | None:
        return self.vals[row][slot]

    # --- input ---------------------------------------------------------------------------

    def observe(self, event: Mapping[str, Any]) -> None:
        kind = event.get("type")
        me = self.seat
        if kind == "round_started":
            self.reset()
            self.round = int(event.get("round", self.round + 1))
        elif kind == "chose":
            card = from_json(event.get("card"))
            if int(event["seat"]) == me and card is not None:
                self.vals[me][int(event["slot"])] = card
        elif kind in ("drew", "took"):
            self.held = from_json(event.get("card"))
        elif kind == "replaced":
            seat, slot = int(event["seat"]), int(event["slot"])
            card = from_json(event.get("card"))  # a taken card, or the one this seat drew
            self.vals[seat][slot] = card if card is not None else None
            discarded = from_json(event.get("discarded"))
            worth: float | None = None
            if card is None and seat != me and discarded is not None:
                worth = float(VALUE[discarded])  # its owner drew a card and kept it instead
            self.kept[seat][slot] = worth
            self.held = None
        elif kind in ("discarded", "returned"):
            self.held = None
        elif kind == "gave":
            self._unknown(int(event["row"]), int(event["slot"]))
        elif kind == "looked":
            card = from_json(event.get("card"))
            if int(event["seat"]) == me and card is not None:
                self.vals[int(event["row"])][int(event["slot"])] = card
        elif kind == "swapped":
            a, i = int(event["row"]), int(event["slot"])
            b, j = int(event["other_row"]), int(event["other_slot"])
            vals, hints = self.vals, self.kept
            vals[a][i], vals[b][j] = vals[b][j], vals[a][i]
            hints[a][i], hints[b][j] = hints[b][j], hints[a][i]
        elif kind == "thrown_in":
            seat, slot = int(event["seat"]), int(event["slot"])
            if event.get("correct"):
                self._unknown(seat, slot)  # the slot is empty now
            else:  # shown to everyone and put back; a penalty card nobody has seen
                self.vals[seat][slot] = from_json(event.get("card"))
                penalty = event.get("penalty")
                if penalty is not None:
                    self._unknown(seat, int(penalty))

    def _unknown(self, row: int, slot: int) -> None:
        self.vals[row][slot] = None
        self.kept[row][slot] = None

    def see(self, view: Mapping[str, Any]) -> None:
        """Take in a seat view: every row card it shows is seen now; an empty slot holds
        nothing to remember."""
        self.players = int(view.get("players", self.players))
        self.decks = int(view.get("decks", self.decks))
        rnd = int(view.get("round", self.round))
        if rnd != self.round:  # a round began without our seeing round_started
            self.reset()
            self.round = rnd
        if view.get("phase") not in ("look", "turn"):
            return  # between rounds and at the end every card shows: the round is over
        filled = view.get("filled") or ()
        for r, row in enumerate(view.get("rows") or ()):
            for k, card in enumerate(row):
                if card is not None:
                    self.vals[r][k] = from_json(card)
                elif r < len(filled) and not filled[r][k]:
                    self._unknown(r, k)
        held = view.get("held")
        self.held = from_json(held.get("card")) if held else None

    def load(self, memory: Mapping[str, Any]) -> None:
        """The engine's `seat_memory`: what the seat knows when a bot takes it over."""
        self.reset()
        self.round = int(memory.get("round", self.round))
        rows = memory.get("rows") or []
        self.players = len(rows) or self.players
        for r, row in enumerate(rows):
            for k, card in enumerate(row):
                self.vals[r][k] = from_json(card)
        self.held = from_json(memory.get("held"))

    def forget(self, human: Human, rng: random.Random) -> None:
        """Memory decay: each remembered row card is lost with `human.forget`'s chance."""
        for r in range(min(self.players, MAX_SEATS)):
            row = self.vals[r]
            for k in range(SLOTS):
                if row[k] is not None and human.forgets(rng):
                    row[k] = None

    # --- queries -------------------------------------------------------------------------

    def pool(self, view: Mapping[str, Any]) -> list[int]:
        """Per card int, how many this seat has not seen: not on the pile, not remembered in
        a row, not in hand."""
        counts = full_pool(int(view.get("decks", self.decks)))
        seen: list[int | None] = [from_json(c) for c in view.get("pile") or ()]
        filled = view.get("filled") or ()
        for r in range(min(self.players, len(filled))):
            seen.extend(self.vals[r][k] for k in range(SLOTS) if filled[r][k])
        if self.held is not None:
            seen.append(self.held)
        for card in seen:
            if card is not None and counts[card] > 0:
                counts[card] -= 1
        return counts
