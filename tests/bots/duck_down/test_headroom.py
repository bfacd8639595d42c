"""`duckdown bench headroom`: the JSON's shape and consistency, and deals drawn from exactly
what counting knows."""

from __future__ import annotations

import copy
import json
import math
import random
from collections import Counter
from typing import Any

import pytest

from duckdown.benchmarks.duck_down.headroom import (
    Task,
    eligible,
    judge,
    posterior_state,
    run_task,
    score_actions,
)
from duckdown.bots.arena import bot_seed, schedule
from duckdown.bots.base import RandomBot
from duckdown.bots.duck_down import CountingBot, make_bot
from duckdown.cli import main
from tests.bots.duck_down.conftest import R, run_game

GAIN_KEYS = ("in_sample_gain", "held_out_gain", "counting_best_share")


def _headroom(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    assert main(["bench", "headroom", "--json", "--quiet", *args]) == 0
    out: dict[str, Any] = json.loads(capsys.readouterr().out)
    return out


def test_bench_headroom_json(capsys: pytest.CaptureFixture[str]) -> None:
    out = _headroom(capsys, "--games", "6", "--decisions", "4", "--deals", "4", "--seed", "3")
    assert out["benchmark"] == "headroom" and out["games"] == 6 and out["deals"] == 4
    assert out["decisions"] + out["skipped_after_reshuffle"] == 4
    assert out["decisions_per_game"] == pytest.approx(out["eligible_decisions"] / 6, abs=1e-3)
    assert out["playouts"] == pytest.approx(4 * out["decisions"] * out["actions_per_decision"])
    assert sum(k["decisions"] for k in out["by_kind"].values()) == out["decisions"]
    assert out["bot_errors"] == 0
    # counting's own choice is a candidate: the best mean is never below it
    assert 0.0 <= out["in_sample_gain_ci95"][0] <= out["in_sample_gain"]
    assert out["in_sample_gain"] <= out["in_sample_gain_ci95"][1] <= 1.0
    assert math.isfinite(out["held_out_gain"]) and abs(out["held_out_gain"]) <= 1.0
    low, high = out["held_out_gain_ci95"]
    assert low <= out["held_out_gain"] <= high
    assert 0.0 <= out["counting_best_share"] <= 1.0
    assert 0.0 <= out["held_out_switch_share"] <= 1.0
    for kind in out["by_kind"].values():
        assert kind["in_sample_gain"] >= 0.0 and kind["actions"] >= 2
    low, high = out["win_rate_ci95"]
    assert 0.0 <= low <= out["win_rate"] <= high <= 1.0
    per = out["decisions_per_game"]
    bound = out["win_rate"] + per * max(out["held_out_gain_ci95"][1], 0.0)
    assert out["projected_bound"] == pytest.approx(bound, abs=2e-3)
    bound = out["win_rate"] + per * max(out["in_sample_gain_ci95"][1], 0.0)
    assert out["projected_bound_in_sample"] == pytest.approx(bound, abs=2e-3)
    assert out["wall_s"] >= 0.0 and out["jobs"] == 1


def test_bench_headroom_is_the_arena_and_does_not_depend_on_jobs(
    capsys: pytest.CaptureFixture[str],
) -> None:
    args = ("--games", "4", "--decisions", "2", "--deals", "2", "--seed", "5")
    one = _headroom(capsys, *args)
    two = _headroom(capsys, *args, "--jobs", "2")
    for out in (one, two):
        del out["wall_s"], out["jobs"]
    assert one == two
    arena_args = ["arena", "--bots", "counting,random", "--games", "4", "--seed", "5"]
    assert main([*arena_args, "--json", "--quiet"]) == 0
    arena = json.loads(capsys.readouterr().out)
    assert one["win_rate"] == arena["bots"]["counting"]["win_rate"]


@pytest.mark.parametrize("bad", [("--deals", "1"), ("--decisions", "0"), ("--jobs", "0")])
def test_bench_headroom_refuses_impossible_sizes(
    capsys: pytest.CaptureFixture[str], bad: tuple[str, str]
) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["bench", "headroom", "--json", "--quiet", *bad])
    assert exit_.value.code == 2
    assert f"{bad[0]} must be at least" in capsys.readouterr().err


def test_judge_on_known_outcomes() -> None:
    # deals x actions; counting chose action 0
    scores = [[1.0, 0.0, 1.0], [0.0, 1.0, 1.0], [1.0, 0.0, 0.0], [0.0, 1.0, 1.0]]
    out = judge(scores, 0)
    assert out["actions"] == 3 and out["value"] == 0.5
    assert out["in_sample_gain"] == pytest.approx(0.25) and out["counting_best"] is False
    # the even deals' means are 1, 0, 0.5: they keep counting's choice (a gain of 0); the odd
    # deals' are 0, 1, 1: they pick action 1, which the even deals score 0 against counting's
    # 1 (a gain of -1). Held out: (0 - 1) / 2
    assert out["held_out_gain"] == pytest.approx(-0.5) and out["switched"] == 0.5
    assert judge([[0.5, 0.5], [1.0, 0.0]], 0)["counting_best"] is True
    with pytest.raises(ValueError):
        judge([[1.0, 0.0]], 0)


class Watch:
    """Passes everything on to a bot, noting whether the round has seen a reshuffle."""

    def __init__(self, bot: Any) -> None:
        self.bot = bot
        self.seat = bot.seat
        self.reshuffled = False

    def observe(self, event_view: dict[str, Any]) -> None:
        if event_view.get("type") == "reshuffled":
            self.reshuffled = True
        elif event_view.get("type") == "round_ended":
            self.reshuffled = False
        self.bot.observe(event_view)

    def act(self, seat_view: dict[str, Any]) -> dict[str, Any]:
        out: dict[str, Any] = self.bot.act(seat_view)
        return out

    def load_memory(self, memory: dict[str, Any]) -> None:
        self.bot.load_memory(memory)


