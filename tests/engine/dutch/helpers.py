"""Shared helpers for the Dutch engine tests: fixed deals (ruling 4's order), snapshots."""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

import pytest

from duckdown.engine import IllegalAction, get_ruleset
from duckdown.engine.dutch.cards import card_from_json, card_to_json
from duckdown.engine.dutch.deal import full_deck

R: Any = get_ruleset("dutch")


def c(name: str) -> int:
    """A card from its name: c("10H"), c("KS")."""
    return card_from_json(name)


def cards(text: str) -> list[int]:
    """Cards from names separated by spaces: cards("AS 2H KD")."""
    return [c(name) for name in text.split()]


def names(values: list[int]) -> list[str | None]:
    return [card_to_json(v) if v >= 0 else None for v in values]


def seed_with_first(players: int, seat: int) -> int:
    """A seed whose round 1 is begun by `seat` (the first draw of the game's RNG)."""
    for seed in range(1000):
        if random.Random(seed).randrange(players) == seat:
            return seed
    raise AssertionError("no seed found")


def order(rows: list[str], pile: str, draws: str = "") -> list[int]:
    """Ruling 4's order: each seat's four cards (slots 0-3), the pile's card, then the draws."""
    out = [card for row in rows for card in cards(row)]
    return [*out, c(pile), *cards(draws)]


def new(
    rows: list[str] | None = None,
    pile: str = "5C",
    draws: str = "",
    *,
    players: int | None = None,
    first: int = 0,
    now: int = 0,
    look: bool = True,
    start: bool = True,
    more: list[list[int]] | None = None,
    **options: Any,
) -> Any:
    """A game with a fixed first deal (rows as "AS 2H 3D 4C" per seat), begun by `first`.

    `look`: every seat chooses slots 0 and 1 and is ready at `now`; `start`: then the first
    turn begins once the pile's window has had its ThrowTime (at now + throw_time)."""
    if players is None:
        players = len(rows) if rows is not None else 2
    orders = [order(rows, pile, draws)] if rows is not None else []
    orders.extend(more or [])
    s = R.new_game(
        R.parse_config(options),
        players,
        seed_with_first(players, first),
        now=now,
        deck_orders=orders,
    )
    assert s.first_seat == first
    if look:
        for seat in range(players):
            R.apply(s, seat, ("choose", 0), now)
            R.apply(s, seat, ("choose", 1), now)
            R.apply(s, seat, ("ready",), now)
        assert s.phase == "turn"
        if start:
            begin(s)
    return s


def begin(s: Any) -> list[Any]:
    """Let the open window's ThrowTime pass, so the waiting turn begins."""
    assert s.step == "wait", s.step
    return R.apply(s, None, ("timeout",), s.deadline)


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


def event(events: list[Any], kind: str, seat: int | None = None) -> dict[str, Any]:
    """The one event of `kind`, as `seat` sees it (None: the public)."""
    found = [e.view(seat) for e in events if e.type == kind]
    assert len(found) == 1, (kind, types(events))
    return found[0]


def top(s: Any, k: int = 1) -> list[str | None]:
    """The next k cards to be drawn, in draw order."""
    return names(list(reversed(s.draw[-k:])))


def row(s: Any, seat: int) -> list[str | None]:
    return names(s.rows[seat])


def in_play(s: Any) -> Counter[int]:
    out = Counter(card for r in s.rows for card in r if card >= 0)
    out.update(s.draw)
    out.update(s.pile)
    if s.phase == "turn" and s.step == "hold":
        out[s.held] += 1
    return out


def whole(s: Any) -> Counter[int]:
    return Counter(full_deck(s.decks))


def finish_turn(s: Any, seat: int, now: int = 0) -> None:
    """Draw and discard (a number card on top), then end the turn without a call."""
    act(s, seat, "draw", now=now)
    act(s, seat, "discard", now=now)
    if s.step == "power":
        act(s, seat, "skip", now=now)
    if s.step == "end":
        act(s, seat, "end", now=now)


def empty_row(s: Any, seat: int) -> None:
    """Move a row's cards under the draw pile (cards stay conserved): an empty row (ruling 18)
    without playing the throw-ins that would empty it."""
    cards_out = [card for card in s.rows[seat] if card >= 0]
    s.draw[0:0] = cards_out
    s.rows[seat] = [-1] * 8
    s.known[seat] = [0] * 8
    s.origin[seat] = [0] * 8
    s.fill[seat] = 0
    s.reveals = [r for r in s.reveals if r[1] != seat]
