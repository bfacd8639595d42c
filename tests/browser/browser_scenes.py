"""Fixed views for rendering the component without a host (views.md shapes)."""

from __future__ import annotations

import copy
from typing import Any

SEATS = [
    {"seat": 0, "name": "Anna", "you": True, "connected": True},
    {"seat": 1, "name": "Ben", "connected": True},
    {"seat": 2, "name": "Oma", "kind": "bot", "bot": "hard", "connected": True},
    {"seat": 3, "name": "Leo", "connected": False},
]

TABLE = {
    "id": "t-kitchen",
    "name": "Kitchen table",
    "status": "playing",
    "seats": SEATS,
    "options": {"turn_time": 60, "peek_time": 10, "keep_known": True},
    "round_choices": [4, 1, 3, 5, 10],
    "max_players": 8,
    "owner": True,
}


def public(**over: Any) -> dict[str, Any]:
    v: dict[str, Any] = {
        "ruleset": "duck_down",
        "players": 4,
        "round": 2,
        "rounds": 4,
        "phase": "turn",
        "first_seat": 1,
        "ready": None,
        "turn": {"seat": 0, "step": "start", "draws": 0, "double": None, "number": 9},
        "deadline": 100_000,
        "now": 58_000,
        "rows": [[None] * 4 for _ in range(4)],
        "deck": 31,
        "pile": [3, "peek", 7, 0, "swap", 5, 8, 2],
        "held": None,
        "caller": None,
        "last_turns": [],
        "last": {"type": "swap", "seat": 1, "slot": 2, "other_seat": 3, "other_slot": 0},
        "scores": [[6, 14, 9, 21]],
        "totals": [6, 14, 9, 21],
        "result": None,
        "winners": None,
    }
    v.update(over)
    return v


def seat_view(seat: int = 0, **over: Any) -> dict[str, Any]:
    v = public()
    v.update({"seat": seat, "eye": [], "legal": []})
    v.update(over)
    return v


LOBBY_TABLES = [
    {
        "id": "t-kitchen",
        "name": "Kitchen table",
        "status": "lobby",
        "seats": [{"seat": 0, "name": "Anna"}, {"seat": 1, "name": "Oma", "bot": "bot"}],
        "max_players": 8,
    },
    {
        "id": "t-sofa",
        "name": "Sofa",
        "status": "playing",
        "seats": [
            {"seat": 0, "name": "Ben"},
            {"seat": 1, "name": "Leo"},
            {"seat": 2, "name": "Mia"},
        ],
        "max_players": 8,
    },
]

RESULT = {
    "round": 2,
    "caller": 0,
    "rows": [[1, 0, 3, 2], [4, 8, 2, 9], [0, 5, 1, 3], [7, 9, 6, 8]],
    "replaced": [{"seat": 2, "slot": 1, "drawn": ["peek", 5]}],
    "points": [6, 23, 9, 30],
    "penalty": 0,
    "scores": [6, 23, 9, 30],
    "totals": [12, 37, 18, 51],
}


