"""`duckdown bench headroom`: could better single decisions lift `counting` against `random`?

It plays `counting` against `random`, two players, the arena's paired games (`duckdown arena
--bots counting,random --players 2 --seed S`: the first `games` of them), and stops at a uniform
sample of counting's decisions: the turn decisions where it has at least two legal actions.
At each it scores every concrete legal action. For each of `deals` hidden deals drawn from what
counting knows there, the action is applied to a copy of the deal and the game is played to its
end (every round), with a copy of the live counting bot (its memory included) in its seat and
`random` in the other, both fed seat views and event views exactly as the arena feeds them.
Every action of a decision gets the same deals, and the same seed for `random` in each deal.
A win scores 1, a tie 0.5, a loss 0.

The deals are drawn from the exact posterior (`posterior_state`). `random`'s choices don't
depend on the cards, so the cards counting hasn't seen lie uniformly in the slots it doesn't
know and the deck, with one rule-given exception: a card its owner drew from the deck and put
in a row is a number (only a number can replace a row card). A decision after a reshuffle in
its round is skipped (the new deck is the old pile, which counting saw, so the deal is not
uniform there); they are rare and counted.

What it reports (95% intervals: a bootstrap over games, or over seed pairs for the win rate):

- `counting_best_share`: decisions where counting's choice has the best mean over the deals;
- `in_sample_gain`: the best action's mean minus counting's choice's, per decision. Never
  below 0 (counting's choice is a candidate) and biased up: a maximum of noisy means picks up
  noise. So it overstates what the truly best action would add;
- `held_out_gain`: choose the best action on half the deals, score it against counting's
  choice on the other half, both ways round. Unbiased for what choosing by the deals adds
  (no noise is picked up), so it tells whether the in-sample gain is real;
- `counting_choice_value`: the mean score of counting's own choice (a check: close to the win
  rate, though weighted by decisions, so longer games count more);
- `projected_bound`: counting's win rate over the played games plus `decisions_per_game` times
  the held-out gain's upper limit (0 if that is negative: a gain is never below 0);
  `projected_bound_in_sample` uses the in-sample gain's upper limit, the generous bound.

If no single decision can be improved, counting is (near) a fixed point of policy iteration
against `random`: one step of policy improvement finds nothing. That is strong evidence, not a
proof (the gains are measured where counting's own play leads), that no fair policy does much
better. See docs/benchmarks.md, "Bots".
"""

from __future__ import annotations

import copy
import math
import random
import time
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

from duckdown.bots.arena import Match, bootstrap_ci, bot_seed, schedule
from duckdown.bots.base import BaseBot, RandomBot
from duckdown.bots.duck_down import GAME, CountingBot, make_bot
from duckdown.bots.duck_down.cards import from_json
from duckdown.bots.duck_down.memory import Memory
from duckdown.engine import Event, get_ruleset
from duckdown.engine.duck_down.config import Config
from duckdown.engine.duck_down.state import (
    FIRST,
    FROM_PILE,
    HOLD,
    NO_DOUBLE,
    SECOND,
    TURN_PHASE,
    State,
)

JSON = dict[str, Any]
BOTS = ("counting", "random")
_DOUBLE = {"first": FIRST, "second": SECOND}
_GUARD = 100_000  # decisions in one game: far more than any game takes


def _ruleset() -> Any:
    return get_ruleset(GAME)


# --- the posterior ---------------------------------------------------------------------------


