"""Quack-Quack, Corrupt Ducks, as settled by its rulings. See docs/games/quack_quack.md."""

from __future__ import annotations

import copy
import random
from collections.abc import Mapping
from typing import Any

from duckdown.engine.quack_quack import actions, game, legal, resample, views
from duckdown.engine.quack_quack.actions import Action
from duckdown.engine.quack_quack.config import Config, parse_config
from duckdown.engine.quack_quack.info import INFO
from duckdown.engine.quack_quack.invariants import check
from duckdown.engine.quack_quack.state import State, state_from_json, state_to_json
from duckdown.engine.registry import register
from duckdown.engine.ruleset import JSON, Event, Ruleset
from duckdown.engine.schemas import load_schemas

__all__ = ["RULESET", "Action", "Config", "QuackQuack", "State"]


def _schemas() -> JSON:
    out = load_schemas(__name__, ("action", "public", "event"))
    seat = copy.deepcopy(out["public"])  # the seat view: the public view plus the seat's own
    seat["$id"] = "duckdown/games/quack_quack/seat.json"
    seat["title"] = "Quack-Quack's seat view (docs/games/quack_quack.md)"
    seat["required"] = [
        *seat["required"],
        "seat",
        "hand",
        "exchanges",
        "teammate_holds",
        "teammate_knows",
        "legal",
    ]
    action = copy.deepcopy(out["action"])
    for key in ("$schema", "$id", "title"):
        action.pop(key, None)
    seat["$defs"]["action"] = {"oneOf": action["oneOf"]}
    seat["properties"].update(
        {
            "seat": {"$ref": "#/$defs/seat"},
            "hand": {"$ref": "#/$defs/cards"},
            "exchanges": {"type": "array", "items": {"$ref": "#/$defs/exchange"}},
            "teammate_holds": {"oneOf": [{"type": "null"}, {"$ref": "#/$defs/cards"}]},
            "teammate_knows": {"oneOf": [{"type": "null"}, {"$ref": "#/$defs/cards"}]},
            "legal": {"type": "array", "items": {"$ref": "#/$defs/action"}},
        }
    )
    out["seat"] = seat
    return out


class QuackQuack(Ruleset[Config, State]):
    """The `Ruleset` for Quack-Quack. Stateless: all game data lives in `State`."""

    info = INFO
    schemas = _schemas()
    test_tables = ((2, {}), (3, {"rounds": 3}), (4, {}), (4, {"rounds": 1, "turn_time": 0}))

    def parse_config(self, options: Mapping[str, Any]) -> Config:
        return parse_config(options)

    def config_to_json(self, config: Config) -> JSON:
        return config.to_json()

    def new_game(
        self,
        config: Config,
        players: int,
        seed: int,
        *,
        rounds: int | None = None,
        now: int = 0,
        entropy: bytes = b"",
        deck_orders: list[list[int]] | None = None,
    ) -> State:
        return game.new_game(config, players, seed, rounds=rounds, now=now, deck_orders=deck_orders)

    def opening_events(self, state: State) -> list[Event]:
        return [game.round_started(state)] if state.round == 1 and not state.plays else []

    def parse_action(self, data: Mapping[str, Any]) -> Action:
        return actions.parse_action(data)

    def action_to_json(self, action: Action) -> JSON:
        return actions.action_to_json(action)

    # The calls a simulation makes millions of times are the module functions themselves:
    # a wrapper method's extra call would cost a few percent.
    legal_actions = staticmethod(legal.legal_actions)  # type: ignore[assignment]
    seats_to_act = staticmethod(legal.seats_to_act)  # type: ignore[assignment]
    is_over = staticmethod(game.is_over)  # type: ignore[assignment]
    # `apply` without building events, for simulations: `game.apply` with no event list
    apply_fast = staticmethod(game.apply)

    def apply(self, state: State, seat: int | None, action: Action, now: int) -> list[Event]:
        events: list[Event] = []
        game.apply(state, seat, action, now, events)
        return events

    def deadline(self, state: State) -> int | None:
        return state.deadline

    def fallback_action(self, state: State, seat: int) -> Action | None:
        # a failed bot's seat does what a timeout would (ruling 31)
        if seat not in legal.seats_to_act(state):
            return None
        return game.default_action(state)

    def public_view(self, state: State, now: int) -> JSON:
        return views.public_view(state, now)

    def seat_view(self, state: State, seat: int, now: int) -> JSON:
        return views.seat_view(state, seat, now)

    def seat_memory(self, state: State, seat: int) -> JSON:
        return views.seat_memory(state, seat)

    def resample(self, state: State, seat: int, rng: random.Random) -> State:
        return resample.resample(state, seat, rng)

    def state_to_json(self, state: State) -> JSON:
        return state_to_json(state)

    def state_from_json(self, data: Mapping[str, Any]) -> State:
        return state_from_json(data)

    def check(self, state: State) -> None:
        check(state)


RULESET = QuackQuack()
register(RULESET)
