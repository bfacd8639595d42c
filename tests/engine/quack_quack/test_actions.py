"""Actions at the JSON edge: one canonical form, and clear refusals of anything else."""

from __future__ import annotations

from typing import Any

import pytest

from duckdown.engine import IllegalAction

from .helpers import R, cards, crafted


def test_cards_come_in_any_order_and_leave_sorted() -> None:
    action = R.parse_action({"type": "bomb", "cards": ["guard", "inspector"]})
    assert action == ("bomb", tuple(cards("IG")))
    assert R.action_to_json(action) == {"type": "bomb", "cards": ["inspector", "guard"]}
    assert R.parse_action({"type": "join", "card": "farmer"}) == ("join", cards("F")[0])
    assert R.parse_action({"type": "pass"}) == ("pass",)


@pytest.mark.parametrize(
    "data",
    [
        {"type": "play"},
        {"type": "play", "cards": []},
        {"type": "play", "cards": ["guard", "guard", "guard"]},
        {"type": "play", "cards": "guard"},
        {"type": "play", "cards": ["duck"]},
        {"type": "play", "cards": [5]},
        {"type": "play", "cards": [True]},
        {"type": "discard", "cards": ["guard"]},
        {"type": "bomb", "cards": ["farmer"]},
        {"type": "join", "card": ["farmer"]},
        {"type": "join"},
        {"type": "pass", "cards": ["guard"]},
        {"type": "shout"},
        ["pass"],
    ],
)
def test_malformed_actions_are_refused_with_bad_action(data: Any) -> None:
    with pytest.raises(IllegalAction) as info:
        R.parse_action(data)
    assert info.value.code == "bad_action"


def test_an_action_equal_to_a_legal_one_is_played_in_its_own_form() -> None:
    s = crafted("FGS", "GG", "SS")
    R.apply(s, 0, ("play", (True,)), 0)  # True == 1, the Farmer
    assert s.plays[-1][3] == (1,) and type(s.plays[-1][3][0]) is int
    assert R.state_to_json(s)["plays"][-1][3] == [1]
