"""The authoritative state of one round of Duck Pond. Only the host holds it; clients get views.

Everything is public but the current period's dice seed (ruling 9), which is bound by its
published commitment. Dataclasses hold plain JSON-shaped values, so the JSON round trip is a
walk over their fields.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field, fields, is_dataclass
from typing import Any, ClassVar, Final, TypeVar

from duckdown.engine.duck_pond.config import Config, parse_config
from duckdown.engine.duck_pond.rulebook import ITEMS, Rulebook

PLAY: Final = "play"
OVER: Final = "over"
GOD: Final = "duck_god"  # the Duck God, as a holder of God Eggs and a title
TITLES: Final = ("deity", "king", "lord", "duke")
LEDGER: Final = (*ITEMS, "egg")  # items held, and Eggs (held by ducks)


@dataclass(slots=True)
class Mission:
    potential: int
    since: int  # the period number it left in; retrievable from the next one
    tries: int = 0  # retrieval attempts in period `tried`
    tried: int = 0
    adjusted: bool = False  # the Watermelon Slice's +1/-1 is used


@dataclass(slots=True)
class Duck:
    number: int
    owner: int | None  # a seat; None for the Disciple
    born: int  # ms
    name: str | None = None
    named: int = 0  # when it got its name (a sequence number): ruling 14's "most recently"
    pond: int | None = None
    colour: str | None = None
    quacks: int = 0
    eggs: int = 0
    parent: int | None = None
    mission: Mission | None = None
    melon: int = 0  # the period number it ate a Watermelon Slice in
    disciple: bool = False

    NESTED: ClassVar[dict[str, type]] = {"mission": Mission}


@dataclass(slots=True)
class Player:
    seat: int
    name: str
    joined: int
    active: bool = True
    left: int | None = None
    items: dict[str, int] = field(default_factory=lambda: dict.fromkeys(ITEMS, 0))
    fed: int = 0  # feedings this period
    disciple_attacks: int = 0  # attacks on the Disciple this period


@dataclass(slots=True)
class Period:
    number: int  # from 1 within the round
    label: str  # ruling 2's id: "2024-01-04/2"
    first_day: str  # ISO date of its calendar start
    start: int
    end: int
    seed: str  # hex; hidden until `revealed`
    commitment: str
    derived: bool = False  # no host entropy: tests and simulations only
    revealed: bool = False
    rolls: list[list[Any]] = field(default_factory=list)  # [sides, result, cause]; n = index+1


@dataclass(slots=True)
class Proposal:
    number: int
    seat: int
    title: str
    text: str
    changes: list[dict[str, Any]]
    changes_only: bool  # its author says the text holds nothing beyond the changes
    made: int
    made_in: int  # period number
    voting: str  # the voting period's label
    closes: int  # ms: the voting period's end
    votes: dict[str, str] = field(default_factory=dict)  # str(seat) -> "for" | "against"
    # open, retracted, failed; passed (in full effect), adopted (awaiting the Judge), settled
    status: str = "open"
    result: dict[str, Any] | None = None
    note: str | None = None  # the Judge's, when settling an adopted text


@dataclass(slots=True)
class Offer:
    number: int
    seat: int
    to: int
    give: list[dict[str, Any]]
    receive: list[dict[str, Any]]
    made: int
    expires: int


@dataclass(slots=True)
class Motion:
    number: int
    kind: str  # "appoint" (a player asks to become Judge) or "remove"
    seat: int
    made: int
    expires: int
    assents: list[int] = field(default_factory=list)


@dataclass(slots=True)
class Request:
    number: int  # also the number of the ruling that answers it
    seat: int
    kind: str  # "question" or "statement"
    text: str
    filed: int
    status: str = "open"  # open, answered, withdrawn, lapsed
    answer: str | None = None
    verdict: bool | None = None
    judge: int | None = None
    answered: int | None = None
    overturned: bool = False
    window: int | None = None  # until then a vote of confidence may open (ruling 42)


@dataclass(slots=True)
class Confidence:
    ruling: int
    seat: int
    opened: int
    ends: int
    votes: dict[str, str] = field(default_factory=dict)  # str(seat) -> "overturn" | "affirm"
    status: str = "open"  # open, overturned, affirmed
    result: dict[str, int] | None = None


@dataclass(slots=True)
class Correction:
    number: int
    judge: int
    changes: list[dict[str, Any]]  # as asked; once applied each holds "before" and "after"
    reason: str
    cite: dict[str, Any]
    made: int
    expires: int  # a pending one lapses then
    status: str = "pending"  # pending, applied, withdrawn, lapsed, reversed
    confirmed_by: int | None = None
    applied: int | None = None


@dataclass(slots=True)
class Notice:
    number: int
    kind: str  # "skipped_change", "reversal"
    text: str
    at: int
    open: bool = True


@dataclass(slots=True)
class State:
    config: Config
    seed: int
    round: int
    rules: Rulebook
    limits: dict[str, int]
    pending_limits: dict[str, int] | None = None
    phase: str = PLAY
    players: list[Player] = field(default_factory=list)
    ducks: dict[int, Duck] = field(default_factory=dict)  # by number, in creation order
    next_duck: int = 1
    ponds: int = 1
    god_eggs: int = 0
    disciple: int | None = None
    damagers: list[int] = field(default_factory=list)  # ducks that damaged it, first first
    disciple_names: dict[str, int] = field(default_factory=dict)  # base name -> times used
    periods: list[Period] = field(default_factory=list)
    proposals: list[Proposal] = field(default_factory=list)
    offers: list[Offer] = field(default_factory=list)  # open ones
    next_offer: int = 1
    motions: list[Motion] = field(default_factory=list)  # open ones
    next_motion: int = 1
    requests: list[Request] = field(default_factory=list)
    confidence: list[Confidence] = field(default_factory=list)
    corrections: list[Correction] = field(default_factory=list)
    notices: list[Notice] = field(default_factory=list)
    judge: int | None = None
    titles: dict[str, Any] = field(default_factory=lambda: dict.fromkeys(TITLES))
    # net amount of each item (and Egg) brought into the game: holdings must add up to it
    ledger: dict[str, int] = field(default_factory=lambda: dict.fromkeys(LEDGER, 0))
    removed_ducks: int = 0
    name_seq: int = 0
    passed_changes: list[dict[str, Any]] = field(default_factory=list)  # for the next round
    amendments: list[str] = field(default_factory=list)  # the Judge's notes on adopted texts
    log: list[dict[str, Any]] = field(default_factory=list)
    opening: list[dict[str, Any]] = field(default_factory=list)  # what new_game did, as events
    # derived data shared by every seat's legal actions; never saved, emptied on every change
    cache: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)

    NESTED: ClassVar[dict[str, type]] = {
        "players": Player,
        "periods": Period,
        "proposals": Proposal,
        "offers": Offer,
        "motions": Motion,
        "requests": Request,
        "confidence": Confidence,
        "corrections": Correction,
        "notices": Notice,
    }

    @property
    def period(self) -> Period:
        return self.periods[-1]

    def copy(self) -> State:
        """A deep copy, but for log and roll entries, which are never changed once written
        (sharing them makes a copy several times cheaper: they are most of the state)."""
        log, opening, rolls = self.log, self.opening, [p.rolls for p in self.periods]
        self.log, self.opening = [], []
        for p in self.periods:
            p.rolls = []
        try:
            other = state_from_json(state_to_json(self))
        finally:
            self.log, self.opening = log, opening
            for p, r in zip(self.periods, rolls, strict=True):
                p.rolls = r
        other.log, other.opening = list(log), list(opening)
        for p, r in zip(other.periods, rolls, strict=True):
            p.rolls = list(r)
        return other


def json_copy(value: Any) -> Any:
    """Deep-copy JSON-shaped data at a fraction of copy.deepcopy's cost."""
    if isinstance(value, list):
        return [json_copy(v) for v in value]
    if isinstance(value, dict):
        return {k: json_copy(v) for k, v in value.items()}
    return value


