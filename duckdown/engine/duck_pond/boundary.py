"""Time passing: ruling 5's boundary steps, in order and atomically, and the lapses due between
boundaries (offers, motions, votes of confidence, unconfirmed corrections).

`deadline` is the next of these; the host applies `{"type": "timeout"}` at it. One timeout runs
at most one boundary: after downtime the host applies the missed ones one by one, in order, and
a timeout whose `now` is past several boundaries runs only the first (and what lapsed before
it), leaving the next as the new deadline, already due.
"""

from __future__ import annotations

from datetime import date

from duckdown.engine.duck_pond import (
    calendar,
    corrections,
    dice,
    disciple,
    god,
    judge,
    players,
    ponds,
    proposals,
    trades,
)
from duckdown.engine.duck_pond.context import Ctx, refuse
from duckdown.engine.duck_pond.state import OVER, Period, State


def due_times(s: State) -> list[int]:
    """When something lapses before or at the next boundary."""
    out = [o.expires for o in s.offers]
    out += [m.expires for m in s.motions]
    out += [c.ends for c in s.confidence if c.status == "open"]
    out += [c.expires for c in s.corrections if c.status == "pending"]
    out += [r.window for r in s.requests if r.window is not None]
    return out


def deadline(s: State) -> int | None:
    if s.phase == OVER:
        return None
    return min([s.period.end, *due_times(s)])


def lapse(ctx: Ctx, until: int) -> None:
    trades.lapse_due(ctx, until)
    judge.lapse_due(ctx, until)
    judge.conclude_due(ctx, until)
    judge.close_windows(ctx, until)
    corrections.lapse_pending(ctx, "nobody confirmed it in time", until)


def timeout(ctx: Ctx, entropy: bytes | None) -> None:
    s = ctx.state
    due = deadline(s)
    if due is None or ctx.now < due:
        refuse("not_due", "Nothing is due yet.")
    end = s.period.end
    for t in sorted({t for t in due_times(s) if t < end and t <= ctx.now}):
        ctx.at = t
        lapse(ctx, t)
    if ctx.now >= end:
        run_boundary(ctx, entropy)


def run_boundary(ctx: Ctx, entropy: bytes | None) -> None:
    s = ctx.state
    ended = s.period
    ctx.at = ended.end
    # 1. freeze votes and quacks (the tally reads them before anything moves); reveal the seed
    ended.revealed = True
    ctx.emit(
        "period_ended",
        period=ended.label,
        seed=ended.seed,
        commitment=ended.commitment,
        rolls=len(ended.rolls),
    )
    # 2. the tally, from the frozen state; passing proposals take effect in order
    proposals.close_voting(ctx, ended.label)
    if god.check_loss(ctx):  # a passed change may have lowered the God Egg limit
        return
    # 3. expired offers, motions and votes lapse
    lapse(ctx, ended.end)
    # 4. Sunday's God Egg; the round may end here
    tz = calendar.zone(s.config.time_zone)
    label, first, start, end = calendar.following(date.fromisoformat(ended.first_day), tz)
    if calendar.is_sunday(first):
        god.sunday_egg(ctx)
        if god.check_loss(ctx):
            return
    # 5. the new period and its seed commitment
    seed = entropy if entropy else dice.derived_seed(bytes.fromhex(ended.seed), label)
    period = Period(
        number=ended.number + 1,
        label=label,
        first_day=first.isoformat(),
        start=start,
        end=end,
        seed=seed.hex(),
        commitment=dice.commitment(seed),
        derived=not entropy,
    )
    s.periods.append(period)
    ctx.emit(
        "period_started",
        period=label,
        start=start,
        end=end,
        commitment=period.commitment,
        sunday=calendar.is_sunday(first),
    )
    # 6. pond upkeep
    ponds.upkeep(ctx)
    # 7. a Disciple if none exists
    disciple.create(ctx)
    # 8. allowances reset (ducks sent out last period are retrievable: they compare periods)
    for player in s.players:
        player.fed = 0
        player.disciple_attacks = 0
    players.apply_pending_limits(ctx)
