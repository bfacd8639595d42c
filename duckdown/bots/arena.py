"""Bots against bots through the engine, each seat getting exactly what a human seat gets:
its seat view when it must act and its event views in order. Game time stays 0 (no timeouts).

`arena` plays paired seeds in every seat rotation (two bots, two players: each seed twice with
the seats swapped) and reports win rates with 95% bootstrap intervals; a tie between k winners
gives each 1/k.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

from duckdown.bots import make_bot
from duckdown.bots.base import Bot
from duckdown.engine import Event, get_ruleset

JSON = dict[str, Any]
EventLog = Callable[[JSON, JSON], None]


def _ruleset() -> Any:
    return get_ruleset("duck_down")


def bot_seed(seed: int, seat: int) -> int:
    """Each seat's bot gets its own seed, derived from the game's."""
    return (seed * 1_000_003 + seat * 7_919 + 17) % (1 << 63)


def play_game(
    bots_by_seat: Sequence[Bot],
    config: Mapping[str, Any] | None = None,
    seed: int = 0,
    *,
    rounds: int | None = None,
    log: EventLog | None = None,
) -> JSON:
    """Play one whole game. `log(public_event, actor_event)` sees every event (for the demo)."""
    R = _ruleset()
    cfg = R.parse_config(dict(config or {}))
    players = len(bots_by_seat)
    state = R.new_game(cfg, players, seed, rounds=rounds)
    decisions = 0
    calls: list[int] = []

    def deliver(events: Sequence[Event], actor: int | None) -> None:
        for event in events:
            for s, bot in enumerate(bots_by_seat):
                bot.observe(event.view(s))
            if log is not None:
                log(event.view(None), event.view(actor) if actor is not None else {})

    deliver(R.opening_events(state), None)
    guard = 0
    while not R.is_over(state):
        seats = R.seats_to_act(state)
        if not seats:
            raise RuntimeError("no seat can act but the game is not over")
        for seat in seats:
            view = R.seat_view(state, seat, 0)
            if not view["legal"]:
                continue
            action = bots_by_seat[seat].act(view)
            events = R.apply(state, seat, R.parse_action(action), 0)
            decisions += 1
            if action.get("type") == "call":
                calls.append(seat)
            deliver(events, seat)
            if state.phase != "peek":
                break  # one decision at a time outside the opening look
        guard += 1
        if guard > 1_000_000:
            raise RuntimeError("the game did not end")
    return {
        "seed": seed,
        "players": players,
        "rounds": state.rounds,
        "scores": [list(r) for r in state.scores],
        "totals": list(state.totals),
        "winners": list(state.winners or []),
        "decisions": decisions,
        "calls": calls,
    }


@dataclass(frozen=True, slots=True)
class Match:
    """One game of an arena: which bot sits where."""

    index: int
    seed: int
    seats: tuple[str, ...]
    config: tuple[tuple[str, Any], ...] = ()


def _play_match(match: Match) -> JSON:
    config = dict(match.config)
    bots = [
        make_bot(level, seat, bot_seed(match.seed, seat), config=config)
        for seat, level in enumerate(match.seats)
    ]
    started = time.perf_counter()
    result = play_game(bots, config, match.seed)
    result["seconds"] = time.perf_counter() - started
    result["seats"] = list(match.seats)
    result["index"] = match.index
    return result


def schedule(
    bots: Sequence[str],
    players: int,
    games: int,
    seed: int,
    config: Mapping[str, Any] | None = None,
) -> list[Match]:
    """Paired games: every seed is played once per rotation of the bots round the seats."""
    kinds = list(bots)
    rotations = len(kinds)
    cfg = tuple(sorted((config or {}).items()))
    out: list[Match] = []
    for index in range(games):
        pair, turn = divmod(index, rotations)
        seats = tuple(kinds[(seat + turn) % rotations] for seat in range(players))
        out.append(Match(index, seed * 100_003 + pair, seats, cfg))
    return out


def run_matches(matches: Sequence[Match], jobs: int = 1) -> Iterator[JSON]:
    """Results in schedule order; `jobs` > 1 spreads the games over processes."""
    if jobs <= 1:
        for match in matches:
            yield _play_match(match)
        return
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        yield from pool.map(_play_match, matches, chunksize=4)


def credit(result: Mapping[str, Any]) -> dict[str, float]:
    """Each winner's share (1/k for k tied winners), summed per bot."""
    winners = result["winners"]
    out: dict[str, float] = {level: 0.0 for level in result["seats"]}
    for seat in winners:
        out[result["seats"][seat]] += 1.0 / len(winners)
    return out


