"""Duck Down's `view_actions` (`actions.from_view`) lists exactly the engine's legal actions,
from the view alone: its views list action types only."""

from __future__ import annotations

import random

import pytest

from duckdown.engine import get_ruleset

R = get_ruleset("duck_down")


@pytest.mark.parametrize("players", [2, 3, 5, 8])
def test_view_actions_match_engine(players: int) -> None:
    rng = random.Random(players)
    seen_types: set[str] = set()
    for game in range(6):
        state = R.new_game(R.parse_config({}), players, 100 * players + game)
        while not R.is_over(state):
            for seat in range(players):
                view = R.seat_view(state, seat, 0)
                expanded = R.view_actions(view)
                truth = [R.action_to_json(a) for a in R.legal_actions(state, seat)]
                assert sorted(map(str, expanded)) == sorted(map(str, truth))
                assert len(expanded) == len({str(a) for a in expanded})
                seen_types.update(view["legal"])
            seat = R.seats_to_act(state)[0]
            legal = R.legal_actions(state, seat)
            R.apply_fast(state, seat, legal[rng.randrange(len(legal))], 0)
    assert {"ready", "draw", "take", "replace", "throw", "call"} <= seen_types


def test_view_actions_swap_targets_every_other_seat() -> None:
    view = {"seat": 1, "players": 3, "legal": ["swap", "throw"]}
    actions = R.view_actions(view)
    assert len(actions) == 4 * 2 * 4 + 1
    assert {a["other_seat"] for a in actions if a["type"] == "swap"} == {0, 2}
    assert {"type": "swap", "slot": 3, "other_seat": 2, "other_slot": 0} in actions
    assert {"type": "swap", "slot": 3, "other_seat": 1, "other_slot": 0} not in actions
    assert R.view_actions({"seat": 0, "players": 2, "legal": []}) == []
