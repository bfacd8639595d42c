"""A bot never sees another seat's hand, not even its partner's (ruling 32: a bot gets exactly
what the seat knows). Everything a bot is handed is checked to be its seat's own view or event
view, and to stay the same when every card the seat can't know is dealt again."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from duckdown.bots import make_bot
from duckdown.bots.arena import bot_seed
from duckdown.bots.quack_quack.memory import Memory
from duckdown.bots.quack_quack.sample import base_state
from duckdown.engine.quack_quack.resample import resample
from duckdown.engine.quack_quack.state import State
from tests.bots.conftest import Spy
from tests.engine.quack_quack.helpers import R, crafted, hand, play, two


def _checked_game(levels: list[str], seed: int, rounds: int | None = None) -> list[Spy]:
    """A game through the engine in which every input to a bot is checked as it is handed
    over: a seat view equal to the engine's, and blind to the hidden cards (the same view
    of a state whose unknown cards were dealt again)."""
    state: State = R.new_game(R.parse_config({"rounds": rounds or 1}), len(levels), seed)
    spies = [
        Spy(make_bot("quack_quack", level, s, bot_seed(seed, s))) for s, level in enumerate(levels)
    ]
    rng = random.Random(seed)

    def deliver(events: list[Any]) -> None:
        for event in events:
            for s, spy in enumerate(spies):
                spy.observe(event.view(s))

    deliver(R.opening_events(state))
    while not R.is_over(state):
        seat = R.seats_to_act(state)[0]
        view = R.seat_view(state, seat, 0)
        redealt = R.seat_view(resample(state, seat, rng), seat, 0)
        assert redealt == view  # nothing in the view depends on a card the seat can't know
        action = spies[seat].act(view)
        assert action is not None
        deliver(R.apply(state, seat, R.parse_action(action), 0))
    return spies


@pytest.mark.parametrize(
    ("levels", "seed"),
    [
        (["hard", "medium", "easy", "random"], 11),
        (["medium", "hard", "random"], 12),
        (["medium", "easy"], 13),
    ],
)
def test_bots_get_only_their_seats_views(levels: list[str], seed: int) -> None:
    spies = _checked_game(levels, seed)
    for seat, spy in enumerate(spies):
        assert spy.bot.errors == 0
        assert spy.inputs
        for item in spy.inputs:
            assert isinstance(item, dict)  # JSON objects only, never the engine's State
            json.dumps(item)
            if "hand" in item:  # a seat view: its own seat's
                assert item["seat"] == seat


def test_the_hard_bots_deals_never_use_the_partners_real_hand() -> None:
    """The search's samples keep what the seat knows (its hand, what the partner surely holds
    after an exchange) and draw the rest: the partner's other cards vary from deal to deal."""
    s = crafted("GGFCMSVA", "GGSSFC", "SSGFCMV", "GGSSIA", leader=3)
    play(s, 3, "GG")
    two("give", s, 0, "FA")  # the partner hands us two; we hand two back
    two("give_back", s, 2, "FC")
    play(s, 1, "SS")
    view = R.seat_view(s, 2, 0)
    assert view["teammate_holds"] == ["farmer", "craftsman"]
    memory = Memory(2)
    memory.load(R.seat_memory(s, 2))
    memory.sync(view)
    base = base_state(view, memory, 1)
    assert base is not None
    rng = random.Random(5)
    partner_hands = set()
    for _ in range(30):
        deal = resample(base, 2, rng)
        assert deal.hands[2] == s.hands[2]  # our own hand, as it is
        assert deal.hands[0][1] >= 1 and deal.hands[0][2] >= 1  # the cards we handed over
        assert deal.sizes == s.sizes
        R.check(deal)
        partner_hands.add(hand(deal, 0))
    assert len(partner_hands) > 5  # drawn, not known
