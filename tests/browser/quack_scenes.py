"""Quack-Quack views from the real engine, for the board's component tests.

Seeded games are played through `duckdown.engine` (its public interface only: new_game,
seats_to_act, seat_view, public_view, apply) and stopped at the moments worth showing: a lead,
a turn that may take two, putting two aside, handing two to the teammate and the teammate's
choice, a Governor that a bomb can bring down, a joining lap, a round's end, the game's end.
A moment holds the views and events exactly as a seat (or a spectator) gets them.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from duckdown.engine import get_ruleset

RULESET = get_ruleset("quack_quack")
NAMES = ["Anna", "Ben", "Oma", "Leo"]
JSON = dict[str, Any]
# the host's game time for the views: a decision with 21 of its 30 seconds left
NOW = 9_000


class Game:
    """One seeded game, advanced a decision at a time; remembers every event as each seat saw it."""

    def __init__(self, players: int, seed: int, options: JSON | None = None) -> None:
        self.players = players
        self.config = RULESET.parse_config(options or {})
        self.options = {"turn_time": 30, **(options or {})}
        self.state = RULESET.new_game(self.config, players, seed)
        self.rng = random.Random(seed)
        self.seen: dict[int | None, list[JSON]] = {s: [] for s in [None, *range(players)]}
        self._record(RULESET.opening_events(self.state))

    def _record(self, events: list[Any]) -> None:
        for seat in self.seen:
            self.seen[seat].extend(e.view(seat) for e in events)

    @property
    def over(self) -> bool:
        return bool(RULESET.is_over(self.state))

    def to_act(self) -> int:
        return int(RULESET.seats_to_act(self.state)[0])

    def public(self) -> JSON:
        return {**RULESET.public_view(self.state, NOW), "now": NOW}

    def seat(self, seat: int) -> JSON:
        return {**RULESET.seat_view(self.state, seat, NOW), "now": NOW}

    def apply(self, seat: int, action: JSON) -> list[JSON]:
        events = RULESET.apply(self.state, seat, RULESET.parse_action(action), NOW)
        self._record(events)
        return [e.view(seat) for e in events]

    def lively(self, legal: list[JSON]) -> JSON:
        """A random move that likes bombs, Governors and exchanges, so games reach them."""
        bombs = [a for a in legal if a["type"] == "bomb"]
        if bombs and self.rng.random() < 0.9:
            return self.rng.choice(bombs)
        governor = [a for a in legal if a.get("cards") == ["governor"]]
        if governor and self.rng.random() < 0.7:
            return governor[0]
        joins = [a for a in legal if a["type"] == "join"]
        if joins and self.rng.random() < 0.6:
            return self.rng.choice(joins)
        swaps = [a for a in legal if a["type"] in ("take", "give")]
        if swaps and self.rng.random() < 0.3:
            return self.rng.choice(swaps)
        return self.rng.choice(legal)

    def step(self) -> None:
        seat = self.to_act()
        self.apply(seat, self.lively(self.seat(seat)["legal"]))

    def round_events(self, seat: int | None) -> list[JSON]:
        """What the seat saw since the current round began (the log's last lines)."""
        seen = self.seen[seat]
        starts = [i for i, e in enumerate(seen) if e["type"] == "round_started"]
        return [dict(e) for e in seen[starts[-1] if starts else 0 :]][-40:]


@dataclass
class Moment:
    game: Game
    seat: int | None  # whose screen; None: a spectator (the wall tablet)
    public: JSON = field(default_factory=dict)
    mine: JSON | None = None

    def props(self) -> JSON:
        """Properties for <duck-down-table>."""
        out: JSON = {
            "table": table_info(self.game.players, self.seat, self.game.options, self.game.over),
            "publicView": self.public,
            "events": self.game.round_events(self.seat),
            "language": "en",
        }
        if self.mine is not None:
            out["seatView"] = self.mine
        else:
            out["spectator"] = True
        return out


def table_info(players: int, me: int | None, options: JSON, over: bool = False) -> JSON:
    seats = []
    for s in range(players):
        bot = s >= 2 and s != me  # Oma and Leo are bots unless they are you
        seats.append(
            {
                "seat": s,
                "name": NAMES[s],
                "kind": "bot" if bot else "human",
                "bot": "medium" if bot else None,
                "connected": True,
                "you": s == me,
            }
        )
    return {
        "id": f"t-quack-{players}",
        "name": "Sofa",
        "ruleset": "quack_quack",
        "status": "over" if over else "playing",
        "seats": seats,
        "options": options,
        "round_choices": [],
        "max_players": 4,
        "owner": me == 0,
    }


Want = Callable[[Game, int, JSON], bool]


def find(players: int, want: Want, options: JSON | None = None, seeds: int = 400) -> Moment:
    """The first decision of a seeded game where `want(game, seat, seat_view)` holds; the
    moment is seen by the seat whose decision it is."""
    for seed in range(seeds):
        g = Game(players, seed, options)
        while not g.over:
            seat = g.to_act()
            view = g.seat(seat)
            if want(g, seat, view):
                return Moment(g, seat, g.public(), view)
            g.step()
    raise LookupError(f"no seeded {players}-player game reached the moment")


def finished(players: int, seed: int = 1, options: JSON | None = None) -> Moment:
    g = Game(players, seed, options)
    while not g.over:
        g.step()
    return Moment(g, 0, g.public(), g.seat(0))


def types(view: JSON) -> set[str]:
    return {a["type"] for a in view["legal"]}


def kind(view: JSON) -> str:
    return str(view["decision"]["kind"])


def moments() -> dict[str, Moment]:
    """name -> moment. Built once per call; every one comes from a seeded real game."""
    m: dict[str, Moment] = {}
    m["lead"] = find(4, lambda g, s, v: kind(v) == "lead" and v["round"] == 1 and s == 0)
    m["turn_take"] = find(
        3,
        lambda g, s, v: (
            kind(v) == "turn"
            and "take" in types(v)
            and "play" in types(v)
            and len(v["yard"]) >= 2
            and len(v["passes"]) >= 1
        ),
    )
    m["discard"] = find(3, lambda g, s, v: kind(v) == "discard")
    m["give"] = find(
        4,
        lambda g, s, v: (
            kind(v) == "turn"
            and "give" in types(v)
            and "play" in types(v)
            and v["round"] >= 2
            and v["struggle"] >= 2
        ),
    )
    m["give_back"] = find(
        4, lambda g, s, v: kind(v) == "give_back" and v["round"] >= 2 and v["struggle"] >= 2
    )
    m["governor"] = find(
        4,
        lambda g, s, v: (
            kind(v) == "turn" and "bomb" in types(v) and v["last"]["kind"] == "governor"
        ),
    )
    m["join"] = find(
        4,
        lambda g, s, v: kind(v) == "join" and "join" in types(v) and len(v["bomb"]["answers"]) >= 1,
    )
    lap = find(4, lambda g, s, v: kind(v) == "join" and len(v["bomb"]["lap"]) >= 3)
    m["lap_wall"] = Moment(lap.game, None, lap.public, None)
    m["round_end"] = find(
        4,
        lambda g, s, v: v["round"] == 2 and v["struggle"] == 1 and not v["yard"] and s == 0,
    )
    m["two"] = find(
        2,
        lambda g, s, v: (
            kind(v) == "turn" and "take" in types(v) and v["round"] >= 2 and v["struggle"] >= 2
        ),
    )
    m["over4"] = finished(4, seed=3)
    m["over2"] = finished(2, seed=5)
    return m
