"""Duck Down, as settled by the project's rulings. See docs/engine.md."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from duckdown.engine.duck_down import actions, game, views
from duckdown.engine.duck_down.actions import Action
from duckdown.engine.duck_down.cards import Card
from duckdown.engine.duck_down.config import MAX_PLAYERS, MIN_PLAYERS, Config, parse_config
from duckdown.engine.duck_down.state import State, state_from_json, state_to_json
from duckdown.engine.ruleset import JSON, Event, register

__all__ = ["RULESET", "Action", "Config", "DuckDown", "State"]


class DuckDown:
    """The `Ruleset` for Duck Down. Stateless: all game data lives in `State`."""

    name = "duck_down"
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS

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
    legal_actions = staticmethod(game.legal_actions)
    seats_to_act = staticmethod(game.seats_to_act)
    is_over = staticmethod(game.is_over)
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

    def public_view(self, state: State, now: int) -> JSON:
        return views.public_view(state, now)

    def seat_view(self, state: State, seat: int, now: int) -> JSON:
        return views.seat_view(state, seat, now)

    def seat_memory(self, state: State, seat: int) -> JSON:
        return views.seat_memory(state, seat)

    def state_to_json(self, state: State) -> JSON:
        return state_to_json(state)

    def state_from_json(self, data: Mapping[str, Any]) -> State:
        return state_from_json(data)


RULESET = DuckDown()
register(RULESET)