def posterior_state(
    memory: Memory, view: Mapping[str, Any], config: Config, rng: random.Random
) -> State:
    """A full engine state drawn from what `memory`'s seat knows at `view` (a turn view),
    against players whose choices don't depend on the cards: every card the seat knows stays
    where it is; the cards it hasn't seen are dealt uniformly into the slots it doesn't know
    and the deck, except that a slot holding a card its owner drew and placed gets a number.
    Later deals come from the state's own RNG, seeded from `rng`."""
    n = int(view["players"])
    me = memory.seat
    everyone = (1 << n) - 1
    unseen = memory.pool(view)
    unknown = [(s, k) for s in range(n) for k in range(4) if memory.vals[s][k] is None]
    deck_size = int(view["deck"])
    if sum(unseen.values()) != len(unknown) + deck_size:
        raise ValueError(
            f"seat {me} counts {sum(unseen.values())} unseen cards for {len(unknown)} unknown "
            f"slots and a deck of {deck_size}"
        )
    numbers = [c for c, k in sorted(unseen.items()) if c >= 0 for _ in range(k)]
    specials = [c for c, k in sorted(unseen.items()) if c < 0 for _ in range(k)]
    rng.shuffle(numbers)
    rows: list[list[int]] = [[0] * 4 for _ in range(n)]
    for s in range(n):
        for k in range(4):
            value = memory.vals[s][k]
            if value is not None:
                rows[s][k] = value
    placed = [(s, k) for s, k in unknown if memory.placed[s][k]]
    free = [(s, k) for s, k in unknown if not memory.placed[s][k]]
    if len(placed) > len(numbers):
        raise ValueError("more placed cards than unseen numbers")
    for s, k in placed:  # uniform over the numbers: the first ones of a shuffled list
        rows[s][k] = numbers.pop()
    rest = numbers + specials
    rng.shuffle(rest)
    for s, k in free:
        rows[s][k] = rest.pop()
    sim = State(config, n, rng.getrandbits(63), int(view["rounds"]))
    sim.round = int(view["round"])
    sim.first_seat = int(view["first_seat"])
    sim.phase = TURN_PHASE
    sim.ready = [True] * n
    sim.rows = rows
    sim.known = [[memory.mask[s][k] & everyone & ~(1 << me) for k in range(4)] for s in range(n)]
    for s, k in ((s, k) for s in range(n) for k in range(4)):
        if memory.vals[s][k] is not None:
            sim.known[s][k] |= 1 << me
    sim.deck = rest  # top card last, as the engine keeps it
    sim.pile = [_card(c) for c in view.get("pile") or ()]
    turn = view["turn"]
    sim.turn_seat = int(turn["seat"])
    sim.turn_number = int(turn["number"]) - 1
    sim.step = str(turn["step"])
    sim.draws = int(turn["draws"])
    sim.double = _DOUBLE.get(str(turn.get("double")), NO_DOUBLE)
    held = view.get("held")
    if held is not None:
        sim.held = _card(held["card"])
        sim.held_source = str(held["source"])
        sim.held_known = everyone if sim.held_source == FROM_PILE else 1 << me
    sim.caller = view.get("caller")
    sim.deadline = view.get("deadline")
    sim.scores = [[int(x) for x in r] for r in view.get("scores") or ()]
    sim.totals = [int(t) for t in view.get("totals") or [0] * n]
    sim.last = copy.deepcopy(view.get("last"))
    sim.result = copy.deepcopy(view.get("result"))
    return sim


def _card(value: Any) -> int:
    card = from_json(value)
    if card is None:
        raise ValueError("a face-down card where the view must show one")
    return card


def _clone(s: State) -> State:
    """A copy for one playout, its RNG included (the same later deals for every action);
    cheaper than the engine's JSON round trip."""
    c = State.__new__(State)
    for name in State.__slots__:
        setattr(c, name, getattr(s, name))
    for name in ("rows", "known", "reveals", "scores"):
        setattr(c, name, [list(x) for x in getattr(s, name)])
    for name in ("deck", "pile", "ready", "totals", "set_aside", "fixed_decks"):
        setattr(c, name, list(getattr(s, name)))
    c.last = copy.deepcopy(s.last)
    c.result = copy.deepcopy(s.result)
    c.rand = random.Random()
    c.rand.setstate(s.rand.getstate())
    return c


# --- playing ---------------------------------------------------------------------------------


def _deliver(events: Iterable[Event], bots: Sequence[BaseBot]) -> None:
    for event in events:
        for s, bot in enumerate(bots):
            bot.observe(event.view(s))


