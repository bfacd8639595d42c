"""A simulated household: N players through W weeks of periods, playing random legal actions
at random times, with players joining and leaving, every invariant checked after every step.

`simulate(...)` returns a JSON summary of what happened. It plays as the host would: due
timeouts first (one boundary each, with fresh entropy from the seeded generator), then each
command in the period it arrives in. Any legal action that `apply` refuses is a bug, and so
is a broken invariant: both raise AssertionError.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from duckdown.engine.duck_pond import boundary, checks, game, legal
from duckdown.engine.duck_pond.config import MAX_PLAYERS, parse_config
from duckdown.engine.duck_pond.state import OVER, State
from duckdown.engine.errors import IllegalAction
from duckdown.engine.ruleset import Event

WEEK_MS = 7 * 86_400_000
START = 1_704_067_200_000  # 2024-01-01 00:00 UTC, a Monday: the round starts mid-period


def simulate(
    players: int = 5,
    weeks: int = 12,
    seed: int = 0,
    *,
    options: dict[str, Any] | None = None,
    actions_per_player: float = 6.0,
    joins: float = 0.15,
    leaves: float = 0.08,
    start: int = START,
    check: bool = True,
) -> dict[str, Any]:
    rng = random.Random(seed)
    config = parse_config(options or {})
    s = game.new_game(config, players, seed, start, rng.randbytes(32))
    counts: Counter[str] = Counter(e["type"] for e in s.opening)
    end = start + weeks * WEEK_MS
    summary = Summary(counts)

    def run(events: list[Event]) -> None:
        summary.add(events)
        if check:
            checks.check(s)

    if check:
        checks.check(s)
    while s.phase != OVER and s.period.start < end:
        period_end = s.period.end
        active = [p.seat for p in s.players if p.active]
        count = max(1, round(rng.expovariate(1 / (actions_per_player * max(1, len(active))))))
        times = sorted(rng.randrange(max(s.period.start, start), period_end) for _ in range(count))
        _churn(s, times[0], rng, joins, leaves, run, summary)
        for now in times:
            _due(s, now, rng, run)
            if s.phase == OVER:
                break
            _act(s, now, rng, run, summary)
        if s.phase != OVER:
            _due(s, period_end, rng, run)
    return summary.json(s, players, weeks, seed)


def _due(s: State, now: int, rng: random.Random, run: Any) -> None:
    """The host's timers: every timeout due by `now`, one at a time, in order."""
    while s.phase != OVER:
        due = boundary.deadline(s)
        if due is None or due > now:
            return
        s.cache.clear()
        run(game.apply(s, None, {"type": "timeout", "entropy": rng.randbytes(32).hex()}, due))


def _churn(
    s: State, now: int, rng: random.Random, joins: float, leaves: float, run: Any, summary: Summary
) -> None:
    """Now and then someone joins or leaves, at the period's first command."""
    active = [p.seat for p in s.players if p.active]
    if rng.random() < joins and len(active) < MAX_PLAYERS:
        s.cache.clear()
        try:
            run(game.join(s, len(s.players), f"Newcomer {len(s.players) + 1}", now))
            summary.joined += 1
        except IllegalAction:
            summary.refused += 1  # a duck took that name: the host would ask for another
    if rng.random() < leaves and len(active) > 1:
        s.cache.clear()
        run(game.leave(s, rng.choice(active), now))
        summary.left += 1


def _act(s: State, now: int, rng: random.Random, run: Any, summary: Summary) -> None:
    """A random player plays a random legal action: a type first, so rare ones come up."""
    active = [p.seat for p in s.players if p.active]
    if not active:
        return
    seat = rng.choice(active)
    options = legal.legal_actions(s, seat)
    if not options:
        return
    kinds = sorted({a["type"] for a in options})
    kind = rng.choice(kinds)
    action = rng.choice([a for a in options if a["type"] == kind])
    s.cache.clear()
    try:
        events = game.apply(s, seat, action, now)
    except IllegalAction as err:  # pragma: no cover - a bug: legal_actions offered it
        raise AssertionError(f"seat {seat}: legal {action} refused: {err.code}: {err}") from err
    summary.actions += 1
    run(events)


class Summary:
    def __init__(self, counts: Counter[str]) -> None:
        self.events = counts
        self.actions = 0
        self.refused = 0
        self.joined = 0
        self.left = 0

    def add(self, events: list[Event]) -> None:
        self.events.update(e.type for e in events)

    def json(self, s: State, players: int, weeks: int, seed: int) -> dict[str, Any]:
        return {
            "game": "duck_pond",
            "players": players,
            "weeks": weeks,
            "seed": seed,
            "periods": len(s.periods),
            "actions": self.actions,
            "timeouts": self.events["period_started"],
            "seats": len(s.players),
            "joined": self.joined,
            "left": self.left,
            "current_players": sum(1 for p in s.players if p.active),
            "ducks": len(s.ducks),
            "ponds": s.ponds,
            "god_eggs": s.god_eggs,
            "round_lost": s.phase == OVER,
            "titles": dict(s.titles),
            "proposals": dict(Counter(p.status for p in s.proposals)),
            "rolls": sum(len(p.rolls) for p in s.periods),
            "events": dict(sorted(self.events.items())),
            "invariants_checked": True,
        }
