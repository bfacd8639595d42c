"""Bots are deterministic given their seed and inputs, and use no global random state."""

from __future__ import annotations

import random

import pytest

from .conftest import make_bots, run_game


def _play(levels: list[str], seed: int) -> tuple[list[int], list[list[int]]]:
    bots = make_bots(levels, seed, {}, samples=4, budget_s=None)
    state = run_game(bots, {}, seed)
    return list(state.totals), [list(r) for r in state.scores]


@pytest.mark.parametrize(
    "levels", [["random", "random"], ["easy", "medium", "random"], ["planner", "counting"]]
)
def test_same_seed_same_game(levels: list[str]) -> None:
    random.seed(1)
    first = _play(levels, 7)
    random.seed(999)  # the global random state must not matter
    random.random()
    second = _play(levels, 7)
    assert first == second


def test_random_bot_depends_on_its_seed() -> None:
    results = {tuple(_play(["random", "random"], 7)[0]) for _ in range(2)}
    assert len(results) == 1
    others = {tuple(_play(["random", "random"], seed)[0]) for seed in range(8)}
    assert len(others) > 1
