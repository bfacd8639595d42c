"""Bots against bots through the engine, for any game, each seat getting exactly what a human
seat gets: its seat view when it may act and its event views in order.

Game time stands still at 0 while anyone can act; when nobody can, the clock jumps to the
game's deadline and the host's timeout is applied there. After every change each seat that
may act (a game's `may_act`: optional decisions) is asked once, before the seats that must:
an optional move is a reaction to what just happened. The seats that must act then act in
turn, each if it still must.

`arena` plays paired seeds in every seat rotation (two bots, two players: each seed twice with
the seats swapped) and reports win rates with 95% bootstrap intervals; a tie between k winners
gives each 1/k. Winners are the game's (`result`), else the lowest or highest total per the
game's `info.result`. In a team game a team's share is the sum of its seats'.
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
from duckdown.engine import HOST, Event, Ruleset, get_ruleset
from duckdown.engine.info import HIGHEST, LOWEST

JSON = dict[str, Any]
EventLog = Callable[[JSON, JSON], None]
GUARD = 1_000_000  # steps of one game: far more than any game takes


def bot_seed(seed: int, seat: int) -> int:
    """Each seat's bot gets its own seed, derived from the game's."""
    return (seed * 1_000_003 + seat * 7_919 + 17) % (1 << 63)


def winners_of(R: Ruleset[Any, Any], result: Mapping[str, Any]) -> list[int]:
    """The game's winners, or, where it names none, the seats with the lowest or highest
    total by its result model (nobody for a game without winners by score)."""
    winners = result.get("winners")
    if winners is not None:
        return [int(seat) for seat in winners]
    totals = result.get("totals")
    if not isinstance(totals, list) or not totals or R.info.result not in (LOWEST, HIGHEST):
        return []
    best = min(totals) if R.info.result == LOWEST else max(totals)
    return [seat for seat, total in enumerate(totals) if total == best]


def play_game(
    game: str,
    bots_by_seat: Sequence[Bot],
    config: Mapping[str, Any] | None = None,
    seed: int = 0,
    *,
    rounds: int | None = None,
    log: EventLog | None = None,
    max_decisions: int | None = None,
    before_act: Callable[[int, Any], None] | None = None,
) -> JSON:
    """Play one whole game. `log(public_event, actor_event)` sees every event (for the demo).
    `max_decisions` stops an open-ended game (Duck Pond) early: `finished` says which.
    `before_act(seat, state)` runs before a seat's bot is asked: an analysis's oracle (a
    bench ceiling) reads the true state there; no table's bot ever gets it."""
    R = get_ruleset(game)
    cfg = R.parse_config(dict(config or {}))
    players = len(bots_by_seat)
    state = R.new_game(cfg, players, seed, rounds=rounds)
    now = 0
    decisions = 0

    def deliver(events: Sequence[Event], actor: int | None) -> None:
        for event in events:
            for s, bot in enumerate(bots_by_seat):
                bot.observe(event.view(s))
            if log is not None:
                log(event.view(None), event.view(actor) if actor is not None else {})

    def decide(seat: int, due: bool) -> bool:
        """Ask the seat's bot; True if it acted."""
        nonlocal decisions
        view = R.seat_view(state, seat, now)
        if not view.get("legal"):  # every seat view lists what the seat may do
            return False
        if before_act is not None:
            before_act(seat, state)
        action = bots_by_seat[seat].act(view)
        if action is None:
            if due:
                raise RuntimeError(f"the bot of seat {seat} declined a decision that was due")
            return False
        events = R.apply(state, seat, R.parse_action(action), now)
        decisions += 1
        deliver(events, seat)
        return True

    deliver(R.opening_events(state), None)
    asked: set[int] = set()  # seats that may act, asked since the last change
    # who among the seats that may act is asked first is drawn anew at every change: seat
    # order would hand seat 0 every race (a Dutch throw-in) and every open move (Duck Pond)
    order = random.Random(seed).shuffle
    for _ in range(GUARD):
        if R.is_over(state) or (max_decisions is not None and decisions >= max_decisions):
            break
        acted = False
        optional = list(R.may_act(state))
        order(optional)
        for seat in optional:
            if seat not in asked:
                asked.add(seat)
                if decide(seat, due=False):
                    acted = True
                    break
        if not acted:
            seats = R.seats_to_act(state)
            for i, seat in enumerate(seats):
                if i and seat not in R.seats_to_act(state):
                    continue
                acted = decide(seat, due=True) or acted
        if acted:
            asked.clear()
            continue
        deadline = R.deadline(state)
        if deadline is None:
            raise RuntimeError("no seat can act but the game is not over")
        now = max(now, deadline)
        deliver(R.apply(state, HOST, R.parse_action({"type": "timeout"}), now), None)
        asked.clear()
    else:
        raise RuntimeError("the game did not end")
    result = R.result(state)
    played = R.public_view(state, now).get("round")
    return {
        "seed": seed,
        "players": players,
        "rounds": played if isinstance(played, int) else None,
        "totals": result.get("totals"),
        "winners": winners_of(R, result),
        "teams": result.get("teams"),
        "team_totals": result.get("team_totals"),
        "decisions": decisions,
        "finished": R.is_over(state),
    }


