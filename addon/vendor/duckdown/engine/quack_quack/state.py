"""The authoritative state of one Quack-Quack game. Only the host holds it; clients get views.

A hand is 8 counts, one per class. Cards carry no identity: what a seat knows of another's
hand is a count per class too (`shown`: the part of a hand the teammate knows, ruling 18).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, Final

from duckdown.engine.quack_quack.cards import CLASSES, NOTHING
from duckdown.engine.quack_quack.config import Config, parse_config

PLAY_PHASE: Final = "play"
OVER_PHASE: Final = "over"

# the decision that is due (`step`)
LEAD: Final = 0  # the struggle's leader plays (ruling 8)
TURN: Final = 1  # play, bomb or pass (ruling 10)
DISCARD: Final = 2  # put two aside after taking two (ruling 16)
GIVE_BACK: Final = 3  # the teammate hands two back (ruling 17)
JOIN: Final = 4  # join a bomb or decline (ruling 20)
STEP_NAMES: Final = ("lead", "turn", "discard", "give_back", "join")

# where the face-down cards of a deck exchange are now (for resampling)
IN_ASIDE: Final = 0  # put aside in this struggle
IN_DISCARD: Final = 1  # in the discard pile
SHUFFLED: Final = 2  # reshuffled into the class deck: unknown to everyone (ruling 15)

# an exchange record: [struggle, index into plays, passer, mate (-1: the class deck), first,
# second, where]. first/second: the cards taken/discarded, or given/handed back.
R_STRUGGLE, R_AT, R_PASSER, R_MATE, R_FIRST, R_SECOND, R_WHERE = range(7)
FROM_DECK: Final = -1

FIELDS: Final = (
    "aside",
    "answers",
    "best",
    "bomb",
    "coins",
    "config",
    "deadline",
    "deck",
    "declarer",
    "discard",
    "first_leader",
    "fixed_decks",
    "gained",
    "goal",
    "hands",
    "hidden",
    "lap",
    "lap_pos",
    "last",
    "last_seat",
    "leader",
    "monument",
    "n",
    "passed",
    "passes",
    "phase",
    "plays",
    "rand",
    "ranks",
    "records",
    "results",
    "round",
    "rounds",
    "seed",
    "shown",
    "sizes",
    "step",
    "struggle",
    "supply",
    "turn",
    "vice",
    "winners",
    "worst",
    "yard_cards",
    "yard_from",
)


def counts() -> list[int]:
    return [0] * CLASSES


class State:
    """Mutable game state. Lists, not tuples, because `apply` updates them in place."""

    # `memo`: the due decision's legal actions (legal.py), derived, dropped by every change
    __slots__ = (*FIELDS, "memo")

    def __init__(self, config: Config, players: int, seed: int) -> None:
        n = players
        self.config = config
        self.n = n
        self.seed = seed
        # the state owns its RNG (no global random state); its internal state is serialized
        self.rand = random.Random(seed)
        self.rounds: int | None = config.rounds if n > 2 else None
        self.goal: int | None = config.goal_coins if n == 2 else None
        self.round = 0
        self.phase: str = PLAY_PHASE
        self.first_leader = 0
        self.hands: list[list[int]] = [counts() for _ in range(n)]
        self.sizes = [0] * n
        self.shown: list[list[int]] = [counts() for _ in range(n)]  # known to the teammate
        self.deck: list[int] = []  # the class deck, top card last
        self.discard = counts()  # the discard pile's face-up cards
        self.hidden: list[list[int]] = [counts() for _ in range(n)]  # its face-down ones, by seat
        self.aside: list[list[int]] = [counts() for _ in range(n)]  # face down this struggle
        self.yard_cards = counts()  # the cards played this struggle
        self.plays: list[list[Any]] = []  # this round: [struggle, seat, kind, cards]
        self.yard_from = 0  # this struggle's first entry in `plays`
        self.records: list[list[Any]] = []  # this round's exchanges (R_* above)
        self.struggle = 0
        self.leader = 0
        self.turn = 0
        self.step = LEAD
        self.last = NOTHING  # the strength to beat
        self.last_seat = -1
        self.passed = [False] * n
        self.passes: list[list[Any]] = []  # this struggle: [seat, exchange or None, with]
        self.bomb: str | None = None
        self.declarer = -1
        self.lap: list[int] = []  # the seats asked to join, in order (ruling 20)
        self.lap_pos = 0
        self.answers: list[list[Any]] = []  # [seat, joined]
        self.ranks = [0] * n  # 0: no rank yet
        self.best = 1
        self.worst = n
        self.coins = [0] * n
        self.gained = [0] * n  # this round
        self.supply = 0  # coins paid from the supply, ever (ruling 27's ledger)
        self.monument = -1  # its holder
        self.vice = False  # its side
        self.results: list[dict[str, Any]] = []
        self.deadline: int | None = None
        self.winners: list[int] | None = None
        self.fixed_decks: list[list[int]] = []  # tests only: deal orders (ruling 3)
        self.memo: Any = None

    @property
    def everyone(self) -> int:
        return (1 << self.n) - 1

    def mate(self, seat: int) -> int:
        """The teammate at 4 players (ruling 1), else -1."""
        return (seat + 2) % 4 if self.n == 4 else -1

    def shuffled(self, cards: list[int] | tuple[int, ...]) -> list[int]:
        """Sorted by a random key each: uniform, and several times faster than
        random.shuffle's pure-Python loop (`sorted` calls the key once per card, in order)."""
        rand = self.rand.random
        return sorted(cards, key=lambda _card: rand())

    def copy(self) -> State:
        return state_from_json(state_to_json(self))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, State) and state_to_json(self) == state_to_json(other)

    __hash__ = None  # type: ignore[assignment]


def state_to_json(state: State) -> dict[str, Any]:
    version, internal, gauss = state.rand.getstate()
    return {
        "config": state.config.to_json(),
        "rand": [version, list(internal), gauss],
        **{
            name: json_copy(getattr(state, name))
            for name in FIELDS
            if name not in ("config", "rand")
        },
    }


def state_from_json(data: Mapping[str, Any]) -> State:
    state = State(parse_config(data["config"]), int(data["n"]), int(data["seed"]))
    for name in FIELDS:
        if name not in ("config", "rand"):
            setattr(state, name, json_copy(data[name]))
    version, internal, gauss = data["rand"]
    state.rand.setstate((version, tuple(internal), gauss))
    return state


def json_copy(value: Any) -> Any:
    """Deep-copy JSON-shaped data; tuples (cards of an action) become lists."""
    if isinstance(value, list | tuple):
        return [json_copy(v) for v in value]
    if isinstance(value, dict):
        return {k: json_copy(v) for k, v in value.items()}
    return value
