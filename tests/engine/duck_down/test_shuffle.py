"""`State.shuffled`, the deal's fast shuffle, gives exactly what `State.shuffle` gives."""

from __future__ import annotations

import random

from duckdown.engine.duck_down.state import State

from .helpers import config


class Draws(random.Random):
    """An RNG whose `random()` replays fixed values, to force equal keys."""

    def __init__(self, values: list[float]) -> None:
        super().__init__(0)
        self.values = iter(values)

    def random(self) -> float:
        return next(self.values)


def test_shuffled_matches_shuffle_and_uses_the_rng_alike() -> None:
    cards = tuple(sorted(config().cards()))
    for seed in range(50):
        fast, slow = State(config(), 4, seed, 1), State(config(), 4, seed, 1)
        expected = list(cards)
        slow.shuffle(expected)
        assert fast.shuffled(cards) == expected
        assert fast.rand.getstate() == slow.rand.getstate()


def test_shuffled_breaks_equal_keys_by_card_like_shuffle() -> None:
    cards = (-3, -1, 0, 2, 2, 5, 7)
    keys = [0.5, 0.25, 0.5, 0.25, 0.5, 0.0, 0.25]
    fast, slow = State(config(), 2, 1, 1), State(config(), 2, 1, 1)
    fast.rand, slow.rand = Draws(keys), Draws(keys)
    expected = list(cards)
    slow.shuffle(expected)
    assert expected == [5, -1, 2, 7, -3, 0, 2]
    assert fast.shuffled(cards) == expected
