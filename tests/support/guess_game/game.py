"""Guess: a small throwaway game, in the tests only, that plays through the whole platform.

Each round every seat is dealt one hidden card from a deck numbered 1..`deck` (the rest stays in
the box). After a look (every seat says ready, as in Duck Down's opening look), the seats take
turns to guess the card of another seat: a right guess scores 1 and turns that card face up.
While a turn runs, the first other seat to `bet` that the guess will be right wins 1 if it is,
and loses 1 if not (a decision nobody waits for: `may_act`). Between rounds the table's owner
deals the next (`OWNER`), or the host does after a while. The highest total wins.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from duckdown.engine import OWNER, ConfigError, Event, IllegalAction, Ruleset
from duckdown.engine.info import HIGHEST, ROUNDS, GameInfo
from tests.support.guess_game.schemas import SCHEMAS

JSON = dict[str, Any]
Action = tuple[Any, ...]

LOOK, GUESS, BETWEEN, OVER = "look", "guess", "between", "over"
BETWEEN_MS = 10_000  # the host deals the next round after this, if the owner has not

OPTIONS: JSON = {
    "type": "object",
    "additionalProperties": False,
    "properties": {
        "deck": {
            "type": "integer",
            "minimum": 3,
            "maximum": 20,
            "default": 9,
            "x-lobby": True,
            "x-label": {"en": "Cards in the deck", "de": "Karten im Stapel", "nl": "Kaarten"},
        },
        "rounds": {
            "type": "integer",
            "minimum": 1,
            "maximum": 9,
            "default": 2,
            "x-lobby": True,
            "x-label": {"en": "Rounds", "de": "Runden", "nl": "Rondes"},
        },
        "turn_time": {
            "type": "integer",
            "minimum": 0,
            "maximum": 600,
            "default": 30,
            "x-unit": "s",
            "x-label": {"en": "Time per guess", "de": "Zeit pro Tipp", "nl": "Tijd per gok"},
        },
        "look_time": {
            "type": "integer",
            "minimum": 0,
            "maximum": 60,
            "default": 5,
            "x-unit": "s",
            "x-label": {"en": "Time to look", "de": "Zeit zum Ansehen", "nl": "Tijd om te kijken"},
        },
    },
}

INFO = GameInfo(
    name="guess",
    title={"en": "Guess", "de": "Raten", "nl": "Raden"},
    summary={
        "en": "One hidden card each: guess the others' cards, and bet on a good guess.",
        "de": "Eine verdeckte Karte für jeden: rate die Karten der anderen.",
        "nl": "Eén verborgen kaart per speler: raad de kaarten van de anderen.",
    },
    min_players=2,
    max_players=4,
    options=OPTIONS,
    bot_levels=("random",),
    result=HIGHEST,
    length=ROUNDS,
    events=("guessed", "round_ended", "game_ended"),
)


@dataclass(frozen=True, slots=True)
class Config:
    deck: int = 9
    rounds: int = 2
    turn_time: int = 30
    look_time: int = 5


@dataclass(slots=True)
class State:
    config: Config
    players: int
    seed: int
    round: int = 1
    phase: str = LOOK
    cards: list[int] = field(default_factory=list)  # each seat's card (hidden)
    shown: list[bool] = field(default_factory=list)  # turned face up by a right guess
    ready: list[bool] = field(default_factory=list)
    scores: list[int] = field(default_factory=list)
    turn: int = 0  # the seat guessing
    guesses: int = 0  # made (or timed out) this round
    bettor: int | None = None  # the first seat to bet on this turn's guess
    deadline: int | None = None
    last: JSON | None = None  # the last guess, public


def _deal(state: State, now: int) -> list[Event]:
    cards = random.Random(f"{state.seed}/{state.round}").sample(
        range(1, state.config.deck + 1), state.players
    )
    n = state.players
    state.phase, state.cards, state.shown = LOOK, cards, [False] * n
    state.ready, state.guesses, state.turn = [False] * n, 0, (state.round - 1) % n
    state.bettor, state.last = None, None
    look = state.config.look_time
    state.deadline = now + look * 1000 if look else None
    events = [Event("round_started", {"round": state.round})]
    events += [Event("dealt", {"seat": s}, {"card": cards[s]}, 1 << s) for s in range(n)]
    return events


def _start_turn(state: State, now: int) -> list[Event]:
    state.phase, state.bettor = GUESS, None
    turn_time = state.config.turn_time
    state.deadline = now + turn_time * 1000 if turn_time else None
    return [Event("turn_started", {"seat": state.turn})]


def _next_turn(state: State, now: int) -> list[Event]:
    state.guesses += 1
    state.bettor = None
    while state.guesses < state.players:
        state.turn = (state.turn + 1) % state.players
        if any(not state.shown[s] for s in range(state.players) if s != state.turn):
            return _start_turn(state, now)
        state.guesses += 1  # every other card is face up: nothing left to guess
    return _end_round(state, now)


def _end_round(state: State, now: int) -> list[Event]:
    events = [Event("round_ended", {"round": state.round, "cards": list(state.cards)})]
    if state.round >= state.config.rounds:
        state.phase, state.deadline = OVER, None
        result = {"winners": winners(state), "totals": list(state.scores)}
        events.append(Event("game_ended", result))
    else:
        state.phase, state.deadline = BETWEEN, now + BETWEEN_MS
    return events


def winners(state: State) -> list[int]:
    best = max(state.scores)
    return [s for s, score in enumerate(state.scores) if score == best]


def face_up(state: State, seat: int) -> bool:
    """A card everyone sees: turned by a right guess, or shown at the round's end."""
    return state.shown[seat] or state.phase in (BETWEEN, OVER)


