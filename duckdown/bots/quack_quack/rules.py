"""`RuleBot`: the rule policy (`policy.py`) read off a seat view, with `memory.py` for the
cards a counting seat has seen. `easy` plays it without counting, `medium` counts."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from duckdown.bots.base import JSON, BaseBot
from duckdown.bots.profiles import PERFECT, Human
from duckdown.bots.quack_quack.hands import Action, action_of, counts_of
from duckdown.bots.quack_quack.memory import Memory
from duckdown.bots.quack_quack.policy import Params, Situation, decide, pass_with_exchange
from duckdown.engine.quack_quack.actions import action_to_json
from duckdown.engine.quack_quack.cards import CARD_OF, COMBINATIONS, NOTHING, PAIR_GUARDS
from duckdown.engine.quack_quack.state import STEP_NAMES, TURN

GAME = "quack_quack"


def situation(view: Mapping[str, Any], legal: list[Action], unseen: list[int] | None) -> Situation:
    """The decision in `view` as plain numbers (the view is this seat's only input)."""
    seat = int(view["seat"])
    players = int(view["players"])
    last = view.get("last")
    strength = NOTHING
    last_seat = -1
    if last is not None:
        strength = COMBINATIONS[tuple(sorted(CARD_OF[name] for name in last["cards"]))][0]
        last_seat = int(last["seat"])
    passer = -1
    for x in view.get("exchanges") or ():
        if x.get("type") == "received" and not x.get("returned"):
            passer = int(x["with"])
    return Situation(
        seat=seat,
        n=players,
        step=STEP_NAMES.index(view["decision"]["kind"]),
        hand=counts_of(view["hand"]),
        legal=legal,
        last=strength,
        last_seat=last_seat,
        sizes=[int(k) for k in view["hands"]],
        passed=[bool(p) for p in view["passed"]],
        mate=(seat + 2) % 4 if players == 4 else -1,
        passer=passer,
        unseen=unseen,
    )


class RuleBot(BaseBot):
    level = "rules"

    def __init__(
        self, seat: int, seed: int, params: Params | None = None, human: Human = PERFECT
    ) -> None:
        super().__init__(GAME, seat, seed)
        self.params = params or Params()
        self.human = human
        self.memory = Memory(seat)

    def _observe(self, event_view: Mapping[str, Any]) -> None:
        self.memory.see(event_view)

    def _load(self, memory: Mapping[str, Any]) -> None:
        self.memory.load(memory)

    def situation(self, view: Mapping[str, Any], options: list[JSON]) -> Situation:
        self.memory.sync(view)
        unseen = self.memory.unseen(view) if self.params.counting else None
        return situation(view, [action_of(o) for o in options], unseen)

    def _act(self, view: Mapping[str, Any], options: list[JSON]) -> JSON | None:
        sit = self.situation(view, options)
        action = decide(sit, self.params)
        if sit.step == TURN and bold(action) and self.human.hesitates(self.rng):
            action = pass_with_exchange(sit)  # a casual player keeps its strong cards
        return action_to_json(action)


def bold(action: Action) -> bool:
    """A bomb, or a combination from a pair of Guards up: the plays a casual player saves."""
    kind = action[0]
    return kind == "bomb" or (kind == "play" and COMBINATIONS[action[1]][0] >= PAIR_GUARDS)
