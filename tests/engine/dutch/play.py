"""Random play and the oracles the property tests share."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import strategies as st

from duckdown.engine import IllegalAction
from duckdown.engine.dutch.cards import card_to_json
from duckdown.engine.dutch.config import MODES

from .helpers import R, in_play, snap, whole

Step = tuple[int | None, tuple[Any, ...], int]  # (seat, action, now)

# the stable refusal codes of docs/games/dutch.md
CODES = {
    "bad_action",
    "bad_seat",
    "bad_target",
    "already_chosen",
    "already_ready",
    "already_tried",
    "caller_locked",
    "choose_two",
    "empty_row",
    "empty_slot",
    "game_over",
    "illegal_action",
    "mode_not_allowed",
    "must_replace",
    "no_window",
    "not_allowed",
    "not_due",
    "not_your_turn",
    "nothing_to_draw",
    "row_full",
    "two_chosen",
    "wait",
    "window_closed",
    "wrong_phase",
    "wrong_window",
}


@st.composite
def games(draw: Any, max_players: int = 8) -> tuple[Any, int, int]:
    """(config, players, seed) with every option varied."""
    players = draw(st.integers(2, max_players))
    options: dict[str, Any] = {
        "mode": draw(st.sampled_from(list(MODES))),
        "peek_time": draw(st.sampled_from([0, 1, 15])),
        "turn_time": draw(st.sampled_from([0, 1, 30])),
        "throw_time": draw(st.sampled_from([1, 2, 5])),
        "keep_known": draw(st.booleans()),
    }
    if players <= 4 and draw(st.booleans()):
        options["decks"] = 2
    return R.parse_config(options), players, draw(st.integers(0, 2**63 - 1))


def universe(players: int, window: int) -> list[tuple[Any, ...]]:
    """Every well-formed action and a few malformed ones, legal or not."""
    out: list[tuple[Any, ...]] = [
        ("ready",),
        ("draw",),
        ("take",),
        ("discard",),
        ("skip",),
        ("dutch",),
        ("end",),
        ("deal",),
        ("timeout",),
        (),
        ("fly",),
        ("replace",),
        ("replace", "1"),
        ("replace", True),
        ("look", 1.0, 0),
        ("swap", 0, True, 1, 0),
        ("draw", 0),
        ("mode", "7_rounds"),
        ("mode", "5_rounds"),
        ("mode", "200_points"),
        ("throw_in", 0),
        ("give", None),
    ]
    for slot in (-1, 0, 3, 4, 7, 8):
        out += [("choose", slot), ("replace", slot)]
        for w in (window - 1, window, window + 1):
            out.append(("throw_in", slot, w))
    for r in (-1, 0, players - 1, players):
        out.append(("give", r))
        for slot in (-1, 0, 4, 8):
            out.append(("look", r, slot))
            out.append(("swap", r, slot, 0, 1))
    return out


def choose(s: Any, rng: random.Random, now: int, throw_rate: float = 0.15) -> Step:
    """A random legal step: a throw-in now and then, a seat's decision, or a due timeout."""
    deadline = R.deadline(s)
    seats = R.seats_to_act(s)
    throwers = R.may_act(s)
    if deadline is not None and (not (seats or throwers) or rng.random() < 0.05):
        return None, ("timeout",), max(now, deadline)
    later = now + rng.choice([0, 0, 1, 300, 1500])
    if deadline is not None:
        later = min(later, deadline - 1) if deadline > now else now
    if throwers and (not seats or rng.random() < throw_rate):
        seat = rng.choice(throwers)
        throws = [a for a in R.legal_actions(s, seat) if a[0] == "throw_in"]
        return seat, rng.choice(throws), later
    if not seats:
        assert deadline is not None, "nobody acts and nothing is due"
        return None, ("timeout",), max(now, deadline)
    seat = rng.choice(seats)
    legal = [a for a in R.legal_actions(s, seat) if a[0] != "throw_in"]
    calls = [a for a in legal if a[0] == "dutch"]
    if calls and rng.random() < 0.8:  # random calls would end every round at once
        legal = [a for a in legal if a[0] != "dutch"]
    return seat, rng.choice(legal), later


