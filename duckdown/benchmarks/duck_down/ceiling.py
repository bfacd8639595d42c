"""`duckdown bench ceiling`: how well could any bot do against `random`?

An *oracle* is the counting bot with its memory overwritten, before each of its decisions, by
the true cards of every row (it cheats; it is an analysis tool, never a bot a table can get).
Its win rate against `random` bounds what fair bots can reach: Duck Down against a player
who calls early is mostly the deal.
"""

from __future__ import annotations

from typing import Any

from duckdown.bots.arena import bot_seed, schedule
from duckdown.bots.duck_down import GAME, CountingBot, Params, make_bot
from duckdown.engine import get_ruleset


def oracle_vs_random(games: int = 1000, seed: int = 1, call_p: float | None = None) -> float:
    R: Any = get_ruleset(GAME)
    config = R.parse_config({})
    params = Params() if call_p is None else Params(call_p=call_p)
    groups: list[list[float]] = []
    for match in schedule(GAME, ["oracle", "random"], 2, games, seed):
        state = R.new_game(config, 2, match.seed)
        me = match.seats.index("oracle")
        bots: list[Any] = [
            CountingBot(s, bot_seed(match.seed, s), params=params)
            if level == "oracle"
            else make_bot(level, s, bot_seed(match.seed, s))
            for s, level in enumerate(match.seats)
        ]
        while not R.is_over(state):
            seat = R.seats_to_act(state)[0]
            view = R.seat_view(state, seat, 0)
            if seat == me and state.phase == "turn":
                bots[me].memory.see(view)
                for r in range(2):
                    for k in range(4):
                        bots[me].memory.vals[r][k] = state.rows[r][k]
            action = bots[seat].act(view)
            for event in R.apply(state, seat, R.parse_action(action), 0):
                for s, bot in enumerate(bots):
                    bot.observe(event.view(s))
        share = 1.0 / len(state.winners) if me in state.winners else 0.0
        pair = match.index // 2
        while len(groups) <= pair:
            groups.append([])
        groups[pair].append(share)
    flat = [x for g in groups for x in g]
    return sum(flat) / len(flat)


def bench_ceiling(games: int = 1000, seed: int = 1) -> dict[str, Any]:
    """The oracle's win rate against random, calling as counting does and never calling."""
    out: dict[str, Any] = {"benchmark": "ceiling", "games": games, "seed": seed}
    out["oracle_win_rate"] = round(oracle_vs_random(games, seed), 4)
    out["oracle_never_calls_win_rate"] = round(oracle_vs_random(games, seed, call_p=1.01), 4)
    out["note"] = (
        "counting's policy with every row card visible: a fair bot playing that policy "
        "cannot expect more"
    )
    return out


__all__ = ["bench_ceiling", "oracle_vs_random"]