_FIELDS: dict[type, tuple[str, ...]] = {}


def _names(cls: type) -> tuple[str, ...]:
    hit = _FIELDS.get(cls)
    if hit is None:
        hit = _FIELDS[cls] = tuple(f.name for f in fields(cls) if f.name != "cache")
    return hit


def _shallow(obj: Any) -> dict[str, Any]:
    """A dataclass as a dict of its fields, nested dataclasses likewise; values are shared."""
    nested: dict[str, type] = getattr(type(obj), "NESTED", {})
    out = {}
    for name in _names(type(obj)):
        value = getattr(obj, name)
        if name in nested and value is not None:
            value = [_shallow(v) for v in value] if isinstance(value, list) else _shallow(value)
        out[name] = value
    return out


def dump(obj: Any) -> Any:
    """A dataclass (or JSON data) as fresh JSON data."""
    data = _shallow(obj) if is_dataclass(obj) else obj
    return json.loads(json.dumps(data))


T = TypeVar("T")


def _load(cls: type[T], data: Mapping[str, Any]) -> T:
    """Objects over `data`, which the caller owns: nothing is copied."""
    nested: dict[str, type] = getattr(cls, "NESTED", {})
    kwargs: dict[str, Any] = {}
    for name in _names(cls):
        value = data[name]
        sub = nested.get(name)
        if sub is not None and value is not None:
            value = [_load(sub, v) for v in value] if isinstance(value, list) else _load(sub, value)
        kwargs[name] = value
    return cls(**kwargs)


def state_to_json(state: State) -> dict[str, Any]:
    out = _shallow(state)
    out["config"] = state.config.to_json()
    out["rules"] = state.rules.to_json()
    out["ducks"] = [_shallow(d) for d in state.ducks.values()]
    return json.loads(json.dumps(out))  # type: ignore[no-any-return]


def state_from_json(data: Mapping[str, Any]) -> State:
    fresh = json.loads(json.dumps(data))
    config, rules, duck_list = fresh["config"], fresh["rules"], fresh["ducks"]
    fresh.update(config=None, rules=None, ducks=None)
    state = _load(State, fresh)
    state.config = parse_config(config)
    state.rules = Rulebook.from_json(rules)
    state.ducks = {int(d["number"]): _load(Duck, d) for d in duck_list}
    return state
