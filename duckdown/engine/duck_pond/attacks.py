"""Quack Attacks (rulings 21-23, 35): through a complete, home duck the player owns, holding at
least the cost; the cost is paid, then the effect follows."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from duckdown.engine.duck_pond import disciple, ducks, titles
from duckdown.engine.duck_pond.context import Ctx, refuse
from duckdown.engine.duck_pond.state import GOD, Duck

MAX_COST = 1_000_000


def _attacker(ctx: Ctx, action: dict[str, Any], cost: int) -> Duck:
    duck = ducks.own(ctx, action["duck"])
    ducks.usable(duck, "attack")
    if duck.quacks < cost or duck.quacks < 0:
        refuse(
            "not_enough_quacks",
            f"This attack costs {cost} quack{'s' if cost != 1 else ''}; "
            f"{ducks.label(duck)} has {duck.quacks}.",
        )
    return duck


def _target(ctx: Ctx, attacker: Duck, number: object) -> Duck:
    target = ducks.get(ctx.state, number)
    if target.number == attacker.number:
        refuse("self_target", "A duck cannot attack itself.")
    ducks.usable(target, "be attacked")
    return target


def _cost(action: dict[str, Any], low: int, step: int, what: str) -> int:
    cost = action["cost"]
    if not low <= cost <= MAX_COST or cost % step:
        refuse("bad_cost", f"{what} costs a multiple of {step} from {low} quacks, not {cost}.")
    return int(cost)


def _pay(duck: Duck, cost: int) -> None:
    assert duck.quacks >= cost >= 0  # refused before otherwise: paying never goes below 0
    duck.quacks -= cost


def standard(ctx: Ctx, action: dict[str, Any]) -> None:
    s = ctx.state
    step = s.rules["standard_step"]
    cost = _cost(action, step, step, "A Standard attack")
    attacker = _attacker(ctx, action, cost)
    target = _target(ctx, attacker, action["target"])
    seat = ctx.seat
    assert seat is not None
    on_disciple = target.disciple
    if on_disciple and s.players[seat].disciple_attacks >= s.rules["disciple_attacks_per_period"]:
        refuse(
            "disciple_attacked",
            "You have already attacked the Disciple this period; "
            f"next chance {ctx.when(s.period.end)}.",
        )
    _pay(attacker, cost)
    loss = cost // step
    target.quacks -= loss
    ctx.emit(
        "attack",
        kind="standard",
        seat=seat,
        duck=attacker.number,
        cost=cost,
        target=target.number,
        loss=loss,
    )
    if on_disciple:
        s.players[seat].disciple_attacks += 1
        disciple.damaged(s, attacker)
        disciple.ritual_and_fate(ctx, attacker)


def lay_egg(ctx: Ctx, action: dict[str, Any]) -> None:
    s = ctx.state
    low = s.rules["lay_egg_threshold"]  # ruling 22: a smaller N could never succeed
    cost = _cost(action, low, 1, "Lay Egg")
    attacker = _attacker(ctx, action, cost)
    _pay(attacker, cost)
    result = ctx.roll(cost, f"Lay Egg by duck {attacker.number}")
    laid = result >= low
    if laid:
        ctx.add_eggs(attacker.number, 1)
    ctx.emit(
        "attack",
        kind="lay_egg",
        seat=ctx.seat,
        duck=attacker.number,
        cost=cost,
        roll=result,
        egg=laid,
    )


def hatch(ctx: Ctx, action: dict[str, Any]) -> None:
    s = ctx.state
    cost, eggs = s.rules["hatch_quacks"], s.rules["hatch_eggs"]
    attacker = _attacker(ctx, action, cost)
    if attacker.eggs < eggs:
        refuse(
            "no_egg",
            f"Hatching needs {eggs} Egg{'s' if eggs != 1 else ''}; "
            f"{ducks.label(attacker)} has {attacker.eggs}.",
        )
    problem = ducks.creation_problem(s, ctx.seat)
    if problem is not None:
        refuse("duck_limit", f"No new duck: {problem}.")
    _pay(attacker, cost)
    ctx.add_eggs(attacker.number, -eggs)
    ctx.emit("attack", kind="hatch", seat=ctx.seat, duck=attacker.number, cost=cost)
    ducks.create(ctx, ctx.seat, "hatched", parent=attacker.number, colour=attacker.colour)


def scrambler(ctx: Ctx, action: dict[str, Any]) -> None:
    s = ctx.state
    step = s.rules["scrambler_step"]
    cost = _cost(action, step, step, "A Divine Scrambler")
    attacker = _attacker(ctx, action, cost)
    target = action["target"]
    seat = ctx.seat
    assert seat is not None
    if target == GOD:
        held = s.god_eggs
    else:
        if target == seat:
            refuse("self_target", "A Divine Scrambler takes God Eggs from someone else.")
        if not isinstance(target, int) or not 0 <= target < len(s.players):
            refuse("no_such_player", f"There is no player {target}.")
        if not s.players[target].active:
            refuse("no_such_player", f"{s.players[target].name} has left the game.")
        held = s.players[target].items["god_egg"]
    eggs = cost // step
    if held < eggs:
        refuse("not_enough_god_eggs", f"The target holds {held} God Eggs, fewer than {eggs}.")
    _pay(attacker, cost)
    ctx.move_item(target, seat, "god_egg", eggs)
    ctx.emit(
        "attack",
        kind="scrambler",
        seat=seat,
        duck=attacker.number,
        cost=cost,
        target=target,
        god_eggs=eggs,
    )


def steal(ctx: Ctx, action: dict[str, Any]) -> None:
    s = ctx.state
    seat = ctx.seat
    assert seat is not None
    if titles.royalty(s, seat):
        refuse("royalty", "Duck Royalty (King, Lord or DUKE) may not steal ducks.")
    duke = s.titles["duke"]
    if duke is None:
        refuse("no_duke", "There is no DUCK DUKE to steal from.")
    target = ducks.get(s, action["target"])
    if target.owner != duke:
        refuse("not_dukes_duck", f"{ducks.label(target).capitalize()} is not the DUKE's.")
    ducks.usable(target, "be stolen")
    threshold = s.rules["steal_threshold"]
    if target.quacks <= threshold:
        refuse("too_few_quacks", f"Only a duck with more than {threshold} quacks may be stolen.")
    attacker = _attacker(ctx, action, target.quacks)
    if len(ducks.owned_by(s, seat)) >= s.limits["ducks_per_player"]:
        refuse("duck_limit", f"You hold the limit of {s.limits['ducks_per_player']} ducks.")
    cost = target.quacks
    _pay(attacker, cost)
    target.owner = seat  # with its quacks, Eggs and pond
    ctx.emit(
        "attack",
        kind="steal",
        seat=seat,
        duck=attacker.number,
        cost=cost,
        target=target.number,
        victim=duke,
    )


def cannibalism(ctx: Ctx, action: dict[str, Any]) -> None:
    attacker = _attacker(ctx, action, 0)  # free, but not through a duck below 0 (ruling 16)
    target = _target(ctx, attacker, action["target"])
    if target.owner != ctx.seat:
        refuse("not_your_duck", "Cannibalism eats another of your own ducks.")
    gain = ctx.state.rules["cannibal_bonus"] + target.quacks
    attacker.quacks += gain
    ctx.emit(
        "attack",
        kind="cannibalism",
        seat=ctx.seat,
        duck=attacker.number,
        cost=0,
        target=target.number,
        gain=gain,
    )
    ducks.remove(ctx, target, "eaten")


ATTACKS: dict[str, Callable[[Ctx, dict[str, Any]], None]] = {
    "standard": standard,
    "lay_egg": lay_egg,
    "hatch": hatch,
    "scrambler": scrambler,
    "steal": steal,
    "cannibalism": cannibalism,
}