def is_legal(s: Any, seat: int | None, action: tuple[Any, ...], now: int) -> bool:
    if action == ("timeout",):
        deadline = R.deadline(s)
        return seat is None and deadline is not None and now >= deadline
    if type(seat) is not int:
        return False
    same = [a for a in R.legal_actions(s, seat) if a == action]
    # exact types: ("replace", True) == ("replace", 1) in Python, but a bool is no slot
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


def check_conservation(s: Any) -> None:
    assert in_play(s) == whole(s)
    R.check(s)


def public_redeal(s: Any, rng: random.Random) -> Any:
    """A copy with every card that not every seat knows dealt again, each among the places of
    its generation: the world as the public channel alone allows it to be."""
    out = s.copy()
    everyone = out.everyone
    groups: dict[int, list[tuple[int, int]]] = {}
    for r in range(out.n):
        for k in range(8):
            if out.rows[r][k] >= 0 and out.known[r][k] != everyone:
                groups.setdefault(out.origin[r][k], []).append((r, k))
    groups.setdefault(out.gen, []).extend((-1, i) for i in range(len(out.draw)))
    if out.phase == "turn" and out.step == "hold" and out.held_known != everyone:
        groups.setdefault(out.held_origin, []).append((-2, 0))
    for places in groups.values():
        cards = [
            out.draw[k] if r == -1 else out.held if r == -2 else out.rows[r][k] for r, k in places
        ]
        rng.shuffle(cards)
        for (r, k), card in zip(places, cards, strict=True):
            if r == -1:
                out.draw[k] = card
            elif r == -2:
                out.held = card
            else:
                out.rows[r][k] = card
    out.rand.seed(rng.getrandbits(64))
    return out


def _seeing(s: Any, seat: int, now: int) -> set[tuple[int, int]]:
    """Ruling 33: the look's cards until ready, a Queen's card for 5 s."""
    out: set[tuple[int, int]] = set()
    if s.phase == "look" and not s.ready[seat]:
        out |= {(seat, k) for k in s.chosen[seat]}
    out |= {(r, k) for viewer, r, k, until in s.reveals if viewer == seat and until > now}
    return out


def check_views(s: Any, now: int) -> None:
    """Soundness (every shown card is true and allowed) and completeness of the views."""
    revealed = s.phase in ("between", "over")
    keep = s.config.keep_known
    everyone = s.everyone
    to_act = R.seats_to_act(s)
    throwers = R.may_act(s)
    for seat in [None, *range(s.n)]:
        bit = 0 if seat is None else 1 << seat
        view = R.public_view(s, now) if seat is None else R.seat_view(s, seat, now)
        seeing = set() if seat is None else _seeing(s, seat, now)
        remembered = set()
        for r in range(s.n):
            for k in range(8):
                card = s.rows[r][k]
                known = s.known[r][k]
                shown = view["rows"][r][k]
                assert view["filled"][r][k] == (card >= 0)
                allowed = card >= 0 and (
                    revealed
                    or (r, k) in seeing
                    or (keep and (known == everyone or bool(known & bit)))
                )
                assert (shown is not None) == allowed, (seat, r, k)
                if shown is not None:
                    assert shown == card_to_json(card)
                    if not revealed and (r, k) not in seeing:
                        remembered.add((r, k))
        assert {tuple(p) for p in view["remembered"]} == remembered
        if s.phase == "turn" and s.step == "hold":
            visible = s.held_source == "pile" or seat == s.turn_seat
            assert view["held"]["card"] == (card_to_json(s.held) if visible else None)
        else:
            assert view["held"] is None
        assert view["to_act"] == to_act and view["may_act"] == throwers
        if seat is not None:
            legal = R.legal_actions(s, seat)
            assert view["legal"] == list(dict.fromkeys(a[0] for a in legal))
            own = [a for a in legal if a[0] != "throw_in"]
            assert bool(own) == (seat in to_act), (seat, own, to_act)
            assert any(a[0] == "throw_in" for a in legal) == (seat in throwers)
            assert sorted(map(str, R.view_actions(view))) == sorted(
                str(R.action_to_json(a)) for a in legal
            )
