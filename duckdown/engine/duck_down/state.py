"""The authoritative state of one Duck Down game. Only the host holds it; clients get views.

Knowledge is a bitmask per card position (bit s: seat s knows the card). It moves with the card,
so views can be built positively from what a seat knows.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from functools import partial
from itertools import repeat, starmap
from typing import Any, Final

from duckdown.engine.duck_down.cards import Card
from duckdown.engine.duck_down.config import Config, parse_config

PEEK_PHASE: Final = "peek"
TURN_PHASE: Final = "turn"
REVEAL_PHASE: Final = "reveal"  # a round's rows face up until all are ready, or 30 s (ruling 22)
OVER_PHASE: Final = "over"

START: Final = "start"  # a turn's first decision: draw, take (or call)
HOLD: Final = "hold"  # holding a drawn or taken card

FROM_DECK: Final = "deck"
FROM_PILE: Final = "pile"

# Stage of a card drawn through a Double: throwing a FIRST card draws one more (ruling 9).
NO_DOUBLE: Final = 0
FIRST: Final = 1
SECOND: Final = 2

MAX_DRAWS = 4  # ruling 9: a turn draws at most 4 cards
TURNS_PER_SEAT = 30  # ruling 11: a round nobody calls ends after 30 turns per seat
PEEK_REVEAL_MS = 5000  # ruling 21
REVEAL_MS = 30_000  # ruling 22: the pause between rounds, and after the last before the result


FIELDS: Final = (
    "caller",
    "config",
    "deadline",
    "deck",
    "double",
    "draws",
    "first_seat",
    "fixed_decks",
    "held",
    "held_known",
    "held_source",
    "known",
    "last",
    "n",
    "phase",
    "pile",
    "ready",
    "result",
    "reveals",
    "round",
    "rounds",
    "rows",
    "scores",
    "rand",
    "seed",
    "set_aside",
    "step",
    "totals",
    "turn_number",
    "turn_seat",
    "winners",
)


class State:
    """Mutable game state. Lists, not tuples, because `apply` updates them in place."""

    __slots__ = FIELDS

    def __init__(self, config: Config, players: int, seed: int, rounds: int) -> None:
        self.config = config
        self.n = players
        self.seed = seed
        # the state owns its RNG (no global random state); its internal state is serialized
        self.rand = random.Random(seed)
        self.rounds = rounds
        self.round = 0
        self.first_seat = 0
        self.phase: str = PEEK_PHASE
        self.ready = [False] * players  # who has said ready: in the opening look, in the reveal
        self.rows: list[list[Card]] = [[0, 0, 0, 0] for _ in range(players)]
        self.known: list[list[int]] = [[0, 0, 0, 0] for _ in range(players)]
        self.deck: list[Card] = []  # top card last, so drawing is list.pop()
        self.pile: list[Card] = []  # bottom first, top last; every card on it is public
        self.set_aside: list[Card] = []  # specials replaced at round end (ruling 12)
        self.turn_seat = 0
        self.turn_number = 0  # turns finished this round
        self.step: str = START
        self.held: Card | None = None
        self.held_source: str = FROM_DECK
        self.held_known = 0
        self.draws = 0
        self.double = NO_DOUBLE
        self.caller: int | None = None
        self.deadline: int | None = None
        # temporary Peek reveals (ruling 21): [viewer, row seat, slot, until]
        self.reveals: list[list[int]] = []
        self.last: dict[str, Any] | None = None
        self.scores: list[list[int]] = []
        self.totals = [0] * players
        self.result: dict[str, Any] | None = None
        self.winners: list[int] | None = None
        self.fixed_decks: list[list[Card]] = []  # tests only: deck orders for coming deals

    @property
    def everyone(self) -> int:
        return (1 << self.n) - 1

    def shuffle(self, cards: list[Card]) -> None:
        """Shuffle in place. Sorting by C-level random keys is uniform and ~5x faster than
        random.shuffle's pure-Python loop, which dominated the deal."""
        rand = self.rand.random
        keyed = sorted([(rand(), card) for card in cards])
        cards[:] = [card for _, card in keyed]

    def shuffled(self, cards: tuple[Card, ...]) -> list[Card]:
        """`shuffle` for cards in ascending order (a fresh deck): the same RNG draws and the
        same order, about twice as fast. `sorted` calls the key once per card, in order, so each
        card gets the same draw; no (key, card) pairs are built, and since the sort is stable,
        equal keys keep the ascending card order that sorting the pairs would give."""
        draws = starmap(self.rand.random, repeat((), len(cards)))
        return sorted(cards, key=partial(next, draws))  # next(draws, card): the card's draw

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
    config = parse_config(data["config"])
    state = State(config, int(data["n"]), int(data["seed"]), int(data["rounds"]))
    for name in FIELDS:
        if name not in ("config", "rand"):
            setattr(state, name, json_copy(data[name]))
    version, internal, gauss = data["rand"]
    state.rand.setstate((version, tuple(internal), gauss))
    return state


def json_copy(value: Any) -> Any:
    """Deep-copy JSON-shaped data (lists and dicts) at a fraction of copy.deepcopy's cost."""
    if isinstance(value, list):
        return [json_copy(v) for v in value]
    if isinstance(value, dict):
        return {k: json_copy(v) for k, v in value.items()}
    return value