def _play_on(
    R: Any,
    state: State,
    bots: Sequence[BaseBot],
    act: Callable[[int, JSON], JSON] | None = None,
    watch: Callable[[Sequence[Event]], None] | None = None,
) -> None:
    """The arena's game loop (`arena.play_game`), from the state as it is to the game's end."""
    steps = 0
    while not R.is_over(state):
        for seat in R.seats_to_act(state):
            view = R.seat_view(state, seat, 0)
            if not view["legal"]:
                continue
            action = bots[seat].act(view) if act is None else act(seat, view)
            events = R.apply(state, seat, R.parse_action(action), 0)
            if watch is not None:
                watch(events)
            _deliver(events, bots)
            if state.phase not in ("peek", "reveal"):
                break  # one decision at a time outside the opening look and the reveal
        steps += 1
        if steps > _GUARD:
            raise RuntimeError("the game did not end")


def share(state: State, seat: int) -> float:
    winners = state.winners or []
    return 1.0 / len(winners) if seat in winners else 0.0


def score_actions(
    view: Mapping[str, Any],
    bot: CountingBot,
    config: Config,
    deals: int,
    rng: random.Random,
) -> tuple[list[JSON], list[list[float]], int]:
    """Every concrete legal action of `view`; per deal, each one's outcome for `bot`'s seat;
    and the bots' fallbacks in the playouts (0 unless a bot failed). `bot` must have seen
    `view` (it has, once it acted on it); it is copied, never changed."""
    R = _ruleset()
    me = bot.seat
    players = int(view["players"])
    options = R.view_actions(view)
    scores: list[list[float]] = []
    errors = 0
    for _ in range(deals):
        sample = posterior_state(bot.memory, view, config, rng)
        other = rng.getrandbits(63)
        row: list[float] = []
        for option in options:
            sim = _clone(sample)
            bots: list[BaseBot] = [
                copy.deepcopy(bot) if s == me else RandomBot(GAME, s, bot_seed(other, s))
                for s in range(players)
            ]
            before = bot.errors
            _deliver(R.apply(sim, me, R.parse_action(option), 0), bots)
            _play_on(R, sim, bots)
            row.append(share(sim, me))
            errors += sum(b.errors for b in bots) - before
        scores.append(row)
    return options, scores, errors


def decision_kind(view: Mapping[str, Any]) -> str:
    """start (draw, take), pile (a taken card), number, peek, swap or double (in hand)."""
    held = view.get("held")
    if (view.get("turn") or {}).get("step") != HOLD or held is None:
        return "start"
    if held.get("source") == FROM_PILE:
        return "pile"
    card = held.get("card")
    return "number" if isinstance(card, int) else str(card)


def _argmax(means: Sequence[float], prefer: int) -> int:
    """The best index; on a tie `prefer` (counting's choice) if it is among the best."""
    top = max(means)
    if means[prefer] >= top - 1e-12:
        return prefer
    return next(i for i, m in enumerate(means) if m >= top - 1e-12)


def _column_means(rows: Sequence[Sequence[float]]) -> list[float]:
    return [sum(col) / len(rows) for col in zip(*rows, strict=True)]


def judge(scores: Sequence[Sequence[float]], choice: int) -> JSON:
    """One decision's figures from its deals x actions outcomes (at least two deals)."""
    if len(scores) < 2:
        raise ValueError("need at least two deals")
    means = _column_means(scores)
    best = _argmax(means, choice)
    halves = (scores[0::2], scores[1::2])
    held_out = 0.0
    switched = 0
    for pick, test in (halves, halves[::-1]):
        chosen = _argmax(_column_means(pick), choice)
        switched += chosen != choice
        if chosen != choice:
            held_out += sum(r[chosen] - r[choice] for r in test) / len(test)
    return {
        "actions": len(means),
        "counting_best": best == choice,
        "in_sample_gain": means[best] - means[choice],
        "held_out_gain": held_out / 2,
        "switched": switched / 2,
        "value": means[choice],
    }


# --- one game --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Task:
    """One arena game, and which of counting's eligible decisions in it to analyse."""

    match: Match
    picks: tuple[int, ...] = ()
    deals: int = 0
    seed: int = 0


def eligible(view: Mapping[str, Any]) -> bool:
    """A decision of a turn with a choice to make (the opening look's `ready` is none)."""
    return view.get("phase") == TURN_PHASE and len(_ruleset().view_actions(view)) >= 2


