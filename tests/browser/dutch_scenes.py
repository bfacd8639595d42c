"""Dutch views from the real engine, for the board's browser tests.

Two seeded games are played through `duckdown.engine` with fixed deals (ruling 4's order), and
the public view and every seat view are dumped at the moments the board must get right: the
opening look, holding a drawn card, each power, an open window seen by seats not on turn, a
wrong throw-in, a late one (with the engine's refusal), the Dutch call and the final turns, a
round end with a halving, and the podium. Each moment also keeps the truth (every card where it
really lies), so a test can check that a seat's page shows no card its view does not.
"""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass, field
from typing import Any

from duckdown.engine import IllegalAction, get_ruleset
from duckdown.engine.dutch.cards import card_from_json, card_to_json
from duckdown.engine.dutch.deal import full_deck

R: Any = get_ruleset("dutch")

NAMES = ["Anna", "Ben", "Oma"]
OPTIONS = {"mode": "100_points", "peek_time": 15, "turn_time": 30, "throw_time": 2}

SUIT_WORDS = {"C": "Clubs", "D": "Diamonds", "H": "Hearts", "S": "Spades"}
SUIT_SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
RANK_WORDS = {"A": "Ace", "J": "Jack", "Q": "Queen", "K": "King"}


def card_words(name: str) -> tuple[str, str]:
    """How the board writes a card in English: "Queen of Hearts" (labels) and "Q♥" (lines)."""
    rank, suit = name[:-1], name[-1]
    return f"{RANK_WORDS.get(rank, rank)} of {SUIT_WORDS[suit]}", f"{rank}{SUIT_SYMBOLS[suit]}"


ALL_CARDS = sorted({card_to_json(c) for c in full_deck(1)})


@dataclass
class Moment:
    name: str
    now: int
    public: dict[str, Any]
    seats: list[dict[str, Any]]
    #: every seat's events of the game so far, as that seat got them (index n: the public's)
    events: list[list[dict[str, Any]]]
    #: the engine's refusal of an action tried at this moment: {seat, action, code, message}
    refusal: dict[str, Any] | None = None
    status: str = "playing"

    def table(self, seat: int | None) -> dict[str, Any]:
        """Lobby info of the table as `seat` (None: a watcher) gets it; Anna owns the table."""
        seats = [
            {
                "seat": i,
                "name": NAMES[i],
                "kind": "bot" if i == 2 else "human",
                "bot": "medium" if i == 2 else None,
                "connected": True,
                "you": i == seat,
            }
            for i in range(len(self.seats))
        ]
        return {
            "id": "t-dutch",
            "name": "Kitchen",
            "ruleset": "dutch",
            "status": self.status,
            "seats": seats,
            "options": OPTIONS,
            "max_players": 8,
            "owner": seat == 0,
        }

    def props(self, seat: int | None, **over: Any) -> dict[str, Any]:
        """Properties for <duck-down-table>: a seat's page, or a watcher's (the wall tablet)."""
        out: dict[str, Any] = {
            "table": self.table(seat),
            "publicView": self.public,
            "events": self.events[len(self.seats) if seat is None else seat],
            "spectator": seat is None,
        }
        if seat is not None:
            out["seatView"] = self.seats[seat]
        out.update(over)
        return out

    def visible(self, seat: int | None) -> set[str]:
        """Every card `seat` may be shown now: its view's, and the public events'. (A card only
        its own events carried, such as its look or a Queen's card, is not to be shown once its
        view stops showing it: ruling 33.)"""
        view = self.public if seat is None else self.seats[seat]
        found: set[str] = set()

        def walk(x: Any) -> None:
            if isinstance(x, str) and x in ALL_CARDS:
                found.add(x)
            elif isinstance(x, dict):
                for k, v in x.items():
                    if k not in ("mode", "ruleset", "phase", "type", "step", "power", "rank"):
                        walk(v)
            elif isinstance(x, list):
                for v in x:
                    walk(v)

        walk(view)
        walk(self.events[len(self.seats)])
        return found


@dataclass
class Game:
    """A Dutch game with a fixed deal, played step by step at explicit game times."""

    rows: list[str]
    pile: str
    draws: str
    options: dict[str, Any] = field(default_factory=lambda: dict(OPTIONS))
    now: int = 0
    moments: dict[str, Moment] = field(default_factory=dict)

    def __post_init__(self) -> None:
        order = [card_from_json(c) for row in self.rows for c in row.split()]
        order += [card_from_json(self.pile)] + [card_from_json(c) for c in self.draws.split()]
        n = len(self.rows)
        # a seed whose round 1 is begun by Anna (the game's RNG picks the first seat)
        seed = next(s for s in range(1000) if random.Random(s).randrange(n) == 0)
        self.state = R.new_game(
            R.parse_config(self.options), n, seed, now=self.now, deck_orders=[order]
        )
        assert self.state.first_seat == 0
        self.n = n
        self.log: list[list[dict[str, Any]]] = [[] for _ in range(n + 1)]
        self._record(R.opening_events(self.state))

    def _record(self, events: list[Any]) -> None:
        for e in events:
            for seat in range(self.n):
                self.log[seat].append(e.view(seat))
            self.log[self.n].append(e.view(None))

    def at(self, now: int) -> Game:
        assert now >= self.now
        self.now = now
        return self

    def act(self, seat: int | None, action: dict[str, Any]) -> Game:
        self._record(R.apply(self.state, seat, R.parse_action(action), self.now))
        return self

    def timeout(self) -> Game:
        """The host's timeout at the deadline (the next turn after a window, the round's end)."""
        self.now = max(self.now, self.state.deadline)
        return self.act(None, {"type": "timeout"})

    def refuse(self, seat: int, action: dict[str, Any]) -> dict[str, Any]:
        try:
            R.apply(self.state, seat, R.parse_action(action), self.now)
        except IllegalAction as err:
            return {"seat": seat, "action": action, "code": err.code, "message": err.message}
        raise AssertionError(f"{action} was not refused")

    def snap(self, name: str, refusal: dict[str, Any] | None = None) -> Game:
        def stamp(v: dict[str, Any]) -> dict[str, Any]:
            return {**v, "now": self.now}

        self.moments[name] = Moment(
            name=name,
            now=self.now,
            public=stamp(R.public_view(self.state, self.now)),
            seats=[stamp(R.seat_view(self.state, s, self.now)) for s in range(self.n)],
            events=copy.deepcopy(self.log),
            refusal=refusal,
            status="over" if self.state.phase == "over" else "playing",
        )
        return self


