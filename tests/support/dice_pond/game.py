"""Dice Pond: every period of the calendar (a day by default) a die is rolled; each player may
guess it once before, whenever they like, and scores for a right guess. Players join and leave
the running game at any time. The die of a period is fixed when the period begins (from the
host's fresh entropy) and only its SHA-256 commitment is public until the roll, which shows
the seed, so anyone can check it.

Nobody is waited for (`seats_to_act` is empty): every active player `may_act`. The period's
end is the deadline; each timeout rolls exactly one period, so a host that was down applies
every period it missed, one timeout at a time.
"""

from __future__ import annotations

import copy
import hashlib
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from duckdown.engine import ConfigError, Event, IllegalAction, Ruleset
from duckdown.engine.info import ANY_TIME, CALENDAR, NO_WINNER, OPEN, GameInfo

JSON = dict[str, Any]
Action = tuple[Any, ...]
HOUR_MS = 3_600_000
POND, OVER = "pond", "over"

OPTIONS: JSON = {
    "type": "object",
    "additionalProperties": False,
    "properties": {
        "period_hours": {
            "type": "integer",
            "minimum": 1,
            "maximum": 168,
            "default": 24,
            "x-lobby": True,
            "x-label": {"en": "Hours per roll", "de": "Stunden pro Wurf", "nl": "Uren per worp"},
        },
        "periods": {
            "type": "integer",
            "minimum": 0,
            "maximum": 10_000,
            "default": 0,
            "x-label": {
                "en": "Rolls until the end (0: never)",
                "de": "Würfe bis zum Ende (0: nie)",
                "nl": "Worpen tot het einde (0: nooit)",
            },
        },
    },
}

INFO = GameInfo(
    name="dice_pond",
    title={"en": "Dice Pond", "de": "Würfelteich", "nl": "Dobbelvijver"},
    summary={
        "en": "Guess each day's die before it is rolled.",
        "de": "Rate den Würfel des Tages, bevor er fällt.",
        "nl": "Raad de dobbelsteen van de dag voor hij valt.",
    },
    min_players=1,
    max_players=6,
    options=OPTIONS,
    bot_levels=("random",),
    result=NO_WINNER,
    length=OPEN,
    clock=CALENDAR,
    join=ANY_TIME,
    entropy=True,
    events=("rolled",),
)


@dataclass(frozen=True, slots=True)
class Config:
    period_hours: int = 24
    periods: int = 0

    @property
    def period_ms(self) -> int:
        return self.period_hours * HOUR_MS


@dataclass(slots=True)
class State:
    config: Config
    seed: int
    period: int = 1
    ends: int = 0  # UTC ms: the roll, the deadline
    die_seed: str = ""  # hidden until the roll (hex of 32 bytes)
    commit: str = ""  # its public commitment
    phase: str = POND
    active: list[bool] = field(default_factory=list)
    scores: list[int] = field(default_factory=list)
    guesses: list[int | None] = field(default_factory=list)
    rolled: int = 0  # periods rolled


def die(seed_hex: str) -> int:
    return int.from_bytes(hashlib.sha256(bytes.fromhex(seed_hex) + b"die").digest()[:8]) % 6 + 1


def commitment(seed_hex: str) -> str:
    return hashlib.sha256(b"commit" + bytes.fromhex(seed_hex)).hexdigest()


def _new_period(state: State, entropy: bytes | None) -> None:
    if entropy:
        state.die_seed = entropy.hex()
    else:  # no entropy from a host (simulations): a seed that follows from the game's own
        state.die_seed = hashlib.sha256(f"{state.seed}/{state.period}".encode()).hexdigest()
    state.commit = commitment(state.die_seed)