def scenes() -> dict[str, dict[str, Any]]:
    """name -> properties for <duck-down-table>."""
    lan = "http://192.168.1.20:8080/"
    s: dict[str, dict[str, Any]] = {}
    s["lobby"] = {"tables": LOBBY_TABLES, "lanUrl": lan}
    waiting = copy.deepcopy(TABLE)
    waiting["status"] = "lobby"
    s["waiting"] = {"table": waiting, "lanUrl": lan}
    peek_rows = [[3, None, None, 7]] + [[None] * 4 for _ in range(3)]
    s["peek"] = {
        "table": TABLE,
        "publicView": public(
            phase="peek",
            turn=None,
            ready=[False, True, True, False],
            rows=[[None] * 4] * 4,
            round=1,
            scores=[],
            totals=[0, 0, 0, 0],
            last=None,
            deadline=8000,
            now=2000,
        ),
        "seatView": seat_view(
            0,
            phase="peek",
            turn=None,
            ready=[False, True, True, False],
            rows=peek_rows,
            legal=["ready"],
            round=1,
            scores=[],
            totals=[0, 0, 0, 0],
            last=None,
            deadline=8000,
            now=2000,
        ),
    }
    rows = [[2, None, None, None], [None, None, None, 5], [None] * 4, [None] * 4]
    hold = {"seat": 0, "step": "hold", "draws": 1, "double": None, "number": 9}
    s["swap"] = {
        "table": TABLE,
        "publicView": public(
            turn=hold,
            held={"seat": 0, "source": "deck", "card": None},
            caller=2,
            last_turns=[3, 0, 1],
        ),
        "seatView": seat_view(
            0,
            turn=hold,
            held={"seat": 0, "source": "deck", "card": "swap"},
            rows=rows,
            eye=[[0, 0], [1, 3]],
            legal=["throw", "swap"],
            caller=2,
            last_turns=[3, 0, 1],
        ),
        "events": [
            {"type": "round_started", "round": 2, "rounds": 4, "first_seat": 1},
            {"type": "turn_started", "seat": 1, "number": 8},
            {"type": "drew", "seat": 1, "source": "deck"},
            {"type": "swapped", "seat": 1, "slot": 2, "other_seat": 3, "other_slot": 0},
            {"type": "turn_started", "seat": 2, "number": 8},
            {"type": "took", "seat": 2, "card": 5},
            {"type": "replaced", "seat": 2, "slot": 1, "discarded": 8, "card": 5},
            {"type": "duck_down_called", "seat": 2},
            {"type": "turn_started", "seat": 0, "number": 9},
            {"type": "drew", "seat": 0, "source": "deck", "card": "swap"},
        ],
    }
    start = {"seat": 0, "step": "start", "draws": 0, "double": None, "number": 9}
    s["start"] = {
        "table": TABLE,
        "publicView": public(turn=start),
        "seatView": seat_view(0, turn=start, rows=[[None] * 4] * 4, legal=["draw", "take", "call"]),
    }
    other = {"seat": 1, "step": "hold", "draws": 0, "double": None, "number": 9}
    s["other"] = {
        "table": TABLE,
        "publicView": public(
            turn=other,
            held={"seat": 1, "source": "pile", "card": 2},
            pile=[3, "peek", 7, 0, "swap", 5, 8],
        ),
        "seatView": seat_view(
            0,
            turn=other,
            held={"seat": 1, "source": "pile", "card": 2},
            pile=[3, "peek", 7, 0, "swap", 5, 8],
        ),
    }
    s["spectator"] = {
        "table": {**TABLE, "seats": [{**x, "you": False} for x in SEATS], "owner": False},
        "spectator": True,
        "publicView": public(turn=other, held={"seat": 1, "source": "pile", "card": 2}),
        "lanUrl": lan,
    }
    # round 2's reveal (ruling 22): every row face up; the bot Oma and the absent Leo are ready
    revealed = {
        "phase": "reveal",
        "turn": None,
        "round": 2,
        "ready": [False, False, True, True],
        "to_act": [0, 1],
        "deadline": 80_000,
        "now": 58_000,
        "rows": RESULT["rows"],
        "caller": 0,
        "result": RESULT,
        "scores": [[6, 14, 9, 21], [6, 23, 9, 30]],
        "totals": [12, 37, 18, 51],
    }
    s["result"] = {
        "table": TABLE,
        "publicView": public(**revealed),
        "seatView": seat_view(0, **revealed, legal=["ready"]),
    }
    final_scores = [[6, 14, 9, 21], [6, 23, 9, 30], [11, 4, 2, 15], [3, 8, 0, 12]]
    totals = [26, 49, 20, 78]
    s["over"] = {
        "table": TABLE,
        "publicView": public(
            phase="over",
            turn=None,
            deadline=None,
            round=4,
            scores=final_scores,
            totals=totals,
            winners=[2],
        ),
        "seatView": seat_view(
            0,
            phase="over",
            turn=None,
            deadline=None,
            round=4,
            scores=final_scores,
            totals=totals,
            winners=[2],
        ),
    }
    return s
