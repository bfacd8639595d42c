"""`Config`: the rulebook's options with our defaults (ruling 5), validated with clear messages."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from duckdown.engine.duck_down.cards import STANDARD_DECK, Card, card_from_json, card_to_json
from duckdown.engine.errors import ConfigError

MIN_PLAYERS = 2
MAX_PLAYERS = 8
MAX_PEEK_TIME = 600
MAX_TURN_TIME = 3600
MAX_CALL_PENALTY = 1000
MAX_ROUNDS = 100
MAX_DECK = 1000
MAX_CARD_VALUE = 1000

OPTION_KEYS = (
    "deck",
    "peek_time",
    "turn_time",
    "call_penalty",
    "rounds",
    "round_choices",
    "keep_known",
)


@dataclass(frozen=True, slots=True)
class Config:
    """Times are in seconds here and milliseconds inside the state."""

    deck: tuple[tuple[Card, int], ...] = tuple(sorted(STANDARD_DECK.items()))
    peek_time: int = 10
    turn_time: int = 60
    call_penalty: int = 0
    rounds: int | None = None  # None: one round per player, counted at the start
    round_choices: tuple[int, ...] = (1, 3, 5, 10)
    keep_known: bool = False

    @property
    def deck_size(self) -> int:
        return sum(count for _, count in self.deck)

    def cards(self) -> list[Card]:
        return [card for card, count in self.deck for _ in range(count)]

    def check_players(self, players: int) -> None:
        if not isinstance(players, int) or isinstance(players, bool):
            raise ConfigError(f"players must be a whole number, got {players!r}")
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ConfigError(
                f"players is {players}; a table seats {MIN_PLAYERS} to {MAX_PLAYERS} players"
            )
        need = 4 * players + 2
        if self.deck_size < need:
            raise ConfigError(
                f"the deck holds {self.deck_size} cards but {players} players need at least "
                f"{need} (four each, the pile and one to draw)"
            )

    def round_options(self, players: int) -> list[int]:
        default = self.rounds if self.rounds is not None else players
        return [default, *(r for r in self.round_choices if r != default)]

    def to_json(self) -> dict[str, Any]:
        return {
            "deck": {str(card_to_json(card)): count for card, count in self.deck},
            "peek_time": self.peek_time,
            "turn_time": self.turn_time,
            "call_penalty": self.call_penalty,
            "rounds": self.rounds,
            "round_choices": list(self.round_choices),
            "keep_known": self.keep_known,
        }


def _whole(name: str, value: object, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ConfigError(f"{name} must be a whole number from {low} to {high}, got {value!r}")
    if not low <= value <= high:
        raise ConfigError(f"{name} is {value}; allowed is {low} to {high}")
    return value


def _deck(value: object) -> tuple[tuple[Card, int], ...]:
    if not isinstance(value, Mapping) or not value:
        raise ConfigError(
            f"deck must map cards to counts, like {{'0': 4, 'swap': 9}}, got {value!r}"
        )
    counts: dict[Card, int] = {}
    for key, count in value.items():
        try:
            card = card_from_json(key)
        except ValueError as err:
            raise ConfigError(f"deck: {err}") from None
        if card > MAX_CARD_VALUE:
            raise ConfigError(f"deck: card value {card} is above the limit {MAX_CARD_VALUE}")
        counts[card] = counts.get(card, 0) + _whole(f"deck count of {key!r}", count, 0, MAX_DECK)
    total = sum(counts.values())
    if total > MAX_DECK:
        raise ConfigError(f"deck holds {total} cards; at most {MAX_DECK} are allowed")
    if not any(card >= 0 and n for card, n in counts.items()):
        raise ConfigError("deck holds no number card; a round could never be scored")
    return tuple(sorted((card, n) for card, n in counts.items() if n))


def parse_config(options: Mapping[str, Any] | None = None) -> Config:
    """Build a Config from JSON options; missing keys take the defaults of ruling 5."""
    options = dict(options or {})
    unknown = sorted(set(options) - set(OPTION_KEYS))
    if unknown:
        raise ConfigError(
            f"unknown option {unknown[0]!r}; options are: {', '.join(OPTION_KEYS)}",
            code="invalid_config",
        )
    base = Config()
    deck = _deck(options["deck"]) if "deck" in options else base.deck
    rounds_raw = options.get("rounds", base.rounds)
    rounds = None if rounds_raw is None else _whole("rounds", rounds_raw, 1, MAX_ROUNDS)
    choices_raw = options.get("round_choices", list(base.round_choices))
    if not isinstance(choices_raw, list | tuple) or len(choices_raw) > 20:
        raise ConfigError(f"round_choices must be a list of up to 20 numbers, got {choices_raw!r}")
    choices = tuple(
        dict.fromkeys(_whole("round_choices entry", r, 1, MAX_ROUNDS) for r in choices_raw)
    )
    keep_known = options.get("keep_known", base.keep_known)
    if not isinstance(keep_known, bool):
        raise ConfigError(f"keep_known must be true or false, got {keep_known!r}")
    return Config(
        deck=deck,
        peek_time=_whole("peek_time", options.get("peek_time", base.peek_time), 0, MAX_PEEK_TIME),
        turn_time=_whole("turn_time", options.get("turn_time", base.turn_time), 0, MAX_TURN_TIME),
        call_penalty=_whole(
            "call_penalty", options.get("call_penalty", base.call_penalty), 0, MAX_CALL_PENALTY
        ),
        rounds=rounds,
        round_choices=choices,
        keep_known=keep_known,
    )
