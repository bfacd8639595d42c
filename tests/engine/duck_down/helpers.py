"""Shared helpers for the Duck Down engine tests: fixed deals, snapshots, oracles."""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

import pytest

from duckdown.engine import IllegalAction, get_ruleset
from duckdown.engine.duck_down.cards import DOUBLE, PEEK, SWAP

R = get_ruleset("duck_down")

S, P, D = SWAP, PEEK, DOUBLE  # short names for deck orders


def config(**options: Any) -> Any:
    return R.parse_config(options)


def seed_with_first(players: int, seat: int) -> int:
    """A seed whose round 1 is begun by `seat` (the first draw of the game's RNG)."""
    for seed in range(1000):
        if random.Random(seed).randrange(players) == seat:
            return seed
    raise AssertionError("no seed found")


def order(rows: list[list[int]], pile: int, draws: list[int] = ()) -> list[int]:  # type: ignore[assignment]
    """A fixed deck prefix in ruling 3's order: rows seat by seat, the pile, then the draws."""
    out = [card for row in rows for card in row]
    return [*out, pile, *draws]


def new(
    rows: list[list[int]] | None = None,
    pile: int = 5,
    draws: list[int] = (),  # type: ignore[assignment]
    *,
    players: int | None = None,
    first: int = 0,
    rounds: int | None = None,
    now: int = 0,
    ready: bool = True,
    more: list[list[int]] | None = None,
    **options: Any,
) -> Any:
    """A game with a fixed first deal, begun by seat `first`, past the opening look if `ready`."""
    if players is None:
        players = len(rows) if rows is not None else 2
    orders = []
    if rows is not None:
        orders.append(order(rows, pile, draws))
    orders.extend(more or [])
    s = R.new_game(
        config(**options),
        players,
        seed_with_first(players, first),
        rounds=rounds,
        now=now,
        deck_orders=orders,
    )
    assert s.first_seat == first
    if ready:
        for seat in range(players):
            R.apply(s, seat, ("ready",), now)
        assert s.phase == "turn"
    return s


def snap(s: Any) -> str:
    return json.dumps(R.state_to_json(s), sort_keys=True)


def illegal(s: Any, seat: int | None, action: Any, code: str, now: int = 0) -> IllegalAction:
    """Assert that the action raises IllegalAction with `code` and leaves the state unchanged."""
    before = snap(s)
    with pytest.raises(IllegalAction) as info:
        R.apply(s, seat, action, now)
    assert info.value.code == code, info.value.message
    assert snap(s) == before
    return info.value


def act(s: Any, seat: int | None, *action: Any, now: int = 0) -> list[Any]:
    return R.apply(s, seat, tuple(action), now)


def types(events: list[Any]) -> list[str]:
    return [e.type for e in events]


def deck_top(s: Any, k: int = 1) -> list[int]:
    """The next k cards to be drawn, in draw order."""
    return list(reversed(s.deck[-k:]))


def composition(s: Any) -> Counter[int]:
    return Counter(s.config.cards())


def cards_in_play(s: Any) -> Counter[int]:
    cards = Counter(card for row in s.rows for card in row)
    cards.update(s.deck)
    cards.update(s.pile)
    if s.held is not None and s.phase == "turn" and s.step == "hold":
        cards[s.held] += 1
    cards.update(getattr(s, "set_aside", ()))  # specials set aside at the end of a round
    return cards


def public_event_views(events: list[Any]) -> list[dict[str, Any]]:
    return [e.view(None) for e in events]


def end_reveal(s: Any, now: int = 0) -> list[Any]:
    """Every seat says ready in the reveal after a round (ruling 22): the next deal, or the end."""
    assert s.phase == "reveal", s.phase
    events: list[Any] = []
    for seat in range(s.n):
        if not s.ready[seat]:
            events += R.apply(s, seat, ("ready",), now)
    return events
