"""Hypothesis state machine: random legal and illegal actions and time, with every invariant.

After every step: the 40 cards are conserved; the coins equal what the events paid (from the
supply or between players); views agree with the state and each seat's exchanges agree with
the events it saw; illegal actions change nothing; the game stays within its bound. Rules
check view invariance (re-dealing what a seat does not know), the JSON round trip and replay.
"""

from __future__ import annotations

import json
import random
from typing import Any

from hypothesis import given
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from ..conformance import check_events, check_resample
from .helpers import R, snap
from .play import apply_checked, check_cards, check_views, choose, games, universe

UNIVERSE = universe()


class QuackMachine(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.s: Any = None
        self.now = 0
        self.log: list[tuple[int | None, tuple[Any, ...], int]] = []

    @initialize(game=games(), start=st.integers(0, 10**6))
    def start(self, game: tuple[Any, int, int], start: int) -> None:
        self.config, self.players, self.seed = game
        self.now = self.start_now = start
        self.s = R.new_game(self.config, self.players, self.seed, now=start)
        self.coins = [0] * self.players  # paid, by the events
        self.known: list[list[dict[str, Any]]] = [[] for _ in range(self.players)]

    # --- bookkeeping -----------------------------------------------------------------

    def _record(
        self, seat: int | None, action: tuple[Any, ...], now: int, events: list[Any]
    ) -> None:
        self.log.append((seat, action, now))
        self.now = now
        for event in events:
            data = event.data
            if event.type == "player_out":
                self.coins[data["seat"]] += data["coins"]
            elif event.type == "bonus":
                self.coins[data["seat"]] += data["coins"]
                for payer in data["from"]:
                    self.coins[payer] -= 1
            elif event.type == "round_started":
                self.known = [[] for _ in range(self.players)]
            for viewer in range(self.players):
                self._learn(viewer, event.view(viewer))

    def _learn(self, viewer: int, event: dict[str, Any]) -> None:
        """Each seat's exchanges, from the events as that seat sees them."""
        kind = event["type"]
        if kind == "passed" and "took" in event:
            self.known[viewer].append({"type": "deck", "took": event["took"], "discarded": []})
        elif kind == "passed" and "gave" in event:
            if event["seat"] == viewer:
                self.known[viewer].append(
                    {"type": "gave", "with": event["with"], "gave": event["gave"], "got": []}
                )
            else:
                self.known[viewer].append(
                    {
                        "type": "received",
                        "with": event["seat"],
                        "received": event["gave"],
                        "returned": [],
                    }
                )
        elif kind == "discarded" and "cards" in event:
            self.known[viewer][-1]["discarded"] = event["cards"]
        elif kind == "gave_back" and "cards" in event:
            last = self.known[viewer][-1]
            last["got" if last["type"] == "gave" else "returned"] = event["cards"]

    def _step(self, seat: int | None, action: tuple[Any, ...], now: int) -> None:
        events = apply_checked(self.s, seat, action, now)
        if events is not None:
            self._record(seat, action, now, events)

    # --- rules -----------------------------------------------------------------------

    @precondition(lambda self: self.s is not None and not R.is_over(self.s))
    @rule(choice=st.integers(0, 2**32 - 1))
    def legal_step(self, choice: int) -> None:
        seat, action, now = choose(self.s, random.Random(choice), self.now)
        events = apply_checked(self.s, seat, action, now)
        assert events is not None, (seat, action)
        self._record(seat, action, now, events)

    @precondition(lambda self: self.s is not None and not R.is_over(self.s))
    @rule(choice=st.integers(0, 2**32 - 1), extra=st.sampled_from([0, 1, 10**6]))
    def run_out_of_time(self, choice: int, extra: int) -> None:
        deadline = R.deadline(self.s)
        if deadline is None:
            self._step(None, ("timeout",), self.now + extra)  # never due: must be refused
            return
        early = random.Random(choice).randrange(self.now, max(self.now, deadline - 1) + 1)
        if early < deadline:
            assert apply_checked(self.s, None, ("timeout",), early) is None
        self._step(None, ("timeout",), max(self.now, deadline) + extra)

    @precondition(lambda self: self.s is not None)
    @rule(seat=st.integers(-1, 4) | st.none(), index=st.integers(0, 10**6))
    def any_step(self, seat: int | None, index: int) -> None:
        self._step(seat, UNIVERSE[index % len(UNIVERSE)], self.now)

    @precondition(lambda self: self.s is not None)
    @rule(seat=st.integers(0, 3), choice=st.integers(0, 2**32 - 1))
    def view_invariance(self, seat: int, choice: int) -> None:
        seat %= self.players
        rng = random.Random(choice)
        check_resample(R, self.s, self.now, seat, rng)
        if not R.is_over(self.s):
            actor, action, when = choose(self.s, rng, self.now)
            check_events(R, self.s, (actor, R.action_to_json(action), when), seat, rng)

    @precondition(lambda self: self.s is not None)
    @rule(choice=st.integers(0, 2**32 - 1))
    def json_round_trip(self, choice: int) -> None:
        copy = R.state_from_json(json.loads(json.dumps(R.state_to_json(self.s))))
        assert snap(copy) == snap(self.s)
        if R.is_over(self.s):
            return
        seat, action, now = choose(self.s, random.Random(choice), self.now)
        a = self.s.copy()
        ev_a = [e.view(seat) for e in R.apply(a, seat, action, now)]
        ev_b = [e.view(seat) for e in R.apply(copy, seat, action, now)]
        assert ev_a == ev_b and snap(a) == snap(copy)

    # --- invariants ------------------------------------------------------------------

    @invariant()
    def cards_are_conserved(self) -> None:
        if self.s is not None:
            check_cards(self.s)

    @invariant()
    def coins_are_what_the_events_paid(self) -> None:
        if self.s is not None:
            assert self.s.coins == self.coins and sum(self.coins) == self.s.supply

    @invariant()
    def views_agree(self) -> None:
        if self.s is None:
            return
        check_views(self.s, self.now)
        for seat in range(self.players):
            shown = [
                {k: v for k, v in record.items() if k != "struggle"}
                for record in R.seat_view(self.s, seat, self.now)["exchanges"]
            ]
            assert shown == self.known[seat]

    @invariant()
    def replay_is_deterministic(self) -> None:
        if self.s is None or len(self.log) % 10:
            return
        replay = R.new_game(self.config, self.players, self.seed, now=self.start_now)
        for seat, action, now in self.log:
            R.apply(replay, seat, action, now)
        assert snap(replay) == snap(self.s)


TestQuackMachine = QuackMachine.TestCase


@given(game=games(), choice=st.integers(0, 2**32 - 1))
def test_r30_every_random_game_ends_with_its_invariants(
    game: tuple[Any, int, int], choice: int
) -> None:
    config, players, seed = game
    s = R.new_game(config, players, seed)
    rng = random.Random(choice)
    now = steps = 0
    while not R.is_over(s):
        seat, action, now = choose(s, rng, now)
        R.apply(s, seat, action, now)
        R.check(s)
        steps += 1
        assert steps < 20_000, "the game did not end"
    assert s.winners and s.phase == "over"
