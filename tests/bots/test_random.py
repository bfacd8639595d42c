"""`random` is uniform over the concrete legal actions (the game's `view_actions`)."""

from __future__ import annotations

from collections import Counter

from duckdown.bots import make_bot
from duckdown.engine import get_ruleset


def test_random_is_uniform() -> None:
    view = {
        "seat": 0,
        "players": 2,
        "phase": "turn",
        "legal": ["swap", "throw", "call"],
        "held": {"seat": 0, "source": "deck", "card": "swap"},
    }
    options = get_ruleset("duck_down").view_actions(view)
    assert len(options) == 18
    bot = make_bot("duck_down", "random", 0, 42)
    draws = 18_000
    counts = Counter(str(bot.act(view)) for _ in range(draws))
    assert set(counts) == {str(o) for o in options}
    expected = draws / len(options)
    chi2 = sum((c - expected) ** 2 / expected for c in counts.values())
    assert chi2 < 45  # 17 degrees of freedom: p < 0.001 above 40.8
    assert max(counts.values()) < expected * 1.2
