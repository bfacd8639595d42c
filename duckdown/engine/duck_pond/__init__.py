"""Duck Pond, the household's long-running duck nomic, as settled by its rulings.
See docs/games/duck_pond.md and docs/games.md."""

from __future__ import annotations

import copy
import random
from collections.abc import Mapping
from typing import Any

from duckdown.engine.duck_pond import actions, boundary, checks, game, legal, views
from duckdown.engine.duck_pond.actions import Action
from duckdown.engine.duck_pond.config import Config, parse_config
from duckdown.engine.duck_pond.dice import verify_period
from duckdown.engine.duck_pond.info import INFO
from duckdown.engine.duck_pond.state import OVER, State, state_from_json, state_to_json
from duckdown.engine.registry import register
from duckdown.engine.ruleset import JSON, Event, Ruleset
from duckdown.engine.schemas import load_schemas

__all__ = ["RULESET", "Config", "DuckPond", "State", "verify_period"]


def _inline(schema: JSON) -> JSON:
    """The schema with its local `$ref`s replaced by their `$defs`: the same schema, which
    the validator checks several times faster (a reference costs a lookup every time)."""
    defs = schema.get("$defs", {})

    def walk(node: Any) -> Any:
        if isinstance(node, dict):
            ref = node.get("$ref")
            if isinstance(ref, str) and ref.startswith("#/$defs/") and len(node) == 1:
                return walk(defs[ref.removeprefix("#/$defs/")])
            return {k: walk(v) for k, v in node.items() if k != "$defs"}
        if isinstance(node, list):
            return [walk(v) for v in node]
        return node

    return walk(schema)  # type: ignore[no-any-return]


def _schemas() -> JSON:
    out = load_schemas(__name__, ("action", "public", "event", "seat_extra"))
    extra = out.pop("seat_extra")
    seat = copy.deepcopy(out["public"])  # the seat view: the public view plus the seat's own
    seat["$id"] = "duckdown/games/duck_pond/seat.json"
    seat["title"] = "Duck Pond's seat view (docs/games/duck_pond.md)"
    seat["required"] = [*seat["required"], "seat", "me", "legal"]
    seat["properties"].update(extra["properties"])
    seat["$defs"].update(extra["$defs"])
    out["seat"] = seat
    return {name: _inline(schema) for name, schema in out.items()}


class DuckPond(Ruleset[Config, State]):
    """The `Ruleset` for Duck Pond. Stateless: all game data lives in `State`."""

    info = INFO
    schemas = _schemas()
    # a household alone, and one in a zone with daylight saving and a tight duck limit (20 at
    # once are played through by the package's own tests: the simulation and the limits)
    test_tables = ((1, {}), (4, {"time_zone": "Europe/Amsterdam", "ducks_per_player": 3}))

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
    ) -> State:
        return game.new_game(config, players, seed, now, entropy)

    def opening_events(self, state: State) -> list[Event]:
        return game.opening_events(state)

    def parse_action(self, data: Mapping[str, Any]) -> Action:
        return actions.parse_action(data)

    def action_to_json(self, action: Action) -> JSON:
        return actions.action_to_json(action)

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        return legal.legal_actions(state, seat)

    def seats_to_act(self, state: State) -> list[int]:
        return []  # nobody is waited for

    def may_act(self, state: State) -> list[int]:
        if state.phase == OVER:
            return []
        return [p.seat for p in state.players if p.active]

    def apply(self, state: State, seat: int | None, action: Action, now: int) -> list[Event]:
        state.cache.clear()
        return game.apply(state, seat, action, now)

    def deadline(self, state: State) -> int | None:
        return boundary.deadline(state)

    def is_over(self, state: State) -> bool:
        return state.phase == OVER

    def result(self, state: State) -> JSON:
        return {"winners": None, "totals": self.public_view(state, 0)["totals"], "teams": None}

    def join(self, state: State, seat: int, name: str, now: int) -> list[Event]:
        state.cache.clear()
        return game.join(state, seat, name, now)

    def leave(self, state: State, seat: int, now: int) -> list[Event]:
        state.cache.clear()
        return game.leave(state, seat, now)

    def public_view(self, state: State, now: int) -> JSON:
        return views.public_view(state, now)

    def seat_view(self, state: State, seat: int, now: int) -> JSON:
        return views.seat_view(state, seat, now)

    def view_actions(self, view: Mapping[str, Any]) -> list[JSON]:
        return legal.expand(view.get("legal") or [])

    def seat_memory(self, state: State, seat: int) -> JSON:
        return views.seat_memory(state, seat)

    def resample(self, state: State, seat: int, rng: random.Random) -> State:
        """Nothing is dealt in Duck Pond; the one unknown is the current period's seed, so the
        copy draws it again while the published commitment stays: the future dice are what a
        seat cannot know, and a world it cannot tell from the real one."""
        other = state.copy()
        other.period.seed = rng.randbytes(32).hex()
        return other

    def state_to_json(self, state: State) -> JSON:
        return state_to_json(state)

    def state_from_json(self, data: Mapping[str, Any]) -> State:
        return state_from_json(data)

    def check(self, state: State) -> None:
        checks.check(state)


RULESET = DuckPond()
register(RULESET)
