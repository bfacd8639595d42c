"""The Duck Disciple (rulings 33-35): creation with 3d20 and a shipped name, the Ritual after a
player's attack, and perishing with its rewards."""

from __future__ import annotations

from duckdown.engine.duck_pond import ducks, loot, names
from duckdown.engine.duck_pond.context import Ctx
from duckdown.engine.duck_pond.duck_names import DUCK_NAMES
from duckdown.engine.duck_pond.state import Duck, State

REROLLS = 20  # a name another duck holds is rerolled; after this many, a suffix makes it free


def _free(s: State, name: str) -> bool:
    k = names.key(name)
    if any(d.name is not None and names.key(d.name) == k for d in s.ducks.values()):
        return False
    if names.banned_match(k, s.rules.banned) is not None:
        return False
    return not any(p.active and names.key(p.name) == k for p in s.players)


def _name(base: str, k: int) -> str:
    """The k-th Disciple of a base name: "Disciple Quackers", then "Disciple Quackers 2"."""
    return f"Disciple {base}" + (f" {k}" if k > 1 else "")


def create(ctx: Ctx) -> None:
    """Ruling 34, at the start of a period without a Disciple (and of the round)."""
    s = ctx.state
    if s.disciple is not None:
        return
    problem = ducks.creation_problem(s, None)
    if problem is not None:
        ctx.emit("not_created", what="disciple", owner=None, reason=problem)
        return
    quacks = sum(
        ctx.roll(s.rules["disciple_die"], "the new Disciple's quacks")
        for _ in range(s.rules["disciple_dice"])
    )
    base = DUCK_NAMES[ctx.choose(len(DUCK_NAMES), "the new Disciple's name")]
    for _ in range(REROLLS):
        if _free(s, _name(base, s.disciple_names.get(base, 0) + 1)):
            break
        base = DUCK_NAMES[ctx.choose(len(DUCK_NAMES), "the new Disciple's name, again")]
    k = s.disciple_names.get(base, 0) + 1
    while not _free(s, _name(base, k)):  # still taken after the rerolls: the next free suffix
        k += 1
    s.disciple_names[base] = k
    duck = ducks.create(ctx, None, "disciple", quacks=quacks, pond_roll=False)
    assert duck is not None  # the limit was checked above
    duck.disciple = True
    duck.name = _name(base, k)
    s.name_seq += 1
    duck.named = s.name_seq
    s.disciple = duck.number
    s.damagers = []
    ctx.emit("disciple_created", duck=duck.number, name=duck.name, quacks=quacks)
    ducks.roll_for_pond(ctx, duck.number)


def damaged(s: State, attacker: Duck) -> None:
    if attacker.number not in s.damagers:
        s.damagers.append(attacker.number)


def ritual_and_fate(ctx: Ctx, attacker: Duck) -> None:
    """Ruling 35, after a player's attack on it: the Ritual, then perishing at 0 or below."""
    s = ctx.state
    assert s.disciple is not None
    disciple = s.ducks[s.disciple]
    targets = [d for d in s.ducks.values() if ducks.active(d)]
    if targets:
        target = targets[ctx.choose(len(targets), "the Ritual's target")]
        loss = ctx.roll(s.rules["ritual_die"], f"the Ritual on duck {target.number}")
        target.quacks -= loss
        ctx.emit("ritual", disciple=disciple.number, target=target.number, loss=loss)
    else:
        ctx.emit("ritual", disciple=disciple.number, target=None, loss=0)
    if disciple.quacks > 0:
        return
    rewards: list[list[int]] = []
    for number in s.damagers:
        duck = s.ducks.get(number)
        if duck is not None and not duck.disciple:
            gain = ctx.roll(s.rules["perish_reward_die"], f"duck {number} avenged")
            duck.quacks += gain
            rewards.append([number, gain])
    killer = attacker.owner
    assert killer is not None
    ducks.remove(ctx, disciple, "perished")
    ctx.emit(
        "disciple_perished",
        duck=disciple.number,
        name=disciple.name,
        killer=attacker.number,
        seat=killer,
        rewards=rewards,
    )
    loot.roll_loot(ctx, killer, "disciple")
