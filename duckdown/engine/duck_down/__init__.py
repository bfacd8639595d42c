"""Duck Down, as settled by the project's rulings. See docs/engine.md and docs/games.md."""

from __future__ import annotations

import copy
import random
from collections.abc import Mapping
from typing import Any

from duckdown.engine.duck_down import actions, game, resample, views
from duckdown.engine.duck_down.actions import Action
from duckdown.engine.duck_down.cards import Card
from duckdown.engine.duck_down.config import Config, parse_config
from duckdown.engine.duck_down.info import INFO
from duckdown.engine.duck_down.state import (
    PEEK_PHASE,
    REVEAL_PHASE,
    State,
    state_from_json,
    state_to_json,
)
from duckdown.engine.registry import register
from duckdown.engine.ruleset import JSON, Event, Ruleset
from duckdown.engine.schemas import load_schemas

__all__ = ["RULESET", "Action", "Config", "DuckDown", "State"]

# A host action the host stops a failed bot with: the simplest move of each decision
FALLBACK_ORDER = ("ready", "draw", "throw", "replace", "take")


def _schemas() -> JSON:
    out = load_schemas(__name__, ("action", "public", "event"))
    seat = copy.deepcopy(out["public"])  # the seat view: the public view plus the seat's own
    seat["$id"] = "duckdown/games/duck_down/seat.json"
    seat["title"] = "Duck Down's seat view (docs/views.md)"
    seat["required"] = [*seat["required"], "seat", "eye", "legal"]
    seat["properties"].update(
        {
            "seat": {"$ref": "#/$defs/seat"},
            "eye": {
                "type": "array",
                "items": {
                    "type": "array",
                    "prefixItems": [{"$ref": "#/$defs/seat"}, {"$ref": "#/$defs/slot"}],
                    "minItems": 2,
                    "maxItems": 2,
                },
            },
            "legal": {"type": "array", "items": {"enum": list(actions.TYPES)}},
        }
    )
    out["seat"] = seat
    return out


class DuckDown(Ruleset[Config, State]):
    """The `Ruleset` for Duck Down. Stateless: all game data lives in `State`."""

    info = INFO
    schemas = _schemas()
    test_tables = ((2, {}), (3, {"keep_known": True}), (5, {"call_penalty": 5}), (8, {}))

    def parse_config(self, options: Mapping[str, Any]) -> Config:
        return parse_config(options)

    def config_to_json(self, config: Config) -> JSON:
        return config.to_json()

    def round_choices(self, config: Config, players: int) -> list[int]:
        return config.round_options(players)

    def new_game(
        self,
        config: Config,
        players: int,
        seed: int,
        *,
        rounds: int | None = None,
        now: int = 0,
        entropy: bytes = b"",
        deck_orders: list[list[Card]] | None = None,
    ) -> State:
        return game.new_game(config, players, seed, rounds=rounds, now=now, deck_orders=deck_orders)

    def opening_events(self, state: State) -> list[Event]:
        return [game.round_started(state)] if state.round == 1 and not state.scores else []

    def parse_action(self, data: Mapping[str, Any]) -> Action:
        return actions.parse_action(data)

    def action_to_json(self, action: Action) -> JSON:
        return actions.action_to_json(action)

    # The calls a simulation makes millions of times are the `game` functions themselves:
    # a wrapper method's extra call would cost a few percent of `bench engine`.
    legal_actions = staticmethod(game.legal_actions)  # type: ignore[assignment]
    seats_to_act = staticmethod(game.seats_to_act)  # type: ignore[assignment]
    is_over = staticmethod(game.is_over)  # type: ignore[assignment]
    # `apply` without building events, for simulations: `game.apply` with no event list
    apply_fast = staticmethod(game.apply)

    def apply(self, state: State, seat: int | None, action: Action, now: int) -> list[Event]:
        events: list[Event] = []
        game.apply(state, seat, action, now, events)
        return events

    def deadline(self, state: State) -> int | None:
        return state.deadline

    def view_expiry(self, state: State, now: int) -> int | None:
        return views.view_expiry(state, now)

    def absent_action(self, state: State, seat: int) -> Action | None:
        # rulings 4 and 22: a seat whose player has left is ready at once in the opening look
        # and in the reveal between rounds
        if state.phase in (PEEK_PHASE, REVEAL_PHASE) and not state.ready[seat]:
            return ("ready",)
        return None

    def fallback_action(self, state: State, seat: int) -> Action | None:
        legal = game.legal_actions(state, seat)
        if not legal:
            return None
        return min(
            legal, key=lambda a: FALLBACK_ORDER.index(a[0]) if a[0] in FALLBACK_ORDER else 99
        )

    def instant(self, state: State, seat: int) -> bool:
        # a bot is ready at once after the look (ruling 4), as soon as it has seen its cards,
        # and in the reveal (ruling 22)
        return state.phase in (PEEK_PHASE, REVEAL_PHASE)

    def public_view(self, state: State, now: int) -> JSON:
        return views.public_view(state, now)

    def seat_view(self, state: State, seat: int, now: int) -> JSON:
        return views.seat_view(state, seat, now)

    def view_actions(self, view: Mapping[str, Any]) -> list[JSON]:
        return actions.from_view(view)

    def seat_memory(self, state: State, seat: int) -> JSON:
        return views.seat_memory(state, seat)

    def resample(self, state: State, seat: int, rng: random.Random) -> State:
        return resample.resample(state, seat, rng)

    def state_to_json(self, state: State) -> JSON:
        return state_to_json(state)

    def state_from_json(self, data: Mapping[str, Any]) -> State:
        return state_from_json(data)

    def check(self, state: State) -> None:
        resample.check(state)


RULESET = DuckDown()
register(RULESET)
