"""Shared helpers for the Quack-Quack engine tests: fixed deals (ruling 3), crafted states,
actions by letter, snapshots.

Cards by letter: I inspector, F farmer, C craftsman, M merchant, A agitator, G guard,
S secretary, V governor.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from duckdown.engine import IllegalAction, get_ruleset
from duckdown.engine.quack_quack.cards import CLASSES, COUNTS, HAND_SIZE
from duckdown.engine.quack_quack.state import LEAD, State

R: Any = get_ruleset("quack_quack")

LETTERS = "IFCMAGSV"


def cards(text: str) -> list[int]:
    return [LETTERS.index(letter) for letter in text.replace(" ", "")]


def order(*hands: str, deck: str = "") -> list[int]:
    """Ruling 3's fixed order: the hands seat by seat, then the class deck, top card first."""
    out: list[int] = []
    for hand in hands:
        out += cards(hand)
    return out + cards(deck)


def seed_with_leader(players: int, seat: int) -> int:
    """A seed whose round 1 is led by `seat` (the game's first draw, ruling 4)."""
    for seed in range(1000):
        if random.Random(seed).randrange(players) == seat:
            return seed
    raise AssertionError("no seed found")


def new(
    *hands: str,
    deck: str = "",
    leader: int = 0,
    more: list[list[int]] | None = None,
    now: int = 0,
    **options: Any,
) -> State:
    """A game whose first deal is fixed (full hands of 12, 11 or 10 cards), led by `leader`."""
    players = len(hands)
    for hand in hands:
        assert len(cards(hand)) == HAND_SIZE[players], hand
    s: State = R.new_game(
        R.parse_config(options),
        players,
        seed_with_leader(players, leader),
        now=now,
        deck_orders=[order(*hands, deck=deck), *(more or [])],
    )
    assert s.leader == leader and s.turn == leader
    return s


def counts_of(text: str) -> list[int]:
    out = [0] * CLASSES
    for card in cards(text):
        out[card] += 1
    return out


def crafted(
    *hands: str,
    leader: int = 0,
    deck: str | None = None,
    seed: int = 5,
    **fields: Any,
) -> State:
    """A state mid-round at the start of a struggle: the hands given; at 2-3 players the class
    deck given (top card first), by default every other card in class order; every card left
    face up in the discard pile. `fields` set further state fields (coins, supply, monument,
    round, ranks...). Checked to be valid."""
    players = len(hands)
    s: State = R.new_game(R.parse_config(fields.pop("options", {})), players, seed)
    data = R.state_to_json(s)
    hand_counts = [counts_of(h) for h in hands]
    rest = list(COUNTS)
    for h in hand_counts:
        rest = [a - b for a, b in zip(rest, h, strict=True)]
    if deck is None and players < 4:
        deck = "".join(LETTERS[c] * k for c, k in enumerate(rest))
    deck_cards = cards(deck or "")
    for card in deck_cards:
        rest[card] -= 1
    assert min(rest) >= 0, "more cards than the deck holds"
    data.update(
        hands=hand_counts,
        sizes=[sum(h) for h in hand_counts],
        deck=list(reversed(deck_cards)),  # top card last
        discard=rest,
        ranks=[0] * players,
        best=1,
        worst=players,
        leader=leader,
        turn=leader,
        step=LEAD,
        last=-1,
        last_seat=-1,
        plays=[],
        yard_from=0,
        records=[],
        passes=[],
        passed=[False] * players,
    )
    for key, value in fields.items():
        assert key in data, key
        data[key] = value
    out: State = R.state_from_json(json.loads(json.dumps(data)))
    R.check(out)
    return out


def act(s: State, seat: int | None, *action: Any, now: int = 0) -> list[Any]:
    return list(R.apply(s, seat, tuple(action), now))


def play(s: State, seat: int, text: str, now: int = 0) -> list[Any]:
    return act(s, seat, "play", tuple(sorted(cards(text))), now=now)


def bomb(s: State, seat: int, text: str, now: int = 0) -> list[Any]:
    return act(s, seat, "bomb", tuple(sorted(cards(text))), now=now)


def two(kind: str, s: State, seat: int, text: str, now: int = 0) -> list[Any]:
    """discard, give or give_back two cards."""
    return act(s, seat, kind, tuple(sorted(cards(text))), now=now)


def join(s: State, seat: int, letter: str, now: int = 0) -> list[Any]:
    return act(s, seat, "join", cards(letter)[0], now=now)


def passes(s: State, *seats: int) -> None:
    for seat in seats:
        act(s, seat, "pass")


def snap(s: State) -> str:
    return json.dumps(R.state_to_json(s), sort_keys=True)


def illegal(s: State, seat: int | None, action: Any, code: str, now: int = 0) -> IllegalAction:
    """The action raises IllegalAction with `code` and leaves the state unchanged."""
    before = snap(s)
    with pytest.raises(IllegalAction) as info:
        R.apply(s, seat, action, now)
    assert info.value.code == code, info.value.message
    assert snap(s) == before
    return info.value


def legal(s: State, seat: int) -> list[dict[str, Any]]:
    return [R.action_to_json(a) for a in R.legal_actions(s, seat)]


def plays_of(s: State, seat: int) -> list[str]:
    """The seat's legal plays and bombs as letters ("G", "FA", ...), and pass or decline
    (exchanges left out)."""
    out = []
    for a in R.legal_actions(s, seat):
        if a[0] in ("play", "bomb"):
            out.append("".join(LETTERS[c] for c in a[1]))
        elif a[0] in ("pass", "decline"):
            out.append(a[0])
    return out


def types(events: list[Any]) -> list[str]:
    return [e.type for e in events]


def hand(s: State, seat: int) -> str:
    return "".join(LETTERS[c] * k for c, k in enumerate(s.hands[seat]))
