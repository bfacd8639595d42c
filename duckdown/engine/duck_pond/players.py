"""Players joining and leaving at any time (rulings 6-8), display names, and what the household
admin (the OWNER) does: removing a player and changing the limits from the next boundary (46)."""

from __future__ import annotations

from typing import Any

from duckdown.engine.duck_pond import ducks, judge, names, proposals, trades
from duckdown.engine.duck_pond.config import LIMITS, MAX_PLAYERS, MAX_SEATS
from duckdown.engine.duck_pond.context import Ctx, refuse
from duckdown.engine.duck_pond.state import Player, State


def current(s: State) -> list[int]:
    return [p.seat for p in s.players if p.active]


def display_name_problem(s: State, name: object, seat: int | None) -> tuple[str, str] | None:
    """Ruling 7: 1-40 characters, unique, and matching no duck's name."""
    if not isinstance(name, str):
        return "bad_name", "A player's name must be text."
    shape = names.shape_problem(name, 1, names.DISPLAY_MAX, "A player's name")
    if shape is not None:
        return "bad_name", shape
    k = names.key(name)
    for p in s.players:
        if p.active and p.seat != seat and names.key(p.name) == k:
            return "name_taken", f"Another player is called {p.name!r}."
    for duck in s.ducks.values():
        if duck.name is not None and names.key(duck.name) == k:
            return "name_taken", f"{ducks.label(duck).capitalize()} holds that name; pick another."
    return None


def join(ctx: Ctx, seat: int, name: str) -> None:
    """Ruling 6: a new player with a first duck (unnamed, no pond, uncoloured, 0 quacks, no
    parent), then the pond roll."""
    s = ctx.state
    if seat != len(s.players):
        refuse("wrong_seat", f"The next seat is {len(s.players)}; seats are never reused.")
    if seat >= MAX_SEATS:
        refuse("seat_limit", f"A round seats at most {MAX_SEATS} players in all.")
    if len(current(s)) >= MAX_PLAYERS:
        refuse("player_limit", f"{MAX_PLAYERS} players play at once; someone must leave first.")
    problem = display_name_problem(s, name, None)
    if problem is not None:
        refuse(*problem)
    add_player(ctx, name.strip())
    ducks.create(ctx, seat, "first")


def add_player(ctx: Ctx, name: str) -> Player:
    s = ctx.state
    player = Player(seat=len(s.players), name=name, joined=ctx.at)
    s.players.append(player)
    ctx.emit("player_joined", seat=player.seat, name=name)
    return player


def leave(ctx: Ctx, seat: int, removed: bool) -> None:
    """Ruling 8: ducks, items and God Eggs leave; votes stop counting; offers, motions and
    requests lapse; the Judge's office is vacated. Proposals stand."""
    s = ctx.state
    if not 0 <= seat < len(s.players) or not s.players[seat].active:
        refuse("not_a_player", f"Seat {seat} holds no current player.")
    player = s.players[seat]
    key = str(seat)
    for proposal in s.proposals:
        if proposal.status == "open":
            proposal.votes.pop(key, None)
    for vote in s.confidence:
        if vote.status == "open":
            vote.votes.pop(key, None)
    for offer in [o for o in s.offers if seat in (o.seat, o.to)]:
        trades.close(ctx, offer, "lapsed")
    for motion in list(s.motions):
        if motion.seat == seat:
            s.motions.remove(motion)
            ctx.emit("motion_lapsed", motion=motion.number, kind=motion.kind, reason="left")
        elif seat in motion.assents:
            motion.assents.remove(seat)
    judge.lapse_requests_of(ctx, seat)
    if s.judge == seat:
        judge.set_judge(ctx, None, "left")
    for duck in ducks.owned_by(s, seat):
        ducks.remove(ctx, duck, "its owner left")
    for item, count in player.items.items():
        ctx.use_item(seat, item, count)
    player.active = False
    player.left = ctx.at
    ctx.emit("player_left", seat=seat, removed=removed)


def rename(ctx: Ctx, seat: int, name: str) -> None:
    s = ctx.state
    problem = display_name_problem(s, name, seat)
    if problem is not None:
        refuse(*problem)
    s.players[seat].name = name.strip()
    ctx.emit("display_name", seat=seat, name=s.players[seat].name)


def display_name(ctx: Ctx, action: dict[str, Any]) -> None:
    assert ctx.seat is not None
    rename(ctx, ctx.seat, action["name"])


# --- the household admin (OWNER) --------------------------------------------------------------


def remove_player(ctx: Ctx, action: dict[str, Any]) -> None:
    leave(ctx, action["seat"], removed=True)


def rename_player(ctx: Ctx, action: dict[str, Any]) -> None:
    seat = action["seat"]
    if not 0 <= seat < len(ctx.state.players) or not ctx.state.players[seat].active:
        refuse("not_a_player", f"Seat {seat} holds no current player.")
    rename(ctx, seat, action["name"])


def counts(s: State) -> dict[str, int]:
    """What each limit counts now: a limit is never set below it (ruling 46)."""
    seats = current(s)
    return {
        "ducks_per_player": max((len(ducks.owned_by(s, p)) for p in seats), default=0),
        "ducks_total": len(s.ducks),
        "ponds": s.ponds,
        "proposals_per_period": max(
            (proposals.open_made_this_period(s, p) for p in seats), default=0
        ),
        "open_offers": max((trades.open_offers(s, p) for p in seats), default=0),
        "open_requests": max((judge.open_requests(s, p) for p in seats), default=0),
    }


def set_limits(ctx: Ctx, action: dict[str, Any]) -> None:
    """Ruling 46: an admin's change applies from the next boundary, announced."""
    s = ctx.state
    now = counts(s)
    new = dict(s.pending_limits or s.limits)
    for name, value in action["limits"].items():
        _, cap, what = LIMITS[name]
        if not 1 <= value <= cap:
            refuse("bad_limit", f"The limit on {what} runs from 1 to {cap}.")
        if value < now[name]:
            refuse(
                "below_count", f"There are {now[name]} {what} already; the limit cannot be lower."
            )
        new[name] = value
    s.pending_limits = new
    ctx.emit("limits_set", limits=dict(new), start=s.period.end)


def apply_pending_limits(ctx: Ctx) -> None:
    """At the boundary: the admin's new limits, never below what is counted by then."""
    s = ctx.state
    if s.pending_limits is None:
        return
    now = counts(s)
    s.limits = {name: max(value, now[name]) for name, value in s.pending_limits.items()}
    s.pending_limits = None
    ctx.emit("limits_applied", limits=dict(s.limits))
