"""Hypothesis state machine: random legal and illegal actions, throw-ins and time, with every
invariant after every step.

Invariants: cards conserved and the game's own `check`, sound and complete views, legal
actions match what `apply` accepts, illegal actions change nothing, the turn order of a round.
Rules check view invariance through `resample` (and the events of the next step), the JSON
round trip and deterministic replay. A separate property plays every game to its end.
"""

from __future__ import annotations

import json
import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from ..conformance import check_events, check_resample
from .helpers import R, snap
from .play import apply_checked, check_conservation, check_views, choose, games, universe


class DutchMachine(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.s: Any = None
        self.now = 0
        self.log: list[tuple[int | None, tuple[Any, ...], int]] = []
        self.turns: list[int] = []  # turn_started seats this round
        self.called_at: int | None = None  # index in turns when the call came

    @initialize(game=games(), start=st.integers(0, 10**6))
    def start(self, game: tuple[Any, int, int], start: int) -> None:
        self.config, self.players, self.seed = game
        self.now = self.start_now = start
        self.s = R.new_game(self.config, self.players, self.seed, now=start)

    # --- bookkeeping -----------------------------------------------------------------

    def _record(
        self, seat: int | None, action: tuple[Any, ...], now: int, events: list[Any]
    ) -> None:
        self.log.append((seat, action, now))
        self.now = now
        for event in events:
            if event.type == "turn_started":
                self.turns.append(event.data["seat"])
            elif event.type == "dutch_called":
                self.called_at = len(self.turns)
            elif event.type == "round_ended":
                self._check_round(event.data)
                self.turns = []
                self.called_at = None

    def _check_round(self, result: dict[str, Any]) -> None:
        n = self.players
        caller = result["caller"]
        if caller is None:  # ruling 20: 30 turns per seat, in seat order
            assert len(self.turns) == 30 * n
            first = self.turns[0]
            assert self.turns == [(first + i) % n for i in range(30 * n)]
        else:  # ruling 19: every other seat once, in seat order from the caller
            assert self.called_at is not None
            assert self.turns[self.called_at :] == [(caller + i) % n for i in range(1, n)]
        assert result["scores"][caller if caller is not None else 0] >= 0

    def _step(self, seat: int | None, action: tuple[Any, ...], now: int) -> None:
        events = apply_checked(self.s, seat, action, now)
        if events is not None:
            self._record(seat, action, now, events)

    # --- rules -----------------------------------------------------------------------

    @precondition(lambda self: self.s is not None and not R.is_over(self.s))
    @rule(choice=st.integers(0, 2**32 - 1), throw_rate=st.sampled_from([0.0, 0.15, 0.6]))
    def legal_step(self, choice: int, throw_rate: float) -> None:
        seat, action, now = choose(self.s, random.Random(choice), self.now, throw_rate)
        events = apply_checked(self.s, seat, action, now)
        assert events is not None, (seat, action)
        self._record(seat, action, now, events)

    @precondition(lambda self: self.s is not None and not R.is_over(self.s))
    @rule(choice=st.integers(0, 2**32 - 1), steps=st.integers(1, 80))
    def play_on(self, choice: int, steps: int) -> None:
        """Many legal steps at once, so that rounds end, results wait and new rounds begin."""
        rng = random.Random(choice)
        for _ in range(steps):
            if R.is_over(self.s):
                return
            if self.s.phase == "between" and rng.random() < 0.5:  # the owner deals, or changes
                owner = R.legal_actions(self.s, -1)
                self._step(-1, rng.choice(owner), self.now)
                continue
            seat, action, now = choose(self.s, rng, self.now, rng.choice([0.0, 0.3]))
            events = apply_checked(self.s, seat, action, now)
            assert events is not None, (seat, action)
            self._record(seat, action, now, events)
            check_conservation(self.s)

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
        seat=st.integers(-2, 8) | st.none(),
        index=st.integers(0, 10**6),
        late=st.sampled_from([0, 1, 10**7]),
    )
    def any_step(self, seat: int | None, index: int, late: int) -> None:
        actions = universe(self.players, self.s.win_no)
        self._step(seat, actions[index % len(actions)], self.now + late)

    @precondition(lambda self: self.s is not None and self.s.phase == "between")
    @rule(index=st.integers(0, 10))
    def owner_step(self, index: int) -> None:
        legal = R.legal_actions(self.s, -1)
        self._step(-1, legal[index % len(legal)], self.now)

    @precondition(lambda self: self.s is not None)
    @rule(seat=st.integers(0, 7), choice=st.integers(0, 2**32 - 1), wait=st.sampled_from([0, 4999]))
    def view_invariance(self, seat: int, choice: int, wait: int) -> None:
        seat %= self.players
        rng = random.Random(choice)
        now = self.now + wait
        deadline = R.deadline(self.s)
        if deadline is not None:
            now = min(now, max(self.now, deadline))
        check_resample(R, self.s, now, seat, rng)
        if not R.is_over(self.s):
            actor, action, when = choose(self.s, rng, now)
            check_events(R, self.s, (actor, R.action_to_json(action), when), seat, rng)

    @precondition(lambda self: self.s is not None)
    @rule(choice=st.integers(0, 2**32 - 1))
    def json_round_trip(self, choice: int) -> None:
        copy = R.state_from_json(json.loads(json.dumps(R.state_to_json(self.s))))
        assert snap(copy) == snap(self.s)
        assert R.public_view(copy, self.now) == R.public_view(self.s, self.now)
        if R.is_over(self.s):
            return
        seat, action, now = choose(self.s, random.Random(choice), self.now)
        a, b = self.s.copy(), copy
        assert snap(a) == snap(self.s)
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


TestDutchMachine = DutchMachine.TestCase


@settings(max_examples=15)
@given(game=games(), choice=st.integers(0, 2**32 - 1))
def test_every_game_ends(game: tuple[Any, int, int], choice: int) -> None:
    """Random play with throw-ins, calls and timeouts ends every game (at most 50 rounds of at
    most 30 turns per seat)."""
    config, players, seed = game
    s = R.new_game(config, players, seed)
    rng = random.Random(choice)
    now = 0
    for _ in range(200_000):
        if R.is_over(s):
            break
        seat, action, now = choose(s, rng, now, throw_rate=0.2)
        R.apply(s, seat, action, now)
        if s.phase == "between" and rng.random() < 0.5:
            R.apply(s, -1, ("deal",), now)
    assert R.is_over(s) and s.winners and len(s.scores) <= 50
    check_conservation(s)
