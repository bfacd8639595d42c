"""`duckdown bench ceiling --game dutch`: how well could any bot do?

An *oracle* is the hard level's counting bot with its memory overwritten, before each of its
decisions, by the true cards of every row (it cheats; an analysis tool, never a bot a table
can get). Its win rate against `random` bounds what fair bots can reach against `random`;
against `hard` it shows what perfect knowledge is worth over hard's memory.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from duckdown.bots.arena import bootstrap_ci, bot_seed, play_game, schedule
from duckdown.bots.dutch import PROFILES, make_bot
from duckdown.bots.dutch.bot import GAME, CountingBot
from duckdown.bots.dutch.cards import SLOTS
from duckdown.engine.dutch.state import State

ORACLE = "oracle"


class OracleBot(CountingBot):
    level = ORACLE

    def see_all(self, state: State) -> None:
        """Every row card where it lies (empty slots as unknown: `Memory.see` clears them)."""
        for r in range(state.n):
            for k in range(SLOTS):
                card = state.rows[r][k]
                self.memory.vals[r][k] = card if card >= 0 else None


def oracle_vs(
    rival: str,
    games: int = 400,
    seed: int = 1,
    clock: Callable[[], float] = time.perf_counter,
) -> dict[str, Any]:
    """The oracle against `rival` in paired games (both seat orders), 2 players."""
    hard = PROFILES["hard"]
    groups: list[list[float]] = []
    started = clock()
    for match in schedule(GAME, [ORACLE, rival], 2, games, seed):
        bots: list[Any] = [
            OracleBot(s, bot_seed(match.seed, s), params=hard.params, human=hard.human)
            if level == ORACLE
            else make_bot(level, s, bot_seed(match.seed, s))
            for s, level in enumerate(match.seats)
        ]
        me = match.seats.index(ORACLE)

        def peek(seat: int, state: Any, me: int = me, oracle: Any = bots[me]) -> None:
            if seat == me:
                oracle.see_all(state)

        result = play_game(GAME, bots, {}, match.seed, before_act=peek)
        winners = result["winners"]
        share = 1.0 / len(winners) if me in winners else 0.0
        pair = match.index // 2
        while len(groups) <= pair:
            groups.append([])
        groups[pair].append(share)
    flat = [x for g in groups for x in g]
    low, high = bootstrap_ci(groups)
    return {
        "rival": rival,
        "games": len(flat),
        "win_rate": round(sum(flat) / len(flat), 4) if flat else 0.0,
        "ci95": [round(low, 4), round(high, 4)],
        "seconds": round(clock() - started, 2),
    }


def bench_ceiling(
    games: int = 400, seed: int = 1, clock: Callable[[], float] = time.perf_counter
) -> dict[str, Any]:
    """The oracle's win rate against random and against hard."""
    return {
        "benchmark": "ceiling",
        "game": GAME,
        "games": games,
        "seed": seed,
        "oracle_vs_random": oracle_vs("random", games, seed, clock),
        "oracle_vs_hard": oracle_vs("hard", games, seed, clock),
        "note": "hard's policy with every row card visible: a fair bot playing that policy "
        "cannot expect more",
    }


__all__ = ["OracleBot", "bench_ceiling", "oracle_vs"]
