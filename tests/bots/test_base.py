"""`BaseBot`: answers are checked against the game's `view_actions`; a bot may decline (None)
only where the view says the decision is optional; the human-like profiles."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from typing import Any

import pytest

from duckdown.bots import PERFECT, BaseBot, Human, RandomBot, is_optional
from duckdown.bots.duck_down import CASUAL, PROFILES
from duckdown.engine import ConfigError

JSON = dict[str, Any]
GRAB = {"type": "grab"}
TAKES = [{"type": "take", "n": 1}, {"type": "take", "n": 2}]


def view(to_act: list[int] | None, legal: list[JSON]) -> JSON:
    out: JSON = {"ruleset": "pebbles", "players": 3, "phase": "grab", "legal": legal}
    if to_act is not None:
        out["to_act"] = to_act
    return out


class Answers(BaseBot):
    """Answers what it is told: an action, None, or an exception."""

    def __init__(self, answer: Any) -> None:
        super().__init__("pebbles", 1, 7)
        self.answer = answer

    def _act(self, view: Mapping[str, Any], options: list[JSON]) -> JSON | None:
        if isinstance(self.answer, Exception):
            raise self.answer
        return self.answer  # type: ignore[no-any-return]


def test_a_view_says_a_decision_is_optional_when_the_seat_is_not_to_act() -> None:
    assert is_optional(view([0], [GRAB]), 1)
    assert is_optional(view([], [GRAB]), 1)
    assert not is_optional(view([1], TAKES), 1)
    assert not is_optional(view(None, TAKES), 1)  # no `to_act`: never guessed optional


def test_declining_is_allowed_only_on_an_optional_decision(pebbles_game: Any) -> None:
    assert Answers(None).act(view([0], [GRAB])) is None
    due = Answers(None)
    assert due.act(view([1], TAKES)) in TAKES  # a due decision always gets an action
    assert due.errors == 0  # None is the bot's own "no idea", not a failure


@pytest.mark.parametrize("answer", [RuntimeError("boom"), {"type": "take", "n": 3}])
def test_a_failing_or_illegal_answer_falls_back(pebbles_game: Any, answer: Any) -> None:
    optional = Answers(answer)
    assert optional.act(view([0], [GRAB])) is None  # declining is the safe optional move
    assert optional.errors == 1
    due = Answers(answer)
    assert due.act(view([1], TAKES)) in TAKES
    assert due.errors == 1


def test_a_legal_answer_is_played(pebbles_game: Any) -> None:
    bot = Answers({"type": "take", "n": 2})
    assert bot.act(view([1], TAKES)) == {"type": "take", "n": 2} and bot.errors == 0


def test_a_view_without_legal_actions_is_refused(pebbles_game: Any) -> None:
    with pytest.raises(ValueError, match="legal actions"):
        Answers(None).act(view([1], []))
    with pytest.raises(TypeError, match="JSON object"):
        Answers(None).act([("take", 1)])  # type: ignore[arg-type]


def test_a_bot_of_an_unknown_game_is_refused() -> None:
    with pytest.raises(ConfigError, match="unknown game"):
        RandomBot("nope", 0, 1)


def test_random_declines_an_optional_decision_as_often_as_it_takes_each_action(
    pebbles_game: Any,
) -> None:
    bot = RandomBot("pebbles", 1, 3)
    legal = [GRAB, {"type": "take", "n": 1}]  # two actions and declining: a third each
    draws = 3000
    counts = Counter(str(bot.act(view([0], legal))) for _ in range(draws))
    assert set(counts) == {str(GRAB), str(legal[1]), "None"}
    assert all(abs(c - draws / 3) < 0.1 * draws for c in counts.values())
    assert all(bot.act(view([1], TAKES)) in TAKES for _ in range(200))  # due: never declines


def test_human_profiles() -> None:
    assert Human() == PERFECT and (PERFECT.forget, PERFECT.caution, PERFECT.reaction_ms) == (
        0.0,
        0.0,
        0,
    )
    # Duck Down's casual player is the old `easy`: forget 0.15, a good call let pass half the time
    assert (CASUAL.forget, CASUAL.caution) == (0.15, 0.5) and PROFILES["easy"].human is CASUAL
    assert all(PROFILES[level].human is PERFECT for level in ("medium", "hard", "counting"))
    for bad in ({"forget": 1.5}, {"caution": -0.1}, {"reaction_ms": -1}):
        with pytest.raises(ValueError):
            Human(**bad)  # type: ignore[arg-type]


def test_a_perfect_profile_draws_nothing_and_a_sure_one_always_fires() -> None:
    rng = random.Random(5)
    before = rng.getstate()
    assert not PERFECT.forgets(rng) and not PERFECT.hesitates(rng)
    assert rng.getstate() == before  # so a perfect bot's choices don't shift
    sure = Human(forget=1.0, caution=1.0)
    assert all(sure.forgets(rng) and sure.hesitates(rng) for _ in range(50))
    half = Human(forget=0.5)
    hits = sum(half.forgets(rng) for _ in range(4000))
    assert 1800 < hits < 2200