def _cards(state: Any) -> Counter[int]:
    cards = [c for row in state.rows for c in row] + list(state.deck) + list(state.pile)
    if state.held is not None:
        cards.append(state.held)
    return Counter(cards)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_posterior_deals_keep_what_counting_knows(seed: int) -> None:
    """At every counting decision: every card counting knows is where it is in the true state
    and in every sample; the samples hold the same cards as the true state; a card its owner
    drew and placed is a number; and counting's seat view is the same in the sample."""
    config = R.parse_config({})
    bots = [
        make_bot("counting", 0, bot_seed(seed, 0)),
        make_bot("random", 1, bot_seed(seed, 1)),
    ]
    counting = bots[0]
    assert isinstance(counting, CountingBot)
    watch = Watch(bots[1])
    rng = random.Random(seed)
    checked = 0

    def check(state: Any, seat: int, view: dict[str, Any], action: dict[str, Any]) -> None:
        nonlocal checked
        if seat != 0 or not eligible(view) or watch.reshuffled:
            return  # after a reshuffle the deck is the old pile: not a uniform deal
        memory = counting.memory
        for _ in range(5):
            sample = posterior_state(memory, view, config, rng)
            assert _cards(sample) == _cards(state)
            assert sample.set_aside == [] and len(sample.deck) == len(state.deck)
            for s in range(2):
                for k in range(4):
                    known = memory.vals[s][k]
                    if known is not None:
                        assert state.rows[s][k] == known == sample.rows[s][k], (s, k)
                    elif memory.placed[s][k]:
                        assert sample.rows[s][k] >= 0 and state.rows[s][k] >= 0
            mine = R.seat_view(sample, 0, 0)
            for key, value in view.items():
                if key != "rows":  # a Peek's reveal is in counting's memory, not the sample
                    assert mine[key] == value, key
            assert R.legal_actions(sample, 0) == R.legal_actions(state, 0)
            assert sample.rounds == state.rounds and sample.totals == state.totals
        checked += 1

    final = run_game([counting, watch], {}, seed, check=check)
    assert R.is_over(final) and checked >= 3


def test_posterior_deals_are_uniform_over_what_counting_has_not_seen() -> None:
    """At counting's first decision, an own slot it has not seen, and the deck's top card, hold
    each unseen card as often as the unseen cards' counts say (a chi-square test; fixed seeds,
    so it cannot flake)."""
    config = R.parse_config({})
    counting = make_bot("counting", 0, bot_seed(1, 0))
    assert isinstance(counting, CountingBot)
    first: list[tuple[Any, dict[str, Any]]] = []

    def check(state: Any, seat: int, view: dict[str, Any], action: dict[str, Any]) -> None:
        if seat == 0 and eligible(view) and not first:
            first.append((copy.deepcopy(counting.memory), dict(view)))

    run_game([counting, make_bot("random", 1, bot_seed(1, 1))], {}, 1, check=check)
    memory, view = first[0]
    slot = next(k for k in range(4) if memory.vals[0][k] is None and not memory.placed[0][k])
    pool = memory.pool(view)
    total = sum(pool.values())
    rng = random.Random(7)
    n = 3000
    for where in ("slot", "deck"):
        seen: Counter[int] = Counter()
        for _ in range(n):
            sample = posterior_state(memory, view, config, rng)
            seen[sample.rows[0][slot] if where == "slot" else sample.deck[-1]] += 1
        assert set(seen) <= set(pool)
        chi2 = sum((seen[c] - n * k / total) ** 2 / (n * k / total) for c, k in pool.items() if k)
        dof = sum(1 for k in pool.values() if k) - 1
        assert chi2 < dof + 4 * math.sqrt(2 * dof), (where, chi2, dof)  # far out in the tail


def test_every_action_is_scored_on_the_same_deals() -> None:
    """score_actions leaves the live bot alone and plays each action to the game's end."""
    config = R.parse_config({})
    state = R.new_game(config, 2, 7)
    bots = [CountingBot(0, 1), RandomBot("duck_down", 1, 2)]
    for event in R.opening_events(state):
        for s, bot in enumerate(bots):
            bot.observe(event.view(s))
    while True:
        seat = R.seats_to_act(state)[0]
        view = R.seat_view(state, seat, 0)
        action = bots[seat].act(view)
        if seat == 0 and eligible(view):
            break
        for event in R.apply(state, seat, R.parse_action(action), 0):
            for s, bot in enumerate(bots):
                bot.observe(event.view(s))
    counting = bots[0]
    assert isinstance(counting, CountingBot)
    before = json.dumps([counting.memory.vals, counting.memory.mask, counting.memory.pile])
    options, scores, errors = score_actions(view, counting, config, 3, random.Random(1))
    assert options == R.view_actions(view) and len(scores) == 3 and errors == 0
    assert all(len(row) == len(options) and set(row) <= {0.0, 0.5, 1.0} for row in scores)
    assert json.dumps([counting.memory.vals, counting.memory.mask, counting.memory.pile]) == before
    again = score_actions(view, counting, config, 3, random.Random(1))
    assert again == (options, scores, errors)


def test_a_task_replays_its_arena_game() -> None:
    match = schedule("duck_down", ["counting", "random"], 2, 2, 4)[1]
    plain = run_task(Task(match))
    assert plain["eligible"] >= 2
    picked = run_task(Task(match, (0, plain["eligible"] - 1), 2, 4))
    assert plain["share"] == picked["share"] and plain["eligible"] == picked["eligible"]
    assert [r["decision"] for r in picked["records"]] == [0, plain["eligible"] - 1]
    assert plain["records"] == []