@dataclass(frozen=True, slots=True)
class Match:
    """One game of an arena: which bot sits where."""

    game: str
    index: int
    seed: int
    seats: tuple[str, ...]
    config: tuple[tuple[str, Any], ...] = ()


def _play_match(match: Match) -> JSON:
    config = dict(match.config)
    bots = [
        make_bot(match.game, level, seat, bot_seed(match.seed, seat), config)
        for seat, level in enumerate(match.seats)
    ]
    started = time.perf_counter()
    result = play_game(match.game, bots, config, match.seed)
    result["seconds"] = time.perf_counter() - started
    result["seats"] = list(match.seats)
    result["index"] = match.index
    return result


def schedule(
    game: str,
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
        out.append(Match(game, index, seed * 100_003 + pair, seats, cfg))
    return out


def run_matches(matches: Sequence[Match], jobs: int = 1) -> Iterator[JSON]:
    """Results in schedule order; `jobs` > 1 spreads the games over processes."""
    if jobs <= 1:
        for match in matches:
            yield _play_match(match)
        return
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        yield from pool.map(_play_match, matches, chunksize=4)


def shares(result: Mapping[str, Any]) -> list[float]:
    """Each seat's share of the win: 1/k for each of k tied winners."""
    winners = result["winners"]
    out = [0.0] * len(result["seats"])
    for seat in winners:
        out[seat] += 1.0 / len(winners)
    return out


def is_tie(result: Mapping[str, Any]) -> bool:
    """More than one winner, or in a team game winners from more than one team (both seats
    of the winning team are one win, not a tie)."""
    winners = result["winners"]
    teams = result.get("teams")
    if teams:
        return sum(1 for team in teams if any(seat in winners for seat in team)) > 1
    return len(winners) > 1


def credit(result: Mapping[str, Any]) -> dict[str, float]:
    """Each winner's share (1/k for k tied winners), summed per bot."""
    out: dict[str, float] = {level: 0.0 for level in result["seats"]}
    for level, share in zip(result["seats"], shares(result), strict=True):
        out[level] += share
    return out


def lineups(result: Mapping[str, Any]) -> list[tuple[str, float]]:
    """Per team of a team game: its line-up ("easy+medium", the levels sorted) and its share
    of the win (its seats' shares summed); [] in a game without teams."""
    teams = result.get("teams") or []
    seat_shares = shares(result)
    return [
        ("+".join(sorted(result["seats"][s] for s in team)), sum(seat_shares[s] for s in team))
        for team in teams
    ]


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


def _rates(groups_by_name: Mapping[str, list[list[float]]]) -> JSON:
    out: JSON = {}
    for name, groups in groups_by_name.items():
        flat = [x for g in groups for x in g]
        rate = sum(flat) / len(flat) if flat else 0.0
        low, high = bootstrap_ci(groups)
        out[name] = {"win_rate": round(rate, 4), "ci95": [round(low, 4), round(high, 4)]}
    return out


def _add(groups_by_name: dict[str, list[list[float]]], name: str, pair: int, x: float) -> None:
    groups = groups_by_name.setdefault(name, [])
    while len(groups) <= pair:
        groups.append([])
    groups[pair].append(x)


def summarize(results: Iterable[Mapping[str, Any]], bots: Sequence[str], players: int) -> JSON:
    rotations = len(bots)
    per_bot: dict[str, list[list[float]]] = {level: [] for level in bots}
    per_team: dict[str, list[list[float]]] = {}
    games = 0
    ties = 0
    decisions = 0
    seconds = 0.0
    for result in results:
        games += 1
        ties += is_tie(result)
        decisions += int(result["decisions"])
        seconds += float(result.get("seconds", 0.0))
        share = credit(result)
        pair = int(result["index"]) // rotations
        for level in bots:
            _add(per_bot, level, pair, share.get(level, 0.0))
        for lineup, team_share in lineups(result):
            _add(per_team, lineup, pair, team_share)
    out: JSON = {"games": games, "players": players, "ties": ties, "bots": _rates(per_bot)}
    if per_team:
        # a line-up's rate: its share of the win over the teams it fielded
        out["teams"] = _rates(dict(sorted(per_team.items())))
    out["decisions"] = decisions
    out["seconds_per_game"] = round(seconds / games, 4) if games else 0.0
    return out


def arena(
    game: str,
    bots: Sequence[str],
    players: int = 2,
    games: int = 200,
    seed: int = 1,
    *,
    config: Mapping[str, Any] | None = None,
    jobs: int = 1,
    progress: Callable[[int, int], None] | None = None,
) -> JSON:
    """Win rates of `bots` (distinct levels) over `games` paired games of `game`."""
    if len(set(bots)) != len(bots) or not bots:
        raise ValueError("arena needs distinct bot levels")
    matches = schedule(game, bots, players, games, seed, config)
    results = []
    started = time.perf_counter()
    for i, result in enumerate(run_matches(matches, jobs)):
        results.append(result)
        if progress is not None:
            progress(i + 1, len(matches))
    out = summarize(results, bots, players)
    out["game"] = game
    out["result"] = get_ruleset(game).info.result
    out["seed"] = seed
    out["wall_s"] = round(time.perf_counter() - started, 2)
    return out


def simulate(
    game: str,
    bots: Sequence[str],
    games: int = 100,
    seed: int = 1,
    *,
    config: Mapping[str, Any] | None = None,
    jobs: int = 1,
    progress: Callable[[int, int], None] | None = None,
) -> JSON:
    """`games` games of `game` with the given bots in the given seats (one level per seat,
    repeats ok). A team game adds each team's win rate and mean total."""
    levels = list(bots)
    players = len(levels)
    cfg = tuple(sorted((config or {}).items()))
    matches = [Match(game, i, seed * 100_003 + i, tuple(levels), cfg) for i in range(games)]
    teams = get_ruleset(game).info.teams_for(players)
    wins = [0.0] * players
    totals = [0.0] * players
    decisions = 0
    started = time.perf_counter()
    for i, result in enumerate(run_matches(matches, jobs)):
        for seat, share in enumerate(shares(result)):
            wins[seat] += share
        totals = [a + b for a, b in zip(totals, result["totals"] or [0] * players, strict=True)]
        decisions += int(result["decisions"])
        if progress is not None:
            progress(i + 1, games)
    out: JSON = {
        "game": game,
        "result": get_ruleset(game).info.result,
        "games": games,
        "seats": levels,
        "wins": [round(w, 2) for w in wins],
        "win_rate": [round(w / games, 4) if games else 0.0 for w in wins],
        "mean_total": [round(t / games, 2) if games else 0.0 for t in totals],
    }
    if teams is not None:
        out["teams"] = [list(team) for team in teams]
        out["team_win_rate"] = [
            round(sum(wins[s] for s in team) / games, 4) if games else 0.0 for team in teams
        ]
        out["team_mean_total"] = [
            round(sum(totals[s] for s in team) / games, 2) if games else 0.0 for team in teams
        ]
    out["decisions"] = decisions
    out["wall_s"] = round(time.perf_counter() - started, 2)
    return out