def run_task(task: Task) -> JSON:
    """Play the game as the arena does; analyse the picked decisions on the way."""
    R = _ruleset()
    match = task.match
    config = dict(match.config)
    cfg = R.parse_config(config)
    state = R.new_game(cfg, len(match.seats), match.seed)
    bots = [
        make_bot(level, seat, bot_seed(match.seed, seat), config)
        for seat, level in enumerate(match.seats)
    ]
    me = match.seats.index("counting")
    counting = bots[me]
    assert isinstance(counting, CountingBot)
    picks = set(task.picks)
    records: list[JSON] = []
    count = 0
    reshuffled = False  # in this round (public: every seat sees the event)
    started = time.perf_counter()

    def watch(events: Sequence[Event]) -> None:
        nonlocal reshuffled
        for event in events:
            if event.type == "reshuffled":
                reshuffled = True
            elif event.type == "round_started":
                reshuffled = False

    def act(seat: int, view: JSON) -> JSON:
        nonlocal count
        action = bots[seat].act(view)
        assert action is not None  # Duck Down has no optional decisions
        if seat != me or not eligible(view):
            return action
        index = count
        count += 1
        if index not in picks:
            return action
        record: JSON = {"game": match.index, "decision": index, "kind": decision_kind(view)}
        if reshuffled:
            record["skipped"] = "reshuffled"
        else:
            rng = random.Random(_decision_seed(task.seed, match.index, index))
            options, scores, errors = score_actions(view, counting, cfg, task.deals, rng)
            record.update(judge(scores, options.index(action)))
            record["errors"] = errors
        records.append(record)
        return action

    _deliver(R.opening_events(state), bots)
    _play_on(R, state, bots, act, watch)
    return {
        "index": match.index,
        "share": share(state, me),
        "eligible": count,
        "records": records,
        "seconds": time.perf_counter() - started,
        "errors": sum(bot.errors for bot in bots) + sum(int(r.get("errors", 0)) for r in records),
    }


def _decision_seed(seed: int, game: int, decision: int) -> int:
    return (seed * 1_000_003 + game * 7_919 + decision * 104_729 + 11) % (1 << 63)


def _run(tasks: Sequence[Task], jobs: int) -> Iterator[JSON]:
    if not tasks:
        return
    if jobs <= 1:
        for task in tasks:
            yield run_task(task)
        return
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        yield from pool.map(run_task, tasks, chunksize=1 if tasks[0].picks else 16)


# --- the benchmark ---------------------------------------------------------------------------


def _mean(values: Sequence[float]) -> float:
    return sum(values) / len(values) if values else math.nan


def _mean_ci(groups: Sequence[Sequence[float]]) -> tuple[float, tuple[float, float]]:
    """The mean and its 95% bootstrap interval, resampling whole groups (games, seed pairs)."""
    kept = [list(g) for g in groups if g]
    if not kept:
        return math.nan, (math.nan, math.nan)
    return _mean([x for g in kept for x in g]), bootstrap_ci(kept)


def _by_game(records: Sequence[JSON], key: str) -> list[list[float]]:
    groups: dict[int, list[float]] = {}
    for record in records:
        groups.setdefault(int(record["game"]), []).append(float(record[key]))
    return list(groups.values())


def _num(value: float, digits: int = 5) -> float | None:
    """Rounded; None for a figure with no data (JSON has no NaN)."""
    return None if math.isnan(value) else round(value, digits)


def _pick(counts: Sequence[int], chosen: Iterable[int]) -> dict[int, list[int]]:
    """Global decision numbers (over the games in order) to {game: its decision numbers}."""
    out: dict[int, list[int]] = {}
    game = 0
    start = 0
    for index in sorted(chosen):
        while index >= start + counts[game]:
            start += counts[game]
            game += 1
        out.setdefault(game, []).append(index - start)
    return out


