"""Random play and the oracles the property tests share: conservation, soundness, invariance."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import strategies as st

from duckdown.engine import IllegalAction
from duckdown.engine.duck_down.cards import card_to_json

from ..conformance import check_events, check_resample
from .helpers import R, cards_in_play, composition, snap

# the stable codes of docs/engine.md
CODES = {
    "bad_action",
    "bad_seat",
    "wrong_phase",
    "already_ready",
    "not_your_turn",
    "illegal_action",
    "already_called",
    "game_over",
    "not_allowed",
    "not_due",
}

Step = tuple[int | None, tuple[Any, ...], int]  # (seat, action, now)


# --- strategies --------------------------------------------------------------------------


@st.composite
def decks(draw: Any, players: int) -> dict[str, int] | None:
    """The standard deck (None), or a small custom deck that just deals, with specials."""
    if draw(st.booleans()):
        return None
    need = 4 * players + 2
    size = draw(st.integers(need, need + 12))
    specials = draw(st.integers(0, size // 2))
    counts: dict[str, int] = {}
    for _ in range(specials):
        name = draw(st.sampled_from(["swap", "peek", "double"]))
        counts[name] = counts.get(name, 0) + 1
    for _ in range(size - specials):
        value = str(draw(st.sampled_from([0, 1, 2, 5, 9, 13])))
        counts[value] = counts.get(value, 0) + 1
    return counts


@st.composite
def games(draw: Any, max_players: int = 8) -> tuple[Any, int, int]:
    """(config, players, seed) with every option varied."""
    players = draw(st.integers(2, max_players))
    options: dict[str, Any] = {
        "peek_time": draw(st.sampled_from([0, 1, 10])),
        "turn_time": draw(st.sampled_from([0, 2, 60])),
        "call_penalty": draw(st.sampled_from([0, 3])),
        "keep_known": draw(st.booleans()),
        "rounds": draw(st.sampled_from([1, 2])),
    }
    deck = draw(decks(players))
    if deck is not None:
        options["deck"] = deck
    seed = draw(st.integers(0, 2**63 - 1))
    return R.parse_config(options), players, seed


# --- random actions ----------------------------------------------------------------------


def universe(players: int) -> list[tuple[Any, ...]]:
    """Every well-formed action and a few malformed ones, legal or not."""
    out: list[tuple[Any, ...]] = [
        ("ready",),
        ("draw",),
        ("take",),
        ("throw",),
        ("double",),
        ("call",),
        ("timeout",),
        (),
        ("fly",),
        ("replace",),
        ("replace", "1"),
        ("replace", True),
        ("peek", 1.0),
        ("swap", 0, True, 1),
        ("draw", 0),
    ]
    for slot in range(-1, 5):
        out += [("replace", slot), ("peek", slot)]
    for slot in (-1, 0, 3, 4):
        for other in range(-1, players + 1):
            for other_slot in (-1, 0, 3, 4):
                out.append(("swap", slot, other, other_slot))
    return out


def choose(s: Any, rng: random.Random, now: int, call_rate: float = 0.03) -> Step:
    """A random legal step: a seat's action, or the host's timeout once it is due."""
    deadline = R.deadline(s)
    seats = R.seats_to_act(s)
    if deadline is not None and (not seats or rng.random() < 0.06):
        return None, ("timeout",), max(now, deadline)
    seat = rng.choice(seats)
    legal = list(R.legal_actions(s, seat))
    calls = [a for a in legal if a[0] == "call"]
    others = [a for a in legal if a[0] != "call"]
    calling = calls and (not others or rng.random() < call_rate)
    action = calls[0] if calling else rng.choice(others)
    later = now + rng.choice([0, 0, 1, 500, 3000])
    if deadline is not None:
        later = min(later, deadline - 1) if deadline > now else now
    return seat, action, later


def is_legal(s: Any, seat: int | None, action: tuple[Any, ...], now: int) -> bool:
    if action == ("timeout",):
        deadline = R.deadline(s)
        return seat is None and deadline is not None and now >= deadline
    if seat is None or not 0 <= seat < s.n:
        return False
    # exact types: ("replace", True) == ("replace", 1) in Python, but a bool is no slot
    same = [a for a in R.legal_actions(s, seat) if a == action]
    return any(all(type(x) is type(y) for x, y in zip(a, action, strict=True)) for a in same)


def apply_checked(s: Any, seat: int | None, action: tuple[Any, ...], now: int) -> list[Any] | None:
    """Apply; an action outside the legal set must raise and leave the state unchanged."""
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


# --- oracles -----------------------------------------------------------------------------


def check_conservation(s: Any) -> None:
    assert cards_in_play(s) == composition(s)


def _seen_now(s: Any, seat: int, now: int) -> set[tuple[int, int]]:
    """Positions a seat is seeing at this moment, without KeepKnown (ruling 21)."""
    seen: set[tuple[int, int]] = set()
    if s.phase == "peek" and not s.ready[seat]:
        seen |= {(seat, 0), (seat, 3)}
    for viewer, r, k, until in s.reveals:
        if viewer == seat and until > now:
            seen.add((r, k))
    return seen


def check_views(s: Any, now: int) -> None:
    """Soundness (every shown value is true and allowed) and completeness of the row views."""
    over = s.phase in ("over", "reveal")  # every row face up (ruling 22)
    keep = s.config.keep_known
    everyone = (1 << s.n) - 1
    held = s.held if s.phase == "turn" and s.step == "hold" else None
    public = R.public_view(s, now)
    for r in range(s.n):
        for k in range(4):
            value = public["rows"][r][k]
            allowed = over or (keep and s.known[r][k] == everyone)
            assert (value is not None) == allowed, ("public", r, k)
            if value is not None:
                assert value == card_to_json(s.rows[r][k])
    if held is None:
        assert public["held"] is None
    else:
        assert public["held"]["card"] == (card_to_json(held) if s.held_source == "pile" else None)
    for seat in range(s.n):
        bit = 1 << seat
        view = R.seat_view(s, seat, now)
        seen = set() if over else _seen_now(s, seat, now)
        for r, k in seen:
            assert s.known[r][k] & bit, ("seeing a card one does not know", seat, r, k)
        eye = set()
        for r in range(s.n):
            for k in range(4):
                value = view["rows"][r][k]
                known = s.known[r][k]
                allowed = over or (r, k) in seen or (keep and known & bit)
                assert (value is not None) == bool(allowed), (seat, r, k, value)
                if value is not None:
                    assert value == card_to_json(s.rows[r][k])
                    assert over or known & bit
                if keep and not over and (r, k) not in seen and known & bit and known != everyone:
                    eye.add((r, k))
        assert {tuple(e) for e in view["eye"]} == eye
        if held is not None:
            visible = s.held_source == "pile" or seat == s.turn_seat
            assert view["held"]["card"] == (card_to_json(held) if visible else None)
        legal = R.legal_actions(s, seat)
        assert view["legal"] == list(dict.fromkeys(a[0] for a in legal))
        assert bool(legal) == (seat in R.seats_to_act(s))


# --- re-dealing what a seat does not know ------------------------------------------------


def check_invariance(
    s: Any, seat: int, now: int, step: Step | None, rng: random.Random
) -> tuple[int, int]:
    """Ruling 19-21 and the architecture's invariance test, for one seat, through the engine's
    own `resample`: the conformance suite's checks, on the states these properties reach.

    Returns (re-deals that moved a card, compared events) so callers can make sure it tested
    something.
    """
    moved = check_resample(R, s, now, seat, rng)
    if step is None:
        return int(moved), 0
    actor, action, when = step
    if not is_legal(s, actor, action, when):
        return int(moved), 0
    compared = check_events(R, s, (actor, R.action_to_json(action), when), seat, rng)
    return int(moved), int(compared)
