"""Dutch's bots read their seat's views and event views only: JSON, never the engine's state,
and nothing else decides their moves."""

from __future__ import annotations

import ast
import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any, cast

import pytest

from duckdown.bots.arena import bot_seed, play_game
from duckdown.bots.base import Bot
from duckdown.bots.dutch import LEVELS, make_bot
from tests.bots.conftest import Spy
from tests.engine.dutch.helpers import R

PACKAGE = Path(__file__).parents[3] / "duckdown" / "bots" / "dutch"


def test_the_bots_import_nothing_of_the_engine_but_the_card_names() -> None:
    # no state, no views builder, no resample: the only way in is the JSON a seat is handed
    for path in PACKAGE.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith(
                "duckdown.engine"
            ):
                assert node.module == "duckdown.engine.dutch.cards", (path.name, node.module)


def test_a_state_is_refused() -> None:
    state = R.new_game(R.parse_config({}), 2, 1)
    bot = make_bot("hard", 0, 1)
    with pytest.raises(TypeError, match="JSON object"):
        bot.act(state)


@pytest.mark.parametrize("level", [lv for lv in LEVELS if lv != "random"])
def test_decisions_follow_from_the_seats_inputs_alone(level: str) -> None:
    """Every input is its own seat's JSON; fed the same inputs afresh, a bot of the same seed
    answers the same: nothing else it could read (the state, a clock, other seats) counts."""
    spies = [Spy(make_bot(lv, s, bot_seed(8, s))) for s, lv in enumerate((level, "medium"))]
    answers: list[Any] = []
    act = spies[0].act

    def record(view: Mapping[str, Any]) -> Any:
        answer = act(view)
        answers.append(answer)
        return answer

    spies[0].act = record  # type: ignore[method-assign,assignment]
    play_game("dutch", cast(list[Bot], spies), {"mode": "1_round"}, 8)
    inputs = spies[0].inputs
    assert inputs and answers
    for item in inputs:
        assert isinstance(item, dict)
        json.dumps(item)  # JSON all through
        if "legal" in item:
            assert item["seat"] == 0  # a seat view is its own seat's
    again = make_bot(level, 0, bot_seed(8, 0))
    replayed = []
    for item in inputs:
        if "legal" in item:
            replayed.append(again.act(item))
        else:
            again.observe(item)
    assert replayed == answers
    assert spies[0].bot.errors == 0
