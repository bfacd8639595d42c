"""Dutch, as settled by its rulings. See docs/games/dutch.md and docs/games.md."""

from __future__ import annotations

import copy
import random
from collections.abc import Mapping
from typing import Any

from duckdown.engine.dutch import actions, game, legal, resample, views
from duckdown.engine.dutch.actions import Action
from duckdown.engine.dutch.cards import Card
from duckdown.engine.dutch.config import Config, parse_config
from duckdown.engine.dutch.deal import round_started
from duckdown.engine.dutch.info import INFO
from duckdown.engine.dutch.state import (
    END,
    HOLD,
    LOOK,
    POWER,
    START,
    State,
    state_from_json,
    state_to_json,
)
from duckdown.engine.registry import register
from duckdown.engine.ruleset import JSON, Event, Ruleset
from duckdown.engine.schemas import load_schemas

__all__ = ["RULESET", "Action", "Config", "Dutch", "State"]


def _schemas() -> JSON:
    out = load_schemas(__name__, ("action", "public", "event"))
    seat = copy.deepcopy(out["public"])  # the seat view: the public view plus the seat's own
    seat["$id"] = "duckdown/games/dutch/seat.json"
    seat["title"] = "Dutch's seat view (docs/games/dutch.md)"
    seat["required"] = [*seat["required"], "seat", "legal"]
    seat["properties"].update(
        {
            "seat": {"type": "integer", "minimum": 0, "maximum": 7},
            "legal": {
                "type": "array",
                "uniqueItems": True,
                "items": {"enum": list(actions.SEAT_TYPES)},
            },
        }
    )
    out["seat"] = seat
    return out


class Dutch(Ruleset[Config, State]):
    """The `Ruleset` for Dutch. Stateless: all game data lives in `State`."""

    info = INFO
    schemas = _schemas()
    test_tables = (
        (2, {}),
        (2, {"decks": 2, "mode": "1_round"}),
        (3, {"keep_known": True, "mode": "50_points", "turn_time": 0}),
        (5, {"mode": "5_rounds", "throw_time": 1}),
        (8, {"keep_known": True}),
    )

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
        deck_orders: list[list[Card]] | None = None,
    ) -> State:
        return game.new_game(config, players, seed, rounds=rounds, now=now, deck_orders=deck_orders)

    def opening_events(self, state: State) -> list[Event]:
        return [round_started(state)] if state.round == 1 and not state.scores else []

    def parse_action(self, data: Mapping[str, Any]) -> Action:
        return actions.parse_action(data)

    def action_to_json(self, action: Action) -> JSON:
        return actions.action_to_json(action)

    # The calls a simulation makes millions of times are the module functions themselves:
    # a wrapper method's extra call would cost a few percent.
    legal_actions = staticmethod(legal.legal_actions)  # type: ignore[assignment]
    seats_to_act = staticmethod(legal.seats_to_act)  # type: ignore[assignment]
    may_act = staticmethod(legal.may_act)  # type: ignore[assignment]
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
        # ruling 5: an absent seat is given slots 0 and 1 at once and is ready; one step per
        # call (the lowest slot it has not chosen, then ready) until it returns None
        if state.phase == LOOK and not state.ready[seat]:
            return legal.legal_actions(state, seat)[0]
        return None

    def fallback_action(self, state: State, seat: int) -> Action | None:
        # the simplest move of the decision due; a seat that may only throw in declines
        if seat not in legal.seats_to_act(state):
            return None
        if state.phase == LOOK:
            return legal.legal_actions(state, seat)[0]
        step = state.step
        if step == START:
            return ("draw",) if ("draw",) in legal.legal_actions(state, seat) else ("take",)
        if step == HOLD:
            own = [a for a in legal.legal_actions(state, seat) if a[0] in ("discard", "replace")]
            return ("discard",) if ("discard",) in own else own[0]
        if step == POWER:
            return ("skip",)
        if step == END:
            return ("end",)
        return None

    def instant(self, state: State, seat: int) -> bool:
        # ruling 5: bots choose at once in the opening look
        return state.phase == LOOK

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


RULESET = Dutch()
register(RULESET)