def bench_headroom(
    games: int = 2000,
    decisions: int = 80,
    deals: int = 200,
    seed: int = 1,
    *,
    jobs: int = 1,
    progress: Callable[[int, int], None] | None = None,
) -> JSON:
    """The figures described in the module's docstring, as one JSON object."""
    if games < 1 or decisions < 1 or jobs < 1:
        raise ValueError("games, decisions and jobs must be at least 1")
    if deals < 2:
        raise ValueError("deals must be at least 2 (the held-out gain splits them in halves)")
    started = time.perf_counter()
    matches = schedule(GAME, list(BOTS), 2, games, seed)
    # 1. play the games: the results, and how many eligible decisions each has
    played = list(_run([Task(m) for m in matches], jobs))
    counts = [int(g["eligible"]) for g in played]
    total = sum(counts)
    # 2. a uniform sample of all those decisions, analysed while their games are replayed
    chosen = random.Random(seed).sample(range(total), min(decisions, total))
    tasks = [
        Task(matches[g], tuple(p), deals, seed) for g, p in sorted(_pick(counts, chosen).items())
    ]
    records: list[JSON] = []
    errors = sum(int(g["errors"]) for g in played)
    for done, result in enumerate(_run(tasks, jobs), 1):
        if result["share"] != played[int(result["index"])]["share"]:
            raise RuntimeError("a replayed game ended differently")  # determinism broke
        records.extend(result["records"])
        errors += int(result["errors"])
        if progress is not None:
            progress(done, len(tasks))
    judged = [r for r in records if "skipped" not in r]

    pairs: dict[int, list[float]] = {}
    for match, result in zip(matches, played, strict=True):
        pairs.setdefault(match.index // 2, []).append(float(result["share"]))
    win, win_ci = _mean_ci(list(pairs.values()))
    best, best_ci = _mean_ci(_by_game(judged, "counting_best"))
    gain_in, gain_in_ci = _mean_ci(_by_game(judged, "in_sample_gain"))
    gain_out, gain_out_ci = _mean_ci(_by_game(judged, "held_out_gain"))
    per = total / games
    kinds: dict[str, list[JSON]] = {}
    for record in judged:
        kinds.setdefault(str(record["kind"]), []).append(record)
    actions = sum(int(r["actions"]) for r in judged)

    def column(rs: Sequence[JSON], key: str) -> float:
        return _mean([float(r[key]) for r in rs])

    return {
        "benchmark": "headroom",
        "bots": list(BOTS),
        "players": 2,
        "seed": seed,
        "games": games,
        "win_rate": _num(win, 4),
        "win_rate_ci95": [_num(x, 4) for x in win_ci],
        "eligible_decisions": total,
        "decisions_per_game": _num(per, 3),
        "decisions": len(judged),
        "skipped_after_reshuffle": len(records) - len(judged),
        "deals": deals,
        "actions_per_decision": _num(column(judged, "actions"), 2),
        "playouts": actions * deals,
        "counting_choice_value": _num(column(judged, "value"), 4),
        "counting_best_share": _num(best, 4),
        "counting_best_share_ci95": [_num(x, 4) for x in best_ci],
        "in_sample_gain": _num(gain_in),
        "in_sample_gain_ci95": [_num(x) for x in gain_in_ci],
        "held_out_gain": _num(gain_out),
        "held_out_gain_ci95": [_num(x) for x in gain_out_ci],
        "held_out_switch_share": _num(column(judged, "switched"), 4),
        "projected_bound": _num(win + per * max(gain_out_ci[1], 0.0), 4),
        "projected_bound_in_sample": _num(win + per * max(gain_in_ci[1], 0.0), 4),
        "by_kind": {
            kind: {
                "decisions": len(rs),
                "actions": _num(column(rs, "actions"), 2),
                "counting_best_share": _num(column(rs, "counting_best"), 4),
                "in_sample_gain": _num(column(rs, "in_sample_gain")),
                "held_out_gain": _num(column(rs, "held_out_gain")),
            }
            for kind, rs in sorted(kinds.items())
        },
        "bot_errors": errors,
        "jobs": jobs,
        "wall_s": round(time.perf_counter() - started, 2),
    }


__all__ = [
    "Task",
    "bench_headroom",
    "decision_kind",
    "eligible",
    "judge",
    "posterior_state",
    "run_task",
    "score_actions",
]
