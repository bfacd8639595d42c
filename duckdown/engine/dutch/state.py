"""The authoritative state of one Dutch game. Only the host holds it; clients get views.

Rows are 8 slots (ruling 3) of card ints, EMPTY where no card lies, with an occupancy mask per
row (`fill`) for the hot path. Knowledge is a bitmask per slot (bit s: seat s knows the card);
it moves with the card (ruling 31), so views are built positively from what a seat knows.
`origin` is, per slot, the reshuffle generation of the draw pile a card came from: `resample`
deals unknown cards only among places of the same generation, as the seats' knowledge allows.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, Final

from duckdown.engine.dutch.cards import EMPTY, SLOTS, Card
from duckdown.engine.dutch.config import Config, parse_config

# phases
LOOK: Final = "look"  # the opening look (ruling 5)
TURN: Final = "turn"
BETWEEN: Final = "between"  # results shown until the owner deals, or 30 s (ruling 25)
OVER: Final = "over"

# steps of the turn phase
WAIT: Final = "wait"  # the next turn waits for the open window's ThrowTime (ruling 14)
START: Final = "start"  # draw or take (ruling 6)
HOLD: Final = "hold"  # holding a drawn or taken card (ruling 7)
POWER: Final = "power"  # an A, Q or J was played: use it or skip (rulings 9-12)
END: Final = "end"  # call Dutch or end the turn (ruling 19)
ENDING: Final = "ending"  # the round is over once the open window's ThrowTime has passed

FROM_DRAW: Final = "draw"
FROM_PILE: Final = "pile"

TURNS_PER_SEAT: Final = 30  # ruling 20: a round nobody calls ends after 30 turns per seat
QUEEN_REVEAL_MS: Final = 5000  # ruling 33
BETWEEN_MS: Final = 30_000  # ruling 25

# fields copied as they are (ints, strings, None)
_PLAIN: Final = (
    "n",
    "seed",
    "decks",
    "mode",
    "phase",
    "round",
    "first_seat",
    "turn_seat",
    "turn_number",
    "step",
    "held",
    "held_source",
    "held_known",
    "held_origin",
    "power",
    "caller",
    "gen",
    "win_no",
    "win_rank",
    "win_card",
    "win_opened",
    "win_until",
    "win_tried",
    "win_closed",
    "deadline",
)
# lists of ints, or of lists of ints
_FLAT: Final = ("fill", "draw", "pile", "ready", "totals")
_NESTED: Final = ("rows", "known", "origin", "chosen", "reveals", "scores", "fixed_decks")
# JSON-shaped data of other shapes
_DEEP: Final = ("win_throws", "last", "halvings", "result", "winners")

FIELDS: Final = ("config", "rand", *_PLAIN, *_FLAT, *_NESTED, *_DEEP)


class State:
    """Mutable game state. Lists, not tuples, because `apply` updates them in place."""

    __slots__ = FIELDS

    def __init__(self, config: Config, players: int, seed: int, decks: int) -> None:
        self.config = config
        self.n = players
        self.seed = seed
        self.decks = decks
        # the state owns its RNG (no global random state); its internal state is serialized
        self.rand = random.Random(seed)
        self.mode = config.mode  # the owner may change it between rounds (ruling 25)
        self.phase: str = LOOK
        self.round = 0
        self.first_seat = 0
        self.rows: list[list[Card]] = [[EMPTY] * SLOTS for _ in range(players)]
        self.known: list[list[int]] = [[0] * SLOTS for _ in range(players)]
        self.origin: list[list[int]] = [[0] * SLOTS for _ in range(players)]
        self.fill: list[int] = [0] * players  # bit k: slot k holds a card
        self.draw: list[Card] = []  # the draw pile, top card last, so drawing is list.pop()
        self.gen = 0  # reshuffles this round: the draw pile's generation
        self.pile: list[Card] = []  # bottom first, top last; every card on it is public
        self.chosen: list[list[int]] = [[] for _ in range(players)]  # the look, in order
        self.ready = [False] * players
        self.turn_seat = 0
        self.turn_number = 0  # turns finished this round
        self.step: str = WAIT
        self.held: Card = EMPTY
        self.held_source: str = FROM_DRAW
        self.held_known = 0
        self.held_origin = 0
        self.power = 0  # the rank of the power pending (ACE, QUEEN, JACK), or 0
        self.caller: int | None = None
        # the throw-in window (ruling 14): number this round, the rank while open (0: closed),
        # the card that opened it, when, the earliest close, who tried, and the throw-ins
        self.win_no = 0
        self.win_rank = 0
        self.win_card: Card = EMPTY
        self.win_opened = 0
        self.win_until = 0
        self.win_tried = 0
        self.win_throws: list[dict[str, Any]] = []
        self.win_closed: str | None = None
        self.deadline: int | None = None
        # Queen reveals (ruling 33): [viewer, row, slot, until]
        self.reveals: list[list[int]] = []
        self.last: dict[str, Any] | None = None
        self.scores: list[list[int]] = []
        self.halvings: list[list[list[int]]] = []  # per round: [seat, from, to]
        self.totals = [0] * players
        self.result: dict[str, Any] | None = None
        self.winners: list[int] | None = None
        self.fixed_decks: list[list[Card]] = []  # tests only: deck orders for coming deals

    @property
    def everyone(self) -> int:
        return (1 << self.n) - 1

    def shuffle(self, cards: list[Card]) -> None:
        """Shuffle in place, uniformly: sorting by C-level random keys, several times faster
        than random.shuffle's pure-Python loop on a deal of 52 or 104 cards."""
        rand = self.rand.random
        keyed = sorted([(rand(), card) for card in cards])
        cards[:] = [card for _, card in keyed]

    def copy(self) -> State:
        out = State.__new__(State)
        out.config = self.config
        out.rand = random.Random()
        out.rand.setstate(self.rand.getstate())
        for name in _PLAIN:
            setattr(out, name, getattr(self, name))
        for name in _FLAT:
            setattr(out, name, getattr(self, name)[:])
        for name in _NESTED:
            setattr(out, name, [item[:] for item in getattr(self, name)])
        for name in _DEEP:
            setattr(out, name, json_copy(getattr(self, name)))
        return out

    def __eq__(self, other: object) -> bool:
        return isinstance(other, State) and state_to_json(self) == state_to_json(other)

    __hash__ = None  # type: ignore[assignment]


