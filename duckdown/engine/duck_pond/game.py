"""A round of Duck Pond: setting it up, and `apply`, which routes each command to its rule.

Every rule checks before it changes anything, so a refused command raises `IllegalAction` with
the state, the dice and the allowances untouched (ruling 45).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from duckdown.engine.duck_pond import (
    attacks,
    boundary,
    calendar,
    changes,
    dice,
    disciple,
    ducks,
    feeding,
    god,
    judge,
    naming,
    players,
    ponds,
    proposals,
    scouting,
    titles,
    trades,
)
from duckdown.engine.duck_pond import corrections as corr
from duckdown.engine.duck_pond.actions import OWNER_TYPES, Action
from duckdown.engine.duck_pond.config import MAX_PLAYERS, MIN_PLAYERS, Config
from duckdown.engine.duck_pond.context import Ctx, refuse
from duckdown.engine.duck_pond.rulebook import Rulebook
from duckdown.engine.duck_pond.state import OVER, Period, State
from duckdown.engine.errors import ConfigError
from duckdown.engine.ruleset import OWNER, Event

Handler = Callable[[Ctx, dict[str, Any]], None]

PLAYER: dict[str, Handler] = {
    "name": naming.name,
    "assign_pond": ponds.assign,
    "move": ponds.move,
    "feed": feeding.feed,
    **attacks.ATTACKS,
    "scout": scouting.scout,
    "adjust": scouting.adjust,
    "retrieve": scouting.retrieve,
    "cut_losses": scouting.cut_losses,
    "propose": proposals.propose,
    "edit": proposals.edit,
    "retract": proposals.retract,
    "vote": proposals.vote,
    "offer": trades.offer,
    "withdraw": trades.withdraw,
    "decline": trades.decline,
    "accept": trades.accept,
    "display_name": players.display_name,
    "ask_judge": judge.ask,
    "move_removal": judge.move_removal,
    "assent": judge.assent,
    "resign": judge.resign,
    "request": judge.file,
    "withdraw_request": judge.withdraw_request,
    "answer": judge.answer,
    "confidence": judge.open_confidence,
    "confidence_vote": judge.confidence_vote,
    "correct": corr.correct,
    "confirm": corr.confirm,
    "withdraw_correction": corr.withdraw,
    "settle": judge.settle,
    "dismiss": judge.dismiss,
}
ADMIN: dict[str, Handler] = {
    "remove_player": players.remove_player,
    "rename_player": players.rename_player,
    "set_limits": players.set_limits,
}
assert set(ADMIN) == set(OWNER_TYPES)


def new_game(config: Config, count: int, seed: int, now: int, entropy: bytes) -> State:
    if (
        isinstance(count, bool)
        or not isinstance(count, int)
        or not MIN_PLAYERS <= count <= MAX_PLAYERS
    ):
        raise ConfigError(
            f"players is {count!r}; a round starts with {MIN_PLAYERS} to {MAX_PLAYERS}"
        )
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 1 << 63:
        raise ConfigError(f"seed must be a whole number from 0 to 2**63-1, got {seed!r}")
    if entropy and len(entropy) != 32:
        raise ConfigError(f"entropy must be 32 bytes, got {len(entropy)}")
    rules = Rulebook()
    for change in config.amendments:
        changes.apply_change(rules, change)  # an earlier round's; one that no longer fits is moot
    s = State(config=config, seed=seed, round=config.round, rules=rules, limits=dict(config.limits))
    tz = calendar.zone(config.time_zone)
    label, first, end = calendar.period_at(now, tz)
    first_seed = entropy or dice.initial_seed(seed)
    s.periods.append(
        Period(
            number=1,
            label=label,
            first_day=first.isoformat(),
            start=now,
            end=end,
            seed=first_seed.hex(),
            commitment=dice.commitment(first_seed),
            derived=not entropy,
        )
    )
    ctx = Ctx(s, None, now)
    ctx.emit(
        "round_started",
        round=s.round,
        period=label,
        start=now,
        end=end,
        commitment=s.period.commitment,
        time_zone=config.time_zone,
    )
    for seat in range(count):
        players.add_player(ctx, f"Player {seat + 1}")
        ducks.create(ctx, seat, "first", pond_roll=False)  # the round's own ducks: no pond roll
    s.ponds = min(ponds.initial_ponds(len(s.ducks), rules["ducks_per_pond"]), s.limits["ponds"])
    ctx.emit("ponds", ponds=s.ponds)
    disciple.create(ctx)
    titles.update(ctx)
    s.opening = [e.view(None) for e in ctx.events]
    return s


def opening_events(s: State) -> list[Event]:
    return [Event(e["type"], {k: v for k, v in e.items() if k != "type"}) for e in s.opening]


def apply(s: State, seat: int | None, action: Action, now: int) -> list[Event]:
    if s.phase == OVER:
        refuse("round_over", "The round is over: the Duck God holds its God Eggs, and all lost.")
    kind = action["type"]
    ctx = Ctx(s, seat, now)
    if kind == "timeout":
        if seat is not None:
            refuse("not_host", "Only the host runs the calendar.")
        raw = action.get("entropy")
        boundary.timeout(ctx, bytes.fromhex(raw) if raw else None)
    elif seat is None:
        refuse("not_a_player", "The host itself only applies timeouts.")
    elif seat == OWNER:
        handler = ADMIN.get(kind)
        if handler is None:
            refuse("not_admin_action", "The household admin manages players and limits, not play.")
        _in_period(ctx)
        handler(ctx, action)
    else:
        handler = PLAYER.get(kind)
        if handler is None:
            refuse("admin_only", "Only the household admin does that.")
        if not 0 <= seat < len(s.players) or not s.players[seat].active:
            refuse("not_a_player", f"Seat {seat} holds no current player.")
        _in_period(ctx)
        handler(ctx, action)
    finish(ctx)
    return ctx.events


def _in_period(ctx: Ctx) -> None:
    """Ruling 3: each command counts in the period it arrives in; the host runs a due boundary
    first, so a command after the period's end waits for it."""
    end = ctx.state.period.end
    if ctx.now >= end:
        refuse("period_ended", f"This period ended {ctx.when(end)}; the new one starts first.")


def finish(ctx: Ctx) -> None:
    if ctx.state.phase != OVER:
        god.check_loss(ctx)  # a correction may have given the Duck God its last Egg
    titles.update(ctx)


def join(s: State, seat: int, name: str, now: int) -> list[Event]:
    if s.phase == OVER:
        refuse("round_over", "The round is over; the admin starts a new one.")
    ctx = Ctx(s, seat, now)
    _in_period(ctx)
    players.join(ctx, seat, name)
    finish(ctx)
    return ctx.events


def leave(s: State, seat: int, now: int) -> list[Event]:
    if s.phase == OVER:
        refuse("round_over", "The round is over.")
    ctx = Ctx(s, seat, now)
    _in_period(ctx)
    players.leave(ctx, seat, removed=False)
    finish(ctx)
    return ctx.events
