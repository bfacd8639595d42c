"""`duckdown bench engine`: how fast a game's rules run on one core.

- `decisions_per_s`: random play through `legal_actions`, a uniform choice and `apply`, no
  views. Timeouts are applied when nobody can act; they are not decisions. A game with a fast
  path of its own measures it in `duckdown.benchmarks.<game>.engine` (`random_decisions`):
  Duck Down's applies without building events;
- `rounds_per_s_<level>`: bots of the game's `BENCH_LEVEL` (Duck Down: `counting`; a game
  without bots: `random`) playing through seat views and event views, exactly what the arena
  and a host do.
"""

from __future__ import annotations

import os
import platform
import random
import sys
import time
from collections.abc import Callable
from typing import Any

from duckdown.bots import RANDOM, game_bots, make_bot
from duckdown.bots.arena import bot_seed, play_game
from duckdown.engine import HOST, ConfigError, Ruleset, get_ruleset
from duckdown.parts import game_part

BENCH_PLAYERS = 4  # the default table, where the game seats that many


def cpu_model() -> str:
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as info:
            for line in info:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def seats_for(R: Ruleset[Any, Any], players: int | None) -> int:
    """`players`, or 4 within the game's range; a count the game cannot seat is refused."""
    if players is None:
        return min(max(BENCH_PLAYERS, R.min_players), R.max_players)
    if not R.min_players <= players <= R.max_players:
        raise ConfigError(f"{R.name} seats {R.min_players}-{R.max_players} players, not {players}")
    return players


def _rounds(R: Ruleset[Any, Any], state: Any) -> int:
    played = R.public_view(state, 0).get("round")
    return played if isinstance(played, int) else 0


def _play_random(R: Ruleset[Any, Any], state: Any, choose: Callable[[int], int]) -> int:
    """One game through the Ruleset interface; its decisions."""
    decisions = 0
    now = 0
    while not R.is_over(state):
        seats = R.seats_to_act(state)
        if not seats:
            deadline = R.deadline(state)
            if deadline is None:
                raise RuntimeError(f"{R.name}: no seat can act but the game is not over")
            now = max(now, deadline)
            R.apply(state, HOST, R.parse_action({"type": "timeout"}), now)
            continue
        seat = seats[0]
        legal = R.legal_actions(state, seat)
        R.apply(state, seat, legal[choose(len(legal))], now)
        decisions += 1
    return decisions


def random_decisions(
    game: str,
    players: int | None = None,
    seconds: float = 2.0,
    seed: int = 1,
    clock: Callable[[], float] = time.perf_counter,
) -> dict[str, Any]:
    """`clock`: wall time by default; CPU time (`time.process_time`) against an anchor."""
    R = get_ruleset(game)
    players = seats_for(R, players)
    own = game_part("duckdown.benchmarks", game, "engine")
    if own is not None:
        result: dict[str, Any] = own.random_decisions(players, seconds, seed, clock)
        return result
    config = R.parse_config({})
    choose = random.Random(seed).randrange
    decisions = 0
    games = 0
    rounds = 0
    aside = 0.0  # counting rounds builds a view: bookkeeping, not play
    started = clock()
    deadline = started + seconds
    while clock() < deadline:
        state = R.new_game(config, players, seed + games)
        decisions += _play_random(R, state, choose)
        games += 1
        counted = clock()
        rounds += _rounds(R, state)
        aside += clock() - counted
    elapsed = clock() - started - aside
    return {
        "decisions_per_s": round(decisions / elapsed),
        "random_games": games,
        "random_rounds_per_s": round(rounds / elapsed, 1),
        "random_decisions": decisions,
    }


def bot_rounds(
    game: str, players: int | None = None, seconds: float = 2.0, seed: int = 1
) -> dict[str, Any]:
    R = get_ruleset(game)
    players = seats_for(R, players)
    level = str(getattr(game_bots(game), "BENCH_LEVEL", RANDOM))
    rounds = 0
    games = 0
    decisions = 0
    started = time.perf_counter()
    deadline = started + seconds
    while time.perf_counter() < deadline:
        game_seed = seed + games
        bots = [make_bot(game, level, s, bot_seed(game_seed, s)) for s in range(players)]
        result = play_game(game, bots, {}, game_seed)
        rounds += int(result["rounds"] or 0)
        decisions += int(result["decisions"])
        games += 1
    elapsed = time.perf_counter() - started
    return {
        f"rounds_per_s_{level}": round(rounds / elapsed, 1),
        f"{level}_decisions_per_s": round(decisions / elapsed),
        f"{level}_games": games,
    }


def compiled(R: Ruleset[Any, Any]) -> bool:
    """True when the game's state machine (the module of its `legal_actions`) runs as
    compiled code (setup.py's mypyc build)."""
    module = sys.modules.get(getattr(R.legal_actions, "__module__", "") or "")
    path = getattr(module, "__file__", None) or ".py"
    return not path.endswith(".py")


def bench_engine(
    game: str,
    players: int | None = None,
    seconds: float = 2.0,
    seed: int = 1,
    anchor: str | None = None,
) -> dict[str, Any]:
    R = get_ruleset(game)
    out: dict[str, Any] = {"benchmark": "engine", "game": game, "players": seats_for(R, players)}
    if anchor == "uno":
        from duckdown.benchmarks.anchor import versus

        def measure(secs: float, s: int) -> float:
            result = random_decisions(game, players, secs, s, time.process_time)
            return float(result["decisions_per_s"])

        out.update(versus(measure, seconds, seed))
    elif anchor is not None:
        raise ConfigError(f"no anchor {anchor!r}; the anchor is: uno")
    else:
        out.update(random_decisions(game, players, seconds, seed))
        out.update(bot_rounds(game, None, seconds, seed))
    out.update(
        {
            "seconds_each": seconds,
            "python": platform.python_version(),
            "compiled": compiled(R),
            "cpu": cpu_model(),
            "cpus": os.cpu_count(),
        }
    )
    return out
