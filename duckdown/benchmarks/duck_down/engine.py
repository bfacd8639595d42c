"""Duck Down's fast path for `duckdown bench engine`'s `decisions_per_s`: random play through
`legal_actions`, a uniform choice and `apply_fast` (apply without building events), no views.
The loop is kept exactly as it was measured, so the figures in docs/benchmarks.md compare."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

from duckdown.engine import get_ruleset


def random_decisions(
    players: int,
    seconds: float = 2.0,
    seed: int = 1,
    clock: Callable[[], float] = time.perf_counter,
) -> dict[str, Any]:
    R: Any = get_ruleset("duck_down")  # apply_fast is Duck Down's, not the Ruleset protocol's
    config = R.parse_config({})
    rng = random.Random(seed)
    choose = rng.randrange
    decisions = 0
    games = 0
    rounds = 0
    started = clock()
    deadline = started + seconds
    while clock() < deadline:
        state = R.new_game(config, players, seed + games)
        while not R.is_over(state):
            seat = R.seats_to_act(state)[0]
            legal = R.legal_actions(state, seat)
            R.apply_fast(state, seat, legal[choose(len(legal))], 0)
            decisions += 1
        games += 1
        rounds += state.rounds
    elapsed = clock() - started
    return {
        "decisions_per_s": round(decisions / elapsed),
        "random_games": games,
        "random_rounds_per_s": round(rounds / elapsed, 1),
        "random_decisions": decisions,
    }
