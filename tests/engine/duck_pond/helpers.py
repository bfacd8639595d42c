"""Households for the Duck Pond tests: a round, commands as the host would send them, refusals
that must change nothing, and dice planned by choosing the host's entropy for a period.

Dice are never patched: `plan` searches for the 32 bytes of entropy whose seed makes the next
period's first rolls come out as a test needs, then runs the real boundary with them.
"""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from datetime import date
from typing import Any

import pytest

from duckdown.engine import IllegalAction
from duckdown.engine.duck_pond import RULESET as R
from duckdown.engine.duck_pond import calendar, dice, titles
from duckdown.engine.duck_pond.state import GOD, Duck, State
from duckdown.engine.ruleset import OWNER, Event
from duckdown.engine.schemas import problem

# 2024-01-01 00:00 UTC is a Monday: a round started then begins mid-period (2023-12-31/1)
MONDAY = 1_704_067_200_000
HOUR = 3_600_000
DAY = 24 * HOUR
Roll = tuple[int, int | None]  # (sides, result); None: any result


def snap(s: State) -> str:
    return json.dumps(R.state_to_json(s), sort_keys=True)


def new(
    players: int = 3,
    options: dict[str, Any] | None = None,
    *,
    now: int = MONDAY,
    rolls: Sequence[Roll] = (),
) -> State:
    """A round; `rolls` fixes its first rolls (the Disciple's 3d20, name, pond roll, ...)."""
    config = R.parse_config(options or {})
    label = calendar.period_at(now, calendar.zone(config.time_zone))[0]
    entropy = entropy_for(label, 1, rolls) if rolls else random.Random(players).randbytes(32)
    s = R.new_game(config, players, 7, now=now, entropy=entropy)
    R.check(s)
    checked(R.opening_events(s))
    return s


def entropy_for(label: str, first: int, wanted: Sequence[Roll], tries: int = 400_000) -> bytes:
    """32 bytes whose rolls first, first+1, ... of period `label` are `wanted`."""
    rng = random.Random(f"{label}:{first}:{wanted}")
    for _ in range(tries):
        seed = rng.randbytes(32)
        if all(
            result is None or dice.roll(seed, label, first + i, sides) == result
            for i, (sides, result) in enumerate(wanted)
        ):
            return seed
    raise AssertionError(f"no seed gives {wanted}")  # pragma: no cover


def now_in(s: State) -> int:
    """A time inside the current period, after everything logged so far."""
    last = s.log[-1]["at"] if s.log else s.period.start
    return max(s.period.start, last) + 1000


def act(s: State, seat: int | None, action: dict[str, Any], now: int | None = None) -> list[Event]:
    """A command as the host sends it: checked against the action schema, applied, and its
    events checked against the event schema; the invariants hold after it."""
    assert problem(R.schemas["action"], action) is None, action
    events = R.apply(s, seat, R.parse_action(action), now_in(s) if now is None else now)
    R.check(s)
    checked(events)
    return events


def checked(events: Sequence[Event]) -> Sequence[Event]:
    for event in events:
        assert problem(R.schemas["event"], event.view(None)) is None, event.view(None)
    return events


def admin(s: State, action: dict[str, Any]) -> list[Event]:
    return act(s, OWNER, action)


def refused(
    s: State, seat: int | None, action: dict[str, Any], code: str, now: int | None = None
) -> str:
    """Ruling 45: refused with `code` and a sentence, and nothing changed (no roll either)."""
    before = snap(s)
    with pytest.raises(IllegalAction) as err:
        R.apply(s, seat, R.parse_action(action), now_in(s) if now is None else now)
    assert err.value.code == code, f"{err.value.code}: {err.value.message}"
    assert err.value.message and err.value.message[0].isupper(), "a plain sentence"
    assert snap(s) == before, "a refused command changed the state"
    return err.value.message


def types(events: Sequence[Event]) -> list[str]:
    return [e.type for e in events]


def first(events: Sequence[Event], kind: str) -> dict[str, Any]:
    return next(e.data for e in events if e.type == kind)


def rolls_of(events: Sequence[Event]) -> list[tuple[int, int]]:
    return [(e.data["sides"], e.data["result"]) for e in events if e.type == "roll"]


def timeout(s: State, entropy: bytes | None = None, now: int | None = None) -> list[Event]:
    due = R.deadline(s)
    assert due is not None
    action: dict[str, Any] = {"type": "timeout"}
    if entropy is not None:
        action["entropy"] = entropy.hex()
    return act(s, None, action, due if now is None else now)


def next_period(s: State, rolls: Sequence[Roll] = ()) -> list[Event]:
    """Run timeouts up to and through the next boundary; `rolls` fixes the new period's first
    rolls after those the boundary makes itself (a Disciple's, when one is created)."""
    events: list[Event] = []
    number = s.period.number
    while s.period.end > R.deadline(s):  # type: ignore[operator]
        events += timeout(s)
    label = calendar.following(date.fromisoformat(s.period.first_day), _tz(s))[0]
    trial = s.copy()
    R.apply(trial, None, {"type": "timeout"}, trial.period.end)
    made = len(trial.period.rolls) if trial.period.number == number + 1 else 0
    wanted: list[Roll] = [(r[0], None) for r in trial.period.rolls] + list(rolls)
    entropy = entropy_for(label, 1, wanted) if rolls else random.Random(label).randbytes(32)
    events += timeout(s, entropy)
    if s.phase == "play":
        assert s.period.number == number + 1 and len(s.period.rolls) == made
    return events


def _tz(s: State) -> Any:
    return calendar.zone(s.config.time_zone)


# --- setting up a situation directly (the ledger and titles kept right) -------------------


def duck(s: State, number: int) -> Duck:
    return s.ducks[number]


def ready(s: State, seat: int, name: str | None = None, pond: int = 1) -> Duck:
    """Name the seat's first unnamed duck and put it in a pond, by commands."""
    d = next(d for d in s.ducks.values() if d.owner == seat and (d.name is None or d.pond is None))
    if d.name is None:
        act(s, seat, {"type": "name", "duck": d.number, "name": name or f"Duck of {seat}"})
    if d.pond is None:
        act(s, seat, {"type": "assign_pond", "duck": d.number, "pond": pond})
    return d


def poke(s: State, number: int, **values: Any) -> Duck:
    """Set a duck's quacks, colour, Eggs ... for a test's situation (Eggs through the ledger)."""
    d = s.ducks[number]
    for key, value in values.items():
        if key == "eggs":
            s.ledger["egg"] += value - d.eggs
        setattr(d, key, value)
    return _refresh(s, d)


def give(s: State, holder: int | str, item: str, count: int) -> None:
    if holder == GOD:
        s.god_eggs += count
    else:
        assert isinstance(holder, int)
        s.players[holder].items[item] += count
    s.ledger[item] += count
    _refresh(s, None)


def _refresh(s: State, d: Duck | None) -> Any:
    s.titles = titles.compute(s)
    s.cache.clear()
    R.check(s)
    return d


def legal(s: State, seat: int) -> list[dict[str, Any]]:
    return R.legal_actions(s, seat)


def legal_types(s: State, seat: int) -> set[str]:
    return {a["type"] for a in legal(s, seat)}
