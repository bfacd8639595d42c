"""The named anchor of `duckdown bench engine --anchor uno`: RLCard's raw Uno game loop.

Machines here are noisy, so a speed bar is a ratio against an anchor measured in the same run:
the anchor and the game take turns, each measured in CPU time of this process
(`time.process_time`), and the medians are compared. RLCard is installed for the benchmark
only (`scripts/bench anchor` makes `.venv-bench`); nothing else imports it.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable
from importlib import metadata
from typing import Any

ANCHOR_PLAYERS = 2  # RLCard's own default table


def rlcard_uno(seconds: float, seed: int = 1, players: int = ANCHOR_PLAYERS) -> float:
    """Decisions per CPU second of RLCard's Uno: `init_game`, then `get_legal_actions`, a
    uniform choice and `step` until `is_over`, as its examples' random agents drive it."""
    try:
        from rlcard.games.uno.game import UnoGame  # type: ignore[import-not-found]
    except ImportError:
        raise SystemExit(
            "the Uno anchor needs rlcard: `scripts/bench anchor` installs it in .venv-bench"
        ) from None
    game = UnoGame(num_players=players)
    game.np_random.seed(seed)
    choose = random.Random(seed).randrange
    decisions = 0
    started = time.process_time()
    while time.process_time() - started < seconds:
        game.init_game()
        while not game.is_over():
            legal = game.get_legal_actions()
            game.step(legal[choose(len(legal))])
            decisions += 1
    return decisions / (time.process_time() - started)


def versus(
    measure: Callable[[float, int], float], seconds: float, seed: int, pairs: int = 3
) -> dict[str, Any]:
    """`measure(seconds, seed)` (the game's decisions per CPU second) and the anchor, taking
    turns `pairs` times; the medians and their ratio."""
    ours: list[float] = []
    anchor: list[float] = []
    for i in range(pairs):
        ours.append(measure(seconds, seed + i))
        anchor.append(rlcard_uno(seconds, seed + i))
    mine, theirs = statistics.median(ours), statistics.median(anchor)
    return {
        "decisions_per_s": round(mine),
        "anchor": {
            "name": "rlcard uno, raw game loop",
            "version": metadata.version("rlcard"),
            "players": ANCHOR_PLAYERS,
            "decisions_per_s": round(theirs),
        },
        "ratio": round(mine / theirs, 3),
        "pairs": pairs,
        "clock": "process_time",
        "runs": {"game": [round(x) for x in ours], "anchor": [round(x) for x in anchor]},
    }
