"""The ceiling of Quack-Quack's bots: how often could a bot win that sees every hand?

The *oracle* is the `hard` bot's search run on the true state instead of sampled deals: the
same candidates, the same rule playouts, scored on the real hands (only the reshuffles to
come are drawn). It cheats; it is an analysis tool, never a bot a table can get. It plays the
arena's paired games (`duckdown.bots.arena.schedule`, every seat rotated) against `random` or
any other level, so its win rate bounds what a fair search of this kind can reach there.

    python -m duckdown.benchmarks.quack_quack.ceiling --players 2 --games 200 --against random
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Callable, Sequence
from typing import Any

from duckdown.bots import make_bot
from duckdown.bots.arena import bootstrap_ci, bot_seed, schedule, winners_of
from duckdown.bots.quack_quack.policy import decide
from duckdown.bots.quack_quack.search import SearchBot, candidates, search_values
from duckdown.engine import get_ruleset
from duckdown.engine.quack_quack.actions import action_to_json

GAME = "quack_quack"
ORACLE = "oracle"


class Oracle(SearchBot):
    """`hard`'s search on the true state, handed to it before each decision."""

    level = ORACLE

    def __init__(self, seat: int, seed: int, samples: int = 4) -> None:
        super().__init__(seat, seed, samples=samples)
        self.state: Any = None

    def _act(self, view: Any, options: list[dict[str, Any]]) -> dict[str, Any] | None:
        sit = self.situation(view, options)
        default = decide(sit, self.params)
        cands = candidates(sit, default, self.max_candidates)
        if len(cands) < 2:
            return action_to_json(default)
        self.searched += 1
        means = search_values(
            self.state, self.seat, cands, self.samples, self.rng, self.rollout, resampled=False
        )
        return action_to_json(self.choose(sit, cands, means, default))


def play(seats: Sequence[str], seed: int, clock: Callable[[], float] = time.perf_counter) -> Any:
    """One game; the oracle's share of the win (its team's at 4 players) and its time."""
    R: Any = get_ruleset(GAME)
    state = R.new_game(R.parse_config({}), len(seats), seed)
    bots: list[Any] = [
        Oracle(s, bot_seed(seed, s))
        if level == ORACLE
        else make_bot(GAME, level, s, bot_seed(seed, s))
        for s, level in enumerate(seats)
    ]
    started = clock()
    for event in R.opening_events(state):
        for s, bot in enumerate(bots):
            bot.observe(event.view(s))
    while not R.is_over(state):
        seat = R.seats_to_act(state)[0]
        bot = bots[seat]
        if isinstance(bot, Oracle):
            bot.state = state
        action = bot.act(R.seat_view(state, seat, 0))
        for event in R.apply(state, seat, R.parse_action(action), 0):
            for s, other in enumerate(bots):
                other.observe(event.view(s))
    winners = winners_of(R, R.result(state))
    share = sum(1.0 for s in winners if seats[s] == ORACLE) / len(winners)
    return share, clock() - started


def ceiling(
    players: int,
    games: int,
    against: str = "random",
    seed: int = 1,
    clock: Callable[[], float] = time.perf_counter,
) -> dict[str, Any]:
    """The oracle's win rate against `against` over the arena's paired games, with the
    arena's 95% interval (a bootstrap over seeds)."""
    groups: list[list[float]] = []
    seconds = 0.0
    for match in schedule(GAME, [ORACLE, against], players, games, seed):
        share, spent = play(match.seats, match.seed, clock)
        seconds += spent
        pair = match.index // 2
        while len(groups) <= pair:
            groups.append([])
        groups[pair].append(share)
    flat = [x for g in groups for x in g]
    low, high = bootstrap_ci(groups)
    return {
        "benchmark": "ceiling",
        "game": GAME,
        "players": players,
        "against": against,
        "games": games,
        "seed": seed,
        "oracle_win_rate": round(sum(flat) / len(flat), 4),
        "ci95": [round(low, 4), round(high, 4)],
        "seconds_per_game": round(seconds / games, 3),
    }


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--against", default="random")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    print(json.dumps(ceiling(args.players, args.games, args.against, args.seed)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