def bootstrap_ci(
    groups: Sequence[Sequence[float]], resamples: int = 2000, seed: int = 0
) -> tuple[float, float]:
    """95% percentile interval of the mean, resampling whole groups (a seed's paired games)."""
    flat = [x for g in groups for x in g]
    if not flat:
        return (0.0, 0.0)
    rng = random.Random(seed)
    sums = [sum(g) for g in groups]
    sizes = [len(g) for g in groups]
    k = len(groups)
    means = []
    for _ in range(resamples):
        total = 0.0
        count = 0
        for _ in range(k):
            i = rng.randrange(k)
            total += sums[i]
            count += sizes[i]
        means.append(total / count)
    means.sort()
    return (means[int(0.025 * resamples)], means[min(resamples - 1, int(0.975 * resamples))])


def summarize(results: Iterable[Mapping[str, Any]], bots: Sequence[str], players: int) -> JSON:
    rotations = len(bots)
    per_bot: dict[str, list[list[float]]] = {level: [] for level in bots}
    games = 0
    ties = 0
    decisions = 0
    seconds = 0.0
    for result in results:
        games += 1
        ties += len(result["winners"]) > 1
        decisions += int(result["decisions"])
        seconds += float(result.get("seconds", 0.0))
        share = credit(result)
        pair = int(result["index"]) // rotations
        for level in bots:
            groups = per_bot[level]
            while len(groups) <= pair:
                groups.append([])
            groups[pair].append(share.get(level, 0.0))
    out: JSON = {"games": games, "players": players, "ties": ties, "bots": {}}
    for level, groups in per_bot.items():
        flat = [x for g in groups for x in g]
        rate = sum(flat) / len(flat) if flat else 0.0
        low, high = bootstrap_ci(groups)
        out["bots"][level] = {"win_rate": round(rate, 4), "ci95": [round(low, 4), round(high, 4)]}
    out["decisions"] = decisions
    out["seconds_per_game"] = round(seconds / games, 4) if games else 0.0
    return out


def arena(
    bots: Sequence[str],
    players: int = 2,
    games: int = 200,
    seed: int = 1,
    *,
    config: Mapping[str, Any] | None = None,
    jobs: int = 1,
    progress: Callable[[int, int], None] | None = None,
) -> JSON:
    """Win rates of `bots` (distinct levels) over `games` paired games."""
    if len(set(bots)) != len(bots) or not bots:
        raise ValueError("arena needs distinct bot levels")
    matches = schedule(bots, players, games, seed, config)
    results = []
    started = time.perf_counter()
    for i, result in enumerate(run_matches(matches, jobs)):
        results.append(result)
        if progress is not None:
            progress(i + 1, len(matches))
    out = summarize(results, bots, players)
    out["seed"] = seed
    out["wall_s"] = round(time.perf_counter() - started, 2)
    return out


def simulate(
    bots: Sequence[str],
    games: int = 100,
    seed: int = 1,
    *,
    config: Mapping[str, Any] | None = None,
    jobs: int = 1,
    progress: Callable[[int, int], None] | None = None,
) -> JSON:
    """`games` games with the given bots in the given seats (one level per seat, repeats ok)."""
    levels = list(bots)
    players = len(levels)
    cfg = tuple(sorted((config or {}).items()))
    matches = [Match(i, seed * 100_003 + i, tuple(levels), cfg) for i in range(games)]
    wins = [0.0] * players
    totals = [0] * players
    decisions = 0
    started = time.perf_counter()
    for i, result in enumerate(run_matches(matches, jobs)):
        for seat in result["winners"]:
            wins[seat] += 1.0 / len(result["winners"])
        totals = [a + b for a, b in zip(totals, result["totals"], strict=True)]
        decisions += int(result["decisions"])
        if progress is not None:
            progress(i + 1, games)
    return {
        "games": games,
        "seats": levels,
        "wins": [round(w, 2) for w in wins],
        "win_rate": [round(w / games, 4) if games else 0.0 for w in wins],
        "mean_total": [round(t / games, 2) if games else 0.0 for t in totals],
        "decisions": decisions,
        "wall_s": round(time.perf_counter() - started, 2),
    }
