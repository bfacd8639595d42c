"""Pebbles: a throwaway game for the shared bot tests only, registered by a fixture.

It has what Duck Down lacks, so the shared part is tested on it: teams at four players, the
highest total wins, optional decisions (`may_act`), timeouts, action objects in the view's
`legal`, and no bots of its own (only the generic `random`; its `bot_levels` name `easy` too,
which does not exist here).

A pile of pebbles. On a turn the seat takes 1 or 2. Then a grab window opens: every other seat
may grab one pebble, once, until the window times out after a second and the next seat's turn
begins. The pebbles taken are the seat's total; the game ends when the pile is empty.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from duckdown.engine import ConfigError, IllegalAction, Ruleset, register
from duckdown.engine.info import HIGHEST, GameInfo
from duckdown.engine.registry import unregister
from duckdown.engine.ruleset import Event

JSON = dict[str, Any]
WINDOW_MS = 1000

INFO = GameInfo(
    name="pebbles",
    title={"en": "Pebbles", "de": "Kiesel", "nl": "Kiezels"},
    summary={"en": "Take pebbles.", "de": "Nimm Kiesel.", "nl": "Neem kiezels."},
    min_players=2,
    max_players=4,
    options={
        "type": "object",
        "additionalProperties": False,
        "properties": {
            "pile": {
                "type": "integer",
                "minimum": 1,
                "default": 15,
                "x-label": {"en": "Pebbles", "de": "Kiesel", "nl": "Kiezels"},
            }
        },
    },
    bot_levels=("random", "easy"),
    result=HIGHEST,
    teams={4: ((0, 2), (1, 3))},
)


@dataclass
class State:
    players: int
    pile: int
    turn: int = 0
    phase: str = "take"  # take | grab | over
    taken: list[int] = field(default_factory=list)
    window: list[int] = field(default_factory=list)  # seats that may still grab
    deadline: int | None = None


class Pebbles(Ruleset[int, State]):
    info = INFO

    def parse_config(self, options: Mapping[str, Any]) -> int:
        pile = options.get("pile", 15)
        if isinstance(pile, bool) or not isinstance(pile, int) or pile < 1:
            raise ConfigError(f"pile must be a whole number of at least 1, got {pile!r}")
        return pile

    def config_to_json(self, config: int) -> JSON:
        return {"pile": config}

    def new_game(
        self,
        config: int,
        players: int,
        seed: int,
        *,
        rounds: int | None = None,
        now: int = 0,
        entropy: bytes = b"",
    ) -> State:
        if not 2 <= players <= 4:
            raise ConfigError(f"pebbles seats 2-4 players, not {players}")
        return State(players, config, taken=[0] * players)

    def parse_action(self, data: Mapping[str, Any]) -> JSON:
        if data.get("type") not in ("take", "grab", "timeout"):
            raise IllegalAction(f"unknown action {data.get('type')!r}", "bad_action")
        return dict(data)

    def action_to_json(self, action: JSON) -> JSON:
        return dict(action)

    def legal_actions(self, state: State, seat: int) -> list[JSON]:
        if state.phase == "take" and seat == state.turn:
            return [{"type": "take", "n": n} for n in (1, 2) if n <= state.pile]
        if state.phase == "grab" and seat in state.window:
            return [{"type": "grab"}]
        return []

    def seats_to_act(self, state: State) -> list[int]:
        return [state.turn] if state.phase == "take" else []

    def may_act(self, state: State) -> list[int]:
        return list(state.window) if state.phase == "grab" else []

    def deadline(self, state: State) -> int | None:
        return state.deadline

    def apply(self, state: State, seat: int | None, action: Any, now: int) -> list[Event]:
        if action.get("type") == "timeout":
            if seat is not None or state.deadline is None or now < state.deadline:
                raise IllegalAction("no timeout is due", "illegal_action")
            state.phase, state.window, state.deadline = "take", [], None
            state.turn = (state.turn + 1) % state.players
            return [Event("turn", {"seat": state.turn})]
        if seat is None or dict(action) not in self.legal_actions(state, seat):
            raise IllegalAction(f"{action} is not legal now", "illegal_action")
        n = int(action.get("n", 1))
        state.pile -= n
        state.taken[seat] += n
        events = [Event(str(action["type"]), {"seat": seat, "n": n, "pile": state.pile})]
        if action["type"] == "grab":
            state.window.remove(seat)
        else:
            state.phase = "grab"
            state.window = [s for s in range(state.players) if s != seat]
            state.deadline = now + WINDOW_MS
        if state.pile == 0:
            state.phase, state.window, state.deadline = "over", [], None
            events.append(Event("game_ended", {"winners": self._winners(state)}))
        return events

    def _winners(self, state: State) -> list[int]:
        teams = INFO.teams_for(state.players) or tuple((s,) for s in range(state.players))
        scores = [sum(state.taken[s] for s in team) for team in teams]
        best = max(scores)
        return sorted(s for team, x in zip(teams, scores, strict=True) if x == best for s in team)

    def is_over(self, state: State) -> bool:
        return state.phase == "over"

    def public_view(self, state: State, now: int) -> JSON:
        return {
            "ruleset": "pebbles",
            "players": state.players,
            "phase": state.phase,
            "round": 1,
            "rounds": 1,
            "to_act": self.seats_to_act(state),
            "deadline": state.deadline,
            "totals": list(state.taken),
            "winners": self._winners(state) if state.phase == "over" else None,
            "pile": state.pile,
        }

    def seat_view(self, state: State, seat: int, now: int) -> JSON:
        legal = self.legal_actions(state, seat)
        return {**self.public_view(state, now), "seat": seat, "legal": legal}


RULESET = Pebbles()


@contextmanager
def registered() -> Iterator[Pebbles]:
    """Pebbles is a game of this installation for the duration."""
    register(RULESET)
    try:
        yield RULESET
    finally:
        unregister(RULESET.name)
