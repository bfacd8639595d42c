"""`duckdown bench engine`: how fast the rules run on one core.

- `decisions_per_s`: random play through the engine's fast path (`legal_actions`, a uniform
  choice, `apply_fast`), no events, no views;
- `rounds_per_s_counting`: 4 `counting` bots playing through seat views and event views,
  exactly what the arena and a host do.
"""

from __future__ import annotations

import os
import platform
import random
import time
from typing import Any

from duckdown.bots import make_bot
from duckdown.bots.arena import bot_seed, play_game
from duckdown.engine import get_ruleset
from duckdown.engine.duck_down import game


def cpu_model() -> str:
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as info:
            for line in info:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def random_decisions(players: int = 4, seconds: float = 2.0, seed: int = 1) -> dict[str, Any]:
    R: Any = get_ruleset("duck_down")  # apply_fast is Duck Down's, not the Ruleset protocol's
    config = R.parse_config({})
    rng = random.Random(seed)
    choose = rng.randrange
    decisions = 0
    games = 0
    rounds = 0
    started = time.perf_counter()
    deadline = started + seconds
    while time.perf_counter() < deadline:
        state = R.new_game(config, players, seed + games)
        while not R.is_over(state):
            seat = R.seats_to_act(state)[0]
            legal = R.legal_actions(state, seat)
            R.apply_fast(state, seat, legal[choose(len(legal))], 0)
            decisions += 1
        games += 1
        rounds += state.rounds
    elapsed = time.perf_counter() - started
    return {
        "decisions_per_s": round(decisions / elapsed),
        "random_games": games,
        "random_rounds_per_s": round(rounds / elapsed, 1),
        "random_decisions": decisions,
    }


def counting_rounds(players: int = 4, seconds: float = 2.0, seed: int = 1) -> dict[str, Any]:
    rounds = 0
    games = 0
    decisions = 0
    started = time.perf_counter()
    deadline = started + seconds
    while time.perf_counter() < deadline:
        game_seed = seed + games
        bots = [make_bot("counting", s, bot_seed(game_seed, s)) for s in range(players)]
        result = play_game(bots, {}, game_seed)
        rounds += int(result["rounds"])
        decisions += int(result["decisions"])
        games += 1
    elapsed = time.perf_counter() - started
    return {
        "rounds_per_s_counting": round(rounds / elapsed, 1),
        "counting_decisions_per_s": round(decisions / elapsed),
        "counting_games": games,
    }


def bench_engine(players: int = 4, seconds: float = 2.0, seed: int = 1) -> dict[str, Any]:
    out: dict[str, Any] = {"benchmark": "engine", "players": players}
    out.update(random_decisions(players, seconds, seed))
    out.update(counting_rounds(4, seconds, seed))
    out.update(
        {
            "seconds_each": seconds,
            "python": platform.python_version(),
            # True when the state machine runs as mypyc-compiled code (setup.py)
            "compiled": not game.__file__.endswith(".py"),
            "cpu": cpu_model(),
            "cpus": os.cpu_count(),
        }
    )
    return out