def known(state: State, seat: int) -> set[int]:
    """The cards `seat` knows where they are: its own and those face up."""
    return {state.cards[seat]} | {c for s, c in enumerate(state.cards) if face_up(state, s)}


class Guess(Ruleset[Config, State]):
    info = INFO
    schemas: Mapping[str, JSON] = SCHEMAS
    test_tables = ((2, {}), (4, {"deck": 5, "rounds": 3}), (3, {"turn_time": 0, "look_time": 0}))

    # --- configuration -------------------------------------------------------------------

    def parse_config(self, options: Mapping[str, Any]) -> Config:
        unknown = set(options) - set(OPTIONS["properties"])
        if unknown:
            raise ConfigError(f"unknown option {sorted(unknown)[0]!r}")
        values: JSON = {}
        for key, prop in OPTIONS["properties"].items():
            value = options.get(key, prop["default"])
            if type(value) is not int or not prop["minimum"] <= value <= prop["maximum"]:
                raise ConfigError(f"{key} is {value!r}; give a whole number in range")
            values[key] = value
        if values["look_time"] > values["turn_time"] > 0:
            # what a schema cannot say: a look longer than a turn
            raise ConfigError(f"look_time {values['look_time']} is longer than turn_time")
        return Config(**values)

    def config_to_json(self, config: Config) -> JSON:
        return {k: getattr(config, k) for k in OPTIONS["properties"]}

    # --- lifecycle -----------------------------------------------------------------------

    def new_game(
        self,
        config: Config,
        players: int,
        seed: int,
        *,
        rounds: int | None = None,
        now: int = 0,
        entropy: bytes = b"",
    ) -> State:
        if not self.min_players <= players <= self.max_players:
            raise ConfigError(f"guess is for 2 to 4 players, not {players}")
        if config.deck <= players:
            raise ConfigError(f"a deck of {config.deck} is too small for {players} players")
        state = State(config, players, seed, scores=[0] * players)
        _deal(state, now)
        return state

    def opening_events(self, state: State) -> list[Event]:
        return _deal(copy.deepcopy(state), 0)  # the same deal, as events

    def parse_action(self, data: Mapping[str, Any]) -> Action:
        kind = data.get("type")
        args = {k: v for k, v in data.items() if k != "type"}
        if kind in ("ready", "bet", "deal", "timeout") and not args:
            return (kind,)
        if kind == "guess" and set(args) == {"target", "card"}:
            target, card = args["target"], args["card"]
            if type(target) is int and type(card) is int:
                return ("guess", target, card)
        raise IllegalAction(f"no such action {dict(data)!r}"[:200], "bad_action")

    def action_to_json(self, action: Action) -> JSON:
        if action[0] == "guess":
            return {"type": "guess", "target": action[1], "card": action[2]}
        return {"type": action[0]}

    def legal_actions(self, state: State, seat: int) -> Sequence[Action]:
        if state.phase == LOOK:
            return [("ready",)] if 0 <= seat < state.players and not state.ready[seat] else []
        if state.phase == BETWEEN:
            return [("deal",)] if seat == OWNER else []
        if state.phase != GUESS or not 0 <= seat < state.players:
            return []
        if seat != state.turn:
            return [("bet",)] if state.bettor is None else []
        seen = known(state, seat)
        return [
            ("guess", target, card)
            for target in range(state.players)
            if target != seat and not state.shown[target]
            for card in range(1, state.config.deck + 1)
            if card not in seen
        ]

    def seats_to_act(self, state: State) -> list[int]:
        if state.phase == LOOK:
            return [s for s in range(state.players) if not state.ready[s]]
        return [state.turn] if state.phase == GUESS else []

    def may_act(self, state: State) -> list[int]:
        if state.phase != GUESS or state.bettor is not None:
            return []
        return [s for s in range(state.players) if s != state.turn]

    def apply(self, state: State, seat: int | None, action: Any, now: int) -> list[Event]:
        if type(action) is not tuple or not action:
            raise IllegalAction("not an action", "bad_action")
        if action == ("timeout",):
            if seat is not None:
                raise IllegalAction("only the host applies timeouts", "not_allowed")
            if state.deadline is None or now < state.deadline:
                raise IllegalAction("nothing is due now", "not_due")
            return self._timeout(state, now)
        if seat is None or action not in self.legal_actions(state, seat):
            raise IllegalAction(f"{self.action_to_json(action)} is not legal now", "illegal_action")
        kind = action[0]
        if kind == "ready":
            state.ready[seat] = True
            events = [Event("ready", {"seat": seat})]
            if all(state.ready):
                events += [Event("look_ended", {}), *_start_turn(state, now)]
            return events
        if kind == "bet":
            state.bettor = seat
            return [Event("bet", {"seat": seat})]
        if kind == "deal":
            state.round += 1
            return _deal(state, now)
        _, target, card = action
        right = state.cards[target] == card
        if right:
            state.scores[seat] += 1
            state.shown[target] = True
        if state.bettor is not None:
            state.scores[state.bettor] += 1 if right else -1
        state.last = {"seat": seat, "target": target, "card": card, "right": right}
        return [Event("guessed", dict(state.last)), *_next_turn(state, now)]

    def _timeout(self, state: State, now: int) -> list[Event]:
        if state.phase == LOOK:
            state.ready = [True] * state.players
            return [Event("look_ended", {}), *_start_turn(state, now)]
        if state.phase == BETWEEN:
            state.round += 1
            return _deal(state, now)
        events = [Event("timed_out", {"seat": state.turn})]
        return events + _next_turn(state, now)

    def deadline(self, state: State) -> int | None:
        return state.deadline

    def is_over(self, state: State) -> bool:
        return state.phase == OVER

    def absent_action(self, state: State, seat: int) -> Action | None:
        # an absent seat is ready at once in the look; it guesses by timeouts
        return ("ready",) if state.phase == LOOK and not state.ready[seat] else None

    def instant(self, state: State, seat: int) -> bool:
        return state.phase == LOOK

    # --- views ---------------------------------------------------------------------------

    def public_view(self, state: State, now: int) -> JSON:
        over = state.phase == OVER
        return {
            "ruleset": self.name,
            "players": state.players,
            "phase": state.phase,
            "round": state.round,
            "rounds": state.config.rounds,
            "to_act": self.seats_to_act(state),
            "deadline": state.deadline,
            "totals": list(state.scores),
            "winners": winners(state) if over else None,
            "deck": state.config.deck,
            "turn": state.turn if state.phase == GUESS else None,
            "ready": list(state.ready),
            "cards": [c if face_up(state, s) else None for s, c in enumerate(state.cards)],
            "bettor": state.bettor,
            "last": None if state.last is None else dict(state.last),
        }

    def seat_view(self, state: State, seat: int, now: int) -> JSON:
        view = self.public_view(state, now)
        view["seat"] = seat
        view["card"] = state.cards[seat]
        view["legal"] = [self.action_to_json(a) for a in self.legal_actions(state, seat)]
        return view

    def seat_memory(self, state: State, seat: int) -> JSON:
        return {"seat": seat, "card": state.cards[seat]}

    def resample(self, state: State, seat: int, rng: random.Random) -> State:
        """The cards the seat cannot see are dealt again, and the seed of later rounds."""
        other = copy.deepcopy(state)
        fixed = known(state, seat)
        hidden = [s for s in range(state.players) if s != seat and not face_up(state, s)]
        pool = [c for c in range(1, state.config.deck + 1) if c not in fixed]
        for s, card in zip(hidden, rng.sample(pool, len(hidden)), strict=True):
            other.cards[s] = card
        other.seed = rng.randrange(1 << 62)
        return other

    # --- persistence and tests -----------------------------------------------------------

    def state_to_json(self, state: State) -> JSON:
        return {
            "config": self.config_to_json(state.config),
            **{
                k: copy.deepcopy(getattr(state, k))
                for k in State.__dataclass_fields__
                if k != "config"
            },
        }

    def state_from_json(self, data: Mapping[str, Any]) -> State:
        fields = {k: copy.deepcopy(v) for k, v in data.items() if k != "config"}
        return State(config=self.parse_config(data["config"]), **fields)

    def check(self, state: State) -> None:
        n = state.players
        assert len(state.cards) == len(set(state.cards)) == n
        assert all(1 <= c <= state.config.deck for c in state.cards)
        assert len(state.shown) == len(state.ready) == len(state.scores) == n
        assert 0 <= state.turn < n and 0 <= state.guesses <= n
        assert state.bettor is None or (state.bettor != state.turn and state.phase == GUESS)
        assert (state.phase == LOOK) == (not all(state.ready))
