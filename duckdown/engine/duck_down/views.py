"""Views built by allow-list: each field is copied because a viewer may see it, never deleted.

A face-down card is None; nothing else about it (no id, no index that follows it) is emitted.
"""

from __future__ import annotations

from typing import Any

from duckdown.engine.duck_down.cards import card_to_json
from duckdown.engine.duck_down.game import legal_types
from duckdown.engine.duck_down.state import (
    FIRST,
    FROM_PILE,
    HOLD,
    OVER_PHASE,
    PEEK_PHASE,
    REVEAL_PHASE,
    SECOND,
    TURN_PHASE,
    State,
    json_copy,
)

_DOUBLE_NAMES = {FIRST: "first", SECOND: "second"}


def public_view(s: State, now: int) -> dict[str, Any]:
    return _view(s, None, now)


def seat_view(s: State, seat: int, now: int) -> dict[str, Any]:
    return _view(s, seat, now)


def seat_memory(s: State, seat: int) -> dict[str, Any]:
    """What the seat knows, for a bot taking the seat over (ruling 18)."""
    bit = 1 << seat
    return {
        "seat": seat,
        "round": s.round,
        "rows": [
            [
                card_to_json(card) if known & bit else None
                for card, known in zip(row, kn, strict=True)
            ]
            for row, kn in zip(s.rows, s.known, strict=True)
        ],
    }


def _view(s: State, seat: int | None, now: int) -> dict[str, Any]:
    n = s.n
    everyone = s.everyone
    # every row face up: the reveal between rounds (ruling 22) and the game's end
    face_up = s.phase == OVER_PHASE or s.phase == REVEAL_PHASE
    keep = s.config.keep_known
    bit = 0 if seat is None else 1 << seat
    shown: set[tuple[int, int]] = set()
    if seat is not None and not face_up:
        if s.phase == PEEK_PHASE and not s.ready[seat]:
            shown.update(((seat, 0), (seat, 3)))  # the opening look
        shown.update((r, k) for viewer, r, k, until in s.reveals if viewer == seat and until > now)
    rows: list[list[Any]] = []
    eye: list[list[int]] = []
    for r in range(n):
        row_out: list[Any] = []
        for k in range(4):
            known = s.known[r][k]
            if face_up or (r, k) in shown or (keep and known == everyone):
                row_out.append(card_to_json(s.rows[r][k]))
            elif keep and known & bit:
                row_out.append(card_to_json(s.rows[r][k]))
                eye.append([r, k])
            else:
                row_out.append(None)
        rows.append(row_out)
    held: dict[str, Any] | None = None
    if s.phase == TURN_PHASE and s.step == HOLD and s.held is not None:
        visible = s.held_source == FROM_PILE or seat == s.turn_seat
        held = {
            "seat": s.turn_seat,
            "source": s.held_source,
            "card": card_to_json(s.held) if visible else None,
        }
    view: dict[str, Any] = {
        "ruleset": "duck_down",
        "players": n,
        "round": s.round,
        "rounds": s.rounds,
        "phase": s.phase,
        "first_seat": s.first_seat,
        "ready": list(s.ready) if s.phase in (PEEK_PHASE, REVEAL_PHASE) else None,
        "to_act": [s.turn_seat] if s.phase == TURN_PHASE else _looking(s),
        "turn": (
            {
                "seat": s.turn_seat,
                "step": s.step,
                "draws": s.draws,
                "double": _DOUBLE_NAMES.get(s.double),
                "number": s.turn_number + 1,
            }
            if s.phase == TURN_PHASE
            else None
        ),
        "deadline": s.deadline,
        "rows": rows,
        "deck": len(s.deck),
        "pile": [card_to_json(c) for c in s.pile],
        "held": held,
        "caller": s.caller,
        "last_turns": _last_turns(s),
        "last": dict(s.last) if s.last else None,
        "scores": [list(r) for r in s.scores],
        "totals": list(s.totals),
        "result": json_copy(s.result),  # a copy: a view never aliases the state
        "winners": list(s.winners) if s.winners is not None else None,
    }
    if seat is not None:
        view["seat"] = seat
        view["eye"] = eye
        view["legal"] = legal_types(s, seat)
    return view


def _looking(s: State) -> list[int]:
    if s.phase != PEEK_PHASE and s.phase != REVEAL_PHASE:
        return []
    return [seat for seat in range(s.n) if not s.ready[seat]]


def _last_turns(s: State) -> list[int]:
    caller = s.caller
    if caller is None or s.phase != TURN_PHASE:
        return []
    n = s.n
    seat = (caller + 1) % n if s.turn_seat == caller else s.turn_seat
    out = []
    while seat != caller:
        out.append(seat)
        seat = (seat + 1) % n
    return out


def view_expiry(s: State, now: int) -> int | None:
    ends = [until for _, _, _, until in s.reveals if until > now]
    return min(ends) if ends else None
