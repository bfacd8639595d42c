"""`CountingBot`: remembers the cards it has seen (and forgets them as its profile says), counts
the unseen ones, and plays by expected points (policy.py). It reads its seat's views and event
views only. See docs/bots.md, "Dutch's bots"."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from duckdown.bots.base import JSON, BaseBot
from duckdown.bots.dutch import policy
from duckdown.bots.dutch.beliefs import Situation, held_card, situation
from duckdown.bots.dutch.cards import from_json, rank_of
from duckdown.bots.dutch.memory import Memory
from duckdown.bots.dutch.pacing import reaction_delay
from duckdown.bots.profiles import PERFECT, Human

GAME = "dutch"
PACING_SALT = 0x5EED  # the pacing draws have their own generator: asking never moves a decision


class CountingBot(BaseBot):
    level = "counting"

    def __init__(
        self,
        seat: int,
        seed: int,
        *,
        params: policy.Params | None = None,
        human: Human = PERFECT,
    ) -> None:
        super().__init__(GAME, seat, seed)
        self.params = params or policy.Params()
        self.human = human
        self.memory = Memory(seat)
        self.pacing = random.Random(seed ^ PACING_SALT)

    # --- input ---------------------------------------------------------------------------

    def _observe(self, event_view: Mapping[str, Any]) -> None:
        self.memory.observe(event_view)
        if event_view.get("type") == "turn_started" and event_view.get("seat") == self.seat:
            self.memory.forget(self.human, self.rng)

    def _load(self, memory: Mapping[str, Any]) -> None:
        self.memory.load(memory)

    # --- pacing --------------------------------------------------------------------------

    def delay_ms(self, seat_view: Mapping[str, Any]) -> int | None:
        """How long after it is asked the answer should show: while a throw-in window is open
        to this seat (public: `window.open`, `may_act`), a person's reaction drawn from the
        profile, never under ruling 16's 1 s; else None (the host's pause). It depends on
        public facts only, never on the cards, so the moment a move shows tells nothing."""
        window = seat_view.get("window") or {}
        if window.get("open") and self.seat in (seat_view.get("may_act") or ()):
            return reaction_delay(self.human, self.pacing)
        return None

    # --- decisions -----------------------------------------------------------------------

    def situation(self, view: Mapping[str, Any]) -> Situation:
        return situation(self.memory, view, self.params.read_kept)

    def _act(self, view: Mapping[str, Any], options: list[JSON]) -> JSON | None:
        self.memory.see(view)
        legal = set(view.get("legal") or ())
        if "choose" in legal or "ready" in legal:
            return options[0]  # the lowest slots, then ready: every card is alike unseen
        sit = self.situation(view)
        if "throw_in" in legal:
            throw = self._throw_in(view, sit)
            if throw is not None:
                return throw
        turn = view.get("turn") or {}
        if turn.get("seat") != self.seat or not (legal - {"throw_in"}):
            return None  # only a throw-in was open to it: declined
        step = turn.get("step")
        if step == "start":
            pile = view.get("pile") or []
            top = from_json(pile[-1]) if pile else None
            if "draw" not in legal:
                return {"type": "take"}
            return policy.start(sit, top, "take" in legal, self.params)
        if step == "hold":
            card, source = held_card(view)
            if card is None:
                return None
            return policy.best_hold(sit, card, source, self.params)[1]
        if step == "power":
            return self._power(str(turn.get("power")), sit)
        if step == "end":
            return self._end(sit)
        return None

    def _throw_in(self, view: Mapping[str, Any], sit: Situation) -> JSON | None:
        """An own card it remembers of the window's rank: never a guess."""
        window = view.get("window") or {}
        if not window.get("open"):
            return None
        _, slot = policy.throw_gain(sit, rank_of(str(window["rank"])))
        if slot is None:
            return None
        return {"type": "throw_in", "slot": slot, "window": int(window["number"])}

    def _power(self, power: str, sit: Situation) -> JSON:
        if power == "ace":
            worth, row = policy.best_give(sit)
            return {"type": "give", "row": row} if row is not None and worth > 0 else _SKIP
        if power == "queen":
            worth, target = policy.best_look(sit, self.params)
            if target is None or worth <= 0:
                return _SKIP
            return {"type": "look", "row": target[0], "slot": target[1]}
        if power == "jack":
            worth, pair = policy.best_swap(sit)
            if pair is None or worth <= self.params.swap_margin:
                return _SKIP
            a, b = sorted([(pair[0], pair[1]), (pair[2], pair[3])])
            return {
                "type": "swap",
                "row": a[0],
                "slot": a[1],
                "other_row": b[0],
                "other_slot": b[1],
            }
        return _SKIP

    def _end(self, sit: Situation) -> JSON:
        if policy.call_chance(sit, self.params) >= self.params.call_p and not (
            self.human.hesitates(self.rng)
        ):
            return {"type": "dutch"}
        return {"type": "end"}


_SKIP: JSON = {"type": "skip"}
