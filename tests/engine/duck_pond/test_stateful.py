"""A Hypothesis state machine: random households (joining, leaving, an admin changing limits)
play random legal and illegal commands through months of calendar periods in several time
zones, with every invariant checked after every step: items and ducks conserved, each duck in
at most one pond, titles current, limits held, the last revealed period's dice verified; every
legal action is accepted, every refusal changes nothing, and the seat views reproduce the legal
actions."""

from __future__ import annotations

import json
import random
from typing import Any

from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from duckdown.engine import IllegalAction
from duckdown.engine.duck_pond import RULESET as R
from duckdown.engine.duck_pond.state import State

from .helpers import snap

ZONES = ("UTC", "Europe/Amsterdam", "America/New_York", "Australia/Sydney", "Asia/Kolkata")
START = 1_704_067_200_000  # 2024-01-01
YEARS = 3 * 365 * 86_400_000


class Household(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.s: State = None  # type: ignore[assignment]
        self.now = 0
        self.trace: list[tuple[int | None, dict[str, Any], int]] = []
        self.periods = 0

    @initialize(
        players=st.integers(1, 5),
        zone=st.sampled_from(ZONES),
        start=st.integers(START, START + YEARS),
        entropy=st.binary(min_size=32, max_size=32),
        limits=st.booleans(),
    )
    def start(self, players: int, zone: str, start: int, entropy: bytes, limits: bool) -> None:
        options: dict[str, Any] = {"time_zone": zone}
        if limits:  # tight limits, so that they bite
            options.update(
                ducks_per_player=2,
                ducks_total=8,
                ponds=2,
                open_offers=1,
                proposals_per_period=1,
                open_requests=1,
            )
        self.options = options
        self.entropy0 = entropy
        self.s = R.new_game(R.parse_config(options), players, 1, now=start, entropy=entropy)
        self.start_now = self.now = start

    # --- the host --------------------------------------------------------------------------

    def _apply(self, seat: int | None, action: dict[str, Any], now: int) -> None:
        R.apply(self.s, seat, R.parse_action(action), now)
        self.trace.append((seat, action, now))
        self.now = now

    def _due(self, until: int, rng: random.Random) -> None:
        """Every timeout due by `until`, in order, each with fresh entropy."""
        while not R.is_over(self.s):
            due = R.deadline(self.s)
            if due is None or due > until:
                return
            self._apply(None, {"type": "timeout", "entropy": rng.randbytes(32).hex()}, due)

    def _play(self, rng: random.Random, now: int) -> None:
        seats = R.may_act(self.s)
        if not seats:
            return
        seat = rng.choice(seats)
        options = R.legal_actions(self.s, seat)
        if not options:
            return
        kind = rng.choice(sorted({a["type"] for a in options}))  # a type first: rare ones come up
        action = rng.choice([a for a in options if a["type"] == kind])
        try:
            self._apply(seat, action, now)
        except IllegalAction as err:  # pragma: no cover - a bug in legal_actions
            raise AssertionError(f"legal {action} of seat {seat} refused: {err.code}") from err

    # --- rules -----------------------------------------------------------------------------

    @precondition(lambda self: not R.is_over(self.s))
    @rule(periods=st.integers(1, 4), commands=st.integers(0, 8), seed=st.integers(0, 2**32))
    def periods_pass(self, periods: int, commands: int, seed: int) -> None:
        """For each period: commands at random times in it, then its boundary (so that a
        machine of 40 steps lives through months)."""
        rng = random.Random(seed)
        for _ in range(periods):
            if R.is_over(self.s):
                return
            end = self.s.period.end
            for now in sorted(rng.randrange(self.now, end) for _ in range(commands)):
                self._due(now, rng)
                if R.is_over(self.s) or now >= self.s.period.end:
                    break
                self._play(rng, now)
                R.check(self.s)
            self._due(end, rng)
            self.periods += 1

    @precondition(lambda self: not R.is_over(self.s))
    @rule(seed=st.integers(0, 2**32))
    def a_command(self, seed: int) -> None:
        self._play(random.Random(seed), self.now + 1)

    @precondition(lambda self: not R.is_over(self.s))
    @rule(
        seed=st.integers(0, 2**32),
        field=st.sampled_from(["duck", "target", "cost", "pond", "proposal", "offer", "to"]),
        value=st.integers(-3, 40),
    )
    def a_mistaken_command(self, seed: int, field: str, value: int) -> None:
        """A legal command with one argument changed, from a random seat: accepted only if it is
        legal too, and a refusal changes nothing."""
        rng = random.Random(seed)
        seats = R.may_act(self.s)
        if not seats:
            return
        options = R.legal_actions(self.s, rng.choice(seats))
        if not options:
            return
        action = dict(rng.choice(options))
        if field in action:
            action[field] = value
        before = snap(self.s)
        seat = rng.choice([*range(len(self.s.players) + 1), -1, None])
        try:
            self._apply(seat, action, self.now + 1)
        except IllegalAction as err:
            assert err.code and err.message
            assert snap(self.s) == before, f"a refused {action} changed the state"

    @precondition(lambda self: not R.is_over(self.s) and len(R.may_act(self.s)) < 20)
    @rule(name=st.text(min_size=1, max_size=12))
    def someone_joins(self, name: str) -> None:
        before = snap(self.s)
        try:
            R.join(self.s, len(self.s.players), name, self.now + 1)
        except IllegalAction:
            assert snap(self.s) == before
        else:
            self.trace.append(
                (len(self.s.players) - 1, {"type": "join", "name": name}, self.now + 1)
            )

    @precondition(lambda self: not R.is_over(self.s) and len(R.may_act(self.s)) > 1)
    @rule(pick=st.integers(0, 19))
    def someone_leaves(self, pick: int) -> None:
        seats = R.may_act(self.s)
        R.leave(self.s, seats[pick % len(seats)], self.now + 1)

    @precondition(lambda self: not R.is_over(self.s))
    @rule(
        name=st.sampled_from(["ducks_per_player", "ponds", "open_offers", "proposals_per_period"]),
        value=st.integers(1, 40),
    )
    def the_admin_changes_a_limit(self, name: str, value: int) -> None:
        before = snap(self.s)
        try:
            R.apply(self.s, -1, {"type": "set_limits", "limits": {name: value}}, self.now + 1)
        except IllegalAction as err:
            assert err.code in ("below_count", "bad_limit") and snap(self.s) == before

    @precondition(lambda self: R.is_over(self.s))
    @rule(seed=st.integers(0, 2**32))
    def the_lost_round_is_frozen(self, seed: int) -> None:
        """Rule 32: all lost; the round takes no command, timeout, join or leave."""
        before = snap(self.s)
        for call in (
            lambda: R.apply(self.s, None, {"type": "timeout"}, self.now + 10**9),
            lambda: R.apply(self.s, 0, {"type": "ask_judge"}, self.now),
            lambda: R.join(self.s, len(self.s.players), "Late", self.now),
        ):
            try:
                call()
            except IllegalAction as err:
                assert err.code == "round_over"
            else:  # pragma: no cover
                raise AssertionError("a lost round took a command")
        assert snap(self.s) == before and R.deadline(self.s) is None

    # --- invariants ------------------------------------------------------------------------

    @invariant()
    def the_rules_hold(self) -> None:
        if self.s is not None:
            R.check(self.s)

    @invariant()
    def seat_views_reproduce_the_legal_actions(self) -> None:
        if self.s is None:
            return
        for seat in R.may_act(self.s):
            view = R.seat_view(self.s, seat, self.now)
            expanded = sorted(json.dumps(a, sort_keys=True) for a in R.view_actions(view))
            actual = sorted(json.dumps(a, sort_keys=True) for a in R.legal_actions(self.s, seat))
            assert expanded == actual

    @invariant()
    def the_state_survives_json(self) -> None:
        if self.s is not None:
            again = R.state_from_json(json.loads(json.dumps(R.state_to_json(self.s))))
            assert snap(again) == snap(self.s)

    def teardown(self) -> None:
        if self.s is not None and self.periods:
            assert self.s.period.number > 1 or R.is_over(self.s)


TestHousehold = Household.TestCase
