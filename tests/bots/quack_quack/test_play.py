"""Every level plays whole games at 2, 3 and 4 players with legal actions only (no fallback),
the same game twice from the same seeds, and a seat taken over mid-round from its memory."""

from __future__ import annotations

from typing import Any

import pytest

from duckdown.bots import all_levels, levels, make_bot
from duckdown.bots.arena import bot_seed, play_game
from duckdown.bots.quack_quack import PROFILES, RuleBot, SearchBot
from duckdown.engine import get_ruleset
from duckdown.host.bots import think_ceilings_ms
from tests.engine.quack_quack.helpers import R


def test_levels_and_their_bots() -> None:
    assert levels("quack_quack") == ("random", "easy", "medium", "hard")
    assert all_levels("quack_quack") == ("random", "easy", "medium", "hard")
    assert levels("quack_quack") == get_ruleset("quack_quack").info.bot_levels
    easy, medium, hard = (make_bot("quack_quack", lv, 1, 2) for lv in ("easy", "medium", "hard"))
    assert type(easy) is RuleBot and not easy.params.counting and easy.human.caution > 0
    assert type(medium) is RuleBot and medium.params.counting and medium.human.caution == 0
    assert isinstance(hard, SearchBot) and hard.samples > 0


def test_the_host_paces_every_level() -> None:
    ceilings = think_ceilings_ms()
    for level in levels("quack_quack"):
        budget = PROFILES[level].budget_s
        assert budget is not None
        assert ceilings[f"quack_quack/{level}"] >= budget * 1000


def _bots(seats: list[str], seed: int) -> list[Any]:
    return [make_bot("quack_quack", lv, s, bot_seed(seed, s)) for s, lv in enumerate(seats)]


@pytest.mark.parametrize(
    ("seats", "seed", "config"),
    [
        (["easy", "medium"], 1, {"goal_coins": 3}),
        (["medium", "easy", "random"], 2, {"rounds": 3}),
        (["easy", "medium", "easy", "medium"], 3, {}),
        (["hard", "random"], 4, {"goal_coins": 3}),
        (["hard", "easy", "medium", "random"], 5, {"rounds": 1}),
    ],
)
def test_whole_games_with_legal_actions_only(
    seats: list[str], seed: int, config: dict[str, Any]
) -> None:
    bots = _bots(seats, seed)
    result = play_game("quack_quack", bots, config, seed)
    assert result["finished"] and result["winners"]
    assert [b.errors for b in bots] == [0] * len(bots)
    searchers = [b for b in bots if isinstance(b, SearchBot)]
    assert all(b.searched > 0 and b.fallbacks == 0 for b in searchers)


def test_same_seeds_same_game() -> None:
    seats = ["hard", "medium", "easy"]
    first = play_game("quack_quack", _bots(seats, 7), {"rounds": 1}, 7)
    again = play_game("quack_quack", _bots(seats, 7), {"rounds": 1}, 7)
    assert first == again


def test_a_seat_taken_over_mid_round_plays_from_its_memory() -> None:
    """A bot given the seat's memory after several struggles counts the same cards as one
    that saw every event. After a reshuffle the seat memory can't say when it came, so the
    new bot takes the whole pile as unknown: it may know less, never more."""
    state = R.new_game(R.parse_config({}), 3, 21)
    watcher = make_bot("quack_quack", "medium", 1, 9)
    others = _bots(["easy", "medium", "easy"], 21)
    events = list(R.opening_events(state))
    same = less = 0
    reshuffled = False
    while not R.is_over(state) and state.round == 1:
        for event in events:
            watcher.observe(event.view(1))
            reshuffled = reshuffled or event.type == "reshuffled"
            for s, bot in enumerate(others):
                bot.observe(event.view(s))
        seat = R.seats_to_act(state)[0]
        view = R.seat_view(state, seat, 0)
        if seat == 1 and state.struggle > 1:
            fresh = make_bot("quack_quack", "medium", 1, 9)
            fresh.load_memory(R.seat_memory(state, 1))
            assert isinstance(fresh, RuleBot) and isinstance(watcher, RuleBot)
            fresh.memory.sync(view)
            watcher.memory.sync(view)
            mine, theirs = fresh.memory.unseen(view), watcher.memory.unseen(view)
            if not reshuffled:
                assert mine == theirs
                same += 1
            else:
                assert all(a >= b for a, b in zip(mine, theirs, strict=True))
                less += mine != theirs
        events = R.apply(state, seat, R.parse_action(others[seat].act(view)), 0)
    assert same and less
