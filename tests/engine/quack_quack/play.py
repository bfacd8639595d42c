"""Random play and the oracles the property tests share."""

from __future__ import annotations

import random
from itertools import combinations_with_replacement
from typing import Any

from hypothesis import strategies as st

from duckdown.engine import IllegalAction
from duckdown.engine.quack_quack.cards import COUNTS, NAMES

from .helpers import R, snap

# the stable codes of docs/games/quack_quack.md
CODES = {
    "bad_action",
    "bad_seat",
    "not_your_turn",
    "illegal_action",
    "game_over",
    "not_allowed",
    "not_due",
}

Step = tuple[int | None, tuple[Any, ...], int]  # (seat, action, now)


@st.composite
def games(draw: Any) -> tuple[Any, int, int]:
    """(config, players, seed) with every option varied."""
    players = draw(st.integers(2, 4))
    options = {
        "turn_time": draw(st.sampled_from([0, 1, 30])),
        "rounds": draw(st.sampled_from([1, 3])),
        "goal_coins": draw(st.sampled_from([3, 4])),
    }
    return R.parse_config(options), players, draw(st.integers(0, 2**63 - 1))


def universe() -> list[tuple[Any, ...]]:
    """Every well-formed action and some malformed ones, legal or not."""
    out: list[tuple[Any, ...]] = [
        ("pass",),
        ("take",),
        ("decline",),
        ("timeout",),
        (),
        ("fly",),
        ("play",),
        ("play", [5]),  # unhashable
        ("play", (9,)),
        ("play", (True,)),  # equal to the Farmer: must play the Farmer if legal
        ("join", True),
        ("pass", 1),
        ("bomb", (1, 1, 2)),
        ("give", (5,)),
    ]
    for size in (1, 2):
        out += [("play", c) for c in combinations_with_replacement(range(8), size)]
    out += [("bomb", c) for c in combinations_with_replacement(range(8), 3)]
    out.append(("bomb", (0, 5)))
    for kind in ("discard", "give", "give_back"):
        out += [(kind, c) for c in combinations_with_replacement(range(8), 2)]
    out += [("join", c) for c in range(8)]
    return out


def choose(s: Any, rng: random.Random, now: int) -> Step:
    """A random legal step: the seat's action, or the host's timeout once it is due."""
    deadline = R.deadline(s)
    if deadline is not None and rng.random() < 0.08:
        return None, ("timeout",), max(now, deadline)
    seat = R.seats_to_act(s)[0]
    legal = list(R.legal_actions(s, seat))
    later = now + rng.choice([0, 0, 1, 500])
    if deadline is not None:
        later = min(later, deadline - 1) if deadline > now else now
    return seat, rng.choice(legal), later


def is_legal(s: Any, seat: int | None, action: tuple[Any, ...], now: int) -> bool:
    if action == ("timeout",):
        deadline = R.deadline(s)
        return seat is None and deadline is not None and now >= deadline
    if seat is None or R.is_over(s):
        return False
    return any(a == action for a in R.legal_actions(s, seat))


def apply_checked(s: Any, seat: int | None, action: tuple[Any, ...], now: int) -> list[Any] | None:
    """Apply; an action outside the legal set raises and leaves the state unchanged."""
    legal = is_legal(s, seat, action, now)
    before = snap(s)
    try:
        events = R.apply(s, seat, action, now)
    except IllegalAction as err:
        assert not legal, (seat, action, err.code, err.message)
        assert err.code in CODES, err.code
        assert snap(s) == before, (seat, action)
        return None
    assert legal, (seat, action, "was accepted but is not in legal_actions")
    return events


def check_cards(s: Any) -> None:
    """The 40 cards, counted by where a view says they are: hands, deck, discard, yard."""
    R.check(s)
    view = R.public_view(s, 0)
    on_table = sum(view["hands"]) + (view["deck"] or 0) + view["discard"]
    on_table += sum(view["aside"] or [0]) + sum(len(p["cards"]) for p in view["yard"])
    assert on_table == sum(COUNTS) == 40
    assert view["hands"] == [sum(h) for h in s.hands]


def check_views(s: Any, now: int) -> None:
    public = R.public_view(s, now)
    to_act = R.seats_to_act(s)
    assert public["to_act"] == to_act
    for seat in range(s.n):
        view = R.seat_view(s, seat, now)
        assert view["hand"] == [NAMES[c] for c in range(8) for _ in range(s.hands[seat][c])]
        legal = [R.action_to_json(a) for a in R.legal_actions(s, seat)]
        assert view["legal"] == legal and R.view_actions(view) == legal
        assert bool(legal) == (seat in to_act)
