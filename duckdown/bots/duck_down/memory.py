"""What one seat knows, rebuilt from its own event views and seat views only.

- `vals[seat][slot]`: the card this seat has seen there (knowledge follows the card through
  replaces and swaps), else None;
- `mask[seat][slot]`: who knows that card (bit s: seat s), tracked from public events only,
  exactly as the engine tracks it (deal, replace, peek, swap);
- `placed[seat][slot]`: the card was drawn from the deck and put there by its owner, who chose
  to keep it, so it is probably low;
- `care[seat]`: how much that seat's public choices look like play by the cards (see `Reading`).
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping
from typing import Any

from duckdown.bots.duck_down.cards import DOUBLE, PEEK, SWAP, from_json, number_mean
from duckdown.bots.profiles import Human

MAX_SEATS = 8
INF = float("inf")
SLACK = 0.5  # people (and bots) are not exact: a bound is only a likely limit


def _logistic(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, x))))


class Reading:
    """What a seat's public choices say about how it plays, as a person at the table notices.

    Two pictures of a player are weighed against each other: a *careful* one, who plays by the
    cards (takes low pile cards, throws high ones, calls when their row is good), and a
    *careless* one, whose choices show no regard for the cards (any legal move alike). Each
    public choice multiplies the odds by how much likelier it is under one picture than under
    the other; `care(seat)` is the resulting chance of "careful". The numbers are soft on
    purpose: careful people misjudge too, so no single choice settles it.
    """

    LIMIT = 8.0  # log-odds are kept within +-LIMIT: a long game never makes the reading rigid

    def __init__(self, mean: float) -> None:
        self.mean = max(mean, 1e-6)
        self.odds = [0.0] * MAX_SEATS  # log-odds of careful over careless; kept across rounds

    def care(self, seat: int) -> float:
        return _logistic(self.odds[seat])

    def note(self, seat: int, careful: float, careless: float) -> None:
        """One choice: its chance under each picture."""
        if 0 <= seat < MAX_SEATS and careful > 0 and careless > 0:
            value = self.odds[seat] + math.log(careful / careless)
            self.odds[seat] = max(-self.LIMIT, min(self.LIMIT, value))

    # a careful player's habits, on the deck's scale (the standard deck's number mean is 5)
    def take(self, card: int) -> float:
        """Chance a careful player takes this number from the pile rather than drawing."""
        m = self.mean
        return min(0.95, max(0.03, _logistic((0.5 * m - card) / (0.16 * m))))

    def throw(self, card: int) -> float:
        """Chance a careful player throws away this number drawn from the deck."""
        m = self.mean
        return min(0.95, max(0.03, _logistic((card - 0.9 * m) / (0.2 * m))))

    @staticmethod
    def call(turns: int) -> float:
        """Chance a careful player calls at one decision: rarely early in a round."""
        return 0.04 if turns <= 2 else 0.12


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
        self.reading = Reading(self.numbers_mean)
        self.pile: list[int | None] = []  # the pile as this seat last saw it, bottom first
        self.stage = ""  # the acting seat's step: "start", "hold" (a deck card), "pile", ""
        self.called = False
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
        self.pile = []
        self.stage = ""
        self.called = False

    def care(self, seat: int) -> float:
        return self.reading.care(seat)

    # --- input ---------------------------------------------------------------------------

    def observe(self, event: Mapping[str, Any]) -> None:
        kind = event.get("type")
        if kind != "round_started":
            self._read(event)
        if kind == "round_started":
            if int(event.get("round", 0)) == 1:
                self.reading = Reading(self.numbers_mean)  # a new game: read everyone afresh
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

    def _read(self, event: Mapping[str, Any]) -> None:
        """Keep the pile and the acting seat's step, and read other seats' public choices."""
        kind = event.get("type")
        raw = event.get("seat")
        seat = int(raw) if raw is not None else -1
        reading = self.reading
        other = seat != self.seat and 0 <= seat < MAX_SEATS and not self.timed_out
        top = self.pile[-1] if self.pile else None
        number_top = top is not None and top >= 0
        if kind == "turn_started":
            self.stage = "start"
        elif kind == "duck_down_called":
            if other and self.stage in ("start", "hold", "pile"):
                turns = self.turns[seat]
                reading.note(seat, Reading.call(turns), 1.0 / self._options(number_top))
            self.called = True
        elif kind == "drew":
            if other and self.stage == "start" and self.pile:
                # drawing, not taking (nor calling): a careful player draws over a high pile card
                careful = 1.0 - reading.take(top) if number_top and top is not None else 1.0
                if not self.called:
                    careful *= 1.0 - Reading.call(self.turns[seat])
                reading.note(seat, careful, 1.0 / self._options(number_top))
            self.stage = "hold"
        elif kind == "took":
            card = from_json(event.get("card"))
            if other and self.stage == "start" and card is not None and card >= 0:
                careful = reading.take(card)
                if not self.called:
                    careful *= 1.0 - Reading.call(self.turns[seat])
                reading.note(seat, careful, 1.0 / self._options(True))
            if self.pile:
                self.pile.pop()
            self.stage = "pile"
        elif kind == "threw":
            card = from_json(event.get("card"))
            if other and self.stage == "hold" and card is not None:
                careless = 1.0 / (5 if self.called else 6)
                if card >= 0:  # a number drawn from the deck, thrown away
                    reading.note(seat, reading.throw(card), careless)
                elif card == DOUBLE:  # a Double only adds choices: careful players use it
                    reading.note(seat, 0.05, 1.0 / (2 if self.called else 3))
                elif card == PEEK and not all(self.mask[seat][k] >> seat & 1 for k in range(4)):
                    reading.note(seat, 0.05, careless)  # a Peek thrown with own cards unseen
            self.pile.append(card)
        elif kind == "replaced":
            discarded = from_json(event.get("discarded"))
            card = from_json(event.get("card"))
            slot = int(event.get("slot", 0))
            if (
                other
                and self.stage == "pile"
                and card is not None
                and discarded is not None
                and 0 <= discarded < card
                and self.mask[seat][slot] >> seat & 1
            ):
                # a known card swapped for a higher one from the pile: not by the cards
                reading.note(seat, 0.03, 1.0 / (4 if self.called else 5))
            self.pile.append(discarded)
            self.stage = ""
        elif kind == "peeked":
            self.pile.append(PEEK)
            self.stage = ""
        elif kind == "swapped":
            self.pile.append(SWAP)
            self.stage = ""
        elif kind == "doubled":
            self.pile.append(DOUBLE)
        elif kind == "reshuffled":
            self.pile = self.pile[-1:]
        elif kind == "round_ended":
            self.stage = ""

    def _options(self, number_top: bool) -> int:
        """How many choices a careless player had at the acting seat's step, calling included."""
        call = 0 if self.called else 1
        if self.stage == "start":
            return 1 + (1 if number_top else 0) + call
        if self.stage == "pile":
            return 4 + call
        return 5 + call  # a deck card: replace or throw, or use it (roughly as many choices)

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
        self.pile = [from_json(c) for c in view.get("pile") or ()]
        self.called = view.get("caller") is not None
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

    def forget(self, human: Human, rng: random.Random) -> None:
        """Forget each remembered row card as `human` does (the easy profile, once per turn)."""
        for s in range(min(self.players, MAX_SEATS)):
            row = self.vals[s]
            for k in range(4):
                if row[k] is not None and human.forgets(rng):
                    row[k] = None
