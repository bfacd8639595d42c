"""Hypothesis state machine: random legal and illegal actions and time, with every invariant.

Invariants after every step: card conservation, sound and complete views, legal actions match
what `apply` accepts, illegal actions change nothing, and the turn order after a call.
Rules check view invariance (re-dealing what a seat does not know), the JSON round trip and
deterministic replay.
"""

from __future__ import annotations

import json
import random
from typing import Any

from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
)

from .helpers import R, snap
from .play import (
    apply_checked,
    check_conservation,
    check_invariance,
    check_views,
    choose,
    games,
    universe,
)


class DuckDownMachine(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.s: Any = None
        self.now = 0
        self.log: list[tuple[int | None, tuple[Any, ...], int]] = []
        self.round_turns: list[int] = []  # turn_started seats this round
        self.caller_at: int | None = None  # index in round_turns when the call came

    @initialize(game=games(), start=st.integers(0, 10**6))
    def start(self, game: tuple[Any, int, int], start: int) -> None:
        self.config, self.players, self.seed = game
        self.now = self.start_now = start
        self.s = R.new_game(self.config, self.players, self.seed, now=start)
        self.universe = universe(self.players)

    # --- bookkeeping -----------------------------------------------------------------

    def _record(
        self, seat: int | None, action: tuple[Any, ...], now: int, events: list[Any]
    ) -> None:
        self.log.append((seat, action, now))
        self.now = now
        for event in events:
            if event.type == "turn_started":
                self.round_turns.append(event.data["seat"])
            elif event.type == "duck_down_called":
                self.caller_at = len(self.round_turns)
            elif event.type == "round_ended":
                self._check_round(event.data)
                self.round_turns = []
                self.caller_at = None

    def _check_round(self, result: dict[str, Any]) -> None:
        n = self.players
        caller = result["caller"]
        if caller is None:
            # no call: 30 turns per seat (or the deck ran dry, which a legal deck never does
            # before the end-of-round replacement)
            assert len(self.round_turns) == 30 * n
            first = self.round_turns[0]
            assert self.round_turns == [(first + i) % n for i in range(30 * n)]
        else:
            assert self.caller_at is not None
            after = self.round_turns[self.caller_at :]
            assert after == [(caller + i) % n for i in range(1, n)]  # each other seat once

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
    @rule(choice=st.integers(0, 2**32 - 1), extra=st.sampled_from([0, 0, 1, 4000, 10**6]))
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
    @rule(
        seat=st.integers(-1, 8) | st.none(),
        index=st.integers(0, 10**6),
        late=st.sampled_from([0, 1, 10**7]),
    )
    def any_step(self, seat: int | None, index: int, late: int) -> None:
        action = self.universe[index % len(self.universe)]
        self._step(seat, action, self.now + late)

    @precondition(lambda self: self.s is not None)
    @rule(seat=st.integers(0, 7), choice=st.integers(0, 2**32 - 1), wait=st.sampled_from([0, 4999]))
    def view_invariance(self, seat: int, choice: int, wait: int) -> None:
        seat %= self.players
        rng = random.Random(choice)
        now = self.now + wait
        deadline = R.deadline(self.s)
        if deadline is not None:
            now = min(now, max(self.now, deadline))
        step = None if R.is_over(self.s) else choose(self.s, rng, now)
        check_invariance(self.s, seat, now, step, rng)

    @precondition(lambda self: self.s is not None)
    @rule(choice=st.integers(0, 2**32 - 1))
    def json_round_trip(self, choice: int) -> None:
        data = json.loads(json.dumps(R.state_to_json(self.s)))
        copy = R.state_from_json(data)
        assert snap(copy) == snap(self.s)
        assert R.public_view(copy, self.now) == R.public_view(self.s, self.now)
        if R.is_over(self.s):
            return
        # both continue identically
        rng = random.Random(choice)
        seat, action, now = choose(self.s, rng, self.now)
        a, b = self.s.copy(), copy
        ev_a = [e.view(seat) for e in R.apply(a, seat, action, now)]
        ev_b = [e.view(seat) for e in R.apply(b, seat, action, now)]
        assert ev_a == ev_b and snap(a) == snap(b)

    # --- invariants ------------------------------------------------------------------

    @invariant()
    def conservation(self) -> None:
        if self.s is not None:
            check_conservation(self.s)

    @invariant()
    def views_are_sound(self) -> None:
        if self.s is not None:
            check_views(self.s, self.now)

    @invariant()
    def replay_is_deterministic(self) -> None:
        if self.s is None or len(self.log) % 10:
            return
        replay = R.new_game(self.config, self.players, self.seed, now=self.start_now)
        for seat, action, now in self.log:
            R.apply(replay, seat, action, now)
        assert snap(replay) == snap(self.s)


TestDuckDownMachine = DuckDownMachine.TestCase