def state_to_json(state: State) -> dict[str, Any]:
    version, internal, gauss = state.rand.getstate()
    out: dict[str, Any] = {
        "config": state.config.to_json(),
        "rand": [version, list(internal), gauss],
    }
    for name in _PLAIN:
        out[name] = getattr(state, name)
    for name in _FLAT:
        out[name] = list(getattr(state, name))
    for name in _NESTED:
        out[name] = [list(item) for item in getattr(state, name)]
    for name in _DEEP:
        out[name] = json_copy(getattr(state, name))
    return out


def state_from_json(data: Mapping[str, Any]) -> State:
    config = parse_config(data["config"])
    state = State(config, int(data["n"]), int(data["seed"]), int(data["decks"]))
    for name in _PLAIN:
        setattr(state, name, data[name])
    for name in _FLAT:
        setattr(state, name, list(data[name]))
    for name in _NESTED:
        setattr(state, name, [list(item) for item in data[name]])
    for name in _DEEP:
        setattr(state, name, json_copy(data[name]))
    version, internal, gauss = data["rand"]
    state.rand.setstate((version, tuple(internal), gauss))
    return state


def json_copy(value: Any) -> Any:
    """A deep copy of JSON-shaped data (lists and dicts), far cheaper than copy.deepcopy."""
    if isinstance(value, list):
        return [json_copy(item) for item in value]
    if isinstance(value, dict):
        return {key: json_copy(item) for key, item in value.items()}
    return value