class DicePond(Ruleset[Config, State]):
    info = INFO
    test_tables = ((1, {"periods": 30}), (3, {"period_hours": 1, "periods": 5}))

    def __init__(self) -> None:
        from tests.support.dice_pond.schemas import SCHEMAS

        self.schemas = SCHEMAS

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
        return Config(**values)

    def config_to_json(self, config: Config) -> JSON:
        return {"period_hours": config.period_hours, "periods": config.periods}

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
            raise ConfigError(f"dice_pond is for 1 to 6 players, not {players}")
        if entropy and len(entropy) != 32:
            raise ConfigError(f"entropy must be 32 bytes, not {len(entropy)}")
        state = State(config, seed, active=[True] * players, scores=[0] * players)
        state.guesses = [None] * players
        state.ends = (now // config.period_ms + 1) * config.period_ms
        _new_period(state, entropy)
        return state

    def parse_action(self, data: Mapping[str, Any]) -> Action:
        kind = data.get("type")
        if kind == "guess" and set(data) == {"type", "number"}:
            number = data["number"]
            if type(number) is int:
                return ("guess", number)
        if kind == "timeout" and set(data) <= {"type", "entropy"}:
            raw = data.get("entropy")
            if raw is None:
                return ("timeout", None)
            if isinstance(raw, str) and len(raw) == 64:
                try:
                    return ("timeout", bytes.fromhex(raw))
                except ValueError:
                    pass
        raise IllegalAction(f"no such action {dict(data)!r}"[:200], "bad_action")

    def action_to_json(self, action: Action) -> JSON:
        if action[0] == "guess":
            return {"type": "guess", "number": action[1]}
        out: JSON = {"type": "timeout"}
        if action[1] is not None:
            out["entropy"] = action[1].hex()
        return out

    def legal_actions(self, state: State, seat: int) -> Sequence[Action]:
        if seat not in self.may_act(state):
            return []
        return [("guess", n) for n in range(1, 7)]

    def seats_to_act(self, state: State) -> list[int]:
        return []  # nobody is waited for

    def may_act(self, state: State) -> list[int]:
        if state.phase == OVER:
            return []
        return [s for s, on in enumerate(state.active) if on and state.guesses[s] is None]

    def apply(self, state: State, seat: int | None, action: Any, now: int) -> list[Event]:
        if type(action) is not tuple or not action:
            raise IllegalAction("not an action", "bad_action")
        if action[0] == "timeout":
            if seat is not None:
                raise IllegalAction("only the host rolls", "not_allowed")
            if state.phase == OVER or now < state.ends:
                raise IllegalAction("the period has not ended", "not_due")
            return self._roll(state, action[1])
        if seat is None or action not in self.legal_actions(state, seat):
            raise IllegalAction(f"{self.action_to_json(action)} is not legal now", "illegal_action")
        state.guesses[seat] = action[1]
        return [Event("guessed", {"seat": seat}, {"number": action[1]}, 1 << seat)]

    def _roll(self, state: State, entropy: bytes | None) -> list[Event]:
        """One period ends: exactly one roll, whenever it is applied."""
        number = die(state.die_seed)
        right = [s for s, g in enumerate(state.guesses) if g == number and state.active[s]]
        for s in right:
            state.scores[s] += 1
        events = [
            Event(
                "rolled",
                {"period": state.period, "die": number, "seed": state.die_seed, "right": right},
            )
        ]
        state.rolled += 1
        state.period += 1
        state.ends += state.config.period_ms
        state.guesses = [None] * len(state.active)
        _new_period(state, entropy)
        if state.config.periods and state.rolled >= state.config.periods:
            state.phase = OVER
            events.append(Event("game_ended", {"totals": list(state.scores)}))
        return events

    def deadline(self, state: State) -> int | None:
        return None if state.phase == OVER else state.ends

    def is_over(self, state: State) -> bool:
        return state.phase == OVER

    def join(self, state: State, seat: int, name: str, now: int) -> list[Event]:
        if state.phase == OVER:
            raise IllegalAction("the game is over", "game_over")
        if seat != len(state.active) or seat >= self.max_players:
            raise IllegalAction(f"the next seat is {len(state.active)}", "bad_seat")
        state.active.append(True)
        state.scores.append(0)
        state.guesses.append(None)
        return [Event("joined", {"seat": seat})]

    def leave(self, state: State, seat: int, now: int) -> list[Event]:
        if not 0 <= seat < len(state.active) or not state.active[seat]:
            raise IllegalAction(f"seat {seat} does not play", "bad_seat")
        state.active[seat] = False
        state.guesses[seat] = None
        return [Event("left", {"seat": seat})]

    def public_view(self, state: State, now: int) -> JSON:
        return {
            "ruleset": self.name,
            "players": len(state.active),
            "phase": state.phase,
            "round": state.period,
            "rounds": state.config.periods or None,
            "to_act": [],
            "deadline": self.deadline(state),
            "totals": list(state.scores),
            "winners": None,
            "commitment": state.commit,
            "active": list(state.active),
            "guessed": [g is not None for g in state.guesses],
            "rolled": state.rolled,
        }

    def seat_view(self, state: State, seat: int, now: int) -> JSON:
        view = self.public_view(state, now)
        view["seat"] = seat
        view["guess"] = state.guesses[seat] if 0 <= seat < len(state.guesses) else None
        view["legal"] = [self.action_to_json(a) for a in self.legal_actions(state, seat)]
        return view

    def resample(self, state: State, seat: int, rng: random.Random) -> State:
        """The one unknown is the period's die seed (and the others' guesses): drawn again;
        the commitment, which hides it, stays the real one's."""
        other = copy.deepcopy(state)
        other.die_seed = rng.randbytes(32).hex()
        other.guesses = [
            g if s == seat or g is None else rng.randint(1, 6) for s, g in enumerate(state.guesses)
        ]
        other.seed = rng.randrange(1 << 62)
        return other

    def state_to_json(self, state: State) -> JSON:
        out = {k: copy.deepcopy(getattr(state, k)) for k in State.__dataclass_fields__}
        out["config"] = self.config_to_json(state.config)
        return out

    def state_from_json(self, data: Mapping[str, Any]) -> State:
        fields = {k: copy.deepcopy(v) for k, v in data.items() if k != "config"}
        return State(config=self.parse_config(data["config"]), **fields)

    def check(self, state: State) -> None:
        n = len(state.active)
        assert len(state.scores) == len(state.guesses) == n
        assert state.ends % state.config.period_ms == 0
        assert state.period == state.rolled + 1
        assert all(g is None or 1 <= g <= 6 for g in state.guesses)
        assert len(bytes.fromhex(state.die_seed)) == 32
