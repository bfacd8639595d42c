"""Views built by allow-list: each field is copied because the viewer may see it.

A face-down card is null and carries nothing else: no id, no index that follows it (the slots
of rows are places, not cards). What a seat is shown follows ruling 33: without KeepKnown, a
row card only while the seat is seeing it; with KeepKnown, every card it knows.
"""

from __future__ import annotations

from typing import Any

from duckdown.engine.dutch.actions import action_to_json
from duckdown.engine.dutch.cards import POWER_NAMES, RANK, SLOTS, card_to_json, rank_to_json
from duckdown.engine.dutch.config import MAX_ROUNDS, mode_rounds, mode_target
from duckdown.engine.dutch.legal import legal_types, may_act, owner_actions, seats_to_act
from duckdown.engine.dutch.state import (
    BETWEEN,
    ENDING,
    FROM_PILE,
    HOLD,
    LOOK,
    OVER,
    TURN,
    State,
    json_copy,
)


def public_view(s: State, now: int) -> dict[str, Any]:
    return _view(s, None, now)


def seat_view(s: State, seat: int, now: int) -> dict[str, Any]:
    view = _view(s, seat, now)
    view["seat"] = seat
    view["legal"] = legal_types(s, seat)
    return view


def _seeing(s: State, seat: int | None, now: int) -> set[tuple[int, int]]:
    """The row cards a seat is seeing now (ruling 33): its chosen cards during the opening
    look, until it is ready; a Queen's card for 5 s."""
    if seat is None:
        return set()
    out: set[tuple[int, int]] = set()
    if s.phase == LOOK and not s.ready[seat]:
        out.update((seat, k) for k in s.chosen[seat])
    out.update((r, k) for viewer, r, k, until in s.reveals if viewer == seat and until > now)
    return out


def _rows(s: State, seat: int | None, now: int) -> tuple[list[list[Any]], list[list[int]]]:
    revealed = s.phase in (BETWEEN, OVER)  # ruling 21: all cards turned over
    keep = s.config.keep_known
    bit = 0 if seat is None else 1 << seat
    everyone = s.everyone
    seeing = _seeing(s, seat, now)
    rows: list[list[Any]] = []
    remembered: list[list[int]] = []
    for r in range(s.n):
        out: list[Any] = []
        for k, card in enumerate(s.rows[r]):
            known = s.known[r][k]
            if card < 0:
                out.append(None)
            elif revealed or (r, k) in seeing:
                out.append(card_to_json(card))
            elif keep and (known == everyone or known & bit):
                out.append(card_to_json(card))
                remembered.append([r, k])
            else:
                out.append(None)
        rows.append(out)
    return rows, remembered


def _window(s: State) -> dict[str, Any] | None:
    if not s.win_no:
        return None
    return {
        "number": s.win_no,
        "rank": rank_to_json(RANK[s.win_card]),
        "card": card_to_json(s.win_card),
        "opened": s.win_opened,
        "until": s.win_until,
        "open": bool(s.win_rank),
        "tried": [seat for seat in range(s.n) if s.win_tried >> seat & 1],
        "throws": json_copy(s.win_throws),
        "closed": s.win_closed,
    }


def _final_turns(s: State) -> list[int]:
    """The seats still to play their final turn after a call, in order (ruling 19)."""
    caller = s.caller
    if caller is None or s.phase != TURN or s.step == ENDING:
        return []
    n = s.n
    seat = s.turn_seat
    out = []
    while seat != caller:
        out.append(seat)
        seat = (seat + 1) % n
    return out


def _view(s: State, seat: int | None, now: int) -> dict[str, Any]:
    n = s.n
    rows, remembered = _rows(s, seat, now)
    held: dict[str, Any] | None = None
    if s.phase == TURN and s.step == HOLD:
        visible = s.held_source == FROM_PILE or seat == s.turn_seat
        held = {
            "seat": s.turn_seat,
            "source": s.held_source,
            "card": card_to_json(s.held) if visible else None,
        }
    return {
        "ruleset": "dutch",
        "players": n,
        "phase": s.phase,
        "round": s.round,
        "rounds": mode_rounds(s.mode),
        "mode": s.mode,
        "target": mode_target(s.mode),
        "max_rounds": MAX_ROUNDS,
        "decks": s.decks,
        "first_seat": s.first_seat,
        "to_act": seats_to_act(s),
        "may_act": may_act(s),
        "deadline": s.deadline,
        "look": {"chosen": [list(c) for c in s.chosen], "ready": list(s.ready)},
        "turn": (
            {
                "seat": s.turn_seat,
                "number": s.turn_number + 1,
                "step": s.step,
                "power": POWER_NAMES.get(s.power),
            }
            if s.phase == TURN
            else None
        ),
        "rows": rows,
        "filled": [[bool(mask >> k & 1) for k in range(SLOTS)] for mask in s.fill],
        "remembered": remembered,
        "draw": len(s.draw),
        "pile": [card_to_json(card) for card in s.pile],
        "held": held,
        "window": _window(s),
        "caller": s.caller,
        "final_turns": _final_turns(s),
        "last": dict(s.last) if s.last else None,
        "scores": [list(r) for r in s.scores],
        "halvings": [[{"seat": a, "from": b, "to": c} for a, b, c in r] for r in s.halvings],
        "totals": list(s.totals),
        "result": json_copy(s.result),  # a copy: a view never aliases the state
        "owner": [action_to_json(a) for a in owner_actions(s)],
        "winners": list(s.winners) if s.winners is not None else None,
    }


def seat_memory(s: State, seat: int) -> dict[str, Any]:
    """Everything the seat knows (ruling 30), for a bot taking the seat over: every row card it
    has seen where it lies now, and the card it holds."""
    bit = 1 << seat
    rows = [
        [
            card_to_json(card) if card >= 0 and known & bit else None
            for card, known in zip(row, kn, strict=True)
        ]
        for row, kn in zip(s.rows, s.known, strict=True)
    ]
    held = None
    if s.phase == TURN and s.step == HOLD and s.held_known & bit:
        held = card_to_json(s.held)
    return {"seat": seat, "round": s.round, "rows": rows, "held": held}


def view_expiry(s: State, now: int) -> int | None:
    """A Queen's reveal ends 5 s after the look (ruling 33)."""
    ends = [until for _, _, _, until in s.reveals if until > now]
    return min(ends) if ends else None
