"""What one seat knows of the round beyond its view, kept from its event views (ruling 34).

A view shows this struggle's yard; the plays of the struggles before it, and so the face-up
discard pile, are public but only in the events. A seat also knows the cards it put face down
itself. A reshuffle makes the pile's cards unknown again (ruling 15), so the count restarts.
`load_memory` rebuilds the same from the engine's `seat_memory` when a bot takes a seat over.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from duckdown.bots.quack_quack.hands import Counts, counts_of
from duckdown.engine.quack_quack.cards import CARD_OF, CLASSES, COUNTS, ELIMINATED, GOVERNOR

Play = tuple[int, int, str, tuple[int, ...]]  # struggle, seat, kind, cards

_PLAYED = ("played", "revolution", "secret_inspection")


class Memory:
    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.round = 0
        self.reset(0, 1)

    def reset(self, round_no: int, struggle: int) -> None:
        self.round = round_no
        self.struggle = struggle
        self.plays: list[Play] = []  # this round's, public
        self.faceup = [0] * CLASSES  # the discard pile's face-up cards since the last reshuffle
        self.hidden = [0] * CLASSES  # our own face-down cards in the pile since then
        self.aside = [0] * CLASSES  # our own face-down cards of this struggle
        self.pending: Mapping[str, Any] | None = None  # a seat memory to sync with a view

    # --- events --------------------------------------------------------------------------

    def see(self, event: Mapping[str, Any]) -> None:
        kind = event.get("type")
        if kind == "round_started":
            self.reset(int(event["round"]), int(event["struggle"]))
        elif kind in _PLAYED:
            cards = tuple(sorted(CARD_OF[c] for c in event["cards"]))
            play_kind = str(event["kind"]) if kind == "played" else str(kind)
            self.plays.append((self.struggle, int(event["seat"]), play_kind, cards))
        elif kind == "joined":
            self.plays.append(
                (self.struggle, int(event["seat"]), "join", (CARD_OF[event["card"]],))
            )
        elif kind == "player_out" and event.get("how") == "eliminated":
            governors = int(event.get("governors") or 0)
            self.plays.append(
                (self.struggle, int(event["seat"]), ELIMINATED, (GOVERNOR,) * governors)
            )
            self.faceup[GOVERNOR] += governors
        elif kind == "discarded" and int(event["seat"]) == self.seat and "cards" in event:
            for card in event["cards"]:
                self.aside[CARD_OF[card]] += 1
        elif kind == "struggle_ended":
            self._end_struggle(int(event["struggle"]))
        elif kind == "reshuffled":
            self.faceup = [0] * CLASSES
            self.hidden = [0] * CLASSES

    def _end_struggle(self, struggle: int) -> None:
        for s, _, kind, cards in self.plays:
            if s == struggle and kind != ELIMINATED:
                for card in cards:
                    self.faceup[card] += 1
        self.hidden = [a + b for a, b in zip(self.hidden, self.aside, strict=True)]
        self.aside = [0] * CLASSES
        self.struggle = struggle + 1

    # --- taking a seat over --------------------------------------------------------------

    def load(self, memory: Mapping[str, Any]) -> None:
        self.reset(int(memory.get("round") or 0), 1)
        self.pending = memory

    def _sync_pending(self, view: Mapping[str, Any]) -> None:
        memory = self.pending
        assert memory is not None
        self.pending = None
        self.struggle = int(view["struggle"])
        for p in memory.get("plays") or ():
            cards = tuple(sorted(CARD_OF[c] for c in p["cards"]))
            self.plays.append((int(p["struggle"]), int(p["seat"]), str(p["kind"]), cards))
            if p["kind"] == ELIMINATED:
                self.faceup[GOVERNOR] += len(cards)
            elif int(p["struggle"]) < self.struggle:
                for card in cards:
                    self.faceup[card] += 1
        for x in memory.get("exchanges") or ():
            if x.get("type") == "deck":
                target = self.aside if int(x["struggle"]) == self.struggle else self.hidden
                for card in x.get("discarded") or ():
                    target[CARD_OF[card]] += 1
        if sum(self.faceup) + sum(self.hidden) > int(view.get("discard") or 0):
            # the seat memory does not say whether the pile was reshuffled: it must have been
            self.faceup = [0] * CLASSES
            self.hidden = [0] * CLASSES

    def sync(self, view: Mapping[str, Any]) -> None:
        """Before deciding on `view`: take up a loaded memory, or start again on a round
        whose events were missed."""
        if self.pending is not None and int(view["round"]) == self.round:
            self._sync_pending(view)
        elif int(view["round"]) != self.round:
            self.reset(int(view["round"]), int(view["struggle"]))
        self.struggle = int(view["struggle"])

    # --- what follows ---------------------------------------------------------------------

    def yard(self, view: Mapping[str, Any]) -> Counts:
        return counts_of(c for entry in view.get("yard") or () for c in entry["cards"])

    def unseen(self, view: Mapping[str, Any]) -> Counts:
        """Every card this seat can't place: in other hands, the class deck or face down, or
        reshuffled (ruling 15). What the teammate surely holds is placed (ruling 18)."""
        placed = [
            counts_of(view.get("hand") or ()),
            self.yard(view),
            self.faceup,
            self.hidden,
            self.aside,
            counts_of(view.get("teammate_holds") or ()),
        ]
        return [max(0, COUNTS[c] - sum(p[c] for p in placed)) for c in range(CLASSES)]

    def round_plays(self) -> Sequence[Play]:
        return self.plays