def main_game() -> dict[str, Moment]:
    """Round 1 of a 100-point game: every power, both kinds of throw-in, a call, a halving.

    Anna (seat 0) holds AS 2H KH KD (3 points) and calls; Ben's row ends at exactly 50 (a
    penalty card and an Ace's card make it so) and is halved to 25."""
    g = Game(
        rows=["AS 2H KH KD", "5S 6H 7D 8C", "KS 8D QS 10C"],
        pile="9C",
        draws="QH 9H 4C 10S JS 3H 2C AD 9D JH 6C",
    )
    g.at(1000).act(1, {"type": "choose", "slot": 0}).act(1, {"type": "choose", "slot": 1})
    g.act(1, {"type": "ready"}).act(2, {"type": "choose", "slot": 1})
    g.act(0, {"type": "choose", "slot": 0}).snap("look_one")
    g.at(1500).act(0, {"type": "choose", "slot": 3}).snap("look_two")
    g.at(2000).act(2, {"type": "choose", "slot": 2}).act(2, {"type": "ready"})
    g.act(0, {"type": "ready"}).timeout()  # the pile's window waits its 2 s: Anna begins
    g.at(4500).snap("start")
    g.at(5000).act(0, {"type": "draw"}).snap("hold")  # Anna holds the QH
    g.at(6000).act(0, {"type": "discard"})
    g.at(6800).snap("queen")  # the Queen's power; the QH's window counts down for everyone
    g.at(7000).act(0, {"type": "look", "row": 1, "slot": 2}).at(7200).snap("seen")
    g.at(7400).act(1, {"type": "throw_in", "slot": 0, "window": 2}).snap("wrong_throw")
    g.at(7600).act(2, {"type": "throw_in", "slot": 2, "window": 2})  # Oma's QS: first
    late = g.refuse(0, {"type": "throw_in", "slot": 1, "window": 2})
    g.at(7700).snap("late", refusal=late)
    g.act(0, {"type": "end"})  # no window open: Ben's turn begins at once
    g.at(8000).act(1, {"type": "draw"}).act(1, {"type": "replace", "slot": 1})
    g.act(1, {"type": "end"}).timeout()
    g.act(2, {"type": "draw"}).act(2, {"type": "discard"}).act(2, {"type": "end"}).timeout()
    g.act(0, {"type": "draw"}).act(0, {"type": "discard"}).snap("jack")
    g.act(0, {"type": "swap", "row": 1, "slot": 0, "other_row": 2, "other_slot": 0})
    g.act(0, {"type": "end"}).timeout()
    for seat in (1, 2):
        g.act(seat, {"type": "draw"}).act(seat, {"type": "discard"})
        g.act(seat, {"type": "end"}).timeout()
    g.act(0, {"type": "draw"}).act(0, {"type": "discard"}).snap("ace")
    g.act(0, {"type": "give", "row": 1}).snap("end")
    g.act(0, {"type": "dutch"}).snap("called")
    g.timeout().snap("final_turn")  # Ben's final turn
    g.act(1, {"type": "draw"}).act(1, {"type": "discard"}).snap("jack_locked")
    g.act(1, {"type": "skip"}).timeout()
    g.act(2, {"type": "draw"}).act(2, {"type": "discard"}).timeout()
    g.at(g.now + 1000).snap("between")
    return g.moments


def last_game() -> dict[str, Moment]:
    """A one-round game: Anna calls with 14 points (doubled to 28); Ben wins."""
    g = Game(
        rows=["9S 2C 3D KH", "AS AH 2D 2S", "KC 10D 9C 8H"],
        pile="5C",
        draws="7H 8S 4D",
        options={**OPTIONS, "mode": "1_round"},
    )
    for seat in range(3):
        g.act(seat, {"type": "choose", "slot": 0}).act(seat, {"type": "choose", "slot": 1})
        g.act(seat, {"type": "ready"})
    g.timeout()
    g.act(0, {"type": "draw"}).act(0, {"type": "discard"}).act(0, {"type": "dutch"}).timeout()
    for seat in (1, 2):
        g.act(seat, {"type": "draw"}).act(seat, {"type": "discard"}).timeout()
    return g.snap("over").moments


def moments() -> dict[str, Moment]:
    return {**main_game(), **last_game()}
